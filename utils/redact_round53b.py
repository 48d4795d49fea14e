"""Round 53b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's and an announced message's spans):
- a bank's code after its name: a Ukrainian bank's MFO ("МФО банку 305299"), a Russian bank's BIK ("БИК банка
  044525225"), an Indian branch's BSR code ("BSR code 6390714", seven digits, printed on every tax challan it takes;
  round 56b); every branch of the bank prints it on its forms;
- a case's, a request's, a ticket's or a reference's number right after its label, a prefix of letters allowed
  ("Saksnummer LK-64795266", "מספר הפנייה הקודמת שלי 596105457", "Aktenzeichen 2025-118", "Reference
  REF815116897", "numéro de dossier 2025-88412"): it names a file at an office, it opens nothing. A secret's word
  between the label and the value ("ticket number and PIN: ...") leaves it cut, and a card's or an account's number
  stays one;
- an employee's, a student's, a customer's or a branch's code after its label ("รหัสพนักงาน 877504", "รหัสนักศึกษา
  ...", "employee ID 40211", "Personalnummer 77120"): the Thai "รหัส" is a code, and one of these a password's
  word never; "รหัสผ่าน" (a password) and "รหัส PIN" stay cut;
- a JWT's header alone ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", {"alg": .., "typ": ..}) inside a longer span: every
  token of its algorithm opens so, and cut alone it would be cut again inside the documented example quoted after it
  (jwt.io's); the token around it stays cut by its own span;
- a famous weak password with a digit or a mark put after it ("P@ssw0rd1", "Welcome1!", "Qwerty123") in talk about
  passwords (a training, a list, a comparison), as utils.redact_documented keeps the bare ones; a season and its year
  ("Summer2024!", "Herbst2024!") is one there too, in talk about weak or sprayed passwords (round 56b).

utils.redact's ROUNDS registry calls ``keep``; utils.redact_announced calls ``labelled`` on an announced message's
spans; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from utils import redact_documented

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
# the kinds a number's or a reference's shape was taken for
_NUMBER_KINDS = frozenset({"secret", "national_id", "tax_id", "id_number", "resident_id", "pin", "one_time_code",
                           "code", "card", "bank_account", "account_number", "password", "high_entropy", "passcode",
                           "ssn", "sin", "announced", "repeated", "password_shaped", "token", "api_key"})

# ---- a bank's code ----
_BANK_CODE = re.compile(
    r"(?i)" + _L + r"(?:(?P<l>мфо|бик|bik|бік)(?:\s+(?:банку|банка|банк|отримувача|получателя|одержувача"
    r"|bankasy|banku))?|(?P<bsr>bsr)(?:\s+(?:code|no\.?|number))?)\s*(?:№|:)?\s*$")

# ---- a case's, a request's, a ticket's number ----
_CASE_LABEL = (
    r"(?:(?<!in\s)case|ticket|incident|complaint|inquiry|enquiry|request|booking|file|docket|matter)"
    r"\s*(?:number|no\.?|nr\.?|id|#)|(?<!in\s)case|ticket|reference|ref(?:\.|\s+no\.?|\s+number)?"
    r"|saks(?:nummer(?:et)?|nr\.?)|sags(?:nummer(?:et)?|nr\.?)|ärende(?:nummer(?:et)?|nr\.?)"
    r"|referanse(?:nummer(?:et)?)?|referensnummer(?:et)?|referencenummer(?:et)?"
    r"|aktenzeichen|az\.|vorgangsnummer|ticketnummer|fallnummer|geschäftszeichen"
    r"|zaaknummer|dossiernummer|referentienummer|kenmerk|asianumero|diaarinumero|tikettinumero"
    r"|numéro\s+de\s+(?:dossier|ticket|réclamation|demande|référence|cas)|n°\s+de\s+dossier"
    r"|número\s+de\s+(?:expediente|caso|ticket|reclamación|solicitud|incidencia|protocolo|processo|pedido)"
    r"|n[úu]mero\s+do\s+(?:protocolo|processo|chamado|pedido)|protocolo"
    r"|numero\s+(?:di\s+)?(?:pratica|ticket|protocollo|richiesta|segnalazione)"
    r"|numer\s+(?:sprawy|zgłoszenia|wniosku|reklamacji)|číslo\s+(?:jednací|spisu|případu|žádosti)"
    r"|номер\s+(?:обращения|заявки|заявления|дела|тикета|звернення|заявки|справи)"
    r"|(?:başvuru|dosya|talep|şikayet|bilet)\s+(?:numarası|no\.?)|nomor\s+(?:tiket|pengaduan|laporan|kasus)")
_CASE_BEFORE = re.compile(
    r"(?i)(?:" + _L + r"(?:" + _CASE_LABEL + r")" + r"(?!\w)"
    r"|מספר\s+(?:ה)?(?:פנייה|פניה|אסמכתא|תיק|תלונה|קריאה|בקשה|הזמנה|אישור)|אסמכתא"
    r"|رقم\s+(?:القضية|البلاغ|الشكوى|الطلب|المرجع|التذكرة|المعاملة)|受付番号|案件番号|問い合わせ番号|お問い合わせ番号"
    r"|工单号|案件号|受理号|申请编号|参考号|접수번호|사건번호|문의번호)"
    r"(?P<gap>(?:\s+[^\W\d_][\w'-]*){0,3}?)\s*(?:[:#№]|n[º°o]\.?)?\s*(?:[A-Za-z]{1,5}[-/]?)?$")
# a secret's word between the label and the value, or before the label ("the security reference")
_SECRET_WORD = re.compile(
    r"(?i)" + _L + r"(?:pin|pass\w*|passcode|code|cod\w*|kod\w*|код\w*|otp|tan|cvv|cvc|пароль|şifre|hasło|heslo"
    r"|parol\w*|clave|senha|secret\w*|security|sicherheit\w*|kennwort|passord|lösenord|salasana|token|key|login"
    r"|account\w*|card\w*|konto|iban|cuenta|conta|compte|carte|tarjeta|karte|сч[её]т\w*|рахун\w*|карт\w*"
    r"|סיסמ\w*|קוד)" + _R + r"|رمز|كلمة\s+(?:السر|المرور)|密码|暗証|비밀번호")
# a tax office's reference is the taxpayer's number ("income tax reference", "Steuer-Referenz")
_TAX_BEFORE = re.compile(r"(?i)" + _L + r"(?:tax|taxpayer|steuer\w*|impôts?|fiscal\w*|skatt\w*|belasting\w*|налог\w*"
                         r"|податк\w*|vergi|pajak|sars|hmrc|irs)" + _R + r"[\s-]*$")
# the reference's value: letters, digits and their joiners, enough digits to be a number
_REFERENCE = re.compile(r"[A-Za-z0-9][A-Za-z0-9/.-]{2,30}")
# a card's or an account's number after "reference" is a card's, an account's still
_MONEY_KINDS = frozenset({"card", "bank_account", "account_number", "iban"})

# ---- an employee's, a student's, a customer's code ----
_STAFF_BEFORE = re.compile(
    r"(?i)(?:รหัส(?:พนักงาน|นักศึกษา|นักเรียน|ลูกค้า|สาขา|ไปรษณีย์|สินค้า|บุคลากร|ข้าราชการ)"
    r"|" + _L + r"(?:employee|staff|student|personnel|payroll)\s+(?:id|number|no\.?|#)"
    r"|" + _L + r"(?:personalnummer|mitarbeiternummer|personeelsnummer|matricule|ansattnummer|anställningsnummer"
    r"|medarbejdernummer|número\s+de\s+empleado|numero\s+di\s+matricola|numer\s+pracownika|табельный\s+номер"
    r"|табельний\s+номер|sicil\s+(?:numarası|no\.?)|nomor\s+induk\s+(?:pegawai|karyawan|mahasiswa))" + _R
    + r"|社員番号|職員番号|学籍番号|工号|員工編號|员工编号|学号|사번|학번)\s*(?:คือ|[:#])?\s*$")


def _jwt_header(v: str) -> bool:
    """Whether v is a JWT's header alone: base64url of a JSON object naming its algorithm."""
    if not v.startswith("eyJ") or "." in v or len(v) > 400:
        return False
    try:
        raw = base64.urlsafe_b64decode(v + "=" * (-len(v) % 4))
        head = json.loads(raw)
    except (binascii.Error, ValueError):
        return False
    return isinstance(head, dict) and "alg" in head


