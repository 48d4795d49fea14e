"""Round 43a: passwords and codes in the wordings the earlier rules were written too narrowly for.

Finds:
- a value of a password's shape asked about for its strength, safety or reuse in any wording, with or without a
  password's name ('Is "Voyage151@" strong enough for Netflix?', "¿Es «Luna!2291» lo bastante segura?", "Est-ce
  que Soleil#482 est assez fort ?"): quoted, or bare in a message that speaks of a login, an account or a password;
- a password's parts under their labels in apposition ("the first part, Pickle67, is on a note and the second part,
  !summitPanda, ...", "la primera parte, Gato77, ..."), a password's name earlier in the message;
- a card's code by its place without its count ("the code on the back is 333", "le code au dos : 552") in a message
  holding a card's word or an expiry (the message after a card's number);
- a one-time code said before its name in a service's message ("308772 आपका OTP है", "482913 is your verification
  code", "482913 est votre code de confirmation");
- the second of two passwords offered as alternatives ("heslo je X nebo Y", "it's X or Y"), the first cut by a rule;
- a card's NIP (Mexico's, Quebec's word for a PIN: "el NIP de la tarjeta es 6802", "mon NIP est 4821");
- a lock's code after its noun with a place between and the value before or after the verb ("de code van mijn
  kluisje 2520 is", "kód od trezoru v ložnici je 817070", "the code for the safe in the bedroom is 817070");
- a password spelled in the NATO alphabet with each letter's case ("capital sierra, eight, small zulu, ...");
- a passphrase or a password set to a quoted value in the sentence after its name ('I set it years ago to
  "granite raven pixel otter saffron"');
- a value of a full password's shape (both cases, a digit and a symbol) said to be the one the speaker has or uses
  for a service ("Для Госуслуг у меня Solnce1978!", "for the bank I use Tulip#2291");
- a number given in labelled parts ("Sehemu ya kwanza: 8596", "Na ya pili: 5171", "Teil 2: 5171") after the
  message said it would come in parts.

Each rule is tested on ordinary text where it must not fire: years, counts, prices, model numbers, error codes,
order and tracking numbers, SSIDs.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds (it reads the spans found so far); this module
imports nothing of utils.redact.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from utils import sentences
from utils.redact_round41a import _pw_value
from utils.redact_round42a import (_EXAMPLE_TALK, _LOCK_NOUNS, _OTP_NAMES, _PASSWORD_NAMES, _PROMPT_WORDS,
                                   _STRENGTH, _judged_value, _alt, _in_message)

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after


def _sentence(text: str, p: int) -> tuple[int, int]:
    a = sentences.char_start(text, p, sentences.STOP_CHARS)
    m = re.compile(r"[.!?。！？\n](?:\s|$)|[?？]").search(text, p)
    return a, (m.end() if m else len(text))


# ---- a password's shape asked about for its strength, safety or reuse ----

# Strength's words beyond round 42a's, and reuse's: "strong enough", "hackable", "same one for my email".
_JUDGE = re.compile(
    _STRENGTH.pattern + r"|(?i:" + _L + r"(?:enough|assez|suficiente\w*|abbastanza|genug|tillräckligt|nok|genoeg"
    r"|wystarczaj\w*|dostatečn\w*|достаточно|yeterince|cukup|đủ|reuse|re-use|same\s+one|same\s+password|brute"
    r"|crack\w*|hack\w*|guess\w*|leak\w*|pwned|breach\w*)" + _R + r")")
# A message about a login: a password's name, an account, a service's sign-in, or the strength's noun.
_LOGIN_TALK = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_PASSWORD_NAMES + ("pw", "pwd", "passphrase", "passcode", "mdp", "şifre", "şifrem",
                                                    "contraseña", "senha", "wachtwoord", "lösenord", "mật khẩu"))
    + r"|log\s?in|sign\s?in|account|konto|compte|cuenta|conta|account|e-?mail|netflix|spotify|gmail|icloud|apple\s+id"
    r"|facebook|instagram|amazon|paypal|bank\w*|wi-?fi|wlan|router)" + _R)
# a question about passwords in general: their hashing, their managers, their rules
_PW_ABOUT = re.compile(r"(?i)" + _L + r"(?:hash\w*|manager|managers|generator|policy|policies|algorithm\w*|kdf"
                       r"|encryption|cipher|verschlüssel\w*|chiffrement|cifrado)" + _R)
_QUOTED_VALUE = re.compile(r"[\"“„«‘'](?P<v>[^\s\"“”„«»‘’']{6,40})[\"”“»’']")
_BARE_VALUE = re.compile(r"(?<![\w@/.:#-])(?P<v>[\w!@#$%^&*+=?-]{8,40}?)(?=[\s,;:?!)]|\.(?:\s|$)|$)")


# Bases of passwords everyone tries in the writers' languages (round 42a holds the English ones): a season, a
# welcome, a greeting, the word password; "Welkom01!", "Sommar2025!", "Hösten2024!" are asked about in general.
_COMMON_BASES = frozenset("""
welkom willkommen bienvenue bienvenido benvenuto bemvindo välkommen velkommen tervetuloa witaj vitejte hallo hola
bonjour ciao salut hej moikka sommer sommar verano ete hiver winter invierno inverno estate primavera herbst hosten
hosten host autunno otono outono lente zomer herfst fruhling varen kevat kesa talvi syksy lato zima jesien wiosna
leto podzim jaro yaz kis bahar sonbahar passwort wachtwoord motdepasse contrasena senha haslo heslo losenord
passord salasana parola sifre jelszo admin qwerty azerty qwertz asdf geheim secreto segreto segredo hemlig
""".split())


def _shape(v: str, placeholder: Callable[[str], bool]) -> bool:
    """Round 42a's judged shape, an "@" with no domain after it read as the symbol it is ("Voyage151@"), on no
    common base of the writers' languages."""
    if "@" in v and re.search(r"@[^\W_][\w-]*\.[^\W\d_]", v) is None:
        v = v.replace("@", "#")
    plain = unicodedata.normalize("NFKD", v.lower()).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z]", "", plain.replace("0", "o").replace("@", "a").replace("1", "l").replace("3", "e"))
    if any(base.startswith(b) or base.endswith(b) for b in _COMMON_BASES):
        return False
    return _judged_value(v, placeholder)


