""""Forget that ...": deleting by query in two steps, shared by serve (DELETE /memories?query=) and the MCP server.

Step one searches the user's memories for the query and returns what would go with a confirmation token
(retrieve/confirm.py) bound to the user and exactly those ids; nothing is deleted. Step two, with the token,
deletes those ids through the one delete path (retrieve/memories.py forget_gems: the store compacted, a
tombstone kept, the run reports and Redis' files rewritten).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from retrieve import memories, render
from retrieve.confirm import Confirmations
from retrieve.search import Result, search
from schemas import StoredGem
from utils import retention, review_queue
from utils.config import Settings
from utils.embed import Embedder
from utils.errors import InputError
from utils.store import GemStore

DEFAULT_K = 5


@dataclass
class Preview:
    """What a delete by query would remove, and the token that removes it."""

    user_id: str
    results: list[Result]
    confirm: str | None
    expires_in_s: float
    queued: list[review_queue.Pending] = field(default_factory=list)  # waiting for review, matched by words
    cleaned: list[StoredGem] = field(default_factory=list)  # cleaned-up gems waiting for undo it names too

    def to_dict(self) -> dict[str, Any]:
        waiting = [{"id": i.id, "gem": i.gem.gem, "date": i.gem.date.isoformat(), "queued_for_review": True}
                   for i in self.queued]
        return {"would_delete": [render.result_dict(r) for r in self.results] + waiting, "confirm": self.confirm,
                "would_erase_cleaned_up": [render.safe(g.model_dump(mode="json")) for g in self.cleaned],
                "expires_in_s": self.expires_in_s if self.confirm else 0,
                "note": ("nothing matches: nothing would be deleted" if not (self.results or self.queued or self.cleaned)
                         else
                         "nothing was deleted yet: repeat the call with this confirm token to delete exactly these")}


def preview(settings: Settings, store: GemStore, embedder: Embedder, confirmations: Confirmations, user_id: str,
            query: str, k: int | None = None, min_score: float = 0.0) -> Preview:
    """The user's memories the query finds (best first, at most k) and a token for deleting them."""
    if not isinstance(query, str) or not query.strip():
        raise InputError("query: say what to forget (a non-empty string)")
    found = search(query, user_id, k=k or DEFAULT_K, min_score=min_score, settings=settings, store=store,
                   embedder=embedder, track=False)
    # No search reaches the review queue (what waits there is not a memory yet): its gems are matched by words,
    # so that forgetting "my diagnosis" also takes the one waiting for review. A gem the nightly clean-up took out
    # of the store, waiting for undo, is not in the store's search either: the ones holding the query's words go
    # too (utils/retention.py matching).
    queued = review_queue.matching(settings, user_id, query)
    cleaned = retention.matching(settings, user_id, query)
    ids = [r.id for r in found] + [i.id for i in queued] + [g.id for g in cleaned]
    token = confirmations.issue(user_id, ids) if ids else None
    return Preview(user_id, found, token, confirmations.ttl_s, queued, cleaned)


def confirmed(settings: Settings, store: GemStore, confirmations: Confirmations, user_id: str, token: object,
              redis_too: bool = True, compact_now: bool = True) -> dict[str, Any]:
    """Delete exactly the ids the token names (those still there); InputError for a bad or foreign token.

    compact_now=False: gone from search now, the store's bytes at the next compaction (serve's background
    Compactor), as DELETE /memories/{id}."""
    ids = confirmations.check(token, user_id)
    n, _ = memories.forget_gems(settings, store, user_id, ids, redis_too=redis_too, compact_now=compact_now)
    return {"deleted": n, "ids": ids}
