"""Backends found by name through entry points, as `llm` finds its plugins: a package adds an extractor, an
embedder or a store by declaring it in its own metadata, without editing the factories.

    [project.entry-points."true_recall.extractors"]
    mine = "my_pkg.extract:MyExtractor"      # called as MyExtractor(settings)

Groups: ``true_recall.extractors`` (-> curate.backend.Extractor), ``true_recall.embedders``
(-> utils.embed.Embedder), ``true_recall.stores`` (-> utils.store.GemStore). Each entry point names a callable
taking the Settings (stores also the keyword options of utils.store.open_store). true-recall's own backends
are registered the same way in its pyproject.toml; `BUILTIN` repeats them so that an install whose
metadata predates a backend (an editable install not re-run) still finds its own.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from utils.errors import ConfigError

EXTRACTORS = "true_recall.extractors"
EMBEDDERS = "true_recall.embedders"
STORES = "true_recall.stores"

BUILTIN: dict[str, dict[str, str]] = {
    EXTRACTORS: {
        "rules": "curate.rules_extractor:RulesExtractor",
        "ollama": "curate.ollama_extractor:OllamaExtractor",
        "openai": "curate.openai_extractor:OpenAIExtractor",
    },
    EMBEDDERS: {
        "local": "utils.embed.local:LocalEmbedder.from_settings",
        "ollama": "utils.embed.ollama:OllamaEmbedder",
        "openai": "utils.embed.openai:OpenAIEmbedder",
    },
    STORES: {
        "qdrant": "utils.store:open_qdrant",
        "edge": "utils.store:open_edge",
    },
}

# Which setting names the backend, for the error message.
SETTING = {EXTRACTORS: "curate.backend", EMBEDDERS: "embedder.backend", STORES: "qdrant.backend"}


def registered(group: str) -> dict[str, EntryPoint]:
    """The group's entry points by name (installed packages' metadata, ours included)."""
    return {ep.name: ep for ep in entry_points(group=group)}


def names(group: str) -> list[str]:
    """Every backend name the group can resolve."""
    return sorted(set(registered(group)) | set(BUILTIN.get(group, {})))


def _load_ref(ref: str) -> Any:
    module, _, attr = ref.partition(":")
    obj: Any = import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


def find(group: str, name: str) -> Callable[..., Any]:
    """The factory registered as `name` in `group`; a ConfigError naming the setting and the choices otherwise.
    An installed entry point wins over the built-in table (the metadata is the source of truth)."""
    ep = registered(group).get(name)
    try:
        if ep is not None:
            factory = ep.load()
        elif name in BUILTIN.get(group, {}):
            factory = _load_ref(BUILTIN[group][name])
        else:
            raise ConfigError([f"{SETTING.get(group, group)}: no backend named {name!r} (registered: "
                               f"{', '.join(names(group))}); a package adds one under entry point group {group}"])
    except (ImportError, AttributeError) as e:
        raise ConfigError([f"{SETTING.get(group, group)}: backend {name!r} is registered but cannot be loaded: "
                           f"{type(e).__name__}: {e}"]) from e
    if not callable(factory):
        raise ConfigError([f"{SETTING.get(group, group)}: backend {name!r} ({group}) is not callable"])
    return factory