def _judged(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for rx in (_QUOTED_VALUE, _BARE_VALUE):
        for m in rx.finditer(text):
            v = m.group("v").rstrip(".?!") if rx is _BARE_VALUE else m.group("v")
            if not _shape(v, placeholder):
                continue
            a, b = _sentence(text, m.start())
            sentence = text[a:b]
            # a question that judges the value ("is X strong enough", "X — too weak?"), no example's talk
            if "?" not in sentence and "？" not in sentence and "¿" not in sentence:
                continue
            if _EXAMPLE_TALK.search(sentence) is not None or _PW_ABOUT.search(sentence) is not None:
                continue  # an example's, or a question about hashing, managers, policies ("Argon2id for hashing")
            # the value is what is judged: the strength's word a few words after it ("X strong enough", "X, can that
            # be cracked"), not a device or a date elsewhere in the question ("safe if I watch on a Bravia2021 TV")
            end = m.start("v") + len(v)
            j = _JUDGE.search(text, end, b)
            if j is None or len(text[end : j.start()].split()) > 5:
                continue
            if rx is _BARE_VALUE and _LOGIN_TALK.search(text) is None:
                continue  # a bare value judged in a message about no login: a model's or a product's name
            s = m.start("v")
            # (its own kind: round 14 keeps a weak value asked about, which this rule's shape already excludes)
            out.append((s, s + len(v), "judged_password"))


# ---- a password's parts under their labels, in apposition ----

_PART_LABEL = re.compile(
    r"(?i)" + _L + r"(?:(?:the\s+)?(?:first|second|third|last|other|final)\s+(?:part|half|bit|piece|chunk)"
    r"|(?:der\s+|die\s+|das\s+)?(?:erste|zweite|dritte|letzte)[rns]?\s+(?:teil|hälfte|stück)"
    r"|(?:la\s+)?(?:primera|segunda|tercera|última)\s+(?:parte|mitad)|(?:la\s+)?(?:première|deuxième|seconde"
    r"|dernière)\s+(?:partie|moitié)|(?:la\s+)?(?:prima|seconda|ultima)\s+(?:parte|metà)"
    r"|(?:a\s+)?(?:primeira|segunda|última)\s+(?:parte|metade)|(?:het\s+)?(?:eerste|tweede|laatste)\s+(?:deel|helft)"
    r"|(?:första|andra|sista)\s+(?:delen|halvan)|(?:første|anden|andre|sidste|siste)\s+(?:del|delen|halvdel)"
    r"|(?:pierwsza|druga|ostatnia)\s+(?:część|połowa)|(?:první|druhá|poslední)\s+(?:část|půlka|polovina)"
    r"|(?:первая|вторая|последняя)\s+(?:часть|половина)|(?:перша|друга|остання)\s+(?:частина|половина)"
    r"|(?:ilk|ikinci|son)\s+(?:kısım|kısmı|parça|parçası|yarı|yarısı)|sehemu\s+ya\s+(?:kwanza|pili|tatu|mwisho)"
    r"|(?:bagian|bahagian)\s+(?:pertama|kedua|terakhir)|phần\s+(?:đầu|thứ\s+hai|cuối|một|hai))" + _R)
_PART_VALUE = re.compile(
    r"[^\S\n]*(?:[,:：=—–]|[^\S\n](?:is|was|ist|war|es|est|era|é|è|er|är|je|to|jest|это|ni|adalah|là))[^\S\n]*"
    r"[\"'“„«]?(?P<v>[^\s\"'”“»,;]{4,40}?)[\"'”»]?(?=[,;]|[.!?](?:\s|$)|[^\S\n]|$)")
_SECRET_NAME = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_PASSWORD_NAMES + ("passphrase", "passcode", "pin", "code", "key", "pw", "pwd",
                                                    "kod", "kode", "código", "codice", "код", "mdp", "şifre"))
    + r")" + _R)


