"""Codes that open a thing at home or at the gym, after names the lexicons lacked: a safe's or a locker's dial
combination in two-digit groups ("保險箱的密碼組合：14-38-07", "金庫の番号：33-57-25", "the safe combination is
31-12-47"), a padlock's combination "set to" a value, a parcel box's code (Paketbox, Packstation), a Hebrew alarm's
or gate's code ("הקוד של האזעקה … הוא 4124"), a locker's or a cupboard lock's code in Hindi or Marathi (the digits
may be Devanagari: Python's \\d reads them), and a PIN "changed in" a value in Italian ("l'ho cambiato in 82759").

A dial combination is three or four groups of one or two digits; the same shape as a size or a weight ("40-35-30 公分",
"25-30 キロ") is followed by its unit and stays.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_SAFE_WORDS = ("保險箱", "保险箱", "保险柜", "保險櫃", "金庫", "金库", "ロッカー", "ダイヤル", "safe", "tresor",
               "caja fuerte", "cofre", "coffre", "cassaforte", "kluis", "sejf", "сейф", "금고", "사물함", "combination",
               "kombination", "combinación", "combinaison", "combinazione", "组合", "組合", "locker", "padlock")
_PARCEL_WORDS = ("paket", "packstation", "parcel", "package box", "package locker")
_HE_WORDS = ("קוד",)
_HI_WORDS = ("कोड", "पासकोड")
TRIGGERS: tuple[str, ...] = (*_SAFE_WORDS, *_PARCEL_WORDS, *_HE_WORDS, *_HI_WORDS, "cambiat", "kod do", "kod od")

_SAFE = re.compile(
    r"(?i)(?:保險箱|保险箱|保险柜|保險櫃|金庫|金库|ロッカー|ダイヤル|\bsafe\b|tresor|caja fuerte|\bcofre|\bcoffre|cassaforte|"
    r"\bkluis|\bsejf|сейф|금고|사물함|combination|kombination|combinación|combinaison|combinazione|组合|組合|\blocker\b|"
    r"padlock)[^\n。.!?！？]{0,40}?(?<![\d./-])(?P<v>\d{1,2}(?:[-–]\d{1,2}){2,3})(?![\d./–-])")
_UNIT_AFTER = re.compile(r"(?i)\s*(?:\?|%|°|min\w*|hours?|h\b|sec\w*|minut\w*|stunden|分钟|分鐘|小时|小時|秒|公分|"
                         r"厘米|釐米|毫米|cm|mm|m\b|kg|см|мм|кг|キロ|センチ|inch|\"|吋|寸|号|號|歳|岁|歲|点|點|分)")
_SIZE_BEFORE = re.compile(r"(?i)尺寸|大小|寸法|重さ|重量|サイズ|size|dimension|größe|gewicht|tamaño|peso|taille|weight|"
                          r"размер|вес|весит")
# "is 24-39-01? No, that is the date": the same shape called a date or a score after it
_NOT_AFTER = re.compile(r"(?i)\b(?:date|datum|fecha|score|result)\b|日期|日付|比分|дата")
_SET_TO = re.compile(
    r"(?i)(?:combination|combo|padlock|kombination|combinación)[^\n]{0,60}?\b(?:set (?:it|the code|the combination) to"
    r"|it'?s set to|(?:code|combination|combo) is)\s*(?P<v>\d{3,6})(?![\d.,:/-]\d)")
_PARCEL = re.compile(
    r"(?i)(?:(?:code|pin|kod|código)\b[^\d\n.!?]{0,40}?(?:paket(?:box|station|kasten|fach|schrank)|packstation|parcel "
    r"(?:box|locker)|package (?:box|locker))|(?:paket(?:box|station|kasten|fach|schrank)|packstation"
    r"|parcel (?:box|locker)"
    r"|package (?:box|locker))[\s-]?(?:code|pin))[^\d\n.!?]{0,30}?(?<![\d.,-])(?P<v>\d{3,8})(?![\d.,:/-]\d|\d)")
_HE = re.compile(r"(?:ה?קוד)(?:\s+של)?\s+(?:ה)?(?:אזעקה|שער|דלת|כספת|לוקר|ארונית|תיבת\s+הדואר|בניין)[^\d\n]{0,30}?"
                 r"(?<![\d.,-])(?P<v>\d{4,8})(?![\d.,:/-]\d|\d)")
_HI = re.compile(r"(?:लॉकर|लॉक|ताले|ताला|अलमारी|तिजोरी|तिजोरीच|कपाट)[^\n।]{0,30}?(?:कोड|पासकोड|पिन)(?:\s+(?:है|आहे|:))?"
                 r"\s*:?\s*(?<!\d)(?P<v>\d{3,8})(?!\d)")
# Polish: "kod do bramy (na osiedle) to 2083", "kod od furtki: 4719"
_PL = re.compile(r"(?i)\bkod(?:em)? (?:do|od) (?:bramy|furtki|domofonu|drzwi|klatki|sejfu|szafki|skrzynki|alarmu"
                 r"|garażu)"
                 r"[^\d\n.!?]{0,30}?(?:\bto\b|\bjest\b|[:：])\s*(?<![\d.,-])(?P<v>\d{3,8})(?![\d.,:/-]\d|\d)")
_IT_CHANGED = re.compile(r"(?i)\bpin\b[^\n]{0,60}?\bcambiat[oa]\b[^\d\n]{0,25}?\bin\s+(?P<v>\d{4,8})(?![\d.,:/-]\d|\d)")


def _any(low: str, words: tuple[str, ...]) -> bool:
    return any(w in low for w in words)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if _any(low, _SAFE_WORDS):
        for m in _SAFE.finditer(text):
            if (_UNIT_AFTER.match(text, m.end("v")) or _SIZE_BEFORE.search(text, m.start(), m.start("v"))
                    or _NOT_AFTER.search(text, m.end("v"), m.end("v") + 40)):
                continue
            out.append((m.start("v"), m.end("v"), "combination"))
        out += [(m.start("v"), m.end("v"), "combination") for m in _SET_TO.finditer(text)]
    if _any(low, _PARCEL_WORDS):
        out += [(m.start("v"), m.end("v"), "door_code") for m in _PARCEL.finditer(text)]
    if "קוד" in text:
        out += [(m.start("v"), m.end("v"), "pin") for m in _HE.finditer(text)]
    if _any(text, _HI_WORDS):
        out += [(m.start("v"), m.end("v"), "pin") for m in _HI.finditer(text)]
    if "kod" in low:
        out += [(m.start("v"), m.end("v"), "door_code") for m in _PL.finditer(text)]
    if "cambiat" in low:
        out += [(m.start("v"), m.end("v"), "pin") for m in _IT_CHANGED.finditer(text)]
    return out
