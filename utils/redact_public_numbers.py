"""Numbers that name something public, kept whichever rule cut them (issue 24, precision of round 23).

- A card's last four digits after "ending (in)", "termina en", "endet auf", "se termine par", "terminat în", "尾号": they
  name which card, printed on every receipt; its code asked for beside them is another value.
- 12306, China's railway booking site and hotline ("在12306上买票", "12306.cn", "on 12306"), is no one-time code.
- A value the message calls a sample or an example ("078-05-1120 as the sample SSN", "Beispiel-Steuer-ID …"),
  beside the speaker's own, which stays cut.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

from stdnum import ean

from utils import sentences


Span = tuple[int, int, str]

_LAST_FOUR = re.compile(r"(?i)(?:ending(?: in| with)?|ends in|last (?:four|4)(?: digits)?(?: of)?|termina(?:da)? en"
                        r"|terminando en|endet auf|endend auf|se termin(?:e|ant) par|finissant par|terminad[ao] em"
                        r"|termina con|eindigend op|尾号|末尾|下四桁"
                        # ro, pl, cs, ru, uk, it, pt, de, nl, nordic, fi, id, vi, ko, zh (round 35c)
                        r"|terminat[ăa]? (?:în|in|cu)|se termin[ăa] (?:în|in|cu)|kończąc\w* się (?:na|cyframi)"
                        r"|zakończon\w* (?:na|cyframi)|končící (?:na|číslem|čísly)|končí na|(?:о|за)канчивающ\w*ся на"
                        r"|закінчу\w*ся на|che termina (?:con|in|per)|terminante (?:in|con)|com (?:o )?final|cart[ãa]o (?:de \w+ )?final"
                        r"|mit (?:den )?endziffern?|endziffern?|eindigt op|(?:som )?slutar på|(?:der|som) ender på"
                        r"|som slutter på|päättyy|berakhiran|có đuôi|đuôi|끝자리|尾数|尾數|末四位|后四位|後四位"
                        r")\s*[:：]?\s*(?:\*+\s*)?$")
_SITE_12306 = re.compile(r"(?<!\d)12306(?!\d)")
_SAMPLE_AFTER = re.compile(r"(?i)\s*(?:is\s+)?(?:as|is)\s+(?:the|an?)\s+(?:sample|example|placeholder)\b")
# a sample word of its own (not a domain's "example"), then the value with no other label or value between
_SAMPLE_BEFORE = re.compile(r"(?i)(?<![\w.@/-])(?:sample|example|beispiel[\w-]*|ejemplo|exemple|esempio|exemplo)"
                            r"(?![\w.@])[^\n.;:,=]{0,40}$")

_CODE_BEFORE = re.compile(r"(?i)(?:码|碼|code|otp|pin)\s*(?:是|为|:|：|is)?\s*$")
_OWN = re.compile(r"(?i)\b(?:mine|my|ours?|meine?|unser\w*|mi|mio|mia|meu|minha|mon|ma|notre|nuestr\w*|nostr\w*"
                  r"|real|actual|echt\w*|verdad\w*|vrai\w*|ver[oa])\b")


# a WPS PIN called the default (a model's, the manuals') or the generic 12345670 every WPS guide prints is public. A
# router's own PIN read off its sticker, beside its serial, MAC or passwords, joins that router's network: it stays
# cut (a sticker alone is no default's word)
_WPS = re.compile(r"(?i)(?<![a-z])wps[ -]?pin\s*[:：]?\s*$|(?<![a-z])(?:pin|code) wps\s*(?:par défaut\s*)?[:：]?\s*$")
_PRINTED = re.compile(r"(?i)default|standard|par défaut|predeterminad|predefinit|standaard")
_WPS_GENERIC = "12345670"
# the other fields of a device's label: read together, the label is that device's own
_LABEL_FIELDS = re.compile(r"(?i)(?<![a-z])(?:s/n|serial|mac|ssid|imei|passwor\w*|passwort\w*|kennwort|mot de passe"
                           r"|contraseña|senha|wi-?fi key|wlan-schlüssel|network key|wpa\w*)(?![a-z])")
# a PIN printed as the default on a device's sticker, a SIM's holder or in the box, by a default's word in its label
# right before it ("PIN WPS por defecto 6039…", "默认PIN码 1234…", "初期PIN 7531…")
_DEFAULT_PIN = re.compile(
    r"(?i)(?:(?<![a-z])(?:default|standard|factory|werks|初期|默认|默認|預設|出厂|出廠|デフォルト|기본|초기)[\s-]*(?:wps[\s-]*)?"
    r"(?:pin|code|PIN码|PIN碼|密码|密碼|コード|번호)\w*|(?<![a-z])(?:pin|code)[\s-]*(?:wps[\s-]*)?"
    r"(?:por defecto|par défaut|predeterminad[oa]|predefinito|standaard|padrão))"
    # words between ("default PIN on the sticker of the router is"), no number and no PIN of the speaker's among them
    r"(?:(?![^\n.;]*?\b(?:my|our) (?:own |new )?(?:pin|code))[^\d\n.;]{0,50}?)?"
    r"\s*(?:is|ist|es|est|é|是|は|:|：)?\s*$")
_STICKER = re.compile(r"(?i)sticker|label|aufkleber|étiquette|etiqueta|etichetta|etiket|贴纸|貼紙|标签|標籤|铭牌|シール"
                      r"|ラベル|스티커|라벨|card holder|printed|gedruckt|imprimé|impreso|背面|裏")
# a product's barcode or a book's number, by its name right before it (EAN-13's own check digit must pass)
_BARCODE = re.compile(r"(?i)(?:ean(?:-?13)?|gtin|isbn(?:-?13)?|barcode|bar code|streepjescode|código de barras"
                      r"|codice a barre|code-barres|strichcode)\s*(?:number|nummer|code|no\.?)?\s*(?:is|ist|es|reads)?"
                      r"\s*[:：]?\s*$")
_BARCODE_WORD = re.compile(r"(?i)(?<![a-z])(?:ean|gtin|upc|barcode|bar code|streepjescode|código de barras|codice a barre"
                           r"|code-barres|strichcode)(?![a-z])|条形码|條碼|条码|バーコード|바코드")


def _clause_before(text: str, s: int) -> str:
    """The text of s's clause before it, at most 80 characters back."""
    return text[sentences.start(text, s, sentences.STOPS, 80) : s]


