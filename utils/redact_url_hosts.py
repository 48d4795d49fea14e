"""A URL's host and path after its credentials are no part of them (round 28).

"git clone https://x-access-token:ghp_…@github.com/acme/api-server.git": a rule reading a token's value after
"token:" up to the next space takes "ghp_…@github.com/acme/api-server.git" and cuts the repository's name with the
token. ``keep`` ends every span that starts inside a URL's user-information part at its "@": the token is cut, the
host and the path ("github.com/acme/api-server.git") stay, as they do in a URL without credentials.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

# scheme://userinfo@host: the user-information part (no space, no slash), then the "@" before a host's name
# (a password may hold "@" itself: the part runs to the last "@" a host's name follows; a comma, a "?" or a "#" ends
# a URL's authority, as in a CSV row "https://site,user@mail.com,pw")
_USERINFO = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,30}://(?P<u>[^\s/'\"<>,;?#]+)@(?=[A-Za-z0-9\[][A-Za-z0-9.\-\[\]:_]*"
                       r"(?:[/?#\s'\"<>),;]|$))")


def keep(text: str, spans: list[Span]) -> None:
    if not spans or "://" not in text:
        return
    parts = [(m.start("u"), m.end("u")) for m in _USERINFO.finditer(text)]
    if not parts:
        return
    out: list[Span] = []
    for s, e, k in spans:
        for a, b in parts:
            if a <= s < b < e:
                e = b
                break
        out.append((s, e, k))
    spans[:] = out
