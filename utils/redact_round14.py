"""Round 14 of issue 24's redaction rules: classes keyed on a validated value or on utils.secret_names' lexicon.

Finds: after a Luhn-valid card, the expiry (MM/YY) and the 3-4 digit code that follow it in the same message,
whatever words name them; a lock's combination of three numbers beside a safe or locker word; ids by their name
with their check where the format has one (the German KVNR, the Australian TFN) and by their shape where it has
none (Japanese and Korean driving-licence and health-insurance numbers, US licences); an app password (four groups
of four lower-case letters) after a password's name in any language; one-time codes named in the languages round 12's
lexicon lacks (secret_names.ONE_TIME); recovery codes listed one a line after their name; each half of a key or
password given in halves. Across messages: a secret said to follow in a separate message, or a first half given.
Keeps: a password asked about ("is X strong enough?", "X は弱い?"), a value called an example or a fake in any
language of the lexicon, the rest of a compound word after a name ("PIN-Eingabe"), a word of a script that marks
its vowels read as a value, a period after a password's name ("90日ごとに").

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable

from utils import card_codes, recovery_codes, secret_names, sentences
from utils.leftmost import Leftmost

Span = tuple[int, int, str]

_NAMES_PW = re.compile("(?i)" + secret_names.alternation(secret_names.PASSWORD))
_UNIT = re.compile(r"(?i)\s*(?:桁|자리|분|分|秒|초|回|번|円|원|元|年|월|月|日|人|名|個|%|€|\$|zł|kr|ft|cm|mm|kg|km|"
                   r"センチ|公分|キロ|公斤|euros?|reais|dollars?|days?|dni|dagen|minutes?|min)(?![a-z])")

# ---- a lock's combination of three numbers -----------------------------------------------------------------
_COMBO = re.compile(r"(?<![\d/.:-])(?P<v>\d{1,2}(?P<s>[-–])\d{1,2}(?P=s)\d{1,2})(?![\d/]|[.:,]\d|[-–]\d)")
_SAFE_WORDS = ("safe", "locker", "combination", "combo", "padlock", "kombination", "combinación", "combinaison",
               "combinazione", "combinação", "kombinacja", "kombinace", "combinatie", "kluis", "sejf", "trezor", "spind",
               "tresor", "cofre", "coffre", "cassaforte", "kassaskåp", "сейф", "kasa", "brankas", "χρηματοκιβώτιο",
               "כספת", "خزنة", "cadeado", "candado", "cadenas", "lucchetto", "kłódka", "hangslot", "hänglås", "замок")
_SAFE = re.compile("(?i)" + secret_names.alternation(_SAFE_WORDS)
                   + "|金庫|保險箱|保险箱|保险柜|保險櫃|金庫|금고|사물함|ロッカー|ダイヤル|置物櫃|密碼鎖|密码锁|ตู้เซฟ")


# said right after to be a date, a time or a score
_NOT_COMBO = re.compile(r"(?i)(?<![a-z])(?:date|datum|fecha|data|score|scores|heure|hora|uhrzeit)(?![a-z])|日付|日期|날짜")


def _combos(text: str, out: list[Span]) -> None:
    for m in _COMBO.finditer(text):
        # a bracketed aside (the safe's make and model, "(SentrySafe EF3249)") is no part of the clause's words
        before = re.sub(r"\([^()\n]{0,40}\)", " ", text[max(0, m.start() - 90) : m.start()])
        clause = re.split(r"[.!?。！？\n]", before[-50:])[-1]
        if (_SAFE.search(clause) and not _UNIT.match(text, m.end()) and not re.search(r"\d", clause)
                and not _NOT_COMBO.search(text, m.end(), m.end() + 60)):
            out.append((m.start("v"), m.end("v"), "pin"))


# ---- ids by their name ----------------------------------------------------------------------------------
def kvnr_ok(v: str) -> bool:
    """The German health-insurance number (KVNR): a letter and nine digits; the letter's place (01-26) and the first
    eight digits weighted 1, 2, 1, 2, ... with the products' digit sums added give the last digit modulo 10."""
    if not re.fullmatch(r"[A-Z]\d{9}", v):
        return False
    d = [int(c) for c in f"{ord(v[0]) - 64:02d}"] + [int(c) for c in v[1:9]]
    total = sum(p // 10 + p % 10 for p in (x * (1 if i % 2 == 0 else 2) for i, x in enumerate(d)))
    return total % 10 == int(v[9]) and len(set(v[1:])) > 2


def tfn_ok(v: str) -> bool:
    """The Australian tax file number: nine digits weighted 1, 4, 3, 7, 5, 8, 6, 9, 10, the sum a multiple of 11."""
    d = [int(c) for c in v if c.isdigit()]
    return len(d) == 9 and len(set(d)) > 2 and sum(a * b for a, b in zip((1, 4, 3, 7, 5, 8, 6, 9, 10), d,
                                                                          strict=True)) % 11 == 0


_GAP = r"[^\d\n.!?。！？]{0,24}?"
_IDS: tuple[tuple[re.Pattern[str], Callable[[str], bool], str], ...] = (
    (re.compile(r"(?i)(?:krankenversichertennummer|versichertennummer|kvnr|krankenkassennummer)" + _GAP +
                r"(?<![A-Za-z0-9])(?P<v>[A-Z]\d{9})(?![A-Za-z0-9])"), kvnr_ok, "national_id"),
    (re.compile(r"(?i)(?:tax file number|\btfn\b)" + _GAP + r"(?<![\d-])(?P<v>\d{3}[ -]?\d{3}[ -]?\d{3})(?![\d-])"),
     tfn_ok, "national_id"),
    # Japan's driving licence (12 digits), Korea's (2-2-6-2)
    (re.compile(r"運転免許証?(?:の番号|番号)?" + _GAP + r"(?<![0-9])(?P<v>\d{12})(?![0-9])"),
     lambda v: len(set(v)) > 3, "national_id"),
    (re.compile(r"운전\s*면허(?:증)?\s*(?:번호)?" + _GAP + r"(?<![0-9-])(?P<v>\d{2}-\d{2}-\d{6}-\d{2}|\d{12})(?![0-9-])"),
     lambda v: len(set(v)) > 3, "national_id"),
    # a US state's licence: a letter and 7-12 digits, or 7-12 digits in groups, after its name
    (re.compile(r"(?i)(?:driver'?s? licen[cs]e|driving licen[cs]e|\bDL\b)(?:\s*(?:number|no\.?|num|#))?" + _GAP +
                r"(?<![A-Za-z0-9])(?P<v>[A-Z]{1,2}\d{6,12}|\d{3}[ -]?\d{3}[ -]?\d{3,6})(?![A-Za-z0-9]|[ -]\d)"),
     lambda v: len(set(v)) > 3, "national_id"),
    # health insurance: Korea's 건강보험증 번호, Japan's 保険証 記号 and 番号
    (re.compile(r"건강\s*보험증?\s*(?:번호)?" + _GAP + r"(?<![0-9-])(?P<v>\d-?\d{10}|\d{11})(?![0-9-])"),
     lambda v: len(set(v)) > 3, "national_id"),
)
_JP_INSURANCE = re.compile(r"保険証|被保険者証|保険者番号")
# the card's 記号 and 番号 with only a topic particle or a colon between ("記号は 1204", "記号：3306"): a password's
# 記号 (its symbols) "を含む 12 文字以上" names characters to count, not a card
_JP_SIGN_NUMBER = re.compile(r"(?:記号|番号)[\s　:：]*(?:は|が)?[\s　:：]*(?<![0-9])(?P<v>\d{2,8}(?:-\d{1,8})?)(?![0-9])"
                             r"(?!\s*(?:文字|字|つ))")


def _ids(text: str, out: list[Span]) -> None:
    for rx, ok, kind in _IDS:
        for m in rx.finditer(text):
            if ok(m.group("v")) and not _UNIT.match(text, m.end("v")):
                out.append((m.start("v"), m.end("v"), kind))
    n = _JP_INSURANCE.search(text)
    if n is not None:
        for m in _JP_SIGN_NUMBER.finditer(text, n.end(), min(len(text), n.end() + 60)):
            if not _UNIT.match(text, m.end("v")):
                out.append((m.start("v"), m.end("v"), "national_id"))


# ---- an app password: four groups of four lower-case letters after a password's name ---------------------
_APP_PW = re.compile(r"(?<![A-Za-z])(?P<v>[a-z]{4}(?: [a-z]{4}){3}|[a-z]{16})(?![A-Za-z])")


_NAMES_APP = re.compile("(?i)" + secret_names.alternation(secret_names.APP_PASSWORD))
_WORDISH = re.compile(r"pass|word|secret|admin|user|login|test|hello|love|qwer|asdf|my")


def _app_passwords(text: str, out: list[Span], at: list[int] | None) -> None:
    for n in secret_names.matches(_NAMES_PW, text, at):
        m = _APP_PW.search(text, n.end(), min(len(text), n.end() + 60))
        if m is None or re.search(r"[\n.!?。！？]", text[n.end() : m.start()]):
            continue
        v = m.group("v").replace(" ", "")
        if " " not in m.group("v") and not _NAMES_APP.fullmatch(n.group()):
            continue  # sixteen letters run together are an app password only after that name
        if len(set(v)) >= 8 and "xxxx" not in v and not _WORDISH.search(v):
            out.append((m.start("v"), m.end("v"), "password"))


# ---- one-time codes named in languages round 12's lexicon lacks (Traditional Chinese, Hebrew, Arabic, ...) ------
_OTP = re.compile("(?i)(?:" + secret_names.alternation(secret_names.ONE_TIME) + r")[^\d\n。.!?]{0,20}?(?<![0-9A-Za-z])"
                  r"(?P<v>\d{4,8})(?![0-9A-Za-z]|[.,:/-]\d)")


def _otps(text: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_OTP, text, at):
        if len(set(m.group("v"))) >= 2 and not _UNIT.match(text, m.end("v")):
            out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- recovery codes listed one a line after their name --------------------------------------------------
_RECOVERY = re.compile(r"(?i)(?<![a-z])(?:recovery|backup|bypass|scratch|emergency) codes?|codes? de (?:secours|récupération|"
                       r"recuperación|recuperação|backup|respaldo)|wiederherstellungscodes?|backup-codes?|kody zapasowe|"
                       r"kody odzyskiwania|herstelcodes|reservekoder|varakoodit|коды восстановления|резервные коды|"
                       r"mã dự phòng|kode cadangan|yedek kodlar|バックアップコード|リカバリーコード|リカバリコード|復旧コード|"
                       r"予備コード|备用码|備用碼|恢复码|恢復碼|復原碼|복구 ?코드|백업 ?코드")
_CODE_LINE = re.compile(r"[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*(?P<v>[a-z0-9]{4,6}[- ]?[a-z0-9]{4,6}|[a-z0-9]{6,12})[ \t]*")


def _code_ok(v: str, found: list[Span]) -> bool:
    """Letters and digits, or digits; a code of letters alone only among two or more codes of its length (which
    hold digits)."""
    mixed = any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
    return mixed or v.replace("-", "").isdigit() or (len(found) >= 2 and all(e - s == len(v) for s, e, _ in found))


def _recovery_lists(text: str, out: list[Span]) -> None:
    for found in recovery_codes.listed(text, _RECOVERY, _CODE_LINE, _code_ok):
        if len(found) >= 3:
            out.extend(found)


# ---- a key or password given in halves -------------------------------------------------------------------
_HALF = re.compile(r"(?i)(?<![a-z])(?:first|second|other|last) half|前半段?|後半段?|后半段|"
                   r"前半部分?|後半部分?|앞부분|뒷부분|앞 ?절반|뒤 ?절반|(?:primera|segunda) mitad|(?:erste|zweite) hälfte|"
                   r"(?:première|seconde|deuxième) moitié|(?:pierwsza|druga) połowa|eerste helft|tweede helft|"
                   r"(?:primeira|segunda) metade|(?:prima|seconda) metà|первая половина|вторая половина")
_HALF_VALUE = re.compile(r"\s*(?:is|ist|es|est|é|è|jest|to|は|는|은|是|为|為|[:：=—-])\s*[\"'「“]?"
                         r"(?P<v>[^\s\"'」”，。,、]{4,64})")


def _halves(text: str, out: list[Span]) -> None:
    for n in _HALF.finditer(text):
        m = _HALF_VALUE.match(text, n.end())
        if m is None:
            continue
        v = m.group("v").rstrip(".!?")
        letters = sum(c.isalpha() for c in v)
        others = sum(c.isdigit() or not c.isalnum() for c in v)
        if len(v) >= 6 and letters and others and v.isascii() and not re.fullmatch(r"v?\d+(?:\.\d+)+|\d+[-:]\d+", v):
            out.append((m.start("v"), m.start("v") + len(v), "secret"))


# The names each finder starts from; one automaton pass tells which finders can match, and where.
_NAMES = secret_names.Names({
    "pw": secret_names.PASSWORD,
    "otp": secret_names.ONE_TIME,
    "id": ("versichertennummer", "kvnr", "krankenkassennummer", "tax file number", "tfn", "運転免許", "운전", "licen",
           "dl", "건강", "保険証", "被保険者証", "保険者番号"),
    "half": ("first half", "second half", "other half", "last half", "前半", "後半", "后半", "앞부분", "뒷부분", "절반",
             "mitad", "hälfte", "moitié", "połowa", "helft", "metade", "metà", "половина"),
    "recovery": ("recovery code", "backup code", "bypass code", "scratch code", "emergency code", "codes de",
                 "code de", "wiederherstellungscode", "backup-code", "kody zapasowe", "kody odzyskiwania",
                 "herstelcode", "reservekode", "varakoodi", "коды восстановления", "резервные коды", "mã dự phòng",
                 "kode cadangan", "yedek kod", "バックアップコード", "リカバリーコード", "リカバリコード", "復旧コード",
                 "予備コード", "备用码", "備用碼", "恢复码", "恢復碼", "復原碼", "복구", "백업"),
})


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 14's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    del placeholder  # the finders test their own shapes
    out: list[Span] = []
    hit = _NAMES.starts(low)
    same = len(low) == len(text)  # positions in low are the text's (else the finders scan the text)
    if re.search(r"\d\d", text):
        if "/" in text:
            card_codes.expiry_keyed(text, out, _UNIT)
        if "-" in text or "–" in text:
            _combos(text, out)
        if "id" in hit:
            _ids(text, out)
        if "otp" in hit:
            _otps(text, out, hit["otp"] if same else None)
    if "pw" in hit and _APP_PW.search(text):
        _app_passwords(text, out, hit["pw"] if same else None)
    if "recovery" in hit and "\n" in text:
        _recovery_lists(text, out)
    if "half" in hit:
        _halves(text, out)
    return out


# ---- across messages ----------------------------------------------------------------------------------------
# A secret named and said to follow in the next or a separate message, in more languages.
_ANNOUNCE = re.compile(
    "(?i)(?:" + secret_names.alternation(secret_names.PASSWORD + secret_names.PIN) + r"|(?<![a-z])(?:code|kod|kód|koodi|"
    r"kode|код|κωδικό|קוד|رمز)(?![a-z]))[^\n]{0,60}?(?:next message|separate message|następnej wiadomości|osobnej "
    r"wiadomości|apart bericht|volgende bericht|nächsten nachricht|separaten nachricht|prochain message|message séparé|"
    r"próximo mensaje|mensaje aparte|próxima mensagem|mensagem separada|prossimo messaggio|messaggio a parte|"
    r"следующем сообщении|отдельным сообщением|наступному повідомленні|dalším zprávě|další zprávě|következő üzenetben|"
    r"mesajul următor|επόμενο μήνυμα|nästa meddelande|neste melding|næste besked|seuraavassa viestissä|pesan berikutnya|"
    r"pesan terpisah|mesej seterusnya|tin nhắn tiếp theo|sonraki mesajda|ayrı mesajda|בהודעה הבאה|בהודעה נפרדת|"
    r"الرسالة التالية|رسالة منفصلة|پیام بعدی|ข้อความถัดไป|अगले मैसेज|次のメッセージ|別のメッセージ|다음 메시지|따로 보낼게|"
    r"下一則|下一条|另外傳|分開傳)")
_FIRST_HALF = re.compile(r"(?i)(?<![a-z])first half|前半|앞부분|앞 ?절반|primera mitad|erste hälfte|première moitié|"
                         r"pierwsza połowa|eerste helft|primeira metade|prima metà|первая половина")


def announces(text: str) -> bool:
    """Whether a short message says a secret follows in another message, or gives a first half of one."""
    return len(text) <= 200 and (_ANNOUNCE.search(text) is not None or _FIRST_HALF.search(text) is not None)


# ---- what stays ----------------------------------------------------------------------------------------
_VALUE_KINDS = ("password", "password_shaped", "secret", "api_key", "high_entropy", "token", "passphrase", "announced")
_STRENGTH = re.compile("(?i)" + secret_names.alternation(secret_names.STRENGTH))
_ASKED = re.compile(r"[?？]|ですか|ますか|吗|嗎|나요|까요|인가요")
# a verb of setting before the value: it is given, then asked about ("changed it to X! is that strong enough?")
_GIVEN = re.compile(r"(?i)chang|(?<![a-z])set(?![a-z])|reset|updat|änder|cambi|mud|modifi|đổi|ganti|ubah|помен|измен|"
                    r"değiştir|zmieni|změni|veranderd|gewijzigd|ændre|endre|ändr|vaihdo|改成|改为|改為|換成|换成|変更し|바꿨|변경했")
_EXAMPLE = re.compile("(?i)(?<![@./])(?:" + secret_names.alternation(secret_names.EXAMPLE) + r")(?!\.\w)")
_EXAMPLE_AFTER = re.compile(r"(?i)[\"'”」]?\s*[(（]\s*(?:" + secret_names.alternation(secret_names.EXAMPLE) + ")")
_REAL = re.compile(r"(?i)\b(?:real|actual(?:ly)?|made my own|not (?:a |an )?(?:test|fake|dummy|example))\b|本物|本当の|真实的|真的|진짜|실제|実際の|真正的|"
                   r"de verdad|echt(?:e)?\b|prawdziw|skutečn|valódi")


_COMMON_STEMS = re.compile(r"(?i)qwert|asdf|zxcv|passw|admin|welcome|welkom|letmein|1234|abc|iloveyou|monkey|dragon")


def _weak(v: str) -> bool:
    """A value shaped like the weak passwords people ask about: one word, a year or a few digits, a symbol at most
    ("Summer2024!", "qwerty123"), or a keyboard run or a common word in it."""
    return re.fullmatch(r"[A-Za-z][a-z]{2,11}\d{1,4}[!@#.?*$]?", v) is not None or _COMMON_STEMS.search(v) is not None


def _rest(q: str, v: str) -> str:
    """The question after the value (after its first occurrence there)."""
    return q[q.find(v) + len(v) :] if v in q else q


def _marked(c: str) -> bool:
    return unicodedata.category(c)[0] in "LM"


def _last_before(pos: list[int], p: int) -> int:
    """The last of the sorted positions before p, else -1."""
    k = bisect.bisect_left(pos, p)
    return pos[k - 1] if k else -1


def _first_from(pos: list[int], p: int, default: int) -> int:
    """The first of the sorted positions at p or after, else default."""
    k = bisect.bisect_left(pos, p)
    return pos[k] if k < len(pos) else default


class _Reading:
    """What ``keep`` reads around each value, from positions found once in the text: its sentence, its question and
    the token it is part of, and whether that question asks and names a strength.
    Looked up for each of many values, these walk a long text without stops once, not once a value. Each list holds
    every place its marks stand (single characters, or a mark and a space, which cannot overlap)."""

    def __init__(self, text: str) -> None:
        self._t = text
        self.stops = [m.start() for m in re.finditer("[" + re.escape(sentences.STOP_CHARS_NO_DOT) + "]", text)]
        self._q_marks = [m.start() for m in re.finditer(r"[。\n？]", text)]
        self._q_pairs = [m.start() for m in re.finditer(r"[.?] ", text)]
        self._q_ends = [m.start() for m in re.finditer(r"[?？。\n]", text)]
        self._token_before = [m.start() for m in re.finditer(r"[\s\"'“„«「]", text)]
        self._token_after = [m.start() for m in re.finditer(r"[\s\"'”»」,，?？]", text)]
        self.asked = Leftmost(_ASKED, text)
        self.strength = Leftmost(_STRENGTH, text)
        self.real = Leftmost(_REAL, text)

    def sentence(self, s: int, e: int) -> tuple[int, int]:
        """The sentence around text[s:e], its own stop with it."""
        return (_last_before(self.stops, s) + 1,
                min(_first_from(self.stops, e, len(self._t)) + 1, len(self._t)))

    def question(self, s: int, e: int) -> tuple[int, int]:
        """The sentence around text[s:e] up to its question mark ("Heslo123!" holds no sentence end): after the
        last "。", line break, ". ", "? " or "？" that ends before s, through the first "?", "？", "。" or line break
        from e on."""
        a = max(_last_before(self._q_marks, s), _last_before(self._q_pairs, s - 1))
        end = _first_from(self._q_ends, e, -1)
        return a + 1, end + 1 if end >= 0 else len(self._t)

    def token(self, s: int, e: int) -> tuple[int, int]:
        """The token text[s:e] is part of: back to white space or a quote (``[^...]*$`` over text[:s], whose ``$``
        also stands before a last line break, so after one the token is the one before it), on to the same or a
        comma or a question mark."""
        end = s - 1 if s > 0 and self._t[s - 1] == "\n" else s
        start = s - (end - _last_before(self._token_before, end) - 1)
        return start, _first_from(self._token_after, e, len(self._t))


_FULL_STOP = re.compile(r"[.!] +(?=[A-Z])")


def _after_full_stop(text: str, a: int, s: int) -> int:
    """Where the value's own sentence starts between a and s: after a full stop before a capital ("... the xkcd
    example of a bad password. Mine is X": the example is the sentence before's). The reading's sentences end at no
    dot (a domain's, a version's), so this looks back from the value only."""
    last = None
    for last in _FULL_STOP.finditer(text, a, s):
        pass
    return last.end() if last is not None else a


def keep(text: str, spans: list[Span]) -> None:
    """Drops passwords asked about, values called an example or a fake, the rest of a compound word after a name,
    words of a script read as values, and durations after a password's name."""
    if not spans:
        return
    kept: list[Span] = []
    # (each value's sentence, question and token looked up, not searched for: see _Reading)
    at = _Reading(text)
    for s, e, kind in spans:
        v = text[s:e]
        a, b = at.sentence(s, e)
        if kind in _VALUE_KINDS or kind.startswith("password"):
            qa, qb = at.question(s, e)
            # the whole token the value is part of ("Heslo123!", of which a rule may take "lo123")
            ta, tb = at.token(s, e)
            tok = text[ta:tb]
            # (_ASKED and _STRENGTH read the question in the text: the mark before it is no letter, and neither
            # looks past its end)
            if (_weak(tok) and at.asked(qa, qb) is not None and at.strength(qa, qb) is not None
                    and not _GIVEN.search(text, max(0, s - 60), s)
                    and not re.search(r"(?i)[—–,，;；:：]|\b(?:is|was) (?:that|it|this)\b", _rest(text[qa:qb], v))):
                continue  # "is Summer2024! strong enough?": a value asked about
            if not v.isascii() and all(_marked(c) for c in v):
                continue  # a word of Thai, Hindi, ... (its vowel marks are no symbols)
            if re.match(r"\d+\s*(?:日|日ごと|日間|か月|ヶ月|週|時間|분|일|天|個月|days?|months?)", v):
                continue  # "パスワードは90日ごとに": a period
            if s > 0 and text[s - 1] == "-" and v.isalpha() and re.search(r"(?i)(?:pin|tan|puk|passwort)-$",
                                                                           text[max(0, s - 9) : s]):
                continue  # "PIN-Eingabe": the rest of a compound word
        if (kind in _VALUE_KINDS or kind.startswith(("password", "stripe", "iban")) or kind.endswith("_key")) and (
                _EXAMPLE.search(text, _after_full_stop(text, max(a, s - 48), s), s) or _EXAMPLE_AFTER.match(text, e)
        ) and at.real(a, b) is None:
            continue  # a value called a sample, a fake, an example in the lexicon's languages
        if kind in ("pin", "one_time_code") and _EXAMPLE_AFTER.match(text, e):
            continue  # "Sample#1234 (예시)": the digits of a value called an example
        kept.append((s, e, kind))
    spans[:] = kept


_COMMON = frozenset(("card", "safe", "slot", "locker", "lockers", "combination", "combo", "padlock", "atm", "oven", "ovi",
                     "kort", "kortet", "kaart", "dør", "lås", "skab", "porten", "deur", "brama", "kasa", "escala"))
TRIGGERS = (
    *secret_names.PASSWORD, *secret_names.PIN, *(w for w in secret_names.ONE_TIME if w not in ("otp", "tac")),
    *(w for w in secret_names.ACCOUNT if w != "stk"),
    *(w for w in _SAFE_WORDS if w not in _COMMON),
    # locks in other languages (English ones, and words common in English text, open the core's gate or none)
    *(w for w in secret_names.LOCK if w not in _COMMON), "kluis", "sejf", "trezor", "spind", "kombination", "kassaskåp",
    "krankenversicherten", "kvnr", "tax file", "tfn", "運転免許", "운전면허", "건강보험", "保険証", "driver's license",
    "driver license", "driving licence", "driving license", "驗證碼", "認證碼", "動態密碼", "一次性密碼", "first half",
    "second half", "前半", "後半", "后半", "앞부분", "뒷부분", "mitad", "hälfte", "moitié", "połowa", "helft", "metade",
    "половина", "recovery code", "backup code", "バックアップコード", "リカバリーコード", "リカバリコード", "復旧コード", "备用码",
    "備用碼", "恢复码", "恢復碼", "복구", "백업 코드", "백업코드", "wiederherstellungscode", "kody zapasowe", "銀行", "银行",
    "口座", "帳號", "帳戶",
)
