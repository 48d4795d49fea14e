"""Getting gem drafts out of an LLM's text: pure functions, no I/O.

Models wrap JSON in prose, code fences or ``<think>`` blocks, stop mid-array when they hit the output
limit, and get field types wrong. We recover what is recoverable: every complete item is kept, every
item that does not validate is counted (never silently dropped), and "nothing parseable" is reported
as such, never as an empty success.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from curate.backend import GemDraft

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_OPEN_THINK = re.compile(r"</?think>", re.IGNORECASE)
_FENCE = re.compile(r"```[a-zA-Z0-9_-]*\s*\n?(.*?)(?:```|$)", re.DOTALL)
_IMPORTANCE_ALIASES = {
    "low": "low", "minor": "low", "medium": "medium", "moderate": "medium", "normal": "medium",
    "high": "high", "critical": "high", "important": "high", "低": "low", "中": "medium", "高": "high",
}
_DECODER = json.JSONDecoder()
_RANGE = re.compile(r"^\s*(\d+)\s*-\s*(\d+)\s*$")


@dataclass
class Parsed:
    """What came out of one model reply."""

    items: list[Any] = field(default_factory=list)  # raw items (dicts when well-formed)
    found: bool = False  # some JSON structure was recognised
    truncated: bool = False  # the JSON was cut off; items are the complete ones before the cut
    error: str = ""


@dataclass
class Drafts:
    """Validated drafts and the count and reasons of items that did not validate."""

    drafts: list[GemDraft] = field(default_factory=list)
    invalid: int = 0
    reasons: list[str] = field(default_factory=list)


def strip_thinking(text: str) -> str:
    """Remove <think>...</think> blocks (and a stray unclosed tag)."""
    return _OPEN_THINK.sub("", _THINK.sub("", text))


def _items_of(value: Any) -> list[Any] | None:
    """The gem items of a decoded JSON value, or None if it does not look like an answer."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        if isinstance(value.get("gems"), list):
            return value["gems"]
        if "gem" in value:
            return [value]  # a single gem object instead of a list of one
        lists = [v for v in value.values() if isinstance(v, list)]
        if len(lists) == 1:
            return lists[0]  # {"memories": [...]}: another name for the one list
    return None


def _candidates(text: str) -> list[str]:
    """Texts that may hold the JSON: fenced blocks first, then the whole reply."""
    fenced = [m.group(1) for m in _FENCE.finditer(text) if m.group(1).strip()]
    return [*fenced, text]


def _scan(text: str) -> tuple[list[Any] | None, bool]:
    """(items, truncated) from the first JSON value in text that looks like an answer."""
    for i, ch in enumerate(text):
        if ch not in "{[":
            continue
        try:
            value, _end = _DECODER.raw_decode(text, i)
        except ValueError:
            partial = _partial(text, i)
            if partial is not None:
                return partial, True
            continue
        items = _items_of(value)
        if items is not None:
            return items, False
    return None, False


def _partial(text: str, start: int) -> list[Any] | None:
    """Complete items of a truncated answer that starts at text[start] ({"gems": [... or [...)."""
    if text[start] == "{":
        m = re.compile(r'\{\s*"(?:gems|memories|items)"\s*:\s*\[').match(text, start)
        if not m:
            return None
        pos = m.end()
    else:
        pos = start + 1
    items: list[Any] = []
    while True:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= len(text) or text[pos] == "]":
            # A closed array inside an unclosed object, or the cut fell between items.
            return items if items else None
        try:
            value, pos = _DECODER.raw_decode(text, pos)
        except ValueError:
            return items if items else None
        items.append(value)


def parse_reply(text: str) -> Parsed:
    """Find the gem list in a model reply: JSON, fenced JSON, JSON inside prose, truncated JSON."""
    body = strip_thinking(text or "").strip()
    if not body:
        return Parsed(error="empty reply")
    truncated_best: list[Any] | None = None
    for cand in _candidates(body):
        try:
            value = json.loads(cand)
        except ValueError:
            items, truncated = _scan(cand)
        else:
            items, truncated = _items_of(value), False
            if items is None:
                items, truncated = _scan(cand)
        if items is not None and not truncated:
            return Parsed(items=items, found=True)
        if items is not None and truncated_best is None:
            truncated_best = items
    if truncated_best is not None:
        return Parsed(items=truncated_best, found=True, truncated=True, error="reply was truncated")
    return Parsed(error=f"no JSON gem list in the reply: {body[:120]!r}")


def _range(v: Any) -> Any:
    """turn_range as 'a-b' from 'a-b', 'a', a, [a, b] or {'start','end'}."""
    if isinstance(v, bool):
        return v
    if isinstance(v, int):
        return f"{v}-{v}"
    if isinstance(v, (list, tuple)) and len(v) in (1, 2) and all(isinstance(x, int) for x in v):
        return f"{v[0]}-{v[-1]}"
    if isinstance(v, dict) and isinstance(v.get("start"), int):
        return f"{v['start']}-{v.get('end', v['start'])}"
    if isinstance(v, str):
        s = v.strip().replace("–", "-").replace("—", "-").replace("~", "-")
        if s.isdigit():
            return f"{s}-{s}"
        return s
    return v


def normalise_item(item: Any) -> dict[str, Any]:
    """Lenient coercions of common model slips; a ValueError when the item cannot be a draft."""
    if not isinstance(item, dict):
        raise ValueError(f"item is a {type(item).__name__}, not an object")
    d = dict(item)
    if "turn_range" not in d:
        for alt in ("turns", "turn", "range"):
            if alt in d:
                d["turn_range"] = d.pop(alt)
                break
    if "turn_range" in d:
        d["turn_range"] = _range(d["turn_range"])
        m = _RANGE.match(d["turn_range"]) if isinstance(d["turn_range"], str) else None
        if not m or not 1 <= int(m.group(1)) <= int(m.group(2)):
            raise ValueError(f"turn_range {item.get('turn_range')!r} is not 'first-last'")
        d["turn_range"] = f"{int(m.group(1))}-{int(m.group(2))}"
    if isinstance(d.get("categories"), str):
        d["categories"] = [c.strip() for c in re.split(r"[,/;]", d["categories"]) if c.strip()]
    if "category" in d and "categories" not in d:
        c = d.pop("category")
        d["categories"] = [c] if isinstance(c, str) else c
    if "importance" in d:
        imp = d["importance"]
        if not isinstance(imp, str) or imp.strip().lower() not in _IMPORTANCE_ALIASES:
            raise ValueError(f"importance {imp!r} is not low, medium or high")
        d["importance"] = _IMPORTANCE_ALIASES[imp.strip().lower()]
    conf = d.get("confidence")
    if isinstance(conf, (int, float)) and not isinstance(conf, bool) and 1 < conf <= 100:
        d["confidence"] = conf / 100.0  # a percentage
    if isinstance(d.get("gem"), str):
        d["gem"] = d["gem"].strip()
    return d


def to_drafts(items: list[Any]) -> Drafts:
    """Validate raw items into drafts; invalid ones are counted with a reason."""
    out = Drafts()
    for n, item in enumerate(items):
        try:
            out.drafts.append(GemDraft.model_validate(normalise_item(item)))
        except (ValueError, ValidationError) as e:
            out.invalid += 1
            first = str(e).splitlines()
            out.reasons.append(f"item {n}: {' '.join(first[:3])[:200]}")
    return out
