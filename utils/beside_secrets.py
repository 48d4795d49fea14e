"""What stands beside a secret and is not it, kept whichever rule reached it from a secret's name.

A PIN or a password is often said beside other numbers that are not it: "PIN 4821, room 312", "暗証番号 6092、予約番号は
1180-4432", "Kontonummer ..., KID-nummer 1705177". The rules that take "the value after a PIN" stop at the first value,
but a value that stands right after a label of its own (a room, a flight, a booking, a branch, a service line, an
amount, a payment reference, an order, a company's number) or is said to be one ("4417 ist die Filialnummer") belongs
to that label, not to the secret's name. So do a room's number by its suffix ("1102호", "1203 室"), a phone number in
a clause about a hotline, and a factory default or an example (0000, 1234) called so. A template's slot in angle
brackets (``<your-pin>``, ``<tu-contraseña>``) is no value in any language.
"""

from __future__ import annotations

import re

from utils import idcheck, sentences
from utils.redact_payees import REFUND

Span = tuple[int, int, str]

# Labels that name a number as public, by language. A label owns the value right after it (connectors between:
# "number", "no.", '#', ':', a copula or a particle); "code" is no connector (a room's code is a door code).
_LATIN_LABELS = (
    # en
    r"room|rm|flight|booking(?: (?:code|ref(?:erence)?))?|reservation|confirmation|reference|ref|order|invoice|ticket"
    r"|request|case|branch|queue|table|seat|platform|extension|ext|hotline|helpline|phone|tel|telephone|service line"
    r"|customer service|member(?:ship)?|customer|tracking|parcel|amount|total|price|floor|unit|apt|suite|kid"
    r"|variable symbol|specific symbol|constant symbol|payment reference|ein|vat"
    # a phone of one's own by its other names, and a device's or a product's public ids
    r"|mobile|cell|cellphone|handy|handynummer|portable|móvil|movil|celular|cellulare|telemóvel|cep|mobil\w*"
    r"|imei|serial|s/n|sn|seriennummer|vin|isbn|sku|ean|artikelnummer|tracking number|waybill"
    r"|postcode|post code|postal code|zip code|zip|business number"
    # de, nl, sv/no/da/fi
    r"|zimmer|flug|buchung\w*|reservierung\w*|rechnung\w*|bestell\w*|kunden\w*|filial\w*|hotline\w*|telefon\w*|betrag"
    r"|auftrags\w*|sendungs\w*|vertrags\w*|mitglieds\w*|postleitzahl|plz|code postal|código postal|cep"
    r"|summe|verwendungszweck|referenz\w*|vorgang\w*|sitz\w*|tisch|kamer|vlucht|boeking\w*|referentie|factuur\w*"
    r"|bestelling|filiaal|telefoon|bedrag|tafel|rum|rummet|flyg\w*|bokning\w*|faktura\w*|beställning\w*|belopp"
    r"|beløp|kid-nummer|kidnummer|referens\w*|viite\w*|huone\w*|lento\w*|varaus\w*"
    # fr, es, it, pt
    r"|chambre|vol|réservation|référence|facture|commande|agence|succursale|guichet|téléphone|tél|montant|siège"
    r"|dossier|habitación|vuelo|reserva|referencia|factura|pedido|sucursal|oficina|teléfono|importe|monto|asiento|mesa"
    r"|localizador|camera|volo|pratica|bestilling|ordre|ärende|prenotazione|riferimento|fattura|ordine|filiale|sportello|telefono|importo|posto|tavolo"
    r"|quarto|voo|referência|fatura|agência|agencia|telefone|sac|valor"
    # pl, cs, ru, uk, tr
    r"|pokój|pokoj|lotu|lot|rezerwacj\w*|kod rezerwacji|faktur\w*|zamówieni\w*|oddział\w*|kwota|stolik|miejsce"
    r"|variabilní symbol|konstantní symbol|specifický symbol|vs|ks|ss|pokoj|faktura|částka"
    r"|брон\w*|комнат\w*|номер комнаты|рейс\w*|заказ\w*|отделени\w*|филиал\w*|телефон\w*|сумм\w*|счёт-фактур\w*"
    r"|oda|uçuş|rezervasyon|sipariş|şube|şube kodu|müşteri hizmetleri|tutar"
    # vi, id/ms
    r"|phòng|chuyến bay|đặt chỗ|chi nhánh|điện thoại|số tiền|ghế|kamar|penerbangan|pemesanan|cabang|kantor cabang"
    r"|antrian|antrean|telepon|jumlah|kursi|resi|nomor resi|no resi"
)
_OTHER_LABELS = (
    # zh, zh-Hant, yue
    r"房间|房間|房号|房號|航班|班机|班機|订单号|訂單號|订单|訂單|单号|單號|快递单号|預訂|预订|预约号|預約號|订位代号|訂位代號"
    r"|网点编号|網點編號|网点|支行|分行代號|分行代号|分行編號|分行编号|分行|客服电话|客服電話|客服专线|客服專線|客服热线"
    r"|客服熱線|客服|邮编|郵遞區號|郵便番号|우편번호|电话|電話|热线|熱線|专线|專線|分机|分機|手機|手机|序列号|序號|序列號|金额|金額|房租|发票|發票"
    r"|统一编号|統一編號|統編|税号|稅號"
    r"|会员编号|會員編號|会员号|會員號|客户号|客戶號|附言|备注|備註|座位|桌号|桌號|柜子编号|櫃子編號|柜号|櫃號|格口|管理处电话|管理處電話"
    # ja
    r"|部屋|ルームナンバー|便名|予約番号|支店番号|支店|注文番号|会員番号|お問い合わせ|問い合わせ|電話番号|フリーダイヤル"
    r"|金額|座席|法人番号|携帯|携帯番号|連絡先|シリアル"
    # ko
    r"|호실|객실|방 ?번호|호수|항공편|편명|예약번호|지점번호|지점|영업점 코드|영업점|주문번호|고객센터|전화번호|전화|금액|좌석|회의실"
    r"|사업자등록번호|회원번호|휴대폰|핸드폰|연락처|시리얼|송장번호"
    # ar, he, th
    r"|الغرفة|غرفة|رحلة|الحجز|فرع|الفرع|هاتف|المبلغ|חדר|טיסה|הזמנה|סניף|טלפון|מוקד|סכום|ห้อง|เที่ยวบิน|การจอง|สาขา"
    # fa, ar: an order and its tracking number
    r"|سفارش|شماره سفارش|کد سفارش|کد رهگیری|شماره پیگیری|رقم الطلب"
    r"|โทร|ยอด"
    # hi (an order's number after a courier's OTP, round 26b)
    r"|ऑर्डर नंबर|ऑर्डर आईडी|ऑर्डर|ट्रैकिंग नंबर|ट्रैकिंग"
)
_CONNECT = (r"(?:[\s\-]*(?:number|no\.?|nr\.?|num\.?|n\.|n°|nº|nummer|numéro|número|numero|номер|numarası|番号|编号|編號|号|號|번호"
            r"|代號|代号|代码|代碼|kodu))?")
