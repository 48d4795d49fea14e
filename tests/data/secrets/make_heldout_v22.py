#!/usr/bin/env python3
"""Deterministic generator for heldout_v22.yaml (blind secret-redaction evaluation set).

Usage: python make_heldout_v22.py [OUTPUT_PATH]
Default output: heldout_v22.yaml next to this script. Fixed seed, no network, no clock.
All secrets are synthetic (random, never real); check digits are valid where a format has one.
"""
import base64
import json
import os
import random
import re
import sys

import yaml

SEED = 22022
# ---- BEGIN VALIDATORS (identical copy in make_heldout_v22.py and check_v22.py) ----
import base64 as _b64
import re as _re


def _compact(s):
    return _re.sub(r"[\s\-\.\(\)/]", "", s)


def luhn_ok(s):
    d = _compact(s)
    if not d.isdigit():
        return False
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def iban_ok(s):
    s = _re.sub(r"\s", "", s).upper()
    if not _re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def cn_ric(s):
    s = _compact(s).upper()
    if not _re.fullmatch(r"\d{17}[\dX]", s):
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11] == s[17]


_TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
           N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id(s):
    s = _compact(s).upper()
    if not _re.fullmatch(r"[A-Z][12]\d{8}", s):
        return False
    c = _TW[s[0]]
    t = c // 10 + (c % 10) * 9 + sum(int(s[i]) * (9 - i) for i in range(1, 9)) + int(s[9])
    return t % 10 == 0


def hk_id(s):
    s = _compact(s).upper()
    m = _re.fullmatch(r"([A-Z]{1,2})(\d{6})([0-9A])", s)
    if not m:
        return False
    p, dg, c = m.groups()
    vals = [ord(ch) - 55 for ch in p]
    if len(vals) == 1:
        vals = [36] + vals
    t = vals[0] * 9 + vals[1] * 8 + sum(int(x) * (7 - i) for i, x in enumerate(dg))
    t += 10 if c == "A" else int(c)
    return t % 11 == 0


