"""A value said before its name, and a code changed to a value after its default was named.

Finds: a PIN, code or password given first and named after ("I used 7340 as the PIN", "8316 is what I set the door
code to", "7294 habe ich als PIN ...", "Puse 9027 como PIN", "我把 428613 设成了支付密码", "我用 930215 作为门禁密码",
"5093 を暗証番号にした", "2718을 현관 비밀번호로 정했어"); a code changed to a value in a sentence that names the
code, with the verb after the value or in a script without spaces ("初期パスコードは 1234 でしたが、7719 に変更しました",
"초기 비밀번호는 0000인데 나는 5826으로 바꿨어", "默认密码是 888888，我已经改成 360417 了", "ich habe sie auf 4093
geändert"; utils.redact_round15 reads the verb-first European forms). Keeps: a factory default or an example of a
default's shape called so (0000, 1234, 888888), even with a particle glued to it ("0000인데").

utils.redact's ROUNDS registry calls ``find`` and ``keep`` beside the other rounds; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import secret_names, sentences
from utils.beside_secrets import _default_shape

Span = tuple[int, int, str]

_NAME_WORDS = (*secret_names.PASSWORD, *secret_names.PIN, "pin", "pin-kod", "pin-koden", "pin code", "passcode",
               "door code", "gate code", "alarm code", "lock code", "keypad code", "code", "code pin", "código",
               "codice", "kod", "kode", "koden", "passwort", "password", "senha", "contraseña", "clave",
               "mot de passe", "パスコード", "暗証番号", "支付密码", "支付密碼", "门禁密码", "門禁密碼", "비밀번호", "비번")
_NAME = "(?:" + secret_names.alternation(_NAME_WORDS) + ")"
# a number of a code's length, or a password-shaped token (letters and digits, or a mark inside)
_VAL = r"(?P<v>(?<![\w.,:/#-])(?:\d{4,8}|(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9!#$%&*+=?@^_~.-]{6,40}))"
_ARTICLE = (r"(?:(?:the|my|our|a|an|die|den|das|meine?n?|le|la|el|il|o|a|mitt|min|ny|new|neue[nr]?)\s+)?")
_VALUE_FIRST = tuple(re.compile(rx) for rx in (
    # "<v> as the PIN", "7294 habe ich als PIN", "J'ai mis 5581 comme code", "Puse 9027 como PIN", "satte 5148 som PIN"
    r"(?i)" + _VAL + r"(?![\w])(?:\s+(?:habe|hab|have|ich|i|we|wir))*\s+(?:as|als|comme|como|come|som)\s+" + _ARTICLE
    + r"(?:[^\W\d]+[\s-]+){0,2}?" + _NAME,
    # "<v> is what I set the door code to"
    r"(?i)" + _VAL + r"\s+is\s+what\s+(?:I|we)\s+(?:set|typed|used|chose|picked|made|put(?: in)?|went with)\s+"
    r"(?:(?:as|for|in)\s+)?(?:(?:the|my|our)\s+)?(?:[^\W\d]+\s+){0,2}?" + _NAME,
    # "made <v> the PIN"
    r"(?i)(?<![\w])made\s+" + _VAL + r"\s+(?:the|my|our)\s+(?:[^\W\d]+\s+){0,2}?" + _NAME,
    # zh: "把 <v> 设成了支付密码", "用 <v> 作为门禁密码"
    r"[把将將用拿]\s*" + _VAL + r"\s*(?:设成|設成|设为|設為|设置为|設置為|设置成|設置成|改成|改为|改為|当作|當作|当成|當成|作为|作為|当|當|做)"
    r"了?\s*[^\s，。,.]{0,8}?" + _NAME,
    # ja: "<v> を暗証番号にした"
    _VAL + r"\s*を\s*[^\s、。]{0,8}?" + _NAME + r"\s*に",
    # ko: "<v>을 현관 비밀번호로 정했어"
    _VAL + r"\s*(?:을|를)\s*(?:[가-힣]+\s+)?" + _NAME + r"\s*(?:으로|로)",
))
# a password's name: a value of letters and digits needs one (a plain "code" takes digits only)
_PW_NAME = re.compile("(?i:" + secret_names.alternation(secret_names.PASSWORD) + ")|密码|密碼|비밀번호|비번|パスワード")
# a code that is no secret: "94110 as the zip code", "ABC123 as the promo code"
_PUBLIC_CODE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:zip|postal|post|postcode|area|country|dialling|discount|promo|coupon"
                          r"|voucher|gift|error|status|colou?r|tracking|booking|order|reference|confirmation|referral"
                          r"|invite|invitation|product|item|sku|course|class|airport|tax|ifsc|swift|sort|bank)(?![a-zà-ÿ])"
                          r"|邮编|郵遞區號|郵便番号|우편번호|优惠|優惠|クーポン|쿠폰")
_UNIT = re.compile(r"\s*(?:%|€|\$|£|円|元|원|(?i:kr|zł|eur|usd|euros?|dollars?|minutes?|hours?|days?|years?)(?![a-z]))")

# ---- a code changed to a value, the verb after it ---------------------------------------------------------------
_CHANGED_AFTER = re.compile(
    r"(?<![\d.,:/-])(?P<v>\d{4,8})(?![\d]|[.,:/-]\d)\s*(?:(?:に|へ)(?:変更|変え|かえ|設定|した)|(?:으로|로)\s*(?:바꿨|바꾸|변경|설정)"
    r")"
    r"|(?:改成|改为|改為|换成|換成|设成|設成|设为|設為|变成|變成)了?\s*(?P<w>(?<![\d.,:/-])\d{4,8})(?![\d]|[.,:/-]\d)"
    r"|(?i:auf)\s+(?P<x>\d{4,8})\s+(?i:geändert|gesetzt|umgestellt)"
    # "je l'ai changé en 6671", "ik heb hem veranderd in 2647", "jag bytte den till 3851"
    r"|(?i:changé|modifié|cambiato|modificato|veranderd|gewijzigd|bytte|byttet|ändrade|endret|ændret|zmieniłe[mś]"
    r"|zmieniłam|mudei|alterei|troquei)\s+(?:[^\W\d]+\s+){0,3}?(?i:en|in|naar|till|til|to|na|para|pour)\s+"
    r"(?P<y>\d{4,8})(?![\d]|[.,:/-]\d)")
# a code's name anywhere in the sentence, inside a compound too ("Standard-PIN", "standaardcode", "Standardkoden")
_CODE_WORD = re.compile(r"(?i)pin(?![a-z])|code|kod|passwor|passord|lösenord|adgangskode|wachtwoord|senha|contrase"
                        r"|clave|mot de passe|hasło|パスコード|暗証番号|密码|密碼|비밀번호|비번")


def _sentence(t: str, s: int, e: int) -> str:
    return t[sentences.char_start(t, s, sentences.STOP_CHARS) : sentences.char_end(t, e, sentences.STOP_CHARS)]


# one automaton pass tells which texts may hold a name of a code: most hold none
_NAME_STEMS = ahocorasick_rs.AhoCorasick(sorted({w.lower() for w in (
    *_NAME_WORDS, "pin", "code", "kod", "passwor", "passord", "lösenord", "wachtwoord", "senha", "contrase", "clave",
    "hasło")})).find_matches_as_indexes
# the words that link a value to a name after it, and the verbs of change of _CHANGED_AFTER, as literals
_LINK_STEMS = ahocorasick_rs.AhoCorasick([" as ", " als ", " comme ", " como ", " come ", " som ", "is what", "made ",
                                          "把", "将", "將", "用", "拿", "を", "을", "를"]).find_matches_as_indexes
_CHANGE_STEMS = ahocorasick_rs.AhoCorasick([
    "に変", "にかえ", "に設定", "にした", "へ変", "로 바", "로바", "로 변", "로변", "로 설", "로설", "改成", "改为", "改為", "换成",
    "換成", "设成", "設成", "设为", "設為", "变成", "變成", "auf ", "changé", "modifié", "cambiato", "modificato", "veranderd",
    "gewijzigd", "bytte", "ändrade", "endret", "ændret", "zmienił", "mudei", "alterei", "troquei"]).find_matches_as_indexes
# where a value may start: a token holding a digit
_CANDIDATE = re.compile(r"(?<![\w.,:/#-])[A-Za-z0-9!#$%&*+=?@^_~.-]*\d")
_PREFIXED = re.compile(r"(?i)(?<![\w])made\s|[把将將用拿]")


def _value_first(text: str) -> list[re.Match[str]]:
    """The matches of _VALUE_FIRST, each tried only where a value can start (a regex with a value first, run over
    the whole text, tries its lookaheads at every position)."""
    found = []
    firsts = (_VALUE_FIRST[0], _VALUE_FIRST[1], _VALUE_FIRST[4], _VALUE_FIRST[5])
    end = -1
    for c in _CANDIDATE.finditer(text):
        if c.start() < end:
            continue
        for rx in firsts:
            m = rx.match(text, c.start())
            if m is not None:
                found.append(m)
                end = m.end()
                break
    if _PREFIXED.search(text):
        found += [m for rx in (_VALUE_FIRST[2], _VALUE_FIRST[3]) for m in rx.finditer(text)]
    return found


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: a value that is a stand-in stays)."""
    out: list[Span] = []
    if not re.search(r"\d", text):
        return out
    if not secret_names.found_in(_NAME_STEMS, low):
        return out
    links, changes = secret_names.found_in(_LINK_STEMS, low), secret_names.found_in(_CHANGE_STEMS, low)
    for m in _value_first(text) if links else ():
        v = m.group("v")
        if placeholder(v) or _UNIT.match(text, m.end("v")) or (v.isdigit() and len(set(v)) == 1) or (
                _PUBLIC_CODE.search(text, m.end("v"), m.end())) or (not v.isdigit() and not _PW_NAME.search(
                    text, m.end("v"), m.end())):
            continue  # a word with digits before a plain "code" ("Python3 as the code language") is no password
        out.append((m.start("v"), m.end("v"), "pin" if v.isdigit() else "password"))
    for m in _CHANGED_AFTER.finditer(text) if changes else ():
        g = next(x for x in ("v", "w", "x", "y") if m.group(x))
        if _CODE_WORD.search(_sentence(text, m.start(g), m.end(g))) and len(set(m.group(g))) >= 2:
            out.append((m.start(g), m.end(g), "pin"))
    return out


