"""Round 42a: codes and passwords in phrasings the rules missed, in the languages people write them in.

Finds:
- a one-time code inside a service's message the user quotes or forwards, in any language ("«Ο κωδικός μίας χρήσης
  για τη μεταφορά 1.250,00€ είναι 605518»", "„Az Ön egyszer használatos jelszava: 92079873”", "\"كود التحقق الخاص
  بك هو 104783\""): a code's or a one-time password's name, then the first number of a code's length, amounts
  and dates between passed over; a bare "code" needs the message's own word of secrecy (never share, one-time,
  confirm, a payment); a code of an order, a parcel, a promotion or a postal area stays;
- a card's security code under its name in more languages ("Prüfnummer 534", "säkerhetskod", "beveiligingscode",
  "codice di controllo", "güvenlik kodu", "mã bảo mật") in a message holding a card's number;
- a verbal password or code word given to an alarm's monitoring centre ("the verbal password for the monitoring
  center is 'tangerine'", "le mot de passe verbal pour la centrale de télésurveillance est « mandarine »",
  "Kodeordet til alarmcentralen er blåbær"): a word, which password rules otherwise take for prose;
- a password asked about or judged ("Is CherrySunflower2742 a good password for Netflix?", "Ist BlauerHimmel2019 ein
  sicheres Passwort?"): a value of a real password's shape (letters of both cases or a symbol, and digits), no
  common base ("Summer2024", "Password1") and no example's sentence;
- a door's or an intercom's code with a keypad's Cyrillic letter ("код від домофону 37К6383"), a lock's code under a
  password's name ("mật khẩu khóa cửa là 838187", "hasło do drzwi 4821"), an alarm's code after the verb that turns
  it off ("larmet slår du av med 2378", "Tắt báo động bằng mã 2378");
- a PIN the speaker says they set, a birth year too ("şifre olarak 1992 belirledim", "Поставил ПИН на карту 1990"),
  and a Turkish card's şifre of digits ("kart şifresi 5831");
- a PIN named, then its value said to be the current one in the next sentence ("Nibadilishe PIN yangu ya M-Pesa?
  Kwa sasa ni 7374", "Aktuell ist sie 7374", "Ahora mismo es 7374");
- a passphrase named, then quoted after "I'm sure it's" ("asks for the passphrase of key F375 …. I'm 90% sure it's
  \"oliver river velvet kodiak 2004\""): several words or a password's shape, no prompt's or error's words;
- a security question's answer the speaker says they set ("my mother's maiden name, which I set as Oyelaran",
  "Mädchenname der Mutter, den ich als Brandauer hinterlegt habe").

Each rule is tested on ordinary text where it must not fire: years, counts, prices, error codes, order numbers,
quoted shipping messages with tracking numbers.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from utils import card_codes, secret_names, sentences
from utils.redact_round41a import _FUNCTION_PART, _META_PART, _pw_value

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after


def _alt(words: Iterable[str]) -> str:
    """A regex alternation of the words, longest first, spaces matching any run of blanks."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(set(words), key=len, reverse=True))


# ---- a one-time code inside a quoted service message ----

# A one-time code's or a one-time password's name, as services write it (the value is the message's secret).
_OTP_NAMES = (
    # en
    "one-time passcode", "one-time password", "one time password", "one-time code", "one time code", "otp",
    "verification code", "authorisation code", "authorization code", "confirmation code", "security code",
    "login code", "sign-in code", "passcode", "access code", "approval code", "tan", "mtan", "mobiletan", "smstan",
    "pushtan",
    # de, nl, fr, it, es, pt
    "bestätigungscode", "sicherheitscode", "einmalcode", "freigabecode", "verifizierungscode", "anmeldecode",
    "authentifizierungscode", "verificatiecode", "bevestigingscode", "beveiligingscode", "eenmalige code",
    "code de vérification", "code de confirmation", "code de sécurité", "code d'authentification",
    "code à usage unique", "code provisoire", "codice di verifica", "codice di conferma", "codice di sicurezza",
    "codice otp", "codice di autorizzazione", "codice dispositivo", "código de verificación", "código de confirmación",
    "código de seguridad", "código de autorización", "código otp", "clave de firma", "clave de operaciones",
    "clave dinámica", "clave de un solo uso", "clave de seguridad", "clave de confirmación", "código de verificação",
    "código de confirmação", "código de segurança", "código de autorização", "código de acesso", "senha temporária",
    # nordic, fi
    "engangskode", "engangskoden", "engångskod", "engångskoden", "engångslösenord", "bekreftelseskode",
    "bekræftelseskode", "verifieringskod", "verifieringskoden", "säkerhetskod", "säkerhetskoden", "sikkerhetskode",
    "sikkerhedskode", "vahvistuskoodi", "kertakäyttöinen salasana", "kertakäyttökoodi",
    # pl, cs, sk, hu, ro
    "hasło jednorazowe", "jednorazowe hasło", "kod weryfikacyjny", "kod autoryzacyjny", "kod jednorazowy",
    "kod potwierdzający", "kod sms", "autorizační kód", "ověřovací kód", "jednorázový kód", "potvrzovací kód",
    "autorizačný kód", "overovací kód", "jednorazový kód", "egyszer használatos jelszava", "egyszer használatos jelszó",
    "egyszer használatos kód", "egyszer használatos kódja", "ellenőrző kód", "ellenőrző kódja", "megerősítő kód",
    "megerősítő kódja", "biztonsági kód", "cod de autorizare", "codul de autorizare", "cod de verificare",
    "codul de verificare", "cod de confirmare", "codul de confirmare", "cod de unică folosință",
    # el, ru, uk, bg, tr
    "κωδικός μίας χρήσης", "κωδικός μιας χρήσης", "κωδικός επιβεβαίωσης", "κωδικός επαλήθευσης",
    "κωδικός έγκρισης", "κωδικός otp", "одноразовый пароль", "одноразовый код", "код подтверждения",
    "код для подтверждения", "код для входа", "пароль для подтверждения", "пароль для входа", "одноразовий пароль",
    "одноразовий код", "код підтвердження", "код для підтвердження", "код для входу", "код за потвърждение",
    "doğrulama kodu", "doğrulama kodunuz", "onay kodu", "onay kodunuz", "tek kullanımlık şifre",
    "tek kullanımlık şifreniz", "güvenlik kodunuz",
    # ar, he, fa
    "كود التحقق", "رمز التحقق", "كود التفعيل", "رمز التفعيل", "رمز التأكيد", "كود التأكيد", "رمز المرور لمرة واحدة",
    "كلمة المرور لمرة واحدة", "كلمة المرور المؤقتة", "الرمز السري المؤقت", "קוד האימות", "קוד אימות", "קוד חד פעמי",
    "סיסמה חד פעמית", "کد تایید", "کد تأیید", "رمز یکبار مصرف",
    # id, ms, vi, sw, hi, th
    "kode otp", "kode verifikasi", "kode rahasia", "kode keamanan", "kod tac", "kod pengesahan", "mã xác thực",
    "mã xác nhận", "mã otp", "mã bảo mật", "mã giao dịch", "nambari ya uthibitisho", "msimbo wa uthibitisho",
    "सत्यापन कोड", "รหัส otp", "รหัสยืนยัน",
    # ja, zh, ko (no spaces: matched anywhere)
    "認証コード", "確認コード", "ワンタイムパスワード", "認証番号", "確認番号", "验证码", "驗證碼", "校验码", "动态码",
    "动态密码", "인증번호", "인증 번호", "인증코드",
)
# A code's bare name: a secret in a service's message only with the message's word of secrecy or of a payment.
_CODE_NAMES = (
    "code", "codes", "your code", "pin", "password", "kod", "kód", "kódja", "kode", "koden", "kodu", "kodunuz",
    "koodi", "código", "codigo", "codice", "clave", "senha", "cod", "codul", "κωδικός", "κωδικό", "код", "пароль",
    "jelszava", "jelszó", "jelszavad", "hasło", "heslo", "şifreniz", "şifre", "mã", "msimbo", "كود", "رمز",
    "الرمز", "קוד", "הקוד", "کد", "コード", "パスワード", "密码", "密碼", "코드", "비밀번호", "รหัส",
)
_NAME_RX = re.compile(
    r"(?i)" + _L + r"(?:(?P<otp>" + _alt(_OTP_NAMES) + r")|(?P<code>" + _alt(_CODE_NAMES) + r"))" + _R
    + r"|(?P<cjk>認証コード|確認コード|ワンタイムパスワード|認証番号|確認番号|验证码|驗證碼|校验码|动态码|动态密码|인증번호|인증코드)")
