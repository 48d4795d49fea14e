"""Secrets given as a list under their name: a seed phrase numbered, a seed in two parts, backup codes one a line.

Finds:
- a seed phrase's words numbered after its name ("my wallet seed: 1. orbit 2. velvet …", one a line "1) harbor",
  "1-cactus"), in any script: twelve to twenty-four items, or six or more as a part; a shopping or a to-do list has no
  seed's name before it and stays;
- a seed's first part after "first 12 words" in several languages ("die ersten 12 Wörter: …"), and, as an
  announcement, that the rest follows in the next message (utils.redact_sequences cuts it there);
- backup or recovery codes one a line after their name in many languages ("Codes de secours Microsoft :", "códigos
  de respaldo de Discord", "herstelcodes"): 8 hex digits, xxxx-xxxx, xxxxx-xxxxx, xxxx-xxxx-xxxx, 4+4 or 8 to 10
  digits, with or without a bullet; a name with no code announces them for the next message. Commit hashes and
  checksums have no such name above them and stay.

utils.redact's ROUNDS registry calls ``find`` and ``announces`` beside the other rounds; this module imports nothing
of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import secret_names
from utils.redact_round13 import _seed_run

Span = tuple[int, int, str]

_SEED_NAMES = (
    "wallet seed", "my seed", "seed phrase", "seed words", "secret phrase", "recovery phrase", "mnemonic",
    "wallet phrase", "12 words",
    "24 words", "seed-phrase", "seedphrase", "wiederherstellungsphrase", "phrase de récupération", "phrase secrète",
    "frase semilla", "frase de recuperación", "frase de recuperação", "frase semente", "frase di recupero",
    "herstelzin", "herstelfrase", "återställningsfras", "gjenopprettingsfrase", "fraza odzyskiwania", "сид-фраза",
    "сид фраза", "мнемоническая фраза", "секретная фраза", "助记词", "助記詞", "シードフレーズ", "復元フレーズ",
    "リカバリーフレーズ", "시드 문구", "복구 문구", "니모닉", "عبارة الاسترداد", "ביטוי שחזור", "gizli kelimeler",
    "kurtarma ifadesi", "cụm từ khôi phục")
_BACKUP_NAMES = (
    "backup codes", "backup-codes", "backupcodes", "recovery codes", "recovery-codes", "scratch codes",
    "emergency codes", "wiederherstellungscodes", "sicherungscodes", "notfallcodes", "codes de secours",
    "codes de récupération", "codes de sauvegarde", "códigos de respaldo", "códigos de recuperación",
    "códigos de backup", "códigos de recuperação", "códigos de reserva", "codici di backup", "codici di recupero",
    "codici di emergenza", "herstelcodes", "back-upcodes", "reservecodes", "noodcodes", "kody zapasowe",
    "kody odzyskiwania", "kody awaryjne", "резервные коды", "коды восстановления", "reservkoder",
    "återställningskoder", "gendannelseskoder", "reservekoder", "varmuuskoodit", "palautuskoodit", "yedek kodlar",
    "kurtarma kodları", "záložní kódy", "バックアップコード", "リカバリーコード", "备用码", "恢复码", "備用碼", "復原碼",
    "백업 코드", "복구 코드")
_AUTOMATON = ahocorasick_rs.AhoCorasick(list(_SEED_NAMES) + list(_BACKUP_NAMES))
_N_SEED = len(_SEED_NAMES)

# ---- seeds ----------------------------------------------------------------------------------------------------

# a numbered item: "1. word", "1) word", "1-word", "1: word", "1 word" (letters of any script)
_ITEM = re.compile(r"(?<![\w])(?P<n>\d{1,2})\s*[.):\-–]?\s*(?P<w>[^\W\d_]{3,12})(?![\w])")
_ITEM_SEP = re.compile(r"[\s,;/|·]*")
_PART_NAME = re.compile(
    r"(?i)(?:first|last|erste[nr]?|letzte[nr]?|primeras|últimas|premiers|derniers|prime|ultime|primeiras|últimas"
    r"|eerste|laatste|första|sista|pierwsze)\s+(?:12|6|8|9|10|11|13|twelve|zwölf|doce|douze|dodici|doze|twaalf|tolv"
    r"|dwanaście)\s+(?:words?|wörter|palabras|mots|parole|palavras|woorden|orden|ord|słów|слов)\b[^\n:：]{0,40}?[:：]\s*")
_WORDS = re.compile(r"(?:[^\W\d_]{3,12}[ \t]+){5,23}[^\W\d_]{3,12}(?![\w])")
# a seed's part: lower-case words, none repeated, few function words (prose after "the first 12 words:" has them)
_PART = re.compile(r"(?:[a-zà-ÿ]{3,8}[ \t]+){5,23}[a-zà-ÿ]{3,8}(?![\w])")


def _part(text: str) -> re.Match[str] | None:
    """The words of a seed's part after "first 12 words:" and the like."""
    for m in _PART_NAME.finditer(text):
        w = _PART.match(text, m.end())
        if w is not None and _seed_run(w.group()):
            return w
    return None


