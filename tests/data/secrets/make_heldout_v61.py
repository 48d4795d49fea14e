#!/usr/bin/env python3
"""make_heldout_v61.py - deterministic generator of the blind evaluation set heldout_v61
for a chat-message secrets filter.  Standard library only.

Usage: python3 make_heldout_v61.py heldout_v61.yaml

Every secret and most look-alikes are drawn from random.Random(61).  Check digits are
computed where the format has a public algorithm (see README.txt).  Everything is
validated before anything is written; on any problem the script exits with status 1.
"""
import base64
import datetime
import hashlib
import json
import random
import string
import struct
import sys
import unicodedata

SEED = 61
NAME = "heldout_v61"
PREFIX = "H61"
R = random.Random(SEED)

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UPPER + "234567"
UPDIG = UPPER + DIGITS


class GenError(Exception):
    pass


def ch(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n):
    return ch(DIGITS, n)


def nz(n):
    return R.choice("123456789") + dg(n - 1)


def hx(n):
    return ch(HEXL, n)


def HX(n):
    return ch(HEXU, n)


def an(n):
    return ch(ALNUM, n)


def pick(seq):
    return R.choice(seq)


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def b64u_json(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i != len(s):
        raise GenError("grp: sizes %r do not cover %r" % (sizes, s))
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def fa_digits(s):
    return s.translate(FA_DIG)


def ar_digits(s):
    return s.translate(AR_DIG)


def uuid4(upper=False):
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def rdate(y0, y1):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rint(a, b))


def mmyy_future():
    return "%02d/%02d" % (rint(1, 12), rint(26, 31))


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    s = 0
    for i, c in enumerate(reversed(body)):
        v = int(c)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        s += v
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def luhn_num(prefix, length):
    body = prefix + dg(length - len(prefix) - 1)
    return body + luhn_digit(body)


def mod97_int(s):
    return int("".join(str(int(c, 36)) for c in s))


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "BE": 16, "PL": 28, "GB": 22,
            "IE": 22, "SE": 24, "FI": 18, "NO": 15, "DK": 18, "HU": 28, "RO": 24, "GR": 27,
            "TR": 26, "CZ": 24, "PT": 25, "UA": 29, "IR": 26, "SA": 24, "AE": 23, "EG": 29,
            "IL": 23, "CH": 21, "AT": 20}


def iban(cc, bban):
    c = 98 - mod97_int(bban + cc + "00") % 97
    ib = "%s%02d%s" % (cc, c, bban)
    if len(ib) != IBAN_LEN[cc]:
        raise GenError("IBAN length %s %d" % (ib, len(ib)))
    return ib


def iban_ok(ib):
    return mod97_int(ib[4:] + ib[:4]) % 97 == 1


