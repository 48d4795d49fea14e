"""Round 43b: ids and accounts the rules missed in phrasings of their own, and public values of a secret's shape.

Finds:
- a US Medicare MBI set against the sample card's ("the sample shows 1EG4-TE5-MK73, hers is ..."): round 36a keeps
  every MBI in a sentence naming a sample; a holder's word between the sample's value and this one makes it theirs;
- a Norwegian kontonummer (dotted 4.2.5, its mod-11 check) after an account's word with words or a comma between
  ("kontonummeret mitt, 1503.42.69618"), no bill or biller in its sentence (round 36a's, which allows no comma);
- a US driver licence number in a state's shape: a letter and eleven to thirteen digits in dashed or spaced groups
  (Florida's F123-456-78-901-0, Michigan's, Maryland's, Minnesota's, Illinois', Wisconsin's), after a licence's word,
  in a message about a driver's licence, a state's, a DMV's;
- a Mexican CLABE in any grouping of its eighteen digits (a bank prints 3-3-11-1) passing its control digit, CLABE named
  before it in the message with no other number between;
- a Greek AFM (nine digits, its check) after its name; a company's is kept by the rounds' company keepers;
- announces: a message saying an identity document's number comes in the next one ("die Ausweisnummer schick ich dir
  in der nächsten Nachricht", "I'll send my passport number in the next message"): the next message's opening value
  is cut as an announced one.

Keeps (after every round's finder, and on the learned layer's spans):
- a documentation's example: a value after "like", "such as", "e.g." in a clause citing the docs, a manual, a
  tutorial ("BotFather's docs show a token like 123456:ABC-DEF...");
- a product's model after its brand or a model's word ("the TV is a Samsung QN65Q80C", "Modell: KD-55X85L"); also
  not taken as a value's correction (utils.redact_round13 asks ``product_model``);
- a Wi-Fi network's name: the value right after a Wi-Fi word that a password's word follows ("와이파이는 X / 비밀번호
  Y", "WLAN: X, Passwort: Y"), or after "SSID" / a network's name;
- a hotline's number after its name in any language ("SBI हेल्पलाइन 1800 1234", "Hotline 0800 123 456");
- an OpenPGP key's id or fingerprint (8, 16 or 40 hex digits) as a gpg command's argument, on a key listing's line,
  or after a key id's or a fingerprint's word in a message naming gpg or PGP;
- an order's number after an order's word and a shop's name ("замовлення на Rozetka № 541804340", "pedido de
  Amazon nº 4021..."), which checked-id rules took for a SIN;
- the sample MBI CMS prints on its site, whichever rule took it;
- a bank account a provider's or a company's genitive names ("A szolgáltató számlaszáma ...", "the supplier's account
  number ...", "numer konta firmy ...").

utils.redact's ROUNDS registry calls ``find``, ``keep`` and ``announces``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum.gr import vat as gr_vat
from stdnum.no import kontonr

from utils import idcheck, sentences
from utils.redact_payees import names_party
from utils.redact_round36a import _CMS_SAMPLE, _MBI  # CMS's layout and its sample card

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_SENTENCE_END = re.compile(r"[.!?](?=\s)|[\n;。！？]")


# ---- a Medicare MBI set against the sample's ----

# a holder's word after the sample's value: "hers is", "mine", "my dad's", "el suyo", "seine", "la sienne"
_HOLDER = re.compile(r"(?i)" + _L + r"(?:hers|his|mine|theirs|ours|my|her|our|their|own|real|actual|el\s+suyo|la\s+suya"
                     r"|el\s+m[íi]o|la\s+m[íi]a|el\s+de\s+(?:ella|él|mi\s+\w+)|seine?|ihre?|meine?|la\s+sienne"
                     r"|le\s+sien"
                     r"|la\s+mienne|le\s+mien|o\s+dela|o\s+dele|o\s+meu|a\s+minha|il\s+suo|la\s+sua|il\s+mio|la\s+mia)"
                     r"(?:['’]s)?" + _R)


def _mbis(text: str, low: str, out: list[Span]) -> None:
    if "medicare" not in low and "mbi" not in low and "beneficiary" not in low:
        return
    prev = None
    for m in _MBI.finditer(text):
        v = m.group("v")
        if prev is not None and v.replace("-", "") not in _CMS_SAMPLE and _HOLDER.search(text, prev, m.start()):
            out.append((m.start("v"), m.end("v"), "health_insurance_id"))
        prev = m.end()


# ---- a Norwegian kontonummer after words or a comma ----

_NO_ACCOUNT = re.compile(r"(?i)" + _L + r"(?:bank)?konto(?:nummer\w*|nr\.?|en|et)?" + _R
                         + r"(?P<gap>[^\d\n.!?;]{0,40}?)(?<![\d.,/-])(?P<v>\d{4}([ .]?)\d{2}\3\d{5})(?![\d/-]|[.,]\d)")
_NO_BILL = re.compile(r"(?i)" + _L + r"(?:regning\w*|faktura\w*|kid|giro|avtalegiro|betal\w*\s+til|mottaker\w*"
                      r"|org\.?\s?nr\w*|organisasjonsnummer|firma\w*|selskap\w*|butikk\w*|leverandør\w*|utleier\w*"
                      r"|huseier\w*|forening\w*|borettslag\w*|kommune\w*)" + _R)


def _norwegian(text: str, out: list[Span]) -> None:
    for m in _NO_ACCOUNT.finditer(text):
        if not kontonr.is_valid(re.sub(r"\D", "", m.group("v"))):
            continue
        a = sentences.start(text, m.start(), _SENTENCE_END, 160)
        sentence = text[a : sentences.end(text, m.end(), _SENTENCE_END)]
        if _NO_BILL.search(sentence) is None and not names_party(text[a : m.start("v")]):
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- a US driver licence in a state's shape ----

_LICENCE_WORD = re.compile(r"(?i)" + _L + r"(?:licen[cs]e|lic\.|dl|permit)" + _R)
# a letter, then 11 to 13 digits in groups (dashes or spaces) or run together
_DL_VALUE = re.compile(r"(?<![\w-])(?P<v>[A-Z][- ]?(?:\d{3}[- ]?\d{3}[- ]?\d{2}[- ]?\d{3}[- ]?\d(?:\d{1,2})?"
                       r"|\d{3}-\d{3}-\d{3}-\d{3}|\d{3}-\d{4}-\d{4}|\d{4}-\d{4}-\d{4}|\d{11,13}))(?![\w-])")
_DRIVING = re.compile(
    r"(?i)" + _L + r"(?:driv(?:er|ers|er['’]s|ing)|dmv|dhsmv|mvd|bmv|dds|motor\s+vehicles?|renew\w*|real\s*id"
    r"|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois"
    r"|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri"
    r"|montana|nebraska|nevada|new\s+hampshire|new\s+jersey|new\s+mexico|new\s+york|north\s+carolina|north\s+dakota"
    r"|ohio|oklahoma|oregon|pennsylvania|rhode\s+island|south\s+carolina|south\s+dakota|tennessee|texas|utah"
    r"|vermont|virginia|washington|west\s+virginia|wisconsin|wyoming)" + _R)


def _licences(text: str, out: list[Span]) -> None:
    if _DRIVING.search(text) is None:
        return
    for w in _LICENCE_WORD.finditer(text):
        m = _DL_VALUE.search(text, w.end(), w.end() + 60)
        if m is None or re.search(r"[\d\n]", text[w.end() : m.start()]) or _SENTENCE_END.search(
                text, w.end(), m.start()):
            continue
        out.append((m.start("v"), m.end("v"), "national_id"))


# ---- a Mexican CLABE in any grouping ----

_CLABE_NAME = re.compile(r"(?i)" + _L + r"clabe" + _R)
_CLABE_VALUE = re.compile(r"(?<![\d-])(?P<v>\d{2,18}(?:[ -]\d{1,16}){0,5})(?![\d-]|[.,]\d)")


def _clabes(text: str, out: list[Span]) -> None:
    for n in _CLABE_NAME.finditer(text):
        m = _CLABE_VALUE.search(text, n.end(), n.end() + 120)
        if m is None or re.search(r"[\d\n]", text[n.end() : m.start()]) is not None:
            continue
        if idcheck.clabe_ok(re.sub(r"\D", "", m.group("v"))):
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- a Greek AFM after its name ----

_AFM = re.compile(r"(?i)" + _L + r"(?:αφμ|α\.\s?φ\.\s?μ\.?|afm)" + _R + r"(?:\s+(?:μου|μας|του|της))?[^\S\n]*[:：]?"
                  r"[^\S\n]*(?:(?:είναι|ειναι|is)[^\S\n]+)?(?<![\d-])(?P<v>\d{9})(?![\d-])")


def _afms(text: str, out: list[Span]) -> None:
    for m in _AFM.finditer(text):
        if gr_vat.is_valid(m.group("v")):
            out.append((m.start("v"), m.end("v"), "tax_id"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if not any(c.isdigit() for c in text):
        return out
    _mbis(text, low, out)
    if "konto" in low:
        _norwegian(text, out)
    if "lic" in low or "dl" in low or "permit" in low:
        _licences(text, out)
    if "clabe" in low:
        _clabes(text, out)
    if "αφμ" in low or "α.φ.μ" in low or "afm" in low or "α. φ. μ" in low:
        _afms(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


TRIGGERS: tuple[str, ...] = ("clabe", "αφμ", "α.φ.μ", "license", "licence", "kontonummer", "kontonr")


# ---- announces: an identity document's number in the next message ----

_ID_DOC = re.compile(
    r"(?i)ausweis\w*|personalausweis\w*|passnummer|reisepass\w*|id-?nummer|steuer-?id|sozialversicherungsnummer"
    r"|" + _L + r"(?:id|identity|passport|national\s+id|ssn|social\s+security|driver'?s?\s+licen[cs]e|tax\s+id"
    r"|dni|nie|nif|cpf|rg|curp|pesel|bsn|codice\s+fiscale|carte\s+d['’]identit[ée]|passeport|pasaporte|passaporte"
    r"|c[ée]dula|documento|paspoort|паспорт\w*|удостоверени\w*|kimlik|tc\s+kimlik)" + _R)
_NEXT = re.compile(
    r"(?i)" + _L + r"(?:n[äa]chsten?\s+nachricht|gleich\s+hinterher|separat|extra|next\s+message|separate\s+message"
    r"|separately|in\s+a\s+(?:sec|second|moment)|message\s+suivant|prochain\s+message|s[ée]par[ée]ment"
    r"|siguiente\s+mensaje|pr[óo]ximo\s+mensaje|pr[óo]xima\s+mensagem|em\s+seguida|prossimo\s+messaggio"
    r"|volgende\s+bericht|następnej\s+wiadomości|следующ\w+\s+сообщени\w*|отдельн\w+|sonraki\s+mesaj\w*)" + _R)
_SEND = re.compile(
    r"(?i)" + _L + r"(?:schick\w*|send\w*|sende\w*|geb\w*|tipp\w*|paste|give|type|envoi\w*|envoie|mand\w*|env[íi]\w*"
    r"|pas[oa]|passo|mando|invi\w*|stuur\w*|wyśl\w*|пришл\w*|отправл\w*|скину|gönder\w*|yolla\w*)" + _R)


# a number's word: the document itself ("the new card comes separately") is no value to type
_NUMBER_WORD = re.compile(r"(?i)nummer|" + _L + r"(?:number|no\.|nr\.?|n[úu]mero|num[ée]ro|номер\w*|numer\w*"
                          r"|numarası|серия|серию)" + _R)


def announces(text: str) -> bool:
    """A short message saying an identity document's number follows in the next message."""
    return len(text) <= 240 and _ID_DOC.search(text) is not None and _NEXT.search(text) is not None and (
        _SEND.search(text) is not None and _NUMBER_WORD.search(text) is not None)


