"""Round 41b: numbers a code's word reaches that are no code's value, kept whichever rule took them.

"Code" names more than a lock's or a card's secret: a program's text ("the code for the door component is 1200
lines"), a law or a standard ("the building code says the gate must be 1200 mm wide", "door rule 1010 applies"), a
postal or a dialling area ("Zip code: nine oh two one oh"). The rules that take the number after a code's word and a
door's or a gate's name take these too. Kept (after every round's finder):

- a number with a count's or a length's noun right after it: lines (of code), files, commits, characters, bytes,
  millimetres, inches, "wide", "tall" ("1200 lines", "1200 Zeilen", "1200 líneas", "2100 mm tall");
- a number right after a law's or a standard's reference word: an article, a section, a paragraph, a rule, a
  chapter, "§", a standard's letters (NFPA, ISO, DIN, EN) ("article 1382", "§ 1010", "NFPA 80");
- a value in digits or in number words after a postal code's, a dialling code's, a source code's or a law code's
  name in its clause ("my zip code is nine oh two one oh", "código postal: dos ocho cero cero uno", "the penal code
  1382"), no secret's name (a PIN, a password, another code) and no lock (a door, a gate, an alarm) between them.

A door's code of four to six digits ("the code for the door is 4821") and a spelled PIN ("my PIN is nine oh two
one") stay cut: no count after them, no reference word before, no public code's name in their clause.

utils.redact's ROUNDS registry calls ``keep`` after the finders; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import redact_number_words, secret_names, sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after

# a short number, or digits' names one by one (in any language the rules read them in, "nine oh two one oh"): the
# values these keeps judge
_NUMBER = re.compile(r"\d{3,8}|\d(?: \d){2,9}")
_DIGIT_NAMES = frozenset(w.lower() for w in (*secret_names.DIGIT_WORDS, *redact_number_words._WORDS))
_WORD = re.compile(r"[^\W\d_]+")


def _in_words(v: str) -> bool:
    words = _WORD.findall(v.lower())
    return len(words) >= 3 and all(w in _DIGIT_NAMES for w in words) and not _WORD.sub("", v).strip(" ,-")

# a count's or a length's noun right after the number (on its line): a program's size, a law's measure
_COUNT_AFTER = re.compile(
    r"(?i)[^\S\n]*(?:(?:" + _L + r"(?:lines?(?:\s+of\s+code)?|loc|sloc|kloc|files?|commits?|tests?|functions?|classes"
    r"|modules?|methods?|bytes?|kb|mb|kib|mib|characters?|chars?|words?|pages?|mm|cm|millimet(?:er|re)s?"
    r"|centimet(?:er|re)s?|inch(?:es)?|ft|feet|foot|wide|tall|high|deep|thick"
    # de, nl, nordic
    r"|zeilen|dateien|zeichen|breit|hoch|tief|regels|bestanden|tekens|breed|hoog|rader|filer|linjer|tecken|tegn"
    # es, pt, fr, it
    r"|l[íi]neas|archivos|ficheros|caracteres|linhas|arquivos|ficheiros|lignes|fichiers|caract[èe]res|righe|linee"
    r"|caratteri|de\s+(?:ancho|alto|largura|altura|large|haut|largo)"
    # pl, cs, ru, uk, tr, el, vi, id
    r"|linii|linijek|wierszy|plik[óo]w|znak[óo]w|řádků|řádek|souborů|строк\w*|строчек|файл\w*|символ\w*|рядк\w*"
    r"|satır\w*|dosya\w*|γραμμ[έή]ς|γραμμών|dòng|baris|berkas)" + _R + r")|行|줄|ファイル)")

# a law's or a standard's reference word right before the number
_REFERENCE_BEFORE = re.compile(
    r"(?:(?i:" + _L + r"(?:article|art\.|section|subsection|paragraph|clause|chapter|ch\.|rule|appendix|annex"
    r"|artikel|abschnitt|absatz|abs\.|paragraf|kapitel|ziffer|art[íi]culo|secci[óo]n|cap[íi]tulo|apartado|chapitre"
    r"|alin[ée]a|articolo|sezione|capitolo|comma|artigo|sec[çc][ãa]o|se[çc][ãa]o|hoofdstuk|afdeling|artyku[łl]"
    r"|rozdzia[łl]|ust[ęe]p|ust\.|статья|статьи|статье|раздел\w*|пункт\w*|глава|главы|madde\w*|b[öo]l[üu]m"
    r"|điều|chương|pasal|ayat)" + _R + r")|§{1,2}"
    r"|" + _L + r"(?:NFPA|ISO|IEC|DIN|EN|ANSI|ASTM|IBC|IRC|NEC|UL|BS|NF|UNE|IEEE|RFC|PEP|JIS|ГОСТ)" + _R + r")"
    r"[^\S\n]*(?i:(?:no\.?|nr\.?|number|n[º°])[^\S\n]*)?[:#]?[^\S\n]*$")

# a code's name that names a public number: a postal area's, a dialling area's, a program's text, a law's
_PUBLIC_CODE = re.compile(
    r"(?i)" + _L + r"(?:zip\s*-?\s*code|zipcode|zip|post\s*code|postal\s+code|c[óo]digo\s+postal|code\s+postal"
    r"|codice\s+postale|postleitzahl|plz|cep|kod\s+pocztowy|posta\s+kodu|postnummer|postinumero|irányítószám"
    r"|cod\s+po[șş]tal|psč|почтов\w*\s+индекс\w*|ταχυδρομικ\w*\s+κώδικ\w*|mã\s+bưu\s+(?:điện|chính)|kode\s+pos"
    r"|poskod|area\s+code|dial(?:l)?ing\s+code|country\s+code|calling\s+code|vorwahl|indicatif|prefijo|prefisso"
    r"|c[óo]digo\s+de\s+[áa]rea|kierunkowy|source\s+code|quellcode|c[óo]digo\s+fuente|code\s+source"
    r"|codice\s+sorgente|c[óo]digo-fonte|broncode|kod\s+źródłowy|исходн\w*\s+код\w*|kaynak\s+kod\w*"
    r"|(?:penal|civil|criminal|legal|labou?r|commercial)\s+code|code\s+(?:civil|p[ée]nal|du\s+travail)"
    r"|c[óo]digo\s+(?:civil|penal)|codice\s+(?:civile|penale)|strafgesetzbuch|bürgerliches\s+gesetzbuch"
    r"|(?-i:StGB|BGB))" + _R + r"|邮编|郵便番号|郵遞區號|우편\s*번호")
# between that name and the value: a secret's name or a lock's, which the value may be instead
_SECRET_BETWEEN = re.compile(
    r"(?i)" + _L + r"(?:pin|passcode|passphrase|key|secret|wi-?fi|wlan|password|passwort|kennwort|contraseña|clave"
    r"|senha|mot\s+de\s+passe|hasło|пароль|şifre\w*|combination|combo|code|codes|kode\w*|kod\w*|kód\w*|koodi\w*"
    r"|c[óo]digo|codice|код\w*|door|gate|garage"
    r"|alarm|safe|lock|locker|keypad|intercom|buzzer|tür|tor|puerta|porte|porta|portail|cancello|deur|poort|drzwi"
    r"|furtk\w*|bram\w*|dörr\w*|dør\w*|двер\w*|калитк\w*|домофон\w*)" + _R)
_CLAUSE_MARK = re.compile(r"[.!?;\n。！？；]")


def _public_code_before(text: str, s: int) -> bool:
    """A public code's name earlier in the value's clause, nothing naming a secret or a lock between them."""
    a = sentences.start(text, s, _CLAUSE_MARK, 80)
    last = None
    for last in _PUBLIC_CODE.finditer(text, a, s):
        pass
    return last is not None and _SECRET_BETWEEN.search(text, last.end(), s) is None


def public_number(text: str, s: int, e: int) -> bool:
    """Whether text[s:e], a short number or a number in words, is a count, a law's reference or a public code's
    value rather than a secret."""
    v = text[s:e].strip()
    if _NUMBER.fullmatch(v):
        if _COUNT_AFTER.match(text, e) or _REFERENCE_BEFORE.search(text, max(0, s - 24), s):
            return True
    elif not _in_words(v):
        return False
    return _public_code_before(text, s)


def keep(text: str, spans: list[Span]) -> None:
    """Drops counts, laws' references and public codes' values that a code's word reached."""
    if spans:
        spans[:] = [sp for sp in spans if not public_number(text, sp[0], sp[1])]
