"""Numbers that carry their own check digits, and codes whose wording says what they are.

Finds: IBANs of every country that issues them, written in groups of any size inside running text of any script;
domestic account numbers that are IBAN bodies (Poland's NRB) or carry a mod-11 check (Czech/Slovak "prefix-number/
bank"); personal ids whose check and shape together are rare by chance (Czech/Slovak rodné číslo with its slash,
Romania's CNP, Brazil's CPF in its dotted form, Finland's henkilötunnus), alone; ids whose check is weaker (PESEL,
AMKA, TC Kimlik, Israeli id, BSN, Aadhaar, My Number, Norwegian fødselsnummer) when a person's number is named before
them in any language; one-time codes in a bank's SMS wording; a code named with a relative clause ("el código que
me llegó es X", "the code they sent me was X"); door codes (digicode, Türcode, 门禁密码); backup codes written
several to a line; a password's first half ("het wachtwoord begint met X"); a card's CVV2 named in Persian; an
app's secret written beside its public id. Keeps: ids named as a company's (INN/KPP, ΑΦΜ of a firm, 法人番号, VAT),
reCAPTCHA site keys, OAuth client and channel ids, capital stand-ins such as ``xoxb-YOUR-TOKEN-HERE``.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, recovery_codes, secret_names, sentences

Span = tuple[int, int, str]

# Arabic-Indic, Persian and full-width digits read as ASCII ones: one character each, so positions hold.
_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９", "0123456789" * 3)
_FOREIGN_DIGIT = re.compile("[٠-٩۰-۹０-９]")

# ---- IBANs and accounts ------------------------------------------------------------------------------------

_IBAN_START = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})(\d{2})(?=[ -]?[A-Z0-9])")
# Every form and bank page prints these; a number quoted from them is no one's account.
_PUBLISHED = frozenset(("DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819",
                        "FR1420041010050500013M02606", "NL91ABNA0417164300", "ES9121000418450200051332",
                        "PL61109010140000071219812874", "SA0380000000608010167519", "AE070331234567890123456",
                        "RO49AAAA1B31007593840000", "CZ6508000000192000145399"))


def _iban_at(t: str, m: re.Match[str]) -> int:
    """The end of the IBAN that starts at m (its country's length of characters, single spaces or dashes between
    them), or -1."""
    want = idcheck.IBAN_LENGTHS.get(m.group(1))
    if want is None:
        return -1
    n, i = 4, m.end()
    while n < want and i < len(t):
        c = t[i]
        if c in " -" and i + 1 < len(t) and t[i + 1].isascii() and t[i + 1].isalnum():
            i += 1
            continue
        if not (c.isascii() and (c.isdigit() or c.isupper())):
            return -1
        n, i = n + 1, i + 1
    if n < want or (i < len(t) and t[i].isascii() and t[i].isalnum()):
        return -1
    return i


def _ibans(t: str, out: list[Span]) -> None:
    for m in _IBAN_START.finditer(t):
        e = _iban_at(t, m)
        if e < 0:
            continue
        v = re.sub(r"[ -]", "", t[m.start() : e])
        if v not in _PUBLISHED and idcheck.iban_ok(v):
            out.append((m.start(), e, "iban"))


# Poland's NRB: the 26 digits of a Polish IBAN without "PL" (2 + six groups of 4, or one run).
_NRB = re.compile(r"(?<![\d.,/-])(\d{2}(?: ?\d{4}){6})(?![\d]|[.,/-]\d)")
# Czech and Slovak accounts: [prefix-]number/bank code, both parts with a mod-11 check (weights from the right).
_CZ_ACCOUNT = re.compile(r"(?<![\w/-])(?:(\d{1,6})-)?(\d{2,10})/(\d{4})(?![\w/]|[.,]\d)")


def _accounts(t: str, out: list[Span]) -> None:
    for m in _NRB.finditer(t):
        digits = m.group(1).replace(" ", "")
        if "PL" + digits not in _PUBLISHED and idcheck.iban_ok("PL" + digits) and not _public_before(t, m.start()):
            out.append((m.start(1), m.end(1), "bank_account"))
    if "/" in t:
        for m in _CZ_ACCOUNT.finditer(t):
            if idcheck.cz_account_ok(m.group(1), m.group(2), m.group(3)) and not _public_before(t, m.start()):
                out.append((m.start(), m.end(), "bank_account"))


# ---- personal ids with check digits ------------------------------------------------------------------------

# a number named as something public right before it (an order, an invoice, a parcel, a ticket, a barcode)
_PUBLIC = re.compile(
    r"(?i)(?:order|invoice|ticket|tracking|parcel|shipment|booking|reference|ref\.?|isbn|ean|barcode|serial|"
    r"bestell\w*|rechnung\w*|sendung\w*|commande|facture|colis|pedido|factura|fatura|encomenda|ordine|fattura|"
    r"zamówieni\w*|faktur\w*|paczk\w*|przesyłk\w*|objednávk\w*|zásilk\w*|comand\w*|заказ\w*|счёт|счет|"
    r"pöntun\w*|narudžb\w*|porudžbin\w*|užsakym\w*|pasūtījum\w*|tellimus\w*|поръчк\w*|замовленн\w*|"
    r"sipariş|fatura|kargo|הזמנה|طلب|فاتورة|订单|訂單|单号|單號|运单|運單|发票|發票|注文|伝票|주문|송장|운송장)"
    r"[^\d\n]{0,12}$")


def _public_before(t: str, s: int) -> bool:
    return _PUBLIC.search(t, max(0, s - 30), s) is not None


# Alone: shapes that are rare in text and checks that chance passes once in tens or hundreds (with a date).
_STRONG: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (re.compile(r"(?<![\d/.-])\d{6}/\d{4}(?![\d/]|[.,]\d)"), idcheck.rodne_cislo_ok),
    (re.compile(r"(?<![\d.,/-])[1-8]\d{12}(?![\d]|[.,/-]\d)"), idcheck.cnp_ok),
    (re.compile(r"(?<![\d.,/-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d]|[.,/-]\d)"), idcheck.cpf_ok),
    (re.compile(r"(?<![\w/.-])\d{6}[-+A]\d{3}[0-9A-Y](?![\w/-])"), idcheck.hetu_ok),
)
# With a person's number named before them (any language): an 11/12/9-digit number with a weaker check.
_NAMED_CHECKS: tuple[Callable[[str], bool], ...] = (
    idcheck.pesel_ok, idcheck.amka_ok, idcheck.tckn_ok, idcheck.fodselsnummer_ok, idcheck.israeli_id_ok, idcheck.bsn_ok,
    idcheck.aadhaar_ok, idcheck.my_number_ok, idcheck.cnp_ok, idcheck.rodne_cislo_ok, idcheck.cpf_ok, idcheck.nss_mx_ok)
_ID_RUN = re.compile(r"(?<![\d.,/-])(?:\d{9,13}|\d{4} \d{4} \d{4}|\d{6}/\d{4})(?![\d]|[.,/-]\d)")
# a person's number: a number word with "my" (in the languages of secret_names), or an id's name as a stem
_NUMBER_WORD = re.compile(r"(?i)(?<![a-zà-ÿ])(?:numbers?|numer\w*|número|numéro|numero|nummer|číslo|čísla|αριθμ\w*|"
                          r"номер\w*|numara\w*|nr\.?)(?![a-zà-ÿ])|מספר|המספר|رقم|شماره|番号|号码|號碼|번호|编号")
_MINE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:my|mine|mój|moje|moja|mého|můj|mi|mis|meu|minha|mon|ma|mes|mein|meine|"
                   r"meiner|mio|mia|mijn|min|mitt|minun|benim|μου|мой|моя|мого|мій|moje)(?![a-zà-ÿ])|שלי|שלו|שלה|"
                   r"الخاص بي|خاصتي|حقي|مال|من(?![\u0600-\u06ff])|私の|我的|我|내|제")
# ("TC:" is Turkey's id by its initials; "NSS" and "seguro social" Mexico's social security number)
_ID_STEMS = re.compile(r"(?i)(?<![a-zà-ÿ])r\.?č\b|pesel|amka|αμκα|kimlik|tc no|(?-i:T\.?C\.?)\s*[:：]|teudat|תעודת|ת\.ז|בתעודה|bsn|"
                       r"(?-i:NSS)|seguro social|"
                       r"burgerservice|aadhaar|aadhar|"
                       r"आधार|マイナンバー|個人番号|fødselsnummer|personnummer|personnumret|personnummeret|henkilötunnu|rodn[ée] čísl|rodného čísla|"
                       r"cnp|cod(?:ul)? numeric personal|cpf|identity|identidad|identidade|identité|identità|"
                       r"ausweis|dowod|dowód|občansk|személyi|ταυτότητ|паспорт|ідентифікац|kimlik|هوية|هويت|ملی|"
                       r"身份|身分|주민|외국인등록")


# "my number" is most often a phone's: with one of these words it names no id
_PHONE = re.compile(r"(?i)phone|mobile|cell|call|tel\b|telefon\w*|teléfono|téléphone|portable|handy|komórk\w*|"
                    r"celular|cellulare|gsm|whatsapp|телефон\w*|טלפון|נייד|هاتف|جوال|موبايل|موبایل|تلفن|電話|电话|手机|"
                    r"手機|携帯|휴대폰|전화|핸드폰")


def _person_named(t: str, s: int, digits: int) -> bool:
    """Whether an id's name stands before s in its sentence, or (for 11 digits or more, which no phone number
    has in most countries) "my" and a number word with no phone's word."""
    a = sentences.char_start(t, s, sentences.STOP_CHARS)
    before = t[max(a, s - 60) : s]
    if _ID_STEMS.search(before):
        return True
    return (digits >= 11 and _NUMBER_WORD.search(before) is not None and _MINE.search(before) is not None
            and _PHONE.search(before) is None)