# ---- keeps ----

_DOCS = re.compile(r"(?i)" + _L + r"(?:docs?|documentation|documented|manual|tutorial|guide|readme|spec|api\s+reference"
                   r"|dokumentation|doku|anleitung|handbuch|documentaci[óo]n|documenta[çc][ãa]o|documentazione"
                   r"|guía|guia|manuel|handleiding|документаци\w*|инструкци\w*|dokumentacj\w*)" + _R
                   + r"|文档|文件说明|ドキュメント|公式|문서")
_LIKE = re.compile(r"(?i)" + _L + r"(?:like|such\s+as|e\.g\.|for\s+example|for\s+instance|as\s+in|wie|z\.\s?b\.|etwa"
                   r"|como|por\s+ejemplo|comme|par\s+exemple|tipo|ad\s+esempio|zoals|bijvoorbeeld|np\.|например"
                   r"|вроде|типа)" + _R + r"[^\S\n]*[\"'`“]?[^\S\n]*$|例如|比如|のような|같은\s*$")


def _docs_example(text: str, s: int) -> bool:
    """The value (or the token it is part of) follows an example's marker in a clause citing the docs."""
    t = s
    while t > 0 and not text[t - 1].isspace() and text[t - 1] not in "\"'`“":
        t -= 1
    a = sentences.start(text, t, _SENTENCE_END, 120)
    return _LIKE.search(text, max(a, t - 24), t) is not None and _DOCS.search(text, a, t) is not None


