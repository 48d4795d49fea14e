"""Round 13 of issue 24's redaction rules: a secret's name and its value with words between them.

Round 12 reads a name right before its value; people write words between ("会社のメールのパスワードを X に変更しました",
"Der Code für den Tresor im Schlafzimmer ist 6927", "la caja con candado junto a la puerta, código 3593"). Here a
name (a password's, a PIN's, a lock's code, a passport's, a bank account's, a licence key's) is followed within the
same clause (no sentence end, a few words or a dozen CJK characters) by a value whose shape passes that name's test:
digits of a code's length for codes and PINs, mixed classes for passwords, a country's shape for passports, digit
groups for accounts named with a bank word, dash groups for licence keys. Also: one-time codes quoted from a
service's message ("Tu código de Uber es 808329"), a card's security code after a card number, the answer to a
security question in CJK, AK/SK pairs and *_SECRET constants, seed words after a CJK name or split over two
messages, and webhook URLs whole (the id and the token are the credential together).

Across messages (``SecretMemory`` calls these): ``corrections`` (ja/ko/de/es: "本当は X", "es ist X", "이 맞아요"),
``repeats`` (a value cut before said again), ``announces`` (a code or password said to follow, ja/ko/de/es).

Keeps: policies ("8文字以上で..."), references (``var.db_password``), test cards named as tests, publishable keys,
values that call themselves an example (``abc123-예시용``), placeholder webhooks, a hash's name before a number.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from utils import beside_secrets, card_codes, redact_round43b, secret_names, sentences
from utils.redact_round12 import _STOP_WORDS, _TECH, _mixed, _random_token

Span = tuple[int, int, str]

# ---- the clause between a name and its value ------------------------------------------------------------
# No sentence end, no digit (a count or a date between would be the value's rival), at most a few words.
_GAP = r"[^\d\n.!?。！？;；]{0,60}?"
_GAP_CJK_MAX = 14


def _short_gap(gap: str) -> bool:
    """A gap of a few words: at most six Latin words, or a dozen characters of CJK."""
    cjk = sum(1 for c in gap if "\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af")
    return len([w for w in gap.split() if len(w) > 2]) <= 6 and cjk <= _GAP_CJK_MAX


# ---- codes and PINs -----------------------------------------------------------------------------------
# Names that are a code's whatever the context (a PIN, a password of digits).
_PIN_NAMES = (r"(?<![a-z])pin(?![a-z])|暗証番号|暗証コード|비밀번호|비번|密码|密碼|取款密码|(?<![a-z])şifre\w*|(?<![a-z])sifre\w*"
              r"|(?<![a-z])geheimzahl|(?<![a-z])zahlencode|(?<![a-z])combina(?:ción|cion|ison|tion|zione|ção|cao)"
              r"|(?<![a-z])kombination|(?<![a-z])kombinasi|(?<![a-z])комбинаци\w*|" + secret_names.alternation(secret_names.PIN))
# Names that are a code's only beside a lock, a door, a safe or an alarm in the same clause.
_CODE_NAMES = (r"(?<![a-z])(?:code|codes|código|codigo|codice|kode|kod|mã|zugangscode|türcode)(?![a-z])|(?<![а-яё])код"
               r"(?![а-яё])|番号|ナンバー|번호|号码|密码|码|" + secret_names.alternation(secret_names.CODE))
_LOCK_WORDS = re.compile(
    r"(?i)safe|lock|locker|door|gate|alarm|keypad|lockbox|key ?box|padlock|tresor|safe|schloss|alarmanlage|tür|tor"
    r"|garage|schließfach|cofre|caja fuerte|candado|cajet[ií]n|caja|alarma|portal|puerta|port[aã]o|porta|cadeado"
    r"|cassaforte|lucchetto|cancello|allarme|coffre|cadenas|bo[iî]te à clés?|porte|portail|digicode|alarme"
    r"|сейф|замок|замка|дверь|двери|домофон|сигнализац|két|khóa|cửa|kasa|kilit|kapı|brankas|gembok|pintu|loker"
    r"|金庫|錠|ロック|ドア|玄関|ロッカー|キーボックス|保险柜|保险箱|门锁|门禁|密码锁|柜|锁|도어락|현관|금고|자물쇠|사물함|보관함"
    r"|(?<![a-z])(?:card|karte|tarjeta|carte|cartão|carta|kartu|thẻ|карт)\w*|カード|卡|카드|atm|ec-|"
    + secret_names.alternation(secret_names.LOCK))
_NAMED_PIN = re.compile(r"(?i)(?:" + _PIN_NAMES + r")(?P<gap>" + _GAP + r")(?P<v>(?<![0-9A-Za-z_.,:/*•@#$%&+=!?~^-])(?<![*•]\s)\d{4,8})(?![0-9A-Za-z_]|[.,:/-]\d|[-\s]?[*•xX]{2})")
_NAMED_CODE = re.compile(r"(?i)(?:" + _CODE_NAMES + r")(?P<gap>" + _GAP + r")(?P<v>(?<![0-9A-Za-z_.,:/*•@#$%&+=!?~^-])(?<![*•]\s)\d{4,8})(?![0-9A-Za-z_]|[.,:/-]\d|[-\s]?[*•xX]{2})")
_YEAR = re.compile(r"(?:19|20)\d\d")
_UNIT_AFTER = re.compile(
    r"(?i)\s*(?:桁|자리|분|分|秒|초|回|번째|円|원|元|块|년|年|월|月|일|日|号室|호실|호|房|室|%|€|\$|yen|euros?|reais|dollars?|"
    r"digits?|chars?|characters?|minutes?|mins?|seconds?|hours?|days?|times?|dígitos|cifre|ziffern|stellen|chiffres|"
    r"caract|символ|цифр|chữ số|karakter|angka|hane|uhr|h\b|am\b|pm\b|de\b)")
# a word right before the value that makes it a quantity, a price, a room or a time, not a code
_NOT_CODE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:room|zimmer|habitaci[oó]n|chambre|quarto|camera|phòng|kamar|oda|номер|房间|部屋|호실|costs?|kostet|cuesta"
    r"|custa|coûte|costa|стоит|saat|at|um|à|às|alle|ore|line|zeile|línea|ligne|error|fehler|erreur|ошибка|エラー|错误|"
    r"오류|version|versión|model|modelo|modell|型番|型号|모델|order|bestellung|pedido|commande|注文|订单|주문|ticket|tel"
    r"|phone|telefon|teléfono|電話|电话|전화|hasta|bis|jusqu|until|since|seit|desde|in|im|en|em|год[ау]?)\W*$")


# a year's shape right after the name and a copula is the value ("暗証番号は 1958 です", "PIN: 2019"); with other words
# between it dates something ("the PIN since 2019")
_COPULA_GAP = re.compile(r"(?i)\s*(?:is|ist|est|es|é|è|lautet|は|が|:|：|=|是|为|為|는|은)\s*")
_AS = re.compile(r"(?i)\s*(?:olarak|as|als|como|comme|come|sebagai|làm|として|로|으로|作为|当作)\s*$")


def _code_value(text: str, m: re.Match[str]) -> bool:
    v = m.group("v")
    if _AS.fullmatch(m.group("gap")):
        return False
    if len(set(v)) < 2 or (len(v) == 4 and _YEAR.fullmatch(v) and not _COPULA_GAP.fullmatch(m.group("gap"))):
        return False
    if _UNIT_AFTER.match(text, m.end("v")) or not _short_gap(m.group("gap")):
        return False
    return _NOT_CODE_BEFORE.search(text, max(0, m.start("v") - 16), m.start("v")) is None


def _codes(text: str, out: list[Span], pins: list[int] | None = None, codes: list[int] | None = None) -> None:
    """``pins``, ``codes``: where the automaton saw a PIN's or a code's name (None: scan the text)."""
    for m in secret_names.matches(_NAMED_PIN, text, pins):
        if _code_value(text, m):
            out.append((m.start("v"), m.end("v"), "pin"))
    for m in secret_names.matches(_NAMED_CODE, text, codes):
        if not _code_value(text, m):
            continue
        # the lock in the same clause: before the name (a few words) or in the gap
        clause = re.split(r"[.!?。！？\n]", text[max(0, m.start() - 60) : m.start("v")])[-1]
        if _LOCK_WORDS.search(clause.rstrip(" :：")):  # "für die Packstation: 4471": a lock's name before its colon
            out.append((m.start("v"), m.end("v"), "pin"))


# A one-time code quoted from a service's message: "Tu código de Uber es 808329", "Votre code Telegram : 574692",
# "Dein Instagram-Code lautet 620417", "Il tuo codice Google è 382670".
_QUOTED_OTP = re.compile(
    r"(?i)(?<![a-z])(?:your|tu|su|seu|sua|votre|ton|dein|ihr|il tuo|la tua|ваш|твой|mã của bạn|kode anda)\s+"
    r"[^\d\n.!?]{0,24}?(?:code|código|codigo|codice|код|kode|mã|kodu)(?![a-z])[^\d\n.!?]{0,18}?"
    r"(?P<v>(?<![0-9A-Za-z_.,:/*•@#$%&+=!?~^-])(?<![*•]\s)\d{4,8})(?![0-9A-Za-z_]|[.,:/-]\d|[-\s]?[*•xX]{2})")


def _quoted_otps(text: str, out: list[Span]) -> None:
    for m in _QUOTED_OTP.finditer(text):
        v = m.group("v")
        if len(set(v)) >= 2 and not (len(v) == 4 and _YEAR.fullmatch(v)) and not _UNIT_AFTER.match(text, m.end("v")):
            out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- passwords with words between ------------------------------------------------------------------------
_PW_NAMES = re.compile(
    r"(?i)(?<![\w.])(?:password|passwort|kennwort|mot de passe|contraseña|contrasena|senha|kata sandi|sandi|mật khẩu"
    r"|пароль\w*|şifre\w*|parola|hasło|wachtwoord|wifi[- ]?key|wlan-?(?:schlüssel|key)|netzwerkschlüssel"
    r"|clé (?:wifi|wi-fi|wpa)|chave do (?:wifi|wi-fi)|clave (?:del? )?(?:wifi|wi-fi)|chiave (?:del )?wi-?fi)"
    r"(?![\w@/.-])|パスワード|暗証番号|비밀번호|비번|암호|密码|密碼|口令|" + secret_names.alternation(secret_names.PASSWORD))
_TOKEN = re.compile(r"[^\s\"'`“”«»「」『』,，。、:：;；()（）\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]+")
_SENTENCE_END = re.compile(r"[\n!?。！？;；]|\.(?:\s|$)")
# a word or particle that links a name to its value ("is", "lautet", "adalah", は, を, 는, 是, 成) ...
_LINK = re.compile(r"(?i)(?<![a-zà-ÿ])(?:is|are|was|now|ist|lautet|jetzt|es|era|est|c'est|é|è|agora|ahora|maintenant|"
                   r"ora|adalah|menjadi|sekarang|là|thành|это|теперь|saya|ku|my|mi|mon|ma|meu|minha|mio|mein|meine|"
                   r"anh|tôi|mình)(?![a-zà-ÿ])|[:：=＝—–]|[はをが는은이가을를是为為成了에로]|"
                   + secret_names.alternation(secret_names.LINK))
# ... or a preposition after a verb of changing ("changed to", "cambié a", "cambiata in", "geändert auf")
_WEAK_LINK = re.compile(r"(?i)(?<![a-zà-ÿ])(?:to|into|as|auf|zu|a|en|em|para|in|ke|на|olarak)\W*$")
_CHANGE = re.compile(r"(?i)chang|set|reset|updat|änder|geändert|umgestellt|cambi|camb|mud|alter|modifi|chuyển|đổi|"
                     r"diganti|ganti|ubah|smen|помен|измен|değiştir|impost")
_FOR = re.compile(r"(?i)(?<![a-zà-ÿ])(?:for|für|pour|para|per|untuk|cho|для|için|of|von|de|del|do|da|user|username|"
                  r"account|konto|cuenta|compte|conta|id|login|email|e-mail|mail|manager|in)\W*$")
_REFERENCE = re.compile(r"(?i)(?:var|local|module|data|each|self|config|env|process\.env|os\.environ|settings|secrets|"
                        r"vault|ssm|params?)[.\[:]|\$\{|\{\{|%\(|<[a-z_]+>|^\$[A-Za-z_]|^\[[A-Z_ ]+\]$")
_POLICY = re.compile(r"(?i)(?:at least|minimum|min\.|mindestens|au moins|al menos|pelo menos|almeno|minimal|ít nhất|"
                     r"не менее|en az|以上|以下|至少|이상|must|muss|debe|doit|deve|harus|phải|должен|olmalı)")
# a dotted identifier or a file's name (models.CharField, app.mail.password, vault.json), not a value
_DOTTED = re.compile(r"[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+")


def _padded(v: str) -> bool:
    """A value that ends in "=" after lower-case letters and a digit ("Carpati33="): a password padded with a symbol,
    not an assignment's name (DB_PASS=)."""
    return re.fullmatch(r"(?=[^=]*[a-z])(?=[^=]*\d)\w+=+", v) is not None


