#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v96 (secrets filter).

Standard library only.  Usage: python3 make_heldout_v96.py heldout_v96.yaml
Every secret and most look-alikes are drawn from random.Random(96); check digits are
computed where the format has a public rule (see README.txt).  Everything is validated
before anything is written; on a problem the script prints it and exits 1.
"""
import base64
import datetime
import hashlib
import json
import random
import re
import string
import struct
import sys
import unicodedata
import uuid

SEED = 96
PREFIX = "H96"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64URL = AN + "-_"
HEX = "0123456789abcdef"
B32 = UP + "234567"


# ----------------------------------------------------------------- basic draws
def rstr(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rdig(n, first_nonzero=True):
    s = rstr(DG, n)
    if first_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def hexs(n):
    return rstr(HEX, n)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def rdate(y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(R.randint(start, end))


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha256hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def git_sha():
    return hashlib.sha1(rbytes(20)).hexdigest()


# ----------------------------------------------------------------- check digits
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


def luhn_ok(s):
    s = re.sub(r"\D", "", s)
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_make(prefix, length):
    body = prefix + rdig(length - len(prefix) - 1, first_nonzero=False)
    return body + luhn_digit(body)


def _ibnum(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_make(cc, bban):
    chk = 98 - int(_ibnum(bban + cc + "00")) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(ib):
    ib = ib.replace(" ", "")
    return int(_ibnum(ib[4:] + ib[:4])) % 97 == 1


def iban_fmt(ib):
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


def mod97_10(digits):
    return "%02d" % (98 - int(digits + "00") % 97)


VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
         [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
         [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
         [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
         [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
         [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


def gs1_digit(payload):
    total = 0
    for i, ch in enumerate(reversed(payload)):
        total += int(ch) * (3 if i % 2 == 0 else 1)
    return str((10 - total % 10) % 10)


# ----------------------------------------------------------------- cards
def card(brand="visa"):
    if brand == "visa":
        return luhn_make("4" + rdig(5, False), 16)
    if brand == "mc":
        return luhn_make(str(R.randint(51, 55)) + rdig(4, False), 16)
    if brand == "mc2":
        return luhn_make(str(R.randint(2221, 2720)) + rdig(2, False), 16)
    if brand == "amex":
        return luhn_make(pick(["34", "37"]) + rdig(4, False), 15)
    if brand == "unionpay":
        return luhn_make("62" + pick(["2588", "2848", "1700", "1483"]), 19)
    if brand == "mir":
        return luhn_make("220" + str(R.randint(0, 4)) + rdig(2, False), 16)
    if brand == "shetab":
        return luhn_make(pick(["603799", "610433", "589210", "627353"]), 16)
    if brand == "troy":
        return luhn_make("9792" + rdig(2, False), 16)
    raise ValueError(brand)


def card4(num):
    if len(num) == 15:
        return groups(num, [4, 6, 5])
    if len(num) == 19:
        return groups(num, [4, 4, 4, 4, 3])
    return groups(num, [4, 4, 4, 4])


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))


def cvc(n=3):
    return rdig(n, first_nonzero=True)


# ----------------------------------------------------------------- IBANs and accounts
def iban_de():
    return iban_make("DE", pick(["10010010", "20041133", "37040044", "50010517",
                                 "70150000", "43060967", "12030000"]) + rdig(10, False))


def iban_gb(bank=None):
    bank = bank or pick(["BARC", "NWBK", "HBUK", "LOYD", "MIDL", "MONZ"])
    return iban_make("GB", bank + rdig(6, False) + rdig(8, False))


def rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def iban_fr():
    bank = pick(["30004", "30003", "20041", "10278", "30002", "16606"])
    branch = rdig(5, False)
    acct = rdig(11, False)
    return iban_make("FR", bank + branch + acct + rib_key(bank, branch, acct))


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - wsum(ten, w) % 11
    return "0" if d == 11 else ("1" if d == 10 else str(d))


def iban_es():
    bank = pick(["2100", "0049", "0182", "2085", "0081", "1465"])
    branch = rdig(4, False)
    acct = rdig(10, False)
    return iban_make("ES", bank + branch + es_dc("00" + bank + branch) + es_dc(acct) + acct)


CF_ODD = {}
for _k, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_k] = _v
for _k, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
                       16, 10, 22, 25, 24, 23]):
    CF_ODD[_k] = _v


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_check_char(s):
    total = 0
    for i, c in enumerate(s):
        total += CF_ODD[c] if i % 2 == 0 else cf_even(c)
    return chr(65 + total % 26)


def iban_it():
    abi = pick(["03069", "02008", "05034", "03062", "01030"])
    cab = rdig(5, False)
    acct = rdig(12, False)
    return iban_make("IT", it_check_char(abi + cab + acct) + abi + cab + acct)


def iban_nl():
    while True:
        acct = rdig(10, False)
        if wsum(acct, range(10, 0, -1)) % 11 == 0:
            break
    return iban_make("NL", pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ"]) + acct)


def pl_sort():
    b = pick(["102", "105", "109", "114", "116", "124", "175", "249"]) + rdig(4, False)
    return b + str((10 - wsum(b, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)


def iban_pl():
    return iban_make("PL", pl_sort() + rdig(16, False))


def iban_pt():
    body = pick(["0035", "0033", "0010", "0018", "0036"]) + rdig(4, False) + rdig(11, False)
    return iban_make("PT", body + mod97_10(body))


def no_mod11(payload, weights):
    r = wsum(payload, weights) % 11
    k = 11 - r
    if k == 11:
        return "0"
    if k == 10:
        return None
    return str(k)


def no_account():
    while True:
        p = rdig(4) + rdig(6, False)
        k = no_mod11(p, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return p + k


def iban_fi():
    p = pick(["123456", "157100", "800012", "470010", "555000"]) + rdig(7, False)
    return iban_make("FI", p + luhn_digit(p))




def iban_ro():
    return iban_make("RO", pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"]) + "RONCRT0" + rdig(9, False))


def iban_tr(bank=None):
    return iban_make("TR", (bank or pick(["00010", "00012", "00046", "00062", "00064", "00067"])) + "0" + rdig(16, False))


def cz_account():
    while True:
        base = rdig(9)
        c = (-wsum(base, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c < 10:
            return base + str(c)


def iban_ua():
    return iban_make("UA", pick(["305299", "322001", "300528", "380805"]) + "0000026" + rdig(12, False))


def iban_sa(bank=None):
    return iban_make("SA", (bank or pick(["80", "10", "45", "05"])) + "000" + rdig(15, False))


def iban_ir():
    return iban_make("IR", "0" + pick(["17", "12", "16", "55", "56"]) + "0000" + rdig(15, False))


def aba_routing():
    while True:
        p = "%02d" % pick(list(range(1, 13)) + list(range(21, 33))) + rdig(6, False)
        for c in DG:
            d = p + c
            if (3 * (int(d[0]) + int(d[3]) + int(d[6])) + 7 * (int(d[1]) + int(d[4]) + int(d[7]))
                    + (int(d[2]) + int(d[5]) + int(d[8]))) % 10 == 0:
                return d


def aba_ok(d):
    return (3 * (int(d[0]) + int(d[3]) + int(d[6])) + 7 * (int(d[1]) + int(d[4]) + int(d[7]))
            + (int(d[2]) + int(d[5]) + int(d[8]))) % 10 == 0


# ----------------------------------------------------------------- national ids
def cn_id():
    region = pick(["110105", "310104", "440305", "330106", "510107", "420106", "320102", "370202"])
    body = region + rdate(1968, 2003).strftime("%Y%m%d") + "%03d" % R.randint(1, 999)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[wsum(body, w) % 11]


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    body = "91" + pick(["110105", "310115", "440300", "330100"]) + "".join(R.choice(USCC_ALPHA[:10] + "MAHKLPQRT") for _ in range(9))
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_ALPHA.index(c) * x for c, x in zip(body, w))
    return body + USCC_ALPHA[(31 - s % 31) % 31]


def kr_rrn():
    d = rdate(1965, 2004)
    g = (1 if d.year < 2000 else 3) + R.randint(0, 1)
    body = d.strftime("%y%m%d") + str(g) + rdig(5, False)
    c = (11 - wsum(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn():
    while True:
        b = rdig(3) + rdig(2) + rdig(4, False)
        s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
        c = (10 - s % 10) % 10
        full = b + str(c)
        return full[:3] + "-" + full[3:5] + "-" + full[5:]


def jp_mynumber():
    base = rdig(11)
    s = 0
    for n in range(1, 12):
        p = int(base[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return base + ("0" if r <= 1 else str(11 - r))


def jp_corp():
    base = rdig(12)
    s = 0
    for n in range(1, 13):
        s += int(base[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + base


def br_cpf():
    d = rdig(9, False)
    s = wsum(d, range(10, 1, -1))
    d1 = 11 - s % 11
    d1 = 0 if d1 >= 10 else d1
    d += str(d1)
    s = wsum(d, range(11, 1, -1))
    d2 = 11 - s % 11
    d2 = 0 if d2 >= 10 else d2
    d += str(d2)
    return "%s.%s.%s-%s" % (d[:3], d[3:6], d[6:9], d[9:])


def br_cnpj():
    d = rdig(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = wsum(d, w) % 11
        d += "0" if r < 2 else str(11 - r)
    return "%s.%s.%s/%s-%s" % (d[:2], d[2:5], d[5:8], d[8:12], d[12:])


def nl_bsn():
    while True:
        d = rdig(8)
        r = wsum(d, range(9, 1, -1)) % 11
        if r < 10:
            return d + str(r)


def se_pnr():
    d = rdate(1960, 2002)
    p = d.strftime("%y%m%d") + rdig(3, False)
    return p[:6] + "-" + p[6:] + luhn_digit(p)


def no_fnr():
    while True:
        d = rdate(1955, 1999)
        p = d.strftime("%d%m%y") + "%03d" % R.randint(0, 499)
        k1 = no_mod11(p, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(p + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return p + k1 + k2


def no_orgnr():
    while True:
        p = pick(["9", "8"]) + rdig(7, False)
        k = no_mod11(p, [3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return p + k


def fi_hetu():
    d = rdate(1958, 2004)
    n = "%03d" % R.randint(2, 899)
    sign = "-" if d.year < 2000 else "A"
    return d.strftime("%d%m%y") + sign + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(d.strftime("%d%m%y") + n) % 31]


def fi_ytunnus():
    while True:
        p = rdig(7)
        r = wsum(p, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return p + "-" + ("0" if r == 0 else str(11 - r))


def fi_viite():
    base = rdig(R.randint(6, 10))
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def dk_cpr():
    while True:
        d = rdate(1950, 1999)
        p = d.strftime("%d%m%y") + rdig(3, False)
        r = wsum(p, [4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = (11 - r) % 11
        if c < 10:
            q = p + str(c)
            return q[:6] + "-" + q[6:]


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_id():
    p = rdig(8, False)
    if p[0] == "0":
        p = "3" + p[1:]
    return p + luhn_digit(p)


def il_company():
    p = "51" + rdig(6, False)
    return p + luhn_digit(p)


def in_aadhaar():
    p = str(R.randint(2, 9)) + rdig(10, False)
    return p + verhoeff_digit(p)


def in_pan():
    return rstr(UP, 3) + "P" + rstr(UP, 1) + rdig(4) + rstr(UP, 1)


def fr_nir():
    sex = pick(["1", "2"])
    d = rdate(1955, 2002)
    dept = "%02d" % pick([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
    body = sex + d.strftime("%y%m") + dept + "%03d" % R.randint(1, 400) + "%03d" % R.randint(1, 999)
    key = 97 - int(body) % 97
    return body, "%02d" % key


def fr_siret():
    siren = rdig(8)
    siren += luhn_digit(siren)
    nic = "0001" + "0"
    siret = siren + nic[:4]
    siret += luhn_digit(siret)
    return siren, siret


def de_steuerid():
    while True:
        digs = R.sample(range(10), 9)
        dup = R.choice(digs)
        lst = digs + [dup]
        R.shuffle(lst)
        if lst[0] == 0:
            continue
        s10 = "".join(map(str, lst))
        break
    return s10 + iso7064_11_10(s10)


def iso7064_11_10(s):
    product = 10
    for ch in s:
        t = (int(ch) + product) % 10
        if t == 0:
            t = 10
        product = (t * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def de_ustid():
    p = rdig(8)
    return "DE" + p + iso7064_11_10(p)


def es_dni():
    n = rdig(8, False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    letter = pick(["A", "B"])
    d = rdig(7, False)
    even = int(d[1]) + int(d[3]) + int(d[5])
    odd = 0
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        odd += x // 10 + x % 10
    return letter + d + str((10 - (even + odd) % 10) % 10)


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(surname1, surname2, name, d, sex, state):
    vow = "AEIOU"
    first_vowel = next(c for c in surname1[1:] if c in vow)
    cons = lambda w: next((c for c in w[1:] if c not in vow), "X")
    body = (surname1[0] + first_vowel + surname2[0] + name[0] + d.strftime("%y%m%d") + sex + state
            + cons(surname1) + cons(surname2) + cons(name) + ("0" if d.year < 2000 else "A"))
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def it_cf(surname, name, d, female, comune):
    vow = "AEIOU"
    def part(w, is_name):
        w = w.upper()
        c = [x for x in w if x.isalpha() and x not in vow]
        v = [x for x in w if x in vow]
        if is_name and len(c) >= 4:
            c = [c[0], c[2], c[3]]
        return ("".join(c + v) + "XXX")[:3]
    day = d.day + (40 if female else 0)
    body = part(surname, False) + part(name, True) + d.strftime("%y") + "ABCDEHLMPRST"[d.month - 1] + "%02d" % day + comune
    return body + it_check_char(body)


def it_piva():
    p = rdig(7) + pick(["001", "015", "037", "058", "063"])
    return p + luhn_digit(p)


def pl_pesel():
    d = rdate(1960, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    body = d.strftime("%y") + "%02d" % mm + d.strftime("%d") + rdig(4, False)
    return body + str((10 - wsum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_nip():
    while True:
        p = rdig(9)
        r = wsum(p, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if r < 10:
            n = p + str(r)
            return "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:])


def pl_idcard():
    letters = rstr(UP, 3)
    digs = rdig(5, False)
    vals = [int(c, 36) for c in letters]
    w = [7, 3, 1]
    s = sum(v * x for v, x in zip(vals, w)) + wsum(digs, [7, 3, 1, 7, 3])
    # check digit c (weight 9) at position 4: (s + 9c) % 10 == 0
    for c in range(10):
        if (s + 9 * c) % 10 == 0:
            return letters + str(c) + digs


def cz_rc():
    while True:
        d = rdate(1956, 2003)
        mm = d.month + (50 if R.random() < 0.5 else 0)
        base = d.strftime("%y") + "%02d" % mm + d.strftime("%d") + rdig(3, False)
        r = int(base) % 11
        if r < 10:
            return base[:6] + "/" + base[6:] + str(r)


def cz_ico():
    p = rdig(7)
    r = wsum(p, [8, 7, 6, 5, 4, 3, 2]) % 11
    return p + str((11 - r) % 10)


def hu_taj():
    p = rdig(8)
    return p + str(wsum(p, [3, 7, 3, 7, 3, 7, 3, 7]) % 10)


def hu_adoaz():
    while True:
        d = rdate(1955, 2000)
        days = (d - datetime.date(1867, 1, 1)).days
        p = "8" + "%05d" % days + rdig(3, False)
        r = sum(int(c) * (i + 1) for i, c in enumerate(p)) % 11
        if r < 10:
            return p + str(r)


def ro_cnp():
    d = rdate(1960, 2004)
    s = (1 if d.year < 2000 else 5) + R.randint(0, 1)
    p = str(s) + d.strftime("%y%m%d") + "%02d" % pick([1, 4, 12, 13, 22, 35, 40, 41]) + rdig(3, False)
    r = wsum(p, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return p + ("1" if r == 10 else str(r))


def gr_amka():
    p = rdate(1955, 2003).strftime("%d%m%y") + rdig(4, False)
    return p + luhn_digit(p)


def gr_afm(first="1"):
    p = first + rdig(7, False)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(p))
    return p + str(s % 11 % 10)


def th_id():
    p = str(R.randint(1, 8)) + rdig(11, False)
    return p + str((11 - wsum(p, range(13, 1, -1)) % 11) % 10)


def ru_snils():
    while True:
        p = rdig(9)
        if int(p) <= 1001998:
            continue
        s = wsum(p, range(9, 0, -1))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (p[:3], p[3:6], p[6:], c)


def ru_inn10():
    p = pick(["77", "78", "50", "66"]) + rdig(7, False)
    return p + str(wsum(p, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    p = "1" + "%02d" % R.randint(2, 24) + "77" + rdig(7, False)
    return p + str(int(p) % 11 % 10)


def ru_account(bik):
    acct = "40817810" + "0" + rdig(11, False)
    for k in DG:
        a = acct[:8] + k + acct[9:]
        if _ru_key_sum(bik[-3:] + a) % 10 == 0:
            return a
    raise AssertionError


def _ru_key_sum(d23):
    w = [7, 1, 3] * 8
    return sum(int(c) * x % 10 for c, x in zip(d23, w))


def ua_rnokpp():
    d = rdate(1960, 2003)
    days = (d - datetime.date(1899, 12, 31)).days
    p = "%05d" % days + rdig(4, False)
    return p + str(wsum(p, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def sa_id():
    p = "1" + rdig(8, False)
    return p + luhn_digit(p)


def ae_eid():
    d = rdate(1970, 2002)
    p = "784" + d.strftime("%Y") + rdig(7, False)
    return "%s-%s-%s-%s" % (p[:3], p[3:7], p[7:], luhn_digit(p))


def za_id():
    d = rdate(1965, 2002)
    p = d.strftime("%y%m%d") + "%04d" % R.randint(0, 9999) + "0" + "8"
    return p + luhn_digit(p)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return "%02d-%07d" % (pick([12, 20, 27, 46, 47, 81, 84, 94]), R.randint(1000000, 9999999))


def us_npi():
    p = rdig(9)
    p = "1" + p[1:]
    return p + luhn_digit("80840" + p)


def us_mbi():
    A = [c for c in UP if c not in "SLOIBZ"]
    AN_ = A + list(DG)
    return (str(R.randint(1, 9)) + R.choice(A) + R.choice(AN_) + R.choice(DG) + R.choice(A)
            + R.choice(AN_) + R.choice(DG) + R.choice(A) + R.choice(A) + R.choice(DG) + R.choice(DG))


VIN_T = {}
for _k, _v in zip("ABCDEFGH", range(1, 9)):
    VIN_T[_k] = _v
for _k, _v in zip("JKLMN", range(1, 6)):
    VIN_T[_k] = _v
VIN_T["P"] = 7
VIN_T["R"] = 9
for _k, _v in zip("STUVWXYZ", range(2, 10)):
    VIN_T[_k] = _v
for _k in DG:
    VIN_T[_k] = int(_k)


def vin():
    alpha = [c for c in UP + DG if c not in "IOQ"]
    s = pick(["1HG", "1FT", "5YJ", "2T1", "3VW", "JTD", "WBA"]) + "".join(R.choice(alpha) for _ in range(5))
    rest = pick(["L", "M", "N", "P", "R"]) + R.choice(alpha) + rdig(6, False)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    full = s + "0" + rest
    c = sum(VIN_T[ch] * x for ch, x in zip(full, w)) % 11
    return s + ("X" if c == 10 else str(c)) + rest


def uk_nino():
    first = [c for c in UP if c not in "DFIQUVO"]
    second = [c for c in UP if c not in "DFIQUVO"]
    while True:
        pre = R.choice(first) + R.choice(second)
        if pre not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    n = rdig(6, False)
    return "%s %s %s %s %s" % (pre, n[:2], n[2:4], n[4:], pick("ABCD"))


def uk_nhs():
    while True:
        p = rdig(9)
        r = wsum(p, range(10, 1, -1)) % 11
        c = 11 - r
        if c == 11:
            c = 0
        if c == 10:
            continue
        q = p + str(c)
        return "%s %s %s" % (q[:3], q[3:6], q[6:])


def ca_sin():
    p = pick(["1", "2", "4", "5", "6", "7"]) + rdig(7, False)
    q = p + luhn_digit(p)
    return "%s %s %s" % (q[:3], q[3:6], q[6:])


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        p = rdig(8)
        s = wsum(p, w[:8])
        c = s % 11
        if c < 10:
            q = p + str(c)
            assert wsum(q, w) % 11 == 0
            return "%s %s %s" % (q[:3], q[3:6], q[6:])


def s10(prefix, country):
    n = rdig(8, False)
    c = 11 - wsum(n, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + n + str(c) + country


def btc_wif():
    payload = b"\x80" + rbytes(32) + b"\x01"
    return b58check(payload)


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(rbytes(32 if alg == "HS256" else 256))
    return head + "." + body + "." + sig


def ssh_ed25519(comment):
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    pub = rbytes(32)
    priv = rbytes(32) + pub
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = rbytes(4)
    sec = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(priv) + sstr(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"")
            + struct.pack(">I", 1) + sstr(pubblob) + sstr(sec))
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment
    return key, fp, publine


def bitlocker_key():
    return "-".join("%06d" % (11 * R.randint(1000, 65535)) for _ in range(8))


BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across action actor actress actual adapt address adjust admit adult
advance advice aerobic affair afford afraid again agent agree ahead airport aisle alarm album alcohol alert
alien alley allow almost alone alpha already alter always amateur amazing among amount amused analyst anchor
ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety apart apology
appear apple approve april arctic arena argue armor army arrange arrest arrive arrow artist artwork aspect
asset assist assume asthma athlete attack attend attract auction audit august aunt author autumn average
avocado avoid awake aware awesome awful awkward bachelor bacon badge balance balcony bamboo banana banner
barely bargain barrel basic basket battle beach beauty become before begin behave behind believe below bench
benefit betray better between beyond bicycle biology birth bitter blanket blossom board bonus border boring
borrow bottom bounce bracket brain brand brave bread breeze brick bridge brief bright broccoli bronze brother
bubble buddy budget buffalo bundle bunker burden burger butter cabbage cabin cactus camera canal cancel candy
canoe canvas canyon capable captain carbon cargo carpet castle casual catalog cattle caution celery cement
census century cereal certain chalk champion chaos chapter cherry chicken chimney choice chronic chuckle
cinnamon circle citizen civil clarify clever client cliff clinic cluster coconut coffee column comfort comic
common concert confirm connect convince copper coral correct cotton couch country couple cousin coyote cradle
crater credit cricket crisp crouch crucial cruise crystal culture cupboard curious curtain cushion
danger daughter debate decade december decide defense degree deliver denial dentist depart deposit deputy
desert despair detail develop device diamond diary diesel digital dignity dilemma dinner dinosaur display
divorce doctor dolphin domain donkey double dragon drama drastic dream during dynamic eager eagle early earth
echo ecology economy elbow elder elegant elephant elevator embark embrace emerge emotion empower enable endless
energy engage engine enjoy enough enrich ensure entire envelope episode equal erosion escape essay estate
eternal ethics evidence evolve exact example excess exchange exhaust exhibit exotic expand expect explain
fabric faculty faith family famous fantasy fashion father fatigue feature february federal festival fiction
figure filter finger fiscal fitness flavor flight flower fluid foam forest fortune forum fossil fragile frequent
frozen furnace future galaxy garden garlic gather gentle genuine gesture giant ginger giraffe glance glimpse
globe glory goddess gorilla gospel gossip grace grocery guitar habit hamster harbor harvest hazard hedgehog
helmet hero hidden history hobby hockey holiday hollow honey hospital hover hundred hungry hurdle
husband hybrid island jacket jaguar jealous jelly jewel journey jungle junior kangaroo ketchup kidney kingdom
kitchen kitten ladder language laptop laundry lawsuit leader lecture legend leisure lemon leopard lesson
liberty library lizard lobster lonely lottery lounge loyal lumber lunar luxury lyrics magnet mammal mango
mansion manual maple marble margin marine market mask matrix meadow mechanic melody member memory mercy
method middle midnight million mimic miracle mirror misery mixture mobile monitor monkey monster morning
mosquito mother mountain muffin muscle museum mushroom mystery""".split()


