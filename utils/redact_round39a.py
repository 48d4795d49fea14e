"""Round 39a: a login code told by how it arrived, a Wi-Fi key in digit groups, a bank's printed code list, a one-time
code with a dash or a space inside, a password whose value ends in "=" or follows a site's name; ids in code and
config, CI runs, documented test ids and a company's tax id kept.

Finds:
- a short code named as "the code" (or "the number") with a verb of arriving or showing ("the code that popped up on
  my phone is", "der Code, der auf dem Handy erschien", "el código que me llegó", "код, который пришёл") and then its
  digits, in a message about signing in or giving a password: the login's second factor. A public code's name before
  it (error, postal, order, product, promo, discount, area code) keeps it.
- a Wi-Fi key given as digit groups (a FRITZ!Box's twenty digits in fours) after the word for key in the language of
  the message, the message naming a Wi-Fi, a router or a wireless network; or, in the message after one that
  announced a Wi-Fi key (``announces``), digit groups anywhere (``announced``).
- numbers read from a bank's printed code list or card (a Finnish tunnuslukulista or avainlukulista, a German
  TAN-Liste, a Nordic kodekort or kodkort, a Baltic code card): in the sentence that names the list and the next, a
  number of four to eight digits; the position asked for (after "nr", "kohta", "Position") and amounts stay.
- a one-time code with a dash or a space inside ("624-880", "624 880") right after the word for a one-time or
  verification code, in the languages that name it (Hungarian, Polish, Czech, Finnish, Swedish, Vietnamese, ...).
- a password's value that ends in "=" or another symbol after its name and a copula ("parola e X=", "la password è
  X="): such a value was read as an assignment's name; and Romanian's "e" or Tagalog's "ay" as the copula.
- a password named, then the site or the app it opens, then its value ("password sa My.SSS X", "senha do Nubank X",
  "hasło do Allegro X", "password per Poste X", "kata sandi untuk Tokopedia X").

Keeps:
- a long number under a key or a label that calls it an id (applicationId, client_id, guild id, user ID, a channel's
  or a message's id): Discord's and Twitter's snowflakes and other platforms' object ids are no cards.
- a CI run's, job's, build's or pipeline's number ("Run 6117904215", "run #412", "workflow run 9912", a runs/ URL).
- documented test national ids (the Dutch test BSNs, the SSNs never issued, Sweden's Tolvan, the examples of the
  standards) and synthetic ones (123456789, 111222333) in a message about a test environment or an example.
- a tax id after a company's or a provider's word ("ο πάροχος ... με ΑΦΜ", "the supplier's VAT", "der Anbieter mit
  der Steuernummer"): another party's public id.

utils.redact's ROUNDS registry calls ``find``, ``keep`` and ``announces``; ``announced`` is called by utils.redact's
pass for the message after an announcement. This module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_round12 import _mixed
from utils.redact_round13 import _pw_ok

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after

# words that open the gate where no other rule's name does (a code list's name, an arriving verb's phrase)
TRIGGERS: tuple[str, ...] = (
    "tunnuslukulist", "avainlukulist", "avainkoodilist", "turvalukulist", "tunnuslukukortti", "avainlukukortti",
    "tan-liste", "tan liste", "tanliste", "itan", "tan-bogen", "kodekort", "kodkort", "nøglekort",
    "kodų kortel", "kodu kart", "paroolikaart", "koodikaart", "karta kodów", "kódkártya", "karta kódů",
    "карта кодов", "карточка кодов", "popped up", "pops up", "showed me", "came up on", "came to my phone",
    "egyszer használatos", "jednorázový kód", "kertakäyttöinen", "engångskod", "mã xác thực", "mã xác minh",
    "schlüssel", "fritz", "wlan", "wi-fi", "wifi", "mã hiện", "mã vừa", "mã gửi", "mã nhận")

_DIGITS_END = r"(?![\d])(?![.,:/-]\d)"


# ---- 1. a login code told by how it arrived ----

_CODE_WORD = (r"(?:the\s+|that\s+|this\s+|a\s+|my\s+)?(?:code|codes|número|numero|numéro|number|nummer|numer"
              r"|código|codigo"
              r"|codice|kod|kód|kodu|kodun|koodi|kood|kods|kodas|код|кодом|цифры|mã|mã số|kode|κωδικός|κωδικό|קוד|"
              r"الرمز|رمز|كود|验证码|代码|コード|番号|코드|번호|kodikas)")
_ARRIVED = (
    r"(?:popped\s+up|pops\s+up|popping\s+up|appeared|appears|came\s+up|came\s+through|came\s+in|came|comes|showed"
    r"|shows|shown|displayed|flashed|arrived|i\s+got|i\s+received|they\s+sent|it\s+sent|was\s+sent|got\s+sent|texted"
    r"|erschienen|erscheint|erschien|angezeigt|anzeigt|kam|gekommen|aufgetaucht|aufgeploppt|bekommen|erhalten"
    r"|geschickt|affiché|affichée|s'affiche|apparu|apparaît|reçu|arrivé|envoyé|apareció|aparece|salió|sale|llegó"
    r"|llega|mostró|muestra|recibí|enviaron|comparso|apparso|compare|appare|arrivato|arriva|ricevuto|mostrato|uscito"
    r"|visualizzato|apareceu|aparece|chegou|chega|recebi|mostrou|enviaram|veio|pojawił\w*|pojawia|przyszedł|przyszła"
    r"|dostał\w*|wyświetlił\w*|wyskoczył\w*|otrzymał\w*|verscheen|verschijnt|kwam|kreeg|gekregen|getoond|toonde"
    r"|ontvangen|пришёл|пришел|пришла|приходит|появился|появилась|показал\w*|высветил\w*|выскочил\w*|получил\w*"
    r"|прислали|прийшов|прийшла|з'явився|з’явився|показав|отримав|надіслали|gelen|çıkan|görünen|gösterdiği|aldığım"
    r"|hiện|hiển thị|gửi|nhận được|gửi về|muncul|masuk|dikirim|diterima|tampil|přišel|přišla|zobrazil\w*|objevil\w*"
    r"|vyskočil\w*|dostal\w*|jött|érkezett|megjelent|kaptam|felugrott|apărut|venit|primit|afișat|kom|dök\s+upp"
    r"|visades|fick|syntes|dukket\s+opp|dukkede\s+op|viste|fikk|fik|vist|tuli|ilmestyi|näkyi|näytti|sain|saapui"
    r"|ήρθε|εμφανίστηκε|έδειξε|πήρα|έλαβα|dumating|lumabas|natanggap|pinakita|lumitaw|שהגיע|הגיע|שקיבלתי|שהופיע"
    r"|הופיע|وصل|وصلني|ظهر|收到|显示|出现|届いた|表示された|出てきた|받은|뜬)")
_ARRIVED_CODE = re.compile(
    r"(?i)" + _L + _CODE_WORD + _R + r"(?P<gap>[^\d\n.!?;]{0,60}?)" + _L + _ARRIVED + _R
    + r"(?P<gap2>[^\d\n.!?;]{0,40}?)(?<![\d])(?P<v>\d{4,8}|\d{3}[ -]\d{3})" + _DIGITS_END)
_PUBLIC_CODE = re.compile(
    r"(?i)" + _L + r"(?:error|err|zip|postal|post|postcode|order|product|promo|promotional|discount|coupon|voucher"
    r"|area|country|dialing|dial|tracking|qr|bar|source|status|exit|reference|booking|referral|invite|invitation"
    r"|gift|fehler|bestell|produkt|rabatt|gutschein|vorwahl|sendungs|erreur|commande|produit|réduction|parrainage"
    r"|descuento|pedido|producto|área|errore|ordine|prodotto|sconto|erro|desconto|cep|błędu|pocztowy|zamówienia"
    r"|rabatowy|produktu|ошибки|почтовый|заказа|помилки|hata|posta|sipariş|indirim|lỗi|bưu chính|đơn hàng"
    r"|khuyến mãi|kesalahan|pos|pesanan|promosi|chyby|poštovní|objednávky|hiba|irányító|rendelés|kedvezmény"
    r"|eroare|poștal|comandă|felkod|post|order|rabatt|fejl|virhe|posti|tilaus|alennus|σφάλματος|ταχυδρομικός"
    r"|παραγγελίας|קוד\s+שגיאה|מיקוד|הנחה)" + _R + r"[\s-]*$")
_LOGIN = re.compile(
    r"(?i)" + _L + r"(?:sign(?:ing|ed)?[\s-]?in(?:to)?|log(?:ging|ged)?[\s-]?in(?:to)?|login|password|passcode|2fa"
    r"|two[\s-]factor"
    r"|verification|verify|authenticat\w*|apple\s+id|anmeld\w*|einlogg\w*|passwort|kennwort|connecter|connexion"
    r"|mot\s+de\s+passe|iniciar\s+sesión|contraseña|acceder|accedere|accesso|senha|logar|entrar|zaloguj\w*|logowa\w*"
    r"|zalogow\w*|in\s+te\s+loggen|ingelogd|aanmelden|přihlásit|prihlásiť|conectare|autentificare|masuk\s+ke"
    r"|hasło|hasła|inlogg\w*|wachtwoord|войти|вход\w*|пароль|увійти|вхід|giriş|şifre\w*|đăng\s+nhập|mật\s+khẩu"
    r"|kata\s+sandi|přihl\w*|heslo|bejelentkez\w*|jelszó\w*|jelszav\w*|parola|parolă|logga\s+in|lösenord\w*"
    r"|logge\s+inn|passord\w*|log\s+ind|adgangskode\w*|kirjaudu\w*|kirjautu\w*|salasana\w*|σύνδεση|συνδεθώ"
    r"|κωδικό\s+πρόσβασης|התחבר\w*|סיסמה|סיסמא|تسجيل\s+الدخول|كلمة\s+المرور|mag-login|mag-log\s+in)" + _R
    + r"|登录|登入|ログイン|로그인|パスワード|密码|密碼|비밀번호")
_CALL = re.compile(r"(?i)" + _L + r"(?:call\w*|caller|rang|ring\w*|phoned|anruf\w*|appel\w*|llamad\w*|chiamat\w*"
                   r"|ligaç\w*|dzwoni\w*|звон\w*|arama|cuộc gọi)" + _R)
_UNIT_AFTER = re.compile(r"\s?(?:€|\$|£|eur\b|euro|usd|kr\b|ft\b|zł|₽|%|min\b|minutes|sec|seconds|km|kg)", re.I)


def _arrived_codes(text: str, out: list[Span]) -> None:
    if not _LOGIN.search(text):
        return
    for m in _ARRIVED_CODE.finditer(text):
        if "[REDACTED" in m.group(0):
            continue  # a code cut before the verb: the digits after it are something else (a time, a date)
        before = text[max(0, m.start() - 30) : m.start()]
        if _PUBLIC_CODE.search(before) or _PUBLIC_CODE.search(m.group("gap")[:20].split(" ")[0] + " "):
            continue
        v = m.group("v")
        if _UNIT_AFTER.match(text, m.end("v")) or len(set(v.replace(" ", "").replace("-", ""))) < 2:
            continue
        word = m.group(0).lower()
        if re.match(r"(?:the\s+|that\s+|this\s+|a\s+|my\s+)?(?:number|nummer|numer|número|numero|numéro)", word) \
                and _CALL.search(text):
            continue  # the number that came up on a call: a caller's phone number
        # a kind of its own: the phone it arrived on is no label of the code (utils.beside_secrets keeps those)
        out.append((m.start("v"), m.end("v"), "verification_code"))


# ---- 2. a Wi-Fi key in digit groups ----

_KEY_WORD = (r"(?:key|network\s+key|security\s+key|wpa2?\s+key|psk|passphrase|schlüssel|netzwerkschlüssel"
             r"|wlan-schlüssel|wlan-netzwerkschlüssel|sicherheitsschlüssel|clé|clé\s+wpa|clé\s+de\s+sécurité|clave"
             r"|chiave|chave|nyckel|nyckeln|nätverksnyckel|nøgle|nøglen|netværksnøgle|nøkkel|nøkkelen|sleutel"
             r"|netwerksleutel|klucz|klíč|kľúč|kulcs|kulcsa|kulcsot|avain|verkkoavain|salausavain|võti|atslēga|raktas"
             r"|ключ|ключа|ключ\s+сети|anahtar|anahtarı|ağ\s+anahtarı|kunci|khóa|κλειδί|מפתח|مفتاح|cheie|cheia"
             r"|ključ|wlan-key|wifi-key|wi-fi-key)")
_WIFI = re.compile(
    r"(?i)" + _L + r"(?:wi-?fi|wlan|wireless|fritz!?\s?box|fritz|router|ssid|wpa2?|wpa3|hotspot|speedport|easybox"
    r"|livebox|freebox|bbox|netzwerk|réseau|red\s+wifi|rete|netwerk|nätverk|netværk|nettverk|verkko|langaton"
    r"|sieć|síť|sieť|hálózat|rețea|reţea|сеть|сети|мережа|мережі|jaringan|mạng|δίκτυο|רשת|شبكة|wlan-netz)")
_GROUPS = r"(?P<v>(?<![\d+])\d{2,6}(?:[ \-.–]\d{2,6}){2,7})(?![\d])(?![.,]\d)"
_WIFI_KEY = re.compile(
    r"(?i)" + _L + _KEY_WORD + _R + r"(?P<gap>[^\d\n]{0,24}?)" + _GROUPS)
_BARE_GROUPS = re.compile(r"(?<![\w+])\d{2,6}(?:[ \-.–]\d{2,6}){2,7}(?![\w])(?![.,]\d)")


def _groups_ok(v: str) -> bool:
    digits = re.sub(r"\D", "", v)
    return 12 <= len(digits) <= 32 and len(set(digits)) >= 3 and not re.fullmatch(r"\d{2}\.\d{2}\.\d{2,4}", v)


def _wifi_groups(text: str, out: list[Span]) -> None:
    if not _WIFI.search(text):
        return
    for m in _WIFI_KEY.finditer(text):
        gap = m.group("gap")
        if re.search(r"[.!?]\s|\bno\b|\bnicht\b", gap) or not _groups_ok(m.group("v")) or _PHONE_WORD.search(gap) \
                or _CALL.search(gap):
            continue
        out.append((m.start("v"), m.end("v"), "wifi_password"))


_ANNOUNCE_KEY = re.compile(r"(?i)" + _L + r"(?:" + _KEY_WORD + r"|passwor\w*|passwort\w*|kennwort|mot\s+de\s+passe"
                           r"|contraseña|senha|lösenord\w*|salasana\w*|hasło|heslo|jelszó\w*)" + _R)


def announces(text: str) -> bool:
    """A message that names a Wi-Fi's key with no value in it: the key comes in the next message."""
    if len(text) > 400 or "?" in text or not _WIFI.search(text) or not _ANNOUNCE_KEY.search(text):
        return False
    return not any(_groups_ok(m.group(0)) for m in _BARE_GROUPS.finditer(text)) and not re.search(
        r"(?<![\w])(?=[^\s]*\d)[^\s]{8,}", text)


