"""Numbers and keys beside secrets that belong to the public or to another party, whichever rule cut them.

- a product key the message cites as a generic, KMS or example key ("like the Windows generic key W269N-...");
- an account the message says is a company's, or the other party's own ("Nombor akaun syarikat untuk bayaran ialah
  ...", "company account", "their own account GB..", "su cuenta es ES.." on a bill), the speaker claiming none of it
  in between ("from our business account" is the speaker's);
- a business's tax number said to be its own ("O NIF da farmácia (...)", "el CIF de la tienda");
- a VAT id under a VAT word ("USt-IdNr. der Praxis ... ist DE287654321"), a business's registration number
  ("מספר העוסק של בעל הדירה", "ABN");
- a bank's or a company's main line ("은행 대표번호 1588-9999", "客服电话", "hotline"), an SMS short code ("sent from
  short code 72465"), a transaction's serial ("交易序號 B4418");
- a router's model after "路由器是" or "router is a" ("TL-XDR3010", "Archer AX55");
- digits cut inside a hash or a certificate's serial (32 hex characters or more);
- a placeholder of x's or asterisks in a value's place ("X-Api-Secret: xxxx-xxxx-xxxx-xxxx");
- an employer's or a company's tax number named so ("ИНН работодателя", "ΑΦΜ του εργοδότη", "NIP pracodawcy",
  "mwajiri wangu ana PIN ..."), the speaker's own beside it staying cut;
- a message's or a request's id right after its header's name ("X-Message-Id:", "X-Request-Id:", "Message-ID: <"):
  a server's trace of one call, which opens nothing; an API's object id ("msg_01..", "toolu_01..");
- a party's tax number in a bracket that opens with the party's word ("(empresa, NIF ..)"), a public body's
  ("codice fiscale dell'ente"), a public payment notice's code ("codice avviso");
- a masked card's last four digits ("XXXX XXXX XXXX 1234"), shown on every receipt.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_GENERIC_KEY = re.compile(r"(?i)generic (?:product )?key|\bkms\b|\bgvlk\b|client setup key|volume licen[cs]e key")
_FIVE_BY_FIVE = re.compile(r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}")
_OTHER_ACCOUNT = re.compile(
    r"(?i)akaun syarikat|company(?:'s)? (?:bank )?account|business account|their (?:own )?(?:bank )?account"
    r"|cuenta de la empresa|conta da empresa|firmenkonto|compte de l'entreprise|compte de la société"
    r"|(?<![a-z])(?:su|sua|seu|leur|ihr) (?:propia |propio )?(?:cuenta|conta|compte|konto)(?![a-z])")
_BILL = re.compile(r"(?i)factura|fatura|invoice|bill\b|rechnung|facture|recibo|untuk bayaran|for payments?"
                   r"|pay (?:to|into)|company|syarikat|empresa|firma")
# the speaker's own business ("from our business account", "unser Firmenkonto"): the account is theirs
_OURS = re.compile(r"(?i)(?<![^\W\d_])(?:our|my|unser\w*|notre|nuestra|nuestro|nostro|nossa|nosso|onze|vores|vårt|vår"
                   r"|nasz\w*|naš\w*)\s+$")
_MINE = re.compile(r"(?i)(?<![^\W\d_])(?:my|mine|mi|mis|meu|minha|mon|mein\w*|saya)(?![^\W\d_])")
_BUSINESS_ID = re.compile(r"(?i)מספר (?:ה)?עוסק|עוסק מורשה|ח\.פ\.?|\babn\b|\bacn\b|ust-?id(?:nr)?\.?|\bsiret\b"
                          r"|\bsiren\b|\bcnpj\b|\bvat (?:no|number|id)\b|business (?:number|registration)"
                          r"|company (?:number|reg)"
                          # a legal entity's number in a public register, by country: a company's, a fund's or a
                          # municipality's, printed on its invoices and looked up by anyone (a person's own number,
                          # マイナンバー, РНОКПП, personnummer, is another word)
                          r"|法人番号|会社法人等番号|사업자 ?등록 ?번호|법인 ?등록 ?번호|统一社会信用代码|統一社會信用代碼"
                          r"|营业执照(?:号|號|注册号)|統一編號|(?<![^\W\d_])(?:єдрпоу|едрпоу|огрн|krs|org\.? ?nr\.?"
                          r"|organisasjonsnummer|organisationsnummer|cvr(?:-nummer|-nr\.?| nr\.?)?|y-tunnus|kvk(?:-nummer)?"
                          r"|handelsregister\w*|hrb|ičo|nipc)(?![^\W\d_])")
# a VAT id ("USt-IdNr. der Praxis ... ist DE287654321"): a country's prefix and its digits, a VAT word before
_VAT_WORD = re.compile(r"(?i)ust-?id|umsatzsteuer|\bvat\b|\btva\b|\biva\b|\bbtw\b|\bmoms\b|partita iva")
_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")
_VAT_ID = re.compile(r"(?:DE|AT|FR|IT|ES|NL|BE|PL|GB|IE|PT|SE|DK|FI|CZ|LU)[A-Z0-9]{8,12}")
_MAIN_LINE = re.compile(r"(?i)대표번호|고객센터|콜센터|客服电话|客服電話|客服热线|代表番号|hotline|customer service"
                        r"|service line|kundenservice|(?<![a-z])servicenummer|(?:from|sender|via) (?:the )?short ?code"
                        r"|交易序號|交易序号|流水號|流水号"
                        r"|transaction (?:no|number|id|serial)"
                        r"|reference (?:no|number)"
                        # a payment's, a filing's or a parcel's reference under its label, in many languages: it
                        # traces one transfer or one shipment and opens nothing
                        r"|लेनदेन (?:संख्या|आईडी)"
                        r"|tracking (?:no|number|id|code)|(?<![a-z])parcel(?: (?:no|number|id))?(?![a-z])"
                        r"|sendungsnummer|paketnummer|numéro de suivi|número de (?:seguimiento|operación|transacción)"
                        r"|código de rastreio|numero di (?:tracciamento|spedizione|protocollo)|takip (?:no|numarası)"
                        r"|işlem (?:no|numarası)|трек-номер|номер (?:операции|транзакции|отправления)"
                        r"|αριθμ(?:ός|ό|\.) (?:πρωτοκόλλου|συναλλαγής)|αρ\. πρωτ\.?"
                        r"|거래 ?번호|송장 ?번호|운송장 ?번호|접수 ?번호|승인 ?번호"
                        r"|取引番号|追跡番号|お問い合わせ番号|問い合わせ番号|受付番号|伝票番号|运单号|快递单号|交易号|订单号"
                        # a carrier's waybill by the carrier's name ("顺丰单号", "中通单号", "京东快递单号") (round 42b)
                        r"|单号|單號|運單號|运单编号|快递编号|快遞單號"
                        # fa, ar, he: a payment's or a parcel's tracking number, as a bank's or a shop's page shows it
                        r"|کد (?:پیگیری|رهگیری)|شماره (?:پیگیری|رهگیری|تراکنش|مرجع)|رقم (?:المرجع|العملية|التتبع|الحوالة)"
                        r"|מספר (?:אסמכתא|עסקה|מעקב)|אסמכתא")
# a ticket's, a case's or a meeting's number after its label: it names a record or a call, and opens nothing
_RECORD_LABEL = re.compile(r"(?i)(?<![a-z])(?:(?:support |help ?desk )?ticket(?: no\.?| number| id)?|case (?:no\.?|number|id)"
                           r"|(?:meeting|webinar|conference|besprechungs|sitzungs)[ -]?(?:id|number|no\.?)|id de (?:la )?reuni[oó]n"
                           r"|id (?:della )?riunione|id da reunião|id de réunion"
                           # a Nordic bill's payment reference (Norway's KID, Sweden's OCR), printed on the bill
                           r"|(?-i:KID)(?:-nummer|nummer| nr\.?)?|ocr-?nummer|betalingsreferanse"
                           # a public body's payment notice (Italy's PagoPA "codice avviso", its IUV), printed on the
                           # fine or the bill for anyone paying it
                           r"|codice (?:dell['’])?avviso(?: (?:di pagamento|pagopa))?|numero (?:di |dell['’])?avviso"
                           r"|codice iuv|(?-i:IUV))(?![a-z])")
# a device's serial number after its label: printed on its sticker, it unlocks nothing
_SERIAL_LABEL = re.compile(r"(?i)(?<![a-z])(?:serial(?: number| no\.?)?|s/n|número de s[eé]rie|numéro de série"
                           r"|seriennummer|serienummer|serienr\.?|numer seryjny|numero di serie|sarjanumero|seri no"
                           r"|серийный номер|序列号|序號|製造番号|シリアル(?:番号)?|시리얼 ?번호|service tag)"
                           r"[^\w\n]{0,4}(?:(?:is|es|est|ist|é|:)\s*)?$")
_SERIAL = re.compile(r"[A-Z0-9]{6,24}")
# Turkish names an identity card's number its series' ("kimlik seri no", "nüfus cüzdanı seri no"): a person's, no
# device's
_ID_SERIES = re.compile(r"(?i)kimlik|nüfus cüzdan")
# a device's own number (IMEI, MEID, ICCID, serial) or a postal code after its label or mark: no secret opens by them
_DEVICE_LABEL = re.compile(r"(?i)(?:(?<![a-z])(?:imei|meid|iccid)\d?(?![a-z])|〒|郵便番号|邮编|邮政编码|郵遞區號|우편번호)[^\w\n]{0,8}"
                           r"(?:(?:is|ist|es|est|é|:)\s*)?$")
_DEVICE_NUMBER = re.compile(r"\d{3}-?\d{4}|\d{14,20}")
_MAC = re.compile(r"(?:[0-9A-Fa-f]{2}([:-]))(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}")
# an Indian transfer's UTR (printed on both receipts) beside UPI, IMPS, NEFT or RTGS; the UK's UTR is a taxpayer's
_TRANSFER_REF = re.compile(r"(?i)(?<![a-z])(?:utr|rrn)(?![a-z])")
_INDIAN_RAILS = re.compile(r"(?i)(?<![a-z])(?:upi|imps|neft|rtgs)(?![a-z])")
_SECRET_WORD = re.compile(r"(?i)code|pin|pass|otp|tan\b|kod|码|碼|密|暗証|비밀|סיסמ|קוד|رمز")
_ROUTER = re.compile(r"(?i)(?:路由器(?:是|型号|型號)?|router (?:is |model )?(?:an? |the )?)\s*$")
_MODEL = re.compile(r"[A-Z]{2,}(?:-[A-Z]{1,4})?-?\d{3,5}[A-Z]{0,3}|(?:Archer|Nighthawk|Deco|Orbi) [A-Z]{1,3}\d{2,5}")
_PLACEHOLDER = re.compile(r"(?i)[x*•#]{3,}(?:[- ][x*•#]{3,})*")
# a UPI id (a virtual payment address, "name@okaxis") is where money is sent, printed on a shop's QR code
_VPA = re.compile(r"[\w.-]{2,}@[a-z]{2,20}")
_VPA_NAME = re.compile(r"(?i)(?<![a-z])(?:upi(?: id)?|vpa)(?![a-z])[^\w\n]{0,4}$")


# a tax number said to be a business's ("O NIF da farmácia (5...)", "el CIF de la tienda", "the shop's VAT number"),
# not the speaker's: the number right after, within a bracket or a copula
_PARTY_TAX = re.compile(
    r"(?i)(?<![^\W\d_])(?:nif|nipc|cif|p\.? ?iva|partita iva|codice fiscale|steuernummer|ust-?id(?:nr)?\.?"
    r"|tax (?:id|number)|vat (?:id|number)|regon|nip)\s+(?:do|da|dos|das|de la|del|de|der|des|of the|of|della"
    r"|dello|dell'|van de|van het)\s+(?!(?:meu|minha|mi|mio|mia|my|mein\w*|mon|ma|mijn|mój|moja)(?![^\W\d_]))"
    # a card's NIP (Mexico's, Quebec's PIN: "el NIP de la tarjeta"), no business's tax number
    r"(?!(?:la\s+|a\s+|the\s+)?(?:tarjeta|carte|card|cartão|carta)(?![^\W\d_]))"
    r"[^\W\d_][^\d\n]{0,30}?$")


# an employer or a company named beside a tax number's name, before the number, in the same clause
_EMPLOYER = re.compile(
    r"(?i)(?<![^\W\d_])(?:employer\w*|employer's|arbeitgeber\w*|работодател\w*|организаци\w*|ооо|εργοδότ\w*"
    r"|εταιρ\w*|pracodawc\w*|firmy|datore di lavoro|azienda|empresa|empleador\w*|entreprise|employeur|werkgever"
    r"|işveren\w*|şirket\w*|mwajiri|kampuni|company|company's|firma"
    # a shop on its invoice, an NGO, a charity, a foundation, an association, a clinic, a school, a utility (round 31a)
    r"|shop|shop's|store|store's|ngos?|ngo's|charit(?:y|ies|y's)|foundation|association|non-?profit\w*|clinic"
    r"|ong|ong-\w+|onlus|fundaci[oó]n|asociaci[oó]n|fondation|fondazione|associazione|fundação|associação"
    r"|stiftung|verein\w*|stichting|vereniging|fundacj\w*|stowarzyszeni\w*|fundați\w*|fundati\w*|asociați\w*"
    r"|фонд\w*|нко|магазин\w*|vakf\w*|vakıf|dernek\w*|σωματεί\w*|ίδρυμα\w*|ιδρύματ\w*|μκο|σύλλογ\w*"
    r"|καταστήματ\w*|κατάστημα|magazin\w*|tienda|boutique|magasin|negozio|loja|geschäft\w*|laden"
    r"|sklep\w*|mağaza\w*|winkel|clínica|clinica|clinique|klinik\w*|κλινικ\w*|клиник\w*|school|escuela|colegio"
    r"|école|scuola|escola|schule|szkoł\w*|școal\w*|школ\w*|okul\w*|σχολεί\w*|utility|supplier|vendor|seller"
    # a supplier or a seller on its invoice, by language (round 37a)
    r"|suppliers?|supplier's|vendors?|vendor's|sellers?|seller's|lieferant\w*|verkäufer\w*|fournisseur\w*|vendeur\w*"
    r"|proveedor\w*|vendedor\w*|fornitor\w*|venditor\w*|fornecedor\w*|leverancier\w*|verkoper\w*|dostawc\w*"
    r"|sprzedawc\w*|dodavatel\w*|prodejc\w*|поставщик\w*|продав(?:ец|ца|цу|цом|цы|цов)|постачальник\w*"
    r"|tedarikçi\w*|satıcı\w*"
    r"|leverantör\w*|leverandør\w*|toimittaja\w*|myyjä\w*|furnizor\w*|vânzător\w*|beszállító\w*|szállító\w*"
    r"|eladó\w*|dobavljač\w*|προμηθευτ\w*|πωλητ\w*|pemasok|penjual|nhà cung cấp|người bán|mtoa huduma"
    # tl, id, sw, vi: a shop, a company, a business, a restaurant
    r"|tindahan|kompanya|kumpanya|negosyo|restawran|toko|perusahaan|warung|restoran|duka|biashara|cửa hàng|công ty"
    # an employer by the Portuguese words, a public body that bills or fines ("codice fiscale dell'ente")
    r"|entidade patronal|entidade empregadora|patrão|ente|ente pubblico|comune|câmara municipal|ayuntamiento|mairie)"
    r"(?![^\W\d_])"
    r"|雇用主|勤務先|雇主|单位|公司|고용주|회사|基金会|基金會|商店|店铺|学校|財団|協会|店舗|재단|협회|상점|학교"
    r"|供应商|供應商|仕入先|取引先|販売元|공급업체|공급사|거래처|판매자|ספק|המוכר|المورد|البائع|تامین‌کننده|فروشنده")
_TAX_NAME = re.compile(
    r"(?i)(?<![^\W\d_])(?:инн|αφμ|a\.?φ\.?μ\.?|nip|p\.? ?iva|partita iva|codice fiscale|cif|nif|steuernummer|siret|siren|ein|tin"
    r"|tax (?:id|number)|vergi (?:numarası|no)|pin|kra pin|btw-?nummer|kvk|npwp|mst|mã số thuế)(?![^\W\d_])")
# a tax number named as a party's by the party's word right after it ("TIN ng tindahan", "NPWP perusahaan", "KRA PIN
# ya kampuni", "the tax ID of the store"): the party's own, unless the speaker claims it after ("TIN ng employer ko")
_OF = r"(?:ng|of|of the|de|de la|del|da|do|der|des|du|della|van|van de|ya|wa|la|của)"
_TAX_OF_PARTY = re.compile(
    r"(?i)(?:" + _TAX_NAME.pattern[4:] + r")\s+(?:" + _OF + r"\s+|dell['’]|dall['’]|de l['’]|d['’])?(?:" + _EMPLOYER.pattern[4:] + r")[^\d\n]{0,24}$")
_OWN_AFTER = re.compile(r"(?i)(?<![^\W\d_])(?:ko|namin|natin|my|mine|saya|ku|yangu|wangu|của tôi|tôi|mi|mio|mia|meu"
                        r"|minha|mon|ma|mein\w*|mój|moja)(?![^\W\d_])")
_CLAUSE_MARK = re.compile(r"[.;!?\n。；](?=\s|$)|,\s")


def _employer_tax(text: str, s: int) -> bool:
    """Whether the number at text[s:] follows a tax number's name in a clause that names an employer or a company
    before it, with no claim of the speaker's after that word."""
    a = max(0, s - 70)
    for m in _CLAUSE_MARK.finditer(text, a, s):
        a = m.end()
    # a bracket that opens with the party's word holds its particulars ("(εταιρεία, ΑΦΜ ..)", "(company, VAT ..)")
    o = text.rfind("(", max(0, s - 70), a)
    if o >= 0 and ")" not in text[o:s] and _EMPLOYER.match(text, o + 1):
        a = o + 1
    name = None
    for name in _TAX_NAME.finditer(text, a, s):
        pass
    if name is None or s - name.end() > 40:
        return False
    if name.group().lower() == "pin" and not re.search(r"(?i)\bkra\b|\bitax\b", text):
        return False  # a bare PIN is a tax number only in Kenya's KRA talk
    emp = None
    for emp in _EMPLOYER.finditer(text, a, s):
        pass
    if emp is None:
        return False
    # a possessive right after the employer's name is the employer's ("ο εργοδότης μου", "mwajiri wangu")
    gap = re.sub(r"^\s*(?:μου|mou|wangu|yangu|mio|mia|meu|minha|mijn|mein\w*)(?![^\W\d_])", "", text[emp.end():s])
    return not _MINE.search(gap) and not re.search(
        r"(?i)(?<![^\W\d_])(?:my|mou|μου|мой|mój|moj\w*|yangu|wangu|benim|mein\w*)(?![^\W\d_])", gap)


