"""Round 41a: secrets in phrasings the rules missed, and public values of the same shapes that stay.

Finds:
- backup codes one a line in a block of their own, under the paragraph that names them ("my Google 2-Step backup
  codes ... can you make a checklist?" then a blank line and "5096 1791" lines): the name may stand anywhere in that
  paragraph, the block may follow a blank line (utils.redact_listed_secrets reads lines right under the name's line
  only); a block under a paragraph that names other numbers after the codes (orders, invoices, phones) stays;
- a password the speaker says they chose, after its name ("my new master password ... I went with
  tundra-otter-saffron-velvet-6", "für das neue Passwort habe ich mich für ... entschieden", "para la contraseña
  elegí ..."): words joined by hyphens, dots or underscores (three or more), or a value of a password's shape; the
  name of a password manager or an app ("1Password") is no value;
- a password in apposition after its name, between commas ("told them my online banking password, Hockey1982?, and",
  "mein Passwort, Sonne2024!, habe ich"): a value of a password's shape, the sentence not speaking of common or
  example passwords;
- an identity card's number after its abbreviation (Czech and Slovak "OP", Polish "DO", Croatian and Slovenian "OI",
  Serbian, Bosnian and Bulgarian "LK"/"ЛК", Romanian "CI"/"BI", Hungarian "szig.") in a message that names a personal
  id (RČ, PESEL, OIB, EMŠO, ЕГН, JMBG, CNP, TAJ) or the card by its full name: the abbreviation alone is an original
  poster, a CI pipeline;
- a one-time code named after its value ("SMS ile 350729 diye bir kod geldi", "350729 という認証コードが届いた",
  "350729라는 인증번호", "jött egy 350729-es kód"): a secret code's word (not a discount's, an order's) after the
  quoting construction;
- a code named by a possessive that points back to a one-time code or a PIN named before it ("minta kode OTP ...
  Kodenya 5714 udah saya kasih", "OTP-nya 571492"): the nearest code named before is no promo, voucher, booking,
  parcel or postal code.

Keeps (after every round's finder):
- a value in a URL's query ends at the next parameter: "password=...&client=<uuid>" cuts the password, the client's
  id stays;
- a company's tax number where the company's legal form is dotted ("Αφοί Νικολάου Ο.Ε. με ΑΦΜ ...", "Acme Ltd. with
  VAT ...", "Talleres S.L., CIF ..."): the form's dots end no clause, and the form itself names a company;
- a payment's or a parcel's tracking key named as such ("la clave de rastreo del SPEI ...", "código de rastreio",
  "numéro de suivi"): a reference shown to payer and payee.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import recovery_codes, redact_round38b, secret_names, sentences
from utils.redact_round13 import _pw_ok

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"
_R = r"(?![^\W_])"


# ---- backup codes in a block under the paragraph that names them ----

_CODE_LINE = re.compile(
    r"[ \t]*(?:[-*•·][ \t]*|\d{1,2}[.)][ \t]*|\[[ xX]?\][ \t]*)?"
    r"(?P<v>\d{4}[ -]\d{4}|\d{8,10}|[0-9a-f]{5}-[0-9a-f]{5}|[0-9A-Za-z]{4,5}-[0-9A-Za-z]{4,5}|[0-9a-z]{8,10})"
    r"[ \t]*,?[ \t]*(?:\n|\Z)")
_DATE8 = re.compile(r"(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
# another thing's numbers named after the codes' name in the paragraph: the block is theirs
_OTHER_NUMBERS = re.compile(
    r"(?i)" + _L + r"(?:orders?|invoices?|tracking|parcels?|phone\s+numbers?|serials?|tickets?|bookings?|references?"
    r"|bestell\w*|rechnung\w*|sendung\w*|telefon\w*|pedidos?|facturas?|commandes?|factures?|ordini|fatture"
    r"|zamówie\w*|faktur\w*|заказ\w*|счет\w*|номер\w*\s+телефон\w*|sipariş\w*|注文|订单|請求|주문)" + _R)


_SENTENCE_END = re.compile(r"[.!?](?=\s)")


def _code_ok(v: str) -> bool:
    if v.replace(" ", "").replace("-", "").isdigit():
        return _DATE8.fullmatch(v.replace(" ", "").replace("-", "")) is None and len(set(v) - {" ", "-"}) > 2
    # letters and digits: a code holds a digit and a letter ("ab12-cd34"), a word ("well-known") none
    return any(c.isdigit() for c in v) and any(c.isalpha() for c in v)


def _block(text: str, i: int) -> list[Span]:
    got: list[Span] = []
    while (m := _CODE_LINE.match(text, i)) is not None and _code_ok(m.group("v")):
        got.append((m.start("v"), m.end("v"), "recovery_code"))
        i = m.end()
        if i >= len(text):
            break
    return got


def _backup_blocks(text: str, out: list[Span]) -> None:
    for cue in recovery_codes.BACKUP_NAME.finditer(text):
        line_end = text.find("\n", cue.end())
        if line_end < 0:
            continue
        # the block starts on the next line, or after the blank line that ends the name's paragraph
        starts = [line_end + 1]
        para_end = text.find("\n\n", cue.end())
        if para_end >= 0 and para_end - cue.end() <= 400:
            starts.append(para_end + 2 + len(text[para_end + 2 :]) - len(text[para_end + 2 :].lstrip("\n")))
        for start in starts:
            # the sentence right before the block names what it lists ("backup codes are in 1Password. Here are my
            # order numbers:")
            last = sentences.start(text, max(cue.end(), start - 2), _SENTENCE_END, floor=cue.end())
            if _OTHER_NUMBERS.search(text, last, start):
                continue
            got = _block(text, start)
            if len(got) >= 2:
                out.extend(got)
                break


# ---- a password the speaker chose ----

_PW_NAME = re.compile(r"(?i)(?:" + secret_names.alternation(tuple(
    w for w in secret_names.PASSWORD if w.isascii() or "\u0370" <= w[0] <= "\u04ff") + (
    "passphrase", "pass phrase", "master password", "passwortsatz", "phrase de passe", "frase de contraseña",
    "frase secreta", "frase segreta", "frase-senha", "wachtzin", "lösenfras", "hasło główne")) + r")")
# a password manager's or an app's name right after the word: the sentence speaks of the manager
_PW_THING = re.compile(r"(?i)[^\S\n]*(?:manager|managers|app|apps|generator|policy|polic(?:y|ies)|rules?|reset"
                       r"|field|hint|vault|safe|tresor|gestionnaire|gestor|administrador|verwalter|-manager)" + _R)
_CHOSE = re.compile(
    r"(?i)" + _L + r"(?:i\s+(?:went|go|'m\s+going|am\s+going|settled|decided|opted|picked|chose|choose|used|ended"
    r"\s+up\s+with|landed\s+on)(?:\s+(?:with|on|for))?|i['’]ve\s+(?:gone\s+with|picked|chosen|settled\s+on|used)"
    r"|ich\s+(?:habe\s+mich\s+für|nehme|nahm|habe\s+genommen|wählte|habe\s+gewählt)|habe\s+ich\s+mich\s+für"
    r"|j['’]ai\s+(?:choisi|pris|opté\s+pour|mis)|je\s+suis\s+parti(?:e)?\s+sur|(?:yo\s+)?(?:elegí|escogí|puse"
    r"|me\s+decidí\s+por|opté\s+por|usé)|ho\s+(?:scelto|messo|optato\s+per|usato)|(?:eu\s+)?(?:escolhi|coloquei"
    r"|optei\s+por|usei)|ik\s+(?:koos|heb\s+gekozen\s+voor|ging\s+voor|nam)|jag\s+(?:valde|tog|körde\s+på)"
    r"|jeg\s+(?:valgte|tog|tok|gikk\s+for|gik\s+efter)|wybrał(?:em|am)|zdecydowałe?m\s+się\s+na"
    r"|я\s+(?:выбрал(?:а)?|поставил(?:а)?|взял(?:а)?)|seçtim|koydum)" + _R + r"[^\S\n]*:?[^\S\n]*")
# words joined by hyphens, dots or underscores (a passphrase of three words or more), or a password's shape
_JOINED = re.compile(r"[^\W\d_]{2,}(?:[-_.][^\W_]{1,}){2,}[!?#$%&*]?")
_VALUE = re.compile(r"[\"'“‘«]?(?P<v>[^\s\"'”’»,;]{6,64})")
# a value that names a kind of password, a tool or a manager, not one ("1Password", "four-random-words")
_META = re.compile(r"(?i)pass(?:word|phrase)|passwort|bitwarden|keepass|lastpass|dashlane|xkcd")
_META_PART = re.compile(r"(?i)diceware|random|words?|style|based|factor|manager|generator|length|characters?|chars?"
                        r"|pattern|option|one|two|three|four|five|six|seven|eight|ten|digits?|symbols?|letters?|long"
                        r"|short|strong|weak|case|upper|lower|mixed|special|auth|step|time")
_FUNCTION_PART = re.compile(r"(?i)of|the|a|an|to|in|on|for|and|or|up|by|at|with|law|date|kind|art|all|you|it|is"
                            r"|de|la|le|les|el|los|las|du|des|und|der|die|das|zu|von|vom|y|en|et|à|al|da|do|di"
                            r"|del|della|och|og|i|w|z|na|и|в|на")
_URLISH = re.compile(r"(?i)https?:|www\.|@|\.(?:com|org|net|io|de|fr|es|it|py|js|txt|md|json|ya?ml)\b")


def _pw_value(v: str, placeholder: Callable[[str], bool]) -> bool:
    if _URLISH.search(v) or _META.search(v) or placeholder(v):
        return False
    if _JOINED.fullmatch(v):
        parts = re.split(r"[-_.]", v)
        if re.fullmatch(r"[^\W\d_]+(?:\.[^\W\d_]+)*\.[a-z]{2,4}", v):
            return False  # a host's or a file's name ("mail.example.org", "notes.backup.txt")
        # a compound of the language's words ("state-of-the-art", "mother-in-law") or of a password's kinds
        return (not re.fullmatch(r"v?\d+(?:\.\d+)+", v) and not any(_FUNCTION_PART.fullmatch(p) for p in parts)
                and sum(bool(_META_PART.fullmatch(p)) for p in parts) <= 1)
    return _pw_ok(v, placeholder)


def _clause_ends(text: str, e: int) -> bool:
    return re.match(r"[^\S\n]*(?:[\n.,;:!?)]|\Z|[^\S\n]+(?:and|but|as|because|since|und|aber|weil|et|mais|y|pero"
                    r"|e|ma|mas|en|og|och|i|и|а|ve|ama|—|–|-)(?![^\W_]))", text[e : e + 12]) is not None


def _chosen(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _CHOSE.finditer(text):
        # the password's name before the verb, in the same sentence or the one before it
        a = max(0, m.start() - 200)
        names = [n for n in _PW_NAME.finditer(text, a, m.start()) if not _PW_THING.match(text, n.end())]
        if not names or "\n\n" in text[names[-1].end() : m.start()]:
            continue
        if len(re.findall(r"[.!?](?:\s|$)", text[names[-1].end() : m.start()])) > 1:
            continue
        vm = _VALUE.match(text, m.end())
        if vm is None:
            continue
        a, b = vm.span("v")
        # a full stop, a bracket or a colon after the value closes its sentence; a "!" or a "?" may be the value's
        while b > a and text[b - 1] in ".):":
            b -= 1
        v = text[a:b]
        if b - a < 6 or not _clause_ends(text, b) or not _pw_value(v, placeholder):
            continue
        out.append((a, b, "password"))


# ---- a Wi-Fi key in a list line after the network's name and a slash ----

_WIFI_SLASH = re.compile(
    r"(?im)^[^\S\n]*(?:[-*•·][^\S\n]*)?(?:wi-?fi|wlan|wireless|network|netzwerk|ssid|réseau|red|rede|rete|netwerk"
    r"|nätverk|netværk|nettverk|sieć|síť|δίκτυο|сеть|wifi-?netz)[^\S\n]*[:：=-]?[^\S\n]*[^\s/]{2,40}[^\S\n]*[/|]"
    r"[^\S\n]*(?:" + _PW_NAME.pattern[4:] + r"|pw|pass|key|schlüssel|clé|clave|chiave|chave|sleutel|nøkkel|nyckel"
    r"|klucz|klíč|ключ)[^\S\n]*[:：=]?[^\S\n]*[\"'“‘«]?(?P<v>[^\s\"'”’»]{6,64}?)[\"'”’»]?[^\S\n]*[.,;]?[^\S\n]*$")
# a word that says how the network is reached, not its key
_NOT_KEY = re.compile(r"(?i)required|protected|needed|none|hidden|unknown|same|below|above|attached|included"
                      r"|erforderlich|geschützt|keins?|requis|protégé|requerida|protegida|ninguna|richiesta"
                      r"|obbligatoria|nenhuma|wymagane|brak|отсутствует|нет|on\s?the\s?fridge|fridge|router|sticker")


def _wifi_slash(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _WIFI_SLASH.finditer(text):
        v = m.group("v")
        if _NOT_KEY.fullmatch(v) or placeholder(v) or _META.search(v) or _URLISH.search(v):
            continue
        out.append((m.start("v"), m.end("v"), "password"))


# ---- a password in apposition after its name ----

_APPOSED = re.compile(
    r"(?i)" + _L + r"(?P<name>" + _PW_NAME.pattern[4:] + r"|pin|pin-code|passcode|código pin)" + r",[^\S\n]*"
    r"[\"'“‘«]?(?P<v>[^\s,;\"'”’»]{4,64}?)[\"'”’»]?(?=,|[^\S\n]*\)|[^\S\n]+(?:and|und|et|y|e|og|och|i|и)[^\S\n])")
# a sentence about common, weak or example passwords: the value is one of theirs
_TALK = re.compile(r"(?i)" + _L + r"(?:common|commonest|popular|typical|weak|default|such\s+as|like|e\.g\."
                   r"|for\s+instance|häufig\w*|typisch\w*|standard\w*|wie\s+z\.\s?b\.|courant\w*|comme|común|comunes"
                   r"|como|comune|comuni|come|comum|comuns|populair\w*|zoals|popularn\w*|typow\w*|jak|популярн\w*"
                   r"|например|типа|yaygın|gibi|" + "|".join(re.escape(w) for w in secret_names.EXAMPLE
                                                             if w.isascii()) + r")" + _R)
_OWNED = re.compile(r"(?i)" + _L + r"(?:my|his|her|their|our|mein\w*|sein\w*|ihr\w*|unser\w*|mon|ma|son|sa|notre"
                    r"|leur|mi|su|nuestr\w*|mio|mia|suo|sua|nostr\w*|meu|minha|seu|sua|nosso|nossa|mijn|zijn|haar"
                    r"|ons|onze|min|mitt|sin|sitt|mój|moje|moja|jego|jej|мой|мою|моё|мне|свой|свою|benim|onun"
                    r"|the|das|den|der|le|la|el|il|lo|o|a|het|de)" + _R)


def _apposed(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _APPOSED.finditer(text):
        a = sentences.char_start(text, m.start(), ".!?\n")
        head = text[max(a, m.start() - 60) : m.start()]
        if not _OWNED.search(head):
            continue  # "password, then the code": no possessive or article, the word stands alone
        end = text.find(".", m.end())
        sentence = text[a : len(text) if end < 0 else end]
        if _TALK.search(sentence):
            continue
        v = m.group("v")
        if m.group("name").lower() in ("pin", "pin-code", "passcode", "código pin"):
            if not (v.isdigit() and 4 <= len(v) <= 8 and len(set(v)) > 1):
                continue
        elif not _pw_value(v, placeholder) or v.isalpha():
            continue
        out.append((m.start("v"), m.end("v"), "pin" if v.isdigit() else "password"))


# ---- an identity card's number after its abbreviation ----

_CARD_ABBR = re.compile(
    r"(?<![\w.])(?P<abbr>(?:OP|DO|OI|LK|ЛК|CI|BI|SZIG)(?![^\W\d_])|szig\.|Szig\.|SZIG\.)"
    r"(?:[^\S\n]*(?:č\.|č|nr\.?|br\.?|no\.?|№|:|szám(?:a)?)){0,2}[^\S\n]*(?:seri[ae]\s+)?"
    + redact_round38b._CARD_VALUE)
# a personal id named in the message (the card's abbreviation stands beside it), or the card by its full name
_ID_BESIDE = re.compile(
    r"(?i)" + _L + r"(?:rč|r\.\s?č\.|rod\.\s?č\.|rodné\s+číslo|rodného\s+čísla|pesel|oib|emšo|emso|jmbg|егн"
    r"|(?-i:CNP|TAJ)|adóazonosító\w*|személyi\s+szám\w*|občank\w*|občansk\w+|občiansk\w+|dowod\w*|dowód|osobn\w+"
    r"\s+iskaznic\w*|osebn\w+\s+izkaznic\w*|li[čc]n\w+\s+kart\w*|лична\w*\s+карт\w*|личн\w+\s+карт\w*"
    r"|buletin\w*|carte\w*\s+de\s+identitate|személyi\w*)" + _R)
# Romania's card by its series and number after "CI"/"BI" ("CI seria XB nr 123456")
_RO_CARD = re.compile(r"(?<![\w.])(?:CI|BI|C\.I\.|B\.I\.)[^\S\n]*(?:seria[^\S\n]+)?(?P<v>[A-Z]{2}[^\S\n]*"
                      r"(?:nr\.?|număr(?:ul)?)?[^\S\n]*\d{6})(?!\d)")


def _abbr_cards(text: str, out: list[Span]) -> None:
    if _ID_BESIDE.search(text) is None:
        return
    for m in _CARD_ABBR.finditer(text):
        v = m.group("v")
        if not redact_round38b._card_number_ok(v) or redact_round38b._UNIT.match(text, m.end("v")):
            continue
        out.append((m.start("v"), m.end("v"), "national_id"))
    out.extend((m.start("v"), m.end("v"), "national_id") for m in _RO_CARD.finditer(text))


# ---- a one-time code named after its value ----

_SECRET_QUAL_TR = r"(?:(?:doğrulama|onay|güvenlik|tek\s+kullanımlık|giriş|sms|otp|aktivasyon|şifre)\s+)?"
_AFTER_VALUE = re.compile(
    r"(?<![\w.,/-])(?P<v>\d{4,8})(?:"
    # tr: "350729 diye (bir) (doğrulama) kod(u) / şifre"
    r"[^\S\n]+diye[^\S\n]+(?:bir[^\S\n]+)?" + _SECRET_QUAL_TR + r"(?:kod\w*|şifre\w*)"
    # ja: "350729 という(認証)コード / 番号 / パスワード"
    r"|[^\S\n]*(?:という|っていう|って)[^\S\n]*(?:認証|確認|ワンタイム|セキュリティ|ログイン)?(?:コード|パスワード"
    r"|暗証番号|認証番号|確認番号|パスコード)"
    # ko: "350729(이)라는 인증번호 / 코드 / 비밀번호"
    r"|[^\S\n]*(?:이)?라는[^\S\n]*(?:인증[^\S\n]*번호|인증[^\S\n]*코드|확인[^\S\n]*코드|보안[^\S\n]*코드|코드|비밀번호|일회용"
    r"[^\S\n]*비밀번호)"
    # hu: "egy 350729-es (ellenőrző) kód"
    r"|-(?:as|es|os|ös|ás|és|às)[^\S\n]+(?:(?:ellenőrző|megerősítő|biztonsági|egyszer\s+használatos|belépési|sms)"
    r"[^\S\n]+)?kód(?:ot|ja|ját|om|omat|ot|dal|hoz|nak|ra)?(?![^\W_]))")


def _after_value(text: str, out: list[Span]) -> None:
    for m in _AFTER_VALUE.finditer(text):
        v = m.group("v")
        if len(set(v)) < 2 or text[m.end("v") : m.end("v") + 1] == "-" and re.fullmatch(r"(?:19|20)\d\d", v):
            continue  # "a 2024-es kódex": a year
        out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- a code named by a possessive pointing back ----

_POSSESSIVE = re.compile(
    r"(?i)(?:" + _L + r"(?:kode-?nya|kod-?nya|otp-?nya|pin-?nya|token-?nya|kode\s+otp-?nya|kode\s+verifikasi-?nya)"
    # tr: "Kodu 571492" opening its sentence (inside one, "posta kodu" names a place's code)
    r"|(?:(?<=[.!?] )|(?<=\n)|(?<=\A))kodu(?=[^\S\n]+\d))"
    r"[^\S\n]*(?:adalah|ialah|itu|tuh|ya|yaitu|yakni|:|=|-|—)?[^\S\n]*(?P<v>\d{3}[- ]\d{3}|\d{4,8})(?![\w/.,:-]\d|\w)")
# a secret code named before ("kode OTP", "kode verifikasi", "PIN", "doğrulama kodu")
_SECRET_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:otp|pin|kode\s+(?:verifikasi|keamanan|akses|masuk|login|sms|aktivasi|otentikasi|autentikasi)"
    r"|kod\s+(?:pengesahan|keselamatan|tac)|tac|token|doğrulama\s+kodu|onay\s+kodu|güvenlik\s+kodu|şifre\w*"
    r"|verification\s+code|one-?time\s+code)" + _R)
# a code of another thing named before: the possessive points to it
_OTHER_CODE = re.compile(
    r"(?i)" + _L + r"(?:kode\s+(?:promo|voucher|diskon|kupon|booking|pemesanan|pesanan|resi|pos|bayar|pembayaran"
    r"|referral|undangan|tiket|unik|transaksi|produk|barang)|kode\s+(?:rekening\s+)?bank|promo|voucher|kupon"
    r"|posta\s+kodu|indirim\s+kodu|kupon\s+kodu|sipariş\s+kodu|takip\s+kodu|rezervasyon\s+kodu)" + _R)
# an amount after the number
_AMOUNT = re.compile(r"(?i)[^\S\n]*(?:rb|ribu|rupiah|rp|jt|juta|tl|lira|%|k\b)")


def _possessives(text: str, out: list[Span]) -> None:
    for m in _POSSESSIVE.finditer(text):
        a = max(0, m.start() - 300)
        secret = [x.end() for x in _SECRET_BEFORE.finditer(text, a, m.start())]
        if not secret:
            continue
        other = [x.end() for x in _OTHER_CODE.finditer(text, a, m.start())]
        if other and max(other) > max(secret):
            continue
        if _AMOUNT.match(text, m.end("v")):
            continue
        v = m.group("v")
        if len(set(v) - {"-", " "}) < 2:
            continue
        out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- find ----

# The gate's words these rules need beyond the other rounds' (a password's, a PIN's, a code's and the ids' names are
# theirs). A trigger also counts as a value's own name after a tag (utils.redact keeps a later pass's span only then),
# so none is a verb or a word other things are named by ("şube kodu", "I picked").
TRIGGERS: tuple[str, ...] = ("diye bir kod", "diye kod", "kodnya", "oib", "emšo", "jmbg", "szig.")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    if "\n" in text and ("code" in low or "kod" in low or "kód" in low or "코드" in text or "コード" in text
                         or "码" in text or "碼" in text or "коды" in low):
        _backup_blocks(text, out)
    _chosen(text, placeholder, out)
    if "/" in text or "|" in text:
        _wifi_slash(text, placeholder, out)
    if "," in text:
        _apposed(text, placeholder, out)
    _abbr_cards(text, out)
    _after_value(text, out)
    if "nya" in low or "kodu" in low:
        _possessives(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# ---- keeps ----

# a URL query's parameter after the value: "&client=", "&redirect_uri="
_NEXT_PARAM = re.compile(r"&(?:amp;)?[A-Za-z_][\w.\[\]-]{0,40}=")
_QUERY_KEY = re.compile(r"[?&;][A-Za-z_][\w.\[\]-]{0,40}=$")


# a parameter that is itself a credential ("&sig=", "&token="): a span over it stays whole (a SAS's query)
_SECRET_PARAM = re.compile(r"(?i)&(?:amp;)?[\w.\[\]-]*(?:sig|signature|token|key|secret|pass|pwd|auth|code|session"
                           r"|sid|otp|hash|credential|cred)[\w.\[\]-]*=")


def _query_end(text: str, s: int, e: int) -> int:
    """The end of a span's value in a URL's query: the next "&name=" after it, when the span opens a query's value
    and no later parameter in the span names a credential."""
    if not _QUERY_KEY.search(text, max(0, s - 42), s):
        return e
    m = _NEXT_PARAM.search(text, s, e)
    if m is None or m.start() <= s or _SECRET_PARAM.search(text, m.start(), e):
        return e
    return m.start()


# a company's legal form, dotted or not: "Ο.Ε.", "Α.Ε.", "Ε.Π.Ε.", "Ι.Κ.Ε.", "S.A.", "S.L.", "Ltd.", "s.r.o."
_LEGAL_FORM = re.compile(
    r"(?<![^\W_])(?:Ο\.\s?Ε\.?|Α\.\s?Ε\.?|Ε\.\s?Π\.\s?Ε\.?|Ι\.\s?Κ\.\s?Ε\.?|Ε\.\s?Ε\.?|Μ\.\s?Ι\.\s?Κ\.\s?Ε\.?"
    r"|ΟΕ|ΑΕ|ΕΠΕ|ΙΚΕ|S\.\s?A\.(?:\s?S\.)?|S\.\s?L\.(?:\s?U\.)?|S\.\s?r\.\s?l\.|S\.\s?p\.\s?A\.|S\.\s?A\.\s?R\.\s?L\."
    r"|S\.\s?C\.(?:\s?S\.)?|S\.\s?A\.\s?de\s+C\.\s?V\.|Ltda\.|Ltd\.|Inc\.|Corp\.|Co\.|LLC|L\.L\.C\.|GmbH|AG|KG"
    r"|OHG|e\.\s?K\.|e\.\s?V\.|UG|SARL|SAS|SNC|B\.\s?V\.|N\.\s?V\.|V\.\s?O\.\s?F\.|s\.\s?r\.\s?o\.|a\.\s?s\."
    r"|spol\.\s?s\s?r\.\s?o\.|sp\.\s?z\s?o\.\s?o\.|S\.\s?A\.|Kft\.|Zrt\.|Bt\.|Nyrt\.|A\.\s?Ş\.|Ltd\.\s?Şti\."
    r"|ООО|ОАО|ЗАО|ПАО|АО|ТОВ|ЕООД|ООД|АД|d\.\s?o\.\s?o\.|d\.\s?d\.|SRL|S\.\s?R\.\s?L\.|Oy|Oyj|AB|ASA|ApS|A/S)"
    r"(?![^\W_])")
_TAX_NAME = re.compile(
    r"(?i)(?<![^\W_])(?:αφμ|α\.φ\.μ\.?|vat|vat\s+(?:no\.?|number|id)|tax\s+(?:id|number|no\.?)|ein|tin|ust-?idnr\.?"
    r"|steuernummer|steuer-nr\.?|ust\.?-?id|tva|n°\s*tva|siren|siret|nif|cif|nipc|nip|regon|krs|ičo|ič|dič|ič\s+dph"
    r"|adószám\w*|cui|cod\s+fiscal|vkn|vergi\s+(?:no|numarası)|инн|єдрпоу|еик|p\.?\s?iva|partita\s+iva|cnpj|rut"
    r"|rfc|kvk|btw|btw-nummer|oib|pib|matični\s+broj|y-tunnus|org\.?\s?nr\.?|organisationsnummer|cvr)"
    r"\s*(?:no\.?|nr\.?|number|:|#)?\s*[:：]?\s*$")
_OWN_CLAIM = re.compile(r"(?i)" + _L + r"(?:μου|my|mein\w*|mon|ma|mes|mi|mis|mio|mia|meu|minha|mijn|mój|moj\w*|můj"
                        r"|saját|mea|benim|мой|моя|мій|моє|minun|min|mitt)" + _R)
_PARTY_WORD = re.compile(
    r"(?i)" + _L + r"(?:εταιρ\w*|επιχείρησ\w*|company|firm|business|firma|empresa|entreprise|société|azienda|società"
    r"|bedrijf|spółk\w*|společnost\w*|cég\w*|şirket\w*|компани\w*)" + _R)


def _legal_form_tax(text: str, s: int) -> bool:
    """Whether the number at text[s:] follows a tax number's name in a clause naming a company by its legal form
    (whose dots end no clause) or by a company's word, with no claim of the speaker's between."""
    tax = _TAX_NAME.search(text, max(0, s - 24), s)
    if tax is None:
        return False
    # the clause before the tax number's name ("Α.Φ.Μ." holds dots of its own), a legal form's dots masked
    a, t = max(0, tax.start() - 120), tax.start()
    forms = list(_LEGAL_FORM.finditer(text, a, t))
    masked = list(text[a:t])
    for f in forms:
        for i in range(f.start(), f.end()):
            masked[i - a] = "_" if text[i] == "." else text[i]
    clause = "".join(masked)
    cut = max(clause.rfind(c) for c in ".!?;\n")
    if cut >= 0:
        a += cut + 1
    party = [f.end() for f in forms if f.start() >= a] + [p.end() for p in _PARTY_WORD.finditer(text, a, t)]
    if not party:
        return False
    return _OWN_CLAIM.search(text, max(party), s) is None


# a payment's or a parcel's tracking key, public to payer and payee
_TRACKING = re.compile(
    r"(?i)" + _L + r"(?:clave\s+de\s+rastreo|n[úu]mero\s+de\s+rastreo|c[óo]digo\s+de\s+rastreo|folio\s+(?:del\s+)?spei"
    r"|n[úu]mero\s+de\s+seguimiento|c[óo]digo\s+de\s+seguimiento|c[óo]digo\s+de\s+rastre(?:io|amento)"
    r"|n[úu]mero\s+de\s+rastreio|num[ée]ro\s+de\s+suivi|code\s+de\s+suivi|sendungsnummer|sendungsverfolgungsnummer"
    r"|tracking\s+(?:number|no\.?|code|id|key)|codice\s+di\s+tracciamento|numero\s+di\s+tracciamento"
    r"|track(?:\s|-)?(?:номер|код)|трек-?номер|numer\s+przesyłki|numer\s+śledzenia|takip\s+(?:no|numarası|kodu)"
    r"|kode\s+resi|nomor\s+resi)" + _R)


def _tracking_key(text: str, s: int) -> bool:
    """Whether the value at text[s:] is the one a tracking key's name introduces, in its clause, with words alone
    between and no other secret's name among them."""
    a = max(0, s - 80)
    for c in ".!?;\n":
        a = max(a, text.rfind(c, a, s) + 1)
    names = list(_TRACKING.finditer(text, a, s))
    if not names:
        return False
    between = text[names[-1].end() : s]
    return (not any(c.isdigit() for c in between) and _PW_NAME.search(between) is None
            and re.search(r"(?i)" + _L + r"(?:pin|otp|code|c[óo]digo|clave|kod|kode)" + _R, between) is None)


def keep(text: str, spans: list[Span]) -> None:
    """Trims a value at its URL query's next parameter; drops a company's tax number named by its legal form and a
    tracking key's value."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        if "&" in text[s:e] and "=" in text[s:e]:
            e = _query_end(text, s, e)
        v = text[s:e]
        vs = s + len(v) - len(v.lstrip(" \"'`=:,;("))
        if re.fullmatch(r"[A-Z]{0,2}[\d\s./-]{6,16}", v.strip(" \"'`=:,;()")) and _legal_form_tax(text, vs):
            continue
        if k not in ("card", "iban", "private_key", "jwt") and _tracking_key(text, vs):
            continue
        out.append((s, e, k))
    spans[:] = out
