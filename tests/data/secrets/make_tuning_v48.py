#!/usr/bin/env python3
"""Deterministic generator for "Tuning set v48 (written blind, for tuning)".

usage: python3 make_tuning_v48.py tuning_v48.yaml

Stdlib only. All values come from random.Random(4804). Case texts are
templates; markers  ⟦S:expr⟧ (secret), ⟦L:expr⟧ (look-alike), ⟦N:expr⟧
(neutral, inserted but not scored) and ⟦B:name=expr⟧ (bind only) are
evaluated left to right against the generator functions below.
"""
import sys, random, json, re, base64, hashlib, zlib, string, struct
from collections import Counter

NAME = "tuning_v48"
SEED = 4804
PREFIX = "t48"
R = random.Random(SEED)

D = string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
URLS = AN + "-_"
B32 = UP + "234567"


def rs(a, n):
    return "".join(R.choice(a) for _ in range(n))


def dz(n):
    return rs(D, n)


def dg(n):
    return str(R.randint(1, 9)) + rs(D, n - 1)


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def b62(n):
    return rs(AN, n)


def pick(*xs):
    return R.choice(xs)

# ---------------------------------------------------------------- check digits

def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]


def mod11_10(s):
    """ISO 7064 MOD 11,10 (German Steuer-ID, USt-IdNr)."""
    p = 10
    for ch in s:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (2 * t) % 11
    c = 11 - p
    return str(0 if c == 10 else c)


def wsum(s, w):
    return sum(int(a) * b for a, b in zip(s, w))

# ---------------------------------------------------------------- cards

CARDP = {"visa": (["4"], 16), "mc": (["51", "52", "53", "54", "55"], 16),
         "mc2": (["2221", "2310", "2447", "2598", "2720"], 16), "amex": (["34", "37"], 15),
         "disc": (["6011", "65"], 16), "jcb": (["3528", "3566", "3589"], 16),
         "up": (["62"], 16), "mir": (["2200", "2202", "2204"], 16), "troy": (["9792"], 16)}


def cardraw(k="visa"):
    ps, n = CARDP[k]
    p = R.choice(ps)
    body = p + dz(n - 1 - len(p))
    return body + luhn_digit(body)


def fmtcard(c, sep=" "):
    if len(c) == 15:
        return c[:4] + sep + c[4:10] + sep + c[10:]
    return sep.join(c[i:i + 4] for i in range(0, len(c), 4))


def card(k="visa", sep=" "):
    return fmtcard(cardraw(k), sep)


def cvv(n=3):
    return dz(n)


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))

# ---------------------------------------------------------------- IBAN

def _num(s):
    return "".join(str(int(ch, 36)) for ch in s)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))

CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                   11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def cin_char(s):
    tot = 0
    for i, ch in enumerate(s):
        tot += CF_ODD[ch] if i % 2 == 0 else cf_even(ch)
    return chr(65 + tot % 26)


def bban(cc):
    if cc == "DE":
        return str(R.randint(1, 8)) + dz(7) + dz(10)
    if cc == "FR":
        b, g, a = dz(5), dz(5), dz(11)
        k = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        return b + g + a + "%02d" % k
    if cc == "ES":
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            r = 11 - wsum(s, w) % 11
            return str({10: 1, 11: 0}.get(r, r))
        b, o, a = dz(4), dz(4), dz(10)
        return b + o + dc("00" + b + o) + dc(a) + a
    if cc == "IT":
        abi, cab, c = dz(5), dz(5), dz(12)
        return cin_char(abi + cab + c) + abi + cab + c
    if cc == "NL":
        while True:
            a = "0" + dg(9)
            if wsum(a, range(10, 0, -1)) % 11 == 0:
                return pick("ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ") + a
    if cc == "BE":
        a = dz(10)
        return a + "%02d" % (int(a) % 97 or 97)
    if cc == "PL":
        s = dz(7)
        return s + str((10 - wsum(s, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10) + dz(16)
    if cc == "GB":
        return pick("NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ") + dz(6) + dz(8)
    if cc == "PT":
        b, o, a = dz(4), dz(4), dz(11)
        return b + o + a + "%02d" % (98 - (int(b + o + a) * 100) % 97)
    if cc == "NO":
        while True:
            s = dz(10)
            r = wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
            c = 0 if r == 0 else 11 - r
            if c != 10:
                return s + str(c)
    if cc == "FI":
        s = dz(13)
        return s + luhn_digit(s)
    if cc == "CZ":
        bank = pick("0100", "0300", "0800", "2010", "0600", "5500")
        while True:
            a = dg(10)
            if wsum(a, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0:
                return bank + "000000" + a
    if cc == "HU":
        w = [9, 7, 3, 1] * 4
        f = dz(7)
        c1 = (10 - wsum(f, w) % 10) % 10
        a = dz(15)
        c2 = (10 - wsum(a, w) % 10) % 10
        return f + str(c1) + a + str(c2)
    if cc == "SE":
        return pick("500", "800", "600", "300", "120") + dz(17)
    if cc == "DK":
        return dz(4) + dz(10)
    if cc == "RO":
        return pick("BTRL", "RNCB", "BRDE", "INGB", "RZBR") + rs(UP + D, 16)
    if cc == "GR":
        return dz(3) + dz(4) + dz(16)
    if cc == "TR":
        return dz(5) + "0" + dz(16)
    if cc == "IL":
        return dz(3) + dz(3) + dz(13)
    if cc == "SA":
        return dz(2) + dz(18)
    if cc == "AE":
        return dz(3) + dz(16)
    if cc == "UA":
        return dz(6) + dz(19)
    if cc == "AT":
        return dz(5) + dz(11)
    if cc == "CH":
        return dz(5) + dz(12)
    if cc == "IR":
        return "0" + dz(21)
    raise ValueError(cc)


def ibanraw(cc):
    b = bban(cc)
    chk = 98 - int(_num(b + cc + "00")) % 97
    return cc + "%02d" % chk + b


def iban(cc, spaced=True):
    s = ibanraw(cc)
    return grp4(s) if spaced else s


def iban_ok(s):
    s = s.replace(" ", "")
    return int(_num(s[4:] + s[:4])) % 97 == 1

# ---------------------------------------------------------------- national / tax ids


def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def ein():
    return "%02d-%07d" % (R.choice([12, 20, 27, 38, 45, 46, 61, 74, 81, 94]), R.randint(0, 9999999))


def nino():
    a = "ABCEGHJKLMNPRSTWXYZ"
    b = "ABCEGHJKLMNPRSTWXYZ"
    n = dz(6)
    return R.choice(a) + R.choice(b) + " " + n[:2] + " " + n[2:4] + " " + n[4:] + " " + R.choice("ABCD")


def sin_ca():
    s = str(R.randint(1, 7)) + dz(7)
    s += luhn_digit(s)
    return s[:3] + " " + s[3:6] + " " + s[6:]


def tfn_au():
    while True:
        s = dg(9)
        if wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
            return s[:3] + " " + s[3:6] + " " + s[6:]


def abn_au():
    while True:
        s = dg(11)
        t = str(int(s[0]) - 1) + s[1:]
        if wsum(t, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]) % 89 == 0:
            return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]


def aba_routing():
    while True:
        s = pick("0", "1", "2", "3") + dz(7)
        for c in range(10):
            if wsum(s + str(c), [3, 7, 1] * 3) % 10 == 0:
                return s + str(c)


def npi():
    s = pick("1", "2") + dz(8)
    return s + luhn_digit("80840" + s)


def steuer_id():
    while True:
        s = dg(10)
        if len(set(s)) == 9:
            return s + mod11_10(s)


def fmt_steuer(s):
    return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]


def ust_de():
    s = dg(8)
    return "DE" + s + mod11_10(s)


def nir_fr():
    s = pick("1", "2") + "%02d" % R.randint(60, 99) + "%02d" % R.randint(1, 12) + "%02d" % R.randint(1, 95) + dz(3) + dz(3)
    k = 97 - int(s) % 97
    return "%s %s %s %s %s %s %02d" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], k)


def siren_fr():
    s = dg(8)
    return s + luhn_digit(s)


def tva_fr():
    s = siren_fr()
    return "FR%02d%s" % ((12 + 3 * (int(s) % 97)) % 97, s)


def siret_fr():
    while True:
        s = siren_fr() + dz(5)
        if luhn_ok(s):
            return s[:3] + " " + s[3:6] + " " + s[6:9] + " " + s[9:]


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_es():
    n = dz(8)
    return n + DNI_L[int(n) % 23]


def nie_es():
    p = R.choice("XYZ")
    n = dz(7)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def cif_es():
    s = dz(7)
    odd = sum(sum(map(int, str(int(s[i]) * 2))) for i in (0, 2, 4, 6))
    even = sum(int(s[i]) for i in (1, 3, 5))
    c = (10 - (odd + even) % 10) % 10
    return "B" + s + str(c)


def _cf_part(name, surname):
    v = "AEIOU"
    name = name.upper()
    cons = [c for c in name if c.isalpha() and c not in v]
    vow = [c for c in name if c in v]
    if not surname and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vow) + "XXX")[:3]


def cf_it(surname, name, fem=False):
    yy = "%02d" % R.randint(60, 99)
    m = "ABCDEHLMPRST"[R.randint(0, 11)]
    d = R.randint(1, 28) + (40 if fem else 0)
    com = pick("H501", "F205", "L219", "F839", "G273", "A944")
    s = _cf_part(surname, True) + _cf_part(name, False) + yy + m + "%02d" % d + com
    return s + cin_char(s)


def piva_it():
    s = dz(10)
    return s + luhn_digit(s)


def bsn_nl():
    while True:
        s = dg(8)
        r = wsum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if r < 10:
            return s + str(r)


def btw_nl():
    return "NL" + bsn_nl() + "B01"


