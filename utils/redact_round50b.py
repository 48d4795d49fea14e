"""Round 50b: accounts handed over with their owner's credentials held cut, and public values of a secret's shape
kept by their class.

Holds (``hold``: read before every round's keeper, put back after them):
- an account another person handed the speaker together with that person's password or PIN ("Mi mamá me pasó su
  CLABE ... y su NIP del cajero, 2852", "Jej konto: ..., hasło do bankowości ...", "My dad gave me his online
  banking login ... Password ..., his account number ..."): the keepers read "his account", "me pasó" as a payee's
  account to pay into, but with its login beside it the account is someone's whole bank, entrusted. The credential
  beside it is held too.

Keeps (``keep``, after every round's finder, and on the learned layer's spans):
- the card numbers the card networks and processors publish for testing (4111 1111 1111 1111, 4242 4242 4242
  4242, ...) in a message about code that masks or checks cards ("review my redaction function: it should turn
  '4111 1111 1111 1111' into ..."): no bank issues them (a message giving one as a card stays cut);
- a number an employer's word names ("employer SSS number ng dati kong kumpanya ay ..."): the firm's, on every
  payslip;
- a Swedish bank's clearing number before the account ("kontonummer 5995-8894492"): it names the branch, the
  account after it stays cut.

utils.redact's ROUNDS registry calls ``hold`` and ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"
_R = r"(?![^\W_])"

# ---- accounts handed over with their credentials ----

_HANDED = re.compile(
    r"(?i)" + _L + r"(?:gave\s+me|handed\s+me|given\s+me|m'a\s+(?:donné|passé|confié|envoyé)|me\s+(?:pasó|dio|dejó|confió"
    r"|dieron|mandó)|me\s+(?:deu|passou)|mi\s+ha\s+(?:dato|passato|lasciato)|hat\s+mir(?:\s+\w+){0,5}?\s+(?:gegeben"
    r"|anvertraut|geschickt)|gab\s+mir|dała?\s+mi|przekazała?\s+mi|antoi\s+minulle|antoi|gaf\s+me|gav\s+mig|ga\s+meg"
    r"|дал[аи]?\s+мне|передал[аи]?\s+мне|verdi\s+bana|cho\s+tôi)" + _R
    # the owner named by a possessive of the third person on the account itself
    + r"|" + _L + r"(?:jej|jego|his|her|their|ses|son|sa|su|sus|seine?|ihre?|hänen|его|её|ее|її)\s+(?:online\s+banking"
    r"|konto|account|compte|comptes|cuenta|clabe|iban|tili|счёт|счет|рахунок|conta|conto)" + _R
    + r"|" + _L + r"\w+pankkinsa" + _R)
_CREDENTIAL_KINDS = frozenset({"password", "password_shaped", "pin", "passcode"})
_CREDENTIAL_WORD = re.compile(
    r"(?i)" + _L + r"(?:password|passwort|kennwort|mot\s+de\s+passe|code\s+secret|contraseña|clave|nip|pin|hasło"
    r"|salasana|пароль|senha|wachtwoord|heslo|lösenord|passord|adgangskode|login|şifre)" + _R)
_MINE = re.compile(r"(?i)" + _L + r"(?:my|mi|mis|mon|ma|mes|mein\w*|mój|moj\w*|moje|minun|mio|mia|meu|minha|mijn|мой|моя"
                   r"|мій|моя)" + _R)
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "card"})


def hold(text: str, spans: list[Span]) -> list[Span]:
    """The accounts and credentials of a message handing over another person's banking (a third person's account
    beside a password or a PIN that is named as one)."""
    # (the speaker's own PIN beside a shop's account is no handing over: "me dieron la CLABE de la tienda, ... el
    # NIP de mi tarjeta")
    creds = [sp for sp in spans if sp[2] in _CREDENTIAL_KINDS
             and _CREDENTIAL_WORD.search(text, max(0, sp[0] - 50), sp[0]) is not None
             and _MINE.search(text, max(0, sp[0] - 40), sp[0]) is None]
    if not creds or not any(k in _ACCOUNT_KINDS for _, _, k in spans) or _HANDED.search(text) is None:
        return []
    return [sp for sp in spans if sp[2] in _ACCOUNT_KINDS] + creds


# ---- public values ----

_TEST_CARDS = frozenset({
    "4111111111111111", "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
    "5200828282828210", "5105105105105100", "378282246310005", "371449635398431", "6011111111111117",
    "6011000990139424", "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
    "4012888888881881", "4222222222222", "5454545454545454", "4000000000000002", "4000000000009995",
    "4000002500003155", "4000002760003184", "4000000000003220", "4000000000000077", "4000000000000341",
})
# a card number quoted in code or a rule about masking: the published test numbers are its fixtures
_CODE_TALK = re.compile(r"(?i)" + _L + r"(?:redact\w*|mask\w*|regex\w*|fixtures?|unit\s+tests?|placeholders?|sanitiz\w*"
                        r"|luhn)" + _R)
_EMPLOYER_NUMBER = re.compile(
    r"(?i)" + _L + r"(?:employer'?s?|arbeitgeber\w*|empleador|employeur|patronal)\s+(?:sss|tin|er|tax"
    r"|ein|philhealth|pag-?ibig|number|no\.?|id)" + _R + r"[^\n.!?\d]{0,50}$")  # the value next after the label
# (a clearing number joined to the account by its hyphen; "8327-9, 144 456 449-8" is read whole)
_OWN = re.compile(r"(?i)" + _L + r"(?:ko|my|mine|mein\w*|mi|mon)" + _R)
_SE_CLEARING = re.compile(r"(?P<c>[1-9]\d{3})-(?=\d{6,}(?!\S))")
_SE_ACCOUNT_WORD = re.compile(r"(?i)konto(?:nummer|nr)?\s*:?\s*$|clearing")


def keep(text: str, spans: list[Span]) -> None:
    """Drops published test cards and an employer's numbers, and narrows a Swedish account to after its clearing
    number."""
    if not spans:
        return
    code_talk = _CODE_TALK.search(text) is not None
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        digits = re.sub(r"[ -]", "", v)
        if digits in _TEST_CARDS and code_talk:
            continue
        m = _EMPLOYER_NUMBER.search(text, max(0, s - 90), s)
        # (a number the speaker calls theirs after the label is theirs: "employer SSS number ko ...")
        if m is not None and sum(c.isdigit() for c in v) >= 6 and _OWN.search(text, m.start(), s) is None:
            continue
        if k == "bank_account" and _SE_ACCOUNT_WORD.search(text, max(0, s - 20), s) is not None:
            m = _SE_CLEARING.match(text, s, e)
            if m is not None and e - m.end() >= 6:
                s = m.end()
        out.append((s, e, k))
    spans[:] = out