def _tax_of_party(text: str, s: int) -> bool:
    """Whether the number at text[s:] follows a tax number's name and a party's word after it, the speaker claiming
    neither."""
    m = _TAX_OF_PARTY.search(text, max(0, s - 70), s)
    if m is None or _OWN_AFTER.search(m.group()) is not None:
        return False
    # a bare PIN is a tax number only in Kenya's KRA talk ("el PIN de firma" signs a bank's transfers)
    return not m.group()[:3].lower() == "pin" or re.search(r"(?i)\bkra\b|\bitax\b", text) is not None


def _party_tax(text: str, s: int) -> bool:
    return (_PARTY_TAX.search(text, max(0, s - 60), s) is not None or _employer_tax(text, s)
            or _tax_of_party(text, s))


# the last digits of a card printed behind its mask ("XXXX XXXX XXXX 5879", "**** 4417", "•••• 0311"): what every
# receipt and bank SMS shows, no code of its own
_MASK_BEFORE = re.compile(r"(?:[Xx*•·]{4}[ -]?){1,3}$")
# an API's object id ("msg_01..", "toolu_01..", "req_011C.."): names one message or call in its logs, opens nothing
_API_OBJECT_ID = re.compile(r"(?:msg|toolu|srvtoolu|msgbatch|req|file)_01[A-Za-z0-9]{18,30}")


