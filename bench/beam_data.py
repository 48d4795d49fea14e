"""BEAM (github.com/mohammadtavakoli78/BEAM) 100K conversations, read as LoCoMo-shaped conversations.

BEAM's long user <-> assistant chats come with probing questions whose evidence is given as message ids
(`source_chat_ids`). Only the `chats/100K` set is used: the 500K and 1M sets are held out and this module
refuses them. The data is never committed; export it from a fetched copy of the repository with

    python -m bench.beam_data --git /path/to/BEAM.git --out /tmp/beam

which writes `<out>/<n>/chat.json` and `<out>/<n>/probing_questions.json` for the 20 conversations.

Mapping: one BEAM "turn" group (a few user/assistant exchanges) is one session; the sessions of a batch
share the batch's time anchor (their date), a few minutes apart. The `->-> b,n` markers BEAM appends to
some user messages are the generator's plan indices, not conversation text: they are removed.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta, timezone
from pathlib import Path

from bench.locomo_data import Conversation, Message, Question, Session

SET = "100K"
HELD_OUT = ("500K", "1M", "10M")
USER, ASSISTANT = "User", "Assistant"
# Sessions of one batch start this far apart (the batch gives only a date).
SESSION_GAP = timedelta(minutes=12)
DAY_START = timedelta(hours=8)
# Question types without evidence messages (abstention asks about what was never said).
NO_EVIDENCE = frozenset({"abstention"})
_MARKER = re.compile(r"\s*->->\s*[\d\s,]+\)?\s*$")
_ANCHOR = re.compile(r"^([A-Za-z]+)-(\d{1,2})-(\d{4})$")


def clean(text: str) -> str:
    """The message without BEAM's trailing `->-> b,n` plan marker."""
    return _MARKER.sub("", text).rstrip()


def parse_anchor(text: str) -> datetime:
    """'March-15-2024' -> 2024-03-15 00:00 UTC."""
    m = _ANCHOR.match(text.strip())
    if not m:
        raise ValueError(f"unrecognised BEAM time anchor {text!r}")
    return datetime.strptime(f"{m.group(1)} {m.group(2)} {m.group(3)}", "%B %d %Y").replace(tzinfo=timezone.utc)


def _ids(v: object) -> list[int]:
    """Every message id in a source_chat_ids value (a list, nested lists, or a dict of lists)."""
    if isinstance(v, dict):
        return [i for x in v.values() for i in _ids(x)]
    if isinstance(v, list):
        return [i for x in v for i in _ids(x)]
    if isinstance(v, int):
        return [v]
    if isinstance(v, str) and v.strip().isdigit():
        return [int(v)]
    return []


def load(folder: Path, key: str | None = None) -> Conversation:
    """One conversation folder (chat.json + probing_questions.json) as a Conversation (user_id beam-<key>)."""
    key = key or folder.name
    chat = json.loads((folder / "chat.json").read_text(encoding="utf-8"))
    sessions: list[Session] = []
    when = None
    for batch in chat:
        groups = batch.get("turns", [])
        anchor = batch.get("time_anchor") or next(
            (m["time_anchor"] for g in groups for m in g if m.get("time_anchor")), None)
        if anchor:
            when = parse_anchor(anchor)
        elif when is None:
            raise ValueError(f"{folder}: the first batch has no time anchor")
        else:
            when = when + timedelta(days=1)  # a batch without its own date follows the previous one
        for i, g in enumerate(groups):
            msgs = [Message(str(m["id"]), USER if m["role"] == "user" else ASSISTANT, clean(m["content"]))
                    for m in g if str(m.get("content", "")).strip()]
            if msgs:
                sessions.append(Session(len(sessions) + 1, when + DAY_START + SESSION_GAP * i, msgs))
    questions: list[Question] = []
    # The export writes it beside chat.json; BEAM's own layout has it in probing_questions/.
    pq = next((p for p in (folder / "probing_questions.json", folder / "probing_questions" / "probing_questions.json")
               if p.exists()), None)
    if pq is not None:
        for qtype, qs in json.loads(pq.read_text(encoding="utf-8")).items():
            if qtype in NO_EVIDENCE:
                continue
            for q in qs:
                ev = [str(i) for i in dict.fromkeys(_ids(q.get("source_chat_ids")))]
                if ev and q.get("question"):
                    questions.append(Question(q["question"], ev, qtype, str(q.get("answer", ""))))
    return Conversation(key, USER, ASSISTANT, sessions, [], questions, prefix="beam")


def load_dir(path: Path) -> list[Conversation]:
    """Every conversation folder under `path` (numeric names in order)."""
    if any(part in HELD_OUT for part in path.resolve().parts):
        raise ValueError(f"{path}: the BEAM {'/'.join(HELD_OUT)} sets are held out; use chats/{SET} only")
    folders = sorted((p for p in path.iterdir() if (p / "chat.json").exists()),
                     key=lambda p: (not p.name.isdigit(), int(p.name) if p.name.isdigit() else 0, p.name))
    if not folders:
        raise FileNotFoundError(f"no BEAM conversation folders (<n>/chat.json) in {path}; "
                                f"export them with python -m bench.beam_data --git BEAM.git --out {path}")
    return [load(p) for p in folders]


def export(git_dir: Path, out: Path, files: Sequence[str] = ("chat.json", "probing_questions/probing_questions.json")) -> int:
    """Write chats/100K/<n>/{chat.json, probing_questions.json} of a BEAM git copy (no work tree) to `out`."""
    listing = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", "HEAD", f"chats/{SET}/"],
                             check=True, capture_output=True, text=True).stdout.split()
    n = 0
    for path in listing:
        parts = path.split("/")
        if len(parts) < 4 or "/".join(parts[3:]) not in files:
            continue
        blob = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{path}"], check=True,
                              capture_output=True).stdout
        dest = out / parts[2] / parts[-1]
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(blob)
        n += 1
    return n


def main(argv: Iterable[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.beam_data", description="Export BEAM's 100K chats to a folder.")
    ap.add_argument("--git", type=Path, required=True, help="a BEAM git directory (e.g. from the fetch tool)")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(list(argv) if argv is not None else None)
    n = export(args.git, args.out)
    print(f"wrote {n} files under {args.out}", file=sys.stderr)
    return 0 if n else 1


if __name__ == "__main__":
    sys.exit(main())
