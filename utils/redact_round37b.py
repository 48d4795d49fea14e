"""Round 37b: the speaker's own numbers and keys given by their own name, in the shape that name's issuer prints.

Finds, each after its name (a colon, a copula, "n." or "は" may stand between):
- personal ids a country issues: a Hungarian adóazonosító jel (ten digits passing its check), a Czech číslo OP (nine
  digits), an Italian tessera sanitaria's twenty digits, a Romanian buletin's series and number ("RX 290143"), a
  Japanese 利用者識別番号 (sixteen digits), an Indonesian BPJS number, a Filipino SSS number, a US ITIN (nine
  digits starting with a 9, its middle pair in the IRS's ranges), a Mexican RFC, a Californian driver licence (a
  letter and seven digits) after a licence's word;
- accounts: a bank account after India's "बैंक खाता"/"खाता संख्या", a Swedish account after its clearing number
  ("Swedbank-konto 8591-9 199 699"), a Hungarian 8-8-8 or 8-8 account passing its check in a message naming a
  számla (in any inflection: "a saját számlámról");
- an IBAN after an account's word once the message gave the speaker's personal id ("CNP .., cont RO..");
- a Steam Guard code, a parcel locker's pickup code ("pickup code from InPost: 21605027", "kod odbioru"), a key box's
  code ("Avainboksin koodi"), a code a device shows ("it shows 586 585 on my iPhone"), a run of recovery codes after
  their name on one line, a seed written one numbered word a line in a message naming a wallet or a seed, a house's
  codes in a table's "Code" column on rows naming what they open;
- security answers under question labels ("city where my parents met: ..") and the customer number beside them, in
  a message naming security questions;
- a router's current Wi-Fi key and device password ("hat aktuell ..", "Gerätekennwort ist ..", a FRITZ!Box's
  "Schlüssel" of twenty digits), an old password given after its name ("Den gamle var ..", "the old one was .."),
  a UK bank's memorable word, a gate's code with a letter ("code portail 1011A"), a Cl@ve PIN's three letters, the
  value a Kubernetes secret decodes to ("base64 -d gives ..").

A value the message calls an example or a sample stays (utils.redact's later keepers read that). utils.redact's
ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable

import ahocorasick_rs

from utils import idcheck, redact_id_columns
from utils.redact_seed_runs import STOP_WORDS

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "adóazonosító", "číslo op", "tessera sanitaria", "buletin", "利用者識別番号", "bpjs", "sss", "itin", "rfc",
    "licen", "खाता", "konto", "számla", "számlá", "steam guard", "pickup code", "pick-up code", "odbioru", "abholcode",
    "locker code", "collection code", "retrait", "recogida", "ritiro", "hämtningskod", "afhentningskode", "noutokoodi",
    "avainbok", "avainsäilö", "avainkaap", "nyckelbox", "nyckelskåp", "nøkkelboks", "nøgleboks", "key box", "keybox",
    "key safe", "lockbox", "lock box", "schlüsselkasten", "schlüsselsafe", "schlüsselbox", "sleutelkluis",
    "boîte à clé", "iphone", "ipad", "handy", "smartphone", "téléphone", "teléfono", "móvil", "celular", "telefon",
    "puhelin", "телефон", "authenticator", "security question", "secret question", "sicherheitsfrage",
    "question secrète", "de sécurité", "de seguridad", "de segurança", "di sicurezza", "beveiligingsvra",
    "säkerhetsfråg", "sikkerhedsspørgsmål", "sikkerhetsspørsmål", "bezpieczeństwa", "контрольн", "caja de llaves", "cassetta",
    "aktuell", "kennwort", "schlüssel", "gamle", "old one", "memorable", "portail", "cl@ve", "base64")

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"
# what may stand between a name and its value: punctuation, a copula, a number's abbreviation
# (possessive white space: no word and no value starts with white space, so a split of a run of it between the steps
# reaches no end the whole run does not, and a name before a long run of white space tried every split of it)
_GAP = (r"(?:\s*+(?:[:：=#-]|n\.|nr\.?|no\.?|n°|№|number|numărul|numero|nomor|is|es|est|ist|è|é|este|adalah|ay|je"
        r"|är|er|on|var|は|：)\s*+|\s++){1,3}")


def _named(name: str, value: str, kind: str, flags: str = "(?i)",
           check: Callable[[str], bool] | None = None) -> tuple[re.Pattern[str], str, Callable[[str], bool] | None]:
    """A name, then its value in the issuer's shape; ``check`` (if given) must pass on the value."""
    # CJK writes no spaces: a name there stands between letters
    left, right = ("", "") if "\u3000" <= name[0] else (_L, _R)
    rx = re.compile(flags + left + r"(?:" + name + r")" + right + _GAP + r"(?<![\w-])(?P<v>" + value + r")(?![\w-])")
    return rx, kind, check