_PHONE_WORD = re.compile(r"(?i)" + _L + r"(?:tel|tel\.|phone|telefon\w*|ruf|mobil\w*|handy|nummer|number|numéro"
                         r"|número|numero|номер\w*|telefonszám\w*|numer\w*|fax|whatsapp|contact|kontakt\w*|hotline"
                         r"|support)" + _R)


def announced(text: str) -> list[Span]:
    """Digit groups in the message after a Wi-Fi key was announced (a phone number's '+' or its call words stay)."""
    if len(text) > 600 or _CALL.search(text) or _PHONE_WORD.search(text):
        return []
    return [(m.start(), m.end(), "wifi_password") for m in _BARE_GROUPS.finditer(text) if _groups_ok(m.group(0))]


# ---- 3. a bank's printed code list ----

_CODE_LIST = re.compile(
    r"(?i)" + _L + r"(?:tunnuslukulist\w*|avainlukulist\w*|avainkoodilist\w*|turvalukulist\w*|tunnuslukukort\w*"
    r"|avainlukukort\w*|tan-liste\w*|tan\s+liste\w*|tanliste\w*|itan\w*|tan-bogen|papier-tan|tan\s+list|code\s+list"
    r"|code\s+card|grid\s+card|kodekort\w*|kodkort\w*|nøglekort\w*|kodų\s+kortel\w*"
    r"|kodu\s+kart\w*|paroolikaart\w*|koodikaart\w*|karta\s+kodów|karty\s+kodów|kódkártyá?\w*|kódlist\w*"
    r"|karta\s+kódů|karty\s+kódů|карт\w*\s+кодов|карточк\w*\s+кодов|список\s+кодов|cartão\s+de\s+códigos"
    r"|carte\s+de\s+codes|liste\s+de\s+codes)" + _R)
