"""A password sent in named parts, and a door code announced as coming next.

``find``: a value after the label of a part in many languages ("first bit: Wombat94", "second bit: _Lantern!",
"Début : …", "Fin : …", "erster/zweiter Teil", "前半/後半", "前半部分/后半部分", "primera/segunda parte", "eerste/tweede
deel", "första/andra delen", "part 1/part 2"), in one message or in two: the first part is cut as well as the second.
A part's value looks like a password's piece (a letter with a digit or a symbol, no space, not a time, a date or a
link), so "first part: the intro chapter" stays. The short labels that are ordinary words ("Début", "Fin", "前半",
"後半") count only at a line's or a sentence's start.

``announces``: a short message that names a door's, a gate's or a stairway's code and says it comes next or apart
("Laitan rappukäytävän ovikoodin seuraavaksi", "Den Haustürcode schicke ich dir gleich", "je t'envoie le digicode
juste après"), with no number of its own: SecretMemory then cuts the bare code of the next message. ``TRIGGERS`` are
those codes' names, so such a message reaches the announcement check.

utils.redact's ROUNDS registry calls ``find`` and ``announces``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

# a value said to come in two or more parts, its first part after the colon ("te la paso en dos partes: H5E2Z6")
_IN_PARTS = (r"(?:in|en|em|w|i) (?:two|three|2|3|zwei|drei|dos|tres|deux|trois|due|tre|duas|três|twee|drie|dwóch|två|tre)"
             r" (?:parts|pieces|halves|teilen|stücken|hälften|partes|trozos|mitades|parties|morceaux|moitiés|parti|pezzi"
             r"|metà|pedaços|metades|delen|stukken|helften|częściach|kawałkach|delar|bitar)|в (?:двух|трёх|трех) частях"
             r"|(?:двумя|тремя) частями|iki parça(?:da|ya)|分两段|分兩段|分两次|分兩次|2つに分けて|二つに分けて")
_FIRST = (r"(?:first (?:bit|part|half|piece|chunk)|part (?:1|one)|1st (?:bit|part|half)|première partie|premier morceau|"
          r"première moitié|erster teil|teil 1|erste hälfte|primera parte|primera mitad|prima parte|prima metà|"
          r"eerste deel|eerste helft|första delen|första halvan|primeira parte|primeira metade|pierwsza część|"
          r"ensimmäinen osa|første del|første halvdel|前半部分|前半段|前半部|phần đầu|phần một|phần 1|nửa đầu|"
          r"첫 번째 부분|첫번째 부분|" + _IN_PARTS + ")")
_SECOND = (r"second (?:bit|part|half|piece|chunk)|part (?:2|two)|2nd (?:bit|part|half)|deuxième partie|"
           r"seconde partie|deuxième morceau|seconde moitié|zweiter teil|teil 2|zweite hälfte|segunda parte|"
           r"segunda mitad|seconda parte|seconda metà|tweede deel|tweede helft|andra delen|andra halvan|druga część|"
           r"toinen osa|anden del|andre del|andre halvdel|後半部分|后半部分|後半段|后半段|後半部|后半部|phần sau|"
           r"phần hai|phần 2|nửa sau|phần cuối|두 번째 부분|두번째 부분")
_SHORT = r"début|fin|前半|後半|后半"
_LABEL = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:" + _FIRST + "|" + _SECOND + r")(?![^\W\d_])|(?:^|(?<=[.!?。！？\n]))\s*(?:" + _SHORT
    + r"))[^\n:：=]{0,28}?\s*[:：=]\s*(?P<v>[^\s,;，；、]{3,48})", re.M)
# Korean labels, written before the value with a space and no colon ("앞부분 kP4wZe9", "뒷부분: tEF9raG")
_LABEL_KO = re.compile(r"(?:앞\s?부분|뒷\s?부분|앞\s?쪽|뒷\s?쪽|첫\s?번째\s?부분|두\s?번째\s?부분)(?:은|는|이|가)?\s*[:：=]?\s*"
                       r"(?P<v>[^\s,;，；、]{3,48})")
_LEAD = re.compile(r"(?i)(?:" + _FIRST + "|" + _SECOND + "|" + _SHORT + ")")
_PW_SYMBOLS = frozenset("!#$%&*@^~+")
# a file name, a path, a dotted or snake-case identifier, a call, something in backticks
_CODE_WORD = re.compile(r"[`'\"].*|.*[/\\()`<>{}].*|[\w-]+\.[a-z]{1,5}|[a-z0-9]+(?:[._][a-z0-9]+)+|--?[\w-]+")
_NOT_PIECE = re.compile(r"(?i)^(?:https?://|www\.)|^\d{1,2}(?:[:h.]\d{2})?(?:h|am|pm|uhr)?$|^\d{1,4}[./-]\d{1,2}"
                        r"(?:[./-]\d{1,4})?$|^v?\d+(?:\.\d+)+$")


_PW_NAME = re.compile(r"(?i)passw|passphrase|kennwort|mot de passe|contraseña|senha|wachtwoord|lösenord|salasana|"
                      r"hasło|密码|密碼|パスワード|비밀번호|كلمة")


def _piece(v: str) -> bool:
    """A password's piece: letters with digits and a capital or a symbol, letters with a password's symbol, or letters
    whose case changes twice inside; a file name, a path, an identifier or a link (a document's "part 1: setup.py")
    is not one."""
    if _NOT_PIECE.search(v) or _CODE_WORD.fullmatch(v) or not any(c.isalpha() for c in v):
        return False
    symbol = any(c in _PW_SYMBOLS for c in v)
    if len(v) >= 6 and v.isalpha() and sum(c.isupper() for c in v[1:]) >= 2 and sum(c.islower() for c in v) >= 2:
        return True  # letters whose case changes inside ("csKGotGkp"), as no word's does
    if any(c.isdigit() for c in v):
        return len(v) >= 5 and (symbol or any(c.isupper() for c in v))
    return symbol and len(v) >= 4


# the words every label holds, as plain substrings of the lower-cased message, before the labels' regex
_KEYS = ("part", "bit", "half", "piece", "chunk", "partie", "morceau", "moitié", "teil", "hälfte", "parte",
         "mitad", "metà", "metade", "deel", "helft", "delen", "halvan", "część", "osa", "del", "halvdel", "前半", "後半",
         "后半", "début", "fin", "phần", "nửa", "halves", "trozos", "mitades", "pezzi", "stukken", "helften", "hälften",
         "częściach", "kawałkach", "част", "parça", "分两", "分兩", "分け", "metades", "pedaços", "delar")
_IN_PARTS_RX = re.compile(r"(?i)" + _IN_PARTS)
# what a value sent in parts is, named in the message: a password's, a key's, a network's or a code's name
_SECRET_NAME = re.compile(r"(?i)wi-?fi|wlan|(?<![a-z])(?:key|clave|clé|cle|schlüssel|chiave|chave|sleutel|pin|code|código"
                          r"|codice|kod|код|token)(?![a-z])|ключ")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    ko = "부분" in text or "쪽" in text
    if not ko and (not any(k in low for k in _KEYS) or not _LEAD.search(text)):
        return []
    if len(text) > 160 and not _PW_NAME.search(text):
        return []  # a part sent in chat is a short message, or a long one that names the password
    out: list[Span] = []
    for m in [*_LABEL.finditer(text), *(_LABEL_KO.finditer(text) if ko else ())]:
        v = m.group("v").rstrip(".。")
        if _IN_PARTS_RX.search(m.group(0)) and not (_PW_NAME.search(text) or _SECRET_NAME.search(text)):
            continue  # "I'll explain it in two parts: Setup1 ..." sends no secret
        if _piece(v) and not placeholder(v):
            out.append((m.start("v"), m.start("v") + len(v), "password_part"))
    return out


# ---- a door code announced as coming next --------------------------------------------------------------------------

_DOOR_WORDS = ("ovikoodi", "porttikoodi", "rappukäytävän", "rappukoodi", "türcode", "torcode", "klingelcode",
               "digicode", "code de la porte", "code de l'immeuble", "code du portail", "code d'entrée",
               "deurcode", "code van de deur", "code van de voordeur", "poortcode", "codice del portone",
               "codice del cancello", "codice del citofono", "codice del palazzo", "código del portal",
               "código de la puerta", "código del portón", "código de entrada", "portkod", "dörrkod", "kapukód",
               "ajtókód", "kod do klatki", "kod do drzwi", "kod do domofonu", "kod do bramy", "dørkode", "portkode",
               "door code", "gate code", "entry code", "stairwell code", "código do portão", "código da porta")
# the parts' labels as the gate sees them; the short ones only with their colon, so "final" or "find" open nothing
TRIGGERS: tuple[str, ...] = _DOOR_WORDS + tuple(w for w in (_FIRST + "|" + _SECOND).split("|") if not set("()?") & set(w)
                                               and (" " in w or not w.isascii())) + (
    "first bit", "first part", "first half", "first piece", "second bit", "second part", "second half",
    "second piece", "part 1", "part 2", "part one", "part two", "1st part", "2nd part", "1st bit", "2nd bit",
    "début :", "début:", "fin :", "fin:", "two parts", "dos partes", "deux parties", "zwei teilen", "due parti",
    "duas partes", "twee delen", "två delar", "dwóch częściach", "частях", "частями", "iki parça", "前半", "後半", "后半", "앞부분", "뒷부분", "앞 부분", "뒷 부분")
_DOOR = re.compile(r"(?i)(?:" + "|".join(map(re.escape, _DOOR_WORDS)) + ")")
_LATER = re.compile(
    r"(?i)(?<![^\W\d_])(?:seuraava\w*|kohta|myöhemmin|erikseen|hetken päästä|gleich|später|nachher|separat|"
    r"nächsten nachricht|juste après|tout de suite|ensuite|après|prochain message|zo|straks|meteen|volgende bericht|"
    r"prossimo messaggio|dopo|subito|tra poco|ahora|luego|enseguida|siguiente mensaje|próximo mensaje|next|in a sec|"
    r"later|shortly|separately|nästa meddelande|strax|sen|zaraz|następnej wiadomości|później|osobno|næste besked|"
    r"om lidt|snart|neste melding|következő üzenet\w*|mindjárt|külön|em seguida|depois|na próxima mensagem)"
    r"(?![^\W\d_])")


def announces(text: str) -> bool:
    """A short message naming a door's code and saying it follows, holding no number itself."""
    return (len(text) <= 200 and _DOOR.search(text) is not None and _LATER.search(text) is not None
            and re.search(r"\d{3}", text) is None)
