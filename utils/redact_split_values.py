"""Secrets given in pieces or in passing: a card read in chunks, codes in a list of notes, a password of symbols, a
Wi-Fi key after "the new one is:" (round 26b).

- a card's number read "in chunks" ("in bits", "in Teilen", "por partes", "en deux fois") or said to start with a
  chunk ("the card ... starts 54109712"): the groups of digits that
  close the message are cut, and the message announces the next chunks (the harness of utils.redact.SecretMemory
  cuts a bare value after an announcement, and carries it to one more short part);
- a note's line that says a safe, a lock, a gate or a door "opens with" a number or a dashed combination, a bracketed
  model's name between allowed ("study safe opens with 359934",
  "der Tresor geht mit 604815 auf", "la caja fuerte abre con 774930"): the number;
- a password's value holding '=', '_', '?' or '#' after its name and a copula ("Parola ... este LDfq=_?#WTrnkU4X"):
  the whole value (a rule that reads "X=Y" as an assignment would cut only its tail);
- a code said right after a decoy denied ("not 1234 ... the right one is 6389", "pas 1234 ... le nouveau c'est 8052");
- a Wi-Fi key or a password after "the new one is:" in many languages ("جدیدش اینه:", "الجديدة هي:", "das neue ist:",
  "yenisi şu:") in a message that names a password or a network: the value, when it holds a digit or a symbol;
- a courier's delivery code by its name ("código de entrega: 903611");
- a card's number broken over lines of one message, which together pass the card's checks, and a card's first half
  closing a short message after the card's name (its rest, in the next message, is utils.card_codes.followups's).

Every pattern runs behind RE2 (utils.prefilter) or a keyword: most texts the gate lets in hold none of these words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, prefilter

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"

# ---- a card read in chunks -----------------------------------------------------------------------------------------

_CARD_NAME = (r"card|karte\w*|kartennummer|tarjeta|carte|carta|cartão|kaart|karta|kart\w*|карт\w*|بطاقة|کارت|卡号|カード"
              r"|카드")
_CHUNKS = (r"in (?:chunks|bits|parts|pieces|groups|two goes|halves)|bit by bit|chunk by chunk|in (?:teilen|stücken|etappen"
           r"|blöcken)|stückweise|por partes|en (?:partes|trozos|bloques)|en (?:deux|trois|plusieurs) fois|par morceaux"
           r"|in (?:pezzi|blocchi|parti)|a pezzi|em partes|por partes|in (?:stukken|delen|blokken)|w częściach|po kawałku"
           r"|частями|по частям|parça parça|parçalar halinde"
           # its first chunk said to start the number, the rest to come ("the card ... starts 54109712")
           r"|starts(?: with)?|begins(?: with)?|beginnt mit|fängt mit|empieza (?:por|con)|comienza (?:por|con)"
           r"|commence par|inizia (?:con|per)|começa (?:com|por)|begint met|zaczyna się od|начинается с")
_CHUNK_CUE = prefilter.compile(r"(?i)" + _L + r"(?:" + _CARD_NAME + r")" + _R + r"[^\n]{0,80}?" + _L + r"(?:" + _CHUNKS
                               + r")" + _R + r"|" + _L + r"(?:" + _CHUNKS + r")" + _R + r"[^\n]{0,60}?" + _L + r"(?:"
                               + _CARD_NAME + r")" + _R, re.IGNORECASE)
# the groups of digits that close the message: one to three groups of three to six digits (the first up to eight)
_TAIL_GROUPS = re.compile(r"(?<![\d/.:-])(?P<v>\d{3,8}(?:[ -]\d{3,6}){0,2})\s*[.,!]?\s*$")


def _card_chunks(text: str, out: list[Span]) -> None:
    m = _CHUNK_CUE.search(text)
    if m is None:
        return
    t = _TAIL_GROUPS.search(text, m.end())
    if t is not None and 7 <= sum(c.isdigit() for c in t.group("v")) <= 12:
        out.append((t.start("v"), t.end("v"), "card_chunk"))


def announces(text: str) -> bool:
    """A card's number said to come in chunks, its first chunk closing the message: the next messages hold the rest."""
    if len(text) > 200 or "\n" in text.strip():
        return False
    m = _CHUNK_CUE.search(text)
    return m is not None and _TAIL_GROUPS.search(text, m.end()) is not None


