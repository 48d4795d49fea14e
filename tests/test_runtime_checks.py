"""Runtime checks raise: the product's modules hold no `assert` statement (python -O strips them, so a check written
as an assert is no check at all in an optimised run). bench/ and tests/ may assert."""

from __future__ import annotations

import ast

from tests.test_import_layers import _modules


def test_product_code_holds_no_assert():
    found = []
    for mod, path in _modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found += [f"{mod}:{n.lineno}" for n in ast.walk(tree) if isinstance(n, ast.Assert)]
    assert not found, f"runtime checks raise, not assert: {found}"


def test_the_check_sees_an_assert():
    tree = ast.parse("def f(x):\n    assert x is not None\n    return x\n")
    assert any(isinstance(n, ast.Assert) for n in ast.walk(tree))
