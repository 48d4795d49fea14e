"""Round 60a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a secret's decoded value said after decoding it ("I decoded it and it's bsGBOx6=avEg-l26&b");
- a password dictated in words with its marks named ("is sequoia dash otter with a capital O dash nine six") and
  the written form the speaker expects ("should come out as sequoia-Otter-96") in a message naming a password;
- a passphrase of plain words after a password's name and a colon ("master password: harbor willow maple otter 19"),
  none of them a function word;
- a recovery code in groups of four joined by dashes, whole ("Z6QB-XE6G-E44B-YMI7-PV09-KLCJ-VYI5-IYJR");
- a security question's answer in the message after it, or after it in the same message ("The answer I set was
  Hillcrest Elementary");
- a Portuguese or Spanish password the speaker chose or uses ("a senha que escolhi: 708354");
- a card's security code with its place between name and value ("o código de segurança atrás do cartão é 778");
- a password after a change verb and a colon in the sentence naming it ("e-Devlet şifremi ... değiştirdim: velvet75%");
- a password with marks after a service's name ("kata laluan Maybank2u sparrow.pelican#9");
- a bKash/Nagad transaction id ("TrxID 1X7YLK4UX7") and a Bulgarian NAP PIK ("ПИК от НАП V5VJYQMSBP");
- a Wi-Fi key or a password in a two-column Markdown table's row named so ("| Wi-Fi | tigger.Falcon.rocket.471 |");
- a Russian personal account (20 digits from 40817 or 40820) after an account's word ("Счёт для возврата: 408...");
- a code's new value after "switch to" or "change it to" in the sentence naming the code ("The current code is 3005
  and I want to switch to 8269");
- a French digicode of a letter and digits ("le digicode de l'immeuble c'est F4414") and a Wi-Fi key after a colon in
  the sentence naming it ("Le code Wi-Fi est sur la box mais au cas où : 3D358AC3...");
- a Swahili PIN named "namba ya siri" ("namba yangu ya siri ya M-PESA, ni 8667").

utils.redact's ROUNDS registry calls ``find``, ``announces``, ``announced`` (through ``_redact_pass``) and ``hold``;
this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import redact_round56a

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM_END = r"(?![0-9]|[.,/:][0-9])"
_SENTENCE_END = re.compile(r"[.!?](?=\s)|[\n。！？]")
# a value's end: a space, a comma or a semicolon and a space, a sentence's end, the text's end
_VALUE_END = r"(?=[,;]?\s|[.!?]?$|[.!?]\s)"

_PW = (r"(?:password|passwort|passphrase|passcode|contraseña|senha|mot\s+de\s+passe|wachtwoord|hasło|пароль|şifre\w*"
       r"|parola|kata\s+laluan|kata\s+sandi|lösenord|passord|adgangskode|salasana|heslo|jelszó)")
_PW_NAMED = re.compile(r"(?i)" + _L + _PW)

_DECODED = re.compile(r"(?i)" + _L + r"decoded\s+(?:it|that|the\s+\w+)?\s*(?:and\s+)?(?:it's|it\s+is|it\s+was|to|as|gives|:)"
                      r"\s*[\"'`]?(?P<v>[^\s\"'`]{6,80}?)[\"'`]?" + _VALUE_END)

_SPOKEN = r"(?:dash|hyphen|underscore|dot|period|at\s+sign|hash|exclamation\s+mark|capital|uppercase|upper\s+case)"
_DICTATED = re.compile(r"(?i)" + _L + _PW + r"(?:\s+(?:for|to|of|on)\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?)?"
                       r"\s+(?:is|was|:)\s+(?P<v>[a-z]+(?:\s+(?:[a-z]+|[A-Z]))*?\s+" + _SPOKEN
                       + r"(?:\s+(?:[a-z]+|[A-Z]))+?)(?=[.,;]\s|[.]?$)")
_COMES_OUT = re.compile(r"(?i)" + _L + r"(?:come|comes|came)\s+out\s+(?:as|like)\s+[\"'`]?(?P<v>[^\s\"'`]{6,40}?)[\"'`]?"
                        + _VALUE_END)

_FUNCTION = frozenset("""
a an the this that these those it its my your our his her their not no never too very so also still now is are was
were be been being see check ask in on at to of for from with by and or but if then than as it's don't do does did
paste here there what which who how why when where same one use using stored saved kept vault entry manager ask me
please just only new old same some any all every each same changed reset set written write note sent send
""".split())
_PASSPHRASE = re.compile(r"(?i)" + _L + _PW + r"\s*[:：]\s*(?P<v>[a-z]{3,12}(?:\s+[a-z]{3,12}){2,6}(?:\s+[0-9]{1,4})?)"
                         + r"(?=[.,;]\s|[.]?$|\n)")

_GROUPS = re.compile(r"(?<![A-Za-z0-9-])(?P<v>[A-Z0-9]{4}(?:-[A-Z0-9]{4}){4,9})(?![A-Za-z0-9-])")
_RECOVERY_NAMED = re.compile(r"(?i)recovery\s+code|backup\s+code|código\s+de\s+recupera|code\s+de\s+récupération"
                             r"|wiederherstellungscode|kod\s+odzyskiwania")

_SECURITY_Q = re.compile(r"(?i)" + _L + r"(?:security\s+question|secret\s+question|pregunta\s+de\s+seguridad"
                         r"|question\s+secrète|sicherheitsfrage)")
_ANSWER = re.compile(r"(?i)" + _L + r"(?:the\s+)?answer\s+(?:I\s+(?:set|gave|chose|picked|put|used)\s+(?:was|is)|is|was)"
                     r"\s*:?\s*[\"'“]?(?P<v>(?-i:[A-Z][\w'-]+)(?:\s+(?-i:[A-Z][\w'-]+)){0,3})")

_PT_CHOSEN = re.compile(r"(?i)" + _L + r"(?:senha|contraseña|clave)\s+(?:que|q)\s+(?:eu\s+|yo\s+)?(?:escolhi|criei|coloquei"
                        r"|defini|uso|cadastrei|elegí|cree|creé|puse|uso|tengo)\s*(?:é|es|:)\s*"
                        r"(?P<v>[^\s,;]{4,40}?)" + _VALUE_END)

_CARD_CODE_PLACE = re.compile(r"(?i)" + _L + r"(?:c[óo]digo\s+de\s+seguran[çc]a|c[óo]digo\s+de\s+seguridad|code\s+de\s+s[ée]curit[ée])"
                              r"(?:\s+[^\s\d.,;:]+){1,4}?\s+(?:é|es|est|:)\s*(?<![0-9])(?P<v>[0-9]{3,4})" + _NUM_END)

_CHANGED = re.compile(r"(?i)" + _L + r"(?:değiştirdim|changed\s+it|changed|geändert|cambié|cambiado|changé|alterei|mudei"
                      r"|zmieniłem|zmieniłam|поменял\w*|изменил\w*|змінив\w*|ändrade|endret|vaihdoin)\s*(?:it\s+)?(?:to\s*)?"
                      r"[:：]\s*(?P<v>[^\s,;]{6,40}?)" + _VALUE_END)

# the service's name capitalised ("Maybank2u"); the value a letter, a digit and a mark inside it: "password hashing
# logic." and "hash the password again\n hashed_password" are prose and code
_SERVICE_PW = re.compile(r"(?i)" + _L + r"(?:kata\s+laluan|kata\s+sandi|password|mật\s+khẩu)[ \t]+"
                         r"(?P<svc>(?-i:[A-Z][A-Za-z0-9.-]{2,20}))[ \t]+(?P<v>[^\s,;]{6,40}?)" + _VALUE_END)

_TRXID = re.compile(r"(?i)" + _L + r"trx\s?id\s*[:：]?\s*(?P<v>(?-i:[A-Z0-9]{8,12}))(?![A-Za-z0-9])")
_PIK = re.compile(r"(?:ПИК|PIK)(?:\s+(?:от|на)\s+(?:НАП|НОИ|NAP|NOI))?\s*[:：]?\s*(?P<v>[A-Z0-9]{8,12})(?![A-Za-z0-9])")

_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|(?P<key>[^|\n]+)\|(?P<val>[^|\n]+)\|[ \t]*$")
_SECRET_KEY = re.compile(r"(?i)\s*(?:wi-?fi(?:\s+(?:password|key|code))?|wlan|password|passphrase|passcode|passwort"
                         r"|mot\s+de\s+passe|contraseña|senha)\s*")

_RU_ACCOUNT = re.compile(r"(?i)(?:сч[её]т|р/с|account)[^0-9\n]{0,30}?(?<![0-9])(?P<v>408(?:17|20)[0-9]{15})(?![0-9])")

# the code's current value said before the switch ("The current code is 3005 and I want to switch to 8269"); a code
# alone is coding talk's ("the code is ready, let's switch to 8080")
_CODE_NAMED = re.compile(r"(?i)" + _L + r"(?:code|pin|passcode|combination)\s+(?:is|was|:)\s*[0-9]{3,8}" + _NUM_END)
_SWITCH_TO = re.compile(r"(?i)" + _L + r"(?:switch\s+(?:it\s+)?to|change\s+it\s+to|changing\s+it\s+to|set\s+it\s+to)"
                        r"\s+(?<![0-9])(?P<v>[0-9]{4,8})" + _NUM_END
                        + r"(?!\s*(?:bytes?|bits?|mb|gb|kb|ms|px|hz|rpm|baud|dpi|%))")

_DIGICODE = re.compile(r"(?i)" + _L + r"digicode(?:\s+[^\s\d.,;:]+){0,4}?\s*(?:c'est|c’est|est|:)\s*"
                       r"(?P<v>(?-i:[A-Z][0-9]{3,6}|[0-9]{3,6}[A-Z]))(?![A-Za-z0-9])")
_FR_WIFI_COLON = re.compile(r"(?i)" + _L + r"(?:code|clé|cle|mot\s+de\s+passe)\s+(?:du\s+|de\s+la\s+)?wi-?fi" + _R)
_COLON_VALUE = re.compile(r"[:：]\s*(?P<v>[A-Za-z0-9]{10,64})(?=[.,;]?\s|[.]?$)")

_SW_SIRI = re.compile(r"(?i)" + _L + r"namba\s+(?:yangu\s+|yake\s+)?ya\s+siri(?:\s+ya\s+[\w-]+)?\s*,?\s*(?:ni\s+|:\s*)?"
                      r"(?<![0-9])(?P<v>[0-9]{4,6})" + _NUM_END)


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def _mixed(v: str) -> bool:
    return any(c.isdigit() for c in v) and any(c.isalpha() for c in v)


def _token(v: str) -> bool:
    """Three letters or more with a digit or a mark, no URL, address or path ("velvet75%": round 56a's
    password_like reads '%' as a format's)."""
    return (sum(c.isalpha() for c in v) >= 3 and any(c.isdigit() or not c.isalnum() for c in v)
            and "://" not in v and "@" not in v and "/" not in v)


def _sentence_start(text: str, p: int) -> int:
    start = 0
    for stop in _SENTENCE_END.finditer(text, 0, p):
        start = stop.end()
    return start


def _decoded(text: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), "password") for m in _DECODED.finditer(text)
            if redact_round56a.password_like(m.group("v")) or (_mixed(m.group("v")) and len(m.group("v")) >= 12)]


