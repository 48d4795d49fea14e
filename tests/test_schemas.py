from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest
from pydantic import ValidationError

from schemas import Gem, StoredGem, Turn

TS = datetime(2026, 2, 22, 14, 18, tzinfo=timezone.utc)


def gem(**kw: object) -> Gem:
    base: dict[str, object] = dict(
        gem="User chose Postgres for billing", context="after comparing with Redis", snippet="User: ...",
        categories=["decision"], importance="high", confidence=0.9, timestamp=TS, date=TS.date(),
        conversation_id="c1", turn_range="3-4", user_id="alice",
    )
    base.update(kw)
    return Gem(**base)  # type: ignore[arg-type]


def test_gem_has_the_eleven_fields() -> None:
    assert set(Gem.model_fields) == {
        "gem", "context", "snippet", "categories", "importance", "confidence", "timestamp", "date",
        "conversation_id", "turn_range", "user_id"}


@pytest.mark.parametrize("bad", [
    {"turn_range": "4-3"}, {"turn_range": "0-1"}, {"turn_range": "three"}, {"importance": "urgent"},
    {"confidence": 1.5}, {"timestamp": datetime(2026, 2, 22, 14, 18)}, {"date": date(2026, 2, 23)},
    {"categories": []}, {"gem": ""},
])
def test_gem_rejects(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        gem(**bad)


def test_timestamps_become_utc_and_categories_normalise() -> None:
    plus8 = timezone(timedelta(hours=8))
    g = gem(timestamp=datetime(2026, 2, 22, 22, 18, tzinfo=plus8), categories=["Decision", "weird", "decision"])
    assert g.timestamp == TS and g.timestamp.tzinfo == timezone.utc
    assert g.categories == ["decision", "other"]
    assert g.turns == (3, 4)


def test_point_id_is_deterministic_and_user_scoped() -> None:
    assert gem().point_id() == gem().point_id()
    assert gem().point_id() != gem(user_id="bob").point_id()
    s = StoredGem.from_gem(gem(), embedder="e")
    assert StoredGem.from_payload(s.to_payload()) == s


def test_turn_id_is_deterministic() -> None:
    t = Turn(turn_id=Turn.make_id("c1", "a1b2c3d4"), user_id="u", conversation_id="c1", turn_number=1,
             timestamp=TS, user_text="hi", assistant_text="hello")
    assert t.turn_id == Turn.make_id("c1", "a1b2c3d4") and "User: hi" in t.text()


def test_staged_turn_is_a_turn_on_the_wire() -> None:
    # Capture builds StagedTurns; what it stages must be what a Turn writes, and read back as one.
    from schemas import StagedTurn

    assert StagedTurn.__struct_fields__ == tuple(Turn.model_fields)
    st = StagedTurn(turn_id=Turn.make_id("c1", "u1"), user_id="alice", conversation_id="c1", turn_number=3,
                    timestamp=TS, user_text="q ü\n\x00", assistant_text="a", reply_timestamp=TS + timedelta(seconds=2.5),
                    user_name="Al", source="/s/x.jsonl", entry_ids=["u1", "a1"], redactions=1)
    turn = st.to_turn()
    assert st.to_json() == turn.model_dump_json().encode() and Turn.model_validate_json(st.to_json()) == turn
    # Nothing validates a StagedTurn when it is built; reading it back does, and names what is wrong.
    bad = StagedTurn(turn_id="t", user_id="alice", conversation_id="c1", turn_number=0, timestamp=datetime(2026, 2, 22))
    with pytest.raises(ValidationError) as e:
        bad.to_turn()
    assert {err["loc"][0] for err in e.value.errors()} == {"turn_number", "timestamp"}
