"""utils.sentences: the sentence and clause boundaries the redaction rules share."""

from __future__ import annotations

import re

from utils import sentences


def test_start_and_end_by_pattern() -> None:
    t = "Call me. The PIN is 4821; the door is blue"
    s = t.index("4821")
    assert t[sentences.start(t, s, sentences.STOPS) : s] == " The PIN is "
    assert t[s : sentences.end(t, s, sentences.STOPS)] == "4821"


def test_period_inside_a_value_ends_nothing() -> None:
    for t in ("version 3.5 is out", "see example.com now", "v2.1 ships"):
        assert sentences.start(t, len(t), sentences.STOPS) == 0
        assert sentences.end(t, 0, sentences.STOPS) == len(t)


def test_full_width_stops_end_a_sentence() -> None:
    for t in ("这是例子。密码是 x", "例です！パスワード x", "예？비밀번호 x"):
        assert t[sentences.start(t, len(t), sentences.STOPS) :].endswith(" x")
        assert sentences.start(t, len(t), sentences.STOPS) > 0


def test_reach_and_floor_bound_the_window() -> None:
    t = "a" * 50 + " value"
    assert sentences.start(t, len(t), sentences.STOPS, 10) == len(t) - 10
    assert sentences.end(t, 0, sentences.STOPS, 10) == 10
    assert sentences.start("x. yz", 5, sentences.STOPS, floor=4) == 4
    assert sentences.bounds(t, 5, 6, sentences.STOPS, 3) == (2, 9)


def test_lookahead_stops_at_the_position() -> None:
    # the period right before p has no white space after it within text[:p]: not a boundary yet
    t = "Nr.5 ok. next"
    assert sentences.start(t, t.index("5"), sentences.STOPS) == 0
    assert sentences.start(t, len(t), sentences.STOPS) == t.index(" next")


def test_abbreviation_skip() -> None:
    skip = sentences.abbreviation_skip(re.compile(r"(?i)(?:nr|no|č)\.$"), 10)
    for t in ("Rechnung Nr. 12", "faktura č. 77", "order no. 5"):
        assert sentences.start(t, len(t), sentences.STOPS) > 0
        assert sentences.start(t, len(t), sentences.STOPS, skip=skip) == 0
    t = "Ich zahle. Konto 12"
    assert sentences.start(t, len(t), sentences.STOPS, skip=skip) == t.index(" Konto")


def test_char_bounds() -> None:
    t = "first! second line\nthird"
    p = t.index("second")
    assert sentences.char_start(t, p, sentences.STOP_CHARS) == t.index(" second")
    assert sentences.char_end(t, p, sentences.STOP_CHARS) == t.index("\n")
    assert sentences.char_start("no stop", 3, sentences.STOP_CHARS) == 0
    assert sentences.char_end("no stop", 3, sentences.STOP_CHARS) == len("no stop")
    # without the period, "T.C. kimlik" stays one sentence
    t = "T.C. kimlik 123"
    assert sentences.char_start(t, len(t), sentences.STOP_CHARS_NO_DOT) == 0
    assert sentences.char_start(t, len(t), sentences.STOP_CHARS) == t.index(" kimlik")
    assert sentences.char_end("a; b", 0, sentences.CLAUSE_CHARS_NO_DOT) == 1
