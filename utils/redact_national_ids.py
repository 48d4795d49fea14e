"""A person's own national identity or personal tax number after its name, in its language or in English, cut when
the value passes its country's check as python-stdnum implements it.

The name is what ties a number to a person; the check is what tells the id from an order's, a contract's or a case's
number of the same length written beside it. One table maps each id's names (ЕГН, ЈМБГ/JMBG, OIB, isikukood,
personas kods, asmens kodas, РНОКПП, CNIC and شناختی کارڈ نمبر, CNP, rodné číslo, ΑΜΚΑ, kennitala, a person's ИНН,
Steuer-ID, ...; "Estonian ID code", "national ID", "personal code") to the stdnum validators it may stand for, so a
new country is one row, and a check is the maintained library's, not one more written by hand here (the few ids
stdnum lacks, Saudi Arabia's and the UAE's, check by utils.idcheck's Luhn).

The value is the first number within a short reach after the name, with no other number between; a company's word
between them or just before the name (OIB tvrtke, ИНН организации, kennitala fyrirtækisins) or a sample's word in the
sentence (an example in the docs, Wikipedia's sample) keeps it, and so does a contract's, an order's or a case's word
between the name and the number. Where one country's id also numbers companies (Latvia's personas kods and
reģistrācijas numurs, Iceland's kennitala, Russia's ИНН) only the persons' range counts.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from importlib import import_module

from utils import idcheck, prefilter, sentences

Span = tuple[int, int, str]


@cache
def _stdnum(name: str) -> Callable[[str], bool]:
    """stdnum's ``is_valid`` of one country's module, imported on first use (most texts never need one)."""
    return import_module(f"stdnum.{name}").is_valid  # type: ignore[no-any-return]


def _digits(v: str) -> str:
    return re.sub(r"\D", "", v)


# Extra conditions where a number space also holds companies or other kinds: the persons' part only.
_PERSONS_ONLY: dict[str, Callable[[str], bool]] = {
    "lv.pvn": lambda v: _digits(v)[:1] in "0123",  # legal entities start from 4 (40003..., 50003...)
    "is_.kennitala": lambda v: _digits(v)[:1] in "0123",  # companies add 40 to the day
    "ru.inn": lambda v: len(_digits(v)) == 12,  # a company's ИНН has ten digits
}


# ids python-stdnum lacks, checked here by utils.idcheck: Saudi Arabia's national id and iqama (ten digits, 1 for a
# citizen, 2 for a resident, Luhn over all ten), the UAE's Emirates ID (784, the birth year, Luhn over fifteen)
_LOCAL: dict[str, Callable[[str], bool]] = {
    "sa.nid": lambda v: re.fullmatch(r"[12]\d{9}", _digits(v)) is not None and idcheck.luhn_ok(_digits(v)),
    "ae.eid": lambda v: re.fullmatch(r"784(?:19|20)\d{10}", _digits(v)) is not None and idcheck.luhn_ok(_digits(v)),
}


def _passes(module: str, v: str) -> bool:
    if module in _LOCAL:
        return _LOCAL[module](v)
    extra = _PERSONS_ONLY.get(module)
    if extra is not None and not extra(v):
        return False
    ok = _stdnum(module)
    return ok(v) or ok(re.sub(r"[ ./]", "", v))


_JMBG = ("si.emso",)  # one algorithm for the JMBG of all former Yugoslavia (stdnum ships it as Slovenia's EMŠO)
# each id's names (case-blind regex) and the validators they may stand for
_TABLE: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"рнокпп|rnokpp|рнокпп|іпн|ідентифікаційн\w*\s+(?:код|номер)\w*|реєстраційн\w*\s+номер\w*\s+облікової\s+картки",
     ("ua.rntrc",)),
    (r"(?<!\w)инн(?!\w)|идентификационн\w*\s+(?:код|номер)\w*", ("ru.inn", "ua.rntrc")),
    (r"(?<!\w)(?:егн|egn)(?!\w)|единн?\w*\s+граждански\w*\s+номер\w*", ("bg.egn",)),
    (r"(?<!\w)(?:јмбг|jmbg|ембг|embg|emšo|emso)(?!\w)|матичн\w*\s+број\w*|matičn\w*\s+broj\w*|maticn\w*\s+broj\w*"
     r"|enotn\w*\s+matičn\w*\s+številk\w*|(?:unique\s+)?master\s+citizen\s+number", _JMBG),
    (r"(?<!\w)oib(?!\w)|osobn\w*\s+identifikacijsk\w*\s+broj\w*", ("hr.oib",)),
    (r"isikukood\w*", ("ee.ik",)),
    (r"personas\s+kod\w*", ("lv.pvn",)),
    (r"asmens\s+kod\w*", ("lt.asmens",)),
    (r"(?<!\w)cnic(?!\w)|شناختی\s*کارڈ|قومی\s*شناختی|computeri[sz]ed\s+national\s+identity", ("pk.cnic",)),
    (r"(?<!\w)cnp(?!\w)|cod\w*\s+numeric\w*\s+personal|personal\s+numeric\s+code", ("ro.cnp",)),
    (r"rodn\w*\s+čísl\w*|rodne\s+cislo|(?<!\w)rč(?!\w)|birth\s+number", ("cz.rc",)),
    (r"(?<!\w)(?:αμκα|amka)(?!\w)|αριθμ\w*\s+μητρώου\s+κοινωνικής\s+ασφάλισης", ("gr.amka",)),
    (r"kennit(?:ala|ölu)\w*", ("is_.kennitala",)),
    (r"(?<![\w-])steuer-?id\w*|steuerliche\w*\s+identifikationsnummer|(?<![\w-])idnr(?!\w)|(?<![\w-])identifikationsnummer",
     ("de.idnr",)),
    (r"sozialversicherungsnummer|(?<!\w)(?:svnr|vsnr|sv-nummer)(?!\w)", ("at.vnr",)),
    (r"(?<!\w)ppsn?(?!\w)|personal\s+public\s+service\s+number", ("ie.pps",)),
    (r"(?:t\.?\s?c\.?\s+)?kimlik\s+n\w*|(?<!\w)tckn(?!\w)", ("tr.tckimlik",)),
    (r"c[ée]dula", ("ec.ci", "do.cedula")),
    (r"henkil[öo]tunnu\w*|(?<!\w)hetu(?!\w)", ("fi.hetu",)),
    (r"f[øo]dselsnummer\w*", ("no.fodselsnummer",)),
    (r"(?<!\w)pesel(?!\w)", ("pl.pesel",)),
    # New Zealand's IRD number (its GST number has the same shape: only the IRD's name counts)
    (r"(?<!\w)ird(?:\s+(?:number|no\.?|#))?(?!\w)|inland\s+revenue\s+number", ("nz.ird",)),
    # Arabic: an identity's number, "my identity", a residence permit's; English names of the two
    (r"هوي(?:ة|ت)|إقام(?:ة|ت)|اقام(?:ة|ت)|(?<!\w)iqama(?!\w)|saudi\s+(?:national\s+)?id|emirates\s+id", ("sa.nid", "ae.eid")),
)
_COUNTRIES: dict[str, tuple[str, ...]] = {
    "ukrainian": ("ua.rntrc",), "bulgarian": ("bg.egn",), "serbian": _JMBG, "bosnian": _JMBG, "montenegrin": _JMBG,
    "macedonian": _JMBG, "slovenian": _JMBG, "croatian": ("hr.oib",), "estonian": ("ee.ik",),
    "latvian": ("lv.pvn",), "lithuanian": ("lt.asmens",), "pakistani": ("pk.cnic",), "romanian": ("ro.cnp",),
    "czech": ("cz.rc",), "slovak": ("cz.rc",), "greek": ("gr.amka",), "icelandic": ("is_.kennitala",),
    "russian": ("ru.inn",), "german": ("de.idnr",), "austrian": ("at.vnr",), "irish": ("ie.pps",),
    "turkish": ("tr.tckimlik",), "finnish": ("fi.hetu",), "norwegian": ("no.fodselsnummer",),
    "polish": ("pl.pesel",), "new zealand": ("nz.ird",), "ecuadorian": ("ec.ci",), "dominican": ("do.cedula",),
}
_ALL = tuple(dict.fromkeys(m for _, ms in _TABLE for m in ms))
# English: a country's adjective and an id's noun ("Estonian personal identification code", "her Lithuanian one")
_COUNTRY_NAME = (r"(?P<country>" + "|".join(_COUNTRIES) + r")\s+(?:[a-z()]+\s+){0,3}?"
                 r"(?:id|code|number|no\.?|one|kods|kodas|isikukood)(?!\w)")
# English without a country: the id's generic names try every validator
# ("my personal number" alone is as often a phone's)
_GENERIC = (r"national\s+id(?:entity)?(?:\s+(?:number|no\.?|code|card))?|personal\s+(?:identification|identity|id)\s+"
            r"(?:number|code|no\.?)|personal\s+code|(?<!\w)id\s+code|identity\s+number|citizen\s+number"
            r"|taxpayer\s+(?:registration\s+)?number|personal\s+tax\s+(?:id|number)")

_NAMES = prefilter.compile(
    "|".join(f"(?P<n{i}>{p})" for i, (p, _) in enumerate(_TABLE)) + f"|{_COUNTRY_NAME}|(?P<generic>{_GENERIC})",
    re.IGNORECASE)

# a number: digits with single separators, a hetu's or a PPSN's letters at its end
_VALUE = re.compile(r"(?<![\w+])\d(?:[ ./-]?\d){5,15}(?:[A-Za-z]{1,2})?(?![\w]|[./-]\d)")
# six digits with single separators: every id here has them; a text without them skips the names' pass (RE2 over the
# whole text is dearer than this scan, and most texts the gate lets in are about passwords and keys)
_SIX_DIGITS = re.compile(r"\d(?:[ ./-]?\d){5}")
_REACH = 40
# a company's word right before the name or between it and the number: the company's id, printed on its invoices
_COMPANY = re.compile(
    r"(?i)(?<!\w)(?:compan\w*|firm\w*|business|corporat\w*|gmbh|d\.o\.o|ltd|llc|(?<!\w)(?:ооо|тов|оод|еоод|ад)(?!\w)|"
    r"организаци\w*|компани\w*|підприємств\w*|фирм\w*|фірм\w*|tvrtk\w*|poduzeć\w*|društv\w*|preduzeć\w*|"
    r"предузећ\w*|ettevõt\w*|uzņēmum\w*|įmon\w*|societ\w*|εταιρ\w*|fyrirtæk\w*|şirket\w*|empresa\w*|yrity\w*|"
    r"selskap\w*|spółk\w*|firmy)")
# another number's label between the name and the number: the number is that one
_OTHER = re.compile(
    r"(?i)(?<!\w)(?:contract|order|invoice|case|ticket|ref(?:erence)?\b|tracking|parcel|phone|договор\w*|заказ\w*|фактур\w*|"
    r"рахун\w*|ugovor\w*|narudžb\w*|račun\w*|predmet\w*|предмет\w*|pogodb\w*|smlouv\w*|zmluv\w*|sutart\w*|"
    r"līgum\w*|leping\w*|tellimus\w*|sipariş\w*|contrat\w*|comand\w*|factur\w*|vertrag\w*|rechnung\w*|"
    r"bestell\w*|телефон\w*)")
# a sample's word in the sentence: a documented or made-up number, no one's
_SAMPLE = re.compile(
    r"(?i)sample|example|(?<!\w)test|dummy|fake|wikipedia|docs\b|documentation|beispiel|muster|пример\w*|"
    r"приклад\w*|primjer\w*|primer\w*|näide\w*|pavyzd\w*|piemēr\w*|exemplu\w*|příklad\w*|ejemplo|exemple|"
    r"esempio|przykład\w*|örnek|παράδειγμ\w*|δείγμα")
# the words between a country's adjective and "number" that make it another number ("Ukrainian phone number")
_COUNTRY_NOT = re.compile(r"(?i)(?<!\w)(?:phone|mobile|cell|bank|account|iban|card|licen[cs]e|passport|plate|vat|post"
                          r"\w*|zip|company|business|order|invoice|case|contract|tracking|parcel|ticket|flight|train)")
# a dot ends a sentence only before a space ("T.C. kimlik", "d.o.o.")
_SENTENCE = re.compile(r"[\n!?;。！？；]|\.(?= )")


def _validators(m: re.Match[str]) -> tuple[str, ...]:
    key = m.lastgroup or ""
    if key.startswith("n"):
        return _TABLE[int(key[1:])][1]
    if m.group("country"):
        return _COUNTRIES[m.group("country").lower()]
    return _ALL


def _candidates(v: str) -> list[str]:
    """The number and its shorter readings, longest first: a number run into the next one by a space
    ("69182645300 2024") is read up to each separator too."""
    cuts = [i for i, c in enumerate(v) if c == " "]
    return [v] + [v[:i] for i in reversed(cuts) if len(_digits(v[:i])) >= 6]


def _sentence(text: str, s: int, e: int) -> str:
    """The sentence around text[s:e] (a dot ends one only before a space: "T.C. kimlik", "d.o.o.")."""
    return text[sentences.start(text, s, _SENTENCE) : sentences.end(text, e, _SENTENCE)]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``low`` and ``placeholder`` unused: the names are matched case-blind, values are digits)."""
    del low, placeholder
    out: list[Span] = []
    if _SIX_DIGITS.search(text) is None:
        return out
    for m in _NAMES.finditer(text):
        v = _VALUE.search(text, m.end(), m.end() + _REACH + 24)
        if v is None or v.start() - m.end() > _REACH:
            continue
        between = text[m.end() : v.start()]
        if any(c.isdigit() for c in between) or ("\n" in between and between.strip(" :\t\n-–—")):
            continue
        if m.group("country") and _COUNTRY_NOT.search(m.group(0)):
            continue
        if _OTHER.search(between) or _COMPANY.search(text[max(0, m.start() - 30) : v.start()]):
            continue
        if _SAMPLE.search(_sentence(text, m.start(), v.end())):
            continue
        mods = _validators(m)
        for cand in _candidates(v.group(0)):
            if any(_passes(mod, cand) for mod in mods):
                out.append((v.start(), v.start() + len(cand), "national_id"))
                break
    return out