# ---- a lock that "opens with" a number, on a note's line -----------------------------------------------------------

_LOCK = (r"safe|lockbox|key ?box|padlock|lock|gate|door|locker|cabinet|tresor\w*|safe|schloss|tor|tür|schließfach"
         r"|spind|caja fuerte|candado|puerta|taquilla|coffre(?:-fort)?|cadenas|porte|casier|cassaforte|lucchetto"
         r"|porta|armadietto|cofre|cadeado|portão|kluis\w*|slot|deur|hek|sejf\w*|kłódk\w*|drzwi|brama|kasa\w*|kapı\w*"
         r"|сейф\w*|замок|двер\w*|калитк\w*")
_OPENS = prefilter.compile(
    r"(?i)" + _L + r"(?:" + _LOCK + r")" + _R + r"[^\n\d(]{0,40}?(?:\([^()\n]{0,50}\)[^\n\d(]{0,12}?)?" + _L
    + r"(?:opens? (?:up )?with|unlocks? with|geht mit|öffnet (?:sich )?mit|lässt sich mit|(?:se )?abre con|s'ouvre avec"
    r"|ouvre avec|si apre con|apre con|abre com|gaat open met|opent met|otwiera się|açılır|açılıyor|открывается)" + _R
    + r"\s*(?:(?:the |code |kodem |kod |código |codice |code )?)[:\s]*(?P<v>\d{4,8}|\d{1,3}(?:[-–]\d{1,3}){2,4})(?![\d/.,:]\d)", re.IGNORECASE)


def _opens_with(text: str, out: list[Span]) -> None:
    out.extend((m.start("v"), m.end("v"), "lock_code") for m in _OPENS.finditer(text))


# ---- a password of symbols, cut whole ------------------------------------------------------------------------------

_PW_NAME = (r"passwor[dt]\w*|passwd|kennwort|mot de passe|mdp|contraseña|clave|senha|wachtwoord|lösenord|adgangskode"
            r"|passord|salasana|hasło|hasła|parol[aăe]\w*|heslo|jelszó|şifre\w*|пароль\w*|парол\w*")
_COPULA = (r"is|ist|lautet|est|c'est|es|era|é|è|este|jest|to|je|on|är|er|=|:|-")
_PUNCT_PW = prefilter.compile(
    r"(?i)(?<!\w)(?:" + _PW_NAME + r")" + _R + r"[^\n:=.]{0,60}?" + _L + r"(?:" + _COPULA + r")" + r"\s*[:：]?\s*"
    r"(?P<v>[^\s\"'“”«»,;()\[\]{}]{6,64})(?![(\[{])", re.IGNORECASE)
_JOINERS = frozenset("=_?#")


def _punct_passwords(text: str, out: list[Span]) -> None:
    if not any(c in text for c in _JOINERS):
        return
    for m in _PUNCT_PW.finditer(text):
        v = m.group("v").rstrip(".!?")
        if (sum(c in _JOINERS for c in v) >= 2 and any(c.isalpha() for c in v) and any(c.isdigit() for c in v)
                and "://" not in v and not v.startswith(("$", "{", "<", "%", "?", "#"))):
            out.append((m.start("v"), m.start("v") + len(v), "password"))


# ---- "the new one is:" ---------------------------------------------------------------------------------------------

