"""The memory page in a real browser: Debian's chromium driven by Playwright's Python package (no browser download),
over a real `true-recall serve` subprocess on a store of a few gems."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "tests" / "artifacts"  # gitignored: screenshots of failed browser tests
CHROMIUM = os.environ.get("TRUE_RECALL_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-sync"]
# Set to save the README's screenshots (docs/page-*.png) from a passing run.
SCREENSHOTS = os.environ.get("TRUE_RECALL_PAGE_SCREENSHOTS") == "1"


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).exists():
        pytest.fail(f"no chromium at {CHROMIUM}: `apt-get install chromium` (.ci/run does)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        yield b
        b.close()


@pytest.fixture
def tab(browser: object, request: pytest.FixtureRequest) -> Iterator[object]:
    """A fresh browser context (no cookies) and page; a screenshot under tests/artifacts/ when the test failed."""
    ctx = browser.new_context(viewport={"width": 900, "height": 700})  # type: ignore[attr-defined]
    ctx.set_default_timeout(15_000)
    pg = ctx.new_page()
    yield pg
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        pg.screenshot(path=str(ARTIFACTS / (re.sub(r"[^\w.-]", "_", request.node.name) + ".png")), full_page=True)
    ctx.close()


def readme_shot(pg: object, name: str) -> None:
    """A README screenshot (docs/<name>.png), only when asked (TRUE_RECALL_PAGE_SCREENSHOTS=1)."""
    if SCREENSHOTS:
        pg.screenshot(path=str(ROOT / "docs" / f"{name}.png"))  # type: ignore[attr-defined]


def follow(pg: object, target: object) -> None:
    """Click a link or a form's button and wait until the page it leads to has loaded. A bare click() returns once
    the navigation has started, so a read right after it may see the page before or a half-built one (a list read
    as empty made CI fail once)."""
    with pg.expect_navigation():  # type: ignore[attr-defined]
        target.click()  # type: ignore[attr-defined]