def _pw_ok(v: str, placeholder: Callable[[str], bool]) -> bool:
    return (6 <= len(v) <= 64 and _mixed(v) and not placeholder(v) and not _REFERENCE.search(v)
            and not re.fullmatch(r"[a-z]+(?:[-_/.][a-z]+)+/?|[\d.,/:-]+", v) and not re.fullmatch(r"[a-z]+(?:-[a-z]+)+", v, re.I)
            and not _DOTTED.fullmatch(v) and not (re.match(r"[A-Za-z_]\w*=", v) and not _padded(v)) and not _TECH.fullmatch(v))


def _strong(v: str) -> bool:
    """Three classes of characters (lower, upper, digit, symbol) in eight or more: a value in any language's
    clause, whatever word links it to its name."""
    upper, lower, digit = (any(c.isupper() for c in v), any(c.islower() for c in v), any(c.isdigit() for c in v))
    if v.isalnum():
        return False  # letters and digits alone ("iPhone15", "Server01") need a word that links them
    if all(c.isalnum() or c in "-." for c in v):
        # joined by hyphens or dots alone ("24-character", "gpt-4o-mini", "OAuth2.0"): upper, lower and digit, no
        # version
        return len(v) >= 8 and upper and lower and digit and re.search(r"\d\.\d", v) is None
    return len(v) >= 8 and upper + lower + digit >= 2