# The message's own words that make a bare code a secret: do not share it, tell no one, one-time, expires, confirm
# or sign in, a payment or a transfer it approves.
_SECRECY = re.compile(
    r"(?i)" + _L + r"(?:share|never|anyone|no\s+one|nobody|expires?|valid|one[- ]time|verif\w*|confirm\w*|log\s?in"
    r"|sign\s?in|authori[sz]\w*|transfer|payment|purchase|transaction|withdraw\w*"
    r"|niemals|niemandem|weiter|überweisung|zahlung|gültig|personne|partagez|communiquez|virement|paiement|valable"
    r"|nadie|compartas|comparta|compartir|transferencia|pago|válid[oa]|ninguém|compartilhe|partilhe|pagamento"
    r"|nessuno|condividere|comunicare|bonifico|pagamento|niemand|deel|delen|betaling|overboeking|dela|del|noen|nogen"
    r"|betalning|köpet|ingen|nikomu|nikomu|podawaj|przelew\w*|płatnoś\w*|nesdělujte|platb\w*|nu\s+îl|divulga"
    r"|nimănui|plat[aă]|senkinek|soha|utalás\w*|fizetés\w*|kimseyle|paylaşma\w*|ödeme|işlem|μην|κανέναν|μεταφορά"
    r"|πληρωμή|συναλλαγή|никому|не\s+сообщайте|платеж\w*|перевод\w*|операци\w*|нікому|не\s+повідомляйте"
    r"|платіж\w*|переказ\w*|jangan|siapapun|siapa\s+pun|rahasia\w*|transaksi|pembayaran|không\s+chia\s+sẻ"
    r"|chia\s+sẻ|giao\s+dịch|thanh\s+toán|usimpe|usishiriki|yeyote|muamala)" + _R
    + r"|لا\s+تشارك|تشاركه|أي\s+شخص|لأي\s+شخص|تحويل|الدفع|عملية|אין\s+למסור|לאף\s+אחד|העברה|תשלום"
    r"|教えない|他人|振込|决不|请勿|切勿|泄露|타인|이체|결제|साझा")
# Another thing's code named beside the name: an order's, a parcel's, a promotion's, a postal area's, an error's.
_OTHER_CODE = re.compile(
    r"(?i)" + _L + r"(?:order|tracking|track|parcel|package|shipment|delivery\s+number|promo\w*|discount|coupon"
    r"|voucher|referral|booking|reservation|postal|post|zip|error|product|reference|customer|client|invoice"
    r"|bestell\w*|sendung\w*|gutschein\w*|rabatt\w*|fehler\w*|commande|suivi|réduction|promotion\w*|pedido"
    r"|rastreo|rastreio|seguimiento|descuento|cupón|cupom|ordine|spedizione|sconto|bestelling|korting|zending"
    r"|rabatowy|rabatow\w*|zamówieni\w*|przesyłk\w*|pocztowy|objednávk\w*|zásilk\w*|slev\w*|rendelés\w*"
    r"|csomag\w*|kedvezmény\w*|comand\w*|reducere|colet\w*|παραγγελ\w*|αποστολ\w*|δέμα\w*|έκπτωσ\w*|заказ\w*"
    r"|посылк\w*|трек\w*|скидк\w*|замовлен\w*|посилк\w*|знижк\w*|sipariş\w*|kargo\w*|takip|indirim\w*|kupon\w*"
    r"|pesanan|resi|pengiriman|diskon|promo|đơn\s+hàng|vận\s+đơn|giảm\s+giá|khuyến\s+mãi)" + _R
    + r"|طلب\w*|شحن\w*|خصم|תלוש|הזמנה|משלוח|注文|配送|订单|快递|运单|주문|배송")
# A message's word with a colon before the name on its line ("SMS: Your code ..."), where no quote opens it.
_MESSAGE_COLON = re.compile(
    r"(?i)" + _L + r"(?:sms|text|message|msg|e-?mail|notification|nachricht|mitteilung|mensaje|mensagem|messaggio"
    r"|bericht|meddelande|melding|besked|wiadomość|zpráva|üzenet|mesaj|μήνυμα|сообщение|смс|повідомлення"
    r"|pesan|tin\s+nhắn|ujumbe|رسالة|הודעה|پیام)" + _R + r"[^\n:：]{0,30}[:：]\s*")
# A number's token: digits with a thousands' or a decimals' mark, or a date's, inside.
_NUMBER = re.compile(r"\d+(?:(?:[.,'’/\-]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d+)*")
_CURRENCY = re.compile(
    r"(?i)[$€£¥₹₽₴₺₫₦₱₩₪₸]|" + _L + r"(?:eur|euro|euros|usd|gbp|chf|sek|nok|dkk|pln|czk|huf|ron|lei|kr|kn|zł|zl"
    r"|kč|kc|ft|tl|rub|руб|р|грн|uah|rp|idr|rm|myr|vnd|đ|đồng|ksh|kes|tsh|ugx|inr|rs|aed|sar|egp|riyal|ريال"
    r"|جنيه|درهم|دينار|ج\.م|ر\.س|ش\"ח|ש\"ח|₪|yen|円|元|원|dollars?|pounds?)" + _R)
_CURRENCY_BEFORE = re.compile(r"(?:" + _CURRENCY.pattern[4:] + r")[^\S\n]?$", re.I)
# a link right before a value: a year's shape there is the code's ("Your code is 2026"), after other words a date's
_LINK_TO_VALUE = re.compile(r"(?i)(?:[:：=—]|" + _L + r"(?:is|ist|lautet|est|es|é|è|er|är|je|to|jest|on|είναι|adalah"
                            r"|là|ni|هو|הוא|это))[^\S\n]*$")


def _in_message(text: str, p: int) -> bool:
    """Whether position p stands inside a quoted or forwarded message: an opening quote on its line not closed
    before p, an odd count of plain double quotes before it, a quoted line ("> "), or a message's word and a colon
    before it on its line."""
    ls = text.rfind("\n", 0, p) + 1
    line = text[ls:p]
    if line.lstrip().startswith(">"):
        return True
    closes = {"“": "”", "„": "”“", "«": "»", "「": "」", "『": "』", "‹": "›", "【": "】", "‚": "‘’"}
    for q, c in closes.items():
        i = line.rfind(q)
        if i >= 0 and not any(x in line[i + 1 :] for x in c):
            return True
    if line.count('"') % 2 == 1:
        return True
    return _MESSAGE_COLON.search(line) is not None


def _amount(text: str, s: int, e: int) -> bool:
    """Whether the number at text[s:e] is an amount: a decimals' or a thousands' mark, or a currency beside it."""
    v = text[s:e]
    if re.search(r"[.,]\d{2}$", v) or re.search(r"\d[.,']\d{3}(?!\d)", v):
        return True
    # a currency right before or right after it ("€ 250", "250 zł", "Rp 1250", "12 500 Ft"; "605 518" alone is a
    # code's two halves)
    return (_CURRENCY_BEFORE.search(text, max(0, s - 8), s) is not None
            or _CURRENCY.match(text, e + len(text[e : e + 2]) - len(text[e : e + 2].lstrip())) is not None)