def _parts(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _PART_LABEL.finditer(text):
        name = _SECRET_NAME.search(text, max(0, m.start() - 200), m.start())
        if name is None:
            continue
        v = _PART_VALUE.match(text, m.end())
        if v is None:
            continue
        val = v.group("v").rstrip(".!?")
        # a password's piece: letters with a digit or a symbol, or digits alone (a PIN's half); no word of prose
        if val.isalpha() or placeholder(val) or not (any(c.isdigit() for c in val) or re.search(r"[^\w]", val)):
            continue
        if re.fullmatch(r"\d+", val) and len(val) < 3:
            continue
        if not val.isdigit() and not _pw_value(val, placeholder) and not re.fullmatch(r"[^\w\s]+[^\W_]+|\w+[^\w\s]+",
                                                                                     val):
            continue
        out.append((v.start("v"), v.start("v") + len(val), "password"))


# ---- a card's code by its place, no count ----

_CODE_BY_PLACE = re.compile(
    r"(?i)" + _L + r"(?:code|number|numbers|digits|cvv|cvc|código|numero|número|números|codice|cifre|code|chiffres"
    r"|nummer|ziffern|zahlen|cijfers|code|kod|cyfry|kód|код|цифры|siffrorna|koden|kode|cifrene|kodu|rakamlar)"
    r"[^\S\n]+(?:(?:on|at|in|de|du|au|auf|der|sul|no|na|op|van|z|på|с|на|del|da|do)[^\S\n]+){1,2}"
    r"(?:the\s+|la\s+|el\s+|der\s+|de\s+|het\s+)?(?:back|reverse|rear|atrás|detrás|reverso|dorso|dos|verso|rückseite"
    r"|retro|achterkant|odwrocie|tyłu|zadní\s+straně|rubu|обороте|звороті|baksidan|bagsiden|baksiden)"
    r"(?:[^\S\n]+(?:of|de|der|del|della|van|na)[^\S\n]+(?:the\s+|my\s+|la\s+|el\s+|der\s+|de\s+)?\w+)?"
    r"[^\S\n]*(?:[:：=]|is|are|ist|sind|est|es|son|è|é|er|är|je|to|jest|это|—|-)?[^\S\n]*(?<![\d/])(?P<c>\d{3,4})"
    r"(?![\d/.,]\d|\d)")
_CARD_TALK = re.compile(
    r"(?i)" + _L + r"(?:card|karte|tarjeta|carte|cartão|carta|kaart|karta|kort|kart|exp|expiry|expires|valid\s+thru"
    r"|gültig|caduca|vence|validade|scadenza|карт\w*)" + _R + r"|(?<![\d/])(?:0[1-9]|1[0-2])/\d{2}(?![\d/])")


def _card_place(text: str, out: list[Span]) -> None:
    for m in _CODE_BY_PLACE.finditer(text):
        if _CARD_TALK.search(text) is None:
            continue
        out.append((m.start("c"), m.end("c"), "card_code"))


# ---- a one-time code before its name ----

_OTP_FIRST = re.compile(
    r"(?i)(?<![\w.,/-])(?P<v>\d{4,8}|\d{3}[ -]\d{3})[^\S\n]*(?:[:,—–-][^\S\n]*)?"
    r"(?P<link>is\s+your|is\s+the|est\s+votre|est\s+ton|ist\s+(?:ihr|dein|der)|es\s+(?:tu|su|el)"
    r"|é\s+(?:o\s+)?(?:seu|teu)"
    r"|è\s+il\s+(?:tuo|suo)|is\s+(?:je|uw)|är\s+din|er\s+din|jest\s+(?:twoim|twój|pana|pani)|je\s+(?:váš|tvůj)"
    r"|это\s+ваш|—\s+ваш|ваш|là\s+mã|adalah\s+kode|ni\s+(?:nambari|msimbo)|आपका|आपकी|तुम्हारा|your)?[^\S\n]*"
    r"(?:" + _alt(_OTP_NAMES + ("ओटीपी", "वन टाइम पासवर्ड", "code", "kod", "código", "codice", "код")) + r")" + _R)


def _otp_first(text: str, out: list[Span]) -> None:
    for m in _OTP_FIRST.finditer(text):
        name = text[m.end("v") : m.end()].lower()
        bare = re.search(r"(?:code|kod|código|codice|код)$", name) is not None and not re.search(
            r"verif|confirm|login|sign|securi|one|access|otp|auth", name)
        linked = m.group("link") is not None
        # a service's message quotes it, or a possessive links it ("is your", "est votre"); a bare code's name only
        # inside the quoted message ("2024 code", "404 code" stay)
        if (bare or not linked) and not _in_message(text, m.start()):
            continue
        if re.fullmatch(r"(?:19|20)\d\d", m.group("v")) and not linked:
            continue  # a year before a code's name ("2023 security code update")
        out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- the second of two passwords offered as alternatives ----

_OR = re.compile(r"(?i)[!?#$%&*]{0,2}[^\S\n]*[\"'”»]?[^\S\n]*,?[^\S\n]+"
                 r"(?:or|oder|ou|o|of|eller|lub|albo|nebo|alebo|vagy|sau|или|або"
                 r"|veya|ya\s+da|atau|hoặc|au|או|أو|czy|či|ili)(?:[^\S\n]+(?:maybe|perhaps|vielleicht|peut-être|quizás"
                 r"|tal\s+vez|forse|talvez|misschien|kanske|kanskje|może|možná|možno|talán|poate|может|можливо|belki"
                 r"|mungkin|có\s+thể))?[^\S\n]+[\"'“„«]?(?P<v>[^\s\"'”“»,;]{6,40}?)[\"'”»]?"
                 r"(?=[,;?!]|\.(?:\s|$)|[^\S\n]|$)")
_PW_KINDS = frozenset({"password", "password_shaped", "passphrase", "pin", "lock_code", "wifi_password"})


def _alternatives(text: str, placeholder: Callable[[str], bool], spans: list[Span], out: list[Span]) -> None:
    for s, e, kind in list(spans):
        if kind not in _PW_KINDS or e - s < 6:
            continue
        m = _OR.match(text, e)
        if m is None:
            continue
        # a sentence's mark ends it ("... or Lintu78?"); a "!" may be the password's own
        v = re.sub(r"!?[.?]$", lambda x: x.group()[:1] if x.group().startswith("!") else "", m.group("v"))
        if any(a <= m.start("v") < b for a, b, _ in spans):
            continue
        # a value of the first one's kind: a password's shape (not a word: "or later", "oder so")
        if v.isalpha() or not _pw_value(v, placeholder) or not (any(c.isdigit() for c in v) and re.search(
                r"[^\W\d_]", v)) or not _shape(v, placeholder):
            continue  # (a password on a common base, "Qwerty123", "Admin2024", is one a policy names)
        out.append((m.start("v"), m.start("v") + len(v), kind))


# ---- a card's NIP ----

_NIP = re.compile(
    r"(?i)" + _L + r"(?:nip|n\.i\.p\.)" + _R + r"(?P<gap>[^\d\n.!?;]{0,40}?)(?<![\d.,/-])(?P<v>\d{4,6})"
    r"(?![\d]|[.,/:-]\d)")
_NIP_PLACE = re.compile(r"(?i)" + _L + r"(?:de|del|de\s+la|mi|mon|ma|mon|du|de\s+mi|tarjeta|carte|cajero|banc\w*"
                        r"|es|est|:|actual|nuevo|nouveau|débito|crédito|crédit)" + _R + r"|[:=]")


def _nips(text: str, out: list[Span]) -> None:
    for m in _NIP.finditer(text):
        if _NIP_PLACE.search(m.group("gap") or ":") is None and m.group("gap").strip():
            continue
        if re.match(r"[^\S\n]*(?:%|€|\$|pesos|mxn|dólares|personas|veces|digits?|dígitos|chiffres)", text[m.end():]):
            continue
        out.append((m.start("v"), m.end("v"), "pin"))


# ---- a lock's code after its noun, a place between, the value before or after the verb ----

_LOCK_CODE_NAMES = (
    "code", "the code", "combination", "combo", "pin", "code", "de code", "kód", "kod", "kode", "koden", "koodi",
    "código", "el código", "codice", "il codice", "le code", "der code", "den code", "die kombination", "combinatie",
    "de combinatie", "код", "mã", "şifre", "szyfr", "kombinace", "számkód", "kódja", "cijfercode", "pincode",
)
_LOCK_EXTRA = ("kluisje", "kluisjes", "locker", "skříňky", "skříňka", "trezor", "trezoru", "sejfu", "szafki",
               "szafka", "spind", "spinds", "casier", "taquilla", "armadietto", "cacifo", "dolap", "dolabın",
               "шкафчика", "шкафчик", "сейфа", "skåp", "skåpet", "skab", "skabet", "kaappi", "schließfach",
               "schließfachs", "kluis", "safe", "safes", "tresors", "padlock", "lockbox", "key box", "keybox",
               "nøgleboks", "nyckelbox", "nøkkelboks", "schlüsselkasten", "schlüsselbox", "sleutelkastje")
_LOCK_CODE = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_LOCK_CODE_NAMES) + r")[^\S\n]+(?:(?:of|for|to|on|van|voor|de|del|du|da|do|od|zu"
    r"|für|vom|von|der|des|till|för|til|af|от|от|для|від|của|untuk|dla|k|ke)[^\S\n]+)"
    r"(?:(?:my|mijn|the|de|het|mon|ma|la|le|el|mi|il|mein\w*|der|die|das|den|min|mitt|moj\w*|mého|mé|мо\w+|meu|minha"
    r"|mio|mia|our|ons|onze|naš\w*)[^\S\n]+)?(?P<lock>" + _alt(_LOCK_NOUNS + _LOCK_EXTRA) + r")" + _R
    + r"(?P<gap>(?:[^\S\n]+[^\W\d_]+){0,4}?)"
    r"(?:[^\S\n]*(?:[:：=—–]|[^\S\n](?:is|ist|lautet|est|es|é|è|er|är|je|to|jest|это|це|là|adalah|ni|zní))[^\S\n]*"
    r"(?P<v>(?<![\d.,/-])\d{3,8}#?)(?![\d]|[.,/:-]\d)"
    r"|[^\S\n]+(?P<v2>(?<![\d.,/-])\d{3,8})[^\S\n]+(?:is|ist|zijn|was|je|er|är|est|es|é|è)(?:[^\S\n]*[,.;!?]|\Z"
    r"|[^\S\n]+(?:dan|en|und|and|et|y|e|och|og|a)" + _R + r"))")
