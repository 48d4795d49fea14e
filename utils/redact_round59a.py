"""Round 59a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a password given as "It's <word and digits>" in the sentence after the one naming it ("the Netflix password and I
  keep forgetting it. It's Kettle270"), a word with a digit and no mark, which round 58a's mixed password lacks;
- a call box's code ("Call box code is 7446");
- a card's security code in a Markdown table's column named so ("| cvc |" over "| 147 |");
- an MPIN after its name in the sentence or opening the next one ("MPIN ko sa GCash, 8037", "MPIN ko? 1312 kasi
  yun");
- a Scandinavian code in its definite form given with a verb ("Den nya koden blir 984187", "koden er 5521"), not a
  discount's, a postcode's or an error's;
- a Japanese PIN or password alone in the sentence after the one naming it ("暗証番号、…覚えておいてください。９１６９です。");
- a card's security code named in Spanish, Portuguese or French with no card in the message ("el código de seguridad
  es 822": the card came in the message before);
- an M-PESA confirmation's transaction code ("TUIAANEBFU Imethibitishwa. Ksh3,500.00 imetumwa ...");
- a DVLA licence check code in its printed pairs ("The check code I just generated: dW Lq L7 Kb");
- a key's later part after "part 2:" ("part 2: 29ed642e31c843de"), the first having been announced;
- a South African income tax reference number ("income tax reference number 2155830126");
- a lock's code said in three to eight English number words after "padlock is" ("padlock is zero six seven");
- the speaker's account number in Hindi ("मेरा अकाउंट नंबर 13144405146 है");
- a password spelled out after "that is" in the sentence naming it ("Пароль у меня — ..., то есть hjvfirf1977");
- a bank's SMS code to sign or confirm an operation after the operation's words ("Tu código para firmar la operación
  de 1.250,00 EUR es 723515").
Holds (put back after the keepers): the tax reference (a tax authority's name beside it reads as the body's own
number), the Hindi account, the transaction code and the MPIN.

utils.redact's ROUNDS registry calls ``find`` and ``hold``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import redact_round56a

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM_END = r"(?![0-9]|[.,/:][0-9])"

_PW_NAMED = re.compile(r"(?i)" + _L + r"(?:password|passcode|passwort|contraseña|mot\s+de\s+passe|senha|wachtwoord"
                       r"|hasło|пароль)" + _R)
# "It's Kettle270," after a sentence's end
_ITS = re.compile(r"(?:(?<=[.!?])\s+|^)(?:It's|It’s|It is)\s+(?P<v>[A-Za-z]{3,}[0-9]{2,6}|[0-9]{2,6}[A-Za-z]{3,})"
                  r"(?=[,;]?\s|[.!]?$|[.!]\s)")

_CALL_BOX = re.compile(r"(?i)" + _L + r"call\s?box\s+code\s*(?:is\s+|[:：]\s*)?#?(?<![0-9])(?P<v>[0-9]{3,8})#?"
                       + _NUM_END)

_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|.*\|[ \t]*$")
_CODE_HEAD = re.compile(r"(?i)\s*(?:cvc2?|cvv2?|csc|cid|security\s+code|card\s+code|código\s+de\s+seguridad|"
                        r"kartenprüfnummer|cryptogramme)\s*")

_MPIN = re.compile(r"(?i)" + _L + r"m-?pin" + _R + r"(?P<gap>[^0-9\n]{0,30}?)(?<![0-9₱$€£])(?P<v>[0-9]{4,6})"
                   + _NUM_END)

_SCANDI_CODE = re.compile(r"(?i)" + _L + r"(?P<name>\w*koden)\s+(?:blir|är|er|bliver|var|blev|ska\s+vara|skal\s+være"
                          r"|skal\s+vere)\s+(?<![0-9])(?P<v>[0-9]{4,8})" + _NUM_END)
_SCANDI_NOT = re.compile(r"(?i)^(?:rabatt|post|kampanj|kampanje|bonus|fel|feil|produkt|qr|streck|strek|land|rikt"
                         r"|område|omrade|rabat)")

_JA_NAMED = re.compile(r"暗証番号|パスワード|(?<![A-Za-z])PIN(?![A-Za-z])|ピン")
_JA_ALONE = re.compile(r"(?:^|[。\n！？])\s*(?P<v>[0-9]{4,8})\s*(?:です|だよ|だ|でした)(?:[。！\n]|$)")

_CARD_CODE = re.compile(r"(?i)" + _L + r"(?:c[óo]digo\s+de\s+seguran[çc]a|c[óo]digo\s+de\s+seguridad|code\s+de\s+s[ée]curit[ée]"
                        r"|cryptogramme(?:\s+visuel)?)\s*(?:es|é|est|:)\s*(?<![0-9])(?P<v>[0-9]{3,4})" + _NUM_END)

_MPESA_CODE = re.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z0-9]{10})\s+(?:Confirmed|Imethibitishwa)" + _R)

_CHECK_CODE = re.compile(r"(?i)" + _L + r"check\s+code[^:\n.]{0,40}[:：]\s*"
                         r"(?P<v>(?-i:[A-Za-z0-9]{2}(?:\s[A-Za-z0-9]{2}){3}|[A-Za-z0-9]{8}))(?![A-Za-z0-9])")

_PART = re.compile(r"(?i)" + _L + r"part\s*(?:2|3|4|two|three|four)\s*[:：]\s*(?P<v>[A-Za-z0-9_-]{12,80})(?![A-Za-z0-9_-])")

_ZA_TAX = re.compile(r"(?i)" + _L + r"income\s+tax\s+(?:reference\s+)?(?:number|no\.?)\s*(?:is\s+|[:：]\s*)?"
                     r"(?<![0-9])(?P<v>[01239][0-9]{9})" + _NUM_END)

_NUMBER_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_LOCK_WORDS = re.compile(r"(?i)" + _L + r"(?:padlock|lock|combination|combo)(?:\s+code)?\s+(?:is|[:：])\s+"
                         r"(?P<v>" + _NUMBER_WORD + r"(?:[\s,-]+" + _NUMBER_WORD + r"){2,7})" + _R)

_HI_ACCOUNT = re.compile(r"(?:मेरा|मेरे|मेरी)\s+(?:बैंक\s+)?(?:अकाउंट|एकाउंट|खाता|खाते)\s+(?:नंबर|नम्बर|संख्या)\s*(?:है\s*)?"
                         r"[:：]?\s*(?<![0-9])(?P<v>[0-9]{9,18})" + _NUM_END)

_THAT_IS = re.compile(r"(?i)(?:" + _L + r"(?:то\s+есть|т\.\s?е\.|i\.\s?e\.|that\s+is|das\s+heißt|d\.\s?h\.|c'est-à-dire"
                      r"|es\s+decir|czyli|tj\.)|тобто)[,:]?\s+(?P<v>[^\s,;]{6,40}?)(?=[,;]?\s|[.!]?$|[.!]\s)")
_SENTENCE_END = re.compile(r"[.!?](?=\s)|[\n。！？]")

_SIGN_CODE = re.compile(r"(?i)" + _L + r"c[óo]digo\s+(?:para|de)\s+(?:firmar|firma|confirmar|confirmaci[óo]n|autorizar"
                        r"|validar|verificaci[óo]n|acceso)" + _R + r"(?:[^.!?\n0-9]|[0-9.,](?=[0-9])|[0-9]){0,80}?"
                        r"\s(?:es|será|:)\s*(?<![0-9])(?P<v>[0-9]{4,8})" + _NUM_END)


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def _its_password(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _ITS.finditer(text):
        if _PW_NAMED.search(text, max(0, m.start() - 120), m.start()) is not None:
            out.append((m.start("v"), m.end("v"), "password"))
    return out


def _table_codes(text: str) -> list[Span]:
    """Cells under a column named as a card's security code: three or four digits."""
    out: list[Span] = []
    column: int | None = None
    for row in _TABLE_ROW.finditer(text):
        cells = row.group(0).strip().strip("|").split("|")
        if column is None:
            heads = [i for i, c in enumerate(cells) if _CODE_HEAD.fullmatch(c)]
            column = heads[0] if heads else None
            continue
        if column >= len(cells):
            continue
        at = row.start() + row.group(0).index("|") + 1 + sum(len(c) + 1 for c in cells[:column])
        m = re.fullmatch(r"\s*([0-9]{3,4})\s*", cells[column])
        if m is not None:
            out.append((at + m.start(1), at + m.end(1), "card_code"))
    return out