_CODE_VALUE = re.compile(r"\d{4,8}|\d{3}[ -]\d{3}")
# after a value: a unit or a time, which no code has
_UNIT_AFTER = re.compile(
    r"(?i)[^\S\n]*(?:%|°|minutes?|mins?|seconds?|secs?|hours?|days?|digits?|times|people|items|pcs|lines?|files?"
    r"|bytes?|characters?|chars|words?|rows?|users?|points?|punkte|zeilen|minuten|sekunden"
    r"|stunden|tage|minutos|segundos|horas|días|dias|minuti|secondi|ore|giorni|perc\w*|másodperc\w*|dakika|saniye"
    r"|λεπτ\w*|δευτερόλεπτ\w*|минут\w*|секунд\w*|хвилин\w*|menit|detik|phút|giây|dakika|دقائق|دقيقة|דקות)" + _R)
_YEAR = re.compile(r"19[5-9]\d|20[0-3]\d")  # a year people write of now, not of history or the far future
# a noun of its own right before a number: a version's, a build's, a number's label
_LABEL_BEFORE = re.compile(r"(?i)" + _L + r"(?:version|build|model|ref|no|nr|n[º°]|#|number|nummer|número|numéro"
                           r"|numero|номер|αριθμός|αρ\.|szám\w*|numer|číslo|numara\w*|số)\.?[^\S\n]*[:：]?[^\S\n]*$")


_CLOSE_QUOTE = re.compile(r"[”»」』›】;]|(?<![^\W\d_])\"|\"(?![^\W\d_])")


def _quoted_codes(text: str, out: list[Span]) -> None:
    for n in _NAME_RX.finditer(text):
        if not _in_message(text, n.start()):
            continue
        line_end = text.find("\n", n.end())
        stop = min(len(text) if line_end < 0 else line_end, n.end() + 110)
        # the message's closing quote ends the search (a plain quote between two letters is an abbreviation's,
        # Hebrew's ש"ח)
        close = _CLOSE_QUOTE.search(text, n.end(), stop)
        if close is not None:
            stop = close.start()
        around = text[max(text.rfind("\n", 0, n.start()) + 1, n.start() - 30) : min(stop, n.end() + 30)]
        if _OTHER_CODE.search(around):
            continue  # an order's, a parcel's, a promotion's code
        if n.group("code") is not None:
            # a bare code's name: the message must say it is secret or approves a payment
            ls = text.rfind("\n", 0, n.start()) + 1
            if not _SECRECY.search(text, ls, stop):
                continue
        p = n.end()
        while (m := _NUMBER.search(text, p, stop)) is not None:
            gap = text[n.end() : m.start()]
            # a sentence's end before the number: the message has moved on
            if re.search(r"[.!?。！？](?:\s|$)", gap.replace("...", "")):
                break
            v = m.group()
            if _amount(text, m.start(), m.end()) or not _CODE_VALUE.fullmatch(v):
                p = m.end()
                continue
            if _LABEL_BEFORE.search(text, max(0, m.start() - 16), m.start()):
                p = m.end()
                continue  # a number of its own noun ("version 605518", "No. 605518")
            if _UNIT_AFTER.match(text, m.end()) or (len(v) == 4 and _YEAR.fullmatch(v)
                                                     and not _LINK_TO_VALUE.search(gap)):
                p = m.end()
                continue
            out.append((m.start(), m.end(), "one_time_code"))
            break


# ---- a card's security code under its name, in more languages ----

_CARD_CODE_NAMES = (
    # en
    "card verification code", "card verification value", "card verification number",
    "card security code", "verification number", "security number", "security digits", "cvv code", "cvc code",
    "cvv number", "cvc number", "cvv2", "cvc2", "csc",
    # de, nl
    "prüfnummer", "kartenprüfnummer", "prüfziffer", "prüfziffern", "kartenprüfziffer", "prüfcode", "kartenprüfcode",
    "kontrollnummer", "sicherheitsnummer", "sicherheitscode", "beveiligingscode", "veiligheidscode", "controlecode",
    "kaartverificatiecode", "cvc-code", "cvv-code",
    # sv, no, da, fi, is
    "säkerhetskod", "säkerhetskoden", "kontrollsiffror", "kontrollsiffrorna", "kontrollkod", "kontrollkoden",
    "cvc-kod", "cvc-koden", "cvv-kod", "sikkerhetskode", "sikkerhetskoden", "kontrollsiffer", "kontrollsifrene",
    "cvc-kode", "sikkerhedskode", "sikkerhedskoden", "kontrolcifre", "kontrolcifrene", "kontrolkode", "turvakoodi",
    "turvakoodin", "turvanumero", "tarkistenumero", "tarkistusnumero", "varmennuskoodi", "cvv-koodi", "öryggisnúmer",
    # it, es, pt, fr
    "codice di controllo", "codice di sicurezza", "codice di verifica", "codice cvv", "codice cvc",
    "código de seguridad", "código de verificación", "código de control", "número de seguridad", "número de control",
    "número de verificación", "clave de seguridad", "código de segurança", "código de verificação",
    "código de controle", "código de controlo", "número de segurança", "cryptogramme", "cryptogramme visuel",
    "code de sécurité", "code de vérification", "code de contrôle", "numéro de sécurité", "numéro de contrôle",
    # pl, cs, sk, hu, ro, el
    "kod zabezpieczający", "kod bezpieczeństwa", "kod weryfikacyjny", "kod cvv", "kod cvc", "kod cvv2",
    "numer weryfikacyjny", "bezpečnostní kód", "kontrolní kód", "ověřovací kód", "bezpečnostný kód", "kontrolný kód",
    "cvv kód", "cvc kód", "biztonsági kód", "biztonsági kódja", "ellenőrző kód", "ellenőrzőkód", "biztonsági szám",
    "cod de securitate", "codul de securitate", "codul cvv", "cod cvv", "κωδικός ασφαλείας", "κωδικό ασφαλείας",
    "κωδικός επαλήθευσης",
    # tr, ru, uk
    "güvenlik kodu", "güvenlik numarası", "cvv kodu", "cvc kodu", "kontrol kodu", "код безопасности",
    "проверочный код", "код проверки", "код на обороте", "код с обратной стороны", "cvv-код", "cvc-код",
    "код безпеки", "перевірочний код", "код на звороті",
    # vi, id, ms, ar, he
    "mã bảo mật", "mã xác minh", "mã cvv", "mã cvc", "số bảo mật", "kode keamanan", "kode cvv", "kode verifikasi",
    "nombor keselamatan", "kod keselamatan", "رمز الأمان", "رمز الامان", "رمز التحقق", "الرمز الأمني", "رقم الأمان",
    "קוד אבטחה", "קוד האבטחה", "ספרות הביקורת",
)
_CARD_CODE = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_CARD_CODE_NAMES) + r")" + _R
    + r"(?P<gap>[^\S\n]*(?:[:：=]|—|-|is|ist|lautet|er|är|é|es|est|è|je|to|jest|olan|là|adalah|هو|είναι|это)?"
    r"[^\S\n]*[:：]?[^\S\n]*[\"'“„«]?)(?P<v>(?<![\d.,/-])\d{3,4})(?![\d]|[.,/-]\d)")
_CARD_NUMBER = re.compile(r"(?<![\d-])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\d-])")
_CARD_UNIT = re.compile(r"(?i)[^\S\n]*(?:€|\$|£|%|eur|usd|kr|zł|tl|digits?|ziffern|stellen|chiffres|dígitos|cifre"
                        r"|siffror|cijfers|cyfr\w*|rakam\w*|цифр\w*|số)" + _R)


def _card_codes(text: str, out: list[Span]) -> None:
    if "[REDACTED:card]" not in text and not any(True for _ in card_codes.luhn_cards(_CARD_NUMBER, text)):
        return
    for m in _CARD_CODE.finditer(text):
        if _CARD_UNIT.match(text, m.end("v")):
            continue
        out.append((m.start("v"), m.end("v"), "card_code"))


