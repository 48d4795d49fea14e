"""The floors stay: no import cycle among our modules, schemas imports nothing of ours, and the
import-linter contracts (.importlinter: application -> stages -> utils, stages independent) hold."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("capture", "curate", "retrieve", "utils", "true_recall")
OURS = (*PACKAGES, "schemas")


def _modules() -> dict[str, Path]:
    mods = {"schemas": ROOT / "schemas.py"}
    for pkg in PACKAGES:
        for f in (ROOT / pkg).rglob("*.py"):
            parts = list(f.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            mods[".".join(parts)] = f
    return mods


def _resolve(name: str, mods: dict[str, Path]) -> str | None:
    """The module an imported name lives in (`utils.store.sparse` for `from utils.store import sparse`)."""
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        is_pkg = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    pkg = mod if is_pkg else mod.rpartition(".")[0]
                    for _ in range(node.level - 1):
                        pkg = pkg.rpartition(".")[0]
                    base = f"{pkg}.{base}".strip(".")
                names = [f"{base}.{a.name}" for a in node.names] + [base]
            for n in names:
                if n.split(".")[0] in OURS:
                    target = _resolve(n, mods)
                    # A package importing its own submodule counts too: utils.store -> utils.store.edge ->
                    # utils.store.core -> utils.store would be a cycle through the package's __init__.
                    if target and target != mod:
                        graph[mod].add(target)
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                return stack[stack.index(d):] + [d]
            if d not in state and (found := visit(d)):
                return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state and (found := visit(m)):
            return found
    return None


def test_no_import_cycle() -> None:
    graph = _graph()
    assert len(graph) > 60  # the walk found the project
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_cycle_detector_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_schemas_imports_nothing_of_ours() -> None:
    assert _graph()["schemas"] == set()


def test_stages_never_import_each_other() -> None:
    graph = _graph()
    stages = ("capture", "curate", "retrieve")
    for mod, deps in graph.items():
        top = mod.split(".")[0]
        for d in deps:
            dtop = d.split(".")[0]
            assert not (top in stages and dtop in stages and dtop != top), f"{mod} imports {d}"
            assert not (top == "utils" and dtop not in ("utils", "schemas")), f"{mod} imports {d}"


def test_import_linter_contracts_hold() -> None:
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    if exe is None:
        pytest.fail("import-linter is a test dependency: pip install -e '.[test]'")
    out = subprocess.run([exe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
