"""A bank's codes and numbers as people pass them on in chat.

- a TAN quoted from the bank's SMS ("Ihre mobileTAN für die Überweisung an K. Braun lautet 482913");
- a Spanish bank's clave beside online banking ("uso el usuario 48XXXX19 y la clave 61843027");
- a code's digits on a bulleted line whose label names a code or a PIN ("- code d'accès banque en ligne : 803517"),
  not a number's ("numéro de client", "order no.");
- a PIN after "senha é" or "le code c'est" ("e a senha é 3186", "Le code c'est 3381, j'en suis sûre");
- a code the bank or an app texted ("the bank texted 604219 but it timed out"), "the code 930261 that just came in",
  "kodenya 418-207";
- "my account 771203948812", a bank app's customer number ("bank app customer number 05897359");
- a router's Wi-Fi key in groups of four digits after its name ("WLAN-Schlüssel ... ist 4417 2290 8863 1051 5538");
- a code the phone shows ("ok phone shows 764 327"); an IBAN's shape after its name whose check digits fail;
- a card's expiry, in words or under its label, in a message that holds a card number passing Luhn ("it expires
  june 2028", "Validade: 08/29" under "Número: 4916.5699.5908.9383").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, redact_payees

Span = tuple[int, int, str]

_TAN = re.compile(r"(?i)(?<![a-z])(?:mobile|push|sms|chip|photo|m)?-?TAN(?![a-z])[^\n!?\"“”]{0,70}?\blautet\s*:?\s*"
                  r"(?P<v>\d{6})(?!\d)")
_CLAVE = re.compile(r"(?i)(?<![a-z])clave(?:\s+de\s+(?:acceso|la banca(?: online)?|banca online|operaciones))?"
                    r"\s*(?:es\s+|:\s*|=\s*)?(?P<v>\d{4,8})(?![\d/.,-]\d|\d)")
_BANKING_ES = re.compile(r"(?i)banca|banco|bancari|online|app\b|tarjeta")
_LIST_CODE = re.compile(r"(?im)^[ \t]*[-*•][ \t]*(?P<label>[^:\n]{2,50}?)[ \t]*[:：][ \t]*(?P<v>\d{4,8})[ \t]*$")
_CODE_LABEL = re.compile(r"(?i)(?<![a-z])(?:code|pin|mdp|passwort|contraseña|senha|clave|kod|código|codice"
                         r"|wachtwoord|passcode|mot de passe)(?![a-z])")
_NUMBER_LABEL = re.compile(r"(?i)num[ée]ro|number|n°|\bnr\b|\bno\b|client|kunden|contrat|contract|postal|zip|promo"
                           r"|commande|order|r[ée]f[ée]rence|\bref\b|ticket|dossier|facture|invoice|tracking|colis")
_SAID_PIN = re.compile(r"(?i)(?<![a-z])(?:senha\s+(?:é|e|era|:)"
                       r"|(?:le\s+)?code(?:\s+(?:secret|pin|confidentiel|de la carte))?\s*(?:c'est|c’est|est|était))"
                       r"\s*(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")
_TEXTED = re.compile(r"(?i)(?<![a-z])(?:bank|app|sms|they)(?![a-z])[^\n.]{0,24}?(?<![a-z])(?:texted|sent)(?:\s+me)?\s+"
                     r"(?:(?:the|a)\s+)?(?:code\s+)?(?P<v>\d{4,8})(?![\d/.,:-]\d|\d)")
# a card code corrected in the same breath ("security code 4... no, it's 402")
_CODE_AGAIN = re.compile(r"(?i)(?<![a-z])(?:security code|cvv2?|cvc2?|csc)(?![a-z])[^\n]{0,24}?(?<![a-z])no,?\s+"
                         r"(?:wait,?\s+)?(?:it'?s|it is|it was)\s+(?P<v>\d{3,4})(?!\d)")
# a code the phone or an app shows, read out ("ok phone shows 764 327")
_SHOWS = re.compile(r"(?i)(?<![a-z])(?:phone|app|screen|authenticator|token)\s+(?:now\s+)?(?:shows|says|displays|gives)"
                    r"\s*:?\s*(?P<v>\d{3}[ -]\d{3}|\d{4,8})(?![\d/.,:-]\d|\d)")
_CODE_WORD = re.compile(r"(?i)code|otp|pin\b|passcode|token|verif|2fa|sign.?in|log.?in")
# an IBAN's shape right after its name whose check digits fail (a typo, a made-up example is still someone's)
_IBAN_NAMED = re.compile(r"(?i)(?:iban|الآيبان|آيبان|ايبان|איבן)\s*(?:(?:no|nr|number)\.?\s*)?[:：]?\s*"
                         r"(?P<v>(?-i:[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}(?:[ ]?[A-Z0-9]{1,3})?))(?![A-Za-z0-9])")
# "the code 930261 that just came in"
_CAME = re.compile(r"(?i)(?<![a-z])(?:code|otp|pin)\s+(?P<v>\d{4,8})\s+(?:that|which)\s+(?:just\s+)?(?:came|arrived"
                   r"|was sent|they sent)")
_KODENYA = re.compile(r"(?i)(?<![a-z])kodenya\s*(?:adalah\s*|:\s*)?(?P<v>\d{3}[- ]?\d{3})(?![\d-])")
_MY_ACCOUNT = re.compile(r"(?i)(?<![a-z])my (?:bank )?account(?: number| no\.?| #)?\s*(?:is\s*|:\s*)?"
                         r"(?P<v>\d{8,17})(?![\d-])")
_CUSTOMER = re.compile(r"(?i)(?<![a-z])bank(?:ing)?(?![a-z])[^\n.]{0,25}?(?<![a-z])(?:customer|client|member)\s+"
                       r"(?:number|no\.?|id)\s*(?:is\s*|:\s*)?(?P<v>\d{6,12})(?!\d)")
_WIFI_GROUPS = re.compile(r"(?i)(?:wlan-?schlüssel|wlan-?passwort|netzwerkschlüssel|wi-?fi[ -]?(?:key|password)"
                          r"|network key|wpa2?[ -]?key|clé wi-?fi|clé wpa)[^\n]{0,50}?(?<!\d)(?<!\d )"
                          r"(?P<v>\d{4}(?: \d{4}){3,4})(?!\d)")
_CARD = re.compile(r"(?<!\d)\d{4}([ .-]?)\d{4}\1\d{4}\1\d{4}(?!\d)")
_MONTHS = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|mars|avr|mai|juin|juil|août|sept|déc|ene|abr"
           r"|ago|dic|fev|out|dez|mär|okt)[a-zéû]*\.?")
_EXPIRY = re.compile(r"(?i)(?<![a-z])(?:expires?|expiring|exp\.?|valid (?:thru|through|until)|validade|validez"
                     r"|vencimiento|vence|gültig bis|ablaufdatum|scadenza|expiration|date d'expiration)"
                     r"\s*(?:on\s+|in\s+|:\s*)?"
                     r"(?P<v>(?:0[1-9]|1[0-2])\s*/\s*(?:20)?\d{2}(?!\d)|" + _MONTHS + r"\s+(?:20\d{2}|\d{2})(?!\d))")

# the gate's words, none an everyday word alone ("my account", "shows" would open it for most chat)
TRIGGERS: tuple[str, ...] = ("lautet", "clave", "senha", "code c'est", "code est", "texted", "kodenya",
                             "customer number", "client number", "wlan-schlüssel", "wifi key", "wi-fi key",
                             "network key", "expires", "validade", "validez", "gültig bis", "phone shows", "app shows",
                             "screen shows", "authenticator shows", "الآيبان", "just came in")


def _list_codes(text: str, out: list[Span]) -> None:
    for m in _LIST_CODE.finditer(text):
        label = m.group("label")
        if _CODE_LABEL.search(label) and not _NUMBER_LABEL.search(label):
            out.append((m.start("v"), m.end("v"), "pin"))


def _has_card(text: str) -> bool:
    return any(idcheck.luhn_ok(re.sub(r"\D", "", m.group())) for m in _CARD.finditer(text))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del placeholder  # digits only
    out: list[Span] = []
    if "tan" in low and "lautet" in low:
        out += [(m.start("v"), m.end("v"), "one_time_code") for m in _TAN.finditer(text)]
    if "clave" in low and _BANKING_ES.search(text):
        out += [(m.start("v"), m.end("v"), "password") for m in _CLAVE.finditer(text)]
    if "\n" in text and ":" in text:
        _list_codes(text, out)
    if "senha" in low or "code" in low:
        out += [(m.start("v"), m.end("v"), "pin") for m in _SAID_PIN.finditer(text)]
    if "texted" in low or "sent" in low:
        out += [(m.start("v"), m.end("v"), "one_time_code") for m in _TEXTED.finditer(text)]
    if "no" in low:
        out += [(m.start("v"), m.end("v"), "card_code") for m in _CODE_AGAIN.finditer(text)]
    if "shows" in low or "says" in low or "displays" in low or "gives" in low:
        # grouped digits read as a code; a plain number only where the message speaks of a code (an app that shows
        # 2500 on a savings account shows a balance)
        out += [(m.start("v"), m.end("v"), "one_time_code") for m in _SHOWS.finditer(text)
                if not m.group("v").isdigit() or _CODE_WORD.search(text)]
    if "iban" in low or "يبان" in text or "איבן" in text:
        for m in _IBAN_NAMED.finditer(text):
            v = m.group("v")
            if not idcheck.iban_ok(v.replace(" ", "")) and not redact_payees.payee_iban(text, m.start("v")):
                out.append((m.start("v"), m.end("v"), "iban"))
    if "came" in low or "arrived" in low or "sent" in low:
        out += [(m.start("v"), m.end("v"), "one_time_code") for m in _CAME.finditer(text)]
    if "kodenya" in low:
        out += [(m.start("v"), m.end("v"), "one_time_code") for m in _KODENYA.finditer(text)]
    if "account" in low:
        out += [(m.start("v"), m.end("v"), "bank_account") for m in _MY_ACCOUNT.finditer(text)]
    if "bank" in low:
        out += [(m.start("v"), m.end("v"), "customer_id") for m in _CUSTOMER.finditer(text)]
    if "key" in low or "schlüssel" in low or "clé" in low or "passwort" in low or "password" in low:
        out += [(m.start("v"), m.end("v"), "password") for m in _WIFI_GROUPS.finditer(text)]
    if _EXPIRY.search(text) and _has_card(text):
        out += [(m.start("v"), m.end("v"), "card_expiry") for m in _EXPIRY.finditer(text)]
    return out