_NET_NAME = re.compile(
    r"(?i)wi-?fi|wlan|wireless|hotspot|" + _L + r"(?:" + _PW_NAME + r")" + _R
    + r"|вайфа\w*|вай-фай|вайфай|wifi|رمز|پسورد|کلمه عبور|گذرواژه|كلمة (?:ال)?سر|كلمة المرور|وای‌فای|وای فای|واي فاي"
    r"|סיסמ|密码|密碼|パスワード|비밀번호")
_NEW_ONE = prefilter.compile(
    r"(?i)(?:" + _L + r"(?:the new one(?: is|'s)?|new one(?: is|'s)|das neue(?: ist| lautet)?|der neue(?: ist| lautet)?"
    r"|la nueva(?: es)?|el nuevo(?: es)?|le nouveau(?: c'est| est)?|la nouvelle(?: c'est| est)?|la nuova(?: è)?"
    r"|quella nuova(?: è)?|a nova(?: é)?|o novo(?: é)?|de nieuwe(?: is)?|het nieuwe(?: is)?|yenisi(?: şu)?"
    r"|новый(?: такой| это)?|новый пароль|det nya(?: är)?|den nya(?: är)?|nowe(?: to)?|nowy(?: to)?)" + _R
    + r"|جدیدش(?: اینه| این است)?|جدیده|رمز جدید|الجديدة(?: هي)?|الجديد(?: هو)?|החדשה(?: היא)?|新的是|新しいのは)"
    r"\s*[:：\-—]\s*[\"'“«]?(?P<v>[^\s\"'”»,;،]{6,64})", re.IGNORECASE)
_NOT_VALUE = re.compile(r"(?i)^v?\d+(?:[.:/-]\d+)+$|^\d{1,2}(?:am|pm|h|uhr)$|://|^www\.|@.+\.")


def _new_ones(text: str, out: list[Span]) -> None:
    for m in _NEW_ONE.finditer(text):
        if not _NET_NAME.search(text, max(0, m.start() - 120), m.start()):
            continue
        v = m.group("v").rstrip(".!?")
        if (any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not _NOT_VALUE.search(v)
                and not v.isdigit()):
            out.append((m.start("v"), m.start("v") + len(v), "password"))


# ---- a courier's delivery code -------------------------------------------------------------------------------------

# the code a courier asks for at the door, by its name ("código de entrega", "Zustellcode", "kode pengiriman")
_DELIVERY = prefilter.compile(
    r"(?i)" + _L + r"(?:c[oó]digo (?:de|da) entrega|delivery (?:code|pin|otp)|code de livraison|zustellcode|liefercode"
    r"|abholcode|codice (?:di )?consegna|kode (?:pengiriman|pengantaran)|teslimat kodu|bezorgcode|kod odbioru"
    r"|код (?:доставки|получения))" + _R + r"[^\d\n]{0,16}?(?<!\d)(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)", re.IGNORECASE)


def _delivery_codes(text: str, out: list[Span]) -> None:
    out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _DELIVERY.finditer(text))


# the gate's words: the forms above that no secret's name in the lexicons opens the gate for
TRIGGERS: tuple[str, ...] = (
    "in chunks", "in bits", "in teilen", "in stücken", "por partes", "en deux fois", "in pezzi", "em partes",
    "in stukken", "częściach", "частями", "opens with", "open with", "geht mit", "abre con", "s'ouvre avec",
    "apre con", "abre com", "gaat open met", "new one is", "new one:", "جدیدش", "جدیده", "الجديدة", "الجديد هو",
    "yenisi", "новый такой", "das neue ist", "la nueva es", "digo de entrega", "delivery code", "zustellcode",
    "code de livraison", "kode pengiriman", "kod odbioru", "bezorgcode", "le nouveau", "la nouvelle", "le bon ",
    "la bonne", "le vrai", "right one", "real one", "correct one", "der richtige", "der neue", "das richtige",
    "el nuevo", "el bueno", "el correcto", "la buena", "il nuovo", "quello giusto", "de juiste", "de nieuwe",
    "o certo", "o novo")