# ---- a verbal password or code word given to an alarm's monitoring centre ----

# A password said aloud, by its own name: a secret whatever it opens.
_VERBAL_NAMES = (
    "verbal password", "spoken password", "voice password", "verbal passcode", "verbal code", "verbal code word",
    "duress word", "duress password", "mündliches passwort", "mündliches kennwort", "mot de passe verbal",
    "mot de passe oral", "code verbal", "contraseña verbal", "clave verbal", "código verbal", "senha verbal",
    "palavra-passe verbal", "password verbale", "codice verbale", "verbaal wachtwoord", "hasło słowne",
    "устный пароль", "усний пароль", "sözlü şifre",
)
# A code word's names: a party's, a game's, a family's word too; a secret here only said to an alarm's centre.
_CODE_WORD_NAMES = (
    "code word", "codeword", "safe word", "safeword", "password word", "codewort", "losungswort", "sicherheitswort",
    "notfallkennwort", "mot de code", "mot-code", "mot secret", "palabra clave", "palabra secreta", "palavra-chave",
    "palavra secreta", "parola d'ordine", "parola segreta", "codewoord", "geheim woord", "kodord", "kodordet",
    "kodeord", "kodeordet", "stikkord", "stikkordet", "løsen", "løsenet", "tunnussana", "słowo kodowe",
    "kódové slovo", "kódszó", "кодовое слово", "кодове слово", "parola kelimesi", "κωδική λέξη", "συνθηματικό",
)
# (the names in scripts written with spaces between words: Latin, Greek, Cyrillic)
_PASSWORD_NAMES = tuple(w for w in secret_names.PASSWORD if w[0] < "\u0500") + (
    "kennwort", "passord", "passordet", "lösenordet", "adgangskoden", "heslo", "пароль", "parola", "clave")
# An alarm's monitoring centre or company: the one the word is said to.
_MONITOR = re.compile(
    r"(?i)" + _L + r"(?:monitoring|central\s+station|alarm\s+(?:company|center|centre|provider|service|monitoring)"
    r"|security\s+(?:company|firm|provider|service)|control\s+room|dispatch\w*|call\s+cent(?:er|re)|adt|verisure"
    r"|securitas|simplisafe|brinks|vivint|frontpoint|sector\s+alarm|leitstelle|notrufzentrale|alarmzentrale"
    r"|wachdienst|sicherheitsdienst|sicherheitsfirma|alarmfirma|télésurveillance|centrale|société\s+de\s+surveillance"
    r"|central\s+receptora|central\s+de\s+alarmas?|empresa\s+de\s+seguridad|vigilancia|central\s+de\s+monitoramento"
    r"|monitoramento|empresa\s+de\s+segurança|centrale\s+operativa|vigilanza|meldkamer|alarmcentrale"
    r"|beveiligingsbedrijf|larmcentral\w*|vaktbolag\w*|larmbolag\w*|alarmsentral\w*|vaktselskap\w*|alarmcentral\w*"
    r"|vagtselskab\w*|hälytyskeskus\w*|vartiointiliik\w*|firm\w*\s+ochroniarsk\w*|agencj\w*\s+ochrony"
    r"|centrum\s+monitoringu|pult\w*|пульт\w*|охранн\w+\s+\w+|чоп|güvenlik\s+şirket\w*|alarm\s+merkez\w*"
    r"|izleme\s+merkez\w*|κέντρο\s+λήψης\s+σημάτων|εταιρεία\s+(?:security|φύλαξης|ασφαλείας))" + _R)
_TALK_LINK = (r"(?P<link>(?:[^\S\n]+(?:is|was|will\s+be|ist|lautet|war|est|c'est|es|era|é|è|er|är|var|on|jest|to"
              r"|je|είναι|là|adalah|ni)(?![^\W_])|[^\S\n]*(?:—|–|-|[:：=]))[^\S\n]*)")
_WORD_VALUE = (r"(?P<q>[\"'“‘„«‚]?)[^\S\n]?(?P<v>[^\W\d_][^\W_]*(?:-[^\W_]+)?)[^\S\n]?"
               r"(?P<cq>[\"'”’“»‘]?)")
_VERBAL = re.compile(
    r"(?i)" + _L + r"(?:(?P<verbal>" + _alt(_VERBAL_NAMES) + r")|(?P<pw>" + _alt(_PASSWORD_NAMES + _CODE_WORD_NAMES)
    + r"))" + _R
    + r"(?P<gap>[^\d\n.!?;,\"'“„«]{0,60}?)" + _TALK_LINK + _WORD_VALUE)
# a word after the link that says something of the password, not the password
_NOT_WORD = re.compile(
    r"(?i)the|a|an|not|no|none|same|different|easy|hard|simple|secret|required|needed|unknown|still|also|just"
    r"|written|printed|set|changed|on|in|at|my|our|your|their|his|her|it|this|that|what|who|how|used|given|asked"
    r"|der|die|das|ein|eine|nicht|noch|auch|le|la|les|un|une|pas|el|los|una|no|il|lo|uno|het|een|niet|den|det"
    r"|ett|inte|ikke|nie|ne|не|и|а|bir|değil|του|της|το|ένα|δεν|correct|wrong|right|changed|expired|blank|empty"
    r"|same|important|confidential|private|personal|below|above|attached|separate|obvious|weak|strong")