_TEST_BEFORE = re.compile(r"(?i)(?<![a-z])(?:test|tests|testing|example|sample|dummy|fake|mock|prueba|teste|beispiel"
                          r"|exemple|esempio|exemplo)(?![a-z])|测试|測試|テスト|테스트|示例|样例|例えば|サンプル|ダミー|예시|샘플")


def _tokens(text: str, pos: int, stop: int) -> Iterator[re.Match[str]]:
    """_TOKEN.finditer(text, pos) up to the first token that starts at ``stop`` or later, each token whole (it may
    run past stop): the next token is looked for before stop alone, not through the rest of a text that holds none
    (a name's tokens are read in a window, once for each name)."""
    while (c := _TOKEN.search(text, pos, stop)) is not None:
        t = _TOKEN.match(text, c.start())  # no lookaround in _TOKEN: the run from there, whole
        yield t
        pos = t.end()


def _passwords(text: str, placeholder: Callable[[str], bool], out: list[Span], at: list[int] | None = None) -> None:
    for n in secret_names.matches(_PW_NAMES, text, at):
        if _TEST_BEFORE.search(re.split(r"[\n.!?。！？,，]", text[max(0, n.start() - 24) : n.start()])[-1]):
            continue  # the password of a test, an example: a stand-in
        # the sentence's end within 64 characters, else 64 on: looked for one character further, where a period
        # there sees the character after it (``\.(?:\s|$)``), not the window's end
        stop = min(n.end() + 64, sentences.end(text, n.end(), _SENTENCE_END, 65))
        for i, t in enumerate(_tokens(text, n.end(), stop)):
            gap = text[n.end() : t.start()]
            if (t.start() >= stop or i > 7 or not _short_gap(gap) or _POLICY.search(gap) or "," in gap
                    or "，" in gap or _AS.fullmatch(gap)):
                break
            raw = t.group()
            if (raw.startswith(("/", "<", ">", "{", "[")) or "//" in raw or raw.endswith(("]", "}", ">"))
                    or re.match(r"[$%@#]\{|\$[A-Za-z_]\w*$", raw)):
                break  # a path, a URL, markup, a template, a bracketed stand-in
            # markdown around a word ("**Password Storage**:") is no part of a value
            v = raw.lstrip("=＝*_")
            # a closing '*' is markdown only when one opens the token too ("mujDYaJJCUp*" ends with a symbol)
            v = v.rstrip(".!?)*_") if raw[:1] in "*_" or raw.endswith("**") else v.rstrip(".!?)")
            s = t.start() + raw.index(v) if v else t.start()
            linked = (i == 0 or _LINK.search(gap) is not None or _strong(v)
                      or (_WEAK_LINK.search(gap) is not None
                          and _CHANGE.search(text, n.end(), min(len(text), t.end() + 24)) is not None))
            if _pw_ok(v, placeholder) and linked and not _FOR.search(gap):
                out.append((s, s + len(v), "password"))
                break
            if not secret_names.word(v.replace("-", "")) or t.group()[:1] in "=＝" or re.search(r"[=＝:：]\s*$", gap):
                break  # a value that is none (a reference, a count, a date): the clause holds no other


# ---- passports ----------------------------------------------------------------------------------------
_PASSPORT = re.compile(
    r"(?i)(?<![a-z])(?:passport|pasaporte|passeport|passaporto|passaporte|reisepass\w*|pass-?nummer|паспорт\w*|pasaport"
    r"|paspor|hộ chiếu)(?![a-z])|旅券|パスポート|여권|护照|護照")
_PASSPORT_VALUE = re.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z0-9]{8,10})(?![A-Za-z0-9])")


