"""Round 55a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code a bank or a service texted ("Chase texted 722400 but the page says it expired", "they texted me 5521");
  a count ("texted 300 times") stays;
- an alarm's code it is switched off with ("את האזעקה מכבים עם 1012", "the alarm is turned off with 1012", "die
  Alarmanlage schaltest du mit 1012 aus", "la alarma se desactiva con 1012");
- the speaker's Thai tax id by its check digit after "ของฉัน/ของผม" ("เลขประจำตัวผู้เสียภาษีของฉัน 8468039219916"); a
  shop's (a company's, from 0) stays;
- a Norwegian account in its dotted layout by its MOD11 check, in a message naming a kontonummer
  ("fødselsnummer og kontonummer for utbetaling: 04088232114 og 6793.40.07171");
- a Greek building's or door's code with words between its name and "είναι" ("Ο κωδικός της εξώπορτας της
  πολυκατοικίας για τον κούριερ είναι 3597");
- a Swedish personnummer after its inflected name by its Luhn digit ("Personnumret 771205-7582");
- the second of two PINs given elliptically after a password ("La clave que usaba era X y la del cajero 7895", "and
  the one for the ATM is 7895");
- the speaker's own member number at a French mutuelle ("Mon numéro d'adhérent à l'ancienne mutuelle : 945071465");
  digits only: a prefixed reference ("MGEN-448120") and one no one calls theirs stay;
- a seed phrase's first words after their label, sent in parts ("Первые 12 слов: carry below ...", "first 12
  words: ...");
- (``announces``/``announced``) an identity document's number announced ("fragen die nach meiner Ausweisnummer, ich
  schick sie dir gleich") opening the next message ("TTWZ72618, und ..."), and a card's second part and expiry after
  its first ("second 2951 7217, expires 01/27", "Second part: 81254, expires 07/31").

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck
from utils.redact_seed_runs import bip39_words

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after

# ---- a code texted ----

_TEXTED = re.compile(
    r"(?i)" + _L + r"(?:texted|sms(?:'d|ed)|txted)\s+(?:me\s+|us\s+)?(?:(?:a|the)\s+(?:code\s+)?)?(?<![0-9])(?P<v>[0-9]{4,8})"
    r"(?![0-9]|[.,/:][0-9]|\s*(?:times|messages|texts|people|words|minutes|hours|days|dollars|euros|pounds|%|\$|€))")

# ---- an alarm switched off with its code ----

_ALARM = (r"(?:האזעקה|אזעקה|the\s+alarm|alarm(?:anlage)?|die\s+alarmanlage|la\s+alarma|l'alarme|l'allarme"
          r"|o\s+alarme|het\s+alarm|larmet|alarmen|συναγερμό)")
_OFF_WITH = re.compile(
    r"(?i)" + _ALARM + r"[^.!?\n\d]{0,40}?(?:מכבים|מנטרלים|מבטלים|turn(?:ed|s)?\s+off|switch(?:ed|es)?\s+off|disarm(?:ed|s)?"
    r"|schalt\w*|deaktivier\w*|se\s+desactiva|desactivas?|se\s+d[ée]sactive|d[ée]sactiv\w*|si\s+disattiva|disattiv\w*"
    r"|desliga\w*|uitzetten|zet\s+je\s+uit|stänger\s+av|slår\s+av|slukker)[^.!?\n\d]{0,20}?"
    r"(?:עם|with|using|mit|con|avec|com|met|med)\s+(?:(?:the\s+)?code\s+|dem\s+code\s+)?(?<![0-9])(?P<v>[0-9]{4,8})"
    r"(?![0-9]|[.,/:][0-9])")

# ---- the speaker's Thai tax id ----

# (NFKC, which the rules read, splits the vowel ำ into ํ and า)
_TH_TAX_MINE = re.compile(r"เลขประจ(?:ำ|ํา)ตัว(?:ผู้เสียภาษี(?:อากร)?|ประชาชน)ของ(?:ฉัน|ผม|ดิฉัน|เรา|หนู)\s*(?:คือ\s*|[:：]\s*)?"
                          r"(?<![0-9])(?P<v>[0-9]{13}|[0-9](?:[- ][0-9]{4}){1}[- ][0-9]{5}[- ][0-9]{2}[- ][0-9])(?![0-9])")

# ---- a Norwegian account by its check ----

_NO_ACCOUNT = re.compile(r"(?<![0-9.])(?P<v>[0-9]{4}\.[0-9]{2}\.[0-9]{5})(?![0-9]|\.[0-9])")


def _no_account_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 11:
        return False
    r = 11 - sum(w * x for w, x in zip((5, 4, 3, 2, 7, 6, 5, 4, 3, 2), d)) % 11
    return (0 if r == 11 else r) == d[10]


# ---- a Greek door's code with words between ----

_GR_DOOR = re.compile(r"(?i)κωδικ(?:ός|ό|ού)\s+(?:της|του)\s+(?:εξώπορτας|πόρτας|εισόδου|πολυκατοικίας|κουδουνιού|συναγερμού"
                      r"|θυροτηλεφώνου|γκαραζόπορτας)[^.;!?\n\d]{0,70}?(?:είναι|:)\s*(?<![0-9])(?P<v>[0-9]{3,8})"
                      r"(?![0-9]|[.,/:][0-9])")

# ---- a Swedish personnummer after its inflected name ----

_SE_PNR = re.compile(r"(?i)" + _L + r"(?:person|samordnings)numm?ret\s*(?:är\s*|[:：]\s*)?(?<![0-9])"
                     r"(?P<v>(?:19|20)?[0-9]{6}[-+]?[0-9]{4})(?![0-9])")

# ---- the second PIN given elliptically ----

_FIRST_SECRET = re.compile(r"(?i)" + _L + r"(?:clave|contraseña|password|passwort|kennwort|mot\s+de\s+passe|senha|pin)" + _R)
_ELLIPTIC = re.compile(
    r"(?i)" + _L + r"(?:y\s+(?:la|el)\s+del?|and\s+the\s+one\s+for\s+(?:the|my)|und\s+die\s+(?:für\s+(?:den|die|das)|vom)"
    r"|et\s+celui\s+(?:de\s+la|du|de\s+l')|e\s+a\s+d[oa])\s*(?P<what>[^\W\d_][\w-]*)\s*(?:(?:es|era|is|was|ist|war|est"
    r"|é|era)\s*|[:：]\s*)?(?<![0-9])(?P<v>[0-9]{4,8})(?![0-9]|[.,/:][0-9])")
_ELLIPTIC_FOR = frozenset(("cajero", "atm", "automaten", "tarjeta", "card", "karte", "carte", "cartão", "caixa",
                           "banco", "bank", "débito", "debito", "crédito", "credito", "app", "móvil", "movil",
                           "distributeur", "guichet", "multibanco", "celular", "teléfono", "telefono"))

# ---- a French mutuelle member number called the speaker's ----

_MUTUELLE_MINE = re.compile(
    r"(?i)" + _L + r"mon\s+(?:ancien\s+|nouveau\s+)?num[ée]ro\s+d'adh[ée]rent(?:\s+[^\s:,.;]+){0,5}?\s*(?:,\s*)?"
    r"(?:c'est(?:\s+le)?|est(?:\s+le)?|:)?\s*(?<![0-9A-Za-z-])(?P<v>[0-9]{8,10})(?![0-9]|[-/.][0-9A-Za-z])")

# ---- a seed phrase's first words after their label ----

_SEED_LABEL = re.compile(
    r"(?i)" + _L + r"(?:первые|first|erste[rn]?|primeras|premiers|prime|primeiras|eerste|pierwsze)\s+(?P<n>12|6|8|9|11|"
    r"двенадцать|twelve|zwölf|doce|douze|dodici|doze|twaalf|dwanaście)\s+(?:слов|words|wörter|palabras|mots|parole"
    r"|palavras|woorden|słów)\s*[:：]\s*")


def _seed_after(text: str) -> list[Span]:
    out: list[Span] = []
    words = bip39_words()
    for m in _SEED_LABEL.finditer(text):
        run = re.match(r"[a-z]+(?:[ ,]+[a-z]+)*", text[m.end():])
        if run is None:
            continue
        toks = re.findall(r"[a-z]+", run.group())
        n = 0
        for t in toks:
            if t not in words:
                break
            n += 1
        if n >= 6:
            stop = m.end()
            for t in re.finditer(r"[a-z]+", text[m.end():]):
                n -= 1
                stop = m.end() + t.end()
                if n == 0:
                    break
            out.append((m.end(), stop, "seed_phrase"))
    return out


# ---- an identity document's number announced, then its opening ----

_ID_ASKED = re.compile(
    r"(?i)(?:ausweisnummer|personalausweis(?:nummer)?|reisepass(?:nummer)?|passnummer|passport\s+number|id\s+number"
    r"|id\s+card\s+number|num[ée]ro\s+de\s+(?:passeport|carte\s+d'identit[ée])|n[úu]mero\s+de\s+(?:pasaporte|dni)"
    r"|numero\s+(?:del\s+)?passaporto)")
_SEND_SOON = re.compile(
    r"(?i)(?:schick\w*\s+(?:(?:ich|sie|ihn|es)\s+){1,2}dir\s+gleich|gleich\s+schick\w*|send\s+(?:it|you\s+it)\s+(?:in\s+a\s+(?:sec|second|"
    r"moment|minute)|next|now|in\s+the\s+next\s+message)|i'?ll\s+send\s+it|je\s+te\s+l'envoie|te\s+lo\s+(?:mando|envío)"
    r"|te\s+lo\s+paso|te\s+lo\s+mando|te\s+lo\s+invio)")
_ID_OPENING = re.compile(r"\s*(?P<v>(?=[A-Z0-9]*[0-9])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,12}|[0-9]{8,12})(?=[,.;:]?(?:\s|$))")

# ---- a card's second part and its expiry ----

_CARD_PARTS = re.compile(r"(?i)" + _L + r"(?:first\s+(?:part|bit|half|piece)|erste[rn]?\s+(?:teil|hälfte)|primera\s+parte"
                         r"|première\s+partie)\s*[:：]?\s*[0-9]{4}[ -]?[0-9]{4,6}")
_SECOND_PART = re.compile(
    r"(?i)\s*(?:(?:and\s+)?(?:the\s+)?(?:second|2nd|last|other)(?:\s+(?:part|bit|half|piece))?|zweite[rn]?(?:\s+teil)?"
    r"|segunda(?:\s+parte)?|deuxième(?:\s+partie)?)\s*[:：]?\s*(?<![0-9])(?P<v>[0-9]{4,6}(?:[ -][0-9]{4,6}){0,2})(?![0-9])")
_EXPIRY = re.compile(r"(?i)" + _L + r"(?:expires|expiry|exp\.?|valid\s+(?:thru|through|until)|gültig\s+bis|läuft\s+ab"
                     r"|vence|vencimiento|expire)\s*[:：]?\s*(?P<v>(?:0[1-9]|1[0-2])\s?/\s?(?:[0-9]{2}|20[0-9]{2}))(?![0-9])")


def announces(text: str) -> bool:
    """An identity document's number asked for and said to come ("ich schick sie dir gleich") with no value in the
    message; a card's first part given after its announcement in parts."""
    if len(text) > 240:
        return False
    if _ID_ASKED.search(text) is not None and _SEND_SOON.search(text) is not None and not re.search(r"[0-9]{5}", text):
        return True
    return _CARD_PARTS.search(text) is not None