_COPULA = (r"(?:[\s:：=#№]*(?:is|ist|est|c'est|c’est|es|é|è|är|er|on|lautet|là|是|为|為|係|は|が|은|는|이|가|填|寫|写)?"
           r"[\s:：=#№(]*)")
# a flight's number after its airline's two-character code ("le vol est AF 7714", "航班号是 CA 1831")
# ... and a serial's letter before its digits ("交易序號 A0937"), which a rule may have cut after the letter
_AIRLINE = r"(?:[A-Z][A-Z0-9]?|[0-9][A-Z]) ?"
_LABEL_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:" + _LATIN_LABELS + r")(?![^\W\d_])|(?:" + _OTHER_LABELS + r"))" + _CONNECT + _COPULA
    + r"(?-i:" + _AIRLINE + r")?$")
# "4417 ist übrigens die Filialnummer", "9921 是分行编号": the value said to be a labelled number
_LABEL_AFTER = re.compile(
    r"(?i)\s+(?:is|ist|est|es|é|è|är|er|on)\s+(?:[^\W\d_]+\s+){0,3}?(?:" + _LATIN_LABELS + r")"
    r"|\s*(?:是|就是|は|는|은)\s*(?:" + _OTHER_LABELS + r")")
# a flat's or a room's number by its suffix ("1102호", "1203 室", "1506 号室")
_UNIT_SUFFIX = re.compile(r"\s*(?:号室|號室|号房|號房|室|호실|호(?![가-힣])|호(?=야|예요|이에요|입니다|에|로|인데|이고)|番線|층|階|楼|樓)")
# a phone number: digits in groups, or after a '+' or a bracket (in a clause about a service line, whose words
# are not the generic 'phone': a phone's PIN is a secret)
_PHONE_SHAPE = re.compile(r"\+?\(?\d[\d()]*(?:[ \-.]\(?\d+\)?)+|\(\d+\)\d[\d\-]+")
_PHONE_CLAUSE = re.compile(
    r"(?i)(?<![^\W\d_])(?:hotline|helpline|call|müşteri hizmetleri|service line|customer service|kundenservice"
    r"|service client|atención al cliente|servizio clienti)(?![^\W\d_])|客服|热线|熱線|专线|專線|お問い合わせ|問い合わせ"
    r"|고객센터|撥打|拨打|致电|致電")