# ---- checks ----


def _itin_ok(v: str) -> bool:
    d = re.sub(r"\D", "", v)
    mid = int(d[3:5])
    return d[0] == "9" and (50 <= mid <= 65 or 70 <= mid <= 88 or 90 <= mid <= 92 or 94 <= mid <= 99)


# ---- personal ids and accounts after their names ----

_IDS = (
    # the name is the id's own: a mistyped check digit still leaves the person's number
    _named(r"adóazonosító(?:\s*jel)?\w*", r"8\d{9}", "national_id"),
    _named(r"(?:číslo|č\.)\s*(?:OP|občansk\w+ průkaz\w*)|OP\s+č\.", r"\d{9}", "national_id"),
    _named(r"tessera\s+sanitaria", r"80\d{18}", "national_id"),
    _named(r"(?:seri[ae]|seria)\s+(?:și|si|and)\s+(?:nr\.?|numărul|num[aă]r)(?:\s+(?:de\s+)?(?:buletin|ci|carte de "
           r"identitate))?|buletin(?:ul)?", r"[A-Z]{2}\s?\d{6}", "national_id"),
    _named(r"利用者識別番号(?:は|：|:)?", r"\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}", "national_id", flags=""),
    # the white space before "kartu"/"bpjs" belongs to the prefix: a name opening on white space was tried at every
    # character of a long run of it, each try walking the run to its end
    _named(r"(?:(?:nomor|no\.?|nomer)\s*)?(?:kartu\s+)?bpjs(?:\s+(?:kesehatan|ketenagakerjaan|tk))?",
           r"[A-Z]{0,3}\d{9,13}", "national_id"),
    _named(r"sss(?:\s+(?:no\.?|number|#|id))?", r"\d{2}-\d{7}-\d|\d{10}", "national_id"),
    _named(r"itin,?", r"9\d{2}-\d{2}-\d{4}|9\d{8}", "national_id", check=_itin_ok),
    _named(r"rfc", r"[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}", "national_id"),
    _named(r"बैंक\s+खाता(?:\s+संख्या)?|खाता\s+संख्या|खाता\s+नंबर", r"\d{9,18}", "bank_account", flags=""),
)
# a driver licence's word, then a letter and seven digits before the end of the sentence (California's shape)
_LICENCE = re.compile(r"(?i)" + _L + r"(?:driver'?s?\s+)?licen[cs]e\w*" + _R + r"[^.\n]{0,40}?(?<![\w-])"
                      r"(?P<v>(?-i:[A-Z])\d{7})(?![\w-])")
# a Swedish account after its bank's clearing number: four or five digits, then the account in groups
# (the bank's name before its hyphen is read from where its word starts, and once: read from inside a run of digits
# it was walked to the run's end from every one of them; the match from the word's start is the same match)
_SE_ACCOUNT = re.compile(r"(?i)" + _L + r"(?:(?<!\w)\w++-)?konto(?:nummer|nr)?" + _R + r"\s*+:?\s*+(?P<v>[3-9]\d{3}(?:-\d)?"
                         r"[ ,]\s?\d{1,3}(?:[ -]\d{2,4}){1,3}(?:-\d)?)(?![\w-])")  # a check digit last ("035-6")
