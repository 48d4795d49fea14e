"""An organisation's donation account, India's postal PIN code for a place, a tutorial's sample code, kept (round 37a,
precision).

- An account an organisation gives for gifts: a charity's, a foundation's, a fundraiser's or an association's, named
  in the account's clause ("konto fundacji", "rekening donasi yayasan", "Spendenkonto des Vereins", "účet pro dary",
  "innsamlingsaksjonen oppgir kontonummer"). Every donor is given it, so it opens nothing; a Czech account's prefix
  and bank code go with it. One the speaker claims ("my", "our foundation's"), or money leaves from ("z účtu"),
  stays cut.
- India's postal PIN code asked about for a place ("PIN code for Koramangala", "Whitefield's pincode", "इंदिरानगर
  का पिन कोड"): six digits naming a post office, when no card, bank, app or phone is named between and the speaker
  claims no PIN.
- A verification code a tutorial, a demo or the docs show ("the quickstart shows code 123456 in its sample SMS"):
  printed for every reader. A code someone received, or claims, in that sentence stays cut.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences
from utils.redact_payees import OWN, REFUND, own_claim

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "secret"})
_ACCOUNT = re.compile(r"[A-Z]{2}\d{2}[ ]?(?:[A-Z0-9]{4}[ ]?){2,7}[A-Z0-9]{0,4}"
                      r"|(?:\d{1,6}-)?\d[\d .-]{4,30}\d(?:/\d{4})?")
# a sentence's end; a period closing an abbreviation ("č.", "nr.") ends none
_SENTENCE = re.compile(r"(?<!\b[A-Za-zčČ])(?<!\bnr)(?<!\bno)[.!?](?=\s)|[;\n。；！？]")

# ---- an organisation's donation account ----
# an organisation that collects gifts, or a gift's own word, by language
_GIVING = re.compile(
    r"(?i)" + _L + r"(?:"
    # en, de, fr, es, it, pt, nl
    r"charit(?:y|ies|y's|able)|foundation'?s?|fundrais\w*|non-?profit\w*|ngo'?s?|donat\w*|relief fund"
    r"|stiftung\w*|verein\w*|hilfswerk\w*|spende\w*|spenden\w*|fondation\w*|association\w*|dons|collecte"
    r"|fundaci[oó]n\w*|asociaci[oó]n\w*|ong|donativo\w*|donaci[oó]n\w*|colecta|fondazion\w*|associazion\w*|onlus"
    r"|donazion\w*|raccolta fondi|fundaç(?:ão|ões)|associaç(?:ão|ões)|doaç(?:ão|ões)|vaquinha|stichting\w*"
    r"|vereniging\w*|goede doel\w*|goed doel|donatie\w*|inzameling\w*"
    # pl, cs, sk, hu, ro
    r"|fundacj\w*|stowarzyszeni\w*|darowizn\w*|zbiórk\w*|datk\w*|nadac\w*|nadačn\w*|nadační\w*|dary|darů|darem"
    r"|dárc\w*|dárcovsk\w*|sbírk\w*|sbírkov\w*|spolek|spolku|zbierk\w*|darov\w*|alapítvány\w*|adomány\w*"
    r"|egyesület\w*|gyűjtés\w*|fundați\w*|fundatia\w*|donați\w*|asociați\w*"
    # nordic, fi
    r"|innsamling\w*|insamling\w*|indsamling\w*|stiftelse\w*|stiftelsen|forening\w*|förening\w*|gåvo\w*|gåva"
    r"|säätiö\w*|lahjoitu\w*|keräy\w*|yhdistys\w*|yhdistyksen"
    # id, ms, tl, vi, sw, tr
    r"|yayasan|donasi|sumbangan|amal|infak|derma|pertubuhan|donasyon|kawanggawa|quyên góp|từ thiện|quỹ"
    r"|mchango|michango|vakf\w*|vakıf|dernek\w*|bağış\w*"
    # ru, uk, el
    r"|фонд\w*|пожертв\w*|благотвор\w*|благодійн\w*|донат\w*|δωρε\w*|ίδρυμα\w*|ιδρύματ\w*|σωματεί\w*|μκο)" + _R
    # ar, he, fa, hi, CJK
    + r"|تبرع\w*|التبرعات|جمعية|خيري\w*|תרומ\w*|עמות\w*|خیریه|اهدا|दान|ट्रस्ट"
    r"|捐款|捐赠|捐贈|善款|慈善|基金会|基金會|寄付|募金|財団|기부|후원|재단")
# the money leaves from the account: the speaker's own, or a donor's
_FROM_BEFORE = re.compile(r"(?i)" + _L + r"(?:from|von|vom|depuis|desde|dal|dalla|van|vanaf|z|ze|från|fra|dari|из|з|с"
                          r"|από|den|dan|od|ode)\s+(?:\w+\s+){0,3}$")
# the speaker's own organisation or household ("our foundation", "nasza fundacja", "náš spolek")
_OURS = re.compile(r"(?i)" + _L + r"(?:our|ours|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|nosso|nossa|onze|ons"
                   r"|nasz\w*|náš|naše|našeho|naší|vår|vårt|våre|vores|meidän|наш\w*|bizim|kami|kita)" + _R)


def _sentence(text: str, s: int, e: int) -> tuple[int, int]:
    """The bounds of the sentence holding text[s:e], at most 160 characters either side."""
    return sentences.bounds(text, s, e, _SENTENCE, 160)


def _donation_account(text: str, s: int, e: int) -> bool:
    """Whether the account at text[s:e] stands in a sentence naming an organisation that collects gifts or a gift,
    the speaker claiming nothing in it, money not leaving from it and no refund in view."""
    a, b = _sentence(text, s, e)
    here = text[a:b]
    if _GIVING.search(here) is None or REFUND.search(here) or _OURS.search(here):
        return False
    if own_claim(text, a, b):
        return False
    return _FROM_BEFORE.search(text, max(a, s - 40), s) is None


# ---- India's postal PIN code for a place ----
_PIN_NAME = r"(?:pin\s*-?\s*code|pincode|postal pin|पिन\s*कोड|पिनकोड)"
# the name, then the place it is for ("for Koramangala", "of HSR Layout"), or the place before it
_PIN_FOR_PLACE = re.compile(
    r"(?i)" + _L + _PIN_NAME + r"\s+(?:for|of|in|at|near)\s+(?:the\s+)?(?-i:[A-Z][a-z][\w'.-]*)"
    + r"|(?-i:[A-Z][a-z][\w.-]*)(?:'s)?\s+(?:area\s+)?" + _L + r"(?i:" + _PIN_NAME + r")"
    + r"|(?:[\u0900-\u097F]+|(?-i:[A-Z][a-z][\w.-]*))\s+(?:का|की)\s+(?:पिन\s*कोड|पिनकोड)")
# what a PIN of the speaker's opens: a card, a bank, a wallet's app, a phone, a login
_PIN_OF_SECRET = re.compile(
    r"(?i)" + _L + r"(?:card|cards|atm|debit|credit|bank|banking|upi|wallet|sim|phone|mobile|app|login|account"
    r"|netbanking|paytm|phonepe|gpay|google pay|bhim|aadhaar|aadhar|otp|password|mpin|tpin|lock|door|safe)" + _R
    + r"|कार्ड|बैंक|खाता|एटीएम")


def _postal_pin(text: str, s: int, v: str) -> bool:
    """Whether the six digits at text[s:] follow a PIN code's name for a place within the message, nothing a PIN opens
    and no claim of the speaker's between."""
    if re.fullmatch(r"[1-8]\d{5}", v) is None:
        return False
    m = None
    for m in _PIN_FOR_PLACE.finditer(text, max(0, s - 140), s):
        pass
    if m is None:
        return False
    # from the start of the name's sentence: "my debit card's PIN code for SBI" names a card before it
    between = text[_sentence(text, m.start(), m.end())[0]:s]
    return (_PIN_OF_SECRET.search(between) is None and OWN.search(between) is None
            and re.search(r"(?i)" + _L + r"(?:mera|meri|mere|मेरा|मेरी)" + _R, between) is None)


