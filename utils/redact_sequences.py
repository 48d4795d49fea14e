"""Secrets that come over a short run of the user's messages: a code read back after it was asked for, a seed phrase
after a pause, backup codes or a spelled password after they were named.

``announces``: a message asks for or names a secret to come, with no value of its own: a one-time or verification
code someone needs or is reading out ("they need the verification code", "客服…要验证码，我念给他", "인증번호
불러달래"), a seed or recovery phrase, backup codes, or a password about to be spelled. ``carries``: a short message
of waiting ("hold on", "Moment, ich hole den Zettel", "ちょっと待って", "等一下") or a part of a seed already cut
keeps the announcement for the message after it, so the words of a seed that come third are still cut. ``announced``:
the values of the message after an announcement, beside its lead-in ("they're reading it to me now: 7 3 9 1 4 2",
"ok it's 5 0 2 8 1 7", "seven two nine, four one eight", "last six: w1 ... w6", "1 erode 2 ordinary ...", codes apart
by slashes, a password spelled). Numbers of other shapes in that message (an account's last four, a price), and
numbers under a public label of their own (an order, a room, a flight: utils.beside_secrets), stay.

utils.redact registers ``announces`` in ROUNDS and calls ``carries`` and ``announced`` from SecretMemory and
``redact``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

import ahocorasick_rs

from utils import beside_secrets, recovery_codes, redact_password_forms, secret_names
from utils.redact_round13 import _seed_run

Span = tuple[int, int, str]

# ---- what announces a value ---------------------------------------------------------------------------------

# a one-time code's name, or a plain code where it came by text, app or letter
_CODE_NAME = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:(?:verification|one-time|one time|security|confirmation|sms|2fa|auth\w*|login|access|otp)"
    r"\s+code|otp|bestätigungscode|sicherheitscode|code de (?:confirmation|vérification|sécurité)|codice di "
    r"(?:conferma|verifica|sicurezza)|código de (?:verificación|verificação|confirmación|confirmação|seguridad|segurança)"
    r"|kod (?:weryfikacyjny|potwierdzający|z sms\w*)|(?:code|código|codice|kod|kode|koden|koodi|code)(?![a-zà-ÿ])"
    r"[^.\n]{0,30}?(?<![a-zà-ÿ])(?:texted|sent|sms\w*|text|app|letter|message|mail|e-mail|brief|lettre|carta|lettera"
    r"|nachricht|aplicativo|aplicación|applicazione)|(?:sending|sent|texting|texted)\s+(?:me\s+)?(?:a|the)\s+code)"
    r"(?![a-zà-ÿ])|認証コード|認証番号|確認コード|確認番号|验证码|驗證碼"
    r"|认证码|認證碼|动态码|인증번호|인증 번호|인증코드|인증 코드|확인 코드|확인코드")
# someone needs it, asks for it, or it is being read out
_ASKED = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:needs?|needed|asking|asks|asked|wants?|wanted|reading|read it|read out|give|tell|calling"
    r"|called|on the phone|demande\w*|piden|pide|pidió|pidieron|llaman|pediu|pedindo|pede|brauch\w*|will|wollen|fragt"
    r"|ruft|prosi|chiede\w*|chiama\w*|vorlesen|lese|leo|lendo|lis|vraagt|frågar|spør)(?![a-zà-ÿ])"
    r"|要|念|读|讀|报|報|问|問|読み上げ|聞いて|聞かれ|教えて|言われ|불러|알려|달래|물어|말해")
_SEED_NAME = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:seed phrase|seed words|recovery phrase|recovery words|secret recovery phrase|mnemonic|"
    r"(?:12|24|twelve|twenty-four)[- ]words?|(?:12|24)-word|wiederherstellungsphrase|seed-phrase|frase semilla|"
    r"frase de recuperaci[óo]n|frase de recuperação|frase semente|phrase de récupération|phrase secrète|"
    r"frase di recupero|herstelzin|återställningsfras)(?![a-zà-ÿ])|復元フレーズ|シードフレーズ|リカバリーフレーズ|助记词|"
    r"助記詞|恢复短语|복구 문구|시드 문구|니모닉")
_SPELL = re.compile(r"(?i)(?<![a-z])(?:spell\w*|buchstabier\w*|épel\w*|deletre\w*|compitar\w*|soletr\w*)(?![a-z])")
_PW_NAME = re.compile(r"(?i)(?<![a-z])(?:password|passwort|mot de passe|contraseña|clave|senha|wifi code|wi-fi code)"
                      r"(?![a-z])")
# a value of its own in the announcing message: a seed's run of words, or a code's digits after its name
_WORD_RUN = re.compile(r"(?:[a-z]{3,8} ){5,}[a-z]{3,8}")


# the literal pieces of the names above: one automaton pass before their regexes
_STEMS = ahocorasick_rs.AhoCorasick([
    "code", "kod", "codice", "código", "koodi", "otp", "コード", "番号", "验证码", "驗證碼", "认证码", "認證碼", "动态码", "인증",
    "확인", "seed", "recovery", "mnemonic", "words", "-word", "phrase", "frase", "fras", "herstelzin", "フレーズ", "助记词",
    "助記詞", "恢复短语", "문구", "니모닉", "backup", "back-up", "scratch", "bypass", "emergency", "secours", "récupération",
    "recuperación", "respaldo", "recuperação", "sicherungscode", "zapasowe", "резервные", "バックアップ", "リカバリー", "备用",
    "恢复码", "備用", "백업", "복구", "reservkod", "spell", "buchstabier", "épel", "deletre", "compitar", "soletr",
]).find_matches_as_indexes


# A PIN's, a door's, a lock's or a one-time code's name (the lexicon, and the plain code words of the languages below)
_LATER_NAMES = secret_names.Names({"name": (
    *secret_names.PIN, *secret_names.NAMED_CODE, *secret_names.ONE_TIME,
    *(w for w in secret_names.CODE if w not in ("號碼", "号码", "番号", "번호", "mã", "senha")),
    "pin", "пин", "tan", "senha do cartão", "senha", "şifre", "şifresi", "şifresini", "kode otp", "keypad code",
    "gate code", "door code", "alarm code", "key box code", "keybox code", "lockbox code", "login code", "codice",
    "código", "koden", "kodu", "kodem", "portkoden", "engangskoden", "pinkoden", "pincode", "türcode", "暗証番号",
    "ワンタイムパスワード", "パスワード", "pin", "비밀번호", "密码", "密碼", "代码", "码",
)})
# ... said to come apart or later, to have just come, or asked about (the value is the next message)
_LATER = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:apart|los bericht|separa(?:te(?:ly)?|t|do|da)|aparte|à part|a parte|osobno|oddzielnie|terpisah"
    r"|ayrı|bagefter|separat|extra|later|afterwards|next (?:message|text|msg|one)|another message|own message"
    r"|n[äæa]st(?:a|e)? (?:meddelande|melding|besked|sms)|volgende bericht|nächste[nr]? nachricht|autre message"
    r"|juste après|tout de suite|outra mensagem|otro mensaje|altro messaggio|en seguida|ensuite|отдельно|позже"
    r"|(?:i'?ll|i will|let me|gonna|going to) (?:send|give|text) you|masuk|came|arrived|just (?:got|came|arrived)"
    r"|texted|kam|ist da|vient d'arriver|llegó|lleg[oó]|chegou|arrivato|arrivata|kom|kommit|asked|ask(?:ing)? about"
    r"|undrade|frågade|preguntaste|perguntaste|hast gefragt|wolltest|vroeg|chiedevi|pytałeś|pytałaś|спрашивал\w*"
    r"|warte\w* (?:noch )?auf|waiting for)(?![a-zà-ÿ])"
    r"|別に|別の|あとで|後で|来ました|届きました|届いた|来た|따로|나중에|单独|單獨|分开|稍后|一会儿")


# an account's or a card's last digits, named so ("la cuenta acaba en 7731"): not the announced code
_LAST_DIGITS = re.compile(r"(?i)(?:ends? (?:in|with)|ending (?:in|with)|acaba en|termina (?:en|em|in|con|com)|eindigt op"
                          r"|endet (?:auf|mit)|slutar på|slutter på|ender på|se termine par|finit par|kończy się na)\s*$")
_OWN_VALUE = re.compile(r"(?<![\w.,])\d{4,8}(?![\w]|[.,]\d)")


def _named_later(text: str) -> bool:
    """A code or PIN named, and said to come apart or later, to have come, or to be what was asked about, with no
    value of its own after the name ("De pincode stuur ik je zo apart", "du frågade om portkoden", "kode OTP ...
    udah masuk", "ワンタイムパスワードがSMSで来ました")."""
    if len(text) > 160:
        return False
    low = text.lower()
    if len(low) != len(text):
        return False
    starts = _LATER_NAMES.starts(low).get("name")  # one automaton pass before the regex
    if not starts or _LATER.search(text) is None:
        return False
    for p in starts or ():
        if p and low[p - 1].isalpha() and low[p].isascii():
            continue  # inside a word
        if not any(not beside_secrets.labelled(text, m.start(), m.end())
                   and not _LAST_DIGITS.search(text, max(0, m.start() - 24), m.start())
                   for m in _OWN_VALUE.finditer(text, p)):
            return True
    return False


def announces(text: str) -> bool:
    """Whether a message asks for or names a code, a seed, backup codes or a spelled password that the user's next
    message gives."""
    if len(text) > 300:
        return False
    if _named_later(text):
        return True
    if not secret_names.found_in(_STEMS, text.lower()):
        return False
    if _CODE_NAME.search(text) and _ASKED.search(text):
        return True
    if _SEED_NAME.search(text) and not (_WORD_RUN.search(text) and _seed_run(_WORD_RUN.search(text).group())):
        return True
    if recovery_codes.BACKUP_NAME.search(text) and not re.search(r"\d{4}[ -]?\d{4}", text):
        return True
    if _SPELL.search(text) and _PW_NAME.search(text):
        return True
    return _named_later(text)


# ---- what keeps an announcement over one more message -----------------------------------------------------------

_WAIT = re.compile(
    r"(?i)(?<![a-z])(?:hold on|hang on|one sec|a sec|wait|just a (?:sec|moment|minute)|give me a (?:sec|moment|minute)"
    r"|let me (?:find|look|get|check|grab)|moment|einen moment|warte|ich hole|un momento|espera|attends|un instant"
    r"|aspetta|momento|vänta|vent|chwila|czekaj|sekunde|looking for it|finding it)(?![a-z])"
    r"|ちょっと待って|少々|待って|探して|等一下|等等|稍等|我找找|找一下|잠깐|잠시만|찾는 중|찾아볼게")


def carries(text: str, found: dict[str, str]) -> bool:
    """Whether a message that followed an announcement passes it on: a short wait with no value, or part of a seed
    cut as the announced value (the rest comes next)."""
    if len(text) <= 80 and _WAIT.search(text) and not re.search(r"\d{3}", text):
        return True
    parts = [v for v, k in found.items() if k == "announced" and " " in v]
    return bool(parts) and all(3 <= len(v.split()) < 12 for v in parts)


# ---- the values of an announced message --------------------------------------------------------------------------

# single digits with spaces or hyphens between them, four to eight ("7 3 9 1 4 2", "8-2-9-4-1-6")
_DIGITS = re.compile(r"(?<![\w.,/-])(?<!\d )(?:\d(?: |-)){3,7}\d(?![\w]|[.,]\d| \d|-\d)")
# a six-digit code in two groups, or four to eight digits, standing alone as the message's value
_GROUPED = re.compile(r"(?<![\w.,/-])(?<!\d )(?:\d{3} \d{3}|\d{4,8})(?![\w]|[.,/-]\d| \d)")
_WORDS_CODE = re.compile(r"(?i)(?<![^\W\d_])" + secret_names.DIGIT_WORD + r"(?:[ ,-]+" + secret_names.DIGIT_WORD
                         + r"){3,7}(?![^\W\d_])")
_UNIT = re.compile(r"\s*(?:%|€|\$|£|¥|元|円|원|(?i:kr|zł|eur|usd|euros?|dollars?|minutes?|mins?|hours?|days?|years?)"
                   r"(?![a-z]))")
# a code that opens the message, then a clause of what to do ("0404, sen trappa upp", "58031 then press enter"): a
# door code may look like a year here; a door code may hold a letter ("B2749", "7204B"), a keypad's * and #
_OPENING = re.compile(r"\s*[*#]?(?P<v>[A-Z]\d{4,6}|\d{4,6}[A-Z]|\d{2,3}[A-Z]\d{2,3}|\d{4,8})#?"
                      r"(?=,\s*\w|\s+(?:then|and|und|puis|et|luego|y|e|poi|sen|och|og|en|i|потом|и|dann)\s)")
_LEAD = re.compile(r"\s*[^\n:：]{0,24}[:：]\s*")
_NUMBERED = re.compile(r"(?:(?<!\S)\d{1,2}[.)]?\s+[a-z]{3,8}(?:\s+|$)){6,24}")
_LIST_SEP = re.compile(r"\s*(?:[/|·,;、，；／&]|\s-\s)?\s*")
_CODE_ITEM = re.compile(r"(?<![\w-])(?:\d{4}[ -]\d{4}|\d{8}|[a-z0-9]{4}-[a-z0-9]{4})(?![\w]|-\w)")


def _labelled_words(text: str) -> Span | None:
    """A seed's words after a short label ("found it: ...", "las últimas seis: ...", "前六个：..."), or alone."""
    lead = _LEAD.match(text)
    start = lead.end() if lead is not None else len(text) - len(text.lstrip())
    m = re.compile(r"((?:[a-z]{3,8}[ \t]+){3,23}[a-z]{3,8})\s*$").match(text, start)
    if m is None or not _seed_run(m.group(1)):
        return None
    return m.start(1), m.end(1), "announced"


def _code_list(text: str) -> list[Span]:
    """Two codes or more, apart by marks, that are the whole message."""
    items: list[Span] = []
    i = len(text) - len(text.lstrip())
    while (m := _CODE_ITEM.match(text, i)) is not None:
        items.append((m.start(), m.end(), "recovery_code"))
        i = _LIST_SEP.match(text, m.end()).end()
    return items if len(items) >= 2 and not text[i:].strip() else []


def announced(text: str) -> list[Span]:
    """The values of a short message that follows an announcement."""
    out: list[Span] = []
    if len(text) > 200:
        return out
    codes = _code_list(text)
    if codes:
        return codes
    seed = _labelled_words(text)
    if seed is not None:
        return [seed]
    for m in _NUMBERED.finditer(text):
        out.append((m.start(), m.end() - (len(m.group()) - len(m.group().rstrip())), "announced"))
    if out:
        return out
    spelled = redact_password_forms.spelled_run(text, 0, len(text))
    if spelled is not None and spelled[0] <= 40:
        return [(spelled[0], spelled[1], "password")]
    for rx in (_DIGITS, _WORDS_CODE):
        for m in rx.finditer(text):
            if not _UNIT.match(text, m.end()) and not beside_secrets.labelled(text, m.start(), m.end()):
                out.append((m.start(), m.end(), "one_time_code"))
        if out:
            return out
    m = _OPENING.match(text)
    if m is not None and len(text) <= 60 and not _UNIT.match(text, m.end("v")):
        return [(m.start("v"), m.end("v"), "one_time_code")]
    if len(text) <= 40:
        for m in _GROUPED.finditer(text):
            if not _UNIT.match(text, m.end()) and not re.fullmatch(r"(?:19|20)\d\d", m.group()) and (
                    not beside_secrets.labelled(text, m.start(), m.end())):
                out.append((m.start(), m.end(), "one_time_code"))
                break
    return out


TRIGGERS = ("seed phrase", "recovery phrase", "frase semilla", "wiederherstellungsphrase", "phrase de récupération",
            "frase de recuperação", "復元フレーズ", "복구 문구", "助记词")
