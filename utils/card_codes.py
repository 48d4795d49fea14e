"""A payment card's expiry and security code, found by the card number they follow.

A card number alone is found by its own shape and Luhn's check (utils.redact); its expiry and code are a few
digits that read as anything until a card stands before them. The readings of that, in one place:

- ``in_card_talk``: a code or an expiry under its name in a message about a card (the core);
- ``after_cards``: right after a card the core found ("4111... 12/27 518", "exp 03/28 cvv 719"); a published test
  card in a test context is no secret, nor the expiry and code written beside it;
- ``followups``: a short message sent right after a message that held a card ("exp 11/29 cvv 604");
- ``named_codes`` (round 13): a code under its name in any language of the lexicon (CVV, セキュリティコード,
  보안 코드, código de seguridad) anywhere in a message that holds a Luhn-valid card;
- ``expiry_keyed`` (round 14): after a Luhn-valid card, its expiry on the same line and the code after that, whatever
  words name them (the expiry is what makes the next number a card's code).

Each reading keeps the shapes it was tuned and measured on (one shape for all would change what is found); what is
common, the Luhn-valid number before them, is ``luhn_cards``. Nothing here imports utils.redact or a round module:
they import it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

import ahocorasick_rs

from utils import beside_secrets, idcheck, secret_names

Span = tuple[int, int, str]


def in_longer_run(text: str, s: int, e: int) -> bool:
    """Whether the grouped number text[s:e] is only part of a longer run of groups of four digits joined by one
    separator, seven groups or more (a Brazilian NF-e's 44-digit access key, "4124 1239 ... 7878"): no card. A card
    followed by its expiry and code ("4556 ... 9313 12/28 731", "... 9313 1228 731") is no such run."""
    sep = text[s + 4] if e - s > 4 else ""
    if sep not in (" ", "-"):
        return False
    while e + 5 <= len(text) and text[e] == sep and text[e + 1 : e + 5].isdigit() and (
            e + 5 == len(text) or not text[e + 5].isdigit()):
        e += 5
    while s >= 5 and text[s - 1] == sep and text[s - 5 : s - 1].isdigit() and (s == 5 or not text[s - 6].isdigit()):
        s -= 5
    groups = text[s:e].split(sep)
    return len(groups) >= 7 and all(len(g) == 4 and g.isdigit() for g in groups)


def luhn_cards(rx: re.Pattern[str], text: str) -> Iterator[tuple[re.Match[str], str]]:
    """rx's matches that are a card number: 13 to 19 digits passing Luhn's check, with the digits; none that is only
    part of a longer run of groups (``in_longer_run``)."""
    for m in rx.finditer(text):
        if in_longer_run(text, m.start(), m.end()):
            continue
        digits = re.sub(r"\D", "", m.group())
        if 13 <= len(digits) <= 19 and idcheck.luhn_ok(digits) and idcheck.card_length_ok(digits):
            yield m, digits


# ---- right after a card the core found ---------------------------------------------------------------------
_AFTER_CARD = re.compile(
    r"[\s,;:/|(-]{0,3}(?:(?:exp(?:iry|ires|iration)?|valid(?:\s+thru)?|有效期(?:至|到)?)[\s:：.]{0,3})?"
    r"(?P<e>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?!\d)"
    r"(?:[\s,;:/|)-]{0,3}(?:(?:and\s+)?(?:cvv2?|cvc2?|csc|cid|code|security code|安全码|背面\S{0,6})[\s:：]{0,3})?"
    r"(?<!\d)(?P<c>\d{3,4})(?![\d/]))?", re.I)
# The networks' and gateways' published test numbers.
_PUBLISHED = frozenset("""
4242424242424242 4000056655665556 5555555555554444 2223003122003222 5200828282828210 5105105105105100 378282246310005
371449635398431 6011111111111117 6011000990139424 3056930009020004 36227206271667 3566002020360505 6200000000000005
4111111111111111 4012888888881881 4000000000000002 4000000000009995 4000002500003155 4000000000003220
4000000000000077 4000000760000002 4000001240000000 5454545454545454 4917610000000000 4444333322221111 5425233430109903
2222400010000008 4988438843884305 4166676667666746 4646464646464644 6011601160116611 3714496353984312
""".split())
# Words of a test, a sandbox or documentation (utils.redact reads them for the AWS docs' example keys too).
TEST_CONTEXT = re.compile(r"(?i)\btest(?:ing)?\b|sandbox|\bdocs?\b|documentation|\bexamples?\b|\bsamples?\b|dummy|\bfake\b|\bdemo\b"
                          r"|stripe|braintree|adyen|paypal|测试|沙箱|示例")


def repeated_digit_card(digits: str) -> bool:
    """Many repeated digits, as the networks' and gateways' published test numbers have (4000 0027 6000 3184,
    4111 1111 1111 1111): seven or more of one digit is rare in an issued number (well under 1 %)."""
    return max(Counter(digits).values()) >= 7


def after_cards(text: str, spans: list[Span]) -> None:
    """A card's expiry and security code right after its number; a published test card in a test context is
    no secret, nor the expiry and code written beside it."""
    for sp in [sp for sp in spans if sp[2] == "card"]:
        digits = re.sub(r"\D", "", text[sp[0] : sp[1]])
        if (digits in _PUBLISHED or repeated_digit_card(digits)) and (
                digits == "4242424242424242" or TEST_CONTEXT.search(text)):
            spans.remove(sp)
            ls = text.rfind("\n", 0, sp[0]) + 1
            le = text.find("\n", sp[0])
            le = le if le >= 0 else len(text)
            for other in [o for o in spans if o[2] in ("card_expiry", "one_time_code") and ls <= o[0] < le]:
                spans.remove(other)
            continue
        spans.extend(c for c in by_place(text) if c[0] > sp[1] and c not in spans)
        m = _AFTER_CARD.match(text, sp[1])
        if m is not None:
            spans.append((m.start("e"), m.end("e"), "card_expiry"))
            if m.group("c"):
                spans.append((m.start("c"), m.end("c"), "card_code"))


# ---- in a message about a card (the core) --------------------------------------------------------------------
_CVV_ZH = re.compile(r"(?:安全码|校验码|验证码|CVV2?|CVC2?|CVN2?|背面(?:的)?(?:三|3|四|4)位(?:数字?|数|码)?)"
                     r"[\s是为:：]{0,4}(?<!\d)(\d{3,4})(?!\d)")
_EXPIRY_NAMED = re.compile(r"(?i)(?:\bexp(?:iry|ires|iration)?(?:\s+date)?|\bvalid\s+(?:thru|through|until)|有效期(?:至|到)?)"
                           r"[\s:：.]{0,3}(?<!\d)((?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?!\d)")


# "the three numbers on the back are 907", "los tres números de atrás son 318", "les 3 chiffres au dos : 552", an
# Amex's "4 digits on the front above the number are 8823", "表面の右上にある数字は 4417": a card's code by where it
# is printed, not by its name
_BY_PLACE = re.compile(
    r"(?i)(?:(?:[34]|three|four|tres|cuatro|trois|quatre|drei|vier|tre|quattro|três|quatro)\s+(?:digits|numbers|numerals"
    r"|números|numeros|dígitos|chiffres|ziffern|zahlen|cifre|numeri)\s+(?:(?:on|at|de|au|auf|sul|no|na|do|da)\s+)?"
    r"(?:the\s+|la\s+|el\s+|der\s+)?(?:back|front|atrás|detrás|reverso|dorso|dos|verso|rückseite|vorderseite|retro|fronte"
    r"|verso)|(?:表面|裏面|背面|裏)[^\d\n。]{0,12}?(?:数字|番号|コード|數字|号码|號碼)"
    # Hebrew, Arabic, Russian and Ukrainian, Polish, Turkish, Dutch, Italian (round 30d)
    r"|(?:שלוש|ארבע|[34])\s+(?:ה)?ספרות\s+(?:ש)?(?:ב|מ)(?:ה)?גב|(?:ثلاث|الثلاث|الثلاثة|3)[^\d\n]{0,20}?(?:ظهر|خلف)"
    r"|(?:три|3)\s+(?:цифры|цифри)\s+(?:на|з|с)\s+(?:обороте|звороті|звороту|обратной стороне|задней стороне|зворотному боці)"
    r"|(?:trzy|3)\s+cyfry\s+(?:z|na)\s+(?:tyłu|odwrocie)|arka(?:daki|sındaki)\s+(?:üç|3)\s+(?:rakam|hane)\w*"
    r"|(?:drie|3)\s+cijfers\s+(?:op\s+de\s+)?achterkant|(?:tre|3)\s+cifre\s+(?:sul|dietro|del)\s+retro)"
    r"[^\d\n.!?]{0,30}?(?<![\d/])(?P<c>\d{3,4})(?![\d/])")


def by_place(text: str) -> list[Span]:
    """A card's code named by where it is printed (the back, the front), in a message about a card or after one."""
    return [(m.start("c"), m.end("c"), "card_code") for m in _BY_PLACE.finditer(text)]


def in_card_talk(text: str, card_number: bool) -> list[Span]:
    """In a message about a card: a security code under its name (CVV, 安全码, 背面三位), and an expiry under its
    name when the message holds a card number too ("my card expires 11/29" alone gives nothing away)."""
    out = [(m.start(1), m.end(1), "one_time_code") for m in _CVV_ZH.finditer(text)]
    if card_number:
        out += [(m.start(1), m.end(1), "card_expiry") for m in _EXPIRY_NAMED.finditer(text)]
    return out


# ---- in the message after a card ---------------------------------------------------------------------------
_FOLLOW = re.compile(
    r"(?i)(?:(?:exp(?:iry|ires|iration)?|valid(?:\s+thru)?|有效期(?:至|到)?)[\s:：.]{0,3})?"
    r"(?<![\d/])(?P<e>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/])"
    r"|(?:cvv2?|cvc2?|csc|cid|security code|安全码|背面[^\d\n]{0,6}|(?<![a-zà-ÿ])(?:código|codice|code|kod|kode|koden"
    r"|cryptogramme|prüfnummer|kartenprüfnummer)(?![a-zà-ÿ]))[\s:：是为]{0,3}(?<!\d)(?P<c>\d{3,4})(?!\d)"
    r"|(?<![a-zà-ÿ])(?:pin|senha|geheimzahl|pincode|pinkode|pinkod|nip|пин)(?![a-zà-ÿ])[\s:：]{0,3}(?:(?:is|é|ist|es|è"
    r"|er|är|to|est|c'est)\s+)?(?<!\d)(?P<p>\d{4,6})(?!\d)"
    r"|^[\s]*(?P<c2>\d{3,4})\s*$")


# the rest of a card's number opening the next message, before its expiry or alone ("19514328 exp 11/26")
_REST_OPENS = re.compile(r"\s*(?P<v>\d{4}[ -]?\d{4}(?:[ -]?\d{1,4})?)(?=\s*(?:$|[,;]?\s*(?:exp|valid|gültig|válid|vence"
                         r"|scad|有效|\d\d\s?/\s?\d\d)))", re.I)


def followups(text: str) -> list[Span]:
    """The expiry and security code in a short message sent right after a card number ("exp 11/29 cvv 604"), and the
    rest of the number when the message before held its first half."""
    if len(text) > 120:
        return []
    out: list[Span] = pieces(text, after_card=True) + by_place(text)
    rest = _REST_OPENS.match(text)
    if rest is not None:
        out.append((rest.start("v"), rest.end("v"), "card"))
    for m in _FOLLOW.finditer(text):
        for g, kind in (("e", "card_expiry"), ("c", "card_code"), ("c2", "card_code"), ("p", "pin")):
            if m.group(g):
                out.append((m.start(g), m.end(g), kind))
    for e in [sp[1] for sp in out if sp[2] == "card_expiry"]:
        # the code right after the expiry, whatever word names it ("gültig bis 07/27, Prüfnummer 612"); a number
        # further on, or one a public label names (an order, a flat), is not the card's
        m = _AFTER_EXPIRY.match(text, e)
        if m is not None and not any(s <= m.start("c") < b for s, b, _ in out) and not re.fullmatch(
                r"20\d\d", m.group("c")) and not beside_secrets.labelled(text, m.start("c"), m.end("c")):
            out.append((m.start("c"), m.end("c"), "card_code"))
    return out


_AFTER_EXPIRY = re.compile(r"[^\d\n.!?#]{0,24}?(?:[34]\s*(?:桁|자리|位|digits?)[^\d\n.!?#]{0,12}?)?(?<![\w/#])"
                           r"(?P<c>\d{3,4})(?![\w/])")


# ---- a card number sent in pieces ("first 8: 5392 8840", then "last 8: 7089 3419") ----------------------------------

_PIECE_LABEL = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:first|last|primer[oa]s|[úu]ltim[oa]s|erste[nr]?|letzte[nr]?|eerste|laatste|primeiros|primi"
    r"|ultimi|pierwsze|ostatnie|första|sista|første|sidste|siste|ilk|son|первые|последние)\s+(?:8|eight|acht|huit|ocho"
    r"|oito|otto|osiem|åtta|otte|åtte|sekiz|восемь)|8\s+(?:premiers|derniers|primeros|[úu]ltimos|primeiros|first|last|erste[nr]?|letzte[nr]?)|(?:first|second"
    r"|last)\s+half|(?:erste|zweite)\s+hälfte|(?:primera|segunda)\s+mitad|(?:première|seconde|deuxième)\s+moitié"
    r"|(?:prima|seconda)\s+metà|(?:primeira|segunda)\s+metade|(?:eerste|tweede)\s+helft|(?:digits|ziffern|dígitos"
    r"|chiffres|cifre|cijfers|cyfry)\s+(?:1\s*-\s*8|9\s*-\s*16))(?![\d])")