_HU_ACCOUNT = re.compile(r"(?<![\w-])\d{8}-\d{8}(?:-\d{8})?(?![\w-])")
_HU_TO_ACCOUNT = re.compile(r"(?i)\s*(?:-?(?:as|es|ös|ás|és)\s+)?(?:(?:bank)?számlaszámra|(?:bank)?számlára|számlámra"
                            r"|számlaszámomra|számlaszámom|számlám)" + _R)
# any inflection: "számlám", "számláról", "számlámról" ("from my account") write the stem "számlá"
_HU_ACCOUNT_WORD = re.compile(r"(?i)száml[aá]\w*|bankszáml[aá]\w*")
# an organisation holding a Hungarian account (a house's, a firm's) is no one's own
_HU_ORG = re.compile(r"(?i)" + _L + r"(?:kft|zrt|bt|nyrt|társasház\w*|alapítvány\w*|egyesület\w*|önkormányzat\w*|nav"
                     r"|cég\w*|adóhivatal\w*)" + _R)
# a party's own account, named right before the number by its holder and the third person's "számlája" ("a főbérlő
# számlájára", "a szolgáltató számláján"): the landlord's or the provider's, not the speaker's (a relative's stays)
_HU_THEIRS = re.compile(r"(?i)" + _L + r"(?:főbérlő|bérbeadó|szolgáltató|áramszolgáltató|közös képviselő"
                        r"|kedvezményezett|ügynökség|iroda|vállalat|vállalkozó|cég|bank)\w*\s+(?:\w+\s+){0,2}"
                        r"(?:bank)?száml[aá]j\w*\s*[:：]?\s*$")


# an IBAN after an account's word, in a message giving the speaker's own personal id first ("CNP .., cont RO..")
_ACCOUNT_IBAN = re.compile(r"(?i)" + _L + r"(?:cont(?:ul)?(?:\s+(?:meu|bancar|iban))?|account|konto|cuenta|conto|compte"
                           r"|rekening|účet|račun|racun|iban)" + _R + r"\s*[:：]?\s*(?P<v>(?-i:[A-Z]{2}\d{2}"
                           r"(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?))(?![A-Za-z0-9])")
_PERSONAL_ID = re.compile(r"(?i)" + _L + r"(?:cnp|pesel|dni|nie|nif|cpf|codice\s+fiscale|steuer-?id|ssn|bsn"
                          r"|personnummer|egn|егн|oib|taj|rodné\s+číslo|jmbg|emšo|amka|αμκα|cuil|cuit|curp)" + _R)


def _ids(text: str, out: list[Span]) -> None:
    pid = _PERSONAL_ID.search(text)
    if pid is not None:
        for m in _ACCOUNT_IBAN.finditer(text, pid.end()):
            v = m.group("v").replace(" ", "")
            if idcheck.IBAN_LENGTHS.get(v[:2]) == len(v) and v[2:4] not in ("00", "01", "99"):
                out.append((m.start("v"), m.end("v"), "iban"))
    for rx, kind, check in _IDS:
        for m in rx.finditer(text):
            if check is not None and not check(m.group("v")):
                continue
            out.append((m.start("v"), m.end("v"), kind))
    for m in _LICENCE.finditer(text):
        out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _SE_ACCOUNT.finditer(text):
        out.append((m.start("v"), m.end("v"), "bank_account"))
    if _HU_ACCOUNT_WORD.search(text) and _HU_ORG.search(text) is None:
        for m in _HU_ACCOUNT.finditer(text):
            # one passing its check, or one the speaker asks money to ("a .. számlaszámra kérem", "számlámra")
            if _HU_THEIRS.search(text, max(0, m.start() - 60), m.start()):
                continue
            if idcheck.hu_giro_ok(m.group()) or _HU_TO_ACCOUNT.match(text, m.end()):
                out.append((m.start(), m.end(), "bank_account"))


# ---- codes ----

