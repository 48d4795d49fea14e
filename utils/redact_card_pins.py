"""A payment card's PIN named in the words of Portuguese, Spanish and Italian speakers.

Finds: the first number of a PIN's shape (four to six digits) after a card PIN's name in its sentence: "A senha do
cartão é 2693", "senha de 4 dígitos do débito: 5571", "la clave de la tarjeta es 7720", "La contraseña de la tarjeta
es 9052", "Número secreto para el cajero: 3349", "El NIP de mi tarjeta de débito es 6082", "Il codice segreto del
bancomat è 9135", "pin della carta: 2486". These words name a card's secret only beside a card or a cash machine
("senha", "clave" alone are any password's, found elsewhere); between the name and the number only words. A number
a noun of its own names (agência, sucursal, filiale, número de cliente) stays, by utils.beside_secrets.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import secret_names, sentences

Span = tuple[int, int, str]

_CARD = (r"(?:cart[aã]o|cartao|tarjeta|carta|bancomat|cajero|caixa eletr[oô]nico|multibanco|d[eé]bito|cr[eé]dito|"
         r"prepagata|postamat)")
# a secret's word, then the card it belongs to within a few words ("senha do cartão", "clave de mi tarjeta de
# débito", "codice segreto del bancomat"), or a PIN's own word for a card's ("NIP", "número secreto"). White space
# possessive, a word with none after it: a run of white space splits one way only (before, each of the four words'
# "\s+ \w*\s*" could take any part of it, and a long run of tabs after "PIN" cost time exponential in its length)
_NAME = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:(?:senha|pin|clave|contraseña|contrasena|c[oó]digo(?: secreto| pin)?|"
    r"codice(?: segreto| pin)?|"
    r"n[uú]mero secreto|nip)(?:\s++(?:de|do|da|del|della|dello|di|dil|para|per|el|la|o|a|mi|mia|minha|meu|4|quatro|"
    r"cuatro|quattro|d[ií]gitos|cifre|\w*)){0,4}?\s*+" + _CARD + r"|n[uú]mero secreto|(?<![a-z])nip(?![a-z]))"
    r"(?![a-zà-ÿ])")
_VALUE = re.compile(r"(?<![\d.,/#-])(?P<v>\d{4,6})(?![\d]|[.,:/-]\d)")
# as sentences.STOP_CHARS, and a semicolon ends the PIN's clause
_END = "\n.!?;。！？"
# a number named by a noun of its own just before it: not the PIN
_OWN_NOUN = re.compile(r"(?i)(?:ag[eê]ncia|agencia|sucursal|oficina|filial|filiale|conta|cuenta|conto|cliente|"
                       r"n[º°o]\.?|n[uú]mero|numero|tel\w*|sac|linea|l[ií]nea|verde|ufficio|cap|cep)\W{0,3}$")


# where a name can start: the regex is tried there alone (one automaton pass instead of a scan of every character)
_STARTS = secret_names.Names({"name": ("senha", "pin", "clave", "contraseña", "contrasena", "código", "codigo", "codice",
                                       "número secreto", "numero secreto", "nip")})


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: these values are digits)."""
    del placeholder
    out: list[Span] = []
    if len(low) != len(text):
        return out
    starts = _STARTS.starts(low).get("name")
    if not starts:
        return out
    for n in secret_names.matches(_NAME, text, starts):
        m = _VALUE.search(text, n.end(), sentences.char_end(text, n.end(), _END))
        if m is None:
            continue
        gap = text[n.end() : m.start()]
        if len(gap) > 30 or any(c.isdigit() for c in gap) or "," in gap or _OWN_NOUN.search(gap):
            continue
        out.append((m.start("v"), m.end("v"), "pin"))
    return out


TRIGGERS = ("senha", "clave", "contraseña", "contrasena", "número secreto", "numero secreto", "nip ", "nip:",
            "codice segreto", "pin della", "pin del", "pin do", "pin da", "pin de")
