#!/usr/bin/env python3
"""Generator of the heldout_v86 evaluation set for a secrets filter (blind set).

Usage: python3 make_heldout_v86.py heldout_v86.yaml

Standard library only.  Every random value is drawn from one random.Random(SEED)
instance, so the output is byte-for-byte deterministic.  Everything is validated
before the YAML is written; on any problem the script prints it and exits 1.
"""
import base64
import datetime
import hashlib
import hmac
import json
import random
import re
import struct
import sys
import unicodedata
import uuid
import zlib

NAME = "heldout_v86"
SEED = 86
PREFIX = "H86"

r = random.Random(SEED)

DIG = "0123456789"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LOW = "abcdefghijklmnopqrstuvwxyz"
ALNUM = UP + LOW + DIG
UPDIG = UP + DIG
LOWDIG = LOW + DIG
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def ch(alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def digits(n, first_nonzero=False):
    s = ch(DIG, n)
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def pick(seq):
    return r.choice(seq)


def rint(a, b):
    return r.randint(a, b)


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def group4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def birthdate(y0=1958, y1=2004):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rint(d0, d1))


# ---------------------------------------------------------------- check digits
def luhn_ok(s):
    total = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError("luhn")


def card(brand):
    if brand == "visa":
        return luhn_complete("4" + digits(14))
    if brand == "mc":
        if r.random() < 0.7:
            return luhn_complete(str(rint(51, 55)) + digits(13))
        return luhn_complete(str(rint(2221, 2720)) + digits(11))
    if brand == "amex":
        return luhn_complete(pick(["34", "37"]) + digits(12))
    if brand == "unionpay":
        return luhn_complete(pick(["622848", "621700", "622202", "623668"]) + digits(12))
    if brand == "mir":
        return luhn_complete("220" + str(rint(0, 4)) + digits(11))
    if brand == "jcb":
        return luhn_complete(str(rint(3528, 3589)) + digits(11))
    if brand == "iran":
        return luhn_complete(pick(["603799", "610433", "627353", "589210"]) + digits(9))
    if brand == "rupay":
        return luhn_complete(pick(["607153", "652150", "508227"]) + digits(9))
    if brand == "troy":
        return luhn_complete("9792" + digits(11))
    raise ValueError(brand)


def fmt_card(num, sep=" "):
    if len(num) == 15:
        return group(num, [4, 6, 5], sep)
    if len(num) == 19:
        return group(num, [4, 4, 4, 4, 3], sep)
    return group4(num, sep)


def expiry(sep="/"):
    return "%02d%s%02d" % (rint(1, 12), sep, rint(27, 31))


def cvc(n=3):
    return digits(n)


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "PT": 25,
            "RO": 24, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "CZ": 24,
            "GR": 27, "TR": 26, "UA": 29, "GB": 22, "SA": 24, "AE": 23, "IL": 23,
            "IR": 26, "BE": 16, "AT": 20, "CH": 21}


def iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_from_bban(cc, bban):
    chk = 98 - iban_num(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(iban):
    return (len(iban) == IBAN_LEN.get(iban[:2], -1)
            and iban_num(iban[4:] + iban[:4]) % 97 == 1)


def fr_rib_key(bank, branch, account):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14,
           16, 10, 22, 25, 24, 23]


def it_odd_even_char(s):
    total = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += CIN_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26)


def pt_nib_check(nineteen):
    return "%02d" % (98 - (int(nineteen) * 100) % 97)


def pl_sort_code(seven):
    w = [3, 9, 7, 1, 3, 9, 7]
    return seven + str((10 - sum(int(a) * b for a, b in zip(seven, w)) % 10) % 10)


def no_mod11(body, w):
    s = sum(int(a) * b for a, b in zip(body, w))
    k = 11 - s % 11
    if k == 11:
        return "0"
    if k == 10:
        return None
    return str(k)


def hu_9731(s):
    w = [9, 7, 3, 1]
    return str((10 - sum(int(c) * w[i % 4] for i, c in enumerate(s)) % 10) % 10)


def cz_weighted_ok(s, w):
    return sum(int(a) * b for a, b in zip(s, w)) % 11 == 0


CZ_PREFIX_W = [10, 5, 8, 4, 2, 1]
CZ_ACC_W = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_account():
    while True:
        body = digits(9, first_nonzero=True)
        s = sum(int(a) * b for a, b in zip(body, CZ_ACC_W[:9]))
        d = (-s) % 11
        if d < 10:
            return body + str(d)


def nl_eleven_ok(ten):
    return sum(int(c) * (10 - i) for i, c in enumerate(ten)) % 11 == 0


def iban(cc, bank=None):
    """A fresh IBAN of country cc; national check digits computed where noted."""
    while True:
        if cc == "DE":
            bban = (bank or pick(["10010010", "50010517", "12030000", "20041133",
                                  "70150000", "43060967", "76050101"])) + digits(10)
        elif cc == "FR":
            b = bank or pick(["30004", "30003", "20041", "30002", "10278"])
            br, acc = digits(5), digits(11)
            bban = b + br + acc + "%02d" % fr_rib_key(b, br, acc)
        elif cc == "ES":
            b = bank or pick(["2100", "0049", "0182", "0081", "2085"])
            br, acc = digits(4), digits(10)
            bban = b + br + str(es_dc("00" + b + br)) + str(es_dc(acc)) + acc
        elif cc == "IT":
            abi = bank or pick(["03069", "02008", "05034", "03062", "02008"])
            cab, acc = digits(5), digits(12)
            bban = it_odd_even_char(abi + cab + acc) + abi + cab + acc
        elif cc == "NL":
            b = bank or pick(["ABNA", "RABO", "INGB", "SNSB", "TRIO"])
            acc = digits(10)
            if b != "INGB" and not nl_eleven_ok(acc):
                continue
            bban = b + acc
        elif cc == "PL":
            bban = pl_sort_code(bank or pick(["114", "102", "105", "109", "124"]) + digits(4)) + digits(16)
        elif cc == "PT":
            nineteen = (bank or pick(["0035", "0033", "0007", "0010", "0036"])) + digits(15)
            bban = nineteen + pt_nib_check(nineteen)
        elif cc == "RO":
            bban = (bank or pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"])) + ch(UPDIG, 16)
        elif cc == "SE":
            bban = (bank or pick(["500", "800", "600", "300"])) + digits(17)
        elif cc == "DK":
            bban = (bank or pick(["3000", "0400", "9570", "5301"])) + digits(10)
        elif cc == "NO":
            body = (bank or pick(["1503", "1207", "3000", "9710"])) + digits(6)
            k = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
            if k is None:
                continue
            bban = body + k
        elif cc == "FI":
            bban = luhn_complete((bank or pick(["123456", "800014", "157230", "500015"])) + digits(7))
        elif cc == "HU":
            b = (bank or pick(["117", "116", "104", "120"])) + digits(4)
            acc = digits(15)
            bban = b + hu_9731(b) + acc + hu_9731(acc)
        elif cc == "CZ":
            b = bank or pick(["0800", "0100", "0300", "2010", "0600"])
            bban = b + "000000" + cz_account()
        elif cc == "GR":
            bban = (bank or pick(["011", "017", "026", "014"])) + digits(4) + digits(16)
        elif cc == "TR":
            bban = (bank or pick(["00010", "00012", "00062", "00046", "00067"])) + "0" + digits(16)
        elif cc == "UA":
            bban = (bank or pick(["322001", "305299", "300465", "380805"])) + digits(19)
        elif cc == "GB":
            bban = (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MONZ"])) + digits(6) + digits(8)
        elif cc == "SA":
            bban = (bank or pick(["80", "10", "20", "45"])) + digits(18)
        elif cc == "AE":
            bban = (bank or pick(["033", "026", "035", "030"])) + digits(16)
        elif cc == "IL":
            bban = (bank or pick(["012", "010", "011", "020"])) + digits(3) + digits(13)
        elif cc == "IR":
            bban = "0" + (bank or pick(["12", "17", "19", "55", "56"])) + digits(19)
        else:
            raise ValueError(cc)
        out = iban_from_bban(cc, bban)
        assert iban_ok(out), out
        return out


# national identifiers ------------------------------------------------------
def pesel(female=None):
    b = birthdate(1958, 2006)
    mm = b.month + (20 if b.year >= 2000 else 0)
    serial = digits(3)
    sexd = r.choice("02468" if female else "13579") if female is not None else r.choice(DIG)
    body = "%02d%02d%02d%s%s" % (b.year % 100, mm, b.day, serial, sexd)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * c for a, c in zip(body, w)) % 10) % 10)


def pl_id_card():
    val = lambda c: ord(c) - 55 if c.isalpha() else int(c)
    letters = ch(UP, 3)
    rest = digits(5)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(val(c) * x for c, x in zip(letters + rest, w))
    return letters + str(s % 10) + rest


def pl_nip():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        body = digits(9, first_nonzero=True)
        k = sum(int(a) * b for a, b in zip(body, w)) % 11
        if k < 10:
            return body + str(k)


CN_REGIONS = ["110105", "310115", "440305", "330106", "510107", "420106", "320102", "370202"]


def cn_id():
    b = birthdate(1960, 2003)
    body = pick(CN_REGIONS) + b.strftime("%Y%m%d") + digits(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * c for a, c in zip(body, w)) % 11]


USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    w_org = [3, 7, 9, 10, 5, 8, 4, 2]
    while True:
        org8 = digits(8)
        k = 11 - sum(int(a) * b for a, b in zip(org8, w_org)) % 11
        org = org8 + {10: "X", 11: "0"}.get(k, str(k))
        if "X" in org:
            continue  # X is not in the USCC alphabet
        body = "91" + pick(CN_REGIONS) + org
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        k2 = (31 - sum(USCC_CS.index(c) * x for c, x in zip(body, w)) % 31) % 31
        return body + USCC_CS[k2]


def es_dni():
    n = digits(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def br_cpf(fmt=True):
    while True:
        b = digits(9)
        if len(set(b)) == 1:
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(b))
        d1 = 0 if s % 11 < 2 else 11 - s % 11
        b2 = b + str(d1)
        s = sum(int(c) * (11 - i) for i, c in enumerate(b2))
        d2 = 0 if s % 11 < 2 else 11 - s % 11
        n = b2 + str(d2)
        return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:]) if fmt else n


def se_pnr(sep="-"):
    b = birthdate(1950, 2004)
    body = b.strftime("%y%m%d") + digits(3)
    full = luhn_complete(body)
    return full[:6] + sep + full[6:]


def se_orgnr():
    body = "55" + str(rint(6, 9)) + digits(6)
    full = luhn_complete(body)
    return full[:6] + "-" + full[6:]


def fi_hetu():
    b = birthdate(1950, 2004)
    sign = "-" if b.year < 2000 else "A"
    ind = "%03d" % rint(2, 899)
    n = int(b.strftime("%d%m%y") + ind)
    return b.strftime("%d%m%y") + sign + ind + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_ytunnus():
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        body = digits(7, first_nonzero=True)
        rr = sum(int(a) * b for a, b in zip(body, w)) % 11
        if rr == 1:
            continue
        return body + "-" + str(0 if rr == 0 else 11 - rr)


def fi_viite(base):
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def no_fnr():
    while True:
        b = birthdate(1950, 2004)
        body = b.strftime("%d%m%y") + digits(3)
        k1 = no_mod11(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return body + k1 + k2


def no_orgnr():
    while True:
        body = pick("89") + digits(7)
        k = no_mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return body + k


def no_account():
    while True:
        body = pick(["1503", "1207", "3000", "9710", "1254"]) + digits(6)
        k = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k is not None:
            return body + k


def nl_bsn():
    while True:
        body = digits(8, first_nonzero=True)
        k = sum(int(c) * (9 - i) for i, c in enumerate(body)) % 11
        if k < 10:
            return body + str(k)


def tr_tckn():
    d = [rint(1, 9)] + [rint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def kr_rrn():
    b = birthdate(1960, 2004)
    g = pick("12") if b.year < 2000 else pick("34")
    body = b.strftime("%y%m%d") + g + digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    k = (11 - sum(int(a) * c for a, c in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(k)


def kr_brn():
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    body = digits(9, first_nonzero=True)
    s = sum(int(a) * c for a, c in zip(body, w)) + (int(body[8]) * 5) // 10
    n = body + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])


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
    for i, d in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(d)]]
    return c == 0


def verhoeff_complete(s):
    c = 0
    for i, d in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(d)]]
    return s + str(VINV[c])


def aadhaar():
    n = verhoeff_complete(str(rint(2, 9)) + digits(10))
    return "%s %s %s" % (n[:4], n[4:8], n[8:])


def in_pan(kind="P"):
    return ch(UP, 3) + kind + ch(UP, 1) + digits(4) + ch(UP, 1)


def il_tz(prefix=""):
    body = prefix + digits(8 - len(prefix))
    s = 0
    for i, c in enumerate(body):
        m = int(c) * (1 if i % 2 == 0 else 2)
        s += m if m < 10 else m - 9
    return body + str((10 - s % 10) % 10)


def ro_cnp():
    b = birthdate(1955, 2004)
    sx = (pick("12") if b.year < 2000 else pick("56"))
    body = sx + b.strftime("%y%m%d") + "%02d" % rint(1, 46) + digits(3)
    w = "279146358279"
    k = sum(int(a) * int(c) for a, c in zip(body, w)) % 11
    return body + ("1" if k == 10 else str(k))


def ro_cui():
    base = digits(7, first_nonzero=True)
    w = "753217532"
    padded = base.rjust(9, "0")
    k = (sum(int(a) * int(c) for a, c in zip(padded, w)) * 10) % 11
    return base + ("0" if k == 10 else str(k))


def gr_amka():
    b = birthdate(1955, 2004)
    return luhn_complete(b.strftime("%d%m%y") + digits(4))


def gr_afm(first=None):
    body = (first or pick("0123456789")) + digits(7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body))
    return body + str((s % 11) % 10)


def hu_taj():
    body = digits(8, first_nonzero=True)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body))
    return body + str(s % 10)