_BRAND = (r"samsung|lg|sony|philips|panasonic|tcl|hisense|toshiba|vizio|apple|iphone|ipad|macbook|xiaomi"
          r"|huawei|oppo|realme|oneplus|nokia|motorola|google\s+pixel|bosch|siemens|miele|dyson|canon"
          r"|nikon|fujifilm|epson|hp|dell|lenovo|asus|acer|msi|tp-?link|netgear|linksys|fritz!?\s?box|avm"
          r"|synology|qnap|garmin|fitbit|logitech|roku|nintendo|playstation|xbox|yamaha|bose|jbl|sonos|hikvision"
          r"|dahua|ezviz|arlo|eufy|roborock|ecovacs|irobot|roomba|tesla|daikin|mitsubishi|hitachi|grundig"
          r"|medion|gigaset|zte|tenda|mercusys|d-link|ubiquiti|mikrotik|keenetic|xerox|ricoh|kyocera|haier|midea"
          r"|nighthawk|orbi|eero")
_MODEL_BEFORE = re.compile(
    r"(?i)(?:" + _L + r"(?:" + _BRAND + r")" + _R + r"(?:[^\S\n]+(?:galaxy|neo|qled|oled|smart\s+tv|tv|bravia|ultra"
    r"|pro|series|archer|deco|nighthawk|orbi))?|" + _L + r"(?:model|modell|modelo|mod[èe]le|modello|модел\w*"
    r"|model\s+(?:no\.?|number|#))" + _R + r"[^\S\n]*(?:no\.?|nr\.?|number|#)?[^\S\n]*[:：]?|型号|型番|모델(?:명)?\s*[:：]?)"
    r"[^\S\n]*$")
