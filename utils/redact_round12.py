"""Round 12 of issue 24's redaction rules: classes, not strings, toward what a blind writer of many languages brings.

Finds, from one multilingual lexicon of the things a code is the secret of (an SMS one-time code, a PIN, a parcel
locker's or a garage's code: 認証番号, 인증번호, 暗証番号, kod odbioru, Abholcode, código del garaje, ...) and a
value of digits after it; a password named in a language whose possessive ends the word (şifrem, hasłem) before a
value of mixed classes; a key named by its vendor in prose ("the Datadog key we got is <hex>"); identity numbers by
their name in more languages, each with its own check (Aadhaar in Hindi with Verhoeff's, the German Steuer-ID with
ISO 7064 MOD 11,10, a Spanish NIE written with hyphens (the speaker's own, "mi NIE", with a mistyped letter too, and one
whose letter is corrected without its name), Russia's SNILS and a person's INN, Vietnam's CCCD, India's
PAN); a TOTP seed named in other languages; the answer to a
security question, or to its topic in a list ("first pet = ..."); a passphrase of words called the secret, the safe word or 合言葉.
Keeps: a value after an example marker in its language (예:, 例：, ejemplo, exemplo, z.B., пример, contoh, ví dụ,
示例), a keyboard shortcut (Ctrl+Alt+T2), a hex run named as a cache key, hash or ETag in any language, a PowerShell
cmdlet's name (``$token = Read-Host``).

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

import ahocorasick_rs

from utils import idcheck, secret_names

Span = tuple[int, int, str]

# ---- words naming a code whose value is digits (utils.secret_names.NAMED_CODE) ----------------------------------
_CODE_NAMES = secret_names.NAMED_CODE
_CODE_NAME_RX = "|".join(re.escape(w) for w in sorted(_CODE_NAMES, key=len, reverse=True))
# name, a short run of non-digits (a particle, a colon, 【】 or a quote, "of the locker is"), the digits; the code
# ends where no digit, unit or time follows ("6桁", "3分", "5 minutes" are no values).
_CODE_VALUE = (
    r"(?<![\w.,-])[\[【「『(（\"'“]?(?P<v>\d{4,8}#?|\d{3,4}[ -]\d{3,4})(?![\d/.:-]\d|\d)"
    r"(?!\s*(?:桁|자리|분|分|秒|초|回|번째|円|원|년|年|월|月|일|日|%|digits?|chars?|characters?|minutes?|mins?|"
    r"seconds?|hours?|days?|times?|dígitos|cifre|ziffern|chiffres|cyfr|символ|цифр|chữ số|karakter|angka|haneli|"
    r"stellen|caract))")
_NAMED_CODE = re.compile(r"(?i)(?:" + _CODE_NAME_RX + r")[^\d\n。.!?？！]{0,16}?" + _CODE_VALUE)
# A code said to come by SMS or text, in any order of the two words ("el código que me mandaron por SMS es",
# "문자로 받은 코드", "SMSで届いたコードは"): the code word, a short run of non-digits, the digits.
_SMS = re.compile(r"(?i)(?<![a-z])(?:sms|smses|texto|text|texted|mensagem|mensaje|pesan|mesaj\w*)(?![a-z])|문자|"
                  r"ショートメール|ショートメッセージ|メッセージ|短信|(?<![а-яё])смс|tin nhắn")
_SMS_CODE = re.compile(r"(?i)(?:(?<![a-z])c[oó]d(?:e|igo|ice)\b|\bkod(?:e|u)?\b|\bкод\b|\bmã\b|코드|コード|验证码|\bcode\b)"
                       r"[^\d\n。.!?？！]{0,40}?" + _CODE_VALUE)
_YEAR = re.compile(r"(?:19|20)\d\d")


def _named_codes(text: str, out: list[Span], named: bool = True, sms: bool = True) -> None:
    found = list(_NAMED_CODE.finditer(text)) if named else []
    if sms and _SMS.search(text):
        found += [m for m in _SMS_CODE.finditer(text) if _SMS.search(text, max(0, m.start() - 40), m.start("v"))]
    for m in found:
        v = m.group("v")
        digits = re.sub(r"\D", "", v)
        if len(set(digits)) < 2 or (len(digits) == 4 and _YEAR.fullmatch(digits) and "#" not in v):
            continue
        out.append((m.start("v"), m.end("v"), "one_time_code" if len(digits) >= 6 else "pin"))


# ---- a password named by a word with a possessive or case ending, value of mixed classes ------------------
_PW_INFLECTED = re.compile(
    r"(?i)(?<![\w])(?:şifre(?:m|miz|n|si)|parolam|lösenord|heslo|jelszó|passord|κωδικός|كلمة المرور|סיסמה|पासवर्ड|"
    r"รหัสผ่าน|رمز عبور|hasłem|hasło(?:m)?|parolă|jelszav(?:amat|am|át|a|unkat|unk)|heslem|salasanani|"
    r"lösenordet|passordet|adgangskoden|wachtwoord|senha|contraseña|kennwort|passwort|пароль|парол[ья]|"
    r"mật khẩu|kata sandi|sandi|パスワード|비밀번호|비번|암호|密碼|密码)"
    r"(?:\s+(?:[a-zçğıöşüäéèàłśćáíóúőű]{2,12}\s+){0,2}?)?\s*(?:[:：=＝]|\bis\b|\bes\b|\bé\b|\bist\b|\bto\b|\bto:|—|-|は|는|은)?\s*"
    r"[\"'“«「『]?(?P<v>[^\s\"'”»」』,，。、:\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]{6,64})")


def _mixed(v: str) -> bool:
    """Letters and digits (or a symbol) in a random-looking order: a value, not a word or a version."""
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(not c.isalnum() for c in v)
    # lower case with digits (hoacuc2031) only with four letters and two digits, and no format's name (sha256)
    return (letters >= 2 and (digits >= 1 or symbols >= 1)
            and (any(c.isupper() for c in v) or symbols or (letters >= 4 and digits >= 2 and not _TECH.fullmatch(v)))
            and not re.fullmatch(r"v?\d+(?:\.\d+)+\w*|[\w.+-]+@[\w-]+\.[\w.]+|https?:\S+", v))


_TECH = re.compile(r"(?i)(?:sha|md|aes|rsa|utf|base|ipv|http|ascii|latin|iso|win|x86_|arm|gpt|llama|ubuntu|debian|"
                   r"python|java|node|php|mysql|postgres|redis|windows|android|ios|iphone|pixel|galaxy|ryzen|core)"
                   r"[-_]?\d+[a-z\d]*")


# the site a password is for ("senha do gov.br é ..", "password for gov.uk is ..") names it, the value after its copula
_SITE = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|gov|edu|br|uk|de|fr|es|it|pt|pl|nl|ru|ua|in|io"
                   r"|co|me|app|gob|mx|ar|cl|au|ca|jp|cn|tr|gr|ro|hu|cz|se|no|dk|fi)")
_AFTER_SITE = re.compile(r"\s*(?:[:：=]|\bis\b|\bes\b|\bé\b|\bist\b|\bto\b|\be\b)\s*[\"'“«]?(?P<v>[^\s\"'”»,，。、]{6,64})")


def _inflected_passwords(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _PW_INFLECTED.finditer(text):
        # A bracket opening right after the value starts an aside ("Kq8#rT2!mz（别外传）", NFKC-folded to "("), not the value.
        v = m.group("v").rstrip(".!?)([{")
        s = m.start("v")
        if _SITE.fullmatch(v):
            after = _AFTER_SITE.match(text, s + len(v))
            if after is None:
                continue
            v, s = after.group("v").rstrip(".!?)([{"), after.start("v")
        if _mixed(v) and not placeholder(v):
            out.append((s, s + len(v), "password"))


# ---- a key, token or secret named in Japanese (round 11 reads Korean) ---------------------------------------
_JA_NAMED = re.compile(r"(?:キー|鍵|トークン|シークレット)\s*(?:は|が|[:：=＝])?\s*[「『\"'`]?"
                       r"(?P<v>[A-Za-z0-9_+/=.-]{16,128}?)[」』\"'`]?(?=\s|$|[、。,，)）]|[\u3040-\u30ff\u4e00-\u9fff])")


def _japanese_named(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _JA_NAMED.finditer(text):
        v = m.group("v")
        if (re.fullmatch(r"[0-9a-fA-F]{32,64}", v) and len(set(v.lower())) >= 10 or _random_token(v)) and not placeholder(v):
            out.append((m.start("v"), m.end("v"), "api_key"))


# ---- a key named by its vendor in prose -----------------------------------------------------------------
_VENDORS = (
    "openai", "anthropic", "mistral", "cohere", "groq", "perplexity", "replicate", "hugging ?face", "gemini",
    "deepseek", "together", "fireworks", "datadog", "new relic", "newrelic", "honeycomb", "sentry", "grafana",
    "splunk", "dynatrace", "elastic", "logz", "pagerduty", "opsgenie", "auth0", "okta", "clerk", "firebase",
    "supabase", "cognito", "onelogin", "salesforce", "hubspot", "pipedrive", "zendesk", "intercom", "freshdesk",
    "stripe", "adyen", "klarna", "paypal", "paypay", "toss", "kakao ?pay", "kakao", "naver", "line pay", "razorpay",
    "mollie", "braintree", "square", "checkout\\.com", "mercado ?pago", "paystack", "flutterwave", "xendit",
    "midtrans", "momo", "zalopay", "alipay", "wechat", "twilio", "sendgrid", "mailgun", "mailchimp", "postmark",
    "brevo", "resend", "algolia", "mapbox", "contentful", "airtable", "notion", "linear", "shopify", "vercel",
    "netlify", "cloudflare", "digitalocean", "heroku", "mixpanel", "amplitude", "segment", "posthog", "launchdarkly",
)
_VENDOR = re.compile(r"(?i)(?<![a-z])(?:" + "|".join(_VENDORS) + r")(?![a-z])")
_VENDOR_VALUE = re.compile(
    r"(?i)(?<![a-z])(?:key|token|secret|one|credential|password|キー|トークン|シークレット|키|토큰|시크릿|clave|chave|"
    r"schlüssel|clé|chiave|ключ|токен|khóa|kunci|anahtar|klucz)(?![a-z])[^\n.?!]{0,24}?"
    r"(?:\bis\b|\bwas\b|[:=：]|\bgave (?:us|me)\b|\bsent (?:us|me)\b|\bes\b|\bé\b|\bist\b|가|이|は|인데)\s*[\"'`“]?"
    r"(?P<v>[A-Za-z0-9_\-/+=]{20,128})"
    r"|(?i:\bgave (?:us|me)|\bsent (?:us|me)|\bhanded (?:us|me))\s+[\"'`“]?(?P<w>[A-Za-z0-9_\-/+=]{20,128})"
    r"[\"'`”]?\s+as\s+(?:the|our|my)\s+(?:\w+\s+){0,2}?(?:key|secret|token|password)")


def _random_token(v: str) -> bool:
    if re.fullmatch(r"[0-9a-fA-F]{32,64}", v):
        return len(set(v.lower())) >= 10
    classes = sum((any(c.isdigit() for c in v), any(c.islower() for c in v), any(c.isupper() for c in v)))
    return classes >= 3 or (classes == 2 and any(c.isdigit() for c in v) and len(v) >= 24)


def _vendor_keys(text: str, out: list[Span]) -> None:
    for m in _VENDOR_VALUE.finditer(text):
        g = "v" if m.group("v") else "w"
        v = m.group(g)
        lo = max(0, m.start() - 60)
        if v.startswith("//"):
            continue  # a URI's path after its scheme's colon ("gid://shopify/Order/6917543129917"): no key
        if _random_token(v) and _VENDOR.search(text, lo, m.start(g)):
            out.append((m.start(g), m.end(g), "api_key"))


# ---- identity numbers by name, each with its check ----------------------------------------------------------
def steuer_id_ok(v: str) -> bool:
    """The German Steuer-ID: 11 digits, no leading zero, in the first ten one digit twice or three times and every
    other at most once, and an ISO 7064 MOD 11,10 check digit."""
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 11 or d[0] == 0:
        return False
    counts = sorted(Counter(d[:10]).values(), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    p = 10
    for x in d[:10]:
        s = (x + p) % 10 or 10
        p = (2 * s) % 11
    return (11 - p) % 10 == d[10]


def snils_ok(v: str) -> bool:
    """Russia's SNILS: 11 digits, the last two the sum of the first nine weighted 9..1, modulo 101 (100 is 00);
    numbers up to 001-001-998 carry no check."""
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 11 or int("".join(map(str, d[:9]))) <= 1001998:
        return False
    total = sum(x * (9 - i) for i, x in enumerate(d[:9]))
    check = total if total < 100 else total % 101
    return (0 if check == 100 else check) == d[9] * 10 + d[10]


def _inn_digit(d: list[int], weights: tuple[int, ...]) -> int:
    return sum(a * b for a, b in zip(weights, d, strict=False)) % 11 % 10


def inn_person_ok(v: str) -> bool:
    """A person's Russian INN: 12 digits, two check digits (a company's has 10 and is published)."""
    d = [int(c) for c in v if c.isdigit()]
    return (len(d) == 12 and len(set(d)) > 2 and _inn_digit(d, (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) == d[10]
            and _inn_digit(d, (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) == d[11])


def cccd_ok(v: str) -> bool:
    """Vietnam's citizen id (CCCD): 12 digits, a province code 001-096, a century-and-sex digit, the birth year's
    last two digits; the rest is a sequence (no check digit, so it is cut only by its name)."""
    return len(v) == 12 and v.isdigit() and 1 <= int(v[:3]) <= 96 and v[3] in "0123" and len(set(v)) > 3


_IDS: tuple[tuple[re.Pattern[str], re.Pattern[str], Callable[[str], bool], str], ...] = (
    (re.compile(r"(?i)steuer-?id|steuer-?identifikationsnummer|steuerliche identifikationsnummer|\bidnr\b|"
                r"identifikationsnummer|tax id"),
     re.compile(r"(?<!\d)(?<!\d )\d{2}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}(?![\d])"), steuer_id_ok, "national_id"),
    (re.compile(r"आधार|aadhaar|aadhar|uidai|आधार कार्ड"),
     re.compile(r"(?<![\d -])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\d])"), idcheck.aadhaar_ok, "national_id"),
    (re.compile(r"(?i)\bnie\b|extranjer|identidad de extranjero|\btie\b"),
     re.compile(r"(?<![A-Za-z0-9])[XYZxyz][ -]?\d{7}[ -]?[A-Za-z](?![A-Za-z0-9])"),
     lambda v: idcheck.dni_ok(re.sub(r"[ -]", "", v).upper()), "national_id"),
    (re.compile(r"(?i)снилс|\bsnils\b"), re.compile(r"(?<![\d-])\d{3}-?\d{3}-?\d{3}[ -]?\d{2}(?![\d-])"), snils_ok,
     "national_id"),
    (re.compile(r"(?i)(?<![а-яё])инн(?![а-яё])|\binn\b"), re.compile(r"(?<![\d-])\d{12}(?![\d-])"), inn_person_ok,
     "national_id"),
    (re.compile(r"(?i)\bcccd\b|\bcmnd\b|căn cước|chứng minh nhân dân"), re.compile(r"(?<![\d-])\d{12}(?![\d-])"),
     cccd_ok, "national_id"),
    (re.compile(r"(?i)\bpan\b(?:\s*(?:card|no\.?|number|#))?"),
     re.compile(r"(?<![A-Za-z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Za-z0-9])"),
     lambda v: len(set(v[5:9])) > 1, "national_id"),
)


_NIE = _IDS[2][1]
# the speaker's own NIE ("mi NIE", "my NIE"): cut with a mistyped letter too; a correction of its letter ("la letra
# estaba mal, es Y...") names the value without the name
_OWN_BEFORE = re.compile(r"(?i)(?<![\w])(?:mi|my|mon|meu|mein|il mio)\s+$")
_LETTER_FIX = re.compile(r"(?i)\bla letra\b|me equivoqu|me confund|\bwrong letter\b|\btypo\b|\bla lettre\b")


def _national_ids(text: str, out: list[Span]) -> None:
    for i, (name, value, ok, kind) in enumerate(_IDS):
        for n in name.finditer(text):
            own = i == 2 and _OWN_BEFORE.search(text, max(0, n.start() - 10), n.start()) is not None
            for m in value.finditer(text, n.end(), min(len(text), n.end() + 40)):
                if ok(m.group(0)) or own:
                    out.append((m.start(), m.end(), kind))
                break
    if _LETTER_FIX.search(text):
        out.extend((m.start(), m.end(), "national_id") for m in _NIE.finditer(text)
                   if m.group(0)[0] in "XYZ" and m.group(0)[-1].isupper())


# ---- TOTP seeds named in other languages ------------------------------------------------------------------
_TOTP_NAMED = re.compile(
    r"(?i)(?:autenticador|authentificat|authenticator|authentifikator|аутентификатор|clave (?:secreta|de configuración)|"
    r"chave (?:secreta|de configuração)|clé secrète|geheimer schlüssel|einrichtungsschlüssel|otp|2fa|totp|二段階|2段階|"
    r"セットアップキー|シークレット|설정 키|2단계|이중 인증|secret key|kunci rahasia|mã bí mật|gizli anahtar)"
    r"[^\n]{0,40}?(?<![A-Za-z0-9])(?P<v>[A-Za-z2-7]{4}(?: [A-Za-z2-7]{4}){3,15}|[A-Za-z2-7]{16,64})(?![A-Za-z0-9])")


def _totp_seeds(text: str, out: list[Span]) -> None:
    for m in _TOTP_NAMED.finditer(text):
        v = m.group("v")
        flat = v.replace(" ", "")
        if ((flat.isupper() or flat.islower()) and len(flat) in (16, 26, 32, 52, 64) and any(c in "234567" for c in flat)
                and len(set(flat.lower())) >= 8):
            out.append((m.start("v"), m.end("v"), "totp_seed"))


# ---- the answer to a security question ------------------------------------------------------------------
_QUESTION = re.compile(
    r"(?i)security question|secret question|秘密の質問|보안 질문|安全问题|密保问题|pergunta de segurança|pregunta de "
    r"seguridad|pregunta secreta|sicherheitsfrage|question secrète|question de sécurité|контрольн\w+ вопрос|"
    r"câu hỏi bảo mật|pertanyaan keamanan|güvenlik sorusu|pytanie bezpieczeństwa|domanda di sicurezza")
_ANSWER = re.compile(
    r"(?i)(?:\banswer(?:\s+(?:is|was)\b|\s*[:：])|\banswered(?:\s+with)?\b|答えは|答え[:：]|답은|답[:：]|답변[:：]|答案(?:是|[:：])|resposta(?:\s+é)?|"
    r"respuesta(?:\s+es)?|antwort(?:\s+ist)?|réponse(?:\s+est)?|ответ(?:\s+—)?|jawaban(?:nya)?|cevap|odpowiedź|risposta)"
    r"\s*[:：]?\s*(?:[\"'“「『]\s*(?P<q>[^\"'”」』\n]{2,40}?)\s*[\"'”」』]|(?P<v>[^\s,.;!?。，！？\"'“「*\[(<]"
    r"(?:[^,.;!?。，！？\n\"]{0,38}[^\s,.;!?。，！？\"])?))")


# The answer named before its question: "la respuesta de mi pregunta de seguridad es X", "ответ на контрольный вопрос
# — X", "Antwort auf meine Sicherheitsfrage: X".
_ANSWER_FIRST = re.compile(
    r"(?i)(?:\banswer|respuesta|resposta|antwort|réponse|ответ|jawaban|cevap|odpowiedź|risposta|답|答え|答案)"
    r"[^\n.?!]{0,16}?(?:" + _QUESTION.pattern.removeprefix("(?i)") + r")\w*\s*"
    r"(?:\bis\b|\bwas\b|\bes\b|\bé\b|\bist\b|\best\b|[:：]|—|–|-|は|는|은)\s*[\"'“「«]?"
    r"(?P<v>[^\s,.;!?。，！？\"'”」»]{2,30}(?: [^\s,.;!?。，！？\"'”」»]{2,30}){0,2})")


def _security_answers(text: str, out: list[Span]) -> None:
    q = _QUESTION.search(text)
    if q is None:
        return
    for m in _ANSWER_FIRST.finditer(text):
        out.append((m.start("v"), m.end("v"), "security_answer"))
    for m in _ANSWER.finditer(text, q.start()):
        g = "q" if m.group("q") else "v"
        v = m.group(g)
        if len(v.split()) <= 4 and v.lower() not in ("it", "that", "this", "yes", "no", "correctly", "wrong"):
            out.append((m.start(g), m.end(g), "security_answer"))
        break


# A security question's topic, then '=' or ':' and its answer, in a list of them ("first pet = Pickles the tortoise,
# mother's maiden name = Okonkwo"): no question word needed; "my first car was a Golf" (a copula) is talk, not a list.
_TOPICS = ("first pet", "pet's name", "maiden name", "favourite teacher", "favorite teacher", "grew up on",
           "first car", "first school", "born in", "childhood friend", "childhood best friend", "best friend's name")
_TOPIC_ANSWER = re.compile(
    r"(?i)(?:first pet(?:'s name)?|pet's name|(?:mother'?s )?maiden name|favou?rite teacher|street I grew up on"
    r"|first car|first school|city I was born in|childhood (?:best )?friend|best friend's name)\s*(?:=|:)\s*"
    r"(?P<v>[^\s,.;!?\n=:][^,.;!?\n=:]{0,38}?)(?=\s*(?:[,.;!?\n]|$))")


def _topic_answers(text: str, out: list[Span]) -> None:
    out.extend((m.start("v"), m.end("v"), "security_answer") for m in _TOPIC_ANSWER.finditer(text))


# ---- a passphrase of words called the secret ------------------------------------------------------------
_WORD_SECRET = re.compile(
    r"(?i)(?:\b(?:shared |the |our |my )?secret(?: (?:word|phrase))?|\bsafe ?word|\bcode ?word|\bpass ?phrase|\bpassword"
    r"|合言葉|暗号|암구호|contraseña|senha|mot de passe|passwort|kennwort|пароль|parola d'ordine)"
    r"(?: for [^\n.,;:!?]{1,30}?)?\s*(?:\bis\b|\bwas\b|[:：]|は|는|은|es|é|est|ist|—)\s*"
    r"(?:[\"'“«「『](?P<q>[^\"'”»」』\n]{6,64})[\"'”»」』]"
    r"|(?P<v>[a-z]{3,12}(?:[- ][a-z]{3,12}){2,5})(?=\s*(?:[,.;!?]|$)))")
_STAND_INS = frozenset(("correct horse battery staple", "your secret here", "your password here"))
_STOP_WORDS = frozenset("""
the a an and or but to of in on at for with from by is are was were be been it its this that these those there
here out up down over not no yes so as if then than too very just also only still even all any some more most
we you they he she i me my our your their his her them us do does did have has had will would can could should
secret password example sample dummy fake test placeholder here something whatever
""".split())


def _word_secrets(text: str, out: list[Span]) -> None:
    for m in _WORD_SECRET.finditer(text):
        g = "q" if m.group("q") else "v"
        v = m.group(g)
        words = re.split(r"[\s\-・·]+", v.strip())
        # words of letters alone, none a function word: a quoted value with digits or underscores is a password or
        # a name (the other rounds' business), one quoted word a name more often than a phrase
        if (len(words) < 3 or any(w.lower() in _STOP_WORDS or not w.isalpha() for w in words)
                or v.strip().lower() in _STAND_INS):
            continue
        out.append((m.start(g), m.end(g), "passphrase"))


# ---- find ---------------------------------------------------------------------------------------------------
# The lexicon words of each finder (lower case): one automaton pass tells which finders can match at all.
# The password names gate _PW_INFLECTED alone, so they are its stems ("hasł", "jelsz", "парол"), not
# secret_names.PASSWORD's whole words: PASSWORD here would also open the gate for inflected forms the regex reads
# and this list misses ("passordet", "heslem", "salasanani", "parolă"), a change of what is found.
_PW_NAMES = ("şifre", "parola", "hasł", "jelsz", "heslo", "salasana", "lösenord", "passord", "adgangskode", "κωδικός",
             "كلمة المرور", "סיסמה", "पासवर्ड", "รหัสผ่าน", "رمز عبور", "wachtwoord", "senha", "contraseña", "kennwort",
             "passwort", "пароль", "парол", "mật khẩu", "sandi", "パスワード", "비밀번호", "비번", "암호", "密碼", "密码")
_ID_NAMES = ("steuer", "identifikationsnummer", "idnr", "tax id", "आधार", "aadhaar", "aadhar", "uidai", "nie", "extranjer",
             "tie", "снилс", "snils", "инн", "inn", "cccd", "cmnd", "căn cước", "chứng minh", "pan")
_TOTP_NAMES = ("autenticador", "authentificat", "authenticator", "authentifikator", "аутентификатор", "clave secreta",
               "clave de configuración", "chave secreta", "chave de configuração", "clé secrète", "geheimer schlüssel",
               "einrichtungsschlüssel", "otp", "2fa", "totp", "二段階", "2段階", "セットアップキー", "シークレット", "설정 키",
               "2단계", "이중 인증", "secret key", "kunci rahasia", "mã bí mật", "gizli anahtar")
_QUESTION_NAMES = ("security question", "secret question", "秘密の質問", "보안 질문", "安全问题", "密保问题",
                   "pergunta de segurança", "pregunta de seguridad", "pregunta secreta", "sicherheitsfrage",
                   "question secrète", "question de sécurité", "контрольн", "câu hỏi bảo mật", "pertanyaan keamanan",
                   "güvenlik sorusu", "pytanie bezpieczeństwa", "domanda di sicurezza")
_WORD_NAMES = ("secret", "safe word", "safeword", "code word", "codeword", "passphrase", "pass phrase", "password",
               "合言葉", "암구호", "contraseña", "senha", "mot de passe", "passwort", "kennwort", "пароль",
               "parola d'ordine")
_SMS_WORDS = ("sms", "texto", "text", "texted", "texts", "texting", "mensagem", "mensaje", "문자", "メッセージ",
              "ショートメール", "短信", "смс", "tin nhắn", "pesan", "mesaj")
_VENDOR_WORDS = tuple(v.replace("\\", "").replace(" ?", "") for v in _VENDORS) + tuple(
    v.replace("\\", "").replace(" ?", " ") for v in _VENDORS if " ?" in v)
_GROUPS = (("code", _CODE_NAMES), ("sms", _SMS_WORDS), ("vendor", _VENDOR_WORDS), ("pw", _PW_NAMES), ("id", _ID_NAMES), ("totp", _TOTP_NAMES),
           ("question", _QUESTION_NAMES), ("word", _WORD_NAMES))
_WORD_GROUPS: dict[str, set[str]] = {}
for _g, _ws in _GROUPS:
    for _w in _ws:
        _WORD_GROUPS.setdefault(_w.lower(), set()).add(_g)
_LEXICON = list(_WORD_GROUPS)
_FIND_WORDS = ahocorasick_rs.AhoCorasick(_LEXICON).find_matches_as_indexes
# Short Latin words count only as whole words ("pan" in "japan", "inn" in "dinner", "text" in "context").
# "SMSで", "PINを" still count: a Latin word ends where a Latin letter does not follow. ("jelsz" is a stem.)
_BOUNDED = frozenset(w for w in _LEXICON if w.isascii() and w.replace(" ", "").isalpha() and len(w) <= 8) - {"jelsz"}


def _latin(c: str) -> bool:
    return c.isascii() and c.isalpha()


def _bounded(low: str, a: int, b: int) -> bool:
    return not (a > 0 and _latin(low[a - 1])) and not (b < len(low) and _latin(low[b]))

# Words that let utils.redact's gate open for these rules: the lexicons' words, less those common in ordinary
# text of their language (Polish "nie", Korean "2단계") whose values are long tokens the gate lets in anyway.
TRIGGERS = (
    *_CODE_NAMES, *_PW_NAMES, "sms", "texto", "문자로", "문자로 받은", "短信", "смс", "tin nhắn", "ショートメール",
    "キー", "トークン", "シークレット", "safe word", "safeword", "code word", "合言葉", "암구호", *_QUESTION_NAMES,
    "आधार", "steuer", "identifikationsnummer", "idnr", "nie:", "nie es", "mi nie", "nie is", "nie number",
    "número nie", "extranjero", "autenticador", "аутентификатор", "セットアップキー", "снилс", "snils", "инн", "cccd",
    "cmnd", "căn cước", "chứng minh nhân dân", "pan card", "pan number", "pan no", "pan is", "pan:", "my pan",
    *_TOPICS,
)
_CODE_GATE = re.compile(r"\d{3}")
_LONG_TOKEN = re.compile(r"[A-Za-z0-9_\-/+=]{20}")
_LONG_TOKEN_16 = re.compile(r"[A-Za-z0-9_\-/+=]{16}")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 12's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    found = {_LEXICON[i] for i, a, b in secret_names.indexes(_FIND_WORDS, low, overlapping=True)
             if _LEXICON[i] not in _BOUNDED or _bounded(low, a, b)}
    hit = {g for w in found for g in _WORD_GROUPS[w]}
    digits = _CODE_GATE.search(text) is not None
    if digits and ("code" in hit or "sms" in hit):
        _named_codes(text, out, "code" in hit, "sms" in hit)
    if digits and "id" in hit:
        _national_ids(text, out)
    if "pw" in hit:
        _inflected_passwords(text, placeholder, out)
    if ("キー" in text or "鍵" in text or "トークン" in text or "シークレット" in text) and _LONG_TOKEN_16.search(text):
        _japanese_named(text, placeholder, out)
    if "vendor" in hit and _LONG_TOKEN.search(text):
        _vendor_keys(text, out)
    if "totp" in hit:
        _totp_seeds(text, out)
    if "question" in hit:
        _security_answers(text, out)
    if ("=" in text or ":" in text) and any(t in low for t in _TOPICS):
        _topic_answers(text, out)
    if "word" in hit:
        _word_secrets(text, out)
    return out


# ---- what stays ----------------------------------------------------------------------------------------
_KEEP_KINDS = ("password", "password_shaped", "secret", "api_key", "high_entropy", "token", "passphrase",
               "national_id")
# an example marker right before the value, in the languages of the lexicon
_EXAMPLE_BEFORE = re.compile(
    r"(?i)(?:예\s*[:：)]|예시|예를 들어|例\s*[:：]|の例|例えば|例：|サンプル|ダミー|示例|例如|范例|比如|ejemplo|exemplo|"
    r"exemple|esempio|beispiel|z\.\s?b\.|e\.g\.|for example|пример|например|contoh|misalnya|ví dụ|örnek|przykład|"
    r"voorbeeld|dummy|fake|falso|falsa|fictício|ficticio|mẫu|образец)[^\n。.!?]{0,40}$")
# ... or a word right after it calling it one ("Xk29!pq (fake, for the demo)", "Abc123! はサンプルです")
_EXAMPLE_AFTER = re.compile(
    r"(?i)[\s\"'”」』)]{0,3}(?:[(（,，—–-]\s*|\s(?:is|es|é|ist|est|là)\s+(?:a\s+|an\s+|un\s+|uma?\s+|ein\s+)?"
    r"|は|는|은|이|가|是)?(?:just\s+)?(?:fake|dummy|made[- ]up|an? example|example|sample|placeholder|falso|falsa|ejemplo|"
    r"exemplo|exemple|beispiel|пример|фейк|ví dụ|contoh|サンプル|ダミー|例です|예시|가짜|示例|假的|虚构)(?![A-Za-z]|\.\w)")
_SHORTCUT = re.compile(r"(?i)(?:(?:ctrl|control|cmd|command|alt|opt|option|shift|win|super|meta|fn|⌘|⌥|⇧)\+)+"
                       r"[A-Za-z0-9]{1,4}|(?:F\d{1,2})")
_HASH_NAMED = re.compile(r"(?i)(?:cache[ _-]?key|캐시|キャッシュ|缓存|hash|해시|ハッシュ|哈希|etag|checksum|контрольн|"
                         r"сумм|sha-?\d+|md5|commit|digest|fingerprint|지문|指紋)[^\n]{0,24}$")
_CMDLET = re.compile(r"(?:Read|Get|Set|New|ConvertTo|ConvertFrom|Import|Export|Invoke|Add|Remove|Test|Out|Write)"
                     r"-[A-Z][A-Za-z]+")
_REAL = re.compile(r"(?i)\b(?:my|our) (?:real|actual)\b|\breal one\b|\bnot (?:a |an )?(?:test|fake|dummy|example)\b"
                   r"|本物の|本当の|真实的|de verdad|실제|진짜|実際の|真正的|\bmeine? echte|\bla vraie\b|\bverdadeir")

# the example's value, then a contrast and the speaker's own ("voorbeeld BSN 111222333, maar mijn eigen BSN ...", "e.g.
# 123, but my own is ..."): the value after them is set against the example, not one (round 42b)
_SET_AGAINST = re.compile(
    r"(?i)\d{3,}[^\n]{0,30}?(?<![^\W\d_])(?:but|maar|aber|doch|pero|mais|ma|mas|men|ale|ama|tapi|но|а)(?![^\W\d_])"
    r"[^\n]{0,16}?(?<![^\W\d_])(?:my|mine|mijn|mein\w*|mi|mis|mon|ma|mes|mio|mia|meu|minha|min|mitt|mój|moj\w*"
    r"|benim|мой|моя|мій|saya)(?![^\W\d_])|\d{3,}[^\n]{0,30}?(?:但是?|可是)(?:我的|我自己)")
_IN_USE = re.compile(r"(?i)我现在就是用的这个|我现在用的就是|我現在就是用的這個|我現在用的就是|我正在用|現在これを使って|"
                     r"今これを使って|지금 이거 쓰|지금 이걸 쓰|\bthat'?s (?:actually )?(?:my current one|the one I use)|"
                     r"\bI'?m (?:actually )?using (?:it|this|that)(?: one)? (?:now|right now|already)|"
                     r"\bdas (?:ist|nutze ich) (?:gerade|aktuell)|\bes la que uso")


def keep(text: str, spans: list[Span]) -> None:
    """Drops values after an example marker, keyboard shortcuts, hex runs named as cache keys or hashes, and
    PowerShell cmdlet names read as secrets."""
    if not spans:
        return
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        if kind in _KEEP_KINDS or kind.startswith("password"):
            if _SHORTCUT.fullmatch(v) or _CMDLET.fullmatch(v):
                continue
            if re.fullmatch(r"[0-9a-fA-F]{32,64}", v) and _HASH_NAMED.search(text, max(0, s - 30), s):
                continue
            # unless the words between the marker and the value say this one is real ("la mía de verdad es ...")
            # (or the words after it say the example is the one in use: "我现在就是用的这个")
            ex = _EXAMPLE_BEFORE.search(text, max(0, s - 48), s)
            if (ex is not None and not _REAL.search(text, max(0, s - 48), s) and not _IN_USE.search(text, e, e + 120)
                    and not _SET_AGAINST.search(text, ex.start(), s)):
                continue
            if _EXAMPLE_AFTER.match(text, e):
                continue
        kept.append((s, e, kind))
    spans[:] = kept
