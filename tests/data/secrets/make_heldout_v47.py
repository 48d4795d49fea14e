#!/usr/bin/env python3
# make_heldout_v47.py -- deterministic generator of the blind evaluation set heldout_v47
# for a secrets filter (chat messages of one user to an AI assistant).
# Standard library only; all random values come from random.Random(47).
# Usage: python3 make_heldout_v47.py heldout_v47.yaml
import sys, json, random, string, base64, hashlib, hmac, struct, re, unicodedata, datetime

NAME = "heldout_v47"
SEED = 47
PREFIX = "H47"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
URLSAFE = AN + "-_"
SYMS = "!@#$%&*?"


def rs(n, alphabet=AN):
    return "".join(R.choice(alphabet) for _ in range(n))


def rd(n):
    return "".join(R.choice(DG) for _ in range(n))


def rdnz(n):
    return R.choice("123456789") + rd(n - 1)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def pick(seq):
    return R.choice(seq)


def birth(y0=1958, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def pw_random(n=16, syms="!@#$%^&*-_"):
    while True:
        p = rs(n, AN + syms)
        if (any(c in DG for c in p) and any(c in UP for c in p)
                and any(c in LO for c in p) and any(c in syms for c in p)):
            return p


def pw_human(words, years=True):
    """Password the way people make them: word(s) + digits + a symbol."""
    w = pick(words)
    k = R.randint(0, 4)
    if k == 0:
        return w.capitalize() + str(R.randint(1970, 2015) if years else R.randint(10, 99)) + pick(SYMS)
    if k == 1:
        return w.capitalize() + pick(SYMS) + rd(R.randint(2, 4))
    if k == 2:
        w2 = pick(words)
        return w.capitalize() + w2.capitalize() + rd(2) + pick(SYMS)
    if k == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3")
        return leet.capitalize() + rd(R.randint(1, 3)) + pick(SYMS)
    return pick(SYMS) + w + rd(3) + w[0].upper()


def pw_passphrase(words, n=4, sep="-"):
    return sep.join(R.sample(words, n)) + sep + rd(R.randint(1, 2))


# ---------------------------------------------------------------- check digits
def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(body):
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def card(prefix, length):
    return luhn_complete(prefix + rd(length - len(prefix) - 1))


def card_fmt(num):
    if len(num) == 15:
        return grp(num, [4, 6, 5])
    if len(num) == 19:
        return grp(num, [4, 4, 4, 4, 3])
    return grp4(num)


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "PL": 28, "CZ": 24,
            "HU": 28, "RO": 24, "GR": 27, "TR": 26, "SA": 24, "AE": 23, "IR": 26, "UA": 29,
            "PT": 25, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "GB": 22, "IL": 23}


def iban(cc, bban):
    chk = 98 - _iban_num(bban + cc + "00") % 97
    s = f"{cc}{chk:02d}{bban}"
    assert len(s) == IBAN_LEN[cc], (cc, s)
    assert iban_ok(s)
    return s


def iban_ok(s):
    s = s.replace(" ", "")
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def ifmt(s):
    return grp4(s)


def iso7064_11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 9, 8, 7, 6]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return body + str(VERH_INV[c])


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


