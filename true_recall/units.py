"""systemd units and the crontab line, rendered with this installation's paths.

The files in deploy/ are these templates rendered with the defaults below and marked as templates (their
/usr/local/bin/true-recall is a placeholder); a test keeps them in sync. `true-recall install-units`
renders them with the real paths (true_recall/installation.py).
"""

from __future__ import annotations

import shlex

DEFAULT_EXE = "/usr/local/bin/true-recall"
DEFAULT_CONFIG = "/etc/true-recall/config.yaml"
DEFAULT_ENV = "/etc/true-recall/env"
DEFAULT_USER = "true-recall"
DEFAULT_LOG_DIR = "/var/log/true-recall"
DEFAULT_DATA_DIR = "/var/lib/true-recall"

_TEMPLATE_NOTE = """\
# TEMPLATE with placeholder paths: `true-recall install-units` renders and installs it with this
# installation's executable, config, env file and service user (`--print` shows the result).
"""

_COMMON = """\
[Service]
Environment=PYTHONUNBUFFERED=1
Environment=TRUE_RECALL_CONFIG={config}
# Secrets (QDRANT_API_KEY, TRUE_RECALL_SERVE_TOKEN, REDIS_URL with a password) live here, mode 0640.
EnvironmentFile=-{env}
# No Group=: the user's primary group (for `install-units --user NAME` with an existing account).
User={user}
# What it writes (data folder, store, AOF, reports) is the service user's alone (commands set it too).
UMask=0077
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
# Redis unreachable for capture.redis_down_exit_s: exit 1, and systemd starts a fresh daemon.
# Liveness for monitors (as this user): `true-recall capture --check` exits 0 only while this daemon's
# latest heartbeat is in Redis.

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

SERVE = """\
[Unit]
Description=true-recall serve: search, remember and memory management over HTTP on loopback
After=network-online.target redis-server.service
Wants=network-online.target

{common}Type=simple
ExecStart={exe} serve
Restart=on-failure
RestartSec=2
# SIGTERM: uvicorn finishes the requests in flight, serve closes the store and exits 0.
TimeoutStopSec=30
# Hardening: no privilege gain, the whole file system read-only but the data folder (store, serve.token,
# serve.json, the embedded Redis if any), a private /tmp.
NoNewPrivileges=true
ProtectSystem=strict
ReadWritePaths={data_dir}
PrivateTmp=true
# serve keeps up to serve.resident_mb of the store's files locked in RAM (mlock): allow it.
LimitMEMLOCK=infinity

[Install]
WantedBy=multi-user.target
"""

CURATE_TIMER = """\
[Unit]
Description=true-recall curate ({schedule})

[Timer]
OnCalendar={calendar}
# Run at the next boot if the machine was off at that time.
Persistent=true
Unit=true-recall-curate.service

[Install]
WantedBy=timers.target
"""

CRONTAB = """\
# /etc/cron.d/true-recall — curate the last day of staged turns at {schedule} (use this OR the systemd timer).
# The buffer TTL (48 h) outlives a missed night; nothing else may delete tr:* keys before this runs.
# --env-file loads the secrets the systemd units get from EnvironmentFile=.
{schedule} {user} {exe} --config {config_q} --env-file {env_q} curate >> {log_dir}/curate.log 2>&1
"""

DEFAULT_SCHEDULE = "30 3 * * *"
_DOW = ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def _field(value: str, name: str, low: int, high: int, width: int = 0) -> str:
    """One cron field in systemd's calendar syntax: *, N, a,b, a-b (a..b), */n (start/n)."""
    if value == "*":
        return "*"
    out: list[str] = []
    for part in value.split(","):
        step = ""
        if "/" in part:
            part, n = part.split("/", 1)
            if not n.isdigit() or int(n) < 1:
                raise ValueError(f"curate.schedule: bad step {n!r} in the {name} field")
            step = f"/{int(n)}"
            part = str(low) if part == "*" else part
        bounds = part.split("-")
        if not all(b.isdigit() and low <= int(b) <= high for b in bounds) or len(bounds) > 2:
            raise ValueError(f"curate.schedule: {value!r} is not a valid {name} field ({low}-{high})")
        text = "..".join(str(int(b)).zfill(width) for b in bounds)
        out.append(text + step)
    return ",".join(out)


def on_calendar(schedule: str) -> str:
    """A cron schedule ("30 3 * * *") as systemd's OnCalendar ("*-*-* 03:30:00"), or ValueError."""
    parts = schedule.split()
    if len(parts) != 5:
        raise ValueError(f"curate.schedule must have 5 cron fields (minute hour day month weekday), got {schedule!r}")
    minute, hour, dom, month, dow = parts
    cal = (f"*-{_field(month, 'month', 1, 12, 2)}-{_field(dom, 'day', 1, 31, 2)} "
           f"{_field(hour, 'hour', 0, 23, 2)}:{_field(minute, 'minute', 0, 59, 2)}:00")
    if dow != "*":
        days = []
        for part in dow.split(","):
            bounds = part.split("-")
            if not all(b.isdigit() and 0 <= int(b) <= 7 for b in bounds) or len(bounds) > 2:
                raise ValueError(f"curate.schedule: {dow!r} is not a valid weekday field (0-7, lists, ranges)")
            days.append("..".join(_DOW[int(b)] for b in bounds))
        cal = ",".join(days) + " " + cal
    return cal


def render(exe: str = DEFAULT_EXE, config: str = DEFAULT_CONFIG, env: str = DEFAULT_ENV,
           schedule: str = DEFAULT_SCHEDULE, user: str = DEFAULT_USER, log_dir: str = DEFAULT_LOG_DIR,
           template: bool = False, data_dir: str = DEFAULT_DATA_DIR) -> dict[str, str]:
    """File name -> content for every unit, the timer and the crontab line (at curate.schedule).

    template: mark each file as a template with placeholder paths (the copies kept in deploy/).
    """
    q = {"exe": shlex.quote(exe), "config": config, "env": env, "schedule": schedule, "user": user,
         "data_dir": data_dir,
         "config_q": shlex.quote(config), "env_q": shlex.quote(env), "log_dir": shlex.quote(log_dir)}
    common = _COMMON.format(**q)
    files = {
        "systemd/true-recall-capture.service": CAPTURE.format(common=common, **q),
        "systemd/true-recall-curate.service": CURATE.format(common=common, **q),
        "systemd/true-recall-curate.timer": CURATE_TIMER.format(calendar=on_calendar(schedule), **q),
        "systemd/true-recall-serve.service": SERVE.format(common=common, **q),
        "cron/true-recall.crontab": CRONTAB.format(**q),
    }
    return {name: _TEMPLATE_NOTE + text for name, text in files.items()} if template else files