def _verbal_passwords(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _VERBAL.finditer(text):
        if m.group("verbal") is None and _MONITOR.search(m.group("gap")) is None:
            # a password's name alone (its value is a password's shape, other rules' part), or a code word of a
            # party, a game or a family
            continue
        q, cq, v = m.group("q"), m.group("cq"), m.group("v")
        if bool(q) != bool(cq) or len(v) < 3 or len(v) > 30 or _NOT_WORD.fullmatch(v) or placeholder(v):
            continue
        if not q and not re.match(r"[^\S\n]*(?:[\n.,;!?)]|\Z|(?:and|but|if|when|und|et|y|e|og|och|и|i)" + _R + r")",
                                  text[m.end() : m.end() + 8]):
            continue  # an unquoted word that is not the clause's last: a sentence goes on ("is written on ...")
        # (a code word's kind: a word of letters alone is no "password" the later keeps would judge by its shape)
        out.append((m.start("v"), m.end("v"), "code_word"))


# ---- a password asked about or judged ----

_STRENGTH = re.compile(
    r"(?i)" + _L + r"(?:good|strong|secure|safe|weak|ok|okay|decent|enough|rate|hackable|guessable|crackable|stark"
    r"|sicher\w*|gut\w*|schwach\w*|bon|bonne|fort|forte|sûr|sûre|faible|buen[oa]|segur[oa]|fuerte|débil|boa"
    r"|fraca|buona|sicur[oa]|debole|sterk|veilig|goed|zwak|bra|säkert?|starkt?|svag\w*|sikkert?|stærk\w*|god\w*"
    r"|dobr[eyai]|siln[eéyaá]|bezpieczn\w*|bezpečn\w*|slab\w*|erős|gyenge|biztonságos|puternic\w*|sigur\w*"
    r"|güçlü|zayıf|güvenli|iyi|надёжн\w*|надежн\w*|хорош\w*|слаб\w*|надійн\w*|добр\w*|ισχυρ\w*|ασφαλ\w*|καλ\w*"
    r"|kuat|aman|bagus|lemah|mạnh|yếu|an\s+toàn|tốt)" + _R)
# a password's word that names a thing about passwords (a manager, a hash, a policy), not one
_PW_TOPIC = re.compile(r"(?i)[^\S\n]*(?:manager|managers|hash\w*|generator|policy|policies|storage|rules?|reset"
                       r"|field|hint|vault|app|-manager|scheme|algorithm)" + _R)
_CANDIDATE = re.compile(r"(?<![\w@/.:-])[\"'“‘«]?(?P<v>[\w!@#$%^&*.+=?-]{8,40}?)[\"'”’»]?(?=[\s,;:?!)]|\.(?:\s|$)|$)")
# bases of passwords everyone tries: a value built on one is asked about in general
_COMMON_BASE = frozenset("""
password passw0rd p@ssword p@ssw0rd pass welcome letmein qwerty qwertz azerty admin administrator iloveyou monkey
dragon football baseball sunshine princess master abc abcd test changeme secret trustno summer winter spring autumn
fall hello login user guest default root shadow superman batman michael charlie
""".split())
_FAMOUS = frozenset({"tr0ub4dor&3", "correcthorsebatterystaple", "correct-horse-battery-staple"})
# (not "como", "comme", "come": they also say "as", the judged value's own word)
_EXAMPLE_TALK = re.compile(
    r"(?i)" + _L + r"(?:like|such\s+as|e\.g\.|for\s+example|for\s+instance|example|sample|wie\s+z\.?\s?b\.?"
    r"|beispiel\w*|exemple|ejemplo|esempio|exemplo|zoals|voorbeeld|np\.|например|типа|gibi|örneğin|bijvoorbeeld"
    r"|zum\s+beispiel|par\s+exemple|por\s+ejemplo|per\s+esempio|por\s+exemplo)" + _R)


def _judged_value(v: str, placeholder: Callable[[str], bool]) -> bool:
    """A real password's shape: letters and digits, both cases or a symbol, at least three lower-case letters,
    not a product's name ("iPhone15"), a common base or a famous example."""
    letters = [c for c in v if c.isalpha()]
    if not any(c.isdigit() for c in v) or sum(c.islower() for c in v) < 3 or len(letters) < 4:
        return False
    # both cases, or a symbol that is more than a hyphen or a dot joining words ("12-character", "two-factor")
    if not (any(c.isupper() for c in v) or any(not c.isalnum() and c not in "-." for c in v)):
        return False
    if re.match(r"[a-z][A-Z]", v) or re.fullmatch(r"v?\d+(?:\.\d+)+\w*", v) or v.lower() in _FAMOUS:
        return False
    base = re.sub(r"[^a-z]", "", v.lower().replace("0", "o").replace("@", "a").replace("1", "l").replace("3", "e"))
    if any(base.startswith(b) or base.endswith(b) for b in _COMMON_BASE if len(b) >= 4) or base in _COMMON_BASE:
        return False
    return not placeholder(v) and _pw_value(v, placeholder)


_PW_NAME_RX = re.compile(r"(?i)" + _L + r"(?:" + _alt(_PASSWORD_NAMES + ("pw", "passphrase", "passcode")) + r")" + _R)
_SENTENCE_END = re.compile(r"[.!?。！？\n]")
_AS = re.compile(r"(?i)" + _L + r"(?:as|als|comme|como|come|jako|как|як|olarak|σαν|ως|som|sebagai|làm)" + _R)


def _judged_passwords(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for name in _PW_NAME_RX.finditer(text):
        if _PW_TOPIC.match(text, name.end()):
            continue
        a = sentences.char_start(text, name.start(), sentences.STOP_CHARS)
        end = _SENTENCE_END.search(text, name.end())
        b = end.end() if end else len(text)
        sentence = text[a:b]
        # a question (its mark, or its word opening it) that judges the value's strength
        if "?" not in sentence and "？" not in sentence and not re.match(
                r"(?i)\s*(?:is|would|how|rate|czy|ist|est-ce|es|è|é|is)\b", sentence):
            continue
        if _STRENGTH.search(sentence) is None or _EXAMPLE_TALK.search(sentence) is not None:
            continue
        for c in _CANDIDATE.finditer(text, a, name.start()):
            v = c.group("v").rstrip(".?!")
            # the value judged as the password named right after it ("X a good password", "X as the password",
            # "X güçlü bir şifre"): words alone between, a strength's or an "as" among them
            gap = text[c.start("v") + len(v) : name.start()]
            if len(gap) > 45 or re.search(r"[\d,;:.!?]", gap) or not _judged_value(v, placeholder):
                continue
            # the strength's or an "as" word among the gap's first words ("X be strong enough for our Wi-Fi
            # password", "X as the password"), or right after the name past an article ("una password sicura")
            words = gap.split()
            head = " ".join(words[:4])
            if len(words) > 7 or not (_STRENGTH.search(head) or _AS.search(" ".join(words[:2])) or len(words) <= 1
                                      and _STRENGTH.match(text, name.end() + 1) and text[name.end()] == " "):
                continue
            out.append((c.start("v"), c.start("v") + len(v), "password"))


# ---- locks: a keypad's Cyrillic letter, a lock under a password's name, an alarm turned off with its code ----

_DOOR_NAMES = secret_names.DOOR + (
    "код домофону", "код від домофона", "код от подъезда", "код подъезда", "код під'їзду", "код від під'їзду",
    "код від під’їзду", "код від дверей", "код от ворот", "код від воріт", "код калитки", "код від хвіртки",
    "домофон", "домофона", "домофону")
_CYRILLIC_KEYPAD = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_DOOR_NAMES) + r")" + _R
    + r"[^\S\n]*(?:[:：=—–-]|это|—|є|це|є)?[^\S\n]*[\"'«]?(?P<v>(?<![\w#*])\d{1,6}[#*а-яёіїєґ]{1,2}\d{1,8}[#*]?)"
    r"(?![\w#*])")
_LOCK_NOUNS = (
    "door", "front door", "gate", "garage", "safe", "lock", "locker", "padlock", "alarm", "keypad", "lockbox", "tür",
    "haustür", "tor", "tresor", "safe", "schloss", "alarmanlage", "porte", "portail", "coffre", "coffre-fort",
    "cadenas", "alarme", "puerta", "portón", "portal", "caja fuerte", "candado", "alarma", "porta", "portone",
    "cancello", "cassaforte", "lucchetto", "allarme", "portão", "cofre", "cadeado", "alarme", "deur", "poort",
    "kluis", "hangslot", "alarm", "dörr", "dörren", "porten", "kassaskåp", "hänglås", "larm", "larmet", "dør",
    "døren", "porten", "lås", "drzwi", "bramy", "brama", "furtki", "sejf", "sejfu", "kłódki", "alarmu", "dveře",
    "dveří", "brány", "trezor", "trezoru", "zámku", "ajtó", "kapu", "széf", "lakat", "riasztó", "uşă", "ușii",
    "poartă", "porții", "seif", "seifului", "πόρτα", "πόρτας", "χρηματοκιβώτιο", "συναγερμού", "kapı", "kapının",
    "kasa", "kasanın", "kilit", "alarm", "двери", "дверь", "двері", "дверей", "ворот", "сейфа", "сейф", "замка",
    "калитки", "сигнализации", "сигналізації", "cửa", "khóa cửa", "khóa", "két sắt", "két", "cổng", "tủ", "pintu",
    "brankas", "gembok", "gerbang", "loker", "דלת", "הדלת", "כספת", "הכספת", "שער", "השער", "باب", "الباب", "خزنة",
    "الخزنة", "بوابة", "البوابة",
)
_LOCK_PASSWORD = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_PASSWORD_NAMES + ("mật khẩu", "mk")) + r")" + _R
    + r"(?P<gap>[^\S\n]+(?:(?:of|for|to|the|my|our|des|der|die|für|zur|zum|de|du|la|del|el|do|da|della|dello|del"
    r"|van|voor|het|till|för|til|for|do|od|от|від|для|на|của|untuk|ke|ng|ya|של|ל|ال)[^\S\n]+){0,3})"
    r"(?P<lock>" + _alt(_LOCK_NOUNS) + r")" + _R
    + r"(?P<link>[^\S\n]*(?:[:：=]|is|ist|lautet|est|es|é|è|er|är|on|jest|to|je|là|adalah|ni|—|–|-|είναι|это|це"
    r"|הוא|هو|هي)?[^\S\n]*[\"'«„“]?)"
    r"(?P<v>(?<![\d.,/-])\d{4,8}#?)(?![\d]|[.,/:-]\d)")
