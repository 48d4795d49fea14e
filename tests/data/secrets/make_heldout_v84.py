#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v84 (secrets filter for chat memory).

Usage: python3 make_heldout_v84.py heldout_v84.yaml
Standard library only. All secrets and most look-alikes are drawn from random.Random(84).
Everything is validated before anything is written; on any problem the script exits 1.
"""
import base64
import datetime
import hashlib
import json
import random
import re
import string
import sys
import unicodedata
import zlib

SEED = 84
NAME = "heldout_v84"
PREFIX = "H84"
MSG = "\n---\n"

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B32 = UP + "234567"
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ------------------------------------------------------------------ basic helpers
def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rdig(r, n, lead=True):
    s = rs(r, DIG, n)
    if lead and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def rand_date(r, y1, y2):
    return datetime.date(r.randint(y1, y2), r.randint(1, 12), r.randint(1, 28))


def uuid4(r, upper=False):
    h = rs(r, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    u = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    return u.upper() if upper else u


def hexs(r, n):
    return rs(r, HEXL, n)


def b64_bytes(r, n, url=False, pad=True):
    raw = bytes(r.getrandbits(8) for _ in range(n))
    s = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


# ------------------------------------------------------------------ check digits
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
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10 == 0


def luhn_full(payload):
    return payload + luhn_digit(payload)


# Verhoeff (Aadhaar): D5 multiplication built from its definition
def _d5(j, k):
    if j < 5 and k < 5:
        return (j + k) % 5
    if j < 5:
        return 5 + (j + k) % 5
    if k < 5:
        return 5 + (j - k) % 5
    return (j - k) % 5


_VP1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
_VP = [list(range(10))]
for _i in range(7):
    _VP.append([_VP1[x] for x in _VP[-1]])
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _d5(c, _VP[(i + 1) % 8][int(ch)])
    return str(_VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _d5(c, _VP[i % 8][int(ch)])
    return c == 0


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1


def wsum(s, w):
    return sum(int(a) * b for a, b in zip(s, w))


def iso7064_11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def base58(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def base58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return base58(payload + chk)


def base62(n):
    if n == 0:
        return "0"
    out = ""
    while n:
        n, rem = divmod(n, 62)
        out = ALNUM[rem] + out
    return out


# ------------------------------------------------------------------ cards
def card_num(r, brand="visa"):
    if brand == "visa":
        p = "4" + rdig(r, 14, False)
    elif brand == "mc":
        p = "5" + r.choice("12345") + rdig(r, 13, False)
    elif brand == "amex":
        p = "3" + r.choice("47") + rdig(r, 12, False)
    elif brand == "icbc":
        p = "622202" + rdig(r, 12, False)
    elif brand == "mir":
        p = "220" + r.choice("01234") + rdig(r, 11, False)
    elif brand == "shetab":
        p = r.choice(["603799", "610433", "589210", "627353"]) + rdig(r, 9, False)
    else:
        raise ValueError(brand)
    n = p + luhn_digit(p)
    assert luhn_ok(n)
    return n


def card_fmt(n, sep=" "):
    if len(n) == 15:
        return grp(n, [4, 6, 5], sep)
    if len(n) == 19:
        return grp(n, [4, 4, 4, 4, 3], sep)
    return grp4(n, sep)


def card(r, brand="visa", sep=" "):
    return card_fmt(card_num(r, brand), sep)


def expiry(r, sep="/"):
    return f"{r.randint(1, 12):02d}{sep}{r.randint(27, 32)}"


def cvc(r, n=3):
    return rdig(r, n, True)


# ------------------------------------------------------------------ bank accounts / IBAN
def bban_de(r):
    return r.choice("12345678") + rdig(r, 7, False) + rdig(r, 10, False)


def rib_key(bank, branch, acct):
    return f"{97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97):02d}"


def bban_fr(r):
    bank = r.choice(["30004", "30003", "20041", "10278", "30002", "17515"])
    branch = f"{r.randint(1, 99999):05d}"
    acct = rdig(r, 11, False)
    return bank + branch + acct + rib_key(bank, branch, acct)


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - wsum(ten, ES_W) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban_es(r):
    bank = r.choice(["2100", "0049", "0182", "0081", "2085", "0128"])
    branch = rdig(r, 4, False)
    acct = rdig(r, 10, False)
    return bank + branch + str(es_dc("00" + bank + branch)) + str(es_dc(acct)) + acct


_IT_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
                    2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def it_check(s):
    t = 0
    for i, c in enumerate(s):
        if i % 2 == 0:
            t += _IT_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + t % 26)


def bban_it(r):
    abi = r.choice(["03069", "02008", "05034", "03062", "01030", "05696"])
    cab = rdig(r, 5, False)
    conto = "0000" + rdig(r, 8, False) if r.random() < 0.5 else rdig(r, 12, False)
    body = abi + cab + conto
    return it_check(body) + body


def bban_nl(r):
    bank = r.choice(["ABNA", "RABO", "SNSB", "ASNB", "TRIO"])
    while True:
        a = rdig(r, 10, False)
        if a[0] != "0" and wsum(a, range(10, 0, -1)) % 11 == 0:
            return bank + a


def bban_pt(r):
    bank = r.choice(["0035", "0033", "0007", "0010", "0036", "0018"])
    base = bank + rdig(r, 4, False) + rdig(r, 11, False)
    return base + f"{98 - (int(base) * 100) % 97:02d}"


def pl_branch(r):
    s7 = r.choice(["102", "105", "109", "114", "116", "124", "249"]) + rdig(r, 4, False)
    return s7 + str((10 - wsum(s7, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)


def bban_pl(r):
    return pl_branch(r) + rdig(r, 16, False)


def nrb_fmt(ib):  # Polish domestic 26-digit format from an IBAN
    d = ib[2:]
    return grp(d, [2, 4, 4, 4, 4, 4, 4])


def cz_account(r):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        a = rdig(r, 9)
        d = (-wsum(a, w)) % 11
        if d < 10:
            return a + str(d)


def hu_chk(digits):
    w = [9, 7, 3, 1]
    return str((10 - sum(int(c) * w[i % 4] for i, c in enumerate(digits)) % 10) % 10)


def hu_account(r):
    g1 = r.choice(["117", "104", "107", "116", "120", "109"]) + rdig(r, 4, False)
    g1 += hu_chk(g1)
    g23 = rdig(r, 15, False)
    g23 += hu_chk(g23)
    return g1 + g23  # 24 digits


def no_mod11(digits, w):
    c = 11 - wsum(digits, w) % 11
    if c == 11:
        return 0
    return None if c == 10 else c


def no_konto(r):
    while True:
        b = rdig(r, 10)
        c = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return b + str(c)


def fi_account(r):
    p = r.choice(["1", "5", "8"]) + rdig(r, 12, False)
    return p + luhn_digit(p)


def ru_account(r, bic="044525225"):
    # 40817 (personal account) 810 (RUB) K XXXX XXXXXXX ; key computed against the BIC
    while True:
        acc = "40817810" + "0" + rdig(r, 11, False)
        s = bic[-3:] + acc
        w = [7, 1, 3] * 8
        tot = sum((int(a) * b) % 10 for a, b in zip(s, w))
        key = (tot % 10 * 3) % 10
        acc = acc[:8] + str(key) + acc[9:]
        s = bic[-3:] + acc
        if sum((int(a) * b) % 10 for a, b in zip(s, w)) % 10 == 0:
            return acc


def mx_clabe(r):
    b = r.choice(["002", "012", "014", "072", "021"]) + rdig(r, 3, False) + rdig(r, 11, False)
    w = [3, 7, 1] * 6
    t = sum((int(a) * x) % 10 for a, x in zip(b, w))
    return b + str((10 - t % 10) % 10)


def aba_routing(r):
    while True:
        p = f"{r.choice(list(range(1, 13)) + list(range(21, 33))):02d}" + rdig(r, 6, False)
        for d in range(10):
            s = p + str(d)
            if (3 * (int(s[0]) + int(s[3]) + int(s[6])) + 7 * (int(s[1]) + int(s[4]) + int(s[7]))
                    + (int(s[2]) + int(s[5]) + int(s[8]))) % 10 == 0:
                return s


# ------------------------------------------------------------------ national ids (secrets) and company ids (look-alikes)
def cn_id(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "320102", "420106", "500103"])
    body = area + rand_date(r, 1965, 2002).strftime("%Y%m%d") + rdig(r, 3, False)
    W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[wsum(body, W) % 11]


def cn_uscc(r):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    body = "91" + r.choice(["110108", "310115", "440300", "330100"]) + rs(r, cs, 9)
    W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(cs.index(ch) * w for ch, w in zip(body, W)) % 31
    return body + cs[0 if c == 31 else c]


def kr_rrn(r):
    d = rand_date(r, 1970, 2004)
    body = d.strftime("%y%m%d") + r.choice(("1", "2") if d.year < 2000 else ("3", "4")) + rdig(r, 5, False)
    c = (11 - wsum(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    s = body + str(c)
    return s[:6] + "-" + s[6:]


def kr_brn(r):
    b = rdig(r, 3) + f"{r.randint(1, 99):02d}" + rdig(r, 4, False)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    t = wsum(b, w) + (int(b[8]) * 5) // 10
    s = b + str((10 - t % 10) % 10)
    return f"{s[:3]}-{s[3:5]}-{s[5:]}"


def jp_mynumber(r):
    b = rdig(r, 11, False)
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    rem = s % 11
    x = b + str(0 if rem <= 1 else 11 - rem)
    return f"{x[:4]} {x[4:8]} {x[8:]}"


def jp_corp(r):
    b = rdig(r, 12)
    s = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def pesel(r):
    d = rand_date(r, 1960, 2005)
    mm = d.month + (20 if d.year >= 2000 else 0)
    b = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + rdig(r, 4, False)
    return b + str((10 - wsum(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_dowod(r):
    letters = rs(r, UP, 3)
    digits = rdig(r, 5, False)
    vals = [ord(c) - 55 for c in letters] + [int(c) for c in digits]
    c = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10
    return letters + str(c) + digits


def pl_nip(r):
    while True:
        b = rdig(r, 9)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            s = b + str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def cz_rc(r):
    while True:
        d = rand_date(r, 1960, 1999)
        mm = d.month + (50 if r.random() < 0.5 else 0)
        b = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + rdig(r, 3, False)
        c = int(b) % 11
        if c < 10:
            assert int(b + str(c)) % 11 == 0
            return b[:6] + "/" + b[6:] + str(c)


def cz_ico(r):
    b = rdig(r, 7)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)


def de_steuerid(r):
    while True:
        digits = r.sample(range(10), 9)
        dup = r.choice(digits)
        ten = digits + [dup]
        r.shuffle(ten)
        if ten[0] != 0:
            break
    b = "".join(map(str, ten))
    s = b + iso7064_11_10(b)
    return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def de_ustid(r):
    b = rdig(r, 8)
    return "DE" + b + iso7064_11_10(b)


def de_kvnr(r):
    L = r.choice(UP)
    num = rdig(r, 8, False)
    s = f"{ord(L) - 64:02d}" + num
    t = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        t += v // 10 + v % 10
    return L + num + str(t % 10)


def de_ausweis(r):
    return r.choice("LMNPRTVWXY") + rs(r, "0123456789CFGHJKLMNPRTVWXYZ", 8)


def fr_nir(r):
    d = rand_date(r, 1960, 2003)
    dept = f"{r.choice([1, 6, 13, 31, 33, 35, 38, 44, 59, 67, 69, 75, 76, 92, 93, 94]):02d}"
    b = r.choice("12") + f"{d.year % 100:02d}{d.month:02d}" + dept + f"{r.randint(1, 999):03d}" + f"{r.randint(1, 999):03d}"
    k = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"


def fr_siren(r):
    p = rdig(r, 8)
    return p + luhn_digit(p)


def fr_siret(siren, r):
    p = siren + f"{r.randint(1, 99):04d}"
    return p + luhn_digit(p)


def fr_tva(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def es_dni(r):
    n = rdig(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif(r):
    d = rdig(r, 7, False)
    t = sum(int(d[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        t += x // 10 + x % 10
    return "B" + d + str((10 - t % 10) % 10)


def it_cf_part(word, is_name):
    word = word.upper()
    cons = [c for c in word if c.isalpha() and c not in "AEIOU"]
    vows = [c for c in word if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def it_cf(r, surname, name, female=False):
    d = rand_date(r, 1960, 2002)
    day = d.day + (40 if female else 0)
    town = r.choice(["H501", "F205", "F839", "L219", "A944", "G273", "D612"])
    body = it_cf_part(surname, False) + it_cf_part(name, True) + f"{d.year % 100:02d}" + "ABCDEHLMPRST"[d.month - 1] + f"{day:02d}" + town
    return body + it_check(body)


def it_piva(r):
    p = rdig(r, 7) + f"{r.randint(1, 100):03d}"
    return p + luhn_digit(p)


def pt_nif(r, first="12"):
    b = r.choice(first) + rdig(r, 7, False)
    c = 11 - wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if c >= 10 else c)


def br_cpf(r):
    b = rdig(r, 9)
    for n in (10, 11):
        s = sum(int(c) * w for c, w in zip(b, range(n, 1, -1)))
        d = (s * 10) % 11
        b += str(0 if d == 10 else d)
    return f"{b[:3]}.{b[3:6]}.{b[6:9]}-{b[9:]}"


def br_cnpj(r):
    b = rdig(r, 8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        rem = wsum(b, w) % 11
        b += str(0 if rem < 2 else 11 - rem)
    return f"{b[:2]}.{b[2:5]}.{b[5:8]}/{b[8:12]}-{b[12:]}"


def nl_bsn(r):
    while True:
        b = rdig(r, 8)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return b + str(c)


def se_pnr(r):
    d = rand_date(r, 1960, 2004)
    b = d.strftime("%y%m%d") + rdig(r, 3, False)
    return b[:6] + "-" + b[6:] + luhn_digit(b)


def se_orgnr(r):
    p = "55" + rdig(r, 7, False)
    s = p + luhn_digit(p)
    return s[:6] + "-" + s[6:]


def dk_cpr(r):
    d = rand_date(r, 1960, 2004)
    return d.strftime("%d%m%y") + "-" + rdig(r, 4, False)


def dk_cvr(r):
    while True:
        b = rdig(r, 7)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return b + str(c)


def no_fnr(r):
    while True:
        d = rand_date(r, 1960, 2004)
        b = d.strftime("%d%m%y") + f"{r.randint(0, 499):03d}"
        k1 = no_mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(b + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return b + str(k1) + str(k2)


def no_orgnr(r):
    while True:
        b = r.choice("89") + rdig(r, 7, False)
        c = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            s = b + str(c)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def fi_hetu(r):
    d = rand_date(r, 1960, 2004)
    n = f"{r.randint(2, 899):03d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(d.strftime("%d%m%y") + n) % 31]
    return d.strftime("%d%m%y") + ("-" if d.year < 2000 else "A") + n + c


def fi_ytunnus(r):
    while True:
        b = rdig(r, 7)
        rem = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rem != 1:
            return b + "-" + str(0 if rem == 0 else 11 - rem)


def fi_viite(r, n=9):
    b = rdig(r, n)
    w = [7, 3, 1]
    t = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b)))
    s = b + str((10 - t % 10) % 10)
    out = ""
    for i, ch in enumerate(reversed(s)):
        if i and i % 5 == 0:
            out = " " + out
        out = ch + out
    return out


def hu_taj(r):
    b = rdig(r, 8)
    c = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(b)) % 10
    s = b + str(c)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def hu_adoazonosito(r):
    while True:
        d = rand_date(r, 1960, 2004)
        days = (d - datetime.date(1867, 1, 1)).days
        b = "8" + f"{days:05d}" + rdig(r, 3, False)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_adoszam(r):
    b = rdig(r, 7)
    c = (10 - wsum(b, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return f"{b}{c}-{r.choice('2345')}-{r.choice(['01', '13', '41', '42', '43', '44', '09'])}"


def ro_cnp(r):
    d = rand_date(r, 1960, 2004)
    s = (r.choice("12") if d.year < 2000 else r.choice("56"))
    b = s + d.strftime("%y%m%d") + f"{r.choice(list(range(1, 41)) + [40]):02d}" + f"{r.randint(1, 999):03d}"
    c = wsum(b, [int(x) for x in "279146358279"]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui(r):
    b = rdig(r, 7)
    key = "753217532"
    padded = b.rjust(9, "0")
    c = (wsum(padded, [int(k) for k in key]) * 10) % 11
    return b + str(0 if c == 10 else c)


def gr_afm(r, first="01"):
    b = r.choice(first) + rdig(r, 7, False)
    c = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b)) % 11 % 10
    return b + str(c)


def gr_amka(r):
    d = rand_date(r, 1960, 2004)
    p = d.strftime("%d%m%y") + rdig(r, 4, False)
    return p + luhn_digit(p)


def tr_tckn(r):
    d = [int(c) for c in rdig(r, 9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def tr_vkn(r):
    v = rdig(r, 9, False)
    total = 0
    for i in range(9):
        tmp = (int(v[i]) + 9 - i) % 10
        if tmp:
            t = (tmp * 2 ** (9 - i)) % 9
            if t == 0:
                t = 9
        else:
            t = 0
        total += t
    return v + str((10 - total % 10) % 10)


def th_id(r, first="1135"):
    b = r.choice(first) + rdig(r, 11, False)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    s = b + str(c)
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"


def il_check(b8):
    t = 0
    for i, ch in enumerate(b8):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        t += v - 9 if v > 9 else v
    return b8 + str((10 - t % 10) % 10)


def sa_id(r, first="1"):
    return luhn_full(first + rdig(r, 8, False))


def in_aadhaar(r):
    b = r.choice("23456789") + rdig(r, 10, False)
    s = b + verhoeff_digit(b)
    assert verhoeff_ok(s)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


def in_pan(r, surname_initial):
    return rs(r, UP, 3) + "P" + surname_initial + rdig(r, 4, False) + r.choice(UP)


def ru_inn12(r):
    b = "77" + rdig(r, 8, False)
    c1 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(c1)
    c2 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(c2)


def ru_inn10(r):
    b = "77" + rdig(r, 7, False)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn(r):
    b = "1" + f"{r.randint(3, 25):02d}" + "77" + rdig(r, 7, False)
    return b + str(int(b) % 11 % 10)


def ru_snils(r):
    while True:
        b = rdig(r, 9)
        if int(b) <= 1001998:
            continue
        s = sum(int(ch) * (9 - i) for i, ch in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def ua_rnokpp(r):
    d = rand_date(r, 1960, 2003)
    days = (d - datetime.date(1899, 12, 31)).days
    b = f"{days:05d}" + rdig(r, 4, False)
    return b + str(wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def upu_s10(r, pre, cc):
    b = rdig(r, 8, False)
    c = 11 - wsum(b, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return pre + b + str(c) + cc


_VIN_T = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))),
          "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10)))}


def vin(r):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = r.choice(["1HG", "5YJ", "1FT", "2T1", "3VW", "1C4", "JTD"]) + rs(r, alpha, 5) + "0" + r.choice("NPRS") + rs(r, alpha, 1) + rdig(r, 6, False)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(_VIN_T[ch] * x for ch, x in zip(v, w)) % 11
    return v[:8] + ("X" if c == 10 else str(c)) + v[9:]


def bitlocker_key(r):
    return "-".join(f"{11 * r.randint(0, 65535):06d}" for _ in range(8))


def ssn(r):
    area = r.choice([x for x in range(1, 900) if x != 666])
    return f"{area:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"


def uk_nino(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rdig(r, 6, False)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {r.choice('ABCD')}"


def ca_sin(r):
    p = r.choice("1234567") + rdig(r, 7, False)
    s = p + luhn_digit(p)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9]
    while True:
        b = rdig(r, 8)
        c = wsum(b, w) % 11
        if c < 10:
            s = b + str(c)
            assert (wsum(s, w + [10])) % 11 == 0
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def au_abn(r):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    tail = rdig(r, 9, False)
    for pre in range(10, 100):
        s = f"{pre}" + tail
        ds = [int(c) for c in s]
        ds[0] -= 1
        if sum(a * b for a, b in zip(ds, w)) % 89 == 0:
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"
    return au_abn(r)


def nhs_number(r):
    while True:
        b = r.choice("467") + rdig(r, 8, False)
        c = 11 - wsum(b, range(10, 1, -1)) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        s = b + str(c)
        return f"{s[:3]} {s[3:6]} {s[6:]}"


# ------------------------------------------------------------------ tokens and keys
def aws_akid(r):
    return "AKIA" + rs(r, B32, 16)


def aws_secret(r):
    return rs(r, UP + LO + DIG + "+/", 40)


def gh_pat(r):
    body = rs(r, ALNUM, 30)
    return "ghp_" + body + base62(zlib.crc32(body.encode())).rjust(6, "0")


def stripe_live(r, kind="sk"):
    return f"{kind}_live_51" + rs(r, ALNUM, 97)


def openai_key(r):
    return "sk-proj-" + rs(r, ALNUM, 1) + rs(r, ALNUM + "-_", 73) + "T3BlbkFJ" + rs(r, ALNUM + "-_", 73) + rs(r, ALNUM, 1)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, ALNUM + "-_", 93) + "AA"


def slack_bot(r):
    return f"xoxb-{rdig(r, 12)}-{rdig(r, 13)}-{rs(r, ALNUM, 24)}"


def slack_hook_path(r):
    return f"T{rs(r, UP + DIG, 8)}/B{rs(r, UP + DIG, 10)}/{rs(r, ALNUM, 24)}"


def sendgrid_key(r):
    return "SG." + rs(r, ALNUM + "-_", 22) + "." + rs(r, ALNUM + "-_", 43)


def telegram_token(r):
    return rdig(r, 10) + ":AA" + rs(r, ALNUM + "-_", 33)


def discord_token(r):
    uid = "1" + r.choice("0123") + rdig(r, 17, False)
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return first + "." + rs(r, ALNUM + "-_", 6) + "." + rs(r, ALNUM + "-_", 38), uid


def jwt(r, payload):
    header = b64url_json({"alg": "HS256", "typ": "JWT"})
    return header + "." + b64url_json(payload) + "." + b64_bytes(r, 32, url=True, pad=False)


def ssh_ed25519_block(r):
    raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20"
    raw += bytes(r.getrandbits(8) for _ in range(260))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def btc_wif(r):
    key = bytes(r.getrandbits(8) for _ in range(32))
    return base58check(b"\x80" + key + b"\x01")


def btc_addr(r):
    return base58check(b"\x00" + bytes(r.getrandbits(8) for _ in range(20)))


def mpesa_code(r, first="T"):
    return first + rs(r, UP + DIG, 9)


BIP39_SAFE = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
              "acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
              "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air "
              "airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also "
              "alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal "
              "ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
              "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive "
              "arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom "
              "attack attend attitude attract auction audit august aunt author auto autumn average avocado "
              "avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony "
              "ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty "
              "because become beef before begin behave behind believe below belt bench benefit best betray "
              "better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket "
              "blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone "
              "bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave "
              "bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown "
              "brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus "
              "business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can "
              "canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo "
              "carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause "
              "caution cave ceiling celery cement census century cereal certain chair chalk champion change "
              "chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney "
              "choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap "
              "clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth "
              "cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color "
              "column combine come comfort comic common company concert conduct confirm congress connect "
              "consider control convince cook cool copper copy coral core corn correct cost cotton couch "
              "country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy "
              "cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise "
              "crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion "
              "custom cute cycle").split()
BIP39_SAFE += ("dolphin drama eagle elbow fabric fossil galaxy garlic giraffe harvest hedgehog island jaguar "
               "kangaroo ladder lobster mango marble meadow napkin noodle orchard oxygen panda pepper piano "
               "puzzle quantum rabbit radar rocket saddle salmon tomato tunnel umbrella velvet violin walnut "
               "wisdom yellow zebra").split()


def seed_phrase(r, n=12):
    return " ".join(r.choice(BIP39_SAFE) for _ in range(n))


# ------------------------------------------------------------------ passwords and codes
WORDS = {
    "en": ["sunflower", "marmalade", "pumpkin", "bluebird", "falcon", "riverside", "kestrel", "mango", "oakwood",
           "juniper", "lantern", "harbor", "cobalt", "thistle", "walnut", "biscuit", "pepper", "maple", "orchid",
           "saffron", "tundra", "velvet", "copper", "willow", "meadow", "ginger", "nutmeg", "badger", "puffin", "otter"],
    "de": ["sonnenblume", "brezel", "fahrrad", "kuckuck", "lebkuchen", "zugspitze", "eichhorn", "apfelbaum", "hamster", "wolke"],
    "fr": ["papillon", "croissant", "mistral", "lavande", "cerise", "bretagne", "marmotte", "soleil", "chaton", "framboise"],
    "es": ["mariposa", "girasol", "tortuga", "paella", "almendra", "cometa", "limonero", "pajarito", "canela", "sandia"],
    "pt": ["saudade", "jabuticaba", "sabia", "cajueiro", "brigadeiro", "tucano", "goiaba", "pitanga", "farol", "caju"],
    "it": ["girasole", "farfalla", "limoncello", "gattino", "vespa", "tramonto", "ciliegia", "basilico", "nuvola", "pistacchio"],
    "nl": ["tulpen", "stroopwafel", "molen", "fietsbel", "hagelslag", "konijn", "zonnetje", "kaasje", "dijkhuis", "eekhoorn"],
    "pl": ["kotek", "pierogi", "wiewiorka", "bocian", "sloneczko", "jablko", "kaczuszka", "gwiazda", "tatry", "biedronka"],
    "ru": ["solnyshko", "medved", "rybka", "zvezda", "lisichka", "malina", "kotenok", "vesna", "berezka", "yozhik"],
    "tr": ["kelebek", "papatya", "bulut", "karpuz", "simit", "leylek", "deniz", "yildiz", "kiraz", "aslan"],
    "sv": ["kanelbulle", "lingon", "sommar", "ekorre", "tallbacken", "snigel", "hjortron", "midsommar", "fyren", "vallmo"],
    "id": ["kucing", "rambutan", "melati", "kenanga", "merpati", "pelangi", "durian", "semangka", "gajah", "kupukupu"],
    "vi": ["hoamai", "conmeo", "banhmi", "traxanh", "saobang", "hoasen", "meomeo", "mitngot", "chuon", "bienxanh"],
}
SYMS = "!@#$%&*?_-.+"


def pw(r, lang="en"):
    ws = WORDS.get(lang, WORDS["en"])
    w, w2 = r.sample(ws, 2)
    style = r.randrange(6)
    if style == 0:
        return w.capitalize() + str(r.randint(1970, 2012)) + r.choice("!#$%&*?")
    if style == 1:
        return w + r.choice("#_.-!") + w2.capitalize() + rdig(r, 2)
    if style == 2:
        tr = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
        out = "".join(tr.get(c, c) if r.random() < 0.6 else c for c in w)
        return out[0].upper() + out[1:] + r.choice("_!*") + rdig(r, 2)
    if style == 3:
        return w.capitalize() + w2.capitalize() + rdig(r, 2) + r.choice("!?")
    if style == 4:
        return w.capitalize() + "." + rdig(r, 4)
    return w + "_" + w2 + "_" + rdig(r, 2)


def pw_strong(r, n=16):
    alpha = ALNUM + "!@#$%^&*-_=+?"
    while True:
        s = rs(r, alpha, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and any(c in "!@#$%^&*-_=+?" for c in s)):
            return s


def passphrase(r, k=4, sep=" ", lang="en"):
    return sep.join(r.sample(WORDS.get(lang, WORDS["en"]), k))


def wifi(r, lang="en"):
    style = r.randrange(3)
    if style == 0:
        return pw_strong(r, r.randint(12, 16))
    if style == 1:
        return passphrase(r, 3, "-", lang) + rdig(r, 2)
    return pw(r, lang)


def pin(r, n=4):
    while True:
        s = rs(r, DIG, n)
        if len(set(s)) > 1:
            return s


def otp(r, n=6):
    return rs(r, DIG, n)


def sha40(r):
    return hexs(r, 40)


def sha64(r):
    return hexs(r, 64)


def b32_seed(r, n=32):
    return rs(r, B32, n)


# ------------------------------------------------------------------ case machinery
class G:
    def __init__(self, r):
        self.r = r
        self.secrets = []
        self.looks = []

    def S(self, v):
        if v not in self.secrets:
            self.secrets.append(v)
        return v

    def L(self, v):
        if v not in self.looks:
            self.looks.append(v)
        return v


CASES = []


def case(lang, slug, note):
    def deco(f):
        CASES.append((lang, slug, note, f))
        return f
    return deco


def lines(*ls):
    return "\n".join(ls)


def pw_url(r, lang="en"):
    while True:
        p = pw(r, lang)
        if not any(c in p for c in "@#?/%:+&$!*"):
            return p


def fmt4(ib):
    return grp4(ib)


def us_fake_phone(r):
    return f"({r.choice(['212', '312', '415', '617', '206', '303', '512', '404', '702', '619'])}) 555-01{rdig(r, 2, False)}"


Z = "\u200c"  # zero-width non-joiner, as Persian is normally typed
JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
          ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
AZURITE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
BIP39_VECTOR = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
ETH_PATH = "m/44'/60'/0'/0/0"


# ================================================================== ENGLISH: positives
@case("en", "aws-env-deploy", "AWS access key id and secret key in a pasted .env; S3 request id is a look-alike")
def _(g):
    r = g.r
    return lines(
        "My GitHub Action deploy step keeps failing with AccessDenied on s3:PutObject. This is the .env it loads, anything obviously wrong?",
        "",
        f"AWS_ACCESS_KEY_ID={g.S(aws_akid(r))}",
        f"AWS_SECRET_ACCESS_KEY={g.S(aws_secret(r))}",
        "AWS_DEFAULT_REGION=eu-west-2",
        "S3_BUCKET=fernhill-invoices-prod",
        "",
        f"The error XML has RequestId {g.L(rs(r, HEXU, 16))} and a long HostId after it.")


@case("en", "github-pat-revoked", "GitHub token the user says is already revoked is still a secret; short commit hash is a look-alike")
def _(g):
    r = g.r
    return (f"I accidentally committed my personal access token {g.S(gh_pat(r))} in config/settings.py (commit {g.L(hexs(r, 7))}) "
            "and pushed it to a public repo. I already revoked it in GitHub settings. What's the cleanest way to purge it from "
            "history, git filter-repo or BFG?")


@case("en", "stripe-live-node", "Stripe live secret key in Node code; PaymentIntent id is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Getting `No such payment_intent` in production but it works locally. Relevant bits:",
        "```js",
        f"const stripe = require('stripe')('{g.S(stripe_live(r))}');",
        f"const intent = await stripe.paymentIntents.retrieve('{g.L('pi_3' + rs(r, ALNUM, 24))}');",
        "```",
        "Locally I use the test key from the dashboard. Could the intent have been created in the other mode?")


@case("en", "openai-python", "OpenAI project key in Python; request id is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Why does this throw a 429 even though I barely use it?",
        "```python",
        "from openai import OpenAI",
        f'client = OpenAI(api_key="{g.S(openai_key(r))}")',
        'resp = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)',
        "```",
        f"The error body says request id {g.L('req_' + hexs(r, 32))} and 'You exceeded your current quota'.")


@case("en", "postgres-url", "credentials part of a PostgreSQL URL is the secret; the host is a look-alike")
def _(g):
    r = g.r
    p = pw_url(r)
    host = "pg-prod-01.internal.northwind-tea.io"
    return (f"Prisma can't connect after I moved the database. My .env has\n"
            f"DATABASE_URL=\"postgresql://{g.S('orders_app:' + p)}@{g.L(host)}:5432/orders?schema=public\"\n"
            "and the error is P1001: Can't reach database server. Do I need sslmode=require?")


@case("en", "visa-hotel-booking", "card number, expiry and CVV for a booking; old confirmation number is a look-alike")
def _(g):
    r = g.r
    return (f"Can you fill in the booking form for the Lisbon hotel for me? Card: Visa {g.S(card(r, 'visa'))}, expiry {g.S(expiry(r))}, "
            f"CVV {g.S(cvc(r))}, name on card Daniel Okafor. If they ask, my confirmation number from last year's stay was {g.L(rdig(r, 8))}.")


@case("en", "amex-two-messages", "Amex number given in two parts over two messages, then expiry and CID; record locator is a look-alike")
def _(g):
    r = g.r
    n = card_num(r, "amex")
    return (f"I'm going to give you my Amex for the Delta booking in two parts because the chat keeps cutting it off. First part: {g.S(n[:4] + ' ' + n[4:10])}"
            + MSG +
            f"Second part: {g.S(n[10:])}, expires {g.S(expiry(r))}, security code {g.S(cvc(r, 4))}. The record locator for the outbound is {g.L(rs(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 6))}.")


@case("en", "uk-payroll-sortcode", "UK account number is a secret; the sort code (bank identifier) and employee number are look-alikes")
def _(g):
    r = g.r
    sc = f"{rdig(r, 2)}-{rdig(r, 2, False)}-{rdig(r, 2, False)}"
    return lines(
        "Starting a new job on Monday and HR sent a bank details form. Can you check I've got the format right?",
        "",
        "Account name: Priya Raman",
        f"Sort code: {g.L(sc)}",
        f"Account number: {g.S(rdig(r, 8))}",
        "Building society roll number: n/a",
        f"Employee number: {g.L('E' + rdig(r, 5))}")


@case("en", "us-direct-deposit", "US checking account is a secret; ABA routing number (check digit computed) is a look-alike")
def _(g):
    r = g.r
    return (f"Write a short email to payroll updating my direct deposit: new checking account {g.S(rdig(r, 10))}, routing number "
            f"{g.L(aba_routing(r))}. It should start with the next pay period. Keep it polite but brief.")


@case("en", "ssn-w4", "SSN is a secret; the employer's EIN is a look-alike")
def _(g):
    r = g.r
    ein = f"{r.choice(['12', '20', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88'])}-{rdig(r, 7, False)}"
    return (f"I'm doing my W-4 and the state withholding form. My SSN is {g.S(ssn(r))}. The employer's EIN on my offer letter is "
            f"{g.L(ein)}. Does that go anywhere on the W-4 or is that only on the employer side?")


@case("en", "uk-passport-esta", "UK passport number is a secret; ESTA application number is a look-alike")
def _(g):
    r = g.r
    return (f"Help me double-check my ESTA answers before I pay the fee. Passport number {g.S(rdig(r, 9))}, issued March 2021, "
            f"expires March 2031, country of birth United Kingdom. The application number they gave me is {g.L(rs(r, UP + DIG, 16))}. "
            "Does the passport need to be e-passport for the visa waiver?")


@case("en", "drivers-license-vin", "California driver licence number is a secret; the VIN (check digit computed) is a look-alike")
def _(g):
    r = g.r
    return (f"For the DMV title transfer: my California driver license is {g.S(r.choice(UP) + rdig(r, 7, False))} and the car's VIN is "
            f"{g.L(vin(r))}. The seller already signed line 1. Do I also need a smog certificate for a 2019 car?")


@case("en", "health-member-id", "health insurance member id is a secret; the pharmacy BIN is a public look-alike")
def _(g):
    r = g.r
    return (f"My insurance card says Member ID {g.S(rs(r, UP, 3) + rdig(r, 9, False))}, Group {rdig(r, 6)}, RxBIN {g.L('004336')}, "
            "RxPCN ADV. The pharmacy says my coverage is inactive even though I paid the premium. What should I ask the insurer?")


@case("en", "wifi-guest-card", "home Wi-Fi password on a guest card; router LAN address is a look-alike")
def _(g):
    r = g.r
    return (f"Make a cute little card for our guest room: network TheOakHouse_5G, password {g.S(wifi(r))}. Also mention that the "
            f"router admin page is at {g.L('192.168.0.1')} if it needs a restart, but don't put the admin login on the card.")


@case("en", "airbnb-lockbox", "lockbox code and door keypad code in host check-in text; reservation code is a look-alike")
def _(g):
    r = g.r
    return (f"I host on Airbnb. Draft the check-in message for reservation {g.L('HM' + rs(r, UP + DIG, 8))}: the lockbox is by the side gate, "
            f"code {g.S(pin(r, 4))}; front door keypad {g.S(pin(r, 6))} then #; the Wi-Fi details are on the fridge. "
            "Checkout is 11am, trash goes in the blue bin.")


@case("en", "house-sitter-alarm", "alarm disarm code and verbal password; monitoring phone number is a look-alike")
def _(g):
    r = g.r
    return (f"Writing instructions for our house sitter. The alarm panel is in the hallway: disarm code {g.S(pin(r, 4))}, you have 30 seconds. "
            f"If it goes off, the monitoring company calls from {g.L(us_fake_phone(r))} and asks for the verbal password, which is "
            f"\"{g.S(r.choice(WORDS['en']))}\". The spare key is with the neighbours at number 12. Make it a tidy list.")


@case("en", "security-questions", "answers to bank security questions are secrets")
def _(g):
    r = g.r
    return (f"I keep forgetting which answers I used for my credit union's security questions, so note them for me: mother's maiden name "
            f"{g.S(r.choice(['Kowalczyk', 'Abernathy', 'Delacroix', 'Okonkwo', 'Haverford', 'Lindqvist']))}; first pet "
            f"{g.S(r.choice(['Mr. Whiskers', 'Biscuit', 'Captain Fuzz', 'Nugget']))}. I never set the third one.")


@case("en", "bank-sms-otp", "one-time code from a pasted bank SMS; the charge amount is a look-alike")
def _(g):
    r = g.r
    amount = f"${r.randint(300, 1900):,}.{rdig(r, 2, False)}"
    return (f"Is this text legit? It came right after someone called saying they're from my bank's fraud team:\n\n"
            f"\"Chase: Your one-time code is {g.S(otp(r))}. Don't share it. We'll never call you to ask for this code.\"\n\n"
            f"The caller said they need the code to reverse a charge of {g.L(amount)} at an electronics store.")


@case("en", "github-recovery-codes", "two GitHub two-factor recovery codes on separate lines")
def _(g):
    r = g.r
    codes = [g.S(hexs(r, 5) + "-" + hexs(r, 5)) for _ in range(2)]
    return lines("Saving two of my GitHub recovery codes here in case I lose my phone (the other eight are printed):", *codes,
                 "Is it safe to keep them in a notes app?")


@case("en", "totp-setup-key", "TOTP setup key typed in groups is a secret; the well-known docs example seed is a look-alike")
def _(g):
    r = g.r
    seed = b32_seed(r, 32).lower()
    grouped = " ".join(seed[i:i + 4] for i in range(0, 32, 4))
    return (f"My authenticator app won't accept the setup key for the company VPN. I typed: {g.S(grouped)}. The tutorial I followed "
            f"used {g.L('JBSWY3DPEHPK3PXP')} as an example and that one worked fine. Are the spaces or the lowercase the problem?")


@case("en", "ssh-private-key", "OpenSSH private key block is a secret; the public key fingerprint is a look-alike")
def _(g):
    r = g.r
    block = ssh_ed25519_block(r)
    fp = "SHA256:" + b64_bytes(r, 32, pad=False)
    return (f"Git keeps asking for a password even though I added my key. Here's ~/.ssh/id_ed25519:\n\n{g.S(block)}\n\n"
            f"and ssh-keygen -lf shows: 256 {g.L(fp)} sam@thinkpad (ED25519). What am I missing?")


@case("en", "eth-private-key", "Ethereum private key is a secret; the wallet address is a look-alike")
def _(g):
    r = g.r
    return (f"I exported the private key from MetaMask to import into Rabby: {g.S('0x' + hexs(r, 64))}. After the import, Rabby shows a "
            f"different address than my usual {g.L('0x' + hexs(r, 40))}. Did I copy it wrong?")


@case("en", "seed-phrase-ledger", "12-word recovery phrase is a secret; the app version is a look-alike")
def _(g):
    r = g.r
    return (f"The paper with my Ledger recovery phrase is fading, so keep it for me until I recopy it onto steel: "
            f"{g.S(seed_phrase(r, 12))}. I'm on Ledger Live {g.L('2.' + str(r.randint(70, 99)) + '.' + str(r.randint(0, 3)))} if that matters.")


@case("en", "jwt-curl", "bearer JWT in a curl command is a secret; the order id in the URL is a look-alike")
def _(g):
    r = g.r
    iat = 1767225600 + r.randint(0, 8000000)
    tok = jwt(r, {"sub": "usr_" + rdig(r, 5), "email": "m.ortiz@tallyworks.app", "role": "admin", "iat": iat, "exp": iat + 3600})
    return (f"This curl returns 401 and I can't tell why:\n\n"
            f"curl -H \"Authorization: Bearer {g.S(tok)}\" https://api.tallyworks.app/v2/orders/{g.L('ord_' + rs(r, ALNUM, 14))}\n\n"
            "The token was issued about an hour ago.")


@case("en", "slack-webhook", "the secret path of a Slack incoming webhook URL")
def _(g):
    r = g.r
    return lines(
        "Python keeps getting `invalid_payload` from my Slack webhook:",
        "```python",
        "import requests",
        f"URL = \"https://hooks.slack.com/services/{g.S(slack_hook_path(r))}\"",
        "requests.post(URL, data={'text': 'deploy finished'})",
        "```",
        "Should I be using json= instead of data=?")


@case("en", "slack-bot-yaml", "Slack bot token and signing secret in YAML; the channel id is a look-alike")
def _(g):
    r = g.r
    return lines(
        "My Bolt app says `not_authed` on startup. config.yaml:",
        "```yaml",
        "slack:",
        f"  bot_token: {g.S(slack_bot(r))}",
        f"  signing_secret: {g.S(hexs(r, 32))}",
        f"  default_channel: {g.L('C0' + rs(r, UP + DIG, 9))}",
        "```")


@case("en", "twilio-auth-token", "Twilio auth token is a secret; a message SID from the logs is a look-alike (account SID left neutral)")
def _(g):
    r = g.r
    return lines(
        "Twilio SMS suddenly fails with error 20003. My env:",
        f"TWILIO_ACCOUNT_SID=AC{hexs(r, 32)}",
        f"TWILIO_AUTH_TOKEN={g.S(hexs(r, 32))}",
        f"TWILIO_FROM=+1415555{rdig(r, 4)}",
        "",
        f"The last message that went through has SID {g.L('SM' + hexs(r, 32))}.")


@case("en", "sendgrid-node", "SendGrid API key in TypeScript; the dynamic template id is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Emails from my Next.js API route never arrive, no error either. Code:",
        "```ts",
        "import sgMail from '@sendgrid/mail';",
        f"sgMail.setApiKey('{g.S(sendgrid_key(r))}');",
        f"await sgMail.send({{ to, from: 'hello@loomandleaf.shop', templateId: '{g.L('d-' + hexs(r, 32))}' }});",
        "```")


@case("en", "telegram-bot", "Telegram bot token is a secret; the group chat id is a look-alike")
def _(g):
    r = g.r
    return (f"My Telegram bot doesn't reply in the group. The token is {g.S(telegram_token(r))} and the chat_id I send to is "
            f"{g.L('-100' + rdig(r, 10))}. Privacy mode is on, is that the reason?")


@case("en", "discord-bot", "Discord bot token is a secret; the application id is a look-alike")
def _(g):
    r = g.r
    tok, uid = discord_token(r)
    return (f"discord.py throws LoginFailure: Improper token has been passed. I copied it from the Bot tab: {g.S(tok)}. "
            f"Application ID is {g.L(uid)} if that matters.")


@case("en", "k8s-secret-base64", "database password in a Kubernetes Secret, base64-encoded and in the kubectl command; uid is a look-alike")
def _(g):
    r = g.r
    p = pw_url(r)
    enc = base64.b64encode(p.encode()).decode()
    return lines(
        "The pod crashloops with 'password authentication failed'. Here's the Secret:",
        "```yaml",
        "apiVersion: v1",
        "kind: Secret",
        "metadata:",
        "  name: db-credentials",
        f"  uid: {g.L(uuid4(r))}",
        "type: Opaque",
        "data:",
        "  username: YXBw",
        f"  password: {g.S(enc)}",
        "```",
        f"I created it with kubectl create secret generic db-credentials --from-literal=username=app --from-literal=password={g.S(p)}")


@case("en", "azure-storage-conn", "AccountKey value of an Azure storage connection string")
def _(g):
    r = g.r
    return (f"BlobServiceClient.from_connection_string fails with AuthenticationFailed. My string:\n"
            f"DefaultEndpointsProtocol=https;AccountName=contosoreports;AccountKey={g.S(b64_bytes(r, 64))};EndpointSuffix=core.windows.net\n"
            "Could it be clock skew on the VM?")


@case("en", "gcp-service-account", "private key id and private key body in a service account JSON; client_id is a look-alike")
def _(g):
    r = g.r
    l1 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(r, B64, 14)
    l2 = rs(r, B64, 64)
    return lines(
        "Is this service account file broken? gcloud says invalid_grant.",
        "{",
        '  "type": "service_account",',
        '  "project_id": "harvest-analytics-prod",',
        f'  "private_key_id": "{g.S(hexs(r, 40))}",',
        f'  "private_key": "-----BEGIN PRIVATE KEY-----\\n{g.S(l1 + chr(92) + "n" + l2)}\\n...",',
        '  "client_email": "etl-runner@harvest-analytics-prod.iam.gserviceaccount.com",',
        f'  "client_id": "{g.L(rdig(r, 21))}",',
        "  ...",
        "}",
        "(I cut the key short here.)")


@case("en", "cookie-devtools", "session cookie value is a secret; the Google Analytics cookie value is a look-alike")
def _(g):
    r = g.r
    ga = f"GA1.1.{rdig(r, 10)}.{1767225600 + r.randint(0, 8000000)}"
    return (f"Trying to download my own order history with requests, using the cookie copied from DevTools:\n\n"
            f"Cookie: _ga={g.L(ga)}; sessionid={g.S(rs(r, LO + DIG, 32))}; csrftoken={rs(r, ALNUM, 32)}\n\n"
            "It works for ten minutes and then redirects to /login. Why?")


@case("en", "router-admin-password", "new router admin password is a secret; the factory default pair and model are look-alikes")
def _(g):
    r = g.r
    return (f"I changed the router login from the default {g.L('admin/admin')} to {g.S(pw(r))} and now the ASUS app says wrong "
            f"credentials for my {g.L('RT-AX58U')}. Do I have to factory reset it?")


@case("en", "gmail-app-password", "Google app password in four groups; the IMAP server name is a look-alike")
def _(g):
    r = g.r
    return (f"Thunderbird keeps rejecting my Gmail. I created an app password: {g.S(' '.join(rs(r, LO, 4) for _ in range(4)))}. "
            f"Server {g.L('imap.gmail.com')}, port 993, SSL/TLS, normal password. What am I missing?")


@case("en", "password-correction", "a password, then a correction in a second message: both are secrets")
def _(g):
    r = g.r
    return (f"Add this to my notes for the church website: WordPress admin user is 'office', password {g.S(pw(r))}"
            + MSG + f"Oops, that was the old one. The current password is {g.S(pw(r))}")


@case("en", "spelled-password", "a password spelled out letter by letter")
def _(g):
    r = g.r
    word = r.choice(["tigerlily", "bluejay", "snowdrop", "riverrun"]) + rdig(r, 2)
    return (f"My dad is reading his email password to me over the phone and I typed it letter by letter: {g.S('-'.join(word))}. "
            "Can you help me write it down without the dashes for him?")


@case("en", "master-passphrase", "a passphrase used as master password; the famous xkcd example is a look-alike")
def _(g):
    r = g.r
    return (f"Is my Bitwarden master password strong enough? It's \"{g.S(passphrase(r, 4, ' '))}\". I got the idea from the xkcd "
            f"comic with {g.L('correct horse battery staple')}.")


@case("en", "tablet-passcode", "device passcode is a secret; model number and serial number are look-alikes")
def _(g):
    r = g.r
    return (f"My daughter's iPad (model {g.L('A2696')}, serial {g.L(rs(r, 'CDFGHJKLMNPQRTVWXY0123456789', 10))}) asks for the "
            f"passcode after an update. It's {g.S(pin(r, 6))} but it says incorrect. How many tries before it locks?")


@case("en", "card-pins-masked", "a card PIN is a secret; the masked card number is a look-alike")
def _(g):
    r = g.r
    return (f"Note for myself: the debit card {g.L('**** ' + rdig(r, 4))} has PIN {g.S(pin(r, 4))}. The credit card PIN "
            "letter hasn't arrived yet.")


@case("en", "gate-code-delivery", "gate code in delivery instructions; the order number is a look-alike")
def _(g):
    r = g.r
    return (f"Write delivery instructions for my grocery order {g.L(rdig(r, 10))}: gate code is #{g.S(pin(r, 4))}, building C, "
            "unit 214, second floor. Leave it at the door, don't knock, baby sleeping.")


@case("en", "bitcoin-wif", "Bitcoin WIF private key (Base58Check computed) is a secret; the address is a look-alike")
def _(g):
    r = g.r
    return (f"I swept an old paper wallet into Electrum using the private key {g.S(btc_wif(r))} but the balance is 0. "
            f"The address printed on the paper is {g.L(btc_addr(r))}. Was it already swept by someone?")


@case("en", "uk-utr-nino", "UTR and National Insurance number are secrets; HMRC's QQ example number is a look-alike")
def _(g):
    r = g.r
    utr = rdig(r, 10)
    return (f"Doing my first Self Assessment. UTR {g.S(utr[:5] + ' ' + utr[5:])}, National Insurance number {g.S(uk_nino(r))}. "
            f"The HMRC guide shows {g.L('QQ 12 34 56 C')} as an example, so I think mine is in the right format?")


@case("en", "canada-sin", "Canadian SIN (Luhn computed) is a secret; the employer's business number is a look-alike")
def _(g):
    r = g.r
    return (f"Filling out the TD1 and the direct deposit form for my new job. SIN {g.S(ca_sin(r))}. The employer's business number "
            f"on last year's T4 was {g.L(rdig(r, 9) + ' RP0001')}. Which TD1 line is the basic personal amount?")


@case("en", "au-tfn-abn", "Australian TFN (check digit computed) is a secret; the payer's ABN (computed) is a look-alike")
def _(g):
    r = g.r
    return (f"Can you help me with the TFN declaration? My TFN is {g.S(au_tfn(r))} and the payer's ABN is {g.L(au_abn(r))}. "
            "Should I claim the tax-free threshold if I also have a weekend job?")


@case("en", "india-kyc-english", "Aadhaar (Verhoeff computed) and PAN are secrets; the IFSC is a look-alike")
def _(g):
    r = g.r
    return (f"For my home loan KYC: Aadhaar {g.S(in_aadhaar(r))}, PAN {g.S(in_pan(r, 'S'))}. Salary account is with SBI, "
            f"IFSC {g.L('SBIN0' + rdig(r, 6, False))}. Which documents do I still need?")


@case("en", "nhs-number", "NHS number (mod 11 computed) is a secret; the GP practice code is a look-alike")
def _(g):
    r = g.r
    return (f"The online GP booking wants my NHS number, it's {g.S(nhs_number(r))}. The letter also has a practice code "
            f"{g.L(r.choice('ABCFGHJKLMNPY') + rdig(r, 5))}. Which one goes in the 'patient identifier' box?")


@case("en", "log-bearer-token", "OAuth access token in a gateway log is a secret; trace and span ids are look-alikes")
def _(g):
    r = g.r
    return lines(
        "Our gateway logged this right before crashing, what does it mean?",
        "2026-03-18T09:14:22.481Z ERROR upstream=billing-api status=502",
        f"  trace_id={g.L(hexs(r, 32))} span_id={g.L(hexs(r, 16))}",
        f"  request.headers.authorization=\"Bearer {g.S('ya29.' + rs(r, ALNUM + '-_', 150))}\"",
        "  msg=\"upstream connect error or disconnect/reset before headers\"")


@case("en", "git-remote-token", "user:token part of a git remote URL is the secret; the commit hash is a look-alike")
def _(g):
    r = g.r
    return (f"Pushing fails with 403. I set the remote like this:\n"
            f"git remote set-url origin https://{g.S('jdoe-dev:' + gh_pat(r))}@github.com/northwind-labs/infra.git\n"
            f"The last commit that went through was {g.L(sha40(r))}.")


@case("en", "smtp-yaml", "SMTP password in a YAML mailer config; the SMTP host is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Action Mailer config, getting 535 5.7.3 Authentication unsuccessful:",
        "smtp:",
        f"  address: {g.L('smtp.office365.com')}",
        "  port: 587",
        "  user_name: reports@brightlinedental.com",
        f"  password: \"{g.S(pw(r))}\"",
        "  authentication: login",
        "  enable_starttls_auto: true")


@case("en", "mysqldump-cron", "password glued to -p in a mysqldump command; the private IP is a look-alike")
def _(g):
    r = g.r
    ip = f"10.{r.randint(0, 40)}.{r.randint(0, 20)}.{r.randint(2, 250)}"
    return (f"This used to work from cron: `mysqldump -u backup -p{g.S(pw_url(r))} -h {g.L(ip)} shop_prod > /backups/shop.sql` "
            "and now it says Access denied. Did the upgrade to 8.4 change the auth plugin?")


@case("en", "ms-security-code", "Microsoft security code from a pasted e-mail; the masked address is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Got this but I didn't try to sign in. Should I worry?",
        "",
        "Microsoft account",
        "Security code",
        f"Please use the following security code for the Microsoft account {g.L('ja*****@outlook.com')}.",
        f"Security code: {g.S(otp(r, 7))}",
        "If you don't recognize the Microsoft account ja*****@outlook.com, you can click here to remove your email address from that account.")


@case("en", "mpesa-sms-english", "M-Pesa transaction code from a payment SMS is a secret (settled); recipient phone is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Did my rent go to the right person? Here's the SMS:",
        f"{g.S(mpesa_code(r, 'U'))} Confirmed. Ksh18,500.00 sent to JOSEPH MWANGI {g.L('07' + rdig(r, 8, False))} on 3/2/26 at 8:14 AM. "
        "New M-PESA balance is Ksh2,316.40. Transaction cost, Ksh108.00.",
        "The landlord says he hasn't received anything.")


@case("en", "google-backup-codes", "two Google backup codes")
def _(g):
    r = g.r
    c = [g.S(rdig(r, 4) + " " + rdig(r, 4, False)) for _ in range(2)]
    return (f"Keep these Google backup codes for me so I can find them when I travel: 1) {c[0]} 2) {c[1]}. "
            "The rest are in the drawer at home.")


@case("en", "apple-recovery-key", "Apple account recovery key is a secret; the support case number is a look-alike")
def _(g):
    r = g.r
    key = "-".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))
    return (f"Apple support case {g.L('10' + rdig(r, 8, False))}: I'm entering my recovery key {g.S(key)} but it keeps saying "
            "incorrect. Is it case-sensitive, and do I type the dashes?")


@case("en", "bitlocker-recovery", "BitLocker recovery key (blocks divisible by 11) is a secret; key ids are look-alikes")
def _(g):
    r = g.r
    kid = uuid4(r, upper=True)
    return lines(
        "My laptop boots into the BitLocker recovery screen. It shows:",
        f"Recovery key ID (to identify your key): {g.L(kid[:8])}",
        f"On account.microsoft.com/devices/recoverykey I found Key ID {g.L(kid)} with this key:",
        g.S(bitlocker_key(r)),
        "I typed it and it says the key is wrong. Is there more than one key?")


@case("en", "django-secret-key", "Django SECRET_KEY in settings.py; the Django version is a look-alike")
def _(g):
    r = g.r
    sk = "django-insecure-" + rs(r, LO + DIG + "!@#$%^&*(-_=+)", 50)
    return lines(
        "Deploying to Render and getting DisallowedHost. settings.py:",
        f"SECRET_KEY = '{g.S(sk)}'",
        "DEBUG = False",
        "ALLOWED_HOSTS = ['localhost']",
        "",
        f"Django {g.L('5.0.6')}, Python 3.12.")


@case("en", "laravel-env", "Laravel APP_KEY and DB password in .env; the loopback address is a look-alike")
def _(g):
    r = g.r
    return lines(
        "php artisan migrate gives SQLSTATE[HY000] [1045] Access denied. .env:",
        "APP_ENV=production",
        f"APP_KEY=base64:{g.S(b64_bytes(r, 32))}",
        "DB_CONNECTION=mysql",
        f"DB_HOST={g.L('127.0.0.1')}",
        "DB_PORT=3306",
        "DB_DATABASE=crm",
        "DB_USERNAME=crm_user",
        f"DB_PASSWORD={g.S(pw(r))}")


@case("en", "anthropic-curl", "Anthropic API key in a curl header; the API version date is a look-alike")
def _(g):
    r = g.r
    return lines(
        "Getting authentication_error with this, the key is brand new:",
        "curl https://api.anthropic.com/v1/messages \\",
        f"  -H \"x-api-key: {g.S(anthropic_key(r))}\" \\",
        f"  -H \"anthropic-version: {g.L('2023-06-01')}\" \\",
        "  -H \"content-type: application/json\" \\",
        "  -d @body.json")


@case("en", "family-password-table", "passwords in a pasted markdown table; change dates are look-alikes")
def _(g):
    r = g.r
    return lines(
        "Turn this into a neat printable page for the family binder:",
        "| Service | Login | Password | Changed |",
        "|---|---|---|---|",
        f"| Netflix | maria.santos84@gmail.com | {g.S(pw(r))} | {g.L('2025-11-03')} |",
        f"| Disney+ | same email | same as Netflix | {g.L('2026-01-17')} |",
        f"| Home Wi-Fi | SantosFamily | {g.S(wifi(r))} | never |")


@case("en", "carrier-port-pin", "number transfer PIN is a secret; the phone number being ported is a look-alike")
def _(g):
    r = g.r
    return (f"I'm switching carriers and the new store needs my number transfer PIN, which is {g.S(pin(r, 6))}. The number being "
            f"moved is {g.L(us_fake_phone(r))}. Do I cancel the old plan before or after?")


@case("en", "announce-then-give", "a storage gate code announced in one message and given in the next; unit number is a look-alike")
def _(g):
    r = g.r
    return ("I'll send you the gate code for my storage unit in the next message so you can remind me when I ask."
            + MSG + f"Gate keypad: {g.S(pin(r, 6))}. My unit is {g.L('B-' + rdig(r, 3))}, the disc lock key is on my keychain.")


@case("en", "emailed-temp-password", "temporary password in a pasted IT e-mail; the incident number is a look-alike")
def _(g):
    r = g.r
    return lines(
        "IT sent me this, can you walk me through what to do?",
        "",
        "From: IT Service Desk <servicedesk@lakeshorehealth.org>",
        f"Subject: RE: [{g.L('INC' + rdig(r, 7))}] Account locked",
        "",
        "Hi Sam,",
        f"Your account has been unlocked. Your temporary password is {g.S(pw_strong(r, 12))} and you will be asked to change it at next sign-in.",
        "Regards, Service Desk")


# ================================================================== ENGLISH: negatives (look-alikes only)
@case("en", "stripe-test-docs", "negative: Stripe documentation test cards and the docs sample test key")
def _(g):
    return (f"In Stripe test mode I'm using card {g.L('4242 4242 4242 4242')} with a future date like {g.L('12/34')} and CVC "
            f"{g.L('123')}, plus the secret key from the docs sample, {g.L('sk_test_4eC39HqLyjWDarjtT1zdp7dc')}. The charge still "
            f"fails with card_declined. Is that what {g.L('4000 0000 0000 0002')} is for, or is {g.L('4111 1111 1111 1111')} better?")


@case("en", "docs-example-keys", "negative: AWS documentation example keys and the public Azurite development key")
def _(g):
    return (f"Why do the AWS docs use {g.L('AKIAIOSFODNN7EXAMPLE')} and {g.L('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')} "
            f"everywhere? And the Azurite emulator's default account key {g.L(AZURITE_KEY)} is printed in the docs too. "
            "Is it safe that these are public?")


@case("en", "amazon-ups-tracking", "negative: Amazon order number, UPS tracking number and a refund amount")
def _(g):
    r = g.r
    order = f"11{r.randint(1, 4)}-{rdig(r, 7)}-{rdig(r, 7)}"
    ups = "1Z" + rs(r, UP + DIG, 6) + "03" + rdig(r, 8)
    return (f"My Amazon order {g.L(order)} shows delivered but nothing arrived. UPS tracking {g.L(ups)} says left at front door "
            f"at 2:41 PM. The refund would be {g.L('$' + str(r.randint(20, 199)) + '.' + rdig(r, 2, False))}. What should I say in the support chat?")


@case("en", "git-bisect-hashes", "negative: commit hashes and a release tag")
def _(g):
    r = g.r
    return (f"git bisect says the first bad commit is {g.L(sha40(r))}, but {g.L(hexs(r, 7))} (tagged "
            f"{g.L('v2.' + str(r.randint(10, 30)) + '.' + str(r.randint(0, 9)))}) also fails for me. How can an older tagged commit be bad too?")


@case("en", "iso-checksum", "negative: two SHA-256 checksums of a downloaded ISO")
def _(g):
    r = g.r
    return (f"I downloaded ubuntu-24.04.2-desktop-amd64.iso and sha256sum prints {g.L(sha64(r))}, but the line in SHA256SUMS is "
            f"{g.L(sha64(r))}. Is the download corrupted or am I looking at the wrong line?")


@case("en", "uuid-sql", "negative: the same UUID in lower and upper case in a SQL question")
def _(g):
    r = g.r
    u = uuid4(r)
    return (f"Why does this return no rows?\n\nSELECT * FROM orders WHERE customer_id = '{g.L(u)}' AND status = 'shipped';\n\n"
            f"The row exists, pgAdmin shows customer_id as {g.L(u.upper())}. Is the column case-sensitive text instead of uuid?")


@case("en", "school-trip-iban", "negative: a school's IBAN (mod-97 computed), its bank's BIC and the payment reference")
def _(g):
    r = g.r
    ib = iban("GB", "NWBK" + rdig(r, 6) + rdig(r, 8))
    return (f"Our school asked parents to pay for the residential trip by bank transfer: IBAN {g.L(fmt4(ib))}, BIC {g.L('NWBKGB2L')}, "
            f"reference {g.L('TRIP-Y5-' + rdig(r, 3))}. Is it normal for a school to send an IBAN instead of a sort code?")


@case("en", "supplier-invoice-vat", "negative: supplier invoice, PO, VAT registration and company numbers")
def _(g):
    r = g.r
    return (f"Check this supplier invoice for me: invoice {g.L('INV-2026-' + rdig(r, 4))}, PO {g.L('PO-' + rdig(r, 6))}, "
            f"VAT reg no. {g.L('GB ' + rdig(r, 3) + ' ' + rdig(r, 4, False) + ' ' + rdig(r, 2, False))}, total £1,842.60 inc VAT. "
            f"Their Companies House number is {g.L('0' + rdig(r, 7))}. Is anything missing for a valid VAT invoice?")


@case("en", "password-examples", "negative: famous example passwords discussed as examples")
def _(g):
    return (f"For a security awareness slide: why is {g.L('P@ssw0rd')} weak even though it has symbols, why did xkcd say "
            f"{g.L('Tr0ub4dor&3')} is worse than {g.L('correct horse battery staple')}, and why is {g.L('123456')} still the most common password?")


@case("en", "env-example-placeholders", "negative: placeholders in an .env.example")
def _(g):
    return lines(
        "Is this .env.example fine to commit?",
        f"OPENAI_API_KEY={g.L('your_api_key_here')}",
        f"STRIPE_SECRET_KEY={g.L('sk_live_xxxxxxxxxxxxxxxxxxxxxxxx')}",
        f"DATABASE_URL=postgres://{g.L('<user>:<password>')}@localhost:5432/app",
        f"JWT_SECRET={g.L('changeme')}",
        "SENTRY_DSN=")


@case("en", "receipt-masked-card", "negative: masked card number, authorisation code, Ref No. and terminal id on a receipt")
def _(g):
    r = g.r
    return lines(
        "Can you tell from this receipt which card I used?",
        "HARBOR HARDWARE #0412",
        "VISA CREDIT",
        g.L("************" + rdig(r, 4)),
        f"AUTH CODE: {g.L(rs(r, UP + DIG, 6))}",
        f"REF NO. {g.L(rdig(r, 12))}",
        "TOTAL $142.18",
        f"TERMINAL ID {g.L(rs(r, UP + DIG, 8))}")


@case("en", "flight-eticket", "negative: airline e-ticket number, booking confirmation and flight number")
def _(g):
    r = g.r
    return (f"My United e-ticket number is {g.L('016' + rdig(r, 10))} and the confirmation is {g.L(rs(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6))}, "
            f"flight {g.L('UA 931')} SFO to LHR on May 14. Can I still pick a seat for free in basic economy?")


@case("en", "laptop-warranty", "negative: Dell service tag and express service code")
def _(g):
    r = g.r
    return (f"Dell support wants my service tag: {g.L(rs(r, 'BCDFGHJKLMNPQRSTVWXYZ0123456789', 7))}. The sticker also says express "
            f"service code {g.L(rdig(r, 11))}. The battery swells, is that covered under warranty?")


@case("en", "routing-swift-public", "negative: a big bank's public routing number and SWIFT code")
def _(g):
    return (f"Quick sanity check: is {g.L('021000021')} JPMorgan Chase's routing number for domestic wires and {g.L('CHASUS33')} "
            "their SWIFT code? I'm paying a vendor and want to verify before I call the bank.")


@case("en", "windows-update-kb", "negative: KB number, build number and error code")
def _(g):
    r = g.r
    return (f"After {g.L('KB50' + rdig(r, 5))} installed my PC shows OS build {g.L('22631.' + rdig(r, 4))} and Windows Update now "
            f"fails with {g.L('0x800f081f')}. Should I roll it back?")


@case("en", "jwt-io-example", "negative: the jwt.io example token and its documented example secret")
def _(g):
    return (f"I'm learning JWTs. jwt.io shows this example token: {g.L(JWT_IO)} and says it's signed with "
            f"{g.L('your-256-bit-secret')}. Why can I read the name John Doe without knowing the secret?")


@case("en", "redacted-keys", "negative: redacted and masked keys and card")
def _(g):
    r = g.r
    return (f"I pasted my config into a public gist but redacted it first: OPENAI_API_KEY={g.L('sk-...' + rs(r, ALNUM, 4))}, "
            f"GITHUB_TOKEN={g.L('ghp_' + 'X' * 36)}, card on file {g.L('•••• •••• •••• ' + rdig(r, 4))}. Is that enough, or can someone still use it?")


@case("en", "btc-donation-tx", "negative: an open-source project's donation address and a transaction id")
def _(g):
    r = g.r
    return (f"I donated to an open-source project's Bitcoin address {g.L(btc_addr(r))}. The explorer shows txid {g.L(sha64(r))} with "
            "3 confirmations, but they say nothing arrived. How long does it usually take?")


@case("en", "bip39-test-vector", "negative: the BIP39 test-vector mnemonic, its test passphrase and a derivation path")
def _(g):
    return (f"In the BIP39 test vectors the mnemonic {g.L(BIP39_VECTOR)} with passphrase {g.L('TREZOR')} gives a known seed. "
            f"Why does my library give a different seed when I leave the passphrase empty? I derive along {g.L(ETH_PATH)}.")


@case("en", "test-fixtures", "negative: documentation IBANs, the famous invalid SSN and the Amex test number in unit tests")
def _(g):
    return lines(
        "My unit tests for the payment form validator use these fixtures. Are they still good test values?",
        f"VALID_IBANS = ['{g.L('DE89370400440532013000')}', '{g.L('GB29NWBK60161331926819')}']",
        f"INVALID_SSN = '{g.L('078-05-1120')}'  # the famous wallet-insert number",
        f"AMEX_TEST = '{g.L('378282246310005')}'")


# ================================================================== OTHER LANGUAGES
# ---- Chinese
@case("zh", "onboarding-id-card", "Chinese resident id (check char computed) and UnionPay salary card (Luhn) are secrets; contact phone is a look-alike")
def _(g):
    r = g.r
    return lines(
        "帮我把这些信息整理成入职登记表的格式：",
        "姓名：王磊",
        f"身份证号：{g.S(cn_id(r))}",
        f"工资卡：中国工商银行 {g.S(card(r, 'icbc'))}",
        "开户行：工商银行北京中关村支行",
        f"紧急联系人：王建国（父亲）{g.L('13' + rdig(r, 9, False))}")


@case("zh", "router-wifi-card", "Wi-Fi password and router admin password are secrets; router model and LAN address are look-alikes")
def _(g):
    r = g.r
    return (f"家里换了新路由器，帮我做个给客人看的小卡片：WiFi 名称 Wang_Home_5G，密码 {g.S(wifi(r))}。路由器是 {g.L('TL-XDR5430')}，"
            f"管理地址 {g.L('192.168.1.1')}，管理员密码 {g.S(pw(r))} 这个就别写上去了。")


@case("zh", "alipay-sms-scam", "Alipay login code pasted from an SMS (two messages); the Taobao order number is a look-alike")
def _(g):
    r = g.r
    return (lines("刚收到这条短信，是不是诈骗？", f"【支付宝】验证码{g.S(otp(r))}，用于账号登录，5分钟内有效。切勿告知他人。")
            + MSG + f"对方打电话说是淘宝客服，说订单 {g.L(rdig(r, 19))} 有质量问题要给我退款，让我把验证码念给他听。")


@case("zh", "vat-invoice-check", "negative: company unified social credit code (check char computed), e-invoice number, SF tracking number")
def _(g):
    r = g.r
    return (f"帮我核对一下这张电子发票：销售方 深圳市云帆科技有限公司，统一社会信用代码 {g.L(cn_uscc(r))}，发票号码 "
            f"{g.L('26' + rdig(r, 18))}，价税合计 ¥3,280.00。快递是顺丰，运单号 {g.L('SF' + rdig(r, 13))}。这些信息对得上吗？")


# ---- Japanese
@case("ja", "my-number-nenmatsu", "My Number (check digit computed) is a secret; the employer's corporate number (computed) is a look-alike")
def _(g):
    r = g.r
    return (f"年末調整の扶養控除等申告書を書いています。「あなたの個人番号」欄に自分のマイナンバー {g.S(jp_mynumber(r))} を書けばいいですか？"
            f"会社の法人番号 {g.L(jp_corp(r))} は給与の支払者の欄に書くんですよね。")


@case("ja", "salary-account", "own bank account number is a secret; the bank's institution code is a look-alike")
def _(g):
    r = g.r
    return lines(
        "新しい会社に給与振込口座を届け出ます。メールの文面を作ってください。",
        f"三菱UFJ銀行（金融機関コード {g.L('0005')}）渋谷支店　普通預金",
        f"口座番号：{g.S(rdig(r, 7))}",
        "名義：ヤマダ タロウ")


@case("ja", "docker-compose-db", "DB password in docker-compose, alone and as user:password in the URL; the image tag is a look-alike")
def _(g):
    r = g.r
    p = pw_url(r)
    return lines(
        "この docker-compose.yml で web コンテナから DB に繋がりません。",
        "services:",
        "  db:",
        f"    image: {g.L('postgres:16')}",
        "    environment:",
        "      POSTGRES_USER: app",
        f"      POSTGRES_PASSWORD: {g.S(p)}",
        "  web:",
        "    environment:",
        f"      DATABASE_URL: postgres://{g.S('app:' + p)}@db:5432/app_development",
        "エラーは「password authentication failed for user \"app\"」です。")


@case("ja", "yamato-delivery", "negative: Yamato tracking number, Amazon order number, postal code and a public hotline")
def _(g):
    r = g.r
    order = f"250-{rdig(r, 7)}-{rdig(r, 7)}"
    return (f"ヤマト運輸の伝票番号 {g.L(grp(rdig(r, 12), [4, 4, 4], '-'))} の荷物がまだ届きません。Amazonの注文番号は {g.L(order)}、"
            f"届け先は〒{g.L('150-0041')} です。問い合わせの電話番号は {g.L('0120-01-9625')} で合っていますか？")


# ---- Korean
@case("ko", "year-end-tax", "resident registration number (check digit computed) is a secret; company business number (computed) is a look-alike")
def _(g):
    r = g.r
    return (f"연말정산 간소화 자료 받으려고 하는데 도와줘. 내 주민등록번호는 {g.S(kr_rrn(r))}이야. "
            f"회사 사업자등록번호는 {g.L(kr_brn(r))}인데 이건 어디에 쓰는 거야?")


@case("ko", "mom-doorlock", "door lock code and Wi-Fi password are secrets; the apartment unit is a look-alike")
def _(g):
    r = g.r
    return (f"어머니 댁 정보 동생한테 문자로 보내게 정리해줘. 주소는 래미안아파트 {g.L('103동 1502호')}, 현관 도어락 비밀번호 "
            f"{g.S(pin(r, 6))}*, 와이파이 이름 KT_GiGA_5G_Mom, 비번 {g.S(wifi(r))}.")


@case("ko", "parcel-tracking", "negative: CJ tracking number, Coupang order number and the seller's business number")
def _(g):
    r = g.r
    return (f"CJ대한통운 운송장번호 {g.L(rdig(r, 12))} 조회하면 '집화처리'에서 멈춰 있어요. 쿠팡 주문번호는 {g.L('3' + rdig(r, 13, False))}이고 "
            f"판매자 사업자등록번호는 {g.L(kr_brn(r))}예요. 언제쯤 올까요?")


# ---- Arabic
@case("ar", "salary-iban-saudi", "own Saudi IBAN (mod-97) and national id (Luhn) are secrets; the bank SWIFT code is a look-alike")
def _(g):
    r = g.r
    ib = iban("SA", "80" + rdig(r, 18, False))
    return (f"أريد تعبئة نموذج تحويل الراتب لجهة عملي الجديدة. رقم الآيبان الخاص بي في مصرف الراجحي {g.S(fmt4(ib))}، "
            f"ورقم الهوية الوطنية {g.S(sa_id(r))}. هل أحتاج أيضاً إلى كتابة رمز السويفت {g.L('RJHISARI')}؟")


@case("ar", "otp-purchase", "one-time code from a pasted SMS is a secret; the transaction number in the app is a look-alike")
def _(g):
    r = g.r
    return (f"وصلتني هذه الرسالة قبل قليل: «رمز التحقق لعملية شراء بمبلغ 1,249.00 ريال هو {g.S(otp(r))}. لا تشارك الرمز مع أحد.» "
            f"لكنني لم أشترِ شيئاً! رقم العملية الظاهر في التطبيق {g.L(rdig(r, 12))}. ماذا أفعل الآن؟")


@case("ar", "tax-invoice", "negative: company VAT number, invoice number and purchase order number")
def _(g):
    r = g.r
    return (f"راجع لي هذه الفاتورة الضريبية: شركة النخبة للتجهيزات، الرقم الضريبي {g.L('3' + rdig(r, 13, False) + '3')}، "
            f"رقم الفاتورة {g.L('INV-' + rdig(r, 6))}، رقم أمر الشراء {g.L('PO-2026-' + rdig(r, 4))}، الإجمالي 4,830.00 ريال "
            "شامل ضريبة القيمة المضافة 15%. هل ينقصها شيء؟")


# ---- Persian
@case("fa", "student-loan", "own Sheba IBAN, card number (Luhn) and second PIN are secrets")
def _(g):
    r = g.r
    ib = iban("IR", "0" + r.choice(["17", "12", "15", "19"]) + rdig(r, 19, False))
    return (f"می{Z}خواهم فرم وام دانشجویی را پر کنم. شماره شبای حسابم {g.S(ib)} است. "
            f"شماره کارتم {g.S(card(r, 'shetab', '-'))} و رمز دومش {g.S(pin(r, 6))} هم لازم است؟")


@case("fa", "home-wifi", "new home Wi-Fi password is a secret; the modem model is a look-alike")
def _(g):
    r = g.r
    return (f"رمز وای{Z}فای خانه را عوض کردم و رمز جدید {g.S(wifi(r))} است. یک پیام کوتاه و مؤدبانه برای همسرم بنویس و رمز جدید را در آن "
            f"بگذار. اگر اینترنت قطع شد، مودم {g.L('TD-W8961N')} را یک بار ریستارت کند.")


@case("fa", "shop-order", "negative: order number, postal tracking code and a shop's Sheba IBAN for payment")
def _(g):
    r = g.r
    shop = iban("IR", "012" + rdig(r, 19, False))
    return (f"سفارشم از دیجی{Z}کالا با شماره {g.L('DKC-' + rdig(r, 9))} هنوز نرسیده. کد رهگیری پست {g.L(rdig(r, 24))} است. "
            f"فروشنده گفته برای مابه{Z}التفاوت به این شبا واریز کنم: {g.L(shop)} به نام فروشگاه لوازم{Z}التحریر مهر. درست است؟")


# ---- Hebrew
@case("he", "form-101", "Israeli ID (check digit computed) and bank account are secrets; the employer's company number is a look-alike")
def _(g):
    r = g.r
    return (f"אני ממלא טופס 101 אצל המעסיק החדש. מספר תעודת הזהות שלי {g.S(il_check(rdig(r, 8)))}, והמשכורת צריכה להיכנס לבנק לאומי, "
            f"סניף 802, חשבון מספר {g.S(rdig(r, 8))}. מספר החברה של המעסיק (ח.פ.) הוא {g.L(il_check('51' + rdig(r, 6)))}, איפה זה נכנס בטופס?")


@case("he", "babysitter-codes", "building door code and Wi-Fi password for a babysitter")
def _(g):
    r = g.r
    return (f"תכתוב הודעה קצרה לבייביסיטר: הקוד של דלת הכניסה לבניין הוא {g.S(pin(r, 4))}, והסיסמה לוויפי {g.S(wifi(r))}. "
            "האזעקה כבויה. אנחנו חוזרים בסביבות 23:30.")


@case("he", "aliexpress-parcel", "negative: order number and postal tracking number (S10 check digit computed)")
def _(g):
    r = g.r
    return (f"הזמנתי מאלי אקספרס והמשלוח תקוע כבר שבועיים. מספר ההזמנה {g.L('81' + rdig(r, 14))}, מספר המעקב "
            f"{g.L(upu_s10(r, 'RB', 'SG'))}. באתר של דואר ישראל כתוב שהחבילה 'בטיפול'. למי כדאי לפנות?")


# ---- Hindi
@case("hi", "itr-filing", "Aadhaar (Verhoeff computed), PAN and bank account are secrets; IFSC is a look-alike")
def _(g):
    r = g.r
    return (f"मुझे ITR-1 भरना है, मदद कीजिए। मेरा आधार नंबर {g.S(in_aadhaar(r))} है और पैन {g.S(in_pan(r, 'K'))}। "
            f"रिफ़ंड के लिए SBI खाता संख्या {g.S(rdig(r, 11))}, IFSC {g.L('SBIN0' + rdig(r, 6, False))}।")


@case("hi", "upi-pin-scam", "UPI PIN is a secret; the UPI Ref No. is a look-alike")
def _(g):
    r = g.r
    return (f"मैंने भाई को ₹2,500 भेजे पर उसके खाते में नहीं आए। UPI Ref No. {g.L(rdig(r, 12))} है। कस्टमर केयर वाला मेरा UPI PIN "
            f"माँग रहा है — {g.S(pin(r, 6))} — क्या उसे बता दूँ?")


@case("hi", "train-pnr", "negative: PNR, train number and IRCTC transaction id")
def _(g):
    r = g.r
    return (f"PNR {g.L(r.choice('2345678') + rdig(r, 9, False))} का स्टेटस बताइए — ट्रेन {g.L('12951')} मुंबई राजधानी, कोच B3, "
            f"बर्थ 42, पहले WL 7 था। IRCTC पर ट्रांज़ैक्शन आईडी {g.L('100' + rdig(r, 9, False))} दिख रही है।")


# ---- Russian
@case("ru", "gosuslugi-form", "passport series and number, SNILS and INN (check digits computed) are secrets; the issuing unit code is a look-alike")
def _(g):
    r = g.r
    pas = f"45 {rdig(r, 2, False)} {rdig(r, 6, False)}"
    return (f"Помоги заполнить заявление на Госуслугах. Паспорт {g.S(pas)}, выдан ГУ МВД России по г. Москве, код подразделения "
            f"{g.L('770-001')}. СНИЛС {g.S(ru_snils(r))}, ИНН {g.S(ru_inn12(r))}.")


@case("ru", "salary-requisites", "own account (key computed against the BIC) is a secret; the bank's BIC, correspondent account and INN are look-alikes")
def _(g):
    r = g.r
    return lines(
        "Бухгалтерия просит реквизиты для зарплаты. Проверь, всё ли есть:",
        "Получатель: Смирнова Анна Викторовна",
        f"Счёт получателя: {g.S(ru_account(r))}",
        "Банк: ПАО Сбербанк",
        f"БИК: {g.L('044525225')}",
        f"Корр. счёт: {g.L('30101810400000000225')}",
        f"ИНН банка: {g.L('7707083893')}")


@case("ru", "fake-security-call", "SMS code and app password given to a scammer, over two messages")
def _(g):
    r = g.r
    return (f"Мне звонят из «службы безопасности банка» и просят продиктовать код из СМС. Вот что пришло: «Никому не сообщайте "
            f"этот код: {g.S(otp(r))}. Подтверждение входа в Сбербанк Онлайн»."
            + MSG + f"Я уже сказала им код и ещё пароль от приложения, {g.S(pw(r, 'ru'))}. Что мне теперь делать?")


@case("ru", "supplier-check", "negative: company INN, KPP, OGRN (check digits computed) and a Russian Post tracking number")
def _(g):
    r = g.r
    return (f"Проверь реквизиты поставщика: ООО «Северный ветер», ИНН {g.L(ru_inn10(r))}, КПП {g.L('7701' + rdig(r, 5, False))}, "
            f"ОГРН {g.L(ru_ogrn(r))}. Образцы отправили Почтой России, трек-номер {g.L(upu_s10(r, 'RA', 'RU'))}. Всё выглядит нормально?")


# ---- Ukrainian
@case("uk", "diia-payment", "RNOKPP (check digit computed) and own IBAN are secrets")
def _(g):
    r = g.r
    ib = iban("UA", "305299" + "0000026" + rdig(r, 12, False))
    return (f"Допоможи заповнити заяву на виплату через Дію. Мій РНОКПП {g.S(ua_rnokpp(r))}, рахунок IBAN {g.S(ib)} (ПриватБанк). "
            "Чи потрібно ще щось вказувати?")


@case("uk", "cat-sitter", "intercom code and Wi-Fi password for a neighbour")
def _(g):
    r = g.r
    return (f"Напиши сусідці, яка годуватиме кота, коротке повідомлення: код домофону {g.S(pin(r, 4))}, ключ від квартири "
            f"залишу в її поштовій скриньці. Пароль від Wi-Fi {g.S(wifi(r))}. Корм у шафі над мийкою.")


@case("uk", "nova-poshta", "negative: Nova Poshta waybill number, company EDRPOU code and invoice number")
def _(g):
    r = g.r
    return (f"Посилка Новою поштою не відстежується: ТТН {g.L('2045' + rdig(r, 10))}. Продавець — ТОВ «Зелена хвиля», код ЄДРПОУ "
            f"{g.L('4' + rdig(r, 7))}, рахунок-фактура № {g.L('СФ-' + rdig(r, 5))}. Куди писати скаргу?")


# ---- Polish
@case("pl", "loan-application", "PESEL, ID card number (both check digits computed) and own account number are secrets")
def _(g):
    r = g.r
    return (f"Wypełniam wniosek o kredyt gotówkowy. PESEL: {g.S(pesel(r))}, seria i numer dowodu: {g.S(pl_dowod(r))}, "
            f"numer konta do wypłaty: {g.S(nrb_fmt(iban('PL', bban_pl(r))))}. Czy coś jeszcze będzie potrzebne?")


@case("pl", "blik-olx", "BLIK code is a secret; the listing number is a look-alike")
def _(g):
    r = g.r
    return (f"Ktoś na OLX pisze, że chce kupić mój rower, i prosi o kod BLIK {g.S(otp(r))}, żeby „odblokować płatność”. "
            f"Ogłoszenie ma numer {g.L(rdig(r, 9))}. Podać mu ten kod?")


@case("pl", "invoice-check", "negative: invoice number, seller's NIP (computed), shop account number and InPost parcel number")
def _(g):
    r = g.r
    return (f"Sprawdź fakturę {g.L('FV/2026/03/' + rdig(r, 3))}: NIP sprzedawcy {g.L(pl_nip(r))}, konto sklepu "
            f"{g.L(nrb_fmt(iban('PL', bban_pl(r))))}, numer przesyłki InPost {g.L(rdig(r, 24))}. Czy faktura ma wszystkie wymagane elementy?")


# ---- Czech
@case("cs", "insurance-form", "birth number (mod 11 computed) and own account (mod 11 computed) are secrets; the bank code is a look-alike")
def _(g):
    r = g.r
    return (f"Vyplňuju přihlášku ke zdravotní pojišťovně. Rodné číslo {g.S(cz_rc(r))}, číslo účtu pro přeplatky "
            f"{g.S(cz_account(r))}/{g.L('0800')}. Je to takhle správně?")


@case("cs", "cottage-note", "cottage Wi-Fi password and safe PIN")
def _(g):
    r = g.r
    return (f"Napiš bráchovi zprávu: heslo na Wi-Fi na chatě je {g.S(wifi(r))}, klíče jsou v trezoru v garáži, PIN {g.S(pin(r, 4))}. "
            "Kotel se zapíná tlačítkem vlevo dole.")


@case("cs", "eshop-transfer", "negative: e-shop account with bank code, variable symbol and company ICO (computed)")
def _(g):
    r = g.r
    return (f"Platím objednávku z e-shopu převodem: číslo účtu {g.L(cz_account(r) + '/2010')}, variabilní symbol {g.L(rdig(r, 10))}, "
            f"částka 2 490 Kč. Prodejce má IČO {g.L(cz_ico(r))}. Dá se tomu věřit?")


# ---- German
@case("de", "personalfragebogen", "Steuer-ID (ISO 7064 computed) and own IBAN are secrets; the bank BIC is a look-alike")
def _(g):
    r = g.r
    return (f"Kannst du mir beim Personalfragebogen helfen? Steuer-ID: {g.S(de_steuerid(r))}, IBAN: {g.S(fmt4(iban('DE', bban_de(r))))}, "
            f"BIC {g.L('COBADEFFXXX')}, Krankenkasse TK. Muss ich die Rentenversicherungsnummer auch angeben?")


@case("de", "fritzbox-wlan", "20-digit WLAN key is a secret; router model and firmware version are look-alikes")
def _(g):
    r = g.r
    return (f"Auf der Unterseite meiner FRITZ!Box {g.L('7590 AX')} steht der WLAN-Netzwerkschlüssel {g.S(grp4(rdig(r, 20)))}. "
            f"Kann ich den ändern, ohne dass der Drucker rausfliegt? FRITZ!OS ist {g.L('7.57')}.")


@case("de", "video-ident", "ID card number announced then given in a second message, with the health insurance number (check digit computed)")
def _(g):
    r = g.r
    return ("Für das Video-Ident bei der neuen Bank fragen die nach meiner Ausweisnummer, ich schick sie dir gleich, merk sie dir bitte."
            + MSG + f"{g.S(de_ausweis(r))}, und die Krankenversichertennummer von der Gesundheitskarte ist {g.S(de_kvnr(r))}.")


@case("de", "lieferantenrechnung", "negative: invoice number, supplier VAT id (computed), supplier IBAN, customer number and DHL tracking")
def _(g):
    r = g.r
    return (f"Bitte prüf diese Lieferantenrechnung: Rechnungsnr. {g.L('RE-2026-' + rdig(r, 4))}, USt-IdNr. {g.L(de_ustid(r))}, "
            f"zahlbar an IBAN {g.L(fmt4(iban('DE', bban_de(r))))} (Druckerei Hansen GmbH), Verwendungszweck {g.L('KD-' + rdig(r, 6))}. "
            f"Sendungsnummer DHL {g.L('00340434' + rdig(r, 12))}. Passt das so?")


# ---- French
@case("fr", "mutuelle-form", "social security number (key computed) and own IBAN (RIB key and mod-97 computed) are secrets; BIC is a look-alike")
def _(g):
    r = g.r
    return (f"Je remplis le formulaire d'adhésion à la mutuelle : numéro de sécurité sociale {g.S(fr_nir(r))}, IBAN "
            f"{g.S(fmt4(iban('FR', bban_fr(r))))}. Le BIC de ma banque, c'est {g.L('BNPAFRPPXXX')}, je le mets où ?")


@case("fr", "nounou-digicode", "door code and Livebox Wi-Fi key for the nanny")
def _(g):
    r = g.r
    return (f"Tu peux écrire un petit mot pour la nounou ? Digicode de l'immeuble : {g.S(r.choice('AB') + rdig(r, 4))}, interphone "
            f"« Martin », 3e étage gauche. Le code Wi-Fi de la Livebox est {g.S(wifi(r, 'fr'))}. On rentre vers 19 h.")


@case("fr", "ameli-correction", "a password then its correction in a second message")
def _(g):
    r = g.r
    return (f"Note-moi mon mot de passe ameli quelque part, c'est {g.S(pw(r, 'fr'))}"
            + MSG + f"Ah non pardon, je l'ai changé le mois dernier : c'est {g.S(pw(r, 'fr'))} maintenant.")


@case("fr", "colissimo-litige", "negative: Colissimo tracking, order number, seller SIRET (Luhn) and VAT number (key computed)")
def _(g):
    r = g.r
    siren = fr_siren(r)
    return (f"Mon colis Colissimo {g.L('6A' + rdig(r, 11))} est bloqué depuis une semaine. Commande n° {g.L(rdig(r, 9))} chez un "
            f"vendeur pro : SIRET {g.L(grp(fr_siret(siren, r), [3, 3, 3, 5]))}, TVA intracom {g.L(fr_tva(siren))}. Je peux ouvrir un litige ?")


# ---- Spanish
@case("es", "gym-direct-debit", "DNI (letter computed) and own IBAN (national and IBAN checks computed) are secrets")
def _(g):
    r = g.r
    return (f"Necesito domiciliar la cuota del gimnasio. Mis datos: DNI {g.S(es_dni(r))}, IBAN {g.S(fmt4(iban('ES', bban_es(r))))}. "
            "¿Me redactas el correo para enviárselos?")


@case("es", "mx-clabe-rfc", "Mexican CLABE (check digit computed) and personal RFC are secrets; the client's company RFC is a look-alike")
def _(g):
    r = g.r
    d = rand_date(r, 1975, 2000).strftime("%y%m%d")
    d2 = rand_date(r, 2005, 2018).strftime("%y%m%d")
    return (f"Para que me paguen la factura de diseño, ¿cómo pongo esto en el correo? Mi CLABE interbancaria es {g.S(mx_clabe(r))} "
            f"y mi RFC {g.S(rs(r, UP, 4) + d + rs(r, UP + DIG, 3))}. El cliente es Grupo Alondra, su RFC es {g.L(rs(r, UP, 3) + d2 + rs(r, UP + DIG, 3))}.")


@case("es", "dad-wifi-pin", "Wi-Fi password and a debit card PIN entrusted for the user's father")
def _(g):
    r = g.r
    return (f"Anotale a mi viejo en un mensaje: la clave del wifi nueva es {g.S(wifi(r, 'es'))} y el PIN de la tarjeta de débito que "
            f"le mandaron es {g.S(pin(r, 4))}. Que no se lo pase a nadie, eh.")


@case("es", "iberia-booking", "negative: booking locator, flight number, e-ticket number and the agency's CIF (computed)")
def _(g):
    r = g.r
    return (f"Tengo el localizador {g.L(rs(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 6))} de Iberia, vuelo {g.L('IB6841')} Madrid–Buenos Aires, "
            f"billete electrónico {g.L('075' + rdig(r, 10))}. La agencia que me lo vendió tiene CIF {g.L(es_cif(r))}. ¿Puedo cambiar la fecha sin pagar?")


# ---- Portuguese
@case("pt", "br-bank-login", "Brazilian CPF (check digits computed) and 8-digit bank password are secrets")
def _(g):
    r = g.r
    return (f"Tô tentando entrar no app do banco e dá 'dados inválidos'. Meu CPF é {g.S(br_cpf(r))} e a senha de 8 dígitos é "
            f"{g.S(otp(r, 8))}. Já reinstalei o app. O que pode ser?")


@case("pt", "br-card-checkout", "card number, expiry and CVV at checkout; the order number is a look-alike")
def _(g):
    r = g.r
    return (f"Me ajuda a terminar essa compra? O site pede: cartão Mastercard {g.S(card(r, 'mc'))}, validade {g.S(expiry(r))}, "
            f"CVV {g.S(cvc(r))}, nome impresso JULIANA M ALVES. O número do pedido é {g.L('#' + rdig(r, 8))}.")


@case("pt", "pt-irs", "Portuguese NIF (check digit computed) and own IBAN (NIB and IBAN checks computed) are secrets")
def _(g):
    r = g.r
    return (f"Estou a preencher a declaração de IRS. O meu NIF é {g.S(pt_nif(r))} e o IBAN para o reembolso é "
            f"{g.S(fmt4(iban('PT', bban_pt(r))))}. Onde é que isto se põe no Portal das Finanças?")


@case("pt", "br-correios", "negative: Correios tracking (S10 computed), shop CNPJ (computed) and invoice number")
def _(g):
    r = g.r
    return (f"Comprei numa loja online e o código de rastreio dos Correios é {g.L(upu_s10(r, 'QB', 'BR'))}. Na nota fiscal aparece o "
            f"CNPJ {g.L(br_cnpj(r))} e o número da NF {g.L(rdig(r, 6))}. A loja parece confiável?")


# ---- Italian
@case("it", "insurance-refund", "codice fiscale (check char computed) and own IBAN (CIN and mod-97 computed) are secrets; claim number is a look-alike")
def _(g):
    r = g.r
    return (f"Mi aiuti a compilare il modulo per il rimborso dell'assicurazione? Codice fiscale {g.S(it_cf(r, 'Bianchi', 'Luca'))}, "
            f"IBAN {g.S(fmt4(iban('IT', bban_it(r))))}. Il numero di sinistro è {g.L(rdig(r, 10))}.")


@case("it", "mother-in-law-codes", "gate code and Wi-Fi password for a family guest")
def _(g):
    r = g.r
    return (f"Scrivi un messaggio per mia suocera che viene a stare da noi nel weekend: il codice del cancello è {g.S(pin(r, 5))}, "
            f"l'allarme lo lascio spento e la password del Wi-Fi è {g.S(wifi(r, 'it'))}. Grazie!")


@case("it", "sofa-order", "negative: company VAT number (Luhn computed), order number and BRT tracking code")
def _(g):
    r = g.r
    return (f"Ho ordinato un divano da un'azienda che si presenta con P.IVA {g.L(it_piva(r))}. Il numero d'ordine è "
            f"{g.L('ORD-' + rdig(r, 7))} e la spedizione BRT ha il codice {g.L(rdig(r, 15))}. Come verifico che la partita IVA sia valida?")


# ---- Dutch
@case("nl", "huurtoeslag", "BSN (eleven-test computed) and own IBAN are secrets")
def _(g):
    r = g.r
    return (f"Ik vul de aanvraag voor huurtoeslag in. BSN: {g.S(nl_bsn(r))}, IBAN: {g.S(fmt4(iban('NL', bban_nl(r))))}. "
            "Klopt het dat ik ook het inkomen van mijn partner moet opgeven?")


@case("nl", "digid-sms", "DigiD password and then an SMS code in a second message")
def _(g):
    r = g.r
    return (f"Mijn DigiD-wachtwoord is {g.S(pw(r, 'nl'))}, kun jij even inloggen en kijken of mijn aangifte al verwerkt is?"
            + MSG + f"Ik kreeg net een sms met code {g.S(otp(r))}, heb je die ook nodig?")


@case("nl", "plumber-invoice", "negative: KvK number, VAT id, payment reference and the plumber's IBAN")
def _(g):
    r = g.r
    return (f"De loodgieter stuurde een factuur: KvK {g.L(rdig(r, 8))}, btw-id {g.L('NL' + rdig(r, 9) + 'B01')}, betalingskenmerk "
            f"{g.L(rdig(r, 16))}, IBAN van de loodgieter {g.L(fmt4(iban('NL', bban_nl(r))))}. Mag hij btw rekenen als hij in de KOR zit?")


# ---- Swedish
@case("sv", "bostadsbidrag", "personnummer (Luhn computed) and BankID security code are secrets")
def _(g):
    r = g.r
    return (f"Jag ska söka bostadsbidrag och Försäkringskassan frågar efter en massa. Mitt personnummer är {g.S(se_pnr(r))} och "
            f"säkerhetskoden till BankID är {g.S(otp(r))}. Vad behöver jag mer?")


@case("sv", "dogsitter-note", "Wi-Fi password and alarm code for a dog sitter; the router model is a look-alike")
def _(g):
    r = g.r
    return (f"Skriv en lapp till hundvakten: wifi-nätverket heter Lindgren_5G och lösenordet är {g.S(wifi(r, 'sv'))}. Routern är en "
            f"{g.L('Asus RT-AX58U')}; om nätet dör, dra ur sladden i tio sekunder. Larmkoden är {g.S(pin(r, 4))}.")


@case("sv", "electrician-invoice", "negative: bankgiro, OCR reference and organisation number (all Luhn computed)")
def _(g):
    r = g.r
    bg = luhn_full(rdig(r, 7))
    return (f"Fakturan från elfirman: betala till bankgiro {g.L(bg[:4] + '-' + bg[4:])} med OCR-nummer {g.L(luhn_full(rdig(r, 14)))}, "
            f"organisationsnummer {g.L(se_orgnr(r))}, förfallodag 2026-04-30. Måste OCR-numret vara exakt rätt?")


# ---- Danish
@case("da", "doctor-cpr", "CPR number and card PIN are secrets")
def _(g):
    r = g.r
    return (f"Jeg skal udfylde en blanket hos min nye læge. Mit CPR-nummer er {g.S(dk_cpr(r))}, og pinkoden til mit Dankort er "
            f"{g.S(pin(r, 4))}. Den skal vel ikke med, vel?")


@case("da", "neighbour-house", "stairway door code and alarm code for neighbours")
def _(g):
    r = g.r
    return (f"Skriv en besked til naboerne, der passer huset: dørkoden til opgangen er {g.S(pin(r, 4))}, alarmkoden er {g.S(pin(r, 6))}, "
            "og wifi-koden står bag på routeren. Skraldet hentes torsdag morgen.")


@case("da", "bike-shop-card", "own card number and expiry are secrets; the shop's CVR (mod 11 computed) and order number are look-alikes")
def _(g):
    r = g.r
    return (f"Jeg har købt en cykel hos en forhandler med CVR-nummer {g.L(dk_cvr(r))}, ordrenummer {g.L(rdig(r, 8))}. De vil have "
            f"mine kortoplysninger pr. mail: {g.S(card(r, 'visa'))}, udløb {g.S(expiry(r))}. Er det sikkert at sende sådan?")


# ---- Norwegian
@case("no", "loan-fnr-account", "fødselsnummer and own account number (mod 11 computed) are secrets")
def _(g):
    r = g.r
    return (f"Jeg søker om lån, og banken vil ha fødselsnummer og kontonummer for utbetaling: {g.S(no_fnr(r))} og "
            f"{g.S(grp(no_konto(r), [4, 2, 5], '.'))}. Holder det, eller trenger de mer?")


@case("no", "plumber-bankid", "BankID password and one-time code are secrets; org number, KID and the payee account are look-alikes")
def _(g):
    r = g.r
    return (f"Fikk en faktura fra rørleggeren: org.nr. {g.L(no_orgnr(r))}, KID {g.L(luhn_full(rdig(r, 12)))}, kontonummer "
            f"{g.L(grp(no_konto(r), [4, 2, 5], '.'))}. Jeg logger inn med BankID, passordet er {g.S(pw(r))} og engangskoden var "
            f"{g.S(otp(r))}, men betalingen feiler. Hvorfor?")


# ---- Finnish
@case("fi", "kela-housing", "Finnish personal identity code (check char computed) and own IBAN are secrets")
def _(g):
    r = g.r
    return (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {g.S(fi_hetu(r))}, tilinumero {g.S(fmt4(iban('FI', fi_account(r))))}. "
            "Pitääkö vuokrasopimus liittää mukaan?")


@case("fi", "plumber-bill", "negative: business id, reference number (both computed) and the company's IBAN")
def _(g):
    r = g.r
    return (f"Sain laskun putkifirmalta: Y-tunnus {g.L(fi_ytunnus(r))}, viitenumero {g.L(fi_viite(r))}, eräpäivä 15.4.2026, "
            f"summa 486,50 €. Laskussa on heidän tilinsä {g.L(fmt4(iban('FI', fi_account(r))))}. Onko viitenumero pakko laittaa?")


# ---- Hungarian
@case("hu", "new-job-ids", "TAJ and tax identification numbers (computed) are secrets; the employer's tax number (computed) is a look-alike")
def _(g):
    r = g.r
    return (f"Az új munkahelyemen kérik az adataimat: TAJ-szám {g.S(hu_taj(r))}, adóazonosító jel {g.S(hu_adoazonosito(r))}. "
            f"A bérszámfejtés azt írta, a munkáltató adószáma {g.L(hu_adoszam(r))}. Ezt hova kell írnom?")


@case("hu", "accountant-email", "own bank account (check digits computed) and net bank password are secrets")
def _(g):
    r = g.r
    return (f"Írj egy e-mailt a könyvelőnek, hogy a bankszámlaszámom {g.S(grp(hu_account(r), [8, 8, 8], '-'))}. A netbank jelszavam "
            f"{g.S(pw(r))}, de ezt ne írd bele, csak jegyezd meg.")


@case("hu", "parcel-gate", "gate code is a secret; the order number and GLS parcel number are look-alikes")
def _(g):
    r = g.r
    return (f"Rendeltem egy webshopból, rendelésszám {g.L('#' + rdig(r, 7))}. A futár mindig a szomszédnak adja a csomagot; a kapukód "
            f"{g.S(pin(r, 4))}, ezt megadhatom nekik? A GLS csomagszám {g.L(rdig(r, 11))}.")


# ---- Romanian
@case("ro", "unemployment-form", "CNP (check digit computed) and own IBAN are secrets")
def _(g):
    r = g.r
    return (f"Completez formularul pentru indemnizația de șomaj. CNP {g.S(ro_cnp(r))}, IBAN {g.S(iban('RO', 'BTRLRONCRT0' + rdig(r, 9, False)))} "
            "la Banca Transilvania. Mai trebuie ceva?")


@case("ro", "mum-codes", "intercom code and Wi-Fi password")
def _(g):
    r = g.r
    return (f"Scrie-i un mesaj mamei: codul de la interfon e {g.S(pin(r, 4))}#, cheia e la vecina de la etajul 2, "
            f"iar parola de la Wi-Fi e {g.S(wifi(r))}.")


@case("ro", "supplier-invoice", "own IBAN is a secret; supplier CUI (computed), invoice number and supplier IBAN are look-alikes")
def _(g):
    r = g.r
    return (f"Am primit o factură de la un furnizor cu CUI {g.L('RO' + ro_cui(r))}, factura {g.L('FCT-' + rdig(r, 5))}, plătibilă în "
            f"contul lor {g.L(iban('RO', 'RNCB' + rdig(r, 16, False)))}. Eu plătesc din contul meu {g.S(iban('RO', 'BRDE' + rdig(r, 16, False)))}. "
            "E ok să pun numărul facturii la detalii?")


# ---- Greek
@case("el", "allowance-form", "AFM (check digit computed) and AMKA (Luhn) are secrets")
def _(g):
    r = g.r
    return (f"Συμπληρώνω την αίτηση για το επίδομα. ΑΦΜ {g.S(gr_afm(r))}, ΑΜΚΑ {g.S(gr_amka(r))}. "
            "Χρειάζεται και ο αριθμός ταυτότητας;")


@case("el", "taxisnet-password", "Taxisnet password is a secret (username left neutral)")
def _(g):
    r = g.r
    return (f"Κράτα μου τους κωδικούς του Taxisnet γιατί τους ξεχνάω συνέχεια: όνομα χρήστη gpapad84, κωδικός {g.S(pw(r))}. "
            "Θα σε ρωτήσω τον Ιούνιο για τη φορολογική δήλωση.")


@case("el", "eshop-courier", "building door code is a secret; the shop's AFM (computed), order number and ACS voucher are look-alikes")
def _(g):
    r = g.r
    return (f"Παρήγγειλα από ένα e-shop με ΑΦΜ {g.L(gr_afm(r, '089'))}, αριθμός παραγγελίας {g.L(rdig(r, 8))}, voucher ACS "
            f"{g.L(rdig(r, 10))}. Ο κωδικός της εξώπορτας της πολυκατοικίας για τον κούριερ είναι {g.S(pin(r, 4))}. Πώς το γράφω στις σημειώσεις;")


# ---- Turkish
@case("tr", "salary-iban", "TC identity number (check digits computed) and own IBAN are secrets")
def _(g):
    r = g.r
    ib = iban("TR", r.choice(["00010", "00062", "00046", "00064"]) + "0" + rdig(r, 16))
    return (f"Yeni işyerine maaş hesabı bildireceğim. TC kimlik no {g.S(tr_tckn(r))}, IBAN {g.S(fmt4(ib))}. Kısa bir dilekçe yazar mısın?")


@case("tr", "edevlet-sms", "e-Devlet password and SMS code are secrets")
def _(g):
    r = g.r
    return (f"e-Devlet şifremi unuttum sanıyordum ama galiba {g.S(pw(r, 'tr'))} idi. Şimdi SMS ile {g.S(otp(r))} kodu geldi, "
            "bunu nereye yazacağım?")


@case("tr", "company-invoice", "negative: company tax number (computed), e-invoice number, order number and cargo tracking")
def _(g):
    r = g.r
    return (f"Bir firmadan fatura geldi: vergi numarası {g.L(tr_vkn(r))}, fatura no {g.L('GIB2026' + rdig(r, 9))}, sipariş numarası "
            f"{g.L(rdig(r, 10))}. Kargo takip numarası {g.L(rdig(r, 12))} (Yurtiçi). Vergi numarasını nereden doğrulayabilirim?")


# ---- Vietnamese
@case("vi", "credit-card-form", "citizen id and own bank account are secrets")
def _(g):
    r = g.r
    y = r.randint(1975, 2004)
    cccd = r.choice(["001", "079", "048", "031"]) + (r.choice("01") if y < 2000 else r.choice("23")) + f"{y % 100:02d}" + rdig(r, 6, False)
    return (f"Mình cần điền đơn mở thẻ tín dụng. Số CCCD {g.S(cccd)}, số tài khoản Vietcombank {g.S(rdig(r, 13, False))}. "
            "Có cần photo CCCD hai mặt không?")


@case("vi", "roommate-wifi", "Wi-Fi password and smart lock backup code for a roommate")
def _(g):
    r = g.r
    return (f"Viết giúp mình tin nhắn cho bạn cùng phòng: mật khẩu wifi mới là {g.S(wifi(r, 'vi'))}, mã dự phòng của khóa vân tay là "
            f"{g.S(pin(r, 6))}. Nhớ đóng cửa sổ khi ra ngoài nhé.")


@case("vi", "shopee-order", "negative: Shopee order code, GHN tracking code and the seller's tax code")
def _(g):
    r = g.r
    return (f"Đơn Shopee của mình mã {g.L('2603' + rdig(r, 2) + rs(r, UP + DIG, 8))} vẫn chưa giao. Mã vận đơn GHN là "
            f"{g.L('GY' + rs(r, UP + DIG, 8))}. Người bán xuất hóa đơn với mã số thuế {g.L('03' + rdig(r, 8))}. Làm sao để khiếu nại?")


# ---- Thai
@case("th", "fund-account", "Thai ID (check digit computed) and own account are secrets")
def _(g):
    r = g.r
    return (f"ช่วยกรอกแบบฟอร์มเปิดบัญชีกองทุนหน่อย เลขบัตรประชาชน {g.S(th_id(r))} บัญชีกสิกรไทยสำหรับรับเงิน "
            f"{g.S(grp(rdig(r, 10), [3, 1, 5, 1], '-'))} ต้องแนบสำเนาบัตรด้วยไหม")


@case("th", "condo-rider", "condo door code is a secret; the company tax id (computed) and Thailand Post tracking (S10 computed) are look-alikes")
def _(g):
    r = g.r
    return (f"สั่งของจากร้านออนไลน์ บริษัทออกใบกำกับภาษี เลขประจำตัวผู้เสียภาษี {g.L(th_id(r, '0').replace('-', ''))} "
            f"เลขพัสดุไปรษณีย์ไทย {g.L(upu_s10(r, 'EF', 'TH'))} แต่ไรเดอร์ขอรหัสประตูคอนโด {g.S(pin(r, 6))} ควรให้ไหม")


# ---- Indonesian
@case("id", "kpr-form", "NIK and own BCA account number are secrets")
def _(g):
    r = g.r
    d = rand_date(r, 1975, 2002)
    nik = r.choice(["317101", "317404", "327301", "357801"]) + f"{d.day + 40:02d}{d.month:02d}{d.year % 100:02d}" + rdig(r, 4, False)
    return (f"Tolong bantu isi formulir pengajuan KPR. NIK saya {g.S(nik)}, nomor rekening BCA {g.S(rdig(r, 10))} atas nama "
            "Dewi Lestari. NPWP saya sekarang ikut NIK, kan?")


@case("id", "otp-scam-call", "OTP and m-banking PIN given to a scammer")
def _(g):
    r = g.r
    return (f"Barusan ada yang telepon ngaku dari bank, minta kode OTP {g.S(otp(r))} yang masuk lewat SMS. Saya juga sempat nyebut "
            f"PIN m-banking saya {g.S(pin(r, 6))}. Apa yang harus saya lakukan sekarang?")


@case("id", "tokopedia-scam", "negative: Tokopedia invoice number, JNE waybill, a shop's account and its NPWP")
def _(g):
    r = g.r
    npwp = f"0{r.randint(1, 9)}.{rdig(r, 3)}.{rdig(r, 3)}.{r.randint(0, 9)}-{rdig(r, 3)}.000"
    return (f"Pesanan Tokopedia saya {g.L('INV/20260314/MPL/' + rdig(r, 10))} belum sampai. Nomor resi JNE {g.L('CGK' + rdig(r, 13))}. "
            f"Penjual minta transfer ongkir tambahan ke rekening toko {g.L(rdig(r, 10))} a.n. CV Maju Jaya, NPWP {g.L(npwp)}. Ini penipuan bukan?")


# ---- Tagalog
@case("tl", "gcash-mpin", "GCash MPIN and OTP are secrets; the receipt's Ref No. is a look-alike (settled)")
def _(g):
    r = g.r
    return (f"Nag-send ako ng ₱3,500 sa kapatid ko sa GCash pero hindi niya natanggap. Ref No. {g.L(rdig(r, 13))}. May tumawag na "
            f"taga-GCash daw at hinihingi ang MPIN ko na {g.S(pin(r, 4))} at yung OTP na {g.S(otp(r))}. Ibibigay ko ba?")


@case("tl", "hr-ids", "SSS and PhilHealth numbers are secrets")
def _(g):
    r = g.r
    return (f"Paki-ayos naman ng info ko para sa HR: SSS No. {g.S(grp(rdig(r, 10), [2, 7, 1], '-'))}, PhilHealth No. "
            f"{g.S(grp(rdig(r, 12), [2, 9, 1], '-'))}. Salamat!")


@case("tl", "lazada-receipt", "negative: GCash receipt Ref No., Lazada order number and J&T tracking number")
def _(g):
    r = g.r
    return (f"Binayaran ko na yung order sa Lazada {g.L(rdig(r, 15))} gamit ang GCash, Ref No. {g.L(rdig(r, 13))}. Ang J&T tracking ay "
            f"{g.L('7' + rdig(r, 11, False))} pero 'pending' pa rin. Ano ang gagawin ko?")


# ---- Swahili
@case("sw", "mpesa-pin-scam", "M-Pesa transaction code (settled as secret) and M-Pesa PIN are secrets; recipient phone is a look-alike")
def _(g):
    r = g.r
    return (f"Nimepokea ujumbe huu: \"{g.S(mpesa_code(r, 'U'))} Imethibitishwa. Ksh2,000.00 imetumwa kwa AMINA HASSAN "
            f"{g.L('07' + rdig(r, 8, False))} tarehe 12/3/26 saa 4:15 PM. Salio lako jipya la M-PESA ni Ksh5,430.00.\" Sasa mtu amenipigia "
            f"akisema ni Safaricom na anataka PIN yangu ya M-PESA, {g.S(pin(r, 4))}. Nimpe?")


@case("sw", "job-form-ids", "national id number and KRA PIN are secrets")
def _(g):
    r = g.r
    return (f"Nisaidie kujaza fomu ya kazi mpya: nambari ya kitambulisho {g.S(rdig(r, 8))}, PIN ya KRA "
            f"{g.S('A0' + rdig(r, 8) + r.choice(UP))}. Akaunti ya benki nitaileta kesho.")


@case("sw", "phone-shop", "negative: shop till number, KPLC paybill, receipt number and a phone serial number")
def _(g):
    r = g.r
    return (f"Nilinunua simu dukani nikalipa kwa Till Number {g.L(rdig(r, 7))}. Risiti ya duka ina namba {g.L('RCT-' + rdig(r, 6))} "
            f"na serial ya simu ni {g.L('R5' + rs(r, UP + DIG, 9))}. Pia nililipa umeme kwa Paybill {g.L('888880')}. "
            "Dhamana ya mwaka mmoja inaanza lini?")


# ================================================================== self-tests of the check-digit code (public examples)
def self_tests():
    import hmac
    t = []
    t.append(("luhn 4242", luhn_ok("4242424242424242")))
    t.append(("luhn 79927398713", luhn_ok("79927398713")))
    t.append(("iban DE89", iban_ok("DE89370400440532013000")))
    t.append(("iban GB29", iban_ok("GB29NWBK60161331926819")))
    t.append(("verhoeff 236", verhoeff_digit("236") == "3" and verhoeff_ok("2363")))
    t.append(("es dc", es_dc("0021000418") == 4 and es_dc("0200051332") == 5 and iban_ok("ES9121000418450200051332")))
    t.append(("it cf", it_check("RSSMRA85T10A562") == "S"))
    t.append(("it cin", it_check("0542811101000000123456") == "X" and iban_ok("IT60X0542811101000000123456")))
    t.append(("pt nib", f"{98 - (int('0002012312345678901') * 100) % 97:02d}" == "54" and iban_ok("PT50000201231234567890154")))
    t.append(("cn id", "10X98765432"[wsum("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == "X"))
    t.append(("pesel", str((10 - wsum("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10) == "9"))
    t.append(("pl nip", wsum("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8))
    t.append(("jp corp", str(9 - sum(int("000012050002"[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13)) % 9) == "7"))
    t.append(("jwt.io", b64url_json({"sub": "1234567890", "name": "John Doe", "iat": 1516239022}) == JWT_IO.split(".")[1]))
    sig = hmac.new(b"your-256-bit-secret", ".".join(JWT_IO.split(".")[:2]).encode(), hashlib.sha256).digest()
    t.append(("jwt.io sig", base64.urlsafe_b64encode(sig).decode().rstrip("=") == JWT_IO.split(".")[2]))
    b = "529982247"
    for n in (10, 11):
        s = sum(int(c) * w for c, w in zip(b, range(n, 1, -1)))
        d = (s * 10) % 11
        b += str(0 if d == 10 else d)
    t.append(("cpf 529.982.247-25", b == "52998224725"))
    b = "112223330001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        rem = wsum(b, w) % 11
        b += str(0 if rem < 2 else 11 - rem)
    t.append(("cnpj 11.222.333/0001-81", b == "11222333000181"))
    t.append(("inn10 sberbank", str(wsum("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10) == "3"))
    t.append(("ogrn sberbank", str(int("102770013219") % 11 % 10) == "5"))
    b = "5001007322"
    c1 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    c2 = wsum(b + str(c1), [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    t.append(("inn12 example", f"{c1}{c2}" == "59"))
    s = sum(int(ch) * (9 - i) for i, ch in enumerate("112233445"))
    t.append(("snils example", s % 101 == 95))
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t.append(("tckn 10000000146", ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4
              and (sum(d) + 4) % 10 == 6))
    s = "021000021"
    t.append(("aba chase", (3 * (int(s[0]) + int(s[3]) + int(s[6])) + 7 * (int(s[1]) + int(s[4]) + int(s[7]))
                            + (int(s[2]) + int(s[5]) + int(s[8]))) % 10 == 0))
    t.append(("nhs 9434765919", (11 - wsum("943476591", range(10, 1, -1)) % 11) % 11 == 9))
    t.append(("sin 046454286", luhn_ok("046454286")))
    t.append(("tfn 123456782", wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0))
    ds = [int(c) for c in "51824753556"]
    ds[0] -= 1
    t.append(("abn 51824753556", sum(a * b for a, b in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0))
    t.append(("bsn 111222333", wsum("11122233", [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 3))
    t.append(("se pnr 8112189876", luhn_ok("8112189876")))
    t.append(("fi hetu 131052-308T", "0123456789ABCDEFHJKLMNPRSTUVWXY"[int("131052308") % 31] == "T"))
    t.append(("gr afm 090000045", sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate("09000004")) % 11 % 10 == 5))
    t.append(("dni 12345678Z", "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"))
    t.append(("nif 123456789", 11 - wsum("12345678", [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 9))
    s = "01" + "12345678"
    tt = 0
    for i, ch in enumerate(s):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        tt += v // 10 + v % 10
    t.append(("kvnr A12345678-0", tt % 10 == 0))
    vals = [ord(c) - 55 for c in "ABA"] + [0] * 5
    t.append(("dowod ABA300000", sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10 == 3))
    bad = [name for name, ok in t if not ok]
    return bad


# ================================================================== validation
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
HOSTILE = {"\u2028", "\u2029", "\ufeff", "\u0085", "\t", "\r"}


def hostile_chars(s):
    bad = []
    for ch in s:
        if ch == "\n":
            continue
        cat = unicodedata.category(ch)
        if ch in HOSTILE or cat in ("Cc", "Cs", "Co", "Cn"):
            bad.append(repr(ch))
    return bad


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def is_ascii_alnum(ch):
    return ch in ALNUM


def validate_case(c):
    """Return a list of problems for one case dict (id, lang, text, secrets, lookalikes, note)."""
    p = []
    text = c["text"]
    if not ID_RE.match(c["id"]):
        p.append("bad id " + c["id"])
    if c["lang"] not in LANGS:
        p.append("bad lang " + c["lang"])
    if not text.strip():
        p.append("empty text")
    if not c["note"].strip():
        p.append("empty note")
    for field in ("id", "lang", "text", "note"):
        if hostile_chars(c[field]):
            p.append(f"hostile chars in {field}: {hostile_chars(c[field])}")
    secs, looks = c["secrets"], c["lookalikes"]
    if len(set(secs)) != len(secs) or len(set(looks)) != len(looks):
        p.append("duplicate listed value")
    if set(secs) & set(looks):
        p.append("value both secret and look-alike: " + repr(set(secs) & set(looks)))
    if not secs and not looks:
        p.append("case lists nothing")
    for v in secs + looks:
        if not v or v != v.strip():
            p.append("empty or unstripped value " + repr(v))
            continue
        if hostile_chars(v):
            p.append("hostile chars in value " + repr(v))
        occ = occurrences(text, v)
        if not occ:
            p.append("not a substring: " + repr(v))
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short value occurs more than once: " + repr(v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0] in DIG and before in DIG and before:
                p.append("number embedded in a longer number (left): " + repr(v))
            if v[-1] in DIG and after in DIG and after:
                p.append("number embedded in a longer number (right): " + repr(v))
            if len(v) <= 6 and ((before and is_ascii_alnum(before) and is_ascii_alnum(v[0]))
                                or (after and is_ascii_alnum(after) and is_ascii_alnum(v[-1]))):
                p.append("short value glued to a word: " + repr(v))
    sspans = [s for v in secs for s in occurrences(text, v)]
    lspans = [s for v in looks for s in occurrences(text, v)]
    for a, b in sspans:
        for x, y in lspans:
            if a < y and x < b:
                p.append(f"secret/look-alike overlap: {text[a:b]!r} vs {text[x:y]!r}")
    return p


def qs(s):
    return json.dumps(s, ensure_ascii=False)


def dump_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {qs(c['id'])}")
        out.append(f"    lang: {qs(c['lang'])}")
        out.append(f"    text: {qs(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append(f"    {key}:")
                out.extend(f"      - {qs(v)}" for v in c[key])
            else:
                out.append(f"    {key}: []")
        out.append(f"    note: {qs(c['note'])}")
    return "\n".join(out) + "\n"


def build():
    rng = random.Random(SEED)
    cases, problems = [], []
    seen = set()
    for n, (lang, slug, note, fn) in enumerate(CASES, 1):
        cid = f"{PREFIX}-{n:03d}-{slug}"
        if slug in seen:
            problems.append(f"{cid}: duplicate slug")
        seen.add(slug)
        last = None
        for attempt in range(40):
            g = G(rng)
            text = fn(g)
            c = {"id": cid, "lang": lang, "text": text, "secrets": list(g.secrets), "lookalikes": list(g.looks), "note": note}
            last = validate_case(c)
            if not last:
                break
        if last:
            problems.append(f"{cid}: " + "; ".join(last))
        is_neg = note.startswith("negative:")
        if is_neg and c["secrets"]:
            problems.append(f"{cid}: marked negative but lists secrets")
        if not is_neg and not c["secrets"]:
            problems.append(f"{cid}: positive case without secrets")
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        problems.append("duplicate ids")
    return cases, problems


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 make_{NAME}.py {NAME}.yaml", file=sys.stderr)
        sys.exit(1)
    bad = self_tests()
    if bad:
        print("self-tests failed: " + ", ".join(bad), file=sys.stderr)
        sys.exit(1)
    cases, problems = build()
    if problems:
        for p in problems:
            print("PROBLEM " + p, file=sys.stderr)
        sys.exit(1)
    data = dump_yaml(cases)
    if hostile_chars(data.replace("\n", "")):
        print("hostile characters in output", file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    npos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {npos} positive, {len(cases) - npos} negative, "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes")


if __name__ == "__main__":
    main()
