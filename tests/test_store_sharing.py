"""Sharing the embedded store with a running `true-recall serve` (a real uvicorn subprocess).

serve leases the store per burst of requests and releases it when idle, so a curator run can open it
while serve runs; while another process holds it, serve answers 503 with Retry-After and recovers.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient
from store_fixtures import index, make_gem

import samples
from capture.backfill import backfill
from curate.curator import RunOptions, run_command
from utils.config import Settings
from utils.errors import StoreLocked
from utils.redis_conn import connect
from utils.store.edge import EdgeStore
from serve_process import AUTH, running_serve, serve_env
from waiting import wait_until

IDLE_S = 3.0  # serve's store_idle_s here: long enough to act while it holds the store, short enough to wait out
WAIT_S = 1.0  # serve's store_wait_s here: how long a request waits for another holder before its 503


@pytest.fixture
def serve(settings: Settings, tmp_path: Path) -> Iterator[str]:
    """`true-recall serve` on a free port over the test's embedded store; yields its URL."""
    env, url = serve_env(settings, tmp_path, store_idle_s=IDLE_S, store_wait_s=WAIT_S)
    with running_serve(env, url):
        yield url


def _search(url: str, query: str, user: str = "alice") -> httpx.Response:
    return httpx.post(f"{url}/search", json={"query": query, "user_id": user, "k": 5}, headers=AUTH, timeout=30)


def _store_state(url: str) -> str:
    return str(httpx.get(f"{url}/health", timeout=5).json()["store"])


def _wait_for_state(url: str, state: str, within_s: float) -> float:
    """Seconds until /health reports the store in `state`."""
    t0 = time.monotonic()
    while _store_state(url) != state:
        assert time.monotonic() - t0 < within_s, f"the store did not become {state} within {within_s}s"
        time.sleep(0.05)
    return time.monotonic() - t0


@pytest.fixture
def seeded(settings: Settings) -> Path:
    """The test's store with one gem of alice's and one of bob's; returns its folder's parent."""
    path = settings.resolve(settings.qdrant.path or "store")
    store = EdgeStore(path, settings.qdrant.collection)
    index(store, [make_gem("Alice keeps her passport in the blue drawer"),
                  make_gem("Bob keeps his passport in the safe", user="bob")])
    store.close()
    return path


def test_curator_runs_while_serve_runs(settings: Settings, seeded: Path, serve: str) -> None:
    # A search makes serve open the store, and it keeps holding it for IDLE_S.
    r = _search(serve, "where is the passport")
    assert r.status_code == 200 and [x["gem"] for x in r.json()["results"]] == ["Alice keeps her passport in the blue drawer"]
    assert _store_state(serve) == "held"
    with pytest.raises(StoreLocked):  # held right now: an opener that does not wait fails
        EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0)

    # Steady traffic (a search every 0.2 s) keeps serve from ever going idle during the curator run...
    statuses: list[tuple[int, str | None]] = []
    stop = threading.Event()

    def traffic() -> None:
        with httpx.Client(timeout=30, headers=AUTH) as http:
            while not stop.is_set():
                r = http.post(f"{serve}/search", json={"query": "passport", "user_id": "bob"})
                statuses.append((r.status_code, r.headers.get("retry-after")))
                stop.wait(0.2)

    rc = connect(settings)
    staged = backfill(settings, rc, samples.files(), user="alice", flush=True, progress=False)
    rc.close()
    assert staged.turns_staged > 0
    assert settings.qdrant.lock_wait_s == 120
    load = threading.Thread(target=traffic)
    load.start()
    try:
        # ...yet the nightly curator, waiting for the store, gets it: serve yields to a waiting batch command.
        report = run_command(settings, RunOptions(users=["alice"], all_pending=True))
    finally:
        stop.set()
        load.join(30)
    assert report.ok, report.failures
    assert report.stored > 0 and report.gems
    new_ids = {g["id"] for g in report.gems}
    # Meanwhile serve answered every request: results, or 503 + Retry-After while the curator wrote.
    assert statuses and {code for code, _ in statuses} <= {200, 503}
    assert all(after == str(int(WAIT_S)) for code, after in statuses if code == 503)
    assert any(code == 200 for code, _ in statuses)

    # serve reopens the store for the next request and finds what the curator wrote.
    r = _search(serve, "What am I allergic to?")
    assert r.status_code == 200, r.text
    found = r.json()["results"]
    assert found and found[0]["id"] in new_ids and "penicillin" in found[0]["gem"].lower()
    assert {x["user_id"] for x in found} == {"alice"}
    r = _search(serve, "Which database does ledger-sync use for its job queue?")
    assert r.status_code == 200 and any("postgres" in x["gem"].lower() for x in r.json()["results"])
    # ...and lets go of it again once requests stop.
    assert _wait_for_state(serve, "released", IDLE_S + 2) >= 0
    held_by_test = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0)  # free: opens at once
    assert held_by_test.count("alice") == 1 + len(new_ids)
    held_by_test.close()


