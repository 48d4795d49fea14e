"""Round 49a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a lock's code after the lock and where it stands, then a colon ("the small safe in the closet: 160721", "Tresor im
  Schrank: 4471"), and a Czech code with words after its lock ("kód od trezoru ve skříni 659760");
- a PIN named with what it opens and more words, then a copula ("Die PIN für die Gesundheitskarte aus dem Brief ist
  888109", "the PIN for the card they mailed me is 4410");
- a code called so in Turkish ("telefonuna 987580 diye bir kod geldi") and a Romanian authentication code with the
  service's name between ("Codul tau de autentificare BT Pay este 337875");
- a UK bank's memorable information ("memorable information is 'wolverhampton'");
- a private key's 64 hex digits after "private key" in its sentence, no transaction's or block's word between (the
  transaction hash before it stays);
- a Wi-Fi key after "la clé" or "the key" in a message about a router's box ("la box c'est Livebox-084A avec la clé
  jkcwfp35t5...");
- a Japanese account after its type ("普通 7139813", "当座 1234567");
- a Hungarian account the speaker asks a refund into ("a 11700333-06885902 számlaszámra utalják vissza"), or under
  its label in a form ("bankszámlaszám: 10402803-72719246-96048819") with no party named in its sentence;
- a card's expiry after its word in a message holding a card's digit groups ("Segunda parte: 7153 6720, caduca 07/30");
- (``announces``, ``announced``) a seed phrase's first words named as such ("First six words: ...") announce the
  rest, and a labelled run of BIP-39 words with words after it is cut ("and the last six: ancient umbrella ...
  abandon. Which option ...").

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_payees import names_party
from utils.redact_round46a import ROUTER_TALK
from utils.redact_seed_runs import bip39_words

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM = r"(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)"

# ---- a lock's code after where it stands ----

_LOCK_PLACE = re.compile(
    r"(?i)" + _L + r"(?:safe|lockbox|key\s?box|tresor|coffre(?:-fort)?|caja\s+fuerte|cassaforte|kluis|kassaskåp"
    r"|pengeskab|sejf|trezor)" + _R + r"(?:\s+(?:in|im|at|on|under|behind|dans|en|nel|nella|in\s+de|i|w|ve)\s+"
    r"(?:the\s+|my\s+|der\s+|dem\s+|den\s+|le\s+|la\s+|el\s+|il\s+|de\s+)?[^\W\d_]+){1,2}\s*[:：]\s*" + _NUM)
_CS_LOCK_WORDS = re.compile(
    r"(?i)" + _L + r"(?:kód|kod)\s+(?:od|k|ke|do|na|pro)\s+(?:trezor\w*|sejf\w*|bran\w*|vrat\w*|dveř\w*|schránk\w*)"
    r"(?:\s+[^\W\d_]+){1,3}\s*(?:je|:)?\s*" + _NUM)

# ---- a PIN named with what it opens, then a copula ----

_PIN_FOR = re.compile(
    r"(?i)" + _L + r"(?:pin|pin-code|pincode|pin-nummer|code\s+pin)\s+(?:für|for|pour|para|per|voor|til|för|do|k|ke|zur|zum)"
    r"\s+(?:[^\W\d_][\w-]*\s+){1,6}?(?:ist|is|est|es|è|är|er|je|lautet|was|war)\s*[:]?\s*" + _NUM)

# ---- codes called so ----

_TR_CALLED = re.compile(r"(?i)(?<![\d.,/-])" + _NUM + r"\s+(?:(?:diye|şeklinde)\s+(?:bir\s+)?(?:kod|şifre|sms)" + _R
                        + r"|kodu\s+(?:geldi|gönderildi|gelmişti))")
_RO_CODE = re.compile(
    r"(?i)" + _L + r"cod(?:ul)?\s+(?:t[aă]u\s+|dvs\.?\s+)?de\s+(?:autentificare|verificare|confirmare|securitate|activare)"
    r"(?:\s+[\w-]+){0,3}?\s+(?:este|e|:)\s*" + _NUM)

# ---- a UK bank's memorable information ----

_MEMORABLE = re.compile(
    r"(?i)" + _L + r"memorable\s+(?:information|info|word|answer|date|place|name)(?:\s*,?\s+(?:mine|it)\s+is|\s+(?:is|was))?"
    r"\s*[:：=]?\s*"
    r"(?:[\"'“‘](?P<q>[^\"'”’\n]{3,40})[\"'”’]|(?P<v>[A-Za-z][\w-]{3,40}))")

# ---- a private key's hex after its name ----

_PRIVATE_KEY_HEX = re.compile(
    r"(?i)" + _L + r"(?:private\s+key|priv(?:ate)?\s*key|privkey|clave\s+privada|privater\s+schlüssel|clé\s+privée"
    r"|chiave\s+privata|chave\s+privada|приватн\w+\s+ключ|закрыт\w+\s+ключ|私钥|私鑰|秘密鍵|개인\s*키)"
    r"(?P<gap>[^\n.!?]{0,120}?)(?<![\w])(?P<v>(?:0x)?[0-9a-fA-F]{64})(?![0-9a-fA-F])")
_TX_WORD = re.compile(r"(?i)" + _L + r"(?:tx|txid|transaction|hash|block|address|contract|commit)" + _R)

# ---- a Wi-Fi key after "la clé" about a box ----

_THE_KEY = re.compile(
    r"(?i)" + _L + r"(?:(?:avec\s+)?la\s+clé|the\s+key|la\s+clave|der\s+schlüssel|la\s+chiave|a\s+chave|de\s+sleutel)"
    r"(?:\s+(?:wifi|wi-fi|wpa|de\s+sécurité))?\s*(?:c'est|est|is|es|ist|è|é|:)?\s*[:]?\s*"
    r"(?P<v>(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{12,64})(?![\w-])")

# ---- a Japanese account after its type ----

_JP_ACCOUNT = re.compile(r"(?:普通|当座)(?:預金)?\s*(?:口座)?\s*(?:番号)?\s*[:：]?\s*(?P<v>\d{7})(?!\d)")

# ---- a Hungarian account the speaker asks a refund into ----

_HU_REFUND = re.compile(r"(?P<v>\d{8}-\d{8}(?:-\d{8})?)\s+(?:bank)?számlaszámra\s+(?:\w+\s+){0,2}?(?:utal\w*\s+vissza"
                        r"|visszautal\w*)")

# a Hungarian account under its label in a form the speaker fills ("bankszámlaszám: 10402803-..."), whatever its check
# (the named-numbers rule asks the GIRO check of an account named anywhere); a party named in its sentence keeps it
_HU_LABELLED = re.compile(r"(?i)" + _L + r"(?:bank)?számlaszám(?:om|unk)?\s*[:：]\s*(?P<v>\d{8}-\d{8}(?:-\d{8})?)(?![\d-])")

# ---- a card's expiry beside the card's digits ----

# (an Amex's groups too: "3458 554001 82300")
_CARD_GROUPS = re.compile(r"(?<!\d)\d{4}[ -]\d{4}(?!\d)|(?<!\d)\d{4}[ -]\d{6}[ -]\d{5}(?!\d)|\[REDACTED:card\]")
_EXPIRY = re.compile(
    r"(?i)" + _L + r"(?:caduca(?:\s+el)?|vence(?:\s+el)?|expira(?:\s+el)?|läuft\s+(?:ab|bis)|gültig\s+bis|expires?|exp\.?"
    r"|expiring|valid\s+(?:thru|until)|scade(?:\s+il)?|validade|geldig\s+tot|utgår|gyldig\s+til|ważna\s+do|platnost\s+do)"
    r"\s*[:]?\s*(?P<v>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/])")
_CARD_WORD = re.compile(r"(?i)" + _L + r"(?:card|karte|carte|tarjeta|cartão|carta|kaart|kort|karta|kartu|parte|part|amex"
                        r"|visa|mastercard)" + _R)

# ---- a seed phrase in halves ----

_FIRST_WORDS = re.compile(
    r"(?i)" + _L + r"(?:first\s+(?:six|twelve|half|\d+)\s+words|erste[nr]?\s+(?:sechs|zwölf|hälfte|\d+)\s+wörter"
    r"|primeras\s+(?:seis|doce|\d+)\s+palabras|premiers\s+(?:six|douze|\d+)\s+mots|prime\s+(?:sei|dodici|\d+)\s+parole"
    r"|первые\s+(?:шесть|двенадцать|\d+)\s+слов)" + _R)
_LABELLED_RUN = re.compile(r"(?m)^[^\S\n]*[^\W\d_][^:\n：]{0,30}[:：]\s*(?P<v>[a-z]+(?:\s+[a-z]+){3,23})(?=\s*(?:[.,;]|$))")


def announces(text: str) -> bool:
    """A seed phrase's first words sent and named so ("First six words: ..."): the rest follows."""
    return len(text) <= 400 and _FIRST_WORDS.search(text) is not None


