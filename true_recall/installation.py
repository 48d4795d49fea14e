"""A production installation on this machine: what `true-recall install-units` creates, step by step.

The plan is data (a list of steps, each saying what it does), built apart from doing it, so `--print`
shows exactly what a real run would do. Everything lands under a root folder: `/` for real, or any
folder (`--root`, for tests and trying it out) that then stands in for `/` everywhere, inside the files
too, so the printed next steps work as they are; there the steps that change system accounts or
ownership are reported as skipped. Existing files (config, env) are kept: running it again only
refreshes the units.

What it lays out (paths under the root):
    /etc/true-recall/config.yaml          the production template: data_dir and the session folder filled in
    /etc/true-recall/env                  secrets and overrides (env example), mode 0640, group = service user
    /etc/true-recall/true-recall.crontab  the cron alternative to the timer (copy to /etc/cron.d to use it)
    /var/lib/true-recall                  data_dir (state), owned by the service user
    /var/log/true-recall                  the cron job's log, owned by the service user
    /etc/systemd/system/true-recall-{capture,curate}.service, true-recall-curate.timer
"""

from __future__ import annotations

import os
import pwd
import re
import shlex
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from true_recall import templates, units

ETC = "/etc/true-recall"
STATE = "/var/lib/true-recall"
LOGS = units.DEFAULT_LOG_DIR
UNIT_DIR = "/etc/systemd/system"


@dataclass
class Step:
    """One thing the installation does; `run` is None for what is only reported (skipped or already there)."""

    what: str
    run: Callable[[], None] | None = None
    content: str | None = None  # the file's text, shown by --print


@dataclass
class Layout:
    """Where things go and whose they are."""

    root: Path
    exe: str
    user: str = units.DEFAULT_USER
    sessions: str = "~/.openclaw/agents/main/sessions"
    user_id: str = "default"
    steps: list[Step] = field(default_factory=list)

    @property
    def real(self) -> bool:
        """Installing into the machine itself (not a test root): accounts and ownership are ours to change."""
        return self.root.resolve() == Path("/")

    def at(self, path: str) -> Path:
        """A system path under the root."""
        return self.root.absolute() / path.lstrip("/")


def invoking_home() -> Path:
    """The home of the person installing: under sudo, SUDO_USER's, not root's."""
    sudo_user = os.environ.get("SUDO_USER")
    if sudo_user:
        try:
            return Path(pwd.getpwnam(sudo_user).pw_dir)
        except KeyError:
            pass
    return Path.home()


def production_config(sessions: str, user_id: str, data_dir: str = STATE) -> str:
    """The production template with this machine's data folder and session folder filled in.

    Under the service user, `~` would be its own home, so the session folder is written absolute.
    """
    text = templates.text("config.yaml")
    text, n_data = re.subn(r"(?m)^data_dir: \S+", f"data_dir: {data_dir}", text, count=1)
    text, n_path = re.subn(r"(?m)^(    - path: )\S+", lambda m: m.group(1) + sessions, text, count=1)
    text, n_user = re.subn(r"(?m)^(      user_id: )\S+", lambda m: m.group(1) + user_id, text, count=1)
    if not n_data == n_path == n_user == 1:
        raise RuntimeError("templates/config.yaml lost a line installation fills in")
    return text


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def _write(path: Path, text: str, mode: int) -> Callable[[], None]:
    def run() -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        path.chmod(mode)

    return run


def _mkdir(path: Path, mode: int) -> Callable[[], None]:
    def run() -> None:
        path.mkdir(parents=True, exist_ok=True)
        path.chmod(mode)

    return run


def _chown(path: Path, user: str | None, group_of: str) -> Callable[[], None]:
    """Owner `user` (None: unchanged) and the primary group of `group_of`, looked up when it runs (the
    account may be created by an earlier step)."""
    return lambda: shutil.chown(path, user=user, group=pwd.getpwnam(group_of).pw_gid)


