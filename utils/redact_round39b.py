"""Round 39b: a secret named by its concept's word in any of the writers' languages, in the phrasings natives use.

Finds, for the groups of utils.secret_names ALARM, DOOR, CODE_DIGITS (with ONE_TIME, NAMED_CODE and PIN), RECOVERY,
WIFI and ANSWER:
- name then value: "X: V", "X V", "X = V", "my X is V", "Ihr X lautet V", "X-si on V", "X는 V", "X是V", "[X] V" --
  only glue may stand between them: a separator, a copula, a possessive or an article (``GLUE``), never another word;
- value then name at a clause's start: "V is my X", "V c'est le X", "V — это мой X", "V ang X ko", the name closing
  the clause (a possessive after it allowed).
Each group takes its own value's shape: digits (four to eight, or two groups of three or four, a keypad's '#' or '*')
for codes, PINs and one-time codes; a code pair ("k3m9-x2p7", "4821 9031") or eight to ten digits for a recovery
code; a password's token (a digit or a symbol in it, or a passphrase of words and digits joined by dashes) for a
Wi-Fi key; one word for a security answer. A name inflected by a suffix ("tunnuslukusi", "şifrem", "PIN-koodini")
counts for a name of six letters or more.

Keeps (after every round's finder):
- six digits after Hindi's "पिन कोड" (India's postal code), nothing a PIN opens and no "my" in the message;
- a Greek "κωδικός" naming another thing by its genitive ("κωδικός προσφοράς", "κωδικός κράτησης", "κωδικός
  σφάλματος"): a promo, a booking, an error code, not a password.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable

from utils import secret_names

Span = tuple[int, int, str]

# Possessives a language writes inside a name ("codul meu de verificare", "hasło do naszego wifi", "nambari yangu
# ya uthibitisho"): each is tried after a name's first word and before its last.
_INFIX = ("meu", "mea", "tău", "tale", "nostru", "noastră", "naszego", "mojego", "mojej", "naszej", "mého", "mé",
          "naší", "našeho", "моего", "нашего", "моей", "нашей", "мого", "нашого", "моєї", "нашої", "yangu", "langu",
          "wangu", "yako", "lako", "wako", "yetu", "letu", "wetu")


def _forms(words: Iterable[str]) -> tuple[str, ...]:
    """The words, their NFKC forms (the rules read normalised text: Thai's SARA AM splits in two) and the forms with
    a possessive inside."""
    out = set()
    for w in words:
        w = w.lower()
        out |= {w, unicodedata.normalize("NFKC", w)}
        parts = w.split(" ")
        if len(parts) >= 2 and secret_names._spaced(w):
            for p in _INFIX:
                out.add(" ".join([parts[0], p, *parts[1:]]))
                if len(parts) >= 3:
                    out.add(" ".join([*parts[:-1], p, parts[-1]]))
    return tuple(sorted(out))


_GROUPS: dict[str, tuple[str, ...]] = {
    "digits": _forms((*secret_names.ALARM, *secret_names.DOOR, *secret_names.CODE_DIGITS, *secret_names.ONE_TIME,
                      *(w for w in secret_names.NAMED_CODE if not w.startswith("keypad")),
                      *(w for w in secret_names.PIN if w not in ("blik", "kod blik")))),
    "rec": _forms(secret_names.RECOVERY),
    "wifi": _forms(secret_names.WIFI),
    "ans": _forms(secret_names.ANSWER),
    # a password's names, for the value said first ("D1m8%Pv0 je moje heslo")
    "pw": _forms(secret_names.PASSWORD),
}
_LABEL = {"digits": "pin", "rec": "recovery_code", "wifi": "password", "ans": "password", "pw": "password"}
_NAMES = secret_names.Names(_GROUPS)
TRIGGERS: tuple[str, ...] = tuple(sorted({w.lower() for ws in _GROUPS.values() for w in ws}))

# Words that may stand between a name and its value: copulas, possessives, articles, "now", "new" in the writers'
# languages (secret_names.LINK's with them).
GLUE = frozenset(w.lower() for w in (
    *secret_names.LINK, "my", "mine", "your", "our", "the", "this", "new", "here", "lautet", "mein", "meine", "meiner",
    "unser", "unsere", "ihr", "ihre", "dein", "deine", "neue", "neuer", "der", "die", "das", "c'est", "c’est", "mon",
    "ma", "votre", "ton", "ta", "notre", "le", "nouveau", "nouvelle", "mi", "tu", "su", "el", "nuevo", "nueva",
    "meu", "minha", "seu", "sua", "o", "a", "novo", "nova", "il", "la", "lo", "mio", "mia", "tuo", "tua", "nuovo",
    "to", "mój", "moja", "moje", "twój", "twoje", "nowy", "nowe", "můj", "váš", "vaše", "tvůj", "nový", "min",
    "mitt", "din", "ditt", "vår", "vårt", "våre", "vores", "mit", "dit", "de", "het", "mijn", "ons", "onze", "je",
    "jouw", "uw", "on", "sinun", "minun", "az", "ön", "a", "mea", "tău", "ta", "meu", "είναι", "μου", "σας", "σου",
    "ο", "η", "το", "ο νέος", "şu", "benim", "sizin", "это", "мой", "моя", "моё", "ваш", "ваша", "твой", "мій",
    "моя", "твій", "це", "новый", "новий", "هو", "هي", "الخاص", "الخاصة", "بك", "بي", "عندنا", "شما", "من",
    "ما", "است", "שלי", "שלך", "שלנו", "הוא", "היא", "זה", "הם", "है", "मेरा", "मेरी", "आपका", "हमारा", "का",
    "是", "为", "為", "：", "は", "です", "の", "는", "은", "이", "가", "của", "tôi", "bạn", "mình", "nhà", "คือ",
    "ของ", "ฉัน", "คุณ", "ผม", "เรา", "adalah", "saya", "anda", "kami", "kamu", "ay", "ko", "ang", "iyong", "mo",
    "namin", "ni", "yako", "yangu", "yetu", "lako", "langu", "letu", "wako", "wangu", "ni:", "is:", "nyt", "nu",
    "si", "ni", "m", "im", "ım", "um", "üm", "ul", "ule",
    # "new" ("the new one is", "uusi on", "الجديد هو", "mới là")
    "neu", "neues", "nouvel", "nieuw", "nieuwe", "ny", "nya", "nye", "uusi", "új", "nou", "noua", "νέος", "νέο",
    "yeni", "nowa", "nová", "nové", "новая", "нова", "الجديد", "الجديدة", "جدید", "החדש", "החדשה", "नया", "नई",
    "新", "新的", "mới", "baru", "bago", "mpya", "ใหม่", "새", "새로운",
))
_SEP = r"[\s:=：\-—–\[\]()\"'«»「」『』“”„‘’]"
_GLUE_RX = "|".join(re.escape(w) + (r"(?![^\W\d_])" if secret_names._spaced(w) else "")
                    for w in sorted(GLUE, key=len, reverse=True))
# The gap between a name and its value: separators and glue words (a Latin glue word bounded by non-letters).
# a service the code is for, by its capitalised name ("do Instagram", "for Google", "für PayPal")
_FOR = (r"(?:(?i:for|für|pour|para|per|voor|för|til|do|da|de|del|dla|pro|для|від|cho|untuk|kwa|ng)\s+"
        r"(?-i:[A-Z][\w.&-]{1,20}))")
_GAP = re.compile(r"(?i)(?:" + _SEP + r"|" + _FOR + r"(?![\w.&-])|" + _GLUE_RX + r")*")
# a suffix a language writes on a name ("-si", "-ni", "-m", "-u", "-ul", "-ом")
_SUFFIX = re.compile(r"[^\W\d_]{1,3}(?![^\W\d_])")

# A unit or a counter after the digits makes them a year, a date, an amount or a count ("2019년에", "2019年", "500元").
_UNIT = r"(?![年月日時时分秒元円号號個个人回歳岁点點층호명년월일원개시분살]|번째|ปี|บาท|เดือน|วัน|[^\S\n]*(?:€|\$|£|%|руб|грн|zł|kč|kr|ft|lei|eur|usd))"
_DIGITS = re.compile(r"(?<![0-9A-Za-z.,/+-])[*#]?(?:\d{3,4}[ -]\d{3,4}|\d{4,8})#?(?![0-9A-Za-z]|[.,/:-]\d)" + _UNIT)
_REC = re.compile(r"(?<![0-9A-Za-z.,/+-])(?:(?=[0-9A-Za-z-]*\d)[0-9A-Za-z]{4,6}-[0-9A-Za-z]{4,6}(?:-[0-9A-Za-z]{4,6})?"
                  r"|\d{4} \d{4}|\d{8,10})(?![0-9A-Za-z]|[.,/:-]\d)" + _UNIT)
# a full-width stop or comma ends the token: a Japanese or Chinese note runs on without a space ("キー：X。ルーター...")
_TOKEN = re.compile(r"(?<![\w@/])[^\s\"'«»「」“”。、，；！？]{6,64}")
_WORD = re.compile(r"[^\W\d_][^\W\d_'’-]{2,30}(?![\w@/.:-]?\w)")
_VALUE = {"digits": _DIGITS, "rec": _REC, "wifi": _TOKEN, "ans": _WORD, "pw": _TOKEN}
_TRAIL = ".,;:)]」』\"'。，、"


# after an answer: a copula a language closes with ("Marlowe है", "Marlowe است"), then the clause's end
_ANS_END = re.compile(r"(?i)(?:[^\S\n]+(?:" + _GLUE_RX + r"))?[^\S\n]*(?:[.,;!?)\n]|\Z)")


def _token_ok(v: str) -> bool:
    """A password's token: a digit or a symbol in it, or mixed case; no URL, no e-mail address, not all digits
    shorter than eight."""
    if "://" in v or "@" in v[1:-1] and "." in v.split("@")[-1] or len(v) < 6:
        return False
    if v.isdigit():
        return len(v) >= 8
    return any(c.isdigit() for c in v) or any(not c.isalnum() for c in v) or (
        any(c.isupper() for c in v[1:]) and any(c.islower() for c in v))


def _trivial(v: str) -> bool:
    """One digit repeated or a run ("0000", "1234", "9876"): a device's default or a stand-in, which the rules
    that read defaults decide on."""
    if not v.strip("*#").replace(" ", "").replace("-", "").isdigit():
        return False
    d = [int(c) for c in v if c.isdigit()]
    steps = {b - a for a, b in zip(d, d[1:])}
    return len(steps) == 1 and steps <= {-1, 0, 1}


def _value(group: str, text: str, at: int, line_end: int) -> tuple[int, int] | None:
    """The group's value starting at ``at`` (before the line's end), trimmed of a sentence's punctuation."""
    m = _VALUE[group].match(text, at, line_end)
    if m is None:
        return None
    a, b = m.span()
    if group in ("digits", "rec") and _trivial(text[a:b]):
        return None
    if group in ("wifi", "ans", "pw"):
        while b > a and text[b - 1] in _TRAIL:
            b -= 1
        v = text[a:b]
        if v.lower() in GLUE:
            return None
        if group in ("wifi", "pw") and not _token_ok(v):
            return None
        # an answer closes its clause ("security answer length must be ..." names no answer)
        if group == "ans" and _ANS_END.match(text[b:line_end] + "\n") is None:
            return None
    return a, b


