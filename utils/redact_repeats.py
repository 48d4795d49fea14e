"""Where a value cut earlier in the conversation is cut again (issue 24, round 23).

A remembered value is cut only where it recurs as a whole token: "0000", a PIN cut once, is not the tail of a
service line "600 54 0000", nor "4417" the head of a dealer number "44172". A short number (a PIN, a door code)
is moreover cut again only in a message that names a secret again ("the PIN was 9051 right?"), points back at it
or asks to keep it ("Recuérdaselo mañana: 1362", "刚才那个 279293"), or holds little else ("¿era 3092?"): elsewhere the same four digits are a date, a price, a branch or a phone's group.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# A number's neighbouring digit group: one separator, then a digit ("600 54 0000", "2024-5192-07", "12:03").
_GROUP_BEFORE = re.compile(r"\d[ \-./,:]$")
_GROUP_AFTER = re.compile(r"[ \-./,:]\d")
# Words that name a secret again, in the languages the rounds cover: PINs, codes, passwords.
_NAMES = re.compile(
    r"(?i)(?<![a-z])(?:m?pins?|pin-?code|passcodes?|pass code|passwords?|passwd|pw|passphrase|combo|combination"
    r"|codes?|digicode|otp|tan|cvv|cvc|senha|clave|contraseña|código|codice|passwort|kennwort|geheimzahl"
    r"|mot de passe|wachtwoord|hasło|kod|kód|kodas|kods|kood|koodi|kode|şifre|parola|sandi|salasana|lösenord"
    r"|adgangskode|passord|heslo|jelszó|parolă|пароль|код|пин|κωδικός)(?![a-z])"
    r"|密码|密碼|口令|验证码|驗證碼|暗証番号|暗証|パスワード|コード|비밀번호|암호|인증번호|رمز|کد|كود|סיסמה|קוד")
# Words that say a value again: "nochmal", "once more", "to be sure", "再说一遍", "もう一度".
_AGAIN = re.compile(
    r"(?i)(?<![a-z])(?:again|once more|to be sure|to confirm|repeat(?:ing)?|noch ?mal|noch einmal|nochmals|zur sicherheit"
    r"|otra vez|de nuevo|repito|encore|je répète|de novo|repito|ancora|di nuovo|nog een keer|nogmaals|jeszcze raz"
    r"|ещё раз|еще раз|повторяю)(?![a-z])|再说一遍|再說一遍|再发一次|再一次|もう一度|念のため|다시|한 번 더")


# Words that point back at the value or ask to keep it: "remind him", "note it down", "刚才那个", "さっきの".
_BACK = re.compile(
    r"(?i)(?<![a-z])(?:remind|note it|write it down|jot it|recuérda\w*|apúnta\w*|anóta\w*|apunta|anota|merk dir|"
    r"erinnere?|notier\w*|ricorda\w*|segna\w*|annota\w*|rappelle\w*|note-le|lembra\w*|zapamiętaj|zapisz|onthoud|"
    r"schrijf\w* (?:het|dit) op|запомни|запиши|напомни)(?![a-z])|刚才那个|剛才那個|上面那个|上面那個|之前那个|之前那個|"
    r"提醒|记下|記下|さっきの|先ほどの|覚えて|メモして|아까|기억해")


def _alnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


def short_number(v: str) -> bool:
    return v.isdigit() and len(v) <= 6


def named_or_alone(text: str, v: str) -> bool:
    """The message names a secret again, or holds little beside the value."""
    if _NAMES.search(text) or _AGAIN.search(text) or _BACK.search(text):
        return True
    rest = text.replace(v, " ")
    return sum(c.isalpha() for c in rest) <= 12 and len(rest.split()) <= 3


def worth_cutting(text: str, known: Iterable[str]) -> set[str]:
    """The remembered values the message may repeat: a short number only where it is named or stands alone."""
    return {k for k in known if not short_number(k) or k in text and named_or_alone(text, k)}


def spans(text: str, known: Iterable[str]) -> list[tuple[int, int, str]]:
    """(start, end, "repeated") for each whole-token recurrence of a known value."""
    out: list[tuple[int, int, str]] = []
    for k in known:
        if len(k) < 4:
            continue
        digits = k.isdigit()
        i = text.find(k)
        while i >= 0:
            j = i + len(k)
            whole = not (_alnum(k[0]) and i > 0 and _alnum(text[i - 1])) and not (
                _alnum(k[-1]) and j < len(text) and _alnum(text[j]))
            if whole and digits:
                # a group of a longer number: a phone's, an account's, a date's
                whole = _GROUP_BEFORE.search(text, max(0, i - 2), i) is None and _GROUP_AFTER.match(text, j) is None
            if whole:
                out.append((i, j, "repeated"))
            i = text.find(k, i + 1)
    return out