def _passport_ok(v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    if v.isdigit():
        return len(v) == 9 and len(set(v)) > 3  # the US's, 9 digits
    letters = len(v) - digits
    return digits >= 2 and letters >= 1 and (digits >= 4 or letters >= 3) and not _YEAR.fullmatch(v[:4])


def _passports(text: str, out: list[Span]) -> None:
    for n in _PASSPORT.finditer(text):
        m = _PASSPORT_VALUE.search(text, n.end(), min(len(text), n.end() + 80))
        if m is None:
            continue
        gap = text[n.end() : m.start()]
        if re.search(r"[\d\n.!?。！？]", gap) or not _short_gap(gap):
            continue
        if _passport_ok(m.group("v")):
            out.append((m.start("v"), m.end("v"), "passport"))


# ---- bank accounts named by a bank word ---------------------------------------------------------------
_BANK = re.compile(r"(?i)口座|普通預金|普通|当座|振込先|銀行|계좌|은행|뱅크|예금주|账号|账户|帳號|帳戶|户名|銀行|银行|"
                   r"(?<![a-z])(?:bank account|kontonummer|número de cuenta|numéro de compte|número da conta|conto corrente"
                   r"|rekening|số tài khoản|счёт|счет|hesap no)(?![a-z])|" + secret_names.alternation(secret_names.ACCOUNT))
# (a Swedish account is its clearing number, Swedbank's with a check digit, then the account in groups: "8327-9, 144
# 456 449-8")
_ACCOUNT = re.compile(r"(?<![0-9A-Za-z_.,/-])(?P<v>\d{4}(?:-\d)?,?[ ]\d{1,4}(?:[ ]\d{2,4}){1,3}-\d"
                      r"|\d{2,6}(?:-\d{2,8}){1,3}|\d{7,19})(?![0-9A-Za-z_]|[.,/-]\d)")
_PHONE_OR_DATE = re.compile(r"0\d{1,2}-\d{3,4}-\d{4}|(?:19|20)\d\d-\d\d-\d\d|\d{4}-\d{4}-\d{4}-\d{4}")


# a meter's or a bill's own number named between the account's word and the digits: a bill's account is its meter
# ("namba ya akaunti ni namba ya mita 123...", "account number: your meter number 123...")
_METER_BETWEEN = re.compile(r"(?i)(?<![^\W\d_])(?:mita|meter|m[eè]tre|z[äa]hler\w*|contador|contatore|licznik\w*"
                            r"|сч[её]тчик\w*|лічильник\w*|sayaç\w*|compteur)(?![^\W\d_])")


def _accounts(text: str, out: list[Span]) -> None:
    for n in _BANK.finditer(text):
        m = _ACCOUNT.search(text, n.end(), min(len(text), n.end() + 80))
        if m is None:
            continue
        gap = text[n.end() : m.start()]
        v = m.group("v")
        digits = re.sub(r"\D", "", v)
        if (re.search(r"[\d\n.!?。！？]", gap) or not _short_gap(gap) or _PHONE_OR_DATE.fullmatch(v)
                or _METER_BETWEEN.search(gap)
                or not 7 <= len(digits) <= 19 or len(set(digits)) < 4 or _UNIT_AFTER.match(text, m.end("v"))
                or beside_secrets.routing_named(gap, v)):
            continue
        out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- licence keys ---------------------------------------------------------------------------------------
_LICENCE = re.compile(
    r"(?i)激活码|注册码|序列号|产品密钥|授權碼|序號|ライセンスキー|ライセンス|プロダクトキー|シリアル|라이선스|라이센스|제품 ?키|시리얼|"
    r"(?<![a-z])(?:licen[cs]e|product key|serial|lizenz\w*|produktschlüssel|seriennummer|clave de (?:licencia|producto)"
    r"|clé de (?:licence|produit)|chave de (?:licença|produto)|chiave di licenza|ключ\w*|лиценз\w*|lisans|lisensi"
    r"|mã kích hoạt|key)(?![a-z])")
_KEY_GROUPS = re.compile(r"(?<![A-Za-z0-9-])(?P<v>[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,7})(?![A-Za-z0-9-])")


def _licences(text: str, out: list[Span]) -> None:
    for n in _LICENCE.finditer(text):
        m = _KEY_GROUPS.search(text, n.end(), min(len(text), n.end() + 80))
        if m is None or not _short_gap(text[n.end() : m.start()]) or re.search(r"[\n.!?。！？]", text[n.end() : m.start()]):
            continue
        v = m.group("v")
        flat = v.replace("-", "")
        if (any(c.isdigit() for c in flat) and any(c.isalpha() for c in flat) and len(set(flat)) >= 8
                and not re.fullmatch(r"X+", flat)):
            out.append((m.start("v"), m.end("v"), "license_key"))


# ---- the answer to a security question, in CJK -------------------------------------------------------------
_QUESTION_CJK = re.compile(r"秘密の質問|秘密の質問|セキュリティー?質問|密保问题|安全问题|密保問題|安全問題|安全提示問題|安全提示问题|"
                           r"보안\s*질문|비밀\s*질문|비밀번호\s*찾기\s*질문|본인\s*확인\s*질문")
_ANSWER_CJK = re.compile(
    r"(?:答案|答え|回答|답변?)(?P<gap>[^\n。！？!?「」“”\"]{0,10}?)(?:是|は|には|に|:|：|는|은|으로|로)?\s*"
    r"[「『“\"]?(?P<v>[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7afA-Za-z]{2,12}?)[」』”\"]?"
    r"(?=\s*(?:[，。,.!！]|$|と|です|でした|にし|입니다|이에요|예요|이고|라고|으로|로\s|，|。))")
_ASKING = re.compile(r"[？?]|ますか|ですか|吗|嗎|怎么|怎麼|나요|까요|ㄴ가요|인가요")


def _answers_cjk(text: str, out: list[Span]) -> None:
    q = _QUESTION_CJK.search(text)
    if q is None:
        return
    for m in _ANSWER_CJK.finditer(text, q.end()):
        v = m.group("v")
        tail = re.split(r"[。.!！\n]", text[m.end("v") :], maxsplit=1)[0]
        if _ASKING.search(tail) or _ASKING.search(v) or v in ("什么", "何", "뭐", "무엇"):
            continue
        out.append((m.start("v"), m.end("v"), "security_answer"))
        break


# ---- AK/SK pairs, constants named *_SECRET ------------------------------------------------------------------
_AKSK = re.compile(r"(?im)^[ \t]*(?:AK|SK|access_?key|secret_?key)[ \t]*[=:：][ \t]*[\"']?(?P<v>[A-Za-z0-9/+]{20,64})[\"']?[ \t]*$")
_CONST = re.compile(
    r"(?:const|final|static|val|let|var|readonly|string|String)\s+(?:[A-Za-z_][\w<>]*\s+){0,3}?"
    r"(?P<n>[A-Za-z_]*(?:secret|Secret|SECRET|token|Token|TOKEN|key|Key|KEY)[A-Za-z_0-9]*)\s*(?::\s*\w+\s*)?=\s*"
    r"@?[\"'](?P<v>[A-Za-z0-9_+/=-]{24,128})[\"']")
_NOT_SECRET_NAME = re.compile(r"(?i)hash|sha|md5|etag|checksum|digest|commit|cache|fingerprint|public|pub|uuid|nonce|id$|"
                              r"name|path|file|url|prefix|header|field|column|label")


def _pairs_and_consts(text: str, out: list[Span]) -> None:
    if re.search(r"(?im)^[ \t]*AK[ \t]*[=:：]", text) and re.search(r"(?im)^[ \t]*SK[ \t]*[=:：]", text):
        for m in _AKSK.finditer(text):
            if _random_token(m.group("v")):
                out.append((m.start("v"), m.end("v"), "secret"))
    for m in _CONST.finditer(text):
        if not _NOT_SECRET_NAME.search(m.group("n")) and _random_token(m.group("v")):
            out.append((m.start("v"), m.end("v"), "secret"))


# ---- seed words after a name in other languages, or a part of them ------------------------------------------
_SEED_NAME = re.compile(
    r"(?i)復元フレーズ|リカバリーフレーズ|シードフレーズ|シークレットリカバリー|ニーモニック|復元ワード|ウォレット|助记词|助記詞|恢复短语|种子短语|"
    r"钱包|錢包|복구\s*(?:구문|문구|단어)|시드\s*(?:구문|문구)?|니모닉|지갑|(?<![a-z])(?:seed|recovery (?:words|phrase)|"
    r"mnemonic|wallet|frase semilla|frase de recuperación|frase de recuperação|phrase de récupération|"
    r"wiederherstellungsphrase|seed-phrase|сид-фраз\w*|мнемони\w*|cụm từ khôi phục)(?![a-z])")
_WORD_RUN = re.compile(r"(?<![A-Za-z])(?:[a-z]{3,8}[ \t]+){5,23}[a-z]{3,8}(?![A-Za-z])")


def _seed_run(v: str) -> bool:
    """Words of a seed: no repeat, and (a wordlist holds some common words: "can", "all") few function words."""
    words = v.split()
    stops = sum(w in _STOP_WORDS for w in words)
    return len(set(words)) == len(words) and (stops == 0 or len(words) >= 12 and stops <= 2)


def _seeds(text: str, out: list[Span]) -> None:
    n = _SEED_NAME.search(text)
    if n is None:
        return
    for m in _WORD_RUN.finditer(text, n.end()):
        v = m.group(0)
        count = len(v.split())
        # a whole phrase (12-24) anywhere after the name; a part (6-11) only as the rest of its line after a colon
        line_end = text.find("\n", m.end())
        whole_line = text[m.end() : len(text) if line_end < 0 else line_end].strip() in ("", ".")
        part = 6 <= count < 12 and whole_line and re.search(r"[:：]\s*$", text[max(0, m.start() - 3) : m.start()])
        if _seed_run(v) and (count in (12, 15, 18, 21, 24) or part):
            out.append((m.start(), m.end(), "passphrase"))


def partial_seed(text: str) -> bool:
    """Whether a message gives part of a seed phrase (6-11 words after its name): the next message holds the rest."""
    spans: list[Span] = []
    _seeds(text, spans)
    return any(6 <= len(text[s:e].split()) < 12 for s, e, _ in spans)


def bare_words(text: str) -> tuple[int, int] | None:
    """The rest of a seed phrase after a short label ("rest: w1 ... w6", "and 7-12: ..."), announced before."""
    m = re.fullmatch(r"\s*[^\n:：]{0,16}[:：]\s*((?:[a-z]{3,8}[ \t]+){3,17}[a-z]{3,8})\s*", text)
    if m is None or not _seed_run(m.group(1)):
        return None
    return m.start(1), m.end(1)


# ---- webhook URLs, whole ----------------------------------------------------------------------------------
_WEBHOOK = re.compile(
    r"(?i)https?://(?:(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]+"
    r"|hooks\.slack\.com/(?:services|workflows|triggers)/[\w/-]+"
    r"|hooks\.zapier\.com/hooks/catch/\d+/\w+/?"
    r"|oapi\.dingtalk\.com/robot/send\?access_token=[\w-]+(?:&[\w=%-]+)*"
    r"|open\.(?:feishu\.cn|larksuite\.com)/open-apis/bot/v2/hook/[\w-]+"
    r"|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[\w-]+"
    r"|[\w-]+\.webhook\.office\.com/webhookb2/[\w@/-]+"
    r"|maker\.ifttt\.com/trigger/[\w-]+/with/key/[\w-]+"
    r"|hook\.(?:\w+\.)?make\.com/\w+)")


def _placeholder_url(url: str) -> bool:
    """A documentation's example: a part of zeros or X's or "your", or every part a short stand-in run (123456,
    abcdef)."""
    parts = [p for p in re.split(r"[/?&=]", url.split("://", 1)[-1])[1:] if len(p) >= 6]
    runs = ("0123456789", "abcdefghijklmnopqrstuvwxyz")

    def filler(p: str) -> bool:
        return len(set(p.lower().replace("-", ""))) <= 1 or "xxxx" in p.lower() or "your" in p.lower()

    variable = [p for p in parts if any(c.isdigit() for c in p) or len(p) >= 6 and not p.isalpha()
                or p == parts[-1]]
    return any(filler(p) for p in parts) or bool(variable) and all(
        len(p) <= 10 and any(p.lower() in r for r in runs) for p in variable)


def _webhooks(text: str, out: list[Span]) -> None:
    for m in _WEBHOOK.finditer(text):
        url = m.group(0).rstrip(".,)")
        if not _placeholder_url(url):
            out.append((m.start(), m.start() + len(url), "webhook"))


# ---- find ---------------------------------------------------------------------------------------------------
# The stems of each finder's names (lower case): one automaton pass tells which finders can match at all.
_STEMS = {
    "pin": ("pin", "暗証", "비밀번호", "비번", "密码", "密碼", "şifre", "sifre", "geheimzahl", "zahlencode", "combina",
            "kombina", "комбинац"),
    "code": ("code", "códig", "codig", "codice", "kode", "kod", "mã", "код", "番号", "ナンバー", "번호", "号码", "码",
             "zugangscode", "türcode"),
    "otp": ("your", "tu ", "su ", "seu ", "sua ", "votre", "ton ", "dein", "ihr ", "il tuo", "la tua", "ваш", "твой",
            "của bạn", "anda"),
    "passport": ("passport", "pasaporte", "passeport", "passaport", "reisepass", "паспорт", "pasaport", "paspor",
                 "hộ chiếu", "旅券", "パスポート", "여권", "护照", "護照"),
    "bank": ("口座", "普通", "当座", "振込", "銀行", "계좌", "은행", "뱅크", "예금주", "账号", "账户", "帳號", "帳戶", "户名",
             "银行", "bank account", "kontonummer", "de cuenta", "de compte", "da conta", "conto corrente", "rekening",
             "tài khoản", "счёт", "счет", "hesap no", *secret_names.ACCOUNT),
    "pw": ("password", "passwort", "kennwort", "mot de passe", "contraseña", "contrasena", "senha", "sandi", "mật khẩu",
           "пароль", "şifre", "parola", "hasło", "wachtwoord", "wifi", "wi-fi", "wlan", "netzwerkschlüssel", "パスワード",
           "暗証番号", "비밀번호", "비번", "암호", "密码", "密碼", "口令", "clé", "chave", "clave", "chiave"),
    "licence": ("激活码", "注册码", "序列号", "产品密钥", "授權碼", "序號", "ライセンス", "プロダクトキー", "シリアル", "라이선스",
                "라이센스", "제품", "시리얼", "licen", "product key", "serial", "lizenz", "produktschlüssel",
                "seriennummer", "clave de", "clé de", "chave de", "chiave di", "ключ", "лиценз", "lisans", "lisensi",
                "kích hoạt", "key"),
    "answer": ("秘密の質問", "セキュリティ質問", "密保问题", "安全问题", "密保問題", "安全問題", "安全提示", "セキュリティー質問",
               "질문"),
    "seed": ("復元", "リカバリー", "シード", "ニーモニック", "ウォレット", "助记词", "助記詞", "恢复短语", "种子短语", "钱包",
             "錢包", "복구", "시드", "니모닉", "지갑", "seed", "recovery", "mnemonic", "wallet", "frase", "phrase",
             "wiederherstellung", "сид", "мнемони", "khôi phục"),
}
for _g, _ws in (("pw", secret_names.PASSWORD), ("pin", secret_names.PIN), ("code", secret_names.CODE)):
    _STEMS[_g] = (*_STEMS[_g], *_ws)
# every literal start of _LOCK_WORDS' alternatives: a text holding none of them cannot match it
_STEMS["lock"] = (
    "safe", "lock", "door", "gate", "alarm", "keypad", "key box", "keybox", "padlock", "tresor", "schloss", "tür", "tor",
    "garage", "schließfach", "cofre", "caja", "candado", "cajet", "alarma", "portal", "puerta", "port", "cadeado",
    "cassaforte", "lucchetto", "cancello", "allarme", "coffre", "cadenas", "boite à clé", "boîte à clé", "digicode",
    "сейф", "замок", "замка", "дверь", "двери", "домофон", "сигнализац", "két", "khóa", "cửa", "kasa", "kilit",
    "kapı", "kapi",
    "brankas", "gembok", "pintu", "loker", "金庫", "錠", "ロック", "ドア", "玄関", "ロッカー", "キーボックス", "保险柜",
    "保险箱", "门锁", "门禁", "密码锁", "柜", "锁", "도어락", "현관", "금고", "자물쇠", "사물함", "보관함", "card", "karte",
    "tarjeta", "carte", "cartão", "carta", "kartu", "thẻ", "карт", "カード", "卡", "카드", "atm", "ec-", *secret_names.LOCK)
_NAMES = secret_names.Names(_STEMS)
_ANY_DIGITS = re.compile(r"\d{3}")
_CARD_GATE = re.compile(r"\d{4}[ -]?\d{4}[ -]?\d{4}")
_KEY_GATE = re.compile(r"[A-Z0-9]{4,6}-[A-Z0-9]{4,6}-[A-Z0-9]{4,6}")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 13's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    hit = _NAMES.starts(low)
    # the names' positions in low are the text's when lowering kept every length (else the rules scan the text)
    same = len(low) == len(text)
    digits = _ANY_DIGITS.search(text) is not None
    if digits:
        if "pin" in hit or ("code" in hit and "lock" in hit):
            _codes(text, out, hit.get("pin", []) if same else None, hit.get("code", []) if same else None)
        if "otp" in hit and "code" in hit:
            _quoted_otps(text, out)
        if "bank" in hit:
            _accounts(text, out)
        if _CARD_GATE.search(text):
            card_codes.named_codes(text, out, _TEST_CARD, _UNIT_AFTER)
    if "passport" in hit and re.search(r"\d.*\d", text):
        _passports(text, out)
    if "pw" in hit:
        _passwords(text, placeholder, out, hit["pw"] if same else None)
    if "licence" in hit and _KEY_GATE.search(text):
        _licences(text, out)
    if "answer" in hit:
        _answers_cjk(text, out)
    if ("=" in text or ":" in text) and ("AK" in text or "SK" in text or "ecret" in text or "ECRET" in text
                                         or "oken" in text or "OKEN" in text or "ey" in text or "EY" in text):
        _pairs_and_consts(text, out)
    if "seed" in hit:
        _seeds(text, out)
    if "://" in text:
        _webhooks(text, out)
    return out


# ---- across messages -------------------------------------------------------------------------------------
CORRECTION = re.compile(
    r"(?i)本当は|正しくは|正しい(?:の|もの)?は|訂正|間違(?:え|い)ました|違いました|違った|잘못|정정|틀렸|"
    r"(?<![a-z])(?:korrektur|falsch|update|sorry|entschuldigung|perdona|perdón|me equivoqué|corrección|en realidad|"
    r"désolé|pardon|je me suis trompé|correction|desculpa|errei|correção|scusa|ho sbagliato|correzione)(?![a-z])|"
    # the old one and the one now, in more languages ("그건 옛날 거고 지금은 X", "それは前のやつで今は X", "那是舊的，現在是 X")
    r"옛날|예전|이전 거|지금은|前のやつ|古い|今は|舊的|旧的|現在是|现在是|不對|不对|nhầm|"
    r"(?<![^\W\d_])(?:pomyliłem|pomyliłam|teraz jest|fout|nu is|het is nu|old one|now it'?s|it'?s now|ошиб\w*|"
    r"теперь|помилка|тепер|nyt se on|nu är|nå er|sekarang|bây giờ|sai rồi|yanlış|artık|tévedtem|greșit|λάθος|"
    r"טעות|עכשיו|خطأ|الآن|غلط|fel|feil|forkert|väärin|salah|galat|mali|"
    # "wait, I changed it": a value said again after the speaker stops themselves (fr, nl, en, es, de, it, pt)
    r"attends|j'ai changé|maintenant|wacht|veranderd|gewijzigd|sinds vorige week|wait|actually|i changed it|espera|"
    r"cambié|ahora es|warte|geändert|jetzt ist|aspetta|ho cambiato|adesso è|mudei|agora é)(?![^\W\d_])"
    r"|ผิด|ตอนนี้|गलत")
_CANDIDATE_VALUE = re.compile(r"(?<![0-9A-Za-z_.,:/-])[0-9A-Za-z!#$%&*+/=?@^_~-][^\s\"'”」,，。、:：!?！？]{3,63}")


def corrections(text: str, olds: Iterable[str]) -> list[Span]:
    """A value given in place of one said before, after a word of correcting in ja/ko/de/es/fr/pt/it ("本当は X",
    "Korrektur: der Code wurde geändert, jetzt X"): the first value of the old one's shape in the rest of the line."""
    olds = list(olds)
    if not olds:
        return []
    out: list[Span] = []
    for m in CORRECTION.finditer(text):
        line_end = text.find("\n", m.end())
        for c in _CANDIDATE_VALUE.finditer(text, m.end(), min(len(text) if line_end < 0 else line_end, m.end() + 90)):
            v = c.group().rstrip(".!?")
            if v.isdigit():
                ok = any(o.isdigit() and abs(len(o) - len(v)) <= 2 for o in olds) and not _YEAR.fullmatch(v)
            else:
                ok = _mixed(v) and any(not o.isdigit() and len(o) >= 6 for o in olds)
            if ok and v not in olds and not _UNIT_AFTER.match(text, c.start() + len(v)) and not (
                    beside_secrets.labelled(text, c.start(), c.start() + len(v))) and not (  # "le dossier AM-6930.."
                    redact_round43b.product_model(text, c.start(), c.start() + len(v))):  # "a Samsung QN65Q80C" (43b)
                out.append((c.start(), c.start() + len(v), "pin" if v.isdigit() else "password"))
                break
    return out


def repeats(text: str, said: Iterable[str]) -> set[str]:
    """Values cut from the user's earlier messages that this message says again, as a whole token: a PIN of
    digits (no year) or a value of three classes (a password of a word and digits stays ordinary elsewhere)."""
    out: set[str] = set()
    for v in said:
        classes = sum((any(c.isdigit() for c in v), any(c.islower() for c in v), any(c.isupper() for c in v),
                       any(not c.isalnum() for c in v)))
        if not ((v.isdigit() and 4 <= len(v) <= 8 and not _YEAR.fullmatch(v)) or (len(v) >= 6 and classes >= 3)):
            continue
        if re.search(r"(?<![0-9A-Za-z_.-])" + re.escape(v) + r"(?![0-9A-Za-z_]|[.-]\w)", text):
            out.add(v)
    return out


# A short message naming a code or a password and saying it follows or arrived ("인증번호 왔어요, 보내드릴게요",
# "認証コードが届いたので貼ります", "te paso el código", "ich schicke dir den Bestätigungscode").
_ANNOUNCE = re.compile(
    r"(?i)(?:認証番号|認証コード|確認コード|暗証番号|パスワード|コード|인증번호|인증 번호|인증코드|비밀번호|비번|코드|"
    r"(?<![a-z])(?:c[oó]digo|code|codice|pin|contraseña|senha|passwort|kennwort|mot de passe|bestätigungscode|"
    r"verifizierungscode|sicherheitscode)(?![a-z]))"
    r"[^\n]{0,40}?(?:送ります|送るね|送る|貼ります|貼る|貼りますね|届いた|来た|きた|伝えます|教えます|보낼게|보내드릴게|보내 드릴게|"
    r"붙여넣을게|붙여 넣을게|알려드릴게|알려줄게|왔어|왔어요|왔다|"
    r"(?<![a-z])(?:te paso|te mando|te envío|te lo paso|me llegó|ahora va|schicke|schick|sende|kommt gleich|"
    r"je t'envoie|je vous envoie|te mando|te envio|vou mandar|ti mando|ti invio))"
    r"|(?:(?<![a-z])(?:te paso|te mando|te envío|schicke dir|sende dir|je t'envoie|vou te mandar|ti mando|"
    r"ti invio)(?![a-z]))[^\n]{0,40}?(?:c[oó]digo|code|codice|pin|contraseña|senha|passwort|kennwort|"
    r"bestätigungscode|mot de passe)")


def announces(text: str) -> bool:
    """Whether a short message says a code, a password or the rest of a seed follows in the next one."""
    return len(text) <= 160 and (_ANNOUNCE.search(text) is not None or partial_seed(text))


# ---- what stays ----------------------------------------------------------------------------------------
_TEST_CARD = re.compile(r"(?i)テスト|测试|測試|테스트|(?<![a-z])(?:test|testing|prueba|teste|essai|prova|sandbox)(?![a-z])"
                        r"|тестов")
_REAL_CARD = re.compile(r"(?i)(?<![a-z])(?:real|own|actual|personal|echte|eigene|verdadera|vraie|vera|真实的?|真的|本物の)"
                        r"\s*(?:\w+\s+)?(?:card|karte|tarjeta|carte|carta|卡|カード)\W{0,3}$")
_EXAMPLE_SUFFIX = re.compile(r"(?i)[-_](?:example|sample|beispiel|ejemplo|exemple|esempio|exemplo|demo|dummy|"
                             r"サンプル|例|예시용?|샘플|示例|样例|пример|contoh|mẫu)")
_HASH_BEFORE = re.compile(r"(?i)(?:sha|md|aes|rsa|crc|bcrypt|argon|pbkdf)[-_ ]?\d*[-_]?$")
_POLICY_VALUE = re.compile(r"\d+\s*(?:文字|桁|字|자|位|자리|characters|caractères|caracteres|Zeichen)|以上|이상|以下|含め|포함")


_DOCS = re.compile(r"(?i)(?<![a-z])(?:docs?|documentation|documented|kms|generic|public|published|sample|example|"
                   r"dokumentation|doku|documentación|documentação|documentazione)(?![a-z])|ドキュメント|公式|文档|官方|문서|공식")


def _sentence(text: str, s: int, e: int) -> str:
    # the sentence's own stop with it
    a = sentences.char_start(text, s, sentences.STOP_CHARS_NO_DOT)
    return text[a : sentences.char_end(text, e, sentences.STOP_CHARS_NO_DOT) + 1]


def keep(text: str, spans: list[Span]) -> None:
    """Drops test cards named as tests, publishable keys, references, policies, values calling themselves an
    example, placeholder webhooks and hash names read as values."""
    if not spans:
        return
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        if kind == "card" and _TEST_CARD.search(text, max(0, s - 20), min(len(text), e + 20)) and not _REAL_CARD.search(
                text, max(0, s - 30), s):
            continue  # (the expiry and code beside it go below); "my real card" in test mode is the user's
        if re.match(r"pk_(?:live|test)_|(?:SB-)?Mid-client-", v):
            continue  # a publishable key, a gateway's client key (Midtrans' Snap runs it in the browser): public
        if kind != "webhook" and "://" in v and _placeholder_url(v) and _WEBHOOK.search(v):
            continue
        if kind == "webhook" or "webhook" in kind:
            whole = re.search(r"https?://\S+", text[max(0, s - 120) : e + 1])
            tail = text[s:e]
            if len(set(tail.lower())) <= 2 or "xxxx" in tail.lower() or (whole and _WEBHOOK.match(whole.group(0))
                                                                      and _placeholder_url(whole.group(0))):
                continue
        if kind.startswith("password") or kind in ("api_key", "token", "secret", "high_entropy"):
            if _REFERENCE.search(v.split("=", 1)[-1].strip().strip("`\"'")) and "=" in v:
                continue  # password = var.db_password: a reference, not a value
            if _POLICY_VALUE.search(v):
                continue
            if _HASH_BEFORE.search(text, max(0, s - 8), s):
                continue
            if _EXAMPLE_SUFFIX.match(text, e) or _EXAMPLE_SUFFIX.search(v):
                continue
        if kind == "license_key" and _DOCS.search(_sentence(text, s, e)):
            continue  # a key the vendor publishes (a KMS client key "from Microsoft's docs")
        if kind.startswith("password") and re.fullmatch(r"[a-z]{1,2}-[a-z]+", v, re.I):
            continue  # e-mail, wi-fi: a word
        if kind == "security_answer" and (_ASKING.search(v) or _ASKING.match(text, e)):
            continue
        kept.append((s, e, kind))
    # a test card's expiry and code, on its line, are the documentation's too
    dropped = [(s, e) for s, e, k in spans if k == "card" and (s, e, k) not in kept]
    for s, e in dropped:
        ls, le = text.rfind("\n", 0, s) + 1, (text.find("\n", e) + 1 or len(text) + 1) - 1
        kept = [sp for sp in kept if not (sp[2] in ("card_code", "card_expiry", "one_time_code", "pin")
                                           and ls <= sp[0] < le)]
    spans[:] = kept


# Words that let utils.redact's gate open for these rules (the lexicon of the finders, less what earlier rounds
# already open it for).
TRIGGERS = (
    # codes are named beside a lock (the core opens the gate for door, gate, lock, alarm, safe ... in English)
    "combinación", "combinaison", "combinazione", "kombination", "kombinasi", "zahlencode", "geheimzahl", "金庫", "錠",
    "ロック", "ドア", "도어락", "금고", "현관", "сейф", "замок", "két", "khóa", "tresor", "schloss", "alarmanlage", "tür",
    "cofre", "caja", "candado", "alarma", "portal", "puerta", "cassaforte", "lucchetto", "cadenas", "coffre", "porte",
    "portail", "kapı", "kasa", "brankas", "gembok", "pintu", "保险箱", "锁", "카드", "カード", "tarjeta", "karte",
    "carte", "cartão", "kartu", "thẻ", "карт",
    # a one-time code quoted from a service's message
    "your code", "tu código", "su código", "seu código", "votre code", "ton code", "dein", "ihr code", "il tuo codice",
    "ваш код", "kode anda",
    "passport", "pasaporte", "passeport", "passaporto", "passaporte", "reisepass", "паспорт", "pasaport", "paspor",
    "hộ chiếu", "旅券", "パスポート", "여권", "护照", "護照", "口座", "振込", "계좌", "은행", "뱅크", "账户", "帳號",
    "帳戶", "激活码", "注册码", "序列号", "ライセンス", "プロダクトキー", "シリアル", "라이선스", "라이센스", "제품 키",
    "제품키", "license key", "licence key", "lizenz", "product key", "serial key", "ak=", "sk=", "ak:", "sk:",
    "復元フレーズ", "リカバリーフレーズ", "シードフレーズ", "リカバリー", "ウォレット", "钱包", "錢包", "복구", "시드",
    "니모닉", "지갑", "recovery words", "webhook", "hooks.", "dingtalk", "feishu", "larksuite", "qyapi", "ifttt",
    "make.com", "密保", "秘密の質問", "セキュリティ質問", "セキュリティー質問", "安全提示", "보안 질문", "찾기 질문",
    "확인 질문", "passwort", "mot de passe", "senha", "sandi", "mật khẩu", "пароль",
    "şifre", "parola", "wlan", "wi-fi", "비번",
)