# a voicemail's own number, said beside its PIN ("voicemail number is +1 ...", "die Mailbox erreichst du unter 0171 ..."):
# a whole phone number with its prefix, no secret's word right before it (round 26b)
_VOICEMAIL = re.compile(r"(?i)(?<![^\W\d_])(?:voicemail|voice mail|mailbox|buzón|messagerie|répondeur|segreteria"
                        r"|caixa postal|access number|erreichst|escucharlo|to listen)(?![^\W\d_])")
_CLAUSE_START = re.compile(r"[.;!?\n。；！？]")
# the number a call or a text came from, said right after it ("1588-5813 번호로 전화 와서", "03-1234-5678 から電話") or
# right before it ("rang me from", "ringede fra"): a caller's line, never the speaker's secret
_CALLED_FROM_AFTER = re.compile(r"\s*(?:번호?\s*(?:로|으로|에서)\s*(?:전화|연락|문자)|(?:から|より)の?\s*(?:電話|着信|SMS|ショートメール)"
                                r"|(?:打来|打來|来电|來電|发来|發來))")
_CALLED_FROM_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:called|calling|rang|phoned|texted)(?: me)? from|ringede fra|ringde från|ringte fra"
    r"|belde(?: me)? vanaf|appel(?:é|ait)(?: depuis| du)|llam(?:ó|aba|aron) desde|chiamat[oa] dal|ligou do|ligaram do"
    r"|zadzwonił\w* z|звонил\w* с|anrief\w* von|rief von)[\s:]*(?:the )?(?:number |nummer |numéro |número |numero )?$")
# a value called a factory default or an example, of a default's shape (one digit repeated, or counting up)
_DEFAULT_WORDS = re.compile(
    r"(?i)(?<![^\W\d_])(?:default|factory|défaut|standard|voreingestellt\w*|werkseinstellung\w*|predeterminad\w*"
    r"|por defecto|padrão|predefinit\w*|example|e\.g\.|placeholder|sample|ejemplo|exemple|beispiel|esempio)(?![^\W\d_])"
    r"|默认|默認|預設|预设|初期|出厂|出廠|기본|초기|範例|范例|示例|例子|例えば|예시|例")
_NAMED_KINDS = frozenset({"pin", "password", "password_shaped", "one_time_code", "secret", "bank_account",
                          "national_id", "code", "door_code", "announced", "passcode"})
