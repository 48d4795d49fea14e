"""Files `true-recall init` and `true-recall install-units` write: config templates and the env example.

templates/config.yaml is the repository's config.yaml and env.example is deploy/true-recall.env.example
(tests keep each pair identical), so a wheel carries them too.
"""

from importlib import resources


def text(name: str) -> str:
    """A packaged template's text."""
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")
