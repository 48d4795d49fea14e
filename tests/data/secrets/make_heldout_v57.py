#!/usr/bin/env python3
# Generator of the blind evaluation set heldout_v57 for a secrets filter.
# Standard library only; deterministic: every drawn value comes from random.Random(57).
# Usage: python3 make_heldout_v57.py heldout_v57.yaml
# It validates everything (check digits, substrings, overlaps, uniqueness, characters)
# before writing and exits 1 on any problem.

import base64
import datetime
import json
import re
import string
import sys
import unicodedata

import random

NAME = "heldout_v57"
SEED = 57
PREFIX = "H57"
R = random.Random(SEED)


class Invalid(Exception):
    pass


# ---------------------------------------------------------------- basic helpers
DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
UPDIG = UP + DIG
SAFE_UPDIG = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no I, O, 0, 1


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def rd(r, n, first="123456789"):
    if n <= 0:
        return ""
    return r.choice(first) + rs(r, DIG, n - 1)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i != len(s):
        raise Invalid("grp size mismatch %r %r" % (s, sizes))
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def only_digits(s):
    return re.sub(r"\D", "", s)


def birth(r, y0=1955, y1=2004):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(r.randint(a, b))


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


def luhn_ok(s):
    s = only_digits(s)
    return len(s) > 1 and luhn_digit(s[:-1]) == s[-1]