_LIST_NUMBER = re.compile(r"(?<![\d.,/:+-])\d{4,8}(?![\d])(?![.,/:]\d)")
_POSITION_BEFORE = re.compile(
    r"(?i)(?:" + _L + r"(?:nr|no|nro|n:o|numero|numer|kohta|kohdan|kohdasta|position|pos|positie|plads|plats|index"
    r"|rivi|rad|row|line|feld|field|sarake|column|stelle|номер|позиция|pozycja|pozice|pozíció|sor|vieta|kohta"
    r"|serial|serienummer|serienr|sarjanumero|kundenummer|kundnummer|asiakasnumero|customer\s+(?:id|number)"
    r"|kundennummer|id)"
    r"[.:]?|#)\s*$")
_YEAR_BEFORE = re.compile(r"(?i)" + _L + r"(?:vuonna|vuodelta|year|jahr|seit|since|from|von|från|fra|anno|año|ano"
                          r"|rok|roku|год|du|de|in|im|en|i)\s*$")


def _code_lists(text: str, out: list[Span]) -> None:
    for m in _CODE_LIST.finditer(text):
        # the list's sentence and the next one
        end = m.end()
        for _ in range(2):
            nxt = re.search(r"[.!?]\s|\n", text[end:])
            end = end + nxt.end() if nxt else len(text)
        start = max(0, text.rfind("\n", 0, m.start()) + 1, m.start() - 120)
        for n in _LIST_NUMBER.finditer(text, start, end):
            v = n.group()
            before = text[max(0, n.start() - 16) : n.start()]
            if _POSITION_BEFORE.search(before) or _UNIT_AFTER.match(text, n.end()):
                continue
            if len(v) == 4 and re.fullmatch(r"19\d\d|20\d\d", v) and _YEAR_BEFORE.search(before):
                continue
            if len(set(v)) < 2:
                continue
            out.append((n.start(), n.end(), "verification_code"))