_MODEL_VALUE = re.compile(r"(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9./-]{2,23}")


def product_model(text: str, s: int, e: int) -> bool:
    """Whether text[s:e] is a product's model code: letters and digits right after a brand's name or a model's word."""
    v = text[s:e].rstrip(".,;:!?)")
    return _MODEL_VALUE.fullmatch(v) is not None and _MODEL_BEFORE.search(text, max(0, s - 40), s) is not None


_WIFI = (r"(?:wi-?fi|wlan|wireless|network|netzwerk|netz|réseau|reseau|red|rete|rede|netwerk|sieć|síť|сеть|мережа"
         r"|ağ|ssid|verkko|nätverk|nettverk|netværk|mạng|δίκτυο)")
_NETWORK_BEFORE = re.compile(
    r"(?i)(?:" + _L + r"(?:ssid|network\s+name|netzwerkname|wlan-?name|nom\s+du\s+réseau|nombre\s+de\s+(?:la\s+)?red"
    r"|nome\s+(?:da|della)\s+rete|nome\s+da\s+rede|netwerknaam|nazwa\s+sieci|имя\s+сети|назва\s+мережі|ağ\s+adı)" + _R
    + r"[^\S\n]*(?:is|ist|est|es|é|è|:|：|=)?[^\S\n]*|" + _L + _WIFI + _R + r"[^\S\n]*(?:is|ist|est|es|é|è|heißt"
    r"|name|named|called|:|：|=)?[^\S\n]*|(?:와이파이|와이파이는|와이파이:|네트워크는?|무선랜은?|ワイファイ|Wi-?Fi名|无线网络?名?|wifi名称?)"
    r"[^\S\n]*(?:[:：]|は|는|은)?[^\S\n]*)[«“„\"'‚]?$")