_PIECE = re.compile(r"[^\d\n.!?]{0,30}?(?<![\d])(?P<v>\d{4}[ -]?\d{4})(?![\d]|[ -]\d)")


_PIECE_CARD = re.compile(r"(?i)(?<![a-z])(?:card|karte|tarjeta|carte|cartão|carta|kartu|kaart|karta|kort|kart)|карт"
                         r"|カード|卡|카드")
_FIRST = re.compile(r"(?i)first|primer|erste|eerste|premiers|primi|pierwsze|första|første|ilk|первые|1\s*-\s*8")


def pieces(text: str, after_card: bool = False) -> list[Span]:
    """Eight digits of a card under a label of its half ("first 8: 5392 8840", "les 8 derniers : 6650 1197",
    "second half 9015 3373", "digits 9-16: 6650 4475"): in a message that names a card, or right after a message that
    held a card (``after_card``), or as a first half alone that opens like a card (a network's first digit); two
    years side by side stay."""
    out: list[Span] = []
    if len(text) > 300:
        return out
    if not secret_names.found_in(_PIECE_WORDS, text.lower()):
        return out
    card = after_card or _PIECE_CARD.search(text) is not None
    for lab in _PIECE_LABEL.finditer(text):
        m = _PIECE.match(text, lab.end())
        if m is None or re.fullmatch(r"(?:19|20)\d\d[ -]?(?:19|20)\d\d", m.group("v")):
            continue
        if card or len(text) <= 40 and _FIRST.search(lab.group()) and m.group("v")[0] in "3456":
            out.append((m.start("v"), m.end("v"), "card"))
    return out


