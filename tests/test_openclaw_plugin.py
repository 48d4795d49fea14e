"""The OpenClaw plugin's own tests (node --test) and `true-recall openclaw install-plugin`."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from openclaw_harness import node_bin
from true_recall.cli import cli

ROOT = Path(__file__).resolve().parent.parent
PLUGIN = ROOT / "integrations" / "openclaw"


def _node() -> str | None:
    cached = node_bin() / "node"
    if cached.is_file():
        return str(cached)
    system = shutil.which("node")
    if system:
        v = subprocess.run([system, "--version"], capture_output=True, text=True).stdout.strip().lstrip("v")
        if v and int(v.split(".")[0]) >= 20:  # node:test, fetch, AbortSignal.timeout
            return system
    return None


def test_plugin_logic_under_node() -> None:
    node = _node()
    if node is None:
        pytest.skip("!!! no Node >= 20 (run `python tests/openclaw_harness.py install`): plugin tests not run !!!")
    p = subprocess.run([node, "--test", "--test-reporter=tap", "test/memory.test.js"], cwd=PLUGIN, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]
    assert "# fail 0" in p.stdout and "# pass 17" in p.stdout  # hostile-text, serve-instance, block and remember tests


def test_manifest_and_package_agree() -> None:
    manifest = json.loads((PLUGIN / "openclaw.plugin.json").read_text())
    pkg = json.loads((PLUGIN / "package.json").read_text())
    assert pkg["type"] == "module" and pkg["openclaw"]["extensions"] == ["./index.js"]
    assert manifest["id"] == "true-recall" and manifest["activation"] == {"onStartup": True}
    props = manifest["configSchema"]["properties"]
    assert props["timeoutMs"]["default"] <= 1500
    assert {"url", "token", "tokenEnv", "tokenFile", "userId", "agentUsers", "k", "maxWords"} <= set(props)


def _cfg(tmp_path: Path) -> Path:
    cfg = tmp_path / "tr.yaml"
    cfg.write_text(json.dumps({"serve": {"port": 9911, "token": "s3cret"}, "capture": {"sources": [
        {"agent": "main", "user_id": "lin"}, {"agent": "work", "user_id": "lin-work"}]}}))
    return cfg


def test_install_plugin_keeps_the_rest_of_openclaw_json(tmp_path: Path) -> None:
    oc = tmp_path / "openclaw.json"
    original = {"gateway": {"mode": "local", "port": 1234}, "agents": {"defaults": {"model": {"primary": "x/y"}}},
                "plugins": {"allow": ["memory-core"], "load": {"paths": ["/other/plugin"]},
                            "entries": {"memory-core": {"enabled": True},
                                        "true-recall": {"config": {"maxWords": 120}}}}}
    oc.write_text(json.dumps(original))
    r = CliRunner().invoke(cli, ["--config", str(_cfg(tmp_path)), "openclaw", "install-plugin", "--openclaw-config", str(oc)])
    assert r.exit_code == 0, r.output
    got = json.loads(oc.read_text())
    assert got["gateway"] == original["gateway"] and got["agents"] == original["agents"]
    assert got["plugins"]["entries"]["memory-core"] == {"enabled": True}
    assert got["plugins"]["allow"] == ["memory-core", "true-recall"]
    assert got["plugins"]["load"]["paths"] == ["/other/plugin", str(PLUGIN)]
    entry = got["plugins"]["entries"]["true-recall"]
    assert entry["enabled"] is True and entry["hooks"]["allowConversationAccess"] is True
    assert entry["config"]["url"] == "http://127.0.0.1:9911"
    # serve's record of itself, which the plugin checks /health against before it sends anything
    assert entry["config"]["serveFile"].endswith("/true-recall/serve.json"), entry["config"]
    assert entry["config"]["agentUsers"] == {"main": "lin", "work": "lin-work"}
    assert entry["config"]["maxWords"] == 120  # the user's own setting stays
    assert "s3cret" not in oc.read_text() and entry["config"]["tokenEnv"] == "TRUE_RECALL_SERVE_TOKEN"
    assert json.loads((tmp_path / "openclaw.json.bak").read_text()) == original
    # Idempotent: a second run changes nothing.
    before = oc.read_text()
    assert CliRunner().invoke(cli, ["--config", str(_cfg(tmp_path)), "openclaw", "install-plugin",
                                    "--openclaw-config", str(oc)]).exit_code == 0
    assert oc.read_text() == before


def test_install_plugin_print_and_json5_refusal(tmp_path: Path) -> None:
    oc = tmp_path / "openclaw.json"
    r = CliRunner().invoke(cli, ["--config", str(_cfg(tmp_path)), "openclaw", "install-plugin", "--print",
                                 "--openclaw-config", str(oc)])
    assert r.exit_code == 0 and not oc.exists()
    assert json.loads(r.output)["plugins"]["entries"]["true-recall"]["enabled"] is True
    oc.write_text("{ // my comments\n gateway: {mode: 'local'}, }\n")
    r = CliRunner().invoke(cli, ["--config", str(_cfg(tmp_path)), "openclaw", "install-plugin", "--openclaw-config", str(oc)])
    assert r.exit_code != 0 and "not plain JSON" in r.output and "true-recall" in r.output
    assert oc.read_text().startswith("{ // my comments")  # untouched


def test_install_plugin_user_option_and_an_unconfigured_user(tmp_path: Path) -> None:
    oc = tmp_path / "openclaw.json"
    r = CliRunner().invoke(cli, ["--config", str(_cfg(tmp_path)), "openclaw", "install-plugin", "--openclaw-config",
                                 str(oc), "--user", "bob"])
    assert r.exit_code == 0, r.output
    cfg = json.loads(oc.read_text())["plugins"]["entries"]["true-recall"]["config"]
    assert cfg["userId"] == "bob" and cfg["agentUsers"] == {"main": "lin", "work": "lin-work"}
    # No user anywhere in the config: said so (the plugin would file memories under "default").
    bare = tmp_path / "bare.yaml"
    bare.write_text(json.dumps({"data_dir": str(tmp_path / "d")}))
    r = CliRunner().invoke(cli, ["--config", str(bare), "openclaw", "install-plugin", "--print"])
    assert r.exit_code == 0 and "pass --user U" in r.stderr
    assert json.loads(r.stdout)["plugins"]["entries"]["true-recall"]["config"]["userId"] == "default"