# one RE2 pass over the union of the forms' looser patterns decides which forms are tried on a text
# a decoy number denied, then the right code ("Pas 1234, ça c'était l'ancien, le nouveau c'est 8052", "nicht 4711 ...
# der richtige Code ist 6389"): the one said right
_DECOY_THEN = prefilter.compile(
    r"(?i)" + _L + r"(?:pas|not|nicht|no|niet|non)\s+\d{3,8}(?![\d.,:/-]\d|\d)[^\n]{0,80}?" + _L
    + r"(?:le nouveau|la nouvelle|le bon|la bonne|le vrai|the new one|the right one|the real one|the correct one"
    r"|der richtige(?: code)?|der neue(?: code)?|das richtige|el nuevo|el bueno|el correcto|la buena|il nuovo"
    r"|quello giusto|de juiste|de nieuwe|o certo|o novo)" + _R
    + r"\s*(?:c'est|est|is|'s|ist|lautet|es|è|é|:)\s*(?P<v>\d{3,8})(?![\d.,:/-]\d|\d)", re.IGNORECASE)


def _decoy_then(text: str, out: list[Span]) -> None:
    out.extend((m.start("v"), m.end("v"), "code") for m in _DECOY_THEN.finditer(text))


# ---- a card broken over lines ----------------------------------------------------------------------------------------
# "card: 51720245\n---\n19514328 exp 11/26": a card's groups on lines of their own (pasted from several messages, a
# separator line between them); together they pass the card's checks, each line alone is no card for the core
_CARD_LINES = prefilter.compile(r"(?i)" + _L + r"(?:" + _CARD_NAME + r")" + _R + r"[^\n]{0,60}?\d{4}[ \t]*\n")
_LINE_GROUPS = re.compile(r"(?<![\d/.,:-])\d{4}(?:[ -]?\d{2,4})*(?:[ \t]*\n(?:[ \t]*[-=*_.~–—]{2,}[ \t]*\n)?[ \t]*"
                          r"\d{4}(?:[ -]?\d{2,4})*)+(?![\d/.,-]\d|\d)")
_GROUP_DIGITS = re.compile(r"\d+(?:[ -]\d+)*")


def _card_lines(text: str, out: list[Span]) -> None:
    for m in _LINE_GROUPS.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if 13 <= len(d) <= 19 and d[0] in "23456" and idcheck.luhn_ok(d) and idcheck.card_length_ok(d):
            out.extend((m.start() + g.start(), m.start() + g.end(), "card") for g in _GROUP_DIGITS.finditer(m.group()))


# "card for the hotel deposit: 51720245": a short message that closes on a card's first half after the card's name
# (its rest comes in the next message, utils.card_codes.followups)
_CARD_HALF = prefilter.compile(r"(?i)(?:" + _L + r"(?:" + _CARD_NAME + r")|\w+karte|\w+kort|\w+kaart|\w+tarjeta)" + _R
                               + r"[^\d\n]{0,40}?[:：]\s*"
                               r"[2-6]\d{3}[ -]?\d{4}\s*[.!]?\s*$")


def _card_half(text: str, out: list[Span]) -> None:
    m = _CARD_HALF.search(text) if len(text) <= 80 else None
    if m is not None:
        v = re.search(r"\d{4}[ -]?\d{4}", text[m.start() :])
        if v is not None and sum(c.isdigit() for c in text) == 8:
            out.append((m.start() + v.start(), m.start() + v.end(), "card"))


_FORMS = ((_CHUNK_CUE, _card_chunks), (_CARD_LINES, _card_lines), (_CARD_HALF, _card_half),
          (_OPENS, _opens_with), (_PUNCT_PW, _punct_passwords), (_NEW_ONE, _new_ones),
          (_DELIVERY, _delivery_codes), (_DECOY_THEN, _decoy_then))
_GROUP = prefilter.Group([rx for rx, _ in _FORMS])


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    for i in _GROUP.candidates(text):
        _FORMS[i][1](text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]