# ---- 4. a one-time code with a dash or a space inside ----

_OTP_WORD = re.compile(
    r"(?i)" + _L + r"(?:egyszer\s+használatos\s+kód\w*|egyszeri\s+kód\w*|ellenőrző\s+kód\w*|megerősítő\s+kód\w*"
    r"|azonosító\s+kód\w*|kod\w*\s+jednorazow\w*|jednorazow\w*\s+kod\w*|kod\w*\s+weryfikacyjn\w*|kod\w*\s+sms"
    r"|jednorázov\w*\s+kód\w*|ověřovací\w*\s+kód\w*|overovací\w*\s+kód\w*|potvrzovací\w*\s+kód\w*"
    r"|kertakäyttöi\w*\s+koodi\w*|vahvistuskoodi\w*|tunnistautumiskoodi\w*|engångskod\w*|verifieringskod\w*"
    r"|bekräftelsekod\w*|engangskode\w*|bekræftelseskode\w*|bekreftelseskode\w*|ühekordne\s+kood\w*"
    r"|kinnituskood\w*|vienreizēj\w*\s+kod\w*|verifikācijas\s+kod\w*|vienkartin\w*\s+kod\w*|patvirtinimo\s+kod\w*"
    r"|cod(?:ul)?\s+(?:unic|de\s+verificare|de\s+confirmare|otp)\w*|jednokratn\w*\s+kod\w*|verifikacijsk\w*\s+kod\w*"
    r"|one[\s-]time\s+(?:pass)?code|one[\s-]time\s+password|verification\s+code|security\s+code|login\s+code"
    r"|sign[\s-]in\s+code|otp(?:\s+code)?|einmal(?:code|passwort|-code)|bestätigungscode|anmeldecode"
    r"|code\s+(?:de\s+vérification|de\s+confirmation|à\s+usage\s+unique|unique)|código\s+(?:de\s+verificación"
    r"|de\s+verificação|de\s+confirmación|de\s+confirmação|de\s+un\s+solo\s+uso)|codice\s+(?:di\s+verifica"
    r"|monouso|otp)|verificatiecode|eenmalige\s+code|код\w*\s+подтвержден\w*|одноразов\w*\s+код\w*"
    r"|код\w*\s+підтвердженн\w*|одноразов\w*\s+код\w*|doğrulama\s+kod\w*|tek\s+kullanımlık\s+kod\w*"
    r"|mã\s+(?:xác\s+thực|xác\s+nhận|xác\s+minh|otp)|kode\s+(?:verifikasi|otp)|κωδικ\w*\s+(?:επαλήθευσης|μιας\s+χρήσης)"
    r"|קוד\s+(?:ה)?אימות|رمز\s+التحقق)" + _R)