def _numbered(text: str, at: int) -> Span | None:
    """A run of numbered words counting up from 1 that starts within a few characters of ``at``."""
    m = _ITEM.search(text, at, min(len(text), at + 60))
    if m is None or m.group("n") != "1":
        return None
    first, last, n = m.start("w"), m.end("w"), 1
    i = _ITEM_SEP.match(text, m.end()).end()
    while (m := _ITEM.match(text, i)) is not None and int(m.group("n")) == n + 1:
        last, n = m.end("w"), n + 1
        i = _ITEM_SEP.match(text, m.end()).end()
    return (first, last, "seed_phrase") if n >= 6 else None


def _seeds(text: str, low: str, ends: list[int], out: list[Span]) -> None:
    for e in ends:
        sp = _numbered(text, e)
        if sp is not None and not any(s <= sp[0] < t for s, t, _ in out):
            out.append(sp)
    w = _part(text)
    if w is not None:
        out.append((w.start(), w.end(), "seed_phrase"))


# ---- backup codes one a line ------------------------------------------------------------------------------------

_CODE_LINE = re.compile(
    r"[ \t]*(?:[-*•·][ \t]*|\d{1,2}[.)][ \t]*)?"
    r"(?P<v>[0-9a-z]{8}|[0-9A-Za-z]{4,5}-[0-9A-Za-z]{4,5}(?:-[0-9A-Za-z]{4,5})?"
    r"|\d{4} \d{4}|\d{8,10})[ \t]*,?[ \t]*(?:\n|$)")
_HAS_CODE = re.compile(r"(?<![\w-])(?:[0-9a-f]{8}|[0-9A-Za-z]{4,5}-[0-9A-Za-z]{4,5}|\d{4} \d{4}|\d{8,10})(?![\w-])")


def _code_lines(text: str, e: int, out: list[Span]) -> None:
    nl = text.find("\n", e)
    if nl < 0 or nl - e > 60:
        return
    i, got = nl + 1, []
    while (m := _CODE_LINE.match(text, i)) is not None:
        v = m.group("v")
        if ("-" in v or len(v) == 8) and not any(c.isdigit() for c in v) and not re.fullmatch(r"[0-9a-f]{8}", v):
            break  # "well-known", "sourdoug": words, not a code (a lowercase code of eight holds a digit)
        got.append((m.start("v"), m.end("v"), "recovery_code"))
        i = m.end()
        if i >= len(text):
            break
    if len(got) >= 2:
        out.extend(got)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal, unused: codes and seeds are no
    placeholders' shapes)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    hits = secret_names.indexes(_AUTOMATON.find_matches_as_indexes, low)
    seed_ends = [e for k, _, e in hits if k < _N_SEED]
    if seed_ends or _PART_NAME.search(text):
        _seeds(text, low, seed_ends, out)
    for k, _, e in hits:
        if k >= _N_SEED:
            _code_lines(text, e, out)
    return out


def announces(text: str) -> bool:
    """Whether a short message names a seed or backup codes with no value (they follow), or gives a seed's first
    part (the rest follows)."""
    if len(text) > 300:
        return False
    low = text.lower()
    if len(low) != len(text) or not secret_names.found_in(_STEMS, low):
        return False
    if _PART_NAME.search(text):
        return _part(text) is not None
    hits = secret_names.indexes(_AUTOMATON.find_matches_as_indexes, low)
    if not hits:
        return False
    if any(k >= _N_SEED for k, _, _ in hits):
        return _HAS_CODE.search(text) is None
    return "?" not in text and _WORDS.search(text) is None and _ITEM.search(text) is None and len(text) <= 120


TRIGGERS = _SEED_NAMES + _BACKUP_NAMES + ("first 12 words", "ersten 12 wörter", "primeras 12 palabras")
_STEMS = ahocorasick_rs.AhoCorasick([
    "seed", "phrase", "mnemonic", "words", "phrase", "frase", "herstel", "fras", "fraza", "сид", "фраза", "助记词",
    "助記詞", "フレーズ", "문구", "니모닉", "عبارة", "ביטוי", "kelimeler", "ifadesi", "cụm từ", "code", "kod", "kód", "коды",
    "koder", "koodit", "バックアップ", "リカバリー", "备用码", "恢复码", "備用碼", "復原碼", "코드", "wörter", "palabras",
    "mots", "parole", "palavras", "woorden", "ord", "słów", "слов",
]).find_matches_as_indexes