def _bounded(low: str, s: int, e: int, w: str) -> int | None:
    """The name's end (a suffix taken on) when it stands as a word, else None."""
    if not secret_names._spaced(w):
        return e
    c = low[s - 1] if s else " "
    if c.isalpha() and not ("\u05d0" <= c <= "\u05ea" and s >= 1 and low[s - 1] in "ובלמשהכ"
                            and (s < 2 or not low[s - 2].isalpha())) \
            and not ("\u0620" <= c <= "\u064a" and low[s - 1] in "وفبلك" and (s < 2 or not low[s - 2].isalpha())):
        return None
    if c in "_-@/." or c.isdigit():
        return None
    if e < len(low) and (low[e].isalpha() or low[e].isdigit() or low[e] == "_"):
        m = _SUFFIX.match(low, e)
        if m is None or len(w) < 6 or not w[-1].isalpha():
            return None
        return m.end()
    return e


# a value said first: at the text's or a line's start, or after a sentence's end and a space (not "self.x"), then a
# copula or a dash ("is my", "— это мой"), never a bare space ("password_hash, password" is code)
_FIRST = {g: re.compile(r"(?i)(?:(?<![\s\S])|(?<=\n)|(?<=[.!?;:]\s))[^\S\n]*(?P<v>" + rx.pattern + r")"
                        + r"(?P<gap>[^\S\n]*(?:[-—–]|" + _GLUE_RX + r")(?:[^\S\n]|[-—–:]|" + _GLUE_RX + r")*)\Z")
          for g, rx in _VALUE.items()}
