"""The memory page's session and form checks without a browser (FastAPI's TestClient over a real embedded store):
expired, forged and garbled cookies are no session; a garbled CSRF token is a 403, never a 500."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from store_fixtures import edge_store, index, local_embedder, make_gem

from retrieve.page import COOKIE, Sessions
from retrieve.serve import create_app
from utils.config import Settings


def test_sessions_expire_and_refuse_forgeries() -> None:
    s = Sessions(b"k" * 32, ttl_s=60)
    cookie = s.issue(0, now=1000.0)
    assert s.read(cookie, now=1059.0) is not None
    assert s.read(cookie, now=1061.0) is None  # expired
    assert Sessions(b"x" * 32).read(cookie, now=1001.0) is None  # another key (a restarted serve)
    body, sig = cookie.rsplit(".", 1)
    for bad in (f"{body}.{'0' * len(sig)}", f"{body}x.{sig}", f"{body}.é{sig[1:]}", "é.é", "", "no-dot"):
        assert s.read(bad, now=1001.0) is None


@pytest.fixture
def client(settings: Settings, tmp_path: Path) -> Iterator[TestClient]:
    store = edge_store(tmp_path)
    index(store, [make_gem("Alice keeps her passport in the blue drawer")])
    settings.serve.token = "s3cret-page-token-0123"
    app = create_app(settings, store, local_embedder())
    with TestClient(app, base_url="http://localhost") as c:
        yield c
    store.close()


def test_forms_refuse_garbled_tokens_and_other_types(client: TestClient) -> None:
    r = client.post("/ui/login", data={"token": "s3cret-page-token-0123"}, follow_redirects=False)
    assert r.status_code == 303 and COOKIE in r.cookies
    page = client.get("/ui/search?user=alice")
    assert page.status_code == 200 and "blue drawer" in page.text
    assert "unsafe-inline" not in page.headers["content-security-policy"]
    gem = re.search(r"/ui/gem/([0-9a-f-]{36})", page.text).group(1)  # type: ignore[union-attr]
    for csrf in ("", "é" * 64, "0" * 64):
        r = client.post(f"/ui/gem/{gem}/delete", data={"user": "alice", "csrf": csrf}, follow_redirects=False)
        assert r.status_code == 403
    r = client.post(f"/ui/gem/{gem}/delete", json={"user": "alice"}, follow_redirects=False)
    assert r.status_code == 415
    client.cookies.clear()
    client.cookies.set(COOKIE, "!!!.???")  # (an HTTP client sends only ASCII here; read() is tested with more above)
    assert client.get("/ui/search?user=alice", follow_redirects=False).status_code == 303  # no session: to sign-in
    # The JSON API is as it was: the bearer token, no cookie.
    assert client.post("/search", json={"query": "passport", "user_id": "alice"}).status_code == 401


def test_browsing_leaves_the_assistant_s_answers_out_and_says_where_they_are(settings: Settings,
                                                                           tmp_path: Path) -> None:
    """An "answer" gem (an assistant's reply, kept for summary questions) is not one of the person's memories:
    the plain listing leaves it out, counts it and links to the listing of answers, which shows it."""
    store = edge_store(tmp_path)
    answer = "Assistant (answer): Configure logging to capture errors at the ERROR level."
    index(store, [make_gem("Alice keeps her passport in the blue drawer"),
                  make_gem(answer, categories=("answer",), turns="2-2")])
    settings.serve.token = "s3cret-page-token-0123"
    with TestClient(create_app(settings, store, local_embedder()), base_url="http://localhost") as c:
        assert c.post("/ui/login", data={"token": "s3cret-page-token-0123"}, follow_redirects=False).status_code == 303
        plain = c.get("/ui/search?user=alice").text
        listed = plain[plain.index("Newest memories"):plain.index("</ul>", plain.index("Newest memories"))]
        assert "blue drawer" in listed and "ERROR level" not in listed
        link = re.search(r"1 assistant answer kept for summary questions .*?<a href='([^']+)'>show them</a>", plain)
        assert link is not None
        shown = c.get(link.group(1).replace("&amp;", "&")).text
        assert "ERROR level" in shown and "blue drawer" not in shown and "assistant answer kept" not in shown
        other = c.get("/ui/search?user=alice&category=fact").text  # a category chosen: no note about answers
        assert "blue drawer" in other and "assistant answer" not in other
    store.close()
