"""National ids that carry their own check, written right after a person's name or beside an id's word.

Finds: a Canadian SIN (nine digits, Luhn's check), a South African id number (thirteen digits: a birth date,
citizenship and Luhn's check), a Chilean RUT/RUN of a person (mod 11; a company's, fifty million up, is public), a
Brazilian CPF (two mod-11 digits) and a Korean RRN (a birth date and a sex digit), when a person's name stands right
before the number ("Daniel Roy 670-762-426", "Lerato Dlamini: 7703237126083", "김민준 851026-1822267", "João Carlos
Mendes 613.593.849-52") or an id's word is in its sentence ("Thabo Nkosi, ID 8711283983090", "Pieter se ID-nommer is
…", "Numéro d'assurance sociale de Julie Gagnon : 786 760 793"). The check is what tells an id from any other number;
the name or the word is what tells it from a number that passes by chance. A number under a public label right
before it (a phone, an order, a branch, an invoice) stays.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, sentences

Span = tuple[int, int, str]

# each id's shapes, its check and its kind; the shapes do not overlap a longer run of digits
_IDS: tuple[tuple[re.Pattern[str], Callable[[str], bool], str], ...] = (
    (re.compile(r"(?<![\d.,/-])(?P<v>\d{3}([ -]?)\d{3}\2\d{3})(?![\d]|[.,/-]\d)"),
     lambda v: v[0] not in "08" and idcheck.luhn_ok(v), "sin"),
    (re.compile(r"(?<![\d.,/-])(?P<v>\d{13}|\d{6} \d{4} \d{3})(?![\d]|[.,/-]\d)"), idcheck.za_id_ok, "national_id"),
    (re.compile(r"(?<![\d.,/-])(?P<v>\d{1,2}\.\d{3}\.\d{3}-[\dkK]|\d{7,8}-[\dkK])(?![\w]|[.,/-]\d)"),
     lambda v: idcheck.rut_ok(v) and int(re.sub(r"\D", "", v.split("-")[0])) < 50_000_000, "national_id"),
    (re.compile(r"(?<![\d.,/-])(?P<v>\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})(?![\d]|[.,/-]\d)"), idcheck.cpf_ok,
     "national_id"),
    (re.compile(r"(?<![\d.,/-])(?P<v>\d{6}-?\d{7})(?![\d]|[.,/-]\d)"), idcheck.korea_rrn_ok, "resident_id"),
)
# a person's name right before the number: two to five capitalised words (with their particles), or a Korean name
_NAME_BEFORE = re.compile(
    r"(?:(?<![\w])[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?\s+"
    r"(?:(?:van|der|den|de|da|das|do|dos|del|la|von|le|du|di|y|e|bin|al)\s+){0,3}){1,4}"
    r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?\s*[:,–—-]?\s*$|(?:^|(?<=\s))[가-힣]{2,4}\s*[:,]?\s*$")
# an id's word in the sentence: the number is someone's id
_ID_WORD = re.compile(
    r"(?i)(?<![a-z])(?:id|ids|identity|identiteit|identité|identidad|identidade|nommer|id-nommer|sin|nas|"
    r"social insurance|assurance sociale|rut|run|cpf|cédula|documento|주민\w*|신분\w*)(?![a-z])|주민|신분")
# a public label right before the number: a phone, an order, a branch, an account, a reference, a company's number
_PUBLIC = re.compile(
    r"(?i)(?:phone|tel\.?|telefone?|teléfono|téléphone|mobile|cell|fax|call|order|pedido|commande|bestell\w*|"
    r"invoice|factura|fatura|ref\.?|reference|referencia|branch|sucursal|agência|agencia|account|conta|cuenta|"
    r"compte|konto|cnpj|empresa|company|business|abn|vat|iban|swift|tracking|송장|전화|사업자\w*|주문\w*|계좌\w*|"
    # a company's or an association's fiscal code (ro CUI/CIF, es CIF, pl NIP/REGON, nl KvK): printed on its papers
    r"cui|cif|nip|regon|kvk|siren|siret|asociați\w*|asociati\w*|associa\w*|stiftung|verein\w*|fundaci\w*)"
    r"\W{0,3}(?:n[º°o]\.?|nr\.?|no\.?|number|número|numéro|#)?\W{0,3}$")
# the ids' shapes in a text's bytes (a digit "d", a space or a dash "p", a dot "."): the regexes run only on a text
# holding one, found in C
_SHAPE_BYTES = bytes(0x64 if 0x30 <= b <= 0x39 else 0x70 if b in b" -" else 0x2E if b == 0x2E else 0x20
                     for b in range(256))
_SHAPES = (b"ddddddddd", b"dddpdddpddd", b"d.ddd.dddpd", b"dddddddpd", b"ddddddpddddddd", b"ddddddpddddpddd")


_TAG = re.compile(r"\[REDACTED:[^\]]*\]")


def _named(t: str, s: int, e: int) -> bool:
    """A name right before the number, or an id's word in its sentence (or just after it: "7703… (her ID)")."""
    # a value cut before is no id's word: "[REDACTED:national_id]" names the kind of what it hid
    t = _TAG.sub(lambda m: " " * len(m.group()), t) if "[REDACTED:" in t else t
    a = sentences.char_start(t, s, sentences.CLAUSE_CHARS_NO_DOT)
    before = t[max(a, s - 60) : s]
    if _PUBLIC.search(before):
        return False
    if _NAME_BEFORE.search(before) or _ID_WORD.search(t, a, s):
        return True
    after = t[e : e + 24]
    return _ID_WORD.search(re.split(r"[\n.!?;。！？；,]", after, maxsplit=1)[0]) is not None


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: these values are digits)."""
    del low, placeholder
    out: list[Span] = []
    shape = text.encode("utf-8", "surrogatepass").translate(_SHAPE_BYTES)
    if not any(s in shape for s in _SHAPES):
        return out
    taken: list[tuple[int, int]] = []
    for rx, ok, kind in _IDS:
        for m in rx.finditer(text):
            s, e = m.span("v")
            if any(a < e and s < b for a, b in taken) or not ok(m.group("v")) or not _named(text, s, e):
                continue
            taken.append((s, e))
            out.append((s, e, kind))
    return out


# A name opens no gate: the ids' own shapes do, in utils.redact's byte shape of a text (digits "d", a space or a dash
# "p", a dot " "): nine digits in a row, three groups of three ("670-762-426"), a dotted RUT's or CPF's tail.
GATE_SHAPES = (b"ddddddddd", b"dddpdddpddd", b"ddd dddpd")
