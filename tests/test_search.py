"""retrieve.search end to end on real stores: ranking, filters, isolation, congruence, CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from store_fixtures import (
    BASE,
    edge_store,
    index,
    local_embedder,
    make_gem,
    qdrant_store,
)

from retrieve.search import HISTORY, Result, search
from retrieve.search import search as search_gems  # the library call as README shows it
from true_recall.cli import cli
from utils.config import Settings
from utils.errors import EmbedderMismatch
from utils.store import GemFilter, sparse
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent


def corpus() -> list:
    lisbon = make_gem("Alice's sister lives in Lisbon", categories=["relationship"], days_ago=200, turns="1-1")
    porto = make_gem("Alice's sister moved from Lisbon to Porto", categories=["relationship"], days_ago=20, turns="2-2")
    lisbon = lisbon.model_copy(update={"superseded_by": porto.id})
    return [
        make_gem("Alice prefers oat milk in her coffee", categories=["preference"], days_ago=3, turns="3-3"),
        make_gem("Decided to migrate the billing service from MySQL to Postgres", categories=["decision", "project"],
                 importance="high", days_ago=30, conversation_id="conv-2", turns="1-2"),
        make_gem("Fixed the flaky CI by pinning the Redis image to 7.2", categories=["solution"], days_ago=60,
                 conversation_id="conv-3", turns="4-4"),
        make_gem("Alice is allergic to peanuts", categories=["health"], importance="high", days_ago=400, turns="5-5"),
        make_gem("Plans a trip to Japan in April", categories=["plan"], importance="low", days_ago=10, turns="6-6"),
        make_gem("爱丽丝喜欢喝咖啡，不加糖", categories=["preference"], days_ago=5, turns="7-7"),
        make_gem("她每天早上跑步五公里", categories=["fact"], days_ago=6, turns="8-8"),
        lisbon, porto,
        # Another user with similar memories: never visible to alice.
        make_gem("Bob prefers oat milk in his coffee too", user="bob", categories=["preference"], days_ago=1),
        make_gem("Bob's sister lives in Lisbon", user="bob", categories=["relationship"], days_ago=1, turns="2-2"),
        make_gem("鲍勃喜欢喝咖啡", user="bob", days_ago=1, turns="3-3"),
    ]


@pytest.fixture
def indexed(settings: Settings) -> Settings:
    store = EdgeStore(settings.resolve(settings.qdrant.path or "store"), settings.qdrant.collection)
    index(store, corpus())
    store.close()
    return settings


def ids_of(results: list[Result]) -> list[str]:
    return [r.gem for r in results]


def test_library_search_ranks_and_isolates(indexed: Settings) -> None:
    res = search("what milk does she take in coffee", "alice", k=3, settings=indexed, now=BASE)
    assert res[0].gem == "Alice prefers oat milk in her coffee"
    assert all(r.user_id == "alice" for r in res)
    assert res[0].components.dense_rank == 1 and res[0].components.sparse_rank is not None
    assert res[0].date == (BASE - timedelta(days=3)).date()
    bob = search("oat milk coffee", "bob", k=10, settings=indexed, now=BASE)
    assert {r.user_id for r in bob} == {"bob"} and len(bob) == 3
    assert search("oat milk coffee", "nobody", settings=indexed, now=BASE) == []


def test_package_level_call(indexed: Settings) -> None:
    res = search_gems("postgres migration", "alice", k=1, settings=indexed, now=BASE)
    assert res[0].gem.startswith("Decided to migrate the billing service")


def test_superseded_hidden_by_default_and_ranked_below_when_included(indexed: Settings) -> None:
    q = "where does alice's sister live"
    default = ids_of(search(q, "alice", k=10, settings=indexed, now=BASE))
    assert "Alice's sister lives in Lisbon" not in default
    assert default[0] == "Alice's sister moved from Lisbon to Porto"
    both = search(q, "alice", k=10, settings=indexed, now=BASE, include_superseded=True)
    names = ids_of(both)
    assert names.index("Alice's sister moved from Lisbon to Porto") < names.index("Alice's sister lives in Lisbon")
    old = next(r for r in both if r.gem == "Alice's sister lives in Lisbon")
    assert old.components.superseded_factor == indexed.retrieve.superseded_factor


def test_filters_and_min_score(indexed: Settings) -> None:
    res = search("anything about alice", "alice", k=10, categories=["health"], settings=indexed, now=BASE)
    assert ids_of(res) == ["Alice is allergic to peanuts"]
    recent = search("alice", "alice", k=20, since=(BASE - timedelta(days=7)).date(), settings=indexed, now=BASE)
    assert set(ids_of(recent)) == {"Alice prefers oat milk in her coffee", "爱丽丝喜欢喝咖啡，不加糖", "她每天早上跑步五公里"}
    # --until with a bare date includes that whole day
    day = (BASE - timedelta(days=400)).date()
    upto = search("alice", "alice", k=20, until=day, settings=indexed, now=BASE)
    assert ids_of(upto) == ["Alice is allergic to peanuts"]
    everything = search("coffee", "alice", k=20, settings=indexed, now=BASE)
    cut = everything[1].score
    assert [r.score for r in search("coffee", "alice", k=20, min_score=cut, settings=indexed, now=BASE)] == \
        [r.score for r in everything[:2]]


def test_chinese_query_matches_chinese_gem(indexed: Settings) -> None:
    res = search("咖啡", "alice", k=3, settings=indexed, now=BASE)
    top = res[0]
    assert top.gem == "爱丽丝喜欢喝咖啡，不加糖"
    assert top.components.sparse_rank == 1  # BM25 matched the word inside 喝咖啡
    run = search("跑步", "alice", k=2, settings=indexed, now=BASE)
    assert run[0].gem == "她每天早上跑步五公里" and run[0].components.sparse_rank == 1


def test_bad_queries_are_clear_errors(indexed: Settings) -> None:
    with pytest.raises(ValueError, match="empty"):
        search("   ", "alice", settings=indexed)
    with pytest.raises(ValueError, match="user_id"):
        search("coffee", "", settings=indexed)
    with pytest.raises(ValueError, match="is after until"):
        search("coffee", "alice", since=date(2026, 3, 2), until=date(2026, 3, 1), settings=indexed)
    with pytest.raises(ValueError, match="k must be"):
        search("coffee", "alice", k=0, settings=indexed)


def test_empty_store_returns_nothing(settings: Settings) -> None:
    assert search("coffee", "alice", settings=settings) == []


def test_embedder_mismatch_is_clear(tmp_path: Path) -> None:
    store = edge_store(tmp_path)
    store.ensure("mxbai-embed-large", 1024)
    with pytest.raises(EmbedderMismatch, match="true-recall reindex"):
        search("coffee", "alice", store=store, embedder=local_embedder(), settings=Settings(), now=BASE)
    store.close()


QUERIES = [
    "coffee", "what does alice drink", "postgres", "CI fix redis", "sister", "trip to japan", "咖啡", "allergy",
    "decision about the database", "跑步",
]


def test_congruence_edge_vs_qdrant_client(tmp_path: Path) -> None:
    """The same gems and queries give the same ranked ids on both backends."""
    gems = corpus() + [
        make_gem(f"Note {i}: worked on feature {i} of the dashboard with coffee breaks", days_ago=i,
                 turns=f"{20 + i}-{20 + i}") for i in range(25)
    ]
    edge, qd = edge_store(tmp_path), qdrant_store()
    index(edge, gems)
    index(qd, gems)
    emb = local_embedder()
    cfg = Settings()
    for q in QUERIES:
        for inc in (False, True):
            a = search(q, "alice", k=10, include_superseded=inc, store=edge, embedder=emb, settings=cfg, now=BASE)
            b = search(q, "alice", k=10, include_superseded=inc, store=qd, embedder=emb, settings=cfg, now=BASE)
            assert [r.id for r in a] == [r.id for r in b], q
            for x, y in zip(a, b):
                assert x.components.dense_rank == y.components.dense_rank
                assert x.components.sparse_rank == y.components.sparse_rank
                if x.components.sparse_score is not None:
                    assert x.components.sparse_score == pytest.approx(y.components.sparse_score, rel=1e-4)
                assert x.score == pytest.approx(y.score, rel=1e-6)
    edge.close()
    qd.close()


@pytest.mark.parametrize("backend", ["edge", "qdrant-local"])
def test_brief_path_gives_the_results_of_the_whole_one(backend: str, tmp_path: Path) -> None:
    """search() ranks brief hits and reads only the k it keeps: the same ids, ranks, scores and gems as
    ranking whole hits (the path before brief hits), on both backends."""
    from retrieve.ranker import rank

    gems = corpus() + [
        make_gem(f"Note {i}: worked on feature {i} of the dashboard with coffee breaks", days_ago=i,
                 turns=f"{20 + i}-{20 + i}") for i in range(25)
    ]
    store = edge_store(tmp_path) if backend == "edge" else qdrant_store()
    index(store, gems)
    emb, cfg = local_embedder(), Settings()
    for q in QUERIES:
        for inc in (False, True):
            got = search(q, "alice", k=10, include_superseded=inc, store=store, embedder=emb, settings=cfg, now=BASE)
            flt = GemFilter(include_superseded=inc)
            hits = store.search("alice", emb.embed_query(q), sparse.embed_query(q), cfg.retrieve.candidates, flt)
            want = [Result.from_scored(s) for s in rank(hits, cfg.retrieve, BASE, q)[:10]]
            assert got == want, q
    store.close()


def test_keep_skips_a_gem_deleted_after_the_search(tmp_path: Path) -> None:
    from retrieve.ranker import rank
    from retrieve.search import keep

    store = edge_store(tmp_path)
    index(store, corpus())
    emb, cfg, q = local_embedder(), Settings(), "coffee sister"
    hits = store.search("alice", emb.embed_query(q), sparse.embed_query(q), 50, brief=True)
    ranked = rank(hits, cfg.retrieve, BASE, q)
    store.delete("alice", [ranked[1].hit.id])
    kept = keep(store, "alice", ranked, 3, 0.0)
    assert [s.hit.id for s in kept] == [ranked[0].hit.id, ranked[2].hit.id, ranked[3].hit.id]
    assert all(s.gem.user_id == "alice" for s in kept)
    store.close()


def _env(settings: Settings) -> dict[str, str]:
    cfg = Path(settings.data_dir).parent / "config.yaml"
    cfg.write_text(json.dumps({"data_dir": settings.data_dir, "redis": {"url": settings.redis.url, "embedded": False,
                                                                        "key_prefix": settings.redis.key_prefix}}))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRUE_RECALL", "QDRANT", "OLLAMA", "REDIS_URL"))}
    env.update(TRUE_RECALL_PROFILE="embedded", TRUE_RECALL_CONFIG=str(cfg))
    return env


def test_cli_formats(indexed: Settings) -> None:
    runner = CliRunner()
    env = _env(indexed)
    r = runner.invoke(cli, ["search", "oat milk", "--user", "alice", "-k", "2", "--format", "json", "--explain"], env=env)
    assert r.exit_code == 0, r.output
    rows = [json.loads(line) for line in r.output.splitlines()]
    assert rows[0]["gem"] == "Alice prefers oat milk in her coffee" and len(rows) == 2
    assert set(rows[0]["components"]) >= {"dense_rank", "sparse_rank", "decay", "importance_weight", "score"}
    assert "bob" not in r.output.lower()

    r = runner.invoke(cli, ["search", "oat milk", "--user", "alice", "-k", "2", "--format", "context"], env=env)
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert lines[0] == "<memory_context>" and lines[-1] == "</memory_context>" and len(lines) == 4
    d = (BASE - timedelta(days=3)).date().isoformat()
    # Medium is the default level and says nothing: only high and low are tagged in the prompt.
    assert lines[1] == f"- [{d}] Alice prefers oat milk in her coffee"
    from retrieve.render import context_line

    assert context_line(BASE.date(), "high", "Alice  is allergic\nto peanuts") == (
        f"- [{BASE.date().isoformat()}] (high) Alice is allergic to peanuts")

    r = runner.invoke(cli, ["search", "sister", "--user", "alice", "--format", "table", "--explain",
                            "--include-superseded", "--category", "relationship"], env=env)
    assert r.exit_code == 0, r.output
    assert "Porto" in r.output and "Lisbon" in r.output and "0.50" in r.output  # superseded factor shown

    r = runner.invoke(cli, ["search", "x", "--user", "alice", "--since", "yesterday"], env=env)
    assert r.exit_code == 2 and "ISO date" in r.output
    r = runner.invoke(cli, ["search", "x", "--user", "alice", "--since", "2026-03-02", "--until", "2026-03-01"], env=env)
    assert r.exit_code == 2 and "--since is after --until" in r.output


def test_python_m_retrieve_search(indexed: Settings) -> None:
    out = subprocess.run(
        [sys.executable, "-W", "error", "-m", "retrieve.search", "postgres", "--user", "alice", "-k", "1",
         "--format", "json"],
        env=_env(indexed), cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["gem"].startswith("Decided to migrate the billing service")
    assert out.stderr == ""
    # -h works and names the program as it was run.
    helped = subprocess.run([sys.executable, "-m", "retrieve.search", "-h"], env=_env(indexed), cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert helped.returncode == 0 and helped.stdout.startswith("Usage: python -m retrieve.search")
    # A store built by another embedder: a clear message and exit 1.
    other = Path(indexed.data_dir) / "other.yaml"
    other.write_text(Path(_env(indexed)["TRUE_RECALL_CONFIG"]).read_text())
    store = EdgeStore(indexed.resolve("store"), "true_recall")
    store.close()
    meta = indexed.resolve("store") / "true_recall" / "true_recall_meta.json"
    meta.write_text(json.dumps({"embedder": "mxbai-embed-large", "dim": 1024}))
    out = subprocess.run(
        [sys.executable, "-m", "retrieve.search", "postgres", "--user", "alice"],
        env=_env(indexed), cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert out.returncode == 1 and "true-recall reindex" in out.stderr and "mxbai-embed-large" in out.stderr


def test_date_bounds() -> None:
    from utils.dates import utc_bound as as_utc_bound

    assert as_utc_bound(date(2026, 3, 1)).isoformat() == "2026-03-01T00:00:00+00:00"
    assert as_utc_bound(date(2026, 3, 1), end=True).isoformat() == "2026-03-01T23:59:59.999999+00:00"


@pytest.mark.parametrize("backend", ["edge", "qdrant-local"])
def test_isolation_randomised(backend: str, tmp_path: Path) -> None:
    """Many users with overlapping vocabulary: every result, every filter, every id lookup stays in-user."""
    import random

    rnd = random.Random(4)
    words = ["coffee", "passport", "garden", "Lisbon", "Postgres", "bike", "咖啡", "marathon", "dentist", "budget"]
    users = [f"user-{i}" for i in range(6)]
    gems = [
        make_gem(f"{u} note {j}: {' '.join(rnd.sample(words, 3))}", user=u, days_ago=rnd.randint(0, 500),
                 categories=[rnd.choice(["fact", "plan", "preference"])], turns=f"{j + 1}-{j + 1}",
                 superseded_by=None)
        for u in users for j in range(15)
    ]
    store = edge_store(tmp_path) if backend == "edge" else qdrant_store()
    index(store, gems)
    emb, cfg = local_embedder(), Settings()
    by_user = {u: {g.id for g in gems if g.user_id == u} for u in users}
    for u in users:
        for q in rnd.sample(words, 4):
            for cats in ((), ("plan",)):
                res = search(q, u, k=50, categories=cats, store=store, embedder=emb, settings=cfg, now=BASE,
                             include_superseded=True)
                assert res and {r.id for r in res} <= by_user[u]
        others = [i for v in users if v != u for i in by_user[v]]
        assert store.get(u, others) == [] and store.vectors(u, others) == {}
        assert {g.id for g in store.scroll(u)} == by_user[u]
    store.close()


def test_superseded_gems_are_marked_in_every_format(indexed: Settings) -> None:
    """With --include-superseded, a replaced gem says so: in the prompt block (or the model takes an
    outdated statement for today's), in the search table, and in `memories list`."""
    runner = CliRunner()
    env = _env(indexed)
    r = runner.invoke(cli, ["search", "sister", "--user", "alice", "--format", "context", "--include-superseded",
                            "--category", "relationship"], env=env)
    assert r.exit_code == 0, r.output
    lisbon = [ln for ln in r.output.splitlines() if "lives in Lisbon" in ln]
    porto = [ln for ln in r.output.splitlines() if "to Porto" in ln]
    assert len(lisbon) == 1 and "(superseded) " in lisbon[0] and "superseded" not in porto[0]
    r = runner.invoke(cli, ["search", "sister", "--user", "alice", "--format", "table", "--include-superseded",
                            "--category", "relationship"], env=env)
    assert "[superseded by" in r.output
    r = runner.invoke(cli, ["memories", "list", "--user", "alice", "--include-superseded"], env=env)
    assert r.exit_code == 0 and "[superseded by" in r.output
    r = runner.invoke(cli, ["memories", "list", "--user", "alice"], env=env)
    assert r.exit_code == 0 and "superseded" not in r.output  # no column that is always empty


@pytest.mark.parametrize("make_store", ["edge", "qdrant"])
def test_a_standing_instruction_on_the_topic_comes_first(settings: Settings, tmp_path: Path, make_store: str) -> None:
    """Gems about the database outrank the instruction; within the window it still comes first."""
    store = edge_store(tmp_path) if make_store == "edge" else qdrant_store()
    gems = [make_gem(f"The billing database had {i} slow queries on Postgres during week {i}", turns=f"{i}-{i}")
            for i in range(1, 11)]
    rule = make_gem("Always include the exact version numbers when I ask about database software",
                    categories=["instruction"], turns="30-30")
    other = make_gem("Never use emoji when I ask about my garden", categories=["instruction"], turns="31-31")
    theirs = make_gem("Always include the exact version numbers when I ask about database software", user="bob",
                      categories=["instruction"])
    index(store, gems + [rule, other, theirs])
    query = "how slow were the billing database queries on Postgres?"
    off = settings.model_copy(update={"retrieve": settings.retrieve.model_copy(update={"instruction_slots": 0})})
    plain = search(query, "alice", k=30, settings=off, store=store, embedder=local_embedder(), now=BASE)
    where = [r.id for r in plain].index(rule.id)
    assert 0 < where < settings.retrieve.instruction_window and not any(r.components.pinned for r in plain)
    out = search(query, "alice", k=5, settings=settings, store=store, embedder=local_embedder(), now=BASE)
    assert out[0].id == rule.id and out[0].components.pinned and sum(r.components.pinned for r in out) == 1
    assert all(r.user_id == "alice" for r in out) and other.id not in [r.id for r in out]
    # Asked for other categories only, no instruction is slipped in.
    facts = search(query, "alice", k=5, settings=settings, store=store, embedder=local_embedder(), now=BASE,
                   categories=["fact"])
    assert all("instruction" not in r.categories for r in facts)
    store.close()


def test_as_of_answers_with_what_held_then(indexed: Settings) -> None:
    """--as-of: a fact replaced later is the answer for a day before the change (and shown as current then);
    after the change the replacement answers and the old fact is superseded."""
    then = (BASE - timedelta(days=100)).date()
    old = search("where does Alice's sister live?", "alice", k=3, settings=indexed, as_of=then)
    assert old[0].gem == "Alice's sister lives in Lisbon" and old[0].superseded_by is None
    assert all("Porto" not in r.gem for r in old)  # said after that day
    assert all(r.timestamp.date() <= then for r in old)
    now = search("where does Alice's sister live?", "alice", k=3, settings=indexed)
    assert now[0].gem == "Alice's sister moved from Lisbon to Porto"
    assert all(r.gem != "Alice's sister lives in Lisbon" for r in now)
    after = search("where does Alice's sister live?", "alice", k=3, settings=indexed,
                   as_of=(BASE - timedelta(days=5)).date(), include_superseded=True)
    lisbon = next(r for r in after if r.gem == "Alice's sister lives in Lisbon")
    assert lisbon.superseded_by is not None and after[0].gem.endswith("Porto")


def test_as_of_on_the_command_line(indexed: Settings) -> None:
    day = (BASE - timedelta(days=100)).date().isoformat()
    r = CliRunner().invoke(cli, ["search", "where does Alice's sister live?", "--user", "alice", "--as-of", day,
                                 "--format", "json"], env=_env(indexed))
    assert r.exit_code == 0, r.output
    first = json.loads(r.output.splitlines()[0])
    assert first["gem"] == "Alice's sister lives in Lisbon"


def test_a_question_about_the_past_gets_what_was_replaced(indexed: Settings) -> None:
    """"Before", "previously", "以前": the replaced gem answers, put above the one that replaced it (the
    question asks for it: retrieve/when.py); a plain question still hides it."""
    past = [r.gem for r in search("where did Alice's sister live before she moved?", "alice", k=5, settings=indexed)]
    assert "Alice's sister lives in Lisbon" in past
    assert past.index("Alice's sister lives in Lisbon") < past.index("Alice's sister moved from Lisbon to Porto")
    assert "Alice's sister lives in Lisbon" not in [
        r.gem for r in search("where does Alice's sister live?", "alice", k=5, settings=indexed)]


def test_a_question_about_ever_gets_what_was_replaced(indexed: Settings) -> None:
    """"Have I ever...", "从来", "有没有...过": a question about any time wants a statement a later one replaced too
    (still below its successor); without such words the replaced gem stays out."""
    ever = [r.gem for r in search("has Alice's sister ever lived in Lisbon?", "alice", k=5, settings=indexed)]
    assert "Alice's sister lives in Lisbon" in ever
    assert ever.index("Alice's sister lives in Lisbon") > ever.index("Alice's sister moved from Lisbon to Porto")
    assert "Alice's sister lives in Lisbon" not in [
        r.gem for r in search("does Alice's sister live in Lisbon?", "alice", k=5, settings=indexed)]
    for q in ("我有没有做过三角形中线的题？", "我从来没用过 Redis 吗", "Did I ever try NATS?"):
        assert HISTORY.search(q), q
    for q in ("有没有更好的办法？", "however I do it, it fails", "whatever works", "为什么总是报错"):
        assert not HISTORY.search(q), q


def test_the_same_names_for_the_same_thing(indexed: Settings) -> None:
    """--limit and -k, --json and --format json: search and memories list answer to the same option names."""
    runner, env = CliRunner(), _env(indexed)
    a = runner.invoke(cli, ["search", "oat milk", "--user", "alice", "--limit", "2", "--json"], env=env)
    b = runner.invoke(cli, ["search", "oat milk", "--user", "alice", "-k", "2", "--format", "json"], env=env)
    assert a.exit_code == 0 and a.stdout == b.stdout and len(a.stdout.splitlines()) == 2
    both = runner.invoke(cli, ["search", "oat milk", "--user", "alice", "--json", "--format", "table"], env=env)
    assert both.exit_code == 2
    m = runner.invoke(cli, ["memories", "list", "--user", "alice", "-k", "1", "--json"], env=env)
    assert m.exit_code == 0 and len(m.stdout.splitlines()) == 1 and json.loads(m.stdout)["user_id"] == "alice"


def test_prompt_line_cuts_code_notes_to_their_language() -> None:
    """A code note the curator writes (curate/markup.code_summary) shows only its language in the prompt; the
    person's own parentheses, and a gem that is only a code note, are shown as stored."""
    from curate.markup import code_summary
    from retrieve.render import context_line, short_code_notes

    note = code_summary("python", "def insert_transaction(conn):\n    cur = conn.cursor()\n    cur.execute('x')\n")
    assert note.startswith("code: python defining insert_transaction")
    gem = f"User: I get a UNIQUE constraint error on insert. ({note})"
    assert context_line(BASE.date(), "medium", gem) == (
        f"- [{BASE.date().isoformat()}] User: I get a UNIQUE constraint error on insert. (code: python)")
    two = f"User: both fail ({note}; {code_summary('bash', 'ls -la')})"
    assert short_code_notes(two) == "User: both fail (code: python, bash)"
    for kept in ("User: the gate (code: 4821 then #) is new", note, "User: it runs (see the log)"):
        assert short_code_notes(kept) == kept


def _as_result(text: str, days_ago: float, score: float) -> Result:
    g = make_gem(text, days_ago=days_ago, turns=f"{int(days_ago) + 1}-{int(days_ago) + 1}")
    comps = {"dense_rank": 1, "dense_score": score, "sparse_rank": None, "sparse_score": None, "rrf": score,
             "relevance": score, "age_days": days_ago, "decay": 1.0, "importance_weight": 1.0,
             "superseded_factor": 1.0, "speaker_factor": 1.0, "capped_below": None, "score": score}
    return Result.from_dict({**g.model_dump(mode="json"), "score": score, "components": comps})


def test_an_order_or_summary_question_reads_its_block_oldest_first() -> None:
    from retrieve.render import context_block

    # Ranked best first: the newest statement matched best, the oldest one least.
    ranked = [_as_result("User: I moved the blog to Hugo", 2, 0.9),
              _as_result("User: I started the blog on WordPress", 40, 0.8),
              _as_result("User: I added a dark theme to the blog", 10, 0.7)]
    by_time = ["I started the blog on WordPress", "I added a dark theme to the blog", "I moved the blog to Hugo"]
    by_rank = ["I moved the blog to Hugo", "I started the blog on WordPress", "I added a dark theme to the blog"]

    def order(block: str) -> list[str]:
        return [line.split("User: ", 1)[1] for line in block.splitlines()[1:-1]]

    for q in ("In what order did I change my blog's setup?", "Summarise how my blog evolved",
              "按时间顺序说说我的博客是怎么变化的", "总结一下我的博客"):
        assert order(context_block(ranked, query=q)) == by_time, q
    # Any other question, or none: best first, as ranked.
    for q in ("Which static site generator does my blog use?", "我的博客用的是什么？", ""):
        assert order(context_block(ranked, query=q)) == by_rank, q
    # The budget still picks the best lines first: the least relevant one is left out, not the newest.
    two = context_block(ranked, max_words=2 * len("- [2020-01-01] User: I moved the blog to Hugo".split()) + 2,
                        query="In what order did I change my blog's setup?")
    assert order(two) == ["I started the blog on WordPress", "I moved the blog to Hugo"]
