"""Values that stand in for a secret or are asked about, kept whichever rule cut them: a placeholder of x's, X's, stars
or dots in groups ("Token: xxxx-xxxx-xxxx", "XXXX XXXX 8796" stays a mask with its last digits), and a second
password asked about in the same question as the first ("Is "letmein2024" bad? And what about Winter2025!?"), a
password a clause cites as a policy's or a training's example ("the policy forbids things like Password1!", "in der
Schulung hieß es, Hallo2024! sei schwach") with no claim of the speaker's in that clause ("mine is ..." stays cut),
and a template's value that tells what to put there ("SECRET_KEY=generate-a-long-random-string",
"MAIL_PASSWORD=hier-dein-passwort-eintragen").

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import bisect
import re

from utils import sentences
from utils.leftmost import Leftmost

Span = tuple[int, int, str]

# groups of x, X, * or • (a mask), with separators, perhaps ending in the last four digits a mask shows
_MASK = re.compile(r"(?:[xX*•●]{2,}[ -]?){2,}\d{0,4}|[xX*•●]{8,}")
_ASKED = re.compile(r"(?i)(?:what|how)\s+about\s*[\"'“‘]?$")
_ASK_WORDS = re.compile(r"(?i)\b(?:bad|weak|safe|strong|good|secure|guessable|okay|ok)\b")
_PW_WORDS = re.compile(r"(?i)password|passwort|contraseña|mot de passe|senha|пароль|密码|密碼|パスワード|비밀번호")


# a clause that cites a password as an example: policy and training talk, a checker, a list of bad ones
_EXAMPLE_TALK = re.compile(
    r"(?i)(?<![\w.-])(?:polic(?:y|ies)|checker|blocklist|blacklist|banned|forbids?|rejects?|rejected|complexity"
    r"|training|slide|as an? (?:bad |weak )?example|examples? of|bad example|such as|things like|most common"
    r"|breach(?:ed)? lists?|weaker|stronger"
    r"|richtlinie\w*|schulung|beispiel\w*|typische\w*|schwache\w*|lehnt|abgelehnt"
    r"|politique|guide|cite|à éviter|refuse|exemple"
    r"|política|ejemplo|débil|charla|polityk\w*|przykład\w*|słab\w*"
    r"|politica|esempio|debole|beleid|voorbeeld|zwak\w*|политик\w*|пример\w*|слаб\w*"
    # "something like", "of the kind", a rule that forbids, in Romanian, Polish and more (round 30d)
    r"|something like|anything like|etwas wie|so etwas wie|quelque chose comme|algo como|qualcosa come|iets als"
    r"|ceva ca|ceva de genul|de genul|exemplu|politic\w*|interzi\w*|slab\w*|coś jak|coś w stylu|typu|zabrania\w*"
    # ("вроде" alone hedges, "пароль вроде 71Kotik!KO0" is "the password is, I think, ...": "like" after a plural)
    r"|zakazan\w*|что-то вроде|(?:пароли|паролей|слова|комбинации)\s+вроде|запреща\w*)(?![\w.-])"
    r"|弱いパスワード|の例|研修|例として|弱密码|示例|例如|정책|예시")
_EXAMPLE_AFTER = re.compile(
    r"(?i)(?<![\w.-])(?:examples?|most common|banned|weaker|terrible|beispiel\w*|typische\w*|exemple|à éviter"
    r"|ejemplo|esempio|voorbeeld|przykład\w*|пример\w*)(?![\w.-])|の例|弱いパスワード")
# the speaker's own in the clause: a possessive or "the real one"
_OWN = re.compile(
    r"(?i)(?<![^\W\d_])(?:my|mine|mein\w*|echte\w*|mon|ma|le mien|la mienne|mi|mío|mía|la mía|meu|minha|mio|mia"
    r"|mijn|mój|moje|moja|мой|моя|real|actual|own|current|new|neue\w*|nouveau|nuevo|nueva"
    # the speaker's act of setting or using it
    r"|i|i'?ve|i'?m|ich|je|j'ai|yo|set|changed?|use[ds]?|using|chose|picked|typed?|entered|gesetzt|geändert"
    r"|nutze|verwende|mis|puse|uso|cambié)(?![^\W\d_])"
    r"|私の|我的|내 |실제|진짜|本当の|実際の|実際は|真正的|实际|實際|真的")
# (a '!' or a '?' a password ends with, the list going on in lower case after it, ends no clause: "passwords like
# Password123! or P@ssw0rd are rejected")
_CLAUSE_END = re.compile(r"\.(?=\s|$)|[!?](?=\s|$)(?!\s+(?:or|and|nor|oder|und|ou|et|o|y|e|of|en|или|и)\s)|[;\n。；！？—]")
_PW_KINDS = ("password", "password_shaped", "secret", "passphrase")
# a template's value that says what to put in its place: words joined by dashes or underscores, one an instruction
_INSTRUCTION = re.compile(
    r"(?i)(?:^|[-_])(?:generate|paste|replace|insert|put|set|enter|fill|your|here|change|random|chars?|string|long"
    r"|strong|hier|dein\w*|eintragen|einfügen|ersetzen|remplacer|remplir|votre|ici|aleatoire|reemplazar|pon|aqui"
    r"|tu|vul|invullen|je|jouw|hier|sostituire|inserisci|qui|tuo)(?=$|[-_])")
_TEMPLATE = re.compile(r"(?i)\.env\.(?:example|sample|template|dist)|\.example\b|\bexample\.|template|placeholder"
                       r"|\.sample\b|sample\.|vorlage|modèle|plantilla|sjabloon")


def _clause(text: str, s: int, e: int, ctx: _Clauses | None = None) -> tuple[int, int]:
    if ctx is None:
        return sentences.start(text, s, _CLAUSE_END, 160), sentences.end(text, e, _CLAUSE_END)
    k = bisect.bisect_left(ctx.ends, e)
    return sentences.start(text, s, _CLAUSE_END, 160), ctx.ends[k] if k < len(ctx.ends) else len(text)


class _Clauses:
    """What ``keep`` reads of one text for all its values: where clauses end (every match of _CLAUSE_END is one
    character, so finditer finds each place sentences.end would), and the first example's word and the first claim
    after a value in its clause, each found once for a clause's values."""

    def __init__(self, text: str) -> None:
        self.ends = [m.start() for m in _CLAUSE_END.finditer(text)]
        self.example_after = Leftmost(_EXAMPLE_AFTER, text)
        self.own = Leftmost(_OWN, text)


