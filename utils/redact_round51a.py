"""Round 51a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code given over after its name: "код від Дії — 6680", "kod BLIK. Podałam mu 882546", "hinihingi yung MPIN ko ...
  Naibigay ko na 5759", "he read me the code: 887888", an Egyptian "فيها كود 106053";
- a second code to use in the first one's place ("she should use 2465 instead"), in a message that names a code;
- the first digits of a card's PIN a Korean shop asks for ("카드 비밀번호 앞 두 자리 94");
- a door's code of digits and a letter ("il codice del portone è 786E");
- a password typed with a space between its characters ("password ...: a y G r ! d 2 n L v");
- a passphrase of words with spaces after its name ("the passphrase for my vault is junk curve isolate 14"): BIP-39
  words, a number among them allowed;
- a .pgpass line's user and password ("host:5432:db:report_ro:sJBPH8l6nCVf38");
- the speaker's DNI after words, whatever its check letter ("mi DNI para el contrato es 69760291T");
- an IBAN's head closing a message after its label ("Meine IBAN: DE47 7602 6000"), and (``announced``) its rest
  after a lead ("sorry, zu früh abgeschickt, der Rest: 9629 7516 65");
- a Romanian identity card's series and number after its name and a comma ("seria și numărul buletinului, RT 887210");
- a Korean personal customs code ("개인통관고유부호(P103061492237)");
- a person's Indonesian NPWP, beside their NIK (a company's stays);
- a Nigerian BVN named before ("my BVN too, it's 22303862394");
- an Israeli account number after its name, with a bank or a branch in the message ("סניף 354, מספר חשבון 101793");
- a Persian password after "رمز" and what it opens ("رمز جیمیل پدرم هم RezaNegin06 است").

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum import iban as std_iban

from utils import sentences
from utils.redact_seed_runs import bip39_words

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM = r"(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)"

# ---- a code given over after its name ----

_CODE_DASH = re.compile(r"(?i)" + _L + r"(?:код|kod|kód|code|pin)\s+(?:від|от|для|до|z|od|for|of)\s+[^\W\d_][\w-]*\s*[—–]\s*"
                        + _NUM)
_BLIK_GIVEN = re.compile(r"(?i)" + _L + r"(?:podał[ae]m|podałam|dałam|dałem|wpisał[ae]m)(?:\s+(?:mu|jej|im|go))?\s+" + _NUM)
_GIVEN_TL = re.compile(r"(?i)" + _L + r"(?:naibigay|binigay|ibinigay|nabigay)\s+ko(?:\s+na)?(?:\s+(?:yung|ang))?\s+" + _NUM)
_READ_ME = re.compile(r"(?i)" + _L + r"(?:read|gave|told|sent|texted)\s+me\s+the\s+(?:code|pin|otp)\s*[:=]?\s*" + _NUM)
_AR_CODE = re.compile(r"(?:فيها|فيه|وصلني|جالي|بعتولي)\s+(?:كود|رمز)\s+(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")
_CODE_NAMED = re.compile(r"(?i)" + _L + r"(?:code|pin|passcode|disarm|alarm)" + _R)
_INSTEAD = re.compile(r"(?i)" + _L + r"(?:use|enter|type|punch\s+in)\s+" + _NUM + r"\s+instead" + _R)

# ---- a Korean card PIN's first digits ----

_KO_PIN_HEAD = re.compile(r"비밀번호\s*앞\s*(?:두|2)\s*자리(?:는|가)?\s*(?P<v>\d{2})(?!\d)")

# ---- a door's code of digits and a letter ----

_DOOR_ALNUM = re.compile(
    r"(?i)" + _L + r"(?:codice|code|código|kod|kód)\s+(?:del|della|dell'|du|de\s+la|de|of\s+the|od|do)\s*"
    r"(?:portone|cancello|citofono|palazzo|portail|porte|immeuble|portal|portón|puerta|building|gate|door|bramy|vchodu)"
    + _R + r"\s*(?:è|est|es|is|:|to|je)\s*(?P<v>(?=[0-9A-Z]*\d{2})(?-i:[0-9A-Z]{3,8}))(?![\w])")

# ---- a password with a space between its characters ----

_SPACED = re.compile(r"(?i)" + _L + r"(?:password|passwort|pw|passcode|passphrase|contraseña|mot\s+de\s+passe|senha)"
                     + _R + r"[^\n:]{0,80}:\s*(?P<v>\S(?:\s\S){5,40})(?=\s*(?:\n|$))")

# ---- a passphrase of words with spaces ----

_PASSPHRASE_IS = re.compile(r"(?i)" + _L + r"passphrase(?:\s+(?:for|to|of)\s+[^.\n]{1,50}?)?\s+(?:is|was|:)\s+"
                            r"(?P<v>[a-z]+(?:\s+(?:[a-z]+|\d{1,4})){2,11})")

# ---- a .pgpass line ----

_PGPASS = re.compile(r"(?m)^\s*[^:\s]+:(?:\d+|\*):[^:\s]+:(?P<v>[^:\s]+:[^:\s]+)\s*$")

# ---- the speaker's DNI after words ----

_MY_DNI = re.compile(r"(?i)" + _L + r"mi\s+(?:dni|nie)\s+[^\n.:]{1,40}?\s(?:es|era)\s*:?\s*(?P<v>(?-i:\d{8}[A-Z]|[XYZ]\d{7}[A-Z]))"
                     r"(?![A-Za-z0-9])")

# ---- an IBAN's head closing a message, and its rest ----

_IBAN_HEAD_CLOSING = re.compile(r"(?i)" + _L + r"iban\s*[:：]\s*(?P<v>(?-i:[A-Z]{2}\d{2})(?:[^\S\n](?-i:[A-Z0-9]{4})){1,4})"
                                r"\s*$")
_REST_LEAD = re.compile(r"(?i)^[^\n]{0,60}?" + _L + r"(?:der\s+rest|the\s+rest|rest|el\s+resto|il\s+resto|la\s+suite"
                        r"|reszta|остаток|решта)\s*(?:is|ist|es|è|est|:)\s*:?\s*(?P<v>\d{2,6}(?:[^\S\n]\d{2,6}){1,6})(?!\d)")

# ---- ids ----

_RO_BULETIN = re.compile(r"(?i)" + _L + r"buletin\w*\s*,\s*(?:care\s+(?:e|este)\s+)?(?P<v>(?-i:[A-Z]{2})\s?\d{6})(?![\w])")
_KO_CUSTOMS = re.compile(r"개인통관고유부호\s*[(:：]?\s*(?P<v>P\d{12})(?!\d)")
_NPWP = re.compile(r"(?<![A-Za-z])NPWP(?P<who>\s+(?:saya|aku|ku|pribadi))?\s*:?\s*"
                   r"(?P<v>\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3})(?![\d.])")
_NIK = re.compile(r"(?<![A-Za-z])NIK(?![A-Za-z])")
_BUSINESS = re.compile(r"(?i)" + _L + r"(?:perusahaan|pt|cv|badan|usaha|toko\w*|faktur\w*|invoice|penjual|seller)" + _R)
_BVN = re.compile(r"(?<![A-Za-z])BVN(?![A-Za-z])[^\n.!?\d]{0,40}?(?P<v>2\d{10})(?!\d)")
_IL_ACCOUNT = re.compile(r"מספר\s+(?:ה)?חשבון\s*:?\s*(?P<v>\d{4,9})(?![\d/-])")
_FA_PASSWORD = re.compile(r"رمز(?:\s+[^\s\d]+){1,3}\s+(?:هم\s+|نیز\s+)?(?P<v>(?=[A-Za-z0-9!#$%&*@^~+=_.?-]*\d)"
                          r"(?=[A-Za-z0-9!#$%&*@^~+=_.?-]*[A-Za-z])[A-Za-z0-9!#$%&*@^~+=_.?-]{6,40})\s+(?:است|هست|ه)")


def _pw_spaced(v: str) -> bool:
    chars = v.split()
    return (len(chars) >= 6 and all(len(c) == 1 for c in chars) and any(c.isalpha() for c in chars)
            and any(c.isdigit() or not c.isalnum() for c in chars))


def _bip39_phrase(text: str, m: re.Match[str]) -> Span | None:
    """The run of BIP-39 words (a number among them) opening the match's value: three words at least."""
    words = bip39_words()
    end, n = m.start("v"), 0
    for t in re.finditer(r"\S+", m.group("v")):
        w = t.group()
        if w in words:
            n += 1
        elif not w.isdigit():
            break
        end = m.start("v") + t.end()
    return (m.start("v"), end, "passphrase") if n >= 3 else None


