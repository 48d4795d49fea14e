"""`true-recall init`: a commented config file to edit, from the packaged templates.

The embedded template is short (profile, data folder, session sources); the production one is the
repository's config.yaml with every key documented. An existing file is never overwritten unless asked.
"""

from __future__ import annotations

from pathlib import Path

from true_recall import templates

TEMPLATES = {"embedded": "config.embedded.yaml", "production": "config.yaml"}


def template(profile: str) -> str:
    """The commented config text for a profile."""
    return templates.text(TEMPLATES[profile])


def write_config(path: Path, profile: str, force: bool = False) -> Path:
    """Write the profile's template to path; FileExistsError when it exists and force is off."""
    path = path.expanduser()
    if path.exists() and not force:
        raise FileExistsError(str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(template(profile), encoding="utf-8")
    return path
