"""Round 47a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code named by a compound that ends in a secret's noun ("BankID-säkerhetskod är 185109", "Haustür-Code ist 4471",
  "alarmkoden er 9021"): the Nordic, German and Dutch names of a security, one-time, door or alarm code, whatever
  names its service before them (an error, a discount or a country code is no such compound);
- a Wi-Fi key after the network's name: "Wi-Fi is 'Casa_Limon' / Tangerine_zeppelin27", "Wi-Fi hedder Klitten og
  koden er OldJuniperIsBlue85" (the key shaped like a password: letters with digits or symbols, or long);
- a UK driving licence number by its layout (five letters of the surname, a birth date whose month and day are
  valid, two initials, a digit, two check letters) in a message naming a licence;
- a login's member or customer number beside its password ("member number 70738301, password ...");
- a session's token in a log line (``session=``, ``sid=``, ``session_id=`` then 24 hex digits or more);
- a Discord bot token by its three dot-separated parts (the first alone may be cut as random text, the rest not);
- a SIM's PUK (eight digits) after its name;
- a code before its Turkish noun ("SMS ile gelen 279301 kodunu istiyor");
- a PIN the speaker says they set ("Die AusweisApp fragt nach meiner PIN. Ich hab damals 399305 gesetzt", "I set
  it to 4471");
- a password after "remember it:" or a colon that closes a message naming a password ("楽天のパスワード、...メモして
  おいて：mikan-6689", "запам'ятай його: Калина_5557! (з великої літери)"), a final "!" kept with it when no new
  sentence follows;
- a Vietnamese account the speaker calls their own ("vào tài khoản Techcombank của mình nhé: 1909...");
- a card's expiry after its word in many languages ("Caduca el 04/28", "läuft ab 09/27") in a message naming the
  card's security code (the card's whole data; "die Karte läuft bis 09/28" alone is a date).

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after

# ---- a code named by a compound ----

# the first half of a secret code's compound: security, one-time, verification, door, gate, alarm, access, PIN
_CODE_HEAD = (r"säkerhets|sikkerheds|sikkerhets|engångs|engangs|verifierings|verifikasjons|bekräftelse|bekræftelses"
              r"|port|dörr|dør|larm|alarm|adgangs|tilgangs|pin|tür|haustür|zugangs|einmal|bestätigungs|sicherheits|tor"
              r"|beveiligings|toegangs|deur|verificatie|bevestigings|nøgleboks|nøkkelboks|nyckelbox|schlüsselbox|kluis"
              r"|garage|garagen|tresor|safe|kassaskåp|pengeskab")
_COMPOUND_CODE = re.compile(
    r"(?i)(?<![^\W_])(?:[^\W_][\w]*-)?(?:" + _CODE_HEAD + r")-?(?:koden|kodet|kod|kode|code|codes)" + _R
    + r"(?:\s+(?:til|till|för|for|für|zum|zur|van|voor|der|des|ved|vid)\s+(?:[^\W\d_]+\s+){0,2}?)?"
    r"\s*(?:är|er|ist|lautet|is|=|:|—|-)\s*[:]?\s*(?P<v>\d{4,8})(?![\d/.,-]\d|\d)")

# ---- a Wi-Fi key after the network's name ----

_WIFI = r"(?:wi-?fi|wlan|wifi-?nettet|wi-?fi-?netværket|nätverket|netzwerk|network|réseau|red|rete)"
_WIFI_PAIR = re.compile(
    r"(?i)" + _L + _WIFI + _R + r"\s*(?:is|er|är|ist|est|es|è|:|=)?\s*[\"'“‘«]?[^\s\"'”’»/:@]{2,32}[\"'”’»]?\s*/\s*"
    r"[\"'“‘«]?(?P<v>[^\s\"'”’»,;/:@]{6,64}?)[\"'”’»]?(?=[\s,;.!?)]|$)")
_WIFI_THEN_CODE = re.compile(
    r"(?i)" + _L + _WIFI + _R + r"[^\n.!?]{0,60}?" + _L + r"(?:koden|kode|kod|code|passordet|adgangskoden|lösenordet"
    r"|das\s+passwort|the\s+password|password|passwort|kennwort|wachtwoord|le\s+mot\s+de\s+passe|mot\s+de\s+passe"
    r"|la\s+contraseña|contraseña|la\s+clave|clave|a\s+senha|senha|la\s+password)" + _R
    + r"\s*(?:er|är|ist|lautet|is|est|es|è|é|=|:)\s*[:]?\s*[\"'“‘«]?(?P<v>[^\s\"'”’»,;]{6,64}?)[\"'”’»]?(?=[\s,;.!?)]|$)")


_NETWORK = re.compile(_L + r"(?:wifi-?nettet|wi-?fi-?netværket|nätverket|netzwerk|network|réseau|red|rete)" + _R)


def _key_shape(v: str) -> bool:
    """A key, not a word: letters with digits or symbols, or a long run mixing cases."""
    if "://" in v or re.fullmatch(r"v?\d+(?:\.\d+)+", v):
        return False
    letters = sum(c.isalpha() for c in v)
    others = len(v) - letters
    mixed = any(c.isupper() for c in v[1:]) and any(c.islower() for c in v)
    return letters >= 2 and (others >= 1 or mixed and len(v) >= 10)


# ---- a UK driving licence ----

_UK_LICENCE = re.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z][A-Z9]{4}\d(?:[05]\d|[16][0-2])(?:[0-2]\d|3[01])\d[A-Z][A-Z9]\d"
                         r"[A-Z]{2})(?:\s?\d{2})?(?![A-Za-z0-9])")
_LICENCE_TALK = re.compile(r"(?i)" + _L + r"(?:licen[cs]e|dvla|driving|driver'?s)" + _R)

# ---- a login's member number beside its password ----

_MEMBER_LOGIN = re.compile(
    r"(?i)" + _L + r"(?:member(?:ship)?|customer|client|login|user)\s*(?:number|no\.?|#|id)\s*(?:is\s+)?[:#]?\s*"
    r"(?P<v>\d{6,12})(?![\d/.,-]\d|\d)\s*[,;/]?\s*(?:and\s+)?(?:the\s+|my\s+)?(?:password|passcode|pin|pass|pw|pwd)" + _R)

# ---- a session's token in a log line ----

# (a UUID is a session's id, printed in logs to trace it; the token is the long random run)
_SESSION = re.compile(r"(?<![\w-])(?i:session|sess|sid|session_?id|sessionid|session_token|auth_token)=[\"']?"
                      r"(?P<v>[0-9a-fA-F]{24,128}|(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])"
                      r"[A-Za-z0-9_-]{24,128})(?![\w-])")

# ---- a Discord bot token ----

_DISCORD_BOT = re.compile(r"(?<![\w.-])(?P<v>[MNO][A-Za-z\d_-]{23,27}\.[A-Za-z\d_-]{6,7}\.[A-Za-z\d_-]{27,40})(?![\w.-])")

# ---- a SIM's PUK ----

_PUK = re.compile(r"(?i)" + _L + r"(?:puk2?|puk-?(?:code|kód|kod|kode|koden|код))(?:\s+(?:code|kód|kod|код))?"
                  r"\s*(?:is|je|ist|est|es|är|er|è|=|:|—|-|это)?\s*[:]?\s*(?P<v>\d{8})(?!\d)")

# ---- a code before its Turkish noun ----

_TR_CODE_AFTER = re.compile(
    r"(?i)(?<![\d.,/-])(?P<v>\d{4,8})(?![\d.,/-])\s+(?:numaralı\s+)?(?:(?:onay|doğrulama|güvenlik|teslimat|tek\s+kullanımlık)"
    r"\s+)?(?:kodunu|kodu|kodum|kodumu|koduyla|şifresini|şifreyi|şifresi|şifrem|şifremi)" + _R)
_TR_SENT = re.compile(r"(?i)sms|gelen|mesaj|doğrulama|onay|teslimat|güvenlik|tek kullanımlık|şube")

# ---- a PIN the speaker set ----

_PIN_NAMED = re.compile(r"(?i)" + _L + r"(?:pin|pin-code|pincode|pin-nummer|passcode|code\s+pin)" + _R)
_SET_PIN = re.compile(
    r"(?i)" + _L + r"(?:(?:ich\s+)?(?:hab|habe|hatte)\s+(?:ich\s+)?(?:(?:damals|mal|doch|wohl|da|dann|sie|ihn|es)\s+)*"
    r"(?P<de>\d{4,8})\s+(?:gesetzt|eingestellt|gewählt|genommen|vergeben|festgelegt)"
    r"|I\s+(?:set|chose|picked|changed)\s+(?:it|mine|the\s+pin|my\s+pin)?\s*(?:to|as)?\s*(?P<en>\d{4,8})"
    r"|j'avais\s+(?:mis|choisi)\s+(?P<fr>\d{4,8}))(?![\d.,/-]\d|\d)")

# ---- a password closing a message that names one ----

_PW_WORD = re.compile(r"(?i)password|passwort|kennwort|パスワード|密码|密碼|비밀번호|contraseña|mot\s+de\s+passe|senha"
                      r"|wachtwoord|lösenord|hasło|пароль|парол|şifre|mật\s+khẩu|kata\s+sandi|salasana|adgangskode"
                      r"|passord|jelszó|heslo")
# a colon after CJK text (a full-width one), or "remember it:" in several languages, then the value
_PW_REMEMBER = re.compile(
    r"(?i)(?:(?:запам'?ятай|запам’ятай|запомни|remember|merk\s+dir|retiens|recuerda|ricorda|lembra|onthoud"
    # (rules read the text in NFKC: a full-width colon is ":" after a CJK character)
    r"|zapamiętaj|zapamatuj)\s+(?:його|его|её|її|it|ihn|es|sie|le|la|lo|a|het|je|to)?\s*[:：]"
    r"|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])[:：])\s*"
    r"(?P<v>[^\s,，、;；。]{6,40})")


def _closing_bang(text: str, e: int) -> int:
    """Where a value ending at ``e`` ends with a "!" after it: the "!" is the value's when no new sentence follows
    ("mikan-668! です", "Калина_5557! (з великої"), the sentence's when a capital or the end does."""
    if text[e : e + 1] != "!":
        return e
    rest = text[e + 1 :].lstrip(" ")
    if not rest or rest[0].isupper() or rest[0] in "\n!?.":
        return e
    return e + 1


