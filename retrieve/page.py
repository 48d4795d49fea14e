"""The memory page: `true-recall serve` answers a browser at `/` and `/ui/...` (issue 29).

Server-rendered HTML, one small static script and style sheet from this package (retrieve/page_assets), nothing
fetched from outside. The JSON API is untouched: these are new routes over the same store lease, token table and
library calls (retrieve.search.search for the ranking, retrieve.memories for show/edit/delete/export).

Sign-in: the person pastes a serve token into a form (POST /ui/login). The session cookie holds the token's place in
this process's token table, an expiry and a random nonce, signed with HMAC-SHA256 under a key made at start (a restart
signs everyone out; the token itself never goes into the cookie). HttpOnly, SameSite=Strict, Path=/, Max-Age
SESSION_S (Secure when the request came over https). Every change is a POST form carrying a CSRF token derived from
the session's nonce (HMAC), checked in constant time. Every answer carries a Content-Security-Policy without
'unsafe-inline' (scripts and styles only from this origin), so a stored text that slipped through escaping still could
not run; every stored text is escaped with html.escape besides.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import html
import json
import re
import secrets
import time
from datetime import date, datetime, timezone
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from importlib import resources
from typing import Any
from urllib.parse import parse_qs, quote, urlencode, urlsplit

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response, StreamingResponse

from retrieve import access, memories
from retrieve.search import Result, search
from schemas import ANSWER, CATEGORIES, StoredGem
from utils import retention, user_settings
from utils.config import Settings
from utils.dates import utc_bound
from utils.embed import Embedder
from utils.errors import InputError
from utils.store import GemFilter, GemStore

COOKIE = "tr_session"
SESSION_S = 8 * 3600  # a working day: long enough not to nag, short enough that a forgotten tab signs out
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; "
       "frame-ancestors 'none'; base-uri 'none'")
# Referrer-Policy same-origin, not no-referrer: under no-referrer Chromium sends "Origin: null" with the page's own
# forms, and the cross-site check below needs their real origin; nothing is sent to other sites either way.
SECURITY_HEADERS = {"Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff",
                    "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY", "Cache-Control": "no-store"}
BROWSE_LIMIT = 50
_WORD = re.compile(r"\w+", re.UNICODE)
ASSETS = {"page.js": "text/javascript; charset=utf-8", "page.css": "text/css; charset=utf-8"}


def esc(value: object) -> str:
    """Stored text as HTML text (quotes too, as it also lands in attribute values)."""
    return html.escape(str(value), quote=True)


class Sessions:
    """Signed, expiring session cookies and their CSRF tokens (a key per process)."""

    def __init__(self, key: bytes | None = None, ttl_s: int = SESSION_S) -> None:
        self.key = key or secrets.token_bytes(32)
        self.ttl_s = ttl_s

    def _sign(self, body: bytes) -> str:
        return hmac.new(self.key, body, hashlib.sha256).hexdigest()

    def issue(self, token_index: int, now: float | None = None) -> str:
        body = json.dumps({"t": token_index, "exp": int((now or time.time()) + self.ttl_s),
                           "n": secrets.token_hex(16)}, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(body).decode().rstrip("=") + "." + self._sign(body)

    def read(self, cookie: str | None, now: float | None = None) -> dict[str, Any] | None:
        """The session in a cookie, or None when it is missing, forged or expired."""
        if not cookie or "." not in cookie:
            return None
        b64, sig = cookie.rsplit(".", 1)
        try:
            body = base64.urlsafe_b64decode(b64 + "=" * (-len(b64) % 4))
        except ValueError:
            return None
        # As bytes: compare_digest refuses a str with non-ASCII characters (a crafted cookie would be a 500).
        if not hmac.compare_digest(sig.encode(), self._sign(body).encode()):
            return None
        s = json.loads(body)
        if s["exp"] < (now or time.time()):
            return None
        return s  # type: ignore[no-any-return]

    def csrf(self, session: dict[str, Any]) -> str:
        return self._sign(b"csrf:" + session["n"].encode())


def matched_words(query: str, r: Result) -> list[str]:
    """The query's words the gem (text or context) also holds: what the keyword leg found it by."""
    have = {w.lower() for w in _WORD.findall(f"{r.gem} {r.context}")}
    seen: list[str] = []
    for w in _WORD.findall(query.lower()):
        if w in have and w not in seen:
            seen.append(w)
    return seen


def why(query: str, r: Result) -> list[str]:
    """Why a result came back, in words, from its ranking components (the CLI's --explain)."""
    c = r.components
    out = []
    if c.pinned:
        out.append("a standing instruction: pinned to the top whatever the question's words")
    if c.sparse_rank is not None:
        words = matched_words(query, r)
        said = f"matched words: {', '.join(words)}" if words else "matched words of the question"
        out.append(f"{said} (#{c.sparse_rank} by words)")
    if c.dense_rank is not None:
        out.append(f"close in meaning to the question (#{c.dense_rank} by meaning, similarity {c.dense_score:.2f})")
    days = round(c.age_days)
    out.append(f"said {days} day{'s' if days != 1 else ''} before the search (recency weight {c.decay:.2f})")
    out.append(f"{r.importance} importance (weight {c.importance_weight:.2f})")
    if c.speaker_factor != 1:
        out.append(f"the question names who said it (weight {c.speaker_factor:.2f})")
    if c.superseded_factor != 1:
        out.append(f"replaced by a newer memory, so ranked lower (weight {c.superseded_factor:.2f})")
    return out