def iban_make(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%s%02d%s" % (cc, 98 - int(num) % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1


VERHOEFF_D = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
    [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
    [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
    [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
    [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VERHOEFF_D[c][VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(VERHOEFF_INV[c])


def verhoeff_ok(s):
    s = only_digits(s)
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VERHOEFF_D[c][VERHOEFF_P[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


def iso7064_11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def ean_digit(payload):
    # weights 1,3,1,3... from the left for a 12-digit payload (EAN-13)
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(payload))
    return str((10 - s % 10) % 10)


# ---------------------------------------------------------------- national ids (secrets)
def us_ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def us_itin(r):
    return "9%02d-%d%d-%04d" % (r.randint(0, 99), r.choice([7, 8]), r.randint(0, 9), r.randint(1, 9999))


def us_passport(r):
    return r.choice(["A", "B", "C"]) + rs(r, DIG, 8)


def us_a_number(r):
    return "A" + rd(r, 9, "2")


def ca_dl(r):
    return r.choice("ABCDEFGJKMNSWY") + rs(r, DIG, 7)


def ny_dl(r):
    return grp(rd(r, 9), [3, 3, 3])


def ca_sin(r):
    while True:
        body = r.choice("1234567") + rs(r, DIG, 7)
        return grp(body + luhn_digit(body), [3, 3, 3])


def au_tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9]
    while True:
        body = rd(r, 8)
        d = wsum(body, w) % 11
        if d < 10:
            s = body + str(d)
            assert au_tfn_ok(s)
            return grp(s, [3, 3, 3])


def au_tfn_ok(s):
    s = only_digits(s)
    return wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def au_medicare(r):
    body = r.choice("23456") + rs(r, DIG, 7)
    c = wsum(body, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return "%s %s%d %d" % (body[:4], body[4:], c, r.randint(1, 5))


def uk_nino(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = rs(r, DIG, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], r.choice("ABCD"))


def uk_nhs(r):
    while True:
        body = rd(r, 9, "4")
        c = 11 - wsum(body, range(10, 1, -1)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        return grp(body + str(c), [3, 3, 4])


def nhs_ok(s):
    s = only_digits(s)
    c = 11 - wsum(s[:9], range(10, 1, -1)) % 11
    return (0 if c == 11 else c) == int(s[9])


def sg_nric(r):
    body = rs(r, DIG, 7)
    pre = r.choice("ST")
    s = wsum(body, [2, 7, 6, 5, 4, 3, 2]) + (4 if pre == "T" else 0)
    return pre + body + "JZIHGFEDCBA"[s % 11]


def za_id(r):
    b = birth(r, 1960, 2003)
    body = b.strftime("%y%m%d") + "%04d" % r.randint(0, 9999) + "08"
    return body + luhn_digit(body)


def in_aadhaar(r):
    body = rd(r, 11, "23456789")
    return grp(body + verhoeff_digit(body), [4, 4, 4])


def in_pan(r, surname_initial=None):
    s = surname_initial or r.choice(UP)
    return rs(r, UP, 3) + "P" + s + rs(r, DIG, 4) + r.choice(UP)


def cn_id(r):
    area = r.choice(["110105", "310115", "440305", "510107", "330106", "420102", "320102", "500103"])
    b = birth(r, 1965, 2003)
    seq = "%03d" % r.randint(1, 999)
    body = area + b.strftime("%Y%m%d") + seq
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[wsum(body, w) % 11]


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[wsum(s[:17], w) % 11] == s[17]


def jp_mynumber_digit(body):
    s = 0
    for n in range(1, 12):
        p = int(body[-n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    return "0" if rem <= 1 else str(11 - rem)


def jp_mynumber(r):
    body = rs(r, DIG, 11)
    return grp(body + jp_mynumber_digit(body), [4, 4, 4])


def kr_rrn(r):
    b = birth(r, 1962, 2004)
    g = (1 if b.year < 2000 else 3) + r.randint(0, 1)
    body = b.strftime("%y%m%d") + str(g) + rs(r, DIG, 5)
    c = (11 - wsum(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def ru_inn12(r):
    body = r.choice(["77", "50", "78", "54", "66", "16", "23"]) + rs(r, DIG, 8)
    c1 = wsum(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    body += str(c1)
    c2 = wsum(body, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return body + str(c2)


def ru_inn10(r):
    body = r.choice(["7707", "7728", "7805", "5403", "6658", "7714"]) + rs(r, DIG, 5)
    return body + str(wsum(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_snils(r):
    while True:
        body = rs(r, DIG, 9)
        if int(body) <= 1001998:
            continue
        s = wsum(body, range(9, 0, -1))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (body[:3], body[3:6], body[6:], c)


def ru_snils_ok(s):
    d = only_digits(s)
    sm = wsum(d[:9], range(9, 0, -1))
    c = sm if sm < 100 else (0 if sm in (100, 101) else sm % 101 % 100)
    return c == int(d[9:])


def ru_ogrn(r):
    body = r.choice("15") + "%02d" % r.randint(2, 23) + r.choice(["77", "78", "50", "54"]) + rs(r, DIG, 7)
    return body + str(int(body) % 11 % 10)


def ru_bik(r):
    return "04" + r.choice(["4525", "4030", "5004", "6577"]) + rs(r, DIG, 3)


def ru_account_key(bik, acc):
    # control key of a Russian account: last 3 digits of the BIK + the account, weights 7,1,3
    s = bik[-3:] + acc[:8] + "0" + acc[9:]
    t = sum(int(ch) * [7, 1, 3][i % 3] for i, ch in enumerate(s))
    return str(((t % 10) * 3) % 10)


def ru_account_ok(bik, acc):
    return ru_account_key(bik, acc) == acc[8]


def ru_personal_account(r, bik):
    acc = "40817810" + "0" + rs(r, DIG, 11)
    return acc[:8] + ru_account_key(bik, acc) + acc[9:]


def ru_corr_account(bik):
    acc = "30101810" + "0" + "00000000" + bik[-3:]
    # the correspondent account is checked with "0" + digits 5-6 of the BIK
    s = "0" + bik[4:6] + acc[:8] + "0" + acc[9:]
    t = sum(int(ch) * [7, 1, 3][i % 3] for i, ch in enumerate(s))
    return acc[:8] + str(((t % 10) * 3) % 10) + acc[9:]


def ru_passport(r):
    return "%02d %02d %06d" % (r.choice([45, 46, 40, 50, 65, 92]), r.randint(0, 23), r.randint(100000, 999999))


def ua_rnokpp(r):
    b = birth(r, 1960, 2004)
    days = (b - datetime.date(1899, 12, 31)).days
    body = "%05d" % days + rs(r, DIG, 4)
    c = wsum(body, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return body + str(c)


def ua_edrpou(r):
    while True:
        body = rd(r, 7, "234")
        n = int(body + "0")
        w1 = [1, 2, 3, 4, 5, 6, 7] if (n < 30000000 or n > 60000000) else [7, 1, 2, 3, 4, 5, 6]
        c = wsum(body, w1) % 11
        if c >= 10:
            c = wsum(body, [x + 2 for x in w1]) % 11
            if c >= 10:
                c = 0
        return body + str(c)


def pl_pesel(r):
    b = birth(r, 1955, 2004)
    m = b.month + (20 if b.year >= 2000 else 0)
    body = "%02d%02d%02d" % (b.year % 100, m, b.day) + rs(r, DIG, 4)
    c = (10 - wsum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return body + str(c)


def pl_pesel_ok(s):
    return (wsum(s[:10], [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) + int(s[10])) % 10 == 0


def pl_nip(r):
    while True:
        body = rd(r, 9)
        c = wsum(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            s = body + str(c)
            return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])


def pl_bank_branch(r):
    bank = r.choice(["1020", "1140", "1050", "1090", "2490", "1160"])
    body = bank + rs(r, DIG, 3)
    c = (10 - wsum(body, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return body + str(c)


def cz_rc(r):
    while True:
        b = birth(r, 1956, 2004)
        m = b.month + (50 if r.random() < 0.5 else 0)
        body = "%02d%02d%02d" % (b.year % 100, m, b.day) + rs(r, DIG, 3)
        c = int(body) % 11
        if c == 10:
            continue
        return body[:6] + "/" + body[6:] + str(c)


def cz_ico(r):
    body = rd(r, 7, "12456")
    c = (11 - wsum(body, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return body + str(c)


CZ_W = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_account_number(r):
    while True:
        body = rd(r, 9)
        for c in range(10):
            n = body + str(c)
            if wsum(n, CZ_W) % 11 == 0:
                return n


def de_steuerid(r):
    while True:
        digs = list(range(10))
        r.shuffle(digs)
        first9 = digs[:9]
        arr = first9 + [r.choice(first9)]
        r.shuffle(arr)
        if arr[0] == 0:
            continue
        body = "".join(map(str, arr))
        return body + iso7064_11_10(body)


def de_ustid(r):
    body = rd(r, 8)
    return "DE" + body + iso7064_11_10(body)


def de_kvnr(r):
    letter = r.choice(UP)
    body = rs(r, DIG, 8)
    digits = "%02d" % (ord(letter) - 64) + body
    t = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return letter + body + str(t % 10)


def de_ausweis(r):
    return r.choice("LMNPRTVWXY") + rs(r, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def ch_ahv(r):
    body = "756" + rs(r, DIG, 9)
    s = body + ean_digit(body)
    return "%s.%s.%s.%s" % (s[:3], s[3:7], s[7:11], s[11:])


def fr_nir(r):
    b = birth(r, 1958, 2003)
    dept = r.choice(["75", "69", "13", "33", "59", "31", "44", "92", "93", "67"])
    body = "%d%02d%02d%s%03d%03d" % (r.choice([1, 2]), b.year % 100, b.month, dept, r.randint(1, 400), r.randint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def fr_siren(r):
    body = rd(r, 8, "3456789")
    return body + luhn_digit(body)


def fr_siret(r):
    siren = fr_siren(r)
    nic = "0" + rs(r, DIG, 3)
    body = siren + nic
    return "%s %s %s %s" % (siren[:3], siren[3:6], siren[6:], nic + luhn_digit(body))


def fr_tva(r):
    siren = fr_siren(r)
    key = (12 + 3 * (int(siren) % 97)) % 97
    return "FR%02d%s" % (key, siren)


def es_dni(r):
    n = r.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def es_nie(r):
    p = r.choice("XY")
    n = rs(r, DIG, 7)
    num = int(("0" if p == "X" else "1") + n)
    return "%s%s%s" % (p, n, "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23])


def es_ccc_dc(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - wsum(s10, w) % 11
    return {11: 0, 10: 1}.get(d, d)


def es_cif(r):
    body = rs(r, DIG, 7)
    a = sum(int(body[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        x = int(body[i]) * 2
        b += x // 10 + x % 10
    c = (10 - (a + b) % 10) % 10
    return "B" + body + str(c)


def pt_nif(r, first="2"):
    body = r.choice(first) + rs(r, DIG, 7)
    c = 11 - wsum(body, range(9, 1, -1)) % 11
    return body + str(0 if c >= 10 else c)


def br_cpf(r):
    while True:
        body = rs(r, DIG, 9)
        if len(set(body)) == 1:
            continue
        d1 = wsum(body, range(10, 1, -1)) % 11
        d1 = 0 if d1 < 2 else 11 - d1
        d2 = wsum(body + str(d1), range(11, 1, -1)) % 11
        d2 = 0 if d2 < 2 else 11 - d2
        s = body + str(d1) + str(d2)
        return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cpf_ok(s):
    d1 = wsum(s[:9], range(10, 1, -1)) % 11
    d2 = wsum(s[:10], range(11, 1, -1)) % 11
    return (0 if d1 < 2 else 11 - d1) == int(s[9]) and (0 if d2 < 2 else 11 - d2) == int(s[10])


def br_cnpj(r):
    body = rs(r, DIG, 8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    w2 = [6] + w1
    d1 = wsum(body, w1) % 11
    d1 = 0 if d1 < 2 else 11 - d1
    d2 = wsum(body + str(d1), w2) % 11
    d2 = 0 if d2 < 2 else 11 - d2
    s = body + str(d1) + str(d2)
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def s10_digit(d8):
    c = 11 - wsum(d8, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    return {10: "0", 11: "5"}.get(c, str(c))


def s10(r, pre, country):
    d8 = rs(r, DIG, 8)
    return pre + d8 + s10_digit(d8) + country


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                   1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    t = 0
    for i, ch in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def cf_part(name, first):
    name = name.upper().replace(" ", "").replace("'", "")
    c = [ch for ch in name if ch in "BCDFGHJKLMNPQRSTVWXYZ"]
    v = [ch for ch in name if ch in "AEIOU"]
    if first and len(c) >= 4:
        c = [c[0], c[2], c[3]]
    return ("".join(c + v) + "XXX")[:3]


def it_cf(r, surname, name, female):
    b = birth(r, 1958, 2003)
    day = b.day + (40 if female else 0)
    town = r.choice(["H501", "F205", "F839", "L219", "G273", "A944", "D612", "L736"])
    s15 = cf_part(surname, False) + cf_part(name, True) + "%02d" % (b.year % 100) + "ABCDEHLMPRST"[b.month - 1] + "%02d" % day + town
    return s15 + cf_check(s15)


def it_piva(r):
    body = "0" + rs(r, DIG, 6) + r.choice(["001", "015", "037", "058", "063"])
    return body + luhn_digit(body)


def nl_bsn(r):
    while True:
        body = rd(r, 8, "12356789")
        c = wsum(body, range(9, 1, -1)) % 11
        if c < 10:
            return body + str(c)


def bsn_ok(s):
    return (wsum(s[:8], range(9, 1, -1)) - int(s[8])) % 11 == 0


def se_pnr(r):
    b = birth(r, 1955, 2004)
    body = b.strftime("%y%m%d") + rs(r, DIG, 3)
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def se_orgnr(r):
    body = "55" + rs(r, DIG, 7)
    s = body + luhn_digit(body)
    return s[:6] + "-" + s[6:]


def se_bankgiro(r):
    body = rd(r, 6, "2345789")
    s = body + luhn_digit(body)
    return s[:3] + "-" + s[3:]


def dk_cpr(r):
    b = birth(r, 1955, 1999)
    return b.strftime("%d%m%y") + "-" + r.choice("0123") + rs(r, DIG, 3)


def dk_cvr(r):
    w = [2, 7, 6, 5, 4, 3, 2]
    while True:
        body = rd(r, 7, "123456789")
        c = (11 - wsum(body, w) % 11) % 11
        if c < 10:
            return body + str(c)


def no_fnr(r):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        b = birth(r, 1955, 2004)
        ind = r.randint(0, 499) if b.year < 2000 else r.randint(500, 999)
        body = b.strftime("%d%m%y") + "%03d" % ind
        k1 = 11 - wsum(body, w1) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - wsum(body + str(k1), w2) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


def no_mod11(body, weights):
    c = 11 - wsum(body, weights) % 11
    if c == 11:
        return "0"
    if c == 10:
        return None
    return str(c)


def no_orgnr(r):
    while True:
        body = rd(r, 8, "89")
        c = no_mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            s = body + c
            return "%s %s %s" % (s[:3], s[3:6], s[6:])


def no_account(r):
    while True:
        body = r.choice(["1503", "1207", "9710", "3000", "1254", "1822"]) + rs(r, DIG, 6)
        c = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return body + c


def fmt_no_account(s):
    return "%s.%s.%s" % (s[:4], s[4:6], s[6:])


def fi_hetu(r):
    while True:
        b = birth(r, 1955, 2004)
        n = r.randint(2, 899)
        num = int(b.strftime("%d%m%y") + "%03d" % n)
        return b.strftime("%d%m%y") + ("-" if b.year < 2000 else "A") + "%03d" % n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31]


def fi_ytunnus(r):
    while True:
        body = rd(r, 7, "0123")
        rem = wsum(body, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rem == 1:
            continue
        return body + "-" + str(0 if rem == 0 else 11 - rem)


def ref_731(body):
    # Finnish / Estonian reference number check: weights 7,3,1 from the right
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(body)))
    return str((10 - s % 10) % 10)


def hu_adoazonosito(r):
    while True:
        b = birth(r, 1955, 2004)
        days = (b - datetime.date(1867, 1, 1)).days
        body = "8" + "%05d" % days + rs(r, DIG, 3)
        c = wsum(body, range(1, 10)) % 11
        if c < 10:
            return body + str(c)


def hu_taj(r):
    body = rd(r, 8)
    c = wsum(body, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    s = body + str(c)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def hu_block(body7):
    c = (10 - wsum(body7, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return body7 + str(c)


def hu_account(r):
    b1 = hu_block(r.choice(["1177", "1040", "1160", "1200", "1010"]) + rs(r, DIG, 3))
    b2 = rs(r, DIG, 8)
    b3 = rs(r, DIG, 7)
    w = [9, 7, 3, 1] * 4
    s = sum(int(ch) * w[i] for i, ch in enumerate(b2 + b3))
    b3 += str((10 - s % 10) % 10)
    return b1, b2, b3


def hu_adoszam(r):
    body = rd(r, 7, "1")
    return hu_block(body) + "-" + r.choice("2") + "-" + r.choice(["41", "42", "43", "13", "20"])


def ro_cnp(r):
    b = birth(r, 1958, 2004)
    s = (1 if b.year < 2000 else 5) + r.randint(0, 1)
    jj = r.choice(["01", "12", "22", "32", "35", "40", "41", "42", "43", "44", "45", "46", "26", "04"])
    body = "%d%s%s%03d" % (s, b.strftime("%y%m%d"), jj, r.randint(1, 999))
    c = wsum(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return body + ("1" if c == 10 else str(c))


def ro_cui(r):
    body = rd(r, 8, "123456789")
    key = "753217532"
    c = (wsum(body, [int(k) for k in key[-len(body):]]) * 10) % 11
    return body + ("0" if c == 10 else str(c))


def gr_afm_check(body8):
    s = sum(int(ch) * (2 ** (8 - i)) for i, ch in enumerate(body8))
    return str(s % 11 % 10)


def gr_afm(r, first="1"):
    body = r.choice(first) + rs(r, DIG, 7)
    return body + gr_afm_check(body)


def gr_amka(r):
    b = birth(r, 1958, 2004)
    body = b.strftime("%d%m%y") + rs(r, DIG, 4)
    return body + luhn_digit(body)


def tr_tckn(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_tckn_ok(s):
    d = [int(c) for c in s]
    return (((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9]
            and sum(d[:10]) % 10 == d[10])


def tr_vkn(r):
    body = rs(r, DIG, 9)
    total = 0
    for i, ch in enumerate(body):
        tmp = (int(ch) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        total += v
    return body + str((10 - total % 10) % 10)


def il_id_digit(body8):
    t = 0
    for i, ch in enumerate(body8):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        t += x // 10 + x % 10
    return str((10 - t % 10) % 10)


def il_id(r):
    body = rd(r, 8, "0123")
    return body + il_id_digit(body)


def il_company(r):
    body = "51" + rs(r, DIG, 6)
    return body + il_id_digit(body)


def sa_nin(r, first="1"):
    body = first + rs(r, DIG, 8)
    return body + luhn_digit(body)


def ae_eid(r):
    b = birth(r, 1960, 2003)
    body = "784" + str(b.year) + rs(r, DIG, 7)
    c = luhn_digit(body)
    return "%s-%s-%s-%s" % (body[:3], body[3:7], body[7:], c)


def eg_nid(r):
    b = birth(r, 1965, 2004)
    cen = "2" if b.year < 2000 else "3"
    return cen + b.strftime("%y%m%d") + r.choice(["01", "02", "21", "12", "16"]) + rs(r, DIG, 5)


def ir_melli(r):
    body = rd(r, 9, "0123456789")
    s = wsum(body, range(10, 1, -1)) % 11
    return body + str(s if s < 2 else 11 - s)


def ir_melli_ok(s):
    sm = wsum(s[:9], range(10, 1, -1)) % 11
    return int(s[9]) == (sm if sm < 2 else 11 - sm)


def th_id_digit(body12):
    return str((11 - wsum(body12, range(13, 1, -1)) % 11) % 10)


def th_id(r, first="1"):
    body = r.choice(first) + rs(r, DIG, 11)
    s = body + th_id_digit(body)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def th_taxid_company(r):
    body = "0105" + rd(r, 8, "5") 
    return body + th_id_digit(body)


def vn_cccd(r):
    b = birth(r, 1960, 2004)
    g = (0 if b.year < 2000 else 2) + r.randint(0, 1)
    return r.choice(["001", "079", "048", "031", "036", "092"]) + str(g) + b.strftime("%y") + rs(r, DIG, 6)


def id_nik(r):
    b = birth(r, 1965, 2004)
    day = b.day + (40 if r.random() < 0.5 else 0)
    return r.choice(["3174", "3273", "3578", "3171", "5171", "3471"]) + "%02d" % r.randint(1, 9) + "%02d%s%s" % (day, b.strftime("%m"), b.strftime("%y")) + "%04d" % r.randint(1, 3000)


def id_npwp(r):
    d = rs(r, DIG, 15)
    return "%s.%s.%s.%s-%s.%s" % (d[:2], d[2:5], d[5:8], d[8], d[9:12], d[12:])


def ph_sss(r):
    d = rd(r, 10, "0123")
    return "%s-%s-%s" % (d[:2], d[2:9], d[9])


def ph_philhealth(r):
    d = rd(r, 12, "01")
    return "%s-%s-%s" % (d[:2], d[2:11], d[11])


def ph_tin(r):
    d = rd(r, 9)
    return "%s-%s-%s-000" % (d[:3], d[3:6], d[6:])


def ke_kra_pin(r):
    return "A0" + rs(r, DIG, 8) + r.choice(UP)


def tz_nida(r):
    b = birth(r, 1965, 2004)
    return "%s-%s-%s-%s" % (b.strftime("%Y%m%d"), rs(r, DIG, 5), rs(r, DIG, 5), rs(r, DIG, 2))


def mpesa_code(r):
    return r.choice("ST") + r.choice("ABCDEFGHIJKL") + rs(r, DIG, 1) + rs(r, UPDIG, 7)


def ng_bvn(r):
    return "22" + rs(r, DIG, 9)


def kr_bizno(r):
    body = rd(r, 9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = wsum(body, w) + (int(body[8]) * 5) // 10
    s = body + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (s[:3], s[3:5], s[5:])


def jp_corp(r):
    base = rs(r, DIG, 12)
    s = sum(int(ch) * (1 if (n % 2 == 1) else 2) for n, ch in enumerate(reversed(base), start=1))
    return str(9 - s % 9) + base


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc(r):
    body = "91" + r.choice(["110105", "310115", "440300", "330106", "320102"]) + rs(r, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [pow(3, i, 31) for i in range(17)]
    s = sum(USCC_CH.index(ch) * wt for ch, wt in zip(body, w))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]


def us_aba(r):
    while True:
        body = r.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
                         "21", "22", "25", "26", "31", "32"]) + rs(r, DIG, 6)
        for c in range(10):
            s = body + str(c)
            if aba_ok(s):
                return s


def aba_ok(s):
    d = [int(x) for x in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def us_ein(r):
    return "%s-%s" % (r.choice(["12", "20", "27", "45", "46", "47", "81", "83", "84", "88", "93", "94", "95"]), rs(r, DIG, 7))


def us_npi(r):
    body = rd(r, 9, "1")
    return body + luhn_digit("80840" + body)


def au_abn(r):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        rest = rs(r, DIG, 9)
        for p in range(10, 100):
            d = [int(x) for x in "%02d" % p + rest]
            d[0] -= 1
            if sum(a * b for a, b in zip(d, w)) % 89 == 0:
                s = "%02d" % p + rest
                return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def ca_bn(r):
    body = rd(r, 8, "12345678")
    return body + luhn_digit(body) + " RT0001"


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    s = sum((int(ch) if ch.isdigit() else VIN_T[ch]) * w for ch, w in zip(v, VIN_W))
    c = s % 11
    return "X" if c == 10 else str(c)


def us_vin(r):
    wmi = r.choice(["1HG", "5YJ", "1FT", "JTD", "2T1", "1G1", "3VW", "KM8"])
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + rs(r, alpha, 5) + "0" + r.choice("LMNPR") + r.choice(alpha) + rs(r, DIG, 6)
    return v[:8] + vin_check(v) + v[9:]


def imei(r):
    body = r.choice(["35", "86", "01", "35"]) + rs(r, DIG, 12)
    return body + luhn_digit(body)


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


def bech32_hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def btc_addr(r):
    prog = [r.randrange(256) for _ in range(20)]
    acc, bits, data = 0, 0, [0]
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = bech32_polymod(bech32_hrp_expand("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)


def btc_ok(a):
    hrp, data = a[:2], [BECH.index(c) for c in a[3:]]
    return bech32_polymod(bech32_hrp_expand(hrp) + data) == 1


# ---------------------------------------------------------------- cards
def card(r, prefixes, length):
    body = r.choice(prefixes)
    body += rs(r, DIG, length - len(body) - 1)
    return body + luhn_digit(body)


def visa(r):
    return grp4(card(r, ["4539", "4916", "4485", "4024", "4716", "4532", "4147", "4263"], 16))


def visa_ns(r):
    return card(r, ["4539", "4916", "4485", "4716", "4147"], 16)


def mastercard(r):
    return grp4(card(r, ["51", "52", "53", "54", "55", "2221", "2306", "2720"], 16))


def amex(r):
    s = card(r, ["34", "37"], 15)
    return "%s %s %s" % (s[:4], s[4:10], s[10:])


def unionpay(r):
    return grp4(card(r, ["622202", "622848", "621700", "625807"], 16))


def mir(r):
    return grp4(card(r, ["2200", "2202", "2204"], 16))


def ir_card(r):
    return grp4(card(r, ["603799", "610433", "589210", "627353", "621986", "603769"], 16), "-")


def jcb(r):
    return grp4(card(r, ["3528", "3540", "3566"], 16))


def expiry(r):
    return "%02d/%02d" % (r.randint(1, 12), r.randint(26, 31))


# ---------------------------------------------------------------- banks (accounts are secrets; bank ids look-alikes)
def iban_de(r):
    blz = r.choice(["10010010", "12030000", "20041133", "50010517", "70150000", "60050101", "43060967", "76026000"])
    return grp4(iban_make("DE", blz + rs(r, DIG, 10)))


def iban_at(r):
    return grp4(iban_make("AT", r.choice(["20111", "12000", "32000", "14000"]) + rs(r, DIG, 11)))


def iban_ch(r):
    return grp4(iban_make("CH", r.choice(["00230", "09000", "80808", "00700"]) + rs(r, DIG, 12)))


def fr_rib_key(bank, branch, acc):
    return 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97


def iban_fr(r):
    bank = r.choice(["30004", "30003", "20041", "10278", "30002", "16006", "10907"])
    branch = rs(r, DIG, 5)
    acc = "000" + rs(r, DIG, 8)
    bban = bank + branch + acc + "%02d" % fr_rib_key(bank, branch, acc)
    return grp4(iban_make("FR", bban))


def iban_es(r):
    ent = r.choice(["2100", "0049", "0182", "0081", "2085", "0128"])
    off = rs(r, DIG, 4)
    acc = rs(r, DIG, 10)
    dc = "%d%d" % (es_ccc_dc("00" + ent + off), es_ccc_dc(acc))
    return grp4(iban_make("ES", ent + off + dc + acc))


def iban_it(r):
    bban = r.choice(UP) + r.choice(["03069", "02008", "01030", "05034", "03062"]) + rs(r, DIG, 5) + "0000" + rs(r, DIG, 8)
    return grp4(iban_make("IT", bban))


def iban_nl(r):
    return grp4(iban_make("NL", r.choice(["INGB", "ABNA", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ"]) + rs(r, DIG, 10)))


def iban_be(r):
    body = r.choice(["068", "001", "363", "735", "310"]) + rs(r, DIG, 7)
    c = int(body) % 97
    return grp4(iban_make("BE", body + "%02d" % (97 if c == 0 else c)))


def iban_pl(r):
    return grp(iban_make("PL", pl_bank_branch(r) + rs(r, DIG, 16)), [4] + [4] * 6, " ")


def iban_cz(r):
    return grp4(iban_make("CZ", r.choice(["0800", "0100", "0300", "2010", "3030"]) + "000000" + cz_account_number(r)))


def iban_se(r):
    return grp4(iban_make("SE", r.choice(["500", "800", "600", "300"]) + rs(r, DIG, 17)))


def iban_dk(r):
    return grp4(iban_make("DK", r.choice(["3000", "2000", "5301", "9570"]) + rs(r, DIG, 10)))


def iban_no(r):
    return grp4(iban_make("NO", no_account(r)))


def iban_fi(r):
    body = r.choice(["1", "5", "8"]) + rs(r, DIG, 12)
    return grp4(iban_make("FI", body + luhn_digit(body)))


def iban_hu(r):
    b1, b2, b3 = hu_account(r)
    return grp4(iban_make("HU", b1 + b2 + b3))


def iban_ro(r):
    bank = r.choice(["BTRL", "RNCB", "BRDE", "INGB", "BACX"])
    acc = ("RONCRT" + rs(r, DIG, 10)) if bank == "BTRL" else rs(r, DIG, 16)
    return grp4(iban_make("RO", bank + acc))


def iban_gr(r):
    return grp4(iban_make("GR", r.choice(["011", "017", "026", "014"]) + rs(r, DIG, 4) + rs(r, DIG, 16)))


def iban_tr(r):
    return grp4(iban_make("TR", r.choice(["00062", "00064", "00046", "00067", "00010", "00012"]) + "0" + rs(r, DIG, 16)))


def iban_pt(r):
    body = r.choice(["0035", "0033", "0007", "0010", "0036"]) + rs(r, DIG, 4) + rs(r, DIG, 11)
    nib = 98 - int(body + "00") % 97
    return grp4(iban_make("PT", body + "%02d" % nib))


def iban_gb(r):
    return grp4(iban_make("GB", r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ"]) + rs(r, DIG, 14)))


def iban_ie(r):
    return grp4(iban_make("IE", r.choice(["AIBK", "BOFI", "IPBS"]) + rs(r, DIG, 14)))


def iban_sa(r):
    return grp4(iban_make("SA", r.choice(["80", "10", "45", "20", "15"]) + rs(r, DIG, 18)))


def iban_ae(r):
    return grp4(iban_make("AE", r.choice(["033", "026", "035", "030"]) + rs(r, DIG, 16)))


def iban_il(r):
    return grp4(iban_make("IL", r.choice(["012", "010", "011", "020"]) + rs(r, DIG, 3) + rs(r, DIG, 13)))


def iban_ir(r):
    return grp4(iban_make("IR", r.choice(["017", "012", "019", "015", "018", "056"]) + rs(r, DIG, 19)))


def iban_ua(r):
    return grp4(iban_make("UA", r.choice(["322001", "305299", "300335", "320649"]) + "0000" + rs(r, DIG, 15)))


def iban_eg(r):
    return grp4(iban_make("EG", rs(r, DIG, 25)))


def swift(r, choices):
    return r.choice(choices)


# ---------------------------------------------------------------- credentials
SYM = "!@#$%&*?-_+=."


def pw_strong(r):
    while True:
        n = r.randint(12, 16)
        s = rs(r, ALNUM + SYM + SYM, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and any(c in SYM for c in s) and s[0] not in SYM):
            return s


def pw_long(r):
    while True:
        s = rs(r, ALNUM + "!@#%&*-_", r.randint(20, 26))
        if any(c in DIG for c in s) and any(c in "!@#%&*-_" for c in s) and s[0] in ALNUM:
            return s


def pw_alnum(r):
    while True:
        s = rs(r, ALNUM, r.randint(10, 14))
        if any(c in DIG for c in s) and any(c in UP for c in s) and any(c in LO for c in s):
            return s


WORDS = {
    "en": ["Bluebird", "Marmalade", "Sunflower", "Tigerlily", "Pancake", "Thunder", "Maplewood", "Harbour", "Lighthouse", "Rosemary", "Snowdrop", "Juniper", "Copperfield", "Riverside"],
    "de": ["Sonnenblume", "Schokolade", "Hasenbrot", "Kuckucksuhr", "Sommerregen", "Wanderweg", "Fahrrad", "Maulwurf"],
    "fr": ["Papillon", "Tournesol", "Chaussette", "Croissant", "Grenouille", "Hirondelle", "Citronnelle"],
    "es": ["Mariposa", "Girasol", "Chocolate", "Tortuga", "Estrella", "Pimienta", "Golondrina"],
    "pt": ["Borboleta", "Saudade", "Jabuticaba", "Pitanga", "Girassol", "Andorinha"],
    "it": ["Farfalla", "Girasole", "Tramonto", "Gattino", "Limoncello", "Pinguino"],
    "nl": ["Zonnebloem", "Stroopwafel", "Fietsbel", "Kikker", "Tulpenveld", "Hagelslag"],
    "sv": ["Kanelbulle", "Midsommar", "Blabarsskog", "Alvsjo", "Sommarstuga", "Lingon"],
    "da": ["Hyggelig", "Smorrebrod", "Rodgrod", "Fyrtaarn", "Sommerfugl"],
    "no": ["Fjellvann", "Brunost", "Nordlys", "Sommerfugl", "Hyttetur"],
    "fi": ["Mustikka", "Revontuli", "Saunailta", "Kissanpoika", "Lumihiutale"],
    "pl": ["Pierogi", "Wiewiorka", "Slonecznik", "Truskawka", "Biedronka"],
    "cs": ["Pejsek", "Slunicko", "Knedlik", "Hrusticka", "Vltava"],
    "hu": ["Napraforgo", "Csillag", "Macskafej", "Pogacsa", "Tulipan"],
    "ro": ["Ghiocel", "Zambila", "Cozonac", "Mamaliga", "Floricica"],
    "el": ["Thalassa", "Portokali", "Kalokairi", "Astraki", "Melissa"],
    "tr": ["Galatasaray", "Kelebek", "Papatya", "Karadeniz", "Simit"],
    "ru": ["Medvedev", "Solnyshko", "Kotenok", "Rybka", "Zvezda", "Malinka"],
    "uk": ["Sonechko", "Kalyna", "Vyshnya", "Kozachok", "Zirochka"],
    "id": ["Kucing", "Matahari", "Rendang", "Melati", "Pelangi"],
    "tl": ["Mahalkita", "Sampaguita", "Bituin", "Adobo", "Bulaklak"],
    "sw": ["Simba", "Jambo", "Kilimanjaro", "Nyota", "Tembo"],
    "vi": ["Hoahong", "Matroi", "Emyeu", "Bongsen", "Traitim"],
    "th": ["Maewmaew", "Sawasdee", "Dokmai", "Chompoo", "Fahsai"],
    "zh": ["woaini", "xiaoming", "tiantian", "haoyun", "baobei"],
    "ja": ["sakura", "neko", "yukiguni", "hanabi", "kirin"],
    "ko": ["tkfkdgo", "dkssud", "qkqh", "wlsdn", "gksmf"],
    "ar": ["Falcon", "Yasmin", "Nakheel", "Qamar", "Sahara"],
    "fa": ["Setareh", "Golnar", "Baran", "Shirin", "Mahtab"],
    "he": ["Shalom", "Tapuach", "Kineret", "Yasmin", "Shemesh"],
    "hi": ["Bharat", "Gulmohar", "Chandni", "Mithai", "Ganga"],
}


def hpw_factory(lang):
    def f(r):
        w = r.choice(WORDS[lang])
        tail = r.choice(["%02d" % r.randint(0, 99), str(r.randint(1960, 2012)), "%03d" % r.randint(0, 999)])
        sym = r.choice(["!", "@", "#", "$", "*", "?", "&", ""])
        if r.random() < 0.3:
            return sym + w + tail if sym else w + "_" + tail
        return w + tail + sym
    return f


PHRASE_WORDS = ["orbit", "velvet", "cactus", "harbor", "pickle", "lantern", "meadow", "gravel", "saddle", "turnip",
                "walrus", "ember", "quarry", "biscuit", "trumpet", "nectar", "pebble", "sprocket", "cobalt", "fennel"]


def passphrase(r):
    w = r.sample(PHRASE_WORDS, 4)
    return "-".join(w) + "-" + str(r.randint(1, 99))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
         "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount "
         "amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique "
         "anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around "
         "arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete "
         "atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake "
         "aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner "
         "bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave "
         "behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird "
         "birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat "
         "body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass "
         "brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter "
         "buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe "
         "canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual "
         "cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal "
         "certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest "
         "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil "
         "claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth "
         "cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine "
         "come comfort comic common company concert conduct confirm congress connect consider control convince cook "
         "cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack "
         "cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
         "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious "
         "current curtain curve cushion custom cute cycle danger desert dolphin dragon eagle elephant engine festival "
         "fiber forest fossil garden glove gravity guitar hammer horse island jungle kitten ladder lemon lunar mirror "
         "motor nephew noble ocean orange pencil planet pumpkin puzzle rabbit river salmon shadow silver spider stove "
         "sunset thunder ticket tiger tomato tunnel valley velvet window winter wolf wrist youth zone zoo").split()


def seed12(r):
    return " ".join(r.sample(BIP39, 12))


def seed24(r):
    return " ".join(r.sample(BIP39, 24))


def aws_akid(r):
    return "AKIA" + rs(r, UP + "234567", 16)


def aws_secret(r):
    return rs(r, ALNUM + "+/", 40)


def ghp(r):
    return "ghp_" + rs(r, ALNUM, 36)


def gh_finegrained(r):
    return "github_pat_11" + rs(r, UPDIG, 20) + "_" + rs(r, ALNUM, 59)


def glpat(r):
    return "glpat-" + rs(r, ALNUM + "-_", 20)


def sk_live(r):
    return "sk_live_51" + rs(r, ALNUM, 97)


def rk_live(r):
    return "rk_live_51" + rs(r, ALNUM, 97)


def whsec(r):
    return "whsec_" + rs(r, ALNUM, 32)


def xoxb(r):
    return "xoxb-%s-%s-%s" % (rd(r, 12), rd(r, 13), rs(r, ALNUM, 24))


def xoxp(r):
    return "xoxp-%s-%s-%s-%s" % (rd(r, 12), rd(r, 12), rd(r, 13), rs(r, HEXL, 32))


def slack_hook_path(r):
    return "T0%s/B0%s/%s" % (rs(r, UPDIG, 8), rs(r, UPDIG, 9), rs(r, ALNUM, 24))


def openai_key(r):
    return "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, B64U, 93) + "AA"


def google_key(r):
    return "AIzaSy" + rs(r, B64U, 33)


def gocspx(r):
    return "GOCSPX-" + rs(r, B64U, 28)


def hex32(r):
    return rs(r, HEXL, 32)


def twilio_sid(r):
    return "AC" + rs(r, HEXL, 32)


def sendgrid(r):
    return "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)


def mailgun(r):
    return "key-" + rs(r, HEXL, 32)


def npm_tok(r):
    return "npm_" + rs(r, ALNUM, 36)


def pypi_tok(r):
    return "pypi-AgEIcHlwaS5vcmc" + rs(r, B64U, 150)


def hf_tok(r):
    return "hf_" + rs(r, UP + LO, 34)


def discord_tok(r):
    uid = str(r.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return base64.b64encode(uid).decode().rstrip("=") + "." + r.choice("GH") + rs(r, B64U, 5) + "." + rs(r, B64U, 38)


def tg_tok(r):
    return "%s:AA%s" % (rd(r, 10, "5678"), rs(r, B64U, 33))


def shpat(r):
    return "shpat_" + rs(r, HEXL, 32)


def dop(r):
    return "dop_v1_" + rs(r, HEXL, 64)


def binance(r):
    return rs(r, ALNUM, 64)


def azure_key(r):
    return base64.b64encode(bytes(r.randrange(256) for _ in range(64))).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_user(r):
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"sub": str(r.randint(10000, 99999)), "email_verified": True,
                              "iat": 1765000000 + r.randint(0, 900000), "exp": 1766000000 + r.randint(0, 900000)},
                             separators=(",", ":")).encode())
    return head + "." + body + "." + rs(r, B64U, 43)


def jwt_rs(r):
    head = b64url(json.dumps({"alg": "RS256", "kid": rs(r, HEXL, 16), "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps({"iss": "https://accounts.example-idp.net", "sub": rs(r, HEXL, 24),
                              "aud": "web", "exp": 1766000000 + r.randint(0, 900000)}, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(r, B64U, 342)


def django_sid(r):
    return rs(r, LO + DIG, 32)


def express_sid(r):
    return "s%3A" + rs(r, B64U, 32) + "." + rs(r, B64, 43)


def gh_recovery(r):
    return rs(r, HEXL, 5) + "-" + rs(r, HEXL, 5)


def backup8(r):
    d = rs(r, DIG, 8)
    return d[:4] + " " + d[4:]


def totp_grouped(r):
    s = rs(r, LO + "234567", 32)
    return " ".join(s[i:i + 4] for i in range(0, 32, 4))


def totp16(r):
    return rs(r, B32, 16)


def totp32(r):
    return rs(r, B32, 32)


def bitlocker(r):
    return "-".join("%06d" % (11 * r.randint(1, 65535)) for _ in range(8))


def bitlocker_ok(s):
    return all(int(g) % 11 == 0 and int(g) < 720896 for g in s.split("-"))


def eth_priv(r):
    return rs(r, HEXL, 64)


def eth_addr(r):
    return "0x" + rs(r, HEXL, 40)


def tx_hash(r):
    return "0x" + rs(r, HEXL, 64)


def ssh_priv(r):
    b = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD" + rs(r, B64, 280)
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "AAAAB\n-----END OPENSSH PRIVATE KEY-----"


def rsa_priv(r):
    b = "MIIEpAIBAAKCAQEA" + rs(r, B64, 64 * 6 - 16)
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines)


def ssh_fp(r):
    return "SHA256:" + rs(r, B64, 43)


def gpg_fpr(r):
    s = rs(r, HEXU, 40)
    return " ".join(s[i:i + 4] for i in range(0, 40, 4))


def wifi_isp(r):
    return rs(r, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", 4) + "-" + rs(r, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", 4) + "-" + rs(r, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", 4)


def wifi_hex(r):
    return rs(r, HEXU, 16)


def pin4(r):
    while True:
        s = rs(r, DIG, 4)
        if len(set(s)) >= 3 and s not in "0123456789" and s not in "9876543210":
            return s


def pin5(r):
    return rs(r, DIG, 5)


def pin6(r):
    while True:
        s = rs(r, DIG, 6)
        if len(set(s)) >= 4:
            return s


def otp6(r):
    return rs(r, DIG, 6)


def otp8(r):
    return rs(r, DIG, 8)


def otp_spaced(r):
    s = rs(r, DIG, 6)
    return s[:3] + " " + s[3:]


def gatecode(r):
    return rs(r, DIG, r.choice([4, 5, 6]))


def cvc3(r):
    return rs(r, DIG, 3)


def cvc4(r):
    return rs(r, DIG, 4)


def gmail_app_pw(r):
    return " ".join(rs(r, LO, 4) for _ in range(4))


def apple_app_pw(r):
    return "-".join(rs(r, LO, 4) for _ in range(4))


def rsa_token(r):
    return rs(r, DIG, 6)


# ---------------------------------------------------------------- look-alike values
def uuid4(r):
    h = rs(r, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha1(r):
    return rs(r, HEXL, 40)


def sha7(r):
    while True:
        s = rs(r, HEXL, 7)
        if any(c in "abcdef" for c in s) and any(c in DIG for c in s):
            return s


def sha256(r):
    return rs(r, HEXL, 64)


def semver(r):
    return "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 20))


def amazon_order(r):
    return "%s-%s-%s" % (r.choice(["111", "112", "113", "114", "702", "205", "250", "171", "305", "028", "404"]), rs(r, DIG, 7), rs(r, DIG, 7))


def ups(r):
    return "1Z" + rs(r, UPDIG, 6) + r.choice(["01", "02", "03", "12"]) + rs(r, DIG, 8)


def usps(r):
    return "9400 1" + rs(r, DIG, 3) + " " + " ".join(rs(r, DIG, 4) for _ in range(3)) + " " + rs(r, DIG, 2)


def fedex(r):
    return rd(r, 12, "2567")


def dhl(r):
    return rd(r, 10, "123456789")


def pnr(r):
    return rs(r, SAFE_UPDIG, 6)


def eticket(r):
    return r.choice(["016", "074", "057", "220", "125", "176", "081", "235"]) + " " + rs(r, DIG, 10)


def invoice(r):
    return "INV-%d-%05d" % (r.choice([2025, 2026]), r.randint(1, 99999))


def ticket(r):
    return "#" + rd(r, 6)


def support_case(r):
    return r.choice(["CS", "SR", "CASE", "REQ"]) + "-" + rd(r, 7)


def req_id(r):
    return "req_" + rs(r, ALNUM, 24)


def trace_id(r):
    return rs(r, HEXL, 32)


def mac(r):
    return ":".join(rs(r, HEXU, 2) for _ in range(6))


def apple_serial(r):
    return r.choice(["C02", "F4G", "DMP", "G6T", "H2W"]) + rs(r, SAFE_UPDIG, 9)


def phone_us(r):
    return "(%s) %s-%s" % (r.choice(["212", "415", "312", "617", "206", "512", "303", "404"]), rd(r, 3, "2345678"), rs(r, DIG, 4))


def phone_uk(r):
    return "07%s %s" % (rs(r, DIG, 3), rs(r, DIG, 6))


def ip_private(r):
    return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))


def ipv4_pub(r):
    return "%d.%d.%d.%d" % (r.choice([34, 52, 104, 145, 185, 203]), r.randint(0, 255), r.randint(0, 255), r.randint(2, 254))


def commit_msg_hash(r):
    return rs(r, HEXL, 40)


def dl_checksum(r):
    return rs(r, HEXL, 64)


def sri_hash(r):
    return "sha512-" + rs(r, B64, 86) + "=="


def order_generic(r):
    return rd(r, 9)


def rrn_ref(r):
    return rd(r, 12)


def gcash_ref(r):
    return rd(r, 13, "123456789")


def jnt_resi(r):
    return "JP" + rs(r, DIG, 10)


def shopee_order(r):
    return "25" + "%02d%02d" % (r.randint(1, 12), r.randint(1, 28)) + rs(r, "ABCDEFGHJKMNPQRSTUVWXY0123456789", 8)


def tokopedia_inv(r):
    return "INV/2025%02d%02d/MPL/%s" % (r.randint(1, 12), r.randint(1, 28), rd(r, 10, "3"))


def cj_invoice(r):
    return rd(r, 12, "56")


def yamato(r):
    return "%s-%s-%s" % (rd(r, 4, "34"), rs(r, DIG, 4), rs(r, DIG, 4))


def sf_express(r):
    return "SF" + rd(r, 13, "1")


def taobao_order(r):
    return rd(r, 19, "123")


def kr_order(r):
    return "2025" + rs(r, DIG, 12)


def nova_poshta(r):
    return "20" + rs(r, DIG, 12)


def inpost(r):
    return rd(r, 24, "6")


def postnl(r):
    return "3S" + rs(r, UP, 4) + rs(r, DIG, 7)


def colissimo(r):
    return "6A" + rs(r, DIG, 11)


def ru_track(r):
    return s10(r, r.choice(["RA", "RB", "RR"]), "RU")


def br_track(r):
    return s10(r, r.choice(["QB", "NL", "OV", "LB"]), "BR")


def th_track(r):
    return s10(r, r.choice(["EF", "EE", "RB"]), "TH")


def posti(r):
    return "JJFI" + rs(r, DIG, 20)


def no_kid(r):
    body = rd(r, 12)
    return body + luhn_digit(body)


def se_ocr(r):
    body = rd(r, 14)
    return body + luhn_digit(body)


def fi_viite(r):
    body = rd(r, 9)
    s = body + ref_731(body)
    return " ".join([s[:len(s) % 5]] + [s[i:i + 5] for i in range(len(s) % 5, len(s), 5)]).strip()


def cz_vs(r):
    return rd(r, 10, "2")


def version_tag(r):
    return "v%d.%d.%d" % (r.randint(1, 5), r.randint(0, 24), r.randint(0, 15))


def awb_fan(r):
    return rd(r, 13, "2")


def acs_voucher(r):
    return rd(r, 10, "7")


def aras(r):
    return rd(r, 12, "3")


def ghn_code(r):
    return "G" + rs(r, "ABCDEFGHKLMNPQRTUVXY", 5) + rs(r, "ABCDEFGHKLMNPQRTUVXY3456789", 3)


def ke_till(r):
    return rd(r, 6, "56789")


def ke_paybill(r):
    return rd(r, 6, "2345")


def phone_ke(r):
    return "07%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 3), rs(r, DIG, 3))


def phone_tz(r):
    return "07%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 3), rs(r, DIG, 3))


def phone_ph(r):
    return "09%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 3), rs(r, DIG, 4))


def lazada_order(r):
    return rd(r, 15, "4")


def in_pnr(r):
    return rd(r, 10, "2468")


def in_utr(r):
    return rd(r, 12, "45")


def ifsc(r):
    return r.choice(["SBIN", "HDFC", "ICIC", "UTIB", "KKBK"]) + "0" + rs(r, DIG, 6)


def in_account(r):
    return rd(r, r.choice([11, 12, 14]))


def sort_code(r):
    return "%02d-%02d-%02d" % (r.randint(10, 99), r.randint(0, 99), r.randint(0, 99))


def uk_account(r):
    return rd(r, 8)


def au_bsb(r):
    return r.choice(["062", "063", "033", "013", "083", "012", "732"]) + "-" + rs(r, DIG, 3)


def au_account(r):
    return rd(r, 9)


def us_account(r):
    return rd(r, r.choice([10, 11, 12]))


def ng_nuban(r):
    return rd(r, 10, "0123")


def ca_transit(r):
    return rs(r, DIG, 5)


def ca_account(r):
    return rd(r, 7)


def vn_account(r):
    return rd(r, r.choice([10, 13]), "01")


def id_account(r):
    return rd(r, 10)


def id_va(r):
    return "8808" + rs(r, DIG, 12)


def th_account(r):
    d = rd(r, 10)
    return "%s-%s-%s-%s" % (d[:3], d[3], d[4:9], d[9])


def jp_account(r):
    return rd(r, 7)


def kr_account(r):
    d = rd(r, 12, "1")
    return "%s-%s-%s" % (d[:3], d[3:6], d[6:])


def il_account(r):
    return rd(r, 6)


def cn_bankcard(r):
    return card(r, ["622202", "622848", "621700", "623668"], 19)


def mx_clabe(r):
    body = r.choice(["002", "012", "014", "072"]) + rs(r, DIG, 3) + rs(r, DIG, 11)
    w = [3, 7, 1] * 6
    s = sum((int(ch) * w[i]) % 10 for i, ch in enumerate(body))
    return body + str((10 - s % 10) % 10)


def ru_ogrnip(r):
    return ru_ogrn(r)


# ---------------------------------------------------------------- generator registry
import inspect

GEN = {}
for _name, _obj in list(globals().items()):
    if inspect.isfunction(_obj) and _obj.__module__ == __name__:
        _ps = list(inspect.signature(_obj).parameters.values())
        if len(_ps) >= 1 and _ps[0].name == "r" and all(p.default is not p.empty for p in _ps[1:]):
            GEN[_name] = _obj
for _lang in WORDS:
    GEN["hpw_" + _lang] = hpw_factory(_lang)
GEN.update({
    "pt_nif_company": lambda r: pt_nif(r, "5"),
    "gr_afm_company": lambda r: gr_afm(r, "09"),
    "sa_iqama": lambda r: sa_nin(r, "2"),
    "th_id": lambda r: th_id(r, "13"),
    "it_cf_f": lambda r: it_cf(r, r.choice(["Esposito", "Colombo", "Ricci", "Marino", "Greco", "Bruno"]),
                                 r.choice(["Giulia", "Francesca", "Chiara", "Martina", "Elena"]), True),
    "it_cf_m": lambda r: it_cf(r, r.choice(["Romano", "Ferrari", "Galli", "Conti", "Costa", "Fontana"]),
                                 r.choice(["Luca", "Marco", "Andrea", "Matteo", "Davide"]), False),
})

SPELL = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
}
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _last4(v):
    return only_digits(v)[-4:]


TRANSFORMS = {
    "mask4": lambda v: "**** **** **** " + _last4(v),
    "dots4": lambda v: "•••• " + _last4(v),
    "xmask": lambda v: "XXXX-XXXX-XXXX-" + _last4(v),
    "nospace": lambda v: v.replace(" ", ""),
    "nodash": lambda v: v.replace("-", ""),
    "dash": lambda v: v.replace(" ", "-"),
    "upper": lambda v: v.upper(),
    "spell_en": lambda v: " ".join(SPELL["en"][int(c)] for c in v if c.isdigit()),
    "spell_de": lambda v: " ".join(SPELL["de"][int(c)] for c in v if c.isdigit()),
    "spell_fr": lambda v: " ".join(SPELL["fr"][int(c)] for c in v if c.isdigit()),
    "spell_es": lambda v: " ".join(SPELL["es"][int(c)] for c in v if c.isdigit()),
    "fa": lambda v: v.translate(FA_DIG),
    "ar": lambda v: v.translate(AR_DIG),
    "b64": lambda v: base64.b64encode(v.encode()).decode(),
    "ibanmask": lambda v: v.replace(" ", "")[:4] + " **** **** **** " + v.replace(" ", "")[-4:],
    "tokmask": lambda v: v[:8] + "…" + v[-4:],
    "h1": lambda v: v[:len(v) // 2],
    "h2": lambda v: v[len(v) // 2:],
    "digits": only_digits,
    "ssnmask": lambda v: "***-**-" + v[-4:],
    "starmask": lambda v: v[:2] + "*" * (len(v) - 4) + v[-2:],
}

# ---------------------------------------------------------------- case templates
CASES = []
TOKEN = re.compile(r"\[\[([SLN])([:=])(.+?)\]\]", re.S)
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}


def C(lang, slug, note, text):
    CASES.append((lang, slug, note, text))


def render(r, tmpl):
    vals = {}

    def get(spec):
        if spec in vals:
            return vals[spec]
        if spec.startswith("@"):
            fn, key = spec[1:].split(":", 1)
            v = TRANSFORMS[fn](get(key))
        else:
            gname = spec.split("#")[0]
            if gname not in GEN:
                raise KeyError("unknown generator %r" % gname)
            v = GEN[gname](r)
        vals[spec] = v
        return v

    out, secrets, looks, pos = [], [], [], 0
    for m in TOKEN.finditer(tmpl):
        out.append(tmpl[pos:m.start()])
        kind, op, body = m.groups()
        v = body if op == "=" else get(body)
        out.append(v)
        if kind == "S" and v not in secrets:
            secrets.append(v)
        elif kind == "L" and v not in looks:
            looks.append(v)
        pos = m.end()
    out.append(tmpl[pos:])
    return "".join(out), secrets, looks


# ---------------------------------------------------------------- extra generators used by the templates
def _reg(fn):
    GEN[fn.__name__] = fn
    return fn


@_reg
def dbcred(r):
    return r.choice(["app_user", "svc_orders", "wiki", "django", "reporting", "api_rw"]) + ":" + pw_alnum(r)


@_reg
def slack_channel(r):
    return "C0" + rs(r, UPDIG, 9)


@_reg
def airbnb_listing(r):
    return rd(r, 18, "6789")


@_reg
def ga_cookie(r):
    return "GA1.1.%s.%d" % (rd(r, 10), 1760000000 + r.randint(0, 9000000))


@_reg
def us_member(r):
    return rs(r, UP, 3) + rd(r, 9)


@_reg
def claim_no(r):
    return "%d%s" % (r.choice([25, 26]), rs(r, DIG, 11))


@_reg
def maiden(r):
    return r.choice(["Hargreaves", "Kowalczyk", "Pennington", "Delacroix", "Ashworth", "Fitzgerald", "Montague", "Whitlock"])


@_reg
def petname(r):
    return r.choice(["Biscuit", "Pickles", "Mr Whiskers", "Captain", "Noodle", "Pepper", "Toffee", "Bandit"])


@_reg
def street(r):
    return r.choice(["Sycamore Lane", "Wexford Road", "Cedar Hollow Drive", "Brambleton Ave", "Pinecrest Court"])


@_reg
def router_serial(r):
    return "22" + rs(r, DIG, 11)


@_reg
def gen_serial(r):
    return rs(r, SAFE_UPDIG, 2) + rs(r, DIG, 8)


@_reg
def bitlocker_id(r):
    return rs(r, HEXU, 8)


@_reg
def billing_id(r):
    return "-".join(rs(r, HEXU, 6) for _ in range(3))


@_reg
def phone_e164_us(r):
    return "+1" + r.choice(["415", "628", "646", "737", "929"]) + rd(r, 7, "2345678")


@_reg
def tg_chat(r):
    return "-100" + rd(r, 10, "12")


@_reg
def sg_template(r):
    return "d-" + rs(r, HEXL, 32)


@_reg
def msg_id(r):
    return "msg_01" + rs(r, ALNUM, 22)


@_reg
def evt_id(r):
    return "evt_1Q" + rs(r, ALNUM, 22)


@_reg
def oauth_client_id(r):
    return rd(r, 12) + "-" + rs(r, LO + DIG, 32) + ".apps.googleusercontent.com"


@_reg
def snowflake(r):
    return rd(r, 19, "1")


@_reg
def itr_ack(r):
    return rd(r, 15, "3456789")


@_reg
def uscis_receipt(r):
    return r.choice(["IOE", "EAC", "WAC", "MSC"]) + rd(r, 10, "9")


@_reg
def phone_leeds(r):
    return "0113 %s %s" % (rd(r, 3, "234"), rs(r, DIG, 4))


@_reg
def ref6(r):
    return rd(r, 6)


@_reg
def ref8(r):
    return rd(r, 8)


@_reg
def ref10(r):
    return rd(r, 10)


@_reg
def ref11(r):
    return rd(r, 11, "3")


@_reg
def ref12(r):
    return rd(r, 12)


@_reg
def ref15(r):
    return rd(r, 15)


@_reg
def alnum8(r):
    return rs(r, SAFE_UPDIG, 8)


@_reg
def iban_de_bbk(r):
    return grp4(iban_make("DE", "70000000" + "00" + rd(r, 8, "7")))


@_reg
def iban_sa_rajhi(r):
    return grp4(iban_make("SA", "80" + "0000" + rs(r, DIG, 14)))


@_reg
def dhl_paket(r):
    return "00340434" + rs(r, DIG, 12)


@_reg
def amazon_order_jp(r):
    return "%s-%s-%s" % (r.choice(["249", "250", "503"]), rs(r, DIG, 7), rs(r, DIG, 7))


@_reg
def kvk(r):
    return rd(r, 8, "5678")


@_reg
def nl_btw(r):
    while True:
        body = rd(r, 8, "8")
        c = wsum(body, range(9, 1, -1)) % 11
        if c < 10:
            return "NL" + body + str(c) + "B01"


@_reg
def mx_rfc(r):
    b = birth(r, 1965, 2003)
    return rs(r, "ABCDEFGHIJLMNOPRSTUVZ", 4) + b.strftime("%y%m%d") + rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ123456789", 2) + rs(r, "0123456789A", 1)


@_reg
def cz_acct(r):
    return cz_account_number(r) + "/" + r.choice(["0800", "0100", "0300", "2010", "3030", "0600"])


@_reg
def cz_acct_company(r):
    return rd(r, 10, "2") + "/" + r.choice(["2010", "0300", "0100"])


@_reg
def cz_databox(r):
    return rs(r, "abcdefghijkmnpqrstuvwxyz23456789", 7)


@_reg
def tz_tin(r):
    d = rd(r, 9, "1")
    return "%s-%s-%s" % (d[:3], d[3:6], d[6:])


@_reg
def hu_acct(r):
    b1, b2, b3 = hu_account(r)
    return "%s-%s-%s" % (b1, b2, b3)


@_reg
def ph_bank_account(r):
    return rd(r, 12, "0")


@_reg
def ir_post_track(r):
    return rd(r, 24, "1")


@_reg
def ir_company_id(r):
    return "10" + rs(r, DIG, 9)


@_reg
def se_clearing(r):
    return r.choice(["8327-9", "6152", "3300", "5001", "9150"])


@_reg
def se_account(r):
    return rd(r, 10, "9")


@_reg
def dk_regnr(r):
    return r.choice(["3001", "9570", "2271", "1551", "5301"])


@_reg
def dk_kontonr(r):
    return rd(r, 10, "0123456789")


@_reg
def ru_bankset(r):
    bik = ru_bik(r)
    return "|".join([bik, ru_personal_account(r, bik), ru_corr_account(bik)])


@_reg
def sa_otp_ar(r):
    return otp6(r).translate(AR_DIG)


@_reg
def th_ref(r):
    return rs(r, UP, 4)


@_reg
def gh_actions_run(r):
    return rd(r, 11, "1")


@_reg
def us_dl_tx(r):
    return rd(r, 8, "0123")


@_reg
def gls_parcel(r):
    return rd(r, 11, "5")


@_reg
def brt_track(r):
    return rd(r, 15, "0")


@_reg
def it_pratica(r):
    return "SPD-" + rd(r, 8)


@_reg
def ozon_order(r):
    return "%s-%s" % (rd(r, 8, "3456"), rs(r, DIG, 4))


@_reg
def rozetka_order(r):
    return rd(r, 9, "3")


@_reg
def ua_phone(r):
    return "+380 %s %s %s %s" % (r.choice(["67", "50", "63", "93", "97"]), rs(r, DIG, 3), rs(r, DIG, 2), rs(r, DIG, 2))


@_reg
def phone_il(r):
    return "05%d-%s-%s" % (r.choice([0, 2, 3, 4, 8]), rd(r, 3, "2345678"), rs(r, DIG, 4))


@_reg
def phone_vn(r):
    return "09%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 3), rs(r, DIG, 3))


@_reg
def cn_400(r):
    return "400-%s-%s" % (rd(r, 3), rs(r, DIG, 4))


@_reg
def jp_branch(r):
    return rd(r, 3, "1234567")


@_reg
def kr_pipeline(r):
    return rd(r, 7, "1")


@_reg
def trendyol_order(r):
    return rd(r, 10, "7")


@_reg
def emag_order(r):
    return rd(r, 9, "4")


@_reg
def skroutz_order(r):
    return "SKR" + rd(r, 9, "12")


@_reg
def vn_tax(r):
    return rd(r, 10, "0")


@_reg
def th_order(r):
    return rd(r, 15, "2")


@_reg
def ph_employer_id(r):
    return rd(r, 10, "8") + "-" + rs(r, DIG, 3)[0]


@_reg
def ke_ref(r):
    return rs(r, UP, 2) + rd(r, 8)


@_reg
def otto_order(r):
    return rd(r, 10, "9")


@_reg
def bol_order(r):
    return "A000" + rs(r, UPDIG, 6)


@_reg
def es_pedido(r):
    return "%s-%s-%s" % (r.choice(["402", "403", "404", "405", "406", "407", "408"]), rs(r, DIG, 7), rs(r, DIG, 7))


@_reg
def correos_es(r):
    return "PQ" + rs(r, UPDIG, 4) + rs(r, DIG, 16) + "L"


@_reg
def orias(r):
    return rd(r, 8, "0123")


@_reg
def livebox_serial(r):
    return "LK" + rd(r, 8, "12") + rs(r, UPDIG, 4)


@_reg
def br_protocolo(r):
    return "2025" + rs(r, DIG, 11)


@_reg
def hu_gls(r):
    return rd(r, 11, "5")


@_reg
def ro_nr_inreg(r):
    return "INTERNT-%s-%d" % (rd(r, 9), r.choice([2025, 2026]))


@_reg
def protokollo(r):
    return rd(r, 6) + "/" + "%02d" % r.randint(1, 28) + ".11.2025"


def _f(i):
    return lambda v: v.split("|")[i]


BIC_BY_IBAN = {"AIBK": "AIBKIE2D", "BOFI": "BOFIIE2D", "IPBS": "IPBSIE2D", "NWBK": "NWBKGB2L", "BARC": "BARCGB22",
               "LOYD": "LOYDGB2L", "HBUK": "HBUKGB4B", "MIDL": "MIDLGB22", "MONZ": "MONZGB2L",
               "INGB": "INGBNL2A", "ABNA": "ABNANL2A", "RABO": "RABONL2U", "SNSB": "SNSBNL2A", "TRIO": "TRIONL2U",
               "KNAB": "KNABNL2H", "BUNQ": "BUNQNL2A",
               "10010010": "PBNKDEFF", "12030000": "BYLADEM1001", "20041133": "COBADEHD001", "50010517": "INGDDEFFXXX",
               "70150000": "SSKMDEMMXXX", "60050101": "SOLADEST600", "43060967": "GENODEM1GLS", "70000000": "MARKDEF1700"}


def _bic(v):
    c = v.replace(" ", "")
    key = c[4:12] if c.startswith("DE") else c[4:8]
    if key not in BIC_BY_IBAN:
        raise Invalid("no BIC for %s" % v)
    return BIC_BY_IBAN[key]


TRANSFORMS.update({"f0": _f(0), "f1": _f(1), "f2": _f(2), "bic": _bic, "noacct": fmt_no_account,
                   "hex0x": lambda v: "0x" + v})


# ================================================================ ENGLISH, positive
C("en", "aws-env-boto3", "AWS key pair in a .env file; boto3 version and request id nearby",
  """My boto3 script keeps throwing InvalidClientTokenId and I don't get why. Here's my .env:

AWS_ACCESS_KEY_ID=[[S:aws_akid]]
AWS_SECRET_ACCESS_KEY=[[S:aws_secret]]
AWS_DEFAULT_REGION=eu-west-2
S3_BUCKET=invoices-prod-archive

I'm on boto3 [[L:semver]] and the request id in the error was [[L:uuid4]]. What am I missing?""")

C("en", "github-pat-push-403", "GitHub classic PAT pasted as git password; commit hash nearby",
  """git push keeps failing with "Support for password authentication was removed". I generated a token like the docs said, [[S:ghp]], and pasted it when it asked for the password but now it's a 403. Remote is https://github.com/mkowal-dev/thesis-notebooks.git and my last local commit is [[L:sha1]]. Which scopes does it actually need?""")

C("en", "stripe-live-key-revoked", "leaked and already rolled Stripe live key is still a secret; short commit hash",
  """I pushed our Stripe secret key to a public repo by accident two days ago: [[S:sk_live]]
I already rolled it in the dashboard so it's dead now. It's in commit [[L:sha7]] on main. How do I scrub it from the history properly, is git filter-repo the way to go or BFG?""")

C("en", "postgres-url-django", "credentials of a Postgres URL; host:port listed as look-alike",
  """After moving the database to the new VM Django throws 'password authentication failed for user'. settings read DATABASE_URL=postgres://[[S:dbcred]]@[[L=db-01.internal.lan:5432]]/shopdb?sslmode=require and I can connect with psql from the same box. PostgreSQL 16 on Ubuntu 24.04. What else could it be?""")

C("en", "mongodb-srv-timeout", "Atlas SRV string credentials; cluster host and public IP are look-alikes",
  """node keeps timing out connecting to Atlas. From my .env:
MONGODB_URI=mongodb+srv://[[S:dbcred#m]]@[[L=cluster0.k3v9x.mongodb.net]]/?retryWrites=true&w=majority
My IP [[L:ipv4_pub]] is on the access list already. Driver is mongodb@6.8. ideas?""")

C("en", "slack-bot-token-python", "Slack bot token in Python; channel id is a look-alike",
  """Getting not_in_channel from this, the bot is definitely invited:

import os
from slack_sdk import WebClient
client = WebClient(token="[[S:xoxb]]")
client.chat_postMessage(channel="[[L:slack_channel]]", text="deploy finished")
""")

C("en", "openai-key-curl-429", "OpenAI project key in a curl header; request id look-alike",
  """why does this return 429 insufficient_quota when I literally just added $10 credit??

curl https://api.openai.com/v1/chat/completions -H "Content-Type: application/json" -H "Authorization: Bearer [[S:openai_key]]" -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "ping"}]}'

response header x-request-id: [[L:req_id]]""")

C("en", "card-hotel-form", "card number and CVC for a booking form; booking confirmation number",
  """Can you help me fill in this hotel guarantee form? It's asking in a weird order. Card: [[S:visa]], expires [[N:expiry]], security code [[S:cvc3]], name on card Daniel Okafor, billing zip 30308. Their confirmation number for the stay is [[L:ref10]].""")

C("en", "ssn-w4-employer-ein", "own SSN on a W-4; employer EIN is a look-alike",
  """Filling in my W-4 and I-9 for the new job. My SSN is [[S:us_ssn]], married filing jointly, one kid under 17. The employer's EIN on the offer letter is [[L:us_ein]] if that matters. What do I put in Step 3?""")

C("en", "airbnb-host-welcome", "host's Wi-Fi password and lockbox code; listing number look-alike",
  """I host a small apartment on Airbnb (listing [[L:airbnb_listing]]). Please write a friendly welcome message with: Wi-Fi network Casa-Lupe-5G, password [[S:wifi_isp]], the lockbox next to the side door opens with [[S:pin4]], check-out by 11am, trash goes in the green bin.""")

C("en", "dogsitter-gate-alarm", "gate and alarm codes for a sitter; vet phone number look-alike",
  """we're away thursday to sunday, can you turn this into a neat note for the dog sitter:
- gate code [[S:gatecode]] then #
- alarm disarm [[S:pin4]] (you have 30 sec)
- Juno eats 2 cups morning and evening
- vet is Dr. Mills [[L:phone_us]]""")

C("en", "microsoft-code-sms", "pasted SMS with a Microsoft security code; sender phone look-alike",
  """I just got this text and I didn't try to log in anywhere:
"Use [[S:otp6]] as Microsoft account password reset code"
from [[L:phone_e164_us]]. Is someone trying to get into my account? What should I do first?""")

C("en", "github-recovery-codes", "four GitHub recovery codes",
  """saving my github recovery codes here so I don't lose them again, can you format them as a checklist I can print?
[[S:gh_recovery#1]]
[[S:gh_recovery#2]]
[[S:gh_recovery#3]]
[[S:gh_recovery#4]]""")

C("en", "totp-setup-key-vpn", "TOTP setup key typed instead of scanning the QR",
  """The authenticator app won't scan the QR on my laptop screen so it offered a setup key instead: [[S:totp_grouped]]
Do I pick "time based" or "counter based"? It's for the university VPN.""")

C("en", "metamask-seed-restore", "12-word recovery phrase; public wallet address look-alike",
  """Got a new phone. To restore MetaMask I just type the phrase in the same order right? Mine is:
[[S:seed12]]
and my address should come back as [[L:eth_addr]]. Anything else I need to back up?""")

C("en", "eth-private-key-wrong-chain", "raw Ethereum private key next to a transaction hash of the same shape",
  """I sent USDT on the wrong network, tx is [[L:tx_hash]]. Someone on Discord said I can recover it by importing my private key [[S:eth_priv]] into a different wallet and switching chains. Is that true?""")

C("en", "ssh-key-permissions", "OpenSSH private key block; server fingerprint look-alike",
  """ssh says "Permissions 0644 for '/home/amir/.ssh/id_ed25519' are too open". Here's the key in case the format is wrong too:

[[S:ssh_priv]]

The server shows my key fingerprint as [[L:ssh_fp]] which looks right.""")

C("en", "jwt-localstorage-logout", "user's own access token; correlation id look-alike",
  """Our React app logs me out every few minutes. This is the access token from localStorage:
[[S:jwt_user]]
can you decode it and check whether exp is wrong? x-correlation-id on the failing call: [[L:uuid4]]""")

C("en", "session-cookie-curl", "Django session cookie in a curl command; analytics cookie look-alike",
  """This works in the browser but curl gets redirected to login:

curl 'https://portal.mybenefits-hr.com/api/paystubs?year=2025' -H 'Cookie: _ga=[[L:ga_cookie]]; sessionid=[[S:django_sid]]' -H 'Accept: application/json'

what am I doing wrong?""")

C("en", "direct-deposit-routing", "own account number; bank routing number is public",
  """HR portal wants direct deposit info. Routing [[L:us_aba]], account [[S:us_account]], checking. It asks for a "prenote", what's that and will my first paycheck be late?""")

C("en", "uk-deposit-return", "UK account number secret; sort code and tenancy reference look-alikes",
  """Can you write a short email to the letting agent asking for my deposit back. Tenancy ref [[L:ref8]], moved out 30 Nov, flat left clean. Bank details for the refund: sort code [[L:sort_code]], account number [[S:uk_account]], name Priya Natarajan.""")

C("en", "passport-renewal-ds82", "own passport number; application locator look-alike",
  """renewing my passport by mail. Old passport number [[S:us_passport]], issued 2016, it isn't damaged. The online form gave me a barcode page with locator [[L:alnum8]]. Do I need a new photo if mine is 9 years old?""")

C("en", "insurance-quote-dl-vin", "driver licence number secret; VIN look-alike",
  """Help me answer the car insurance quote form. Me: 34, licensed since 2010, California license [[S:ca_dl]]. Car: 2021 Honda Civic, VIN [[L:us_vin]], parked in a garage, ~9k miles a year. One not-at-fault claim in 2022.""")

C("en", "health-claim-member-id", "health insurance member id; claim number look-alike",
  """I need to call my insurance to fight a denied claim. Member ID [[S:us_member]], claim number [[L:claim_no]], date of service Oct 14. Write me a short script of what to say, they said the MRI wasn't pre-authorized but the office told me it was.""")

C("en", "security-questions", "three answers to bank security questions",
  """My bank made me set new security questions. I went with mother's maiden name: [[S:maiden]], first pet: [[S:petname]], street I grew up on: [[S:street]]. Can you remind me later which is which if I forget?""")

C("en", "password-manager-csv", "exported password CSV; three passwords",
  """Bitwarden import says the file is invalid. This is the top of my export from Chrome:

name,url,username,password
netflix.com,https://www.netflix.com/login,okoro.family@gmail.com,[[S:hpw_en]]
chase.com,https://secure.chase.com,tokoro1989,[[S:pw_strong]]
amazon.com,https://www.amazon.com/ap/signin,okoro.family@gmail.com,[[S:pw_alnum]]

Is it the header?""")

C("en", "router-admin-lockout", "router admin password; serial number look-alike",
  """Locked out of my TP-Link Archer AX55 admin page. Serial [[L:router_serial]], firmware 1.1.3. The admin password I set last year was [[S:pw_strong]] and it says wrong password. Do I have to factory reset?""")

C("en", "docker-compose-postgres", "compose file with a database password; variable reference look-alike",
  """wiki container can't reach the db, here's my compose:

services:
  db:
    image: postgres:[[L=16.4-alpine]]
    environment:
      POSTGRES_USER: wiki
      POSTGRES_PASSWORD: [[S:pw_alnum]]
  wiki:
    image: ghcr.io/requarks/wiki:2
    environment:
      DB_TYPE: postgres
      DB_HOST: db
      DB_PASS: [[L=${POSTGRES_PASSWORD}]]
""")

C("en", "k8s-secret-base64", "base64 of a password in a Secret manifest; documentation placeholder",
  """Is it fine to commit this? base64 isn't encryption right?

apiVersion: v1
kind: Secret
metadata:
  name: db-creds
type: Opaque
data:
  username: cmVwb3J0aW5n
  password: [[S:@b64:pw_strong]]

The chart's README just shows password: [[L=<base64-encoded-password>]]""")

C("en", "google-maps-key-embed", "Google API key in a script tag; billing account id look-alike",
  """My map shows "For development purposes only". Billing account [[L:billing_id]] is linked I think.

<script src="https://maps.googleapis.com/maps/api/js?key=[[S:google_key]]&callback=initMap" async defer></script>""")

C("en", "sendgrid-template-python", "SendGrid key; dynamic template id look-alike",
  """emails aren't going out and there's no error:

sg = SendGridAPIClient("[[S:sendgrid]]")
msg = Mail(from_email="noreply@lumenbakery.com", to_emails=customer.email)
msg.template_id = "[[L:sg_template]]"
sg.send(msg)""")

C("en", "npmrc-token-404", "npm token in .npmrc; package version look-alike",
  """npm install says 404 for our private package. .npmrc:

@acme-ui:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=[[S:npm_tok]]

npm ERR! 404 '@acme-ui/icons@[[L:semver]]' is not in this registry.""")

C("en", "anthropic-key-python", "Anthropic key in code; message id look-alike",
  """getting 401 invalid x-api-key but the key is fresh:

client = anthropic.Anthropic(api_key="[[S:anthropic_key]]")

the last call that worked returned id [[L:msg_id]], then it just stopped.""")

C("en", "azure-storage-connstring", "AccountKey value of an Azure connection string; subscription id look-alike",
  """Function app can't write to blob storage. AzureWebJobsStorage = DefaultEndpointsProtocol=https;AccountName=stfinreports01;AccountKey=[[S:azure_key]];EndpointSuffix=core.windows.net

subscription [[L:uuid4]], region westeurope. Is the key wrong or the firewall?""")

C("en", "gmail-app-password-smtp", "Gmail app password; SMTP error code look-alike",
  """Nextcloud can't send mail through Gmail. smtp.gmail.com, port 587, STARTTLS, user hartley.studio@gmail.com, app password [[S:gmail_app_pw]]. The log says [[L=535-5.7.8]] Username and Password not accepted.""")

C("en", "debit-pin-rhyme", "debit card PIN; masked card number look-alike",
  """I keep forgetting the PIN for my new debit card ([[L:@dots4:visa]]), it's [[S:pin4]]. Can you make up a silly rhyme so I remember it?""")

C("en", "iphone-passcode-change", "phone passcode; iOS version look-alike",
  """my 6 digit iPhone passcode is [[S:pin6]] and my son has clearly memorised it by watching me. How do I switch to a custom alphanumeric code? iPhone 15, iOS [[L=18.1.1]]""")

C("en", "bitlocker-recovery-key", "BitLocker recovery key; key id look-alike",
  """Laptop boots to a blue BitLocker screen asking for the recovery key. Found it in my Microsoft account: Key ID [[L:bitlocker_id]], recovery key [[S:bitlocker]]. Do I type the dashes? The screen shows only numbers.""")

C("en", "netflix-sister-text", "streaming password and profile PIN shared with a sibling",
  """My sister is going to use our Netflix. Write her a text with the steps: login okoro.family@gmail.com, password [[S:hpw_en]], pick the profile "Ada" and the profile lock is [[S:pin4]]. Tell her not to change anything.""")

C("en", "binance-ccxt-config", "exchange API key and secret; order id look-alike",
  """ccxt throws "Signature for this request is not valid". config:

exchange = ccxt.binance({
    "apiKey": "[[S:binance]]",
    "secret": "[[S:binance#2]]",
    "options": {"defaultType": "spot"},
})

the last order that went through was orderId [[L:ref10]].""")

C("en", "dublin-payroll-iban", "own Irish IBAN; BIC and employee number look-alikes",
  """New job in Dublin, payroll needs my bank details. IBAN [[S:iban_ie]], BIC [[L:@bic:iban_ie]]. Employee number [[L:ref6]]. Can you write the email to payroll@ for me, short and polite?""")

C("en", "charity-vs-own-iban", "charity IBAN for payment is a look-alike, own IBAN for refunds a secret",
  """I want to set up a monthly donation to the dog shelter. Their details from the website: IBAN [[L:iban_gb]], reference DONOR-SPONSOR. If they ever need to refund me, my own account is [[S:iban_gb#2]]. Draft the standing order instructions?""")

C("en", "canada-onboarding-sin", "SIN and account number; transit and business number look-alikes",
  """Onboarding form for my new job in Toronto, can you check I put things in the right boxes: SIN [[S:ca_sin]], direct deposit transit [[L:ca_transit]], institution 004, account [[S:ca_account]]. Employer business number on last year's T4 was [[L:ca_bn]].""")

C("en", "australia-tfn-super", "TFN and bank account; ABN and BSB look-alikes",
  """Tax time. TFN [[S:au_tfn]]. My employer's ABN is [[L:au_abn]]. I want my refund to go to BSB [[L:au_bsb]] account [[S:au_account]]. Do I need to declare the $430 I earned tutoring?""")

C("en", "uk-gp-registration", "NHS number and NI number; surgery phone look-alike",
  """Registering with a new GP in Leeds. The form asks for my NHS number ([[S:uk_nhs]]) and, weirdly, my National Insurance number [[S:uk_nino]]. Do I have to give the NI number? The surgery's number is [[L:phone_leeds]].""")

C("en", "india-aadhaar-pan-link", "Aadhaar and PAN; ITR acknowledgement number look-alike",
  """Trying to link Aadhaar with PAN on the income tax site and it says name mismatch. Aadhaar [[S:in_aadhaar]], PAN [[S:in_pan]]. My ITR acknowledgement number is [[L:itr_ack]]. My name has an extra initial on the PAN card, is that the problem?""")

C("en", "mpesa-kplc-tokens", "M-Pesa confirmation code is a secret; paybill and meter number look-alikes",
  """I paid for electricity tokens but never got the token SMS. This is the M-Pesa message:

[[S:mpesa_code]] Confirmed. Ksh2,350.00 sent to KPLC PREPAID for account [[L:ref11]] on 3/12/25 at 7:41 PM. New M-PESA balance is Ksh4,120.50. Transaction cost, Ksh0.00.

Paybill was [[L=888880]]. What do I tell Kenya Power?""")

C("en", "nigeria-bvn-update", "BVN and account number",
  """My bank app keeps asking me to update BVN. BVN [[S:ng_bvn]], account [[S:ng_nuban]] with GTBank. Is it safe to do it in the app or should I dial [[L=*737#]]?""")

C("en", "singpass-locked", "NRIC and an SMS OTP; helpdesk number look-alike",
  """Singpass locked me out. NRIC [[S:sg_nric]], the SMS OTP I got was [[S:otp6]] but it said invalid. Should I call the helpdesk at [[L=6335 3533]] or go to a counter?""")

C("en", "vpn-pin-plus-token", "VPN PIN and RSA tokencode; gateway IP look-alike",
  """GlobalProtect keeps saying authentication failed. username jmorales, PIN [[S:pin4]] and the RSA token shows [[S:rsa_token]]. Do I type them together as one passcode or separately? Gateway IP [[L:ip_private]].""")

C("en", "log-bearer-401", "bearer token in a log line; request id look-alike",
  """what does this 401 mean, the token isn't expired as far as I can tell:

2025-11-30T22:14:03Z INFO outbound GET https://api.partner-shipping.io/v2/labels status=401 req_id=[[L:uuid4]] headers={'Authorization': 'Bearer [[S:jwt_rs]]', 'Accept': 'application/json'}""")

C("en", "gpg-bad-passphrase", "GPG passphrase; key fingerprint look-alike",
  """gpg asks for the passphrase to unlock key [[L:gpg_fpr]]. I'm typing [[S:passphrase]] and it says Bad passphrase, but that's the one in my notes. Could caps lock or keyboard layout matter in pinentry?""")

C("en", "xkcd-strength-compare", "own password compared with the famous xkcd example",
  """Is my password [[S:pw_alnum]] stronger than the "[[L=correct horse battery staple]]" thing from xkcd? Be honest.""")

C("en", "uscis-a-number", "A-number is a secret; USCIS receipt number a look-alike",
  """Checking my green card renewal. Receipt number [[L:uscis_receipt]], my A-number is [[S:us_a_number]]. The status hasn't changed in 5 months, can I open a case inquiry?""")

C("en", "slack-webhook-curl", "Slack incoming webhook path",
  """curl -X POST -H 'Content-type: application/json' --data '{"text":"backup done"}' https://hooks.slack.com/services/[[S:slack_hook_path]]

returns invalid_payload. I copied it straight from the app config.""")

C("en", "stripe-webhook-secret", "Stripe webhook signing secret; event id look-alike",
  """Stripe signature verification fails in Express. STRIPE_WEBHOOK_SECRET=[[S:whsec]] and the failing event is [[L:evt_id]]. I'm using express.json() before the route, is that it?""")

C("en", "google-oauth-client-secret", "OAuth client secret is a secret; client id a look-alike",
  """redirect_uri_mismatch again. My creds:
client_id: [[L:oauth_client_id]]
client_secret: [[S:gocspx]]
redirect: http://localhost:5173/auth/callback""")

C("en", "rsa-key-to-ppk", "partial RSA private key pasted for conversion",
  """PuTTYgen says "couldn't load private key (unrecognised cipher name)". This is the start of the file:

[[S:rsa_priv]]
...

is it the wrong format?""")

C("en", "session-cookie-express", "Express session cookie; CSRF-unrelated trace id look-alike",
  """req.session is empty on every request. In devtools the cookie is connect.sid=[[S:express_sid]] and the trace id on the response is [[L:trace_id]]. cookie: { secure: true } while I'm on http://localhost, could that be it?""")

C("en", "eftps-ein-vs-own-ssn", "sole proprietor's own SSN versus the business's EIN printed on invoices",
  """I'm a sole prop. The bank wants my SSN [[S:us_ssn]] for the business account even though I have an EIN, [[L:us_ein]], which is printed on all my invoices. Which one goes on the W-9 I give clients?""")

C("en", "icloud-app-password-thunderbird", "iCloud app-specific password",
  """Thunderbird won't log into iCloud mail. imap.mail.me.com 993 SSL, user j.hartwell@icloud.com, app-specific password [[S:apple_app_pw]]. Error says authentication failed. Version [[L=128.5.2esr]].""")

# ---- English, several messages
C("en", "apple-id-code-multi", "password in one message, codes in the next two (the first expired)",
  """I'm going to give you my Apple ID login so you can walk me through the steps ok? It's lena.hart.88@icloud.com / [[S:pw_strong]]
---
it sent a code to my iPad: [[S:otp_spaced]]
---
nvm that one expired, new one is [[S:otp6]]""")

C("en", "wifi-password-correction", "Wi-Fi password given, then corrected",
  """new wifi password for the house is [[S:pw_alnum]], can you make a printable card for guests with a QR?
---
sorry typo, it's actually [[S:pw_alnum#2]]""")

C("en", "safe-code-in-parts", "safe combination given in two parts; safe serial number look-alike",
  """My dad's safe code, I'll split it up so it isn't all in one place. First half: [[S:pin4#a]]
---
second half [[S:pin4#b]]. It's a SentrySafe, serial [[L:gen_serial]], and the keypad beeps three times on a wrong code. How many tries before lockout?""")

C("en", "ftp-announce-then-give", "credentials announced in one message and given in the next",
  """I'm about to paste the credentials for our staging FTP so you can help me write the lftp mirror script, ok?
---
host ftp.staging.printhaus.co.uk port 21, user deploy_ftp, password [[S:pw_strong]]. remote dir /htdocs/releases/[[L:version_tag]]""")

C("en", "mum-card-in-two-parts", "mother's card number split over two messages, CVC in the second",
  """booking the flights for my mum with her card, she's sitting next to me. I'll send the number in two bits: [[S:@h1:visa_ns]]
---
[[S:@h2:visa_ns]] exp [[N:expiry]] cvv [[S:cvc3]]. The fare is $612.40, the seats are on hold under [[L:pnr]].""")


# ================================================================ ENGLISH, negative
C("en", "aws-docs-example-keys", "the AWS documentation example key pair",
  """In the AWS docs the credentials file example uses [[L=AKIAIOSFODNN7EXAMPLE]] and [[L=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY]]. If I put those in ~/.aws/credentials for a workshop demo, will the CLI at least parse the file, or does it validate them somehow?""")

C("en", "stripe-test-cards", "Stripe documentation test cards and the old docs test key",
  """For testing checkout I'm using [[L=4242 4242 4242 4242]] with any future date and CVC, and [[L=4000 0000 0000 0002]] for the decline path. The old Stripe docs had [[L=sk_test_4eC39HqLyjWDarjtT1zdp7dc]] in every snippet, does that key still work for anyone?""")

C("en", "amazon-ups-missing-package", "order number, tracking number and a driver's phone",
  """Amazon says delivered but there's nothing at my door. Order [[L:amazon_order]], UPS tracking [[L:ups]]. The driver left a note with [[L:phone_us]]. Should I call them or Amazon first?""")

C("en", "git-revert-keep-commit", "commit hashes, tag and PR number",
  """I need to revert [[L:sha1]] but keep the fix from [[L:sha7#2]] that came after it. We're on tag [[L:version_tag]] and this is for PR #4821. Revert, or interactive rebase?""")

C("en", "iso-checksum-mismatch", "two SHA-256 checksums",
  """Downloaded ubuntu-24.04.1-desktop-amd64.iso. sha256sum gives me
[[L:sha256]]
but SHA256SUMS on the mirror says
[[L:sha256#2]]
Corrupt download or wrong file?""")

C("en", "postgres-uuid-slow-query", "UUIDs in a SQL question",
  """This is slow (3s) even though customer_id has an index:

SELECT * FROM orders WHERE customer_id = '[[L:uuid4]]' OR referrer_id = '[[L:uuid4#2]]' ORDER BY created_at DESC LIMIT 20;

Postgres 15, 40M rows. OR killing the index?""")

C("en", "env-example-placeholders", "placeholders in an .env.example",
  """Our repo has this .env.example:

STRIPE_SECRET_KEY=[[L=sk_live_your_key_here]]
DB_PASSWORD=[[L=changeme]]
JWT_SECRET=[[L=<generate-a-long-random-string>]]
SENTRY_DSN=

How do new devs make their real .env from it without ever committing it?""")

C("en", "card-dispute-masked", "masked card number, transaction id and amount",
  """There's a charge I didn't make: $84.99 from "SP DIGITALGOODS" on 11/28, card [[L:@mask4:visa]], transaction ID [[L:ref12]]. Write me a short dispute message for the bank app.""")

C("en", "flight-change-pnr", "booking reference, e-ticket number and flight number",
  """I need to move my flight a day earlier. Booking reference [[L:pnr]], e-ticket [[L:eticket]], flight [[L=UA 1432]] on Dec 19 SFO to ORD. Will basic economy even let me change?""")

C("en", "german-vendor-invoice", "a supplier's IBAN, BIC, VAT id and invoice number",
  """Our German supplier's invoice says pay to IBAN [[L:iban_de]], BIC [[L:@bic:iban_de]], their VAT ID [[L:de_ustid]], invoice [[L:invoice]]. We're a UK Ltd. Is this reverse charge, and what do I put on our side?""")

C("en", "common-passwords-slide", "famous bad passwords discussed as examples",
  """For a security awareness slide: the most common passwords are still things like [[L=123456]], [[L=qwerty123]] and [[L=iloveyou]]. Explain in two sentences why [[L=P@ssw0rd]] is no better, and the "[[L=hunter2]]" joke for the nerds in the room.""")

C("en", "apple-warranty-serials", "device serial numbers and a support case number",
  """Warranty claim: MacBook Air serial [[L:apple_serial]] (battery swelling) and the AirPods case [[L:apple_serial#2]]. Apple gave me case number [[L:ref10]]. Do I need the receipt for both?""")

C("en", "jwt-io-example-token", "the jwt.io example token and its example secret",
  """Why does the example on jwt.io, [[L=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c]], verify with "[[L=your-256-bit-secret]]"? I thought the secret had to be base64.""")

C("en", "btc-donation-txid", "a streamer's public bitcoin address and a transaction id",
  """A streamer's donation page lists [[L:btc_addr]]. I sent 0.002 BTC an hour ago, txid [[L:sha256]], still 0 confirmations. Is the fee too low, can I speed it up?""")

C("en", "redacted-log-excerpt", "already redacted values in a log",
  """Here are the logs, I redacted the sensitive stuff:

POST /v1/token 200 client_id=mobile-ios
Authorization: Bearer [[L=***REDACTED***]]
db: connecting as reporting password=[[L=********]] host=10.0.3.7

Why does the second request take 4 seconds?""")

C("en", "iban-validator-doc-examples", "documentation example IBANs and a deliberately broken one",
  """Writing an IBAN validator in Python. For tests I'm using the Wikipedia examples [[L=GB82 WEST 1234 5698 7654 32]] and [[L=DE89 3704 0044 0532 0130 00]], and [[L=GB82 TEST 1234 5698 7654 32]] should fail. Is mod 97 on the rearranged string enough?""")

C("en", "sample-ssn-history", "the famous sample SSN and tutorial placeholders",
  """Is it true that [[L=078-05-1120]] was printed on a sample card in wallets and thousands of people used it as their own? And why do tutorials always use [[L=123-45-6789]]?""")

C("en", "appointment-confirmation-npi", "appointment code, a doctor's public NPI and clinic phone",
  """Can you add this to my calendar: dermatology with Dr. Anjali Patel, Thu Dec 11 9:40am, confirmation [[L:alnum8]], NPI [[L:us_npi]], clinic [[L:phone_us]], copay $30.""")

C("en", "npm-integrity-mismatch", "lockfile integrity hash and package version",
  """npm ci fails with EINTEGRITY: expected [[L:sri_hash]] for lodash [[L=4.17.21]]. Delete the lockfile or clear the cache?""")

C("en", "stolen-phone-imei", "IMEI and a carrier case number",
  """My phone was stolen on the bus. The police report wants the IMEI, it's [[L:imei]] (from the box). Carrier case number [[L:support_case]]. What else should I do tonight?""")


# ================================================================ GERMAN
C("de", "elster-steuer-id-finanzamt-iban", "own Steuer-ID; the tax office's IBAN and BIC for a payment are look-alikes",
  """Ich sitze gerade an der Steuererklärung in ELSTER. Meine Steuer-ID ist [[S:de_steuerid]]. Letztes Jahr musste ich nachzahlen, an das Finanzamt München, IBAN [[L:iban_de_bbk]], BIC [[L:@bic:iban_de_bbk]]. Kann ich die Fahrten zur Arbeit (23 km, 210 Tage) in Anlage N eintragen, auch wenn ich teilweise im Homeoffice war?""")

C("de", "kaution-iban-ausweis", "own IBAN and ID card number for a landlord; BIC look-alike",
  """Kannst du mir eine kurze, freundliche Mail an meinen Vermieter schreiben? Die Kaution soll bitte auf mein Konto zurück: IBAN [[S:iban_de]], BIC [[L:@bic:iban_de]], Kontoinhaber Jonas Weber. Für das Übergabeprotokoll wollte er noch meine Ausweisnummer, die ist [[S:de_ausweis]].""")

C("de", "hautarzt-versichertennummer-multi", "health insurance number announced, then given; the insurer's IK number is a look-alike",
  """Für die Online-Terminbuchung beim Hautarzt brauche ich meine Versichertennummer, Moment, ich such die Karte
---
So, hier: [[S:de_kvnr]], Techniker Krankenkasse. Auf der Karte steht auch noch die Kassennummer [[L=101575519]]. Muss ich die auch eintragen? Buchungsnummer vom Portal ist [[L:alnum8]].""")

C("de", "dhl-paket-verschwunden", "parcel number, order number and the shop's VAT id",
  """Mein Paket ist seit einer Woche "in Zustellung". DHL-Sendungsnummer [[L:dhl_paket]], Bestellnummer bei Otto [[L:otto_order]]. Auf der Rechnung steht die USt-IdNr. des Händlers [[L:de_ustid]]. Muss ich mich an DHL oder an Otto wenden?""")

# ================================================================ FRENCH
C("fr", "mutuelle-secu-rib", "NIR, own IBAN and the mutuelle member number; the broker's ORIAS number is a look-alike",
  """Je remplis le formulaire d'adhésion de la mutuelle, tu peux vérifier que je n'ai rien oublié ? Numéro de sécu : [[S:fr_nir]]. RIB pour les remboursements : [[S:iban_fr]]. Ils m'ont déjà donné un numéro d'adhérent, [[S:ref10]]. Le courtier indique son numéro ORIAS [[L:orias]] en bas de page, c'est normal ?""")

C("fr", "livebox-cle-wifi", "Wi-Fi key and admin password of the user's box; serial number look-alike",
  """Comment je change le mot de passe Wi-Fi de ma Livebox ? La clé actuelle c'est celle sous la box, [[S:wifi_hex]], et le mot de passe d'administration que j'ai mis c'est [[S:pw_alnum]]. Numéro de série de la box : [[L:livebox_serial]].""")

C("fr", "facture-siret-colissimo", "a company's SIRET and VAT number, order and tracking numbers",
  """J'ai reçu la facture : SIRET [[L:fr_siret]], TVA intracommunautaire [[L:fr_tva]], commande n° [[L:ref8]]. Le colis Colissimo [[L:colissimo]] est bloqué depuis lundi. Je peux déjà déduire la TVA en tant qu'auto-entrepreneur ?""")

# ================================================================ SPANISH
C("es", "gimnasio-dni-iban", "own DNI and IBAN for a direct debit; gym's CIF and member number are look-alikes",
  """Para domiciliar la cuota del gimnasio me piden DNI y cuenta. DNI [[S:es_dni]], IBAN [[S:iban_es]]. En el contrato pone que el CIF del gimnasio es [[L:es_cif]] y mi número de socio [[L:ref6]]. ¿Me pueden cobrar la matrícula aunque haya promoción?""")

C("es", "factura-rfc-mexico", "own RFC for an invoice; receipt folio look-alike",
  """Necesito que me facturen la compra del súper. Mi RFC es [[S:mx_rfc]], régimen 612, uso CFDI G03. El ticket trae el folio [[L:ref12]] y dice que tengo 30 días. ¿Cómo lo pido en su portal?""")

C("es", "thunderbird-contrasena-corregida", "app password given and then corrected in the next message",
  """¿Me ayudas a configurar el correo de iCloud en Thunderbird? La contraseña de aplicación es [[S:apple_app_pw]]
---
perdón, esa era la vieja, la buena es [[S:apple_app_pw#2]]""")

C("es", "pedido-correos-renfe", "order number, postal tracking and a train booking locator",
  """Tengo dos líos: el pedido [[L:es_pedido]] de Amazon viene por Correos con el código [[L:correos_es]] y lleva tres días en "en tránsito", y además tengo que cambiar el billete de Renfe, localizador [[L:pnr]]. ¿Qué hago primero?""")

# ================================================================ PORTUGUESE
C("pt", "nubank-cpf-senha", "own CPF and card PIN; support protocol number look-alike",
  """Tô abrindo conta no Nubank pelo app e travou na parte da selfie. Já coloquei o CPF [[S:br_cpf]] e a senha de 4 dígitos do cartão, [[S:pin4]]. O atendimento me passou o protocolo [[L:br_protocolo]]. Tem como terminar pelo computador?""")

C("pt", "discord-bot-token", "Discord bot token in Python; server id look-alike",
  """Meu bot do Discord não liga, dá "Improper token has been passed":

client.run("[[S:discord_tok]]")

o ID do servidor é [[L:snowflake]] e já dei as permissões de intents. O que tá errado?""")

C("pt", "irs-portugal-nif-iban", "own NIF, IBAN and tax portal password; employer NIF look-alike",
  """Estou a preencher o IRS pela primeira vez. O meu NIF é [[S:pt_nif]], o IBAN para o reembolso [[S:iban_pt]] e a senha do Portal das Finanças é [[S:hpw_pt]]. A entidade patronal tem o NIF [[L:pt_nif_company]]. Devo optar pelo IRS Jovem?""")

C("pt", "shopee-rastreio-cnpj", "tracking code, a shop's CNPJ and an order number",
  """Comprei um fone na Shopee e o código de rastreio [[L:br_track]] não atualiza há 10 dias. O CNPJ da loja na nota é [[L:br_cnpj]] e o pedido é [[L:shopee_order]]. Já posso abrir reclamação?""")

# ================================================================ ITALIAN
C("it", "spid-codice-fiscale", "own codice fiscale and SPID password; request code look-alike",
  """Devo recuperare le credenziali SPID di Poste. Codice fiscale [[S:it_cf_f]], la password che uso è [[S:hpw_it]] ma mi dice che è errata. Il codice della pratica è [[L:it_pratica]]. Conviene fare il riconoscimento in ufficio postale?""")

C("it", "affitto-iban-inquilino", "own IBAN for rent; registration number of the lease look-alike",
  """Scrivimi un messaggio per il mio nuovo inquilino con le coordinate per l'affitto: IBAN [[S:iban_it]], intestato a Marco Conti, causale "canone dicembre". Il contratto è registrato all'Agenzia delle Entrate con il numero [[L:ref6]] serie 3T.""")

C("it", "fattura-partita-iva-brt", "a company's VAT number, order and tracking numbers",
  """Il fornitore mi ha mandato fattura con Partita IVA [[L:it_piva]], ordine n. [[L:ref8]], spedizione BRT [[L:brt_track]]. La merce è arrivata rotta: come scrivo il reclamo?""")

# ================================================================ DUTCH
C("nl", "digid-bsn-smscode", "own BSN and an SMS code; error code look-alike",
  """Ik wil mijn aangifte doen maar DigiD doet raar. BSN [[S:nl_bsn]], de sms-code was [[S:otp6]] en toch krijg ik foutcode [[L=D0005]]. Moet ik de app opnieuw activeren?""")

C("nl", "vve-incasso-iban", "own IBAN for a direct debit; the association's KvK number and reference are look-alikes",
  """Kun je een mailtje schrijven naar de VvE dat de servicekosten voortaan van mijn rekening [[S:iban_nl]] mogen worden geïncasseerd? Hun KvK-nummer is [[L:kvk]] en het kenmerk op de brief is [[L:ref10]].""")

C("nl", "postnl-bol-btw", "tracking code, order number and a shop's VAT number",
  """Mijn pakket van bol.com komt niet: bestelnummer [[L:bol_order]], PostNL track & trace [[L:postnl]]. Het BTW-nummer van de verkoper is [[L:nl_btw]]. Is dat een echte winkel?""")

# ================================================================ RUSSIAN
C("ru", "gosuslugi-snils-sms-multi", "SNILS and password, then the SMS code in a second message",
  """Помоги разобраться с Госуслугами, не могу войти. Логин у меня СНИЛС [[S:ru_snils]], пароль [[S:hpw_ru]]
---
Пришла смс с кодом [[S:otp6]], ввожу — пишет «неверный код». Номер заявления на восстановление [[L:ref10]]""")

C("ru", "zarplata-rekvizity", "own INN and personal account; bank BIK and correspondent account are public",
  """Бухгалтерия просит реквизиты для зарплаты, проверь, всё ли правильно:
Получатель: Смирнова Анна Сергеевна
ИНН [[S:ru_inn12]]
Счёт получателя [[S:@f1:ru_bankset]]
БИК [[L:@f0:ru_bankset]]
Корр. счёт [[L:@f2:ru_bankset]]""")

C("ru", "telegram-bot-token", "Telegram bot token; chat id and library version look-alikes",
  """Бот в телеге молчит, хотя polling запущен.

bot = Bot(token="[[S:tg_tok]]")
CHAT_ID = [[L:tg_chat]]

aiogram [[L:semver]], python 3.12. Что может быть?""")

C("ru", "ozon-vozvrat-trek", "tracking number, order number and a seller's INN and OGRN",
  """Хочу вернуть товар с Ozon. Трек-номер Почты [[L:ru_track]], номер заказа [[L:ozon_order]]. В чеке продавец: ИНН [[L:ru_inn10]], ОГРН [[L:ru_ogrn]]. Как оформить возврат, если прошло 9 дней?""")

# ================================================================ UKRAINIAN
C("uk", "diia-rnokpp-iban", "own tax number and IBAN; the university's EDRPOU code is a look-alike",
  """Заповнюю декларацію на податкову знижку за навчання в Дії. РНОКПП [[S:ua_rnokpp]], IBAN для повернення [[S:iban_ua]]. Код ЄДРПОУ університету з договору [[L:ua_edrpou]]. Які ще документи треба додати?""")

C("uk", "olx-scam-card", "card number and CVV handed to a supposed buyer; listing id look-alike",
  """Продаю крісло на OLX, покупець пише, що оплатить через «OLX доставку» і просить дані картки, щоб гроші прийшли: [[S:mastercard]], термін [[N:expiry]], CVV [[S:cvc3]]. Я вже надіслала. Оголошення [[L:ref10]]. Це шахраї?""")

C("uk", "nova-poshta-rozetka", "waybill number, order number and a branch phone",
  """Посилка з Rozetka не приїхала. ТТН Нової пошти [[L:nova_poshta]], замовлення [[L:rozetka_order]], телефон відділення [[L:ua_phone]]. Куди краще писати?""")

# ================================================================ POLISH
C("pl", "profil-zaufany-pesel", "own PESEL and bank login password; application number look-alike",
  """Zakładam profil zaufany przez bank, ale coś się wysypuje. PESEL [[S:pl_pesel]], hasło do bankowości [[S:hpw_pl]]. Numer wniosku [[L:ref10]]. Spróbować przez ePUAP czy iść do urzędu?""")

C("pl", "blik-oszustwo", "BLIK code given to a scammer and own IBAN; bank helpline look-alike",
  """Kolega napisał na Messengerze, że pilnie potrzebuje BLIKA na 500 zł, podałem mu kod [[S:otp6]]. Teraz nie odpisuje, chyba ktoś mu przejął konto. Moje konto to [[S:iban_pl]]. Dzwonić na infolinię [[L=800 302 302]] i zastrzegać?""")

C("pl", "faktura-nip-inpost", "a seller's NIP, order number and parcel number",
  """Sprzedawca wystawił fakturę z NIP [[L:pl_nip]], zamówienie [[L:ref8]]. Paczka InPost [[L:inpost]] utknęła w sortowni. Jak napisać reklamację?""")

# ================================================================ CZECH
C("cs", "vzp-rodne-cislo-ucet", "birth number and own account; employer's IČO look-alike",
  """Vyplňuji přihlášku k VZP po změně pojišťovny. Rodné číslo [[S:cz_rc]], číslo účtu pro přeplatky [[S:cz_acct]]. Zaměstnavatel má IČO [[L:cz_ico]]. Musím to hlásit i zaměstnavateli sám?""")

C("cs", "datova-schranka-heslo", "data box password; the data box id (a public address) is a look-alike",
  """Zapomněl jsem heslo do datové schránky. Staré heslo bylo [[S:pw_strong]] a ID schránky je [[L:cz_databox]]. Dá se to obnovit přes bankovní identitu, nebo musím na Czech POINT?""")

C("cs", "faktura-variabilni-symbol", "a supplier's account, variable symbol and IČO",
  """Platím fakturu za opravu auta: účet dodavatele [[L:cz_acct_company]], variabilní symbol [[L:cz_vs]], IČO [[L:cz_ico]]. Splatnost byla včera, hrozí penále?""")


# ================================================================ CHINESE
C("zh", "wangdai-id-bankcard-code", "ID number, bank card and SMS code sent to a loan app; hotline look-alike",
  """帮我看看这个网贷App靠不靠谱，它让我填：身份证号[[S:cn_id]]，银行卡号[[S:cn_bankcard]]，然后又让我把收到的短信验证码[[S:otp6]]发给客服。客服电话是[[L:cn_400]]。我已经都填了，现在怎么办？""")

C("zh", "zhifubao-mima-dingdan", "payment password and login password; order number look-alike",
  """我的支付宝支付密码是[[S:pin6]]，登录密码是[[S:hpw_zh]]，老是记混，帮我想个好记的办法？另外订单号[[L:taobao_order]]那笔退款一直没到账。""")

C("zh", "fapiao-xinyongdaima-shunfeng", "a company's credit code, courier and order numbers",
  """帮我写一条催开发票的消息。抬头：杭州云帆科技有限公司，统一社会信用代码[[L:cn_uscc]]；商品已经签收，顺丰单号[[L:sf_express]]，淘宝订单号[[L:taobao_order]]。""")

# ================================================================ JAPANESE
C("ja", "mynumber-kaisha-teishutsu", "own My Number; employee number look-alike",
  """会社にマイナンバーを提出するように言われたのですが、メールで送っても大丈夫でしょうか。番号は[[S:jp_mynumber]]です。社員番号は[[L:ref6]]です。""")

C("ja", "netbank-anshou-bangou", "account number and PIN; branch number is the bank's own identifier",
  """ネットバンキングの暗証番号をよく忘れるので、覚え方を考えてください。支店番号[[L:jp_branch]]、普通預金 口座番号[[S:jp_account]]、暗証番号は[[S:pin4]]です。""")

C("ja", "amazon-yamato-houjin", "order and tracking numbers and a seller's corporate number",
  """Amazonで注文した荷物（注文番号[[L:amazon_order_jp]]）がヤマトの追跡番号[[L:yamato]]で調べても出てきません。出品者の法人番号は[[L:jp_corp]]です。どこに問い合わせればいいですか？""")

# ================================================================ KOREAN
C("ko", "gongdong-injeungseo-rrn", "resident registration number and certificate password",
  """공동인증서 비밀번호를 다섯 번 틀려서 잠겼어요. 주민등록번호 [[S:kr_rrn]] 넣고 재발급 받으면 되나요? 원래 비밀번호는 [[S:hpw_ko]]였던 것 같은데 확실하지 않아요.""")

C("ko", "gitlab-ci-token-403", "GitLab token in CI; pipeline number and runner version look-alikes",
  """회사 깃랩 CI에서 배포할 때 토큰 [[S:glpat]] 쓰는데 403이 떠요. 파이프라인 [[L:kr_pipeline]], 러너 버전 [[L:semver]]입니다. 토큰 스코프 문제일까요?""")

C("ko", "taekbae-songjang-saeopja", "a shop's business number, waybill and order numbers",
  """사업자등록번호 [[L:kr_bizno]]인 쇼핑몰에서 산 물건이 안 와요. CJ대한통운 송장번호 [[L:cj_invoice]], 주문번호 [[L:kr_order]]. 환불 요청 문자 좀 써 주세요.""")

# ================================================================ ARABIC
C("ar", "absher-hawiya-otp", "Saudi national id, password and an OTP in Arabic-Indic digits; request number look-alike",
  """أحاول أدخل أبشر وما يقبل. رقم الهوية [[S:sa_nin]] وكلمة المرور [[S:hpw_ar]]، ووصلني رمز التحقق [[S:sa_otp_ar]] بس يقول انتهت صلاحيته. رقم الطلب [[L:ref10]]. وش أسوي؟""")

C("ar", "rajhi-iban-rawatib", "own IBAN for salary; bank SWIFT code and employee number are look-alikes",
  """ابغى اكتب ايميل للموارد البشرية عشان يحولون الراتب على حسابي الجديد في الراجحي: الآيبان [[S:iban_sa_rajhi]]، السويفت [[L=RJHISARI]]. رقمي الوظيفي [[L:ref6]]. اكتبه بشكل رسمي.""")

C("ar", "instapay-raqam-qawmi", "Egyptian national id, card number and PIN",
  """عايز أعمل حساب على إنستاباي وبيطلب بيانات كتير. الرقم القومي [[S:eg_nid]]، رقم الكارت [[S:mastercard]]، وكمان الـ PIN بتاع الكارت [[S:pin4]]. هو ده طبيعي ولا نصب؟""")

# ================================================================ PERSIAN
C("fa", "kart-cvv2-ramz-pooya", "card number, CVV2 and dynamic password in Persian digits",
  """یه سایت خرید بلیت ازم اینا رو خواسته: شماره کارت [[S:@fa:ir_card]]، cvv2 [[S:@fa:cvc4]]، تاریخ انقضا ۱۴۰۶/۰۳ و رمز پویا [[S:@fa:otp6]]. وارد کردم ولی پرداخت انجام نشد. پولم برمیگرده؟""")

C("fa", "vam-daneshjooyi-melli-sheba", "national code and Sheba number; tracking code look-alike",
  """برای وام دانشجویی کد ملی [[S:ir_melli]] و شماره شبا [[S:iban_ir]] رو وارد کردم ولی خطای عدم تطابق میده. کد رهگیری درخواست [[L:ref12]] هست. مشکل از کجاست؟""")

C("fa", "marsoole-post-sefaresh", "postal tracking code, order number and a company's national id",
  """مرسوله ام هنوز نرسیده. کد رهگیری پست [[L:ir_post_track]]، شماره سفارش [[L:ref10]]، شناسه ملی فروشنده [[L:ir_company_id]]. چطور شکایت ثبت کنم؟""")

# ================================================================ HEBREW
C("he", "tofes-101-tz-bank", "Israeli id and own account; bank branch number look-alike",
  """אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות [[S:il_id]], בנק לאומי, סניף [[L:jp_branch]], מספר חשבון [[S:il_account]]. צריך לצרף גם צילום צ'ק?""")

C("he", "orchim-wifi-shaar", "home Wi-Fi password and gate code for guests",
  """תכתוב לי הודעה קצרה לאורחים שמגיעים בשבת: הסיסמה של ה-WiFi היא [[S:pw_alnum]], הקוד לשער החניה [[S:gatecode]], ושאם יש בעיה יתקשרו אליי ל-[[L:phone_il]].""")

C("he", "google-code-sms-hp", "Google verification code from an SMS; a company's registration number look-alike",
  """קיבלתי עכשיו SMS: "G-[[S:otp6]] הוא קוד האימות שלך ב-Google". לא ביקשתי כלום. באותו יום גם הגיעה חשבונית מחברה עם ח.פ. [[L:il_company]]. מישהו מנסה להיכנס לחשבון?""")

# ================================================================ HINDI
C("hi", "kyc-fraud-aadhaar-otp", "Aadhaar number and OTP given to a fraud caller; complaint number look-alike",
  """किसी ने बैंक वाला बनकर फोन किया, KYC के नाम पर आधार नंबर [[S:in_aadhaar]] और OTP [[S:otp6]] माँगा, मैंने दे दिया। साइबर क्राइम पोर्टल पर शिकायत की, नंबर [[L:ref15]] मिला है। अब और क्या करूँ?""")

C("hi", "upi-pin-utr", "UPI PIN; UTR reference look-alike",
  """मेरा UPI PIN [[S:pin6]] है, पापा के फोन में भी वही PIN डालना पड़ेगा क्या? और कल वाले पेमेंट का UTR नंबर [[L:in_utr]] है, पैसा उनके खाते में नहीं पहुँचा।""")

C("hi", "makan-malik-khata-ifsc", "own account number and PAN; IFSC look-alike",
  """मकान मालिक को सिक्योरिटी वापस करने के लिए मेरा खाता नंबर [[S:in_account]] और IFSC [[L:ifsc]] भेजना है, एक छोटा सा मैसेज लिख दो। वो रसीद के लिए मेरा PAN [[S:in_pan]] भी माँग रहे हैं।""")

# ================================================================ TURKISH
C("tr", "edevlet-sifre-tckn", "TC identity number and e-Devlet password; application number look-alike",
  """e-Devlet şifremi unuttum. TC kimlik no [[S:tr_tckn]], eski şifrem [[S:hpw_tr]] idi sanırım. PTT'den yeni şifre aldım, başvuru numarası [[L:ref10]]. Yine de giremiyorum, neden?""")

C("tr", "kira-iban-emlakci", "own IBAN for rent; the agency's tax number look-alike",
  """Ev sahibine kira için kendi IBAN'ımı göndereceğim: [[S:iban_tr]]. Kibar bir mesaj yazar mısın, açıklamaya "Aralık kirası" yazsın. Emlakçının vergi numarası [[L:tr_vkn]], sözleşmede o da var.""")

C("tr", "trendyol-aras-vkn", "order number, tracking number and a seller's tax number",
  """Trendyol'dan aldığım ayakkabı gelmedi. Sipariş no [[L:trendyol_order]], Aras Kargo takip no [[L:aras]], satıcının vergi numarası [[L:tr_vkn]]. Nasıl şikayet ederim?""")


# ================================================================ SWEDISH
C("sv", "bankid-personnummer-kod", "personal identity number and BankID security code; case number look-alike",
  """BankID-appen säger att jag måste förnya. Personnummer [[S:se_pnr]], säkerhetskoden jag valde är [[S:pin6]]. Banken gav mig ärendenummer [[L:ref8]]. Kan jag förnya hemifrån eller måste jag till kontoret?""")

C("sv", "deposition-clearing-konto", "own account number; clearing number and the landlord's bankgiro are look-alikes",
  """Skriv ett kort mejl till hyresvärden om att depositionen ska betalas tillbaka till mitt konto: clearingnummer [[L:se_clearing]], kontonummer [[S:se_account]]. Själv betalade jag hyran till deras bankgiro [[L:se_bankgiro]].""")

C("sv", "faktura-ocr-orgnr", "bankgiro, OCR number and organisation number on a bill",
  """Jag har fått en faktura från ett elbolag jag aldrig hört talas om: bankgiro [[L:se_bankgiro]], OCR [[L:se_ocr]], organisationsnummer [[L:se_orgnr]]. Hur kollar jag om det är bluff?""")

# ================================================================ DANISH
C("da", "mitid-cpr-adgangskode", "CPR number and MitID password; case number look-alike",
  """Jeg skal logge på borger.dk, men MitID-appen er gået i stå. CPR-nummer [[S:dk_cpr]], og min MitID-adgangskode er [[S:hpw_da]]. Kommunen har givet mig sagsnummer [[L:ref8]]. Kan jeg bruge en kodeviser i stedet?""")

C("da", "loenkonto-regnr", "own account number; registration number and employer CVR are look-alikes",
  """Kan du hjælpe mig med en mail til lønkontoret om min nye lønkonto? Reg.nr. [[L:dk_regnr]], kontonr. [[S:dk_kontonr]]. Firmaets CVR-nummer er [[L:dk_cvr]], hvis de skal bruge det.""")

# ================================================================ NORWEGIAN
C("no", "bankid-fodselsnummer", "national identity number and BankID password",
  """Jeg har glemt BankID-passordet. Fødselsnummer [[S:no_fnr]], det gamle passordet var [[S:hpw_no]]. Kan jeg bestille ny kodebrikke på nett eller må jeg innom banken?""")

C("no", "depositum-kontonummer-kid", "own account number; KID from a bill is a look-alike",
  """Skriv en melding til utleier om at depositumet skal tilbake til kontoen min, [[S:@noacct:no_account]]. Den siste husleien betalte jeg med KID [[L:no_kid]], så den er gjort opp.""")

C("no", "faktura-kid-orgnr", "KID, a company's account number and organisation number",
  """Fikk faktura fra strømselskapet: KID [[L:no_kid]], kontonummer [[L:@noacct:no_account]], org.nr. [[L:no_orgnr]]. Beløpet er dobbelt så høyt som vanlig, hvordan klager jeg?""")

# ================================================================ FINNISH
C("fi", "kela-hetu-tilinumero", "personal identity code and own IBAN; reference number look-alike",
  """Täytän Kelan asumistukihakemusta. Henkilötunnus [[S:fi_hetu]], tilinumero [[S:iban_fi]]. Vuokranantajan laskussa on viitenumero [[L:fi_viite]], pitääkö sekin laittaa hakemukseen?""")

C("fi", "verkkopankki-tunnusluku", "bank password and PIN-like key code",
  """Unohdan aina verkkopankin salasanan. Se on [[S:hpw_fi]] ja tunnuslukusovelluksen PIN on [[S:pin4]]. Keksi joku muistisääntö, mutta älä kirjoita numeroita suoraan.""")

C("fi", "lasku-ytunnus-posti", "business id, reference number and parcel code",
  """Sain laskun firmalta, jota en tunne: Y-tunnus [[L:fi_ytunnus]], viitenumero [[L:fi_viite]], ja samaan aikaan tuli Postin seurantakoodi [[L:posti]]. Onko tämä huijaus?""")

# ================================================================ HUNGARIAN
C("hu", "uj-munkahely-ado-taj-szamla", "tax id, TAJ number and own account; company tax number look-alike",
  """Az új munkahelyemre kell leadnom: adóazonosító jel [[S:hu_adoazonosito]], TAJ-szám [[S:hu_taj]], bankszámlaszám [[S:hu_acct]]. A cég adószáma [[L:hu_adoszam]]. Jól írtam be mindent a nyomtatványra?""")

C("hu", "ugyfelkapu-jelszo-sms", "Ügyfélkapu password and SMS code; case number look-alike",
  """Nem tudok belépni az Ügyfélkapuba. A jelszavam [[S:hpw_hu]], az SMS-kód [[S:otp6]] volt, de lejárt. Az ügyszámom [[L:ref10]]. Mit csináljak?""")

C("hu", "webshop-rendeles-gls", "order number, parcel number and a webshop's tax number",
  """Rendelésszám [[L:ref8]], GLS csomagszám [[L:hu_gls]], a webshop adószáma [[L:hu_adoszam]]. Két hete nem jött meg a csomag, hogyan kérjem vissza a pénzt?""")

# ================================================================ ROMANIAN
C("ro", "spv-cnp-parola", "personal numeric code and SPV password; registration number look-alike",
  """Completez Declarația unică în SPV. CNP [[S:ro_cnp]], parola de la SPV [[S:hpw_ro]]. Am primit numărul de înregistrare [[L:ro_nr_inreg]]. Cum verific dacă a fost acceptată?""")

C("ro", "garantie-iban-proprietar", "own IBAN; the property manager's CUI look-alike",
  """Scrie-mi un mesaj politicos pentru firma de administrare: garanția să mi-o returneze în contul [[S:iban_ro]]. CUI-ul firmei e [[L:ro_cui]], îl am din contract.""")

C("ro", "awb-fan-emag", "courier AWB, order number and seller CUI",
  """Comanda eMAG [[L:emag_order]] a plecat cu Fan Courier, AWB [[L:awb_fan]], dar nu s-a mai mișcat de vineri. Vânzătorul are CUI [[L:ro_cui]]. Unde reclam?""")

# ================================================================ GREEK
C("el", "epidoma-afm-amka-taxisnet", "tax number, social security number and Taxisnet password; protocol number look-alike",
  """Κάνω αίτηση για το επίδομα θέρμανσης. ΑΦΜ [[S:gr_afm]], ΑΜΚΑ [[S:gr_amka]], κωδικός Taxisnet [[S:hpw_el]]. Μου έδωσε αριθμό πρωτοκόλλου [[L:protokollo]]. Πότε πληρώνει;""")

C("el", "epistrofi-foroy-iban", "own IBAN; employer's tax number look-alike",
  """Θέλω να δηλώσω IBAN για την επιστροφή φόρου: [[S:iban_gr]]. Ο ΑΦΜ του εργοδότη μου είναι [[L:gr_afm_company]]. Πώς το αλλάζω στο Taxisnet;""")

C("el", "skroutz-acs-afm", "order number, courier voucher and a shop's tax number",
  """Παραγγελία στο Skroutz [[L:skroutz_order]], voucher ACS [[L:acs_voucher]], ΑΦΜ καταστήματος [[L:gr_afm_company]]. Το δέμα ήρθε άδειο, τι κάνω;""")

# ================================================================ VIETNAMESE
C("vi", "vi-dien-tu-cccd-otp", "citizen id, own bank account and OTP; transaction code look-alike",
  """Mình đăng ký ví điện tử, nó hỏi số CCCD [[S:vn_cccd]] với số tài khoản Vietcombank [[S:vn_account]], rồi gửi mã OTP [[S:otp6]]. Nhập xong báo lỗi, mã giao dịch [[L:ref12]]. Có bị trừ tiền không?""")

C("vi", "zalo-me-bi-khoa", "mother's Zalo password entrusted to the user; phone look-alike",
  """Tài khoản Zalo của mẹ mình bị khóa, mật khẩu cũ là [[S:hpw_vi]], số điện thoại đăng ký [[L:phone_vn]]. Làm sao để mở lại mà không mất tin nhắn?""")

C("vi", "shopee-ghn-mst", "order number, waybill code and a shop's tax code",
  """Đơn Shopee [[L:shopee_order]] giao qua GHN, mã vận đơn [[L:ghn_code]], mà shop ghi mã số thuế [[L:vn_tax]]. Hàng bị móp, viết giúp mình tin nhắn khiếu nại.""")

# ================================================================ THAI
C("th", "perd-banchee-online-otp", "national id, account number and OTP; the OTP's Ref code is a look-alike",
  """เปิดบัญชีออนไลน์ แอปขอเลขบัตรประชาชน [[S:th_id]] กับเลขบัญชีเดิม [[S:th_account]] แล้วส่ง SMS มาว่า OTP คือ [[S:otp6]] (Ref: [[L:th_ref]]) ใส่แล้วขึ้นว่าหมดอายุ ทำยังไงดี""")

C("th", "rahat-atm-leum", "ATM PIN; reference number look-alike",
  """ลืมรหัสบัตร ATM อันเก่าคือ [[S:pin6]] แต่เพิ่งเปลี่ยนเมื่อเดือนก่อน ธนาคารให้เลขที่อ้างอิง [[L:ref10]] ต้องไปสาขาไหม""")

C("th", "phatsadu-thaipost-phasee", "postal tracking number, a shop's tax id and an order number",
  """พัสดุไปรษณีย์ไทยเลข [[L:th_track]] ยังไม่มาเลย ร้านมีเลขประจำตัวผู้เสียภาษี [[L:th_taxid_company]] เลขที่คำสั่งซื้อ [[L:th_order]] ช่วยร่างข้อความทวงหน่อย""")

# ================================================================ INDONESIAN
C("id", "hadiah-shopee-nik-otp", "NIK and OTP given to a fake prize caller; order number look-alike",
  """Ada yang ngaku dari Shopee, katanya aku menang hadiah dan minta NIK [[S:id_nik]] sama kode OTP [[S:otp6]] buat verifikasi. Udah aku kasih. Nomor pesanan yang dia sebut [[L:shopee_order]]. Aman gak sih?""")

C("id", "mbca-pin-rekening", "mobile banking PIN and own account; bank code look-alike",
  """PIN m-BCA aku [[S:pin6]], nomor rekening [[S:id_account]]. Kalau mau terima transfer dari bank lain, kode bank BCA itu [[L=014]] kan? Tolong bikinin teks buat dikirim ke klien.""")

C("id", "resi-jnt-tokopedia-va", "courier receipt, invoice number and a virtual account for payment",
  """Resi J&T [[L:jnt_resi]] belum update dari kemarin. Invoice Tokopedia [[L:tokopedia_inv]], aku bayar lewat virtual account [[L:id_va]]. Harus komplain ke siapa?""")

# ================================================================ TAGALOG
C("tl", "gcash-mpin-otp-scam", "GCash MPIN and OTP given to a fake agent; receipt Ref No. is a look-alike",
  """Nag-send ako ng pera sa GCash pero hindi daw natanggap. Ref No. [[L:gcash_ref]]. May nag-message na "GCash agent" sa FB, hiningi yung MPIN ko, binigay ko [[S:pin4]], pati yung OTP [[S:otp6]]. Ano gagawin ko ngayon?""")

C("tl", "bagong-trabaho-sss-philhealth", "SSS, PhilHealth and TIN numbers; employer number look-alike",
  """Para sa bagong trabaho, paki-check kung tama: SSS number ko [[S:ph_sss]], PhilHealth [[S:ph_philhealth]], TIN [[S:ph_tin]]. Employer number ng kumpanya [[L:ph_employer_id]].""")

C("tl", "tita-bdo-padala", "own bank account number for a remittance; phone look-alike",
  """Pa-compose naman ng text para kay Tita Baby: pakipadala na lang sa BDO account ko, [[S:ph_bank_account]], Maricel Santos. Kung may tanong, tawagan niya ako sa [[L:phone_ph]].""")

# ================================================================ SWAHILI
C("sw", "mpesa-namba-isiyo-sahihi", "M-Pesa confirmation code from an SMS; recipient phone look-alike",
  """Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu: "[[S:mpesa_code]] Imethibitishwa. Ksh1,500.00 imetumwa kwa JOHN KAMAU [[L:phone_ke]] tarehe 4/12/25 saa 9:12 AM." Nifanyeje ili zirudishwe?""")

C("sw", "pin-mpesa-tapeli", "M-Pesa PIN given to a fake agent; till number look-alike",
  """Mtu alinipigia akasema ni wa Safaricom, akaniuliza PIN yangu ya M-Pesa nikampa, ni [[S:pin4]]. Kabla ya hapo nililipa dukani kwa Till namba [[L:ke_till]]. Nifanye nini sasa hivi?""")

C("sw", "laini-nida-tin", "NIDA number and TIN; reference number look-alike",
  """Nasajili laini mpya, wananiuliza namba ya NIDA [[S:tz_nida]] na TIN yangu [[S:tz_tin]] kwa ajili ya biashara. Namba ya kumbukumbu waliyonipa ni [[L:ke_ref]]. Ni salama kuwapa?""")


# ================================================================ validation
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)
HOSTILE = set("\t\r\u0085\u2028\u2029\ufeff")


def bad_char(s, allow_newline):
    for ch in s:
        if ch == "\n":
            if not allow_newline:
                return "newline"
            continue
        if ch in HOSTILE or unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            return "U+%04X" % ord(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    p = []
    text, secrets, looks = c["text"], c["secrets"], c["lookalikes"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k].strip():
            p.append("empty " + k)
    if "id" in c and not ID_RE.match(c["id"]):
        p.append("bad id " + c["id"])
    if c["lang"] not in LANGS:
        p.append("bad lang " + c["lang"])
    if "[[" in text or "]]" in text:
        p.append("unrendered marker")
    if any(not m.strip() for m in text.split("\n---\n")):
        p.append("empty message")
    for k in ("text", "note", "id", "lang"):
        b = bad_char(c[k], k == "text")
        if b:
            p.append("hostile char %s in %s" % (b, k))
    if len(set(secrets)) != len(secrets) or len(set(looks)) != len(looks):
        p.append("duplicate listed value")
    if set(secrets) & set(looks):
        p.append("value both secret and look-alike")
    spans = {}
    for kind, vals in (("S", secrets), ("L", looks)):
        for v in vals:
            if not isinstance(v, str) or not v or v != v.strip():
                p.append("empty or padded value %r" % v)
                continue
            b = bad_char(v, kind == "S" and v.startswith("-----BEGIN"))
            if b:
                p.append("hostile char %s in value %r" % (b, v))
            occ = occurrences(text, v)
            if not occ:
                p.append("value not in text %r" % v)
            if len(v) <= 6 and len(occ) > 1:
                p.append("short value occurs %d times %r" % (len(occ), v))
            for a, e in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    p.append("number embedded (left) %r" % v)
                if v[-1].isdigit() and e < len(text) and text[e].isdigit():
                    p.append("number embedded (right) %r" % v)
            spans[(kind, v)] = occ
    for s in secrets:
        for l in looks:
            for a1, e1 in spans.get(("S", s), []):
                for a2, e2 in spans.get(("L", l), []):
                    if a1 < e2 and a2 < e1:
                        p.append("secret %r overlaps look-alike %r" % (s, l))
    return p


# check digits of drawn values, by generator
VALUE_CHECKS = {
    "visa": luhn_ok, "visa_ns": luhn_ok, "mastercard": luhn_ok, "amex": luhn_ok, "unionpay": luhn_ok, "mir": luhn_ok,
    "ir_card": luhn_ok, "jcb": luhn_ok, "cn_bankcard": luhn_ok, "imei": luhn_ok, "ca_sin": luhn_ok, "za_id": luhn_ok,
    "sa_nin": luhn_ok, "sa_iqama": luhn_ok, "ae_eid": luhn_ok, "se_pnr": luhn_ok, "se_orgnr": luhn_ok,
    "se_bankgiro": luhn_ok, "se_ocr": luhn_ok, "no_kid": luhn_ok, "gr_amka": luhn_ok, "it_piva": luhn_ok,
    "us_npi": lambda v: luhn_ok("80840" + v), "ca_bn": lambda v: luhn_ok(v.split()[0]),
    "fr_siret": lambda v: luhn_ok(v) and luhn_ok(only_digits(v)[:9]),
    "in_aadhaar": verhoeff_ok, "cn_id": cn_id_ok, "pl_pesel": pl_pesel_ok, "nl_bsn": bsn_ok, "tr_tckn": tr_tckn_ok,
    "uk_nhs": nhs_ok, "au_tfn": au_tfn_ok, "ru_snils": ru_snils_ok, "ir_melli": ir_melli_ok, "us_aba": aba_ok,
    "bitlocker": bitlocker_ok, "btc_addr": btc_ok,
    "us_vin": lambda v: vin_check(v) == v[8],
    "cz_rc": lambda v: int(only_digits(v)) % 11 == 0,
    "es_dni": lambda v: "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23] == v[8],
    "il_id": lambda v: il_id_digit(v[:8]) == v[8], "il_company": lambda v: il_id_digit(v[:8]) == v[8],
    "de_steuerid": lambda v: iso7064_11_10(v[:10]) == v[10],
    "de_ustid": lambda v: iso7064_11_10(v[2:10]) == v[10],
    "gr_afm": lambda v: gr_afm_check(v[:8]) == v[8], "gr_afm_company": lambda v: gr_afm_check(v[:8]) == v[8],
    "jp_mynumber": lambda v: jp_mynumber_digit(only_digits(v)[:11]) == only_digits(v)[11],
    "ru_bankset": lambda v: (ru_account_ok(v.split("|")[0], v.split("|")[1]) and len(v.split("|")[1]) == 20
                             and len(v.split("|")[2]) == 20 and len(v.split("|")[0]) == 9),
    "th_id": lambda v: th_id_digit(only_digits(v)[:12]) == only_digits(v)[12],
    "th_taxid_company": lambda v: th_id_digit(v[:12]) == v[12],
    "fi_hetu": lambda v: "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(v[:6] + v[7:10]) % 31] == v[10],
    "fi_viite": lambda v: ref_731(only_digits(v)[:-1]) == only_digits(v)[-1],
    "no_fnr": lambda v: no_mod11(v[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2]) == v[9] and no_mod11(v[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == v[10],
    "no_account": lambda v: no_mod11(v[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) == v[10],
    "no_orgnr": lambda v: no_mod11(only_digits(v)[:8], [3, 2, 7, 6, 5, 4, 3, 2]) == only_digits(v)[8],
    "br_cpf": lambda v: cpf_ok(only_digits(v)),
    "it_cf_f": lambda v: cf_check(v[:15]) == v[15], "it_cf_m": lambda v: cf_check(v[:15]) == v[15],
    "br_track": lambda v: s10_digit(v[2:10]) == v[10], "ru_track": lambda v: s10_digit(v[2:10]) == v[10],
    "th_track": lambda v: s10_digit(v[2:10]) == v[10],
}


def _kr_rrn_ok(v):
    d = only_digits(v)
    return len(d) == 13 and (11 - wsum(d[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 == int(d[12])


def _kr_bizno_ok(v):
    d = only_digits(v)
    t = wsum(d[:9], [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(d[8]) * 5) // 10
    return len(d) == 10 and (10 - t % 10) % 10 == int(d[9])


def _jp_corp_ok(v):
    base = v[1:]
    t = sum(int(ch) * (1 if n % 2 == 1 else 2) for n, ch in enumerate(reversed(base), start=1))
    return len(v) == 13 and 9 - t % 9 == int(v[0])


def _uscc_ok(v):
    t = sum(USCC_CH.index(ch) * pow(3, i, 31) for i, ch in enumerate(v[:17]))
    c = 31 - t % 31
    return len(v) == 18 and USCC_CH[0 if c == 31 else c] == v[17]


def _rnokpp_ok(v):
    return len(v) == 10 and wsum(v[:9], [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10 == int(v[9])


def _edrpou_ok(v):
    n = int(v)
    w1 = [1, 2, 3, 4, 5, 6, 7] if (n < 30000000 or n > 60000000) else [7, 1, 2, 3, 4, 5, 6]
    c = wsum(v[:7], w1) % 11
    if c >= 10:
        c = wsum(v[:7], [x + 2 for x in w1]) % 11
        c = 0 if c >= 10 else c
    return len(v) == 8 and c == int(v[7])


def _nip_ok(v):
    d = only_digits(v)
    return len(d) == 10 and wsum(d[:9], [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == int(d[9])


def _cz_acct_ok(v):
    n = v.split("/")[0]
    return wsum(n.rjust(10, "0"), CZ_W) % 11 == 0


def _hu_acct_ok(v):
    b1, b2, b3 = v.split("-")
    w = [9, 7, 3, 1] * 4
    return (wsum(b1, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 == 0
            and sum(int(ch) * w[i] for i, ch in enumerate(b2 + b3)) % 10 == 0)


def _hu_ado_ok(v):
    return len(v) == 10 and v[0] == "8" and wsum(v[:9], range(1, 10)) % 11 == int(v[9])


def _taj_ok(v):
    d = only_digits(v)
    return len(d) == 9 and wsum(d[:8], [3, 7, 3, 7, 3, 7, 3, 7]) % 10 == int(d[8])


def _hu_adoszam_ok(v):
    b = v.split("-")[0]
    return wsum(b, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 == 0


def _cnp_ok(v):
    c = wsum(v[:12], [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return len(v) == 13 and (1 if c == 10 else c) == int(v[12])


def _cui_ok(v):
    body = v[:-1]
    c = (wsum(body, [int(k) for k in "753217532"[-len(body):]]) * 10) % 11
    return (0 if c == 10 else c) == int(v[-1])


def _pt_nif_ok(v):
    c = 11 - wsum(v[:8], range(9, 1, -1)) % 11
    return len(v) == 9 and (0 if c >= 10 else c) == int(v[8])


def _dk_cvr_ok(v):
    return len(v) == 8 and wsum(v, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0


def _ytunnus_ok(v):
    d = only_digits(v)
    rem = wsum(d[:7], [7, 9, 10, 5, 8, 4, 2]) % 11
    return rem != 1 and (0 if rem == 0 else 11 - rem) == int(d[7])


def _es_cif_ok(v):
    b = v[1:8]
    a = sum(int(b[i]) for i in (1, 3, 5))
    t = 0
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        t += x // 10 + x % 10
    return (10 - (a + t) % 10) % 10 == int(v[8])


def _nir_ok(v):
    d = only_digits(v)
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def _fr_tva_ok(v):
    return (12 + 3 * (int(v[4:]) % 97)) % 97 == int(v[2:4]) and luhn_ok(v[4:])


def _nric_ok(v):
    t = wsum(v[1:8], [2, 7, 6, 5, 4, 3, 2]) + (4 if v[0] == "T" else 0)
    return "JZIHGFEDCBA"[t % 11] == v[8]


def _abn_ok(v):
    d = [int(x) for x in only_digits(v)]
    d[0] -= 1
    return len(d) == 11 and sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def _inn12_ok(v):
    return (wsum(v[:10], [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(v[10])
            and wsum(v[:11], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(v[11]))


def _inn10_ok(v):
    return len(v) == 10 and wsum(v[:9], [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(v[9])


def _ogrn_ok(v):
    return len(v) == 13 and int(v[:12]) % 11 % 10 == int(v[12])


def _nl_btw_ok(v):
    return bsn_ok(v[2:11]) and v.endswith("B01")


def _kvnr_ok(v):
    digits = "%02d" % (ord(v[0]) - 64) + v[1:9]
    t = 0
    for i, ch in enumerate(digits):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return len(v) == 10 and t % 10 == int(v[9])


VALUE_CHECKS.update({
    "kr_rrn": _kr_rrn_ok, "kr_bizno": _kr_bizno_ok, "jp_corp": _jp_corp_ok, "cn_uscc": _uscc_ok,
    "ua_rnokpp": _rnokpp_ok, "ua_edrpou": _edrpou_ok, "pl_nip": _nip_ok, "cz_acct": _cz_acct_ok,
    "cz_ico": lambda v: (11 - wsum(v[:7], [8, 7, 6, 5, 4, 3, 2]) % 11) % 10 == int(v[7]),
    "hu_acct": _hu_acct_ok, "hu_adoazonosito": _hu_ado_ok, "hu_taj": _taj_ok, "hu_adoszam": _hu_adoszam_ok,
    "ro_cnp": _cnp_ok, "ro_cui": _cui_ok, "pt_nif": _pt_nif_ok, "pt_nif_company": _pt_nif_ok, "dk_cvr": _dk_cvr_ok,
    "fi_ytunnus": _ytunnus_ok, "es_cif": _es_cif_ok, "fr_nir": _nir_ok, "fr_tva": _fr_tva_ok, "sg_nric": _nric_ok,
    "au_abn": _abn_ok, "ru_inn12": _inn12_ok, "ru_inn10": _inn10_ok, "ru_ogrn": _ogrn_ok, "nl_btw": _nl_btw_ok,
    "de_kvnr": _kvnr_ok, "ir_card": luhn_ok, "se_clearing": lambda v: True,
    "br_cnpj": lambda v: _cnpj_ok(only_digits(v)),
    "tr_vkn": lambda v: len(v) == 10 and v == tr_vkn_digit_check(v),
})


def _cnpj_ok(d):
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    a = wsum(d[:12], w1) % 11
    b = wsum(d[:13], [6] + w1) % 11
    return len(d) == 14 and (0 if a < 2 else 11 - a) == int(d[12]) and (0 if b < 2 else 11 - b) == int(d[13])


def tr_vkn_digit_check(v):
    body = v[:9]
    total = 0
    for i, ch in enumerate(body):
        tmp = (int(ch) + 9 - i) % 10
        x = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and x == 0:
            x = 9
        total += x
    return body + str((10 - total % 10) % 10)


def _iban_check(v):
    return iban_ok(v)


for _g in list(GEN):
    if _g.startswith("iban_"):
        VALUE_CHECKS[_g] = _iban_check


def self_tests():
    # published example values, used only to test the check-digit code, never written to the set
    t = [luhn_ok("4242424242424242"), iban_ok("GB82WEST12345698765432"), iban_ok("DE89370400440532013000"),
         cn_id_ok("11010519491231002X"), pl_pesel_ok("44051401359"), iso7064_11_10("8609574271") == "9",
         bsn_ok("111222333"), tr_tckn_ok("10000000146"), il_id_digit("00000001") == "8", luhn_ok("046454286"),
         au_tfn_ok("123456782"), nhs_ok("9434765919"), verhoeff_ok("2363"), aba_ok("021000021"),
         vin_check("1M8GDM9AXKP042788") == "X", cf_check("RSSMRA85T10A562") == "S", ru_snils_ok("112-233-445 95"),
         gr_afm_check("09000004") == "5", luhn_ok("8001015009087"), jp_mynumber_digit("12345678901") == "8",
         btc_ok("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"), s10_digit("12345678") == "5",
         "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T", luhn_ok("8112189876"), cpf_ok("11144477735")]
    if not all(t):
        raise Invalid("self test failed: %r" % t)


def build():
    self_tests()
    rows = []
    for lang, slug, note, tmpl in CASES:
        last = None
        for attempt in range(200):
            origins = []
            orig_get = dict(GEN)

            def tracking(name, fn):
                def w(r):
                    v = fn(r)
                    origins.append((name, v))
                    return v
                return w
            for k, fn in orig_get.items():
                GEN[k] = tracking(k, fn)
            try:
                text, secrets, looks = render(R, tmpl)
            finally:
                GEN.clear()
                GEN.update(orig_get)
            row = {"id": "%s-000-%s" % (PREFIX, slug), "lang": lang, "text": text, "secrets": secrets,
                   "lookalikes": looks, "note": note}
            probs = case_problems(row)
            for name, v in origins:
                chk = VALUE_CHECKS.get(name)
                if chk and not chk(v):
                    probs.append("check digit failed %s %r" % (name, v))
            if not probs:
                break
            last = probs
        else:
            raise Invalid("case %s: %s" % (slug, last))
        rows.append(row)
    order = list(range(len(rows)))
    R.shuffle(order)
    cases = []
    for n, i in enumerate(order, 1):
        row = dict(rows[i])
        row["id"] = "%s-%03d-%s" % (PREFIX, n, rows[i]["id"].split("-", 2)[2])
        cases.append(row)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        raise Invalid("duplicate ids")
    for c in cases:
        pr = case_problems(c)
        if pr:
            raise Invalid("%s: %s" % (c["id"], pr))
    return cases


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
    # parser for exactly the layout written by to_yaml
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise Invalid("bad header")
    cases, i = [], 2

    def scalar(line, prefix):
        if not line.startswith(prefix):
            raise Invalid("expected %r got %r" % (prefix, line[:40]))
        v = json.loads(line[len(prefix):])
        if not isinstance(v, str):
            raise Invalid("not a string")
        return v

    while i < len(lines):
        c = {"id": scalar(lines[i], "  - id: ")}
        c["lang"] = scalar(lines[i + 1], "    lang: ")
        c["text"] = scalar(lines[i + 2], "    text: ")
        i += 3
        for k in ("secrets", "lookalikes"):
            if lines[i] == "    %s: []" % k:
                c[k] = []
                i += 1
            elif lines[i] == "    %s:" % k:
                i += 1
                c[k] = []
                while i < len(lines) and lines[i].startswith("      - "):
                    c[k].append(scalar(lines[i], "      - "))
                    i += 1
            else:
                raise Invalid("bad %s line %r" % (k, lines[i][:40]))
        c["note"] = scalar(lines[i], "    note: ")
        i += 1
        cases.append(c)
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    try:
        cases = build()
        y = to_yaml(cases)
        if parse_yaml(y) != cases:
            raise Invalid("round trip mismatch")
        for ch in y:
            if ch != "\n" and bad_char(ch, False):
                raise Invalid("hostile char in output")
    except (Invalid, KeyError, ValueError) as e:
        print("INVALID: %s" % e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(y)
    neg = sum(1 for c in cases if not c["secrets"])
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), neg, sum(len(c["secrets"]) for c in cases), sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