def mod11_weighted(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


# -- BBANs
def bban_de():
    return pick("1234567") + dg(7) + dg(10)


def bban_gb(bank=None):
    return (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"])) + dg(6) + dg(8)


def bban_ie():
    return pick(["AIBK", "BOFI"]) + dg(6) + dg(8)


def bban_fr():
    bank = pick(["30004", "30003", "20041", "10278", "30002", "18206"])
    branch, acct = dg(5), dg(11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return bank + branch + acct + "%02d" % key


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    r = 11 - mod11_weighted(ten, ES_W) % 11
    return {11: 0, 10: 1}.get(r, r)


def bban_es():
    bank = pick(["2100", "0049", "0182", "0081", "2038", "0128"])
    br, acct = dg(4), dg(10)
    return bank + br + str(es_dc("00" + bank + br)) + str(es_dc(acct)) + acct


CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
CF_ODD.update(dict(zip(UPPER, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12,
                              14, 16, 10, 22, 25, 24, 23])))
CF_EVEN = dict(zip("0123456789", range(10)))
CF_EVEN.update(dict(zip(UPPER, range(26))))


def it_check_char(s):
    t = 0
    for i, c in enumerate(s):
        t += CF_ODD[c] if i % 2 == 0 else CF_EVEN[c]
    return chr(65 + t % 26)


def bban_it():
    s = pick(["03069", "02008", "05034", "01030", "03032"]) + dg(5) + "0000" + dg(8)
    return it_check_char(s) + s


def bban_nl():
    while True:
        nine = dg(9)
        s = sum(int(c) * (10 - i) for i, c in enumerate(nine))
        last = (-s) % 11
        if last < 10:
            return pick(["ABNA", "RABO", "INGB", "SNSB", "ASNB", "TRIO", "KNAB", "BUNQ"]) + nine + str(last)


def bban_be():
    a = nz(3) + dg(7)
    c = int(a) % 97 or 97
    return a + "%02d" % c


def pl_sort():
    b = pick(["102", "114", "105", "109", "249", "116"]) + dg(4)
    s = mod11_weighted(b, [3, 9, 7, 1, 3, 9, 7])
    return b + str((10 - s % 10) % 10)


def bban_pl():
    return pl_sort() + dg(16)


def bban_se():
    return pick(["500", "800", "600", "300"]) + "0000000" + dg(10)


def bban_fi():
    b = pick(["1", "5", "8", "3"]) + dg(12)
    return b + luhn_digit(b)


def no_mod11(digits, weights):
    r = 11 - mod11_weighted(digits, weights) % 11
    if r == 11:
        return "0"
    if r == 10:
        return None
    return str(r)


def no_konto():
    while True:
        b = pick(["1503", "1506", "9710", "3000", "1207", "1254"]) + dg(6)
        c = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return b + c


def bban_dk():
    return pick(["3000", "1551", "5301", "9570"]) + dg(10)


def hu_block(n_digits):
    """n_digits digits followed by a 9-7-3-1 check digit."""
    b = dg(n_digits)
    s = sum(int(c) * [9, 7, 3, 1][i % 4] for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def hu_account():
    first = hu_block(7)
    second = hu_block(15)
    return first + second   # 24 digits


def bban_hu(acct=None):
    return acct or hu_account()


def bban_ro():
    return pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR"]) + "RONCRT0" + dg(9)


def bban_gr():
    return pick(["011", "017", "026", "014"]) + dg(4) + dg(16)


def bban_tr():
    return pick(["00010", "00062", "00046", "00064", "00067", "00012"]) + "0" + dg(16)


CZ_W = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_account():
    """(prefix, number) each passing the Czech mod-11 test."""
    while True:
        pre = "0000" + dg(2) if R.random() < 0.4 else "000000"
        if mod11_weighted(pre, CZ_W[4:]) % 11 == 0:
            break
    while True:
        num = "0" + nz(9) if R.random() < 0.5 else "00" + nz(8)
        if mod11_weighted(num, CZ_W) % 11 == 0:
            return pre, num


def bban_cz(bank, pre, num):
    return bank + pre + num


def pt_nib():
    b = pick(["0035", "0033", "0007", "0010", "0018", "0036"]) + dg(4) + dg(11)
    c = 98 - (int(b) * 100) % 97
    return b + "%02d" % c


def bban_ua():
    return pick(["322001", "305299", "300528", "380805"]) + "00000" + "2620" + dg(10)


def bban_ir():
    return "0" + pick(["17", "12", "18", "19", "56", "62"]) + "0" + dg(18)


def bban_sa():
    return pick(["80", "10", "20", "45"]) + "0000" + dg(14)


def bban_ae():
    return pick(["033", "026", "035", "030"]) + dg(16)


def bban_eg():
    return pick(["0003", "0019", "0002", "0037"]) + dg(4) + dg(17)


# -- national ids and other check-digit formats
def cn_id(region=None, female=None):
    region = region or pick(["110105", "310104", "440305", "510107", "330106", "420106"])
    d = rdate(1965, 2002)
    seq = "%02d" % rint(0, 99)
    if female is None:
        female = R.random() < 0.5
    sex = pick("02468") if female else pick("13579")
    body = region + d.strftime("%Y%m%d") + seq + sex
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[mod11_weighted(body, w) % 11]


USCC_CS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def org_code():
    while True:
        b = dg(8)
        r = 11 - mod11_weighted(b, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
        c = {10: "X", 11: "0"}.get(r, str(r))
        return b + c


def uscc():
    body = "91" + pick(["440300", "310115", "110108", "330100"]) + org_code()
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CS.index(c) * x for c, x in zip(body, w))
    return body + USCC_CS[(31 - s % 31) % 31]


def uscc_ok(s):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    t = sum(USCC_CS.index(c) * x for c, x in zip(s[:17], w))
    return USCC_CS[(31 - t % 31) % 31] == s[17]


def my_number():
    b = nz(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp_number():
    b = nz(12)
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def yamato_no():
    b = nz(11)
    return b + str(int(b) % 7)


def kr_rrn():
    d = rdate(1960, 1999)
    g = pick("12")
    body = d.strftime("%y%m%d") + g + dg(5)
    s = mod11_weighted(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])
    return body + str((11 - s % 11) % 10)


def kr_brn():
    b = nz(3) + "%02d" % rint(1, 88) + dg(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = mod11_weighted(b, w) + (int(b[8]) * 5) // 10
    return b + str((10 - s % 10) % 10)


def sa_nid():
    b = "1" + dg(8)
    return b + luhn_digit(b)


def ae_eid():
    b = "784" + str(rint(1965, 2000)) + dg(7)
    return b + luhn_digit(b)


def ir_code():
    while True:
        b = pick(["001", "002", "004", "007", "048", "127", "136", "229"]) + dg(6)
        s = sum(int(c) * (10 - i) for i, c in enumerate(b))
        r = s % 11
        return b + str(r if r < 2 else 11 - r)


def il_tz(prefix=""):
    b = prefix + dg(8 - len(prefix))
    s = 0
    for i, c in enumerate(b):
        v = int(c) * (1 if i % 2 == 0 else 2)
        s += v - 9 if v > 9 else v
    return b + str((10 - s % 10) % 10)


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(body):
    c = 0
    for i, x in enumerate(reversed(body)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(x)]]
    return str(VH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, x in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(x)]]
    return c == 0


def aadhaar():
    b = pick("23456789") + dg(10)
    return b + verhoeff_digit(b)


def pan_in(surname_initial):
    return ch(UPPER, 3) + "P" + surname_initial + dg(4) + pick(UPPER)


def ifsc(bank):
    return bank + "0" + dg(6)


def ru_inn10():
    b = pick(["77", "78", "50", "54", "66"]) + dg(7)
    return b + str(mod11_weighted(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_inn12():
    b = pick(["77", "78", "50", "54", "66"]) + dg(8)
    c1 = str(mod11_weighted(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    c2 = str(mod11_weighted(b + c1, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)
    return b + c1 + c2


def snils():
    while True:
        b = dg(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


RU_KEY_W = [7, 1, 3] * 8


def ru_key_ok(prefix3, acct):
    s = prefix3 + acct
    return sum(int(c) * w for c, w in zip(s, RU_KEY_W)) % 10 == 0


def ru_account(bik, first8):
    """20-digit account with the control key in position 9 (mod 10, weights 7-1-3)."""
    rest = dg(11)
    base = first8 + "0" + rest
    s = sum(int(c) * w for c, w in zip(bik[-3:] + base, RU_KEY_W)) % 10
    key = (s * 3) % 10
    acct = first8 + str(key) + rest
    if not ru_key_ok(bik[-3:], acct):
        raise GenError("ru account key")
    return acct


def ru_corr(bik):
    rest = "0000000" + bik[-3:]
    first = "30101810"
    mid = dg(1)
    base = first + "0" + mid + rest
    s = sum(int(c) * w for c, w in zip("0" + bik[4:6] + base, RU_KEY_W)) % 10
    acct = first + str((s * 3) % 10) + mid + rest
    if not ru_key_ok("0" + bik[4:6], acct):
        raise GenError("ru corr key")
    return acct


def s10(prefix, country):
    b = dg(8)
    r = 11 - mod11_weighted(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(r, r)
    return prefix + b + str(c) + country


def ua_rnokpp():
    b = str(rint(23000, 38000)) + dg(4)
    s = mod11_weighted(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])
    return b + str(s % 11 % 10)


def ua_edrpou():
    while True:
        b = dg(7)
        v = int(b + "0")
        w = [1, 2, 3, 4, 5, 6, 7] if (v < 30000000 or v > 60000000) else [7, 1, 2, 3, 4, 5, 6]
        r = mod11_weighted(b, w) % 11
        if r >= 10:
            w = [x + 2 for x in w]
            r = mod11_weighted(b, w) % 11
            if r >= 10:
                r = 0
        return b + str(r)


def pesel(female=None):
    d = rdate(1960, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    sx = pick("02468") if female else pick("13579")
    b = d.strftime("%y") + "%02d" % mm + d.strftime("%d") + dg(3) + sx
    s = mod11_weighted(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])
    return b + str((10 - s % 10) % 10)


def pl_id_card():
    letters = pick(["C", "D", "A"]) + ch("BCDEFGHJKLMNPRSTVWXYZ", 2)
    rest = dg(5)
    s = sum(int(c, 36) * w for c, w in zip(letters, [7, 3, 1])) + mod11_weighted(rest, [7, 3, 1, 7, 3])
    return letters + str(s % 10) + rest


def pl_nip():
    while True:
        b = nz(9)
        c = mod11_weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            return b + str(c)


def cz_rc(female):
    while True:
        d = rdate(1955, 1999)
        mm = d.month + (50 if female else 0)
        b = d.strftime("%y") + "%02d" % mm + d.strftime("%d") + dg(3)
        c = int(b) % 11
        if c < 10:
            return b[:6] + "/" + b[6:] + str(c)


def cz_ico():
    b = nz(7)
    r = mod11_weighted(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str((11 - r) % 10)


def iso7064_11_10(digits):
    p = 10
    for c in digits:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def de_steuer_id():
    while True:
        f = nz(1) + dg(9)
        counts = {}
        for c in f:
            counts[c] = counts.get(c, 0) + 1
        multi = [c for c, k in counts.items() if k > 1]
        if len(multi) == 1 and counts[multi[0]] in (2, 3):
            return f + iso7064_11_10(f)


def icao_digit(s):
    t = 0
    for i, c in enumerate(s):
        v = 0 if c == "<" else int(c, 36)
        t += v * [7, 3, 1][i % 3]
    return str(t % 10)


def de_ausweis():
    b = pick("LMNPRTVWXY") + ch("CFGHJKLMNPRTVWXYZ0123456789", 8)
    return b + icao_digit(b)


def de_kvnr():
    letter = pick(UPPER)
    digits = dg(8)
    s = 0
    for i, c in enumerate("%02d" % (ord(letter) - 64) + digits):
        v = int(c) * (1 if i % 2 == 0 else 2)
        s += v // 10 + v % 10
    return letter + digits + str(s % 10)


def de_ust_id():
    b = nz(8)
    return "DE" + b + iso7064_11_10(b)


def fr_nir(sex=None):
    sex = sex or pick("12")
    body = (sex + dg(2) + "%02d" % rint(1, 12) + pick(["75", "69", "13", "33", "59", "31", "44", "92"])
            + "%03d" % rint(1, 400) + "%03d" % rint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def fr_siren():
    b = nz(8)
    return b + luhn_digit(b)


def fr_siret(siren):
    b = siren + "000" + dg(1)
    return b + luhn_digit(b)


def fr_tva(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def es_dni():
    n = nz(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


CURP_CS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(female):
    d = rdate(1970, 1999)
    body = (pick("GMRHLS") + pick("AEOU") + pick("ORMLPS") + pick("AJMLEG") + d.strftime("%y%m%d")
            + ("M" if female else "H") + pick(["DF", "JC", "NL", "PL", "MC", "VZ"])
            + ch("BCDFGHJKLMNPRSTVZ", 3) + pick(DIGITS))
    s = sum(CURP_CS.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10), d


def mx_clabe():
    b = pick(["012", "002", "014", "072", "021"]) + pick(["180", "320", "580", "650"]) + dg(11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * x) % 10 for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


def clabe_ok(s):
    w = [3, 7, 1] * 6
    t = sum((int(c) * x) % 10 for c, x in zip(s[:17], w))
    return str((10 - t % 10) % 10) == s[17]


def ar_cuit(prefix):
    while True:
        b = prefix + nz(8)
        r = 11 - mod11_weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if r == 11:
            r = 0
        if r < 10:
            return "%s-%s-%d" % (b[:2], b[2:], r)


def ar_cbu():
    b1 = pick(["011", "007", "017", "072", "285"]) + dg(4)
    s1 = mod11_weighted(b1, [7, 1, 3, 9, 7, 1, 3])
    b2 = "0" + dg(12)
    s2 = mod11_weighted(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])
    return b1 + str((10 - s1 % 10) % 10) + b2 + str((10 - s2 % 10) % 10)


def br_cpf():
    b = dg(9)
    s1 = sum(int(c) * (10 - i) for i, c in enumerate(b))
    v1 = s1 * 10 % 11 % 10
    s2 = sum(int(c) * (11 - i) for i, c in enumerate(b + str(v1)))
    v2 = s2 * 10 % 11 % 10
    n = b + str(v1) + str(v2)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def br_cnpj():
    b = nz(8) + "0001"
    r = mod11_weighted(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    v1 = 0 if r < 2 else 11 - r
    r = mod11_weighted(b + str(v1), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    v2 = 0 if r < 2 else 11 - r
    n = b + str(v1) + str(v2)
    return "%s.%s.%s/%s-%s" % (n[:2], n[2:5], n[5:8], n[8:12], n[12:])


def pt_nif(first):
    b = first + dg(7)
    c = 11 - mod11_weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if c >= 10 else c)


CONS = "BCDFGHJKLMNPQRSTVWXYZ"


def cf_part(name, is_first):
    n = name.upper()
    cons = [c for c in n if c in CONS]
    vows = [c for c in n if c in "AEIOU"]
    if is_first and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(surname, first, female):
    d = rdate(1965, 2000)
    day = d.day + (40 if female else 0)
    body = (cf_part(surname, False) + cf_part(first, True) + d.strftime("%y") + "ABCDEHLMPRST"[d.month - 1]
            + "%02d" % day + pick(["H501", "F205", "F839", "L219", "A944", "D612", "G273", "L736"]))
    return body + it_check_char(body)


def it_piva():
    b = nz(7) + pick(["015", "021", "058", "063", "037"])
    return b + luhn_digit(b)


def nl_bsn():
    while True:
        b = nz(8)
        c = sum(int(x) * (9 - i) for i, x in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def se_pnr():
    d = rdate(1955, 2000)
    b = d.strftime("%y%m%d") + dg(3)
    return "%s-%s%s" % (b[:6], b[6:], luhn_digit(b)), d


def se_org():
    b = "556" + dg(6)
    n = b + luhn_digit(b)
    return n[:6] + "-" + n[6:]


def se_bankgiro():
    b = nz(6)
    n = b + luhn_digit(b)
    return n[:3] + "-" + n[3:]


def se_ocr():
    b = nz(rint(10, 14))
    return b + luhn_digit(b)


def dk_cvr():
    while True:
        b = nz(7)
        r = mod11_weighted(b, [2, 7, 6, 5, 4, 3, 2]) % 11
        c = (11 - r) % 11
        if c < 10:
            return b + str(c)


def no_fnr():
    while True:
        d = rdate(1950, 1999)
        b = d.strftime("%d%m%y") + "%03d" % rint(0, 499)
        k1 = no_mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return b + k1 + k2


def no_org():
    while True:
        b = pick("89") + dg(7)
        c = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return b + c


def fi_hetu():
    d = rdate(1950, 2003)
    sep = "-" if d.year < 2000 else "A"
    n = "%03d" % rint(2, 899)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(d.strftime("%d%m%y") + n) % 31]
    return d.strftime("%d%m%y") + sep + n + c


def fi_ytunnus():
    while True:
        b = pick("0123") + dg(6)
        r = mod11_weighted(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = nz(rint(6, 12))
    s = sum(int(c) * [7, 3, 1][i % 3] for i, c in enumerate(reversed(b)))
    n = b + str((10 - s % 10) % 10)
    parts = []
    while n:
        parts.insert(0, n[-5:])
        n = n[:-5]
    return " ".join(parts)


def hu_taj():
    b = dg(8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    n = b + str(s % 10)
    return n[:3] + " " + n[3:6] + " " + n[6:]


def hu_adoaz():
    while True:
        days = (rdate(1955, 2000) - datetime.date(1867, 1, 1)).days
        b = "8" + "%05d" % days + dg(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_adoszam():
    b = nz(7)
    s = mod11_weighted(b, [9, 7, 3, 1, 9, 7, 3])
    return b + str((10 - s % 10) % 10) + "-" + pick("2345") + "-" + "%02d" % rint(2, 44)


def ro_cnp(female):
    d = rdate(1960, 2003)
    s = ("2" if female else "1") if d.year < 2000 else ("6" if female else "5")
    b = s + d.strftime("%y%m%d") + "%02d" % rint(1, 40) + "%03d" % rint(1, 999)
    r = mod11_weighted(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if r == 10 else r)


def ro_cui():
    b = nz(rint(7, 8))
    p = b.rjust(9, "0")
    c = mod11_weighted(p, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return b + str(0 if c == 10 else c)


def gr_amka():
    d = rdate(1955, 2000)
    b = d.strftime("%d%m%y") + dg(4)
    return b + luhn_digit(b)


def gr_afm(first="1"):
    b = first + dg(7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def rf_ref():
    ref = dg(rint(12, 18))
    c = 98 - mod97_int(ref + "RF00") % 97
    return "RF%02d%s" % (c, ref)


def tr_tc():
    d = [int(x) for x in nz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def th_id(first=None):
    b = (first or pick("13")) + dg(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    return b + str((11 - s % 11) % 10)


def th_fmt(n):
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])


def aba():
    b = pick(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
              "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32"]) + dg(6)
    s = mod11_weighted(b, [3, 7, 1, 3, 7, 1, 3, 7])
    return b + str((10 - s % 10) % 10)


def aba_ok(n):
    return mod11_weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0


def npi():
    b = pick("12") + dg(8)
    return b + luhn_digit("80840" + b)


def ca_sin():
    b = pick("1234567") + dg(7)
    return b + luhn_digit(b)


def sg_nric():
    p = pick("ST")
    b = dg(7)
    s = mod11_weighted(b, [2, 7, 6, 5, 4, 3, 2]) + (4 if p == "T" else 0)
    return p + b + "JZIHGFEDCBA"[s % 11]


def nhs_number():
    while True:
        b = pick("4679") + dg(8)
        r = 11 - mod11_weighted(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if r == 11:
            r = 0
        if r < 10:
            return b + str(r)


def ie_ppsn():
    b = dg(7)
    s = mod11_weighted(b, [8, 7, 6, 5, 4, 3, 2]) + 9 * 1
    return b + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23] + "A"


def au_tfn():
    while True:
        b = nz(8)
        c = mod11_weighted(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c < 10:
            return b + str(c)


def au_medicare():
    b = pick("23456") + dg(7)
    c = mod11_weighted(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return b + str(c) + str(rint(1, 9))


def au_abn():
    rest = dg(9)
    t = (-mod11_weighted(rest, [3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89
    n = str(t // 10 + 1) + str(t % 10) + rest
    if not abn_ok(n):
        raise GenError("abn")
    return "%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:])


def abn_ok(n):
    n = n.replace(" ", "")
    d = [int(c) for c in n]
    d[0] -= 1
    return sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def za_id(female):
    d = rdate(1960, 2000)
    g = "%04d" % (rint(0, 4999) if female else rint(5000, 9999))
    b = d.strftime("%y%m%d") + g + "08"
    return b + luhn_digit(b)


def ng_nuban(bank):
    ser = dg(9)
    s = mod11_weighted(bank + ser, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3])
    c = 10 - s % 10
    return ser + str(0 if c == 10 else c)


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_T.update({str(i): i for i in range(10)})
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
VIN_AL = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin_digit(v):
    r = sum(VIN_T[c] * w for c, w in zip(v, VIN_W)) % 11
    return "X" if r == 10 else str(r)


def vin():
    v = (pick(["1HG", "1FT", "2T1", "5YJ", "JTD", "WVW", "3FA", "1C4"]) + ch(VIN_AL, 5) + "0"
         + pick("LMNPRS") + ch(UPPER.replace("I", "").replace("O", "").replace("Q", ""), 1) + dg(6))
    return v[:8] + vin_digit(v) + v[9:]


def imei():
    b = "35" + dg(12)
    return b + luhn_digit(b)


def ean13_digit(b):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    return str((10 - s % 10) % 10)


def isbn13():
    pub = pick([2, 3, 4, 5])
    b = "978" + pick("01") + dg(8)
    c = ean13_digit(b)
    return "%s-%s-%s-%s-%s" % (b[:3], b[3], b[4:4 + pub], b[4 + pub:], c)


def gb_vat():
    b = nz(7)
    c = (-mod11_weighted(b, [8, 7, 6, 5, 4, 3, 2])) % 97
    return "GB %s %s %02d" % (b[:3], b[3:7], c)


def gb_vat_ok(v):
    d = v.replace("GB", "").replace(" ", "")
    return (mod11_weighted(d[:7], [8, 7, 6, 5, 4, 3, 2]) + int(d[7:])) % 97 == 0


# -- crypto-ish material
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


def b58decode(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + raw


def wif_compressed():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_hrp(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def bech32_ok(addr):
    hrp, data = addr.lower().rsplit("1", 1)
    return bech32_polymod(bech32_hrp(hrp) + [BECH.index(c) for c in data]) == 1


def convertbits(data, frm, to):
    acc, bits, ret, maxv = 0, 0, [], (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (to - bits)) & maxv)
    return ret


def p2wpkh():
    data = [0] + convertbits(rbytes(20), 8, 5)
    pm = bech32_polymod(bech32_hrp("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    """OpenSSH private key container with random key material (public half not derived)."""
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rbytes(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    body = base64.b64encode(blob).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    return pem, base64.b64encode(pubblob).decode()


def ssh_pub_ed25519():
    return base64.b64encode(ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))).decode()


def pkcs8_pem_escaped():
    """RSA-2048-sized PKCS#8 body of random bytes, as it appears inside a JSON file (literal \\n)."""
    head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    body = base64.b64encode(head + rbytes(1190)).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"


def jwt(payload):
    return b64u_json({"alg": "HS256", "typ": "JWT"}) + "." + b64u_json(payload) + "." + b64u(32)


# -- provider tokens (real prefixes, alphabets and lengths; embedded checksums not computed)
def aws_key_id():
    return "AKIA" + ch(UPPER + "234567", 16)


def aws_secret():
    return ch(ALNUM + "+/", 40)


def gh_pat():
    return "ghp_" + an(36)


def gh_fine():
    return "github_pat_11" + ch(UPDIG, 20) + "_" + an(59)


def stripe_live():
    return "sk_live_51" + an(14) + an(83)


def openai_key():
    return "sk-proj-" + ch(B64URL, 74) + "T3BlbkFJ" + ch(B64URL, 74)


def anthropic_key():
    return "sk-ant-api03-" + ch(B64URL, 93) + "AA"


def slack_bot():
    return "xoxb-%s-%s-%s" % (nz(12), nz(13), an(24))


def google_api_key():
    return "AIza" + ch(B64URL, 35)


def sendgrid_key():
    return "SG." + ch(B64URL, 22) + "." + ch(B64URL, 43)


def npm_token():
    return "npm_" + an(36)


def glpat():
    return "glpat-" + ch(B64URL, 20)


def hf_token():
    return "hf_" + ch(UPPER + LOWER, 34)


def telegram_token():
    return nz(10) + ":AA" + ch(B64URL, 33)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + ch(B64URL, 160)


def azure_key():
    return b64(64)


def alibaba_id():
    return "LTAI5t" + an(18)


def mailchimp_key():
    return hx(32) + "-us" + str(rint(2, 21))


def discord_webhook_token():
    return ch(B64URL, 68)


def django_key():
    return "django-insecure-" + ch(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def base32_secret(n=32):
    return ch(B32, n)


# ---------------------------------------------------------------- passwords
SYM = "!@#$%&*?-_+="
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"})
W_EN = ["maple", "harbor", "violet", "tango", "pepper", "orbit", "falcon", "lantern", "cobalt", "meadow",
        "biscuit", "pickle", "thunder", "willow", "saffron", "comet", "juniper", "walrus", "velvet", "canyon",
        "nectar", "raven", "sprocket", "gravel", "mango", "oyster", "quartz", "tundra", "ember", "puffin",
        "badger", "cricket", "dolphin", "granite", "hazel", "indigo", "jasper", "kettle", "lobster", "marble"]


def pw_human(words=W_EN):
    w = pick(words)
    style = rint(0, 6)
    if style == 0:
        return w.capitalize() + pick("!@#$%&*?") + str(rint(1960, 2024))
    if style == 1:
        return w + dg(2) + pick(words).capitalize()
    if style == 2:
        return w.capitalize() + "_" + pick(words) + dg(3)
    if style == 3:
        return w.translate(LEET) + dg(2) + pick("!#$")
    if style == 4:
        return pick(words).capitalize() + pick(words).capitalize() + dg(2) + pick("!?#")
    if style == 5:
        return w + pick(".-_") + nz(4)
    return w.upper()[:1] + w[1:] + nz(3) + pick("!*")


def pw_rand(n=16, sym=SYM):
    while True:
        p = ch(ALNUM + sym, n)
        if (any(c in UPPER for c in p) and any(c in LOWER for c in p) and any(c in DIGITS for c in p)
                and any(c in sym for c in p)):
            return p


def pw_url(n=18):
    return ch(ALNUM + "-_", n)


def passphrase(k=4, sep="-", words=W_EN):
    ws = R.sample(words, k)
    return sep.join(ws) + (sep + dg(rint(1, 2)) if R.random() < 0.5 else "")


# BIP-39 English words (taken from the published test vectors, so each is in the list)
BIP39 = sorted(set("""abandon about legal winner thank year wave sausage worth useful yellow letter advice
cage absurd amount doctor acoustic avoid above zoo wrong hamster diagram private dutch cause delay meat slide
toddler razor book happy fancy gospel tennis maple dilemma loan word shrug inflict length scheme spot photo
card baby mountain device kick cradle pact join borrow cat swing flag economy stadium alone churn speed unique
patch report train vessel ladder alter error federal sibling chat ability sun glass valve picture panda eyebrow
bullet gorilla call smoke muffin taste mesh discover soft ostrich alcohol nation flash devote level hobby quick
inner drive ghost inside all hour make first leader extend hole alien behind guard lava path output census
museum junior mass reopen famous sing advance salt reform void come effort suffer camp survey warrior heavy
shoot primary clutch crush open amazing screen patrol group space point ten exist slush involve unfold jelly
better achieve collect unaware thought cargo oxygen act hood bridge renew stay biology evidence goat welcome
casual adapt armor shuffle fault little machine walk stumble urge swap dignity pass list indicate nasty swamp
pool script soccer toe leaf multiply desk host tomato drill spread actor shine dismiss champion exotic afford
spike radar gate glance object seek infant panel race push merry human cruise dwarf pole review arch keep
canvas theme poem divorce left control vehicle tonight unusual clog visa ice plunge glimpse recipe series
vintage deposit universe tip job dress refuse motion turtle front uncle idea write there lottery flower risk
shell kiss carry display confirm curtain upgrade antique rotate hello custom frequent obey nut price segment
exile ask congress lamp submit jacket era attend cousin catch course end lucky hurt sentence oven short ball
bird grab wing top board flee heavy tunnel powder denial science ski answer betray blade invite damage undo
mimic interest slam gaze truly inherit resist great inject rocket chief beyond stage sleep clip because twist
token atom beauty genius food business side grid unable middle armed observe pair crouch away coconut""".split()))


def seed_phrase(k=12):
    return " ".join(pick(BIP39) for _ in range(k))


NUM_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


# ---------------------------------------------------------------- self tests
def self_test():
    t = []
    t.append(luhn_ok("4242424242424242") and luhn_ok("79927398713"))
    t.append(iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000"))
    t.append(verhoeff_ok("2363") and verhoeff_digit("236") == "3")
    t.append(aba_ok("021000021"))
    t.append(it_check_char("RSSMRA85T10A562") == "S")
    t.append(mod11_weighted("1100000000", [1]) == 1 and True)
    body = "11010519491231002"
    t.append("10X98765432"[mod11_weighted(body, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X")
    t.append("TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z")
    t.append(iso7064_11_10("8609574271") == "9")
    t.append(luhn_digit("80840" + "123456789") == "3")
    t.append(uscc_ok("91350100M000100Y43"))
    t.append(clabe_ok("032180000118359719"))
    t.append(abn_ok("51824753556"))
    t.append(gb_vat_ok("GB123456782"))
    t.append(icao_digit("L898902C3") == "6")
    pl = "44051401359"
    t.append(str((10 - mod11_weighted(pl[:10], [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10) == pl[10])
    inn = "7707083893"
    t.append(str(mod11_weighted(inn[:9], [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == inn[9])
    t.append(ru_key_ok("0" + "044525225"[4:6], "30101810400000000225"))
    t.append(bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"))
    raw = b58decode("5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ")
    t.append(raw[1:33].hex() == "0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d"
             and b58check(raw[:33]) == "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ")
    t.append(vin_digit("1M8GDM9AXKP042788") == "X")
    t.append(ean13_digit("978030640615") == "7")
    d = [int(x) for x in "100000001"]
    t.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4)
    t.append(s10("EE", "GB") is not None and mod11_weighted("12345678", [8, 6, 4, 2, 3, 5, 9, 7]) % 11 == 6)
    t.append(nl_bsn is not None and sum(int(x) * w for x, w in zip("111222333", [9, 8, 7, 6, 5, 4, 3, 2, -1])) % 11 == 0)
    cpf = "52998224725"
    v1 = sum(int(c) * (10 - i) for i, c in enumerate(cpf[:9])) * 10 % 11 % 10
    v2 = sum(int(c) * (11 - i) for i, c in enumerate(cpf[:10])) * 10 % 11 % 10
    t.append(str(v1) + str(v2) == cpf[9:])
    snl = "112233445"
    t.append(sum(int(c) * (9 - i) for i, c in enumerate(snl)) == 95)
    t.append("0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T")
    t.append(str(0 if (11 - mod11_weighted("12345678", [9, 8, 7, 6, 5, 4, 3, 2]) % 11) >= 10 else
                 11 - mod11_weighted("12345678", [9, 8, 7, 6, 5, 4, 3, 2]) % 11) == "9")
    if not all(t):
        raise GenError("self test failed: %r" % [i for i, ok in enumerate(t) if not ok])


# ================================================================ cases
CASES = []
SEP = "\n---\n"


def case(lang, slug, note, multi=False):
    def deco(fn):
        CASES.append({"lang": lang, "slug": slug, "note": note, "multi": multi, "fn": fn})
        return fn
    return deco


def us_phone():
    return "(%s) 555-01%s" % (pick(["312", "415", "646", "512", "206", "617"]), dg(2))


def change_last(pw):
    return pw[:-1] + pick([c for c in "0123456789!?" if c != pw[-1]])


# ---------------------------------------------------------------- English, positive
@case("en", "aws-env-pair", "AWS access key id and secret key in a pasted .env; the AWS documentation example key id and the account id from the error as look-alikes")
def _():
    ak, sk = aws_key_id(), aws_secret()
    bucket = "acme-invoices-" + pick(["prod", "eu", "2024"])
    acct_id = nz(12)
    text = (f"Deploy keeps failing with AccessDenied: User arn:aws:iam::{acct_id}:user/deployer is not authorized to perform "
            "s3:PutObject. This is my .env:\n\n"
            f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET={bucket}\n\n"
            "I copied the layout from the docs page (the one showing AKIAIOSFODNN7EXAMPLE), so the format should be fine?")
    return text, [ak, sk], ["AKIAIOSFODNN7EXAMPLE", acct_id]


@case("en", "github-token-revoked", "GitHub classic token pushed in a commit and already revoked (still a secret); commit hash as look-alike")
def _():
    tok, sha = gh_pat(), hx(40)
    text = (f"I accidentally pushed my token in commit {sha}: the line was `GITHUB_TOKEN={tok}` in deploy.sh. "
            "I already revoked it under Settings > Developer settings. Do I still need to rewrite the history, or is revoking enough?")
    return text, [tok], [sha]


@case("en", "stripe-live-key", "Stripe live secret key in server code; Stripe's documented test key and test card as look-alikes")
def _():
    sk = stripe_live()
    text = ("Checkout works locally with sk_test_4eC39HqLyjWDarjtT1zdp7dc and the 4242 4242 4242 4242 card, but in production "
            "every PaymentIntent fails with 'No such customer'. server.js:\n\n```js\n"
            f"const stripe = require('stripe')('{sk}');\n"
            "const intent = await stripe.paymentIntents.create({ amount: 1999, currency: 'usd', customer: req.user.stripeId });\n```")
    return text, [sk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242"]


@case("en", "openai-key-python", "OpenAI project key in Python code; request id from the error as look-alike")
def _():
    key, req = openai_key(), "req_" + hx(32)
    text = ("Getting a 429 even though I barely use it:\n\n```python\nfrom openai import OpenAI\n"
            f"client = OpenAI(api_key=\"{key}\")\n"
            "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n```\n\n"
            f"openai.RateLimitError: Error code: 429 - insufficient_quota (request id: {req})")
    return text, [key], [req]


@case("en", "slack-bot-yaml", "Slack bot token and signing secret in a YAML config; channel id as look-alike")
def _():
    tok, sig, chan = slack_bot(), hx(32), "C0" + ch(UPDIG, 9)
    text = ("Our alert bot stopped posting. config/alerts.yaml:\n\n```yaml\nslack:\n"
            f"  bot_token: \"{tok}\"\n  signing_secret: \"{sig}\"\n  channel_id: \"{chan}\"\n  mention: \"@oncall\"\n```\n\n"
            "The API returns not_in_channel. Which scope am I missing?")
    return text, [tok, sig], [chan]


@case("en", "postgres-url-credentials", "Postgres URL in a compose file: only user:password is the secret; the host is a look-alike")
def _():
    user = pick(["app_user", "orders_rw", "svc_billing", "django"])
    cred = user + ":" + pw_url(20)
    host = "db-prod-%d.%s.internal.%s.net" % (rint(1, 9), pick(["eu-central-1", "us-east-2"]), pick(["acmecorp", "northwind", "globex"]))
    text = ("psql works from my laptop but the container says 'password authentication failed'. The compose file has:\n\n"
            f"    environment:\n      DATABASE_URL: postgresql://{cred}@{host}:5432/orders\n\n"
            "Do I need to URL-encode something?")
    return text, [cred], [host]


@case("en", "mongodb-srv-uri", "MongoDB SRV URI: user:password is the secret; the Atlas cluster host is a look-alike")
def _():
    cred = pick(["maria", "admin", "dev-team", "ops"]) + ":" + an(16)
    cluster = "cluster0.%s.mongodb.net" % ch(LOWER + DIGITS, 5)
    text = ("Mongoose times out with this connection string: "
            f"mongodb+srv://{cred}@{cluster}/shop?retryWrites=true&w=majority&appName=Cluster0 "
            "and the IP access list is 0.0.0.0/0, so it isn't the firewall. Ideas?")
    return text, [cred], [cluster]


@case("en", "jwt-bearer-curl", "JWT bearer token in a curl command; request UUID as look-alike")
def _():
    iat = rint(1735000000, 1760000000)
    tok = jwt({"sub": str(rint(10000, 99999)), "role": "admin", "iat": iat, "exp": iat + 3600})
    rid = uuid4()
    host = pick(["tallyhq", "brightdesk", "fieldnote"])
    text = ("Why does this return 401 when the token isn't expired yet?\n\n"
            f"curl -s https://api.{host}.io/v2/me \\\n  -H \"Authorization: Bearer {tok}\" \\\n  -H \"X-Request-ID: {rid}\"")
    return text, [tok], [rid]


@case("en", "ssh-private-key-pem", "OpenSSH private key block pasted whole; the matching public key blob as look-alike")
def _():
    pem, pub = openssh_ed25519("deploy@ci-runner")
    text = ("Paramiko refuses this key with 'not a valid RSA private key file'. How do I load it?\n\n"
            f"{pem}\n\nThe matching line in authorized_keys on the server is: ssh-ed25519 {pub} deploy@ci-runner")
    return text, [pem], [pub]


@case("en", "telegram-bot-token", "Telegram bot token in Python; group chat id and library version as look-alikes")
def _():
    tok, chat = telegram_token(), "-100" + nz(10)
    text = ("My bot only answers in private chats, not in the group (pyTelegramBotAPI 4.21.0). Code:\n\n```python\nimport telebot\n"
            f"bot = telebot.TeleBot(\"{tok}\")\nGROUP_CHAT_ID = {chat}\n\n"
            "@bot.message_handler(commands=['status'])\ndef status(m):\n    bot.send_message(GROUP_CHAT_ID, 'ok')\n```")
    return text, [tok], [chat, "4.21.0"]


@case("en", "google-key-vs-ga-id", "server-side Google API key; public Google Analytics measurement id as look-alike")
def _():
    key, ga = google_api_key(), "G-" + ch(UPDIG, 10)
    text = ("Two questions about our site. 1) The backend calls the Geocoding API with "
            f"GEOCODING_KEY={key} - should I restrict it by IP or by referrer? 2) The frontend has gtag('config', '{ga}'); "
            "is it OK that this ID is visible in the page source?")
    return text, [key], [ga]


@case("en", "sendgrid-key", "SendGrid API key in Python; message id from output as look-alike")
def _():
    key, mid = sendgrid_key(), ch(B64URL, 22)
    text = ("Emails show as 'processed' but never arrive. Python:\n\n```python\n"
            f"sg = SendGridAPIClient('{key}')\nresp = sg.send(message)\nprint(resp.status_code, resp.headers['X-Message-Id'])\n```\n\n"
            f"Output: 202 {mid}")
    return text, [key], [mid]


@case("en", "twilio-auth-token", "Twilio auth token in .env (account SID left neutral); fictional sender number as look-alike")
def _():
    sid, tok = "AC" + hx(32), hx(32)
    frm = "+1%s55501%s" % (pick(["415", "646", "312"]), dg(2))
    text = ("Twilio keeps giving error 20003 'Authenticate'. .env:\n\n"
            f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM_NUMBER={frm}\n\n"
            "Am I supposed to use an API key instead?")
    return text, [tok], [frm]


@case("en", "npm-token-npmrc", "npm automation token in .npmrc; package-lock integrity hash as look-alike")
def _():
    tok, integ = npm_token(), "sha512-" + b64(64)
    text = ("`npm publish` fails with E404 on our scoped package. ~/.npmrc:\n\n"
            f"//registry.npmjs.org/:_authToken={tok}\n@acme:registry=https://registry.npmjs.org/\n\n"
            f"and package-lock has \"integrity\": \"{integ}\" for the previous version, if that matters.")
    return text, [tok], [integ]


@case("en", "gitlab-clone-url", "GitLab token inside a clone URL: the user:token part is the secret; short commit hash as look-alike")
def _():
    cred, short = "oauth2:" + glpat(), hx(8)
    text = ("The CI job can't fetch the submodule. In .gitmodules I put\n\n"
            f"    url = https://{cred}@gitlab.com/acme-platform/shared-config.git\n\n"
            f"and the log ends with 'HEAD is now at {short} bump chart version' and then 'fatal: could not read Username'.")
    return text, [cred], [short]


@case("en", "hf-token-login", "Hugging Face token on a command line; model revision hash as look-alike")
def _():
    tok, rev = hf_token(), hx(40)
    text = ("Gated model download fails with 401. I ran\n\n"
            f"    huggingface-cli login --token {tok}\n\nthen\n\n"
            f"    snapshot_download(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"{rev}\")\n\nWhat else do I need?")
    return text, [tok], [rev]


@case("en", "docker-config-auth", "base64 user:password in docker config.json; image digest as look-alike")
def _():
    user = pick(["jlee", "buildbot", "mkovacs"])
    auth = base64.b64encode((user + ":" + pw_rand(14, "!#%*-_")).encode()).decode()
    digest = "sha256:" + hx(64)
    text = ("Pulling from our private registry says 'unauthorized' on the new runner. ~/.docker/config.json:\n\n"
            "{\n  \"auths\": {\n"
            f"    \"registry.gitlab.com\": {{ \"auth\": \"{auth}\" }}\n"
            "  }\n}\n\n"
            f"On my laptop the same image resolves fine to {digest}.")
    return text, [auth], [digest]


@case("en", "k8s-secret-manifest", "base64 database password in a Kubernetes Secret; object uid as look-alike")
def _():
    enc = base64.b64encode(pw_human().encode()).decode()
    user_enc = base64.b64encode(b"shop_app").decode()
    uid = uuid4()
    text = ("The pod crashes with 'FATAL: password authentication failed'. kubectl get secret db-creds -o yaml gives:\n\n"
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: shop\n  uid: {uid}\ntype: Opaque\ndata:\n"
            f"  DB_USER: {user_enc}\n  DB_PASSWORD: {enc}\n\nIs the base64 wrong?")
    return text, [enc], [uid]


@case("en", "azure-storage-key", "Azure storage AccountKey value in a connection string; the published Azurite development key as look-alike")
def _():
    key = azure_key()
    acct = "acme" + pick(["logs", "media", "backup"]) + dg(2)
    azurite = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
    text = ("Locally I use Azurite with the default devstoreaccount1 key "
            f"({azurite}) and everything works. In Azure it fails with AuthenticationFailed. Prod connection string:\n\n"
            f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net")
    return text, [key], [azurite]


@case("en", "netflix-login-pin", "streaming password and profile PIN given in prose")
def _():
    pw, pin = pw_human(), dg(4)
    text = ("Can you remember this for me so I stop resetting it: Netflix login is the family gmail, password "
            f"{pw}, and the profile lock PIN on the kids' profile is {pin}.")
    return text, [pw, pin], []


@case("en", "router-password-correction", "two messages: router admin password, then a corrected one; router serial as look-alike", multi=True)
def _():
    pw1 = pw_human()
    pw2 = change_last(pw1)
    sn = dg(4) + pick(UPPER) + dg(8)
    text = (f"My router admin password is {pw1} - it's an Archer AX55, S/N {sn}. Can you walk me through turning off WPS?"
            + SEP + f"Sorry, typo. The password is {pw2}, not what I wrote above.")
    return text, [pw1, pw2], [sn]


@case("en", "guest-wifi-sign", "Wi-Fi passphrase for a printable sign; the SSID as look-alike")
def _():
    ssid, pw = "TP-Link_" + HX(4), passphrase(3, "-")
    text = (f"Make a cute printable sign for our guest room: Wi-Fi network {ssid}, password {pw}. Something with a coffee cup maybe.")
    return text, [pw], [ssid]


@case("en", "airbnb-checkin-codes", "door keypad code, lockbox code and Wi-Fi password in a host message; reservation code as look-alike")
def _():
    conf, door, box, wifi = "HM" + ch(UPDIG, 8), dg(rint(4, 6)), dg(4), pw_human()
    text = (f"Draft a friendly check-in message for my Airbnb guests (reservation {conf}): check-in after 3 pm, "
            f"front door keypad code {door} then press the lock button, spare key in the lockbox by the garage, code {box}. "
            f"Wi-Fi is 'CasaAzul' and the password is {wifi}. Quiet hours after 10.")
    return text, [door, box, wifi], [conf]


@case("en", "alarm-sitter-note", "alarm code and alarm-company verbal password; the monitoring company's phone number as look-alike")
def _():
    code, phrase, ph = dg(4), pick(["bluebird", "pineapple", "lighthouse", "marigold"]), us_phone()
    text = (f"Help me write instructions for our dog sitter. Alarm panel by the back door: code {code}, then OFF. "
            f"If it goes off, the monitoring company calls from {ph} and asks for the verbal password, which is '{phrase}'. "
            "Milo eats twice a day, one scoop.")
    return text, [code, phrase], [ph]


@case("en", "hotel-safe", "hotel safe code; room number as look-alike")
def _():
    room, code = str(rint(1201, 1899)), dg(6)
    text = (f"I set the safe in room {room} to {code}. I'm terrible with numbers, can you remind me tomorrow morning when I ask?")
    return text, [code], [room]


@case("en", "card-form-fill", "card number, expiry and CVC for a form; billing ZIP as look-alike")
def _():
    num, exp, cvc, zipc = grp4(luhn_num("4", 16)), mmyy_future(), dg(3), nz(5)
    text = (f"Fill in this checkout form for me as JSON: name Jordan Ellis, card number {num}, expires {exp}, CVC {cvc}, "
            f"billing ZIP {zipc}.")
    return text, [num, exp, cvc], [zipc]


@case("en", "us-direct-deposit", "own checking account; bank routing number (ABA check digit) and employee id as look-alikes")
def _():
    rt, acct = aba(), nz(rint(10, 12))
    emp = "E" + nz(6)
    text = (f"For the direct deposit form (employee ID {emp}): routing number {rt}, checking account {acct}. "
            "Does the routing number go on line 1 or 2?")
    return text, [acct], [rt, emp]


@case("en", "uk-sort-code-account", "own UK account number; sort code as look-alike")
def _():
    sc, acct = "%s-%s-%s" % (dg(2), dg(2), dg(2)), dg(8)
    text = ("Write a polite reminder to my flatmate to pay back the 140 pounds for the energy bill. "
            f"My details: sort code {sc}, account number {acct}, name Priya Nair.")
    return text, [acct], [sc]


@case("en", "au-bsb-account", "own Australian account number; BSB as look-alike")
def _():
    bsb, acct = "%s-%s" % (pick(["062", "063", "082", "033", "012"]), dg(3)), nz(9)
    text = (f"Can you put my bank details into the invoice template? BSB {bsb}, account {acct}, account name Liam O'Brien. "
            "No ABN needed, I'm under the GST threshold.")
    return text, [acct], [bsb]


@case("en", "charity-standing-order", "own IBAN as payer; the charity's IBAN and a donor reference as look-alikes")
def _():
    own, charity, ref = iban("IE", bban_ie()), iban("GB", bban_gb("NWBK")), "DONOR-" + nz(5)
    text = ("I want to set up a monthly standing order to the dog shelter: their IBAN is "
            f"{grp4(charity)}, reference {ref}. It should come out of my current account {grp4(own)}. "
            "Where in the AIB app do I do this?")
    return text, [grp4(own)], [grp4(charity), ref]


@case("en", "ssn-w4-ein", "own SSN; employer EIN as look-alike")
def _():
    ssn = "%03d-%02d-%04d" % (pick([rint(1, 665), rint(667, 899)]), rint(1, 99), rint(1, 9999))
    ein = "%02d-%s" % (rint(10, 99), dg(7))
    text = (f"On the W-4 do I put my SSN ({ssn}) in step 1(b)? The employer section already has their EIN {ein} filled in.")
    return text, [ssn], [ein]


@case("en", "passport-esta", "own passport number; ESTA application number and flight number as look-alikes")
def _():
    pp, app, fl = pick(["5", "6"]) + dg(8), ch(UPDIG, 16), "BA " + str(rint(100, 299))
    text = (f"Checking my ESTA before I submit: passport number {pp}, issued 2021, flight {fl} on the 14th. "
            f"The site gave me application number {app} - do I need to print it?")
    return text, [pp], [app, fl]


@case("en", "dl-and-vin", "driver licence number; vehicle VIN (check digit computed) as look-alike")
def _():
    dl, v = pick(UPPER) + dg(7), vin()
    text = (f"Insurance quote form: my California driver license is {dl} and the car's VIN is {v}. Why do they need both?")
    return text, [dl], [v]


@case("en", "health-member-id", "health insurance member id; claim number as look-alike (group number neutral)")
def _():
    mid, grpno, claim = ch(UPPER, 3) + dg(9), dg(6), nz(13)
    text = (f"My claim #{claim} got denied as 'member not found'. The card says member ID {mid}, group {grpno}. "
            "Can you draft an appeal letter?")
    return text, [mid], [claim]


@case("en", "medicare-mbi-npi", "a parent's Medicare number entrusted to the user; the doctor's NPI (check digit computed) as look-alike")
def _():
    a = "ACDEFGHJKMNPQRTUVWXY"
    mbi = nz(1) + pick(a) + pick(a + DIGITS) + dg(1) + pick(a) + pick(a + DIGITS) + dg(1) + pick(a) + pick(a) + dg(2)
    mbi_f = mbi[:4] + "-" + mbi[4:7] + "-" + mbi[7:]
    doc = npi()
    text = (f"I'm handling my mom's paperwork. Her Medicare number is {mbi_f}. The cardiologist's NPI is {doc}. "
            "What goes on the CMS-1490S form?")
    return text, [mbi_f], [doc]


@case("en", "github-recovery-codes", "three 2FA recovery codes listed")
def _():
    codes = [hx(5) + "-" + hx(5) for _ in range(3)]
    text = "Store these GitHub recovery codes for me in case I lose my phone:\n\n" + "\n".join(codes) + "\n\nThanks!"
    return text, codes, []


@case("en", "totp-setup-key", "TOTP seed shown grouped and inside an otpauth URI")
def _():
    sec = base32_secret(32)
    grouped = " ".join(sec.lower()[i:i + 4] for i in range(0, 32, 4))
    issuer = pick(["Kraken", "Fastmail", "Bitwarden", "Namecheap"])
    text = (f"The QR code for {issuer} 2FA won't scan on my old phone. The page shows the setup key as:\n\n{grouped}\n\n"
            f"and the link otpauth://totp/{issuer}:me?secret={sec}&issuer={issuer}. Which one do I type into the authenticator?")
    return text, [grouped, sec], []


@case("en", "google-sms-code", "verification code from a forwarded SMS; the sender short code as look-alike")
def _():
    code = dg(6)
    text = (f"I got this text from 22000 but I didn't try to log in: \"G-{code} is your Google verification code.\" "
            "Should I be worried? What do I do?")
    return text, [code], ["22000"]


@case("en", "bank-otp-sms-india", "card OTP in a pasted bank SMS; masked card number as look-alike")
def _():
    otp, masked = dg(6), "XX" + dg(4)
    amt = "%d,%03d.00" % (rint(1, 9), rint(0, 999))
    text = (f"Is this SMS genuine? 'OTP is {otp} for txn of INR {amt} at AMAZON PAY on HDFC Bank card {masked}. "
            "Valid for 10 mins. Do not share OTP with anyone.' I did place an order.")
    return text, [otp], [masked]


@case("en", "metamask-seed", "12-word recovery phrase; wallet address and transaction hash as look-alikes")
def _():
    phrase, addr, txh = seed_phrase(12), "0x" + hx(40), "0x" + hx(64)
    text = (f"I'm worried I got drained. My MetaMask recovery phrase is: {phrase}. The wallet is {addr} and the last "
            f"transaction I don't recognise is {txh}. Can you check what happened?")
    return text, [phrase], [addr, txh]


@case("en", "paper-wallet-wif", "Bitcoin WIF private key (Base58Check computed); bech32 address (checksum computed) as look-alike")
def _():
    w, a = wif_compressed(), p2wpkh()
    text = (f"Found an old paper wallet from 2018. Private key (WIF): {w}. Address printed next to it: {a}. "
            "How do I sweep it into Electrum safely?")
    return text, [w], [a]


@case("en", "security-question-answers", "answers to three security questions")
def _():
    maiden = pick(["Kowalczyk", "Fitzgerald", "Okonkwo", "Lindqvist", "Castellanos"])
    pet = pick(["Biscuit", "Captain", "Noodle", "Ziggy", "Muffin"])
    city = pick(["Dubuque", "Tallahassee", "Saskatoon", "Galway", "Wollongong"])
    text = (f"For the bank's security questions I used: mother's maiden name - {maiden}; first pet - {pet}; "
            f"city where I was born - {city}. Are these too easy to guess from my Facebook?")
    return text, [maiden, pet, city], []


@case("en", "google-backup-codes", "three 8-digit backup codes in a numbered list")
def _():
    codes = [dg(4) + " " + dg(4) for _ in range(3)]
    text = ("Here are my Google backup codes, I'll delete the file after:\n"
            + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)))
    return text, codes, []


@case("en", "temp-password-email", "temporary password in a pasted welcome e-mail; employee number as look-alike")
def _():
    pw, emp, user = pw_rand(12, "!#$%*"), nz(6), "jdoe" + dg(2)
    text = ("Pasting the welcome email, can you tell me what to do first?\n\n"
            f"> Welcome to the Northwind HR portal!\n> Username: {user}\n> Temporary password: {pw}\n> Employee number: {emp}\n"
            "> You will be asked to change your password at first login.")
    return text, [pw], [emp]


@case("en", "password-csv-export", "three passwords in a browser CSV export; browser version as look-alike")
def _():
    p1, p2, p3 = pw_human(), pw_rand(14), pw_human()
    text = ("I exported from Chrome 124.0.6367.91 and want to import into Bitwarden, but it says the format is wrong. First lines:\n\n"
            "name,url,username,password\n"
            f"amazon.com,https://www.amazon.com/ap/signin,tomasz.w@gmail.com,{p1}\n"
            f"chase.com,https://secure.chase.com/web/auth,tomaszw88,{p2}\n"
            f"spotify.com,https://accounts.spotify.com/login,tomasz.w@gmail.com,{p3}")
    return text, [p1, p2, p3], ["124.0.6367.91"]


@case("en", "family-accounts-table", "two passwords in a markdown table")
def _():
    p1, p2 = pw_human(), passphrase(3, ".")
    text = ("Clean up this table for the family group chat:\n\n| Service | Login | Password |\n|---|---|---|\n"
            f"| Disney+ | mom.garcia@yahoo.com | {p1} |\n| Xfinity Wi-Fi | GarciaHome5G | {p2} |\n| Costco | card in wallet | n/a |")
    return text, [p1, p2], []


@case("en", "pin-spelled-out", "debit card PIN spelled out in words")
def _():
    words = " ".join(NUM_EN[int(c)] for c in dg(4))
    text = f"My new debit card PIN is {words}. Give me a silly mnemonic sentence so I remember it."
    return text, [words], []


@case("en", "wifi-password-in-parts", "two messages: a Wi-Fi password sent in two parts", multi=True)
def _():
    a = pick(["Kiwi", "Otter", "Lemon", "Cactus"]) + "-" + pick(["Lamp", "Sock", "Moon", "Drum"])
    b = "-" + dg(2) + "-" + pick(["Orbit", "Tulip", "Rocket", "Bagel"]) + pick("!?#")
    text = ("The home Wi-Fi password is long so I'll send it in two parts. First part: " + a + SEP
            + "Second part: " + b + " (no space between them). Can you combine them and make the text for a Wi-Fi QR code?")
    return text, [a, b], []


@case("en", "mysql-cli-password", "database password on a mysqldump command line; server version as look-alike")
def _():
    pw = pw_rand(14, "!#%^*_-")
    text = ("This works in my terminal but not in cron:\n\n"
            f"    mysqldump -h 10.0.3.21 -u backup -p'{pw}' --single-transaction shop_prod > /backups/shop.sql\n\n"
            "The cron log says 'Access denied for user backup'. Server is MySQL 8.0.36.")
    return text, [pw], ["8.0.36"]


@case("en", "django-secret-key", "Django SECRET_KEY in settings.py; framework version as look-alike")
def _():
    k, ver = django_key(), "5.0." + str(rint(2, 9))
    text = ("Deploying to Render and getting DisallowedHost. settings.py:\n\n```python\n"
            f"SECRET_KEY = '{k}'\nDEBUG = False\nALLOWED_HOSTS = ['myapp.onrender.com']\n```\n\nDjango {ver}, gunicorn.")
    return text, [k], [ver]


@case("en", "slack-webhook-url", "secret part of a Slack incoming-webhook URL (workspace and channel ids neutral); library version as look-alike")
def _():
    t, b, tok = "T0" + ch(UPDIG, 8), "B0" + ch(UPDIG, 9), an(24)
    text = ("Our uptime alert posts fine from curl but not from the Node script. The webhook URL is "
            f"https://hooks.slack.com/services/{t}/{b}/{tok} and the script sends {{\"text\": msg}} with axios.post (axios 1.6.8).")
    return text, [tok], ["1.6.8"]


@case("en", "discord-webhook", "Discord webhook token; webhook id as look-alike")
def _():
    wid, tok = nz(19), discord_webhook_token()
    text = (f"Is it safe to put this in a public GitHub Action? https://discord.com/api/webhooks/{wid}/{tok} "
            "I just want build notifications in our server.")
    return text, [tok], [wid]


@case("en", "anthropic-key-export", "Anthropic API key in a shell export; request id as look-alike")
def _():
    k, rid = anthropic_key(), "req_011C" + an(20)
    text = (f"I added `export ANTHROPIC_API_KEY={k}` to ~/.zshrc but the SDK still says authentication_error. "
            f"The response had request-id {rid}. Do I need to restart the terminal?")
    return text, [k], [rid]


@case("en", "pypirc-token", "PyPI API token in .pypirc; wheel sha256 as look-alike")
def _():
    tok, sha, ver = pypi_token(), hx(64), "0.%d.%d" % (rint(2, 9), rint(0, 9))
    text = ("twine upload fails with 403. ~/.pypirc:\n\n[pypi]\n  username = __token__\n"
            f"  password = {tok}\n\nThe wheel is mypkg-{ver}-py3-none-any.whl, sha256 {sha}.")
    return text, [tok], [sha]


@case("en", "gcp-service-account-json", "private_key of a service-account JSON (escaped newlines); numeric client_id and project id as look-alikes")
def _():
    proj, kid, pk, cid = "acme-analytics-" + dg(6), hx(40), pkcs8_pem_escaped(), nz(21)
    text = ("BigQuery client says invalid_grant: Invalid JWT Signature. The key file:\n\n{\n"
            f"  \"type\": \"service_account\",\n  \"project_id\": \"{proj}\",\n  \"private_key_id\": \"{kid}\",\n"
            f"  \"private_key\": \"{pk}\",\n  \"client_email\": \"etl-runner@{proj}.iam.gserviceaccount.com\",\n"
            f"  \"client_id\": \"{cid}\"\n}}")
    return text, [pk], [cid, proj]


@case("en", "basic-auth-header", "HTTP Basic credentials (base64) in a request; ETag as look-alike")
def _():
    user = pick(["admin", "grafana", "jenkins"])
    enc = base64.b64encode((user + ":" + pw_human()).encode()).decode()
    etag = hx(20)
    text = ("Nginx returns 401 even though the header looks right:\n\n"
            f"GET /api/health HTTP/1.1\nHost: monitor.example.org\nAuthorization: Basic {enc}\nIf-None-Match: W/\"{etag}\"\n\n"
            "What could be wrong?")
    return text, [enc], [etag]


@case("en", "session-cookie", "session cookie in a Cookie header (csrftoken neutral); analytics cookie as look-alike")
def _():
    ga = "GA1.1.%s.%s" % (nz(9), rint(1700000000, 1760000000))
    sess, csrf = ch(LOWER + DIGITS, 32), an(32)
    text = ("Copied from devtools - why does my scraper get logged out? Request header:\n\n"
            f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sess}; theme=dark")
    return text, [sess], [ga]


@case("en", "mailchimp-key-announced", "two messages: an API key announced, then pasted; audience id as look-alike", multi=True)
def _():
    k, aud = mailchimp_key(), hx(10)
    text = ("I'm going to paste our Mailchimp API key in the next message so you can help me write the sync script." + SEP
            + k + "\n\n(the audience ID is " + aud + ")")
    return text, [k], [aud]


@case("en", "port-out-pin-imei", "carrier number-transfer PIN; phone IMEI (Luhn computed) as look-alike")
def _():
    pin, im = dg(6), imei()
    text = (f"Switching carriers. T-Mobile asked me to create a number transfer PIN, I picked {pin}. "
            f"The new carrier also wants my phone's IMEI, it's {im}. Anything else I need before porting?")
    return text, [pin], [im]


@case("en", "gate-code-delivery", "gate code in delivery notes; apartment number as look-alike")
def _():
    gate, apt = dg(4), str(rint(1101, 1999))
    text = (f"Rewrite my delivery instructions so drivers actually read them: gate code #{gate}, then buzz apartment {apt}, "
            "leave packages behind the planter, not at the mailbox.")
    return text, [gate], [apt]


@case("en", "wireguard-config", "WireGuard private key and preshared key; the peer's public key as look-alike")
def _():
    priv, psk, peer = b64(32), b64(32), b64(32)
    ep = "%d.%d.%d.%d" % (rint(80, 200), rint(0, 255), rint(0, 255), rint(1, 254))
    text = ("Handshake never completes. wg0.conf:\n\n[Interface]\n"
            f"PrivateKey = {priv}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {peer}\nPresharedKey = {psk}\n"
            f"Endpoint = {ep}:51820\nAllowedIPs = 0.0.0.0/0")
    return text, [priv, psk], [peer]


@case("en", "gpg-passphrase", "GPG key passphrase; key fingerprint as look-alike")
def _():
    fp = HX(40)
    fpf = " ".join(fp[i:i + 4] for i in range(0, 40, 4))
    pp = passphrase(5, " ")
    text = (f"gpg keeps asking for the passphrase when signing commits with key {fpf}. The passphrase is '{pp}'. "
            "How do I make gpg-agent cache it for 8 hours?")
    return text, [pp], [fpf]


@case("en", "canada-sin", "Canadian SIN (Luhn computed); employer business number as look-alike")
def _():
    sin = ca_sin()
    sinf = "%s %s %s" % (sin[:3], sin[3:6], sin[6:])
    bn = luhn_num(pick("12345678"), 9) + "RP0001"
    text = (f"New job onboarding form asks for my SIN: {sinf}. The employer's business number is {bn}. "
            "Is it normal that they want a copy of my SIN letter too?")
    return text, [sinf], [bn]


@case("en", "singapore-nric-singpass", "NRIC (check letter computed) and Singpass password; agency UEN as look-alike")
def _():
    nric, pw = sg_nric(), pw_human()
    uen = "20" + str(rint(10, 23)) + dg(5) + pick(UPPER)
    text = (f"Help me fill this tenancy form. My NRIC is {nric}. The agency's UEN is {uen}. "
            f"They also asked me to log in with Singpass on their laptop - my password is {pw}, is that normal?")
    return text, [nric, pw], [uen]


@case("en", "nhs-number", "NHS number (mod-11 computed); GP practice code as look-alike")
def _():
    n = nhs_number()
    nf = "%s %s %s" % (n[:3], n[3:6], n[6:])
    ods = pick("ABCFGHJKLMNPY") + dg(5)
    text = (f"Registering with a new GP online. My NHS number is {nf}. The surgery's practice code is {ods}. "
            "The form also asks for my previous GP, do I need their address?")
    return text, [nf], [ods]


@case("en", "irish-ppsn-eircode", "Irish PPSN (check letter computed); Eircode of the property as look-alike")
def _():
    p = ie_ppsn()
    ek = pick(["D02", "D04", "D6W", "T12", "H91", "V94"]) + " " + ch("0123456789ACDEFHKNPRTVWXY", 4)
    text = (f"Filling in the Revenue form for the rent tax credit: my PPSN is {p}, the rented property's Eircode is {ek}. "
            "Do I need the landlord's PPSN too?")
    return text, [p], [ek]


@case("en", "au-tfn-medicare", "Australian TFN and Medicare number (both computed); employer ABN (computed) as look-alike")
def _():
    tfn, mc, abn = au_tfn(), au_medicare(), au_abn()
    tf = "%s %s %s" % (tfn[:3], tfn[3:6], tfn[6:])
    mf = "%s %s %s" % (mc[:4], mc[4:9], mc[9])
    text = (f"Starting a casual job. TFN declaration: my TFN is {tf}. They also want my Medicare card for the first-aid record: "
            f"{mf}, IRN {rint(1, 5)}. Employer ABN is {abn}. Does a cafe really need my Medicare number?")
    return text, [tf, mf], [abn]


@case("en", "uk-driving-licence", "UK driving licence number; van registration plate as look-alike")
def _():
    sur = pick(["MORGAN", "PATEL", "HUGHES", "OKAFOR", "WALSH"])
    d = rdate(1970, 2000)
    mm = d.month + (50 if R.random() < 0.5 else 0)
    dl = ((sur + "99999")[:5] + d.strftime("%y")[0] + "%02d" % mm + d.strftime("%d") + d.strftime("%y")[1]
          + pick(UPPER) + pick(UPPER + "9") + "9" + ch(UPPER, 2))
    plate = ch("ABCDEFGHKLMNOPRSVWY", 2) + str(rint(15, 24)) + " " + ch("ABCDEFGHJKLMNOPRSTUVWXYZ", 3)
    text = (f"Hiring a van this weekend. They want my driving licence number ({dl}) and a DVLA check code. "
            f"The van on the booking is {plate}. How do I get the check code?")
    return text, [dl], [plate]


@case("en", "za-id-number", "South African ID number (Luhn computed); agency company registration as look-alike")
def _():
    idn = za_id(R.random() < 0.5)
    reg = "%d/%06d/07" % (rint(2005, 2022), rint(1, 999999))
    text = (f"The estate agent's FICA form wants my ID number {idn} and says their company registration is {reg}. "
            "Is it safe to email this form back?")
    return text, [idn], [reg]


@case("en", "nigeria-bvn-nuban", "BVN and NUBAN account (check digit computed) given to a suspicious caller; Remita RRR as look-alike")
def _():
    acct, bvn = ng_nuban(pick(["058", "044", "033", "057"])), "22" + dg(9)
    rrr = "%s-%s-%s" % (dg(4), dg(4), dg(4))
    text = (f"Someone claiming to be from my bank called asking for my BVN ({bvn}) and account number {acct} to 'update my records'. "
            f"I also paid a school fee with Remita RRR {rrr} yesterday. Is the call a scam?")
    return text, [bvn, acct], [rrr]


# ---------------------------------------------------------------- English, negative
@case("en", "uuid-vs-sha", "negative: a UUID and a git commit hash")
def _():
    u, sha = uuid4(), hx(40)
    text = (f"Quick one: is {u} a UUID v4 and {sha} a SHA-1? One came from our jobs table and the other from git log, "
            "and a teammate thinks they're the same kind of ID.")
    return text, [], [u, sha]


@case("en", "readme-placeholders", "negative: placeholders in a README and sample config")
def _():
    text = ("Reviewing our README. It says:\n\n```bash\nexport OPENAI_API_KEY=your_api_key\nexport GITHUB_TOKEN=<token>\n```\n\n"
            "and config.sample.yml has `password: xxxxxxxx` and `api_secret: REPLACE_ME`. Is that clear enough for new devs, "
            "or should the placeholders look more like real keys?")
    return text, [], ["your_api_key", "<token>", "xxxxxxxx", "REPLACE_ME"]


@case("en", "trace-ids-log", "negative: W3C trace and span ids and an order id in a log line")
def _():
    tr, sp, oid = hx(32), hx(16), "ORD-" + nz(8)
    text = ("Which of these fields should I index in Loki?\n\n"
            f"2025-03-14T09:21:07.412Z INFO checkout completed order_id={oid} traceparent=00-{tr}-{sp}-01 duration_ms=412")
    return text, [], [oid, tr, sp]


@case("en", "stripe-test-cards", "negative: Stripe's documented decline test cards")
def _():
    text = ("For QA I need decline scenarios. Stripe's docs list 4000 0000 0000 0002 (generic decline) and "
            "4000 0000 0000 9995 (insufficient funds). Which one gives card_declined with decline_code=insufficient_funds? "
            "We use any future expiry like 12/34.")
    return text, [], ["4000 0000 0000 0002", "4000 0000 0000 9995", "12/34"]


@case("en", "masked-card-charge", "negative: masked card number and a transaction id")
def _():
    last4, tid = dg(4), ch(UPDIG, 12)
    amt = "%d.%02d" % (rint(20, 150), rint(0, 99))
    text = (f"There's a charge of ${amt} on my Visa ending **** {last4} from 'SQ *BLUE BOTTLE SF', transaction ID {tid}. "
            "I've never been to San Francisco. Do I dispute it with the bank or the merchant first?")
    return text, [], ["**** " + last4, tid]


@case("en", "xkcd-passwords", "negative: famous example passwords discussed as examples")
def _():
    text = ("For a security training slide: why is 'correct horse battery staple' considered stronger than 'Tr0ub4dor&3'? "
            "Explain the entropy math simply.")
    return text, [], ["correct horse battery staple", "Tr0ub4dor&3"]


@case("en", "common-passwords", "negative: common passwords as breach statistics")
def _():
    text = ("Is 123456 still the most common password in breach dumps? I also see qwerty123 and password1 in the top-ten "
            "lists. Writing a blog post about it.")
    return text, [], ["123456", "qwerty123", "password1"]


@case("en", "amazon-order-ups", "negative: order number and UPS tracking number")
def _():
    order = "%s-%s-%s" % (pick(["111", "112", "113", "114"]), dg(7), dg(7))
    ups = "1Z" + ch(UPDIG, 6) + "03" + dg(8)
    text = f"Amazon says order {order} was delivered but UPS tracking {ups} shows 'in transit'. Who do I contact first?"
    return text, [], [order, ups]


@case("en", "pay-joiner-invoice", "negative: a company's IBAN, BIC, VAT number (computed) and invoice number")
def _():
    inv, ib, vat = "INV-2025-" + dg(4), iban("GB", bban_gb("BARC")), gb_vat()
    text = (f"Invoice {inv} from Fenwick Joinery Ltd says to pay by bank transfer to IBAN {grp4(ib)}, BIC BARCGB22, "
            f"VAT reg. {vat}. Is it normal for a UK company to give an IBAN for a domestic payment?")
    return text, [], [inv, grp4(ib), "BARCGB22", vat]


@case("en", "mac-serial-build", "negative: hardware serial number and OS build number")
def _():
    sn, build = ch("CDFGHJKLMNPQRTVWXY0123456789", 10), "23" + pick("EFGH") + str(rint(200, 260))
    text = (f"My MacBook Pro (serial {sn}) is stuck on macOS 14.4.1, build {build}. Software Update says it's up to date. "
            "Is this a supervised-device thing?")
    return text, [], [sn, build]


@case("en", "kms-client-key", "negative: Microsoft's published KMS client setup key")
def _():
    text = ("Microsoft's docs list W269N-WFGWX-YVC9B-4J6C9-T83GX as the KMS client setup key for Windows 10/11 Pro. "
            "Is it fine to use that in our lab if we run our own KMS host?")
    return text, [], ["W269N-WFGWX-YVC9B-4J6C9-T83GX"]


@case("en", "env-example-identifiers", "negative: code identifiers and placeholders")
def _():
    text = ("Why does `os.environ[\"SECRET_KEY\"]` raise KeyError in tests? My .env.example has SECRET_KEY=changeme and "
            "DB_PASSWORD=<your-db-password>, and I load it with python-dotenv.")
    return text, [], ["SECRET_KEY", "changeme", "<your-db-password>"]


@case("en", "redacted-log", "negative: a masked token and a redaction marker")
def _():
    masked = "sk-" + "*" * 28 + hx(4)
    text = (f"Is this enough masking for our logs? We print `Authorization: Bearer {masked}` and `password=[REDACTED]`. "
            "Compliance wants to know.")
    return text, [], [masked, "[REDACTED]"]


@case("en", "famous-ssn", "negative: famous published example SSNs")
def _():
    text = "Why did 078-05-1120 become the most misused Social Security number ever? And is 123-45-6789 actually valid?"
    return text, [], ["078-05-1120", "123-45-6789"]


@case("en", "ssh-public-key", "negative: an SSH public key to install on a server")
def _():
    pub = ssh_pub_ed25519()
    text = ("Here is my public key for the staging box, can you write the command to append it to authorized_keys?\n\n"
            f"ssh-ed25519 {pub} ana@thinkpad")
    return text, [], [pub]


@case("en", "jwt-io-example", "negative: the jwt.io example token and its documented example secret")
def _():
    t = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
         "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    text = (f"Decoding the example on jwt.io: {t} - what does the iat claim mean, and why does it verify with "
            "'your-256-bit-secret'?")
    return text, [], [t, "your-256-bit-secret"]


# ---------------------------------------------------------------- other languages
def nrb_fmt(nrb):
    return nrb[:2] + " " + " ".join(nrb[i:i + 4] for i in range(2, 26, 4))


# Chinese
@case("zh", "cn-id-realname", "resident id number (ISO 7064 check computed) in a real-name form; shop order number as look-alike")
def _():
    cid = cn_id(female=True)
    order = nz(19)
    phone = "1" + pick("3589") + dg(9)
    text = ("帮我看看这个实名认证表填得对不对：\n姓名：王丽娟\n"
            f"身份证号：{cid}\n手机号：{phone}\n订单号：{order}\n"
            "提交的时候一直提示“该证件已绑定其他账号”，怎么办？")
    return text, [cid], [order]


@case("zh", "icbc-card-paypin", "a parent's bank card number (Luhn computed) and payment PIN; the bank hotline as look-alike")
def _():
    card = grp4(luhn_num("622202", 19))
    pin = dg(6)
    text = (f"我妈让我帮她在网上交电费，她的工商银行卡号是 {card}，支付密码是 {pin}。"
            "你先帮我记一下，下个月还要用。打 95588 能查到缴费记录吗？")
    return text, [card, pin], ["95588"]


@case("zh", "aliyun-accesskey", "Alibaba Cloud AccessKey id and secret in code; request id as look-alike")
def _():
    akid, aks, rid = alibaba_id(), an(30), uuid4(upper=True)
    text = ("阿里云 SDK 一直报 InvalidAccessKeyId.NotFound，代码如下：\n\n```python\n"
            "from aliyunsdkcore.client import AcsClient\n"
            f"client = AcsClient(\n    \"{akid}\",\n    \"{aks}\",\n    \"cn-hangzhou\"\n)\n```\n\n"
            f"RequestId: {rid}\n是不是 region 写错了？")
    return text, [akid, aks], [rid]


@case("zh", "vat-invoice-company", "negative: a company's unified social credit code (computed), its bank account and a courier waybill")
def _():
    code, acct, sf = uscc(), nz(15), "SF" + nz(13)
    company = pick(["深圳市前海云帆科技有限公司", "上海澜川信息技术有限公司", "杭州青禾网络科技有限公司"])
    text = ("公司报销要开增值税专用发票，对方给的开票信息是：\n"
            f"名称：{company}\n统一社会信用代码：{code}\n开户行：招商银行深圳分行\n账号：{acct}\n\n"
            f"发票已经寄出，顺丰单号 {sf}。这些信息我需要核对哪几项？")
    return text, [], [code, acct, sf]


# Japanese
W_JA = ["sakura", "neko", "tanuki", "momiji", "hanabi", "kotatsu", "mikan", "fujisan"]


@case("ja", "my-number-nenmatsu", "My Number (check digit computed) on a tax form; the company's corporate number (computed) as look-alike")
def _():
    mn = my_number()
    mnf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    corp = jp_corp_number()
    text = (f"年末調整の扶養控除等申告書にマイナンバーを書く欄があるんですが、{mnf} って書けば大丈夫ですか？"
            f"ハイフンは要りますか？会社の法人番号（{corp}）も同じ用紙に印字されています。")
    return text, [mnf], [corp]


@case("ja", "rakuten-password-fix", "two messages: a password and its correction", multi=True)
def _():
    pw1 = pw_human(W_JA)
    pw2 = change_last(pw1)
    text = (f"楽天のパスワード、忘れないようにここにメモしておいて：{pw1}" + SEP
            + f"ごめん、最後の文字が違ってた。正しくは {pw2} です。")
    return text, [pw1, pw2], []


@case("ja", "salary-account", "own bank account number; bank code and branch number as look-alikes")
def _():
    br, acct = dg(3), dg(7)
    text = ("給与振込口座の届出、これで合ってますか？\n"
            "金融機関：みずほ銀行（金融機関コード 0001）\n"
            f"支店：渋谷中央支店（店番 {br}）\n預金種別：普通\n口座番号：{acct}\n口座名義：ヤマダ ハナコ")
    return text, [acct], ["0001", br]


@case("ja", "yamato-amazon", "negative: Amazon order number and Yamato tracking number (mod-7 check computed)")
def _():
    tn = yamato_no()
    tnf = "%s-%s-%s" % (tn[:4], tn[4:8], tn[8:])
    order = "%s-%s-%s" % (pick(["249", "250", "503"]), dg(7), dg(7))
    text = (f"Amazonの注文番号 {order} の荷物、ヤマト運輸の伝票番号 {tnf} で追跡しても「伝票番号未登録」と出ます。"
            "発送から2日経ってるんですが、どこに問い合わせればいいですか？")
    return text, [], [order, tnf]


# Korean
@case("ko", "rrn-insurance", "resident registration number (check computed); agency business registration number (computed) as look-alike")
def _():
    rrn = kr_rrn()
    rrnf = rrn[:6] + "-" + rrn[6:]
    brn = kr_brn()
    brnf = "%s-%s-%s" % (brn[:3], brn[3:5], brn[5:])
    text = (f"보험 가입 서류에 주민등록번호를 {rrnf} 이렇게 적으면 되나요? 설계사님이 알려준 대리점 사업자등록번호는 {brnf}이고요. "
            "서류를 카톡으로 보내 달라는데 괜찮을까요?")
    return text, [rrnf], [brnf]


@case("ko", "cert-password-otp", "certificate password typed in Latin layout, own account number and an OTP; certificate expiry date as look-alike")
def _():
    pw = pick(["dkssud", "tkfkdgo", "qwer"]) + dg(4) + pick("!@#")
    acct = "110-%s-%s" % (dg(3), dg(6))
    otp = dg(6)
    exp = "%d.%02d.%02d" % (rint(2026, 2027), rint(1, 12), rint(1, 28))
    text = (f"공동인증서 비밀번호를 {pw}로 입력했는데 자꾸 틀렸다고 나와요. 신한은행 {acct} 계좌에서 이체하려는 중이고 "
            f"OTP는 {otp} 떴어요. 인증서 유효기간은 {exp}까지로 나오고요. 5회 틀리면 잠기나요?")
    return text, [pw, acct, otp], [exp]


@case("ko", "coupang-cj-tracking", "negative: order number and courier waybill number")
def _():
    order, cj = nz(14), nz(12)
    cjf = "%s-%s-%s" % (cj[:4], cj[4:8], cj[8:])
    text = (f"쿠팡 주문번호 {order} 상품이 CJ대한통운 운송장번호 {cjf}로 조회하면 '집화처리' 이후로 3일째 그대로예요. "
            "고객센터에 뭐라고 문의하면 될까요?")
    return text, [], [order, cjf]


# Arabic
@case("ar", "saudi-absher", "Saudi national id (Luhn computed) and Absher password; request number as look-alike")
def _():
    nid, pw, req = sa_nid(), pw_human(["Falcon", "Najm", "Sahra", "Qamar", "Riyadh", "Nakheel"]), nz(10)
    text = (f"أبغى أجدد إقامة العاملة عن طريق أبشر. رقم هويتي الوطنية {nid} وكلمة مرور أبشر {pw}، "
            f"ورقم الطلب اللي طلع لي {req}. وش الخطوة الجاية؟")
    return text, [nid, pw], [req]


@case("ar", "egypt-salary-iban", "own Egyptian IBAN; an InstaPay transfer reference as look-alike")
def _():
    ib, ref = iban("EG", bban_eg()), nz(12)
    text = ("ممكن تكتب لي رسالة للشركة عشان يحوّلوا المرتب على حسابي الجديد في البنك الأهلي؟ "
            f"الآيبان بتاعي {ib}. وآخر تحويل وصلني من إنستاباي كان برقم مرجعي {ref} لو احتاجوه.")
    return text, [ib], [ref]


@case("ar", "uae-invoice-aramex", "negative: invoice number in Arabic-Indic digits, a company's tax registration number, an Aramex waybill")
def _():
    inv, trn, aw = ar_digits(nz(8)), "100" + dg(12), nz(11)
    text = (f"وصلتني فاتورة من شركة الاتصالات رقمها {inv}، ومكتوب فيها الرقم الضريبي للشركة {trn}. "
            f"وكمان عندي شحنة أرامكس رقمها {aw} ما وصلت. أتواصل مع أرامكس ولا مع المتجر؟")
    return text, [], [inv, trn, aw]


# Persian
@case("fa", "code-melli-pin2", "national code (check computed) and card second PIN in Persian digits; tracking code as look-alike")
def _():
    cm, pin2, trk = fa_digits(ir_code()), fa_digits(dg(rint(6, 8))), fa_digits(nz(10))
    text = (f"برای ثبت نام وام ازدواج این اطلاعات رو وارد کردم: کد ملی {cm}، رمز دوم کارت {pin2}. "
            f"کد رهگیری دفعه قبل هم {trk} بود. چرا خطا میده؟")
    return text, [cm, pin2], [trk]


@case("fa", "sheba-card-salary", "own Sheba (IBAN) and card number (Luhn computed); personnel number as look-alike")
def _():
    ib = iban("IR", bban_ir())
    card = luhn_num("603799", 16)
    cardf = "-".join(card[i:i + 4] for i in range(0, 16, 4))
    pers = nz(6)
    text = ("سلام، میخوام به واحد مالی شرکت ایمیل بزنم که حقوقم رو به حساب جدید واریز کنن. "
            f"شماره شبا {ib} و شماره کارتم {cardf}. شماره پرسنلی من {pers} هست. یه متن رسمی برام بنویس.")
    return text, [ib, cardf], [pers]


@case("fa", "digikala-post-tracking", "negative: order number in Persian digits and a postal tracking number")
def _():
    order, post = fa_digits(nz(9)), nz(24)
    text = (f"سفارشم از دیجی کالا با شماره {order} ثبت شده ولی کد رهگیری پست {post} رو که میزنم چیزی نشون نمیده. "
            "چند روز طول میکشه تا فعال بشه؟")
    return text, [], [order, post]


# Hebrew
@case("he", "tz-personal-area", "Israeli id number (check computed) and portal password; inquiry number as look-alike")
def _():
    tz, pw, ref = il_tz(), pw_human(["shalom", "tapuz", "yarden", "kinneret", "dvash"]), nz(8)
    text = (f"תעזור לי למלא את הטופס של ביטוח לאומי? שם: נועה כהן, ת.ז. {tz}, הסיסמה לאזור האישי: {pw}. "
            f"מספר הפנייה שקיבלתי בפעם הקודמת: {ref}.")
    return text, [tz, pw], [ref]


@case("he", "deposit-refund-account", "own bank account number; branch number as look-alike")
def _():
    br, acct = str(rint(100, 799)), nz(6)
    text = ("תנסח לי הודעה לבעל הדירה עם פרטי החשבון שלי להחזר הפיקדון: בנק הפועלים, "
            f"סניף {br}, מספר חשבון {acct}, על שם דניאל לוי.")
    return text, [acct], [br]


@case("he", "customs-sms-check", "negative: postal tracking number (S10 computed), a company number (computed) and an invoice number")
def _():
    trk, hp, inv = s10("RR", "IL"), il_tz("51"), nz(6)
    text = (f"קיבלתי SMS שחבילה {trk} מחכה בדואר ושצריך לשלם מכס. בחשבונית של החנות מופיע ח.פ. {hp} "
            f"ומספר חשבונית {inv}. זה נראה אמיתי?")
    return text, [], [trk, hp, inv]


# Hindi
@case("hi", "aadhaar-pan-kyc", "Aadhaar (Verhoeff computed) and PAN; a UPI reference number as look-alike")
def _():
    aad = grp4(aadhaar())
    pan = pan_in("S")
    upi = nz(12)
    text = (f"KYC फॉर्म भरना है: मेरा आधार नंबर {aad} है और PAN {pan}. पिछली पेमेंट का UPI Ref No. {upi} था, "
            "वो भी माँग रहे हैं। क्या ये सब ईमेल पर भेजना ठीक है?")
    return text, [aad, pan], [upi]


@case("hi", "sbi-upi-pin", "own bank account and UPI PIN; IFSC as look-alike")
def _():
    acct, code, pin = "3" + dg(10), ifsc("SBIN"), dg(pick([4, 6]))
    text = (f"पापा को पैसे भेजने हैं। मेरा SBI खाता संख्या {acct}, IFSC {code}, और UPI PIN {pin} है। "
            "BHIM ऐप में नया बेनिफिशियरी कैसे जोड़ूँ?")
    return text, [acct, pin], [code]


@case("hi", "irctc-pnr", "negative: railway PNR and train number")
def _():
    pnr = nz(10)
    text = (f"मेरा PNR {pnr} है, ट्रेन 12952 नई दिल्ली–मुंबई राजधानी, कोच B4 सीट 32। अभी WL 12 दिखा रहा है, "
            "कन्फर्म होने के चांस कितने हैं?")
    return text, [], [pnr, "12952"]


# Russian
W_RU = ["Solnyshko", "Medved", "Rodina", "Kotik", "Vesna", "Sibir", "Malina"]


@case("ru", "zagran-snils", "passport number and SNILS (check computed); employer INN (computed) as look-alike")
def _():
    passport = "%d %s" % (rint(70, 77), dg(7))
    snl, inn = snils(), ru_inn10()
    text = (f"Заполняю анкету на шенгенскую визу через агентство. Загранпаспорт {passport}, СНИЛС {snl}. "
            f"Ещё просят ИНН работодателя — у нас это {inn}. Зачем им вообще СНИЛС?")
    return text, [passport, snl], [inn]


@case("ru", "salary-requisites", "own account number (control key computed); bank BIK and correspondent account (computed) as look-alikes")
def _():
    bik = "044525" + dg(3)
    acct, corr = ru_account(bik, "40817810"), ru_corr(bik)
    text = ("Реквизиты для перечисления зарплаты, проверь, всё ли на месте:\n"
            "Получатель: Смирнова Анна Викторовна\n"
            f"Счёт получателя: {acct}\nБИК: {bik}\nКорр. счёт: {corr}\nИНН банка можно не указывать?")
    return text, [acct], [bik, corr]


@case("ru", "gosuslugi-announced", "two messages: a password announced then given, with an SMS code", multi=True)
def _():
    pw, code = pw_human(W_RU), dg(6)
    text = ("Сейчас скину пароль от Госуслуг, запиши куда-нибудь, а то я вечно его забываю" + SEP
            + f"{pw}\nи код из смс был {code}, но он, наверное, уже не действует")
    return text, [pw, code], []


@case("ru", "aliexpress-ozon-tracking", "negative: postal tracking number (S10 computed) and an Ozon order number")
def _():
    trk = s10("RA", "CN")
    oz = "%s-%s" % (nz(10), dg(4))
    text = (f"Посылка с AliExpress с трек-номером {trk} уже неделю «Прибыло в сортировочный центр». "
            f"А заказ на Ozon № {oz} вообще не отслеживается. Куда писать жалобу?")
    return text, [], [trk, oz]


# Ukrainian
@case("uk", "rnokpp-id-card", "taxpayer number (check computed) and id-card number; employer EDRPOU (computed) as look-alike")
def _():
    rn, idc, ed = ua_rnokpp(), nz(9), ua_edrpou()
    text = (f"Подаю декларацію через Дію. Мій РНОКПП {rn}, номер ID-картки {idc}. Код ЄДРПОУ роботодавця — {ed}. "
            "Чи треба ще щось вказувати про доходи з-за кордону?")
    return text, [rn, idc], [ed]


@case("uk", "mono-iban-debt", "own IBAN in a message to a friend; an invoice number as look-alike")
def _():
    ib, inv = iban("UA", bban_ua()), nz(6)
    text = ("Напиши, будь ласка, другові повідомлення: «Поверни 1500 грн за квитки на мій IBAN "
            f"{ib} (monobank), призначення — повернення боргу». І додай, що номер рахунку за квитки {inv}, якщо треба.")
    return text, [ib], [inv]


@case("uk", "nova-poshta-ttn", "negative: parcel waybill number and shop order number")
def _():
    ttn, order = "2045" + dg(10), nz(9)
    text = (f"Замовлення на Rozetka № {order} прийшло на Нову Пошту, ТТН {ttn}, відділення №{rint(2, 180)}. "
            "Скільки днів посилка зберігається безкоштовно?")
    return text, [], [order, ttn]


# Polish
@case("pl", "pesel-dowod", "PESEL and id card number (both computed); employer NIP (computed) as look-alike")
def _():
    p, idc, nip = pesel(female=True), pl_id_card(), pl_nip()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    text = (f"Wypełniam wniosek o urlop rodzicielski: PESEL {p}, numer dowodu {idc}. Czy NIP pracodawcy ({nipf}) "
            "też muszę wpisać, czy ZUS ma go w systemie?")
    return text, [p, idc], [nipf]


@case("pl", "blik-scam", "BLIK code a stranger asks for; order number as look-alike")
def _():
    code, order = dg(6), nz(10)
    codef = code[:3] + " " + code[3:]
    text = (f"Kupujący z OLX prosi, żebym podała mu kod BLIK {codef} przez telefon, to niby odbierze pieniądze "
            f"za zamówienie nr {order}. To normalne?")
    return text, [codef], [order]


@case("pl", "czynsz-przelew", "negative: a housing cooperative's account number (check digits computed) and NIP (computed)")
def _():
    nrb = nrb_fmt(iban("PL", bban_pl())[2:])
    nip = pl_nip()
    text = (f"Przelew za czynsz do spółdzielni: numer konta {nrb}, tytuł: czynsz 03/2025 lokal {rint(1, 120)}, "
            f"NIP spółdzielni {nip}. Czy w tytule muszę podać też nazwisko?")
    return text, [], [nrb, nip]


# Czech
@case("cs", "rodne-cislo-op", "birth number (mod 11 computed) and id card number; employer ICO (computed) as look-alike")
def _():
    rc, op, ico = cz_rc(True), nz(9), cz_ico()
    text = (f"Vyplňuji formulář na úřad práce: rodné číslo {rc}, číslo občanky {op}. IČO posledního zaměstnavatele je {ico}. "
            "Musím přikládat i zápočtový list?")
    return text, [rc, op], [ico]


@case("cs", "faktura-kotel", "negative: a company's account number (mod 11 computed) and a variable symbol")
def _():
    pre, num = cz_account()
    pre_s, num_s = pre.lstrip("0"), num.lstrip("0")
    acct = (pre_s + "-" if pre_s else "") + num_s + "/" + pick(["0800", "0100", "0300", "2010"])
    vs = nz(10)
    text = (f"Platím fakturu za opravu kotle: číslo účtu firmy {acct}, variabilní symbol {vs}, částka 4 850 Kč. "
            "Stačí to takhle zadat do bankovnictví, nebo potřebuju i konstantní symbol?")
    return text, [], [acct, vs]


# German
W_DE = ["Sonnenblume", "Kaffeetasse", "Schneemann", "Bergsee", "Apfelkuchen", "Hasenpfote", "Zugspitze"]


@case("de", "steuer-id-iban", "tax id (ISO 7064 computed) and IBAN; a Kassenzeichen as look-alike")
def _():
    sid = de_steuer_id()
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    ib, kz = grp4(iban("DE", bban_de())), nz(10)
    text = (f"Für die Steuererklärung in ELSTER: Steuer-ID {sidf}, Erstattung bitte auf IBAN {ib}. "
            f"Im Bescheid vom letzten Jahr steht Kassenzeichen {kz} – muss ich das irgendwo angeben?")
    return text, [sidf, ib], [kz]


@case("de", "kaution-iban-announced", "two messages: bank details announced, then IBAN and BIC; BIC as look-alike", multi=True)
def _():
    ib = grp4(iban("DE", bban_de()))
    bic = pick(["COBADEFFXXX", "DEUTDEDBBER", "GENODEF1M04", "BYLADEM1001", "INGDDEFFXXX", "SSKMDEMMXXX"])
    text = ("Ich schick dir gleich meine Bankverbindung für die Kaution. Kannst du daraus eine kurze, freundliche Nachricht "
            "an meinen Vermieter machen?" + SEP + f"IBAN: {ib}\nBIC: {bic}\nKontoinhaberin: Lena Hoffmann")
    return text, [ib], [bic]


@case("de", "ausweis-pin-kvnr", "eID PIN, id card number (ICAO check computed), health insurance number (check computed); office case number as look-alike")
def _():
    pin, aw, kv, vg = dg(6), de_ausweis(), de_kvnr(), "VG-" + nz(7)
    text = (f"Die AusweisApp fragt nach meiner PIN. Ich hab damals {pin} gesetzt, glaube ich. Ausweisnummer ist {aw}. "
            f"Für die TK-App brauche ich außerdem meine Versichertennummer {kv}. Die Vorgangsnummer vom Bürgeramt war {vg}, "
            "falls das hilft.")
    return text, [pin, aw, kv], [vg]


@case("de", "rechnung-reklamation", "negative: invoice number, a shop's VAT id (computed) and a parcel number")
def _():
    rn, ust, dhl = "RE-2025-" + nz(5), de_ust_id(), "00340434" + dg(12)
    text = (f"Ich habe eine Rechnung Nr. {rn} von einem Onlineshop bekommen, USt-IdNr. {ust}. Die DHL-Sendungsnummer ist {dhl}, "
            "aber das Paket ist nie angekommen. Wie formuliere ich eine Reklamation?")
    return text, [], [rn, ust, dhl]


# French
W_FR = ["Papillon", "Chocolat", "Soleil", "Marguerite", "Grenouille", "Bretagne", "Camembert"]


@case("fr", "nir-ameli", "social security number (key computed) and ameli password; file reference as look-alike")
def _():
    nir, pw, ref = fr_nir("2"), pw_human(W_FR), nz(9)
    text = (f"Je remplis le formulaire de la CPAM pour une carte Vitale de remplacement : n° de sécu {nir}, et mon mot de passe "
            f"ameli c'est {pw}. Le conseiller m'a donné la référence de dossier {ref}. Je dois envoyer une photo ?")
    return text, [nir, pw], [ref]


@case("fr", "rib-caution", "own IBAN (RIB key computed); BIC as look-alike")
def _():
    ib = grp4(iban("FR", bban_fr()))
    bic = pick(["BNPAFRPPXXX", "SOGEFRPP", "PSSTFRPPPAR", "CMCIFR2A", "CRLYFRPP", "AGRIFRPP882"])
    text = (f"Tu peux rédiger un mail à mon ancienne propriétaire pour qu'elle me rembourse la caution ? IBAN : {ib} – BIC : {bic}. "
            "Ça fait déjà deux mois que je suis parti.")
    return text, [ib], [bic]


@case("fr", "digicode-babysitter", "building door code, gate code and Wi-Fi key; the box's SSID as look-alike")
def _():
    dig, portail = pick("AB") + dg(4), dg(4)
    ssid, cle = "Livebox-" + HX(4), ch("ACDEFGHJKMNPRSTUVWXYZ2345679", 26)
    text = (f"Tu peux me faire un petit mémo pour la baby-sitter ? Digicode de l'immeuble : {dig}, code du portail du parking : "
            f"{portail}. Wi-Fi : {ssid}, clé : {cle}. Les enfants se couchent à 20 h 30.")
    return text, [dig, portail, cle], [ssid]


@case("fr", "devis-plombier", "negative: a tradesman's SIRET (Luhn computed), VAT number (key computed) and a parcel number")
def _():
    siren = fr_siren()
    siret = fr_siret(siren)
    sirf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    tva, col = fr_tva(siren), "6A" + dg(11)
    text = (f"Le devis du plombier indique SIRET {sirf} et TVA intracommunautaire {tva}. Comment vérifier que l'entreprise "
            f"existe vraiment ? Il m'a aussi envoyé des pièces par Colissimo, n° {col}.")
    return text, [], [sirf, tva, col]


# Spanish
W_ES = ["Mariposa", "Girasol", "Tortuga", "Canela", "Limonada", "Galicia", "Paella"]


@case("es", "dni-clave-renta", "DNI (letter computed) and Cl@ve password; file number as look-alike")
def _():
    dni, pw, exp = es_dni(), pw_human(W_ES), "EXP-" + nz(8)
    text = (f"Para presentar la renta con Cl@ve: mi DNI es {dni} y la contraseña que puse es {pw}. Me dicen que la cuenta "
            f"está bloqueada; en la carta aparece el número de expediente {exp}. ¿Qué hago?")
    return text, [dni, pw], [exp]


@case("es", "tarjeta-en-dos-partes", "two messages: a card number in two halves, expiry and CVV; booking number as look-alike", multi=True)
def _():
    num = luhn_num(pick(["4940", "5402", "4548"]), 16)
    a, b = num[:4] + " " + num[4:8], num[8:12] + " " + num[12:]
    exp, cvv, resv = mmyy_future(), dg(3), nz(10)
    text = (f"Te paso la tarjeta en dos mensajes por si acaso. Los primeros ocho números: {a}" + SEP
            + f"Y los últimos: {b}. Caduca el {exp} y el CVV es {cvv}. ¿Me ayudas a rellenar el formulario de la reserva "
            f"del hotel? El número de reserva es {resv}.")
    return text, [a, b, exp, cvv], [resv]


@case("es", "mx-curp-rfc-clabe", "Mexican CURP (check computed), RFC and CLABE (check computed); request folio as look-alike")
def _():
    curp, d = mx_curp(True)
    rfc = curp[:4] + d.strftime("%y%m%d") + ch(UPDIG, 3)
    clabe, folio = mx_clabe(), nz(10)
    text = (f"Para el trámite de devolución del SAT me piden: CURP {curp}, RFC {rfc} y la CLABE interbancaria de mi cuenta, "
            f"que es {clabe}. Ya tengo el folio de la solicitud {folio}. ¿Cuánto tarda en caer el depósito?")
    return text, [curp, rfc, clabe], [folio]


@case("es", "ar-plomero-cbu", "negative: a plumbing firm's CUIT and CBU (both computed) and an invoice number")
def _():
    cuit, cbu, fac = ar_cuit("30"), ar_cbu(), "0003-" + dg(8)
    text = (f"Le tengo que transferir al plomero por el arreglo. Me pasó: CUIT {cuit}, CBU {cbu}, alias PLOMERIA.GARCIA.MP. "
            f"La factura B es la N° {fac}. ¿Con eso alcanza o necesito algo más?")
    return text, [], [cuit, cbu, fac]


# Portuguese
W_PT = ["Saudade", "Jabuticaba", "Cachorro", "Abacaxi", "Tartaruga", "Flamengo"]


@case("pt", "cpf-senha-cartao", "CPF (check digits computed) and card password; a shop's CNPJ (computed) as look-alike")
def _():
    cpf, senha, cnpj = br_cpf(), dg(6), br_cnpj()
    text = (f"Tô abrindo conta no app do banco e ele pede CPF e senha do cartão. Meu CPF é {cpf} e a senha de 6 dígitos é {senha}. "
            f"Ah, e a nota fiscal da loja tem o CNPJ {cnpj}, preciso disso pra alguma coisa?")
    return text, [cpf, senha], [cnpj]


@case("pt", "nif-iban-multibanco", "Portuguese NIF (computed) and IBAN (NIB check computed); Multibanco entity and reference as look-alikes")
def _():
    nif, ib = pt_nif(pick("12")), grp4(iban("PT", pt_nib()))
    ent, ref = nz(5), "%s %s %s" % (dg(3), dg(3), dg(3))
    text = (f"Para o IRS automático: NIF {nif}, IBAN para o reembolso {ib}. Também tenho de pagar o IUC por Multibanco: "
            f"entidade {ent}, referência {ref}. Posso pagar pelo MB Way?")
    return text, [nif, ib], [ent, ref]


@case("pt", "correios-boleto", "negative: postal tracking (S10 computed), order number and a boleto line")
def _():
    trk, ped = s10(pick(["QB", "OV", "NL"]), "BR"), nz(9)
    bol = "%s.%s %s.%s %s.%s %s %s" % (dg(5), dg(5), dg(5), dg(6), dg(5), dg(6), dg(1), dg(14))
    text = (f"Minha encomenda com código de rastreio {trk} está parada em Curitiba. O pedido nº {ped} foi pago com boleto "
            f"({bol}). Abro reclamação nos Correios ou na loja?")
    return text, [], [trk, ped, bol]


# Italian
W_IT = ["Girasole", "Limoncello", "Farfalla", "Gattino", "Pistacchio", "Vesuvio"]


@case("it", "cf-iban-asilo", "codice fiscale and IBAN (CIN and check computed); the municipality's VAT number (computed) as look-alike")
def _():
    cf, ib, piva = it_cf("Bianchi", "Giulia", True), iban("IT", bban_it()), it_piva()
    text = (f"Per l'iscrizione all'asilo nido di mia figlia mi chiedono il mio codice fiscale (Giulia Bianchi, {cf}) e l'IBAN "
            f"per il rimborso: {ib}. Sul modulo c'è già la P.IVA del comune, {piva}: devo ricopiarla?")
    return text, [cf, ib], [piva]


@case("it", "spid-otp-inps", "SPID password and OTP; case number as look-alike")
def _():
    pw, otp, prat = pw_human(W_IT), dg(6), "PR-" + nz(7)
    text = (f"Sto entrando con SPID sul sito INPS: utente marco.ferri78@libero.it, password {pw}, e mi è appena arrivato "
            f"l'OTP {otp}. Mi dà sempre 'credenziali non valide'. La pratica è la {prat}.")
    return text, [pw, otp], [prat]


@case("it", "ordine-reso", "negative: order number, courier tracking and a seller's VAT number (computed)")
def _():
    ordine = "%s-%s-%s" % (pick(["402", "403", "171"]), dg(7), dg(7))
    brt, piva = nz(12), it_piva()
    text = (f"Ordine n. {ordine} su Amazon.it, spedito con BRT, tracking {brt}. La fattura riporta P.IVA venditore {piva}. "
            "Come chiedo il reso se il venditore è terzo?")
    return text, [], [ordine, brt, piva]


# Dutch
W_NL = ["Tulpen", "Fietsbel", "Stroopwafel", "Eekhoorn", "Molenwiek", "Hagelslag"]


@case("nl", "bsn-digid", "BSN (11-proof computed) and DigiD password; case number as look-alike")
def _():
    bsn, pw, zaak = nl_bsn(), pw_human(W_NL), "Z-" + nz(7)
    text = (f"Voor de huurtoeslag: mijn BSN is {bsn} en mijn DigiD-wachtwoord is {pw}. De Belastingdienst noemde "
            f"zaaknummer {zaak}. Kun je een bezwaarschrift opstellen?")
    return text, [bsn, pw], [zaak]


@case("nl", "iban-tikkie", "own IBAN; a club's chamber of commerce number as look-alike")
def _():
    ib, kvk = grp4(iban("NL", bban_nl())), nz(8)
    text = (f"Kun je een Tikkie-berichtje maken voor het teamuitje? Betalen op mijn rekening {ib} t.n.v. S. de Vries. "
            f"Het KvK-nummer van de voetbalclub is {kvk}, moet dat erbij?")
    return text, [ib], [kvk]


@case("nl", "postnl-betalingskenmerk", "negative: parcel tracking code and a payment reference")
def _():
    tt, bk = "3S" + ch(UPPER, 4) + dg(9), grp4(nz(16))
    text = (f"Mijn pakket met track & trace {tt} staat al twee dagen op 'gesorteerd'. En op de aanslag van de gemeente staat "
            f"betalingskenmerk {bk}; moet ik dat precies zo overnemen?")
    return text, [], [tt, bk]


# Swedish
@case("sv", "personnummer-bankid", "personal identity number (Luhn computed) and BankID security code; employer org number (computed) as look-alike")
def _():
    pnr, _d = se_pnr()
    kod, org = dg(rint(6, 8)), se_org()
    text = (f"Till Försäkringskassan: personnummer {pnr}, och säkerhetskoden till BankID är {kod}. Arbetsgivarens "
            f"organisationsnummer är {org}. Vad ska jag skriva under 'inkomst'?")
    return text, [pnr, kod], [org]


@case("sv", "clearing-konto-hyra", "own account number; clearing number as look-alike")
def _():
    clr, kto = pick(["8327-9", "6152", "3300", "5232"]), nz(rint(7, 10))
    text = (f"Kan du skriva ett sms till min hyresgäst om att hyran ska sättas in på mitt konto: clearingnummer {clr}, "
            f"kontonummer {kto}? Inte Swish den här gången.")
    return text, [kto], [clr]


@case("sv", "bankgiro-ocr", "negative: a company's bankgiro number and an OCR reference (both Luhn computed)")
def _():
    bg, ocr = se_bankgiro(), se_ocr()
    text = (f"Fakturan från elbolaget: bankgiro {bg}, OCR-nummer {ocr}, förfallodag 30 april. Måste jag skriva OCR exakt "
            "eller går det med ett meddelande?")
    return text, [], [bg, ocr]


# Danish
@case("da", "cpr-mitid", "CPR number and MitID password; the clinic's CVR (computed) as look-alike")
def _():
    d = rdate(1960, 2000)
    cpr = d.strftime("%d%m%y") + "-" + dg(4)
    pw = pw_human(["Rugbrod", "Sommerfugl", "Strandvej", "Hyggelig", "Fregatten"])
    cvr = dk_cvr()
    text = (f"Til lægens onlineformular: CPR-nummer {cpr}, og min MitID-adgangskode er {pw}. Klinikken har CVR {cvr}. "
            "Skal jeg virkelig give dem adgangskoden?")
    return text, [cpr, pw], [cvr]


@case("da", "fik-indbetaling", "negative: payment slip fields (payment id, creditor number) and an invoice number")
def _():
    pid, kred, fak = nz(15), nz(8), nz(6)
    text = f"På regningen står der +71<{pid}+{kred}< og fakturanummer {fak}. Hvordan betaler jeg det i netbanken?"
    return text, [], [pid, kred, fak]


# Norwegian
@case("no", "fnr-kontonummer", "national id number and account number (mod 11 computed); employer org number (computed) as look-alike")
def _():
    fnr, kto, org = no_fnr(), no_konto(), no_org()
    ktof = "%s.%s.%s" % (kto[:4], kto[4:6], kto[6:])
    orgf = "%s %s %s" % (org[:3], org[3:6], org[6:])
    text = (f"Til NAV-søknaden om dagpenger: fødselsnummer {fnr}, kontonummer for utbetaling {ktof}. Arbeidsgiveren min har "
            f"org.nr. {orgf}. Må jeg legge ved arbeidsavtalen?")
    return text, [fnr, ktof], [orgf]


@case("no", "kid-regning", "negative: KID reference (Luhn computed) and a company's account number (mod 11 computed)")
def _():
    kid, kto = se_ocr(), no_konto()
    ktof = "%s.%s.%s" % (kto[:4], kto[4:6], kto[6:])
    text = f"Fikk regning fra Telenor med KID {kid} og kontonummer {ktof}, forfall 20. mai. Kan jeg sette opp AvtaleGiro med dette?"
    return text, [], [kid, ktof]


# Finnish
W_FI = ["Mustikka", "Saunailta", "Kissa", "Lumiukko", "Pulla", "Revontuli"]


@case("fi", "hetu-tunnusluku", "personal identity code (check computed) and online-bank PIN; employer business id (computed) as look-alike")
def _():
    hetu, tl, yt = fi_hetu(), dg(rint(4, 6)), fi_ytunnus()
    text = (f"Kelan asumistukihakemukseen: henkilötunnus {hetu}. Verkkopankin tunnuslukuni on {tl}, jos tarvitset sen "
            f"tunnistautumiseen. Työnantajan Y-tunnus on {yt}.")
    return text, [hetu, tl], [yt]


@case("fi", "ovikoodi-siivooja", "stairwell door code, alarm code and Wi-Fi password; SSID and order number as look-alikes")
def _():
    ovi, hal = dg(4), dg(4)
    ssid, pw, tilaus = "DNA-WLAN-" + HX(3), pw_human(W_FI), nz(8)
    text = (f"Kirjoita siivoojalle lyhyt ohje: rappukäytävän ovikoodi {ovi}, hälytin pois päältä koodilla {hal}. "
            f"Wifi on {ssid}, salasana {pw}. Siivoustilauksen numero on {tilaus}.")
    return text, [ovi, hal, pw], [ssid, tilaus]


@case("fi", "viitenumero-lasku", "negative: a reference number (7-3-1 computed) and a company's IBAN")
def _():
    vr, ib = fi_viite(), grp4(iban("FI", bban_fi()))
    text = (f"Sähkölaskussa lukee viitenumero {vr} ja saajan tilinumero {ib}, eräpäivä 15.6. Voiko viitteen jättää pois, "
            "jos kirjoitan viestin?")
    return text, [], [vr, ib]


# Hungarian
def hu_fmt(a):
    return "%s-%s-%s" % (a[:8], a[8:16], a[16:])


@case("hu", "taj-adoazonosito", "social security (TAJ) and tax id (both computed), own account (computed); hospital tax number (computed) as look-alike")
def _():
    taj, ado, acct, ceg = hu_taj(), hu_adoaz(), hu_fmt(hu_account()), hu_adoszam()
    text = (f"A kórházi felvételi laphoz: TAJ-szám {taj}, adóazonosító jel {ado}, a táppénzhez pedig a bankszámlaszámom {acct}. "
            f"A kórház adószáma {ceg}, azt is be kell írni?")
    return text, [taj, ado, acct], [ceg]


@case("hu", "webshop-gls", "negative: a web shop's account number (computed), order number and parcel number")
def _():
    wacct, rend, gls = hu_fmt(hu_account()), nz(8), nz(11)
    text = (f"A webshop azt írja, hogy a {rend} számú rendelést utaljam a számlájukra ({wacct}). A GLS csomagszám {gls}. "
            "Ez nem gyanús?")
    return text, [], [rend, wacct, gls]


# Romanian
@case("ro", "cnp-iban-bursa", "CNP (check computed) and IBAN; BIC and the university's CUI (computed) as look-alikes")
def _():
    cnp = ro_cnp(True)
    bb = bban_ro()
    ib = grp4(iban("RO", bb))
    bic = {"BTRL": "BTRLRO22", "RNCB": "RNCBROBU", "BRDE": "BRDEROBU", "INGB": "INGBROBU", "RZBR": "RZBRROBU"}[bb[:4]]
    cui = ro_cui()
    text = (f"Pentru dosarul de bursă îmi trebuie: CNP {cnp} și IBAN-ul meu {ib} (BIC {bic}). Universitatea are CUI {cui}, "
            "trebuie trecut și ăla pe cerere?")
    return text, [cnp, ib], [bic, cui]


@case("ro", "awb-taxa-vamala", "negative: courier AWB, invoice number and a company's CUI (computed)")
def _():
    awb, fac, cui = nz(13), "FCT" + nz(6), "RO" + ro_cui()
    text = (f"Am primit un SMS că am de plătit o taxă vamală pentru AWB Fan Courier {awb}. Factura magazinului e nr. {fac}, "
            f"CUI firmă {cui}. Mi se pare ciudat, e țeapă?")
    return text, [], [awb, fac, cui]


# Greek
W_EL = ["Thalassa", "Kalimera", "Elia", "Santorini", "Meltemi", "Olympos"]


@case("el", "amka-afm-adt", "social security (AMKA) and tax (AFM) numbers (both computed), id card number; protocol number as look-alike")
def _():
    amka, afm = gr_amka(), gr_afm("1")
    adt = pick(["ΑΒ", "ΑΕ", "ΑΚ", "ΑΗ", "ΑΜ"]) + " " + dg(6)
    prot = nz(7)
    text = (f"Για την αίτηση στο gov.gr: ΑΜΚΑ {amka}, ΑΦΜ {afm}, αριθμός ταυτότητας {adt}. Ο αριθμός πρωτοκόλλου της "
            f"προηγούμενης αίτησης ήταν {prot}. Τι δικαιολογητικά θέλουν;")
    return text, [amka, afm, adt], [prot]


@case("el", "ebanking-enfia", "e-banking password and own IBAN; an RF payment reference (ISO 11649 computed) as look-alike")
def _():
    pw, ib, rf = pw_human(W_EL), grp4(iban("GR", bban_gr())), rf_ref()
    text = (f"Θέλω να πληρώσω τον ΕΝΦΙΑ με κωδικό πληρωμής {rf}. Ο κωδικός μου στο e-banking είναι {pw} και το IBAN μου "
            f"{ib}. Μπορείς να μου πεις βήμα βήμα τι να πατήσω;")
    return text, [pw, ib], [rf]


@case("el", "ferry-booking", "negative: booking code, ticket number and a company's AFM (computed)")
def _():
    kr, tick, afm = ch(UPPER, 6), nz(10), gr_afm("9")
    text = (f"Έκλεισα εισιτήρια για Νάξο: κωδικός κράτησης {kr}, αριθμός εισιτηρίου {tick}. Στην απόδειξη γράφει ΑΦΜ "
            f"εταιρείας {afm}. Χρειάζεται να τα εκτυπώσω;")
    return text, [], [kr, tick, afm]


# Turkish
W_TR = ["Galatasaray", "Kedicik", "Deniz", "Bulut", "Lale", "Karadeniz"]


@case("tr", "tc-edevlet", "TC identity number (checks computed) and e-Devlet password; application number as look-alike")
def _():
    tc, pw, bno = tr_tc(), pw_human(W_TR), nz(8)
    text = (f"e-Devlet şifremi yenilemem lazım. TC kimlik numaram {tc}, eski şifrem {pw} idi. PTT'den aldığım başvuru "
            f"numarası {bno}. Yeni şifreyi nasıl alırım?")
    return text, [tc, pw], [bno]


@case("tr", "kira-iban", "own IBAN; a receipt reference number as look-alike")
def _():
    ib, ref = grp4(iban("TR", bban_tr())), nz(10)
    text = (f"Kiracıma kirayı yeni hesabıma yatırmasını yazmam lazım: yeni IBAN {ib}, hesap sahibi Elif Yılmaz. "
            f"Geçen ayki dekontta referans no {ref} yazıyordu, onu da ekleyeyim mi?")
    return text, [ib], [ref]


@case("tr", "kargo-sikayet", "negative: order number, courier tracking number and a seller's tax number")
def _():
    sip, kargo, vno = nz(9), nz(12), nz(10)
    text = (f"Trendyol siparişim ({sip}) Yurtiçi Kargo takip no {kargo} ile 4 gündür transferde. Faturada satıcının vergi "
            f"no'su {vno}. Şikayeti nereye yazayım?")
    return text, [], [sip, kargo, vno]


# Vietnamese
@case("vi", "cccd-vcb-password", "citizen id number and banking-app password; loan file code as look-alike")
def _():
    g = pick("0123")
    yy = "%02d" % (rint(60, 99) if g in "01" else rint(0, 6))
    cccd = pick(["001", "079", "048", "031"]) + g + yy + dg(6)
    pw = pw_human(["Hoamai", "Anhyeuem", "Saigon", "Hanoi", "Caphesua"])
    ma = "HS" + nz(8)
    text = (f"Mình đang làm hồ sơ vay mua xe: số CCCD {cccd}, mật khẩu app Vietcombank là {pw}. Nhân viên bảo gửi qua Zalo, "
            f"mã hồ sơ {ma}. Như vậy có an toàn không?")
    return text, [cccd, pw], [ma]


@case("vi", "tcb-otp", "own account number and an unexpected OTP; a bank transaction code as look-alike")
def _():
    acct, otp, ft = "19" + dg(12), dg(6), "FT" + dg(5) + ch(UPDIG, 7)
    text = (f"Bạn chuyển tiền cọc vào tài khoản Techcombank của mình nhé: {acct}, chủ tài khoản NGUYEN THI LAN. À mà mình vừa "
            f"nhận OTP {otp} dù không giao dịch gì, mã giao dịch hôm trước là {ft}. Có sao không?")
    return text, [acct, otp], [ft]


@case("vi", "shopee-ghn", "negative: order code, waybill code and a company's tax code")
def _():
    sh, ghn, mst = dg(6) + ch(UPDIG, 8), ch(UPPER, 3) + ch(UPDIG, 5), "0" + nz(9)
    text = (f"Đơn Shopee mã {sh} giao qua GHN, mã vận đơn {ghn} mà 5 ngày chưa tới. Hóa đơn ghi mã số thuế công ty {mst}. "
            "Mình nên khiếu nại ở đâu?")
    return text, [], [sh, ghn, mst]


# Thai
@case("th", "id-card-atm", "Thai id number (check computed) and ATM PIN; postal tracking (S10 computed) as look-alike")
def _():
    tid, atm, trk = th_fmt(th_id("1")), dg(4), s10("EF", "TH")
    text = (f"ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน {tid} รหัส ATM เดิม {atm} "
            f"ส่วนบัตรใหม่ส่งมาทางไปรษณีย์ เลขพัสดุ {trk}")
    return text, [tid, atm], [trk]


@case("th", "kbank-otp-ref", "own account number and an OTP from SMS; the OTP's Ref code as look-alike")
def _():
    acct = "%s-%s-%s-%s" % (dg(3), dg(1), dg(5), dg(1))
    otp, ref = dg(6), ch(UPPER, 4)
    text = (f"โอนค่ามัดจำเข้าบัญชีกสิกรของเรา {acct} นะ แล้วเมื่อกี้มี SMS ว่า OTP={otp} (Ref={ref}) ทั้งที่เราไม่ได้ทำอะไร "
            "แบบนี้ต้องแจ้งธนาคารไหม")
    return text, [acct, otp], [ref]


@case("th", "tax-invoice-check", "negative: a company's taxpayer number (check computed) and a tax invoice number")
def _():
    tax, inv = th_id("0"), "INV" + nz(8)
    text = (f"ใบกำกับภาษีที่ได้มามีเลขประจำตัวผู้เสียภาษีของบริษัท {tax} เลขที่ใบกำกับ {inv} "
            "ต้องเช็กอะไรบ้างก่อนเอาไปเบิกกับบริษัท")
    return text, [], [tax, inv]


# Indonesian
@case("id", "nik-pin-bpjs", "NIK and mobile-banking PIN; courier receipt number as look-alike")
def _():
    d = rdate(1970, 2002)
    fem = R.random() < 0.5
    nik = (pick(["3171", "3273", "3578", "3374"]) + "%02d" % rint(1, 12) + "%02d" % (d.day + (40 if fem else 0))
           + d.strftime("%m%y") + "%04d" % rint(1, 40))
    pin, resi = dg(6), nz(15)
    text = (f"Mau daftar BPJS Kesehatan online: NIK {nik}, terus PIN m-BCA aku {pin}, buat autodebet iurannya. Kartunya "
            f"dikirim pakai JNE, nomor resi {resi}. Bener gak sih caranya?")
    return text, [nik, pin], [resi]


@case("id", "bca-otp-va", "own account number and an OTP; a merchant virtual account number as look-alike")
def _():
    acct, otp, va = nz(10), dg(6), "8" + dg(15)
    text = (f"Tolong transfer uang arisan ke rekening BCA aku {acct} a.n. Rina Wulandari ya. Eh, tadi ada SMS kode OTP {otp}, "
            f"padahal aku gak login apa-apa. Terus tagihan listrik bayar ke virtual account {va} kan?")
    return text, [acct, otp], [va]


@case("id", "npwp-vendor", "negative: a vendor's tax number, invoice number and courier receipt number")
def _():
    npwp = "%s.%s.%s.%s-%s.000" % (dg(2), dg(3), dg(3), dg(1), dg(3))
    inv, resi = "INV/2025/" + nz(5), nz(12)
    text = (f"Faktur pajak dari vendor mencantumkan NPWP perusahaan {npwp} dan nomor invoice {inv}. Barangnya dikirim pakai "
            f"SiCepat, resi {resi}. Perlu dicek apa saja sebelum dibayar?")
    return text, [], [npwp, inv, resi]


# Tagalog
@case("tl", "gcash-mpin-otp", "e-wallet MPIN and OTP given to a scammer; a receipt Ref No. as look-alike")
def _():
    mpin, otp, ref = dg(4), dg(6), nz(13)
    text = (f"Ano ba gagawin ko, may nag-text na taga-GCash daw, hinihingi yung MPIN ko na {mpin} at yung OTP na {otp}. "
            f"Naibigay ko na yung MPIN. Ref No. ng huling transaction ko {ref}, baka makatulong.")
    return text, [mpin, otp], [ref]


@case("tl", "sss-tin-philhealth", "social security, tax and health insurance numbers; an official receipt number as look-alike")
def _():
    sss = "%s-%s-%s" % (dg(2), dg(7), dg(1))
    tin = "%s-%s-%s-000" % (dg(3), dg(3), dg(3))
    ph = "%s-%s-%s" % (dg(2), dg(9), dg(1))
    orn = nz(7)
    text = (f"Para sa salary loan application ko: SSS number {sss}, TIN {tin}, PhilHealth {ph}. Yung OR number ng huling "
            f"hulog ko {orn}. Tama ba pagkakasunod?")
    return text, [sss, tin, ph], [orn]


@case("tl", "lbc-shopee-gcash-ref", "negative: order id, courier tracking number and a GCash receipt Ref No.")
def _():
    shp, lbc, ref = dg(6) + ch(UPDIG, 8), nz(12), nz(13)
    text = (f"Yung order ko sa Shopee ({shp}) naka-LBC, tracking {lbc}, pero wala pa rin. Nagbayad ako thru GCash, "
            f"Ref No. {ref}. Saan ako magrereklamo?")
    return text, [], [shp, lbc, ref]


# Swahili
@case("sw", "mpesa-sms-pin", "two messages: a pasted M-Pesa confirmation (its code is a secret), then the M-Pesa PIN; recipient phone as look-alike", multi=True)
def _():
    code = pick("STU") + ch(UPDIG, 9)
    ph = "07%s %s %s" % (dg(2), dg(3), dg(3))
    pin = dg(4)
    text = ("Nimepokea ujumbe huu:\n"
            f"\"{code} Confirmed. Ksh2,500.00 sent to JANE WANJIKU {ph} on 3/4/25 at 7:15 PM. New M-PESA balance is "
            "Ksh4,120.50. Transaction cost, Ksh33.00.\"\nLakini Jane anasema hajapokea pesa. Nifanye nini?"
            + SEP + f"Na PIN yangu ya M-Pesa ni {pin}, je niibadilishe?")
    return text, [code, pin], [ph]


@case("sw", "helb-id-kra", "national id number and KRA PIN; a paybill number as look-alike")
def _():
    idn, kra, pb = nz(8), "A" + dg(9) + pick(UPPER), nz(6)
    text = (f"Nataka kujaza fomu ya mkopo wa HELB: namba ya kitambulisho {idn}, KRA PIN {kra}. Nimeambiwa nilipe ada ya "
            f"maombi kupitia paybill {pb}. Ni sawa?")
    return text, [idn, kra], [pb]


@case("sw", "kplc-token-basi", "negative: paybill number, electricity meter number and a bus ticket number")
def _():
    pb, mita, tik = nz(6), nz(11), "TKT-" + nz(6)
    text = (f"Nimelipia umeme wa tokens kupitia paybill {pb}, namba ya mita {mita}, lakini token haijafika. Pia nina tiketi "
            f"ya basi namba {tik} ya kesho. Nifanye nini kuhusu token?")
    return text, [], [pb, mita, tik]


# ================================================================ validation, YAML, main
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
BAD_CATS = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


def bad_chars(s):
    out = []
    for c in s:
        if c == "\n":
            continue
        if ord(c) > 0xFFFF or unicodedata.category(c) in BAD_CATS:
            out.append("U+%04X" % ord(c))
    return out


def occurrences(text, v):
    res, i = [], text.find(v)
    while i >= 0:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def validate_case(c):
    errs = []
    text, S, L = c["text"], c["secrets"], c["lookalikes"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            errs.append("%s missing or empty" % k)
    if not isinstance(S, list) or not isinstance(L, list):
        return errs + ["secrets/lookalikes must be lists"]
    for s in [text, c["note"], c["id"], c["lang"]] + S + L:
        if not isinstance(s, str):
            errs.append("non-string value")
            continue
        b = bad_chars(s)
        if b:
            errs.append("YAML-hostile characters %s" % b[:5])
    if c["lang"] not in LANGS:
        errs.append("unknown lang %r" % c["lang"])
    if "\r" in text or "\t" in text:
        errs.append("CR or TAB in text")
    for v in S + L:
        if not isinstance(v, str) or not v:
            errs.append("empty listed value")
            continue
        if v != v.strip():
            errs.append("listed value with outer whitespace %r" % v)
        if v not in text:
            errs.append("listed value not in text: %r" % v)
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        errs.append("duplicate listed value")
    if set(S) & set(L):
        errs.append("value both secret and look-alike")
    socc = [(a, b, v) for v in S for a, b in occurrences(text, v)]
    for w in L:
        for a, b in occurrences(text, w):
            for sa, sb, sv in socc:
                if a < sb and sa < b:
                    errs.append("look-alike %r overlaps secret %r" % (w, sv))
    for v in S + L:
        occ = occurrences(text, v)
        if len(v) <= 6 and len(occ) != 1:
            errs.append("short value %r occurs %d times" % (v, len(occ)))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                errs.append("number %r embedded in a longer number (left)" % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                errs.append("number %r embedded in a longer number (right)" % v)
    multi = "\n---\n" in text
    if c.get("multi") is not None and bool(c["multi"]) != multi:
        errs.append("multi-message flag and separator disagree")
    if text.startswith("---\n") or text.endswith("\n---"):
        errs.append("empty message")
    return errs


def count(cases):
    langs = {}
    for c in cases:
        r = langs.setdefault(c["lang"], {"cases": 0, "pos": 0, "neg": 0, "secrets": 0, "lookalikes": 0, "multi": 0})
        r["cases"] += 1
        r["pos" if c["secrets"] else "neg"] += 1
        r["secrets"] += len(c["secrets"])
        r["lookalikes"] += len(c["lookalikes"])
        r["multi"] += 1 if "\n---\n" in c["text"] else 0
    tot = {k: sum(r[k] for r in langs.values()) for k in ("cases", "pos", "neg", "secrets", "lookalikes", "multi")}
    return tot, langs


def validate_all(cases):
    errs = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids")
    slugs = [c["id"][8:] for c in cases]
    if len(set(slugs)) != len(slugs):
        errs.append("duplicate slugs")
    for i, c in enumerate(cases):
        cid = c["id"]
        ok = (cid.startswith(PREFIX + "-") and len(cid) > 9 and cid[4:7].isdigit() and cid[7] == "-"
              and int(cid[4:7]) == i + 1 and all(ch_ in LOWER + DIGITS + "-" for ch_ in cid[8:])
              and not cid.endswith("-") and "--" not in cid)
        if not ok:
            errs.append("bad id %r" % cid)
        for e in validate_case(c):
            errs.append("%s: %s" % (cid, e))
    tot, langs = count(cases)
    checks = [
        (165 <= tot["cases"] <= 185, "case count %d" % tot["cases"]),
        (180 <= tot["secrets"] <= 225, "secret count %d" % tot["secrets"]),
        (225 <= tot["lookalikes"] <= 275, "look-alike count %d" % tot["lookalikes"]),
        (0.20 <= tot["neg"] / tot["cases"] <= 0.30, "negative share %d/%d" % (tot["neg"], tot["cases"])),
        (5 <= tot["multi"] <= 10, "multi-message count %d" % tot["multi"]),
        (len(langs) >= 25, "language count %d" % len(langs)),
        (0.42 <= langs.get("en", {"cases": 0})["cases"] / tot["cases"] <= 0.58, "English share"),
    ]
    for ok, msg in checks:
        if not ok:
            errs.append("size/spread out of range: " + msg)
    return errs


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
    lines = src.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise GenError("bad YAML header")

    def scalar(line, prefix):
        if not line.startswith(prefix) or not line[len(prefix):].startswith('"'):
            raise GenError("expected %r, got %r" % (prefix, line[:60]))
        v = json.loads(line[len(prefix):])
        if not isinstance(v, str):
            raise GenError("non-string scalar")
        return v

    cases, i = [], 2
    while i < len(lines):
        c = {"id": scalar(lines[i], "  - id: ")}
        i += 1
        for key in ("lang", "text"):
            c[key] = scalar(lines[i], "    %s: " % key)
            i += 1
        for key in ("secrets", "lookalikes"):
            if lines[i] == "    %s: []" % key:
                c[key] = []
                i += 1
            elif lines[i] == "    %s:" % key:
                i += 1
                vals = []
                while i < len(lines) and lines[i].startswith("      - "):
                    vals.append(scalar(lines[i], "      - "))
                    i += 1
                if not vals:
                    raise GenError("empty block list")
                c[key] = vals
            else:
                raise GenError("expected %s at line %d" % (key, i + 1))
        c["note"] = scalar(lines[i], "    note: ")
        i += 1
        cases.append(c)
    return cases


def build():
    raw = []
    for spec in CASES:
        last = None
        for _attempt in range(40):
            text, S, L = spec["fn"]()
            c = {"id": PREFIX + "-000-x", "lang": spec["lang"], "text": text, "secrets": list(S),
                 "lookalikes": list(L), "note": spec["note"], "multi": spec["multi"]}
            last = validate_case(c)
            if not last:
                break
        else:
            raise GenError("case %s keeps failing: %s" % (spec["slug"], last))
        if spec["note"].startswith("negative") != (not S):
            raise GenError("case %s: note/negative mismatch" % spec["slug"])
        raw.append((spec["slug"], c))
    R.shuffle(raw)
    cases = []
    for n, (slug, c) in enumerate(raw, 1):
        cases.append({"id": "%s-%03d-%s" % (PREFIX, n, slug), "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    return cases


def report(cases):
    tot, langs = count(cases)
    print("cases %d, positive %d, negative %d, secrets %d, look-alikes %d, languages %d, multi-message %d"
          % (tot["cases"], tot["pos"], tot["neg"], tot["secrets"], tot["lookalikes"], len(langs), tot["multi"]))


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    try:
        self_test()
        cases = build()
        errs = validate_all(cases)
        if errs:
            raise GenError("validation failed:\n  " + "\n  ".join(errs[:50]))
        y = to_yaml(cases)
        if parse_yaml(y) != cases:
            raise GenError("YAML round trip mismatch")
        if bad_chars(y.replace("\n", "")):
            raise GenError("YAML-hostile characters in output")
    except GenError as e:
        print("ERROR: %s" % e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    report(cases)


if __name__ == "__main__":
    main()