_CODES = (
    _named(r"steam\s+guard(?:\s+(?:code|kod|kód|código|codice|код))?", r"(?-i:[A-Z0-9]{5,8})", "one_time_code"),
    _named(r"(?:pick-?up|collection|locker)\s+code(?:\s+from\s+[\w-]+)?|kod\w*\s+odbioru|abholcode"
           r"|code\s+de\s+retrait|c[óo]digo\s+de\s+recogida|codice\s+di\s+ritiro|hämtningskod|afhentningskode"
           r"|noutokoodi", r"\d{4,10}", "one_time_code"),
    # a key box's code ("Avainboksin koodi", "nyckelboxens kod", "key box code", "Schlüsselkasten-Code")
    _named(r"(?:avainboksi\w*|avainsäilö\w*|avainkaapi\w*|nyckelbox\w*|nyckelskåp\w*|nøkkelboks\w*|nøgleboks\w*"
           r"|key\s?box|key\s?safe|lock\s?box|schlüsselkasten|schlüsselsafe|schlüsselbox|sleutelkluis\w*"
           r"|boîte\s+à\s+clés?|caja\s+de\s+llaves|cassetta\s+(?:portachiavi|delle\s+chiavi))(?:-?\s*"
           r"(?:koodi|kod|kode|code|combination|pin|código|codice))?", r"\d{3,8}", "pin"),
)


# a code a device shows ("it shows 586 585 on my iPhone", "auf dem Handy steht 123 456"): a sign-in's second factor
_SHOWN = re.compile(
    r"(?i)" + _L + r"(?:shows?|showing|displays?|displaying|says|zeigt|steht|affiche|muestra|aparece|mostra|appare"
    r"|toont|staat|visar|står|viser|näyttää|pokazuje|ukazuje|показывает|показує)" + _R
    + r"(?:\s+(?:me|mir|me|the|a|den|die|le|la|el|il|een|code|código|codice|kod|koden|код))*\s*:?\s*"
    r"(?<![\w-])(?P<v>\d{3}[ -]\d{3}|\d{6})(?![\w-])"
    # then the sentence ends or says where it shows; a count of things ("120 000 users") goes on with its noun
    r"(?=\s*(?:[,.!?;:)]|$|\s(?:on|in|auf|am|an|sur|en|no|na|op|på|w|в|на|and|und|et|y|e|but|aber|mais|pero)(?:\s|[,.!?]|$)))")
_DEVICE = re.compile(r"(?i)" + _L + r"(?:iphone|ipad|mac|macbook|apple\s+watch|watch|phone|handy|smartphone|téléphone"
                     r"|portable|teléfono|móvil|celular|telefone|telefono|cellulare|telefoon|mobiel|telefon\w*|mobil\w*"
                     r"|puhelin\w*|телефон\w*|authenticator|other device|trusted device)" + _R)


# recovery codes in a run on one line after their name ("these GitHub recovery codes? k2r2-wiv7 zyjx-tzai ..."): every
# code of the run, a letters-only one too (a run of three or more in the shape is no prose)
_RECOVERY_NAME = re.compile(
    r"(?i)(?:recovery|backup)[-_ ]?codes?|codes?\s+de\s+(?:récupération|secours|recuperación|respaldo|recuperação)"
    r"|wiederherstellungs-?codes?|backup-?codes?|codici\s+di\s+(?:recupero|backup)|herstelcodes?"
    r"|kody\s+(?:zapasowe|odzyskiwania)|резервные\s+коды|коды\s+восстановления")
_RECOVERY_RUN = re.compile(r"(?:(?<![\w-])[a-z0-9]{4,6}-[a-z0-9]{4,6}(?![\w-])[ ,;]*){3,16}")
_RECOVERY_CODE = re.compile(r"(?<![\w-])[a-z0-9]{4,6}-[a-z0-9]{4,6}(?![\w-])")


def _recovery_runs(text: str, out: list[Span]) -> None:
    for name in _RECOVERY_NAME.finditer(text):
        line_end = text.find("\n", name.end())
        run = _RECOVERY_RUN.search(text, name.end(), line_end if line_end >= 0 else len(text))
        if run is None or run.start() - name.end() > 40:
            continue
        codes = list(_RECOVERY_CODE.finditer(text, run.start(), run.end()))
        if sum(any(c.isdigit() for c in m.group()) for m in codes) >= 2:
            out.extend((m.start(), m.end(), "recovery_code") for m in codes)