_PASSWORD_AFTER = re.compile(
    r"(?i)[»”\"'’]?[^\S\n]*[/|,;–—-]?[^\S\n]*(?:and\s+|und\s+|et\s+|y\s+|e\s+|the\s+)?"
    r"(?:(?:its|sein|ihr|son|su|il\s+suo)\s+)?"
    r"(?:password|passwort|kennwort|pw|pass|key|schlüssel|mot\s+de\s+passe|mdp|contraseña|clave|senha|password"
    r"|wachtwoord|hasło|heslo|пароль|şifre|비밀번호|비번|암호|パスワード|密码|密碼"
    # a key's word in the other languages (round 44b): "Wifi : Livebox-4270, clé ..", "rede X, chave Y"
    r"|clé|cle|chave|chiave|sleutel|klucz|ключ|anahtar|kulcs|nyckel|nøkkel|キー|密钥|키)")


def _wifi_name(text: str, s: int, e: int) -> bool:
    """A Wi-Fi network's name: after "SSID" or a network's name, or after a Wi-Fi word with its password's word
    right after the value."""
    before = text[max(0, s - 40) : s]
    m = _NETWORK_BEFORE.search(before)
    if m is None:
        return False
    if re.search(r"(?i)ssid|name|nom|nombre|nome|naam|nazwa|имя|назва|adı|名", m.group()):
        return True
    return _PASSWORD_AFTER.match(text, e) is not None


_HOTLINE = re.compile(
    r"(?i)(?:" + _L + r"(?:hotline|helpline|help\s*line|help\s*desk|customer\s+(?:care|service|support)|support\s+line"
    r"|toll[-\s]?free|call\s+(?:centre|center)|service\s*(?:nummer|hotline)|kundendienst|kundenservice|servicenummer"
    r"|l[íi]nea\s+de\s+atenci[óo]n|atenci[óo]n\s+al\s+cliente|linha\s+de\s+apoio|servi[çc]o\s+de\s+apoio"
    r"|service\s+client|num[ée]ro\s+vert|servizio\s+clienti|numero\s+verde|klantenservice|infolinia|linka\s+pomoci"
    r"|zákaznická\s+linka|горяч\w+\s+лини\w+|гаряч\w+\s+лін\w+|служб\w+\s+поддержки|çağrı\s+merkezi"
    r"|müşteri\s+hizmetleri|hizmet\s+hattı|tổng\s+đài|hotline\w*)" + _R
    + r"|हेल्पलाइन|हेल्प\s?लाइन|कस्टमर\s+केयर|टोल\s?फ्री|ग्राहक\s+सेवा|客服(?:电话|電話|热线|熱線)?|热线|熱線|服务热线|"
    r"コールセンター|サポートセンター|고객센터|상담센터|콜센터)"
    r"[^\S\n]*(?:(?:number|no\.?|nummer|número|numéro|numero|номер|नंबर|numarası|번호|番号|电话|電話|is|ist|es|est|at|on"
    r"|par|sur|unter|al|au|:|：|-)[^\S\n]*){0,2}(?P<v>\+?\(?\d[\d \-().]{5,18}\d)")


