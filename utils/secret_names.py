"""One multilingual lexicon of the names people give secrets, by kind, and of the words around them.

Read by the redaction rounds that take a secret's name before its value (utils.redact_round12's named codes,
utils.redact_round13's name...value rules, utils.redact_round14's) and by the gate (their TRIGGERS): a language
added here is added to every rule that reads a kind's names. Words are lower case; Latin ones are matched as whole words by the rules, words of scripts
written without spaces (Thai, CJK) anywhere.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import ahocorasick_rs

# A password's name (also a Wi-Fi key's, an app password's: their values are shaped like passwords).
PASSWORD = (
    # he, ar, fa, ur (with the construct state and the spoken loanwords)
    "סיסמה", "סיסמא", "הסיסמה", "הסיסמא", "סיסמת", "باسوورد", "باسورد", "الباسورد", "پسورد", "كلمة المرور", "كلمة السر", "كلمة سر", "كلمة سرّ", "رمز المرور", "رمز عبور", "گذرواژه", "کلمه عبور",
    "پاس ورڈ",
    # pl, cs, sk, hu, ro, el, bg, uk, ru, hr/sr/bs/sl, lt, lv, et
    "hasło", "hasła", "hasłem", "heslo", "hesla", "heslem", "jelszó", "jelszava", "jelszavam", "jelszót", "parola",
    "parolă", "parolei", "κωδικός", "κωδικό", "κωδικού", "συνθηματικό", "паролата", "паролa", "пароль", "пароля",
    "паролем", "lozinka", "lozinku", "lozinke", "geslo", "slaptažodis", "slaptažodį", "parole", "paroli", "parool",
    # sv, no, da, fi, is, nl
    "lösenord", "lösenordet", "passord", "passordet", "adgangskode", "adgangskoden", "kodeord", "kodeordet",
    "salasana", "salasanani", "salasanan", "lykilorð", "wachtwoord",
    # id, ms, tl, sw, vi, th, hi, bn, ta
    "kata sandi", "kata laluan", "sandi", "nenosiri", "wagwoord", "lykilorðið", "fjalëkalimi", "şifrə", "şifrəsi",
    "құпия сөз", "құпия сөзі", "գաղտնաբառ", "գաղտնաբառը", "нууц үг", "лозинка", "contrasenya", "пароли", "mật khẩu", "รหัสผ่าน", "पासवर्ड", "पासवर्ड़", "পাসওয়ার্ড",
    "கடவுச்சொல்",
    # tr, de, fr, es, pt, it, en
    "şifre", "şifresi", "parolası", "passwort", "kennwort", "mot de passe", "contraseña", "senha", "password",
    # ja, ko, zh
    "パスワード", "暗号化キー", "비밀번호", "비번", "암호", "密码", "密碼", "口令",
    # a Wi-Fi network's key, named as such
    "encryption key", "network key", "wifi key", "wi-fi key", "wpa key", "netzwerkschlüssel", "clé de sécurité",
    "clave de seguridad", "加密金鑰", "加密密钥", "암호화 키", "네트워크 키",
)
# An app password's name (Google's are sixteen lower-case letters, shown in four groups).
APP_PASSWORD = (
    "app password", "app-passwort", "app-wachtwoord", "hasło aplikacji", "contraseña de aplicación", "senha de app",
    "senha de aplicativo", "mot de passe d'application", "password per le app", "app-lösenord", "sovellussalasana",
    "alkalmazásjelszó", "heslo aplikace", "пароль приложения", "пароль застосунку", "uygulama şifresi",
    "mật khẩu ứng dụng", "sandi aplikasi", "アプリパスワード", "アプリ パスワード", "アプリ用パスワード", "앱 비밀번호",
    "应用专用密码", "應用程式密碼", "應用程式專用密碼",
)
PASSWORD += APP_PASSWORD
# A PIN's name: the value is digits whatever the context.
PIN = (
    "pincode", "pin-code", "pinkode", "pinkod", "pin-kod", "pin-kód", "pin kód", "pin kódja", "pin koodi", "pin-koodi",
    "pin-nummer", "pinnummer", "tunnusluku", "tunnusluvun", "tunnuslukua", "tunnuslukuni", "tunnusluvuksi",
    "tunnusluvulla", "pin-koodia", "pin-koodin", "blik", "kod blik", "الرقم السري", "الرقم السرّي",
    "رقم التعريف الشخصي", "הקוד הסודי", "קוד סודי", "קוד האשראי", "פין", "рин-код", "пін-код", "пин-код", "пин код",
    "пін", "пин", "κωδικός pin", "mã pin", "kode pin", "nombor pin", "รหัส atm", "รหัสบัตร", "पिन", "পিন", "暗証番号", "密碼鎖",
    "portkod", "portkoden", "dørkode", "dørkoden", "ovikoodi", "deurcode", "codul pin", "kodu pin", "pin kodu",
    "digicode", "پن", "پن کوڈ", "پن نمبر",
    # security and alarm codes (Nordic, Hebrew)
    "säkerhetskod", "säkerhetskoden", "sikkerhetskode", "sikkerhetskoden", "sikkerhedskode", "sikkerhedskoden",
    "turvakoodi", "turvakoodin", "öryggiskóði", "larmkod", "larmkoden", "alarmkode", "alarmkoden", "קוד האזעקה",
    "קוד אזעקה", "קוד הכניסה", "קוד הדלת",
    # a Nordic bank login's personal code (BankID's, NemID's): the PIN beside its password
    "personlig kode", "personlige kode", "personlige koden", "personlig kod", "personliga koden", "personlig koden",
)
# A code's name: the value is digits when a lock, a safe, a door, a card or an ATM is in the clause.
CODE = (
    "kod", "kodu", "kodem", "kód", "kódja", "kódot", "koodi", "koodin", "kode", "koden", "code", "codul", "cod",
    "κωδικός", "κωδικό", "κωδικού", "رمز", "الرمز", "קוד", "הקוד", "รหัส", "कोड", "কোড", "mã", "код",
    "combinatie", "kombinace", "kombinacja", "kombinaatio", "combinație", "συνδυασμός", "號碼", "号码", "番号", "번호",
    "codi", "senha", "abholcode",
)
# Locks, safes, doors, lockers, alarms and cards in the languages of the lexicon (beside round 13's list).
LOCK = (
    "kluis", "brandkast", "slot", "hangslot", "deur", "voordeur", "sejf", "kłódka", "zamek", "drzwi", "furtka",
    "furtki", "bramy", "brama", "trezor", "zámek", "dveře", "széf", "lakat", "ajtó", "seif", "lacăt", "ușă", "ușa",
    "χρηματοκιβώτιο", "λουκέτο", "πόρτα", "πόρτας", "kassaskåp", "hänglås", "dörr", "porten", "skåp", "safe", "lås",
    "dør", "døren", "skab", "kassakaappi", "lukko", "ovi", "oven", "brankas", "gembok", "pintu", "peti besi", "ตู้เซฟ",
    "กุญแจ", "ประตู", "ล็อกเกอร์", "atm", "خزنة", "قفل", "باب", "כספת", "מנעול", "דלת", "כרטיס", "بطاقة", "لبطاقة",
    "tijori", "तिजोरी", "ताला", "दरवाज़ा", "сейф", "замок", "двері", "дверей", "spind", "schließfach", "locker", "lockers",
    "kombination", "combination", "домофон", "домофона", "домофону", "interphone", "citofono", "interfono",
    "interfon", "interfonul", "interfonului", "domofon", "domofonu", "domofonie", "kaputelefon", "porttelefon",
    "porttelefonen", "dørtelefon", "ovipuhelin", "интерком", "інтерком",
    "porteiro", "portero", "escala", "porta", "portal", "замку", "замке", "замком", "cửa", "khóa", "két", "金庫", "保險箱", "保险箱", "保险柜", "保險櫃", "금고", "사물함", "ロッカー", "置物櫃",
    "bankpas", "bankkártya", "kartę", "karty", "kartě", "kártya", "card", "kaart", "kort", "kortet", "kortti",
    "pankkikortti", "κάρτα", "κάρτας", "картк", "карти", "kartu", "thẻ", "बैंक कार्ड",
    # parcel lockers, and Hebrew's "to/in the safe" written as one word
    "packstation", "paketstation", "paczkomat", "paczkomatu", "постамат", "постамата", "постамате", "parcel locker",
    "pakketautomaat", "לכספת", "בכספת", "הכספת",
)
# A bank account's name: the value is the digits after it (round 13's bank rule).
ACCOUNT = (
    "số tài khoản", "stk", "rekening", "nomor rekening", "no rek", "no. rek", "เลขบัญชี", "บัญชี", "numer konta",
    "numer rachunku", "číslo účtu", "számlaszám", "számlaszámom", "rekeningnummer", "kontonummer", "kontonr",
    "tilinumero", "numărul de cont", "numar de cont", "αριθμός λογαριασμού", "номер рахунку", "номер счёта",
    "номер счета", "מספר חשבון", "מספר החשבון", "חשבון בנק", "חשבון הבנק", "رقم الحساب", "شماره حساب", "खाता संख्या", "खाता नंबर", "hesap numarası",
    "hesap no", "nombor akaun", "akaun bank", "口座番号", "帳號", "账号", "계좌번호", "계좌",
    # sw, tl, hu (the bank's compound)
    "namba ya akaunti", "nambari ya akaunti", "akaunti yangu", "numero ng account", "account number ko",
    "bankszámlaszám", "bankszámlaszámom", "bankszámlaszámunk",
)
# Words that link a name to its value ("is", "ist", "je", "är", "on", "adalah", "คือ", "هي", "היא", "είναι", ...).
LINK = (
    "is", "are", "was", "now", "ist", "lautet", "jetzt", "es", "era", "est", "c'est", "é", "è", "agora", "ahora",
    "maintenant", "ora", "adalah", "ialah", "menjadi", "sekarang", "itu", "là", "thành", "bây giờ", "это", "теперь",
    "тепер", "je", "jest", "teraz", "nyní", "teď", "již", "už", "most", "mostantól", "este", "acum", "είναι",
    "τώρα", "е", "вече", "sada", "yra", "dabar", "ir", "är", "numera", "nu", "er", "nå", "nyt", "nu is", "ay",
    "ni", "sasa", "artık", "şimdi", "olarak", "هي", "هو", "الآن", "היא", "הוא", "עכשיו", "است", "اکنون", "คือ", "ตอนนี้",
    "अब", "है", "এখন", "হল",
)
# Words that call a value an example, a fake or a placeholder ("finta", "voorbeeld", "przykład", "ダミー", ...).
EXAMPLE = (
    "example", "sample", "dummy", "fake", "placeholder", "made-up", "made up", "fictional", "esempio", "finto", "finta",
    "falso", "falsa", "ejemplo", "ficticio", "ficticia", "exemplo", "fictício", "exemple", "factice", "fictif",
    "beispiel", "beispielhaft", "voorbeeld", "nep", "fictief", "przykład", "przykładowe", "przykładowy", "fałszywy",
    "fikcyjny", "příklad", "ukázka", "ukázkové", "falešné", "exemplu", "fictiv", "példa", "kitalált", "παράδειγμα",
    "ψεύτικο", "exempel", "påhittat", "eksempel", "opdigtet", "esimerkki", "keksitty", "contoh", "palsu", "rekaan",
    "ví dụ", "giả", "mẫu", "उदाहरण", "नकली", "উদাহরণ", "приклад", "фейковий", "пример", "примерен", "фалшив", "фейк",
    "primjer", "lažni", "pavyzdys", "netikras", "halimbawa", "peke", "mfano", "bandia", "örnek", "sahte", "مثال", "وهمي",
    "דוגמה", "דוגמא", "מזויף", "نمونه", "جعلی", "ตัวอย่าง", "例", "例えば", "ダミー", "サンプル", "偽の", "예시", "가짜",
    "샘플", "示例", "范例", "範例", "样例", "假的", "虚构", "虛構",
)
# Words that ask about a password's strength: a value in such a question is asked about, not given.
STRENGTH = (
    "strong", "weak", "secure", "safe", "good password", "stark", "schwach", "sicher", "fuerte", "débil", "seguro",
    "segura", "fort", "faible", "sûr", "forte", "debole", "sicura", "sicuro", "forte", "fraca", "sterk", "zwak",
    "veilig", "silne", "słabe", "bezpieczne", "dobre", "silné", "slabé", "bezpečné", "erős", "gyenge", "biztonságos",
    "puternică", "sigură", "ισχυρός", "ασφαλής", "stark", "säkert", "säker", "bra lösenord", "sterkt", "sikkert",
    "stærk", "sikker", "vahva", "turvallinen", "kuat", "lemah", "aman", "mạnh", "yếu", "an toàn", "मजबूत", "सुरक्षित",
    "надёжн", "надежн", "слаб", "надійн", "güçlü", "zayıf", "güvenli", "saugus", "stiprus", "قوية", "ضعيفة", "آمنة",
    "חזקה", "חלשה", "בטוחה", "강한", "약한", "안전", "強い", "弱い", "安全", "強度", "强度", "弱密码", "弱密碼",
)


# A one-time code's name (sent by SMS, mail or an app), in languages NAMED_CODE lacks.
ONE_TIME = (
    "קוד האימות", "קוד אימות", "رمز التحقق", "رمز التأكيد", "كود التفعيل", "کد تایید", "کد تأیید",
    "κωδικός επαλήθευσης", "κωδικός μιας χρήσης", "ellenőrző kód", "ověřovací kód", "overovací kód", "cod de verificare",
    "verifieringskod", "bekreftelseskode", "engangskode", "bekræftelseskode", "vahvistuskoodi", "verificatiecode",
    "код підтвердження", "код за потвърждение", "सत्यापन कोड", "รหัสยืนยัน", "รหัส otp", "kod pengesahan",
    "verifikacijska koda", "kinnituskood", "verifikācijas kods", "patvirtinimo kodas", "驗證碼", "認證碼", "驗證代碼",
    "動態密碼", "一次性密碼", "簡訊密碼", "交易密碼", "otp", "tac",
    # a Nordic bank login's code by its service's name, and Swedish's own word
    "mitid-kode", "mitid kode", "mitid-koden", "nemid-kode", "bankid-kod", "bankid-koden",
)


# A code's name whose value is digits wherever it stands (round 12): one-time codes sent by SMS or mail, PINs,
# door, parcel-locker and garage codes, in the languages round 12 was written for.
NAMED_CODE = (
    # one-time codes sent by SMS or mail
    "認証番号", "認証コード", "確認コード", "確認番号", "ワンタイムパスワード", "ワンタイムコード", "セキュリティコード",
    "인증번호", "인증 번호", "인증코드", "인증 코드", "확인 코드", "확인코드", "승인번호",
    "código de verificación", "código de verificação", "código de confirmación", "código de acesso",
    "bestätigungscode", "sicherheitscode", "code de vérification", "code de confirmation", "kod weryfikacyjny",
    "kod sms", "код подтверждения", "код из смс", "mã xác nhận", "mã otp", "kode verifikasi", "kode otp",
    "doğrulama kodu", "codice di verifica",
    # PINs and door, locker and garage codes
    "暗証番号", "パスコード", "解錠コード", "비밀번호", "비번", "택배함", "무인함", "공동현관", "현관 비번",
    "kod odbioru", "kod do paczkomatu", "abholcode", "abhol-code", "pickup code", "pick-up code", "locker code",
    "collection code", "código de recogida", "código de retirada", "código del garaje", "código del portal",
    "código de la puerta", "código do portão", "code du portail", "code de la porte", "digicode",
    "türkod", "torcode", "garagencode", "pin-code", "pin code", "пин-код", "пин код", "код домофона",
    "mã pin", "kode pin", "keypad takes", "keypad accepts", "取件码", "开箱码", "柜门码", "提货码",
    "门禁码", "pinコード", "暗証コード", "オートロック", "도어락", "รหัส otp", "รหัสยืนยัน", "ओटीपी", "رمز التحقق",
    "pin-nummer", "geheimzahl", "zugangscode", "türcode", "código pin", "número pin", "code pin", "kod pin",
    "kod dostępu", "code d'accès", "código de acceso", "codice di accesso", "codice pin", "код доступа",
    "mã mở khóa", "kode akses", "kapı şifresi", "erişim kodu",
)
# The digits' names, one to a value's character, in the languages of the lexicon that spell a PIN out in words
# ("four, four, one, nine", "fünf, null, drei, sieben"): a regex alternation, longest first.
DIGIT_WORDS = (
    "zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
    "zéro", "un", "deux", "trois", "quatre", "cinq", "sept", "huit", "neuf",
    "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve",
    "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove",
    "um", "dois", "três", "quatro", "sete", "oito",
    "nul", "een", "één", "twee", "drie", "vijf", "zes", "zeven", "negen",
    "noll", "ett", "två", "fyra", "fem", "sex", "sju", "åtta", "nio",
    "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć",
    "ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять",
)
DIGIT_WORD = "(?:" + "|".join(sorted(set(DIGIT_WORDS), key=len, reverse=True)) + ")"


class Names:
    """Where the words of named groups start in a lower-cased text, from one automaton pass: a rule then tries its
    regex there alone (``match`` at each start) instead of scanning the text with a long alternation."""

    def __init__(self, groups: Mapping[str, Iterable[str]]) -> None:
        lowered = {g: {w.lower() for w in ws} for g, ws in groups.items()}
        self._words = sorted({w for ws in lowered.values() for w in ws})
        self._groups = [tuple(g for g, ws in lowered.items() if w in ws) for w in self._words]
        self._find = ahocorasick_rs.AhoCorasick(self._words).find_matches_as_indexes

    def starts(self, low: str) -> dict[str, list[int]]:
        """Each group's start positions in ``low`` (sorted, one per start)."""
        try:
            hits = self._find(low, overlapping=True)
        except UnicodeEncodeError:  # a lone surrogate (from a JSON escape): the automaton takes UTF-8 only
            hits = [(i, m.start(), m.end()) for i, w in enumerate(self._words) for m in re.finditer(re.escape(w), low)]
        out: dict[str, set[int]] = {}
        for i, a, _ in hits:
            for g in self._groups[i]:
                out.setdefault(g, set()).add(a)
        return {g: sorted(v) for g, v in out.items()}

    def words(self, low: str) -> dict[str, list[tuple[int, str]]]:
        """Each group's hits in ``low`` as (start, word), for a rule that bounds its words by their length."""
        try:
            hits = self._find(low, overlapping=True)
        except UnicodeEncodeError:  # a lone surrogate (from a JSON escape): the automaton takes UTF-8 only
            hits = [(i, m.start(), m.end()) for i, w in enumerate(self._words) for m in re.finditer(re.escape(w), low)]
        out: dict[str, list[tuple[int, str]]] = {}
        for i, a, _ in hits:
            for g in self._groups[i]:
                out.setdefault(g, []).append((a, self._words[i]))
        return out


