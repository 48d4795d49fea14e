#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v51 for a chat-message secrets filter.

Usage: python3 make_heldout_v51.py heldout_v51.yaml

Standard library only. Every value is drawn from random.Random(51); the output is
deterministic. Everything is validated before the YAML is written; on any problem
the script prints the problem and exits with status 1.
"""
import sys
import json
import random
import hashlib
import base64
import uuid
import datetime

SEED = 51
NAME = "heldout_v51"
PREFIX = "H51"
rng = random.Random(SEED)

DIG = "0123456789"
UPP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOW = "abcdefghijklmnopqrstuvwxyz"
ALNUM = UPP + LOW + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPP + "234567"


# ----------------------------------------------------------------------------
# basic random helpers
# ----------------------------------------------------------------------------
def rs(n, alpha):
    return "".join(rng.choice(alpha) for _ in range(n))


def rd(n):
    return rs(n, DIG)


def rdn(n):
    return rng.choice("123456789") + rd(n - 1)


def pick(seq):
    return rng.choice(seq)


def ri(a, b):
    return rng.randint(a, b)


def groups(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def spaced4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def uuid4():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def rbytes(n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rdate(y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(ri(start, end))




# ----------------------------------------------------------------------------
# check digits (computed)
# ----------------------------------------------------------------------------
def luhn_valid(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(body):
    for c in DIG:
        if luhn_valid(body + c):
            return c
    raise AssertionError


def luhn_complete(prefix, length):
    body = prefix + rd(length - len(prefix) - 1)
    return body + luhn_digit(body)


def iban_numeric(s):
    return "".join(str(int(ch, 36)) for ch in s)


def iban_make(cc, bban):
    chk = 98 - int(iban_numeric(bban + cc + "00")) % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_valid(ib):
    ib = ib.replace(" ", "")
    return int(iban_numeric(ib[4:] + ib[:4])) % 97 == 1


def mod11_10(digs):
    """ISO 7064 MOD 11,10 check digit."""
    p = 10
    for ch in digs:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    c = 11 - p
    return 0 if c == 10 else c


VERHOEFF_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
              [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
              [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
              [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
              [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
              [5, 8, 0, 3, 7, 9, 6, 2, 4, 1], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
              [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
              [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def verhoeff_valid(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def weighted(digs, weights):
    return sum(int(d) * w for d, w in zip(digs, weights))


def mrz_check(s):
    w = [7, 3, 1]
    tot = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch == "<":
            v = 0
        else:
            v = ord(ch) - 55
        tot += v * w[i % 3]
    return str(tot % 10)




# ---- national identifiers ----------------------------------------------------
def us_ssn():
    while True:
        a = ri(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, ri(1, 99), ri(1, 9999))


def us_aba():
    while True:
        b = "%02d" % pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]) + rd(6)
        for c in DIG:
            if weighted(b + c, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0:
                return b + c


def us_ein():
    return "%02d-%s" % (pick([12, 20, 26, 27, 33, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93]), rd(7))


def us_npi():
    body = pick("12") + rd(8)
    for c in DIG:
        if luhn_valid("80840" + body + c):
            return body + c


def uk_nino():
    bad1 = set("DFIQUV")
    bad2 = set("DFIOQUV")
    while True:
        a, b = pick(UPP), pick(UPP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        return a + b, rd(6), pick("ABCD")


def ca_sin():
    return luhn_complete(pick("1234567"), 9)




def au_abn():
    while True:
        rest = rd(9)
        for cd in range(10, 100):
            s = "%02d" % cd + rest
            d = [int(x) for x in s]
            d[0] -= 1
            if sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
                return s


def au_medicare():
    b = pick("23456") + rd(7)
    c = weighted(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return b + str(c) + str(ri(1, 5))


def de_steuerid():
    while True:
        ds = rng.sample(DIG, 9)
        arr = ds + [pick(ds)]
        rng.shuffle(arr)
        if arr[0] == "0" or any(arr[i] == arr[i + 1] for i in range(9)):
            continue
        b = "".join(arr)
        return b + str(mod11_10(b))


def de_ustid():
    b = rdn(8)
    return "DE" + b + str(mod11_10(b))


def de_kvnr():
    letter = pick(UPP)
    num = rd(8)
    s = "%02d" % (ord(letter) - 64) + num
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return letter + num + str(tot % 10)


def de_ausweis():
    alpha = "CFGHJKLMNPRTVWXYZ0123456789"
    s = pick("LMNPRTVWXYZ") + rs(8, alpha)
    return s + mrz_check(s)


def fr_nir():
    b = pick("12") + "%02d" % ri(60, 99) + "%02d" % ri(1, 12) + "%02d" % pick([13, 31, 33, 34, 35, 38, 44, 59, 67, 69, 75, 78, 92, 93, 94]) + rd(3) + rd(3)
    key = 97 - int(b) % 97
    return b + "%02d" % key


def fr_siren():
    return luhn_complete(pick("3456789"), 9)


def fr_siret(siren=None):
    siren = siren or fr_siren()
    return luhn_complete(siren, 14)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def fr_iban():
    banks = [("30004", "BNPAFRPPXXX"), ("30003", "SOGEFRPPXXX"), ("30002", "CRLYFRPPXXX"), ("20041", "PSSTFRPPXXX")]
    bank, bic = pick(banks)
    branch = rd(5)
    acct = rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return iban_make("FR", bank + branch + acct + "%02d" % key), bic


def es_dni():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_dc(d10):
    s = weighted(d10, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])
    r = 11 - s % 11
    return 0 if r == 11 else (1 if r == 10 else r)


def es_iban():
    bank = pick(["0049", "0182", "2100", "0081", "0128", "1465"])
    branch = rd(4)
    acct = rd(10)
    dc = "%d%d" % (es_dc("00" + bank + branch), es_dc(acct))
    return iban_make("ES", bank + branch + dc + acct)


def es_cif():
    d7 = "%02d" % pick([8, 28, 41, 46, 29, 48, 50, 3]) + rd(5)
    even = sum(int(d7[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        x = int(d7[i]) * 2
        odd += x // 10 + x % 10
    return "B" + d7 + str((10 - (even + odd) % 10) % 10)


def mx_clabe(bank="012"):
    b = bank + rd(3) + rd(11)
    w = [3, 7, 1] * 6
    s = sum((int(d) * w[i]) % 10 for i, d in enumerate(b))
    return b + str((10 - s % 10) % 10)


def br_cpf():
    b = [ri(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(b, range(n, 1, -1)))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def br_cnpj():
    b = [ri(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(d * x for d, x in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def pt_nif():
    b = pick("123") + rd(7)
    r = weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if r < 2 else 11 - r)


def pt_iban():
    b19 = pick(["0035", "0007", "0033", "0010", "0036", "0269"]) + rd(4) + rd(11)
    nib = 98 - (int(b19) * 100) % 97
    return iban_make("PT", b19 + "%02d" % nib)


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def it_cf_check(s15):
    tot = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + tot % 26)


def _cf_part(name, is_first):
    name = name.upper()
    cons = [c for c in name if c in "BCDFGHJKLMNPQRSTVWXYZ"]
    vows = [c for c in name if c in "AEIOU"]
    if is_first and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(surname, first, female):
    d = rdate(1965, 2001)
    day = d.day + (40 if female else 0)
    s = _cf_part(surname, False) + _cf_part(first, True) + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1] + "%02d" % day + pick(["H501", "F205", "F839", "L219", "G273", "A944", "D612", "L736"])
    return s + it_cf_check(s)


def it_iban():
    b = pick(UPP) + pick(["03069", "02008", "05034", "03062", "01030", "05387"]) + rd(5) + rd(12)
    return iban_make("IT", b)


def it_piva():
    return luhn_complete(rdn(7) + "%03d" % ri(1, 100), 11)


def nl_bsn():
    while True:
        d = rdn(8)
        c = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return d + str(c)


def nl_iban():
    return iban_make("NL", pick(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ"]) + "0" + rdn(9))


def pl_pesel():
    d = rdate(1968, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rd(4)
    c = (10 - weighted(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return b + str(c)


def pl_dowod():
    letters = rs(3, UPP)
    digs = rd(5)
    vals = [ord(ch) - 55 for ch in letters] + [int(x) for x in digs]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3]))
    return letters + str(s % 10) + digs


def pl_nip():
    while True:
        b = "%03d" % ri(101, 998) + rd(6)
        c = weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return b + str(c)


def pl_regon():
    b = rdn(8)
    return b + str(weighted(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def pl_nrb():
    bank = pick(["102", "105", "114", "109", "124", "116"]) + rd(4)
    bank += str((10 - weighted(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
    ib = iban_make("PL", bank + rd(16))
    return ib


def cz_rc():
    while True:
        d = rdate(1960, 2003)
        female = rng.random() < 0.5
        b = "%02d%02d%02d" % (d.year % 100, d.month + (50 if female else 0), d.day) + rd(3)
        c = (-int(b) * 10) % 11
        if c < 10:
            return b[:6] + "/" + b[6:] + str(c)


def cz_account():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        b = rdn(9)
        c = (-weighted(b, w[:9])) % 11
        if c < 10:
            return b + str(c)


def cz_ico():
    b = rdn(7)
    s = weighted(b, [8, 7, 6, 5, 4, 3, 2])
    return b + str((11 - s % 11) % 10)


def ru_snils():
    while True:
        d = rdn(9)
        s = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2, 1])
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (d[:3], d[3:6], d[6:], c)


def ru_inn10():
    b = "%02d" % pick([77, 78, 50, 54, 66, 16, 23, 52]) + rd(7)
    return b + str(weighted(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn():
    b = "1" + "%02d" % ri(2, 23) + "77" + rd(7)
    return b + str(int(b) % 11 % 10)


def ru_acc_fill(prefix3, acc):
    w = [7, 1, 3] * 8
    for k in DIG:
        a = acc[:8] + k + acc[9:]
        if sum(int(ch) * w[i] for i, ch in enumerate(prefix3 + a)) % 10 == 0:
            return a
    raise AssertionError


def ru_bank():
    bik = "0445252" + "%02d" % ri(10, 99)
    corr = ru_acc_fill("0" + bik[4:6], "301018100" + "00000000" + bik[-3:])
    return bik, corr


def ua_rnokpp(birth):
    days = (birth - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rd(4)
    s = sum(int(d) * w for d, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return b + str(s % 11 % 10)


def ua_edrpou():
    b = rd(7)
    n = int(b + "0")
    if 30000000 <= n < 60000000:
        w1, w2 = [7, 1, 2, 3, 4, 5, 6], [9, 3, 4, 5, 6, 7, 8]
    else:
        w1, w2 = [1, 2, 3, 4, 5, 6, 7], [3, 4, 5, 6, 7, 8, 9]
    r = weighted(b, w1) % 11
    if r == 10:
        r = weighted(b, w2) % 11
        if r == 10:
            r = 0
    return b + str(r)


def cn_id():
    d = rdate(1972, 2003)
    b = pick(["110105", "310115", "440305", "510107", "330106", "420106", "320102"]) + d.strftime("%Y%m%d") + rd(3)
    s = weighted(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])
    return b + "10X98765432"[s % 11]


def cn_uscc():
    org = rdn(8)
    c = 11 - weighted(org, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
    org += "X" if c == 10 else ("0" if c == 11 else str(c))
    alpha = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    b = "91" + pick(["440300", "110108", "310104", "330100", "440106"]) + org
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(alpha.index(ch) * x for ch, x in zip(b, w))
    return b + alpha[(31 - s % 31) % 31]


def jp_mynumber():
    b = rdn(11)
    s = 0
    for n in range(1, 12):
        p = int(b[-n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = rdn(12)
    s = 0
    for n in range(1, 13):
        s += int(b[-n]) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def jp_yamato():
    b = rdn(11)
    return b + str(int(b) % 7)


def kr_rrn():
    d = rdate(1970, 2003)
    female = rng.random() < 0.5
    g = (3 if d.year >= 2000 else 1) + (1 if female else 0)
    b = d.strftime("%y%m%d") + str(g) + rd(5)
    c = (11 - weighted(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = rdn(3) + "%02d" % ri(1, 88) + rd(4)
    s = weighted(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    s = b + str(c)
    return "%s-%s-%s" % (s[:3], s[3:5], s[5:])


def ae_eid():
    b = "784" + str(ri(1970, 2002)) + rd(7)
    s = b + luhn_digit(b)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])


def ir_melli():
    while True:
        b = pick(["001", "002", "003", "004", "007", "008", "015", "036", "045", "128"]) + rd(6)
        if len(set(b)) == 1:
            continue
        s = sum(int(b[i]) * (10 - i) for i in range(9))
        r = s % 11
        return b + str(r if r < 2 else 11 - r)


def il_tz():
    return luhn_complete(pick("23"), 9)


def in_aadhaar():
    b = pick("23456789") + rd(10)
    return b + verhoeff_digit(b)


def in_pan(surname_initial):
    return rs(3, UPP) + "P" + surname_initial + rd(4) + pick(UPP)


def tr_tc():
    while True:
        d = [ri(1, 9)] + [ri(0, 9) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d11 = (sum(d) + d10) % 10
        return "".join(map(str, d)) + str(d10) + str(d11)


def th_id():
    b = pick("1235") + rd(11)
    s = sum(int(b[i]) * (13 - i) for i in range(12))
    s = b + str((11 - s % 11) % 10)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def se_pnr():
    d = rdate(1965, 2003)
    b = d.strftime("%y%m%d") + rd(3)
    return d.strftime("%Y%m%d") + "-" + b[6:] + luhn_digit(b)


def se_bankgiro():
    b = luhn_complete(pick("23456789"), 8)
    return b[:4] + "-" + b[4:]


def no_fnr():
    while True:
        d = rdate(1965, 2003)
        ind = "%03d" % (ri(0, 499) if d.year < 2000 else ri(500, 999))
        b = d.strftime("%d%m%y") + ind
        k1 = 11 - weighted(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_account():
    while True:
        b = pick(["1503", "1254", "9710", "3000", "1202", "9235", "1822"]) + rd(6)
        c = 11 - weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c < 10:
            s = b + str(c)
            return "%s.%s.%s" % (s[:4], s[4:6], s[6:])


def no_orgnr():
    while True:
        b = pick("89") + rd(7)
        c = 11 - weighted(b, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c < 10:
            s = b + str(c)
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def dk_cvr():
    while True:
        b = rdn(7)
        c = (-weighted(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return b + str(c)


def fi_hetu():
    d = rdate(1965, 2004)
    sign = "-" if d.year < 2000 else "A"
    ind = "%03d" % ri(2, 899)
    b = d.strftime("%d%m%y") + ind
    return d.strftime("%d%m%y") + sign + ind + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b) % 31]


def fi_ytunnus():
    while True:
        b = pick("123") + rd(6)
        r = weighted(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = rdn(ri(6, 12))
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    full = b + str((10 - s % 10) % 10)
    parts = []
    while full:
        parts.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(parts)


def hu_taj():
    b = rdn(8)
    s = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(b))
    s = b + str(s % 10)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def hu_adoazon():
    while True:
        d = rdate(1965, 2003)
        days = (d - datetime.date(1867, 1, 1)).days
        b = "8" + "%05d" % days + rd(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_account():
    p1 = pick(["117", "104", "120", "116", "109", "107"]) + rd(4)
    p1 += str((10 - weighted(p1, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    p2 = rd(15)
    p2 += str((10 - weighted(p2, [9, 7, 3, 1] * 4) % 10) % 10)
    return p1, p2


def hu_adoszam():
    b = rdn(7)
    t = b + str((10 - weighted(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    return "%s-%s-%02d" % (t, pick("2345"), ri(2, 44))


def ro_cnp():
    d = rdate(1965, 2004)
    female = rng.random() < 0.5
    s = (1 if d.year < 2000 else 5) + (1 if female else 0)
    b = str(s) + d.strftime("%y%m%d") + "%02d" % ri(1, 40) + "%03d" % ri(1, 999)
    c = weighted(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = rdn(ri(7, 8))
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = weighted(b, w) * 10 % 11
    return b + str(0 if c == 10 else c)


def gr_amka():
    d = rdate(1965, 2003)
    return luhn_complete(d.strftime("%d%m%y"), 11)


def gr_afm():
    b = pick("01") + rd(7)
    s = sum(int(b[i]) * 2 ** (8 - i) for i in range(8))
    return b + str(s % 11 % 10)


def s10(prefix, country):
    b = rd(8)
    s = weighted(b, [8, 6, 4, 2, 3, 5, 9, 7])
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + country


def usps_impb():
    b = "9400" + rd(17)
    s = 0
    for i, ch in enumerate(reversed(b)):
        s += int(ch) * (3 if i % 2 == 0 else 1)
    return b + str((10 - s % 10) % 10)


def ups_1z():
    body = rs(6, UPP + DIG) + pick(["01", "02", "03", "12", "13"]) + rd(7)
    s_odd = s_even = 0
    for i, ch in enumerate(body):
        v = int(ch) if ch.isdigit() else (ord(ch) - 63) % 10
        if i % 2 == 0:
            s_odd += v
        else:
            s_even += v * 2
    return "1Z" + body + str((10 - (s_odd + s_even) % 10) % 10)




def ng_nuban(bank):
    serial = rd(9)
    s = weighted(bank + serial, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3])
    c = 10 - s % 10
    return serial + str(0 if c == 10 else c)


def bitlocker():
    return "-".join("%06d" % (11 * ri(0, 65535)) for _ in range(8))


def dell_tag():
    t = rs(7, "0123456789BCDFGHJKLMNPQRSTVWXYZ")
    return t, str(int(t, 36))


# ---- API keys, tokens, crypto ------------------------------------------------
def aws_akid():
    return "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def aws_secret():
    return rs(40, ALNUM + "/+")


def gh_pat():
    return "ghp_" + rs(36, ALNUM)


def gh_fine():
    return "github_pat_11" + rs(20, UPP + DIG) + "_" + rs(59, ALNUM)


def gitlab_pat():
    return "glpat-" + rs(20, ALNUM + "-_")


def stripe_live(kind="sk"):
    return kind + "_live_51" + rs(14, ALNUM) + rs(ri(80, 85), ALNUM)




def openai_key():
    return "sk-proj-" + rs(74, ALNUM + "-_") + "T3BlbkFJ" + rs(74, ALNUM + "-_")


def anthropic_key():
    return "sk-ant-api03-" + rs(93, ALNUM + "-_") + "AA"


def google_key():
    return "AIza" + rs(35, ALNUM + "-_")


def slack_bot():
    return "xoxb-%s-%s-%s" % (rdn(12), rdn(13), rs(24, ALNUM))


def slack_webhook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UPP + DIG), rs(10, UPP + DIG), rs(24, ALNUM))


def twilio_token():
    return rs(32, HEXL)


def sendgrid_key():
    return "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_")


def npm_token():
    return "npm_" + rs(36, ALNUM)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(ri(150, 170), ALNUM + "-_")


def hf_token():
    return "hf_" + rs(34, UPP + LOW)


def telegram_token():
    return rdn(10) + ":AA" + rs(33, ALNUM + "-_")


def discord_token(app_id):
    return base64.b64encode(app_id.encode()).decode().rstrip("=") + "." + rs(6, ALNUM + "-_") + "." + rs(38, ALNUM + "-_")


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def jwt_token(payload, alg="HS256"):
    head = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url_nopad(rbytes(32 if alg == "HS256" else 256))
    return head + "." + body + "." + sig


def pem_lines(b, width=64):
    s = base64.b64encode(b).decode()
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pk = rbytes(32)
    seed = rbytes(32)
    pub = ssh_string(b"ssh-ed25519") + ssh_string(pk)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pk) + ssh_string(seed + pk) + ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + (1).to_bytes(4, "big") + ssh_string(pub) + ssh_string(priv)
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + pem_lines(blob, 70) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pub).digest()).decode().rstrip("=")
    return key, fp








def wg_keypair():
    k = bytearray(rbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return base64.b64encode(bytes(k)).decode(), base64.b64encode(rbytes(32)).decode()


def totp_seed(groups_of4=True, n=32):
    s = rs(n, B32)
    if groups_of4:
        return " ".join(s[i:i + 4].lower() for i in range(0, n, 4))
    return s


BIP39_SOME = ("abandon ability absorb abstract access accident acoustic across actress adapt addict adjust admit "
              "adult advance aerobic afford agent airport aisle alarm album alcohol alert alley almost alpha "
              "amateur amazing among amused analyst anchor ancient anger angle ankle announce annual antenna "
              "antique anxiety apology appear approve arctic arena armor arrange arrest arrow artefact artist "
              "asthma athlete atom attitude auction audit august autumn avocado awake awkward bachelor bacon "
              "badge balcony bamboo banana banner barely bargain barrel basket beauty believe bench betray "
              "bicycle biology bitter blanket blossom blouse blush bonus boring borrow bounce bracket brass "
              "breeze brick broccoli bronze broom bubble buddy budget buffalo bundle bunker burden burger "
              "cabbage cabin cactus camera canal canoe canvas canyon capable captain carbon cargo carpet casino "
              "castle catalog cattle ceiling celery cement census cereal chalk champion chaos cherry chimney "
              "chronic chuckle cinnamon citizen clarify clever cliff clinic clog cluster coconut coffee comfort "
              "copper coral cotton couch coyote cradle crane crater cricket crucial cruise crumble crystal "
              "cupboard curtain cushion cycle dolphin donkey dragon drama eagle elephant empower enroll "
              "envelope erosion fabric falcon fossil frozen galaxy garlic giraffe glimpse gorilla gravity "
              "harvest hedgehog horizon hurdle icon igloo jaguar jungle kangaroo kitten ladder lemon lizard "
              "lobster lumber magnet mango marble meadow mosquito napkin noodle oyster panda pepper pigeon "
              "planet pumpkin puzzle rabbit raccoon radar salmon scorpion shrimp sponsor squirrel surge "
              "tornado trophy tunnel turtle umbrella velvet vintage walnut whisper wizard zebra").split()

EN_WORDS = ["maple", "harbor", "cobalt", "pepper", "lantern", "falcon", "meadow", "copper", "violet", "thunder",
            "biscuit", "pixel", "juniper", "orbit", "saffron", "willow", "granite", "mango", "cricket", "velvet",
            "tundra", "ember", "walnut", "sparrow", "canyon", "nectar", "raven", "quartz", "bramble", "cedar",
            "pumpkin", "marble", "hazel", "scooter", "waffle", "rocket", "otter", "pickle"]

LANG_WORDS = {
    "de": ["Sonnenblume", "Kastanie", "Wolke", "Apfelbaum", "Brezel", "Leuchtturm", "Zitrone", "Hummel", "Schatzi", "Bergsee"],
    "fr": ["soleil", "chaton", "papillon", "fraise", "nuage", "citron", "mimosa", "doudou", "Bretagne", "framboise"],
    "es": ["girasol", "gatito", "mariposa", "limon", "estrella", "tortuga", "Barcelona", "churro", "sandia", "golondrina"],
    "pt": ["girassol", "saudade", "abacaxi", "jabuti", "pipoca", "Flamengo", "brigadeiro", "Lisboa", "andorinha", "caju"],
    "it": ["girasole", "gattino", "farfalla", "limone", "stella", "Juventus", "tiramisu", "Vesuvio", "pulcino", "ciliegia"],
    "nl": ["zonnebloem", "kikker", "tulp", "stroopwafel", "molen", "Ajax", "hagelslag", "konijn", "fietsbel", "klomp"],
    "pl": ["kasztan", "wiewiorka", "slonecznik", "kotek", "biedronka", "Krakow", "pierogi", "jezyk", "bursztyn", "zubr"],
    "cs": ["kocicka", "slunicko", "jahoda", "medvidek", "Sparta", "knedlik", "Vltava", "krtecek", "houba", "vcelka"],
    "ru": ["solnce", "kotik", "medved", "zvezda", "ryzhik", "lastochka", "Zenit", "pelmeni", "romashka", "bereza"],
    "uk": ["sonechko", "kvitka", "kalyna", "zirka", "Dnipro", "varenyky", "lelka", "vyshnia", "Karpaty", "borsch"],
    "zh": ["woaini", "xiaomao", "taiyang", "wangzi", "xingxing", "haixing", "tiantian", "longlong", "qiezi", "baobei"],
    "ja": ["sakura", "neko", "hikari", "tanuki", "momiji", "Totoro", "sora", "hoshizora", "mikan", "usagi"],
    "ko": ["saranghae", "haneul", "dubu", "bomnal", "gureum", "tokki", "Seoul", "kimchi", "byeol", "nabi"],
    "ar": ["Ahmed", "Layla", "qamar", "Sahara", "yasmin", "Falcon", "nakhla", "Jumeirah", "Mariam", "shams"],
    "fa": ["setareh", "golnar", "Tehran", "anar", "Shiraz", "mahtab", "Babak", "baran", "parastoo", "Nazanin"],
    "he": ["shalom", "tapuz", "yarden", "Maccabi", "shemesh", "chatul", "Eilat", "rimon", "kinneret", "tamar"],
    "hi": ["Aarav", "bharat", "chai", "Ganesh", "Mumbai", "gulab", "Krishna", "jalebi", "tara", "sitara"],
    "tr": ["Galatasaray", "kedicik", "papatya", "Karadeniz", "simit", "Bogazici", "lale", "Fenerbahce", "yildiz", "martı"],
    "vi": ["anhyeuem", "hoasen", "saigon", "bongsen", "Hanoi", "caphe", "meomeo", "trangsang", "hoamai", "bienxanh"],
    "th": ["maew", "Somchai", "sawasdee", "mali", "Chiangmai", "tomyum", "chang", "dokmai", "Siam", "kluay"],
    "id": ["sayang", "kucing", "Garuda", "merdeka", "Bandung", "rendang", "melati", "bintang", "Persib", "cendol"],
    "tl": ["mahalkita", "Pinoy", "adobo", "bituin", "Maynila", "sampaguita", "halohalo", "Ginebra", "tala", "mangga"],
    "sw": ["simba", "Jambo", "Kilimanjaro", "rafiki", "Gor Mahia", "chapati", "twiga", "Mombasa", "nyota", "tembo"],
    "sv": ["blabar", "Fika", "kanelbulle", "sommar", "Gotland", "algen", "lingon", "Hammarby", "snusmumrik", "smultron"],
    "da": ["hygge", "rugbrod", "Tivoli", "Brondby", "havfrue", "flodebolle", "Aarhus", "svane", "vikinger", "kanel"],
    "no": ["fjellet", "Brunost", "nordlys", "Trolltunga", "Rosenborg", "elg", "lofoten", "hytta", "kanelsnurr", "fjord"],
    "fi": ["sauna", "Muumi", "revontulet", "pulla", "Tampere", "mustikka", "karhu", "joulupukki", "Jokerit", "salmiakki"],
    "hu": ["Balaton", "gulyas", "cica", "Tisza", "Ferencvaros", "pogacsa", "napsugar", "maci", "Debrecen", "kakas"],
    "ro": ["Carpati", "pisicuta", "mamaliga", "Dunarea", "Steaua", "ursulet", "Brasov", "papadie", "sarmale", "ghiocel"],
    "el": ["thalassa", "Olympos", "ilios", "portokali", "Panathinaikos", "gatoula", "Kriti", "asteri", "agapi", "Santorini"],
}


def cap(w):
    return w[0].upper() + w[1:]


def pw_human(words=None):
    words = [w for w in (words or EN_WORDS) if w.isascii() and " " not in w]
    w = pick(words)
    k = ri(0, 6)
    if k == 0:
        return cap(w) + rd(pick([2, 4])) + pick("!@#$%&*?")
    if k == 1:
        return cap(w) + pick("!@#$%&*.") + rd(4)
    if k == 2:
        return w.lower() + cap(pick(words)) + rd(2)
    if k == 3:
        t = w.lower().replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return cap(t) + rd(pick([2, 3])) + pick("!#$")
    if k == 4:
        return cap(w) + "_" + cap(pick(words)) + rd(pick([1, 2, 3]))
    if k == 5:
        return w.lower() + rd(pick([4, 6]))
    return cap(w) + str(ri(1960, 2005)) + pick(["!", "", "*", "#"])


def pw_strong(n=16):
    chars = ALNUM + "!@#$%^&*-_=+?"
    while True:
        s = rs(n, chars)
        if any(c in UPP for c in s) and any(c in LOW for c in s) and any(c in DIG for c in s) and any(c in "!@#$%^&*-_=+?" for c in s):
            return s


def passphrase(k=4, sep="-", words=None):
    ws = rng.sample(words or EN_WORDS, k)
    return sep.join(ws)


def pin(n):
    while True:
        p = rd(n)
        if len(set(p)) > 1 and p not in ("1234", "123456", "12345678"):
            return p


def card_number(kind):
    if kind == "visa":
        n = luhn_complete("4" + rd(5), 16)
    elif kind == "mc":
        n = luhn_complete(pick(["51", "52", "53", "54", "55", "2221", "2720"]), 16)
    elif kind == "amex":
        n = luhn_complete(pick(["34", "37"]), 15)
        return n, groups(n, [4, 6, 5])
    elif kind == "unionpay19":
        n = luhn_complete(pick(["622202", "621700", "622848", "621226"]), 19)
        return n, groups(n, [4, 4, 4, 4, 3])
    elif kind == "iran":
        n = luhn_complete(pick(["603799", "610433", "589210", "627353", "621986"]), 16)
    else:
        raise ValueError(kind)
    return n, spaced4(n)


def expiry():
    return "%02d/%02d" % (ri(1, 12), ri(27, 31))


def sha256_hex():
    return hashlib.sha256(rbytes(64)).hexdigest()


def git_sha():
    return hashlib.sha1(rbytes(40)).hexdigest()


def mpesa_code():
    return pick("ST") + pick("ABCDEFGHJKLMNPQR") + pick("123456789") + rs(7, UPP + DIG)


def amazon_order(p="1"):
    return "%s%02d-%s-%s" % (p, ri(1, 14), rd(7), rd(7))


def phone_us():
    return "(%d) 555-01%02d" % (pick([212, 312, 415, 503, 617, 720, 737, 919]), ri(0, 99))


def eth_addr():
    return "0x" + rs(40, HEXL)


def eth_hex64():
    return "0x" + rs(64, HEXL)


def selftest():
    ok = True

    def t(cond, msg):
        nonlocal ok
        if not cond:
            print("SELFTEST FAILED:", msg, file=sys.stderr)
            ok = False
    t(luhn_valid("4242424242424242") and luhn_valid("79927398713"), "luhn")
    t(iban_valid("DE89370400440532013000") and iban_valid("GB82WEST12345698765432"), "iban")
    t(verhoeff_digit("236") == "3" and verhoeff_valid("2363"), "verhoeff")
    t(mod11_10("8609574271") == 9, "mod11,10")
    t("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z", "dni")
    t(it_cf_check("RSSMRA85T10A562") == "S", "codice fiscale")
    t((10 - weighted("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == 9, "pesel2")
    t(luhn_valid("8112189876"), "personnummer")
    t("0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T", "hetu")
    t(weighted("1234563218", [6, 5, 7, 2, 3, 4, 5, 6, 7, 0]) % 11 == 8, "nip")
    t(luhn_valid("046454286"), "sin")
    t("10X98765432"[weighted("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X", "cn id (X)")
    t(luhn_valid("80840" + "1234567893"), "npi")
    t(weighted("021000021", [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0, "aba")
    t(weighted("112233445", [9, 8, 7, 6, 5, 4, 3, 2, 1]) == 95, "snils")
    t(weighted("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == 3, "inn10")
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4, "tc kimlik")
    t(luhn_valid("000000018"), "israeli id")
    t(mrz_check("L898902C3") == "6", "mrz")
    # CPF 529.982.247-25
    b = [5, 2, 9, 9, 8, 2, 2, 4, 7]
    for n in (10, 11):
        r = (sum(x * w for x, w in zip(b, range(n, 1, -1))) * 10) % 11
        b.append(0 if r == 10 else r)
    t(b[-2:] == [2, 5], "cpf")
    # ABN 51 824 753 556
    dd = [int(x) for x in "51824753556"]
    dd[0] -= 1
    t(sum(x * w for x, w in zip(dd, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0, "abn")
    t(sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate("12345678")) % 10 == 8, "taj")
    return ok


DE_BANKS = [("10050000", "BELADEBEXXX", "Berliner Sparkasse"), ("70150000", "SSKMDEMMXXX", "Stadtsparkasse München"),
            ("50010517", "INGDDEFFXXX", "ING"), ("12030000", "BYLADEM1001", "DKB"),
            ("37040044", "COBADEFFXXX", "Commerzbank"), ("10070000", "DEUTDEBBXXX", "Deutsche Bank")]


def de_iban():
    blz, bic, name = pick(DE_BANKS)
    return iban_make("DE", blz + rd(10)), bic, name


FIRST = ["Daniel", "Priya", "Marcus", "Elena", "Kwame", "Sofia", "Liam", "Aisha", "Tom", "Grace", "Rafael", "Mei"]
SURN = ["Okonkwo", "Kowalczyk", "Haverford", "Lindqvist", "Abernathy", "Castellano", "Whitlock", "Dunmore",
        "Pemberton", "Vasquez", "Mulligan", "Thornbury"]
PETS = ["Biscuit", "Mr. Whiskers", "Pickles", "Noodle", "Captain", "Ziggy", "Peanut", "Domino", "Rascal"]
STREETS = ["Larchmont", "Sycamore Lane", "Elm Terrace", "Briarwood", "Pelham Road", "Juniper Court", "Oakhurst"]


# ----------------------------------------------------------------------------
# case framework
# ----------------------------------------------------------------------------
class Ctx:
    def __init__(self):
        self.sec = []
        self.lk = []

    def s(self, v):
        if v not in self.sec:
            self.sec.append(v)
        return v

    def l(self, v):
        if v not in self.lk:
            self.lk.append(v)
        return v


CASES = []


def case(slug, lang):
    def deco(fn):
        CASES.append((slug, lang, fn))
        return fn
    return deco


# ============================================================================
# English
# ============================================================================
@case("aws-keys-in-dotenv", "en")
def _(c):
    ak, sk, rid = aws_akid(), aws_secret(), uuid4()
    t = ("boto3 keeps throwing InvalidClientTokenId at me and I can't see why. This is my .env:\n\n"
         f"AWS_ACCESS_KEY_ID={c.s(ak)}\nAWS_SECRET_ACCESS_KEY={c.s(sk)}\nAWS_DEFAULT_REGION=eu-west-1\n\n"
         "The debug log ends with: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity "
         f"operation, RequestId: {c.l(rid)}. Did I paste something wrong?")
    return t, "own AWS key pair in a .env; request id from the error is a look-alike"


@case("aws-docs-example-keys", "en")
def _(c):
    t = ("For our internal wiki I want a sample ~/.aws/credentials file. Is it fine to reuse the values from the AWS docs, "
         f"{c.l('AKIAIOSFODNN7EXAMPLE')} and {c.l('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}, or will secret scanners flag them?")
    return t, "negative: AWS documentation example key pair"


@case("github-token-pushed-revoked", "en")
def _(c):
    tok, sha = gh_pat(), git_sha()
    t = (f"Ugh. I pushed commit {c.l(sha)} with my personal access token {c.s(tok)} hardcoded in deploy.sh. "
         "GitHub emailed me that it was revoked automatically. Do I still have to rewrite history? How with git filter-repo?")
    return t, "own GitHub PAT, revoked but still a secret; commit hash is a look-alike"


@case("stripe-live-key-vs-docs-test", "en")
def _(c):
    live = stripe_live()
    t = (f"In test mode everything works with the docs key {c.l('sk_test_4eC39HqLyjWDarjtT1zdp7dc')} and the card "
         f"{c.l('4242 4242 4242 4242')}. I switched STRIPE_SECRET_KEY to our live key {c.s(live)} and now every "
         "PaymentIntent fails with 'No such customer'. What am I missing?")
    return t, "own Stripe live secret key; Stripe docs test key and test card are look-alikes"


@case("card-details-checkout", "en")
def _(c):
    _n, num = card_number(pick(["visa", "mc"]))
    exp, cvc = expiry(), rd(3)
    order = "W" + rd(9)
    t = ("Can you fill this into the checkout for me and tell me if anything looks off? "
         f"Card number {c.s(num)}, expiry {c.s(exp)}, security code {c.s(cvc)}, name on card Daniel Reyes, billing ZIP 78704. "
         f"It's for order {c.l(order)}.")
    return t, "own card number, expiry and CVC; order number is a look-alike"


@case("masked-card-dispute", "en")
def _(c):
    last4 = rd(4)
    amt = "$%d.%02d" % (ri(12, 240), ri(0, 99))
    arn = "7" + rd(22)
    t = (f"There's a charge of {c.l(amt)} from 'SQ *BLUE BOTTLE' on my Visa ending {c.l('**** ' + last4)} that I don't recognize. "
         f"The dispute form asks for the acquirer reference number, which I think is {c.l(arn)} from the transaction details. Is that the right one?")
    return t, "negative: masked card, amount, acquirer reference number"


@case("airbnb-welcome-codes", "en")
def _(c):
    wifi, door, box, ph = pw_human(), pin(4), pin(4), phone_us()
    t = ("Write a short, friendly welcome message for my Airbnb guests. Include: Wi-Fi network 'CedarCottage', "
         f"password {c.s(wifi)} ; the front door keypad code is {c.s(door)} followed by the check-mark key; a spare key is in "
         f"the lockbox by the shed (code {c.s(box)}). If anything breaks they can text me at {c.l(ph)}. Checkout is 11am.")
    return t, "own Wi-Fi password, door code and key-box code; host phone is a look-alike"


@case("postgres-url-prisma", "en")
def _(c):
    user = pick(["app_user", "orders_svc", "api_rw", "prisma"])
    pw = rs(18, ALNUM + "-_.")
    host = "orders-db.%s.eu-central-1.rds.amazonaws.com" % rs(12, LOW + DIG)
    t = ("Prisma can't connect: 'P1001: Can't reach database server'. In .env I have\n"
         f"DATABASE_URL=\"postgresql://{c.s(user + ':' + pw)}@{c.l(host)}:5432/orders?schema=public\"\n"
         "The security group allows my IP. Ideas?")
    return t, "credentials part of a Postgres URL; RDS host is a look-alike"


@case("mongodb-atlas-bad-auth", "en")
def _(c):
    user = pick(["kelly", "admin", "webapp", "dbuser"])
    pw = cap(pick(EN_WORDS)) + "%40" + cap(pick(EN_WORDS)) + rd(2)
    cl = "cluster0.%s.mongodb.net" % rs(5, LOW + DIG)
    t = (f"My Atlas connection string is mongodb+srv://{c.s(user + ':' + pw)}@{c.l(cl)}/?retryWrites=true&w=majority and mongoose "
         "says 'bad auth : authentication failed'. The real password has an @ in it, so I encoded it as %40. Is that right?")
    return t, "credentials part of a MongoDB SRV URI (URL-encoded password); cluster host is a look-alike"


@case("redis-url-noauth", "en")
def _(c):
    pw = rs(24, ALNUM)
    t = (f"REDIS_URL=redis://:{c.s(pw)}@cache-01.internal:6379/0\n"
         f"Celery still logs 'NOAUTH Authentication required'. Redis is {c.l('7.2.4')} in Docker with requirepass set. Why?")
    return t, "Redis password from a URL with empty user; version is a look-alike"


@case("ssh-private-key-pasted", "en")
def _(c):
    key, fp = openssh_ed25519("dev@thinkpad")
    t = ("ssh keeps saying 'Permissions 0644 for id_ed25519 are too open'. Here is the key file so you can check it isn't corrupted:\n\n"
         f"{c.s(key)}\n\nThe server lists the fingerprint {c.l(fp)} for it, so it should match.")
    return t, "own OpenSSH private key; public key fingerprint is a look-alike"


@case("jwt-admin-session-decode", "en")
def _(c):
    now = ri(1710000000, 1725000000)
    tok = jwt_token({"sub": uuid4(), "email": "n.farouk@meridianhealth.org", "role": "admin", "iat": now, "exp": now + 28800})
    t = ("Can you decode this and tell me when it expires? I copied it from the Authorization header of our admin panel:\n"
         f"Bearer {c.s(tok)}\nThe response also had X-Request-Id: {c.l(uuid4())}")
    return t, "own live session JWT; request id is a look-alike"


@case("jwt-io-example-token", "en")
def _(c):
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"The default example on jwt.io is {c.l(tok)} and the secret field says {c.l('your-256-bit-secret')}. "
         "If I hardcode that token in a unit test, is that a security problem?")
    return t, "negative: jwt.io documentation token and its example secret"


@case("metamask-recovery-phrase", "en")
def _(c):
    phrase = " ".join(rng.sample(BIP39_SOME, 12))
    addr = eth_addr()
    t = (f"Setting up a new phone. My MetaMask Secret Recovery Phrase is: {c.s(phrase)}. My account address is {c.l(addr)}. "
         "Is the phrase enough to restore everything, or do I need the address too?")
    return t, "own seed phrase (BIP39 words, checksum not computed); public address is a look-alike"


@case("eth-private-key-import", "en")
def _(c):
    key, addr, tx = rs(64, HEXL), eth_addr(), eth_hex64()
    t = (f"Trying to import my old wallet into Rabby with the private key {c.s(key)} but it says invalid. The address should be "
         f"{c.l(addr)} and I can see my last transaction {c.l(tx)} on Etherscan. Does the key need a 0x prefix?")
    return t, "own Ethereum private key; address and tx hash (same hex shape) are look-alikes"


@case("bank-otp-sms-phishing-check", "en")
def _(c):
    code = rd(6)
    ph = "1-888-%s-%s" % (rd(3), rd(4))
    t = (f"Got this text, legit or phishing? 'Chase: Your one-time code is {c.s(code)}. It expires in 10 min. Don't share it. "
         f"We'll never call to ask for this code. Questions? Call {c.l(ph)}.'")
    return t, "own one-time code in a pasted SMS; phone number is a look-alike"


@case("github-recovery-codes", "en")
def _(c):
    codes = [c.s(rs(5, HEXL) + "-" + rs(5, HEXL)) for _ in range(4)]
    t = ("My printer jammed while printing my GitHub recovery codes, these are the ones I could still read:\n"
         + "\n".join(codes) + "\nHow many codes do I get in total, and are used ones replaced?")
    return t, "own 2FA recovery codes"


@case("totp-setup-key-coinbase", "en")
def _(c):
    seed = totp_seed(True, 32)
    t = (f"Setting up 2FA on Coinbase; the QR code won't scan so it shows a setup key: {c.s(seed)}. "
         "Can I type it into both Google Authenticator and 1Password as a backup?")
    return t, "own TOTP seed in groups"


@case("totp-tutorial-example-secret", "en")
def _(c):
    t = (f"I'm following a PyOTP tutorial that uses the secret {c.l('JBSWY3DPEHPK3PXP')} and the URI "
         "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example. "
         "Why do my codes never match the ones in the tutorial's screenshot?")
    return t, "negative: well-known documentation TOTP secret"


@case("w4-ssn-for-dad", "en")
def _(c):
    ssn, ein = us_ssn(), us_ein()
    t = (f"Helping my dad with the W-4 for his new job at Greenway Landscaping. His SSN is {c.s(ssn)}, married filing jointly, "
         f"one dependent. The employer's EIN on the offer letter is {c.l(ein)}. Which steps does he actually need to fill in?")
    return t, "entrusted SSN; employer EIN is a look-alike"


@case("famous-example-ssns", "en")
def _(c):
    t = (f"Why is {c.l('078-05-1120')} called the most misused Social Security number ever? And is {c.l('123-45-6789')} "
         "actually invalid or just popular in examples?")
    return t, "negative: famous example SSNs"


@case("passport-renewal-ds82", "en")
def _(c):
    pp = pick(UPP) + rd(8)
    d = rdate(2025, 2026).strftime("%B %d, %Y").replace(" 0", " ")
    t = (f"My passport expires {c.l(d)}. On the DS-82 renewal form, the most recent passport number is {c.s(pp)} — "
         "do I include the letter at the start?")
    return t, "own passport number; expiry date is a look-alike"


@case("uk-ni-number-vs-example", "en")
def _(c):
    a, b, s = uk_nino()
    ni = "%s %s %s %s %s" % (a, b[:2], b[2:4], b[4:], s)
    t = (f"The HMRC help text shows {c.l('QQ 12 34 56 C')} as an example, but mine is {c.s(ni)}. Do I enter it with the spaces "
         "when I sign up for the Personal Tax Account?")
    return t, "own National Insurance number; HMRC example is a look-alike"


@case("uk-standing-order-rent", "en")
def _(c):
    acct = rd(8)
    sc = "%02d-%02d-%02d" % (ri(1, 99), ri(0, 99), ri(0, 99))
    ref = "RENT-FLAT3-" + rd(3)
    t = (f"Can you write my landlord a message confirming the standing order is set up? Paying from my Monzo account {c.s(acct)}, "
         f"sort code {c.l(sc)}, £1,150 on the 1st of each month, reference {c.l(ref)}.")
    return t, "own UK account number; sort code and payment reference are look-alikes"


@case("us-direct-deposit-payroll", "en")
def _(c):
    routing, acct = us_aba(), rdn(ri(10, 12))
    t = (f"Payroll needs my direct deposit info. Checking account {c.s(acct)}, routing number {c.l(routing)}. "
         "Can you turn that into a short, polite email to HR?")
    return t, "own US account number; routing number (computed ABA check) is a look-alike"


@case("supplier-invoice-german-iban", "en")
def _(c):
    ib, bic, _b = de_iban()
    inv = "RE-2024-%05d" % ri(100, 99999)
    vat = de_ustid()
    t = (f"A German supplier sent us an invoice: Rechnung Nr. {c.l(inv)}, €4,860.00, payable to Kessler Metallbau GmbH, "
         f"IBAN {c.l(spaced4(ib))}, BIC {c.l(bic)}, VAT ID {c.l(vat)}. Does reverse charge apply to us as a UK company?")
    return t, "negative: a company's IBAN, BIC, VAT id and invoice number"


@case("wordpress-site-defaced", "en")
def _(c):
    pw = pw_human()
    t = (f"My WordPress site got defaced last night. Admin login was 'admin' with the password {c.s(pw)} (I know, I know). "
         f"It runs WordPress {c.l('6.4.3')} with Elementor 3.18.2. What do I do first?")
    return t, "own admin password; WordPress version is a look-alike"


@case("mom-gmail-locked-out", "en")
def _(c):
    pw, ph = pw_human(), phone_us()
    t = (f"My mom locked herself out of Gmail. She gave me her password, {c.s(pw)}, and her recovery phone is {c.l(ph)}, "
         "but Google keeps saying it couldn't verify it's her. What are the next steps?")
    return t, "entrusted password; phone number is a look-alike"


@case("password-advice-famous-examples", "en")
def _(c):
    t = (f"Is xkcd's '{c.l('correct horse battery staple')}' idea still good advice? Our IT policy lists {c.l('P@ssw0rd1')} as a "
         f"bad example and {c.l('Tr0ub4dor&3')} as 'also bad, surprisingly'. Why is the second one bad?")
    return t, "negative: famous example passwords discussed as examples"


@case("router-password-spelled-out", "en")
def _(c):
    nato = {"A": "alpha", "B": "bravo", "C": "charlie", "D": "delta", "E": "echo", "F": "foxtrot", "G": "golf", "H": "hotel",
            "J": "juliet", "K": "kilo", "M": "mike", "N": "november", "P": "papa", "Q": "quebec", "R": "romeo", "S": "sierra",
            "T": "tango", "V": "victor", "W": "whiskey", "X": "x-ray", "Y": "yankee", "Z": "zulu"}
    syms = {"#": "hash", "!": "exclamation mark", "%": "percent", "&": "ampersand", "*": "star"}
    parts = []
    for i in range(9):
        k = i % 3 if i < 8 else 3
        if k == 0:
            parts.append("capital " + nato[pick(list(nato))])
        elif k == 1:
            parts.append("small " + nato[pick(list(nato))])
        elif k == 2:
            parts.append(pick(["two", "three", "five", "seven", "eight", "nine"]))
        else:
            parts.append(syms[pick(list(syms))])
    rng.shuffle(parts)
    sp = ", ".join(parts)
    t = (f"My dad read me the router admin password over the phone and I wrote it down like this: {c.s(sp)}. "
         f"Can you turn that into the actual password so I can type it? The sticker on the router says S/N {c.l(rs(4, UPP) + rd(8))}.")
    return t, "own router password spelled out with the NATO alphabet; router serial is a look-alike"


@case("netflix-password-corrected", "en")
def _(c):
    p1 = pw_human()
    p2 = p1[:-1] + pick([ch for ch in "13579!#" if ch != p1[-1]])
    t = (f"Remember this for me please: my Netflix password is {c.s(p1)}\n---\n"
         f"wait, no, that's the old one. I changed it in March, it's {c.s(p2)} now")
    return t, "multi-message: password and its correction, both secrets"


@case("bitwarden-passphrase-in-two-parts", "en")
def _(c):
    words = rng.sample(EN_WORDS, 6)
    p1, p2 = "-".join(words[:3]), "-".join(words[3:]) + "-" + rd(2)
    t = ("I'll send you the master passphrase for our family Bitwarden in two parts.\n---\n"
         f"First part: {c.s(p1)}\n---\nSecond part: {c.s(p2)}\n---\n"
         "Now write short instructions for my sister on how to use emergency access if something happens to me.")
    return t, "multi-message: passphrase given in two parts"


@case("env-example-placeholders", "en")
def _(c):
    t = ("I'm writing the .env.example for our open-source repo. Does this look right?\n\n"
         f"OPENAI_API_KEY={c.l('your_api_key')}\nSTRIPE_SECRET_KEY={c.l('sk_live_xxxxxxxxxxxxxxxxxxxxxxxx')}\n"
         f"DATABASE_URL=postgres://{c.l('<user>:<password>')}@localhost:5432/app\nJWT_SECRET={c.l('replace-me')}\n\n"
         f"In the README I tell people to send Authorization: Bearer {c.l('<token>')}.")
    return t, "negative: placeholders in an example env file"


@case("openai-key-in-python", "en")
def _(c):
    key = openai_key()
    req = "req_" + rs(32, HEXL)
    t = ("from openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{c.s(key)}\")\n"
         "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
         f"This raises RateLimitError 429 'insufficient_quota' (request ID {c.l(req)}) although I added $10 of credit an hour ago.")
    return t, "own OpenAI project key in code; request id is a look-alike"


@case("anthropic-key-curl-401", "en")
def _(c):
    key = anthropic_key()
    t = ("curl https://api.anthropic.com/v1/messages \\\n"
         f"  -H \"x-api-key: {c.s(key)}\" \\\n"
         f"  -H \"anthropic-version: {c.l('2023-06-01')}\" \\\n"
         "  -H \"content-type: application/json\" -d @body.json\n\n"
         "returns 401 invalid x-api-key. I created the key an hour ago in the console.")
    return t, "own Anthropic API key in a curl command; API version date is a look-alike"


@case("slack-webhook-stopped", "en")
def _(c):
    url = slack_webhook()
    ts = "%d.%s" % (ri(1700000000, 1730000000), rd(6))
    t = (f"Our GitHub Action posts to Slack through {c.s(url)} but messages stopped appearing yesterday. "
         f"The last one that worked has ts {c.l(ts)}. Did Slack change something?")
    return t, "own Slack incoming-webhook URL; message ts is a look-alike"


@case("slack-bot-token-not-in-channel", "en")
def _(c):
    tok = slack_bot()
    ch = "C0" + rs(9, UPP + DIG)
    t = (f"slack_sdk WebClient(token=\"{c.s(tok)}\").chat_postMessage(channel=\"{c.l(ch)}\", text=\"hi\") returns not_in_channel. "
         "The app has chat:write. What else?")
    return t, "own Slack bot token; channel id is a look-alike"


@case("google-maps-key-script-tag", "en")
def _(c):
    key = google_key()
    t = ("My page says 'This page can't load Google Maps correctly'. The script tag is\n"
         f"<script src=\"https://maps.googleapis.com/maps/api/js?key={c.s(key)}&callback=initMap\" async></script>\n"
         f"and I'm trying to show the place {c.l('ChIJN1t_tDeuEmsRUsoyG83frY4')} from the docs first.")
    return t, "own Google API key; documentation place id is a look-alike"


@case("twilio-auth-token-20003", "en")
def _(c):
    sid, tok = "AC" + rs(32, HEXL), twilio_token()
    msid = "SM" + rs(32, HEXL)
    frm = "+1 415 555 01%02d" % ri(0, 99)
    t = (f"Sending SMS from Python fails with error 20003 Authenticate. TWILIO_ACCOUNT_SID={sid}, TWILIO_AUTH_TOKEN={c.s(tok)}, "
         f"from number {c.l(frm)}. The last message that went through was {c.l(msid)}.")
    return t, "own Twilio auth token; message SID (same hex shape) and number are look-alikes"


@case("sendgrid-key-template", "en")
def _(c):
    key = sendgrid_key()
    tpl = "d-" + rs(32, HEXL)
    t = (f"SENDGRID_API_KEY={c.s(key)}\nSENDGRID_TEMPLATE_ID={c.l(tpl)}\n\n"
         "Emails go out but the dynamic template data is empty. I pass dynamicTemplateData in sgMail.send. Any idea?")
    return t, "own SendGrid key; template id is a look-alike"


@case("npmrc-auth-token-ci", "en")
def _(c):
    tok = npm_token()
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    t = ("CI can't publish: 'npm ERR! code E401'. The .npmrc in the repo has\n"
         f"//registry.npmjs.org/:_authToken={c.s(tok)}\n"
         f"Locally npm whoami works. The lockfile shows integrity {c.l(integ)} for the package, if that matters.")
    return t, "own npm token; lockfile integrity hash is a look-alike"


@case("pypirc-token-twine", "en")
def _(c):
    tok = pypi_token()
    t = ("twine upload keeps failing with 403. My ~/.pypirc:\n\n[pypi]\n"
         f"  username = {c.l('__token__')}\n  password = {c.s(tok)}\n\n"
         "Is the username really supposed to be literally __token__?")
    return t, "own PyPI token; the literal username __token__ is a look-alike"


@case("docker-config-auth-base64", "en")
def _(c):
    user, pw = pick(["mkowalski", "ci-bot", "jlee"]), pw_strong(14)
    auth = base64.b64encode((user + ":" + pw).encode()).decode()
    dg = "sha256:" + sha256_hex()
    t = ("Pulling from our private registry fails with 'unauthorized'. ~/.docker/config.json contains:\n"
         "{\"auths\": {\"registry.gitlab.com\": {\"auth\": \"" + c.s(auth) + "\"}}}\n"
         f"The image I need is acme/api@{c.l(dg)}.")
    return t, "own registry credentials in base64; image digest is a look-alike"


@case("k8s-secret-base64-password", "en")
def _(c):
    pw = pw_strong(20)
    b = base64.b64encode(pw.encode()).decode()
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: cG9zdGdyZXM=\n"
         f"  password: {c.s(b)}\n\nThe pod says password authentication failed. I made the base64 from {c.s(pw)} with echo. "
         f"Could a trailing newline be the problem? The database image is postgres:{c.l('16.2')}.")
    return t, "own database password, plain and base64 in a Kubernetes Secret; image version is a look-alike"


@case("github-fine-grained-pat-submodule", "en")
def _(c):
    pat, run = gh_fine(), rdn(10)
    t = (f"Workflow run {c.l(run)} fails when checking out a private submodule. I saved a fine-grained PAT as a repo secret, "
         f"value {c.s(pat)}, with Contents: read on both repos. What's wrong?")
    return t, "own fine-grained GitHub token; run id is a look-alike"


@case("gitlab-pat-in-clone-url", "en")
def _(c):
    tok, pipe = gitlab_pat(), rdn(10)
    t = (f"Pipeline #{c.l(pipe)} fails when the deploy job runs git clone https://{c.s('oauth2:' + tok)}@gitlab.com/acme/infra.git. "
         "The token has read_repository. Ideas?")
    return t, "credentials part of a clone URL with a GitLab token; pipeline id is a look-alike"


@case("huggingface-token-gated", "en")
def _(c):
    tok, rev = hf_token(), git_sha()
    t = (f"from_pretrained gives 401 for a gated model although I accepted the license. I pass token=\"{c.s(tok)}\" and "
         f"revision=\"{c.l(rev)}\". What else could it be?")
    return t, "own Hugging Face token; revision hash is a look-alike"


@case("telegram-bot-chat-not-found", "en")
def _(c):
    tok = telegram_token()
    chat = "-100" + rd(10)
    t = (f"My bot doesn't post in the group. I call https://api.telegram.org/bot{c.s(tok)}/sendMessage with chat_id={c.l(chat)} "
         "and get 'Bad Request: chat not found'.")
    return t, "own Telegram bot token; chat id is a look-alike"


@case("discord-bot-token-improper", "en")
def _(c):
    app = str(ri(10 ** 17, 12 * 10 ** 17))
    guild = str(ri(10 ** 17, 12 * 10 ** 17))
    tok = discord_token(app)
    t = (f"discord.py won't start: 'Improper token has been passed'. I copied {c.s(tok)} from the Bot page. "
         f"Application ID {c.l(app)}, test server ID {c.l(guild)}.")
    return t, "own Discord bot token; application and guild ids are look-alikes"


@case("azure-storage-connection-string", "en")
def _(c):
    name, key = "st" + rs(10, LOW + DIG), azure_key()
    t = (f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName={c.l(name)};AccountKey={c.s(key)};EndpointSuffix=core.windows.net\n"
         "BlobServiceClient.from_connection_string fails with 'Server failed to authenticate the request'. The clock is in sync.")
    return t, "AccountKey value of an Azure storage connection string; account name is a look-alike"


@case("jdbc-mysql-password-param", "en")
def _(c):
    host = "shop-db-%d.internal.%s.net" % (ri(1, 4), pick(["acmecorp", "northwind", "brightleaf"]))
    pw = pw_strong(16).replace("&", "x").replace("=", "y").replace("?", "z").replace("+", "p")
    t = (f"Spring Boot says 'Access denied for user'. spring.datasource.url=jdbc:mysql://{c.l(host)}:3306/shop?user=shop_rw&password={c.s(pw)}&useSSL=true\n"
         "Should the password be in spring.datasource.password instead?")
    return t, "password value in a JDBC URL; host is a look-alike"


@case("gmail-app-password-smtp", "en")
def _(c):
    ap = " ".join(rs(4, LOW) for _ in range(4))
    t = (f"For the script that sends our daily report I made a Gmail app password: {c.s(ap)}. smtplib login to smtp.gmail.com:587 "
         "still says 'Username and Password not accepted'. Do I remove the spaces?")
    return t, "own Gmail app password"


@case("iphone-passcode-remember", "en")
def _(c):
    code = pin(6)
    t = (f"My iPhone (model {c.l('A3090')}) keeps asking for the passcode after every update. It's {c.s(code)} — please remember it "
         "in case I forget. Why does it ask so often?")
    return t, "own phone passcode; model number is a look-alike"


@case("house-sitter-alarm-safe", "en")
def _(c):
    alarm, garage = pin(4), pin(6)
    safe = "%02d-%02d-%02d" % (ri(1, 39), ri(1, 39), ri(1, 39))
    chip = "985" + rd(12)
    ph = phone_us()
    t = ("Notes for the house sitter, please make them tidy:\n"
         f"- alarm panel by the back door: disarm with {c.s(alarm)} then OFF\n- garage keypad: {c.s(garage)}\n"
         f"- safe in the bedroom closet (passports, in case of emergency): {c.s(safe)}\n"
         f"- Luna's microchip number is {c.l(chip)} if she gets out; vet is {c.l(ph)}")
    return t, "own alarm, garage and safe codes; pet microchip and vet phone are look-alikes"


@case("delivery-gate-code", "en")
def _(c):
    gate = pin(4)
    order = rdn(9)
    t = (f"Add this to the delivery instructions for order {c.l(order)}: gate code #{c.s(gate)}, then left, unit 14B is the "
         "second door. Leave it by the mat.")
    return t, "own gate code; order number is a look-alike"


@case("security-question-answers", "en")
def _(c):
    m, p, s = pick(SURN), pick(PETS), pick(STREETS)
    ph = "1-800-%s-%s" % (rd(3), rd(4))
    t = (f"My bank made me set security questions. So I don't forget: mother's maiden name — {c.s(m)}; first pet — {c.s(p)}; "
         f"street I grew up on — {c.s(s)}. If they call me from {c.l(ph)}, will they ask for these?")
    return t, "own answers to security questions; bank phone is a look-alike"


@case("aetna-claim-appeal", "en")
def _(c):
    mid, claim, npi = "W" + rd(9), "E" + rd(11), us_npi()
    t = (f"Aetna denied a claim and I want to appeal. Member ID {c.s(mid)}, claim number {c.l(claim)}, provider Dr. Patel, "
         f"NPI {c.l(npi)}, date of service 02/14/2024. Can you draft the appeal letter?")
    return t, "own health insurance member id; claim number and provider NPI (computed) are look-alikes"


@case("au-medicare-physio-claim", "en")
def _(c):
    m = au_medicare()
    abn = au_abn()
    t = (f"Filling in a Medicare claim for my son's physio. My Medicare card number is {c.s(groups(m, [4, 5, 1]))} and he's "
         f"number 3 on the card. The clinic's ABN on the invoice is {c.l(groups(abn, [2, 3, 3, 3]))}. Anything else I need?")
    return t, "own Medicare number (computed check); clinic ABN (computed) is a look-alike"


@case("canada-sin-onboarding", "en")
def _(c):
    sin = ca_sin()
    bn = luhn_complete(pick("789"), 9) + "RP0001"
    t = (f"New job onboarding wants my SIN ({c.s(groups(sin, [3, 3, 3]))}) and a void cheque before day one. "
         f"Their payroll account number on the offer letter is {c.l(bn)}. Is that normal?")
    return t, "own SIN (Luhn); employer payroll account number is a look-alike"


@case("india-aadhaar-pan-zerodha", "en")
def _(c):
    aad, pan = in_aadhaar(), in_pan("S")
    ifsc = "HDFC0" + rd(6)
    t = (f"Opening a Zerodha account. Aadhaar {c.s(groups(aad, [4, 4, 4]))}, PAN {c.s(pan)}, linked bank HDFC with IFSC "
         f"{c.l(ifsc)}. The e-sign OTP isn't arriving, what do I do?")
    return t, "own Aadhaar (Verhoeff) and PAN; IFSC is a look-alike"


@case("nigeria-nuban-bvn-visa", "en")
def _(c):
    bank, name = pick([("058", "GTBank"), ("044", "Access Bank"), ("057", "Zenith"), ("033", "UBA")])
    acct, bvn, sess = ng_nuban(bank), "22" + rd(9), rd(30)
    t = (f"For my visa application they want proof of funds. My {name} account number is {c.s(acct)}, BVN {c.s(bvn)}. "
         f"The transfer receipt from my brother shows session ID {c.l(sess)}. Which of these go on the form?")
    return t, "own NUBAN (computed check) and BVN; transfer session id is a look-alike"


@case("mpesa-sent-confirmation", "en")
def _(c):
    code = mpesa_code()
    amt = "Ksh%s.00" % format(ri(5, 90) * 100, ",")
    ph = "07" + rd(8)
    t = (f"Is this M-Pesa message real? '{c.s(code)} Confirmed. {c.l(amt)} sent to PETER OTIENO {c.l(ph)} on 14/3/24 at 7:52 PM. "
         f"New M-PESA balance is Ksh{ri(1, 30)},{rd(3)}.00. Transaction cost, Ksh{ri(7, 60)}.00.' He says he hasn't received it.")
    return t, "M-Pesa transaction code (settled as secret); phone and amount are look-alikes"


@case("gcash-receipt-ref-no", "en")
def _(c):
    ref = rdn(13)
    t = (f"My GCash receipt says Amount {c.l('₱1,250.00')}, Ref No. {c.l(groups(ref, [4, 3, 6]))}, 14 Mar 2024 3:12 PM. "
         "The seller on Carousell says she didn't get it. What can I send her as proof?")
    return t, "negative: receipt Ref No. and amount"


@case("debit-pin-mnemonic", "en")
def _(c):
    p, last4 = pin(4), rd(4)
    t = (f"I keep forgetting the PIN of my new debit card (the one ending {c.l('•••• ' + last4)}). It's {c.s(p)}. "
         "Can you make up a silly mnemonic so it sticks?")
    return t, "own card PIN; masked card number is a look-alike"


@case("sim-puk-locked", "en")
def _(c):
    puk = rd(8)
    iccid = luhn_complete("8901260" + rd(3), 20)
    t = (f"My phone says 'SIM PUK locked'. T-Mobile's site shows PUK {c.s(puk)} for the SIM with ICCID {c.l(iccid)}. "
         "What happens if I type it wrong 10 times?")
    return t, "own SIM PUK; ICCID (Luhn) is a look-alike"


@case("bitlocker-recovery-key", "en")
def _(c):
    key, kid = bitlocker(), rs(8, HEXU)
    t = (f"My laptop boots into a BitLocker recovery screen asking for the key for Key ID {c.l(kid)}. In my Microsoft account "
         f"I found {c.s(key)}. Does the ID have to match exactly?")
    return t, "own BitLocker recovery key (groups divisible by 11); key id is a look-alike"


@case("windows-kms-client-key", "en")
def _(c):
    t = (f"Our lab PCs show the Windows 10 Pro key {c.l('W269N-WFGWX-YVC9B-4J6C9-T83GX')} in slmgr /dli, OS build "
         f"{c.l('19045.4170')}. Is that a pirated key or normal for volume licensing?")
    return t, "negative: public KMS client setup key and build number"


@case("apple-id-recovery-key", "en")
def _(c):
    key = "-".join(rs(4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))
    t = (f"I turned on Recovery Key for my Apple ID and got {c.s(key)}. Where is the safest place to keep it — is a photo in "
         "iCloud a bad idea?")
    return t, "own Apple ID recovery key"


@case("scraper-session-cookie", "en")
def _(c):
    sess = rs(32, LOW + DIG)
    ga = "GA1.2.%s.%d" % (rdn(10), ri(1690000000, 1710000000))
    t = (f"I'm scraping my own order history with requests. From DevTools I copied the cookie header: sessionid={c.s(sess)}; "
         f"_ga={c.l(ga)}; theme=dark. It works for an hour and then redirects to login. How do I refresh it?")
    return t, "own session cookie; analytics cookie is a look-alike"


@case("curl-bearer-token-403", "en")
def _(c):
    tok = rs(40, ALNUM)
    oid = rdn(8)
    t = (f"curl -H \"Authorization: Bearer {c.s(tok)}\" https://api.printful.com/orders/{c.l(oid)} returns 403 but the same "
         "token works in Postman. What's different?")
    return t, "own API bearer token; order id is a look-alike"


@case("auth-log-password-leak", "en")
def _(c):
    pw, rid = pw_human(), uuid4()
    t = ("Our login service logs look odd, is this a problem?\n\n"
         f"2024-03-14T09:12:44.381Z INFO auth request_id={c.l(rid)} user=m.santos@northwind.io password={c.s(pw)} result=FAIL reason=bad_otp\n\n"
         "That's my own account, I was testing.")
    return t, "own password leaked in a log line; request id is a look-alike"


@case("basic-auth-staging-url", "en")
def _(c):
    user, pw = "preview", rs(14, ALNUM)
    t = (f"For a demo I put staging behind basic auth. Can I send the client https://{c.s(user + ':' + pw)}@{c.l('staging.brightleaf.studio')}/ "
         "or do browsers block credentials in URLs now?")
    return t, "credentials part of a basic-auth URL; host is a look-alike"


@case("filezilla-ftp-login", "en")
def _(c):
    ip = "203.0.113.%d" % ri(2, 254)
    pw = pw_human()
    t = (f"FileZilla: 'Critical error: Could not connect to server'. Host {c.l(ip)}, port 21, user webmaster, password "
         f"{c.s(pw)} . The host says FTP is enabled on their side.")
    return t, "own FTP password; documentation-range IP is a look-alike"


@case("wireguard-config-handshake", "en")
def _(c):
    priv, pub = wg_keypair()
    t = (f"[Interface]\nPrivateKey = {c.s(priv)}\nAddress = 10.8.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {c.l(pub)}\n"
         "Endpoint = vpn.hollowpine.net:51820\nAllowedIPs = 0.0.0.0/0\n\nThe handshake never completes. Is the config wrong?")
    return t, "own WireGuard private key; peer public key is a look-alike"


@case("cafe-wifi-qr-string", "en")
def _(c):
    pw = pw_human()
    t = (f"I want to print a QR code for the guest Wi-Fi at our café. Is this string right? WIFI:T:WPA;S:Bean There Guest;P:{c.s(pw)};; "
         "Would a semicolon in the password need escaping?")
    return t, "own Wi-Fi password in a Wi-Fi QR payload"


@case("gpg-passphrase-rejected", "en")
def _(c):
    fp = rs(40, HEXU)
    pp = passphrase(5, " ")
    t = (f"gpg --export-secret-keys {c.l(fp)} asks for a passphrase. I set it years ago to \"{c.s(pp)}\" but it's rejected. "
         "Could the keyboard layout matter?")
    return t, "own GPG passphrase; key fingerprint is a look-alike"


@case("password-table-to-csv", "en")
def _(c):
    p1, p2, p3 = pw_human(), pw_strong(14), pw_human()
    t = ("Can you turn this into a CSV I can import into Bitwarden?\n\n| site | username | password |\n|---|---|---|\n"
         f"| amazon.com | r.chen@fastmail.com | {c.s(p1)} |\n| chase.com | rchen88 | {c.s(p2)} |\n"
         f"| netflix.com | r.chen@fastmail.com | {c.s(p3)} |")
    return t, "own passwords in a markdown table"


@case("passport-mrz-check-digits", "en")
def _(c):
    pp = pick("ACEFGHJKLMNPRSTUVWXZ") + rd(8)
    dob = rdate(1970, 2000).strftime("%y%m%d")
    ex = rdate(2027, 2033).strftime("%y%m%d")
    sex = pick("MF")
    pers = "<" * 14
    l2 = pp + mrz_check(pp) + "USA" + dob + mrz_check(dob) + sex + ex + mrz_check(ex) + pers + "<"
    comp = mrz_check(pp + mrz_check(pp) + dob + mrz_check(dob) + ex + mrz_check(ex) + pers + "<")
    l2 += comp
    l1 = ("P<USA" + "HARTLEY<<JESSICA<ANNE").ljust(44, "<")
    t = ("The airline app rejected my passport scan, so I typed the two MRZ lines by hand:\n"
         f"{l1}\n{c.s(l2)}\nCan you check whether the check digits add up? Booking reference is "
         f"{c.l(rs(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'))}.")
    return t, "own passport MRZ data line (check digits computed); booking reference is a look-alike"


@case("florida-license-renewal", "en")
def _(c):
    d = rd(12)
    dl = pick(UPP) + groups(d, [3, 3, 2, 3, 1], "-")
    conf = rs(8, UPP + DIG)
    t = (f"Renewing my Florida license online. License number {c.s(dl)}; the confirmation for the vision test appointment is "
         f"{c.l(conf)}. Do I need to bring my Social Security card?")
    return t, "own driver licence number; appointment confirmation is a look-alike"


@case("binance-api-next-message", "en")
def _(c):
    k, s = rs(64, ALNUM), rs(64, ALNUM)
    t = ("I'll paste my Binance API key and secret in the next message, help me plug them into ccxt.\n---\n"
         f"apiKey: {c.s(k)}\nsecret: {c.s(s)}\n---\nIt's read-only plus spot trading, withdrawals are off. I'm on ccxt {c.l('4.2.76')}.")
    return t, "multi-message: exchange API key and secret announced then given; library version is a look-alike"


@case("stripe-restricted-key-incident", "en")
def _(c):
    rk = stripe_live("rk")
    ev = rs(32, HEXL)
    t = (f"I need an incident write-up: yesterday our restricted key {c.s(rk)} showed up in a public Sentry breadcrumb "
         f"(event {c.l(ev)}). We rolled it within 20 minutes and saw no suspicious charges. Keep it short for the security channel.")
    return t, "leaked and rolled Stripe restricted key, still a secret; Sentry event id is a look-alike"


@case("release-checksum-verify", "en")
def _(c):
    sha, commit = sha256_hex(), git_sha()
    t = (f"Before I install: the release page for {c.l('v2.14.3')} lists SHA-256 {c.l(sha)} and says it was built from commit "
         f"{c.l(commit)}. My sha256sum output looks the same. Anything else I should verify?")
    return t, "negative: version, checksum and commit hash"


@case("dell-warranty-service-tag", "en")
def _(c):
    tag, esc = dell_tag()
    order = rdn(9)
    t = (f"Dell support asks for my service tag and express service code. The sticker says Service Tag {c.l(tag)}, Express Service "
         f"Code {c.l(esc)}. The order number from 2022 was {c.l(order)}. Is it still under warranty?")
    return t, "negative: service tag, express service code (computed from the tag), order number"


@case("three-tracking-numbers", "en")
def _(c):
    ups, usps, rm = ups_1z(), usps_impb(), s10("RR", "GB")
    t = (f"Three parcels are stuck: UPS {c.l(ups)}, USPS {c.l(groups(usps, [4, 4, 4, 4, 4, 2]))}, and one from the UK with Royal Mail "
         f"{c.l(rm)}. Can you make me a little tracking table?")
    return t, "negative: tracking numbers (USPS and S10 check digits computed)"


@case("flight-hotel-itinerary", "en")
def _(c):
    pnr = rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    tkt = "016" + rd(10)
    hotel = rdn(8)
    t = (f"My United confirmation is {c.l(pnr)}, e-ticket number {c.l(tkt)}. The Marriott confirmation is {c.l(hotel)}. "
         "Can you put it all into one itinerary note for the trip on May 3?")
    return t, "negative: booking reference, ticket number, hotel confirmation"


@case("masked-keys-dashboard", "en")
def _(c):
    a, b = "sk-..." + rs(4, ALNUM), "sk-..." + rs(4, ALNUM)
    s = "sk_live_..." + rs(4, ALNUM)
    t = (f"Our OpenAI dashboard lists two keys: '{c.l(a)}' used today and '{c.l(b)}' last used 90 days ago. Stripe shows "
         f"{c.l(s)} as the standard key. How do I find which services still use the old OpenAI one?")
    return t, "negative: masked keys as shown in dashboards"


@case("dentist-appointment-reminder", "en")
def _(c):
    ph = phone_us()
    ref = "A-" + rd(5)
    t = (f"Set a reminder: dentist Dr. Alvarez on {c.l('2024-11-05')} at 10:30, clinic phone {c.l(ph)}, appointment "
         f"reference {c.l(ref)}. Remind me the day before.")
    return t, "negative: date, phone, appointment reference"


@case("stripe-test-card-numbers", "en")
def _(c):
    t = (f"Which Stripe test card triggers insufficient funds, is it {c.l('4000 0000 0000 9995')}? For 3D Secure I've been using "
         f"{c.l('4000 0027 6000 3184')}. And is {c.l('5555 5555 5555 4444')} the Mastercard test number?")
    return t, "negative: documented test card numbers"


# ============================================================================
# Other languages
# ============================================================================
def W(lang):
    return LANG_WORDS[lang]


def ddmmyyyy(d, sep="."):
    return d.strftime("%d" + sep + "%m" + sep + "%Y")


FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


# ---- German ----------------------------------------------------------------
@case("de-personalfragebogen-steuerid-iban", "de")
def _(c):
    sid = de_steuerid()
    ib, bic, bank = de_iban()
    kv = de_kvnr()
    t = ("Kannst du mir helfen, den Personalfragebogen für meinen neuen Job auszufüllen? Meine Daten:\n"
         f"Steuer-ID: {c.s(groups(sid, [2, 3, 3, 3]))}\nIBAN: {c.s(spaced4(ib))}\nBIC: {c.l(bic)} ({bank})\n"
         f"Krankenkasse: TK, Versichertennummer {c.s(kv)}\nSteuerklasse 1, keine Kinder. Was fehlt noch?")
    return t, "own tax id, IBAN and health insurance number (all computed checks); bank BIC is a look-alike"


@case("de-handwerkerrechnung-ueberweisung", "de")
def _(c):
    ib, _bic, _b = de_iban()
    inv = "RE-2024-%04d" % ri(100, 9999)
    t = (f"Ich habe vom Elektriker eine Rechnung bekommen: Rechnungsnummer {c.l(inv)}, Betrag {c.l('1.249,50 €')}, zahlbar an "
         f"Elektro Brandt GmbH, IBAN {c.l(spaced4(ib))}, USt-IdNr. {c.l(de_ustid())}. Muss ich im Verwendungszweck die "
         "Rechnungsnummer angeben oder reicht mein Name?")
    return t, "negative: a company's IBAN, VAT id, invoice number and amount"


@case("de-fritzbox-wlan-schluessel", "de")
def _(c):
    key = groups(rd(20), [4, 4, 4, 4, 4])
    t = (f"Auf der Rückseite meiner FRITZ!Box 7590 steht der WLAN-Netzwerkschlüssel {c.s(key)}. Der neue Fernseher nimmt ihn "
         f"nicht an. Muss ich die Leerzeichen mit eintippen? FRITZ!OS ist {c.l('7.57')}.")
    return t, "own Wi-Fi key in the router's printed format; firmware version is a look-alike"


@case("de-ausweisnummer-naechste-nachricht", "de")
def _(c):
    nr = de_ausweis()
    d = rdate(2029, 2034)
    t = ("Ich brauche gleich Hilfe beim Online-Formular der Bank, die Ausweisnummer schick ich dir in der nächsten Nachricht.\n---\n"
         f"{c.s(nr)}, gültig bis {c.l(ddmmyyyy(d))}. In welches Feld kommt das?")
    return t, "multi-message: ID card number announced then given (check digit computed); expiry date is a look-alike"


# ---- French ----------------------------------------------------------------
@case("fr-mutuelle-numero-secu", "fr")
def _(c):
    nir = fr_nir()
    siret = fr_siret()
    t = (f"Je remplis le bulletin d'adhésion à la mutuelle de ma boîte. Mon numéro de sécu : {c.s(groups(nir, [1, 2, 2, 2, 3, 3, 2]))}. "
         f"Le SIRET de l'employeur, c'est bien {c.l(groups(siret, [3, 3, 3, 5]))} ? Il y a aussi une case « numéro d'adhérent », "
         "je la laisse vide ?")
    return t, "own social security number (key computed); employer SIRET (Luhn) is a look-alike"


@case("fr-rib-remboursement-notaire", "fr")
def _(c):
    ib, bic = fr_iban()
    t = (f"Voilà mon RIB pour que le notaire me rembourse les frais : IBAN {c.s(spaced4(ib))} – BIC {c.l(bic)}. "
         "Tu peux me rédiger un petit mail poli pour le lui envoyer ?")
    return t, "own IBAN (RIB key computed); bank BIC is a look-alike"


@case("fr-facture-colis-perdu", "fr")
def _(c):
    fac = "F2024-%05d" % ri(100, 99999)
    tva = fr_tva(fr_siren())
    colis = "6A" + rd(11)
    t = (f"J'ai reçu la facture n° {c.l(fac)} de la boutique en ligne (TVA intracom {c.l(tva)}) mais le colis Colissimo "
         f"{c.l(colis)} n'est jamais arrivé. Tu m'aides à écrire une réclamation ?")
    return t, "negative: invoice number, shop VAT number (key computed), parcel number"


@case("fr-digicode-boite-a-cles-wifi", "fr")
def _(c):
    digi = rd(4) + pick("AB")
    box = pin(4)
    wifi = pw_human(W("fr"))
    t = (f"Pour la femme de ménage qui vient mardi : le digicode de l'immeuble c'est {c.s(digi)}, la boîte à clés à côté du "
         f"compteur s'ouvre avec {c.s(box)}, et le wifi (Livebox-3A7F) c'est {c.s(wifi)} . Si besoin elle m'appelle au "
         f"{c.l('06 %s %s %s %s' % (rd(2), rd(2), rd(2), rd(2)))}. Tu peux me faire un petit message clair et sympa ?")
    return t, "own door code, key-box code and Wi-Fi password; phone number is a look-alike"


# ---- Spanish ---------------------------------------------------------------
@case("es-domiciliacion-gimnasio", "es")
def _(c):
    dni, ib, cif = es_dni(), es_iban(), es_cif()
    t = (f"Me estoy apuntando al gimnasio y me piden los datos para domiciliar la cuota: DNI {c.s(dni)}, IBAN {c.s(spaced4(ib))}. "
         f"En el contrato aparece el CIF del gimnasio, {c.l(cif)}. ¿Tengo que ponerlo en algún sitio?")
    return t, "own DNI and IBAN (control digits computed); gym CIF (computed) is a look-alike"


@case("es-mx-clabe-nomina", "es")
def _(c):
    clabe = mx_clabe("012")
    rfc = rs(3, UPP) + rdate(2005, 2020).strftime("%y%m%d") + rs(3, UPP + DIG)
    t = (f"Oye, para que me depositen la nómina necesito dar mi CLABE. ¿Así está bien? {c.s(groups(clabe, [3, 3, 11, 1]))}. "
         f"Es de BBVA. El RFC de la empresa es {c.l(rfc)}, ¿ese también me lo piden a mí?")
    return t, "own CLABE (check digit computed); company RFC is a look-alike"


@case("es-codigo-descuento-pedido", "es")
def _(c):
    promo = pick(["VERANO25", "BIENVENIDA10", "REBAJAS15"])
    order = "%d-%s" % (ri(400, 499), rd(7))
    track = "PQ" + rs(4, UPP + DIG) + rd(16) + pick(UPP)
    t = (f"No me funciona el código de descuento {c.l(promo)} en la web. El pedido es el {c.l(order)} y el envío va por Correos "
         f"con el número {c.l(track)}. ¿Me ayudas a escribir a atención al cliente?")
    return t, "negative: promo code, order and tracking numbers"


@case("es-contrasena-banca-corregida", "es")
def _(c):
    p1, p2 = pw_human(W("es")), pw_human(W("es"))
    t = (f"Apúntate esto, que siempre se me olvida: la contraseña de la banca online es {c.s(p1)}\n---\n"
         f"perdona, me he liado, esa es la del correo. La del banco es {c.s(p2)}")
    return t, "multi-message: password corrected; both are own passwords"


# ---- Portuguese --------------------------------------------------------------
@case("pt-br-cpf-nota-fiscal-pix", "pt")
def _(c):
    cnpj, cpf = br_cnpj(), br_cpf()
    t = (f"Paguei a loja por Pix usando a chave CNPJ {c.l(cnpj)} e agora eles pedem meu CPF pra emitir a nota fiscal: {c.s(cpf)}. "
         "Como eu confiro se o pagamento caiu mesmo?")
    return t, "own CPF (computed); shop's CNPJ Pix key (computed) is a look-alike"


@case("pt-br-senha-wifi-portao", "pt")
def _(c):
    wifi, gate = pw_human(W("pt")), pin(6)
    t = (f"Vou deixar um recado pro meu primo que vai ficar aqui em casa no fim de semana: a senha do Wi-Fi é {c.s(wifi)} e o "
         f"código do portão da garagem é {c.s(gate)}. Qualquer coisa ele me chama no {c.l('(11) 9%s-%s' % (rd(4), rd(4)))}. "
         "Escreve de um jeito simpático?")
    return t, "own Wi-Fi password and gate code; phone number is a look-alike"


@case("pt-pt-irs-nif-iban-multibanco", "pt")
def _(c):
    nif, ib = pt_nif(), pt_iban()
    ent = "2" + rd(4)
    ref = rdn(9)
    t = (f"Estou a preencher o IRS. O meu NIF é {c.s(nif)} e o IBAN para o reembolso é {c.s(spaced4(ib))}. Já agora, paguei a luz "
         f"por Multibanco com a entidade {c.l(ent)} e a referência {c.l(groups(ref, [3, 3, 3]))}. Como confirmo que ficou pago?")
    return t, "own NIF and IBAN (NIB check computed); Multibanco entity and reference are look-alikes"


@case("pt-br-boleto-rastreio", "pt")
def _(c):
    rastreio = s10("NL", "BR")
    linha = "237%s%s.%s %s.%s %s.%s %s %s" % ("9", rd(1), rd(5), rd(5), rd(6), rd(5), rd(6), rd(1), rd(14))
    t = (f"O código de rastreio dos Correios é {c.l(rastreio)} e o boleto da loja tem essa linha digitável: {c.l(linha)}. "
         "Tem como saber se o boleto é golpe?")
    return t, "negative: tracking number (S10 check computed) and boleto line"


# ---- Italian ---------------------------------------------------------------
@case("it-accredito-stipendio-cf-iban", "it")
def _(c):
    cf = it_cf("Esposito", "Chiara", True)
    ib = it_iban()
    t = (f"Devo compilare il modulo per l'accredito dello stipendio: codice fiscale {c.s(cf)}, IBAN {c.s(spaced4(ib))}. "
         "Mi scrivi una mail breve per l'ufficio del personale?")
    return t, "own codice fiscale (check letter computed) and IBAN"


@case("it-avviso-pagopa-tari", "it")
def _(c):
    avv = "3" + rd(17)
    ente = it_piva()
    t = (f"Mi è arrivato l'avviso PagoPA per la TARI: codice avviso {c.l(groups(avv, [4, 4, 4, 4, 2]))}, codice fiscale dell'ente "
         f"{c.l(ente)}, importo {c.l('187,00 €')}. Posso pagarlo dall'app della banca o devo andare in tabaccheria?")
    return t, "negative: payment notice code, municipality's fiscal code, amount"


@case("it-spid-password-otp", "it")
def _(c):
    pw, otp = pw_human(W("it")), rd(6)
    t = (f"Sto provando a entrare con lo SPID di PosteID: la password è {c.s(pw)} e mi è appena arrivato il codice {c.s(otp)}, "
         "ma dice che è scaduto. Che faccio?")
    return t, "own SPID password and one-time code"


# ---- Dutch -----------------------------------------------------------------
@case("nl-personeelsformulier-bsn-iban", "nl")
def _(c):
    bsn, ib, kvk = nl_bsn(), nl_iban(), rdn(8)
    t = (f"Voor mijn nieuwe werkgever moet ik een personeelsformulier invullen. BSN: {c.s(bsn)}, IBAN: {c.s(spaced4(ib))}. "
         f"Hun KvK-nummer staat er ook op ({c.l(kvk)}), moet ik dat ergens invullen?")
    return t, "own BSN (11-proef computed) and IBAN; employer KvK number is a look-alike"


@case("nl-eindafrekening-energie", "nl")
def _(c):
    ib = nl_iban()
    kenmerk = rd(16)
    fac = "F" + rdn(9)
    t = (f"Ik moet de eindafrekening van de energieleverancier betalen: € 312,45 naar {c.l(spaced4(ib))} t.n.v. Stroomnet Energie "
         f"B.V., betalingskenmerk {c.l(groups(kenmerk, [4, 4, 4, 4]))}, factuurnummer {c.l(fac)}. Moet ik het betalingskenmerk "
         "precies zo overnemen?")
    return t, "negative: company IBAN, payment reference, invoice number"


@case("nl-digid-wachtwoord-smscode", "nl")
def _(c):
    pw, code = pw_human(W("nl")), rd(6)
    t = (f"Ik kom niet in DigiD. Gebruikersnaam jvdberg82, wachtwoord {c.s(pw)} en de sms-code was {c.s(code)}. "
         "Wat doe ik fout?")
    return t, "own DigiD password and SMS code"


# ---- Polish ----------------------------------------------------------------
@case("pl-wniosek-kredyt-pesel-dowod", "pl")
def _(c):
    pesel, dow, nip = pl_pesel(), pl_dowod(), pl_nip()
    t = (f"Wypełniam wniosek o kredyt w aplikacji banku. PESEL: {c.s(pesel)}, seria i numer dowodu: {c.s(dow)}. W polu „NIP "
         f"pracodawcy” wpisałem {c.l(groups(nip, [3, 3, 2, 2], '-'))}. Czy to wszystko, czego potrzebują?")
    return t, "own PESEL and ID card number (checks computed); employer NIP (computed) is a look-alike"


@case("pl-olx-kod-blik", "pl")
def _(c):
    blik = rd(6)
    order = rdn(9)
    t = (f"Kupujący z OLX napisał, że żeby dostać pieniądze za zamówienie nr {c.l(order)}, muszę mu podać kod BLIK z mojej "
         f"aplikacji: {c.s(blik)}. Czy to nie jest oszustwo?")
    return t, "own BLIK code (scam context); order number is a look-alike"


@case("pl-faktura-przelew-dane-firmy", "pl")
def _(c):
    nrb = pl_nrb()[2:]
    t = (f"Dostałem fakturę {c.l('FV/2024/03/%d' % ri(10, 400))}: sprzedawca NIP {c.l(pl_nip())}, REGON {c.l(pl_regon())}, numer "
         f"rachunku {c.l(groups(nrb, [2, 4, 4, 4, 4, 4, 4]))}. Jak to poprawnie wpisać w przelewie?")
    return t, "negative: a company's NIP, REGON (computed), account and invoice number"


# ---- Czech -----------------------------------------------------------------
@case("cs-prispevek-rodne-cislo-ucet", "cs")
def _(c):
    rc, acct = cz_rc(), cz_account()
    bank = pick(["0800", "0100", "0300", "2010", "3030"])
    t = (f"Potřebuju vyplnit žádost o přídavek na dítě. Moje rodné číslo je {c.s(rc)}, číslo účtu {c.s(acct)}/{c.l(bank)}. "
         "Vysvětlíš mi, k čemu je tam kolonka variabilní symbol?")
    return t, "own birth number (mod 11) and account (mod 11); bank code is a look-alike"


@case("cs-faktura-variabilni-symbol", "cs")
def _(c):
    acct = cz_account() + "/" + pick(["0800", "0100", "0300", "2010"])
    vs, ico = rdn(10), cz_ico()
    t = (f"Mám zaplatit fakturu: číslo účtu {c.l(acct)}, variabilní symbol {c.l(vs)}, IČO dodavatele {c.l(ico)}, částka "
         "4 350 Kč. Stačí zadat variabilní symbol, nebo i konstantní?")
    return t, "negative: supplier account, variable symbol, company id (computed)"


@case("cs-wifi-heslo-kod-trezoru", "cs")
def _(c):
    pw, code = pw_human(W("cs")), pin(6)
    t = (f"Zapamatuj si prosím: heslo na domácí wifi je {c.s(pw)} a kód od trezoru v ložnici je {c.s(code)}. "
         "Manželka ho pořád zapomíná.")
    return t, "own Wi-Fi password and safe code"


# ---- Russian ---------------------------------------------------------------
@case("ru-anketa-pasport-snils", "ru")
def _(c):
    pas = "%s %s" % (rd(4), rd(6))
    kod = "%s-%03d" % (pick(["770", "772"]), ri(1, 99))
    t = (f"Помоги заполнить анкету для работы. Паспорт: {c.s(pas)}, выдан ГУ МВД России по г. Москве 14.03.2019, код "
         f"подразделения {c.l(kod)}. СНИЛС {c.s(ru_snils())}. Что ещё обычно спрашивают?")
    return t, "own passport and SNILS (computed); issuing office code is a look-alike"


@case("ru-rekvizity-vozvrat-tura", "ru")
def _(c):
    bik, corr = ru_bank()
    acc = ru_acc_fill(bik[-3:], "40817810" + "0" + rd(4) + rd(7))
    t = (f"Туроператор возвращает деньги за отменённый тур и просит реквизиты. Получатель — я, счёт {c.s(acc)}, БИК {c.l(bik)}, "
         f"корр. счёт {c.l(corr)}. Правильно ли я понимаю, что корр. счёт — это счёт банка, а не мой?")
    return t, "own account (key computed with BIK); BIK and correspondent account (computed) are look-alikes"


@case("ru-pretenziya-ozon", "ru")
def _(c):
    order = "%s-%s" % (rdn(8), "%04d" % ri(1, 30))
    t = (f"Заказ № {c.l(order)} на Ozon так и не пришёл, трек-номер Почты России {c.l(rdn(14))}. Продавец ООО «Север», ИНН "
         f"{c.l(ru_inn10())}, ОГРН {c.l(ru_ogrn())}. Как составить претензию?")
    return t, "negative: order and tracking numbers, company INN and OGRN (computed)"


@case("ru-gosuslugi-parol-ispravlenie", "ru")
def _(c):
    p1, p2, otp = pw_human(W("ru")), pw_human(W("ru")), rd(6)
    t = (f"Не могу войти в Госуслуги, пишет «неверный логин или пароль». Ввожу {c.s(p1)}\n---\n"
         f"ой, перепутала, это от почты. Для Госуслуг у меня {c.s(p2)} . И код из смс пришёл {c.s(otp)}, но тоже не подходит.")
    return t, "multi-message: password correction plus SMS code"


# ---- Ukrainian -------------------------------------------------------------
@case("uk-subsydiia-rnokpp-id-kartka", "uk")
def _(c):
    b = rdate(1970, 2002)
    rn, card, edr = ua_rnokpp(b), rdn(9), ua_edrpou()
    t = (f"Допоможи заповнити заяву на субсидію. РНОКПП: {c.s(rn)}, номер ID-картки: {c.s(card)}, дата народження "
         f"{ddmmyyyy(b)}. У бланку є ще графа «код ЄДРПОУ роботодавця» — це {c.l(edr)}, правильно?")
    return t, "own taxpayer number (computed) and ID card number; employer EDRPOU (computed) is a look-alike"


@case("uk-rakhunok-zarplata-iban", "uk")
def _(c):
    mfo = pick(["305299", "322001", "300528", "380805"])
    ib = iban_make("UA", mfo + "00000" + "2620" + rd(10))
    t = (f"Напиши, будь ласка, коротке повідомлення бухгалтерії: зарплату з наступного місяця прошу перераховувати на мій "
         f"рахунок {c.s(spaced4(ib))}. Отримувач — Коваленко Олена Петрівна. Код ЄДРПОУ банку — {c.l(ua_edrpou())}.")
    return t, "own Ukrainian IBAN; the bank's EDRPOU code (computed) is a look-alike"


@case("uk-nova-poshta-ttn", "uk")
def _(c):
    ttn = "2045" + rd(10)
    t = (f"Посилка Новою поштою не приходить, ТТН {c.l(ttn)}, замовлення на Rozetka № {c.l(rdn(9))}. Куди краще дзвонити, "
         "на пошту чи в магазин?")
    return t, "negative: waybill and order numbers"


# ---- Chinese ---------------------------------------------------------------
@case("zh-baoxiao-shenfenzheng-gongziqia", "zh")
def _(c):
    _n, card = card_number("unionpay19")
    sf = "SF" + rd(13)
    t = (f"帮我填一下报销单：姓名王磊，身份证号 {c.s(cn_id())}，工资卡 {c.s(card)}，开户行中国工商银行北京海淀支行。"
         f"发票已经用顺丰寄出去了，单号 {c.l(sf)}。")
    return t, "own resident id (check computed) and bank card (Luhn); courier number is a look-alike"


@case("zh-weixin-zhifu-mima-yanzhengma", "zh")
def _(c):
    p, code = pin(6), rd(6)
    t = (f"我老是忘记微信支付密码，是{c.s(p)}。刚才还收到一条验证码{c.s(code)}，我没有在登录啊，"
         f"会不会是有人在盗我的号？我今天只在淘宝下了一单，订单号 {c.l(rdn(19))}。")
    return t, "own payment PIN and verification code; order number is a look-alike"


@case("zh-kai-fapiao-gongsi-xinxi", "zh")
def _(c):
    t = (f"开发票要填公司信息：名称 深圳市云帆科技有限公司，纳税人识别号 {c.l(cn_uscc())}。订单号 {c.l(rdn(19))}，"
         f"电子发票号码 {c.l('24' + rd(18))}。这些分别填在哪一栏？")
    return t, "negative: company credit code (computed), order and invoice numbers"


@case("zh-mensuo-mima-wifi-gei-mama", "zh")
def _(c):
    door = pin(8)
    wifi = pw_human(W("zh"))
    t = (f"我妈下周过来住，帮我写个说明给她：门锁密码 {c.s(door)}，按完再按#号键；Wi-Fi 名称 ChinaNet-5G-8F21，"
         f"密码 {c.s(wifi)} 。")
    return t, "own smart-lock code and Wi-Fi password"


# ---- Japanese --------------------------------------------------------------
@case("ja-nenmatsu-chousei-mynumber", "ja")
def _(c):
    mn = jp_mynumber()
    t = (f"年末調整の書類を書いています。マイナンバーは {c.s(groups(mn, [4, 4, 4]))} です。会社の法人番号 "
         f"{c.l(jp_corp())} はどこに書けばいいですか？")
    return t, "own My Number (check computed); company corporate number (computed) is a look-alike"


@case("ja-furima-furikomisaki-kouza", "ja")
def _(c):
    br, acct = rd(3), rd(7)
    t = (f"フリマアプリの売上金の振込先を登録したいです。みずほ銀行 渋谷支店（店番 {c.l(br)}）普通預金 口座番号 "
         f"{c.s(acct)}、名義 ヤマダ タロウ。これで合っていますか？")
    return t, "own bank account number; branch number is a look-alike"


@case("ja-amazon-yamato-toiawase", "ja")
def _(c):
    order = amazon_order("2")
    ym = jp_yamato()
    t = (f"Amazonの注文番号 {c.l(order)} の荷物が届きません。ヤマト運輸の伝票番号は {c.l(groups(ym, [4, 4, 4], '-'))} です。"
         "問い合わせの文面を作ってください。")
    return t, "negative: order number and Yamato tracking number (check computed)"


@case("ja-jikka-wifi-tsugi-no-message", "ja")
def _(c):
    pw, adm = pw_human(W("ja")), pw_strong(12)
    t = ("実家のWi-Fiのパスワード、忘れないように次のメッセージで送りますね。\n---\n"
         f"{c.s(pw)}\n---\nあ、ルーターの管理画面のパスワードは {c.s(adm)} でした。両方覚えておいてください。")
    return t, "multi-message: Wi-Fi and router admin passwords announced then given"


# ---- Korean ----------------------------------------------------------------
@case("ko-yeonmal-jeongsan-jumin-gyejwa", "ko")
def _(c):
    acct = "%s-%s-%s" % (rd(6), rd(2), rd(6))
    t = (f"연말정산 서류 작성 중인데요, 주민등록번호는 {c.s(kr_rrn())}이고 환급받을 계좌는 국민은행 {c.s(acct)}이에요. "
         f"회사 사업자등록번호 {c.l(kr_brn())}도 적어야 하나요?")
    return t, "own resident registration number (computed) and account; business number (computed) is a look-alike"


@case("ko-gongdong-injeungseo-otp", "ko")
def _(c):
    pw, otp = pw_human(W("ko")), rd(6)
    t = (f"공동인증서 비밀번호를 {c.s(pw)} 로 입력하는데 계속 틀렸다고 나와요. OTP는 {c.s(otp)} 넣었고요 "
         f"(OTP 기기 뒷면 일련번호는 {c.l(rdn(10))}). 5회 틀리면 어떻게 되나요?")
    return t, "own certificate password and OTP; OTP device serial is a look-alike"


@case("ko-coupang-unsongjang", "ko")
def _(c):
    t = (f"쿠팡 주문번호 {c.l(rdn(14))}, 택배 운송장번호 {c.l(rdn(12))}인데 배송 조회가 안 돼요. "
         "어디에 문의해야 하나요?")
    return t, "negative: order and waybill numbers"


# ---- Arabic ----------------------------------------------------------------
@case("ar-hisab-ratib-hawiya-iban", "ar")
def _(c):
    ib = iban_make("AE", pick(["033", "026", "035", "030"]) + rd(16))
    t = (f"أحتاج مساعدة في تعبئة نموذج فتح حساب راتب. رقم الهوية الإماراتية: {c.s(ae_eid())}، ورقم الآيبان الحالي: "
         f"{c.s(spaced4(ib))}. رقم المرجع للطلب {c.l('REQ-' + rd(8))}. هل أحتاج إلى إرفاق صورة الهوية من الجهتين؟")
    return t, "own Emirates ID (Luhn) and IBAN; request reference is a look-alike"


@case("ar-talab-lam-yasil-shakwa", "ar")
def _(c):
    order = amazon_order("4")
    t = (f"طلبي رقم {c.l(order)} من أمازون لم يصل بعد، ورقم الشحنة لدى أرامكس {c.l(rdn(11))}، والسجل التجاري للبائع "
         f"{c.l('1010' + rd(6))}. كيف أكتب شكوى مختصرة؟")
    return t, "negative: order, shipment and commercial registration numbers"


@case("ar-wifi-ramz-tahaqquq-ittisal", "ar")
def _(c):
    pw, otp = pw_human(W("ar")), rd(6)
    ph = "+971 50 %s %s" % (rd(3), rd(4))
    t = (f"كلمة مرور الواي فاي الجديدة في البيت {c.s(pw)} ، ورمز التحقق اللي وصلني من البنك {c.s(otp)}. واحد اتصل فيني "
         f"من الرقم {c.l(ph)} يقول إنه من البنك ويطلب الرمز، أعطيه؟")
    return t, "own Wi-Fi password and bank OTP (scam call); caller number is a look-alike"


# ---- Persian ---------------------------------------------------------------
@case("fa-kharid-online-kart-ramz-pooya", "fa")
def _(c):
    _n, card = card_number("iran")
    cvv2 = rd(pick([3, 4]))
    exp = "14%02d/%02d" % (ri(4, 7), ri(1, 12))
    otp = rd(6)
    melli = ir_melli().translate(FA_DIGITS)
    t = (f"می‌خواهم از یک سایت خرید کنم ولی پرداخت خطا می‌دهد. شماره کارتم {c.s(card)}، CVV2 {c.s(cvv2)}، تاریخ انقضا "
         f"{c.s(exp)} و رمز پویا {c.s(otp)} را وارد کردم. کد ملی‌ام هم {c.s(melli)} است. شماره سفارش {c.l(rdn(8))} است. "
         "کجا را اشتباه کرده‌ام؟")
    return t, "own card (Luhn), CVV2, expiry, dynamic PIN and national code (computed, Persian digits); order number is a look-alike"


@case("fa-resid-peygiri-marja", "fa")
def _(c):
    t = (f"رسید پرداخت: شماره پیگیری {c.l(rdn(6))}، شماره مرجع {c.l(rdn(12))}، مبلغ {c.l('۲٬۵۰۰٬۰۰۰ ریال')}. پول از حسابم کم شده "
         "ولی خرید انجام نشده. باید به بانک زنگ بزنم یا به فروشگاه؟")
    return t, "negative: receipt tracking and reference numbers, amount"


# ---- Hebrew ----------------------------------------------------------------
@case("he-tofes-101-teudat-zehut-heshbon", "he")
def _(c):
    br, acct = rd(3), rdn(6)
    t = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות: {c.s(il_tz())}. חשבון להפקדת משכורת: בנק לאומי (10), סניף "
         f"{c.l(br)}, מספר חשבון {c.s(acct)}. מה עוד צריך לצרף?")
    return t, "own ID number (check computed) and account; branch number is a look-alike"


@case("he-heshbonit-osek-murshe", "he")
def _(c):
    osek = luhn_complete("51", 9)
    t = (f"קיבלתי חשבונית מס מהספק: עוסק מורשה {c.l(osek)}, מספר הזמנה {c.l(rdn(7))}, סכום ₪1,170. "
         "איך אני בודק שהעוסק באמת קיים?")
    return t, "negative: supplier company number (check computed) and order number"


@case("he-kupat-holim-sisma-kod", "he")
def _(c):
    pw, otp = pw_human(W("he")), rd(6)
    t = f"הסיסמה שלי לאתר של קופת החולים היא {c.s(pw)} וקיבלתי קוד אימות {c.s(otp)}, אבל הוא לא מתקבל. מה לעשות?"
    return t, "own password and verification code"


# ---- Hindi -----------------------------------------------------------------
@case("hi-kyc-aadhaar-pan-ifsc", "hi")
def _(c):
    aad = in_aadhaar()
    t = (f"मुझे बैंक का KYC फॉर्म भरना है। आधार नंबर {c.s(groups(aad, [4, 4, 4]))}, पैन {c.s(in_pan('K'))}, और बैंक का IFSC कोड "
         f"{c.l('SBIN0' + rd(6))} है। क्या ये सब सही फॉर्मेट में है?")
    return t, "own Aadhaar (Verhoeff) and PAN; IFSC is a look-alike"


@case("hi-upi-pin-payment-fail", "hi")
def _(c):
    p = pin(pick([4, 6]))
    utr = "4" + rd(11)
    t = (f"मेरा UPI पिन {c.s(p)} है, फिर भी पेमेंट फेल हो गया और पैसे कट गए। ऐप में UTR नंबर {c.l(utr)} दिख रहा है। "
         "अब क्या करूँ?")
    return t, "own UPI PIN; UTR reference is a look-alike"


@case("hi-irctc-pnr-waiting", "hi")
def _(c):
    t = (f"मेरी ट्रेन टिकट का PNR {c.l(rdn(10))} है, ट्रेन नंबर {c.l('12951')}, और IRCTC ट्रांज़ैक्शन आईडी {c.l(rdn(10))}। "
         "वेटिंग लिस्ट 14 है, क्या कन्फर्म हो जाएगी?")
    return t, "negative: PNR, train number, transaction id"


# ---- Turkish ---------------------------------------------------------------
@case("tr-maas-tc-kimlik-iban", "tr")
def _(c):
    ib = iban_make("TR", pick(["00010", "00062", "00064", "00046", "00067"]) + "0" + rd(16))
    t = (f"Yeni iş yerim maaş için bilgilerimi istiyor: TC kimlik no {c.s(tr_tc())}, IBAN {c.s(spaced4(ib))}. "
         "Kısa bir e-posta taslağı yazar mısın?")
    return t, "own TC identity number (computed) and IBAN"


@case("tr-edevlet-sifre-dogrulama", "tr")
def _(c):
    pw, otp = pw_human(W("tr")), rd(6)
    t = (f"e-Devlet şifrem {c.s(pw)} , telefona gelen doğrulama kodu da {c.s(otp)} ama yine de giriş yapamıyorum. "
         "Ne yapmalıyım?")
    return t, "own e-Devlet password and SMS code"


@case("tr-trendyol-kargo-sikayet", "tr")
def _(c):
    t = (f"Trendyol siparişim ({c.l(rdn(10))}) hâlâ gelmedi. Kargo takip numarası {c.l(rdn(13))}, satıcının vergi numarası "
         f"{c.l(rdn(10))}. Nasıl şikâyet edebilirim?")
    return t, "negative: order, tracking and company tax numbers"


# ---- Vietnamese ------------------------------------------------------------
@case("vi-mo-the-cccd-tai-khoan", "vi")
def _(c):
    g = pick("0123")
    cccd = pick(["001", "079", "048", "031"]) + g + "%02d" % (ri(70, 99) if g in "01" else ri(0, 5)) + rd(6)
    acct = "0" + rd(12)
    ft = "FT24%03d%s" % (ri(1, 365), rs(5, UPP + DIG))
    t = (f"Mình cần điền form mở thẻ tín dụng: số CCCD {c.s(cccd)}, số tài khoản Vietcombank {c.s(acct)}. Có cần ghi mã "
         f"giao dịch lần chuyển khoản trước không, mã là {c.l(ft)}?")
    return t, "own citizen id and account; transfer reference is a look-alike"


@case("vi-wifi-otp-bao-sai", "vi")
def _(c):
    pw, otp = pw_human(W("vi")), rd(6)
    t = (f"Mật khẩu wifi nhà mình là {c.s(pw)} , còn mã OTP ngân hàng vừa gửi là {c.s(otp)} mà nhập vào cứ báo sai. "
         "Sao vậy nhỉ?")
    return t, "own Wi-Fi password and bank OTP"


@case("vi-shopee-don-chua-toi", "vi")
def _(c):
    order = "24%02d%02d%s" % (ri(1, 12), ri(1, 28), rs(8, UPP + DIG))
    t = (f"Đơn hàng Shopee {c.l(order)} của mình chưa tới, mã vận đơn {c.l('SPXVN04' + rd(10))}. Hotline shop là "
         f"{c.l('09%02d %s %s' % (ri(0, 99), rd(3), rd(3)))}. Mình nên khiếu nại thế nào?")
    return t, "negative: order and waybill numbers, shop hotline"


# ---- Thai ------------------------------------------------------------------
@case("th-samak-ngan-bat-prachachon", "th")
def _(c):
    acct = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    t = (f"ช่วยกรอกแบบฟอร์มสมัครงานให้หน่อย เลขบัตรประชาชน {c.s(th_id())} เลขบัญชีกสิกรไทย {c.s(acct)} "
         f"ส่วนเลขที่ใบสมัครคือ {c.l('APP-%s' % rd(6))}")
    return t, "own Thai ID (computed) and account; application number is a look-alike"


@case("th-phatsadu-yang-mai-theung", "th")
def _(c):
    t = (f"พัสดุไปรษณีย์ไทยเลข {c.l(s10('EF', 'TH'))} ยังไม่ถึงเลย สั่งจาก Lazada หมายเลขคำสั่งซื้อ {c.l(rdn(15))} "
         "ควรติดต่อใครดี")
    return t, "negative: postal tracking number (S10 computed) and order number"


# ---- Indonesian ------------------------------------------------------------
@case("id-pinjaman-nik-rekening", "id")
def _(c):
    d = rdate(1975, 2003)
    day = d.day + (40 if rng.random() < 0.5 else 0)
    nik = pick(["317401", "327301", "357801", "337404"]) + "%02d%02d%02d" % (day, d.month, d.year % 100) + "%04d" % ri(1, 9999)
    t = (f"Tolong bantu cek formulir pinjaman ini: NIK {c.s(nik)}, nomor rekening BCA {c.s(rdn(10))}, kode bank {c.l('014')}. "
         "Sudah benar semua belum?")
    return t, "own NIK and account; bank code is a look-alike"


@case("id-virtual-account-pin-otp", "id")
def _(c):
    va = "8" + rd(15)
    p, otp = pin(6), rd(6)
    t = (f"Aku mau bayar tagihan lewat virtual account {c.l(va)}, tapi m-banking minta PIN. PIN-ku {c.s(p)}, terus kode OTP "
         f"{c.s(otp)} katanya sudah kedaluwarsa. Gimana dong?")
    return t, "own m-banking PIN and OTP; merchant virtual account is a look-alike"


@case("id-resi-pesanan-komplain", "id")
def _(c):
    inv = "INV/2024%02d%02d/MPL/%s" % (ri(1, 12), ri(1, 28), rdn(10))
    t = (f"Paket dengan nomor resi J&T {c.l('JP' + rd(10))}, pesanan Tokopedia {c.l(inv)}, belum sampai juga. "
         "Bantu bikin komplain dong.")
    return t, "negative: tracking and order numbers"


# ---- Tagalog ---------------------------------------------------------------
@case("tl-gcash-mpin-otp-login", "tl")
def _(c):
    mpin, otp = pin(4), rd(6)
    ref = rdn(13)
    t = (f"Hindi ako makapag-login sa GCash. Ang MPIN ko ay {c.s(mpin)} at yung OTP na dumating ay {c.s(otp)}. Yung huling "
         f"transaction ko may Ref No. {c.l(groups(ref, [4, 3, 6]))}. Ano ang dapat kong gawin?")
    return t, "own MPIN and OTP; receipt Ref No. is a look-alike"


@case("tl-lbc-shopee-follow-up", "tl")
def _(c):
    order = "24%02d%02d%s" % (ri(1, 12), ri(1, 28), rs(8, UPP + DIG))
    t = (f"Yung padala ko sa LBC, tracking number {c.l(rdn(12))}, tapos yung order ko sa Shopee {c.l(order)}. Hanggang ngayon "
         "wala pa. Paano mag-follow up?")
    return t, "negative: tracking and order numbers"


@case("tl-hr-sss-tin-philhealth", "tl")
def _(c):
    sss = "%s-%s-%s" % (rdn(2), rd(7), rd(1))
    tin = "%s-%s-%s-000" % (rdn(3), rd(3), rd(3))
    ph = "%s-%s-%s" % (rdn(2), rd(9), rd(1))
    t = (f"Hinihingi ng HR yung mga government number ko: SSS {c.s(sss)}, TIN {c.s(tin)}, PhilHealth {c.s(ph)}. "
         f"Tama ba yung format? Yung TIN ng kumpanya sa payslip ko ay {c.l('%s-%s-%s-000' % (rdn(3), rd(3), rd(3)))}.")
    return t, "own SSS, TIN and PhilHealth numbers; employer TIN is a look-alike"


# ---- Swahili ---------------------------------------------------------------
@case("sw-mpesa-ujumbe-imethibitishwa", "sw")
def _(c):
    code = mpesa_code()
    amt = "Ksh%s.00" % format(ri(5, 60) * 50, ",")
    ph = "07" + rd(8)
    t = (f"Nimepokea ujumbe huu, naomba unisaidie kuelewa kama pesa imefika: '{c.s(code)} Imethibitishwa. {c.l(amt)} imetumwa "
         f"kwa JANE WANJIKU {c.l(ph)} tarehe 12/3/24 saa 6:41 PM. Salio lako jipya la M-PESA ni Ksh1,120.50.'")
    return t, "M-Pesa transaction code (settled as secret); amount and phone are look-alikes"


@case("sw-kitambulisho-sehemu-mbili", "sw")
def _(c):
    a, b = rdn(4), rd(4)
    t = ("Nitakutumia namba yangu ya kitambulisho kwa sehemu mbili.\n---\n"
         f"Sehemu ya kwanza: {c.s(a)}\n---\nNa ya pili: {c.s(b)}. Sasa nisaidie kujaza fomu ya kuomba KRA PIN.")
    return t, "multi-message: national id number given in two parts"


@case("sw-kplc-paybill-till", "sw")
def _(c):
    t = (f"Nataka kulipa bili ya umeme ya KPLC. Paybill ni {c.l('888880')}, namba ya akaunti ni namba ya mita "
         f"{c.l(rdn(11))}. Pia duka la jirani limenipa Till Number {c.l(rdn(6))}. Kuna tofauti gani kati ya Paybill na Till?")
    return t, "negative: public paybill, meter number and till number"


# ---- Swedish ---------------------------------------------------------------
@case("sv-bostadsbidrag-personnummer-konto", "sv")
def _(c):
    clearing = "8%s-%s" % (rd(3), rd(1))
    t = (f"Jag ska söka bostadsbidrag hos Försäkringskassan. Personnummer {c.s(se_pnr())}, clearingnummer {c.l(clearing)}, "
         f"kontonummer {c.s(rdn(10))}. Behöver jag fylla i något mer?")
    return t, "own personnummer (Luhn) and account; clearing number is a look-alike"


@case("sv-faktura-bankgiro-ocr", "sv")
def _(c):
    ocr = luhn_complete(rdn(1), 12)
    t = (f"Fakturan från elbolaget: bankgiro {c.l(se_bankgiro())}, OCR-nummer {c.l(ocr)}, belopp 1 245 kr, förfallodag "
         "2024-04-30. Var skriver jag OCR i Swedbank-appen?")
    return t, "negative: company bankgiro and OCR reference (Luhn computed)"


@case("sv-portkod-nyckelskap-wifi", "sv")
def _(c):
    port, box = pin(4), pin(4)
    wifi = pw_human(W("sv"))
    t = (f"Till kompisen som ska vattna blommorna: portkoden är {c.s(port)}, nyckeln ligger i nyckelskåpet med kod {c.s(box)} "
         f"och wifi-lösenordet är {c.s(wifi)} . Kan du skriva ett kort sms?")
    return t, "own door code, key-box code and Wi-Fi password"


# ---- Danish ----------------------------------------------------------------
@case("da-arbejdsgiver-cpr-konto", "da")
def _(c):
    d = rdate(1965, 2003)
    cpr = d.strftime("%d%m%y") + "-" + rd(4)
    t = (f"Jeg skal udfylde en blanket til min nye arbejdsgiver: CPR-nummer {c.s(cpr)}, reg.nr. {c.l(rdn(4))} og kontonummer "
         f"{c.s(rd(10))}. Er det nok til lønudbetaling?")
    return t, "own CPR and account; bank registration number is a look-alike"


@case("da-faktura-cvr-fi-kort", "da")
def _(c):
    payid = luhn_complete("0000", 15)
    cred = "8" + rd(7)
    t = (f"Jeg har fået en faktura fra VVS-firmaet: CVR-nr. {c.l(dk_cvr())}, fakturanr. {c.l(rdn(6))}, beløb 8.750,00 kr. "
         f"Nederst står der +71< {c.l(payid)} +{c.l(cred)}<. Hvordan betaler jeg det i netbanken?")
    return t, "negative: company CVR (mod 11), invoice number, FI payment id (Luhn) and creditor number"


# ---- Norwegian -------------------------------------------------------------
@case("no-nav-fodselsnummer-kontonummer", "no")
def _(c):
    t = (f"Kan du hjelpe meg med skjemaet fra NAV? Fødselsnummer: {c.s(no_fnr())}, kontonummer: {c.s(no_account())}. "
         f"Under «arbeidsgiver» har jeg skrevet org.nr. {c.l(no_orgnr())}, er det riktig?")
    return t, "own fødselsnummer and account (mod 11 computed); employer organisation number is a look-alike"


@case("no-faktura-kid-orgnr", "no")
def _(c):
    kid = luhn_complete(rdn(1), 13)
    t = (f"Fikk faktura fra strømleverandøren: KID-nummer {c.l(kid)}, kontonummer {c.l(no_account())}, org.nr. "
         f"{c.l(no_orgnr())}, beløp kr 1 480,00. Må jeg bruke KID, eller holder det med fakturanummeret?")
    return t, "negative: KID (Luhn), company account and organisation number (mod 11)"


# ---- Finnish ---------------------------------------------------------------
@case("fi-kela-hetu-tilinumero", "fi")
def _(c):
    ib = iban_make("FI", pick(["1", "5", "8", "3"]) + rd(13))
    t = (f"Täytän Kelan hakemusta. Henkilötunnus {c.s(fi_hetu())}, tilinumero {c.s(spaced4(ib))}. "
         "Pitääkö liitteeksi laittaa vielä jotain?")
    return t, "own henkilötunnus (check computed) and IBAN"


@case("fi-lasku-viitenumero-ytunnus", "fi")
def _(c):
    t = (f"Sain laskun: saaja Lahden Putkityö Oy, Y-tunnus {c.l(fi_ytunnus())}, viitenumero {c.l(fi_viite())}, eräpäivä "
         "15.4.2024, summa 320,00 €. Miten maksan sen verkkopankissa?")
    return t, "negative: business id and reference number (both computed)"


# ---- Hungarian -------------------------------------------------------------
@case("hu-munkahely-taj-adoazonosito", "hu")
def _(c):
    t = (f"Az új munkahelyemen kérik az adataimat: TAJ-szám {c.s(hu_taj())}, adóazonosító jel {c.s(hu_adoazon())}. "
         f"A cég adószáma a szerződésen {c.l(hu_adoszam())}. Segítesz megírni a HR-nek egy rövid e-mailt?")
    return t, "own TAJ and tax id (checks computed); company tax number is a look-alike"


@case("hu-szolgaltato-szamlaszam-kozlemeny", "hu")
def _(c):
    p1, p2 = hu_account()
    acct = "%s-%s-%s" % (p1, p2[:8], p2[8:])
    t = (f"A szolgáltató számlaszáma {c.l(acct)}, a közleménybe a vevőazonosítót kell írni: {c.l(rdn(10))}, adószámuk "
         f"{c.l(hu_adoszam())}. Mit írjak pontosan a közleménybe?")
    return t, "negative: company account (checks computed), customer reference, company tax number"


# ---- Romanian --------------------------------------------------------------
@case("ro-bursa-cnp-iban", "ro")
def _(c):
    ib = iban_make("RO", pick(["BTRL", "BRDE", "RNCB", "INGB", "RZBR"]) + rd(3) + "0" + rs(2, UPP) + rd(10))
    t = (f"Completez formularul pentru bursă: CNP {c.s(ro_cnp())}, IBAN {c.s(spaced4(ib))}. Pe formular scrie și CIF-ul "
         f"universității, {c.l(ro_cui())}. Mai trebuie să atașez ceva?")
    return t, "own CNP (computed) and IBAN; university CIF (computed) is a look-alike"


@case("ro-emag-awb-reclamatie", "ro")
def _(c):
    t = (f"Comanda eMAG nr. {c.l(rdn(9))} n-a ajuns, AWB Fan Courier {c.l('2' + rd(12))}, iar firma vânzătoare are CUI "
         f"{c.l('RO' + ro_cui())}. Cum fac reclamație?")
    return t, "negative: order number, AWB, company CUI (computed)"


# ---- Greek -----------------------------------------------------------------
@case("el-epidoma-amka-afm-taxisnet", "el")
def _(c):
    pw = pw_human(W("el"))
    t = (f"Θέλω να κάνω αίτηση για το επίδομα στέγασης. ΑΜΚΑ: {c.s(gr_amka())}, ΑΦΜ: {c.s(gr_afm())}, και οι κωδικοί "
         f"Taxisnet: χρήστης gpapad83, συνθηματικό {c.s(pw)} . Μπορείς να με καθοδηγήσεις βήμα-βήμα;")
    return t, "own AMKA (Luhn), AFM (computed) and Taxisnet password"


@case("el-skroutz-paraggelia-voucher", "el")
def _(c):
    order = "%s-%s" % (rd(6), rdn(7))
    t = (f"Η παραγγελία μου από το Skroutz με αριθμό {c.l(order)} δεν έχει έρθει. Voucher ACS {c.l(rdn(10))}, ΑΦΜ "
         f"καταστήματος {c.l(gr_afm())}. Τι να κάνω;")
    return t, "negative: order number, courier voucher, shop AFM (computed)"


# ============================================================================
# validation and output
# ============================================================================
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl", "sv",
         "da", "no", "nb", "nn", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ms", "bn", "ur", "ta", "sk",
         "sl", "hr", "sr", "bg", "lt", "lv", "et", "ca", "eu", "gl", "af", "am", "yo", "ha", "zu", "is", "ga", "cy"}
SEP = "\n---\n"


def yaml_safe_char(ch):
    o = ord(ch)
    if ch == "\n":
        return True
    if 0x20 <= o <= 0x7E:
        return True
    if o in (0x2028, 0x2029, 0xFEFF):
        return False
    if 0xA0 <= o <= 0xD7FF or 0xE000 <= o <= 0xFFFD or 0x10000 <= o <= 0x10FFFF:
        return True
    return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(text, secrets, lookalikes, note):
    errs = []
    if not isinstance(text, str) or not text.strip():
        return ["empty text"]
    for name, val in (("text", text), ("note", note)):
        bad = [ch for ch in val if not yaml_safe_char(ch)]
        if bad:
            errs.append("%s has YAML-hostile characters %r" % (name, bad[:3]))
    if "\n" in note:
        errs.append("note has a newline")
    if SEP in text:
        if any(not part.strip() for part in text.split(SEP)):
            errs.append("empty message in multi-message text")
    for lst, kind in ((secrets, "secret"), (lookalikes, "lookalike")):
        if len(set(lst)) != len(lst):
            errs.append("duplicate %s values" % kind)
        for v in lst:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append("bad %s value %r" % (kind, v))
                continue
            if any(not yaml_safe_char(ch) for ch in v) or "\t" in v or "\r" in v:
                errs.append("%s %r has YAML-hostile characters" % (kind, v))
            if SEP in v:
                errs.append("%s %r contains the message separator" % (kind, v))
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s %r not in text" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s %r occurs %d times" % (kind, v, len(occ)))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    errs.append("%s %r embedded in a longer number (left)" % (kind, v))
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    errs.append("%s %r embedded in a longer number (right)" % (kind, v))
    both = set(secrets) & set(lookalikes)
    if both:
        errs.append("values in both lists: %r" % sorted(both))
    s_iv = [iv for v in secrets for iv in occurrences(text, v)]
    l_iv = [(iv, v) for v in lookalikes for iv in occurrences(text, v)]
    for (a, b) in s_iv:
        for (c2, d), v in l_iv:
            if a < d and c2 < b:
                errs.append("secret occurrence %r overlaps look-alike %r" % (text[a:b], v))
    return errs


def qd(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for cs in cases:
        out.append("  - id: " + qd(cs["id"]))
        out.append("    lang: " + qd(cs["lang"]))
        out.append("    text: " + qd(cs["text"]))
        for key in ("secrets", "lookalikes"):
            if cs[key]:
                out.append("    %s:" % key)
                out.extend("      - " + qd(v) for v in cs[key])
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + qd(cs["note"]))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 2
    if not selftest():
        return 1
    cases, problems, retries = [], [], 0
    ids = set()
    for n, (slug, lang, fn) in enumerate(CASES, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        last = None
        for attempt in range(50):
            c = Ctx()
            text, note = fn(c)
            errs = validate_case(text, c.sec, c.lk, note)
            if not errs:
                break
            retries += 1
            last = errs
        else:
            problems.append("%s: %s" % (cid, "; ".join(last)))
            continue
        if cid in ids:
            problems.append("duplicate id " + cid)
        ids.add(cid)
        if lang not in LANGS:
            problems.append("%s: unknown language %r" % (cid, lang))
        if not all(ch in "abcdefghijklmnopqrstuvwxyz0123456789-" for ch in slug):
            problems.append("%s: bad slug" % cid)
        cases.append({"id": cid, "lang": lang, "text": text, "secrets": c.sec, "lookalikes": c.lk, "note": note})
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    y = to_yaml(cases)
    if any(not yaml_safe_char(ch) for ch in y):
        print("PROBLEM: YAML-hostile character in output", file=sys.stderr)
        return 1
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    nsec = sum(len(cs["secrets"]) for cs in cases)
    nlk = sum(len(cs["lookalikes"]) for cs in cases)
    print("wrote %s: %d cases, %d secrets, %d look-alikes (%d redraws of values that failed validation)"
          % (argv[1], len(cases), nsec, nlk, retries), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