# a seed phrase written down one numbered word a line ("1. marine", "2) harbor"): twelve to twenty-four lines numbered
# from one in order, each a lowercase word of a seed's length
_NUMBERED_WORD = re.compile(r"(?m)^[ \t]*(?P<n>\d{1,2})[.):-][ \t]*(?P<v>[a-z]{3,8})[ \t]*$")


# a wallet or a seed named in the message: a numbered shopping list is no seed
_SEED_CONTEXT = re.compile(r"(?i)seed|mnemonic|wallet|ledger|trezor|metamask|exodus|phantom|keystone|coldcard|bip-?39"
                           r"|recovery\s+(?:phrase|words|sheet)|backup\s+(?:phrase|sheet|words|card)|(?:12|24)[- ]words?"
                           r"|crypto|bitcoin|btc|ethereum|wallet|monedero|cartera|portefeuille|brieftasche|portafoglio"
                           r"|carteira|portfel|кошел[её]к|гаманець|cüzdan|助记词|助記詞|ニーモニック|시드")


def _numbered_seed(text: str, out: list[Span]) -> None:
    if _SEED_CONTEXT.search(text) is None:
        return
    run: list[re.Match[str]] = []
    for m in _NUMBERED_WORD.finditer(text):
        if int(m.group("n")) == len(run) + 1 and (not run or text.count("\n", run[-1].end(), m.start()) <= 1):
            run.append(m)
            continue
        _seed_run(run, out)
        run = [m] if m.group("n") == "1" else []
    _seed_run(run, out)


def _seed_run(run: list[re.Match[str]], out: list[Span]) -> None:
    # BIP39 holds a few function words ("you", "all", "about"): a seed has one or two, a list of words more
    if len(run) in (12, 15, 18, 21, 24) and sum(m.group("v") in STOP_WORDS for m in run) <= len(run) // 8:
        out.extend((m.start("v"), m.end("v"), "seed_phrase") for m in run)


# a table of a house's codes: a column named "Code" (or PIN), each row's digits where the row names what they open
_CODE_HINT = ahocorasick_rs.AhoCorasick(["code", "pin", "kod", "kód", "código", "codice", "koodi", "kode", "код"]
                                        ).find_matches_as_indexes
_CODE_COLUMN = re.compile(r"(?i)\s*(?:codes?|pins?|pin codes?|passcodes?|kody?|kód|kódy|c[óo]digos?|codici|codice"
                          r"|koodi(?:t)?|koder?|kode|код\w*|zahlencode|door codes?|access codes?)\s*")
_OPENS = re.compile(r"(?i)" + _L + r"(?:gate|door|alarm|lock\s?box|key\s?box|garage|safe|keypad|front|back|side|shed"
                    r"|entry|entrance|building|lobby|intercom|buzzer|tor|tür|haustür|alarmanlage|portail|porte|alarme"
                    r"|puerta|portal|alarma|cancello|porta|allarme|poort|deur|brama|drzwi|alarm\w*|brána|dveře|port"
                    r"|dörr|grind|ovi|portti|hälytin|ворот\w*|двер\w*|сигнализаци\w*)" + _R)


def _code_table(text: str, low: str, out: list[Span]) -> None:
    for s, e in redact_id_columns.column_cells(text, low, _CODE_HINT, _CODE_COLUMN.fullmatch):
        if re.fullmatch(r"\d{3,8}", text[s:e]) is None:
            continue
        a = text.rfind("\n", 0, s) + 1
        if _OPENS.search(text, a, s):
            out.append((s, e, "lock_code"))