_LOCK_UNIT = re.compile(r"(?i)[^\S\n]*(?:%|€|\$|£|kr|euro|cm|mm|kg|m²|minutes?|minuten|jahre|years|jaar|let|roků|times"
                        r"|keer|mal|people|personen|lines?|stuks|items)" + _R)


_PLACE_WORD = re.compile(r"(?i)in|im|at|on|by|behind|under|upstairs|downstairs|v|ve|na|u|w|we|в|у|на|i|på|en|dans|sous"
                         r"|nel|nella|no|na|em|del|de|della|du|der|des|bei|unter|hinter|op|bij|achter|onder|vid|ved"
                         r"|under|pod|za|у|za|di|dekat|trong|ở|ile|da")
_OTHER_CODE_BEFORE = re.compile(r"(?i)" + _L + r"(?:source|zip|postal|post|error|promo|discount|qr|bar|country|area"
                                r"|dialling|dialing|html|css|python|java)[^\S\n]*$")


def _lock_codes(text: str, out: list[Span]) -> None:
    for m in _LOCK_CODE.finditer(text):
        g = "v" if m.group("v") else "v2"
        s, e = m.span(g)
        gap = (m.group("gap") or "").split()
        if _LOCK_UNIT.match(text, e) or re.search(r"(?i)\b(?:nr|no|number|nummer|číslo|numer|номер|room|zimmer)\b",
                                                  " ".join(gap)):
            continue
        # words after the lock's noun say where it is ("in the guest room", "v ložnici", "im Keller"); a noun there
        # makes it another thing ("the gate controller")
        if gap and not _PLACE_WORD.fullmatch(gap[0]):
            continue
        if _OTHER_CODE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # a source's, a postal, an error's, a promotion's code
        out.append((s, e, "lock_code"))