def kr_rrn(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{13}", s):
        return False
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10 == int(s[12])


def jp_mynumber(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{12}", s):
        return False
    t = 0
    for n in range(1, 12):
        t += int(s[11 - n]) * (n + 1 if n <= 6 else n - 5)
    r = t % 11
    return (0 if r <= 1 else 11 - r) == int(s[11])


def es_dni(s):
    s = _compact(s).upper()
    m = _re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", s)
    if not m:
        return False
    num = int(str("XYZ".index(m.group(1))) + m.group(2)) if m.group(1) else int(m.group(2))
    return "TRWAGMYFPDXBNJZSQVHLCKE"[num % 23] == m.group(3)


def fr_nir(s):
    s = _compact(s)
    if not _re.fullmatch(r"[12]\d{14}", s):
        return False
    return 97 - int(s[:13]) % 97 == int(s[13:])


def nl_bsn(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{9}", s) or s == "000000000":
        return False
    return (sum(int(s[i]) * (9 - i) for i in range(8)) - int(s[8])) % 11 == 0


def pl_pesel(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s):
        return False
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10 == int(s[10])


def se_pnr(s):
    s = _compact(s)
    if len(s) == 12:
        s = s[2:]
    return bool(_re.fullmatch(r"\d{10}", s)) and luhn_ok(s)


def fi_hetu(s):
    m = _re.fullmatch(r"(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])", s.strip().upper())
    if not m:
        return False
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(2)) % 31] == m.group(3)


def br_cpf(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s) or len(set(s)) == 1:
        return False
    for k in (9, 10):
        t = sum(int(s[i]) * (k + 1 - i) for i in range(k))
        if (t * 10 % 11) % 10 != int(s[k]):
            return False
    return True


def tr_tckn(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-9]\d{10}", s):
        return False
    d = [int(c) for c in s]
    if (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 != d[9]:
        return False
    return sum(d[:10]) % 10 == d[10]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]


def in_aadhaar(s):
    s = _compact(s)
    if not _re.fullmatch(r"[2-9]\d{11}", s):
        return False
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def de_steuerid(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-9]\d{10}", s):
        return False
    counts = sorted((s[:10].count(c) for c in "0123456789" if c in s[:10]), reverse=True)
    if counts[0] not in (2, 3) or any(c != 1 for c in counts[1:]):
        return False
    p = 10
    for ch in s[:10]:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (t * 2) % 11
    c = 11 - p
    if c == 10:
        c = 0
    return c == int(s[10])


def sg_nric(s):
    m = _re.fullmatch(r"([ST])(\d{7})([A-Z])", s.strip().upper())
    if not m:
        return False
    w = [2, 7, 6, 5, 4, 3, 2]
    t = sum(int(a) * b for a, b in zip(m.group(2), w)) + (4 if m.group(1) == "T" else 0)
    return "JZIHGFEDCBA"[t % 11] == m.group(3)


def ca_sin(s):
    s = _compact(s)
    return bool(_re.fullmatch(r"[1-79]\d{8}", s)) and luhn_ok(s)


def us_ssn(s):
    m = _re.fullmatch(r"(\d{3})-?(\d{2})-?(\d{4})", s.strip())
    if not m:
        return False
    a, g, n = m.groups()
    return a not in ("000", "666") and a[0] != "9" and g != "00" and n != "0000"


def ru_snils(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s):
        return False
    t = sum(int(s[i]) * (9 - i) for i in range(9))
    if t < 100:
        c = t
    elif t in (100, 101):
        c = 0
    else:
        c = t % 101
        if c == 100:
            c = 0
    return c == int(s[9:])


def th_id(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-8]\d{12}", s):
        return False
    t = sum(int(s[i]) * (13 - i) for i in range(12))
    return (11 - t % 11) % 10 == int(s[12])


def cz_rc(s):
    s = _compact(s)
    return bool(_re.fullmatch(r"\d{10}", s)) and int(s) % 11 == 0


def il_id(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{9}", s):
        return False
    t = 0
    for i, ch in enumerate(s):
        n = int(ch) * (1 if i % 2 == 0 else 2)
        t += n - 9 if n > 9 else n
    return t % 10 == 0


def gr_amka(s):
    s = _compact(s)
    return bool(_re.fullmatch(r"\d{11}", s)) and luhn_ok(s)


def no_fnr(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{11}", s):
        return False
    d = [int(c) for c in s]
    k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    k1 = 0 if k1 == 11 else k1
    k2 = 0 if k2 == 11 else k2
    return k1 == d[9] and k2 == d[10]


def ro_cnp(s):
    s = _compact(s)
    if not _re.fullmatch(r"[1-8]\d{12}", s):
        return False
    r = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return (1 if r == 10 else r) == int(s[12])


def hu_taj(s):
    s = _compact(s)
    if not _re.fullmatch(r"\d{9}", s):
        return False
    t = sum(int(s[i]) * (3 if i % 2 == 0 else 7) for i in range(8))
    return t % 10 == int(s[8])


def totp_ok(s):
    s = _re.sub(r"\s", "", s).upper()
    if not _re.fullmatch(r"[A-Z2-7]{16,64}", s) or len(s) % 8:
        return False
    try:
        _b64.b32decode(s)
    except Exception:
        return False
    return True


ID_VALIDATORS = {
    "CN-RIC": cn_ric, "TW-ID": tw_id, "HK-ID": hk_id, "KR-RRN": kr_rrn, "JP-MYNUMBER": jp_mynumber,
    "ES-DNI": es_dni, "FR-NIR": fr_nir, "NL-BSN": nl_bsn, "PL-PESEL": pl_pesel, "SE-PNR": se_pnr,
    "FI-HETU": fi_hetu, "BR-CPF": br_cpf, "TR-TCKN": tr_tckn, "IN-AADHAAR": in_aadhaar,
    "DE-STEUERID": de_steuerid, "SG-NRIC": sg_nric, "CA-SIN": ca_sin, "US-SSN": us_ssn,
    "RU-SNILS": ru_snils, "TH-ID": th_id, "CZ-RC": cz_rc, "IL-ID": il_id, "GR-AMKA": gr_amka,
    "NO-FNR": no_fnr, "RO-CNP": ro_cnp, "HU-TAJ": hu_taj,
}
# ---- END VALIDATORS ----


R = random.Random(SEED)
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rc(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def dig(n, first="0123456789"):
    return R.choice(first) + rc(DG, n - 1)


def birth(y0=1950, y1=2004):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


WORDS = ["Tulip", "Harbor", "Maple", "Falcon", "Cobalt", "Violet", "Nimbus", "Copper", "Lantern",
         "Pepper", "Orchid", "Saffron", "Juniper", "Quartz", "Walrus", "Mango", "Pixel", "Zephyr",
         "Basil", "Ember", "Otter", "Cedar", "Marlin", "Comet", "Fig", "Hazel", "Kiwi", "Sparrow"]
SYM = "!@#$%&*?_.-"
PINYIN = ["xiaomao", "wangwei", "lele", "dabao", "haha", "mimi", "sakura", "haneul", "minho", "yuki"]
BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
       "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
       "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
       "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha "
       "already also alter always amateur amazing among amount amused analyst anchor ancient anger "
       "angle angry animal ankle announce annual another answer antenna antique anxiety any apart "
       "apology appear apple approve april arch arctic area arena argue arm armed armor army around "
       "arrange arrest arrive arrow art artist artwork ask aspect assault asset assist assume asthma "
       "athlete atom attack attend attitude attract auction audit august aunt author auto autumn "
       "average avocado avoid awake aware away awesome awful awkward axis zebra zero zone zoo wolf "
       "winter window wine wing tiger ticket timber orange orbit ocean october olive pioneer planet "
       "river road robot rocket salmon school science scissors table tackle velvet venture village "
       "vintage violin").split()


def g_pw():
    k = R.randrange(6)
    if k == 0:
        return R.choice(WORDS) + R.choice(SYM) + R.choice(WORDS).lower() + rc(DG, R.randint(2, 4))
    if k == 1:
        return rc(AN, R.randint(11, 15)) + R.choice(SYM)
    if k == 2:
        return R.choice(WORDS).lower() + rc(DG, 4) + R.choice(SYM) + R.choice(WORDS)
    if k == 3:
        s = list(rc(AN, 9) + R.choice(SYM) + R.choice(SYM) + rc(DG, 2))
        R.shuffle(s)
        return R.choice(UP) + "".join(s)
    if k == 4:
        return R.choice(PINYIN).capitalize() + str(R.randint(1970, 2019)) + R.choice("!@#.*")
    return R.choice(WORDS) + R.choice(WORDS) + rc(DG, 2) + R.choice(SYM) + rc(UP, 2)


def g_pwu():
    return rc(AN, R.randint(14, 20)) + R.choice("-_.~") + rc(AN, 3)


def with_check(body, cands, ok):
    for _ in range(1000):
        b = body()
        for c in cands:
            if ok(b + c):
                return b + c
    raise RuntimeError("no check")


D10 = list(DG)
D100 = ["%02d" % i for i in range(100)]


def g_nat(tag):
    if tag == "CN-RIC":
        def body():
            y, m, d = birth(1958, 2004)
            return R.choice(["110105", "310115", "440305", "330106", "510107", "420102"]) + \
                "%04d%02d%02d" % (y, m, d) + rc(DG, 3)
        return with_check(body, D10 + ["X"], cn_ric)
    if tag == "TW-ID":
        return with_check(lambda: R.choice("ABFHKS") + R.choice("12") + rc(DG, 7), D10, tw_id)
    if tag == "HK-ID":
        v = with_check(lambda: R.choice("ACEGKPRYZ") + rc(DG, 6), D10 + ["A"], hk_id)
        return "%s(%s)" % (v[:-1], v[-1])
    if tag == "KR-RRN":
        def body():
            y, m, d = birth(1960, 2004)
            g = R.choice("12") if y < 2000 else R.choice("34")
            return "%02d%02d%02d" % (y % 100, m, d) + g + rc(DG, 5)
        v = with_check(body, D10, kr_rrn)
        return v[:6] + "-" + v[6:]
    if tag == "JP-MYNUMBER":
        v = with_check(lambda: dig(11, "123456789"), D10, jp_mynumber)
        return "%s %s %s" % (v[:4], v[4:8], v[8:])
    if tag == "ES-DNI":
        return with_check(lambda: dig(8, "1234567"), list(UP), es_dni)
    if tag == "FR-NIR":
        def body():
            y, m, d = birth()
            return R.choice("12") + "%02d%02d" % (y % 100, m) + "%02d" % R.randint(1, 95) + \
                "%03d" % R.randint(1, 990) + "%03d" % R.randint(1, 999)
        v = with_check(body, D100, fr_nir)
        return " ".join([v[0], v[1:3], v[3:5], v[5:7], v[7:10], v[10:13], v[13:]])
    if tag == "NL-BSN":
        return with_check(lambda: dig(8, "123456789"), D10, nl_bsn)
    if tag == "PL-PESEL":
        def body():
            y, m, d = birth(1955, 2004)
            mm = m + (20 if y >= 2000 else 0)
            return "%02d%02d%02d" % (y % 100, mm, d) + rc(DG, 4)
        return with_check(body, D10, pl_pesel)
    if tag == "SE-PNR":
        def body():
            y, m, d = birth()
            return "%04d%02d%02d" % (y, m, d) + rc(DG, 3)
        v = with_check(body, D10, se_pnr)
        return v[:8] + "-" + v[8:]
    if tag == "FI-HETU":
        y, m, d = birth(1950, 2004)
        sep = "A" if y >= 2000 else "-"
        head = "%02d%02d%02d" % (d, m, y % 100)
        return with_check(lambda: head + sep + "%03d" % R.randint(2, 899),
                          list("0123456789ABCDEFHJKLMNPRSTUVWXY"), fi_hetu)
    if tag == "BR-CPF":
        v = with_check(lambda: rc(DG, 9), D100, br_cpf)
        return "%s.%s.%s-%s" % (v[:3], v[3:6], v[6:9], v[9:])
    if tag == "TR-TCKN":
        return with_check(lambda: dig(9, "123456789"), D100, tr_tckn)
    if tag == "IN-AADHAAR":
        v = with_check(lambda: dig(11, "23456789"), D10, in_aadhaar)
        return "%s %s %s" % (v[:4], v[4:8], v[8:])
    if tag == "DE-STEUERID":
        def body():
            while True:
                ds = R.sample(DG, 9)
                ds.append(R.choice(ds))
                R.shuffle(ds)
                if ds[0] != "0":
                    return "".join(ds)
        v = with_check(body, D10, de_steuerid)
        return "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])
    if tag == "SG-NRIC":
        return with_check(lambda: R.choice("ST") + rc(DG, 7), list(UP), sg_nric)
    if tag == "CA-SIN":
        v = with_check(lambda: dig(8, "1234567"), D10, ca_sin)
        return "%s %s %s" % (v[:3], v[3:6], v[6:])
    if tag == "US-SSN":
        return with_check(lambda: "%03d-%02d-" % (R.choice([R.randint(1, 665), R.randint(667, 899)]),
                                                   R.randint(1, 99)), ["%04d" % R.randint(1, 9999)], us_ssn)
    if tag == "RU-SNILS":
        v = with_check(lambda: dig(9, "123"), D100, ru_snils)
        return "%s-%s-%s %s" % (v[:3], v[3:6], v[6:9], v[9:])
    if tag == "TH-ID":
        v = with_check(lambda: dig(12, "12345678"), D10, th_id)
        return "%s-%s-%s-%s-%s" % (v[0], v[1:5], v[5:10], v[10:12], v[12])
    if tag == "CZ-RC":
        def body():
            y, m, d = birth(1955, 1999)
            return "%02d%02d%02d" % (y % 100, m + R.choice([0, 50]), d) + rc(DG, 3)
        v = with_check(body, D10, cz_rc)
        return v[:6] + "/" + v[6:]
    if tag == "IL-ID":
        return with_check(lambda: dig(8, "0123"), D10, il_id)
    if tag == "GR-AMKA":
        def body():
            y, m, d = birth()
            return "%02d%02d%02d" % (d, m, y % 100) + rc(DG, 4)
        return with_check(body, D10, gr_amka)
    if tag == "NO-FNR":
        def body():
            y, m, d = birth(1950, 1999)
            return "%02d%02d%02d" % (d, m, y % 100) + "%03d" % R.randint(0, 499)
        v = with_check(body, D100, no_fnr)
        return v[:6] + " " + v[6:]
    if tag == "RO-CNP":
        def body():
            y, m, d = birth(1950, 1999)
            return R.choice("12") + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % R.randint(1, 46) + rc(DG, 3)
        return with_check(body, D10, ro_cnp)
    if tag == "HU-TAJ":
        v = with_check(lambda: dig(8, "0123"), D10, hu_taj)
        return "%s %s %s" % (v[:3], v[3:6], v[6:])
    raise KeyError(tag)


def g_card(kind, fmt="space"):
    pre = {"visa": ("4", 16), "mc": (R.choice(["51", "52", "53", "54", "55"]), 16),
           "amex": (R.choice(["34", "37"]), 15), "jcb": ("35" + str(R.randint(28, 89)), 16),
           "unionpay": ("62" + rc(DG, 2), 16), "mir": ("220" + str(R.randint(0, 4)), 16)}[kind]
    p, n = pre
    v = with_check(lambda: p + rc(DG, n - len(p) - 1), D10, luhn_ok)
    if kind == "amex":
        groups = [v[:4], v[4:10], v[10:]]
    else:
        groups = [v[i:i + 4] for i in range(0, len(v), 4)]
    if fmt == "plain":
        return v
    return ("-" if fmt == "dash" else " ").join(groups)


IBAN_BBAN = {"DE": "n18", "FR": "n23", "ES": "n20", "NL": "a4n10", "GB": "a4n14", "PL": "n24",
             "PT": "n21", "TR": "n22", "SA": "n22", "UA": "n25", "CZ": "n20", "NO": "n11",
             "RO": "a4n16", "SE": "n20", "IT": "a1n22"}


def g_iban(cc, fmt="space"):
    spec = IBAN_BBAN[cc]
    bban = ""
    for kind, num in re.findall(r"([an])(\d+)", spec):
        bban += rc(UP if kind == "a" else DG, int(num)) if kind == "a" else dig(int(num))
    if cc in ("GB", "NL", "RO"):
        bban = R.choice({"GB": ["NWBK", "BARC", "LOYD", "MIDL"], "NL": ["ABNA", "INGB", "RABO"],
                         "RO": ["BTRL", "RNCB", "BRDE"]}[cc]) + bban[4:]
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    v = cc + "%02d" % chk + bban
    assert iban_ok(v)
    if fmt == "plain":
        return v
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


def b64u(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def g_jwt():
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1714000000 + R.randint(0, 9000000)
    p = b64u(json.dumps({"sub": dig(7), "role": R.choice(["user", "admin", "editor"]), "iat": iat,
                         "exp": iat + 3600}, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, rc(B64U, 43))


def pem(kind):
    if kind == "rsa":
        lines = ["MIIEowIBAAKCAQEA" + rc(B64, 48)] + [rc(B64, 64) for _ in range(7)] + [rc(B64, 30) + "=="]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    if kind == "ec":
        lines = ["MHcCAQEEI" + rc(B64, 55), rc(B64, 64), rc(B64, 46) + "=="]
        return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"] + \
        [rc(B64, 70) for _ in range(4)] + [rc(B64, 20) + "="]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def g_uuid():
    h = rc(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def g_isbn():
    b = "978" + rc(DG, 9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
    v = b + str(c)
    return "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:8], v[8:12], v[12])


def g_aba():
    while True:
        b = R.choice(["02", "03", "04", "06", "07", "11", "12", "26", "32"]) + rc(DG, 6)
        for c in DG:
            d = [int(x) for x in b + c]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0:
                return b + c


def g_mbi():
    A = "ACDEFGHJKMNPQRTUVWXY"
    N = DG
    AN_ = A + N
    v = R.choice("123456789") + R.choice(A) + R.choice(AN_) + R.choice(N) + R.choice(A) + \
        R.choice(AN_) + R.choice(N) + R.choice(A) + R.choice(A) + R.choice(N) + R.choice(N)
    return "%s-%s-%s" % (v[:4], v[4:7], v[7:])


def g_seed(n=12):
    return " ".join(R.sample(BIP, n))


def gen(spec):
    name, _, arg = spec.partition(":")
    a = arg.split(":") if arg else []
    if name == "pw":
        return g_pw()
    if name == "pwu":
        return g_pwu()
    if name == "pp":
        return R.choice(["-", " ", "."]).join(w.lower() for w in R.sample(WORDS, 4))
    if name in ("pin4", "otp4"):
        return dig(4)
    if name in ("pin6", "otp6"):
        return dig(6)
    if name == "otp7":
        return dig(7)
    if name == "otp6d":
        return dig(3) + "-" + dig(3)
    if name == "dig":
        return dig(int(a[0]), "123456789")
    if name == "sp":
        return " ".join(rc(DG, int(a[0])))
    if name == "combo":
        return "%02d-%02d-%02d" % (R.randint(1, 39), R.randint(1, 39), R.randint(1, 39))
    if name == "rec":
        return rc(HEX, 5) + "-" + rc(HEX, 5)
    if name == "bk8":
        return dig(4, "123456789") + " " + dig(4)
    if name == "aws_id":
        return "AKIA" + rc(UP + "234567", 16)
    if name == "aws_sec":
        return rc(AN + "/+", 40)
    if name == "ghp":
        return "ghp_" + rc(AN, 36)
    if name == "glpat":
        return "glpat-" + rc(AN + "-_", 20)
    if name == "slack_bot":
        return "xoxb-" + dig(12) + "-" + dig(13) + "-" + rc(AN, 24)
    if name == "slack_hook":
        return "https://hooks.slack.com/services/T" + rc(UP + DG, 8) + "/B" + rc(UP + DG, 10) + "/" + rc(AN, 24)
    if name == "stripe_sk":
        return "sk_live_51" + rc(AN, 44)
    if name == "stripe_pk":
        return "pk_live_51" + rc(AN, 44)
    if name == "whsec":
        return "whsec_" + rc(AN, 32)
    if name == "openai":
        return "sk-proj-" + rc(B64U, 40) + "T3BlbkFJ" + rc(B64U, 40)
    if name == "anth":
        return "sk-ant-api03-" + rc(B64U, 93) + "AA"
    if name == "aiza":
        return "AIza" + rc(B64U, 35)
    if name == "sg":
        return "SG." + rc(B64U, 22) + "." + rc(B64U, 43)
    if name == "npm":
        return "npm_" + rc(AN, 36)
    if name == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rc(B64U, 64)
    if name == "tg":
        return dig(10, "5678") + ":AA" + rc(B64U, 33)
    if name == "hf":
        return "hf_" + rc(AN, 34)
    if name == "azure":
        return rc(B64, 86) + "=="
    if name == "dop":
        return "dop_v1_" + rc(HEX, 64)
    if name == "shpat":
        return "shpat_" + rc(HEX, 32)
    if name == "ltai":
        return "LTAI5t" + rc(AN, 18)
    if name == "akid":
        return "AKID" + rc(AN, 32)
    if name == "line_tok":
        return rc(B64, 131) + "="
    if name == "mapbox_pk":
        return "pk.eyJ1IjoiZGV2b25rIiwiYSI6I" + rc(B64U, 30) + "." + rc(B64U, 22)
    if name == "mapbox_sk":
        return "sk.eyJ1IjoiZGV2b25rIiwiYSI6I" + rc(B64U, 30) + "." + rc(B64U, 22)
    if name == "an":
        return rc(AN, int(a[0]))
    if name == "hex":
        return rc(HEX, int(a[0]))
    if name == "hexU":
        return rc(HEX.upper(), int(a[0]))
    if name == "b64":
        return rc(B64, int(a[0]) - 1) + "="
    if name == "b64pw":
        return base64.b64encode(g_pw().encode()).decode()
    if name == "b64txt":
        return base64.b64encode(arg.encode("utf-8")).decode()
    if name == "jwt":
        return g_jwt()
    if name == "pem":
        return pem(a[0])
    if name == "totp":
        return rc(B32, 32)
    if name == "totp_sp":
        s = rc(B32, 32).lower()
        return " ".join(s[i:i + 4] for i in range(0, 32, 4))
    if name == "card":
        return g_card(a[0], a[1] if len(a) > 1 else "space")
    if name == "cvv":
        return dig(3)
    if name == "iban":
        return g_iban(a[0], a[1] if len(a) > 1 else "space")
    if name == "nat":
        return g_nat(a[0])
    if name == "seed12":
        return g_seed(12)
    if name == "eth_priv":
        return rc(HEX, 64)
    if name == "eth_addr":
        return "0x" + rc(HEX, 40)
    if name == "btc_addr":
        return "bc1q" + rc(BECH, 38)
    if name == "ssh_pub":
        return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rc(B64, 43) + " devon@thinkpad"
    if name == "uuid":
        return g_uuid()
    if name == "sha40":
        return rc(HEX, 40)
    if name == "sha7":
        return rc(HEX, 7)
    if name == "isbn":
        return g_isbn()
    if name == "aba":
        return g_aba()
    if name == "mbi":
        return g_mbi()
    if name == "sri":
        return "sha512-" + rc(B64, 86) + "=="
    if name == "twsid":
        return "AC" + rc(HEX, 32)
    if name == "wx_appid":
        return "wx" + rc(HEX, 16)
    if name == "sf":
        return "SF" + dig(13)
    if name == "yt":
        return "YT" + dig(13)
    if name == "jdorder":
        return dig(12, "23")
    if name == "ups":
        return "1Z" + rc(UP + DG, 6) + rc(DG, 10)
    if name == "amzorder":
        return "1%02d-%s-%s" % (R.randint(11, 14), rc(DG, 7), rc(DG, 7))
    if name == "fp":
        return ":".join(rc(HEX.upper(), 2) for _ in range(32))
    if name == "phoneCN":
        return "1" + R.choice("3589") + rc(DG, 1) + " " + rc(DG, 4) + " " + rc(DG, 4)
    if name == "hkacct":
        return "%s-%s-%s" % (rc(DG, 3), rc(DG, 6), rc(DG, 3))
    if name == "kracct":
        return "110-%s-%s" % (rc(DG, 3), rc(DG, 6))
    if name == "krdl":
        return "%d-%s-%s-%s" % (R.choice([11, 12, 13, 26, 28]), rc(DG, 2), rc(DG, 6), rc(DG, 2))
    if name == "hoken":
        return "%s-%s" % (dig(4), rc(DG, 5))
    if name == "zairyu":
        return rc(UP, 2) + rc(DG, 8) + rc(UP, 2)
    if name == "digicode":
        return R.choice("ABCD") + rc(DG, 4)
    if name == "kvnr":
        return R.choice(UP) + dig(9)
    if name == "itcf":
        y, m, d = birth()
        return rc("BCDFGLMNPRSTVZ", 6) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + \
            "%02d" % (d + R.choice([0, 40])) + R.choice("ABDFGHLMF") + rc(DG, 3) + R.choice(UP)
    if name == "rupass":
        return "%s %s %s" % (rc(DG, 2), rc(DG, 2), rc(DG, 6))
    if name == "inpan":
        return rc(UP, 3) + "P" + R.choice(UP) + rc(DG, 4) + R.choice(UP)
    if name == "dkcpr":
        y, m, d = birth()
        return "%02d%02d%02d-%s" % (d, m, y % 100, rc(DG, 4))
    if name == "passport":
        return {"US": lambda: dig(9, "5678"), "CN": lambda: "E" + dig(8),
                "KR": lambda: "M" + dig(8)}[a[0]]()
    if name == "dlCA":
        return R.choice(UP) + dig(7)
    raise KeyError(spec)


MARK = re.compile(r"⟦([sSlLNR])\|(.*?)⟧", re.S)


def build(lang, note, tpl):
    for _attempt in range(200):
        secrets, looks, inserted = [], [], {}
        named = {}

        def sub(m):
            kind, spec = m.group(1), m.group(2)
            if kind == "R":
                v = named[spec]
            elif kind in "sl":
                v = spec
            else:
                base, _, nm = spec.partition("#")
                v = gen(base)
                if nm:
                    named[nm] = v
            if kind in "sSR":
                if v not in secrets:
                    secrets.append(v)
            elif kind in "lL":
                if v not in looks:
                    looks.append(v)
            inserted[v] = inserted.get(v, 0) + 1
            return v

        text = MARK.sub(sub, tpl)
        ok = not (set(secrets) & set(looks))
        for x in secrets + looks:
            if text.count(x) != inserted[x]:
                ok = False
        for a in secrets:
            for b in looks:
                if a in b or b in a:
                    ok = False
        if ok:
            return {"lang": lang, "text": text, "secrets": secrets, "lookalikes": looks, "note": note}
    raise RuntimeError("could not build: " + note)


CASES = []


def C(lang, note, tpl):
    CASES.append((lang, note, tpl))


# ---------------- English ----------------
C("en", "api-key: .env with OpenAI key and DB URL password; Stripe publishable key is public", """Can you help me figure out why my Next.js app can't reach OpenAI? Here's my .env.local:

```
OPENAI_API_KEY=⟦S|openai⟧
DATABASE_URL=postgresql://webapp:⟦S|pwu⟧@db.internal:5432/shop
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟦L|stripe_pk⟧
```
The error is `401 Incorrect API key provided`.""")
C("en", "wifi-password: guest sign for the fridge", """We have guests coming Saturday. Can you make a cute little sign for the fridge that says the Wi-Fi is "Hendersons-5G" and the password is ⟦S|pw⟧? Maybe with a cactus drawing idea.""")
C("en", "door-code: gate code with spaces and lockbox combo for dog walker", """Instructions for the dog walker, please make them clearer: side gate code is ⟦S|sp:4⟧ then press #, spare key is in the lockbox (combo ⟦S|dig:4⟧), we're unit ⟦l|12B⟧. Vet is ⟦l|(503) 555-0148⟧ if anything happens.""")
C("en", "otp-code: bank SMS code quoted in a scam question", """I just got this text: "Chase: Your one-time code is ⟦S|otp6⟧. We will never call you to ask for it." but I wasn't logging in. Someone called me from ⟦l|+1 212 555 0199⟧ right before. Is this a scam?""")
C("en", "password-corrected: shared login, wrong one then the real one across messages", """Hey, can you write a short message to my team saying the shared Figma login changed? New password is ⟦S|pw⟧
---
wait sorry, that's the old one. The new one is ⟦S|pw⟧
---
and mention it expires on ⟦l|2024-09-30⟧""")
C("en", "password-announced: announced then sent alone in next message", """I'm going to paste the admin password for our Synology NAS in the next message, tell me if it's strong enough
---
⟦S|pw⟧
---
also the model is ⟦l|DS920+⟧, firmware ⟦l|DSM 7.2.1-69057⟧""")
C("en", "password-spelled: password spelled out character by character", """Reading it out for my mom over the phone felt awkward so I'm typing it: the password is ⟦s|capital R, o, s, i, e, then 1 9 5 8, then an exclamation mark⟧. Can you write it as a single clean line I can text her?""")
C("en", "recovery-codes: GitHub recovery codes list", """GitHub gave me these recovery codes, where should I store them safely?

⟦S|rec⟧
⟦S|rec⟧
⟦S|rec⟧
⟦S|rec⟧

My username is devon-k if it matters.""")
C("en", "api-key: AWS credentials INI; documented example key is an example", """My boto3 script says InvalidClientTokenId. ~/.aws/credentials:
```ini
[default]
aws_access_key_id = ⟦S|aws_id⟧
aws_secret_access_key = ⟦S|aws_sec⟧
region = us-west-2
```
The docs use ⟦l|AKIAIOSFODNN7EXAMPLE⟧ as the example key and mine looks similar, so the format should be right?""")
C("en", "url-credentials: GitHub token inside git remote URL; commit hash", """git push fails with 403:
```
$ git remote -v
origin  https://devonk:⟦S|ghp⟧@github.com/devonk/budget-app.git (push)
$ git log -1 --oneline
⟦L|sha7⟧ fix rounding in monthly report
```
what am I doing wrong?""")
C("en", "private-key-pem: OpenSSH private key with its public key", """I'm setting up a deploy key. This is what's in id_ed25519:
```
⟦S|pem:ssh⟧
```
and id_ed25519.pub is `⟦L|ssh_pub⟧`. Which one do I paste into GitLab?""")
C("en", "jwt: bearer JWT in curl; UUID record id", """Why does this return 401?
```
curl -H "Authorization: Bearer ⟦S|jwt⟧" https://api.example-crm.com/v2/contacts/⟦L|uuid⟧
```
The contact id is definitely right.""")
C("en", "payment-card: Visa with CVV; reservation number", """Booking the cabin for the family reunion, their form keeps rejecting my card. Card: ⟦S|card:visa⟧, exp 07/28, CVV ⟦S|cvv⟧. Reservation number ⟦l|CBN-448120⟧. Is the format wrong?""")
C("en", "iban: GB IBAN in running text; invoice number", """My landlord asked where to send the deposit refund. Please draft a polite email saying the account is in my name, IBAN ⟦S|iban:GB⟧, and reference invoice ⟦l|INV-2024-0387⟧.""")
C("en", "social-security: US SSN (US-SSN); employer EIN is public", """Filling out a W-4 for my new job. My SSN is ⟦S|nat:US-SSN⟧. Do I also put the employer's EIN (⟦l|84-2917365⟧, it's on their public filings) somewhere?""")
C("en", "security-answer: answers to bank security questions", """Help me remember which bank uses which security questions. For Wells: first pet = ⟦s|Pickles⟧, street I grew up on = ⟦s|Larkspur Lane⟧. For the credit union: mother's maiden name = ⟦s|Okonkwo⟧.""")
C("en", "crypto-seed: 12-word recovery phrase; public receiving address", """I wrote down my MetaMask recovery phrase, can you check if any word looks misspelled? ⟦S|seed12⟧. My public receiving address is ⟦L|eth_addr⟧ in case that helps.""")
C("en", "totp-seed: authenticator setup key lowercase with spaces", """Couldn't scan the QR for Authy so I'm entering it manually. The setup key shown is ⟦S|totp_sp⟧. Does it matter that it's lowercase with spaces?""")
C("en", "lookalike-only: password policy talk with a bad-example password", """Our IT policy says passwords need 14+ characters, at least one symbol, no reuse of the last 24, and they gave ⟦l|Summer2024!⟧ as an example of what NOT to use. Can you explain why that example is weak? I haven't picked mine yet.""")
C("en", "lookalike-only: placeholders from API docs", """The API docs show:
```
curl "https://api.weatherly.io/v1/forecast?q=Boston&appid=⟦l|YOUR_API_KEY⟧"
Authorization: Bearer ⟦l|<token>⟧
X-Client-Secret: ⟦l|xxxx-xxxx-xxxx-xxxx⟧
```
Where do I actually get a key?""")
C("en", "lookalike-only: variable names containing password/token", """Why is `⟦l|password_hash⟧` always None here?
```python
def create_user(email, password):
    user = User(email=email)
    user.⟦l|password_hash⟧ = hash_pw(password)
    user.⟦l|reset_token_expires_at⟧ = None
    db.session.add(user)
```""")
C("en", "lookalike-only: base64 of an ordinary sentence to decode", """A friend sent me this and said to decode it: ⟦L|b64txt:Meet me at the lake house at noon on Sunday!⟧ what does it say?""")
C("en", "lookalike-only: tracking and order numbers, phone", """Where is my package? UPS tracking ⟦L|ups⟧, Amazon order ⟦L|amzorder⟧, it was supposed to arrive on ⟦l|May 14⟧. Their support line is ⟦l|1-888-555-0142⟧.""")
C("en", "token-config: docker-compose Postgres password; image tag version", """Postgres container keeps restarting:
```yaml
services:
  db:
    image: ⟦l|postgres:16.2-alpine⟧
    environment:
      POSTGRES_USER: inventory
      POSTGRES_PASSWORD: ⟦S|pw⟧
    ports:
      - "5432:5432"
```""")
C("en", "token-config: Kubernetes Secret with base64 password; public image digest", """Is this the right way to store it?
```yaml
apiVersion: v1
kind: Secret
metadata:
  name: billing-db
type: Opaque
data:
  password: ⟦S|b64pw⟧
# deployment uses image billing@sha256:⟦L|hex:64⟧
```""")
C("en", "api-key: Stripe secret key and webhook secret; publishable key is public", """Which Stripe key goes in the frontend? I have ⟦L|stripe_pk⟧ and ⟦S|stripe_sk⟧, plus a webhook signing secret ⟦S|whsec⟧.""")
C("en", "api-key: Slack bot token in Python; channel id", """```python
client = WebClient(token="⟦S|slack_bot⟧")
client.chat_postMessage(channel="⟦l|C04QK7ZP2LM⟧", text="deploy done")
```
It says channel_not_found even though the channel ID is right.""")
C("en", "door-code: alarm code and spaced garage keypad code across messages", """Making a one-pager for my parents who are house-sitting. Alarm disarm code is ⟦S|dig:4⟧
---
oh and the garage keypad is ⟦S|sp:6⟧, not the same as the alarm
---
Our neighbor Pat (⟦l|555-0173⟧) has a spare key.""")
C("en", "door-code: gym locker combination; locker number", """At the gym my locker is ⟦l|#112⟧ and the combo is ⟦S|combo⟧. I keep forgetting it, any memory trick?""")
C("en", "health-insurance: Medicare MBI; appointment time and clinic phone", """Calling to reschedule my physio. Medicare number ⟦S|mbi⟧, appointment was ⟦l|10:45 on June 3⟧, clinic line ⟦l|(617) 555-0110⟧. What should I say?""")
C("en", "passport: US passport number; flight number", """ESTA form asks for passport number, is ⟦S|passport:US⟧ the right thing to enter? My flight is ⟦l|BA 287⟧ on the 12th.""")
C("en", "driver-licence: California licence number; DMV confirmation number", """DMV renewal: my California license number is ⟦S|dlCA⟧ and the confirmation number they gave me is ⟦l|DMV-7730218⟧. What documents do I bring?""")
C("en", "national-id: Canadian SIN (CA-SIN); postal code", """For my T4 the payroll person needs my SIN: ⟦S|nat:CA-SIN⟧. Should I email it? Office postal code is ⟦l|M5V 2T6⟧.""")
C("en", "connection-string: SQL Server connection string password; product version", """Getting 'Login failed for user sa':
```json
"ConnectionStrings": {
  "Default": "Server=tcp:10.1.4.20,1433;Database=Payroll;User Id=sa;Password=⟦S|pw⟧;TrustServerCertificate=True"
}
```
Running ⟦l|SQL Server 2019 CU22⟧.""")
C("en", "api-key: Twilio auth token in JS (account SID unlisted)", """```js
const client = require('twilio')('⟦N|twsid⟧', '⟦S|hex:32⟧');
```
Why do I get error 20003 Authenticate?""")
C("en", "token-config: npm auth token in .npmrc; public SRI integrity hash and version", """My .npmrc:
```
//registry.npmjs.org/:_authToken=⟦S|npm⟧
```
and package-lock has `"integrity": "⟦L|sri⟧"` for lodash ⟦l|4.17.21⟧. Is the integrity line something I need to keep secret too?""")
C("en", "api-key: Hugging Face token in notebook; model id", """In my Colab I did `login(token="⟦S|hf⟧")` but downloading ⟦l|mistralai/Mistral-7B-v0.1⟧ still says gated repo.""")
C("en", "token-config: bearer token in log line; request and trace ids", """Our logs show this, is it a problem?
```
2024-05-02T10:14:07Z INFO request_id=⟦L|uuid⟧ trace_id=⟦L|hex:32⟧ path=/api/orders
2024-05-02T10:14:07Z DEBUG headers={'Authorization': 'Bearer ⟦S|an:40⟧'}
```""")
C("en", "wifi-password: Wi-Fi QR payload", """Generate a QR code text for my cafe Wi-Fi: WIFI:T:WPA;S:BeanThere-Guest;P:⟦S|pwu⟧;; is the syntax right?""")
C("en", "door-code: lockbox code corrected in second message; listing number", """The lockbox code for the Airbnb is ⟦S|dig:4⟧
---
no wait, the host just corrected it, it's ⟦S|dig:4⟧. Check-in after ⟦l|3:00 PM⟧, listing ⟦l|#51839027⟧.""")
C("en", "lookalike-only: git log with commit hashes, versions, issue number", """Can you summarize these commits for release notes?
```
⟦L|sha40⟧ Bump version to ⟦l|2.8.0⟧
⟦L|sha40⟧ Fix ⟦l|#1432⟧: token refresh race
⟦L|sha40⟧ Rename password_reset view
```""")
C("en", "lookalike-only: UUIDs used as resource ids", """How do I delete this record via the API? `DELETE /v1/projects/⟦L|uuid⟧/members/⟦L|uuid⟧` returns 404.""")
C("en", "api-key: Anthropic key in shell export; README placeholder", """```bash
export ANTHROPIC_API_KEY=⟦S|anth⟧
```
The README says `export ANTHROPIC_API_KEY=⟦l|your-key-here⟧`, that's what I did, right?""")
C("en", "api-key: Mapbox secret token; public token is public", """My map works locally. Is it OK that the public token ⟦L|mapbox_pk⟧ is visible in the page source? I also have a secret token ⟦S|mapbox_sk⟧ for uploads, I put that in the same JS file.""")
C("en", "pin: debit card PIN for spouse while travelling; room number", """Text for my husband: the debit card PIN is ⟦S|pin4⟧, we're in room ⟦l|1207⟧, breakfast until 10:30.""")
C("en", "password-prose: school portal password", """Emma's school portal login: username emma.r.2031, password ⟦S|pw⟧. Can you remind me how to check her grades? Her homeroom is ⟦l|Room 214⟧.""")
C("en", "bank-account: checking account number; bank routing number is the bank's", """Setting up direct deposit. My bank's routing number (it's the bank's, printed on their website) is ⟦L|aba⟧ and my checking account number is ⟦S|dig:12⟧. Which goes in which box?""")
C("en", "pin: library card PIN; ISBN", """Can you find ISBN ⟦L|isbn⟧ in the Seattle library catalog? My library card PIN is ⟦S|pin4⟧ if you need it.""")
C("en", "pin: phone passcode; device model SKU", """My phone passcode is ⟦S|pin6⟧, I'm lending it to my teenager for a week. It's a ⟦l|SM-S918B⟧, how do I set up a child profile?""")
C("en", "url-credentials: Postgres URL with hex password", """Our app reads DATABASE_URL=postgres://u8k2df:⟦S|hex:64⟧@ec2-34-201-12-9.compute-1.amazonaws.com:5432/d9af1 and psql says password authentication failed. Why?""")
C("en", "private-key-pem: EC private key embedded in Go source", """```go
const keyPEM = `⟦S|pem:ec⟧`
```
Is embedding it like this okay for a CLI tool?""")
C("en", "api-key: SendGrid key in PHP", """$sendgrid = new SendGrid('⟦S|sg⟧'); returns 403 Forbidden even though the sender identity is verified. Any idea?""")
C("en", "lookalike-only: SKUs, prices, order number", """Compare these two: SKU ⟦l|WH-1000XM5/B⟧ at $329.99 and ⟦l|QC45-866724⟧ at $279. Order ⟦L|amzorder⟧ is the one I returned.""")
C("en", "national-id: Singapore NRIC (SG-NRIC); company UEN is public", """My Singapore NRIC is ⟦S|nat:SG-NRIC⟧, I need it for the condo booking form. Is it OK to put in a Google Form? The condo management UEN is ⟦l|201812345K⟧.""")
C("en", "otp-code: Microsoft account code quoted from email", """Email says: "Your Microsoft account security code is ⟦S|otp7⟧. If you didn't request a code, you can ignore this." Does a 7-digit code mean something different?""")
C("en", "passphrase: disk encryption passphrase in prose", """I set my LUKS passphrase to "⟦S|pp⟧" and now cryptsetup says no key available with this passphrase after the kernel update to ⟦l|6.8.0-35⟧. Help?""")
C("en", "api-key: Google Cloud API key server-side in Python", """```python
gmaps = googlemaps.Client(key="⟦S|aiza⟧")
```
Geocoding returns REQUEST_DENIED, billing is enabled on project ⟦l|acme-geo-prod⟧.""")


# ---------------- Simplified Chinese ----------------
C("zh-Hans", "token-config: .env DB password and Redis URL password; commit hash", """帮我看看这个 .env 为什么连不上数据库：
```
DB_HOST=10.0.3.12
DB_USER=app
DB_PASSWORD=⟦S|pw⟧
REDIS_URL=redis://:⟦S|pwu⟧@10.0.3.15:6379/0
```
最近一次提交是 ⟦L|sha7⟧，之前都正常。""")
C("zh-Hans", "wifi-password: card for guests", """家里来客人，帮我做一个小卡片：Wi-Fi 名称 ChinaNet-8F2A，密码 ⟦S|pw⟧，路由器在电视柜下面。""")
C("zh-Hans", "otp-code: Alipay SMS verification code; hotline number", """收到一条短信：「【支付宝】验证码⟦S|otp6⟧，用于登录验证，5分钟内有效，切勿告知他人。」可我根本没登录，客服电话 ⟦l|95188⟧ 是真的吗？""")
C("zh-Hans", "national-id: Chinese resident ID (CN-RIC); phone and registration number", """帮我检查下这个报名表格式：姓名：张伟；身份证号：⟦S|nat:CN-RIC⟧；手机：⟦L|phoneCN⟧；报名编号：⟦l|BM2024-0316-0892⟧。""")
C("zh-Hans", "payment-card: UnionPay card with CVV; order number", """在网上订机票一直支付失败，卡号 ⟦S|card:unionpay⟧，有效期 09/27，背面三位数 ⟦S|cvv⟧。订单号 ⟦l|CA20240612883156⟧，是不是银联卡不支持？""")
C("zh-Hans", "api-key: Aliyun AccessKey id and secret in Python; request id", """用阿里云 OSS 上传报错 InvalidAccessKeyId：
```python
auth = oss2.Auth('⟦S|ltai⟧', '⟦S|an:30⟧')
bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photos-2024')
```
错误日志里的 RequestId 是 ⟦L|hexU:24⟧。""")
C("zh-Hans", "api-key: WeChat mini-program AppSecret; AppID is public", """小程序登录报 40125 invalid appsecret，配置如下：
```json
{ "appid": "⟦L|wx_appid⟧", "secret": "⟦S|hex:32⟧" }
```
appid 是公开的没关系吧？""")
C("zh-Hans", "door-code: smart lock code with spaces sent to mother across messages; tracking number", """妈，家里门锁密码改了，跟你说一下
---
新的是 ⟦S|sp:6⟧，按完再按#号
---
别发到家族群里啊。快递单号 ⟦L|sf⟧ 的包裹到了帮我收一下""")
C("zh-Hans", "password-corrected: work email password corrected in follow-up", """帮我写个便签提醒自己：工作邮箱密码 ⟦S|pw⟧
---
啊不对，上个月已经改成 ⟦S|pw⟧ 了，以这个为准。""")
C("zh-Hans", "lookalike-only: order, tracking, product code, timestamp", """帮我写一段催单的话：订单号 ⟦L|jdorder⟧，快递单号 ⟦L|sf⟧，下单时间 ⟦l|2024-03-15 20:41⟧，商品编码 ⟦l|100038004397⟧。""")
C("zh-Hans", "crypto-seed: wallet mnemonic; public receiving address", """我把钱包助记词抄下来了，帮我数一下是不是12个词：⟦S|seed12⟧。收款地址是 ⟦L|eth_addr⟧，这个可以公开发给别人吧？""")
C("zh-Hans", "security-answer: security question answers", """帮我记一下各个账号的密保：问题一「你小学班主任的名字」答案 ⟦s|王秀兰⟧；问题二「你出生的医院」答案 ⟦s|洛阳市第一人民医院⟧。""")
C("zh-Hans", "url-credentials: GitHub token in CI log URL; run id", """CI 跑不过，日志如下：
```
remote: Invalid username or password.
fatal: Authentication failed for 'https://x-access-token:⟦S|ghp⟧@github.com/liming/blog.git/'
```
Actions 的 run id 是 ⟦l|8823401557⟧。""")
C("zh-Hans", "passport: Chinese passport number; flight and hotel confirmation", """办日本签证，护照号 ⟦S|passport:CN⟧，航班 ⟦l|CA925⟧，酒店确认号 ⟦l|HT-55820193⟧，帮我填一下行程表。""")
C("zh-Hans", "lookalike-only: password policy with example password", """公司要求密码至少12位，包含大小写和特殊字符，文档里举的反例是 ⟦l|Abc@123456⟧。能帮我解释下为什么这个不安全吗？我的新密码还没想好。""")
C("zh-Hans", "lookalike-only: code identifiers with password/token in name", """为什么 `user.⟦l|password_hash⟧` 一直是 None？
```python
class User(Base):
    ⟦l|password_hash⟧ = Column(String(128))
    ⟦l|api_token_expire_at⟧ = Column(DateTime)
```""")
C("zh-Hans", "lookalike-only: base64 of an ordinary Chinese sentence", """同事发来一串 ⟦L|b64txt:明天下午三点开会，别迟到⟧，说解码就知道了，这是什么？""")
C("zh-Hans", "totp-seed: Google Authenticator key lowercase spaced", """绑定谷歌身份验证器时二维码扫不了，页面给的密钥是 ⟦S|totp_sp⟧，手动输入时选「基于时间」对吗？""")
C("zh-Hans", "api-key: Tencent Cloud SecretId/SecretKey shell export", """```bash
export TENCENTCLOUD_SECRET_ID=⟦S|akid⟧
export TENCENTCLOUD_SECRET_KEY=⟦S|an:32⟧
```
terraform plan 还是报 AuthFailure，地域是 ap-guangzhou。""")
C("zh-Hans", "jwt: bearer JWT in request headers; trace id", """接口返回 401，请求头是这样的：
Authorization: Bearer ⟦S|jwt⟧
traceId: ⟦L|hex:32⟧
是 token 过期了吗？""")
C("zh-Hans", "otp-code: parcel locker pickup code; tracking number", """丰巢取件码 ⟦S|dig:8⟧，在小区东门的柜子，帮我转告我老公。快递单号 ⟦L|yt⟧。""")
C("zh-Hans", "pin: bank card PIN for father; bank hotline", """我爸明天去银行帮我办事，银行卡密码是 ⟦S|pin6⟧，工行客服 ⟦l|95588⟧。帮我写个他能看懂的步骤说明。""")
C("zh-Hans", "private-key-pem: RSA key for nginx; certificate fingerprint is public", """nginx 启动报错 PEM_read_bio_PrivateKey，我的 key 文件内容：
```
⟦S|pem:rsa⟧
```
证书指纹 SHA256 是 ⟦L|fp⟧，这个是公开的吧？""")
C("zh-Hans", "password-prose: school parent portal password; classroom number", """孩子学校的家校通账号：学号 20230518，家长登录密码 ⟦S|pw⟧。下周在 ⟦l|A305⟧ 教室开家长会，帮我写个请假条。""")
C("zh-Hans", "password-split: router admin password split across two messages", """路由器管理员密码太长了，我分两条发给你
---
前半段：⟦S|an:7⟧
---
后半段：⟦S|an:8⟧，帮我合起来看看有没有输错""")
C("zh-Hans", "social-security: CN social security number equals resident ID (CN-RIC); hospital PIN; ticket", """帮我妈挂号：社保卡号就是身份证号 ⟦S|nat:CN-RIC⟧，就诊卡密码 ⟦S|pin6⟧，挂号单号 ⟦l|GH20240618-0457⟧。""")

# ---------------- Traditional Chinese ----------------
C("zh-Hant", "national-id: Taiwan ID (TW-ID) and NHI card number; clinic room", """幫我填健保卡補發申請：身分證字號 ⟦S|nat:TW-ID⟧，健保卡號 ⟦S|dig:12⟧，看診是 ⟦l|203診⟧。""")
C("zh-Hant", "national-id: Hong Kong ID (HK-ID); branch phone", """香港身份證號碼 ⟦S|nat:HK-ID⟧，要填入銀行開戶表格，分行電話 ⟦l|2233 3322⟧。想問地址證明用水費單得唔得？""")
C("zh-Hant", "otp-code: bank SMS transaction code; amount", """收到簡訊「【玉山銀行】您的交易驗證碼為 ⟦S|otp6⟧，交易金額 ⟦l|NT$12,800⟧，請勿告知他人」，但我沒有刷卡，該怎麼辦？""")
C("zh-Hant", "wifi-password: B&B guest welcome message; checkout time", """民宿的 Wi-Fi：名稱 Sunrise_Hualien，密碼 ⟦S|pw⟧。幫我寫一段給房客的歡迎訊息，退房時間 ⟦l|11:00⟧。""")
C("zh-Hant", "payment-card: Visa with CVV; invoice number and public company tax number", """公司報帳要附刷卡資料：卡號 ⟦S|card:visa⟧，到期 03/29，安全碼 ⟦S|cvv⟧。發票號碼 ⟦l|AB-12345678⟧，統一編號 ⟦l|24536806⟧（公司的，公開資訊）。""")
C("zh-Hant", "api-key: LINE bot access token and channel secret; channel id", """LINE Bot 一直回 401：
```python
line_bot_api = LineBotApi('⟦S|line_tok⟧')
handler = WebhookHandler('⟦S|hex:32⟧')
```
Channel ID 是 ⟦l|1657283941⟧，這個應該不用保密吧？""")
C("zh-Hant", "password-corrected: shared account password corrected next message", """幫我回覆同事，說共用的 Canva 帳號密碼是 ⟦S|pw⟧
---
等等，剛剛那個打錯了，正確是 ⟦S|pw⟧""")
C("zh-Hant", "door-code: building door code with spaces; floor", """大樓大門密碼是 ⟦S|sp:4⟧，進去後搭電梯到 ⟦l|12F⟧，幫我翻成英文給外國朋友。""")
C("zh-Hant", "lookalike-only: train number, seat, times, booking id", """幫我整理行程：高鐵 ⟦l|0653⟧ 車次，⟦l|7車12A⟧，⟦l|08:16⟧ 台北出發；飯店訂單編號 ⟦l|BK-3390217⟧。""")
C("zh-Hant", "recovery-codes: Google backup codes", """Google 給我的備用碼，我先存在這裡：⟦S|bk8⟧、⟦S|bk8⟧、⟦S|bk8⟧。應該存在哪裡比較安全？""")
C("zh-Hant", "api-key: OpenAI key in Python; model name", """```python
client = OpenAI(api_key="⟦S|openai⟧")
resp = client.chat.completions.create(model="⟦l|gpt-4o-2024-08-06⟧", messages=msgs)
```
為什麼一直出現 RateLimitError？""")
C("zh-Hant", "door-code: hotel safe code; room and flight numbers", """飯店房間 ⟦l|1207⟧ 的保險箱密碼我設成 ⟦S|dig:6⟧，怕忘記先記在這。明天 ⟦l|CI 005⟧ 航班幾點要出門？""")
C("zh-Hant", "password-prose: child learning platform password", """孩子的學習平台帳號 chen.yuting，密碼 ⟦S|pw⟧，老師說作業要在週五前交，怎麼上傳？""")
C("zh-Hant", "crypto-private-key: wallet private key hex; public address", """我的錢包私鑰是 ⟦S|eth_priv⟧，公開地址 ⟦L|eth_addr⟧，想匯入到 MetaMask，步驟是什麼？""")
C("zh-Hant", "bank-account: HK bank account number; bank code is the bank's", """幫我寫封信俾房東：租金請轉到 HSBC 戶口 ⟦S|hkacct⟧，銀行編號 ⟦l|004⟧ 係匯豐嘅。""")
C("zh-Hant", "token-config: docker-compose MySQL root password; image tag", """```yaml
services:
  mysql:
    image: ⟦l|mysql:8.0.36⟧
    environment:
      MYSQL_ROOT_PASSWORD: ⟦S|pw⟧
      MYSQL_DATABASE: shop
```
容器一直 restarting，要怎麼看 log？""")
C("zh-Hant", "lookalike-only: placeholders in docs", """文件裡寫 `API_KEY=⟦l|<你的金鑰>⟧`，還有範例 `⟦l|sk-xxxxxxxxxxxxxxxx⟧`，我要去哪裡申請真正的金鑰？""")

# ---------------- Japanese ----------------
C("ja", "api-key: Stripe secret in YAML config; publishable key is public", """Stripe の決済がテスト環境で動かない。config.yml:
```yaml
stripe:
  secret_key: ⟦S|stripe_sk⟧
  publishable_key: ⟦L|stripe_pk⟧
```
公開キーの方はフロントに置いて大丈夫ですよね？""")
C("ja", "otp-code: LINE SMS verification number", """「【LINE】認証番号：⟦S|otp4⟧ この番号を誰にも教えないでください。」というSMSが来ました。知らない人から番号を聞かれています。""")
C("ja", "national-id: Japanese My Number (JP-MYNUMBER); postal code", """市役所の書類にマイナンバー ⟦S|nat:JP-MYNUMBER⟧ を書く欄があるけど、郵便番号 ⟦l|〒150-0002⟧ の書き方も合ってる？""")
C("ja", "wifi-password: parents' router key; router model", """実家のWi-Fiの暗号化キーは ⟦S|pw⟧ です。父に設定方法を説明する文章を書いてください。ルーターは ⟦l|WSR-1800AX4S⟧。""")
C("ja", "pin: ATM PIN and account number for mother; branch number", """母にATMでお金をおろしてもらうので、暗証番号 ⟦S|pin4⟧ と口座番号 ⟦S|dig:7⟧（普通）を伝えます。支店番号は ⟦l|258⟧、分かりやすいメモにして。""")
C("ja", "driver-licence: Japanese licence number; reservation number", """免許更新の予約をしたい。運転免許証番号 ⟦S|dig:12⟧、予約番号 ⟦l|R-20240611-0732⟧。持ち物は何？""")
C("ja", "health-insurance: insurance card symbol/number; hospital phone", """保険証の記号・番号は ⟦S|hoken⟧ です。病院（⟦l|03-5555-0123⟧）に電話で伝えるときの言い方を教えて。""")
C("ja", "password-corrected: VPN password corrected in next message", """会社のVPNのパスワードは ⟦S|pw⟧ です
---
すみません、それは古いです。今は ⟦S|pw⟧ に変わっています""")
C("ja", "password-announced: router password sent alone after announcement", """次のメッセージでルーターの管理パスワードを送ります
---
⟦S|pw⟧
---
これで管理画面に入れない理由、何が考えられますか？""")
C("ja", "totp-seed: otpauth URI secret", """2段階認証のQRコードを読み取ると次のURIでした：
otpauth://totp/Backlog:tanaka?secret=⟦S|totp⟧&issuer=Backlog&digits=6
別の端末にも登録して大丈夫？""")
C("ja", "api-key: AWS keys in shell export; documented example secret is an example", """```bash
export AWS_ACCESS_KEY_ID=⟦S|aws_id⟧
export AWS_SECRET_ACCESS_KEY=⟦S|aws_sec⟧
```
ドキュメントの例 ⟦l|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟧ と同じ形式なのに SignatureDoesNotMatch になる。""")
C("ja", "door-code: delivery box code; room number", """宅配ボックスの暗証番号は ⟦S|dig:4⟧ です。⟦l|805号室⟧ の前のボックスなので、妻に伝えるLINEを書いて。""")
C("ja", "lookalike-only: shinkansen train, seat, order and tracking numbers", """来週の出張：のぞみ ⟦l|23号⟧ ⟦l|7号車14E⟧、注文番号 ⟦l|249-5527183-330⟧、追跡番号 ⟦l|4905-1128-3307⟧。まとめて表にして。""")
C("ja", "private-key-pem: RSA private key in Dockerfile", """Dockerfile に秘密鍵を直接書いていいですか？
```
RUN echo "⟦S|pem:rsa⟧" > /root/.ssh/id_rsa
```""")
C("ja", "url-credentials: Slack incoming webhook URL", """Slackに通知する Incoming Webhook の URL は ⟦S|slack_hook⟧ です。curl で送るコマンドを書いて。""")
C("ja", "password-spelled: password spelled out in katakana", """電話でパスワードを伝えるとき、「⟦s|大文字のエム、小文字のエー、ケー、アイ、数字の7、3、アットマーク⟧」と言いましたが、伝わりやすい言い方はありますか？""")
C("ja", "security-answer: secret question answers", """秘密の質問の答えを忘れないようにメモ：「初めて飼ったペットの名前」→ ⟦s|ポチ丸⟧、「母親の旧姓」→ ⟦s|獅子堂⟧。""")
C("ja", "jwt: bearer JWT; request id UUID", """APIが 401 を返します。
```
Authorization: Bearer ⟦S|jwt⟧
X-Request-Id: ⟦L|uuid⟧
```""")
C("ja", "national-id: residence card number; postal code", """在留カード番号 ⟦S|zairyu⟧ を入力するフォームで、郵便番号 ⟦l|530-0001⟧ の欄がエラーになります。""")
C("ja", "token-config: GitLab token in CI YAML; job id", """```yaml
variables:
  GITLAB_TOKEN: "⟦S|glpat⟧"
```
.gitlab-ci.yml にこう書いたらダメ？ジョブID は ⟦l|6712093845⟧ です。""")

# ---------------- Korean ----------------
C("ko", "national-id: Korean RRN (KR-RRN); company business registration number is public", """회원가입 양식 확인 좀 해줘: 이름 김민준, 주민등록번호 ⟦S|nat:KR-RRN⟧, 회사 사업자등록번호 ⟦l|214-86-18758⟧ (회사 공개 정보).""")
C("ko", "otp-code: Kakao SMS verification code", """"[Web발신] [카카오] 인증번호 [⟦S|otp6⟧]를 입력해주세요. 타인 노출 금지" 이런 문자가 왔는데 내가 요청한 적이 없어.""")
C("ko", "wifi-password: home Wi-Fi for parents; router model", """우리 집 와이파이 비번은 ⟦S|pw⟧ 야. 부모님께 연결하는 방법 쉽게 설명해줘. 공유기는 ⟦l|ipTIME AX3000M⟧.""")
C("ko", "door-code: building entrance code spaced across messages; unit number", """택배 기사님께 보낼 문자 써줘
---
공동현관 비밀번호 ⟦S|sp:4⟧ 누르고 호출 버튼, 우리 집은 ⟦l|1203호⟧.""")
C("ko", "bank-account: account number and account PIN; bank hotline", """엄마한테 보낼게: 신한 계좌 ⟦S|kracct⟧, 계좌 비밀번호 ⟦S|pin4⟧. 은행 대표번호 ⟦l|1577-8000⟧ 맞지?""")
C("ko", "payment-card: Mastercard with CVC and first two PIN digits", """해외 직구 결제가 안 돼. 카드번호 ⟦S|card:mc:dash⟧, 유효기간 11/26, CVC ⟦S|cvv⟧, 카드 비밀번호 앞 두 자리는 ⟦S|dig:2⟧.""")
C("ko", "password-corrected: shared Notion password typo corrected", """팀 노션 공유 계정 비번 ⟦S|pw⟧ 로 바꿨다고 공지 써줘
---
아 잠깐, 오타 났어. ⟦S|pw⟧ 가 맞아""")
C("ko", "api-key: Kakao REST and admin keys; JavaScript key is public", """```properties
kakao.rest-api-key=⟦S|hex:32⟧
kakao.admin-key=⟦S|hex:32⟧
kakao.javascript-key=⟦L|hex:32⟧
```
JavaScript 키는 웹에 공개돼도 되는 키라고 들었는데 맞아?""")
C("ko", "token-config: Spring YAML datasource password and JWT secret; version", """```yaml
spring:
  datasource:
    url: jdbc:mysql://db.prod.local:3306/shop
    username: shop_app
    password: ⟦S|pw⟧
jwt:
  secret: ⟦S|b64:64⟧
```
Spring Boot ⟦l|3.2.5⟧로 올렸더니 연결이 안 돼.""")
C("ko", "driver-licence: Korean licence number; application number", """운전면허번호 ⟦S|krdl⟧, 접수번호 ⟦l|2024-0611-00382⟧. 적성검사 갱신하려면 뭐 가져가?""")
C("ko", "passport: Korean passport number; flight number", """여권번호 ⟦S|passport:KR⟧ 로 ESTA 신청했는데, 항공편 ⟦l|KE081⟧ 출발 전에 승인 나올까?""")
C("ko", "lookalike-only: order, waybill, hotline, price", """반품 접수 좀 도와줘. 주문번호 ⟦l|20240613-0001827⟧, 송장번호 ⟦L|dig:12⟧ (CJ대한통운), 고객센터 ⟦l|1588-1255⟧, 결제금액 ⟦l|₩48,900⟧.""")
C("ko", "recovery-codes: Naver 2FA backup codes", """네이버 2단계 인증 백업 코드: ⟦S|bk8⟧ / ⟦S|bk8⟧ — 어디에 보관해야 안전해?""")
C("ko", "crypto-seed: 12-word recovery phrase; public bitcoin address", """지갑 복구 구문 12단어 맞는지 봐줘: ⟦S|seed12⟧. 비트코인 받는 주소는 ⟦L|btc_addr⟧ 라서 공개해도 되지?""")
C("ko", "totp-seed: Google OTP secret key", """구글 OTP 등록할 때 나온 비밀 키 ⟦S|totp⟧ 를 다른 폰에도 입력하면 같은 번호 나와?""")
C("ko", "password-prose: child school platform password", """아이 e학습터 아이디 jiwoo0412, 비밀번호 ⟦S|pw⟧. 과제 제출하는 법 알려줘.""")
C("ko", "lookalike-only: password policy, example password, variable name", """회사 비밀번호 정책이 '8자 이상, 특수문자 포함, 90일마다 변경'인데, 예시로 든 ⟦l|Qwer1234!⟧ 같은 건 왜 안 된대? 설정 변수명은 ⟦l|pwd_min_length⟧ 로 하면 돼?""")
C("ko", "connection-string: JDBC URL with password parameter; version", """jdbc:postgresql://10.20.1.5:5432/erp?user=erp_admin&password=⟦S|pwu⟧&ssl=true
이 URL로 DBeaver 접속이 안 돼. PostgreSQL ⟦l|15.4⟧ 버전이야.""")


# ---------------- Other languages ----------------
C("de", "tax-id: German Steuer-ID (DE-STEUERID) and IBAN in a mail request; staff number", """Kannst du mir eine kurze Mail an die Personalabteilung schreiben? Meine Steuer-ID ist ⟦S|nat:DE-STEUERID⟧ und das Gehalt soll ab Juli auf ⟦S|iban:DE⟧ gehen. Personalnummer ⟦l|P-20931⟧.""")
C("de", "wifi-password: FRITZ!Box 20-digit network key; router model", """Der WLAN-Netzwerkschlüssel auf der Rückseite meiner FRITZ!Box ⟦l|7590 AX⟧ ist ⟦S|dig:20⟧ – wie ändere ich ihn in etwas Merkbares?""")
C("de", "otp-code: bank TAN quoted from SMS; order number", """Die Sparkasse hat mir per SMS geschickt: "Ihre TAN für die Überweisung an M. Keller lautet ⟦S|otp6⟧." Ich habe aber keine Überweisung gemacht. Meine letzte Bestellnummer war ⟦l|302-7718420-1193⟧, hängt das zusammen?""")
C("de", "health-insurance: German insurance number; practice VAT id is public", """Für den Arzttermin: Versichertennummer ⟦S|kvnr⟧, Krankenkasse TK. Die USt-IdNr. der Praxis (steht auf jeder Rechnung) ist ⟦l|DE287654321⟧. Was muss ich sonst mitbringen?""")
C("de", "api-key: Telegram bot token in Python; library version", """Mein Bot antwortet nicht:
```python
bot = telebot.TeleBot("⟦S|tg⟧")
bot.infinity_polling()
```
Installiert ist ⟦l|pyTelegramBotAPI 4.14.0⟧.""")
C("fr", "national-id: French social security number (FR-NIR); employer SIRET is public", """Peux-tu vérifier ce formulaire ? Numéro de sécurité sociale : ⟦S|nat:FR-NIR⟧, SIRET de mon employeur : ⟦l|834 291 775 00018⟧.""")
C("fr", "door-code: building digicode for the nanny", """Pour la nounou : le digicode de l'immeuble c'est ⟦S|digicode⟧, puis l'interphone « Martin », 3e étage porte gauche. Tu peux reformuler ça joliment ?""")
C("fr", "otp-code: confirmation code quoted from SMS; ad number", """J'ai reçu « Votre code de confirmation Leboncoin est ⟦S|otp6⟧ » alors que je n'ai rien demandé. L'annonce ⟦l|n° 2587341196⟧ est-elle une arnaque ?""")
C("fr", "iban: French IBAN in running text; BIC and invoice number", """Mon RIB pour le remboursement : IBAN ⟦S|iban:FR⟧, BIC ⟦l|BNPAFRPPXXX⟧. Le numéro de facture est ⟦l|FA-2024-0712⟧.""")
C("fr", "connection-string: Azure storage connection string account key", """Mon script Python plante avec AuthenticationFailed :
```
AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=factures2024;AccountKey=⟦S|azure⟧;EndpointSuffix=core.windows.net"
```
Tu vois le problème ?""")
C("es", "national-id: Spanish DNI (ES-DNI) and e-government password; postal code", """¿Me ayudas a rellenar la solicitud? DNI ⟦S|nat:ES-DNI⟧, contraseña de la sede electrónica ⟦S|pw⟧, código postal ⟦l|28013⟧.""")
C("es", "iban: Spanish IBAN for deposit refund; order number", """Para la devolución de la fianza: mi cuenta es ⟦S|iban:ES⟧. Pedido ⟦l|#ES-558201⟧. Redáctame un mensaje educado para la casera.""")
C("es", "otp-code: WhatsApp code then scam message across messages; phone", """Me llegó esto: «Tu código de WhatsApp: ⟦S|otp6d⟧. No lo compartas con nadie.»
---
y luego me escribieron desde el ⟦l|+34 600 555 019⟧ pidiéndome el código. ¿Qué hago?""")
C("es", "wifi-password: flat Wi-Fi sign; router model", """La contraseña del wifi del piso es ⟦S|pw⟧, ¿me haces un cartel para los compañeros? El router es ⟦l|HGU-RTF8115VW⟧.""")
C("es", "api-key: DigitalOcean token in Terraform", """```hcl
provider "digitalocean" {
  token = "⟦S|dop⟧"
}
```
terraform apply dice 401 Unable to authenticate you. ¿Qué reviso?""")
C("pt", "national-id: Brazilian CPF (BR-CPF) and bank app password; Pix random key is shared publicly", """Meu CPF é ⟦S|nat:BR-CPF⟧ e a senha do app do banco é ⟦S|pw⟧; minha mãe vai me ajudar a ver o extrato. A chave Pix aleatória que eu divulgo para receber é ⟦L|uuid⟧.""")
C("pt", "otp-code: bank verification code quoted; protocol number", """Recebi "Seu código de verificação do Nubank é ⟦S|otp6⟧" mas não pedi nada. O protocolo do atendimento é ⟦l|2024061900381⟧.""")
C("pt", "iban: Portuguese IBAN for rent; payment reference", """Para o senhorio: IBAN ⟦S|iban:PT⟧, referência ⟦l|RENDA-JUN-2024⟧. Escreve-me uma mensagem curta.""")
C("pt", "api-key: Shopify admin token in Node", """```js
const shopify = new Shopify({ shopName: 'loja-da-ana', accessToken: '⟦S|shpat⟧' });
```
Está dando 401 na API Admin ⟦l|2024-04⟧, o que pode ser?""")
C("it", "national-id: Italian codice fiscale; firm VAT number is public", """Mi serve compilare il modulo: codice fiscale ⟦S|itcf⟧, la partita IVA dello studio (pubblica) è ⟦l|IT07643520567⟧.""")
C("it", "wifi-password: home Wi-Fi note for grandparents", """La password del Wi-Fi di casa è ⟦S|pw⟧. Scrivimi un messaggio semplice per i nonni che arrivano sabato.""")
C("it", "otp-code: verification code quoted; parcel tracking number", """Mi è arrivato: «Il codice di verifica Poste è ⟦S|otp6⟧, non condividerlo». Il numero di tracciamento del pacco è ⟦l|RR123456785IT⟧, è collegato?""")
C("nl", "national-id: Dutch BSN (NL-BSN) and DigiD password; public chamber of commerce number", """Mijn BSN is ⟦S|nat:NL-BSN⟧ en mijn DigiD-wachtwoord ⟦S|pw⟧. Kun je uitleggen hoe ik toeslagen aanvraag? KvK-nummer van mijn bv is ⟦l|69599084⟧.""")
C("nl", "iban: Dutch IBAN for deposit; invoice number", """Stuur dit naar de verhuurder: borg graag terug op ⟦S|iban:NL⟧, factuurnummer ⟦l|2024-0318⟧.""")
C("nl", "password-announced: streaming password sent alone", """Ik stuur je zo het wachtwoord van de gedeelde Netflix
---
⟦S|pw⟧
---
kun je een berichtje voor mijn zus maken?""")
C("pl", "national-id: Polish PESEL (PL-PESEL); company NIP is public", """Wypełniam wniosek: PESEL ⟦S|nat:PL-PESEL⟧, NIP firmy (publiczny) ⟦l|5261040828⟧. Jak to wpisać?""")
C("pl", "otp-code: BLIK one-time code; scammer phone", """Kod BLIK ⟦S|dig:6⟧ – mama prosi żebym jej go podyktował, ale ktoś pisał do niej z numeru ⟦l|+48 512 555 204⟧. Czy to oszustwo?""")
C("pl", "iban: Polish IBAN for rent; transfer title", """Numer konta do przelewu za mieszkanie: ⟦S|iban:PL⟧, tytuł ⟦l|CZYNSZ/06/2024⟧.""")
C("ru", "national-id: Russian passport and SNILS (RU-SNILS); organisation INN is public", """Помоги заполнить анкету: паспорт серия и номер ⟦S|rupass⟧, СНИЛС ⟦S|nat:RU-SNILS⟧. ИНН организации (публичный) ⟦l|7728168971⟧.""")
C("ru", "otp-code: Gosuslugi login code quoted; caller phone", """Пришло СМС: «Код для входа в Госуслуги: ⟦S|otp6⟧. Никому не сообщайте». Перед этим звонили с ⟦l|+7 495 555-01-23⟧.""")
C("ru", "password-corrected: router password corrected", """Пароль от роутера ⟦S|pw⟧
---
ой, не тот, правильный ⟦S|pw⟧""")
C("ru", "token-config: PyPI token in .pypirc", """Почему twine upload говорит 403?
```ini
[pypi]
username = __token__
password = ⟦S|pypi⟧
```
Версия пакета ⟦l|0.4.2⟧.""")
C("tr", "national-id: Turkish ID (TR-TCKN) and e-Devlet password", """T.C. kimlik numaram ⟦S|nat:TR-TCKN⟧, e-Devlet şifrem ⟦S|pw⟧. Adres değişikliğini nasıl yaparım?""")
C("tr", "iban: Turkish IBAN for rent; invoice number", """Kirayı şu hesaba yatırın: ⟦S|iban:TR⟧. Fatura no ⟦l|FTR2024000118⟧. Bunu ev sahibine kibarca yazar mısın?""")
C("tr", "otp-code: verification code quoted; cargo tracking number", """"Doğrulama kodunuz: ⟦S|otp6⟧. Bu kodu kimseyle paylaşmayın." mesajı geldi, kargo takip no ⟦L|dig:13⟧ ile ilgili mi?""")
C("sv", "national-id: Swedish personnummer (SE-PNR); case number", """Mitt personnummer är ⟦S|nat:SE-PNR⟧, kan du hjälpa mig att fylla i blanketten från Försäkringskassan? Ärendenummer ⟦l|FK-2024-118734⟧.""")
C("sv", "wifi-password: summer cottage Wi-Fi note", """Wifi-lösenordet till sommarstugan är ⟦S|pw⟧, skriv en lapp till hyresgästerna.""")
C("sv", "bank-account: account number; clearing number is the bank's", """Lönen ska sättas in på clearingnummer ⟦l|8327-9⟧ (bankens) och mitt konto ⟦S|dig:10⟧ – räcker det?""")
C("uk", "password-prose: government app password", """Мій пароль від Дії ⟦S|pw⟧, допоможи зрозуміти, як оновити закордонний паспорт.""")
C("uk", "iban: Ukrainian IBAN; public company registry code", """Реквізити для оплати: IBAN ⟦S|iban:UA⟧, ЄДРПОУ отримувача ⟦l|14360570⟧ (публічний).""")
C("ar", "password-prose: work email password; ticket number", """كلمة مرور البريد الخاص بالعمل هي ⟦S|pw⟧، ساعدني في كتابة رسالة للدعم الفني. رقم التذكرة ⟦l|TCK-88213⟧.""")
C("ar", "otp-code: verification code quoted", """وصلتني رسالة: «رمز التحقق الخاص بك هو ⟦S|otp6⟧ لا تشاركه مع أحد». هل هذا احتيال؟""")
C("ar", "iban: Saudi IBAN; public commercial registration", """لتحويل الإيجار: رقم الآيبان ⟦S|iban:SA⟧، والسجل التجاري للشركة ⟦l|1010234567⟧.""")
C("hi", "national-id: Aadhaar (IN-AADHAAR) and PAN; bank IFSC is public", """मेरा आधार नंबर ⟦S|nat:IN-AADHAAR⟧ है और पैन ⟦S|inpan⟧। बैंक का IFSC कोड ⟦l|SBIN0001234⟧ है, फॉर्म भरने में मदद करो।""")
C("hi", "otp-code: transaction OTP quoted; amount", """OTP आया है: "⟦S|otp6⟧ is your OTP for transaction of ⟦l|Rs. 4,999⟧ at Flipkart" — मैंने कुछ नहीं खरीदा।""")
C("hi", "pin: UPI PIN; UPI ID is shared publicly", """पापा का UPI पिन ⟦S|pin4⟧ है, उन्हें Google Pay चलाना सिखाना है। उनका UPI ID ⟦l|ramesh.k@okaxis⟧ लोगों को पैसे भेजने के लिए देना ठीक है?""")
C("vi", "wifi-password: home Wi-Fi message; room number", """Mật khẩu wifi nhà mình là ⟦S|pw⟧, viết giúp mình tin nhắn cho khách. Số phòng ⟦l|P.1204⟧.""")
C("vi", "otp-code: bank OTP quoted and citizen ID number", """Mã OTP ngân hàng gửi: "⟦S|otp6⟧ la ma xac thuc giao dich, KHONG chia se". Số CCCD của tôi ⟦S|dig:12⟧ có cần báo cho ngân hàng không?""")
C("id", "national-id: Indonesian NIK and BPJS password", """NIK saya ⟦S|dig:16⟧, password akun BPJS ⟦S|pw⟧. Tolong bantu cek iuran bulan ini.""")
C("id", "otp-code: OTP quoted; scammer phone", """"Kode OTP Anda ⟦S|otp6⟧. JANGAN BERIKAN kode ini kepada siapapun" — ada yang telepon dari ⟦l|0812-5550-1937⟧ minta kode itu.""")
C("th", "national-id: Thai ID (TH-ID); postal code", """เลขบัตรประชาชนของฉัน ⟦S|nat:TH-ID⟧ ช่วยกรอกแบบฟอร์มให้หน่อย รหัสไปรษณีย์ ⟦l|10330⟧""")
C("th", "wifi-password: condo Wi-Fi note; room number", """รหัสผ่าน wifi คอนโดคือ ⟦S|pw⟧ ช่วยเขียนข้อความบอกแม่บ้านหน่อย ห้อง ⟦l|1508⟧""")
C("cs", "national-id: Czech birth number (CZ-RC); company IC is public", """Rodné číslo ⟦S|nat:CZ-RC⟧, IČO firmy ⟦l|27082440⟧ (veřejné). Pomůžeš s přihláškou?""")
C("cs", "iban: Czech IBAN for rent; variable symbol", """Číslo účtu pro nájem: ⟦S|iban:CZ⟧, variabilní symbol ⟦l|2024061⟧.""")
C("fi", "national-id: Finnish HETU (FI-HETU); business id is public", """Henkilötunnukseni on ⟦S|nat:FI-HETU⟧, auta täyttämään Kelan lomake. Työnantajan Y-tunnus ⟦l|2331972-7⟧.""")
C("fi", "wifi-password: cottage Wi-Fi instructions", """Mökin wifi-salasana on ⟦S|pw⟧, kirjoita vieraille selkeä ohje.""")
C("he", "national-id: Israeli ID (IL-ID); request number", """מספר תעודת הזהות שלי ⟦S|nat:IL-ID⟧, תעזור לי למלא טופס לביטוח לאומי? מספר הפנייה ⟦l|2024-553812⟧.""")
C("he", "password-prose: bank password for mother", """הסיסמה לחשבון הבנק היא ⟦S|pw⟧, תכתוב לאמא שלי הוראות כניסה פשוטות.""")
C("el", "national-id: Greek AMKA (GR-AMKA); company tax number is public", """Ο ΑΜΚΑ μου είναι ⟦S|nat:GR-AMKA⟧, βοήθησέ με με την αίτηση. ΑΦΜ της εταιρείας (δημόσιο) ⟦l|094019245⟧.""")
C("el", "wifi-password: guest note", """Ο κωδικός του wifi είναι ⟦S|pw⟧, γράψε ένα σημείωμα για τους επισκέπτες.""")
C("da", "national-id: Danish CPR number; company CVR is public", """Mit CPR-nummer er ⟦S|dkcpr⟧, kan du hjælpe med SKAT-formularen? CVR for firmaet er ⟦l|25313763⟧.""")
C("da", "door-code: bike shed code with spaces", """Koden til cykelskuret er ⟦S|sp:4⟧, skriv en venlig besked til de nye lejere.""")
C("no", "national-id: Norwegian national number (NO-FNR); employer org number is public", """Fødselsnummeret mitt er ⟦S|nat:NO-FNR⟧, hjelp meg med skjemaet fra NAV. Org.nr. til arbeidsgiver ⟦l|923 609 016⟧.""")
C("no", "iban: Norwegian IBAN for deposit; KID reference", """Kontonummer for depositum: ⟦S|iban:NO⟧, KID ⟦l|0012345678⟧.""")
C("ro", "national-id: Romanian CNP (RO-CNP); company CUI is public", """CNP-ul meu este ⟦S|nat:RO-CNP⟧, mă ajuți cu formularul ANAF? CUI firmă ⟦l|RO14399840⟧.""")
C("ro", "iban: Romanian IBAN for rent; invoice number", """Contul pentru chirie: ⟦S|iban:RO⟧, factura ⟦l|FCT-0192⟧.""")
C("hu", "health-insurance: Hungarian TAJ number (HU-TAJ); clinic phone", """A TAJ-számom ⟦S|nat:HU-TAJ⟧, segíts kitölteni a háziorvosi űrlapot. Rendelő telefonszáma ⟦l|+36 1 555 0172⟧.""")
C("hu", "password-prose: government portal password", """Az Ügyfélkapu jelszavam ⟦S|pw⟧, hogyan tudom megváltoztatni?""")


def str_presenter(dumper, data):
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


class Dumper(yaml.SafeDumper):
    pass


Dumper.add_representer(str, str_presenter)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "heldout_v22.yaml")
    built = [build(lang, note, tpl) for lang, note, tpl in CASES]
    order = list(range(len(built)))
    random.Random(SEED + 1).shuffle(order)
    cases = []
    for i, k in enumerate(order, 1):
        c = built[k]
        cases.append({"id": "v22-%03d" % i, "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    data = yaml.dump({"cases": cases}, Dumper=Dumper, allow_unicode=True, sort_keys=False,
                     width=100000, default_flow_style=False)
    back = yaml.safe_load(data)
    assert back["cases"] == cases, "YAML round-trip mismatch"
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d cases)" % (out, len(cases)))


if __name__ == "__main__":
    main()