def _ids(t: str, out: list[Span]) -> None:
    for rx, ok in _STRONG:
        for m in rx.finditer(t):
            if ok(m.group()) and not _public_before(t, m.start()):
                out.append((m.start(), m.end(), "national_id"))
    for m in _ID_RUN.finditer(t):
        v = m.group()
        if (any(ok(v) for ok in _NAMED_CHECKS) and _person_named(t, m.start(), sum(c.isdigit() for c in v))
                and not _public_before(t, m.start())):
            out.append((m.start(), m.end(), "national_id"))


# ---- numbers named by their card, and accounts after a bank's name ------------------------------------------

# (the name's first letters as the automaton sees them, the value's shape, its check or None)
_CARD_IDS: tuple[tuple[tuple[str, ...], re.Pattern[str], Callable[[str], bool] | None], ...] = (
    # Hungary's TAJ number, in three groups or one run
    (("taj",), re.compile(r"(?<![\d.,/-])\d{3}[ -]?\d{3}[ -]?\d{3}(?![\d]|[.,/-]\d)"), idcheck.taj_ok),
    # Germany's health-insurance number on the Gesundheitskarte
    (("versichertennummer", "krankenversichertennummer", "kvnr", "gesundheitskarte", "versichertenkarte"),
     re.compile(r"(?<![A-Za-z0-9])[A-Z]\d{9}(?![A-Za-z0-9])"), idcheck.kvnr_ok),
    # a Japanese driving licence's twelve digits
    (("免許証", "運転免許", "免許番号"), re.compile(r"(?<![\d])(?:\d{12}|\d{4}[ -]\d{4}[ -]\d{4}|(?:\d ){11}\d)(?![\d])"),
     None),
    # a Chinese or Taiwanese medical-insurance card's number
    (("医保卡", "醫保卡", "社保卡", "健保卡", "医疗保险卡", "醫療保險卡"),
     re.compile(r"(?<![\w])[A-Z]?\d(?:[ -]?\d){7,19}(?![\d])"), None),
)
_CARD_NAMES = tuple(w for names, _, _ in _CARD_IDS for w in names)