def test_serve_answers_503_while_another_process_holds_the_store(settings: Settings, seeded: Path, serve: str) -> None:
    assert _search(serve, "passport").status_code == 200
    # The test process takes the store the way a curator run does: waiting until serve releases it.
    t0 = time.monotonic()
    holder = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=IDLE_S + 5)
    assert time.monotonic() - t0 < IDLE_S + 5
    try:
        assert _store_state(serve) == "released"
        t0 = time.monotonic()
        r = _search(serve, "passport")
        waited = time.monotonic() - t0
        assert r.status_code == 503
        assert r.headers["retry-after"] == str(int(WAIT_S))
        assert r.json()["detail"].startswith("store busy: another process (e.g. a curator run) holds the embedded store")
        # It waited for the holder before giving up (the last try starts before store_wait_s runs out).
        assert WAIT_S * 0.5 <= waited < WAIT_S + 3
        # A write through serve is refused the same way, and nothing is lost: the gem is still there.
        gid = holder.scroll("bob").__next__().id
        r = httpx.delete(f"{serve}/memories/{gid}", params={"user_id": "bob"}, headers=AUTH, timeout=30)
        assert r.status_code == 503 and "retry-after" in r.headers
        assert holder.count("bob") == 1
    finally:
        holder.close()
    # The holder is done: serve opens the store again and answers.
    r = _search(serve, "passport", user="bob")
    assert r.status_code == 200 and [x["gem"] for x in r.json()["results"]] == ["Bob keeps his passport in the safe"]
    assert _store_state(serve) == "held"


# ---- the pieces, in process (fast) --------------------------------------------------------------


def _app_client(settings: Settings, store: object, idle_s: float, wait_s: float) -> TestClient:
    from store_fixtures import local_embedder

    from retrieve.serve import create_app

    settings.serve.store_idle_s = idle_s
    settings.serve.store_wait_s = wait_s
    settings.serve.token = "test-token-0123456789"
    return TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost",  # type: ignore[arg-type]
                      headers={"Authorization": "Bearer test-token-0123456789"})


def test_lease_releases_when_idle_and_reopens(settings: Settings, seeded: Path) -> None:
    store = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0.5, lazy=True, announce=False)  # as serve opens it
    assert store.exclusive
    with _app_client(settings, store, idle_s=0.3, wait_s=0.5) as c:
        assert c.get("/health").json()["store"] == "released"  # lazy: nothing opened before a request
        for _ in range(3):  # a burst: the store stays open between requests
            assert c.post("/search", json={"query": "passport", "user_id": "bob"}).status_code == 200
            assert c.get("/health").json()["store"] == "held"
        deadline = time.monotonic() + 5
        while c.get("/health").json()["store"] != "released":
            assert time.monotonic() < deadline, "serve kept the store past store_idle_s"
            time.sleep(0.05)
        other = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0)  # free for another opener
        index(other, [make_gem("Bob moved his passport to the bank", user="bob")])
        other.close()
        found = c.post("/search", json={"query": "passport", "user_id": "bob"}).json()["results"]
        assert {x["gem"] for x in found} == {"Bob keeps his passport in the safe", "Bob moved his passport to the bank"}
    store.close()


def test_busy_burst_fails_fast_after_one_wait(settings: Settings, seeded: Path) -> None:
    store = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0.5, lazy=True, announce=False)  # as serve opens it
    holder = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0)
    try:
        with _app_client(settings, store, idle_s=1.0, wait_s=0.6) as c:
            t0 = time.monotonic()
            first = c.post("/search", json={"query": "passport", "user_id": "bob"})
            t1 = time.monotonic()
            second = c.get("/memories", params={"user_id": "bob"})
            t2 = time.monotonic()
            assert first.status_code == second.status_code == 503
            assert first.headers["retry-after"] == "1" and "store busy" in second.json()["detail"]
            assert t1 - t0 >= 0.3  # the first waited (up to store_wait_s) for the holder
            assert t2 - t1 < 0.2  # the one right behind it did not wait again
            holder.close()
            # The holder is gone: the next request gets the store at once, whether it still tries once
            # (inside the fail-fast window) or waits.
            r = c.get("/memories", params={"user_id": "bob"})
            assert r.status_code == 200 and [m["gem"] for m in r.json()["memories"]] == ["Bob keeps his passport in the safe"]
    finally:
        holder.close()
        store.close()


def test_server_store_is_shared_not_released(settings: Settings) -> None:
    from store_fixtures import qdrant_store

    store = qdrant_store()
    assert not store.exclusive
    index(store, [make_gem("Alice keeps her passport in the blue drawer")])
    with _app_client(settings, store, idle_s=0.1, wait_s=0.1) as c:
        assert c.post("/search", json={"query": "passport", "user_id": "alice"}).status_code == 200
        # Past idle_s, an exclusive store would be released; nothing signals "kept", so a window is the check.
        time.sleep(0.3)
        assert c.get("/health").json()["store"] == "shared"
        store.release()  # a no-op: the client stays usable
        assert len(c.post("/search", json={"query": "passport", "user_id": "alice"}).json()["results"]) == 1
    store.close()


