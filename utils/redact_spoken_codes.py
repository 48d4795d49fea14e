"""Codes read out digit by digit, security-question answers, and one-time codes in grouped digits.

Finds: a code, PIN, password or lock's code written one digit at a time with spaces ("ovikoodi on 4 0 8 3",
"保险柜的密码 4 8 2 0 6 1", "도어락 비밀번호 *3 6 0 8 5#"), the whole run with its keypad * and #, when the code's name
stands before it in the same clause; the answer given to a named security question ("mother's maiden name - X",
"密保问题：… —— X", "秘密の質問「…」は X", "보안질문 '…'는 X", "「…」我填的是 X"); a one-time code in grouped digits
("קוד אימות 48 20 17", "il codice OTP: 58 40 29", "codul de la bancă: 528 903") after a one-time code's name, or
after a plain "code" when a bank or a message that came is in the clause; a BLIK code asked for, then sent alone
(``announces``). Spaced digits that are a phone number (more digits than a code has), a count, a year or a price
(a unit after them), or numbering and scores stay; so does talk about security questions that gives no answer
(a question, or no answer's mark after the question).

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact
(it is imported by it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import secret_names, sentences

Span = tuple[int, int, str]

_END = sentences.STOP_CHARS

# ---- codes read digit by digit -----------------------------------------------------------------------------

# A code's, PIN's, password's or lock's name. Not "番号/号码/번호" (a phone's number as often as a code's).
_SPOKEN_NAMES = tuple(sorted({
    *secret_names.PIN, *secret_names.PASSWORD, *(w for w in secret_names.NAMED_CODE if not w.startswith("keypad")),
    *(w for w in secret_names.CODE if w not in ("號碼", "号码", "番号", "번호", "mã")),
    "koodi", "koodin", "koodit", "ovikoodi", "portkod", "larmkod", "kodlås", "keypad code", "door code", "gate code",
    "alarm code", "lock code", "passcode", "pin", "код домофона", "mã cửa", "mã khóa", "รหัสประตู", "รหัสผ่าน",
    "密码", "密碼", "密码锁", "密碼鎖", "锁屏密码", "鎖屏密碼", "暗証番号", "オートロック", "パスコード", "비밀번호", "비번",
    "도어락", "門禁", "门禁",
}))
_SPOKEN = secret_names.Names({"name": _SPOKEN_NAMES})
# the single characters of a keypad (digits, A-D) one space apart, four to eight of them, with * or # around
_SPACED = re.compile(r"(?P<v>[*#＊＃]?(?:[0-9A-D] ){3,7}[0-9A-D](?: ?[#＃*＊](?![\w]))?)(?![\w]| \d|[.,]\d)")
_GAP = re.compile(r"[^\d\n.!?。！？,，;；]{0,30}?(?<![\w])(?=[*#＊＃]?[0-9A-D] [0-9A-D])")
# the gap names a count, a score or a place (steps, rooms, floors), not the code
_NOT_CODE_GAP = re.compile(
    r"(?i)scores?|points?|steps?|rooms?|floors?|lines?|pages?|digits?|attempts?|tries|versuch\w*|zimmer|stock|"
    r"etage|minutes?|hours?|stunden|siffror|numbers?|numer\w*|номер\w*|telefon\w*|phone|call|tel\b|numeroon|"
    r"桁|자리|층|호실|楼|樓|号|號|次|位|分|点|點|條|个|個|台|名|回|번째|房间|房間|电话|電話|โทร|เบอร์")
_UNIT_AFTER = re.compile(r"\s*(?:年|元|円|원|圓|楼|樓|층|号|號|次|桁|자리|分|秒|点|點|個|个|人|名|%|€|\$|(?i:zł|kr|eur|"
                         r"usd|minutes?|min|hours?|stunden|days?)(?![a-z]))")
_LATIN_LEFT = re.compile(r"[^\W\d_]")


def _spoken(t: str, out: list[Span], starts: list[int]) -> None:
    end = -1
    for p in starts:
        if p < end or (p and _LATIN_LEFT.match(t, p - 1) and t[p].isascii()):
            continue  # inside a word ("spin", "barcode"): a compound code's name is listed whole
        w = re.match(r"[^\s\d:：,，.!?。！？]*", t[p:]).group()  # the rest of the name's word ("koodi" -> "koodin")
        g = _GAP.match(t, p + len(w))
        if g is None:
            continue
        m = _SPACED.match(t, g.end())
        if m is None or _NOT_CODE_GAP.search(g.group()) or _UNIT_AFTER.match(t, m.end()):
            continue
        v = m.group("v")
        if sum(c.isdigit() for c in v) < 3:
            continue
        out.append((m.start("v"), m.end("v"), "pin"))
        end = m.end()


# ---- security-question answers ----------------------------------------------------------------------------

_QUESTION_NAMES = (
    "security question", "secret question", "sicherheitsfrage", "pregunta de seguridad", "pregunta secreta",
    "question secrète", "question de sécurité", "pergunta de segurança", "pergunta secreta", "domanda di sicurezza",
    "domanda segreta", "pytanie pomocnicze", "pytanie bezpieczeństwa", "контрольный вопрос", "секретный вопрос",
    "контрольне питання", "güvenlik sorusu", "câu hỏi bảo mật", "beveiligingsvraag", "säkerhetsfråga",
    "sikkerhedsspørgsmål", "sikkerhetsspørsmål", "turvakysymys", "biztonsági kérdés", "bezpečnostní otázka",
    "întrebare de securitate", "întrebarea de securitate", "ερώτηση ασφαλείας", "שאלת אבטחה", "שאלת הביטחון",
    "سؤال الأمان", "سؤال الامان", "السؤال السري", "pertanyaan keamanan", "คำถามเพื่อความปลอดภัย",
    "密保问题", "密保問題", "安全问题", "安全問題", "密码提示问题", "密碼提示問題", "秘密の質問", "セキュリティ質問",
    "보안질문", "보안 질문", "비밀번호 찾기 질문", "비밀번호 힌트",
    # the questions themselves, when a dash or a colon gives their answer
    "maiden name", "first pet", "first school", "favourite teacher", "favorite teacher", "childhood friend",
    "city of birth", "birth city", "street i grew up on", "first car", "city i was born in",
)
_TOPICS = frozenset(("maiden name", "first pet", "first school", "favourite teacher", "favorite teacher",
                     "childhood friend", "city of birth", "birth city", "street i grew up on", "first car",
                     "city i was born in"))
_QUESTIONS = secret_names.Names({"q": _QUESTION_NAMES})
_CLOSE = "\"”'’」』»›"
# the mark of an answer after its question: a dash or an arrow, a colon or "は/는/是" after the quoted question,
# "the answer is", "I filled in"
_ANSWER_MARK = re.compile(
    r"(?:\s?->\s?|\s?=>\s?|\s[-–—]{1,2}\s?|\s?——\s?|\s?→\s?|[" + _CLOSE + r"]\s*(?:[:：=]|は|는|은|是|为|為)\s*|"
    r"(?:的)?答案(?:是|为|為|：|:)\s*|我?填(?:的是|了)\s*|答えは\s*|답은\s*|(?i:the answer is|answer is|answer:|"
    r"antwort:|respuesta:|réponse ?:|resposta:|risposta:)\s*)")
_TOPIC_MARK = re.compile(r"\s?(?:->|=>|→|[-–—:：]{1,2})\s*")
_TOPIC_BARE = re.compile(r"\s+(?:(?:was|is|were)\s+)?(?=[A-Z])")
_ANSWER = re.compile(
    r"[\"'“「『‘«]?\s*(?P<v>(?:(?-i:Mr|Mrs|Ms|Dr|St|Mt|Sr|Jr|Prof)\. (?=[A-ZÀ-Ý]))?[^\s;；,，、。.!?！？\n\"”」』’»]+(?: (?=[A-ZÀ-Ý])[^\s;；,，、。.!?！？\n\"”」』’»]+){0,3})")


def _sentence(t: str, p: int) -> tuple[int, int]:
    a, b = sentences.char_start(t, p, _END), sentences.char_end(t, p, _END)
    while b < len(t) and _TITLE_STOP.search(t, max(0, b - 5), b + 3):
        # a title's full stop ("Mr. Whiskers") ends no sentence
        b = sentences.char_end(t, b + 1, _END)
    return a, b


_TITLE_STOP = re.compile(r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Dr|St|Mt|Sr|Jr|Prof)\. (?=[A-ZÀ-Ý])")


def _answers(t: str, low: str, out: list[Span], starts: list[int]) -> None:
    done = -1
    named = any(low.startswith(q, p) for p in starts for q in _QUESTION_NAMES if q not in _TOPICS)
    for p in starts:
        if p < done:
            continue
        name = next((q for q in _QUESTION_NAMES if low.startswith(q, p)), "")
        if not name:
            continue
        a, b = _sentence(t, p)
        if t[b : b + 1] in ("?", "？") or "?" in t[p:b] or "？" in t[p:b]:
            continue  # a question about the questions ("which should I pick?") gives no answer
        i = p + len(name)
        if name in _TOPICS:  # a question's own words: its answer right after a dash or a colon
            m = _TOPIC_MARK.match(t, i, b)
            if m is None and named:
                # in a message about security questions, a topic then its answer with no mark ("first pet Mr
                # Whiskers and ..."): a capitalised name right after the topic, or after "was"/"is"
                m = _TOPIC_BARE.match(t, i, b)
            v = _ANSWER.match(t, m.end(), b) if m is not None else None
            if v is not None and v.group("v").strip():
                out.append((v.start("v"), v.end("v"), "security_answer"))
            continue
        while i < b:  # a named question: each answer after its mark, a list of them in one sentence
            m = _ANSWER_MARK.search(t, i, b)
            v = _ANSWER.match(t, m.end(), b) if m is not None else None
            if v is None or not v.group("v").strip():
                break
            out.append((v.start("v"), v.end("v"), "security_answer"))
            i = v.end()
            done = b


# ---- one-time codes in grouped digits ---------------------------------------------------------------------

_OTP_NAMES = (*secret_names.ONE_TIME, "mã otp", "mã xác thực", "mã xác minh", "mã xác nhận", "codice otp",
              "codice di verifica", "cod otp", "codul otp", "codul de verificare", "kod otp", "kod sms", "onay kodu",
              "onay kodunuz", "doğrulama kodu", "sms kodu", "tek kullanımlık şifre", "验证码", "驗證碼", "认证码",
              "認證碼", "認証コード", "認証番号", "確認コード", "인증번호", "인증 번호", "인증코드", "קוד אימות",
              "קוד האימות", "código de verificación", "código de verificação", "bestätigungscode",
              "code de vérification", "kod weryfikacyjny", "код подтверждения")
_PLAIN_CODE = ("codice", "codul", "cod", "kodu", "code", "kod", "kód", "koodi", "kode", "código", "код", "mã", "קוד")
_OTP = secret_names.Names({"otp": _OTP_NAMES, "plain": _PLAIN_CODE})
# a bank or a message that came, in the clause of a plain "code"
_CAME_OR_BANK = re.compile(r"(?i)(?<![a-zà-ÿ])(?:bank\w*|banca|bancă|băncii|banco|banque|ngân hàng|sent|received|"
                           r"texted|arrivat\w*|mandat\w*|inviat\w*|venit|trimis|primit|gelen|geldi|gönderilen|gửi|"
                           r"nhận|recibido|llegó|reçu|envoyé|otrzyma\w*|przysz\w*)(?![a-zà-ÿ])|מהבנק|הבנק|נשלח|"
                           r"קיבלתי|银行|銀行|收到|簡訊|短信|銀行から|届いた|은행|받은")
_GROUPED = re.compile(r"[^\d\n.!?。！？,，;；]{0,30}?[\[【(（]?\s*(?<![\d])(?P<v>\d{3} \d{3}|\d\d \d\d \d\d|\d{4,8})"
                      r"(?![\d]|[.,:/-]\d| \d)")
_OTP_UNIT = re.compile(r"\s*(?:分|秒|분|초|元|円|원|€|\$|(?i:zł|lei|ron|tl|eur|usd|đ|vnd|minut\w*|minutes?|min|"
                       r"dakika|phút|giây|s\b)(?![a-z]))")


def _grouped(t: str, out: list[Span], hit: dict[str, list[int]]) -> None:
    for group in ("otp", "plain"):
        for p in hit.get(group, ()):
            if p and t[p].isascii() and _LATIN_LEFT.match(t, p - 1):
                continue
            a, b = _sentence(t, p)
            if group == "plain" and _CAME_OR_BANK.search(t, a, b) is None:
                continue
            w = re.match(r"[^\s\d:：,，\[【]*", t[p:]).group()
            m = _GROUPED.match(t, p + len(w))
            if m is None or _OTP_UNIT.match(t, m.end()):
                continue
            v = m.group("v")
            if group == "plain" and " " not in v:
                continue  # a plain code's compact digits are utils.redact_checked_ids's bank-SMS rule's
            if re.fullmatch(r"(?:19|20)\d\d", v):
                continue
            out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- the finder ---------------------------------------------------------------------------------------------

_SPACED_SHAPE = re.compile(r"\d [0-9A-D] \d")


# ---- a PIN said in number words ---------------------------------------------------------------------------------

# four to eight digits' names apart by commas, spaces or hyphens ("four, four, one, nine", "cinq, zéro, sept, trois")
_WORD_RUN = re.compile(r"(?i)(?<![^\W\d_])(?P<v>" + secret_names.DIGIT_WORD + r"(?:(?:\s*,\s*|\s+|-)"
                       + secret_names.DIGIT_WORD + r"){3,7})(?![^\W\d_])")


def _in_words(t: str, out: list[Span], starts: list[int]) -> None:
    """A PIN or a code in number words a short gap after its name ("my new PIN is four, four, one, nine")."""
    end = -1
    for p in starts:
        if p < end or (p and _LATIN_LEFT.match(t, p - 1) and t[p].isascii()):
            continue
        w = re.match(r"[^\s\d:：,，.!?。！？]*", t[p:]).group()
        stop = sentences.char_end(t, p, _END)
        m = _WORD_RUN.search(t, p + len(w), min(stop, p + len(w) + 90))
        if m is not None and m.start() - p - len(w) > 30:
            continue  # the words stand too far from the name to be its value
        if m is None or _NOT_CODE_GAP.search(t[p + len(w) : m.start()]):
            continue
        out.append((m.start("v"), m.end("v"), "pin"))
        end = m.end()


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal, unused: these values are digits or
    answers, never stand-ins)."""
    del placeholder
    out: list[Span] = []
    same = len(low) == len(text)
    if not same:
        return out  # the automata's positions would not be the text's; the other rounds read such texts
    if _SPACED_SHAPE.search(text):
        starts = _SPOKEN.starts(low).get("name")
        if starts:
            _spoken(text, out, starts)
    if "," in text or " " in text:
        starts = _SPOKEN.starts(low).get("name")
        if starts:
            _in_words(text, out, starts)
    q = _QUESTIONS.starts(low).get("q")
    if q:
        _answers(text, low, out, q)
    if re.search(r"\d\d \d\d|\d{4}", text):
        hit = _OTP.starts(low)
        if hit:
            _grouped(text, out, hit)
    return out


# ---- a BLIK code asked for, sent in the next message -----------------------------------------------------------

_ASKED = re.compile(r"(?i)(?<![a-ząćęłńóśźż])(?:blik\w*)(?![a-z])")
_ASK = re.compile(r"(?i)(?<![a-ząćęłńóśźż])(?:prosi|prosz\w*|podaj\w*|podasz|potrzebuj\w*|wyślij|wyślesz|daj|dasz|"
                  r"przyślij|napisz|wygeneruj|ask\w*|need|send|give)(?![a-ząćęłńóśźż])")


def announces(text: str) -> bool:
    """Whether a short message asks for a BLIK code (the next message is the code, alone)."""
    if len(text) > 160 or re.search(r"\d{3}", text):
        return False
    return _ASKED.search(text) is not None and _ASK.search(text) is not None


TRIGGERS = ("รหัส", "보안질문", "보안 질문", "安全問題", "secret question", "pregunta de seguridad", "question secrète",
            "maiden name", "first pet", "codul", "onay kod", "mã xác thực", "mã otp", "kod otp", "密碼鎖", "도어락",
            "비밀번호 찾기", "ovikoodi", "pihaportin", "kodlås", "door code", "gate code", "alarm code")