def _card_ids(t: str, low: str, out: list[Span], at: list[int] | None) -> None:
    starts = at if at is not None else sorted({m.start() for w in _CARD_NAMES for m in re.finditer(re.escape(w), low)})
    for p in starts:
        for names, rx, ok in _CARD_IDS:
            if not any(low.startswith(w, p) for w in names):
                continue
            b = sentences.char_end(t, p, sentences.STOP_CHARS)
            m = rx.search(t, p, min(b, p + 80))
            if m is not None and (ok is None or ok(m.group())) and not _public_before(t, m.start()):
                out.append((m.start(), m.end(), "national_id"))


# a bank's name (Indonesian, Malaysian, Vietnamese banks by their short names; Chinese ones by 银行/銀行 or their
# Taiwanese short names), then an account's digits within a few words
_BANK = re.compile(
    r"(?<![A-Za-z])(?:BCA|BNI|BRI|BSI|BTN|Mandiri|CIMB(?: Niaga)?|Permata|Danamon|Maybank|OCBC|Jago|SeaBank|"
    r"Vietcombank|Techcombank|VPBank|Sacombank|BIDV|Agribank)(?![A-Za-z])|"
    r"[\u4e00-\u9fff]{1,6}(?:銀行|银行)|國泰世華|中國信託|台新|玉山|富邦|永豐|兆豐|華南|合庫|郵局|中華郵政")
_BANK_STARTS = ("bca", "bni", "bri", "bsi", "btn", "mandiri", "cimb", "permata", "danamon", "maybank", "ocbc", "jago",
                "seabank", "vietcombank", "techcombank", "vpbank", "sacombank", "bidv", "agribank", "銀行", "银行",
                "國泰世華", "中國信託", "台新", "玉山", "富邦", "永豐", "兆豐", "華南", "合庫", "郵局", "中華郵政")
_BANK_VALUE = re.compile(r"[^\d\n。！？.!?]{0,10}?(?:(?<![\d])\d{3} )?(?<![\d.,])(?P<v>\d(?:[ -]?\d){7,18})"
                         r"(?![\d]|[.,]\d)")
_BANK_NOT = re.compile(r"(?i)电话|電話|客服|热线|熱線|hotline|telp|tel\b|call|cs\b|wa\b|sms|swift|routing|代码|代碼|"
                       r"行号|行號|统一|統一")
_MONEY_AFTER = re.compile(r"\s*(?:元|块|塊|円|원|%|(?i:rp|rupiah|ribu|juta|rb|jt|nt|đ|vnd|dong|ringgit|rm)(?![a-z]))")


def _bank_accounts(t: str, out: list[Span]) -> None:
    for m in _BANK.finditer(t):
        v = _BANK_VALUE.match(t, m.end())
        if v is None or _BANK_NOT.search(t, max(0, m.start() - 12), v.start("v")) or _MONEY_AFTER.match(t, v.end()):
            continue
        out.append((v.start("v"), v.end("v"), "bank_account"))


# ---- codes by their wording --------------------------------------------------------------------------------

_CODE_NAME = (r"(?i:codes?|código|codigo|codice|tan|mtan|mobiletan|pushtan|smstan|otp|kod|kodu|код|kód|koodi|kode|"
              r"mã|pin|κωδικ(?:ός|ό|ού|οί))(?![a-zà-ÿ])|رمز|کد|קוד|验证码|驗證碼|动态码|動態碼|动态密码|動態密碼|校验码|校驗碼|认证码|認證碼|"
              r"交易密碼|交易密码|(?<![号號编編条條维維错錯态態回应應区區邮郵])[码碼]|인증번호|인증 번호|승인번호|인증코드|코드|ワンタイムパスワード|認証コード|確認コード|"
              r"認証番号|確認番号|ワンタイムコード|コード")
_CODE_RX = re.compile(_CODE_NAME)
_VALUE = re.compile(r"(?<![\d.,/#-])(?<!\d:)\d{4,8}(?![\d]|[.,:/-]\d)")
# how a bank's SMS reads (never share it, valid for minutes, a payment or a transfer, the bank's name in brackets),
# in the languages beside English (English bank texts are utils.redact's "share this" / "expires in" rules)
_SMS_WORDS = (
    "ne le communiquez", "ne le partagez", "ne le donnez", "ne jamais communiquer", "ne communiquez", "no lo compartas",
    "no lo comparta", "no lo digas", "nunca compartas", "não informe", "não compartilhe", "não passe", "nunca informe",
    "geben sie ihn", "geben sie diese", "niemals weiter", "nicht weiter", "non comunicarlo", "non condividerlo",
    "never share", "do not share", "don't share", "nie podawaj", "nie udostępniaj", "никому не", "لا تشارك", "لا تعط",
    "请勿", "切勿", "請勿", "勿告知", "절대", "타인에게", "타인 노출", "他人に", "教えないで", "expira", "gültig",
    "válido", "valable", "有效", "분 이내", "分以内", "分鐘內", "分钟内", "paiement", "virement", "achat", "opération",
    "compra", "transferencia", "pagamento", "pix", "transferência", "zahlung", "überweisung", "acquisto", "bonifico",
    "płatnoś", "przelew", "платеж", "платёж", "перевод", "شراء", "تحويل", "عملية", "交易", "支付", "付款", "转账", "轉帳",
    "이체", "결제", "振込", "お支払い", "決済", "【", "[web발신]",
)
_TAIL = re.compile(r"(?i)(?:尾号|尾號|末四碼|末四码|末尾|끝자리|ending(?: in)?|terminant par|terminada en|final)\s*$")
_CURRENCY = re.compile(r"(?i)\s*(?:€|eur|euros?|usd|\$|zł|pln|ron|lei|kč|czk|ريال|درهم|جنيه|元|円|원|圓|nt\$|r\$|"
                       r"dollars?|reais|yen|won)(?![a-z])")


