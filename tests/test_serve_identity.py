"""The CLI talks to its own serve only: the token goes to a server whose /health gives the instance id serve
recorded in the data folder, never to whatever else listens on the port; an answer that is not serve's is
"serve unavailable" with a message, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from serve_process import TEST_TOKEN, serve_env
from store_fixtures import index, make_gem

from utils.config import Settings
from utils.store.edge import EdgeStore

ROOT = Path(__file__).resolve().parent.parent
EXE = str(Path(sys.executable).with_name("true-recall"))
INSTANCE = "0123456789abcdef0123456789abcdef"


class Squatter:
    """A tiny HTTP server that answers every path from a table and records what it was sent."""

    def __init__(self, port: int, answers: dict[str, tuple[int, bytes]]) -> None:
        self.answers = answers
        self.seen: list[tuple[str, str, str | None]] = []  # (method, path, Authorization header)
        squatter = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                squatter.seen.append((self.command, self.path, self.headers.get("Authorization")))
                n = int(self.headers.get("Content-Length") or 0)
                if n:
                    self.rfile.read(n)
                status, body = squatter.answers.get(self.path, (404, b"nope"))
                self.send_response(status)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = _answer

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def tokens_seen(self) -> list[str]:
        return [a for _, _, a in self.seen if a]


@contextmanager
def squatting(port: int, answers: dict[str, tuple[int, bytes]]) -> Iterator[Squatter]:
    s = Squatter(port, answers)
    s.thread.start()
    try:
        yield s
    finally:
        s.server.shutdown()
        s.server.server_close()


@pytest.fixture
def held(settings: Settings) -> Iterator[None]:
    """The embedded store held by this test process, so `search` must ask a serve."""
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [make_gem("Bob keeps his passport in the safe", user="bob")])
    try:
        yield
    finally:
        store.close()


def search(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([EXE, "search", "passport", "--user", "bob", "--format", "json"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


def record(settings: Settings, url: str, instance: str = INSTANCE) -> None:
    """serve.json as a running serve writes it (the pid is this test's, so it counts as alive)."""
    settings.data_path.mkdir(parents=True, exist_ok=True)
    (settings.data_path / "serve.json").write_text(json.dumps({"url": url, "pid": os.getpid(), "instance": instance}))


def test_no_serve_recorded_means_no_token_to_the_squatter_on_serve_port(settings: Settings, tmp_path: Path,
                                                                       held: None) -> None:
    env, url = serve_env(settings, tmp_path)  # no serve runs; a squatter takes serve.port
    health = json.dumps({"status": "ok", "instance": INSTANCE}).encode()
    with squatting(port_of(url), {"/health": (200, health), "/search": (200, b'{"results": []}')}) as sq:
        out = search(env)
    assert sq.tokens_seen == [] and sq.seen == []  # not asked at all: nothing recorded says serve is there
    assert out.returncode == 1 and "no true-recall serve runs for this data folder" in out.stderr, out.stderr
    assert TEST_TOKEN not in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("health", [
    (200, json.dumps({"status": "ok", "instance": "not-the-recorded-one"}).encode()),
    (200, json.dumps({"status": "ok"}).encode()),
    (200, b"<html>hello</html>"),
    (200, b"[1, 2, 3]"),
    (500, b"boom"),
], ids=["other-id", "no-id", "html", "json-list", "500"])
def test_a_server_that_is_not_the_recorded_serve_never_gets_the_token(
        settings: Settings, tmp_path: Path, held: None, health: tuple[int, bytes]) -> None:
    env, url = serve_env(settings, tmp_path)
    record(settings, url)  # a serve recorded itself here, then (say) died with its pid reused; a squatter came
    with squatting(port_of(url), {"/health": health, "/search": (200, b'{"results": []}')}) as sq:
        out = search(env)
    assert [m for m, _, _ in sq.seen] == ["GET"] and sq.tokens_seen == []  # only /health, unauthenticated
    assert out.returncode == 1, out.stderr
    assert "is not the true-recall serve recorded in the data folder" in out.stderr and "token was not sent" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("answer", [
    (200, b"not json at all"),
    (200, json.dumps({"results": "x"}).encode()),
    (200, json.dumps({"results": [{"id": "1"}]}).encode()),
    (200, json.dumps(["results"]).encode()),
    (503, b"<html>busy</html>"),
    (418, b"\xff\xfe"),
], ids=["not-json", "results-not-list", "result-missing-fields", "json-list", "503-html", "418-bytes"])
def test_a_malformed_answer_is_serve_unavailable_without_a_traceback(
        settings: Settings, tmp_path: Path, held: None, answer: tuple[int, bytes]) -> None:
    env, url = serve_env(settings, tmp_path)
    record(settings, url)
    health = json.dumps({"status": "ok", "instance": INSTANCE}).encode()
    with squatting(port_of(url), {"/health": (200, health), "/search": answer}) as sq:
        out = search(env)
    assert [p for _, p, _ in sq.seen] == ["/health", "/search"]  # identity checked first, then asked
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and f"true-recall serve at {url}" in lines[0], out.stderr