# ---------------------------------------------------------------- national ids
def pesel(female=None, y0=1960, y1=2003):
    y, m, d = birth(y0, y1)
    mm = m + (20 if y >= 2000 else 0)
    serial = rd(3)
    sexd = R.choice("02468" if female else "13579") if female is not None else rd(1)
    body = f"{y % 100:02d}{mm:02d}{d:02d}{serial}{sexd}"
    c = (10 - wsum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return body + str(c)


def pl_id_card():
    letters = "".join(pick("ABCDEFGHIJKLMNPRSTUVWXYZ") for _ in range(3))
    rest = rd(5)
    vals = [int(c, 36) for c in letters]
    s = vals[0] * 7 + vals[1] * 3 + vals[2] * 1 + wsum(rest, [7, 3, 1, 7, 3])
    return f"{letters}{s % 10}{rest}"


def nip_pl():
    while True:
        body = rdnz(9)
        c = wsum(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return body + str(c)


def regon_pl():
    body = rdnz(8)
    return body + str(wsum(body, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni():
    n = rd(8)
    return n + DNI_LETTERS[int(n) % 23]


def cif_es():
    letter = pick("AB")
    body = rd(7)
    s = sum(int(body[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        t = 2 * int(body[i])
        s += t // 10 + t % 10
    return f"{letter}{body}{(10 - s % 10) % 10}"


def nir_fr(sex):
    y, m, d = birth(1960, 2000)
    dept = pick(["75", "69", "13", "33", "31", "59", "44", "67", "92", "93", "94", "35"])
    body = f"{sex}{y % 100:02d}{m:02d}{dept}{R.randint(1, 400):03d}{R.randint(1, 999):03d}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def siren_siret():
    siren = luhn_complete(rdnz(8))
    siret = luhn_complete(siren + rd(4))
    tva = f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"
    return siren, siret, tva


CF_ODDV = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
CF_ODD = {c: CF_ODDV[i] for i, c in enumerate(UP)}
CF_ODD.update({c: CF_ODDV[i] for i, c in enumerate(DG)})
CF_EVEN = {c: i for i, c in enumerate(UP)}
CF_EVEN.update({c: i for i, c in enumerate(DG)})


def it_check(s):
    return UP[sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate(s)) % 26]


def _cf_part(word, is_name):
    word = word.upper()
    cons = [c for c in word if c in "BCDFGHJKLMNPQRSTVWXYZ"]
    vows = [c for c in word if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def codice_fiscale(surname, name, female, place):
    y, m, d = birth(1960, 2000)
    body = (_cf_part(surname, False) + _cf_part(name, True) + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1]
            + f"{d + (40 if female else 0):02d}" + place)
    return body + it_check(body)


def bsn():
    while True:
        body = rdnz(8)
        c = wsum(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return body + str(c)


def nl_btw():
    return "NL" + bsn() + "B01"


def personnummer_se():
    y, m, d = birth()
    body = f"{y % 100:02d}{m:02d}{d:02d}{rd(3)}"
    full = luhn_complete(body)
    return f"{full[:6]}-{full[6:]}"


def orgnr_se():
    body = "55" + str(R.randint(6, 9)) + rd(6)
    full = luhn_complete(body)
    return f"{full[:6]}-{full[6:]}"


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu():
    y, m, d = birth(1960, 2003)
    sign = "-" if y < 2000 else "A"
    ind = f"{R.randint(2, 899):03d}"
    c = HETU_CH[int(f"{d:02d}{m:02d}{y % 100:02d}{ind}") % 31]
    return f"{d:02d}{m:02d}{y % 100:02d}{sign}{ind}{c}"


def ytunnus():
    while True:
        body = rdnz(7)
        r = wsum(body, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return f"{body}-{0 if r == 0 else 11 - r}"


def viitenumero():
    body = rdnz(R.randint(6, 12))
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(body)))
    full = body + str((10 - s % 10) % 10)
    # printed in groups of five from the right
    parts = []
    while full:
        parts.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(parts)


def fnr_no():
    while True:
        y, m, d = birth(1960, 1999)
        ind = f"{R.randint(0, 499):03d}"
        b = f"{d:02d}{m:02d}{y % 100:02d}{ind}"
        k1 = 11 - wsum(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def mod11_no(body, weights):
    c = 11 - wsum(body, weights) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def kontonr_no():
    while True:
        body = pick(["1503", "1206", "9710", "3000", "1254", "9235"]) + rd(6)
        c = mod11_no(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return body + c


def orgnr_no():
    while True:
        body = pick("89") + rd(7)
        c = mod11_no(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return body + c


def kid_no():
    return luhn_complete(rdnz(R.randint(8, 14)))


def cpr_dk():
    while True:
        y, m, d = birth(1960, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 3)}{rd(2)}"
        last = (-wsum(b, [4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if last < 10:
            return f"{b[:6]}-{b[6:]}{last}"


def cvr_dk():
    while True:
        b = rdnz(7)
        last = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if last < 10:
            return b + str(last)


def rodne_cislo(female):
    while True:
        y, m, d = birth(1960, 2003)
        mm = m + (50 if female else 0)
        b = f"{y % 100:02d}{mm:02d}{d:02d}{rd(3)}"
        last = (-int(b) * 10) % 11
        if last < 10:
            return f"{b[:6]}/{b[6:]}{last}"


def ico_cz():
    b = rdnz(7)
    r = wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str((11 - r) % 10)


def cz_account():
    while True:
        body = rdnz(9)
        last = (-wsum(body, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if last < 10:
            return body + str(last)


def cnp_ro(female):
    y, m, d = birth(1960, 2003)
    s = (2 if female else 1) if y < 2000 else (6 if female else 5)
    b = f"{s}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{R.randint(1, 999):03d}"
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def cui_ro():
    b = rdnz(7)
    key = "753217532"[-len(b):]
    c = (wsum(b, [int(k) for k in key]) * 10) % 11
    return b + str(0 if c == 10 else c)


def tc_kimlik():
    d = [int(R.choice("123456789"))] + [int(R.choice(DG)) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def afm_gr():
    while True:
        b = rdnz(8)
        c = sum(int(b[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10
        return b + str(c)


def amka_gr():
    y, m, d = birth()
    return luhn_complete(f"{d:02d}{m:02d}{y % 100:02d}{rd(4)}")


def snils_ru():
    b = f"{R.randint(2, 999):03d}{rd(6)}"
    s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1])
    if s > 101:
        s %= 101
    c = 0 if s in (100, 101) else s
    return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def inn12_ru():
    b = pick(["77", "78", "50", "66", "16", "54"]) + rd(8)
    c1 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(c1)
    c2 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(c2)


def inn10_ru():
    b = pick(["77", "78", "50", "66"]) + rd(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ogrn_ru():
    b = "1" + f"{R.randint(2, 24):02d}" + pick(["77", "78", "50"]) + rd(7)
    return b + str(int(b) % 11 % 10)


def rnokpp_ua():
    y, m, d = birth(1960, 2002)
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = f"{days:05d}{rd(3)}{pick('13579')}"
    c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return b + str(c)


def cn_resident_id(female):
    area = pick(["110105", "310115", "440305", "330106", "510107", "420106", "320102"])
    y, m, d = birth(1965, 2003)
    seq = rd(2) + pick("02468" if female else "13579")
    b = f"{area}{y}{m:02d}{d:02d}{seq}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[wsum(b, w) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_cn():
    body = "91" + pick(["110105", "310115", "440300", "330106"]) + "".join(
        pick(DG + "ABCDEFGHJKLMNPQRTUWXY") for _ in range(9))
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CH.index(c) * k for c, k in zip(body, w))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]


def my_number_jp():
    b = rdnz(11)
    s = 0
    for n in range(1, 12):
        p = int(b[-n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def corp_number_jp():
    b = rdnz(12)
    s = sum(int(b[-n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def rrn_kr(female):
    y, m, d = birth(1965, 2003)
    s = (2 if female else 1) if y < 2000 else (4 if female else 3)
    b = f"{y % 100:02d}{m:02d}{d:02d}{s}{rd(5)}"
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def brn_kr():
    b = rdnz(3) + pick(["81", "86", "87", "88", "01", "05"]) + rd(4)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return f"{b[:3]}-{b[3:5]}-{b[5:]}{c}"


def israeli_id():
    return luhn_complete(rd(8))


def iran_melli():
    while True:
        b = rd(9)
        if len(set(b)) < 3 or b[:3] == "000":
            continue
        r = wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        return b + str(r if r < 2 else 11 - r)


def aadhaar():
    return verhoeff_complete(pick("23456789") + rd(10))


def pan_in(surname_initial, kind="P"):
    return rs(3, UP) + kind + surname_initial + rd(4) + rs(1, UP)


GST_CH = DG + UP


def gstin(state="27"):
    b = state + pan_in(pick(UP), "C") + str(R.randint(1, 3)) + "Z"
    s, factor = 0, 2
    for ch in reversed(b):
        a = factor * GST_CH.index(ch)
        factor = 1 if factor == 2 else 2
        s += a // 36 + a % 36
    return b + GST_CH[(36 - s % 36) % 36]


def thai_id():
    b = pick("12358") + rd(11)
    c = (11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10
    return b + str(c)


def cpf_br():
    while True:
        b = rd(9)
        if len(set(b)) == 1:
            continue
        d1 = (wsum(b, range(10, 1, -1)) * 10) % 11 % 10
        d2 = (wsum(b + str(d1), range(11, 1, -1)) * 10) % 11 % 10
        return b + str(d1) + str(d2)


def cpf_fmt(c):
    return f"{c[:3]}.{c[3:6]}.{c[6:9]}-{c[9:]}"


def cnpj_br():
    b = rdnz(8) + "0001"
    def dv(x, w):
        r = wsum(x, w) % 11
        return "0" if r < 2 else str(11 - r)
    b += dv(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    b += dv(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return f"{b[:2]}.{b[2:5]}.{b[5:8]}/{b[8:12]}-{b[12:]}"


def nif_pt(first="2"):
    b = first + rd(7)
    c = 11 - wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if c >= 10 else c)


def s10(prefix, country):
    b = rd(8)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{b}{c}{country}"


def saudi_id():
    return luhn_complete("1" + rd(8))


def emirates_id():
    y = R.randint(1970, 2000)
    return luhn_complete(f"784{y}{rd(7)}")


def eid_fmt(e):
    return f"{e[:3]}-{e[3:7]}-{e[7:14]}-{e[14]}"


def ssn_us():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def sin_ca():
    return luhn_complete(pick("1234567") + rd(7))


def tfn_au():
    while True:
        b = rdnz(8)
        d = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if d < 10:
            return b + str(d)


def abn_au():
    while True:
        rest = rd(9)
        for first in range(10, 100):
            digits = [int(x) for x in f"{first}{rest}"]
            digits[0] -= 1
            if sum(a * b for a, b in zip(digits, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
                s = f"{first}{rest}"
                return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def abn_ok(s):
    digits = [int(x) for x in s.replace(" ", "")]
    digits[0] -= 1
    return sum(a * b for a, b in zip(digits, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def nhs_uk():
    while True:
        b = rdnz(9)
        c = 11 - wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c != 10:
            s = b + str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def ni_uk():
    a = pick("ABCEGHJKLMNPRSTWXYZ")
    b = pick("ABCEGHJKLMNPRSTWXYZ")
    return f"{a}{b}{rd(6)}{pick('ABCD')}"


def clabe_mx(bank):
    b = bank + pick(["180", "320", "010", "650"]) + rd(11)
    w = [3, 7, 1] * 6
    s = sum((int(x) * w[i]) % 10 for i, x in enumerate(b))
    return b + str((10 - s % 10) % 10)


def hu_tax_id():
    while True:
        y, m, d = birth()
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        b = f"8{days:05d}{rd(3)}"
        c = sum(int(b[i]) * (i + 1) for i in range(9)) % 11
        if c < 10:
            return b + str(c)


def taj_hu():
    b = rdnz(8)
    c = sum(int(b[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10
    s = b + str(c)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def hu_check(block):
    w = [9, 7, 3, 1]
    return str((10 - sum(int(dg) * w[i % 4] for i, dg in enumerate(block)) % 10) % 10)


def hu_account():
    b1 = pick(["117", "104", "120", "107", "116"]) + rd(4)
    b2 = rd(15)
    return b1 + hu_check(b1) + b2 + hu_check(b2)


def hu_company_tax():
    b = rdnz(7)
    return f"{b}{hu_check(b)}-{R.randint(1, 2)}-{pick(['41', '42', '43', '13', '09'])}"


# ---------------------------------------------------------------- bank accounts (BBAN)
def bban_de():
    return pick(["50010517", "10010010", "37040044", "70150000", "43060967", "12030000", "20050550"]) + rd(10)


def bban_fr():
    bank = pick(["30004", "30003", "20041", "30002", "10278", "30066"])
    g, c = rd(5), rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(g) + 3 * int(c)) % 97)
    return f"{bank}{g}{c}{key:02d}"


def es_dc(ten):
    d = 11 - wsum(ten, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
    return str({11: 0, 10: 1}.get(d, d))


def bban_es():
    bank = pick(["2100", "0049", "0182", "0081", "1465", "2085"])
    br, acct = rd(4), rd(10)
    return f"{bank}{br}{es_dc('00' + bank + br)}{es_dc(acct)}{acct}"


def bban_it():
    body = pick(["03069", "02008", "05034", "03062", "01030"]) + rd(5) + rd(12)
    return it_check(body) + body


def bban_nl():
    bank = pick(["INGB", "ABNA", "RABO", "SNSB", "TRIO"])
    if bank == "INGB":
        return bank + "000" + rdnz(7)
    while True:
        b = "0" + rdnz(8)
        last = (-wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if last < 10:
            return bank + b + str(last)


def pl_sort():
    base = pick(["102", "105", "114", "109", "124", "116"]) + rd(4)
    return base + str((10 - wsum(base, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)


def bban_pt():
    b = pick(["0035", "0033", "0010", "0007", "0036"]) + rd(4) + rd(11)
    return b + f"{98 - (int(b) * 100) % 97:02d}"


def bban_fi():
    return luhn_complete(pick(["1", "5", "8"]) + rd(12))


def bban_gb():
    bank, sc0 = pick([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40"), ("MIDL", "40")])
    sc = sc0 + rd(4)
    acct = rdnz(8)
    return bank, sc, acct


# ---------------------------------------------------------------- tokens and keys
def uuid4():
    h = rs(32, HEX)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt_hs256(payload, key):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest())
    return f"{h}.{p}.{sig}"


def aws_key_id():
    return "AKIA" + rs(16, B32)


def aws_secret():
    return rs(40, AN + "/+")


def gh_pat():
    return "ghp_" + rs(36)


def openai_proj_key():
    return "sk-proj-" + rs(74, URLSAFE) + "T3BlbkFJ" + rs(74, URLSAFE)


def anthropic_key():
    return "sk-ant-api03-" + rs(93, URLSAFE) + "AA"


def google_api_key():
    return "AIza" + rs(35, URLSAFE)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub, seed = rbytes(32), rbytes(32)
    kt = b"ssh-ed25519"
    pubblob = ssh_string(kt) + ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(kt) + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    b = base64.b64encode(blob).decode()
    body = "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment
    return pem, fp, publine


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58check(payload):
    return b58enc(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_legacy_addr():
    return b58check(b"\x00" + rbytes(20))


BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult
advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol
alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused
analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any
apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest
arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend
attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome
awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain
barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below
belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade
blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus
book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick
bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build
bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus
cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge
chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk
churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff
climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil
coin collect color column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course
cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime
crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup
cupboard curious current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter
dawn day deal debate debris decade december decide decline decorate decrease deer defense define defy degree delay
deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk
despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital
dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert
divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon
drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty
dwarf dynamic""".split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def totp_seed_grouped(n=32):
    s = rs(n, B32).lower()
    return " ".join(s[i:i + 4] for i in range(0, n, 4))


def eth_addr():
    return "0x" + rs(40, HEX)


def sha256_hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def bitlocker_key():
    return "-".join(f"{11 * R.randrange(65536):06d}" for _ in range(8))


def phone_us():
    return f"({pick(['212', '312', '415', '512', '617', '718', '646', '773'])}) {R.randint(201, 989)}-{rd(4)}"


def pnr():
    return rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


# ---------------------------------------------------------------- self tests of the algorithms
def self_tests():
    problems = []
    def t(cond, what):
        if not cond:
            problems.append(what)
    t(luhn_ok("79927398713"), "luhn")
    t(iban_ok("GB82WEST12345698765432"), "iban GB82")
    t(iban_ok("DE89370400440532013000"), "iban DE89")
    t(iban_ok("NL91ABNA0417164300"), "iban NL91")
    t(verhoeff_ok("2363") and verhoeff_complete("236") == "2363", "verhoeff")
    t(DNI_LETTERS[12345678 % 23] == "Z", "dni")
    t(HETU_CH[int("131052308") % 31] == "T", "hetu")
    t(luhn_ok("8112189876"), "personnummer")
    t(wsum("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11 == 2, "cn id")
    t(wsum("111222333", [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 == 0, "bsn")
    t(wsum("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10 == 1, "pesel")
    t(wsum("112233445", [9, 8, 7, 6, 5, 4, 3, 2, 1]) == 95, "snils")
    t(wsum("943476591", [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 2, "nhs")
    t(wsum("021000021", [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0, "aba")
    t(abn_ok("51824753556"), "abn")
    t(wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0, "tfn")
    t(luhn_ok("046454286"), "sin")
    t(wsum("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8, "nip")
    t(wsum("12345678", [8, 6, 4, 2, 3, 5, 9, 7]) % 11 == 6, "s10")
    t(it_check("RSSMRA85T10A562") == "S", "codice fiscale")
    # My Number 123456789018
    b = "12345678901"
    s = sum(int(b[-n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    t((0 if s % 11 <= 1 else 11 - s % 11) == 8, "my number")
    # CPF 123.456.789-09
    t((wsum("123456789", range(10, 1, -1)) * 10) % 11 % 10 == 0
      and (wsum("1234567890", range(11, 1, -1)) * 10) % 11 % 10 == 9, "cpf")
    # TC 10000000146
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4, "tc")
    # CLABE 032180000118359719
    w = [3, 7, 1] * 6
    s = sum((int(x) * w[i]) % 10 for i, x in enumerate("03218000011835971"))
    t((10 - s % 10) % 10 == 9, "clabe")
    # jwt.io default token, secret 'your-256-bit-secret'
    h, p, sig = JWT_IO.split(".")
    t(b64url(hmac.new(b"your-256-bit-secret", f"{h}.{p}".encode(), hashlib.sha256).digest()) == sig, "jwt.io")
    # pyotp docs seed is base32 of b'Hello!\xde\xad\xbe\xef'
    t(base64.b32encode(b"Hello!\xde\xad\xbe\xef").decode() == "JBSWY3DPEHPK3PXP", "totp example")
    for c in ["4242424242424242", "4000000000000002", "4111111111111111", "5555555555554444", "378282246310005"]:
        t(luhn_ok(c), "test card " + c)
    return problems


JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0Ijox"
          "NTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
AWS_DOC_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
MSG = "\n---\n"

CASES = []


def case(slug, lang):
    def deco(fn):
        CASES.append((slug, lang, fn))
        return fn
    return deco


def steuer_id():
    while True:
        ds = R.sample(DG, 9)
        dup = pick(ds)
        pos = R.randint(1, 9)
        ten = "".join(ds[:pos] + [dup] + ds[pos:])
        if ten[0] != "0":
            return ten + str(iso7064_11_10(ten))


def ust_de():
    b = rdnz(8)
    return "DE" + b + str(iso7064_11_10(b))


EN_WORDS = ["sunflower", "marmalade", "biscuit", "hockey", "tigger", "pumpkin", "kingston", "bluebird",
            "raptors", "winston", "maverick", "coconut", "shadow", "peaches", "falcon", "liverpool"]

# ================================================================ English, positive
@case("aws-env-boto3", "en")
def _():
    kid, sk = aws_key_id(), aws_secret()
    text = ("boto3 keeps throwing InvalidClientTokenId even though I swapped the AKIAIOSFODNN7EXAMPLE placeholder "
            "from the tutorial for my real keys. here's my .env:\n\n"
            f"AWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n\n"
            "I load it with python-dotenv before creating the client. what am I missing?")
    return text, [kid, sk], [AWS_DOC_ID], "AWS key pair in .env; the docs example key id is a look-alike"


@case("github-pat-pushed", "en")
def _():
    tok, sha = gh_pat(), rs(40, HEX)
    text = (f"I pushed a commit with my personal access token in config.js by accident: {tok}\n"
            f"I already revoked it on GitHub but commit {sha} is still in the history of main. "
            "What's the cleanest way to scrub it, filter-repo or BFG?")
    return text, [tok], [sha], "revoked GitHub PAT is still a secret; commit hash is a look-alike"


@case("stripe-webhook-node", "en")
def _():
    acct = rs(14)
    sk = "sk_live_51" + acct + rs(85)
    pk = "pk_live_51" + acct + rs(85)
    wh = "whsec_" + rs(32)
    text = (f"const stripe = require('stripe')('{sk}');\n"
            f"// publishable key for the frontend: {pk}\n"
            f"const endpointSecret = '{wh}';\n\n"
            "Webhook verification fails with \"No signatures found matching the expected signature for payload\". "
            "express.raw() is mounted before express.json(). Ideas?")
    return text, [sk, wh], [pk], "Stripe live secret key and webhook secret; publishable key is public by design"


@case("card-declined-tickets", "en")
def _():
    num = card_fmt(card("4", 16))
    exp = f"{R.randint(1, 12):02d}/{R.randint(26, 30)}"
    cvc = rd(3)
    order = f"TM-{rd(8)}"
    text = (f"Trying to buy concert tickets and the site keeps saying my card was declined. Card is {num}, "
            f"exp {exp}, CVC {cvc}. Order number {order}, the total was $186.40. "
            "Is it my bank blocking it or the site?")
    return text, [num, exp, cvc], [order, "$186.40"], "full card with expiry and CVC; order number and amount are look-alikes"


@case("slack-webhook-curl", "en")
def _():
    path = f"T{rs(8, UP + DG)}/B{rs(10, UP + DG)}/{rs(24)}"
    chan = "C0" + rs(9, UP + DG)
    text = ("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished :rocket:\"}' "
            f"https://hooks.slack.com/services/{path}\n\n"
            f"returns invalid_payload as soon as I add blocks. the plain text version works fine. channel is #deploys ({chan}).")
    return text, [path], [chan], "Slack incoming-webhook token path; channel id is a look-alike"


@case("postgres-prisma-url", "en")
def _():
    user = pick(["app_user", "orders_rw", "api_service"])
    pw = pw_random(20, "!-_")
    host = f"orders-prod.c{rs(12, LO + DG)}.eu-central-1.rds.amazonaws.com"
    text = ("Prisma can't reach the database: Error P1001. My .env has\n"
            f"DATABASE_URL=\"postgresql://{user}:{pw}@{host}:5432/orders?schema=public\"\n"
            "The host resolves from my laptop with nslookup. Is the port wrong for RDS?")
    return text, [f"{user}:{pw}"], [host], "credentials of a connection string; the RDS host is a look-alike"


@case("airbnb-welcome-note", "en")
def _():
    ssid = pick(["Maple_Guest_5G", "CedarCottage-Guest", "Harbor_Loft_WiFi"])
    wpw = pw_human(EN_WORDS)
    door, box = rd(6), rd(4)
    phone = phone_us()
    text = ("Can you turn this into a friendly welcome note for my Airbnb guests?\n"
            f"- wifi: {ssid} / password {wpw}\n"
            f"- front door keypad: {door} then press the check mark\n"
            f"- lockbox by the garage (spare key): {box}\n"
            "- checkout 11am, trash goes out Tuesday night\n"
            f"- my cell if anything breaks: {phone}")
    return text, [wpw, door, box], [ssid, phone], "host shares Wi-Fi, door and lockbox codes; SSID and phone are look-alikes"


@case("microsoft-code-unrequested", "en")
def _():
    code = rd(6)
    sender = f"+1 (844) {R.randint(201, 989)}-{rd(4)}"
    text = (f"I got this text from {sender}: \"Use {code} as Microsoft account security code\" but I wasn't trying to log in. "
            "Then another one 2 minutes later. Is someone trying to get into my account? Should I change my password?")
    return text, [code], [sender], "an unrequested one-time code is still a secret; sender number is a look-alike"


@case("google-backup-codes", "en")
def _():
    codes = [f"{rd(4)} {rd(4)}" for _ in range(3)]
    text = ("I'm moving my Google 2-Step backup codes into my password manager. Can you format these as a checklist "
            "so I can cross them off when used?\n\n" + "\n".join(codes) + "\n\n(the other seven are already used)")
    return text, codes, [], "three backup codes, each a secret"


@case("authy-setup-key", "en")
def _():
    seed = totp_seed_grouped(32)
    text = (f"Authy won't scan the QR for my Kraken account so it offered the setup key instead: {seed}\n"
            "Do I type it with the spaces? And is it time based or counter based by default?")
    return text, [seed], [], "TOTP seed given as grouped base32"


@case("ssh-deploy-key", "en")
def _():
    pem, fp, pub = openssh_ed25519("deploy@ci-runner")
    text = ("ssh -i ~/.ssh/deploy_ed25519 keeps giving \"Permission denied (publickey)\". Here's the key file:\n\n"
            f"{pem}\n\nThe server's authorized_keys has\n{pub}\nand ssh-keygen -lf shows {fp}. Does that match this key?")
    return text, [pem], [pub, fp], "OpenSSH private key; public fingerprint is a look-alike"


@case("metamask-restore", "en")
def _():
    words, addr = seed_phrase(12), eth_addr()
    text = (f"Got a new phone. To restore MetaMask I just type the 12 words, right? Mine are: {words}. "
            f"My wallet address is {addr}, will it come back the same?")
    return text, [words], [addr], "seed phrase; public address is a look-alike"


@case("payroll-uk-bank", "en")
def _():
    _bank, sc, acct = bban_gb()
    sc_f = f"{sc[:2]}-{sc[2:4]}-{sc[4:]}"
    ref = f"EMP-{rd(5)}"
    text = ("My new employer wants my bank details for payroll. Did I fill this in right?\n"
            f"Name: Chloe Bennett\nSort code: {sc_f}\nAccount number: {acct}\n"
            f"Building society roll number: n/a\nThey said to put employee ref {ref} at the top.")
    return text, [acct], [sc_f, ref], "own account number; sort code is the bank's public identifier"


@case("w4-ssn-ein", "en")
def _():
    ssn = ssn_us()
    ein = f"{R.randint(10, 98)}-{rd(7)}"
    text = (f"Filling out my W-4 and I-9 for the new job. SSN {ssn}. The employer EIN on the offer letter is {ein}. "
            "Do I put the EIN anywhere on the W-4 or is that their part?")
    return text, [ssn], [ein], "own SSN; employer EIN is a look-alike"


@case("ds160-passport", "en")
def _():
    pp = rdnz(9)
    appid = "AA00" + rs(6, UP + DG)
    text = (f"Doing the DS-160 for my B1/B2 visa. Passport number {pp}, issued 2016-08-11, expires 2026-08-10. "
            f"My application ID from the confirmation page is {appid}. If I get logged out, what do I need to get back in?")
    return text, [pp], [appid, "2016-08-11"], "passport number; application ID and dates are look-alikes"


@case("dmv-license", "en")
def _():
    dl = pick(UP) + rd(7)
    conf = rs(8, UP + DG)
    text = (f"Rescheduling my DMV appointment online. It wants my driver license number and the confirmation code. "
            f"DL is {dl}, confirmation {conf}. It says 'record not found', do I include the letter?")
    return text, [dl], [conf], "driver licence number; appointment confirmation is a look-alike"


@case("pharmacy-insurance-card", "en")
def _():
    mid = pick(["W", "XGU", "ZKH", "H"]) + rd(9)
    grp_ = rd(6)
    text = (f"Pharmacy says my insurance got rejected. My card says Member ID {mid}, Group {grp_}, RxBIN 004336, "
            "RxPCN ADV, RxGrp RX1234. Which of these do they actually need to bill the prescription?")
    return text, [mid], [grp_, "004336"], "health insurance member id; employer group and RxBIN are look-alikes"


@case("security-questions-remember", "en")
def _():
    maiden = pick(["Kowalczyk", "Delacroix", "Brannigan", "Okonkwo", "Haverford"])
    pet = pick(["Biscuit", "Mr. Pickles", "Sergeant Fluff", "Noodle"])
    text = (f"My bank made me set new security questions. Can you remember these for me? Mother's maiden name: "
            f"{maiden}. First pet: {pet}.")
    return text, [maiden, pet], [], "answers to security questions"


@case("dog-sitter-codes", "en")
def _():
    garage, alarm = rd(4), rd(4)
    vet = phone_us()
    text = (f"Writing instructions for the dog sitter next week. Garage keypad {garage}, alarm disarm code {alarm} "
            f"(panel is left of the door, you have 30 seconds). Vet is Dr. Patel at {vet}. "
            "Biscuit eats twice a day, one cup each.")
    return text, [garage, alarm], [vet], "garage and alarm codes entrusted to a sitter"


@case("hotel-safe-error", "en")
def _():
    safe, room = rd(4), str(R.randint(1101, 2240))
    text = (f"I set the hotel safe code to {safe} and now it just says ERROR and won't open. Room {room}. "
            "Is there a master reset or do I have to call the front desk?")
    return text, [safe], [room], "safe code; room number is a look-alike"


@case("openai-quota-python", "en")
def _():
    key = openai_proj_key()
    text = ("from openai import OpenAI\n"
            f"client = OpenAI(api_key=\"{key}\")\n"
            "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
            "getting 429 insufficient_quota even though I added $10 of credit yesterday")
    return text, [key], ["gpt-4o-mini"], "OpenAI project key in code"


@case("anthropic-curl-400", "en")
def _():
    key = anthropic_key()
    text = ("curl https://api.anthropic.com/v1/messages \\\n"
            f"  -H \"x-api-key: {key}\" \\\n"
            "  -H \"anthropic-version: 2023-06-01\" \\\n"
            "  -H \"content-type: application/json\" -d @body.json\n\n"
            "I get a 400 saying max_tokens is required, but it's in body.json?")
    return text, [key], ["2023-06-01"], "Anthropic API key; version header date is a look-alike"


@case("jwt-devtools-decode", "en")
def _():
    iat = R.randint(1714000000, 1730000000)
    tok = jwt_hs256({"sub": rd(7), "email": "m.okafor@outlook.com", "role": "member", "iat": iat,
                     "exp": iat + 3600}, rbytes(32))
    rid = uuid4()
    text = ("Copied this from the Network tab, can you decode it and tell me when it expires?\n"
            f"authorization: Bearer {tok}\nx-request-id: {rid}")
    return text, [tok], [rid], "live session JWT; request id UUID is a look-alike"


@case("django-session-cookie", "en")
def _():
    sid = rs(32, LO + DG)
    csrf = rs(32)
    ga = f"GA1.1.{rdnz(9)}.{R.randint(1690000000, 1730000000)}"
    text = (f"My Selenium test logs in then loses the session. I'm copying cookies from my real browser: "
            f"sessionid={sid}; csrftoken={csrf}; _ga={ga}\nDo I need all of them or just sessionid?")
    return text, [sid], [ga], "session cookie; analytics cookie value is a look-alike"


@case("twilio-render-env", "en")
def _():
    sid, tok = "AC" + rs(32, HEX), rs(32, HEX)
    frm, to = f"+1415{rd(7)}", f"+1512{rd(7)}"
    text = (f"const client = require('twilio')('{sid}', '{tok}');\n"
            f"client.messages.create({{ from: '{frm}', to: '{to}', body: 'Your table is ready' }});\n\n"
            "works locally but on Render it throws 'Authenticate'. env vars issue?")
    return text, [tok], [frm, to], "Twilio auth token; phone numbers are look-alikes (account SID neutral)"


@case("docker-login-dollar", "en")
def _():
    pw = rs(6) + "$" + rs(5) + pick("!#%") + rs(4)
    dig = "sha256:" + sha256_hex()
    text = (f"our CI step: docker login -u ci-bot -p \"{pw}\" registry.gitlab.com\n"
            f"then docker pull registry.gitlab.com/acme/api@{dig}\n"
            "error: unauthorized: authentication required. the password has a $ in it, could bash be eating it?")
    return text, [pw], [dig], "registry password; image digest is a look-alike"


@case("npmrc-publish-403", "en")
def _():
    tok = "npm_" + rs(36)
    ver = f"{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 30)}"
    text = (f"my .npmrc:\n//registry.npmjs.org/:_authToken={tok}\n@acme:registry=https://npm.pkg.github.com\n\n"
            f"npm publish says 403 for version {ver}. it's a new version number so not a duplicate.")
    return text, [tok], [ver], "npm token; version string is a look-alike"


@case("k8s-secret-base64", "en")
def _():
    user = "orders"
    pw = pw_random(14, "!#_")
    b64u = base64.b64encode((user + "\n").encode()).decode()
    b64p = base64.b64encode((pw + "\n").encode()).decode()
    text = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n"
            f"  username: {b64u}\n  password: {b64p}\n\n"
            "The pod logs say password authentication failed. Is my base64 wrong? I made it with echo, without -n.")
    return text, [b64p], [b64u], "base64 of a password (with trailing newline); base64 username is a look-alike"


@case("pdo-mysql-timeout", "en")
def _():
    ip = f"10.{R.randint(0, 40)}.{R.randint(0, 255)}.{R.randint(2, 250)}"
    pw = pw_human(EN_WORDS)
    text = (f"$pdo = new PDO('mysql:host={ip};dbname=shop;charset=utf8mb4', 'shop_admin', '{pw}');\n"
            "SQLSTATE[HY000] [2002] Connection timed out. The DB is on another VPS and the firewall allows 3306 from my IP.")
    return text, [pw], [ip], "database password in PDO call; private IP is a look-alike"


@case("mongodb-srv-uri", "en")
def _():
    u = pick(["inventoryApp", "admin-jay", "svc_reports"])
    p = rs(16)
    cluster = f"cluster0.{rs(5, LO + DG)}.mongodb.net"
    text = (f"MongooseServerSelectionError with this URI: mongodb+srv://{u}:{p}@{cluster}/inventory?retryWrites=true&w=majority\n"
            "network access list has 0.0.0.0/0. what else could it be?")
    return text, [f"{u}:{p}"], [cluster, "0.0.0.0/0"], "credentials part of a MongoDB URI; cluster host is a look-alike"


@case("azure-functions-storage", "en")
def _():
    acc = "stfunc" + rs(8, LO + DG)
    key = base64.b64encode(rbytes(64)).decode()
    text = ("Azure Functions local.settings.json:\n"
            f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={acc};AccountKey={key};EndpointSuffix=core.windows.net\"\n"
            "The host starts but the blob trigger never fires.")
    return text, [key], [acc], "Azure storage account key inside a connection string; account name is a look-alike"


@case("android-maps-key", "en")
def _():
    key = google_api_key()
    sha1 = ":".join(rs(2, HEXU) for _ in range(20))
    text = ("<meta-data android:name=\"com.google.android.geo.API_KEY\"\n"
            f"    android:value=\"{key}\"/>\n"
            f"The map is just grey. In the console I restricted the key to package com.trailmate.app and the SHA-1 fingerprint {sha1}. "
            "Is the fingerprint format right?")
    return text, [key], [sha1], "Google API key; signing certificate fingerprint is a look-alike"


@case("telegram-bot-chat", "en")
def _():
    tok = f"{R.randint(5000000000, 7999999999)}:AA{rs(33, URLSAFE)}"
    chat = f"-100{rdnz(10)}"
    text = (f"bot = telebot.TeleBot('{tok}')\nbot.send_message({chat}, 'backup done')\n"
            "I get 'chat not found'. I got the group id from @userinfobot.")
    return text, [tok], [chat], "Telegram bot token; chat id is a look-alike"


@case("discord-bot-login", "en")
def _():
    appid = str(R.randint(1100000000000000000, 1299999999999999999))
    tok = b64url(appid.encode()) + "." + rs(6, URLSAFE) + "." + rs(38, URLSAFE)
    text = (f"client.login('{tok}') fails with 'An invalid token was provided'. Application ID is {appid}. "
            "I regenerated the token once, do I need to re-invite the bot?")
    return text, [tok], [appid], "Discord bot token; application id is a look-alike"


@case("router-admin-next-msg", "en")
def _():
    model = pick(["TP-Link Archer AX55", "Netgear Nighthawk R7000", "ASUS RT-AX58U"])
    pw = pw_human(EN_WORDS)
    text = ("I need help changing my router's DNS. I'll send you the admin login in the next message so you know what I'm working with."
            + MSG + f"ok it's the {model}, the page is 192.168.0.1, user admin, password {pw}")
    return text, [pw], [model, "192.168.0.1"], "password announced then given in a second message"


@case("debit-pin-corrected", "en")
def _():
    while True:
        pin1 = rd(4)
        l = list(pin1)
        R.shuffle(l)
        pin2 = "".join(l)
        if pin2 != pin1:
            break
    text = (f"can you remind me later that the PIN for my new debit card is {pin1}"
            + MSG + f"wait no, I mixed up the digits. it's {pin2}")
    return text, [pin1, pin2], [], "PIN given then corrected; both values are secrets"


@case("api-key-two-parts", "en")
def _():
    key = rs(32)
    a, b = key[:16], key[16:]
    text = ("The API key for our weather station dashboard is long so I'll paste it in two bits. First half: " + a
            + MSG + f"second half: {b}\nit's for Tomorrow.io, which header does it go in?")
    return text, [a, b], [], "API key split over two messages"


@case("it-temp-password-email", "en")
def _():
    tkt = f"INC{rd(7)}"
    tpw = rs(4, UP) + rd(2) + pick("!#%") + rs(5, LO)
    text = ("Got this from IT, how do I set it up in Outlook for Mac?\n\n"
            "> From: IT Service Desk\n"
            f"> Subject: Your account is ready [{tkt}]\n"
            "> Username: r.alvarez@northwind-logistics.com\n"
            f"> Temporary password: {tpw}\n"
            "> You will be asked to change it at first sign-in.")
    return text, [tpw], [tkt], "temporary password in a pasted e-mail; ticket number is a look-alike"


@case("hdfc-otp-fraud", "en")
def _():
    otp, last4 = rd(6), rd(4)
    text = (f"Got this SMS: \"{otp} is OTP for txn of INR 4,999.00 at AMAZON PAY on card XX{last4}. Valid for 10 mins. "
            "Do not share OTP with anyone - HDFC Bank\". I didn't make this purchase, what should I do first?")
    return text, [otp], [f"XX{last4}", "INR 4,999.00"], "OTP from a bank SMS; masked card and amount are look-alikes"


@case("binance-api-keys", "en")
def _():
    k, s = rs(64), rs(64)
    ip = f"{R.randint(34, 180)}.{R.randint(1, 254)}.{R.randint(1, 254)}.{R.randint(1, 254)}"
    text = (f"client = Client(api_key='{k}', api_secret='{s}')\n"
            "-> APIError(code=-2015): Invalid API-key, IP, or permissions for action.\n"
            f"I enabled spot trading and whitelisted my server IP {ip}.")
    return text, [k, s], [ip], "exchange API key and secret; server IP is a look-alike"


@case("hardhat-private-key", "en")
def _():
    pk = rs(64, HEX)
    infura = rs(32, HEX)
    addr = eth_addr()
    text = ("hardhat.config.js:\n"
            f"networks: {{ sepolia: {{ url: 'https://sepolia.infura.io/v3/{infura}', accounts: ['0x{pk}'] }} }}\n"
            f"Deploy says insufficient funds but the faucet sent 0.5 ETH to {addr} (chainId 11155111).")
    return text, ["0x" + pk, infura], [addr, "11155111"], "wallet private key and Infura project key; address is a look-alike"


@case("paper-wallet-wif", "en")
def _():
    wif, addr = btc_wif(), btc_legacy_addr()
    text = (f"Found an old paper wallet from 2017. Private key (WIF): {wif}\nAddress printed next to it: {addr}\n"
            "Explorer shows a balance of 0.04127 BTC. What's the safest way to sweep it into my Ledger?")
    return text, [wif], [addr, "0.04127 BTC"], "Bitcoin WIF private key; address is a look-alike"


@case("canada-sin-td1", "en")
def _():
    sin = sin_ca()
    sin_f = f"{sin[:3]} {sin[3:6]} {sin[6:]}"
    bn = rdnz(9) + "RP0001"
    text = (f"Starting a new job in Toronto. For payroll they want my SIN: {sin_f}. The employer's business number "
            f"on the offer is {bn}. Do I also need to fill the Ontario TD1?")
    return text, [sin_f], [bn], "Social Insurance Number; employer payroll account number is a look-alike"


@case("uk-self-assessment", "en")
def _():
    ni, utr = ni_uk(), rdnz(10)
    ni_f = f"{ni[:2]} {ni[2:4]} {ni[4:6]} {ni[6:8]} {ni[8]}"
    text = (f"Doing my first self assessment. My NI number is {ni_f} and my UTR is {utr}. "
            "The HMRC helpline (0300 200 3310) is always busy. Do I register for Class 2 NICs separately?")
    return text, [ni_f, utr], ["0300 200 3310"], "NI number and UTR; helpline number is a look-alike"


@case("au-tfn-cafe", "en")
def _():
    tfn = tfn_au()
    tfn_f = f"{tfn[:3]} {tfn[3:6]} {tfn[6:]}"
    abn = abn_au()
    text = (f"New casual job at a cafe. The TFN declaration asks for my tax file number: {tfn_f}. "
            f"Employer ABN is {abn}. Should I claim the tax-free threshold if I also tutor at uni?")
    return text, [tfn_f], [abn], "Australian TFN; employer ABN is a look-alike"


@case("chase-direct-deposit", "en")
def _():
    acct = rdnz(R.randint(9, 10))
    text = (f"Setting up direct deposit. Chase routing number 021000021 and my checking account {acct}. "
            "The form also asks for the bank address, is that my branch or HQ?")
    return text, [acct], ["021000021"], "own checking account; routing number is public"


@case("master-password-xkcd", "en")
def _():
    mpw = pw_passphrase(["lantern", "otter", "glacier", "saffron", "tundra", "pickle", "velvet", "comet", "harbor"], 4)
    text = (f"Is my new master password strong enough? I went with {mpw}\n"
            "I know the xkcd comic says something like correct horse battery staple is better. "
            "Should I switch to four random words without the number?")
    return text, [mpw], ["correct horse battery staple"], "own master passphrase; xkcd example is a look-alike"


@case("iphone-repair-passcode", "en")
def _():
    pc, tkt = rd(6), rdnz(7)
    text = (f"The repair shop wants my iPhone passcode to test the new screen. It's {pc}. Repair ticket #{tkt}. "
            "Is it normal for them to ask, or should I change it first?")
    return text, [pc], [tkt], "device passcode; repair ticket is a look-alike"


@case("bitlocker-recovery", "en")
def _():
    kid, rk = rs(8, HEXU), bitlocker_key()
    text = ("My Dell is asking for a BitLocker recovery key after a BIOS update. I found it in my Microsoft account:\n"
            f"Key ID: {kid}\nRecovery key: {rk}\nDo I type the dashes?")
    return text, [rk], [kid], "BitLocker recovery key (blocks divisible by 11); key ID is a look-alike"


@case("apple-recovery-key", "en")
def _():
    ark = "-".join(rs(4, UP + DG) for _ in range(7))
    phone = f"+44 7{rd(3)} {rd(6)}"
    text = (f"Saving this here so I don't lose it again: Apple ID recovery key {ark}. "
            f"Also the trusted number on the account is still my old {phone}.")
    return text, [ark], [phone], "Apple recovery key; phone number is a look-alike"


@case("aws-exposed-email", "en")
def _():
    kid, short = aws_key_id(), rs(7, HEX)
    text = (f"AWS emailed us: \"Your AWS Access Key ({kid}) is exposed publicly on GitHub\". We already deactivated it "
            f"and made a new one. The commit was {short} in a public repo. Do we need a support case to remove the quarantine policy?")
    return text, [kid], [short], "leaked and deactivated key is still a secret; short commit is a look-alike"


@case("gcs-log-bearer", "en")
def _():
    tok = "ya29.a0" + rs(150, URLSAFE)
    trace = rs(32, HEX)
    text = (f"2024-05-14T09:12:44Z ERROR gcs upload failed trace={trace} "
            f"headers={{'Authorization': 'Bearer {tok}', 'x-goog-user-project': 'analytics-prod'}}\n"
            "why does it say the token is expired when I just got it from gcloud auth print-access-token?")
    return text, [tok], [trace, "2024-05-14T09:12:44Z"], "OAuth access token in a log line; trace id and timestamp are look-alikes"


@case("gitlab-remote-token", "en")
def _():
    tok = "glpat-" + rs(20, URLSAFE)
    short = rs(8, HEX)
    text = (f"git remote -v shows\norigin  https://oauth2:{tok}@gitlab.com/acme/infra.git (fetch)\n"
            f"and pushing gives 'HTTP Basic: Access denied'. The last push that worked was {short}.")
    return text, [f"oauth2:{tok}"], [short], "credentials in a git remote URL"


@case("gmail-app-password-printer", "en")
def _():
    ap = " ".join(rs(4, LO) for _ in range(4))
    text = (f"For the scan-to-email on our HP LaserJet Pro MFP M428fdw I made a Gmail app password: {ap}\n"
            "SMTP server smtp.gmail.com, port 587, TLS on. Still 'authentication failed'. Do I type the spaces?")
    return text, [ap], ["M428fdw"], "Google app password; printer model is a look-alike"


@case("nhs-gp-registration", "en")
def _():
    nhs = nhs_uk()
    ods = pick("ABCDEFGHJKLMNPY") + rd(5)
    text = (f"Registering with a new GP. My NHS number is {nhs}. The practice code on their letter is {ods}. "
            "Do I still need to fill in the GMS1 form?")
    return text, [nhs], [ods], "NHS number; practice code is a look-alike"


@case("budget-cards-table", "en")
def _():
    full = card("5" + str(R.randint(1, 5)), 16)
    full_f = card_fmt(full)
    exp = f"{R.randint(1, 12):02d}/{R.randint(26, 30)}"
    ma, mb = "**** " + rd(4), "•••• " + rd(4)
    text = ("Can you turn this into a neat table for our budgeting sheet?\n"
            f"card | who | used for\n{ma} | me | groceries\n{full_f} exp {exp} | Dan | gas\n{mb} | joint | Netflix")
    return text, [full_f, exp], [ma, mb], "full card among masked ones"


@case("heroku-key-uuid", "en")
def _():
    hk, bid = uuid4(), uuid4()
    text = (f"HEROKU_API_KEY={hk} is in our GitHub Actions secrets but the deploy logs show 'Invalid credentials provided'. "
            f"Release v142 was the last good one, build id {bid}.")
    return text, [hk], [bid, "v142"], "Heroku API key shaped like a UUID; build id UUID is a look-alike"


@case("shopify-admin-404", "en")
def _():
    tok = "shpat_" + rs(32, HEX)
    oid = rdnz(13)
    num = f"#{R.randint(1001, 9999)}"
    text = (f"X-Shopify-Access-Token: {tok}\nGET /admin/api/2024-04/orders/{oid}.json returns 404, "
            f"but order {num} is right there in the admin.")
    return text, [tok], [oid, num], "Shopify admin token; order ids are look-alikes"


@case("bank-scam-call", "en")
def _():
    pw, otp = pw_human(EN_WORDS), rd(6)
    phone = f"+1 (800) {R.randint(201, 989)}-{rd(4)}"
    text = (f"Someone saying they were from my bank called and I panicked and told them my online banking password, {pw}, "
            f"and read them a code from a text, {otp}. They said they were securing my account. What do I do right now? "
            f"The number was {phone}.")
    return text, [pw, otp], [phone], "password and OTP given to a scammer; caller number is a look-alike"


@case("lufthansa-passport", "en")
def _():
    pp = pick("CFGHJK") + rs(8, "CFGHJKLMNPRTVWXYZ0123456789")
    code = pnr()
    text = (f"Adding passport info to my Lufthansa booking for the US trip. Booking code {code}, flight LH 430 on 14 June. "
            f"Passport {pp} (German, expires 2031). It asks for a 'Redress number', what's that?")
    return text, [pp], [code, "LH 430"], "passport number; booking code and flight are look-alikes"


@case("guest-wifi-qr", "en")
def _():
    ssid = pick(["Nguyen_Guest", "Casa-Rivera-Guest", "TheBrewery_Guest"])
    pw = rs(5, LO) + "&" + rs(4, LO) + rd(3)
    text = (f"I'm making a QR code for the guest wifi. Is this string right? WIFI:T:WPA;S:{ssid};P:{pw};;\n"
            "The password has an & in it, do I need to escape it?")
    return text, [pw], [ssid], "Wi-Fi password inside a WIFI: QR string; SSID is a look-alike"


@case("cloudflare-dns-token", "en")
def _():
    tok, zone = rs(40, URLSAFE), rs(32, HEX)
    text = (f"CLOUDFLARE_API_TOKEN={tok}\nCLOUDFLARE_ZONE_ID={zone}\n"
            "The DNS update script gets 'Authentication error (10000)'. The token has Zone.DNS edit.")
    return text, [tok], [zone], "Cloudflare API token; zone id is a look-alike"


@case("pypirc-upload", "en")
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(150, URLSAFE)
    text = (f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {tok}\n\n"
            "twine upload dist/* gives 403 \"The user isn't allowed to upload to project\". Is the name taken?")
    return text, [tok], ["__token__"], "PyPI token; __token__ username is a look-alike"


@case("compose-postgres-password", "en")
def _():
    pw = pw_random(18, "_-")
    tag = f"postgres:{R.randint(14, 16)}.{R.randint(1, 5)}-alpine"
    text = ("docker-compose.yml:\n\nservices:\n  db:\n"
            f"    image: {tag}\n    environment:\n      POSTGRES_USER: billing\n"
            f"      POSTGRES_PASSWORD: {pw}\n      POSTGRES_DB: billing\n    ports:\n      - \"5433:5432\"\n\n"
            "The app container says 'password authentication failed for user billing' but psql from my host works. "
            "Is it the port mapping?")
    return text, [pw], [tag, "5433:5432"], "password in a compose file; image tag and port mapping are look-alikes"


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


@case("dictated-gate-alarm", "en")
def _():
    gate = " ".join(NUM_WORDS[int(c)] for c in rd(4))
    alarm = " ".join(rd(4))
    flight = f"AA {R.randint(1000, 2999)}"
    text = ("dictating this in the car so sorry for typos. note for Maria who's house sitting: "
            f"the gate code is {gate} and the alarm is {alarm} then press off. "
            f"her flight is {flight} landing at 6 so she'll get there around 8")
    return text, [gate, alarm], [flight], "codes spelled out in words and as spaced digits; flight number is a look-alike"


@case("traceback-password-in-url", "en")
def _():
    user = pick(["dlee", "mkhan", "svc-sync"])
    pw = pick(EN_WORDS).capitalize() + str(R.randint(1970, 2015)) + "!"
    host = pick(["portal.hrnest.io", "api.fieldvault.com", "sync.tallyworks.net"])
    rid = uuid4()
    text = ("Traceback (most recent call last):\n  File \"sync.py\", line 41, in <module>\n"
            "    r = session.get(login_url, timeout=10)\n"
            f"requests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='{host}', port=443): Max retries exceeded with url: "
            f"/v2/login?user={user}&password={pw}&client={rid}\n\n"
            "Is the vendor down or is it my proxy? Also should the password really be in the URL like that?")
    return text, [pw], [host, rid], "password in a URL query inside a traceback; host and client UUID are look-alikes"


# ================================================================ English, negative
@case("stripe-test-cards", "en")
def _():
    text = ("Which Stripe test card triggers a generic decline? For success I've been using 4242 4242 4242 4242 with any "
            "future date, and the docs list 4000 0000 0000 0002 for declines, but my webhook never sees charge.failed.")
    return text, [], ["4242 4242 4242 4242", "4000 0000 0000 0002"], "documentation test cards"


@case("aws-docs-keys-moto", "en")
def _():
    text = (f"The AWS CLI docs show aws configure with {AWS_DOC_ID} and {AWS_DOC_SECRET}. If I put those in a .env "
            "just for unit tests with moto, will boto3 still try to call real AWS?")
    return text, [], [AWS_DOC_ID, AWS_DOC_SECRET], "AWS documentation example keys"


@case("jwt-io-default", "en")
def _():
    text = (f"On jwt.io the default token is {JWT_IO}\nWhy does the signature only verify when I type "
            "your-256-bit-secret in the box? I thought HS256 was secure.")
    return text, [], [JWT_IO, "your-256-bit-secret"], "jwt.io example token and its documented secret"


@case("git-revert-hashes", "en")
def _():
    s1, s2 = rs(7, HEX), rs(7, HEX)
    ver = f"v{R.randint(1, 5)}.{R.randint(0, 12)}.{R.randint(0, 9)}"
    full = rs(40, HEX)
    text = (f"git log --oneline shows\n{s1} Fix login redirect loop\n{s2} Bump version to {ver}\n"
            f"How do I revert {s2} without touching {s1}? Also CI says the failing build was on {full}.")
    return text, [], [s1, s2, ver, full], "commit hashes and a version"


@case("ups-stuck-package", "en")
def _():
    ups = "1Z" + rs(6, UP + DG) + pick(["03", "12", "01"]) + rd(8)
    order = f"BBY01-{rdnz(12)}"
    text = (f"My package from Best Buy has been stuck on 'Label Created' for 5 days. Tracking {ups}, order number {order}. "
            "Should I call UPS or Best Buy first? UPS support is 1-800-742-5877.")
    return text, [], [ups, order, "1-800-742-5877"], "tracking and order numbers, support phone"


@case("logs-uuids-checksum", "en")
def _():
    u1, u2, sha = uuid4(), uuid4(), sha256_hex()
    text = (f"Our logs have request_id={u1} user_id={u2} latency=812ms for every slow call. Unrelated: "
            f"sha256sum of the ubuntu ISO I downloaded gives {sha}, how do I compare it with SHA256SUMS?")
    return text, [], [u1, u2, sha], "UUIDs and a checksum"


@case("readme-placeholders", "en")
def _():
    text = ("The README says to set OPENAI_API_KEY=your_api_key_here and then send Authorization: Bearer <token>. "
            "Another example shows sk-xxxxxxxxxxxxxxxxxxxxxxxx. Which part am I supposed to replace, all of them?")
    return text, [], ["your_api_key_here", "<token>", "sk-xxxxxxxxxxxxxxxxxxxxxxxx"], "placeholders"


@case("password-training-slide", "en")
def _():
    text = ("For a security awareness slide I want to show bad vs good passwords: hunter2, P@ssw0rd and Tr0ub4dor&3 "
            "versus correct horse battery staple. Does the xkcd argument still hold against modern cracking rigs?")
    return text, [], ["hunter2", "P@ssw0rd", "Tr0ub4dor&3", "correct horse battery staple"], "famous example passwords"


@case("charity-bank-transfer", "en")
def _():
    bank, sc, acct = bban_gb()
    ib = ifmt(iban("GB", bank + sc + acct))
    bic = {"NWBK": "NWBKGB2L", "BARC": "BARCGB22", "LOYD": "LOYDGB21", "HBUK": "HBUKGB4B", "MIDL": "MIDLGB22"}[bank]
    crn = str(R.randint(1000000, 1199999))
    text = (f"I want to donate to the Riverside Food Bank by bank transfer from abroad. Their website lists IBAN {ib}, "
            f"BIC {bic}, registered charity number {crn}. Do I need to add a payment reference?")
    return text, [], [ib, bic, crn], "a charity's IBAN, BIC and registration number"


@case("famous-ssns", "en")
def _():
    text = ("Why was 078-05-1120 the most misused SSN ever? And why do so many forms use 123-45-6789 as the sample?")
    return text, [], ["078-05-1120", "123-45-6789"], "famous public example SSNs"


@case("redacted-logger", "en")
def _():
    last4 = rs(4)
    text = ("Our log line reads: user=jdoe password=******** token=[REDACTED] and further down "
            f"api_key=sk-...{last4}. Did the logger leak anything or is that properly masked?")
    return text, [], ["password=********", "[REDACTED]", f"sk-...{last4}"], "masked and redacted values"


@case("supplier-invoice-iban", "en")
def _():
    ib = ifmt(iban("DE", bban_de()))
    inv = f"RE-2024-{rd(5)}"
    vat = ust_de()
    text = (f"Invoice from our supplier Hoffmann Verpackungen GmbH: pay EUR 4,380.00 to IBAN {ib} (BIC COBADEFFXXX), "
            f"invoice no. {inv}, their VAT ID {vat}. Can you write the payment note for our accountant?")
    return text, [], [ib, "COBADEFFXXX", inv, vat, "EUR 4,380.00"], "a supplier's IBAN, BIC and VAT id for a payment"


@case("wise-receipt-ref", "en")
def _():
    num = rdnz(9)
    ref = "P" + rd(9)
    text = (f"My Wise receipt says: Transfer #{num}, Ref No. {ref}, 250.00 GBP to 1,262.37 PLN. "
            "My cousin hasn't received it. What should I send her as proof?")
    return text, [], [num, ref], "transfer number and receipt Ref No."


@case("pyotp-rfc-vectors", "en")
def _():
    text = ("In the pyotp docs they do pyotp.TOTP('JBSWY3DPEHPK3PXP').now(), and RFC 6238 uses the ASCII secret "
            "12345678901234567890 for its test vectors. Why don't my codes match the RFC table at T=59?")
    return text, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890"], "documentation TOTP secrets"


@case("bip39-test-mnemonic", "en")
def _():
    m = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    text = (f"Unit test: Mnemonic('english').to_seed('{m}', passphrase='') - which seed hex should I assert? "
            "I keep getting a different one from the BIP39 test vectors.")
    return text, [], [m], "the BIP39 test-vector mnemonic"


@case("iban-validator-examples", "en")
def _():
    text = ("My IBAN validator rejects GB82 WEST 1234 5698 7654 32 but accepts DE89 3704 0044 0532 0130 00. "
            "Those are both the standard examples, right? My regex is ^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$")
    return text, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "well-known example IBANs"


# ================================================================ Chinese
@case("zh-12306-id-numbers", "zh")
def _():
    me, mom = cn_resident_id(R.random() < 0.5), cn_resident_id(True)
    mobile = pick(["138", "139", "186", "152", "177"]) + rd(8)
    text = ("帮我看看这个表填得对不对：\n姓名：刘思远\n"
            f"身份证号：{me}\n手机号：{mobile}\n"
            f"是在12306上给我妈买票用的，她的身份证号也记一下：{mom}，下次买票直接用。")
    return text, [me, mom], [mobile], "own and mother's resident id numbers; phone number is a look-alike"


@case("zh-salary-card-paypw", "zh")
def _():
    num = card_fmt(card("622202", 19))
    paypw = rd(6)
    text = (f"我的工资卡是工商银行的，卡号 {num}，开户行是北京朝阳支行。"
            f"支付宝支付密码是{paypw}，你帮我记住，以后绑卡的时候提醒我一下。工行客服电话是95588吧？")
    return text, [num, paypw], ["95588"], "UnionPay card number and six-digit payment password"


@case("zh-aliyun-oss-keys", "zh")
def _():
    ak, sk = "LTAI5t" + rs(18), rs(30)
    text = ("阿里云 OSS 上传一直报 InvalidAccessKeyId，配置如下：\n"
            "const client = new OSS({\n"
            f"  region: 'oss-cn-hangzhou',\n  accessKeyId: '{ak}',\n  accessKeySecret: '{sk}',\n"
            "  bucket: 'img-prod-2024'\n});\n是不是 region 写错了？")
    return text, [ak, sk], ["oss-cn-hangzhou"], "Alibaba Cloud AccessKey pair; region id is a look-alike"


@case("zh-fapiao-company", "zh")
def _():
    uscc = uscc_cn()
    sf = "SF" + rd(13)
    order = rd(19)
    text = (f"开发票要填公司信息：名称 杭州青禾文化传媒有限公司，统一社会信用代码 {uscc}。"
            f"顺丰单号 {sf}，订单号 {order}。帮我看看这个税号格式对不对？")
    return text, [], [uscc, sf, order], "company credit code, tracking and order numbers"


# ================================================================ Japanese
@case("ja-nenmatsu-mynumber", "ja")
def _():
    a, b = my_number_jp(), my_number_jp()
    af, bf = grp4(a), grp4(b)
    text = (f"年末調整の書類を書いています。私のマイナンバーは {af} で、扶養に入れる妻の分は {bf} です。"
            "会社の住所の郵便番号は〒150-0002で合ってますか？")
    return text, [af, bf], ["150-0002"], "own and spouse's My Number; postal code is a look-alike"


@case("ja-salary-account-pin", "ja")
def _():
    br, acct, pin = f"{R.randint(100, 899)}", rd(7), rd(4)
    text = (f"給与振込の口座を登録したいです。三菱UFJ銀行 渋谷支店（店番 {br}）普通 {acct}。"
            f"ついでにキャッシュカードの暗証番号 {pin} も忘れそうなので覚えておいてください。")
    return text, [acct, pin], [br], "own account number and card PIN; branch number is public"


@case("ja-jikka-wifi-next", "ja")
def _():
    ssid = pick(["Buffalo-G-" + rs(4, HEXU), "aterm-" + rs(6, LO + DG) + "-g"])
    pw = rs(13, LO + DG)
    model = pick(["WSR-1800AX4S", "Aterm WX3000HP"])
    text = ("実家のWi-Fiのパスワード、次のメッセージで送るね。スマホの設定手伝って"
            + MSG + f"SSIDは {ssid} で、パスワードは {pw} です。ルーターは{model}。")
    return text, [pw], [ssid, model], "Wi-Fi password announced then given; SSID and model are look-alikes"


@case("ja-order-yamato-invoice", "ja")
def _():
    order = f"{rd(3)}-{rd(7)}-{rd(7)}"
    yamato = f"{rd(4)}-{rd(4)}-{rd(4)}"
    tnum = "T" + corp_number_jp()
    text = (f"注文番号 {order} の商品がまだ届きません。ヤマト運輸の伝票番号は {yamato} です。"
            f"領収書の登録番号が {tnum} になっていますが、これで適格請求書になりますか？")
    return text, [], [order, yamato, tnum], "order, tracking and invoice registration numbers"


# ================================================================ Korean
@case("ko-hometax-cert", "ko")
def _():
    certpw = pw_human(["sarang", "haneul", "dubu", "kimchi", "bom", "gureum"])
    rrn = rrn_kr(R.random() < 0.5)
    text = (f"연말정산 때문에 홈택스 들어가야 하는데 공동인증서 비밀번호가 {certpw} 맞는지 모르겠어요. "
            f"주민등록번호는 {rrn}이고요. 그냥 간편인증으로 하는 게 나을까요?")
    return text, [certpw, rrn], [], "certificate password and resident registration number"


@case("ko-tenant-message", "ko")
def _():
    acct = f"110-{rd(3)}-{rd(6)}"
    door = rd(6)
    phone = f"02-{R.randint(300, 999)}-{rd(4)}"
    text = ("세입자한테 보낼 문자 좀 써줘. 월세는 매달 25일까지 "
            f"신한은행 {acct} (예금주 박지훈)로 보내주시고, 현관 도어락 비밀번호는 {door}* 입니다. "
            f"관리사무소 번호는 {phone}이라고 같이 적어줘.")
    return text, [acct, door], [phone], "own bank account and door-lock code; office phone is a look-alike"


@case("ko-coupang-refund", "ko")
def _():
    order = rdnz(14)
    inv = rdnz(12)
    brn = brn_kr()
    text = (f"쿠팡에서 환불 요청했는데 주문번호 {order}, 송장번호 {inv}예요. "
            f"판매자 사업자등록번호가 {brn}로 나와 있는데 정상 업체인지 어떻게 확인하나요?")
    return text, [], [order, inv, brn], "order, tracking and business registration numbers"


# ================================================================ Arabic
@case("ar-salary-rajhi-iban", "ar")
def _():
    ib = ifmt(iban("SA", "80" + "000" + rd(15)))
    nid = saudi_id()
    text = (f"أبغى أحول راتبي لحسابي الجديد في مصرف الراجحي. رقم الآيبان: {ib} ورقم الهوية الوطنية {nid}، وسويفت البنك RJHISARI. "
            "هل تكفي هذه البيانات لنموذج الموارد البشرية؟")
    return text, [ib, nid], ["RJHISARI"], "own IBAN and national id; bank SWIFT is public"


@case("ar-uae-otp-sms", "ar")
def _():
    otp = rd(6)
    eid = eid_fmt(emirates_id())
    req = f"{R.randint(2024, 2025)}{rdnz(9)}"
    text = (f"وصلتني رسالة: \"رمز التحقق الخاص بك هو {otp} لتحديث بيانات الهوية، لا تشاركه مع أحد\". "
            f"رقم الهوية الإماراتية عندي {eid} ورقم الطلب {req}. هل الرسالة حقيقية ولا احتيال؟")
    return text, [otp, eid], [req], "verification code and Emirates ID; application number is a look-alike"


@case("ar-aramex-complaint", "ar")
def _():
    aramex, order = rdnz(11), rdnz(9)
    cr = "10" + rd(8)
    text = (f"شحنتي متأخرة من أسبوعين. رقم التتبع لدى أرامكس {aramex} ورقم الطلب {order}، "
            f"والسجل التجاري للمتجر {cr}. كيف أقدم شكوى لوزارة التجارة؟")
    return text, [], [aramex, order, cr], "tracking, order and commercial registration numbers"


# ================================================================ Persian
PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@case("fa-yaraneh-card", "fa")
def _():
    melli = iran_melli().translate(PERSIAN_DIGITS)
    num = card_fmt(card("603799", 16))
    dyn = rd(R.choice([6, 8]))
    text = ("برای ثبت نام یارانه این اطلاعات رو وارد کردم، درسته؟\n"
            f"کد ملی: {melli}\nشماره کارت: {num}\nرمز دوم پویا که برام پیامک شد: {dyn}")
    return text, [melli, num, dyn], [], "national code in Persian digits, card number and dynamic password"


@case("fa-salary-sheba", "fa")
def _():
    sh = iban("IR", pick(["017", "012", "056", "054"]) + "0" + rd(18))
    track = rdnz(12)
    text = (f"حقوقم باید به این شبا واریز بشه: {sh}\nشماره پیگیری آخرین واریزی {track} بوده. "
            "از کجا بفهمم این شبا مال کدوم بانکه؟")
    return text, [sh], [track], "own Sheba number; transfer tracking number is a look-alike"


@case("fa-digikala-parcel", "fa")
def _():
    order = "DKC-" + rdnz(9)
    post = rdnz(24)
    zipc = rdnz(10)
    text = (f"بسته ام از دیجی کالا نرسیده. کد سفارش {order} و کد رهگیری پست {post}. "
            f"کد پستی خودم هم {zipc} هست. باید به کی زنگ بزنم؟")
    return text, [], [order, post, zipc], "order, tracking and postal codes"


# ================================================================ Hebrew
@case("he-form101-bank", "he")
def _():
    tz = israeli_id()
    branch, acct = f"{R.randint(600, 950)}", rd(8)
    text = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות {tz}, בנק לאומי, סניף {branch}, "
            f"מספר חשבון {acct}. מה עוד צריך לצרף?")
    return text, [tz, acct], [branch], "Israeli id and own account; branch number is public"


@case("he-babysitter-note", "he")
def _():
    wifi = pw_human(["shalom", "tapuz", "kinneret", "yam", "dvash"])
    alarm = rd(4)
    phone = f"05{pick('02348')}-{rd(7)}"
    text = (f"תכתוב הודעה קצרה לבייביסיטר: הסיסמה לוויפי היא {wifi}, הקוד של האזעקה {alarm}, "
            f"ואם יש בעיה הטלפון שלי {phone}. הילדים הולכים לישון בשמונה.")
    return text, [wifi, alarm], [phone], "Wi-Fi and alarm codes for a babysitter; phone is a look-alike"


@case("he-osek-invoice", "he")
def _():
    inv, osek, order = rdnz(5), israeli_id(), rdnz(8)
    text = (f"קיבלתי חשבונית מס מספר {inv} מעוסק מורשה {osek}, על הזמנה מספר {order}. "
            "איך אני בודק שהעוסק באמת רשום?")
    return text, [], [inv, osek, order], "invoice, business and order numbers"


# ================================================================ Hindi
@case("hi-itr-pan-aadhaar", "hi")
def _():
    pan = pan_in("S")
    aad = grp4(aadhaar())
    ifsc = "SBIN0" + rd(6)
    text = (f"मुझे इनकम टैक्स रिटर्न भरना है। मेरा पैन {pan} है और आधार {aad}। "
            f"बैंक का IFSC {ifsc} है। क्या आधार-पैन लिंक करना अभी भी जरूरी है?")
    return text, [pan, aad], [ifsc], "PAN and Aadhaar; IFSC is public"


@case("hi-papa-upi-pin", "hi")
def _():
    upi, acct = rd(6), rdnz(11)
    order = f"OD{rdnz(17)}"
    text = (f"मेरे पापा का UPI PIN {upi} है, उन्हें याद नहीं रहता, आप याद रखना। उनका SBI खाता संख्या {acct} है। "
            f"Flipkart ऑर्डर {order} का पेमेंट अटक गया है, पैसे कट गए पर ऑर्डर नहीं हुआ।")
    return text, [upi, acct], [order], "father's UPI PIN and account; order id is a look-alike"


@case("hi-gstin-itc", "hi")
def _():
    g = gstin(pick(["27", "07", "29", "09"]))
    inv = f"INV/24-25/{rd(4)}"
    text = (f"विक्रेता का GSTIN {g} है और इनवॉइस नंबर {inv}। क्या मैं इस पर इनपुट टैक्स क्रेडिट ले सकता हूँ?")
    return text, [], [g, inv], "seller GSTIN and invoice number"


# ================================================================ Russian
@case("ru-gosuslugi-zagran", "ru")
def _():
    pas = f"{rd(2)} {rd(2)} {rd(6)}"
    snils, inn = snils_ru(), inn12_ru()
    text = (f"Заполняю анкету на загранпаспорт на Госуслугах. Паспорт {pas}, СНИЛС {snils}, ИНН {inn}. "
            "Серию паспорта писать с пробелом или слитно?")
    return text, [pas, snils, inn], [], "passport, SNILS and personal INN"


@case("ru-mir-card-sms", "ru")
def _():
    num = card_fmt(card("220" + str(R.randint(0, 4)), 16))
    exp = f"{R.randint(1, 12):02d}/{R.randint(26, 30)}"
    cvc, sms = rd(3), rd(6)
    order = rdnz(8)
    text = (f"Не проходит оплата на сайте. Карта Мир {num}, срок {exp}, CVC {cvc}. "
            f"Пришёл код из СМС {sms}, ввожу, а пишет «неверный код». Номер заказа {order}. Что делать?")
    return text, [num, exp, cvc, sms], [order], "Mir card, expiry, CVC and SMS code; order number is a look-alike"


@case("ru-gosuslugi-password-next", "ru")
def _():
    pw = pw_human(["Solnce", "Barsik", "Moskva", "Vesna", "Zvezda"])
    maiden = pick(["Кузнецова", "Воробьёва", "Лебедева", "Соколова"])
    text = ("Постоянно забываю пароль от Госуслуг, сохрани его, пожалуйста. Отправлю следующим сообщением."
            + MSG + pw
            + MSG + f"и контрольный вопрос: девичья фамилия матери — {maiden}")
    return text, [pw, maiden], [], "password announced then sent alone; security answer in a third message"


@case("ru-supplier-requisites", "ru")
def _():
    inn, ogrn = inn10_ru(), ogrn_ru()
    rs_ = "40702810" + rd(12)
    text = (f"Реквизиты поставщика: ООО «Северный Ветер», ИНН {inn}, ОГРН {ogrn}, р/с {rs_} "
            "в ПАО Сбербанк, БИК 044525225, к/с 30101810400000000225. Составь, пожалуйста, назначение платежа по счёту №118.")
    return text, [], [inn, ogrn, rs_, "044525225", "30101810400000000225"], "a supplier's requisites for a payment"


# ================================================================ Ukrainian
@case("uk-fop-iban", "uk")
def _():
    rn = rnokpp_ua()
    ib = iban("UA", "305299" + "0000026" + rd(12))
    text = (f"Відкриваю ФОП, бухгалтерка просить дані. РНОКПП {rn}, мій рахунок {ib} у ПриватБанку (код банку ЄДРПОУ 14360570). "
            "Чи треба відкривати окремий рахунок саме для ФОП?")
    return text, [rn, ib], ["14360570"], "tax number and own IBAN; the bank's registry code is public"


@case("uk-privat24-sms", "uk")
def _():
    code = rd(4)
    pw = pw_human(["Kyiv", "Soniashnyk", "Marichka", "Lviv", "Bandura"])
    text = (f"Прийшло СМС: «Код {code}. Нікому не повідомляйте код! Приват24». Я нічого не робив. "
            f"А пароль від Приват24 у мене {pw}, може хтось уже його знає? Що робити, дзвонити на 3700?")
    return text, [code, pw], ["3700"], "unrequested SMS code and banking password; bank short number is a look-alike"


@case("uk-novaposhta-rozetka", "uk")
def _():
    ttn = "2045" + rd(10)
    order = rdnz(9)
    edrpou = rdnz(8)
    text = (f"Посилка Новою поштою так і не прийшла, ТТН {ttn}, номер замовлення на Rozetka {order}. "
            f"У продавця код ЄДРПОУ {edrpou}. Куди писати скаргу?")
    return text, [], [ttn, order, edrpou], "waybill, order and company code"


# ================================================================ Polish
@case("pl-800plus-pesel", "pl")
def _():
    child, me = pesel(None, 2009, 2020), pesel(True, 1978, 1996)
    dow = pl_id_card()
    text = (f"Wypełniam wniosek o 800+ w aplikacji. PESEL dziecka {child}, mój {me}, numer dowodu {dow}. "
            "Czy muszę jeszcze dołączać akt urodzenia?")
    return text, [child, me, dow], [], "child's and own PESEL and id card number"


@case("pl-olx-blik-scam", "pl")
def _():
    nrb = iban("PL", pl_sort() + rd(16))[2:]
    nrb_f = nrb[:2] + " " + grp4(nrb[2:])
    blik = rd(6)
    ogl = rdnz(9)
    text = (f"Kupujący z OLX (ogłoszenie nr {ogl}) chce zapłacić za rower, dałam mu numer konta {nrb_f}. "
            f"Teraz pisze, że muszę mu podać kod BLIK z mojej aplikacji, żeby „odebrać płatność”. Wygenerowałam {blik}. "
            "Czy to oszustwo?")
    return text, [nrb_f, blik], [ogl], "own account number and BLIK code; listing number is a look-alike"


@case("pl-faktura-nip", "pl")
def _():
    nip = nip_pl()
    nip_f = f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}"
    regon = regon_pl()
    fv = f"FV/{R.randint(10, 999)}/11/2024"
    text = (f"Dostałem fakturę od firmy Drewmax Sp. z o.o.: NIP {nip_f}, REGON {regon}, numer {fv}. "
            "Jak sprawdzić, czy NIP jest na białej liście VAT?")
    return text, [], [nip_f, regon, fv], "company NIP, REGON and invoice number"


# ================================================================ Czech
@case("cs-urad-rodne-cislo", "cs")
def _():
    rc = rodne_cislo(R.random() < 0.5)
    op = rdnz(9)
    text = (f"Na úřadě po mně chtějí rodné číslo a číslo občanky. RČ {rc}, OP {op}. "
            "Můžu jim to poslat normálně e-mailem, nebo přes datovku?")
    return text, [rc, op], [], "birth number and id card number"


@case("cs-vyplata-ucet-pin", "cs")
def _():
    acct = cz_account()
    bank = pick(["0800", "0100", "0300", "3030", "2010"])
    pin = rd(4)
    text = (f"Zaměstnavatel chce číslo účtu pro výplatu: {acct}, kód banky {bank}. "
            f"A PIN k nové kartě je {pin}, připomeň mi ho, kdybych ho zapomněl.")
    return text, [acct, pin], [bank], "own account and card PIN; bank code is public"


@case("cs-faktura-ico", "cs")
def _():
    ico, vs = ico_cz(), rdnz(10)
    text = (f"Platím fakturu: IČO dodavatele {ico}, variabilní symbol {vs}, částka 12 480 Kč, "
            "splatnost 15. 11. Jak poznám, že je firma plátce DPH?")
    return text, [], [ico, vs, "12 480 Kč"], "supplier IČO, payment symbol and amount"


# ================================================================ German
DE_WORDS = ["sonnenblume", "schatzi", "fussball", "hamburg", "bienchen", "mausi", "schalke", "zitrone", "wolke"]


@case("de-lohn-steuerid-iban", "de")
def _():
    sid = steuer_id()
    sid_f = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    bban = bban_de()
    ib = ifmt(iban("DE", bban))
    bic = {"50010517": "INGDDEFFXXX", "10010010": "PBNKDEFFXXX", "37040044": "COBADEFFXXX",
           "70150000": "SSKMDEMMXXX", "43060967": "GENODEM1GLS", "12030000": "BYLADEM1001",
           "20050550": "HASPDEHHXXX"}[bban[:8]]
    text = (f"Mein neuer Arbeitgeber braucht für die Lohnabrechnung meine Steuer-ID {sid_f} und die Bankverbindung: "
            f"IBAN {ib}, BIC {bic}. Reicht das, oder brauchen die noch meine Sozialversicherungsnummer?")
    return text, [sid_f, ib], [bic], "tax id and own IBAN; BIC is public"


@case("de-handwerker-schluesseltresor", "de")
def _():
    tresor, alarm = rd(4), rd(6)
    text = ("Kannst du mir eine kurze Nachricht für die Handwerker schreiben? Der Schlüssel liegt im Schlüsseltresor "
            f"links neben der Haustür, Code {tresor}. Die Alarmanlage bitte gleich mit {alarm} ausschalten, "
            "sonst geht nach 30 Sekunden die Sirene los. Danke!")
    return text, [tresor, alarm], [], "key safe and alarm codes for tradespeople"


@case("de-ausweis-pin-next", "de")
def _():
    pin, puk = rd(6), rd(10)
    text = ("Ich schick dir gleich die PIN für die Online-Ausweisfunktion, ich vergesse die ständig und brauche sie für ELSTER."
            + MSG + f"{pin}. Und die PUK aus dem Brief ist {puk}, falls ich mich dreimal vertippe.")
    return text, [pin, puk], [], "eID PIN announced then given with the PUK"


@case("de-thunderbird-gmx", "de")
def _():
    pw = pw_human(DE_WORDS)
    text = ("Thunderbird fragt ständig nach dem Passwort für mein GMX-Postfach. Benutzer k.wagner84@gmx.de, "
            f"Passwort {pw}, IMAP imap.gmx.net Port 993 SSL/TLS. Im Browser klappt die Anmeldung. Woran liegt das?")
    return text, [pw], ["imap.gmx.net"], "e-mail password in a mail client question; server name is a look-alike"


@case("de-reklamation-dhl", "de")
def _():
    ust = ust_de()
    re_ = f"RE{R.randint(2024, 2025)}-{rd(6)}"
    dhl = "00340434" + rd(12)
    text = (f"Rechnung von technikversand24: USt-IdNr. {ust}, Rechnungsnummer {re_}, DHL-Sendungsnummer {dhl}. "
            "Das Paket ist laut DHL zugestellt, kam aber nie an. Wie formuliere ich die Reklamation?")
    return text, [], [ust, re_, dhl], "shop VAT id, invoice and shipment numbers"


# ================================================================ French
@case("fr-mutuelle-secu-rib", "fr")
def _():
    nir = nir_fr(pick("12"))
    bban = bban_fr()
    ib = ifmt(iban("FR", bban))
    bic = {"30004": "BNPAFRPPXXX", "30003": "SOGEFRPP", "20041": "PSSTFRPPPAR", "30002": "CRLYFRPP",
           "10278": "CMCIFR2A", "30066": "CMCIFRPP"}[bban[:5]]
    text = (f"Pour ma mutuelle on me demande mon numéro de sécu {nir} et un RIB : IBAN {ib}, BIC {bic}. "
            "Je peux leur envoyer ça par simple mail ou c'est risqué ?")
    return text, [nir, ib], [bic], "social security number and own IBAN; BIC is public"


@case("fr-voisine-digicode", "fr")
def _():
    digi = rd(4) + pick("AB")
    box = rd(4)
    text = ("Tu peux rédiger un petit message pour ma voisine qui va nourrir le chat pendant les vacances ? "
            f"Digicode de l'immeuble : {digi}, 3e étage porte gauche. La boîte à clés est accrochée à la rambarde, code {box}. "
            "Les croquettes sont sous l'évier. Merci !")
    return text, [digi, box], [], "building entry code and key box code"


@case("fr-impots-gouv", "fr")
def _():
    nf = pick("0123") + rd(12)
    pw = pw_human(["soleil", "chouquette", "marseille", "doudou", "papillon", "bretagne"])
    text = (f"Je n'arrive pas à me connecter sur impots.gouv. Numéro fiscal {nf}, mot de passe {pw}. "
            "Il me dit « identifiant ou mot de passe incorrect ». Je dois tout réinitialiser ?")
    return text, [nf, pw], [], "tax number and password"


@case("fr-artisan-siret-tva", "fr")
def _():
    _siren, siret, tva = siren_siret()
    fac = f"F-{R.randint(2024, 2025)}-{rd(4)}"
    siret_f = f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}"
    text = (f"Facture de mon plombier : SIRET {siret_f}, TVA intracommunautaire {tva}, facture n° {fac}. "
            "Comment vérifier que le numéro de TVA correspond bien à l'entreprise ?")
    return text, [], [siret_f, tva, fac], "company SIRET, VAT number and invoice number"


# ================================================================ Spanish
@case("es-nomina-dni-iban", "es")
def _():
    d = dni()
    ib = ifmt(iban("ES", bban_es()))
    text = (f"Estoy dando de alta la nómina en la empresa nueva. DNI {d}, IBAN {ib}. "
            "¿Tengo que darles también el número de la Seguridad Social o lo sacan ellos?")
    return text, [d, ib], [], "DNI and own IBAN"


@case("es-renfe-tarjeta", "es")
def _():
    num = card_fmt(card("4" + rd(1), 16))
    exp = f"{R.randint(1, 12):02d}/{R.randint(26, 30)}"
    cvv = rd(3)
    ped = rs(3, UP) + rd(6)
    text = (f"La web de Renfe me rechaza la tarjeta: {num}, caduca {exp}, CVV {cvv}. Localizador de la compra {ped}. "
            "¿Puede ser cosa del 3D Secure del banco?")
    return text, [num, exp, cvv], [ped], "card with expiry and CVV; booking locator is a look-alike"


@case("es-mx-clabe-spei", "es")
def _():
    cl = clabe_mx(pick(["012", "002", "014", "072"]))
    rastreo = f"MBAN{rdnz(15)}"
    text = (f"Pásame un mensaje para mi jefe con mi CLABE para el depósito de la quincena: {cl}. "
            f"La clave de rastreo del último SPEI que me mandaron fue {rastreo}, por si la pide.")
    return text, [cl], [rastreo], "own CLABE; SPEI tracking key is a look-alike"


@case("es-proveedor-cif", "es")
def _():
    cif = cif_es()
    ped = f"PED-{rd(6)}"
    loc = pnr()
    text = (f"Tengo que pagar a un proveedor con CIF {cif}, número de pedido {ped}. Aparte, el localizador de la reserva "
            f"del hotel es {loc}. ¿Cómo compruebo que el CIF es válido?")
    return text, [], [cif, ped, loc], "company CIF, order number and booking locator"


# ================================================================ Portuguese
@case("pt-br-app-banco-cpf", "pt")
def _():
    cpf = cpf_fmt(cpf_br())
    senha = rd(6)
    text = (f"Tô me cadastrando no app do banco, me ajuda? Pediu CPF, coloquei {cpf}. Já te mando a senha que escolhi."
            + MSG + f"é {senha}, a de 6 dígitos. Guarda pra mim caso eu esqueça?")
    return text, [cpf, senha], [], "CPF, then the app password in a second message"


@case("pt-pt-irs-nif-iban", "pt")
def _():
    nif = nif_pt(pick("12"))
    ib = ifmt(iban("PT", bban_pt()))
    ent, ref = f"{R.randint(10000, 29999)}", f"{rd(3)} {rd(3)} {rd(3)}"
    text = (f"Para a declaração de IRS preciso do NIF {nif} e do IBAN para o reembolso: {ib}. "
            f"Também tenho de pagar a taxa: entidade {ent}, referência {ref}. Isto paga-se no multibanco?")
    return text, [nif, ib], [ent, ref], "NIF and own IBAN; Multibanco payment entity and reference are look-alikes"


@case("pt-br-loja-cnpj-rastreio", "pt")
def _():
    cnpj = cnpj_br()
    rastreio = s10(pick(["QP", "NL", "OJ", "LB"]), "BR")
    text = (f"Comprei numa loja online com CNPJ {cnpj} e o código de rastreio dos Correios é {rastreio}. "
            "Já faz 20 dias. Como vejo se a empresa é confiável?")
    return text, [], [cnpj, rastreio], "company CNPJ and tracking code"


# ================================================================ Italian
@case("it-modulo-cf-iban", "it")
def _():
    female = R.random() < 0.5
    sur, name = ("Esposito", "Giulia") if female else ("Ferraro", "Lorenzo")
    cf = codice_fiscale(sur, name, female, pick(["F205", "H501", "L219", "F839", "A944"]))
    ib = ifmt(iban("IT", bban_it()))
    text = (f"Devo compilare il modulo per l'accredito dello stipendio: {name} {sur}, codice fiscale {cf}, "
            f"IBAN {ib}. Serve anche la partita IVA se sono dipendente?")
    return text, [cf, ib], [], "codice fiscale and own IBAN"


@case("it-promemoria-pin-cancello", "it")
def _():
    pin, gate = rd(5), rd(4)
    text = (f"Scrivimi un promemoria: PIN del bancomat {pin}, codice del cancello del condominio {gate}#. "
            "Non dirlo a nessuno ahah")
    return text, [pin, gate], [], "card PIN and gate code"


@case("it-fattura-piva-brt", "it")
def _():
    piva = luhn_complete(rdnz(10))
    order = f"{rd(3)}-{rd(7)}"
    brt = rd(14)
    text = (f"Ho ricevuto una fattura da Elettroforniture Srl, P.IVA {piva}, ordine n. {order}, spedizione BRT {brt}. "
            "Come controllo se la partita IVA è valida?")
    return text, [], [piva, order, brt], "company VAT number, order and tracking numbers"


# ================================================================ Dutch
@case("nl-huurcontract-bsn", "nl")
def _():
    b = bsn()
    ib = ifmt(iban("NL", bban_nl()))
    text = (f"Voor mijn nieuwe huurcontract vragen ze mijn BSN ({b}) en rekeningnummer {ib}. "
            "Mag een verhuurder eigenlijk om je BSN vragen?")
    return text, [b, ib], [], "BSN and own IBAN"


@case("nl-digid-sms", "nl")
def _():
    pw = pw_human(["fietsen", "tulpje", "knuffel", "Ajax", "hagelslag", "konijn"])
    sms = rd(6)
    text = (f"Ik kom niet in DigiD. Gebruikersnaam jvandijk82, wachtwoord {pw}, en de sms-code was {sms}. "
            "Ik krijg steeds 'er is iets misgegaan'. Moet ik de app opnieuw activeren?")
    return text, [pw, sms], [], "DigiD password and SMS code"


@case("nl-webshop-kvk", "nl")
def _():
    kvk = rdnz(8)
    btw = nl_btw()
    order = f"NL{rdnz(8)}"
    text = (f"De webshop heeft KvK-nummer {kvk} en btw-nummer {btw}. Mijn bestelnummer is {order}. "
            "Is dit een betrouwbare winkel, en hoe check ik dat?")
    return text, [], [kvk, btw, order], "company chamber of commerce and VAT numbers, order number"


# ================================================================ Swedish
@case("sv-forsakringskassan", "sv")
def _():
    pnr_ = personnummer_se()
    clearing = pick(["8327-9", "8105-9", "8214-9"])
    acct = rdnz(10)
    text = (f"Ska fylla i en blankett till Försäkringskassan: personnummer {pnr_}. Kontot är hos Swedbank, "
            f"clearingnummer {clearing}, kontonummer {acct}. Ska femsiffriga clearingnumret med, eller bara de fyra första?")
    return text, [pnr_, acct], [clearing], "personal identity number and own account; clearing number is public"


@case("sv-hantverkare-koder", "sv")
def _():
    port, box = rd(4), rd(4)
    text = (f"Skriv ett sms till hantverkaren: portkoden är {port}, nyckeln ligger i nyckelskåpet vid förrådet med kod {box}. "
            "Jag är hemma igen på torsdag, ring om något krånglar.")
    return text, [port, box], [], "door and key box codes"


@case("sv-faktura-bankgiro-ocr", "sv")
def _():
    org = orgnr_se()
    bg = luhn_complete(rdnz(7))
    bg_f = f"{bg[:4]}-{bg[4:]}"
    ocr = luhn_complete(rdnz(R.randint(10, 15)))
    text = (f"Faktura från Elbolaget Norr AB, org.nr {org}, bankgiro {bg_f}, OCR {ocr}, förfallodatum 2024-09-30. "
            "Ser det rätt ut? Jag har aldrig handlat av dem.")
    return text, [], [org, bg_f, ocr, "2024-09-30"], "company org number, bankgiro, OCR reference and date"


# ================================================================ Danish
@case("da-laege-cpr-mitid", "da")
def _():
    cpr = cpr_dk()
    pw = pw_human(["hygge", "rugbrod", "kanelsnegl", "aarhus", "bamse"])
    text = (f"Jeg skal skrive mig op hos en ny læge. Mit CPR-nummer er {cpr}, og min MitID-adgangskode er {pw}. "
            "Kan du huske den for mig, jeg glemmer den hele tiden?")
    return text, [cpr, pw], [], "CPR number and MitID password"


@case("da-webshop-cvr", "da")
def _():
    cvr, order = cvr_dk(), rdnz(7)
    text = (f"Webshoppen har CVR-nummer {cvr}, og mit ordrenummer er {order}. Varerne er ikke kommet efter tre uger. "
            "Kan jeg slå firmaet op i CVR-registret?")
    return text, [], [cvr, order], "company CVR and order number"


# ================================================================ Norwegian
@case("no-nav-fnr-konto", "no")
def _():
    fnr = fnr_no()
    k = kontonr_no()
    kf = f"{k[:4]}.{k[4:6]}.{k[6:]}"
    text = (f"NAV-skjemaet spør om fødselsnummer og kontonummer. Fødselsnummer {fnr}, kontonummer {kf}. "
            "Skal det være punktum i kontonummeret eller ikke?")
    return text, [fnr, kf], [], "national identity number and own account number"


@case("no-snekker-garasje", "no")
def _():
    garage, box = rd(4), rd(4)
    text = (f"Kan du skrive en lapp til snekkeren? Garasjeporten åpnes med kode {garage} på panelet til høyre, "
            f"og nøkkelboksen ved kjellerdøra har kode {box}. Han kan parkere i innkjørselen.")
    return text, [garage, box], [], "garage and key box codes"


@case("no-faktura-kid", "no")
def _():
    org = orgnr_no()
    org_f = f"{org[:3]} {org[3:6]} {org[6:]}"
    kid = kid_no()
    text = (f"Faktura fra Fjellvann Rør AS, org.nr. {org_f}, KID {kid}, forfall 15.10.2024. "
            "Hvordan betaler jeg med KID i nettbanken?")
    return text, [], [org_f, kid, "15.10.2024"], "company org number, KID and due date"


# ================================================================ Finnish
@case("fi-kela-hetu-tili", "fi")
def _():
    h = hetu()
    bb = bban_fi()
    ib = ifmt(iban("FI", bb))
    bic = {"1": "NDEAFIHH", "5": "OKOYFIHH", "8": "DABAFIHH"}[bb[0]]
    text = (f"Täytän Kelan hakemusta. Henkilötunnus {h}, tilinumero {ib}, BIC {bic}. Pitääkö tilinumero olla IBAN-muodossa?")
    return text, [h, ib], [bic], "personal identity code and own IBAN; BIC is public"


@case("fi-ovikoodi-pin", "fi")
def _():
    door, pin = rd(4), rd(4)
    text = (f"Muistuta minua myöhemmin: kerrostalon ovikoodi on {door} ja uuden pankkikortin PIN on {pin}. "
            "En saa laittaa niitä lompakkoon.")
    return text, [door, pin], [], "entry code and card PIN"


@case("fi-lasku-viite", "fi")
def _():
    yt = ytunnus()
    viite = viitenumero()
    text = (f"Laskussa on Y-tunnus {yt}, viitenumero {viite} ja eräpäivä 30.11.2024. "
            "Miten maksan viitteellä verkkopankissa?")
    return text, [], [yt, viite, "30.11.2024"], "company business id, payment reference and date"


# ================================================================ Hungarian
@case("hu-munkahely-adoazonosito", "hu")
def _():
    ado, taj = hu_tax_id(), taj_hu()
    text = (f"Az új munkahelyen kérik az adóazonosító jelemet ({ado}) és a TAJ-számomat ({taj}). "
            "Ezeket szoktuk e-mailben küldeni, vagy vigyem be személyesen?")
    return text, [ado, taj], [], "tax identifier and social security number"


@case("hu-fizetes-szamla-jelszo", "hu")
def _():
    a = hu_account()
    af = f"{a[:8]}-{a[8:16]}-{a[16:]}"
    pw = pw_human(["cica", "szerelem", "balaton", "macska", "napocska"])
    text = (f"A fizetésemet erre a számlára kérem: {af}. A netbank jelszavam {pw}, de nem enged belépni, "
            "mit csináljak?")
    return text, [af, pw], [], "own account number and netbank password"


@case("hu-rendeles-adoszam", "hu")
def _():
    order = rdnz(9)
    ado = hu_company_tax()
    text = (f"A rendelésszámom {order}, az eladó adószáma {ado}. Hogyan ellenőrizhetem a NAV oldalán, hogy létező cég?")
    return text, [], [order, ado], "order number and company tax number"


# ================================================================ Romanian
@case("ro-anaf-cnp-iban", "ro")
def _():
    cnp = cnp_ro(R.random() < 0.5)
    ib = ifmt(iban("RO", "BTRL" + "RONCRT0" + rd(7) + "01"))
    text = (f"Completez formularul pentru ANAF: CNP {cnp}, IBAN {ib} la Banca Transilvania (BIC BTRLRO22). "
            "Trebuie să trec și seria buletinului?")
    return text, [cnp, ib], ["BTRLRO22"], "CNP and own IBAN; BIC is public"


@case("ro-pin-parola-banking", "ro")
def _():
    pin = rd(4)
    pw = pw_human(["iubire", "bucuresti", "catel", "soare", "mamaia"])
    text = (f"Nu mai știu dacă PIN-ul cardului e {pin} sau altul. Parola de la internet banking e {pw}. "
            "Cum le schimb din aplicație?")
    return text, [pin, pw], [], "card PIN and banking password"


@case("ro-factura-cui-awb", "ro")
def _():
    cui = "RO" + cui_ro()
    fac = f"FCT {rd(6)}"
    awb = rdnz(13)
    text = (f"Firma Dacoterm SRL, CUI {cui}, mi-a trimis factura {fac}, iar AWB-ul Fan Courier e {awb}. "
            "Cum verific dacă CUI-ul e valid?")
    return text, [], [cui, fac, awb], "company fiscal code, invoice and waybill numbers"


# ================================================================ Greek
GREEK_UP = "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"


@case("el-nosokomeio-amka", "el")
def _():
    amka, afm = amka_gr(), afm_gr()
    adt = pick(GREEK_UP) + pick(GREEK_UP) + " " + rd(6)
    text = (f"Για το ραντεβού στο νοσοκομείο μου ζητάνε ΑΜΚΑ {amka}, ΑΦΜ {afm} και αριθμό ταυτότητας {adt}. "
            "Είναι ασφαλές να τα στείλω με email;")
    return text, [amka, afm, adt], [], "social security, tax and id card numbers (id in Greek letters)"


@case("el-taxisnet-iban", "el")
def _():
    pw = pw_human(["agapi", "thalassa", "kalimera", "ouranos", "paok"])
    ib = ifmt(iban("GR", pick(["011", "017", "026", "014"]) + rd(4) + rd(16)))
    text = (f"Δεν μπορώ να μπω στο Taxisnet. Χρήστης gpapadop1979, κωδικός {pw}. Για την επιστροφή φόρου "
            f"είχα δηλώσει IBAN {ib}. Τι να κάνω;")
    return text, [pw, ib], [], "Taxisnet password and own IBAN"


@case("el-timologio-afm", "el")
def _():
    afm, inv = afm_gr(), rdnz(6)
    text = (f"Η εταιρεία Αφοί Νικολάου Ο.Ε. με ΑΦΜ {afm} μου έστειλε τιμολόγιο με αριθμό {inv}. "
            "Πώς ελέγχω αν ο ΑΦΜ είναι έγκυρος;")
    return text, [], [afm, inv], "company tax number and invoice number"


# ================================================================ Turkish
@case("tr-ise-giris-tc-iban", "tr")
def _():
    tc = tc_kimlik()
    ib = ifmt(iban("TR", pick(["00010", "00062", "00064", "00046", "00067"]) + "0" + rd(16)))
    text = (f"İşe giriş için TC kimlik no {tc} ve maaş hesabımın IBAN'ı {ib}. Bunları İK'ya mail atmam güvenli mi?")
    return text, [tc, ib], [], "national id and own IBAN"


@case("tr-edevlet-sms", "tr")
def _():
    pw = pw_human(["galatasaray", "istanbul", "kedicik", "bulut", "fenerbahce"])
    kod = rd(6)
    order = rdnz(10)
    text = (f"e-Devlet şifremi unuttum galiba. {pw} yazıyorum olmuyor. Bir de SMS ile {kod} diye bir kod geldi, "
            f"ben istemedim. Dün {order} numaralı siparişimi de vermiştim, alakası var mı? Ne yapayım?")
    return text, [pw, kod], [order], "e-Devlet password and unrequested SMS code; order number is a look-alike"


@case("tr-kargo-vergi-no", "tr")
def _():
    order, kargo, vkn = rdnz(9), rdnz(12), rdnz(10)
    text = (f"Sipariş no {order}, kargo takip no {kargo}. Satıcının vergi numarası {vkn} olarak görünüyor. "
            "Kargo ne zaman gelir, nereden bakabilirim?")
    return text, [], [order, kargo, vkn], "order, tracking and company tax numbers"


# ================================================================ Vietnamese
@case("vi-mo-tai-khoan-cccd", "vi")
def _():
    yb = R.randint(1968, 2004)
    cccd = pick(["001", "079", "048", "031"]) + str(R.randint(0, 1) + (0 if yb < 2000 else 2)) + f"{yb % 100:02d}" + rd(6)
    stk = rdnz(10) if R.random() < 0.5 else "0" + rd(12)
    otp = rd(6)
    text = (f"Mình cần điền form mở tài khoản chứng khoán: số CCCD {cccd}, số tài khoản Vietcombank {stk}. "
            f"Mã OTP vừa gửi về là {otp}, nhập mãi không được, sao vậy?")
    return text, [cccd, stk, otp], [], "citizen id, own account and OTP"


@case("vi-homestay-wifi-cua", "vi")
def _():
    wifi = pw_human(["hanoi", "dalat", "caphe", "hoasen", "mientay"])
    door = rd(6)
    hot = f"09{R.randint(0, 9)}{rd(1)} {rd(3)} {rd(3)}"
    text = (f"Viết giúp mình tin nhắn cho khách thuê homestay: mật khẩu wifi là {wifi}, mã cửa {door}#, "
            f"nhận phòng sau 14h, trả phòng trước 12h. Cần gì thì gọi hotline {hot}.")
    return text, [wifi, door], [hot], "Wi-Fi password and door code for guests"


@case("vi-shopee-van-don", "vi")
def _():
    order = rd(6) + rs(8, UP + DG)
    ghn = "GY" + rs(6, UP + DG)
    mst = rdnz(10)
    text = (f"Đơn hàng Shopee mã {order}, mã vận đơn GHN {ghn}. Mã số thuế của shop là {mst}. "
            "Khi nào hàng tới vậy?")
    return text, [], [order, ghn, mst], "order, waybill and company tax numbers"


# ================================================================ Thai
@case("th-samak-ngan-bat", "th")
def _():
    tid = thai_id()
    tid_f = f"{tid[0]}-{tid[1:5]}-{tid[5:10]}-{tid[10:12]}-{tid[12]}"
    acct = f"{rd(3)}-{rd(1)}-{rd(5)}-{rd(1)}"
    text = (f"กรอกฟอร์มสมัครงาน ต้องใส่เลขบัตรประชาชน {tid_f} กับเลขบัญชีกสิกร {acct} สำหรับรับเงินเดือน "
            "แบบนี้ถูกไหมครับ")
    return text, [tid_f, acct], [], "national id and own account"


@case("th-otp-ref-password", "th")
def _():
    otp, ref = rd(6), rs(4, UP)
    pw = pw_human(["mali", "somtam", "chiangmai", "nong", "maew"])
    text = (f"ได้ SMS ว่า รหัส OTP คือ {otp} (Ref: {ref}) ใช้ภายใน 5 นาที แต่ผมไม่ได้ทำรายการอะไรเลย "
            f"รหัสผ่านแอปธนาคารของผมคือ {pw} ควรเปลี่ยนไหมครับ")
    return text, [otp, pw], [ref], "OTP and banking password; OTP reference code is a look-alike"


@case("th-parcel-tax-invoice", "th")
def _():
    ems = s10("EF", "TH")
    inv = f"INV{R.randint(2567, 2568)}{rd(5)}"
    text = (f"พัสดุเลข {ems} ยังไม่มาถึงเลยครับ ส่วนใบกำกับภาษีเลขที่ {inv} ต้องเก็บไว้ไหม")
    return text, [], [ems, inv], "postal tracking and tax invoice numbers"


# ================================================================ Indonesian
@case("id-bpjs-nik-rekening", "id")
def _():
    y, m, d = birth()
    fem = R.random() < 0.5
    nik = pick(["3171", "3173", "3273", "3578", "3374"]) + f"{R.randint(1, 9):02d}" + f"{d + (40 if fem else 0):02d}{m:02d}{y % 100:02d}" + f"{R.randint(1, 30):04d}"
    rek = rdnz(10)
    text = (f"Mau daftar BPJS online, diminta NIK {nik} dan nomor rekening BCA {rek}. "
            "Aman nggak ya isi di situs itu?")
    return text, [nik, rek], [], "NIK and own account"


@case("id-gopay-kurir-otp", "id")
def _():
    otp, pin = rd(4), rd(6)
    order = f"F-{rdnz(10)}"
    text = (f"Ada yang nelpon ngaku kurir, minta kode OTP dari GoPay, katanya buat konfirmasi paket {order}. "
            f"Kodenya {otp} udah saya kasih. PIN GoPay saya {pin}. Apa saya sudah kena tipu?")
    return text, [otp, pin], [order], "OTP and wallet PIN; order number is a look-alike"


@case("id-npwp-resi-jne", "id")
def _():
    n = rd(15)
    npwp = f"{n[:2]}.{n[2:5]}.{n[5:8]}.{n[8]}-{n[9:12]}.{n[12:]}"
    resi = rd(2) + rs(4, UP) + rd(10)
    inv = f"INV/{R.randint(2024, 2025)}/{rd(5)}"
    text = (f"NPWP perusahaan {npwp}, nomor resi JNE {resi}, nomor invoice {inv}. Gimana cara cek resinya?")
    return text, [], [npwp, resi, inv], "company tax number, tracking and invoice numbers"


# ================================================================ Tagalog
@case("tl-gcash-mpin-otp", "tl")
def _():
    mpin, otp = rd(4), rd(6)
    ref = rdnz(13)
    text = (f"May nag-text na taga-GCash daw, hinihingi yung MPIN ko ({mpin}) at yung OTP na {otp}. "
            f"Nabigay ko na yung OTP. Ano gagawin ko? Ref No. ng huling padala ko: {ref}")
    return text, [mpin, otp], [ref], "MPIN and OTP; receipt Ref No. is a look-alike"


@case("tl-sss-tin-philhealth", "tl")
def _():
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    tin = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    ph = f"{rd(2)}-{rd(9)}-{rd(1)}"
    text = (f"Pakicheck kung tama format: SSS {sss}, TIN {tin}, PhilHealth {ph}. Para sa bago kong employer.")
    return text, [sss, tin, ph], [], "social security, tax and health insurance numbers"


@case("tl-bank-transfer-ref", "tl")
def _():
    ref = rdnz(12)
    lbc = rdnz(12)
    text = (f"Yung resibo ng bank transfer: Ref No. {ref}, amount PHP 3,500.00. Tracking ng LBC {lbc}. "
            "Hindi pa natatanggap ng pinsan ko, ano pwede kong gawin?")
    return text, [], [ref, "PHP 3,500.00", lbc], "receipt Ref No., amount and tracking number"


# ================================================================ Swahili
@case("sw-mpesa-kplc-pin", "sw")
def _():
    code = pick("STU") + pick("ABCDEFGHJKL") + rs(8, UP + DG)
    pin = rd(4)
    meter = rdnz(11)
    text = (f"Nimepokea ujumbe huu: \"{code} Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account {meter}\". "
            f"Lakini token haijafika. Nilitumia Paybill 888880. PIN yangu ya M-Pesa ni {pin}, nibadilishe?")
    return text, [code, pin], ["888880"], "M-Pesa transaction code and PIN; paybill is public (meter number neutral)"


@case("sw-kra-itax", "sw")
def _():
    idn = rdnz(8)
    kra = "A" + rd(9) + pick(UP)
    pw = pw_human(["simba", "uhuru", "nairobi", "jambo", "malaika"])
    text = (f"Nasajili akaunti ya KRA iTax. Namba ya kitambulisho {idn}, KRA PIN {kra}. "
            f"Nimesahau password ya iTax, nadhani ni {pw}. Nifanyeje?")
    return text, [idn, kra, pw], [], "id number, tax PIN and portal password"


@case("sw-till-oda", "sw")
def _():
    till = rdnz(6)
    order = f"ORD-{rd(6)}"
    text = (f"Nilinunua kwa duka lenye Till Number {till}, namba ya oda {order}, jumla Ksh 2,450. "
            "Bidhaa haijafika. Nifanye nini?")
    return text, [], [till, order, "Ksh 2,450"], "till number, order number and amount"


# ================================================================ validation and output
ISO639_1 = set("""aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de
dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is
it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr
ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu""".split())
SEPS = " -./"


def hostile(s):
    """Characters that do not belong in a plain double-quoted YAML scalar of chat text."""
    bad = []
    for ch in s:
        if ch == "\n":
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and ch != " ") or ch in "\ufeff\x85\ufffd":
            bad.append(f"U+{ord(ch):04X}")
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(text, secrets, looks, note):
    errs = []
    for name, val in (("text", text), ("note", note)):
        if not isinstance(val, str) or not val.strip():
            errs.append(f"empty {name}")
        elif hostile(val):
            errs.append(f"hostile chars in {name}: {hostile(val)}")
    if "\r" in text or "\t" in text:
        errs.append("CR or TAB in text")
    allv = list(secrets) + list(looks)
    if len(set(secrets)) != len(secrets) or len(set(looks)) != len(looks):
        errs.append("duplicate value in a list")
    if set(secrets) & set(looks):
        errs.append("value both secret and look-alike")
    for v in allv:
        if not isinstance(v, str) or not v:
            errs.append(f"bad value {v!r}")
            continue
        if v != v.strip():
            errs.append(f"value with outer whitespace {v!r}")
        if hostile(v):
            errs.append(f"hostile chars in value {v!r}")
        occ = occurrences(text, v)
        if not occ:
            errs.append(f"not a substring: {v!r}")
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append(f"short value occurs {len(occ)} times: {v!r}")
        for a, b in occ:
            if v[0].isdigit() and a > 0:
                if text[a - 1].isdigit() or (a > 1 and text[a - 1] in SEPS and text[a - 2].isdigit()):
                    errs.append(f"number embedded (left) {v!r}")
            if v[-1].isdigit() and b < len(text):
                if text[b].isdigit() or (b + 1 < len(text) and text[b] in SEPS and text[b + 1].isdigit()):
                    errs.append(f"number embedded (right) {v!r}")
    sec_iv = [iv for v in secrets for iv in occurrences(text, v)]
    for v in looks:
        for a, b in occurrences(text, v):
            for c, d in sec_iv:
                if a < d and c < b:
                    errs.append(f"look-alike {v!r} overlaps a secret occurrence")
    return errs


def validate_all(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    for c in cases:
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", c["id"]):
            errs.append(f"bad id {c['id']}")
        if c["lang"] not in ISO639_1:
            errs.append(f"bad lang {c['lang']} in {c['id']}")
        for e in validate_case(c["text"], c["secrets"], c["lookalikes"], c["note"]):
            errs.append(f"{c['id']}: {e}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
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


def build():
    cases = []
    for n, (slug, lang, fn) in enumerate(CASES, 1):
        for attempt in range(60):
            text, secrets, looks, note = fn()
            errs = validate_case(text, secrets, looks, note)
            if not errs:
                break
        else:
            raise SystemExit(f"case {slug} failed validation after retries: {errs}")
        cases.append({"id": f"{PREFIX}-{n:03d}-{slug}", "lang": lang, "text": text,
                      "secrets": list(secrets), "lookalikes": list(looks), "note": note})
    return cases


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 make_{NAME}.py {NAME}.yaml", file=sys.stderr)
        return 1
    problems = self_tests()
    if problems:
        print("self-tests of check-digit algorithms failed: " + ", ".join(problems), file=sys.stderr)
        return 1
    try:
        cases = build()
    except SystemExit as e:
        print(str(e), file=sys.stderr)
        return 1
    errs = validate_all(cases)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        return 1
    y = to_yaml(cases)
    if hostile(y.replace("\n", "")):
        print("hostile characters in output", file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    n_pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {n_pos} positive, {len(cases) - n_pos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