def _pw_value(v: str) -> bool:
    """Letters with a digit, none of them CJK ("至少8位" after "密码要求：" is a rule, not a password)."""
    if re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", v):
        return False
    letters = sum(c.isalpha() for c in v)
    return letters >= 2 and any(c.isdigit() for c in v) and re.fullmatch(r"v?\d+(?:\.\d+)+", v) is None


# ---- a card's expiry ----

# the card's security code named beside it: the card's whole data given ("die Karte läuft bis 09/28" alone is a date)
_CARD_TALK = re.compile(r"(?i)" + _L + r"(?:cvv2?|cvc2?|cid|security\s+code|código\s+de\s+seguridad|prüfnummer"
                        r"|kartenprüfnummer|cryptogramme|codice\s+di\s+sicurezza|código\s+de\s+segurança)" + _R)
_EXPIRY = re.compile(
    r"(?i)" + _L + r"(?:caduca(?:\s+el)?|vence(?:\s+el)?|vencimiento|expira(?:\s+el)?|läuft\s+(?:ab|bis)|gültig\s+bis"
    r"|ablauf(?:datum)?|expire(?:\s+(?:le|fin))?|date\s+d'expiration|scade(?:nza)?(?:\s+il)?|validade|geldig\s+tot"
    r"|vervaldatum|utgår|gyldig\s+til|ważna\s+do|platnost\s+do|son\s+kullanma|berlaku\s+hingga)"
    r"\s*[:]?\s*(?P<v>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/])")