def found_in(find: Callable[[str], list[Any]], low: str) -> bool:
    """Whether an automaton (a ``find_matches_as_indexes``) finds any of its words in ``low``: a rule's cheap first
    test. A text holding a lone surrogate (from a JSON escape) cannot be given to the automaton, which takes UTF-8
    only: it passes, and the rule's regexes decide."""
    try:
        return bool(find(low))
    except UnicodeEncodeError:
        return True


_SURROGATE = re.compile("[\ud800-\udfff]")


def indexes(find: Callable[..., list[Any]], low: str, **kw: Any) -> list[Any]:
    """An automaton's matches (a ``find_matches_as_indexes``) in ``low``. A lone surrogate (from a JSON escape)
    cannot be given to the automaton, which takes UTF-8 only: it is read as U+FFFD, one character for one, so the
    positions stay those of ``low`` and a name beside it is still found."""
    try:
        return find(low, **kw)
    except UnicodeEncodeError:
        return find(_SURROGATE.sub("\ufffd", low), **kw)


def matches(rx: re.Pattern[str], text: str, at: Iterable[int] | None) -> Iterator[re.Match[str]]:
    """rx's matches starting at the given positions (from ``Names.starts``), or anywhere when ``at`` is None."""
    if at is None:
        yield from rx.finditer(text)
        return
    end = -1
    for p in at:
        if p >= end and (m := rx.match(text, p)) is not None:
            end = m.end()
            yield m


