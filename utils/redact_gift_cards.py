"""A gift card's number and its PIN or claim code, after the card's name in many languages ("禮券，卡號 … ，開卡密碼 …",
"Gutscheinkarte: Kartennummer …, PIN …", "ギフトカードの番号は …、PINは …", "gift card claim code is …"): a
store's card number passes no Luhn check, so the card rules leave it; it spends the balance as a card does.

The number is 12 to 19 digits (in groups of four or not) within a few words after the card's name; the code is
the value after a PIN's, a password's or a claim code's name in the same stretch. A card's face value or a
balance ("面額 500 元") is no number of that length and stays.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import prefilter

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "禮券", "礼券", "禮物卡", "礼物卡", "礼品卡", "禮品卡", "购物卡", "購物卡", "儲值卡", "储值卡", "gift card", "giftcard",
    "gutschein", "geschenkkarte", "ギフトカード", "ギフト券", "商品券", "기프트", "상품권", "carte cadeau", "tarjeta regalo",
    "carta regalo", "cartão presente", "vale-presente", "cadeaukaart", "karta podarunkowa", "google play", "steam",
    "xbox", "playstation", "psn", "eshop", "itunes", "gift code", "voucher", "卡密", "e卡", "cheque regalo",
    "reclamación", "wallet code", "prepaid", "buono regalo", "buono acquisto", "codice regalo", "bon d'achat",
    "cadeaubon", "presentkort", "gavekort", "lahjakortti", "bon podarunkowy", "hediye", "подарочн", "هدايا",
    "roblox", "target card", "walmart card", "scratch-off", "itunesカード", "apple gift")

# Behind RE2 (utils.prefilter): the one pattern read over the whole of every text the gate lets in.
_NAME = prefilter.compile(
    r"(?i)禮券|礼券|禮物卡|礼物卡|礼品卡|禮品卡|购物卡|購物卡|儲值卡|储值卡|gift ?card|gutschein\w*|geschenkkarte|ギフトカード|"
    r"ギフト券|商品券|기프트\s?카드|상품권|carte cadeau|tarjeta (?:de )?regalo|carta regalo|cartão presente|vale-presente|"
    r"cadeaukaart|karta podarunkowa"
    # a store's or a console's prepaid code by the store's name ("Google Play code", "Steam wallet code", "Xbox gift
    # code", "PlayStation Store voucher", "京东E卡的卡密", "cheque regalo")
    r"|google play(?: gift)?(?: code| card)?|steam(?: wallet)?(?: code| card)|wallet code|xbox(?: gift)?(?: code| card)"
    r"|playstation(?: store)?(?: voucher| code| card)|psn(?: voucher| code| card)|(?:nintendo )?eshop(?: code| card)"
    r"|itunes(?: code| card)|gift code|prepaid code|卡密|[Ee]卡|cheque regalo|código de reclamación"
    r"|(?:itunes|apple|google ?play|steam|amazon)\s*(?:カード|卡|카드)|buono (?:regalo|acquisto)|codice regalo|bon d'achat"
    r"|cadeaubon|presentkort|gavekort|lahjakortti|bon podarunkowy|hediye (?:kartı|çeki)|подарочн\w* (?:карт\w*|сертификат\w*)"
    r"|بطاقة (?:ال)?هدايا|vale presente|cartão-presente|target card|walmart card|roblox(?: card)?|scratch-off", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\d-])(?P<v>\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,3})?|\d{12,19})(?![\d-])")
_CODE = re.compile(
    r"(?i)(?:開卡密碼|开卡密码|密碼|密码|暗証番号|pin(?:-code|code)?|access (?:number|code)|claim code|einlösecode|"
    r"código|codice|code|코드|비밀번호)(?![a-z])"
    # a few words between the name and its verb ("the access number under the strip is …")
    r"(?:[^\n.\d:：]{0,30}?\s(?=(?:is|ist|es|est|è|é)\s))?\s*(?:は|是|為|为|:|：|is|ist|lautet|es|è|=)?\s*"
    r"(?P<v>[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){3,23})(?![A-Za-z0-9])")

# a prepaid code written without dashes: ten to twenty-five capitals and digits, several of each
_BLOB = re.compile(r"(?<![A-Za-z0-9-])(?=(?:[A-Z]*\d){3})(?=(?:\d*[A-Z]){3})[A-Z0-9]{10,25}(?![A-Za-z0-9-])")
_CLAIM = re.compile(r"(?<![A-Za-z0-9-])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,4}(?![A-Za-z0-9-])")
# an order's, a shipment's or a promotion's number near a gift card is the shop's, not the card's
_NOT_CARD = re.compile(r"(?i)order|tracking|invoice|shipment|promo|coupon|discount|voucher code|bestell|sendung|rabatt|"
                       r"订单|訂單|注文|配送|优惠|優惠|주문|pedido|commande|ordine")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    for m in _NAME.finditer(text):
        stretch_end = min(len(text), m.end() + 120)
        for n in _NUMBER.finditer(text, m.end(), stretch_end):
            if not _NOT_CARD.search(text, max(m.end(), n.start() - 24), n.start()):
                out.append((n.start("v"), n.end("v"), "gift_card"))
        for c in _CODE.finditer(text, m.end(), stretch_end):
            v = c.group("v")
            if _NOT_CARD.search(text, max(m.end(), c.start() - 24), c.start()):
                continue
            if any(ch.isdigit() for ch in v) and len(re.sub(r"\D", "", v)) >= 4 and not placeholder(v):
                out.append((c.start("v"), c.end("v"), "gift_card_code"))
        # a claim code by its shape (dashed groups of capitals and digits, "TRW9-PLK3QZ-88NB", Amazon's letters-only
        # "REWR-XJVRHP-NUTV") wherever the stretch holds one: no order's or shop's number looks like it
        for c in _BLOB.finditer(text, m.end(), stretch_end):
            if not any(a <= c.start() < b for a, b, _ in out) and not placeholder(c.group()) \
                    and not _NOT_CARD.search(text, max(m.end(), c.start() - 24), c.start()):
                out.append((c.start(), c.end(), "gift_card_code"))
        for c in _CLAIM.finditer(text, m.end(), stretch_end):
            v = c.group()
            if any(a <= c.start() < b for a, b, _ in out) or placeholder(v) or len(set(v) - {"-"}) < 6:
                continue
            if not _NOT_CARD.search(text, max(m.end(), c.start() - 24), c.start()):
                out.append((c.start(), c.end(), "gift_card_code"))
    return out