# ---- a tutorial's sample code ----
_MATERIAL = re.compile(
    # not a host's part ("vpn.acme.example", "docs.twilio.com"): a server named is a live one
    r"(?i)(?<![\w.@/-])(?:tutorials?|tutorial's|demo|demos|docs|documentation|quick ?start|walkthrough|codelab|sample"
    r"|samples|example|screencast|course|lesson|readme|playground"
    r"|anleitung|beispiel\w*|dokumentation|tutoriel|exemple|démo|démonstration|ejemplo|demostración|documentación"
    r"|esempio|documentazione|exemplo|documentação|voorbeeld|handleiding|documentatie|samouczek\w*|przykład\w*"
    r"|dokumentacj\w*|poradnik\w*|návod\w*|ukázk\w*|příklad\w*|dokumentac\w*|туториал\w*|пример\w*|документаци\w*"
    r"|демо|руководств\w*|приклад\w*|посібник\w*|örnek\w*|öğretici|dokümantasyon\w*|παράδειγμα\w*|οδηγ[όο]\w*"
    r"|esimerk\w*|ohje\w*|exempel\w*|handledning\w*|eksempel\w*|veiledning\w*|contoh|panduan|dokumentasi|ví dụ"
    r"|hướng dẫn|tài liệu)(?![\w@/-]|\.\w)"
    + r"|教程|示例|样例|範例|教學|文档|文檔|演示|チュートリアル|サンプル|ドキュメント|デモ|튜토리얼|샘플|예제|문서|데모"
    r"|מדריך|דוגמ\w*|مثال|الدرس|التوثيق|شرح")