# a verb that asks to type the value in ("saisissez 640218 pour valider", "输入 815024"), right before it
_ENTER_WORDS = ("saisissez", "saisir", "entrez", "entrer", "introduce", "introduzca", "ingresa", "ingrese", "digite",
                "insira", "eingeben", "geben sie", "enter", "inserisci", "inserire", "wpisz", "podaj",
                "введите", "أدخل", "ادخل", "输入", "輸入", "입력", "入力", "utilisez", "utilizza", "gebruik")
_ENTER = re.compile("(?:" + secret_names.alternation(_ENTER_WORDS) + r")[^\d\n]{0,16}$")


def _bank_sms(t: str, out: list[Span]) -> None:
    for m in _VALUE.finditer(t):
        s, e = m.span()
        if _CURRENCY.match(t, e) or re.search(r"(?i)(?:€|\$|r\$|nt\$|eur|usd)\s*$", t[max(0, s - 5) : s]):
            continue
        if _TAIL.search(t, max(0, s - 10), s) or re.fullmatch(r"(?:19|20)\d\d", m.group()):
            continue
        a, b = sentences.char_start(t, s, sentences.STOP_CHARS), sentences.char_end(t, e, sentences.STOP_CHARS)
        if (_named_code(t, max(a, s - 100), s) or _named_code(t, e, min(b, e + 30))
                or _ENTER.search(t, max(a, s - 24), s)):
            out.append((s, e, "one_time_code"))


# a verb of receiving or sending: the code is one that came ("que me llegó", "they sent me", "届いた")
_CAME = (r"(?i:sent|texted|got|received|came|arrived|envoy\w*|reçu\w*|arriv\w*|lleg\w*|recib\w*|mand\w*|enviar\w*|"
         r"envi\w*|cheg\w*|receb\w*|bekommen|erhalten|geschickt|gesendet|kam|ricevut\w*|mandat\w*|inviat\w*|"
         r"ontvangen|gekregen|gestuurd|kreeg|kregen|ontving|binnenkwam|bekam|kriegte|gekriegt|otrzyma\w*|dosta\w*|"
         r"przysz\w*|przysła\w*|пришл?\w*|присла\w*|получ\w*|прийш\w*|надійш\w*|надісла\w*|отрима\w*|поступил\w*|"
         r"gelen|geldi|dikirim|diterima|nhận|ήρθε|ήρθαν|έλαβα|πήρα|στάλθηκε|έστειλαν|έστειλε)|收到|发给我|發給我|发来|發來|来的|來的|届いた|送られて|来た|受け取った|"
         r"받은|온|보낸|وصل|أرسل|קיבלתי|שלחו")
_REL_NAME_FIRST = re.compile(r"(?:" + _CODE_NAME + r")[^\d\n.!?。！？]{0,40}?(?:" + _CAME + r")[^\d\n.!?。！？]{0,24}?"
                             r"(?<![\d.,/#-])(?<!\d:)(?P<v>\d{4,8})(?![\d]|[.,:/-]\d)")
_REL_VERB_FIRST = re.compile(r"(?:" + _CAME + r")[^\d\n.!?。！？]{0,16}?(?:" + _CODE_NAME + r")[^\d\n.!?。！？]{0,10}?"
                             r"(?<![\d.,/#-])(?<!\d:)(?P<v>\d{4,8})(?![\d]|[.,:/-]\d)")
# the literal starts of _CODE_NAME's words and of _CAME's verbs (the automaton's pass says where to try)
_CODE_STARTS = ("code", "código", "codigo", "codice", "tan", "mtan", "mobiletan", "pushtan", "smstan", "otp", "kod",
                "код", "kód", "koodi", "kode", "mã", "pin", "رمز", "کد", "קוד", "验证码", "驗證碼", "动态", "動態",
                "校验码", "校驗碼", "认证码", "認證碼", "交易密", "码", "碼", "인증", "승인번호", "코드", "ワンタイム", "認証",
                "確認", "コード", "κωδικ")
_CAME_STARTS = ("sent", "texted", "got", "received", "came", "arriv", "envoy", "reçu", "lleg", "recib", "mand", "envi",
                "cheg", "receb", "bekommen", "erhalten", "geschickt", "gesendet", "kam", "ricevut", "inviat", "ontvang",
                "gekregen", "gestuurd", "kreeg", "kregen", "ontving", "binnenkwam", "bekam", "kriegte", "gekriegt",
                "otrzyma", "dosta", "przysz", "przysła", "пришл", "пришёл", "пришел", "присла", "получ", "прийш", "надійш",
                "надісла", "отрима", "поступил", "gelen",
                "geldi", "dikirim", "diterima", "nhận", "收到", "发给我", "發給我", "发来", "發來", "来的", "來的",
                "届いた", "送られて", "来た", "受け取った", "받은", "온", "보낸", "وصل", "أرسل", "קיבלתי", "שלחו", "ήρθ",
                "έλαβα", "πήρα", "στάλθηκε", "έστειλ")
