"""Round 46a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a value asked about before its name ("is 3349 a bad PIN for my debit card?", "would Summer2024! be a strong
  password?", "ist 4711 eine gute PIN?");
- a security question's answer after the question quoted ("the answer to 'name of your first teacher' is Lagos
  Grammar");
- a card's code named by its place and digits ("the 4 digit code on the front is 6700"), and its expiry beside it;
- an Italian person's codice fiscale, its check character passing (sixteen characters naming a birth date and place:
  a body's is eleven digits and stays), unless its sentence calls it an example;
- a password given alone at the end of a message that asked to note a password ("Wi-Fiのパスワード、メモしておいて
  ください。sakura29701");
- a Wi-Fi key after "code/clé/key wifi (de la box)" and a colon, or a router's hex key (16 to 26 hex digits) in a
  message about its Wi-Fi key ("La clé actuelle c'est celle sous la box, 3FF9E012FF4F7FC5");
- a US alien registration number (A-number), a Norwegian account number after "kontoen min" (its MOD 11 check
  passing), a Google verification code "G-123456" in any language, a Tanzanian NIDA number by its layout, a South
  African income tax reference after its name, an app-specific password by its layout (Apple's four groups of four
  lowercase letters, Google's with spaces) in a message naming an app password, a mail account or a cloud;
- the second of two guesses at a PIN ("buď 6017, nebo 9784", "either 4421 or 4412");
- an identity document's number given by a pronoun after its name ("meine Ausweisnummer, die ist MXNHLF88R");
- a password named, a clause, then a copula and its value ("le mot de passe d'administration que j'ai mis c'est
  vgfAGwQzA5N");
- a Canadian account after its transit and institution numbers ("transit 50941, institution 004, account 8426987");
- a UK National Insurance number of a valid prefix anywhere in a message naming one (its example, QQ, never is);
- (``announces``, ``announced``) a message promising a secret ("I'll give you my home wifi so you can ...") or
  looking for one just named ("Versichertennummer, Moment, ich such die Karte"), and the value a "here:" opens in
  the next ("So, hier: A886938103").

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.it import codicefiscale
from stdnum.no import kontonr

from utils.redact_seed_runs import STOP_WORDS

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after

# ---- a value asked about before its name ----

_JUDGED = re.compile(
    r"(?i)" + _L + r"(?:is|would|was|are|ist|wäre|es|sería|est|serait|è|sarebbe|é|seria)\s+[\"'“‘]?(?P<v>[^\s\"'”’?]{4,40})"
    r"[\"'”’]?\s+(?:be\s+)?(?:a|an|eine?n?|un|une|una|um|uma)?\s*(?:good|bad|safe|unsafe|strong|weak|secure|insecure"
    r"|decent|ok|okay|smart|dumb|terrible|great|reasonable|obvious|gute|schlechte|sichere|unsichere|starke|schwache"
    r"|buen[oa]?|mal[oa]?|segur[oa]|débil|fuerte|bon(?:ne)?|mauvais[e]?|sûr[e]?|faible|buon[oa]?|cattiv[oa]|sicur[oa]"
    r"|debole|bom|boa|fraca|forte)\s+(?:enough\s+)?(?P<name>pin|pin-code|pincode|password|passcode|passphrase|passwort|kennwort|pin-?nummer"
    r"|contraseña|clave|mot\s+de\s+passe|code\s+pin|senha)" + _R
    # the thing judged is the secret itself, not a vault, a manager or a policy for it
    + r"(?!\s*(?:vault|manager|generator|policy|policies|hash\w*|reset|field|strength|rules?|requirements?|app|tool"
    r"|store|storage|safe|scheme|format|length)" + _R + r")")


def _pw_or_pin(name: str, v: str) -> bool:
    if name.lower().startswith("pin") or name.lower() in ("code pin", "passcode", "pin-nummer", "pincode", "pin-code"):
        return v.isdigit() and 4 <= len(v) <= 8
    letters = sum(c.isalpha() for c in v)
    return len(v) >= 6 and letters >= 1 and (any(c.isdigit() for c in v) or any(not c.isalnum() for c in v))


# ---- a security question's answer after the question quoted ----

_ANSWER_TO = re.compile(
    r"(?i)" + _L + r"(?:the\s+)?answer\s+(?:to|for)\s+(?:the\s+(?:security\s+)?question\s+)?[\"'“‘](?P<q>[^\"'”’\n]{4,80})"
    r"[\"'”’]\s+(?:is|was|=|:)\s*[\"'“‘]?(?P<v>[^\n.,;!?\"'”’]{2,40}?)[\"'”’]?(?=\s*(?:[.,;!?]|\n|$))")

# ---- a card's code by its place, and its expiry ----

_CARD_CODE = re.compile(
    r"(?i)" + _L + r"(?:the\s+)?(?:3|4|three|four)[\s-]digit\s+(?:security\s+)?code\s+(?:on|at)\s+the\s+(?:front|back)"
    r"(?:\s+of\s+(?:the\s+|my\s+)?card)?\s*(?:is|:)?\s*(?P<v>\d{3,4})(?!\d)")
_EXPIRY = re.compile(r"(?i)" + _L + r"(?:exp(?:ires|iry|iration|\.)?|valid\s+(?:thru|through|until))\s*[:]?\s*"
                     r"(?P<v>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?!\d)")

# ---- an Italian codice fiscale ----

_CF = re.compile(r"(?<![A-Za-z0-9])[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z](?![A-Za-z0-9])")
_EXAMPLE = re.compile(r"(?i)" + _L + r"(?:esempio|example|e\.g\.|ad\s+es\.|fittizi\w*|fake|finto|sample)" + _R)

# ---- a password alone at the end of a message that asked to note one ----

_PW_WORD = re.compile(r"(?i)password|passwort|パスワード|密码|密碼|비밀번호|contraseña|mot\s+de\s+passe|senha|wachtwoord"
                      r"|lösenord|hasło|пароль|şifre|mật\s+khẩu|kata\s+sandi|salasana|adgangskode|passord|jelszó|heslo")
# after a sentence's end (not a colon: "postgres:15-alpine", "POSTGRES_DB: billing_v2" are a config's values)
_LAST_TOKEN = re.compile(r"(?:[。．！？]\s*|[.!?]\s+)(?P<v>[A-Za-z0-9!@#$%^&*_+=-]{8,40})\s*$")


def _pw_shape(v: str) -> bool:
    return (any(c.islower() for c in v) and any(c.isdigit() for c in v) and sum(c.isalpha() for c in v) >= 3
            and re.fullmatch(r"v?\d+(?:\.\d+)+", v) is None)


# ---- a Wi-Fi key ----

_WIFI_LABEL = re.compile(
    r"(?i)" + _L + r"(?:code|clé|cle|key|clave|chave|chiave|schlüssel|sleutel|nyckel|kod|koodi|mot\s+de\s+passe|password"
    r"|passwort|contraseña|senha)\s+(?:du\s+|de\s+la\s+|de\s+|del\s+|do\s+|da\s+|of\s+the\s+|der\s+|des\s+)?(?:wi-?fi|wlan)"
    r"(?:\s+(?:de\s+la\s+|du\s+|of\s+the\s+|der\s+|del\s+)?(?:box|router|routeur|livebox|freebox|bbox|fritz!?box|modem))?"
    r"\s*[:：]\s*(?P<v>[^\s,;]{8,64})")
ROUTER_TALK = re.compile(r"(?i)" + _L + r"(?:wi-?fi|wlan|livebox|freebox|bbox|fritz!?box|router|routeur|modem|box)" + _R)
_KEY_WORD = re.compile(r"(?i)" + _L + r"(?:clé|cle|key|clave|chave|chiave|schlüssel\w*|sleutel|nyckel\w*|nøkkel\w*"
                       r"|avain\w*)" + _R)
_HEX_KEY = re.compile(r"(?<![0-9A-Za-z])(?=[0-9A-F]*[A-F])(?=[0-9A-F]*\d)[0-9A-F]{16,26}(?![0-9A-Za-z])")

# English words a group of four letters may be (function words; "work", "time", "your" are among them)
_WORDS = STOP_WORDS | frozenset("with both your work time make take have been good well also much some such this that "
                                "they them then than when what will would just like into over only very each most "
                                "need help show file code data user name mail sent send read note list item".split())

# ---- ids and codes by their layout or name ----

_A_NUMBER = re.compile(r"(?i)" + _L + r"(?:a-?number|alien\s+(?:registration\s+)?number|uscis\s+number|a#)"
                       r"(?:\s+(?:is|:))?\s*[:#]?\s*(?P<v>A-?\d{3}-?\d{3}-?\d{2,3})(?!\d)")
_NO_ACCOUNT = re.compile(r"(?i)" + _L + r"(?:kontoen|kontonummeret|kontonummer|konto)\s+(?:min|mitt|vår|vårt)" + _R
                         + r"\s*[,:]?\s*(?P<v>\d{4}[. ]?\d{2}[. ]?\d{5})(?!\d|\.\d)")
_GOOGLE_CODE = re.compile(r"(?<![\w-])G-(?P<v>\d{6})(?!\d)")
_NIDA = re.compile(r"(?<![\d-])(?P<v>(?:19|20)\d{6}-\d{5}-\d{5}-\d{2})(?![\d-])")
_SARS_REF = re.compile(r"(?i)" + _L + r"(?:income\s+tax\s+(?:reference|ref\.?)|tax\s+reference\s+(?:number|no\.?)|itr\s+ref\w*)"
                       r"(?:\s+(?:number|no\.?))?(?:\s+(?:is|:))?\s*[:#]?\s*(?P<v>[0-39]\d{9})(?!\d)")
_APP_PW = re.compile(r"(?<![\w-])(?P<v>[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4})(?![\w-])")
# Google's form, four groups apart by spaces: only after an app password is named, and no group an English word
# ("stay on track with both your work" is four groups of four letters)
_APP_PW_SPACED = re.compile(r"(?<![\w-])(?P<v>[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4})(?![\w-])")
_APP_PW_NAMED = re.compile(r"(?i)app(?:lication)?[\s-]*(?:specific\s+)?password|contraseña\s+de\s+aplicaci[oó]n"
                           r"|mot\s+de\s+passe\s+d'application|app-passwort|anwendungspasswort|senha\s+de\s+app\w*")
_APP_TALK = re.compile(r"(?i)app(?:lication)?[\s-]*(?:specific\s+)?password|contraseña\s+de\s+aplicaci[oó]n"
                       r"|mot\s+de\s+passe\s+d'application|app-passwort|anwendungspasswort|senha\s+de\s+app\w*"
                       r"|password\s+per\s+l'app|icloud|apple\s+id|gmail|thunderbird|outlook|imap|smtp")

# ---- a password named, a clause, then "c'est" and the value ----
# (one clause: "my old phone had a password, the new one is Pixel8" names a phone after the comma)

_PW_CLAUSE = re.compile(
    r"(?i)(?<!\w)(?:mot\s+de\s+passe|password|passwort|kennwort|contraseña|senha|wachtwoord|lösenord|passord)"
    r"(?P<gap>[^\n.!?:,;]{4,60}?)\s(?:c'est|c’est|es|ist|is|è|é|är|er|lautet)\s+[\"'“«]?(?P<v>[^\s\"'”»,;]{8,40})")

# ---- an account after a Canadian transit and institution number ----

_CA_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:transit|branch)(?:\s+(?:number|no\.?|#))?\s*[:]?\s*\d{5}\s*,?\s*(?:and\s+)?(?:institution"
    # the bank's name may follow its number ("institution 004 (TD)")
    r"(?:\s+(?:number|no\.?|#))?\s*[:]?\s*\d{3}(?:\s*\([^()\n]{1,30}\))?\s*,?\s*(?:and\s+)?)?(?:account|acct\.?)(?:\s+(?:number|no\.?|#))?"
    r"\s*[:]?\s*(?P<v>\d{5,12})(?![\d-])")

# ---- a UK National Insurance number anywhere in a message that names one ----

_NINO = re.compile(r"(?<![A-Za-z0-9])(?P<v>(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\s?\d{2}\s?\d{2}"
                   r"\s?\d{2}\s?[A-D])(?![A-Za-z0-9])")
_NI_NAMED = re.compile(r"(?i)national\s+insurance|" + _L + r"(?:nino|ni\s+(?:number|no\.?|#))" + _R)

# ---- the second of two guesses at a PIN ----

_PIN_WORD = re.compile(r"(?i)" + _L + r"(?:pin|pin-?kód|pin-?code|pin-?kod|pinkoden|pinkode|pin-?nummer|код|κωδικ\w*|şifre\w*"
                       r"|heslo|hasło|kód)" + _R)
_OR_GUESS = re.compile(
    r"(?i)(?P<a>(?<![\d/.-])\d{4,6})(?![\d/.-])\s*,?\s+(?:or|nebo|anebo|oder|ou|o|of|eller|tai|vagy|veya|ya\s+da|или|или\s+же"
    r"|або|lub|albo|atau|hoặc|ή|sau|au|ama)\s+(?:maybe\s+|možná\s+|vielleicht\s+|peut-être\s+|quizás\s+)?"
    r"(?P<b>(?<![\d/.-])\d{4,6})(?![\d/.,-]\d|\d)")

# ---- an identity document's number by a pronoun ----

_ID_PRONOUN = re.compile(
    r"(?i)" + _L + r"(?:ausweisnummer|personalausweisnummer|passnummer|reisepassnummer|führerscheinnummer"
    r"|passport\s+number|id\s+number|licen[cs]e\s+number)\s*,\s*(?:die|der|das|sie|er|es|which|that|it)\s+"
    r"(?:ist|lautet|is|'s)\s*[:]?\s*(?P<v>(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,12})(?![A-Za-z0-9])")


# ---- a secret promised for the next message, or looked for ----

_PROMISE = re.compile(
    r"(?i)" + _L + r"(?:I'?ll|I\s+will|I'?m\s+(?:about|going)\s+to|I\s+am\s+(?:about|going)\s+to)\s+"
    r"(?:give|send|tell|text|type|paste|write)\s+(?:you\s+)?(?:my|the|our)\s+"
    r"(?:[^\W\d_]+\s+){0,2}(?:wi-?fi|wlan|password|passcode|pin|code|key|account\s+number|card\s+number)" + _R)
_LOOKING = re.compile(
    r"(?i)" + _L + r"(?:moment|one\s+sec(?:ond)?|hold\s+on|let\s+me\s+(?:find|get|grab|check|look)|ich\s+such\w*"
    r"|ich\s+hol\w*|je\s+(?:cherche|vais\s+chercher)|un\s+(?:momento|attimo|instant)|espera|wacht\s+even|chwileczkę"
    r"|minutku)" + _R)
_LOOKED_FOR = re.compile(
    r"(?i)(?:nummer|number|numéro|número|numero|numer|password|passwort|kennwort|contraseña|mot\s+de\s+passe|pin"
    r"|code|kod|key|schlüssel|clé|clave)" + _R)
_HERE = re.compile(
    r"(?i)^\s*(?:(?:so|ok|okay|gut|alors|bueno|ecco|voilà|voila|dobra)\s*[,.]?\s*)?(?:hier(?:\s+ist\s+sie|\s+ist\s+er)?"
    r"|here(?:\s+it\s+is)?|here\s+you\s+go|voilà|voila|aquí(?:\s+está)?|ecco(?:la|lo)?|tutaj|tady)\s*[:：]\s*"
    r"(?P<v>(?=[^\s,;]*\d)[^\s,;]{5,40})")


def announces(text: str) -> bool:
    """A short message promising a secret for the next one ("I'll give you my home wifi so you can ..."), or saying
    the speaker looks for a number just named ("brauche ich meine Versichertennummer, Moment, ich such die Karte")."""
    if len(text) > 200:
        return False
    if _PROMISE.search(text) is not None:
        return True
    return _LOOKING.search(text) is not None and _LOOKED_FOR.search(text) is not None


def announced(text: str) -> list[Span]:
    """After such a message: the value a "here:" opens ("So, hier: A886938103, Techniker Krankenkasse")."""
    m = _HERE.match(text)
    if m is None:
        return []
    v = m.group("v").rstrip(".!?)")
    return [(m.start("v"), m.start("v") + len(v), "announced")]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    for m in _JUDGED.finditer(text):
        if _pw_or_pin(m.group("name"), m.group("v")):
            out.append((m.start("v"), m.end("v"), "pin" if m.group("v").isdigit() else "password"))
    if "answer" in low:
        out.extend((m.start("v"), m.end("v"), "security_answer") for m in _ANSWER_TO.finditer(text))
    if "digit" in low:
        codes = [(m.start("v"), m.end("v"), "card_code") for m in _CARD_CODE.finditer(text)]
        if codes:
            out.extend(codes)
            out.extend((m.start("v"), m.end("v"), "card_expiry") for m in _EXPIRY.finditer(text))
    for m in _CF.finditer(text):
        if codicefiscale.is_valid(m.group()) and _EXAMPLE.search(text, max(0, m.start() - 80), m.end() + 40) is None:
            out.append((m.start(), m.end(), "national_id"))
    if len(text) <= 300 and _PW_WORD.search(text) is not None:
        m = _LAST_TOKEN.search(text)
        # the password named in the sentence the value closes, and no line of code in the message
        if m is not None and _pw_shape(m.group("v")) and _PW_WORD.search(text, max(0, m.start() - 120), m.start()) and (
                re.search(r"(?m)^\s*[\w.-]+\s*[:=]", text) is None):
            out.append((m.start("v"), m.end("v"), "password"))
    for m in _WIFI_LABEL.finditer(text):
        v = m.group("v").rstrip(".!?)")
        if any(c.isdigit() for c in v) or len(v) >= 12:
            out.append((m.start("v"), m.start("v") + len(v), "wifi_key"))
    if ROUTER_TALK.search(text) is not None and _KEY_WORD.search(text) is not None:
        out.extend((m.start(), m.end(), "wifi_key") for m in _HEX_KEY.finditer(text))
    if "number" in low or "a#" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _A_NUMBER.finditer(text))
    if "konto" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _NO_ACCOUNT.finditer(text)
                   if kontonr.is_valid(re.sub(r"[. ]", "", m.group("v"))))
    if "google" in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _GOOGLE_CODE.finditer(text))
    if "nida" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _NIDA.finditer(text))
    if "tax" in low or "itr" in low:
        out.extend((m.start("v"), m.end("v"), "tax_id") for m in _SARS_REF.finditer(text))
    if _APP_TALK.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "password") for m in _APP_PW.finditer(text))
    if _APP_PW_NAMED.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "password") for m in _APP_PW_SPACED.finditer(text)
                   if not any(w in _WORDS for w in m.group("v").split()))
    for m in _OR_GUESS.finditer(text):
        years = all(re.fullmatch(r"(?:19|20)\d\d", m.group(g)) for g in ("a", "b"))
        if len(m.group("a")) == len(m.group("b")) and not years and _PIN_WORD.search(
                text, max(0, m.start() - 80), m.start()):
            out.append((m.start("a"), m.end("a"), "pin"))
            out.append((m.start("b"), m.end("b"), "pin"))
    out.extend((m.start("v"), m.end("v"), "national_id") for m in _ID_PRONOUN.finditer(text))
    for m in _PW_CLAUSE.finditer(text):
        v = m.group("v").rstrip(".!?)")
        if _pw_shape(v) and not re.match(r"(?i)https?:|www\.|`", v) and not re.search(r"\d|`", m.group("gap")):
            out.append((m.start("v"), m.start("v") + len(v), "password"))
    if "insurance" in low or "nino" in low or "ni " in low:
        if _NI_NAMED.search(text) is not None:
            out.extend((m.start("v"), m.end("v"), "national_id") for m in _NINO.finditer(text))
    if "transit" in low or "branch" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _CA_ACCOUNT.finditer(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("answer to", "digit code", "codice fiscale", "code wifi", "clé wifi", "cle wifi",
                             "wifi key", "a-number", "alien registration", "kontoen min", "nida", "tax reference",
                             "app password", "app-specific", "contraseña de aplicación", "ausweisnummer",
                             "direct deposit", "transit number", "institution number",
                             # a Canadian bank's number after "institution" (001 to 003, 004 TD, 006, 010, 2xx, 8xx)
                             "institution 0", "institution 2", "institution 8")
