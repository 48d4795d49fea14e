"""Round 52a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code named after its value ("Do NOT use 9682, that's the duress code"): a zip's, an area's, an error's ... code
  stays;
- a passcode set "to" its value past a bracket ("set the Screen Time passcode on his iPad (model A2602, iPadOS 17.4)
  to 9025");
- a security question's answer after the question quoted and who gives it ("asks 'What was the name of your first
  school?' and she says Holy Cross");
- a password after its name, what it opens and a bracket ("das Kennwort für die Oberfläche (fritz.box) ist X");
- a Brazilian current account's number with its check digit ("agência 0001, conta corrente 78021292-8");
- a person's Portuguese NIF by its check digit beside the NIF's name ("o da minha mulher é 130180564"; a company's,
  from 5, stays);
- an Italian health card's number ("tessera sanitaria: ... 80380219318265680487");
- a Thai ID card's laser code ("เลขหลังบัตร EP2-4121724-91");
- a PIN's old value after "dati", "was", "used to be" ("MPIN ng GCash ko, dati 7026 ata");
- a door's code in Greek, Danish, Norwegian and Swedish ("ο κωδικός στην εξώπορτα είναι 1987", "Koden til
  cykelkælderen er 5178"), a Greek one-time code ("κωδικό μίας χρήσης 967613"), a Hungarian gate's new code ("A
  kapukód ... az új: 5045");
- backup codes in a table's cells, in a message about backup codes; the cells of a table's password column
  ("site | username | password");
- the speaker's UK National Insurance number after "mine as" whatever its prefix ("I put mine as ZZ 04 40 77 A");
- a German ID card's number after the card is named ("Oben rechts auf meinem Perso steht NVCW7LCR6");
- (``announces``/``announced``) a code looked up in the speaker's notes, given in the next message after "found it:".

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.pt import nif as pt_nif
from stdnum.th import pin as th_pin

from utils import sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after

# ---- a code named after its value ----

# the codes anyone may read: a place's, a product's, a program's, an offer's
_PUBLIC_CODE = (r"(?:area|zip|postal|post|country|dial(?:ing)?|error|status|exit|return|promo|discount|coupon|voucher"
                r"|referral|source|product|tracking|order|booking|confirmation|reference|sort|swift|bic|bank|branch"
                r"|routing|qr|bar|colou?r|hex|airport|flight|course|class|event|invite|invitation|tax|vat|style|dress"
                r"|shortcut|keyboard|key|gift)")
_CODE_AFTER = re.compile(
    r"(?i)" + _L + r"(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)\s*[,;]?\s*(?:[—–-]\s*)?(?:that'?s|that\s+is|which\s+is|it'?s|this\s+is)"
    r"\s+(?:the|my|our|his|her|their)\s+(?!" + _PUBLIC_CODE + _R + r")(?:[\w-]+\s+){0,2}?"
    r"(?:code|pin|passcode|password|combination|combo)" + _R)

# ---- a passcode set to its value past a bracket ----

_SET_TO = re.compile(
    r"(?i)" + _L + r"(?:set|changed?|reset)\s+(?:the|my|his|her|their|our)\s+(?:[\w-]+\s+){0,3}?(?:passcode|pin|pin\s+code"
    r"|screen\s+time\s+code|restrictions\s+code|lock\s+code|code)" + _R + r"[^.\n()]{0,50}?\([^()\n]{1,60}\)\s+to\s+"
    + r"(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")

# ---- a security question's answer, given by whom ----

_ANSWER_SAYS = re.compile(
    r"(?i)[\"'“‘](?P<q>(?:what|which|who|where|in\s+what|in\s+which)\s(?:[^\"'”’\n]|(?<=\w)['’](?=\w)){4,80}?\?)[\"'”’]\s*,?\s*(?:and\s+)?"
    r"(?:she|he|i|they|we|(?:my|her|his)\s+\w+)\s+(?:says?|said|answered|answers|put|puts|uses?|used)\s+"
    r"(?:it'?s\s+|it\s+(?:is|was)\s+)?[\"'“‘]?(?P<v>[^\n.,;!?\"'”’]{2,40}?)[\"'”’]?(?=\s*(?:[.,;!?]|\n|$))")
# the questions a site asks to recover an account
_SECURITY_Q = re.compile(r"(?i)" + _L + r"(?:your|you)\s+(?:first|mother|father|maiden|favou?rite|childhood|oldest"
                         r"|youngest|best|elementary|high|primary)|maiden\s+name|first\s+(?:pet|car|school|job)"
                         r"|born|grow\s+up|street")

# ---- a password after its name, what it opens and a bracket ----

_PW_BRACKET = re.compile(
    r"(?i)" + _L + r"(?:kennwort|passwort|password|contraseña|mot\s+de\s+passe|wachtwoord|hasło|heslo|senha|lösenord"
    r"|passord|adgangskode)\s+(?:für|for|para|pour|voor|do|dla|til|till|pro)\s+[^\n.()]{0,40}?\([^()\n]{1,40}\)\s*"
    r"(?:ist|is|es|est|é|jest|je|er|är|=|:)\s*[\"'“‘]?(?P<v>[^\s\"'”’]{6,40}?)[\"'”’]?(?=[.,;!?]?(?:\s|$))")


def _pw_shaped(v: str) -> bool:
    return (sum(c.isalpha() for c in v) >= 2 and (any(c.isdigit() for c in v) or any(not c.isalnum() for c in v))
            and not v.startswith(("http", "www.")))


# ---- a Brazilian current account ----

_CONTA = re.compile(r"(?i)" + _L + r"conta(?:\s+(?:corrente|poupança|salário))?\s*(?:n[º°o.]\s*)?:?\s*"
                    r"(?P<v>\d{4,12}-[\dxX])" + _R)

# ---- a person's NIF beside the NIF's name ----

_NIF_NAMED = re.compile(r"(?i)" + _L + r"(?:nif|contribuinte)" + _R)
_PARTY = re.compile(r"(?i)" + _L + r"(?:senhori[oa]|empresa|entidade|loja|fornecedor|prestador|restaurante|farmácia"
                    r"|oficina|clínica|escola|condomínio|associação|câmara|canalizador|eletricista|vendedor)" + _R)
_NINE = re.compile(r"(?<![\d.,/-])(?P<v>[123]\d{8})(?![\d/-]|[.,]\d)")

# ---- an Italian health card's number ----

_TESSERA = re.compile(r"(?<!\d)(?P<v>80380\d{15})(?!\d)")

# ---- a Thai ID card's laser code ----

_TH_LASER = re.compile(r"(?i)(?:เลขหลังบัตร|รหัสหลังบัตร|laser\s*(?:code|id|no\.?|number))\s*:?\s*"
                       r"(?P<v>[A-Z]{2}\d-\d{7}-\d{2}|[A-Z]{2}\d{10})(?![\w-])")
_TH_ID = re.compile(r"(?<![\d-])\d-\d{4}-\d{5}-\d{2}-\d(?![\d-])|(?<!\d)\d{13}(?!\d)")

# ---- a PIN's old value ----

_PIN_WAS = re.compile(
    r"(?i)" + _L + r"m?pin" + _R + r"[^.\n\d]{0,40}?" + _L + r"(?:dati|dating|noon|was|used\s+to\s+be|previously|formerly"
    r"|before\s+it\s+was|war|era|était)\s+(?:ay\s+|is\s+)?(?P<v>\d{4,6})(?![\d/.,:-]\d|\d)")

# ---- a door's code in Greek and Scandinavian languages, a Greek one-time code, a Hungarian gate's new code ----

_EL_DOOR = re.compile(
    r"(?i)κωδικ(?:ός|ό|ος|ο)\s+(?:στην|στη|της|του|για\s+την|για\s+τη|για\s+το)\s+(?:εξώπορτα|πόρτα|είσοδο|πολυκατοικία"
    r"|καγκελόπορτα|γκαράζ|αποθήκη|θυροτηλέφωνο|κουδούνι|πόρτας|εισόδου)\s*(?:είναι|:)?\s*(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")
_EL_OTP = re.compile(r"(?i)κωδικ\w*\s+(?:μίας|μιας|μια)\s+χρήσης\s*(?:είναι|:)?\s*(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")
_NORDIC_DOOR = re.compile(
    r"(?i)" + _L + r"(?:koden|kode)\s+(?:til|till|for|för|på)\s+(?!(?:rabat|kampanj|tilbud|post|gave)\w*)"
    r"(?:[^\W\d_]+\s+){0,2}?(?:er|är|:)\s*(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")
_HU_NEW = re.compile(r"(?i)" + _L + r"(?:kapukód|ajtókód|kaputelefon\s*kód|riasztókód|kód)\w*[^.\n\d]{0,50}?"
                     + _L + r"(?:az\s+)?új(?:\s+kód)?\s*(?::|pedig)?\s*(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")

# ---- backup codes in a table, a table's password column ----

_BACKUP_NAMED = re.compile(r"(?i)" + _L + r"(?:backup|recovery|reserve|sicherungs|wiederherstellungs|códigos\s+de\s+"
                           r"(?:respaldo|recuperación)|codes\s+de\s+(?:secours|récupération))\w*\s*(?:codes?|kód\w*)?")
_CODE_CELL = re.compile(r"\d{4}[ -]?\d{4}|\d{5}[ -]?\d{5}|(?=[a-z0-9]*\d)[a-z0-9]{4}-[a-z0-9]{4}")
_PW_HEADER = re.compile(r"(?i)(?:password|passwort|kennwort|pwd|passwd|contraseña|mot\s+de\s+passe|senha|wachtwoord|hasło"
                        r"|heslo|lösenord|passord|密码|密碼|パスワード|비밀번호)")


def _cells(line: str) -> list[tuple[int, int]]:
    """A table row's cells as (start, end) in the line, stripped; a row split by "|" or, with none, by commas."""
    sep = "|" if "|" in line else ","
    out, pos = [], 0
    for part in line.split(sep):
        a = pos + len(part) - len(part.lstrip())
        b = pos + len(part.rstrip())
        out.append((a, b))
        pos += len(part) + 1
    if sep == "|":
        # a Markdown row's outer bars open and close no cell
        if out and out[0][0] == out[0][1]:
            out = out[1:]
        if out and out[-1][0] == out[-1][1]:
            out = out[:-1]
    return out