# ---- a password spelled in the NATO alphabet with each letter's case ----

_NATO = (r"(?:alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima|mike|november"
         r"|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky|x-ray|xray|yankee|zulu)")
_CASE = (r"(?:capital|upper(?:case)?|lower(?:case)?|small|big|cap|majuscule|minuscule|mayúscula|minúscula|maiuscola"
         r"|minuscola|groß(?:es|er)?|klein(?:es|er)?|hoofdletter|kleine\s+letter|stor[ta]?|liten|lille|lilla)")
_DIGIT_WORDS = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|null|eins|zwei|drei|vier|fünf|sechs"
                r"|sieben|acht|neun|zéro|un|deux|trois|quatre|cinq|sept|huit|neuf|cero|uno|dos|tres|cuatro|cinco"
                r"|seis|siete|ocho|nueve|\d)")
_SYMBOL_WORDS = (r"(?:star|asterisk|hash|pound(?:\s+sign)?|at(?:\s+sign)?|dollar(?:\s+sign)?|exclamation(?:\s+mark"
                 r"|\s+point)?|bang|dash|hyphen|underscore|dot|period|full\s+stop|plus|equals|percent|ampersand"
                 r"|question\s+mark|slash|tilde|caret)")
_SPELL_ITEM = (r"(?:(?:" + _CASE + r"[^\S\n]+)?" + _NATO + r"|" + _CASE + r"[^\S\n]+[a-z]|" + _DIGIT_WORDS
               + r"|" + _SYMBOL_WORDS + r")")
_SPELLED = re.compile(r"(?i)" + _L + r"(?P<v>" + _SPELL_ITEM + r"(?:[^\S\n]*[,;]?[^\S\n]+(?:then[^\S\n]+)?"
                      + _SPELL_ITEM + r"){4,})" + _R)