# ----------------------------------------------------------------- provider tokens
def k_openai_proj():
    return "sk-proj-" + rstr(B64URL, 74) + "T3BlbkFJ" + rstr(B64URL, 74)


def k_openai_legacy():
    return "sk-" + rstr(AN, 20) + "T3BlbkFJ" + rstr(AN, 20)


def k_anthropic():
    return "sk-ant-api03-" + rstr(B64URL, 93) + "AA"


def k_aws_id():
    return "AKIA" + rstr(B32, 16)


def k_aws_secret():
    return rstr(AN + "/+", 40)


def k_ghp():
    return "ghp_" + rstr(AN, 36)


def k_glpat():
    return "glpat-" + rstr(B64URL, 20)


def k_slack_bot():
    return "xoxb-%s-%s-%s" % (rdig(12), rdig(13), rstr(AN, 24))


def k_stripe_live():
    return "sk_live_51" + rstr(AN, 97)


def k_google():
    return "AIza" + rstr(B64URL, 35)


def k_sendgrid():
    return "SG." + rstr(B64URL, 22) + "." + rstr(B64URL, 43)


def k_hf():
    return "hf_" + rstr(UP + LO, 34)


def k_npm():
    return "npm_" + rstr(AN, 36)


def k_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rstr(B64URL, 150)


def k_telegram():
    return "%d:AA%s" % (R.randint(5000000000, 7999999999), rstr(B64URL, 33))


def k_discord():
    uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    return b64url(uid.encode()) + "." + rstr(B64URL, 6) + "." + rstr(B64URL, 38)


def k_azure_storage():
    return base64.b64encode(rbytes(64)).decode()


def k_shopify():
    return "shpat_" + hexs(32)


def k_cf_token():
    return rstr(B64URL, 40)


def k_totp_seed(n=32):
    return rstr(B32, n)


def k_google_app_pw():
    return " ".join(rstr(LO, 4) for _ in range(4))


def k_apple_recovery():
    return "-".join(rstr(UP + DG, 4) for _ in range(7))


def k_aliyun_id():
    return "LTAI5t" + rstr(AN, 18)


def k_binance():
    return rstr(AN, 64)


def mpesa_code(first="T"):
    return first + rstr(UP + DG, 9)


# ----------------------------------------------------------------- passwords
WORDS_EN = ["harbor", "falcon", "maple", "copper", "violet", "tundra", "orchid", "saffron",
            "granite", "pepper", "willow", "cobalt", "ember", "lantern", "meadow", "quartz",
            "river", "summit", "thistle", "walrus", "biscuit", "cactus", "juniper", "marble",
            "nectar", "pixel", "rocket", "zephyr", "badger", "pickle", "mango", "otter"]
SYMS = "!@#$%&*?"


def pw_human(words=None):
    words = words or WORDS_EN
    w1, w2 = R.sample(words, 2)
    form = R.randint(0, 4)
    if form == 0:
        return w1.capitalize() + pick(SYMS) + w2.capitalize() + rdig(2, False)
    if form == 1:
        return w1 + rdig(4) + pick(SYMS)
    if form == 2:
        leet = w1.replace("a", "@").replace("o", "0").replace("e", "3")
        return leet.capitalize() + "_" + rdig(2)
    if form == 3:
        return w1.capitalize() + w2 + str(R.randint(1970, 2012)) + pick(SYMS)
    return w1.upper()[:1] + w1[1:] + "." + w2 + "." + rdig(3)


def pw_random(n=16):
    while True:
        s = rstr(AN + "!#%&*?-_", n)
        if any(c in DG for c in s) and any(c in UP for c in s) and any(c in LO for c in s):
            return s


def passphrase(k=4, sep="-"):
    return sep.join(R.sample(WORDS_EN, k)) + sep + rdig(2)


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def pin(n=4):
    while True:
        s = rdig(n, first_nonzero=False)
        if len(set(s)) >= 3:
            return s


def otp(n=6):
    return rdig(n, first_nonzero=False)


# ----------------------------------------------------------------- registry
CASES = []
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es",
         "pt", "it", "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}