def _hotline_number(text: str, s: int, e: int) -> bool:
    for m in _HOTLINE.finditer(text, max(0, s - 80), min(len(text), e + 4)):
        if m.start("v") <= s and e <= m.end("v") and sum(c.isdigit() for c in m.group("v")) >= 7:
            return True
    return False


_PGP_TALK = re.compile(r"(?i)" + _L + r"(?:gpg2?|pgp|gnupg|openpgp|keyserver|keys\.openpgp|kleopatra|gpg4win"
                       r"|signingkey|signing\s+key|keybase|sks|rsa\d{4}|ed25519|cv25519)" + _R)
# an OpenPGP key's id or fingerprint: 8, 16 or 40 hex digits (0x before, or groups of four)
_KEY_ID = re.compile(r"(?<![0-9A-Za-z])(?:0x)?(?:[0-9A-Fa-f]{40}|[0-9A-Fa-f]{16}|[0-9A-F]{8}"
                     r"|(?:[0-9A-Fa-f]{4}[ ]{1,2}){9}[0-9A-Fa-f]{4})(?![0-9A-Za-z])")
# a gpg command and its options before the value on its line
_GPG_COMMAND = re.compile(r"(?i)(?:gpg2?|git\s+config(?:\s+--global)?\s+user\.signingkey"
                          r"|git\s+(?:commit|tag)\s+.*?-[uS]"
                          r"|pass\s+init)(?:\s+(?:--?[\w-]+(?:[= ][\w@.:-]*)?|[0-9A-Fa-fx]{8,40}|\"[^\"\n]*\"))*\s+$")
# a key listing's line (gpg -k, gpg -K): pub, sec, sub, ssb, fpr, or a bare line under one of them
_LISTING = re.compile(r"(?im)^[^\S\n]*(?:(?:pub|sec|sub|ssb|fpr)[^\S\n]+(?:[\w/]+[^\S\n]+){0,4}(?:\w+/(?:0x)?)?"
                      r"|Key\s+fingerprint\s*=\s*)$")
_LISTING_HEAD = re.compile(r"(?m)^[^\S\n]*(?:pub|sec|sub|ssb)[^\S\n]+\S.*\n[^\S\n]*$")
_KEY_WORD = re.compile(r"(?i)" + _L + r"(?:key\s*id|keyid|key|fingerprint|fpr|schlüssel(?:-?id)?|fingerabdruck"
                       r"|clé|empreinte|clave|huella|chave|impressão\s+digital|chiave|impronta|sleutel|klucz|ключ\w*"
                       r"|отпечат\w*|anahtar\w*)" + _R + r"[^\S\n]*(?:id|is|ist|est|es|é|è|:|：|=|\()?[^\S\n]*$"
                       + r"|密钥\s*(?:id)?[:：]?\s*$|指纹[:：]?\s*$|鍵\s*[:：]?\s*$|키\s*[:：]?\s*$")
_SECRET_BEFORE = re.compile(r"(?i)" + _L + r"(?:token|password|passwort|secret|api[\s_-]?key|access[\s_-]?key"
                            r"|passphrase"
                            r"|private\s+key|pat)[^\S\n]*[:=]?[^\S\n]*[\"'`]?$")


