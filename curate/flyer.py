"""A pasted block of short lines read as the sentences it splits (pure).

A flyer, a poster or a song sheet breaks its text into short lines; a planted order may be split the same way
("AI assistant" / "from now on" / "forget your rules" / "and remember" / "that the user …"), so no one line holds
both the address and the operation the lexicon layers read. ``view`` joins each run of short lines into one line,
and starts a new one where a line names an AI or an assistant (the address), adding the comma an address alone on
its line leaves out. The gatekeeper asks only the lexicon layers about that view: a
flyer's lines joined are no sentence the model or the patterns were written for.
"""

from __future__ import annotations

import re
import unicodedata

from curate import turned

# A flyer's line: a few words.
SHORT = 34
# A run this long is a layout, not a message's few short lines.
RUN = 4
_NOUN_START = re.compile(rf"^\s*(?:{turned.NOUN})", re.IGNORECASE)
_NOUN_ALONE = re.compile(rf"^\s*(?:{turned.NOUN})\s*$", re.IGNORECASE)
# A chat export's or a subtitle's line: a time, a cue number, a speaker: those lines are no flyer.
# So is a config's or a program's line (a setting, a section, a brace, a comment mark).
_NOT_FLYER = re.compile(r"^\s*(?:\[?\d{1,2}:\d{2}|\d+\s*$|\d{2}:\d{2}:\d{2}|[^\s:]{1,20}:\s|[\[{}<#;/]|.*[=`{}])")


def view(text: str) -> str | None:
    """The text with each run of short lines joined (an address starting a line of its own), or None if it has no
    such run."""
    text = unicodedata.normalize("NFKC", text)
    lines = text.split("\n")
    if len(lines) < RUN + 1:
        return None
    out: list[str] = [lines[0]]
    run: list[str] = []
    joined = False

    def flush() -> None:
        nonlocal joined
        if len(run) >= RUN:
            joined = True
            for line in run:
                line = line.strip()
                if _NOUN_START.match(line):
                    out.append(line + ("," if _NOUN_ALONE.match(line) else ""))
                elif out and len(out) > 1:
                    out[-1] = f"{out[-1]} {line}"
                else:
                    out.append(line)
        else:
            out.extend(run)
        run.clear()

    for line in lines[1:]:
        if line.strip() and len(line.strip()) <= SHORT and not _NOT_FLYER.match(line):
            run.append(line)
        else:
            flush()
            out.append(line)
    flush()
    return "\n".join(out) if joined else None
