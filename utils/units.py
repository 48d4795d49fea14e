"""systemd units and the crontab line, rendered with this installation's paths.

The files in deploy/ are these templates rendered with the defaults below; a test keeps them in sync.
"""

from __future__ import annotations

import shlex
from pathlib import Path

DEFAULT_EXE = "/usr/local/bin/true-recall"
DEFAULT_CONFIG = "/etc/true-recall/config.yaml"
DEFAULT_ENV = "/etc/true-recall/env"

_COMMON = """\
[Service]
Environment=PYTHONUNBUFFERED=1
Environment=TRUE_RECALL_CONFIG={config}
# Secrets (QDRANT_API_KEY, TRUE_RECALL_SERVE_TOKEN, REDIS_URL with a password) live here, mode 0600.
EnvironmentFile=-{env}
User=true-recall
Group=true-recall
"""

CAPTURE = """\
[Unit]
Description=true-recall capture: stage assistant session turns in Redis
After=network-online.target redis-server.service
Wants=network-online.target

{common}Type=simple
ExecStart={exe} capture
# First SIGTERM: finish the batch, save the checkpoint, exit 0. Then systemd waits TimeoutStopSec.
KillSignal=SIGTERM
TimeoutStopSec=30
Restart=always
RestartSec=2
# Liveness for monitors: `true-recall capture --check` exits 0/1 from the heartbeat key.

[Install]
WantedBy=multi-user.target
"""

CURATE = """\
[Unit]
Description=true-recall curate: extract gems from the last day's turns
After=network-online.target redis-server.service
Wants=network-online.target

{common}Type=oneshot
ExecStart={exe} curate
# The curator holds a Redis lock; a second start while one runs exits non-zero without touching data.
TimeoutStartSec=3h
"""

CURATE_TIMER = """\
[Unit]
Description=true-recall curate, daily at 03:30

[Timer]
OnCalendar=*-*-* 03:30:00
# Run at the next boot if the machine was off at 03:30.
Persistent=true
Unit=true-recall-curate.service

[Install]
WantedBy=timers.target
"""

CRONTAB = """\
# /etc/cron.d/true-recall — curate the last 24 h of staged turns daily at 03:30 (use this OR the systemd timer).
# The buffer TTL (48 h) outlives a missed night; nothing else may delete tr:* keys before this runs.
30 3 * * * true-recall TRUE_RECALL_CONFIG={config} {exe} curate >> /var/log/true-recall/curate.log 2>&1
"""


def render(exe: str = DEFAULT_EXE, config: str = DEFAULT_CONFIG, env: str = DEFAULT_ENV) -> dict[str, str]:
    """File name -> content for every unit, the timer and the crontab line."""
    q = {"exe": shlex.quote(exe), "config": config, "env": env}
    common = _COMMON.format(**q)
    return {
        "systemd/true-recall-capture.service": CAPTURE.format(common=common, **q),
        "systemd/true-recall-curate.service": CURATE.format(common=common, **q),
        "systemd/true-recall-curate.timer": CURATE_TIMER,
        "cron/true-recall.crontab": CRONTAB.format(**q),
    }


def write(target: Path, files: dict[str, str]) -> list[Path]:
    """Write rendered files under target (systemd/... and cron/...); returns the paths written."""
    out = []
    for name, text in files.items():
        p = target / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
        out.append(p)
    return out