_SPLIT_VALUE = re.compile(r"(?P<v>(?<![\d+])(?:\d{3}[ -]\d{3}|\d{4}[ -]\d{4}|\d{2}[ -]\d{2}[ -]\d{2}|\d{4,8}))"
                          r"(?![\d])(?![ -]\d)(?![.,]\d)")
_OTP_GAP = re.compile(r"[^\d\n.!?]{0,30}")
# the gap ends in a colon or a copula (after a possessive's words: "của bạn là", "koodisi on")
_OTP_LINK = re.compile(r"(?i)(?:[:：=]|" + _L + r"(?:is|was|ist|lautet|est|es|è|é|je|jest|to|on|är|er|là|adalah"
                       r"|ialah|van|este|είναι|это|ir|yra|ay|har|hljóðar|olarak|iki)" + _R + r")\s*[\"'„“«]?\s*$")


def _split_otps(text: str, out: list[Span]) -> None:
    for m in _OTP_WORD.finditer(text):
        g = _OTP_GAP.match(text, m.end())
        if g is None:
            continue
        v = _SPLIT_VALUE.match(text, g.end())
        if v is None or not (_OTP_LINK.search(g.group()) or not g.group().strip() and re.search(r"[ -]", v.group())):
            continue  # words between the name and the digits that link neither ("security code review flagged 1500")
        if _CALL.search(g.group()) or re.search(r"(?i)valid|gültig|érvényes|ważn|platn|voimassa"
                                                               r"|giltig|gyldig|действ|geçerli|hiệu lực", g.group()):
            continue
        if _UNIT_AFTER.match(text, v.end()) or len(set(re.sub(r"\D", "", v.group()))) < 2:
            continue
        out.append((v.start(), v.end(), "one_time_code"))


# ---- 5, 6. a password's value ending in a symbol, after a copula or a site's name ----

_PW_NAME = (r"(?:password|passwort|kennwort|mot\s+de\s+passe|contraseña|contrasena|senha|kata\s+sandi|sandi"
            r"|kata\s+laluan|mật\s+khẩu|пароль|парол\w*|şifre\w*|parola|parolă|parola\s+mea|hasło|heslo|jelszó\w*"
            r"|jelszav\w*|wachtwoord|lösenord\w*|passord\w*|adgangskode\w*|salasana\w*|κωδικός|κωδικό|lozink\w*"
            r"|geslo|slaptažod\w*|parool\w*|parole)")
