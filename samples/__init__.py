"""Sample OpenClaw session files shipped with the package, for `true-recall demo`."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def files() -> list[Path]:
    """The sample session files, in date order."""
    root = Path(str(resources.files("samples")))
    return sorted(root.glob("*.jsonl"))