_ALARM_NOUNS = (
    "alarm", "alarmen", "alarmet", "larm", "larmet", "larmen", "alarmanlage", "alarmanlagen", "die alarmanlage",
    "alarme", "l'alarme", "alarma", "la alarma", "allarme", "l'allarme", "o alarme", "het alarm", "hälytin",
    "hälyttimen", "hälytys", "riasztó", "riasztót", "alarmu", "alarmę", "poplach", "συναγερμό", "συναγερμός",
    "сигнализацию", "сигнализация", "сигналізацію", "сигналізація", "alarmı", "alarm sistemini", "báo động",
    "alarm rumah", "alarmsystemet", "alarmsystem",
)
# a verb (or its particle) that turns an alarm off, in the nouns' languages
_DISARM = re.compile(
    r"(?i)" + _L + r"(?:disarm\w*|deactivat\w*|turn\w*\s+(?:it\s+)?off|switch\w*\s+(?:it\s+)?off"
    r"|shut\w*\s+(?:it\s+)?off|unset|off|av|fra|från|aus|ab|uit|deaktivier\w*|ausschalt\w*|abschalt\w*|unscharf\w*"
    r"|désactiv\w*|désarm\w*"
    r"|coupe\w*|éteins|éteint|arrête\w*|desactiv\w*|desconect\w*|apag\w*|disattiv\w*|disinser\w*|spegn\w*"
    r"|desativ\w*|deslig\w*|uitschakel\w*|uitzet\w*|slå\w*|slår|slås|stäng\w*|koppla\w*|deaktiver\w*|afbryd\w*"
    r"|wyłącz\w*|rozbr\w*|vypn\w*|vypín\w*|deaktivuj\w*|kikapcsol\w*|kapat\w*|devre\s+dışı|отключ\w*|выключ\w*"
    r"|снима\w*|сним\w*|вимика\w*|вимкн\w*|знима\w*|зніма\w*|tắt|matikan|nonaktifkan|pois|απενεργοπ\w*"
    r"|κλείνε\w*)" + _R)
_WITH = (r"(?:with|using|med|mit|avec|con|com|met|z|ze|kodem|кодом|ile|bằng|dengan|koodilla|kóddal|μ[εέ]|с|з"
         r"|через|by)")
_ALARM_OFF = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_ALARM_NOUNS) + r")" + _R
    + r"(?P<gap>[^\d\n.!?;]{0,40}?)" + _L + _WITH + _R
    + r"[^\S\n]+(?:(?:the\s+)?(?:code|koden|kod|koodi|kód|código|codice|code|mã|kode|код|pin|pinkoden)[^\S\n]+)?"
    r"(?P<v>(?<![\d.,/-])\d{4,8}[#*]?)(?![\d]|[.,/:-]\d)")
# before the alarm's noun: the verb first ("Tắt báo động bằng mã 2378", "Disarm the alarm with 2378")
_OFF_ALARM = re.compile(
    r"(?i)" + _DISARM.pattern[4:] + r"[^\S\n]+(?:the\s+|die\s+|la\s+|le\s+|el\s+|l'|het\s+)?(?:"
    + _alt(_ALARM_NOUNS) + r")" + _R + r"[^\S\n]+" + _WITH
    + r"[^\S\n]+(?:(?:the\s+)?(?:code|koden|kod|mã|kode|код|pin)[^\S\n]+)?(?P<v>(?<![\d.,/-])\d{4,8}[#*]?)"
    r"(?![\d]|[.,/:-]\d)")
_LOCK_UNIT = re.compile(r"(?i)[^\S\n]*(?:times|gånger|gange|ganger|mal|fois|veces|volte|vezes|keer|razy|раз\w*|kez"
                        r"|lần|kali|seconds?|sekunder|sekunden|secondes|minutes?|minuter|minuten|people|personer"
                        r"|€|\$|£|kr|%)" + _R)


def _locks(text: str, out: list[Span]) -> None:
    for m in _CYRILLIC_KEYPAD.finditer(text):
        out.append((m.start("v"), m.end("v"), "lock_code"))
    for m in _LOCK_PASSWORD.finditer(text):
        if _LOCK_UNIT.match(text, m.end("v")):
            continue
        out.append((m.start("v"), m.end("v"), "lock_code"))
    for rx in (_ALARM_OFF, _OFF_ALARM):
        for m in rx.finditer(text):
            if rx is _ALARM_OFF and not _DISARM.search(m.group("gap")):
                continue
            if _LOCK_UNIT.match(text, m.end("v")):
                continue
            out.append((m.start("v"), m.end("v"), "lock_code"))


# ---- a PIN the speaker set, a year too ----

_PIN_WORDS = (
    "pin", "pin code", "pin-code", "pincode", "pinkod", "pinkoden", "pinkode", "pin-kod", "pin-kód", "pin kodu",
    "pin-koodi", "пин", "пин-код", "пин код", "пін", "пін-код", "код карты", "код картки", "mã pin", "kode pin",
    "código pin", "code pin", "codice pin", "kod pin", "numer pin", "nambari ya siri", "geheimzahl", "şifre",
    "şifremi", "şifresini", "şifreyi", "şifresi", "şifrem", "kart şifresi", "kart şifremi", "kart şifresini",
)
_SET_VERB = (
    r"(?:поставил[аи]?|установил[аи]?|сделал[аи]?|выбрал[аи]?|придумал[аи]?|поставив|встановив|зробив|обрав"
    r"|поставила|встановила|ustawił(?:em|am)|wybrał(?:em|am)|nastavil(?:a)?\s+jsem|puse|elegí|configuré|establecí"
    r"|j'ai\s+(?:mis|choisi|défini)|ho\s+(?:messo|impostato|scelto)|coloquei|defini|escolhi|pus|satte|valde"
    r"|niliweka|nimeweka|đặt|cài)")
_PIN_SET = re.compile(
    r"(?i)" + _L + _SET_VERB + _R + r"(?P<gap>[^\d\n.!?;]{0,30}?)" + _L + r"(?:" + _alt(_PIN_WORDS) + r")" + _R
    + r"(?P<gap2>[^\d\n.!?;]{0,24}?)(?P<v>(?<![\d.,/-])\d{4,6})(?![\d]|[.,/:-]\d)"
    # Turkish: "şifre olarak 1992 belirledim", "kart şifremi 1987 yaptım"
    r"|" + _L + r"(?:(?:kart|kredi\s+kartı|banka\s+kartı|atm|bankamatik|yeni)\s+)?(?:şifre|şifremi|şifresini"
    r"|şifreyi|pin(?:imi|ini|i)?|pin\s+kodumu|pin\s+kodunu)(?:[^\S\n]+olarak)?[^\S\n]+"
    r"(?P<tv>\d{4,6})(?![\d'’]|[.,/:-]\d)[^\S\n]+(?:olarak[^\S\n]+)?"
    r"(?:belirledim|belirlemiştim|yaptım|yapmıştım|koydum|seçtim|oluşturdum|ayarladım|girdim|verdim)" + _R)
# a year's word or a time's preposition beside the number: a date, not the value set
_TIME_BESIDE = re.compile(r"(?i)[^\S\n]*(?:году|годі|году|yılında|yılı|jahr|año|année|anno|ano|jaar|år|roku|rok"
                          r"|năm|tahun|year)" + _R)
_TIME_BEFORE = re.compile(r"(?i)" + _L + r"(?:in|в|im|en|nel|em|w|i|since|seit|depuis|desde|dal|od|с|з|từ|sejak)"
                          r"[^\S\n]*$")
# a Turkish card's şifre of digits with no verb: a card's PIN, not a year
_TR_CARD_PIN = re.compile(
    r"(?i)" + _L + r"(?:kart|kredi\s+kartı|banka\s+kartı|atm|bankamatik)(?:ımın|ının|imin|inin)?[^\S\n]+"
    r"(?:şifresi|şifrem|şifremiz)(?:[^\S\n]*[:=]|[^\S\n]+(?:de|da)?)?[^\S\n]*(?P<v>\d{4,6})(?![\d'’]|[.,/:-]\d)")