def pesel():
    y = R.randint(60, 99)
    s = "%02d%02d%02d" % (y, R.randint(1, 12), R.randint(1, 28)) + dz(4)
    return s + str((10 - wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def nip_pl():
    while True:
        s = dg(9)
        c = wsum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            s += str(c)
            return s[:3] + "-" + s[3:6] + "-" + s[6:8] + "-" + s[8:]


def regon_pl():
    s = dg(8)
    c = wsum(s, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return s + str(c % 10)


def _dob(y0=60, y1=99):
    return "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(y0, y1))


def pnr_se():
    dob = _dob()
    s = dob[4:6] + dob[2:4] + dob[0:2] + dz(3)
    return s[:6] + "-" + s[6:] + luhn_digit(s)


def orgnr_se():
    s = "556" + dz(6)
    s += luhn_digit(s)
    return s[:6] + "-" + s[6:]


def cpr_dk():
    while True:
        s = _dob() + dz(3)
        r = wsum(s, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = (11 - r) % 11
        if c < 10:
            return s[:6] + "-" + s[6:] + str(c)


def cvr_dk():
    while True:
        s = dg(8)
        if wsum(s, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0:
            return s


def fnr_no():
    while True:
        s = _dob() + dz(3)
        k1 = 11 - wsum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - wsum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def orgnr_no():
    while True:
        s = pick("8", "9") + dz(7)
        r = wsum(s, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if r == 0 else 11 - r
        if c < 10:
            return s[:3] + " " + s[3:6] + " " + s[6:] + str(c)


def hetu_fi():
    dob = _dob()
    n = "%03d" % R.randint(2, 899)
    return dob + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(dob + n) % 31]


def ytunnus_fi():
    while True:
        s = dg(7)
        r = wsum(s, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return s + "-" + str(0 if r == 0 else 11 - r)


def rc_cz(fem=False):
    while True:
        s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12) + (50 if fem else 0), R.randint(1, 28)) + dz(3)
        c = int(s) % 11
        if c < 10:
            return s[:6] + "/" + s[6:] + str(c)


def ico_cz():
    s = dg(7)
    return s + str((11 - wsum(s, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def adoaz_hu():
    while True:
        s = "8" + "%05d" % R.randint(30000, 40000) + dz(3)
        c = sum(int(d) * (i + 1) for i, d in enumerate(s)) % 11
        if c < 10:
            return s + str(c)


def cnp_ro(fem=False):
    s = ("2" if fem else "1") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 40) + dz(3)
    c = wsum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return s + ("1" if c == 10 else str(c))


def afm_gr():
    s = dg(8)
    return s + str(wsum(s, [256, 128, 64, 32, 16, 8, 4, 2]) % 11 % 10)


def tckn():
    s = dg(9)
    d10 = ((sum(int(s[i]) for i in (0, 2, 4, 6, 8)) * 7) - sum(int(s[i]) for i in (1, 3, 5, 7))) % 10
    s += str(d10)
    return s + str(sum(map(int, s)) % 10)


def tz_il():
    s = dz(8)
    return s + luhn_digit(s)


def inn_ru12():
    s = pick("77", "78", "50", "66", "16") + dz(8)
    s += str(wsum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    return s + str(wsum(s, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def inn_ru10():
    s = pick("77", "78", "50") + dz(7)
    return s + str(wsum(s, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def snils():
    s = dg(9)
    t = wsum(s, range(9, 0, -1))
    while t > 101:
        t %= 101
    c = 0 if t in (100, 101) else t
    return "%s-%s-%s %02d" % (s[:3], s[3:6], s[6:], c)


def rnokpp_ua():
    s = dg(9)
    return s + str(sum(int(d) * w for d, w in zip(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10)


def edrpou_ua():
    return dg(8)


def rid_cn():
    s = pick("110105", "310115", "440305", "510104", "330106") + "%04d%02d%02d" % (R.randint(1965, 2000), R.randint(1, 12), R.randint(1, 28)) + dz(3)
    return s + "10X98765432"[wsum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]


def uscc_cn():
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    org = dg(8)
    oc = 11 - wsum(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
    org += {10: "X", 11: "0"}.get(oc, str(oc))
    s = "91" + pick("110105", "310115", "440300") + org
    tot = sum(alpha.index(ch) * w for ch, w in zip(s, [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]))
    return s + alpha[(31 - tot % 31) % 31]


def mynumber_jp():
    s = dz(11)
    tot = 0
    for n in range(1, 12):
        p = int(s[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    r = tot % 11
    s += "0" if r <= 1 else str(11 - r)
    return s[:4] + " " + s[4:8] + " " + s[8:]


def rrn_kr(fem=False):
    s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + ("2" if fem else "1") + dz(5)
    c = (11 - wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def brn_kr():
    s = dg(9)
    t = wsum(s, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(s[8]) * 5) // 10
    s += str((10 - t % 10) % 10)
    return s[:3] + "-" + s[3:5] + "-" + s[5:]

# Verhoeff (Aadhaar)


def _d5(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5 <= k:
        return (j + k) % 5 + 5
    if j >= 5 > k:
        return (j - k) % 5 + 5
    return (j - k) % 5


_VP = [list(range(10)), [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VP.append([_VP[_i - 1][_VP[1][j]] for j in range(10)])
_VINV = [next(k for k in range(10) if _d5(j, k) == 0) for j in range(10)]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _d5(c, _VP[(i + 1) % 8][int(ch)])
    return str(_VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _d5(c, _VP[i % 8][int(ch)])
    return c == 0


def aadhaar():
    s = str(R.randint(2, 9)) + dz(10)
    s += verhoeff_digit(s)
    return s[:4] + " " + s[4:8] + " " + s[8:]


def pan_in(initial="S"):
    return rs(UP, 3) + "P" + initial + dz(4) + R.choice(UP)


def gstin():
    pan = rs(UP, 3) + "C" + R.choice(UP) + dz(4) + R.choice(UP)
    s = pick("27", "29", "07", "33") + pan + "1Z"
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch, 36) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return s + "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[(36 - tot % 36) % 36]


def thai_id():
    s = dg(12)
    s += str((11 - wsum(s, range(13, 1, -1)) % 11) % 10)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def melli_ir():
    s = dg(9)
    r = wsum(s, range(10, 1, -1)) % 11
    return s + str(r if r < 2 else 11 - r)


def cpf_br():
    s = dz(9)
    for n in (10, 11):
        r = wsum(s, range(n, 1, -1)) % 11
        s += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cnpj_br():
    s = dz(8) + "0001"
    w = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for ww in (w, [6] + w):
        r = wsum(s, ww) % 11
        s += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def nif_pt(first=None):
    s = (first or pick("1", "2")) + dz(7)
    c = 11 - wsum(s, range(9, 1, -1)) % 11
    return s + str(0 if c >= 10 else c)


def nik_id(fem=False):
    d = R.randint(1, 28) + (40 if fem else 0)
    return pick("3171", "3273", "3578", "5171") + "%02d" % R.randint(1, 20) + "%02d%02d%02d" % (d, R.randint(1, 12), R.randint(70, 99)) + "%04d" % R.randint(1, 30)


def npwp_id():
    s = dz(15)
    return "%s.%s.%s.%s-%s.%s" % (s[:2], s[2:5], s[5:8], s[8], s[9:12], s[12:])


def cccd_vn():
    return pick("001", "079", "048", "031") + pick("0", "1", "2", "3") + "%02d" % R.randint(60, 99) + dz(6)


def tin_ph():
    s = dg(9)
    return "%s-%s-%s-000" % (s[:3], s[3:6], s[6:])


def sss_ph():
    s = dz(10)
    return "%s-%s-%s" % (s[:2], s[2:9], s[9])


def kra_pin():
    return R.choice("AP") + dz(9) + R.choice(UP)


def saudi_id():
    s = "1" + dz(8)
    return s + luhn_digit(s)


def emirates_id():
    s = "784" + str(R.randint(1970, 2000)) + dz(7)
    s += luhn_digit(s)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])

# ---------------------------------------------------------------- devices, goods

def imei():
    s = pick("35", "86", "01") + dz(12)
    return s + luhn_digit(s)


def iccid():
    s = "89" + pick("01", "44", "49", "33", "34") + dz(14)
    return s + luhn_digit(s)


def ean13(prefix=""):
    s = prefix + dz(12 - len(prefix))
    return s + str((10 - wsum(s, [1, 3] * 6) % 10) % 10)


VIN_V = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    s = pick("1HG", "WVW", "JTD", "5YJ", "WBA") + rs(al, 5) + "0" + pick("L", "M", "N", "P") + rs(al, 1) + dz(6)
    v = [int(c) if c.isdigit() else VIN_V[c] for c in s]
    t = sum(a * b for a, b in zip(v, [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
    return s[:8] + ("X" if t == 10 else str(t)) + s[9:]


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def guid_up():
    return "{" + uuid4().upper() + "}"


def sha1():
    return hx(40)


def sha256():
    return hx(64)


def md5():
    return hx(32)


def semver():
    return "%d.%d.%d" % (R.randint(0, 9), R.randint(0, 40), R.randint(0, 30))


def mac():
    return ":".join(hx(2).upper() for _ in range(6))


def phone_us():
    return "(%d%s) %d%s-%s" % (R.randint(2, 9), dz(2), R.randint(2, 9), dz(2), dz(4))


def bitlocker():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))


def pin(n=4):
    return dz(n)


def otp(n=6):
    return dz(n)


def totp_seed(n=32, spaced=True):
    s = rs(B32, n)
    return " ".join(s[i:i + 4].lower() for i in range(0, n, 4)) if spaced else s


def gh_recovery():
    return hx(5) + "-" + hx(5)


def g_backup():
    return dz(4) + " " + dz(4)


def ms_recovery():
    return "-".join(rs("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))


def apple_rk():
    return "-".join(rs(UP.replace("O", "").replace("I", "") + "23456789", 4) for _ in range(7))


def onepw_secret_key():
    a = UP.replace("O", "").replace("I", "") + "23456789"
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(a, 6), rs(a, 6), rs(a, 5), rs(a, 5), rs(a, 5), rs(a, 5))


def giftcard():
    a = UP.replace("O", "").replace("I", "") + "23456789"
    return "%s-%s-%s" % (rs(a, 4), rs(a, 6), rs(a, 4))

# ---------------------------------------------------------------- tokens


def crc_b62(s):
    n = zlib.crc32(s.encode())
    al = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = al[r] + out
    return out.rjust(6, "0")


def ghtok(prefix="ghp"):
    body = b62(30)
    return prefix + "_" + body + crc_b62(body)


def github_pat():
    return "github_pat_11" + rs(UP + D, 20) + "_" + b62(59)


def aws_akid(prefix="AKIA"):
    return prefix + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "/+", 40)


def glpat():
    return "glpat-" + rs(URLS, 20)


def slack_bot():
    return "xoxb-" + dg(12) + "-" + dg(13) + "-" + b62(24)


def slack_user():
    return "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32)


def stripe_sk(mode="live"):
    return "sk_%s_51%s" % (mode, b62(97))


def stripe_rk():
    return "rk_live_51" + b62(97)


def stripe_pk():
    return "pk_live_51" + b62(97)


def whsec():
    return "whsec_" + b62(32)


def openai_key():
    return "sk-proj-" + rs(URLS, 74) + "T3BlbkFJ" + rs(URLS, 74)


def openai_legacy():
    return "sk-" + b62(20) + "T3BlbkFJ" + b62(20)


def anthropic_key():
    return "sk-ant-api03-" + rs(URLS, 93) + "AA"


def google_key():
    return "AIzaSy" + rs(URLS, 33)


def gocspx():
    return "GOCSPX-" + rs(URLS, 28)


def g_client_id():
    return dg(12) + "-" + rs(LO + D, 32) + ".apps.googleusercontent.com"


def sendgrid():
    return "SG." + rs(URLS, 22) + "." + rs(URLS, 43)


def npm_tok():
    return "npm_" + b62(36)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(URLS, 150)


def hf_tok():
    return "hf_" + rs(UP + LO, 34)


def tg_bot():
    return dg(10) + ":AA" + rs(URLS, 33)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def discord_bot():
    return b64u(dg(19).encode()) + "." + rs(URLS, 6) + "." + rs(URLS, 38)


def shpat():
    return "shpat_" + hx(32)


def dop():
    return "dop_v1_" + hx(64)


def hvs():
    return "hvs.CAESI" + rs(URLS, 86)


def mailgun():
    return "key-" + hx(32)


def dckr_pat():
    return "dckr_pat_" + rs(URLS, 27)


def azure_key():
    return base64.b64encode(rb(64)).decode()


def azure_client_secret():
    return rs(AN, 3) + "8Q~" + rs(AN + "~._-", 34)


def fcm_key():
    return "AAAA" + rs(URLS, 7) + ":APA91b" + rs(URLS, 134)


def cf_token():
    return rs(URLS, 40)


def django_key():
    return rs(LO + D + "!@#$%^&*(-_=+)", 50)


def jwt(sub=None, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = R.randint(1735000000, 1765000000)
    p = b64u(json.dumps({"sub": sub or uuid4(), "iat": iat, "exp": iat + 3600, "scope": "read write"}, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(32))


def mapbox(kind="pk"):
    user = pick("tgreen", "mapsdev", "ridecity", "hkowalski")
    return kind + "." + b64u(json.dumps({"u": user, "a": "cl" + rs(LO + D, 23)}, separators=(",", ":")).encode()) + "." + rs(URLS, 22)


def wg_key():
    return base64.b64encode(rb(32)).decode()


def sha512_sri():
    return "sha512-" + base64.b64encode(rb(64)).decode()


def sha384_sri():
    return "sha384-" + base64.b64encode(rb(48)).decode()

# ---------------------------------------------------------------- keys, crypto


def pem(label, der):
    b = base64.b64encode(der).decode()
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(b[i:i + 64] for i in range(0, len(b), 64)), label)


def ec_key():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rb(64)
    return pem("EC PRIVATE KEY", der)


def rsa_key():
    der = bytes.fromhex("308204a402010002820101") + bytes([0]) + bytes([R.randint(0x80, 0xff)]) + rb(1192 - 13)
    return pem("RSA PRIVATE KEY", der)


def pkcs8_key():
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + bytes([R.randint(0x80, 0xff)]) + rb(1217 - 38)
    return pem("PRIVATE KEY", der)


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh(comment):
    pub = rb(32)
    seed = rb(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    ci = rb(4)
    priv = ci + ci + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    b = base64.b64encode(blob).decode()
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"
    return key, "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment


def ssh_rsa_pub(comment):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes([R.randint(0x80, 0xff)]) + rb(255))
    return "ssh-rsa " + base64.b64encode(blob).decode() + " " + comment


def ssh_fp():
    return "SHA256:" + base64.b64encode(rb(32)).decode().rstrip("=")


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    full = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(full, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    for b in full:
        if b != 0:
            break
        s = "1" + s
    return s


def wif():
    return b58check(b"\x80" + rb(32) + b"\x01")


def btc_p2pkh():
    return b58check(b"\x00" + rb(20))


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            if (b >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_exp(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def _bits(data, frombits=8, tobits=5):
    acc = bits = 0
    out = []
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & ((1 << tobits) - 1))
    if bits:
        out.append((acc << (tobits - bits)) & ((1 << tobits) - 1))
    return out


def bech32(hrp, data5):
    pm = _polymod(_hrp_exp(hrp) + data5 + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def btc_bech32():
    return bech32("bc", [0] + _bits(rb(20)))


def age_pair():
    sec = bech32("age-secret-key-", _bits(rb(32))).upper()
    pub = bech32("age", _bits(rb(32)))
    return sec, pub


def eth_addr():
    return "0x" + hx(40)


def eth_priv():
    return hx(64)


def txhash():
    return "0x" + hx(64)


BIP = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid
acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic
affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost
alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal
ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area
arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset
assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average
avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana
banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind
believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black
blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book
boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright
bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker
burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal
cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino
castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal
certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child
chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean
clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast
coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm
congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple
course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp
critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current
curtain curve cushion custom cute cycle""".split()


def seed(n=12):
    return " ".join(R.choice(BIP) for _ in range(n))


PWW = ("maple harbor falcon pepper juniper copper orbit velvet cobalt tundra lantern walrus biscuit saffron meadow "
       "thunder quartz pickle marlin ember glacier nimbus hazel otter").split()


def pw(word=None, style=None):
    w = word or R.choice(PWW)
    style = R.randint(0, 5) if style is None else style
    sym = R.choice("!#$%&*?@.")
    if style == 0:
        return w.capitalize() + sym + dz(R.randint(2, 4))
    if style == 1:
        return w.capitalize() + dz(R.randint(2, 4)) + sym
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + dz(2) + sym
    if style == 3:
        return w + "_" + R.choice(PWW).capitalize() + dz(2)
    if style == 4:
        return dz(2) + w.capitalize() + sym + R.choice(PWW)
    return w.capitalize() + str(R.randint(1960, 2012))


def pwr(n=16, alpha=AN + "!#$%&*+-=?@^_"):
    while True:
        s = rs(alpha, n)
        if any(c in D for c in s) and any(c in UP for c in s) and any(c in LO for c in s):
            return s


def pp(k=4, sep="-"):
    return sep.join(R.choice(PWW + BIP[:200]) for _ in range(k))


NUMW = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
    "pl": "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
    "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz",
    "sv": "noll ett två tre fyra fem sex sju åtta nio",
}


def inwords(num, lang="en", sep=" "):
    w = NUMW[lang].split()
    return sep.join(w[int(c)] for c in num if c.isdigit())


def spell(s, sep="-"):
    return sep.join(s)


def amount(lo=5, hi=900):
    return "%d.%02d" % (R.randint(lo, hi), R.randint(0, 99))


def date_iso():
    return "2026-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def ipv4():
    return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))


def glaeubiger_id():
    n = dz(11)
    chk = 98 - int(_num(n + "DE00")) % 97
    return "DE%02dZZZ%s" % (chk, n)


def ocr_se():
    s = dz(R.randint(8, 14))
    return s + luhn_digit(s)


def kid_no():
    s = dz(R.randint(9, 14))
    return s + luhn_digit(s)


def viite_fi():
    s = dg(R.randint(5, 12))
    c = (10 - sum(int(d) * w for d, w in zip(reversed(s), [7, 3, 1] * 10)) % 10) % 10
    s += str(c)
    rev = s[::-1]
    return " ".join(x[::-1] for x in [rev[i:i + 5] for i in range(0, len(rev), 5)][::-1])


def hojin_jp():
    s = dg(12)
    t = sum(int(d) * (1 if n % 2 == 1 else 2) for n, d in enumerate(reversed(s), 1))
    return str(9 - t % 9) + s


def cui_ro():
    s = dg(R.randint(6, 8))
    p = s.rjust(9, "0")
    return "RO" + s + str(wsum(p, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11 % 10)


def adoszam_hu():
    s = dg(7)
    c = (10 - wsum(s, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return "%s%d-%d-%02d" % (s, c, R.randint(1, 5), R.randint(2, 44))


def thai_company():
    s = "0105" + dz(8)
    s += str((11 - wsum(s, range(13, 1, -1)) % 11) % 10)
    return s


def il_company():
    s = "51" + dz(6)
    return s + luhn_digit(s)


def mpesa_code():
    return R.choice("QRST") + rs(UP + D, 9)


def aliyun_akid():
    return "LTAI5t" + b62(18)


def mp_token():
    return "APP_USR-" + dz(16) + "-" + dz(6) + "-" + hx(32) + "-" + dz(9)


def mp_public():
    return "APP_USR-" + uuid4()


def midtrans(kind="server"):
    return "Mid-%s-%s" % (kind, rs(URLS, 24 if kind == "server" else 16))


def mst_vn():
    return dg(10)


CASES = []


def C(lang, slug, note, text):
    CASES.append((lang, slug, note, text))

# ================================================================ English: developers
C("en", "aws-env-vs-docs", "real AWS key pair in .env next to the documented example pair",
"""my boto3 script says InvalidClientTokenId but the creds are right?? here's the .env:

AWS_ACCESS_KEY_ID=⟦S:aws_akid()⟧
AWS_SECRET_ACCESS_KEY=⟦S:aws_secret()⟧
AWS_DEFAULT_REGION=eu-central-1

the README in the repo still has ⟦L:'AKIAIOSFODNN7EXAMPLE'⟧ / ⟦L:'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'⟧ in it, could boto be picking that up instead?""")

C("en", "aws-docs-only", "only the AWS documentation example keys; negative",
"""In the AWS CLI guide they show

aws configure
AWS Access Key ID [None]: ⟦L:'AKIAIOSFODNN7EXAMPLE'⟧
AWS Secret Access Key [None]: ⟦L:'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'⟧

Are those real keys that work for testing or just placeholders? I don't want to paste my own into a tutorial.""")

C("en", "gh-token-in-remote", "classic GitHub PAT inside a git remote URL; commit id is a look-alike",
"""git push keeps failing with 403 after I rotated stuff. git remote -v shows
origin  https://⟦S:ghtok('ghp')⟧@github.com/lenadev/inventory-api.git (fetch)
last good commit was ⟦L:sha1()⟧ if that matters""")

C("en", "gh-actions-log-masked", "CI log where the secret is already masked; ids and shas only; negative",
"""Run actions/checkout@v4
  repository: acme/webshop
  ref: ⟦L:sha1()⟧
  token: ***
Run npm ci
npm ERR! code E401
npm ERR! Unable to authenticate, need: Bearer authorization
npm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/2026-03-02T10_11_12_345Z-debug-0.log
request id ⟦L:uuid4()⟧ — why is the NPM_TOKEN secret not being used?""")

C("en", "stripe-live-vs-test", "live Stripe secret key in code, Stripe's documented test key in a comment, PaymentIntent id",
"""import stripe
# stripe.api_key = "⟦L:'sk_test_4eC39HqLyjWDarjtT1zdp7dc'⟧"  # from the docs
stripe.api_key = "⟦S:stripe_sk()⟧"

intent = stripe.PaymentIntent.retrieve("⟦L:'pi_3'+b62(23)⟧")

this throws "No such payment_intent" but I can see it in the dashboard. what am I missing?""")

C("en", "openai-key-traceback", "OpenAI project key hard-coded; request id from the error is a look-alike",
"""from openai import OpenAI
client = OpenAI(api_key="⟦S:openai_key()⟧")

openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota', 'type': 'insufficient_quota'}} request_id=⟦L:'req_'+hx(32)⟧

I literally just added $10 credit""")

C("en", "anthropic-curl", "Anthropic key in a curl header; the API version date header is a look-alike",
"""curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: ⟦S:anthropic_key()⟧" \\
  -H "anthropic-version: ⟦L:'2023-06-01'⟧" \\
  -H "content-type: application/json" \\
  -d '{"max_tokens": 256, "messages": [{"role": "user", "content": "hi"}]}'
gives me invalid_request_error, what's wrong with the body?""")

C("en", "postgres-url-migration", "password inside a postgres URL; migration revision hash is a look-alike",
"""alembic upgrade head fails:
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.20.1.7", port 5432 failed: FATAL:  password authentication failed for user "billing"

DATABASE_URL=postgresql://billing:⟦S:pwr(18)⟧@10.20.1.7:5432/billing_prod
revision ⟦L:hx(12)⟧ is the one it's stuck on""")

C("en", "mongo-template", "MongoDB Atlas connection string template with placeholders; negative",
"""Atlas gave me this to copy: ⟦L:'mongodb+srv://<username>:<password>@cluster0.x7kqe.mongodb.net/?retryWrites=true&w=majority'⟧
Do I replace <password> including the angle brackets? And does the password need URL encoding if it has an @ in it?""")

C("en", "mysql-cli-glued", "password glued to -p flag; server version is a look-alike",
"""why does this work in bash but not in my cron job?
mysql -u backup -p⟦S:pwr(14, AN)⟧ -h 10.0.4.21 shopdb < /opt/dump.sql
server is MySQL ⟦L:'8.0.36'⟧, cron says 'Access denied for user backup@localhost'""")

C("en", "docker-login-digest", "Docker Hub PAT piped to docker login; image digest is a look-alike",
"""echo "⟦S:dckr_pat()⟧" | docker login -u mkeller --password-stdin
then docker pull myorg/api@⟦L:'sha256:'+sha256()⟧ says manifest unknown. The tag exists, I checked.""")

C("en", "k8s-secret-base64", "base64-encoded password in a Kubernetes Secret is still a secret; configmap checksum is a look-alike",
"""apiVersion: v1
kind: Secret
metadata:
  name: pg-credentials
type: Opaque
data:
  username: YXBw
  password: ⟦S:base64.b64encode(pwr(20).encode()).decode()⟧
---
the deployment annotation has checksum/config: ⟦L:sha256()⟧ but pods don't restart when I change the secret""")

C("en", "jwt-bearer-vs-jwtio", "live bearer JWT vs the well-known jwt.io example token",
"""the token from jwt.io (⟦L:'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'⟧) validates fine in my middleware but the real one from our auth server doesn't:
Authorization: Bearer ⟦S:jwt()⟧
signature verification failed. Same secret on both sides I think""")

C("en", "slack-webhook", "Slack incoming webhook; the final path segment is the secret",
"""my alert script posts to https://hooks.slack.com/services/T0⟦N:rs(UP+D,8)⟧/B0⟦N:rs(UP+D,9)⟧/⟦S:b62(24)⟧ and gets 'no_service'. Did the webhook get revoked?""")

C("en", "ssh-private-and-public", "OpenSSH private key pasted together with its public key line",
"""⟦B:k=openssh('dana@thinkpad')⟧ssh keeps asking for a password. Here's my key, permissions are 644:
⟦S:k[0]⟧
and authorized_keys on the server has
⟦L:k[1]⟧""")

C("en", "ec-pem-fingerprint", "EC private key PEM; certificate fingerprint is a look-alike",
"""nginx: [emerg] SSL_CTX_use_PrivateKey failed (key values mismatch)
key.pem:
⟦S:ec_key()⟧
cert fingerprint (sha256): ⟦L:':'.join(hx(2).upper() for _ in range(32))⟧""")

C("en", "wireguard-conf", "WireGuard private and preshared keys vs the peer public key",
"""[Interface]
PrivateKey = ⟦S:wg_key()⟧
Address = 10.8.0.3/32
DNS = 1.1.1.1

[Peer]
PublicKey = ⟦L:wg_key()⟧
PresharedKey = ⟦S:wg_key()⟧
Endpoint = vpn.home-lab.net:51820
AllowedIPs = 0.0.0.0/0

handshake never completes, is the MTU the problem?""")

C("en", "npmrc-integrity", "npm automation token in .npmrc; lockfile integrity hash is a look-alike",
"""//registry.npmjs.org/:_authToken=⟦S:npm_tok()⟧
@acme:registry=https://registry.npmjs.org/

and package-lock has "integrity": "⟦L:sha512_sri()⟧" for the package that 404s. npm publish works, npm install doesn't.""")

C("en", "pypirc", "PyPI API token in .pypirc; package version is a look-alike",
"""[distutils]
index-servers = pypi

[pypi]
username = __token__
password = ⟦S:pypi_tok()⟧

twine upload dist/fastgrid-⟦L:semver()⟧.tar.gz -> 403 Forbidden. Is the token scoped wrong?""")

C("en", "gh-actions-refs", "workflow referencing secrets by name only; negative",
"""      - name: Publish
        run: npm publish --access public
        env:
          NODE_AUTH_TOKEN: ⟦L:'${{ secrets.NPM_TOKEN }}'⟧
          API_KEY: ⟦L:'${{ secrets.PROD_API_KEY }}'⟧
Do I need to also set registry-url in setup-node for NODE_AUTH_TOKEN to be picked up?""")

C("en", "heroku-uuid-key", "Heroku API key is a UUID; request id UUID next to it is a look-alike",
"""HEROKU_API_KEY=⟦S:uuid4()⟧ heroku ps -a invoice-worker
 ▸    Invalid credentials provided.
 ▸    Error ID: unauthorized  Request-ID: ⟦L:uuid4()⟧
the key is from Account settings, regenerated it twice""")

C("en", "google-maps-key-ga", "Google API key in JS; Analytics measurement id is a look-alike",
"""<script async src="https://maps.googleapis.com/maps/api/js?key=⟦S:google_key()⟧&callback=initMap"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=⟦L:'G-'+rs(UP+D,10)⟧"></script>
map shows 'For development purposes only'. billing is enabled...""")

C("en", "azure-conn-string", "Azure storage connection string; the AccountKey is secret, x-ms-request-id is a look-alike",
"""DefaultEndpointsProtocol=https;AccountName=stlogsprod01;AccountKey=⟦S:azure_key()⟧;EndpointSuffix=core.windows.net
BlobServiceClient says AuthenticationFailed, x-ms-request-id: ⟦L:uuid4()⟧""")

C("en", "hf-login-revision", "Hugging Face token; model revision commit is a look-alike",
"""huggingface-cli login --token ⟦S:hf_tok()⟧
then from_pretrained(..., revision="⟦L:sha1()⟧") -> 401 Repository Not Found. The repo is gated, I accepted the terms.""")

C("en", "ini-db-checksum", "INI password unquoted; checksum line look-alike",
"""[database]
host = 127.0.0.1
user = erp
password = ⟦S:pw()⟧
pool_size = 10

[assets]
checksum = ⟦L:sha256()⟧

configparser raises InterpolationSyntaxError: '%' must be followed by '%' or '(' -- is it the password?""")

C("en", "spring-yaml-placeholder", "Spring datasource password literal vs placeholder reference",
"""spring:
  datasource:
    url: jdbc:mysql://db:3306/orders
    username: orders
    password: "⟦S:pw()⟧"
  mail:
    password: ⟦L:'${MAIL_PASSWORD}'⟧
The mail one resolves from env fine, the datasource one gives 'Access denied'.""")

C("en", "java-stacktrace", "stack trace about a wrong password, no credential in it; negative",
"""Exception in thread "main" java.sql.SQLInvalidAuthorizationSpecException: (conn=⟦N:dg(5)⟧) Access denied for user 'report'@'10.1.2.3' (using password: YES)
	at org.mariadb.jdbc.export.ExceptionFactory.createException(ExceptionFactory.java:306)
	at org.mariadb.jdbc.Driver.connect(Driver.java:70)
	at com.acme.reports.PasswordRotation.run(PasswordRotation.java:88)
correlation id ⟦L:uuid4()⟧. It says using password: YES so it's reading something, just the wrong thing?""")

C("en", "code-identifiers", "identifiers and constants that mention passwords and keys; negative",
"""is this a sane way to do it?

PASSWORD_MIN_LENGTH = 12
API_KEY_HEADER = "⟦L:'X-Api-Key'⟧"

def check_password(password: str, stored_hash: str) -> bool:
    return bcrypt.checkpw(password.encode(), stored_hash.encode())

def get_secret_key():
    return os.environ["⟦L:'DJANGO_SECRET_KEY'⟧"]""")

C("en", "env-example", ".env.example with placeholders only; negative",
"""our .env.example:
OPENAI_API_KEY=⟦L:'sk-...'⟧
STRIPE_SECRET_KEY=⟦L:'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx'⟧
DB_PASSWORD=⟦L:'changeme'⟧
JWT_SECRET=⟦L:'<generate with openssl rand -hex 32>'⟧
should we commit this or also gitignore it?""")

C("en", "sha256sums", "release checksums and a commit; negative",
"""Downloaded the release but the checksum doesn't match:
expected ⟦L:sha256()⟧  restic_0.16.4_linux_amd64.bz2
got      ⟦L:sha256()⟧
built from commit ⟦L:hx(9)⟧. Corrupted download or tampering?""")

C("en", "eth-privkey-vs-tx", "Ethereum private key vs tx hash and address",
"""sent from ⟦L:eth_addr()⟧ and the tx ⟦L:txhash()⟧ is pending for 3 hours. Can I speed it up? I can import the key into another wallet if needed, it's ⟦S:eth_priv()⟧""")

C("en", "btc-wif-vs-address", "Bitcoin WIF private key vs receive address",
"""my old paper wallet: address ⟦L:btc_bech32()⟧, private key ⟦S:wif()⟧. How do I sweep it into Electrum without exposing it online?""")

C("en", "seed-12", "12-word seed phrase pasted for help",
"""restored my wallet with the 12 words and the balance shows 0, I'm panicking. words: ⟦S:seed(12)⟧. Is it the derivation path? Electrum uses ⟦L:"m/84'/0'/0'"⟧ I think""")

C("en", "seed-split-announced", "seed phrase announced then sent in two halves",
"""I'll give you my recovery phrase in two parts so you can check if it's a valid BIP39 one
---
first six: ⟦S:seed(6)⟧
---
and the rest: ⟦S:seed(6)⟧""")

C("en", "test-mnemonic", "well-known test mnemonics only; negative",
"""in Hardhat the default accounts come from ⟦L:'test test test test test test test test test test test junk'⟧ and some tutorials use ⟦L:'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'⟧. Is it ok to use those on a testnet?""")

C("en", "totp-setup-key", "TOTP setup key typed by hand; authenticator app version is a look-alike",
"""QR code won't scan so I typed the setup key: ⟦S:totp_seed()⟧ into Authy ⟦L:'v'+semver()⟧ and codes are always rejected. Time on phone is automatic.""")

C("en", "otpauth-uri", "secret parameter in an otpauth URI; RFC example seed is a look-alike",
"""otpauth://totp/Gitea:rkumar?secret=⟦S:totp_seed(32,False)⟧&issuer=Gitea&period=30
vs the one in the RFC/README example (⟦L:'JBSWY3DPEHPK3PXP'⟧) which works in my test. Do I need padding?""")

C("en", "sms-2fa-code-order", "2FA code from SMS plus an order number look-alike",
"""the site keeps asking for the code again. I got "Your Shopwise code is ⟦S:otp()⟧" and I entered it within a minute. Order ⟦L:'SW-'+dz(9)⟧ is stuck at checkout""")

C("en", "gh-recovery-codes", "GitHub recovery codes",
"""saving these here in case I lose them, just keep them for me:
⟦S:gh_recovery()⟧
⟦S:gh_recovery()⟧
⟦S:gh_recovery()⟧
⟦S:gh_recovery()⟧""")

C("en", "bitlocker-key-id", "BitLocker recovery key secret vs key ID GUID look-alike",
"""BitLocker recovery screen on my dad's laptop. Key ID: ⟦L:uuid4().upper()⟧
found this in his Microsoft account: ⟦S:bitlocker()⟧
it says invalid. are there several keys?""")
# ================================================================ English: everyday
C("en", "card-cvv-merchant", "own card number with CVV; merchant phone is a look-alike",
"""The hotel wants me to confirm the card for the deposit by email. Can you draft it? Card: Amex ⟦S:card('amex')⟧, exp ⟦N:expiry()⟧, the 4-digit code on the front ⟦S:cvv(4)⟧, name Thomas Reyes. Their reservations line is ⟦L:phone_us()⟧ if I should call instead.""")

C("en", "card-split-messages", "card number split over two messages and security code in a third",
"""ok the first half of the card is ⟦B:c=cardraw('mc')⟧⟦S:c[:4]+' '+c[4:8]⟧
---
second half ⟦S:c[8:12]+' '+c[12:]⟧
---
and the 3 digits on the back ⟦S:cvv()⟧. can you check if it's a valid number before I give it to the guy on the phone?""")

C("en", "stripe-test-cards", "documented test card numbers only; negative",
"""For the checkout e2e tests I'm using ⟦L:'4242 4242 4242 4242'⟧ for success, ⟦L:'4000 0000 0000 9995'⟧ for insufficient funds and ⟦L:'4000 0025 0000 3155'⟧ for 3DS. Is there one for an expired card?""")

C("en", "iban-own-vs-landlord", "own IBAN (secret) vs landlord's IBAN (look-alike) in a rent question",
"""I moved to Berlin and need to set up a standing order for rent. My account: ⟦S:iban('DE')⟧.\n---\nLandlord's: ⟦L:iban('DE')⟧, reference 'Miete Whg 3 links'. Do I use the app or a form?""")

C("en", "ssn-w2-ein", "own SSN vs employer EIN on a W-2",
"""filling my 1040 and the W-2 shows employer EIN ⟦L:ein()⟧. My SSN is ⟦S:ssn()⟧, do I put it in the top box of Schedule 1 too or just the 1040?""")

C("en", "ssn-example", "famous invalid/advertising SSNs asked about; negative",
"""is ⟦L:'078-05-1120'⟧ really the wallet card number that thousands of people used? and ⟦L:'123-45-6789'⟧ is never issued right? writing test data for a form validator.""")

C("en", "nino-hmrc", "own UK National Insurance number; HMRC helpline and employer PAYE reference look-alikes",
"""HMRC letter says my tax code is wrong. My NI number is ⟦S:nino()⟧ and the employer PAYE reference on my payslip is ⟦L:'%03d/%s'%(R.randint(100,999), rs(UP,2)+dz(5))⟧. Should I call ⟦L:'0300 200 3300'⟧ or do it online?""")

C("en", "sin-canada", "own Canadian SIN; employer business number look-alike",
"""My new employer's onboarding form asks for my SIN, it's ⟦S:sin_ca()⟧. Their business number on the offer letter is ⟦L:dg(9)+'RP0001'⟧. Is it normal to email it to HR?""")

C("en", "tfn-abn", "own Australian TFN vs employer ABN",
"""ATO myGov link asks for my TFN ⟦S:tfn_au()⟧ again and the employer ABN ⟦L:abn_au()⟧ — it keeps saying details don't match""")

C("en", "wifi-router", "home Wi-Fi password; SSID, router serial and MAC are look-alikes",
"""Setting up the new printer. Network is ⟦L:'TP-Link_'+hx(4).upper()⟧, password ⟦S:pw()⟧. Router label: S/N ⟦L:dg(13)⟧, MAC ⟦L:mac()⟧. Printer keeps saying 'wrong password'.""")

C("en", "router-default-changed", "router sticker key and the new key both secret; default admin login is a documented value",
"""the sticker on the router says WPA key ⟦S:rs('abcdefghjkmnpqrstuvwxyz23456789',12)⟧ but I changed it to ⟦S:pw()⟧ last week, and now the TV won't connect. Web interface still uses ⟦L:'admin/admin'⟧ lol""")

C("en", "door-codes-tracking", "building and gate codes; parcel tracking number is a look-alike",
"""Can you write a note for the delivery driver: building door code is ⟦S:pin(4)+'#'⟧, then the gate at the back is ⟦S:pin(4)⟧. Parcel ⟦L:'1Z'+rs(UP+D,6)+dz(10)⟧ should come Thursday.""")

C("en", "alarm-corrected", "alarm code given then corrected; both secret",
"""for the cat sitter: alarm code is ⟦B:a=pin(4)⟧⟦S:a⟧ — wait no, I changed it in March, it's ⟦S:a[:2]+a[3]+a[2] if a[2]!=a[3] else a[:3]+str((int(a[3])+1)%10)⟧ now. Disarm within 30 seconds. Can you turn this into a short friendly message?""")

C("en", "safe-combo-model", "safe combination vs the safe's model number",
"""the hotel room safe (⟦L:'SentrySafe EF'+dz(4)⟧) won't open with the code I set, ⟦S:'%02d-%02d-%02d'%(R.randint(1,99),R.randint(1,99),R.randint(1,99))⟧. Is there a master reset?""")

C("en", "security-questions", "answers to security questions; bank phone number look-alike",
"""I set up the bank's security questions years ago and forgot which answers. I think mother's maiden name was ⟦S:pick('Kowalczyk','Abernathy','Delacroix','Okonkwo')⟧, first pet ⟦S:pick('Biscuit','Pepper','Mr Whiskers','Rocket')⟧ and the street I grew up on was ⟦S:pick('Larkspur Lane','Oakmont Drive','Fenwick Street')⟧. The helpline ⟦L:'1-800-'+dz(3)+'-'+dz(4)⟧ won't help without them.""")

C("en", "plain-word-password", "password that is an ordinary word",
"""my mum's Netflix password is just ⟦S:pick('pancakes','sunflower','tortellini','blueberry')⟧ all lowercase and it says incorrect (error ⟦L:'NW-2-5'⟧). Could Netflix have forced a reset?""")

C("en", "password-spelled", "password dictated character by character",
"""reading it off the sticky note, capital letters as written: ⟦S:spell(pwr(10, AN+'!?#'), '-')⟧. can you tell me if that meets the 'one special character' rule?""")

C("en", "password-announced", "password announced, then sent alone in the next message",
"""I'm going to send you the admin password for the shared drive next, just remember it for when I ask later
---
⟦S:pwr(14)⟧""")

C("en", "password-advice", "password-strength discussion with famous example passwords; negative",
"""my IT teacher said ⟦L:'Tr0ub4dor&3'⟧ is weaker than ⟦L:'correct horse battery staple'⟧. and that ⟦L:'123456'⟧ and ⟦L:'qwerty'⟧ are still the most common. is that actually true in 2026?""")

C("en", "hunter2-joke", "hunter2 meme and masked password; negative",
"""explain the ⟦L:'hunter2'⟧ joke to me, my coworker typed it in Slack and everyone laughed. something about it showing up as ⟦L:'*******'⟧?""")

C("en", "phone-repair-pin", "phone unlock PIN for a repair shop; IMEI and ticket number look-alikes",
"""The repair shop wants my phone PIN to test it after the screen swap, it's ⟦S:pin(6)⟧. Ticket ⟦L:'RPR-'+dz(6)⟧, IMEI ⟦L:imei()⟧. Is it safe to give them that or should I set a temporary one?""")

C("en", "sim-puk-iccid", "SIM PUK code vs ICCID",
"""phone says SIM PUK locked. The card holder has PUK ⟦S:dz(8)⟧ and ICCID ⟦L:iccid()⟧ printed on it. How many tries do I get?""")

C("en", "mom-bank-login", "parent's bank login password; routing number is public",
"""helping my mom pay a bill online. her online banking user is ⟦N:'mlopez1958'⟧ and password ⟦S:pw()⟧. The payee's routing number is ⟦L:aba_routing()⟧, account number from the invoice. Where do I add a payee?""")

C("en", "giftcard-order", "gift card redemption code vs order id",
"""Amazon order ⟦L:'%03d-%07d-%07d'%(R.randint(100,999),R.randint(0,9999999),R.randint(0,9999999))⟧ included a gift card for my niece, the claim code is ⟦S:giftcard()⟧. Can I email just the code or is that risky?""")

C("en", "health-portal", "health insurance portal password; claim number, group number and doctor NPI look-alikes",
"""insurance portal login keeps failing, password is ⟦S:pw()⟧. I need to appeal claim ⟦L:'CLM'+dz(10)⟧ under group ⟦L:dz(6)+'-'+rs(UP,2)⟧; doctor's NPI on the bill is ⟦L:npi()⟧. Can you write the appeal letter?""")

C("en", "passport-eticket", "own passport number; e-ticket and flight number look-alikes",
"""airline app wants API info: passport ⟦S:dg(9)⟧, expires 2031. E-ticket ⟦L:'016'+dz(10)⟧, flight ⟦L:'UA'+str(R.randint(100,999))⟧. Do I enter middle name?""")

C("en", "exchange-api", "crypto exchange API key and secret; deposit address look-alike",
"""set up the trading bot: api_key = "⟦S:b62(64)⟧", api_secret = "⟦S:b62(64)⟧". Withdrawals go to ⟦L:btc_bech32()⟧. Bot says 'Signature for this request is not valid'""")

C("en", "vpn-pass-otp-ticket", "VPN password and one-time code; ticket number look-alike",
"""VPN client: user jfarrell, password ⟦S:pw()⟧ then the 2FA push didn't come\n---\nso I typed ⟦S:otp()⟧ from the app. IT ticket ⟦L:'INC'+dz(7)⟧ still open. Anything I can try?""")

C("en", "masked-log", "log with already-masked secrets; negative",
"""2026-02-11 09:14:03 INFO auth: login ok user=kchen password=******** 
2026-02-11 09:14:03 DEBUG stripe key=⟦L:'sk_live_****************************4xQa'⟧ 
2026-02-11 09:14:04 WARN token=[REDACTED] expired
is masking like this enough for PCI or do I need to drop the fields entirely?""")

C("en", "terraform-vars", "Terraform references to variables only; negative",
"""resource "aws_db_instance" "main" {
  username = "app"
  password = ⟦L:'var.db_password'⟧
  kms_key_id = ⟦L:'arn:aws:kms:eu-west-1:'+dg(12)+':key/'+uuid4()⟧
}
should db_password be marked sensitive = true in variables.tf?""")

C("en", "invoice-vendor", "vendor invoice with the vendor's tax id and bank details; negative",
"""got this invoice, is it legit? 'Northwind Consulting Ltd, VAT GB⟦L:dg(9)⟧, pay to ⟦L:iban('GB')⟧, invoice ⟦L:'INV-2026-'+dz(4)⟧, total £⟦L:amount(300,2000)⟧'. We never ordered anything from them.""")

C("en", "stripe-pk-sk-whsec", "publishable key is public; secret key and webhook signing secret are secret",
"""STRIPE_PUBLISHABLE_KEY=⟦L:stripe_pk()⟧
STRIPE_SECRET_KEY=⟦S:stripe_rk()⟧
STRIPE_WEBHOOK_SECRET=⟦S:whsec()⟧
webhooks fail with 'No signatures found matching the expected signature'""")

C("en", "mapbox-pk-sk", "Mapbox public token vs secret token",
"""the frontend uses ⟦L:mapbox('pk')⟧ and the tile upload script uses ⟦S:mapbox('sk')⟧. Upload says 401. Do secret tokens need the uploads:write scope?""")

C("en", "google-oauth", "OAuth client id is public, client secret is secret",
"""client_id: ⟦L:g_client_id()⟧
client_secret: ⟦S:gocspx()⟧
redirect_uri_mismatch even though I added http://localhost:8080/callback""")

C("en", "azure-ad-secret-ids", "Azure AD client secret vs tenant and client UUIDs",
"""export AZURE_TENANT_ID=⟦L:uuid4()⟧
export AZURE_CLIENT_ID=⟦L:uuid4()⟧
export AZURE_CLIENT_SECRET='⟦S:azure_client_secret()⟧'
AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID""")

C("en", "datadog-key-vs-traceid", "Datadog API key (32 hex) vs trace id (32 hex)",
"""datadog.yaml has api_key: ⟦S:hx(32)⟧ and site: datadoghq.eu. Traces don't show up, the agent log has trace_id=⟦L:hx(32)⟧ dropped: 403""")

C("en", "cloudflare-token-zone", "Cloudflare API token vs zone and account ids (both 32 hex)",
"""CF_API_TOKEN=⟦S:cf_token()⟧
zone id ⟦L:hx(32)⟧, account id ⟦L:hx(32)⟧
certbot dns-cloudflare says 'Invalid request headers'""")

C("en", "insta-old-new", "old and new account passwords both given",
"""I think my Instagram got hacked. Old password was ⟦S:pw()⟧, I changed it to\n---\n⟦S:pw()⟧ an hour ago and they still posted. Support gave me case ⟦L:dz(15)⟧. What now?""")

C("en", "pgpass-netrc", ".pgpass and .netrc lines",
"""two files, which one is wrong?
~/.pgpass:
db.internal:5432:analytics:etl:⟦S:pwr(16, AN)⟧
~/.netrc:
machine api.heroku.com
  login ops@hollow.example
  password ⟦S:uuid4()⟧""")

C("en", "sqlserver-conn", "SQL Server connection string Password= field",
"""Server=tcp:sql-prod-eu.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password=⟦S:pwr(16)⟧;Encrypt=True;
Login failed for user 'crm_app'. ClientConnectionId:⟦L:uuid4()⟧""")

C("en", "age-key-pair", "age secret key vs age public recipient",
"""⟦B:a=age_pair()⟧my backup script encrypts to ⟦L:a[1]⟧ and the identity file contains
# created: 2026-01-08
⟦S:a[0]⟧
decrypt says 'no identity matched any of the recipients'""")

C("en", "onepassword-kit", "password-manager master password and Secret Key",
"""Emergency kit for my wife, she'll need this if something happens to me: master password ⟦S:pp(4,'-')⟧, Secret Key ⟦S:onepw_secret_key()⟧. Can you help me word a short letter to go with it?""")

C("en", "ssh-fingerprint", "host key fingerprint warning; negative",
"""WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!
The fingerprint for the ED25519 key sent by the remote host is
⟦L:ssh_fp()⟧.
Offending ED25519 key in /home/ana/.ssh/known_hosts:14
We reinstalled the server yesterday. Safe to just remove line 14?""")

C("en", "pin-in-words", "card PIN written out in words",
"""the bank letter with my new debit card PIN says ⟦B:p=pin(4)⟧⟦S:inwords(p,'en')⟧, weird that they spelled it out. Can I change it at any ATM?""")

C("en", "uuid-order-confusion", "UUIDs, order ids and prices that look random; negative",
"""support asked for my 'transaction reference' but I only see: order ⟦L:'#'+dz(8)⟧, payment id ⟦L:uuid4()⟧, amount $⟦L:amount()⟧ on ⟦L:date_iso()⟧. which one do they mean?""")

C("en", "vin-serial", "VIN and serial numbers for an insurance claim; negative",
"""for the insurance claim they want the VIN ⟦L:vin()⟧ and the dashcam serial ⟦L:'DC'+rs(UP+D,10)⟧. Policy number is on the card. Anything else I should include?""")

C("en", "sentence-key-mention", "ordinary mentions of keys, tokens and codes; negative",
"""lost my house key and the spare is with my sister. also the token for the laundry machine is stuck in the slot again. the landlord says the door code changes next month — they'll text the new one.""")

C("en", "key-rotated", "rotated API key: old and new both given",
"""I rotated the SendGrid key. Old one ⟦S:sendgrid()⟧ is revoked, the new one is ⟦S:sendgrid()⟧. Do I need to update both prod and staging env, or is one enough if they share the account? Last bounce had X-Message-Id ⟦L:rs(URLS,22)+'.filterdrecv-'+dg(9)+'-'+hx(5)⟧""")

C("en", "token-corrected", "token corrected after a typo; both secret",
"""HF_TOKEN=⟦B:t=hf_tok()⟧⟦S:t⟧
oops sorry that's missing the last char, the right one is ⟦S:t+rs(UP+LO,1)⟧ — still 401 though""")

C("en", "price-version-dates", "release notes with versions, build numbers and prices; negative",
"""Release ⟦L:semver()⟧ (build ⟦L:dz(5)⟧) raises Pro from $⟦L:'12.99'⟧ to $⟦L:'14.99'⟧ from ⟦L:date_iso()⟧. Can you summarize what changed for a customer email?""")

# ================================================================ German
C("de", "steuerid-finanzamt", "own Steuer-ID vs the tax office's bank account",
"""Ich sitze an der Steuererklärung in ELSTER. Meine Steuer-ID ist ⟦S:fmt_steuer(steuer_id())⟧. Laut Bescheid vom ⟦L:'%02d.%02d.2026'%(R.randint(1,28),R.randint(1,12))⟧ soll ich die Nachzahlung an die Finanzkasse überweisen, IBAN ⟦L:iban('DE')⟧. Reicht als Verwendungszweck die Steuernummer oder muss noch was rein?""")

C("de", "sparkasse-pin-worte-glaeubiger", "girocard PIN written in words and own IBAN; utility creditor id is public",
"""Kurze Frage: im PIN-Brief der Sparkasse steht ⟦B:p=pin(4)⟧⟦S:inwords(p,'de')⟧ – ist das echt so ausgeschrieben oder ist das ein Betrugsbrief?\n---\nAußerdem wollen die Stadtwerke ein SEPA-Mandat, meine IBAN ist ⟦S:iban('DE')⟧, deren Gläubiger-ID steht als ⟦L:glaeubiger_id()⟧ auf dem Formular.""")

C("de", "dev-compose-env", "German developer pasting an .env; commit hash and image tag look-alikes",
"""Moin, unser Container startet seit dem letzten Deploy (⟦L:hx(7)⟧) nicht mehr. Die .env sieht so aus:

POSTGRES_USER=shop
POSTGRES_PASSWORD=⟦S:pw('kaffeetasse')⟧
REDIS_PASSWORD="⟦S:pwr(20, AN)⟧"
IMAGE_TAG=⟦L:semver()⟧

Log sagt nur 'FATAL: role "shop" does not exist'. Liegt's am Volume?""")

C("de", "rechnung-shop-negativ", "shop invoice with VAT id, order number and the word PIN; negative",
"""Ich hab von einem Online-Shop eine Rechnung bekommen: Bestellnr. ⟦L:dz(10)⟧, USt-IdNr. ⟦L:ust_de()⟧, Gesamtbetrag ⟦L:amount(20,300).replace('.',',')⟧ €. Auf der Seite steht auch, ich soll meine PIN nie per Mail schicken – ist der Shop seriös?""")

# ================================================================ French
C("fr", "nir-mutuelle", "own social security number; insurer's SIRET is public",
"""La mutuelle me demande mon numéro de sécu pour le remboursement des lunettes, c'est ⟦S:nir_fr()⟧. Sur leur courrier il y a SIRET ⟦L:siret_fr()⟧. Je peux le mettre dans le formulaire en ligne sans risque, ou je les appelle au ⟦L:'09 69 '+dz(2)+' '+dz(2)+' '+dz(2)⟧ ?""")

C("fr", "cb-3dsecure", "card number, security code and 3-D Secure SMS code; order number look-alike",
"""Le paiement sur le site de la SNCF échoue à chaque fois. Carte ⟦S:card('visa')⟧, cryptogramme ⟦S:cvv()⟧.\n---\nLe code SMS vient d'arriver : ⟦S:otp()⟧, mais ça me renvoie une erreur. Commande n° ⟦L:rs(UP,2)+dz(8)⟧. Vous avez une idée ?""")

C("fr", "digicode-en-lettres", "door code spelled in words and letter; parcel number look-alike",
"""Tu peux m'écrire un petit message pour le livreur ? Le digicode c'est B ⟦B:d=pin(4)⟧⟦S:inwords(d,'fr')⟧ (oui je l'écris en lettres pour pas me tromper), puis 2e étage porte gauche. Colis ⟦L:'6A'+dz(11)⟧.""")

C("fr", "edf-rib-negatif", "supplier's bank details and client reference; negative",
"""J'ai reçu un mail d'EDF qui dit de payer sur un nouveau RIB : ⟦L:iban('FR')⟧, référence client ⟦L:dz(10)⟧, TVA ⟦L:tva_fr()⟧. Ils disent de ne jamais donner mon mot de passe par téléphone. C'est du phishing à votre avis ?""")

# ================================================================ Spanish
C("es", "dni-renta-cif", "own DNI vs employer's CIF",
"""Estoy haciendo la Renta y el borrador no me deja confirmar. Mi DNI es ⟦S:dni_es()⟧ y el CIF de la empresa que aparece en el certificado de retenciones es ⟦L:cif_es()⟧. ¿Tengo que pedir el número de referencia otra vez o llamo al ⟦L:'901 200 345'⟧?""")

C("es", "pin-palabras-iban", "card PIN in Spanish words and own IBAN; bank phone look-alike",
"""Mi abuela me dictó el PIN de su tarjeta por teléfono: ⟦B:p=pin(4)⟧⟦S:inwords(p,'es')⟧. Y su cuenta es ⟦S:iban('ES')⟧. ¿Puedo sacar dinero por ella en el cajero o tiene que ir ella? El banco me dio el ⟦L:'900 '+dz(3)+' '+dz(3)⟧ para dudas.""")

C("es", "mercadopago-keys", "Mercado Pago access token vs public key",
"""Estoy integrando Checkout Pro:
MP_PUBLIC_KEY=⟦L:mp_public()⟧
MP_ACCESS_TOKEN=⟦S:mp_token()⟧
y la preferencia se crea pero el webhook nunca llega. ¿Tengo que configurar algo en el panel?""")

C("es", "pedido-tienda-negativo", "shop order, tax id and tracking; negative",
"""Hice un pedido (nº ⟦L:dz(9)⟧) en una tienda online con CIF ⟦L:cif_es()⟧ y el seguimiento ⟦L:'PQ'+rs(UP,2)+dz(10)+'ES'⟧ lleva una semana parado. Me piden usuario y contraseña para reclamar, ¿eso es normal?""")

# ================================================================ Portuguese
C("pt", "cpf-boleto-escola", "own CPF; school's CNPJ public",
"""Preciso emitir a segunda via do boleto da escola do meu filho. O site pede meu CPF ⟦S:cpf_br()⟧ e mostra o CNPJ da escola ⟦L:cnpj_br()⟧. Não achei o botão de segunda via, só aparece a linha digitável antiga ⟦L:'%s.%s %s.%s %s.%s %s %s'%(dz(5),dz(5),dz(5),dz(6),dz(5),dz(6),dz(1),dz(14))⟧. Onde fica?""")

C("pt", "nif-multibanco-nipc", "own NIF vs company NIPC and Multibanco reference",
"""Recebi uma fatura da água com entidade ⟦L:dz(5)⟧ e referência ⟦L:dz(3)+' '+dz(3)+' '+dz(3)⟧. O NIF que está lá é o meu, ⟦S:nif_pt()⟧, mas o NIPC da empresa ⟦L:nif_pt('5')⟧ não bate com o site deles. Pago ou não?""")

C("pt", "dev-properties", "Brazilian dev pasting application.properties; version look-alike",
"""galera, o Spring Boot ⟦L:'3.'+str(R.randint(1,4))+'.'+str(R.randint(0,9))⟧ não conecta no banco:
spring.datasource.url=jdbc:postgresql://localhost:5432/loja
spring.datasource.username=loja
spring.datasource.password=⟦S:pw('goiabada')⟧
jwt.secret=⟦S:hx(64)⟧
alguém sabe o que pode ser?""")

# ================================================================ Italian
C("it", "codice-fiscale-caf", "own codice fiscale vs CAF partita IVA",
"""Per il 730 il CAF mi chiede il codice fiscale ⟦S:cf_it('Bianchi','Marco')⟧ e scrive sul modulo la loro partita IVA ⟦L:piva_it()⟧. Devo firmare anche la delega o basta lo SPID? Il numero di protocollo è ⟦L:dz(8)+'/'+'2026'⟧.""")

C("it", "home-banking-otp", "home banking password and OTP",
"""Non riesco a entrare nell'home banking: metto la password ⟦S:pw('girasole')⟧ e il codice OTP ⟦S:otp()⟧ dell'app, ma dice 'credenziali errate'. Devo chiamare la filiale?""")

C("it", "iban-condominio", "own IBAN vs the condominium's IBAN",
"""L'amministratore di condominio vuole le rate su ⟦L:iban('IT')⟧. Io pago dal mio conto ⟦S:iban('IT')⟧ con bonifico ricorrente. Come scrivo la causale per l'anno ⟦N:'2026'⟧?""")

# ================================================================ Dutch
C("nl", "bsn-digid", "own BSN and DigiD password; tax-office phone number public",
"""Ik kom niet in Mijn Belastingdienst. BSN ⟦S:bsn_nl()⟧, DigiD-wachtwoord ⟦S:pw('stroopwafel')⟧. De Belastingtelefoon ⟦L:'0800-0543'⟧ zegt dat ik een nieuwe activeringscode moet aanvragen. Klopt dat?""")

C("nl", "factuur-kvk-btw", "business's KvK and VAT number vs own IBAN",
"""Kun je een nette mail maken naar de aannemer? Hun factuur heeft KvK ⟦L:dg(8)⟧ en btw-id ⟦L:btw_nl()⟧, maar het bedrag klopt niet. Ik heb al ⟦L:amount(200,900).replace('.',',')⟧ euro overgemaakt vanaf ⟦S:iban('NL')⟧.""")

C("nl", "mollie-key-profile", "Mollie live API key secret; profile id look-alike",
"""Mollie webhook doet niks. In de config staat
MOLLIE_API_KEY=live_⟦S:b62(30)⟧
MOLLIE_PROFILE_ID=⟦L:'pfl_'+b62(10)⟧
Moet de webhook-URL publiek bereikbaar zijn of kan het ook via ngrok?""")

# ================================================================ Polish
C("pl", "pesel-nip-pracodawca", "own PESEL vs employer NIP and REGON",
"""Wypełniam wniosek o 800+. Mój PESEL ⟦S:pesel()⟧, a pracodawca ma NIP ⟦L:nip_pl()⟧ i REGON ⟦L:regon_pl()⟧. Czy trzeba podać dane pracodawcy, jeśli jestem na umowie o pracę?""")

C("pl", "blik-allegro", "BLIK code vs order number",
"""Kod BLIK ⟦S:otp()⟧ wygasł zanim go wpisałem\n---\nA zamówienie na Allegro ⟦L:hx(8)+'-'+hx(4)⟧ się zawiesiło. Czy pieniądze zostały pobrane?""")

C("pl", "gitlab-ci-token", "GitLab runner token in a CI config; commit id look-alike",
"""Runner nie chce się zarejestrować:
gitlab-runner register --url https://gitlab.firma.pl --token ⟦S:'glrt-'+rs(URLS,20)⟧
Ostatni działający commit to ⟦L:sha1()⟧. Co mogło się zmienić?""")

# ================================================================ Russian
C("ru", "inn-snils-rabotodatel", "own INN and SNILS vs employer INN",
"""Заполняю заявление на налоговый вычет. Мой ИНН ⟦S:inn_ru12()⟧, СНИЛС ⟦S:snils()⟧. В справке 2-НДФЛ ИНН работодателя ⟦L:inn_ru10()⟧. Куда в личном кабинете это вводить?""")

C("ru", "mir-sms-zakaz", "Mir card with CVC and SMS code; order number look-alike",
"""Оплата на маркетплейсе не проходит. Карта Мир ⟦S:card('mir')⟧, CVC ⟦S:cvv()⟧.\n---\nВот код из СМС ⟦S:otp()⟧, ввожу его, а пишет 'операция отклонена'. Заказ № ⟦L:dz(9)+'-'+dz(4)⟧. Что делать?""")

C("ru", "tg-bot-commit", "Telegram bot token; commit hash look-alike",
"""Бот перестал отвечать после коммита ⟦L:hx(7)⟧. Токен такой: ⟦S:tg_bot()⟧, вебхук стоит на https://bot.example.ru/hook. getWebhookInfo пишет last_error_message: 'Wrong response from the webhook: 502'.""")

# ================================================================ Ukrainian
C("uk", "rnokpp-iban-edrpou", "own RNOKPP and IBAN vs company EDRPOU",
"""Роботодавець просить реквізити для зарплати: мій РНОКПП ⟦S:rnokpp_ua()⟧, рахунок ⟦S:iban('UA',False)⟧. У договорі їхній код ЄДРПОУ ⟦L:edrpou_ua()⟧. Чи треба ще паспорт?""")

C("uk", "pin-corrected", "card PIN given, then corrected",
"""Мама забула PIN від картки. Вона думає, що це ⟦B:a=pin(4)⟧⟦S:a⟧\n---\nні, стоп, вона каже ⟦S:a[::-1] if a[::-1]!=a else str((int(a)+1)%10000).zfill(4)⟧. Скільки разів можна помилитися, поки банкомат не заблокує?""")

C("uk", "nova-poshta-negative", "parcel waybill and phone; talks about a password without giving one; negative",
"""Нова Пошта надіслала СМС з паролем для отримання посилки, але я його видалила. ТТН ⟦L:pick('20','59')+dz(12)⟧, телефон відділення ⟦L:'0 800 500 609'⟧. Як отримати новий код?""")

# ================================================================ Turkish
C("tr", "tckn-edevlet", "own T.C. Kimlik No and e-Devlet password; employer IBAN look-alike",
"""e-Devlet'e giremiyorum. TC kimlik no ⟦S:tckn()⟧, şifrem ⟦S:pw('lale')⟧. Maaş yatan şirketin IBAN'ı ⟦L:iban('TR')⟧ olarak görünüyor ama ben değiştirmedim. Ne yapmalıyım?""")

C("tr", "modem-sifre", "modem Wi-Fi password; SSID and serial look-alikes",
"""Yeni modemi kurdum. Ağ adı ⟦L:'SUPERONLINE_WiFi_'+dz(4)⟧, şifre ⟦S:rs('ABCDEFGHJKLMNPRSTUVYZ23456789',10)⟧. Seri no ⟦L:'ZTE'+rs(UP+D,12)⟧. Televizyon bağlanıyor ama laptop bağlanmıyor.""")

C("tr", "jwt-secret-vs-sha", "hex JWT secret vs a sha256 file hash of the same shape",
"""Express uygulamasında token doğrulama patlıyor.
JWT_SECRET=⟦S:hx(64)⟧
Dosyanın sha256'sı da ⟦L:sha256()⟧, ikisi karışmış olabilir mi? 'invalid signature' hatası alıyorum.""")

# ================================================================ Arabic
C("ar", "emirates-id-employer-iban", "own Emirates ID vs employer IBAN",
"""أريد تحديث بياناتي في البنك. رقم الهوية الإماراتية ⟦S:emirates_id()⟧، والشركة تحول الراتب من الحساب ⟦L:iban('AE')⟧. هل أحتاج إلى شهادة راتب جديدة؟""")

C("ar", "absher-otp", "Saudi national ID and Absher OTP; request number look-alike",
"""أحاول تجديد الجواز في أبشر. رقم الهوية ⟦S:saudi_id()⟧ ووصلني رمز التحقق ⟦S:otp(4)⟧ لكنه يقول انتهت صلاحيته، مع أني اتصلت بالرقم ⟦L:'920020405'⟧. رقم الطلب ⟦L:dz(10)⟧. ماذا أفعل؟""")

C("ar", "reset-negative", "password reset without any value; customer service number and order number; negative",
"""نسيت كلمة المرور لحسابي في المتجر، وخدمة العملاء على الرقم ⟦L:'800 '+dz(4)⟧ طلبوا رقم الطلب ⟦L:'#'+dz(8)⟧ فقط. هل هذا طبيعي أم يجب أن يطلبوا الرمز السري؟""")

# ================================================================ Hebrew
C("he", "teudat-zehut-company", "own Israeli ID vs employer company number",
"""אני ממלא טופס 101 לעבודה החדשה. מספר תעודת זהות שלי ⟦S:tz_il()⟧, והח.פ. של החברה ⟦L:il_company()⟧. צריך לצרף גם צילום של הספח? מספר העובד שלי ⟦L:dz(6)⟧.""")

C("he", "card-three-digits", "card number and CVV; order number look-alike",
"""ההזמנה באתר לא עוברת. כרטיס ⟦S:card('mc')⟧, שלוש ספרות בגב ⟦S:cvv()⟧, תוקף ⟦N:expiry()⟧. מספר הזמנה ⟦L:dz(8)⟧. אולי הבעיה בתשלומים?""")

C("he", "github-pat-fine", "fine-grained GitHub token; commit look-alike",
"""ה-CI נופל על clone. הגדרתי
GH_TOKEN=⟦S:github_pat()⟧
והקומיט האחרון ⟦L:sha1()⟧. יש לו הרשאות contents:read, מה חסר?""")

# ================================================================ Persian
C("fa", "melli-sheba", "own national code and own IBAN; tracking number look-alike",
"""برای ثبت‌نام وام دانشجویی کد ملی ⟦S:melli_ir()⟧ و شماره شبا ⟦S:iban('IR',False)⟧ رو وارد کردم، ولی خطا میده. کد پیگیری ⟦L:dz(12)⟧ هم دارم. مشکل از کجاست؟""")

C("fa", "modem-wifi", "modem Wi-Fi password; model look-alike",
"""مودم ⟦L:'TD-W'+dz(4)+'N'⟧ رو ریست کردم و رمز وای‌فای رو گذاشتم ⟦S:pw('anar')⟧ ولی گوشی وصل نمیشه. باید WPA2 رو عوض کنم؟""")

C("fa", "hash-negative", "hashes and a placeholder in a code question; negative",
"""این دو تا هش یکی نیستن: ⟦L:md5()⟧ و ⟦L:md5()⟧. توی کد هم به جای رمز نوشتم ⟦L:'<YOUR_PASSWORD>'⟧. چرا md5 برای ذخیره رمز عبور مناسب نیست؟""")

# ================================================================ Hindi
C("hi", "aadhaar-pan-gstin", "own Aadhaar and PAN vs a shop's GSTIN",
"""मुझे इनकम टैक्स रिटर्न में आधार और पैन लिंक करना है। आधार ⟦S:aadhaar()⟧, पैन ⟦S:pan_in('S')⟧। दुकान के बिल पर GSTIN ⟦L:gstin()⟧ लिखा है, क्या वो भी डालना होगा?""")

C("hi", "upi-pin-utr", "UPI PIN vs transaction reference",
"""पेमेंट कट गया पर दुकानदार को नहीं मिला। UTR नंबर ⟦L:dz(12)⟧ है। दुकान की UPI ID ⟦L:pick('sharmastores','guptakirana','balajimedical')+'@okaxis'⟧ है। मेरा UPI पिन ⟦S:pin(6)⟧ है, क्या किसी ने गलत इस्तेमाल किया होगा?""")

C("hi", "otp-warning-negative", "bank warns not to share OTP; complaint number only; negative",
"""बैंक से कॉल आया कि OTP बताओ, मैंने नहीं बताया। फिर मैंने शिकायत दर्ज की, नंबर ⟦L:'CMP'+dz(9)⟧ है। क्या अब कार्ड ब्लॉक करवाना चाहिए?""")

# ================================================================ Indonesian
C("id", "nik-npwp", "own NIK and NPWP vs employer's NPWP",
"""Mau lapor SPT tahunan. NIK saya ⟦S:nik_id()⟧, NPWP pribadi ⟦S:npwp_id()⟧. Di bukti potong 1721-A1 ada NPWP perusahaan ⟦L:npwp_id()⟧. Yang diisi di DJP Online yang mana?""")

C("id", "otp-ojol", "OTP code vs order id",
"""Kak, akun ojol saya ke-logout terus. Tadi ada SMS kode OTP ⟦S:otp(4)⟧ padahal saya nggak minta. Nomor pesanan terakhir ⟦L:'F-'+dz(10)⟧. Itu bahaya nggak?""")

C("id", "midtrans-keys", "Midtrans server key secret vs client key public",
"""Integrasi Snap Midtrans error 401:
MIDTRANS_SERVER_KEY=⟦S:midtrans('server')⟧
MIDTRANS_CLIENT_KEY=⟦L:midtrans('client')⟧
Client key-nya sudah saya taruh di snap.js. Apa server key harus di-base64 dulu?""")

# ================================================================ Vietnamese
C("vi", "cccd-mst", "own citizen ID vs company tax code",
"""Mình đang khai quyết toán thuế TNCN. Số CCCD của mình là ⟦S:cccd_vn()⟧, mã số thuế công ty ⟦L:mst_vn()⟧. Mình có cần đăng ký mã số thuế cá nhân riêng không? Tổng đài hỗ trợ là ⟦L:'1900 '+dz(4)⟧.""")

C("vi", "bank-otp-password", "banking password and OTP; transaction code look-alike",
"""App ngân hàng báo sai mật khẩu dù mình nhập đúng ⟦S:pw('hoasen')⟧. Mã OTP ⟦S:otp()⟧ cũng không nhận. Mã giao dịch ⟦L:'FT'+dz(14)⟧ bị treo. Làm sao đây?""")

C("vi", "momo-secret-requestid", "payment gateway secret key; request id UUID look-alike",
"""Tích hợp cổng thanh toán bị lỗi chữ ký:
{"partnerCode": "MOMO⟦N:rs(UP,6)⟧", "accessKey": "⟦N:b62(16)⟧", "secretKey": "⟦S:b62(32)⟧", "requestId": "⟦L:uuid4()⟧"}
Thứ tự các trường khi tạo chữ ký HMAC là gì?""")

# ================================================================ Thai
C("th", "thai-id-company", "own Thai ID vs company tax id (same 13-digit check scheme)",
"""กรอกแบบ ภ.ง.ด.90 อยู่ค่ะ เลขบัตรประชาชน ⟦S:thai_id()⟧ ส่วนเลขผู้เสียภาษีของบริษัทในหนังสือรับรองหัก ณ ที่จ่ายคือ ⟦L:thai_company()⟧ ต้องกรอกตรงไหนคะ""")

C("th", "app-pin-ref", "mobile banking PIN vs transfer reference",
"""โอนเงินไปแล้วแต่ร้านบอกยังไม่ได้รับ เลขที่อ้างอิง ⟦L:dz(4)+rs(UP,2)+dz(12)⟧ รหัส PIN แอปธนาคารของผมคือ ⟦S:pin(6)⟧ ควรเปลี่ยนไหมครับ""")

C("th", "parcel-negative", "parcel tracking and talk about passwords; negative",
"""พัสดุเลข ⟦L:'TH'+dz(11)+rs(UP,1)⟧ ค้างอยู่ที่ศูนย์คัดแยกมาสามวันแล้ว ขนส่งบอกให้ยืนยันตัวตนผ่านลิงก์แล้วใส่รหัสผ่าน เป็นมิจฉาชีพหรือเปล่าคะ""")

# ================================================================ Swedish
C("sv", "personnummer-orgnr", "own personnummer vs employer org number",
"""Försäkringskassan vill ha ett intyg från arbetsgivaren. Mitt personnummer är ⟦S:pnr_se()⟧ och företagets organisationsnummer ⟦L:orgnr_se()⟧. Kan jag skicka det via Mina sidor eller ska jag ringa ⟦L:'0771-524 524'⟧?""")

C("sv", "bankid-ocr", "own security code vs invoice OCR number (Luhn)",
"""Ska betala elräkningen, OCR ⟦L:ocr_se()⟧ och bankgiro ⟦L:dz(4)+'-'+dz(4)⟧. Banken frågar efter min säkerhetskod för BankID, den är ⟦S:pin(6)⟧. Varför behövs den för en vanlig betalning?""")

C("sv", "slack-bot-channel", "Slack bot token vs channel id",
"""Boten postar inte i kanalen ⟦L:'C0'+rs(UP+D,9)⟧. Token:
SLACK_BOT_TOKEN=⟦S:slack_bot()⟧
Felet är not_in_channel, fast jag har bjudit in den.""")

# ================================================================ Danish
C("da", "cpr-mitid-cvr", "own CPR and MitID password vs employer CVR",
"""Jeg skal logge ind på Skat for at rette forskudsopgørelsen. CPR ⟦S:cpr_dk()⟧, MitID-adgangskode ⟦S:pw('rugbrød')⟧. Arbejdsgiveren har CVR ⟦L:cvr_dk()⟧. Hvor retter jeg lønnen? Skattestyrelsens nummer er ⟦L:'72 22 18 18'⟧.""")

C("da", "faktura-negativ", "shop invoice with CVR and payment id; negative",
"""Fik en faktura fra en webshop, CVR ⟦L:cvr_dk()⟧, betalings-id +71<⟦L:dz(15)⟧ +⟦L:dz(8)⟧<. Der står også 'vi beder aldrig om din adgangskode'. Hvordan betaler jeg med FI-kort i netbank?""")

# ================================================================ Norwegian
C("no", "fnr-kid-orgnr", "own national id number vs KID number and org number",
"""NAV (saksnummer ⟦L:dz(8)⟧) vil ha fødselsnummeret mitt ⟦S:fnr_no()⟧ på skjemaet. Fakturaen fra barnehagen har KID ⟦L:kid_no()⟧ og org.nr ⟦L:orgnr_no()⟧. Må jeg fylle inn begge?""")

C("no", "bod-kode", "storage room code; order number look-alike",
"""Kan du skrive en melding til naboen? Nøkkelen til hytta ligger i boden, koden på hengelåsen er ⟦S:pin(4)⟧. Pakken med bestillingsnummer ⟦L:dz(8)⟧ kommer fredag.""")

# ================================================================ Finnish
C("fi", "hetu-ytunnus", "own personal identity code vs employer business id",
"""Kela (puh. ⟦L:'020 692 '+dz(3)⟧) pyytää henkilötunnusta ⟦S:hetu_fi()⟧ ja työnantajan Y-tunnusta ⟦L:ytunnus_fi()⟧. Voiko ne lähettää tavallisella sähköpostilla?""")

C("fi", "iban-viite-tunnusluku", "own IBAN and card PIN vs invoice reference number",
"""Maksoin laskun viitteellä ⟦L:viite_fi()⟧ omalta tililtäni ⟦S:iban('FI')⟧, mutta se palautui. Pankki kysyi puhelimessa kortin tunnuslukua ⟦S:pin(4)⟧, sanoin sen. Oliko se virhe?""")

C("fi", "openai-legacy-uuid", "legacy OpenAI key; organization UUID-like id neutral; request UUID look-alike",
"""Vanha skripti ei enää toimi:
openai.api_key = "⟦S:openai_legacy()⟧"
Virhe: 'The model does not exist'. Request id ⟦L:uuid4()⟧. Pitääkö avain vaihtaa uuteen muotoon?""")

# ================================================================ Czech
C("cs", "rodne-cislo-ico", "own birth number vs employer IČO",
"""Vyplňuju přihlášku na zdravotní pojišťovnu. Rodné číslo ⟦S:rc_cz()⟧, IČO zaměstnavatele ⟦L:ico_cz()⟧. Musím to nahlásit i na OSSZ? Číslo jednací ⟦L:'OSSZ/'+dz(5)+'/2026'⟧.""")

C("cs", "ucet-vs", "own account (IBAN) and PIN; variable symbol look-alike",
"""Platím nájem, variabilní symbol ⟦L:dz(10)⟧. Z mého účtu ⟦S:iban('CZ')⟧ to neodešlo, bankovnictví chce PIN k potvrzení, zadávám ⟦S:pin(4)⟧ a nic. Co s tím?""")

C("cs", "heslo-placeholder-negative", "config with placeholders and env references; negative",
"""V README máme:
DB_HESLO=⟦L:'<sem_dej_heslo>'⟧
API_KLIC=⟦L:'${API_KEY}'⟧
Je lepší dát .env do .gitignore, nebo používat vault?""")

# ================================================================ Hungarian
C("hu", "adoazonosito-adoszam", "own tax identification number vs company tax number",
"""Az SZJA bevallásban az adóazonosító jelem ⟦S:adoaz_hu()⟧, a munkáltató adószáma ⟦L:adoszam_hu()⟧. Az ügyfélkapus jelszavam is kéne, vagy elég az Ügyfélkapu+?""")

C("hu", "iban-company", "own IBAN vs company IBAN",
"""Átutaltam a közös költséget a saját számlámról (⟦S:iban('HU')⟧) a társasház számlájára (⟦L:iban('HU')⟧), de visszajött. Mi lehet a gond?""")

# ================================================================ Romanian
C("ro", "cnp-cui", "own CNP vs company CUI",
"""Completez declarația unică. CNP-ul meu ⟦S:cnp_ro()⟧, iar firma la care lucrez are CUI ⟦L:cui_ro()⟧. Unde trec veniturile din chirie? Formularul e ⟦L:'D212'⟧.""")

C("ro", "card-emag", "card number and CVV; order number look-alike",
"""Plata pe eMAG e refuzată. Cardul ⟦S:card('mc2')⟧, CVV ⟦S:cvv()⟧. Comanda ⟦L:dz(9)⟧. Banca zice că nu vede tranzacția.""")

C("ro", "parola-politica-negative", "password policy discussion; negative",
"""La serviciu ne obligă să schimbăm parola la 90 de zile și să nu folosim ceva ca ⟦L:'Parola123!'⟧ sau ⟦L:'Admin2024'⟧. Ce sistem recomanzi ca să nu le uit?""")

# ================================================================ Greek
C("el", "afm-taxisnet", "own tax number and Taxisnet password vs employer tax number",
"""Δεν μπορώ να μπω στο Taxisnet. ΑΦΜ ⟦S:afm_gr()⟧, κωδικός ⟦S:pw('thalassa')⟧. Ο αριθμός πρωτοκόλλου είναι ⟦L:dz(9)⟧ και ο εργοδότης έχει ΑΦΜ ⟦L:afm_gr()⟧. Να κάνω επαναφορά κωδικού;""")

C("el", "iban-enoikio", "own IBAN vs landlord IBAN",
"""Ο ιδιοκτήτης μου έδωσε νέο IBAN για το ενοίκιο: ⟦L:iban('GR')⟧. Εγώ πληρώνω από ⟦S:iban('GR')⟧. Πώς ορίζω πάγια εντολή;""")

# ================================================================ Swahili
C("sw", "mpesa-pin", "M-Pesa PIN vs transaction code and paybill number",
"""Nimetuma pesa kwa paybill ⟦L:dz(6)⟧ lakini haijafika. Msimbo wa muamala ni ⟦L:mpesa_code()⟧. PIN yangu ya M-Pesa ni ⟦S:pin(4)⟧, je nibadilishe?""")

C("sw", "kra-id", "own KRA PIN and ID number vs employer KRA PIN",
"""Nataka kujaza ritani ya KRA. PIN yangu ni ⟦S:kra_pin()⟧ na namba ya kitambulisho ⟦S:dg(8)⟧. Mwajiri wangu ana PIN ⟦L:'P'+dz(9)+R.choice(UP)⟧. Nifanyeje kwenye iTax? Nambari ya kurejelea ya mwaka jana ilikuwa ⟦L:'KRA'+dz(15)⟧.""")

# ================================================================ Tagalog
C("tl", "gcash-mpin-otp", "e-wallet MPIN and OTP vs reference number",
"""Hindi ko ma-open ang GCash ko. MPIN ko ay ⟦S:pin(4)⟧ tapos dumating yung OTP na ⟦S:otp()⟧ pero invalid daw. Ref no. ng huling transaction ⟦L:dz(13)⟧. Ano gagawin ko?""")

C("tl", "tin-sss", "own TIN and SSS number vs employer TIN",
"""Kailangan ko mag-file ng ITR. TIN ko ay ⟦S:tin_ph()⟧ at SSS number ⟦S:sss_ph()⟧. Sa BIR 2316 may TIN din ng employer, ⟦L:tin_ph()⟧. Alin ang ilalagay ko sa eBIRForms? RDO code namin ⟦L:'RDO '+dz(3)⟧.""")

# ================================================================ Chinese
C("zh", "sfz-uscc", "own resident ID vs company unified social credit code",
"""我在填个税APP的专项附加扣除，身份证号 ⟦S:rid_cn()⟧，公司统一社会信用代码 ⟦L:uscc_cn()⟧，系统提示扣缴义务人不存在，APP 版本是 ⟦L:semver()⟧，怎么回事？""")

C("zh", "zhifu-mima-dingdan", "payment password vs order and courier numbers",
"""淘宝付款一直失败，支付密码 ⟦S:pin(6)⟧ 肯定没错。订单号 ⟦L:dz(19)⟧，快递单号 ⟦L:'SF'+dz(13)⟧。是不是银行卡被风控了？""")

C("zh", "aliyun-ak", "Alibaba Cloud AccessKey pair; RequestId look-alike",
"""OSS 上传报 SignatureDoesNotMatch：
accessKeyId: ⟦S:aliyun_akid()⟧
accessKeySecret: ⟦S:b62(30)⟧
RequestId: ⟦L:uuid4().upper()⟧
时间同步过了，还可能是什么原因？""")

C("zh", "bcrypt-negative", "hashing question with a placeholder and example hash; negative",
"""数据库里密码字段存的是 ⟦L:'$2b$12$'+rs(AN+'./',53)⟧ 这种，配置文件里写的是 ⟦L:'password: ${DB_PASS}'⟧。bcrypt 的 cost 设成 12 合适吗？""")

# ================================================================ Japanese
C("ja", "mynumber-hojin", "own My Number vs company corporate number",
"""年末調整の書類で会社からマイナンバーを聞かれました。私の番号は ⟦S:mynumber_jp()⟧ です。会社の法人番号 ⟦L:hojin_jp()⟧ も書く欄があるんですが（源泉徴収票の整理番号は ⟦L:dz(10)⟧）、どこで確認できますか？""")

C("ja", "anshou-teisei", "bank PIN given then corrected; payee account look-alike",
"""ATMで暗証番号を間違えました。⟦B:a=pin(4)⟧⟦S:a⟧だと思ってたけど\n---\nもしかしたら⟦S:a[2:]+a[:2] if a[2:]+a[:2]!=a else str((int(a)+7)%10000).zfill(4)⟧だったかも。振込先は ⟦L:'普通 '+dz(7)⟧ です。ロックされたら窓口に行くしかないですか？""")

C("ja", "line-channel-secret", "LINE channel secret vs webhook event id",
"""LINE Messaging API の署名検証が失敗します。
LINE_CHANNEL_SECRET=⟦S:hx(32)⟧
LINE_CHANNEL_ID=⟦N:dg(10)⟧
webhookEventId: ⟦L:rs(UP+D,26)⟧
x-line-signature の計算はボディそのままでいいんですよね？""")

C("ja", "toiawase-negative", "password reset talk; inquiry number; negative",
"""パスワードを忘れてログインできません。サポートに問い合わせたら、お問い合わせ番号 ⟦L:dz(4)+'-'+dz(4)⟧ で折り返し連絡すると言われました。パスワード自体は電話で伝えなくていいですよね？""")

# ================================================================ Korean
C("ko", "rrn-brn", "own resident registration number vs business registration number",
"""연말정산 하는데 주민등록번호 ⟦S:rrn_kr()⟧ 입력하면 오류가 나요. 회사 사업자등록번호 ⟦L:brn_kr()⟧ 는 맞게 들어가 있어요. 홈택스 문제일까요? 접수번호는 ⟦L:dz(3)+'-'+dz(4)+'-'+dz(7)⟧ 이에요.""")

C("ko", "otp-account-pw", "bank OTP and account password vs transaction number",
"""이체하려는데 계좌 비밀번호 ⟦S:pin(4)⟧ 랑 OTP ⟦S:otp()⟧ 넣어도 실패해요. 거래번호 ⟦L:dz(12)⟧ 로 은행에 문의하면 되나요?""")

C("ko", "kakao-js-vs-rest", "Kakao JavaScript key (public) vs REST API key (secret), both 32 hex",
"""카카오 로그인 붙이는 중인데요,
JavaScript 키: ⟦L:hx(32)⟧ (프론트에 넣음)
REST API 키: ⟦S:hx(32)⟧ (서버)
KOE101 에러가 나요. 리다이렉트 URI는 등록했어요.""")

# ================================================================ engine
MARK = re.compile(r"⟦([SLNB]):(.*?)⟧", re.S)
BIND = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(?!=)(.*)$", re.S)


def render(text):
    ns = dict(globals())
    secrets, looks = [], []

    def sub(m):
        kind, expr = m.group(1), m.group(2)
        name = None
        b = BIND.match(expr)
        if b:
            name, expr = b.group(1), b.group(2)
        val = eval(expr, ns)
        if name:
            ns[name] = val
        if kind == "B":
            return ""
        if not isinstance(val, str):
            raise ValueError("marker value is not a string: %r" % expr)
        if kind == "S" and val not in secrets:
            secrets.append(val)
        if kind == "L" and val not in looks:
            looks.append(val)
        return val
    out = MARK.sub(sub, text)
    return out, secrets, looks


def spans(text, s):
    out, i = [], text.find(s)
    while i >= 0:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def validate(cases):
    errs = []
    ids = Counter(c["id"] for c in cases)
    errs += ["duplicate id %s" % k for k, v in ids.items() if v > 1]
    for c in cases:
        cid = c["id"]
        if not cid.startswith(PREFIX + "-"):
            errs.append("%s: bad prefix" % cid)
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c.get(k), str) or not c[k]:
                errs.append("%s: missing %s" % (cid, k))
        t = c["text"]
        if "⟦" in t or "⟧" in t:
            errs.append("%s: unrendered marker" % cid)
        for kind in ("secrets", "lookalikes"):
            for v in c[kind]:
                if not isinstance(v, str) or not v.strip():
                    errs.append("%s: empty %s value" % (cid, kind))
                elif v not in t:
                    errs.append("%s: %s value not in text: %r" % (cid, kind, v))
                elif v != v.strip():
                    errs.append("%s: %s value has outer whitespace: %r" % (cid, kind, v))
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                for a0, a1 in spans(t, s):
                    for b0, b1 in spans(t, l):
                        if a0 < b1 and b0 < a1:
                            errs.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
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
                out += ["      - " + q(v) for v in c[k]]
            else:
                out.append("    %s: []" % k)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def build():
    cases = []
    for n, (lang, slug, note, text) in enumerate(CASES, 1):
        t, s, l = render(text)
        cases.append({"id": "%s-%03d-%s-%s" % (PREFIX, n, lang, slug), "lang": lang, "text": t,
                      "secrets": s, "lookalikes": l, "note": note})
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 2
    cases = build()
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(dump(cases))
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    neg = sum(1 for c in cases if not c["secrets"])
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes" % (sys.argv[1], len(cases), neg, ns, nl))
    return 0


if __name__ == "__main__":
    sys.exit(main())
