#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v48 for a secrets filter.

Usage: python3 make_heldout_v48.py heldout_v48.yaml

Standard library only.  Every value is drawn from random.Random(48).  The generator validates every
case (exact substrings, no secret/look-alike overlap, unique ids, short values once per case, no listed
number embedded in a longer number, no YAML-hostile characters) and exits 1 on any problem.
"""
import base64
import hashlib
import hmac
import json
import random
import string
import struct
import sys
import unicodedata

NAME = "heldout_v48"
SEED = 48
PREFIX = "H48"
SEP = "\n---\n"

R = random.Random(SEED)

D = string.digits
U = string.ascii_uppercase
L = string.ascii_lowercase
AN = U + L + D
UD = U + D
LD = L + D
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B32 = U + "234567"
B64 = AN + "+/"
B64U = AN + "-_"
PWSYM = "!@#$%&*?-_=+."


# ----------------------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rdig(n, lead=True):
    s = rs(D, n)
    if lead and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def sample(seq, k):
    return R.sample(seq, k)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def msgs(*parts):
    return SEP.join(parts)


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1hex():
    return rs(HEX, 40)


def sha256hex():
    return rs(HEX, 64)


def date_dmy(sep="."):
    return "%02d%s%02d%s%d" % (ri(1, 28), sep, ri(1, 12), sep, ri(2024, 2026))


# ----------------------------------------------------------------------------- passwords
EN_WORDS = ["sunflower", "pancake", "thunder", "maverick", "bluebird", "pumpkin", "rocket", "falcon",
            "harbor", "jasmine", "cobalt", "meadow", "phoenix", "marble", "cricket", "lantern",
            "walrus", "biscuit", "copper", "velvet", "tiger", "summer", "winter", "ocean", "dragon",
            "monkey", "shadow", "river", "cherry", "panther", "oliver", "buster", "ginger", "kodiak"]

LEET = {"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"}


def leet(w):
    out = []
    for ch in w:
        if ch.lower() in LEET and R.random() < 0.6:
            out.append(LEET[ch.lower()])
        else:
            out.append(ch)
    return "".join(out)


def pw_random(n=None):
    n = n or ri(12, 18)
    while True:
        s = rs(U + L + D + PWSYM, n)
        if (any(c in U for c in s) and any(c in L for c in s) and any(c in D for c in s)
                and any(c in PWSYM for c in s) and s[-1] not in ".-_" and s[0] not in ".-_"):
            return s


def pw_alnum(n=None):
    n = n or ri(10, 16)
    while True:
        s = rs(AN, n)
        if any(c in U for c in s) and any(c in L for c in s) and any(c in D for c in s):
            return s


def pw_human(words=EN_WORDS):
    w1, w2 = pick(words), pick(words)
    pat = ri(0, 4)
    if pat == 0:
        return w1.capitalize() + str(ri(1961, 2012)) + pick("!#$*")
    if pat == 1:
        return w1.capitalize() + pick("@#_") + w2 + str(ri(10, 99))
    if pat == 2:
        return w1 + str(ri(100, 999)) + w2.capitalize()
    if pat == 3:
        return leet(w1.capitalize()) + str(ri(1, 99)) + "!"
    return w1.capitalize() + w2.capitalize() + str(ri(1000, 9999))


def pw_phrase(words=EN_WORDS, k=4, sep="-"):
    return sep.join(sample(words, k)) + sep + str(ri(10, 99))


def pin(n=4):
    while True:
        s = rs(D, n)
        if len(set(s)) > 2 and s not in ("1234", "0000", "123456", "654321"):
            return s


# ----------------------------------------------------------------------------- Luhn & cards
def luhn_digit(payload):
    s = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


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


TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000000000000002",
              "378282246310005", "4000056655665556", "5105105105105100"}


def card(prefix, length=16):
    while True:
        body = prefix + rs(D, length - 1 - len(prefix))
        n = body + luhn_digit(body)
        if n not in TEST_CARDS:
            return n


def visa():
    return card("4" + str(ri(1, 9)))


def mastercard():
    return card(str(ri(51, 55)))


def amex():
    return card(pick(["34", "37"]), 15)


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return n[:4] + sep + n[4:10] + sep + n[10:]
    return grp(n, 4, sep)


def expiry(sep="/"):
    return "%02d%s%02d" % (ri(1, 12), sep, ri(26, 31))


def cvc(n=3):
    return rs(D, n)


# ----------------------------------------------------------------------------- IBAN
def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def mk_iban(cc, bban):
    cd = 98 - _iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, cd, bban)


def iban_ok(ib):
    ib = ib.replace(" ", "")
    return _iban_num(ib[4:] + ib[:4]) % 97 == 1


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "GB": 22, "PL": 28, "CZ": 24, "SE": 24,
            "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "PT": 25, "SA": 24, "AE": 23,
            "UA": 29, "IL": 23, "IR": 26, "BE": 16, "AT": 20, "DK": 18}


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def cf_char(s):
    t = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def rib_key(bank, branch, acct):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def pl_routing():
    bank = pick(["102", "105", "114", "109", "124", "116"])
    body = bank + rdig(4, False)
    w = [3, 9, 7, 1, 3, 9, 7]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)


def cz_account():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        a = rdig(9)
        c = (-sum(int(x) * y for x, y in zip(a, w))) % 11
        if c < 10:
            acct = a + str(c)
            assert sum(int(x) * y for x, y in zip(acct, w)) % 11 == 0
            return acct


def no_account():
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        a = pick(["1503", "1206", "9710", "1254", "3000", "6030", "8601"]) + rdig(6, False)
        c = 11 - sum(int(x) * y for x, y in zip(a, w)) % 11
        if c == 11:
            c = 0
        if c < 10:
            return a + str(c)


def hu_block(digits):
    w = [9, 7, 3, 1] * 5
    return str((10 - sum(int(a) * b for a, b in zip(digits, w)) % 10) % 10)


def hu_account():
    a = pick(["117", "104", "116", "120", "107"]) + rdig(4, False)
    a += hu_block(a)
    b = rdig(15, False)
    b += hu_block(b)
    return a + b


def pt_nib():
    bank = pick(["0035", "0033", "0010", "0007", "0036"])
    body = bank + rdig(4, False) + rdig(11, False)
    return body + "%02d" % (98 - int(body + "00") % 97)


def bban(cc):
    if cc == "DE":
        return pick(["10070000", "20050550", "37050198", "50010517", "70020270", "43060967",
                     "12030000", "60050101"]) + rdig(10, False)
    if cc == "FR":
        bank = pick(["30004", "30003", "20041", "10278", "30002"])
        br = rdig(5, False)
        ac = rdig(11, False)
        return bank + br + ac + rib_key(bank, br, ac)
    if cc == "ES":
        bank = pick(["2100", "0049", "0182", "0081", "1465"])
        br = rdig(4, False)
        ac = rdig(10, False)
        return bank + br + str(es_dc("00" + bank + br)) + str(es_dc(ac)) + ac
    if cc == "IT":
        abi = pick(["03069", "02008", "05034", "03062", "01030"])
        cab = rdig(5, False)
        conto = "0000" + rdig(8)
        return cf_char(abi + cab + conto) + abi + cab + conto
    if cc == "NL":
        return pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB"]) + rdig(10, False)
    if cc == "GB":
        return pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rdig(6) + rdig(8)
    if cc == "PL":
        return pl_routing() + rdig(16, False)
    if cc == "CZ":
        return pick(["0100", "0300", "0800", "2010", "0600", "3030"]) + "000000" + cz_account()
    if cc == "SE":
        return pick(["500", "600", "800", "300"]) + rdig(17, False)
    if cc == "NO":
        return no_account()
    if cc == "FI":
        return pick(["1", "4", "5", "8"]) + rdig(13, False)
    if cc == "HU":
        return hu_account()
    if cc == "RO":
        b = pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"])
        return b + ("RONCRT" + rdig(10, False) if b == "BTRL" else rdig(16, False))
    if cc == "GR":
        return pick(["011", "017", "026", "014"]) + rdig(4, False) + rdig(16, False)
    if cc == "TR":
        return pick(["00010", "00062", "00064", "00046", "00067"]) + "0" + rdig(16, False)
    if cc == "PT":
        return pt_nib()
    if cc == "SA":
        return pick(["10", "80", "45", "20"]) + "000" + rdig(15)
    if cc == "AE":
        return pick(["026", "033", "035", "030"]) + rdig(16)
    if cc == "UA":
        return pick(["305299", "322001", "300465", "380805"]) + "0000026" + rdig(12, False)
    if cc == "IL":
        return pick(["010", "012", "020", "011"]) + rdig(3, False) + "0000" + rdig(9)
    if cc == "IR":
        return pick(["017", "012", "015", "062"]) + "0000000" + rdig(12)
    raise ValueError(cc)


def iban(cc):
    ib = mk_iban(cc, bban(cc))
    assert len(ib) == IBAN_LEN[cc] and iban_ok(ib), ib
    return ib


def fmt_iban(ib):
    return grp(ib, 4)


# ----------------------------------------------------------------------------- other bank numbers
def aba_routing():
    while True:
        b = "%02d" % pick(list(range(1, 13)) + list(range(21, 33))) + rs(D, 6)
        s = 3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7])) + \
            int(b[2]) + int(b[5])
        r = b + str((10 - s % 10) % 10)
        if aba_ok(r):
            return r


def aba_ok(r):
    w = [3, 7, 1] * 3
    return sum(int(a) * b for a, b in zip(r, w)) % 10 == 0


def ru_account_key(bik, acct):
    """Control key of a Russian settlement account (digit 9) against the BIK's last three digits."""
    w = [7, 1, 3] * 8
    s = bik[-3:] + acct[:8] + "0" + acct[9:]
    s0 = sum((int(a) * b) % 10 for a, b in zip(s, w))
    return str((3 * s0) % 10)


def ru_account_ok(bik, acct):
    w = [7, 1, 3] * 8
    s = bik[-3:] + acct
    return sum((int(a) * b) % 10 for a, b in zip(s, w)) % 10 == 0


def ru_account(bik, kind="40817810"):
    a = kind + "0" + rdig(11, False)
    a = a[:8] + ru_account_key(bik, a) + a[9:]
    assert ru_account_ok(bik, a)
    return a


def clabe():
    bank = pick(["012", "002", "014", "072", "021"])
    body = bank + rdig(3, False) + rdig(11, False)
    w = [3, 7, 1] * 6
    s = sum((int(a) * b) % 10 for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


def cbu():
    w1 = [7, 1, 3, 9, 7, 1, 3]
    w2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]
    b1 = pick(["007", "011", "072", "285", "017"]) + rdig(4, False)
    b1 += str((10 - sum(int(a) * b for a, b in zip(b1, w1)) % 10) % 10)
    b2 = rdig(13, False)
    b2 += str((10 - sum(int(a) * b for a, b in zip(b2, w2)) % 10) % 10)
    return b1 + b2


# ----------------------------------------------------------------------------- national ids
def pesel():
    y, m, d = ri(1955, 2004), ri(1, 12), ri(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    base = "%02d%02d%02d" % (y % 100, mm, d) + rs(D, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def pesel_ok(p):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * b for a, b in zip(p, w)) % 10 == 0


def pl_idcard():
    letters = rs(U, 3)
    digs = rs(D, 5)
    vals = [ord(c) - 55 for c in letters] + [int(c) for c in digs]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    c = sum(a * b for a, b in zip(vals, w)) % 10
    return letters + str(c) + digs


def pl_idcard_ok(s):
    vals = [ord(c) - 55 for c in s[:3]] + [int(c) for c in s[3:]]
    w = [7, 3, 1, 9, 7, 3, 1, 7, 3]
    return sum(a * b for a, b in zip(vals, w)) % 10 == 0


def pl_nip():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        b = rdig(9)
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c < 10:
            return b + str(c)


def cz_rc(female=None):
    while True:
        y, m, d = ri(1956, 1999), ri(1, 12), ri(1, 28)
        if female is None:
            female = R.random() < 0.5
        base = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), d) + rs(D, 3)
        c = int(base) % 11
        if c < 10:
            n = base + str(c)
            assert int(n) % 11 == 0
            return n[:6] + "/" + n[6:]


def cz_ico():
    w = [8, 7, 6, 5, 4, 3, 2]
    b = rdig(7)
    r = sum(int(a) * x for a, x in zip(b, w)) % 11
    return b + str((11 - r) % 10)


def se_pnr():
    base = "%02d%02d%02d" % (ri(50, 99), ri(1, 12), ri(1, 28)) + rs(D, 3)
    return base[:6] + "-" + base[6:] + luhn_digit(base)


