"""Codes a device or a service hands a person: a router's numeric Wi-Fi key, a bank's TAN, a messenger's code.

Finds: a Wi-Fi key of twenty digits (a FRITZ!Box prints one on its sticker: a run, or groups of four or five) when a
Wi-Fi key's name stands before it in the same sentence ("WLAN-Netzwerkschlüssel: 3391 0574 …", "WiFi密码是20位数字：
…", "Wi-Fiの暗号化キーは …"); a TAN quoted from a bank ("Die SMS-TAN lautet 482913", "your mobileTAN is 884120 for
the transfer of 75.00 EUR"); a LINE bot's channel secret or access token quoted in the SDK's constructor
(``WebhookHandler("…")``, ``LineBotApi("…")``); a WhatsApp or Telegram verification code named as such in any
language ("Tu código de WhatsApp: 551-082", "WhatsAppのコード: 619-204", "Код подтверждения Telegram: 48213"). The
value is the first number of a code's shape after the name in the sentence; an amount (a currency after it), a count
(a unit after it), a phone number and a number named as an order, a group or a version stay (a number a public noun names right
before it stays by utils.beside_secrets, whichever rule took it).

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import secret_names, sentences

Span = tuple[int, int, str]

_END = sentences.STOP_CHARS


def _sentence_end(t: str, p: int) -> int:
    """Where the sentence holding p ends (a full stop followed by a digit is a decimal point, not an end)."""
    i = p
    while i < len(t):
        c = t[i]
        if c in _END and not (c == "." and i + 1 < len(t) and t[i + 1].isdigit()):
            return i
        i += 1
    return len(t)


# ---- a router's numeric Wi-Fi key ----------------------------------------------------------------------------

_WIFI_NAMES = (
    "wlan-schlüssel", "wlan schlüssel", "wlan-netzwerkschlüssel", "netzwerkschlüssel", "wlan-passwort", "wlan passwort",
    "wifi key", "wi-fi key", "wifi password", "wi-fi password", "wlan key", "wpa key", "wpa2 key", "network key",
    "wifi-sleutel", "wifi sleutel", "wifi-wachtwoord", "clé wifi", "clé wi-fi", "clé de sécurité", "clave wifi",
    "clave de la wifi", "contraseña del wifi", "contraseña wifi", "senha do wifi", "senha wifi", "lösenord till wifi",
    "wifi-lösenord", "пароль от wi-fi", "пароль wi-fi", "пароль от вайфая", "klucz wifi", "hasło do wifi",
    "wifi密码", "wi-fi密码", "无线密码", "无线网络密钥", "无线密钥", "wifi密碼", "wi-fi密碼", "無線網路密碼", "無線密碼",
    "網路金鑰", "暗号化キー", "wlanキー", "wi-fiキー", "wifiキー", "wi-fiのパスワード", "wifiのパスワード", "wi-fiパスワード",
    "ネットワークキー",
    "와이파이 비번", "와이파이 비밀번호", "wifi 비번", "wifi 비밀번호", "와이파이 암호", "네트워크 보안 키",
)
# a password's name or a router's: a key of twenty digits just after them is the router's key too
_NEAR = (*secret_names.PASSWORD, "kennwort", "fritz!box", "fritzbox")
# twenty digits: one run, or groups of four or five split by spaces or dashes
_KEY20 = re.compile(r"(?<![\d.,/-])(?:\d{20}|\d{4}(?:[ -]\d{4}){4}|\d{5}(?:[ -]\d{5}){3})(?![\d]|[.,/-]\d)")


def _wifi_keys(t: str, hits: dict[str, list[int]], out: list[Span]) -> None:
    for group, reach in (("wifi", 120), ("near", 40)):
        for p in hits.get(group, ()):
            if p and t[p].isascii() and t[p - 1].isalpha():
                continue
            m = _KEY20.search(t, p, min(_sentence_end(t, p), p + reach))
            if m is not None:
                out.append((m.start(), m.end(), "wifi_key"))


# ---- a bank's TAN and a messenger's verification code ---------------------------------------------------------

_TAN_NAMES = ("sms-tan", "smstan", "mtan", "m-tan", "mobiletan", "mobile tan", "pushtan", "push-tan", "chiptan",
              "phototan", "smart-tan", "tan-nummer", "tan number", "ihre tan", "your tan", "die tan", "the tan")
_APPS = ("whatsapp", "telegram", "signal", "viber", "ватсап", "вотсап", "телеграм", "텔레그램", "왓츠앱", "テレグラム",
         "واتساب", "واتس اب", "تيليجرام", "تلغرام", "וואטסאפ", "טלגרם", "व्हाट्सएप", "टेलीग्राम")
# a code's name in the sentence of a messenger's name ("código de WhatsApp", "WhatsAppのコード", "Telegram 登录码")
_CODE_WORD = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:codes?|código|codice|kod|kód|kode|koodi|code de|mã|kodu\w*|код\w*)(?![a-zà-ÿ])|コード|"
    r"認証番号|验证码|驗證碼|登录码|登入碼|登录代码|认证码|認證碼|代碼|代码|인증\s?코드|인증번호|코드|رمز|קוד|कोड|รหัส")
# the value: three and three digits around a dash (WhatsApp's form) or four to eight digits
_VALUE = re.compile(r"(?<![\w.,/+-])(?P<v>\d{3}-\d{3}|\d{4,8})(?![\w]|[.,/-]\d)")
# what a number after the name is when it is not the code: an amount, a count, a member or a version
_NOT_CODE_AFTER = re.compile(r"\s*(?:€|\$|%|(?i:eur|euro|usd|chf|zł|kr|members?|membros|miembros|mitglieder|"
                             r"subscribers?|people|personen|users?|times|mal|minutes?|min)(?![a-z])|人|名|元|円|원|분)")
_NOT_CODE_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:order|auftrag\w*|bestell\w*|kunden\w*|pedido|grupo|group|gruppe|version|"
                              r"versión|versão|v|phone|tel|telefon\w*|call|número de teléfono|\+)\W{0,3}(?:nr\.?|no\.?|"
                              r"nummer|number|n[º°])?\W{0,3}$")


# a TAN named by its capitals alone ("TAN: 582019"; lower-case "tan" is a word)
_TAN_CAPS = re.compile(r"(?<![A-Za-z])TAN(?![A-Za-z])")


def _message_codes(t: str, hits: dict[str, list[int]], out: list[Span]) -> None:
    if "TAN" in t:
        hits["tan"] = sorted({*hits.get("tan", ()), *(m.start() for m in _TAN_CAPS.finditer(t))})
    done = -1
    for group in ("tan", "app"):
        for p in hits.get(group, ()):
            if p < done or (p and t[p].isascii() and t[p - 1].isalpha()):
                continue
            a = sentences.char_start(t, p, _END)
            b = _sentence_end(t, p)
            start = p + len(re.match(r"[^\s\d:：,，]*", t[p:]).group())
            if group == "app":
                near = _CODE_WORD.search(t, max(a, p - 30), min(b, p + 40))
                if near is None:
                    continue
                start = max(start, near.end())
            for m in _VALUE.finditer(t, start, b):
                if _NOT_CODE_AFTER.match(t, m.end()) or _NOT_CODE_BEFORE.search(t, max(a, m.start() - 30), m.start()):
                    continue
                if re.fullmatch(r"(?:19|20)\d\d", m.group("v")) or not _linked(t[start : m.start()]):
                    break
                out.append((m.start("v"), m.end("v"), "verification_code"))
                done = m.end()
                break


# the words from the name to its value: nothing but marks and a word or two, or a verb or colon that gives it
_LINKED = re.compile(r"(?i)(?:lautet|lauten|ist|is|es|é|est|code|코드|是|は|는|은|为|為|:|：|=)\s*$")


def _linked(between: str) -> bool:
    if re.fullmatch(r"[\s:：=\-–—]*", between) or _LINKED.search(between):
        return True
    return len(between) <= 14 and not any(c.isdigit() for c in between) and "," not in between


# ---- a LINE bot's channel secret and access token, passed to the SDK's constructors -------------------------------

# WebhookHandler("<channel secret>"), LineBotApi("<channel access token>"), Configuration(access_token="…"): the
# SDK's own names say what the quoted value is, where no secret's word stands beside it
_LINE_SDK = re.compile(
    r"(?:WebhookHandler|WebhookParser|SignatureValidator|LineBotApi|AsyncLineBotApi|Configuration|LineBotClient)"
    r"\(\s*(?:(?:channel_secret|channel_access_token|access_token|channelSecret|channelAccessToken)\s*=\s*)?"
    r"[\"'](?P<v>[A-Za-z0-9+/=]{32,256})[\"']")


def _line_sdk(t: str, out: list[Span]) -> None:
    out.extend((m.start("v"), m.end("v"), "api_key") for m in _LINE_SDK.finditer(t)
               if any(c.isdigit() for c in m.group("v")) and any(c.isalpha() for c in m.group("v")))


# ---- a code a hardware token, a TAN generator or an app shows ----------------------------------------------------

_DEVICES = ("rsa token", "securid", "hardware token", "security token", "otp token", "authenticator", "authenticator app",
            "authy", "digipass", "kodebrikke", "kodebrikken", "kodeviser", "kodeviseren", "bankdosa", "bankdosan",
            "säkerhetsdosa", "säkerhetsdosan", "dosan", "token de", "o token", "el token", "tan-generator", "tan generator", "tangenerator", "chiptan-generator",
            "pushtan-app", "pushtan app", "photo-tan-app", "mitid-app", "mitid app", "bankid-app", "bankid app",
            "app del banco", "app do banco", "app della banca", "appli de la banque", "app van de bank", "banking app",
            "bank app", "otp generator", "générateur", "generador", "トークン", "ワンタイムパスワード生成機", "認証アプリ",
            "otp 생성기", "인증앱", "보안토큰", "动态令牌", "動態令牌")
# the device shows it ("shows", "zeigt", "viser", "visar", "geeft ... aan", "muestra", "表示")
_SHOWS = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:shows?|showing|displays?|displaying|says|reads|gives|zeigt|anzeigt|viser|visar|geeft|toont"
    r"|muestra|mostra|affiche|indique|montre|показывает"
    # a code the device showed or gave ("está mostrando", "blev", "ble", "gav")
    r"|mostrando|mostrou|mostró|showed|blev|ble|gav|visade|viste|zeigte)(?![a-zà-ÿ])|表示|표시|显示|顯示")
# "Koden i min MitID-app er 0726": a code's name before the device, and a copula after it
_COPULA = re.compile(r"(?i)(?<![a-zà-ÿ])(?:er|is|ist|är|es|é|è|est)(?![a-zà-ÿ])")
_CODE_BEFORE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:codes?|koden?|código|codice|kod|kodu|pin|clave|chave|tan|otp)(?![a-zà-ÿ])"
                          r"|番号|코드|验证码|驗證碼")
# "the SecurID code at the time was 107901", "der TAN-Generator-Code war 448120": the code named right after its device,
# said with a copula (of the past too: a code that was refused is still asked about)
_CODE_AFTER = re.compile(r"(?i)[\w-]{0,12}?[\s-]*(?:codes?|koden?|código|codice|kod|kodu|tan|otp|passcode)(?![a-zà-ÿ])")
_WAS = re.compile(r"(?i)(?<![a-zà-ÿ])(?:er|is|ist|är|es|é|è|est|was|war|var|era|était|foi|were|var)(?![a-zà-ÿ])")
# a device's serial said in brackets between it and its code ("från dosan (serienummer 5183677946) blev 10794570")
_BRACKETED = re.compile(r"\([^()\n]{0,40}\)|\d{1,2}\s*(?:dígitos|digits?|cifras|chiffres|stellen|siffror|sifre|cifre|cyfr)")
_SHOWN = re.compile(r"(?<![\w.,/+-])(?P<v>\d{3} \d{3}|\d{4,8})(?![\w]|[.,/-]\d| \d)")


def _shown_codes(t: str, hits: dict[str, list[int]], out: list[Span]) -> None:
    """A code a token, a TAN generator or an app shows ("my RSA token currently shows 614093", "kodebrikken viser
    381 902", "Koden i min MitID-app er 0726", "トークンに表示されている番号は 740159")."""
    for p in hits.get("device", ()):
        if p and t[p].isascii() and t[p - 1].isalpha():
            continue
        b = min(_sentence_end(t, p), p + 70)
        verb = _SHOWS.search(t, p, b)
        if verb is None and _CODE_BEFORE.search(t, max(0, p - 25), p):
            verb = _COPULA.search(t, p, min(b, p + 40))
        n = max((len(d) for d in _DEVICES if t[p : p + len(d)].lower() == d), default=0)
        if verb is None and n and (c := _CODE_AFTER.match(t, p + n)):
            verb = _WAS.search(t, c.end(), min(b, c.end() + 30))
        if verb is None:
            continue
        m = _SHOWN.search(t, verb.end(), min(b, verb.end() + 30))
        if m is not None and "app" in t[p : p + 20].lower() and not _CODE_BEFORE.search(t, max(0, p - 25), m.start()):
            continue  # a bank's app shows balances too: its code is named as one
        if m is None or re.fullmatch(r"(?:19|20)\d\d", m.group("v")) or _NOT_CODE_AFTER.match(t, m.end()) or any(c.isdigit() for c in _BRACKETED.sub("", t[p : m.start()])) or (
                _NOT_CODE_BEFORE.search(t, max(p, m.start() - 30), m.start())):
            continue
        out.append((m.start("v"), m.end("v"), "one_time_code"))


_NAMES = secret_names.Names({"wifi": _WIFI_NAMES, "near": _NEAR, "tan": _TAN_NAMES, "app": _APPS,
                             "device": _DEVICES})
_DIGIT = re.compile(r"\d")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: these values are digits)."""
    del placeholder
    out: list[Span] = []
    if len(low) != len(text) or _DIGIT.search(text) is None:
        return out
    if "(" in text and ("handler" in low or "linebot" in low or "configuration" in low or "validator" in low
                        or "webhookparser" in low):
        _line_sdk(text, out)
    hits = _NAMES.starts(low)  # one automaton pass for the rules
    if hits or "TAN" in text:
        _wifi_keys(text, hits, out)
        _message_codes(text, hits, out)
        _shown_codes(text, hits, out)
    return out


TRIGGERS = ("netzwerkschlüssel", "无线", "無線", "와이파이", "sms-tan", "mtan", "m-tan", "pushtan", "push-tan", "chiptan",
            "mobiletan", "mobile tan", "ihre tan", "die tan", "your tan", "tan:", "tan lautet", "tan ist", "tan is",
            "whatsapp", "telegram", "ватсап", "телеграм", "텔레그램", "왓츠앱", "テレグラム", "واتس", "تيليجرام", "تلغرام",
            "וואטסאפ", "טלגרם", "व्हाट्सएप", "टेलीग्राम", "network key", "kam tan", "tan kam", "tan ist da",
            *_DEVICES)
