"""A password's or a secret key's value on its own line of a compose file, an env file or a YAML map, and a
vault password echoed into a command.

"POSTGRES_PASSWORD: MapleTulip84.JK", "PGADMIN_DEFAULT_PASSWORD: Vl=Pn0f16jfT", "- REDIS_PASSWORD=Quartz.Harbor.19",
"DJANGO_SECRET_KEY=1l@dy(!o3h...": the whole value to the end of the line, whatever characters it holds (a dot, an
'=', brackets), where the keyword rules stop at the first one that reads as code. The value stands alone on its line
and is no reference or code: not ``${VAR}``, a path, a call (``get_random_secret_key()``), an attribute
(``os.environ``, ``Config.SECRET``: letters alone before the dot), a constant's name, a plain word or a boolean; it
holds two kinds of character at least (three when it is short). "--vault-password-file <(echo "otter-meadow-27")": the
echoed value.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_LINE = re.compile(
    r"(?m)^[ \t]*(?:-[ \t]*)?[\"']?(?P<k>[A-Za-z][A-Za-z0-9_.-]*?(?:PASSWORD|PASSWD|_PASS|_PWD|SECRET|SECRET_KEY"
    r"|_TOKEN|API_KEY|APIKEY|password|passwd|secret_key|_secret|_token|api_key))[\"']?[ \t]*[:=][ \t]*"
    r"(?P<q>[\"']?)(?P<v>[^\s\"'#$/<{~][^\s\"']{5,127})(?P=q)[ \t]*\r?$")
_ECHO = re.compile(r"--(?:vault-)?password-file[ =]+<\(\s*echo\s+(?P<q>[\"']?)(?P<v>[^\"'\s)]{4,128})(?P=q)\s*\)")
_CALL = re.compile(r"[A-Za-z_][\w.]*\(.*\)")
_ATTR = re.compile(r"[A-Za-z_]+(?:\.[A-Za-z_]\w*)+")
# a stand-in where the value goes ("sk-...your-key-here", "<your password>", "changeme")
_STAND_IN = re.compile(r"(?i)\.\.\.|your|here|example|sample|changeme|placeholder|xxxx|dummy|redacted")
_CONST = re.compile(r"[A-Z][A-Z_]*|[a-z][a-z_-]*|true|false|null|none|yes|no", re.I)


def _classes(v: str) -> int:
    return sum((any(c.islower() for c in v), any(c.isupper() for c in v), any(c.isdigit() for c in v),
                any(not c.isalnum() for c in v)))


def _value(v: str) -> bool:
    if (_STAND_IN.search(v) or _CALL.fullmatch(v) or _ATTR.fullmatch(v) or _CONST.fullmatch(v) or "${" in v
            or "://" in v):
        return False
    n = _classes(v)
    return n >= 3 or (n >= 2 and len(v) >= 8 and not v.isdigit())


TRIGGERS: tuple[str, ...] = ("password-file",)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if "pass" in low or "secret" in low or "token" in low or "api_key" in low or "apikey" in low:
        for m in _LINE.finditer(text):
            v = m.group("v")
            if _value(v) and not placeholder(v):
                out.append((m.start("v"), m.end("v"), "password" if "pass" in m.group("k").lower() else "secret"))
    if "password-file" in low:
        for m in _ECHO.finditer(text):
            if not placeholder(m.group("v")):
                out.append((m.start("v"), m.end("v"), "password"))
    return out