def word(v: str) -> bool:
    """Letters alone, a script's vowel signs counted as letters (Devanagari, Thai: "अहिले" is a word)."""
    return bool(v) and all(c.isalpha() or unicodedata.category(c)[0] == "M" for c in v)


# Hebrew and Arabic write their conjunctions and prepositions joined to the next word ("והסיסמה", "לסיסמה", "وكلمة
# المرور", "بكلمة"): one or two of these letters at a word's start may stand before a name
_JOINED_BEFORE = {"he": "ובלמשהכ", "ar": "وفبلك"}
_BOUNDARY = r"(?<![\w.:/-])"


def _start(w: str) -> str:
    """The lookbehind that bounds a name's start: no word character before it, or a joined prefix at a word's start."""
    c = w[:1]
    letters = _JOINED_BEFORE["he"] if "\u05d0" <= c <= "\u05ea" else _JOINED_BEFORE["ar"] if "\u0620" <= c <= "\u064a" else ""
    if not letters:
        return _BOUNDARY
    return (r"(?:" + _BOUNDARY + r"|(?<=" + _BOUNDARY + "[" + letters + r"])|(?<=" + _BOUNDARY + "[" + letters + r"]{2}))")


def alternation(words: tuple[str, ...]) -> str:
    """A regex alternation of the words, longest first, Latin words bounded by non-letters."""
    out = []
    for w in sorted(set(words), key=len, reverse=True):
        rx = re.escape(w).replace(r"\ ", r"\s+")
        # a Latin word inside an identifier (PASSWORD_MIN_LENGTH, --password-stdin, user:password@) is no name
        out.append(_start(w) + rx + r"(?![\w@/.:-])" if w[:1].isascii() or _spaced(w) else rx)
    return "|".join(out)