# ---- a code under its name in a message holding a card (round 13) -----------------------------------------------
_NUMBER13 = re.compile(r"(?<![\d-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\d-])")
_CVV_NAME = re.compile(
    r"(?i)(?<![a-z])(?:cvv2?|cvc2?|cid|security code|código de seguridad|código de segurança|cryptogramme|"
    r"kartenprüfnummer|prüfziffer|codice di sicurezza|код безопасности)(?![a-z])|セキュリティー?コード|裏の\s*[34]\s*桁|"
    r"安全码|安全碼|验证码|驗證碼|背面\s*[34]\s*位|보안\s*코드|뒷자리|뒤\s*[34]\s*자리|رمز الأمان|رمز الامان|קוד אבטחה")
# the code after its name, past a word on its length ("セキュリティーコードは 4 桁じゃなくて 206": not four digits, 206)
_CVV_VALUE = re.compile(r"(?P<gap>[^\d\n.!?。！？]{0,16}?(?:[34]\s*(?:桁|자리|位|digits?)[^\d\n.!?。！？]{0,12}?)?)"
                        r"(?P<v>(?<![\d.,/-])\d{3,4})(?![\d]|[.,/-]\d)")
_CARD_WORD = re.compile(r"(?i)(?<![a-z])(?:card|karte|tarjeta|carte|cartão|carta|kartu|thẻ|карт\w*)|カード|卡|카드")