def _covered(spans: list[Span], s: int, e: int) -> bool:
    """Whether a longer span of the list holds text[s:e]."""
    return any(a <= s and e <= b and (a, b) != (s, e) for a, b, _ in spans)


def labelled(text: str, s: int, e: int, k: str = "announced") -> bool:
    """Whether text[s:e] is a case's, a request's, a reference's, an employee's number or a bank's code right
    after its label, no secret's word between or just before the label."""
    v = text[s:e]
    digits = sum(c.isdigit() for c in v)
    if digits < 4:
        return False
    before = text[max(0, s - 80) : s]
    m = _BANK_CODE.search(before)
    if m is not None and v.isdigit():
        if m.group("bsr"):
            return len(v) == 7
        return len(v) == 6 if m.group("l").lower() == "мфо" else len(v) == 9 and v.startswith("04")
    if _STAFF_BEFORE.search(before) and re.fullmatch(r"[A-Za-z0-9-]{4,16}", v):
        return True  # the label names whose number it is, and a staff's number opens nothing
    m = _CASE_BEFORE.search(before)
    if m is None or k in _MONEY_KINDS or not _REFERENCE.fullmatch(v.rstrip(".")):
        return False
    if _SECRET_WORD.search(m.group("gap")):
        return False
    head = text[max(0, s - len(before) + m.start() - 20) : s - len(before) + m.start()]
    return _SECRET_WORD.search(head) is None and _TAX_BEFORE.search(head) is None


def keep(text: str, spans: list[Span]) -> None:
    """Drops banks' codes, cases' and staff's numbers, JWT headers inside a token and famous weak passwords with a
    digit put after them."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        if k in _NUMBER_KINDS and labelled(text, s, e, k):
            continue
        if v.startswith("eyJ") and _jwt_header(v) and _covered(spans, s, e):
            continue
        base = re.sub(r"[0-9!.?]{1,3}$", "", v.strip("'\"‘’“”`"))
        if base != v and len(base) >= 6 and base.lower() in redact_documented.FAMOUS_PASSWORDS and (
                redact_documented.famous_password(text, s + len(v) - len(v.lstrip("'\"‘’“”`")), base)):
            continue
        out.append((s, e, k))
    spans[:] = out