def _spaced(w: str) -> bool:
    """Whether the word's script separates words by spaces (Latin, Greek, Cyrillic, Hebrew, Arabic, ...)."""
    c = w[0]
    return not ("\u0e00" <= c <= "\u0e7f" or "\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af"
                or "\u0900" <= c <= "\u09ff")


# A personal id number's name (national id, identity card, social security / insurance / pension / health-card
# numbers, residence cards, tax numbers): an id-shaped value after it in the clause is the person's id.
ID = (
    # en
    "national id", "national id number", "national identity number", "identity card number", "identity number",
    "id card number", "id card no", "social security number", "social security no", "social insurance number",
    "national insurance number", "insurance number", "pension number", "health card number", "health insurance number",
    "medicare number", "medicare card number", "medicare", "residence card number", "residence permit number",
    "tax number", "tax id", "taxpayer id", "tax identification number", "personal id number", "personal number",
    # de, fr, es, pt, it, nl
    "personalausweisnummer", "ausweisnummer", "sozialversicherungsnummer", "rentenversicherungsnummer",
    "steueridentifikationsnummer", "steuer-id", "steuernummer", "versicherungsnummer", "numéro de sécurité sociale",
    "sécurité sociale", "carte vitale", "numéro d'identité", "carte d'identité", "numéro fiscal", "seguridad social",
    "número de afiliación", "número de identidad", "documento de identidad", "cédula", "cartão de cidadão",
    "cartão do cidadão", "bilhete de identidade", "número de contribuinte", "número de utente", "cartão de saúde",
    "previdência social", "codice fiscale", "carta d'identità", "tessera sanitaria", "burgerservicenummer",
    "identiteitskaart", "sofinummer", "bsn",
    # pl, cs, sk, hu, ro, el, sv, no, da, fi
    "pesel", "numer dowodu", "dowód osobisty", "dowodu osobistego", "rodné číslo", "číslo občanského průkazu",
    "číslo občianskeho preukazu", "személyi szám", "személyi igazolvány", "taj szám", "adóazonosító", "cnp",
    "cod numeric personal", "αμκα", "αφμ", "αριθμός ταυτότητας", "αριθμός μητρώου", "personnummer",
    "samordningsnummer", "fødselsnummer", "personnummeret", "cpr-nummer", "cpr-nr", "henkilötunnus", "hetu",
    # ru, uk, bg, tr
    "снилс", "номер паспорта", "полис омс", "рнокпп", "ідентифікаційний код", "егн", "tc kimlik", "kimlik numarası",
    "kimlik no", "kimlik numaram",
    # he, ar, fa, hi, bn, th, vi, id, ms, tl, sw
    "תעודת זהות", "תעודת הזהות", "מספר זהות", "ת.ז", "رقم الهوية", "الهوية الوطنية", "رقم البطاقة الشخصية",
    "الرقم القومي", "رقم الضمان الاجتماعي", "رقم الإقامة", "کد ملی", "شماره ملی", "आधार", "आधार नंबर", "पैन नंबर",
    "জাতীয় পরিচয়পত্র", "এনআইডি", "เลขบัตรประชาชน", "เลขประจำตัวประชาชน", "บัตรประชาชน", "căn cước", "cccd", "cmnd",
    "số căn cước", "bảo hiểm xã hội", "nik", "ktp", "npwp", "nomor induk kependudukan", "mykad", "kad pengenalan",
    "sss number", "philhealth", "philsys", "philsys number", "philsys card number", "philid", "kitambulisho",
    "namba ya kitambulisho",
    # ja, zh, ko
    "マイナンバー", "個人番号", "基礎年金番号", "年金番号", "在留カード番号", "在留カード", "保険証番号", "住民票コード",
    "身份证", "身份證", "身分證", "社保号", "社保卡号", "社会保障号", "健保卡", "医保卡", "居留证", "居留證", "纳税人识别号",
    "納稅人識別號", "주민등록번호", "주민번호", "외국인등록번호", "건강보험증", "국민연금",
)