_POSSESSIVE = (r"(?:\s+(?:ko|mo|niya|ng\s+\w+|mea|ta|lui|my|mein|meine|mon|ma|mi|mio|mia|meu|minha|mijn|min|mitt"
               r"|saya|ku|của\s+tôi|tôi|moje|mój|můj|sajátom))?")
_COPULA = (r"(?:\s+(?:is|was|ist|lautet|war|est|c'est|es|era|è|é|e|este|îi|era|ay|ay\s+ang|adalah|ialah|là|jest|je|to"
           r"|van|är|er|on|είναι|это)\s*[:：]?\s+|\s*[:：=]\s*)")
_COPULA_VALUE = re.compile(
    r"(?i)" + _L + _PW_NAME + _POSSESSIVE + r"(?:\s+(?:de|do|da|la|pentru|sa|for|für|per|di|del|untuk|k|ke|do"
    r"|voor|till|til|för|pour)\s+[\w.!-]{2,30}(?:\s+(?-i:[A-Z][A-Za-z.!-]{1,20}))?)?" + _COPULA
    + r"[\"'“„«]?(?P<v>[^\s\"'“”«»,;()]{5,63}[=+*#!?%&$@~^-]*)(?=[\"'”»]?(?:$|[\s,;)]|[.!?](?:\s|$)))")
# a site or an app's name after a preposition, then the value with no copula
_SITE_PREP = (r"(?:sa|para\s+sa|for|für|de|do|da|dla|per|di|untuk|ke|k|ke|voor|till|til|för|på|pour|pentru|del|na"
              r"|của|для|від|від|için|tại|trên)")
_SITE_VALUE = re.compile(
    r"(?i)" + _L + _PW_NAME + _POSSESSIVE + r"\s+" + _SITE_PREP + r"\s+(?P<site>(?:[\w!&+-]+[.])*[\w!&+-]{2,30}"
    r"(?:\s+(?:(?-i:[A-Z][A-Za-z.!&+-]{1,20})|app|online|portal))?)\s*[:：]?\s+[\"'“„«]?(?P<v>[^\s\"'“”«»,;()]{6,64}?)"
    r"(?=[.!?]?[\"'”»]?(?:$|[\s,;)]))")
_TLD_END = re.compile(r"(?i)\.(?:com|net|org|html?|php|gov|ph|de|fr|es|it|pl|cz|ro|hu|nl|se|no|dk|fi|io|app|pdf)$")


def _value_ok(v: str, placeholder: Callable[[str], bool]) -> bool:
    core = v.rstrip("=+*#!?%&$@~^-")
    if len(core) < 5 or not re.search(r"\d", core) or not re.search(r"[^\W\d_]", core):
        return False
    if "://" in v or "@" in v[1:] or _TLD_END.search(v) or re.fullmatch(r"[\d.,:/-]+[A-Za-z]{0,3}", core):
        return False
    if re.fullmatch(r"[A-Z_]+=?", v) or re.fullmatch(r"v?\d+(?:\.\d+)+\w*", core):
        return False
    return _mixed(core) and not placeholder(core) and (_pw_ok(core, placeholder) or _pw_ok(v, placeholder))


