"""`true-recall openclaw install-plugin`: put the memory plugin into the user's openclaw.json.

The plugin itself is JavaScript in ``integrations/openclaw/`` (loaded by OpenClaw from that folder).
This only edits OpenClaw's config, and only the plugin's own keys: ``plugins.load.paths`` gains the
folder, ``plugins.entries.true-recall`` is created or updated (a user's own settings in it are kept),
``plugins.allow`` gains the id if the user keeps an allowlist. Everything else stays as it was; the old
file is kept as ``openclaw.json.bak``. The serve URL and the agent -> user mapping come from
true-recall's own config (serve.host/port, capture.sources), so capture and recall agree on whose
memories an agent's turns are. A serve token is never copied into openclaw.json: the plugin reads it
from ``$TRUE_RECALL_SERVE_TOKEN`` (or a token file given with --token-file).
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import click

from utils.command import settings_from
from utils.config import Settings

PLUGIN_ID = "true-recall"


class OpenClawConfigError(Exception):
    """openclaw.json cannot be read as a JSON object; the user edits it by hand (we print the snippet)."""


def default_plugin_dir() -> Path:
    """The plugin of this installation: true_recall/openclaw_plugin in an installed wheel (package data),
    else integrations/openclaw of the checkout (a clone or an editable install)."""
    here = Path(__file__).resolve().parent
    packaged = here / "openclaw_plugin"
    if (packaged / "openclaw.plugin.json").is_file():
        return packaged
    return here.parent / "integrations" / "openclaw"


def openclaw_config_path(environ: Any = None) -> Path:
    """Where OpenClaw reads its config: $OPENCLAW_CONFIG_PATH, $OPENCLAW_STATE_DIR/openclaw.json, ~/.openclaw/openclaw.json."""
    env = os.environ if environ is None else environ
    if env.get("OPENCLAW_CONFIG_PATH"):
        return Path(env["OPENCLAW_CONFIG_PATH"]).expanduser()
    if env.get("OPENCLAW_STATE_DIR"):
        return Path(env["OPENCLAW_STATE_DIR"]).expanduser() / "openclaw.json"
    return Path("~/.openclaw/openclaw.json").expanduser()


def plugin_config(settings: Settings, token_file: str | None = None, user: str | None = None) -> dict[str, Any]:
    """The plugin's config from true-recall's: serve URL, default user, agent -> user mapping, token source.

    user: the true-recall user for every agent capture.sources does not map (default: the first source's)."""
    host = settings.serve.host
    host = f"[{host}]" if ":" in host else ("127.0.0.1" if host in ("0.0.0.0", "") else host)
    sources = settings.capture.sources
    cfg: dict[str, Any] = {
        "url": f"http://{host}:{settings.serve.port}",
        "userId": user or (sources[0].user_id if sources else "default"),
        "agentUsers": {s.agent: s.user_id for s in sources},
        "k": settings.retrieve.default_k,
    }
    if token_file:
        cfg["tokenFile"] = str(Path(token_file).expanduser().resolve())
    elif settings.serve.token:
        cfg["tokenEnv"] = "TRUE_RECALL_SERVE_TOKEN"
    else:
        # No token configured: serve creates one on first start in <data_dir>/serve.token (mode 0600).
        from retrieve.access import token_path

        cfg["tokenFile"] = str(token_path(settings).expanduser().resolve())
    if host in ("127.0.0.1", "[::1]", "localhost"):
        # A local serve records itself (with a random instance id) there; the plugin checks its /health against it.
        from retrieve.serve_address import path as serve_record

        cfg["serveFile"] = str(serve_record(settings).expanduser().resolve())
    return cfg


def merged(current: dict[str, Any], plugin_dir: Path, config: dict[str, Any]) -> dict[str, Any]:
    """openclaw.json with the plugin's keys added or updated; the input is not changed."""
    out = copy.deepcopy(current)
    plugins = out.setdefault("plugins", {})
    if not isinstance(plugins, dict):
        raise OpenClawConfigError("plugins is not an object")
    load = plugins.setdefault("load", {})
    if not isinstance(load, dict):
        raise OpenClawConfigError("plugins.load is not an object")
    paths = load.setdefault("paths", [])
    if not isinstance(paths, list):
        raise OpenClawConfigError("plugins.load.paths is not a list")
    if str(plugin_dir) not in paths:
        paths.append(str(plugin_dir))
    allow = plugins.get("allow")
    if isinstance(allow, list) and PLUGIN_ID not in allow:
        allow.append(PLUGIN_ID)
    entries = plugins.setdefault("entries", {})
    if not isinstance(entries, dict):
        raise OpenClawConfigError("plugins.entries is not an object")
    entry = entries.get(PLUGIN_ID)
    entry = dict(entry) if isinstance(entry, dict) else {}
    entry["enabled"] = True
    hooks = dict(entry.get("hooks") or {})
    # A plugin loaded from a path sees no conversation (and so no prompt hook) unless this is set.
    hooks.update(allowConversationAccess=True, allowPromptInjection=True)
    entry["hooks"] = hooks
    old = entry.get("config") if isinstance(entry.get("config"), dict) else {}
    # Where serve is and whose memories an agent's are follow true-recall's config (or --user) on every run; the
    # user's other settings stay.
    ours = ("url", "agentUsers", "userId")
    entry["config"] = {**config, **{k: v for k, v in old.items() if k not in ours}, **{
        "url": config["url"], "userId": config["userId"],
        "agentUsers": {**old.get("agentUsers", {}), **config["agentUsers"]}}}
    entries[PLUGIN_ID] = entry
    return out


def read_config(path: Path) -> dict[str, Any]:
    """The current openclaw.json ({} when there is none yet)."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        # OpenClaw also accepts JSON5 (comments, trailing commas); rewriting it would lose the comments.
        raise OpenClawConfigError(f"{path} is not plain JSON ({e}); add the printed snippet by hand") from e
    if not isinstance(data, dict):
        raise OpenClawConfigError(f"{path}: the top level is not an object")
    return data


def write_config(path: Path, data: dict[str, Any]) -> None:
    """Write atomically, keeping the previous file as .bak."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if path.exists():
        os.replace(path, path.with_name(path.name + ".bak"))
    os.replace(tmp, path)


@click.group("openclaw")
def openclaw_group() -> None:
    """Connect true-recall to OpenClaw (the memory plugin)."""


@openclaw_group.command("install-plugin")
@click.option("--print", "print_only", is_flag=True, help="Print the resulting openclaw.json instead of writing it.")
@click.option("--openclaw-config", type=click.Path(dir_okay=False), default=None,
              help="OpenClaw's config file (default: $OPENCLAW_CONFIG_PATH, else ~/.openclaw/openclaw.json).")
@click.option("--plugin-dir", type=click.Path(file_okay=False), default=None,
              help="The plugin folder (default: integrations/openclaw of this installation).")
@click.option("--token-file", type=click.Path(dir_okay=False), default=None,
              help="A file holding serve's token, for the plugin to read (the token itself is never written).")
@click.option("--user", "-u", "user", default=None,
              help="The true-recall user of agents capture.sources does not name (default: the first source's).")
@click.pass_context
def install_plugin_cmd(ctx: click.Context, print_only: bool, openclaw_config: str | None, plugin_dir: str | None,
                       token_file: str | None, user: str | None) -> None:
    """Add the true-recall plugin to openclaw.json, keeping everything else in it."""
    settings = settings_from(ctx)
    if user is None and all(s.user_id == "default" for s in settings.capture.sources):
        # No user configured anywhere: "default" would file and find the memories under a user nobody named.
        click.echo("note: capture.sources names no user (user_id: default); pass --user U, or set "
                   "capture.sources[].user_id in the config capture uses", err=True)
    pdir = Path(plugin_dir).expanduser().resolve() if plugin_dir else default_plugin_dir()
    if not (pdir / "openclaw.plugin.json").is_file():
        raise click.ClickException(f"no OpenClaw plugin in {pdir} (expected openclaw.plugin.json); pass --plugin-dir")
    path = Path(openclaw_config).expanduser() if openclaw_config else openclaw_config_path()
    cfg = plugin_config(settings, token_file, user)
    try:
        data = merged(read_config(path), pdir, cfg)
    except OpenClawConfigError as e:
        click.echo(json.dumps({"plugins": merged({}, pdir, cfg)["plugins"]}, indent=2), err=False)
        raise click.ClickException(str(e)) from e
    if print_only:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    write_config(path, data)
    click.echo(f"true-recall plugin added to {path} (serve at {cfg['url']}, user {cfg['userId']}); "
               "restart OpenClaw (or its gateway) to load it", err=True)
    if "tokenEnv" in cfg:
        click.echo("serve has a token: export TRUE_RECALL_SERVE_TOKEN for OpenClaw, or use --token-file", err=True)


COMMANDS: list[click.Command] = [openclaw_group]