# The names of secrets by concept, in the writers' languages, for round 39b's name-value and value-name phrasings
# (utils.redact_round39b). Each group's value has its own shape there: digits for the code groups, a code pair for
# RECOVERY, a password's token for WIFI, one word for ANSWER. Inflected, possessive and compound forms are listed
# where a language writes them as one word.
# An alarm's code (a burglar alarm's keypad, its disarm code).
ALARM = (
    "alarm code", "alarm pin", "alarm system code", "burglar alarm code", "disarm code", "alarmcode", "alarm-code",
    "code der alarmanlage", "alarmanlagencode", "code de l'alarme", "code alarme", "code d'alarme", "code de l’alarme",
    "código de la alarma", "clave de la alarma", "código de alarma", "código do alarme", "senha do alarme",
    "código de alarme", "codice dell'allarme", "codice allarme", "codice d'allarme", "codice dell’allarme",
    "code van het alarm", "larmkod", "larmkoden", "alarmkode", "alarmkoden", "hälytyskoodi", "hälytyskoodin",
    "hälyttimen koodi", "riasztókód", "riasztókódja", "riasztó kódja", "riasztó kód", "codul alarmei", "cod alarmă",
    "codul de alarmă", "κωδικός του συναγερμού", "κωδικός συναγερμού", "κωδικό του συναγερμού", "κωδικό συναγερμού",
    "alarm şifresi", "alarm kodu", "alarmın şifresi", "kod do alarmu", "kod alarmu", "kod alarmowy", "kód od alarmu",
    "kód alarmu", "kód k alarmu", "код сигнализации", "код от сигнализации", "код сигналізації", "код від сигналізації",
    "رمز الإنذار", "كود جهاز الإنذار", "كود الإنذار", "رمز جهاز الإنذار", "رمز دزدگیر", "کد دزدگیر", "קוד האזעקה",
    "קוד אזעקה", "קוד לאזעקה", "अलार्म कोड", "अलार्म का कोड", "报警器密码", "警报密码", "報警器密碼", "防盗密码",
    "警報装置の暗証番号", "セキュリティの解除コード", "警備の解除番号", "경보기 비밀번호", "보안 해제 코드", "세콤 비밀번호",
    "mã báo động", "mã chống trộm", "รหัสสัญญาณกันขโมย", "รหัสกันขโมย", "kode alarm", "code ng alarm",
    "msimbo wa kengele", "namba ya kengele",
)
# A door's, a gate's or a building's entry code.
DOOR = (
    "door code", "gate code", "entry code", "keypad code", "entrance code", "building code", "front door code",
    "garage code", "türcode", "torcode", "haustürcode", "eingangscode", "tür-code", "digicode", "code de la porte",
    "code du portail", "code d'entrée", "code de l'immeuble", "code d’entrée", "código de la puerta",
    "código del portal", "clave del portón", "código de entrada", "código del portón", "código do portão",
    "senha da porta", "código da porta", "senha do portão", "codice del portone", "codice del cancello",
    "codice della porta", "codice d'ingresso", "deurcode", "poortcode", "toegangscode", "portkod", "portkoden",
    "dörrkod", "dörrkoden", "dørkode", "portkode", "dørkoden", "portkoden", "kode til døra", "kode til døren",
    "ovikoodi", "ovikoodin", "porttikoodi", "porttikoodin", "oven koodi", "rappukoodi", "kapukód", "kapukódja",
    "ajtókód", "kaputelefon kódja", "codul ușii", "codul de la poartă", "codul de la interfon", "codul de la ușă",
    "codul porții", "κωδικός της πόρτας", "κωδικός της εξώπορτας", "κωδικός εισόδου", "κωδικό της πόρτας",
    "κωδικό εισόδου", "kapı şifresi", "kapı kodu", "bahçe kapısı şifresi", "kod do drzwi", "kod do bramy",
    "kod do domofonu", "kod do furtki", "kod do klatki", "kód od dveří", "kód ke dveřím", "kód od brány",
    "kód od vchodu", "код от двери", "код домофона", "код от подъезда", "код от домофона", "код двери",
    "код від дверей", "код домофону", "код від під'їзду", "код від під’їзду", "код від домофону", "رمز الباب",
    "كود البوابة", "رمز الدخول", "كود الباب", "رمز البوابة", "رمز در", "کد در ورودی", "رمز درب", "کد درب",
    "کد در", "קוד הדלת", "קוד לשער", "קוד הכניסה", "קוד לדלת", "קוד השער", "दरवाज़े का कोड", "दरवाजे का कोड",
    "गेट का कोड", "门禁密码", "门锁密码", "大门密码", "門禁密碼", "門鎖密碼", "ドアの暗証番号", "オートロックの番号",
    "玄関の暗証番号", "현관 비밀번호", "도어락 비번", "도어락 비밀번호", "공동현관 비밀번호", "현관 비번", "mã cửa",
    "mật khẩu cửa", "mã cổng", "รหัสประตู", "รหัสเข้าประตู", "รหัสประตูรั้ว", "kode pintu", "kode gerbang",
    "kode akses pintu", "code ng pinto", "code ng gate", "passcode ng pinto", "namba ya siri ya mlango",
    "msimbo wa mlango", "code ya geti", "namba ya geti",
)
# A one-time code's and a PIN's further names (beside ONE_TIME, NAMED_CODE and PIN): the value is digits.
CODE_DIGITS = (
    "verification code", "one-time code", "one time code", "sms code", "login code", "security code",
    "einmalcode", "einmal-code", "code à usage unique", "clave dinámica", "eenmalige code", "engångskod",
    "engångskoden", "kertakäyttökoodi", "tekstiviestikoodi", "sms-kód", "sms kód", "egyszer használatos kód",
    "cod sms", "codul sms", "codul de verificare", "codul de confirmare", "kod jednorazowy", "jednorázový kód", "одноразовый код", "одноразовий код",
    "קוד חד פעמי", "קוד sms", "کد پیامکی", "nambari ya uthibitisho", "msimbo wa uthibitisho", "动态码", "动态验证码",
    "code sms", "código sms", "codice sms", "sms-code", "sms-kode", "sms-kod", "sms-koodi",
    "pin", "pinkod", "pinkoden", "pincode", "pinkode", "pinkoden", "pin-kod", "pin-koden", "pin kód", "pinkód",
    "pin-kód", "pin-kode", "pin-koden", "pin-koodi", "pin code", "pin-code", "pin number", "card pin",
    "code confidentiel", "namba ya siri", "رمز دوم", "رمز کارت", "پین کد", "الرقم السري", "пін", "пін-код", "пин",
    "пин-код", "пін від картки", "пин от карты", "tunnusluku", "tunnusluvun", "geheimzahl",
)
# A recovery (backup) code's name, one code after it.
RECOVERY = (
    "recovery code", "backup code", "scratch code", "emergency code", "wiederherstellungscode", "backup-code",
    "code de récupération", "code de secours", "código de recuperación", "código de respaldo",
    "código de recuperação", "código de backup", "codice di recupero", "codice di backup", "herstelcode",
    "back-upcode", "backupcode", "återställningskod", "återställningskoden", "reservkod", "reservkoden",
    "gendannelseskode", "backupkode", "gjenopprettingskode", "gjenopprettingskoden", "reservekode", "palautuskoodi",
    "varakoodi", "helyreállítási kód", "tartalék kód", "cod de recuperare", "codul de rezervă", "cod de rezervă",
    "codul de recuperare", "κωδικός ανάκτησης", "εφεδρικός κωδικός", "κωδικό ανάκτησης", "kurtarma kodu", "yedek kod",
    "κωδικός ανάκτησής", "κωδικό ανάκτησής", "kod odzyskiwania", "kod zapasowy", "záchranný kód", "obnovovací kód", "záložní kód", "код восстановления",
    "резервный код", "код відновлення", "резервний код", "رمز الاسترداد", "الرمز الاحتياطي", "رمز الاسترجاع",
    "کد بازیابی", "کد پشتیبان", "קוד שחזור", "קוד גיבוי", "קוד השחזור", "रिकवरी कोड", "बैकअप कोड", "恢复码",
    "备用码", "備用碼", "復原碼", "リカバリーコード", "リカバリコード", "バックアップコード", "복구 코드", "백업 코드",
    "mã khôi phục", "mã dự phòng", "รหัสกู้คืน", "รหัสสำรอง", "kode pemulihan", "kode cadangan", "msimbo wa kurejesha",
    "msimbo mbadala",
)
# A Wi-Fi network's key by the names beside PASSWORD's (the value is shaped like a password).
WIFI = (
    "wifi password", "wi-fi password", "wifi key", "wi-fi key", "wifi pass", "wifi pw", "wlan-passwort",
    "wlan passwort", "wlan-schlüssel", "wlan-kennwort", "wlan-key", "netværksnøgle", "nettverksnøkkel",
    "nätverksnyckel", "nätverksnyckeln", "verkkoavain", "wifi-salasana", "wlan-salasana", "klucz sieci",
    "hasło do wifi", "hasło wifi", "wifi kulcs", "wifi jelszó", "wifi-jelszó", "رمز مودم", "رمز وای فای",
    "پسورد وایفای", "พาสไวไฟ", "รหัสไวไฟ", "รหัส wifi", "pass wifi", "mk wifi", "mật khẩu wifi", "пароль от вайфая",
    "пароль от wifi", "пароль от вай-фая", "пароль вай-фай", "пароль від вайфаю", "пароль від wifi",
    "пароль від вай-фаю", "סיסמת הוויפי", "סיסמת wifi", "wifi密码", "无线密码", "wifiパスワード", "wi-fiのパスワード",
    "와이파이 비밀번호", "와이파이 비번", "password ng wifi", "pass ng wifi", "nenosiri la wifi", "password ya wifi",
    "kata sandi wifi", "sandi wifi", "password wifi", "parola wifi-ului", "parola de wifi", "parola wifi", "cheia wifi",
    "κωδικός του wifi", "κωδικός wifi", "κλειδί wifi", "wifi şifresi", "modem şifresi", "kablosuz ağ şifresi",
    "heslo k wifi", "heslo na wifi", "klíč k wifi", "clé wifi", "clé wpa", "mot de passe wifi", "mot de passe du wifi",
    "contraseña del wifi", "clave wifi", "clave del wifi", "senha do wifi", "senha da rede", "chave wifi",
    "password del wifi", "chiave wifi", "wifi-wachtwoord", "wifiwachtwoord", "wifi-code", "wifi-lösenord",
    "wifi-lösenordet", "wifilösenordet", "wifi-kode", "wifi-koden", "wifi-adgangskode", "wifi-passord",
    "wifi-passordet", "passwort fürs wlan", "พาสเวิร์ด", "wifin salasana", "parola de la wifi", "暗号化キー",
    "network key", "netzwerkschlüssel", "clé de sécurité", "clave de seguridad", "wpa key", "wpa2 key",
)
# A security question's answer.
ANSWER = (
    "security answer", "secret answer", "answer to my security question", "answer to the security question",
    "sicherheitsantwort", "antwort auf die sicherheitsfrage", "antwort auf meine sicherheitsfrage", "réponse secrète",
    "réponse à la question secrète", "réponse à ma question secrète", "respuesta secreta", "respuesta de seguridad",
    "resposta secreta", "resposta de segurança", "risposta segreta", "risposta di sicurezza", "beveiligingsantwoord",
    "geheim antwoord", "säkerhetssvar", "säkerhetssvaret", "svaret på säkerhetsfrågan", "sikkerhedssvar",
    "sikkerhedssvaret", "svaret på sikkerhedsspørgsmålet", "sikkerhetssvar", "sikkerhetssvaret",
    "svaret på sikkerhetsspørsmålet", "turvakysymyksen vastaus", "turvakysymyksen vastaukseni", "salainen vastaus",
    "biztonsági válasz", "biztonsági válaszom", "titkos válasz", "răspunsul de securitate", "răspuns secret",
    "răspunsul secret", "răspunsul meu de securitate", "απάντηση ασφαλείας", "μυστική απάντηση", "güvenlik cevabı",
    "güvenlik cevabım", "gizli sorunun cevabı", "güvenlik sorusunun cevabı", "odpowiedź na pytanie bezpieczeństwa",
    "tajna odpowiedź", "bezpečnostní odpověď", "tajná odpověď", "ответ на секретный вопрос",
    "ответ на мой секретный вопрос", "контрольный ответ", "відповідь на секретне питання",
    "відповідь на моє секретне питання", "контрольна відповідь", "إجابة سؤال الأمان", "الإجابة السرية",
    "پاسخ سوال امنیتی", "جواب سوال امنیتی", "תשובה לשאלת האבטחה", "התשובה לשאלת האבטחה", "התשובה הסודית",
    "सुरक्षा प्रश्न का उत्तर", "गुप्त उत्तर", "密保答案", "安全问题答案", "秘密の質問の答え", "秘密の答え", "보안 질문 답",
    "비밀 질문 답변", "câu trả lời bảo mật", "câu trả lời bí mật", "คำตอบคำถามความปลอดภัย", "คำตอบลับ",
    "jawaban keamanan", "jawaban pertanyaan keamanan", "sagot sa security question", "sagot ko sa security question",
    "lihim na sagot", "jibu la swali la usalama", "jibu la siri", "jibu langu la usalama",
)