def case(lang, slug, text, secrets, looks, note):
    CASES.append({"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def msgs(*parts):
    return "\n---\n".join(parts)


def pw_url(n=18):
    while True:
        s = rstr(AN + "-_", n)
        if any(c in DG for c in s) and any(c in UP for c in s):
            return s


# ================================================================= English, positive
def en_positive():
    k = k_openai_proj()
    u, p = "orders_app", pw_url(18)
    case("en", "dotenv-openai-postgres",
         f"""Can you check why my FastAPI app doesn't pick up the env vars? Here's my .env:

OPENAI_API_KEY={k}
DATABASE_URL=postgresql://{u}:{p}@db-prod-2.internal.corp-net.io:5432/orders
LOG_LEVEL=debug

The .env.example that's committed just has OPENAI_API_KEY=your_api_key_here and load_dotenv() is the first line of main.py.""",
         [k, f"{u}:{p}"], ["your_api_key_here", "db-prod-2.internal.corp-net.io"],
         ".env paste: provider key and the user:password part of a connection string; placeholder and host are look-alikes")

    a, s = k_aws_id(), k_aws_secret()
    case("en", "aws-credentials-file",
         f"""I replaced the AKIAIOSFODNN7EXAMPLE thing from the tutorial with my real keys but boto3 still throws InvalidClientTokenId. This is ~/.aws/credentials:

[default]
aws_access_key_id = {a}
aws_secret_access_key = {s}
region = eu-west-1

Do I need a session token too?""",
         [a, s], ["AKIAIOSFODNN7EXAMPLE"],
         "AWS key pair in a credentials file next to the documentation example key id")

    t = k_ghp()
    h7 = git_sha()[:7]
    case("en", "github-pat-in-remote-url",
         f"""git push keeps failing with 403 even though I put my token in the remote. I did

git remote set-url origin https://{t}@github.com/nkowalski-dev/infra-scripts.git

and the last commit is {h7} ("bump terraform to 1.7.5"). The token has repo scope, what am I missing?""",
         [t], [h7],
         "classic GitHub PAT inside a remote URL; short commit hash as look-alike")

    sk = k_stripe_live()
    case("en", "stripe-live-key-node",
         f"""my checkout works with the test card 4242 4242 4242 4242 when I use the sk_test_4eC39HqLyjWDarjtT1zdp7dc key from the docs, but after switching to live it returns "No such payment_method". server.js:

const stripe = require('stripe')('{sk}');
app.post('/pay', async (req, res) => {{
  const intent = await stripe.paymentIntents.create({{ amount: 2599, currency: 'usd', payment_method: req.body.pm }});
}});""",
         [sk], ["4242 4242 4242 4242", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
         "live Stripe secret key in code; Stripe's public test card and docs test key are look-alikes")

    bot = k_slack_bot()
    hook = rstr(AN, 24)
    tid, bid = "T" + rstr(UP + DG, 10), "B" + rstr(UP + DG, 10)
    chan = "C0" + rstr(UP + DG, 9)
    case("en", "slack-bot-token-webhook",
         f"""My Slack bot posts fine via the webhook but chat.postMessage says not_in_channel.

SLACK_BOT_TOKEN={bot}
SLACK_WEBHOOK=https://hooks.slack.com/services/{tid}/{bid}/{hook}
channel id is {chan}

I already invited the bot with /invite. Any idea?""",
         [bot, hook], [chan],
         "Slack bot token and the secret last segment of an incoming-webhook URL; channel id is a look-alike")

    ak = k_anthropic()
    rid = "req_011C" + rstr(AN, 20)
    case("en", "anthropic-key-curl",
         f"""Why does this return 401?

curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: {ak}" \\
  -H "anthropic-version: 2023-06-01" \\
  -H "content-type: application/json" \\
  -d '{{"model": "claude-3-5-sonnet-latest", "max_tokens": 256, "messages": [{{"role": "user", "content": "hi"}}]}}'

response header request-id: {rid}""",
         [ak], [rid],
         "API key in a curl header; request id and API version date are look-alikes")

    c, e, v = card("mc"), expiry(), cvc()
    ref = "HX-" + rdig(6)
    case("en", "card-details-hotel-form",
         f"""The hotel's payment form keeps rejecting my card, can you see if I'm typing something wrong?
Card number: {card4(c)}
Expiry: {e}
CVC: {v}
Name: Daniel R. Whitaker
Booking reference {ref}, total was $412.80 for two nights.""",
         [card4(c), e, v], [ref, "$412.80"],
         "full card with expiry and CVC; booking reference and amount are look-alikes")

    wp = pw_human()
    mac = ":".join(rstr("0123456789ABCDEF", 2) for _ in range(6))
    case("en", "wifi-smart-plug-setup",
         f"""The Kasa app won't connect my new smart plug (model HS103P2, MAC {mac}) to my home network. The network is "Whitaker-Home-5G" and the password is {wp} — does the plug need the 2.4 GHz band instead?""",
         [wp], [mac, "HS103P2"],
         "home Wi-Fi password in prose; device MAC and model number are look-alikes")

    g, kb = pin(4), pin(4)
    case("en", "dogwalker-gate-lockbox",
         f"""Help me write a short note for our new dog walker. Things to include: the side gate code is {g}, the key is in the lockbox by the garage and the lockbox code is {kb}. Biscuit gets half a cup of food at 5pm. If anything happens call Oak Street Vet at (512) 555-0148.""",
         [g, kb], ["(512) 555-0148"],
         "gate and key-box codes for a dog walker; the vet's phone number is a look-alike")

    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(3)]
    case("en", "github-recovery-codes",
         "I'm moving my 2FA recovery codes out of Downloads. Is it OK to keep them in a text file like this, or should they go in my password manager?\n\ngithub-recovery-codes.txt\n" + "\n".join(codes) + "\n(+ 13 more)",
         codes, [],
         "list of 2FA recovery codes")

    seed = k_totp_seed(16)
    case("en", "totp-seed-vs-readme-example",
         f"""Writing a tiny TOTP script with pyotp. With the README example secret JBSWY3DPEHPK3PXP the output matches the website, but with my own secret from Binance ({seed}) the 6-digit codes never match what Google Authenticator shows. Clock is synced. What's wrong?""",
         [seed], ["JBSWY3DPEHPK3PXP"],
         "real TOTP seed next to the famous documentation seed")

    ssn = us_ssn()
    ein = us_ein()
    case("en", "ssn-w2-question",
         f"""Filling out my 1040 on FreeTaxUSA. My SSN is {ssn} and the employer EIN on the W-2 is {ein}. Box 1 shows $54,210.33 but box 3 shows more, is that normal?""",
         [ssn], [ein, "$54,210.33"],
         "own SSN; employer EIN and amount are look-alikes")

    pp = rdig(9)
    esta = rstr(UP + DG, 16)
    case("en", "passport-esta-application",
         f"""I'm doing the ESTA for my trip to Chicago and got confused. My passport number is {pp} (UK, issued 2021). After paying it gave me application number {esta} — do I need to print that for check-in with British Airways?""",
         [pp], [esta],
         "passport number; ESTA application number is a reference look-alike")

    dl = pick(UP) + rdig(7)
    v = vin()
    case("en", "drivers-license-dmv-renewal",
         f"""DMV online renewal asks for my driver license number and the VIN of the car. DL is {dl}, VIN is {v}. It says "record not found" — should it be typed with dashes?""",
         [dl], [v],
         "driver licence number; the car's VIN (with computed check digit) is a look-alike")

    mid = pick(["XEH", "JQU", "YLM", "ZGP"]) + rdig(9)
    npi = us_npi()
    claim = "CLM" + rdig(11)
    case("en", "health-insurance-member-id",
         f"""Got a bill from the imaging center even though they're in-network. My Blue Cross member ID is {mid}, group 00482917. The provider's NPI on the EOB is {npi} and the claim number is {claim}. What should I say when I call them?""",
         [mid], [npi, claim],
         "health insurance member id; provider NPI (Luhn with 80840 prefix) and claim number are look-alikes")

    key, fp, _pub = ssh_ed25519("dana@thinkpad")
    case("en", "ssh-private-key-permission",
         f"""ssh keeps asking for a password on my VPS. ssh-keygen -lf shows {fp} for the key and the server's authorized_keys has the same fingerprint. This is the key file (~/.ssh/id_ed25519):

{key}

Permissions are 644, is that the problem?""",
         [key], [fp],
         "whole OpenSSH private key block; public key fingerprint is a look-alike")

    pk = hexs(64)
    addr = "0x" + hexs(40)
    case("en", "eth-private-key-import",
         f"""How do I import an account into MetaMask on a new laptop? I exported this private key from the old browser: {pk}
The address it should show is {addr}.""",
         [pk], [addr],
         "Ethereum private key (64 hex); the public address is a look-alike")

    sp = seed_phrase(12)
    case("en", "seed-phrase-notes-app",
         f"""Is it dumb to keep my wallet recovery phrase in Apple Notes? Right now there's a note called "wallet" that just says: {sp}. I have iCloud backup on.""",
         [sp], [],
         "12-word recovery phrase in prose (BIP39 words, checksum not computed)")

    rt = aba_routing()
    acct = rdig(R.randint(10, 12))
    case("en", "direct-deposit-form",
         f"""New job's direct deposit form — does this look right? Bank: Lakeview Federal Credit Union. Routing number {rt}, checking account {acct}. Deposit 100% into checking. They also want a voided check, can I send a bank letter instead?""",
         [acct], [rt],
         "own checking account; bank routing number (ABA check digit computed) is a look-alike")

    ni = uk_nino()
    sc = "%02d-%02d-%02d" % (pick([20, 40, 60, 30, 11]), R.randint(10, 99), R.randint(10, 99))
    ac = rdig(8)
    case("en", "uk-payroll-ni-sortcode",
         f"""HR sent me a starter form. National Insurance number: {ni}. Bank details for salary: sort code {sc}, account number {ac}, Monzo. P45 from my last job says tax code 1257L. Have I filled the NI box in the right format?""",
         [ni, ac], [sc, "1257L"],
         "UK NI number and account number; sort code and tax code are look-alikes")

    tfn = au_tfn()
    bsb = "06" + rdig(1, False) + "-" + rdig(3, False)
    acc = rdig(8)
    case("en", "au-tfn-super-form",
         f"""Setting up my super and payroll with a new employer in Melbourne. TFN {tfn}, CommBank BSB {bsb}, account {acc}. The form also asks for the fund's USI, which I think is STA0100AU for AustralianSuper?""",
         [tfn, acc], [bsb, "STA0100AU"],
         "Australian TFN (check digit computed) and account; BSB and fund USI are look-alikes")

    sin = ca_sin()
    case("en", "ca-sin-cra-call",
         f"""I need to call the CRA about my GST credit. They'll ask for my SIN, it's {sin}. The number on their site is 1-800-959-1953, is that the right line for benefits?""",
         [sin], ["1-800-959-1953"],
         "Canadian SIN (Luhn); CRA phone number is a look-alike")

    aad, pan = in_aadhaar(), in_pan()
    ifsc = "HDFC0" + rdig(6, False)
    acct = rdig(14)
    case("en", "india-kyc-aadhaar-pan",
         f"""Zerodha KYC is stuck at "bank verification failed". Details I entered: Aadhaar {groups(aad, [4, 4, 4])}, PAN {pan}, HDFC savings a/c {acct}, IFSC {ifsc}. Name on PAN has my middle name but bank doesn't, could that be it?""",
         [groups(aad, [4, 4, 4]), pan, acct], [ifsc],
         "Aadhaar (Verhoeff computed), PAN and account number; IFSC is a look-alike")

    code = mpesa_code("T")
    till = rdig(6)
    case("en", "mpesa-confirmation-sms",
         f"""The supermarket says they didn't receive my payment but I have this SMS:

{code} Confirmed. Ksh1,850.00 paid to NAIVAS MOI AVENUE. on 14/3/25 at 7:42 PM. New M-PESA balance is Ksh3,214.60. Transaction cost, Ksh0.00.

The till number on the counter was {till}. Can they reverse it?""",
         [code], ["Ksh1,850.00", till],
         "M-Pesa confirmation code (counts as a secret); amount and till number are look-alikes")

    bvn = "22" + rdig(9, False)
    nuban = rdig(10, False)
    sess = "0000" + rdig(26, False)
    case("en", "nigeria-bvn-transfer-reversal",
         f"""I did a transfer from my GTBank account {nuban} and it failed but I was debited ₦45,000. The bank app shows session ID {sess}. The customer care lady asked for my BVN, it's {bvn}. How long do reversals take?""",
         [nuban, bvn], [sess, "₦45,000"],
         "Nigerian BVN and account (NUBAN check not computed); NIP session id and amount are look-alikes")

    tmp = pw_random(12)
    inc = "INC0" + rdig(6)
    case("en", "it-temp-password-email",
         f"""IT sent me this, what exactly do I do?

"Hi Marcus, your account has been reset per ticket {inc}. Temporary password: {tmp} — you will be asked to change it at first login. Please use at least 14 characters."

Do I log into Outlook first or the VPN?""",
         [tmp], [inc],
         "temporary password in a pasted e-mail; ticket number is a look-alike")

    maiden = pick(["Kowalczyk", "Fairbanks", "Delacroix", "Okonkwo", "Haverford"])
    pet = pick(["Pickles", "Mr. Whiskers", "Noodle", "Captain"])
    case("en", "security-question-answers",
         f"""Help me remember which answers I used for my bank's security questions, I'm writing them down here so you can remind me later: mother's maiden name = {maiden}, first pet = {pet}.""",
         [maiden, pet], [],
         "answers to security questions (ordinary words)")

    adm, wifi = pw_random(14), pw_human()
    case("en", "router-admin-and-wifi",
         f"""I changed the router admin password to {adm} and the Wi-Fi password to {wifi}, and now the Nest thermostat is offline. Router is at 192.168.0.1, firmware 1.1.4 Build 20230219. Do I have to redo the thermostat setup?""",
         [adm, wifi], ["192.168.0.1", "1.1.4 Build 20230219"],
         "router admin and Wi-Fi passwords; LAN address and firmware version are look-alikes")

    alarm = pin(4)
    safe = "%02d-%02d-%02d" % (R.randint(1, 39), R.randint(40, 79), R.randint(80, 99))
    case("en", "house-sitter-alarm-safe",
         f"""Can you turn this into a tidy checklist for our house sitter? Alarm: disarm with {alarm} then OFF within 30 seconds. Passports are in the bedroom safe, combination {safe} (turn right first). SafeHome monitoring might call from 1-800-555-0199 if the alarm trips.""",
         [alarm, safe], ["1-800-555-0199"],
         "alarm code and safe combination; monitoring phone number is a look-alike")

    nf = pw_human()
    case("en", "netflix-shared-password",
         f"""my roommate keeps getting logged out of Netflix. I changed the password last week to {nf} (not hunter2 anymore lol). Does changing it kick everyone out?""",
         [nf], ["hunter2"],
         "streaming password; the famous joke password is a look-alike")

    sid, tok = "AC" + hexs(32), hexs(32)
    case("en", "twilio-auth-token",
         f"""Twilio SMS works in the console but my Python script gets 20003 Authenticate.

client = Client("{sid}", "{tok}")
client.messages.create(to="+14155550132", from_="+18335550177", body="Your order shipped")""",
         [tok], ["+14155550132", "+18335550177"],
         "Twilio auth token (account SID is neutral); phone numbers are look-alikes")

    sess_jwt = jwt({"sub": rdig(7), "email": "lena.ortiz@fastmail.com", "role": "admin",
                    "iat": 1741680000 + R.randint(0, 999999), "exp": 1741766400 + R.randint(0, 999999)})
    jwtio = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    case("en", "jwt-session-vs-jwtio",
         f"""The example token from jwt.io ({jwtio}) verifies fine in my middleware but the one my app issues doesn't:

Authorization: Bearer {sess_jwt}

I copied it straight from the browser's network tab after logging in.""",
         [sess_jwt], [jwtio],
         "a live session JWT next to the jwt.io example token")

    sid_c = rstr(LO + DG, 32)
    ga = "GA1.1.%d.%d" % (R.randint(100000000, 999999999), 1730000000 + R.randint(0, 9999999))
    case("en", "django-session-cookie",
         f"""Why am I logged out when I switch from http to https on localhost? Cookies from devtools:
sessionid={sid_c}; _ga={ga}; django_language=en
SESSION_COOKIE_SECURE is True in settings.""",
         [sid_c], [ga],
         "session cookie value; Google Analytics cookie value is a look-alike")

    gk = k_google()
    place = "ChIJ" + rstr(B64URL, 23)
    case("en", "google-maps-key-html",
         f"""The map shows "For development purposes only". My snippet:

<script src="https://maps.googleapis.com/maps/api/js?key={gk}&callback=initMap&v=weekly" async></script>

and I center it on place_id {place}. Billing is enabled on the project.""",
         [gk], [place],
         "Google API key in HTML; place id is a look-alike")

    hf = k_hf()
    rev = git_sha()
    case("en", "hf-token-notebook",
         f"""In Colab:
from huggingface_hub import login
login(token="{hf}")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", revision="{rev}")
It still says I need to request access, but the page says approved.""",
         [hf], [rev],
         "Hugging Face token in notebook code; model revision hash is a look-alike")

    npm = k_npm()
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    case("en", "npm-token-npmrc",
         f"""npm publish fails with E404 for our scoped package. .npmrc in the repo:
//registry.npmjs.org/:_authToken={npm}
@brightlane:registry=https://registry.npmjs.org/

package-lock has "integrity": "{integ}" for the dependency that changed, if that matters.""",
         [npm], [integ],
         "npm automation token in .npmrc; package-lock integrity hash is a look-alike")

    dpw = pw_random(20)
    digest = "sha256:" + sha256hex()
    case("en", "docker-login-digest",
         f"""On the build server I run
echo "{dpw}" | docker login registry.gitlab.com -u deploy-bot --password-stdin
and then pull registry.gitlab.com/brightlane/api@{digest}
The login says Succeeded but the pull says denied. Why?""",
         [dpw], [digest],
         "registry password in a shell command; image digest is a look-alike")

    raw = pw_random(16)
    b64 = base64.b64encode(raw.encode()).decode()
    uid = uuid4()
    case("en", "k8s-secret-base64",
         f"""kubectl get secret db-creds -o yaml gives me this, but the pod logs "password authentication failed":

apiVersion: v1
kind: Secret
metadata:
  name: db-creds
  uid: {uid}
  resourceVersion: "{rdig(7)}"
data:
  username: YXBwX3VzZXI=
  password: {b64}

Is the base64 wrong?""",
         [b64], [uid],
         "base64-encoded password in a Kubernetes Secret; object uid is a look-alike")

    mu, mp = "report_ro", pw_url(16)
    case("en", "mysql-connector-python",
         f"""pymysql says Access denied, but I can log in with the same user from the terminal:

conn = pymysql.connect(host="mysql-eu1.brightlane.internal", user="{mu}", password="{mp}", database="analytics", port=3306)""",
         [mp], ["mysql-eu1.brightlane.internal"],
         "database password as a keyword argument; host is a look-alike")

    mgu, mgp = "jkimura", pw_url(14)
    host = "cluster0.%s.mongodb.net" % rstr(LO + DG, 5)
    case("en", "mongodb-srv-uri",
         f"""Getting "bad auth : authentication failed" with this URI in Compass:
mongodb+srv://{mgu}:{mgp}@{host}/shop?retryWrites=true&w=majority
I reset the password in Atlas ten minutes ago.""",
         [f"{mgu}:{mgp}"], [host],
         "credentials part of a MongoDB SRV URI; cluster host is a look-alike")

    azk = k_azure_storage()
    case("en", "azure-storage-connstring",
         f"""Azure Functions local run fails with "Server failed to authenticate the request". local.settings.json:

{{
  "Values": {{
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=brightlanefuncs;AccountKey={azk};EndpointSuffix=core.windows.net",
    "FUNCTIONS_WORKER_RUNTIME": "python"
  }}
}}""",
         [azk], [],
         "storage account key inside a connection string (only the key's value)")

    sg = k_sendgrid()
    msgid = rstr(B64URL, 22) + ".filterdrecv-" + rdig(4) + "-" + rstr(LO + DG, 5)
    case("en", "sendgrid-key-in-log",
         f"""our worker logs are showing this on every email, is the key leaking?
2025-03-11T08:14:52Z INFO mailer: POST /v3/mail/send auth="Bearer {sg}" status=202 x-message-id={msgid}
I know I should mask it, just want to know why the header is logged at all.""",
         [sg], [msgid],
         "SendGrid key in a log line; message id is a look-alike")

    tg = k_telegram()
    chat = "-100" + rdig(10)
    case("en", "telegram-bot-token",
         f"""My Telegram bot can't send to the group. requests.post(f"https://api.telegram.org/bot{tg}/sendMessage", data={{"chat_id": "{chat}", "text": "deploy ok"}}) returns 400 chat not found.""",
         [tg], [chat],
         "Telegram bot token inside a URL; chat id is a look-alike")

    dt = k_discord()
    appid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    case("en", "discord-bot-token",
         f"""discord.py bot logs in but slash commands never show up. Application ID {appid}, and I'm running client.run("{dt}"). I invited it with the applications.commands scope.""",
         [dt], [appid],
         "Discord bot token; application id is a look-alike")

    py = k_pypi()
    wheel = sha256hex()
    case("en", "pypi-token-github-actions",
         f"""Our release workflow fails at the upload step. I pasted the token straight into the yaml for now:

      - name: Publish
        run: twine upload dist/* -u __token__ -p {py}

twine prints the wheel sha256 {wheel} and then 403 Forbidden.""",
         [py], [wheel],
         "PyPI token in a CI workflow; wheel checksum is a look-alike")

    gl = k_glpat()
    pipe = rdig(10)
    case("en", "gitlab-token-revoked",
         f"""I accidentally pushed a GitLab token ({gl}) in .gitlab-ci.yml, pipeline #{pipe} ran with it. I revoked it right away. Do I still need to rewrite history or is revoking enough?""",
         [gl], [pipe],
         "leaked and revoked GitLab token is still a secret; pipeline id is a look-alike")

    p1 = pw_human()
    p2 = p1[:-1] + pick([c for c in DG + SYMS if c != p1[-1]])
    case("en", "laptop-password-correction",
         msgs(f"Remind me later: the password for the old work laptop I'm giving to my sister is {p1}",
              f"oops, the last character is wrong, it's {p2}"),
         [p1, p2], [],
         "two messages: a password and its correction")

    otpc = otp()
    case("en", "sms-otp-zelle",
         f"""Got this text, is it legit or a scam?

"Chase: Use code {otpc} to confirm your Zelle payment of $1,249.00 to Riverside Property Mgmt. We'll never call you to ask for this code."

I did just send rent.""",
         [otpc], ["$1,249.00"],
         "one-time code in a pasted SMS; amount is a look-alike")

    rows = [("amazon.com", pw_human()), ("icloud.com", passphrase(3))]
    table = "| site | username | password |\n|---|---|---|\n" + "\n".join(
        f"| {s_} | r.mendes84 | {p_} |" for s_, p_ in rows)
    case("en", "password-table-migration",
         "I'm moving from a spreadsheet to Bitwarden. Can you turn this into the CSV format Bitwarden imports?\n\n" + table,
         [p_ for _, p_ in rows], [],
         "passwords in a markdown table")

    nums = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pd = pin(4)
    spoken = " ".join(nums[int(c)] for c in pd)
    case("en", "mom-pin-spelled-out",
         f"""My mom can't remember her debit card PIN so she told it to me over the phone: {spoken}. Can you remind me of it when I ask next week? She banks with Wells Fargo.""",
         [spoken], [],
         "entrusted PIN spelled out in words")

    pc = pin(6)
    rep = "R" + rdig(8)
    case("en", "phone-repair-passcode",
         f"""The repair shop wants my iPhone passcode to test the screen after replacing it. It's {pc}. They gave me repair ticket {rep} and wrote the model as A2643. Is it normal to give them the code?""",
         [pc], [rep, "A2643"],
         "phone passcode given to a repair shop; ticket and model numbers are look-alikes")

    mbi = us_mbi()
    clm = rdig(13)
    case("en", "medicare-mbi-claim",
         f"""Helping my dad with a Medicare Summary Notice. His Medicare number is {mbi}. The claim for his cardiology visit is {clm} and says "not covered". How do we appeal?""",
         [mbi], [clm],
         "entrusted Medicare Beneficiary Identifier; claim number is a look-alike")

    ktn = rdig(9)
    conf = rstr("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    case("en", "known-traveler-number",
         f"""PreCheck isn't showing on my boarding pass. My Known Traveler Number is {ktn} and I added it to the Delta booking (confirmation {conf}) yesterday. Do I need to call?""",
         [ktn], [conf],
         "Known Traveler Number; airline confirmation code is a look-alike")

    bk, bs = k_binance(), k_binance()
    oid = rdig(11)
    case("en", "binance-api-key-secret",
         f"""python-binance returns APIError -2015 Invalid API-key. I'm using
api_key = "{bk}"
api_secret = "{bs}"
The last order I placed manually was orderId {oid} so the account works.""",
         [bk, bs], [oid],
         "exchange API key and secret; order id is a look-alike")

    gap = k_google_app_pw()
    case("en", "gmail-app-password-smtp",
         f"""Nodemailer with Gmail says "Username and Password not accepted". I generated an app password: {gap}. Should I enter it with the spaces or without?""",
         [gap], [],
         "Google app password in its spaced format")

    rk = k_apple_recovery()
    serial = rstr("CDFGHJKLMNPQRTVWXY0123456789", 12)
    case("en", "apple-recovery-key",
         f"""I turned on Recovery Key for my Apple ID years ago and found it in an old note: {rk}. My iPhone (serial {serial}) is asking for it after a reset. Does it expire?""",
         [rk], [serial],
         "Apple account recovery key; device serial number is a look-alike")

    bl = bitlocker_key()
    kid = hexs(8).upper()
    case("en", "bitlocker-recovery-key",
         f"""Dell laptop is stuck on the blue BitLocker screen after a BIOS update. It shows Recovery key ID {kid}. I found this in my Microsoft account: {bl}. Typing it with the dashes doesn't work, am I doing it wrong?""",
         [bl], [kid],
         "BitLocker recovery key (each block divisible by 11); recovery key id is a look-alike")

    dd = hexs(32)
    case("en", "datadog-key-trace-id",
         f"""Datadog agent shows API Key invalid. datadog.yaml has api_key: {dd} and site: datadoghq.eu. In the meantime the traces I export have trace ids like 4bf92f3577b34da6a3ce929d0e0e4736 which I guess come from the W3C header.""",
         [dd], ["4bf92f3577b34da6a3ce929d0e0e4736"],
         "Datadog API key (32 hex) next to the W3C example trace id (32 hex)")

    sh = k_shopify()
    sord = "#" + rdig(5)
    case("en", "shopify-admin-token",
         f"""Trying to fetch order {sord} via the Admin API:
curl -H "X-Shopify-Access-Token: {sh}" https://lumen-candles.myshopify.com/admin/api/2024-10/orders.json?name={sord[1:]}
returns an empty list although the order exists.""",
         [sh], [sord],
         "Shopify admin token in a header; order name is a look-alike")

    cf = k_cf_token()
    zone = hexs(32)
    case("en", "cloudflare-token-zone",
         f"""Terraform Cloudflare provider error 9109 "Invalid access token". provider block uses api_token = "{cf}" and the zone_id is {zone}. Token permissions: Zone.DNS edit.""",
         [cf], [zone],
         "Cloudflare API token; zone id (32 hex) is a look-alike")

    za = za_id()
    reg = "20%02d/%06d/07" % (R.randint(10, 23), R.randint(100000, 999999))
    case("en", "south-africa-id-sars",
         f"""SARS eFiling won't accept my ID number when registering: {za}. I'm also doing the return for my small company, registration number {reg}. Is the ID format wrong?""",
         [za], [reg],
         "South African ID number (Luhn computed); company registration number is a look-alike")

    nhs = uk_nhs()
    case("en", "uk-nhs-number-gp",
         f"""Registering with a new GP online. My NHS number is {nhs}. The old surgery's practice code was F84017 — do they need it to transfer my records?""",
         [nhs], ["F84017"],
         "NHS number (mod-11 check computed); GP practice code is a look-alike")

    wp2 = passphrase(4)
    case("en", "wifi-announced-then-given",
         msgs("I'm going to give you my guest Wi-Fi password so you can put it into the welcome card for the Airbnb. Network name is Seaside-Guest.",
              f"Here it is: {wp2}"),
         [wp2], [],
         "two messages: a Wi-Fi password announced then given")

    full = k_openai_legacy()
    cut = R.randint(20, 30)
    a1, a2 = full[:cut], full[cut:]
    case("en", "api-key-in-two-parts",
         msgs(f"My phone keyboard cut the key in two when I copied it. first part: {a1}",
              f"second part: {a2}\ncan you join them and put it into a .env line for me?"),
         [a1, a2], [],
         "two messages: an API key pasted in two parts")

    wif = btc_wif()
    baddr = btc_addr()
    case("en", "bitcoin-wif-sweep",
         f"""Found an old paper wallet. Public address {baddr}, and under the scratch-off the private key is {wif}. Electrum asks whether to import or sweep — which is safer?""",
         [wif], [baddr],
         "Bitcoin WIF private key (base58check computed); address is a look-alike")

    ol = k_openai_legacy()
    csha = git_sha()
    case("en", "openai-key-leaked-commit",
         f"""GitHub secret scanning emailed me that commit {csha} contains an OpenAI key: {ol}. I've already rotated it in the dashboard. Will OpenAI also disable it automatically?""",
         [ol], [csha],
         "leaked-and-rotated key is still a secret; commit hash is a look-alike")


def uk_vat():
    while True:
        p = rdig(7)
        s = wsum(p, [8, 7, 6, 5, 4, 3, 2])
        c = (-s) % 97
        if c <= 97:
            n = p + "%02d" % c
            return "GB %s %s %s" % (n[:3], n[3:7], n[7:])


def isbn13():
    p = pick(["978014", "978006", "978019", "978152", "978030"]) + rdig(6, False)
    return p + gs1_digit(p)


def usps():
    p = "9400111" + rdig(14, False)
    p += gs1_digit(p)
    return groups(p, [4, 4, 4, 4, 4, 2])


def amazon_order():
    return "%d-%07d-%07d" % (R.randint(111, 114), R.randint(0, 9999999), R.randint(0, 9999999))


# ================================================================= English, negative
def en_negative():
    case("en", "aws-docs-example-keys",
         "Every AWS tutorial uses AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as the secret. Are those ever valid? Our secret scanner flags them in our docs folder and I want to add an allowlist rule.",
         [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
         "documentation example AWS keys")

    case("en", "stripe-test-cards-qa",
         """Writing QA steps for checkout. Which of these Stripe test cards gives which result? 4000 0000 0000 9995, 4000 0000 0000 0002, 5555 5555 5555 4444 and 4000 0027 6000 3184. I usually type 12/34 as expiry and any CVC.""",
         [], ["4000 0000 0000 9995", "4000 0000 0000 0002", "5555 5555 5555 4444", "4000 0027 6000 3184"],
         "public Stripe test card numbers and a dummy expiry")

    ao = amazon_order()
    case("en", "amazon-order-ups-tracking",
         f"""My Amazon order {ao} says delivered but nothing came. The UPS tracking on the page is 1Z999AA10123456784 which looks weird, like a sample number? Refund would be $86.47. What do I write to support?""",
         [], [ao, "1Z999AA10123456784", "$86.47"],
         "order number, the well-known UPS sample tracking number and an amount")

    h1, h2 = git_sha(), git_sha()
    case("en", "git-rebase-hashes",
         f"""I did an interactive rebase and now {h1[:7]} shows up twice in git log. Original was {h1}, the duplicate is {h2}. Tag v2.14.3 points at the old one. How do I clean this up without force-pushing main?""",
         [], [h1[:7], h1, h2],
         "commit hashes and a version tag")

    iso = sha256hex()
    case("en", "iso-checksum-mismatch",
         f"""sha256sum on ubuntu-24.04.2-desktop-amd64.iso gives {iso} but I can't find that in SHA256SUMS. File size is 6,203,355,136 bytes. Corrupted download?""",
         [], [iso, "6,203,355,136"],
         "file checksum and size")

    g = uuid4().upper()
    case("en", "windows-update-error",
         f"""Windows Update fails with 0x80070005 installing KB5034441. Event Viewer shows ActivityId {{{g}}}. I'm an admin on the machine. What's the fix?""",
         [], ["0x80070005", "KB5034441", g],
         "error code, KB number and an activity GUID")

    case("en", "env-example-placeholders",
         """Is this .env.example OK to commit? I want new devs to know what to fill in.

OPENAI_API_KEY=sk-...
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
DB_PASSWORD=changeme
JWT_SECRET=<generate with openssl rand -hex 32>
SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>""",
         [], ["sk-...", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "changeme", "<generate with openssl rand -hex 32>"],
         "placeholders in an example env file")

    l4 = rdig(4, False)
    tx = rstr(UP + DG, 12)
    case("en", "masked-card-dispute",
         f"""There's a charge I don't recognize on my statement: card •••• {l4}, "SQ *BLUE BOTTLE" $23.50, transaction ID {tx}. How do I dispute it in the app?""",
         [], ["•••• " + l4, "$23.50", tx],
         "masked card, amount and transaction id")

    pnr = rstr("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "220-" + rdig(10)
    case("en", "flight-pnr-eticket",
         f"""Lufthansa changed my flight LH 441 and I need to pick a new one. Booking code {pnr}, e-ticket {tkt}, seat 23C. Can I get a refund instead?""",
         [], [pnr, tkt],
         "airline booking code, e-ticket number and flight number")

    cib = iban_gb("BARC")
    case("en", "charity-bank-transfer",
         f"""I want to donate to the Riverside Food Bank by bank transfer. Their website gives IBAN {iban_fmt(cib)}, BIC BARCGB22, reference GIFTAID-2025. Does the reference matter for Gift Aid?""",
         [], [iban_fmt(cib), "BARCGB22", "GIFTAID-2025"],
         "a charity's IBAN, BIC and payment reference")

    vat = uk_vat()
    crn = "%08d" % R.randint(1000000, 15999999)
    duns = rdig(9)
    case("en", "supplier-vat-company-number",
         f"""Adding a new supplier in Xero. Their invoice shows VAT reg {vat}, Companies House number {crn} and DUNS {duns}. Which field does the VAT number go into?""",
         [], [vat, crn, duns],
         "a supplier's VAT number (mod-97 computed), company number and DUNS")

    case("en", "password-policy-examples",
         """For our security training slides, give me a short explanation of why "password123" and "P@ssw0rd" are bad while "correct horse battery staple" from xkcd beats "Tr0ub4dor&3".""",
         [], ["password123", "P@ssw0rd", "correct horse battery staple", "Tr0ub4dor&3"],
         "famous example passwords discussed as examples")

    i1, i2 = isbn13(), isbn13()
    case("en", "isbn-doi-citation",
         f"""Format these as APA: the book with ISBN {i1}, the second edition ISBN {i2}, and the NumPy paper doi 10.1038/s41586-020-2649-2.""",
         [], [i1, i2, "10.1038/s41586-020-2649-2"],
         "ISBN-13s (check digit computed) and a DOI")

    inv = "INV-2025-" + rdig(5)
    case("en", "electric-bill-question",
         f"""My electric bill {inv} is $318.22 due 04/15/2025, almost double last month. The utility's help line is 1-888-555-0143. What should I ask them?""",
         [], [inv, "$318.22", "1-888-555-0143"],
         "invoice number, amount, date and phone number")

    case("en", "node-versions-hex-colors",
         """After upgrading from node v18.19.0 to v20.11.1 my build crashes with exit code 0xC0000005 on Windows. Also the theme colors #3FA7C2 and #1B2B34 look different in dark mode, unrelated probably.""",
         [], ["v18.19.0", "v20.11.1", "0xC0000005", "#3FA7C2"],
         "version strings, an exit code and colour codes")

    case("en", "jwtio-token-decode",
         """What's inside this token? It's the one on the jwt.io homepage:
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c
and the secret they use is your-256-bit-secret, right?""",
         [], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "your-256-bit-secret"],
         "the jwt.io example token and its documented example secret")

    sn = "5CD" + rdig(3) + rstr(UP + DG, 4)
    wo = "W" + rdig(9)
    case("en", "laptop-warranty-serial",
         f"""HP warranty check says my laptop (serial {sn}, product 15-fd0023dx) is out of warranty but I bought it 8 months ago, order {wo} from Best Buy. How do I fix the start date?""",
         [], [sn, wo],
         "serial, product and order numbers")

    tail = rstr(AN, 4)
    case("en", "redacted-log-lines",
         f"""Our logger redacts now, is this enough?
2025-02-02 10:14:03 auth ok user=ops-bot token=sk-...{tail}
2025-02-02 10:14:04 db connect password=******** host=pg-main
2025-02-02 10:14:05 charge card=411111******1111 amount=19.99""",
         [], ["sk-..." + tail, "********", "411111******1111"],
         "redacted and masked values in logs")

    case("en", "wire-swift-routing",
         """My aunt in Frankfurt is wiring me money from Deutsche Bank (DEUTDEFF). Chase gave me SWIFT CHASUS33 and says to use routing 021000021 for incoming wires. Is that right or is there a separate wire routing number?""",
         [], ["DEUTDEFF", "CHASUS33", "021000021"],
         "SWIFT codes and a bank's public routing number")

    case("en", "rfc6238-test-vectors",
         """My TOTP implementation fails the RFC 6238 test: with the ASCII secret 12345678901234567890 and T=59 the expected 8-digit SHA1 value is 94287082, I get 94287083. Off-by-one in the truncation?""",
         [], ["12345678901234567890", "94287082", "94287083"],
         "RFC test vectors for TOTP")

    pod = "api-%s-%s" % (hexs(9)[:9], rstr(LO + DG, 5))
    case("en", "k8s-pod-crashloop",
         f"""Pod {pod} is in CrashLoopBackOff on node ip-10-42-3-17, pod IP 10.42.3.88, it listens on 8080 and the NodePort is 30080. Image tag 2025.03.1. Where do I start?""",
         [], [pod, "10.42.3.88", "30080"],
         "pod name, IP address, port and image tag")

    case("en", "iban-validator-unit-test",
         """My IBAN validator unit test: DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32 must pass and GB82 WEST 1234 5698 7654 31 must fail. The last one passes too. Here's my mod 97 code: int(s) % 97 == 1 after moving the first four chars.""",
         [], ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 31"],
         "documentation IBANs in a unit test")

    case("en", "ssn-placeholder-history",
         """For a privacy workshop: is it true that 078-05-1120 was printed on a wallet insert and thousands of people used it? And why do forms show 123-45-6789 as the example?""",
         [], ["078-05-1120", "123-45-6789"],
         "famous example SSN and a placeholder SSN")

    t1, t2 = usps(), usps()
    case("en", "usps-tracking-correction",
         msgs(f"Where's my package? USPS tracking {t1}",
              f"sorry wrong one, that's my neighbor's. mine is {t2}, shipped from Ohio on March 3"),
         [], [t1, t2],
         "two messages: tracking numbers with a correction")


FW = str.maketrans("0123456789", "０１２３４５６７８９")
FA = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def cn_phone_masked():
    return "1%d%d****%s" % (R.choice([3, 5, 8]), R.randint(0, 9), rdig(4, False))


# ================================================================= other languages (1)
def other_1():
    # ---------------- Chinese
    cid = cn_id()
    bank = card4(card("unionpay"))
    order = "2025" + rdig(14, False)
    masked = cn_phone_masked()
    case("zh", "realname-id-bankcard",
         f"""帮我看看这个实名认证为什么一直失败：姓名 王晓明，身份证号 {cid}，银行卡号 {bank}，预留手机号 {masked}。页面只提示"信息不一致"，订单号是 {order}。""",
         [cid, bank], [masked, order],
         "Chinese resident id (check char computed) and UnionPay card (Luhn); masked phone and order number are look-alikes")

    code = otp()
    tail = "尾号" + rdig(4, False)
    case("zh", "bank-sms-code",
         f"""收到一条短信：【招商银行】您{tail}的储蓄卡正在进行网上支付，金额2,380.00元，验证码{code}，5分钟内有效，请勿向任何人泄露。我根本没在买东西啊，这是诈骗吗？要不要打95555？""",
         [code], [tail, "2,380.00", "95555"],
         "bank verification code in a pasted SMS; masked card tail, amount and hotline are look-alikes")

    akid = k_aliyun_id()
    aksec = rstr(AN, 30)
    inst = "i-bp1" + rstr(LO + DG, 15)
    case("zh", "aliyun-accesskey",
         f"""用 Python SDK 调阿里云 OSS 一直报 InvalidAccessKeyId.NotFound，配置如下：
ALIBABA_CLOUD_ACCESS_KEY_ID={akid}
ALIBABA_CLOUD_ACCESS_KEY_SECRET={aksec}
ECS 实例 ID 是 {inst}，地域 cn-hangzhou。是不是 RAM 用户没授权？""",
         [akid, aksec], [inst],
         "Alibaba Cloud AccessKey pair in env lines; instance id is a look-alike")

    sf = "SF" + rdig(13)
    inv = rdig(8)
    uscc = cn_uscc()
    case("zh", "invoice-sf-tracking",
         f"""帮我写一封催开发票的邮件。订单已经签收了，顺丰单号 {sf}，对方公司的统一社会信用代码是 {uscc}，上次开的发票号码是 {inv}，这次金额 3,600 元。""",
         [], [sf, uscc, inv],
         "tracking number, a company's unified social credit code (check char computed) and invoice number")

    # ---------------- Japanese
    mn = jp_mynumber()
    br = rdig(3, False)
    acct = rdig(7)
    corp = jp_corp()
    case("ja", "mynumber-refund-account",
         f"""確定申告の書類を作っています。マイナンバーは{groups(mn, [4, 4, 4])}で、還付金の振込先は三井住友銀行 渋谷駅前支店（支店番号{br}）普通預金 口座番号{acct}です。勤務先の法人番号{corp}も書く欄があるのですが、これで合っていますか？""",
         [groups(mn, [4, 4, 4]), acct], [br, corp],
         "My Number (check digit computed) and account number; branch number and corporate number (check digit computed) are look-alikes")

    p1 = pin(4)
    p2 = pin(4)
    case("ja", "cashcard-pin-correction",
         msgs(f"キャッシュカードの暗証番号、忘れそうなので覚えておいてください。{p1.translate(FW)}です。",
              f"すみません、さっきのは古い番号でした。今の暗証番号は{p2}です。"),
         [p1.translate(FW), p2], [],
         "two messages: a PIN (full-width digits) and its correction")

    wk = hexs(13)
    ssid = "aterm-%s-g" % hexs(6)
    case("ja", "parents-wifi-aterm",
         f"""実家のWi-Fiにスマホがつながりません。ルーターはNECのWX3600HPで、SSIDは「{ssid}」、暗号化キーは{wk}です。ファームウェアは1.4.2にしました。何を確認すればいいですか？""",
         [wk], [ssid, "WX3600HP"],
         "Wi-Fi key in prose; SSID and router model are look-alikes")

    jo = "250-" + rdig(7) + "-" + rdig(7)
    ym = groups(rdig(12), [4, 4, 4])
    case("ja", "amazon-yamato-tracking",
         f"""Amazonで注文した加湿器（注文番号 {jo}）がまだ届きません。ヤマト運輸の伝票番号は{ym}と書いてあります。これはお問い合わせ番号と同じものですか？""",
         [], [jo, ym],
         "order number and Yamato tracking number")

    # ---------------- Korean
    rrn = kr_rrn()
    kacct = "110-%s-%s" % (rdig(3), rdig(6))
    brn = kr_brn()
    case("ko", "year-end-tax-rrn-account",
         f"""연말정산 서류 쓰는 중인데요, 주민등록번호는 {rrn}이고 환급받을 계좌는 신한은행 {kacct}예요. 회사 사업자등록번호 {brn}는 어느 칸에 쓰는 거예요?""",
         [rrn, kacct], [brn],
         "Korean RRN (check digit computed) and account; company registration number (check digit computed) is a look-alike")

    cpw = pw_human(["sarang", "haneul", "bada", "hodu", "dubu", "kimchi"])
    ko_otp = otp()
    case("ko", "cert-password-otp",
         f"""공동인증서 비밀번호를 {cpw}로 넣는데 계속 틀렸다고 나와요. OTP 번호 {ko_otp}까지 입력하면 오류코드 E1203이 떠요. 인증서를 다시 발급받아야 하나요?""",
         [cpw, ko_otp], ["E1203"],
         "certificate password and OTP; error code is a look-alike")

    co = rdig(16)
    cj = rdig(12)
    case("ko", "coupang-cj-tracking",
         f"""쿠팡 주문번호 {co} 배송조회를 하면 CJ대한통운 송장번호 {cj}로 나오는데 3일째 그대로예요. 고객센터 1577-7011 말고 다른 방법이 있나요?""",
         [], [co, cj, "1577-7011"],
         "order number, tracking number and a customer-service number")

    # ---------------- Arabic
    sid = sa_id()
    sib = iban_fmt(iban_sa("10"))
    case("ar", "saudi-id-iban-bank-update",
         f"""أبغى أحدّث بياناتي في البنك الأهلي. رقم الهوية {sid} والآيبان {sib}. الموظف قال لي أكتب رمز السويفت NCBKSAJE في النموذج، صح ولا لازم شي ثاني؟""",
         [sid, sib], ["NCBKSAJE"],
         "Saudi national id (Luhn) and own IBAN; the bank's SWIFT code is a look-alike")

    eid = ae_eid()
    vc = card("visa")
    appno = "MOI-" + rdig(9)
    case("ar", "uae-residence-renewal",
         f"""ساعدني أعبّي طلب تجديد الإقامة. رقم الهوية الإماراتية {eid}، وبطاقة الدفع {card4(vc)}. رقم الطلب اللي طلع لي {appno} وبعدها الصفحة علّقت، هل انخصم المبلغ؟""",
         [eid, card4(vc)], [appno],
         "Emirates ID (Luhn) and card number; application number is a look-alike")

    noon = "NAE" + rdig(11)
    trk = "AE" + rdig(10)
    vat = "3" + rdig(13, False) + "3"
    case("ar", "noon-order-refund",
         f"""طلبت سماعات من نون ورقم الطلب {noon}، ورقم التتبع {trk}، بس وصلتني مكسورة. الفاتورة فيها الرقم الضريبي للشركة {vat}. كيف أرجّع المبلغ 349 درهم؟""",
         [], [noon, trk, vat],
         "order, tracking and a company's VAT number")

    # ---------------- Persian
    cn = card("shetab")
    cfa = groups(cn, [4, 4, 4, 4], "-").translate(FA)
    cv2 = cvc(4)
    pin2 = rdig(7)
    case("fa", "shetab-card-train-ticket",
         f"""برای خرید اینترنتی بلیط قطار این اطلاعات رو وارد کردم ولی خطای «اطلاعات کارت نامعتبر» میده: شماره کارت {cfa}، CVV2: {cv2.translate(FA)}، رمز دوم {pin2}. مشکل از کجاست؟""",
         [cfa, cv2.translate(FA), pin2],
         [],
         "Iranian card number in Persian digits (Luhn), CVV2 and second (online) password")

    sheba = iban_ir()
    peig = rdig(12)
    case("fa", "sheba-salary-change",
         f"""می‌خوام حقوقم از این ماه به حساب جدیدم واریز بشه. شماره شبا: {sheba}. کد پیگیری درخواستم {peig} هست. یه نامه رسمی برای واحد مالی بنویس.""",
         [sheba], [peig],
         "own Sheba (IBAN, mod-97 computed); request tracking code is a look-alike")

    bill = rdig(13)
    payid = rdig(10)
    case("fa", "electricity-bill-ids",
         f"""قبض برق اومده: شناسه قبض {bill} و شناسه پرداخت {payid}، مبلغ ۴۸۷٬۰۰۰ ریال. چطوری با همراه بانک پرداختش کنم؟""",
         [], [bill, payid, "۴۸۷٬۰۰۰"],
         "bill id, payment id and amount")

    # ---------------- Hebrew
    tz = il_id()
    hacct = rdig(6)
    hp = il_company()
    case("he", "bituach-leumi-form",
         f"""אני ממלא טופס בביטוח לאומי. מספר תעודת זהות {tz}, חשבון בבנק לאומי סניף 902 מספר חשבון {hacct}. צריך גם את מספר ח.פ. של המעסיק — {hp}. איפה זה נכתב בטופס?""",
         [tz, hacct], [hp],
         "Israeli id (check digit computed) and account; employer company number is a look-alike")

    door, alarm = pin(4), pin(4)
    case("he", "parents-building-codes",
         f"""תזכור בשבילי את הקודים של הבית של ההורים: קוד לדלת של הבניין {door} ואז סולמית, קוד האזעקה {alarm}. אם יש בעיה השכנה מהדירה ממול יכולה לעזור.""",
         [door, alarm], [],
         "building door and alarm codes")

    # ---------------- Hindi
    upi = pin(6)
    hotp = otp()
    utr = rdig(12)
    case("hi", "upi-pin-otp-scam",
         f"""एक आदमी ने फ़ोन करके कहा कि वो बैंक से है और रिफ़ंड भेजना है। उसने ट्रांज़ैक्शन ID {utr} बताया। मेरा UPI PIN {upi} है और अभी बैंक से OTP {hotp} आया है, क्या मैं उसे बता दूँ?""",
         [upi, hotp], [utr],
         "UPI PIN and OTP; UTR transaction id is a look-alike")

    ad = groups(in_aadhaar(), [4, 4, 4])
    pn = in_pan()
    ifsc = "SBIN00" + rdig(5)
    case("hi", "father-itr-aadhaar-pan",
         f"""पापा का इनकम टैक्स रिटर्न भरना है। उनका आधार नंबर {ad} और पैन {pn} है। रिफ़ंड SBI खाते में आना चाहिए, IFSC {ifsc} है। फ़ॉर्म में पैन कहाँ डालूँ?""",
         [ad, pn], [ifsc],
         "entrusted Aadhaar (Verhoeff) and PAN; IFSC is a look-alike")

    pnr = rdig(10, False)
    case("hi", "irctc-pnr-waiting",
         f"""IRCTC से टिकट बुक किया, PNR {pnr}, ट्रेन 12951 मुंबई राजधानी, कोच B4। वेटिंग लिस्ट 12 है, कन्फ़र्म होने के कितने चांस हैं?""",
         [], [pnr, "12951"],
         "PNR and train number")

    # ---------------- Russian
    pas = "45 %s %s" % (rdig(2, False), rdig(6, False))
    snils = ru_snils()
    case("ru", "gosuslugi-passport-snils",
         f"""Заполняю заявление на Госуслугах. Паспорт {pas}, выдан ГУ МВД России по г. Москве, код подразделения 770-093. СНИЛС {snils}. В какое поле вписывать код подразделения, там два похожих?""",
         [pas, snils], ["770-093"],
         "Russian passport and SNILS (check computed); issuing-office code is a look-alike")

    rcode = otp()
    mir = card4(card("mir"))
    case("ru", "sms-code-dictated-scam",
         msgs(f"Пришло СМС: «Код: {rcode}. Никому не сообщайте. Покупка 14 990 р. OZON». Я ничего не покупал, это мошенники?",
              f"Мне сразу позвонили «из службы безопасности» и попросили продиктовать код и номер карты {mir}, я продиктовал( Что теперь делать?"),
         [rcode, mir], ["14 990 р."],
         "two messages: SMS code and a Mir card number (Luhn); amount is a look-alike")

    racct = ru_account("044525225")
    case("ru", "salary-requisites-sber",
         f"""Бухгалтерия просит реквизиты для зарплаты. Написал так: получатель Соколов Дмитрий Андреевич, счёт {racct}, банк ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225. Всё правильно?""",
         [racct], ["044525225", "30101810400000000225"],
         "own account (key digit computed from the BIC); the bank's BIC and correspondent account are look-alikes")

    inn = ru_inn10()
    ogrn = ru_ogrn()
    ra = s10("RA", "RU")
    zak = rdig(8)
    case("ru", "claim-letter-company-ids",
         f"""Помогите составить претензию продавцу: ООО «Техномаркет», ИНН {inn}, ОГРН {ogrn}. Заказ №{zak}, отправлен Почтой России, трек-номер {ra}, пришёл разбитый.""",
         [], [inn, ogrn, ra],
         "a company's INN and OGRN (check digits computed), order and S10 tracking number (check computed)")

    # ---------------- Ukrainian
    rn = ua_rnokpp()
    uib = iban_ua()
    edr = rdig(8)
    case("uk", "tax-declaration-rnokpp",
         f"""Подаю декларацію через Дію. Мій РНОКПП {rn}, рахунок для повернення коштів {uib}. Код ЄДРПОУ роботодавця {edr} — його теж треба вказувати?""",
         [rn, uib], [edr],
         "Ukrainian taxpayer number (check computed) and IBAN; employer EDRPOU is a look-alike")

    upw = pick(["Черешня", "Соняшник", "Котик", "Ластівка"]) + "_" + rdig(4) + pick(SYMS)
    ucode = otp()
    case("uk", "privat24-login-support",
         f"""Допоможи написати в підтримку ПриватБанку: не можу зайти в Приват24, пароль {upw} точно правильний, а код підтвердження {ucode} з СМС каже «термін дії минув», хоча я ввела його одразу.""",
         [upw, ucode], [],
         "password in Cyrillic and an SMS code")

    ttn = "20" + rdig(12, False)
    case("uk", "nova-poshta-ttn",
         f"""Нова Пошта, ТТН {ttn}, накладений платіж 1 250 грн. Як змінити адресу доставки, якщо посилка вже в дорозі?""",
         [], [ttn, "1 250 грн"],
         "waybill number and amount")

    # ---------------- Polish
    pesel = pl_pesel()
    dow = pl_idcard()
    case("pl", "800plus-pesel-id",
         f"""Wypełniam wniosek o 800+ w aplikacji mObywatel. PESEL {pesel}, numer dowodu osobistego {dow}. Czy numer dowodu wpisuje się ze spacją po literach?""",
         [pesel, dow], [],
         "PESEL and ID card number (check digits computed)")

    blik = otp()
    kod = otp()
    przes = rdig(24)
    case("pl", "blik-and-parcel-locker",
         f"""Dwie sprawy. Zapłaciłem za pizzę BLIKIEM kodem {blik} i nie przeszło, czy ten kod jest już spalony? A druga: napisz SMS do sąsiada, że paczka czeka w paczkomacie KRA01M, kod odbioru {kod}, numer przesyłki {przes}.""",
         [blik, kod], ["KRA01M", przes],
         "BLIK code and parcel-locker pickup code; locker id and parcel number are look-alikes")

    nip = pl_nip()
    shop = iban_pl()
    fv = "FV/2025/03/%04d" % R.randint(1, 9999)
    case("pl", "invoice-shop-transfer",
         f"""Mam zapłacić fakturę {fv} przelewem. Sprzedawca: Meble-Lux Sp. z o.o., NIP {nip}, konto {iban_fmt(shop)}, kwota 1 299,00 zł. Co wpisać w tytule przelewu?""",
         [], [fv, nip, iban_fmt(shop)],
         "invoice number, a company's NIP (check computed), its IBAN and amount")

    # ---------------- Czech
    rc = cz_rc()
    cacct = cz_account()
    ico = cz_ico()
    case("cs", "tax-return-birth-number",
         f"""Vyplňuji daňové přiznání. Rodné číslo {rc}, číslo účtu pro vrácení přeplatku {cacct}/0800. Zaměstnavatel má IČO {ico} — patří to do přílohy?""",
         [rc, cacct], [ico],
         "Czech birth number (mod 11) and account (mod 11); employer IČO (check computed) is a look-alike")

    cwp = pick(["Chalupa", "Kocour", "Borovice", "Medvidek"]) + rdig(3) + pick(SYMS)
    cpin = pin(4)
    case("cs", "cottage-wifi-mom-pin",
         f"""Zapamatuj si prosím: heslo na Wi-Fi na chalupě je {cwp} a PIN k mámině kartě je {cpin}, až pro ni budu v pátek vybírat.""",
         [cwp, cpin], [],
         "Wi-Fi password and an entrusted card PIN")


def pt_nif(first="2"):
    p = first + rdig(7, False)
    c = 11 - wsum(p, range(9, 1, -1)) % 11
    return p + ("0" if c >= 10 else str(c))


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def de_iban_blz(blz):
    return iban_make("DE", blz + rdig(10, False))


# ================================================================= other languages (2)
def other_2():
    # ---------------- German
    st = de_steuerid()
    st_f = groups(st, [2, 3, 3, 3])
    own = iban_fmt(iban_de())
    fa = iban_fmt(de_iban_blz("86000000"))
    case("de", "elster-steuerid-iban",
         f"""Ich mache gerade meine Steuererklärung mit ELSTER. Steuer-ID {st_f}, die Erstattung soll auf mein Konto {own}. Letztes Jahr hab ich die Nachzahlung ans Finanzamt überwiesen, deren IBAN war {fa} – muss ich die irgendwo angeben?""",
         [st_f, own], [fa],
         "German tax id (ISO 7064 check computed) and own IBAN; the tax office's IBAN is a look-alike")

    kib = iban_fmt(de_iban_blz("37050198"))
    case("de", "deposit-iban-next-message",
         msgs("Ich schick dir gleich meine Bankverbindung. Formulier mir dann bitte eine Mail an meinen Vermieter, dass er die Kaution (2.400 €) darauf zurücküberweisen soll.",
              f"IBAN {kib}, Sparkasse KölnBonn, BIC COLSDE33"),
         [kib], ["COLSDE33", "2.400 €"],
         "two messages: IBAN announced then given; BIC and amount are look-alikes")

    opin = rdig(5)
    tan = otp()
    sw = iban_fmt(de_iban_blz("70150000"))
    case("de", "grandma-banking-pin-tan",
         f"""Meine Oma hat mir ihre Online-Banking-PIN gegeben, damit ich ihr beim Überweisen helfe: {opin}. Sie will die Stromrechnung an die Stadtwerke zahlen, Empfänger-IBAN {sw}. Beim Absenden kam eine TAN per SMS, {tan}, die wurde aber abgelehnt. Läuft die so schnell ab?""",
         [opin, tan], [sw],
         "entrusted online-banking PIN and an SMS TAN; a utility's IBAN is a look-alike")

    dhl = "00340434" + rdig(12)
    re_ = "RE-2025-" + rdig(5)
    ust = de_ustid()
    case("de", "complaint-dhl-ustid",
         f"""Schreib mir bitte eine Reklamation. DHL-Sendungsnummer {dhl}, Rechnungsnummer {re_}, USt-IdNr. des Händlers {ust}. Der Toaster kam mit gesprungenem Gehäuse an.""",
         [], [dhl, re_, ust],
         "tracking number, invoice number and a merchant's VAT id (check computed)")

    # ---------------- French
    nb, key = fr_nir()
    nir = "%s %s %s %s %s %s %s" % (nb[0], nb[1:3], nb[3:5], nb[5:7], nb[7:10], nb[10:13], key)
    fib = iban_fmt(iban_fr())
    case("fr", "cpam-nir-iban",
         f"""Je remplis le formulaire de la CPAM : numéro de sécurité sociale {nir}, et pour les remboursements mon IBAN {fib}, BIC BNPAFRPP. Est-ce qu'il faut bien mettre la clé à la fin du numéro ?""",
         [nir, fib], ["BNPAFRPP"],
         "French social-security number (key computed) and IBAN (RIB key and mod-97 computed); BIC is a look-alike")

    dig = rdig(4) + pick("AB")
    box = pin(4)
    cmd = "CMD-" + rdig(8)
    case("fr", "digicode-keybox-delivery",
         f"""Tu peux rédiger un petit message pour la livreuse ? Digicode du portail : {dig}, puis interphone « Moreau », 3e étage porte gauche. Si je ne suis pas là, les clés sont dans la boîte à clés à côté de la porte, code {box}. C'est pour la commande {cmd}.""",
         [dig, box], [cmd],
         "door code and key-box code; order number is a look-alike")

    apw = pw_human(["soleil", "papillon", "chaton", "fraise", "mistral", "cerise"])
    acode = otp()
    case("fr", "ameli-password-sms-code",
         f"""Impossible de me connecter à mon compte Ameli. Mon mot de passe c'est {apw} et le code reçu par SMS est {acode}, mais ça affiche « code expiré ». Je dois appeler le 3646 ?""",
         [apw, acode], ["3646"],
         "password and SMS code; the service phone number is a look-alike")

    siren, siret = fr_siret()
    tva = fr_tva(siren)
    fac = "F-2025-" + rdig(5)
    coli = "6A" + rdig(11)
    case("fr", "seller-complaint-siret",
         f"""Je voudrais faire une réclamation : facture n° {fac}, société Maison Lumière SAS, SIRET {groups(siret, [3, 3, 3, 5])}, TVA intracommunautaire {tva}. Le colis Colissimo {coli} est arrivé abîmé.""",
         [], [fac, groups(siret, [3, 3, 3, 5]), tva, coli],
         "invoice number, a company's SIRET (Luhn) and VAT number (key computed), tracking number")

    # ---------------- Spanish
    dni = es_dni()
    eib = iban_fmt(iban_es())
    cif = es_cif()
    case("es", "renta-dni-iban",
         f"""Estoy haciendo la renta en la web de la Agencia Tributaria. Mi DNI es {dni} y el IBAN para la devolución {eib}. El CIF de la empresa donde trabajo es {cif}, ¿va en la casilla del pagador?""",
         [dni, eib], [cif],
         "DNI (letter computed) and IBAN (control digits computed); employer CIF (control computed) is a look-alike")

    curp = mx_curp("HERNANDEZ", "RUIZ", "MARIANA", rdate(1985, 2000), "M", "JC")
    spw = pw_human(["tequila", "nopal", "jaguar", "colibri", "mango", "perrito"])
    case("es", "sat-curp-password",
         f"""Me piden para el trámite del SAT mi CURP y la contraseña del portal. CURP: {curp}; contraseña: {spw}. ¿Con eso puedo sacar la constancia de situación fiscal o necesito la e.firma?""",
         [curp, spw], [],
         "Mexican CURP (check digit computed) and portal password")

    ec = card4(card("visa"))
    ee, ev = expiry(), cvc()
    loc = rstr("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    case("es", "card-in-two-messages",
         msgs(f"Te paso los datos de la tarjeta para que me ayudes a completar la reserva del vuelo. Número: {ec}",
              f"Vence {ee} y el código de seguridad es {ev}. El localizador que me dio Iberia es {loc}."),
         [ec, ee, ev], [loc],
         "two messages: card number, then expiry and CVC; booking locator is a look-alike")

    ped = rdig(12)
    pq = "PQ" + rstr(UP + DG, 4) + rdig(16) + pick(UP)
    case("es", "corte-ingles-correos",
         f"""Mi pedido de El Corte Inglés nº {ped} no ha llegado. El número de seguimiento de Correos es {pq}. ¿Llamo al 901 122 122 o pongo una reclamación online?""",
         [], [ped, pq, "901 122 122"],
         "order number, tracking number and a phone number")

    # ---------------- Portuguese
    cpf = br_cpf()
    gpw = pw_human(["saudade", "goiaba", "sabia", "tucano", "acai", "pipoca"])
    cnpj = br_cnpj()
    case("pt", "irpf-cpf-govbr",
         f"""Tô fazendo a declaração do IR. Meu CPF é {cpf} e a senha do gov.br é {gpw}. A empresa onde trabalho tem CNPJ {cnpj}, preciso informar no campo de fontes pagadoras?""",
         [cpf, gpw], [cnpj],
         "CPF (check digits computed) and gov.br password; employer CNPJ (check digits computed) is a look-alike")

    nif = pt_nif()
    pib = iban_fmt(iban_pt())
    ref = groups(rdig(9), [3, 3, 3])
    case("pt", "financas-nif-multibanco",
         f"""Preciso de atualizar os dados no Portal das Finanças: NIF {nif}, IBAN {pib}. Já paguei o IMI por Multibanco com a entidade 10095 e referência {ref}, 231,40 €. Já deve aparecer como pago?""",
         [nif, pib], ["10095", ref],
         "Portuguese NIF (check computed) and IBAN (NIB check and mod-97 computed); payment entity, reference and amount are look-alikes")

    bc = card4(card("mc"))
    be_, bv = expiry(), cvc()
    linha = "%s.%s %s.%s %s.%s %s %s" % (rdig(5), rdig(5), rdig(5), rdig(6), rdig(5), rdig(6), rdig(1, False), rdig(14))
    case("pt", "card-or-boleto",
         f"""Quero parcelar em 10x no cartão: número {bc}, validade {be_}, CVV {bv}. Ou é melhor pagar o boleto? A linha digitável é {linha}.""",
         [bc, be_, bv], [linha],
         "card, expiry and CVV; a boleto payment line is a look-alike")

    rast = s10("NL", "BR")
    pedido = rdig(15)
    chave = groups(rdig(44), [4] * 11)
    case("pt", "correios-nfe-key",
         f"""Comprei na Shopee e o código de rastreio dos Correios é {rast}, número do pedido {pedido}. A nota fiscal tem a chave de acesso {chave}. Como reclamo do atraso?""",
         [], [rast, pedido, chave],
         "tracking number (S10 check computed), order number and an invoice access key")

    # ---------------- Italian
    cf = it_cf("Bianchi", "Giulia", rdate(1975, 1999), True, "F205")
    iib = iban_fmt(iban_it())
    piva = it_piva()
    case("it", "730-codice-fiscale-iban",
         f"""Per il 730 precompilato: codice fiscale {cf}, IBAN per il rimborso {iib}. La partita IVA del mio datore di lavoro è {piva}, va indicata da qualche parte?""",
         [cf, iib], [piva],
         "codice fiscale and IBAN (CIN and mod-97 computed); employer VAT number (check computed) is a look-alike")

    io = otp()
    ipin = rdig(5)
    case("it", "sms-code-atm-pin",
         f"""Mi è arrivato questo SMS: «Il codice per autorizzare il pagamento di 649,00 EUR presso ELETTROSHOP è {io}». Io non ho comprato niente! Ieri ho digitato il PIN del bancomat, {ipin}, in un ATM che sembrava strano. Cosa faccio?""",
         [io, ipin], ["649,00 EUR"],
         "payment authorisation code and card PIN; amount is a look-alike")

    ao = "405-%s-%s" % (rdig(7), rdig(7))
    brt = rdig(14)
    ft = "%d/2025" % R.randint(100, 9999)
    case("it", "amazon-return-brt",
         f"""Devo fare il reso: ordine Amazon n. {ao}, spedizione BRT n. {brt}, fattura n. {ft} del 12/03/2025. Come funziona, devo stampare l'etichetta?""",
         [], [ao, brt, ft],
         "order, shipment and invoice numbers")

    # ---------------- Dutch
    bsn = nl_bsn()
    nib = iban_fmt(iban_nl())
    case("nl", "zorgtoeslag-bsn-iban",
         f"""Ik vraag zorgtoeslag aan via Mijn toeslagen. BSN {bsn}, rekeningnummer {nib}. Moet het rekeningnummer op mijn eigen naam staan of mag het ook van mijn vriend zijn?""",
         [bsn, nib], [],
         "BSN (11-proof) and IBAN")

    kenm = groups(rdig(16), [4, 4, 4, 4])
    case("nl", "belastingdienst-betalingskenmerk",
         f"""Ik moet de voorlopige aanslag betalen: naar NL86 INGB 0002 4455 88 (Belastingdienst), betalingskenmerk {kenm}, bedrag € 1.214,00. Moet het kenmerk precies zo, met spaties?""",
         [], ["NL86 INGB 0002 4455 88", kenm],
         "the tax office's public IBAN, a payment reference and an amount")

    # ---------------- Swedish
    pnr = se_pnr()
    skto = rdig(10)
    case("sv", "forsakringskassan-pnr-account",
         f"""Ska fylla i blanketten till Försäkringskassan: personnummer {pnr}, Swedbank clearingnummer 8327-9, kontonummer {skto}. Räcker det eller behövs IBAN också?""",
         [pnr, skto], ["8327-9"],
         "Swedish personal number (Luhn) and account; clearing number is a look-alike")

    port = pin(4)
    swp = pw_human(["kanelbulle", "alg", "fika", "snoboll", "midsommar", "lingon"])
    case("sv", "note-for-craftsman",
         f"""Kan du skriva en lapp till hantverkaren som kommer på måndag? Portkoden är {port} och wifi-lösenordet är {swp}. Nyckeln hämtas hos grannen på plan 3.""",
         [port, swp], [],
         "door code and Wi-Fi password")

    # ---------------- Danish
    cpr = dk_cpr()
    reg = rdig(4)
    dkto = rdig(10)
    case("da", "nemkonto-cpr",
         f"""Jeg skal opdatere min NemKonto. CPR-nummer {cpr}, reg.nr. {reg} og kontonummer {dkto}. Er reg.nr. bankens nummer eller mit eget?""",
         [cpr, dkto], [reg],
         "CPR number (old mod-11 satisfied) and account; bank registration number is a look-alike")

    dd, da_ = pin(4), pin(6)
    case("da", "mother-in-law-door-alarm",
         f"""Min svigermor har givet mig koden til hoveddøren, {dd}, og alarmkoden {da_}. Mind mig om dem i uge 32, når vi skal passe hunden.""",
         [dd, da_], [],
         "entrusted door and alarm codes")

    # ---------------- Norwegian
    fnr = no_fnr()
    nkto = no_account()
    org = no_orgnr()
    case("no", "skattemelding-fnr-konto",
         f"""Skal sende inn skattemeldingen. Fødselsnummer {fnr}, kontonummer for tilbakebetaling {nkto[:4]}.{nkto[4:6]}.{nkto[6:]}. Arbeidsgiveren har org.nr. {groups(org, [3, 3, 3])}. Hvor fører jeg opp det?""",
         [fnr, "%s.%s.%s" % (nkto[:4], nkto[4:6], nkto[6:])], [groups(org, [3, 3, 3])],
         "Norwegian national id and account (mod-11 computed); employer org number (mod-11) is a look-alike")

    no_otp = otp()
    npw = pw_human(["fjell", "trollkatt", "brunost", "skiløper", "fjord", "nordlys"])
    kidp = rdig(12)
    kid = kidp + luhn_digit(kidp)
    case("no", "bankid-otp-password-kid",
         f"""Jeg fikk engangskode {no_otp} fra BankID på SMS, og passordet mitt er {npw}, men det står «feil passord» hele tiden. KID-nummeret på regningen jeg skal betale er {kid}, hvis det har noe å si.""",
         [no_otp, npw], [kid],
         "one-time code and password; the bill's KID reference (Luhn) is a look-alike")

    # ---------------- Finnish
    hetu = fi_hetu()
    fib2 = iban_fmt(iban_fi())
    case("fi", "kela-hetu-iban",
         f"""Täytän Kelan hakemusta. Henkilötunnus {hetu}, tilinumero {fib2}. Kelpaako pelkkä IBAN vai tarvitaanko BIC myös?""",
         [hetu, fib2], [],
         "Finnish personal identity code (check char computed) and IBAN")

    vii = fi_viite()
    cib = iban_fmt(iban_fi())
    yt = fi_ytunnus()
    case("fi", "invoice-viitenumero",
         f"""Laskussa on viitenumero {vii}, saajan tilinumero {cib} ja Y-tunnus {yt}. Eräpäivä 28.3.2025, summa 89,00 €. Miten maksan sen mobiilisovelluksella?""",
         [], [vii, cib, yt],
         "reference number (7-3-1 computed), a company's IBAN, business id (check computed), amount")

    # ---------------- Hungarian
    ado = hu_adoaz()
    taj = groups(hu_taj(), [3, 3, 3])
    cado = "%s-%d-%02d" % (rdig(8), R.randint(1, 5), R.randint(2, 44))
    case("hu", "szja-adoazonosito-taj",
         f"""Az SZJA-bevalláshoz kell: adóazonosító jel {ado}, TAJ-szám {taj}. A munkáltató adószáma {cado}, azt is be kell írni valahova?""",
         [ado, taj], [cado],
         "Hungarian tax id and TAJ (checks computed); employer tax number is a look-alike")

    hpw = pw_human(["paprika", "kutyus", "Balaton", "napsugar", "pogacsa", "csillag"])
    hotp = otp()
    htx = rstr(UP + DG, 14)
    case("hu", "netbank-password-sms",
         f"""Nem tudok belépni a netbankba: a jelszavam {hpw}, az SMS-ben kapott kód {hotp}, de azt írja, hogy lejárt. A tranzakció azonosítója {htx}. Mit csináljak?""",
         [hpw, hotp], [htx],
         "password and SMS code; transaction id is a look-alike")

    # ---------------- Romanian
    cnp = ro_cnp()
    rib = iban_fmt(iban_ro())
    cui = "RO" + rdig(8)
    case("ro", "anaf-cnp-iban",
         f"""Completez cererea în SPV la ANAF: CNP {cnp}, IBAN {rib}. CUI-ul firmei unde lucrez este {cui} — trebuie trecut și ăla?""",
         [cnp, rib], [cui],
         "Romanian CNP (check computed) and IBAN; employer CUI is a look-alike")

    rpw = pw_human(["ursulet", "Carpati", "zambila", "pisicuta", "castan", "ghiocel"])
    rpin = pin(4)
    emag = rdig(9)
    case("ro", "wifi-grandma-pin-emag",
         f"""Notează-mi te rog: parola de la Wi-Fi e {rpw} și PIN-ul cardului bunicii e {rpin}. Și comanda eMAG are numărul {emag}, să verific mâine livrarea.""",
         [rpw, rpin], [emag],
         "Wi-Fi password and entrusted PIN; order number is a look-alike")

    # ---------------- Greek
    amka = gr_amka()
    afm = gr_afm("1")
    cafm = gr_afm("0")
    case("el", "govgr-amka-afm",
         f"""Συμπληρώνω την αίτηση στο gov.gr: ΑΜΚΑ {amka}, ΑΦΜ {afm}. Ο ΑΦΜ του εργοδότη μου είναι {cafm}. Πού μπαίνει αυτός;""",
         [amka, afm], [cafm],
         "Greek AMKA (Luhn) and personal tax number (check computed); employer tax number is a look-alike")

    gpw2 = pw_human(["thalassa", "ilios", "elia", "kafes", "meli", "Olympos"])
    gotp = otp()
    prot = rdig(8)
    case("el", "taxisnet-password-otp",
         f"""Οι κωδικοί μου στο Taxisnet: όνομα χρήστη gpapad82, συνθηματικό {gpw2}. Ήρθε και κωδικός μιας χρήσης {gotp} αλλά έληξε. Ο αριθμός πρωτοκόλλου της αίτησης είναι {prot}. Τι κάνω;""",
         [gpw2, gotp], [prot],
         "password and one-time code; application protocol number is a look-alike")

    # ---------------- Turkish
    tc = tr_tckn()
    tpw = pw_human(["kedicik", "lokum", "simit", "bogaz", "kartal", "papatya"])
    case("tr", "edevlet-tc-password",
         f"""e-Devlet'e giremiyorum. TC kimlik no {tc}, şifrem {tpw}. Şifre yanlış diyor ama eminim. Ne yapmalıyım?""",
         [tc, tpw], [],
         "Turkish identity number (check digits computed) and password")

    tib = iban_fmt(iban_tr("00010"))
    troy = card4(card("troy"))
    case("tr", "salary-iban-troy-card",
         f"""Maaşımın yatacağı hesap: IBAN {tib}, Ziraat Bankası. Bir de kartım {troy} ile internetten alışveriş yapamıyorum, 3D Secure şifresi gelmiyor. Neden olabilir?""",
         [tib, troy], [],
         "own IBAN and card number")

    sip = rdig(10)
    kargo = rdig(12)
    vkn = rdig(10)
    case("tr", "trendyol-return",
         f"""Trendyol sipariş no {sip}, Yurtiçi Kargo takip no {kargo}. Faturada satıcının vergi numarası {vkn} yazıyor. İade nasıl yapılır?""",
         [], [sip, kargo, vkn],
         "order, tracking and a seller's tax number")

    # ---------------- Vietnamese
    cyy = R.randint(70, 104)
    cccd = pick(["001", "079", "031", "048"]) + str((0 if cyy < 100 else 2) + R.randint(0, 1)) + "%02d" % (cyy % 100) + rdig(6, False)
    votp = otp()
    case("vi", "loan-cccd-account-otp",
         f"""Mình đang làm hồ sơ vay online. Số CCCD {cccd}. Nhân viên gọi hỏi mã OTP vừa gửi, mã là {votp}, có nên đọc cho họ không?""",
         [cccd, votp], [],
         "citizen id and OTP")

    vpw = pw_human(["meocon", "hoasen", "caphe", "banhmi", "saigon", "mientay"])
    vdoor = pin(6)
    case("vi", "wifi-apartment-door",
         f"""Mật khẩu wifi nhà mình là {vpw}, còn mã cửa chung cư là {vdoor}. Ghi nhớ giúp mình nhé, mai mình gửi cho chị giúp việc.""",
         [vpw, vdoor], [],
         "Wi-Fi password and apartment door code")

    spo = "2503" + rdig(2) + rstr(UP + DG, 8)
    ghn = rstr(UP, 4) + rstr(UP + DG, 4)
    mst = rdig(10)
    case("vi", "shopee-return-tax-code",
         f"""Đơn hàng Shopee mã {spo}, mã vận đơn GHN {ghn}. Hóa đơn ghi mã số thuế của bên bán là {mst}. Mình muốn trả hàng thì làm sao?""",
         [], [spo, ghn, mst],
         "order id, tracking code and a seller's tax code")

    # ---------------- Thai
    tid = th_id()
    tid_f = "%s-%s-%s-%s-%s" % (tid[0], tid[1:5], tid[5:10], tid[10:12], tid[12])
    kb = "%s-%s-%s-%s" % (rdig(3), rdig(1), rdig(5), rdig(1))
    tref = rdig(12)
    case("th", "tax-refund-id-account",
         f"""ช่วยกรอกแบบคำร้องขอคืนภาษีหน่อย เลขบัตรประชาชน {tid_f} เลขบัญชีกสิกรไทย {kb} ส่วนเลขที่อ้างอิงคำร้องคือ {tref}""",
         [tid_f, kb], [tref],
         "Thai id (check computed) and account; request reference is a look-alike")

    totp_ = otp()
    tref2 = rstr(UP, 4)
    tpw2 = pw_human(["maew", "chang", "somtam", "mamuang", "sabai", "khaoniao"])
    case("th", "kplus-otp-ref-password",
         f"""ได้ SMS ว่า «รหัส OTP คือ {totp_} (Ref: {tref2}) ใช้เข้าสู่ระบบ K PLUS ห้ามบอกรหัสนี้แก่ผู้อื่น» แต่ใส่แล้วขึ้นว่ารหัสผิด รหัสผ่านที่ตั้งไว้คือ {tpw2} ช่วยดูหน่อยว่าทำไม""",
         [totp_, tpw2], [tref2],
         "OTP and password; the OTP's reference code is a look-alike")

    # ---------------- Indonesian
    d = rdate(1975, 2002)
    nik = pick(["317404", "327301", "357801", "517103"]) + "%02d" % (d.day + 40 * R.randint(0, 1)) + d.strftime("%m%y") + rdig(4, False)
    ipin2 = pin(6)
    va = "8077" + rdig(12)
    case("id", "open-account-nik-bca",
         f"""Saya mau buka rekening online. NIK {nik}, PIN m-BCA {ipin2}. Terus untuk bayar tagihan ada nomor virtual account {va} dari Tokopedia, itu beda kan?""",
         [nik, ipin2], [va],
         "NIK and mobile banking PIN; merchant virtual account number is a look-alike")

    gotp2 = otp()
    gpin = pin(6)
    gtx = "GP-" + rdig(12)
    case("id", "gopay-scam-otp-pin",
         f"""Kode OTP GoPay {gotp2} masuk, terus ada yang telepon ngaku CS Gojek minta kode itu dan PIN GoPay saya {gpin}. Sudah saya kasih semua. ID transaksinya {gtx}. Gimana ini?""",
         [gotp2, gpin], [gtx],
         "OTP and wallet PIN; transaction id is a look-alike")

    inv = "INV/20250312/MPL/" + rdig(10)
    jne = rdig(16)
    npwp = "%s.%s.%s.%s-%s.%s" % (rdig(2), rdig(3), rdig(3), rdig(1), rdig(3), "000")
    case("id", "tokopedia-jne-npwp",
         f"""Pesanan Tokopedia {inv}, resi JNE {jne}. Di invoice ada NPWP toko {npwp}. Kok sudah seminggu belum sampai ya?""",
         [], [inv, jne, npwp],
         "invoice number, tracking number and a shop's tax number")

    # ---------------- Tagalog
    gref = rdig(13)
    mpin = pin(4)
    totp2 = otp()
    case("tl", "gcash-scam-mpin-otp",
         f"""Nag-send ako ng ₱2,000 sa GCash ng kapatid ko pero wala pa raw. Ref No. {gref} yung nasa resibo. Tapos may tumawag na taga-GCash daw at hiningi yung MPIN ko na {mpin} at yung OTP na {totp2}, binigay ko. Ano gagawin ko?""",
         [mpin, totp2], [gref, "₱2,000"],
         "wallet MPIN and OTP; receipt Ref No. and amount are look-alikes")

    sss = "%s-%s-%s" % (rdig(2), rdig(7), rdig(1))
    ph = "%s-%s-%s" % (rdig(2), rdig(9), rdig(1))
    case("tl", "sss-philhealth-format",
         f"""Paki-check kung tama yung format ng SSS number ko {sss} at PhilHealth {ph} para sa requirements sa bagong trabaho. Kailangan ba may gitling?""",
         [sss, ph], [],
         "SSS and PhilHealth numbers")

    gref2 = rdig(13)
    jt = "JT" + rdig(13)
    case("tl", "gcash-receipt-jnt",
         f"""Ito yung resibo ng binayaran ko sa Shopee via GCash: Amount ₱1,499.00, Ref No. {gref2}, Mar 12, 2025 4:31 PM. J&T tracking {jt}. Bakit hindi pa na-update yung order?""",
         [], ["₱1,499.00", gref2, jt],
         "receipt amount, Ref No. and tracking number")

    # ---------------- Swahili
    mcode = mpesa_code("T")
    mpin2 = pin(4)
    phone = "07%s %s %s" % (rdig(2), rdig(3), rdig(3))
    case("sw", "mpesa-wrong-number-pin",
         f"""Nimepokea ujumbe huu: "{mcode} Imethibitishwa. Ksh3,500.00 imetumwa kwa JOHN KAMAU {phone} tarehe 14/3/25 saa 6:12 PM. Salio lako jipya la M-PESA ni Ksh1,204.50." Nimetuma kwa namba isiyo sahihi. Mtu aliyepiga simu akidai ni wa Safaricom ameomba PIN yangu ya M-PESA, ni {mpin2}. Nimpe?""",
         [mcode, mpin2], ["Ksh3,500.00", phone],
         "M-Pesa transaction code and PIN; amount and recipient phone number are look-alikes")

    kid_ke = rdig(8)
    kra = "A" + rdig(9) + pick(UP)
    case("sw", "kra-itax-form",
         f"""Nisaidie kujaza fomu ya KRA iTax: namba ya kitambulisho {kid_ke}, na KRA PIN {kra}. Je, PIN inaanza na herufi A kila mara?""",
         [kid_ke, kra], [],
         "national id number and KRA PIN")

    oda = rdig(9)
    akt = rdig(10)
    efd = rdig(11)
    case("sw", "jumia-order-paybill",
         f"""Nimeagiza simu Jumia, namba ya oda {oda}. Nililipa kwa Paybill 522522, akaunti {akt} ya duka. Risiti ya EFD namba {efd}. Bado haijafika, nifanyeje?""",
         [], [oda, "522522", akt],
         "order number, a merchant's paybill and account, receipt number")


# ================================================================= validation and output
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
SEP = "\n---\n"
KNOWN_BAD_DOC_VALUES = {"GB82 WEST 1234 5698 7654 31"}


def hostile(ch):
    if ch == "\n":
        return False
    if ch == "\u200c":          # zero-width non-joiner, normal in Persian
        return False
    cat = unicodedata.category(ch)
    if cat in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp", "Cf"):
        return True
    return ch in "\ufeff\u0085"


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def ascii_digits(s):
    return "".join(str(unicodedata.digit(c)) if c.isdigit() else c for c in s)


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c["id"]
        if not ID_RE.match(cid):
            errs.append("%s: bad id" % cid)
        if cid in ids:
            errs.append("%s: duplicate id" % cid)
        ids.add(cid)
        if c["lang"] not in LANGS:
            errs.append("%s: bad lang %r" % (cid, c["lang"]))
        text = c["text"]
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % cid)
            continue
        for field in ("id", "lang", "text", "note"):
            for ch in c[field]:
                if hostile(ch):
                    errs.append("%s: hostile char U+%04X in %s" % (cid, ord(ch), field))
        if not c["note"].strip():
            errs.append("%s: empty note" % cid)
        for part in text.split(SEP):
            if not part.strip():
                errs.append("%s: empty message" % cid)
            if re.search(r"(^|\n)---(\n|$)", part):
                errs.append("%s: stray --- line inside a message" % cid)
        secs, looks = c["secrets"], c["lookalikes"]
        if not secs and not looks:
            errs.append("%s: negative case without look-alikes" % cid)
        for name, lst in (("secret", secs), ("lookalike", looks)):
            if len(set(lst)) != len(lst):
                errs.append("%s: duplicate %s" % (cid, name))
            for v in lst:
                if not isinstance(v, str) or not v:
                    errs.append("%s: empty %s" % (cid, name))
                    continue
                if v != v.strip():
                    errs.append("%s: %s with outer whitespace %r" % (cid, name, v))
                for ch in v:
                    if hostile(ch):
                        errs.append("%s: hostile char in %s %r" % (cid, name, v))
                occ = occurrences(text, v)
                if not occ:
                    errs.append("%s: %s not in text: %r" % (cid, name, v))
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append("%s: short %s %r occurs %d times" % (cid, name, v, len(occ)))
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                        errs.append("%s: %s %r embedded in a longer number" % (cid, name, v))
                    if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                        errs.append("%s: %s %r embedded in a longer number" % (cid, name, v))
        both = set(secs) & set(looks)
        if both:
            errs.append("%s: value in both lists: %r" % (cid, both))
        sspans = [sp for v in secs for sp in occurrences(text, v)]
        lspans = [sp for v in looks for sp in occurrences(text, v)]
        for a, b in sspans:
            for x, y in lspans:
                if a < y and x < b:
                    errs.append("%s: secret span %r overlaps look-alike span %r" % (cid, text[a:b], text[x:y]))
        # format checks on listed values
        for v in secs + looks:
            w = ascii_digits(v)
            compact = w.replace(" ", "").replace("-", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_LEN:
                if v not in KNOWN_BAD_DOC_VALUES:
                    if not iban_ok(compact):
                        errs.append("%s: IBAN check fails %r" % (cid, v))
                    if len(compact) != IBAN_LEN[compact[:2]]:
                        errs.append("%s: IBAN length %d for %r" % (cid, len(compact), v))
            if "card" in c["note"].lower() and re.fullmatch(
                    r"\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{4}([ -]\d{3})?|\d{4} \d{6} \d{5}", w):
                if not luhn_ok(w):
                    errs.append("%s: card Luhn fails %r" % (cid, v))
    return errs


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "BE": 16, "PT": 25,
            "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "CZ": 24,
            "UA": 29, "IL": 23, "SA": 24, "AE": 23, "IR": 26, "CH": 21}


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
    """Parse exactly the subset written by to_yaml (used for a round-trip check)."""
    lines = src.split("\n")
    assert lines[0] == "lookalikes: []" and lines[1] == "cases:", "bad header"
    cases, cur, listkey = [], None, None
    for ln in lines[2:]:
        if not ln:
            continue
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            listkey = None
        elif ln.startswith("      - "):
            cur[listkey].append(json.loads(ln[8:]))
        elif ln.startswith("    "):
            key, _, rest = ln[4:].partition(":")
            rest = rest.strip()
            if rest == "":
                cur[key] = []
                listkey = key
            elif rest == "[]":
                cur[key] = []
                listkey = None
            else:
                cur[key] = json.loads(rest)
                listkey = None
        else:
            raise ValueError("unexpected line: %r" % ln[:60])
    return cases


def self_tests():
    errs = []
    if not (verhoeff_ok("2363") and verhoeff_digit("236") == "3"):
        errs.append("Verhoeff self-test")
    for ib in ("GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
               "IT60X0542811101000000123456", "NL86INGB0002445588"):
        if not iban_ok(ib):
            errs.append("IBAN self-test %s" % ib)
    if it_check_char("0542811101000000123456") != "X":
        errs.append("CIN self-test")
    if it_cf("Rossi", "Mario", datetime.date(1980, 1, 1), False, "H501") != "RSSMRA80A01H501U":
        errs.append("codice fiscale self-test")
    if not aba_ok("021000021"):
        errs.append("ABA self-test")
    for cnum in ("4242424242424242", "4000000000009995", "4000000000000002", "5555555555554444", "4000002760003184"):
        if not luhn_ok(cnum):
            errs.append("Luhn self-test %s" % cnum)
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v96.py heldout_v96.yaml", file=sys.stderr)
        sys.exit(2)
    errs = self_tests()
    en_positive()
    en_negative()
    other_1()
    other_2()
    for i, c in enumerate(CASES, 1):
        c["id"] = "%s-%03d-%s" % (PREFIX, i, c.pop("slug"))
    cases = [{k: c[k] for k in ("id", "lang", "text", "secrets", "lookalikes", "note")} for c in CASES]
    errs += validate(cases)
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if SEP in c["text"])
    en = sum(1 for c in cases if c["lang"] == "en")
    langs = {c["lang"] for c in cases}
    if not 170 <= n <= 180:
        errs.append("case count %d" % n)
    if not 185 <= nsec <= 220:
        errs.append("secret count %d" % nsec)
    if not 235 <= nlook <= 265:
        errs.append("look-alike count %d" % nlook)
    if not 0.22 <= neg / n <= 0.28:
        errs.append("negative share %.2f" % (neg / n))
    if not 5 <= multi <= 10:
        errs.append("multi-message count %d" % multi)
    if not 0.45 <= en / n <= 0.55:
        errs.append("English share %.2f" % (en / n))
    if len(langs) < 31:
        errs.append("only %d languages" % len(langs))
    out = to_yaml(cases)
    if parse_yaml(out) != cases:
        errs.append("YAML round trip differs")
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(out)
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes, %d languages, %d multi-message"
          % (sys.argv[1], n, neg, nsec, nlook, len(langs), multi))


if __name__ == "__main__":
    main()
