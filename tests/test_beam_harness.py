"""The BEAM harness: reading BEAM's layout (from a git copy, as fetched), refusing the held-out sets, and a
real-pipeline run on a tiny made-up user <-> assistant conversation."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from bench import beam, beam_data
from utils.config import Settings

CHAT = [
    {"batch_number": 1, "turns": [[
        {"role": "user", "id": 0, "time_anchor": "March-15-2024", "content":
         "I'm building a budget tracker in Flask and my deadline is March 29, can you help me plan? ->-> 1,1"},
        {"role": "assistant", "id": 1, "content": "### Plan\n1. **Auth** first\n2. Then transactions.\n"
                                                  "Would you like a day-by-day schedule?"},
        {"role": "user", "id": 2, "content": "Sounds good, I'll go with that plan."},
        {"role": "assistant", "id": 3, "content": "Great! Start with user registration on day one."},
    ], [
        {"role": "user", "id": 4, "content": "My teammate Priya prefers SQLite for local tests, is that okay?"},
        {"role": "assistant", "id": 5, "content": "Yes, SQLite is fine for local tests as long as "
         "the production database is configured separately. Keep the schema in migrations so both databases stay in "
         "step, and run the full suite against the production engine in CI before each release."},
    ]]},
    {"batch_number": 2, "turns": [[
        {"role": "user", "id": 6, "time_anchor": "April-02-2024", "content":
         "We switched the app from Flask to FastAPI last week, how do I port the login route?"},
        {"role": "assistant", "id": 7, "content": "Create an APIRouter for the auth endpoints, move the "
         "login logic into a POST handler, and read the current user through a dependency that checks the session "
         "cookie. Flask's login_required decorator becomes that dependency; the templates stay as they are."},
    ]]},
]
QUESTIONS = {
    "abstention": [{"question": "What is my salary?", "ideal_response": "unknown"}],
    "information_extraction": [{"question": "What is my deadline?", "answer": "March 29", "source_chat_ids": [0]}],
    "knowledge_update": [{"question": "Which framework does the app use?", "answer": "FastAPI",
                          "source_chat_ids": {"original_info": [0], "updated_info": [6]}}],
    "event_ordering": [{"question": "Who prefers SQLite?", "answer": "Priya", "source_chat_ids": [[4], 5]}],
}


def tiny_beam(root: Path) -> Path:
    d = root / "chats" / "100K" / "1"
    (d / "probing_questions").mkdir(parents=True)
    (d / "chat.json").write_text(json.dumps(CHAT), encoding="utf-8")
    (d / "probing_questions" / "probing_questions.json").write_text(json.dumps(QUESTIONS), encoding="utf-8")
    (root / "chats" / "1M" / "1").mkdir(parents=True)
    (root / "chats" / "1M" / "1" / "chat.json").write_text("[]", encoding="utf-8")
    return root


def test_export_from_a_git_copy_takes_only_100k(tmp_path: Path) -> None:
    repo = tiny_beam(tmp_path / "repo")
    git = ["git", "-C", str(repo), "-c", "user.email=t@t", "-c", "user.name=t"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-qm", "data"], check=True)
    out = tmp_path / "out"
    assert beam_data.export(repo / ".git", out) == 2
    assert sorted(p.name for p in out.iterdir()) == ["1"]
    convs = beam_data.load_dir(out)
    c = convs[0]
    assert c.user_id == "beam-1" and len(c.messages()) == 8 and len(c.sessions) == 3
    # The generator's "->-> 1,1" marker is not conversation text; dates come from the batches' anchors.
    assert c.messages()[0].text.endswith("can you help me plan?")
    assert c.sessions[0].when.date().isoformat() == "2024-03-15" and c.sessions[2].when.date().isoformat() == "2024-04-02"
    # Abstention has no evidence and is not scored; nested and dict evidence ids are flattened.
    assert [(q.category, q.evidence) for q in c.questions] == [
        ("information_extraction", ["0"]), ("knowledge_update", ["0", "6"]), ("event_ordering", ["4", "5"])]
    with pytest.raises(ValueError, match="held out"):
        beam_data.load_dir(repo / "chats" / "1M")


def test_real_pipeline_on_a_tiny_chat(tmp_path: Path, settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    root = tiny_beam(tmp_path / "beam")
    data = root / "chats" / "100K"
    out = tmp_path / "results"
    url = settings.redis.url
    assert beam.main(["--data", str(data), "--json", "--out", str(out), "--redis-url", url, "--consolidate"]) == 0
    captured = capsys.readouterr()
    rep = json.loads(captured.out)
    assert rep["questions"] == 3 and rep["turns"] == 8
    # Consolidation on (--consolidate; the product's default is off): the same run scores the gems without
    # summaries too (the A/B).
    assert set(rep["baselines"]) == {"dump_dense", "dump_hybrid", "dump_hybrid_product", "user_dense", "gems/paraphrase",
                                     "gems/no-summaries", "gems/no-summaries/paraphrase"}
    assert rep["summaries"]["consolidate"] is True
    assert rep["baselines"]["user_dense"]["stored_points"] == 4
    assert rep["curate"]["turns"] > 0 and rep["curate"]["turns_per_s"] > 0 and rep["curate"]["peak_rss_mb"] > 0
    assert rep["curate"]["prompt_tokens_per_turn"] > 0 and "prompt tokens per turn" in captured.err
    assert 0 < rep["gem_words_ratio"] <= 0.5 and rep["gems_per_staged_turn"] <= 1, (rep["curate_report"], rep["gem_words"])
    # The change is told inside a question: kept, and it supersedes the Flask plan.
    assert rep["curate_report"]["superseded"] == 1
    assert (out / "beam.md").exists() and (out / "beam.json").exists()


def test_gems_only_run_without_consolidation(tmp_path: Path, settings: Settings,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    root = tiny_beam(tmp_path / "beam")
    out = tmp_path / "results"
    assert beam.main(["--data", str(root / "chats" / "100K"), "--json", "--out", str(out), "--redis-url",
                      settings.redis.url, "--no-baselines"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert set(rep["baselines"]) == {"gems/paraphrase"} and rep["summaries"] == {
        "count": 0, "gem_words": 0, "consolidate": False}
    assert rep["questions"] == 3
    assert {"tuning (paraphrase)", "frozen (paraphrase)"} & set(rep["parts"])  # both rules reported by part
