"""The run report: what one curation run read, kept, merged, dropped and failed, and how long it took."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection
from dataclasses import asdict, dataclass, field
from typing import Any

from utils.redact import redact_all, redact_tree


@dataclass
class RunReport:
    """Counters and notes of one run; saved as JSON under Keys.last_run (except dry runs)."""

    started_at: str = ""
    finished_at: str = ""
    reference_time: str = ""  # the run's `now` (the lookback window ends here)
    since: str | None = None
    until: str | None = None
    backend: str = ""
    dry_run: bool = False
    users: list[str] = field(default_factory=list)
    turns_read: int = 0
    chunks: int = 0
    chunks_failed: int = 0
    proposed: int = 0  # drafts the extractor returned that validated
    invalid_items: int = 0  # extractor items that did not validate
    out_of_range: int = 0  # drafts whose turn_range lay outside their chunk
    invalid_gems: int = 0  # kept drafts that still did not make a valid gem
    dropped: Counter[str] = field(default_factory=Counter)  # gatekeeper rule -> count
    kept: int = 0  # passed the gatekeeper
    new: int = 0
    merged: int = 0
    superseded: int = 0
    queued: int = 0  # gems held for their owner's review (user setting confirm_conflicts; utils/review_queue.py)
    # Gems earlier nights stored from a conversation the person asked, later in it, not to be remembered:
    # forgotten everywhere through the one delete path (utils/forget.py).
    forgotten_private: int = 0
    # Ids (never the text) of the gems the person asked, in one of this run's turns, to be forgotten ("forget my
    # old address", curate/forget_requests.py): forgotten everywhere through the same path.
    forgotten_asked: list[str] = field(default_factory=list)
    buried: int = 0  # gems left out because their owner had deleted (or edited) them: tombstones
    stored: int = 0  # points upserted
    turns_removed: int = 0
    turns_marked: int = 0
    turns_left: int = 0  # turns of failed chunks, left in the buffer for the next run
    expired: int = 0  # staged turns that expired before curation (their files are marked for re-staging)
    rescued: int = 0  # pending turns outside the window curated because they would expire before the next run
    recovered: int = 0  # intent records of an interrupted run replayed (curate/intent.py)
    # Consolidation (curate/consolidate.py): summaries built, updated, unchanged, removed; counts only (a
    # summary quotes gems, and a report that quoted it would keep a copy of what a person later forgets).
    summaries: dict[str, int] = field(default_factory=dict)
    alarms: list[str] = field(default_factory=list)  # memories at risk (utils/expiry.py); status exits 1 on these
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)  # merges and supersessions
    drops: list[str] = field(default_factory=list)  # "rule: statement" for every gatekeeper drop (capped)
    durations_s: dict[str, float] = field(default_factory=dict)
    gems: list[dict[str, Any]] = field(default_factory=list)  # kept gems (dry run: what would be written)
    # The clean-up (utils/retention.py), per user: soft-deleted this run (by reason) and erased after their undo days
    cleaned_up: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.failures

    def time(self, stage: str, seconds: float) -> None:
        """Add time spent in a stage."""
        self.durations_s[stage] = round(self.durations_s.get(stage, 0.0) + seconds, 4)

    def to_dict(self, clean: Collection[str] = frozenset()) -> dict[str, Any]:
        """The report as JSON-ready data, every string redacted but those in clean (utils.redact.redact_tree)."""
        d = asdict(self)
        d["dropped"] = dict(self.dropped)
        d["ok"] = self.ok
        # Gems, drops, notes and failures quote transcript and LLM text: the report (kept 30 days) is redacted.
        return redact_tree(d, clean)  # type: ignore[return-value]

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    def summary(self) -> str:
        """A few human lines."""
        dropped = ", ".join(f"{k} {v}" for k, v in sorted(self.dropped.items())) or "none"
        window = "all pending" if self.since is None else f"{self.since} .. {self.until or 'now'}"
        lines = [
            f"curation {'(dry run) ' if self.dry_run else ''}{'ok' if self.ok else 'FAILED'} — backend {self.backend}, "
            f"window {window}, users {len(self.users)}",
            f"  turns read {self.turns_read}, chunks {self.chunks} ({self.chunks_failed} failed)",
            f"  gems proposed {self.proposed}, kept {self.kept}: new {self.new}, merged {self.merged}, "
            f"superseded {self.superseded}, queued {self.queued} for review; stored {self.stored}",
            f"  dropped by rule: {dropped}; invalid items {self.invalid_items}, out of range {self.out_of_range}, "
            f"invalid gems {self.invalid_gems}",
            f"  buffer: removed {self.turns_removed}, marked curated {self.turns_marked}, left for next run {self.turns_left}",
            "  durations: " + ", ".join(f"{k} {v:.2f}s" for k, v in self.durations_s.items()),
        ]
        if self.forgotten_private:
            lines.append(f"  {'would be forgotten' if self.dry_run else 'forgotten'}: {self.forgotten_private} gems "
                         "stored earlier from conversations the person asked not to be remembered")
        if self.forgotten_asked:
            lines.append(f"  {'would be forgotten' if self.dry_run else 'forgotten'} on request: "
                         f"{len(self.forgotten_asked)} gems the person asked to forget")
        if self.summaries:
            lines.append("  summaries: " + ", ".join(f"{k} {v}" for k, v in self.summaries.items()))
        if self.expired or self.rescued or self.recovered:
            lines.append(f"  expiry: {self.expired} turns had expired (files marked for re-staging), {self.rescued} "
                         f"curated before they would expire; {self.recovered} interrupted batches replayed")
        if self.cleaned_up:
            lines.append("  clean-up (restorable 7 days: true-recall memories cleaned --user U): " + "; ".join(
                f"{u} {c['cleaned']} cleaned up, {c['erased']} erased" for u, c in sorted(self.cleaned_up.items())))
        lines += [f"  WARNING: {a}" for a in self.alarms]
        lines += [f"  failure: {f}" for f in self.failures]
        lines += [f"  note: {n}" for n in self.notes[:20]]
        return redact_all("\n".join(lines))