def announced(text: str) -> list[Span]:
    """After it: a labelled run of BIP-39 words, words after it allowed ("and the last six: ... abandon. Which ...")."""
    m = _LABELLED_RUN.search(text)
    if m is not None and all(w in bip39_words() for w in m.group("v").split()):
        return [(m.start("v"), m.end("v"), "seed_phrase")]
    return []


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if ":" in text or "：" in text:
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _LOCK_PLACE.finditer(text)
                   if not re.fullmatch(r"(?:19|20)\d\d", m.group("v")))
    if "kód" in low or "kod" in low:
        # ("Kód od trezoru je z roku 2019": a year the code dates from)
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _CS_LOCK_WORDS.finditer(text)
                   if not re.fullmatch(r"(?:19|20)\d\d", m.group("v")))
    if "pin" in low:
        for m in _PIN_FOR.finditer(text):
            if not re.fullmatch(r"(?:19|20)\d\d", m.group("v")):
                out.append((m.start("v"), m.end("v"), "pin"))
    if "diye" in low or "şeklinde" in low or "kodu" in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _TR_CALLED.finditer(text))
    if "cod" in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _RO_CODE.finditer(text))
    if "memorable" in low:
        for m in _MEMORABLE.finditer(text):
            g = "q" if m.group("q") is not None else "v"
            out.append((m.start(g), m.end(g), "security_answer"))
    if "key" in low or "clave" in low or "clé" in low or "schlüssel" in low or "ключ" in low or not text.isascii():
        for m in _PRIVATE_KEY_HEX.finditer(text):
            if _TX_WORD.search(m.group("gap")) is None:
                out.append((m.start("v"), m.end("v"), "private_key"))
    if ROUTER_TALK.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "wifi_key") for m in _THE_KEY.finditer(text))
    if "普通" in text or "当座" in text:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _JP_ACCOUNT.finditer(text))
    if "számlaszám" in low:
        for m in _HU_LABELLED.finditer(text):
            a = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start())) + 1
            if not names_party(text[a : m.start()]):
                out.append((m.start("v"), m.end("v"), "bank_account"))
    if "vissza" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _HU_REFUND.finditer(text))
    if _CARD_GROUPS.search(text) is not None and _CARD_WORD.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "card_expiry") for m in _EXPIRY.finditer(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("memorable information", "memorable word", "private key", "privkey", "diye bir kod",
                             "codul tau de", "codul tău de", "普通預金", "számlaszámra", "first six words")