def _codes(text: str, low: str, out: list[Span]) -> None:
    if "|" in text or "\t" in text or ";" in text or "," in text:
        _code_table(text, low, out)
    if text.count("\n") >= 11:
        _numbered_seed(text, out)
    _recovery_runs(text, out)
    for m in _SHOWN.finditer(text):
        end = re.search(r"[.!?;\n]", text[m.end():])
        clause = text[m.end(): m.end() + (end.start() if end else 80)]
        if _DEVICE.search(clause) or _DEVICE.search(text, max(0, m.start() - 40), m.start()):
            out.append((m.start("v"), m.end("v"), "one_time_code"))
    for rx, kind, _check in _CODES:
        for m in rx.finditer(text):
            out.append((m.start("v"), m.end("v"), kind))


# ---- passwords ----

_PW_VALUE = r"[^\s,;]*[A-Za-z][^\s,;]*\d[^\s,;]*|[^\s,;]*\d[^\s,;]*[A-Za-z][^\s,;]*"
# a router's or a Wi-Fi's word earlier in the message: "aktuell" names its key then
_ROUTER = re.compile(r"(?i)fritz|router|wlan|wi-?fi|wifi|speedport|easybox|modem")
_PASSWORDS = (
    # a router's current key ("die FritzBox hat aktuell X"); a device password ("Gerätekennwort ist X")
    (re.compile(r"(?i)" + _L + r"(?:hat|ist|has|is)\s+(?:aktuell|derzeit|momentan|currently)\s+(?:das\s+|den\s+)?"
                r"(?:passwort\s+|kennwort\s+|schlüssel\s+)?(?P<v>" + _PW_VALUE + r")"), "password", True),
    # (the compound's word is read from where it starts: read from inside a run of digits, each digit walked the run
    # to its end; a match is found from the word's start whenever one is from inside it)
    (re.compile(r"(?i)(?<!\w)(?:\w*kennwort|\w*passwort)" + _R + r"\s*(?:ist|lautet|:)\s*(?P<v>" + _PW_VALUE
                + r")"), "password", False),
    # a FRITZ!Box's WLAN key: twenty digits after "Schlüssel"/"key"
    (re.compile(r"(?i)" + _L + r"(?:(?:wlan-?|netzwerk)?schlüssel|wpa-?key|network key)" + _R + r"\s*:?\s*"
                r"(?P<v>\d{16,20}|\d{4}(?: \d{4}){3,4})(?!\d)"), "password", True),
    # an old password after its name ("Den gamle var X", "the old one was X", "der alte war X")
    (re.compile(r"(?i)" + _L + r"(?:den\s+gamle|det\s+gamle|the\s+old\s+one|my\s+old\s+one|der\s+alte|das\s+alte"
                r"|l'ancien|el\s+anterior|el\s+viejo|la\s+vieja|den\s+gamla|det\s+gamla|de\s+oude|het\s+oude)"
                r"\s+(?:var|was|war|était|era|er|är|is|ist)\s*:?\s*(?P<v>" + _PW_VALUE + r")"), "password", None),
    # a UK bank's memorable word or a memorable name
    (re.compile(r"(?i)" + _L + r"memorable\s+(?:word|name|phrase|date|place)\s*(?:is|was|=|:)?\s*"
                r"(?P<v>[A-Za-z][\w'-]{3,30})"), "password", False),
    # a gate's or a door's code with a letter ("code portail 1011A", "Torcode 4711B")
    (re.compile(r"(?i)" + _L + r"(?:code\s+(?:portail|porte|d'entrée|immeuble|digicode)|digicode|torcode"
                r"|c[óo]digo\s+(?:del\s+)?portal)" + _R + r"\s*:?\s*(?P<v>\d{3,6}[A-Z]|[A-Z]\d{3,6}|\d{4,8})(?!\w)"),
     "door_code", False),
    # a Cl@ve PIN: three letters and digits the SMS gives
    (re.compile(r"(?i)cl@ve\s+pin\s+(?:\w+\s+){0,2}?(?P<v>(?-i:[A-Z0-9]{3}))(?!\w)"), "password", False),
    # what a Kubernetes secret decodes to
    (re.compile(r"(?i)base64\s+(?:-d|--decode)\s*(?:gives|returns|shows|prints|outputs|=>|->|→|:|ergibt|donne"
                r"|devuelve|da)\s*:?\s*(?P<v>\S{4,64}?)(?=[.,;]?(?:\s|$))"), "password", False),

)
_PASSWORD_WORD = re.compile(r"(?i)pass|kennwort|adgangskode|lösenord|salasana|wachtwoord|hasło|contraseña|senha"
                            r"|mot de passe|mitid|password|login|kode")