# after a name said last: a suffix or an article joined by a dash ("PIN-ul"), a possessive, then the clause's end
_AFTER_FIRST = re.compile(r"(?i)(?:-[^\W\d_]{1,4})?(?:\s+(?:" + _GLUE_RX + r")){0,2}\s*(?:[.!?,;)\n]|\Z)")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    if len(low) != len(text):
        return []
    out: list[Span] = []
    hits = _NAMES.words(low)
    for group, ws in hits.items():
        seen_end = -1
        for s, w in sorted(ws, key=lambda h: (h[0], -len(h[1]))):
            e = _bounded(low, s, s + len(w), w)
            if e is None or s < seen_end:
                continue
            seen_end = s + len(w)
            line_end = text.find("\n", e)
            line_end = len(text) if line_end < 0 else line_end
            g = _GAP.match(text, e, min(line_end, e + 40))
            at = g.end() if g else e
            # a name then its value: glue alone between them (the gap's end backs off to each glue word's start)
            v = _value(group, text, at, line_end)
            if v is None and g is not None and at > e:
                # the value may begin with a character the gap took ("-", "[")
                for back in range(1, 3):
                    if at - back > e and (v := _value(group, text, at - back, line_end)) is not None:
                        break
            if group == "pw":
                v = None
            if v is not None and (v[0] > e or not secret_names._spaced(w) or group in ("digits", "rec")):
                out.append((v[0], v[1], _LABEL[group]))
                continue
            # a value then its name, at the clause's start
            rx = _FIRST.get(group)
            if rx is None or not _AFTER_FIRST.match(text, e):
                continue
            m = rx.search(text, max(0, s - 90), s)
            if m is not None and not (group in ("digits", "rec") and _trivial(m.group("v"))):
                a, b = m.span("v")
                while group in ("wifi", "pw", "ans") and b > a and text[b - 1] in _TRAIL:
                    b -= 1
                if group not in ("wifi", "pw") or _token_ok(text[a:b]):
                    out.append((a, b, _LABEL[group]))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# ---- kept: a Greek "κωδικός" of another thing ----