# a number-like value: digits with their separators, or a short code in capitals and digits
_NUMBERISH = re.compile(r"[#(]?\d[\d .,:/()\-]*[\d)]?[A-Z]?|[A-Z0-9]{5,8}|\d+[호号號]|[A-Z]{1,4}\d{6,16}")
# a label that swallowed a secret's name ("Kundenpasswort", "Telefonpin"), or words after a value that name it a secret
# ("postcode", "zip code", "code postal" name a place, not a code)
_SECRET_WORD = re.compile(r"(?i)pin|pass|kennwort|(?<!post)(?<!post )(?<!postal )(?<!zip )code(?! postal)|kod"
                          r"|пароль|пин|код|secret|key|senha|contrase|hasł|şifre|parol|密码|密碼|암호|비밀번호|비번|暗証|パスワード")
# "the safe's code in the room is 3380", "the PIN for room 12": a label after a preposition says where or whose the
# secret is; the value is still the secret's
_PLACE_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:in|im|in the|in der|in dem|dans|dans la|en|en la|nella|nel|na|no|w|we"
                           r"|в|во|at|on|of|for|für|del|della|de la|di|do|da|per|para|pour)\s+"
                           r"(?:(?:my|your|meu|minha|seu|sua|mon|ma|ton|ta|mi|tu|mein\w*|dein\w*|mio|mia|tuo|tua"
                           r"|mijn|mój|moim|мой|моём|моем|твой)\s+)?$")
# a value of four digits or more already given before a label
# (or its tag, in a later pass)
_VALUE_BEFORE = re.compile(r"(?:(?<![\w.,])\d{4,}(?![\w.,])|\[REDACTED:[a-z_]+\])[^\d\n\[]*$")
# a phone number's digit groups: two of two digits or more
_GROUPS = re.compile(r"\d{2,}")
# a code's name whose label is its complement in the Romance languages ("code de confirmation", "código de
# referencia", "codice di prenotazione"): the label says which code, the value is still the code
_CODE_OF = re.compile(r"(?i)(?<![^\W\d_])(?:code|codes|código|códigos|codice|codici|codi|cod|codul|kod|kodu)"
                      r"\s+(?:de|di|do|da|d'|del|della)\s*$")
# a board's pins by number ("pins 4 5 6 7 on the header are GPIO"): "pin" in electronics, named so in its sentence
_PINS_BEFORE = re.compile(r"(?<![^\W\d_])(?:pins?|pin numbers?)\s*$")
_BOARD = re.compile(r"(?i)(?<![^\W\d_])(?:gpio|header|pinout|breadboard|arduino|raspberry|esp32|jumper|soldered|i2c|spi"
                    r"|uart|microcontroller|mcu)(?![^\W\d_])|引脚|ピン配置|핀 번호")


_POSTAL = re.compile(r"(?i)(?<![^\W\d_])(?:c[oó]digo postal|code postal|postal code|zip code|zip|postcode|post code"
                     r"|postleitzahl|plz|codice postale|cap|cep|kod pocztowy|posta kodu|почтовый индекс|индекс)"
                     r"(?![^\W\d_])|邮编|郵遞區號|郵便番号|우편번호")
_POSTAL_SHAPE = re.compile(r"\d{4,6}|\d{5}-\d{3,4}|\d{2}-\d{3}|\d{3} ?\d{2}")


def _default_shape(v: str) -> bool:
    d = re.sub(r"\D", "", v)
    return 4 <= len(d) <= 8 and (len(set(d)) == 1 or d in "1234567890")


# a locker's own number right after its noun ("kluis 2316", "locker #442"): its code is said apart ("… is 4821")
_LOCKER_NUMBER = re.compile(r"(?i)(?<![^\W\d_])(?:locker|kluis|kluisje|fietskluis|casier|schließfach|schliessfach|spind"
                            r"|taquilla|armadietto|storage unit)\s*(?:n[º°o]\.?|nr\.?|no\.?|#|number|nummer)?\s*$")
# a GitHub Actions step's action, ``owner/repo[/path]@ref``: a public reference, never a secret
_ACTION_REF = re.compile(r"(?i)\buses:\s*['\"]?(?P<ref>[\w.-]+/[\w./-]+@[\w./-]+)")


# a phone the number was sent to, not the number's label: "telefonuna 406605 kodu geldi" (a code came to her phone)
_TO_PHONE = re.compile(r"(?i)telefon(?:un)?a(?![^\W\d_])|telefonuma|telefonuna|cep(?:im|in)e(?![^\W\d_])")