def _spelled(text: str, out: list[Span]) -> None:
    for m in _SPELLED.finditer(text):
        v = m.group("v")
        # letters said with their case in the NATO alphabet, at least two: a spelled value, not a count of words
        cased = len(re.findall(r"(?i)" + _CASE + r"[^\S\n]+" + _NATO, v))
        others = len(re.findall(r"(?i)" + _L + r"(?:" + _DIGIT_WORDS + "|" + _SYMBOL_WORDS + r")" + _R, v))
        if cased < 2 and not (others and len(re.findall(r"(?i)" + _NATO, v)) >= 3):
            continue  # NATO words alone: a network's or a call sign's name ("Bravo Echo Alpha Charlie Hotel")
        if _SECRET_NAME.search(text) is None and not re.search(r"(?i)wi-?fi|router|login|admin", text):
            continue
        out.append((m.start("v"), m.end("v"), "password"))


# ---- a passphrase or a password set to a quoted value in the sentence after its name ----

_SET_TO = re.compile(
    r"(?i)" + _L + r"(?:set|changed|reset|made|switched|chose|picked|typed|entered|put|gesetzt|geändert|gewählt"
    r"|eingestellt|mis|choisi|défini|changé|puse|cambié|elegí|configuré|coloquei|mudei|defini|impostato|messo|scelto"
    r"|ingesteld|gekozen|veranderd|satte|ändrade|valde|ustawiłem|ustawiłam|zmieniłem|zmieniłam|nastavil\w*"
    r"|поставил\w*|установил\w*|сменил\w*|поменял\w*|задал\w*)" + _R
    + r"(?P<gap>[^\n\"“„«.!?]{0,40}?)[^\S\n]*[:：]?[^\S\n]*(?P<q>[\"“„«])(?P<v>[^\"“”„«»\n]{3,80}?)[\"”“»]")
_PHRASE_NAME = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_PASSWORD_NAMES + ("passphrase", "pass phrase", "passcode", "pin", "master password",
                                                    "passwortsatz", "phrase de passe", "frase de contraseña",
                                                    "парольная фраза", "kodeord", "lösenfras")) + r")" + _R)


# German and Dutch put the verb last: 'habe ich damals auf "X" gesetzt', 'heb ik op "X" gezet'
_SET_LAST = re.compile(
    r"(?i)" + _L + r"(?P<gap>auf|op|naar|na)[^\S\n]+(?P<q>[\"“„«])(?P<v>[^\"“”„«»\n]{3,80}?)[\"”“»][^\S\n]+"
    r"(?:gesetzt|geändert|umgestellt|eingestellt|gezet|veranderd|gewijzigd|ingesteld|zmieniłem|zmieniłam|ustawiłem"
    r"|ustawiłam)" + _R)


def _set_quoted(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in (*_SET_TO.finditer(text), *_SET_LAST.finditer(text)):
        if m.re is _SET_TO and not re.search(
                r"(?i)" + _L + r"(?:it|that|this|her|him|es|sie|ihn|le|la|lo|la|het|den|det|to|его|её|ее|je|ji)" + _R,
                m.group("gap")) and not _PHRASE_NAME.search(m.group("gap")):
            continue
        a = max(0, m.start() - 200)
        names = list(_PHRASE_NAME.finditer(text, a, m.start() + len(m.group(0))))
        if not names:
            continue
        v = m.group("v").strip()
        words = v.split()
        if _PROMPT_WORDS.search(v) or placeholder(v) or _EXAMPLE_TALK.search(text[max(0, m.start() - 80) : m.end()]):
            continue
        if len(words) >= 3:
            if not all(re.fullmatch(r"[^\W_]+(?:[-'][^\W_]+)*", w) for w in words) or any(
                    w.lower() in _FUNCTION for w in words):
                continue
        elif not (len(words) == 1 and _pw_value(v, placeholder) and not v.isalpha()):
            continue
        s = m.start("v") + (len(m.group("v")) - len(m.group("v").lstrip()))
        out.append((s, s + len(v), "passphrase" if len(words) > 1 else "password"))


_FUNCTION = frozenset("""
the a an and or of to in on for with is are was be my your it this that i you we they he she not no but as at by
from der die das und oder ist ein eine le la les et ou est un une el los las y es una il lo e di che de het een en
of van is och att är og er
""".split())


# ---- a full password's shape said to be the one the speaker has or uses ----

_HAVE = re.compile(
    r"(?i)(?:" + _L + r"(?:у\s+меня|у\s+мене|мой|мій|i\s+(?:have|use|used)|mine\s+is|ich\s+(?:habe|nutze|benutze)"
    r"|j'ai|j'utilise|tengo|uso|eu\s+uso|tenho|ho|uso|ik\s+heb|ik\s+gebruik|jag\s+har|jeg\s+har|mam|używam|mám"
    r"|používám|benim\s+şifrem|kullanıyorum|saya\s+pakai|mình\s+dùng)" + _R + r")[^\S\n]*[:：]?[^\S\n]*"
    r"[\"'«„“]?(?P<v>[^\s\"'«»„“”]{8,40})[\"'»”“]?(?=[\s,;]|$)")


def _full_shape(v: str) -> bool:
    """Both cases, a digit and a symbol that is no identifier's underscore or hyphen ("pi_3RtK9wLx2m" is an id)."""
    return (any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)
            and any(not c.isalnum() and c not in "_-" for c in v) and not re.search(r"[/@.:]\w", v.rstrip("!?.")))