# a value piped into base64 to decode it: cut when it decodes to a key (letters and digits, no sentence)
_ECHOED = re.compile(r"(?i)echo\s+(?:-n\s+)?['\"]?(?P<v>[A-Za-z0-9+/]{8,}={0,2})['\"]?\s*\|\s*base64\s+(?:-d|-D|--decode)")


def _decoded_key(b: str) -> bool:
    try:
        raw = base64.b64decode(b + "=" * (-len(b) % 4), validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return False
    return re.fullmatch(_PW_VALUE, raw) is not None and raw.isprintable() and " " not in raw


# ---- security answers and the customer number beside them ----

_SECURITY = re.compile(r"(?i)security\s+(?:questions?|answers?)|secret\s+questions?|sicherheitsfrage\w*"
                       r"|question\s+secrète|questions?\s+de\s+sécurité|pregunta\w*\s+de\s+seguridad"
                       r"|pergunta\w*\s+de\s+segurança|domand\w*\s+di\s+sicurezza|beveiligingsvra\w*"
                       r"|säkerhetsfråg\w*|sikkerhedsspørgsmål\w*|sikkerhetsspørsmål\w*|pytani\w*\s+bezpieczeństwa"
                       r"|контрольн\w+\s+вопрос\w*")
# a question as a label in a list ("city where my parents met: Duluth"), its answer a name of one to three words
_ANSWER = re.compile(r"(?:^|[;\n—–]|[.,]\s)\s*(?P<q>[a-zà-ÿ'’]+(?:\s+(?:[a-zà-ÿ'’]+|I)){1,8})\s*[:：=]\s*"
                     r"[\"'“]?(?P<v>[A-ZÀ-Ý][\w'’-]+(?:\s+[A-ZÀ-Ý][\w'’-]+){0,2})(?=\s*(?:[;,.!?\n\"'”]|$))")
_CUSTOMER_NO = re.compile(r"(?i)" + _L + r"(?:customer|client|member(?:ship)?|kunden|cliente|klant|kund)\s*-?\s*"
                          r"(?:number|no\.?|nr\.?|id|nummer|número|numero)" + _R + r"\s*[:：#]?\s*(?P<v>\d{6,14})(?!\d)")


def _security_answers(text: str, out: list[Span]) -> None:
    if _SECURITY.search(text) is None:
        return
    for m in _ANSWER.finditer(text):
        out.append((m.start("v"), m.end("v"), "security_answer"))
    for m in _CUSTOMER_NO.finditer(text):
        out.append((m.start("v"), m.end("v"), "customer_number"))


def _passwords(text: str, out: list[Span]) -> None:
    _security_answers(text, out)
    for m in _ECHOED.finditer(text):
        if _decoded_key(m.group("v")):
            out.append((m.start("v"), m.end("v"), "password"))
    for rx, kind, gate in _PASSWORDS:
        for m in rx.finditer(text):
            if gate is True and _ROUTER.search(text, 0, m.start()) is None:
                continue
            if gate is None and _PASSWORD_WORD.search(text, 0, m.start()) is None:
                continue
            v = m.group("v").rstrip(".,?)\"'")
            if "base64" in m.group() and re.fullmatch(_PW_VALUE, v) is None:
                continue  # a decoded greeting or a sentence ("Hello, World!"), no key
            if not v or v.lower() in {"the", "das", "den", "die"}:
                continue
            out.append((m.start("v"), m.start("v") + len(v), kind))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    _ids(text, out)
    _codes(text, low, out)
    _passwords(text, out)
    return [sp for sp in out if not placeholder(text[sp[0]:sp[1]])]