def announced(text: str) -> list[Span]:
    """After such an announcement: the document's number opening this message; a card's second part opening it and
    the expiry after it."""
    out: list[Span] = []
    m = _SECOND_PART.match(text)
    if m is not None:
        out.append((m.start("v"), m.end("v"), "announced"))
        out.extend((x.start("v"), x.end("v"), "card_expiry") for x in _EXPIRY.finditer(text, m.end(), m.end() + 60))
        return out
    m = _ID_OPENING.match(text)
    if m is not None and len(text) <= 240:
        out.append((m.start("v"), m.end("v"), "announced"))
    return out


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "text" in low or "sms" in low:
        out.extend(_spans(_TEXTED, text, "one_time_code"))
    if "אזעקה" in text or "alarm" in low or "συναγερμ" in low or "larm" in low:
        out.extend(_spans(_OFF_WITH, text, "pin"))
    if "เลขประจ" in text:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _TH_TAX_MINE.finditer(text)
                   if m.group("v")[0] != "0" and idcheck.thai_id_ok(re.sub(r"\D", "", m.group("v"))))
    if "kontonummer" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _NO_ACCOUNT.finditer(text)
                   if _no_account_ok(m.group("v")))
    if "κωδικ" in low:
        out.extend(_spans(_GR_DOOR, text, "pin"))
    if "numret" in low or "nummret" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _SE_PNR.finditer(text)
                   if idcheck.personnummer_ok(m.group("v")))
    f = _FIRST_SECRET.search(text)
    if f is not None:
        out.extend((m.start("v"), m.end("v"), "pin") for m in _ELLIPTIC.finditer(text, f.end())
                   if m.group("what").lower() in _ELLIPTIC_FOR and m.start() - f.end() <= 120)
    if "adh" in low:
        out.extend(_spans(_MUTUELLE_MINE, text, "account_number"))
    if ":" in text or "：" in text:
        out.extend(_seed_after(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# None of its own: each class holds a word the gate already reads (a code's, an alarm's, an account's, an id's name),
# and a trigger is also read as a secret's own name beside a tag ("เลขประจำตัว" then took a company's tax id)
TRIGGERS: tuple[str, ...] = ()
