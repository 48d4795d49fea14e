"""Secrets after names the lexicons lacked: a Turkish Troy card, an Israeli id after ת"ז, a phone's screen-lock code,
a Hungarian gate code closed by '#', an online bank's user id beside its password, a router's Wi-Fi key in groups
of four digits, a one-time code said to have expired, a Spanish security answer, an alarm company's code word, and
an Arabic "password of … is".

- Troy: sixteen digits opening 9792 (Turkey's scheme), plain or in groups of four, passing Luhn.
- Israeli id: nine digits (or eight, padded) passing its check digit, a few words after ת"ז / תעודת זהות.
- Screen lock: "ekran kilidi", "lock screen code", "screen lock", "锁屏密码", "Entsperrcode", "código de desbloqueo",
  "画面ロック", "code de déverrouillage", "codice di sblocco", "ontgrendelcode", "skärmlås": four to eight digits
  within a few words.
- Hungarian gate or door code (kapukód, ajtókód, kaputelefon kód): digits with the keypad's '#' after them.
- User ids (käyttäjätunnus, 使用者代號, Benutzerkennung, användar-id, brugernavn): the value after them only
  when the message also names a password or a PIN (of the same login): a forum's user name alone stays.
- Wi-Fi key (WLAN-Schlüssel, Wi-Fi key, WPA key, Netzwerkschlüssel, clé Wi-Fi): sixteen to twenty digits in groups
  of four, words between allowed (a FRITZ!Box's key printed on its back).
- An expired one-time code ("il codice 482913 ma è scaduto", "Code 774120 …, aber der ist abgelaufen"): still the
  user's code, and the next one may share its digits.
- A Spanish security answer ("la respuesta a la pregunta de seguridad «…» es Tobías", "puse como respuesta de
  seguridad Valdepeñas").
- An alarm's code word ("palabra clave de la alarma «tamarindo»", "Kennwort für die Alarmzentrale lautet …", "the
  alarm company's code word is …", "mot de code pour la télésurveillance").
- Arabic: كلمة مرور/سر (indefinite, with its account after it) … هي value.

``keep``: a number after SIRET/SIREN (a French company's registration, Luhn-valid like a card) stays.

utils.redact's ROUNDS registry calls ``find`` and ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "9792", 'ת"ז', "ת״ז", "ת.ז", "תעודת זהות", "ekran kilidi", "lock screen", "screen lock", "lockscreen", "锁屏", "鎖屏",
    "entsperr", "desbloqueo", "画面ロック", "déverrouillage", "sblocco", "ontgrendel", "skärmlås", "kapukód", "ajtókód",
    "kaputelefon", "käyttäjätunnus", "使用者代號", "用户名", "benutzerkennung", "användar-id", "brugernavn",
    "wlan-schlüssel", "wlan schlüssel", "wi-fi key", "wifi key", "wpa key", "netzwerkschlüssel", "clé wi", "clé wpa",
    "scaduto", "abgelaufen", "expiré", "caducado", "caducó", "expirado", "vencido", "verlopen", "wygasł",
    "respuesta a la pregunta", "respuesta de seguridad", "respuesta secreta", "palabra clave", "kennwort", "codewort", "code word", "codeword", "mot de code", "parola d'ordine",
    "كلمة مرور", "كلمة سر")

_TROY = re.compile(r"(?<![\d-])9792(?:[ -]?\d{4}){3}(?![\d-])")
_IL_ID = re.compile(r'(?:ת["״]ז|ת\.ז\.?|תעודת\s+זהות|מספר\s+זהות)[^\d\n]{0,20}?(?<!\d)(?P<v>\d{8,9})(?!\d)')
_LOCK_SCREEN = re.compile(
    r"(?i)(?:ekran kilid\w*|lock ?screen(?: code| pin| passcode| password)?|screen ?lock(?: code| pin)?|锁屏(?:密码)?|"
    r"鎖屏(?:密碼)?|entsperr(?:code|muster|-pin|pin)\w*|código de desbloqueo|画面ロック\w*|code de déverrouillage|"
    r"codice di sblocco|ontgrendelcode|skärmlås\w*)"
    r"[^\d\n.。!?]{0,30}?(?<![\d.,])(?P<v>\d{4,8})(?![\d.,:/]\d|\d)")
_HU_GATE = re.compile(r"(?i)(?:kapukód\w*|ajtókód\w*|kaputelefon[ -]?kód\w*)[^\d\n]{0,20}?(?<!\d)(?P<v>\d{3,8}#)")
_USER_ID = re.compile(
    r"(?i)(?<![a-zäöå])(?:käyttäjätunnu(?:s|ksen|ksella|kseni)|使用者代號|用户名|benutzerkennung|anmeldename|"
    r"användar-?id|användarnamn|brugernavn|brukernavn|gebruikersnaam|identifiant)"
    r"(?:\s*(?:is|on|ist|är|er|是|:|：|lautet))*\s*[:：]?\s*(?P<v>[\w.@-]{4,32})")
_PW_WORD = re.compile(r"(?i)(?<![a-z_])(?:salasana|tunnusluku|passwor[dt]|kennwort|pin|密碼|密码|lösenord|adgangskode|"
                      r"wachtwoord|mot de passe|contraseña|senha|passord)(?![a-z_])")
_WIFI_KEY = re.compile(
    r"(?i)(?:wlan[- ]?schlüssel|wi-?fi[- ]key|wpa2?[- ]key|netzwerkschlüssel|clé (?:wi-?fi|wpa2?))"
    r"[^\d\n]{0,60}?(?<!\d)(?P<v>\d{4}(?:[ -]\d{4}){3,4}|\d{16,20})(?![\d-])")
_EXPIRED = re.compile(
    r"(?i)(?:codice|code|código|kod|koodi|otp|tan)\s*(?:[:：]\s*)?(?P<v>\d{4,8})(?!\d)[^\n.]{0,40}?"
    r"(?:scadut[oa]|abgelaufen|expiré|expired|caducado|caducó|expirado|expirou|vencido|verlopen|wygasł|vanhentu)")
# an error's or a status's code beside "expired" ("error code 4012: session expired") is the server's number
_NOT_OTP = re.compile(r"(?i)error|status|fehler|erreur|errore|http|exit")
_SQ_ES = re.compile(
    r"(?i)(?:respuesta (?:a la pregunta (?:de seguridad|secreta)|de seguridad|secreta)(?:\s*[«\"“][^»\"”\n]{1,60}[»\"”])?"
    r"\s*(?:es|fue|era|:)|(?:puse|escribí|contesté|respondí) como respuesta (?:de seguridad|secreta))"
    r"\s*[«\"“]?(?P<v>[A-ZÁÉÍÓÚÑ][\wáéíóúñü]{2,30}(?: [A-ZÁÉÍÓÚÑ][\wáéíóúñü]{2,30})?)")
_ALARM = re.compile(r"(?i)alarm|télésurveillance|wachdienst|sicherheitsdienst|vigilancia|vigilanza|security company")
_CODE_WORD = re.compile(
    r"(?i)(?:palabra clave|kennwort|codewort|losungswort|code ?word|mot de code|parola d'ordine|parola chiave|"
    r"codewoord|safe ?word)"
    r"(?:\s+(?:de|del|de la|für die|für den|des|der|for the|pour la|per la|van de)\s+[\w'’ -]{0,24}?)?"
    r"\s*(?:(?:es|lautet|ist|is|c'est|est|è|:|：)\s*[«\"“„‚']?|[«\"“„‚'])\s*(?P<v>[^\W\d_][\wäöüßéèàçñ-]{3,30})[»\"”“'‘]?")
_AR_PW = re.compile(r"كلمة\s+(?:مرور|سر|السر|المرور)\s+[^\n:：]{0,30}?\s*(?:هي|هو|:|：)\s*(?P<v>\S{4,64})")
# words after "the alarm's password is" that say something of it, not give it
_COMMON = frozenset({"the", "der", "die", "das", "la", "le", "el", "is", "ist", "es", "est", "changed", "written",
                     "stored", "saved", "different", "same", "required", "needed", "wrong", "correct", "forgotten",
                     "expired", "still", "also", "somewhere", "noted", "above", "below", "geändert", "falsch",
                     "notiert", "cambiada", "incorrecta", "distinta", "changé", "différent", "faux", "nicht", "not",
                     "nuevo", "nueva", "neue", "neues", "new", "old", "alte", "vieja"})
_SIRET = re.compile(r"(?i)\b(?:siret|siren)\b[^\d\n]{0,20}?(?P<v>\d{3} ?\d{3} ?\d{3}(?: ?\d{5})?)")


def _luhn(v: str) -> bool:
    return idcheck.luhn_ok(re.sub(r"\D", "", v))


def _any(low: str, words: tuple[str, ...]) -> bool:
    return any(w in low for w in words)


# the words each rule's name opens with, looked up as plain substrings before its regex scans the message
_LOCK_KEYS = ("kilid", "lock", "锁屏", "鎖屏", "entsperr", "desbloqueo", "画面ロック", "déverrouillage", "sblocco",
              "ontgrendel", "skärmlås")
_USER_KEYS = ("käyttäjätunnu", "使用者代號", "用户名", "benutzerkennung", "anmeldename", "användar", "brugernavn",
              "brukernavn", "gebruikersnaam", "identifiant")
_WIFI_KEYS = ("schlüssel", "key", "clé")
_EXPIRED_KEYS = ("scadut", "abgelaufen", "expir", "caduc", "vencido", "verlopen", "wygasł", "vanhentu")
_SQ_KEYS = ("respuesta",)
_ALARM_KEYS = ("alarm", "télésurveillance", "wachdienst", "sicherheitsdienst", "vigilancia", "vigilanza",
               "security company")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if "9792" in text:
        out += [(m.start(), m.end(), "card") for m in _TROY.finditer(text) if _luhn(m.group())]
    if "ז" in text:
        for m in _IL_ID.finditer(text):
            if idcheck.israeli_id_ok(m.group("v").zfill(9)):
                out.append((m.start("v"), m.end("v"), "national_id"))
    if _any(low, _LOCK_KEYS):
        # the phone named beside a screen lock's code ("on mum's phone is …") is the code's device, not its number
        out += [(m.start("v"), m.end("v"), "screen_lock") for m in _LOCK_SCREEN.finditer(text)]
    if "#" in text and ("kód" in low or "kaputelefon" in low):
        out += [(m.start("v"), m.end("v"), "door_code") for m in _HU_GATE.finditer(text)]
    if _any(low, _USER_KEYS) and _PW_WORD.search(text):
        for m in _USER_ID.finditer(text):
            v = m.group("v")
            if any(c.isdigit() for c in v) and not placeholder(v):
                out.append((m.start("v"), m.end("v"), "username"))
    if _any(low, _WIFI_KEYS):
        out += [(m.start("v"), m.end("v"), "wifi_key") for m in _WIFI_KEY.finditer(text)]
    if _any(low, _EXPIRED_KEYS):
        out += [(m.start("v"), m.end("v"), "one_time_code") for m in _EXPIRED.finditer(text)
                if not _NOT_OTP.search(text, max(0, m.start() - 12), m.start())]
    if _any(low, _SQ_KEYS):
        out += [(m.start("v"), m.end("v"), "security_answer") for m in _SQ_ES.finditer(text)]
    if _any(low, _ALARM_KEYS):
        for m in _CODE_WORD.finditer(text):
            v = m.group("v")
            if v.lower() not in _COMMON and not placeholder(v):
                out.append((m.start("v"), m.end("v"), "code_word"))
    if "كلمة" in text:
        for m in _AR_PW.finditer(text):
            v = m.group("v").rstrip(".،")
            if any(not c.isalpha() for c in v) and not placeholder(v):
                out.append((m.start("v"), m.start("v") + len(v), "password"))
    return out


def keep(text: str, spans: list[Span]) -> None:
    """A company's SIRET or SIREN stays, whichever rule cut it as a card."""
    if "sir" not in text.lower():
        return
    kept = [(m.start("v"), m.end("v")) for m in _SIRET.finditer(text)]
    if kept:
        spans[:] = [sp for sp in spans if not any(sp[0] < e and sp[1] > s for s, e in kept)]
