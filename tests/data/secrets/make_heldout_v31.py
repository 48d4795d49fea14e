#!/usr/bin/env python3
"""Deterministic generator for the frozen blind held-out set v31 of a
secret-redaction filter (long-term memory of an AI assistant).

usage: python3 make_heldout_v31.py heldout_v31.yaml

Stdlib only.  All random values come from random.Random(31).  Every case is
validated before anything is written (substrings present, look-alikes outside
secret spans, no containment between secrets and look-alikes, check digits).
"""
import sys, json, base64, hashlib, string, uuid, datetime
import random

R = random.Random(31)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n):
    return "".join(R.choice(DG) for _ in range(n))


def nz_digits(n):
    return R.choice("123456789") + digits(n - 1)


def rand_date(y0=1955, y1=2004):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n]); i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


# ---------------------------------------------------------------- Luhn family
def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(body):
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def card(prefix, length):
    c = luhn_complete(prefix + digits(length - len(prefix) - 1))
    assert luhn_ok(c) and len(c) == length
    return c


def visa(): return card("4" + digits(5), 16)
def mc(): return card(str(R.randint(51, 55)), 16)
def amex(): return card(R.choice(["34", "37"]), 15)
def mir(): return card("220" + str(R.randint(0, 4)), 16)
def unionpay(): return card("62" + digits(4), 16)
def jcb(): return card("35" + str(R.randint(28, 89)), 16)


def card_fmt(c, sep=" "):
    if len(c) == 15:
        return groups(c, [4, 6, 5], sep)
    return groups(c, [4, 4, 4, 4], sep)


def cvv(n=3):
    return digits(n)


def exp():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))