def plan(lay: Layout, schedule: str | None = None) -> list[Step]:
    """Every step of the installation, in order (nothing is done here)."""
    steps: list[Step] = []
    user = lay.user
    # 1. The service user: a system account with no login and its home at the state folder.
    if not lay.real:
        steps.append(Step(f"system user {user}: skipped under --root {lay.root}"))
    elif _user_exists(user):
        steps.append(Step(f"system user {user}: exists"))
    else:
        cmd = ["useradd", "--system", "--user-group", "--home-dir", STATE, "--no-create-home",
               "--shell", "/usr/sbin/nologin", user]
        steps.append(Step(f"create system user {user}: {shlex.join(cmd)}",
                          lambda: subprocess.run(cmd, check=True, capture_output=True)))
    # 2. Folders: config, state (data_dir), logs.
    for path, mode in ((ETC, 0o755), (STATE, 0o700), (LOGS, 0o750)):  # the data is the service user's alone
        steps.append(Step(f"folder {lay.at(path)} (mode {mode:o})", _mkdir(lay.at(path), mode)))
        if lay.real and path != ETC:
            steps.append(Step(f"owner of {path}: {user}", _chown(lay.at(path), user, user)))
    # 3. The config file and the env file, kept when they exist (they are the operator's edits).
    cfg, env = lay.at(f"{ETC}/config.yaml"), lay.at(f"{ETC}/env")
    if cfg.exists():
        steps.append(Step(f"config {cfg}: exists, kept"))
    else:
        text = production_config(lay.sessions, lay.user_id, str(lay.at(STATE)))
        steps.append(Step(f"config {cfg} (production template; data_dir {lay.at(STATE)}, sessions {lay.sessions})",
                          _write(cfg, text, 0o644), text))
    if env.exists():
        steps.append(Step(f"env file {env}: exists, kept"))
    else:
        text = templates.text("env.example")
        steps.append(Step(f"env file {env} (mode 640: secrets)", _write(env, text, 0o640), text))
        if lay.real:
            steps.append(Step(f"group of {env}: {user}'s (the cron job reads it)", _chown(env, None, user)))
    # 4. The units and the crontab alternative, with this installation's paths.
    files = units.render(exe=lay.exe, config=str(cfg), env=str(env),
                         schedule=schedule or units.DEFAULT_SCHEDULE, user=user, log_dir=str(lay.at(LOGS)),
                         data_dir=config_data_dir(lay) or str(lay.at(STATE)))
    for name, text in files.items():
        if name.startswith("systemd/"):
            dest = lay.at(f"{UNIT_DIR}/{name.split('/', 1)[1]}")
            steps.append(Step(f"unit {dest}", _write(dest, text, 0o644), text))
        else:
            dest = lay.at(f"{ETC}/true-recall.crontab")
            steps.append(Step(f"cron alternative {dest} (inactive; copy to /etc/cron.d/true-recall to use "
                              "it instead of the timer)", _write(dest, text, 0o644), text))
    return steps


def config_schedule(lay: Layout) -> str | None:
    """curate.schedule of an existing installed config (the timer follows it), else None."""
    cfg = lay.at(f"{ETC}/config.yaml")
    if not cfg.exists():
        return None
    from utils.config import load_settings

    return load_settings(cfg, env={}).curate.schedule


def config_data_dir(lay: Layout) -> str | None:
    """data_dir of an existing installed config (serve's unit may write only there), else None."""
    cfg = lay.at(f"{ETC}/config.yaml")
    if not cfg.exists():
        return None
    from utils.config import load_settings

    return str(load_settings(cfg, env={}).data_path)


def next_steps(lay: Layout) -> list[str]:
    """What the operator does after the installation (printed at the end)."""
    cfg, env = lay.at(f"{ETC}/config.yaml"), lay.at(f"{ETC}/env")
    run_as = f"sudo -u {lay.user} " if lay.real else ""
    base = f"{run_as}{shlex.quote(lay.exe)} --config {shlex.quote(str(cfg))} --env-file {shlex.quote(str(env))}"
    return [
        f"edit {cfg} (capture.sources: which session folders belong to which user; {lay.user} must be able "
        f"to read them) and put secrets in {env}",
        "systemctl daemon-reload && systemctl enable --now true-recall-capture.service true-recall-curate.timer "
        "true-recall-serve.service",
        f"{base} backfill {shlex.quote(lay.sessions)}   # existing history, once",
        f"{base} curate --all-pending   # curate it",
        f"{base} status",
    ]