def _pgp_key(text: str, s: int, e: int, pgp_talk: bool | None = None) -> bool:
    """An OpenPGP key's id or fingerprint: a gpg command's argument, a key listing's line, or after a key id's word,
    in a message naming gpg or PGP (``pgp_talk``: whether it does, when the caller asked once for all its spans)."""
    if pgp_talk is None:
        pgp_talk = _PGP_TALK.search(text) is not None
    if not pgp_talk:
        return False
    for m in _KEY_ID.finditer(text, max(0, s - 60), min(len(text), e + 60)):
        if not (m.start() <= s and e <= m.end()) or re.search(r"[A-Fa-f]", m.group().removeprefix("0x")) is None:
            continue
        ls = text.rfind("\n", 0, m.start()) + 1
        line = text[ls : m.start()]
        if _SECRET_BEFORE.search(line):
            return False
        # a bare line under a listing's pub or sec line holds the fingerprint
        head = _LISTING_HEAD.search(text, text.rfind("\n", 0, max(0, ls - 1)) + 1, m.start()) if ls else None
        return bool(head or _GPG_COMMAND.search(line) or _LISTING.search(line) or _KEY_WORD.search(
            text, max(ls, m.start() - 30),
                                                                                           m.start()))
    return False


_ORDER = re.compile(
    r"(?i)(?<!in\s)(?<!in\s\s)" + _L + r"(?:orders?|purchase|замовлен\w*|заказ\w*|bestellung\w*|auftrag\w*"
    r"|commande\w*|pedido\w*|ordine|ordinazione|bestelling|zamówieni\w*|objednávk\w*|sipariş\w*|rendelés\w*"
    r"|beställning\w*|bestilling\w*"
    r"|tilaus\w*|comand[aă]\w*|παραγγελί\w*|đơn\s+hàng|pesanan)" + _R
    # a shop's name or a preposition between ("на Rozetka", "from Best Buy") and a number's sign, or the sign alone
    + r"(?:(?P<gap>(?:[^\S\n]+[^\W\d_][\w'’-]*){1,3}?)[^\S\n]*|[^\S\n]*)(?:№|#|n[º°o]\.?|nr\.?|no\.?|num\.?"
    r"|number|номер|numer|numero|número|numéro|numarası|:)[^\S\n]*$|" + _L + r"(?:orders?|замовлення|заказ"
    r"|bestellung|commande|pedido|ordine|zamówienie|sipariş)[^\S\n]+$|订单号?[:：]?\s*$|注文番号[:：]?\s*$|주문\s?번호[:：]?\s*$")
_GAP_SECRET = re.compile(r"(?i)" + _L + r"(?:pin|pass\w*|code|kod\w*|код\w*|código|codice|otp|tan|cvv|cvc|ssn|sin"
                         r"|пароль|şifre|hasło|heslo|clave|senha|secret|account|konto|cuenta|iban|card|karte"
                         r"|tarjeta|carte|id)" + _R)
# the kinds an order's number was taken for: an id by its check digits, a code by its length (an account stays)
_ID_KINDS = frozenset({"sin", "ssn", "national_id", "tax_id", "id_number", "resident_id", "pin", "one_time_code",
                       "secret", "code", "announced", "passcode"})


def _order_number(text: str, s: int, e: int) -> bool:
    m = _ORDER.search(text, max(0, s - 60), s)
    return m is not None and (m.group("gap") is None or _GAP_SECRET.search(m.group("gap")) is None)