def _table_values(text: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Backup codes in a table's cells (the message names backup codes) and the cells under a password column."""
    out: list[Span] = []
    backup = _BACKUP_NAMED.search(text) is not None
    col: int | None = None
    width = 0
    pos = 0
    for line in text.split("\n"):
        cells = _cells(line) if ("|" in line or "," in line) else []
        if len(cells) >= 2:
            values = [line[a:b] for a, b in cells]
            heads = [i for i, v in enumerate(values) if _PW_HEADER.fullmatch(v)]
            if heads:
                col, width = heads[0], len(cells)
            elif all(re.fullmatch(r":?-{2,}:?", v) for v in values if v):
                pass  # a Markdown rule under the header
            elif col is not None and len(cells) == width:
                a, b = cells[col]
                v = line[a:b]
                if v and not any(c.isspace() for c in v) and any(c.isalnum() for c in v) and not placeholder(v) \
                        and not re.fullmatch(r"[*•·x]+|n/?a|none|-+|\?+|[(<\[{].*", v, re.I):
                    out.append((pos + a, pos + b, "password"))
            elif col is not None:
                col = None
            if backup and "|" in line:
                out.extend((pos + a, pos + b, "recovery_code") for a, b in cells
                           if _CODE_CELL.fullmatch(line[a:b]) is not None)
        else:
            col = None
        pos += len(line) + 1
    return out


# ---- the speaker's UK NINO, whatever its prefix ----

_NINO_MINE = re.compile(
    r"(?i)" + _L + r"(?:mine|my\s+(?:ni|nino|national\s+insurance)(?:\s+(?:number|no\.?))?)\s+(?:as|is|was|=|:)\s*"
    r"(?P<v>[A-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D])(?![\w])")
_NINO_NAMED = re.compile(r"(?i)" + _L + r"(?:hmrc|national\s+insurance|ni\s+number|nino|self\s+assessment)" + _R)

# ---- a German ID card's number ----

_AUSWEIS_NAMED = re.compile(r"(?i)" + _L + r"(?:ausweisnummer|personalausweis\w*|perso|ausweis)" + _R)
_AUSWEIS_NO = re.compile(r"(?<![\w-])(?P<v>[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d?)(?![\w-])")

# ---- a password spelled in the NATO alphabet with its case, then written out ----

_NATO = ("alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "juliet",
         "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor",
         "whiskey", "whisky", "xray", "x-ray", "yankee", "zulu")
_DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_ITEM = (r"(?:(?P<case>capital|upper(?:\s*case)?|uppercase|lower(?:\s*case)?|lowercase|small|big)\s+)?"
         r"(?P<w>" + "|".join(_NATO) + "|" + "|".join(_DIGIT_WORDS) + r"|\d)" + _R)
_SPELLED_ITEM = re.compile(r"(?i)" + _ITEM)
_PLAIN_ITEM = re.sub(r"\(\?P<\w+>", "(?:", _ITEM)
_SPELLED_RUN = re.compile(r"(?i)(?:" + _PLAIN_ITEM + r"\s*,\s*(?:and\s+)?){5,}" + _PLAIN_ITEM)


def _spelled_value(run: str) -> str | None:
    """The value a run spells ("capital Lima, bravo, 6" is "Lb6"), when it names a case at least once."""
    out, cased = [], False
    for m in _SPELLED_ITEM.finditer(run):
        w, case = m.group("w").lower(), (m.group("case") or "").lower()
        if w.isdigit():
            out.append(w)
        elif w in _DIGIT_WORDS:
            out.append(str(_DIGIT_WORDS.index(w)))
        else:
            cased = cased or bool(case)
            out.append(w[0].upper() if case.startswith(("capital", "upper", "big")) else w[0])
    return "".join(out) if cased else None


# ---- a code looked up in the speaker's notes, given in the next message ----

_LOOKING_UP = re.compile(
    r"(?i)" + _L + r"(?:code|pin|passcode|password|combination|combo)" + _R + r"[^\n]{0,60}?"
    r"(?:in\s+my\s+(?:notes|phone|email|inbox|book|notebook)|one\s+sec(?:ond)?|hold\s+on|let\s+me\s+(?:find|check|look)"
    r"|give\s+me\s+a\s+(?:sec|second|minute|moment))" + _R)
_FOUND_IT = re.compile(r"(?i)\s*(?:ok(?:ay)?,?\s+)?(?:found\s+it|got\s+it|here\s+it\s+is|here)\s*[:—–-]\s*"
                       r"(?P<v>[#*]?\d{4,8}[#*]?)(?![\d/.,:-]\d|\d)")


def announces(text: str) -> bool:
    """A short message naming a code the speaker is looking up ("The gate code is in my notes, one sec")."""
    return len(text) <= 200 and _LOOKING_UP.search(text) is not None


def announced(text: str) -> list[Span]:
    """After a code was looked up: "found it: #8680 (press # first, then the code)"."""
    m = _FOUND_IT.match(text)
    return [] if m is None else [(m.start("v"), m.end("v"), "announced")]


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "that" in low or "it" in low or "this" in low:
        out.extend(_spans(_CODE_AFTER, text, "pin"))
    if "(" in text and " to " in low:
        out.extend(_spans(_SET_TO, text, "pin"))
    if "?" in text:
        out.extend((m.start("v"), m.end("v"), "security_answer") for m in _ANSWER_SAYS.finditer(text)
                   if _SECURITY_Q.search(m.group("q")) is not None)
    if "(" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _PW_BRACKET.finditer(text)
                   if _pw_shaped(m.group("v")))
    if "conta" in low and ("agência" in low or "agencia" in low):
        out.extend(_spans(_CONTA, text, "bank_account"))
    if "nif" in low or "contribuinte" in low:
        for m in _NINE.finditer(text):
            a = sentences.char_start(text, m.start(), sentences.STOP_CHARS)
            # another party's, named in the value's clause, is printed on the receipts one pays them by ("o do
            # senhorio é ...")
            c = max(text.rfind(",", a, m.start()), text.rfind(" e ", a, m.start()), a)
            if pt_nif.is_valid(m.group("v")) and _NIF_NAMED.search(text, a, m.start()) is not None \
                    and _PARTY.search(text, c, m.start()) is None:
                out.append((m.start("v"), m.end("v"), "national_id"))
    if "tessera" in low:
        out.extend(_spans(_TESSERA, text, "national_id"))
    if "หลังบัตร" in text or "laser" in low:
        out.extend(_spans(_TH_LASER, text, "national_id"))
    if "บัตรประชาชน" in text:
        out.extend((m.start(), m.end(), "national_id") for m in _TH_ID.finditer(text)
                   if th_pin.is_valid(m.group().replace("-", "")))
    if "pin" in low:
        out.extend(_spans(_PIN_WAS, text, "pin"))
    if "κωδικ" in low:
        out.extend(_spans(_EL_DOOR, text, "lock_code"))
        out.extend(_spans(_EL_OTP, text, "one_time_code"))
    if "kode" in low:
        out.extend(_spans(_NORDIC_DOOR, text, "lock_code"))
    if "kód" in low:
        out.extend(_spans(_HU_NEW, text, "lock_code"))
    if "|" in text or "," in text and "\n" in text:
        out.extend(_table_values(text, placeholder))
    if "mine" in low or "my n" in low:
        if _NINO_NAMED.search(text) is not None:
            out.extend(_spans(_NINO_MINE, text, "national_id"))
    if "perso" in low or "ausweis" in low:
        for m in _AUSWEIS_NO.finditer(text):
            v = m.group("v")
            if sum(c.isdigit() for c in v) < 1 or sum(c.isalpha() for c in v) < 2:
                continue
            # the card named in the value's sentence or the one before ("... brauche ich die Ausweisnummer. Oben
            # rechts auf meinem Perso steht X")
            a = sentences.char_start(text, m.start(), sentences.STOP_CHARS)
            a = sentences.char_start(text, max(a - 1, 0), sentences.STOP_CHARS)
            if _AUSWEIS_NAMED.search(text, a, m.start()) is not None:
                out.append((m.start("v"), m.end("v"), "national_id"))
    if "capital" in low or "upper" in low:
        for m in _SPELLED_RUN.finditer(text):
            v = _spelled_value(m.group())
            if v is not None and len(v) >= 6:
                out.extend((w.start(), w.end(), "password") for w in re.finditer(
                    r"(?<![\w])" + re.escape(v) + r"(?![\w])", text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("duress", "panic code", "alarm code", "κωδικ", "kapukód", "koden til", "koden till", "tessera sanitaria", "หลังบัตร",
                             "ausweis", "contribuinte", "conta corrente")
