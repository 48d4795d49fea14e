"""Values the speaker states as their own after a stand-in or a bank's name (round 27).

- The real password after a stand-in: "the real one for the db hosts is Granite77.marsh", "das echte ist …", "la de
  verdad es …": a password-shaped value (letters with digits or symbols) after "the real one", in any message (the
  stand-in, ``<CHANGE_ME>``, often came in the message before).
- A Mexican CLABE: 18 digits (grouped or not) after the name CLABE, passing its weighted check digit; a CLABE's
  digits are the account itself.
- A Hebrew message giving the account the speaker's salary or a payment goes into ("תעבירו את המשכורת שלי לחשבון
  483920", "לשלם לי לחשבון מספר …"): the account's digits, not the branch's.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences
from utils.idcheck import clabe_ok

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "my own", "real one", "echte", "de verdad", "vrai", "vera", "verdadeir", "clabe", "חשבון", "actually use",
    "eigentliche", "tatsächliche", "真正的", "实际的", "真實的", "実際の値", "本当の")

_REAL = re.compile(
    r"(?i)(?<![a-z])(?:the real one|the actual one|the real password|das echte|das richtige|la de verdad|la verdadera"
    r"|le vrai|la vraie|la vera|quella vera|de echte|o verdadeiro|a verdadeira|a de verdade|o de verdade"
    r"|what we (?:actually|really) use|the one we (?:actually|really) use|what (?:I|we) actually (?:set|have)"
    r"|(?:der|das|die) (?:eigentliche|tatsächliche)|(?:le|la) (?:vrai|vraie|véritable)"
    r"|quello vero)(?P<tail>[^\n.!?:]{0,40}?)"
    r"(?:\s+(?:is|ist|es|est|è|é|lautet)|\s*c'est|\s*c’est)\s*[:：]?\s*[\"'`]?(?P<v>[^\s\"'`]{6,64})"
    # a template's stand-in, then the value used in its place in CJK ("真正的是 …", "本番の実際の値は …")
    r"|(?:真正的(?:密码|值)?|实际的(?:密码|值)?|真實的(?:密碼)?|実際の値|本当の(?:パスワード|値))\s*(?:是|為|为|は|：|:)\s*"
    r"(?P<cjk>[!-~]{6,64})")
# a stand-in in the message (a template's placeholder, an example file), then the value the speaker uses in its
# place after a verb of using or setting ("in production we set Ember_Quill_2291 instead", "tatsächlich verwenden wir
# …", "la que uso de verdad es …"): a token with letters and a digit or a symbol, never a file's name
_STAND_IN_NAMED = re.compile(
    r"(?i)change[_-]?me|replace[_-]?me|<[a-z_ -]{3,30}>|\bcambiar\b|x{4,}|your[_-]\w+[_-]here|placeholder|platzhalter"
    r"|plantilla|vorlage|template|\.example\b|\.sample\b|sample\.|example file|modèle|modello|modelo")
_USED = re.compile(
    r"(?i)(?<![^\W\d_])(?:we|I|wir|ich|nous|je|j')\s+(?:actually\s+|really\s+)?(?:set|use|used|put|replaced it with)"
    r"|(?:verwenden|benutzen|nutzen|nehmen|setzen) (?:wir|ich)|(?:uso|usamos|utilizo|utilizamos|pongo|ponemos)"
    r"|(?:utilise|utilisons|mets|mettons)|(?:uso|usiamo|metto|mettiamo)|(?:uso|usamos|coloco|colocamos)")
_USED_VALUE = re.compile(
    r"[^\n.!?]{0,25}?(?<![^\s:：])(?P<v>(?=[^\s]*[A-Za-z])(?=[^\s]*[\d_#!@$%&*])[^\s\"'`,;(){}<>$%]{8,64})(?![{}<>$%])")
_FILE = re.compile(r"(?i)\.(?:ya?ml|json|env|ini|toml|conf|cfg|txt|py|js|sh|xml)$|/")
_CLABE = re.compile(r"(?i)(?<![a-z])clabe(?![a-z])[^\n\d]{0,50}?(?P<v>(?<!\d)\d{4}(?: ?\d{4}){3} ?\d{2}(?!\d)|(?<!\d)\d{18}(?!\d))")
_HE_ACCOUNT = re.compile(r"(?:לחשבון|חשבון|בחשבון)(?: ה?בנק)?(?: שלי)?(?: מספר| מס'?)?\s*[:：]?\s*(?P<v>\d{4,12})(?!\d)")
# the speaker's own account beside another's ("My own account to pay from is 63817294")
_MY_OWN = re.compile(r"(?i)(?<![a-z])my own (?:bank )?account[^\n.\d]{0,30}?(?:is|:)\s*(?P<v>\d{6,12})(?![\d-])")
_SENTENCE = re.compile(r"[.!?](?=\s|$)|\n")
_HE_OWN = re.compile(r"משכורת|שלי|לי |על שמי|לשלם לי|תעביר")
# the speaker's own form ("אני ממלא טופס ..."): an account given beside an identity number in one sentence is the
# speaker's, as a form asks for both
_HE_FORM = re.compile(r"(?:אני|אנחנו)\s+(?:ממלא|ממלאת|ממלאים|פותח|פותחת|מגיש|מגישה)|הטופס שלי|בטופס")
_HE_ID = re.compile(r"תעודת זהות|ת\.?ז\.?|ת\"ז|מספר זהות")


def _password_shaped(v: str) -> bool:
    return any(c.isalpha() for c in v) and (any(c.isdigit() for c in v) or any(not c.isalnum() for c in v))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if any(w in low for w in ("real", "echt", "verda", "vrai", "vera", "actual", "eigentlich", "tatsächlich", "véritable",
                              "真正", "实际", "真實", "実際", "本当", "vero")):
        for m in _REAL.finditer(text):
            g = "v" if m.group("v") is not None else "cjk"
            v = m.group(g).rstrip(",;).，。、")
            if _password_shaped(v) and not placeholder(v) and "://" not in v:
                out.append((m.start(g), m.start(g) + len(v), "password"))
    if _STAND_IN_NAMED.search(text):
        for m in _USED.finditer(text):
            u = _USED_VALUE.match(text, m.end())
            if u is None:
                continue
            v = u.group("v").rstrip(".,;:")
            if not placeholder(v) and not _FILE.search(v) and not _STAND_IN.fullmatch(v):
                out.append((u.start("v"), u.start("v") + len(v), "password"))
    if "clabe" in low:
        for m in _CLABE.finditer(text):
            if clabe_ok(m.group("v").replace(" ", "")):
                out.append((m.start("v"), m.end("v"), "bank_account"))
        # a second CLABE in a message that named one ("…; la mía, donde recibo el sueldo, es 0141…"): eighteen digits
        # passing the check are a CLABE wherever they stand (whose it is, utils.redact_payees decides)
        for m in re.finditer(r"(?<![\d-])\d{18}(?![\d-])", text):
            if clabe_ok(m.group()) and not any(a <= m.start() < b for a, b, _ in out):
                out.append((m.start(), m.end(), "bank_account"))
    if "my own" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _MY_OWN.finditer(text))
    if "חשבון" in text and (_HE_OWN.search(text) or _HE_FORM.search(text)):
        for m in _HE_ACCOUNT.finditer(text):
            # the claim in the account's own sentence: "ועד הבית מקבל תשלום לחשבון …." before "לחשבון שלי …" is the
            # committee's
            a, zz = sentences.start(text, m.start(), _SENTENCE), sentences.end(text, m.end(), _SENTENCE)
            if _HE_OWN.search(text, a, zz) or (_HE_ID.search(text, a, zz) and _HE_FORM.search(text)):
                out.append((m.start("v"), m.end("v"), "bank_account"))
    return out


# a stand-in written where the password goes ("redisPassword: CHANGEME", "<CHANGE_ME>", "xxxxx") is no value
_STAND_IN = re.compile(r"(?i)<?(?:change[_-]?me|replace[_-]?me|x{4,}|\*{4,}|todo|tbd|fill[_-]?me[_-]?in)>?")


def keep(text: str, spans: list[Span]) -> None:
    spans[:] = [sp for sp in spans if not _STAND_IN.fullmatch(text[sp[0]:sp[1]].strip(" \"'`"))]
