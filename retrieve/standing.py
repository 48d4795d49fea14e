"""Standing instructions that apply to a question, looked up among the person's own instructions.

A standing instruction says how the person wants answers on a topic ("always give step-by-step explanations
when I ask about probability concepts"). The question it should shape rarely shares its words ("how do I work
out the chance of drawing a red card?"), so among all of the person's gems it ranks far down, below the window
where the ranker's pin (ranker.pin_standing) looks for it. Here the person's instructions are looked up apart
(the store's search with the instruction category), and each is matched by the topic it names, its scope
("probability concepts"), not by the whole sentence, whose wording ("step-by-step", "diagrams") is about the
answer's form. Several instructions of one person often cover neighbouring topics ("probability concepts",
"complex probability problems"); those whose scope matches almost as well as the best one are pinned too.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from utils.embed import Embedder
from utils.store import Hit

# "... when I ask about X", "... whenever we discuss X", "... if I request Y": the topic is what follows.
_SCOPE = re.compile(
    r"\b(?:when(?:ever)?|if|each time|every time) (?:i|we)(?: am| are|'m|'re)? "
    r"(?:ask(?:ing)?|talk(?:ing)?|inquir(?:e|ing)|request(?:ing)?|discuss(?:ing)?|need(?:ing)?|want(?:ing)?|"
    r"bring(?:ing)? up|mention(?:ing)?)"
    r"(?: (?:you )?(?:about|for|on|regarding|of|help with|questions about))? (?P<topic>.+)",
    re.IGNORECASE | re.DOTALL)
_END = re.compile(r"[\s.!?;,]+$")


def scope_of(text: str) -> str:
    """The topic an instruction names ("... when I ask about probability concepts." -> "probability concepts");
    the whole text when it names none (an instruction for every answer: "always answer in French")."""
    m = _SCOPE.search(text)
    if m is None:
        return text.strip()
    topic = _END.sub("", m.group("topic"))
    return topic or text.strip()


def scoped(hits: Sequence[Hit]) -> list[Hit]:
    """The live instructions among whole hits that name a topic: only for those is it known when they apply.
    One that names none ("always answer in French", or advice the curator filed as an instruction: "make sure
    to take some time for yourself") is left to the ranker's pin by rank (ranker.pin_standing)."""
    return [h for h in hits if h.standing and not h.superseded_by and scope_of(h.gem.gem) != h.gem.gem.strip()]


class ScopeVectors:
    """Embedded scopes, kept by embedder and text: a person's instructions are few and change rarely, while
    every question reads them all. Bounded (least recently used goes first)."""

    def __init__(self, size: int = 4096) -> None:
        if size < 1:
            raise ValueError("size must be at least 1")
        self.size = size
        self._vecs: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()

    def get(self, embedder: Embedder, texts: Sequence[str]) -> list[np.ndarray]:
        missing = sorted({t for t in texts if (embedder.name, t) not in self._vecs})
        if missing:
            for t, v in zip(missing, embedder.embed_documents(missing)):
                self._vecs[(embedder.name, t)] = np.asarray(v, dtype=np.float32)
        out = []
        for t in texts:
            key = (embedder.name, t)
            self._vecs.move_to_end(key)
            out.append(self._vecs[key])
        while len(self._vecs) > self.size:
            self._vecs.popitem(last=False)
        return out


SCOPES = ScopeVectors()


def applicable(query_vec: np.ndarray, hits: Sequence[Hit], embedder: Embedder, slots: int, share: float,
               vectors: ScopeVectors = SCOPES) -> list[Hit]:
    """The instructions to pin for a question, best first: among those that name a topic (`scoped`), the one
    whose topic matches the question best, then the others whose match is at least `share` of it, at most
    `slots` in all. `hits` are whole (not brief) instruction hits; a replaced instruction never applies.

    query_vec: the question's embedding (the same one the search's dense leg used)."""
    if slots <= 0:
        return []
    live = scoped(hits)
    if not live:
        return []
    q = np.asarray(query_vec, dtype=np.float32)
    vecs = vectors.get(embedder, [scope_of(h.gem.gem) for h in live])
    scored = sorted(((float(q @ v), i) for i, v in enumerate(vecs)), key=lambda x: (-x[0], x[1]))
    best = scored[0][0]
    picked = [live[scored[0][1]]]
    if best > 0:
        picked += [live[i] for s, i in scored[1:] if s >= share * best]
    return picked[:slots]
