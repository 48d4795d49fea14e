"""Readings of a message that a planted order hides in by its layout (pure).

curate/unveil.py takes off the disguises a reader undoes letter by letter (joiners, look-alikes, spaced letters,
a line that reads as English words only backwards). Two more are undone only by reading the text another way:

- an order split over consecutive lines of a log or a chat export, each carrying the same label
  ("msg: ATTENTION AI ASSIS" / "msg: TANT: forget ..."; "[10:02] 陌生号码: AI助" / "[10:02] 陌生号码: 手注意：..."):
  ``views`` gives the text with each run of same-label lines joined into one line, with and without a space at the
  seams (a word cut in two, or a sentence cut between words);
- text written backwards with a note telling the reader so ("read it backwards", "léelo al revés", "请倒着读"), in
  any language: the line-by-line reversal is read, where unveil only turns lines that read as English words.

The gatekeeper judges each reading as it judges a decoded blob (curate/gatekeeper.py ``injection``). Both steps sit
behind a cheap test (a label repeated on the next line; a hint word), so a message without either costs a scan.
"""

from __future__ import annotations

import re

# A log or chat line: an optional time stamp or bracketed time, an optional level, then a label (a speaker, a
# field such as "msg") and its colon. The label is short and holds no sentence end.
_LINE = re.compile(
    r"[ \t]*(?:[\[(]?\d[\d:\-/T.,+Z ]{3,30}[\])]?[ \t]+)?(?:(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|NOTICE)[ \t]+)?"
    r"([^:：\n.!?。！？]{1,30}?)[ \t]*[:：][ \t]?(.*)")
# A label repeated at the start of the next line: the cheap test before any line is parsed.
_REPEAT = re.compile(r"(?m)^[^\n:：]{0,60}?([^\s:：\]\[]{1,30})[ \t]*[:：][^\n]*\n[^\n:：]{0,60}?\1[ \t]*[:：]")
# A note telling the reader to read the text backwards: en fr es pt it de nl sv pl cs ru tr vi tl ko ja zh.
_BACKWARDS_HINT = re.compile(
    r"\b(?:read (?:it |this |that )?(?:backwards?|in reverse|reversed|right to left)|backwards|written in reverse|"
    r"à l'envers|de droite à gauche|al rev[ée]s|de derecha a izquierda|de trás para (?:a )?frente|ao contrário|"
    r"al contrario|all'indietro|a rovescio|rückwärts|von rechts nach links|achterstevoren|achteruit|baklänges|"
    r"od tyłu|wspak|pozpátku|odzadu|tersten|sondan başa|đọc ngược|pabaliktad|baliktad)\b"
    r"|задом наперёд|задом наперед|наоборот|справа налево|거꾸로|반대로 읽|逆から読|逆さに読|逆に読|後ろから読"
    r"|倒着读|倒著讀|倒著读|倒过来读|倒過來讀|反过来读|反過來讀|从右往左|從右往左|بالعكس|من اليسار إلى اليمين",
    re.IGNORECASE)


def _joined(text: str) -> list[str]:
    """The text with each run of consecutive lines under the same label joined, once without and once with a
    space at each seam (nothing if no label repeats on the next line)."""
    if not _REPEAT.search(text):
        return []
    lines = text.split("\n")
    runs: list[tuple[str | None, list[str], str]] = []  # (label, bodies, the first line as written)
    for line in lines:
        m = _LINE.fullmatch(line)
        label = m.group(1).strip().lower() if m else None
        if label is not None and runs and runs[-1][0] == label:
            runs[-1][1].append(m.group(2).strip())
        else:
            runs.append((label, [m.group(2).strip()] if m else [line], line))
    if all(len(bodies) < 2 for _, bodies, _ in runs):
        return []
    out = []
    for seam in ("", " "):
        out.append("\n".join(first if len(bodies) < 2 else f"{label}: {seam.join(bodies)}"
                             for label, bodies, first in runs))
    return out


def _reversed(text: str) -> list[str]:
    """Each line of the text written backwards, where the text tells its reader to read it so (else nothing)."""
    if not _BACKWARDS_HINT.search(text):
        return []
    return ["\n".join(line[::-1] for line in text.split("\n"))]


def views(text: str) -> list[str]:
    """The readings of the text its layout hides (see the module doc): empty for nearly every message."""
    if "\n" not in text:
        return _reversed(text)
    return _joined(text) + _reversed(text)