def announces(text: str) -> bool:
    """An IBAN's head closing a message after its label, not passing its check: the rest follows."""
    m = _IBAN_HEAD_CLOSING.search(text)
    return m is not None and not std_iban.is_valid(m.group("v"))


def announced(text: str) -> list[Span]:
    """After an IBAN's head: its rest after a short lead ("sorry, zu früh abgeschickt, der Rest: 9629 7516 65")."""
    m = _REST_LEAD.match(text)
    return [] if m is None else [(m.start("v"), m.end("v"), "announced")]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "—" in text or "–" in text:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _CODE_DASH.finditer(text))
    if "blik" in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _BLIK_GIVEN.finditer(text))
    if "bigay" in low and ("pin" in low or "otp" in low):
        out.extend((m.start("v"), m.end("v"), "pin") for m in _GIVEN_TL.finditer(text))
    if " me the " in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _READ_ME.finditer(text))
    if "كود" in text or "رمز" in text:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _AR_CODE.finditer(text))
    if "instead" in low and _CODE_NAMED.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _INSTEAD.finditer(text))
    if "비밀번호" in text:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _KO_PIN_HEAD.finditer(text))
    if "cod" in low or "kod" in low or "kód" in low:
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _DOOR_ALNUM.finditer(text))
    if ":" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _SPACED.finditer(text) if _pw_spaced(m.group("v")))
        if "pgpass" in low:
            out.extend((m.start("v"), m.end("v"), "password") for m in _PGPASS.finditer(text))
        for m in _IBAN_HEAD_CLOSING.finditer(text):
            if not std_iban.is_valid(m.group("v")):
                out.append((m.start("v"), m.end("v"), "iban"))
    if "passphrase" in low:
        for m in _PASSPHRASE_IS.finditer(text):
            sp = _bip39_phrase(text, m)
            if sp is not None:
                out.append(sp)
    if "dni" in low or "nie" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _MY_DNI.finditer(text))
    if "buletin" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _RO_BULETIN.finditer(text))
    if "통관" in text:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _KO_CUSTOMS.finditer(text))
    if "NPWP" in text:
        for m in _NPWP.finditer(text):
            # a person's: called so, or beside the person's NIK in a sentence naming no business (a company's NPWP,
            # "NPWP perusahaan", a shop's, is printed on its invoices)
            a = sentences.char_start(text, m.start(), ".\n")
            sentence = text[a : sentences.char_end(text, m.end(), ".")]
            if m.group("who") or _NIK.search(text, a, m.start()) and _BUSINESS.search(sentence) is None and re.match(
                    r"(?i)\s*(?:kantor|perusahaan)", text[m.end() : m.end() + 12]) is None:
                out.append((m.start("v"), m.end("v"), "tax_id"))
    if "BVN" in text:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _BVN.finditer(text))
    if "חשבון" in text and ("בנק" in text or "סניף" in text):
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _IL_ACCOUNT.finditer(text))
    if "رمز" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _FA_PASSWORD.finditer(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("bvn", "npwp", "개인통관고유부호", "pgpass", "passphrase", "kod blik", "mpin")
