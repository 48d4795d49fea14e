"""The speaker's own bank account, claimed by a possessive beside the account's word, in many languages and scripts.

"O reembolso manda para a minha: agência 1290, conta corrente 58831-4", "راتبي فيحول إلى حسابي الشخصي رقم 2093 5518
7702", "на мой личный счёт 40817810538041234567", "my personal account is 40-11-22 61830025": a first-person
possessive, then (within a few words) an account's word, then the number right after it (a "number" word, "is"
or a colon between at most). A branch's or an agency's number before the account's word is not the account and
stays; so does an account another party's word names in its clause (utils.redact_payees keeps those).

In the Nordic languages the possessive may follow the noun ("kontoen min 7253.14.30175", "kontot mitt"), and the
number is dotted or spaced as banks print it.

A household's or a business's "our" claims an account as "my" does, and an account named by its kind alone ("my Chase
checking 4011..", "mein Girokonto", "mon compte courant") is one.

A number after the account's word with any other word between ("my account balance is 1200") is no account number.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_payees import names_party

Span = tuple[int, int, str]

# a possessive with its account's word (a possessive alone is too common a word to open the gate)
TRIGGERS: tuple[str, ...] = (
    "minha conta", "conta corrente", "conta poupança", "мой счёт", "мой счет", "мой личный", "мій рахунок", "حسابي",
    "mi cuenta", "mon compte", "mein konto", "meine konto", "mijn rekening", "il mio conto", "moje konto",
    "mój rachunek", "hesabım", "my account", "my personal account", "my own account", "kontoen min", "kontoen mi",
    "kontot mitt", "min konto", "mitt konto", "min bankkonto", "mitt bankkonto", "min egen konto", "tilini",
    "my checking", "my chequing", "my savings", "our checking", "our savings", "our business", "girokonto", "sparkonto",
    "compte courant", "cuenta corriente")

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"
# a possessive, then at most four words (an adjective, a bank's name, "para a", "личный"), then the account's word.
# The separators possessive: a word may hold a colon or a comma too, so a run of ": : :" could be split between
# separators and words every way (seconds on a hundred characters); taken whole, the words are the same or fewer
_OWN_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:(?:my|meu|minha|mi|mon|ma|mein\w*|mijn|mio|il mio|mój|moje|moja|мой|моя|мій|мою|мого"
    # the speaker's household's or business's ("our business checking", "unser Girokonto", "notre compte")
    r"|our|unser\w*|notre|nuestra|nuestro|nostro|nossa|nosso|onze|nasz\w*)"
    r"(?:[\s,:：]++[^\s.!?。]+){0,5}?[\s,:：]++"
    r"(?:account|conta(?: corrente| poupança)?|cuenta|compte|\w*konto|rekening|conto|rachunek|сч[её]т|рахун(?:ок|ку)"
    # a US or a Canadian account named by its kind alone ("into my Chase checking 4011..")
    r"|checking|chequing|savings)"
    r"|حسابي(?:\s+[^\W\d_]+){0,2}|hesab[ıi]m)" + _R
    + r"(?:\s+(?i:personal|personnel|pessoal|personale|privat\w*|private|propia|própria|propre|eigenes|eigen"
    r"|courant|chèques?|corriente|de ahorros?|corrente|current|checking|chequing|savings"
    r"|личн\w*|особист\w*|kişisel))?"
    + r"(?:\s*(?:n[ºo°]\.?|no\.|number|número|numéro|nummer|numer|номер|رقم|#))?\s*(?:is|es|é|est|ist|:|：|=)?\s*"
    r"(?P<v>\d(?:[\d]|[ -](?=\d)){4,30})(?![\d])")
# Nordic: the possessive after the account's noun too ("kontoen min", "kontot mitt"), Finnish's suffix ("tilini");
# the number dotted or spaced as banks print it ("7253.14.30175", "5478 0001234567")
_NORDIC_OWN = re.compile(
    r"(?i)" + _L + r"(?:(?:min|mitt|mi)\s+(?:egen\s+|eget\s+|egna\s+)?(?:bank)?(?:konto|kontonummer)"
    r"|(?:bank)?(?:kontoen|kontoet|kontot)\s+(?:min|mitt|mi)|(?:pankki)?tilini)" + _R
    + r"(?:\s*(?:nummer|nr\.?|numero))?\s*(?:er|är|on|:|：)?\s*(?P<v>\d(?:\d|[ .-](?=\d)){9,20})(?![\d])")
# the value must carry five digits at least; a sort code's shape alone ("12-34-56") is a branch's
_SORT_CODE = re.compile(r"\d{2}-\d{2}-\d{2}")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    for m in _NORDIC_OWN.finditer(text):
        if not names_party(text[m.start():m.start("v")]):
            out.append((m.start("v"), m.end("v"), "bank_account"))
    for m in _OWN_ACCOUNT.finditer(text):
        v = m.group("v").rstrip(" -")
        if sum(c.isdigit() for c in v) < 5 or _SORT_CODE.fullmatch(v):
            continue
        # "my landlord's account …", "my school's CLABE": the possessive claims the party, not the account
        if names_party(text[m.start():m.start("v")]):
            continue
        out.append((m.start("v"), m.start("v") + len(v), "bank_account"))
    return out