# an API's error code, "code 10000" after an error's word in the same clause
_ERROR_CODE = re.compile(r"(?i)(?:error|erreur|fehler|errore|failed|failure)[^\n.;]{0,60}?\bcode\s*[:：]?\s*$"
                         r"|\b(?:error|fehler)(?:code| code)\s*[:：]?\s*$")


def _printed(text: str, s: int, e: int, v: str) -> bool:
    """A router's default WPS PIN, a barcode, a cheque's routing number, an API's error code: printed, not secret."""
    if not v.isdigit():
        return False
    if len(v) == 8 and _WPS.search(text, max(0, s - 30), s):
        if v == _WPS_GENERIC:
            return True
        a, b = max(0, s - 120), min(len(text), e + 40)
        return _PRINTED.search(text, a, b) is not None and _LABEL_FIELDS.search(text, a, b) is None
    if len(v) == 13 and ean.is_valid(v) and _BARCODE.search(text, max(0, s - 40), s):
        return True
    if 4 <= len(v) <= 8 and _DEFAULT_PIN.search(text, max(0, s - 80), s) and _STICKER.search(
            text, max(0, s - 120), min(len(text), e + 60)):
        return True
    if len(v) in (8, 12, 13, 14) and ean.is_valid(v) and _BARCODE_WORD.search(_clause_before(text, s)):
        # a barcode named earlier in its clause ("the barcode on the jar of peanut butter is 4081…")
        return True
    return 3 <= len(v) <= 6 and _ERROR_CODE.search(text, max(0, s - 80), s) is not None


def _public(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    if _printed(text, s, e, v.strip(" ()'\"")):
        return True
    if v.isdigit() and len(v) == 4 and _LAST_FOUR.search(text, max(0, s - 40), s):
        return True
    if v == "12306":
        # unless a code's name stands right before it ("验证码 12306")
        return _CODE_BEFORE.search(text, max(0, s - 8), s) is None
    if _SAMPLE_AFTER.match(text, e):
        return True
    m = _SAMPLE_BEFORE.search(text, max(0, s - 40), s)
    # "example id is X, mine is Y": Y is the speaker's own
    return m is not None and _OWN.search(m.group()) is None


def keep(text: str, spans: list[Span]) -> None:
    spans[:] = [sp for sp in spans if not _public(text, sp[0], sp[1])]
