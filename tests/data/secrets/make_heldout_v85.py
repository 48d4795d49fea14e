#!/usr/bin/env python3
"""Generator for the blind evaluation set heldout_v85 (secrets filter for a chat memory system).

Usage: python3 make_heldout_v85.py heldout_v85.yaml
Standard library only; deterministic (random.Random(85)); validates everything before writing
and exits 1 on any problem.
"""
import base64
import json
import random
import re
import string
import sys
import unicodedata

SEED = 85
NAME = "heldout_v85"
PREFIX = "H85"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64 = AN + "+/"
B64U = AN + "-_"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


class GenError(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise GenError(msg)


# ---------------------------------------------------------------- random helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n, first_nonzero=True):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def hexs(n):
    return rs(HEXL, n)


def pick(seq):
    return R.choice(seq)


def groups(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def b64url(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def commit_sha():
    return hexs(40)


def strong_password():
    words = ["Maple", "River", "Falcon", "Copper", "Lantern", "Orchid", "Tundra", "Violet", "Harbor",
             "Saffron", "Pebble", "Juniper", "Comet", "Thistle", "Walrus", "Mango", "Cobalt", "Quill"]
    syms = "!@#$%&*?"
    style = R.randrange(4)
    if style == 0:
        return pick(words) + pick(syms) + dg(4, False) + pick(words).lower()
    if style == 1:
        return rs(AN, 6) + pick(syms) + rs(AN, 5) + pick(syms) + rs(DG, 2)
    if style == 2:
        return pick(words) + pick(words) + dg(2, False) + pick(syms)
    return rs(LO, 3) + pick(syms) + rs(UP, 2) + rs(DG, 3) + rs(LO, 4) + pick(syms)


def passphrase(n=4):
    words = ["tangerine", "glacier", "pocket", "orbit", "velvet", "mustard", "harpoon", "crayon",
             "lobster", "meadow", "rocket", "pillow", "thunder", "marble", "biscuit", "canyon",
             "spindle", "walnut", "gravel", "ember", "noodle", "parsnip", "quartz", "saddle"]
    ws = R.sample(words, n)
    return pick(["-", " ", ".", "_"]).join(ws)


def pin(n=4):
    while True:
        p = dg(n, False)
        if len(set(p)) >= 3 and p not in ("1234", "0000", "123456", "654321"):
            return p


def future_expiry():
    m = R.randint(1, 12)
    y = R.randint(27, 31)
    return f"{m:02d}/{y}"


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + dg(length - len(prefix) - 1, False)
    num = body + luhn_digit(body)
    need(luhn_ok(num) and len(num) == length, "luhn")
    return num


def card(brand="visa"):
    if brand == "visa":
        return luhn_complete("4", 16)
    if brand == "mc":
        return luhn_complete(pick(["51", "52", "53", "54", "55"]), 16)
    if brand == "amex":
        return luhn_complete(pick(["34", "37"]), 15)
    if brand == "unionpay":
        return luhn_complete("62" + pick(["2202", "1700", "1483", "2848"]), 19)
    if brand == "troy":
        return luhn_complete("9792", 16)
    if brand == "iran":
        return luhn_complete(pick(["603799", "610433", "627353", "589463"]), 16)
    raise GenError("brand")


def fmt_card(num):
    if len(num) == 15:
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    return groups(num, 4)


def iban_from_bban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    check = 98 - int(num) % 97
    return f"{cc}{check:02d}{bban}"


def iban_ok(iban):
    s = iban.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "GB": 22, "NL": 18, "PL": 28, "CZ": 24, "SE": 24,
            "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "PT": 25, "BE": 16,
            "UA": 29, "SA": 24, "AE": 23, "IL": 23, "IR": 26, "AT": 20, "CH": 21}

ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
CF_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[UP[_i]] = _v
    if _i < 10:
        CF_ODD[str(_i)] = _v


def cf_even(ch):
    return int(ch) if ch.isdigit() else UP.index(ch)


def it_check_char(s):
    """Check character of the Italian codice fiscale (also used for the CIN of an Italian BBAN)."""
    total = 0
    for i, ch in enumerate(s):
        total += CF_ODD[ch] if i % 2 == 0 else cf_even(ch)
    return UP[total % 26]


def es_dc(ten):
    s = sum(int(c) * w for c, w in zip(ten, ES_W))
    d = 11 - s % 11
    return {11: 0, 10: 1}.get(d, d)


def mod11_weights(digits, weights):
    return sum(int(c) * w for c, w in zip(digits, weights)) % 11


def bban(cc):
    if cc == "DE":
        return dg(8) + dg(10, False)
    if cc == "FR":
        b, g, c = dg(5), dg(5, False), dg(11, False)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97)
        return f"{b}{g}{c}{key:02d}"
    if cc == "ES":
        bank, br, acct = pick(["2100", "0049", "0182", "2080", "0081", "1465"]), dg(4, False), dg(10, False)
        return bank + br + str(es_dc("00" + bank + br)) + str(es_dc(acct)) + acct
    if cc == "IT":
        abi, cab, conto = pick(["03069", "02008", "05034", "03062", "01030"]), dg(5), dg(12, False)
        return it_check_char(abi + cab + conto) + abi + cab + conto
    if cc == "GB":
        return pick(["BARC", "LOYD", "NWBK", "HBUK", "MIDL"]) + dg(6) + dg(8)
    if cc == "NL":
        return pick(["INGB", "RABO", "ABNA", "SNSB", "TRIO"]) + dg(10, False)
    if cc == "PL":
        return pick(["10201026", "11402004", "10901014", "19401076", "24901044"]) + dg(16, False)
    if cc == "CZ":
        while True:
            acct = dg(10)
            if mod11_weights(acct, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) == 0:
                return pick(["0800", "0100", "0300", "2010", "5500", "3030"]) + "000000" + acct
    if cc == "SE":
        return pick(["500", "800", "600", "300"]) + dg(17, False)
    if cc == "DK":
        return dg(4) + dg(10, False)
    if cc == "NO":
        return no_account()
    if cc == "FI":
        body = pick(["100012", "405520", "800014", "570001"]) + dg(7, False)
        return body + luhn_digit(body)
    if cc == "HU":
        def hc(s):
            w = [9, 7, 3, 1] * 5
            return str((10 - sum(int(c) * x for c, x in zip(s, w)) % 10) % 10)
        head = pick(["117", "104", "120", "116"]) + dg(4, False)
        acct = dg(15, False)
        return head + hc(head) + acct + hc(acct)
    if cc == "RO":
        return pick(["BTRL", "RNCB", "BRDE", "INGB"]) + "RONCRT0" + dg(9, False)
    if cc == "GR":
        return pick(["011", "017", "026", "014"]) + dg(4, False) + dg(16, False)
    if cc == "TR":
        return pick(["00010", "00062", "00046", "00064", "00067"]) + "0" + dg(16, False)
    if cc == "PT":
        body = pick(["0035", "0033", "0007", "0010"]) + dg(4, False) + dg(11, False)
        return body + f"{98 - (int(body) * 100) % 97:02d}"
    if cc == "BE":
        first = dg(3) + dg(7, False)
        k = int(first) % 97 or 97
        return first + f"{k:02d}"
    if cc == "UA":
        return pick(["305299", "322001", "300465", "320649"]) + "00000" + "2620" + dg(10, False)
    if cc == "SA":
        return pick(["80", "10", "20", "45"]) + dg(18, False)
    if cc == "AE":
        return pick(["033", "026", "030", "035"]) + dg(16, False)
    if cc == "IL":
        return pick(["010", "012", "020", "011"]) + dg(3) + dg(13, False)
    if cc == "IR":
        return "0" + pick(["17", "12", "18", "19", "16"]) + dg(19, False)
    if cc == "AT":
        return pick(["20111", "12000", "32000", "14000"]) + dg(11, False)
    raise GenError("bban " + cc)


def iban(cc, spaced=True):
    i = iban_from_bban(cc, bban(cc))
    need(iban_ok(i) and len(i) == IBAN_LEN[cc], "iban " + cc)
    return groups(i, 4) if spaced else i


def no_account():
    while True:
        body = pick(["1503", "1206", "9710", "3000", "6011"]) + dg(6, False)
        r = mod11_weights(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        k = 11 - r
        if k == 11:
            k = 0
        if k == 10:
            continue
        return body + str(k)


# national identifiers -----------------------------------------------------------
def ssn_us():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def de_steuer_id():
    while True:
        digs = R.sample(DG, 9)
        rep = pick(digs)
        ten = digs + [rep]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        s = "".join(ten)
        prod = 10
        for ch in s:
            t = (int(ch) + prod) % 10
            if t == 0:
                t = 10
            prod = (t * 2) % 11
        chk = 11 - prod
        if chk == 10:
            chk = 0
        return s + str(chk)


def de_kvnr():
    letter = pick(UP)
    body = dg(8)
    num = f"{UP.index(letter) + 1:02d}" + body
    total = 0
    for i, ch in enumerate(num):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        total += p // 10 + p % 10
    return letter + body + str(total % 10)


def de_ustid():
    while True:
        body = dg(8)
        prod = 10
        for ch in body:
            t = (int(ch) + prod) % 10
            if t == 0:
                t = 10
            prod = (t * 2) % 11
        chk = 11 - prod
        if chk == 10:
            chk = 0
        return "DE" + body + str(chk)


def fr_nir():
    sex = pick("12")
    yy = f"{R.randint(55, 99):02d}"
    mm = f"{R.randint(1, 12):02d}"
    dept = pick(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93"])
    body = sex + yy + mm + dept + dg(3) + dg(3)
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def fr_siren():
    return luhn_complete(pick("3456789"), 9)


def es_dni():
    n = R.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def es_cif():
    letter = pick("ABB")
    body = dg(7)
    even = sum(int(body[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        p = int(body[i]) * 2
        odd += p // 10 + p % 10
    c = (10 - (even + odd) % 10) % 10
    return letter + body + str(c)


def it_codice_fiscale(surname_code, name_code, female):
    yy = f"{R.randint(60, 99):02d}"
    month = pick("ABCDEHLMPRST")
    day = R.randint(1, 28) + (40 if female else 0)
    comune = pick(["H501", "F205", "L219", "F839", "A944", "G273"])
    s = surname_code + name_code + yy + month + f"{day:02d}" + comune
    return s + it_check_char(s)


def it_piva():
    body = dg(7) + pick(["001", "015", "036", "058"])
    total = 0
    for i, ch in enumerate(body):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def nl_bsn():
    while True:
        d = dg(8)
        s = sum(int(c) * w for c, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2]))
        last = s % 11
        if last < 10:
            num = d + str(last)
            need((s - last) % 11 == 0, "bsn")
            return num


def se_personnummer():
    yy = R.randint(60, 99)
    body = f"{yy:02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{dg(3, False)}"
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def no_fnr():
    while True:
        d = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}{R.randint(0, 499):03d}"
        k1 = 11 - mod11_weights(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d2 = d + str(k1)
        k2 = 11 - mod11_weights(d2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return d2 + str(k2)


def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    nnn = R.randint(2, 899)
    n = int(f"{dd:02d}{mm:02d}{yy:02d}{nnn:03d}")
    return f"{dd:02d}{mm:02d}{yy:02d}-{nnn:03d}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}"


def fi_reference():
    body = dg(R.randint(6, 10))
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(body)))
    return body + str((10 - s % 10) % 10)


def fi_ytunnus():
    while True:
        body = dg(7)
        r = mod11_weights(body, [7, 9, 10, 5, 8, 4, 2])
        if r == 1:
            continue
        c = 0 if r == 0 else 11 - r
        return f"{body}-{c}"


def pl_pesel():
    yy, mm, dd = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    body = f"{yy:02d}{mm:02d}{dd:02d}{dg(4, False)}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


def pl_id_card():
    letters = pick(["A", "C", "D"]) + rs(UP, 2)
    digits = dg(5, False)
    vals = [ord(c) - 55 for c in letters]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(v * x for v, x in zip(vals + [int(c) for c in digits], w))
    return letters + str(s % 10) + digits


def pl_nip():
    while True:
        body = dg(9)
        r = mod11_weights(body, [6, 5, 7, 2, 3, 4, 5, 6, 7])
        if r != 10:
            return f"{body[:3]}-{body[3:6]}-{body[6:8]}-{body[8]}{r}"


def cz_rodne_cislo():
    while True:
        yy, mm, dd = R.randint(60, 99), R.randint(1, 12) + pick([0, 50]), R.randint(1, 28)
        head = f"{yy:02d}{mm:02d}{dd:02d}"
        tail = dg(3, False)
        c = int(head + tail) % 11
        if c == 10:
            continue
        num = head + tail + str(c)
        need(int(num) % 11 == 0, "rc")
        return f"{head}/{tail}{c}"


def cz_ico():
    while True:
        body = dg(7)
        r = mod11_weights(body, [8, 7, 6, 5, 4, 3, 2])
        c = (11 - r) % 10
        return body + str(c)


def hu_taj():
    body = dg(8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body))
    return body + str(s % 10)


def hu_adoazonosito():
    while True:
        body = "8" + dg(8, False)
        s = sum(int(c) * (i + 1) for i, c in enumerate(body)) % 11
        if s < 10:
            return body + str(s)


def ro_cnp():
    while True:
        body = pick("12") + f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" \
            + pick(["40", "12", "22", "35", "01"]) + dg(3, False)
        s = sum(int(c) * w for c, w in zip(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]))
        c = s % 11
        c = 1 if c == 10 else c
        return body + str(c)


def ro_cui():
    body = dg(R.randint(7, 8))
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(body):]
    c = (sum(int(a) * b for a, b in zip(body, w)) * 10) % 11
    return body + str(0 if c == 10 else c)


def gr_amka():
    body = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}{dg(4, False)}"
    return body + luhn_digit(body)


def gr_afm():
    while True:
        body = pick("01") + dg(7, False) if R.random() < 0.5 else dg(8)
        s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body))
        return body + str(s % 11 % 10)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def cn_resident_id(female):
    area = pick(["110105", "310115", "440305", "330106", "510107", "420111"])
    birth = f"{R.randint(1965, 2001)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
    seq = f"{R.randint(0, 99):02d}" + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    body = area + birth + seq
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * x for c, x in zip(body, w)) % 11]