# ---- a default called so stays ----------------------------------------------------------------------------------
# (utils.beside_secrets keeps a default under these words when a name's rule reached it; here also with a particle
# glued to it, and under the words of more languages)
_DEFAULT_WORDS = re.compile(
    r"(?i)(?<![^\W\d_])(?:default|factory|défaut|standard\w*|standaard\w*|voreingestellt\w*|werkseinstellung\w*"
    r"|predeterminad\w*|por defecto|de fábrica|padrão|predefinit\w*|domyśln\w*|fabriks\w*|fabrikk\w*)(?![^\W\d_])"
    r"|默认|默認|預設|预设|初期|出厂|出廠|기본|초기|デフォルト")
_GLUED = re.compile(r"(?P<v>\d{4,8})(?:인데|이고|이야|이에요|입니다|은|는|이|가|였|이었)?")


# a code's name reaches a number that an account owns ("the security code they texted, account 7730 1194")
_ACCOUNT_BEFORE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:account|acct|konto|compte|cuenta|conta|conto)(?:\s+(?:number|no\.?"
                             r"|nr\.?|ends?(?: in| with)?))?\s*[:#]?\s*$")
# the first group of a phone number in groups ("on 0161 496 0123"), which the learned layer may take for a code
_PHONE_REST = re.compile(r"(?:[ -]\d{3,4}){2,3}(?![\d])")


def _public(text: str, s: int, e: int, kind: str) -> bool:
    v = text[s:e].strip()
    m = _GLUED.fullmatch(v)
    if m is not None and _default_shape(m.group("v")):
        a = sentences.char_start(text, s, ",;，；、" + sentences.STOP_CHARS)
        if _DEFAULT_WORDS.search(text, a, s):
            return True
    if kind in ("pin", "one_time_code") and v.replace(" ", "").isdigit() and _ACCOUNT_BEFORE.search(text, max(0, s - 24), s):
        return True
    return kind == "secret" and v.isdigit() and 2 <= len(v) <= 5 and _PHONE_REST.match(text, e) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops a value of a default's shape that its clause calls a default (particle and all), a number after an
    account's name that a code's name reached, and a phone number's first group."""
    if not re.search(r"\d", text):
        return
    spans[:] = [sp for sp in spans if not _public(text, *sp)]


TRIGGERS = ("改成", "改为", "改為", "设成", "設成", "作为", "作為", "に変更", "に変え", "바꿨", "as the pin",
            "as the password", "as my pin", "as my password", "is what i set", "is what i typed", "geändert", "changé en",
            "veranderd in", "gewijzigd in", "bytte den till", "ændret den til", "endret den til")