# ---------------------------------------------------------------- IBAN
def _num(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_ok(x):
    x = x.replace(" ", "")
    return int(_num(x[4:] + x[:4])) % 97 == 1


def iban(cc, bban):
    chk = 98 - int(_num(bban + cc + "00")) % 97
    out = "%s%02d%s" % (cc, chk, bban)
    assert iban_ok(out)
    return out


def sp4(x):
    return " ".join(x[i:i + 4] for i in range(0, len(x), 4))


ODD_CF = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3,
                   6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def _even_cf(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_check_letter(s):
    tot = sum(ODD_CF[c] if i % 2 == 0 else _even_cf(c) for i, c in enumerate(s))
    return chr(65 + tot % 26)


def es_ctrl(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(c) * x for c, x in zip(s, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def bban(cc):
    if cc == "DE":
        return R.choice("12345678") + digits(7) + digits(10)
    if cc == "FR":
        bank, br, acc = digits(5), digits(5), digits(11)
        key = 97 - (89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97
        return bank + br + acc + "%02d" % key
    if cc == "ES":
        bank, br, acc = digits(4), digits(4), digits(10)
        return bank + br + str(es_ctrl("00" + bank + br)) + str(es_ctrl(acc)) + acc
    if cc == "IT":
        rest = digits(5) + digits(5) + digits(12)
        return it_check_letter(rest) + rest
    if cc == "BE":
        b = digits(10)
        c = int(b) % 97 or 97
        return b + "%02d" % c
    if cc == "NL":
        return R.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB"]) + digits(10)
    if cc == "GB":
        return R.choice(["NWBK", "BARC", "HBUK", "LOYD", "MIDL"]) + digits(6) + digits(8)
    if cc == "PT":
        b = digits(19)
        return b + "%02d" % (98 - (int(b) * 100) % 97)
    if cc == "NO":
        while True:
            b = digits(10)
            r = 11 - sum(int(c) * w for c, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            if r == 11:
                r = 0
            if r < 10:
                return b + str(r)
    if cc == "FI":
        return luhn_complete(digits(13))
    if cc == "HU":
        w = [9, 7, 3, 1]
        a = digits(7)
        ca = (10 - sum(int(c) * w[i % 4] for i, c in enumerate(a)) % 10) % 10
        b = digits(15)
        cb = (10 - sum(int(c) * w[i % 4] for i, c in enumerate(b)) % 10) % 10
        return a + str(ca) + b + str(cb)
    if cc == "TR":
        return digits(5) + "0" + digits(16)
    if cc == "RO":
        return R.choice(["BTRL", "RNCB", "INGB", "BRDE"]) + digits(16)
    lens = {"PL": 24, "SA": 20, "AE": 19, "IL": 19, "SE": 20, "CH": 17, "AT": 16,
            "GR": 23, "CZ": 20, "UA": 25, "DK": 14}
    return digits(lens[cc])


def mk_iban(cc, spaced=True):
    x = iban(cc, bban(cc))
    return sp4(x) if spaced else x


# ---------------------------------------------------------------- person ids
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def dni():
    n = R.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def nie():
    p = R.choice("XYZ"); n = R.randint(0, 9999999)
    full = int(str("XYZ".index(p)) + "%07d" % n)
    return "%s%07d%s" % (p, n, "TRWAGMYFPDXBNJZSQVHLCKE"[full % 23])


def cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for L in (10, 11):
        s = sum(x * w for x, w in zip(d, range(L, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cn_id():
    area = R.choice(["110105", "310104", "440304", "510107", "330106", "420111", "320102"])
    y, m, d = rand_date(1962, 2002)
    body = "%s%04d%02d%02d%03d" % (area, y, m, d, R.randint(1, 999))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * x for c, x in zip(body, w)) % 11]


def kr_rrn():
    y, m, d = rand_date(1962, 2004)
    g = R.choice("12") if y < 2000 else R.choice("34")
    body = "%02d%02d%02d%s%s" % (y % 100, m, d, g, digits(5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(ch) * x for ch, x in zip(body, w)) % 11) % 10
    return "%s-%s%d" % (body[:6], body[6:], c)


def il_id():
    body = digits(8)
    for c in DG:
        t = body + c
        tot = 0
        for i, ch in enumerate(t):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            tot += v if v < 10 else v - 9
        if tot % 10 == 0:
            return t


def tc_kimlik():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def pesel():
    y, m, d = rand_date(1955, 2005)
    body = "%02d%02d%02d%s" % (y % 100, m + (20 if y >= 2000 else 0), d, digits(4))
    s = sum(int(c) * x for c, x in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return body + str((10 - s % 10) % 10)


def bsn():
    while True:
        b = nz_digits(8)
        c = sum(int(ch) * w for ch, w in zip(b, range(9, 1, -1))) % 11
        if c < 10:
            return b + str(c)


def hetu():
    y, m, d = rand_date(1955, 2005)
    n = R.randint(2, 899)
    num = int("%02d%02d%02d%03d" % (d, m, y % 100, n))
    return "%02d%02d%02d%s%03d%s" % (d, m, y % 100, "-" if y < 2000 else "A", n,
                                      "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31])


def se_pnr():
    y, m, d = rand_date(1955, 2004)
    body = "%02d%02d%02d%s" % (y % 100, m, d, digits(3))
    full = luhn_complete(body)
    return full[:6] + "-" + full[6:]


def no_fnr():
    while True:
        y, m, d = rand_date(1955, 1999)
        b = "%02d%02d%02d%03d" % (d, m, y % 100, R.randint(0, 499))
        k1 = 11 - sum(int(c) * w for c, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - sum(int(c) * w for c, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def dk_cpr():
    while True:
        y, m, d = rand_date(1955, 1999)
        b = "%02d%02d%02d%s" % (d, m, y % 100, digits(3))
        s = sum(int(c) * w for c, w in zip(b, [4, 3, 2, 7, 6, 5, 4, 3, 2]))
        c = (11 - s % 11) % 11
        if c < 10:
            return b[:6] + "-" + b[6:] + str(c)


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
      [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
      [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
      [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
      [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
      [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    b = R.choice("23456789") + digits(10)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    full = b + str(VINV[c])
    assert verhoeff_ok(full)
    return groups(full, [4, 4, 4])


def pan():
    return rs(3, UP) + "P" + rs(1, UP) + digits(4) + rs(1, UP)


def nir():
    y, m, d = rand_date(1955, 2003)
    body = "%s%02d%02d%s%03d%03d" % (R.choice("12"), y % 100, m,
                                     R.choice(["75", "69", "13", "33", "59", "31", "44", "67"]),
                                     R.randint(1, 990), R.randint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7],
                                       body[7:10], body[10:13], key)


def my_number():
    b = nz_digits(11)
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    full = b + str(0 if r <= 1 else 11 - r)
    return groups(full, [4, 4, 4])


def th_id():
    b = R.choice("12345678") + digits(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    full = b + str((11 - s % 11) % 10)
    return groups(full, [1, 4, 5, 2, 1], "-")


def ir_code():
    b = digits(9)
    r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11
    full = b + str(r if r < 2 else 11 - r)
    return groups(full, [3, 6, 1], "-")


def ru_inn():
    b = [int(c) for c in R.choice(["77", "78", "50", "66", "16"]) + digits(8)]
    b.append(sum(x * w for x, w in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    b.append(sum(x * w for x, w in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, b))


def snils():
    b = digits(9)
    s = sum(int(c) * (9 - i) for i, c in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        c = 0 if c == 100 else c
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ua_rnokpp():
    b = nz_digits(9)
    s = sum(int(c) * x for c, x in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return b + str(s % 11 % 10)


def amka():
    y, m, d = rand_date(1955, 2004)
    return luhn_complete("%02d%02d%02d%s" % (d, m, y % 100, digits(4)))


def pt_nif():
    b = R.choice("123") + digits(7)
    c = 11 - sum(int(ch) * (9 - i) for i, ch in enumerate(b)) % 11
    return b + str(0 if c >= 10 else c)


def emirates_id():
    y = R.randint(1965, 2002)
    full = luhn_complete("784%d%s" % (y, digits(7)))
    return groups(full, [3, 4, 7, 1], "-")


def codice_fiscale(sur3, name3, male=True):
    y, m, d = rand_date(1960, 2000)
    day = d if male else d + 40
    s = "%s%s%02d%s%02d%s" % (sur3, name3, y % 100, "ABCDEHLMPRST"[m - 1], day,
                              R.choice(["H501", "F205", "F839", "L219", "G273", "D612"]))
    return s + it_check_letter(s)


def steuer_id():
    while True:
        ds = R.sample(range(10), 9)
        arr = ds + [R.choice(ds)]
        R.shuffle(arr)
        if arr[0] == 0:
            continue
        prod = 10
        for x in arr:
            s = (x + prod) % 10 or 10
            prod = (s * 2) % 11
        c = 11 - prod
        c = 0 if c == 10 else c
        return "".join(map(str, arr)) + str(c)


def de_vat():
    b = [int(c) for c in nz_digits(8)]
    prod = 10
    for x in b:
        s = (x + prod) % 10 or 10
        prod = (s * 2) % 11
    c = 11 - prod
    c = 0 if c == 10 else c
    return "DE" + "".join(map(str, b)) + str(c)


def siren():
    return luhn_complete(nz_digits(8))


def fr_vat():
    s = siren()
    return "FR%02d%s" % ((12 + 3 * (int(s) % 97)) % 97, s)


def it_piva():
    return luhn_complete(nz_digits(7) + "%03d" % R.randint(1, 100))


def es_cif():
    b = digits(7)
    ev = sum(int(b[i]) for i in (1, 3, 5))
    od = 0
    for i in (0, 2, 4, 6):
        v = int(b[i]) * 2
        od += v // 10 + v % 10
    return "B" + b + str((10 - (ev + od) % 10) % 10)


def cz_rc():
    while True:
        y, m, d = rand_date(1955, 1999)
        mm = m + R.choice([0, 50])
        b = "%02d%02d%02d%s" % (y % 100, mm, d, digits(3))
        c = int(b) % 11
        if c < 10:
            full = b + str(c)
            assert int(full) % 11 == 0
            return full[:6] + "/" + full[6:]


def ro_cnp():
    y, m, d = rand_date(1960, 2004)
    s = ("1" if y < 2000 else "5") if R.random() < .5 else ("2" if y < 2000 else "6")
    b = "%s%02d%02d%02d%02d%03d" % (s, y % 100, m, d, R.randint(1, 46), R.randint(1, 999))
    c = sum(int(ch) * w for ch, w in zip(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return b + str(1 if c == 10 else c)


def hu_tax():
    while True:
        y, m, d = rand_date(1955, 2004)
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        b = "8%05d%s" % (days, digits(3))
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def ca_sin():
    full = luhn_complete(R.choice("1234567") + digits(7))
    return groups(full, [3, 3, 3])


def au_tfn():
    while True:
        b = nz_digits(8)
        s = sum(int(c) * w for c, w in zip(b, [1, 4, 3, 7, 5, 8, 6, 9]))
        for last in range(10):
            if (s + 10 * last) % 11 == 0:
                full = b + str(last)
                return groups(full, [3, 3, 3])


def au_abn():
    while True:
        rest = digits(9)
        for first in range(10, 100):
            dd = [int(c) for c in str(first) + rest]
            dd[0] -= 1
            if sum(x * w for x, w in zip(dd, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
                return groups(str(first) + rest, [2, 3, 3, 3])


def nhs_number():
    while True:
        b = digits(9)
        c = 11 - sum(int(ch) * w for ch, w in zip(b, range(10, 1, -1))) % 11
        c = 0 if c == 11 else c
        if c < 10:
            return groups(b + str(c), [3, 3, 4])


def uk_nino():
    while True:
        a = R.choice("ABCEGHJKLMNOPRSTWXYZ"); b = R.choice("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            return "%s%s %s %s %s %s" % (a, b, digits(2), digits(2), digits(2), R.choice("ABCD"))


# ---------------------------------------------------------------- look-alike codes
def ean13(prefix=None):
    b = prefix or (R.choice(["400", "500", "590", "690", "760", "800", "840", "870", "893"]) + digits(9))
    b = b[:12]
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
    return b + str(c)


def isbn13():
    x = ean13("978" + R.choice(["0", "1", "3", "2", "84", "88", "5"]) + digits(9))
    return "%s-%s-%s-%s-%s" % (x[:3], x[3], x[4:8], x[8:12], x[12])


def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha1hex(): return rs(40, HEX)
def sha256hex(): return rs(64, HEX)


def ups():
    return "1Z" + rs(6, UP + DG) + digits(10)


def b58check(payload):
    full = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(full, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(full) - len(full.lstrip(b"\0"))
    return "1" * pad + out


def btc_wif():
    return b58check(b"\x80" + bytes(R.getrandbits(8) for _ in range(32)) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + bytes(R.getrandbits(8) for _ in range(20)))


def eth_addr(): return "0x" + rs(40, HEX)
def eth_priv(): return rs(64, HEX)
def txhash(): return "0x" + rs(64, HEX)


def b64bytes(n):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(n))).decode()


def b64u_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload):
    return "%s.%s.%s" % (b64u_json({"alg": "HS256", "typ": "JWT"}), b64u_json(payload), rs(43, B64U))


# ---------------------------------------------------------------- provider keys
def k_openai(): return "sk-proj-" + rs(64, B64U) + "T3BlbkFJ" + rs(64, B64U)
def k_openai_old(): return "sk-" + rs(20) + "T3BlbkFJ" + rs(20)
def k_anthropic(): return "sk-ant-api03-" + rs(93, B64U) + "AA"
def k_ghp(): return "ghp_" + rs(36)
def k_ghpat(): return "github_pat_11" + rs(20, UP + DG) + "_" + rs(59)
def k_akia(): return "AKIA" + rs(16, UP + "234567")
def k_awssecret(): return rs(40, B64)
def k_slack(): return "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(24))
def k_slackhook(): return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UP + DG), rs(10, UP + DG), rs(24))
def k_stripe(): return "sk_live_51" + rs(97)
def k_stripe_pk(): return "pk_live_51" + rs(97)
def k_whsec(): return "whsec_" + rs(32)
def k_sendgrid(): return "SG." + rs(22, B64U) + "." + rs(43, B64U)
def k_google(): return "AIza" + rs(35, B64U)
def k_hf(): return "hf_" + rs(34, UP + LO)
def k_npm(): return "npm_" + rs(36)
def k_pypi(): return "pypi-AgEIcHlwaS5vcmc" + rs(120, B64U)
def k_glpat(): return "glpat-" + rs(20, B64U)
def k_discord(): return base64.b64encode(str(R.randint(10 ** 17, 10 ** 18)).encode()).decode().rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)
def k_telegram(): return "%d:AA%s" % (R.randint(1000000000, 7999999999), rs(33, B64U))
def k_mailgun(): return "key-" + rs(32, HEX)
def k_shopify(): return "shpat_" + rs(32, HEX)
def k_do(): return "dop_v1_" + rs(64, HEX)
def k_vault(): return "hvs." + rs(90, B64U)
def k_cf(): return rs(40, B64U)
def k_twilio(): return rs(32, HEX)


def ssh_priv():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(262, B64) + "=="
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_priv():
    body = "MIIEowIBAAKCAQEA" + rs(496, B64)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"


def ssh_pub(comment):
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64) + " " + comment


def wg_key():
    return b64bytes(32)


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident "
         "account accuse achieve acid acoustic acquire across act action actor actress actual adapt "
         "add addict address adjust admit adult advance advice aerobic affair afford afraid again age "
         "agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost "
         "alone alpha already also alter always amateur amazing among amount amused analyst anchor "
         "ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety "
         "apart apology appear apple approve april arch arctic area arena argue arm armed armor army "
         "around arrange arrest arrive arrow art artist artwork ask aspect assault asset assist assume "
         "asthma athlete atom attack attend attitude attract auction audit august aunt author auto "
         "autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon "
         "badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket "
         "battle beach bean beauty because become beef before begin behave behind believe below belt "
         "bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
         "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board "
         "boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy "
         "bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli "
         "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
         "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable "
         "cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon "
         "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual "
         "cat catalog catch category cattle caught cause caution cave ceiling celery cement census "
         "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
         "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn "
         "cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click "
         "client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch "
         "coach coast coconut code coffee coil coin collect color column combine come comfort comic "
         "common company concert conduct confirm congress connect consider control convince cook cool "
         "copper copy coral core corn correct cost cotton couch country couple course cousin cover "
         "coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket "
         "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry "
         "crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle").split()


def seed(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


WORDS = ["Harbor", "Tulip", "Marble", "Kestrel", "Copper", "Velvet", "Lantern", "Orchid", "Falcon",
         "Juniper", "Saffron", "Glacier", "Pepper", "Maple", "Cobalt", "Walnut", "Thistle", "Ember",
         "Willow", "Quartz", "Meadow", "Pelican", "Cinder", "Badger", "Mosaic", "Nimbus", "Otter"]


def pw():
    k = R.random()
    if k < .5:
        return "%s%s%s%02d" % (R.choice(WORDS), R.choice("!#$%&*-_.?@"), R.choice(WORDS), R.randint(0, 99))
    if k < .8:
        return rs(R.randint(12, 18), ALNUM + "!#$%&*-_.?@")
    return "%s-%s-%s%d" % (R.choice(WORDS).lower(), R.choice(WORDS).lower(), R.choice(WORDS).lower(), R.randint(1, 9))


def pin(n=4):
    while True:
        p = digits(n)
        if len(set(p)) > 1 and p not in ("1234", "123456", "0000"):
            return p


def otp(): return digits(6)
def totp_secret(): return rs(32, B32)
def gh_recovery(): return rs(5, HEX) + "-" + rs(5, HEX)


# ====================================================================== cases
CASES = []


def C(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def M(*msgs):
    return "\n---\n".join(msgs)


def english():
    # --- coding / devops -------------------------------------------------
    a, b, pk = k_openai(), k_stripe(), k_stripe_pk()
    C("env-openai-stripe", "en",
      "My Flask app can't reach OpenAI, here's my .env:\n\nOPENAI_API_KEY=%s\nSTRIPE_SECRET_KEY=%s\n"
      "STRIPE_PUBLISHABLE_KEY=%s\nAPP_VERSION=2.14.3\nLOG_LEVEL=debug\n\nWhy does it say 401?" % (a, b, pk),
      [a, b], [pk, "2.14.3"], "secret keys in .env; publishable key and version must stay")
    ak, sk = k_akia(), k_awssecret()
    C("aws-credentials-file", "en",
      "The docs use AKIAIOSFODNN7EXAMPLE but I put my real ones in ~/.aws/credentials:\n[default]\n"
      "aws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1\n"
      "Still getting InvalidClientTokenId. Ideas?" % (ak, sk),
      [ak, sk], ["AKIAIOSFODNN7EXAMPLE", "InvalidClientTokenId"], "AWS doc example key is a look-alike")
    g, sha = k_ghp(), sha1hex()
    C("github-pat-in-remote", "en",
      "git push keeps failing after commit %s. My remote is https://%s@github.com/lena-ortiz/tide-charts.git "
      "- is the token embedded wrong?" % (sha, g),
      [g], [sha], "PAT in remote URL; commit id stays")
    p, rid = pw(), uuid4()
    C("postgres-url-password", "en",
      "Getting 'password authentication failed' (request id %s). DATABASE_URL is "
      "postgresql://orders_svc:%s@10.0.4.17:5432/orders?sslmode=require" % (rid, p),
      [p], [rid], "password inside connection string; request id UUID stays")
    p2, dig = pw(), "sha256:" + sha256hex()
    C("compose-postgres-password", "en",
      "docker-compose.yml snippet:\n\nservices:\n  db:\n    image: postgres@%s\n    environment:\n"
      "      POSTGRES_USER: kiosk\n      POSTGRES_PASSWORD: %s\n\nContainer exits with code 1, why?" % (dig, p2),
      [p2], [dig], "image digest is a hash, not a secret")
    raw = pw()
    enc = base64.b64encode(raw.encode()).decode()
    C("k8s-secret-base64", "en",
      "Is base64 in a k8s Secret enough protection? Mine:\n\napiVersion: v1\nkind: Secret\nmetadata:\n"
      "  name: billing-db\ndata:\n  password: %s\n\nThe deployment uses image billing-api:v3.8.0." % enc,
      [enc], ["billing-api:v3.8.0"], "base64-encoded password is still the secret")
    hook = k_slackhook()
    C("slack-webhook", "en",
      "My alert script posts to %s and Slack answers HTTP 400 invalid_payload. Payload has ts 1716801234.000200." % hook,
      [hook], ["invalid_payload", "1716801234.000200"], "incoming webhook URL is a credential")
    tok = jwt({"sub": "u_%s" % digits(6), "role": "admin", "iat": 1733300000, "exp": 1733386400})
    tr = rs(32, HEX)
    C("bearer-jwt-debug", "en",
      "curl -H 'Authorization: Bearer %s' https://api.internal.example/v2/reports returns 403, trace_id=%s" % (tok, tr),
      [tok], [tr], "live bearer JWT; trace id stays")
    priv, pub = ssh_priv(), ssh_pub("deploy@ci-runner")
    C("ssh-private-key-paste", "en",
      "Which of these goes on the server? I generated:\n\n%s\n\nand the .pub file says:\n%s" % (priv, pub),
      [priv], [pub], "private key block vs public key")
    wp, wpub = wg_key(), wg_key()
    C("wireguard-conf", "en",
      "WireGuard won't handshake. wg0.conf:\n[Interface]\nPrivateKey = %s\nAddress = 10.8.0.2/32\n\n[Peer]\n"
      "PublicKey = %s\nEndpoint = 203.0.113.40:51820\nAllowedIPs = 0.0.0.0/0" % (wp, wpub),
      [wp], [wpub], "same shape: private key secret, peer public key not")
    n, integ = k_npm(), "sha512-" + b64bytes(64)
    C("npmrc-token", "en",
      "publish fails with E403. ~/.npmrc:\n//registry.npmjs.org/:_authToken=%s\n\npackage-lock shows "
      "\"integrity\": \"%s\" for left-pad 1.3.0" % (n, integ),
      [n], [integ], "npm token vs lock-file integrity hash")
    pp = k_pypi()
    C("twine-pypi-token", "en",
      "twine upload dist/geodash-0.9.1.tar.gz -u __token__ -p %s\n\nHTTPError: 400 File already exists. "
      "How do I bump to 0.9.2?" % pp,
      [pp], ["geodash-0.9.1.tar.gz", "0.9.2"], "PyPI API token on the command line")
    sg, mid = k_sendgrid(), rs(22, B64U)
    C("sendgrid-python", "en",
      "import sendgrid\nsg = sendgrid.SendGridAPIClient(api_key=\"%s\")\n# last response X-Message-Id: %s\n"
      "why do mails land in spam?" % (sg, mid),
      [sg], [mid], "API key in code; message id stays")
    tg = k_telegram()
    C("telegram-bot-token", "en",
      "My bot worked yesterday. TOKEN = '%s' and chat_id = -1001873390021. Now getUpdates gives 409 Conflict." % tg,
      [tg], ["-1001873390021", "409 Conflict"], "bot token secret; chat id is not")
    dc, appid = k_discord(), digits(19)
    C("discord-bot-token", "en",
      "Discord bot login fails: client.run(\"%s\"). Application ID is %s if that matters." % (dc, appid),
      [dc], [appid], "bot token vs public application id")
    gl, pipe = k_glpat(), str(R.randint(1000000000, 1400000000))
    C("gitlab-ci-token", "en",
      "Pipeline #%s fails at 'git clone https://oauth2:%s@gitlab.com/agrotech/sensor-fw.git'. "
      "Runner version 16.11.1." % (pipe, gl),
      [gl], ["#" + pipe, "16.11.1"], "GitLab PAT in clone URL")
    hf, rev = k_hf(), sha1hex()
    C("huggingface-token", "en",
      "from huggingface_hub import login\nlogin(token=\"%s\")\nmodel = AutoModel.from_pretrained(\"bert-base-uncased\", revision=\"%s\")" % (hf, rev),
      [hf], [rev], "HF token; model revision hash stays")
    an = k_anthropic()
    C("anthropic-curl", "en",
      "curl https://api.anthropic.com/v1/messages -H \"x-api-key: %s\" -H \"anthropic-version: 2023-06-01\" "
      "-H \"content-type: application/json\" -d @body.json\nI get overloaded_error 529." % an,
      [an], ["2023-06-01", "overloaded_error"], "provider key in curl; API version date stays")
    azk = b64bytes(64)
    etag = "0x8DC" + rs(12, "0123456789ABCDEF")
    C("azure-storage-connstr", "en",
      "DefaultEndpointsProtocol=https;AccountName=fotoarchivprod;AccountKey=%s;EndpointSuffix=core.windows.net\n"
      "Upload works but ETag %s never changes. Bug?" % (azk, etag),
      [azk], [etag], "storage account key in connection string")
    mp = pw()
    C("mysql-cli-password", "en",
      "mysql -u root -p'%s' -h 127.0.0.1 -P 3306 shop_prod\nERROR 1045 (28000): Access denied for user 'root'@'localhost'" % mp,
      [mp], ["ERROR 1045 (28000)"], "password passed on CLI")
    rp = rs(32, ALNUM)
    C("redis-url", "en",
      "Celery broker: CELERY_BROKER_URL=redis://:%s@cache-01.lan:6379/0 . Worker logs 'Error 111 connecting'." % rp,
      [rp], ["Error 111"], "redis password in URL")
    do, drop = k_do(), str(R.randint(300000000, 450000000))
    C("terraform-digitalocean", "en",
      "provider \"digitalocean\" {\n  token = \"%s\"\n}\n# droplet id %s, size s-2vcpu-4gb\nterraform plan wants to recreate it, why?" % (do, drop),
      [do], [drop, "s-2vcpu-4gb"], "DO token in terraform")
    sh = k_shopify()
    C("shopify-admin-token", "en",
      "Shopify order #1043 isn't returned by GET /admin/api/2024-04/orders.json with X-Shopify-Access-Token: %s" % sh,
      [sh], ["#1043", "2024-04"], "admin API token; order number and API version stay")
    dd_api, dd_app = rs(32, HEX), rs(40, HEX)
    C("datadog-helm-values", "en",
      "values.yaml for datadog chart 3.69.2:\ndatadog:\n  apiKey: %s\n  appKey: %s\n  site: datadoghq.eu\nAgents show 'API Key invalid'." % (dd_api, dd_app),
      [dd_api, dd_app], ["3.69.2"], "hex keys identified by context")
    cu = pw()
    C("curl-basic-auth", "en",
      "curl -u admin:%s https://grafana.home.lan/api/dashboards/uid/fJ3kq9Vnk returns {\"message\":\"Unauthorized\"}" % cu,
      [cu], ["fJ3kq9Vnk"], "basic auth password; dashboard uid stays")
    pgp = pw()
    C("pgpass-line", "en",
      "psql still prompts for a password although ~/.pgpass has:\ndb.staging.lan:5432:analytics:report_ro:%s\n"
      "and permissions are 0600." % pgp,
      [pgp], [], "password field of a .pgpass line")
    hk = "HRKU-" + uuid4()
    C("netrc-heroku", "en",
      "cat ~/.netrc\nmachine api.heroku.com\n  login mira.h@fastmail.com\n  password %s\n"
      "Is it safe to commit this to my dotfiles repo?" % hk,
      [hk], [], "Heroku API token in .netrc")
    app_pw = " ".join(rs(4, LO) for _ in range(4))
    dj = "django-insecure-" + rs(50, LO + DG + "!@#%^&*(-_=+)")
    C("django-settings", "en",
      "settings.py:\nSECRET_KEY = '%s'\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\n"
      "EMAIL_HOST_USER = 'bakery.orders@gmail.com'\nEMAIL_HOST_PASSWORD = '%s'\nSMTPAuthenticationError 535, what now?" % (dj, app_pw),
      [dj, app_pw], ["SMTPAuthenticationError 535"], "Django secret key and Gmail app password")
    rsa = rsa_priv()
    C("service-account-json", "en",
      "My Firebase admin script breaks. credentials.json:\n{\n  \"type\": \"service_account\",\n"
      "  \"project_id\": \"quiz-night-4f2a1\",\n  \"private_key\": \"%s\"\n}\n(newlines shown as real lines)" % rsa,
      [rsa], ["quiz-night-4f2a1"], "private key inside service account json")
    tfpw = pw()
    C("tfvars-db-password", "en",
      "terraform.tfvars:\ninstance_type = \"t3.medium\"\ndb_password   = \"%s\"\nengine_version = \"15.4\"\n"
      "should tfvars be in .gitignore?" % tfpw,
      [tfpw], ["t3.medium", "15.4"], "db password in tfvars")
    tkn = rs(40, B64U)
    C("access-token-in-log", "en",
      "nginx access log line:\n198.51.100.23 - - [03/Dec/2024:10:12:55 +0000] \"GET /api/v1/export?access_token=%s HTTP/1.1\" 200 51234 \"-\" \"python-requests/2.31.0\"\n"
      "How do I stop tokens landing in logs?" % tkn,
      [tkn], ["python-requests/2.31.0", "198.51.100.23"], "token in query string of a log line")
    vt = k_vault()
    C("vault-token-export", "en",
      "export VAULT_ADDR=https://vault.corp.lan:8200\nexport VAULT_TOKEN=%s\nvault kv get secret/payments -> permission denied (code 403)" % vt,
      [vt], ["https://vault.corp.lan:8200"], "Vault token")
    cf = k_cf()
    C("cloudflare-ddns-script", "en",
      "My DDNS cron: curl -X PUT \"https://api.cloudflare.com/client/v4/zones/%s/dns_records/%s\" "
      "-H \"Authorization: Bearer %s\" --data '{\"type\":\"A\",\"content\":\"81.2.69.160\"}'" % (rs(32, HEX), rs(32, HEX), cf),
      [cf], ["81.2.69.160"], "Cloudflare API token; zone/record ids unlabeled")
    wh = k_whsec()
    C("stripe-webhook-secret", "en",
      "stripe listen --forward-to localhost:4242/webhook prints 'Your webhook signing secret is %s' - "
      "do I put that in prod too? Event evt_1PqR2sT3uV4wX5yZ failed." % wh,
      [wh], ["evt_1PqR2sT3uV4wX5yZ"], "webhook signing secret; event id stays")
    # --- multi-message devops
    k1, k2 = k_openai_old(), k_openai_old()
    C("key-revoked-then-new", "en",
      M("Use this key for the summarizer: %s" % k1,
        "oops, that one was revoked last week. The live one is %s" % k2,
        "and the model name is gpt-4o-mini-2024-07-18"),
      [k1, k2], ["gpt-4o-mini-2024-07-18"], "corrected key: both values redacted")
    whole = k_ghpat()
    half = len(whole) // 2
    C("token-split-two-messages", "en",
      M("I'll paste my GitHub token in two halves because the chat cut it off.",
        "first half: %s" % whole[:half],
        "second half: %s" % whole[half:]),
      [whole[:half], whole[half:]], [], "token split across messages; both parts secret")
    # --- negatives (devops)
    C("neg-readme-placeholders", "en",
      "The README says: export OPENAI_API_KEY=sk-your-key-here and put <YOUR_STRIPE_SECRET> in config.toml. "
      "Do I literally type 'sk-your-key-here'? I haven't created a key yet.",
      [], ["sk-your-key-here", "<YOUR_STRIPE_SECRET>"], "placeholders only")
    s1, s2, s3 = sha1hex(), sha1hex(), sha1hex()
    C("neg-git-log", "en",
      "git log --oneline shows %s (fix auth retry), %s (bump to 4.2.0) and %s. "
      "How do I revert only the middle one?" % (s1[:7], s2[:7], s3[:12]),
      [], [s1[:7], s2[:7], s3[:12], "4.2.0"], "commit ids")
    h1, h2 = sha256hex(), sha256hex()
    C("neg-sha256-checksums", "en",
      "Downloaded ubuntu-24.04.1-live-server-amd64.iso. sha256sum gives %s but the SHA256SUMS file lists %s. Corrupted?" % (h1, h2),
      [], [h1, h2, "ubuntu-24.04.1-live-server-amd64.iso"], "checksums")
    C("neg-stripe-test-cards", "en",
      "For the checkout tests I use 4242 4242 4242 4242 with any future date and 4000 0000 0000 0002 for declines. "
      "Is 4000 0025 0000 3155 the 3-D Secure one?",
      [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0025 0000 3155"], "documented Stripe test cards")
    C("neg-weak-password-discussion", "en",
      "Our policy checker rejects 'P@ssw0rd' and 'Summer2024!' but accepts 'Tr0ub4dor&3'. "
      "Why is the xkcd one 'correct horse battery staple' considered stronger?",
      [], ["P@ssw0rd", "Summer2024!", "Tr0ub4dor&3", "correct horse battery staple"], "passwords only discussed, not owned")
    C("neg-totp-doc-example", "en",
      "The pyotp docs use the base32 secret JBSWY3DPEHPK3PXP. If I run pyotp.TOTP('JBSWY3DPEHPK3PXP').now() "
      "on two machines do I get the same code? Library version 2.9.0.",
      [], ["JBSWY3DPEHPK3PXP", "2.9.0"], "documentation example secret")
    u1, u2 = uuid4(), uuid4()
    C("neg-sql-uuids", "en",
      "SELECT * FROM invoices WHERE customer_id = '%s' AND batch_id = '%s'; returns nothing although psql shows the row." % (u1, u2),
      [], [u1, u2], "UUIDs in SQL")
    C("neg-windows-errors", "en",
      "Windows Update fails with 0x80070005, then 0x800f0922, and Event Viewer shows KB5034441. "
      "Chrome also says ERR_SSL_PROTOCOL_ERROR.",
      [], ["0x80070005", "0x800f0922", "KB5034441", "ERR_SSL_PROTOCOL_ERROR"], "error codes")
    sp = ssh_pub("anna@thinkpad")
    fpr = " ".join(rs(4, "0123456789ABCDEF") for _ in range(10))
    C("neg-public-keys", "en",
      "Add my public key to the server please:\n%s\nMy PGP fingerprint is %s." % (sp, fpr),
      [], [sp, fpr], "public key material only")
    C("neg-env-example", "en",
      "Our .env.example has DB_PASSWORD=changeme and JWT_SECRET=replace-with-32-random-chars. "
      "Should CI fail if someone deploys with those defaults?",
      [], ["DB_PASSWORD=changeme", "JWT_SECRET=replace-with-32-random-chars"], "example env file")
    # --- personal secrets --------------------------------------------------
    v, cv, e = visa(), cvv(), exp()
    vf = card_fmt(v)
    C("card-hotel-booking", "en",
      "Can you fill the hotel form for me? Card %s, expires %s, security code %s, name Daniel Okafor. "
      "Hotel hotline is +44 20 7946 0321." % (vf, e, cv),
      [vf, cv], ["+44 20 7946 0321"], "own card number and CVV")
    am, cid = amex(), cvv(4)
    amf = card_fmt(am)
    C("amex-flight", "en",
      M("Booking flight LH 2471 for 412.80 EUR, I'll send the card.",
        "Amex %s, CID %s" % (amf, cid)),
      [amf, cid], ["LH 2471", "412.80 EUR"], "announced then sent")
    ib = mk_iban("GB")
    vat = "GB" + digits(9)
    C("iban-salary-form", "en",
      "HR needs my bank details for payroll: my IBAN is %s (sort code inside). Employer VAT is %s in case that goes on the form too." % (ib, vat),
      [ib], [vat], "own IBAN; employer VAT stays")
    civ = mk_iban("DE")
    inv = "INV-2024-%04d" % R.randint(1, 9999)
    C("neg-supplier-invoice-iban", "en",
      "Supplier invoice %s from Nordwind Logistik GmbH says pay 1,240.00 EUR to IBAN %s, BIC COBADEFFXXX. "
      "Is 14 days net normal in Germany?" % (inv, civ),
      [], [inv, civ, "COBADEFFXXX", "1,240.00 EUR"], "company's published bank details, speaker does not own them")
    C("neg-doc-iban-examples", "en",
      "Wikipedia shows DE89 3704 0044 0532 0130 00 and GB29 NWBK 6016 1331 9268 19 as sample IBANs. "
      "Why do both have check digits in positions 3-4?",
      [], ["DE89 3704 0044 0532 0130 00", "GB29 NWBK 6016 1331 9268 19"], "documentation example IBANs")
    s = ssn()
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999))
    C("ssn-tax-form", "en",
      "On the W-4 I wrote my SSN %s; the employer EIN on my W-2 is %s. Which box is the EIN?" % (s, ein),
      [s], [ein], "own SSN; employer EIN stays")
    sin = ca_sin()
    bn = digits(9) + "RT0001"
    C("canada-sin", "en",
      "Filling the CRA form. My SIN: %s. The business number of my contractor is %s - do I need it?" % (sin, bn),
      [sin], [bn], "SIN (Luhn); business number stays")
    nhs, ni = nhs_number(), uk_nino()
    C("uk-nhs-ni", "en",
      "For the GP registration: NHS number %s, National Insurance %s. Surgery phone 0161 496 0754." % (nhs, ni),
      [nhs, ni], ["0161 496 0754"], "NHS number (mod 11) and NINO")
    tfn, abn = au_tfn(), au_abn()
    C("au-tfn-abn", "en",
      "New job in Perth. My TFN is %s; the company ABN printed on the payslip is %s." % (tfn, abn),
      [tfn], [abn], "TFN secret, company ABN public")
    ad, pn = aadhaar(), pan()
    C("india-aadhaar-pan", "en",
      "For the mutual fund KYC they want Aadhaar %s and PAN %s. Branch IFSC is HDFC0004217." % (ad, pn),
      [ad, pn], ["HDFC0004217"], "Aadhaar (Verhoeff) and PAN; IFSC is public")
    sd, addr = seed(12), eth_addr()
    C("seed-phrase-backup", "en",
      "Is it ok to store my MetaMask recovery phrase here? It's: %s\nmy receiving address is %s" % (sd, addr),
      [sd], [addr], "seed phrase vs public address")
    ep, tx = eth_priv(), txhash()
    C("eth-private-key-script", "en",
      "web3.py: account = w3.eth.account.from_key('0x%s')\nThe tx %s is stuck pending for an hour, gas 18 gwei." % (ep, tx),
      ["0x" + ep], [tx], "64-hex private key vs 64-hex tx hash")
    wif, ba = btc_wif(), btc_addr()
    C("btc-wif-import", "en",
      "Electrum asks for a private key to sweep my paper wallet: %s. Funds are on %s." % (wif, ba),
      [wif], [ba], "WIF private key vs address (base58check computed)")
    codes = [gh_recovery() for _ in range(3)]
    C("recovery-codes", "en",
      "Keep these GitHub recovery codes for me please:\n%s\n%s\n%s" % tuple(codes),
      codes, [], "recovery codes")
    ts = totp_secret()
    C("otpauth-uri", "en",
      "I decoded the 2FA QR: otpauth://totp/Kraken:pavel.n?secret=%s&issuer=Kraken&digits=6&period=30 - can you generate codes from it?" % ts,
      [ts], [], "TOTP seed")
    o = otp()
    C("bank-sms-otp", "en",
      "Got an SMS: 'Your Barclays code is %s. Never share it.' A man on the phone is asking me for it. Scam?" % o,
      [o], [], "one-time code pasted")
    pet, maiden = "Pickles the %s" % R.choice(["hamster", "tortoise", "ferret"]), R.choice(["Okonkwo", "Vasquez-Lindqvist", "Hargreaves"])
    C("security-answers", "en",
      "Remember my security answers: first pet = %s, mother's maiden name = %s." % (pet, maiden),
      [pet, maiden], [], "security answers")
    lb = pin()
    C("airbnb-lockbox", "en",
      "Write check-in instructions for guests: lockbox code %s, check-in from 15:00, listing #%s, wifi on the fridge." % (lb, digits(8)),
      [lb], ["15:00"], "lockbox code")
    al = pin(6)
    C("alarm-code", "en",
      "My Ajax alarm code is %s. If I forget, the monitoring center number is 800-555-0199." % al,
      [al], ["800-555-0199"], "alarm code; phone stays")
    combo = "%02d-%02d-%02d" % (R.randint(0, 99), R.randint(0, 99), R.randint(0, 99))
    C("safe-combination", "en",
      "Note for my will folder: the safe (model SentrySafe SFW123GDC) opens with %s." % combo,
      [combo], ["SFW123GDC"], "safe combination")
    gd = pin(5)
    C("garage-keypad", "en",
      M("Can you remind the dog sitter how to get in?", "garage keypad %s then press enter. firmware 4.1.7 sometimes needs two tries" % gd),
      [gd], ["4.1.7"], "keypad code across messages")
    hat = jwt({"iss": rs(32, HEX), "iat": 1733000000, "exp": 2048360000})
    C("home-assistant-token", "en",
      "Home Assistant 2024.11.3 REST call: curl -H \"Authorization: Bearer %s\" http://homeassistant.local:8123/api/states/light.living_room" % hat,
      [hat], ["2024.11.3", "light.living_room"], "long-lived access token")
    wifi = pw()
    C("guest-wifi", "en",
      M("Let me send you the wifi for the party invite text.", "Network: Aurora_Basement_5G", "password: %s" % wifi),
      [wifi], ["Aurora_Basement_5G"], "wifi password; SSID is not secret")
    oldp, newp = pw(), pw()
    C("router-admin", "en",
      "Router (TP-Link Archer AX55, firmware 1.1.2) came with admin/admin. I changed the admin password to %s - "
      "also my old one was %s, don't reuse it." % (newp, oldp),
      [newp, oldp], ["admin/admin", "1.1.2"], "default creds are a look-alike")
    mpw = "%s %s %s %s %s" % tuple(R.choice(WORDS).lower() for _ in range(5))
    C("bitwarden-master", "en",
      "If I ever lose it, my Bitwarden master password is \"%s\". Remind me only when I ask." % mpw,
      [mpw], [], "passphrase in prose")
    lp = "%s %s %s %s" % tuple(R.choice(BIP39) for _ in range(4))
    C("luks-passphrase", "en",
      "cryptsetup luksOpen /dev/nvme0n1p3 root asks for the passphrase; mine is '%s' and it's rejected since kernel 6.8.9." % lp,
      [lp], ["6.8.9"], "disk passphrase")
    np = pw()
    C("netflix-password", "en",
      "my netflix password is %s and the account email is jodie.f@outlook.com. can you remember it for next time?" % np,
      [np], [], "password in casual prose")
    tbp = pin(6)
    C("phone-banking-pin", "en",
      "Telephone banking asks for digits 2, 4 and 5 of my security number %s - which digits are those?" % tbp,
      [tbp], [], "banking security number")
    cp, last4 = pin(), digits(4)
    C("card-pin-forgot", "en",
      "Card ending %s keeps getting declined at the ATM although I'm sure the PIN is %s. Bank is Monzo." % (last4, cp),
      [cp], ["ending " + last4], "PIN secret; last four digits not")
    mc1, mcv = mc(), cvv()
    mcf = card_fmt(mc1, "-")
    C("card-corrected", "en",
      M("card for the groceries subscription: %s" % mcf,
        "cvv %s" % mcv,
        "wait, ignore the cvv, wrong card. the right one is %s" % (mcv2 := cvv())),
      [mcf, mcv, mcv2], [], "card then corrected CVV: all redacted")
    pp_pw = pw()
    C("patient-portal", "en",
      "The patient portal of St. Mary's keeps logging me out. Username kwame.a, password %s. "
      "My appointment ref is APT-558213 on 2025-01-14 for metformin 500 mg review." % pp_pw,
      [pp_pw], ["APT-558213", "2025-01-14", "500 mg"], "health portal password")
    nhs2 = nhs_number()
    C("child-nhs-number", "en",
      M("My son's vaccination appointment letter is confusing.", "his NHS number is %s and the clinic line is 020 7946 0812" % nhs2),
      [nhs2], ["020 7946 0812"], "child's NHS number (family data)")
    school = pw()
    word = "%s %s" % (R.choice(["blue", "silver", "purple", "orange"]), R.choice(["giraffe", "teapot", "comet", "pancake"]))
    C("school-pickup", "en",
      "For grandma: the school app password is %s and the pickup code word is '%s'. Office phone 01632 960 447." % (school, word),
      [school, word], ["01632 960 447"], "password and code word")
    ppn = R.choice(UP) + digits(8)
    C("passport-visa-form", "en",
      "Visa form for Japan: passport number %s, flight NH 204 on 12 March, hotel booking 3 nights at 18,400 JPY." % ppn,
      [ppn], ["NH 204", "18,400 JPY"], "passport number")
    order = "%03d-%07d-%07d" % (R.randint(100, 999), R.randint(0, 9999999), R.randint(0, 9999999))
    trk = ups()
    C("neg-order-tracking", "en",
      "Amazon order %s hasn't moved; UPS tracking %s says 'label created'. Paid with the card ending 9902." % (order, trk),
      [], [order, trk, "ending 9902"], "order and tracking numbers")
    e1, i1 = ean13(), isbn13()
    C("neg-ean-isbn", "en",
      "Is barcode %s the same kettle as on the website? Also looking for ISBN %s in paperback." % (e1, i1),
      [], [e1, i1], "EAN-13 and ISBN-13 (check digits computed)")
    C("neg-phone-dates-prices", "en",
      "Remind me: dentist +1 (617) 555-0142 on 2025-02-03 at 09:40, copay $35.00, and renew car insurance before 28/02/2025.",
      [], ["+1 (617) 555-0142", "2025-02-03", "$35.00", "28/02/2025"], "phone, dates, prices")
    C("neg-versions-upgrade", "en",
      "Upgrading Node 18.19.1 to 20.11.0 broke bcrypt 5.1.1; python 3.12.2 is fine. Plan costs $14.99/month.",
      [], ["18.19.1", "20.11.0", "5.1.1", "3.12.2", "$14.99/month"], "version numbers")
    frv, sirenv = fr_vat(), None
    dev = de_vat()
    C("neg-company-vat", "en",
      "Our EU supplier lists VAT %s and the French one %s. Do I need to validate them in VIES before invoicing?" % (dev, frv),
      [], [dev, frv], "company VAT numbers (check digits computed)")
    bank_acc = digits(8)
    C("neg-landlord-company-account", "en",
      "The letting agency Harbour Lettings Ltd wants rent to their client account, sort code 20-00-00, account %s, reference FLAT4B-JAN. Is that normal?" % bank_acc,
      [], [bank_acc, "FLAT4B-JAN"], "company client account, not the speaker's")
    C("neg-hash-passwords", "en",
      "Is storing bcrypt hashes like $2b$12$KIXQJmZr8v1lQqL6e9Yf0uGm3bC7s9d4eH2aP1kR5tW8xZ0nV6yLe fine, or should I move to argon2id?",
      [], ["$2b$12$KIXQJmZr8v1lQqL6e9Yf0uGm3bC7s9d4eH2aP1kR5tW8xZ0nV6yLe"], "a hash is not a password")
    C("neg-crypto-public", "en",
      "Donation address for our club: %s (BTC) and %s (ETH). Tx %s confirmed." % (btc_addr(), eth_addr(), txhash()),
      [], [], "public BTC/ETH addresses and a transaction hash")
    last = CASES[-1]
    last["lookalikes"] = [w.rstrip(".") for w in last["text"].replace("(", " ").split() if len(w) > 25]
    # --- more secrets with decoys
    gh2, sha2 = k_ghp(), sha1hex()
    C("actions-log-leak", "en",
      "GitHub Actions log shows:\nRun actions/checkout@%s\n  token: %s\nShouldn't it be masked as ***?" % (sha2, gh2),
      [gh2], ["actions/checkout@" + sha2], "token in CI log; pinned action SHA stays")
    mg = k_mailgun()
    C("mailgun-key", "en",
      "requests.post('https://api.mailgun.net/v3/mg.bakery-lund.se/messages', auth=('api', '%s'), data=...) returns 401 Forbidden" % mg,
      [mg], ["mg.bakery-lund.se"], "mailgun key")
    sl = k_slack()
    C("slack-bot-token", "en",
      "SLACK_BOT_TOKEN=%s\nchannel C05QF2ZK8LM\nchat.postMessage -> not_in_channel" % sl,
      [sl], ["C05QF2ZK8LM", "not_in_channel"], "bot token; channel id stays")
    kp = pw()
    C("keystore-password", "en",
      "./gradlew bundleRelease fails: 'Keystore was tampered with, or password was incorrect'. gradle.properties has "
      "MYAPP_UPLOAD_STORE_PASSWORD=%s and versionCode 87." % kp,
      [kp], ["versionCode 87"], "Android keystore password")
    smb = pw()
    C("fstab-cifs", "en",
      "//nas.local/photos /mnt/photos cifs username=theo,password=%s,vers=3.0,uid=1000 0 0\nmount error(13): Permission denied" % smb,
      [smb], ["mount error(13)"], "password in fstab options")


# ---------------------------------------------------------------- company / misc ids
def siret():
    return luhn_complete(siren() + digits(4))


def cnpj():
    d = [int(c) for c in nz_digits(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def pl_nip():
    while True:
        b = nz_digits(9)
        c = sum(int(x) * w for x, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            s = b + str(c)
            return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])


def ru_inn10():
    b = R.choice(["77", "78", "50"]) + digits(7)
    return b + str(sum(int(x) * w for x, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)


USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    b = "91" + R.choice(["110105", "310115", "440300", "330100"]) + digits(8) + R.choice(USCC[:10] + "XMN")
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC.index(ch) * x for ch, x in zip(b, w)) % 31
    return b + USCC[0 if c == 31 else c]


def jp_corp():
    b = nz_digits(12)
    s = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def kr_brn():
    d = [int(c) for c in nz_digits(9)]
    s = sum(x * w for x, w in zip(d, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + (d[8] * 5) // 10
    full = "".join(map(str, d)) + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (full[:3], full[3:5], full[5:])


def il_luhnlike(prefix):
    body = prefix + digits(8 - len(prefix))
    for c in DG:
        t = body + c
        tot = 0
        for i, ch in enumerate(t):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            tot += v if v < 10 else v - 9
        if tot % 10 == 0:
            return t


def gr_afm():
    b = nz_digits(8)
    return b + str(sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b)) % 11 % 10)


def se_org():
    full = luhn_complete("556" + digits(6))
    return full[:6] + "-" + full[6:]


def no_org():
    while True:
        b = "9" + digits(7)
        c = 11 - sum(int(x) * w for x, w in zip(b, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        c = 0 if c == 11 else c
        if c < 10:
            s = b + str(c)
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def dk_cvr():
    while True:
        b = nz_digits(7)
        d = (-sum(int(x) * w for x, w in zip(b, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if d < 10:
            return b + str(d)


def fi_ytunnus():
    while True:
        b = R.choice("0123") + digits(6)
        r = sum(int(x) * w for x, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r != 1:
            return b + "-" + str(0 if r == 0 else 11 - r)


def cz_ico():
    b = digits(7)
    s = sum(int(x) * w for x, w in zip(b, range(8, 1, -1)))
    return b + str((11 - s % 11) % 10)


def th_company():
    b = "0105" + digits(8)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    return b + str((11 - s % 11) % 10)


def pt_company_nif():
    b = "5" + digits(7)
    c = 11 - sum(int(ch) * (9 - i) for i, ch in enumerate(b)) % 11
    return b + str(0 if c >= 10 else c)


def sa_id():
    return luhn_complete("1" + digits(8))


def ir_card():
    return card("603799", 16)


def mykad():
    y, m, d = rand_date(1965, 2003)
    return "%02d%02d%02d-%02d-%04d" % (y % 100, m, d, R.randint(1, 16), R.randint(1, 9999))


def id_nik():
    y, m, d = rand_date(1965, 2003)
    return R.choice(["317101", "327301", "357801", "517102"]) + "%02d%02d%02d" % (d + R.choice([0, 40]), m, y % 100) + digits(4)


def vn_cccd():
    y = R.randint(1965, 2005)
    g = (0 if y < 2000 else 2) + R.choice([0, 1])
    return R.choice(["001", "079", "031", "048"]) + str(g) + "%02d" % (y % 100) + digits(6)


def nonenglish():
    # --- German
    sid, ib = steuer_id(), mk_iban("DE")
    C("de-steuer-id-iban", "de",
      "Kannst du mir beim Ausfüllen der Anlage helfen? Meine Steuer-ID ist %s und die Erstattung soll auf mein Konto %s. "
      "Abgabefrist ist der 31.07.2025, die Hotline des Finanzamts 0800 5235055." % (sid, ib),
      [sid, ib], ["31.07.2025", "0800 5235055"], "Steuer-ID (ISO 7064 mod 11,10 computed) and own IBAN")
    dbp, kk = pw(), k_openai()
    C("de-env-datei", "de",
      "Meine .env für das Projekt:\nDB_HOST=localhost\nDB_PORT=5433\nDB_PASSWORT=%s\nOPENAI_KEY=%s\n"
      "Beim Start kommt 'ECONNREFUSED 127.0.0.1:5433'. Was mache ich falsch? (Node 20.11.1)" % (dbp, kk),
      [dbp, kk], ["ECONNREFUSED 127.0.0.1:5433", "20.11.1"], "env file with German keys")
    dv, cib = de_vat(), mk_iban("DE")
    C("de-neg-rechnung", "de",
      "Rechnung Nr. RE-2024-11873 von der Malerei Brandt GmbH, USt-IdNr. %s, HRB 48213 Amtsgericht Köln, "
      "zahlbar an %s bis 15.01.2025. Ist die Rechnung formal korrekt?" % (dv, cib),
      [], ["RE-2024-11873", dv, "HRB 48213", cib, "15.01.2025"], "company invoice data")
    tc = pin(5)
    C("de-haustuer-code", "de",
      M("Ich schick dir gleich den Code für die Haustür, damit du ihn meiner Nachbarin schreiben kannst.",
        "Also nicht 4711, das ist das Parfüm 😄 Der richtige Code ist %s, dann Raute drücken." % tc),
      [tc], ["4711"], "announced then sent; 4711 is a brand")
    # --- French
    nr, fib, st = nir(), mk_iban("FR"), siret()
    C("fr-secu-rib", "fr",
      "Pour le dossier de la mutuelle : mon numéro de sécurité sociale est %s et mon IBAN %s. "
      "Le SIRET de mon employeur est %s, je dois le mettre aussi ?" % (nr, fib, st),
      [nr, fib], [st], "NIR with key (mod 97) and RIB key computed; employer SIRET (Luhn)")
    dg = "%d%s%d%d" % (R.randint(1, 9), R.choice("ABC"), R.randint(0, 9), R.randint(0, 9))
    C("fr-digicode", "fr",
      "Tu peux écrire un message pour le livreur ? Digicode %s, bâtiment B, 3e étage, porte gauche. "
      "Mon numéro : 01 99 00 27 48." % dg,
      [dg], ["01 99 00 27 48"], "digicode with letter")
    smtp, tok = pw(), k_sendgrid()
    C("fr-config-yaml", "fr",
      "Voici mon config.yaml, l'envoi de mails plante depuis la version 3.2.0 :\nsmtp:\n  user: alertes@mairie-saint-lo.fr\n"
      "  mot_de_passe: \"%s\"\nsendgrid_token: %s" % (smtp, tok),
      [smtp, tok], ["3.2.0"], "password and token in yaml")
    fv = fr_vat()
    C("fr-neg-facture", "fr",
      "Facture n° F2024-0917 de l'entreprise Boulangerie Martin SARL, TVA intracommunautaire %s, montant 1 284,60 €. "
      "Commande n° 88-41027. Comment la contester ?" % fv,
      [], ["F2024-0917", fv, "1 284,60 €", "88-41027"], "company invoice")
    # --- Spanish
    dn, eib = dni(), mk_iban("ES")
    C("es-dni-iban", "es",
      "Para la matrícula de la universidad necesito poner mi DNI %s y la cuenta para domiciliar, que es %s. "
      "El expediente es EXP-2024/0381." % (dn, eib),
      [dn, eib], ["EXP-2024/0381"], "DNI letter and CCC control digits computed")
    ne = nie()
    letters = "TRWAGMYFPDXBNJZSQVHLCKE"
    wrong = ne[:-1] + letters[(letters.index(ne[-1]) + 5) % 23]
    C("es-nie-corregido", "es",
      M("Mi NIE es %s, apúntalo para el contrato del piso." % wrong,
        "Perdona, me equivoqué en la letra, el bueno es %s" % ne),
      [wrong, ne], [], "corrected identity number: both redacted")
    vc, vcv = visa(), cvv()
    vcf = card_fmt(vc)
    C("es-tarjeta-compra", "es",
      "Compra el vuelo por mí: tarjeta %s, caduca %s, CVV %s. El pedido es el nº 4500128733 y cuesta 89,95 €." % (vcf, exp(), vcv),
      [vcf, vcv], ["4500128733", "89,95 €"], "card and CVV")
    cif = es_cif()
    C("es-neg-cif-empresa", "es",
      "La empresa Reformas Gálvez S.L. tiene CIF %s y teléfono 910 123 456. ¿Cómo compruebo que existe antes de pagar el presupuesto del 12/03/2025?" % cif,
      [], [cif, "910 123 456", "12/03/2025"], "company CIF (control digit computed)")
    # --- Italian
    cfv, iib, piva = codice_fiscale("BNC", "MRC"), mk_iban("IT"), it_piva()
    C("it-cf-iban", "it",
      "Per il modulo dell'INPS: codice fiscale %s, IBAN %s. La partita IVA del mio datore di lavoro è %s." % (cfv, iib, piva),
      [cfv, iib], [piva], "codice fiscale and CIN computed; employer partita IVA")
    bp = pin(5)
    C("it-pin-bancomat", "it",
      "Non ricordo se il PIN del bancomat è %s oppure l'ho cambiato. Il numero verde della banca è 800 123 456." % bp,
      [bp], ["800 123 456"], "ATM PIN")
    ea = ean13("800" + digits(9))
    C("it-neg-scontrino", "it",
      "Sullo scontrino c'è il codice a barre %s e l'ordine n. 2024-IT-55190, totale 34,90 €. Posso chiedere il reso?" % ea,
      [], [ea, "2024-IT-55190", "34,90 €"], "EAN and order")
    # --- Portuguese
    cp, sn, cj = cpf(), pw(), cnpj()
    C("pt-br-cpf-senha", "pt",
      "Esqueci se já te passei: meu CPF é %s e a senha do app do banco é %s. O CNPJ da loja onde comprei é %s." % (cp, sn, cj),
      [cp, sn], [cj], "CPF and CNPJ check digits computed")
    nf, pib, cnif = pt_nif(), mk_iban("PT"), pt_company_nif()
    C("pt-pt-nif-iban", "pt",
      "Para o reembolso do IRS: o meu NIF é %s e o IBAN %s. A empresa tem NIPC %s." % (nf, pib, cnif),
      [nf, pib], [cnif], "NIF and NIB computed; company NIPC")
    gk = k_ghp()
    C("pt-br-deploy", "pt",
      M("Vou mandar o token do GitHub pra configurar o deploy.", "GH_TOKEN=%s" % gk, "a versão do runner é 2.319.1"),
      [gk], ["2.319.1"], "announced then sent")
    # --- Dutch
    bs, nib = bsn(), mk_iban("NL")
    C("nl-bsn-iban", "nl",
      "Kun je de brief aan de Belastingdienst afmaken? Mijn BSN is %s en mijn rekeningnummer %s. KvK-nummer van de werkgever: 56789012." % (bs, nib),
      [bs, nib], ["56789012"], "BSN (11-proef computed)")
    wpw = pw()
    C("nl-wachtwoord-later", "nl",
      M("Ik stuur je zo het wachtwoord van de gedeelde Dropbox, schrijf je het in de notitie?", "%s" % wpw,
        "DigiD-app versie 6.4.0 doet trouwens raar"),
      [wpw], ["6.4.0"], "bare password as its own message")
    bib = mk_iban("NL")
    C("nl-neg-factuur", "nl",
      "Factuur 2024-0456 van Schildersbedrijf De Vries B.V. vraagt €1.150,00 over te maken naar %s o.v.v. het factuurnummer. Klopt btw 21%%?" % bib,
      [], ["2024-0456", "€1.150,00", bib], "company bank account on invoice")
    # --- Polish
    ps, pib2, nip = pesel(), mk_iban("PL", False), pl_nip()
    C("pl-pesel-konto", "pl",
      "Do wniosku o 800+ potrzebuję: PESEL %s, numer konta %s. NIP pracodawcy to %s." % (ps, pib2, nip),
      [ps, pib2], [nip], "PESEL and company NIP check digits computed")
    bl = otp()
    C("pl-blik", "pl",
      "Sprzedawca z OLX prosi, żebym podał mu kod BLIK %s, bo inaczej nie wyśle paczki. Zamówienie nr 7734120. Czy to oszustwo?" % bl,
      [bl], ["7734120"], "BLIK one-time code")
    pgpw = pw()
    C("pl-docker", "pl",
      "Kontener postgres:16.2 nie startuje, w docker run mam -e POSTGRES_PASSWORD='%s' -p 5432:5432. Co jest nie tak?" % pgpw,
      [pgpw], ["postgres:16.2"], "password in docker run")
    # --- Russian
    inn, sns, inn10 = ru_inn(), snils(), ru_inn10()
    C("ru-inn-snils", "ru",
      "Помоги заполнить заявление на вычет: мой ИНН %s, СНИЛС %s. ИНН работодателя %s." % (inn, sns, inn10),
      [inn, sns], [inn10], "personal INN and SNILS computed; employer INN")
    mr, mcv = mir(), cvv()
    mrf = card_fmt(mr)
    C("ru-karta-mir", "ru",
      "Оплати за меня доставку: карта Мир %s, срок %s, CVC %s. Номер заказа 5561-220934, поддержка 8 800 555-35-35." % (mrf, exp(), mcv),
      [mrf, mcv], ["5561-220934", "8 800 555-35-35"], "card Mir")
    rpw, rtk = pw(), k_telegram()
    C("ru-config-bot", "ru",
      "Бот падает с ошибкой 401. В settings.py:\nBOT_TOKEN = \"%s\"\nDB_PASSWORD = \"%s\"\naiogram 3.4.1" % (rtk, rpw),
      [rtk, rpw], ["3.4.1"], "bot token and db password")
    # --- Ukrainian
    rn, uib = ua_rnokpp(), mk_iban("UA")
    C("uk-rnokpp-iban", "uk",
      "Для декларації: мій РНОКПП %s, рахунок для повернення %s. ЄДРПОУ податкової 43005393." % (rn, uib),
      [rn, uib], ["43005393"], "RNOKPP check digit computed")
    uc, ucv = mc(), cvv()
    ucf = card_fmt(uc)
    C("uk-kartka", "uk",
      M("Зараз скину дані картки, щоб ти заповнив форму на сайті.", "%s" % ucf, "термін %s, CVV %s" % (exp(), ucv)),
      [ucf, ucv], [], "card in pieces over messages")
    np_ttn = "2045" + digits(10)
    C("uk-neg-nova-poshta", "uk",
      "Посилка з ТТН %s вже тиждень у відділенні №112. Телефон гарячої лінії 0 800 500 609. Що робити?" % np_ttn,
      [], [np_ttn, "0 800 500 609"], "waybill number")
    # --- Chinese
    cid, up = cn_id(), unionpay()
    C("zh-shenfenzheng-yinhangka", "zh",
      "帮我填一下报销单：身份证号 %s，工资卡号 %s（工商银行），客服电话 95588。" % (cid, up),
      [cid, up], ["95588"], "resident ID (ISO 7064 check computed) and own bank card")
    zp = pin(6)
    txid = "4200" + digits(24)
    C("zh-zhifu-mima", "zh",
      "我的支付密码是%s，老是记不住。刚才那笔交易单号 %s 显示失败了，是什么原因？" % (zp, txid),
      [zp], [txid], "payment PIN; transaction number")
    ali_id, ali_sec = "LTAI5t" + rs(18), rs(30)
    C("zh-aliyun-accesskey", "zh",
      "用阿里云 SDK 上传 OSS 报错 SignatureDoesNotMatch：\naccess_key_id = \"%s\"\naccess_key_secret = \"%s\"\nregion = \"cn-hangzhou\"\noss2 版本 2.18.4" % (ali_id, ali_sec),
      [ali_id, ali_sec], ["SignatureDoesNotMatch", "2.18.4"], "cloud access key pair")
    us = cn_uscc()
    sf = "SF" + digits(13)
    C("zh-neg-fapiao-kuaidi", "zh",
      "发票上公司的统一社会信用代码是 %s，快递单号 %s，金额 ¥1,299.00。这张发票能报销吗？" % (us, sf),
      [], [us, sf, "¥1,299.00"], "company credit code (check computed), tracking")
    # --- Japanese
    mn, kz, cn = my_number(), digits(7), jp_corp()
    C("ja-mynumber-koza", "ja",
      "年末調整の書類です。マイナンバーは %s、給与振込口座は 三井住友銀行 渋谷支店 普通 %s です。会社の法人番号は %s です。" % (mn, kz, cn),
      [mn, kz], [cn], "My Number and corporate number check digits computed")
    jc, jcv = jcb(), cvv()
    jcf = card_fmt(jc)
    C("ja-card-order", "ja",
      "代わりに注文してください。カード番号 %s、有効期限 %s、セキュリティコード %s。注文番号は 250-3318842、合計 12,800円です。" % (jcf, exp(), jcv),
      [jcf, jcv], ["250-3318842", "12,800円"], "JCB card")
    jpin = pin()
    C("ja-anshou-bangou", "ja",
      M("キャッシュカードの暗証番号、次のメッセージで送るので覚えておいて。", "%s" % jpin, "あ、口座の支店番号 045 は暗証番号じゃないよ。"),
      [jpin], ["045"], "announced then sent; branch code is not secret")
    jt = k_ghpat()
    C("ja-actions-secret", "ja",
      "GitHub Actions で PAT を直接書いてしまいました：\nenv:\n  GH_TOKEN: %s\nコミット %s をどう消せばいいですか？" % (jt, (jsha := sha1hex())),
      [jt], [jsha], "token in workflow; commit id stays")
    # --- Korean
    rr, kacc, brn = kr_rrn(), "%s-%s-%s" % (digits(3), digits(3), digits(6)), kr_brn()
    C("ko-jumin-gyejwa", "ko",
      "연말정산 서류인데 주민등록번호 %s, 급여 계좌 %s (신한은행) 맞게 들어갔는지 봐줘. 회사 사업자등록번호는 %s." % (rr, kacc, brn),
      [rr, kacc], [brn], "RRN and business registration number computed")
    ko_otp = otp()
    C("ko-injeung-beonho", "ko",
      "문자로 인증번호 [%s] 가 왔는데, 택배 기사라고 하는 사람이 이걸 알려달래. 고객센터 1588-1255 에 전화해야 하나?" % ko_otp,
      [ko_otp], ["1588-1255"], "verification code")
    kk2 = rs(32, HEX)
    C("ko-kakao-api", "ko",
      "카카오 로그인 연동 중인데 REST API 키 %s 로 토큰 요청하면 KOE101 에러가 나요. 앱 ID 는 1052387 입니다." % kk2,
      [kk2], ["KOE101", "1052387"], "REST API key; app id public")
    # --- Arabic
    said, sib = sa_id(), mk_iban("SA")
    C("ar-hawiya-iban", "ar",
      "أحتاج مساعدة في تعبئة نموذج التحويل: رقم هويتي الوطنية %s ورقم الآيبان الخاص بي %s. الرقم الضريبي للشركة 310122393500003." % (said, sib),
      [said, sib], ["310122393500003"], "Saudi ID (Luhn) and own IBAN; company VAT")
    eid, ac, acv = emirates_id(), visa(), cvv()
    acf = card_fmt(ac)
    C("ar-emirates-id-card", "ar",
      M("سأرسل لك بياناتي لحجز الفندق في دبي.", "رقم الهوية الإماراتية %s" % eid, "البطاقة %s ورمز CVV هو %s" % (acf, acv)),
      [eid, acf, acv], [], "Emirates ID (Luhn) and card across messages")
    C("ar-neg-talab", "ar",
      "طلبي رقم 7719-442-AE لم يصل بعد، ورقم التتبع %s، والمبلغ 249.00 درهم. رقم خدمة العملاء 800 4663." % (trk := ups()),
      [], ["7719-442-AE", trk, "249.00 درهم", "800 4663"], "order and tracking")
    # --- Hebrew
    tz, hib, hp = il_id(), mk_iban("IL"), il_luhnlike("51")
    C("he-teudat-zehut", "he",
      "תעזור לי למלא את הטופס של ביטוח לאומי: מספר תעודת זהות %s, חשבון הבנק שלי %s. ח.פ. של המעסיק %s." % (tz, hib, hp),
      [tz, hib], [hp], "ID check digit computed; company number")
    hdoor = pin(4) + "#"
    C("he-kod-knisa", "he",
      "הקוד לדלת של הבניין הוא %s, תכתוב לבייביסיטר הודעה עם זה. הטלפון של השכנה 03-5550147." % hdoor,
      [hdoor], ["03-5550147"], "door code")
    htok = k_hf()
    C("he-hf-token", "he",
      "הקוד שלי נופל עם 401 כשאני מוריד מודל: HF_TOKEN=%s ו-transformers בגרסה 4.44.2." % htok,
      [htok], ["4.44.2"], "HF token")
    # --- Persian
    icode, icard, icv = ir_code(), ir_card(), cvv(4)
    icf = card_fmt(icard, "-")
    C("fa-kart-melli", "fa",
      "برای ثبت‌نام دانشگاه کد ملی من %s است و شماره کارت %s با CVV2 برابر %s. شماره پیگیری قبلی 140309157788 بود." % (icode, icf, icv),
      [icode, icf, icv], ["140309157788"], "national code check digit computed; card Luhn")
    fpw = pw()
    C("fa-config", "fa",
      "اتصال به دیتابیس کار نمی‌کند. در فایل تنظیمات نوشته‌ام:\nDB_USER=shop\nDB_PASS=%s\nو نسخه‌ی MariaDB برابر 10.11.6 است." % fpw,
      [fpw], ["10.11.6"], "db password")
    C("fa-neg-sefaresh", "fa",
      "سفارش شماره 98234417 هنوز نرسیده. کد رهگیری پست 362150098700123456789012 است و مبلغ ۱٬۲۵۰٬۰۰۰ تومان پرداخت کردم.",
      [], ["98234417", "362150098700123456789012", "۱٬۲۵۰٬۰۰۰ تومان"], "order/tracking")
    # --- Hindi
    ad, pn = aadhaar(), pan()
    C("hi-aadhaar-pan", "hi",
      "बैंक में KYC के लिए मेरा आधार नंबर %s और पैन %s है। शाखा का IFSC कोड SBIN0001234 है।" % (ad, pn),
      [ad, pn], ["SBIN0001234"], "Aadhaar Verhoeff computed")
    upin = pin(6)
    C("hi-upi-pin", "hi",
      "मेरा UPI पिन %s है, किसी ने कॉल करके पूछा। पिछला ट्रांज़ैक्शन रेफ़रेंस 412938475610 था और दुकान का UPI ID kirana.sharma@okaxis है।" % upin,
      [upin], ["412938475610", "kirana.sharma@okaxis"], "UPI PIN; merchant VPA")
    hotp = otp()
    C("hi-otp-delivery", "hi",
      M("डिलीवरी वाले भैया OTP माँग रहे हैं, ऑर्डर आईडी OD4289173365 है।", "OTP %s है, उन्हें बता दूँ?" % hotp),
      [hotp], ["OD4289173365"], "delivery OTP")
    # --- Thai
    tid, tacc, tco = th_id(), "%s-%s-%s-%s" % (digits(3), digits(1), digits(5), digits(1)), th_company()
    C("th-batprachachon", "th",
      "ช่วยกรอกฟอร์มประกันให้หน่อย เลขบัตรประชาชน %s บัญชีธนาคาร %s ส่วนเลขผู้เสียภาษีของบริษัทคือ %s" % (tid, tacc, tco),
      [tid, tacc], [tco], "Thai ID and company tax id check computed")
    C("th-neg-tracking", "th",
      "พัสดุเลขที่ TH0141234567A ยังไม่มาถึง สั่งเมื่อ 05/12/2024 ราคา 1,590 บาท โทรหาร้านที่ 02-123-4567",
      [], ["TH0141234567A", "05/12/2024", "1,590 บาท", "02-123-4567"], "tracking, date, price")
    # --- Turkish
    tck, tib = tc_kimlik(), mk_iban("TR")
    C("tr-tc-iban", "tr",
      "Kira sözleşmesi için TC kimlik numaram %s, IBAN'ım %s. Emlak ofisinin vergi numarası 4560123789." % (tck, tib),
      [tck, tib], ["4560123789"], "TC Kimlik check digits computed")
    tcard, tcv = mc(), cvv()
    tcf = card_fmt(tcard)
    C("tr-kart", "tr",
      "Siparişi benim yerime ver: kart %s, son kullanma %s, CVV %s. Sipariş no 1092837465, tutar 749,90 TL." % (tcf, exp(), tcv),
      [tcf, tcv], ["1092837465", "749,90 TL"], "card")
    tkey = k_anthropic()
    C("tr-env", "tr",
      "Sunucuda şu satır var: ANTHROPIC_API_KEY=%s . Python 3.11.9 ile çalışıyor ama 'invalid x-api-key' hatası alıyorum." % tkey,
      [tkey], ["3.11.9"], "API key")
    # --- Greek
    am_, gib, afm = amka(), mk_iban("GR"), gr_afm()
    C("el-amka-iban", "el",
      "Για την αίτηση επιδόματος: ΑΜΚΑ %s, IBAN %s. Το ΑΦΜ του εργοδότη μου είναι %s." % (am_, gib, afm),
      [am_, gib], [afm], "AMKA Luhn; company AFM computed")
    C("el-neg-paraggelia", "el",
      "Η παραγγελία 4410-2298 έφτασε χαλασμένη. Τιμή 59,90 €, κωδικός προϊόντος %s. Τηλέφωνο καταστήματος 210 1234567." % (gean := ean13("520" + digits(9))),
      [], ["4410-2298", "59,90 €", gean, "210 1234567"], "order, EAN, phone")
    # --- Swedish
    pnr, sib2, org = se_pnr(), mk_iban("SE"), se_org()
    C("sv-personnummer", "sv",
      "Hjälp mig skriva till Försäkringskassan: mitt personnummer är %s och kontot %s. Arbetsgivarens organisationsnummer är %s." % (pnr, sib2, org),
      [pnr, sib2], [org], "personnummer and orgnr Luhn computed")
    sp1 = pw()
    C("sv-losenord-rattat", "sv",
      M("Lösenordet till elbolagets sida är %s" % sp1, "nej vänta, jag bytte det i somras till %s" % (sp2 := pw())),
      [sp1, sp2], [], "password corrected")
    # --- Norwegian
    fnr, nob, norg = no_fnr(), bban("NO"), no_org()
    nof = "%s.%s.%s" % (nob[:4], nob[4:6], nob[6:])
    C("nb-fodselsnummer", "nb",
      "Til NAV-skjemaet: fødselsnummer %s, kontonummer %s. Arbeidsgiverens org.nr. er %s." % (fnr, nof, norg),
      [fnr, nof], [norg], "fødselsnummer and account mod 11 computed")
    nbp = pin(4)
    C("nb-alarmkode", "nb",
      "Koden til alarmen på hytta er %s. Verisure kundeservice har nummer 22 12 34 56 hvis noe går galt." % nbp,
      [nbp], ["22 12 34 56"], "alarm code")
    # --- Danish
    cpr, cvr = dk_cpr(), dk_cvr()
    C("da-cpr", "da",
      "Kan du hjælpe med lejekontrakten? Mit CPR-nummer er %s, og udlejers firma har CVR %s." % (cpr, cvr),
      [cpr], [cvr], "CPR; company CVR (mod 11 computed)")
    dap = pw()
    C("da-mitid-kode", "da",
      "Min adgangskode til e-Boks er %s – husk den for mig. Supporten har telefon 33 12 34 56." % dap,
      [dap], ["33 12 34 56"], "password")
    # --- Finnish
    ht, fib2, yt = hetu(), mk_iban("FI"), fi_ytunnus()
    C("fi-hetu-iban", "fi",
      "Kelan hakemukseen: henkilötunnukseni on %s ja tilinumero %s. Työnantajan Y-tunnus on %s." % (ht, fib2, yt),
      [ht, fib2], [yt], "HETU and Y-tunnus checks computed")
    fw = pw()
    C("fi-wifi", "fi",
      M("Laitan mökin wifin tiedot seuraavaksi.", "Verkko: Mokki_Saimaa, salasana %s" % fw),
      [fw], ["Mokki_Saimaa"], "wifi password")
    # --- Czech
    rc, czib, ico = cz_rc(), mk_iban("CZ"), cz_ico()
    C("cs-rodne-cislo", "cs",
      "Do žádosti o příspěvek: rodné číslo %s, účet %s. IČO zaměstnavatele %s." % (rc, czib, ico),
      [rc, czib], [ico], "rodné číslo divisible by 11; IČO computed")
    czk = k_npm()
    C("cs-npm", "cs",
      "Při npm publish dostávám E401. V .npmrc mám //registry.npmjs.org/:_authToken=%s a verze balíčku je 1.4.2." % czk,
      [czk], ["1.4.2"], "npm token")
    # --- Romanian
    cnp, rib = ro_cnp(), mk_iban("RO")
    C("ro-cnp-iban", "ro",
      "Pentru formularul 230: CNP-ul meu este %s, iar IBAN-ul %s. CUI-ul firmei este RO18547290." % (cnp, rib),
      [cnp, rib], ["RO18547290"], "CNP check digit computed")
    C("ro-neg-comanda", "ro",
      "Comanda nr. 3391027 de pe eMAG are AWB %s și costă 1.249,99 lei. Cum fac retur?" % (awb := digits(13)),
      [], ["3391027", awb, "1.249,99 lei"], "order and waybill")
    # --- Hungarian
    ha, hib2 = hu_tax(), mk_iban("HU")
    C("hu-adoazonosito", "hu",
      "A NAV-os nyomtatványhoz: adóazonosító jelem %s, bankszámlám %s. A cégjegyzékszám 01-09-123456 a munkáltatóé." % (ha, hib2),
      [ha, hib2], ["01-09-123456"], "tax id (computed) and account check digits")
    hpw = pw()
    C("hu-router", "hu",
      "A router admin jelszavát átírtam erre: %s. A típus Archer C6 v3.20, firmware 1.3.6." % hpw,
      [hpw], ["1.3.6"], "router password")
    # --- Indonesian
    nik, rek = id_nik(), digits(10)
    C("id-nik-rekening", "id",
      "Tolong isi formulir BPJS: NIK saya %s, rekening BCA %s atas nama saya. Nomor pesanan INV/20241203/MPL/3918274." % (nik, rek),
      [nik, rek], ["INV/20241203/MPL/3918274"], "NIK and own account")
    iotp = otp()
    C("id-otp-gojek", "id",
      "Ada yang telepon ngaku dari Gojek minta kode OTP %s yang barusan masuk. Saya kasih nggak ya? Nomor dia 0812-0000-1234." % iotp,
      [iotp], ["0812-0000-1234"], "OTP pasted")
    # --- Vietnamese
    cc_, vcard, vcv2 = vn_cccd(), visa(), cvv()
    vcf2 = card_fmt(vcard)
    C("vi-cccd-the", "vi",
      "Đặt vé máy bay giúp mình: số CCCD %s, thẻ Visa %s, CVV %s. Mã đơn hàng VN-88214, giá 2.350.000 đ." % (cc_, vcf2, vcv2),
      [cc_, vcf2, vcv2], ["VN-88214", "2.350.000 đ"], "CCCD and card")
    vpw = pw()
    C("vi-mysql", "vi",
      "Lệnh mysqldump -u backup -p%s shop > shop.sql báo lỗi 2002. MySQL 8.0.36." % vpw,
      [vpw], ["8.0.36"], "password glued to -p")
    # --- Swahili
    mp_ = pin(4)
    C("sw-mpesa-pin", "sw",
      "PIN yangu ya M-Pesa ni %s. Nilipokea ujumbe wenye msimbo SFK3XY7Q2L kwa Till namba 543210. Je, nimeibiwa?" % mp_,
      [mp_], ["SFK3XY7Q2L", "543210"], "M-Pesa PIN; transaction code and till number")
    kid, kra = digits(8), "A" + digits(9) + R.choice(UP)
    C("sw-kitambulisho-kra", "sw",
      "Nisaidie kujaza fomu ya KRA: namba ya kitambulisho %s, PIN ya KRA %s. PIN ya kampuni ni P051234567X." % (kid, kra),
      [kid, kra], ["P051234567X"], "ID and personal KRA PIN; company PIN")
    cnic = "%s-%s-%s" % (R.choice(["35202", "42101", "61101", "37405"]), digits(7), R.choice("123456789"))
    C("ur-cnic", "ur",
      "بینک اکاؤنٹ کھولنے کے فارم میں میرا شناختی کارڈ نمبر %s لکھ دیں۔ برانچ کا فون نمبر 042-111-000-789 ہے۔" % cnic,
      [cnic], ["042-111-000-789"], "CNIC number")
    cap = pw()
    C("ca-contrasenya", "ca",
      "La contrasenya del correu de la feina és %s, però el tècnic diu que 'Barcelona1' era la per defecte i que ja no serveix. Ticket núm. 20931." % cap,
      [cap], ["Barcelona1", "20931"], "own password vs discussed default")
    # --- Malay, Tagalog, Bengali
    mk = mykad()
    C("ms-mykad", "ms",
      "Untuk borang LHDN, nombor MyKad saya %s. Nombor rujukan permohonan 2024-LH-77812." % mk,
      [mk], ["2024-LH-77812"], "MyKad number")
    mpin = pin(4)
    C("tl-gcash-mpin", "tl",
      "Nakalimutan ko kung %s ba ang MPIN ko sa GCash. Ref. No. 9012 345 678901 yung huling padala ko." % mpin,
      [mpin], ["9012 345 678901"], "wallet MPIN")
    bk = pin(5)
    C("bn-bkash-pin", "bn",
      "আমার বিকাশ পিন %s, কেউ যেন জানতে না পারে। শেষ লেনদেনের ট্রানজেকশন আইডি 9LK7H2QW4P।" % bk,
      [bk], ["9LK7H2QW4P"], "mobile wallet PIN")


# ====================================================================== validate / write
def spans(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def validate(cases):
    problems, seen = [], set()
    for c in cases:
        cid = c["id"]
        if cid in seen:
            problems.append("duplicate id " + cid)
        seen.add(cid)
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k].strip():
                problems.append("%s: empty %s" % (cid, k))
        for k in ("secrets", "lookalikes"):
            if len(set(c[k])) != len(c[k]):
                problems.append("%s: duplicate entries in %s" % (cid, k))
            for v in c[k]:
                if not isinstance(v, str) or not v.strip():
                    problems.append("%s: empty value in %s" % (cid, k))
                elif v not in c["text"]:
                    problems.append("%s: %s value not in text: %r" % (cid, k, v))
        sspans = [sp for s in c["secrets"] for sp in spans(c["text"], s)]
        for l in c["lookalikes"]:
            for a, b in spans(c["text"], l):
                for x, y in sspans:
                    if a < y and x < b:
                        problems.append("%s: look-alike %r overlaps a secret" % (cid, l))
            for s in c["secrets"]:
                if s in l or l in s:
                    problems.append("%s: containment between %r and %r" % (cid, s, l))
    return problems


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["# held-out set v31 for a secret-redaction filter (generated by make_heldout_v31.py)",
           "lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append("    %s:" % k)
                out.extend("      - " + q(v) for v in c[k])
            else:
                out.append("    %s: []" % k)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def self_tests():
    assert luhn_ok("4242424242424242") and luhn_ok("79927398713")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB29NWBK60161331926819")
    assert verhoeff_ok("2363")
    assert it_check_letter("RSSMRA85T10A562") == "S"   # classic textbook CF RSSMRA85T10A562S


def build():
    self_tests()
    english()
    nonenglish()
    cases = []
    for i, c in enumerate(CASES, 1):
        cases.append({"id": "v31-%03d-%s" % (i, c["slug"]), "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    return cases


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 make_heldout_v31.py heldout_v31.yaml")
    cases = build()
    problems = validate(cases)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(to_yaml(cases))
    print("wrote %d cases to %s" % (len(cases), sys.argv[1]))


if __name__ == "__main__":
    main()
