"""Passwords in tables: a column named as the password's, and each row's value in that column.

Finds: the value in a password's column of an SQL ``INSERT INTO t (id, email, password_plain, ...) VALUES (...)``,
every row of it (the ids, emails and order numbers of the other columns stay); the value in a password's column of a
password manager's export or any table pasted as text — comma, semicolon or tab separated (``url,username,password``
then its rows, quoted fields with commas inside) or a markdown table (``| Service | Username | Password |``). A
column is a password's when its name holds a password's word in one of several languages ("passwd", "pwd",
"mot_de_passe", "Kennwort", "パスワード") or a PIN's, and no word of a stored form ("hash", "salt", "encrypted") or of
a policy ("length", "expiry", "reset"). A value stays when it is empty, a placeholder (``%s``, ``?``, ``:pw``,
``${PW}``, NULL, a function's call, a template word such as 'your_password'), masked (``****``) or a hash's shape;
ordinary SQL and CSV with no such column are never read past their header.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator

import ahocorasick_rs

from utils import secret_names

Span = tuple[int, int, str]

# a column's name that holds a password (its words split by '_', '-', a space or a case change)
_PW_COLUMN = re.compile(
    r"(?i)(?:^|[_\s-])(?:pass$|pass(?:word|wd|wort|code)|passwords?|pwd|pw|pin|mot[_\s-]de[_\s-]passe|contrase[nñ]a|"
    r"senha|wachtwoord|kennwort|has[lł]o|lösenord|losenord|passord|adgangskode|salasana|parola|пароль|şifre|sifre)"
    r"(?:$|[_\s-])|パスワード|暗証番号|密码|密碼|비밀번호")
_NOT_PW_COLUMN = re.compile(r"(?i)hash|salt|digest|encrypt|crypt|enc(?:$|_)|hint|reset|expir|policy|length|len$|"
                            r"min|max|"
                            r"chang|updated|date|_at$|attempt|count|_id$|^id_|required|strength|rule|question|type|"
                            r"length|last|lifetime|history|age|rate|score|fail|ratio|percent|through|port")
# a password's column name beside a delimiter: the one search that lets a text's lines be read as a table
# a password column's word: the lines that hold one are the only headers a table is looked for under
_HEADER_HINT = ahocorasick_rs.AhoCorasick(
    ["pass", "pwd", "pw", "pin", "mot de passe", "mot_de_passe", "contrase", "senha", "wachtwoord", "kennwort", "haslo",
     "hasło", "lösenord", "losenord", "adgangskode", "salasana", "parola", "пароль", "şifre", "sifre", "パスワード",
     "暗証番号", "密码", "密碼", "비밀번호"]).find_matches_as_indexes
_END_PROSE = re.compile(r"^.*[:：]\s+(?=\S)")  # "my creds in the same sheet: host,user,password"


def _pw_column(name: str) -> bool:
    n = name.strip().strip("`\"'[]").strip()
    return 0 < len(n) <= 32 and _PW_COLUMN.search(n) is not None and _NOT_PW_COLUMN.search(n) is None


_HASH = re.compile(r"\$\d?[a-z0-9]{1,3}\$.+|[0-9a-fA-F]{32,}|[A-Za-z0-9+/]{40,}={0,2}|\{[A-Z0-9-]+\}.+")
_STAND_IN = re.compile(r"(?i)%s|\?|:\w+|@\w+|\$\{?\w+\}?|\{\{.*\}\}|null|none|nil|n/a|-|—|\*+|x+|•+|\.\.\.|"
                       r"<[^>]*>|\w+\(.*\)|(?:your|my|the|new|some|user|test|example|dummy|sample)?[_\s-]?"
                       r"(?:password|passwd|pwd|pass|secret|pin)s?(?:[_\s-]?(?:here|hash|1|123))?")


def _secret_value(v: str, placeholder: Callable[[str], bool]) -> bool:
    v = v.strip()
    return 3 <= len(v) <= 64 and not _HASH.fullmatch(v) and not _STAND_IN.fullmatch(v) and not placeholder(v) \
        and "\n" not in v


# ---- SQL: INSERT INTO t (columns) VALUES (row), (row) ----------------------------------------------------------
_INSERT = re.compile(r"(?is)\binsert\s+into\s+[`\"\[]?[\w.]+[`\"\]]?\s*\((?P<cols>[^()]{1,600})\)\s*values\s*")
_SQL_VALUE = re.compile(r"\s*(?:'(?P<q>(?:[^'\\]|\\.|'')*)'|\"(?P<d>(?:[^\"\\]|\\.)*)\"|(?P<b>[^,()'\"]*(?:\([^()]*\))?"
                        r"[^,()'\"]*))\s*")


def _sql(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _INSERT.finditer(text):
        cols = [c.strip() for c in m.group("cols").split(",")]
        want = [i for i, c in enumerate(cols) if _pw_column(c)]
        if not want:
            continue
        pos = m.end()
        while pos < len(text) and text[pos] == "(":
            pos += 1
            row: list[tuple[int, int, bool]] = []
            while (v := _SQL_VALUE.match(text, pos)) is not None:
                g = "q" if v.group("q") is not None else "d" if v.group("d") is not None else "b"
                row.append((v.start(g), v.end(g), g != "b"))
                pos = v.end()
                if pos < len(text) and text[pos] == ",":
                    pos += 1
                    continue
                break
            if pos >= len(text) or text[pos] != ")" or len(row) != len(cols):
                break
            for i in want:
                s, e, quoted = row[i]
                if quoted and _secret_value(text[s:e], placeholder):
                    out.append((s, e, "password"))
            pos += 1
            nxt = re.match(r"\s*,\s*(?=\()", text[pos:])
            if nxt is None:
                break
            pos += nxt.end()


# ---- a table as text: a header naming a password's column, then its rows ----------------------------------------
_MD_RULE = re.compile(r"\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*")


def _cells(line: str, sep: str) -> list[tuple[int, int]]:
    """The cells of one delimited line as (start, end) in the line, quotes and spaces around each left out."""
    cells: list[tuple[int, int]] = []
    i = 0
    while True:
        j = i
        while j < len(line) and line[j] == " ":
            j += 1
        if j < len(line) and line[j] == '"':
            k = j + 1
            while k < len(line):
                if line[k] == '"' and line[k + 1 : k + 2] == '"':
                    k += 2
                    continue
                if line[k] == '"':
                    break
                k += 1
            cells.append((j + 1, k))
            nxt = line.find(sep, k)
        else:
            nxt = line.find(sep, j)
            end = len(line) if nxt < 0 else nxt
            cells.append((j, len(line[:end].rstrip())))
        if nxt < 0:
            return cells
        i = nxt + 1


def _md_cells(line: str) -> list[tuple[int, int]]:
    body = line.rstrip()
    lead = len(body) - len(body.lstrip())
    if not body.lstrip().startswith("|"):
        return []
    cells = []
    i = lead + 1
    while (j := body.find("|", i)) >= 0:
        s, e = i, j
        while s < e and body[s] == " ":
            s += 1
        while e > s and body[e - 1] == " ":
            e -= 1
        cells.append((s, e))
        i = j + 1
    return cells


def _grids(text: str, low: str) -> Iterator[tuple[int, int, list[str], list[list[tuple[int, int]]]]]:
    """Each table with a password's column: its header line's span, its column names and each row's cells (as spans
    in the text; ``low``: text.lower(), of the same length)."""
    hits = [h for _, h, _ in secret_names.indexes(_HEADER_HINT, low)]
    if not hits:
        return
    lines = text.split("\n")
    starts = [0]
    for ln in lines[:-1]:
        starts.append(starts[-1] + len(ln) + 1)
    heads = sorted({bisect.bisect_right(starts, h) - 1 for h in hits})
    done = 0
    for i in heads:
        head = lines[i]
        if i < done or i + 1 >= len(lines):
            continue
        if head.lstrip().startswith(("- ", "* ", "• ")):
            continue  # an item of a bulleted list ("- wifi: network X, password Y") is no table's header
        md = "|" in head and _MD_RULE.fullmatch(lines[i + 1]) is not None
        sep = None if md else next((c for c in ("\t", ";", ",") if c in head), None)
        if not md and sep is None:
            continue
        if md:
            cols, first = [head[s:e] for s, e in _md_cells(head)], i + 2
        else:
            prose = _END_PROSE.match(head) if sep == "," else None
            off = prose.end() if prose else 0
            cols, first = [head[off + s : off + e] for s, e in _cells(head[off:], sep)], i + 1
        if not (len(cols) >= 2 and all(0 < len(c) <= 32 for c in cols) and any(_pw_column(c) for c in cols)):
            continue
        j = first
        rows: list[list[tuple[int, int]]] = []
        while j < len(lines) and len(cells := _md_cells(lines[j]) if md else _cells(lines[j], sep)) == len(cols):
            rows.append([(starts[j] + s, starts[j] + e) for s, e in cells])
            j += 1
        if rows:
            yield starts[i], starts[i] + len(head), cols, rows
            done = j


# a PIN's column ("PIN", "card_pin"): a board's pin table ("| LED | GPIO17 |") has one too, so only a PIN's digits
_PIN_COLUMN = re.compile(r"(?i)(?:^|.*[_\s-])pin(?:$|[_\s-].*)")
_PIN_VALUE = re.compile(r"\d{4,8}")


def _tables(text: str, low: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for _, _, cols, rows in _grids(text, low):
        want = [(k, _PIN_COLUMN.fullmatch(c.strip().strip("`\"'")) is not None) for k, c in enumerate(cols)
                if _pw_column(c)]
        for row in rows:
            for k, pin in want:
                s, e = row[k]
                if _PIN_VALUE.fullmatch(text[s:e]) if pin else _secret_value(text[s:e], placeholder):
                    out.append((s, e, "pin" if pin else "password"))


# the columns of a password manager's export that hold public values: a site, a user's name, a title
_PUBLIC_COLUMN = re.compile(
    r"(?i)^(?:url|uri|login_uri|website|web ?site|site|domain|host|hostname|server|username|user ?name|user|login|"
    r"login_username|email|e-mail|mail|name|title|titel|titre|título|titolo|service|dienst|gebruikersnaam|website|"
    r"benutzername|benutzer|identifiant|utilisateur|usuario|cuenta|account|folder|type|favorite|nutzername|"
    r"サイト|ユーザー名|ユーザーid|网站|用户名|網站|使用者名稱|사이트|아이디|사용자 이름)$")


def keep(text: str, spans: list[Span]) -> None:
    """Drops what a rule cut in a password table's header line or in its public columns (a site, a user's name): a
    header's words and a row's URL are no secrets beside the password's column. A cut over a whole row becomes the
    cut of its password's cell."""
    if not spans or "\n" not in text or len(low := text.lower()) != len(text):
        return
    public: list[tuple[int, int]] = []
    secret: list[tuple[int, int]] = []
    for hs, he, cols, rows in _grids(text, low):
        public.append((hs, he))
        for row in rows:
            for k, c in enumerate(cols):
                if _PUBLIC_COLUMN.match(c.strip().strip('"')) or (
                        _pw_column(c) and _PIN_COLUMN.fullmatch(c.strip().strip("`\"'"))
                        and not _PIN_VALUE.fullmatch(text[row[k][0] : row[k][1]])):
                    public.append(row[k])  # a site, a user's name, or a board's pin ("GPIO17") in a PIN's column
                elif _pw_column(c):
                    secret.append(row[k])
    if not public:
        return
    kept: list[Span] = []
    for sp in spans:
        if any(a <= sp[0] and sp[1] <= b for a, b in public):
            continue
        if any(sp[0] < b and a < sp[1] for a, b in public):
            kept += [(a, b, sp[2]) for a, b in secret if sp[0] <= a and b <= sp[1]]
            continue
        kept.append(sp)
    spans[:] = kept


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    if "insert" in low and "values" in low:
        _sql(text, placeholder, out)
    if "\n" in text:
        _tables(text, low, placeholder, out)
    return out


TRIGGERS = ("password,", ",password", "password;", ";password", "password\t", "\tpassword",
            "| password", "passwort", "kennwort", "wachtwoord", "mot de passe", "contraseña", "senha", "pwd", "passwd",
            "パスワード", "密码", "密碼", "비밀번호", "| pin")