def se_org():
    b = "55" + str(ri(6, 9)) + rs(D, 6)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def no_fnr():
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        base = "%02d%02d%02d" % (ri(1, 28), ri(1, 12), ri(55, 99)) + rs(D, 3)
        k1 = 11 - sum(int(a) * b for a, b in zip(base, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = base + str(k1)
        k2 = 11 - sum(int(a) * b for a, b in zip(b2, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b2 + str(k2)


def no_orgnr():
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = pick("89") + rs(D, 7)
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        c = 0 if c == 11 else c
        if c < 10:
            return b + str(c)


def fi_hetu():
    chars = "0123456789ABCDEFHJKLMNPRSTUVWXY"
    y = ri(1950, 2005)
    ddmmyy = "%02d%02d%02d" % (ri(1, 28), ri(1, 12), y % 100)
    ind = "%03d" % ri(2, 899)
    return ddmmyy + ("-" if y < 2000 else "A") + ind + chars[int(ddmmyy + ind) % 31]


def fi_ytunnus():
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        b = rdig(7)
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = rdig(ri(6, 12))
    w = [7, 3, 1]
    s = sum(int(a) * w[i % 3] for i, a in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def dk_cpr():
    return "%02d%02d%02d-%s" % (ri(1, 28), ri(1, 12), ri(50, 99), rdig(4, False))


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2]
    while True:
        b = rdig(7)
        c = (-sum(int(a) * x for a, x in zip(b, w))) % 11
        if c < 10:
            return b + str(c)


def es_dni():
    n = rdig(8, False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nss():
    prov = pick(["28", "08", "41", "46", "29"])
    num = rdig(8)
    return "%s/%s/%02d" % (prov, num, int(prov + num) % 97)


def es_cif():
    letter = pick("BA")
    b = rdig(2) + rs(D, 5)
    s_even = sum(int(b[i]) for i in (1, 3, 5))
    s_odd = 0
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        s_odd += x // 10 + x % 10
    c = (10 - (s_even + s_odd) % 10) % 10
    return letter + b + str(c)


def cf_code(surname, name, female, y, m, d, comune):
    def cons(s):
        return [c for c in s.upper() if c.isalpha() and c not in "AEIOU"]

    def vow(s):
        return [c for c in s.upper() if c in "AEIOU"]
    sc = (cons(surname) + vow(surname) + ["X"] * 3)[:3]
    nc = cons(name)
    if len(nc) >= 4:
        nc = [nc[0], nc[2], nc[3]]
    else:
        nc = (nc + vow(name) + ["X"] * 3)[:3]
    body = "".join(sc) + "".join(nc) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + \
        "%02d" % (d + (40 if female else 0)) + comune
    return body + cf_char(body)


def it_piva():
    b = rdig(7) + pick(["015", "058", "063", "037", "048"])
    return b + luhn_digit(b)


def fr_nir(female=None):
    if female is None:
        female = R.random() < 0.5
    b = ("2" if female else "1") + "%02d%02d" % (ri(55, 99), ri(1, 12)) + \
        pick(["75", "69", "13", "33", "59", "31"]) + "%03d" % ri(1, 400) + "%03d" % ri(1, 999)
    k = 97 - int(b) % 97
    return b, "%02d" % k


def fr_siren():
    b = rdig(8)
    return b + luhn_digit(b)


def fr_siret(siren):
    b = siren + rs(D, 4)
    return b + luhn_digit(b)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def mod11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def de_steuerid():
    while True:
        ds = sample(list(D), 9)
        dup = pick(ds)
        digs = ds + [dup]
        R.shuffle(digs)
        if digs[0] == "0":
            continue
        b = "".join(digs)
        return b + mod11_10(b)


def de_ustid():
    b = rdig(8)
    return "DE" + b + mod11_10(b)


def nl_bsn():
    while True:
        b = rdig(8)
        c = sum(int(a) * (9 - i) for i, a in enumerate(b)) % 11
        if c < 10:
            n = b + str(c)
            assert (sum(int(a) * (9 - i) for i, a in enumerate(n[:8])) - int(n[8])) % 11 == 0
            return n


def pt_nif(first="12"):
    w = [9, 8, 7, 6, 5, 4, 3, 2]
    b = pick(first) + rs(D, 7)
    r = sum(int(a) * x for a, x in zip(b, w)) % 11
    return b + str(0 if r < 2 else 11 - r)


def br_cpf():
    b = rdig(9)
    for n in (10, 11):
        s = sum(int(a) * (n - i) for i, a in enumerate(b))
        r = s % 11
        b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])


def br_cnpj():
    b = rdig(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def tr_tckn():
    d = [ri(1, 9)] + [ri(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def ro_cnp():
    female = R.random() < 0.5
    y = ri(1960, 2004)
    s = ("2" if female else "1") if y < 2000 else ("6" if female else "5")
    b = s + "%02d%02d%02d" % (y % 100, ri(1, 12), ri(1, 28)) + \
        pick(["12", "22", "41", "42", "43", "35", "04"]) + "%03d" % ri(1, 999)
    c = sum(int(a) * int(x) for a, x in zip(b, "279146358279")) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    b = rdig(7)
    w = "753217532"[-len(b):]
    c = (sum(int(a) * int(x) for a, x in zip(b, w)) * 10) % 11
    return b + ("0" if c == 10 else str(c))


def gr_amka():
    b = "%02d%02d%02d" % (ri(1, 28), ri(1, 12), ri(50, 99)) + rs(D, 4)
    return b + luhn_digit(b)


def gr_afm():
    b = pick("01") + rs(D, 7)
    s = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b))
    return b + str(s % 11 % 10)


def il_tz():
    b = rs(D, 8)
    return b + luhn_digit(b)


def il_company():
    b = "51" + rs(D, 6)
    return b + luhn_digit(b)


def cn_id():
    region = pick(["110105", "310115", "440305", "330106", "510107", "420106"])
    y = ri(1965, 2002)
    b = region + "%d%02d%02d" % (y, ri(1, 12), ri(1, 28)) + "%03d" % ri(1, 999)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]


def cn_uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    org_alpha = UD
    while True:
        org8 = rs(D, 2) + rs(org_alpha, 6)
        w = [3, 7, 9, 10, 5, 8, 4, 2]
        s = sum(int(c, 36) * x for c, x in zip(org8, w))
        c9 = 11 - s % 11
        org = org8 + {10: "X", 11: "0"}.get(c9, str(c9))
        if any(ch not in cs for ch in org):
            continue
        b = "91" + pick(["110105", "310115", "440300", "330100"]) + org
        ws = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        s2 = sum(cs.index(ch) * x for ch, x in zip(b, ws))
        c = 31 - s2 % 31
        return b + cs[0 if c == 31 else c]


def kr_rrn():
    y = ri(1960, 2005)
    g = (1 if y < 2000 else 3) + ri(0, 1)
    b = "%02d%02d%02d" % (y % 100, ri(1, 12), ri(1, 28)) + str(g) + rs(D, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = rdig(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    n = b + str(c)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


def jp_mynumber():
    b = rdig(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
              [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
              [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
              [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
              [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
              [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
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


def aadhaar():
    b = str(ri(2, 9)) + rs(D, 10)
    n = b + verhoeff_digit(b)
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def in_pan(surname_initial, kind="P"):
    return rs(U, 3) + kind + surname_initial + rs(D, 4) + rs(U, 1)


def gstin(state, pan):
    cs = D + U
    b = state + pan + str(ri(1, 3)) + "Z"
    s = 0
    for i, ch in enumerate(b):
        p = cs.index(ch) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return b + cs[(36 - s % 36) % 36]


def ifsc(bank):
    return bank + "0" + rdig(6, False)


def ir_melli():
    while True:
        b = rs(D, 9)
        if len(set(b)) < 3:
            continue
        r = sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
        n = b + str(r if r < 2 else 11 - r)
        return n


def th_id():
    b = pick("13") + rs(D, 11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(b)) % 11) % 10
    n = b + str(c)
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ru_snils():
    while True:
        b = rdig(9)
        if int(b) < 1001998:
            continue
        s = sum(int(a) * (9 - i) for i, a in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ru_inn12():
    b = pick(["77", "50", "78", "54", "66"]) + rs(D, 8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b += str(sum(int(a) * x for a, x in zip(b, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b += str(sum(int(a) * x for a, x in zip(b, w2)) % 11 % 10)
    return b


def ru_inn10():
    b = pick(["77", "50", "78", "54"]) + rs(D, 7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)


def ru_ogrn():
    b = "1" + rs(D, 2) + "77" + rs(D, 7)
    return b + str(int(b) % 11 % 10)


def ua_rnokpp():
    import datetime
    born = datetime.date(ri(1960, 2003), ri(1, 12), ri(1, 28))
    days = (born - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rs(D, 4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)


def hu_taj():
    b = rdig(8)
    s = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b))
    n = b + str(s % 10)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def hu_adoazon():
    while True:
        b = "8" + "%05d" % ri(30000, 50000) + rs(D, 3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def us_ssn():
    area = ri(1, 899)
    while area == 666:
        area = ri(1, 899)
    return "%03d-%02d-%04d" % (area, ri(1, 99), ri(1, 9999))


def us_npi():
    b = pick("12") + rs(D, 8)
    return b + luhn_digit("80840" + b)


def ca_sin():
    b = str(ri(1, 7)) + rs(D, 7)
    n = b + luhn_digit(b)
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9]
    while True:
        b = rdig(8)
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c < 10:
            n = b + str(c)
            assert sum(int(a) * x for a, x in zip(n, w + [10])) % 11 == 0
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_medicare():
    b = str(ri(2, 6)) + rs(D, 7)
    c = sum(int(a) * x for a, x in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return "%s %s%d %d" % (b[:4], b[4:], c, ri(1, 5))


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        b = rdig(11)
        ds = [int(c) for c in b]
        ds[0] -= 1
        if sum(a * x for a, x in zip(ds, w)) % 89 == 0:
            return "%s %s %s %s" % (b[:2], b[2:5], b[5:8], b[8:])


def uk_nino():
    bad1 = "DFIQUV"
    while True:
        p = pick([c for c in U if c not in bad1]) + pick([c for c in U if c not in bad1 + "O"])
        if p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ", "QQ"):
            continue
        d = rs(D, 6)
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], pick("ABCD"))


def s10(prefix="RM", suffix="GB"):
    b = rs(D, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + b + str(c) + suffix


VIN_T = {**{str(i): i for i in range(10)}, 'A': 1, 'B': 2, 'C': 3, 'D': 4, 'E': 5, 'F': 6, 'G': 7,
         'H': 8, 'J': 1, 'K': 2, 'L': 3, 'M': 4, 'N': 5, 'P': 7, 'R': 9, 'S': 2, 'T': 3, 'U': 4,
         'V': 5, 'W': 6, 'X': 7, 'Y': 8, 'Z': 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    r = sum(VIN_T[c] * w for c, w in zip(v, VIN_W)) % 11
    return "X" if r == 10 else str(r)


def vin(wmi):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + rs(al, 5) + "0" + pick("NPRS") + rs(al, 1) + rs(D, 6)
    return v[:8] + vin_check(v) + v[9:]


def imei():
    b = pick(["35", "86", "01"]) + rs(D, 12)
    return b + luhn_digit(b)


def bitlocker():
    return "-".join("%06d" % (11 * ri(0, 65535)) for _ in range(8))


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + out


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_private(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + \
        ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + \
        struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv)
    b64 = base64.b64encode(blob).decode()
    body = "\n".join(b64[i:i + 70] for i in range(0, len(b64), 70))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_ed25519_public(comment):
    blob = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_hs256(payload):
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(rbytes(32), (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64url(sig)


def totp_seed():
    return base64.b32encode(rbytes(20)).decode()


# ----------------------------------------------------------------------------- provider tokens
def aws_akid():
    return "AKIA" + rs(pick([U + "234567"]), 16)


def aws_secret():
    return rs(B64, 40)


def ghp():
    return "ghp_" + rs(AN, 36)


def github_pat():
    return "github_pat_11" + rs(UD, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(AN + "-_", 20)


def slack_bot():
    return "xoxb-%s-%s-%s" % (rdig(12), rdig(13), rs(AN, 24))


def stripe_live(kind="sk"):
    return "%s_live_51%s" % (kind, rs(AN, 97))


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def google_key():
    return "AIzaSy" + rs(B64U, 33)


def sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def mailgun():
    return rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)


def npm_tok():
    return "npm_" + rs(AN, 36)


def do_tok():
    return "dop_v1_" + rs(HEX, 64)


def hf_tok():
    return "hf_" + rs(U + L, 34)


def discord_tok():
    uid = str(ri(10 ** 18, 13 * 10 ** 17))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def telegram_tok():
    return "%s:AA%s" % (rdig(10), rs(B64U, 33))


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def twilio_token():
    return rs(HEX, 32)


BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air
airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist
baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base
basic basket battle beach bean beauty because become beef before begin behave behind believe below
belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter
black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat
cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas
canyon capable capital captain carbon card cargo carpet carry cart case cash casino castle casual
dance danger daughter dawn deal debate decade december decide deer defense define degree delay
deliver demand dentist deny depart depend deposit depth deputy derive describe desert design desk
eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg
fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion
garden garlic gas gate gather gauge gaze general genius genre gentle genuine gesture ghost giant
habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health
ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose
jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle
kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee
lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn
machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual
napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net
oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer office
paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass
quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar radio rail
sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce
table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant
ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit
vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor
wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth
yard year yellow you young youth zebra zero zone zoo""".split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ----------------------------------------------------------------------------- more helpers
def iban_with(cc, prefix):
    for _ in range(5000):
        ib = iban(cc)
        if ib[4:].startswith(prefix):
            return ib
    raise ValueError("no IBAN with prefix %s %s" % (cc, prefix))


def gb_vat():
    b = rdig(7)
    s = sum(int(a) * w for a, w in zip(b, [8, 7, 6, 5, 4, 3, 2]))
    return "GB%s %s %02d" % (b[:3], b[3:], (-s) % 97)


def iccid():
    b = "8901260" + rs(D, 11)
    return b + luhn_digit(b)


def us_mbi():
    letters = [c for c in U if c not in "SLOIBZ"]
    alnum = letters + list(D)
    s = (str(ri(1, 9)) + pick(letters) + pick(alnum) + pick(D) + pick(letters) + pick(alnum) +
         pick(D) + pick(letters) + pick(letters) + pick(D) + pick(D))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


CURP_DIC = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_digit(body17):
    s = sum(CURP_DIC.index(c) * (18 - i) for i, c in enumerate(body17))
    return str((10 - s % 10) % 10)


def mx_curp(ap, am, nombre, y, m, d, sexo, estado):
    vow = "AEIOU"

    def fiv(s):
        return next((c for c in s[1:] if c in vow), "X")

    def fic(s):
        return next((c for c in s[1:] if c not in vow), "X")
    body = (ap[0] + fiv(ap) + am[0] + nombre[0] + "%02d%02d%02d" % (y % 100, m, d) + sexo + estado +
            fic(ap) + fic(am) + fic(nombre) + (pick(D) if y < 2000 else pick(U)))
    return body + curp_digit(body)


def persian_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


def phone_us():
    return "(%d) 555-01%02d" % (ri(201, 989), ri(0, 99))


GB_BIC = {"NWBK": "NWBKGB2L", "BARC": "BARCGB22", "LOYD": "LOYDGB2L", "HBUK": "HBUKGB4B",
          "MIDL": "MIDLGB22"}
DE_BIC = {"10070000": "DEUTDEBBXXX", "20050550": "HASPDEHHXXX", "37050198": "COLSDE33XXX",
          "50010517": "INGDDEFFXXX", "70020270": "HYVEDEMMXXX", "43060967": "GENODEM1GLS",
          "12030000": "BYLADEM1001", "60050101": "SOLADEST600"}
FR_BIC = {"30004": "BNPAFRPPXXX", "30003": "SOGEFRPP", "20041": "PSSTFRPPPAR", "10278": "CMCIFR2A",
          "30002": "CRLYFRPP"}

CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def C(lang, slug, text, secrets, looks, note):
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
            "lookalikes": list(looks), "note": note}


# ============================================================================= English, positive
@case
def en_aws_env():
    akid, sk = aws_akid(), aws_secret()
    text = ("boto3 keeps throwing InvalidClientTokenId even though I swapped the docs example "
            "AKIAIOSFODNN7EXAMPLE for my own key. Here's my .env:\n\n"
            "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-2\n\n"
            "Do I need to export them or does boto3 read .env by itself?" % (akid, sk))
    return C("en", "aws-env-boto3", text, [akid, sk], ["AKIAIOSFODNN7EXAMPLE"],
             "User's own AWS key pair in a .env; the AWS documentation example key id is a look-alike.")


@case
def en_github_remote():
    tok, sha = ghp(), sha1hex()
    text = ("git push fails with 403. my remote is https://%s@github.com/lindqvist-labs/inventory-api.git "
            "and the last commit that went through was %s. did the token expire or is it the org SSO thing?"
            % (tok, sha))
    return C("en", "github-pat-in-remote", text, [tok], [sha],
             "Classic GitHub PAT embedded in a remote URL; a full commit hash is a look-alike.")


@case
def en_stripe_live():
    sk = stripe_live()
    text = ("Switching checkout from test to live. Test mode worked with card 4242 4242 4242 4242 and the docs "
            "key sk_test_4eC39HqLyjWDarjtT1zdp7dc. Now server.js has:\n\n"
            "const stripe = require('stripe')('%s');\n\n"
            "but every PaymentIntent returns 'No such customer'. What am I missing?" % sk)
    return C("en", "stripe-live-key-node", text, [sk],
             ["4242 4242 4242 4242", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
             "Live Stripe secret key in code; Stripe's public test card and long-published docs test key are look-alikes.")


@case
def en_prisma_url():
    user = pick(["app_rw", "svc_orders", "webapp"])
    pw = rs(AN, 6) + "@" + rs(AN, 5) + pick("!#%") + rs(D, 2)
    host = "db-prod-%d.internal.acme-logistics.net" % ri(1, 4)
    text = ("Prisma can't connect: P1001 Can't reach database server at `%s:5432`. My .env has\n\n"
            "DATABASE_URL=\"postgresql://%s:%s@%s:5432/orders?schema=public\"\n\n"
            "The host resolves fine from the box. Is it the @ in my password?" % (host, user, pw, host))
    return C("en", "postgres-url-at-in-password", text, ["%s:%s" % (user, pw)], [],
             "Credentials part of a PostgreSQL URL (password contains '@'); host, port and database are not secret.")


@case
def en_card_hotel():
    num, exp, cv = fmt_card(visa()), expiry(), cvc()
    ref = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    text = ("Can you help me fill the hotel's card authorization form? Fields are cardholder name, card number, "
            "expiry, CVV and booking reference. Mine: Daniel Okafor, %s, exp %s, CVV %s, booking ref %s. "
            "Total was £412.60 for 3 nights." % (num, exp, cv, ref))
    return C("en", "card-hotel-authorization", text, [num, exp, cv], [ref],
             "Full card with expiry and CVV; booking reference and amount are look-alikes.")


@case
def en_wifi_parents():
    pw = pw_human()
    sn = rdig(13)
    text = ("My parents' TP-Link Archer AX55 (S/N %s) keeps dropping the 5 GHz band. The network is "
            "Mendoza_Home and the password is %s. Should I split the 2.4 and 5 GHz SSIDs?" % (sn, pw))
    return C("en", "wifi-password-parents-router", text, [pw], [sn],
             "Home Wi-Fi password; router serial number is a look-alike.")


@case
def en_airbnb_codes():
    door, box, ph = pin(6), pin(4), phone_us()
    text = ("Help me write check-in instructions for my guests. The front door keypad code is %s, then press "
            "the lock button. Spare key is in the lockbox by the garage, code %s. Wi-Fi details are on the "
            "fridge. For anything urgent call my cleaner Rosa at %s." % (door, box, ph))
    return C("en", "door-and-lockbox-codes", text, [door, box], [ph],
             "Door keypad and key-box codes of the user's home; the cleaner's phone number is a look-alike.")


@case
def en_w2_ssn():
    ssn = us_ssn()
    ein = "%02d-%07d" % (ri(10, 99), ri(0, 9999999))
    text = ("On my W-2, box a (employee's social security number) says %s and box b (employer identification "
            "number) is %s. TurboTax flags a mismatch with last year's form. Which one should I double-check?"
            % (ssn, ein))
    return C("en", "w2-ssn-and-employer-ein", text, [ssn], [ein],
             "User's SSN; the employer's EIN is a public identifier of another party.")


@case
def en_seed_phrase():
    phrase = seed_phrase(12)
    addr = "0x" + rs(HEX, 40)
    text = ("I wrote down my MetaMask secret recovery phrase years ago and now it says 'invalid'. Can you check "
            "if a word is misspelled? %s. The wallet address I remember is %s." % (phrase, addr))
    return C("en", "wallet-seed-phrase", text, [phrase], [addr],
             "12-word recovery phrase; the public wallet address is a look-alike.")


@case
def en_openai_key():
    key = openai_key()
    req = "req_" + rs(HEX, 32)
    text = ("Why do I get RateLimitError right away?\n\n```python\nfrom openai import OpenAI\n"
            "client = OpenAI(api_key=\"%s\")\n"
            "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", "
            "\"content\": \"hi\"}])\n```\n\n"
            "Error code: 429 - insufficient_quota, request id %s. I added $10 credit yesterday." % (key, req))
    return C("en", "openai-key-python", text, [key], [req],
             "OpenAI project key in code; the request id is a look-alike.")


@case
def en_slack_bot():
    tok = slack_bot()
    t, b, h = "T0" + rs(UD, 8), "B0" + rs(UD, 9), rs(AN, 24)
    chan = "C0" + rs(UD, 9)
    text = ("My Slack bot can post through the incoming webhook https://hooks.slack.com/services/%s/%s/%s "
            "but chat.postMessage with SLACK_BOT_TOKEN=%s returns channel_not_found for channel %s. "
            "The bot is invited to the channel. Ideas?" % (t, b, h, tok, chan))
    return C("en", "slack-bot-token-and-webhook", text, [tok, h], [chan],
             "Slack bot token and the secret part of an incoming-webhook URL; channel id is a look-alike.")


@case
def en_sms_otp():
    code, short = pin(6), str(ri(20000, 99999))
    text = ("Got this text from %s, is it legit or phishing?\n\n\"Chase: Your one-time code is %s. Don't share "
            "it with anyone. We'll never call to ask for it.\"\n\nI didn't request anything." % (short, code))
    return C("en", "bank-otp-sms", text, [code], [short],
             "One-time code from a bank SMS; the SMS short code sender is a look-alike.")


@case
def en_backup_codes():
    codes = ["%s %s" % (rdig(4), rdig(4)) for _ in range(3)]
    lines = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    text = ("Printing my Google backup codes to keep in the safe, can you format them into a neat two-column "
            "table?\n\n%s\n\nThey're for hana.whitfield.work@gmail.com." % lines)
    return C("en", "google-backup-codes", text, codes, [],
             "2FA backup codes in a list.")


@case
def en_router_announced():
    pw = pw_random(14)
    text = msgs("I'm going to send you the admin password for our office router (UniFi Dream Machine) in the next "
                "message. I need help writing a handover doc for the new IT person.",
                pw,
                "The controller runs UniFi OS 4.0.6 if that matters.")
    return C("en", "router-admin-password-announced", text, [pw], ["4.0.6"],
             "Password announced in one message and sent alone in the next; firmware version is a look-alike.")


@case
def en_passport_typo():
    p1 = rdig(9)
    i = ri(2, 6)
    p2 = p1[:i] + p1[i + 1] + p1[i] + p1[i + 2:]
    if p1 == p2:
        p2 = p1[:-1] + str((int(p1[-1]) + 3) % 10)
    text = msgs("Filling in the ESTA-style form for my trip. My passport number is %s, issued 2019, expires "
                "2029. Is it still valid for travel next March?" % p1,
                "oops typo, it's %s" % p2)
    return C("en", "passport-number-corrected", text, [p1, p2], [],
             "Passport number with a correction in a second message; both forms are the user's identifier.")


@case
def en_ssh_private():
    key = openssh_ed25519_private("maya@thinkpad")
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    text = ("ssh keeps saying Permission denied (publickey). The server log shows it expects the key with "
            "fingerprint %s. This is my ~/.ssh/id_ed25519:\n\n%s\n\nPermissions are 644, is that the problem?"
            % (fp, key))
    return C("en", "ssh-private-key-pasted", text, [key], [fp],
             "OpenSSH private key block; the public key fingerprint is a look-alike.")


@case
def en_jwt_devtools():
    payload = {"sub": uuid4(), "email": "l.moreau@northwind-analytics.com", "role": "admin",
               "iat": 1759400000 + ri(0, 99999)}
    payload["exp"] = payload["iat"] + 900
    tok = jwt_hs256(payload)
    rid = uuid4()
    text = ("Our admin panel logs me out every 15 minutes. I copied this from the Authorization header in "
            "devtools:\n\nBearer %s\n\nx-request-id was %s. Can you decode it and tell me what exp is set to?"
            % (tok, rid))
    return C("en", "jwt-session-token-devtools", text, [tok], [rid],
             "Live session JWT from a request header; the request id UUID is a look-alike.")


@case
def en_uk_payroll():
    sort = "%02d-%02d-%02d" % (ri(4, 40), ri(0, 99), ri(0, 99))
    acct = rdig(8)
    emp = "EMP-%s" % rdig(5)
    text = ("New job wants my bank details for payroll by Friday. Sort code %s, account number %s, it's a Monzo "
            "current account. My employee number is %s. Do they also need a building society roll number?"
            % (sort, acct, emp))
    return C("en", "uk-account-for-payroll", text, [acct], [sort],
             "User's own UK account number is secret; the bank's sort code and the employee number are look-alikes.")


@case
def en_twilio():
    sid, tok = "AC" + rs(HEX, 32), twilio_token()
    frm = "+1415555%04d" % ri(100, 199)
    text = ("Twilio keeps failing with error 21608:\n\n```python\nclient = Client(\"%s\", \"%s\")\n"
            "client.messages.create(to=\"+447700900123\", from_=\"%s\", body=\"Your table is ready\")\n```\n\n"
            "Is it because the trial account can't text UK numbers?" % (sid, tok, frm))
    return C("en", "twilio-auth-token", text, [tok], [frm],
             "Twilio auth token; the sending number and a UK drama-range number are look-alikes (account SID left neutral).")


@case
def en_heroku_uuid():
    key, appid = uuid4(), uuid4()
    text = ("Deploy script fails in CI: `heroku releases` works on my laptop, but in GitHub Actions I set "
            "HEROKU_API_KEY=%s and get 'Invalid credentials provided'. The app id is %s, last good release "
            "v142." % (key, appid))
    return C("en", "heroku-api-key-uuid", text, [key], [appid],
             "Heroku API key has UUID form; the app id UUID next to it is a look-alike.")


@case
def en_health_member():
    member = pick(["W", "XGP", "H"]) + rdig(9)
    npi, claim = us_npi(), rdig(12)
    text = ("My claim got denied for 'member not eligible'. My insurance card says Member ID %s, Group 0%s. "
            "The provider's NPI is %s and the claim number is %s. What should I say when I call Aetna?"
            % (member, rdig(6), npi, claim))
    return C("en", "health-insurance-member-id", text, [member], [npi, claim],
             "Health insurance member id; the provider's public NPI and the claim number are look-alikes.")


@case
def en_ca_licence():
    dl = pick(U) + rdig(7, False)
    conf = rdig(9)
    text = ("Renewing my California driver license online. DL number %s, DOB and last 5 of my SSN already "
            "entered. The DMV appointment confirmation number they emailed is %s. Does REAL ID need a new "
            "appointment?" % (dl, conf))
    return C("en", "driver-license-number", text, [dl], [conf],
             "Driver licence number; appointment confirmation number is a look-alike.")


@case
def en_passport_ds82():
    pno = rdig(9)
    usps = "9400 1%s %s %s %s %s" % (rdig(3), rdig(4), rdig(4), rdig(4), rdig(2))
    text = ("Renewing my passport by mail with the DS-82. It asks for the most recent passport number: %s, "
            "issue date June 14, 2017. I sent it with USPS tracking %s. How long until it shows 'In Process'?"
            % (pno, usps))
    return C("en", "passport-renewal-number", text, [pno], [usps],
             "US passport number; USPS tracking number is a look-alike.")


@case
def en_netflix_pw():
    pw = pw_human()
    text = ("Is %s a good password for Netflix? The whole family uses it and I'm worried someone shared it. "
            "Give me a stronger one that's still easy to type with a TV remote." % pw)
    return C("en", "streaming-password-strength", text, [pw], [],
             "User's own current password given for a strength check.")


@case
def en_security_answers():
    maiden = pick(["Kowalczyk", "Abernathy", "Villanueva", "Lindgren", "Okonkwo", "Fitzgerald"])
    pet = pick(["Biscuit", "Pickles", "Waffles", "Noodle", "Rufus", "Pepper"])
    text = ("My bank makes me set security questions. My answers: mother's maiden name – %s; name of first pet – "
            "%s. Are these too easy to find on Facebook?" % (maiden, pet))
    return C("en", "security-question-answers", text, [maiden, pet], [],
             "Answers to security questions.")


@case
def en_safe_combo():
    combo = "%d-%d-%d" % (ri(0, 99), ri(0, 99), ri(0, 99))
    serial = "S" + rdig(9)
    text = ("My SentrySafe SFW123GDC won't open with the combination %s. I turn right three times to the first "
            "number, left past it once... Serial on the back is %s. Do I need to send proof of ownership to "
            "get a reset?" % (combo, serial))
    return C("en", "safe-combination", text, [combo], [serial],
             "Safe combination; the safe's serial and model numbers are look-alikes.")


@case
def en_alarm_codes():
    code = pin(4)
    word = pick(["bluebonnet", "marigold", "tangerine", "gingersnap"])
    cust = rdig(8)
    text = ("Setting up the alarm monitoring account for my elderly dad. Keypad master code %s, and the verbal "
            "password for the monitoring center is '%s'. Customer number on the contract is %s. How do I add "
            "my sister as an emergency contact?" % (code, word, cust))
    return C("en", "alarm-code-and-verbal-password", text, [code, word], [cust],
             "Alarm master code and monitoring verbal password (entrusted by the father); customer number is a look-alike.")


@case
def en_binance_ccxt():
    ak, sec = rs(AN, 64), rs(AN, 64)
    text = ("```python\nimport ccxt\nexchange = ccxt.binance({\n    'apiKey': '%s',\n    'secret': '%s',\n"
            "    'options': {'adjustForTimeDifference': True},\n})\nprint(exchange.fetch_balance())\n```\n"
            "Still getting 'Timestamp for this request was 1000ms ahead of the server's time'. Why?" % (ak, sec))
    return C("en", "exchange-api-key-and-secret", text, [ak, sec], [],
             "Crypto exchange API key and secret in code.")


@case
def en_npmrc():
    tok = npm_tok()
    text = ("`npm publish` returns E403 even though ~/.npmrc has\n\n//registry.npmjs.org/:_authToken=%s\n\n"
            "Package is @fernhill/ui-kit, version 2.3.0-beta.4. Do granular tokens need the 2FA bypass option?"
            % tok)
    return C("en", "npm-token-npmrc", text, [tok], ["2.3.0-beta.4"],
             "npm token in .npmrc; the package version is a look-alike.")


@case
def en_docker_auth():
    auth = base64.b64encode(("jbarros:" + pw_alnum(14)).encode()).decode()
    digest = "sha256:" + sha256hex()
    text = ("docker pull from our private registry fails with 'unauthorized', but the manifest %s is definitely "
            "there. ~/.docker/config.json:\n\n{\n  \"auths\": {\n    \"registry.jbarros.dev\": {\n"
            "      \"auth\": \"%s\"\n    }\n  }\n}" % (digest, auth))
    return C("en", "docker-config-auth", text, [auth], [digest],
             "Base64 user:password in docker config; the image digest is a look-alike.")


@case
def en_k8s_secret():
    dbpw = base64.b64encode(pw_random(18).encode()).decode()
    uid = uuid4()
    text = ("kubectl apply says the Secret is unchanged but the pods still read the old password. Manifest:\n\n"
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\n  uid: %s\ntype: Opaque\ndata:\n"
            "  DB_PASSWORD: %s\n\nDo I need to restart the deployment?" % (uid, dbpw))
    return C("en", "kubernetes-secret-manifest", text, [dbpw], [uid],
             "Base64-encoded secret values in a Kubernetes manifest; the object uid is a look-alike.")


@case
def en_azure_conn():
    acct, key, sub = "stfernhill%s" % rdig(3), azure_key(), uuid4()
    text = ("Function app can't read blobs. App setting:\n\nAzureWebJobsStorage = DefaultEndpointsProtocol=https;"
            "AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\n\nSubscription %s, resource group "
            "rg-fernhill-prod. Should I switch to managed identity?" % (acct, key, sub))
    return C("en", "azure-storage-connection-string", text, [key], [sub],
             "AccountKey value of an Azure storage connection string; subscription id is a look-alike.")


@case
def en_telegram():
    tok = telegram_tok()
    chat = "-100" + rdig(10)
    text = ("```python\nimport requests\nrequests.post(\"https://api.telegram.org/bot%s/sendMessage\",\n"
            "              data={\"chat_id\": \"%s\", \"text\": \"Backup finished\"})\n```\n"
            "returns 400 Bad Request: chat not found. The bot is admin in the channel." % (tok, chat))
    return C("en", "telegram-bot-token", text, [tok], [chat],
             "Telegram bot token inside an API URL; the channel chat id is a look-alike.")


@case
def en_discord():
    tok = discord_tok()
    appid, guild = str(ri(10 ** 18, 13 * 10 ** 17)), rdig(18)
    text = ("discord.py bot shows online but slash commands never appear. I run client.run('%s'). Application "
            "ID %s, test server %s. Do I need to sync the command tree per guild?" % (tok, appid, guild))
    return C("en", "discord-bot-token", text, [tok], [appid],
             "Discord bot token; application and guild ids are public snowflakes.")


@case
def en_sendgrid():
    key = sendgrid()
    xmid = rs(B64U, 22)
    text = ("Emails sent through SendGrid land in spam. I'm using SENDGRID_API_KEY=%s from a Flask app. One "
            "bounced message had X-Message-Id: %s. Do I need DKIM on my own domain?" % (key, xmid))
    return C("en", "sendgrid-api-key", text, [key], [xmid],
             "SendGrid API key; the message id header value is a look-alike.")


@case
def en_google_places():
    key = google_key()
    place = "ChIJ" + rs(B64U, 23)
    text = ("Places API returns REQUEST_DENIED for\nhttps://maps.googleapis.com/maps/api/place/details/json?"
            "place_id=%s&fields=name,rating&key=%s\nBilling is enabled. Is the key restricted to the wrong API?"
            % (place, key))
    return C("en", "google-api-key-in-url", text, [key], [place],
             "Google API key in a query string; the place_id is a public identifier.")


@case
def en_hf_token():
    tok, sha = hf_tok(), sha1hex()
    text = ("huggingface-cli login worked with %s, but from_pretrained('meta-llama/Llama-3.1-8B', revision='%s') "
            "still says 401 gated repo. I accepted the license yesterday." % (tok, sha))
    return C("en", "huggingface-token", text, [tok], [sha],
             "Hugging Face token; the revision commit hash is a look-alike.")


@case
def en_gitlab_ci():
    tok = glpat()
    pipe, job = rdig(10), rdig(10)
    text = ("In .gitlab-ci.yml I run `git clone https://oauth2:%s@gitlab.com/hollis-group/infra.git` and "
            "pipeline #%s, job %s fails with 'HTTP Basic: Access denied'. The token has read_repository scope."
            % (tok, pipe, job))
    return C("en", "gitlab-token-clone-url", text, [tok], [pipe],
             "GitLab personal access token in a clone URL; pipeline and job ids are look-alikes.")


@case
def en_php_pdo():
    pw = pw_human()
    text = ("<?php\n$pdo = new PDO('mysql:host=localhost;dbname=shop_prod;charset=utf8mb4', 'shop_admin', '%s');\n\n"
            "gives SQLSTATE[HY000] [1045] Access denied for user 'shop_admin'@'localhost'. Same password works "
            "in phpMyAdmin." % pw)
    return C("en", "mysql-password-php", text, [pw], [],
             "Database password as a PDO argument.")


@case
def en_redis_url():
    pw = rs(AN, 32)
    port = ri(10000, 19999)
    text = ("Celery broker URL is redis://default:%s@redis-%d.c81.us-east-1-2.ec2.cloud.redislabs.com:%d/0 and "
            "the workers log 'Error 110 connecting'. Is the port right?" % (pw, port, port))
    return C("en", "redis-url-credentials", text, ["default:" + pw], [],
             "user:password part of a Redis URL.")


@case
def en_mongo_srv():
    cred = "tanvir:" + pw_alnum(12)
    ip = "203.0.113.%d" % ri(2, 254)
    text = ("mongoose.connect('mongodb+srv://%s@cluster0.%s.mongodb.net/recipes?retryWrites=true&w=majority') "
            "throws MongoServerSelectionError. I already whitelisted my IP %s in Atlas." % (cred, rs(LD, 5), ip))
    return C("en", "mongodb-srv-credentials", text, [cred], [ip],
             "Credentials in a MongoDB SRV URI; a documentation-range IP address is a look-alike.")


@case
def en_btc_wif():
    wif, txid = btc_wif(), sha256hex()
    text = ("Trying to sweep an old paper wallet into Electrum. The private key printed on it is %s. A block "
            "explorer shows the last incoming transaction %s from 2017. Will sweeping cost a big fee?"
            % (wif, txid))
    return C("en", "bitcoin-wif-private-key", text, [wif], [txid],
             "Bitcoin WIF private key (valid Base58Check); the transaction id is a look-alike.")


@case
def en_eth_privkey():
    pk, txh = "0x" + rs(HEX, 64), "0x" + rs(HEX, 64)
    text = ("My Hardhat deploy script reads PRIVATE_KEY=%s from .env and the deployment tx %s has been pending "
            "on Base for an hour. Can I speed it up without a new nonce?" % (pk, txh))
    return C("en", "ethereum-private-key", text, [pk], [txh],
             "Ethereum private key; a transaction hash of the same shape is a look-alike.")


@case
def en_bitlocker():
    rk, kid = bitlocker(), rs(HEXU, 8)
    text = ("My laptop asks for the BitLocker recovery key after a BIOS update. The screen shows Key ID %s. "
            "I found this in my Microsoft account: %s. Typed it twice, it says incorrect. Is there a separate "
            "key per drive?" % (kid, rk))
    return C("en", "bitlocker-recovery-key", text, [rk], [kid],
             "BitLocker recovery key (each block divisible by 11); the key id is a look-alike.")


@case
def en_card_split():
    num, exp, cv = fmt_card(mastercard()), expiry(), cvc()
    first, second = num[:9], num[10:]
    text = msgs("I'll split my card number over two messages to be safe lol. first half: %s" % first,
                "second half: %s, exp %s, cvc %s. Can you check whether it passes the Luhn check? The site "
                "keeps rejecting it." % (second, exp, cv))
    return C("en", "card-number-in-two-parts", text, [first, second, exp, cv], [],
             "Card number split across two messages plus expiry and CVC.")


@case
def en_amex_phone():
    num, exp, cid = fmt_card(amex()), expiry(), cvc(4)
    inv = "INV-%d-%s" % (ri(2024, 2026), rdig(4, False))
    text = ("Paying the contractor's invoice %s by card over the phone. My Amex is %s, expires %s, CID %s. Is "
            "it safe to read the 4-digit code out to them?" % (inv, num, exp, cid))
    return C("en", "amex-card-phone-payment", text, [num, exp, cid], [inv],
             "Amex number, expiry and 4-digit CID; invoice number is a look-alike.")


@case
def en_india_otp_sms():
    otp, last4 = pin(6), rdig(4)
    text = ("Someone called saying they're from HDFC and asked me to read out the OTP. The SMS says: 'OTP is %s "
            "for txn of INR 24,999.00 at FLIPKART on your HDFC Bank card XX%s. Valid for 5 mins. Do not share.' "
            "I didn't buy anything. What do I do first?" % (otp, last4))
    return C("en", "card-otp-sms-india", text, [otp], ["XX" + last4],
             "Card transaction OTP; masked card and amount are look-alikes.")


@case
def en_it_temp_pw():
    tmp, ticket = pw_random(12), "INC" + rdig(7, False)
    text = ("Pasting the email from IT:\n\n> Hi Priya, your account has been reset per ticket %s.\n"
            "> Temporary password: %s\n> You will be asked to change it at first login.\n\n"
            "When I try to change it, it says the new one doesn't meet complexity rules. What are the usual rules?"
            % (ticket, tmp))
    return C("en", "temporary-password-email", text, [tmp], [ticket],
             "Temporary password in a pasted e-mail; ticket number is a look-alike.")


@case
def en_ca_sin():
    sin = ca_sin()
    bn = rdig(9) + "RP0001"
    text = ("Starting a new job in Calgary. The onboarding form wants my SIN: %s. The employer's CRA business "
            "number on the offer letter is %s. Do they need my TD1 too?" % (sin, bn))
    return C("en", "canada-sin", text, [sin], [bn],
             "Canadian SIN (Luhn); the employer's business number is a look-alike.")


@case
def en_au_tfn():
    tfn, med, abn = au_tfn(), au_medicare(), au_abn()
    text = ("Filling in the TFN declaration for my casual job. My TFN is %s, and for the health form my "
            "Medicare card is %s. The payer's ABN is %s. Should I tick the tax-free threshold?" % (tfn, med, abn))
    return C("en", "australia-tfn-medicare", text, [tfn, med], [abn],
             "Tax file number and Medicare number; the employer's ABN is a public business number.")


@case
def en_uk_nino():
    nino = uk_nino()
    paye = "%03d/%s%s" % (ri(100, 999), rs(U, 2), rdig(5))
    text = ("Self assessment question: my NI number is %s and the employer's PAYE reference on my P60 is %s. "
            "Do I copy the P60 figures into the employment pages?" % (nino, paye))
    return C("en", "uk-nino", text, [nino], [paye],
             "National Insurance number; the employer PAYE reference is a look-alike.")


@case
def en_india_kyc():
    aad = aadhaar()
    pan = in_pan(pick("SKRMP"))
    gst = gstin("29", in_pan(pick("ABM"), "C"))
    text = ("For the KYC on my trading account they want Aadhaar %s and PAN %s. Also, the invoice from the "
            "laptop shop shows GSTIN %s. Can I claim that GST as a salaried individual?" % (aad, pan, gst))
    return C("en", "india-aadhaar-pan", text, [aad, pan], [gst],
             "Aadhaar (Verhoeff) and PAN; the shop's GSTIN is a public business id.")


@case
def en_otpauth():
    seed = totp_seed()
    text = ("Moving 2FA to a new phone. The QR code for our VPN decodes to\notpauth://totp/Corp%%20VPN:m.haddad"
            "?secret=%s&issuer=Corp%%20VPN&digits=6\nCan I paste that into Bitwarden? The docs example is "
            "JBSWY3DPEHPK3PXP, mine is longer, is that fine?" % seed)
    return C("en", "totp-seed-otpauth-uri", text, [seed], ["JBSWY3DPEHPK3PXP"],
             "TOTP seed in an otpauth URI; the widely used documentation seed is a look-alike.")


@case
def en_yaml_mailgun_do():
    mg, do = mailgun(), do_tok()
    droplet = rdig(9)
    text = ("config/production.yml:\n\nmailer:\n  provider: mailgun\n  domain: mg.tidewater.studio\n"
            "  api_key: \"%s\"\ndeploy:\n  digitalocean_token: %s\n  droplet_id: %s\n\nRails says 'Forbidden' "
            "when sending. Is the EU region key different?" % (mg, do, droplet))
    return C("en", "yaml-config-api-keys", text, [mg, do], [droplet],
             "Mailgun key and DigitalOcean token in YAML; the droplet id is a look-alike.")


@case
def en_anthropic_curl():
    key = anthropic_key()
    req = "req_011C" + rs(AN, 20)
    text = ("curl https://api.anthropic.com/v1/messages -H \"x-api-key: %s\" -H \"anthropic-version: 2023-06-01\" "
            "-H \"content-type: application/json\" -d @body.json\n\nreturns overloaded_error with request-id %s. "
            "Should I retry with backoff?" % (key, req))
    return C("en", "anthropic-key-curl", text, [key], [req],
             "Anthropic API key in a curl header; request id and API version date are look-alikes.")


@case
def en_cookie_curl():
    sid, csrf = rs(LD, 32), rs(AN, 32)
    ga = "GA1.1.%s.%d" % (rdig(9), ri(1700000000, 1760000000))
    text = ("curl 'https://portal.greenline-bank.example/api/statements?month=2025-08' -H 'Cookie: sessionid=%s; "
            "csrftoken=%s; _ga=%s' works when I copy it from the browser but my Python script gets 403. Why?"
            % (sid, csrf, ga))
    return C("en", "session-cookie-curl", text, [sid], [ga],
             "Session cookie value; the analytics _ga cookie is a look-alike (CSRF token left neutral).")


@case
def en_password_csv():
    p1, p2 = pw_human(), pw_random()
    text = ("Exported my Chrome passwords to import into 1Password but it complains about the header. First "
            "lines:\n\nname,url,username,password\namazon.com,https://www.amazon.com/,naomi.berg@outlook.com,%s\n"
            "live.com,https://login.live.com/,naomi.berg@outlook.com,%s\n\nWhich column names does 1Password "
            "expect?" % (p1, p2))
    return C("en", "password-export-csv", text, [p1, p2], [],
             "Passwords in a CSV export.")


@case
def en_gpg_passphrase():
    phrase = " ".join(sample(EN_WORDS, 4)) + " " + str(ri(1970, 2005))
    fp = grp(rs(HEXU, 40), 4)
    text = ("gpg --decrypt backup.tar.gpg asks for the passphrase of key %s. I'm 90%% sure it's \"%s\" but it "
            "fails. Could the keyring have a different key?" % (fp, phrase))
    return C("en", "gpg-passphrase", text, [phrase], [fp],
             "GPG passphrase; the public key fingerprint is a look-alike.")


@case
def en_sim_puk():
    puk = rdig(8)
    icc, im = iccid(), imei()
    text = ("My SIM got locked after three wrong PINs. The card holder shows PUK %s and ICCID %s. Phone IMEI is "
            "%s. Do I need to go to a store or can I enter the PUK myself?" % (puk, icc, im))
    return C("en", "sim-puk", text, [puk], [icc, im],
             "SIM PUK code; ICCID and IMEI (both Luhn) are look-alikes.")


@case
def en_wifi_correction():
    pw = rs(L, 6) + rdig(4)
    idx = ri(1, 5)
    pw2 = pw[:idx] + pw[idx].upper() + pw[idx + 1:]
    text = msgs("the guest wifi password is %s" % pw,
                "no wait, one letter is capital: %s. anyway can you make a small printable card for the guest "
                "room?" % pw2)
    return C("en", "wifi-password-corrected", text, [pw, pw2], [],
             "Wi-Fi password and its corrected form in a follow-up message.")


@case
def en_log_bearer():
    tok = "ya29." + rs(B64U, 150)
    trace, span = rs(HEX, 32), rs(HEX, 16)
    text = ("Google returns 401 for a token minted 5 minutes earlier. Logs:\n\n"
            "2025-10-02T14:03:11.482Z INFO  http.request method=GET path=/oauth2/v3/userinfo status=401 "
            "trace_id=%s span_id=%s\n2025-10-02T14:03:11.483Z DEBUG headers={\"authorization\":\"Bearer %s\","
            "\"user-agent\":\"okhttp/4.12.0\"}\n\nWhat's wrong?" % (trace, span, tok))
    return C("en", "oauth-token-in-logs", text, [tok], [trace, span],
             "OAuth access token leaked into a debug log; trace and span ids are look-alikes.")


@case
def en_online_banking():
    pw = pw_human()
    cust = rdig(10)
    text = ("Can't log into online banking since the app update. Customer number %s, password %s. It now says "
            "'too many attempts'. How long is the usual lockout?" % (cust, pw))
    return C("en", "online-banking-password", text, [pw], [],
             "Online banking password (customer number left neutral).")


@case
def en_ford_keypad():
    keypad = rdig(5, False)
    v = vin("1FM")
    v = v[:9] + "K" + v[10:]
    v = v[:8] + vin_check(v) + v[9:]
    text = ("The factory keypad code for my 2019 Ford Explorer is on a card in the glovebox: %s. I want to add a "
            "personal code. VIN is %s in case the dealer instructions need it." % (keypad, v))
    return C("en", "car-keypad-code", text, [keypad], [v],
             "Car door keypad code; the VIN (check digit computed) is a look-alike.")


@case
def en_gate_mailbox():
    gate, mb = pin(4), "%d-%d-%d" % (ri(0, 9), ri(0, 9), ri(0, 9))
    zipc = "972%02d" % ri(1, 99)
    text = ("Moving out, writing a note for the subletter. Building gate code is %s#, mailbox combination %s, "
            "laundry card reloads in the lobby. The unit is 12B at 4410 Alder St, Portland, OR %s."
            % (gate, mb, zipc))
    return C("en", "gate-and-mailbox-codes", text, [gate, mb], [zipc],
             "Gate and mailbox codes; the ZIP code is a look-alike.")


@case
def en_medicare_mbi():
    mbi = us_mbi()
    text = ("My new Medicare card came. The sample card on medicare.gov shows 1EG4-TE5-MK73 but mine is %s, same "
            "dash format, so I guess it's right? Which number do I give the pharmacy?" % mbi)
    return C("en", "medicare-mbi", text, [mbi], ["1EG4-TE5-MK73"],
             "Medicare Beneficiary Identifier; the official sample MBI is a look-alike.")


@case
def en_stripe_whsec():
    wh = "whsec_" + rs(AN, 32)
    evt = "evt_1" + rs(AN, 23)
    text = ("Webhook signature verification failed for event %s. I'm using endpointSecret = '%s' copied from the "
            "`stripe listen` output. Does the CLI give a different secret than the dashboard?" % (evt, wh))
    return C("en", "stripe-webhook-secret", text, [wh], [evt],
             "Stripe webhook signing secret; the event id is a look-alike.")


# ============================================================================= English, negative
@case
def en_neg_aws_docs():
    text = ("Why do so many tutorials use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? Are "
            "they real keys AWS disabled or just made up? I'm preparing a workshop and want placeholders that "
            "secret scanners won't flag.")
    return C("en", "aws-documentation-keys", text, [],
             ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "Negative: the AWS documentation example key pair discussed as examples.")


@case
def en_neg_test_cards():
    text = ("Writing Cypress tests for checkout. Which Stripe test cards should I use: 4242 4242 4242 4242 for "
            "success, 4000 0000 0000 9995 for insufficient funds and 4000 0000 0000 3220 for 3D Secure? Any "
            "future expiry like 12/34 and any CVC works, right?")
    return C("en", "stripe-test-cards", text, [],
             ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0000 0000 3220", "12/34"],
             "Negative: public Stripe test card numbers and a dummy expiry.")


@case
def en_neg_git_rebase():
    s = [rs(HEX, 7) for _ in range(3)]
    full = sha1hex()
    text = ("I'm in the middle of an interactive rebase. `git log --oneline` shows:\n\n%s feat: add CSV export\n"
            "%s fix: null check in parser\n%s wip\n\nand the release tag points at %s. How do I squash the wip "
            "commit into the fix without touching the tag?" % (s[0], s[1], s[2], full))
    return C("en", "git-commit-hashes", text, [], s + [full],
             "Negative: short and full commit hashes.")


@case
def en_neg_tracking():
    ups = "1Z" + rs(UD, 6) + "03" + rdig(8)
    rm = s10(pick(["LX", "RR", "CX"]), "GB")
    amz = "%d-%s-%s" % (ri(111, 114), rdig(7), rdig(7))
    text = ("Two packages are stuck. UPS %s has said 'Label created' for six days and the Royal Mail one %s "
            "shows 'Held at customs'. The Amazon order number is %s. Who do I chase first?" % (ups, rm, amz))
    return C("en", "parcel-tracking-numbers", text, [], [ups, rm, amz],
             "Negative: tracking numbers (S10 check digit computed) and an order number.")


@case
def en_neg_supplier_invoice():
    ib = iban("GB")
    bic = GB_BIC[ib[4:8]]
    vat = gb_vat()
    inv = "HP-%s" % rdig(5)
    text = ("Can you draft a reply to this supplier? Their reminder says: Invoice no. %s, VAT reg. no. %s, please "
            "pay £1,284.00 to Hallam Print Ltd, IBAN %s, BIC %s. We already paid on 3 March."
            % (inv, vat, fmt_iban(ib), bic))
    return C("en", "supplier-invoice-bank-details", text, [], [inv, vat, fmt_iban(ib), bic],
             "Negative: a supplier's public payment details, VAT number (mod 97 computed) and invoice number.")


@case
def en_neg_charity():
    charno = rdig(7, False)
    sort = "%02d-%02d-%02d" % (ri(10, 40), ri(0, 99), ri(0, 99))
    acct = rdig(8)
    text = ("Is this charity legit? Their page says: Registered charity no. %s. Donate by bank transfer: sort "
            "code %s, account %s, reference your surname + GIFT. I'd like to send £50." % (charno, sort, acct))
    return C("en", "charity-donation-account", text, [], [charno, sort, acct],
             "Negative: a charity's published donation account, sort code and registration number.")


@case
def en_neg_env_example():
    text = (".env.example in our repo:\n\nAPI_KEY=your_api_key_here\nDATABASE_URL=postgres://<user>:<password>@"
            "localhost:5432/app\nJWT_SECRET=changeme\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n\n"
            "A teammate says committing this file is a security risk. Is it?")
    return C("en", "env-example-placeholders", text, [],
             ["your_api_key_here", "<user>:<password>", "changeme", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"],
             "Negative: placeholders in an example env file.")


@case
def en_neg_masked_cards():
    a, b = rdig(4), rdig(4)
    text = ("My statement shows two charges from 'SQ *BLUE KETTLE' for $38.40 on my card **** %s, and the refund "
            "went to XXXX-XXXX-XXXX-%s, which is my old card. How do I dispute the second charge?" % (a, b))
    return C("en", "masked-card-numbers", text, [], ["**** " + a, "XXXX-XXXX-XXXX-" + b, "$38.40"],
             "Negative: masked card numbers and an amount.")


@case
def en_neg_checksums():
    sha, sha2, cid = sha256hex(), sha256hex(), uuid4()
    text = ("The release page for rufus-4.6.exe lists SHA-256 %s but Get-FileHash gives me %s. The installer "
            "log also has correlation id %s. Has the file been tampered with?" % (sha, sha2, cid))
    return C("en", "download-checksums", text, [], [sha, sha2, cid],
             "Negative: file checksums and a correlation UUID.")


@case
def en_neg_famous_passwords():
    text = ("For a security awareness slide: why are password123, hunter2 and Tr0ub4dor&3 bad, and why is "
            "'correct horse battery staple' considered better? Keep it short.")
    return C("en", "famous-example-passwords", text, [],
             ["password123", "hunter2", "Tr0ub4dor&3", "correct horse battery staple"],
             "Negative: famous example passwords discussed as examples.")


@case
def en_neg_flight():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)
    etkt = "125-" + rdig(10)
    text = ("My flight got cancelled. Booking reference %s, e-ticket %s, flight BA%d on 14 Nov from Heathrow. "
            "Am I owed UK261 compensation or just a refund?" % (pnr, etkt, ri(300, 999)))
    return C("en", "flight-booking-reference", text, [], [pnr, etkt],
             "Negative: airline booking reference and e-ticket number.")


@case
def en_neg_selling_phone():
    im = imei()
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 10)
    text = ("Selling my old iPhone 12 on eBay. Buyers want the IMEI to check the blacklist: %s. Serial %s, model "
            "A2403. Is it safe to post these publicly?" % (im, serial))
    return C("en", "phone-imei-serial", text, [], [im, serial, "A2403"],
             "Negative: device IMEI, serial and model numbers.")


@case
def en_neg_jwt_io():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2"
           "MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    text = ("On jwt.io the default token is %s, what do the three parts mean and why can anyone read the middle "
            "one?" % tok)
    return C("en", "jwt-io-example-token", text, [], [tok],
             "Negative: the well-known jwt.io example token.")


@case
def en_neg_incoming_wire():
    text = ("A US client will wire me money. Chase's routing number for domestic wires is 021000021 and the SWIFT "
            "code is CHASUS33, is that all they need from the bank side? I'll give them my account number by "
            "phone.")
    return C("en", "bank-routing-and-swift", text, [], ["021000021", "CHASUS33"],
             "Negative: a bank's public routing number and SWIFT code.")


@case
def en_neg_ssn_history():
    text = ("I read that 078-05-1120 was printed on a sample card sold in wallets and thousands of people used it "
            "as their own. Is 123-45-6789 also invalid? How does the SSA handle these?")
    return C("en", "famous-ssn-examples", text, [], ["078-05-1120", "123-45-6789"],
             "Negative: famous example SSNs discussed as examples.")


@case
def en_neg_iban_tests():
    text = ("Writing unit tests for IBAN validation. I'm using GB29 NWBK 6016 1331 9268 19 and DE89 3704 0044 0532 "
            "0130 00 as valid samples and GB29 NWBK 6016 1331 9268 18 as the invalid one. Good enough, or should "
            "I add countries with letters in the BBAN?")
    return C("en", "iban-documentation-examples", text, [],
             ["GB29 NWBK 6016 1331 9268 19", "DE89 3704 0044 0532 0130 00", "GB29 NWBK 6016 1331 9268 18"],
             "Negative: standard documentation IBANs used as test data.")


@case
def en_neg_ci_versions():
    d = "sha256:" + sha256hex()
    text = ("CI broke after bumping Node from 20.11.1 to 22.3.0. The base image digest changed to %s and build "
            "#%d fails at `npm ci` with ERESOLVE. lockfileVersion is 3. Should I pin the digest?"
            % (d, ri(1000, 9999)))
    return C("en", "ci-versions-and-digest", text, [], ["20.11.1", "22.3.0", d],
             "Negative: version strings and an image digest.")


@case
def en_neg_redacted_keys():
    t1, t2, sha7 = rs(AN, 4), rs(AN, 4), rs(HEX, 7)
    text = ("GitGuardian emailed that a key 'sk-proj-...%s' and a GitHub token 'ghp_********************************%s' "
            "were found in commit %s. I already rotated both. Do I still need to rewrite history?" % (t1, t2, sha7))
    return C("en", "redacted-leaked-keys", text, [],
             ["sk-proj-..." + t1, "ghp_********************************" + t2, sha7],
             "Negative: redacted key fragments and a short commit hash.")


@case
def en_neg_eth_tx():
    addr, txh = "0x" + rs(HEX, 40), "0x" + rs(HEX, 64)
    text = ("Sent 250 USDC to the contract %s and the transaction %s has been 'pending' for an hour with nonce 57. "
            "Should I send a replacement with a higher gas price?" % (addr, txh))
    return C("en", "ethereum-address-and-tx", text, [], [addr, txh],
             "Negative: a public contract address and a transaction hash.")


@case
def en_neg_ssh_public():
    pub = ssh_ed25519_public("ana@macbook")
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    text = ("Can you explain what each part of this line means? I'm adding it to authorized_keys on my Pi:\n\n%s\n\n"
            "ssh-keygen -lf shows %s." % (pub, fp))
    return C("en", "ssh-public-key", text, [], [pub, fp],
             "Negative: an SSH public key line and its fingerprint.")


@case
def en_neg_receipt():
    mid, auth, ref, l4 = rdig(12), rs(UD, 6), rdig(12), rdig(4)
    text = ("The garage's card receipt says:\nMID %s\nAUTH CODE %s\nRef No. %s\nAMOUNT $642.18\nVISA ****%s\n"
            "They charged me twice. Which number do I quote when I call my bank?" % (mid, auth, ref, l4))
    return C("en", "card-receipt-references", text, [], [mid, auth, ref, "****" + l4],
             "Negative: merchant id, authorization code, receipt Ref No. and masked card.")


@case
def en_neg_insurance_claim():
    claim = "CLM-%s-%s" % (rdig(4), rdig(6))
    est = rdig(6)
    ein = "%02d-%07d" % (ri(10, 99), ri(0, 9999999))
    text = ("Car insurance claim %s, repair estimate #%s for $3,912.55. The body shop's EIN on the estimate is "
            "%s. Can they really charge 'paint materials' as a separate line?" % (claim, est, ein))
    return C("en", "insurance-claim-and-estimate", text, [], [claim, est, ein],
             "Negative: claim and estimate numbers and a business EIN.")


# ============================================================================= Chinese, Japanese, Korean
@case
def zh_realname():
    idn = cn_id()
    cardno = card("622202", 19)
    order = rdig(19)
    masked = "138****%s" % rdig(4)
    text = ("帮我看看为什么实名认证一直失败？我填的是：姓名 王立新，身份证号 %s，银行卡号 %s（工商银行），"
            "预留手机号 %s。另外淘宝订单号 %s 也一直卡在待付款，是不是同一个原因？" % (idn, cardno, masked, order))
    return C("zh", "id-card-and-bank-card", text, [idn, cardno], [masked, order],
             "Resident id (check char computed) and UnionPay card (Luhn); masked phone and order number are look-alikes.")


@case
def zh_alipay_mom():
    paypw, sms = pin(6), pin(6)
    sf = "SF" + rdig(13)
    text = msgs("我妈手机上的支付宝老提示有风险，我把她的支付密码 %s 发给你帮忙看看。" % paypw,
                "刚又收到一条短信：【支付宝】校验码%s，5分钟内有效，请勿泄露。另外顺丰单号 %s 显示派送失败，"
                "这两件事有关系吗？" % (sms, sf))
    return C("zh", "payment-password-and-sms-code", text, [paypw, sms], [sf],
             "Entrusted payment password, then a pasted SMS verification code in a second message; the SF Express waybill is a look-alike.")


@case
def zh_fapiao():
    uscc = cn_uscc()
    fp = rdig(20)
    text = ("公司报销要求发票抬头和税号一致。供应商开来的发票：名称 深圳市拓远科技有限公司，纳税人识别号 %s，"
            "发票号码 %s，价税合计 ¥3,816.00。我们这边的抬头写对了，这张能直接报吗？" % (uscc, fp))
    return C("zh", "invoice-company-tax-id", text, [], [uscc, fp, "¥3,816.00"],
             "Negative: a company's unified social credit code (check char computed), invoice number, amount.")


@case
def zh_home_guide():
    wifi = pick(["wangjia", "chenhome", "lijia", "zhaofamily"]) + rdig(6)
    lock = pin(6)
    sn = "%s/%s" % (rdig(5), rs(UD, 8))
    text = ("下周我爸妈来住，帮我写个入住说明：WiFi 名称 ChinaNet-7Fq2，密码 %s；大门智能锁密码 %s（输完按#）；"
            "小米路由器背面的SN码是 %s，万一断网就拔电重启。" % (wifi, lock, sn))
    return C("zh", "home-wifi-and-door-lock", text, [wifi, lock], [sn],
             "Wi-Fi password and smart lock code; router serial is a look-alike.")


@case
def ja_nenmatsu():
    mn = jp_mynumber()
    mnf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    dl = rdig(12)
    zipc = "〒%03d-%04d" % (ri(100, 999), ri(1, 9999))
    text = ("年末調整の書類を書いています。マイナンバーは %s、運転免許証番号は %s です。住所欄の郵便番号は %s で"
            "いいはずですが、会社の担当者に確認しておくべき項目はありますか？" % (mnf, dl, zipc))
    return C("ja", "my-number-and-licence", text, [mnf, dl], [zipc],
             "My Number (check digit computed) and licence number; postal code is a look-alike.")


@case
def ja_bank_payout():
    branch, acct = rdig(3), rdig(7)
    text = ("フリマアプリの売上金の振込先を登録したいです。三菱UFJ銀行（金融機関コード 0005）、支店番号 %s、"
            "普通預金 口座番号 %s、名義 ヤマモト ケンタ。登録すると手数料はかかりますか？" % (branch, acct))
    return C("ja", "bank-account-payout", text, [acct], ["0005", branch],
             "User's account number is secret; the bank code and branch number are public bank identifiers.")


@case
def ja_neg_delivery():
    amz = "%d-%s-%s" % (ri(249, 503), rdig(7), rdig(7))
    yamato = "%s-%s-%s" % (rdig(4), rdig(4), rdig(4))
    text = ("Amazonで注文した加湿器（注文番号 %s）がまだ届きません。ヤマト運輸の伝票番号は %s で、「配達完了」に"
            "なっているのに受け取っていません。問い合わせ文を作ってもらえますか？" % (amz, yamato))
    return C("ja", "order-and-tracking-number", text, [], [amz, yamato],
             "Negative: order and tracking numbers.")


@case
def ja_line_api():
    cid, sec = rdig(10), rs(HEX, 32)
    tok = rs(B64, 171) + "="
    text = ("LINE Messaging API の Webhook で署名検証が失敗します。チャネルID %s、チャネルシークレット %s、"
            "チャネルアクセストークン（長期）は %s です。Node.js の @line/bot-sdk を使っています。どこが悪いでしょうか？"
            % (cid, sec, tok))
    return C("ja", "line-channel-secret-and-token", text, [sec, tok], [cid],
             "LINE channel secret and access token; the channel id is a look-alike.")


@case
def ko_yearend():
    rrn, certpw, brn = kr_rrn(), pw_random(10), kr_brn()
    text = ("연말정산 간소화 서비스 로그인이 안 돼요. 주민등록번호 %s 넣고 공동인증서 비밀번호 %s 입력하면 "
            "'인증서 암호가 일치하지 않습니다'라고 나와요. 회사 사업자등록번호는 %s인데 이것도 입력해야 하나요?"
            % (rrn, certpw, brn))
    return C("ko", "rrn-and-certificate-password", text, [rrn, certpw], [brn],
             "Resident registration number (check digit computed) and certificate password; company business number is a look-alike.")


@case
def ko_neg_parcel():
    order, cj = rdig(16), rdig(12)
    text = ("쿠팡에서 주문한 물건(주문번호 %s)이 CJ대한통운 운송장번호 %s로 발송됐다는데 3일째 '간선상차' 상태예요. "
            "고객센터 1588-1255에 전화하면 뭐라고 말해야 하나요?" % (order, cj))
    return C("ko", "parcel-and-order-numbers", text, [], [order, cj, "1588-1255"],
             "Negative: order number, waybill number and a customer service number.")


@case
def ko_kakao_code():
    code, door = pin(6), pin(6)
    text = ("[Web발신]\n[카카오] 인증번호 [%s]를 입력해주세요. 타인 노출 주의!\n\n이거 제가 요청한 거 아닌데 해킹 "
            "시도인가요? 현관 도어락 비밀번호 %s도 바꿔야 할까요? 카톡 프로필에 집 주소가 있긴 한데..." % (code, door))
    return C("ko", "kakao-code-and-door-lock", text, [code, door], [],
             "SMS verification code and door lock code.")


# ============================================================================= Arabic, Persian, Hebrew, Hindi
@case
def ar_bank_update():
    nid = "1" + rdig(9, False)
    ib = mk_iban("SA", "10000" + rdig(15))
    sadad = rdig(11)
    text = ("أحتاج مساعدة في تعبئة نموذج تحديث البيانات في البنك الأهلي. رقم الهوية الوطنية: %s، ورقم الآيبان "
            "الخاص بي: %s. الموظف طلب رمز السويفت أيضاً، هل هو NCBKSAJE؟ ورقم فاتورة سداد الكهرباء %s هل له علاقة "
            "بالموضوع؟" % (nid, fmt_iban(ib), sadad))
    return C("ar", "national-id-and-iban", text, [nid, fmt_iban(ib)], ["NCBKSAJE", sadad],
             "Saudi national id and own IBAN (mod 97); the bank's SWIFT code and a bill number are look-alikes.")


@case
def ar_vodafone_cash():
    otp = pin(6)
    order = "NEG" + rdig(9)
    text = ("وصلتني رسالة: \"كود التحقق الخاص بك هو %s لا تشاركه مع أي شخص - فودافون كاش\" وبعدها واحد اتصل "
            "بيا وطلبه مني، ما قلتلوش. هل لازم أغير الرقم السري للمحفظة؟ وكمان رقم طلبي على نون %s لسه ما وصلش، "
            "ممكن يكون ليه علاقة؟" % (otp, order))
    return C("ar", "wallet-otp-sms", text, [otp], [order],
             "Wallet OTP from an SMS (Egyptian dialect); an order number is a look-alike.")


@case
def ar_neg_tax_invoice():
    trn = "100" + rdig(12)
    inv = "INV-%s" % rdig(5)
    ib = iban("AE")
    text = ("وصلتني فاتورة ضريبية من شركة تصميم في دبي: الرقم الضريبي (TRN) %s، رقم الفاتورة %s، المبلغ 5,250.00 "
            "درهم شامل ضريبة القيمة المضافة 5%%. طلبوا التحويل إلى حسابهم: %s. هل الفاتورة مستوفية لشروط الهيئة "
            "الاتحادية للضرائب؟" % (trn, inv, fmt_iban(ib)))
    return C("ar", "company-tax-invoice", text, [], [trn, inv, fmt_iban(ib)],
             "Negative: a company's tax registration number, invoice number and payee IBAN.")


@case
def fa_card_payment():
    cardno = "-".join(grp(card(pick(["603799", "610433", "627353"])), 4).split(" "))
    cvv2, exp = cvc(pick([3, 4])), "14%02d/%02d" % (ri(6, 9), ri(1, 12))
    pin2 = rdig(ri(6, 8))
    melli = persian_digits(ir_melli())
    track = rdig(6)
    text = ("سلام، موقع پرداخت اینترنتی خطای «اطلاعات کارت نامعتبر است» میده. اطلاعاتی که وارد کردم: شماره کارت "
            "%s، CVV2: %s، تاریخ انقضا %s، رمز دوم پویا %s. کد ملی هم خواست که زدم %s. شماره پیگیری تراکنش قبلی %s "
            "بود. مشکل از کجاست؟" % (cardno, cvv2, exp, pin2, melli, track))
    return C("fa", "card-cvv2-second-pin", text, [cardno, cvv2, exp, pin2, melli], [track],
             "Iranian card (Luhn), CVV2, Jalali expiry, dynamic second PIN and national code in Persian digits (check computed); tracking number is a look-alike.")


@case
def fa_sheba_salary():
    sheba = mk_iban("IR", "012" + "0000000" + rdig(12))
    fact = rdig(7)
    text = ("برای واریز حقوق، حسابداری شماره شبا خواسته. این رو بدم کافیه؟ %s - حساب بانک ملت. گفتن شماره فاکتور %s "
            "رو هم بنویسم، این برای چیه؟" % (sheba, fact))
    return C("fa", "sheba-for-salary", text, [sheba], [fact],
             "Own Sheba (IBAN, mod 97 computed); invoice number is a look-alike.")


@case
def fa_neg_bill():
    bill, pay, subs = rdig(13), rdig(10), rdig(8)
    text = ("قبض برق اومده و نمی دونم از کجا پرداختش کنم. شناسه قبض: %s و شناسه پرداخت: %s، مبلغ ۴۸۷٬۰۰۰ تومان. "
            "با اپ بانک میشه پرداخت کرد؟ شماره اشتراک هم %s نوشته." % (bill, pay, subs))
    return C("fa", "utility-bill-ids", text, [], [bill, pay, subs],
             "Negative: bill id, payment id and subscriber number of a utility bill.")


@case
def he_bituah_leumi():
    tz, pw = il_tz(), pw_human()
    pn = rdig(8)
    text = ("אני לא מצליח להיכנס לאזור האישי בביטוח לאומי. הכנסתי תעודת זהות %s והסיסמה %s, והוא אומר שהפרטים "
            "שגויים. פתחתי פנייה מספר %s לפני שבוע ואין תשובה. מה עושים?" % (tz, pw, pn))
    return C("he", "id-number-and-password", text, [tz, pw], [pn],
             "Israeli id (check digit computed) and password; the inquiry number is a look-alike.")


@case
def he_house_sitter():
    gate, alarm = pin(4), pin(4)
    phone = "05%d-%s" % (ri(0, 8), rdig(7))
    text = ("השכנה תשקה את העציצים כשאנחנו בחו\"ל. תנסח לי הודעה מסודרת בשבילה: קוד לשער החניה %s, קוד לנטרול "
            "האזעקה %s (יש 30 שניות אחרי שנכנסים), ואם משהו קורה שתתקשר לאחי %s." % (gate, alarm, phone))
    return C("he", "gate-and-alarm-codes", text, [gate, alarm], [phone],
             "Parking gate and alarm codes; brother's phone number is a look-alike.")


@case
def he_neg_invoice():
    inv, hp = rdig(5), il_company()
    text = ("קיבלתי חשבונית מס מספר %s מחברת 'אור-טק פתרונות בע\"מ', ח.פ. %s, על סך 2,340 ש\"ח כולל מע\"מ. "
            "אני עוסק פטור, מותר לי לקזז את זה? צריך מספר הקצאה?" % (inv, hp))
    return C("he", "tax-invoice-company-number", text, [], [inv, hp],
             "Negative: invoice number and a company registration number (check digit computed).")


@case
def hi_aadhaar_otp():
    aad, otp, utr = aadhaar(), pin(6), rdig(12)
    text = ("मेरा आधार नंबर %s है और UIDAI से OTP %s आया, पर mAadhaar ऐप में 'Invalid OTP' दिख रहा है। कल UPI से "
            "पेमेंट किया था, UTR नंबर %s है, वो भी अटका हुआ है। क्या दोनों का कुछ लेना-देना है?" % (aad, otp, utr))
    return C("hi", "aadhaar-and-otp", text, [aad, otp], [utr],
             "Aadhaar (Verhoeff computed) and OTP; the UPI transaction reference is a look-alike.")


@case
def hi_bhim_setup():
    acct, upipin = rdig(11, False), pin(6)
    code = ifsc("SBIN")
    text = ("पापा के फोन में BHIM ऐप सेटअप कर रहा हूँ। उनका SBI खाता संख्या %s और IFSC %s है। UPI पिन %s रखा है — "
            "ये ठीक है या बदल दूँ?" % (acct, code, upipin))
    return C("hi", "bank-account-and-upi-pin", text, [acct, upipin], [code],
             "Entrusted account number and UPI PIN; the branch IFSC is a public bank identifier.")


@case
def hi_neg_train():
    pnr = str(ri(2, 8)) + rdig(9)
    txn = "1000" + rdig(7)
    text = ("मेरी ट्रेन टिकट का PNR %s है, ट्रेन नंबर 12951 मुंबई राजधानी, वेटिंग लिस्ट WL 14 है। IRCTC ट्रांजैक्शन "
            "ID %s है। चार्ट बनने के बाद कन्फर्म होने के कितने चांस हैं?" % (pnr, txn))
    return C("hi", "train-pnr", text, [], [pnr, txn],
             "Negative: PNR, transaction id and train number.")


# ============================================================================= Russian, Ukrainian, Polish, Czech
@case
def ru_gosuslugi():
    passport = "%02d %02d %s" % (ri(40, 46), ri(10, 24), rdig(6))
    kp = "%03d-%03d" % (ri(500, 780), ri(1, 99))
    snils, inn = ru_snils(), ru_inn12()
    text = ("Помогите разобраться с ошибкой на Госуслугах при подтверждении учётной записи. Ввожу паспорт %s, код "
            "подразделения %s, СНИЛС %s, ИНН %s. Пишет «Данные не прошли проверку в МВД». Что могло пойти не так?"
            % (passport, kp, snils, inn))
    return C("ru", "passport-snils-inn", text, [passport, snils, inn], [kp],
             "Passport, SNILS and personal INN (checks computed); the issuing office code is a look-alike.")


@case
def ru_salary_details():
    acct = ru_account("044525225")
    text = ("Бухгалтерия просит реквизиты для перечисления зарплаты. Скопировал из приложения:\n\n"
            "Получатель: Смирнов Алексей Игоревич\nСчёт получателя: %s\nБанк получателя: ПАО Сбербанк\n"
            "БИК: 044525225\nКорр. счёт: 30101810400000000225\nИНН банка: 7707083893\n\n"
            "Этого достаточно или нужен ещё номер карты?" % acct)
    return C("ru", "salary-account-details", text, [acct],
             ["044525225", "30101810400000000225", "7707083893"],
             "User's account (control key against the BIK computed); the bank's BIK, correspondent account and INN are public.")


@case
def ru_sms_then_password():
    code = rdig(5)
    pw = pick(["Kotik", "Medved", "Solnce", "Zvezda", "Barsik"]) + str(ri(1975, 2015)) + pick(["!", "#", "", "*"])
    text = msgs("Мне пришла СМС: «Никому не сообщайте код %s. Вход в СберБанк Онлайн». Я никуда не входил. "
                "Сейчас сменю пароль." % code,
                "Сменил на %s — нормальный пароль? И надо ли звонить на 900?" % pw)
    return C("ru", "sms-code-then-new-password", text, [code, pw], ["900"],
             "Login code from an SMS, then the new password in a second message; the bank's short number is a look-alike.")


@case
def ru_neg_contractor_invoice():
    inn10 = pick(["50", "78", "54"]) + rs(D, 7)
    inn10 += str(sum(int(a) * x for a, x in zip(inn10, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    kpp = inn10[:4] + "01001"
    ogrn = ru_ogrn()
    rsc = ru_account("044525974", "40702810")
    no = rdig(3)
    text = ("Проверьте, пожалуйста, счёт от подрядчика перед оплатой:\nООО «Северный ветер», ИНН %s, КПП %s, "
            "ОГРН %s\nр/с %s в АО «ТБанк», БИК 044525974\nСчёт № %s от 12.09.2025 на 148 500,00 руб.\nСмущает, что "
            "ИНН начинается не с 77, а компания московская." % (inn10, kpp, ogrn, rsc, no))
    return C("ru", "contractor-invoice-requisites", text, [], [inn10, ogrn, rsc, "044525974"],
             "Negative: a company's INN, KPP, OGRN (checks computed), settlement account and bank BIK.")


@case
def uk_installment():
    ipn = ua_rnokpp()
    cardno = fmt_card(card("537541"))
    cv = cvc()
    text = ("Оформлюю розстрочку в інтернет-магазині, просять РНОКПП і дані картки. РНОКПП %s, картка monobank "
            "%s, CVV %s. Чи нормально, що магазин просить CVV у своїй формі, а не на сторінці банку?"
            % (ipn, cardno, cv))
    return C("uk", "tax-number-and-card", text, [ipn, cardno, cv], [],
             "Ukrainian taxpayer number (check computed) and full card details.")


@case
def uk_sister_stay():
    intercom = "%d%s%s" % (ri(1, 120), pick(["К", "#"]), rdig(4))
    wifi = pw_alnum(11)
    ttn = "2045" + rdig(10)
    text = ("Пишу інструкцію для сестри, яка поживе в моїй квартирі: код від домофону %s, Wi-Fi «Kyivstar_5G_12», "
            "пароль %s. Також має прийти посилка Новою поштою, ТТН %s — забрати у відділенні №112. Допоможи гарно "
            "оформити." % (intercom, wifi, ttn))
    return C("uk", "intercom-and-wifi", text, [intercom, wifi], [ttn],
             "Intercom code and Wi-Fi password; the Nova Poshta waybill is a look-alike.")


@case
def uk_neg_gas_bill():
    edrpou = rdig(8)
    ib = iban("UA")
    oa = rdig(10)
    text = ("Отримала квитанцію за газ. Реквізити: ТОВ «Київгаз Збут», код ЄДРПОУ %s, IBAN %s. Особовий рахунок %s, "
            "до сплати 1 284,60 грн. Чи можна оплатити через Дію і чи треба вказувати особовий рахунок у "
            "призначенні платежу?" % (edrpou, ib, oa))
    return C("uk", "utility-company-requisites", text, [], [edrpou, ib, oa],
             "Negative: supplier's company code and IBAN, and the customer reference on a utility bill.")


@case
def pl_bank_update():
    p, dowod = pesel(), pl_idcard()
    wn = "WN/%d/%s" % (ri(2024, 2026), rdig(6))
    text = ("Bank prosi o aktualizację danych. Podałem PESEL %s i numer dowodu osobistego %s, a system pisze, że "
            "dowód jest nieważny. Nowy wyrobiłem w marcu. Numer wniosku o dowód to %s. Muszę iść do oddziału?"
            % (p, dowod, wn))
    return C("pl", "pesel-and-id-card", text, [p, dowod], [wn],
             "PESEL and ID card number (both checks computed); the application number is a look-alike.")


@case
def pl_blik_scam():
    blik = pin(6)
    nrb = iban("PL")[2:]
    nrbf = nrb[:2] + " " + grp(nrb[2:], 4)
    phone = "+48 %d%s %s %s" % (ri(5, 7), rdig(2), rdig(3), rdig(3))
    text = ("Kolega z numeru %s pisze na Messengerze i prosi o kod BLIK %s, bo 'nie ma karty przy sobie'. Wolałbym "
            "zrobić przelew, a on chce, żebym mu podał swój numer konta: %s. Coś mi tu nie pasuje, prawda?"
            % (phone, blik, nrbf))
    return C("pl", "blik-code-and-account", text, [blik, nrbf], [phone],
             "BLIK code and own NRB account (IBAN check computed); the phone number is a look-alike.")


@case
def pl_neg_invoice():
    nip = pl_nip()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    nrb = iban("PL")[2:]
    nrbf = nrb[:2] + " " + grp(nrb[2:], 4)
    zam, inpost = rdig(8), rdig(24)
    text = ("Sklep internetowy przysłał fakturę: sprzedawca NIP %s, numer konta do zapłaty %s, zamówienie nr %s. "
            "Paczka InPost ma numer %s, ale nie widzę jej w aplikacji. Czy faktura bez podpisu jest ważna?"
            % (nipf, nrbf, zam, inpost))
    return C("pl", "shop-invoice-nip", text, [], [nipf, nrbf, inpost],
             "Negative: seller's NIP (check computed) and bank account, order and parcel numbers.")


@case
def cs_job_form():
    rc, op, ico = cz_rc(female=True), rdig(9), cz_ico()
    text = ("Vyplňuju přihlášku k zaměstnání a nejsem si jistá formátem. Rodné číslo píšu jako %s, číslo občanky "
            "%s. Zaměstnavatel má IČO %s. Mám uvádět i zdravotní pojišťovnu?" % (rc, op, ico))
    return C("cs", "birth-number-and-id-card", text, [rc, op], [ico],
             "Birth number (mod 11 computed) and ID card number; employer IČO (computed) is a look-alike.")


@case
def cs_rent_pin():
    acct = cz_account() + "/0800"
    vs, p = rdig(10), pin(4)
    text = ("Platím nájem trvalým příkazem z účtu %s, variabilní symbol %s. Pronajímatel tvrdí, že platba "
            "nedorazila. A ještě: bankomat mi nebere PIN %s, mám si nechat poslat nový?" % (acct, vs, p))
    return C("cs", "account-and-card-pin", text, [acct, p], [vs],
             "Own account number (mod 11 computed) and card PIN; the payment variable symbol is a look-alike.")


@case
def cs_neg_eshop():
    ico = cz_ico()
    ucet = cz_account() + "/2010"
    obj, z = rdig(9), "Z " + rdig(10)
    text = ("Objednávka č. %s z e-shopu dorazila poškozená. Na faktuře je IČO %s, DIČ CZ%s a účet %s pro platbu. "
            "Zásilkovna měla číslo zásilky %s. Jak napsat reklamaci?" % (obj, ico, ico, ucet, z))
    return C("cs", "eshop-invoice-details", text, [], [obj, "CZ" + ico, ucet, z],
             "Negative: e-shop's VAT id, bank account, order and parcel numbers.")


# ============================================================================= German, French, Spanish
@case
def de_elterngeld():
    ib = iban("DE")
    bic = DE_BIC[ib[4:12]]
    st = de_steuerid()
    stf = "%s %s %s %s" % (st[:2], st[2:5], st[5:8], st[8:])
    az = "EG-%d-%s" % (ri(2024, 2026), rdig(5))
    text = ("Ich fülle gerade den Elterngeldantrag aus. Bankverbindung: IBAN %s, BIC %s. Steuerliche "
            "Identifikationsnummer %s. Die Elterngeldstelle hat mir schon das Aktenzeichen %s gegeben – muss das "
            "auch irgendwo in den Antrag?" % (fmt_iban(ib), bic, stf, az))
    return C("de", "iban-and-tax-id", text, [fmt_iban(ib), stf], [bic, az],
             "Own IBAN and Steuer-ID (ISO 7064 check computed); BIC and case number are look-alikes.")


@case
def de_holiday_card():
    cardno, cv = fmt_card(mastercard()), cvc()
    bnr = "FEWO-" + rdig(6)
    text = ("Die Ferienwohnung auf Usedom will per Mail meine Kreditkartendaten zur Absicherung: Kartennummer %s "
            "und Prüfnummer %s. Buchungsnummer ist %s. Ist das seriös oder sollte ich lieber überweisen?"
            % (cardno, cv, bnr))
    return C("de", "credit-card-for-deposit", text, [cardno, cv], [bnr],
             "Card number and CVC; booking number is a look-alike.")


@case
def de_neg_painter_invoice():
    ust = de_ustid()
    ib = mk_iban("DE", "25050180" + rdig(10, False))
    rn = "RE-%d-%s" % (ri(2024, 2026), rdig(4))
    hrb = "HRB %s" % rdig(5)
    text = ("Kannst du prüfen, ob diese Rechnung formal korrekt ist? Malerbetrieb Krüger GmbH, Amtsgericht Hannover "
            "%s, USt-IdNr. %s, Rechnungsnummer %s, Leistungszeitraum 02.06.–06.06.2025, Betrag 2.856,00 € inkl. "
            "19 %% MwSt., zahlbar auf %s. Fehlt etwas für die Steuerermäßigung nach §35a?"
            % (hrb, ust, rn, fmt_iban(ib)))
    return C("de", "tradesman-invoice", text, [], [hrb, ust, rn, fmt_iban(ib)],
             "Negative: company register and VAT numbers (check computed), invoice number and the company's IBAN.")


@case
def de_fritzbox():
    wlan = grp(rdig(20), 4)
    kw = pick(["birne", "kamin", "segel", "tulpe", "wiese"]) + rdig(4)
    mac = "3C:A6:2F:%s:%s:%s" % (rs(HEXU, 2), rs(HEXU, 2), rs(HEXU, 2))
    text = ("Ich habe die FRITZ!Box 7590 meiner Eltern zurückgesetzt. Auf dem Aufkleber stehen WLAN-Netzwerkschlüssel "
            "%s und FRITZ!Box-Kennwort %s. Die MAC-Adresse ist %s. Wie richte ich jetzt Mesh mit dem Repeater ein?"
            % (wlan, kw, mac))
    return C("de", "router-wlan-key-and-password", text, [wlan, kw], [mac],
             "Router Wi-Fi key and admin password (parents' home); MAC address is a look-alike.")


@case
def fr_ameli():
    b, k = fr_nir()
    nir = "%s %s %s %s %s %s %s" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
    pw = pw_human(["soleil", "papillon", "chocolat", "marseille", "lavande", "biscotte"])
    dossier = rdig(10)
    text = ("Je n'arrive pas à me connecter sur ameli. Je mets mon numéro de sécurité sociale %s et mon mot de "
            "passe %s, et ça m'affiche « identifiants incorrects ». J'ai déjà un dossier ouvert sous le numéro %s. "
            "Je dois appeler le 3646 ?" % (nir, pw, dossier))
    return C("fr", "social-security-number-and-password", text, [nir, pw], [dossier, "3646"],
             "French NIR (key computed) and password; file number and the public service number are look-alikes.")


@case
def fr_rib():
    ib = iban("FR")
    bic = FR_BIC[ib[4:9]]
    text = ("Mon nouvel employeur me demande un RIB. Je lui envoie juste ça ?\nIBAN : %s\nBIC : %s\nTitulaire : "
            "M. Julien Marchand\nOu il faut le PDF de la banque ?" % (fmt_iban(ib), bic))
    return C("fr", "rib-for-employer", text, [fmt_iban(ib)], [bic],
             "Own IBAN (RIB key and mod 97 computed); BIC is a public bank identifier.")


@case
def fr_neg_sofa():
    siren = fr_siren()
    siret, tva = fr_siret(siren), fr_tva(siren)
    cmd = "CMD-" + rdig(8)
    col = "6A" + rdig(11)
    text = ("J'ai commandé un canapé (commande n° %s) et la facture indique : SIRET %s, TVA intracommunautaire %s. "
            "Le colis Colissimo %s est bloqué depuis 8 jours. Est-ce que je peux exiger un remboursement ?"
            % (cmd, siret, tva, col))
    return C("fr", "order-siret-vat", text, [], [siret, tva, col],
             "Negative: order number, company SIRET and VAT number (computed), parcel number.")


@case
def fr_cat_sitter():
    digicode, digicode2 = rdig(4) + pick("AB"), rdig(4) + pick("AB")
    alarme = pin(4)
    tel = "06 %s %s %s %s" % (rdig(2), rdig(2), rdig(2), rdig(2))
    text = msgs("Mon amie vient garder le chat ce week-end. Tu peux me faire un petit mémo clair ? Digicode de "
                "l'immeuble : %s, troisième étage porte gauche, code de l'alarme : %s puis OFF. Les croquettes "
                "sont sous l'évier. Si souci, mon voisin : %s." % (digicode, alarme, tel),
                "Ah non pardon, le syndic a changé le digicode la semaine dernière, c'est %s maintenant." % digicode2)
    return C("fr", "door-and-alarm-codes", text, [digicode, alarme, digicode2], [tel],
             "Building door code, alarm code and a corrected door code in a second message; neighbour's phone is a look-alike.")


@case
def es_new_job():
    dni, nss = es_dni(), es_nss()
    exp = "%s/%d" % (rdig(6), ri(2024, 2026))
    text = ("Me han contratado y me piden el DNI y el número de la Seguridad Social. DNI %s, NSS %s. En la carta "
            "del SEPE pone número de expediente %s, ¿eso también se lo doy a la empresa?" % (dni, nss, exp))
    return C("es", "dni-and-social-security", text, [dni, nss], [exp],
             "DNI (letter computed) and Social Security number (mod 97 computed); file number is a look-alike.")


@case
def es_mx_sat():
    y, m, d = ri(1975, 1999), ri(1, 12), ri(1, 28)
    curp = mx_curp("GARCIA", "LOPEZ", "MARIANA", y, m, d, "M", "JC")
    rfc = curp[:10] + rs(UD, 3)
    cl = clabe()
    folio = rdig(10)
    text = ("Estoy haciendo el alta en el SAT y luego la de nómina. Mi CURP es %s, RFC %s, y la CLABE de mi cuenta "
            "es %s. El folio del trámite es %s. ¿Con eso ya me pueden pagar por transferencia?"
            % (curp, rfc, cl, folio))
    return C("es", "mexico-curp-rfc-clabe", text, [curp, rfc, cl], [folio],
             "Mexican CURP and CLABE (checks computed) and RFC (homoclave not computed); the procedure folio is a look-alike.")


@case
def es_neg_shop_invoice():
    cif = es_cif()
    ib = iban("ES")
    pedido = rdig(7)
    track = s10(pick(["LX", "RR", "CP"]), "ES")
    text = ("Una tienda online me ha mandado esta factura: CIF %s, pedido nº %s, importe 89,90 €. Me piden pagar por "
            "transferencia al IBAN %s antes de enviar el paquete (seguimiento %s). ¿Te parece una estafa?"
            % (cif, pedido, fmt_iban(ib), track))
    return C("es", "shop-invoice-cif-iban", text, [], [cif, fmt_iban(ib), track],
             "Negative: a shop's CIF (computed), IBAN, order and tracking numbers.")


@case
def es_ar_homebanking():
    cb = cbu()
    clave = pw_human(["boca", "mate", "tango", "pampa", "river", "asado", "lucas"])
    text = msgs("Che, necesito ayuda con el homebanking. Te paso mis datos en el próximo mensaje.",
                "CBU %s, clave %s. Me dice 'usuario bloqueado' y no sé si llamar o ir a la sucursal." % (cb, clave))
    return C("es", "argentina-cbu-and-password", text, [cb, clave], [],
             "Argentine CBU (both check digits computed) and home-banking password, announced then given.")


# ============================================================================= Portuguese, Italian, Dutch
@case
def pt_br_fake_refund():
    cpf, senha, cnpj = br_cpf(), pin(6), br_cnpj()
    pedido = rdig(10)
    text = ("Comprei um celular numa loja online (CNPJ %s, pedido %s) e agora uma 'atendente' no WhatsApp pediu meu "
            "CPF %s e a senha do cartão %s pra 'confirmar o estorno'. Já mandei os dois... e agora, faço o quê?"
            % (cnpj, pedido, cpf, senha))
    return C("pt", "br-cpf-and-card-password", text, [cpf, senha], [cnpj, pedido],
             "CPF (check digits computed) and card password; the shop's CNPJ (computed) and order number are look-alikes.")


@case
def pt_br_boleto():
    boleto = "34191.%s %s.%s %s.%s %d %s" % (rdig(5), rdig(5), rdig(6), rdig(5), rdig(6), ri(1, 9), rdig(14))
    code = pin(6)
    text = ("Recebi o boleto do condomínio por e-mail: %s. Quando fui pagar no app do banco ele pediu um código que "
            "chegou por SMS: %s. É normal pedir código pra pagar boleto? O valor é R$ 687,40." % (boleto, code))
    return C("pt", "br-boleto-and-sms-code", text, [code], [boleto, "R$ 687,40"],
             "SMS code is secret; the boleto line (check digits not computed) and amount are look-alikes.")


@case
def pt_pt_iefp():
    nif = pt_nif("12")
    niss = pick("12") + rdig(10, False)
    ent, ref = rdig(5), "%s %s %s" % (rdig(3), rdig(3), rdig(3))
    text = ("Estou a preencher a inscrição no centro de emprego. Pedem o NIF %s e o NISS %s. Depois tenho de pagar "
            "uma taxa por Multibanco, entidade %s, referência %s. O NISS é o mesmo que o número de utente?"
            % (nif, niss, ent, ref))
    return C("pt", "pt-nif-and-niss", text, [nif, niss], [ent, ref],
             "Portuguese NIF (computed) and NISS (not computed); Multibanco entity and reference are look-alikes.")


@case
def pt_neg_garage_invoice():
    nif = pt_nif("5")
    atcud = rs(UD, 8) + "-" + rdig(4)
    ft = "FT %dA/%s" % (ri(2024, 2026), rdig(4))
    text = ("Tenho uma fatura da oficina com NIF %s (é o da empresa, não o meu), ATCUD %s, n.º %s, total 312,45 €. "
            "Não aparece no e-fatura. Posso pedir para a comunicarem?" % (nif, atcud, ft))
    return C("pt", "pt-workshop-invoice", text, [], [nif, atcud, ft, "312,45 €"],
             "Negative: a company's NIF (computed), ATCUD, invoice number and amount.")


@case
def it_rimborso():
    y, m, d = ri(1978, 2001), ri(1, 12), ri(1, 28)
    cf = cf_code("Ferraro", "Giulia", True, y, m, d, pick(["F205", "H501", "L219", "A944"]))
    ib = iban("IT")
    piva = it_piva()
    text = ("Devo compilare il modulo per il rimborso spese del datore di lavoro. Codice fiscale %s, IBAN %s. La "
            "partita IVA dell'azienda è %s, va scritta da qualche parte?" % (cf, ib, piva))
    return C("it", "codice-fiscale-and-iban", text, [cf, ib], [piva],
             "Codice fiscale and own IBAN (CIN and mod 97 computed); company VAT number (Luhn) is a look-alike.")


@case
def it_poste_scam():
    pinb, otp = pin(5), pin(6)
    pratica = rdig(8)
    text = ("Mi hanno chiamato da un numero che sembrava di Poste: dicevano che la carta era bloccata e mi hanno "
            "chiesto il PIN del bancomat, %s, e il codice arrivato via SMS, %s. Gliel'ho dato... Cosa faccio adesso? "
            "Ho già aperto la pratica n. %s." % (pinb, otp, pratica))
    return C("it", "card-pin-and-sms-code", text, [pinb, otp], [pratica],
             "Five-digit card PIN and SMS code given to a scammer; case number is a look-alike.")


@case
def it_neg_brt():
    brt = rdig(12)
    amz = "%d-%s-%s" % (ri(402, 408), rdig(7), rdig(7))
    cap = "201%02d" % ri(21, 62)
    text = ("Il pacco BRT con numero di spedizione %s risulta in giacenza. Ordine Amazon %s, CAP %s Milano. Devo "
            "chiamare io la filiale o aspetto che mi contattino?" % (brt, amz, cap))
    return C("it", "parcel-and-order", text, [], [brt, amz, cap],
             "Negative: shipment number, order number and postal code.")


@case
def nl_payroll():
    bsn, ib = nl_bsn(), iban("NL")
    kvk = rdig(8)
    text = ("Voor mijn nieuwe baan moet ik de gegevens voor de loonheffingen invullen. BSN %s, IBAN %s. Mijn "
            "werkgever staat bij de KvK onder %s. Moet ik loonheffingskorting aanvinken als ik ook een bijbaan heb?"
            % (bsn, fmt_iban(ib), kvk))
    return C("nl", "bsn-and-iban", text, [bsn, fmt_iban(ib)], [kvk],
             "BSN (11-proof computed) and own IBAN; employer's KvK number is a look-alike.")


@case
def nl_digid():
    pw = pw_human(["tulp", "fiets", "molen", "kaas", "stroopwafel", "gracht", "duin"])
    sms = pin(6)
    kenmerk = grp(rdig(16), 4)
    text = ("Ik probeer in te loggen bij Mijn Belastingdienst met DigiD. Wachtwoord %s, de sms-code was %s, maar hij "
            "zegt dat de code verlopen is. Ik moet een aanslag betalen met betalingskenmerk %s. Kan dat ook zonder "
            "in te loggen?" % (pw, sms, kenmerk))
    return C("nl", "digid-password-and-sms", text, [pw, sms], [kenmerk],
             "DigiD password and SMS code; the tax payment reference is a look-alike.")


@case
def nl_neg_invoice():
    btw = "NL%sB01" % rdig(9)
    kvk, fn = rdig(8), "F%d-%s" % (ri(2024, 2026), rdig(4))
    ib = iban("NL")
    pnl = "3S" + rs(U, 4) + rdig(9)
    text = ("Kun je deze factuur checken? Van Dijk Installatietechniek B.V., btw-nummer %s, KvK %s, factuurnummer %s, "
            "te betalen op %s o.v.v. het factuurnummer. Het pakket met onderdelen (PostNL %s) is nooit aangekomen."
            % (btw, kvk, fn, fmt_iban(ib), pnl))
    return C("nl", "supplier-invoice", text, [], [btw, fn, fmt_iban(ib), pnl],
             "Negative: company VAT and KvK numbers, invoice number, company IBAN and parcel code.")


# ============================================================================= Nordic, Finnish, Hungarian, Romanian, Greek
@case
def sv_tax_refund():
    pnr = se_pnr()
    clr = "8%s-%d" % (rdig(3), ri(0, 9))
    acct = "%s %s %s-%d" % (rdig(3), rdig(3), rdig(3), ri(0, 9))
    ocrb = rdig(ri(8, 14))
    ocr = ocrb + luhn_digit(ocrb)
    text = ("Jag ska få tillbaka skatt men har inte anmält något konto. Mitt personnummer är %s, Swedbank "
            "clearingnummer %s och kontonummer %s. Och fakturan från elbolaget har OCR %s, kan jag betala den med "
            "Swish?" % (pnr, clr, acct, ocr))
    return C("sv", "personnummer-and-account", text, [pnr, acct], [clr, ocr],
             "Personnummer (Luhn) and own account number; clearing number and OCR reference (Luhn) are look-alikes.")


@case
def sv_friend_visit():
    portkod = pin(4)
    lgh = "1%d0%d" % (ri(1, 3), ri(1, 9))
    wifi = pw_human(["kanelbulle", "sommar", "blabar", "fika", "lingon", "skargard"])
    text = ("Min kompis ska bo hos mig i helgen. Kan du skriva ett kort välkomstmeddelande? Portkoden är %s, "
            "lägenheten har nummer %s (tredje våningen), wifi heter Tele2_8841 och lösenordet är %s." % (portkod, lgh, wifi))
    return C("sv", "door-code-and-wifi", text, [portkod, wifi], [lgh],
             "Door code and Wi-Fi password; the four-digit flat number is a look-alike.")


@case
def sv_neg_bankgiro():
    bgb = rdig(6)
    bgd = bgb + luhn_digit(bgb)
    bg = "%s-%s" % (bgd[:3], bgd[3:])
    ocrb = rdig(10)
    ocr = ocrb + luhn_digit(ocrb)
    org = se_org()
    text = ("Fick en faktura från Städfixarna AB: bankgiro %s, OCR-nummer %s, 1 245 kr senast 30/9. "
            "Organisationsnumret %s står också med. Kan jag dra av det som RUT direkt?" % (bg, ocr, org))
    return C("sv", "invoice-bankgiro-ocr", text, [], [bg, ocr, org],
             "Negative: company bankgiro, OCR reference and organisation number (all Luhn computed).")


@case
def da_nemkonto():
    cpr, reg, konto, cvr = dk_cpr(), rdig(4), rdig(10), dk_cvr()
    text = ("Jeg skal oprette NemKonto i min nye bank. CPR-nr. %s, reg.nr. %s og kontonr. %s. Min arbejdsgiver har "
            "CVR %s – skal de have besked, eller sker det automatisk?" % (cpr, reg, konto, cvr))
    return C("da", "cpr-and-account", text, [cpr, konto], [reg, cvr],
             "CPR number (no modulus computed) and account number; bank reg. no. and employer CVR (computed) are look-alikes.")


@case
def da_neg_fi_card():
    fi = "+71<%s +%s<" % (rdig(15), rdig(8))
    ordre, gls = rdig(11), rdig(11)
    text = ("Jeg har fået et girokort fra fjernvarmen: %s på 2.340,00 kr. Og så venter jeg en pakke fra Zalando, "
            "ordrenummer %s, GLS-pakkenummer %s. Hvordan betaler jeg et FI-kort i MobilePay?" % (fi, ordre, gls))
    return C("da", "payment-slip-and-parcel", text, [], [fi, ordre, gls],
             "Negative: FI payment slip line, order and parcel numbers.")


@case
def no_nav():
    fnr = no_fnr()
    k = no_account()
    konto = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    kidb = rdig(ri(8, 12))
    kid = kidb + luhn_digit(kidb)
    text = ("Skal fylle ut søknad om foreldrepenger hos NAV. Fødselsnummer %s, kontonummer %s. Og barnehagen sendte "
            "faktura med KID %s — kan jeg sette den opp som AvtaleGiro?" % (fnr, konto, kid))
    return C("no", "fodselsnummer-and-account", text, [fnr, konto], [kid],
             "Fødselsnummer and account number (mod 11 computed); KID reference (mod 10) is a look-alike.")


@case
def no_cabin():
    garasje = pin(4)
    wifi = pw_human(["fjell", "hytte", "brunost", "vinter", "fjord", "lofoten"])
    org = no_orgnr()
    orgf = "%s %s %s" % (org[:3], org[3:6], org[6:])
    text = ("Vi leier ut hytta på Finn. Kan du lage en kort velkomsttekst? Koden til garasjeporten er %s, "
            "wifi-passordet er %s. Fakturaen sendes fra enkeltpersonforetaket mitt, org.nr. %s."
            % (garasje, wifi, orgf))
    return C("no", "cabin-codes-and-wifi", text, [garasje, wifi], [orgf],
             "Garage door code and Wi-Fi password; the business organisation number (computed) is public.")


@case
def fi_netbank():
    hetu = fi_hetu()
    pw = pw_alnum(10)
    viite = fi_viite()
    text = ("Yritän maksaa laskua verkkopankissa, mutta tunnistautuminen ei onnistu. Pankki kysyy henkilötunnusta "
            "%s ja salasanaa, jonka annoin: %s. Laskun viitenumero on %s, eräpäivä 15.10. Pitäisikö soittaa pankkiin?"
            % (hetu, pw, viite))
    return C("fi", "hetu-and-password", text, [hetu, pw], [viite],
             "Finnish personal identity code (check char computed) and password; invoice reference (7-3-1 computed) is a look-alike.")


@case
def fi_invoice_iban():
    ib = mk_iban("FI", "1" + rdig(13, False))
    yt = fi_ytunnus()
    text = ("Aloitan kevytyrittäjänä ja asiakas pyytää laskuun tilinumeron. Oma tilini on %s (Nordea). Asiakkaan "
            "Y-tunnus on %s. Pitääkö laskussa olla myös minun henkilötunnukseni?" % (fmt_iban(ib), yt))
    return C("fi", "own-iban-for-invoice", text, [fmt_iban(ib)], [yt],
             "Own IBAN (mod 97); the client's business id (check computed) is a look-alike.")


@case
def hu_new_job():
    taj, ado = hu_taj(), hu_adoazon()
    ugy = "%s-%d" % (rdig(7), ri(2024, 2026))
    text = ("Az új munkahelyen kérik a TAJ számomat és az adóazonosító jelemet. TAJ: %s, adóazonosító jel: %s. "
            "A NAV-os levélen van egy ügyszám is: %s. Azt is meg kell adnom?" % (taj, ado, ugy))
    return C("hu", "taj-and-tax-id", text, [taj, ado], [ugy],
             "TAJ and tax id (checks computed); the case number is a look-alike.")


@case
def hu_netbank():
    pw = pw_human(["napsugar", "cica", "Balaton", "tavasz", "kolbasz", "Tisza"])
    a = hu_account()
    acct = "%s-%s-%s" % (a[:8], a[8:16], a[16:])
    tr = rdig(12)
    text = ("Nem tudok belépni a netbankba: felhasználónév kovacs.eva87, jelszó %s. Közben a munkáltató erre a számlára "
            "utalná a fizetést: %s. Az utolsó utalás tranzakcióazonosítója %s volt. Mit csináljak?" % (pw, acct, tr))
    return C("hu", "netbank-password-and-account", text, [pw, acct], [tr],
             "Netbank password and own account number (check digits computed); transaction id is a look-alike.")


@case
def ro_scholarship():
    cnp = ro_cnp()
    ib = iban_with("RO", "BTRL")
    cui = ro_cui()
    text = ("Completez formularul pentru bursă la facultate. Îmi cere CNP-ul (%s) și IBAN-ul (%s, Banca Transilvania). "
            "Firma unde fac practica are CUI %s — trebuie trecut și ăla?" % (cnp, ib, cui))
    return C("ro", "cnp-and-iban", text, [cnp, ib], [cui],
             "CNP (check computed) and own IBAN; company CUI (computed) is a look-alike.")


@case
def ro_parcel_scam():
    p = pin(4)
    parola = pw_human(["soare", "Dacia", "cireasa", "mamaliga", "Carpati", "zambila"])
    cmd = "4" + rdig(8)
    text = ("Am primit un SMS că am un colet de la eMAG (comanda %s) și trebuie să plătesc o taxă de 2,99 lei. Am intrat "
            "pe link și am introdus datele cardului și PIN-ul %s. Apoi mi-a cerut și parola de la aplicația băncii: "
            "%s. Am fost păcălită?" % (cmd, p, parola))
    return C("ro", "card-pin-and-bank-password", text, [p, parola], [cmd],
             "Card PIN and banking password entered on a phishing page; order number is a look-alike.")


@case
def el_heating_allowance():
    amka, afm = gr_amka(), gr_afm()
    pw = pw_alnum(10)
    prot = rdig(6) + "/" + str(ri(2024, 2026))
    text = ("Προσπαθώ να κάνω αίτηση για το επίδομα θέρμανσης. ΑΜΚΑ %s, ΑΦΜ %s, κωδικοί Taxisnet: χρήστης mpapad82 "
            "και κωδικός %s. Μου βγάζει σφάλμα. Έχω και αριθμό πρωτοκόλλου από παλιότερη αίτηση, %s. Τι να κάνω;"
            % (amka, afm, pw, prot))
    return C("el", "amka-afm-taxisnet", text, [amka, afm, pw], [prot],
             "AMKA (Luhn) and AFM (check computed) and Taxisnet password; protocol number is a look-alike.")


@case
def el_transfer_otp():
    otp = pin(6)
    ib = iban("GR")
    text = ("Μου ήρθε SMS: «Ο κωδικός μίας χρήσης για τη μεταφορά 1.250,00€ είναι %s. Μην τον αποκαλύψετε σε κανέναν.» "
            "Εγώ όμως μεταφέρω χρήματα στο δικό μου IBAN %s από το Revolut. Γιατί μου ζητάει κωδικό;"
            % (otp, fmt_iban(ib)))
    return C("el", "transfer-otp-and-own-iban", text, [otp, fmt_iban(ib)], ["1.250,00€"],
             "Transfer OTP and own IBAN; the amount is a look-alike.")


# ============================================================================= Turkish, Vietnamese, Thai, Indonesian, Tagalog, Swahili
@case
def tr_edevlet():
    tc = tr_tckn()
    pw = pw_human(["Galata", "simit", "lale", "Karadeniz", "kedi", "Bogazici"])
    vkn = rdig(10)
    text = ("e-Devlet'e giremiyorum. TC kimlik numaram %s, şifrem %s. 'Hatalı giriş' diyor. Bir de işverenimin vergi "
            "numarası %s, onunla SGK hizmet dökümü sorgulanabiliyor mu?" % (tc, pw, vkn))
    return C("tr", "tc-kimlik-and-edevlet-password", text, [tc, pw], [vkn],
             "TC identity number (both checks computed) and e-Devlet password; employer tax number is a look-alike.")


@case
def tr_rent_iban():
    ib = iban("TR")
    sifre = str(ri(1975, 1999))
    dekont = rdig(10)
    text = ("Kiracım kirayı yanlış IBAN'a göndermiş. Benim IBAN'ım %s, o ise bir rakamı yanlış yazmış. Dekont numarası "
            "%s. Ayrıca bankadan yeni kart geldi, şifre olarak %s belirledim, doğum yılım olduğu için kolay tahmin "
            "edilir mi?" % (fmt_iban(ib), dekont, sifre))
    return C("tr", "iban-and-card-pin-birth-year", text, [fmt_iban(ib), sifre], [dekont],
             "Own IBAN and a card PIN equal to a birth year; receipt number is a look-alike.")


@case
def tr_neg_cargo():
    sip, takip = rdig(9), rdig(12)
    fatura = rs(U, 3) + str(ri(2024, 2026)) + rdig(9)
    text = ("Trendyol'dan verdiğim siparişin (sipariş no %s) kargosu Yurtiçi Kargo'da %s takip numarasıyla 'transfer "
            "merkezinde' görünüyor, 5 gündür hareket yok. Faturada %s numarası var. Şikayet metni yazar mısın?"
            % (sip, takip, fatura))
    return C("tr", "cargo-order-invoice", text, [], [sip, takip, fatura],
             "Negative: order, tracking and e-invoice numbers.")


@case
def vi_vietcombank():
    cccd = pick(["001", "079", "048", "031"]) + pick("0123") + rdig(2) + rdig(6)
    acct, otp = rdig(13, False), pin(6)
    magd = "FT%s%s" % (rdig(5), rs(UD, 5))
    text = ("Em bị khóa tài khoản Vietcombank do nhập sai mật khẩu. Tổng đài hỏi số CCCD %s và số tài khoản %s, rồi "
            "gửi mã OTP %s qua SMS. Mã giao dịch chuyển tiền gần nhất của em là %s. Em có cần ra quầy không ạ?"
            % (cccd, acct, otp, magd))
    return C("vi", "cccd-account-otp", text, [cccd, acct, otp], [magd],
             "Citizen id (no check), account number and OTP; transaction code is a look-alike.")


@case
def vi_friend_stay():
    wifi = pick(["hoangyen", "nhaminh", "thuylinh", "anhtuan"]) + str(ri(1990, 2020))
    door = pin(6)
    shopee = "%s%s" % (rdig(6), rs(UD, 8))
    text = ("Mình cho bạn ở nhờ mấy hôm, viết giúp mình tin nhắn hướng dẫn nhé: mật khẩu wifi %s, mã khóa cửa %s, "
            "chìa khóa xe để trong ngăn kéo. Có đơn Shopee mã %s sẽ giao tới, nhận giúp mình." % (wifi, door, shopee))
    return C("vi", "wifi-and-door-code", text, [wifi, door], [shopee],
             "Wi-Fi password and door lock code; order code is a look-alike.")


@case
def vi_neg_einvoice():
    mst, sohd = rdig(10), rdig(8)
    ghn = "G" + rs(UD, 7)
    text = ("Công ty mình nhận hóa đơn điện tử của nhà cung cấp: mã số thuế %s, ký hiệu 1C25TAA, số hóa đơn %s, tổng "
            "tiền 12.650.000 đ. Hàng gửi qua GHN, mã vận đơn %s. Hóa đơn này có hợp lệ để khấu trừ thuế không?"
            % (mst, sohd, ghn))
    return C("vi", "supplier-einvoice", text, [], [mst, sohd, ghn],
             "Negative: supplier tax code, invoice series and number, waybill.")


@case
def th_mom_scam():
    thid, atm = th_id(), pin(6)
    ref = rdig(10)
    text = ("แม่โดนแก๊งคอลเซ็นเตอร์โทรมาอ้างว่าเป็นตำรวจ แม่บอกเลขบัตรประชาชน %s กับรหัส ATM %s ไปแล้ว ต้องทำอะไร"
            "ก่อนคะ ธนาคารให้เลขที่อ้างอิงเรื่องไว้ %s" % (thid, atm, ref))
    return C("th", "id-card-and-atm-pin", text, [thid, atm], [ref],
             "Mother's Thai id (check computed) and ATM PIN, entrusted; the bank's case reference is a look-alike.")


@case
def th_promptpay_otp():
    otp = pin(6)
    ref = rs(U, 4)
    text = ("ได้ SMS ว่า \"รหัส OTP ของคุณคือ %s (Ref: %s) สำหรับผูกบัญชีพร้อมเพย์ ห้ามบอกรหัสนี้แก่ผู้อื่น\" แต่ไม่ได้ทำ"
            "รายการเองเลย ควรโทรหาธนาคารไหมคะ" % (otp, ref))
    return C("th", "otp-with-ref-code", text, [otp], [ref],
             "OTP is secret; the SMS's Ref code is a look-alike.")


@case
def id_mbca():
    nik = pick(["317404", "327301", "357801", "517102"]) + "%02d%02d%02d" % (ri(1, 28) + pick([0, 40]), ri(1, 12), ri(70, 99)) + rdig(4)
    pinm = pin(6)
    va = "8808" + rdig(12)
    text = ("Saya mau daftar m-BCA lagi karena ganti HP. Data saya: NIK %s, PIN m-BCA %s. Habis itu mau bayar "
            "tagihan Shopee lewat virtual account %s. Urutannya gimana ya?" % (nik, pinm, va))
    return C("id", "nik-and-pin", text, [nik, pinm], [va],
             "NIK (no check) and mobile banking PIN; the merchant virtual account number is a look-alike.")


@case
def id_courier_scam():
    resi = "CGK" + rdig(13)
    otp = pin(4)
    wifi = pw_human(["rendang", "kopi", "melati", "garuda", "merapi", "sambal"])
    text = ("Tadi ada kurir ngaku dari JNE, bilang paket dengan resi %s salah alamat dan minta kode OTP Gojek saya. "
            "Saya kasih %s, terus akun saya ke-logout. Oh ya, dia juga sempat nanya password wifi rumah, saya kasih "
            "juga: %s. Bahaya nggak?" % (resi, otp, wifi))
    return C("id", "otp-and-wifi-to-scammer", text, [otp, wifi], [resi],
             "App OTP and Wi-Fi password handed to a scammer; the waybill number is a look-alike.")


@case
def id_neg_invoice():
    inv = "INV/2025%02d%02d/MPL/%s" % (ri(1, 12), ri(1, 28), rdig(10))
    npwp = "%s.%s.%s.%s-%s.000" % (rdig(2), rdig(3), rdig(3), rdig(1), rdig(3))
    text = ("Saya butuh faktur pajak untuk pembelian kantor di Tokopedia, nomor invoice %s. Penjualnya PT Sinar Abadi "
            "Elektronik dengan NPWP %s. Invoice ini bisa dipakai untuk reimburse, atau harus minta faktur pajak "
            "terpisah?" % (inv, npwp))
    return C("id", "marketplace-invoice-npwp", text, [], [inv, npwp],
             "Negative: marketplace invoice number and a company's tax number.")


@case
def tl_gov_ids():
    sss = "%s-%s-%s" % (rdig(2), rdig(7), rdig(1))
    ph = "%s-%s-%s" % (rdig(2), rdig(9), rdig(1))
    tin = "%s-%s-%s-000" % (rdig(3), rdig(3), rdig(3))
    ref = rdig(13)
    text = ("Hi! Nag-aapply ako ng trabaho at hinihingi yung mga government ID numbers ko. SSS: %s, PhilHealth: %s, "
            "TIN: %s. Nagbayad din ako ng NBI clearance via GCash, Ref No. %s. Kailangan ko pa bang ipakita yung "
            "resibo?" % (sss, ph, tin, ref))
    return C("tl", "sss-philhealth-tin", text, [sss, ph, tin], [ref],
             "SSS, PhilHealth and TIN numbers (not computed); GCash receipt Ref No. is a reference.")


@case
def tl_gcash_scam():
    mpin, otp = pin(4), pin(6)
    ref = rdig(13)
    text = ("May nag-text na taga-GCash daw, may problema raw sa account ko at kailangan i-verify. Binigay ko yung "
            "MPIN ko na %s at yung OTP na %s. Tapos may nawalang ₱4,500, Ref No. %s. Ano ang gagawin ko?"
            % (mpin, otp, ref))
    return C("tl", "gcash-mpin-and-otp", text, [mpin, otp], [ref, "₱4,500"],
             "Wallet MPIN and OTP given to a scammer; receipt Ref No. and amount are look-alikes.")


@case
def sw_mpesa():
    code = "T" + rs(UD, 9)
    p = pin(4)
    till = rdig(6)
    text = ("Nimepokea ujumbe huu: \"%s Confirmed. Ksh1,250.00 paid to MAMA NJERI GROCERY. on 14/9/25 at 7:42 PM. "
            "New M-PESA balance is Ksh3,410.50. Transaction cost, Ksh0.00.\" Lakini sikulipa mimi! Jana nililipa Till "
            "number %s tu. Mtu alijuaje PIN yangu ya M-PESA, %s? Nifanye nini?" % (code, till, p))
    return C("sw", "mpesa-code-and-pin", text, [code, p], [till],
             "M-Pesa confirmation code (settled as secret) and M-Pesa PIN; the merchant till number is a look-alike.")


@case
def sw_bank_account():
    idno = str(ri(2, 3)) + rdig(7)
    kra = "A0" + rdig(8) + rs(U, 1)
    phone = "07%s %s %s" % (rdig(2), rdig(3), rdig(3))
    text = ("Naomba msaada kujaza fomu ya kufungua akaunti ya benki. Namba ya kitambulisho changu ni %s, KRA PIN %s. "
            "Wameniuliza pia namba ya simu ya mdhamini: %s. Je, ni salama kutuma hizi kwa WhatsApp kwa afisa wa benki?"
            % (idno, kra, phone))
    return C("sw", "national-id-and-kra-pin", text, [idno, kra], [phone],
             "Kenyan national id and KRA PIN (not computed); the guarantor's phone is a look-alike.")


# ============================================================================= self-tests of the check-digit code
def self_test():
    problems = []

    def t(cond, what):
        if not cond:
            problems.append("self-test failed: " + what)
    t(luhn_ok("79927398713"), "luhn")
    t(luhn_digit("7992739871") == "3", "luhn digit")
    t(iban_ok("GB29NWBK60161331926819") and iban_ok("DE89370400440532013000"), "iban")
    t(not iban_ok("GB29NWBK60161331926818"), "iban negative")
    t(verhoeff_ok("2363") and verhoeff_digit("236") == "3", "verhoeff")
    t(aba_ok("021000021"), "aba")
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    t("10X98765432"[sum(int(a) * x for a, x in zip("11010519491231002", w)) % 11] == "X", "cn id")
    t(luhn_ok("8112189876"), "se pnr")
    t(mod11_10("8609574271") == "9", "de steuer-id")
    t((sum(int(a) * (9 - i) for i, a in enumerate("11122233")) - 3) % 11 == 0, "nl bsn")
    t("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z", "es dni")
    t(cf_char("RSSMRA85T10A562") == "S", "it codice fiscale")
    t(pesel_ok("44051401359"), "pesel")
    t(pl_idcard_ok("ABA300000"), "pl id card")
    t(vin_check("1M8GDM9AXKP042788") == "X", "vin")
    b = "12345678901"
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    t((0 if s % 11 <= 1 else 11 - s % 11) == 8, "jp my number")
    ds = [int(c) for c in "51824753556"]
    ds[0] -= 1
    t(sum(a * x for a, x in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0, "au abn")
    t(sum(int(a) * x for a, x in zip("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0, "au tfn")
    t(luhn_ok("046454286"), "ca sin")
    t("0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T", "fi hetu")
    wno = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    t(11 - sum(int(a) * x for a, x in zip("8601111794", wno)) % 11 == 7, "no account")
    t(curp_digit("HEGG560427MVZRRL0") == "4", "mx curp")
    t(sum((int(a) * x) % 10 for a, x in zip("00201007777777777", [3, 7, 1] * 6)) % 10 == 9, "mx clabe")
    sn = "112233445"
    t(sum(int(a) * (9 - i) for i, a in enumerate(sn)) == 95, "ru snils")
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4, "tr tckn")
    cs = D + U
    g = "27AAPFU0939F1Z"
    tot = 0
    for i, ch in enumerate(g):
        p = cs.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    t(cs[(36 - tot % 36) % 36] == "V", "in gstin")
    w1, w2 = [7, 1, 3, 9, 7, 1, 3], [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]
    c1 = "2850590940090418135201"
    t((10 - sum(int(a) * x for a, x in zip(c1[:7], w1)) % 10) % 10 == int(c1[7]), "ar cbu block 1")
    t((10 - sum(int(a) * x for a, x in zip(c1[8:21], w2)) % 10) % 10 == int(c1[21]), "ar cbu block 2")
    jwt_payload = "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
    t(json.loads(base64.urlsafe_b64decode(jwt_payload + "==")) ==
      {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}, "jwt.io payload")
    return problems


# ============================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def hostile_char(s, allow_newline):
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if unicodedata.category(ch) in BAD_CATEGORIES or ch in "\ufeff\ufffe\uffff\\":
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def embedded_in_number(text, s, e):
    v = text[s:e]
    if v[0].isdigit() and s > 0:
        if text[s - 1].isdigit():
            return True
        if s > 1 and text[s - 1] in "-./," and text[s - 2].isdigit():
            return True
    if v[-1].isdigit() and e < len(text):
        if text[e].isdigit():
            return True
        if e + 1 < len(text) and text[e] in "-./," and text[e + 1].isdigit():
            return True
    return False


def validate_case(c):
    """Return a list of problems for one case (empty when fine)."""
    p = []
    text = c["text"]
    for k in ("lang", "slug", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            p.append("missing " + k)
    if c["lang"] not in LANGS:
        p.append("unknown lang " + c["lang"])
    if any(ch not in L + D + "-" for ch in c["slug"]):
        p.append("bad slug")
    if text != text.strip():
        p.append("text has outer whitespace")
    parts = text.split(SEP)
    if any(not x.strip() for x in parts):
        p.append("empty message")
    for k in ("text", "note", "lang", "slug"):
        h = hostile_char(c[k], k == "text")
        if h is not None:
            p.append("hostile char %r in %s" % (h, k))
    sec, look = c["secrets"], c["lookalikes"]
    if len(set(sec)) != len(sec) or len(set(look)) != len(look):
        p.append("duplicate listed value")
    if set(sec) & set(look):
        p.append("value both secret and look-alike")
    if not sec and not look:
        p.append("case lists nothing")
    for v in sec + look:
        if not isinstance(v, str) or not v or v != v.strip():
            p.append("bad value %r" % v)
            continue
        h = hostile_char(v, True)
        if h is not None:
            p.append("hostile char %r in value" % h)
        if SEP in v:
            p.append("value spans messages")
        occ = occurrences(text, v)
        if not occ:
            p.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for s, e in occ:
            if embedded_in_number(text, s, e):
                p.append("number embedded in a longer number: %r" % v)
                break
    sec_spans = [o for v in sec for o in occurrences(text, v)]
    look_spans = [(o, v) for v in look for o in occurrences(text, v)]
    for (s1, e1) in sec_spans:
        for (s2, e2), v in look_spans:
            if s1 < e2 and s2 < e1:
                p.append("secret overlaps look-alike %r" % v)
    return p


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
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


def parse_yaml(src):
    """Strict parser for exactly the layout written by to_yaml."""
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, key = [], None, None
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur)
            key = None
        elif line.startswith("      - ") and key:
            cur[key].append(json.loads(line[8:]))
        elif line.startswith("    ") and cur is not None:
            k, _, rest = line[4:].partition(":")
            if k in ("secrets", "lookalikes"):
                if rest == " []":
                    cur[k], key = [], None
                elif rest == "":
                    cur[k], key = [], k
                else:
                    raise ValueError("line %d: bad list" % n)
            elif k in ("lang", "text", "note") and rest.startswith(" \""):
                cur[k] = json.loads(rest[1:])
                key = None
            else:
                raise ValueError("line %d: unexpected key" % n)
        else:
            raise ValueError("line %d: unexpected line" % n)
    return cases


def build():
    problems = self_test()
    built = []
    for fn in CASES:
        last = None
        for _attempt in range(60):
            c = fn()
            last = validate_case(c)
            if not last:
                break
        if last:
            problems.append("%s: %s" % (fn.__name__, "; ".join(last)))
        built.append(c)
    R.shuffle(built)
    ids = set()
    for i, c in enumerate(built, 1):
        c["id"] = "%s-%03d-%s" % (PREFIX, i, c.pop("slug"))
        if c["id"] in ids:
            problems.append("duplicate id " + c["id"])
        ids.add(c["id"])
        c.update({k: c.pop(k) for k in ("lang", "text", "secrets", "lookalikes", "note")})
    # values that are secrets somewhere must not be look-alikes elsewhere
    all_sec = {v for c in built for v in c["secrets"]}
    all_look = {v for c in built for v in c["lookalikes"]}
    for v in sorted(all_sec & all_look):
        problems.append("value is a secret in one case and a look-alike in another: %r" % v)
    return built, problems


def main(argv):
    if len(argv) != 2 or not argv[1].endswith(".yaml"):
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    cases, problems = build()
    ytxt = to_yaml(cases)
    try:
        back = parse_yaml(ytxt)
        if back != [{k: c[k] for k in ("id", "lang", "text", "secrets", "lookalikes", "note")} for c in cases]:
            problems.append("YAML round trip differs")
    except ValueError as e:
        problems.append("YAML round trip failed: %s" % e)
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(ytxt)
    n_neg = sum(1 for c in cases if not c["secrets"])
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes" % (
        argv[1], len(cases), n_neg, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