def _asset(name: str) -> bytes:
    return resources.files("retrieve").joinpath("page_assets", name).read_bytes()


def mount(app: FastAPI, settings: Settings, store: GemStore, embedder: Embedder,
          use_store: Callable[[], AbstractContextManager[GemStore]], tokens: list[tuple[bytes, access.Principal]],
          deleted: Callable[[], None], buffer_forget: Callable[[str], int] | None = None,
          sessions: Sessions | None = None) -> None:
    """Add the page's routes to serve's app. use_store: serve's lease (one request at a time on the store);
    deleted: tell serve's compactor an erasure is pending; buffer_forget: serve's stand-in for the Redis part of
    a forget (tests of the HTTP service), None for the real one, as DELETE /memories/{id} and /users/{id}."""
    redis_too = buffer_forget is None
    sess = sessions or Sessions()
    assets = {name: _asset(name) for name in ASSETS}

    def page(title: str, body: str, status: int = 200, session: dict[str, Any] | None = None,
             user: str | None = None) -> HTMLResponse:
        nav = ""
        if session is not None:
            home = f"/ui/search?{urlencode({'user': user})}" if user else "/"
            review_link = f" <a href='/ui/review?{esc(urlencode({'user': user}))}'>Review</a>" if user else ""
            nav = (f"<nav><a href='{esc(home)}'>Memories</a>{review_link}"
                   + (f" <span class='who'>user <b>{esc(user)}</b></span>" if user else "")
                   + f" <form method='post' action='/ui/logout' class='inline'>{csrf_field(session)}"
                   "<button type='submit'>Sign out</button></form></nav>")
        doc = ("<!doctype html><html lang='en'><head><meta charset='utf-8'>"
               "<meta name='viewport' content='width=device-width, initial-scale=1'>"
               f"<title>{esc(title)} · true-recall</title><link rel='stylesheet' href='/ui/assets/page.css'>"
               "<script src='/ui/assets/page.js' defer></script></head><body>"
               f"<header><h1>true-recall</h1>{nav}</header><main>{body}</main></body></html>")
        return HTMLResponse(doc, status_code=status, headers=SECURITY_HEADERS)

    def csrf_field(session: dict[str, Any]) -> str:
        return f"<input type='hidden' name='csrf' value='{esc(sess.csrf(session))}'>"

    def session_of(request: Request) -> tuple[dict[str, Any], access.Principal] | None:
        s = sess.read(request.cookies.get(COOKIE))
        if s is None or not 0 <= s["t"] < len(tokens):
            return None
        return s, tokens[s["t"]][1]

    def signed_in(request: Request) -> tuple[dict[str, Any], access.Principal]:
        found = session_of(request)
        if found is None:
            raise HTTPException(303, headers={"Location": "/"})
        return found

    async def form(request: Request, session: dict[str, Any] | None) -> dict[str, str]:
        """A urlencoded form's fields; 403 unless it carries this session's CSRF token (when signed in)."""
        # A form posted from another site (sign-in included, which has no session to carry a CSRF token yet): the
        # browser names that site in Origin. Tools that send no Origin are not browsers and need the token anyway.
        origin = request.headers.get("origin")
        if origin is not None and urlsplit(origin).netloc.lower() != request.headers.get("host", "").lower():
            raise HTTPException(403, "a form from another site is refused")
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "application/x-www-form-urlencoded":
            raise HTTPException(415, "the page's forms are sent as application/x-www-form-urlencoded")
        fields = {k: v[0] for k, v in parse_qs((await request.body()).decode("utf-8", "replace"),
                                                keep_blank_values=True).items()}
        if session is not None and not hmac.compare_digest(fields.get("csrf", "").encode(), sess.csrf(session).encode()):
            raise HTTPException(403, "the form's CSRF token is missing or wrong: reload the page and try again")
        return fields

    def visible_users(p: access.Principal) -> list[str]:
        if not p.admin:
            return sorted(p.users)
        with use_store() as st:
            return sorted(st.users())

    def checked_user(p: access.Principal, user: str | None) -> str | None:
        if user is None or user == "":
            return None
        if not p.may(user):
            raise HTTPException(403, f"this token may not act for user {user!r}")
        return user

    def sign_in_page(error: str = "", status: int = 200) -> HTMLResponse:
        err = f"<p class='error' role='alert'>{esc(error)}</p>" if error else ""
        body = ("<h2>Sign in</h2><p>Paste the token true-recall serve gave you (TRUE_RECALL_SERVE_TOKEN, serve.tokens, "
                "or the file serve.token in the data folder).</p>" + err +
                "<form method='post' action='/ui/login'><label for='token'>Token</label> "
                "<input id='token' name='token' type='password' autocomplete='current-password' required autofocus> "
                "<button type='submit'>Sign in</button></form>")
        return page("Sign in", body, status)

    @app.get("/", include_in_schema=False)
    def home(request: Request) -> Response:
        found = session_of(request)
        if found is None:
            return sign_in_page()
        s, p = found
        users = visible_users(p)
        if len(users) == 1:
            return RedirectResponse(f"/ui/search?{urlencode({'user': users[0]})}", 303)
        items = "".join(f"<li><a href='/ui/search?{esc(urlencode({'user': u}))}'>{esc(u)}</a></li>" for u in users)
        body = ("<h2>Whose memories?</h2>" + (f"<ul class='users'>{items}</ul>" if users else
                                               "<p>No user has memories yet.</p>"))
        return page("Users", body, session=s)

    @app.post("/ui/login", include_in_schema=False)
    async def login(request: Request) -> Response:
        fields = await form(request, None)
        given = fields.get("token", "").strip().encode()
        index = None
        for i, (tok, _p) in enumerate(tokens):  # every token compared, in constant time each
            if hmac.compare_digest(given, tok) and index is None:
                index = i
        if not given or index is None:
            return sign_in_page("That token is not one this service accepts.", 401)
        r = RedirectResponse("/", 303, headers=SECURITY_HEADERS)
        r.set_cookie(COOKIE, sess.issue(index), max_age=sess.ttl_s, httponly=True, samesite="strict", path="/",
                     secure=request.url.scheme == "https")
        return r

    @app.post("/ui/logout", include_in_schema=False)
    async def logout(request: Request) -> Response:
        s, _p = signed_in(request)
        await form(request, s)
        r = RedirectResponse("/", 303, headers=SECURITY_HEADERS)
        r.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
        return r

    @app.get("/ui/assets/{name}", include_in_schema=False)
    def asset(name: str) -> Response:
        if name not in assets:
            raise HTTPException(404, "no such file")
        return Response(assets[name], media_type=ASSETS[name], headers=SECURITY_HEADERS)

    def gem_link(user: str, gem_id: str, text: str) -> str:
        return f"<a href='/ui/gem/{esc(quote(gem_id))}?{esc(urlencode({'user': user}))}'>{esc(text)}</a>"

    def search_form(user: str, q: str, f: dict[str, str]) -> str:
        def select(name: str, label: str, values: list[str], anyone: str) -> str:
            opts = f"<option value=''>{esc(anyone)}</option>" + "".join(
                f"<option value='{esc(v)}'{' selected' if v == f[name] else ''}>{esc(v)}</option>" for v in values)
            return f"<label for='{name}'>{label}</label> <select id='{name}' name='{name}'>{opts}</select> "

        def field(name: str, label: str, kind: str) -> str:
            return (f"<label for='{name}'>{label}</label> "
                    f"<input id='{name}' name='{name}' type='{kind}' value='{esc(f[name])}'> ")

        return (f"<form method='get' action='/ui/search' class='search' role='search'>"
                f"<input type='hidden' name='user' value='{esc(user)}'>"
                f"<label for='q'>Search</label> <input id='q' name='q' type='search' value='{esc(q)}' autofocus> "
                + select("category", "Category", sorted(CATEGORIES), "any category")
                + select("importance", "Importance", ["high", "medium", "low"], "any importance")
                + field("since", "From", "date") + field("until", "To", "date")
                + field("conversation", "Conversation", "text")
                + "<button type='submit'>Search</button></form>")

    def day(name: str, value: str) -> date | None:
        if not value:
            return None
        try:
            return date.fromisoformat(value)
        except ValueError:
            raise HTTPException(422, f"{name}: {value!r} is not a date (YYYY-MM-DD)") from None

    @app.get("/ui/search", include_in_schema=False)
    def search_page(request: Request, user: str = "", q: str = "", category: str = "", importance: str = "",
                    since: str = "", until: str = "", conversation: str = "", notice: str = "",
                    error: str = "") -> Response:
        s, p = signed_in(request)
        u = checked_user(p, user)
        if u is None:
            return RedirectResponse("/", 303)
        f = {"category": category, "importance": importance, "since": since, "until": until,
             "conversation": conversation}
        cats = [category] if category else []
        lo, hi = utc_bound(day("since", since)), utc_bound(day("until", until), end=True)

        def wanted(g: Result | StoredGem) -> bool:  # what the store's filter does not narrow itself
            return (not importance or g.importance == importance) and (
                not conversation or g.conversation_id == conversation)

        us = user_settings.load(settings, u)
        head = ((f"<p class='notice' role='status'>{esc(notice)}</p>" if notice else "")
                + (f"<p class='error' role='alert'>{esc(error)}</p>" if error else "") + search_form(u, q, f))
        if us.memory_off:
            head += (f"<p class='error' role='status'>Memory is off for {esc(u)}: nothing is captured or curated, "
                     "and search returns nothing. Turn it on under Settings below.</p>")
        with use_store() as st:
            if q.strip():
                results = [r for r in search(q, u, categories=cats, since=lo, until=hi, settings=settings, store=st,
                                             embedder=embedder) if wanted(r)]
                rows = []
                for r in results:
                    reasons = "".join(f"<li>{esc(x)}</li>" for x in why(q, r))
                    replaced = " <span class='tag'>replaced</span>" if r.superseded_by else ""
                    rows.append(f"<li class='result'><div class='gem'>{gem_link(u, r.id, r.gem)}{replaced}</div>"
                                f"<div class='meta'>{esc(r.date.isoformat())} · {esc(', '.join(r.categories))} · "
                                f"score {r.score:.3f}</div><details class='why'><summary>Why it came back</summary>"
                                f"<ul>{reasons}</ul></details></li>")
                listing = (f"<h2>{len(results)} result{'s' if len(results) != 1 else ''} for “{esc(q)}”</h2>"
                           + (f"<ol class='results'>{''.join(rows)}</ol>" if rows else "<p>No memory matches.</p>"))
            else:
                # The assistant's answers (kept for summary questions only) are not the person's memories: the
                # plain listing leaves them out and says where they are, as search does for other questions.
                hide = () if cats else (ANSWER,)
                flt = GemFilter(categories=tuple(cats), exclude_categories=hide, since=lo, until=hi,
                                conversation_id=conversation or None)
                gems = [g for g in memories.list_gems(st, u, flt) if wanted(g)][:BROWSE_LIMIT]
                tag = " <span class='tag'>replaced</span>"
                rows = [f"<li>{gem_link(u, g.id, g.gem)}{tag if g.superseded_by else ''}"
                        f" <span class='meta'>{esc(g.date.isoformat())} · {esc(', '.join(g.categories))} · "
                        f"{esc(g.importance)} · {esc(g.conversation_id)}</span></li>" for g in gems]
                listing = (f"<h2>Newest memories</h2><ul class='browse'>{''.join(rows)}</ul>" if rows
                           else "<p>No memories yet.</p>")
                answers = (sum(1 for g in st.scroll(u, GemFilter(categories=(ANSWER,), since=lo, until=hi,
                                                                  conversation_id=conversation or None)) if wanted(g))
                           if hide else 0)
                if answers:
                    f_answers = {**f, "user": u, "category": ANSWER}
                    listing += (f"<p class='notice'>{answers} assistant answer{'s' if answers != 1 else ''} kept "
                                "for summary questions (recaps, overviews) are not listed here: "
                                f"<a href='/ui/search?{esc(urlencode({k: v for k, v in f_answers.items() if v}))}'>"
                                "show them</a>.</p>")
        export = f"<p><a href='/ui/export?{esc(urlencode({'user': u}))}'>Export all (JSON lines)</a></p>"
        forget_all = (f"<h2>Forget everything</h2><form method='post' action='/ui/forget-all'>{csrf_field(s)}"
                      f"<input type='hidden' name='user' value='{esc(u)}'>"
                      f"<p>Every memory of {esc(u)} and everything buffered of them goes, for good.</p>"
                      f"<label for='confirm'>Type <b>{esc(u)}</b> to confirm</label> "
                      "<input id='confirm' name='confirm' type='text' autocomplete='off'> "
                      "<button type='submit' class='danger'>Forget everything</button></form>")
        return page(f"Memories of {u}", head + listing + export + import_form(s, u) + cleaned_part(s, u)
                    + settings_form(s, u, us) + forget_all, session=s, user=u)

    def forget_all_sync(u: str) -> Response:
        with use_store() as st:
            # As DELETE /users/{id}: the gems and the buffered turns; the bytes at serve's background compaction.
            f = memories.forget_user(settings, st, u, buffer_forget, compact_now=False)
        if f.gems:
            deleted()
        said = f"Forgot {f.gems} memories and {f.turns} buffered turns of {u}."
        return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'notice': said})}", 303, headers=SECURITY_HEADERS)

    @app.post("/ui/forget-all", include_in_schema=False)
    async def forget_all(request: Request) -> Response:
        from fastapi.concurrency import run_in_threadpool

        _s, u, fields = await change(request)
        if fields.get("confirm", "").strip() != u:
            nothing = f"Nothing was forgotten: type {u} exactly to confirm."
            return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'error': nothing})}", 303,
                                    headers=SECURITY_HEADERS)
        return await run_in_threadpool(forget_all_sync, u)

    def settings_form(s: dict[str, Any], u: str, us: user_settings.UserSettings) -> str:
        boxes = "".join(
            f"<label class='check'><input type='checkbox' name='exclude' value='{esc(c)}'"
            f"{' checked' if c in us.excluded_categories else ''}> {esc(c)}</label> " for c in sorted(CATEGORIES))
        return (f"<h2>Settings</h2><form method='post' action='/ui/settings' class='settings'>{csrf_field(s)}"
                f"<input type='hidden' name='user' value='{esc(u)}'>"
                f"<p><label class='check'><input type='checkbox' name='memory_off' value='true'"
                f"{' checked' if us.memory_off else ''}> Memory off (nothing captured, curated or returned)</label></p>"
                f"<fieldset><legend>Never keep memories of these categories</legend>{boxes}</fieldset>"
                + settings_more(us) + cleanup_fields(us) + "<button type='submit'>Save settings</button></form>")

    def settings_more(us: user_settings.UserSettings) -> str:
        """The settings of the review queue and excluded topics (issue 29, beside memory off and categories)."""
        from utils.topics import TOPICS

        known = ", ".join(sorted(TOPICS))
        return (f"<p><label for='excluded_topics'>Never keep memories about these topics</label> "
                f"<input id='excluded_topics' name='excluded_topics' type='text' "
                f"value='{esc(', '.join(us.excluded_topics))}' aria-describedby='topics-help'> "
                f"<span id='topics-help' class='meta'>comma-separated: {esc(known)}, or your own words</span></p>"
                f"<p><label class='check'><input type='checkbox' name='confirm_conflicts' value='true'"
                f"{' checked' if us.confirm_conflicts else ''}> Ask me before a new memory replaces an old one "
                "(or a doubtful one is kept): they wait under Review</label></p>")

    @app.post("/ui/settings", include_in_schema=False)
    async def save_settings(request: Request) -> Response:
        _s, u, _fields = await change(request)
        body = parse_qs((await request.body()).decode("utf-8", "replace"))
        off = "true" if body.get("memory_off") == ["true"] else "false"
        user_settings.change(settings, u, "memory_off", off)
        user_settings.change(settings, u, "excluded_categories", ",".join(body.get("exclude", [])))
        try:
            user_settings.change(settings, u, "excluded_topics", body.get("excluded_topics", [""])[0])
        except InputError as e:
            return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'error': str(e)})}", 303,
                                    headers=SECURITY_HEADERS)
        user_settings.change(settings, u, "confirm_conflicts",
                             "true" if body.get("confirm_conflicts") == ["true"] else "false")
        for key in ("retention", "cleanup_below", "cleanup_after_days"):
            if key in body:  # each checked by user_settings.change (InputError: 422 with what is wrong)
                user_settings.change(settings, u, key, body[key][0])
        return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'notice': 'Settings saved.'})}", 303,
                                headers=SECURITY_HEADERS)

    def cleanup_fields(us: user_settings.UserSettings) -> str:
        """The retention and clean-up settings (utils/retention.py)."""
        def choose(name: str, label: str, values: dict[str, str], now: str) -> str:
            opts = "".join(f"<option value='{esc(v)}'{' selected' if v == now else ''}>{esc(t)}</option>"
                           for v, t in values.items())
            return f"<p><label for='{name}'>{esc(label)}</label> <select id='{name}' name='{name}'>{opts}</select></p>"

        return ("<fieldset><legend>Clean-up (nightly; undo for 7 days under Recently cleaned up)</legend>"
                + choose("retention", "Keep memories", {"forever": "forever", "1y": "1 year", "90d": "90 days"},
                         us.retention)
                + choose("cleanup_below", "Clean up unused memories",
                         {"off": "never", "medium": "of low importance", "high": "of low and medium importance"},
                         us.cleanup_below)
                + f"<p><label for='cleanup_after_days'>... unused (never returned) for this many days</label> "
                  f"<input id='cleanup_after_days' name='cleanup_after_days' type='number' min='1' "
                  f"value='{esc(us.cleanup_after_days)}'></p></fieldset>")

    def cleaned_part(s: dict[str, Any], u: str) -> str:
        """Recently cleaned up: what the nightly clean-up took away, each with Restore, until it is erased."""
        try:
            entries = retention.cleaned(settings, u)
        except InputError as e:
            return f"<h2>Recently cleaned up</h2><p class='error' role='alert'>{esc(e)}</p>"
        if not entries:
            return ""
        rows = "".join(
            f"<li class='cleaned'><span class='gem'>{esc(c.gem.gem)}</span> <span class='meta'>"
            f"{esc(c.gem.date.isoformat())} · {esc(c.reason)} · erased after {esc(c.erase_after.date().isoformat())}"
            f"</span> <form method='post' action='/ui/cleaned/{esc(quote(c.gem.id))}/restore' class='inline'>"
            f"{csrf_field(s)}<input type='hidden' name='user' value='{esc(u)}'>"
            f"<button type='submit'>Restore</button></form></li>" for c in entries)
        return f"<h2>Recently cleaned up</h2><ul class='cleaned-list'>{rows}</ul>"

    def restore_sync(u: str, gem_id: str) -> Response:
        if retention.find(settings, u, gem_id) is None:
            raise HTTPException(404, "no such cleaned-up memory (erased after its undo days, or never cleaned up)")
        with use_store() as st:
            retention.restore(settings, st, embedder, u, [gem_id], datetime.now(timezone.utc))
        said = "Memory restored; the clean-up keeps it from now on."
        return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'notice': said})}", 303, headers=SECURITY_HEADERS)

    @app.post("/ui/cleaned/{gem_id}/restore", include_in_schema=False)
    async def restore(request: Request, gem_id: str) -> Response:
        from fastapi.concurrency import run_in_threadpool

        _s, u, _fields = await change(request)
        return await run_in_threadpool(restore_sync, u, gem_id)

    def import_form(s: dict[str, Any], u: str) -> str:
        return (f"<h2>Import</h2><form method='post' action='/ui/import' enctype='multipart/form-data' "
                f"class='import'>{csrf_field(s)}<input type='hidden' name='user' value='{esc(u)}'>"
                "<label for='file'>JSON lines, as Export writes them</label> "
                "<input id='file' name='file' type='file' accept='.jsonl,.json,application/x-ndjson,text/plain' required> "
                f"<button type='submit'>Import</button><p class='meta'>Up to {settings.serve.max_body_bytes} bytes "
                "here; a larger file: <code>true-recall memories import FILE --user U</code>. Every line is checked "
                "first: one bad line and nothing is imported.</p></form>")

    def import_sync(s: dict[str, Any], u: str, lines: list[str]) -> Response:
        gems, errors = memories.parse_lines(u, lines)
        if not errors and not gems:
            errors = ["the file holds no memory"]
        if errors:
            shown = errors[:50] + ([f"... and {len(errors) - 50} more bad lines"] if len(errors) > 50 else [])
            items = "".join(f"<li>{esc(e)}</li>" for e in shown)
            body = (f"<h2>Nothing was imported</h2><p class='error' role='alert'>{len(errors)} bad "
                    f"line{'s' if len(errors) != 1 else ''}; fix {'them' if len(errors) != 1 else 'it'} and upload "
                    f"the file again (your file is unchanged, nothing of it was kept).</p><ul class='errors'>{items}</ul>"
                    f"<p><a href='/ui/search?{esc(urlencode({'user': u}))}'>Back to the memories</a></p>")
            return page("Import", body, 422, session=s, user=u)
        with use_store() as st:
            done = memories.import_lines(st, embedder, u, lines, source="the upload")
        said = f"Imported {done.new + done.replaced} memories: {done.new} new, {done.replaced} replaced."
        return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'notice': said})}", 303, headers=SECURITY_HEADERS)

    @app.post("/ui/import", include_in_schema=False)
    async def import_upload(request: Request) -> Response:
        from fastapi.concurrency import run_in_threadpool
        from starlette.datastructures import UploadFile

        s, p = signed_in(request)
        origin = request.headers.get("origin")
        if origin is not None and urlsplit(origin).netloc.lower() != request.headers.get("host", "").lower():
            raise HTTPException(403, "a form from another site is refused")
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "multipart/form-data":
            raise HTTPException(415, "the import form is sent as multipart/form-data")
        async with request.form(max_files=1, max_fields=10) as fields:
            csrf = fields.get("csrf")
            if not isinstance(csrf, str) or not hmac.compare_digest(csrf.encode(), sess.csrf(s).encode()):
                raise HTTPException(403, "the form's CSRF token is missing or wrong: reload the page and try again")
            u = checked_user(p, fields.get("user") if isinstance(fields.get("user"), str) else None)  # type: ignore[arg-type]
            if u is None:
                raise HTTPException(422, "user: required")
            upload = fields.get("file")
            if not isinstance(upload, UploadFile):
                raise HTTPException(422, "file: choose the file to import")
            raw = await upload.read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise HTTPException(422, f"the file is not UTF-8 text (byte {e.start}); nothing was imported") from None
        return await run_in_threadpool(import_sync, s, u, text.splitlines())

    def gem_page(s: dict[str, Any], u: str, g: StoredGem, st: GemStore, error: str = "", status: int = 200) -> HTMLResponse:
        rows = [("Date", g.timestamp.isoformat()), ("Categories", ", ".join(g.categories)),
                ("Importance", g.importance), ("Confidence", f"{g.confidence:.2f}"),
                ("Conversation", g.conversation_id), ("Turns", g.turn_range), ("Id", g.id)]
        facts = "".join(f"<tr><th scope='row'>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in rows)
        chain = []
        if g.superseded_by:
            succ = memories.get_gem(st, u, g.superseded_by)
            when = succ.date.isoformat() if succ else "an unknown day"
            by = gem_link(u, succ.id, succ.gem) if succ else esc(g.superseded_by[:8])
            chain.append(f"<p class='replaced'>Replaced on {esc(when)} by {by}.</p>"
                         f"<form method='post' action='/ui/gem/{esc(quote(g.id))}/unsupersede'>{csrf_field(s)}"
                         f"<input type='hidden' name='user' value='{esc(u)}'>"
                         "<button type='submit'>Undo: this memory still holds</button></form>")
        for older in st.scroll(u, GemFilter(include_superseded=True)):
            if older.superseded_by == g.id:
                chain.append(f"<p class='replaces'>Replaces {gem_link(u, older.id, older.gem)} "
                             f"(said {esc(older.date.isoformat())}).</p>")
        err = f"<p class='error' role='alert'>{esc(error)}</p>" if error else ""
        uid = f"<input type='hidden' name='user' value='{esc(u)}'>"
        base = f"/ui/gem/{esc(quote(g.id))}"
        body = (f"{err}<h2 class='gem-text'>{esc(g.gem)}</h2><table class='facts'>{facts}</table>"
                f"<h3>Context</h3><p class='context'>{esc(g.context) or '<i>none</i>'}</p>"
                f"<h3>What was said</h3><pre class='snippet'>{esc(g.snippet)}</pre>"
                f"<h3>History</h3>{''.join(chain) or '<p>Nothing replaced it, and it replaces nothing.</p>'}"
                f"<h3>Edit</h3><form method='post' action='{base}/edit'>{csrf_field(s)}{uid}"
                f"<label for='gem'>Text</label><textarea id='gem' name='gem' rows='3'>{esc(g.gem)}</textarea>"
                "<button type='submit'>Save</button></form>"
                f"<h3>Delete</h3><form method='post' action='{base}/delete' data-confirm='Delete this memory for good?'>"
                f"{csrf_field(s)}{uid}<button type='submit' class='danger'>Delete this memory</button></form>")
        return page("Memory", body, status, session=s, user=u)

    def one(u: str, gem_id: str, st: GemStore) -> StoredGem:
        g = memories.get_gem(st, u, memories.full_id(st, u, gem_id))
        if g is None:
            raise HTTPException(404, "no such memory")
        return g

    @app.get("/ui/gem/{gem_id}", include_in_schema=False)
    def show(request: Request, gem_id: str, user: str = "") -> Response:
        s, p = signed_in(request)
        u = checked_user(p, user)
        if u is None:
            return RedirectResponse("/", 303)
        with use_store() as st:
            return gem_page(s, u, one(u, gem_id, st), st)

    async def change(request: Request) -> tuple[dict[str, Any], str, dict[str, str]]:
        s, p = signed_in(request)
        fields = await form(request, s)
        u = checked_user(p, fields.get("user"))
        if u is None:
            raise HTTPException(422, "user: required")
        return s, u, fields

    def back(u: str, gem_id: str) -> RedirectResponse:
        return RedirectResponse(f"/ui/gem/{quote(gem_id)}?{urlencode({'user': u})}", 303, headers=SECURITY_HEADERS)

    def edit_sync(s: dict[str, Any], u: str, gem_id: str, fields: dict[str, object]) -> Response:
        with use_store() as st:
            g = one(u, gem_id, st)
            try:
                memories.edit_gem(st, embedder, u, g.id, fields)
            except InputError as e:
                return gem_page(s, u, g, st, str(e), 422)
        return back(u, g.id)

    @app.post("/ui/gem/{gem_id}/edit", include_in_schema=False)
    async def edit(request: Request, gem_id: str) -> Response:
        from fastapi.concurrency import run_in_threadpool

        s, u, fields = await change(request)
        text = fields.get("gem", "").strip()
        if not text:
            raise HTTPException(422, "gem: the text may not be empty")
        return await run_in_threadpool(edit_sync, s, u, gem_id, {"gem": text})

    @app.post("/ui/gem/{gem_id}/unsupersede", include_in_schema=False)
    async def unsupersede(request: Request, gem_id: str) -> Response:
        from fastapi.concurrency import run_in_threadpool

        s, u, _fields = await change(request)
        return await run_in_threadpool(edit_sync, s, u, gem_id, {"superseded_by": None})

    def delete_sync(u: str, gem_id: str) -> Response:
        with use_store() as st:
            g = one(u, gem_id, st)
            # As DELETE /memories/{id}: gone from search now, the bytes at serve's background compaction.
            memories.forget_gems(settings, st, u, [g.id], redis_too=redis_too, compact_now=False)
        deleted()
        return RedirectResponse(f"/ui/search?{urlencode({'user': u, 'notice': 'Memory deleted.'})}", 303,
                                headers=SECURITY_HEADERS)

    @app.post("/ui/gem/{gem_id}/delete", include_in_schema=False)
    async def delete(request: Request, gem_id: str) -> Response:
        from fastapi.concurrency import run_in_threadpool

        _s, u, _fields = await change(request)
        return await run_in_threadpool(delete_sync, u, gem_id)

    @app.get("/ui/export", include_in_schema=False)
    def export(request: Request, user: str = "") -> Response:
        _s, p = signed_in(request)
        u = checked_user(p, user)
        if u is None:
            return PlainTextResponse("user: required", 422)
        with use_store() as st:
            lines = list(memories.export_lines(st, u))

        def body() -> Iterator[str]:
            for line in lines:
                yield line + "\n"

        safe_name = re.sub(r"[^A-Za-z0-9_.-]", "_", u)
        return StreamingResponse(body(), media_type="application/x-ndjson", headers={
            **SECURITY_HEADERS, "Content-Disposition": f"attachment; filename=memories-{safe_name}.jsonl"})

    # ---- the review queue (issue 29): what waits for the person's decision, what the last curate run replaced ----

    from retrieve import review as review_mod
    from utils import review_queue

    def review_page(s: dict[str, Any], u: str, st: GemStore, notice: str = "") -> HTMLResponse:
        entries = review_mod.queue(settings, st, u)
        at, pairs = review_mod.replaced(settings, st, u)
        uid = f"<input type='hidden' name='user' value='{esc(u)}'>"

        def when(g: StoredGem) -> str:
            return esc(g.date.isoformat())

        rows = []
        for e in entries:
            g = e.item.gem
            if e.item.kind == "conflict":
                old = (f"<div class='old'><span class='label'>Kept now</span> ({when(e.old)}): "
                       f"{gem_link(u, e.old.id, e.old.gem)}</div>" if e.old is not None
                       else "<div class='old'><i>The memory it would replace was deleted since.</i></div>")
                what, labels = "Replaces an older memory?", ("Keep new", "Keep old", "Keep both")
            else:
                old = ""
                what, labels = f"Kept with doubt (confidence {g.confidence:.2f})?", ("Keep it", "Drop it", "")
            buttons = "".join(
                f"<form method='post' action='/ui/review/{esc(quote(e.item.id))}' class='inline'>{csrf_field(s)}{uid}"
                f"<input type='hidden' name='choice' value='{c}'><button type='submit'>{esc(label)}</button></form> "
                for c, label in zip(("keep-new", "keep-old", "keep-both"), labels) if label)
            rows.append(f"<li class='review-item' id='r-{esc(e.item.id[:8])}'><h3>{esc(what)}</h3>"
                        f"<div class='new'><span class='label'>New</span> ({when(g)}): {esc(g.gem)}</div>{old}"
                        f"<div class='meta'>{esc(', '.join(g.categories))} · {esc(g.conversation_id)} turns "
                        f"{esc(g.turn_range)} · queued {esc(e.item.queued_at)}</div>"
                        f"<div class='choices'>{buttons}</div></li>")
        waiting = (f"<h2>Waiting for you ({len(entries)})</h2><ul class='review'>{''.join(rows)}</ul>" if rows else
                   "<h2>Waiting for you</h2><p>Nothing waits for your decision.</p>")
        done = []
        for x in pairs:
            new = (f" by {gem_link(u, x.new.id, x.new.gem)} ({when(x.new)})" if x.new is not None else "")
            done.append(f"<li class='replaced-item'>{gem_link(u, x.old.id, x.old.gem)} ({when(x.old)}) was replaced{new}"
                        f" <form method='post' action='/ui/gem/{esc(quote(x.old.id))}/unsupersede' class='inline'>"
                        f"{csrf_field(s)}{uid}<button type='submit'>Undo: the old one still holds</button></form></li>")
        last = (f"<h2>Replaced by the last curate run ({esc(at or '?')})</h2><ul class='review'>{''.join(done)}</ul>"
                if done else "")
        note = f"<p class='notice' role='status'>{esc(notice)}</p>" if notice else ""
        us = user_settings.load(settings, u)
        how = ("<p class='meta'>New memories that would replace an old one, and doubtful ones, wait here for you "
               "(setting on).</p>" if us.confirm_conflicts else
               "<p class='meta'>Confirmation is off: newer memories replace older ones at once; the last run's "
               "replacements are listed here with undo. Turn on “Ask me before …” in the settings to decide first.</p>")
        return page(f"Review · {u}", note + how + waiting + last, session=s, user=u)

    @app.get("/ui/review", include_in_schema=False)
    def review_view(request: Request, user: str = "", notice: str = "") -> Response:
        s, p = signed_in(request)
        u = checked_user(p, user)
        if u is None:
            return RedirectResponse("/", 303)
        with use_store() as st:
            return review_page(s, u, st, notice)

    def resolve_sync(u: str, item_id: str, choice: str) -> Response:
        with use_store() as st:
            try:
                done = review_mod.resolve(settings, st, embedder, u, item_id, choice)
            except review_queue.NotWaiting as e:
                raise HTTPException(404, str(e)) from e
            except InputError as e:
                raise HTTPException(422, str(e)) from e
        said = {"keep-new": "Kept the new memory.", "keep-old": "Kept the old memory; the new one is dropped.",
                "keep-both": "Kept both memories."}[done["choice"]]
        return RedirectResponse(f"/ui/review?{urlencode({'user': u, 'notice': said})}", 303, headers=SECURITY_HEADERS)

    @app.post("/ui/review/{item_id}", include_in_schema=False)
    async def resolve_review(request: Request, item_id: str) -> Response:
        from fastapi.concurrency import run_in_threadpool

        _s, u, fields = await change(request)
        choice = fields.get("choice", "")
        if choice not in ("keep-new", "keep-old", "keep-both"):
            raise HTTPException(422, "choice: keep-new, keep-old or keep-both")
        return await run_in_threadpool(resolve_sync, u, item_id, choice)
