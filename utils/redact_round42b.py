"""Round 42b: personal and bank ids the rules missed by their names, and public values of the same shapes that stay.

Finds, each after its own name (a colon, a copula, "no." between; a number's name reaching further where the value
carries a check digit):
- Philippine government ids in the shapes their issuers print: a PhilHealth number (NN-NNNNNNNNN-N), a Pag-IBIG
  (HDMF) member id (NNNN-NNNN-NNNN), a UMID's common reference number (NNNN-NNNNNNN-N), a PhilSys number (four groups
  of four); round 37b takes the SSS number, round 5 the TIN;
- a Portuguese NISS (eleven digits, 1 for a person, 2 for an employer: a company's word before it keeps it);
- an Argentine CBU or CVU (twenty-two digits, both blocks' check digits as python-stdnum computes them);
- an Australian Medicare card's number (4-5-1 digits and the issue number, its check digit over the first eight) in a
  sentence naming Medicare, however far the name stands ("my Medicare details ...: card number 4429 04173 1").

Keeps (after every round's finder and on the learned layer's spans, whichever took the value):
- digests, hashes and fingerprints: an OCI/docker digest ("nginx@sha256:<64 hex>"), a key's fingerprint printed in
  groups of hex (a PGP key's ten groups of four, an SSH key's colon pairs) in a message naming a key's fingerprint or
  a hash, and any piece of one (the learned layer cut a group alone);
- a masked or elided key ("sk-proj-...7vMJ", "AKIA****WXYZ"): a provider's prefix and a few last characters shown;
- a company's id by its own structure: a Portuguese NIF of a legal person (first digit 5, 6, 7 or 9), a Mexican RFC
  of twelve characters (a persona moral; a person's has thirteen), an id the words right after it call a company's
  ("(é o da empresa, não o meu)", "that's the company's"); an id-shaped value the learned layer cut where the rules'
  id keepers name it a company's (a supplier's 统一社会信用代码 after its 有限公司);
- a card's expiry or code in a message whose only cards are the providers' published test cards ("any future expiry
  like 12/34 works with 4242 4242 4242 4242");
- a year after a year's word ("IP PIN for tax year 2024", "Steuerjahr 2023"), not after a birth year's;
- a number a record's label names in its own clause, a short relative clause between ("the appointment confirmation
  number they emailed is 212090754", "başvuru numarası 10850980"): an application's, a case's, a booking's number,
  which another sentence's PIN or SSN word reached.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from stdnum.ar import cbu as ar_cbu
from stdnum.pt import nif as pt_nif

from utils import card_codes, idcheck, redact_checked_ids, redact_documented

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
# what may stand between a name and its value: punctuation, a copula, a number's abbreviation
_GAP = (r"(?:\s*+(?:[:：=#-]|n\.|nr\.?|no\.?|n°|nº|№|number|num\.?|número|numero|is|es|é|ay|ko|:)\s*+|\s++){1,3}")


def _named(name: str, value: str) -> re.Pattern[str]:
    return re.compile(r"(?i)" + _L + r"(?:" + name + r")" + _R + _GAP + r"(?<![\w-])(?P<v>" + value + r")(?![\w-])")


# ---- Philippine government ids after their names ----

_PH_IDS = (
    # PhilHealth Identification Number (PIN): 2-9-1
    _named(r"phil-?health(?:\s+(?:id|pin|identification|member(?:ship)?|card))?", r"\d{2}-?\d{9}-?\d"),
    # Pag-IBIG (HDMF) Membership ID (MID): 4-4-4
    _named(r"pag-?ibig(?:\s+(?:mid|id|member(?:ship)?(?:\s+id)?))?|hdmf(?:\s+(?:mid|id))?", r"\d{4}-?\d{4}-?\d{4}"),
    # UMID's common reference number (CRN): 4-7-1
    _named(r"umid(?:\s+(?:crn|id|card))?|(?-i:CRN)", r"\d{4}-?\d{7}-?\d"),
    # PhilSys number (PSN) or card number (PCN): four groups of four
    _named(r"philsys(?:\s+(?:card|id))?|phil\s*id|(?-i:PSN|PCN)", r"\d{4}[- ]?\d{4}[- ]?\d{4}[- ]?\d{4}"),
)


# ---- a Portuguese NISS ----

_NISS = _named(r"niss|n\.\s?i\.\s?s\.\s?s\.|n[úu]mero\s+de\s+identifica[çc][ãa]o\s+(?:da|de)\s+seguran[çc]a\s+social"
               r"|n[úu]mero\s+(?:da|de)\s+seguran[çc]a\s+social", r"[12]\d{10}")
# an employer's NISS (2...) named as the company's
_COMPANY_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:empresa|entidade\s+(?:patronal|empregadora)|empregador\w*|sociedade|firma|company|employer"
    r"|lda|ltda|s\.a\.|unipessoal)" + _R + r"[^\d\n.;]{0,30}$")


# ---- an Argentine CBU or CVU ----

_CBU_NAME = re.compile(r"(?i)" + _L + r"(?:cbu|cvu|clave\s+bancaria\s+uniforme|clave\s+virtual\s+uniforme)" + _R)
_CBU_VALUE = re.compile(r"(?<![\d-])(?P<v>\d{8}[ -]?\d{14})(?![\d-])")
_CBU_REACH = 48


# ---- an Australian Medicare card ----

_MEDICARE = re.compile(r"(?i)" + _L + r"medicare" + _R)
# 4-5-1 and the issue number (IRN), as the card prints them; the first digit 2 to 6
_MEDICARE_VALUE = re.compile(r"(?<![\d-])(?P<v>[2-6]\d{3}([ -]?)\d{5}\2\d(?:(?:\2|/|-)[1-9])?)(?![\d-]|[.,]\d)")
_SENTENCE_MARK = re.compile(r"[.!?;\n。！？](?=\s|$)")


def _medicare_named(text: str, s: int) -> bool:
    """Medicare named earlier in the value's sentence, or in the one before it."""
    marks = [m.end() for m in _SENTENCE_MARK.finditer(text, max(0, s - 240), s)]
    a = marks[-2] if len(marks) >= 2 else max(0, s - 240)
    return _MEDICARE.search(text, a, s) is not None


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if not any(c.isdigit() for c in text):
        return out
    if "phil" in low or "ibig" in low or "hdmf" in low or "umid" in low or "PSN" in text or "PCN" in text or (
            "CRN" in text):
        for rx in _PH_IDS:
            out.extend((m.start("v"), m.end("v"), "national_id") for m in rx.finditer(text))
    if "niss" in low or "segurança social" in low or "seguranca social" in low or "n.i.s.s" in low:
        for m in _NISS.finditer(text):
            if not (m.group("v")[0] == "2" and _COMPANY_BEFORE.search(text, max(0, m.start() - 40), m.start())):
                out.append((m.start("v"), m.end("v"), "national_id"))
    if "cbu" in low or "cvu" in low or "uniforme" in low:
        for n in _CBU_NAME.finditer(text):
            v = _CBU_VALUE.search(text, n.end(), n.end() + _CBU_REACH + 23)
            if v is None or v.start() - n.end() > _CBU_REACH or any(c.isdigit() for c in text[n.end() : v.start()]):
                continue
            if "\n" in text[n.end() : v.start()] or not ar_cbu.is_valid(re.sub(r"\D", "", v.group("v"))):
                continue
            out.append((v.start("v"), v.end("v"), "bank_account"))
    if "medicare" in low:
        for m in _MEDICARE_VALUE.finditer(text):
            if idcheck.au_medicare_ok(m.group("v")) and _medicare_named(text, m.start()):
                out.append((m.start("v"), m.end("v"), "national_id"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# The gate's words these rules need beyond the other rounds' (names of ids, never verbs: a trigger also counts as a
# value's own name after a tag).
TRIGGERS: tuple[str, ...] = ("philhealth", "phil-health", "pag-ibig", "pagibig", "hdmf", "umid", "philsys", "niss",
                             "segurança social", "cbu", "cvu", "medicare")


# ---- keeps: digests, hashes and fingerprints ----

# a content digest, alone or after an image's name ("nginx@sha256:...", "sha256:...", "md5:...")
_DIGEST = re.compile(r"(?i)(?:[\w./:-]+@)?(?:sha(?:1|224|256|384|512)|md5|blake2[bs]?|sha3-\d{3}):[0-9a-f]{32,128}")
# a fingerprint printed in groups: hex groups of four split by spaces (a PGP key's ten), or hex pairs split by colons
# (an SSH key's MD5, a certificate's SHA-1 or SHA-256)
_HEX_GROUPS = re.compile(r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{4}[ ]{1,2}){7,15}[0-9A-Fa-f]{4}(?![0-9A-Za-z])"
                         r"|(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{2}:){15,63}[0-9A-Fa-f]{2}(?![0-9A-Za-z:])")
# a message naming a key's fingerprint, a hash or a signature's key
_HASH_TALK = re.compile(
    r"(?i)" + _L + r"(?:fingerprints?|thumbprints?|gpg|pgp|gnupg|openpgp|key\s*id|keyid|sha-?\d*|md5|hash\w*"
    r"|checksums?|digests?|signing\s+key|public\s+key|pubkey|keyring|fingerabdruck|empreinte|huella|impronta"
    r"|impressão\s+digital|vingerafdruk|odcisk|otisk|отпечат\w*|parmak\s+izi)" + _R + r"|指纹|指紋|지문|フィンガープリント")


def _hex_digits(v: str) -> int:
    return sum(c in "0123456789abcdefABCDEF" for c in v)


def _in_fingerprint(text: str, s: int, e: int) -> bool:
    """Whether text[s:e] lies inside a fingerprint's groups (MD5, SHA-1, SHA-256: 32, 40 or 64 hex digits) holding a
    letter, in a message that names a fingerprint or a hash."""
    for m in _HEX_GROUPS.finditer(text, max(0, s - 200), min(len(text), e + 200)):
        if m.start() <= s and e <= m.end() and _hex_digits(m.group()) in (32, 40, 64) and re.search(
                r"[A-Fa-f]", m.group()) and _HASH_TALK.search(text):
            return True
    return False


# ---- keeps: masked and elided keys ----

# a provider's prefix (letters, digits, '-' or '_' parts), a mask (dots, an ellipsis, stars, bullets, x's), and at
# most eight last characters: what a dashboard, a scanner's e-mail or a log shows of a key
_MASKED = re.compile(
    # a provider's prefix ending in '-' or '_' ("sk-proj-", "ghp_", "pk_live_"), one in capitals ("AKIA"), or none
    r"(?:(?:[A-Za-z0-9]{1,8}(?:[-_][A-Za-z0-9]{1,8}){0,3}[-_]|[A-Z0-9]{2,8})[A-Za-z0-9]{0,4})?"
    # the mask: dots, an ellipsis, stars, bullets, x's; then a few last characters
    r"(?:\.{3,}|…+|\*{3,}|•{3,}|·{3,}|(?-i:x{4,}|X{4,}))[A-Za-z0-9]{0,8}")


# ---- keeps: a company's id by its structure, or said to be the company's ----

_NIF_LABEL = re.compile(r"(?i)" + _L + r"(?:nif|nipc|contribuinte|n\.?\s?º?\s+(?:de\s+)?contribuinte|número\s+fiscal"
                        r"|número\s+de\s+identificação\s+fiscal)" + _R + r"[^\d\n]{0,30}$")
# the speaker's claim on the number right before it ("o meu NIF", "o NIF é o meu"); after it, "não o meu" denies
_OWN_BEFORE = re.compile(r"(?i)" + _L + r"(?:meu|minha|my|mi|mio|mein\w*|mon|ma)" + _R)
_NIF_VALUE = re.compile(r"\d{3} ?\d{3} ?\d{3}")

_RFC_LABEL = re.compile(r"(?i)" + _L + r"(?:rfc|r\.\s?f\.\s?c\.)" + _R + r"[^\d\n]{0,30}$")
_RFC_MORAL = re.compile(r"[A-ZÑ&]{3}(\d{2})(\d{2})(\d{2})[A-Z0-9]{3}")

# words right after a value saying it is a company's, in its bracket or clause ("(é o da empresa, não o meu)",
# "— that's the company's", "(es el de la empresa)", "(das ist die der Firma)"): a copula or an article and a
# preposition before the company's word, or its genitive ("the supplier's"); a comma and a noun alone name another id
_CO = (r"(?:empresa|company|firma|entreprise|société|azienda|società|bedrijf|firm|business|loja|oficina|tienda|shop"
       r"|fornecedor|proveedor|fournisseur|fornitore|lieferant\w*|supplier|vendor|employer|empregador|empleador)")
# the company's word closes the clause, or a denial follows ("é o da empresa, não o meu"): "is the company VPN" names
# another thing
_CO_END = r"(?:['’]s)?(?=[^\S\n]*(?:[),.;:!?—–]|$|(?:and|not|but|e|y|et|und|não|no|ni|nicht|niet)\s))"
_COMPANY_AFTER = re.compile(
    r"(?i)[^\S\n]*[(,–—-]?[^\S\n]*(?:"
    r"(?:(?:it|that|this|das|dies|ce|esto|isto|questo|dat)[^\S\n]*)?(?:'s|’s|is|é|es|est|c'est|ist|è|is\s+van)[^\S\n]+"
    r"(?:(?:the|o|a|el|la|le|die|der|das|il|lo|het|de)[^\S\n]+)?(?:(?:da|do|de\s+la|del|de\s+l['’]|du|der|des|della"
    r"|dello|dell['’]|of\s+the|van\s+het|van\s+de)[^\S\n]*)?" + _CO + _CO_END +
    r"|(?:o|a|el|la|le|die|der|das|il|lo|het|the)[^\S\n]+(?:da|do|de\s+la|del|de\s+l['’]|du|der|des|della|dello"
    r"|dell['’]|of\s+the|van\s+het|van\s+de)[^\S\n]*" + _CO + _CO_END +
    # the genitive alone must close the clause too: "the employer's form", "the company's EIN" name another thing
    r"|(?:the\s+)?" + _CO + r"['’]s" + _CO_END + r")")
_ID_KINDS = frozenset({"national_id", "tax_id", "id_number", "resident_id", "secret", "ssn"})
_ID_SHAPED = re.compile(r"[A-Z0-9][A-Z0-9 ./-]{6,22}[A-Z0-9]")


def _company_structure(text: str, s: int, e: int) -> bool:
    """Whether text[s:e] is a company's id by its own structure: a Portuguese legal person's NIF after its label, no
    claim of the speaker's on it; a Mexican persona moral's RFC (twelve characters, a valid date) after "RFC"."""
    v = text[s:e]
    if _NIF_VALUE.fullmatch(v):
        d = v.replace(" ", "")
        lab = _NIF_LABEL.search(text, max(0, s - 48), s)
        if d[0] in "5679" and pt_nif.is_valid(d) and lab is not None and not _OWN_BEFORE.search(
                text, max(0, lab.start() - 12), s):
            return True
    m = _RFC_MORAL.fullmatch(v)
    if m is not None and _RFC_LABEL.search(text, max(0, s - 24), s):
        yy, mm, dd = (int(g) for g in m.groups())
        try:
            date(2000 + yy, mm, dd)
        except ValueError:
            return False
        return True
    return False


def _company_said(text: str, s: int, e: int) -> bool:
    """Whether the words right after the id call it a company's."""
    return _COMPANY_AFTER.match(text, e) is not None


def _learned_company_id(text: str, s: int, e: int, k: str) -> bool:
    """Whether an id-shaped value cut as a plain secret (the learned layer's kind) is one the rules' company keeper
    (utils.redact_checked_ids) keeps when it is read as the id it looks like."""
    if k != "secret" or _ID_SHAPED.fullmatch(text[s:e]) is None or sum(c.isdigit() for c in text[s:e]) < 6:
        return False
    if _SECRET_NAME.search(text, max(0, s - 60), s):
        return False  # "the company VPN token 83920174": a secret's name, not an id's
    probe = [(s, e, "national_id")]
    redact_checked_ids.keep(text, probe)
    return not probe


# ---- keeps: a test card's expiry and code ----

_CARD_NUMBER = re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])")
_CARD_DETAIL_KINDS = frozenset({"card_expiry", "card_code", "cvv", "card_cvv"})
# a card's code or expiry by its name right before the value, whatever kind a rule gave it ("CVC 123": a one-time code)
_CARD_DETAIL_NAME = re.compile(r"(?i)" + _L + r"(?:cvc2?|cvv2?|cid|csc|security\s+code|exp(?:iry|iration)?(?:\s+date)?"
                               r"|valid\s+(?:thru|through|until))" + _R + r"[^\w\n]{0,3}(?:(?:is|of|like)\s+)?$")


