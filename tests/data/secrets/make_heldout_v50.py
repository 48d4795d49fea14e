#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v50 for a secrets filter.

Usage: python3 make_heldout_v50.py heldout_v50.yaml
Standard library only; all random values come from random.Random(50).
Validates everything before writing; exits 1 on any problem.
"""
import sys, random, string, base64, json, datetime, re

NAME = "heldout_v50"
SEED = 50
PREFIX = "H50"
R = random.Random(SEED)

DIG = string.digits
UPP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALNUM = UPP + LOW + DIG
UPDIG = UPP + DIG
LODIG = LOW + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UPP + "234567"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DIG, n)


def rdnz(n):
    return R.choice("123456789") + rd(n - 1)


def pick(seq):
    return R.choice(seq)


def grp(s, size=4, sep=" "):
    return sep.join(s[i:i + size] for i in range(0, len(s), size))


def split_by(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def rdate(y0, y1):
    return datetime.date(R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28))


# ---------------------------------------------------------------- passwords
PW_WORDS = ["harbor", "kestrel", "maple", "copper", "lantern", "orchid", "granite", "velvet", "falcon",
            "juniper", "meadow", "thunder", "pepper", "saffron", "glacier", "willow", "ember", "cobalt",
            "walrus", "quartz", "bramble", "tundra", "marble", "pickle", "rocket", "sparrow", "biscuit",
            "canyon", "dolphin", "nimbus", "oyster", "pumpkin", "raven", "summit", "tango", "voyage",
            "zephyr", "alpaca", "cactus", "delta", "fennel", "gopher", "hazel", "igloo", "jasper", "koala",
            "lemon", "mango", "nectar", "otter", "panda", "quill", "rhubarb", "sierra", "tulip", "umber",
            "violet", "wombat", "yonder", "badger", "cinder", "drizzle", "fjord", "gravel", "hollow"]
PW_SYMS = "!@#$%&*?-_.+="


def pw_mixed(n=None, syms="!@#$%&*?-_+="):
    n = n or R.randint(12, 18)
    while True:
        s = rs(ALNUM + syms, n)
        if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                and any(c in syms for c in s) and s[0].isalnum() and s[-1] not in ".-"):
            return s


def pw_wordy():
    a, b = R.sample(PW_WORDS, 2)
    style = R.randint(0, 3)
    if style == 0:
        return a.capitalize() + pick("!@#$%&*?") + b.capitalize() + rd(R.randint(2, 4))
    if style == 1:
        return a.capitalize() + rd(R.randint(2, 4)) + pick("!@#$%&*?")
    if style == 2:
        leet = a.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return leet.capitalize() + pick("!@#$&*") + b + rd(2)
    return a + pick("_.-") + b.capitalize() + rd(R.randint(3, 4)) + pick("!#$%")


def passphrase(k=4, sep="-"):
    return sep.join(R.sample(PW_WORDS, k))


def pw_numeric(n):
    return rdnz(n)


# ---------------------------------------------------------------- check-digit schemes
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


def luhn_complete(payload):
    for c in DIG:
        if luhn_ok(payload + c):
            return payload + c
    raise AssertionError


def card(kind):
    if kind == "visa":
        p, n = "4" + rd(5), 16
    elif kind == "mc":
        p, n = pick(["51", "52", "53", "54", "55"]) + rd(4), 16
    elif kind == "mc2":
        p, n = "2" + str(R.randint(221, 720)) + rd(2), 16
    elif kind == "amex":
        p, n = pick(["34", "37"]) + rd(4), 15
    elif kind == "disc":
        p, n = "6011" + rd(2), 16
    elif kind == "jcb":
        p, n = "35" + str(R.randint(28, 89)) + rd(2), 16
    elif kind == "cup":
        p, n = "62" + rd(4), 16
    else:
        p, n = kind, 16
    num = luhn_complete(p + rd(n - 1 - len(p)))
    assert luhn_ok(num) and len(num) == n
    return num


def fmt_card(num, sep=" "):
    if len(num) == 15:
        return split_by(num, [4, 6, 5], sep)
    return grp(num, 4, sep)


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))


def cvc(n=3):
    return rdnz(n)


def iban_cd(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(ch, 36)) for ch in s))
    return "%02d" % (98 - n % 97)


def iban_ok(ib):
    ib = ib.replace(" ", "")
    s = ib[4:] + ib[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "CZ": 24, "GB": 22, "SE": 24,
            "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "PT": 25, "BE": 16,
            "AT": 20, "CH": 21, "SA": 24, "AE": 23, "IL": 23, "UA": 29, "IR": 26, "IE": 22}


def fr_rib_key(bank, guichet, compte):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97))


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - sum(int(a) * b for a, b in zip(ten, ES_W)) % 11
    return {11: "0", 10: "1"}.get(d, str(d))


def no_account():
    while True:
        p = pick(["1503", "1506", "1254", "9710", "3000", "1813", "6011", "0530"]) + rd(6)
        s = sum(int(a) * b for a, b in zip(p, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        c = 0 if s % 11 == 0 else 11 - s % 11
        if c != 10:
            return p + str(c)


def no_account_ok(a):
    s = sum(int(x) * w for x, w in zip(a, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]))
    return s % 11 == 0


def cz_account():
    while True:
        body = rdnz(9)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2]
        s = sum(int(a) * b for a, b in zip(body, w))
        d = (-s) % 11
        if d < 10:
            acc = body + str(d)
            assert sum(int(a) * b for a, b in zip(acc, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])) % 11 == 0
            return acc


def hu_block(digits, n):
    w = [9, 7, 3, 1] * 4
    for c in DIG:
        x = digits + c
        if sum(int(a) * b for a, b in zip(x, w)) % 10 == 0:
            return x
    raise AssertionError


def hu_account():
    first = hu_block(pick(["117", "120", "104", "116", "107"]) + rd(4), 8)
    second = hu_block(rd(15), 16)
    return first + second


def bban(cc):
    if cc == "DE":
        return rdnz(8) + rd(10)
    if cc == "FR":
        b, g, c = pick(["30004", "30003", "10278", "20041", "30002", "18206"]), rd(5), rd(11)
        return b + g + c + fr_rib_key(b, g, c)
    if cc == "ES":
        bank, br, acc = pick(["2100", "0049", "0182", "0081", "2038"]), rd(4), rd(10)
        return bank + br + es_dc("00" + bank + br) + es_dc(acc) + acc
    if cc == "IT":
        return pick(UPP) + pick(["03069", "02008", "05034", "03062"]) + rd(5) + rd(12)
    if cc == "NL":
        return pick(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "KNAB"]) + rd(10)
    if cc == "PL":
        return rd(24)
    if cc == "CZ":
        return pick(["0800", "0100", "0300", "2010", "0600"]) + "000000" + cz_account()
    if cc == "GB":
        return pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rd(6) + rd(8)
    if cc == "SE":
        return pick(["500", "800", "300", "600"]) + rd(17)
    if cc in ("DK", "FI"):
        return rd(14)
    if cc == "NO":
        return no_account()
    if cc == "HU":
        return hu_account()
    if cc == "RO":
        return pick(["BTRL", "RNCB", "BRDE", "INGB"]) + "RONCRT0" + rd(9)
    if cc == "GR":
        return pick(["011", "017", "014", "026"]) + rd(4) + rd(16)
    if cc == "TR":
        return pick(["00010", "00012", "00046", "00062", "00064"]) + "0" + rd(16)
    if cc == "PT":
        return pick(["0035", "0033", "0007", "0010"]) + rd(17)
    if cc == "BE":
        f = rd(10)
        c = int(f) % 97
        return f + "%02d" % (c if c else 97)
    if cc == "AT":
        return rd(16)
    if cc == "CH":
        return rd(17)
    if cc == "SA":
        return pick(["80", "10", "20", "45"]) + rd(18)
    if cc == "AE":
        return pick(["033", "026", "035"]) + rd(16)
    if cc == "IL":
        return pick(["010", "012", "020", "011"]) + rd(3) + "0000" + rd(9)
    if cc == "UA":
        return pick(["305299", "322001", "300335", "351005"]) + "0000" + rd(15)
    if cc == "IR":
        return pick(["017", "015", "012", "019"]) + "0" + rd(18)
    if cc == "IE":
        return pick(["AIBK", "BOFI"]) + rd(6) + rd(8)
    raise KeyError(cc)


def iban(cc):
    b = bban(cc)
    ib = cc + iban_cd(cc, b) + b
    assert len(ib) == IBAN_LEN[cc] and iban_ok(ib), ib
    return ib


# national / tax ids ---------------------------------------------------
def steuer_check(p):
    product = 10
    for ch in p:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (2 * s) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def steuer_id():
    while True:
        ds = R.sample(DIG, 9)
        ten = ds + [R.choice(ds)]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        p = "".join(ten)
        return p + steuer_check(p)


def de_vat():
    p = rdnz(8)
    return "DE" + p + steuer_check(p)


def nir():
    while True:
        sex = pick("12")
        d = rdate(1958, 2001)
        dept = "%02d" % R.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
        body = sex + "%02d" % (d.year % 100) + "%02d" % d.month + dept + rd(3) + rd(3)
        key = 97 - int(body) % 97
        return body + "%02d" % key


def dni():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


CF_ODD = dict(zip(DIG + UPP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18,
                                  20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = dict(list(zip(DIG, range(10))) + list(zip(UPP, range(26))))


def cf_check(s15):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s15))
    return UPP[t % 26]


def cf_code(surname, name, d, female, comune):
    cons = lambda s: [c for c in s.upper() if c.isalpha() and c not in "AEIOU"]
    vows = lambda s: [c for c in s.upper() if c in "AEIOU"]
    sur = (cons(surname) + vows(surname) + list("XXX"))[:3]
    nc = cons(name)
    if len(nc) >= 4:
        nc = [nc[0], nc[2], nc[3]]
    nm = (nc + vows(name) + list("XXX"))[:3]
    s = "".join(sur + nm) + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1] + \
        "%02d" % (d.day + (40 if female else 0)) + comune
    return s + cf_check(s)


def bsn():
    while True:
        p = rdnz(8)
        c = sum(int(a) * (9 - i) for i, a in enumerate(p)) % 11
        if c < 10:
            return p + str(c)


def pesel():
    d = rdate(1955, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    p = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rd(4)
    s = sum(int(a) * w for a, w in zip(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return p + str((10 - s % 10) % 10)


def pl_idcard():
    letters = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3)
    digs = rd(5)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    vals = [int(c, 36) for c in letters + digs]
    c = sum(a * b for a, b in zip(vals, w)) % 10
    return letters + str(c) + digs


def pl_nip():
    while True:
        p = pick(["521", "527", "701", "951", "676", "779"]) + rd(6)
        c = sum(int(a) * w for a, w in zip(p, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            return p + str(c)


def cz_rc(female=False):
    while True:
        d = rdate(1960, 1999)
        mm = d.month + (50 if female else 0)
        p = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rd(3)
        c = int(p) % 11
        if c < 10:
            full = p + str(c)
            assert int(full) % 11 == 0
            return full[:6] + "/" + full[6:]


def cz_ico():
    while True:
        p = rdnz(7)
        s = sum(int(a) * w for a, w in zip(p, [8, 7, 6, 5, 4, 3, 2]))
        c = (11 - s % 11) % 10
        return p + str(c)


def se_pnr():
    d = rdate(1955, 2003)
    p = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + rd(3)
    full = luhn_complete(p)
    return full[:6] + "-" + full[6:]


def se_orgnr():
    p = pick(["556", "559", "802"]) + rd(6)
    f = luhn_complete(p)
    return f[:6] + "-" + f[6:]


def dk_cpr():
    d = rdate(1955, 2003)
    return "%02d%02d%02d-%s" % (d.day, d.month, d.year % 100, rd(4))


def no_fnr():
    while True:
        d = rdate(1955, 1999)
        p = "%02d%02d%02d" % (d.day, d.month, d.year % 100) + str(R.randint(0, 499)).zfill(3)
        s1 = sum(int(a) * w for a, w in zip(p, [3, 7, 6, 1, 8, 9, 4, 5, 2]))
        k1 = 11 - s1 % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        p += str(k1)
        s2 = sum(int(a) * w for a, w in zip(p, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        k2 = 11 - s2 % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return p + str(k2)


def no_orgnr():
    while True:
        p = pick("89") + rd(7)
        s = sum(int(a) * w for a, w in zip(p, [3, 2, 7, 6, 5, 4, 3, 2]))
        c = 11 - s % 11
        c = 0 if c == 11 else c
        if c < 10:
            return p + str(c)


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu():
    d = rdate(1955, 2004)
    n = str(R.randint(2, 899)).zfill(3)
    base = "%02d%02d%02d" % (d.day, d.month, d.year % 100)
    return base + ("A" if d.year >= 2000 else "-") + n + HETU_CH[int(base + n) % 31]


def fi_ytunnus():
    while True:
        p = rd(7)
        r = sum(int(a) * w for a, w in zip(p, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        return p + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    p = rdnz(R.randint(6, 9))
    w = [7, 3, 1]
    s = sum(int(a) * w[i % 3] for i, a in enumerate(reversed(p)))
    return p + str((10 - s % 10) % 10)


def hu_taj():
    p = rd(8)
    s = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(p))
    return p + str(s % 10)


def hu_adoazon():
    while True:
        days = (rdate(1955, 2000) - datetime.date(1867, 1, 1)).days
        p = "8" + str(days).zfill(5) + rd(3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(p)) % 11
        if c < 10:
            return p + str(c)


def hu_adoszam():
    p = rdnz(7)
    s = sum(int(a) * w for a, w in zip(p, [9, 7, 3, 1, 9, 7, 3]))
    return p + str((10 - s % 10) % 10) + "-" + pick("2345")[0] + "-" + "%02d" % R.randint(2, 44)


def ro_cnp():
    d = rdate(1955, 2004)
    male = R.random() < 0.5
    s = ("1" if male else "2") if d.year < 2000 else ("5" if male else "6")
    p = s + "%02d%02d%02d" % (d.year % 100, d.month, d.day) + "%02d" % R.randint(1, 46) + rd(3)
    t = sum(int(a) * int(b) for a, b in zip(p, "279146358279")) % 11
    return p + ("1" if t == 10 else str(t))


def ro_cui():
    p = rdnz(7)
    s = sum(int(a) * int(b) for a, b in zip(p.zfill(9), "753217532"))
    c = s * 10 % 11
    return p + str(0 if c == 10 else c)


def gr_afm(first=None):
    while True:
        p = (first or pick("01")) + rd(7)
        c = sum(int(p[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10
        return p + str(c)


def gr_amka():
    d = rdate(1955, 2003)
    return luhn_complete("%02d%02d%02d" % (d.day, d.month, d.year % 100) + rd(4))


def tc_kimlik():
    d = [int(x) for x in rdnz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def cn_id():
    region = pick(["110105", "310115", "440305", "330106", "510104", "420106"])
    d = rdate(1965, 2002)
    p = region + d.strftime("%Y%m%d") + rd(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return p + "10X98765432"[sum(int(a) * b for a, b in zip(p, w)) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_check(s17):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_CH.index(a) * b for a, b in zip(s17, w)) % 31
    return USCC_CH[0 if c == 31 else c]


def cn_uscc():
    while True:
        org8 = rs(DIG + "ABCDEFGHJKLMNPQRTUWXY", 8)
        vals = [int(c, 36) if c.isdigit() else (ord(c) - 55) for c in org8]
        c = 11 - sum(a * b for a, b in zip(vals, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
        oc = {10: "X", 11: "0"}.get(c, str(c))
        s17 = "91" + pick(["440300", "310115", "110108", "330100"]) + org8 + oc
        return s17 + uscc_check(s17)


def jp_mynumber():
    base = rdnz(11)
    s = 0
    for n in range(1, 12):
        p = int(base[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return base + str(0 if r <= 1 else 11 - r)


def kr_rrn():
    d = rdate(1960, 1999)
    p = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + pick("12") + rd(5)
    s = sum(int(a) * w for a, w in zip(p, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return p[:6] + "-" + p[6:] + str((11 - s % 11) % 10)


def kr_bizno():
    p = rdnz(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(p, w)) + (int(p[8]) * 5) // 10
    c = (10 - s % 10) % 10
    f = p + str(c)
    return f[:3] + "-" + f[3:5] + "-" + f[5:]


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 8, 7, 6, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    p = pick("23456789") + rd(10)
    for ch in DIG:
        if verhoeff_ok(p + ch):
            return p + ch
    raise AssertionError


def in_pan(surname_initial):
    return rs(UPP, 3) + "P" + surname_initial + rd(4) + pick(UPP)


def il_id(prefix=""):
    p = prefix + rd(8 - len(prefix))
    for ch in DIG:
        x = p + ch
        t = 0
        for i, a in enumerate(x):
            v = int(a) * (1 if i % 2 == 0 else 2)
            t += v - 9 if v > 9 else v
        if t % 10 == 0:
            return x
    raise AssertionError


def br_cpf():
    d = [int(x) for x in rd(9)]
    for k in (10, 11):
        s = sum(a * (k - i) for i, a in enumerate(d))
        r = s % 11
        d.append(0 if r < 2 else 11 - r)
    x = "".join(map(str, d))
    return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])


def br_cnpj():
    d = [int(x) for x in rd(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(a * b for a, b in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    x = "".join(map(str, d))
    return "%s.%s.%s/%s-%s" % (x[:2], x[2:5], x[5:8], x[8:12], x[12:])


def pt_nif(first=None):
    p = (first or pick("12")) + rd(7)
    r = sum(int(a) * (9 - i) for i, a in enumerate(p)) % 11
    return p + str(0 if r < 2 else 11 - r)


def th_id(first=None):
    p = (first or pick("1358")) + rd(11)
    s = sum(int(a) * (13 - i) for i, a in enumerate(p))
    return p + str((11 - s % 11) % 10)


def ua_rnokpp():
    days = (rdate(1960, 2001) - datetime.date(1899, 12, 31)).days
    p = str(days).zfill(5) + rd(4)
    s = sum(int(a) * w for a, w in zip(p, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return p + str(s % 11 % 10)


def ru_inn12():
    p = pick(["77", "50", "78", "66", "16"]) + rd(8)
    c1 = sum(int(a) * w for a, w in zip(p, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    p += str(c1)
    c2 = sum(int(a) * w for a, w in zip(p, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return p + str(c2)


def ru_inn10():
    p = pick(["77", "50", "78", "66", "54"]) + rd(7)
    return p + str(sum(int(a) * w for a, w in zip(p, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)


def ru_snils():
    while True:
        p = rd(9)
        if int(p) <= 1001998:
            continue
        s = sum(int(a) * (9 - i) for i, a in enumerate(p))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (p[:3], p[3:6], p[6:], c)


def ir_melli():
    while True:
        p = rd(9)
        if len(set(p)) == 1:
            continue
        r = sum(int(a) * (10 - i) for i, a in enumerate(p)) % 11
        return p + str(r if r < 2 else 11 - r)


def s10(prefix, country):
    p = rd(8)
    s = sum(int(a) * w for a, w in zip(p, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + p + str(c) + country


def uk_nhs():
    while True:
        p = rdnz(9)
        c = 11 - sum(int(a) * (10 - i) for i, a in enumerate(p)) % 11
        if c == 11:
            c = 0
        if c < 10:
            f = p + str(c)
            return f[:3] + " " + f[3:6] + " " + f[6:]


def uk_nino():
    while True:
        a = pick("ABCEGHJKLMNOPRSTWXYZ")
        b = pick("ABCEGHJKLMNPRSTWXYZ")
        if a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        dd = rd(6)
        return "%s%s %s %s %s %s" % (a, b, dd[:2], dd[2:4], dd[4:], pick("ABCD"))


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def ca_sin():
    f = luhn_complete(pick("1234567") + rd(7))
    return f[:3] + " " + f[3:6] + " " + f[6:]


def au_tfn():
    while True:
        p = rd(8)
        w = [1, 4, 3, 7, 5, 8, 6, 9]
        s = sum(int(a) * b for a, b in zip(p, w))
        for c in DIG:
            if (s + int(c) * 10) % 11 == 0:
                f = p + c
                return f[:3] + " " + f[3:6] + " " + f[6:]


def au_abn():
    tail = rd(9)
    for lead in range(10, 100):
        ds = [int(x) for x in str(lead) + tail]
        ds[0] -= 1
        if sum(a * b for a, b in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            f = str(lead) + tail
            return "%s %s %s %s" % (f[:2], f[2:5], f[5:8], f[8:])
    return au_abn()


def us_mbi():
    al = "ACDEFGHJKMNPQRTUVWXY"
    an = al + DIG
    s = pick("123456789") + pick(al) + pick(an) + pick(DIG) + pick(al) + pick(an) + pick(DIG) + \
        pick(al) + pick(al) + pick(DIG) + pick(DIG)
    return s[:4] + "-" + s[4:7] + "-" + s[7:]


def mx_clabe():
    p = pick(["012", "002", "072", "014", "021"]) + pick(["180", "320", "580", "650"]) + rd(11)
    s = sum((int(a) * w) % 10 for a, w in zip(p, [3, 7, 1] * 6))
    return p + str((10 - s % 10) % 10)


def es_cif():
    p = rd(7)
    even = sum(int(p[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        v = int(p[i]) * 2
        odd += v // 10 + v % 10
    return "B" + p + str((10 - (even + odd) % 10) % 10)


def fr_siren():
    return luhn_complete(rdnz(8))


def fr_siret():
    s = fr_siren()
    return s, luhn_complete(s + rd(4))


def imei():
    return luhn_complete(pick(["35", "86", "01", "35"]) + rd(12))


def ean13(p12):
    s = sum(int(a) * (1 if i % 2 == 0 else 3) for i, a in enumerate(p12))
    return p12 + str((10 - s % 10) % 10)


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    s = sum((int(c) if c.isdigit() else VIN_T[c]) * w for c, w in zip(v, VIN_W))
    r = s % 11
    return "X" if r == 10 else str(r)


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = pick(["1HG", "1FT", "2T1", "5YJ", "WVW", "JTD"]) + rs(al, 5) + "0" + pick("LMNPRS") + rs(al, 1) + rd(6)
    v = v[:8] + vin_check(v) + v[9:]
    assert vin_check(v) == v[8]
    return v


def bitlocker():
    return "-".join("%06d" % (R.randint(0, 65535) * 11) for _ in range(8))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload_dict, alg="HS256"):
    hdr = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    pl = b64url_nopad(json.dumps(payload_dict, separators=(",", ":")).encode())
    sig = b64url_nopad(bytes(R.randrange(256) for _ in range(32 if alg == "HS256" else 256)))
    return hdr + "." + pl + "." + sig


def rand_b64(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def pem_body(nbytes, width=64):
    b = rand_b64(nbytes)
    return "\n".join(b[i:i + width] for i in range(0, len(b), width))


def openssh_key():
    head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    body = head + rand_b64(300).replace("=", "")
    body = body[:len(body) - len(body) % 4]
    lines = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + lines + "\n-----END OPENSSH PRIVATE KEY-----"


def ec_key():
    return "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + pem_body(112)[9:] + "\n-----END EC PRIVATE KEY-----"


def wg_key():
    k = bytearray(R.randrange(256) for _ in range(32))
    return base64.b64encode(bytes(k)).decode()


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction "
         "audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis "
         "baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base "
         "basic basket battle beach bean beauty because become beef before begin behave behind believe below "
         "belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
         "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
         "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand "
         "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother "
         "brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus "
         "business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal "
         "cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry "
         "cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave "
         "ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge "
         "chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic "
         "chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk "
         "clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster "
         "clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic "
         "common company concert conduct confirm congress connect consider control convince cook cool copper "
         "copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle "
         "craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
         "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard "
         "curious current curtain curve cushion custom cute cycle").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def otp(n=6):
    return rdnz(n)


def pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) >= 3 and p not in ("1234", "2580", "0000"):
            return p


def mpesa_code():
    return pick("QRST") + pick(UPP) + pick(DIG) + rs(UPDIG, 7)


def phone_us():
    return "(%s) %s-%s" % (pick(["312", "415", "617", "206", "512", "303", "919"]), pick("23456789") + rd(2), rd(4))


def sha40():
    return rs(HEX, 40)


def sha64():
    return rs(HEX, 64)


# ---------------------------------------------------------------- provider tokens
def aws_akid():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(ALNUM + "+/", 40)


def ghp():
    return "ghp_" + rs(ALNUM, 36)


def github_pat():
    return "github_pat_11" + rs(UPDIG, 20) + "_" + rs(ALNUM, 59)


def glpat():
    return "glpat-" + rs(ALNUM + "-_", 20)


def xoxb():
    return "xoxb-%s-%s-%s" % (rdnz(11), rdnz(13), rs(ALNUM, 24))


def sk_live(long=True):
    if long:
        return "sk_live_51" + rs(ALNUM, 97)
    return "sk_live_" + rs(ALNUM, 24)


def pk_live():
    return "pk_live_51" + rs(ALNUM, 97)


def openai_key():
    return "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)


def openai_legacy():
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def anthropic_key():
    return "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"


def google_key():
    return "AIza" + rs(URLSAFE, 35)


def sendgrid():
    return "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)


def telegram_token():
    return rdnz(10) + ":AA" + rs(URLSAFE, 33)


def discord_token():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1))
    return b64url_nopad(uid.encode()) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)


def npm_token():
    return "npm_" + rs(ALNUM, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 150)


def hf_token():
    return "hf_" + rs(UPP + LOW, 34)


def shpat():
    return "shpat_" + rs(HEX, 32)


def do_token():
    return "dop_v1_" + rs(HEX, 64)


def azure_key():
    return rand_b64(64)


def mailgun_key():
    return "key-" + rs(HEX, 32)


def twilio_token():
    return rs(HEX, 32)


def twilio_sid():
    return "AC" + rs(HEX, 32)


def vault_token():
    return "hvs." + rs(URLSAFE, 24)


def cf_token():
    return rs(URLSAFE, 40)


def linear_key():
    return "lin_api_" + rs(ALNUM, 40)


def figma_token():
    return "figd_" + rs(URLSAFE, 40)


def jenkins_token():
    return "11" + rs(HEX, 32)


def dd_api():
    return rs(HEX, 32)


def dd_app():
    return rs(HEX, 40)


def binance_key():
    return rs(ALNUM, 64)


def gmail_app_pw():
    return " ".join(rs(LOW, 4) for _ in range(4))


def yandex_token():
    return "y0_AgAAAAA" + rs(URLSAFE, 48)


def aliyun_id():
    return "LTAI5t" + rs(ALNUM, 18)


def aliyun_secret():
    return rs(ALNUM, 30)


def b32_seed(n=32):
    return rs(B32, n)


def eth_priv():
    return "0x" + rs(HEX, 64)


def eth_addr():
    return "0x" + rs(HEX, 40)


def btc_wif():
    return pick("KL") + rs(B58, 51)


def btc_addr():
    return "bc1q" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)


def gh_recovery():
    return rs(HEX, 5) + "-" + rs(HEX, 5)


def ms_recovery():
    return "-".join(rs("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))


def apple_recovery():
    return "-".join(rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))


def session_hex(n=32):
    return rs(LODIG, n)


def heroku_key():
    return uuid4()


def selftest():
    ok = True
    tests = [
        (steuer_check("8609574271") == "9", "steuer-id"),
        (cf_check("RSSMRA85T10A562") == "S", "codice fiscale"),
        (luhn_ok("4111111111111111") and luhn_ok("378282246310005") and not luhn_ok("4111111111111112"), "luhn"),
        (iban_ok("DE89370400440532013000") and iban_ok("GB29NWBK60161331926819"), "iban"),
        (verhoeff_ok("2363") and not verhoeff_ok("2364"), "verhoeff"),
        (uscc_check("91350100M000100Y4") == "3", "uscc"),
        (ean13("978030640615") == "9780306406157", "ean13"),
        (vin_check("1M8GDM9AXKP042788") == "X", "vin"),
        (luhn_ok("490154203237518"), "imei"),
        (luhn_ok("8112189876"), "personnummer"),
        (luhn_ok("046454286"), "sin"),
        (luhn_ok("50501055"), "bankgiro"),
        (es_dc("0021000418") == "4" and es_dc("0200051332") == "5", "es dc"),
        (fr_rib_key("30006", "00001", "12345678901") == "89", "rib"),
        (no_account_ok("86011117947"), "no account"),
        (sum(int(a) * w for a, w in zip("11773016", [9, 7, 3, 1, 9, 7, 3, 1])) % 10 == 0, "hu block"),
    ]
    for good, name in tests:
        if not good:
            print("selftest failed:", name, file=sys.stderr)
            ok = False
    # pesel example 44051401458
    p = "4405140145"
    s = sum(int(a) * w for a, w in zip(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    ok &= str((10 - s % 10) % 10) == "8"
    # CPF 111.444.777-35
    d = [1, 1, 1, 4, 4, 4, 7, 7, 7]
    for k in (10, 11):
        r = sum(a * (k - i) for i, a in enumerate(d)) % 11
        d.append(0 if r < 2 else 11 - r)
    ok &= d[-2:] == [3, 5]
    # china 11010519491231002X
    pp = "11010519491231002"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    ok &= "10X98765432"[sum(int(a) * b for a, b in zip(pp, w)) % 11] == "X"
    # hetu 131052-308T
    ok &= HETU_CH[int("131052308") % 31] == "T"
    # clabe 032180000118359719
    pc = "03218000011835971"
    sc = sum((int(a) * w) % 10 for a, w in zip(pc, [3, 7, 1] * 6))
    ok &= str((10 - sc % 10) % 10) == "9"
    # polish id ABA300000
    vals = [int(c, 36) for c in "ABA" + "00000"]
    ok &= sum(a * b for a, b in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == 3
    # TC 10000000146
    dd = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    ok &= ((dd[0] + dd[2] + dd[4] + dd[6] + dd[8]) * 7 - (dd[1] + dd[3] + dd[5] + dd[7])) % 10 == 4
    # inn 7707083893
    ok &= sum(int(a) * w for a, w in zip("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == 3
    # BE68539007547034
    ok &= int("5390075470") % 97 == 34
    # ABN 51 824 753 556
    ds = [int(x) for x in "51824753556"]
    ds[0] -= 1
    ok &= sum(a * b for a, b in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0
    if not ok:
        print("selftest failed (second block)", file=sys.stderr)
    return ok


# ================================================================ framework
CASES = []
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e"
                     "\u2060-\u206f\ufeff\ufff9-\uffff\ud800-\udfff]")
ASCII_ALNUM = set(ALNUM)
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def case(slug, lang, note):
    def deco(fn):
        CASES.append((slug, lang, note, fn))
        return fn
    return deco


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_errors(text, secrets, looks, note="x"):
    errs = []
    if not isinstance(text, str) or not text.strip():
        return ["empty text"]
    for s in [text, note] + list(secrets) + list(looks):
        if not isinstance(s, str):
            errs.append("non-string scalar %r" % (s,))
        elif HOSTILE.search(s):
            errs.append("YAML-hostile character in %r" % s[:40])
    if "\r" in text or "\t" in text:
        errs.append("CR or TAB in text")
    if text.startswith("---") or text.endswith("---") or "\n---\n\n---\n" in text:
        errs.append("bad message separator")
    if len(set(secrets)) != len(secrets) or len(set(looks)) != len(looks):
        errs.append("duplicate listed value")
    if set(secrets) & set(looks):
        errs.append("value both secret and look-alike")
    vals = list(secrets) + list(looks)
    for v in vals:
        if not v or v != v.strip() or "\n---\n" in v:
            errs.append("bad value %r" % v)
            continue
        occ = occurrences(text, v)
        if not occ:
            errs.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and before.isdigit() or v[-1].isdigit() and after.isdigit():
                errs.append("number embedded in a longer number: %r" % v)
            if v[0] in ASCII_ALNUM and before in ASCII_ALNUM or v[-1] in ASCII_ALNUM and after in ASCII_ALNUM:
                errs.append("value glued to a longer token: %r" % v)
        for w in vals:
            if w != v and v in w:
                errs.append("listed value %r inside listed value %r" % (v, w))
    sspans = [sp for v in secrets for sp in occurrences(text, v)]
    lspans = [sp for v in looks for sp in occurrences(text, v)]
    for a, b in sspans:
        for c, d in lspans:
            if a < d and c < b:
                errs.append("secret and look-alike overlap at %d-%d / %d-%d" % (a, b, c, d))
    return sorted(set(errs))


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append("    %s:" % key)
                out.extend("      - " + q(v) for v in c[key])
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def parse_yaml(src):
    """Parser for exactly the subset written by to_yaml (every scalar a JSON string)."""
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, line in enumerate(lines[2:], 3):
        m = re.match(r'^  - id: (".*")$', line)
        if m:
            cur = {"id": json.loads(m.group(1))}
            cases.append(cur)
            lst = None
            continue
        m = re.match(r'^    (lang|text|note): (".*")$', line)
        if m and cur is not None:
            cur[m.group(1)] = json.loads(m.group(2))
            lst = None
            continue
        m = re.match(r"^    (secrets|lookalikes):( \[\])?$", line)
        if m and cur is not None:
            cur[m.group(1)] = []
            lst = None if m.group(2) else cur[m.group(1)]
            continue
        m = re.match(r'^      - (".*")$', line)
        if m and lst is not None:
            lst.append(json.loads(m.group(1)))
            continue
        raise ValueError("line %d not understood: %r" % (n, line[:80]))
    for c in cases:
        if set(c) != {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            raise ValueError("case %s has keys %s" % (c.get("id"), sorted(c)))
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str):
                raise ValueError("non-string %s in %s" % (k, c["id"]))
    return cases


def W(n):
    """digits spelled out in English words"""
    names = "zero one two three four five six seven eight nine".split()
    return " ".join(names[int(c)] for c in n)


# ================================================================ English cases
URLSYM = "-_.~!*"


@case("env-express-postgres", "en", "dotenv: DB credentials, Stripe secret key and session secret are secrets; the "
      "publishable key is public by design and the DB host is not a secret")
def _():
    u = pick(["app_user", "shopapi", "webapp", "orders_rw"])
    p = pw_mixed(20, URLSYM)
    host = "db-prod-%d.%s.internal" % (R.randint(1, 4), pick(["eu-west", "us-east"]))
    sk, pk, ss = sk_live(), pk_live(), rs(HEX, 64)
    t = ("My Express app crashes on boot with \"password authentication failed for user\". Here's the .env from "
         "the server, what am I missing?\n\n"
         f"NODE_ENV=production\nPORT=8080\nDATABASE_URL=postgres://{u}:{p}@{host}:5432/shop\n"
         f"STRIPE_SECRET_KEY={sk}\nSTRIPE_PUBLISHABLE_KEY={pk}\nSESSION_SECRET={ss}")
    return t, [f"{u}:{p}", sk, ss], [pk, host]


@case("aws-cli-credentials", "en", "user's AWS key pair in ~/.aws/credentials; the AWS documentation example pair "
      "is a look-alike")
def _():
    a, s = aws_akid(), aws_secret()
    t = ("I set up the AWS CLI but `aws s3 ls` says InvalidAccessKeyId. The guide had AKIAIOSFODNN7EXAMPLE and "
         "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in it, I replaced them with mine:\n\n"
         f"[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-central-1\n\n"
         "Did I paste something wrong?")
    return t, [a, s], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]


@case("git-remote-pat", "en", "GitHub classic PAT inside a remote URL; commit hashes are look-alikes")
def _():
    user = pick(["mkowalski", "jtran-dev", "sofia-r", "dpatel88"])
    repo = pick(["budget-app", "dotfiles", "thesis-code", "landing-page"])
    tok = ghp()
    h1, h2 = sha40(), rs(HEX, 7)
    t = ("git push still asks me for a password even though the token is in the URL??\n\n"
         "$ git remote -v\n"
         f"origin  https://{user}:{tok}@github.com/{user}/{repo}.git (fetch)\n"
         f"origin  https://{user}:{tok}@github.com/{user}/{repo}.git (push)\n"
         "$ git log -1 --format=%H\n"
         f"{h1}\n\n"
         f"Before that I reset to {h2} if it matters.")
    return t, [tok], [h1, h2]


@case("openai-curl-request-id", "en", "OpenAI project key in a curl command; the request id in the response is a "
      "look-alike")
def _():
    k = openai_key()
    rid = "req_" + rs(HEX, 32)
    t = ("why does this return 429 when I've barely used it today?\n\n"
         "curl https://api.openai.com/v1/chat/completions \\\n"
         "  -H \"Content-Type: application/json\" \\\n"
         f"  -H \"Authorization: Bearer {k}\" \\\n"
         "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\n\n"
         "response headers had\n"
         f"x-request-id: {rid}")
    return t, [k], [rid]


@case("anthropic-python-model", "en", "Anthropic API key hard-coded in Python; model version string is a look-alike")
def _():
    k = anthropic_key()
    model = "claude-3-5-sonnet-20241022"
    t = ("Getting `anthropic.AuthenticationError: invalid x-api-key`. Code:\n\n"
         "```python\nimport anthropic\n\n"
         f"client = anthropic.Anthropic(api_key=\"{k}\")\n"
         "msg = client.messages.create(\n"
         f"    model=\"{model}\",\n"
         "    max_tokens=512,\n"
         "    messages=[{\"role\": \"user\", \"content\": \"Summarise this\"}],\n)\n```\n"
         "I copied the key straight from the console this morning.")
    return t, [k], [model]


@case("google-geocoding-key", "en", "unrestricted Google API key in a server script; a place id is a look-alike")
def _():
    k = google_key()
    pid = "ChIJ" + rs(URLSAFE, 23)
    t = ("my geocoding script worked yesterday, today every call says REQUEST_DENIED. I haven't set any "
         "restrictions on the key.\n\n"
         "```python\nimport requests\n"
         f"KEY = \"{k}\"\n"
         "r = requests.get(\"https://maps.googleapis.com/maps/api/geocode/json\",\n"
         "                 params={\"address\": \"1600 Amphitheatre Pkwy\", \"key\": KEY})\n"
         "print(r.json()[\"status\"])\n```\n"
         f"the place I'm testing with has place_id {pid}")
    return t, [k], [pid]


@case("twilio-sms-docs-number", "en", "Twilio auth token is a secret; the account SID is neutral; the "
      "documentation phone number is a look-alike")
def _():
    sid, tok = twilio_sid(), twilio_token()
    msid = "SM" + rs(HEX, 32)
    t = ("Twilio keeps answering 20003 Authenticate. What's wrong?\n\n"
         "```python\nfrom twilio.rest import Client\n"
         f"account_sid = \"{sid}\"\nauth_token = \"{tok}\"\n"
         "client = Client(account_sid, auth_token)\n"
         "client.messages.create(body=\"Your table is ready\", from_=\"+15558675310\", to=\"+14155550123\")\n```\n"
         f"(the from number is still the one from their docs, my last successful message was {msid})")
    return t, [tok], ["+15558675310", msid]


@case("sendgrid-django-settings", "en", "SendGrid key as SMTP password; the literal user name 'apikey' and the "
      "SMTP host are look-alikes")
def _():
    k = sendgrid()
    t = ("Django isn't sending password-reset mails, no error either. settings.py:\n\n"
         "EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'\n"
         "EMAIL_HOST = 'smtp.sendgrid.net'\n"
         "EMAIL_PORT = 587\n"
         "EMAIL_USE_TLS = True\n"
         "EMAIL_HOST_USER = 'apikey'\n"
         f"EMAIL_HOST_PASSWORD = '{k}'\n"
         "DEFAULT_FROM_EMAIL = 'no-reply@brightlane.io'")
    return t, [k], ["apikey", "smtp.sendgrid.net"]


@case("telegram-bot-token", "en", "real Telegram bot token; the token from the Bot API docs is a look-alike")
def _():
    tok = telegram_token()
    chat = "-100" + rdnz(10)
    t = ("BotFather's docs show a token like 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11, mine looks different, is "
         "it broken?\n\n"
         f"TOKEN = \"{tok}\"\n"
         f"CHAT_ID = {chat}\n\n"
         "requests.post(f\"https://api.telegram.org/bot{TOKEN}/sendMessage\", data={\"chat_id\": CHAT_ID, "
         "\"text\": \"backup finished\"})")
    return t, [tok], ["123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11"]


@case("discord-token-revoked", "en", "a Discord bot token the user says was reset is still a secret; the public "
      "application id is a look-alike")
def _():
    tok = discord_token()
    app = str(R.randint(10 ** 17, 10 ** 18 - 1))
    t = ("I accidentally pushed my bot token to a public repo, Discord already reset it. Just to be sure, is this "
         f"the same one that's in my config? `{tok}`\n"
         f"The application ID is {app}, that one is fine to share, right?")
    return t, [tok], [app]


@case("jwt-bearer-in-log", "en", "session JWT from an access log is a secret; trace and request ids are "
      "look-alikes")
def _():
    uid = R.randint(10000, 99999)
    iat = 1718350000 + R.randint(0, 9999)
    tok = jwt({"sub": str(uid), "email": "r.okafor@" + pick(["gmail.com", "outlook.com"]), "role": "admin",
               "iat": iat, "exp": iat + 3600})
    tr, req = rs(HEX, 32), uuid4()
    t = ("Our API gateway logged this right before the 500s started, can you tell what's going on?\n\n"
         f"2024-06-14T09:12:44.381Z INFO  request_id={req} trace_id={tr} method=GET path=/v2/admin/users\n"
         f"2024-06-14T09:12:44.382Z DEBUG headers: {{\"authorization\": \"Bearer {tok}\", \"accept\": "
         "\"application/json\"}\n"
         f"2024-06-14T09:12:44.519Z ERROR request_id={req} upstream timed out after 30000ms")
    return t, [tok], [tr, req]


@case("devtools-cookie-header", "en", "Django session cookie is a secret; Google Analytics cookie is a look-alike; "
      "CSRF token left neutral")
def _():
    sid, csrf = session_hex(32), rs(ALNUM, 32)
    ga = "GA1.1.%s.%s" % (rdnz(10), "17" + rd(8))
    t = ("I'm trying to script a download from our intranet. Copied this from devtools, which part do I need to "
         "send with requests?\n\n"
         f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sid}")
    return t, [sid], [ga]


@case("ssh-private-key-fingerprint", "en", "OpenSSH private key is a secret; the public key and its fingerprint "
      "are look-alikes")
def _():
    k = openssh_key()
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    fp = "SHA256:" + rs(B64, 43)
    t = ("The server says Permission denied (publickey). This is the key I'm using:\n\n"
         f"{k}\n\n"
         f"and this is what I put in authorized_keys:\n{pub} dana@thinkpad\n\n"
         f"ssh -v shows: Offering public key: {fp} ED25519")
    return t, [k], [pub, fp]


@case("k8s-secret-base64", "en", "base64-encoded password inside a Kubernetes Secret is still the secret")
def _():
    user = pick(["billing", "reporting", "keycloak"])
    pw = pw_mixed(16)
    enc_u = base64.b64encode(user.encode()).decode()
    enc_p = base64.b64encode(pw.encode()).decode()
    t = ("can you decode this secret for me and tell me if the password has a trailing newline? the pod can't log "
         "in to postgres, the events say secret \"db-credentials\" mounted fine\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: prod\ntype: Opaque\ndata:\n"
         f"  username: {enc_u}\n  password: {enc_p}")
    return t, [enc_p], ["db-credentials"]


@case("jdbc-mysql-url", "en", "password parameter of a JDBC URL is the secret; host and schema are not")
def _():
    pw = pw_mixed(14, URLSYM)
    ip = "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 250))
    t = ("Spring Boot fails with \"Public Key Retrieval is not allowed\". application.properties:\n\n"
         f"spring.datasource.url=jdbc:mysql://{ip}:3306/inventory?user=root&password={pw}&useSSL=false\n"
         "spring.jpa.hibernate.ddl-auto=validate")
    return t, [pw], [ip]


@case("mongodb-srv-uri", "en", "user:password of a MongoDB SRV URI; the cluster host is a look-alike")
def _():
    u, p = pick(["admin", "appUser", "ravi"]), pw_mixed(16, "-_")
    host = "cluster0.%s.mongodb.net" % rs(LODIG, 5)
    t = ("Atlas says bad auth : authentication failed. My connection string:\n"
         f"mongodb+srv://{u}:{p}@{host}/?retryWrites=true&w=majority&appName=Cluster0\n"
         "The user exists in Database Access, I checked.")
    return t, [f"{u}:{p}"], [host]


@case("azure-storage-azurite", "en", "production storage account key is a secret; the Azurite development key "
      "published in the docs is a look-alike")
def _():
    k = azure_key()
    acct = pick(["contosomedia", "kvprodlogs", "ffimages01"])
    t = ("Locally everything works against Azurite with its default key "
         "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw== "
         "but in prod I get 403 AuthorizationFailure with this:\n\n"
         f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net")
    return t, [k], ["Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="]


@case("pypirc-token", "en", "PyPI API token in .pypirc; the fixed user name __token__ is a look-alike")
def _():
    tok = pypi_token()
    t = ("twine upload fails with 403 Invalid or non-existent authentication information. ~/.pypirc:\n\n"
         "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\n"
         f"password = {tok}")
    return t, [tok], ["__token__"]


@case("seed-phrase-apple-notes", "en", "wallet recovery phrase is a secret; the public receiving address is a "
      "look-alike")
def _():
    sp = seed_phrase(12)
    addr = eth_addr()
    t = ("Is it safe to keep my MetaMask recovery phrase in Apple Notes with a locked note? It's "
         f"\"{sp}\". My receiving address is {addr} if you need it for anything.")
    return t, [sp], [addr]


@case("eth-private-key-txhash", "en", "exported Ethereum private key is a secret; address and transaction hash "
      "(same hex alphabet) are look-alikes")
def _():
    pk, addr, tx = eth_priv(), eth_addr(), "0x" + sha64()
    t = ("I imported my private key into a new wallet app and the balance shows 0. Private key: "
         f"{pk}\nOld wallet address: {addr}\nThe last deposit was tx {tx}, it shows confirmed on Etherscan.")
    return t, [pk], [addr, tx]


@case("netflix-password-strength", "en", "password in prose")
def _():
    pw = pw_wordy()
    t = (f"Is \"{pw}\" strong enough for Netflix? I use the same one for my email so I'd rather not change it "
         "unless I have to. I'm on the $22.99 plan if that matters.")
    return t, [pw], ["$22.99"]


@case("password-manager-csv", "en", "two passwords in a password-manager CSV export")
def _():
    rows = [("Amazon", "https://www.amazon.com", "lena.m@" + "gmail.com", pw_mixed(14)),
            ("Chase", "https://secure.chase.com", "lenamarsh", pw_wordy())]
    body = "\n".join("%s,%s,%s,%s" % r for r in rows)
    t = ("Moving from Chrome to Bitwarden. The import says \"invalid format\", here's the first lines of the CSV:\n\n"
         "name,url,username,password\n" + body)
    return t, [r[3] for r in rows], []


@case("security-question-answers", "en", "answers to security questions are secrets")
def _():
    maiden = pick(["Kowalczyk", "Abernathy", "Lindqvist", "Okonkwo", "Delacroix"])
    pet = pick(["Biscuit", "Mr Waffles", "Pumpernickel", "Captain"])
    t = ("Help me write these down somewhere so I stop forgetting them. Bank security questions:\n"
         f"- Mother's maiden name: {maiden}\n- Name of first pet: {pet}")
    return t, [maiden, pet], []


@case("github-recovery-codes", "en", "three 2FA recovery codes")
def _():
    codes = [gh_recovery() for _ in range(3)]
    t = ("Where should I store these? GitHub gave me 16 recovery codes, here are the ones I haven't used:\n" +
         "\n".join(codes))
    return t, codes, []


@case("otpauth-uri-seed", "en", "TOTP seed in an otpauth URI is a secret; the seed from a tutorial is a "
      "look-alike")
def _():
    seed = b32_seed(32)
    t = ("The tutorial uses secret JBSWY3DPEHPK3PXP and that works in my app, but my real one doesn't verify. "
         "This is what the QR decodes to:\n"
         f"otpauth://totp/Fastmail:peter%40fastmail.com?secret={seed}&issuer=Fastmail&algorithm=SHA1&digits=6"
         "&period=30\nIs the clock on my server the problem?")
    return t, [seed], ["JBSWY3DPEHPK3PXP"]


@case("sms-code-phishing-check", "en", "one-time code in a pasted SMS is a secret; amount is a look-alike")
def _():
    code = otp(6)
    amt = "${:,}.{:02d}".format(R.randint(200, 2400), R.randint(0, 99))
    t = ("Got this text a minute ago, is it legit? Someone on the phone is asking me to read it out:\n\n"
         f"\"Chase: Use code {code} to approve a Zelle payment of {amt}. We will NEVER call you to ask for this code.\"")
    return t, [code], [amt]


@case("direct-deposit-routing", "en", "own checking account number is a secret; the bank's routing number is "
      "public (settled)")
def _():
    acct = rdnz(R.choice([10, 12]))
    t = ("Filling out the direct deposit form for my new job. Chase says routing 021000021 and my checking account "
         f"number is {acct}. Which box is \"transit number\"?")
    return t, [acct], ["021000021"]


@case("uk-sort-code-account", "en", "own account number is a secret; sort code is the bank's identifier (settled)")
def _():
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99))
    acct = rd(8)
    t = (f"My landlord needs my bank details for the deposit refund: sort code {sc}, account {acct}, "
         "name M J Harding. Can you write a short polite email with them?")
    return t, [acct], [sc]


@case("au-bsb-tfn-abn", "en", "TFN and own account are secrets; BSB and the employer's ABN are look-alikes")
def _():
    bsb = "06" + rd(1) + "-" + rd(3)
    acct = rdnz(8)
    tfn, abn = au_tfn(), au_abn()
    t = ("Starting at the new cafe Monday. For the onboarding form: TFN " + tfn + ", bank BSB " + bsb +
         ", account " + acct + ". Their ABN on the contract is " + abn + ". Do I tick the tax-free threshold?")
    return t, [tfn, acct], [bsb, abn]


@case("canada-sin-employer-bn", "en", "own SIN is a secret; employer's business number is a look-alike")
def _():
    sin = ca_sin()
    bn = rdnz(9) + "RP0001"
    t = (f"my T4 shows employer account number {bn} and my SIN as {sin}. is it normal that box 14 and box 24 "
         "differ by so much?")
    return t, [sin], [bn]


@case("ssn-w4-famous-example", "en", "own SSN is a secret; the famous Woolworth wallet SSN and the employer EIN "
      "are look-alikes")
def _():
    ssn = us_ssn()
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999))
    t = ("Fun fact my teacher told us: 078-05-1120 was printed on sample cards in wallets and thousands of people used "
         f"it. Anyway, for my W-4 my SSN is {ssn} and the employer EIN is {ein}, can you check I filled step 1 right?")
    return t, [ssn], ["078-05-1120", ein]


@case("passport-visa-pnr", "en", "passport number is a secret; booking reference and flight number are "
      "look-alikes")
def _():
    pp = pick("ABCEFGHJKLMNPRSTUVWXYZ") + rd(8)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    t = ("Filling the ESTA. Passport number " + pp + ", issued 2021, expires 2031. The airline booking ref is " +
         pnr + " on flight BA 117. Does the ESTA need the booking ref at all?")
    return t, [pp], [pnr, "BA 117"]


@case("drivers-license-dmv", "en", "driver's licence number is a secret; DMV confirmation number is a look-alike")
def _():
    dl = pick(UPP) + rd(7)
    conf = rd(3) + "-" + rd(3) + "-" + rd(3)
    t = (f"Renewing online: license {dl}, DOB 04/17/1986. The DMV appointment confirmation is {conf}. "
         "Do I still need to bring proof of address for Real ID?")
    return t, [dl], [conf]


def npi():
    base = rdnz(9)
    for c in DIG:
        if luhn_ok("80840" + base + c):
            return base + c


@case("health-member-id-npi", "en", "health insurance member id is a secret; claim number and the doctor's public "
      "NPI are look-alikes")
def _():
    mid = rs(UPP, 3) + rd(9)
    claim = "C" + rd(11)
    n = npi()
    t = ("My insurer denied a claim. Member ID " + mid + ", group " + rd(6) + ", claim number " + claim +
         ". The doctor's NPI on the bill is " + n + ". Help me write an appeal letter?")
    return t, [mid], [claim, n]


@case("medicare-mbi-sample", "en", "own Medicare Beneficiary Identifier is a secret; the CMS sample MBI is a "
      "look-alike")
def _():
    m = us_mbi()
    t = ("My mom's new Medicare card came. The sample card on the website shows 1EG4-TE5-MK73, hers is " + m +
         ". Is it normal the format is so different from her old SSN-based number?")
    return t, [m], ["1EG4-TE5-MK73"]


@case("uk-nhs-nino", "en", "NHS number and National Insurance number are secrets; the GP surgery phone is a "
      "look-alike")
def _():
    nhs, ni = uk_nhs(), uk_nino()
    ph = "020 " + rd(4) + " " + rd(4)
    t = ("Registering with a new GP. They want my NHS number (" + nhs + ") and for the work bit my NI number " + ni +
         ". Surgery number is " + ph + " in case I need to ring. What else should I bring?")
    return t, [nhs, ni], [ph]


@case("card-checkout-form", "en", "card number, expiry and CVC are secrets; order number is a look-alike")
def _():
    c = card("visa")
    e, v = expiry(), cvc()
    order = "W" + rd(9)
    t = ("The checkout keeps saying \"card declined\" for order " + order + ". I entered " + fmt_card(c) + ", exp " +
         e + ", CVC " + v + ". Is the site broken or is it my bank?")
    return t, [fmt_card(c), e, v], [order]


@case("amex-hotel-guarantee", "en", "Amex number, expiry and 4-digit CID are secrets; hotel confirmation number is "
      "a look-alike")
def _():
    c = card("amex")
    e, v = expiry(), cvc(4)
    conf = rd(8)
    t = ("Draft a short email to the hotel to guarantee my late arrival. Confirmation #" + conf +
         ". Card: Amex " + c + " exp " + e + " CID " + v + ". Arriving around 11:30pm.")
    return t, [c, e, v], [conf]


@case("airbnb-checkin-codes", "en", "host's gate code and lockbox code are secrets; reservation code is a "
      "look-alike")
def _():
    gate, box = pin(4), pin(4)
    res = "HM" + rs(UPDIG, 8)
    t = ("Can you make this check-in message friendlier? Guest reservation " + res + ".\n\n"
         "Hi! Gate code is " + gate + "#. The key is in the lockbox left of the door, code " + box +
         ". Checkout 11am, trash goes in the green bin.")
    return t, [gate, box], [res]


@case("house-sitter-alarm", "en", "alarm disarm code and garage keypad code are secrets; vet phone number is a "
      "look-alike")
def _():
    alarm, garage = pin(4), pin(4)
    vet = phone_us()
    t = ("Write a one-page note for our house sitter: alarm panel is by the back door, disarm with " + alarm +
         " then OFF. Garage keypad " + garage + " then Enter. Bella eats twice a day, vet is " + vet +
         " if anything happens.")
    return t, [alarm, garage], [vet]


@case("router-sticker-ssid-mac", "en", "Wi-Fi key is a secret; SSID, MAC and model are look-alikes")
def _():
    ssid = "NETGEAR" + rd(2)
    wpa = pick(PW_WORDS) + pick(PW_WORDS) + rd(3)
    mac = ":".join(rs(HEXU, 2) for _ in range(6))
    t = ("Setting up the new router, the sticker says:\nModel: RAX50\nSSID: " + ssid + "\nNetwork Key: " + wpa +
         "\nMAC: " + mac + "\n\nHow do I turn on WPA3 only?")
    return t, [wpa], [ssid, mac, "RAX50"]


@case("safe-combination-model", "en", "safe combination is a secret; safe model number is a look-alike")
def _():
    combo = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(10, 99), R.randint(10, 99))
    model = "SFW" + rd(3) + pick(["FTC", "GTC", "ETB"])
    t = (f"My Sentry {model} safe won't open with {combo} anymore. Do I turn left first or right? I think "
         "the battery is fine.")
    return t, [combo], [model]


@case("pin-spelled-out", "en", "PIN given as words")
def _():
    p = pin(4)
    w = W(p)
    t = ("For the voice banking thing they asked me to set a phone PIN and I chose " + w + ". Will it accept it "
         "if I say it like that when I call 1-800-935-9935, or do I have to use the keypad?")
    return t, [w], ["1-800-935-9935"]


@case("password-two-halves", "en", "password given in two halves in one message")
def _():
    a = pick(PW_WORDS).capitalize() + rd(2)
    b = pick("!#$%&") + pick(PW_WORDS) + pick(PW_WORDS).capitalize()
    t = ("I split my master password so I don't forget it: the first part, " + a + ", is on a sticky note and the "
         "second part, " + b + ", is in my head. Together that's my 1Password login. Good idea or bad?")
    return t, [a, b], []


@case("bitlocker-recovery-key", "en", "BitLocker recovery key is a secret; the key ID GUID is a look-alike")
def _():
    k = bitlocker()
    kid = uuid4().upper()
    t = ("Laptop is stuck on the blue BitLocker recovery screen. It shows Key ID " + kid[:8] +
         " and my Microsoft account lists:\nKey ID: " + kid + "\nRecovery Key: " + k +
         "\nIt says the key is wrong when I type it. Ideas?")
    return t, [k], [kid]


@case("apple-recovery-key-serial", "en", "Apple account recovery key is a secret; device serial and support case "
      "id are look-alikes")
def _():
    k = apple_recovery()
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 10)
    case_id = "10" + rd(9)
    t = ("Apple support (case " + case_id + ") says only my recovery key can unlock the account. I have it written: " +
         k + ". MacBook serial " + serial + ". Where do I enter it on iOS 17?")
    return t, [k], [serial, case_id]


@case("microsoft-recovery-code", "en", "Microsoft account recovery code is a secret")
def _():
    k = ms_recovery()
    t = ("Lost my phone with the Authenticator app. I still have the recovery code from my Microsoft account: " + k +
         ". Does using it remove all my 2-step settings? The sign-in page only shows error 0x80190001.")
    return t, [k], ["0x80190001"]


@case("git-diff-placeholder-leak", "en", "real Mailgun key replacing a placeholder in a diff; placeholder and "
      "commit hash are look-alikes")
def _():
    k = mailgun_key()
    h = rs(HEX, 7)
    t = ("Did I just commit a secret? `git show " + h + "` shows:\n\n"
         "--- a/.env.example\n+++ b/.env.example\n@@ -3,3 +3,3 @@\n MAILGUN_DOMAIN=mg.example.com\n"
         "-MAILGUN_API_KEY=your_api_key_here\n+MAILGUN_API_KEY=" + k + "\n")
    return t.rstrip("\n"), [k], ["your_api_key_here", h]


@case("heroku-key-vs-app-id", "en", "Heroku API key (UUID-shaped) is a secret; the app id UUID is a look-alike")
def _():
    k, app = heroku_key(), uuid4()
    t = ("In GitHub Actions the deploy step fails with \"Invalid credentials provided\". I set\n"
         "HEROKU_API_KEY=" + k + "\nand the app id from `heroku apps:info --json` is " + app +
         ". Should the key be the app id instead?")
    return t, [k], [app]


@case("aws-exposed-key-email", "en", "an exposed AWS key the user has deleted is still a secret; support case id "
      "is a look-alike")
def _():
    a, s = aws_akid(), aws_secret()
    case_id = "17" + rd(13)
    t = ("Got this from AWS (case " + case_id + "):\n\n> We have become aware that the AWS Access Key " + a +
         ", along with the corresponding Secret Key, is publicly available online.\n\n"
         "I deleted it already. The secret that went with it was " + s + ", should I also check CloudTrail for it?")
    return t, [a, s], [case_id]


@case("it-temporary-password", "en", "temporary password in a forwarded IT e-mail is a secret; ticket number is a "
      "look-alike")
def _():
    tmp = rs(UPP, 1) + rs(LOW, 3) + rd(4) + pick("!#$") + rs(UPP, 2)
    inc = "INC00" + rd(5)
    t = ("Forwarded message from the helpdesk, what's \"ADFS\" and why can't I log in with this?\n\n"
         "---------- Forwarded message ---------\nFrom: IT Service Desk\nSubject: RE: " + inc +
         " password reset\n\nHi Priya,\nYour account has been unlocked. Temporary password: " + tmp +
         "\nYou will be asked to change it at first sign-in.\nRegards, Service Desk")
    return t, [tmp], [inc]


@case("voicemail-pin-number", "en", "voicemail PIN is a secret; the phone number is a look-alike")
def _():
    p = pin(6)
    ph = phone_us()
    t = ("How do I check voicemail on my old landline " + ph + " from abroad? The mailbox PIN is " + p +
         ". Do I need to dial the country code first?")
    return t, [p], [ph]


@case("family-accounts-table", "en", "two passwords in a markdown table")
def _():
    rows = [("Disney+", "family@" + pick(["yahoo.com", "gmail.com"]), pw_wordy()),
            ("Xfinity", "thebakers", pw_mixed(12))]
    tbl = "| Service | Login | Password |\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
    t = "Turn this into a nice printable page for the fridge:\n\n" + tbl
    return t, [r[2] for r in rows], []


@case("wifi-password-correction", "en", "multi-message: a password and its correction are both secrets")
def _():
    base = pick(PW_WORDS).capitalize() + pick(PW_WORDS) + rd(3)
    fixed = base[:-1] + str((int(base[-1]) + 3) % 10) + "!"
    t = ("my wifi password is " + base + " and it keeps saying incorrect on the new TV\n---\n"
         "wait no sorry it's " + fixed + ", I changed it last month. still doesn't connect though, the TV is a "
         "Samsung QN65Q80C")
    return t, [base, fixed], ["QN65Q80C"]


@case("router-admin-announced", "en", "multi-message: login announced in one message and given in the next; "
      "router IP is a look-alike")
def _():
    pw = pw_mixed(13)
    t = ("Can you walk me through port forwarding for my Minecraft server? I'll send the router login in a sec\n---\n"
         "ok it's admin / " + pw + " and the page is at 192.168.0.1\n---\nthe port is 25565")
    return t, [pw], ["192.168.0.1"]


@case("api-key-split-messages", "en", "multi-message: an API key pasted in two parts; both parts are secrets")
def _():
    k = openai_legacy()
    cut = R.randint(20, 30)
    a, b = k[:cut], k[cut:]
    t = ("my phone keeps cutting the paste, here's my OpenAI key in two bits. first:\n---\n" + a +
         "\n---\nsecond: " + b + "\n---\ncan you check if it's a valid format?")
    return t, [a, b], []


@case("seed-phrase-two-messages", "en", "multi-message: a 12-word seed phrase given in two halves")
def _():
    words = R.sample(BIP39, 12)
    a, b = " ".join(words[:6]), " ".join(words[6:])
    t = ("I'm restoring my Trust Wallet, words 1-6: " + a + "\n---\nand 7-12: " + b +
         "\n---\nit says invalid phrase, did I mix up the order? app version 7.18.2")
    return t, [a, b], ["7.18.2"]


@case("card-over-two-messages", "en", "multi-message: card number, then expiry and CVC; order number is a "
      "look-alike")
def _():
    c = card("mc")
    e, v = expiry(), cvc()
    order = "#" + rd(7)
    t = ("Can you fill the payment step of this form for me? Card is " + fmt_card(c, "-") + "\n---\n"
         "exp " + e + " and the code on the back is " + v + "\n---\nthe order is " + order)
    return t, [fmt_card(c, "-"), e, v], [order]


@case("gmail-app-password-nodemailer", "en", "Gmail app password (four groups of four letters) is a secret")
def _():
    ap = gmail_app_pw()
    t = ("nodemailer: Invalid login: 535-5.7.8 Username and Password not accepted.\n\n"
         "const transporter = nodemailer.createTransport({\n  host: 'smtp.gmail.com',\n  port: 465,\n"
         "  secure: true,\n  auth: { user: 'orders.kimbakery@gmail.com', pass: '" + ap + "' }\n});\n\n"
         "I generated the app password yesterday.")
    return t, [ap], ["535-5.7.8"]


@case("wireguard-private-public", "en", "WireGuard private key is a secret; the peer public key and endpoint are "
      "look-alikes")
def _():
    priv, pub = wg_key(), wg_key()
    ep = "%d.%d.%d.%d" % (R.randint(23, 203), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
    t = ("Handshake never completes. wg0.conf:\n\n[Interface]\nPrivateKey = " + priv +
         "\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = " + pub + "\nEndpoint = " + ep +
         ":51820\nAllowedIPs = 0.0.0.0/0")
    return t, [priv], [pub, ep]


@case("cloudflare-token-zone-id", "en", "Cloudflare API token is a secret; the 32-hex zone id is a look-alike")
def _():
    tok, zone = cf_token(), rs(HEX, 32)
    t = ("Why does this give me 10000 Authentication error?\n\n"
         "curl -X GET \"https://api.cloudflare.com/client/v4/zones/" + zone + "/dns_records\" \\\n"
         "  -H \"Authorization: Bearer " + tok + "\" \\\n  -H \"Content-Type: application/json\"")
    return t, [tok], [zone]


# ---------------------------------------------------------------- English negatives
@case("stripe-test-mode-docs", "en", "negative: Stripe documentation test key and test cards, generated "
      "PaymentIntent id")
def _():
    pi = "pi_3" + rs(ALNUM, 23)
    t = ("In test mode, what's the difference between card 4242 4242 4242 4242 and 4000 0000 0000 9995? I'm using "
         "the key from the docs, sk_test_4eC39HqLyjWDarjtT1zdp7dc, and the first one created " + pi +
         " but the second one failed.")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", pi]


@case("aws-docs-iam-example", "en", "negative: AWS documentation example keys and account id")
def _():
    t = ("In the IAM docs they use AKIAIOSFODNN7EXAMPLE with secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY and "
         "account 123456789012 in ARNs like arn:aws:iam::123456789012:user/Alice. Are those real accounts or "
         "reserved like example.com?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                   "arn:aws:iam::123456789012:user/Alice"]


@case("amazon-order-tracking", "en", "negative: order number and carrier tracking numbers")
def _():
    order = "11%d-%s-%s" % (R.randint(1, 4), rd(7), rd(7))
    ups = "1Z" + rs(UPDIG, 6) + rd(10)
    usps = "9400" + rd(18)
    t = ("Order " + order + " says delivered but nothing's here. The UPS number is " + ups +
         " and the return label has USPS " + usps + ". Who do I complain to first?")
    return t, [], [order, ups, usps]


@case("release-checksums", "en", "negative: version tag, commit hash, SHA-256 checksum")
def _():
    ver = "v%d.%d.%d" % (R.randint(1, 3), R.randint(0, 20), R.randint(0, 9))
    h, cs = sha40(), sha64()
    t = ("Can you check the release notes draft? \"" + ver + " (commit " + h + ") fixes the importer crash. "
         "SHA-256 of the tarball: " + cs + "\"")
    return t, [], [ver, h, cs]


@case("log-request-trace-ids", "en", "negative: UUID request id, trace and span ids in a log")
def _():
    req, tr, sp = uuid4(), rs(HEX, 32), rs(HEX, 16)
    t = ("What does this mean?\n\n"
         "level=error ts=2024-03-02T11:04:19Z request_id=" + req + " trace_id=" + tr + " span_id=" + sp +
         " msg=\"context deadline exceeded\" duration=5.001s")
    return t, [], [req, tr, sp]


@case("docker-image-digest", "en", "negative: image digest and container id")
def _():
    dg = "sha256:" + sha64()
    cid = rs(HEX, 12)
    t = ("Container " + cid + " keeps restarting. docker inspect shows the image as nginx@" + dg +
         ". How do I pin that digest in compose?")
    return t, [], [cid, dg]


@case("readme-placeholders", "en", "negative: placeholders in a README template")
def _():
    t = ("Improve the setup section of my README:\n\n1. Copy .env.example to .env\n2. Set OPENAI_API_KEY=sk-xxxxxxxx"
         "xxxxxxxxxxxx\n3. Set GITHUB_TOKEN=<your-token-here>\n4. Set WEATHER_KEY=YOUR_API_KEY\n5. The default "
         "admin password is changeme, change it after first login")
    return t, [], ["sk-xxxxxxxxxxxxxxxxxxxx", "<your-token-here>", "YOUR_API_KEY", "changeme"]


@case("masked-statement", "en", "negative: masked card and IBAN, last four digits")
def _():
    l4a, l4b = rd(4), rd(4)
    mask = "**** **** **** " + l4a
    ib = "GB** **** **** **** **" + l4b[:2] + " " + l4b[2:]
    t = ("My statement shows two charges from \"AMZN Mktp\" on " + mask + " and a refund to " + ib +
         ". Which one should I dispute?")
    return t, [], [mask, ib]


@case("xkcd-password-examples", "en", "negative: famous example passwords discussed as examples")
def _():
    t = ("For my security awareness slides: why is \"correct horse battery staple\" better than \"Tr0ub4dor&3\"? "
         "And can I mention hunter2 as a joke and password123 as the classic bad one?")
    return t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2", "password123"]


@case("charity-donation-iban", "en", "negative: a charity's IBAN, charity number and payment reference")
def _():
    ib = iban("IE")
    ch = "CHY " + rd(5)
    ref = "DON-" + rd(6)
    t = ("I want to donate by bank transfer. The charity's page says IBAN " + grp(ib) + ", BIC AIBKIE2D, charity "
         "number " + ch + ", use reference " + ref + ". Write me a short note to include?")
    return t, [], [grp(ib), "AIBKIE2D", ch, ref]


@case("contractor-invoice", "en", "negative: contractor's EIN, invoice and PO numbers, amount")
def _():
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999))
    inv = "INV-2024-%04d" % R.randint(1, 9999)
    po = "PO" + rd(6)
    t = ("Our contractor sent invoice " + inv + " for $4,850.00 against " + po + ". Their W-9 has EIN " + ein +
         ". Do I need to issue a 1099-NEC?")
    return t, [], [inv, po, ein, "$4,850.00"]


@case("flight-eticket", "en", "negative: booking reference, e-ticket number, flight and seat")
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "016 " + rd(10)
    t = ("United changed my flight. Confirmation " + pnr + ", ticket " + tkt + ", now UA 926 seat 34K. Am I entitled "
         "to a refund if the new time is 5 hours later?")
    return t, [], [pnr, tkt, "UA 926"]


@case("phone-imei-serial", "en", "negative: IMEI, serial and model numbers, MAC address")
def _():
    im = imei()
    sn = rs("CDFGHJKLMNPQRTVWXY0123456789", 12)
    mac = ":".join(rs(HEX, 2) for _ in range(6))
    t = ("Selling my phone, what should I blank out in the photo? Settings shows model A2849, serial " + sn +
         ", IMEI " + im + ", Wi-Fi address " + mac + ".")
    return t, [], ["A2849", sn, im, mac]


@case("vin-recall", "en", "negative: vehicle VIN and recall campaign number")
def _():
    v = vin()
    rc = "24V-" + rd(3)
    t = ("Is my car affected by recall " + rc + "? VIN " + v + ", bought used in 2022.")
    return t, [], [rc, v]


@case("isbn-doi-citation", "en", "negative: ISBN-13 and DOI in a citation")
def _():
    isbn = ean13("978" + rdnz(9))
    isbn_f = "%s-%s-%s-%s-%s" % (isbn[:3], isbn[3], isbn[4:8], isbn[8:12], isbn[12])
    doi = "10.1038/s41586-0%02d-%05d-%d" % (R.randint(19, 24), R.randint(0, 99999), R.randint(0, 9))
    t = ("Format these two references in APA: the book with ISBN " + isbn_f + " and the Nature paper doi:" + doi +
         ".")
    return t, [], [isbn_f, doi]


@case("jwt-io-example", "en", "negative: the jwt.io example token and its default secret")
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2M"
           "jM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = ("In the jwt.io debugger the default token is " + tok + " with secret your-256-bit-secret. Why does "
         "changing one letter of the payload break the signature?")
    return t, [], [tok, "your-256-bit-secret"]


@case("bank-wire-routing-swift", "en", "negative: banks' own routing numbers and SWIFT codes")
def _():
    t = ("For an incoming international wire to Chase, do I give them ABA 021000021 or the SWIFT CHASUS33? And my "
         "wife's Bank of America account is in California, is that 121000358 or 026009593 for wires?")
    return t, [], ["021000021", "CHASUS33", "121000358", "026009593"]


@case("home-network-addresses", "en", "negative: private IP ranges, subnet mask, port, MAC")
def _():
    mac = "-".join(rs(HEXU, 2) for _ in range(6))
    t = ("My Pi has a static lease 192.168.1.50 in 192.168.1.0/24 with mask 255.255.255.0, MAC " + mac +
         ". Pi-hole listens on port 53 but the TV at 192.168.1.23 still shows ads. Why?")
    return t, [], ["192.168.1.50", "192.168.1.0/24", "255.255.255.0", mac, "192.168.1.23"]


@case("royal-mail-receipt-ref", "en", "negative: Royal Mail tracking number and a receipt's Ref No.")
def _():
    trk = s10(pick(["AB", "RM", "JX"]), "GB")
    ref = rd(4) + " " + rd(4) + " " + rd(4)
    t = ("Post office receipt says Special Delivery " + trk + ", Ref No. " + ref + ", paid \u00a38.45. The parcel is "
         "stuck at the mail centre for 4 days, how do I claim?")
    return t, [], [trk, ref, "\u00a38.45"]


@case("eth-donation-address-tx", "en", "negative: public donation address, transaction hash and block number")
def _():
    addr, tx = eth_addr(), "0x" + sha64()
    blk = str(R.randint(18000000, 20500000))
    t = ("Our club accepts donations at " + addr + ". Someone sent 0.5 ETH in tx " + tx + " (block " + blk +
         "), how do I write a thank-you note without doxxing them?")
    return t, [], [addr, tx, blk]


@case("totp-rfc-test-vectors", "en", "negative: RFC 6238 test seed and expected value, tutorial base32 seed")
def _():
    t = ("My TOTP implementation fails the RFC 6238 test: with the ASCII seed 12345678901234567890 at T=59 I should "
         "get 94287082 but I get something else. With the base32 seed JBSWY3DPEHPK3PXP from the tutorial it "
         "matches Google Authenticator. What's off?")
    return t, [], ["12345678901234567890", "94287082", "JBSWY3DPEHPK3PXP"]


def uk_vat():
    while True:
        p = rdnz(7)
        s = sum(int(a) * w for a, w in zip(p, [8, 7, 6, 5, 4, 3, 2]))
        for last in range(100):
            if (s + last) % 97 == 0:
                return "GB %s %s %02d" % (p[:3], p[3:], last)


@case("uk-supplier-registration", "en", "negative: a supplier's company number and VAT number, invoice date")
def _():
    crn = "%08d" % R.randint(1000000, 15999999)
    vat = uk_vat()
    t = ("Our new supplier's invoice shows Company No. " + crn + " and VAT Reg " + vat + ", dated 14/03/2024. "
         "How do I check these on Companies House before paying?")
    return t, [], [crn, vat, "14/03/2024"]


# ================================================================ other languages
# ---- Chinese
@case("zh-hotel-registration-id", "zh", "resident ID number is a secret; mobile number and booking number are "
      "look-alikes")
def _():
    cid = cn_id()
    ph = pick(["138", "139", "186", "158"]) + " " + rd(4) + " " + rd(4)
    order = "11" + rd(14)
    t = ("帮我把这些信息整理成酒店入住登记的格式：\n姓名：王磊\n身份证号：" + cid + "\n手机：" + ph +
         "\n携程订单号：" + order + "\n入住日期：5月3日，住两晚。")
    return t, [cid], [ph, order]


@case("zh-aliyun-oss-config", "zh", "Alibaba Cloud AccessKey id and secret are secrets; endpoint is a look-alike")
def _():
    kid, ksec = aliyun_id(), aliyun_secret()
    t = ("我们的 Spring Boot 项目连不上阿里云 OSS，一直报 InvalidAccessKeyId。配置如下：\n\n```yaml\naliyun:\n  oss:\n"
         "    endpoint: oss-cn-hangzhou.aliyuncs.com\n    access-key-id: " + kid + "\n    access-key-secret: " + ksec +
         "\n    bucket-name: shop-assets-prod\n```\n是不是 endpoint 写错了？")
    return t, [kid, ksec], ["oss-cn-hangzhou.aliyuncs.com"]


@case("zh-vat-invoice-company", "zh", "negative: seller's unified social credit code, invoice number, amount, "
      "SF Express waybill")
def _():
    uscc = cn_uscc()
    inv = "24" + rd(18)
    sf = "SF" + rdnz(13)
    t = ("帮我核对一下这张电子发票：销售方 深圳市恒信达科技有限公司，统一社会信用代码 " + uscc + "，发票号码 " + inv +
         "，价税合计 ¥3,860.00。另外顺丰运单 " + sf + " 显示已签收，但我没收到货，怎么投诉？")
    return t, [], [uscc, inv, "¥3,860.00", sf]


# ---- Japanese
@case("ja-mynumber-year-end", "ja", "My Number is a secret; the employer's corporate number is a look-alike")
def _():
    mn = jp_mynumber()
    mn_f = grp(mn)
    corp = rdnz(13)
    t = ("年末調整の書類、会社に出す前にチェックしてほしいです。\nマイナンバー：" + mn_f +
         "\n扶養なし、住所変更なし。\n会社の法人番号（" + corp + "）も書く欄があるんですが、これは私が書くものですか？")
    return t, [mn_f], [corp]


@case("ja-password-changed", "ja", "multi-message: a password and its replacement are both secrets")
def _():
    p1, p2 = pw_wordy(), pw_mixed(14)
    t = ("楽天のパスワードを「" + p1 + "」にしたんだけど、弱いかな？\n---\nやっぱり変えた。今は「" + p2 +
         "」。これなら大丈夫？")
    return t, [p1, p2], []


@case("ja-redelivery-tracking", "ja", "negative: Amazon order number, Yamato tracking number, postal code")
def _():
    order = "2%02d-%s-%s" % (R.randint(49, 50), rd(7), rd(7))
    ym = "%s-%s-%s" % (rd(4), rd(4), rd(4))
    t = ("Amazonの注文番号 " + order + " の荷物、ヤマトの伝票番号 " + ym + " で追跡すると「持戻」になってます。"
         "再配達をお願いする文面を作ってください。住所は〒150-0002 東京都渋谷区渋谷です。")
    return t, [], [order, ym, "〒150-0002"]


# ---- Korean
@case("ko-rrn-refund-account", "ko", "resident registration number and own bank account are secrets; the seller's "
      "business registration number is a look-alike")
def _():
    rrn = kr_rrn()
    acct = "%s-%s-%s" % (rd(6), rd(2), rd(6))
    biz = kr_bizno()
    t = ("중고거래 판매자가 환불해 준다면서 본인확인용으로 주민등록번호를 달래요. 제 주민번호는 " + rrn +
         "이고 환불받을 계좌는 국민은행 " + acct + "예요. 판매자 사업자등록번호는 " + biz +
         "라고 하던데, 이거 사기 아닌가요?")
    return t, [rrn, acct], [biz]


@case("ko-naver-sms-code", "ko", "verification code in a pasted SMS is a secret; the customer-centre number is a "
      "look-alike")
def _():
    code = otp(6)
    t = ("[Web발신]\n[네이버] 인증번호[" + code + "]를 입력해 주세요. 타인에게 절대 알려주지 마세요.\n\n"
         "이 문자가 방금 왔는데 제가 요청한 적이 없어요. 고객센터 1588-3820에 전화해야 하나요?")
    return t, [code], ["1588-3820"]


@case("ko-airbnb-doorlock-wifi", "ko", "door-lock code and Wi-Fi password are secrets; SSID is a look-alike")
def _():
    door = pin(R.choice([6, 8]))
    ssid = "KT_GiGA_5G_" + rs(UPDIG, 4)
    wifi = rs(LOW, 4) + rd(4) + pick(["!", "@", "#"])
    t = ("에어비앤비 게스트한테 보낼 안내문 좀 다듬어 주세요.\n현관 도어락 비밀번호는 " + door + "* 이고, 와이파이는 " +
         ssid + " / 비밀번호 " + wifi + " 입니다. 체크아웃은 오전 11시예요.")
    return t, [door, wifi], [ssid]


# ---- Arabic
def emirates_id():
    y = R.randint(1970, 2002)
    full = luhn_complete("784" + str(y) + rd(7))
    return "%s-%s-%s-%s" % (full[:3], full[3:7], full[7:14], full[14])


@case("ar-emirates-id-iban", "ar", "Emirates ID and own IBAN are secrets")
def _():
    eid = emirates_id()
    ib = grp(iban("AE"))
    t = ("أريد كتابة رسالة إلى قسم الموارد البشرية لتحديث بيانات الراتب. رقم الهوية الإماراتية: " + eid +
         "، ورقم الآيبان الخاص بي: " + ib + ". اكتبها بأسلوب رسمي من فضلك.")
    return t, [eid, ib], []


@case("ar-bank-otp-scam", "ar", "bank verification code is a secret; the bank's customer-service number is a "
      "look-alike")
def _():
    code = otp(R.choice([4, 6]))
    t = ("وصلتني هذه الرسالة: \"رمز التحقق الخاص بك هو " + code + ". لا تشاركه مع أي شخص. مصرف الراجحي\" "
         "والآن يتصل بي شخص يقول إنه موظف في البنك ويطلب الرمز لإيقاف عملية مشبوهة. رقم خدمة العملاء الرسمي "
         "920003344، هل أتصل بهم أولاً؟")
    return t, [code], ["920003344"]


@case("ar-noon-order-vat", "ar", "negative: order number, Aramex waybill and the store's VAT number")
def _():
    order = "NSAE" + rd(10)
    awb = rd(11)
    vat = "3" + rd(13) + "3"
    t = ("أريد تقديم شكوى: طلبت من نون، رقم الطلب " + order + "، ورقم الشحنة من أرامكس " + awb +
         "، والفاتورة عليها الرقم الضريبي للمتجر " + vat + ". مرّ أسبوعان ولم يصل شيء. كيف أكتب الشكوى؟")
    return t, [], [order, awb, vat]


# ---- Persian
@case("fa-train-ticket-card", "fa", "national code, card number, CVV2 and expiry are secrets")
def _():
    melli = ir_melli()
    c = card(pick(["603799", "589210", "627353", "610433"]))
    cv = cvc(R.choice([3, 4]))
    exp = "14%02d/%02d" % (R.randint(4, 8), R.randint(1, 12))
    t = ("برای خرید بلیط قطار این اطلاعات رو میخواد، درست وارد کردم؟\nکد ملی: " + melli + "\nشماره کارت: " +
         grp(c, 4, "-") + "\nCVV2: " + cv + "\nتاریخ انقضا: " + exp +
         "\nرمز دوم رو هم باید بزنم یا با پیامک میاد؟")
    return t, [melli, grp(c, 4, "-"), cv, exp], []


@case("fa-sheba-wifi", "fa", "own Sheba (IBAN) number and home Wi-Fi password are secrets")
def _():
    ib = iban("IR")
    wifi = pick(PW_WORDS) + rd(4) + pick("@#")
    t = ("صاحبخونه گفته برای برگشت ودیعه شماره شبا بفرستم. شبای من " + ib + " هست. یه پیام مودبانه براش بنویس. "
         "راستی رمز وای فای خونه " + wifi + " هست، بهش بگو موقع تحویل عوضش کنه.")
    return t, [ib, wifi], []


@case("fa-post-tracking-order", "fa", "negative: postal tracking code, Digikala order number, seller's postal "
      "code")
def _():
    trk = rd(24)
    order = "DKC-" + rd(9)
    post = rdnz(10)
    t = ("کد رهگیری مرسوله پستی من " + trk + " هست و شماره سفارش دیجی کالا " + order + ". کد پستی فروشنده هم " +
         post + " نوشته شده. چرا هنوز وضعیتش «در حال پردازش» هست؟")
    return t, [], [trk, order, post]


# ---- Hebrew
@case("he-form101-id-account", "he", "ID number and own account are secrets; the bank branch number is a "
      "look-alike (settled)")
def _():
    tz = il_id()
    acct = rdnz(R.choice([6, 7]))
    br = str(R.randint(600, 999))
    t = ("אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות: " + tz + ", חשבון בבנק לאומי מספר " + acct + " בסניף " +
         br + ". תעזור לי להבין מה זה נקודות זיכוי?")
    return t, [tz, acct], [br]


@case("he-plant-sitter-codes", "he", "building door code and alarm code are secrets")
def _():
    door, alarm = pin(4), pin(4)
    t = ("תנסח הודעה לשכנה שתשקה את העציצים כשאנחנו בחו\"ל: הקוד לדלת של הבניין " + door + ", קוד האזעקה " + alarm +
         ", המפתח אצל ועד הבית. תודה רבה!")
    return t, [door, alarm], []


@case("he-btl-password-ticket", "he", "personal-area password is a secret; support ticket number is a look-alike")
def _():
    pw = pw_mixed(12)
    tk = rd(8)
    t = ("שכחתי אם הסיסמה לאזור האישי באתר ביטוח לאומי היא " + pw + ". פתחתי פנייה מספר " + tk +
         " ועוד לא ענו. איך מאפסים לבד?")
    return t, [pw], [tk]


# ---- Hindi
@case("hi-kyc-aadhaar-pan", "hi", "Aadhaar and PAN are secrets; the branch IFSC is a look-alike (settled)")
def _():
    a = aadhaar()
    a_f = grp(a)
    pan = in_pan(pick("SKMV"))
    t = ("मुझे बैंक खाते का KYC अपडेट करना है। मेरा आधार नंबर " + a_f + " है और पैन " + pan +
         " है। ब्रांच का IFSC कोड SBIN0000300 है। कौन-कौन से डॉक्यूमेंट ले जाने होंगे?")
    return t, [a_f, pan], ["SBIN0000300"]


@case("hi-otp-kyc-scam", "hi", "OTP and own account number are secrets")
def _():
    code = otp(6)
    acct = rdnz(11)
    t = ("मेरे पास ये SMS आया: \"" + code + " आपका OTP है, इसे किसी से साझा न करें। -SBI\" और एक आदमी फोन पर कह रहा है "
         "कि KYC अपडेट के लिए OTP और मेरा खाता नंबर " + acct + " बता दूं। क्या मुझे पहले SBI हेल्पलाइन 1800 1234 पर फोन करना "
         "चाहिए?")
    return t, [code, acct], ["1800 1234"]


@case("hi-irctc-pnr-utr", "hi", "negative: train PNR, train number and UPI reference number")
def _():
    pnr = rdnz(10)
    utr = rdnz(12)
    t = ("मेरी ट्रेन का PNR " + pnr + " है, ट्रेन नंबर 12951, कोच B4 सीट 32। UPI से पेमेंट किया था, UPI Ref No. " + utr +
         "। टिकट कैंसल करने पर कितना रिफंड मिलेगा?")
    return t, [], [pnr, "12951", utr]


# ---- Russian
@case("ru-employer-form", "ru", "passport, SNILS and personal INN are secrets; the bank's BIK is a look-alike "
      "(settled)")
def _():
    pas = "%s %s %s" % (rd(2), rd(2), rd(6))
    sn, inn = ru_snils(), ru_inn12()
    t = ("Заполняю анкету для работодателя, проверь, пожалуйста, всё ли верно:\nПаспорт: " + pas +
         ", выдан ГУ МВД России по г. Москве\nСНИЛС: " + sn + "\nИНН: " + inn +
         "\nЗарплатная карта Сбербанка, БИК 044525225.")
    return t, [pas, sn, inn], ["044525225"]


@case("ru-yandex-token-config", "ru", "Yandex OAuth token is a secret; the internal IP is a look-alike")
def _():
    tok = yandex_token()
    t = ("Скрипт выгрузки на Яндекс.Диск падает с 401 Unauthorized. Вот конфиг:\n\n[yandex]\ntoken = " + tok +
         "\n\n[db]\nhost = 10.10.0.5\nuser = report\n\nТокен получал неделю назад.")
    return t, [tok], ["10.10.0.5"]


@case("ru-parcel-claim", "ru", "negative: Russian Post tracking number, Ozon order, company INN and KPP")
def _():
    trk = s10(pick(["RA", "RB", "EA"]), "RU")
    oz = "%08d-%04d" % (R.randint(10000000, 99999999), R.randint(1, 999))
    inn = ru_inn10()
    kpp = inn[:4] + "01001"
    t = ("Посылка с трек-номером " + trk + " третий день лежит в сортировочном центре. Заказ на Ozon № " + oz +
         ", продавец ООО «Вектор», ИНН " + inn + ", КПП " + kpp + ". Помоги составить претензию.")
    return t, [], [trk, oz, inn, kpp]


# ---- Ukrainian
@case("uk-salary-iban-rnokpp", "uk", "own IBAN and RNOKPP are secrets; employer's EDRPOU code is a look-alike")
def _():
    ib = iban("UA")
    tax = ua_rnokpp()
    edr = rdnz(8)
    t = ("Бухгалтерія просить реквізити для зарплати. Мій IBAN: " + ib + ", РНОКПП " + tax +
         ". Код ЄДРПОУ нашої фірми " + edr + ". Напиши коротке повідомлення для бухгалтерки.")
    return t, [ib, tax], [edr]


@case("uk-privat24-code", "uk", "login code from SMS and bank password are secrets; the bank's short hotline "
      "number is a look-alike")
def _():
    code = otp(R.choice([4, 6]))
    pw = pw_wordy()
    t = ("Мені прийшло СМС \"Код для входу в Приват24: " + code + ". Нікому не повідомляйте!\", а я нічого не "
         "робила. Пароль від Приват24 у мене " + pw + ". Чи треба його міняти і чи дзвонити на 3700?")
    return t, [code, pw], ["3700"]


@case("uk-entrance-wifi-intercom", "uk", "shared Wi-Fi password and intercom code are secrets")
def _():
    wifi = pick(PW_WORDS).capitalize() + rd(4)
    door = pin(4)
    t = ("Склади оголошення для сусідів по під'їзду: пароль від спільного Wi-Fi тепер " + wifi +
         ", а код на вхідних дверях " + door + ". Прохання нікому стороннім не казати.")
    return t, [wifi, door], []


# ---- Polish
@case("pl-pesel-idcard", "pl", "PESEL and ID card number are secrets")
def _():
    p, d = pesel(), pl_idcard()
    t = ("Wypełniam wniosek o kredyt online. PESEL: " + p + ", seria i numer dowodu: " + d +
         ". Czy muszę podawać też numer konta, czy wystarczy wyciąg?")
    return t, [p, d], []


@case("pl-blik-scam", "pl", "BLIK code and bank password are secrets")
def _():
    blik = otp(6)
    pw = pw_mixed(12)
    t = ("Znajomy napisał na Messengerze, że pilnie potrzebuje 500 zł i prosi o kod BLIK. Wygenerowałam " +
         blik[:3] + " " + blik[3:] + ", wysłać mu? Trochę dziwnie pisze. Hasło do banku to i tak " + pw +
         ", więc chyba nic mi nie grozi?")
    return t, [blik[:3] + " " + blik[3:], pw], ["500 zł"]


@case("pl-invoice-nip-inpost", "pl", "negative: invoice number, company NIP, InPost parcel number")
def _():
    fv = "FV/2024/03/%03d" % R.randint(1, 999)
    nip = pl_nip()
    nip_f = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    inpost = rd(24)
    t = ("Dostałam fakturę nr " + fv + " od firmy z NIP " + nip_f + ". Numer przesyłki InPost " + inpost +
         ". Jak sprawdzić tę firmę na białej liście VAT?")
    return t, [], [fv, nip_f, inpost]


# ---- Czech
@case("cs-birth-number-account", "cs", "birth number and own account number are secrets")
def _():
    rc = cz_rc(female=R.random() < 0.5)
    acct = cz_account()
    t = ("Píšu žádost o přídavek na dítě. Moje rodné číslo je " + rc + ", číslo účtu " + acct +
         "/0800. Pomůžeš mi s průvodním dopisem pro úřad práce?")
    return t, [rc, acct], ["0800"]


@case("cs-data-box-passwords", "cs", "two candidate passwords, both secrets")
def _():
    p1, p2 = pw_wordy(), pw_wordy()
    t = ("Nevím, jestli heslo do datové schránky je " + p1 + " nebo " + p2 +
         ". Tři pokusy už jsem vyčerpala. Co mám dělat teď?")
    return t, [p1, p2], []


@case("cs-prepaid-invoice-ico", "cs", "negative: company IČO, variable symbol, order number")
def _():
    ico = cz_ico()
    vs = rdnz(10)
    obj = "OBJ" + rd(7)
    t = ("Zaplatila jsem zálohovou fakturu firmě s IČO " + ico + ", variabilní symbol " + vs + ", částka 12 400 Kč, "
         "ale zboží nepřišlo. Číslo objednávky " + obj + ". Jak napsat reklamaci?")
    return t, [], [ico, vs, obj]


# ---- German
@case("de-elster-steuerid-iban", "de", "tax id and own IBAN are secrets; BIC is a look-alike (settled)")
def _():
    sid = steuer_id()
    sid_f = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    ib = grp(iban("DE"))
    t = ("Ich mache meine Steuererklärung zum ersten Mal mit ELSTER. Meine Steuer-ID ist " + sid_f +
         ", die Erstattung soll auf mein Konto " + ib + " (BIC COBADEFFXXX). Was trage ich bei den Werbungskosten "
         "für das Homeoffice ein?")
    return t, [sid_f, ib], ["COBADEFFXXX"]


@case("de-deposit-iban-correction", "de", "multi-message: an IBAN and its correction, both the user's own accounts")
def _():
    a, b = grp(iban("DE")), grp(iban("DE"))
    t = ("Kannst du eine Mail an die Hausverwaltung schreiben, dass die Kaution auf mein Konto zurücküberwiesen "
         "werden soll? IBAN " + a + "\n---\nStopp, falsch, das ist mein altes Konto bei der Sparkasse. Die richtige "
         "IBAN ist " + b + ".")
    return t, [a, b], []


@case("de-holiday-flat-keysafe-wlan", "de", "key-safe code and FRITZ!Box Wi-Fi key are secrets; the SSID is a "
      "look-alike")
def _():
    code = pin(4)
    wlan = " ".join(rd(4) for _ in range(5))
    ssid = "FRITZ!Box 7590 " + rs(UPP, 2)
    t = ("Formulier mir bitte eine nette Willkommensnachricht für unsere Feriengäste: Der Schlüsselsafe neben der "
         "Haustür hat den Code " + code + ", das WLAN heißt \"" + ssid + "\" und das Passwort ist " + wlan +
         ". Die Mülltonnen stehen im Hof.")
    return t, [code, wlan], [ssid]


@case("de-tradesman-invoice", "de", "negative: tradesman's invoice number, amount, IBAN, VAT id and customer "
      "number")
def _():
    re_no = "RE-2024-%04d" % R.randint(1, 9999)
    ib = grp(iban("DE"))
    vat = de_vat()
    kd = "KD-" + rd(5)
    t = ("Der Handwerker hat die Rechnung Nr. " + re_no + " geschickt, Betrag 1.249,50 €, zahlbar auf sein Konto " +
         ib + " bei der Sparkasse, USt-IdNr. " + vat + ", Kundennummer " + kd +
         ". Ist es normal, dass keine Steuernummer draufsteht?")
    return t, [], [re_no, "1.249,50 €", ib, vat, kd]


# ---- French
@case("fr-ameli-nir-password", "fr", "social security number and account password are secrets")
def _():
    n = nir()
    n_f = "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])
    pw = pw_mixed(12)
    t = ("Je n'arrive plus à me connecter sur ameli. Mon numéro de sécurité sociale est " + n_f +
         " et le mot de passe que j'utilise, c'est " + pw + ". Est-ce que je dois demander un code provisoire ?")
    return t, [n_f, pw], []


@case("fr-rib-hr-email", "fr", "own IBAN is a secret; BIC is a look-alike (settled)")
def _():
    ib = grp(iban("FR"))
    t = ("Tu peux rédiger un mail à la RH pour mettre à jour mon RIB ? IBAN : " + ib + ", BIC : BNPAFRPPXXX, "
         "titulaire : Camille Moreau. Merci !")
    return t, [ib], ["BNPAFRPPXXX"]


@case("fr-digicode-cat-sitter", "fr", "door code and car-park gate code are secrets")
def _():
    d1 = rd(2) + pick("AB") + rd(2)
    d2 = rd(4)
    t = ("Mon amie vient garder le chat ce week-end. Tu peux reformuler ça joliment : digicode " + d1 +
         " (porte côté rue), puis interphone « Moreau », 3e étage gauche. Code du portail du parking : " + d2 +
         ". Les croquettes sont sous l'évier.")
    return t, [d1, d2], []


@case("fr-lost-order-multi", "fr", "negative, multi-message: order number, Colissimo tracking number, seller SIRET")
def _():
    cmd = rd(9)
    col = "6A" + rd(11)
    siren, siret = fr_siret()
    t = ("Ma commande n° " + cmd + " n'est jamais arrivée.\n---\nLe numéro de suivi Colissimo c'est " + col +
         " et le vendeur a le SIRET " + siret + ". Je fais comment pour réclamer ?")
    return t, [], [cmd, col, siret]


# ---- Spanish
@case("es-clave-dni-password", "es", "DNI and Cl@ve password are secrets")
def _():
    d = dni()
    pw = pw_mixed(10)
    t = ("Estoy intentando entrar en la sede de la Seguridad Social con Cl@ve. Mi DNI es " + d +
         " y la contraseña que puse al registrarme es " + pw + ". Me dice \"usuario bloqueado\". ¿Qué hago?")
    return t, [d, pw], []


@case("es-mx-clabe-nip", "es", "own CLABE and card NIP are secrets")
def _():
    cl = mx_clabe()
    nip = pin(4)
    t = ("Ayúdame a redactar un mensaje para mi jefe con mi CLABE para la nómina: " + cl +
         ". Ah, y recuérdame que el NIP de la tarjeta nueva es " + nip + ", siempre se me olvida.")
    return t, [cl, nip], []


@case("es-alarm-wifi-cleaner", "es", "alarm code and Wi-Fi password are secrets")
def _():
    alarm = pin(4)
    wifi = pick(PW_WORDS).capitalize() + "_" + rd(4)
    t = ("Escríbele a Marisol, la chica de la limpieza, que el código de la alarma es " + alarm +
         " y que la desactive nada más entrar. La contraseña del wifi es " + wifi +
         " por si la necesita. Las llaves las tiene el portero.")
    return t, [alarm, wifi], []


@case("es-invoice-cif", "es", "negative: company CIF, invoice and order numbers, amount")
def _():
    cif = es_cif()
    fac = "FV24-%05d" % R.randint(1, 99999)
    ped = rd(10)
    t = ("¿Puedo desgravarme el IVA de esta factura? Emisor: Deportes Navarro S.L., CIF " + cif + ", factura n.º " +
         fac + ", pedido " + ped + ", total 89,95 €.")
    return t, [], [cif, fac, ped, "89,95 €"]


# ---- Portuguese
@case("pt-br-nubank-cpf-password", "pt", "CPF and app password are secrets")
def _():
    cpf = br_cpf()
    pw = pw_wordy()
    t = ("O app do banco travou no meio do cadastro. Meu CPF é " + cpf + " e eu criei a senha " + pw +
         ". Se eu reinstalar, perco tudo?")
    return t, [cpf, pw], []


@case("pt-pt-rent-nif-iban", "pt", "NIF and own IBAN are secrets; the lease contract number is a look-alike")
def _():
    nif = pt_nif()
    ib = grp(iban("PT"))
    ctr = "CT-%d/%03d" % (R.choice([2022, 2023]), R.randint(1, 999))
    t = ("Preciso de enviar ao senhorio os meus dados para o recibo de renda eletrónico (contrato " + ctr +
         "): NIF " + nif + ", IBAN " + ib + ". Podes escrever um email curto e simpático?")
    return t, [nif, ib], [ctr]


@case("pt-br-store-cnpj-tracking", "pt", "negative: store CNPJ, order number, Correios tracking code")
def _():
    cnpj = br_cnpj()
    ped = rd(12)
    trk = s10(pick(["NL", "QB", "OV"]), "BR")
    t = ("Comprei numa loja online, CNPJ " + cnpj + ", pedido nº " + ped + ", e o código de rastreio dos Correios "
         "é " + trk + ". Já passou o prazo, como abro reclamação no Procon?")
    return t, [], [cnpj, ped, trk]


# ---- Italian
@case("it-isee-cf-spid", "it", "codice fiscale and SPID password are secrets")
def _():
    sur, name, female = pick([("Bianchi", "Giulia", True), ("Esposito", "Marco", False),
                              ("Romano", "Francesca", True), ("Ferrari", "Luca", False)])
    d = rdate(1965, 2000)
    cf = cf_code(sur, name, d, female, pick(["H501", "F205", "F839", "L219"]))
    pw = pw_mixed(12)
    t = ("Devo fare l'ISEE online ma SPID mi dà errore. Sono " + name + " " + sur + ", codice fiscale " + cf +
         ", e la password di PosteID che uso è " + pw + ". Devo rifare il riconoscimento?")
    return t, [cf, pw], []


@case("it-iban-bancomat-pin", "it", "own IBAN and debit card PIN are secrets; the case number is a look-alike")
def _():
    ib = grp(iban("IT"))
    p = pin(5)
    prat = "2024/%04d" % R.randint(1, 9999)
    t = ("Mi aiuti a scrivere una mail al commercialista con i dati per il rimborso della pratica n. " + prat +
         "? IBAN " + ib +
         ". E segnati da qualche parte che il PIN del nuovo bancomat è " + p + ", lo dimentico sempre.")
    return t, [ib, p], [prat]


@case("it-bnb-door-wifi", "it", "front-door code and Wi-Fi password are secrets; router SSID is a look-alike")
def _():
    code = pin(5)
    ssid = "TIM-" + rd(8)
    wifi = rs(ALNUM, 24)
    t = ("Scrivi un messaggio di benvenuto per gli ospiti del B&B: il codice del portone è " + code +
         ", la rete Wi-Fi è " + ssid + " con password " + wifi + ". Colazione dalle 8 alle 10.")
    return t, [code, wifi], [ssid]


# ---- Dutch
@case("nl-digid-bsn", "nl", "BSN and DigiD password are secrets")
def _():
    b = bsn()
    pw = pw_mixed(12)
    t = ("Ik moet mijn belastingaangifte doen maar DigiD doet raar. Mijn BSN is " + b + ", gebruikersnaam "
         "jdevries83 en wachtwoord " + pw + ". Kun je kijken waarom inloggen niet lukt?")
    return t, [b, pw], []


@case("nl-gym-iban-locker", "nl", "own IBAN and locker code are secrets")
def _():
    ib = grp(iban("NL"))
    code = pin(4)
    t = ("Kun je een bericht voor de sportschool maken dat de contributie voortaan van " + ib +
         " afgeschreven mag worden? En zet erbij dat de code van mijn kluisje " + code + " is, dan weet ik het ook "
         "weer.")
    return t, [ib, code], []


def nl_btw():
    return "NL" + bsn() + "B01"


@case("nl-invoice-kvk-btw", "nl", "negative: company KvK and VAT numbers, invoice number, PostNL barcode")
def _():
    kvk = rdnz(8)
    btw = nl_btw()
    f = "F2024-" + rd(4)
    tt = "3S" + rs(UPP, 4) + rd(9)
    t = ("Klopt deze factuur? Van Dijk Installatietechniek B.V., KvK " + kvk + ", btw-nummer " + btw +
         ", factuurnummer " + f + ". De track & trace van PostNL is " + tt + ".")
    return t, [], [kvk, btw, f, tt]


# ---- Swedish
@case("sv-personnummer-password", "sv", "personal identity number and online-bank password are secrets")
def _():
    p = se_pnr()
    pw = pw_wordy()
    t = ("Jag ska söka bostadsbidrag men BankID strular. Mitt personnummer är " + p + " och lösenordet till "
         "internetbanken är " + pw + ". Finns det något annat sätt att logga in?")
    return t, [p, pw], []


@case("sv-craftsman-door-wifi", "sv", "entrance door code and Wi-Fi password are secrets")
def _():
    code = pin(4)
    wifi = passphrase(3, "")
    t = ("Skriv ett sms till hantverkaren: portkoden är " + code + ", nyckeln ligger i brevlådan och wifi-lösenordet "
         "är " + wifi + " om han behöver det. Han kommer på tisdag.")
    return t, [code, wifi], []


@case("sv-invoice-bankgiro-ocr", "sv", "negative: company org number, bankgiro and OCR reference")
def _():
    org = se_orgnr()
    bg = luhn_complete(rdnz(6) + "0")
    bg = bg[:4] + "-" + bg[4:]
    ocr = luhn_complete(rdnz(11))
    t = ("Ska betala en faktura från Elfirma Nord AB, org.nr " + org + ". Bankgiro " + bg + ", OCR-nummer " + ocr +
         ", belopp 3 450 kr, förfallodag 2024-04-30. Var lägger jag in OCR i appen?")
    return t, [], [org, bg, ocr]


# ---- Danish
@case("da-cpr-mitid", "da", "CPR number and MitID password are secrets")
def _():
    c = dk_cpr()
    pw = pw_mixed(12)
    t = ("Jeg skal oprette mig på borger.dk og den beder om CPR-nummer, mit er " + c + ". Min MitID-adgangskode er " +
         pw + ", men jeg kan ikke huske brugernavnet. Hvad gør jeg?")
    return t, [c, pw], []


@case("da-rent-account", "da", "own account number is a secret; registration number is the bank's (settled)")
def _():
    reg = pick(["3409", "9570", "1551", "5301"])
    konto = rdnz(10)
    t = ("Lav lige en kort besked til min udlejer om at huslejen for marts bliver overført fra min nye konto: "
         "reg.nr. " + reg + ", kontonr. " + konto + ".")
    return t, [konto], [reg]


@case("da-child-home-alone", "da", "front-door code and alarm code are secrets")
def _():
    door, alarm = pin(4), pin(4)
    t = ("Min søn skal gå hjem alene efter skole. Kan du skrive en seddel til ham: koden til hoveddøren er " + door +
         " og alarmen slås fra med " + alarm + ". Aftensmad står i køleskabet.")
    return t, [door, alarm], []


# ---- Norwegian
@case("no-bankid-fnr", "no", "national identity number and BankID password are secrets")
def _():
    f = no_fnr()
    pw = pw_wordy()
    t = ("Jeg lurer på om BankID-passordet mitt er " + pw + ". Fødselsnummeret mitt er " + f +
         ". Kan banken se passordet hvis jeg ringer dem?")
    return t, [f, pw], []


@case("no-garage-code-account", "no", "garage door code and own account number are secrets")
def _():
    code = pin(4)
    k = no_account()
    k_f = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    t = ("Skriv en melding til naboen som skal låne garasjen: koden til garasjeporten er " + code +
         ". Han kan overføre 300 kr til kontonummeret mitt, " + k_f + ", når det passer.")
    return t, [code, k_f], []


@case("no-plumber-invoice-kid", "no", "negative: company organisation number, KID reference, company account")
def _():
    org = no_orgnr()
    org_f = "%s %s %s MVA" % (org[:3], org[3:6], org[6:])
    kid = luhn_complete(rdnz(9))
    k = no_account()
    k_f = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    t = ("Har fått en faktura fra Hansen Rør AS, org.nr. " + org_f + ", KID " + kid + ", kontonummer " + k_f +
         ", beløp kr 7 890. Ser den ekte ut?")
    return t, [], [org_f, kid, k_f]


# ---- Finnish
@case("fi-kela-hetu-password", "fi", "personal identity code and online-bank password are secrets")
def _():
    h = fi_hetu()
    pw = pw_mixed(12)
    t = ("Täytän Kelan hakemusta. Henkilötunnukseni on " + h + " ja verkkopankin salasana " + pw +
         ". Kysyykö Kela salasanaa vai riittääkö pankkitunnuksilla kirjautuminen?")
    return t, [h, pw], []


@case("fi-cleaner-door-iban", "fi", "stairwell door code and own IBAN are secrets")
def _():
    code = pin(4)
    ib = grp(iban("FI"))
    t = ("Kirjoita viesti siivoojalle: rappukäytävän ovikoodi on " + code + ", ja palkkio maksetaan tililtäni " + ib +
         " joka toinen perjantai.")
    return t, [code, ib], []


@case("fi-invoice-ytunnus-viite", "fi", "negative: business id, company IBAN, reference number, amount")
def _():
    y = fi_ytunnus()
    ib = grp(iban("FI"))
    v = fi_viite()
    t = ("Maksan laskua: saaja Rakennuspalvelu Virtanen Oy, Y-tunnus " + y + ", tilinumero " + ib + ", viitenumero " +
         v + ", eräpäivä 15.4.2024, summa 640,00 €. Mihin kenttään viite menee?")
    return t, [], [y, ib, v, "640,00 €"]


# ---- Hungarian
@case("hu-taj-tax-id", "hu", "social security (TAJ) number and tax identification number are secrets")
def _():
    taj = hu_taj()
    taj_f = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ado = hu_adoazon()
    t = ("Új munkahelyen kérik a belépési adatokat. TAJ-szám: " + taj_f + ", adóazonosító jel: " + ado +
         ". Kell még valami az egészségügyi nyilatkozathoz?")
    return t, [taj_f, ado], []


@case("hu-salary-account-netbank", "hu", "own account number and net-bank password are secrets")
def _():
    a = hu_account()
    a_f = "%s-%s-%s" % (a[:8], a[8:16], a[16:])
    pw = pw_mixed(12)
    t = ("Írj egy e-mailt a munkáltatómnak, hogy a fizetésemet erre a számlára utalják: " + a_f +
         ". A netbank jelszavam egyébként " + pw + ", azt is meg kell adnom nekik?")
    return t, [a_f, pw], []


@case("hu-invoice-company-tax", "hu", "negative: company tax number, company account, invoice number, parcel id")
def _():
    adoszam = hu_adoszam()
    a = hu_account()
    a_f = "%s-%s-%s" % (a[:8], a[8:16], a[16:])
    inv = "KT-2024/%04d" % R.randint(1, 9999)
    trk = "JJH" + rd(2) + "A" + rd(10)
    t = ("Kaptam egy számlát: Kovács és Társa Kft., adószám " + adoszam + ", bankszámla " + a_f + ", sorszám " + inv +
         ", fizetendő 58 420 Ft. A csomag MPL azonosítója " + trk + ". Mit jelent rajta a fordított adózás?")
    return t, [], [adoszam, a_f, inv, trk]


# ---- Romanian
@case("ro-cnp-child-allowance", "ro", "CNP and own IBAN are secrets")
def _():
    c = ro_cnp()
    ib = grp(iban("RO"))
    t = ("Completez formularul pentru alocația copilului. CNP-ul meu e " + c + ", iar contul în care vreau banii e " +
         ib + ". Ce acte trebuie să atașez?")
    return t, [c, ib], []


@case("ro-card-pin-netflix", "ro", "card PIN and streaming password are secrets")
def _():
    p = pin(4)
    pw = pw_wordy()
    t = ("Fiica mea pleacă în tabără cu cardul meu de rezervă. Scrie-i un bilețel: PIN-ul cardului e " + p +
         ", iar parola de la Netflix e " + pw + ". Să nu le dea nimănui!")
    return t, [p, pw], []


@case("ro-olx-sms-code", "ro", "SMS verification code is a secret; the listing id is a look-alike")
def _():
    code = otp(6)
    ad = rdnz(9)
    t = ("Am primit SMS: \"Codul tau Revolut este " + code + ". Nu-l da nimanui.\" O tipă de pe OLX îmi cere codul ca "
         "să-mi trimită banii pentru anunțul " + ad + ". E țeapă, nu?")
    return t, [code], [ad]


# ---- Greek
@case("el-taxisnet-afm-amka", "el", "tax number and social security number are secrets; the form field code is "
      "a look-alike")
def _():
    afm, amka = gr_afm(pick("01")), gr_amka()
    t = ("Κάνω φορολογική δήλωση πρώτη φορά. ΑΦΜ " + afm + ", ΑΜΚΑ " + amka +
         ". Με βοηθάς να καταλάβω τι βάζω στον κωδικό 301;")
    return t, [afm, amka], ["301"]


@case("el-rent-iban-alarm", "el", "own IBAN and storage alarm code are secrets; the rent amount is a look-alike")
def _():
    ib = grp(iban("GR"))
    alarm = pin(4)
    t = ("Γράψε ένα μήνυμα στον ενοικιαστή ότι το ενοίκιο των 450 € πάει πλέον στον λογαριασμό μου " + ib +
         " και ότι ο νέος κωδικός του συναγερμού στην αποθήκη είναι " + alarm + ".")
    return t, [ib, alarm], ["450 €"]


@case("el-eshop-complaint", "el", "negative: shop's tax number, order number, courier voucher")
def _():
    afm = gr_afm("0")
    order = "#" + rd(6)
    v = rd(10)
    t = ("Παρήγγειλα από ένα e-shop με ΑΦΜ " + afm + ", αριθμός παραγγελίας " + order + ", voucher ACS " + v +
         ". Πέρασαν 10 μέρες και τίποτα. Πώς κάνω καταγγελία;")
    return t, [], [afm, order, v]


# ---- Turkish
@case("tr-edevlet-tc-password", "tr", "TC identity number and e-Devlet password are secrets")
def _():
    tc = tc_kimlik()
    pw = pw_mixed(10)
    t = ("e-Devlet şifremi unuttum galiba. TC kimlik numaram " + tc + ", denediğim şifre " + pw +
         ". PTT'den yeni şifre mi almam lazım?")
    return t, [tc, pw], []


@case("tr-rent-iban-card-pin", "tr", "own IBAN and credit-card PIN are secrets; the amount is a look-alike")
def _():
    ib = grp(iban("TR"))
    p = pin(4)
    t = ("Ev sahibine 18.500 TL depozitonun iadesi için IBAN'ımı göndermem lazım: " + ib +
         ". Bir de kredi kartımın şifresi " + p + ", bunu da not alır mısın, hep unutuyorum.")
    return t, [ib, p], ["18.500 TL"]


@case("tr-return-order-cargo", "tr", "negative: order number, cargo tracking number, seller tax number, return "
      "code")
def _():
    n = rd(10)
    k = rd(12)
    vkn = rd(10)
    iade = rd(9)
    t = ("Trendyol'dan aldığım ürün için sipariş numarası " + n + ", kargo takip numarası " + k +
         ". Satıcının vergi numarası " + vkn + ", iade kodu " + iade + ". İadeyi nasıl yaparım?")
    return t, [], [n, k, vkn, iade]


# ---- Vietnamese
@case("vi-securities-cccd-bank", "vi", "citizen ID and banking app password are secrets")
def _():
    prov = pick(["001", "079", "048", "031"])
    if R.random() < 0.7:
        cccd = prov + pick("01") + "%02d" % R.randint(60, 99) + rd(6)
    else:
        cccd = prov + pick("23") + "%02d" % R.randint(0, 5) + rd(6)
    pw = pw_mixed(10)
    t = ("Mình đang mở tài khoản chứng khoán online. Số CCCD của mình là " + cccd + ", mật khẩu app ngân hàng là " +
         pw + ". Bên chứng khoán có hỏi mật khẩu ngân hàng không hay là lừa đảo?")
    return t, [cccd, pw], []


@case("vi-otp-scam-call", "vi", "OTP in a pasted SMS is a secret; the bank hotline is a look-alike")
def _():
    code = otp(6)
    t = ("Mình vừa nhận tin nhắn: \"Ma OTP cua Quy khach la " + code + ". Tuyet doi KHONG cung cap OTP cho bat ky "
         "ai.\" Có người gọi tự nhận là nhân viên ngân hàng bảo đọc mã cho họ để hủy giao dịch. Mình có nên gọi "
         "lại tổng đài 1900 545413 để hỏi không?")
    return t, [code], ["1900 545413"]


@case("vi-homestay-wifi-lock", "vi", "Wi-Fi password and door-lock code are secrets; booking number is a look-alike")
def _():
    wifi = pick(PW_WORDS) + rd(4)
    code = pin(6)
    bk = rdnz(10)
    t = ("Viết giúp mình tin nhắn cho khách thuê homestay (mã đặt phòng Booking " + bk + "): mật khẩu wifi là " +
         wifi + ", mã khóa cửa là " + code + "#, trả phòng trước 12 giờ trưa nhé.")
    return t, [wifi, code], [bk]


# ---- Thai
@case("th-account-opening-id", "th", "national ID number and app password are secrets")
def _():
    i = th_id()
    i_f = "%s-%s-%s-%s-%s" % (i[0], i[1:5], i[5:10], i[10:12], i[12])
    pw = pw_mixed(10)
    t = ("ช่วยดูหน่อยว่ากรอกแบบฟอร์มเปิดบัญชีถูกไหม เลขประจำตัวประชาชน " + i_f + " รหัสผ่านแอปที่ตั้งไว้คือ " + pw +
         " ต้องใช้สำเนาบัตรด้วยไหม")
    return t, [i_f, pw], []


@case("th-bank-call-otp", "th", "own account number and OTP are secrets")
def _():
    acct = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    code = otp(6)
    t = ("มีคนโทรมาบอกว่าเป็นเจ้าหน้าที่ธนาคาร ขอเลขบัญชี " + acct + " กับรหัส OTP " + code +
         " ที่เพิ่งส่ง SMS มา ควรให้ไหมคะ")
    return t, [acct, code], []


@case("th-parcel-shopee-taxid", "th", "negative: Thailand Post tracking number, Shopee order, shop tax id")
def _():
    trk = s10(pick(["EF", "EM", "RB"]), "TH")
    order = "24" + rd(4) + rs(UPDIG, 8)
    tax = th_id("0")
    t = ("พัสดุเลขที่ " + trk + " ยังไม่มาเลย สั่งจาก Shopee หมายเลขคำสั่งซื้อ " + order +
         " ร้านค้ามีเลขประจำตัวผู้เสียภาษี " + tax + " ควรทำยังไงดี")
    return t, [], [trk, order, tax]


# ---- Indonesian
@case("id-loan-nik-pin", "id", "NIK and m-banking PIN are secrets; mobile number is a look-alike")
def _():
    d = rdate(1970, 2003)
    nik = pick(["317401", "327301", "357801", "337401"]) + "%02d%02d%02d" % (d.day + pick([0, 40]), d.month,
                                                                             d.year % 100) + "%04d" % R.randint(1, 999)
    p = pin(6)
    hp = "0812-" + rd(4) + "-" + rd(4)
    t = ("Tolong bantu isi formulir pinjaman: NIK " + nik + ", nomor HP " + hp + ", PIN m-BCA saya " + p +
         ". Eh, PIN perlu diisi juga nggak sih?")
    return t, [nik, p], [hp]


@case("id-gopay-otp-wa", "id", "verification code in a pasted SMS is a secret; the stranger's number is a "
      "look-alike")
def _():
    code = otp(4)
    wa = "+62 8" + rd(2) + "-" + rd(4) + "-" + rd(4)
    t = ("Ada chat WA dari nomor " + wa + " minta kode yang barusan masuk: \"JANGAN BERIKAN KODE INI KE SIAPAPUN "
         "TERMASUK PIHAK GOJEK. Kode verifikasi GoPay Anda " + code + ".\" Katanya salah kirim. Kasih nggak?")
    return t, [code], [wa]


@case("id-kos-wifi-gate", "id", "boarding-house Wi-Fi password and gate code are secrets")
def _():
    wifi = pick(PW_WORDS) + rd(3) + pick(PW_WORDS)
    code = pin(4)
    t = ("Tolong tulis pesan buat adik saya yang baru pindah: password WiFi kos " + wifi + ", kode pintu pagar " + code +
         ", jangan dikasih ke orang lain ya.")
    return t, [wifi, code], []


# ---- Tagalog
@case("tl-gcash-mpin-refno", "tl", "GCash MPIN is a secret; the receipt's Ref No. and amount are look-alikes "
      "(settled)")
def _():
    ref = "%s %s %s" % (rd(4), rd(3), rd(6))
    mpin = pin(4)
    t = ("Nagpadala ako ng ₱2,500 sa GCash pero hindi dumating. Ref No. " + ref + " daw sabi ng resibo. Tumawag yung "
         "'agent' at hinihingi yung MPIN ko na " + mpin + " para ma-refund daw. Ibibigay ko ba?")
    return t, [mpin], [ref, "₱2,500"]


@case("tl-new-job-sss-philhealth", "tl", "SSS and PhilHealth numbers are secrets")
def _():
    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1))
    ph = "%s-%s-%s" % (rd(2), rd(9), rd(1))
    t = ("Pa-check naman kung tama yung nilagay ko sa form ng bagong trabaho: SSS No. " + sss + ", PhilHealth " + ph +
         ". Kailangan ko pa ba ng TIN at Pag-IBIG?")
    return t, [sss, ph], []


@case("tl-shopee-refund-tracking", "tl", "negative: order number, tracking number, seller's TIN")
def _():
    order = "24" + rd(4) + rs(UPDIG, 8)
    trk = "PH" + rd(12) + pick("ABCD")
    tin = "%s-%s-%s-000" % (rdnz(3), rd(3), rd(3))
    t = ("Yung order ko sa Shopee na " + order + " hindi pa rin dumating, tracking number " + trk +
         ". Yung seller daw ay may TIN " + tin + ". Paano mag-request ng refund?")
    return t, [], [order, trk, tin]


# ---- Swahili
@case("sw-mpesa-reversal-scam", "sw", "multi-message: M-Pesa confirmation code (settled) and M-Pesa PIN are "
      "secrets; amounts and the recipient's number are look-alikes")
def _():
    code = mpesa_code()
    ph = "07" + rd(8)
    p = pin(4)
    t = ("Nimepokea ujumbe huu:\n\"" + code + " Imethibitishwa. Umepokea Ksh1,500.00 kutoka kwa JOHN KAMAU " + ph +
         " mnamo 12/3/24 saa 4:15 PM. Salio lako jipya la M-PESA ni Ksh3,240.50.\"\n---\nSasa mtu ananipigia akisema "
         "alituma pesa kwangu kwa makosa, anataka nimrudishie na anauliza PIN yangu ya M-Pesa ambayo ni " + p +
         ". Nifanye nini?")
    return t, [code, p], ["Ksh1,500.00", ph]


@case("sw-helb-id-kra", "sw", "national ID number and KRA PIN are secrets")
def _():
    nid = rdnz(8)
    kra = "A0" + rd(8) + pick(UPP)
    t = ("Ninajaza fomu ya HELB. Nambari yangu ya kitambulisho ni " + nid + " na PIN ya KRA ni " + kra +
         ". Je, ni salama kuweka hapa?")
    return t, [nid, kra], []


@case("sw-water-bill-paybill", "sw", "negative: company paybill number, invoice number, customer-care line")
def _():
    pb = rdnz(6)
    inv = "INV" + rd(7)
    ph = "0709 " + rd(3) + " " + rd(3)
    t = ("Nataka kulipa bili ya maji kupitia M-Pesa: Paybill " + pb + ", na nambari ya akaunti ni nambari ya ankara " +
         inv + ". Kampuni ina simu ya huduma kwa wateja " + ph + ". Nimeelewa sawa?")
    return t, [], [pb, inv, ph]


# ================================================================ build, validate, write
def build():
    out, problems = [], []
    for n, (slug, lang, note, fn) in enumerate(CASES, 1):
        if not SLUG.match(slug):
            problems.append("bad slug %r" % slug)
        if lang not in LANGS:
            problems.append("bad lang %r" % lang)
        errs = None
        for _attempt in range(60):
            text, secrets, looks = fn()
            errs = case_errors(text, secrets, looks, note)
            if not errs:
                break
        if errs:
            problems.append("%s: %s" % (slug, "; ".join(errs)))
            continue
        out.append({"id": "%s-%03d-%s" % (PREFIX, n, slug), "lang": lang, "text": text,
                    "secrets": list(secrets), "lookalikes": list(looks), "note": note})
    return out, problems


def global_problems(cases):
    probs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        probs.append("duplicate ids")
    for c in cases:
        if not re.match(r"^%s-\d{3}-[a-z0-9-]+$" % PREFIX, c["id"]):
            probs.append("bad id %s" % c["id"])
        e = case_errors(c["text"], c["secrets"], c["lookalikes"], c["note"])
        if e:
            probs.append("%s: %s" % (c["id"], "; ".join(e)))
    return probs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 2
    if not selftest():
        return 1
    cases, problems = build()
    problems += global_problems(cases)
    if not problems:
        src = to_yaml(cases)
        try:
            back = parse_yaml(src)
        except ValueError as e:
            back = None
            problems.append("re-parse failed: %s" % e)
        if back is not None and back != cases:
            problems.append("re-parsed YAML differs from the generated data")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(src)
    npos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), npos, len(cases) - npos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
