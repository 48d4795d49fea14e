"""Lists of recovery (backup) codes: a provider shows a set of one-time codes at once and people paste the set.

Four forms, one place: a bare column of codes with no word naming it (``bare_lists``, and ``BARE_LIST``, which the
gate of utils.redact reads too), the codes on the lines under their name (``listed``: the core's round 6 and
round 14 call it, each with the names and the line shape it was tuned on), the codes in the sentence after
their name ("backup codes: 1234 5678, 8765 4321", ``inline``; ``after_name``: apart by slashes, pipes, middle dots,
'&' or a dash, after a few words and a colon: "backup codes for the Google account: 8821 4490 | 3357 1102"), and codes
two or more to a line under their name
(``several_a_line``, read by utils.redact_checked_ids). Every code found is a ``recovery_code``.

The shapes differ by caller on purpose: each was tuned and measured on its own set, and one shape for all would
change what is found; the walk over the lines (where a list starts and ends) is the one below.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import ahocorasick_rs

from utils import secret_names

Span = tuple[int, int, str]

# ---- a bare list: no word naming it ("GitHub showed them once:" then the lines) ---------------------------------
# Four lines or more, each one code in the shapes providers print (5+5 hex or 4+4 letters and digits with a dash,
# 8 digits, 4+4 digits), and nothing else.
_BARE_LINE = r"[ \t]*(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?(?:[0-9a-z]{4,6}-[0-9a-z]{4,6}|\d{8}|\d{4} \d{4})[ \t]*"
BARE_LIST = re.compile(r"(?m)^(?:" + _BARE_LINE + r"\n){3,}" + _BARE_LINE + r"$")
_BARE_ITEM = re.compile(r"(?m)^[ \t]*(?:\d{1,2}[.)][ \t]*|[-*•][ \t]*)?([0-9a-z]{4,6}-[0-9a-z]{4,6}|\d{8}|\d{4} \d{4})[ \t]*$")
_DATE8 = re.compile(r"(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")


def bare_lists(text: str, low: str) -> list[Span]:
    """The codes of each bare list: hex pairs, or digits where the text names a code and they are not all dates."""
    out: list[Span] = []
    for m in BARE_LIST.finditer(text):
        items = [(it.start(1), it.end(1), it.group(1)) for it in _BARE_ITEM.finditer(m.group(0))]
        pairs = [v for _, _, v in items if "-" in v]
        # letters and digits in pairs, most of them holding a digit (GitLab's "n5ww-ln58"); "blue-moon" lines are words
        hexpairs = any(re.fullmatch(r"[0-9a-f-]+", v) and re.search(r"[a-f]", v) for v in pairs) or (
            len(pairs) == len(items) and all(any(c.isalpha() for c in v) for v in pairs)
            and sum(any(c.isdigit() for c in v) for v in pairs) * 2 >= len(pairs))
        digits_named = ("code" in low or "码" in text) and not all(_DATE8.fullmatch(v.replace(" ", ""))
                                                                   for _, _, v in items)
        if hexpairs or digits_named:  # a bare column of order ids or dates (20231101) is no code list
            out += [(m.start() + s, m.start() + e, "recovery_code") for s, e, _ in items]
    return out


# ---- a list under its name -----------------------------------------------------------------------------------
def listed(text: str, names: re.Pattern[str], line: re.Pattern[str],
           item_ok: Callable[[str, list[Span]], bool] | None = None) -> Iterator[list[Span]]:
    """For each name, the codes on the lines right after the name's line: each line whole a code (``line``, its
    group ``v`` the code), up to the first line that is not one or that ``item_ok(code, codes so far)`` refuses.
    The caller decides how many make a list."""
    for n in names.finditer(text):
        pos = text.find("\n", n.end())
        found: list[Span] = []
        while pos != -1:
            end = text.find("\n", pos + 1)
            m = line.fullmatch(text, pos + 1, len(text) if end == -1 else end)
            if m is None or (item_ok is not None and not item_ok(m.group("v"), found)):
                break
            found.append((m.start("v"), m.end("v"), "recovery_code"))
            pos = end
        yield found


# ---- a list in the sentence after its name -------------------------------------------------------------------
_NAMED = re.compile(r"(?i)\b(?:recovery|backup|scratch|emergency|one-time)\s+codes?\b|恢复码|备用码|救援码|备用验证码"
                    r"|备份码|恢复代码|救援代码")
_ITEM = re.compile(r"(?<![\w-])(?:[0-9a-zA-Z]{4,6}[- ][0-9a-zA-Z]{4,6}|[0-9a-zA-Z]{6,16})(?![\w-])")


def inline(text: str, low: str) -> list[Span]:
    """Two codes or more after their name, apart by commas, spaces, bullets or "and" (the list ends where other
    words come)."""
    out: list[Span] = []
    for m in _NAMED.finditer(text) if ("code" in low or "码" in text) else ():
        items: list[tuple[int, int]] = []
        pos = m.end()
        limit = min(len(text), m.end() + 800)
        while pos < limit:
            it = _ITEM.search(text, pos, limit)
            if it is None:
                break
            gap = text[pos : it.start()]
            if items and not re.fullmatch(r"[\s,;:.*•·\-\d)(、，；]*(?:and|or|和|及|或)?[\s,;:.*•·\-)(、，；]*", gap):
                break  # the list ended
            if not items and (len(gap) > 40 or "\n\n" in gap):
                break
            tok = it.group(0)
            if (sum(c.isdigit() for c in tok) >= 2 and not re.search(r"[A-Za-z]{4}", tok)) or (
                    # GitHub's newer 5+5 letters-and-digits shape: a word-like item in a list of them
                    re.fullmatch(r"[0-9a-z]{5}-[0-9a-z]{5}", tok) and (items or any(c.isdigit() for c in tok))):
                items.append((it.start(), it.end()))
            elif items:
                break
            pos = it.end()
        if len(items) >= 2:
            out += [(s, e, "recovery_code") for s, e in items]
    return out


# ---- several to a line under their name --------------------------------------------------------------------
_BACKUP = re.compile(r"(?i)(?:backup|recovery|scratch|bypass|emergency) ?codes?|codes? de (?:secours|récupération|"
                     r"recuperación|respaldo|recuperação|backup)|sicherungscodes?|backup-codes?|kody zapasowe|"
                     r"back-?up-?codes?|reservkod\w*|códigos de (?:respaldo|recuperación|recuperação|backup)|"
                     r"codici di (?:backup|recupero|riserva)|"
                     r"wiederherstellungscodes?|резервные коды|バックアップコード|バックアップ コード|リカバリー ?コード|"
                     r"復旧コード|復元コード|备用验证码|备用码|恢复码|"
                     r"備用驗證碼|備用碼|백업 코드|백업코드|복구 코드")
# a backup code's name in any of these languages (utils.redact_sequences reads it: the codes may come next)
BACKUP_NAME = _BACKUP
_BACKUP_ITEM = re.compile(r"(?:\d{1,2}[.)]\s*)?(?P<v>[a-z0-9]{4}[- ][a-z0-9]{4}|[0-9a-f]{5}-[0-9a-f]{5}|\d{8,10}"
                          r"|[a-z0-9]{8,10})")

_DASHED = re.compile(r"(?P<v>[a-z0-9]{4}-[a-z0-9]{4}|[0-9a-f]{5}-[0-9a-f]{5})")


def several_a_line(t: str) -> list[Span]:
    """Codes two or more to a line on the lines under their name ("8793 5025   2322 0765"), or one a line on three
    lines or more right under a sentence that names them ("バックアップコードはこちら。" then the codes): the lines after
    the name while each holds only codes."""
    out: list[Span] = []
    for cue in _BACKUP.finditer(t):
        pos = t.find("\n", cue.end())
        rows: list[list[int]] = []
        while pos >= 0:
            end = t.find("\n", pos + 1)
            end = len(t) if end < 0 else end
            found = []
            for chunk in re.finditer(r"\S+(?: \S+)*?(?=\s{2,}|\t|$)", t[pos + 1 : end]):
                c0 = pos + 1 + chunk.start()
                im = _BACKUP_ITEM.fullmatch(chunk.group().strip())
                # dashed codes one space apart ("rw3t-6ykm nq8b-2vxd") are a chunk of several
                words = [chunk] if im is not None else list(re.finditer(r"\S+", chunk.group()))
                parts = [im] if im is not None else [_DASHED.fullmatch(w.group()) for w in words]
                if not all(parts) or not all(any(c.isdigit() for c in x.group("v")) for x in parts):
                    found = []
                    break
                for x, w in zip(parts, words, strict=True):
                    base = c0 if im is not None else c0 + w.start()
                    found += [base + x.start("v"), base + x.end("v")]
            if not found or (rows and (len(found) < 4) != (len(rows[0]) < 4)):
                break  # a line of other words, or of another layout, ends the list
            rows.append(found)
            pos = end if end < len(t) else -1
        if rows and (len(rows[0]) >= 4 or len(rows) >= 3):
            out.extend((r[i], r[i + 1], "recovery_code") for r in rows for i in range(0, len(r), 2))
    return out


# ---- several in the sentence right after their name -----------------------------------------------------------
# after the name, a colon or a topic particle, then codes of four and four digits (or eight) split by a mark or a
# word for "and" ("備用碼：3391 0842、5527 1963", "バックアップコードは 5519 2804 と 6627 3391", "백업 코드 8812 4409 / …")
# ... or after a few words that say whose codes they are and a colon ("backup codes for the Google account: ...")
_AFTER_NAME = re.compile(r"\s*(?:[^\d\n:：.!?]{0,40}?[:：]|は|는|은|是|为|為|(?i:are|sind|son|sont|são|:))?\s*")
_PAIR = re.compile(r"(?<![\d])(?:\d{4}[ -]\d{4}|\d{8})(?![\d]|[.,]\d)")
# the first words of _BACKUP's names, for one automaton pass before its alternation
_STEMS = ahocorasick_rs.AhoCorasick(["backup", "recovery", "scratch", "bypass", "emergency", "de secours",
                                     "de récupération", "de recuperación", "de respaldo", "de recuperação",
                                     "sicherungscode", "kody zapasowe", "back-up", "reservkod", "códigos de", "codici di", "резервные коды", "バックアップ", "リカバリー", "备用", "恢复码",
                                     "備用", "백업", "복구 코드"]).find_matches_as_indexes
_PAIR_ANYWHERE = re.compile(r"\d{4}[ -]?\d{4}")
# apart by a mark (a slash, a pipe, a middle dot, an ampersand, a dash between spaces) or a word for "and"
_PAIR_SEP = re.compile(r"\s*(?:[、,，/;；|·&＆／+–-]|と|和|及|및|그리고|(?i:und|and|y|et|e|og|och|en))?\s*")


def after_name(t: str, low: str) -> list[Span]:
    """Two or more codes of 4+4 (or 8) digits in a row right after a backup code's name on its line (``low``:
    t.lower())."""
    out: list[Span] = []
    if not secret_names.found_in(_STEMS, low) or _PAIR_ANYWHERE.search(t) is None:
        return out  # most texts name no backup code; the names' long alternation costs more than these passes
    for cue in _BACKUP.finditer(t):
        i = _AFTER_NAME.match(t, cue.end()).end()
        items: list[Span] = []
        while (m := _PAIR.match(t, i)) is not None:
            items.append((m.start(), m.end(), "recovery_code"))
            i = _PAIR_SEP.match(t, m.end()).end()
        if len(items) >= 2:
            out += items
    return out
