"""Retrieve: rank a user's gems for a query (hybrid dense + sparse, time decay, importance).

``retrieve.search("query", "alice", k=5)`` returns a list of ``retrieve.search.Result``.
"""

from __future__ import annotations

import importlib
from typing import Any


def __getattr__(name: str) -> Any:
    # Imported on first use, so `python -m retrieve.search` does not find itself pre-imported.
    if name == "search":
        return importlib.import_module("retrieve.search")  # a callable module: search(...)
    raise AttributeError(f"module 'retrieve' has no attribute {name!r}")
