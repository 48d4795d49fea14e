"""Secret redaction: API keys, tokens, private keys, passwords and credentials in URLs.

Pure and shared by capture (before Redis) and curate (before the LLM and the store). Every match is
replaced by ``[REDACTED:<kind>]``; ordinary prose ("the token bucket algorithm", "password reset flow")
is left alone because assignments need a ``:``/``=`` and provider keys need their exact shape.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

# A cheap test decides whether the patterns run at all (almost no text holds a secret): substring
# checks on the lowercased text are several times faster than one case-insensitive alternation.
_TRIGGERS = (
    "sk-", "sk_", "rk_", "akia", "asia", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xox", "aiza",
    "eyj", "bearer", "-----begin", "://", "pass", "pwd", "secret", "token", "credential", "apikey", "api_key",
    "api-key", "accesskey", "access_key", "access-key", "密码", "密钥", "口令", "令牌", "秘钥",
)


def _may_hold_secret(text: str) -> bool:
    low = text.lower()
    for t in _TRIGGERS:
        if t in low:
            return True
    return False


_ASSIGN_KIND = {
    "password": "password", "passwd": "password", "pwd": "password", "passphrase": "password",
    "secret": "secret", "token": "token", "credential": "secret", "credentials": "secret",
}


def _assign_kind(name: str) -> str:
    low = name.lower()
    for word, kind in _ASSIGN_KIND.items():
        if low.endswith(word):
            return kind
    return "api_key"


def _tag(kind: str) -> str:
    return f"[REDACTED:{kind}]"


Replacer = Callable[[re.Match[str]], str]


def _const(kind: str) -> Replacer:
    return lambda m: _tag(kind)


def _keep_prefix(kind: str) -> Replacer:
    # group 1 is kept (a keyword or scheme), the rest of the match is the secret.
    return lambda m: m.group(1) + _tag(kind)


def _assignment(m: re.Match[str]) -> str:
    value = m.group(3)
    q = value[0] if value[0] in "\"'" else ""  # keep the quotes so JSON/code stays well-formed
    return m.group(1) + m.group(2) + q + _tag(_assign_kind(m.group(1))) + q


# Order matters: whole blocks and specific shapes first, generic assignments last.
_PATTERNS: list[tuple[str, re.Pattern[str], Replacer]] = [
    ("private_key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)"
    ), _const("private_key")),
    ("connection_credentials", re.compile(
        r"\b([a-zA-Z][a-zA-Z0-9+.-]{1,30}://)[^\s:/@'\"<>]*:[^\s@/'\"<>]+@"
    ), lambda m: m.group(1) + _tag("connection_credentials") + "@"),
    ("anthropic_key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{16,}"), _const("anthropic_key")),
    ("openai_key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"), _const("openai_key")),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}"), _const("stripe_key")),
    ("aws_access_key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), _const("aws_access_key")),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})"), _const("github_token")),
    ("slack_token", re.compile(r"\bxox[abposre]-[A-Za-z0-9-]{10,}"), _const("slack_token")),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}"), _const("google_api_key")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*"), _const("jwt")),
    # Bearer needs a long token with a digit, so "bearer of bad news" or "bearer tokens" stay.
    ("bearer", re.compile(r"(?i)\b(bearer\s+)(?=[A-Za-z._~+/=-]*\d)(?!\[REDACTED)[A-Za-z0-9._~+/=-]{16,}"),
     _keep_prefix("bearer")),
    # key = value / key: value / "key": "value"; the keyword must end the name (max_tokens=5 stays).
    ("assignment", re.compile(
        r"(?i)(?<![A-Za-z0-9])([A-Za-z0-9_.-]*?(?:password|passwd|pwd|passphrase|secret|token|credentials?"
        r"|api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?))"
        r"([\"']?\s*(?::=|[:=])\s*)(?![=\s]|\[REDACTED)(\"[^\"\n]*\"|'[^'\n]*'|[^\s,;\"'}\]]+)"
    ), _assignment),
    ("password", re.compile(r"(密码|密钥|口令|令牌|秘钥)(\s*[：:=]\s*|是\s*)(?!\[REDACTED)[^\s，。；、,;]+"),
     lambda m: m.group(1) + m.group(2) + _tag("password" if m.group(1) in ("密码", "口令") else "secret")),
]


def redact(text: str, counts: Counter[str] | None = None) -> tuple[str, int]:
    """Text with every secret replaced by [REDACTED:<kind>], and how many were replaced."""
    if not text or not _may_hold_secret(text):
        return text, 0
    total = 0
    for kind, pat, repl in _PATTERNS:
        if kind == "assignment":
            def rep(m: re.Match[str]) -> str:
                out = _assignment(m)
                if counts is not None:
                    counts[_assign_kind(m.group(1))] += 1
                return out
            text, n = pat.subn(rep, text)
        else:
            text, n = pat.subn(repl, text)
            if n and counts is not None:
                counts[kind] += n
        total += n
    return text, total