def labelled(text: str, s: int, e: int) -> bool:
    """Whether the number at text[s:e] stands under a public label of its own (before it, or said to be one after
    it), as a room by its suffix, as a phone number in a clause about a hotline, as a board's pins, or as a default
    called so."""
    v = text[s:e].strip()
    a, b = sentences.start(text, s, _CLAUSE_START), sentences.end(text, e, _CLAUSE_START)
    if _PINS_BEFORE.search(text, max(0, s - 14), s) and _BOARD.search(text, a, b):
        return True
    for m in (_LABEL_BEFORE.search(text, max(0, s - 40), s), _LABEL_AFTER.match(text, e)):
        # a preposition says whose a secret is only when no value stands between the secret's word and the label
        # ("the PIN for room 12"; "kod 6236 sprzedawcy do zamówienia 3033" gave the code its value before)
        if m is None or _SECRET_WORD.search(m.group()) or _TO_PHONE.search(m.group()):
            continue
        whose = _PLACE_BEFORE.search(text, max(0, m.start() - 20), m.start()) and not _VALUE_BEFORE.search(
            text, max(0, m.start() - 40), m.start())
        if not whose and not _CODE_OF.search(text, max(0, m.start() - 14), m.start()):
            return True
    if _LOCKER_NUMBER.search(text, max(0, s - 24), s):
        return True
    # a postal code named earlier in its clause ("El código postal del piso nuevo es 28013"), no secret's name between
    p = None
    for p in _POSTAL.finditer(text, a, s):
        pass
    if p is not None and _POSTAL_SHAPE.fullmatch(v) and not _SECRET_WORD.search(text, p.end(), s):
        return True
    if v[-1:] in "호号號" or _UNIT_SUFFIX.match(text, e):
        return True
    # a rule may have cut one group of the number ("unter [0171] 3456789"): the whole number decides
    ws, we = s, e
    while ws > 0 and (text[ws - 1].isdigit() or text[ws - 1] in "+(" or text[ws - 1] == " " and ws > 1
                      and text[ws - 2].isdigit()):
        ws -= 1
    while we < len(text) and (text[we].isdigit() or text[we] in " -)" and we + 1 < len(text)
                              and text[we + 1].isdigit()):
        we += 1
    w = text[ws:we].strip()
    if w == v:
        if _PHONE_SHAPE.fullmatch(v) and len(_GROUPS.findall(v)) >= 2 and (
                _PHONE_CLAUSE.search(text, a, s) or _CALLED_FROM_AFTER.match(text, e)
                or _CALLED_FROM_BEFORE.search(text, max(0, s - 30), s)):
            return True
    if (w[:1] in "+0(" and sum(c.isdigit() for c in w) >= 9 and _PHONE_SHAPE.fullmatch(w)
            and (_PHONE_CLAUSE.search(text, a, ws) or _VOICEMAIL.search(text, a, ws))
            and not _SECRET_WORD.search(text, max(a, ws - 24), ws)):
        return True  # a phone dialled with its prefix, whole or a group of it cut
    return _default_shape(v) and _DEFAULT_WORDS.search(text, a, b) is not None


# A bank's routing number is printed on every cheque: a number of nine digits with the ABA check that the words
# before it call one ("账户的 routing number 是 …") is the bank's, not the account an account word reached for.
_ROUTING = re.compile(r"(?i)routing|(?<![a-z])(?:aba|rtn)(?![a-z])")


def routing_named(before: str, v: str) -> bool:
    """Whether v, after the words ``before`` it, is a routing number called so."""
    return _ROUTING.search(before) is not None and idcheck.aba_ok(v)