def _set_pins(text: str, out: list[Span]) -> None:
    for m in _PIN_SET.finditer(text):
        g = "v" if m.group("v") else "tv"
        s, e = m.span(g)
        if _TIME_BESIDE.match(text, e) or _TIME_BEFORE.search(text, max(0, s - 8), s):
            continue
        out.append((s, e, "pin"))
    for m in _TR_CARD_PIN.finditer(text):
        v = m.group("v")
        if _YEAR.fullmatch(v) or _TIME_BESIDE.match(text, m.end("v")) or len(set(v)) < 2 or v in "0123456789" or (
                v in "9876543210"):
            continue  # a year, or a run of digits named as no PIN ("1234 olamaz")
        out.append((m.start("v"), m.end("v"), "pin"))


# ---- a PIN named, then its value said to be the current one ----

_PIN_NAMED = re.compile(
    r"(?i)" + _L + r"(?:" + _alt(_PIN_WORDS + secret_names.PIN + (
        "passcode", "code pin", "pinu", "pinnya", "pin yangu", "пін-код", "пин-кода", "pinkódom", "pin kódom",
        "pinkoodi", "pin-koodi", "pinkoodin")) + r")" + _R)
_NOW = re.compile(
    r"(?i)(?:^|(?<=[.!?;:,]\s)|(?<=\n)|(?<=[.!?]))\s*(?:"
    r"(?:currently|right\s+now|at\s+the\s+moment|at\s+present|for\s+now|as\s+of\s+now|presently)"
    r"(?:,?\s+(?:it'?s|it\s+is|it\s+is\s+set\s+to|set\s+to|is))?"
    r"|(?:aktuell|momentan|derzeit|zurzeit|im\s+moment|gerade|jetzt)(?:\s+(?:ist|lautet)\s+(?:sie|er|es))?"
    r"|(?:actuellement|en\s+ce\s+moment|pour\s+l'instant|pour\s+le\s+moment)(?:,?\s+(?:c'est|il\s+est|elle\s+est))?"
    r"|(?:ahora\s+mismo|actualmente|por\s+ahora|de\s+momento|en\s+este\s+momento)(?:\s+es)?"
    r"|(?:al\s+momento|attualmente|per\s+ora|adesso|in\s+questo\s+momento)(?:\s+è)?"
    r"|(?:atualmente|no\s+momento|neste\s+momento|por\s+enquanto|agora)(?:\s+é)?"
    r"|(?:op\s+dit\s+moment|momenteel|voorlopig)(?:\s+is\s+(?:het|hij|die))?"
    r"|(?:just\s+nu|för\s+närvarande|i\s+dagsläget)(?:\s+är\s+(?:den|det))?"
    r"|(?:akkurat\s+nå|for\s+øyeblikket|lige\s+nu|for\s+tiden)(?:\s+er\s+(?:den|det))?"
    r"|(?:obecnie|aktualnie|na\s+razie)(?:\s+(?:to|jest|mam))?"
    r"|(?:momentálně|aktuálně|nyní)(?:\s+(?:je|to\s+je|mám))?"
    r"|(?:сейчас|в\s+данный\s+момент|на\s+данный\s+момент|пока\s+что)(?:\s+(?:он|это|стоит|у\s+меня))?"
    r"|(?:зараз|наразі|поки\s+що)(?:\s+(?:він|це|стоїть))?"
    r"|(?:şu\s+an|şu\s+anda|şimdilik|halihazırda)(?:\s+(?:şifrem|şifre|pin))?"
    r"|(?:kwa\s+sasa(?:\s+hivi)?|sasa\s+hivi)(?:\s+ni)?"
    r"|(?:saat\s+ini|untuk\s+sekarang|buat\s+sekarang)(?:\s+(?:adalah|pinnya))?"
    r"|(?:hiện\s+tại|hiện\s+giờ|hiện\s+nay|bây\s+giờ)(?:\s+(?:là|đang\s+là))?"
    r"|(?:sa\s+ngayon)(?:\s+ay)?|(?:jelenleg|egyelőre)(?:\s+(?:ez|az))?"
    r"|(?:αυτή\s+τη\s+στιγμή|προς\s+το\s+παρόν)(?:\s+είναι)?|(?:momentan|în\s+prezent)(?:\s+(?:este|e))?"
    r"|(?:tällä\s+hetkellä|toistaiseksi)(?:\s+(?:se\s+on|on))?|(?:حالياً|حاليا|في\s+الوقت\s+الحالي)(?:\s+(?:هو|هي))?"
    r"|(?:כרגע)(?:\s+(?:הוא|זה))?)"
    r"[^\S\n]*[:：]?[^\S\n]*(?P<v>(?<![\d.,/-])\d{4,8})(?![\d]|[.,/:-]\d)"
    r"(?=[^\S\n]*(?:[\n.,;!?)]|\Z))")


def _current_values(text: str, out: list[Span]) -> None:
    for m in _NOW.finditer(text):
        v = m.group("v")
        if _YEAR.fullmatch(v) or len(set(v)) < 2:
            continue
        a = max(0, m.start() - 200)
        before = text[a : m.start()]
        if "\n\n" in before:
            a += before.rfind("\n\n") + 2
        names = list(_PIN_NAMED.finditer(text, a, m.start()))
        if not names:
            continue
        # the name in the sentence before or the same one
        if len(re.findall(r"[.!?](?:\s|$)", text[names[-1].end() : m.start()])) > 1:
            continue
        out.append((m.start("v"), m.end("v"), "pin"))


# ---- a passphrase named, then quoted after "I'm sure it's" ----

_PHRASE_NAMES = _PASSWORD_NAMES + (
    "passphrase", "pass phrase", "master password", "passwortsatz", "phrase de passe", "frase de contraseña",
    "frase secreta", "frase segreta", "frase-senha", "wachtzin", "lösenfras", "hasło główne", "парольная фраза",
    "кодовая фраза", "парольна фраза")
_PHRASE_NAME_RX = re.compile(r"(?i)" + _L + r"(?:" + _alt(_PHRASE_NAMES) + r")" + _R)
_IT_IS = re.compile(
    r"(?i)" + _L + r"(?:it'?s|it\s+is|it\s+was|it\s+should\s+be|it\s+must\s+be|that'?s|es\s+ist|es\s+lautet"
    r"|sie\s+lautet|sie\s+ist|es\s+war|c'est|c'était|ce\s+serait|es|era|sería|debería\s+ser|è|dovrebbe\s+essere"
    r"|é|seria|deve\s+ser|het\s+is|het\s+was|det\s+är|den\s+är|det\s+er|den\s+er|to\s+jest|это|она|он)"
    r"[^\S\n]*[:：]?[^\S\n]*(?P<q>[\"“„«‘'])(?P<v>[^\"“”„«»‘’'\n]{3,80}?)(?P<cq>[\"”“»’'])")
# a value that is a program's words, an error or a prompt, not the passphrase
_PROMPT_WORDS = re.compile(
    r"(?i)" + _L + r"(?:error|failed|failure|invalid|bad|incorrect|denied|wrong|enter|prompt|please|cannot|can't"
    r"|unable|not|no|passphrase|password|passwort|key|session|decrypt\w*|gpg|fehler|falsch|erreur|incorrect"
    r"|inválid\w*|errore|sbagliat\w*)" + _R)
# words between the name and "it's" that make "it" another thing (a message, an error)
_OTHER_IT = re.compile(r"(?i)" + _L + r"(?:error|message|says|said|shows|prints|output|prompt|warning|dialog|field"
                       r"|fehler\w*|meldung|erreur|message|mensaje|error)" + _R)