# a message's or a request's id after its header's name
_HEADER_ID = re.compile(
    r"(?i)(?:x-(?:[a-z]+-)*(?:message|request|correlation|trace|amzn-request|amz-cf|github-request)-?id|message-id"
    r"|request[-_ ]id|requestid|correlation[-_ ]id|trace[-_ ]id|cf-ray|ray id"
    # a log's field naming one connection, event or activity ("ClientConnectionId:", "webhookEventId:")
    r"|(?:client)?connection[-_ ]?id|(?:webhook)?event[-_ ]?id|activity[-_ ]?id|operation[-_ ]?id"
    r"|invocation[-_ ]?id|span[-_ ]?id|delivery[-_ ]?id)\s*[:=]?\s*<?\s*$")
_PAYMENT_UTR = re.compile(r"(?i)(?<![a-z])utr(?:\s*(?:no\.?|number|नंबर|संख्या|#))?\s*(?:is|है|:)?\s*$")
# a Wi-Fi network's name (its SSID) under its label: the name every neighbour's phone lists
_NETWORK_NAME = re.compile(
    r"(?i)(?<![^\W\d_])(?:ssid|network name|wi-?fi name|wlan-?name|netzwerkname|nom du réseau|nombre de (?:la )?red|nome d[ae]"
    r"(?:lla)? rete|netwerknaam|nazwa sieci|имя сети|название сети|ağ adı|ağın adı|ağ ismi|ชื่อ ?wi-?fi|tên wi-?fi"
    r"|nama wi-?fi|网络名称?|網路名稱|无线名称|ネットワーク名|네트워크 이름|와이파이 이름)\s*(?:is|ist|es|est|è|:|=)?\s*$")