# A shop's or a seller's account to pay into is printed on its invoices and its site: an IBAN whose clause names a
# merchant as its holder before it ("der Händler hat IBAN …", "betaal de webshop op NL…", "mağazanın IBAN'ı") stays,
# unless the speaker names it theirs in between ("the shop refunds to my IBAN …").
_MERCHANT = re.compile(
    r"(?i)(?<![^\W\d_])(?:shop|store|webshop|online shop|merchant|seller|vendor|retailer|händler|verkäufer|laden"
    r"|boutique|magasin|vendeur|commerçant|tienda|comercio|vendedor|negozio|venditore|esercente|winkel|webwinkel"
    r"|verkoper|sklep\w*|sprzedawc\w*|mağaza\w*|satıcı\w*|butik\w*|forretning\w*|loja|магазин\w*|продав\w*"
    r"|cửa hàng|toko|penjual)(?![^\W\d_])|商家|商店|店家|卖家|賣家|ショップ|店舗|販売店|가게|상점|판매자"
    r"|فروشگاه|متجر|المتجر|البائع|חנות|המוכר")
_MINE = re.compile(r"(?i)(?<![^\W\d_])(?:my|mine|me|mein\w*|mon|ma|mes|mi|mis|mio|mia|meu|minha|mijn|mój|moje|moja"
                   r"|mitt|min|benim|мой|моя|мій|моя)(?![^\W\d_])|我的|私の|내 |제 ")


# a refund between the merchant and the IBAN: the merchant pays the speaker back, into the speaker's account
# ("Sprzedawca chce oddać przelewem, więc podaję mu numer konta: PL.."); utils.redact_payees' refund words and a
# few of giving back
_GIVE_BACK = re.compile(r"(?i)(?<![^\W\d_])(?:odda\w*|zwróci\w*|pay\s+(?:me|us)\s+back|верн\w*|поверн\w*)(?![^\W\d_])")
# the speaker asked to pay into it, refund or not: the merchant's (a scam's "send money to my IBAN for the refund")
_PAY_INTO = re.compile(r"(?i)(?<![^\W\d_])(?:para\s+gönder\w*|göndermem\w*|öde\w*|send\s+(?:the\s+)?money|pay\s+(?:in|into|to)"
                       r"|transfer\s+(?:the\s+)?money|zapłaci\w*|wpłaci\w*|przela\w*\s+pieniądze|überweisen\s+soll\w*"
                       r"|payer|pagar|pagare|переве(?:сти|ду)|оплат\w*)(?![^\W\d_])")


def merchant_iban(text: str, s: int) -> bool:
    """Whether the IBAN at text[s:] stands in a clause that names a merchant as its holder: not where the speaker
    claims it, nor where the merchant refunds into it and the speaker is not asked to pay into it."""
    a = sentences.start(text, s, _CLAUSE_START, 80)
    shop = None
    for shop in _MERCHANT.finditer(text, a, s):
        pass
    if shop is None or _MINE.search(text, shop.end(), s) is not None:
        return False
    if REFUND.search(text, shop.end(), s) is None and _GIVE_BACK.search(text, shop.end(), s) is None:
        return True
    return _PAY_INTO.search(text, shop.end(), sentences.end(text, s, _CLAUSE_START, 120)) is not None


# a template's slot: words of any script joined by '-' or '_' in angle brackets
_SLOT = re.compile(r"<[^\W\d]+(?:[-_ ][^\W\d]+)*>[.,;:!?]?")


def keep(text: str, spans: list[Span]) -> None:
    """Drops number-like values a secret's name reached that stand under a public label of their own, a merchant's
    IBAN, template slots, and a GitHub Actions step's action reference."""
    if "uses:" in text:
        refs = [m.span("ref") for m in _ACTION_REF.finditer(text)]
        spans[:] = [sp for sp in spans if not any(a <= sp[0] and sp[1] <= b for a, b in refs)]
    spans[:] = [sp for sp in spans if not (_SLOT.fullmatch(text[sp[0] : sp[1]].strip()) or (
        sp[2] == "iban" and merchant_iban(text, sp[0])) or (
        sp[2] in _NAMED_KINDS and sp[2] != "bank_account" and routing_named(text[max(0, sp[0] - 40) : sp[0]],
                                                                          text[sp[0] : sp[1]])) or (
        sp[2] in _NAMED_KINDS and _NUMBERISH.fullmatch(text[sp[0] : sp[1]].strip()) and labelled(text, sp[0], sp[1])))]
