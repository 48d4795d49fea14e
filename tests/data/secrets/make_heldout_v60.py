#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v60 (secrets filter).

Usage: python3 make_heldout_v60.py heldout_v60.yaml
Standard library only.  All random values come from random.Random(60).
Validates everything before writing; exits 1 on any problem.
"""
import sys, re, json, random, string, base64, hashlib, unicodedata, datetime

SEED = 60
NAME = "heldout_v60"
PREFIX = "H60"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n, lead=False):
    s = rs(DG, n)
    if lead and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ----------------------------------------------------------------- check digits
def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(p):
    for c in DG:
        if luhn_ok(p + c):
            return p + c
    raise AssertionError


def iban_ok(x):
    x = x.replace(" ", "")
    s = x[4:] + x[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    out = cc + "%02d" % (98 - n % 97) + bban
    assert iban_ok(out)
    return out


def mod11_10(digits):  # ISO 7064 MOD 11,10
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(p):
    c = 0
    for i, ch in enumerate(reversed(p)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    out = p + str(VINV[c])
    assert verhoeff_ok(out)
    return out


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def cf_val(ch, odd):
    idx = int(ch) if ch.isdigit() else ord(ch) - 65
    return CF_ODD[idx] if odd else idx


def it_check_char(s):  # codice fiscale / CIN
    return chr(65 + sum(cf_val(c, i % 2 == 0) for i, c in enumerate(s)) % 26)


def wsum(s, w):
    return sum(int(a) * b for a, b in zip(s, w))


# ----------------------------------------------------------------- bank accounts
def iban_de():
    return iban("DE", dg(8, True) + dg(10))


def rib_key(bank, branch, acct):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def iban_fr(bank=None):
    bank = bank or R.choice(["30004", "30003", "20041", "10278", "30002", "17515"])
    branch, acct = dg(5), dg(11)
    return iban("FR", bank + branch + acct + rib_key(bank, branch, acct))


def es_dc(ten):
    d = 11 - wsum(ten, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
    return 0 if d == 11 else (1 if d == 10 else d)


def iban_es():
    bank = R.choice(["2100", "0049", "0182", "0081", "2038", "0128"])
    branch, acct = dg(4), dg(10)
    return iban("ES", bank + branch + str(es_dc("00" + bank + branch)) + str(es_dc(acct)) + acct)


def iban_it():
    abi = R.choice(["03069", "02008", "05034", "03062", "01030"])
    cab, acct = dg(5), "0000" + dg(8)
    body = abi + cab + acct
    return iban("IT", it_check_char(body) + body)


def elfproef(s):
    return wsum(s, range(len(s), 0, -1)) % 11 == 0


def iban_nl(bank=None):
    bank = bank or R.choice(["ABNA", "RABO", "SNSB", "ASNB"])
    while True:
        acct = dg(10)
        if acct[0] != "0" and elfproef(acct):
            break
    return iban("NL", bank + acct)


def iban_gb():
    bank, sort = R.choice([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40")])
    return iban("GB", bank + sort + dg(4) + dg(8, True))


CZ_W = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_account():
    while True:
        a = "00" + dg(7, True)
        c = (-wsum(a, CZ_W[:9])) % 11
        if c < 10:
            return a + str(c)


def hu_block(body):
    w = [9, 7, 3, 1]
    s = sum(int(d) * w[i % 4] for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


def hu_account(bank=None):
    b1 = hu_block((bank or R.choice(["117", "104", "120", "116"])) + dg(4))
    b2 = hu_block(dg(15, True))
    return b1, b2


def cs_iban_from(bank, acct):
    return iban("CZ", bank + "000000" + acct)


def no_account():
    while True:
        b = dg(10, True)
        r = wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r == 0 else 11 - r
        if c < 10:
            return b + str(c)


def fi_iban():
    return iban("FI", luhn_complete(R.choice(["1", "5", "8"]) + dg(12)))


def pt_iban():
    bank = R.choice(["0035", "0033", "0007", "0010", "0036"])
    body = bank + dg(4) + dg(11)
    nib = body + "%02d" % (98 - int(body + "00") % 97)
    return iban("PT", nib), nib


def be_iban():
    b = dg(3, True) + dg(7)
    c = int(b) % 97 or 97
    return iban("BE", b + "%02d" % c)


def clabe():
    b = R.choice(["012", "002", "014", "072"]) + R.choice(["180", "320", "580"]) + dg(11)
    w = [3, 7, 1] * 6
    s = sum((int(d) * w[i]) % 10 for i, d in enumerate(b))
    return b + str((10 - s % 10) % 10)


def aba():
    while True:
        p = "%02d" % R.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]) + dg(6)
        d = [int(x) for x in p]
        c = (-(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]))) % 10
        out = p + str(c)
        d = [int(x) for x in out]
        assert (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0
        return out


def ru_account(bik, prefix):
    base = prefix + dg(20 - len(prefix))
    for k in DG:
        acc = base[:8] + k + base[9:]
        s = bik[-3:] + acc
        w = [7, 1, 3] * 8
        if sum((int(x) * w[i]) % 10 for i, x in enumerate(s)) % 10 == 0:
            return acc
    raise AssertionError


# ----------------------------------------------------------------- cards
def card(kind):
    if kind == "visa":
        n = luhn_complete("4" + dg(14))
    elif kind == "mc":
        n = luhn_complete(R.choice(["51", "52", "53", "54", "55", "22", "23"]) + dg(13))
    elif kind == "amex":
        n = luhn_complete(R.choice(["34", "37"]) + dg(12))
    elif kind == "cmb":
        n = luhn_complete(R.choice(["621483", "621485", "621486"]) + dg(9))
    elif kind == "unionpay":
        n = luhn_complete("62" + R.choice(["2202", "1700", "2848", "1483"]) + dg(12))
    elif kind == "mir":
        n = luhn_complete("220" + R.choice("01234") + dg(11))
    elif kind == "iran":
        n = luhn_complete(R.choice(["603799", "610433", "621986", "627412"]) + dg(9))
    elif kind == "jcb":
        n = luhn_complete("35" + R.choice(["28", "40", "66"]) + dg(11))
    elif kind == "troy":
        n = luhn_complete("9792" + dg(11))
    else:
        raise ValueError(kind)
    assert luhn_ok(n)
    return n


def card_fmt(n):
    if len(n) == 15:
        return groups(n, [4, 6, 5])
    if len(n) == 19:
        return groups(n, [4, 4, 4, 4, 3])
    return g4(n)


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))


# ----------------------------------------------------------------- national ids
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id_check(b17):
    return "10X98765432"[wsum(b17, CN_W) % 11]


def cn_id(region, y, m, d, female):
    b = region + "%04d%02d%02d" % (y, m, d) + dg(2) + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    return b + cn_id_check(b)


def kr_rrn(y, m, d, female):
    g = (2 if female else 1) if y < 2000 else (4 if female else 3)
    b = "%02d%02d%02d" % (y % 100, m, d) + str(g) + dg(5)
    c = (11 - wsum(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def jp_mynumber():
    b = dg(11, True)
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = dg(12, True)
    s = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def kr_brn():
    b = dg(3, True) + dg(2) + dg(4)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return n[:3] + "-" + n[3:5] + "-" + n[5:]


def pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, mm, d) + dg(3) + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_idcard():
    letters = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3)
    rest = dg(5)
    vals = [ord(c) - 55 for c in letters] + [int(x) for x in rest]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3]))
    return letters + str(s % 10) + rest


def pl_nip():
    while True:
        b = dg(3, True) + dg(6)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return b + str(c)


def cz_rc(y, m, d, female):
    mm = m + (50 if female else 0)
    while True:
        b = "%02d%02d%02d" % (y % 100, mm, d) + dg(3)
        c = int(b) % 11
        if c < 10:
            n = b + str(c)
            assert int(n) % 11 == 0
            return n[:6] + "/" + n[6:]


def cz_ico():
    b = dg(7, True)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def de_steuerid():
    while True:
        first = R.choice("123456789")
        pool = [x for x in DG]
        R.shuffle(pool)
        ds = [first] + [x for x in pool if x != first][:8]
        ds.append(R.choice(ds))
        body = [ds[0]] + R.sample(ds[1:], 9)
        if body[0] == "0":
            continue
        b = "".join(body)
        if max(b.count(x) for x in b) == 2 and len(set(b)) == 9:
            return b + str(mod11_10(b))


def de_ustid():
    b = dg(8, True)
    return "DE" + b + str(mod11_10(b))


def fr_nir(female):
    yy, mm = R.randint(60, 99), R.randint(1, 12)
    dep = "%02d" % R.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
    b = str(2 if female else 1) + "%02d%02d" % (yy, mm) + dep + "%03d" % R.randint(1, 400) + "%03d" % R.randint(1, 999)
    key = 97 - int(b) % 97
    return groups(b, [1, 2, 2, 2, 3, 3]) + " " + "%02d" % key


def fr_siren():
    return luhn_complete(dg(8, True))


def es_dni():
    n = dg(8, True)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    b = R.choice("08") + dg(6)
    b = R.choice(["08", "28", "46", "41", "29"]) + dg(5)
    even = sum(int(b[i]) for i in (1, 3, 5))
    odd = sum(sum(divmod(int(b[i]) * 2, 10)) for i in (0, 2, 4, 6))
    return "B" + b + str((10 - (even + odd) % 10) % 10)


def pt_nif(first="2"):
    b = first + dg(7)
    r = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if r < 2 else 11 - r)


VOW = "AEIOU"


def cf_part(s, is_name):
    s = s.upper()
    cons = [c for c in s if c.isalpha() and c not in VOW]
    vows = [c for c in s if c in VOW]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(surname, name, y, m, d, female, town):
    b = cf_part(surname, False) + cf_part(name, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + \
        "%02d" % (d + (40 if female else 0)) + town
    return b + it_check_char(b)


def it_piva():
    return luhn_complete(dg(7, True) + R.choice(["015", "121", "080", "063"]))


def nl_bsn():
    while True:
        b = dg(8, True)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            n = b + str(c)
            assert (wsum(n[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(n[8])) % 11 == 0
            return n


def se_pnr(y, m, d):
    b = "%02d%02d%02d" % (y % 100, m, d) + dg(3)
    n = luhn_complete(b)
    return n[:6] + "-" + n[6:]


def dk_cvr():
    while True:
        b = dg(7, True)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return b + str(c)


def no_fnr(d, m, y):
    while True:
        ind = R.randint(0, 499) if y < 2000 else R.randint(500, 999)
        b = "%02d%02d%02d%03d" % (d, m, y % 100, ind)
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


def no_orgnr():
    while True:
        b = R.choice("89") + dg(7)
        c = 11 - wsum(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c < 10:
            return b + str(c)


def fi_hetu(d, m, y):
    nnn = "%03d" % R.randint(2, 899)
    b = "%02d%02d%02d" % (d, m, y % 100)
    return b + ("-" if y < 2000 else "A") + nnn + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + nnn) % 31]


def fi_ytunnus():
    while True:
        b = dg(7, True)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_ref():
    b = dg(R.randint(6, 12), True)
    w = [7, 3, 1]
    s = sum(int(x) * w[i % 3] for i, x in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def hu_adoaz():
    while True:
        b = "8" + "%05d" % R.randint(30000, 50000) + dg(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_taj():
    b = dg(8, True)
    return b + str(sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(b)) % 10)


def hu_adoszam():
    b = hu_block(dg(7, True))
    return b + "-" + R.choice("12") + "-" + "%02d" % R.choice([2, 13, 41, 42, 43, 44])


def ro_cnp(y, m, d, female):
    s = (2 if female else 1) if y < 2000 else (6 if female else 5)
    b = str(s) + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % R.randint(1, 46) + "%03d" % R.randint(1, 999)
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = dg(7, True)
    c = (wsum(b, [3, 2, 1, 7, 5, 3, 2]) * 10) % 11
    return b + str(0 if c == 10 else c)


def gr_afm(first=None):
    b = (first or R.choice("01")) + dg(7)
    if b[0] == "0":
        b = "0" + R.choice("123456789") + b[2:]
    s = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b))
    return b + str((s % 11) % 10)


def gr_amka(d, m, y):
    return luhn_complete("%02d%02d%02d" % (d, m, y % 100) + dg(4))


def tr_tckn():
    d = [int(x) for x in dg(9, True)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def il_id():
    return luhn_complete(dg(8, True))


def in_aadhaar():
    return verhoeff_complete(R.choice("23456789") + dg(10))


GST_CS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def gstin_check(s14):
    tot = 0
    for i, ch in enumerate(s14):
        v = GST_CS.index(ch) * (1 if i % 2 == 0 else 2)
        tot += v // 36 + v % 36
    return GST_CS[(36 - tot % 36) % 36]


def in_pan(kind="P", initial=None):
    return rs(UP, 3) + kind + (initial or R.choice(UP)) + dg(4) + R.choice(UP)


def in_gstin(state="27"):
    b = state + in_pan("C") + "1Z"
    return b + gstin_check(b)


def br_cpf():
    while True:
        b = [R.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1:
            break
    for _ in range(2):
        n = len(b)
        r = (sum(x * (n + 1 - i) for i, x in enumerate(b)) * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return s[:3] + "." + s[3:6] + "." + s[6:9] + "-" + s[9:]


def br_cnpj():
    b = [int(x) for x in dg(8, True)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def s10(prefix, country):
    b = dg(8)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + country


def ru_inn12():
    b = R.choice(["77", "78", "50", "66", "16"]) + dg(8)
    c1 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(c1)
    c2 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(c2)


def ru_inn10():
    b = R.choice(["77", "78", "50"]) + dg(7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = "1" + R.choice(["02", "03", "12", "15", "18"]) + R.choice(["77", "78", "50"]) + dg(7)
    return b + str(int(b) % 11 % 10)


def ru_snils():
    while True:
        b = dg(9)
        if int(b) > 1001998:
            break
    s = sum(int(x) * (9 - i) for i, x in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        c = 0 if c == 100 else c
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ua_rnokpp():
    days = R.randint(25000, 38000)
    b = "%05d" % days + dg(4)
    s = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])
    return b + str(s % 11 % 10)


def ir_melli():
    while True:
        b = dg(9)
        if len(set(b)) > 2:
            break
    r = sum(int(b[i]) * (10 - i) for i in range(9)) % 11
    return b + str(r if r < 2 else 11 - r)


def sa_nid():
    return luhn_complete("1" + dg(8))


def ae_eid():
    n = luhn_complete("784" + str(R.randint(1975, 2001)) + dg(7))
    return "%s-%s-%s-%s" % (n[:3], n[3:7], n[7:14], n[14])


def th_id(first=None):
    first = first or R.choice("1345")
    b = first + dg(12 - len(first))
    c = (11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10
    return b + str(c)


def th_fmt(n):
    return groups(n, [1, 4, 5, 2, 1], "-")


def ca_sin():
    return luhn_complete(R.choice("1234567") + dg(7))


def au_tfn():
    while True:
        b = dg(8, True)
        s = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9])
        c = s % 11
        if c < 10:
            n = b + str(c)
            assert wsum(n, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
            return n


def au_medicare():
    b = R.choice("23456") + dg(7)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return b + str(c) + R.choice("123")


def au_abn():
    while True:
        b = dg(11, True)
        d = [int(x) for x in b]
        d[0] -= 1
        if sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return "%s %s %s %s" % (b[:2], b[2:5], b[5:8], b[8:])


def uk_nhs():
    while True:
        b = dg(9, True)
        c = 11 - wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c < 10:
            n = b + str(c)
            return n[:3] + " " + n[3:6] + " " + n[6:]


def uk_nino():
    while True:
        a = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
        if a not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = dg(6)
    return "%s %s %s %s %s" % (a, d[:2], d[2:4], d[4:], R.choice("ABCD"))


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return "%02d-%s" % (R.choice([12, 20, 27, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88]), dg(7))


def za_id(y, m, d, female):
    b = "%02d%02d%02d" % (y % 100, m, d) + "%04d" % (R.randint(0, 4999) if female else R.randint(5000, 9999)) + "08"
    return luhn_complete(b)


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(wmi):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    b = wmi + rs(alpha, 5) + "0" + R.choice("NPRS") + rs(alpha, 1) + dg(6)
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(b, VIN_W))
    c = s % 11
    return b[:8] + ("X" if c == 10 else str(c)) + b[9:]


def ean13(prefix):
    b = prefix + dg(12 - len(prefix))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    return b + str((10 - s % 10) % 10)


def usps():
    b = "9400" + "1" + dg(16)
    s = sum(int(x) * (3 if i % 2 == 0 else 1) for i, x in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def dhl():
    b = dg(9, True)
    return b + str(int(b) % 7)


def yamato():
    b = dg(11, True)
    n = b + str(int(b) % 7)
    return n[:4] + "-" + n[4:8] + "-" + n[8:]


def se_bankgiro():
    n = luhn_complete(dg(6, True))
    return n[:3] + "-" + n[3:]


def se_orgnr():
    n = luhn_complete("55" + dg(7))
    return n[:6] + "-" + n[6:]


def cn_uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    region = R.choice(["110105", "310115", "440300", "330106"])
    org = dg(8, True)
    oc = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
    org += "X" if oc == 10 else ("0" if oc == 11 else str(oc))
    b = "91" + region + org
    s = sum(cs.index(c) * x for c, x in zip(b, w))
    c = 31 - s % 31
    return b + cs[0 if c == 31 else c]


# ----------------------------------------------------------------- tech values
def uuid4(upper=False):
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def git_sha(n=40):
    return rs(HEX, n)


def aws_akid():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return R.choice(AN) + rs(B64, 38) + R.choice(AN)


def gh_pat():
    return "ghp_" + rs(AN, 36)


def gh_fine():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def stripe_sk(live=True):
    return ("sk_live_51" if live else "sk_test_51") + rs(AN, 97)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload):
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + b64u(rbytes(32))


def pem(kind):
    if kind == "rsa":
        body = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(1180)).decode()
        lines = [body[i:i + 64] for i in range(0, len(body), 64)][:12]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "pkcs8":
        body = base64.b64encode(b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09" + rbytes(1200)).decode()
        lines = [body[i:i + 64] for i in range(0, len(body), 64)][:10]
        return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    if kind == "openssh":
        raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + rbytes(200)
        body = base64.b64encode(raw).decode()
        lines = [body[i:i + 70] for i in range(0, len(body), 70)]
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    raise ValueError(kind)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    b = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + out


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


def wg_key():
    return base64.b64encode(rbytes(32)).decode()


def bitlocker():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit "
         "august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis "
         "bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket "
         "battle beach bean beauty because become beef before begin behave behind believe below belt bench "
         "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade "
         "blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb "
         "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave "
         "bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy "
         "butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon "
         "canoe canvas canyon capable capital captain carbon card cargo carpet carry cart case cash casino castle "
         "casual catalog catch category cattle caught cause caution cave ceiling celery cement census century "
         "cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef "
         "cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon "
         "circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb "
         "clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct "
         "confirm congress connect consider control convince cook cool copper copy coral core corn correct").split()


def seed_phrase(n):
    return " ".join(R.sample(BIP39, n))


PW_WORDS = ["Marmalade", "sunflower", "Pelican", "tangerine", "Orbit", "lantern", "Quokka", "maple", "Harbor",
            "juniper", "Falcon", "velvet", "Biscuit", "thunder", "Nebula", "pumpkin", "Cobalt", "meadow",
            "Saffron", "walrus", "Piccolo", "granite", "Mango", "zeppelin", "Kestrel", "paprika", "Tundra"]
SYM = "!#$%&*?-_.+="


def pw_human():
    w = R.choice(PW_WORDS)
    style = R.randint(0, 3)
    if style == 0:
        return w + str(R.randint(1970, 2012)) + R.choice("!#$?*")
    if style == 1:
        return w[0].upper() + w[1:].lower() + R.choice(["_", ".", "-", ""]) + R.choice(PW_WORDS).lower() + dg(2)
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + dg(R.randint(2, 4)) + R.choice("!#$%&*")
    return R.choice(["My", "Our", "Big", "Old"]) + w.capitalize() + "Is" + R.choice(["Blue", "Fast", "Loud"]) + dg(2)


def pw_random(n=16, sym=True):
    alpha = AN + ("!#$%&*?-_+=" if sym else "")
    while True:
        p = rs(alpha, n)
        if (any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p)
                and p[0].isalnum() and p[-1].isalnum()):
            return p


def passphrase(k=4, sep="-"):
    return sep.join(R.sample(BIP39, k)) + sep + dg(2)


def phone(cc):
    if cc == "US":
        return "+1 (%d) %d-%s" % (R.choice([206, 312, 415, 512, 617, 720, 904]), R.randint(201, 989), dg(4))
    if cc == "US2":
        return "(%d) %d-%s" % (R.choice([213, 302, 404, 503, 646, 702]), R.randint(201, 989), dg(4))
    if cc == "UK":
        return "07%s %s" % (dg(3), dg(6))
    raise ValueError(cc)


def semver():
    return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 40))


def two_distinct_short(n, make):
    vals = []
    while len(vals) < n:
        v = make()
        if all(v not in x and x not in v for x in vals):
            vals.append(v)
    return vals


def selftest():
    """Check the check-digit routines against well-known public example values (not written to the set)."""
    ok = [luhn_ok("4242424242424242"), luhn_ok("378282246310005"),
          iban_ok("DE89370400440532013000"), iban_ok("GB29NWBK60161331926819"),
          iban_ok("FR7630006000011234567890189"), iban_ok("ES9121000418450200051332"),
          iban_ok("IT60X0542811101000000123456"), iban_ok("PT50000201231234567890154"),
          iban_ok("BE68539007547034"), verhoeff_complete("236") == "2363",
          cn_id_check("11010519491231002") == "X", it_check_char("RSSMRA85T10A562") == "S",
          gstin_check("27AAPFU0939F1Z") == "V", mod11_10("8609574271") == 9,
          rib_key("30006", "00001", "12345678901") == "89",
          (es_dc("0021000418"), es_dc("0200051332")) == (4, 5),
          it_check_char("0542811101000000123456") == "X", luhn_ok("784196865703050"),
          wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0,
          wsum("13585628", [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0]
    if not all(ok):
        raise SystemExit("selftest failed: %r" % ok)


# ----------------------------------------------------------------- case framework
CASES = []
TPL = re.compile(r"@@(\w+)@@")


def C(lang, slug, note, text, s=None, l=None, n=None):
    """s: secrets, l: look-alikes, n: neutral values; all dicts name -> value, used in text as @@name@@."""
    s, l, n = s or {}, l or {}, n or {}
    vals = {}
    for d in (n, s, l):
        for k, v in d.items():
            if k in vals:
                raise SystemExit("duplicate placeholder %s in %s" % (k, slug))
            vals[k] = v
    used = set(TPL.findall(text))
    missing = {k for k in list(s) + list(l) if k not in used and vals[k] not in text}
    if missing:
        raise SystemExit("placeholders not used in %s: %s" % (slug, missing))
    unknown = used - set(vals)
    if unknown:
        raise SystemExit("unknown placeholders in %s: %s" % (slug, unknown))
    full = TPL.sub(lambda m: vals[m.group(1)], text)

    def dedup(xs):
        out = []
        for x in xs:
            if x not in out:
                out.append(x)
        return out
    CASES.append({"lang": lang, "slug": slug, "text": full, "secrets": dedup(s.values()),
                  "lookalikes": dedup(l.values()), "note": note})


# ================================================================= English cases
def mbi():
    a = "ACDEFGHJKMNPQRTUVWXY"
    return "%s%s%s%s-%s%s%s-%s%s%s%s" % (R.choice("123456789"), R.choice(a), R.choice(a + DG), R.choice(DG),
                                         R.choice(a), R.choice(a + DG), R.choice(DG), R.choice(a), R.choice(a),
                                         R.choice(DG), R.choice(DG))


def build_en():
    C("en", "aws-env", "AWS key pair in a .env; the AWS docs example key in the comment is a look-alike",
      "Can you check why boto3 still says InvalidClientTokenId? here's my .env:\n\n"
      "AWS_ACCESS_KEY_ID=@@ak@@\nAWS_SECRET_ACCESS_KEY=@@sk@@\nAWS_DEFAULT_REGION=eu-west-1\n"
      "S3_BUCKET=acme-invoices-prod\n# the template had AKIAIOSFODNN7EXAMPLE here, I replaced it",
      s={"ak": aws_akid(), "sk": aws_secret()}, l={"ex": "AKIAIOSFODNN7EXAMPLE"})
    C("en", "aws-docs-example", "only the documented AWS example credentials and example account id",
      "In the AWS CLI docs they use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
      "credentials file example. If I literally paste those, should `aws sts get-caller-identity` return an error "
      "or the account 123456789012 from the docs?",
      l={"a": "AKIAIOSFODNN7EXAMPLE", "b": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "c": "123456789012"})
    C("en", "github-pat-remote", "GitHub classic PAT embedded in a remote URL; commit hash is a look-alike",
      "git push keeps asking for a password even though I set the remote like this:\n\n"
      "git remote set-url origin https://@@tok@@@github.com/lena-ortiz/garden-planner.git\n\n"
      "last successful push was commit @@sha@@ on Friday.",
      s={"tok": gh_pat()}, l={"sha": git_sha()})
    C("en", "stripe-live-webhook", "Stripe live secret key and webhook signing secret; public test card and a PaymentIntent id are look-alikes",
      "const stripe = require('stripe')('@@sk@@');\n\n"
      "app.post('/webhook', express.raw({type: 'application/json'}), (req, res) => {\n"
      "  const event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], '@@wh@@');\n"
      "  // ...\n});\n\nIt works in test mode with 4242 4242 4242 4242 but in live mode payment @@pi@@ never "
      "reaches the handler. Why?",
      s={"sk": stripe_sk(), "wh": "whsec_" + rs(AN, 32)},
      l={"card": "4242 4242 4242 4242", "pi": "pi_3" + rs(AN, 23)})
    C("en", "stripe-docs-test", "Stripe documentation test key and test card, charge id",
      "Following the Stripe quickstart: they set the key to sk_test_4eC39HqLyjWDarjtT1zdp7dc and use card "
      "4000 0000 0000 9995 to simulate insufficient funds. My test charge @@ch@@ shows 'card_declined' - is that "
      "expected?",
      l={"k": "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "c": "4000 0000 0000 9995", "ch": "ch_3" + rs(AN, 23)})
    C("en", "openai-key-python", "OpenAI project key in code; request id is a look-alike",
      "from openai import OpenAI\nclient = OpenAI(api_key=\"@@k@@\")\n"
      "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
      "I get 429 with request id @@rid@@ - is my quota gone?",
      s={"k": "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)}, l={"rid": "req_" + rs(HEX, 32)})
    C("en", "anthropic-key-revoked", "a leaked and revoked Anthropic key is still a secret; commit hash is a look-alike",
      "I accidentally committed my Anthropic key in @@sha@@ and GitHub secret scanning flagged it. I've already "
      "revoked it in the console. The key was @@k@@ - do I still need to rewrite history?",
      s={"k": "sk-ant-api03-" + rs(B64U, 93) + "AA"}, l={"sha": git_sha()})
    C("en", "slack-bot-yaml", "Slack bot token and signing secret in YAML; channel and app ids are look-alikes",
      "# config/slack.yaml\nslack:\n  bot_token: @@bt@@\n  signing_secret: @@ss@@\n  default_channel: @@ch@@\n"
      "  app_id: @@app@@\n\nbolt says 'invalid_auth' on startup. anything obviously wrong?",
      s={"bt": "xoxb-" + dg(12, True) + "-" + dg(13, True) + "-" + rs(AN, 24), "ss": rs(HEX, 32)},
      l={"ch": "C0" + rs(UP + DG, 9), "app": "A0" + rs(UP + DG, 9)})
    C("en", "google-oauth-json", "OAuth client secret and Maps API key; the OAuth client id is public",
      "{\n  \"web\": {\n    \"client_id\": \"@@cid@@\",\n    \"project_id\": \"recipe-box-4471\",\n"
      "    \"client_secret\": \"@@cs@@\",\n    \"redirect_uris\": [\"http://localhost:8080/callback\"]\n  }\n}\n"
      "plus MAPS_KEY=@@gk@@ in the same repo. redirect_uri_mismatch again, what am I missing?",
      s={"cs": "GOCSPX-" + rs(B64U, 28), "gk": "AIza" + rs(B64U, 35)},
      l={"cid": dg(12, True) + "-" + rs(LO + DG, 32) + ".apps.googleusercontent.com"})
    C("en", "twilio-auth-token", "Twilio auth token; account SID neutral; phone numbers and message SID are look-alikes",
      "Twilio code:\n\naccount_sid = \"@@sid@@\"\nauth_token = \"@@tok@@\"\n"
      "client.messages.create(from_=\"@@frm@@\", to=\"@@to@@\", body=\"Your table is ready\")\n\n"
      "The console shows message @@msid@@ as undelivered (30007). Carrier filtering?",
      s={"tok": rs(HEX, 32)}, n={"sid": "AC" + rs(HEX, 32)},
      l={"frm": "+1" + R.choice(["415", "628", "917"]) + dg(7, True), "to": "+1" + R.choice(["206", "312"]) + dg(7, True),
         "msid": "SM" + rs(HEX, 32)})
    C("en", "sendgrid-django", "SendGrid API key in settings.py; dynamic template id is a look-alike",
      "EMAIL_BACKEND = 'sendgrid_backend.SendgridBackend'\nSENDGRID_API_KEY = '@@k@@'\n"
      "SENDGRID_TEMPLATE_ID = '@@tid@@'\n\nEmails land in spam since we switched domains. Is it the template?",
      s={"k": "SG." + rs(B64U, 22) + "." + rs(B64U, 43)}, l={"tid": "d-" + rs(HEX, 32)})
    C("en", "npmrc-token", "npm automation token in .npmrc; package integrity hash and version are look-alikes",
      ".npmrc in the project root:\n\n//registry.npmjs.org/:_authToken=@@tok@@\n"
      "@acme:registry=https://npm.pkg.github.com\n\npackage-lock has \"integrity\": \"@@integ@@\" for lodash "
      "@@ver@@ and npm ci fails with EINTEGRITY. Related?",
      s={"tok": "npm_" + rs(AN, 36)},
      l={"integ": "sha512-" + base64.b64encode(rbytes(64)).decode(), "ver": "4.17.21"})
    C("en", "gitlab-clone-ci", "GitLab token as the user:password part of a clone URL; job and pipeline ids are look-alikes",
      "Our CI log (job @@job@@, pipeline @@pipe@@):\n\n$ git clone https://@@cred@@@gitlab.com/infra/terraform-modules.git\n"
      "Cloning into 'terraform-modules'...\nremote: HTTP Basic: Access denied\n\n"
      "the token is a project access token created last week.",
      s={"cred": "oauth2:glpat-" + rs(B64U, 20)}, l={"job": dg(10, True), "pipe": dg(10, True)})
    C("en", "telegram-bot", "Telegram bot token; chat id is a look-alike",
      "import telebot\nbot = telebot.TeleBot(\"@@tok@@\")\nCHAT_ID = @@chat@@\n\n"
      "bot.send_message(CHAT_ID, 'backup ok') raises 'chat not found'. The bot is admin in the channel.",
      s={"tok": str(R.randint(5000000000, 7999999999)) + ":AA" + rs(B64U, 33)}, l={"chat": "-100" + dg(10, True)})
    cid = str(R.randint(10 ** 18, 13 * 10 ** 17 * 10))
    C("en", "discord-bot-env", "Discord bot token; guild and application snowflakes are look-alikes",
      "DISCORD_TOKEN=@@tok@@\nGUILD_ID=@@gid@@\nCLIENT_ID=@@cid@@\n\nslash commands don't show up in the server. "
      "do I need to re-invite the bot with the applications.commands scope?",
      s={"tok": b64u(cid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)},
      l={"gid": str(R.randint(10 ** 18, 13 * 10 ** 17 * 10)), "cid": cid})
    host = "db-prod-2.c%s.eu-central-1.rds.amazonaws.com" % rs(LO + DG, 11)
    C("en", "postgres-database-url", "credentials of a Postgres URL are the secret; the RDS host is a look-alike",
      "DATABASE_URL=postgresql://@@cred@@@@@host@@:5432/billing\n\nAfter the RDS upgrade to 16.4 psql connects but "
      "Django says 'password authentication failed'. Same URL.",
      s={"cred": "billing_app:" + pw_random(18, sym=False)}, l={"host": host})
    C("en", "mongodb-srv", "user:password part of a MongoDB SRV string",
      "const uri = \"mongodb+srv://@@cred@@@cluster0.@@clu@@.mongodb.net/shop?retryWrites=true&w=majority\";\n\n"
      "Atlas says my IP is allowed (0.0.0.0/0) but I get 'bad auth : authentication failed'.",
      s={"cred": "shopadmin:" + pw_random(14, sym=False)}, n={"clu": rs(LO + DG, 5)})
    C("en", "redis-url-password", "password-only Redis URL: the password is the secret",
      "CELERY_BROKER_URL = 'redis://:@@pw@@@10.0.3.17:6379/0'\n\ncelery worker hangs at 'Connecting to redis'. "
      "redis-cli with the same password works from that box.",
      s={"pw": pw_random(24, sym=False)})
    C("en", "sqlserver-appsettings", "Password= value of an ADO.NET connection string; server and catalog are not secrets",
      "\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:sql-hr-01.database.windows.net,1433;Initial Catalog=HRPortal;"
      "User ID=hradmin;Password=@@pw@@;Encrypt=True;\"\n}\n\nLogin failed for user 'hradmin'. Does the password "
      "need escaping? What else could it be?",
      s={"pw": pw_random(15)}, l={"srv": "sql-hr-01.database.windows.net"})
    C("en", "azure-storage-conn", "AccountKey value of an Azure storage connection string",
      "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=@@acct@@;AccountKey=@@key@@;"
      "EndpointSuffix=core.windows.net\n\nupload_blob works locally but the Function App gets 403 "
      "AuthorizationPermissionMismatch.",
      s={"key": rs(B64, 86) + "=="}, n={"acct": "stinvoices" + rs(LO + DG, 6)})
    C("en", "ssh-private-key", "OpenSSH private key pasted whole; the public key fingerprint is a look-alike",
      "ssh -i ~/.ssh/deploy_ed25519 deploy@203.0.113.24 says 'Load key: invalid format'. This is the file:\n\n"
      "@@key@@\n\nThe server has the matching pubkey, fingerprint @@fp@@.",
      s={"key": pem("openssh")}, l={"fp": "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")})
    C("en", "tls-private-key", "RSA private key in PEM; the certificate serial is a look-alike",
      "nginx: [emerg] SSL_CTX_use_PrivateKey failed. The key file (pasting all of it):\n@@key@@\n"
      "and the cert is serial @@serial@@ issued by R11, valid until 2025-09-30.",
      s={"key": pem("rsa")}, l={"serial": "0" + R.choice("345") + rs(HEX, 34)})
    kpw = pw_random(16, sym=False)
    C("en", "k8s-secret-base64", "base64-encoded password in a Kubernetes Secret; object uid is a look-alike",
      "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\n  uid: @@uid@@\ntype: Opaque\ndata:\n"
      "  username: cGF5bWVudHM=\n  password: @@b64pw@@\n\nPod logs say the password is wrong; did I base64 it wrong? "
      "(I used echo without -n)",
      s={"b64pw": base64.b64encode((kpw + "\n").encode()).decode()}, l={"uid": uuid4()})
    now = 1727000000 + R.randint(0, 9000000)
    C("en", "jwt-bearer-curl", "bearer JWT (session token) in a curl command; request id is a look-alike",
      "curl -H \"Authorization: Bearer @@jwt@@\" https://api.fleetlog.io/v2/vehicles\n"
      "{\"error\":\"token_expired\",\"request_id\":\"@@rid@@\"}\n\nhow do I refresh without logging in again?",
      s={"jwt": jwt({"sub": "usr_" + rs(AN, 12), "scope": "fleet:read", "iat": now, "exp": now + 3600})},
      l={"rid": uuid4()})
    C("en", "jwt-io-example", "the jwt.io default example token and its documented secret",
      "In the jwt.io debugger the default token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwi"
      "bmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c with the secret "
      "your-256-bit-secret. Why does my unit test decode iat as 1516239022 but fail the signature check?",
      l={"t": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2"
              "MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
         "s": "your-256-bit-secret", "iat": "1516239022"})
    C("en", "django-session-cookie", "the user's own session cookie; analytics cookie is a look-alike, csrftoken neutral",
      "Copied from devtools > Application > Cookies for my own account, so my scraper can log in:\n\n"
      "sessionid=@@sid@@; csrftoken=@@csrf@@; _ga=@@ga@@\n\nHow do I pass these with requests.Session?",
      s={"sid": rs(LO + DG, 32)}, n={"csrf": rs(AN, 32)},
      l={"ga": "GA1.1." + dg(9, True) + "." + str(now - R.randint(10 ** 6, 10 ** 7))})
    C("en", "diceware-master", "the user's own passphrase; the xkcd example phrase is a look-alike",
      "For my password manager I went with a diceware phrase like xkcd's correct horse battery staple, but longer: "
      "@@pp@@\nIs five words plus two digits enough against offline cracking?",
      s={"pp": passphrase(5)}, l={"x": "correct horse battery staple"})
    C("en", "famous-weak-passwords", "famous example passwords discussed as examples",
      "Our security training slide says P@ssw0rd and Tr0ub4dor&3 are weak, and that hunter2 is just a meme. Can you "
      "write a short quiz question using those three examples?",
      l={"a": "P@ssw0rd", "b": "Tr0ub4dor&3", "c": "hunter2"})
    C("en", "router-guest-wifi", "two Wi-Fi passwords; router model and serial are look-alikes",
      "Setting up the new router (model @@model@@, S/N @@sn@@). Guest network: SSID Bakery-Guest, WPA2 password "
      "@@pw@@. Main network password stays @@pw2@@. How do I isolate guests from the POS terminal?",
      s={"pw": pw_human(), "pw2": pw_random(14, sym=False)},
      l={"model": "Archer AX55", "sn": "22" + dg(11)})
    door, box = two_distinct_short(2, lambda: dg(4, True))
    C("en", "house-sitter-codes", "door keypad and lockbox codes; the vet's phone is a look-alike",
      "Note for the house sitter, please tidy it up:\n- front door keypad: @@door@@ then #\n"
      "- the alarm is off, ignore the panel\n- spare key in the lockbox by the shed, code @@box@@\n"
      "- vet: Dr. Amari @@vet@@\nthanks!",
      s={"door": door, "box": box}, l={"vet": phone("US2")})
    C("en", "airbnb-welcome", "key box code and Wi-Fi password; reservation code is a look-alike",
      "Draft a welcome message for the guests of reservation @@conf@@: check-in from 3pm, the key box next to the "
      "blue door opens with @@kb@@, Wi-Fi is 'Casa_Limon' / @@wifi@@, and they can park in spot 14.",
      s={"kb": dg(4, True), "wifi": pw_human()}, l={"conf": "HM" + rs(UP + DG, 8)})
    v = card("visa")
    C("en", "visa-hotel-booking", "full card number, expiry and CVV in prose",
      "Book the hotel for me with my Visa @@card@@, exp @@exp@@, CVV @@cvv@@, name on card Daniel Okafor. "
      "Confirmation should go to my work email.",
      s={"card": card_fmt(v), "exp": expiry(), "cvv": dg(3)})
    C("en", "amex-table", "Amex number, expiry and CID in a markdown table; a masked old card is a look-alike",
      "| field | value |\n|---|---|\n| card | @@card@@ |\n| expiry | @@exp@@ |\n| CID | @@cvv@@ |\n"
      "| billing zip | @@zip@@ |\n\nwhy does the checkout reject this Amex? the old one ending @@masked@@ worked",
      s={"card": card_fmt(card("amex")), "exp": expiry(), "cvv": dg(4, True)}, n={"zip": dg(5, True)},
      l={"masked": "\u2022\u2022\u2022\u2022 " + dg(4, True)})
    C("en", "masked-card-charge", "masked card, amount and an acquirer reference number",
      "My statement shows a charge of $84.17 on card **** **** **** @@l4@@ with reference @@ref@@ from "
      "'SQ *BLUE FINCH CAFE'. Is that a Square merchant? I don't remember going there.",
      n={"l4": dg(4, True)}, l={"amt": "$84.17", "ref": "7" + dg(22)})
    C("en", "w4-direct-deposit", "SSN and own checking account; employer EIN and bank routing number are look-alikes",
      "Help me fill in the W-4 and the direct deposit form. SSN @@ssn@@, employer EIN @@ein@@, and for the "
      "deposit: routing @@aba@@, checking account @@acct@@.",
      s={"ssn": us_ssn(), "acct": dg(10, True)}, l={"ein": us_ein(), "aba": aba()})
    sc = R.choice(["20", "40", "60", "30"]) + "-" + dg(2) + "-" + dg(2)
    C("en", "uk-new-job-forms", "NI number and own account number; sort code and PAYE reference are look-alikes",
      "New job paperwork, can you check I've got the formats right? National Insurance number @@nino@@. Salary to "
      "sort code @@sc@@, account number @@acct@@. Employer PAYE reference is @@paye@@.",
      s={"nino": uk_nino(), "acct": dg(8, True)}, l={"sc": sc, "paye": dg(3, True) + "/" + rs(UP, 2) + dg(5)})
    tfn = au_tfn()
    C("en", "au-tfn-super", "TFN and own account number; BSB and employer ABN are look-alikes",
      "Starting at the cafe on Monday. For the TFN declaration: TFN @@tfn@@. Pay into CommBank BSB @@bsb@@, "
      "account @@acct@@. The employer ABN @@abn@@ is on the offer letter. Do I tick the tax-free threshold box if "
      "I also drive for Uber?",
      s={"tfn": "%s %s %s" % (tfn[:3], tfn[3:6], tfn[6:]), "acct": dg(8, True)},
      l={"bsb": "06" + dg(1) + "-" + dg(3), "abn": au_abn()})
    sin = ca_sin()
    C("en", "ca-direct-deposit", "SIN and own account number; transit and institution numbers are look-alikes",
      "Direct deposit form: transit @@tr@@, institution @@inst@@ (TD), account @@acct@@. SIN @@sin@@. What's the "
      "'branch address' field for?",
      s={"acct": dg(7, True), "sin": "%s %s %s" % (sin[:3], sin[3:6], sin[6:])},
      l={"tr": dg(5, True), "inst": "004"})
    C("en", "ds160-passport", "passport number; DS-160 application id and flight locator are look-alikes",
      "Filling the DS-160 (application ID @@app@@). Passport number @@pp@@, issued 2019-04-11, expires 2029-04-10. "
      "Flight confirmation @@pnr@@ on UA 934. Which address do I put for the hotel?",
      s={"pp": R.choice("AZ") + dg(8, True)}, l={"app": "AA00" + rs(UP + DG, 6), "pnr": rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)})
    C("en", "uk-driving-licence", "UK driving licence number; the car's registration plate is a look-alike",
      "The hire company wants my driving licence number for the DVLA check: @@dl@@. The car I'm returning is "
      "@@plate@@ if that matters.",
      s={"dl": "SHAH9" + "8" + "53" + "14" + "7" + "PS" + "9" + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2)},
      l={"plate": rs("ABCDEFGHKLMNOPRSVWY", 2) + dg(2) + " " + rs("ABCDEFGHJKLMNOPRSTUVWXYZ", 3)})
    C("en", "insurance-claim-call", "health insurance member id; RxBIN, PCN and claim number are look-alikes, group neutral",
      "Calling about a denied claim. Member ID @@mid@@, group @@grp@@, RxBIN @@bin@@, PCN @@pcn@@. Claim number "
      "@@claim@@ for the MRI. What should I ask them to avoid another denial?",
      s={"mid": rs("BCDFHJKMQRTWX", 3) + dg(9, True)}, n={"grp": "0" + dg(6, True)},
      l={"bin": "610014", "pcn": "ADV", "claim": "E" + dg(11)})
    C("en", "nhs-gp-booking", "NHS number; GP practice code and appointment reference are look-alikes",
      "Booking a GP appointment online. The form wants my NHS number @@nhs@@ and the practice code @@prac@@. "
      "The text said my appointment reference is @@ref@@. Which field is 'patient identifier'?",
      s={"nhs": uk_nhs()}, l={"prac": R.choice("FGHJ") + dg(5), "ref": "APT-" + dg(7)})
    C("en", "github-recovery-codes", "four account recovery codes",
      "Saving two of my GitHub recovery codes here so I don't lose them again:\n@@c1@@\n@@c2@@\n"
      "(the other eight are printed in my drawer)",
      s={"c%d" % i: rs(HEX, 5) + "-" + rs(HEX, 5) for i in range(1, 3)})
    C("en", "totp-otpauth-uri", "TOTP seed inside an otpauth URI",
      "I decoded the QR code from the 2FA setup page: otpauth://totp/Kraken:mira.s%40fastmail.com?secret=@@seed@@"
      "&issuer=Kraken&digits=6&period=30 - can you show me how to generate the codes in Python with pyotp?",
      s={"seed": rs(B32, 32)})
    C("en", "totp-rfc-vectors", "documentation TOTP secret and RFC 6238 test vector values",
      "pyotp's README uses JBSWY3DPEHPK3PXP as the base32 secret, and the RFC 6238 test vectors use the ASCII seed "
      "12345678901234567890 with expected TOTP 94287082 at T=59 for SHA1. My implementation gives a different "
      "8-digit value - am I truncating wrong?",
      l={"a": "JBSWY3DPEHPK3PXP", "b": "12345678901234567890", "c": "94287082"})
    C("en", "bank-otp-sms", "a one-time code from a pasted SMS; card ending digits are a look-alike",
      "got this text, is it legit?\n\n\"Chase: Your one-time code is @@otp@@. It expires in 10 minutes. We'll never "
      "call to ask for it. Card ending @@l4@@.\"\n\nand right after, someone called asking me to read it to them",
      s={"otp": dg(6, True)}, l={"l4": dg(4, True)})
    C("en", "paper-wallet-wif", "Bitcoin WIF private key; the address is public",
      "Found a paper wallet from 2017 in a drawer. Private key (WIF): @@wif@@, address @@addr@@. How do I sweep it "
      "into Electrum safely?",
      s={"wif": btc_wif()}, l={"addr": btc_addr()})
    C("en", "hardhat-private-key", "Ethereum private key in config; tx hash and contract address are look-alikes",
      "Hardhat config:\n\nnetworks: {\n  sepolia: {\n    url: `https://sepolia.infura.io/v3/${INFURA_ID}`,\n"
      "    accounts: ['@@pk@@']\n  }\n}\n\nDeploy tx @@tx@@ went through but the contract at @@addr@@ isn't "
      "verified on Etherscan.",
      s={"pk": "0x" + rs(HEX, 64)}, l={"tx": "0x" + rs(HEX, 64), "addr": "0x" + rs(HEX, 40)})
    C("en", "ledger-seed-phrase", "24-word recovery phrase; receiving address is a look-alike",
      "If something happens to me my brother needs this, please keep it: my Ledger recovery phrase is @@seed@@ "
      "and the receiving address is @@addr@@.",
      s={"seed": seed_phrase(24)}, l={"addr": btc_addr()})
    C("en", "bip39-test-vector", "BIP39 and BIP32 published test vectors",
      "The BIP39 test vectors start with the mnemonic 'abandon abandon abandon abandon abandon abandon abandon "
      "abandon abandon abandon abandon about' and BIP32 test vector 1 uses seed 000102030405060708090a0b0c0d0e0f. "
      "Why is the last word 'about' and not 'abandon'? Is it the checksum?",
      l={"m": "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
         "s": "000102030405060708090a0b0c0d0e0f"})
    C("en", "bitlocker-recovery", "BitLocker recovery key; the key ID is a look-alike",
      "Dell asked for the BitLocker recovery key after a BIOS update. The screen shows Key ID @@kid@@ and my "
      "Microsoft account lists the key @@key@@ for that ID, but it's rejected. What now?",
      s={"key": bitlocker()}, l={"kid": uuid4(upper=True)})
    C("en", "security-question-answers", "answers to security questions",
      "For the bank's security questions I used: mother's maiden name - @@maiden@@; first pet - @@pet@@. Remember "
      "these for me, I always forget which spelling I used.",
      s={"maiden": R.choice(["Wojciechowska", "Abernathy", "Okonkwo", "Villanueva"]),
         "pet": R.choice(["Pickles", "Mr Whiskers", "Biscuit", "Ziggy"])})
    C("en", "credit-union-login-2msg", "login announced in one message and given in the next",
      "I'm going to give you my credit union login so you can remind me later, ok?\n---\n"
      "member number @@mem@@, password @@pw@@",
      s={"mem": dg(8, True), "pw": pw_human()})
    g1, g2 = two_distinct_short(2, lambda: dg(4, True))
    C("en", "gate-code-correction", "gate code corrected in a second message; both values are secrets",
      "The code for the community gate is @@c1@@#, tell the plumber when he calls\n---\n"
      "wait no, they changed it last month - it's @@c2@@#",
      s={"c1": g1, "c2": g2})
    mg = rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)
    C("en", "mailgun-key-in-parts", "an API key given in two parts over two messages",
      "My Mailgun key is long so I'll send it in two parts. Part 1: @@p1@@\n---\n"
      "part 2: @@p2@@ - domain is mg.lumenbakery.com, please write the curl for sending a test email",
      s={"p1": mg[:24], "p2": mg[24:]})
    C("en", "hf-token-notebook", "Hugging Face token; model revision hash is a look-alike",
      "from huggingface_hub import login\nlogin(token=\"@@tok@@\")\n"
      "model = AutoModel.from_pretrained(\"mistralai/Mistral-7B-v0.1\", revision=\"@@rev@@\")\n\n"
      "401 on download. The token has read scope.",
      s={"tok": "hf_" + rs(UP + LO, 34)}, l={"rev": git_sha()})
    C("en", "docker-login-pat", "Docker Hub access token; the image digest is a look-alike",
      "echo @@tok@@ | docker login -u kmalik --password-stdin\n\nthen `docker pull kmalik/ingest@" "@@dig@@` says "
      "unauthorized. the repo is private.",
      s={"tok": "dckr_pat_" + rs(B64U, 27)}, l={"dig": "sha256:" + rs(HEX, 64)})
    C("en", "heroku-api-key-uuid", "Heroku API key (UUID-shaped secret) next to a release UUID look-alike",
      "HEROKU_API_KEY=@@key@@ is set in GitHub Actions and the deploy step prints 'Release @@rel@@ created', but "
      "the dyno crashes with H10. Where do I look?",
      s={"key": uuid4()}, l={"rel": uuid4()})
    C("en", "datadog-keys", "Datadog API and application keys; a 40-hex git sha is a look-alike",
      "datadog.yaml:\n\napi_key: @@api@@\napp_key: @@app@@\nsite: datadoghq.eu\ntags:\n  - env:prod\n"
      "  - git_sha:@@sha@@\n\nagent status says API key invalid.",
      s={"api": rs(HEX, 32), "app": rs(HEX, 40)}, l={"sha": git_sha()})
    C("en", "cloudflare-terraform", "Cloudflare API token; zone id is a look-alike",
      "Terraform:\n\nprovider \"cloudflare\" {\n  api_token = \"@@tok@@\"\n}\n\nresource \"cloudflare_record\" "
      "\"www\" {\n  zone_id = \"@@zone@@\"\n  name    = \"www\"\n}\n\nError: Authentication error (10000). The token "
      "has Zone.DNS edit.",
      s={"tok": rs(B64U, 40)}, l={"zone": rs(HEX, 32)})
    C("en", "git-log-checksums", "commit hashes, a tag and a release checksum",
      "git log --oneline shows:\n@@s1@@ (tag: @@ver@@) bump deps\n@@s2@@ fix race in uploader\n\nand the release "
      "page lists SHA256 @@sum@@ for the tarball. How do I verify the tarball matches the tag?",
      l={"s1": git_sha(7), "s2": git_sha(7), "ver": "v" + semver(), "sum": rs(HEX, 64)})
    C("en", "api-doc-placeholders", "placeholders from API docs and a W3C traceparent",
      "Our API docs say:\n\ncurl https://api.example.com/v1/items \\\n  -H \"Authorization: Bearer <token>\" \\\n"
      "  -H \"X-Api-Key: your_api_key_here\"\n\nand the gateway log shows traceparent @@tp@@. Is the traceparent "
      "safe to include in bug reports?",
      l={"a": "<token>", "b": "your_api_key_here", "tp": "00-" + rs(HEX, 32) + "-" + rs(HEX, 16) + "-01"})
    C("en", "env-example-placeholders", "placeholder values in a committed .env.example",
      ".env.example that we commit:\n\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n"
      "DATABASE_URL=postgres://user:password@localhost:5432/mydb\nSENTRY_DSN=\nJWT_SECRET=changeme\n\n"
      "Should I replace these with empty values so the scanners stop flagging them?",
      l={"a": "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "b": "user:password", "c": "changeme"})
    C("en", "stuck-packages", "tracking numbers, an order number and a phone number",
      "Three packages stuck: UPS @@ups@@, USPS @@usps@@, and Amazon order @@amz@@. The support line is @@ph@@. "
      "Which carrier should I call first?",
      l={"ups": "1Z" + rs(UP + DG, 6) + "03" + dg(8), "usps": usps(),
         "amz": "1" + dg(2) + "-" + dg(7) + "-" + dg(7), "ph": "1-888-280-4331"})
    C("en", "flight-seat-change", "booking reference, e-ticket number, flight number",
      "My e-ticket says booking reference @@pnr@@, ticket number @@tkt@@, flight LH 441 on 14 Nov, seat 32K. "
      "Can I change the seat online or only at the airport?",
      l={"pnr": rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6), "tkt": "220" + dg(10)})
    C("en", "contractor-invoice-ach", "a company's EIN and the company's payment account for an invoice",
      "Invoice from Brightline Roofing LLC, EIN @@ein@@: pay $6,480.00 by ACH to routing @@aba@@, account "
      "@@acct@@, memo '@@inv@@'. Does the amount look right for a 22-square reroof?",
      l={"ein": us_ein(), "aba": aba(), "acct": dg(12, True), "inv": "INV-2024-0" + dg(3)})
    C("en", "iso-checksum-mismatch", "two sha256 values and a filesystem UUID",
      "Downloaded ubuntu-24.04.1-desktop-amd64.iso; sha256sum gives @@h1@@ but the SHA256SUMS file says @@h2@@. "
      "The partition UUID on the USB stick is @@u@@. Corrupted download?",
      l={"h1": rs(HEX, 64), "h2": rs(HEX, 64), "u": uuid4()})
    C("en", "dishwasher-warranty", "model, serial, order and RMA numbers",
      "Warranty claim for my dishwasher: model @@model@@, serial @@sn@@, bought 2023-02-18, order @@ord@@. They "
      "gave me RMA @@rma@@. What should I write in the problem description?",
      l={"model": "SHPM88Z75N", "sn": "FD" + dg(4) + rs(UP, 1) + dg(6), "ord": "W" + dg(9), "rma": "RMA-" + dg(8)})
    C("en", "apa-citations", "ISBN, DOI and arXiv identifiers",
      "Format these in APA please: ISBN @@isbn@@; doi:@@doi@@; arXiv:@@arx@@ (the diffusion paper).",
      l={"isbn": ean13("9780"), "doi": "10.1038/s41586-02" + dg(1) + "-0" + dg(4) + "-" + R.choice("xyzw13"),
         "arx": "2" + R.choice("34") + "0" + R.choice("123456789") + "." + R.choice("01") + dg(4)})
    C("en", "errand-reminders", "amounts, a phone number, an appointment number and a licence plate",
      "Remind me: pay the plumber $1,240.50 by 2025-03-14, call Dr. Feld's office at @@ph@@ about appointment "
      "#@@appt@@, and renew the car registration (plate @@plate@@) before April.",
      l={"amt": "$1,240.50", "ph": phone("US"), "appt": "A" + dg(7), "plate": dg(1, True) + rs(UP, 3) + dg(3)})
    C("en", "smtp-gmail-app-password", "Google app password in a Nodemailer config",
      "Nodemailer with Gmail:\n\nauth: { user: 'priya.venkat@gmail.com', pass: '@@ap@@' }\n\nI created that app "
      "password today but I get 535-5.7.8 Username and Password not accepted.",
      s={"ap": " ".join(rs(LO, 4) for _ in range(4))})
    C("en", "wireguard-conf", "WireGuard private and preshared keys; the peer public key is a look-alike",
      "[Interface]\nPrivateKey = @@priv@@\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = @@pub@@\n"
      "PresharedKey = @@psk@@\nEndpoint = vpn.halden.net:51820\nAllowedIPs = 0.0.0.0/0\n\nthe handshake never completes",
      s={"priv": wg_key(), "psk": wg_key()}, l={"pub": wg_key()})
    C("en", "home-assistant-mqtt", "MQTT broker password; device MAC address is a look-alike",
      "Home Assistant configuration.yaml:\n\nmqtt:\n  broker: 192.168.1.40\n  username: ha\n  password: @@pw@@\n\n"
      "The Shelly plug (MAC @@mac@@) shows up but the Zigbee2MQTT bridge doesn't.",
      s={"pw": pw_random(12, sym=False)}, l={"mac": "C4:5B:BE:" + ":".join(rs("0123456789ABCDEF", 2) for _ in range(3))})
    C("en", "fire-safe-combination", "safe combination; the safe's serial number is a look-alike",
      "The fire safe in the study (SentrySafe, serial @@sn@@) opens with @@combo@@ - left 3 turns to the first "
      "number. Put this in the 'if something happens to me' document.",
      s={"combo": "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(10, 99), R.randint(10, 99))},
      l={"sn": "SFW" + dg(9)})
    C("en", "bank-temp-password-email", "pasted e-mail with a temporary password, then a question; case number is a look-alike",
      "From: Harbor Federal <no-reply@harborfed.com>\nSubject: Your temporary password\n\nCase #@@case@@\n"
      "Your temporary password is: @@tmp@@\nIt expires in 24 hours.\n---\n"
      "is this phishing? the case number matches the one from my call this morning",
      s={"tmp": pw_random(10, sym=False)}, l={"case": dg(8, True)})
    C("en", "medicare-part-d", "Medicare Beneficiary Identifier; plan contract id is a look-alike",
      "Help me fill in my mom's Part D enrollment: her Medicare number is @@mbi@@, Part A since 2021-06-01. The "
      "plan's contract ID is @@contract@@.",
      s={"mbi": mbi()}, l={"contract": "S" + dg(4, True)})
    C("en", "truck-keypad-code", "car door keypad code; the VIN is a look-alike",
      "Lending the F-150 to my neighbour this weekend: the door keypad code is @@code@@, and the VIN is @@vin@@ if "
      "the insurer asks.",
      s={"code": dg(5, True)}, l={"vin": vin("1FT")})
    C("en", "theme-settings-values", "hex colour, hex constant and port number",
      "In the theme file primary is #4A90E2, the overlay alpha is 0x7FFF, the dev server runs on 8080 and the API "
      "returns 429 after 100 requests. Can you make a table of these settings?",
      l={"a": "#4A90E2", "b": "0x7FFF", "c": "8080"})
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    C("en", "pin-spelled-out", "a debit PIN spelled out in words; the card's last digits are a look-alike",
      "Over the phone I'd say it like this, is it clear? 'My debit PIN is @@spelled@@, and the card ends in "
      "@@l4@@.' I want to give it to my daughter who's buying my groceries.",
      s={"spelled": " ".join(R.choice(words) for _ in range(4))}, l={"l4": dg(4, True)})
    C("en", "redacted-support-log", "already masked and redacted values",
      "Support asked me to send logs. I already masked them:\n\nuser=jkim password=******** token=[REDACTED]\n"
      "openai key: @@k@@\ncard: XXXX-XXXX-XXXX-@@l4@@\n\nIs this enough masking?",
      n={"l4": dg(4, True)}, l={"m": "********", "r": "[REDACTED]", "k": "sk-proj-..." + rs(AN, 4)})
    C("en", "debug-log-password", "password and session id leaked in a debug log; request id is a look-alike",
      "Our login service logs this in DEBUG, is that a problem?\n\n"
      "2024-10-02T14:03:11Z DEBUG auth.login attempt user=ndiaz pass=@@pw@@ ip=10.2.4.19 req=@@rid@@\n"
      "2024-10-02T14:03:11Z INFO auth.login success user=ndiaz session=@@sess@@",
      s={"pw": pw_human(), "sess": rs(HEX, 48)}, l={"rid": "r-" + rs(LO + DG, 12)})
    C("en", "stripe-publishable-vs-restricted", "restricted key is a secret; the publishable key is public by design",
      "Our frontend uses the publishable key @@pk@@ and the nightly job uses the restricted key @@rk@@ for "
      "reading charges. Which one is safe to ship in the React bundle?",
      s={"rk": "rk_live_51" + rs(AN, 97)}, l={"pk": "pk_live_51" + rs(AN, 97)})
    C("en", "docs-example-ibans", "well-known documentation IBANs",
      "My IBAN validator unit tests use DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32 as valid "
      "examples. For the negative test, is GB82 WEST 1234 5698 7654 33 guaranteed to fail?",
      l={"a": "DE89 3704 0044 0532 0130 00", "b": "GB82 WEST 1234 5698 7654 32", "c": "GB82 WEST 1234 5698 7654 33"})
    C("en", "ssn-validator-tests", "famous invalid or example SSNs used in tests",
      "Our form validator must reject 078-05-1120 (the Woolworth wallet card number) and 123-45-6789, and also "
      "anything in the 9xx range like 912-34-5678. Write the regex plus the extra checks.",
      l={"a": "078-05-1120", "b": "123-45-6789", "c": "912-34-5678"})


# ================================================================= other languages
PERSIAN_DIGITS = str.maketrans("0123456789", "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9")


def pl_regon():
    b = dg(8, True)
    return b + str(wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def fr_siret():
    siren = fr_siren()
    n = luhn_complete(siren + "000" + dg(1, True))
    return "%s %s %s %s" % (n[:3], n[3:6], n[6:9], n[9:])


def es_cif_letter(letter):
    b = R.choice(["08", "28", "46", "41", "29"]) + dg(5)
    even = sum(int(b[i]) for i in (1, 3, 5))
    odd = sum(sum(divmod(int(b[i]) * 2, 10)) for i in (0, 2, 4, 6))
    return letter + b + str((10 - (even + odd) % 10) % 10)


def nrb(iban_pl):
    d = iban_pl[2:]
    return d[:2] + " " + " ".join(d[i:i + 4] for i in range(2, 26, 4))


def build_intl():
    # ---------------------------------------------------------------- Chinese
    C("zh", "id-and-salary-card", "Chinese resident ID and own bank card; the bank's hotline is a look-alike",
      "我要在网上填一个报名表，帮我检查一下格式对不对：\n姓名：李静怡\n身份证号：@@id@@\n工资卡（招商银行）：@@card@@\n"
      "开户行：招商银行深圳南山支行\n另外招行客服电话是@@hot@@吧？",
      s={"id": cn_id("440305", 1993, R.randint(1, 12), R.randint(1, 28), True), "card": card("cmb")},
      l={"hot": "95555"})
    C("zh", "vat-invoice-company", "a company's credit code, phone, bank account and order number for an invoice",
      "公司要开增值税专用发票，对方给的开票信息：\n名称：杭州青禾科技有限公司\n统一社会信用代码：@@uscc@@\n"
      "电话：@@tel@@\n开户行及账号：中国工商银行杭州高新支行 @@acct@@\n订单号：@@ord@@\n这些信息够了吗？还缺什么？",
      l={"uscc": cn_uscc(), "tel": "0571-8" + dg(7), "acct": "1202" + dg(15), "ord": "2024" + dg(14)})
    C("zh", "aliyun-accesskey", "Alibaba Cloud AccessKey id and secret; request id is a look-alike",
      "阿里云 OSS 上传一直报 SignatureDoesNotMatch，代码如下：\n\n"
      "auth = oss2.Auth('@@akid@@', '@@aks@@')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', "
      "'qinghe-assets')\n\nRequestId 是 @@rid@@，帮我看看哪里错了",
      s={"akid": "LTAI5t" + rs(AN, 18), "aks": rs(AN, 30)}, l={"rid": uuid4(upper=True)})
    # ---------------------------------------------------------------- Japanese
    my = jp_mynumber()
    C("ja", "mynumber-insurance", "My Number and health insurance number; postal code is a look-alike",
      "転職先の入社書類を書いています。マイナンバーは @@my@@、健康保険証の記号・番号は @@hk@@ です。"
      "扶養家族の欄はどう書けばいいですか？住所の郵便番号は〒@@zip@@です。",
      s={"my": "%s %s %s" % (my[:4], my[4:8], my[8:]), "hk": dg(8, True) + "\u30fb" + dg(3, True)}, l={"zip": "1" + dg(2) + "-" + dg(4)})
    a1, a2 = two_distinct_short(2, lambda: dg(4, True))
    C("ja", "autolock-in-two-msgs", "entrance code and delivery box code announced then given; Yamato slip number is a look-alike",
      "実家のオートロックの暗証番号、忘れないようにメモしておいてほしいです。\n---\n"
      "オートロックは @@auto@@ で、宅配ボックスは @@box@@ です。あと再配達の伝票番号 @@yamato@@ はヤマト運輸です。",
      s={"auto": a1, "box": a2}, l={"yamato": yamato()})
    corp = jp_corp()
    C("ja", "qualified-invoice", "supplier's invoice registration number, invoice number and the supplier's account",
      "取引先から請求書が届きました。登録番号 @@t@@、請求書番号 @@inv@@、振込先は三菱UFJ銀行 渋谷支店 普通 @@acct@@ "
      "カ）ミドリキカク です。インボイスの要件を満たしているか確認してもらえますか？",
      l={"t": "T" + corp, "inv": "INV-" + dg(6), "acct": dg(7, True)})
    # ---------------------------------------------------------------- Korean
    C("ko", "year-end-tax-rrn", "resident registration number and own refund account",
      "연말정산 부양가족 등록하려는데 어머니 주민등록번호가 @@rrn@@ 맞는지 형식 좀 봐줘. 그리고 환급 계좌는 국민은행 "
      "@@acct@@ (예금주 박서연)로 해줘.",
      s={"rrn": kr_rrn(1958, R.randint(1, 12), R.randint(1, 28), True),
         "acct": dg(6, True) + "-" + dg(2) + "-" + dg(6)})
    C("ko", "new-home-doorlock", "door lock code and certificate password; office phone and waybill are look-alikes",
      "이사 온 집 정보 정리해줘.\n- 현관 도어락 비밀번호: @@door@@\n- 공동인증서 비밀번호: @@cert@@\n"
      "- 관리사무소: @@tel@@\n- 택배 운송장번호(CJ대한통운): @@cj@@",
      s={"door": dg(6, True), "cert": pw_human()}, l={"tel": "02-" + R.choice("2345689") + dg(3) + "-" + dg(4), "cj": "5" + dg(11)})
    C("ko", "coupang-refund", "order number, the seller's business registration number and a customer service number",
      "쿠팡 주문번호 @@ord@@ 환불 문의 글 좀 써줘. 판매자 사업자등록번호는 @@brn@@, 고객센터는 @@cs@@ 이고 "
      "결제금액은 38,900원이야.",
      l={"ord": "2000" + dg(10), "brn": kr_brn(), "cs": "1577-7011"})
    # ---------------------------------------------------------------- Arabic
    C("ar", "saudi-salary-iban", "Saudi national ID and own IBAN; the bank's SWIFT code is a look-alike",
      "أريد أن أرسل بياناتي لقسم الموارد البشرية لتحويل الراتب: رقم الهوية الوطنية @@nid@@، ورقم الآيبان الخاص بي في "
      "مصرف الراجحي @@iban@@، ورمز السويفت للبنك RJHISARI. هل هذه البيانات كافية؟",
      s={"nid": sa_nid(), "iban": g4(iban("SA", "80" + "0000" + dg(14)))}, l={"swift": "RJHISARI"})
    C("ar", "uae-building-registration", "Emirates ID and building gate code; phone number is a look-alike",
      "ساعدني في كتابة رسالة لحارس المبنى: رقم الهوية الإماراتية @@eid@@ لتسجيلي كساكن جديد في الشقة 1204، "
      "ورمز البوابة الذي أعطوني إياه @@gate@@. ورقم هاتفي @@ph@@.",
      s={"eid": ae_eid(), "gate": dg(6, True)}, l={"ph": "+971 50 " + dg(3, True) + " " + dg(4)})
    C("ar", "saudi-vat-invoice", "a company's VAT and commercial registration numbers and an invoice number",
      "وصلتني فاتورة ضريبية من شركة نبع الخليج للتجارة: الرقم الضريبي @@vat@@، رقم السجل التجاري @@cr@@، رقم الفاتورة "
      "@@inv@@ بمبلغ 1,150 ريال. هل الرقم الضريبي السعودي يجب أن يكون 15 رقماً؟",
      l={"vat": "3" + dg(13) + "3", "cr": "1010" + dg(6), "inv": "INV-" + dg(5, True)})
    # ---------------------------------------------------------------- Persian
    C("fa", "card-cvv2-melli", "Iranian card number, CVV2 and national code",
      "می خواهم برای خریدهای اینترنتی اطلاعات کارتم را نگه داری: شماره کارت @@card@@، CVV2 @@cvv@@. "
      "رمز دوم را هر بار با پیامک می گیرم. کد ملی ام هم @@melli@@ است.",
      s={"card": g4(card("iran"), "-"), "cvv": dg(4, True), "melli": ir_melli()})
    C("fa", "dynamic-password-sms", "one-time bank password in Persian digits; the amount is a look-alike",
      "این پیامک برایم آمده:\n«بانک ملت\nرمز پویا: @@otp@@\nمبلغ: @@amt@@ ریال\nزمان اعتبار: ۱۲۰ ثانیه»\n"
      "و یک نفر زنگ زده می گوید از بانک است و کد را برایش بخوانم. کلاهبرداری است؟",
      s={"otp": dg(6, True).translate(PERSIAN_DIGITS)}, l={"amt": "۲,۵۰۰,۰۰۰"})
    C("fa", "charity-sheba", "a charity's Sheba (IBAN) and a deposit identifier",
      "برای کمک به یک موسسه خیریه می خواهم واریز کنم. شماره شبای اعلام شده در سایتشان @@sheba@@ است و شناسه واریز "
      "@@sh@@. شبا را درست نوشته ام؟",
      l={"sheba": iban("IR", "0" + R.choice(["17", "56", "12", "55"]) + "0000" + dg(15)), "sh": dg(13, True)})
    # ---------------------------------------------------------------- Hebrew
    C("he", "bituach-leumi-form", "Israeli ID and own account; branch number is a look-alike",
      "תעזור לי למלא את הטופס של ביטוח לאומי? מספר תעודת זהות: @@tz@@, ומספר החשבון "
      "שלי בבנק הפועלים: סניף @@br@@ חשבון @@acct@@.",
      s={"tz": il_id(), "acct": dg(6, True)}, l={"br": dg(3, True)})
    C("he", "courier-door-code", "building door code; phone number is a look-alike",
      "תכתוב הודעה לשליח: הקוד לדלת של הבניין הוא @@code@@, קומה רביעית, דירה משמאל, ואם לא עונים שיתקשר ל-@@ph@@.",
      s={"code": dg(4, True)}, l={"ph": "05" + R.choice("0234") + "-" + dg(7, True)})
    C("he", "company-tax-invoice", "a company's registration number, invoice number and the company's bank account",
      "קיבלתי חשבונית מס מ\"גל-אור שיווק בע\"מ\", ח.פ. @@hp@@, חשבונית מספר @@inv@@, והם ביקשו העברה לבנק לאומי "
      "סניף @@br@@ חשבון @@acct@@. זה נראה תקין?",
      l={"hp": luhn_complete("51" + dg(6)), "inv": dg(5, True), "br": dg(3, True), "acct": dg(7, True) + "/" + dg(2)})
    # ---------------------------------------------------------------- Hindi
    aad = in_aadhaar()
    C("hi", "bank-kyc-aadhaar-pan", "Aadhaar and own account number; IFSC is a look-alike",
      "मेरे बैंक के KYC फॉर्म के लिए यह जानकारी सही फॉर्मेट में लिख दो: आधार नंबर @@aad@@, "
      "खाता संख्या @@acct@@, IFSC @@ifsc@@।",
      s={"aad": "%s %s %s" % (aad[:4], aad[4:8], aad[8:]), "acct": "3" + dg(10)},
      l={"ifsc": "SBIN000" + dg(4, True)})
    C("hi", "upi-pin-otp", "UPI PIN and OTP; the UPI reference number from the shop is a look-alike",
      "मम्मी को फोन पर समझाना है कि UPI PIN @@pin@@ किसी को नहीं बताना। अभी उनके फोन पर OTP @@otp@@ आया है और "
      "दुकान वाले ने UPI Ref No. @@utr@@ दिखाया। क्या पेमेंट हो गया?",
      s={"pin": dg(4, True), "otp": dg(6, True)}, l={"utr": "4" + dg(11)})
    C("hi", "gst-bill-reimbursement", "a shop's GSTIN, invoice number and amount",
      "दुकानदार ने बिल दिया है: GSTIN @@gst@@, इनवॉइस नंबर @@inv@@, कुल राशि @@amt@@। क्या GST नंबर सही है? मैं इसे "
      "ऑफिस में रीइम्बर्समेंट के लिए जमा करूँगा।",
      l={"gst": in_gstin(R.choice(["27", "29", "07", "33"])), "inv": "INV/24-25/" + dg(4, True), "amt": "₹4,720"})
    # ---------------------------------------------------------------- Russian
    C("ru", "visa-form-documents", "passport series and number and SNILS",
      "Помоги заполнить анкету для визы. Паспорт РФ: серия и номер @@pass@@, СНИЛС @@snils@@. "
      "Дата рождения 14.03.1988, место рождения г. Казань.",
      s={"pass": dg(2, True) + " " + dg(2) + " " + dg(6, True), "snils": ru_snils()})
    c1, c2 = two_distinct_short(2, lambda: dg(4, True))
    C("ru", "intercom-code-correction", "intercom code corrected in a second message; both values are secrets",
      "Запиши код от домофона для курьера: @@c1@@\n---\n"
      "ой, нет, @@c2@@ — тот был старый, его поменяли в сентябре",
      s={"c1": c1, "c2": c2})
    inn10 = ru_inn10()
    C("ru", "supplier-bank-details", "a company's INN, KPP, OGRN, settlement account and the bank's BIK and correspondent account",
      "Проверь реквизиты поставщика для платёжки: ООО «Северный Ветер», ИНН @@inn@@, КПП @@kpp@@, ОГРН @@ogrn@@, "
      "р/с @@rs@@ в ПАО Сбербанк, БИК @@bik@@, к/с @@ks@@. Назначение: оплата по счёту № @@sch@@.",
      l={"inn": inn10, "kpp": inn10[:4] + "01001", "ogrn": ru_ogrn(), "rs": ru_account("044525225", "40702810"),
         "bik": "044525225", "ks": "30101810400000000225", "sch": dg(3, True)})
    # ---------------------------------------------------------------- Ukrainian
    C("uk", "salary-rnokpp-iban", "RNOKPP tax number and own IBAN",
      "Роботодавець просить реквізити для зарплати: РНОКПП @@rn@@, IBAN @@iban@@ (ПриватБанк). МФО банку теж треба "
      "вказувати окремо?",
      s={"rn": ua_rnokpp(), "iban": iban("UA", "305299" + "00000" + "2625" + dg(10))})
    C("uk", "diia-password-cyrillic", "a password with Cyrillic letters and a card PIN",
      "Допоможи придумати підказку, щоб я не забула пароль від Дії... ні, краще просто запам'ятай його: @@pw@@ "
      "(з великої літери). А PIN-код картки monobank — @@pin@@.",
      s={"pw": R.choice(["Соняшник", "Калина", "Ластівка", "Вишиванка"]) + "_" + dg(4, True) + "!", "pin": dg(4, True)})
    C("uk", "nova-poshta-parcel", "Nova Poshta waybill, recipient phone and an order number",
      "Посилка Нова Пошта, ТТН @@ttn@@, відділення №27, телефон отримувача @@ph@@, замовлення Rozetka @@ord@@. "
      "Скільки днів посилка зберігається у відділенні?",
      l={"ttn": "2045" + dg(10), "ph": "+380 67 " + dg(3, True) + " " + dg(2) + " " + dg(2), "ord": dg(9, True)})
    # ---------------------------------------------------------------- Polish
    C("pl", "family-card-pesel", "PESEL and ID card number",
      "Wypełniam wniosek o Kartę Dużej Rodziny. PESEL: @@pesel@@, seria i numer dowodu: @@dowod@@. Czy trzeba "
      "podawać też numer konta, czy wystarczy adres?",
      s={"pesel": pesel(1986, R.randint(1, 12), R.randint(1, 28), True), "dowod": pl_idcard()})
    C("pl", "blik-scam-check", "BLIK code and bank password; login id neutral",
      "Kolega pisze na Messengerze, że pilnie potrzebuje pożyczyć 500 zł i prosi o kod BLIK. Wygenerowałam "
      "@@blik@@ - wysłać mu? Login do banku to @@login@@, hasło @@pw@@ - może sprawdzisz, czy coś zeszło z konta?",
      s={"blik": dg(3, True) + " " + dg(3), "pw": pw_human()}, n={"login": dg(8, True)})
    nip = pl_nip()
    C("pl", "plumber-invoice", "a company's NIP, REGON, invoice number and the company's account",
      "Dostałam fakturę od hydraulika: Instal-Serwis Sp. z o.o., NIP @@nip@@, REGON @@regon@@, faktura nr "
      "@@fv@@, do zapłaty 1 845,00 zł na konto @@konto@@. Termin minął wczoraj - naliczą odsetki?",
      l={"nip": "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:]), "regon": pl_regon(),
         "fv": "FV/" + dg(3, True) + "/11/2024", "konto": nrb(iban("PL", "10501214" + dg(16)))})
    # ---------------------------------------------------------------- Czech
    bank = R.choice(["0800", "0100", "0300", "2010", "3030"])
    C("cs", "insurance-rc-account", "birth number (rodné číslo) and own account number",
      "Potřebuju vyplnit přihlášku ke zdravotní pojišťovně. Rodné číslo @@rc@@, číslo účtu pro přeplatky @@ucet@@. "
      "Číslo pojištěnce je u VZP stejné jako rodné číslo, že?",
      s={"rc": cz_rc(1979, R.randint(1, 12), R.randint(1, 28), False), "ucet": "%d/%s" % (int(cz_account()), bank)})
    C("cs", "sim-pin-puk", "SIM PIN and PUK",
      "Babičce jsem dal nový telefon. Napiš jí prosím návod: PIN k SIM kartě je @@pin@@, PUK @@puk@@ (ten jen kdyby "
      "se zablokovala).",
      s={"pin": dg(4, True), "puk": dg(8, True)})
    C("cs", "builder-invoice", "a company's VAT id, account and variable symbol",
      "Kontroluji fakturu: dodavatel Stavby Novák s.r.o., DIČ @@dic@@, úhrada na účet @@ucet@@, variabilní symbol "
      "@@vs@@, splatnost 15. 11. Je v pořádku, že DIČ je stejné jako IČO, jen s CZ?",
      l={"dic": "CZ" + cz_ico(), "ucet": "%d/%s" % (int(cz_account()), R.choice(["0100", "0300"])), "vs": "2024" + dg(6)})
    # ---------------------------------------------------------------- German
    stid = de_steuerid()
    C("de", "elster-steuer-id", "tax id and own IBAN; the bank's BIC is a look-alike",
      "Kannst du mir beim Elster-Formular helfen? Meine Steuer-ID ist @@stid@@, die Erstattung soll auf mein Konto "
      "@@iban@@ (BIC @@bic@@). Muss ich die Steuernummer auch angeben, wenn ich nur Arbeitnehmer bin?",
      s={"stid": "%s %s %s %s" % (stid[:2], stid[2:5], stid[5:8], stid[8:]), "iban": g4(iban_de())},
      l={"bic": R.choice(["COBADEFFXXX", "DEUTDEDBXXX", "INGDDEFFXXX"])})
    C("de", "fritzbox-for-parents", "Wi-Fi key and router UI password; the router serial is a look-alike",
      "Für meine Eltern: Der WLAN-Netzwerkschlüssel steht hinten auf der FRITZ!Box: @@wlan@@. Das Kennwort für "
      "fritz.box ist @@ui@@. Die Seriennummer @@sn@@ brauche ich nur für die Garantie. Schreibst du eine Anleitung, "
      "wie sie den Drucker verbinden?",
      s={"wlan": " ".join(dg(4) for _ in range(5)), "ui": R.choice(["tango", "kiwi", "lotus", "sonne", "panda"]) + dg(4)},
      l={"sn": "J" + dg(3) + "." + dg(3) + "." + dg(2) + "." + dg(3) + "." + dg(3)})
    C("de", "painter-invoice", "a company's VAT id, invoice number and the company's IBAN",
      "Rechnung vom Malerbetrieb Krause GmbH: USt-IdNr. @@ust@@, Rechnungsnummer @@rn@@, zahlbar an IBAN @@iban@@ "
      "bis 30.11. Ist es normal, dass keine Steuernummer draufsteht?",
      l={"ust": de_ustid(), "rn": "RE-2024-" + dg(4, True), "iban": g4(iban_de())})
    k1, k2 = two_distinct_short(2, lambda: dg(4, True))
    C("de", "keysafe-correction", "key safe code corrected in a second message; both values are secrets",
      "Für die Putzhilfe: Der Schlüsseltresor an der Garage hat den Code @@k1@@.\n---\n"
      "Korrektur, ich hab ihn gestern geändert: jetzt @@k2@@. Der alte geht nicht mehr.",
      s={"k1": k1, "k2": k2})
    # ---------------------------------------------------------------- French
    C("fr", "mutuelle-nir", "social security number and insurer membership number; the insurer's SIRET is a look-alike",
      "Je remplis le formulaire de la mutuelle : numéro de sécurité sociale @@nir@@, numéro d'adhérent @@adh@@. "
      "Le SIRET de la mutuelle, @@siret@@, je dois le recopier aussi ?",
      s={"nir": fr_nir(True), "adh": dg(9, True)}, l={"siret": fr_siret()})
    C("fr", "digicode-delivery", "entry code and car park gate code; Colissimo parcel number is a look-alike",
      "Tu peux rédiger un message pour le livreur ? Digicode : @@digi@@, puis interphone « Martin », 3e étage "
      "gauche. Le code du portail du parking est @@portail@@. Numéro de colis Colissimo : @@colis@@.",
      s={"digi": dg(2, True) + R.choice("AB") + dg(2), "portail": dg(4, True)}, l={"colis": "6A" + dg(11)})
    siren = fr_siren()
    C("fr", "association-donation", "a charity's IBAN, BIC and SIREN for a donation",
      "Je veux faire un virement à l'association Les Restos du Quartier : IBAN @@iban@@, BIC @@bic@@, SIREN "
      "@@siren@@. Le reçu fiscal me permettra de déduire 75 % du don, c'est bien ça ?",
      l={"iban": g4(iban_fr("42559")), "bic": "CCOPFRPPXXX", "siren": "%s %s %s" % (siren[:3], siren[3:6], siren[6:])})
    # ---------------------------------------------------------------- Spanish
    C("es", "gym-direct-debit", "DNI and own IBAN; the gym's CIF is a look-alike",
      "Tengo que domiciliar el recibo del gimnasio. Mis datos: DNI @@dni@@, IBAN @@iban@@. El gimnasio me dio su CIF "
      "@@cif@@ para la referencia del mandato, ¿dónde lo pongo?",
      s={"dni": es_dni(), "iban": g4(iban_es())}, l={"cif": es_cif_letter("B")})
    C("es", "home-codes-two-msgs", "home codes announced then given in a second message",
      "Te voy a pasar los códigos de casa para que se los mandes a mi hermana, ¿vale?\n---\n"
      "Portal: @@portal@@. Wifi: MOVISTAR_@@ssid@@ / @@wifi@@",
      s={"portal": dg(4, True), "wifi": rs(UP + DG, 20)}, n={"ssid": rs("0123456789ABCDEF", 4)})
    C("es", "community-levy", "the owners' community IBAN and CIF for paying a levy, and the amount",
      "La administradora nos pide pagar la derrama de @@amt@@ a la cuenta de la comunidad, IBAN @@iban@@, con el "
      "concepto \"Derrama ascensor 3ºB\". El CIF de la comunidad es @@cif@@. ¿Tengo que guardar el justificante?",
      l={"amt": "320 €", "iban": g4(iban_es()), "cif": es_cif_letter("H")})
    C("es", "mx-clabe-rfc", "Mexican CLABE account and personal RFC",
      "Para que me depositen lo de la venta del coche: mi CLABE es @@clabe@@ (BBVA) y mi RFC @@rfc@@. ¿Les paso "
      "también la CURP o no hace falta?",
      s={"clabe": clabe(), "rfc": "GOMA" + "%02d%02d%02d" % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DG, 3)})
    # ---------------------------------------------------------------- Portuguese
    C("pt", "mother-cpf-bank", "CPF and card PIN (Brazil)",
      "Minha mãe vive esquecendo, anota aí: CPF dela @@cpf@@ e a senha "
      "de 4 dígitos do cartão @@pin@@. Depois me lembra quando eu pedir.",
      s={"cpf": br_cpf(), "pin": dg(4, True)})
    C("pt", "store-tracking-procon", "a store's CNPJ, an order number and a Correios tracking code",
      "Comprei um fone na loja Eletro Sul, CNPJ @@cnpj@@, pedido nº @@ped@@, e o código de rastreio dos Correios é "
      "@@track@@. Já faz 12 dias. Posso abrir reclamação no Procon?",
      l={"cnpj": br_cnpj(), "ped": dg(9, True), "track": s10(R.choice(["QB", "NL", "OV"]), "BR")})
    C("pt", "whatsapp-code-scam", "WhatsApp verification code from an SMS; the caller's number is a look-alike",
      "Recebi a mensagem \"Seu código do WhatsApp: @@wa@@. Não compartilhe esse código com ninguém.\" e logo depois "
      "um contato dizendo ser da Shopee pedindo o código. O número era @@ph@@. É golpe?",
      s={"wa": dg(3, True) + "-" + dg(3)}, l={"ph": "+55 11 9" + dg(4) + "-" + dg(4)})
    # ---------------------------------------------------------------- Italian
    C("it", "730-refund-cf", "codice fiscale and health card number",
      "Devo compilare il modulo per il rimborso del 730: codice fiscale @@cf@@. Serve anche il numero "
      "della tessera sanitaria @@ts@@?",
      s={"cf": it_cf("Esposito", "Giulia", 1990, R.randint(1, 12), R.randint(1, 28), True, "F839"),
         "ts": "80380" + dg(15)})
    g, p = two_distinct_short(2, lambda: dg(R.choice([4, 5]), True))
    C("it", "babysitter-note", "gate code and a card PIN",
      "Scrivi un promemoria per la babysitter: il codice del cancello è @@g@@, le chiavi sono sotto il vaso "
      "a sinistra. E il PIN del bancomat (@@p@@) non metterlo nel messaggio, serve solo a me.",
      s={"g": g, "p": p})
    C("it", "bnb-deposit", "a B&B's IBAN, VAT number and booking code for a deposit",
      "Il B&B mi chiede una caparra di 150 € con bonifico: intestatario La Corte Antica di Rossi Marco, IBAN "
      "@@iban@@, P.IVA @@piva@@, causale 'prenotazione @@pren@@'. Sembra affidabile?",
      l={"iban": g4(iban_it()), "piva": it_piva(), "pren": rs(UP + DG, 8)})
    # ---------------------------------------------------------------- Dutch
    C("nl", "toeslagen-bsn-digid", "BSN and DigiD password; the employer's KvK number is a look-alike",
      "Ik moet voor de toeslagen inloggen. Mijn BSN is @@bsn@@ en mijn DigiD-wachtwoord @@pw@@. Kun je uitleggen welk "
      "inkomen ik moet invullen? Mijn werkgever heeft KvK-nummer @@kvk@@.",
      s={"bsn": nl_bsn(), "pw": pw_human()}, l={"kvk": dg(8, True)})
    C("nl", "babysitter-iban-lock", "own IBAN and bike lock code",
      "Voor de oppas: mijn rekeningnummer om het voorschot terug te storten is @@iban@@, en de code van het "
      "fietsslot is @@kluis@@. De Tikkie stuur ik later.",
      s={"iban": g4(iban_nl()), "kluis": dg(4, True)})
    C("nl", "tax-assessment-payment", "the tax office's public IBAN and a payment reference",
      "Ik heb een aanslag gekregen van 312 euro. Betalen op NL86 INGB 0002 4455 88 t.n.v. Belastingdienst, met "
      "betalingskenmerk @@bk@@. Moet ik het kenmerk met of zonder spaties invullen?",
      l={"ib": "NL86 INGB 0002 4455 88", "bk": g4(dg(16, True))})
    # ---------------------------------------------------------------- Swedish
    C("sv", "mortgage-bankid", "personal identity number and BankID security code",
      "Jag håller på att ansöka om bolån. Personnummer @@pnr@@, och säkerhetskoden till Mobilt BankID är @@code@@. "
      "Kan du hjälpa mig jämföra räntorna?",
      s={"pnr": se_pnr(1984, R.randint(1, 12), R.randint(1, 28)), "code": dg(6, True)})
    p1, p2 = two_distinct_short(2, lambda: dg(4, True))
    C("sv", "craftsmen-codes", "door and alarm codes; phone number is a look-alike",
      "Skriv ett sms till hantverkarna: portkoden är @@port@@, larmet stänger ni av med @@larm@@ och nyckeln ligger "
      "hos grannen på plan 2. Ring mig på @@ph@@ om något strular.",
      s={"port": p1, "larm": p2}, l={"ph": "070-" + dg(3) + " " + dg(2) + " " + dg(2)})
    C("sv", "electricity-invoice-ocr", "a company's bankgiro, OCR number and organisation number",
      "Fakturan från Elbolaget Norr AB: bankgiro @@bg@@, OCR-nummer @@ocr@@, belopp 2 318 kr, org.nr @@org@@. "
      "Ska OCR-numret skrivas i meddelandefältet?",
      l={"bg": se_bankgiro(), "ocr": luhn_complete(dg(11, True)), "org": se_orgnr()})
    # ---------------------------------------------------------------- Danish
    d = R.randint(1, 28)
    C("da", "salary-cpr-account", "CPR number and own account number; the bank registration number is a look-alike",
      "Jeg skal have min løn ind på en ny konto: reg.nr. @@reg@@, kontonr. @@konto@@. Og HR vil have mit CPR-nummer "
      "@@cpr@@ igen - er det normalt?",
      s={"konto": dg(10, True), "cpr": "%02d%02d%02d-%s" % (d, R.randint(1, 12), R.randint(60, 99), dg(4))},
      l={"reg": dg(4, True)})
    C("da", "summer-house-guests", "key box code and Wi-Fi password",
      "Til sommerhusgæsterne: nøgleboksen ved døren har koden @@box@@, Wi-Fi hedder Klitten og koden er @@wifi@@. "
      "Skraldespanden tømmes tirsdag.",
      s={"box": dg(4, True), "wifi": pw_human()})
    C("da", "fi-card-payment", "a company's CVR, an FI payment id and creditor number, invoice number",
      "Jeg har fået en regning fra VVS-firmaet Holm ApS (CVR @@cvr@@) med FI-kort +71<@@fi@@+@@cred@@<, "
      "fakturanr. @@inv@@. Hvordan betaler jeg et FI-kort i netbanken?",
      l={"cvr": dk_cvr(), "fi": dg(15), "cred": "8" + dg(7), "inv": dg(5, True)})
    # ---------------------------------------------------------------- Norwegian
    ko = no_account()
    C("no", "form-fnr-account", "national identity number and own account number",
      "Kan du sjekke at jeg har fylt ut skjemaet riktig? Fødselsnummer @@fnr@@, kontonummer @@konto@@ for "
      "utbetaling av feriepenger.",
      s={"fnr": no_fnr(R.randint(1, 28), R.randint(1, 12), 1991), "konto": "%s.%s.%s" % (ko[:4], ko[4:6], ko[6:])})
    C("no", "bankid-new-phone", "BankID personal password and a one-time code from a code device",
      "Jeg har glemt hvordan BankID fungerer etter at jeg byttet telefon. Det personlige passordet er @@pw@@ og "
      "kodebrikken viser nå @@kode@@. Hvorfor blir jeg avvist?",
      s={"pw": pw_human(), "kode": dg(6, True)})
    ko2 = no_account()
    C("no", "power-bill-kid", "a company's organisation number, account and KID number",
      "Strømregningen fra Kraftselskapet Vest AS, org.nr. @@org@@: 1 284,50 kr til konto @@konto@@ med KID @@kid@@, "
      "forfall 20.12. Må jeg bruke KID eller holder det med fakturanummer?",
      l={"org": no_orgnr(), "konto": "%s.%s.%s" % (ko2[:4], ko2[4:6], ko2[6:]), "kid": luhn_complete(dg(12, True))})
    # ---------------------------------------------------------------- Finnish
    C("fi", "kela-hetu-iban", "personal identity code and own IBAN",
      "Täytän Kelan hakemusta. Henkilötunnukseni on @@hetu@@ ja tilinumero @@iban@@. Pitääkö verokortti liittää "
      "mukaan?",
      s={"hetu": fi_hetu(R.randint(1, 28), R.randint(1, 12), 1987), "iban": g4(fi_iban())})
    o1, o2 = two_distinct_short(2, lambda: dg(4, True))
    C("fi", "cleaner-door-codes", "stairwell door code and key box code",
      "Kirjoita siivoojalle viesti: rapun ovikoodi on @@ovi@@ ja avain on avainboksissa, koodi @@boksi@@. "
      "Imuri on eteisen kaapissa.",
      s={"ovi": o1, "boksi": o2})
    C("fi", "builder-invoice-reference", "a company's business id, IBAN and reference number",
      "Sain laskun Rakennus Virtanen Oy:ltä (Y-tunnus @@yt@@). Maksetaan tilille @@iban@@, viitenumero @@viite@@, "
      "eräpäivä 5.12., summa 2 480,00 €. Voiko viitteen jättää pois?",
      l={"yt": fi_ytunnus(), "iban": g4(fi_iban()), "viite": fi_ref()})
    # ---------------------------------------------------------------- Hungarian
    C("hu", "new-job-tax-taj", "tax identification number and TAJ (health insurance) number",
      "Az új munkahelyemre kell: adóazonosító jel @@ado@@, TAJ-szám @@taj@@. Jó sorrendben "
      "vannak, vagy a TAJ kerül előre?",
      s={"ado": hu_adoaz(), "taj": groups(hu_taj(), [3, 3, 3])})
    C("hu", "mum-ugyfelkapu-pin", "government portal password with accented letters and a card PIN",
      "Anyukámnak írom le: az Ügyfélkapu jelszava @@pw@@ (nagy kezdőbetűvel), a bankkártya PIN-kódja @@pin@@. Kérlek, fogalmazd meg úgy, "
      "hogy érthető legyen neki.",
      s={"pw": R.choice(["Kékmadár", "Napraforgó", "Gesztenye", "Tündérkert"]) + str(R.randint(1950, 1970)) + "!",
         "pin": dg(4, True)})
    c1b, c2b = hu_account()
    C("hu", "electrician-invoice", "a company's tax number, bank account and invoice number",
      "A villanyszerelő cége, a Volt-Tech Kft. (adószám @@adosz@@) számlát küldött, bankszámlaszám @@szla@@, "
      "közlemény: @@inv@@. Utalhatom a teljes összeget, 86 360 Ft-ot?",
      l={"adosz": hu_adoszam(), "szla": "%s-%s-%s" % (c1b, c2b[:8], c2b[8:]), "inv": "VT-2024/" + dg(4, True)})
    # ---------------------------------------------------------------- Romanian
    C("ro", "allowance-cnp-iban", "CNP and own IBAN; the bank's SWIFT code is a look-alike",
      "Completez cererea pentru alocație. CNP-ul meu este @@cnp@@, iar contul @@iban@@ la Banca Transilvania. "
      "Trebuie trecut și codul SWIFT @@swift@@?",
      s={"cnp": ro_cnp(1989, R.randint(1, 12), R.randint(1, 28), True), "iban": g4(iban("RO", "BTRL" + "RONCRT0" + dg(9)))},
      l={"swift": "BTRLRO22"})
    C("ro", "intercom-and-wifi", "intercom code and Wi-Fi password",
      "Scrie-i curierului că la interfon codul este @@cod@@, apartamentul 17. Iar pentru bunica, parola de Wi-Fi "
      "e asta: @@wifi@@",
      s={"cod": dg(4, True), "wifi": pw_human()})
    C("ro", "building-maintenance-bill", "an owners' association's CUI, IBAN and a customer code",
      "Am primit factura de întreținere de la Asociația de Proprietari Bloc M4 (CUI @@cui@@). Plata se face în contul "
      "@@iban@@, cod client @@cc@@, total 412,80 lei. Pot plăti online cu cardul?",
      l={"cui": ro_cui(), "iban": g4(iban("RO", "RNCB" + "0" + dg(15))), "cc": dg(7, True)})
    # ---------------------------------------------------------------- Greek
    C("el", "accountant-afm-amka", "tax number and social security number",
      "Κάνε μου μια λίστα για τον λογιστή: ΑΦΜ @@afm@@, ΑΜΚΑ @@amka@@. Χρειάζεται και ο "
      "αριθμός ταυτότητας;",
      s={"afm": gr_afm("1"), "amka": gr_amka(R.randint(1, 28), R.randint(1, 12), 1976)})
    C("el", "daughter-card-pin-iban", "card PIN and own IBAN",
      "Θα πάρει η κόρη μου την κάρτα μου για να ψωνίσει. Το PIN είναι @@pin@@. Και αν χρειαστεί να της στείλω χρήματα "
      "από το εξωτερικό, το IBAN μου είναι @@iban@@.",
      s={"pin": dg(4, True), "iban": g4(iban("GR", R.choice(["011", "017", "026", "014"]) + dg(4) + dg(16)))})
    C("el", "courier-entrance-code", "entrance code; the ACS shipment number is a look-alike",
      "Για τον κούριερ της ACS: ο αριθμός αποστολής είναι @@acs@@, ο κωδικός της εξώπορτας @@door@@ και το κουδούνι "
      "γράφει «Παπαδόπουλος». Τον κωδικό του συναγερμού μην του τον δώσεις.",
      s={"door": dg(4, True)}, l={"acs": dg(10, True)})
    # ---------------------------------------------------------------- Turkish
    C("tr", "edevlet-login", "Turkish identity number and e-Devlet password",
      "e-Devlet'e giremiyorum. TC kimlik numaram @@tc@@, şifrem @@pw@@ ama sistem kabul etmiyor. Şifremi sıfırlamak "
      "için ne yapmalıyım?",
      s={"tc": tr_tckn(), "pw": R.choice(["Güneş", "Çiçek", "Özgür", "Yıldız"]) + str(R.randint(1975, 2001)) + "!"})
    C("tr", "rent-iban-card", "own IBAN and card number with CVV",
      "Kira için ev sahibine IBAN'ımı göndereceğim: @@iban@@. Bir de kartım online alışverişte hata veriyor: "
      "numarası @@card@@, CVV @@cvv@@. Neden olabilir?",
      s={"iban": g4(iban("TR", R.choice(["00010", "00062", "00064", "00046"]) + "0" + dg(16))), "card": g4(card("troy")), "cvv": dg(3, True)})
    C("tr", "cargo-delivery-code", "a one-time delivery code is a secret; tracking, order and seller tax numbers are look-alikes",
      "Kargom gelmedi: Yurtiçi Kargo takip no @@kargo@@, Trendyol sipariş no @@sip@@, satıcının vergi numarası "
      "@@vkn@@. Şube teslimat için SMS ile gelen @@kod@@ kodunu istiyor, kuryeye söylemem gerekir mi?",
      s={"kod": dg(6, True)}, l={"kargo": dg(12, True), "sip": dg(10, True), "vkn": dg(10, True)})
    # ---------------------------------------------------------------- Vietnamese
    C("vi", "cccd-vneid", "citizen identity card number and VNeID password",
      "Giúp mình điền tờ khai: số CCCD @@cccd@@, mật khẩu VNeID @@pw@@ (bạn nhớ giúp mình). Ngày cấp 12/08/2021 tại Cục Cảnh sát QLHC "
      "về TTXH.",
      s={"cccd": "0" + R.choice(["01", "79", "48", "31"]) + "1" + "%02d" % R.randint(80, 99) + dg(6), "pw": pw_human()})
    C("vi", "bank-otp-transfer", "bank OTP and own account number",
      "Ngân hàng gửi tin nhắn: 'Ma OTP cua Quy khach la @@otp@@. Khong cung cap OTP cho bat ky ai.' Mình đang chuyển "
      "khoản từ tài khoản @@stk@@ (Vietcombank) cho mẹ. Có an toàn không?",
      s={"otp": dg(6, True), "stk": "10" + dg(11)})
    C("vi", "shopee-wrong-item", "Shopee password is a secret; order, waybill and seller tax codes are look-alikes",
      "Đơn Shopee mã @@ma@@ bị giao nhầm hàng, mã vận đơn @@van@@. Bên bán có mã số thuế @@mst@@. Tài khoản Shopee "
      "của mình là ngocanh.92, mật khẩu @@pw@@, bạn vào xem giúp rồi viết tin nhắn khiếu nại nhé.",
      s={"pw": pw_human()}, l={"ma": "24" + dg(4) + rs(UP + DG, 8), "van": "SPXVN0" + dg(11), "mst": "0" + dg(9)})
    # ---------------------------------------------------------------- Thai
    C("th", "account-opening-id-atm", "Thai ID number and ATM PIN",
      "ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน @@id@@ รหัส ATM เดิมคือ @@atm@@ ถ้าอยากเปลี่ยนใหม่ต้องทำยังไง",
      s={"id": th_fmt(th_id()), "atm": dg(6, True)})
    C("th", "otp-with-ref", "bank OTP is a secret; the Ref code and the amount are look-alikes",
      "ได้ SMS แบบนี้: \"OTP=@@otp@@ (Ref=@@ref@@) สำหรับทำรายการโอนเงิน @@amt@@ บาท ห้ามบอกรหัสนี้แก่ผู้อื่น\" "
      "แต่ฉันไม่ได้โอนเงินเลย ควรทำอย่างไร",
      s={"otp": dg(6, True)}, l={"ref": rs(UP, 4), "amt": "5,000.00"})
    C("th", "full-tax-invoice", "a company's tax id and a receipt number",
      "ขอใบกำกับภาษีเต็มรูปจากร้าน: บริษัท สยามพัฒนา จำกัด เลขประจำตัวผู้เสียภาษี @@tax@@ เลขที่ใบเสร็จ @@rec@@ "
      "ต้องใส่สาขาด้วยไหม",
      l={"tax": th_id("0105" + R.choice("45678")), "rec": "RC" + dg(8)})
    # ---------------------------------------------------------------- Indonesian
    C("id", "loan-nik-bca", "NIK and m-BCA PIN",
      "Tolong bantu isi formulir pinjaman: NIK @@nik@@ dan PIN m-BCA saya @@pin@@ "
      "(biar kamu ingat saja).",
      s={"nik": R.choice(["3171", "3273", "3578", "5171"]) + dg(2) + "%02d%02d%02d" % (R.randint(41, 68), R.randint(1, 12), R.randint(85, 99)) + dg(4),
         "pin": dg(6, True)})
    C("id", "gopay-otp-wifi", "GoPay verification code and home Wi-Fi password",
      "Ada SMS: '<#> Kode verifikasi GoPay kamu: @@otp@@. JANGAN BERIKAN kode ini ke siapa pun, termasuk pihak "
      "Gojek.' Terus ada yang telepon minta kodenya. Oh ya, password WiFi IndiHome rumah @@wifi@@, tolong dicatat.",
      s={"otp": dg(4, True), "wifi": pw_human()})
    C("id", "tokopedia-complaint", "an order invoice number, a JNE waybill and the seller's NPWP",
      "Pesanan Tokopedia @@inv@@ belum sampai, resi JNE @@resi@@. NPWP penjual @@npwp@@. Bagaimana cara komplain?",
      l={"inv": "INV/2024" + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + "/MPL/" + dg(10, True),
         "resi": "CGK" + dg(13), "npwp": "%s.%s.%s.%s-%s.000" % (dg(2), dg(3), dg(3), dg(1), dg(3))})
    # ---------------------------------------------------------------- Tagalog
    C("tl", "gcash-otp-mpin", "GCash authentication code and MPIN; the receipt's Ref No. is a look-alike",
      "Pa-check naman, may nag-text: 'Your GCash authentication code is @@otp@@. Don't share it with anyone.' "
      "Tapos nagpadala ako kanina ng 1,500 at ang Ref No. sa resibo ay @@ref@@. Yung MPIN ko @@mpin@@, baka "
      "na-hack na?",
      s={"otp": dg(6, True), "mpin": dg(4, True)}, l={"ref": dg(4, True) + " " + dg(3) + " " + dg(6)})
    C("tl", "new-job-govt-ids", "SSS and PhilHealth numbers",
      "Para sa requirements ng bagong trabaho: SSS @@sss@@ at PhilHealth @@ph@@. Yung TIN ko hindi ko pa "
      "mahanap. Tama ba yung format?",
      s={"sss": "34-" + dg(7) + "-" + dg(1), "ph": "12-" + dg(9) + "-" + dg(1)})
    C("tl", "lazada-order-cliqq", "order number, J&T tracking number and a payment reference",
      "Nag-order ako sa Lazada, order no. @@ord@@, tracking ng J&T @@jt@@. Nagbayad ako sa 7-Eleven CLiQQ, reference "
      "@@ref@@. Hindi pa dumarating, ano gagawin ko?",
      l={"ord": dg(15, True), "jt": "7" + dg(11), "ref": rs(UP + DG, 10)})
    # ---------------------------------------------------------------- Swahili
    mcode = "S" + rs(UP, 2) + rs(UP + DG, 7)
    C("sw", "mpesa-sms-pin", "M-Pesa confirmation code and M-Pesa PIN; phone and amounts are look-alikes",
      "Nimepokea ujumbe huu: '@@code@@ Confirmed. @@amt@@ sent to MAMA MBOGA @@ph@@ on 14/3/24 at 6:42 PM. New "
      "M-PESA balance is Ksh4,118.60. Transaction cost, Ksh34.00.' Lakini sikutuma pesa. PIN yangu ya M-Pesa ni "
      "@@pin@@, nimwambie wakala aibadilishe?",
      s={"code": mcode, "pin": dg(4, True)}, l={"amt": "Ksh2,350.00", "ph": "07" + dg(8)})
    C("sw", "kra-itax-form", "national ID number and KRA PIN",
      "Nisaidie kujaza fomu ya KRA iTax: namba ya kitambulisho @@id@@, na KRA PIN yangu @@kra@@. "
      "Nenosiri nitaliandika mwenyewe.",
      s={"id": dg(8, True), "kra": "A0" + dg(8) + R.choice(UP)})
    C("sw", "school-fees-paybill", "M-Pesa confirmation code is a secret; the school's Paybill and the admission number are look-alikes",
      "Nimelipa ada ya shule kupitia M-Pesa: Paybill @@pb@@, akaunti ni namba ya usajili ya mwanafunzi @@adm@@, "
      "kiasi Ksh18,500. Ujumbe wa uthibitisho ulianza na @@code@@ Confirmed. Je, shule itanipa risiti?",
      s={"code": "S" + rs(UP, 2) + rs(UP + DG, 7)}, l={"pb": dg(6, True), "adm": "ADM" + dg(4, True)})


# ================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
DOC_VALUES = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
              "4242 4242 4242 4242", "JBSWY3DPEHPK3PXP", "DE89 3704 0044 0532 0130 00", "078-05-1120",
              "correct horse battery staple", "hunter2", "P@ssw0rd", "Tr0ub4dor&3"}
BAD_CATS = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def yaml_ok(s):
    for ch in s:
        if ch == "\n":
            continue
        if unicodedata.category(ch) in BAD_CATS or ch in "\ufeff\ufffd":
            return False
    return True


def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append(i)
        i = text.find(v, i + 1)
    return out


def isasciialnum(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    errs = []
    ids = set()
    seen_secrets = {}
    for c in cases:
        cid = c["id"]
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            errs.append("bad id " + cid)
        if cid in ids:
            errs.append("duplicate id " + cid)
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append(cid + ": bad lang")
        t = c["text"]
        for f in ("text", "note", "lang", "id"):
            if not isinstance(c[f], str) or not c[f].strip() or not yaml_ok(c[f]):
                errs.append(cid + ": bad field " + f)
        if "\t" in t or "\r" in t:
            errs.append(cid + ": tab/CR in text")
        S, L = c["secrets"], c["lookalikes"]
        if not S and not L:
            errs.append(cid + ": negative case without look-alikes")
        if set(S) & set(L):
            errs.append(cid + ": value in both lists")
        for kind, vals in (("secret", S), ("lookalike", L)):
            if len(vals) != len(set(vals)):
                errs.append(cid + ": duplicate %s" % kind)
            for v in vals:
                if not isinstance(v, str) or not v or v != v.strip() or not yaml_ok(v):
                    errs.append(cid + ": bad %s value %r" % (kind, v))
                    continue
                pos = occ(t, v)
                if not pos:
                    errs.append(cid + ": %s not in text: %r" % (kind, v))
                if len(v) <= 6 and len(pos) > 1:
                    errs.append(cid + ": short %s occurs %d times: %r" % (kind, len(pos), v))
                for p in pos:
                    prev = t[p - 1] if p > 0 else ""
                    nxt = t[p + len(v)] if p + len(v) < len(t) else ""
                    if (v[0].isdigit() and prev.isdigit()) or (v[-1].isdigit() and nxt.isdigit()):
                        errs.append(cid + ": %s embedded in a longer number: %r" % (kind, v))
                    if (isasciialnum(v[0]) and isasciialnum(prev)) or (isasciialnum(v[-1]) and isasciialnum(nxt)):
                        errs.append(cid + ": %s glued to other alphanumerics: %r" % (kind, v))
                    if not v[-1].isalnum() and nxt and nxt in ".,!?":
                        errs.append(cid + ": %s ends in a symbol right before punctuation: %r" % (kind, v))
                if kind == "secret" and v in DOC_VALUES:
                    errs.append(cid + ": documentation value listed as secret: %r" % v)
        sspans = [(p, p + len(v)) for v in S for p in occ(t, v)]
        lspans = [(p, p + len(v)) for v in L for p in occ(t, v)]
        for a, b in sspans:
            for x, y in lspans:
                if a < y and x < b:
                    errs.append(cid + ": secret span %r overlaps look-alike span %r" % (t[a:b], t[x:y]))
        for v in S:
            if v in seen_secrets and len(v) > 6:
                errs.append(cid + ": secret reused from %s: %r" % (seen_secrets[v], v))
            seen_secrets[v] = cid
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ["lookalikes: []", "cases:"]
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


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    selftest()
    build_en()
    build_intl()
    cases = []
    for i, c in enumerate(CASES, 1):
        c = dict(c)
        c["id"] = "%s-%03d-%s" % (PREFIX, i, c.pop("slug"))
        cases.append({k: c[k] for k in ("id", "lang", "text", "secrets", "lookalikes", "note")})
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(dump(cases))
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))


if __name__ == "__main__":
    main()