def cn_uscc():
    chars = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    body = "91" + pick(["110105", "310115", "440300", "330100"]) + rs("0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(chars.index(ch) * x for ch, x in zip(body, w)) % 31
    return body + chars[0 if c == 31 else c]


def kr_rrn():
    yy, mm, dd = R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)
    body = f"{yy:02d}{mm:02d}{dd:02d}" + pick("12") + dg(5, False)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def kr_brn():
    body = dg(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return f"{body[:3]}-{body[3:5]}-{body[5:]}{c}"


def jp_my_number():
    body = dg(11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return body + str(0 if r <= 1 else 11 - r)


def jp_corporate_number():
    body = dg(12)
    s = sum(int(c) * (1 if i % 2 == 0 else 2) for i, c in enumerate(reversed(body)))
    return str(9 - s % 9) + body


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
              [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
              [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
              [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    body = pick("23456789") + dg(10, False)
    num = body + verhoeff_digit(body)
    need(verhoeff_ok(num), "aadhaar")
    return f"{num[:4]} {num[4:8]} {num[8:]}"


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + dg(4) + pick(UP)


def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
    d1 = (s * 10) % 11 % 10
    s = sum(x * w for x, w in zip(d + [d1], range(11, 1, -1)))
    d2 = (s * 10) % 11 % 10
    t = "".join(map(str, d + [d1, d2]))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


def br_cnpj():
    d = [int(c) for c in dg(8)] + [0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(a * b for a, b in zip(d, w1)) % 11
    d1 = 0 if r < 2 else 11 - r
    w2 = [6] + w1
    r = sum(a * b for a, b in zip(d + [d1], w2)) % 11
    d2 = 0 if r < 2 else 11 - r
    t = "".join(map(str, d + [d1, d2]))
    return f"{t[:2]}.{t[2:5]}.{t[5:8]}/{t[8:12]}-{t[12:]}"


def s10_tracking(prefix, country):
    body = dg(8, False)
    s = sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{body}{c}{country}"


def nfe_key():
    body = pick(["35", "33", "31", "41"]) + "24" + f"{R.randint(1, 12):02d}" + re.sub(r"\D", "", br_cnpj()) \
        + "55" + "001" + dg(9) + "1" + dg(8)
    need(len(body) == 43, "nfe len")
    s = 0
    w = 2
    for ch in reversed(body):
        s += int(ch) * w
        w = 2 if w == 9 else w + 1
    r = s % 11
    return body + str(0 if r < 2 else 11 - r)


def pt_nif(first=None):
    body = (first or pick("123")) + dg(7, False)
    s = sum(int(c) * w for c, w in zip(body, range(9, 1, -1)))
    c = 11 - s % 11
    return body + str(0 if c >= 10 else c)


def il_tz():
    body = dg(8, False)
    s = 0
    for i, ch in enumerate(body):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return body + str((10 - s % 10) % 10)


def ir_melli():
    while True:
        body = dg(9, False)
        if len(set(body)) < 3:
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(body))
        r = s % 11
        return body + str(r if r < 2 else 11 - r)


def th_id():
    body = pick("1358") + dg(11, False)
    s = sum(int(c) * (13 - i) for i, c in enumerate(body))
    c = (11 - s % 11) % 10
    t = body + str(c)
    return f"{t[0]}-{t[1:5]}-{t[5:10]}-{t[10:12]}-{t[12]}"


def ru_inn_person():
    body = pick(["77", "78", "50", "66", "16", "54"]) + dg(8, False)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c11 = sum(int(a) * b for a, b in zip(body, w11)) % 11 % 10
    b2 = body + str(c11)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c12 = sum(int(a) * b for a, b in zip(b2, w12)) % 11 % 10
    return b2 + str(c12)


def ru_inn_org():
    body = pick(["77", "78", "50", "66"]) + dg(7, False)
    c = sum(int(a) * b for a, b in zip(body, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return body + str(c)


def ru_ogrn():
    body = "1" + pick(["02", "03", "05", "12"]) + pick(["77", "78", "50"]) + dg(7, False)
    return body + str(int(body) % 11 % 10)


def ru_snils():
    while True:
        body = dg(9)
        s = sum(int(c) * (9 - i) for i, c in enumerate(body))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return f"{body[:3]}-{body[3:6]}-{body[6:]} {c:02d}"


def ru_bik():
    return "04" + pick(["4525", "4030", "4525", "4652"]) + dg(3, False)


def ru_account(bik, prefix="40817810"):
    """20-digit account with the control key (9th digit) computed against the BIK."""
    while True:
        rest = dg(11, False)
        acct = prefix + "0" + rest
        w = [7, 1, 3] * 8
        s = sum(int(c) * x for c, x in zip(bik[-3:] + acct, w))
        k = (-s * 7) % 10
        acct = prefix + str(k) + rest
        if sum(int(c) * x for c, x in zip(bik[-3:] + acct, w)) % 10 == 0:
            return acct


def ua_rnokpp():
    while True:
        body = str(R.randint(20000, 45000)) + dg(4, False)
        s = sum(int(c) * w for c, w in zip(body, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
        return body + str(s % 11 % 10)


def ua_edrpou():
    body = dg(7)
    w = [1, 2, 3, 4, 5, 6, 7]
    r = sum(int(c) * x for c, x in zip(body, w)) % 11
    if r == 10:
        r = sum(int(c) * (x + 2) for c, x in zip(body, w)) % 11
        r = 0 if r == 10 else r
    return body + str(r)


def vn_mst():
    while True:
        body = pick(["01", "03", "02", "04"]) + dg(7, False)
        s = sum(int(c) * w for c, w in zip(body, [31, 29, 23, 19, 17, 13, 7, 5, 3]))
        c = 10 - s % 11
        if 0 <= c <= 9:
            return body + str(c)


def mx_clabe():
    body = pick(["012", "002", "014", "072", "021"]) + pick(["180", "320", "580", "650"]) + dg(11, False)
    w = [3, 7, 1] * 6
    s = sum((int(c) * x) % 10 for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


def ar_cuit(kind="30"):
    while True:
        body = kind + dg(8)
        r = mod11_weights(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        c = 11 - r
        if c == 11:
            c = 0
        if c == 10:
            continue
        return f"{body[:2]}-{body[2:]}-{c}"


def aba_routing():
    body = pick(["02", "03", "06", "07", "11", "12", "26", "32"]) + dg(6, False)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


def ca_sin():
    return luhn_complete(pick("12345679"), 9)


def za_id():
    body = f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{R.randint(0, 9999):04d}0" + pick("89")
    return body + luhn_digit(body)


def au_tfn():
    while True:
        body = dg(9)
        if sum(int(c) * w for c, w in zip(body, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0:
            return f"{body[:3]} {body[3:6]} {body[6:]}"


def au_abn():
    while True:
        body = dg(11)
        d = [int(c) for c in body]
        d[0] -= 1
        if d[0] < 0:
            continue
        if sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return f"{body[:2]} {body[2:5]} {body[5:8]} {body[8:]}"


def au_medicare():
    body = pick("23456") + dg(7, False)
    c = sum(int(a) * b for a, b in zip(body, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return f"{body[:4]} {body[4:]}{c} {R.randint(1, 9)}"


def uk_nhs():
    while True:
        body = dg(9, False)
        s = sum(int(c) * w for c, w in zip(body, range(10, 1, -1)))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        t = body + str(c)
        return f"{t[:3]} {t[3:6]} {t[6:]}"


def uk_nino():
    first = pick("ABCEGHJKLMNOPRSTWXYZ")
    second = pick("ABCEGHJKLMNPRSTWXYZ")
    return f"{first}{second} {dg(2, False)} {dg(2, False)} {dg(2, False)} {pick('ABCD')}"


def vin():
    trans = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
             "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6,
             "X": 7, "Y": 8, "Z": 9}
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(pick(["1HG", "1FT", "2T1", "5YJ", "3VW", "1G1"]) + rs(alpha, 5) + "0" + pick("LMNPRS") + rs(alpha, 1) + dg(6, False))
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(trans[c] * x for c, x in zip(v, w)) % 11
    v[8] = "X" if s == 10 else str(s)
    return "".join(v)


def imei():
    return luhn_complete(pick(["35", "86", "49", "01"]) + dg(6, False), 15)


def iccid():
    return luhn_complete("89" + pick(["44", "01", "49", "33"]) + dg(4, False), 19)


def bitlocker_key():
    return "-".join(f"{R.randint(1, 65535) * 11:06d}" for _ in range(8))


def bip39(n):
    words = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
             "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
             "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
             "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha "
             "already also alter always amateur amazing among amount amused analyst anchor ancient anger "
             "angle angry animal ankle announce annual another answer antenna antique anxiety any apart "
             "apology appear apple approve april arch arctic area arena argue arm armed armor army around "
             "arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
             "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn "
             "average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
             "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle "
             "beach bean beauty because become beef before begin behave behind believe below belt bench "
             "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black "
             "blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
             "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
             "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze "
             "broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker "
             "burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake "
             "call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain car "
             "carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category "
             "cattle caught cause caution cave ceiling celery cement census century cereal certain chair "
             "chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest "
             "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle "
             "citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb "
             "clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut "
             "code coffee coil coin collect color column combine come comfort comic common company concert "
             "conduct confirm congress connect consider control convince cook cool copper copy coral core "
             "corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft "
             "cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
             "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup "
             "cupboard curious current curtain curve cushion custom cute cycle").split()
    return " ".join(R.sample(words, n))


def jwt(payload):
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(R.randrange(256) for _ in range(32)))
    return f"{header}.{body}.{sig}"


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def openssh_private_key():
    """Unencrypted ed25519 key in OpenSSH format: real header structure, random key material."""
    head = (b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" + b"\x00\x00\x00\x04none" + b"\x00\x00\x00\x00"
            + b"\x00\x00\x00\x01" + b"\x00\x00\x003" + b"\x00\x00\x00\x0bssh-ed25519" + b"\x00\x00\x00 ")
    body = base64.b64encode(head + rbytes(296 - len(head))).decode()
    lines = ["-----BEGIN OPENSSH PRIVATE KEY-----"] + [body[i:i + 70] for i in range(0, len(body), 70)]
    lines.append("-----END OPENSSH PRIVATE KEY-----")
    return "\n".join(lines)


# provider keys ------------------------------------------------------------------
def aws_key_id(prefix="AKIA"):
    return prefix + rs(B32, 16)


def aws_secret():
    return rs(B64, 40)


def gh_pat():
    return "ghp_" + rs(AN, 36)


def gh_fine_pat():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def stripe_live():
    return "sk_live_51" + rs(AN, 97)


def slack_bot():
    return f"xoxb-{dg(12)}-{dg(13)}-{rs(AN, 24)}"


def openai_key():
    return "sk-proj-" + rs(B64U, 64) + "T3BlbkFJ" + rs(B64U, 64)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def google_api_key():
    return "AIzaSy" + rs(B64U, 33)


def sendgrid_key():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def telegram_bot():
    return f"{dg(10)}:AA{rs(B64U, 33)}"


def discord_bot():
    uid = dg(19)
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def gitlab_pat():
    return "glpat-" + rs(B64U, 20)


def npm_token():
    return "npm_" + rs(AN, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160)


def do_token():
    return "dop_v1_" + hexs(64)


def azure_storage_key():
    return base64.b64encode(rbytes(64)).decode()


def docker_pat():
    return "dckr_pat_" + rs(B64U, 27)


def twilio_token():
    return hexs(32)


def shopify_token():
    return "shpat_" + hexs(32)


def aliyun_ak():
    return "LTAI5t" + rs(AN, 18), rs(AN, 30)


def mercadopago_token():
    return f"APP_USR-{dg(16)}-{dg(6)}-{hexs(32)}-{dg(9)}"


def binance_pair():
    return rs(AN, 64), rs(AN, 64)


def gmail_app_password():
    return " ".join(rs(LO, 4) for _ in range(4))


def eth_address():
    return "0x" + hexs(40)


# ================================================================ cases
CASES = []
BUILDERS = []


def reg(fn):
    BUILDERS.append(fn)
    return fn


def add(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


# ---------------------------------------------------------------- English, positive
@reg
def en_aws_env():
    ak, sk, sha = aws_key_id(), aws_secret(), commit_sha()[:7]
    text = (f"My deploy started failing right after commit {sha}. Here's the .env the container gets, can you "
            f"spot what's wrong?\n\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n"
            f"S3_BUCKET=acme-prod-uploads\n\nError: An error occurred (SignatureDoesNotMatch) when calling the PutObject operation")
    add("aws-env-paste", "en", text, [ak, sk], [sha], "AWS key pair in a pasted .env; short commit hash is a look-alike")


@reg
def en_github_pat_revoked():
    tok, sha = gh_pat(), commit_sha()
    text = (f"Ugh, I pushed config.js to a public repo with const GITHUB_TOKEN = \"{tok}\"; in it. I revoked the token "
            f"on GitHub about ten minutes later but GitGuardian keeps emailing me. The offending commit is {sha}. "
            f"How do I scrub it from the history with git filter-repo?")
    add("github-pat-revoked", "en", text, [tok], [sha], "revoked personal access token is still a secret; full commit SHA is a look-alike")


@reg
def en_stripe_live_vs_test():
    key = stripe_live()
    text = (f"Everything passes locally with the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc and the 4242 4242 4242 4242 "
            f"card, but in production with STRIPE_SECRET_KEY={key} every PaymentIntent fails with "
            f"\"No such customer\". What am I missing?")
    add("stripe-live-vs-docs-test", "en", text, [key], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242"],
        "live Stripe secret key next to the well-known docs test key and test card")


@reg
def en_slack_bot():
    tok = slack_bot()
    chan = "C0" + rs(UP + DG, 9)
    text = ("Why does this only post to the channel sometimes?\n\n```python\nfrom slack_sdk import WebClient\n\n"
            f"client = WebClient(token=\"{tok}\")\nclient.chat_postMessage(channel=\"{chan}\", text=\"Deploy finished :rocket:\")\n```")
    add("slack-bot-token-code", "en", text, [tok], [chan], "Slack bot token in Python; channel id is a look-alike")


@reg
def en_openai_curl():
    key, req = openai_key(), "req_" + hexs(32)
    text = (f"I keep getting 429s even though I've barely used it. This is my call:\n\ncurl https://api.openai.com/v1/chat/completions "
            f"-H \"Authorization: Bearer {key}\" -H \"Content-Type: application/json\" -d '{{\"model\": \"gpt-4o-mini\", "
            f"\"messages\": [{{\"role\": \"user\", \"content\": \"hi\"}}]}}'\n\nThe response header has x-request-id: {req}")
    add("openai-key-curl", "en", text, [key], [req], "OpenAI project key in a curl command; request id is a look-alike")


@reg
def en_anthropic_placeholder():
    key = anthropic_key()
    text = (f"This works: client = anthropic.Anthropic(api_key=\"{key}\")\nbut the quickstart says to run "
            f"export ANTHROPIC_API_KEY=<your-api-key> and not pass it at all. Is hardcoding it really that bad for a "
            f"script that only runs on my laptop?")
    add("anthropic-key-vs-placeholder", "en", text, [key], ["<your-api-key>"], "real-format Anthropic key and a docs placeholder")


@reg
def en_google_maps():
    key = google_api_key()
    place = "ChIJ" + rs(B64U, 23)
    text = (f"The map loads but the Places lookup for place_id {place} returns REQUEST_DENIED. My script tag is "
            f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&libraries=places\"></script>. "
            f"Do I need to enable something in the console?")
    add("google-maps-key", "en", text, [key], [place], "Google API key in a script tag; place id is a look-alike")


@reg
def en_postgres_url():
    pw = rs(AN, 20)
    host = f"orders-db.{rs(LO + DG, 12)}.eu-central-1.rds.amazonaws.com"
    cred = f"orders_app:{pw}"
    text = (f"psql works from my laptop but the app can't connect. DATABASE_URL=postgresql://{cred}@{host}:5432/orders"
            f"?sslmode=require — error is \"no pg_hba.conf entry for host\". Is it the security group?")
    add("postgres-url-credentials", "en", text, [cred], [host],
        "only user:password of the connection string is secret; the RDS host is a look-alike")


@reg
def en_mongodb_srv():
    user, pw = "jlee", rs(AN, 16)
    host = f"cluster0.{rs(LO + DG, 5)}.mongodb.net"
    cred = f"{user}:{pw}"
    text = (f"Mongoose says MongoServerSelectionError. uri is mongodb+srv://{cred}@{host}/inventory?retryWrites=true&w=majority "
            f"and I whitelisted my IP. Node 20, mongoose 8.")
    add("mongodb-srv-credentials", "en", text, [cred], [host], "credentials inside a mongodb+srv URI; cluster host is a look-alike")


@reg
def en_redis_compose():
    pw = rs(AN, 24)
    digest = "sha256:" + hexs(64)
    text = ("docker-compose.yml:\n\nservices:\n  worker:\n    image: ghcr.io/acme/worker@" + digest + "\n    environment:\n"
            f"      REDIS_URL: redis://default:{pw}@redis:6379/0\n  redis:\n    image: redis:7.2\n"
            f"    command: redis-server --requirepass {pw}\n\nThe worker logs NOAUTH Authentication required. Why?")
    add("redis-compose-password", "en", text, [pw], [digest],
        "Redis password appears twice in a compose file; image digest is a look-alike")


@reg
def en_jwt_secret():
    secret = rs(AN + "!$%", 32)
    uid = uuid4()
    token = jwt({"sub": uid, "role": "admin", "iat": 1796000000, "exp": 1796086400})
    text = (f"Token verification fails with 'invalid signature'. Signing side: JWT_SECRET=\"{secret}\". "
            f"Here's a token it produced for my account (user id {uid}):\n{token}\nVerifier is on a different service, same env var I think.")
    add("jwt-and-signing-secret", "en", text, [secret, token], [uid], "HS256 signing secret and a live token; plain user UUID is a look-alike")


@reg
def en_wifi_sign():
    pw = passphrase(3)
    text = (f"Can you make a cute printable sign for the guest room? Wi-Fi network: Hartwell_Guest_5G, password: {pw}. "
            f"The router is a TP-Link Archer AX55 if you want to add a 'restart me' tip.")
    add("wifi-guest-sign", "en", text, [pw], ["Archer AX55"], "Wi-Fi password for a printed sign; router model is a look-alike")


@reg
def en_airbnb_checkin():
    box, door = pin(4), pin(6)
    conf = "HM" + rs(UP + DG, 8)
    text = (f"Draft check-in instructions for my Airbnb guests (reservation {conf}): the lockbox by the side gate opens with "
            f"{box}, and the front door keypad code is {door} followed by the check mark. Please make it friendly and short.")
    add("airbnb-checkin-codes", "en", text, [box, door], [conf], "lockbox and door codes; reservation code is a look-alike")


@reg
def en_alarm_codes():
    code = pin(4)
    word = pick(["bluebird", "pinecone", "Marigold", "teakettle"])
    phone = f"1-800-{dg(3)}-{dg(4, False)}"
    text = (f"Note for the house sitter: the alarm panel is in the hallway closet, disarm code {code}. If the monitoring "
            f"company calls ({phone}), they'll ask for the verbal passcode, which is \"{word}\". Can you turn that into a short checklist?")
    add("alarm-code-and-passcode", "en", text, [code, word], [phone], "alarm code and verbal passcode; monitoring phone is a look-alike")


@reg
def en_card_full():
    num, exp, cvc = card("visa"), future_expiry(), dg(3, False)
    order = f"{dg(3)}-{dg(7)}-{dg(7)}"
    text = (f"Amazon keeps declining this card on order {order}, is the number even valid? {fmt_card(num)}, exp {exp}, "
            f"CVV {cvc}. The bank says there's no block.")
    add("card-number-expiry-cvc", "en", text, [fmt_card(num), exp, cvc], [order], "full card (Luhn-valid) with expiry and CVC; order number is a look-alike")


@reg
def en_w4_ssn():
    ssn = ssn_us()
    ein = f"{dg(2)}-{dg(7)}"
    text = (f"Filling out the W-4 for my new job. My SSN is {ssn}; the employer's EIN on the offer letter is {ein}. "
            f"I'm married filing jointly and my spouse also works — what do I put in Step 2?")
    add("w4-ssn-vs-ein", "en", text, [ssn], [ein], "user's SSN is secret; employer EIN is a look-alike")


@reg
def en_passport_renewal():
    pno = pick("AB") + dg(8, False)
    trk = "9400 " + groups(dg(18, False), 4)
    text = (f"I mailed my DS-82 renewal, passport no. {pno}, tracking {trk}. It's been 9 weeks. Can I check the status online "
            f"or do I have to call?")
    add("passport-number-renewal", "en", text, [pno], [trk], "passport number; USPS tracking number is a look-alike")


@reg
def en_drivers_licence():
    dl = pick(UP) + dg(7, False)
    v = vin()
    text = (f"The DMV form asks for both. Licence: {dl} (California). Car VIN: {v}. Which box is 'vehicle identification' "
            f"and which is 'DL/ID number'?")
    add("drivers-licence-vs-vin", "en", text, [dl], [v], "driver's licence number is secret; VIN (check digit computed) is a look-alike")


@reg
def en_direct_deposit():
    rt, acct = aba_routing(), dg(12)
    text = (f"HR wants my direct deposit info by Friday. Routing number {rt}, checking account {acct}. "
            f"Can you write a two-line email to them with that?")
    add("direct-deposit-routing-account", "en", text, [acct], [rt], "account is secret; ABA routing number (checksum computed) is a look-alike")


@reg
def en_uk_sortcode():
    sc = f"{dg(2)}-{dg(2, False)}-{dg(2, False)}"
    acct = dg(8)
    text = (f"My landlord wants a standing order set up. Should I give him my details or get his? For reference mine are "
            f"sort code {sc}, account number {acct} (Nationwide).")
    add("uk-sortcode-account", "en", text, [acct], [sc], "UK account number is secret; sort code is a bank identifier look-alike")


@reg
def en_au_tfn():
    tfn, abn = au_tfn(), au_abn()
    text = (f"New casual job at a café. The TFN declaration asks for my TFN ({tfn}) and the payer's ABN, which is "
            f"{abn} on my payslip. Should I claim the tax-free threshold if I also have a second job?")
    add("au-tfn-vs-abn", "en", text, [tfn], [abn], "TFN (checksum computed) is secret; employer ABN (mod 89 computed) is a look-alike")


@reg
def en_nhs_number():
    nhs = uk_nhs()
    ref = rs(UP, 2) + dg(6)
    text = (f"The GP surgery's online form wants my NHS number — it's {nhs} — plus the booking reference {ref} from the text. "
            f"Which field is 'Patient ID'?")
    add("nhs-number", "en", text, [nhs], [ref], "NHS number (mod 11 computed); booking reference is a look-alike")


@reg
def en_health_member_id():
    mid = pick(["XGH", "W", "ZGP"]) + dg(9)
    grp = dg(6, False)
    rxbin = "610014"
    text = (f"The pharmacy says my insurance isn't on file. From the card: Member ID {mid}, Group {grp}, RxBIN {rxbin}, "
            f"RxPCN ADV. Which of these do they actually need to run the claim?")
    add("health-insurance-member-id", "en", text, [mid], [grp, rxbin], "member id is secret; employer group number and RxBIN are look-alikes")


@reg
def en_github_recovery_codes():
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(4)]
    text = ("Where's a sane place to keep these? Just downloaded them from GitHub 2FA setup:\n\n" + "\n".join(codes)
            + "\n\nI use 1Password but it feels weird putting 2FA backups next to the password.")
    add("github-recovery-codes", "en", text, codes, [], "four 2FA recovery codes in a list")


@reg
def en_totp_seed():
    seed = rs(B32, 32)
    text = (f"My phone died and I never saved backups except this from the QR page: otpauth://totp/Fastmail:me%40dmitri.dev"
            f"?secret={seed}&issuer=Fastmail&digits=6. Can I just type that into a new authenticator app?")
    add("totp-seed-uri", "en", text, [seed], [], "TOTP seed inside an otpauth URI")


@reg
def en_metamask_seed():
    phrase = bip39(12)
    addr = eth_address()
    text = (f"Is it ok to keep my MetaMask recovery phrase in Apple Notes? It's \"{phrase}\". "
            f"The wallet is {addr} if that matters, only ~0.4 ETH in it.")
    add("seed-phrase-notes", "en", text, [phrase], [addr], "BIP39-word seed phrase (checksum word not computed); public address is a look-alike")


@reg
def en_hardhat_key():
    pk = "0x" + hexs(64)
    txh = "0x" + hexs(64)
    contract = eth_address()
    text = (f"Deploy to Sepolia reverted. hardhat.config.js has accounts: [\"{pk}\"], contract ended up at {contract}, "
            f"failing tx is {txh}. Gas limit issue?")
    add("eth-private-key-vs-txhash", "en", text, [pk], [txh, contract], "private key and a same-format transaction hash look-alike")


@reg
def en_ssh_key():
    key = openssh_private_key()
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    text = (f"ssh says 'invalid format' for this key. Fingerprint on the server side is {fp}.\n\n{key}\n\n"
            f"Is the file broken or do I need a newer OpenSSH?")
    add("openssh-private-key", "en", text, [key], [fp], "pasted OpenSSH private key block; public key fingerprint is a look-alike")


@reg
def en_security_answers():
    maiden, pet, street = pick(["Kowalczyk", "Abernathy", "Okonkwo", "Haverford"]), pick(["Biscuit", "Pickles", "Rufus"]), \
        pick(["Larchmont", "Wexford Lane", "Old Mill Rd"])
    text = (f"I need to remember what I told the bank for the security questions. Mother's maiden name: {maiden}. "
            f"First pet: {pet}. Street I grew up on: {street}. Can you remind me of these if I ask later?")
    add("security-question-answers", "en", text, [maiden, pet, street], [], "answers to security questions")


@reg
def en_password_csv():
    pws = [strong_password() for _ in range(3)]
    text = ("Migrating from Chrome to Bitwarden, the import chokes on this CSV. What's wrong with the format?\n\n"
            "name,url,username,password\n"
            f"Netflix,https://www.netflix.com,maria.g@outlook.com,{pws[0]}\n"
            f"Chase,https://secure.chase.com,mgonzalez88,{pws[1]}\n"
            f"Comcast,https://login.xfinity.com,maria.g@outlook.com,{pws[2]}")
    add("password-csv-export", "en", text, pws, [], "three passwords in an exported CSV")


@reg
def en_troubador_vs_real():
    real = strong_password()
    text = (f"I know Tr0ub4dor&3 is the xkcd example of a bad password. Mine is {real} — is that any better, or should I "
            f"switch to a passphrase?")
    add("xkcd-example-vs-real-password", "en", text, [real], ["Tr0ub4dor&3"], "famous example password as look-alike next to the user's real one")


@reg
def en_reset_link():
    tok = rs(B64U, 43)
    rid = uuid4()
    text = (f"Is this email legit? \"Click to reset your password: https://account.dropbox.com/password_reset?token={tok} "
            f"This link expires in 1 hour. Request ID: {rid}\" I did request a reset but the link says invalid.")
    add("password-reset-token", "en", text, [tok], [rid], "reset token from a pasted email; request id is a look-alike")


@reg
def en_router_admin():
    pw = rs(UP + DG, 8)
    sn = rs(UP + DG, 13)
    text = (f"Trying to get into my router settings at 192.168.1.1. Username admin, and the sticker says Password: {pw}, "
            f"S/N: {sn}. It says wrong password. Should I factory reset?")
    add("router-admin-sticker", "en", text, [pw], [sn], "router admin password from the sticker; serial number is a look-alike")


@reg
def en_sim_puk():
    puk = dg(8)
    icc = iccid()
    text = (f"Phone says SIM PUK locked after my kid tried PINs. The card the SIM came on shows PUK {puk} and ICCID {icc}. "
            f"If I enter the PUK wrong 10 times is the SIM dead?")
    add("sim-puk-vs-iccid", "en", text, [puk], [icc], "PUK is secret; ICCID (Luhn computed) is a look-alike")


@reg
def en_k8s_secret():
    raw = strong_password()
    enc = base64.b64encode(raw.encode()).decode()
    digest = "sha256:" + hexs(64)
    text = ("Pod can't log into the DB. Secret and deployment:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n"
            f"type: Opaque\ndata:\n  username: YXBw\n  password: {enc}\n\nThe deployment uses image registry.acme.io/api@{digest} "
            "and mounts db-creds as env. I created the value with echo password | base64, does the newline matter?")
    add("k8s-secret-base64", "en", text, [enc], [digest], "base64-encoded password in a Kubernetes Secret; image digest is a look-alike")


@reg
def en_docker_login():
    tok = docker_pat()
    text = (f"CI step fails: docker login -u acmebuild -p {tok} returns 'unauthorized: incorrect username or password'. "
            f"It works on my machine with the same token.")
    add("docker-pat-cli", "en", text, [tok], [], "Docker Hub personal access token on a command line")


@reg
def en_npmrc():
    tok = npm_token()
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    text = (f"npm publish gives E403. My ~/.npmrc is\n//registry.npmjs.org/:_authToken={tok}\n"
            f"and the lockfile entry for my package has \"version\": \"2.4.1\", \"integrity\": \"{integ}\". Wrong scope?")
    add("npmrc-token-vs-integrity", "en", text, [tok], [integ], "npm token; lockfile integrity hash is a look-alike")


@reg
def en_pypirc():
    tok = pypi_token()
    sha = hexs(64)
    text = (f"twine upload says 403 Invalid or non-existent authentication information.\n\n[pypi]\n  username = __token__\n"
            f"  password = {tok}\n\nThe wheel's sha256 is {sha}, built with python -m build.")
    add("pypirc-token-vs-sha256", "en", text, [tok], [sha], "PyPI API token; file sha256 is a look-alike")


@reg
def en_sendgrid():
    key = sendgrid_key()
    tpl = "d-" + hexs(32)
    text = (f"Dynamic template emails arrive blank. Node code:\n\nsgMail.setApiKey('{key}');\nawait sgMail.send({{ to, from: "
            f"'hello@tinyplants.shop', templateId: '{tpl}', dynamicTemplateData: {{ name }} }});")
    add("sendgrid-key-vs-template-id", "en", text, [key], [tpl], "SendGrid API key; template id is a look-alike")


@reg
def en_twilio():
    tok = twilio_token()
    sid = "AC" + hexs(32)
    msg = "SM" + hexs(32)
    text = (f"Twilio returns 20003 Authenticate. Account SID {sid}, auth token {tok}. The last message that worked was {msg} "
            f"from +1 415 555 0143 yesterday.")
    add("twilio-auth-token", "en", text, [tok], [msg], "Twilio auth token; message SID is a look-alike (account SID left unscored)")


@reg
def en_telegram_bot():
    tok = telegram_bot()
    chat = "-100" + dg(10)
    text = (f"My bot can't post to the group. requests.post(f\"https://api.telegram.org/bot{tok}/sendMessage\", "
            f"data={{\"chat_id\": {chat}, \"text\": \"ping\"}}) returns 'chat not found'.")
    add("telegram-bot-token", "en", text, [tok], [chat], "Telegram bot token in a URL; chat id is a look-alike")


@reg
def en_discord_bot():
    tok = discord_bot()
    guild = dg(19)
    text = (f"discord.py bot logs in but slash commands don't show up in my server (guild id {guild}). "
            f"bot.run(\"{tok}\") — do I need to sync the tree per guild?")
    add("discord-bot-token", "en", text, [tok], [guild], "Discord bot token; guild snowflake id is a look-alike")


@reg
def en_hf_token():
    tok = hf_token()
    rev = commit_sha()
    text = (f"Downloading a gated model fails with 401 even after I accepted the license. I'm doing "
            f"snapshot_download(repo_id=\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"{rev}\", token=\"{tok}\").")
    add("huggingface-token", "en", text, [tok], [rev], "Hugging Face token; model revision hash is a look-alike")


@reg
def en_gitlab_ci():
    tok = gitlab_pat()
    pipe = dg(10)
    text = (f"Pipeline #{pipe} fails at the release job: curl --header \"PRIVATE-TOKEN: {tok}\" "
            f"\"https://gitlab.com/api/v4/projects/48213377/releases\" gives 401. Token has api scope.")
    add("gitlab-pat-ci", "en", text, [tok], [pipe], "GitLab PAT in a curl header; pipeline number is a look-alike")


@reg
def en_azure_storage():
    key = azure_storage_key()
    sub = uuid4()
    text = (f"Function app can't reach blob storage. Connection string in local.settings.json:\n"
            f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=stfinreports01;AccountKey={key};EndpointSuffix=core.windows.net\"\n"
            f"Subscription {sub}. Works locally, fails in Azure.")
    add("azure-storage-account-key", "en", text, [key], [sub], "only the AccountKey value is secret; subscription id is a look-alike")


@reg
def en_digitalocean():
    tok = do_token()
    fp = ":".join(hexs(2) for _ in range(16))
    text = (f"terraform apply fails on the droplet resource.\n\nprovider \"digitalocean\" {{\n  token = \"{tok}\"\n}}\n\n"
            f"resource \"digitalocean_droplet\" \"web\" {{\n  image = \"ubuntu-24-04-x64\"\n  ssh_keys = [\"{fp}\"]\n}}")
    add("digitalocean-token-terraform", "en", text, [tok], [fp], "DigitalOcean token in HCL; SSH key MD5 fingerprint is a look-alike")


@reg
def en_session_cookie():
    sid = rs(LO + DG, 32)
    ga = f"GA1.1.{dg(9)}.{R.randint(1760000000, 1790000000)}"
    text = (f"I'm scraping my own order history and copied the cookie header from devtools: "
            f"Cookie: _ga={ga}; sessionid={sid}; theme=dark. It works for an hour then redirects to login. Why?")
    add("session-cookie-devtools", "en", text, [sid], [ga], "session cookie is secret; analytics cookie is a look-alike")


@reg
def en_bearer_log():
    tok = jwt({"sub": dg(8), "scope": "orders:write", "exp": 1797000000})
    trace = hexs(32)
    text = (f"From the nginx debug log, request that 401s:\n2026-11-30T09:14:22Z POST /api/v2/orders trace_id={trace}\n"
            f"  Authorization: Bearer {tok}\n  Content-Type: application/json\nThe token isn't expired as far as I can tell.")
    add("bearer-token-in-log", "en", text, [tok], [trace], "bearer JWT in a log; trace id is a look-alike")


@reg
def en_basic_auth():
    user, pw = "deploybot", rs(AN, 18)
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    etag = hexs(32)
    text = (f"Our Jenkins webhook gets 403 from Artifactory. Request headers:\nAuthorization: Basic {b}\n"
            f"If-None-Match: \"{etag}\"\nIs the ETag the problem?")
    add("basic-auth-header", "en", text, [b], [etag], "HTTP Basic credentials (base64 of user:password); ETag is a look-alike")


@reg
def en_gmail_app_password():
    pw = gmail_app_password()
    text = (f"Nextcloud can't send mail through Gmail. SMTP smtp.gmail.com port 587, STARTTLS, user "
            f"photos.hernandez@gmail.com, app password {pw}. Do I type it with the spaces?")
    add("gmail-app-password", "en", text, [pw], [], "16-letter Google app password with spaces")


@reg
def en_multi_wifi_announce():
    pw = rs(AN, 12)
    text = ("I'll send you our new wifi password so you can help me write a note for the babysitter, hang on"
            f"\n---\nok it's {pw}\n---\nnetwork is MillerHouse, the 2.4 one not the 5G")
    add("multi-wifi-announced", "en", text, [pw], [], "value announced in one message and given in the next")


@reg
def en_multi_card_parts():
    num, exp, cvc = card("mc"), future_expiry(), dg(3, False)
    a, b = num[:8], num[8:]
    text = (f"my sister needs to book the flights with my card, I'll send it in two bits. first part {a[:4]} {a[4:]}"
            f"\n---\nsecond {b[:4]} {b[4:]}, expires {exp}, security code {cvc}. Can you write her a message explaining how to "
            f"enter it on the airline site?")
    add("multi-card-in-parts", "en", text, [f"{a[:4]} {a[4:]}", f"{b[:4]} {b[4:]}", exp, cvc], [],
        "card number split across two messages with expiry and CVC")


@reg
def en_multi_gate_correction():
    wrong = pin(4)
    right = wrong[:2] + wrong[3] + wrong[2]
    if right == wrong:
        right = wrong[:3] + str((int(wrong[3]) + 1) % 10)
    text = (f"The community gate code is {wrong}* for the delivery instructions\n---\nsorry, typo, it's {right}* — "
            f"please update the note you wrote")
    add("multi-gate-code-correction", "en", text, [wrong, right], [], "gate code corrected in a second message; both versions are cut")


@reg
def en_binance_api():
    k, s = binance_pair()
    oid = dg(11)
    text = (f"My trading bot gets -2015 Invalid API-key, IP, or permissions. api_key = \"{k}\"\napi_secret = \"{s}\"\n"
            f"Last successful order was orderId {oid}. I did restrict it to my IP.")
    add("binance-api-key-secret", "en", text, [k, s], [oid], "exchange API key and secret; order id is a look-alike")


@reg
def en_india_otp_sms():
    otp = dg(6)
    last4 = dg(4)
    text = (f"Got this SMS: \"OTP for txn of INR 4,599.00 at FLIPKART on HDFC Bank card XX{last4} is {otp}. Valid for 10 mins. "
            f"Do not share with anyone.\" I didn't buy anything on Flipkart today?")
    add("bank-otp-sms-india", "en", text, [otp], [f"XX{last4}"], "bank OTP in an SMS; masked card suffix is a look-alike")


@reg
def en_apple_recovery_key():
    key = "-".join(rs(UP + DG, 4) for _ in range(7))
    text = (f"Apple asks for my Recovery Key to sign in on the new Mac. The one I printed says {key}. "
            f"It keeps saying incorrect — are O and 0 interchangeable?")
    add("apple-recovery-key", "en", text, [key], [], "Apple account recovery key")


@reg
def en_bitlocker():
    key = bitlocker_key()
    kid = rs(HEXU, 8)
    text = (f"Laptop is asking for the BitLocker recovery key after a BIOS update. Screen shows Key ID {kid}. "
            f"From my Microsoft account I found {key}. Typing it does nothing, is it the wrong one?")
    add("bitlocker-recovery-key", "en", text, [key], [kid], "BitLocker key (groups divisible by 11); key id is a look-alike")


@reg
def en_office_door():
    code = "-".join(pin(4))
    text = (f"Can you post this in #general for me, cleaned up: side door code is {code} until the badge readers "
            f"are fixed, don't prop it open.")
    add("office-door-code", "en", text, [code], [], "door code written with dashes")


@reg
def en_ca_sin():
    sin = ca_sin()
    bn = dg(9) + "RP0001"
    text = (f"Filling in my TD1. SIN {sin[:3]} {sin[3:6]} {sin[6:]}. The employer's payroll account on my T4 is {bn}. "
            f"Do I need the provincial form too (Ontario)?")
    add("canada-sin-vs-payroll-account", "en", text, [f"{sin[:3]} {sin[3:6]} {sin[6:]}"], [bn],
        "SIN (Luhn computed) is secret; employer CRA payroll number is a look-alike")


@reg
def en_india_pan_account():
    pan = in_pan(pick("KSMR"))
    acct = dg(14)
    ifsc = pick(["SBIN", "HDFC", "ICIC", "UTIB"]) + "0" + dg(6, False)
    text = (f"Need to fill the bank details for my freelance client in Pune. PAN {pan}, A/c no {acct}, IFSC {ifsc}. "
            f"Should I also give the MICR code?")
    add("india-pan-account-ifsc", "en", text, [pan, acct], [ifsc], "PAN and account number are secret; IFSC is a look-alike")


@reg
def en_nigeria_bvn():
    bvn = "22" + dg(9, False)
    sess = "0000" + dg(26, False)
    text = (f"The loan app wants my BVN ({bvn}) before it'll approve. Is that safe? Also my transfer to them failed, "
            f"session ID {sess}.")
    add("nigeria-bvn", "en", text, [bvn], [sess], "BVN is secret; NIP transfer session id is a look-alike")


@reg
def en_kenya_mpesa():
    code = pick(["S", "T"]) + rs(UP + DG, 9)
    paybill = dg(6)
    text = (f"{code} Confirmed. Ksh2,350.00 sent to KPLC PREPAID for account 37219955012 on 29/11/26 at 7:41 PM. "
            f"New M-PESA balance is Ksh1,102.50.\n\nThe tokens never came. Paybill {paybill}. Who do I call?")
    add("kenya-mpesa-code", "en", text, [code], [paybill], "M-Pesa confirmation code counts as secret; paybill number is a look-alike")


@reg
def en_za_id():
    zid = za_id()
    case = f"CAS {R.randint(100, 999)}/11/2026"
    text = (f"My wallet was stolen with my ID card. ID number {zid}. The police gave me {case}. "
            f"How do I apply for a replacement smart ID at Home Affairs?")
    add("south-africa-id", "en", text, [zid], [case], "SA ID number (Luhn computed); police case number is a look-alike")


@reg
def en_uk_nino_utr():
    nino = uk_nino()
    utr = dg(5) + " " + dg(5)
    paye = f"{dg(3)}/{rs(UP, 2)}{dg(5)}"
    text = (f"Registering for self assessment. NI number {nino}, my UTR is {utr}. My old employer's PAYE reference "
            f"is {paye} — do I need it for the P45 bit?")
    add("uk-nino-utr-vs-paye", "en", text, [nino, utr], [paye], "NINO and UTR are secret; employer PAYE reference is a look-alike")


@reg
def en_au_medicare():
    m = au_medicare()
    irn = R.randint(1, 5)
    text = (f"Booking a telehealth appointment, the form wants my Medicare number. It's {m}, and I'm number {irn} on the card. "
            f"Does the form want that last number too?")
    add("au-medicare-number", "en", text, [m], [], "Medicare number (check digit computed) with IRN")


@reg
def en_config_yaml():
    pw = strong_password()
    text = ("Spring Boot won't start: 'Failed to configure a DataSource'. application.yml:\n\nspring:\n  datasource:\n"
            f"    url: jdbc:mysql://localhost:3306/shop\n    username: shop\n    password: \"{pw}\"\n  jpa:\n"
            "    hibernate:\n      ddl-auto: update\nserver:\n  port: 8081")
    add("spring-yaml-password", "en", text, [pw], [], "password in a YAML config")


@reg
def en_hotel_safe():
    code = pin(4)
    text = f"I set the hotel room safe to {code} and now it says ERROR. Passport's inside and checkout is at 11. Any tricks before I call the front desk?"
    add("hotel-safe-code", "en", text, [code], [], "safe code")


@reg
def en_webhook_secret():
    sec = "whsec_" + rs(AN, 32)
    evt = "evt_" + rs(AN, 24)
    text = (f"Webhook signature verification fails for {evt}. I'm using stripe.webhooks.constructEvent(rawBody, sig, "
            f"'{sec}') with express.json() before it. Is the body parser the issue?")
    add("stripe-webhook-secret", "en", text, [sec], [evt], "webhook signing secret; event id is a look-alike")


@reg
def en_github_fine_pat():
    tok = gh_fine_pat()
    text = (f"GitHub Actions: the checkout of a private submodule fails. I set token: ${{{{ secrets.SUBMODULE_PAT }}}} and the "
            f"secret value is {tok}. Fine-grained, read-only contents on that one repo.")
    add("github-fine-grained-pat", "en", text, [tok], ["${{ secrets.SUBMODULE_PAT }}"], "fine-grained PAT; Actions secret reference is a look-alike")


@reg
def en_coworker_password():
    pw = strong_password()
    text = (f"My coworker is on leave and left me her login for the supplier portal so I can approve invoices: "
            f"user r.patel, password {pw}. Is it ok to use it, and should I tell IT?")
    add("entrusted-colleague-password", "en", text, [pw], [], "password entrusted by someone else")


@reg
def en_voicemail_spelled():
    digits = pin(4)
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    spelled = " ".join(words[int(c)] for c in digits)
    text = (f"My grandma's voicemail PIN, she wrote it out in words on the fridge: \"{spelled}\". "
            f"How does she check messages from another phone?")
    add("voicemail-pin-spelled", "en", text, [spelled], [], "PIN spelled out in words")


# ---------------------------------------------------------------- English, negative
@reg
def en_neg_aws_docs():
    text = ("In the AWS CLI docs they configure a profile with AKIAIOSFODNN7EXAMPLE and "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Are those someone's real keys or just placeholders? And what's the "
            "difference between ~/.aws/credentials and ~/.aws/config?")
    add("neg-aws-docs-example-keys", "en", text, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
        "AWS documentation example key pair")


@reg
def en_neg_masked_receipt():
    last4, auth, txn = dg(4), rs(UP + DG, 6), dg(12)
    text = (f"Can you help me dispute this? The receipt says:\nVISA **** **** **** {last4}\nAUTH CODE: {auth}\n"
            f"TXN ID: {txn}\nAMOUNT: $86.40\nI returned the item two weeks ago and never got the refund.")
    add("neg-masked-card-receipt", "en", text, [], [f"**** **** **** {last4}", auth, txn],
        "masked card, authorization code and transaction id from a receipt")


@reg
def en_neg_stripe_test_cards():
    text = ("For my checkout tests: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 gets a generic decline, and "
            "4000 0000 0000 9995 is insufficient funds, right? Which one triggers 3D Secure — 4000 0027 6000 3184?")
    add("neg-stripe-test-cards", "en", text, [],
        ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995", "4000 0027 6000 3184"],
        "documented Stripe test card numbers")


@reg
def en_neg_totp_docs():
    text = ("The Google Authenticator key URI wiki uses otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example "
            "as its example. Is the secret there base32 or base64? I'm writing a parser.")
    add("neg-totp-docs-example", "en", text, [], ["JBSWY3DPEHPK3PXP"], "well-known documentation TOTP secret")


@reg
def en_neg_password_examples():
    text = ("For a security awareness slide: why is \"correct horse battery staple\" considered stronger than "
            "\"P@ssw0rd\", and why do lists of leaked passwords always start with 123456 and qwerty?")
    add("neg-example-passwords", "en", text, [], ["correct horse battery staple", "P@ssw0rd", "123456", "qwerty"],
        "famous example passwords discussed as examples")


@reg
def en_neg_git_log():
    shas = [commit_sha() for _ in range(3)]
    text = (f"Which of these should I revert to get rid of the login bug?\n\ncommit {shas[0]}\n    Bump version to 3.14.2\n"
            f"commit {shas[1]}\n    Fix session refresh race (#1182)\ncommit {shas[2]}\n    Merge branch 'release/3.14'")
    add("neg-git-log", "en", text, [], shas + ["3.14.2"], "commit hashes and a version string")


@reg
def en_neg_checksums():
    sha = hexs(64)
    fpr = " ".join(rs(HEXU, 4) for _ in range(10))
    text = (f"Downloaded ubuntu-24.04.1-desktop-amd64.iso. sha256sum gives {sha}. The release key fingerprint shown on "
            f"the page is {fpr}. How do I verify the SHA256SUMS.gpg signature properly?")
    add("neg-iso-checksum-gpg", "en", text, [], [sha, fpr], "file checksum and public key fingerprint")


@reg
def en_neg_uuid_log():
    u1, u2 = uuid4(), uuid4()
    text = (f"Sentry shows this over and over:\nERROR [worker-3] job {u1} failed: ForeignKeyViolation on tenant_id={u2}\n"
            f"Does that mean the tenant row was deleted while the job was queued?")
    add("neg-uuids-in-log", "en", text, [], [u1, u2], "UUIDs in an error log")


@reg
def en_neg_order_email():
    order = f"{dg(3)}-{dg(7)}-{dg(7)}"
    ups = "1Z" + rs(UP + DG, 6) + dg(10, False)
    last4 = dg(4)
    text = (f"\"Your order #{order} has shipped! Track it with UPS: {ups}. Charged to Mastercard ending in {last4}.\" "
            f"It's been stuck in Louisville for 4 days — who do I contact?")
    add("neg-order-shipped-email", "en", text, [], [order, ups, f"ending in {last4}"], "order number, UPS tracking number, masked card")


@reg
def en_neg_flight_booking():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 3)
    tkt = "016" + dg(10, False)
    text = (f"United changed my flight. Confirmation {pnr}, e-ticket {tkt}, UA 1537 on Dec 18. Am I entitled to a refund "
            f"if the new departure is 5 hours later?")
    add("neg-flight-booking", "en", text, [], [pnr, tkt], "booking reference and e-ticket number")


@reg
def en_neg_charity_iban():
    ib = iban("GB")
    charity = str(R.randint(1000000, 1199999))
    text = (f"I'd like to set up a monthly gift to the food bank. Their site says: IBAN {ib}, registered charity no. "
            f"{charity}, reference DONATE-SMITH. Is Gift Aid automatic?")
    add("neg-charity-iban", "en", text, [], [ib, charity], "charity's IBAN for a donation and its charity number")


@reg
def en_neg_env_example():
    text = ("Does this .env.example look fine to commit?\n\nOPENAI_API_KEY=your_api_key_here\nDATABASE_URL=postgres://user:password@localhost:5432/app\n"
            "JWT_SECRET=<generate-with-openssl-rand>\nSTRIPE_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx")
    add("neg-env-example-placeholders", "en", text, [],
        ["your_api_key_here", "user:password", "<generate-with-openssl-rand>", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx"],
        "placeholders in a committed template")


@reg
def en_neg_tracking_numbers():
    fedex = dg(12)
    dhl = dg(10)
    usps = "9205 " + groups(dg(18, False), 4)
    text = (f"Three packages, three carriers: FedEx {fedex}, DHL {dhl}, USPS {usps}. Is there one app that tracks them all?")
    add("neg-tracking-numbers", "en", text, [], [fedex, dhl, usps], "carrier tracking numbers")


@reg
def en_neg_imei_serial():
    im = imei()
    sn = rs(UP + DG, 10)
    text = (f"Filing a warranty claim for a Galaxy that won't charge. IMEI {im}, serial {sn}, bought 14 March 2026. "
            f"Which of these does Samsung's form call the 'product ID'?")
    add("neg-imei-serial", "en", text, [], [im, sn], "IMEI (Luhn computed) and serial number")


@reg
def en_neg_supplier_invoice():
    vat = "GB " + dg(3) + " " + dg(4, False) + " " + dg(2, False)
    sc = f"{dg(2)}-{dg(2, False)}-{dg(2, False)}"
    acct = dg(8)
    inv = "INV-" + dg(5)
    text = (f"Does this invoice look legit or like a scam? \"Northgate Print Ltd, VAT Reg {vat}. Invoice {inv}, £1,240.00 "
            f"due in 30 days. Pay to sort code {sc}, account {acct}.\" They changed bank details since last time.")
    add("neg-supplier-invoice", "en", text, [], [vat, inv, sc, acct], "supplier's VAT number and the supplier's bank details")


@reg
def en_neg_masked_ui():
    tail = rs(AN, 4)
    text = (f"The dashboard shows my key as sk-...{tail} and the password field as ••••••••. "
            f"Is there any way to see the full key again or do I have to rotate?")
    add("neg-masked-key-display", "en", text, [], [f"sk-...{tail}", "••••••••"], "masked key and masked password field")


@reg
def en_neg_jwt_io():
    t = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
         "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    text = (f"I'm teaching JWTs. The jwt.io example is {t} with secret your-256-bit-secret. "
            f"Can you decode the payload for my slides and explain iat?")
    add("neg-jwt-io-example", "en", text, [], [t, "your-256-bit-secret"], "documentation example token and its example secret")


@reg
def en_neg_swift_routing():
    text = ("A client abroad needs to wire me money. Chase's SWIFT is CHASUS33 and the wire routing number is 021000021, "
            "correct? Do they also need an intermediary bank?")
    add("neg-bank-swift-routing", "en", text, [], ["CHASUS33", "021000021"], "a bank's public SWIFT code and routing number")


@reg
def en_neg_hunter2():
    text = ("Explain the hunter2 joke from bash.org to my younger coworkers. Also the one where someone's password "
            "was ******* and why that's funny.")
    add("neg-hunter2-joke", "en", text, [], ["hunter2", "*******"], "famous joke password and a masked value")


# ---------------------------------------------------------------- other languages
def to_fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


@reg
def de_steuer():
    sid = de_steuer_id()
    sid_f = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    ib = iban("DE")
    text = (f"Ich mache gerade meine Steuererklärung in ELSTER. Meine Steuer-ID ist {sid_f}, die Erstattung soll auf mein "
            f"Konto IBAN {ib} (BIC COBADEFFXXX) gehen. Wo trage ich die Bankverbindung ein – im Hauptvordruck oder in einer Anlage?")
    add("de-steuer-id-iban", "de", text, [sid_f, ib], ["COBADEFFXXX"], "Steuer-ID (ISO 7064 check computed) and IBAN; bank BIC is a look-alike")


@reg
def de_multi_fritzbox():
    k1 = " ".join(dg(4, False) for _ in range(5))
    k2 = passphrase(3)
    text = (f"Kannst du mir eine kurze Anleitung für meine Eltern schreiben, wie sie ihr Tablet mit dem WLAN verbinden? "
            f"Netzwerkname ist FRITZ!Box 7590 AX, WLAN-Schlüssel {k1}"
            f"\n---\nAch Moment, das war der alte Schlüssel vom Aufkleber. Ich hab ihn letztes Jahr geändert, der neue ist {k2}")
    add("de-multi-wlan-key-corrected", "de", text, [k1, k2], ["FRITZ!Box 7590 AX"],
        "Wi-Fi key from the router sticker, then corrected; both cut; router model is a look-alike")


@reg
def de_neg_rechnung():
    ust = de_ustid()
    ib = iban("DE")
    inv = f"2026-{dg(4)}"
    text = (f"Ich habe von einem Handwerker diese Rechnung bekommen: „Malerbetrieb Krüger GmbH, USt-IdNr. {ust}, "
            f"Rechnungsnr. {inv}, Betrag 2.380,00 €, zahlbar an IBAN {ib}, BIC GENODEM1GLS.“ Kann ich die Arbeitskosten "
            f"nach § 35a absetzen, und muss die Rechnung dafür Material und Lohn getrennt ausweisen?")
    add("de-neg-handwerker-rechnung", "de", text, [], [ust, inv, ib, "GENODEM1GLS"],
        "company VAT id (check computed), invoice number, company IBAN and BIC")


@reg
def de_kasse_app():
    kv = de_kvnr()
    pw = strong_password()
    ik = "10" + dg(7, False)
    text = (f"Ich will mich in der App meiner Krankenkasse neu registrieren. Versichertennummer laut Karte: {kv}, mein altes "
            f"Passwort war {pw}. Im Brief steht noch das Institutionskennzeichen {ik} – brauche ich das auch?")
    add("de-kvnr-password", "de", text, [kv, pw], [ik],
        "health insurance number (check digit computed) and password; insurer's IK number is a look-alike")


@reg
def fr_secu_mutuelle():
    nir = fr_nir()
    adh = dg(9)
    dossier = f"RES-2026-{dg(5)}"
    text = (f"Je remplis l'adhésion à ma nouvelle mutuelle. Mon numéro de sécu : {nir}. Mon numéro d'adhérent à "
            f"l'ancienne mutuelle : {adh}. Ils demandent aussi la référence de la résiliation, {dossier}. "
            f"Est-ce que je dois envoyer l'attestation de la CPAM en plus ?")
    add("fr-nir-mutuelle", "fr", text, [nir, adh], [dossier],
        "NIR (key computed) and health insurer member number; cancellation reference is a look-alike")


@reg
def fr_digicode_wifi():
    dc = pick("AB") + dg(4, False)
    wifi = rs("abcdefghjkmnpqrstuvwxyz23456789", 20)
    colis = "6A" + dg(11)
    text = (f"Tu peux m'aider à écrire un message pour ma sœur qui garde l'appart ce week-end ? Digicode de l'immeuble : "
            f"{dc}, puis interphone « Moreau ». La clé Wi-Fi de la box : {wifi}. Et si un colis arrive, le numéro de suivi "
            f"Colissimo c'est {colis}.")
    add("fr-digicode-wifi", "fr", text, [dc, wifi], [colis], "building door code and Wi-Fi key; parcel number is a look-alike")


@reg
def fr_neg_facture():
    siren = fr_siren()
    siret = luhn_complete(siren, 14)
    siret_f = f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}"
    tva = f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"
    ib = iban("FR")
    inv = f"F2026-{dg(3)}"
    text = (f"J'ai reçu une facture d'un plombier : « SARL Lefèvre Plomberie – SIRET {siret_f} – TVA intracom. {tva} – "
            f"Facture n° {inv} – règlement par virement sur {ib} ». C'est normal qu'il n'y ait aucune mention de "
            f"l'assurance décennale ?")
    add("fr-neg-facture-artisan", "fr", text, [], [siret_f, tva, inv, ib],
        "SIRET (Luhn computed), VAT number (key computed), invoice number, company IBAN")


@reg
def fr_multi_sms_code():
    code = dg(6)
    ref = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    text = (f"Je paie un billet SNCF (dossier {ref}) et ma banque m'envoie un code, je te le colle, dis-moi si c'est normal"
            f"\n---\n« Code de sécurité : {code}. Paiement de 87,40 EUR chez SNCF CONNECT. Ce code est confidentiel, "
            f"ne le communiquez jamais. »")
    add("fr-multi-3ds-code", "fr", text, [code], [ref], "3-D Secure code pasted in the second message; booking reference is a look-alike")


@reg
def es_dni_iban():
    dni = es_dni()
    ib = iban("ES")
    cif = es_cif()
    text = (f"Estoy rellenando el formulario para que me ingresen la nómina en la empresa nueva. Mi DNI es {dni} y mi cuenta "
            f"{ib}. El CIF de la empresa es {cif}, ¿eso lo tengo que poner yo o lo ponen ellos?")
    add("es-dni-iban-cif", "es", text, [dni, ib], [cif], "DNI (letter computed), IBAN (DC computed); company CIF is a look-alike")


@reg
def es_multi_mercadopago():
    tok = mercadopago_token()
    cid = dg(10)
    text = ("Che, te paso el access token de Mercado Pago en el próximo mensaje, necesito que me ayudes a armar el webhook en Node"
            f"\n---\n{tok}\n\nes el de producción. El collector_id que me devuelve la API es {cid}, por si sirve")
    add("es-multi-mercadopago-token", "es", text, [tok], [cid], "token announced then given; collector id is a look-alike")


@reg
def es_neg_clabe():
    clabe = mx_clabe()
    rfc = "IAL" + f"{R.randint(90, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + rs(UP + DG, 3)
    text = (f"Voy a pagar la renta del local por transferencia. La inmobiliaria me pasó la CLABE {clabe} a nombre de "
            f"Inmobiliaria Alameda SA de CV, RFC {rfc}. ¿Qué pongo en el concepto para que me den factura?")
    add("es-neg-clabe-inmobiliaria", "es", text, [], [clabe, rfc], "payee company's CLABE (check computed) and RFC")


@reg
def es_homebanking():
    pw = strong_password()
    p = pin(4)
    cuit = ar_cuit("30")
    text = (f"Se me bloqueó el homebanking. La clave que usaba era {pw} y la del cajero {p}. Para el reclamo me piden el "
            f"CUIT de mi empleador, que es {cuit}. ¿Qué hago primero, voy a la sucursal o llamo?")
    add("es-homebanking-claves", "es", text, [pw, p], [cuit], "online-banking password and ATM PIN; employer CUIT is a look-alike")


@reg
def pt_br_cpf_govbr():
    cpf = br_cpf()
    pw = strong_password()
    cnpj = br_cnpj()
    trk = s10_tracking(pick(["QB", "NL", "OY"]), "BR")
    text = (f"Comprei um celular numa loja online (CNPJ {cnpj}) e não chegou. O código de rastreio é {trk}. Pra abrir "
            f"reclamação no consumidor.gov pede meu CPF, {cpf}, e a senha do gov.br, que é {pw}. Pode ser feito por aqui?")
    add("pt-br-cpf-govbr", "pt", text, [cpf, pw], [cnpj, trk],
        "CPF (check digits computed) and password; shop CNPJ (computed) and tracking code (S10 computed) are look-alikes")


@reg
def pt_pt_nif_iban():
    nif = pt_nif()
    ib = iban("PT")
    nif_emp = pt_nif("5")
    ent, ref = dg(5), f"{dg(3)} {dg(3, False)} {dg(3, False)}"
    text = (f"Estou a tratar do reembolso do IRS. O meu NIF é {nif} e o IBAN para o reembolso é {ib}. A entidade "
            f"patronal tem NIF {nif_emp}. Para pagar a taxa deram-me a entidade {ent}, referência {ref}. Está tudo certo?")
    add("pt-pt-nif-iban", "pt", text, [nif, ib], [nif_emp, ent, ref],
        "personal NIF and IBAN (NIB check computed); employer NIF and Multibanco payment reference are look-alikes")


@reg
def pt_neg_nfe():
    key = nfe_key()
    key_f = groups(key, 4)
    ped = dg(9)
    text = (f"Alguém me explica essa nota? Tem a chave de acesso {key_f} e o número do pedido {ped}. A loja diz que "
            f"o prazo é de 7 dias úteis mas já passou.")
    add("pt-neg-nfe-chave", "pt", text, [], [key_f, ped], "NF-e access key (check digit computed) and order number")


@reg
def ru_anketa():
    ser = f"{dg(2)} {dg(2, False)}"
    num = dg(6)
    snils = ru_snils()
    inn = ru_inn_person()
    inn_org = ru_inn_org()
    text = (f"Заполняю анкету для нового работодателя. Паспорт: серия {ser} номер {num}, СНИЛС {snils}, ИНН {inn}. "
            f"Там ещё графа «ИНН организации» — {inn_org}, это же их ИНН, а не мой?")
    add("ru-passport-snils-inn", "ru", text, [ser, num, snils, inn], [inn_org],
        "passport series and number, SNILS and personal INN (checks computed); employer INN is a look-alike")


@reg
def ru_sms_code():
    code = dg(5)
    phone = f"+7 (9{dg(2, False)}) {dg(3)}-{dg(2, False)}-{dg(2, False)}"
    text = (f"Мне пришло СМС: «Код для входа в приложение банка: {code}. Никому не сообщайте код, даже сотруднику банка». "
            f"А сейчас звонят с номера {phone}, говорят, что из службы безопасности, и просят продиктовать. Это мошенники?")
    add("ru-sms-code-scam-call", "ru", text, [code], [phone], "bank login code from SMS; caller's phone number is a look-alike")


@reg
def ru_neg_rekvizity():
    inn = ru_inn_org()
    kpp = inn[:4] + "01001"
    ogrn = ru_ogrn()
    bik = ru_bik()
    rs_acct = ru_account(bik, "40702810")
    ks = "30101810" + pick("456") + "00000000" + bik[-3:]
    text = (f"Надо оплатить счёт ООО «Ромашка» по реквизитам: ИНН {inn}, КПП {kpp}, ОГРН {ogrn}, р/с {rs_acct}, "
            f"БИК {bik}, к/с {ks}. Как правильно написать назначение платежа, если в счёте НДС 20%?")
    add("ru-neg-rekvizity-ooo", "ru", text, [], [inn, kpp, ogrn, rs_acct, bik, ks],
        "company payment details: INN/OGRN checks and account key computed; all public to payers")


@reg
def ru_multi_seed():
    words = bip39(24).split()
    p1, p2 = " ".join(words[:12]), " ".join(words[12:])
    text = (f"Помоги проверить, правильно ли я записал фразу восстановления от кошелька, отправлю двумя сообщениями. "
            f"Первые 12 слов: {p1}\n---\nОстальные 12: {p2}\nВсего же должно быть 24, да?")
    add("ru-multi-seed-phrase-parts", "ru", text, [p1, p2], [], "24-word seed phrase split across two messages")


@reg
def zh_shebao():
    cid = cn_resident_id(False)
    bank = pick([("622202", "工商银行"), ("621700", "建设银行"), ("621483", "招商银行"), ("622848", "农业银行")])
    cd = luhn_complete(bank[0], 19)
    p = pin(6)
    sf = "SF" + dg(13)
    text = (f"我爸让我帮他在网上交社保，他发来这些：身份证号 {cid}，银行卡号 {cd}（{bank[1]}），支付密码 {p}。"
            f"上次寄材料的顺丰单号是 {sf}。你帮我看看还缺什么？")
    add("zh-id-card-paypin", "zh", text, [cid, cd, p], [sf],
        "entrusted resident id (check computed), UnionPay card (Luhn), payment PIN; SF tracking number is a look-alike")


@reg
def zh_aliyun():
    ak, sk = aliyun_ak()
    rid = uuid4().upper()
    text = (f"我的 Python 脚本调用阿里云短信接口一直报 InvalidAccessKeyId.NotFound，代码如下：\n\n"
            f"client = AcsClient('{ak}', '{sk}', 'cn-hangzhou')\n\n返回的 RequestId 是 {rid}，是不是 RAM 子账号没授权？")
    add("zh-aliyun-accesskey", "zh", text, [ak, sk], [rid], "Alibaba Cloud AccessKey pair; RequestId is a look-alike")


@reg
def zh_neg_duigong():
    uscc = cn_uscc()
    acct = "7559" + dg(11, False)
    inv = dg(20)
    text = (f"公司让我给供应商付款，对方给的信息：户名 深圳市星河电子有限公司，统一社会信用代码 {uscc}，开户行 招商银行深圳分行，"
            f"对公账号 {acct}，发票号码 {inv}。对公转账备注写什么比较好？")
    add("zh-neg-supplier-account", "zh", text, [], [uscc, acct, inv],
        "supplier's unified credit code (check computed), corporate account and invoice number")


@reg
def zh_ayi_lock():
    lock = pin(6)
    wifi = rs(LO + DG, 10)
    phone = f"1{pick('3578')}{dg(1, False)} {dg(4, False)} {dg(4, False)}"
    text = (f"下周阿姨来打扫，我不在家。帮我写条微信给她：门锁密码 {lock}#，进门后 WiFi 叫 Chen_Home，密码 {wifi}。"
            f"有事打我电话 {phone}。语气客气一点。")
    add("zh-smart-lock-wifi", "zh", text, [lock, wifi], [phone], "smart lock and Wi-Fi passwords; phone number is a look-alike")


@reg
def ja_nenmatsu():
    mn = jp_my_number()
    mn_f = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    bank = pick(["0005", "0009", "0001", "0010"])
    branch = dg(3)
    acct = dg(7)
    corp = jp_corporate_number()
    text = (f"年末調整の書類を書いています。マイナンバーは {mn_f}、給与振込口座は 金融機関コード {bank} 支店番号 {branch} "
            f"普通 {acct} です。会社の法人番号 {corp} を書く欄もあるのですが、これは会社側が書くものですか？")
    add("ja-mynumber-account", "ja", text, [mn_f, acct], [bank, branch, corp],
        "My Number (check computed) and account number; bank/branch codes and corporate number (computed) are look-alikes")


@reg
def ja_multi_autolock():
    a = pin(4)
    b = pin(4)
    while b == a:
        b = pin(4)
    text = (f"来週から母が泊まりに来るので、マンションのオートロックの暗証番号を伝えるメモを作ってください。暗証番号は {a} です。"
            f"\n---\nすみません、さっきのは前の番号でした。今は {b} に変わっています。")
    add("ja-multi-autolock-corrected", "ja", text, [a, b], [], "entrance code corrected in a second message")


@reg
def ja_neg_amazon():
    order = f"{R.randint(249, 503)}-{dg(7, False)}-{dg(7, False)}"
    yamato = f"{dg(4)}-{dg(4, False)}-{dg(4, False)}"
    corp = jp_corporate_number()
    text = (f"Amazonで注文した商品が届きません。注文番号 {order}、ヤマト運輸の伝票番号 {yamato}。販売元の法人番号 {corp} "
            f"で検索したら実在する会社でした。どう問い合わせればいいですか？")
    add("ja-neg-order-tracking", "ja", text, [], [order, yamato, corp], "order number, tracking number, seller's corporate number")


@reg
def ko_yeonmal():
    rrn = kr_rrn()
    acct = f"{dg(6)}-{dg(2, False)}-{dg(6, False)}"
    pw = strong_password()
    brn = kr_brn()
    text = (f"연말정산 서류 정리 좀 도와줘. 주민등록번호 {rrn}, 급여 계좌는 국민은행 {acct}. 그리고 공동인증서 비밀번호가 "
            f"{pw} 인데 홈택스에도 이거 그대로 쓰면 돼? 회사 사업자등록번호는 {brn}이야.")
    add("ko-rrn-account-cert", "ko", text, [rrn, acct, pw], [brn],
        "RRN (check computed), account and certificate password; company business number (computed) is a look-alike")


@reg
def ko_kakao_sms():
    code = dg(6)
    cs = f"1577-{dg(4, False)}"
    text = (f"[Web발신]\n[카카오] 인증번호 [{code}]를 입력해주세요. 타인에게 절대 알려주지 마세요.\n\n"
            f"이거 방금 왔는데 내가 요청한 거 아니거든? 누가 내 카톡 로그인하려는 거야? 고객센터 {cs}로 전화해야 해?")
    add("ko-kakao-verification-sms", "ko", text, [code], [cs], "verification code from SMS; customer-centre number is a look-alike")


@reg
def ko_neg_coupang():
    order = dg(14)
    inv = f"{dg(4)}-{dg(4, False)}-{dg(4, False)}"
    text = (f"쿠팡에서 산 거 반품하려는데, 주문번호 {order}, CJ대한통운 송장번호 {inv}, 모델명 SM-S931N 맞는지 확인해 줄래?")
    add("ko-neg-return-order", "ko", text, [], [order, inv, "SM-S931N"], "order number, waybill number, model number")


@reg
def ar_absher():
    nid = "1" + dg(9, False)
    ib = iban("SA")
    otp = dg(4)
    req = dg(9)
    text = (f"أبي أسجل في أبشر من جديد. رقم الهوية {nid} والآيبان حقي {ib}. وصلني رمز التحقق {otp} بس انتهت "
            f"صلاحيته قبل ما أدخله، وش أسوي؟ رقم الطلب اللي طلع لي {req}.")
    add("ar-sa-absher", "ar", text, [nid, ib, otp], [req], "Saudi national id (check not computed), IBAN and OTP; request number is a look-alike")


@reg
def ar_eg_instapay():
    century = "2"
    yy = R.randint(70, 99)
    nid = century + f"{yy:02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + pick(["01", "02", "21", "12"]) + dg(4, False) + dg(1, False)
    p = pin(4)
    ship = dg(12)
    text = (f"عايز أعمل حساب على إنستاباي. الرقم القومي بتاعي {nid} والرقم السري للكارت {p}. لازم أروح البنك ولا ينفع "
            f"أونلاين؟ ورقم الشحنة بتاعة الكارت الجديد كان {ship}.")
    add("ar-eg-national-id-pin", "ar", text, [nid, p], [ship], "Egyptian national id (check not computed) and card PIN; shipment number is a look-alike")


@reg
def ar_neg_uae_invoice():
    trn = "100" + dg(12, False)
    inv = "INV-" + dg(6)
    ib = iban("AE")
    text = (f"اشتريت لابتوب من محل في دبي وعطوني فاتورة فيها: الرقم الضريبي {trn}، رقم الفاتورة {inv}، والدفع "
            f"بتحويل على آيبان المحل {ib}. هل أقدر أسترد ضريبة القيمة المضافة كسائح؟")
    add("ar-neg-uae-shop-invoice", "ar", text, [], [trn, inv, ib], "shop's tax registration number, invoice number, shop IBAN")


@reg
def fa_card_payment():
    cd = card("iran")
    cd_f = groups(cd, 4, "-")
    cvv = dg(4, False) if R.random() < 0.5 else dg(3, False)
    exp = f"1407/{R.randint(1, 12):02d}"
    pin2 = dg(7, False)
    melli = ir_melli()
    melli_fa = to_fa_digits(melli)
    track = dg(12)
    text = (f"می خوام خرید اینترنتی کنم ولی درگاه خطا میده. اطلاعات کارت: {cd_f}، CVV2: {cvv}، تاریخ انقضا {exp}، "
            f"رمز دوم پویا {pin2}. کد ملی هم خواسته: {melli_fa}. شماره پیگیری تراکنش ناموفق {track} بود. مشکل از کجاست؟")
    add("fa-card-cvv2-melli", "fa", text, [cd_f, cvv, exp, pin2, melli_fa], [track],
        "Iranian card (Luhn), CVV2, Solar Hijri expiry, dynamic PIN, national code in Persian digits (check computed); tracking number is a look-alike")


@reg
def fa_neg_sheba():
    sheba = iban("IR")
    inv = dg(7)
    shenase = "10" + dg(9, False)
    text = (f"می خوام اجاره مغازه رو واریز کنم. صاحب ملک شماره شبا داده: {sheba} به نام شرکت آرمان سازه، شناسه ملی شرکت "
            f"{shenase}. شماره فاکتور {inv}. برای پایا یا ساتنا فرقی می کنه؟")
    add("fa-neg-landlord-sheba", "fa", text, [], [sheba, shenase, inv], "payee company's Sheba (mod 97 computed), company id, invoice number")


@reg
def he_bituach_leumi():
    tz = il_tz()
    pw = strong_password()
    otp = dg(6)
    case = dg(8)
    text = (f"אני מנסה להיכנס לאזור האישי בביטוח לאומי. תעודת זהות {tz}, הסיסמה שבחרתי {pw}, ועכשיו הגיע קוד חד פעמי "
            f"{otp} אבל הוא לא עובד. מספר הפנייה שפתחתי הוא {case}. מה עושים?")
    add("he-tz-password-otp", "he", text, [tz, pw, otp], [case], "Israeli id (check computed), password, OTP; inquiry number is a look-alike")


@reg
def he_neg_supplier():
    while True:
        body = "51" + dg(6, False)
        s = 0
        for i, ch in enumerate(body):
            p = int(ch) * (1 if i % 2 == 0 else 2)
            s += p // 10 + p % 10
        hp = body + str((10 - s % 10) % 10)
        break
    inv = dg(5)
    phone = f"03-{dg(3)}-{dg(4, False)}"
    text = (f"קיבלתי חשבונית מספק חדש: ח.פ. {hp}, חשבונית מס {inv}, טלפון {phone}. איך אני בודק שהחברה באמת רשומה?")
    add("he-neg-supplier-invoice", "he", text, [], [hp, inv, phone], "company number (check computed), invoice number, phone")


@reg
def hi_kyc():
    aad = in_aadhaar()
    pan = in_pan(pick("SVK"))
    acct = dg(11)
    ifsc = pick(["SBIN", "PUNB", "BARB", "CNRB"]) + "0" + dg(6, False)
    text = (f"बैंक में KYC अपडेट करना है। मेरा आधार नंबर {aad} है और PAN {pan}। खाता संख्या {acct}, IFSC कोड {ifsc}। "
            f"क्या ये सब ईमेल पर भेजना सुरक्षित है?")
    add("hi-aadhaar-pan-account", "hi", text, [aad, pan, acct], [ifsc], "Aadhaar (Verhoeff computed), PAN, account; IFSC is a look-alike")


@reg
def hi_upi_pin():
    upi = pin(pick([4, 6]))
    utr = dg(12)
    text = (f"भाई, पापा के फ़ोन में UPI सेट करना है, उनका UPI PIN {upi} है पर हर बार गलत बताता है। आखिरी पेमेंट का UTR "
            f"नंबर {utr} है, उससे पता चलेगा क्या कि अकाउंट ब्लॉक है?")
    add("hi-upi-pin-vs-utr", "hi", text, [upi], [utr], "entrusted UPI PIN; UTR reference is a look-alike")


@reg
def hi_neg_pnr():
    pnr = pick("2468") + dg(9, False)
    text = (f"मेरा ट्रेन टिकट वेटिंग में है। PNR नंबर {pnr}, ट्रेन नंबर 12951, किराया ₹2,145। कन्फर्म होने के चांस "
            f"कितने हैं? चार्ट कब बनता है?")
    add("hi-neg-train-pnr", "hi", text, [], [pnr, "12951"], "train PNR booking number and train number")


@reg
def uk_fop():
    rn = ua_rnokpp()
    ib = iban("UA")
    ed = ua_edrpou()
    text = (f"Реєструюся як ФОП через Дію. Мій РНОКПП {rn}, рахунок для надходжень {ib}. Там ще питають код ЄДРПОУ банку — "
            f"це {ed}? Чи це щось інше?")
    add("uk-rnokpp-iban", "uk", text, [rn, ib], [ed], "tax number (check computed) and IBAN; bank's EDRPOU code is a look-alike")


@reg
def uk_diia():
    pw = strong_password()
    code = dg(6)
    ttn = "20" + dg(12, False)
    text = (f"Не можу увійти в Дію. Пароль від BankID був {pw}, а код із SMS {code} каже, що невірний. Чекаю посилку "
            f"Новою поштою, ТТН {ttn}, а без Дії не можу її отримати. Що робити?")
    add("uk-bankid-password-sms", "uk", text, [pw, code], [ttn], "password and SMS code; Nova Poshta waybill is a look-alike")


@reg
def uk_neg_rozetka():
    order = dg(9)
    ttn = "59" + dg(12, False)
    text = (f"Замовив пилосос на Rozetka, номер замовлення {order}, ТТН Нової пошти {ttn}. Писали, що доставка 3–5 днів, "
            f"а вже тиждень. Куди писати скаргу?")
    add("uk-neg-order-waybill", "uk", text, [], [order, ttn], "order number and waybill number")


@reg
def pl_wniosek():
    pesel = pl_pesel()
    dow = pl_id_card()
    nip = pl_nip()
    text = (f"Wypełniam wniosek o kartę kredytową online. PESEL {pesel}, numer dowodu {dow}. Pracodawca to firma z NIP "
            f"{nip} — czy muszę też podawać REGON?")
    add("pl-pesel-dowod", "pl", text, [pesel, dow], [nip], "PESEL and ID-card number (checks computed); employer NIP (computed) is a look-alike")


@reg
def pl_blik():
    blik = dg(6)
    pw = strong_password()
    order = dg(10)
    text = (f"Kupuję na Allegro, zamówienie nr {order}. Aplikacja banku pokazuje kod BLIK {blik}, a sprzedawca pisze, "
            f"żebym mu go podał na czacie — to normalne? Hasło do bankowości mam {pw}, może lepiej zwykłym przelewem?")
    add("pl-blik-code-password", "pl", text, [blik, pw], [order], "BLIK one-time code and banking password; order number is a look-alike")


@reg
def pl_paczkomat():
    nr = dg(24)
    code = dg(6)
    phone = f"+48 {pick('5678')}{dg(2, False)} {dg(3, False)} {dg(3, False)}"
    text = f"Paczkomat nie chce się otworzyć. Numer przesyłki {nr}, kod odbioru {code}, telefon {phone}. Co mam zrobić?"
    add("pl-parcel-locker-code", "pl", text, [code], [nr, phone], "parcel-locker pickup code; tracking number and phone are look-alikes")


@reg
def cs_pojisteni():
    rc = cz_rodne_cislo()
    while True:
        acct = dg(10)
        if mod11_weights(acct, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) == 0:
            break
    vs = dg(10)
    text = (f"Potřebuju vyplnit přihlášku k pojištění. Rodné číslo {rc}, číslo účtu {acct}/0800. Pojišťovna chce, "
            f"abych platil s variabilním symbolem {vs} — to je v pořádku?")
    add("cs-rodne-cislo-ucet", "cs", text, [rc, acct], [vs],
        "birth number (mod 11 computed) and account number (weights computed); variable symbol is a look-alike")


@reg
def cs_neg_faktura():
    ico = cz_ico()
    acct = bban("CZ")[-10:]
    vs = dg(8)
    text = (f"Dostal jsem fakturu od dodavatele: IČO {ico}, DIČ CZ{ico}, číslo účtu {acct}/2010, VS {vs}, splatnost 14 dní. "
            f"Je v pořádku, že na faktuře chybí razítko?")
    add("cs-neg-faktura", "cs", text, [], [ico, acct, vs], "supplier's company id (check computed), supplier account, payment symbol")


@reg
def it_cf_tessera():
    cf = it_codice_fiscale("BNC", "LRA", True)
    ts = "80380" + dg(15, False)
    piva = it_piva()
    text = (f"Devo registrarmi sul portale dell'Agenzia delle Entrate. Codice fiscale {cf}, numero della tessera sanitaria "
            f"{ts}. Il mio datore di lavoro ha partita IVA {piva}: serve anche quella per il 730?")
    add("it-codice-fiscale-tessera", "it", text, [cf, ts], [piva],
        "codice fiscale (check char computed) and health card number; employer VAT number (computed) is a look-alike")


@reg
def it_spid():
    pw = strong_password()
    otp = dg(6)
    prat = dg(10)
    text = (f"Non riesco a entrare con lo SPID di Poste. Il nome utente è la mail, la password {pw}, e il codice OTP via "
            f"SMS {otp} risulta scaduto. Devo vedere la pratica INPS n. {prat}. Come faccio?")
    add("it-spid-password-otp", "it", text, [pw, otp], [prat], "SPID password and OTP; case number is a look-alike")


@reg
def it_neg_donazione():
    ib = iban("IT")
    cfa = it_piva()
    text = (f"Vorrei fare una donazione all'ASD di mio figlio. IBAN {ib}, intestato a ASD Polisportiva San Giorgio, "
            f"codice fiscale dell'associazione {cfa}, causale \"erogazione liberale 2026\". È detraibile?")
    add("it-neg-asd-donation", "it", text, [], [ib, cfa], "association's IBAN (CIN computed) and numeric fiscal code")


@reg
def nl_toeslag():
    bsn = nl_bsn()
    ib = iban("NL")
    kenmerk = " ".join(dg(4, False) for _ in range(4))
    text = (f"Ik vraag zorgtoeslag aan en het formulier vraagt om mijn BSN ({bsn}) en IBAN ({ib}). De Belastingdienst "
            f"stuurde ook een brief met betalingskenmerk {kenmerk}. Moet ik dat ergens invullen?")
    add("nl-bsn-iban", "nl", text, [bsn, ib], [kenmerk], "BSN (11-proof computed) and IBAN; payment reference is a look-alike")


@reg
def nl_digid():
    pw = strong_password()
    code = dg(6)
    pn = "3S" + rs(UP, 4) + dg(9)
    text = (f"Ik kom niet in DigiD. Wachtwoord is {pw}, de sms-code {code} wordt niet geaccepteerd. Mijn PostNL-pakket "
            f"({pn}) moet ik ook nog ophalen maar dat is iets anders haha. Wat moet ik doen?")
    add("nl-digid-password-sms", "nl", text, [pw, code], [pn], "DigiD password and SMS code; parcel barcode is a look-alike")


@reg
def nl_neg_webshop():
    kvk = dg(8)
    btw = f"NL{nl_bsn()}B01"
    inv = f"2026{dg(5)}"
    ib = iban("NL")
    text = (f"Is deze webshop betrouwbaar? Op de site staat KvK {kvk}, btw-id {btw}, ik kreeg factuur {inv} en het IBAN van "
            f"de shop is {ib}. Kan ik dat ergens checken?")
    add("nl-neg-webshop-details", "nl", text, [], [kvk, btw, inv, ib], "shop's KvK, VAT id (11-proof computed), invoice, IBAN")


@reg
def sv_pappa_bankid():
    code = dg(6)
    p = pin(4)
    pnr = se_personnummer()
    swish = f"123 {dg(3)} {dg(2, False)} {dg(2, False)}"
    text = (f"Pappa glömmer alltid, kan du hjälpa mig skriva en lapp till honom? Hans BankID-säkerhetskod är {code} och "
            f"kortkoden {p}. Personnumret {pnr} behöver han när han ringer banken. Kyrkans Swish-nummer för kollekten är {swish}.")
    add("sv-bankid-code-personnummer", "sv", text, [code, p, pnr], [swish],
        "entrusted BankID code, card PIN and personnummer (Luhn computed); parish Swish number is a look-alike")


@reg
def sv_neg_faktura():
    bg = luhn_complete(pick("5678"), 8)
    bg_f = f"{bg[:4]}-{bg[4:]}"
    ocr = luhn_complete(dg(1), R.randint(10, 16))
    org = luhn_complete("55" + pick("6789"), 10)
    org_f = f"{org[:6]}-{org[6:]}"
    text = (f"Fick en faktura från elbolaget: bankgiro {bg_f}, OCR-nummer {ocr}, att betala 1 284 kr senast 30/12. "
            f"Organisationsnummer {org_f}. Ska jag skriva OCR eller meddelande i internetbanken?")
    add("sv-neg-bankgiro-ocr", "sv", text, [], [bg_f, ocr, org_f], "bankgiro, OCR and organisation number (all Luhn computed)")


@reg
def da_loen():
    cpr = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}-{dg(4, False)}"
    reg = dg(4)
    konto = dg(10, False)
    while True:
        cvr = dg(8)
        if sum(int(c) * w for c, w in zip(cvr, [2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0:
            break
    text = (f"Jeg er startet i nyt job og lønningskontoret vil have mit CPR-nummer {cpr} og min NemKonto: reg.nr. {reg}, "
            f"kontonr. {konto}. Virksomhedens CVR er {cvr}. Er det normalt at sende det på mail?")
    add("da-cpr-nemkonto", "da", text, [cpr, konto], [reg, cvr],
        "CPR (no check, post-2007) and account; bank reg. number and company CVR (mod 11 computed) are look-alikes")


@reg
def da_sommerhus():
    box = pin(4)
    wifi = rs(AN, 10)
    phone = f"+45 {dg(2)} {dg(2, False)} {dg(2, False)} {dg(2, False)}"
    text = (f"Kan du skrive en velkomstbesked til lejerne af vores sommerhus? Nøgleboksen ved døren har koden {box}, "
            f"wifi hedder Klitrose og koden er {wifi}. Ved problemer: ring til Lars på {phone}.")
    add("da-sommerhus-codes", "da", text, [box, wifi], [phone], "key-box and Wi-Fi codes; phone number is a look-alike")


@reg
def no_lanekassen():
    fnr = no_fnr()
    konto = no_account()
    konto_f = f"{konto[:4]}.{konto[4:6]}.{konto[6:]}"
    kid = luhn_complete(dg(1), 12)
    text = (f"Skal søke om lån i Lånekassen. Fødselsnummeret mitt er {fnr}, og kontonummer for utbetaling er {konto_f}. "
            f"Husleia betaler jeg med KID {kid} — skal den stå noe sted?")
    add("no-fnr-konto", "no", text, [fnr, konto_f], [kid], "fødselsnummer and account (mod 11 computed); KID (Luhn) is a look-alike")


@reg
def no_neg_faktura():
    while True:
        body = pick("89") + dg(7, False)
        r = mod11_weights(body, [3, 2, 7, 6, 5, 4, 3, 2])
        c = 11 - r
        if c == 11:
            c = 0
        if c != 10:
            break
    org = f"{body[:3]} {body[3:6]} {body[6:]}{c}"
    konto = no_account()
    konto_f = f"{konto[:4]} {konto[4:6]} {konto[6:]}"
    inv = dg(5)
    text = (f"Har fått faktura fra rørleggeren: org.nr. {org} MVA, kontonummer {konto_f}, fakturanr. {inv}. Kan jeg sjekke "
            f"i Brønnøysundregistrene at firmaet er ekte?")
    add("no-neg-plumber-invoice", "no", text, [], [org, konto_f, inv], "company org number and account (mod 11 computed), invoice number")


@reg
def fi_isa_pankki():
    user = dg(8)
    pw = strong_password()
    hetu = fi_hetu()
    viite = fi_reference()
    text = (f"Yritän hoitaa isän laskut, kun hän on sairaalassa. Hänen verkkopankin käyttäjätunnuksensa on {user} ja salasana "
            f"{pw}, hetu {hetu}. Sähkölaskun viitenumero on {viite}. Voinko maksaa sen hänen puolestaan?")
    add("fi-hetu-netbank", "fi", text, [pw, hetu], [viite],
        "entrusted password and henkilötunnus (check char computed); reference number (7-3-1 computed) is a look-alike")


@reg
def fi_neg_lasku():
    yt = fi_ytunnus()
    ib = iban("FI")
    viite = fi_reference()
    text = (f"Sain laskun: Y-tunnus {yt}, IBAN {ib}, viitenumero {viite}, eräpäivä 15.1.2027. Pitääkö viite kirjoittaa "
            f"välilyönneillä vai ilman?")
    add("fi-neg-invoice", "fi", text, [], [yt, ib, viite], "business id (computed), company IBAN, reference number")


@reg
def hu_munkahely():
    taj = hu_taj()
    taj_f = f"{taj[:3]} {taj[3:6]} {taj[6:]}"
    ado = hu_adoazonosito()
    ceg = f"{dg(8)}-{pick('2')}-{R.randint(2, 44):02d}"
    text = (f"Az új munkahelyen kérik a TAJ számomat ({taj_f}) és az adóazonosító jelemet ({ado}). A cég adószáma {ceg}, "
            f"azt nekem kell valahova beírni?")
    add("hu-taj-adoazonosito", "hu", text, [taj_f, ado], [ceg], "TAJ and tax id (checks computed); company tax number is a look-alike")


@reg
def hu_ugyfelkapu():
    pw = strong_password()
    code = dg(6)
    case = f"{rs(UP, 2)}/{dg(5)}/2026"
    text = (f"Nem tudok belépni az Ügyfélkapu+-ba. A jelszavam {pw}, az SMS-ben jött kód {code}, de hibát ír. "
            f"Az ügyszám, amit a kormányablakban kaptam: {case}. Mit csináljak?")
    add("hu-ugyfelkapu-password-code", "hu", text, [pw, code], [case], "government login password and SMS code; case number is a look-alike")


@reg
def ro_alocatie():
    cnp = ro_cnp()
    ib = iban("RO")
    cui = "RO" + ro_cui()
    text = (f"Completez cererea pentru alocația copilului. CNP-ul meu este {cnp}, iar contul în care vreau banii: {ib}. "
            f"Angajatorul are CUI {cui} — trebuie trecut și ăsta?")
    add("ro-cnp-iban", "ro", text, [cnp, ib], [cui], "CNP (check computed) and IBAN; employer CUI (computed) is a look-alike")


@reg
def ro_neg_emag():
    order = dg(9)
    awb = dg(13)
    phone = f"07{dg(2, False)} {dg(3, False)} {dg(3, False)}"
    text = (f"Am comandat de pe eMAG, comanda nr. {order}, iar AWB-ul Fan Courier e {awb}. Curierul m-a sunat de pe "
            f"{phone} dar n-am răspuns. Cum reprogramez livrarea?")
    add("ro-neg-order-awb", "ro", text, [], [order, awb, phone], "order number, courier AWB, courier phone")


@reg
def el_taxisnet():
    afm = gr_afm()
    pw = strong_password()
    amka = gr_amka()
    afm_emp = gr_afm()
    text = (f"Προσπαθώ να μπω στο Taxisnet για το Ε1. ΑΦΜ {afm}, κωδικός {pw}, ΑΜΚΑ {amka}. Ο εργοδότης μου έχει ΑΦΜ "
            f"{afm_emp} — τον χρειάζομαι για τη βεβαίωση αποδοχών;")
    add("el-afm-taxisnet-amka", "el", text, [afm, pw, amka], [afm_emp],
        "personal tax number (computed), password and AMKA (Luhn); employer tax number is a look-alike")


@reg
def el_airbnb():
    door = pin(4)
    wifi = rs(AN, 10)
    ama = "00" + dg(9, False)
    text = (f"Γράψε μου ένα μήνυμα καλωσορίσματος για τους επισκέπτες: ο κωδικός της εξώπορτας είναι {door}, το Wi-Fi "
            f"λέγεται Villa_Eleni και ο κωδικός του {wifi}. Στο τέλος βάλε και τον ΑΜΑ του καταλύματος, {ama}.")
    add("el-rental-door-wifi", "el", text, [door, wifi], [ama], "door and Wi-Fi codes; public rental registration number is a look-alike")


@reg
def tr_edevlet():
    tc = tr_tckn()
    pw = strong_password()
    ib = iban("TR")
    vkn = dg(10)
    text = (f"e-Devlet şifremi unuttum galiba. TC kimlik no {tc}, son kullandığım şifre {pw}. Maaşımın yattığı IBAN {ib}. "
            f"İşyerinin vergi numarası {vkn} — bunlarla şifre yenilenebilir mi?")
    add("tr-tckn-edevlet-iban", "tr", text, [tc, pw, ib], [vkn], "TCKN (checks computed), password, IBAN; employer tax number is a look-alike")


@reg
def tr_kart_3ds():
    cd = card("troy")
    exp = future_expiry()
    cvv = dg(3, False)
    code = dg(6)
    order = dg(9)
    text = (f"Trendyol'dan sipariş veriyorum, sipariş no {order}. Kart: {fmt_card(cd)}, SKT {exp}, CVV {cvv}. 3D Secure "
            f"ekranına SMS ile gelen {code} kodunu giriyorum ama 'hatalı' diyor. Neden olabilir?")
    add("tr-card-3ds-code", "tr", text, [fmt_card(cd), exp, cvv, code], [order],
        "Troy card (Luhn), expiry, CVV and 3-D Secure code; order number is a look-alike")


@reg
def tr_neg_kargo():
    trk = dg(12)
    inv = "GIB2026" + dg(9)
    im = imei()
    text = (f"Yurtiçi Kargo takip numaram {trk}, fatura no {inv}, telefonun IMEI'si {im}. Kargo 'dağıtımda' görünüyor ama "
            f"gelmedi, ne yapmalıyım?")
    add("tr-neg-cargo-invoice-imei", "tr", text, [], [trk, inv, im], "tracking number, e-invoice number, IMEI (Luhn)")


@reg
def vi_chungkhoan():
    cccd = pick(["001", "079", "031", "048"]) + pick("0123") + f"{R.randint(60, 99):02d}" + dg(6, False)
    stk = dg(10)
    pw = strong_password()
    mst = vn_mst()
    text = (f"Mình đang mở tài khoản chứng khoán online. Số CCCD {cccd}, số tài khoản Vietcombank {stk} để nhận tiền. "
            f"Công ty chứng khoán có mã số thuế {mst}, cái này mình có cần điền không? Tiện thì nhớ giúp mình mật khẩu app "
            f"VCB là {pw} nhé, hay quên lắm.")
    add("vi-cccd-account-password", "vi", text, [cccd, stk, pw], [mst],
        "citizen id (no public check), account and password; company tax code (computed) is a look-alike")


@reg
def vi_otp_sms():
    otp = dg(6)
    gd = "FT" + dg(14)
    text = (f"Tin nhắn này có phải lừa đảo không: \"Ma OTP cua Quy khach la {otp}. Tuyet doi KHONG cung cap OTP cho bat ky ai. "
            f"Ma GD: {gd}\". Mình vừa chuyển tiền mua vé máy bay xong.")
    add("vi-bank-otp-sms", "vi", text, [otp], [gd], "bank OTP from SMS without diacritics; transaction reference is a look-alike")


@reg
def vi_neg_shopee():
    order = f"2411{R.randint(10, 30)}" + rs(UP + DG, 8)
    ghn = "G" + rs(UP + DG, 7)
    hotline = f"1900 {dg(4)}"
    text = (f"Đơn Shopee {order} của mình giao mãi không tới, mã vận đơn GHN {ghn}. Người bán bảo gọi tổng đài {hotline}. "
            f"Mình nên làm gì?")
    add("vi-neg-order-waybill", "vi", text, [], [order, ghn, hotline], "order id, waybill code, hotline")


@reg
def th_thon_ngern():
    tid = th_id()
    acct = f"{dg(3)}-{dg(1, False)}-{dg(5, False)}-{dg(1, False)}"
    p = pin(4)
    ref = dg(16)
    text = (f"ช่วยเขียนข้อความถึงน้องสาวหน่อย ให้ไปถอนเงินแทนพี่ เลขบัตรประชาชนพี่ {tid} เลขบัญชีกสิกร {acct} "
            f"รหัส ATM {p} แล้วก็หมายเลขอ้างอิงการโอนครั้งก่อน {ref} เผื่อธนาคารถาม")
    add("th-id-account-atm-pin", "th", text, [tid, acct, p], [ref], "Thai id (check computed), account, ATM PIN; transfer reference is a look-alike")


@reg
def th_neg_ems():
    ems = s10_tracking("EX", "TH")
    body = "0105" + dg(8, False)
    s = sum(int(c) * (13 - i) for i, c in enumerate(body))
    tax = body + str((11 - s % 11) % 10)
    text = (f"พัสดุ EMS หมายเลข {ems} ยังไม่มาเลย ร้านออกใบกำกับภาษีให้ด้วย เลขประจำตัวผู้เสียภาษีของบริษัท {tax} "
            f"ควรติดต่อใครก่อนดี")
    add("th-neg-ems-taxid", "th", text, [], [ems, tax], "EMS tracking (S10 computed) and company tax id (computed)")


@reg
def id_koperasi():
    nik = pick(["3171", "3273", "3578", "3201"]) + dg(2, False) + f"{R.randint(1, 28) + pick([0, 40]):02d}{R.randint(1, 12):02d}{R.randint(70, 99):02d}" + dg(4, False)
    npwp = f"{dg(2)}.{dg(3, False)}.{dg(3, False)}.{dg(1, False)}-{dg(3, False)}.000"
    rek = dg(10)
    p = pin(6)
    va = "39358" + dg(11, False)
    text = (f"Mau daftar pinjaman di koperasi kantor. NIK saya {nik}, NPWP {npwp}, rekening BCA {rek}, PIN m-BCA {p}. "
            f"Angsurannya katanya dibayar lewat virtual account {va}. Aman nggak ya ngasih semua ini?")
    add("id-nik-npwp-rekening-pin", "id", text, [nik, npwp, rek, p], [va],
        "NIK, NPWP, account and m-banking PIN; merchant virtual account is a look-alike")


@reg
def id_gojek_otp():
    code = dg(4)
    order = "F-" + dg(10)
    text = (f"Barusan dapat SMS: \"JANGAN BERIKAN KODE INI KE SIAPAPUN termasuk pihak Gojek. Kode verifikasi: {code}\". "
            f"Terus ada yang nelpon ngaku driver, minta kodenya buat pesanan {order}. Penipuan ya?")
    add("id-otp-scam-call", "id", text, [code], [order], "verification code; order id is a look-alike")


@reg
def id_neg_tokopedia():
    inv = f"INV/20261128/MPL/{dg(10)}"
    resi = "JP" + dg(10)
    text = (f"Paket saya dari Tokopedia dengan nomor invoice {inv} belum sampai. Nomor resi J&T {resi}. Sudah 5 hari "
            f"statusnya masih di gudang. Komplain ke mana ya?")
    add("id-neg-invoice-resi", "id", text, [], [inv, resi], "marketplace invoice number and tracking number")


@reg
def tl_gcash():
    mpin = pin(4)
    ref = dg(13)
    text = (f"Help po, na-lock yung GCash ko. Yung MPIN ko ay {mpin}, sure ako tama. Last transaction ko yung Ref No. {ref}, "
            f"₱1,500 padala sa kapatid ko. Ano po gagawin ko?")
    add("tl-gcash-mpin-vs-ref", "tl", text, [mpin], [ref], "GCash MPIN is secret; receipt Ref No. is a look-alike (settled)")


@reg
def tl_requirements():
    sss = f"{dg(2)}-{dg(7, False)}-{dg(1, False)}"
    ph = f"{dg(2)}-{dg(9, False)}-{dg(1, False)}"
    tin = f"{dg(3)}-{dg(3, False)}-{dg(3, False)}-000"
    tin_co = f"{dg(3)}-{dg(3, False)}-{dg(3, False)}-000"
    text = (f"Requirements para sa bagong work ko: SSS number {sss}, PhilHealth {ph}, TIN {tin}. Yung TIN naman ng company "
            f"ay {tin_co}. Tama ba yung format ng sinulat ko?")
    add("tl-sss-philhealth-tin", "tl", text, [sss, ph, tin], [tin_co], "SSS, PhilHealth and personal TIN; company TIN is a look-alike")


@reg
def sw_mpesa_wrong():
    code = pick(["S", "T"]) + rs(UP + DG, 9)
    phone = f"07{dg(2, False)} {dg(3, False)} {dg(3, False)}"
    text = (f"{code} Confirmed. Ksh1,200.00 sent to JANE WANJIKU {phone} on 2/12/26 at 3:15 PM. New M-PESA balance is "
            f"Ksh4,380.50.\n\nNimetuma pesa kwa mtu asiye sahihi. Naweza kuzirudisha? Nifanye nini haraka?")
    add("sw-mpesa-wrong-recipient", "sw", text, [code], [phone], "M-Pesa confirmation code (settled as secret); recipient phone is a look-alike")


@reg
def sw_mama_pin():
    p = pin(4)
    idno = dg(8)
    agent = dg(6)
    text = (f"Nisaidie kuandika ujumbe kwa mama: PIN yangu ya M-Pesa ni {p}, na namba yangu ya kitambulisho ni {idno}, "
            f"ili akanitolee pesa kwa wakala. Wakala yuko karibu na soko, namba yake ya wakala ni {agent}.")
    add("sw-mpesa-pin-id", "sw", text, [p, idno], [agent], "M-Pesa PIN and national id; agent number is a look-alike")


@reg
def sw_neg_till():
    till = dg(R.choice([6, 7]))
    order = "ORD-" + dg(6)
    text = (f"Nataka kulipa kwa Lipa na M-Pesa. Duka limeniambia Till number ni {till}, bei ni Ksh 3,450, na namba ya oda "
            f"{order}. Nitajuaje kama ni duka halali?")
    add("sw-neg-till-number", "sw", text, [], [till, order], "shop's till number and order number")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"
BAD_CHARS = {"\t", "\r", "\\", "\ufeff", "\u00a0", "\u0085", "\u2028", "\u2029"}
IBAN_RE = re.compile(r"^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})+(?: ?[A-Z0-9]{1,4})?$")


def hostile(s, allow_newline):
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch in BAD_CHARS:
            return repr(ch)
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return repr(ch)
    return None


def occurrences(text, value):
    out, start = [], 0
    while True:
        i = text.find(value, start)
        if i < 0:
            return out
        out.append((i, i + len(value)))
        start = i + 1


def validate_case(c, check_id=True):
    errs = []
    if check_id and not ID_RE.match(c.get("id", "")):
        errs.append(f"bad id {c.get('id')!r}")
    if c["lang"] not in LANGS:
        errs.append(f"unknown lang {c['lang']}")
    text = c["text"]
    if not text.strip():
        errs.append("empty text")
    if any(not m.strip() for m in text.split(SEP)):
        errs.append("empty message")
    if not c["note"].strip():
        errs.append("empty note")
    for field in ("slug", "lang", "note"):
        h = hostile(c[field], False)
        if h:
            errs.append(f"hostile char {h} in {field}")
    h = hostile(text, True)
    if h:
        errs.append(f"hostile char {h} in text")
    sec, lk = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate value in a list")
    if set(sec) & set(lk):
        errs.append(f"value in both lists: {set(sec) & set(lk)}")
    spans = {"s": [], "l": []}
    for kind, vals in (("s", sec), ("l", lk)):
        for v in vals:
            if not v or v != v.strip():
                errs.append(f"empty or padded value {v!r}")
                continue
            h = hostile(v, True)
            if h:
                errs.append(f"hostile char {h} in value {v!r}")
            occ = occurrences(text, v)
            if not occ:
                errs.append(f"value not in text: {v!r}")
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append(f"short value occurs {len(occ)} times: {v!r}")
            for a, b in occ:
                before = text[a - 1] if a > 0 else ""
                after = text[b] if b < len(text) else ""
                if v[0].isdigit() and before.isdigit():
                    errs.append(f"number embedded (left) {v!r}")
                if v[-1].isdigit() and after.isdigit():
                    errs.append(f"number embedded (right) {v!r}")
                if v[0] in string.ascii_letters and before in string.ascii_letters and before:
                    errs.append(f"word embedded (left) {v!r}")
                if v[-1] in string.ascii_letters and after in string.ascii_letters and after:
                    errs.append(f"word embedded (right) {v!r}")
            spans[kind].extend(occ)
            if IBAN_RE.match(v) and v[:2] in IBAN_LEN and len(v.replace(" ", "")) == IBAN_LEN[v[:2]]:
                if not iban_ok(v):
                    errs.append(f"IBAN check fails {v!r}")
    for a, b in spans["s"]:
        for x, y in spans["l"]:
            if a < y and x < b:
                errs.append(f"secret/look-alike overlap at {a}-{b} / {x}-{y}: {text[a:b]!r} {text[x:y]!r}")
    if len(set(e for e in errs)) != len(errs):
        errs = list(dict.fromkeys(errs))
    return errs


def build():
    for fn in BUILDERS:
        last = None
        for attempt in range(12):
            n = len(CASES)
            fn()
            need(len(CASES) == n + 1, f"{fn.__name__} added {len(CASES) - n} cases")
            errs = validate_case(CASES[-1], check_id=False)
            if not errs:
                break
            last = errs
            CASES.pop()
        else:
            raise GenError(f"{fn.__name__}: {last}")
    R.shuffle(CASES)
    for i, c in enumerate(CASES, 1):
        c["id"] = f"{PREFIX}-{i:03d}-{c['slug']}"


def validate_all():
    errs = []
    ids, slugs = set(), set()
    for c in CASES:
        for e in validate_case(c):
            errs.append(f"{c['id']}: {e}")
        if c["id"] in ids:
            errs.append(f"duplicate id {c['id']}")
        if c["slug"] in slugs:
            errs.append(f"duplicate slug {c['slug']}")
        ids.add(c["id"])
        slugs.add(c["slug"])
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml():
    out = ["lookalikes: []", "cases:"]
    for c in CASES:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append(f"    {key}:")
                out.extend(f"      - {q(v)}" for v in c[key])
            else:
                out.append(f"    {key}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 2:
        print(f"usage: python3 {argv[0]} {NAME}.yaml", file=sys.stderr)
        return 2
    try:
        build()
    except GenError as e:
        print(f"generation failed: {e}", file=sys.stderr)
        return 1
    errs = validate_all()
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        return 1
    data = to_yaml()
    for ch in data:
        if ch != "\n" and ch != "\\" and hostile(ch, False):
            print(f"ERROR hostile char {ch!r} in output", file=sys.stderr)
            return 1
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    pos = sum(1 for c in CASES if c["secrets"])
    print(f"wrote {argv[1]}: {len(CASES)} cases ({pos} positive, {len(CASES) - pos} negative), "
          f"{sum(len(c['secrets']) for c in CASES)} secrets, {sum(len(c['lookalikes']) for c in CASES)} look-alikes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
