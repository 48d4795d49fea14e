#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v71 (seed 71, prefix H71).

Usage: python3 make_heldout_v71.py heldout_v71.yaml
Standard library only. Every secret and most look-alikes are drawn from random.Random(71).
Everything is validated before the file is written; on any problem the script exits 1.
"""
import base64
import json
import re
import random
import string
import sys

NAME = "heldout_v71"
SEED = 71
PREFIX = "H71"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AL = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AL + "+/"
B64U = AL + "-_"
B32 = UP + "234567"


class Bad(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Bad(msg)


# ---------------------------------------------------------------- markers
def S(v):
    """mark a secret"""
    return "\x01S" + str(v) + "\x02"


def L(v):
    """mark a look-alike"""
    return "\x01L" + str(v) + "\x02"


MARK = re.compile("\x01([SL])(.*?)\x02", re.S)


# ---------------------------------------------------------------- basic draws
def rs(n, alpha):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n, first_nonzero=False):
    s = rs(n, DG)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def pick(seq):
    return R.choice(seq)


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def hexs(n):
    return rs(n, HEX)


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64bytes(n, url=False):
    b = rbytes(n)
    return (base64.urlsafe_b64encode(b) if url else base64.b64encode(b)).decode()


def birth(y0=1958, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# ---------------------------------------------------------------- check digits
def luhn_digit(payload):
    t = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return str((10 - t % 10) % 10)


def luhn_ok(num):
    num = re.sub(r"\D", "", num)
    return luhn_digit(num[:-1]) == num[-1]


def card(kind="visa"):
    if kind == "visa":
        p = "4" + dg(14)
    elif kind == "mc":
        p = pick(["51", "52", "53", "54", "55"]) + dg(13)
    elif kind == "mc2":
        p = "22" + str(R.randint(21, 71)) + dg(11)
    elif kind == "amex":
        p = pick(["34", "37"]) + dg(12)
    elif kind == "mir":
        p = "220" + str(R.randint(0, 4)) + dg(11)
    elif kind == "unionpay":
        p = "62" + dg(13)
    elif kind == "jcb":
        p = "35" + str(R.randint(28, 89)) + dg(11)
    elif kind == "ir":
        p = pick(["603799", "589210", "627353", "610433", "622106"]) + dg(9)
    else:
        raise Bad("card kind")
    c = p + luhn_digit(p)
    need(luhn_ok(c), "luhn")
    return c


def fmt_card(c):
    if len(c) == 15:
        return c[:4] + " " + c[4:10] + " " + c[10:]
    return grp(c, 4)


def expiry(sep="/"):
    return "%02d%s%02d" % (R.randint(1, 12), sep, R.randint(27, 31))


def iban_num(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban(cc, bban):
    n = int(iban_num(bban + cc + "00"))
    ck = "%02d" % (98 - n % 97)
    v = cc + ck + bban
    need(iban_ok(v), "iban")
    return v


def iban_ok(v):
    v = v.replace(" ", "")
    return int(iban_num(v[4:] + v[:4])) % 97 == 1


def giban(v):
    return grp(v, 4)


def es_ccc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def one(ds):
        s = sum(int(a) * b for a, b in zip(ds, w))
        d = 11 - s % 11
        return {10: 1, 11: 0}.get(d, d)

    return "%d%d" % (one("00" + bank + branch), one(acct))


# Italian codice fiscale / CIN tables
CF_ODD = {}
_odd_vals = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
for _i, _c in enumerate(UP):
    CF_ODD[_c] = _odd_vals[_i]
for _i, _c in enumerate(DG):
    CF_ODD[_c] = _odd_vals[_i]


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    t = 0
    for i, c in enumerate(s15):
        t += CF_ODD[c] if i % 2 == 0 else cf_even(c)
    return UP[t % 26]


def it_iban():
    abi = pick(["03069", "02008", "05034", "03062", "01030"])
    cab = dg(5)
    acct = dg(12)
    cin = cf_check(abi + cab + acct)  # CIN uses the same odd/even tables
    return iban("IT", cin + abi + cab + acct)


def cz_acct():
    while True:
        a = dg(10, True)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
        if sum(int(x) * y for x, y in zip(a, w)) % 11 == 0:
            return a


def hu_acct():
    def blk(n):
        b = dg(n - 1)
        w = [9, 7, 3, 1] * 6
        s = sum(int(x) * y for x, y in zip(b, w))
        return b + str((10 - s % 10) % 10)

    return blk(8) + blk(16)


def no_acct():
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = pick(["1503", "1506", "1602", "1207", "9710", "3000"]) + dg(6)
        r = 11 - sum(int(x) * y for x, y in zip(b, w)) % 11
        if r == 11:
            r = 0
        if r != 10:
            return b + str(r)


def verhoeff_tables():
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
    return d, p, inv


VD, VP, VINV = verhoeff_tables()


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def mod11_weights(ds, w):
    return sum(int(a) * b for a, b in zip(ds, w))


def s10(prefix, country):
    """UPU S10 item identifier with its check digit"""
    n = dg(8)
    s = mod11_weights(n, [8, 6, 4, 2, 3, 5, 9, 7])
    c = 11 - s % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + n + str(c) + country


def gtin_digit(payload):
    t = 0
    for i, ch in enumerate(reversed(payload)):
        t += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - t % 10) % 10)


def isbn13():
    p = "978" + pick(["0", "1", "3", "2"]) + dg(8)
    return p + gtin_digit(p)


def fmt_isbn(i):
    return "%s-%s-%s-%s-%s" % (i[:3], i[3], i[4:7], i[7:12], i[12])


def usps():
    p = "9400" + "1" + dg(16)
    return p + gtin_digit(p)


def ups():
    return "1Z" + rs(6, UP + DG) + pick(["03", "01", "02", "12"]) + dg(8)


def imei():
    p = pick(["35", "86", "01", "35"]) + dg(12)
    return p + luhn_digit(p)


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_val(c):
    return int(c) if c.isdigit() else VIN_T[c]


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = pick(["1HG", "1FT", "5YJ", "JTD", "2T1", "3VW", "1G1"]) + rs(5, al) + "0" + pick("NPRS") + rs(1, al) + dg(6)
    s = sum(vin_val(c) * w for c, w in zip(v, VIN_W))
    ck = s % 11
    v = v[:8] + ("X" if ck == 10 else str(ck)) + v[9:]
    need(vin_ok(v), "vin")
    return v


def vin_ok(v):
    s = sum(vin_val(c) * w for c, w in zip(v, VIN_W))
    ck = s % 11
    return v[8] == ("X" if ck == 10 else str(ck))


def aba_ok(n):
    d = [int(c) for c in n]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


# ---------------------------------------------------------------- national ids
def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return "%02d-%s" % (pick([12, 20, 27, 35, 46, 47, 81, 84, 88, 94]), dg(7))


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = dg(6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], pick("ABCD"))


def de_steuer_id():
    while True:
        ds = [R.choice("123456789")] + [R.choice(DG) for _ in range(9)]
        cnt = {}
        for c in ds:
            cnt[c] = cnt.get(c, 0) + 1
        multi = [c for c in sorted(cnt) if cnt[c] > 1]
        if len(multi) == 1 and cnt[multi[0]] in (2, 3):
            break
    prod = 10
    for c in ds:
        s = (int(c) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    ck = 11 - prod
    if ck == 10:
        ck = 0
    return "".join(ds) + str(ck)


def de_kvnr():
    letter = pick(UP)
    body = dg(8)
    ds = "%02d" % (ord(letter) - 64) + body
    t = 0
    for i, c in enumerate(ds):
        v = int(c) * (1 if i % 2 == 0 else 2)
        t += v // 10 + v % 10
    return letter + body + str(t % 10)


def fr_nir():
    sex = pick("12")
    y, m, _ = birth()
    dep = "%02d" % R.randint(1, 95)
    com = "%03d" % R.randint(1, 990)
    order = "%03d" % R.randint(1, 999)
    base = sex + "%02d" % (y % 100) + "%02d" % m + dep + com + order
    key = 97 - int(base) % 97
    return "%s %s %s %s %s %s %02d" % (base[0], base[1:3], base[3:5], base[5:7], base[7:10], base[10:13], key)


def es_dni():
    n = dg(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    letter = pick("ABB")
    n = dg(7)
    t = 0
    for i, c in enumerate(n):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        t += d
    ck = (10 - t % 10) % 10
    return letter + n + str(ck)


def _cf_consonants(s):
    return [c for c in s if c not in "AEIOU"], [c for c in s if c in "AEIOU"]


def it_cf(surname, name, female, place):
    c, v = _cf_consonants(surname.upper())
    sur = (c + v + ["X"] * 3)[:3]
    c, v = _cf_consonants(name.upper())
    if len(c) >= 4:
        nm = [c[0], c[2], c[3]]
    else:
        nm = (c + v + ["X"] * 3)[:3]
    y, m, d = birth()
    day = d + (40 if female else 0)
    s = "".join(sur) + "".join(nm) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % day + place
    return s + cf_check(s)


def it_piva():
    p = dg(7) + pick(["058", "015", "001", "063", "021"])
    return p + luhn_digit(p)


def nl_bsn():
    while True:
        ds = dg(8, True)
        s = sum(int(c) * w for c, w in zip(ds, [9, 8, 7, 6, 5, 4, 3, 2]))
        last = s % 11
        if last < 10:
            return ds + str(last)


def se_pnr():
    y, m, d = birth()
    b = "%02d%02d%02d" % (y % 100, m, d) + dg(3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def dk_cpr():
    y, m, d = birth()
    return "%02d%02d%02d-%s" % (d, m, y % 100, dg(4))


def no_fnr():
    while True:
        y, m, d = birth(1958, 1999)
        base = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % R.randint(0, 499)
        k1 = 11 - mod11_weights(base, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = base + str(k1)
        k2 = 11 - mod11_weights(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def no_orgnr():
    while True:
        b = pick("89") + dg(7)
        k = 11 - mod11_weights(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k = 0 if k == 11 else k
        if k != 10:
            s = b + str(k)
            return s[:3] + " " + s[3:6] + " " + s[6:]


def fi_hetu():
    y, m, d = birth()
    ind = "%03d" % R.randint(2, 899)
    sep = "-" if y < 2000 else "A"
    n = int("%02d%02d%02d" % (d, m, y % 100) + ind)
    return "%02d%02d%02d%s%s%s" % (d, m, y % 100, sep, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def fi_ytunnus():
    while True:
        b = dg(7, True)
        r = mod11_weights(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = dg(R.randint(5, 9), True)
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def pl_pesel():
    y, m, d = birth()
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, mm, d) + dg(4)
    s = mod11_weights(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])
    return b + str((10 - s % 10) % 10)


def pl_nip():
    while True:
        b = dg(9, True)
        c = mod11_weights(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            s = b + str(c)
            return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])


def pl_dowod():
    letters = rs(3, UP)
    digits = dg(5)
    vals = [ord(c) - 55 for c in letters]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(v * x for v, x in zip(vals, w[:3])) + sum(int(c) * x for c, x in zip(digits, w[3:]))
    return letters + str(s % 10) + digits


def cz_rc():
    while True:
        y, m, d = birth(1960, 2003)
        mm = m + (50 if R.random() < 0.5 else 0)
        b = "%02d%02d%02d" % (y % 100, mm, d) + dg(3)
        c = int(b) % 11
        if c == 10:
            continue
        return b[:6] + "/" + b[6:] + str(c)


def cz_ico():
    b = dg(7, True)
    r = mod11_weights(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    c = {0: 1, 1: 0}.get(r, 11 - r)
    return b + str(c % 10)


def hu_taj():
    b = dg(8, True)
    s = mod11_weights(b, [3, 7, 3, 7, 3, 7, 3, 7])
    s = b + str(s % 10)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def hu_adoaz():
    while True:
        b = "8" + "%05d" % R.randint(30000, 50000) + dg(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def ro_cnp():
    while True:
        y, m, d = birth(1960, 2003)
        s = (1 if R.random() < 0.5 else 2) + (4 if y >= 2000 else 0)
        b = "%d%02d%02d%02d" % (s, y % 100, m, d) + "%02d" % pick(list(range(1, 47)) + [51, 52]) + "%03d" % R.randint(1, 999)
        c = mod11_weights(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
        return b + str(1 if c == 10 else c)


def ro_cui():
    while True:
        b = dg(R.randint(7, 8), True)
        w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
        c = (mod11_weights(b, w) * 10) % 11
        return b + str(0 if c == 10 else c)


def gr_amka():
    y, m, d = birth()
    b = "%02d%02d%02d" % (d, m, y % 100) + dg(4)
    return b + luhn_digit(b)


def gr_afm():
    b = pick("0123") + dg(7)
    if b[0] == "0":
        b = pick("12") + b[1:]
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def gr_afm_company():
    b = "0" + pick("9") + dg(6)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def ru_snils():
    while True:
        b = dg(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        if s > 101:
            s %= 101
        ck = 0 if s in (100, 101) else s
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], ck)


def ru_inn12():
    b = pick(["77", "78", "50", "66", "54", "16"]) + dg(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n11 = mod11_weights(b, w1) % 11 % 10
    b += str(n11)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(mod11_weights(b, w2) % 11 % 10)


def ru_inn10():
    b = pick(["77", "78", "50", "66"]) + dg(7)
    return b + str(mod11_weights(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ua_rnokpp():
    b = dg(9, True)
    c = mod11_weights(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return b + str(c)


def cn_id():
    region = pick(["110105", "310104", "440305", "510107", "330106", "420111", "320102"])
    y, m, d = birth()
    b = region + "%04d%02d%02d" % (y, m, d) + dg(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[mod11_weights(b, w) % 11]


def jp_mynumber():
    b = dg(11, True)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = dg(12, True)
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def kr_rrn():
    y, m, d = birth(1960, 1999)
    g = pick("12")
    b = "%02d%02d%02d" % (y % 100, m, d) + g + dg(5)
    s = mod11_weights(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])
    return b[:6] + "-" + b[6:] + str((11 - s % 11) % 10)


def kr_brn():
    b = dg(3, True) + dg(2) + dg(4)
    s = mod11_weights(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    s = b + str(c)
    return "%s-%s-%s" % (s[:3], s[3:5], s[5:])


def sa_nid():
    b = "1" + dg(8)
    return b + luhn_digit(b)


def sa_vat():
    return "3" + dg(13) + "3"


def ir_melli():
    while True:
        b = dg(9)
        if len(set(b)) == 1:
            continue
        r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)


def il_tz():
    b = dg(8, True)
    return b + luhn_digit(b)


def il_company():
    b = "51" + dg(6)
    return b + luhn_digit(b)


def in_aadhaar():
    b = pick("23456789") + dg(10)
    return b + verhoeff_digit(b)


def in_pan(surname_initial):
    return rs(3, UP) + "P" + surname_initial + dg(4) + pick(UP)


GST_ALPHA = DG + UP


def in_gstin():
    state = pick(["27", "29", "07", "33", "24", "09"])
    pan = rs(3, UP) + pick("CF") + rs(1, UP) + dg(4) + pick(UP)
    b = state + pan + pick("123") + "Z"
    t = 0
    for i, c in enumerate(b):
        v = GST_ALPHA.index(c) * (1 if i % 2 == 0 else 2)
        t += v // 36 + v % 36
    return b + GST_ALPHA[(36 - t % 36) % 36]


def in_ifsc():
    return pick(["SBIN", "HDFC", "ICIC", "UTIB", "KKBK", "PUNB"]) + "0" + dg(6)


def br_cpf():
    while True:
        b = dg(9)
        if len(set(b)) > 1:
            break
    for n in (10, 11):
        s = sum(int(c) * (n - i) for i, c in enumerate(b))
        r = s % 11
        b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


def br_cnpj():
    b = dg(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = mod11_weights(b, w) % 11
        b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def vn_cccd():
    y, _, _ = birth(1965, 2003)
    prov = pick(["001", "079", "031", "048", "036", "038", "092"])
    sex = (0 if y < 2000 else 2) + pick([0, 1])
    return prov + str(sex) + "%02d" % (y % 100) + dg(6)


def th_id():
    b = pick("1358") + dg(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    return b + str((11 - s % 11) % 10)


def fmt_th(n):
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def id_nik():
    y, m, d = birth()
    if R.random() < 0.5:
        d += 40
    return pick(["3174", "3273", "3578", "3471", "5171"]) + "%02d" % R.randint(1, 12) + "%02d%02d%02d" % (d, m, y % 100) + "%04d" % R.randint(1, 999)


def mpesa_code():
    return pick("STU") + pick(UP) + rs(8, UP + DG)


# ---------------------------------------------------------------- tokens of real providers
def aws_akid():
    return "AKIA" + rs(16, B32)


def aws_secret():
    return rs(40, AL + "/+")


def gh_pat():
    return "ghp_" + rs(36, AL)


def stripe_live():
    return "sk_live_51" + rs(14, AL) + rs(83, AL)


def stripe_rk():
    return "rk_live_51" + rs(97, AL)


def openai_proj():
    return "sk-proj-" + rs(74, AL + "-_") + "T3BlbkFJ" + rs(74, AL + "-_")


def openai_old():
    return "sk-" + rs(20, AL) + "T3BlbkFJ" + rs(20, AL)


def anthropic():
    return "sk-ant-api03-" + rs(93, AL + "-_") + "AA"


def google_api():
    return "AIza" + "Sy" + rs(33, AL + "-_")


def slack_bot():
    return "xoxb-%s-%s-%s" % (dg(12, True), dg(13, True), rs(24, AL))


def sendgrid():
    return "SG." + rs(22, AL + "-_") + "." + rs(43, AL + "-_")


def npm_tok():
    return "npm_" + rs(36, AL)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(150, 170), AL + "-_")


def glpat():
    return "glpat-" + rs(20, AL + "-_")


def discord_tok():
    uid = dg(19, True)
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(6, AL + "-_") + "." + rs(38, AL + "-_")


def telegram_tok():
    return dg(10, True) + ":AA" + rs(33, AL + "-_")


def jwt(payload):
    def enc(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

    return enc({"alg": "HS256", "typ": "JWT"}) + "." + enc(payload) + "." + rs(43, AL + "-_")


def azure_key():
    return b64bytes(64)


def binance_key():
    return rs(64, AL)


def notion_tok():
    return "secret_" + rs(43, AL)


def cloudflare_tok():
    return rs(40, AL + "-_")


def totp_seed(n=32):
    return rs(n, B32)


def gh_recovery():
    return hexs(5) + "-" + hexs(5)


def git_sha():
    return hexs(40)


def sha256():
    return hexs(64)


def pnr():
    return rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


def eticket(code="220"):
    return code + dg(10)


def amazon_order(site="113"):
    return "%s-%s-%s" % (site, dg(7), dg(7))


# ---------------------------------------------------------------- passwords
W = {
    "en": ["sunset", "maple", "river", "coffee", "tiger", "falcon", "summer", "pepper", "rocket", "banana", "silver",
           "garden", "dragon", "shadow", "thunder", "cookie", "pumpkin", "harbor", "violet", "canyon", "meadow",
           "copper", "lemon", "otter", "walnut", "breeze", "comet", "biscuit", "marble", "willow"],
    "de": ["Sonnenblume", "Kaktus", "Apfelbaum", "Schnecke", "Bergsee", "Wolke", "Fahrrad", "Zitrone", "Eichhorn", "Hafen", "Pilz"],
    "fr": ["soleil", "papillon", "chocolat", "fromage", "lavande", "bonheur", "citron", "nuage", "mouette", "tournesol"],
    "es": ["girasol", "mariposa", "naranja", "tortuga", "estrella", "gato", "luna", "cometa", "sandia", "tiburon"],
    "pt": ["saudade", "jabuticaba", "coxinha", "girassol", "cachorro", "praia", "limao", "abacaxi", "estrela", "mandioca"],
    "it": ["girasole", "farfalla", "limone", "gattino", "stella", "tramonto", "fragola", "nuvola", "cannolo", "pinolo"],
    "nl": ["tulp", "fiets", "hagelslag", "molen", "stroopwafel", "konijn", "zonnetje", "regenboog", "kaas", "eendje"],
    "sv": ["kanelbulle", "sommar", "hallon", "vinter", "stuga", "blabar", "skog", "fika", "ekorre", "midsommar"],
    "da": ["hygge", "cykel", "sommerfugl", "regnbue", "bolle", "mormor", "snemand", "lakrids", "fyrtaarn", "kanel"],
    "no": ["fjell", "brunost", "hytte", "nordlys", "sjokolade", "bjorn", "skog", "solskinn", "fjord", "elg"],
    "fi": ["kissa", "sauna", "mustikka", "lumi", "karhu", "kesa", "revontuli", "metsa", "pulla", "mokki"],
    "pl": ["kotek", "jablko", "slonce", "zabka", "pierogi", "wiosna", "kwiatek", "ksiezyc", "biedronka", "malina"],
    "cs": ["kocicka", "jablicko", "slunicko", "medved", "knedlik", "veverka", "hvezda", "houba", "krtecek", "pejsek"],
    "hu": ["cica", "napsugar", "paprika", "kalacs", "macska", "tavasz", "csillag", "dinnye", "pogacsa", "medve"],
    "ro": ["soare", "pisica", "ciocolata", "primavara", "floare", "castel", "lumina", "ursulet", "cirese", "vulpe"],
    "el": ["ilios", "thalassa", "agapi", "gatoula", "kalokairi", "elia", "fengari", "portokali", "asteri", "spiti"],
    "tr": ["kedi", "gunes", "lale", "deniz", "simit", "baklava", "yildiz", "karpuz", "aslan", "bahar"],
    "ru": ["solnce", "koshka", "medved", "zima", "malina", "pelmeni", "vesna", "lastochka", "zvezda", "ryzhik"],
    "uk": ["kalyna", "sonechko", "vyshnia", "kotyk", "zirka", "kvitka", "mriya", "sokil", "barvinok", "lelka"],
    "vi": ["matroi", "hoasen", "traitim", "bienxanh", "anhyeuem", "congchua", "meocon", "phobo", "saobang", "muaxuan"],
    "id": ["sayang", "kucing", "matahari", "bunga", "rendang", "bintang", "pelangi", "merdeka", "kopi", "bulan"],
    "tl": ["mahal", "pusa", "araw", "bituin", "adobo", "mangga", "tala", "ganda", "bahay", "sampaguita"],
    "sw": ["simba", "jua", "nyota", "twiga", "chai", "mvua", "upendo", "tembo", "pwani", "rafiki"],
    "zh": ["woaini", "xiaoming", "taiyang", "baobei", "tiantian", "kuaile", "laopo", "xingxing", "pingan", "xiaobai"],
    "ja": ["sakura", "neko", "tanuki", "hikari", "sora", "momiji", "kaze", "hoshi", "ramen", "usagi"],
    "ko": ["saranghae", "gomdori", "haneul", "kimchi", "byeol", "dalbit", "tokki", "baram", "nabi", "sonamu"],
    "ar": ["qamar", "shams", "yasmin", "noor", "sahar", "layla", "bahr", "najma", "warda", "sama"],
    "fa": ["golnar", "khorshid", "mahtab", "baran", "setareh", "parvaneh", "darya", "nasim", "ghazal", "bahar"],
    "he": ["shemesh", "ahava", "kelev", "chatul", "tapuz", "kochav", "shalom", "perach", "levana", "galim"],
    "hi": ["jaihind", "pyaar", "mausam", "chandni", "suraj", "gulab", "sapna", "dosti", "titli", "barish"],
    "th": ["sanuk", "maew", "dokmai", "chaiyo", "nong", "mali", "fahsai", "dao", "mamuang", "khaosuay"],
}
SYM = "!@#$%&*?"


def pw(lang="en", style=None):
    words = W[lang]
    style = style or pick(["wordnum", "wordsym", "twowords", "leet", "gen", "phrase"])
    w1, w2 = pick(words), pick(words)
    while w2 == w1:
        w2 = pick(words)
    if style == "wordnum":
        return w1[:1].upper() + w1[1:] + str(R.randint(1970, 2019)) + pick(SYM)
    if style == "wordsym":
        return w1.lower() + pick(SYM) + w2[:1].upper() + w2[1:] + dg(2)
    if style == "twowords":
        return w1[:1].upper() + w1[1:] + w2[:1].upper() + w2[1:] + dg(R.randint(1, 3))
    if style == "leet":
        t = w1[:1].upper() + w1[1:]
        t = t.replace("o", "0").replace("a", "@").replace("e", "3")
        return t + dg(2) + pick(SYM)
    if style == "gen":
        while True:
            s = rs(R.randint(14, 20), AL + "!@#$%^&*-_")
            if any(c in DG for c in s) and any(c in "!@#$%^&*-_" for c in s) and any(c in UP for c in s):
                return s
    if style == "phrase":
        w3 = pick(words)
        return "-".join([w1.lower(), w2.lower(), w3.lower()]) + "-" + dg(2)
    raise Bad("style")


BIP39 = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access",
         "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action", "actor",
         "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance", "advice",
         "aerobic", "affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air", "airport",
         "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow", "almost", "alone", "alpha",
         "already", "also", "alter", "always", "amateur", "amazing", "among", "amount", "amused", "analyst", "anchor",
         "ancient", "anger", "angle", "angry", "animal", "ankle", "announce", "annual", "another", "answer", "antenna",
         "antique", "anxiety", "any", "apart", "apology", "appear", "apple", "approve", "april", "arch", "arctic",
         "area", "arena", "argue", "arm", "armed", "armor", "army", "around", "arrange", "arrest", "arrive", "arrow",
         "art", "artefact", "artist", "artwork", "ask", "aspect", "assault", "asset", "assist", "assume", "asthma",
         "athlete", "atom", "attack", "attend", "attitude", "attract", "auction", "audit", "august", "aunt", "author",
         "auto", "autumn", "average", "avocado", "avoid", "awake", "aware", "away", "awesome", "awful", "awkward",
         "axis", "baby", "bachelor", "bacon", "badge", "bag", "balance", "balcony", "ball", "bamboo", "banana",
         "banner", "bar", "barely", "bargain", "barrel", "base", "basic", "basket", "battle", "beach", "bean",
         "beauty", "because", "become", "beef", "before", "begin", "behave", "behind", "believe", "below", "belt",
         "bench", "benefit", "best", "betray", "better", "between", "beyond", "bicycle", "bid", "bike", "bind",
         "biology", "bird", "birth", "bitter", "black", "blade", "blame", "blanket", "blast", "bleak", "bless",
         "blind", "blood", "blossom", "blouse", "blue", "blur", "blush", "board", "boat", "body", "boil", "bomb",
         "bone", "bonus", "book", "boost", "border", "boring", "borrow", "boss", "bottom", "bounce", "box", "boy",
         "bracket", "brain", "brand", "brass", "brave", "bread", "breeze", "brick", "bridge", "brief", "bright",
         "bring", "brisk", "broccoli", "broken", "bronze", "broom", "brother", "brown", "brush", "bubble", "buddy",
         "budget", "buffalo", "build", "bulb", "bulk", "bullet", "bundle", "bunker", "burden", "burger", "burst",
         "bus", "business", "busy", "butter", "buyer", "buzz", "cabbage", "cabin", "cable", "cactus", "cage", "cake",
         "call", "calm", "camera", "camp", "can", "canal", "cancel", "candy", "cannon", "canoe", "canvas", "canyon",
         "capable", "capital", "captain", "car", "carbon", "card", "cargo", "carpet", "carry", "cart", "case",
         "cash", "casino", "castle", "casual", "cat", "catalog", "catch", "category", "cattle", "caught", "cause",
         "caution", "cave", "ceiling", "celery", "cement", "census", "century", "cereal", "certain", "chair", "chalk",
         "champion", "change", "chaos", "chapter", "charge", "chase", "chat", "cheap", "check", "cheese", "chef",
         "cherry", "chest", "chicken", "chief", "child", "chimney", "choice", "choose", "chronic", "chuckle", "chunk",
         "churn", "cigar", "cinnamon", "circle", "citizen", "city", "civil", "claim", "clap", "clarify", "claw",
         "clay", "clean", "clerk", "clever", "click", "client", "cliff", "climb", "clinic", "clip", "clock", "clog",
         "close", "cloth", "cloud", "clown", "club", "clump", "cluster", "clutch", "coach", "coast", "coconut",
         "code", "coffee", "coil", "coin", "collect", "color", "column", "combine", "come", "comfort", "comic",
         "common", "company", "concert", "conduct", "confirm", "congress", "connect", "consider", "control",
         "convince", "cook", "cool", "copper", "copy", "coral", "core", "corn", "correct", "cost", "cotton", "couch",
         "country", "couple", "course", "cousin", "cover", "coyote", "crack", "cradle", "craft", "cram", "crane",
         "crash", "crater", "crawl", "crazy", "cream", "credit", "creek", "crew", "cricket", "crime", "crisp",
         "critic", "crop", "cross", "crouch", "crowd", "crucial", "cruel", "cruise", "crumble", "crunch", "crush",
         "cry", "crystal", "cube", "culture", "cup", "cupboard", "curious", "current", "curtain", "curve", "cushion",
         "custom", "cute", "cycle", "dad", "damage", "damp", "dance", "danger", "daring", "dash", "daughter", "dawn",
         "day", "deal", "debate", "debris", "decade", "december", "decide", "decline", "decorate", "decrease", "deer",
         "defense", "define", "defy", "degree", "delay", "deliver", "demand", "demise", "denial", "dentist", "deny",
         "depart", "depend", "deposit", "depth", "deputy", "derive", "describe", "desert", "design", "desk",
         "despair", "destroy", "detail", "detect", "develop", "device", "devote", "diagram", "dial", "diamond",
         "diary", "dice", "diesel", "diet", "differ", "digital", "dignity", "dilemma", "dinner", "dinosaur",
         "direct", "dirt", "disagree", "discover", "disease", "dish", "dismiss", "disorder", "display", "distance",
         "divert", "divide", "divorce", "dizzy", "doctor", "document", "dog", "doll", "dolphin", "domain", "donate",
         "donkey", "donor", "door", "dose", "double", "dove", "draft", "dragon", "drama", "drastic", "draw", "dream",
         "dress", "drift", "drill", "drink", "drip", "drive", "drop", "drum", "dry", "duck", "dumb", "dune",
         "during", "dust", "dutch", "duty", "dwarf", "dynamic", "eager", "eagle", "early", "earn", "earth", "easily",
         "east", "easy", "echo", "ecology", "economy", "edge", "edit", "educate", "effort", "egg", "eight", "either",
         "elbow", "elder", "electric", "elegant", "element", "elephant", "elevator", "elite", "else", "embark",
         "embody", "embrace", "emerge", "emotion", "employ", "empower", "empty", "enable", "enact", "end", "endless",
         "endorse", "enemy", "energy", "enforce", "engage", "engine", "enhance", "enjoy", "enlist", "enough",
         "enrich", "enroll", "ensure", "enter", "entire", "entry", "envelope", "episode", "equal", "equip", "era",
         "erase", "erode", "erosion", "error", "erupt", "escape", "essay", "essence", "estate", "eternal", "ethics",
         "evidence", "evil", "evoke", "evolve", "exact", "example", "excess", "exchange", "excite", "exclude",
         "excuse", "execute", "exercise", "exhaust", "exhibit", "exile", "exist", "exit", "exotic", "expand",
         "expect", "expire", "explain", "expose", "express", "extend", "extra", "eye", "eyebrow", "fabric", "face",
         "faculty", "fade", "faint", "faith", "fall", "false", "fame", "family", "famous", "fan", "fancy",
         "fantasy", "farm", "fashion", "fat", "fatal", "father", "fatigue", "fault", "favorite", "feature",
         "february", "federal", "fee", "feed", "feel", "female", "fence", "festival", "fetch", "fever", "few",
         "fiber", "fiction", "field", "figure", "file", "film", "filter", "final", "find", "fine", "finger",
         "finish", "fire", "firm", "first", "fiscal", "fish", "fit", "fitness", "fix", "flag", "flame", "flash",
         "flat", "flavor", "flee", "flight", "flip", "float", "flock", "floor", "flower", "fluid", "flush", "fly",
         "foam", "focus", "fog", "foil", "fold", "follow", "food", "foot", "force", "forest", "forget", "fork",
         "fortune", "forum", "forward", "fossil", "foster", "found", "fox", "fragile", "frame", "frequent", "fresh",
         "friend", "fringe", "frog", "front", "frost", "frown", "frozen", "fruit", "fuel", "fun", "funny", "furnace",
         "fury", "future", "gadget", "gain", "galaxy", "gallery", "game", "gap", "garage", "garbage", "garden",
         "garlic", "garment", "gas", "gasp", "gate", "gather", "gauge", "gaze", "general", "genius", "genre",
         "gentle", "genuine", "gesture", "ghost", "giant", "gift", "giggle", "ginger", "giraffe", "girl", "give",
         "glad", "glance", "glare", "glass", "glide", "glimpse", "globe", "gloom", "glory", "glove", "glow", "glue",
         "goat", "goddess", "gold", "good", "goose", "gorilla", "gospel", "gossip", "govern", "gown", "grab",
         "grace", "grain", "grant", "grape", "grass", "gravity", "great", "green", "grid", "grief", "grit",
         "grocery", "group", "grow", "grunt", "guard", "guess", "guide", "guilt", "guitar", "gun", "gym", "habit",
         "hair", "half", "hammer", "hamster", "hand", "happy", "harbor", "hard", "harsh", "harvest", "hat", "have",
         "hawk", "hazard", "head", "health", "heart", "heavy", "hedgehog", "height", "hello", "helmet", "help",
         "hen", "hero", "hidden", "high", "hill", "hint", "hip", "hire", "history", "hobby", "hockey", "hold",
         "hole", "holiday", "hollow", "home", "honey", "hood", "hope", "horn", "horror", "horse", "hospital",
         "host", "hotel", "hour", "hover", "hub", "huge", "human", "humble", "humor", "hundred", "hungry", "hunt",
         "hurdle", "hurry", "hurt", "husband", "hybrid", "ice", "icon", "idea", "identify", "idle", "ignore", "ill",
         "illegal", "illness", "image", "imitate", "immense", "immune", "impact", "impose", "improve", "impulse",
         "inch", "include", "income", "increase", "index", "indicate", "indoor", "industry", "infant", "inflict",
         "inform", "inhale", "inherit", "initial", "inject", "injury", "inmate", "inner", "innocent", "input",
         "inquiry", "insane", "insect", "inside", "inspire", "install", "intact", "interest", "into", "invest",
         "invite", "involve", "iron", "island", "isolate", "issue", "item", "ivory", "jacket", "jaguar", "jar",
         "jazz", "jealous", "jeans", "jelly", "jewel", "job", "join", "joke", "journey", "joy", "judge", "juice",
         "jump", "jungle", "junior", "junk", "just", "kangaroo", "keen", "keep", "ketchup", "key", "kick", "kid",
         "kidney", "kind", "kingdom", "kiss", "kit", "kitchen", "kite", "kitten", "kiwi", "knee", "knife", "knock",
         "know", "lab", "label", "labor", "ladder", "lady", "lake", "lamp", "language", "laptop", "large", "later",
         "latin", "laugh", "laundry", "lava", "law", "lawn", "lawsuit", "layer", "lazy", "leader", "leaf", "learn",
         "leave", "lecture", "left", "leg", "legal", "legend", "leisure", "lemon", "lend", "length", "lens",
         "leopard", "lesson", "letter", "level", "liar", "liberty", "library", "license", "life", "lift", "light",
         "like", "limb", "limit", "link", "lion", "liquid", "list", "little", "live", "lizard", "load", "loan",
         "lobster", "local", "lock", "logic", "lonely", "long", "loop", "lottery", "loud", "lounge", "love",
         "loyal", "lucky", "luggage", "lumber", "lunar", "lunch", "luxury", "lyrics", "machine", "mad", "magic",
         "magnet", "maid", "mail", "main", "major", "make", "mammal", "man", "manage", "mandate", "mango",
         "mansion", "manual", "maple", "marble", "march", "margin", "marine", "market", "marriage", "mask", "mass",
         "master", "match", "material", "math", "matrix", "matter", "maximum", "maze", "meadow", "mean", "measure",
         "meat", "mechanic", "medal", "media", "melody", "melt", "member", "memory", "mention", "menu", "mercy",
         "merge", "merit", "merry", "mesh", "message", "metal", "method", "middle", "midnight", "milk", "million",
         "mimic", "mind", "minimum", "minor", "minute", "miracle", "mirror", "misery", "miss", "mistake", "mix",
         "mixed", "mixture", "mobile", "model", "modify", "mom", "moment", "monitor", "monkey", "monster", "month",
         "moon", "moral", "more", "morning", "mosquito", "mother", "motion", "motor", "mountain", "mouse", "move",
         "movie", "much", "muffin", "mule", "multiply", "muscle", "museum", "mushroom", "music", "must", "mutual",
         "myself", "mystery", "myth", "naive", "name", "napkin", "narrow", "nasty", "nation", "nature", "near",
         "neck", "need", "negative", "neglect", "neither", "nephew", "nerve", "nest", "net", "network", "neutral",
         "never", "news", "next", "nice", "night", "noble", "noise", "nominee", "noodle", "normal", "north", "nose",
         "notable", "note", "nothing", "notice", "novel", "now", "nuclear", "number", "nurse", "nut", "oak", "obey",
         "object", "oblige", "obscure", "observe", "obtain", "obvious", "occur", "ocean", "october", "odor", "off",
         "offer", "office", "often", "oil", "okay", "old", "olive", "olympic", "omit", "once", "one", "onion",
         "online", "only", "open", "opera", "opinion", "oppose", "option", "orange", "orbit", "orchard", "order",
         "ordinary", "organ", "orient", "original", "orphan", "ostrich", "other", "outdoor", "outer", "output",
         "outside", "oval", "oven", "over", "own", "owner", "oxygen", "oyster", "ozone"]


def seed_phrase(n=12):
    out = []
    while len(out) < n:
        w = pick(BIP39)
        if w not in out:
            out.append(w)
    return " ".join(out)


# ================================================================ cases
CASES = []


def case(lang, slug, note):
    def deco(f):
        CASES.append((lang, slug, note, f))
        return f

    return deco


def msgs(*parts):
    return "\n---\n".join(parts)


# ---------------------------------------------------------------- English, positive
@case("en", "airbnb-wifi-welcome", "guest Wi-Fi password and key-box code in a welcome note; router serial and listing number are look-alikes")
def _():
    ssid = pick(["Casa-Lemon", "SeasideLoft_5G", "MapleCottageGuest", "Apt4B-Guest"])
    p = pw("en", pick(["twowords", "wordnum"]))
    box = dg(4, True)
    serial = "22" + dg(3) + pick(UP) + dg(7)
    listing = dg(18, True)
    return ("Can you write a short, friendly welcome message for my Airbnb guests? Include: check-in after 3pm, keys in "
            "the key box by the side door (code %s), no shoes in the bedroom, and the Wi-Fi. Network is %s and the "
            "password is %s. If the internet drops they should unplug the TP-Link router (serial %s on the sticker) for "
            "30 seconds. Listing number is %s in case they need to message support.") % (S(box), ssid, S(p), L(serial), L(listing))


@case("en", "dotenv-aws-boto3", "AWS key pair in a pasted .env; the request id and the documentation account id in the ARN are look-alikes")
def _():
    ak, sk = aws_akid(), aws_secret()
    rid = uuid4()
    return ("boto3 keeps saying SignatureDoesNotMatch. here's my .env:\n\n```\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\n"
            "AWS_DEFAULT_REGION=eu-central-1\nS3_BUCKET=invoices-prod-archive\n```\n\nand the error:\n"
            "botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the PutObject "
            "operation. RequestId: %s\n\nthe bucket policy I copied from the docs has arn:aws:iam::%s:user/uploader in it, "
            "what am I doing wrong?") % (S(ak), S(sk), L(rid), L("123456789012"))


@case("en", "git-remote-pat", "classic GitHub token inside a remote URL; the commit hash is a look-alike")
def _():
    tok = gh_pat()
    user = pick(["dkowalski", "maria-eng", "tomhollis", "priya-s"])
    sha = hexs(7)
    return ("I set my remote like this because git kept asking for a password:\n"
            "git remote set-url origin https://%s:%s@github.com/%s/budget-app.git\n"
            "Now `git push` works but my last commit %s doesn't show on the website. Did I push to the wrong branch?"
            ) % (user, S(tok), user, L(sha))


@case("en", "stripe-live-key-test-card", "live Stripe secret key in code next to Stripe's public test card")
def _():
    k = stripe_live()
    return ("Why does this charge fail with 'Your card was declined. Your request was in live mode, but used a known test card'?\n\n"
            "```python\nimport stripe\nstripe.api_key = \"%s\"\n\nintent = stripe.PaymentIntent.create(\n    amount=2500,\n"
            "    currency=\"usd\",\n    payment_method_data={\"type\": \"card\", \"card\": {\"number\": \"%s\", \"exp_month\": 12, \"exp_year\": 2034, \"cvc\": \"123\"}},\n"
            "    confirm=True,\n)\n```") % (S(k), L("4242424242424242"))


@case("en", "hotel-form-card", "card number, expiry and CVC to fill a booking form; the hotel confirmation number is a look-alike")
def _():
    c = card(pick(["visa", "mc"]))
    e, cvc = expiry(), dg(3)
    conf = dg(2, True) + dg(7)
    return ("Can you fill this reservation form text for me so I can paste it? Guest: Daniel Osei, 2 adults, arriving "
            "14 March, leaving 17 March. Payment: card %s, exp %s, security code %s. The hotel already sent "
            "confirmation number %s, please put it in the subject line.") % (S(fmt_card(c)), S(e), S(cvc), L(conf))


@case("en", "compose-postgres-url", "credentials inside a connection string; the host is a look-alike")
def _():
    user = pick(["app", "webapp", "orders_rw"])
    p = pw("en", "gen").replace("@", "").replace("#", "").replace("%", "").replace("?", "").replace("/", "")
    host = pick(["db-prod-1.internal", "pg.staging.lan", "10.0.12.7"])
    return ("My Django container can't reach the database. docker-compose.yml:\n\n```yaml\nservices:\n  web:\n    build: .\n"
            "    environment:\n      DATABASE_URL: postgres://%s@%s:5432/shop\n    depends_on:\n      - db\n  db:\n"
            "    image: postgres:16.3\n```\n\nError: could not translate host name. Is it the depends_on?"
            ) % (S(user + ":" + p), L(host))


@case("en", "bank-sms-otp", "one-time code from a pasted bank SMS; the bank's short code is a look-alike")
def _():
    code = dg(6, True)
    short = pick(["24273", "73981", "692484"])
    return ("I got this text but I didn't try to log in?? \"Chase: Your one-time code is %s. Don't share it with anyone. "
            "We'll never call to ask for it.\" It came from %s. Is someone in my account? What should I do first?"
            ) % (S(code), L(short))


@case("en", "github-recovery-codes", "recovery codes and the authenticator setup key pasted to ask where to keep them")
def _():
    codes = [gh_recovery() for _ in range(5)]
    setup = grp(totp_seed(16), 4)
    return ("GitHub gave me these recovery codes after I turned on 2FA:\n%s\n%s\n%s\n%s\n%s\n"
            "and the setup key it showed under the QR code was %s. Is it okay to just keep all of this in my Notes app, "
            "or is there something better?") % (tuple(S(c) for c in codes) + (S(setup),))


@case("en", "otpauth-uri-seed", "TOTP seed inside an otpauth URI; the support ticket number is a look-alike")
def _():
    seed = totp_seed(32)
    ticket = dg(8, True)
    return ("My phone broke and I lost Google Authenticator. Luckily I saved the text from the QR code when I set up "
            "Dropbox: otpauth://totp/Dropbox:lena.fischer@fastmail.com?secret=%s&issuer=Dropbox\n"
            "Dropbox support (ticket %s) says they can't turn 2FA off for me. How do I get that into a new "
            "authenticator app?") % (S(seed), L(ticket))


@case("en", "metamask-seed-check", "seed phrase with the public wallet address as look-alike")
def _():
    phrase = seed_phrase(12)
    addr = "0x" + rs(40, "0123456789abcdefABCDEF")
    return ("Is this a valid recovery phrase? I wrote it down when I made my MetaMask years ago and now it says invalid: "
            "%s\nThe wallet address was %s if that helps.") % (S(phrase), L(addr))


@case("en", "eth-key-vs-txhash", "raw Ethereum private key next to a transaction hash")
def _():
    k = hexs(64)
    tx = "0x" + hexs(64)
    return ("I imported my private key %s into Rabby but the transfer I made yesterday isn't there. Etherscan shows "
            "tx %s as successful. Where did my ETH go?") % (S(k), L(tx))


@case("en", "ssh-private-key-paste", "OpenSSH private key body and its passphrase; the public key fingerprint is a look-alike")
def _():
    body = grp("b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABA" + rs(214, B64), 70, "\n")
    fp = "SHA256:" + rs(43, B64)
    phrase = pw("en", "phrase")
    return ("Is this the right file to upload to the server? It's from ~/.ssh/id_ed25519 and the passphrase is %s\n\n"
            "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\n"
            "The server shows fingerprint %s when I connect.") % (S(phrase), S(body), L(fp))


@case("en", "slack-bot-token", "Slack bot token in Python; channel id and message timestamp are look-alikes")
def _():
    t = slack_bot()
    ch = "C0" + rs(9, UP + DG)
    ts = "%d.%s" % (1712000000 + R.randint(0, 9999999), dg(6))
    return ("why does chat_postMessage return not_in_channel? the same token could reply to thread %s yesterday.\n\n"
            "```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\n"
            "client.chat_postMessage(channel=\"%s\", text=\"Deploy finished\")\n```") % (L(ts), S(t), L(ch))


@case("en", "openai-curl-header", "OpenAI project key in a curl command; the completion id is a look-alike")
def _():
    k = openai_proj()
    cid = "chatcmpl-" + rs(29, AL)
    return ("This curl works in the terminal but my PHP version returns 401:\n\ncurl https://api.openai.com/v1/chat/completions "
            "-H \"Content-Type: application/json\" -H \"Authorization: Bearer %s\" -d '{\"model\": \"gpt-4o-mini\", "
            "\"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\n\nResponse had \"id\": \"%s\". What's different in PHP?"
            ) % (S(k), L(cid))


@case("en", "anthropic-env-key", "Anthropic key in .env; the request id in the error is a look-alike")
def _():
    k = anthropic()
    rid = "req_011C" + rs(20, AL)
    return ("Getting overloaded_error sometimes. Setup:\n.env\nANTHROPIC_API_KEY=%s\nMODEL=claude-3-5-sonnet-latest\n\n"
            "Last failure had request_id %s. Should I add retries or is my key rate limited?") % (S(k), L(rid))


@case("en", "maps-key-place-id", "Google Maps key in HTML; Google's documentation Place ID is a look-alike")
def _():
    k = google_api()
    return ("The map on my bakery's site stays grey. Code:\n<script async src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>\n"
            "and in initMap I use placeId: \"%s\" which I copied from a tutorial. Is that the problem?"
            ) % (S(k), L("ChIJN1t_tDeuEmsRUsoyG83frY4"))


@case("en", "sendgrid-smtp-settings", "SendGrid key as SMTP password; the literal username apikey is a look-alike")
def _():
    k = sendgrid()
    return ("Django won't send mail through SendGrid:\nEMAIL_HOST = 'smtp.sendgrid.net'\nEMAIL_HOST_USER = '%s'\n"
            "EMAIL_HOST_PASSWORD = '%s'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nIt says 535 Authentication failed. "
            "Should the user be my email instead?") % (L("apikey"), S(k))


@case("en", "discord-bot-token", "Discord bot token; the guild id is a look-alike")
def _():
    t = discord_tok()
    gid = dg(19, True)
    return ("my discord.py bot goes online but slash commands don't show up in my server (guild id %s). "
            "bot.run(\"%s\") at the bottom. do I need to sync the tree?") % (L(gid), S(t))


@case("en", "telegram-bot-token", "Telegram bot token; the group chat id is a look-alike")
def _():
    t = telegram_tok()
    chat = "-100" + dg(10, True)
    return ("Small script to send my plant sensor readings to Telegram:\nrequests.get(f\"https://api.telegram.org/bot%s/sendMessage\", "
            "params={\"chat_id\": \"%s\", \"text\": msg})\nIt works for my private chat but not the group. Why?"
            ) % (S(t), L(chat))


@case("en", "jwt-bearer-request-id", "JWT bearer token in a curl; the X-Request-ID header is a look-alike")
def _():
    t = jwt({"sub": dg(6, True), "email": "r.mensah@gmail.com", "role": "customer", "iat": 1734000000 + R.randint(0, 9999999)})
    rid = uuid4()
    return ("The API returns 403 even though I'm logged in. I copied the request from devtools:\n"
            "curl 'https://api.myfitnessclub.app/v2/bookings' -H 'Authorization: Bearer %s' -H 'X-Request-ID: %s'\n"
            "Could the token be for the wrong role?") % (S(t), L(rid))


@case("en", "cookie-header-session", "session cookie in a copied Cookie header; the analytics cookie is a look-alike")
def _():
    sess = rs(32, LO + DG)
    ga = "GA1.1.%s.%d" % (dg(10, True), 1720000000 + R.randint(0, 9999999))
    return ("I'm scraping my own order history from a shop that has no export. My request sends this header and still gets the login page:\n"
            "Cookie: sessionid=%s; _ga=%s; cookie_consent=true\nDo I need the csrftoken too?") % (S(sess), L(ga))


@case("en", "w4-ssn-employer-ein", "the user's and spouse's SSNs; the employer's EIN from the W-2 is a look-alike")
def _():
    ssn = us_ssn()
    sp = us_ssn()
    ein = us_ein()
    return ("Help me fill out the IRS Form 8821 draft. My name is Carla Jiménez, SSN %s, address 1408 Birchwood Ln, "
            "Tucson AZ. We file jointly, my husband Luis's SSN is %s. The employer on my W-2 is Desert Valley Dental "
            "LLC, EIN %s. What goes on line 3?") % (S(ssn), S(sp), L(ein))


@case("en", "visa-form-passport", "own passport number for a visa form; flight and booking reference are look-alikes")
def _():
    pp = dg(9, True)
    ref = pnr()
    return ("I'm filling out the ESTA-like form for Canada (eTA). Passport number %s, issued 2021, expires 2031. "
            "I fly Air Canada AC 851, booking reference %s. Does the form need my booking reference at all?"
            ) % (S(pp), L(ref))


@case("en", "car-rental-license", "California driver license number; the reservation number is a look-alike")
def _():
    dl = pick(UP) + dg(7)
    res = "K" + dg(9)
    return ("The rental counter app asks for my license again. It's a California license, %s, exp 2029. "
            "Reservation number %s. Is it normal that they need it twice?") % (S(dl), L(res))


@case("en", "insurance-member-id", "health insurance member id; group and claim numbers are look-alikes")
def _():
    mid = rs(3, UP) + dg(9)
    grpn = dg(6, True)
    claim = "E" + dg(11)
    return ("Can you draft an appeal letter to my insurer? Member ID %s, group number %s. They denied claim %s for "
            "my MRI on 4 June, saying it wasn't pre-authorized, but my doctor's office says they called it in.") % (S(mid), L(grpn), L(claim))


@case("en", "direct-deposit-routing", "own bank account number; the bank's routing number is a look-alike")
def _():
    acct = dg(R.choice([10, 12]), True)
    routing = pick(["021000021", "026009593", "121000248", "011401533"])
    need(aba_ok(routing), "aba")
    return ("Payroll wants my direct deposit info in an email. Can you write it up nicely? Bank: Chase, checking, "
            "routing %s, account %s. Start date with the new employer is the 1st.") % (L(routing), S(acct))


@case("en", "uk-payroll-nino-sortcode", "National Insurance number and account number; the sort code is a look-alike")
def _():
    ni = uk_nino()
    sc = "%s-%s-%s" % (dg(2, True), dg(2), dg(2))
    acc = dg(8, True)
    return ("New job starts Monday and HR sent a starter form. Could you check I've got everything: NI number %s, "
            "bank Monzo, sort code %s, account number %s, student loan plan 2. Anything missing?"
            ) % (S(ni), L(sc), S(acc))


@case("en", "pet-sitter-codes", "front door code and alarm code for a sitter; the vet's phone is a look-alike")
def _():
    door = dg(4, True)
    alarm = dg(4, True)
    while alarm == door:
        alarm = dg(4, True)
    vet = "(503) 555-%s" % dg(4)
    return ("Write a note for our cat sitter please. Front door keypad: %s then the check mark. Alarm panel is in the "
            "hallway, disarm with %s within 30 seconds. Mochi eats at 7am and 6pm, half a can. Vet is Hawthorne "
            "Animal Clinic %s.") % (S(door), S(alarm), L(vet))


@case("en", "lockbox-checkin", "key-box code; the Airbnb confirmation code is a look-alike")
def _():
    box = dg(4)
    conf = "HM" + rs(8, UP + DG)
    return ("Host messaged: \"The keys are in the lockbox on the gate, code %s. Your reservation %s is confirmed.\" "
            "Can you translate this into Portuguese for my parents?") % (S(box), L(conf))


@case("en", "hotel-safe-room", "in-room safe code next to a room number of the same length")
def _():
    room = "%d%02d" % (R.randint(10, 22), R.randint(1, 40))
    safe = dg(4, True)
    while safe == room:
        safe = dg(4, True)
    return ("Remind me tomorrow: our room is %s and I set the safe to %s. Passports and the spare cash are in it. "
            "Checkout is 11.") % (L(room), S(safe))


@case("en", "doordash-gate-code", "community gate code in delivery instructions; the order number is a look-alike")
def _():
    gate = "#" + dg(4, True)
    order = dg(10, True)
    return ("Rewrite my delivery instructions so they're clearer: \"gate code %s, building C, up the stairs, leave by "
            "the blue mat dont knock baby sleeping\". This is for order %s.") % (S(gate), L(order))


@case("en", "security-question-answers", "answers to security questions; the credit union's phone number is a look-alike")
def _():
    maiden = pick(["Kowalczyk", "Abernathy", "Delacroix", "Nakamura", "Okonkwo", "Fitzgerald"])
    pet = pick(["Biscuit", "Pickles", "Sir Fluffington", "Bandit", "Noodle"])
    street = pick(["Magnolia Court", "Hollis Avenue", "Tern Road"])
    phone = "1-877-%s-%s" % (dg(3, True), dg(4))
    return ("Setting up security questions at my credit union (their line is %s if I get locked out) and I always "
            "forget what I put. For the record: mother's maiden name = %s, first pet = %s, street I grew up on = %s. "
            "Can you remind me if I ask later?") % (L(phone), S(maiden), S(pet), S(street))


@case("en", "netflix-announced-next", "password announced in one message and given in the next; the TV model is a look-alike")
def _():
    p = pw("en", pick(["wordnum", "twowords"]))
    model = "UN55TU" + dg(4, True)
    return msgs("I'm going to set up Netflix on my mom's new Samsung (%s) over the phone. I'll send you the login in the "
                "next message, can you write simple step-by-step instructions for her?" % L(model),
                "email is ruth.adler52@yahoo.com and password %s" % S(p))


@case("en", "wifi-correction", "Wi-Fi password corrected in a second message; both are secrets; the router model is a look-alike")
def _():
    p1 = pw("en", "wordsym")
    p2 = p1[:-2] + dg(2)
    while p2 == p1:
        p2 = p1[:-2] + dg(2)
    return msgs("make a little printable sign for the guest room: WiFi HomeNet-Upstairs, password %s" % S(p1),
                "oh wait, I changed it when the router was replaced (it's a Nighthawk %s now). it's %s" % (L("RAX50"), S(p2)))


@case("en", "api-key-in-two-parts", "an API key sent in two halves across messages; the request id is a look-alike")
def _():
    k = openai_old()
    a, b = k[:26], k[26:]
    req = "req_" + hexs(32)
    return msgs("my app keeps cutting off my key when I paste it so I'll send it in pieces. first part: %s" % S(a),
                "second part: %s\ncan you join them and tell me if it looks like a valid OpenAI key format? the app "
                "only says 401 with %s" % (S(b), L(req)))


@case("en", "password-table-accounts", "passwords in a markdown table; customer numbers are look-alikes")
def _():
    rows = [("Comcast", "hollis.fam", pw("en", "wordnum"), "8155 40 " + dg(3) + " " + dg(7)),
            ("PG&E", "hollis.fam@gmail.com", pw("en", "twowords"), dg(10, True)),
            ("City water", "jhollis", pw("en", "leet"), dg(7, True))]
    lines = ["| Service | Login | Password | Account # |", "|---|---|---|---|"]
    for svc, login, p, acct in rows:
        lines.append("| %s | %s | %s | %s |" % (svc, login, S(p), L(acct)))
    return "Can you sort this table by service name and add a column for due date (leave it blank)?\n\n" + "\n".join(lines)


@case("en", "auth-log-leak", "plaintext password leaked in an application log; the trace id is a look-alike")
def _():
    p = pw("en", pick(["wordnum", "leet"]))
    trace = hexs(32)
    return ("Found this in our app log, is this a bug in our logging?\n2025-03-11T09:14:22Z WARN auth.LoginController "
            "login failed user=mbrennan password=%s ip=203.0.113.45 trace_id=%s\nHow do I stop it from logging that field?"
            ) % (S(p), L(trace))


@case("en", "k8s-secret-manifest", "base64 password in a Kubernetes Secret; the image digest is a look-alike")
def _():
    raw = pw("en", "gen")
    enc = base64.b64encode(raw.encode()).decode()
    dig = "sha256:" + sha256()
    return ("My pod says CreateContainerConfigError. Manifests:\n\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n"
            "type: Opaque\ndata:\n  password: %s\n---\napiVersion: apps/v1\nkind: Deployment\nspec:\n  template:\n    spec:\n"
            "      containers:\n        - name: api\n          image: ghcr.io/acme/api@%s\n          env:\n            - name: DB_PASSWORD\n"
            "              valueFrom:\n                secretKeyRef:\n                  name: db-credentials\n                  key: password\n```"
            ) % (S(enc), L(dig))


@case("en", "npmrc-auth-token", "npm automation token in .npmrc; the package version is a look-alike")
def _():
    t = npm_tok()
    ver = "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
    return ("npm publish fails with E404 for my scoped package @kestrel/ui-kit@%s. My ~/.npmrc:\n"
            "//registry.npmjs.org/:_authToken=%s\n@kestrel:registry=https://registry.npmjs.org/\nIs the scope line wrong?"
            ) % (L(ver), S(t))


@case("en", "pypirc-token", "PyPI API token in .pypirc; the literal username __token__ is a look-alike")
def _():
    t = pypi_tok()
    return ("twine upload gives 403 Invalid or non-existent authentication information. ~/.pypirc:\n\n[pypi]\n  username = %s\n"
            "  password = %s\n\nI created the token for this project only. What else could it be?") % (L("__token__"), S(t))


@case("en", "gitlab-ci-token", "GitLab token in a CI script; pipeline id and commit are look-alikes")
def _():
    t = glpat()
    pipe = dg(10, True)
    sha = git_sha()
    return ("Pipeline #%s failed at the release step on commit %s. The job runs:\n"
            "curl --header \"PRIVATE-TOKEN: %s\" --upload-file dist/app.tar.gz \"https://gitlab.com/api/v4/projects/48213377/packages/generic/app/1.4.0/app.tar.gz\"\n"
            "It returns 403. Is it a scope thing?") % (L(pipe), L(sha), S(t))


@case("en", "docker-login-password", "Docker Hub password on a command line; the image digest is a look-alike")
def _():
    p = pw("en", "gen")
    dig = "sha256:" + sha256()
    return ("In our Jenkins job I have `docker login -u rgarcia-ops -p %s` and then pull mycorp/worker@%s. "
            "Jenkins prints a warning about --password-stdin. How do I change it?") % (S(p), L(dig))


@case("en", "azure-storage-connstring", "Azure storage account key inside a connection string; the ms request id is a look-alike")
def _():
    k = azure_key()
    rid = uuid4()
    return ("Azure Functions local run fails with 403 AuthorizationFailure. local.settings.json has\n"
            "\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=photoresizerst01;AccountKey=%s;EndpointSuffix=core.windows.net\"\n"
            "x-ms-request-id: %s") % (S(k), L(rid))


@case("en", "mongodb-srv-uri", "credentials in a MongoDB SRV URI; the cluster host is a look-alike")
def _():
    user = pick(["admin", "leo", "appUser"])
    p = rs(16, AL)
    host = "cluster0.%s.mongodb.net" % rs(5, LO + DG)
    return ("MongoServerSelectionError when I deploy to Render, but locally fine.\nMONGO_URI=mongodb+srv://%s@%s/recipes?retryWrites=true&w=majority\n"
            "Do I need to whitelist 0.0.0.0/0?") % (S(user + ":" + p), L(host))


@case("en", "redis-url-password", "user:password part of a Redis URL; the host is a look-alike")
def _():
    p = rs(32, AL)
    host = "redis-%s.c%d.us-east-1-2.ec2.redns.redis-cloud.com" % (dg(5, True), R.randint(100, 399))
    return ("Celery can't connect: Error 110 connecting. Broker URL:\nredis://%s@%s:%d/0\nI'm on the free plan."
            ) % (S("default:" + p), L(host), R.randint(10000, 19999))


@case("en", "gmail-app-password", "Gmail app password in four groups; the msmtp version is a look-alike")
def _():
    ap = " ".join(rs(4, LO) for _ in range(4))
    ver = "1.8.%d" % R.randint(10, 26)
    return ("I made an app password for my Raspberry Pi to send alerts: %s. Do I type it with the spaces in the msmtp "
            "config or without? msmtp is version %s.") % (S(ap), L(ver))


@case("en", "revoked-stripe-key-history", "a live key the user says is revoked is still a secret; the commit hash is a look-alike")
def _():
    k = stripe_rk()
    sha = git_sha()
    return ("I accidentally committed our restricted key %s in commit %s. I already rolled it in the Stripe dashboard. "
            "Do I still need to rewrite the git history?") % (S(k), L(sha))


@case("en", "bank-email-temp-password", "temporary password from a pasted bank e-mail; the case number is a look-alike")
def _():
    tmp = rs(4, UP) + dg(2) + rs(2, LO) + pick(SYM) + dg(1)
    case_no = "CS" + dg(8, True)
    return ("Is this email legit or phishing?\n\n\"Dear Member, as requested your online banking password was reset. "
            "Your temporary password is %s and must be changed at first sign-in. Reference case %s. "
            "Navy Federal Credit Union\"\n\nI did call them yesterday.") % (S(tmp), L(case_no))


@case("en", "amex-airline-booking", "Amex number, expiry and 4-digit CID for a booking; flight number is a look-alike")
def _():
    c = card("amex")
    e = expiry()
    cid = dg(4, True)
    fare = "%d.%02d" % (R.randint(300, 1400), R.randint(0, 99))
    return ("The airline site keeps timing out, so I'll call them. Can you write me a script to read out? Flight DL %s on "
            "the 22nd, fare $%s, pay with Amex %s expiring %s, CID %s, billing zip 30306."
            ) % (L(str(R.randint(1000, 2999))), fare, S(fmt_card(c)), S(e), S(cid))


@case("en", "binance-api-pair", "exchange API key and secret; the order id is a look-alike")
def _():
    k, s = binance_key(), binance_key()
    oid = dg(11, True)
    return ("My trading bot gets -1022 Signature for this request is not valid.\nBINANCE_KEY=%s\nBINANCE_SECRET=%s\n"
            "Last successful order id was %s. Did they change the signing?") % (S(k), S(s), L(oid))


@case("en", "home-assistant-token", "Home Assistant long-lived token; the version string is a look-alike")
def _():
    t = jwt({"iss": hexs(32), "iat": 1700000000 + R.randint(0, 9999999), "exp": 2015000000 + R.randint(0, 9999999)})
    ver = "2024.%d.%d" % (R.randint(1, 12), R.randint(0, 5))
    return ("After updating to Home Assistant %s my Node-RED server node says 401. Token in the config node is %s. "
            "Should I make a new long-lived token?") % (L(ver), S(t))


@case("en", "router-admin-password", "router admin password and Wi-Fi password; the router MAC address is a look-alike")
def _():
    p = pw("en", pick(["wordsym", "leet"]))
    w = pw("en", "twowords")
    mac = ":".join(rs(2, "0123456789ABCDEF") for _ in range(6))
    return ("I changed my Netgear admin password to %s and the Wi-Fi password to %s, and now the Orbi app won't "
            "connect to the base unit (MAC %s). Do I need to reset it?") % (S(p), S(w), L(mac))


@case("en", "phone-pin-puk", "SIM PIN and PUK; the IMEI is a look-alike")
def _():
    pin = dg(4, True)
    puk = dg(8, True)
    im = imei()
    return ("My dad's phone says SIM locked. The card the SIM came on says PIN %s and PUK %s. Phone IMEI is %s. "
            "Which one do I type first, and how many tries does he have?") % (S(pin), S(puk), L(im))


@case("en", "debit-pin-masked-card", "debit card PIN; the masked card number is a look-alike")
def _():
    pin = dg(4, True)
    last4 = dg(4, True)
    while last4 == pin:
        last4 = dg(4, True)
    return ("The new debit card (%s) arrived and I chose PIN %s at the branch. My husband wants to use it too, "
            "is it against the bank's terms to tell him?") % (L("**** **** **** " + last4), S(pin))


@case("en", "medicare-mbi", "own Medicare Beneficiary Identifier; the CMS example MBI is a look-alike")
def _():
    al = "ACDEFGHJKMNPQRTUVWXY"
    an = al + DG
    mbi = "%d%s%s%d-%s%s%d-%s%s%d%d" % (R.randint(1, 9), pick(al), pick(an), R.randint(0, 9), pick(al), pick(an),
                                       R.randint(0, 9), pick(al), pick(al), R.randint(0, 9), R.randint(0, 9))
    return ("My mother's new Medicare card came. Her number is %s. The leaflet shows %s as an example; is the "
            "dash format the one I put on the pharmacy form?") % (S(mbi), L("1EG4-TE5-MK73"))


@case("en", "garage-code-spelled", "garage keypad code spelled out in words; the opener model is a look-alike")
def _():
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    ds = dg(4, True)
    spelled = " ".join(words[int(c)] for c in ds)
    model = pick(["877MAX", "KPR2000", "940EV-P2"])
    return ("Voice assistant kept mishearing so I'm typing it: the garage keypad code is %s, then press enter. "
            "It's a LiftMaster %s keypad. Can you write a text to my neighbor so she can get the lawnmower?") % (S(spelled), L(model))


@case("en", "minecraft-rcon-props", "RCON password in server.properties; the world seed is a look-alike")
def _():
    p = pw("en", "twowords")
    seed = "-" + dg(19, True)
    return ("My kids' Minecraft server: mcrcon can't connect. server.properties:\nenable-rcon=true\nrcon.port=25575\n"
            "rcon.password=%s\nlevel-seed=%s\nmotd=Tyler and Ava's world\nIs the port blocked?") % (S(p), L(seed))


@case("en", "wifi-qr-string", "Wi-Fi password inside a WIFI: QR payload; the access point serial is a look-alike")
def _():
    p = pw("en", "phrase")
    serial = rs(12, "0123456789ABCDEF")
    return ("I want to print a QR code for our cafe Wi-Fi. Is this string right? WIFI:T:WPA;S:Bean There Cafe;P:%s;; "
            "Some phones say the network is not found. The access point is a U6-Lite, serial %s.") % (S(p), L(serial))


@case("en", "datadog-key-vs-md5", "Datadog API key beside an MD5 checksum of the same shape")
def _():
    k = hexs(32)
    md5 = hexs(32)
    return ("The agent install script failed halfway. I ran DD_API_KEY=%s DD_SITE=\"datadoghq.eu\" bash -c \"$(curl -L "
            "https://install.datadoghq.com/scripts/install_script_agent7.sh)\" and the downloaded package md5 was %s. "
            "Could the download be corrupt?") % (S(k), L(md5))


@case("en", "gift-card-claim-code", "gift card claim code; the order number is a look-alike")
def _():
    code = "%s-%s-%s" % (rs(4, UP + DG), rs(6, UP + DG), rs(5, UP + DG))
    order = amazon_order("114")
    return ("My aunt sent me a gift card but it says already redeemed?? The claim code is %s. She bought it in order %s. "
            "What do I tell customer service?") % (S(code), L(order))


@case("en", "apns-p8-key", "APNs .p8 private key; the key id and team id are look-alikes")
def _():
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rs(44, B64) + "\n" + rs(64, B64) + "\n" + rs(44, B64)
    kid = rs(10, UP + DG)
    team = rs(10, UP + DG)
    return ("Push notifications stopped. My server uses key id %s and team id %s with this key:\n-----BEGIN PRIVATE KEY-----\n%s\n"
            "-----END PRIVATE KEY-----\nDoes the p8 expire?") % (L(kid), L(team), S(body))


@case("en", "heroku-uuid-key", "Heroku API key shaped like a UUID next to an app UUID")
def _():
    k = uuid4()
    app = uuid4()
    return ("GitHub Actions deploy to Heroku fails: HEROKU_API_KEY=%s is set as a secret, app id is %s. "
            "Error says Invalid credentials provided. Could the key have expired?") % (S(k), L(app))


@case("en", "notion-token-db-id", "Notion integration token; the database id (32 hex) is a look-alike")
def _():
    t = notion_tok()
    db = hexs(32)
    return ("Notion API returns object_not_found for database %s. My integration secret is %s. "
            "I can open the database in the browser fine.") % (L(db), S(t))


@case("en", "paypal-for-dad-multi", "password and the texted 2FA code given in two messages; the PayPal transaction id is a look-alike")
def _():
    p = pw("en", "wordnum")
    code = dg(6, True)
    txn = rs(17, UP + DG)
    return msgs("I'm helping my dad log into PayPal from my laptop. His password is %s, it says a code was sent." % S(p),
                "ok he read me the code: %s. now it wants to 'remember this device', should he say yes? after that "
                "he wants to check transaction %s" % (S(code), L(txn)))


@case("en", "cloudflare-token-zone", "Cloudflare API token; the zone id and the ray id are look-alikes")
def _():
    t = cloudflare_tok()
    zone = hexs(32)
    ray = hexs(16) + "-" + pick(["FRA", "AMS", "LHR", "IAD"])
    return ("Trying to purge cache from a script:\ncurl -X POST \"https://api.cloudflare.com/client/v4/zones/%s/purge_cache\" "
            "-H \"Authorization: Bearer %s\" --data '{\"purge_everything\":true}'\nResponse: Authentication error 10000, "
            "cf-ray %s.") % (L(zone), S(t), L(ray))


# ---------------------------------------------------------------- English, negative
@case("en", "aws-docs-example-keys", "AWS documentation example key pair only")
def _():
    return ("In the AWS CLI docs they show AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
            "credentials file example. For a workshop slide, can I use those as-is, or could they be mistaken for real keys? "
            "Write the slide text for me.").replace("AKIAIOSFODNN7EXAMPLE", L("AKIAIOSFODNN7EXAMPLE")).replace(
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", L("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"))


@case("en", "stripe-test-cards-qa", "Stripe documentation test cards and documentation test key")
def _():
    return ("Writing QA steps for checkout. Success case: %s, any future date, any CVC. Decline case: %s. "
            "For 3-D Secure: %s. The docs sample uses %s as the secret key, so our staging config should use our own "
            "test key instead, right?") % (L("4242 4242 4242 4242"), L("4000 0000 0000 0002"), L("4000 0027 6000 3184"),
                                             L("sk_test_4eC39HqLyjWDarjtT1zdp7dc"))


@case("en", "tracking-two-carriers", "UPS and USPS tracking numbers")
def _():
    u = ups()
    p = usps()
    return ("Two packages are stuck. UPS %s says 'exception: address' and USPS %s hasn't moved since Tuesday. "
            "Write a polite message to the seller asking which one has the charger.") % (L(u), L(grp(p, 4)))


@case("en", "git-bisect-commits", "commit hashes and a tag")
def _():
    good, bad = git_sha(), git_sha()
    tag = "v%d.%d.%d" % (R.randint(1, 4), R.randint(0, 20), R.randint(0, 9))
    return ("How do I run git bisect between %s (good, that's tag %s) and %s (bad)? The test that breaks is "
            "tests/test_export.py::test_csv_header.") % (L(good), L(tag), L(bad))


@case("en", "iso-sha256-verify", "a published checksum and a version string")
def _():
    h = sha256()
    ver = "24.04.%d" % R.randint(1, 3)
    return ("I downloaded ubuntu-%s-desktop-amd64.iso and the site lists SHA256 %s. How do I check it on a Mac, "
            "and what if it doesn't match?") % (L(ver), L(h))


@case("en", "amazon-return-order", "order number and return authorization number")
def _():
    o = amazon_order()
    rma = "D" + rs(8, UP + DG)
    return ("Amazon approved my return for order %s, RMA %s, but the UPS store says the QR code is invalid. "
            "What can I do before the window closes?") % (L(o), L(rma))


@case("en", "placeholder-config-template", "placeholders in a config template")
def _():
    return ("I'm writing a README. Is this a good .env.example?\n\nOPENAI_API_KEY=%s\nDATABASE_URL=postgres://%s@localhost:5432/app\n"
            "STRIPE_SECRET_KEY=%s\nJWT_SECRET=%s") % (L("your_api_key_here"), L("<user>:<password>"), L("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"),
                                                       L("change-me"))


@case("en", "statement-masked-card", "masked card numbers and a transaction reference from a statement")
def _():
    l4a, l4b = dg(4, True), dg(4, True)
    ref = dg(23, True)
    return ("My statement shows a charge I don't recognize: 'SQ *BLUE FERN 02/11 $38.50' on card %s, reference %s. "
            "My other card %s has nothing. Is SQ Square? Help me write a dispute.") % (L("xxxx-xxxx-xxxx-" + l4a), L(ref), L("**** " + l4b))


@case("en", "famous-passwords-talk", "famous example passwords discussed as examples")
def _():
    return ("For a security awareness talk I want a slide with bad passwords: %s, %s, %s, and the xkcd one %s. "
            "Add one sentence on why each is bad.") % (L("123456"), L("P@ssw0rd"), L("hunter2"), L("correct horse battery staple"))


@case("en", "eticket-pnr", "airline booking reference and e-ticket number")
def _():
    ref = pnr()
    tk = eticket(pick(["016", "001", "006"]))
    return ("United changed my flight and I want a refund, not the new time. Confirmation %s, ticket number %s. "
            "What rule covers a 3-hour schedule change?") % (L(ref), L(tk))


@case("en", "laptop-warranty-serial", "serial number, model number and IMEI")
def _():
    sn = rs(10, "CDFGHJKLMNPQRTVWXY0123456789")
    im = imei()
    return ("Apple support form: MacBook Air serial %s, model %s; also my iPhone IMEI %s. Which warranty status do "
            "I check first?") % (L(sn), L("A2681"), L(im))


@case("en", "vendor-invoice-ein", "a vendor's EIN and invoice number")
def _():
    ein = us_ein()
    inv = "INV-" + dg(6, True)
    return ("A contractor sent invoice %s with EIN %s on it. For the 1099-NEC do I put that EIN in the recipient TIN box?"
            ) % (L(inv), L(ein))


@case("en", "charity-iban-donation", "a charity's IBAN, charity number and payment reference")
def _():
    ib = iban("GB", pick(["NWBK", "BARC", "LOYD"]) + dg(6) + dg(8))
    ch = str(R.randint(200000, 1199999))
    ref = "GIFT" + dg(5, True)
    return ("I'm donating from my Dutch account to a UK charity. Their page says: IBAN %s, registered charity no. %s, "
            "use reference %s. Do I pick SEPA or international transfer?") % (L(giban(ib)), L(ch), L(ref))


@case("en", "routing-swift-question", "a bank's routing number and SWIFT code asked about")
def _():
    return ("My cousin in Ghana wants to send me money. Chase told me to give routing %s for wires and SWIFT %s. "
            "Why are there two and which does he need?") % (L("021000021"), L("CHASUS33"))


@case("en", "jwt-io-example-token", "the jwt.io example token and its placeholder secret")
def _():
    t = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
         "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    return ("Explain each part of this token from the jwt.io homepage: %s. It says signature verified with %s. "
            "Why does iat look like a weird number?") % (L(t), L("your-256-bit-secret"))


@case("en", "package-lock-integrity", "integrity hash and version in a lockfile")
def _():
    integ = "sha512-" + b64bytes(64)
    ver = "4.%d.%d" % (R.randint(10, 21), R.randint(0, 9))
    return ("package-lock.json shows \"version\": \"%s\", \"integrity\": \"%s\" for express and CI fails with "
            "EINTEGRITY. Should I delete the lockfile?") % (L(ver), L(integ))


@case("en", "ssn-famous-examples", "well-known invalid example SSNs")
def _():
    return ("For test data in our HR app, is it okay to use %s (the Woolworth wallet one) or %s from the old SSA ad? "
            "Or should we use the 9xx range? Write a short policy.") % (L("078-05-1120"), L("219-09-9999"))


@case("en", "book-citations", "ISBN and DOI in citations")
def _():
    i = isbn13()
    doi = "10.%d/%s" % (R.randint(1000, 1199), rs(8, LO + DG))
    return ("Format these in APA 7: the textbook with ISBN %s (Pearson 2019) and the article doi %s. "
            "I don't know the page numbers.") % (L(fmt_isbn(i)), L(doi))


@case("en", "redacted-log-values", "redacted and masked values in a log")
def _():
    tail = rs(4, AL)
    return ("Our log scrubber outputs lines like `POST /login user=jdoe password=%s` and `api_key=%s`. "
            "Is it enough to show the last four characters, or is that a risk?") % (L("[REDACTED]"), L("sk-...." + tail))


@case("en", "used-car-vin", "VIN and licence plate of a car for sale")
def _():
    v = vin()
    plate = dg(1, True) + rs(3, UP) + dg(3)
    return ("Looking at a used 2017 Civic, VIN %s, plate %s. Which free report can show accidents? "
            "Does the 9th character mean anything?") % (L(v), L(plate))


@case("en", "totp-rfc-test-vectors", "documentation TOTP example seed and RFC 6238 test secret")
def _():
    return ("For unit tests of my TOTP code, I'm using the Google Authenticator wiki example %s and the RFC 6238 test "
            "secret %s (ASCII). Why do my 8-digit results match only for SHA1?") % (L("JBSWY3DPEHPK3PXP"), L("12345678901234567890"))


@case("en", "uuid-migration-ids", "UUIDs and a pod name")
def _():
    a, b = uuid4(), uuid4()
    pod = "api-%s-%s" % (rs(10, LO + DG), rs(5, LO + DG))
    return ("Alembic says 'Can't locate revision %s'. The DB has %s in alembic_version. Pod %s is crashlooping because of it."
            ) % (L(a), L(b), L(pod))


# ---------------------------------------------------------------- more public-format helpers
def mod10_21(x):
    s = 0
    for i, ch in enumerate(reversed(x)):
        p = int(ch) * (2 if i % 2 == 0 else 1)
        s += p // 10 + p % 10
    return str((10 - s % 10) % 10)


def boleto():
    bank = pick(["341", "237", "001", "104"])
    fator = str(R.randint(9700, 9999))
    valor = "%010d" % R.randint(4000, 95000)
    livre = dg(25)
    b43 = bank + "9" + fator + valor + livre
    s, w = 0, 2
    for ch in reversed(b43):
        s += int(ch) * w
        w = 2 if w == 9 else w + 1
    dv = 11 - s % 11
    if dv in (0, 10, 11):
        dv = 1
    f1 = bank + "9" + livre[:5]
    f1 += mod10_21(f1)
    f2 = livre[5:15]
    f2 += mod10_21(f2)
    f3 = livre[15:25]
    f3 += mod10_21(f3)
    return "%s.%s %s.%s %s.%s %d %s" % (f1[:5], f1[5:], f2[:5], f2[5:], f3[:5], f3[5:], dv, fator + valor)


def ru_account(bik):
    acct = "40817810" + "0" + dg(11)
    comb = bik[-3:] + acct
    w = [7, 1, 3] * 8
    s0 = sum((int(d) * x) % 10 for d, x in zip(comb, w))
    key = ((s0 % 10) * 3) % 10
    acct = acct[:8] + str(key) + acct[9:]
    comb = bik[-3:] + acct
    need(sum((int(d) * x) % 10 for d, x in zip(comb, w)) % 10 == 0, "ru account key")
    return acct


def fr_siren():
    b = dg(8, True)
    return b + luhn_digit(b)


def fr_siret(siren):
    b = siren + dg(3)
    return b + luhn_digit(b)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def dk_cvr():
    while True:
        b = dg(7, True)
        s = mod11_weights(b, [2, 7, 6, 5, 4, 3, 2])
        c = (11 - s % 11) % 11
        if c < 10:
            return b + str(c)


def hu_company_taxno():
    b = dg(7, True)
    s = mod11_weights(b, [9, 7, 3, 1, 9, 7, 3])
    return "%s%d-%d-%02d" % (b, (10 - s % 10) % 10, pick([2, 2, 3]), R.randint(2, 20))


def tr_vkn():
    b = dg(9, True)
    s = 0
    for i, ch in enumerate(b, start=1):
        tmp = (int(ch) + 10 - i) % 10
        if tmp == 9:
            v = 9
        else:
            v = (tmp * (2 ** (10 - i))) % 9
        s += v
    return b + str((10 - s % 10) % 10)


def th_taxid_company():
    b = "0" + pick(["105", "107", "115"]) + dg(8)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    return b + str((11 - s % 11) % 10)


def yamato():
    b = dg(11, True)
    return b + str(int(b) % 7)


def bankgiro():
    b = dg(R.choice([6, 7]), True)
    v = b + luhn_digit(b)
    return v[:-4] + "-" + v[-4:]


def luhn_ref(n):
    b = dg(n - 1, True)
    return b + luhn_digit(b)


def persian_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


# ---------------------------------------------------------------- Chinese
@case("zh", "minsu-checkin-id", "resident identity number sent for check-in; the phone number is a look-alike")
def _():
    i = cn_id()
    ph = pick(["138", "139", "186", "150"]) + " " + dg(4) + " " + dg(4)
    return ("帮我写一段发给民宿老板的微信：我们周五晚上大概十点到，两个人，住三晚。他要求提前发入住人信息，"
            "入住人王磊，身份证号%s，手机%s。语气客气一点，顺便问一下能不能提前寄存行李。") % (S(i), L(ph))


@case("zh", "alipay-pay-password", "six-digit payment password and login password; the Taobao order number is a look-alike")
def _():
    p = dg(6)
    login = pw("zh", pick(["wordnum", "twowords"]))
    order = dg(19, True)
    return ("我妈老是忘记支付宝的密码，我帮她记一下：支付密码是%s，登录密码是%s，以后她问你就提醒她一下。另外淘宝订单%s"
            "申请退款三天了还没到账，一般要多久？") % (S(p), S(login), L(order))


@case("zh", "sf-express-complaint", "SF Express waybill and JD order number")
def _():
    sf = "SF" + dg(13, True)
    jd = dg(12, True)
    return ("顺丰单号%s显示已经签收了，但我根本没收到，京东订单号%s。帮我写一段给京东客服的投诉，要求查一下快递柜的监控。"
            ) % (L(sf), L(jd))


# ---------------------------------------------------------------- Japanese
@case("ja", "nenmatsu-my-number", "own My Number; the employer's corporate number is a look-alike")
def _():
    mn = jp_mynumber()
    corp = jp_corp()
    return ("年末調整の書類を書いています。扶養控除等申告書に自分のマイナンバー（%s）を書く欄がありますが、"
            "会社の法人番号%sはどこにも書かなくていいんでしょうか？") % (S(grp(mn, 4)), L(corp))


@case("ja", "bank-proxy-pin", "account number and cash-card PIN; the branch number is a look-alike")
def _():
    br = "%03d" % R.randint(100, 799)
    acct = dg(7, True)
    pin = dg(4, True)
    return ("父の代わりに銀行の窓口に行きます。委任状の下書きを作ってもらえますか。三菱UFJ銀行 渋谷支店（支店番号%s）、"
            "普通預金 口座番号%s、名義はタナカ ヒロシです。キャッシュカードの暗証番号は%sだと聞いていますが、"
            "窓口で言う必要はありますか？") % (L(br), S(acct), S(pin))


@case("ja", "amazon-yamato-redelivery", "Amazon order number, Yamato tracking number and postal code")
def _():
    o = amazon_order(pick(["249", "250", "503"]))
    y = yamato()
    return ("Amazonの注文番号%sの荷物がヤマト運輸で届く予定なんですが、伝票番号%sで調べると「持戻」になっています。"
            "再配達の依頼文を作ってください。住所は〒%s 東京都渋谷区です。") % (L(o), L("%s-%s-%s" % (y[:4], y[4:8], y[8:])), L("150-00" + dg(2)))


# ---------------------------------------------------------------- Korean
@case("ko", "customs-rrn", "resident registration number and personal customs code; the seller's business registration number is a look-alike")
def _():
    rrn = kr_rrn()
    pccc = "P" + dg(12)
    brn = kr_brn()
    return ("해외직구 하는데 통관할 때 개인통관고유부호(%s) 말고 주민등록번호를 적으라고 하네요. 제 주민번호 %s 를 "
            "그대로 적어도 괜찮은 건가요? 판매자 사업자등록번호는 %s 로 나와 있어요.") % (S(pccc), S(rrn), L(brn))


@case("ko", "hometax-cert-password", "joint certificate password and first two digits of a card PIN; the employer's business number is a look-alike")
def _():
    p = pw("ko", pick(["wordsym", "leet"]))
    two = dg(2)
    brn = kr_brn()
    return ("연말정산 하려고 홈택스 들어가는데 공동인증서 비밀번호 %s 를 계속 틀렸다고 나와요. 5번 틀리면 잠긴다던데 지금 4번째예요. "
            "회사 사업자등록번호(%s)로 조회하는 메뉴도 있던데 그건 뭐예요? 그리고 쇼핑몰에서 결제할 때 카드 비밀번호 앞 두 자리 "
            "%s 넣으라는 건 안전한 건가요?") % (S(p), L(brn), S(two))


@case("ko", "cj-tracking-order", "courier waybill and order number")
def _():
    wb = dg(12, True)
    order = "2025" + dg(10)
    return ("CJ대한통운 운송장번호 %s 로 조회하면 일주일째 '간선상차'에서 멈춰 있어요. 쿠팡 주문번호는 %s 입니다. "
            "판매자한테 보낼 문의 글 좀 써 주세요.") % (L(wb), L(order))


# ---------------------------------------------------------------- Arabic
@case("ar", "telecom-national-id", "Saudi national id; the request number is a look-alike")
def _():
    nid = sa_nid()
    req = dg(9, True)
    return ("ساعدني أكتب رسالة لخدمة عملاء الاتصالات: أبغى أنقل ملكية الشريحة باسمي بعد وفاة والدي الله يرحمه. "
            "رقم الهوية الوطنية حقي %s ورقم الطلب %s. أسلوب رسمي لو سمحت.") % (S(nid), L(req))


@case("ar", "absher-otp-sms", "verification code from a pasted SMS; the user's phone number is a look-alike")
def _():
    code = dg(4, True)
    phone = "05" + dg(1, True) + " " + dg(3) + " " + dg(4)
    return ("وصلتني هذه الرسالة قبل شوي على جوالي %s: «رمز التحقق: %s لإتمام عملية تسجيل الدخول إلى أبشر. لا تشارك الرمز مع أي شخص.» "
            "وأنا ما حاولت أسجل دخول. هل حسابي مخترق؟ وش أسوي؟") % (L(phone), S(code))


@case("ar", "furniture-invoice-cr-vat", "a shop's commercial registration and VAT numbers")
def _():
    cr = "10" + dg(8)
    vat = sa_vat()
    return ("عندي فاتورة من معرض أثاث مكتوب فيها السجل التجاري %s والرقم الضريبي %s. كيف أتأكد إن الفاتورة ضريبية "
            "ونظامية؟ أبغى أقدمها للشركة عشان التعويض.") % (L(cr), L(vat))


# ---------------------------------------------------------------- Persian
@case("fa", "card-cvv2-dynamic-pass", "card number, CVV2, expiry and dynamic second password, the latter three in Persian digits; the tracking number is a look-alike")
def _():
    c = card("ir")
    cvv = persian_digits(dg(3, True) if R.random() < 0.5 else dg(4, True))
    exp = persian_digits("14%02d/%02d" % (R.randint(5, 8), R.randint(1, 12)))
    dyn = persian_digits(dg(6, True))
    track = persian_digits(dg(12, True))
    return ("می‌خوام از دیجی‌کالا خرید کنم ولی درگاه پرداخت خطا می‌ده. شماره کارتم %s ، CVV2 %s ، تاریخ انقضا %s "
            "و رمز دوم پویا %s رو زدم. قبلاً هم یه تراکنش ناموفق داشتم با شماره پیگیری %s. کدومش رو اشتباه وارد کردم؟"
            ) % (S(grp(c, 4, "-")), S(cvv), S(exp), S(dyn), L(track))


@case("fa", "loan-melli-sheba", "national code and own Sheba number; the registration tracking code is a look-alike")
def _():
    m = ir_melli()
    sheba = iban("IR", pick(["017", "012", "019", "015", "054", "056"]) + "0" + dg(18))
    trk = dg(12, True)
    return ("برای ثبت‌نام وام ازدواج این اطلاعات رو خواستن: کد ملی %s و شماره شبا %s. کد رهگیری ثبت‌نامم %s هست. "
            "لطفاً یه متن رسمی کوتاه برای ایمیل به بانک بنویس که این‌ها رو ضمیمه کردم.") % (S(m), S(sheba), L(trk))


@case("fa", "post-tracking-order", "postal tracking code and shop order number")
def _():
    tr = dg(24, True)
    order = "DKC-" + dg(9, True)
    return ("بسته‌ام با کد رهگیری %s از ده روز پیش توی «مرکز مبادلات» مونده. شماره سفارش دیجی‌کالا هم %s هست. "
            "یه پیام محترمانه ولی محکم برای پشتیبانی بنویس.") % (L(tr), L(order))


# ---------------------------------------------------------------- Hebrew
@case("he", "form-101-tz", "own Israeli id number; the employer's company number is a look-alike")
def _():
    tz = il_tz()
    hp = il_company()
    return ("אני ממלא טופס 101 לעבודה חדשה. מספר תעודת הזהות שלי %s, והמעסיק רשום עם ח.פ. %s. "
            "איפה בטופס מסמנים נקודות זיכוי על ילדים?") % (S(tz), L(hp))


@case("he", "neighbor-alarm-wifi", "alarm code and Wi-Fi password for a neighbour; the phone number is a look-alike")
def _():
    alarm = dg(4, True)
    p = pw("he", pick(["wordnum", "twowords"]))
    phone = "05%d-%s-%s" % (R.choice([0, 2, 4, 8]), dg(3), dg(4))
    return ("תכתוב לי הודעה נחמדה לשכנה שמשקה לנו את העציצים בזמן שאנחנו בחו״ל: הקוד של האזעקה הוא %s, "
            "הסיסמה לוויי-פיי %s אם היא צריכה, והחתול מקבל אוכל פעם ביום בערב. בכל בעיה שתתקשר אליי ל-%s."
            ) % (S(alarm), S(p), L(phone))


@case("he", "order-israel-post", "order number and Israel Post item number")
def _():
    order = dg(8, True)
    item = s10(pick(["RR", "LY", "CP"]), "IL")
    return ("הזמנתי מאתר ישראלי, מספר הזמנה %s, והמשלוח בדואר ישראל %s תקוע ״בטיפול״ כבר שבועיים. "
            "תנסח לי פנייה לשירות הלקוחות.") % (L(order), L(item))


# ---------------------------------------------------------------- Hindi
@case("hi", "aadhaar-pan-link", "Aadhaar number and PAN; the acknowledgement number is a look-alike")
def _():
    a = in_aadhaar()
    pan = in_pan(pick("SKMV"))
    ack = dg(15, True)
    return ("मेरा आधार नंबर %s है और पैन %s। इनकम टैक्स पोर्टल पर दोनों लिंक करते समय 'details mismatch' आ रहा है, "
            "शायद नाम की स्पेलिंग अलग है। पिछली रिक्वेस्ट का acknowledgement नंबर %s था। क्या करूँ?") % (S(grp(a, 4)), S(pan), L(ack))


@case("hi", "upi-pin-shop-vpa", "UPI PIN; the shop's public UPI id is a look-alike")
def _():
    pin = dg(6, True)
    vpa = pick(["sharmakirana", "guptamedicals", "balajistores"]) + dg(2) + "@" + pick(["okaxis", "ybl", "paytm"])
    return ("दुकान वाले का UPI ID %s है। मैंने पेमेंट करते समय अपना UPI पिन %s डाला तो 'incorrect PIN' आया, जबकि "
            "कल यही चल रहा था। क्या तीन बार गलत होने पर अकाउंट ब्लॉक हो जाता है?") % (L(vpa), S(pin))


@case("hi", "gstin-ifsc-check", "a shop's GSTIN, its bank's IFSC and an order number")
def _():
    g = in_gstin()
    ifsc = in_ifsc()
    order = "OD" + dg(18, True)
    return ("ऑनलाइन दुकान के बिल पर GSTIN %s लिखा है और रिफंड के लिए उनके बैंक का IFSC %s दिया है। ऑर्डर नंबर %s है। "
            "ये GST नंबर असली है या नहीं, कैसे चेक करूँ?") % (L(g), L(ifsc), L(order))


# ---------------------------------------------------------------- Russian
@case("ru", "vychet-snils-inn", "own SNILS and personal INN; the clinic's INN is a look-alike")
def _():
    sn = ru_snils()
    inn = ru_inn12()
    org = ru_inn10()
    return ("Заполняю 3-НДФЛ на вычет за лечение зубов. Мой СНИЛС %s, ИНН %s. В справке из клиники указан "
            "ИНН организации %s. Куда его вписывать и нужна ли лицензия клиники?") % (S(sn), S(inn), L(org))


@case("ru", "gosuslugi-code-next-message", "SMS code announced and forwarded in the next message; the application number is a look-alike")
def _():
    code = dg(6, True)
    app = dg(10, True)
    return msgs("Сейчас мне придёт смс с кодом от Госуслуг, я перешлю, подскажи потом, куда его вводить — у меня "
                "открыто и приложение, и сайт. Это по заявлению № %s на замену прав." % L(app),
                "Вот: «Код подтверждения: %s. Никому не сообщайте код, даже сотрудникам Госуслуг». Куда вводить?" % S(code))


@case("ru", "salary-requisites-bik", "own bank account; the bank's BIK, correspondent account and INN are look-alikes")
def _():
    bik, ks, inn = pick([("044525974", "30101810145250000974", "7710140679"),
                         ("044525225", "30101810400000000225", "7707083893")])
    acct = ru_account(bik)
    return ("Бухгалтерия просит реквизиты для зарплаты. Оформи аккуратно таблицей: получатель Смирнова Анна Викторовна, "
            "счёт %s, БИК %s, корр. счёт %s, ИНН банка %s.") % (S(acct), L(bik), L(ks), L(inn))


# ---------------------------------------------------------------- Ukrainian
@case("uk", "mom-rnokpp-diia-code", "personal tax number and the Diia passcode; the bank's MFO code is a look-alike")
def _():
    t = ua_rnokpp()
    code = dg(4, True)
    return ("Заповнюю анкету в банку за маму (ПриватБанк, МФО %s). Її РНОКПП %s. І ще вона постійно забуває код від "
            "Дії — %s. Як його змінити, щоб було легше запам'ятати?") % (L("305299"), S(t), S(code))


@case("uk", "salary-iban-edrpou", "own Ukrainian IBAN; the employer's EDRPOU code is a look-alike")
def _():
    ib = iban("UA", pick(["305299", "322001", "320649"]) + "0000" + dg(15))
    ed = dg(8, True)
    return ("Роботодавець просить реквізити для зарплати. Мій IBAN %s. Компанія ТОВ «Зелений Степ», код ЄДРПОУ %s. "
            "Напиши коротке повідомлення в бухгалтерію.") % (S(ib), L(ed))


@case("uk", "nova-poshta-rozetka", "Nova Poshta waybill and Rozetka order number")
def _():
    ttn = "20" + pick(["45", "40"]) + dg(10)
    order = dg(9, True)
    return ("Посилка з Rozetka, замовлення № %s, ТТН %s, вже четвертий день «прямує до відділення». "
            "Напиши скаргу в Нову пошту, але ввічливо.") % (L(order), L(ttn))


# ---------------------------------------------------------------- Polish
@case("pl", "blik-code-allegro", "BLIK one-time code; the order number is a look-alike")
def _():
    code = dg(6)
    order = uuid4()
    return ("Wpisałem kod BLIK %s w Allegro, ale wyskoczyło 'kod wygasł' i nie wiem, czy pieniądze zeszły. "
            "Zamówienie %s. Ile właściwie ważny jest kod BLIK?") % (S(code), L(order))


@case("pl", "pesel-id-card-800plus", "PESEL and ID card number; the employer's NIP is a look-alike")
def _():
    p = pl_pesel()
    d = pl_dowod()
    nip = pl_nip()
    return ("Wypełniam wniosek o 800+ przez internet. PESEL %s, seria i numer dowodu %s. Czy muszę podawać też "
            "pracodawcę? Mam zaświadczenie z firmy, NIP %s.") % (S(p), S(d), L(nip))


@case("pl", "inpost-complaint", "parcel number, shop NIP and invoice number")
def _():
    parcel = dg(24, True)
    nip = pl_nip()
    inv = "FV/2025/%02d/%d" % (R.randint(1, 12), R.randint(100, 999))
    return ("Paczka InPost nr %s utknęła w paczkomacie KRA01M od piątku. Sklep ma NIP %s, faktura %s. "
            "Napisz mi reklamację do sklepu.") % (L(parcel), L(nip), L(inv))


# ---------------------------------------------------------------- Czech
@case("cs", "rodne-cislo-insurance", "birth number and identity card number; the employer's IČO is a look-alike")
def _():
    rc = cz_rc()
    op = dg(9, True)
    ico = cz_ico()
    return ("Vyplňuji přihlášku ke zdravotní pojišťovně. Rodné číslo %s, číslo občanky %s, zaměstnavatel má IČO %s. "
            "Kam se píše číslo pojištěnce — je to totéž co rodné číslo?") % (S(rc), S(op), L(ico))


@case("cs", "air-bank-account-pin", "own account number and card PIN; the bank code is a look-alike")
def _():
    a = cz_acct().lstrip("0")
    pin = dg(4, True)
    return ("Syn si založil účet u Air Bank, číslo účtu %s/%s, a PIN ke kartě si zvolil %s. Může mu babička "
            "posílat kapesné trvalým příkazem z České spořitelny? Pošli mi návod krok za krokem.") % (S(a), L("3030"), S(pin))


@case("cs", "invoice-vs-ico", "variable symbol, invoice number and a company's IČO")
def _():
    vs = dg(10, True)
    inv = "2025" + dg(4)
    ico = cz_ico()
    return ("Dodavatel (IČO %s) tvrdí, že jsem nezaplatil fakturu č. %s. Platil jsem s variabilním symbolem %s. "
            "Napiš mi odpověď, kde to vysvětlím.") % (L(ico), L(inv), L(vs))


# ---------------------------------------------------------------- German
@case("de", "iban-in-two-parts", "own IBAN sent in two parts; the BIC is a look-alike")
def _():
    ib = iban("DE", pick(["10050000", "50010517", "76026000", "20041155"]) + dg(10))
    g = giban(ib)
    a, b = g[:14], g[15:]
    bic = pick(["BELADEBEXXX", "INGDDEFFXXX", "HYVEDEMM460", "COBADEHD055"])
    return msgs("Schreib mir bitte eine kurze Mail an die Hausverwaltung, dass sie mir das Nebenkostenguthaben von 212,40 € "
                "überweisen sollen. Meine IBAN: %s" % S(a),
                "sorry, zu früh abgeschickt, der Rest: %s, BIC %s" % (S(b), L(bic)))


@case("de", "fritzbox-wlan-key", "FRITZ!Box WLAN key and device password from the label; the FRITZ!OS version is a look-alike")
def _():
    k = dg(20)
    dev = rs(4, LO) + dg(4)
    ver = "7.%d" % R.randint(50, 62)
    return ("Mein neuer Laptop findet das WLAN, aber der Netzwerkschlüssel %s wird nicht akzeptiert (steht so auf der "
            "Unterseite, daneben FRITZ!Box-Kennwort %s). FRITZ!Box 7590 mit FRITZ!OS %s. Muss ich WPA3 ausschalten?"
            ) % (S(grp(k, 4)), S(dev), L(ver))


@case("de", "elterngeld-steuerid-kvnr", "tax id and health insurance number; the file reference is a look-alike")
def _():
    sid = de_steuer_id()
    kv = de_kvnr()
    az = "EG-%s/%d" % (dg(6, True), R.randint(2024, 2025))
    return ("Für den Elterngeldantrag online: meine Steuer-ID ist %s, Krankenversichertennummer %s. Das Aktenzeichen "
            "von der Elterngeldstelle ist %s. In welches Feld kommt was, und brauche ich die Steuer-ID von meinem Mann auch?"
            ) % (S("%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])), S(kv), L(az))


# ---------------------------------------------------------------- French
@case("fr", "arret-travail-nir", "social security number; the employer's SIRET is a look-alike")
def _():
    nir = fr_nir()
    siret = fr_siret(fr_siren())
    return ("Je remplis la déclaration d'arrêt de travail en ligne. Mon numéro de sécu c'est %s, et c'est bien "
            "l'employeur (SIRET %s) qui doit envoyer l'attestation de salaire à la CPAM, c'est ça ?") % (S(nir), L(siret))


@case("fr", "digicode-portail-colis", "building door code and courtyard gate code; the parcel number is a look-alike")
def _():
    digi = pick("AB") + dg(4)
    gate = dg(4, True)
    colis = dg(2, True) + rs(2, UP) + dg(9)
    return ("Tu peux reformuler mes instructions de livraison pour qu'elles soient claires ? « Digicode %s, puis "
            "interphone Martin, 3e étage gauche. Si le portail de la cour est fermé, le code c'est %s. » C'est pour "
            "le colis %s.") % (S(digi), S(gate), L(colis))


@case("fr", "facture-siret-tva", "a retailer's SIRET, VAT number and order number")
def _():
    siren = fr_siren()
    cmd = dg(10, True)
    return ("Sur la facture de ma machine à laver il y a SIRET %s, n° TVA intracommunautaire %s et commande n° %s. "
            "Je dois recopier tout ça dans ma note de frais ou juste le montant TTC ?") % (L(fr_siret(siren)), L(fr_tva(siren)), L(cmd))


# ---------------------------------------------------------------- Spanish
@case("es", "dni-correction", "DNI given with a transposition typo and then corrected; both are secrets (the first is a typo and fails the letter check); the cadastral reference is a look-alike")
def _():
    d = es_dni()
    digits = d[:8]
    i = R.randint(1, 6)
    while digits[i] == digits[i + 1]:
        i = R.randint(1, 6)
    wrong = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2:] + d[8]
    cat = dg(7, True) + rs(2, UP) + dg(4) + rs(1, UP) + dg(4) + rs(2, UP)
    return msgs("Escríbeme un correo para el casero diciendo que le adjunto la nómina y que mi DNI para el contrato es %s. "
                "El piso es el de la referencia catastral %s." % (S(wrong), L(cat)),
                "perdona, me he equivocado, el bueno es %s" % S(d))


@case("es", "bolso-robado-iban-pin", "own IBAN and card PIN; the bank's BIC is a look-alike")
def _():
    bank, branch, acct = "2100", dg(4), dg(10)
    ib = iban("ES", bank + branch + es_ccc(bank, branch, acct) + acct)
    pin = dg(4, True)
    return ("Me han robado el bolso en el metro. ¿Qué hago primero? Mi cuenta es %s en CaixaBank (BIC %s) y el PIN de "
            "la tarjeta era %s, lo tenía apuntado en un papel dentro de la cartera. ¿Tengo que cambiar el PIN si la "
            "bloqueo?") % (S(giban(ib)), L("CAIXESBBXXX"), S(pin))


@case("es", "academia-cif-correos", "a school's CIF and a Correos tracking number")
def _():
    cif = es_cif()
    tr = s10(pick(["PQ", "CD", "LX"]), "ES")
    return ("La factura de la academia de inglés pone CIF %s y me mandaron el libro por Correos con el envío %s, que "
            "no llega. ¿Puedo desgravarme la academia en la renta?") % (L(cif), L(tr))


# ---------------------------------------------------------------- Portuguese (Brazil)
@case("pt", "nota-fiscal-cpf", "own CPF and bank app password; the store's CNPJ is a look-alike")
def _():
    cpf = br_cpf()
    cnpj = br_cnpj()
    p = pw("pt", pick(["wordnum", "twowords"]))
    return ("Comprei uma geladeira numa loja (CNPJ %s) e a nota fiscal saiu sem o meu CPF, que é %s. Dá pra pedir "
            "uma nota nova? Ah, e anota aí a senha do app do banco, %s, porque eu sempre esqueço.") % (L(cnpj), S(cpf), S(p))


@case("pt", "vivo-wifi-label", "Wi-Fi password and router admin password from the label; the router model is a look-alike")
def _():
    p = rs(8, UP + DG) if R.random() < 0.5 else rs(10, LO + DG)
    adm = rs(8, LO + DG)
    return ("Minha internet da Vivo caiu e o técnico pelo telefone pediu pra eu conferir a senha do Wi-Fi na etiqueta: "
            "%s. Embaixo tem também a senha de acesso ao roteador, %s. O roteador é o %s. Como eu reinicio sem perder "
            "a configuração?") % (S(p), S(adm), L("Mitrastar GPT-2741GNAC"))


@case("pt", "boleto-golpe-rastreio", "bank slip line and a Correios tracking code")
def _():
    bl = boleto()
    tr = s10(pick(["NL", "QB", "OV"]), "BR")
    return ("Recebi esse boleto por e-mail dizendo que é da loja: %s. Como sei se é golpe? E o código de rastreio "
            "que mandaram é %s, mas não aparece nada no site dos Correios.") % (L(bl), L(tr))


# ---------------------------------------------------------------- Italian
@case("it", "730-codice-fiscale", "own codice fiscale; the dentist's partita IVA is a look-alike")
def _():
    cf = it_cf("Bianchi", "Giulia", True, pick(["H501", "F205", "L219", "F839"]))
    piva = it_piva()
    return ("Devo mandare al commercialista i dati per il 730. Il mio codice fiscale è %s, e la fattura del dentista "
            "riporta partita IVA %s. La pulizia dei denti si può detrarre?") % (S(cf), L(piva))


@case("it", "bancomat-iban-pin", "own IBAN and debit card PIN; the BIC is a look-alike")
def _():
    ib = it_iban()
    pin = dg(5, True)
    return ("Ho bloccato il bancomat perché ho sbagliato tre volte il PIN. Il PIN giusto è %s, me lo sono ricordato "
            "adesso. Il conto è %s (BIC %s). Devo andare in filiale o si sblocca dall'app?") % (S(pin), S(giban(ib)), L("BCITITMM"))


@case("it", "brt-citofono-code", "entry-phone code for a courier; the tracking and order numbers are look-alikes")
def _():
    tr = dg(15, True)
    order = "%d-%s" % (R.randint(401, 409), dg(7))
    code = dg(3, True) + pick(UP)
    return ("Il corriere BRT (spedizione %s, ordine %s) dice che non riesce a entrare nel palazzo. Scrivimi un messaggio "
            "per lui: il codice del portone è %s, poi citofono Esposito, terzo piano.") % (L(tr), L(order), S(code))


# ---------------------------------------------------------------- Dutch
@case("nl", "huurtoeslag-bsn", "own BSN and own IBAN; the landlord's KvK number is a look-alike")
def _():
    b = nl_bsn()
    ib = iban("NL", pick(["INGB", "ABNA", "RABO", "SNSB"]) + dg(10))
    kvk = dg(8, True)
    return ("Ik vraag huurtoeslag aan. Mijn BSN is %s en de toeslag moet naar %s. De verhuurder is een bv met "
            "KvK-nummer %s. Moet ik dat nummer ook ergens invullen?") % (S(b), S(giban(ib)), L(kvk))


@case("nl", "digid-mother-sms", "DigiD password and SMS code; the DigiD helpdesk number is a look-alike")
def _():
    p = pw("nl", pick(["wordnum", "twowords"]))
    code = dg(6, True)
    return ("Mijn moeder kan niet inloggen bij DigiD. Ze gebruikt wachtwoord %s en kreeg net sms-code %s, maar de site "
            "zegt 'gegevens onjuist'. Hoe lang is zo'n code geldig? Of kan ze beter de helpdesk bellen, %s?"
            ) % (S(p), S(code), L("088 - 1236 555"))


@case("nl", "energy-bill-payment", "a company's IBAN, payment reference and invoice number")
def _():
    ib = iban("NL", pick(["INGB", "ABNA", "RABO"]) + dg(10))
    kenmerk = dg(16, True)
    inv = dg(9, True)
    return ("De energieleverancier wil dat ik de eindafrekening handmatig overmaak naar %s met betalingskenmerk %s, "
            "factuurnummer %s. Moet ik dat kenmerk in het omschrijvingsveld zetten?") % (L(giban(ib)), L(grp(kenmerk, 4)), L(inv))


# ---------------------------------------------------------------- Swedish
@case("sv", "apotek-personnummer", "own personal identity number; the order number is a look-alike")
def _():
    p = se_pnr()
    order = dg(8, True)
    return ("Apoteket vill ha mitt personnummer %s för att lämna ut receptet, ordernummer %s. Kan min sambo hämta ut "
            "det åt mig med fullmakt?") % (S(p), L(order))


@case("sv", "tenant-portkod-wifi", "door code and Wi-Fi password for a tenant; the flat number of the same length is a look-alike")
def _():
    port = dg(4, True)
    flat = "1%d0%d" % (R.randint(1, 4), R.randint(1, 4))
    p = pw("sv", pick(["twowords", "wordnum"]))
    return ("Skriv ett sms till min andrahandshyresgäst: portkoden är %s, lägenhetsnummer %s står på dörren, wifi heter "
            "Lindqvist_5G och lösenordet är %s. Soporna töms på tisdagar och tvättstugan bokas med brickan."
            ) % (S(port), L(flat), S(p))


@case("sv", "ocr-bankgiro-invoice", "OCR reference, bankgiro number and invoice number")
def _():
    ocr = luhn_ref(R.randint(10, 16))
    bg = bankgiro()
    inv = dg(7, True)
    return ("Fakturan från elbolaget (fakturanummer %s) säger bankgiro %s och OCR %s. Min bank-app godkänner inte OCR:en, "
            "vad kan vara fel?") % (L(inv), L(bg), L(ocr))


# ---------------------------------------------------------------- Danish
@case("da", "su-cpr-eboks", "CPR number and e-Boks password; the application number is a look-alike")
def _():
    cpr = dk_cpr()
    p = pw("da", pick(["wordnum", "leet"]))
    app = dg(8, True)
    return ("Jeg skal søge SU og den vil have mit CPR-nummer, %s. Min adgangskode til e-Boks er %s hvis du skal bruge den "
            "til noget. Ansøgningen har nummer %s. Hvor finder jeg min årsopgørelse?") % (S(cpr), S(p), L(app))


@case("da", "gls-opgang-code", "stairwell door code; the parcel number is a look-alike")
def _():
    code = dg(4, True)
    parcel = dg(11, True)
    return ("Kan du skrive en kort besked til GLS-chaufføren: koden til opgangen er %s, og pakken må gerne stilles foran "
            "døren på 2. sal. Pakkenummer %s.") % (S(code), L(parcel))


@case("da", "cvr-order-refund", "a shop's CVR number and order number")
def _():
    cvr = dk_cvr()
    order = dg(8, True)
    return ("Webshoppen har CVR %s og jeg har ordrenummer %s. De svarer ikke på min fortrydelse. Hvad skriver jeg til "
            "Forbrugerklagenævnet?") % (L(cvr), L(order))


# ---------------------------------------------------------------- Norwegian
@case("no", "nav-fodselsnummer", "own national identity number and own account number; the employer's organisation number is a look-alike")
def _():
    f = no_fnr()
    k = no_acct()
    org = no_orgnr()
    return ("Jeg skal søke dagpenger hos NAV. Fødselsnummeret mitt er %s, pengene skal inn på konto %s, og siste "
            "arbeidsgiver har org.nr. %s. Hvilke dokumenter må jeg laste opp?") % (S(f), S("%s %s %s" % (k[:4], k[4:6], k[6:])), L(org))


@case("no", "bankid-password-account", "BankID password and own account number; the bank's phone number is a look-alike")
def _():
    p = pw("no", pick(["wordnum", "wordsym"]))
    k = no_acct()
    return ("Jeg har glemt hvordan man bytter passord i BankID. Nåværende passord er %s. Kontonummeret mitt er %s, "
            "trenger banken det når jeg ringer %s?") % (S(p), S("%s.%s.%s" % (k[:4], k[4:6], k[6:])), L("915 04800"))


@case("no", "kid-invoice-company", "KID reference and a company's account number")
def _():
    kid = luhn_ref(R.randint(9, 15))
    k = no_acct()
    return ("Regningen fra tannlegen har KID %s og kontonummer %s. Nettbanken sier KID er ugyldig. Kan jeg betale med "
            "melding i stedet?") % (L(kid), L("%s.%s.%s" % (k[:4], k[4:6], k[6:])))


# ---------------------------------------------------------------- Finnish
@case("fi", "kela-hetu-viite", "personal identity code; the payment reference is a look-alike")
def _():
    h = fi_hetu()
    v = fi_viite()
    return ("Kela pyytää henkilötunnusta, se on %s. Maksoin myös päivähoitolaskun viitenumerolla %s, mutta se näkyy "
            "vielä avoimena. Kirjoita lyhyt viesti asiakaspalveluun.") % (S(h), L(v))


@case("fi", "mokki-keybox-wifi", "key box code and Wi-Fi password in cottage instructions; the booking number is a look-alike")
def _():
    box = dg(4, True)
    p = pw("fi", pick(["twowords", "wordnum"]))
    bk = "LM-" + dg(6, True)
    return ("Tee mökin vuokraajille (varaus %s) selkeät ohjeet: avainboksi on aitan seinässä, koodi %s. Wi-Fi on "
            "Mokki-Sauna ja salasana %s. Saunan kiuas päälle vasemmasta katkaisijasta.") % (L(bk), S(box), S(p))


@case("fi", "ytunnus-lasku", "business id, reference number and order number")
def _():
    y = fi_ytunnus()
    v = fi_viite()
    order = dg(9, True)
    return ("Verkkokaupan laskussa lukee Y-tunnus %s, viitenumero %s ja tilausnumero %s. Eräpäivä meni jo, "
            "tuleeko muistutusmaksu heti?") % (L(y), L(grp(v[::-1], 5)[::-1]), L(order))


# ---------------------------------------------------------------- Hungarian
@case("hu", "taj-adoazonosito", "social insurance number and tax identification number; the employer's tax number is a look-alike")
def _():
    t = hu_taj()
    a = hu_adoaz()
    ctx = hu_company_taxno()
    return ("Az új munkahelyemen (adószám %s) kérik a TAJ számomat (%s) és az adóazonosító jelemet (%s). Nyugodtan "
            "elküldhetem e-mailben a HR-nek, vagy inkább személyesen vigyem?") % (L(ctx), S(t), S(a))


@case("hu", "futar-kapukod", "entrance gate code; the parcel number is a look-alike")
def _():
    code = dg(4, True)
    parcel = dg(14, True)
    return ("Írj egy üzenetet a futárnak: a kapukód %s, a lépcsőház hátul van, harmadik emelet. A csomag száma %s, "
            "utánvétes, készpénzzel fizetek.") % (S(code), L(parcel))


@case("hu", "company-taxno-account", "a company's tax number and bank account number")
def _():
    tx = hu_company_taxno()
    acct = hu_acct()
    return ("A szolgáltató számláján ez áll: adószám %s, bankszámlaszám %s. Átutalásnál mit írjak a közleménybe, "
            "hogy biztosan jóváírják?") % (L(tx), L("%s-%s-%s" % (acct[:8], acct[8:16], acct[16:])))


# ---------------------------------------------------------------- Romanian
@case("ro", "cnp-cui-contract", "own CNP and identity card series and number; the company's CUI is a look-alike")
def _():
    c = ro_cnp()
    ci = pick(["RX", "RT", "XB", "KZ", "IF"]) + " " + dg(6, True)
    cui = ro_cui()
    return ("Semnez un contract de închiriere cu o firmă (CUI %s). Mi-au cerut CNP-ul, care e %s, și seria și "
            "numărul buletinului, %s. E normal să le treacă în contract?") % (L("RO" + cui), S(c), S(ci))


@case("ro", "card-pin-iban", "card PIN and own IBAN; the BIC is a look-alike")
def _():
    pin = dg(4, True)
    ib = iban("RO", pick(["BTRL", "RNCB", "INGB", "BRDE"]) + rs(16, UP + DG))
    return ("Am uitat dacă PIN-ul nou la card e %s sau cel vechi. Contul e %s la Banca Transilvania (BIC %s). "
            "Câte încercări am până se blochează?") % (S(pin), S(giban(ib)), L("BTRLRO22"))


@case("ro", "emag-fan-courier-password", "eMAG account password; AWB and order number are look-alikes")
def _():
    awb = "2" + dg(12)
    order = dg(9, True)
    p = pw("ro", pick(["wordnum", "twowords"]))
    return ("Comanda eMAG %s nu a venit, AWB Fan Courier %s. Vreau să scriu la suport din contul meu, dar nu mai "
            "intră cu parola %s. O resetez sau aștept?") % (L(order), L(awb), S(p))


# ---------------------------------------------------------------- Greek
@case("el", "amka-afm-epidoma", "own AMKA and tax number; the application protocol number is a look-alike")
def _():
    amka = gr_amka()
    afm = gr_afm()
    prot = "%d/%d" % (R.randint(10000, 99999), R.randint(2024, 2025))
    return ("Κάνω αίτηση για το επίδομα θέρμανσης. ΑΜΚΑ %s, ΑΦΜ %s. Πήρα αριθμό πρωτοκόλλου %s αλλά γράφει "
            "«σε εκκρεμότητα». Πόσο καιρό παίρνει συνήθως;") % (S(amka), S(afm), L(prot))


@case("el", "taxisnet-password", "TAXISnet password; the document number is a look-alike")
def _():
    p = pw("el", pick(["wordnum", "leet"]))
    doc = "ΤΠΥ " + dg(5, True)
    return ("Ο κωδικός μου στο Taxisnet είναι %s και μου βγάζει «λάθος στοιχεία». Θέλω να κατεβάσω το εκκαθαριστικό "
            "και να βρω την απόδειξη %s για τη δήλωση. Τι να κάνω;") % (S(p), L(doc))


@case("el", "eshop-afm-order", "a shop's tax number and order number")
def _():
    afm = gr_afm_company()
    order = dg(8, True)
    return ("Το ηλεκτρονικό κατάστημα έχει ΑΦΜ %s και η παραγγελία μου %s δεν έχει έρθει εδώ και 20 μέρες. "
            "Γράψε μου ένα μήνυμα για καταγγελία στη Γενική Γραμματεία Εμπορίου.") % (L(afm), L(order))


# ---------------------------------------------------------------- Turkish
@case("tr", "tckn-kargo", "own Turkish id number; the cargo tracking number is a look-alike")
def _():
    t = tr_tckn()
    kargo = dg(12, True)
    return ("Yurtiçi Kargo takip numarası %s olan paketim gümrükte bekliyormuş. TC kimlik numaramı (%s) "
            "istiyorlar, SMS ile gönderip göndermemem gerektiğini bilmiyorum. Dolandırıcılık olabilir mi?") % (L(kargo), S(t))


@case("tr", "edevlet-password-sms", "e-Devlet password and SMS code; the application number is a look-alike")
def _():
    p = pw("tr", pick(["wordnum", "wordsym"]))
    code = dg(6, True)
    app = dg(11, True)
    return ("Annemin e-Devlet şifresi %s, giriş yapınca telefonuna %s kodu geldi ama süre dolmuş diyor. "
            "%s numaralı başvurusunu kontrol edecektik. Yeni kod nasıl isteriz?") % (S(p), S(code), L(app))


@case("tr", "trendyol-vkn-wifi", "home Wi-Fi password; the seller's tax number and order number are look-alikes")
def _():
    vkn = tr_vkn()
    order = dg(10, True)
    p = pw("tr", "twowords")
    return ("Trendyol'dan aldığım modem geldi (sipariş no %s, satıcı vergi no %s). Kurulumda Wi-Fi şifresini %s "
            "yaptım ama telefon bağlanmıyor. Eski şifreyi mi hatırlıyor?") % (L(order), L(vkn), S(p))


# ---------------------------------------------------------------- Vietnamese
@case("vi", "cccd-shopee", "citizen identity card number; the order number is a look-alike")
def _():
    c = vn_cccd()
    order = dg(6, True) + rs(8, UP + DG)
    return ("Mình cần mở tài khoản ví điện tử, họ yêu cầu số CCCD %s. Tiện thể đơn Shopee mã %s vẫn chưa giao, "
            "viết giúp mình tin nhắn hỏi shop nhé.") % (S(c), L(order))


@case("vi", "banking-otp-password", "internet banking password and OTP; the bank hotline is a look-alike")
def _():
    p = pw("vi", pick(["wordnum", "twowords"]))
    otp = dg(6, True)
    return ("Mẹ mình đăng nhập Vietcombank bằng mật khẩu %s, rồi có mã OTP %s gửi về nhưng app báo hết hạn. "
            "Làm sao để lấy lại mã mới, hay phải gọi tổng đài %s?") % (S(p), S(otp), L("1900 54 54 13"))


@case("vi", "spx-mst-gate", "apartment gate code; tracking number and company tax code are look-alikes")
def _():
    tr = "SPXVN0" + dg(11, True)
    mst = dg(10, True)
    gate = dg(4, True)
    return ("Đơn hàng vận đơn %s của công ty (mã số thuế %s) sẽ giao chiều nay. Nhắn giúp shipper: mã cổng chung cư là "
            "%s, để hàng ở quầy lễ tân tầng 1.") % (L(tr), L(mst), S(gate))


# ---------------------------------------------------------------- Thai
@case("th", "id-card-parcel", "Thai national id number; the parcel number is a look-alike")
def _():
    tid = th_id()
    parcel = s10("EF", "TH")
    return ("ไปรษณีย์ส่ง SMS มาว่าพัสดุเลขที่ %s ติดศุลกากร ให้ส่งเลขบัตรประชาชน %s ไปยืนยัน อันนี้ของจริงหรือมิจฉาชีพคะ"
            ) % (L(parcel), S(fmt_th(tid)))


@case("th", "wifi-atm-pin", "Wi-Fi password and ATM PIN; the bank call centre number is a look-alike")
def _():
    p = pw("th", pick(["wordnum", "twowords"]))
    pin = dg(6, True)
    return ("ช่วยจำให้หน่อย รหัส Wi-Fi บ้านใหม่คือ %s ส่วนรหัส ATM บัตรใหม่คือ %s ถ้าลืมเดี๋ยวมาถามนะ "
            "ถ้าบัตรโดนกลืนต้องโทร %s ใช่ไหม") % (S(p), S(pin), L("02-777-7777"))


@case("th", "shop-taxid-invoice-kerry", "account password for a shop site; the shop's tax id and invoice number are look-alikes")
def _():
    tax = th_taxid_company()
    inv = "INV" + dg(8, True)
    p = pw("th", "wordsym")
    return ("ร้านค้าส่งใบกำกับภาษีมา เลขประจำตัวผู้เสียภาษี %s เลขที่ใบแจ้งหนี้ %s แต่ชื่อบริษัทผิด "
            "ฉันจะล็อกอินเว็บร้านด้วยรหัสผ่าน %s แล้วแก้เองได้ไหม หรือต้องให้ร้านออกใหม่") % (L(tax), L(inv), S(p))


# ---------------------------------------------------------------- Indonesian
@case("id", "nik-npwp-kantor", "own NIK and family card number; the company's NPWP is a look-alike")
def _():
    nik = id_nik()
    kk = nik[:6] + dg(10)
    npwp = "%s.%s.%s.%s-%s.000" % (dg(2), dg(3), dg(3), dg(1), dg(3))
    return ("Untuk daftar BPJS Kesehatan lewat kantor, HRD minta NIK saya %s dan nomor KK %s. NPWP perusahaan %s juga "
            "perlu ditulis di formulir nggak ya?") % (S(nik), S(kk), L(npwp))


@case("id", "otp-pin-mbanking", "OTP and m-banking PIN; the caller's phone number is a look-alike")
def _():
    otp = dg(6, True)
    pin = dg(6, True)
    caller = "021-" + dg(8, True)
    return ("Tadi ada yang telepon dari nomor %s ngaku dari bank, katanya mau bantu blokir transaksi mencurigakan. Saya "
            "sudah kasih kode OTP %s, terus dia minta PIN m-banking juga, PIN saya %s. Apa yang harus saya lakukan "
            "sekarang?") % (L(caller), S(otp), S(pin))


@case("id", "jne-shopee-gate", "boarding-house gate code; tracking and order numbers are look-alikes")
def _():
    resi = "SPXID0" + dg(11, True)
    order = "25%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + rs(8, UP + DG)
    gate = dg(4, True)
    return ("Paket Shopee nomor pesanan %s dengan resi %s mau diantar hari ini. Tolong tulis pesan buat kurirnya: "
            "kode gerbang kos %s, taruh di rak sepatu lantai 2.") % (L(order), L(resi), S(gate))


# ---------------------------------------------------------------- Tagalog
@case("tl", "gcash-mpin-otp", "GCash MPIN and OTP; the GCash hotline (same length as the MPIN) is a look-alike")
def _():
    mpin = dg(4, True)
    otp = dg(6, True)
    return ("Paano ko mababawi ang GCash ko? Nagtext sila ng OTP %s pero ayaw tanggapin. Yung MPIN ko ay %s, "
            "tama naman. Baka na-lock na? Tatawag na ba ako sa hotline na %s?") % (S(otp), S(mpin), L("2882"))


@case("tl", "sss-philhealth-numbers", "SSS number and PhilHealth number; the employer's TIN is a look-alike")
def _():
    sss = "%s-%s-%s" % (dg(2, True), dg(7), dg(1))
    ph = "%s-%s-%s" % (dg(2, True), dg(9), dg(1))
    tin = "%s-%s-%s-000" % (dg(3, True), dg(3), dg(3))
    return ("Tulungan mo akong gumawa ng email sa HR ng bago kong trabaho (TIN ng kompanya %s). Ilalagay ko na yung SSS "
            "number ko %s at PhilHealth %s. Pormal pero hindi masyadong stiff.") % (L(tin), S(sss), S(ph))


@case("tl", "gcash-receipt-ref", "a GCash receipt Ref No. and the recipient's mobile number")
def _():
    ref = dg(4, True) + " " + dg(3) + " " + dg(6)
    mob = "0917 " + dg(3) + " " + dg(4)
    return ("Nagpadala ako ng 1,500 sa kapatid ko sa %s pero sabi niya wala raw. Sa resibo: Ref No. %s, Sent via GCash. "
            "Ano ang sasabihin ko sa GCash Help Center?") % (L(mob), L(ref))


# ---------------------------------------------------------------- Swahili
@case("sw", "mpesa-confirmation-sms", "M-Pesa transaction code from a payment SMS (settled as secret); the till number is a look-alike")
def _():
    code = mpesa_code()
    till = dg(6, True)
    return ("Nimelipa lakini duka linasema halijapokea. Ujumbe niliopata: \"%s Confirmed. Ksh2,350.00 paid to MAMA "
            "NJERI GROCERIES. on 14/3/25 at 6:42 PM. New M-PESA balance is Ksh1,120.50.\" Namba ya till ni %s. "
            "Nifanye nini?") % (S(code), L(till))


@case("sw", "mpesa-pin-id", "M-Pesa PIN and national ID number; the agent number is a look-alike")
def _():
    pin = dg(4, True)
    nid = dg(8, True)
    agent = dg(6, True)
    return ("Mama yangu amesahau kama PIN yake ya M-Pesa ni %s au la. Safaricom wanauliza namba ya kitambulisho, "
            "yake ni %s. Wakala wa karibu ni namba %s. Anawezaje kubadilisha PIN kwa simu yake?") % (S(pin), S(nid), L(agent))


@case("sw", "paybill-school-fees", "a school's paybill number and invoice number")
def _():
    pb = dg(6, True)
    inv = "INV-" + dg(5, True)
    return ("Shule imetuma ankara %s ya karo ya muhula wa pili. Wanasema tulipe kupitia Paybill %s. Niandikie "
            "ujumbe mfupi kwa mwalimu mkuu kuuliza kama tunaweza kulipa kwa awamu mbili.") % (L(inv), L(pb))


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def hostile(s, text=False):
    """characters that are awkward in YAML or invisible; returns the first offending character or None.
    In message text the zero-width non-joiner (U+200C) is allowed: Persian spelling needs it."""
    for ch in s:
        o = ord(ch)
        if ch == "\n" or (text and ch == "\u200c"):
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F:
            return ch
        if ch in "\\\u2028\u2029\ufeff\u200b\u200c\u200d\u200e\u200f\u00a0\u202f\u2060":
            return ch
        if 0xD800 <= o <= 0xDFFF or o > 0xFFFF:
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def embedded(text, v, i):
    before = text[i - 1] if i > 0 else ""
    after = text[i + len(v)] if i + len(v) < len(text) else ""
    if before and v[0].isdigit() and before.isdigit():
        return True
    if after and v[-1].isdigit() and after.isdigit():
        return True
    return False


def validate_case(c):
    cid, text = c["id"], c["text"]
    need(re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid) is not None, "bad id " + cid)
    need(c["lang"] in LANGS, "bad lang")
    need(text.strip() == text and text, "text empty or padded")
    for k in ("id", "lang", "text", "note"):
        need(hostile(c[k], k == "text") is None, "hostile character in %s: %r" % (k, hostile(c[k], k == "text")))
    need(c["note"].strip() != "", "empty note")
    for part in text.split(SEP):
        need(part.strip() != "", "empty message")
    sec, lk = c["secrets"], c["lookalikes"]
    need(len(set(sec)) == len(sec) and len(set(lk)) == len(lk), "duplicate listed value")
    need(not (set(sec) & set(lk)), "value in both lists")
    need(sec or lk, "case lists nothing")
    allv = sec + lk
    for v in allv:
        need(v and v.strip() == v, "empty or padded value %r" % v)
        need(hostile(v) is None, "hostile character in value")
        need(SEP not in v, "value spans messages")
        occ = occurrences(text, v)
        need(occ, "value not in text: %r" % v)
        if len(v) <= 6:
            need(len(occ) == 1, "short value occurs %d times: %r" % (len(occ), v))
        for i in occ:
            need(not embedded(text, v, i), "value embedded in a longer token: %r" % v)
    for a in allv:
        for b in allv:
            if a != b:
                need(a not in b, "listed value inside another listed value: %r in %r" % (a, b))
    spans_s = [(i, i + len(v)) for v in sec for i in occurrences(text, v)]
    spans_l = [(i, i + len(v)) for v in lk for i in occurrences(text, v)]
    for a0, a1 in spans_s:
        for b0, b1 in spans_l:
            need(a1 <= b0 or b1 <= a0, "secret overlaps look-alike")


def build_one(n, lang, slug, note, f):
    last = None
    for attempt in range(60):
        marked = f()
        need("\x01" not in MARK.sub("", marked) and "\x02" not in MARK.sub("", marked), "unbalanced marker")
        sec, lk = [], []
        for m in MARK.finditer(marked):
            kind, v = m.group(1), m.group(2)
            need("\x01" not in v and "\x02" not in v, "nested marker")
            (sec if kind == "S" else lk).append(v)
        text = MARK.sub(lambda m: m.group(2), marked)
        sec = list(dict.fromkeys(sec))
        lk = list(dict.fromkeys(lk))
        c = {"id": "%s-%03d-%s" % (PREFIX, n, slug), "lang": lang, "text": text, "secrets": sec, "lookalikes": lk,
             "note": note}
        try:
            validate_case(c)
            return c
        except Bad as e:
            last = e
    raise Bad("%s: no valid draw after 60 attempts (%s)" % (slug, last))


def self_tests():
    need(luhn_ok("79927398713"), "luhn vector")
    need(iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432"), "iban vectors")
    need(verhoeff_ok("2363") and verhoeff_digit("236") == "3", "verhoeff vector")
    need(gtin_digit("978030640615") == "7", "isbn vector")
    need(vin_ok("1M8GDM9AXKP042788"), "vin vector")
    need(aba_ok("021000021") and aba_ok("026009593") and aba_ok("121000248") and aba_ok("011401533"), "aba vectors")
    need("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z", "dni vector")
    need(mod11_weights("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10 == (10 - 9) % 10, "pesel vector")
    need(luhn_digit("811218987") == "6", "personnummer vector")
    need(mod11_weights("11122233", [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 3, "bsn vector")
    need(mod11_weights("12345678", [8, 6, 4, 2, 3, 5, 9, 7]) % 11 == 6, "s10 vector")
    s = "11010519491231002"
    need("10X98765432"[mod11_weights(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X", "cn id vector")


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    try:
        self_tests()
        cases = []
        seen = set()
        for n, (lang, slug, note, f) in enumerate(CASES, start=1):
            need(slug not in seen, "duplicate slug " + slug)
            seen.add(slug)
            cases.append(build_one(n, lang, slug, note, f))
        ids = [c["id"] for c in cases]
        need(len(set(ids)) == len(ids), "duplicate ids")
        texts = [c["text"] for c in cases]
        need(len(set(texts)) == len(texts), "duplicate texts")
        out = ["lookalikes: []", "cases:"]
        q = lambda s: json.dumps(s, ensure_ascii=False)
        for c in cases:
            out.append("  - id: " + q(c["id"]))
            out.append("    lang: " + q(c["lang"]))
            out.append("    text: " + q(c["text"]))
            for k in ("secrets", "lookalikes"):
                if c[k]:
                    out.append("    %s:" % k)
                    for v in c[k]:
                        out.append("      - " + q(v))
                else:
                    out.append("    %s: []" % k)
            out.append("    note: " + q(c["note"]))
        body = "\n".join(out) + "\n"
        # round trip: every quoted scalar must decode back to the value
        for line in out[2:]:
            m = re.match(r"^(?:  - id|    lang|    text|    note|      -)(?:: | )(\".*\")$", line)
            if m:
                need(isinstance(json.loads(m.group(1)), str), "scalar round trip")
    except Bad as e:
        print("INVALID: %s" % e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(body)
    npos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases, %d positive, %d negative, %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), npos, len(cases) - npos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