def named_codes(text: str, out: list[Span], test: re.Pattern[str], unit: re.Pattern[str]) -> None:
    """The card numbers beside a card's name (which the core's word boundaries miss between CJK letters) and the
    codes under a code's name; nothing when ``test`` finds a test card's words (its codes are the documentation's).
    ``unit``: what after digits makes them a quantity."""
    cards = [m for m, _ in luhn_cards(_NUMBER13, text)]
    if not cards or test.search(text):
        return
    if _CARD_WORD.search(text):
        out.extend((m.start(), m.end(), "card") for m in cards)
    for n in _CVV_NAME.finditer(text):
        m = _CVV_VALUE.match(text, n.end())
        if m is not None and not unit.match(text, m.end("v")):
            out.append((m.start("v"), m.end("v"), "card_code"))


# ---- the expiry after a card, and the code after it (round 14) ----------------------------------------------------
_NUMBER14 = re.compile(r"(?<![0-9A-Za-z_.+-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![0-9A-Za-z_]|[-.]\d)")
_EXPIRY = re.compile(r"(?<![\d/.])(?P<e>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/])")
_CODE = re.compile(r"(?<![\d/.,:-])(?P<c>\d{3,4})(?![\d/.,:]\d|\d)")
_TEST14 = re.compile(r"(?i)テスト|测试|測試|테스트|(?<![a-z])(?:test|testing|sandbox|stripe docs|prueba|teste)(?![a-z])")