def _only_test_cards(text: str) -> bool:
    """Whether every card number passing Luhn in the text is a provider's published test card, in a test's talk."""
    cards = [re.sub(r"\D", "", m.group()) for m in _CARD_NUMBER.finditer(text)]
    cards = [c for c in cards if idcheck.luhn_ok(c)]
    return bool(cards) and all(c in redact_documented.TEST_CARDS or card_codes.repeated_digit_card(c)
                               for c in cards) and card_codes.TEST_CONTEXT.search(text) is not None


# ---- keeps: a year after a year's word ----

_YEAR = re.compile(r"(?:19|20)\d\d")
_YEAR_WORD = re.compile(
    r"(?i)(?:" + _L + r"(?:(?:tax|fiscal|financial|assessment|income|calendar|academic|school|model|reporting|budget"
    r"|plan|policy|benefit|filing)\s+year|year|yr|fy|ty|steuerjahr|veranlagungsjahr|kalenderjahr|jahr"
    r"|ejercicio(?:\s+fiscal)?|año(?:\s+fiscal)?|exercice(?:\s+fiscal)?|année(?:\s+fiscale)?|anno(?:\s+fiscale"
    r"|\s+d['’]imposta)?|ano(?:\s+fiscal)?|ano-base|belastingjaar|jaar|inkomstår|inkomståret|år|rok(?:\s+podatkowy)?"
    r"|vergi\s+yılı|налоговый\s+год|год)" + _R + r")[^\S\n]*(?:of[^\S\n]+)?$")