_NO_CODE = re.compile(r"(?i)(?:zip|postal|post|area|country|discount|promo|coupon|voucher|gift|error|status|http|"
                      r"color|colour|product|item|article|qr|bar|exit|return|response|fehler|erreur|código de error|"
                      r"postleitzahl|code postal|código postal|codice postale|kod pocztowy|错误|錯誤|状态|狀態|返回|"
                      r"响应|回應|邮政|郵遞|区号|區號|商品|产品|產品)\W*$")


def _named_code(t: str, a: int, b: int) -> bool:
    """Whether a code's name (not an error's, a postal or a product code's) stands between a and b."""
    return any(_NO_CODE.search(t, max(0, m.start() - 16), m.start()) is None for m in _CODE_RX.finditer(t, a, b))


_WHEN = re.compile(r"(?i)(?<![a-zà-ÿ])(?:in|since|from|until|before|after|en|im|seit|desde|em|dal|nel|от|в|w|v|"
                   r"sedan|siden|vanaf|sinds)\s+$")


def _relative(t: str, out: list[Span], names: list[int] | None, verbs: list[int] | None) -> None:
    for m in [*secret_names.matches(_REL_NAME_FIRST, t, names), *secret_names.matches(_REL_VERB_FIRST, t, verbs)]:
        g = "v"
        if re.fullmatch(r"(?:19|20)\d\d", m.group(g)) and _WHEN.search(t, max(0, m.start(g) - 8), m.start(g)):
            continue  # "the code I received in 2024": a year
        if not _NO_CODE.search(t, max(0, m.start() - 12), m.start()) and not _CURRENCY.match(t, m.end(g)):
            out.append((m.start(g), m.end(g), "one_time_code"))


_DOOR = re.compile(
    r"(?i:digicode|code (?:de la |d'entrée|du portail|de l'immeuble|porte)|t(?:ü|ue)rcode|haust(?:ü|ue)rcode|"
    r"torcode|eingangscode|deurcode|portkod\w*|dørkode\w*|ovikoodi|código (?:del portal|de la puerta|do portão|"
    r"da porta)|codice (?:del portone|del cancello|della porta)|kod do (?:domofonu|bramy|drzwi)|код (?:домофона|"
    r"подъезда|двери))|门禁密码|门禁码|門禁密碼|門禁碼|大门密码|大門密碼|单元门密码|單元門密碼|オートロック|"
    r"현관 ?(?:문 ?)?비밀번호|공동현관|대문 비밀번호|رمز الباب|קוד הכניסה|קוד הדלת")
# the words that join a name to its value ("is", "ist", "c'est", "是", "は"), or an article and a building's word
_LINK = re.compile(r"(?:(?:de l'immeuble |del edificio |des hauses? )?(?:" + "|".join(
    re.escape(w) for w in secret_names.LINK) + r"|c'est|es|ist|is|是|为|為|は|는|은|:))")
_DOOR_VALUE = re.compile(r"[^\d\n.!?。！？]{0,30}?(?<![\w])#?(?P<v>(?=(?:[A-D]?\d){3})[0-9A-D]{3,8})(?![\w])")


def _doors(t: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_DOOR, t, at):
        v = _DOOR_VALUE.match(t, m.end())
        if v is None or sum(c.isalpha() for c in v.group("v")) > 2 or _CURRENCY.match(t, v.end("v")):
            continue
        gap = t[m.end() : v.start("v")].strip(" :：#-=")
        if re.fullmatch(r"(?:19|20)\d\d", v.group("v")) and gap and not _LINK.fullmatch(gap.lower()):
            continue  # "der Türcode wurde 2024 geändert": a year
        out.append((v.start("v"), v.end("v"), "pin"))




# a password's name, also inside a compound ("wifi-wachtwoord"): these rules start where the automaton saw one
_PW_ANY = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(secret_names.PASSWORD, key=len, reverse=True))
_STARTS = re.compile(
    "(?i:" + _PW_ANY + r")[^\n.!?。！？]{0,20}?"
    r"(?:(?i:begint met|begins with|starts with|beginnt mit|fängt mit|commence par|empieza (?:por|con)|"
    r"comienza (?:por|con)|começa (?:com|por)|inizia (?:con|per)|zaczyna się (?:od|na)|začíná na|начинается (?:с|на)|"
    r"first half is|first part is)|앞부분은|앞자리는|앞\s?(?P<n>[두세네]|다섯|여섯|\d)\s?(?:자리|글자)(?:는|은|가)?|"
    r"前半(?:部分|段)?(?:是|は)|前面是|開頭是|开头是)\s*[:：]?\s*[\"'“‘]?(?P<v>[^\s\"'”’,，。]{3,32})")
# a password said to come in parts, then its first ("in twee delen: eerst Bloem", "in two parts: first Kite")
_PARTS = re.compile(
    "(?i:" + _PW_ANY + r")[^\n.!?。！？]{0,30}?"
    r"(?i:(?:in|en|em|w|ve) (?:twee|two|zwei|deux|dos|duas|due|dwóch|dvou) (?:delen|parts|pieces|teilen|teile|"
    r"parties|partes|parti|"
    r"częściach|částech))[^\n.!?。！？\w]{0,4}(?i:eerst|first|zuerst|erst|d'abord|primero|primeiro|prima|najpierw|"
    r"nejdřív|nejprve)\s*[:：]?\s*[\"'“‘]?(?P<v>[^\s\"'”’,，。]{3,32})")
