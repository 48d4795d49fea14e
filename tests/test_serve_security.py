"""serve's front door, route by route: 401 without a token, 403 for another user's data, 404, 413, foreign
Host, no CORS, bounded k, timeouts; the refusal to listen beyond loopback without a token; the token file."""

from __future__ import annotations

import asyncio
import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient

from retrieve import access
from retrieve.guard import Guard
from retrieve.serve import create_app
from serve_process import running_serve, serve_env
from store_fixtures import edge_store, index, local_embedder, make_gem
from utils.config import ScopedToken, Settings
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent
ADMIN = "admin-token-000000000000"
ALICE = "alice-token-111111111111"
BOB = "bob-token-2222222222222222"


def bearer(t: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {t}"}


@pytest.fixture
def app(settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[TestClient, dict[str, str]]]:
    store = edge_store(tmp_path)
    gems = [make_gem("Alice keeps her passport in the blue drawer"), make_gem("Bob keeps his passport in the safe", user="bob")]
    index(store, gems)
    monkeypatch.setenv("TR_TEST_ALICE_TOKEN", ALICE)
    settings.serve.token = ADMIN
    settings.serve.tokens = [ScopedToken(token_env="TR_TEST_ALICE_TOKEN", users=["alice"]),
                             ScopedToken(token=BOB, users=["bob"])]
    ids = {g.user_id: g.id for g in gems}
    with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost") as c:
        yield c, ids
    store.close()


# (method, path, request kwargs) with {u} the user acted for and {id} one of that user's gems (or a missing id).
ROUTES: list[tuple[str, str, dict[str, Any]]] = [
    ("POST", "/search", {"json": {"query": "passport", "user_id": "{u}"}}),
    ("GET", "/memories", {"params": {"user_id": "{u}"}}),
    ("GET", "/memories/{id}", {"params": {"user_id": "{u}"}}),
    ("PATCH", "/memories/{id}", {"params": {"user_id": "{u}"}, "json": {"context": "edited"}}),
    ("DELETE", "/memories/{id}", {"params": {"user_id": "{u}"}}),
    ("GET", "/export", {"params": {"user_id": "{u}"}}),
    ("GET", "/review", {"params": {"user_id": "{u}"}}),
    ("GET", "/settings", {"params": {"user_id": "{u}"}}),
    ("PUT", "/settings", {"params": {"user_id": "{u}"}, "json": {"confirm_conflicts": False}}),
    ("DELETE", "/users/{u}", {}),
]


def call(c: TestClient, method: str, path: str, kw: dict[str, Any], user: str, gem_id: str,
         headers: dict[str, str] | None = None) -> httpx.Response:
    fill = json.loads(json.dumps(kw).replace("{u}", user))
    return c.request(method, path.replace("{u}", user).replace("{id}", gem_id), headers=headers or {}, **fill)


@pytest.mark.parametrize(("method", "path", "kw"), ROUTES, ids=[f"{m} {p}" for m, p, _ in ROUTES])
def test_every_route(app: tuple[TestClient, dict[str, str]], method: str, path: str, kw: dict[str, Any]) -> None:
    c, ids = app
    # 401: no token, a wrong one, another scheme
    for h in ({}, bearer("wrong-token-zzzzzzzzzzzz"), {"Authorization": f"Basic {ADMIN}"}):
        r = call(c, method, path, kw, "alice", ids["alice"], h)
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer", (h, r.text)
    # 403: alice's token for bob's data (and bob's for alice's)
    assert call(c, method, path, kw, "bob", ids["bob"], bearer(ALICE)).status_code == 403
    assert call(c, method, path, kw, "alice", ids["alice"], bearer(BOB)).status_code == 403
    # 404: a memory that does not exist (routes with an id), or that belongs to someone else
    if "{id}" in path:
        assert call(c, method, path, kw, "alice", "0" * 32, bearer(ALICE)).status_code == 404
        assert call(c, method, path, kw, "alice", ids["bob"], bearer(ALICE)).status_code == 404
    # 413: a query string over 8 KB, on every route, before auth or the route run
    big = {**kw, "params": {**kw.get("params", {}), "pad": "x" * 9000}}
    assert call(c, method, path, big, "alice", ids["alice"], bearer(ALICE)).status_code == 413
    # 413: a body over 1 MB, refused from its Content-Length
    r = c.request(method, path.replace("{u}", "alice").replace("{id}", ids["alice"]), headers=bearer(ALICE),
                  content=b"x" * (1_048_576 + 1))
    assert r.status_code == 413
    # 400: a Host that is not ours (DNS rebinding), even with the right token
    r = call(c, method, path, kw, "alice", ids["alice"], {**bearer(ALICE), "Host": "evil.example:8765"})
    assert r.status_code == 400 and "allowed_hosts" in r.json()["detail"]
    # no CORS: no Access-Control-Allow-Origin, whatever the Origin
    r = call(c, method, path, kw, "alice", ids["alice"], {**bearer(ALICE), "Origin": "https://evil.example"})
    assert r.status_code in (200, 404) and "access-control-allow-origin" not in r.headers
    # the scoped token works for its own user; the admin token for anyone
    assert call(c, method, path, kw, "alice", ids["alice"], bearer(ALICE)).status_code in (200, 404)
    assert call(c, method, path, kw, "bob", ids["bob"], bearer(ADMIN)).status_code == 200


def test_unknown_route_is_404_and_health_is_open(app: tuple[TestClient, dict[str, str]]) -> None:
    c, _ = app
    assert c.get("/nope", headers=bearer(ADMIN)).status_code == 404
    assert c.get("/health").status_code == 200
    assert c.get("/health", headers={"Host": "evil.example"}).status_code == 400
    pre = c.options("/search", headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"})
    assert "access-control-allow-origin" not in pre.headers


def test_search_query_and_k_are_bounded(app: tuple[TestClient, dict[str, str]]) -> None:
    c, _ = app
    r = c.post("/search", json={"query": "q" * 9000, "user_id": "alice"}, headers=bearer(ALICE))
    assert r.status_code == 413 and "max_query_bytes" in r.json()["detail"]
    r = c.post("/search", json={"query": "passport", "user_id": "alice", "k": 101}, headers=bearer(ALICE))
    assert r.status_code == 422 and "max_k" in r.json()["detail"]
    r = c.post("/search", json={"query": "passport", "user_id": "alice", "k": 100}, headers=bearer(ALICE))
    assert r.status_code == 200 and [x["user_id"] for x in r.json()["results"]] == ["alice"]


def test_chunked_body_over_the_limit_is_413_without_reading_it_all() -> None:
    seen: list[int] = []

    async def echo(scope: Any, receive: Any, send: Any) -> None:
        while True:
            m = await receive()
            seen.append(len(m.get("body", b"")))
            if not m.get("more_body"):
                break
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    async def chunks() -> Any:
        for _ in range(40):
            yield b"y" * 65536

    async def go() -> httpx.Response:
        app = Guard(echo, hosts=["localhost"], max_body=1_048_576, max_query=8192, timeout_s=5)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://localhost") as c:
            return await c.post("/", content=chunks())

    r = asyncio.run(go())
    assert r.status_code == 413 and sum(seen) <= 1_048_576 + 65536


def test_slow_request_gets_504_and_others_go_on() -> None:
    async def slow(scope: Any, receive: Any, send: Any) -> None:
        await asyncio.sleep(5 if scope["path"] == "/slow" else 0)
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    async def go() -> tuple[int, int]:
        app = Guard(slow, hosts=["localhost"], max_body=1024, max_query=64, timeout_s=0.2)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://localhost") as c:
            a, b = await asyncio.gather(c.get("/slow"), c.get("/fast"))
            return a.status_code, b.status_code

    assert asyncio.run(go()) == (504, 200)


def test_host_names_parse() -> None:
    from retrieve.guard import host_name

    assert host_name("[::1]:8765") == "[::1]" and host_name("LocalHost:1") == "localhost" and host_name("::1") == "::1"
    assert access.is_loopback("127.0.0.2") and not access.is_loopback("0.0.0.0") and not access.is_loopback("10.0.0.1")


def _env(settings: Settings, tmp_path: Path) -> tuple[dict[str, str], str]:
    env, url = serve_env(settings, tmp_path, store_idle_s=60)
    env.pop("TRUE_RECALL_SERVE_TOKEN")
    return env, url


def test_refuses_a_public_bind_without_a_token(settings: Settings, tmp_path: Path) -> None:
    env, _ = _env(settings, tmp_path)
    out = subprocess.run([str(Path(sys.executable).with_name("true-recall")), "serve", "--host", "0.0.0.0"], env=env,
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "TRUE_RECALL_SERVE_TOKEN" in out.stderr and "0.0.0.0" in out.stderr


def test_token_file_is_made_private_and_the_cli_uses_it(settings: Settings, tmp_path: Path) -> None:
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [make_gem("Bob keeps his passport in the safe", user="bob")])
    store.close()
    env, url = _env(settings, tmp_path)
    path = access.token_path(settings)
    assert not path.exists()
    with running_serve(env, url):
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
        token = path.read_text().strip()
        assert len(token) >= 32
        body = {"query": "passport", "user_id": "bob"}
        assert httpx.post(f"{url}/search", json=body, timeout=10).status_code == 401
        r = httpx.post(f"{url}/search", json=body, headers=bearer(token), timeout=10)
        assert r.status_code == 200 and len(r.json()["results"]) == 1
        # serve holds the store, so the CLI asks serve, with the token from the file
        out = subprocess.run([sys.executable, "-m", "retrieve.search", "passport", "--user", "bob", "--format", "json"],
                             env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["gem"] == "Bob keeps his passport in the safe"
    # a second start keeps the same token
    with running_serve(env, url):
        assert path.read_text().strip() == token