_BIRTH = re.compile(r"(?i)birth|born|nacimiento|nascimento|nascita|naissance|geburt|geboren|doğum|рожден|urodzeni"
                    r"|syntymä|født|född|geboorte|生年|出生|생년")


def _year_named(text: str, s: int, e: int) -> bool:
    if _YEAR.fullmatch(text[s:e]) is None:
        return False
    w = _YEAR_WORD.search(text, max(0, s - 28), s)
    return w is not None and _BIRTH.search(text, max(0, w.start() - 24), s) is None


# ---- keeps: a record's number under its label, a relative clause between ----

_RECORD_LABEL = re.compile(
    r"(?i)" + _L + r"(?:(?:appointment|confirmation|application|reference|case|claim|receipt|ticket|booking"
    r"|reservation|order|tracking|transaction|request|dossier|docket|submission|enrollment|enrolment"
    r"|registration\s+confirmation|service\s+request|work\s+order)\s+(?:number|no\.?|#|id)"
    # de, nl
    r"|antragsnummer|vorgangsnummer|aktenzeichen|terminnummer|bestätigungsnummer|buchungsnummer|auftragsnummer"
    r"|bestellnummer|referenznummer|fallnummer|aanvraagnummer|dossiernummer|referentienummer|bevestigingsnummer"
    r"|afspraaknummer|zaaknummer|boekingsnummer|ordernummer"
    # es, pt, fr, it
    r"|n[úu]mero\s+(?:de|do|da)\s+(?:solicitud|expediente|confirmaci[óo]n|cita|reserva|pedido|referencia|tr[áa]mite"
    r"|folio|radicado|processo|protocolo|requerimento|confirma[çc][ãa]o|marca[çc][ãa]o|agendamento|refer[êe]ncia"
    r"|candidatura|inscri[çc][ãa]o)"
    r"|num[ée]ro\s+(?:de\s+)?(?:dossier|demande|confirmation|rendez-vous|r[ée]servation|commande|r[ée]f[ée]rence)"
    r"|numero\s+(?:di|della|del)\s+(?:pratica|domanda|conferma|prenotazione|ordine|protocollo|riferimento|richiesta)"
    # pl, ru, uk, tr, id
    r"|numer\s+(?:wniosku|sprawy|zgłoszenia|potwierdzenia|rezerwacji|zamówienia|referencyjny)"
    r"|номер\s+(?:заявки|заявления|обращения|дела|заказа|брони|бронирования|подтверждения|звернення|заяви)"
    r"|(?:başvuru|referans|takip|sipariş|rezervasyon|randevu|dosya|işlem|onay)\s+(?:numarası|no\.?|numaranız)"
    r"|nomor\s+(?:pengajuan|permohonan|tiket|pesanan|referensi|pendaftaran))" + _R
    + r"|申请号|申請號|申请编号|申請編號|受付番号|申込番号|予約番号|접수\s?번호|신청\s?번호|예약\s?번호")