def expiry_keyed(text: str, out: list[Span], unit: re.Pattern[str]) -> None:
    """After each card (four distinct digits or more), the expiry within its line and the first code after it that
    is no year and (``unit``) no quantity."""
    for m, digits in luhn_cards(_NUMBER14, text):
        if len(set(digits)) < 4:
            continue
        if _TEST14.search(text, max(0, m.start() - 40), min(len(text), m.end() + 80)):
            continue  # a published test card, its expiry and code are the documentation's
        window = text[m.end() : m.end() + 80].split("\n", 1)[0]
        e = _EXPIRY.search(window)
        if e is None:
            continue  # the code is named by its expiry beside it: without one a number after a card is anything
        out.append((m.end() + e.start("e"), m.end() + e.end("e"), "card_expiry"))
        for c in _CODE.finditer(window, e.end("e")):
            if c.start() - e.end() > 40:
                break
            if not unit.match(window, c.end()) and not re.fullmatch(r"(?:19|20)\d\d", c.group()):
                out.append((m.end() + c.start("c"), m.end() + c.end("c"), "card_code"))
                break


PIECE_TRIGGERS = ("first 8", "last 8", "primeros 8", "últimos 8", "ultimos 8", "erste 8", "letzte 8", "eerste 8",
                  "laatste 8", "primeiros 8", "últimos 8", "8 premiers", "8 derniers", "first half", "second half",
                  "hälfte", "mitad", "moitié", "metà", "metade", "helft", "1-8", "9-16", "ilk sekiz", "son sekiz",
                  "ilk 8", "son 8", "первые 8", "последние 8", "первые восемь", "последние восемь")
_PIECE_WORDS = ahocorasick_rs.AhoCorasick(list(PIECE_TRIGGERS) + ["8 ", "eight", "acht", "huit", "ocho", "oito", "otto",
                                                                   "osiem", "åtta", "otte", "sekiz", "восемь"]
                                         ).find_matches_as_indexes