# a possessive on someone who speaks ("my IT teacher said", "mein Chef meint"): the words cited are that person's
_THEIR_WORDS = re.compile(
    r"(?i)\s+(?:[^\W\d_]+\s+){0,2}?(?:said|says|told|tells|thinks|claims|sagt\w*|meint\w*|dit|disait|dice|dijo"
    r"|disse|diz|zei|zegt|mówi\w*|powiedzia\w*|говорит|сказал\w*|spune|a spus)(?![^\W\d_])")


def _claims(text: str, a: int, b: int, own: Leftmost | None = None) -> bool:
    """Whether text[a:b] holds a claim of the speaker's that is no possessive on another who speaks (``own``: where
    _OWN's first match from a starts, known; finditer from there yields the same matches as from a)."""
    if own is not None:
        first = own(a, b)
        if first is None:
            return False
        a = first
    return any(not (m.group().lower() in ("my", "mein", "meine", "mon", "ma", "mi", "mio", "mia", "meu", "minha")
                    and _THEIR_WORDS.match(text, m.end()))
               for m in _OWN.finditer(text, a, b))


def example_password(text: str, s: int, e: int, ctx: _Clauses | None = None) -> bool:
    """Whether the password at text[s:e] is cited as an example in its clause, which claims nothing as the
    speaker's (``ctx``: the text's clauses, read once for all its values)."""
    a, b = _clause(text, s, e, ctx)
    # a policy named after the value is one it is checked against ("does X meet the policy?"): only an example's
    # words count there
    if _EXAMPLE_TALK.search(text, a, s) is None and (
            _EXAMPLE_AFTER.search(text, e, b) is None if ctx is None else ctx.example_after(e, b) is None):
        return False
    return not _claims(text, a, s) and not _claims(text, e, b, None if ctx is None else ctx.own)


def instruction_value(text: str, s: int, e: int) -> bool:
    """Whether text[s:e] is a template's value that says what goes there (``generate-a-long-random-string``)."""
    v = text[s:e].rsplit("=", 1)[-1].strip(" \"'`=:,;().")
    if len(v) < 8 or not re.fullmatch(r"[a-z0-9]+(?:[-_][a-z0-9]+){2,}", v) or sum(c.isdigit() for c in v) > 2:
        return False
    return len(_INSTRUCTION.findall(v)) >= 2 or (
        _INSTRUCTION.search(v) is not None and _TEMPLATE.search(text) is not None)


def keep(text: str, spans: list[Span]) -> None:
    if not spans:
        return
    asked = "?" in text and _ASK_WORDS.search(text) is not None and _PW_WORDS.search(text) is not None
    out: list[Span] = []
    ctx: _Clauses | None = None
    for s, e, kind in spans:
        v = text[s:e]
        if _MASK.fullmatch(v):
            continue
        if kind in _PW_KINDS and ctx is None:
            ctx = _Clauses(text)
        if kind in _PW_KINDS and (example_password(text, s, e, ctx) or instruction_value(text, s, e)):
            continue
        if asked and _ASKED.search(text, max(0, s - 16), s) and re.match(r"[\"'”’]?\s*\?", text[e : e + 3]):
            continue
        out.append((s, e, kind))
    spans[:] = out