# the code came to someone, someone uses it as theirs, or a device shows it now
_RECEIVED = re.compile(
    r"(?i)" + _L + r"(?:(?-i:I|I'm|I've|I'd)|me|we|us|sent|texted|received|got|get|arrived|came|expires?|real|actual"
    # a token's code shown now is a live one
    r"|currently|right now|just now|aktuell|derzeit|gerade|actuellement|ahora|adesso|agora|сейчас|зараз|şu an"
    r"|erhalten|bekommen|geschickt|reçu|envoyé|recibí|recibido|llegó|ricevuto|arrivato|recebi|chegou|ontvangen"
    r"|otrzyma\w*|dosta\w*|přišel|přišla|dostal\w*|получил\w*|приш[её]л|пришла|отрима\w*|прийш\w*|aldım|geldi"
    r"|έλαβα|ήρθε|sain|tuli|fick|kom|fikk|menerima|dapat|masuk|nhận được)" + _R
    + r"|收到|届いた|受け取|받았|왔|קיבלתי|وصلني|استلمت")


# the kinds a one-time code is cut as (a password shown in a demo may be a real server's)
_CODE_KIND = re.compile(r"code|otp|pin|tan|totp|^secret$")  # secret: the learned layer's kind


# a lock's name right before the code: a door's or a gate's code in instructions written for a sitter or a guest
# ("Anleitung für die Katzensitterin: Türcode 4821", "tin nhắn hướng dẫn: mã khóa cửa 838187"), no tutorial's sample
_LOCK_BEFORE = re.compile(
    r"(?i)(?:door|gate|garage|alarm|intercom|keypad|lockbox|key\s?box|safe|tür\w*|tor\w*|alarm\w*|porte|portail"
    r"|digicode|puerta|portón|portal|porta|portone|cancello|portão|deur|poort|dörr\w*|port(?:en|kod\w*)|dør\w*"
    r"|drzwi|bram\w*|domofon\w*|dveř\w*|brán\w*|ajtó\w*|kapu\w*|kapı\w*|двер\w*|домофон\w*|під'?їзд\w*"
    r"|подъезд\w*|cửa|cổng|khóa|pintu|gerbang"
    # the Nordic and Finnish compounds of a key box, a code lock, a door ("avainsäilön koodi on", "ovikoodi")
    r"|ovi\w*|ulko-?ov\w*|avainsäil\w*|avainkaap\w*|koodiluk\w*|nøkkelbok\w*|nøkkelskap\w*|nyckelbox\w*"
    r"|nyckelskåp\w*|nøglebok\w*|kodlås\w*|kodelås\w*)[^\d\n.!?]{0,8}$"
    r"|(?:avainsäil\w*|avainkaap\w*|koodiluk\w*|nøkkelbok\w*|nyckelbox\w*|nøglebok\w*|ov\w*)[^\S\n]+koodi\w*"
    r"(?:[^\S\n]+on)?[^\S\n]*[:：]?[^\S\n]*$")


# instructions asked for a person ("Napiš jí prosím návod: PIN k SIM kartě je 6838"): a guide written for someone's
# own phone or door holds their live code, no tutorial's sample
_WRITE_GUIDE = re.compile(
    r"(?i)" + _L + r"(?:napiš\w*|write|schreib\w*|écri[sv]\w*|escrib\w*|scriv\w*|escrev\w*|schrijf|skriv\w*|napisz\w*"
    r"|напиш\w*)\s+(?:[^\W\d_]+\s+){0,3}(?:návod\w*|guide|instructions|anleitung|instrucciones|istruzioni|instruções"
    r"|handleiding|ohje\w*|instrukcj\w*|инструкци\w*)" + _R)


def _sample_code(text: str, s: int, e: int, v: str) -> bool:
    """Whether the code at text[s:e] stands in a sentence naming a tutorial, a demo or the docs that show it, nobody
    receiving or claiming it there."""
    if re.fullmatch(r"\d{4,8}|\d{3}[ -]\d{3}", v) is None or _LOCK_BEFORE.search(text, max(0, s - 40), s):
        return False
    a, b = _sentence(text, s, e)
    return (_MATERIAL.search(text, a, b) is not None and _RECEIVED.search(text, a, b) is None
            and _WRITE_GUIDE.search(text, a, b) is None
            and not own_claim(text, a, b) and _OURS.search(text, a, b) is None)


def keep(text: str, spans: list[Span]) -> None:
    """Drops organisations' donation accounts, India's postal PIN codes for a place and tutorials' sample codes."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(" \"'`=:,;()")
        if (k in _ACCOUNT_KINDS and _ACCOUNT.fullmatch(v) and sum(c.isdigit() for c in v) >= 6
                and _donation_account(text, s, e)):
            continue
        # a lock's code (a key box's, a door's: its finder read the lock's name) is told to a guest, not shown by a
        # tutorial, whatever "instructions" ("ohje", "Anleitung") the message calls itself
        if _postal_pin(text, s, v) or k != "lock_code" and _CODE_KIND.search(k) and _sample_code(text, s, e, v):
            continue
        out.append((s, e, k))
    spans[:] = out
