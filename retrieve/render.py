"""How search results and gems are shown: JSON lines for machines, a table for people, a prompt block.

Gem text is data that came from transcripts, so whatever looks like markup that a prompt gives meaning to
(``<memory_context>``, ``</system>``, ``<|im_start|>``, ``[INST]``) is shown with its brackets escaped in
every format, and the prompt block escapes every ``<`` and ``>`` and keeps each gem on one line: no gem can
close the block it is in, open another, or pass for a role turn.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from datetime import date
from typing import Any

from rich.markup import escape  # gem text is data: "[...]" in it is not rich markup

from retrieve.search import Result
from schemas import StoredGem


_TAGLIKE = re.compile(
    r"<(?:\s*/\s*)?[A-Za-z_!?][\w.:-]*(?:\s[^<>]*)?/?\s*>|<\|[^|<>\n]{0,40}\|>|<<\s*/?\s*SYS\s*>>|\[/?INST\]")
TEXT_FIELDS = ("gem", "context", "snippet")


def neutralise(text: str) -> str:
    """Tag-like text with its brackets escaped (``<memory_context>`` -> ``&lt;memory_context&gt;``)."""
    if "<" not in text and "[" not in text:
        return text
    return _TAGLIKE.sub(lambda m: m.group(0).replace("<", "&lt;").replace(">", "&gt;").replace("[", "&#91;")
                        .replace("]", "&#93;"), text)


def safe(d: dict[str, Any]) -> dict[str, Any]:
    """A gem or result as a dict, its text fields neutralised (JSON output, HTTP answers, exports)."""
    return {k: neutralise(v) if k in TEXT_FIELDS and isinstance(v, str) else v for k, v in d.items()}


def result_dict(r: Result, explain: bool = False) -> dict[str, Any]:
    return safe(r.to_dict(explain))


def json_lines(results: Sequence[Result], explain: bool = False) -> str:
    """One JSON object per result, best first."""
    return "\n".join(json.dumps(result_dict(r, explain), ensure_ascii=False) for r in results)


def context_line(day: date, importance: str, gem: str, superseded: bool = False) -> str:
    """One gem as the prompt sees it (the LoCoMo benchmark scores exactly this line).

    Medium is the default level: it says nothing to the model and costs a word per line, so only high
    and low are tagged. A superseded gem (only there with --include-superseded) says so, or the model
    would take an outdated statement for the current one.
    """
    tags = ([] if importance == "medium" else [importance]) + (["superseded"] if superseded else [])
    tag = f" ({', '.join(tags)})" if tags else ""
    text = " ".join(gem.split()).replace("<", "&lt;").replace(">", "&gt;")  # one line, no markup: data only
    return f"- [{day.isoformat()}]{tag} {text}"


def context_block(results: Sequence[Result]) -> str:
    """A prompt-ready block: one line per gem with its date and importance."""
    lines = ["<memory_context>"]
    lines.extend(context_line(r.date, r.importance, r.gem, bool(r.superseded_by)) for r in results)
    lines.append("</memory_context>")
    return "\n".join(lines)


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