def hu_adoszam():
    base = digits(7, first_nonzero=True)
    w = [9, 7, 3, 1, 9, 7, 3]
    k = (10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10
    return "%s%d-%d-%s" % (base, k, rint(2, 4), pick(["01", "13", "41", "42", "43", "44", "02", "09"]))


def cz_rc(female=False):
    while True:
        b = birthdate(1955, 2004)
        mm = b.month + (50 if female else 0)
        body = "%02d%02d%02d" % (b.year % 100, mm, b.day) + digits(3)
        k = int(body) % 11
        if k < 10:
            return body[:6] + "/" + body[6:] + str(k)


def cz_ico():
    base = digits(7)
    rr = sum(int(a) * b for a, b in zip(base, [8, 7, 6, 5, 4, 3, 2])) % 11
    return base + str((11 - rr) % 10)


def iso7064_11_10(body):
    p = 10
    for c in body:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    k = 11 - p
    return "0" if k == 10 else str(k)


def de_steuer_id():
    while True:
        ds = list(DIG)
        r.shuffle(ds)
        nine = ds[:9]
        dup = pick(nine)
        ten = nine + [dup]
        r.shuffle(ten)
        if ten[0] == "0":
            continue
        body = "".join(ten)
        return body + iso7064_11_10(body)


def de_kvnr():
    letter = pick(UP)
    body8 = digits(8, first_nonzero=True)
    ten = "%02d" % (ord(letter) - 64) + body8
    s = 0
    for i, c in enumerate(ten):
        p = int(c) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return letter + body8 + str(s % 10)


def fr_nir():
    b = birthdate(1955, 2004)
    body = pick("12") + b.strftime("%y%m") + pick(["75", "69", "13", "33", "59", "92", "31"]) + digits(3) + digits(3)
    key = 97 - int(body) % 97
    n = body + "%02d" % key
    return "%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:])


CF_MONTH = "ABCDEHLMPRST"


def _cf_part(word, is_name):
    word = word.upper()
    cons = [c for c in word if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in word if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(surname, name, female, belfiore):
    b = birthdate(1955, 2004)
    day = b.day + (40 if female else 0)
    body = _cf_part(surname, False) + _cf_part(name, True) + b.strftime("%y") + CF_MONTH[b.month - 1] + "%02d" % day + belfiore
    return body + it_odd_even_char(body)


def pt_nif(first="2"):
    body = first + digits(7)
    s = sum(int(c) * (9 - i) for i, c in enumerate(body))
    k = s % 11
    return body + str(0 if k < 2 else 11 - k)


def ru_inn12():
    body = pick(["77", "78", "50", "66", "54", "16"]) + digits(8)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    k1 = str(sum(int(a) * b for a, b in zip(body, w11)) % 11 % 10)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    k2 = str(sum(int(a) * b for a, b in zip(body + k1, w12)) % 11 % 10)
    return body + k1 + k2


def ru_inn10():
    body = pick(["77", "78", "50", "66"]) + digits(7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return body + str(sum(int(a) * b for a, b in zip(body, w)) % 11 % 10)


def ru_ogrn():
    body = "1" + digits(2) + pick(["77", "78", "50"]) + digits(7)
    return body + str(int(body) % 11 % 10)


def ru_snils():
    while True:
        body = digits(9)
        if int(body) <= 1001998:
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(body))
        if s < 100:
            k = s
        elif s in (100, 101):
            k = 0
        else:
            k = s % 101
            if k == 100:
                k = 0
        return "%s-%s-%s %02d" % (body[:3], body[3:6], body[6:], k)


def ru_account_key(bik3, acc20_with_zero_key):
    w = [7, 1, 3] * 8
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(bik3 + acc20_with_zero_key))
    return ((s % 10) * 3) % 10


def ru_personal_account(bik):
    acc = "40817810" + "0" + digits(11)
    k = ru_account_key(bik[-3:], acc)
    return acc[:8] + str(k) + acc[9:]


def ua_rnokpp():
    b = birthdate(1955, 2004)
    days = (b - datetime.date(1899, 12, 31)).days
    body = "%05d" % days + digits(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return body + str(sum(int(a) * c for a, c in zip(body, w)) % 11 % 10)


def jp_mynumber():
    body = digits(11, first_nonzero=True)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rr = s % 11
    return body + str(0 if rr <= 1 else 11 - rr)


def th_13(first=None):
    body = (first or pick("1358")) + digits(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(body))
    return body + str((11 - s % 11) % 10)


def fmt_th(n):
    return "%s %s %s %s %s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def ir_melli():
    while True:
        body = digits(9)
        if len(set(body)) == 1:
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(body))
        k = s % 11
        return body + str(k if k < 2 else 11 - k)


def sa_id():
    return luhn_complete("1" + digits(8))


def us_ssn():
    while True:
        a = rint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, rint(1, 99), rint(1, 9999))


def us_ein():
    return "%02d-%s" % (pick([12, 20, 26, 27, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 91, 92, 93, 94, 95]), digits(7))


def aba():
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    while True:
        body = "%02d" % pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]) + digits(6)
        s = sum(int(a) * b for a, b in zip(body, w))
        return body + str((10 - s % 10) % 10)


def uk_nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(second)
        if p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        n = digits(6)
        return "%s %s %s %s %s" % (p, n[:2], n[2:4], n[4:], pick("ABCD"))


def uk_nhs():
    while True:
        body = digits(9, first_nonzero=True)
        s = sum(int(c) * (10 - i) for i, c in enumerate(body))
        k = 11 - s % 11
        if k == 11:
            k = 0
        if k == 10:
            continue
        n = body + str(k)
        return "%s %s %s" % (n[:3], n[3:6], n[6:])


def ca_sin():
    n = luhn_complete(pick("1234567") + digits(7))
    return "%s %s %s" % (n[:3], n[3:6], n[6:])


def ca_bn():
    return luhn_complete(digits(8, first_nonzero=True))


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9]
    while True:
        body = digits(8, first_nonzero=True)
        d = sum(int(a) * b for a, b in zip(body, w)) % 11
        if d < 10:
            n = body + str(d)
            assert sum(int(a) * b for a, b in zip(n, w + [10])) % 11 == 0
            return "%s %s %s" % (n[:3], n[3:6], n[6:])


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        n = str(rint(1, 9)) + digits(10)
        d = [int(c) for c in n]
        d[0] -= 1
        if sum(a * b for a, b in zip(d, w)) % 89 == 0:
            return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def mx_clabe(bank="012"):
    body = bank + digits(3) + digits(11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * w[i]) % 10 for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        n = digits(8, first_nonzero=True)
        if sum(int(a) * b for a, b in zip(n, w)) % 11 == 0:
            return n


