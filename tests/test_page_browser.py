"""The memory page as a person uses it, in a real browser (Debian's chromium via Playwright, tests/page_kit.py)
against a real `true-recall serve` subprocess: sign in, search and read why a result came back, open a gem, edit,
delete, undo a supersession, a scoped token that cannot see another user, a <script> gem shown as text."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import pytest
from page_kit import browser, follow, readme_shot, tab  # noqa: F401 - fixtures
from serve_process import TEST_TOKEN, running_serve, serve_env
from store_fixtures import index, make_gem

from utils.config import Settings
from utils.store.edge import EdgeStore

SCOPED = "bob-only-token-0123456789"
HOSTILE = "<script>window.pwned = 1</script> Alice likes <b>green</b> tea"


@dataclass
class Served:
    url: str
    ids: dict[str, str]


@pytest.fixture
def served(settings: Settings, tmp_path: Path) -> Iterator[Served]:
    new = make_gem("Alice switched Pantry from SQLite to Postgres", categories=["decision"], importance="high",
                   days_ago=1, conversation_id="conv-2", turns="4-5", context="while planning the Pantry release")
    old = make_gem("Pantry is a Rust/Axum project", days_ago=20, turns="2-2", superseded_by=new.id)
    passport = make_gem("Alice keeps her passport in the blue drawer", days_ago=3, turns="1-1")
    hostile = make_gem(HOSTILE, days_ago=2, turns="3-3")
    bob = make_gem("Bob keeps his passport in the safe", user="bob", days_ago=1)
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [new, old, passport, hostile, bob])
    store.close()
    env, url = serve_env(settings, tmp_path, tokens=[{"token": SCOPED, "users": ["bob"]}], compact_after_s=0.5)
    with running_serve(env, url, log=tmp_path / "serve.log"):
        yield Served(url, {"new": new.id, "old": old.id, "passport": passport.id, "hostile": hostile.id,
                           "bob": bob.id})


def sign_in(pg, url: str, token: str) -> None:  # type: ignore[no-untyped-def]
    pg.goto(url + "/")
    pg.get_by_label("Token").fill(token)
    follow(pg, pg.get_by_role("button", name="Sign in"))


def test_sign_in_session_cookie_and_headers(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    first = pg.goto(served.url + "/")
    csp = first.headers["content-security-policy"]
    assert "unsafe-inline" not in csp and "script-src 'self'" in csp
    readme_shot(pg, "page-sign-in")
    pg.get_by_label("Token").fill("not-a-token-at-all-000")
    follow(pg, pg.get_by_role("button", name="Sign in"))
    assert "not one this service accepts" in pg.inner_text("main")
    assert pg.context.cookies() == []

    sign_in(pg, served.url, TEST_TOKEN)
    # The admin token picks a user.
    assert pg.get_by_role("heading", name="Whose memories?").is_visible()
    [cookie] = pg.context.cookies()
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"
    assert time.time() < cookie["expires"] < time.time() + 24 * 3600
    assert TEST_TOKEN not in cookie["value"]
    follow(pg, pg.get_by_role("link", name="alice"))
    assert "Newest memories" in pg.inner_text("main")

    # A change without the form's CSRF token is refused, even with the session cookie.
    r = pg.context.request.post(f"{served.url}/ui/gem/{served.ids['passport']}/delete",
                                form={"user": "alice"})
    assert r.status == 403 and "CSRF" in r.text()
    # A form posted from another site is refused, sign-in included (the browser names the site in Origin).
    r = pg.context.request.post(f"{served.url}/ui/login", form={"token": TEST_TOKEN},
                                headers={"Origin": "http://evil.example"}, max_redirects=0)
    assert r.status == 403
    # A forged cookie is no session.
    pg.context.clear_cookies()
    pg.context.add_cookies([{**cookie, "value": cookie["value"][:-4] + "0000"}])
    pg.goto(f"{served.url}/ui/search?user=alice")
    assert pg.get_by_label("Token").is_visible()

    # Signing out ends the session.
    sign_in(pg, served.url, TEST_TOKEN)
    follow(pg, pg.get_by_role("button", name="Sign out"))
    assert pg.get_by_label("Token").is_visible() and pg.context.cookies() == []


def test_search_says_why_and_gem_page(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    follow(pg, pg.get_by_role("link", name="alice"))
    pg.get_by_label("Search").fill("where is my passport")
    follow(pg, pg.get_by_role("button", name="Search"))
    first = pg.locator("li.result").first
    assert first.locator(".gem").inner_text() == "Alice keeps her passport in the blue drawer"
    first.get_by_text("Why it came back").click()
    why = first.locator(".why").inner_text()
    assert "matched words: passport" in why and "by meaning" in why and "medium importance" in why
    assert "Bob" not in pg.inner_text("main")  # alice's search never reaches bob's gems
    readme_shot(pg, "page-search")

    follow(pg, pg.get_by_role("link", name="Alice keeps her passport in the blue drawer"))
    main = pg.inner_text("main")
    assert "User: Alice keeps her passport in the blue drawer" in main  # the verbatim snippet
    assert "conv-1" in main and "1-1" in main and "2026-02-26" in main

    # The gem that replaced another shows the chain both ways.
    pg.goto(f"{served.url}/ui/gem/{served.ids['new'][:8]}?user=alice")  # the short id the CLI shows works too
    main = pg.inner_text("main")
    assert "while planning the Pantry release" in main and "Replaces Pantry is a Rust/Axum project" in main
    readme_shot(pg, "page-gem")


def test_edit_reembeds(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/gem/{served.ids['passport']}?user=alice")
    pg.get_by_label("Text").fill("Alice keeps her passport in the kitchen cupboard")
    follow(pg, pg.get_by_role("button", name="Save"))
    assert pg.locator("h2.gem-text").inner_text() == "Alice keeps her passport in the kitchen cupboard"
    # Found by its new words: the text was embedded again (dense and keyword vectors).
    pg.goto(f"{served.url}/ui/search?user=alice&q=cupboard")
    assert pg.locator("li.result .gem").first.inner_text() == "Alice keeps her passport in the kitchen cupboard"
    first = pg.locator("li.result").first
    first.get_by_text("Why it came back").click()
    assert "matched words: cupboard" in first.locator(".why").inner_text()


def test_delete_asks_then_removes(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/gem/{served.ids['passport']}?user=alice")
    asked = []
    pg.once("dialog", lambda d: (asked.append(d.message), d.dismiss()))
    pg.get_by_role("button", name="Delete this memory").click()
    assert asked == ["Delete this memory for good?"]
    assert pg.locator("h2.gem-text").inner_text().startswith("Alice keeps her passport")  # dismissed: still there
    pg.once("dialog", lambda d: d.accept())
    pg.get_by_role("button", name="Delete this memory").click()
    pg.get_by_text("Memory deleted.").wait_for()
    pg.goto(f"{served.url}/ui/search?user=alice&q=passport")
    assert "blue drawer" not in pg.inner_text("main")
    r = pg.goto(f"{served.url}/ui/gem/{served.ids['passport']}?user=alice")
    assert r.status == 404


def test_undo_supersession(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/gem/{served.ids['new']}?user=alice")
    follow(pg, pg.get_by_role("link", name="Pantry is a Rust/Axum project"))
    assert "Replaced on 2026-02-28 by Alice switched Pantry from SQLite to Postgres" in pg.inner_text("main")
    follow(pg, pg.get_by_role("button", name="Undo: this memory still holds"))
    assert "Nothing replaced it" in pg.inner_text("main")
    # Current again: the plain search finds it, untagged.
    pg.goto(f"{served.url}/ui/search?user=alice&q=Rust Axum project")
    first = pg.locator("li.result").first
    assert first.locator(".gem").inner_text() == "Pantry is a Rust/Axum project"
    assert first.locator(".tag").count() == 0


def test_scoped_token_sees_only_its_user(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, SCOPED)
    # One user: straight to bob's memories, no picker.
    assert "Bob keeps his passport in the safe" in pg.inner_text("main")
    r = pg.goto(f"{served.url}/ui/search?user=alice&q=passport")
    assert r.status == 403 and "alice" in pg.inner_text("body") and "blue drawer" not in pg.inner_text("body")
    r = pg.goto(f"{served.url}/ui/gem/{served.ids['passport']}?user=bob")  # alice's gem under bob's name: none
    assert r.status == 404
    r = pg.goto(f"{served.url}/ui/export?user=alice")
    assert r.status == 403
    pg.goto(f"{served.url}/ui/search?user=bob")
    with pg.expect_download() as dl:
        pg.get_by_role("link", name="Export all (JSON lines)").click()
    text = Path(dl.value.path()).read_text()
    assert "Bob keeps his passport" in text and "Alice" not in text


def test_script_gem_shown_as_text(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/search?user=alice&q=green tea")
    first = pg.locator("li.result .gem").first
    assert first.inner_text() == HOSTILE  # the markup is the text a person reads
    assert pg.evaluate("window.pwned") is None
    assert pg.locator("ol.results b").count() == 0 and pg.locator("main script").count() == 0
    follow(pg, first.get_by_role("link"))
    assert pg.locator("h2.gem-text").inner_text() == HOSTILE
    assert pg.locator("textarea#gem").input_value() == HOSTILE
    assert pg.evaluate("window.pwned") is None


def test_settings_memory_off_and_excluded_categories(served: Served, tab, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    from utils import user_settings

    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/search?user=alice")
    pg.get_by_label("Memory off").check()
    pg.get_by_label("health").check()
    pg.get_by_label("relationship").check()
    follow(pg, pg.get_by_role("button", name="Save settings"))
    pg.get_by_text("Settings saved.").wait_for()
    assert "Memory is off for alice" in pg.inner_text("main")
    assert user_settings.load(settings, "alice") == user_settings.UserSettings(True, ("health", "relationship"))
    assert user_settings.load(settings, "bob") == user_settings.UserSettings()  # one user's choice only
    pg.goto(f"{served.url}/ui/search?user=alice&q=passport")
    assert "0 results" in pg.inner_text("main") and "blue drawer" not in pg.inner_text("main")

    pg.get_by_label("Memory off").uncheck()
    follow(pg, pg.get_by_role("button", name="Save settings"))
    pg.get_by_text("Settings saved.").wait_for()
    assert "Memory is off" not in pg.inner_text("main")
    assert pg.get_by_label("health").is_checked() and not pg.get_by_label("Memory off").is_checked()
    pg.goto(f"{served.url}/ui/search?user=alice&q=passport")
    assert "blue drawer" in pg.inner_text("main")


def test_browse_filters_and_forget_everything(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/search?user=alice")

    def browsed() -> list[str]:
        return pg.locator("ul.browse li a").all_inner_texts()

    assert len(browsed()) == 4 and pg.locator("ul.browse .tag").count() == 1  # the replaced one, tagged
    pg.get_by_label("Importance").select_option("high")
    follow(pg, pg.get_by_role("button", name="Search"))
    assert browsed() == ["Alice switched Pantry from SQLite to Postgres"]
    pg.get_by_label("Importance").select_option("")
    pg.get_by_label("From", exact=True).fill("2026-02-27")
    pg.get_by_label("To", exact=True).fill("2026-02-28")
    follow(pg, pg.get_by_role("button", name="Search"))
    assert browsed() == ["Alice switched Pantry from SQLite to Postgres", HOSTILE]
    pg.goto(f"{served.url}/ui/search?user=alice&conversation=conv-2")
    assert browsed() == ["Alice switched Pantry from SQLite to Postgres"]
    assert pg.goto(f"{served.url}/ui/search?user=alice&since=yesterday").status == 422

    pg.goto(f"{served.url}/ui/search?user=alice")
    pg.get_by_label("Type alice to confirm").fill("alcie")
    follow(pg, pg.get_by_role("button", name="Forget everything"))
    assert "Nothing was forgotten: type alice exactly" in pg.inner_text("main") and len(browsed()) == 4
    pg.get_by_label("Type alice to confirm").fill("alice")
    follow(pg, pg.get_by_role("button", name="Forget everything"))
    pg.get_by_text("Forgot 4 memories and 0 buffered turns of alice.").wait_for()
    assert browsed() == [] and "No memories yet" in pg.inner_text("main")
    pg.goto(f"{served.url}/ui/search?user=bob")
    assert browsed() == ["Bob keeps his passport in the safe"]


def test_keyboard_alone_and_a_phone_sized_screen(served: Served, tab) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    pg.set_viewport_size({"width": 375, "height": 667})
    pg.goto(served.url + "/")
    # The token field takes the focus (autofocus) once the page is shown: wait for that, not a fixed time.
    pg.wait_for_function("document.activeElement && document.activeElement.id === 'token'")
    pg.keyboard.type(TEST_TOKEN)
    pg.keyboard.press("Enter")
    pg.get_by_role("heading", name="Whose memories?").wait_for()
    for _ in range(10):  # Tab to alice's link, then follow it
        pg.keyboard.press("Tab")
        if pg.evaluate("document.activeElement.textContent") == "alice":
            break
    pg.keyboard.press("Enter")
    pg.get_by_role("heading", name="Newest memories").wait_for()
    pg.wait_for_function("document.activeElement && document.activeElement.id === 'q'")
    pg.keyboard.type("passport")  # the search field has the focus
    pg.keyboard.press("Enter")
    pg.locator("li.result").first.wait_for()
    assert pg.locator("li.result .gem").first.inner_text() == "Alice keeps her passport in the blue drawer"
    # Nothing wider than the phone's screen: no sideways scrolling.
    wide = pg.evaluate("""[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right >
                          window.innerWidth + 1).map(e => e.tagName + '.' + e.className + '#' + e.id).slice(0, 8)""")
    assert pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), wide


# ---- the review queue and every setting (issue 29) ------------------------------------------------------------


def api(served: Served, path: str, token: str = TEST_TOKEN) -> tuple[int, dict]:  # type: ignore[type-arg]
    """serve's JSON API, to check what the page did in the store."""
    import json
    import urllib.error
    import urllib.request

    req = urllib.request.Request(served.url + path, headers={"Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, {}


def queue_three(settings: Settings, served: Served) -> dict[str, str]:
    """Three gems waiting for alice's word, as the curator queues them (utils/review_queue.py) when she asked for it."""
    from utils import review_queue, user_settings

    user_settings.change(settings, "alice", "confirm_conflicts", "true")

    red = make_gem("Alice keeps her passport in the red drawer now", turns="7-7")
    back = make_gem("Alice moved Pantry back to SQLite", categories=["decision"], turns="8-8")
    tea = make_gem("Alice prefers green tea without sugar", turns="9-9")
    review_queue.queue(settings, "alice", [
        review_queue.Pending(red, "conflict", served.ids["passport"], "2026-03-01T03:30:00Z"),
        review_queue.Pending(back, "conflict", served.ids["new"], "2026-03-01T03:30:00Z"),
        review_queue.Pending(tea, "conflict", served.ids["hostile"], "2026-03-01T03:30:00Z")])
    return {"red": red.id, "back": back.id, "tea": tea.id}


def test_review_queue_keep_new_old_and_both(served: Served, tab, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    waiting = queue_three(settings, served)
    sign_in(pg, served.url, TEST_TOKEN)
    pg.goto(f"{served.url}/ui/search?user=alice")
    follow(pg, pg.get_by_role("link", name="Review"))
    pg.get_by_role("heading", name="Waiting for you (3)").wait_for()
    item = pg.locator(f"#r-{waiting['red'][:8]}")
    text = item.inner_text()
    assert "Alice keeps her passport in the red drawer now" in text and "Alice keeps her passport in the blue drawer" in text
    assert "2026-03-01" in text and "2026-02-26" in text  # both dates
    # Waiting means not searchable.
    assert api(served, "/memories/" + waiting["red"] + "?user_id=alice")[0] == 404
    readme_shot(pg, "page-review")

    # Keep new, by keyboard alone: focus the button, press Enter.
    item.get_by_role("button", name="Keep new").focus()
    pg.keyboard.press("Enter")
    pg.get_by_text("Kept the new memory.").wait_for()
    status, old = api(served, f"/memories/{served.ids['passport']}?user_id=alice")
    assert status == 200 and old["superseded_by"] == waiting["red"]
    assert api(served, f"/memories/{waiting['red']}?user_id=alice")[1]["superseded_by"] is None

    follow(pg, pg.locator(f"#r-{waiting['back'][:8]}").get_by_role("button", name="Keep old"))
    pg.get_by_text("Kept the old memory; the new one is dropped.").wait_for()
    assert api(served, f"/memories/{waiting['back']}?user_id=alice")[0] == 404
    assert api(served, f"/memories/{served.ids['new']}?user_id=alice")[1]["superseded_by"] is None

    pg.set_viewport_size({"width": 375, "height": 667})  # a phone: the buttons wrap, nothing scrolls sideways
    assert pg.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    follow(pg, pg.locator(f"#r-{waiting['tea'][:8]}").get_by_role("button", name="Keep both"))
    pg.get_by_text("Kept both memories.").wait_for()
    assert api(served, f"/memories/{waiting['tea']}?user_id=alice")[1]["superseded_by"] is None
    assert api(served, f"/memories/{served.ids['hostile']}?user_id=alice")[1]["superseded_by"] is None
    assert "Nothing waits for your decision." in pg.inner_text("main")
    assert api(served, "/review?user_id=alice")[1]["pending"] == []


def test_scoped_token_cannot_see_another_users_queue(served: Served, tab, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    queue_three(settings, served)
    sign_in(pg, served.url, SCOPED)
    r = pg.goto(f"{served.url}/ui/review?user=alice")
    assert r.status == 403 and "red drawer" not in pg.inner_text("body")
    assert api(served, "/review?user_id=alice", SCOPED)[0] == 403
    pg.goto(f"{served.url}/ui/review?user=bob")
    assert "Nothing waits for your decision." in pg.inner_text("main")


@pytest.fixture
def served_idle(settings: Settings, tmp_path: Path) -> Iterator[Served]:
    """serve over alice's Pantry decision, letting go of the store when idle (a curate run takes it meanwhile)."""
    old = make_gem("Alice switched Pantry from SQLite to Postgres", categories=["decision"], importance="high",
                   days_ago=1, conversation_id="conv-2", turns="4-5")
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [old])
    store.close()
    env, url = serve_env(settings, tmp_path, store_idle_s=0.3)
    with running_serve(env, url, log=tmp_path / "serve.log"):
        yield Served(url, {"old": old.id})


def test_every_setting_on_the_page_takes_effect_in_the_next_curate_run(  # type: ignore[no-untyped-def]
        served_idle: Served, tab, settings: Settings, redis_client) -> None:
    from test_curate_curator import keyword_extractor, mk_turns, stage

    from curate.curator import Curator, RunOptions
    from utils import user_settings
    from utils.embed.local import LocalEmbedder

    pg = tab
    sign_in(pg, served_idle.url, TEST_TOKEN)
    pg.goto(f"{served_idle.url}/ui/search?user=alice")
    pg.get_by_label("Never keep memories about these topics").fill("finance, my ex")
    pg.get_by_label("health").check()
    pg.get_by_label("Ask me before a new memory replaces an old one").check()
    follow(pg, pg.get_by_role("button", name="Save settings"))
    pg.get_by_text("Settings saved.").wait_for()
    assert user_settings.load(settings, "alice") == user_settings.UserSettings(
        excluded_categories=("health",), excluded_topics=("finance", "my ex"), confirm_conflicts=True)
    assert pg.get_by_label("Never keep memories about these topics").input_value() == "finance, my ex"
    pg.get_by_role("heading", name="Settings").scroll_into_view_if_needed()
    readme_shot(pg, "page-settings")

    # A bad topic is said, and nothing is changed.
    pg.get_by_label("Never keep memories about these topics").fill("finance, <b>")
    follow(pg, pg.get_by_role("button", name="Save settings"))
    assert "is not a topic" in pg.inner_text("main")
    assert user_settings.load(settings, "alice").excluded_topics == ("finance", "my ex")

    # The nightly run: a salary (finance), an allergy (category health), a change of mind (a conflict).
    ex = keyword_extractor({
        "salary": {"gem": "Alice's salary goes up to 95k", "categories": ["fact"], "importance": "high",
                   "confidence": 0.9},
        "allergic": {"gem": "Alice is allergic to cats", "categories": ["health"], "importance": "high",
                     "confidence": 0.9},
        "back to": {"gem": "Alice switched Pantry from Postgres back to SQLite", "categories": ["decision"],
                    "importance": "high", "confidence": 0.9}})
    stage(settings, redis_client, mk_turns(["My salary goes up to 95k", "I'm allergic to cats",
                                            "We moved Pantry back to SQLite"]))
    store = EdgeStore(settings.resolve("store"), "true_recall", lock_wait_s=20)
    try:
        rep = Curator(settings, redis_client, ex, LocalEmbedder(), store).run(
            RunOptions(now=datetime(2026, 3, 3, 3, 30, tzinfo=timezone.utc)))
    finally:
        store.close()
    assert rep.ok and rep.dropped["excluded_topic"] == 1 and rep.dropped["excluded_category"] == 1, rep.dropped
    assert rep.queued == 1 and rep.superseded == 0 and rep.stored == 0, rep.events

    pg.goto(f"{served_idle.url}/ui/review?user=alice")
    item = pg.locator("li.review-item")
    assert item.count() == 1
    assert "Alice switched Pantry from Postgres back to SQLite" in item.inner_text()
    assert "Alice switched Pantry from SQLite to Postgres" in item.inner_text()
    follow(pg, item.get_by_role("button", name="Keep new"))
    pg.get_by_text("Kept the new memory.").wait_for()
    assert api(served_idle, f"/memories/{served_idle.ids['old']}?user_id=alice")[1]["superseded_by"]

    # Confirmation off again: the page says Review lists the last run's replacements instead.
    pg.goto(f"{served_idle.url}/ui/search?user=alice")
    pg.get_by_label("Ask me before a new memory replaces an old one").uncheck()
    pg.get_by_label("Never keep memories about these topics").fill("")
    follow(pg, pg.get_by_role("button", name="Save settings"))
    pg.get_by_text("Settings saved.").wait_for()
    assert user_settings.load(settings, "alice") == user_settings.UserSettings(excluded_categories=("health",))
    follow(pg, pg.get_by_role("link", name="Review"))
    assert "Confirmation is off" in pg.inner_text("main")

@pytest.fixture
def cleaned_up(settings: Settings, tmp_path: Path) -> Iterator[Served]:
    """A store whose nightly clean-up (retention 1 year) took alice's old gem away before serve started."""
    from datetime import datetime, timezone

    from utils import retention, user_settings

    old = make_gem("Alice's first bike was a green Peugeot", days_ago=400, turns="7-7")
    kept = make_gem("Alice keeps her passport in the blue drawer", days_ago=3, turns="1-1")
    store = EdgeStore(settings.resolve("store"), "true_recall")
    index(store, [old, kept])
    user_settings.change(settings, "alice", "retention", "1y")
    assert retention.clean_user(settings, store, "alice", datetime.now(timezone.utc)).cleaned == 1
    store.close()
    env, url = serve_env(settings, tmp_path)
    with running_serve(env, url, log=tmp_path / "serve.log"):
        yield Served(url, {"old": old.id, "kept": kept.id})


def test_restore_a_cleaned_up_memory_and_the_clean_up_settings(cleaned_up: Served, tab,  # type: ignore[no-untyped-def]
                                                                settings: Settings) -> None:
    from utils import user_settings

    pg = tab
    sign_in(pg, cleaned_up.url, TEST_TOKEN)
    pg.goto(f"{cleaned_up.url}/ui/search?user=alice&q=first+bike+Peugeot")
    assert pg.get_by_role("heading", name="result").first.is_visible()  # the search ran ...
    assert not any("Peugeot" in g for g in pg.locator("li.result .gem").all_inner_texts())  # ... and hid it
    part = pg.locator("li.cleaned")
    assert part.count() == 1 and "green Peugeot" in part.inner_text() and "retention 1y" in part.inner_text()
    assert pg.get_by_role("heading", name="Recently cleaned up").is_visible()

    follow(pg, part.get_by_role("button", name="Restore"))
    assert "Memory restored" in pg.locator("p.notice").inner_text()
    assert pg.locator("li.cleaned").count() == 0
    pg.goto(f"{cleaned_up.url}/ui/search?user=alice&q=first+bike+Peugeot")
    assert pg.locator("li.result .gem").first.inner_text() == "Alice's first bike was a green Peugeot"

    # The clean-up settings on the page: saved in the person's settings.
    pg.get_by_label("Keep memories", exact=True).select_option("90d")
    pg.get_by_label("Clean up unused memories").select_option("high")
    pg.get_by_label("... unused (never returned) for this many days").fill("60")
    follow(pg, pg.get_by_role("button", name="Save settings"))
    assert "Settings saved" in pg.locator("p.notice").inner_text()
    us = user_settings.load(settings, "alice")
    assert (us.retention, us.cleanup_below, us.cleanup_after_days) == ("90d", "high", 60)
    assert pg.get_by_label("Keep memories", exact=True).input_value() == "90d"


def test_import_an_export_and_refuse_bad_lines(served: Served, tab, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pg = tab
    sign_in(pg, served.url, TEST_TOKEN)
    fresh = make_gem("Alice planted tulips along the fence", days_ago=5, turns="9-9")
    good = tmp_path / "good.jsonl"
    good.write_text(fresh.model_dump_json() + "\n")
    bad = tmp_path / "bad.jsonl"
    theirs = make_gem("Bob waters his cactus", user="bob", turns="8-8")
    bad.write_text(fresh.model_dump_json() + "\n{not json\n" + theirs.model_dump_json() + "\n")

    # Bad lines: each named, nothing imported (the good line of that file neither).
    pg.goto(f"{served.url}/ui/search?user=alice")
    pg.set_input_files("#file", str(bad))
    follow(pg, pg.get_by_role("button", name="Import"))
    main = pg.inner_text("main")
    assert "Nothing was imported" in main and "2 bad lines" in main
    assert "line 2: not a memory" in main and "line 3: a memory of user 'bob', not of 'alice'" in main
    pg.goto(f"{served.url}/ui/search?user=alice&q=tulips+fence")
    assert not any("tulips" in g for g in pg.locator("li.result .gem").all_inner_texts())

    # A good file: imported, and found by search (embedded again).
    pg.set_input_files("#file", str(good))
    follow(pg, pg.get_by_role("button", name="Import"))
    assert "Imported 1 memories: 1 new, 0 replaced" in pg.locator("p.notice").inner_text()
    pg.goto(f"{served.url}/ui/search?user=alice&q=tulips+fence")
    assert pg.locator("li.result .gem").first.inner_text() == "Alice planted tulips along the fence"

    # The upload needs the form's CSRF token like every change.
    r = pg.context.request.post(f"{served.url}/ui/import",
                                multipart={"user": "alice", "file": {"name": "g.jsonl", "mimeType": "text/plain",
                                                                     "buffer": good.read_bytes()}})
    assert r.status == 403 and "CSRF" in r.text()