def _ja_alone(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _JA_ALONE.finditer(text):
        before = text[max(0, m.start("v") - 60) : m.start("v")]
        if _JA_NAMED.search(before) is not None:
            out.append((m.start("v"), m.end("v"), "pin"))
    return out


def _that_is(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _THAT_IS.finditer(text):
        v = m.group("v").strip("«»\"'“”")
        if not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and redact_round56a.password_like(v)):
            continue
        start = 0
        for stop in _SENTENCE_END.finditer(text, 0, m.start()):
            start = stop.end()
        if _PW_NAMED.search(text, start, m.start()) is not None:
            out.append((m.start("v"), m.end("v"), "password"))
    return out


def _scandi(text: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), "pin") for m in _SCANDI_CODE.finditer(text)
            if _SCANDI_NOT.match(m.group("name")) is None]


def _mpin(text: str) -> list[Span]:
    # a sentence's end in the gap is allowed once: "MPIN ko? 1312 kasi yun"
    return [(m.start("v"), m.end("v"), "pin") for m in _MPIN.finditer(text)
            if len(_SENTENCE_END.findall(m.group("gap"))) <= 1]


def hold(text: str, spans: list[Span]) -> list[Span]:
    """The tax reference, the Hindi account, the M-PESA transaction code and the MPIN: put back after the keepers
    (a tax authority named beside the number, "Ref No." beside the MPIN read as the other party's)."""
    mine: set[tuple[int, int]] = set()
    low = text.lower()
    if "income tax" in low:
        mine |= {m.span("v") for m in _ZA_TAX.finditer(text)}
    if "नंबर" in text or "नम्बर" in text or "संख्या" in text:
        mine |= {m.span("v") for m in _HI_ACCOUNT.finditer(text)}
    if "m-pesa" in low or "mpesa" in low:
        mine |= {m.span("v") for m in _MPESA_CODE.finditer(text)}
    if "pin" in low:
        mine |= {(s, e) for s, e, _ in _mpin(text)}
    return [sp for sp in spans if (sp[0], sp[1]) in mine]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    pw = _PW_NAMED.search(text) is not None
    if "it" in low and pw:
        out.extend(_its_password(text))
    if "box" in low:
        out.extend(_spans(_CALL_BOX, text, "lock_code"))
    if "|" in text:
        out.extend(_table_codes(text))
    if "pin" in low:
        out.extend(_mpin(text))
    if "koden" in low:
        out.extend(_scandi(text))
    if _JA_NAMED.search(text) is not None:
        out.extend(_ja_alone(text))
    if "seguran" in low or "seguridad" in low or "sécurité" in low or "securite" in low or "cryptogramme" in low:
        out.extend(_spans(_CARD_CODE, text, "card_code"))
    if "m-pesa" in low or "mpesa" in low:
        out.extend(_spans(_MPESA_CODE, text, "secret"))
    if "check code" in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _CHECK_CODE.finditer(text)
                   if re.search(r"[a-z]", m.group("v")) and re.search(r"[A-Z]", m.group("v")))
    if "part" in low:
        out.extend((m.start("v"), m.end("v"), "api_key") for m in _PART.finditer(text)
                   if any(c.isdigit() for c in m.group("v")) and any(c.isalpha() for c in m.group("v")))
    if "income tax" in low:
        out.extend(_spans(_ZA_TAX, text, "tax_id"))
    if "is" in low or ":" in text:
        out.extend(_spans(_LOCK_WORDS, text, "lock_code"))
    if "नंबर" in text or "नम्बर" in text or "संख्या" in text:
        out.extend(_spans(_HI_ACCOUNT, text, "bank_account"))
    if pw:
        out.extend(_that_is(text))
    if "digo" in low:
        out.extend(_spans(_SIGN_CODE, text, "one_time_code"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# a licence check code's words (the gate sees no value in "dW Lq L7 Kb"); few, since a trigger is also read as a
# secret's own name beside a tag (see round 55a)
TRIGGERS: tuple[str, ...] = ("dvla", "check code:")
