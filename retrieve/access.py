"""Who may call `true-recall serve` for which users: tokens, their scopes, and the token file.

Tokens come from serve.token / TRUE_RECALL_SERVE_TOKEN (admin), serve.tokens (scoped to users, or admin),
and, when none is configured, ``<data_dir>/serve.token``: created on first start with mode 0600, read by the
CLI (retrieve/client.py) and by the OpenClaw plugin, so a loopback install is protected with nothing to
configure. Binding beyond loopback needs a configured token: a file on one machine is no key to hand out.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from utils.config import Settings
from utils.errors import ConfigError

TOKEN_FILE = "serve.token"
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})


@dataclass(frozen=True)
class Principal:
    """What a token may do: every user (admin), or the listed users."""

    admin: bool
    users: frozenset[str]

    def may(self, user_id: str) -> bool:
        return self.admin or user_id in self.users


def token_path(settings: Settings) -> Path:
    return settings.data_path / TOKEN_FILE


def read_token_file(settings: Settings) -> str | None:
    """The token serve created, if there is one (the CLI's fallback when no token is configured)."""
    try:
        t = token_path(settings).read_text(encoding="utf-8").strip()
    except (FileNotFoundError, PermissionError):
        return None
    return t or None


def ensure_token_file(settings: Settings) -> str:
    """The token in <data_dir>/serve.token, created (mode 0600, never group/world readable) if missing."""
    existing = read_token_file(settings)
    if existing:
        return existing
    path = token_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    token = secrets.token_urlsafe(32)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process made it first: use theirs
        return read_token_file(settings) or ensure_token_file(settings)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(token + "\n")
    return token


def configured(settings: Settings) -> bool:
    return bool(settings.serve.token or settings.serve.tokens)


def table(settings: Settings, environ: dict[str, str] | None = None) -> list[tuple[bytes, Principal]]:
    """(token, principal) for every configured token; the token file's when none is configured."""
    env = os.environ if environ is None else environ
    out: list[tuple[bytes, Principal]] = []
    if settings.serve.token:
        out.append((settings.serve.token.encode(), Principal(True, frozenset())))
    for i, t in enumerate(settings.serve.tokens):
        value = t.token if t.token is not None else env.get(t.token_env or "")
        if not value:
            raise ConfigError([f"serve.tokens[{i}].token_env: environment variable {t.token_env} is not set"])
        if len(value) < 16:
            raise ConfigError([f"serve.tokens[{i}]: a token needs at least 16 characters"])
        out.append((value.encode(), Principal(t.admin, frozenset(t.users))))
    if not out:
        out.append((ensure_token_file(settings).encode(), Principal(True, frozenset())))
    return out


def who(tokens: list[tuple[bytes, Principal]], authorization: str) -> Principal | None:
    """The principal of a `Bearer <token>` header, or None. Every token is compared (constant time each)."""
    scheme, _, given = authorization.partition(" ")
    if scheme.lower() != "bearer" or not given.strip():
        return None
    g = given.strip().encode()
    found = None
    for tok, p in tokens:
        if hmac.compare_digest(g, tok) and found is None:
            found = p
    return found


def is_loopback(host: str) -> bool:
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_bind(settings: Settings, host: str) -> None:
    """Refuse (ConfigError: exit 2) to listen beyond loopback without a configured token."""
    if is_loopback(host) or configured(settings):
        return
    raise ConfigError([
        f"serve.host: refusing to serve on {host} without a token: anyone who can reach it could read and delete "
        "every user's memories.",
        "  fix: set TRUE_RECALL_SERVE_TOKEN (e.g. to the contents of "
        f"{token_path(settings)}), or serve.token / serve.tokens in config.yaml; or bind to 127.0.0.1.",
    ])


def allowed_hosts(settings: Settings, bind: str) -> list[str]:
    """Host header names accepted: the configured ones, plus the bind address when it names this host."""
    hosts = list(settings.serve.allowed_hosts)
    if bind not in ("0.0.0.0", "::", "") and bind not in hosts:
        hosts.append(bind)
    return hosts
