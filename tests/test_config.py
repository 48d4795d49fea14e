from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from true_recall.cli import cli
from utils.config import Settings, load_settings
from utils.errors import ConfigError

ROOT = Path(__file__).resolve().parents[1]


def test_repo_config_yaml_is_the_design_defaults() -> None:
    assert load_settings(ROOT / "config.yaml", env={}) == Settings()
    s = Settings()
    assert (s.qdrant.collection, s.embedder.dim, s.redis.ttl_hours) == ("true_recall", 1024, 48)
    assert (s.ollama.model, s.ollama.embed_model, s.curate.schedule) == (
        "qwen3:4b-instruct", "mxbai-embed-large", "30 3 * * *")


def test_embedded_profile_needs_no_server() -> None:
    s = load_settings(profile="embedded", env={})
    assert s.redis.embedded and s.qdrant.url is None and s.qdrant.path
    assert s.embedder.backend == "local" and s.curate.backend == "rules"


def test_env_overrides_file(tmp_path: Path) -> None:
    env = {"REDIS_URL": "redis://r:1/2", "QDRANT_URL": "http://q:6333", "OLLAMA_HOST": "o:11434"}
    s = load_settings(profile="embedded", env=env)
    assert s.redis.url == "redis://r:1/2" and not s.redis.embedded
    assert s.qdrant.url == "http://q:6333" and s.qdrant.path is None
    assert s.ollama.host == "http://o:11434"


def test_bad_config_lists_every_problem(tmp_path: Path) -> None:
    f = tmp_path / "c.yaml"
    f.write_text("redis:\n  ttl_hours: -1\n  colour: red\ncurate:\n  min_importance: huge\n")
    with pytest.raises(ConfigError) as e:
        load_settings(f, env={})
    text = "\n".join(e.value.lines)
    assert "redis.ttl_hours:" in text and "redis.colour:" in text and "curate.min_importance:" in text


def test_cli_bad_config_exits_2(tmp_path: Path) -> None:
    f = tmp_path / "c.yaml"
    f.write_text("qdrant: [not, a, mapping]\n")
    res = CliRunner().invoke(cli, ["--config", str(f), "--help"])
    # --help short-circuits before loading; a real subcommand loads and fails
    assert res.exit_code == 0
    res = CliRunner().invoke(cli, ["--config", str(f), "config"])
    assert res.exit_code == 2, res.output
    assert "Error: config: qdrant:" in res.output


def test_missing_config_file_is_clear(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="file not found"):
        load_settings(tmp_path / "nope.yaml", env={})