def _dictated(text: str) -> list[Span]:
    out = [(m.start("v"), m.end("v"), "password") for m in _DICTATED.finditer(text)]
    if out:  # the written form the speaker expects, in the same message
        out += [(m.start("v"), m.end("v"), "password") for m in _COMES_OUT.finditer(text)
                if redact_round56a.password_like(m.group("v"))]
    return out


def _passphrase(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _PASSPHRASE.finditer(text):
        words = m.group("v").split()
        plain = [w for w in words if not w.isdigit()]
        if any(w.lower() in _FUNCTION for w in plain):
            continue
        if len(plain) >= 4 or len(plain) < len(words):
            out.append((m.start("v"), m.end("v"), "password"))
    return out


def _recovery_groups(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _GROUPS.finditer(text):
        if _RECOVERY_NAMED.search(text, max(0, m.start() - 60), m.start()) is not None and _mixed(m.group("v")):
            out.append((m.start("v"), m.end("v"), "recovery_code"))
    return out


def _answers(text: str) -> list[Span]:
    q = _SECURITY_Q.search(text)
    if q is None:
        return []
    return [(m.start("v"), m.end("v"), "security_answer") for m in _ANSWER.finditer(text, q.end())]


def _changed(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _CHANGED.finditer(text):
        v = m.group("v")
        if _token(v) and _mixed(v) and _PW_NAMED.search(text, _sentence_start(text, m.start()), m.start()):
            out.append((m.start("v"), m.end("v"), "password"))
    return out


def _service_pw(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _SERVICE_PW.finditer(text):
        v = m.group("v").rstrip(".,;:!?")
        if _mixed(v) and any(not c.isalnum() for c in v) and redact_round56a.password_like(v):
            out.append((m.start("v"), m.start("v") + len(v), "password"))
    return out


def _table_secrets(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _TABLE_ROW.finditer(text):
        if _SECRET_KEY.fullmatch(m.group("key")) is None:
            continue
        v = m.group("val").strip()
        if 6 <= len(v) <= 63 and " " not in v and (redact_round56a.password_like(v) or v.isdigit()):
            s = m.start("val") + m.group("val").index(v)
            out.append((s, s + len(v), "password"))
    return out


_NOT_A_LOCK = re.compile(r"(?i)(?:exit|status|error|return|response|http|source|zip|post(?:al)?|area|country|promo"
                        r"|discount|qr|bar|product|dialling|dialing)\s+$")


def _switched(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _SWITCH_TO.finditer(text):
        code = _CODE_NAMED.search(text, _sentence_start(text, m.start()), m.start())
        if code is not None and _NOT_A_LOCK.search(text, max(0, code.start() - 20), code.start()) is None:
            out.append((m.start("v"), m.end("v"), "pin"))
    return out


def _fr_wifi(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _FR_WIFI_COLON.finditer(text):
        end = _SENTENCE_END.search(text, m.end())
        v = _COLON_VALUE.search(text, m.end(), end.start() + 1 if end else len(text))
        if v is not None and _mixed(v.group("v")):
            out.append((v.start("v"), v.end("v"), "password"))
    return out


def announces(text: str) -> bool:
    """A security question named with no answer in the message: the answer may come next."""
    return len(text) <= 300 and _SECURITY_Q.search(text) is not None and _ANSWER.search(text) is None


def announced(text: str) -> list[Span]:
    """After a security question: its answer named as such."""
    if len(text) > 300:
        return []
    return [(m.start("v"), m.end("v"), "security_answer") for m in _ANSWER.finditer(text)]


def hold(text: str, spans: list[Span]) -> list[Span]:
    """The Russian personal account (a refund's words beside it read as the payer's) and the transaction id."""
    mine: set[tuple[int, int]] = set()
    if "408" in text:
        mine |= {m.span("v") for m in _RU_ACCOUNT.finditer(text)}
    if "trx" in text.lower():
        mine |= {m.span("v") for m in _TRXID.finditer(text)}
    return [sp for sp in spans if (sp[0], sp[1]) in mine]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    pw = _PW_NAMED.search(text) is not None
    if "decoded" in low:
        out.extend(_decoded(text))
    if pw:
        out.extend(_dictated(text))
        out.extend(_passphrase(text))
        out.extend(_changed(text))
        out.extend(_service_pw(text))
    if "-" in text and ("code" in low or "kod" in low):
        out.extend(_recovery_groups(text))
    if "answer" in low:
        out.extend(_answers(text))
    if "senha" in low or "contraseña" in low or "clave" in low:
        out.extend(_spans(_PT_CHOSEN, text, "password"))
    if "seguran" in low or "seguridad" in low or "sécurité" in low:
        out.extend(_spans(_CARD_CODE_PLACE, text, "card_code"))
    if "trx" in low:
        out.extend(_spans(_TRXID, text, "one_time_code"))
    if "ПИК" in text or "PIK" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _PIK.finditer(text) if not m.group("v").isdigit())
    if "|" in text:
        out.extend(_table_secrets(text))
    if "408" in text:
        out.extend(_spans(_RU_ACCOUNT, text, "bank_account"))
    if " to " in low:
        out.extend(_switched(text))
    if "digicode" in low:
        out.extend(_spans(_DIGICODE, text, "lock_code"))
    if "wifi" in low or "wi-fi" in low:
        out.extend(_fr_wifi(text))
    if "siri" in low:
        out.extend(_spans(_SW_SIRI, text, "pin"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# the gate sees no value in "TrxID 1X7YLK4UX7", "c'est F4414" or "ПИК от НАП V5VJYQMSBP"; few, since a trigger is
# also read as a secret's own name beside a tag (see round 55a)
TRIGGERS: tuple[str, ...] = ("trxid", "trx id", "digicode", "пик от нап", "пик на нап")