def _referred_phrases(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _IT_IS.finditer(text):
        a = max(0, m.start() - 200)
        names = [n for n in _PHRASE_NAME_RX.finditer(text, a, m.start()) if not _PW_TOPIC.match(text, n.end())]
        if not names or "\n\n" in text[names[-1].end() : m.start()]:
            continue
        between = text[names[-1].end() : m.start()]
        if len(re.findall(r"[.!?](?:\s|$)", between)) > 1 or _OTHER_IT.search(between):
            continue
        v = m.group("v").strip()
        words = v.split()
        if _PROMPT_WORDS.search(v) or placeholder(v) or v.lower().replace(" ", "") in _FAMOUS:
            continue
        if len(words) >= 3 and all(len(w) <= 20 and re.fullmatch(r"[^\W_]+(?:[-'][^\W_]+)*", w) for w in words):
            # several words: a passphrase, unless the words are a sentence's or speak of a passphrase's kind ("four
            # random words", "the best one around")
            if any(_FUNCTION_PART.fullmatch(w) for w in words) or sum(
                    bool(_META_PART.fullmatch(w)) for w in words) >= 2:
                continue
        elif not (len(words) == 1 and _pw_value(v, placeholder)):
            continue
        s = m.start("v") + (len(m.group("v")) - len(m.group("v").lstrip()))
        out.append((s, s + len(v), "passphrase" if len(words) > 1 else "password"))


# ---- a security question's answer the speaker set ----

_QUESTION_TOPIC = re.compile(
    r"(?i)" + _L + r"(?:maiden[- ]name|first\s+pet|pet'?s\s+name|security\s+question|secret\s+question"
    r"|security\s+answer|city\s+(?:I\s+was\s+)?born\s+in|place\s+of\s+birth|birthplace|first\s+school"
    r"|elementary\s+school|first\s+car|favou?rite\s+teacher|childhood\s+(?:nickname|friend|street|best\s+friend)"
    r"|street\s+I\s+grew\s+up\s+on|mädchenname\w*|geburtsname\w*|sicherheitsfrage\w*|haustier\w*"
    r"|nom\s+de\s+jeune\s+fille|question\s+secrète|premier\s+animal|apellido\s+de\s+soltera|pregunta\s+de\s+seguridad"
    r"|pregunta\s+secreta|primera\s+mascota|nome\s+de\s+solteira|pergunta\s+de\s+segurança|pergunta\s+secreta"
    r"|cognome\s+da\s+nubile|domanda\s+di\s+sicurezza|domanda\s+segreta|meisjesnaam|beveiligingsvraag"
    r"|flicknamn\w*|säkerhetsfråga\w*|pigenavn\w*|sikkerhedsspørgsmål\w*|sikkerhetsspørsmål\w*|tyttönimi\w*"
    r"|turvakysymy\w*|nazwisk\w*\s+panieńsk\w*|pytani\w*\s+bezpieczeństwa|rodné\s+příjmení|bezpečnostní\s+otázk\w*"
    r"|девичь\w*\s+фамили\w*|секретн\w*\s+вопрос\w*|дівоч\w*\s+прізвищ\w*|секретн\w*\s+питанн\w*"
    r"|kızlık\s+soyad\w*|güvenlik\s+soru\w*|tên\s+thời\s+con\s+gái|câu\s+hỏi\s+bảo\s+mật|nama\s+gadis\s+ibu"
    r"|nama\s+ibu\s+kandung|pertanyaan\s+keamanan)" + _R)
_NAME_VALUE = r"(?P<v>[^\W\d_][^\W\d_'’-]*(?:[-'’][^\W\d_]+)?(?:[^\S\n][^\W\d_][^\W\d_'’-]*)?)"
_SET_ANSWER = re.compile(
    r"(?i)" + _L + r"(?:(?:which|that)\s+I(?:'ve|\s+have)?\s+(?:set|entered|put|gave|used|chose|registered|saved"
    r"|typed|answered|made)(?:\s+(?:it|that|down))?(?:\s+(?:as|to|with))?"
    r"|I\s+(?:set|entered|registered|saved|put|typed|answered)(?:\s+(?:it|that|this|down))?\s+(?:as|to|with)"
    r"|(?:den|die|das)\s+ich\s+als|hinterlegt\s+(?:ist|habe\s+ich)|angegeben\s+habe\s+ich"
    r"|que\s+j'ai\s+(?:mis|enregistré|indiqué|défini|saisi|renseigné)\s+comme"
    r"|que\s+(?:puse|registré|configuré|indiqué|elegí)\s+como|que\s+(?:coloquei|cadastrei|registrei|defini|pus)"
    r"\s+como|che\s+ho\s+(?:messo|impostato|registrato|indicato)\s+come|die\s+ik\s+als"
    r"|som\s+jag\s+(?:satte|angav|valde)\s+som|som\s+jeg\s+(?:satte|angav|valgte)\s+som"
    r"|(?:które|którą|który)\s+(?:ustawiłem|ustawiłam|wpisałem|wpisałam|podałem|podałam)\s+jako"
    r"|(?:которую|которое|который)\s+я\s+(?:указал|указала|поставил|поставила|записал|записала)\s+как"
    r"|yang\s+saya\s+(?:set|isi|atur)\s+(?:sebagai|dengan))"
    r"[^\S\n]*[:：]?[^\S\n]*[\"'“„«]?" + _NAME_VALUE)
_ANSWER_STOP = re.compile(
    r"(?i)i|the|a|an|my|it|this|that|none|optional|default|required|unknown|same|yes|no|something|anything|nothing"
    r"|mein\w*|ihr\w*|der|die|das|le|la|les|el|los|mi|ma|mon|il|o|a|mijn|min|mitt|mój|moja|мой|моя|the\s+\w+|my\s+\w+"
    r"|password|passwort|answer|antwort|name|nom|nombre|nome|naam|namn|фамили\w*")


_ANSWER_END = re.compile(
    r"(?i)[\"'”»]?[^\S\n]*(?:[\n.,;:!?)]|\Z|(?:and|but|so|und|aber|et|mais|y|pero|e|mas|ma|en|och|og|i|и|а)"
    + _R + r"|(?:hinterlegt|angegeben|eingetragen|gesetzt|gewählt|gespeichert|ingesteld|opgegeven|ingevuld"
    r"|gekozen)" + _R + r")")


def _set_answers(text: str, out: list[Span]) -> None:
    for m in _SET_ANSWER.finditer(text):
        a = sentences.char_start(text, m.start(), sentences.STOP_CHARS)
        if _QUESTION_TOPIC.search(text, max(a, m.start() - 160), m.start()) is None:
            continue
        v = m.group("v")
        # one name, or two when both are capitalised ("Van Dijk"); a verb after the first name ends it
        parts = v.split()
        if len(parts) == 2 and not parts[1][0].isupper():
            v = parts[0]
        if not v[0].isupper() or _ANSWER_STOP.fullmatch(v) or _ANSWER_STOP.fullmatch(parts[0]):
            continue
        # the name ends its clause, or a verb closes it (German and Dutch put the verb last: "den ich als X
        # hinterlegt habe"); a word after it makes it a sentence's ("which I set as Draft yesterday")
        if not _ANSWER_END.match(text, m.start("v") + len(v)):
            continue
        out.append((m.start("v"), m.start("v") + len(v), "security_answer"))


# ---- find ----

# The gate's words these rules need beyond the other rounds' (whose code, PIN, password and lock names open it):
# words no public thing is named by alone.
TRIGGERS: tuple[str, ...] = ("كود التحقق", "prüfnummer", "larmet", "báo động", "kodord")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    if any(c.isdigit() for c in text):
        _quoted_codes(text, out)
        _card_codes(text, out)
        _locks(text, out)
        _set_pins(text, out)
        _current_values(text, out)
    _verbal_passwords(text, placeholder, out)
    _judged_passwords(text, placeholder, out)
    if '"' in text or "'" in text or "“" in text or "«" in text or "„" in text or "‘" in text:
        _referred_phrases(text, placeholder, out)
    _set_answers(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]