def _padded_passwords(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _COPULA_VALUE.finditer(text):
        v = m.group("v")
        v = v.rstrip(".?!")  # the sentence's stop, as the other rules read it, not the value's
        if _value_ok(v, placeholder):
            out.append((m.start("v"), m.start("v") + len(v), "password"))


_NOT_SITE = re.compile(r"(?i)^(?:the|a|an|my|your|this|that|it|is|was|reset|change|changing|login|account|user"
                       r"|all|every|each|new|old|both|ang|ng|mga|el|la|le|les|der|die|das|den|il|lo|o|os|as|de|do)$")


def _site_passwords(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _SITE_VALUE.finditer(text):
        site, v = m.group("site"), m.group("v")
        if _NOT_SITE.match(site.split()[0]) or re.search(r"\d", site.split()[0]) and not re.search(r"[A-Za-z]", site):
            continue
        if _value_ok(v, placeholder):
            out.append((m.start("v"), m.end("v"), "password"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    _arrived_codes(text, out)
    _wifi_groups(text, out)
    _code_lists(text, out)
    _split_otps(text, out)
    _padded_passwords(text, placeholder, out)
    _site_passwords(text, placeholder, out)
    return out


# ---- kept: ids in code and config, CI runs, test ids, a company's tax id ----

_ID_KEY = re.compile(
    r"(?:(?P<key>(?<![\w.-])[A-Za-z][\w.-]{0,40}?(?:_id|-id|\.id|Id|ID|_ids|Ids|_ID)|[\"'`](?:id|ID)(?=[\"'`]))"
    r"[\"'`]?\s*[:=]\s*"
    r"\[?\s*[\"'`]?|(?P<word>" + _L + r"(?i:application|app|client|guild|server|channel|user|message|role|bot|emoji"
    r"|webhook|thread|category|tweet|video|playlist|snowflake|discord)\s*(?:'s\s+)?(?:id|ids|ID|Id|IDs))" + _R
    + r"(?i:\s*(?:is|=|:|#|was))?\s*)$")
_NOT_ID_KEY = re.compile(
    r"(?i)(?:national|tax|person|personal|social|ssn|citizen|card|session|secret|private|passport|bank|iban|account"
    r"|customer|login|password|pass|pin|license|licence|driver|vat|steuer|insurance|patient|member|voter|health"
    r"|device_secret|access|api|key|token|auth|otp)[\w.-]{0,3}(?:_id|-id|\.id|Id|ID|_ids|Ids)$")
# a platform's ids in prose only where the message is about a bot or an API (a bank's "user ID" or "client ID" is a
# login's name); a login's id under its key only where no password is beside it
_PLATFORM = re.compile(r"(?i)" + _L + r"(?:discord|guild|bot|snowflake|slash|webhook|api|json|oauth|telegram|slack"
                       r"|twitter|youtube|developer|sdk|config)" + _R)
_LOGIN_KEY = re.compile(r"(?i)^(?:user|login|client|member|app)")
_CREDENTIAL = re.compile(r"(?i)passw|passcode|kennwort|contraseña|senha|hasło|mot de passe|" + _L + r"pin" + _R)
_CI_CONTEXT = re.compile(
    r"(?i)" + _L + r"(?:workflow|github\s+actions|actions|ci|cd|pipeline|jenkins|gitlab|circleci|travis|buildkite"
    r"|runner|build|job|secrets\.|deploy\w*|teamcity|azure\s+devops|bitbucket)" + _R + r"|\$\{\{")
_CI_BEFORE = re.compile(
    r"(?i)(?:" + _L + r"(?:workflow\s+run|pipeline|build|job|run|runs|action\s+run|check\s+run|deployment)"
    r"(?:\s+(?:id|number|no\.?|nr\.?))?\s*[#:]?\s*|/(?:runs|jobs|pipelines|builds|job|build)/)$")
_TEST_CONTEXT = re.compile(
    r"(?i)" + _L + r"(?:test\w*|sandbox|staging|acceptatie\w*|acceptance|dummy|example|voorbeeld\w*|beispiel\w*"
    r"|exemple|ejemplo|esempio|exemplo|przykład\w*|fictie\w*|fictitious|fictional|fake|mock|sample|demo"
    r"|testomgeving|testumgebung|prueba\w*|pruebas|essai|ambiente\s+di\s+test|тест\w*|пример\w*)" + _R)
# national ids documented as tests or examples, never issued to a person: the Dutch test BSNs, the SSNs of the
# Woolworth wallet card and of advertising, Sweden's Tolvan Tolvansson, the UK's QQ prefix, Spain's DNI example,
# Italy's Mario Rossi, China's standard's example, Portugal's and Poland's common examples
_DOCUMENTED_TEST_IDS = frozenset({
    "111222333", "123456782", "999999990", "078051120", "123456789", "219099999", "191212121212", "1212121212",
    "121212-1212", "19121212-1212", "QQ123456C", "QQ123456A", "12345678Z", "X1234567L", "RSSMRA85T10A562S",
    "11010519491231002X", "44051401359", "12345678903", "12345678909", "11111111111", "01234567890"})


# a national id's shape: digits with their separators, a letter or two of a prefix or a check (a key or a UUID with
# letters inside is no id)
_ID_SHAPE = re.compile(r"[A-Z]{0,2}\d[\d .-]{6,16}\d[A-Z]?|[A-Z]{6}\d\d[A-Z]\d\d[A-Z]\d{3}[A-Z]")


def _synthetic(v: str) -> bool:
    d = re.sub(r"[\s.-]", "", v).upper()
    if d in _DOCUMENTED_TEST_IDS or d.startswith("9999") and len(d) == 9:
        return True
    digits = re.sub(r"\D", "", d)
    if len(digits) < 8:
        return False
    if len(set(digits)) <= 2:
        return True
    run = 1
    for a, b in zip(digits, digits[1:]):
        if (int(b) - int(a)) % 10 == 1:
            run += 1
            if run >= 7:
                return True
        else:
            run = 1
    # three or more digits repeated in runs: 111222333
    return re.fullmatch(r"(?:(\d)\1\1)+\d{0,3}", digits) is not None


_PARTY = re.compile(
    r"(?i)" + _L + r"(?:πάροχο\w*|εταιρ\w*|προμηθευτ\w*|επιχείρηση\w*|ΔΕΗ|α\.?\s?ε\.?|company|company's|provider\w*"
    r"|supplier\w*|vendor\w*|utility|utilities|seller|merchant|landlord's\s+company|firm|corporation|business|gmbh"
    r"|ltd|llc|inc|plc|s\.a\.|s\.r\.l\.?|srl|sp\.\s*z\s*o\.\s*o\.|s\.r\.o\.|kft|oy|a/s|bv|nv|anbieter\w*"
    r"|lieferant\w*|versorger\w*|stadtwerke\w*|firma|unternehmen\w*|energieversorger\w*|fournisseur\w*|société"
    r"|entreprise|empresa\w*|proveedor\w*|compañía|suministrador\w*|azienda\w*|società|fornitore\w*|gestore"
    r"|fornecedor\w*|companhia|bedrijf\w*|leverancier\w*|energieleverancier\w*|dostawc\w*|spółk\w*|operator\w*"
    r"|dodavatel\w*|společnost\w*|cég\w*|szolgáltató\w*|furnizor\w*|compania|societatea|şirket\w*|şirket|şirketi"
    r"|tedarikçi\w*|компани\w*|поставщик\w*|организаци\w*|постачальник\w*|підприємств\w*|toimittaja\w*|yritys\w*"
    r"|yhtiö\w*|leverantör\w*|företag\w*|leverandør\w*|selskab\w*|selskap\w*|tiekėj\w*|įmon\w*|piegādātāj\w*"
    r"|uzņēmum\w*|tarnija\w*|ettevõt\w*)" + _R)
_TAX_NAME = re.compile(
    r"(?i)(?:αφμ|α\.φ\.μ\.?|vat|vat\s+(?:no\.?|number|id)|tax\s+(?:id|number|no\.?)|ein|tin|ust-?idnr\.?"
    r"|steuernummer|steuer-nr\.?|ust\.?-?id|tva|n°\s*tva|siren|siret|nif|cif|nipc|nip|regon|krs|ičo|dič|ič\s+dph"
    r"|adószám\w*|cui|cod\s+fiscal|vkn|vergi\s+(?:no|numarası)|инн|єдрпоу|p\.?\s?iva|partita\s+iva|codice\s+fiscale"
    r"|cnpj|rut|rfc|kvk|btw|btw-nummer|y-tunnus|org\.?\s?nr\.?|organisationsnummer|cvr|pvm\s+kodas|įmonės\s+kodas"
    r"|pvn|reģ\.?\s?nr\.?|registrikood|kmkr)\s*(?:no\.?|nr\.?|number|:|#)?\s*[:：]?\s*$")
_OWN = re.compile(r"(?i)" + _L + r"(?:μου|my|mein\w*|mon|ma|mes|mi|mis|mio|mia|meu|minha|mijn|mój|moj\w*|můj"
                  r"|saját|mea|meu|benim|мой|моя|мій|моє|minun|min|mitt|mano|mans|minu)" + _R)


def _party_tax_id(text: str, s: int) -> bool:
    before = text[max(0, s - 24) : s]
    if not _TAX_NAME.search(before):
        return False
    clause = re.split(r"[.!?;\n]", text[max(0, s - 90) : s])[-1]
    party = None
    for party in _PARTY.finditer(clause):
        pass
    if party is None:
        return False
    return not _OWN.search(clause[party.end() :])


def keep(text: str, spans: list[Span]) -> None:
    """Drops ids under their own key or label, CI runs' numbers, documented test ids in a test's message, and
    another company's tax id."""
    if not spans:
        return
    ci = _CI_CONTEXT.search(text) is not None
    test = _TEST_CONTEXT.search(text) is not None
    out: list[Span] = []
    for s, e, k in spans:
        raw = text[s:e]
        v = raw.strip(" \"'`=:,;()")
        vs = s + raw.find(v) if v else s
        digits = v.replace(" ", "").replace("-", "")
        before = text[max(0, vs - 60) : vs]
        if digits.isdigit() and len(digits) >= 6:
            m = _ID_KEY.search(before)
            if m and m.group("key") and not _NOT_ID_KEY.search(m.group("key")) and not (
                    _LOGIN_KEY.match(m.group("key").strip("\"'`")) and _CREDENTIAL.search(text)):
                continue
            if m and m.group("word") and _PLATFORM.search(text):
                continue
            if ci and _CI_BEFORE.search(before):
                continue
        if test and _ID_SHAPE.fullmatch(v) and _synthetic(v) and k not in ("password", "password_shaped"):
            continue
        if re.fullmatch(r"[A-Z]{0,2}\d[\d\s./-]{6,16}", v) and _party_tax_id(text, vs):
            continue
        out.append((s, e, k))
    spans[:] = out