def s10(prefix, country):
    """UPU S10 item identifier with its computed check digit."""
    body = digits(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    k = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    k = {10: 0, 11: 5}.get(k, k)
    return prefix + body + str(k) + country


def usps_tracking():
    body = "9400" + digits(17)
    s = 0
    for i, c in enumerate(reversed(body)):
        s += int(c) * (3 if i % 2 == 0 else 1)
    return body + str((10 - s % 10) % 10)


def ups_tracking():
    return "1Z" + ch(UPDIG, 6) + pick(["01", "02", "03", "12", "13"]) + digits(8)


def amazon_order():
    return "%s-%s-%s" % (pick(["111", "112", "113", "114"]), digits(7), digits(7))


def new_uuid():
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


def sha256_hex():
    return hashlib.sha256(r.randbytes(32)).hexdigest()


def sha1_hex():
    return hashlib.sha1(r.randbytes(20)).hexdigest()


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# -------------------------------------------------------------- provider keys
B62 = DIG + UP + LOW


def gh_token(prefix="ghp_"):
    body = ch(ALNUM, 30)
    c = zlib.crc32(body.encode())
    enc = ""
    while c:
        c, m = divmod(c, 62)
        enc = B62[m] + enc
    return prefix + body + enc.rjust(6, "0")


def gh_fine_grained():
    return "github_pat_" + "11" + ch(UPDIG, 20) + "_" + ch(ALNUM, 59)


def aws_akid(prefix="AKIA"):
    return prefix + ch("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret():
    return ch(ALNUM + "/+", 40)


def slack_token(kind="xoxb"):
    return "%s-%s-%s-%s" % (kind, digits(12, True), digits(13, True), ch(ALNUM, 24))


def stripe_key(kind="sk_live_"):
    return kind + "51" + ch(ALNUM, 14) + ch(ALNUM, 83)


def openai_key():
    return "sk-proj-" + ch(B64URL, 74) + "T3BlbkFJ" + ch(B64URL, 74)


def anthropic_key():
    return "sk-ant-api03-" + ch(B64URL, 93) + "AA"


def google_api_key():
    return "AIza" + ch(B64URL, 35)


def jwt_hs256(payload, key):
    h = b64url_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64url_nopad(sig)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    """openssh-key-v1 container with random key bytes (public half not derived)."""
    pub = r.randbytes(32)
    seed = r.randbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = r.randbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    b64 = base64.b64encode(blob).decode()
    return "\n".join(b64[i:i + 70] for i in range(0, len(b64), 70))


def ssh_pub_ed25519():
    blob = ssh_string(b"ssh-ed25519") + ssh_string(r.randbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def pem_body(nbytes, der_prefix=b"", width=64):
    b64 = base64.b64encode(der_prefix + r.randbytes(nbytes)).decode()
    return "\n".join(b64[i:i + width] for i in range(0, len(b64), width))


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    full = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(full, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = B58[m] + out
    pad = len(full) - len(full.lstrip(b"\x00"))
    return "1" * pad + out


def btc_wif():
    return b58check(b"\x80" + r.randbytes(32) + b"\x01")


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def btc_bech32():
    prog = r.randbytes(20)
    acc, bits, data = 0, 0, []
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    data = [0] + data
    pm = _bech_polymod(_hrp_expand("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    addr = "bc1" + "".join(BECH[d] for d in data + chk)
    assert _bech_polymod(_hrp_expand("bc") + [BECH.index(c) for c in addr[3:]]) == 1
    return addr


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit "
         "august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis "
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
BIP39 += ("ugly umbrella unaware unfair unhappy uniform unit universe unlock until unusual unveil update upset "
          "useful usual vacant vacuum valley valve various vault vehicle velvet venue verb verify veteran victory "
          "video view village violin virus visit visual vivid vocal volume vote voyage wage wagon wait walk wall "
          "war warm warrior wash water wave way wealth weapon weather wedding weekend weird welcome west wet whale "
          "wheel whip whisper wide width wife wild window wine wing wink winter wire wisdom wise witness wolf "
          "woman wonder wood work world worth wrap wrist write wrong yard year yellow young youth zero zone zoo").split()
assert len(BIP39) == len(set(BIP39))


def seed_phrase(n=12):
    return " ".join(r.sample(BIP39, n))


def selftest():
    """Known published examples for every check-digit routine that is claimed as computed."""
    t = []
    t.append(iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432"))
    t.append(iban_ok("IT60X0542811101000000123456") and it_odd_even_char("0542811101000000123456") == "X")
    t.append(iban_ok("ES9121000418450200051332") and (es_dc("0021000418"), es_dc("0200051332")) == (4, 5))
    t.append(iban_ok("PT50000201231234567890154") and pt_nib_check("0002012312345678901") == "54")
    t.append(no_mod11("8601111794", [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == "7" and luhn_ok("12345600000785"))
    t.append(hu_9731("1177301") == "6" and pl_sort_code("1090101") == "10901014" and nl_eleven_ok("0417164300"))
    t.append(cz_weighted_ok("000019", CZ_PREFIX_W) and cz_weighted_ok("2000145399", CZ_ACC_W))
    t.append(verhoeff_complete("236") == "2363" and verhoeff_ok("2363"))
    t.append(luhn_ok("4242424242424242") and luhn_ok("79927398713") and luhn_ok("8112189876"))
    t.append(iso7064_11_10("8609574271") == "9" and iso7064_11_10("13669597") == "6")
    t.append(it_odd_even_char("RSSMRA85T10A562") == "S")
    t.append(ru_account_key("025", "30101810000000000225") == 4)
    t.append("0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T")
    t.append(sum(int(a) * b for a, b in zip("021000021", [3, 7, 1] * 3)) % 10 == 0)
    return all(t)


# ------------------------------------------------------------------ framework
SEP = "\n---\n"
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt",
         "it", "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
CASES = []


def case(lang, slug, neg=False):
    def deco(fn):
        CASES.append((lang, slug, neg, fn))
        return fn
    return deco


def C(text, secrets, lookalikes, note):
    return {"text": text, "secrets": list(secrets), "lookalikes": list(lookalikes), "note": note}


def bad_chars(s, allow_newline):
    bad = []
    for c in s:
        o = ord(c)
        if c == "\n":
            if not allow_newline:
                bad.append(c)
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or o in (0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF) or 0xD800 <= o <= 0xDFFF:
            bad.append(c)
            continue
        cat = unicodedata.category(c)
        if cat == "Zs" and c != " ":
            bad.append(c)
        elif cat == "Cf" and o != 0x200C:
            bad.append(c)
        elif cat in ("Co", "Cn"):
            bad.append(c)
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


NUMSEP = " -./"


def validate_case(c):
    errs = []
    text = c["text"]
    if not isinstance(text, str) or not text.strip():
        return ["empty text"]
    for k in ("id", "lang", "note"):
        if not isinstance(c.get(k), str) or not c[k] or bad_chars(c[k], False):
            errs.append("bad scalar %s" % k)
    if bad_chars(text, True):
        errs.append("hostile characters in text: %r" % bad_chars(text, True)[:3])
    if text != text.strip():
        errs.append("text has outer whitespace")
    if c["lang"] not in LANGS:
        errs.append("unknown lang %s" % c["lang"])
    S, L = c["secrets"], c["lookalikes"]
    for kind, vals in (("secret", S), ("lookalike", L)):
        if len(set(vals)) != len(vals):
            errs.append("duplicate %s" % kind)
        for v in vals:
            if not isinstance(v, str) or not v:
                errs.append("empty %s" % kind)
                continue
            if v != v.strip():
                errs.append("%s with outer whitespace: %r" % (kind, v))
            if bad_chars(v, True):
                errs.append("hostile characters in %s %r" % (kind, v))
            occ = occurrences(text, v)
            if not occ:
                errs.append("%s not in text: %r" % (kind, v))
                continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s occurs %d times: %r" % (kind, len(occ), v))
            for a, b in occ:
                if v[0].isdigit():
                    if a > 0 and text[a - 1].isdigit():
                        errs.append("%s embedded in a longer number: %r" % (kind, v))
                    if a > 1 and text[a - 1] in NUMSEP and text[a - 2].isdigit() and all(x.isdigit() or x in NUMSEP for x in v):
                        errs.append("%s continues a number on the left: %r" % (kind, v))
                if v[-1].isdigit():
                    if b < len(text) and text[b].isdigit():
                        errs.append("%s embedded in a longer number: %r" % (kind, v))
                    if b + 1 < len(text) and text[b] in NUMSEP and text[b + 1].isdigit() and all(x.isdigit() or x in NUMSEP for x in v):
                        errs.append("%s continues a number on the right: %r" % (kind, v))
    both = set(S) & set(L)
    if both:
        errs.append("value listed as secret and look-alike: %r" % both)
    for s in S:
        for a, b in occurrences(text, s):
            for l in L:
                for x, y in occurrences(text, l):
                    if a < y and x < b:
                        errs.append("secret %r overlaps look-alike %r" % (s, l))
    return errs


# ------------------------------------------------------------------ value kits
WORDS = ["maple", "harbor", "falcon", "copper", "lantern", "saffron", "juniper", "cobalt", "thistle", "meadow",
         "orchid", "granite", "velvet", "pepper", "summit", "willow", "ember", "quartz", "tundra", "marble",
         "biscuit", "rocket", "mango", "pickle", "nimbus", "otter", "cactus", "violet", "walnut", "canyon"]
SYM = "!#$%&*?@+="


def pw_human():
    style = rint(0, 4)
    if style == 0:
        return pick(WORDS).capitalize() + pick(WORDS).capitalize() + digits(rint(2, 4)) + pick(SYM)
    if style == 1:
        return "-".join(w.capitalize() for w in r.sample(WORDS, 3)) + digits(2)
    if style == 2:
        w = pick(WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3")
        return leet.capitalize() + str(rint(1975, 2015)) + pick(SYM)
    if style == 3:
        return ch(ALNUM + "!@#$%^&*", rint(14, 20))
    return pick(WORDS) + pick(["_", ".", ""]) + pick(WORDS) + digits(rint(1, 3))


def pw_url():
    return ch(ALNUM + "-_~", rint(18, 26))


def pin(n=4):
    while True:
        p = digits(n)
        if len(set(p)) > 2 and p not in ("1234", "0000", "123456"):
            return p


# ------------------------------------------------------------------ English: positives
@case("en", "aws-env-invalid-token")
def _():
    akid, sec, commit = aws_akid(), aws_secret(), sha1_hex()[:12]
    t = f"""boto3 keeps throwing InvalidClientTokenId even though I copied the keys straight out of the IAM console. This is my .env:

AWS_ACCESS_KEY_ID={akid}
AWS_SECRET_ACCESS_KEY={sec}
AWS_DEFAULT_REGION=eu-west-2

It all worked on commit {commit} and broke after I rotated the keys yesterday. What am I missing?"""
    return C(t, [akid, sec], [commit], "AWS key pair in a .env; short commit hash nearby")


@case("en", "github-token-in-remote-url")
def _():
    tok, sha = gh_token(), sha1_hex()
    t = f"""git push suddenly fails with "remote: Invalid username or token". My remote is set like this:

origin  https://dkowal:{tok}@github.com/dkowal/thesis-scripts.git (push)

Last thing that went through was {sha} on main. Did the token expire or is the URL format wrong?"""
    return C(t, [tok], [sha], "classic GitHub PAT inside a git remote URL; full commit SHA as look-alike")


@case("en", "stripe-live-key-python")
def _():
    sk = stripe_key("sk_live_")
    pk = stripe_key("pk_live_")
    price = "price_1" + ch(ALNUM, 23)
    t = f"""Checkout works in test mode with 4242 4242 4242 4242 but in live mode I get "No such price: '{price}'". Server code:

```python
import stripe
stripe.api_key = "{sk}"

session = stripe.checkout.Session.create(
    mode="subscription",
    line_items=[{{"price": "{price}", "quantity": 1}}],
    success_url="https://tinyloom.studio/thanks",
)
```
and the frontend loads Stripe("{pk}"). Do I need to recreate the products in live mode?"""
    return C(t, [sk], [pk, price, "4242 4242 4242 4242"],
             "Stripe secret live key; publishable key, price id and the public test card are look-alikes")


@case("en", "openai-key-curl-429")
def _():
    key = openai_key()
    req = "req_" + ch(HEXL, 32)
    t = f"""why am I getting 429 insufficient_quota? I just topped up $20.

curl https://api.openai.com/v1/chat/completions \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer {key}" \\
  -d '{{"model": "gpt-4o-mini", "messages": [{{"role": "user", "content": "hi"}}]}}'

response header x-request-id: {req}"""
    return C(t, [key], [req], "OpenAI project key in a curl command; request id look-alike")


@case("en", "anthropic-key-compose")
def _():
    key = anthropic_key()
    digest = "sha256:" + sha256_hex()
    t = f"""My container can't reach the API, logs say "authentication_error: invalid x-api-key". docker-compose.yml:

services:
  summarizer:
    image: ghcr.io/marlow-labs/summarizer@{digest}
    environment:
      ANTHROPIC_API_KEY: {key}
      LOG_LEVEL: debug
    restart: unless-stopped

Is there something wrong with how compose passes the variable?"""
    return C(t, [key], [digest], "Anthropic key in docker-compose env; image digest look-alike")


@case("en", "postgres-url-credentials")
def _():
    user, pw = "orders_svc", pw_url()
    host = "pg-prod-eu1.internal.%s.net" % pick(["brightcart", "kettlehq", "parcelpoint"])
    t = f"""Prisma can't connect from the new k8s cluster: "P1001: Can't reach database server". The env var is

DATABASE_URL="postgresql://{user}:{pw}@{host}:5432/orders?schema=public&sslmode=require"

Same value works from my laptop over the VPN. Is it a network policy thing?"""
    return C(t, [f"{user}:{pw}"], [host], "credentials part of a Postgres URL is the secret; host is a look-alike")


@case("en", "mongodb-srv-node")
def _():
    user = pick(["shopadmin", "tanvir", "app-rw"])
    pw = ch(ALNUM, 16)
    cl = "cluster0." + ch(LOWDIG, 5) + ".mongodb.net"
    t = f"""MongoServerError: bad auth : authentication failed. Here's my connect call, password has no special chars so it's not an encoding issue:

await mongoose.connect("mongodb+srv://{user}:{pw}@{cl}/storefront?retryWrites=true&w=majority");

The user exists in Atlas under Database Access with readWrite on storefront."""
    return C(t, [f"{user}:{pw}"], [cl], "MongoDB SRV string: user:password is secret, cluster host look-alike")


@case("en", "dotnet-connection-string")
def _():
    pw = pw_human()
    mig = "2026%02d%02d%06d_AddTimesheets" % (rint(1, 11), rint(1, 28), rint(0, 235959))
    t = f"""EF Core migration {mig} fails on Azure SQL with "Login failed for user 'payroll_app'". appsettings.Production.json:

"ConnectionStrings": {{
  "DefaultConnection": "Server=tcp:contoso-payroll.database.windows.net,1433;Initial Catalog=Payroll;User ID=payroll_app;Password={pw};Encrypt=True;TrustServerCertificate=False;"
}}

Firewall rule for the app service outbound IPs is already there."""
    return C(t, [pw], [mig], "ADO.NET connection string: Password value is the secret; migration id is a code identifier")


@case("en", "slack-bot-not-in-channel")
def _():
    tok = slack_token("xoxb")
    chan = "C0" + ch(UPDIG, 9)
    ts = "%d.%06d" % (rint(1764000000, 1765000000), rint(0, 999999))
    t = f"""My standup bot crashes with this, any idea?

Traceback (most recent call last):
  File "bot.py", line 41, in post_summary
    client.chat_postMessage(channel="{chan}", text=summary, thread_ts="{ts}")
slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)
The server responded with: {{'ok': False, 'error': 'not_in_channel'}}

client is created with WebClient(token="{tok}")"""
    return C(t, [tok], [chan, ts], "Slack bot token in code; channel id and message ts look-alikes")


@case("en", "slack-webhook-url")
def _():
    path = "T0%s/B0%s/%s" % (ch(UPDIG, 8), ch(UPDIG, 9), ch(ALNUM, 24))
    run = str(rint(10000000000, 19999999999))
    t = f"""GitHub Actions step that posts to Slack started failing with 404 no_service. The secret SLACK_WEBHOOK is https://hooks.slack.com/services/{path} and the run id is {run}. Did Slack kill legacy webhooks?"""
    return C(t, [path], [run], "Slack incoming webhook: the T/B/secret path is the credential; workflow run id look-alike")


@case("en", "telegram-bot-token")
def _():
    tok = "%d:AA%s" % (rint(6000000000, 7999999999), ch(B64URL, 33))
    chat = "-100" + digits(10, True)
    t = f"""python-telegram-bot v21, messages to my group never arrive. Code:

app = Application.builder().token("{tok}").build()
await app.bot.send_message(chat_id={chat}, text="Build finished")

The bot is admin in the group. Error: Forbidden: bot is not a member of the supergroup chat"""
    return C(t, [tok], [chat], "Telegram bot token; supergroup chat id look-alike")


@case("en", "discord-bot-token")
def _():
    app_id = str(rint(1100000000000000000, 1399999999999999999))
    tok = b64url_nopad(app_id.encode()) + "." + ch(B64URL, 6) + "." + ch(B64URL, 38)
    guild = str(rint(900000000000000000, 1299999999999999999))
    t = f"""discord.py says "Improper token has been passed" but I just reset it in the developer portal. Application ID {app_id}, test server {guild}.

bot.run("{tok}")

Intents are all enabled."""
    return C(t, [tok], [app_id, guild], "Discord bot token; application id and guild id snowflakes are look-alikes")


@case("en", "openssh-private-key-permission")
def _():
    body = openssh_ed25519("priya@thinkpad")
    fp = "SHA256:" + b64url_nopad(r.randbytes(32)).replace("-", "+").replace("_", "/")
    t = f"""ssh to my VPS says "Permission denied (publickey)". ssh-keygen -lf on the server's authorized key gives {fp} which matches my local one. This is the key file, does it look corrupted?

-----BEGIN OPENSSH PRIVATE KEY-----
{body}
-----END OPENSSH PRIVATE KEY-----"""
    return C(t, [body], [fp], "OpenSSH ed25519 private key body; public key fingerprint is a look-alike")


@case("en", "ec-key-vs-certificate")
def _():
    der = (bytes.fromhex("30770201010420") + r.randbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + r.randbytes(64))
    kb = base64.b64encode(der).decode()
    key = "\n".join(kb[i:i + 64] for i in range(0, len(kb), 64))
    cert = pem_body(560 - 15, bytes.fromhex("3082022c308201d3a003020102021400"[:30]))
    t = f"""nginx: [emerg] SSL_CTX_use_PrivateKey("/etc/nginx/ssl/api.key") failed (SSL: error:05800074:x509 certificate routines::key values mismatch)

api.crt starts with
-----BEGIN CERTIFICATE-----
{cert}
-----END CERTIFICATE-----

and api.key is
-----BEGIN EC PRIVATE KEY-----
{key}
-----END EC PRIVATE KEY-----

how do I check which key belongs to the cert?"""
    return C(t, [key], [cert], "EC private key (secret) next to its public certificate (look-alike)")


@case("en", "jwt-bearer-vs-jwtio")
def _():
    sub = new_uuid()
    iat = rint(1764900000, 1765100000)
    tok = jwt_hs256({"sub": sub, "email": "m.okafor@%s.io" % pick(["ledgerly", "fernpay", "tallyhq"]),
                     "role": "admin", "iat": iat, "exp": iat + 3600}, r.randbytes(32))
    demo = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = f"""My Express middleware rejects my own token with "invalid signature" but accepts the sample one from jwt.io ({demo}) when I set the secret to the jwt.io default. Here's the real request:

curl -H "Authorization: Bearer {tok}" https://api.staging.internal/v2/me

I sign with HS256 and process.env.JWT_SECRET on both sides."""
    return C(t, [tok], [demo], "live HS256 JWT in a bearer header; the jwt.io documentation token is a look-alike")


@case("en", "django-session-cookie")
def _():
    sess = ch(LOWDIG, 32)
    ga = "GA1.1.%d.%d" % (rint(100000000, 1999999999), rint(1750000000, 1765000000))
    order = "W" + digits(9, True)
    t = f"""I copied the request as cURL from devtools to debug why my order page 500s:

curl 'https://shop.fernandbarrow.co.uk/account/orders/{order}/' \\
  -H 'accept: text/html' \\
  -H 'cookie: _ga={ga}; csrftoken={ch(ALNUM, 32)}; sessionid={sess}' \\
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'

Can you see anything odd?"""
    return C(t, [sess], [ga, order], "Django session cookie; analytics cookie and order number look-alikes")


@case("en", "google-oauth-client-secret")
def _():
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12, True), ch(LOWDIG, 32))
    sec = "GOCSPX-" + ch(B64URL, 28)
    t = f"""Getting Error 400: redirect_uri_mismatch on Google sign-in. client_secret.json:

{{"web":{{"client_id":"{cid}","project_id":"recipe-box-4417","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"{sec}","redirect_uris":["http://localhost:8000/auth/callback"]}}}}

I'm running the app on 127.0.0.1:8000."""
    return C(t, [sec], [cid], "OAuth client secret (secret) beside the public client id (look-alike)")


@case("en", "twilio-auth-token")
def _():
    sid = "AC" + ch(HEXL, 32)
    tok = ch(HEXL, 32)
    msid = "SM" + ch(HEXL, 32)
    t = f"""Twilio SMS from my Flask app: first message worked ({msid}) and now every call returns 20003 Authenticate.

client = Client("{sid}", "{tok}")
client.messages.create(to="+14155550143", from_="+16282520917", body=code_msg)

Did I get suspended?"""
    return C(t, [tok], [msid, "+14155550143"], "Twilio auth token; message SID and phone number look-alikes, account SID neutral")


@case("en", "npmrc-auth-token")
def _():
    tok = "npm_" + ch(ALNUM, 36)
    integ = "sha512-" + base64.b64encode(r.randbytes(64)).decode()
    t = f"""npm publish gives E404 for my scoped package. ~/.npmrc:

@lumen-ui:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={tok}

package-lock has "integrity": "{integ}" for the previous version, so it did publish once."""
    return C(t, [tok], [integ], "npm automation token in .npmrc; package integrity hash look-alike")


@case("en", "azure-storage-connstring")
def _():
    key = base64.b64encode(r.randbytes(64)).decode()
    etag = "0x8DC" + ch(HEXU, 12)
    t = f"""Blob upload from my Function App throws AuthenticationFailed "Server failed to authenticate the request". Setting:

AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=stinvoicesprod01;AccountKey={key};EndpointSuffix=core.windows.net

Listing works, the last blob I wrote has ETag {etag}."""
    return C(t, [key], [etag], "Azure storage AccountKey value; blob ETag look-alike")


@case("en", "gcp-service-account-json")
def _():
    kid = ch(HEXL, 40)
    body = base64.b64encode(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + r.randbytes(1180)).decode()
    lines = "\\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    cid = digits(21, True)
    t = (f"""gcloud auth activate-service-account works but my Python client says invalid_grant: Invalid JWT Signature. key.json:

{{
  "type": "service_account",
  "project_id": "harvest-metrics-prod",
  "private_key_id": "{kid}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{lines}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "etl-runner@harvest-metrics-prod.iam.gserviceaccount.com",
  "client_id": "{cid}"
}}""")
    return C(t, [lines], [cid], "service-account private key inside JSON with escaped newlines; numeric client id look-alike")


@case("en", "totp-seed-migration")
def _():
    seed = ch(B32, 32)
    t = f"""Moving my 2FA to a new phone. I decoded the old QR and got

otpauth://totp/Fastmail:anna.kovacs@fastmail.com?secret={seed}&issuer=Fastmail&algorithm=SHA1&digits=6&period=30

Can I just type that secret into Aegis manually or do I need a new QR?"""
    return C(t, [seed], [], "TOTP seed inside an otpauth URI")


@case("en", "sms-code-vs-scam-text")
def _():
    code = digits(6, True)
    trk = usps_tracking()
    t = f"""Got two texts within a minute, is one of them a scam?

1) "G-{code} is your Google verification code."
2) "USPS: Your package {trk} could not be delivered due to incomplete address. Update here: usps-redelivery-help.com"

I did just try to log in to Gmail on my laptop."""
    return C(t, [code], [trk], "live Google verification code next to a tracking number in a phishing SMS")


@case("en", "github-recovery-codes")
def _():
    codes = ["%s-%s" % (ch(HEXL, 5), ch(HEXL, 5)) for _ in range(3)]
    lst = "\n".join(codes)
    t = f"""I lost my phone and I'm locked out of GitHub 2FA. These are the recovery codes left in my notes app after I crossed out the used ones. Does it matter which one I try first?

{lst}"""
    return C(t, codes, [], "three GitHub recovery codes, each a secret")


@case("en", "own-password-strength")
def _():
    pw = pick(WORDS).capitalize() + "!" + pick(WORDS).capitalize() + "_" + str(rint(1981, 2003))
    t = f"""Our IT guy says "Password123" style passwords get cracked instantly, fair. But is {pw} good enough for my Outlook account? I've used it since college for pretty much everything."""
    return C(t, [pw], ["Password123"], "user's real password; famous weak example as look-alike")


@case("en", "bitwarden-csv-export")
def _():
    p1, p2 = pw_human(), ch(ALNUM + "!@#%^*", 20)
    t = f"""KeePassXC import puts everything into one column. First lines of the Bitwarden export:

folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Finance,1,login,Ally Bank,,,0,https://secure.ally.com,jreyes84,{p1},
Work,,login,Okta,,,0,https://acme.okta.com,jreyes@acme.com,{p2},

Is the delimiter wrong?"""
    return C(t, [p1, p2], [], "password-manager CSV with two passwords")


@case("en", "family-netflix-login")
def _():
    pw = "-".join(w.capitalize() for w in r.sample(WORDS, 3)) + digits(2)
    t = f"""My sister shares her Netflix with me (she pays for the family plan). Login is her email, mira.delgado@outlook.com, password {pw}. It keeps saying "Your device isn't part of the Netflix Household for this account", error NW-2-5. How do I fix it without her having to be here?"""
    return C(t, [pw], ["NW-2-5"], "entrusted streaming password; error code look-alike")


@case("en", "hotel-card-authorization")
def _():
    num, ex, cv = card("visa"), expiry(), cvc()
    conf = digits(8, True)
    t = f"""Can you fill this hotel credit card authorization form text for me? Booking confirmation {conf}, guest Daniel Whitfield, card Visa {fmt_card(num)}, exp {ex}, CVV {cv}, authorize up to $1,450.00 for room and incidentals."""
    return C(t, [fmt_card(num), ex, cv], [conf], "card number, expiry and CVV; hotel confirmation number look-alike")


@case("en", "replacement-card-masked-old")
def _():
    old4 = digits(4)
    num, ex, cv = card("mc"), expiry(), cvc()
    t = f"""My old Mastercard (**** {old4}) was cancelled after fraud. The replacement is {num}, expires {ex}, security code {cv}. Which subscriptions usually break when the card changes? Spotify, iCloud, Costco?"""
    return C(t, [num, ex, cv], ["**** " + old4], "new card details; masked old card as look-alike")


@case("en", "ssn-and-employer-ein")
def _():
    ssn, ein = us_ssn(), us_ein()
    t = f"""Doing my 1040 on FreeFile. W-2 box a has my SSN {ssn}, box b employer EIN {ein}, box 1 wages $68,412.55. The software says the SSN doesn't match the W-2 — the one on my card is the same though. What do I do?"""
    return C(t, [ssn], [ein], "own SSN secret; employer EIN look-alike")


@case("en", "direct-deposit-routing")
def _():
    rt = aba()
    acct = digits(10, True)
    t = f"""Payroll asks for direct deposit info. My credit union routing number is {rt} and checking account {acct}. Is it safe to send this over their HR portal or should I bring a voided check?"""
    return C(t, [acct], [rt], "own checking account secret; routing number public look-alike")


@case("en", "uk-new-starter-form")
def _():
    sc = "%02d-%02d-%02d" % (pick([20, 30, 40, 60, 77, 11]), rint(0, 99), rint(0, 99))
    acc = digits(8, True)
    ni = uk_nino()
    t = f"""Filling in the new starter checklist for my job. Bank: Barclays, sort code {sc}, account number {acc}. National Insurance number {ni}. Which statement do I tick, A, B or C, if this is my second job?"""
    return C(t, [acc, ni], [sc], "UK account number and NI number secrets; sort code look-alike")


@case("en", "canada-sin-t4")
def _():
    sin = ca_sin()
    bn = ca_bn() + "RP0001"
    t = f"""My T4 shows the employer's account number {bn} and my SIN {sin}. CRA My Account won't let me register, says the info doesn't match. Could it be the box 14 amount?"""
    return C(t, [sin], [bn], "Canadian SIN secret; employer payroll account number look-alike")


@case("en", "au-tfn-super-choice")
def _():
    tfn = au_tfn()
    bsb = "%03d-%03d" % (pick([62, 63, 82, 33, 12]), rint(0, 999))
    acc = digits(8, True)
    abn = au_abn()
    t = f"""Starting at a cafe in Fitzroy. The owner gave me the TFN declaration and super choice form. My TFN is {tfn}, bank BSB {bsb} account {acc}. Employer ABN on the form is {abn}. Do I put the ABN anywhere on my part?"""
    return C(t, [tfn, acc], [bsb, abn], "TFN and account secrets; BSB and employer ABN look-alikes")


@case("en", "driver-licence-car-rental")
def _():
    dl = pick(UP) + digits(7)
    conf = "K" + digits(10, True)
    t = f"""Hertz online check-in asks for my California driver license: {dl}, expires 11/2029. Reservation {conf}. It rejects the license — do they want it without the letter?"""
    return C(t, [dl], [conf], "driver licence number secret; rental reservation number look-alike")


@case("en", "health-insurance-member-id")
def _():
    mid = ch(UP, 3) + digits(9, True)
    grp = digits(6, True)
    t = f"""Urgent care says my insurance is inactive. Card shows: Member ID {mid}, Group {grp}, RxBIN 610014, RxPCN CTRXCLAIM. I started the job Oct 1. Who do I call first, HR or the insurer?"""
    return C(t, [mid], [grp, "610014"], "health insurance member id secret; group number and RxBIN look-alikes")


@case("en", "nhs-number-gp")
def _():
    nhs = uk_nhs()
    phone = "020 7946 0%03d" % rint(0, 999)
    t = f"""Registering with a new GP online. It asks for my NHS number, I found it on an old letter: {nhs}. The surgery line {phone} is always busy. Can I register without a proof of address?"""
    return C(t, [nhs], [phone], "NHS number secret; surgery phone look-alike")


@case("en", "house-sitter-codes")
def _():
    gate, door = pin(4), pin(4)
    wifi = pick(WORDS) + pick(WORDS) + digits(3)
    vet = "(503) 555-0%03d" % rint(100, 199)
    t = f"""Can you turn this into a tidy one-page note for our house sitter?

- gate code #{gate}
- front door keypad {door}, then press the lock button
- alarm is off, don't touch the panel
- wifi HolmesHouse / {wifi}
- Juniper eats twice a day, vet is Dr. Patel {vet}
- recycling goes out Thursday night"""
    return C(t, [gate, door, wifi], [vet], "gate, door and Wi-Fi codes; vet phone look-alike")


@case("en", "airbnb-lockbox-host-message")
def _():
    box = pin(4)
    wifi = "olivo" + str(rint(2015, 2022)) + pick(["sunset", "verde", "casa"])
    conf = "HM" + ch(UPDIG, 8)
    t = f"""Host sent this, can you translate it to Spanish for my parents?

"Hi! Reservation {conf} is confirmed. The lockbox is on the railing left of the door, code {box}. Wi-Fi: Casa_Olivo, password {wifi}. Checkout is 11am, please leave keys back in the box."""
    return C(t, [box, wifi], [conf], "entrusted lockbox code and Wi-Fi password; booking code look-alike")


@case("en", "security-question-answers")
def _():
    pet = pick(["Biscuit", "Waffles", "Pumpernickel", "Mochi", "Sergeant"])
    maiden = pick(["Vasquez-Ortega", "Lindqvist", "Okonkwo", "Brannigan"])
    t = f"""My bank wants me to re-set my security questions and I want to keep the same answers so I don't forget them: first pet: {pet}; mother's maiden name: {maiden}. Is it smarter to use fake answers instead?"""
    return C(t, [pet, maiden], [], "answers to security questions")


@case("en", "metamask-seed-phrase")
def _():
    phrase = seed_phrase(12)
    addr = "0x" + ch(HEXL, 40)
    t = f"""I reinstalled Chrome and MetaMask shows an empty wallet. My recovery phrase is: {phrase}. My old address was {addr}, but after import I get a different address. Did I type a word wrong?"""
    return C(t, [phrase], [addr], "12-word recovery phrase; public address look-alike")


@case("en", "eth-private-key-vs-txhash")
def _():
    pk = ch(HEXL, 64)
    tx = "0x" + ch(HEXL, 64)
    t = f"""Sent USDC to the wrong network. Etherscan shows the tx {tx} as successful. I have the private key of the receiving wallet (exported from Trust Wallet): {pk}. Can I import it into MetaMask and switch network to recover the funds?"""
    return C(t, [pk], [tx], "raw Ethereum private key next to a transaction hash of the same shape")


@case("en", "bitcoin-wif-paper-wallet")
def _():
    wif = btc_wif()
    addr = btc_bech32()
    txid = ch(HEXL, 64)
    t = f"""Found my old paper wallet. Private key (WIF): {wif}. I sent the coins to my new address {addr} via Electrum sweep, txid {txid}, still unconfirmed after 6 hours. Should I bump the fee?"""
    return C(t, [wif], [addr, txid], "WIF private key; bech32 address and txid look-alikes")


@case("en", "multi-wifi-announce-then-give")
def _():
    pw = pick(WORDS).capitalize() + pick(WORDS).capitalize() + digits(4)
    t = SEP.join([
        "I'm writing a sign for our guest room with the wifi details, I'll give you the password in the next message, make it look nice and fit on an A5 card",
        f"network: Nakamura-Guest\npassword: {pw}",
        "oh and add a QR code note at the bottom saying 'scan to join'"])
    return C(t, [pw], [], "multi-message: Wi-Fi password announced then given")


@case("en", "multi-pin-correction")
def _():
    wrong = pin(4)
    right = wrong[:2] + wrong[3] + wrong[2]
    if right == wrong:
        raise ValueError("same")
    t = SEP.join([
        f"remind me tomorrow: the new PIN for the joint Chase debit card is {wrong}",
        f"wait sorry I swapped the last two digits, it's {right}. don't mix them up"])
    return C(t, [wrong, right], [], "multi-message: PIN corrected in a second message; both versions are secrets")


@case("en", "multi-password-in-parts")
def _():
    a, b = ch(ALNUM, 9), ch(ALNUM + "#%&", 9)
    t = SEP.join([
        "My dad's router admin password is super long and I'm sending it in two pieces so I can copy it easily, first part: " + a,
        "second part: " + b,
        "now how do I log in to 192.168.1.1 and change the 2.4GHz channel?"])
    return C(t, [a, b], ["192.168.1.1"], "multi-message: password split in two parts; router IP look-alike")


@case("en", "multi-key-then-redacted")
def _():
    key = google_api_key()
    masked = key[:6] + "..." + "XXXX"
    t = SEP.join([
        f"Maps JavaScript API shows 'This page can't load Google Maps correctly'. key={key} loaded via script tag",
        f"oops, shouldn't have pasted the full one. pretend I wrote {masked}. Anyway billing is enabled on the project"])
    return C(t, [key], [masked], "multi-message: full API key then a masked version; the masked one is a look-alike")


@case("en", "multi-iban-two-messages")
def _():
    ib = iban("NL", "RABO")
    t = SEP.join([
        "I need to give my Dutch employer my bank details for salary, they asked for IBAN and BIC. my bank is Rabobank",
        f"IBAN {group4(ib)}, BIC RABONL2U. is the BIC needed at all inside the EU?"])
    return C(t, [group4(ib)], ["RABONL2U"], "multi-message: own IBAN in the second message; bank BIC look-alike")


@case("en", "multi-otp-forwarded")
def _():
    code = digits(6, True)
    ref = digits(12, True)
    t = SEP.join([
        "My mom is on the phone with someone from 'Amazon' who says her account was hacked and they sent her a code to verify",
        f"she forwarded me the text: \"Amazon: {code} is your one-time password. Do not share it with anyone.\" they also gave a case number {ref}",
        "should she read the code to them??"])
    return C(t, [code], [ref], "multi-message: OTP forwarded during a scam call; case number look-alike")


@case("en", "log-bearer-trace-ids")
def _():
    tok = ch(ALNUM, 40)
    trace, span = ch(HEXL, 32), ch(HEXL, 16)
    t = f"""Our API gateway log for the failing call:

2026-12-04T09:14:22.381Z INFO request method=GET path=/v1/invoices trace_id={trace} span_id={span} headers={{"authorization":"Bearer {tok}","x-client":"ios/5.2.1"}} status=401 latency_ms=12

why would a valid token get 401 only on this route?"""
    return C(t, [tok], [trace, span], "opaque bearer token in a log line; trace and span ids look-alikes")


@case("en", "k8s-secret-base64")
def _():
    pw = pw_human()
    enc = base64.b64encode(pw.encode()).decode()
    uid = new_uuid()
    t = f"""The pod can't log in to Postgres, but the secret looks fine to me:

apiVersion: v1
kind: Secret
metadata:
  name: billing-db
  namespace: billing
  uid: {uid}
type: Opaque
data:
  username: YmlsbGluZw==
  password: {enc}

is base64 encoding adding a newline somewhere?"""
    return C(t, [enc], [uid], "base64-encoded password in a Kubernetes Secret; object uid look-alike")


@case("en", "revoked-leaked-token")
def _():
    tok = gh_token()
    sha = sha1_hex()
    t = f"""GitHub secret scanning emailed me: "We found a GitHub personal access token ({tok}) in commit {sha} of kwame-a/infra-notes". I already revoked it in settings. Do I still need to rewrite the git history or is revoking enough?"""
    return C(t, [tok], [sha], "leaked and revoked token still counts as a secret; commit hash look-alike")


@case("en", "carrier-port-out-pin")
def _():
    p = digits(6, True)
    t = f"""Switching from T-Mobile to Mint Mobile. T-Mobile gave me the Number Transfer PIN {p} via the app. Mint also asks for the account number — is that the number on my bill or my phone number (917) 555-0{rint(100, 199)}?"""
    return C(t, [p], [], "carrier number-transfer PIN")


@case("en", "paypal-password-after-phish")
def _():
    pw = pw_human()
    txn = ch(UPDIG, 17)
    t = f"""I clicked a fake PayPal link and typed my password ({pw}) before I noticed the URL. There's also a payment I don't recognise, transaction ID {txn}. What should I do first?"""
    return C(t, [pw], [txn], "password typed into a phishing page; PayPal transaction id look-alike")


@case("en", "team-shared-accounts-table")
def _():
    p1, p2 = pw_human(), pw_human()
    d1, d2 = "2026-%02d-%02d" % (rint(1, 6), rint(10, 28)), "2026-%02d-%02d" % (rint(7, 11), rint(10, 28))
    t = f"""Can you turn this into a checklist of which passwords we need to rotate after Jake leaves? (we're a 5-person bakery)

| Service | Login | Password | Last changed |
|---|---|---|---|
| Square POS | owner@rosehipbakery.com | {p1} | {d1} |
| Instagram | rosehipbakes | {p2} | {d2} |
| Gusto payroll | jake@rosehipbakery.com | (Jake's own SSO) | never |"""
    return C(t, [p1, p2], [d1, d2], "passwords in a markdown table; dates look-alikes")


@case("en", "datadog-helm-values")
def _():
    api, app = ch(HEXL, 32), ch(HEXL, 40)
    t = f"""The Datadog agent pods keep logging "API Key invalid, dropping transaction". values.yaml:

datadog:
  site: datadoghq.eu
  apiKey: {api}
  appKey: {app}
  logs:
    enabled: true
agents:
  image:
    tag: 7.58.2

Could it be the site setting?"""
    return C(t, [api, app], ["7.58.2"], "Datadog API and app keys in Helm values; agent version look-alike")


@case("en", "shopify-admin-token")
def _():
    tok = "shpat_" + ch(HEXL, 32)
    gid = "gid://shopify/Order/" + digits(13, True)
    t = f"""GraphQL mutation orderUpdate returns "Access denied for orderUpdate field". Headers: X-Shopify-Access-Token: {tok}. The order is {gid} (#1042 in admin). App has write_orders."""
    return C(t, [tok], [gid, "#1042"], "Shopify admin token; order gid and display number look-alikes")


@case("en", "atlassian-api-token")
def _():
    tok = "ATATT3xFfGF0" + ch(B64URL, 170) + "=" + ch(HEXU, 8)
    key = "OPS-" + str(rint(1000, 4999))
    t = f"""Python script to move Jira issues fails with 401. requests.get("https://northwind.atlassian.net/rest/api/3/issue/{key}", auth=("li.wei@northwind.dev", "{tok}")). The token is new, created today."""
    return C(t, [tok], [key], "Atlassian API token in code; issue key look-alike")


@case("en", "bitlocker-recovery-key")
def _():
    key = "-".join("%06d" % (rint(0, 65535) * 11) for _ in range(8))
    kid = new_uuid().upper()
    t = f"""After a BIOS update my Dell boots into BitLocker recovery. Screen says Recovery key ID: {kid[:8]}. In my Microsoft account I found key ID {kid} with recovery key {key}. It says the key is incorrect when I type it, what gives?"""
    return C(t, [key], [kid, kid[:8]], "BitLocker recovery key; key id (full and shortened) look-alikes")


@case("en", "router-sticker")
def _():
    wpin = digits(8, True)
    mac = "-".join(ch(HEXU, 2) for _ in range(6))
    sn = digits(5, True) + pick(UP) + digits(7)
    t = f"""My landlord's TP-Link Archer sticker says: SSID TP-Link_{mac[-5:].replace('-', '')}, Wireless Password/PIN: {wpin}, MAC: {mac}, S/N: {sn}. The landlord said I can use it. Can I change the password without resetting?"""
    return C(t, [wpin], [mac, sn], "Wi-Fi key from a router sticker; MAC and serial look-alikes")


@case("en", "medicare-mbi-vs-sample")
def _():
    alpha = "ACDEFGHJKMNPQRTUVWXY"
    an = alpha + "0123456789"
    mbi = (str(rint(1, 9)) + pick(alpha) + pick(an) + digits(1) + "-" + pick(alpha) + pick(an) + digits(1)
           + "-" + pick(alpha) + pick(alpha) + digits(2))
    t = f"""Helping my mom with her pharmacy account. Her new Medicare number is {mbi}. The example card on medicare.gov shows 1EG4-TE5-MK73 — hers has the same pattern so I think it's right, but the pharmacy site says invalid. Should I drop the dashes?"""
    return C(t, [mbi], ["1EG4-TE5-MK73"], "parent's Medicare number (entrusted); CMS sample MBI look-alike")


@case("en", "irs-ip-pin")
def _():
    p = digits(6, True)
    sub = digits(20, True)
    t = f"""TurboTax rejected my return (submission ID {sub}) with IND-181-01. I do have an IRS Identity Protection PIN for this year: {p}. Where exactly do I enter it?"""
    return C(t, [p], [sub], "IRS IP PIN; e-file submission id look-alike")


@case("en", "wireguard-config")
def _():
    priv = base64.b64encode(r.randbytes(32)).decode()
    pub = base64.b64encode(r.randbytes(32)).decode()
    psk = base64.b64encode(r.randbytes(32)).decode()
    t = f"""WireGuard connects but no traffic passes. Client config:

[Interface]
PrivateKey = {priv}
Address = 10.8.0.3/32
DNS = 1.1.1.1

[Peer]
PublicKey = {pub}
PresharedKey = {psk}
Endpoint = vpn.hollis.family:51820
AllowedIPs = 0.0.0.0/0"""
    return C(t, [priv, psk], [pub], "WireGuard private and preshared keys; peer public key of the same shape is a look-alike")


@case("en", "wifi-qr-string")
def _():
    pw = pw_human()
    t = f"""I want to print a QR code for our cafe's staff wifi. Is this string format right: WIFI:T:WPA;S:Beanery_Staff;P:{pw};H:false;; — do I need to escape anything?"""
    return C(t, [pw], [], "Wi-Fi password inside a WIFI: QR payload")


@case("en", "azure-ad-client-secret")
def _():
    sec = ch(ALNUM, 3) + str(rint(0, 9)) + "Q~" + ch(ALNUM + "~._-", 34)
    tenant, app = new_uuid(), new_uuid()
    t = f"""MSAL ConfidentialClientApplication returns AADSTS7000215: Invalid client secret provided. tenant_id={tenant}, client_id={app}, client_secret={sec}. I copied the Value column, not the Secret ID — I think."""
    return C(t, [sec], [tenant, app], "Entra ID client secret; tenant and client ids look-alikes")


@case("en", "cloudflare-token-wrangler")
def _():
    tok = ch(B64URL, 40)
    acct = ch(HEXL, 32)
    t = f"""wrangler deploy in CI fails with "Authentication error [code: 10000]". I set CLOUDFLARE_API_TOKEN={tok} and CLOUDFLARE_ACCOUNT_ID={acct}. The token template is "Edit Cloudflare Workers"."""
    return C(t, [tok], [acct], "Cloudflare API token; account id look-alike")


@case("en", "supabase-service-vs-anon")
def _():
    ref = ch(LOW, 20)
    iat = rint(1740000000, 1760000000)
    anon = jwt_hs256({"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000}, r.randbytes(32))
    srv = jwt_hs256({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000}, r.randbytes(32))
    t = f"""Row level security blocks inserts from my Next.js API route. I create the client with createClient("https://{ref}.supabase.co", key). In the browser I use the anon key {anon} and on the server the service role key {srv}. Shouldn't service_role bypass RLS?"""
    return C(t, [srv], [anon], "Supabase service_role JWT (secret) next to the public anon JWT (look-alike)")


@case("en", "passport-number-and-booking")
def _():
    pp = ch(UP, 2) + digits(7)
    pnr = ch("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    t = f"""The airline app wants APIS info for booking {pnr}: passport number {pp}, nationality, expiry. My passport is Irish, expiry 2031. Do I type the two letters at the front as part of the passport number?"""
    return C(t, [pp], [pnr], "passport number secret; airline booking reference look-alike")


# ------------------------------------------------------------------ English: negatives
@case("en", "aws-docs-example-keys", neg=True)
def _():
    t = """For unit tests with moto I want to use the example credentials from the AWS docs instead of real ones: AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY, with the sample ARN arn:aws:iam::123456789012:user/Alice. Will botocore complain that they look fake?"""
    return C(t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "123456789012"],
             "AWS documentation example keys and account id")


@case("en", "stripe-test-cards-qa", neg=True)
def _():
    t = """Writing a QA checklist for our checkout. Stripe test mode cards: 4242 4242 4242 4242 for success, 4000 0000 0000 9995 for insufficient funds, 4000 0027 6000 3184 for 3D Secure. Any future expiry such as 12/34 and any 3-digit CVC. Can you format it as a table with expected results?"""
    return C(t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0027 6000 3184", "12/34"],
             "public Stripe test cards and docs expiry")


@case("en", "git-log-oneline", neg=True)
def _():
    h = [sha1_hex()[:7] for _ in range(4)]
    pr = str(rint(2000, 4999))
    t = f"""Which of these should I cherry-pick onto release/3.2 to get the login fix?

{h[0]} (HEAD -> main) Merge pull request #{pr} from teodora/fix-login-redirect
{h[1]} fix: keep ?next= param through SSO redirect
{h[2]} chore(deps): bump axios from 1.7.7 to 1.7.9
{h[3]} (tag: v3.2.0) release 3.2.0"""
    return C(t, [], h + ["#" + pr, "1.7.9"], "short commit hashes, PR number and versions")


@case("en", "iso-checksum-mismatch", neg=True)
def _():
    exp, got = sha256_hex(), sha256_hex()
    fpr = " ".join(ch(HEXU, 4) for _ in range(10))
    t = f"""sha256sum of my downloaded debian-12.8.0-amd64-netinst.iso is {got} but SHA256SUMS says {exp}. The signature on SHA256SUMS verifies with key fingerprint {fpr}. Corrupted download or something worse?"""
    return C(t, [], [got, exp, fpr], "file checksums and a public key fingerprint")


@case("en", "order-and-tracking-numbers", neg=True)
def _():
    o = amazon_order()
    u = ups_tracking()
    us = usps_tracking()
    t = f"""Two packages are missing. Amazon order {o} shipped with UPS {u}, and the Etsy one has USPS tracking {us}. Both say delivered on Dec 3. Write me a short complaint message for each?"""
    return C(t, [], [o, u, us], "order and tracking numbers")


@case("en", "flight-eticket", neg=True)
def _():
    pnr = ch("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "125-" + digits(10, True)
    t = f"""British Airways changed my flight. Booking reference {pnr}, e-ticket {tkt}, originally BA287 SFO-LHR on 18 Dec, seat 32K. Am I entitled to a refund or only rebooking?"""
    return C(t, [], [pnr, tkt, "BA287"], "booking reference, e-ticket and flight number")


@case("en", "supplier-invoice-iban", neg=True)
def _():
    ib = iban("GB", "NWBK")
    vat = "GB" + digits(9, True)
    inv = "INV-2026-" + digits(4, True)
    t = f"""We got this invoice from our packaging supplier: {inv}, Kestrel Packaging Ltd, VAT reg {vat}, pay to IBAN {group4(ib)}, BIC NWBKGB2L, due 31 Dec. Their bank details changed from last time — how do I check it's not invoice fraud before paying?"""
    return C(t, [], [inv, vat, group4(ib), "NWBKGB2L"], "a company's IBAN, VAT number, BIC and invoice number")


@case("en", "env-example-placeholders", neg=True)
def _():
    t = """Reviewing a PR that adds .env.example:

OPENAI_API_KEY=sk-your-key-here
STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
DATABASE_URL=postgres://<user>:<password>@localhost:5432/app_dev
JWT_SECRET=${JWT_SECRET}
ADMIN_PASSWORD=changeme

Is it OK to commit this file or should these be empty?"""
    return C(t, [], ["sk-your-key-here", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "<user>:<password>", "${JWT_SECRET}"],
             "placeholders in an example env file")


@case("en", "masked-statement-values", neg=True)
def _():
    a, b, c = digits(4), digits(4), digits(4)
    t = f"""My bank statement shows "Card ending in {a}" for the Uber charges, the app shows Visa •••• {b} and the Uber receipt says xxxx-xxxx-xxxx-{c}. Are these three different cards or is something off?"""
    return C(t, [], ["ending in " + a, "•••• " + b, "xxxx-xxxx-xxxx-" + c], "masked card numbers")


@case("en", "jwtio-default-secret", neg=True)
def _():
    demo = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
            "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = f"""Teaching a workshop on JWTs. I'll show the token from jwt.io, {demo}, which verifies with the default secret your-256-bit-secret. Explain the three parts in a way beginners get?"""
    return C(t, [], [demo, "your-256-bit-secret"], "jwt.io example token and its documented demo secret")


@case("en", "ssh-public-key-share", neg=True)
def _():
    pub = ssh_pub_ed25519()
    fp = "SHA256:" + base64.b64encode(r.randbytes(32)).decode().rstrip("=")
    t = f"""My coworker asked for my public key to add me to the build server. This is ~/.ssh/id_ed25519.pub:

{pub} lena@dev-laptop

fingerprint {fp}. It's fine to send this over Slack, right?"""
    return C(t, [], [pub, fp], "SSH public key and fingerprint")


@case("en", "charity-crypto-addresses", neg=True)
def _():
    b, e = btc_bech32(), "0x" + ch(HEXL, 40)
    t = f"""Our animal shelter's website lists donation addresses: BTC {b} and ETH/USDC {e}. A donor asked how to verify the addresses are really ours. What's a simple way to prove it?"""
    return C(t, [], [b, e], "public donation addresses")


@case("en", "famous-password-examples", neg=True)
def _():
    t = """For a security awareness talk: explain why "correct horse battery staple" from xkcd beats "Tr0ub4dor&3", why "hunter2" became a meme, and why 123456 still tops breach lists every year."""
    return C(t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2", "123456"],
             "famous example passwords discussed as examples")


@case("en", "warranty-serial-rma", neg=True)
def _():
    sn = ch(UPDIG, 12)
    rma = "RMA" + digits(8, True)
    t = f"""Sending my Sony WH-1000XM5 back for warranty. Model WH-1000XM5/B, serial {sn}, purchased 2025-11-29. They gave me {rma}. Does the RMA number go on the outside of the box?"""
    return C(t, [], [sn, rma, "WH-1000XM5/B"], "serial, model and RMA numbers")


@case("en", "uk-charity-bank-transfer", neg=True)
def _():
    sc = "%02d-%02d-%02d" % (pick([40, 60, 20]), rint(0, 99), rint(0, 99))
    acc = digits(8, True)
    chno = digits(7, True)
    t = f"""I want to donate to Pennine Hedgehog Rescue (registered charity {chno}) by bank transfer. Their site says sort code {sc}, account {acc}, reference GIFTAID plus your surname. Does Gift Aid still work if I transfer instead of using their form?"""
    return C(t, [], [sc, acc, chno], "a charity's bank details and registration number")


@case("en", "us-routing-swift-public", neg=True)
def _():
    t = """Which number do I give for an incoming international wire to Chase? The website lists ABA 021000021 and SWIFT CHASUS33. For Bank of America they use 026009593 and BOFAUS3N. Why are there separate wire and ACH routing numbers?"""
    return C(t, [], ["021000021", "CHASUS33", "026009593", "BOFAUS3N"], "public bank routing and SWIFT codes")


@case("en", "container-versions-digests", neg=True)
def _():
    d1, d2 = "sha256:" + sha256_hex(), "sha256:" + sha256_hex()
    t = f"""After upgrading, postgres:16.6 (digest {d1}) refuses to start with my old data dir from postgres:15.10 (digest {d2}). Helm chart bitnami/postgresql 16.2.5. pg_upgrade or dump/restore?"""
    return C(t, [], [d1, d2, "16.2.5"], "image digests and version strings")


@case("en", "bill-pay-receipt-ref", neg=True)
def _():
    ref = "2026" + digits(12)
    conf = ch(UPDIG, 10)
    t = f"""Paid my water bill online but the utility says they didn't get it. Receipt: Amount $84.17, Ref No. {ref}, Confirmation {conf}, paid from checking ****{digits(4)} on 12/02/2026. Is the Ref No. what they need to trace it?"""
    return C(t, [], [ref, conf], "payment receipt reference and confirmation numbers")


@case("en", "redacted-log-excerpt", neg=True)
def _():
    t = """I already scrubbed this log before sharing, does it still leak anything?

[auth] POST /token client_id=mobile-app grant_type=password username=j***@gmail.com password=******** -> 200
[api] GET /v1/me Authorization: Bearer [REDACTED] -> 200
[billing] using STRIPE_KEY=sk_live_****************************a9F2"""
    return C(t, [], ["********", "[REDACTED]", "sk_live_****************************a9F2"], "already redacted values")


@case("en", "data-uri-hashed-assets", neg=True)
def _():
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(45)).decode()
    h1, h2 = ch(HEXL, 8), ch(HEXL, 20)
    t = f"""Lighthouse complains about my build output: main.{h1}.js is 480 kB and the logo is inlined as data:image/png;base64,{png} in the CSS. Also vendors-{h2}.chunk.js. How do I split it better with Vite?"""
    return C(t, [], [png, "main." + h1 + ".js", "vendors-" + h2 + ".chunk.js"], "data URI and content-hashed file names")


@case("en", "famous-ssn-history", neg=True)
def _():
    t = """I read that 078-05-1120 was printed on a sample card in wallets in 1938 and thousands of people used it as their own. Is that why forms use 123-45-6789 as the example now? Write a short paragraph on it."""
    return C(t, [], ["078-05-1120", "123-45-6789"], "historic sample SSN and the common placeholder")


@case("en", "iban-validator-tests", neg=True)
def _():
    t = """Unit tests for my IBAN validator: it accepts GB82 WEST 1234 5698 7654 32 and DE89370400440532013000 but rejects FR1420041010050500013M02606, which I copied from Wikipedia. Why would the French one fail — is it the letter in the account number?"""
    return C(t, [], ["GB82 WEST 1234 5698 7654 32", "DE89370400440532013000", "FR1420041010050500013M02606"],
             "documentation example IBANs")


# ------------------------------------------------------------------ other languages (1)
@case("zh", "rental-contract-id-and-card")
def _():
    idn = cn_id()
    cardno = fmt_card(card("unionpay"))
    sf = "SF" + digits(13, True)
    t = f"""帮我把租房合同里乙方的信息整理一下：姓名 王浩然，身份证号 {idn}，房租从招商银行卡 {cardno} 自动扣款，开户行是招商银行深圳南山支行。合同原件已经用顺丰寄出，单号 {sf}。还有什么条款需要我特别注意的吗？"""
    return C(t, [idn, cardno], [sf], "Chinese resident id and bank card; SF Express waybill look-alike")


@case("zh", "sms-code-and-payment-password")
def _():
    code = digits(6, True)
    tail = digits(4)
    paypw = pin(6)
    t = f"""刚收到一条短信：“【招商银行】您尾号{tail}的卡正在进行快捷支付签约，验证码{code}，5分钟内有效，请勿泄露。”我根本没申请过。然后有个自称客服的人打电话，让我把验证码和支付密码报给他，说要帮我“解除风险”。我的支付密码是{paypw}，我还没说，这是不是诈骗？"""
    return C(t, [code, paypw], ["尾号" + tail], "SMS verification code and payment password; masked card tail look-alike")


@case("zh", "invoice-company-codes", neg=True)
def _():
    uscc = cn_uscc()
    inv = "26" + digits(18)
    order = digits(19, True)
    t = f"""公司报销要开发票，淘宝订单号 {order}，商家开的是数电发票，发票号码 {inv}，销售方统一社会信用代码 {uscc}，金额 ¥1,268.00。财务说抬头要写公司全称和税号，我自己的信息需要填吗？"""
    return C(t, [], [order, inv, uscc], "order number, e-invoice number and a seller's unified social credit code")


@case("ja", "my-number-and-salary-account")
def _():
    mn = jp_mynumber()
    mnf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    br = "%03d" % rint(100, 799)
    acc = digits(7, True)
    t = f"""勤務先にマイナンバーと給与振込口座を提出します。マイナンバー：{mnf}、三菱UFJ銀行（銀行コード0005）渋谷支店（支店番号{br}）普通預金 口座番号{acc}。この書き方で問題ないでしょうか？"""
    return C(t, [mnf, acc], ["0005", br], "My Number and account number; bank and branch codes look-alikes")


@case("ja", "parents-wifi-keybox")
def _():
    key = ch(LOWDIG, 13)
    box = pin(4)
    model = "WSR-%dAX4S" % pick([1800, 3200, 5400])
    t = f"""実家のWi-Fiのパスワードを父に聞かれたので、LINEで送る文面を作ってください。ルーターはバッファローの{model}で、SSIDは「Buffalo-G-{ch(HEXU, 4)}」、暗号化キーは{key}です。あと、玄関横のキーボックスの暗証番号は{box}なので、それも一緒に書いてください。"""
    return C(t, [key, box], [model], "Wi-Fi key and key-box code for family; router model look-alike")


@case("ja", "credit-card-checkout-error")
def _():
    num = card("jcb")
    ex, cv = expiry(), cvc()
    order = "%s-%s-%s" % (digits(6, True), "2026" + "%02d%02d" % (12, rint(1, 6)), digits(10, True))
    t = f"""楽天市場で決済エラーになります。カード番号 {fmt_card(num)}、有効期限 {ex}、セキュリティコード {cv} で入力しています。注文番号 {order} はキャンセル扱いになっていました。カード会社に連絡したほうがいいですか？"""
    return C(t, [fmt_card(num), ex, cv], [order], "card number, expiry and CVC; shop order number look-alike")


@case("ko", "rrn-and-certificate-password")
def _():
    rrn = kr_rrn()
    pw = pick(WORDS) + digits(4) + pick("!@#$")
    t = f"""연말정산 간소화 자료를 받으려는데 공동인증서 비밀번호가 계속 틀렸다고 나와요. 주민등록번호 {rrn} 넣고, 인증서 비밀번호는 {pw}로 설정했던 것 같은데 혹시 특수문자 규칙이 바뀐 건가요?"""
    return C(t, [rrn, pw], [], "resident registration number and certificate password")


@case("ko", "kakao-verification-code")
def _():
    code = digits(6, True)
    order = "2026" + "12%02d" % rint(1, 6) + digits(8)
    t = f"""[Web발신]
[카카오] 인증번호 [{code}]를 입력해주세요. 타인 노출 금지

이런 문자가 왔는데, 중고나라에서 거래하는 판매자가 안전결제 한다면서 이 번호를 알려달래요. 주문번호 {order}도 보내줬는데 알려줘도 되나요?"""
    return C(t, [code], [order], "Kakao verification code in a scam attempt; order number look-alike")


@case("ko", "salary-account-and-company-brn")
def _():
    acc = "110-%s-%s" % (digits(3), digits(6))
    brn = kr_brn()
    t = f"""이번에 입사한 회사에서 급여 계좌를 물어봐서 신한은행 {acc}로 적었어요. 근로계약서에는 회사 사업자등록번호 {brn}이 있던데, 이걸로 회사가 제대로 된 곳인지 확인할 수 있나요?"""
    return C(t, [acc], [brn], "own bank account; employer business registration number look-alike")


@case("ar", "saudi-id-and-iban")
def _():
    nid = sa_id()
    ib = group4(iban("SA", "10"))
    t = f"""أبغى أحدّث بياناتي في تطبيق البنك الأهلي، طلبوا رقم الهوية الوطنية {nid} ورقم الآيبان {ib}. هل لازم أحدّث العنوان الوطني بعد، ولا يكفي هذا؟"""
    return C(t, [nid, ib], [], "Saudi national id and IBAN")


@case("ar", "otp-and-card-scam-call")
def _():
    code = digits(6, True)
    num = fmt_card(card("mc"))
    ref = digits(10, True)
    t = f"""وصلتني رسالة: "رمز التحقق الخاص بك هو {code}. لا تشاركه مع أي شخص." وبعدها بدقيقة اتصل واحد يقول إنه من خدمة العملاء وإن عندي شكوى رقم {ref}، وطلب الرمز ورقم بطاقتي. أنا قرأت له رقم البطاقة {num} بس ما عطيته الرمز. وش أسوي الحين؟"""
    return C(t, [code, num], [ref], "OTP and card number during a scam call; complaint number look-alike")


@case("ar", "noon-order-tracking", neg=True)
def _():
    order = "NEG" + digits(10, True)
    awb = digits(11, True)
    tax = "%s-%s-%s" % (digits(3, True), digits(3), digits(3))
    t = f"""طلبت من نون سماعة، رقم الطلب {order} ورقم الشحنة {awb}، والرقم الضريبي للبائع على الفاتورة {tax}. الطلب متأخر أسبوع، أكتب لهم إيه عشان يردوا بسرعة؟"""
    return C(t, [], [order, awb, tax], "order, shipment and seller tax numbers")


@case("fa", "national-code-and-card")
def _():
    code = ir_melli()
    num = group(card("iran"), [4, 4, 4, 4], "-")
    t = f"""می‌خوام برای وام قرض‌الحسنه ثبت‌نام کنم. کد ملی: {code}، شماره کارت: {num}. ولی سایت خطای «اطلاعات کارت نامعتبر است» می‌ده. مشکل از کجاست؟"""
    return C(t, [code, num], [], "Iranian national code and card number")


@case("fa", "sheba-for-salary")
def _():
    ib = iban("IR")
    trk = digits(12, True)
    t = f"""شرکت برای واریز حقوق شماره شبا خواسته. شبای حسابم {ib} هست. توی سامانه هم یه کد رهگیری {trk} بهم داد. همین کافیه یا شماره حساب هم لازمه؟"""
    return C(t, [ib], [trk], "own Sheba (IBAN); request tracking code look-alike")


@case("fa", "post-parcel-tracking", neg=True)
def _():
    trk = digits(24, True)
    inv = digits(8, True)
    t = f"""یه بسته با پست پیشتاز برام فرستادن. کد رهگیری {trk} هست و شماره فاکتور فروشگاه {inv}. سه روزه وضعیتش عوض نشده، چطوری پیگیری کنم؟"""
    return C(t, [], [trk, inv], "postal tracking code and invoice number")


@case("he", "form-101-id-and-account")
def _():
    tz = il_tz()
    br = "%03d" % rint(100, 799)
    acc = digits(6, True)
    t = f"""אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות: {tz}, בנק הפועלים, סניף {br}, מספר חשבון {acc}. צריך לצרף גם צילום של הצ'ק או של תעודת הזהות?"""
    return C(t, [tz, acc], [br], "Israeli id number and account number; branch number look-alike")


@case("he", "neighbor-gate-wifi-phone")
def _():
    gate = pin(4)
    wifi = pick(WORDS) + digits(4)
    phone = "05%d-%s" % (rint(0, 8), digits(7, True))
    t = f"""השכנה תאכיל את החתול בשבוע הבא. תנסח לי הודעה קצרה ונחמדה: הקוד לשער החניה {gate}, המפתח אצל אמא שלי בקומה 2, הסיסמה לוויפי {wifi}, ואם יש בעיה אפשר להתקשר לאבא שלי {phone}."""
    return C(t, [gate, wifi], [phone], "gate code and Wi-Fi password; phone number look-alike")


@case("he", "invoice-company-number", neg=True)
def _():
    hp = il_tz("51")
    inv = digits(7, True)
    trk = s10("RR", "IL")
    t = f"""קיבלתי חשבונית מס מספר {inv} מחברת משרדית בע"מ, ח.פ. {hp}. המשלוח עם מספר מעקב {trk} עדיין לא הגיע. איך מבקשים זיכוי?"""
    return C(t, [], [inv, hp, trk], "invoice number, company number and postal tracking number")


@case("hi", "kyc-aadhaar-pan")
def _():
    a = aadhaar()
    p = in_pan()
    ifsc = "SBIN0" + digits(6)
    t = f"""बैंक वालों ने KYC अपडेट के लिए आधार और पैन माँगा है। मेरा आधार नंबर {a} है और पैन {p}। फॉर्म में IFSC कोड {ifsc} लिखा है, क्या यह मेरी लखनऊ हजरतगंज ब्रांच का ही है?"""
    return C(t, [a, p], [ifsc], "Aadhaar and PAN; bank IFSC look-alike")


@case("hi", "otp-and-upi-pin-call")
def _():
    otp = digits(6, True)
    upi = pin(6)
    od = "OD" + digits(18, True)
    t = f"""मुझे एक मैसेज आया: "{otp} is your OTP for transaction of Rs 9,999 at FLIPKART. Do not share it with anyone. -HDFC Bank" और फिर एक आदमी ने फोन करके कहा कि मेरा ऑर्डर {od} कैंसिल करना है, इसलिए OTP और UPI PIN बताओ। मेरा UPI PIN {upi} है, मैंने अभी तक कुछ नहीं बताया। क्या करूँ?"""
    return C(t, [otp, upi], [od], "OTP and UPI PIN; marketplace order id look-alike")


@case("hi", "father-atm-card-pin")
def _():
    num = fmt_card(card("rupay"))
    p = pin(4)
    t = f"""पापा अस्पताल में हैं और उन्होंने कहा है कि उनके कार्ड से पैसे निकाल लूँ। कार्ड नंबर {num}, ATM PIN {p}। क्या किसी और के कार्ड से पैसे निकालना ठीक है, और एक दिन में कितनी लिमिट होती है?"""
    return C(t, [num, p], [], "father's card number and ATM PIN entrusted to the user")


@case("ru", "job-form-snils-inn-account")
def _():
    snils = ru_snils()
    inn = ru_inn12()
    acc = ru_personal_account("044525225")
    t = f"""Заполняю анкету при приёме на работу, проверь, пожалуйста, всё ли правильно:
СНИЛС: {snils}
ИНН: {inn}
Для зарплаты: ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225, счёт получателя {acc}"""
    return C(t, [snils, inn, acc], ["044525225", "30101810400000000225"],
             "SNILS, INN and personal account; bank BIK and correspondent account look-alikes")


@case("ru", "avito-card-and-sms-code")
def _():
    num = fmt_card(card("mir"))
    code = digits(6, True)
    t = f"""Продаю диван на Авито, покупатель попросил номер карты, чтобы перевести деньги. Я отправил {num}. Потом он прислал ссылку «Авито Доставка», и мне пришло СМС: «Код {code}. Никому не сообщайте код. Подтверждение операции 15 000 р.» Он теперь просит этот код. Это развод?"""
    return C(t, [num, code], [], "Mir card number and SMS code in a marketplace scam")


@case("ru", "company-requisites-invoice", neg=True)
def _():
    inn, ogrn = ru_inn10(), ru_ogrn()
    kpp = inn[:4] + "01001"
    rs = "40702810" + digits(12)
    trk = digits(14, True)
    t = f"""Пришёл счёт на оплату от ООО «Северный ветер»: ИНН {inn}, КПП {kpp}, ОГРН {ogrn}, р/с {rs} в ПАО Сбербанк. Документы отправили Почтой России, трек-номер {trk}. Как проверить, что компания настоящая, прежде чем платить?"""
    return C(t, [], [inn, kpp, ogrn, rs, trk], "company requisites, its settlement account and a tracking number")


@case("uk", "diia-rnokpp-iban")
def _():
    tax = ua_rnokpp()
    ib = iban("UA", "322001")
    t = f"""Заповнюю заяву на виплату через Дію. РНОКПП: {tax}, IBAN: {ib}. Чи треба ще вказувати номер ID-картки, чи цього достатньо?"""
    return C(t, [tax, ib], [], "Ukrainian taxpayer number and IBAN")


@case("uk", "neighbor-intercom-wifi")
def _():
    dom = pin(4)
    wifi = pw_human()
    phone = "+380 67 %s %s %s" % (digits(3, True), digits(2), digits(2))
    t = f"""Сусідка поливатиме квіти, поки ми у від'їзді. Склади їй коротке повідомлення: код домофону {dom}, Wi-Fi «Kovalenko_Home», пароль {wifi}, а якщо щось протече — телефон сантехніка {phone}."""
    return C(t, [dom, wifi], [phone], "intercom code and Wi-Fi password; plumber's phone look-alike")


@case("uk", "nova-poshta-invoice", neg=True)
def _():
    ttn = "20450" + digits(9)
    edrpou = digits(8, True)
    ib = iban("UA", "305299")
    t = f"""Отримав накладну Нової пошти ТТН {ttn} з післяплатою. Продавець — ТОВ «Смарт Дім», код ЄДРПОУ {edrpou}, IBAN для оплати {ib}. Як безпечніше: післяплата чи переказ на рахунок?"""
    return C(t, [], [ttn, edrpou, ib], "waybill number, company registry code and a company IBAN")


@case("pl", "benefit-form-pesel-id")
def _():
    p = pesel()
    d = pl_id_card()
    df = d[:3] + " " + d[3:]
    wn = digits(10, True)
    t = f"""Wypełniam wniosek o 800+ w PUE ZUS. PESEL dziecka {p}, mój numer dowodu {df}. System nadał wnioskowi numer {wn}. Czy muszę podawać dane drugiego rodzica, jeśli mieszkamy razem?"""
    return C(t, [p, df], [wn], "PESEL and ID card number; application number look-alike")


@case("pl", "olx-blik-code")
def _():
    blik = digits(6, True)
    pw = pw_human()
    ad = "ID" + ch(UPDIG, 6)
    t = f"""Sprzedaję rower na OLX (ogłoszenie {ad}), kupujący napisał na WhatsAppie, żebym podała kod BLIK „do odbioru płatności”. Wygenerowałam {blik}, ale jeszcze nie wysłałam. Wcześniej weszłam w jego link i wpisałam hasło do mBanku {pw}. Co mam teraz zrobić?"""
    return C(t, [blik, pw], [ad], "BLIK code and banking password in a marketplace scam; listing id look-alike")


@case("pl", "company-invoice-inpost", neg=True)
def _():
    nip = pl_nip()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    fv = "FV/%d/12/2026" % rint(100, 999)
    inpost = digits(24, True)
    t = f"""Dostałem fakturę {fv} od firmy Drewmax sp. z o.o., NIP {nipf}. Paczka InPost {inpost} nadal w drodze. Czy mogę odliczyć VAT, jeśli mam jednoosobową działalność?"""
    return C(t, [], [fv, nipf, inpost], "invoice number, company tax id and parcel number")


@case("cs", "insurance-birth-number-account")
def _():
    rc = cz_rc(female=True)
    acc = cz_account() + "/0800"
    t = f"""Vyplňuju přihlášku ke zdravotní pojišťovně. Rodné číslo {rc}, číslo účtu pro vracení přeplatků {acc}. Musím uvádět i číslo občanky?"""
    return C(t, [rc, acc], [], "Czech birth number and bank account")


@case("cs", "card-pin-and-banking-password")
def _():
    p = pin(4)
    pw = pw_human()
    t = f"""Zapomněla jsem PIN ke kartě, v aplikaci George jsem si ho nechala zobrazit: {p}. Vymyslíš mi nějakou pomůcku, abych si ho zapamatovala? A heslo do internetového bankovnictví mám {pw}, je dost silné?"""
    return C(t, [p, pw], [], "card PIN and internet-banking password")


@case("cs", "supplier-invoice-ico", neg=True)
def _():
    ico = cz_ico()
    vs = digits(10, True)
    acc = cz_account() + "/0100"
    obj = "OBJ-" + digits(6, True)
    t = f"""Faktura od dodavatele: IČO {ico}, DIČ CZ{ico}, variabilní symbol {vs}, platba na účet {acc}, k objednávce {obj}. Jak zjistím, že ten účet je opravdu jejich a ne podvod?"""
    return C(t, [], [ico, vs, acc, obj], "company id, payment reference and a supplier's account")


@case("de", "steuer-id-and-iban-new-job")
def _():
    sid = de_steuer_id()
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    ib = group4(iban("DE", "37040044"))
    t = f"""Mein neuer Arbeitgeber braucht für die Lohnabrechnung meine Steuer-ID und Bankverbindung. Steuer-ID: {sidf}, IBAN: {ib}, BIC: COBADEFFXXX. Muss ich die Steuerklasse selbst angeben oder holt der Arbeitgeber die aus ELStAM?"""
    return C(t, [sidf, ib], ["COBADEFFXXX"], "German tax id and IBAN; bank BIC look-alike")


@case("de", "epa-kvnr-sms-code")
def _():
    kv = de_kvnr()
    code = digits(6, True)
    t = f"""Ich will mich für die ePA meiner Krankenkasse registrieren. Versichertennummer {kv}, und die SMS mit dem Bestätigungscode {code} kam erst nach zehn Minuten. Ist der Code jetzt abgelaufen oder kann ich ihn noch eingeben?"""
    return C(t, [kv, code], [], "health insurance number and SMS confirmation code")


@case("de", "hetzner-token-github-actions")
def _():
    tok = ch(ALNUM, 64)
    sid = str(rint(40000000, 69999999))
    t = f"""GitHub Actions Workflow bricht beim Snapshot ab: "hcloud: unable to authenticate your API token (unauthorized)". Im Workflow steht HCLOUD_TOKEN: {tok} direkt in der YAML, Server-ID {sid}. Sollte ich das lieber als Secret hinterlegen?"""
    return C(t, [tok], [sid], "Hetzner Cloud API token in a workflow file; server id look-alike")


@case("fr", "mutuelle-nir-rib")
def _():
    nir = fr_nir()
    ib = group4(iban("FR", "30004"))
    t = f"""Pour mon dossier de mutuelle, ils demandent mon numéro de sécu et un RIB. N° de sécurité sociale : {nir}. IBAN : {ib}, BIC : BNPAFRPPXXX. Je dois aussi envoyer l'attestation de droits Ameli ?"""
    return C(t, [nir, ib], ["BNPAFRPPXXX"], "French social security number and IBAN; BIC look-alike")


@case("fr", "cat-sitter-digicode-wifi")
def _():
    digi = digits(4) + pick("AB")
    key = ch(HEXU, 26)
    t = f"""Tu peux me rédiger un petit mot pour ma voisine qui va nourrir le chat ? Digicode de l'immeuble : {digi}. Les clés sont chez la gardienne. Le Wi-Fi c'est Livebox-{ch(HEXU, 4)}, clé {key}. Les croquettes sont dans le placard sous l'évier. Merci !"""
    return C(t, [digi, key], [], "building door code and Wi-Fi key")


@case("fr", "vinted-card-3ds")
def _():
    num = fmt_card(card("visa"))
    ex, cv = expiry(), cvc()
    tx = digits(10, True)
    t = f"""J'essaie de payer une commande sur Vinted (transaction n° {tx}) et ça bloque au moment du 3D Secure. Carte {num}, expire {ex}, cryptogramme {cv}. Le code reçu par SMS est refusé à chaque fois. C'est ma banque qui bloque ?"""
    return C(t, [num, ex, cv], [tx], "card number, expiry and CVC; marketplace transaction number look-alike")


@case("es", "iberdrola-dni-iban-cups")
def _():
    dni = es_dni()
    ib = group4(iban("ES", "2100"))
    d16 = "0021" + digits(12)
    n = int(d16) % 529
    L = "TRWAGMYFPDXBNJZSQVHLCKE"
    cups = "ES" + d16 + L[n // 23] + L[n % 23]
    t = f"""Me estoy dando de alta en Iberdrola y me piden DNI y cuenta para domiciliar los recibos. DNI {dni}, IBAN {ib}. ¿El CUPS lo tengo que poner yo? En la factura antigua pone {cups}."""
    return C(t, [dni, ib], [cups], "Spanish DNI and IBAN; supply point code (CUPS) look-alike")


@case("es", "mexico-clabe-rfc")
def _():
    clabe = mx_clabe("012")
    b = birthdate(1970, 2002)
    rfc = ch(UP, 4) + b.strftime("%y%m%d") + ch(UPDIG, 3)
    t = f"""Le voy a pasar mis datos a mi jefe para la nómina: CLABE {clabe} de BBVA y mi RFC {rfc}. ¿También necesita mi CURP o con eso basta? Es mi primer trabajo formal."""
    return C(t, [clabe, rfc], [], "Mexican CLABE and personal RFC")


@case("es", "argentina-phishing-home-banking")
def _():
    pw = pw_human()
    tok = digits(6, True)
    gest = "R-" + digits(8, True)
    t = f"""Me llegó un mail del "Banco Nación" diciendo que actualice mis datos, entré al link y puse mi usuario, la clave {pw} y el código del token {tok}. Recién después me di cuenta. Llamé al banco y me dieron el número de gestión {gest}. ¿Qué más tengo que hacer?"""
    return C(t, [pw, tok], [gest], "banking password and token code given after phishing; bank case number look-alike")


@case("pt", "mercadolivre-cpf-card")
def _():
    cpf = br_cpf()
    num = fmt_card(card("mc"))
    cv = cvc()
    ped = "2000" + digits(12, True)
    t = f"""Tô tentando comprar no Mercado Livre e o pagamento não passa. Coloquei CPF {cpf}, cartão Nubank {num}, CVV {cv}. Aparece "pagamento recusado" no pedido #{ped}. Será que é limite?"""
    return C(t, [cpf, num, cv], [ped], "Brazilian CPF, card number and CVV; order number look-alike")


@case("pt", "whatsapp-code-cousin-scam")
def _():
    code = "%s-%s" % (digits(3, True), digits(3))
    prot = "2026" + digits(10)
    t = f"""Um cara fingindo ser minha prima pediu o código que chegou por SMS: "Seu código do WhatsApp: {code}. Não compartilhe esse código." Eu já mandei pra ele! Liguei na operadora e abriram o protocolo {prot}. E agora, como recupero minha conta?"""
    return C(t, [code], [prot], "WhatsApp registration code given to a scammer; carrier protocol look-alike")


@case("pt", "portugal-nif-iban")
def _():
    nif = pt_nif(pick("123"))
    ib = group4(iban("PT", "0035"))
    emp = pt_nif("5")
    t = f"""Estou a preencher os dados no portal da empresa nova (NIPC {emp}): o meu NIF {nif} e o IBAN {ib}. Também tenho de pôr o número da Segurança Social?"""
    return C(t, [nif, ib], [emp], "Portuguese NIF and IBAN; employer's company tax number look-alike")


# ------------------------------------------------------------------ other languages (2)
@case("it", "assegno-unico-cf-iban")
def _():
    cf = it_cf(pick(["Esposito", "Bianchi", "Romano", "Colombo", "Ricci"]), pick(["Giulia", "Francesca", "Chiara"]),
               True, pick(["F205", "H501", "F839", "L219"]))
    ib = group4(iban("IT", "03069"))
    t = f"""Devo compilare la domanda per l'assegno unico sul sito INPS. Il mio codice fiscale è {cf}, l'IBAN per l'accredito {ib}. Il codice fiscale di mia figlia lo trovo sulla tessera sanitaria?"""
    return C(t, [cf, ib], [], "Italian tax code and IBAN")


@case("it", "spid-code-fake-poste-call")
def _():
    code = digits(6, True)
    pw = pw_human()
    t = f"""Mi è arrivato questo SMS: "Il codice per accedere con SPID è {code}. Non comunicarlo a nessuno." Poco dopo mi ha chiamato uno che diceva di essere di Poste Italiane e gli ho già detto la password dello SPID, {pw}. Adesso cosa devo fare per bloccare tutto?"""
    return C(t, [code, pw], [], "SPID one-time code and password given to a caller")


@case("it", "cie-pin-two-halves")
def _():
    a, b = digits(4), digits(4)
    t = SEP.join([
        f"Sto attivando l'app CieID. La prima metà del PIN della carta d'identità elettronica l'ho trovata sulla ricevuta del Comune: {a}",
        f"la seconda metà era nella busta con la carta: {b}. Devo scriverle una dopo l'altra senza spazi?"])
    return C(t, [a, b], [], "multi-message: identity-card PIN given in two halves")


@case("nl", "employer-bsn-iban")
def _():
    bsn = nl_bsn()
    ib = group4(iban("NL", "INGB"))
    t = f"""Mijn nieuwe werkgever vraagt mijn gegevens voor de salarisadministratie: BSN {bsn}, IBAN {ib}. Moeten ze ook een kopie van mijn ID hebben, of mag dat tegenwoordig niet meer?"""
    return C(t, [bsn, ib], [], "Dutch citizen service number and IBAN")


@case("nl", "digid-sms-code-caller")
def _():
    code = digits(6, True)
    pw = pw_human()
    t = f"""Iemand die zei dat hij van de Belastingdienst was, belde me en vroeg om de sms-code van DigiD. Ik kreeg: "Uw DigiD sms-code is {code}". Hij had ook mijn wachtwoord nodig, {pw}, dat heb ik al gezegd. Wat moet ik nu doen?"""
    return C(t, [code, pw], [], "DigiD SMS code and password disclosed to a caller")


@case("nl", "webshop-invoice-kvk", neg=True)
def _():
    kvk = digits(8, True)
    btw = "NL" + digits(9, True) + "B01"
    kenmerk = " ".join(digits(4) for _ in range(4))
    order = "ORD-" + digits(7, True)
    t = f"""Factuur van een webshop: KvK {kvk}, btw-nummer {btw}, betalingskenmerk {kenmerk}, bestelling {order}. Kan ik dit gewoon via iDEAL betalen of moet ik het kenmerk exact overnemen?"""
    return C(t, [], [kvk, btw, kenmerk, order], "company registry and VAT numbers, payment reference and order number")


@case("sv", "payroll-personnummer-account")
def _():
    pnr = se_pnr()
    clr = "8%03d-%d" % (rint(100, 999), rint(0, 9))
    acc = digits(10, True)
    t = f"""Lönekontoret på nya jobbet vill ha personnummer {pnr} och kontonummer. Swedbank, clearingnummer {clr}, konto {acc}. Räcker det eller behöver de IBAN också?"""
    return C(t, [pnr, acc], [clr], "Swedish personal number and account number; clearing number look-alike")


@case("sv", "dog-sitter-door-code-wifi")
def _():
    port = pin(4)
    wifi = pw_human()
    t = f"""Kan du skriva en kort lapp till hundvakten? Portkoden till trapphuset är {port}, nyckeln ligger under blomkrukan, och wifi-lösenordet är {wifi}. Bella ska ha mat klockan 7 och 17."""
    return C(t, [port, wifi], [], "door code and Wi-Fi password")


@case("sv", "electricity-bill-ocr", neg=True)
def _():
    ocr = luhn_complete(digits(14, True))
    bg = luhn_complete(digits(6, True))
    bgf = bg[:3] + "-" + bg[3:]
    org = se_orgnr()
    t = f"""Fakturan från elbolaget: OCR-nummer {ocr}, bankgiro {bgf}, organisationsnummer {org}, belopp 1 245 kr. Kan jag betala med Swish i stället för bankgirot?"""
    return C(t, [], [ocr, bgf, org], "payment reference, bankgiro and company number")


@case("da", "nemkonto-cpr")
def _():
    b = birthdate(1960, 2004)
    cpr = b.strftime("%d%m%y") + "-" + digits(4)
    reg = digits(4, True)
    acc = digits(10, True)
    t = f"""Jeg skal have sat min NemKonto op i den nye bank. CPR-nummer {cpr}, reg.nr. {reg}, kontonr. {acc}. Kan banken gøre det for mig, eller skal jeg selv ind på borger.dk?"""
    return C(t, [cpr, acc], [reg], "Danish CPR number and account; bank registration number look-alike")


@case("da", "sister-house-door-wifi")
def _():
    door = pin(4)
    wifi = pw_human()
    phone = "+45 %s %s %s %s" % (digits(2, True), digits(2), digits(2), digits(2))
    t = f"""Min søster passer huset, mens vi er på ferie. Skriv en kort besked til hende: dørkoden er {door}, wifi-koden er {wifi}, og hvis der er problemer, kan hun ringe til naboen Jens på {phone}. Skraldespanden skal ud torsdag."""
    return C(t, [door, wifi], [phone], "door code and Wi-Fi password; neighbour's phone look-alike")


@case("da", "fi-card-payment", neg=True)
def _():
    cvr = dk_cvr()
    fak = digits(6, True)
    line = "+71< %s +%s<" % (digits(15), digits(8, True))
    t = f"""Jeg har fået en regning fra VVS-firmaet (CVR {cvr}), fakturanr. {fak}. Nederst står betalingslinjen {line}. Hvordan indtaster jeg den i netbanken?"""
    return C(t, [], [cvr, fak, line], "company number, invoice number and FI payment line")


@case("no", "nav-fodselsnummer-account")
def _():
    fnr = no_fnr()
    acc = no_account()
    accf = "%s.%s.%s" % (acc[:4], acc[4:6], acc[6:])
    t = f"""Fyller ut søknad hos NAV. Fødselsnummer {fnr}, kontonummer {accf}. Hvor lang tid tar det før første utbetaling kommer?"""
    return C(t, [fnr, accf], [], "Norwegian national id and account number")


@case("no", "cabin-keybox-finn")
def _():
    box = pin(4)
    finn = digits(9, True)
    t = f"""Vi leier ut hytta i vinterferien via FINN-annonse {finn}. Kan du lage en velkomstmelding til leietakerne? Koden til nøkkelboksen er {box}, og ved må hentes i uthuset."""
    return C(t, [box], [finn], "key-box code; public listing code look-alike")


@case("no", "power-bill-kid", neg=True)
def _():
    kid = luhn_complete(digits(12, True))
    acc = no_account()
    accf = "%s.%s.%s" % (acc[:4], acc[4:6], acc[6:])
    org = no_orgnr()
    t = f"""Faktura fra strømselskapet: KID {kid}, til konto {accf}, org.nr. {org}, forfall 20.12.2026. Hvordan setter jeg opp eFaktura så jeg slipper å taste KID hver gang?"""
    return C(t, [], [kid, accf, org], "payment KID, a company's account and organisation number")


@case("fi", "kela-hetu-iban")
def _():
    hetu = fi_hetu()
    ib = group4(iban("FI"))
    t = f"""Täytän Kelan asumistukihakemusta. Henkilötunnus {hetu}, tilinumero {ib}. Pitääkö verokortti liittää mukaan vai riittääkö tämä?"""
    return C(t, [hetu, ib], [], "Finnish personal identity code and IBAN")


@case("fi", "grandma-bank-password")
def _():
    pw = pw_human()
    p = pin(4)
    t = f"""Mummo antoi minulle verkkopankkinsa salasanan, jotta voin maksaa hänen laskunsa: {pw}. Tunnuslukusovelluksen PIN on {p}. Onko tämä ok, vai pitäisikö hänen tehdä minulle valtakirja?"""
    return C(t, [pw, p], [], "grandmother's banking password and app PIN entrusted to the user")


@case("fi", "invoice-reference-number", neg=True)
def _():
    yt = fi_ytunnus()
    viite = fi_viite(digits(9, True))
    ib = group4(iban("FI"))
    t = f"""Sain laskun remonttifirmalta: Y-tunnus {yt}, viitenumero {viite}, saajan tilinumero {ib}, eräpäivä 15.12.2026. Voinko maksaa sen MobilePaylla vai pitääkö käyttää verkkopankkia?"""
    return C(t, [], [yt, viite, ib], "company id, reference number and a company's IBAN")


@case("hu", "new-job-taj-account")
def _():
    taj = hu_taj()
    tajf = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ado = hu_adoszam()
    ib = iban("HU")[4:]
    szla = "%s-%s-%s" % (ib[:8], ib[8:16], ib[16:])
    t = f"""Az új munkahelyemen kérik az adataimat: TAJ-szám {tajf}, bankszámlaszám {szla}. A munkaszerződésen a cég adószáma {ado} szerepel. Ezeket kötelező megadni a belépéskor, és mire kell nekem a cég adószáma?"""
    return C(t, [tajf, szla], [ado], "Hungarian social security number and bank account; employer tax number look-alike")


@case("hu", "bank-sms-code-caller")
def _():
    code = digits(6, True)
    t = f"""Kaptam egy SMS-t a banktól: "Azonosító kód: {code}. Soha ne adja ki senkinek!" Közben valaki telefonon azt mondja, a bank biztonsági osztályáról hív, és ezt a kódot kéri, hogy "letiltsa a gyanús utalást". Megadjam neki?"""
    return C(t, [code], [], "bank SMS code during a vishing call")


@case("hu", "webshop-order-gls", neg=True)
def _():
    order = "#" + digits(7, True)
    ado = hu_adoszam()
    gls = digits(11, True)
    t = f"""Rendeltem egy porszívót egy webáruházból: rendelésszám {order}, az eladó adószáma {ado}, GLS csomagszám {gls}. Már egy hete "úton van". Hogyan reklamáljak?"""
    return C(t, [], [order, ado, gls], "order number, seller tax number and parcel number")


@case("ro", "anaf-cnp-iban")
def _():
    cnp = ro_cnp()
    ib = group4(iban("RO", "BTRL"))
    t = f"""Completez formularul 230 pe ANAF ca să redirecționez 3,5%. CNP {cnp}, IBAN {ib}. Trebuie să pun și seria buletinului sau ajunge atât?"""
    return C(t, [cnp, ib], [], "Romanian personal numeric code and IBAN")


@case("ro", "airbnb-host-wifi-keybox")
def _():
    wifi = pw_human()
    box = pin(4)
    conf = "HM" + ch(UPDIG, 8)
    t = f"""Gazda de la Airbnb mi-a scris asta pentru rezervarea {conf}, poți să traduci în engleză pentru prietenii mei? "Bună! Parola de la Wi-Fi este {wifi}, iar codul de la cutia cu chei de lângă ușă este {box}. Check-out până la ora 11." """.strip()
    return C(t, [wifi, box], [conf], "Wi-Fi password and key-box code entrusted by a host; booking code look-alike")


@case("ro", "utility-invoice-awb", neg=True)
def _():
    cui = ro_cui()
    fact = "DIG" + digits(9, True)
    awb = digits(13, True)
    t = f"""Am primit o factură pe e-mail: furnizor cu CUI RO{cui}, nr. factură {fact}, iar modemul vine cu Fan Courier, AWB {awb}. Cum verific că factura e reală și nu phishing?"""
    return C(t, [], [cui, fact, awb], "company tax id, invoice number and courier waybill")


@case("el", "benefit-afm-amka")
def _():
    afm = gr_afm(pick("1"))
    amka = gr_amka()
    prot = digits(9, True)
    t = f"""Συμπληρώνω την αίτηση για το επίδομα θέρμανσης: ΑΦΜ {afm}, ΑΜΚΑ {amka}. Η πλατφόρμα μου έδωσε αριθμό πρωτοκόλλου {prot}. Χρειάζεται να δηλώσω και IBAN ή τον παίρνουν από την εφορία;"""
    return C(t, [afm, amka], [prot], "Greek tax and social security numbers; application protocol number look-alike")


@case("el", "neighbor-wifi-alarm")
def _():
    wifi = pw_human()
    alarm = pin(4)
    t = f"""Γράψε ένα σύντομο μήνυμα για τη γειτόνισσα που θα ποτίζει τα λουλούδια: ο κωδικός για το Wi-Fi είναι {wifi} και το PIN του συναγερμού {alarm}. Τα κλειδιά είναι στο περίπτερο της γωνίας."""
    return C(t, [wifi, alarm], [], "Wi-Fi password and alarm PIN")


@case("el", "eshop-order-company-afm", neg=True)
def _():
    afm = gr_afm("0")
    order = digits(8, True)
    acs = digits(10, True)
    t = f"""Παρήγγειλα ένα κινητό από e-shop: αριθμός παραγγελίας {order}, ΑΦΜ εταιρείας {afm}, voucher ACS {acs}. Πέρασαν πέντε μέρες, πού να απευθυνθώ;"""
    return C(t, [], [order, afm, acs], "order number, company tax number and courier voucher")


@case("tr", "job-tckn-iban")
def _():
    tc = tr_tckn()
    ib = group4(iban("TR", "00062"))
    t = f"""İşe giriş için TC kimlik numaramı ({tc}) ve IBAN'ımı ({ib}) istediler. Maaş hesabı başka bankada olursa sorun olur mu?"""
    return C(t, [tc, ib], [], "Turkish identity number and IBAN")


@case("tr", "e-devlet-password-sms")
def _():
    pw = pw_human()
    code = digits(6, True)
    t = f"""e-Devlet şifremi unuttum, yeni şifre olarak {pw} belirledim. Sonra SMS ile doğrulama kodu geldi: {code}. Kodu girdim ama yine giriş yapamıyorum, neden olabilir?"""
    return C(t, [pw, code], [], "e-Government password and SMS verification code")


@case("tr", "trendyol-order-return", neg=True)
def _():
    order = digits(10, True)
    kargo = digits(13, True)
    vkn = digits(10, True)
    t = f"""Trendyol'dan ayakkabı aldım, sipariş no {order}, kargo takip no {kargo}, satıcının vergi numarası {vkn}. Numara küçük geldi, iade nasıl yapılır?"""
    return C(t, [], [order, kargo, vkn], "order, tracking and seller tax numbers")


@case("vi", "brokerage-cccd-account")
def _():
    b = birthdate(1975, 2004)
    cccd = pick(["001", "079", "048", "031"]) + ("0" if b.year < 2000 else "2") + b.strftime("%y") + digits(6)
    acc = "10" + digits(11)
    t = f"""Mình đang điền form mở tài khoản chứng khoán: số CCCD {cccd}, số tài khoản Vietcombank {acc}, chi nhánh Hà Nội. Có cần khai mã số thuế cá nhân không bạn?"""
    return C(t, [cccd, acc], [], "Vietnamese citizen id and bank account")


@case("vi", "otp-scam-bank-call")
def _():
    otp = digits(6, True)
    pw = pw_human()
    t = f"""Có người gọi tự xưng là nhân viên ngân hàng, bảo mình đọc mã OTP vừa nhận: "{otp} la ma OTP cua Quy khach. Tuyet doi KHONG chia se ma nay cho bat ky ai." Họ còn hỏi mật khẩu app ngân hàng, mình lỡ nói luôn là {pw}. Giờ mình phải làm gì?"""
    return C(t, [otp, pw], [], "OTP and banking-app password told to a caller")


@case("vi", "shopee-order-tracking", neg=True)
def _():
    order = "26" + "12%02d" % rint(1, 6) + ch(UPDIG, 8)
    vd = "SPXVN" + digits(12, True)
    mst = digits(10, True)
    t = f"""Đơn hàng Shopee mã {order}, mã vận đơn {vd}, mã số thuế của shop {mst}. Đã một tuần rồi mà chưa giao, mình nên khiếu nại ở đâu?"""
    return C(t, [], [order, vd, mst], "order, waybill and shop tax numbers")


@case("th", "job-application-id-account")
def _():
    idn = fmt_th(th_13("1"))
    acc = "%s-%s-%s-%s" % (digits(3), digits(1), digits(5), digits(1))
    t = f"""กรอกใบสมัครงาน ต้องใส่เลขบัตรประชาชน {idn} และเลขบัญชีกสิกรไทย {acc} สำหรับรับเงินเดือน ต้องแนบสำเนาบัตรประชาชนด้วยไหมคะ"""
    return C(t, [idn, acc], [], "Thai national id and bank account")


@case("th", "bank-otp-with-ref")
def _():
    otp = digits(6, True)
    ref = ch(UP, 4)
    t = f"""มีคนโทรมาบอกว่าเป็นเจ้าหน้าที่ธนาคาร ขอรหัส OTP ที่เพิ่งได้ทาง SMS: "รหัส OTP คือ {otp} (Ref: {ref}) ห้ามบอกรหัสนี้แก่ผู้อื่นไม่ว่ากรณีใด" เขาบอกว่าถ้าไม่บอกบัญชีจะถูกระงับ ควรทำยังไงดีคะ"""
    return C(t, [otp], [ref], "bank OTP; the SMS reference code is a look-alike")


@case("th", "tax-invoice-parcel", neg=True)
def _():
    tax = th_13("0")
    inv = "INV" + digits(8, True)
    ems = s10("EF", "TH")
    t = f"""ได้ใบกำกับภาษีจากร้าน เลขประจำตัวผู้เสียภาษี {tax} เลขที่ใบกำกับ {inv} ส่งของทาง EMS เลขพัสดุ {ems} จะเอาใบนี้ไปลดหย่อนภาษีได้ไหมครับ"""
    return C(t, [], [tax, inv, ems], "company tax id, invoice number and EMS tracking")


@case("id", "bpjs-nik-account")
def _():
    b = birthdate(1970, 2004)
    nik = pick(["3171", "3273", "3578", "3374"]) + "%02d" % rint(1, 12) + b.strftime("%d%m%y") + "%04d" % rint(1, 30)
    acc = digits(10, True)
    t = f"""Mau daftar BPJS Ketenagakerjaan, diminta NIK {nik} dan nomor rekening BCA {acc} buat pencairan JHT nanti. Apakah perlu NPWP juga?"""
    return C(t, [nik, acc], [], "Indonesian NIK and bank account")


@case("id", "whatsapp-otp-and-mbanking-pin")
def _():
    otp = digits(6, True)
    p = pin(6)
    t = f"""Ada yang WA ngaku dari Shopee, minta kode: "JANGAN BERIKAN kode ini kepada siapa pun, termasuk pihak Shopee. Kode verifikasi Anda: {otp}". Terus dia juga minta PIN m-BCA saya, {p}. OTP-nya udah saya kasih, PIN belum. Gimana ini?"""
    return C(t, [otp, p], [], "OTP and mobile-banking PIN")


@case("id", "tokopedia-invoice-resi", neg=True)
def _():
    inv = "INV/2026%02d%02d/MPL/%s" % (12, rint(1, 6), digits(10, True))
    resi = "JP" + digits(10, True)
    npwp = "%s.%s.%s.%s-%s.%s" % (digits(2), digits(3), digits(3), digits(1), digits(3), "000")
    t = f"""Pesanan Tokopedia {inv}, resi J&T {resi}, NPWP toko di faktur {npwp}. Kok statusnya belum berubah dari kemarin?"""
    return C(t, [], [inv, resi, npwp], "marketplace invoice, waybill and a shop's tax id")


@case("tl", "gcash-mpin-otp")
def _():
    mpin = pin(4)
    otp = digits(6, True)
    t = f"""Na-lock yung GCash ko kasi tatlong beses akong nagkamali. Ang MPIN ko ay {mpin}, tapos may dumating na OTP {otp} pero expired na raw. Ano'ng gagawin ko para ma-unlock?"""
    return C(t, [mpin, otp], [], "GCash MPIN and OTP")


@case("tl", "sss-loan-ids")
def _():
    sss = "%s-%s-%s" % (digits(2, True), digits(7), digits(1))
    tin = "%s-%s-%s-000" % (digits(3, True), digits(3), digits(3))
    trn = "TRN" + digits(10, True)
    t = f"""Mag-a-apply ako ng salary loan sa SSS. SSS number ko {sss}, TIN {tin}. Binigyan ako ng My.SSS ng transaction number {trn}. Kailangan pa ba ng UMID o pwede na yung mga numerong ito?"""
    return C(t, [sss, tin], [trn], "SSS and TIN numbers; online transaction number look-alike")


@case("tl", "gcash-receipt-ref-no", neg=True)
def _():
    ref = "%s %s %s" % (digits(4, True), digits(3), digits(6))
    t = f"""Nagbayad ako ng Meralco sa GCash pero sabi nila hindi pa pumapasok. Ito yung resibo: Amount PHP 2,345.60, Ref No. {ref}, Dec 3, 2026 7:42 PM. Ano'ng ipapakita ko sa Meralco?"""
    return C(t, [], [ref, "PHP 2,345.60"], "receipt Ref No. and amount (settled as a reference, not a secret)")


@case("sw", "mpesa-wrong-number")
def _():
    code = pick("ST") + ch(UPDIG, 9)
    t = f"""Nimetuma pesa kwa namba isiyo sahihi. Ujumbe wa M-PESA ni huu: "{code} Confirmed. Ksh2,500.00 sent to JOHN KAMAU 0712***678 on 6/12/26 at 3:15 PM. New M-PESA balance is Ksh4,120.50. Transaction cost, Ksh13.00." Nifanye nini ili pesa zirudishwe?"""
    return C(t, [code], [], "M-Pesa confirmation code (settled as a secret)")


@case("sw", "job-form-kra-sha")
def _():
    kra = "A" + digits(9) + pick(UP)
    emp = "P05" + digits(7) + pick(UP)
    sha = "CR" + digits(13, True)
    t = f"""Ninajaza fomu ya kazi mpya: KRA PIN yangu {kra}, namba ya SHA {sha}. Kwenye mkataba kuna KRA PIN ya kampuni {emp}. Je, ni salama kuwatumia HR kwa WhatsApp au niwapelekee ofisini?"""
    return C(t, [kra, sha], [emp], "own KRA PIN and health insurance number; employer KRA PIN look-alike")


@case("sw", "paybill-vs-till", neg=True)
def _():
    pb = digits(6, True)
    till = digits(7, True)
    t = f"""Nataka kulipa bili ya maji kupitia Lipa na M-PESA kwa Paybill {pb}, na duka la jirani lina Till Number {till}. Tofauti ya Paybill na Till ni nini, na kwa nini moja inaomba namba ya akaunti?"""
    return C(t, [], [pb, till], "business Paybill and Till numbers")


# ------------------------------------------------------------------ build and write
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


def build():
    problems = []
    if not selftest():
        problems.append("check-digit self-test failed")
    order = list(range(len(CASES)))
    r.shuffle(order)
    built, slugs = [], set()
    for n, idx in enumerate(order, 1):
        lang, slug, neg, fn = CASES[idx]
        if slug in slugs:
            problems.append("duplicate slug " + slug)
        slugs.add(slug)
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        last = None
        for attempt in range(50):
            try:
                c = fn()
            except ValueError as e:
                last = [str(e)]
                continue
            c = {"id": cid, "lang": lang, "text": c["text"], "secrets": c["secrets"],
                 "lookalikes": c["lookalikes"], "note": c["note"]}
            errs = validate_case(c)
            if neg and c["secrets"]:
                errs.append("negative case with secrets")
            if neg and not c["lookalikes"]:
                errs.append("negative case without look-alikes")
            if not neg and not c["secrets"]:
                errs.append("positive case without secrets")
            if not errs:
                break
            last = errs
        else:
            problems.append("%s: %s" % (cid, "; ".join(last)))
            continue
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9]+(-[a-z0-9]+)*", cid):
            problems.append("bad id " + cid)
        built.append(c)
    ids = [c["id"] for c in built]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    return built, problems


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    cases, problems = build()
    if not problems:
        text = to_yaml(cases)
        if bad_chars(text, True):
            problems.append("hostile characters in the YAML output")
    if problems:
        for p in problems:
            print("PROBLEM:", p, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    neg = sum(1 for c in cases if not c["secrets"])
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), neg, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))


if __name__ == "__main__":
    main()