_GREEK_OTHER = re.compile(
    r"(?i)κωδικ[όο][ςσ]?\s+(?:προσφοράς|προσφορας|κράτησης|κρατησης|σφάλματος|σφαλματος|παραγγελίας|παραγγελιας"
    r"|κουπονιού|κουπονιου|έκπτωσης|εκπτωσης|αποστολής|αποστολης|εντοπισμού|εντοπισμου|πελάτη|πελατη|προϊόντος"
    r"|προιοντος|δέματος|δεματος|αιτήματος|αιτηματος|πακέτου|πακετου)[\s:#=.-]*\Z")


# ---- kept: India's postal code under its Hindi name ----

# "पिन कोड" is what Hindi calls a postal code (six digits, the first 1-8); a PIN's own six digits come with what
# they open (a card, a bank, UPI, an ATM) or the speaker's claim ("मेरा"), and stay cut.
_HI_POSTAL = re.compile(r"(?:पिन\s*कोड|पिनकोड)\s*(?:[:：-]\s*|है\s*|=\s*)?\Z")
_HI_SECRET = re.compile(r"(?i)(?<![a-z])(?:card|atm|debit|credit|bank|upi|wallet|sim|phone|mobile|app|login|account"
                        r"|otp|password|mpin|tpin|lock|door|safe|my)(?![a-z])|कार्ड|बैंक|खाता|एटीएम|यूपीआई|मेरा|मेरी"
                        r"|मेरे|ओटीपी|पासवर्ड|लॉक|दरवाज़|दरवाज|तिजोरी|अलार्म|गेट")


def _hi_postal(text: str, s: int, e: int) -> bool:
    return (re.fullmatch(r"[1-8]\d{5}", text[s:e]) is not None
            and _HI_POSTAL.search(text, max(0, s - 16), s) is not None
            and _HI_SECRET.search(text) is None)


def keep(text: str, spans: list[Span]) -> None:
    """Drops spans this round's keepers call public (see the module's docstring)."""
    spans[:] = [sp for sp in spans if not _GREEK_OTHER.search(text, max(0, sp[0] - 40), sp[0])
                and not ("कोड" in text and _hi_postal(text, sp[0], sp[1]))]
