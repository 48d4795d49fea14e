"""Backends found by entry point: a third-party distribution (a dist-info on sys.path, as pip lays one out)
registers an extractor, an embedder and a store, and a config naming them gets them, through the real
importlib.metadata lookup."""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path

import pytest
import redis

from curate.curator import Curator, RunOptions, open_extractor
from utils.config import Settings, load_settings
from utils.embed import open_embedder
from utils.errors import ConfigError
from utils.plugins import BUILTIN, EMBEDDERS, EXTRACTORS, STORES, names
from utils.store import open_store

PLUGIN = '''
"""A third party's true-recall backends."""
import zlib

import numpy as np

from curate.backend import Extraction, Extractor, GemDraft
from utils.embed.base import Embedder, normalise
from utils.store import open_edge


class RememberExtractor(Extractor):
    """One gem per turn whose user says 'remember'."""

    name = "remember"
    context_limited = False

    def __init__(self, settings):
        self.settings = settings

    def extract(self, chunk):
        drafts = [GemDraft(gem="User asked to remember: " + t.user_text, categories=["fact"], importance="high",
                           confidence=0.9, turn_range=f"{t.turn_number}-{t.turn_number}")
                  for t in chunk.turns if "remember" in t.user_text]
        return Extraction(drafts=drafts)


class CrcEmbedder(Embedder):
    name = "crc-embedder"

    def __init__(self, dim):
        self.dim = dim

    def embed_batch(self, texts):
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            for w in t.lower().split():
                out[i, zlib.crc32(w.encode()) % self.dim] += 1.0
            out[i, 0] += 1e-3
        return normalise(out)


def make_embedder(settings):
    return CrcEmbedder(settings.embedder.dim)


OPENED = []


def make_store(settings, **opts):
    OPENED.append(sorted(opts))
    return open_edge(settings, **opts)
'''


@pytest.fixture
def plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The distribution `tr-plugin-demo`, installed as a folder on sys.path (what pip's target/ layout gives)."""
    site = tmp_path / "site"
    (site / "tr_plugin_demo").mkdir(parents=True)
    (site / "tr_plugin_demo" / "__init__.py").write_text(PLUGIN, encoding="utf-8")
    dist = site / "tr_plugin_demo-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: tr-plugin-demo\nVersion: 0.1\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(textwrap.dedent("""\
        [true_recall.extractors]
        remember = tr_plugin_demo:RememberExtractor

        [true_recall.embedders]
        crc = tr_plugin_demo:make_embedder

        [true_recall.stores]
        demo-store = tr_plugin_demo:make_store
        """), encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    yield site
    import sys

    sys.modules.pop("tr_plugin_demo", None)


def test_builtins_are_registered_as_entry_points() -> None:
    for group, table in BUILTIN.items():
        got = {ep.name: ep.value for ep in entry_points(group=group)}
        assert {k: got.get(k) for k in table} == table, f"pyproject.toml does not register {group} as BUILTIN says"


def test_config_picks_up_a_third_party_backend(plugin: Path, tmp_path: Path, settings: Settings,
                                               redis_client: redis.Redis) -> None:
    from test_curate_curator import NOW, mk_turns, stage

    assert "remember" in names(EXTRACTORS) and "crc" in names(EMBEDDERS) and "demo-store" in names(STORES)
    cfg = tmp_path / "config.yaml"
    cfg.write_text(textwrap.dedent(f"""\
        profile: embedded
        data_dir: {tmp_path / "data"}
        redis: {{url: {settings.redis.url}, embedded: false, key_prefix: {settings.redis.key_prefix}}}
        curate: {{backend: remember}}
        embedder: {{backend: crc, dim: 64}}
        qdrant: {{backend: demo-store, url: null, path: store}}
        """), encoding="utf-8")
    s = load_settings(cfg, env={})
    ex, emb, store = open_extractor(s), open_embedder(s), open_store(s)
    import tr_plugin_demo  # the plugin's own module, loaded by the lookup

    try:
        assert type(ex).__module__ == "tr_plugin_demo" and emb.name == "crc-embedder" and emb.dim == 64
        assert tr_plugin_demo.OPENED == [["announce", "lazy", "lock_wait_s", "resident_mb"]]
        stage(s, redis_client, mk_turns(["hello", "please remember my locker code is on the fridge"]))
        rep = Curator(s, redis_client, ex, emb, store).run(RunOptions(now=NOW))
        assert rep.ok and rep.stored == 1
        (g,) = store.scroll("alice")
        assert g.gem.startswith("User asked to remember") and g.embedder == "crc-embedder" and g.turn_range == "2-2"
    finally:
        ex.close()
        emb.close()
        store.close()


def test_unknown_backend_is_a_clear_config_error() -> None:
    with pytest.raises(ConfigError, match=r"curate.backend: no backend named 'nope'.*ollama, openai, rules"):
        open_extractor(Settings(curate={"backend": "nope"}))
    with pytest.raises(ConfigError, match=r"embedder.backend: no backend named 'nope'"):
        open_embedder(Settings(embedder={"backend": "nope"}))
    with pytest.raises(ConfigError, match=r"qdrant.backend: no backend named 'nope'"):
        open_store(Settings(qdrant={"backend": "nope", "url": None, "path": "/nonexistent/x"}))