_KO_COUNT = {"두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6}
# the rest of a value whose first part was given ("나머지는 77!kr", "the rest is 4#kQ"): mixed like a password
_REST = re.compile(r"(?:(?i:the rest is|the rest:|rest is|de rest is|der rest ist|le reste,? c'est|le reste est|"
                   r"el resto es|o resto é|il resto è|reszta to|остальное)|나머지는|나머지|뒷부분은|뒤에는|後半(?:部分)?は|"
                   r"后半(?:段|部分)?是|後半(?:段|部分)?是|剩下的是)\s*[:：]?\s*[\"'“‘]?"
                   r"(?P<v>[^\s\"'”’,，。]{4,32})")


def _first_halves(t: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_STARTS, t, at):
        v = m.group("v").rstrip(".!?")
        n = m.group("n")
        count = int(n) if n and n.isdigit() else _KO_COUNT.get(n or "", 0)
        if any(c.isdigit() for c in v) or not v.isalpha() or len(v) == count:
            out.append((m.start("v"), m.start("v") + len(v), "password"))


def _parts(t: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_PARTS, t, at):
        v = m.group("v").rstrip(".!?")
        out.append((m.start("v"), m.start("v") + len(v), "password"))


def _rests(t: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_REST, t, at):
        v = m.group("v").rstrip(".!?")
        digits, letters = sum(c.isdigit() for c in v), sum(c.isalpha() for c in v)
        symbols = len(v) - digits - letters
        if digits and letters and (symbols or len(v) >= 6) and not re.fullmatch(r"v?\d+(?:\.\d+)+\w*", v):
            out.append((m.start("v"), m.start("v") + len(v), "password"))


_CVV2 = re.compile(r"(?i:cvv ?2|cvc ?2)|سی ?وی ?وی ?[2۲]?|سی‌وی‌وی ?[2۲]?|کد امنیتی|کد سه رقمی")
_CVV_VALUE = re.compile(r"[^\d\n]{0,20}?(?<![\d/])(?P<v>\d{3,4})(?![\d/])")


def _cvv2(t: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_CVV2, t, at):
        v = _CVV_VALUE.match(t, m.end())
        if v is not None:
            out.append((v.start("v"), v.end("v"), "card_code"))


# an app's public id named in the text, then its secret named: the value after the secret's name
_APP_ID = re.compile(r"(?i)app ?id|appid|app_id|client[ _-]?id|channel ?id|チャネルid|チャネル id|앱 ?id|"
                     r"클라이언트 ?아이디|app ?key|appkey|api key|agentid|corpid")
_APP_SECRET = re.compile(r"(?i)(?:app[ _-]?secret|client[ _-]?secret|channel[ _-]?secret|secret[ _-]?key|"
                         r"チャネルシークレット|シークレット|클라이언트 ?시크릿|시크릿|开发者密钥|開發者密鑰|密钥|密鑰|"
                         r"rest api ?키|rest api key|api ?키)[^\w\n]{0,6}(?:is|是|は|은|는|이|:|：|=)?[\s\"'“]{0,3}"
                         r"(?P<v>[A-Za-z0-9_\-]{8,128})")


def _app_secrets(t: str, out: list[Span], at: list[int] | None) -> None:
    if _APP_ID.search(t) is None:
        return
    for m in secret_names.matches(_APP_SECRET, t, at):
        v = m.group("v")
        if (any(c.isdigit() for c in v) and any(c.isalpha() for c in v)) and not re.fullmatch(r"[A-Z_\-]+", v):
            out.append((m.start("v"), m.end("v"), "api_secret"))


# ---- the finder ---------------------------------------------------------------------------------------------

_NAMES = secret_names.Names({
    # each group's words are the literal starts of its regex's alternatives, so a rule tries its regex there alone
    "door": ("digicode", "code de", "code d'", "code du", "code porte", "türcode", "tuercode", "haustürcode",
             "haustuercode", "torcode", "eingangscode", "deurcode", "portkod", "dørkode", "ovikoodi", "código del",
             "código de", "código do", "código da", "codice del", "codice della", "kod do", "код домофона",
             "код подъезда", "код двери", "门禁密码", "门禁码", "門禁密碼", "門禁碼", "大门密码", "大門密碼", "单元门密码",
             "單元門密碼", "オートロック", "현관", "공동현관", "대문 비밀번호", "رمز الباب", "קוד הכניסה", "קוד הדלת"),
    "backup": ("backup", "recovery", "scratch", "bypass", "emergency", "secours", "récupération", "recuperación",
               "respaldo", "recuperação", "sicherungscode", "zapasowe", "резервные", "バックアップ", "リカバリー", "备用",
               "恢复码", "備用", "백업", "복구", "wiederherstellungscode", "復旧コード", "復元コード"),
    "half": ("begint met", "begins with", "starts with", "beginnt mit", "fängt mit", "commence par", "empieza",
             "comienza", "começa", "inizia", "zaczyna się", "začíná", "начинается", "first half", "first part", "앞부분",
             "앞자리", "앞 두", "앞 세", "앞 네", "앞 다섯", "앞 여섯", "앞 2", "앞 3", "앞 4", "앞 5", "앞 6", "앞두",
             "앞세", "앞네", "前半", "前面是", "開頭", "开头"),
    "pw": secret_names.PASSWORD,
    "parts": ("in twee delen", "in two parts", "in two pieces", "in zwei teilen", "in zwei teile", "en deux parties",
              "en dos partes", "em duas partes", "in due parti", "w dwóch częściach", "ve dvou částech"),
    "rest": ("the rest", "rest is", "de rest", "der rest", "le reste", "el resto", "o resto", "il resto", "reszta to",
             "остальное", "나머지", "뒷부분은", "뒤에는", "後半", "后半", "剩下的是"),
    "cvv": ("cvv", "cvc", "سی وی وی", "سی ‌وی", "سی‌وی‌وی", "سیوی", "کد امنیتی", "کد سه رقمی"),
    "app": ("app secret", "app_secret", "app-secret", "appsecret", "client secret", "client_secret", "client-secret",
            "clientsecret", "channel secret", "channel_secret", "channelsecret", "secret key", "secret_key",
            "secret-key",            "secretkey", "チャネルシークレット", "シークレット", "클라이언트 시크릿", "클라이언트시크릿", "시크릿", "开发者密钥",
            "開發者密鑰", "密钥", "密鑰", "rest api 키", "rest api키", "rest api key", "api 키", "api키"),
    "code": _CODE_STARTS,
    "came": _CAME_STARTS,
    "sms": _SMS_WORDS,
    "enter": _ENTER_WORDS,
    "card_id": _CARD_NAMES,
    "bank": _BANK_STARTS,
})
# Digits as "d" and everything else as itself: the finders' shapes are looked up in this string first.
_SHAPE = str.maketrans("0123456789", "dddddddddd")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    del placeholder  # the finders test their own shapes
    out: list[Span] = []
    t = text.translate(_DIGITS) if _FOREIGN_DIGIT.search(text) else text
    hit = _NAMES.starts(low)
    same = len(low) == len(text)  # else the automaton's positions are not the text's: the rules scan it all

    def at(group: str) -> list[int] | None:
        return hit[group] if same else None

    if "half" in hit and "pw" in hit:
        _first_halves(t, out, at("pw"))
    if "parts" in hit and "pw" in hit:
        _parts(t, out, at("pw"))
    if "rest" in hit:
        _rests(t, out, at("rest"))
    if "door" in hit:
        _doors(t, out, at("door"))
    if "cvv" in hit:
        _cvv2(t, out, at("cvv"))
    if "backup" in hit and "\n" in t:  # codes of letters and digits may hold no three digits in a row
        out += recovery_codes.several_a_line(t)
    shape = t.translate(_SHAPE)
    if "dddd" not in shape and re.search(r"[A-Z]{2}dd(?:[A-Zd]{12}|[ -]?[A-Z])", shape):
        # a BBAN of letters with digits set apart ("RO27RNCBBVYWEA6BPJOX1YGD"), or in groups mostly of letters
        # ("RO30 RNCB TS5M FS9E ..."), holds no four digits in a row
        _ibans(t, out)
    if "ddd" not in shape:
        return out
    if "card_id" in hit:
        _card_ids(t, low, out, at("card_id"))
    if "bank" in hit and re.search(r"d(?:[ -]?d){7}", shape):
        _bank_accounts(t, out)
    if "dddd" in shape:
        if re.search(r"[A-Z]{2}dd", shape):
            _ibans(t, out)
        if "dddd dddd" in shape or "d" * 26 in shape or ("/dddd" in shape and "dd/" in shape):
            _accounts(t, out)
        if "dddddd" in shape or "ddd.ddd.ddd-dd" in shape or "dddd dddd dddd" in shape:
            _ids(t, out)
        if "sms" in hit and ("code" in hit or "enter" in hit):
            _bank_sms(t, out)
        if "code" in hit and "came" in hit:
            _relative(t, out, at("code"), at("came"))
    if "app" in hit:
        _app_secrets(t, out, at("app"))
    return out


# ---- what stays ---------------------------------------------------------------------------------------------

# a company's id: named as the firm's (its tax number, VAT, registry codes that only firms have, China's unified
# social credit code, which public registries print), or as a supplier's
_COMPANY = re.compile(
    r"(?i)(?<![a-zà-ÿа-яё])(?:company|company's|firm|business|supplier|vendor|corporate|vat|ооо|оао|зао|пао|ао|"
    r"компани\w*|организаци\w*|фирм\w*|предприяти\w*|кпп|огрн|εταιρεί\w*|επιχείρησ\w*|εταιρ\w*|firmy|firma|"
    r"spółk\w*|regon|nip firmy|společnost\w*|ičo|dič|societ\w*|cui|cif|reg\. com|empresa|cnpj|entreprise|société|"
    r"siren|siret|azienda|società|partita iva|bedrijf|kvk|btw|gmbh|ltd|inc|llc|s\.a\.|srl|s\.r\.l\.|"
    r"поставщик\w*|продавц\w*|контрагент\w*|постачальник\w*|"
    # Nordic business ids and firms, compounds included ("siivousfirman Y-tunnus", "org.nr", "CVR-nr") (round 30)
    # (a firm's compound, not "confirmar", "infirmary", "affirmative")
    r"y-tunnu\w*|yritykse\w*|yritys\w*|yhtiö\w*|(?!(?:con|in|af|re|de)firm)\w+firma(?![rt]|ci|çã|nd|do|da|mo|nt)\w*|org\.? ?nr|organisa(?:tions|sjons)nummer|cvr(?:-nr)?)"
    r"(?![a-zà-ÿа-яё])|法人番号|法人|当社|弊社|사업자|법인|회사|统一社会信用代码|統一社會信用代碼|社会信用代码|社會信用代碼|"
    r"供应商|供應商|公司|企业|企業|单位|單位")
_KEEP_KINDS = ("national_id", "resident_id", "tax_id", "id_number")
# a person's id named between the company's word and the value: the company's own number was given before it ("(CIF
# B1234567) me piden el DNI ...", "company VAT ..., my personnummer ...")
# (inflected: "henkilötunnukseni", "fødselsnummeret")
_PERSON_ID_BETWEEN = re.compile(r"(?i)(?<![a-zà-ÿ])(?:dni|nie|nif\s+personal|personnummer\w*|pesel|cnp|bsn|ssn|aadhaar"
                                r"|codice fiscale|rodné číslo|henkilötunnu[a-zäö]*|fødselsnummer\w*|cpr)(?![a-zà-ÿ])")
_SITE_KEY = re.compile(r"6L[0-9A-Za-z_-]{38}")
_PUBLIC_ID_BEFORE = re.compile(r"(?i)(?:client[ _-]?id|channel ?id|チャネルid|site ?key|sitekey|data-sitekey|"
                               r"클라이언트 ?아이디)[\s\"'=:：]{0,4}$")
_CAPS_STAND_IN = re.compile(r"(?:[a-z]{2,5}-)?(?:[A-Z]+[-_]){1,}[A-Z]+")


# keys and addresses meant to be public: a Kakao JavaScript key (its REST API and admin keys are the secret ones), a
# search-only key (Algolia's, shipped to every browser), a Mapbox public token (pk.), a Bitcoin address named as an
# address to pay to; a train's number
_PUBLIC_KEY_BEFORE = re.compile(r"(?i)(?:(?:javascript|js)[ ._-]?(?:키|key|キー|密钥|金鑰)"
                                r"|search[ ._-]?only[ ._-]?(?:api[ ._-]?)?key)(?:[는은は]|是|为)?[\s\"'=:：]{0,4}$")
_BTC = re.compile(r"bc1[a-z0-9]{25,62}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}")
_ADDRESS_BEFORE = re.compile(r"(?i)(?:address|주소|地址|アドレス|adres\w*|dirección|adresse|endereço|indirizzo|адрес\w*)"
                             r"[^\n]{0,12}$")
_MAP_TOKEN = re.compile(r"(?i)mapboxgl|accesstoken|access_token|public token|public key|公开|公開|공개|公共")
_TRAIN_BEFORE = re.compile(r"(?i)(?:車次|车次|班次|列車|列车|train(?: no\.?| number)?|zug|tren|treno|поезд)[\s:：#]{0,3}$")


def _public_token(text: str, s: int) -> bool:
    """Whether the span lies in a Mapbox public token (pk.eyJ...), whole or after one of its dots, set as a map's
    access token or called public: a token of that shape named as something else may be any service's secret."""
    a = s
    while a > 0 and (text[a - 1].isalnum() or text[a - 1] in "._-"):
        a -= 1
    return text.startswith("pk.eyJ", a) and _MAP_TOKEN.search(text) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops ids named as a company's, site keys and public client ids, capital stand-ins such as
    ``xoxb-YOUR-TOKEN-HERE``, public keys and addresses, train numbers."""
    if not spans:
        return
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        if kind in _KEEP_KINDS or kind.startswith("national"):
            a = sentences.char_start(text, s, sentences.STOP_CHARS)
            c = None
            for c in _COMPANY.finditer(text, max(a, s - 60), s):
                pass
            if c is not None and not _MINE.search(text, c.end(), s) and not _PERSON_ID_BETWEEN.search(text, c.end(), s):
                continue
        if _SITE_KEY.fullmatch(v) and re.search(r"(?i)site|public", text) and not re.search(
                r"(?i)secret", text[max(0, s - 30) : s]):
            continue
        if _PUBLIC_ID_BEFORE.search(text, max(0, s - 24), s) or _PUBLIC_KEY_BEFORE.search(text, max(0, s - 24), s):
            continue
        if _public_token(text, s) or _TRAIN_BEFORE.search(text, max(0, s - 12), s):
            continue
        if _BTC.fullmatch(v) and _ADDRESS_BEFORE.search(text, max(0, s - 30), s):
            continue
        if _CAPS_STAND_IN.fullmatch(v) and re.search(r"YOUR|HERE|TOKEN|SECRET|KEY|XXX|INSERT|REPLACE", v):
            continue
        kept.append((s, e, kind))
    spans[:] = kept


TRIGGERS = (
    # door codes, backup lists, halves, CVV2
    "digicode", "türcode", "tuercode", "torcode", "deurcode", "门禁", "門禁", "大门密码", "大門密碼", "オートロック",
    "현관", "공동현관", "バックアップコード", "リカバリー", "復旧コード", "復元コード", "복구 코드", "codes de secours",
    "code de secours", "wiederherstellungscode", "códigos de recuperación", "codici di backup", "backup codes",
    "備用驗證碼", "백업 코드", "begint met", "beginnt mit", "commence par",
    "앞부분", "앞 네", "나머지는", "in twee delen", "in zwei teile", "前半", "rč:", "rč ", "r.č.", "سی وی وی",
    "سی‌وی‌وی", "cvv2", "کد امنیتی",
    # bank SMS, and codes that came (English by phrase: "code" alone is every programmer's word)
    "ne le communiquez", "no lo compartas", "não informe", "mobiletan", "pushtan", "lautet", "لا تشارك", "勿告知",
    "타인에게", "code they", "code you sent", "code i got", "code i received", "code that came", "código", "codigo",
    "codice", "kód", "код", "kode", "koodi", "code qu", "code que", "code die", "code, den", "code den", "코드", "コード",
    "인증번호", "驗證碼", "认证码", "認證碼",
    # ids by their names' stems, accounts by a word or by a Czech/Slovak bank's code after the slash
    "rodné", "rodne", "cnp", "numeric personal", "číslo", "αριθμό μου", "המספר שלי", "pesel", "henkilötunn", "kimlik",
    "iban", "ibanu", "konto", "contul", "účet", "/0100", "/0300", "/0600", "/0710", "/0800", "/0900", "/1100", "/2010",
    "/2700", "/3030", "/5500", "/6100", "/0200", "/5200", "/7500", "/8360", "حساب", "الآيبان", "الايبان", "شبا",
    # app secrets beside their ids
    "client secret", "チャネルシークレット",
    # numbers named by their card, accounts after a bank's short name
    "taj", "versichertennummer", "kvnr", "gesundheitskarte", "免許証", "運転免許", "医保卡", "醫保卡", "健保卡",
    " bca ", " bni ", " bri ", " bsi ", "mandiri", "cimb", "permata", "danamon", "vietcombank", "techcombank",
    "國泰世華", "中國信託", "玉山", "兆豐",
)