# ---- a Vietnamese account the speaker calls their own ----

_VI_OWN_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:tài\s+khoản|stk)(?:\s+[^\W\d_]+){0,3}?\s+của\s+(?:mình|tôi|em|anh|chị|tớ)"
    r"(?:\s+(?:nhé|nha|nhá|là|đây|ạ))*\s*[:：]?\s*(?P<v>\d{6,19})(?![\d.,/-]\d|\d)")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "kod" in low or "code" in low:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _COMPOUND_CODE.finditer(text))
    if "wi-fi" in low or "wifi" in low or "wlan" in low or _NETWORK.search(low) is not None:
        for rx in (_WIFI_PAIR, _WIFI_THEN_CODE):
            for m in rx.finditer(text):
                if _key_shape(m.group("v")):
                    out.append((m.start("v"), m.end("v"), "wifi_key"))
    if _LICENCE_TALK.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _UK_LICENCE.finditer(text))
    if "number" in low or " no" in low or " id" in low or "#" in low:
        out.extend((m.start("v"), m.end("v"), "account_number") for m in _MEMBER_LOGIN.finditer(text))
    if "=" in text:
        out.extend((m.start("v"), m.end("v"), "session_token") for m in _SESSION.finditer(text))
    if "." in text:
        out.extend((m.start("v"), m.end("v"), "discord_token") for m in _DISCORD_BOT.finditer(text)
                   if any(c.isdigit() for c in m.group("v")))
    if "puk" in low:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _PUK.finditer(text))
    if ("kod" in low or "şifre" in low) and _TR_SENT.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _TR_CODE_AFTER.finditer(text))
    if _PIN_NAMED.search(text) is not None:
        for m in _SET_PIN.finditer(text):
            g = next(g for g in ("de", "en", "fr") if m.group(g) is not None)
            if not re.fullmatch(r"(?:19|20)\d\d", m.group(g)):
                out.append((m.start(g), m.end(g), "pin"))
    if len(text) <= 400 and _PW_WORD.search(text) is not None:
        for m in _PW_REMEMBER.finditer(text):
            v = m.group("v").rstrip(".!?)）")
            if _pw_value(v) and _PW_WORD.search(text, max(0, m.start() - 120), m.start()) is not None:
                s = m.start("v")
                out.append((s, _closing_bang(text, s + len(v)), "password"))
    if "của" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _VI_OWN_ACCOUNT.finditer(text))
    if _CARD_TALK.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "card_expiry") for m in _EXPIRY.finditer(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("säkerhetskod", "sikkerhedskode", "sikkerhetskode", "engångskod", "engangskode",
                             "sicherheitscode", "zugangscode", "beveiligingscode", "toegangscode", "puk",
                             "member number", "membership number", "session=", "sid=", "session_id=", "dvla",
                             "driving licence", "licence number", "kodunu", "remember it:", "запам'ятай", "запомни")
