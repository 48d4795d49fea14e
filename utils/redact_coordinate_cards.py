"""A bank's coordinate card (a grid of codes the bank asks a cell of at login or payment) and an indexed TAN list.

Finds: the value of each cell given with its coordinate when the message names such a card ("coordenadas de la
tarjeta: B4=604, E1=355", "보안카드 … 31번: 0519 / 25번: 5168" one per line, "posição 12 = 483", "riga 3 colonna B
5071", "grid card values: A1 372, C4 918", "TAN-Liste Nummer 17: 448120"). The card's serial (일련번호, número de
serie, serial) stays: it has no coordinate before it, and a public number a label names before it stays by
utils.beside_secrets.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import beside_secrets, secret_names

Span = tuple[int, int, str]

# the card's name in the languages whose banks hand them out
_CARD = re.compile(
    r"(?i)(?<![^\W\d_])(?:coordenadas|tarjeta de coordenadas|cart[ãa]o de coordenadas|cart[ãa]o matriz|cart[ãa]o"
    r" chave|matrixkarte|matrix card|grid card|coordinate card|security card|carta (?:codici|di coordinate|delle"
    r" coordinate)|carte de coordonnées|karta kodów|itan|tan-liste|tan liste|tan list|indextan|indizierte tan"
    r"|tabella (?:codici|coordinate))(?![^\W\d_])|보안카드|보안 카드|乱数表|乱数表カード|密码卡|口令卡")
# a cell: a letter and a row ("B4", "casilla F3"), a numbered cell ("31번", "posição 12", "Nummer 17"), a row and a
# column ("riga 3 colonna B"); then, past a mark or the Korean half's word, the cell's value
_CELL = re.compile(
    r"(?i)(?:(?<![\w-])(?-i:[A-J])\d{1,2}|(?<!\d)\d{1,2}\s?번|(?<![^\W\d_])(?:posi[cç][ãa]o|casilla|cell|celda|casella"
    r"|zelle|nummer|nr\.?|no\.?|n[º°])\s*(?:\d{1,3}|(?-i:[A-J])\d{1,2})|(?<![^\W\d_])(?:riga|fila|linha|row|zeile)\s*\d{1,2}"
    r"\s*(?:colonna|columna|coluna|column|spalte)\s*(?-i:[A-J]))(?!\w)"
    r"(?:\s*(?:앞\s?자리|뒷\s?자리|앞\s?두\s?자리|뒤\s?두\s?자리))?"
    r"(?:[^\S\n]*[:=：][^\S\n]*|[^\S\n]+|[^\d\n]{0,40}?[:：][^\S\n]*)(?P<v>\d{2,6})(?![\d/.,:]\d|\d)")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """The cells' values of a coordinate card the message names (``placeholder`` unused)."""
    del placeholder
    out: list[Span] = []
    if not secret_names.found_in(_NAMED, low):
        return out
    if _CARD.search(text) is None:
        return out
    for m in _CELL.finditer(text):
        if not beside_secrets.labelled(text, m.start("v"), m.end("v")):
            out.append((m.start("v"), m.end("v"), "pin"))
    return out


TRIGGERS = ("coordenadas", "matrixkarte", "matrix card", "grid card", "coordinate card", "security card", "carta codici",
            "coordonnées", "karta kodów", "itan", "tan-liste", "tan liste", "tan list", "보안카드", "보안 카드", "乱数表",
            "密码卡", "口令卡", "cartão matriz", "cartao matriz", "cartão chave", "tabella codici")
# the card's names as literal pieces: one automaton pass before the regexes
_NAMED = ahocorasick_rs.AhoCorasick(["coordenadas", "matri", "grid card", "coordinate card", "security card", "carta ",
                                     "coordonnées", "karta kodów", "tan", "보안", "乱数表", "密码卡", "口令卡", "cartão",
                                     "cartao", "tabella"]).find_matches_as_indexes
