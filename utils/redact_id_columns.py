"""National ids, social security and tax ids in a table's column.

Finds each row's value in a column named as a person's id — SSN, social security number, tax_id, TIN, Steuer-ID,
IdNr, NIF, NIE, DNI, BSN, personnummer, fødselsnummer, henkilötunnus, CPR, PESEL, codice fiscale, NIR, AHV, NINO,
SIN, CPF, CURP, Aadhaar, national id, 身份证号, マイナンバー, 주민등록번호 … — in a comma, semicolon or tab separated
table or a markdown table, when the value has an id's shape (six digits or more, with letters, spaces, dots or
dashes at most). The header and the other columns (names, cities, dates) stay; a table with no such column is never
read past its header, and an order's or an invoice's number column is no id's.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator

import ahocorasick_rs

from utils import secret_names

Span = tuple[int, int, str]

# the column names, lower case; matched whole after quotes, '_' and '-' become spaces
_ID_COLUMNS = frozenset((
    "ssn", "ss#", "ss no", "ssn#", "social security", "social security number", "social security no",
    "tax id", "taxid", "tin", "tax number", "tax no", "tax identification number", "itin", "steuer id", "steuerid",
    "steuer identifikationsnummer", "steueridentifikationsnummer", "idnr", "steuer idnr", "nif", "nie", "dni",
    "nif nie", "dni nie", "bsn", "burgerservicenummer", "personnummer", "personnr", "person nr", "fødselsnummer",
    "fodselsnummer", "fødselsnr", "henkilötunnus", "hetu", "cpr", "cpr nr", "cpr nummer", "pesel", "codice fiscale",
    "cf", "nir", "numéro de sécurité sociale", "n° sécu", "no sécu", "insee", "ahv", "ahv nr", "avs", "nino",
    "ni number", "national insurance number", "national insurance", "sin", "cpf", "curp", "rfc", "aadhaar",
    "aadhar", "national id", "national id number", "id number", "id no", "personal id", "personal number",
    "identity number", "rodné číslo", "rodne cislo", "cnp", "amka", "tc kimlik", "tc kimlik no", "tckn", "ppsn",
    "nric", "mykad", "hkid", "rut", "cédula", "cedula", "身份证号", "身份证号码", "身份證號",
    "身份證字號", "マイナンバー", "個人番号", "주민등록번호", "주민번호", "ת.ז", "תעודת זהות", "رقم الهوية", "کد ملی",
    "инн физлица", "снилс", "mitarbeiter sv nummer", "sozialversicherungsnummer", "sv nummer", "svnr", "rvnr",
    "versicherungsnummer", "bsn nummer", "sofinummer", "numero fiscale", "nº identificación", "número de identidad",
))
_HINT = ahocorasick_rs.AhoCorasick([
    "ssn", "social", "tax", "tin", "steuer", "idnr", "nif", "nie", "dni", "bsn", "personn", "person", "fødsel",
    "fodsel", "henkilö", "hetu", "cpr", "pesel", "fiscal", "cf", "nir", "sécu", "insee", "ahv", "avs", "nino",
    "ni number", "insurance", "sin", "cpf", "curp", "rfc", "aadha", "national", "id number", "id no",
    "identity", "rodn", "cnp", "amka", "kimlik", "tckn", "nric", "mykad", "hkid", "rut", "dui",
    "cédula", "cedula", "身份", "マイナンバー", "個人番号", "주민", "ת.ז", "תעודת", "الهوية", "ملی", "снилс", "инн",
    "sv nummer", "sv-nummer", "sv_nummer", "svnr", "rvnr", "versicherung", "sofi", "identifica", "identidad",
]).find_matches_as_indexes
_MD_RULE = re.compile(r"\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*")
# an id's shape: six digits or more among letters, spaces, dots, slashes or dashes, and no word of prose
_ID_VALUE = re.compile(r"(?=(?:[^\d]*\d){6})[0-9A-Za-z][0-9A-Za-z .\-/]{4,22}[0-9A-Za-z]")
_MASKED = re.compile(r"[*x•X#]{3,}")
_DECIMAL = re.compile(r"-?\d+[.,]\d+")  # a measure in a "sin" or "tin" column, no id
_DATE = re.compile(r"\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}")


def _column(name: str) -> bool:
    n = re.sub(r"[_\-]+", " ", name.strip().strip("`\"'*").strip().lower())
    n = re.sub(r"\s+", " ", n).rstrip(":. ")
    return n in _ID_COLUMNS


def _split(line: str, sep: str | None) -> list[tuple[int, int]]:
    """The cells of a line as (start, end) in the line, spaces and quotes around each left out (sep None: a markdown
    table's row)."""
    cells: list[tuple[int, int]] = []
    if sep is None:
        body = line.rstrip()
        if not body.lstrip().startswith("|"):
            return cells
        bounds = [i for i, c in enumerate(body) if c == "|"]
        pairs = list(zip(bounds, bounds[1:]))
        if not body.endswith("|"):
            pairs.append((bounds[-1], len(body)))
    else:
        # a separator inside a quoted cell ("Alvarez, Rosa") is the cell's own
        quoted, inside = [], False
        for i, c in enumerate(line):
            if c == '"':
                inside = not inside
            elif c == sep and not inside:
                quoted.append(i)
        bounds = [-1] + quoted + [len(line)]
        pairs = list(zip(bounds, bounds[1:]))
    for a, b in pairs:
        s, e = a + 1, b
        while s < e and line[s] in " \"'":
            s += 1
        while e > s and line[e - 1] in " \"'\r":
            e -= 1
        cells.append((s, e))
    return cells


def column_cells(text: str, low: str, hint: Callable[[str], list[tuple[int, int, int]]],
                 is_column: Callable[[str], bool]) -> Iterator[tuple[int, int]]:
    """The (start, end) in text of each row's cell in every column ``is_column`` names, in the comma, semicolon or tab
    separated and the markdown tables whose header line holds a ``hint`` (an Aho-Corasick finder over ``low``)."""
    if "\n" not in text or len(low) != len(text):
        return
    hits = [h for _, h, _ in secret_names.indexes(hint, low)]
    if not hits:
        return
    lines = text.split("\n")
    starts = [0]
    for ln in lines[:-1]:
        starts.append(starts[-1] + len(ln) + 1)
    done = 0
    for i in sorted({bisect.bisect_right(starts, h) - 1 for h in hits}):  # only lines holding a column's word
        if i < done or i + 1 >= len(lines):
            continue
        head = lines[i]
        md = "|" in head and _MD_RULE.fullmatch(lines[i + 1]) is not None
        sep = None if md else next((c for c in ("\t", ";", ",") if c in head), None)
        if not md and sep is None:
            continue
        cols = [head[s:e] for s, e in _split(head, sep)]
        want = [k for k, c in enumerate(cols) if is_column(c)]
        if len(cols) < 2 or not want or not all(len(c) <= 40 for c in cols):
            continue
        j = i + 2 if md else i + 1
        while j < len(lines) and len(cells := _split(lines[j], sep)) == len(cols):
            for k in want:
                yield starts[j] + cells[k][0], starts[j] + cells[k][1]
            j += 1
        done = j


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    for s, e in column_cells(text, low, _HINT, _column):
        v = text[s:e]
        if (_ID_VALUE.fullmatch(v) and not _MASKED.search(v) and not _DATE.fullmatch(v)
                and not _DECIMAL.fullmatch(v) and not placeholder(v)):
            out.append((s, e, "national_id"))
    return out


TRIGGERS = ("ssn,", ",ssn", "ssn;", "| ssn", "ssn\t", "\tssn", "steuer-id", "steuer_id", "tax_id", "personnummer",
            "fødselsnummer", "pesel", "| bsn", ",bsn", "codice fiscale", "| nif", ";nif", ",nif")
