"""Standing instructions looked up apart and matched by the topic they name (retrieve/standing.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from store_fixtures import BASE, edge_store, index, local_embedder, make_gem

from retrieve.ranker import rank
from retrieve.search import search
from retrieve.standing import ScopeVectors, applicable, scope_of, scoped
from utils.config import RetrieveSettings, Settings
from utils.store import Hit


@pytest.mark.parametrize(("text", "scope"), [
    ("Always show the units when I ask about chemistry measurements.", "chemistry measurements"),
    ("Please keep it under ten lines whenever we discuss shell scripts", "shell scripts"),
    ("Use metric units if I'm asking about my running pace!", "my running pace"),
    ("Give two options each time I request dinner ideas.", "dinner ideas"),
    ("Always answer in French.", "Always answer in French."),
    ("Always mention the licence when I ask.", "Always mention the licence when I ask."),
])
def test_scope_is_the_topic_an_instruction_names(text: str, scope: str) -> None:
    assert scope_of(text) == scope


def _hits(*texts: str, superseded: int | None = None) -> list[Hit]:
    gems = [make_gem(t, categories=["instruction"], turns=f"{i + 1}-{i + 1}",
                     superseded_by="newer" if i == superseded else None) for i, t in enumerate(texts)]
    return [Hit(g) for g in gems]


def test_the_instruction_on_the_question_topic_is_chosen_over_one_sharing_its_words() -> None:
    """The pin follows the scope, not the answer-form words ("diagrams") the question happens to share."""
    emb = local_embedder()
    hits = _hits("Always draw diagrams when I ask about my vegetable garden.",
                 "Always list the ingredients by weight when I ask about baking bread.")
    q = emb.embed_query("Can you show me a diagram of how much flour and yeast go into a sourdough loaf?")
    got = applicable(q, hits, emb, slots=1, share=0.8, vectors=ScopeVectors())
    assert [h.id for h in got] == [hits[1].id]


def test_neighbouring_topics_are_pinned_together_and_a_far_one_is_not() -> None:
    emb = local_embedder()
    hits = _hits("Always give worked examples when I ask about probability.",
                 "Always include a tree diagram when I ask about probability questions.",
                 "Always quote prices in euros when I ask about hotel bookings.")
    q = emb.embed_query("If I roll a die twice, how likely is a six both times?")
    got = applicable(q, hits, emb, slots=3, share=0.8, vectors=ScopeVectors())
    assert {h.id for h in got} == {hits[0].id, hits[1].id}
    assert applicable(q, hits, emb, slots=1, share=0.8, vectors=ScopeVectors())[0].id == got[0].id
    # share 1: only the best one (and its exact ties)
    assert len(applicable(q, hits, emb, slots=3, share=1.0, vectors=ScopeVectors())) == 1


def test_a_replaced_instruction_never_applies_and_nothing_is_chosen_without_slots() -> None:
    emb = local_embedder()
    hits = _hits("Always give worked examples when I ask about probability.",
                 "Always quote prices in euros when I ask about hotel bookings.", superseded=0)
    q = emb.embed_query("How likely is it to draw an ace?")
    got = applicable(q, hits, emb, slots=3, share=0.0, vectors=ScopeVectors())
    assert [h.id for h in got] == [hits[1].id]
    assert applicable(q, hits, emb, slots=0, share=0.8, vectors=ScopeVectors()) == []
    assert applicable(q, [], emb, slots=3, share=0.8, vectors=ScopeVectors()) == []


def test_an_instruction_that_names_no_topic_is_left_to_the_pin_by_rank() -> None:
    """Advice filed as an instruction ("make sure to rest") names no topic: the lookup never pins it for every
    question; the ranker still pins it where it ranks within the window, after the ones chosen apart."""
    emb = local_embedder()
    hits = _hits("Always cite the page number when I ask about my thesis sources.",
                 "Make sure to take some time for yourself.",
                 "Always use 24-hour times when I ask about my train schedule.")
    assert [h.id for h in scoped(hits)] == [hits[0].id, hits[2].id]
    q = emb.embed_query("Which page of the Smith book did I quote in my thesis?")
    got = applicable(q, hits, emb, slots=3, share=0.8, vectors=ScopeVectors())
    assert [h.id for h in got] == [hits[0].id]
    facts = [Hit(make_gem(f"Thesis note {i}: I quoted the Smith book", turns=f"{10 + i}-{10 + i}"),
                 dense_rank=i, sparse_rank=i) for i in range(1, 5)]
    rest = Hit(hits[1].gem, dense_rank=5, sparse_rank=5)
    train = Hit(hits[2].gem, dense_rank=6, sparse_rank=6)
    cfg = RetrieveSettings(instruction_slots=3)
    out = rank(facts + [rest, train], cfg, BASE, "which page did I quote?", got, {hits[0].id, hits[2].id})
    assert [s.hit.id for s in out[:2]] == [hits[0].id, hits[1].id] and all(s.components.pinned for s in out[:2])
    assert not out[2].components.pinned and train.id in [s.hit.id for s in out[2:]]
    # beside a choice by topic, one instruction by rank alone
    other = Hit(make_gem("Keep going, you can do it.", categories=["instruction"], turns="30-30"), dense_rank=7,
                sparse_rank=7)
    two = rank(facts + [rest, other], cfg, BASE, "q", got, {hits[0].id})
    assert sum(s.components.pinned for s in two) == 2 and [s.hit.id for s in two[:2]] == [hits[0].id, rest.id]
    # at most instruction_slots in all, the chosen ones first
    one = rank(facts + [rest], RetrieveSettings(instruction_slots=1), BASE, "q", got, {hits[0].id})
    assert one[0].hit.id == hits[0].id and sum(s.components.pinned for s in one) == 1


def test_scope_vectors_are_computed_once_and_bounded() -> None:
    class Counting:
        name, dim = "counting", 2
        calls: list[list[str]] = []

        def embed_documents(self, texts: list[str]) -> np.ndarray:
            self.calls.append(list(texts))
            return np.ones((len(texts), 2), dtype=np.float32)

    emb, vecs = Counting(), ScopeVectors(size=2)
    vecs.get(emb, ["a", "b"])
    vecs.get(emb, ["a", "b"])
    assert emb.calls == [["a", "b"]]
    vecs.get(emb, ["c"])  # "b" was used after "a": "a" goes
    vecs.get(emb, ["a"])
    assert emb.calls == [["a", "b"], ["c"], ["a"]]
    with pytest.raises(ValueError):
        ScopeVectors(size=0)


def test_search_pins_an_instruction_ranked_past_the_window(settings: Settings, tmp_path: Path) -> None:
    """Many gems share the question's words; the instruction on its topic shares none and, among all gems,
    ranks outside the first instruction_window: the lookup among the person's instructions still pins it."""
    store = edge_store(tmp_path)
    gems = [make_gem(f"I drew card number {i} from the red deck during game night {i}", turns=f"{i}-{i}")
            for i in range(1, 13)]
    rule = make_gem("Always explain step by step with a worked example when I ask about probability.",
                    categories=["instruction"], turns="40-40")
    other = make_gem("Always use British spelling when I ask about my cover letter.", categories=["instruction"],
                     turns="41-41")
    index(store, gems + [rule, other])
    query = "what is the chance that I drew a red card from the deck during game night?"
    narrow = settings.retrieve.model_copy(update={"instruction_window": 3, "instruction_match": 0.0})
    by_rank = search(query, "alice", k=20, settings=settings.model_copy(update={"retrieve": narrow}), store=store,
                     embedder=local_embedder(), now=BASE)
    assert [r.id for r in by_rank].index(rule.id) >= 3 and not any(r.components.pinned for r in by_rank)
    apart = settings.retrieve.model_copy(update={"instruction_window": 3})
    out = search(query, "alice", k=5, settings=settings.model_copy(update={"retrieve": apart}), store=store,
                 embedder=local_embedder(), now=BASE)
    assert out[0].id == rule.id and out[0].components.pinned
    assert other.id not in [r.id for r in out]
    store.close()
