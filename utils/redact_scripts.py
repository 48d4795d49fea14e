"""Codes, PINs and cards written in the digits of other scripts.

An OTP, a PIN or a card number is as often written in the writer's own digits as in ASCII: Devanagari (०-९), Thai
(๐-๙), Persian (۰-۹), Arabic-Indic (٠-٩), Bengali (০-৯). NFKC (utils.normalise) folds fullwidth digits into ASCII but
leaves these alone, and rules written with ``[0-9]`` (cards, grouped codes) do not see them. ``find`` reads the text
with every decimal digit as its ASCII digit (one code point for one, so a span of the read text is the same span of
the original) through the rules of utils.redact, passed in as ``rules`` (this module imports nothing of utils.redact,
which imports it), and adds the names these languages give one-time codes and card PINs that the lexicons lack
("رمز یکبار مصرف", "رمز پویا", "رمز کارت", "او ٹی پی", "ওটিপি", "वन टाइम पासवर्ड", "รหัสผ่าน"). Dates, times, prices,
phones and versions in those digits stay as their ASCII forms do.

``TRIGGERS`` are the digits themselves: a message holding none never reaches the rules by this module.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck

Span = tuple[int, int, str]
Rules = Callable[[str, str], list[Span]]

# the decimal digits of the scripts the rules do not read, each to its ASCII digit
_ZEROS = ("\u0660", "\u06f0", "\u0966", "\u09e6", "\u0a66", "\u0ae6", "\u0b66", "\u0be6", "\u0c66", "\u0ce6",
          "\u0d66", "\u0e50", "\u0ed0", "\u0f20", "\u1040", "\u17e0")
_TO_ASCII = {ord(z) + i: str(i) for z in _ZEROS for i in range(10)}
TRIGGERS: tuple[str, ...] = tuple(chr(c) for c in _TO_ASCII)
_OTHER_DIGIT = re.compile("[" + "".join(TRIGGERS) + "]")

# One-time codes and card PINs named in languages whose digits are above, with the lexicons lacking them. The value
# follows within a few words (a verb, "bank came:", "is"): digits, in at most three groups.
_NAMES = re.compile(
    r"(?<![\w])(?:رمز\s*(?:یک\s*بار|يک\s*بار|یکبار)\s*مصرف|رمز\s*پویا|رمز\s*دوم|رمز\s*اول|رمز\s*کارت\w*|"
    r"رمز\s*عابر\s*بانک|رمز\s*عبور|کد\s*ورود|کد\s*امنیتی|کد\s*فعال\s*سازی|كلمة\s*(?:المرور|السر)|"
    r"رمز\s*(?:المرور|الدخول)|كود\s*(?:الدخول|التحقق)|رمز\s*(?:ال)?بطاقة|الرقم\s*السري|رقم\s*سري|"
    r"کد\s*یکبار\s*مصرف|او\s*ٹی\s*پی|ون\s*ٹائم\s*پاس\s*ورڈ|پاس\s*ورڈ|"
    r"ওটিপি|ও\s*টি\s*পি|পিন(?:\s*নম্বর)?|ভেরিফিকেশন\s*কোড|"
    r"वन\s*टाइम\s*पासवर्ड|ओ\s*टी\s*पी|पासवर्ड|एमपिन|"
    r"รหัสผ่าน|รหัส\s*pin|รหัสเอทีเอ็ม|"
    # a locker's, a safe's or an alarm's code in Hindi ("लॉकर नंबर ४७ है और उसका कोड २०७४"), an app's or a bank's
    # code in Thai
    r"(?:लॉकर|तिजोरी|अलार्म|ताले|गेट)[^\n।]{0,30}?कोड|รหัส(?:เข้า)?(?:แอป|แอพ|ธนาคาร|ปลดล็อก|เข้าเครื่อง)\w*|"
    r"(?i:otp|pin|cvv2?))"
    r"(?P<gap>[^\d\n.!?।。]{0,24}?)"
    r"(?<![\d])(?P<v>\d{3,8}(?:[ -]\d{2,6}){0,2})(?![\d,.:/]\d|\d)")
# words in the gap that make the number something else: a count, an amount, a time, a branch, a phone
_NOT_VALUE_GAP = re.compile(r"(?i)مبلغ|تومان|ریال|ساعت|دقیقه|شعبه|تلفن|روپے|মিনিট|টাকা|মোবাইল|मिनट|रुपये|₹|"
                            r"फोन|นาที|บาท|โทร|ครั้ง|หลัก|digits?|minutes?")


# A card's number named in these languages (Iran's cards open with prefixes the card rule's networks lack): sixteen
# digits in groups of four, passing Luhn; then its code (CVV2, "الرمز", "सीवीवी") within a few words after it.
_CARD = re.compile(r"(?:شماره\s*کارت|شماره\s*كارت|رقم\s*البطاقة|رقم\s*بطاقت\w*|कार्ड\s*(?:नंबर|नम्बर|संख्या)|"
                   r"เลขบัตร\w*|কার্ড\s*নম্বর|کارڈ\s*نمبر)[^\d\n]{0,12}?(?P<v>\d{4}([ -]?)\d{4}\2\d{4}\2\d{4})(?!\d)")
_CARD_CODE = re.compile(r"[^\d\n.!?]{0,16}?(?:cvv2?|cvc2?|سی\s*وی\s*وی\s*(?:۲|2|دو)?|سي\s*في\s*في|الرمز|رمز|"
                        r"सीवीवी|सी\s*वी\s*वी|รหัส\s*cvv|সিভিভি)[^\d\n.!?]{0,12}?(?<!\d)(?P<v>\d{3,4})(?!\d)",
                        re.IGNORECASE)


def _cards(t: str, out: list[Span]) -> None:
    """Cards named in these languages, and the code after any card (``out``: the rules' spans so far)."""
    ends = [e for _, e, kind in out if kind == "card"]
    for m in _CARD.finditer(t):
        if idcheck.luhn_ok(re.sub(r"\D", "", m.group("v"))):
            out.append((m.start("v"), m.end("v"), "card"))
            ends.append(m.end("v"))
    for e in ends:
        c = _CARD_CODE.match(t, e)
        if c is not None:
            out.append((c.start("v"), c.end("v"), "card_code"))


_ONE_TIME = re.compile(
    r"یک\s*بار|یکبار|پویا|ٹی\s*پی|ٹائم|ওটিপি|টি\s*পি|ভেরিফিকেশন|टाइम|टी\s*पी|otp|ورود|فعال|التحقق|الدخول")
_PASSWORD = re.compile(r"عبور|المرور|السر|پاس|पासवर्ड|รหัสผ่าน")


_WAW = re.compile(r"(?<![^\W\d_])و(?=ال|رمز|رقم|كلمة|پین|پن)")


def _has_other_digits(text: str) -> bool:
    return not text.isascii() and _OTHER_DIGIT.search(text) is not None


def ascii_digits(text: str) -> str:
    """The text with every decimal digit of the scripts above as its ASCII digit, the same length."""
    return text.translate(_TO_ASCII)


def find(text: str, low: str, rules: Rules) -> list[Span]:
    """The spans of secrets whose digits are written in another script (``rules``: utils.redact's rule pass over a
    text in its normal form)."""
    if not _has_other_digits(text):
        return []
    t = ascii_digits(text)
    if "و" in t:
        # "والرقم السري", "ورمز البطاقة": the conjunction joined to a PIN's name ("and the PIN ...", the message after a
        # card or an IBAN) hides the name from the lexicons; a space in its place keeps every span where it was
        t = _WAW.sub(" ", t)
    out = list(rules(t, t.lower()))
    _cards(t, out)
    for m in _NAMES.finditer(t):
        if _NOT_VALUE_GAP.search(m.group("gap")):
            continue
        name = t[m.start() : m.start("gap")].lower()
        kind = ("one_time_code" if _ONE_TIME.search(name) else "password" if _PASSWORD.search(name) else "pin")
        out.append((m.start("v"), m.end("v"), kind))
    return out