# what may stand between the label and its value: a few words (a relative clause: "they emailed", "on the letter"),
# a copula; no digit, no secret's name
_RECORD_GAP = re.compile(r"[^\d\n.!?;。！？]{0,40}$")
_SECRET_NAME = re.compile(r"(?i)pin|pass|code|kod|kód|código|codice|clave|senha|şifre|parol|пароль|код|ssn|social"
                          r"|secret|otp|tan\b|密码|密碼|暗証|비밀번호|인증")
_RECORD_KINDS = frozenset({"pin", "ssn", "one_time_code", "secret", "password", "password_shaped", "code",
                           "national_id", "announced", "passcode"})
_NUMBER = re.compile(r"[A-Z]{0,4}[-#]?\d[\d -]{3,22}\d|\d{4,}")


def _record_number(text: str, s: int, e: int) -> bool:
    """Whether the number at text[s:e], of seven digits or more (a code sent to be typed is shorter), is the one a
    record's label names before it in its clause."""
    v = text[s:e].strip()
    if _NUMBER.fullmatch(v) is None or sum(c.isdigit() for c in v) < 7:
        return False
    a = max(0, s - 90)
    last = None
    for last in _RECORD_LABEL.finditer(text, a, s):
        pass
    if last is None:
        return False
    gap = text[last.end() : s]
    return _RECORD_GAP.fullmatch(gap) is not None and _SECRET_NAME.search(gap) is None


def keep(text: str, spans: list[Span]) -> None:
    """Drops digests and fingerprints, masked keys, companies' ids, a test card's expiry and code, years after a year's
    word and a record's numbers under their labels, whichever rule or layer cut them."""
    if not spans:
        return
    test_cards: bool | None = None
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        vs = s + len(v) - len(v.lstrip(" \"'`([<"))
        ve = e - len(v) + len(v.rstrip(" \"'`)]>.,;:"))
        core = text[vs:ve]
        if _DIGEST.fullmatch(core) or _MASKED.fullmatch(core) or _in_fingerprint(text, vs, ve):
            continue
        if k in _ID_KINDS and (_company_structure(text, vs, ve) or _company_said(text, vs, ve)):
            continue
        if _learned_company_id(text, vs, ve, k):
            continue
        if k in _CARD_DETAIL_KINDS or _CARD_DETAIL_NAME.search(text, max(0, vs - 24), vs):
            if test_cards is None:
                test_cards = _only_test_cards(text)
            if test_cards:
                continue
        if _year_named(text, vs, ve):
            continue
        if k in _RECORD_KINDS and _record_number(text, vs, ve):
            continue
        out.append((s, e, k))
    spans[:] = out