def _after(rx: re.Pattern[str], text: str, s: int, reach: int) -> re.Match[str] | None:
    """The last match of rx ending within ``reach`` characters before s, on the same line."""
    a = max(0, s - reach, text.rfind("\n", 0, s) + 1)
    last = None
    for last in rx.finditer(text, a, s):
        pass
    return last


def _public(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    a, b = s, e
    while a > 0 and (text[a - 1].isalnum() or text[a - 1] in ":-"):
        a -= 1
    while b < len(text) and (text[b].isalnum() or text[b] in ":-"):
        b += 1
    if _MAC.fullmatch(text[a:b].strip(":-")):
        return True  # a network card's hardware address, printed on its label
    if _DEVICE_NUMBER.fullmatch(v) and _DEVICE_LABEL.search(text, max(0, s - 20), s):
        return True
    if _SERIAL.fullmatch(v) and _SERIAL_LABEL.search(text, max(0, s - 24), s) and not _ID_SERIES.search(
            text, max(0, s - 40), s):
        return True
    if re.fullmatch(r"\d{4}", v) and _MASK_BEFORE.search(text, max(0, s - 16), s):
        return True
    if _API_OBJECT_ID.fullmatch(v):
        return True
    if _PLACEHOLDER.fullmatch(v) or _VPA.fullmatch(v) and _VPA_NAME.search(text, max(0, s - 12), s):
        return True
    if _HEADER_ID.search(text, max(0, s - 40), s) and not any(c.isspace() for c in v.strip()):
        return True
    if _NETWORK_NAME.search(text, max(0, s - 30), s) and not any(c.isspace() for c in v.strip()):
        return True
    # an Indian payment's UTR (twelve digits for UPI and IMPS, sixteen or more characters for NEFT and RTGS), not the
    # UK taxpayer's ten-digit UTR
    if _PAYMENT_UTR.search(text, max(0, s - 20), s) and re.fullmatch(r"\d{12}|[A-Z0-9]{16,22}", v):
        return True
    a, b = s, e
    while a > 0 and text[a - 1].isalnum():
        a -= 1
    while b < len(text) and text[b].isalnum():
        b += 1
    if (a < s or b > e) and b - a >= 32 and _HEX.fullmatch(text[a:b]):
        return True  # digits inside a hash or a certificate's serial are no number of their own
    if _VAT_ID.fullmatch(text[a:b]) and _VAT_WORD.search(text, max(0, a - 80), a):
        return True
    if _FIVE_BY_FIVE.fullmatch(v) and _after(_GENERIC_KEY, text, s, 60) is not None:
        return True
    if sum(c.isdigit() for c in v) < 4 or any(c.islower() for c in v):
        return False  # the rules below keep numbers, never a password beside their words
    if _party_tax(text, s):
        return True
    m = _after(_OTHER_ACCOUNT, text, s, 40)
    if (m is not None and not _MINE.search(text, m.end(), s) and not _OURS.search(text, max(0, m.start() - 12), m.start())
            and _BILL.search(text, max(0, s - 160), e + 40)):
        return True
    # a number's tail cut alone ("5621 3344 [9071]"): the words before the whole number
    head = s
    while head > 0 and (text[head - 1].isdigit() or text[head - 1] in " -") and head > s - 20:
        head -= 1
    m = _after(_OTHER_ACCOUNT, text, head, 40)
    if head < s and any(c.isdigit() for c in text[head:s]) and m is not None and not _MINE.search(text, m.end(), head):
        return True
    for rx in (_BUSINESS_ID, _MAIN_LINE, _RECORD_LABEL, *((_TRANSFER_REF,) if _INDIAN_RAILS.search(text) else ())):
        m = _after(rx, text, s, 30)
        gap = text[m.end():s] if m is not None else ""
        # the value right after its label: no other number or a secret's word between ("交易序號 B4412，驗證碼 770316")
        if (m is not None and len(gap) <= 24 and not any(c.isdigit() for c in gap) and not _MINE.search(gap)
                and not _SECRET_WORD.search(gap)):
            return True
    return bool(_MODEL.fullmatch(v) and _ROUTER.search(text, max(0, s - 24), s))


_PERSONAL_CF = re.compile(r"[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]")


def keep(text: str, spans: list[Span]) -> None:
    """Drops the spans over public keys and numbers and other parties' accounts."""
    if spans:
        # a person's Italian codice fiscale (sixteen characters naming a birth date and place) is never a body's,
        # whatever body's number stands before it ("C.F. dell'ente 8201..: codice fiscale mio RSS...")
        spans[:] = [sp for sp in spans if _PERSONAL_CF.fullmatch(text, sp[0], sp[1]) is not None
                    or not _public(text, sp[0], sp[1])]
