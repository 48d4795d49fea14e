"""Secrets given as the answer to what a service asks for, or asked about by name.

Finds:
- a security question's answer after the service's asking ("when my bank asks for my mother's maiden name, it's
  Van der Berg", "quand la banque demande le nom de jeune fille de ma mère, c'est Le Gall"): the name whole,
  particles and all (van der, de la, von, O'), where the core rule stops at its first word;
- a PIN or passcode a carrier or a bank asks for, then given as "mine is 4837" (in several languages): the number
  after the claim, the PIN's name having come a few words before;
- a passphrase of plain words in quotes, asked about as a (master) password or passphrase ("is 'amber river
  lamp stone' a strong enough master passphrase?"): a writer asks about the one they use, not a made-up one.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

# ---- a security question's answer after the asking -------------------------------------------------------

_QUESTION = re.compile(
    r"(?i)(?:mother'?s|mom'?s|mum'?s)\s+maiden\s+name|maiden\s+name|first\s+pet(?:'s\s+name)?"
    r"|(?:nom\s+de\s+)?jeune\s+fille\s+de\s+(?:ma|ta|sa|votre)\s+m[èe]re|apellido\s+de\s+soltera(?:\s+de\s+(?:mi|tu|su)\s+madre)?"
    r"|m[äa]dchenname(?:n)?(?:\s+(?:meiner|deiner|ihrer)\s+mutter)?|nome\s+de\s+solteira(?:\s+d[ae]\s+(?:minha|sua)\s+m[ãa]e)?"
    r"|cognome\s+da\s+nubile(?:\s+di\s+(?:mia|tua|sua)\s+madre)?|meisjesnaam(?:\s+van\s+(?:mijn|je|uw)\s+moeder)?")
# the answer's opener after a comma: "it's", "it is", "I say", "c'est", "es", "ist", "é", "è", "is het"
_OPENER = re.compile(
    r"\s*[,;:]?\s*(?:(?:it'?s|it\s+is|that'?s|I\s+(?:say|put|use|answer)|the\s+answer\s+is|c'est|ce\s+sera|es|ist"
    r"|lautet\s+sie|é|è|is\s+het|het\s+is)\s+)[\"'“«]?")
# a surname with its particles: capital words, lower-case particles only between them
_NAME = re.compile(
    r"(?:(?:O'|Mc|Mac|D')?[A-ZÀ-ÖØ-Þ][\w'’-]+)(?:\s+(?:(?:van|der|den|de|la|le|du|des|von|zu|da|di|del|dos|das|ten|ter)\s+)*"
    r"(?:O'|Mc|D')?[A-ZÀ-ÖØ-Þ][\w'’-]+)*|(?:van|von|de|da|di|le|la)\s+(?:(?:der|den|la|le)\s+)?[A-ZÀ-ÖØ-Þ][\w'’-]+")
_ASK = re.compile(r"(?i)\b(?:asks?|asked|asking|wants?|needs?|requires?|prompts?|demande|pide|pregunta|fragt|will"
                  r"|pede|pergunta|chiede|vraagt)\b")


def _answers(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in ("maiden", "first pet", "jeune fille", "soltera", "dchenname", "solteira",
                                  "nubile", "meisjesnaam")):
        return
    for q in _QUESTION.finditer(text):
        # the service's asking comes before the question's name in the same sentence
        if _ASK.search(text, max(0, q.start() - 60), q.start()) is None:
            continue
        o = _OPENER.match(text, q.end())
        if o is None:
            continue
        n = _NAME.match(text, o.end())
        if n is None or n.group(0).split()[0].lower() in ("i", "what", "which", "who", "the", "my", "it"):
            continue
        out.append((n.start(), n.end(), "security_answer"))


# ---- "mine is 4837" after the PIN a service asks for ----------------------------------------------------

_PIN_NAME = re.compile(
    r"(?i)\b(?:(?:account|port(?:-?out)?|transfer|number\s+transfer|security|customer|phone|carrier|online)\s+)?"
    r"(?:pin|passcode|pass\s+code)\b|\bcode\s+(?:pin|secret)\b|\bnip\b|\bgeheimzahl\b|\bsenha\b|\bclave\b")
_MINE = re.compile(
    r"(?i)(?:\bmine\s+is|\bmine'?s|\bmine\s*:|le\s+mien\s+(?:est|c'est)|la\s+mienne\s+(?:est|c'est)|el\s+m[íi]o\s+es"
    r"|la\s+m[íi]a\s+es|meine\s+ist|meiner\s+ist|o\s+meu\s+é|a\s+minha\s+é|il\s+mio\s+è|la\s+mia\s+è|de\s+mijne\s+is)"
    r"\s*[\"'“«]?(?<![\d-])(?P<v>\d{4,8})(?![\d-]|[.,]\d)")


def _mine(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in ("mine", "mien", "m\u00edo", "mio", "mia", "meine", "meu", "minha", "mijne")):
        return
    for m in _MINE.finditer(text):
        # the PIN's name comes first, a sentence or two before, with no other number between
        before = text[max(0, m.start() - 120):m.start()]
        p = None
        for p in _PIN_NAME.finditer(before):
            pass
        if p is None or re.search(r"\d", before[p.end():]):
            continue
        out.append((m.start("v"), m.end("v"), "pin"))


# ---- a quoted passphrase asked about ----------------------------------------------------------------------

_QUOTED = re.compile(r"(?P<q>['\"“‘«„])\s?(?P<v>[^\W\d_]{2,}(?:[ -][^\W\d_]{2,}){2,9})\s?(?:['\"”’»“])")
_PHRASE_NOUN = re.compile(
    r"(?i)\b(?:master\s+)?(?:pass\s?phrase|password|passwort|master-?passwort|mot\s+de\s+passe|phrase\s+de\s+passe"
    r"|contraseña|frase\s+de\s+contraseña|senha|frase-senha|wachtwoord|hasło|пароль|парольная\s+фраза)\b")


def _phrases(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in ("pass", "mot de", "contraseña", "senha", "wachtwoord", "hasło", "пароль")):
        return
    for m in _QUOTED.finditer(text):
        v = m.group("v")
        if v.lower() == "correct horse battery staple":
            continue  # the comic's public example
        # the noun right after the quote ("… a strong enough master passphrase"), a short question between
        after = text[m.end():m.end() + 60]
        n = _PHRASE_NOUN.search(after)
        if n is None:
            continue
        gap = after[:n.start()]
        # one clause between, no other quote ("… say 'reset it' or 'forgot password'?" names a label)
        if n is None or re.search(r"[.!?\n'\"“”‘’«»]", gap) or len(gap.split()) > 6:
            continue
        out.append((m.start("v"), m.end("v"), "password"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del placeholder
    out: list[Span] = []
    _answers(text, low, out)
    _mine(text, low, out)
    _phrases(text, low, out)
    return out


TRIGGERS: tuple[str, ...] = ("maiden", "jeune fille", "soltera", "dchenname", "solteira", "nubile", "meisjesnaam",
                             "mine is", "mine's", "le mien", "la mienne", "el mío", "la mía", "meine ist",
                             "meiner ist", "o meu é", "a minha é", "il mio è", "la mia è", "passphrase",
                             "phrase de passe")