def _had(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _HAVE.finditer(text):
        v = m.group("v").rstrip(".,;:")
        if not _full_shape(v) or placeholder(v) or not _shape(v, placeholder):
            continue
        out.append((m.start("v"), m.start("v") + len(v), "password"))


# ---- a Wi-Fi password of lower-case words run together ----

_WIFI_PW = re.compile(
    r"(?i)" + _L + r"(?:(?:wi-?fi|wlan|router|hotspot)[-\s]?(?:password|passwort|kennwort|lösenord(?:et)?"
    r"|passord(?:et)?|adgangskode(?:n)?|wachtwoord|salasana|key|schlüssel|kode(?:n)?|koden)|(?:password|passwort"
    r"|kennwort|mot\s+de\s+passe|contraseña|clave|senha|hasło|heslo|jelszó|jelszava|şifresi|parola|lösenordet|passordet"
    r"|adgangskoden|wachtwoord|salasana)[^\S\n]+(?:(?:of|for|to|on|du|de|del|do|da|zum|vom|des|der|na|the|my|our|la"
    r"|el|il|della|dello|van|het|till|för|til|az)[^\S\n]+){0,3}(?:wi-?fi|wlan|router|hotspot))" + _R
    + r"[^\d\n.!?;,:\"']{0,24}?(?:[:：=]|[^\S\n](?:is|ist|lautet|est|es|é|è|er|är|je|to|jest|on|van|az))[^\S\n]*"
    r"(?P<v>[a-zäöüåæøéèàç]{13,40})(?=[^\S\n]*(?:[\n.,;!?)]|\Z|[^\S\n]+[^\W\d_]+))")
# a word of prose by its ending (an adjective's, an adverb's, a noun's), not words run together
_PROSE_ENDING = re.compile(
    r"(?:ly|able|ible|ward|wards|tion|tions|ment|ness|ous|ful|less|ive|ical|ally|lich|ig|isch|bar|los|ung|heit|keit"
    r"|ment|ement|ique|eux|euse|ción|mente|oso|osa|ável|mente|baar|lijk|ig|lig|ligt|iskt|isk|ande|ende|ität|ista"
    r"|ismo|isme|ness|ship)$")


def _wifi_words(text: str, out: list[Span]) -> None:
    for m in _WIFI_PW.finditer(text):
        v = m.group("v")
        if _PROSE_ENDING.search(v.lower()) or len(set(v.lower())) < 6:
            continue
        # (its own kind: round 14 keeps a password's span of letters outside ASCII as a word of another script)
        out.append((m.start("v"), m.end("v"), "wifi_password"))


# ---- find ----

# The gate's words these rules need beyond the other rounds' (whose code, PIN, password and lock names open it).
TRIGGERS: tuple[str, ...] = ("nip", "sehemu", "kluisje", "trezor", "strong enough", "sierra", "zulu", "у меня")


def find(text: str, low: str, placeholder: Callable[[str], bool], spans: list[Span]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case; ``spans``: the other rules' so far, read only)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    _judged(text, placeholder, out)
    _parts(text, placeholder, out)
    _set_quoted(text, placeholder, out)
    _had(text, placeholder, out)
    _spelled(text, out)
    _wifi_words(text, out)
    if any(c.isdigit() for c in text):
        _card_place(text, out)
        _otp_first(text, out)
        _nips(text, out)
        _lock_codes(text, out)
    _alternatives(text, placeholder, spans + out, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# ---- a number or a password given in labelled parts across messages ----

# "in two parts", "in two messages": the message's secret comes in pieces in the next messages
_IN_PARTS = re.compile(
    r"(?i)" + _L + r"(?:in\s+(?:two|2|three|3)\s+(?:parts|halves|pieces|messages|bits|chunks)|in\s+(?:pieces|bits|chunks)|kwa\s+sehemu\s+(?:mbili|tatu)"
    r"|in\s+(?:zwei|2|drei)\s+(?:teilen|hälften|nachrichten)|en\s+(?:deux|2|trois)\s+(?:parties|morceaux|messages)"
    r"|en\s+(?:dos|2|tres)\s+(?:partes|mensajes|trozos)|in\s+(?:due|2|tre)\s+(?:parti|messaggi|pezzi)"
    r"|em\s+(?:duas|2|três)\s+(?:partes|mensagens)|in\s+(?:twee|2|drie)\s+(?:delen|berichten|stukken)"
    r"|i\s+(?:två|to|2)\s+(?:delar|dele|deler|meddelanden|beskeder|meldinger)|w\s+(?:dwóch|2)\s+(?:częściach"
    r"|wiadomościach)|ve\s+dvou\s+(?:částech|zprávách)|в\s+(?:двух|2)\s+(?:частях|сообщениях)|у\s+(?:двох|2)"
    r"\s+(?:частинах|повідомленнях)|iki\s+(?:parça|parçada|mesajda|kısımda)|dalam\s+dua\s+(?:bagian|pesan)"
    r"|thành\s+hai\s+(?:phần|tin)|σε\s+δύο\s+(?:μέρη|μηνύματα)|két\s+(?:részben|üzenetben))" + _R)
_WHAT_IN_PARTS = re.compile(
    r"(?i)" + _L + r"(?:number|numbers|id|iban|account|card|password|passphrase|pin|code|key|namba|nambari"
    r"|kitambulisho|nummer|numéro|número|numero|numer|číslo|номер|номера|numara\w*|nomor|số|αριθμό|szám\w*"
    r"|passwort|mot\s+de\s+passe|contraseña|clave|senha|wachtwoord|lösenord\w*|hasło|heslo|пароль|şifre\w*|kata\s+sandi"
    r"|mật\s+khẩu|κωδικό\w*|jelszó\w*|kod\w*|código|codice|код\w*|ausweis\w*|kontonummer|tarjeta|karte|carte"
    # an account's own word or its national form (Argentina's CBU and CVU, Mexico's CLABE), a key, a phrase
    r"|cbu|cvu|clabe|cuenta|conta|compte|conto|konto|rekening|счёт|счет|рахун\w*|hesap|tài\s+khoản|λογαριασμ\w*"
    r"|számlaszám\w*|token|secret|seed|phrase|frase|schlüssel|clé|chave|chiave|sleutel|amex|visa|mastercard"
    r"|maestro|discover)" + _R)
_ORDINALS = (r"(?:first|second|third|last|erste[rns]?|zweite[rns]?|dritte[rns]?|letzte[rns]?|première|premier"
             r"|deuxième|seconde|dernière|primera|primer|segunda|tercera|última|prima|seconda|terza|primeira"
             r"|eerste|tweede|derde|laatste|första|andra|tredje|sista|første|anden|andre|tredje|sidste|siste"
             r"|pierwsza|druga|trzecia|ostatnia|první|druhá|třetí|poslední|первая|вторая|третья|последняя|перша"
             r"|друга|третя|остання|ilk|ikinci|üçüncü|son|pertama|kedua|ketiga|terakhir|đầu|thứ\s+hai|cuối"
             r"|πρώτο|δεύτερο|τελευταίο|első|második|utolsó|kwanza|pili|tatu|mwisho)")
_PART_NOUN = (r"(?:part|half|piece|bit|teil|hälfte|partie|moitié|parte|mitad|metà|metade|deel|helft|del|delen|delen"
              r"|halvan|część|połowa|část|polovina|часть|половина|частина|kısım|kısmı|parça|parçası|bagian|phần"
              r"|μέρος|rész|része|sehemu)")
_OPENING_PART = re.compile(
    r"(?i)^\s*(?:(?:and|und|et|y|e|en|och|og|i|a|и|і|ve|dan|và|και|és|na|oraz)\s+)?(?:(?:the|die|der|das|la|le|el|il"
    r"|o|a|de|het|ya)\s+)?(?:(?P<which>" + _ORDINALS + r")(?:\s+" + _PART_NOUN + r")?|" + _PART_NOUN
    + r"(?:\s+(?:ya|de|del|della|da|do|van)\s+|\s+)(?P<which2>" + _ORDINALS + r"|\d)|" + _PART_NOUN
    + r"\s*(?P<which3>\d))\s*[:：=—–-]\s*[\"'“«]?(?P<v>[^\s\"'”»,;]{3,64})")
_LONE = re.compile(r"[\"'”»]?\s*(?:$|[(\[.,;!?—–]|-\s|\n)")
_FIRST_ORD = re.compile(r"(?i)first|erste[rns]?|première|premier|primera|primer|prima|primeira|eerste|första|første"
                        r"|pierwsza|první|первая|перша|ilk|pertama|đầu|πρώτο|első|kwanza|1")


def announced(text: str) -> list[Span]:
    """After a message that announced a secret in parts: the value of a part's label opening this one ("Sehemu ya
    kwanza: 8596", "Na ya pili: 5171", "Teil 2: Wolke-77"), when the value stands alone."""
    m = _OPENING_PART.match(text)
    if m is None:
        return []
    v = m.group("v").rstrip(".!?)")
    end = m.start("v") + len(v)
    if len(v) < 3 or _LONE.match(text, end) is None or v.isalpha() and (v.istitle() or v.islower()):
        return []
    return [(m.start("v"), end, "password" if not v.isdigit() else "secret")]


def announces(text: str) -> bool:
    """A short message saying a number or a password comes in parts, or one opening with a first part's value: the
    next message holds a part."""
    if len(text) > 200:
        return False
    if _IN_PARTS.search(text) is not None and _WHAT_IN_PARTS.search(text) is not None:
        return True
    m = _OPENING_PART.match(text)
    which = m and (m.group("which") or m.group("which2") or m.group("which3"))
    return bool(which) and _FIRST_ORD.fullmatch(which) is not None and bool(announced(text))