def test_batch_open_waits_for_the_holder(settings: Settings, seeded: Path) -> None:
    from utils.store import open_store

    holder = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0)
    timer = threading.Timer(1.0, holder.close)  # e.g. serve releasing after its idle time
    timer.start()
    try:
        t0 = time.monotonic()
        store = open_store(settings)  # qdrant.lock_wait_s (120 s): outwaits the holder
        assert time.monotonic() - t0 >= 0.8
        assert store.count() == 2
        settings.qdrant.lock_wait_s = 0.3
        with pytest.raises(StoreLocked, match=r"gave up after 0.3s \(qdrant.lock_wait_s\)"):
            open_store(settings)  # now this process holds it: a second opener gives up after lock_wait_s
        store.close()
    finally:
        timer.join()
        holder.close()


def test_steady_traffic_does_not_starve_a_waiting_batch_command(settings: Settings, seeded: Path) -> None:
    from utils.store import open_store

    store = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0.5, lazy=True, announce=False)  # as serve opens it
    got: list[float] = []
    refused = threading.Event()

    def batch() -> None:  # e.g. `true-recall memories list` run while serve is busy
        t0 = time.monotonic()
        with open_store(settings) as s:
            got.append(time.monotonic() - t0)
            assert s.count("bob") == 1
            refused.wait(10)  # holds it until serve has answered a request with 503 meanwhile

    with _app_client(settings, store, idle_s=60, wait_s=0.3) as c:  # never idle on its own
        assert c.post("/search", json={"query": "passport", "user_id": "bob"}).status_code == 200
        worker = threading.Thread(target=batch)
        worker.start()
        codes = []
        while worker.is_alive():
            r = c.post("/search", json={"query": "passport", "user_id": "bob"})
            codes.append(r.status_code)
            if r.status_code == 503:
                assert "store busy" in r.json()["detail"] and r.headers["retry-after"] == "1"
                refused.set()
            time.sleep(0.05)  # paces the stand-in client's steady traffic
        worker.join()
        assert got and got[0] < 5, "the batch command waited for the busy serve too long"
        assert 503 in codes  # serve gave way while the batch command had the store
        r = c.post("/search", json={"query": "passport", "user_id": "bob"})
        assert r.status_code == 200 and len(r.json()["results"]) == 1  # and took it back afterwards
        assert not (seeded / f".{settings.qdrant.collection}.waiting").exists()
    store.close()


def test_warm_standby_keeps_the_store_and_takes_it_back_after_a_batch_command(settings: Settings, seeded: Path) -> None:
    from store_fixtures import local_embedder

    from retrieve.serve import WANTED_POLL_S, create_app
    from utils.store import open_store

    store = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0.5, lazy=True, announce=False)  # as serve opens it
    settings.serve.store_idle_s = None  # the default: warm standby
    settings.serve.store_wait_s = 0.5
    assert Settings().serve.store_idle_s is None
    settings.serve.token = "test-token-0123456789"
    with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost",  # type: ignore[arg-type]
                    headers={"Authorization": "Bearer test-token-0123456789"}) as c:
        # Taken at start, before any request, and kept while serve idles (no reopen for the first question).
        deadline = time.monotonic() + 10
        while c.get("/health").json()["store"] != "held":
            assert time.monotonic() < deadline, "serve did not take the store at start"
            time.sleep(0.05)
        # Kept while serve idles: three of its watcher's looks (does a batch command want the store?) pass,
        # counted on the store it asks, and the store is still held after them.
        looks = [0]
        asks = store.wanted

        def counted() -> bool:
            looks[0] += 1
            return asks()

        store.wanted = counted  # type: ignore[method-assign]
        wait_until(lambda: looks[0] >= 3, 20 * WANTED_POLL_S, "three looks of serve's store watcher")
        assert c.get("/health").json()["store"] == "held"
        assert c.post("/search", json={"query": "passport", "user_id": "bob"}).status_code == 200
        # A batch command that waits for the store gets it (serve yields at once)...
        t0 = time.monotonic()
        with open_store(settings) as batch:
            assert time.monotonic() - t0 < 5
            assert c.get("/health").json()["store"] == "released"
            index(batch, [make_gem("Bob moved his passport to the bank", user="bob")])
        # ...and once it is done, serve takes the store back by itself, before any request asks.
        deadline = time.monotonic() + 10
        while c.get("/health").json()["store"] != "held":
            assert time.monotonic() < deadline, "serve did not take the store back"
            time.sleep(0.05)
        found = c.post("/search", json={"query": "passport", "user_id": "bob"}).json()["results"]
        assert {x["gem"] for x in found} == {"Bob keeps his passport in the safe", "Bob moved his passport to the bank"}
        assert not (seeded / f".{settings.qdrant.collection}.waiting").exists()
    store.close()
    # Closed with serve: free for the next opener at once.
    other = EdgeStore(seeded, settings.qdrant.collection, lock_wait_s=0)
    assert other.count("bob") == 2
    other.close()
