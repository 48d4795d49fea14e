"""The LoCoMo harness: scoring arithmetic, coverage honesty, and a run on a tiny made-up conversation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import locomo, locomo_data, locomo_score
from bench.locomo_score import Item, score_question, shown_dia_ids, within_budget
from utils.config import Settings


def item(i: str, words: int, covers: set[str]) -> Item:
    return Item(i, " ".join(["w"] * words), frozenset(covers))


def test_budget_cut_off_stops_at_the_first_result_that_does_not_fit() -> None:
    ranked = [item("a", 100, {"D1:1"}), item("b", 150, {"D1:2"}), item("c", 60, {"D1:3"}), item("d", 10, {"D1:4"})]
    assert [i.id for i in within_budget(ranked, 250)] == ["a", "b"]
    assert [i.id for i in within_budget(ranked, 249)] == ["a"]  # b would pass the budget: stop, c is not tried
    assert [i.id for i in within_budget(ranked, 99)] == []
    r = score_question(ranked, ["D1:3"], 4)
    assert r.hits["R@5"] and not r.hits["R@300w"] and r.hits["R@350w"]
    assert not score_question(ranked, ["D9:9"], 4).hits["R@10"]


def test_coverage_counts_only_what_is_shown() -> None:
    cands = [("D1:1", "Hey! How was your week?"),
             ("D1:2", "Great, thanks. I finally finished the quilt for my niece. It took three months.")]
    # The snippet shows whole messages verbatim.
    assert shown_dia_ids("x: y", "", "A: Hey! How was your week?\nB: Great, thanks. I finally finished the quilt "
                         "for my niece. It took three months.", cands) == {"D1:1", "D1:2"}
    # A gem quoting one sentence (4+ words) of one side shows that side only; date notes are ignored.
    assert shown_dia_ids("B: I finally finished the quilt (12 May 2023) for my niece.", "", "", cands) == {"D1:2"}
    # A paraphrase or a short fragment shows nothing.
    assert shown_dia_ids("B made a quilt for a niece over three months.", "", "", cands) == frozenset()
    assert shown_dia_ids("B: It took three", "", "", cands) == frozenset()
    # A context line shows a message only when it quotes it whole.
    assert shown_dia_ids("B: x y z", "In reply to A: Hey! How was your week?", "", cands) == {"D1:1"}
    assert shown_dia_ids("B: x y z", "In reply to A: How was your week?", "", cands) == frozenset()


def test_words_count_every_shown_part() -> None:
    it = Item("g", "Ann: I bought a red kayak.\nIn reply to Bo: Any news?\nAnn: I bought a red kayak.", frozenset())
    assert it.words == 18  # 6 + 6 + 6: the repeated sentence costs twice


def test_parse_when() -> None:
    assert locomo_data.parse_when("1:56 pm on 8 May, 2023").isoformat() == "2023-05-08T13:56:00+00:00"
    assert locomo_data.parse_when("12:05 am on 1 January, 2024").hour == 0
    with pytest.raises(ValueError):
        locomo_data.parse_when("yesterday")


def tiny_locomo(path: Path) -> Path:
    """Two sessions between Ann and Bo, four questions (one adversarial, which is not scored)."""
    conv = {
        "speaker_a": "Ann", "speaker_b": "Bo",
        "session_1_date_time": "10:00 am on 3 March, 2023",
        "session_1": [
            {"speaker": "Ann", "dia_id": "D1:1", "text": "Hi Bo! How have you been?"},
            {"speaker": "Bo", "dia_id": "D1:2", "text": "Good! I started learning the cello last month, it is hard but fun."},
            {"speaker": "Ann", "dia_id": "D1:3", "text": "I adopted a grey cat called Pixel yesterday."},
            {"speaker": "Bo", "dia_id": "D1:4", "text": "Aww, that's lovely! What does Pixel like to eat?"},
        ],
        "session_2_date_time": "6:30 pm on 20 April, 2023",
        "session_2": [
            {"speaker": "Bo", "dia_id": "D2:1", "text": "Hey Ann, my doctor told me I'm allergic to penicillin."},
            {"speaker": "Ann", "dia_id": "D2:2", "text": "Oh no! I decided to quit my bank job and open a bakery in June."},
            {"speaker": "Bo", "dia_id": "D2:3", "text": "Wow, congrats!"},
        ],
        "session_1_observation": {"Ann": [["Ann adopted a grey cat named Pixel.", "D1:3"]],
                                  "Bo": [["Bo is learning the cello.", "D1:2"]]},
        "session_2_observation": {"Bo": [["Bo is allergic to penicillin.", "D2:1"]]},
        "qa": [
            {"question": "What instrument is Bo learning?", "answer": "cello", "evidence": ["D1:2"], "category": 4},
            {"question": "What is the name of Ann's cat?", "answer": "Pixel", "evidence": ["D1:3"], "category": 4},
            {"question": "What is Bo allergic to?", "answer": "penicillin", "evidence": ["D2:1"], "category": 1},
            {"question": "What is Bo's bakery called?", "adversarial_answer": "none", "evidence": [], "category": 5},
        ],
    }
    d = path / "locomo"
    d.mkdir()
    (d / "91.json").write_text(json.dumps(conv), encoding="utf-8")
    return d


def test_session_files_map_back_to_dia_ids(tmp_path: Path) -> None:
    conv = locomo_data.load(tiny_locomo(tmp_path) / "91.json")
    refs = locomo_data.write_sessions(conv, tmp_path / "s")
    files = sorted((tmp_path / "s").glob("*.jsonl"))
    assert len(files) == 2
    lines = [json.loads(x) for x in files[0].read_text().splitlines()] + \
            [json.loads(x) for x in files[1].read_text().splitlines()]
    roles = {e["id"]: e["message"]["role"] for e in lines if e["type"] == "message"}
    assert {refs[i].dia_id: r for i, r in roles.items()} == {
        "D1:1": "user", "D1:2": "assistant", "D1:3": "user", "D1:4": "assistant",
        "D2:1": "assistant", "D2:2": "user", "D2:3": "assistant"}
    st = locomo.stage_direct(conv)
    # Session 2 opens with the assistant: that message is a turn of its own, as capture pairs it.
    assert [(t.turn_number, bool(t.user_text), bool(t.assistant_text)) for t in st.turns] == [
        (1, True, True), (2, True, True), (1, False, True), (2, True, True)]


def check_report(rep: dict[str, object]) -> None:
    assert rep["turns"] == 7 and rep["questions"] == 3  # category 5 is not scored
    for block in [rep, *rep["baselines"].values()]:  # type: ignore[union-attr]
        for k in ("R@5", "R@10", "R@150w", "R@300w"):
            assert 0.0 <= block["overall"][k] <= 1.0  # type: ignore[index]
        assert set(block["by_category"]) == {"1", "4"}  # type: ignore[arg-type]
    base = rep["baselines"]
    assert base["dump_dense"]["stored_points"] == 7  # type: ignore[index]
    assert base["observations_dense"]["stored_points"] == 3  # type: ignore[index]
    # Seven short messages fit in 300 words: the dump shows every turn, so it must hit every question.
    assert base["dump_dense"]["overall"]["R@300w"] == 1.0  # type: ignore[index]
    assert 0 < rep["stored_points"] <= 7  # type: ignore[operator]


def test_direct_run_on_a_tiny_conversation(tmp_path: Path) -> None:
    d = tiny_locomo(tmp_path)
    s = Settings.model_validate({"data_dir": str(tmp_path), "curate": {"backend": "rules", "context_turns": 0},
                                 "qdrant": {"url": None, "path": "store"}})
    rep = locomo.run(d, s, log=lambda m: None)
    check_report(rep)
    assert rep["pipeline"]["curate"] == "direct"


def test_real_pipeline_on_a_tiny_conversation(tmp_path: Path, settings: Settings) -> None:
    """capture.backfill -> curate --all-pending -> retrieve.search, on the test Redis and an edge store."""
    d = tiny_locomo(tmp_path)
    rep = locomo.run(d, settings, log=lambda m: None, workdir=tmp_path / "work")
    check_report(rep)
    assert rep["pipeline"]["search"] == "retrieve.search"
    # The allergy and the cat are stated plainly: the curated gems must find both within 150 words.
    assert rep["by_category"]["1"]["R@150w"] == 1.0
    out = tmp_path / "out"
    locomo.write_outputs(rep, out)
    assert (out / "locomo.md").read_text().count("|") > 10 and (out / "locomo.png").stat().st_size > 1000
    assert locomo_score.CURVE[0] == 50


def test_paraphrase_rule_credits_a_restatement_of_its_own_turns_only() -> None:
    import numpy as np

    from utils.embed.local import LocalEmbedder

    emb = LocalEmbedder()
    gem, same, other = emb.embed_documents(["Ann has a new pet cat named Pixel",
                                            "I adopted a grey cat called Pixel yesterday.",
                                            "Good! I started learning the cello last month, it is hard but fun."])
    got = locomo_score.paraphrased_dia_ids(gem, [("D1:3", same), ("D1:2", other)])
    assert got == frozenset({"D1:3"}), (float(np.dot(gem, same)), float(np.dot(gem, other)))
    # Verbatim, the restatement shows nothing: it quotes no sentence of the message.
    assert shown_dia_ids("Ann has a new pet cat named Pixel", "", "",
                         [("D1:3", "I adopted a grey cat called Pixel yesterday.")]) == frozenset()


def test_llm_backend_run_reports_both_rules_and_measured_tokens(tmp_path: Path, settings: Settings,
                                                                ollama_server: object) -> None:
    """bench.locomo --backend openai --model ... --base-url ...: an OpenAI-compatible curator (the stand-in
    server here), both scoring rules, the prompt tokens the server counted and seconds per turn."""
    import argparse

    from ollama_server import OllamaServer, chat_json

    assert isinstance(ollama_server, OllamaServer)
    ollama_server.script_chat(
        chat_json({"gems": [{"gem": "Ann has a new pet cat named Pixel", "categories": ["fact"], "importance": "high",
                             "confidence": 0.9, "turn_range": "2-2"}]}),
        chat_json({"gems": []}))
    ap = argparse.ArgumentParser()
    locomo.add_common_args(ap)
    args = ap.parse_args(["--backend", "openai", "--model", "qwen3:4b-instruct", "--base-url",
                          ollama_server.url + "/v1", "--num-ctx", "4096", "--redis-url", settings.redis.url])
    s = locomo.harness_settings(args, str(tmp_path), "locomo")
    assert (s.curate.backend, s.openai.model, s.openai.base_url, s.openai.num_ctx) == (
        "openai", "qwen3:4b-instruct", ollama_server.url + "/v1", 4096)
    rep = locomo.run(tiny_locomo(tmp_path), s, **locomo.run_kwargs(args, str(tmp_path)))
    sc, cur = rep["scoring"], rep["curate"]
    assert set(sc["verbatim"]) == set(sc["paraphrase"]) == {"R@5", "R@10", "R@150w", "R@300w"}
    assert rep["baselines"]["gems/paraphrase"]["stored_points"] == rep["stored_points"] == 1
    # Shown as the injected line, the restated gem quotes nothing (verbatim) but is close to its turn's message.
    assert rep["evidence_stored"] == 0.0 and sc["paraphrase_evidence_stored"] > 0
    assert cur["backend"] == "openai" and cur["model"] == "qwen3:4b-instruct" and cur["llm_requests"] == 2
    assert cur["prompt_tokens"] > 1000 and cur["seconds_per_turn"] > 0
    assert len(ollama_server.openai_chat_requests) == 2


def test_the_embed_cache_is_read_back_under_the_name_it_was_given(tmp_path: Path) -> None:
    # A name without ".npz" (--embed-cache /tmp/x): the next run must find the vectors under that name.
    import numpy as np

    from utils.embed import Embedder

    class Counting(Embedder):
        name, dim, query_prefix = "counting", 2, ""

        def __init__(self) -> None:
            self.calls = 0

        def embed_batch(self, texts):  # noqa: ANN001, ANN202
            self.calls += len(texts)
            return np.array([[1.0, 0.0] if "a" in t else [0.0, 1.0] for t in texts], dtype=np.float32)

    path = tmp_path / "cache"
    first = locomo.CachedEmbedder(Counting(), path)
    want = first.embed_batch(["apple", "kiwi"])
    first.save()
    assert path.exists() and not (tmp_path / "cache.npz").exists()
    inner = Counting()
    again = locomo.CachedEmbedder(inner, path)
    assert np.array_equal(again.embed_batch(["apple", "kiwi"]), want)
    assert inner.calls == 0 and again.hits == 2
