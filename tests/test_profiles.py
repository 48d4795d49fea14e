"""Which settings a command runs on: embedded by default, a config file on top of the profile it names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from true_recall.cli import cli
from utils.config import Settings, load_settings, read_env_file, user_config_path
from utils.errors import ConfigError

ROOT = Path(__file__).resolve().parents[1]


def _config(*args: str, env: dict[str, str] | None = None) -> dict:
    res = CliRunner().invoke(cli, [*args, "config"], env=env)
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)  # stderr may say which config file was found


def test_no_config_file_and_no_flag_means_embedded() -> None:
    """The tests run in an empty directory (conftest): nothing to find, so every command is embedded."""
    s = load_settings()
    assert s.profile == "embedded" and s.redis.embedded and s.qdrant.path and s.qdrant.url is None
    assert s.embedder.backend == "local" and s.curate.backend == "rules"
    assert _config()["profile"] == "embedded"


def test_a_file_layers_on_the_profile_it_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "config.yaml"
    f.write_text("capture:\n  sources:\n    - {path: /s, user_id: lin}\n")
    s = load_settings(f, env={})
    assert s.profile == "embedded" and s.redis.embedded and s.capture.sources[0].user_id == "lin"
    f.write_text("profile: production\ncapture:\n  sources:\n    - {path: /s, user_id: lin}\n")
    s = load_settings(f, env={})
    assert s.profile == "production" and not s.redis.embedded and s.qdrant.url == "http://localhost:6333"
    assert s.capture.sources[0].user_id == "lin"
    # --profile names the base instead, and the file still goes on top (it was silently dropped before).
    s = load_settings(f, profile="embedded", env={})
    assert s.profile == "embedded" and s.embedder.backend == "local" and s.capture.sources[0].user_id == "lin"
    # ./config.yaml is found by the lookup under --profile too.
    monkeypatch.chdir(tmp_path)
    out = _config("--profile", "embedded")
    assert out["profile"] == "embedded" and out["capture"]["sources"][0]["user_id"] == "lin"


def test_the_repository_config_says_production() -> None:
    s = load_settings(ROOT / "config.yaml", env={})
    assert s.profile == "production" and s == Settings()


def test_a_layer_naming_one_backend_replaces_the_other(tmp_path: Path) -> None:
    """An embedded-based file that names a Qdrant server or a Redis URL moves to it, no clash."""
    f = tmp_path / "c.yaml"
    f.write_text("qdrant: {url: 'http://q:6333'}\nredis: {url: 'redis://r:6379/0'}\n")
    s = load_settings(f, env={})
    assert s.qdrant.url == "http://q:6333" and s.qdrant.path is None
    assert s.redis.url == "redis://r:6379/0" and not s.redis.embedded
    f.write_text("profile: production\nqdrant: {path: store}\n")
    s = load_settings(f, env={})
    assert s.qdrant.path == "store" and s.qdrant.url is None


def test_unknown_profile_is_a_config_error(tmp_path: Path) -> None:
    f = tmp_path / "c.yaml"
    f.write_text("profile: staging\n")
    with pytest.raises(ConfigError, match="unknown profile 'staging'"):
        load_settings(f, env={})
    res = CliRunner().invoke(cli, ["--config", str(f), "config"])
    assert res.exit_code == 2 and "staging" in res.output


def test_yaml_errors_name_the_file_and_line(tmp_path: Path) -> None:
    f = tmp_path / "broken.yaml"
    f.write_text("redis:\n  url: [unclosed\n")
    res = CliRunner().invoke(cli, ["--config", str(f), "config"])
    assert res.exit_code == 2
    assert f"{f}: not valid YAML: line " in res.output and "<unicode string>" not in res.output


def test_user_config_dir_is_in_the_lookup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    res = CliRunner().invoke(cli, ["init"])
    assert res.exit_code == 0, res.output
    assert user_config_path() == tmp_path / "xdg/true-recall/config.yaml" and user_config_path().is_file()
    s = load_settings()
    assert s.profile == "embedded" and s == load_settings(profile="embedded", env={})
    # The embedded template's values are the profile's: writing it changes nothing but where it is said.
    res = CliRunner().invoke(cli, ["init"])
    assert res.exit_code == 2 and "--force" in res.output
    res = CliRunner().invoke(cli, ["init", "--production", "--force"])
    assert res.exit_code == 0 and load_settings() == Settings()


def test_env_file_fills_in_what_the_environment_lacks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    f = tmp_path / "env"
    f.write_text("# secrets\nQDRANT_URL=http://q:6333\nexport OLLAMA_HOST='gpu:11434'\n\nREDIS_URL=redis://file/0\n")
    assert read_env_file(f) == {"QDRANT_URL": "http://q:6333", "OLLAMA_HOST": "gpu:11434",
                                "REDIS_URL": "redis://file/0"}
    monkeypatch.setenv("REDIS_URL", "redis://shell/0")
    out = _config("--profile", "production", "--env-file", str(f))
    assert out["qdrant"]["url"] == "http://q:6333" and out["ollama"]["host"] == "http://gpu:11434"
    assert out["redis"]["url"] == "redis://shell/0"  # the environment a unit or shell has wins
    f.write_text("QDRANT_API_KEY hunter2\n")  # a secret on a malformed line is never echoed
    res = CliRunner().invoke(cli, ["--env-file", str(f), "config"])
    assert res.exit_code == 2 and "line 1: expected KEY=value" in res.output and "hunter2" not in res.output


def test_no_test_writes_to_a_fixed_redis_port() -> None:
    """Tests reach Redis through $TEST_REDIS_URL (conftest.REDIS_URL), never a hard-coded 6379."""
    offenders = []
    for p in sorted((ROOT / "tests").glob("*.py")):
        for n, line in enumerate(p.read_text().splitlines(), 1):
            if ("127.0.0.1:6379" in line or "localhost:6379" in line) and "TEST_REDIS_URL" not in line:
                if p.name != "conftest.py" or not line.startswith('"""'):
                    offenders.append(f"{p.name}:{n}")
    assert not offenders, offenders


def test_demo_ignores_the_config_and_servers_around_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A production ./config.yaml and REDIS_URL/QDRANT_URL pointing at servers that are not there: the demo
    runs embedded in its own folder all the same, and leaves a config there for the commands it suggests."""
    from utils.redis_conn import stop_embedded

    monkeypatch.chdir(tmp_path)
    (tmp_path / "config.yaml").write_text((ROOT / "config.yaml").read_text())
    dead = "redis://127.0.0.1:1/0"
    monkeypatch.setenv("REDIS_URL", dead)
    monkeypatch.setenv("QDRANT_URL", "http://127.0.0.1:1")
    data = tmp_path / "demo"
    res = CliRunner().invoke(cli, ["demo", "--data-dir", str(data)])
    try:
        assert res.exit_code == 0, res.output
        assert f"embedded Redis under {data}/redis" in res.output and "qdrant-edge at" in res.output
        assert res.output.rstrip().splitlines()[-1].endswith(f"--config {data}/config.yaml stop-redis")
        s = load_settings(data / "config.yaml", env={})
        assert s.profile == "embedded" and s.data_path == data
    finally:
        stop_embedded(load_settings(data / "config.yaml", env={}))
