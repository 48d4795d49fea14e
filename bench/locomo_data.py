"""LoCoMo conversations: loading, OpenClaw session files from them, and the dia_id bookkeeping of the harness."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

# Seconds between consecutive messages of a session (LoCoMo gives one time per session).
MESSAGE_GAP_S = 20
_WHEN = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+(\w+),?\s+(\d{4})\s*$", re.IGNORECASE)
_MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
)}


def parse_when(text: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> 2023-05-08 13:56 UTC (LoCoMo times carry no zone; we read them as UTC)."""
    m = _WHEN.match(text)
    if not m:
        raise ValueError(f"unrecognised LoCoMo session time {text!r}")
    hour, minute, ampm, day, month, year = m.groups()
    h = int(hour) % 12 + (12 if ampm.lower() == "pm" else 0)
    mon = _MONTHS.get(month.lower())
    if mon is None:
        raise ValueError(f"unrecognised month in {text!r}")
    return datetime(int(year), mon, int(day), h, int(minute), tzinfo=timezone.utc)


@dataclass
class Message:
    dia_id: str
    speaker: str
    text: str


@dataclass
class Session:
    number: int
    when: datetime
    messages: list[Message]


@dataclass
class Question:
    question: str
    evidence: list[str]
    category: int
    answer: str = ""


@dataclass
class Conversation:
    """One LoCoMo conversation: two speakers, dated sessions, reference observations, questions."""

    key: str
    speaker_a: str
    speaker_b: str
    sessions: list[Session]
    observations: list[tuple[str, list[str]]] = field(default_factory=list)
    questions: list[Question] = field(default_factory=list)
    prefix: str = "locomo"  # of the user id and the session ids (another benchmark, another prefix)

    @property
    def user_id(self) -> str:
        return f"{self.prefix}-{self.key}"

    @property
    def uid_key(self) -> str:
        # LoCoMo's session ids stay as they were; other benchmarks' carry their prefix.
        return self.key if self.prefix == "locomo" else f"{self.prefix}/{self.key}"

    def messages(self) -> list[Message]:
        return [m for s in self.sessions for m in s.messages]


def _dia_ids(v: object) -> list[str]:
    raw = v if isinstance(v, list) else [v]
    out: list[str] = []
    for x in raw:
        out += [p for p in re.split(r"[;,\s]+", str(x)) if re.match(r"^D\d+:\d+$", p)]
    return out


def load(path: Path) -> Conversation:
    """Read one LoCoMo file (NN.json)."""
    d = json.loads(path.read_text(encoding="utf-8"))
    c = d.get("conversation", d)
    sessions: list[Session] = []
    observations: list[tuple[str, list[str]]] = []
    n = 1
    while f"session_{n}" in c:
        msgs = [Message(t["dia_id"], t["speaker"], t.get("text", "")) for t in c[f"session_{n}"]]
        sessions.append(Session(n, parse_when(c[f"session_{n}_date_time"]), msgs))
        obs = d.get(f"session_{n}_observation") or c.get(f"session_{n}_observation") or {}
        for _speaker, facts in obs.items():
            for fact in facts:
                ids = _dia_ids(fact[1]) if len(fact) > 1 else []
                if fact and str(fact[0]).strip():
                    observations.append((str(fact[0]).strip(), ids))
        n += 1
    qs = [
        Question(q["question"], _dia_ids(q.get("evidence", [])), int(q["category"]), str(q.get("answer", "")))
        for q in d.get("qa", [])
    ]
    return Conversation(path.stem, c["speaker_a"], c["speaker_b"], sessions, observations, qs)


def load_dir(path: Path) -> list[Conversation]:
    """Every NN.json in a directory, in name order."""
    files = sorted(p for p in path.glob("*.json"))
    if not files:
        raise FileNotFoundError(f"no LoCoMo *.json files in {path}")
    return [load(p) for p in files]


def entry_id(conv_key: str, dia_id: str) -> str:
    """The session-file entry id of one LoCoMo message (8 hex, deterministic)."""
    return hashlib.sha1(f"{conv_key}\x00{dia_id}".encode()).hexdigest()[:8]


@dataclass(frozen=True)
class DiaRef:
    """Where a LoCoMo message went: its dia_id and which role carried it."""

    dia_id: str
    role: str  # "user" | "assistant"


def write_sessions(conv: Conversation, out_dir: Path) -> dict[str, DiaRef]:
    """One OpenClaw session JSONL per LoCoMo session (speaker_a -> user, speaker_b -> assistant).

    Returns entry id -> DiaRef, the harness's private map back to LoCoMo's turn ids.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    refs: dict[str, DiaRef] = {}
    for s in conv.sessions:
        sid = str(_uuid(conv.uid_key, s.number))
        lines = [{"type": "session", "version": 3, "id": sid, "timestamp": _iso(s.when), "cwd": "/home/locomo"}]
        parent: str | None = None
        for i, m in enumerate(s.messages):
            role = "user" if m.speaker == conv.speaker_a else "assistant"
            ts = s.when + timedelta(seconds=MESSAGE_GAP_S * i)
            eid = entry_id(conv.key, m.dia_id)
            refs[eid] = DiaRef(m.dia_id, role)
            msg: dict[str, object] = {
                "role": role,
                "content": [{"type": "text", "text": m.text}],
                "timestamp": int(ts.timestamp() * 1000),
            }
            if role == "assistant":
                msg.update({"provider": conv.prefix, "model": conv.speaker_b, "stopReason": "stop"})
            lines.append({"type": "message", "id": eid, "parentId": parent, "timestamp": _iso(ts), "message": msg})
            parent = eid
        (out_dir / f"{sid}.jsonl").write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    return refs


def _uuid(key: str, n: int) -> str:
    import uuid

    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"locomo/{key}/session/{n}"))


def session_id(conv: Conversation, number: int) -> str:
    """The session (conversation) id the harness writes for session `number`."""
    return _uuid(conv.uid_key, number)


def _iso(ts: datetime) -> str:
    return ts.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")