_PARTY = (r"(?:provider|supplier|vendor|seller|merchant|company|firm|utility|landlord|shop|store|biller|payee"
          r"|anbieter\w*|lieferant\w*|firma|vermieter\w*|versorger\w*|händler\w*|proveedor|empresa|compañía|tienda"
          r"|arrendador|fournisseur|entreprise|société|soci[ée]t[ée]|bailleur|propriétaire|fornitore|azienda|società"
          r"|negozio|fornecedor|loja|senhorio|leverancier|bedrijf|verhuurder|firmy|dostawcy|sprzedawcy|sklepu"
          r"|wynajmującego|dodavatele|společnosti|prodejce|pronajímatele|поставщика|компании|продавца|арендодателя"
          r"|постачальника|компанії|продавця|орендодавця|şirket\w*|satıcı\w*|tedarikçi\w*|ev\s+sahibi\w*)")
_PARTY_ACCOUNT = re.compile(
    r"(?i)(?:" + _L + r"(?:the\s+)?" + _PARTY + r"['’]s\s+(?:bank\s+)?(?:account|acct|iban)(?:\s+(?:number|no\.?|#))?"
    r"|" + _L + r"(?:account|acct|konto\w*|kontonummer|bankverbindung|cuenta|compte|rib|conto|conta|rekening"
    r"|numer\s+konta|rachunek|rachunku|číslo\s+účtu|účet|сч[её]т\w*|рахун\w*|hesap\w*)(?:\s+(?:number|no\.?|nummer))?"
    r"\s+(?:of\s+the\s+|des\s+|der\s+|del\s+|de\s+la\s+|de\s+l['’]|du\s+|della\s+|dell['’]|do\s+|da\s+|van\s+de\s+"
    r"|van\s+het\s+)?" + _PARTY + _R + r"|" + _L
    + r"(?:szolgáltató\w*|áramszolgáltató\w*|gázszolgáltató\w*|cég\w*|társaság\w*|eladó\w*|kereskedő\w*|bolt\w*"
    r"|üzlet\w*|főbérlő\w*|bérbeadó\w*|iroda\w*|vállalkozó\w*)\s+(?:\w+\s+){0,2}(?:bank)?számla(?:száma|számuk)" + _R
    + r"|" + _L + r"(?:bank)?(?:számlaszámuk|számlájuk|számlaszámukra)" + _R + r")[^\d\n]{0,12}$")


def _party_account(text: str, s: int) -> bool:
    return _PARTY_ACCOUNT.search(text, max(0, s - 80), s) is not None


_ANY_KINDS = frozenset({"secret", "high_entropy", "token", "api_key", "password", "password_shaped", "generic_secret"})


def keep(text: str, spans: list[Span]) -> None:
    """Drops docs' examples, product models, Wi-Fi networks' names, hotlines' numbers, OpenPGP key ids, orders'
    numbers and a provider's accounts, whichever rule or layer cut them."""
    if not spans:
        return
    out: list[Span] = []
    # whether the message names gpg or PGP, asked once: a search of the whole message for each span grows with the
    # message's length times its spans
    pgp_talk: bool | None = None
    for s, e, k in spans:
        v = text[s:e]
        vs = s + len(v) - len(v.lstrip(" \"'`([<"))
        ve = e - len(v) + len(v.rstrip(" \"'`)]>.,;:"))
        if vs >= ve:
            out.append((s, e, k))
            continue
        if k in _ANY_KINDS and _docs_example(text, vs):
            continue
        if text[vs:ve].replace("-", "") in _CMS_SAMPLE:
            continue  # the sample card CMS prints, whichever rule took it (round 36a's finder skips it)
        if product_model(text, vs, ve) or _wifi_name(text, vs, ve):
            continue
        if any(c.isdigit() for c in text[vs:ve]):
            if _hotline_number(text, vs, ve):
                continue
            if pgp_talk is None:
                pgp_talk = _PGP_TALK.search(text) is not None
            if _pgp_key(text, vs, ve, pgp_talk):
                continue
        if k in _ID_KINDS and _order_number(text, vs, ve):
            continue
        if k == "bank_account" and _party_account(text, vs):
            continue
        out.append((s, e, k))
    spans[:] = out
