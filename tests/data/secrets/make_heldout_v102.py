#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v102 (secrets filter for chat memory).

Usage: python3 make_heldout_v102.py heldout_v102.yaml

Standard library only. All random values come from random.Random(SEED) (per-case sub-generators are
seeded from it in a fixed order). Everything is validated before the file is written; on any problem
the script prints it and exits with status 1.
"""
import sys, json, random, string, hashlib, base64, datetime

SEED = 102
NAME = "heldout_v102"
PREFIX = "H102"
SEP = "\n---\n"

D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
HX = "0123456789abcdef"
B32 = UP + "234567"
B64 = AN + "+/"
B64U = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


# ----------------------------------------------------------------------------- basic helpers
def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))

def dg(r, n):
    return rs(r, D, n)

def dgnz(r, n):
    return r.choice("123456789") + dg(r, n - 1)

def hexs(r, n):
    return rs(r, HX, n)

def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)

def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))

def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")

def uuid4(r):
    h = hexs(r, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

def rdate(r, y0=1956, y1=2003):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(r.randint(start, end))

def pin(r, n=4):
    while True:
        p = dg(r, n)
        if len(set(p)) >= 3 and p not in ("1234", "123456", "0000", "2580", "1111"):
            return p

def otp(r, n=6):
    return pin(r, n)


# ----------------------------------------------------------------------------- check digits
def luhn_sum(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total

def luhn_ok(s):
    s = "".join(ch for ch in s if ch.isdigit())
    return luhn_sum(s) % 10 == 0

def luhn_digit(payload):
    return str((10 - luhn_sum(payload + "0") % 10) % 10)

def iban_num(s):
    return int("".join(str(int(ch, 36)) for ch in s))

def make_iban(cc, bban):
    chk = 98 - iban_num(bban + cc + "00") % 97
    return f"{cc}{chk:02d}{bban}"

def iban_ok(i):
    i = i.replace(" ", "")
    return iban_num(i[4:] + i[:4]) % 97 == 1

def iso7064_11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)

V_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
       [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
       [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
V_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
       [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
V_INV = [0,4,3,2,1,5,6,7,8,9]

def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])

def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0

def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))

def mrz_digit(s):
    vals = []
    for ch in s:
        if ch.isdigit():
            vals.append(int(ch))
        elif ch == "<":
            vals.append(0)
        else:
            vals.append(ord(ch) - 55)
    w = [7, 3, 1]
    return str(sum(v * w[i % 3] for i, v in enumerate(vals)) % 10)


# ----------------------------------------------------------------------------- payment cards
def card(r, prefix, length):
    body = prefix + dg(r, length - len(prefix) - 1)
    return body + luhn_digit(body)

def visa(r):
    return grp4(card(r, "4" + r.choice(["539", "716", "929", "147", "485", "024", "263"]), 16))

def mastercard(r):
    return grp4(card(r, r.choice(["51", "52", "53", "54", "55", "2221", "2720", "2368"]), 16))

def amex(r):
    n = card(r, r.choice(["34", "37"]), 15)
    return f"{n[:4]} {n[4:10]} {n[10:]}"

def unionpay(r, prefixes=("622202", "622848", "621700", "621483", "621226")):
    n = card(r, r.choice(prefixes), 19)
    return grp4(n)

def mir(r):
    return grp4(card(r, "220" + r.choice("01234"), 16))

def expiry(r, sep="/"):
    return f"{r.randint(1, 12):02d}{sep}{r.randint(26, 31)}"

def cvc(r, n=3):
    while True:
        v = dg(r, n)
        if len(set(v)) > 1:
            return v


# ----------------------------------------------------------------------------- national ids & bank formats
def es_dni(r):
    n = dgnz(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]

def es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    v = 11 - wsum(digits10, w) % 11
    return "0" if v == 11 else ("1" if v == 10 else str(v))

def es_iban(r):
    bank = r.choice(["2100", "0049", "0182", "0081", "2038", "0128"])
    branch = dg(r, 4); acct = dg(r, 10)
    bban = bank + branch + es_dc("00" + bank + branch) + es_dc(acct) + acct
    return grp4(make_iban("ES", bban))

def es_cif(r):
    letter = r.choice("AB")
    body = dg(r, 7)
    even = sum(int(body[i]) for i in (1, 3, 5))
    odd = sum(sum(divmod(int(body[i]) * 2, 10)) for i in (0, 2, 4, 6))
    c = (10 - (even + odd) % 10) % 10
    return letter + body + str(c)

def fr_nir(r):
    b = rdate(r)
    sex = r.choice("12")
    dept = r.choice(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93", "35"])
    base = f"{sex}{b.year % 100:02d}{b.month:02d}{dept}{r.randint(1, 399):03d}{r.randint(1, 999):03d}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"

def fr_iban(r):
    bank = r.choice(["30004", "30003", "20041", "10278", "30002", "18206"])
    branch = dg(r, 5); acct = dg(r, 11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return grp4(make_iban("FR", f"{bank}{branch}{acct}{key:02d}"))

def fr_siren(r):
    b = dgnz(r, 8)
    return b + luhn_digit(b)

def fr_siret(r):
    s = fr_siren(r)
    b = s + "0" + dg(r, 3)
    return b + luhn_digit(b)

def fr_tva(siren):
    k = (12 + 3 * (int(siren) % 97)) % 97
    return f"FR{k:02d}{siren}"

def de_steuerid(r):
    while True:
        digs = list(D)
        r.shuffle(digs)
        first9 = digs[:9]
        dup = r.choice(first9)
        ten = first9 + [dup]
        r.shuffle(ten)
        if ten[0] == "0":
            continue
        s = "".join(ten)
        return s + iso7064_11_10(s)

def de_ustid(r):
    b = dgnz(r, 8)
    return "DE" + b + iso7064_11_10(b)

def de_iban(r):
    blz = r.choice(["10010010", "20050550", "37040044", "50010517", "70150000", "43060967", "12030000", "76050101"])
    return grp4(make_iban("DE", blz + dg(r, 10)))

def it_cf(r, surname, name, female=False):
    def cons(s): return [c for c in s.upper() if c.isalpha() and c not in "AEIOU"]
    def vow(s): return [c for c in s.upper() if c in "AEIOU"]
    sc = "".join((cons(surname) + vow(surname) + ["X"] * 3)[:3])
    nc = cons(name)
    if len(nc) >= 4:
        nc = [nc[0], nc[2], nc[3]]
    ncode = "".join((nc + vow(name) + ["X"] * 3)[:3])
    b = rdate(r)
    day = b.day + (40 if female else 0)
    town = r.choice(["H501", "F205", "F839", "L219", "A944", "D612", "G273", "L736"])
    return cf_check(f"{sc}{ncode}{b.year % 100:02d}{'ABCDEHLMPRST'[b.month - 1]}{day:02d}{town}")

def cf_check(s):
    odd = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            tot += odd[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return s + chr(65 + tot % 26)

def it_piva(r):
    b = dg(r, 7) + r.choice(["001", "012", "015", "021", "037", "058", "063"])
    return b + luhn_digit(b)

def it_iban(r):
    cin = r.choice(UP)
    abi = r.choice(["03069", "02008", "05034", "03062", "01030", "05696"])
    return grp4(make_iban("IT", cin + abi + dg(r, 5) + dg(r, 12)))

def pt_nif(r, first):
    b = first + dg(r, 7)
    rr = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + ("0" if rr < 2 else str(11 - rr))

def pt_iban(r):
    bank = r.choice(["0035", "0033", "0018", "0007", "0010", "0036"])
    n = bank + dg(r, 4) + dg(r, 11)
    chk = 98 - (int(n) * 100) % 97
    return grp4(make_iban("PT", f"{n}{chk:02d}"))

def pl_pesel(r):
    b = rdate(r, 1958, 2004)
    m = b.month + (20 if b.year >= 2000 else 0)
    s = f"{b.year % 100:02d}{m:02d}{b.day:02d}{dg(r, 4)}"
    return s + str((10 - wsum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)

def pl_nip(r):
    while True:
        b = dgnz(r, 9)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            s = b + str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"

def pl_regon(r):
    b = dgnz(r, 8)
    c = wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return b + ("0" if c == 10 else str(c))

def pl_iban(r):
    bank = r.choice(["1020", "1140", "1050", "1090", "1240", "1160"]) + dg(r, 3)
    bank += str((10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)
    i = make_iban("PL", bank + dg(r, 16))
    return grp4(i)

def cz_rc(r):
    while True:
        b = rdate(r, 1956, 2003)
        m = b.month + (50 if r.random() < 0.5 else 0)
        s = f"{b.year % 100:02d}{m:02d}{b.day:02d}{dg(r, 3)}"
        c = (-int(s) * 10) % 11
        if c < 10:
            return f"{s[:6]}/{s[6:]}{c}"

def cz_account(r):
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        b = dgnz(r, 9)
        for last in D:
            if wsum(b + last, w) % 11 == 0:
                return b + last

def cz_ico(r):
    b = dgnz(r, 7)
    return b + str((11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10)

def nl_bsn(r):
    while True:
        b = dgnz(r, 8)
        s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if s < 10:
            return b + str(s)

def nl_iban(r):
    return grp4(make_iban("NL", r.choice(["INGB", "RABO", "ABNA", "SNSB", "TRIO", "BUNQ", "ASNB"]) + dg(r, 10)))

def se_pnr(r):
    b = rdate(r)
    s = f"{b.year % 100:02d}{b.month:02d}{b.day:02d}{dg(r, 3)}"
    return f"{s[:6]}-{s[6:]}{luhn_digit(s)}"

def se_orgnr(r):
    s = "55" + r.choice("6789") + dg(r, 6)
    return f"{s[:6]}-{s[6:]}{luhn_digit(s)}"

def se_ocr(r, n=12):
    s = dgnz(r, n - 1)
    return s + luhn_digit(s)

def se_bankgiro(r):
    s = dgnz(r, 6)
    s = s + luhn_digit(s)
    return f"{s[:3]}-{s[3:]}"

def dk_cvr(r):
    while True:
        b = dgnz(r, 7)
        for last in D:
            if wsum(b + last, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0:
                return b + last

def no_fnr(r):
    while True:
        b = rdate(r)
        s = f"{b.day:02d}{b.month:02d}{b.year % 100:02d}{r.randint(0, 499):03d}"
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

def no_mod11(b, w):
    k = 11 - wsum(b, w) % 11
    if k == 11:
        return "0"
    if k == 10:
        return None
    return str(k)

def no_konto(r):
    while True:
        b = r.choice(["1503", "1506", "1254", "9710", "3000", "1207", "1813"]) + dg(r, 6)
        k = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            s = b + k
            return f"{s[:4]}.{s[4:6]}.{s[6:]}"

def no_orgnr(r):
    while True:
        b = r.choice("89") + dg(r, 7)
        k = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            s = b + k
            return f"{s[:3]} {s[3:6]} {s[6:]}"

def fi_hetu(r):
    b = rdate(r, 1956, 2004)
    sign = "-" if b.year < 2000 else "A"
    n = r.randint(2, 899)
    s = f"{b.day:02d}{b.month:02d}{b.year % 100:02d}"
    return f"{s}{sign}{n:03d}" + hetu_char(s + f"{n:03d}")

def hetu_char(s9):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s9) % 31]

def fi_ytunnus(r):
    while True:
        b = dgnz(r, 7)
        rr = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rr == 1:
            continue
        return f"{b}-{0 if rr == 0 else 11 - rr}"

def fi_viite(r, n=9):
    b = dgnz(r, n - 1)
    w = [7, 3, 1]
    tot = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    s = b + str((10 - tot % 10) % 10)
    parts = []
    while s:
        parts.insert(0, s[-5:]); s = s[:-5]
    return " ".join(parts)

def fi_iban(r):
    b = r.choice(["1", "2", "5", "8"]) + dg(r, 12)
    return grp4(make_iban("FI", b + luhn_digit(b)))

def hu_taj(r):
    b = dgnz(r, 8)
    c = wsum(b, [3, 7, 3, 7, 3, 7, 3, 7]) % 10
    s = b + str(c)
    return f"{s[:3]} {s[3:6]} {s[6:]}"

def hu_adoazon(r):
    while True:
        b = rdate(r)
        days = (b - datetime.date(1867, 1, 1)).days
        s = f"8{days:05d}{dg(r, 3)}"
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(s)) % 11
        if c != 10:
            return s + str(c)

def hu_block(b7, w):
    return b7 + str((10 - wsum(b7, w) % 10) % 10)

def hu_account(r):
    first = hu_block(r.choice(["117", "104", "120", "109", "116"]) + dg(r, 4), [9, 7, 3, 1, 9, 7, 3])
    second = hu_block(dgnz(r, 15), [9, 7, 3, 1] * 4)
    return f"{first}-{second[:8]}-{second[8:]}"

def hu_adoszam(r):
    b = hu_block(dgnz(r, 7), [9, 7, 3, 1, 9, 7, 3])
    return f"{b}-{r.choice('2')}-{r.choice(['41', '42', '43', '13', '09', '02'])}"

def ro_cnp(r):
    b = rdate(r, 1958, 2004)
    s1 = ("1" if r.random() < 0.5 else "2") if b.year < 2000 else ("5" if r.random() < 0.5 else "6")
    county = r.choice(["40", "12", "22", "35", "41", "42", "05", "32", "26"])
    s = f"{s1}{b.year % 100:02d}{b.month:02d}{b.day:02d}{county}{r.randint(1, 999):03d}"
    c = wsum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return s + ("1" if c == 10 else str(c))

def ro_cui(r):
    b = dgnz(r, 7)
    key = "753217532"[-len(b):]
    c = (wsum(b, [int(k) for k in key]) * 10) % 11
    return b + ("0" if c == 10 else str(c))

def ro_iban(r):
    bank = r.choice(["BTRL", "RNCB", "BRDE", "INGB", "BACX"])
    return grp4(make_iban("RO", bank + "RONCRT" + dg(r, 10)))

def gr_amka(r):
    b = rdate(r)
    s = f"{b.day:02d}{b.month:02d}{b.year % 100:02d}{dg(r, 4)}"
    return s + luhn_digit(s)

def gr_iban(r):
    return grp4(make_iban("GR", r.choice(["011", "017", "026", "014"]) + dg(r, 4) + dg(r, 16)))

def rf_ok(s):
    return iban_num(s[4:] + s[:4]) % 97 == 1

def rf_ref(r):
    ref = dg(r, 4) + rs(r, UP + D, 8)
    chk = 98 - iban_num(ref + "RF00") % 97
    return f"RF{chk:02d}{ref}"

def tr_tckn(r):
    return tckn_check(r.choice("123456789") + dg(r, 8))

def tckn_check(s9):
    d = [int(x) for x in s9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)

def tr_iban(r):
    return grp4(make_iban("TR", r.choice(["00010", "00062", "00046", "00064", "00067", "00111"]) + "0" + dg(r, 16)))

def ru_snils(r):
    b = dgnz(r, 9)
    return f"{b[:3]}-{b[3:6]}-{b[6:]} {snils_check(b)}"

def snils_check(b):
    s = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2, 1])
    if s > 101:
        s %= 101
    c = 0 if s in (100, 101) else s
    return f"{c:02d}"

def inn12_check(b):
    n11 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(n11)
    n12 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(n12)

def ru_inn10(r):
    return inn10_check(r.choice(["77", "50", "78", "66"]) + dg(r, 7))

def inn10_check(b):
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)

def ru_ogrn(r):
    b = "1" + r.choice(["02", "03", "12", "15", "19", "22"]) + r.choice(["77", "50", "78"]) + dg(r, 7)
    return b + str(int(b) % 11 % 10)

def ru_account_key(bik, acct):
    s = bik[-3:] + acct[:8] + "0" + acct[9:]
    w = [7, 1, 3] * 8
    k = (wsum(s, w) % 10) * 3 % 10
    return acct[:8] + str(k) + acct[9:]

def ua_iban(r):
    mfo = r.choice(["322001", "305299", "320649", "380805"])
    return grp4(make_iban("UA", mfo + "00000" + "2620" + dg(r, 10))), mfo

def cn_id(r):
    area = r.choice(["110105", "310115", "440305", "330106", "510107", "420106", "320102"])
    b = rdate(r, 1962, 2003)
    return cn_check(f"{area}{b.year}{b.month:02d}{b.day:02d}{dg(r, 3)}")

def cn_check(s):
    return s + "10X98765432"[wsum(s, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]

CN_USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"
def cn_uscc(r):
    s = "91" + r.choice(["110105", "310115", "440300", "330100"]) + rs(r, D + "ABCDEFGHJKLMNPQRTUWXY", 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    tot = sum(CN_USCC.index(c) * x for c, x in zip(s, w))
    c = 31 - tot % 31
    return s + CN_USCC[0 if c == 31 else c]

def jp_mynumber(r):
    b = dgnz(r, 11)
    tot = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    rem = tot % 11
    c = 0 if rem <= 1 else 11 - rem
    s = b + str(c)
    return f"{s[:4]} {s[4:8]} {s[8:]}"

def jp_corp(r):
    b = dgnz(r, 12)
    tot = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - tot % 9) + b

def kr_rrn(r):
    b = rdate(r, 1960, 2003)
    g = r.choice("12") if b.year < 2000 else r.choice("34")
    s = f"{b.year % 100:02d}{b.month:02d}{b.day:02d}{g}{dg(r, 5)}"
    c = (11 - wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{s[:6]}-{s[6:]}{c}"

def il_id(r):
    b = dg(r, 8)
    tot = 0
    for i, ch in enumerate(b):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return b + str((10 - tot % 10) % 10)

def il_ok(s):
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return tot % 10 == 0

def in_aadhaar(r):
    b = r.choice("23456789") + dg(r, 10)
    s = b + verhoeff_digit(b)
    return f"{s[:4]} {s[4:8]} {s[8:]}"

def in_pan(r, surname_initial):
    return rs(r, UP, 3) + "P" + surname_initial + dg(r, 4) + r.choice(UP)

def ir_card(r):
    return card(r, r.choice(["603799", "610433", "589210", "627412", "603769", "621986"]), 16)

def ir_sheba(r):
    return make_iban("IR", "0" + r.choice(["17", "12", "55", "19", "54"]) + "0000000" + dg(r, 15))

def sa_id(r):
    b = "1" + dg(r, 8)
    return b + luhn_digit(b)

def ae_eid(r):
    b = "784" + str(r.randint(1965, 2002)) + dg(r, 7)
    s = b + luhn_digit(b)
    return f"{s[:3]}-{s[3:7]}-{s[7:14]}-{s[14]}"

def th_id(r, first=None):
    b = (first or r.choice("1358")) + dg(r, 12 - len(first or "1"))
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(b)) % 11) % 10
    s = b + str(c)
    return s

def th_fmt(s):
    return f"{s[0]}-{s[1:5]}-{s[5:10]}-{s[10:12]}-{s[12]}"

def cpf_check(b):
    r1 = wsum(b, range(10, 1, -1)) % 11
    b += "0" if r1 < 2 else str(11 - r1)
    r2 = wsum(b, range(11, 1, -1)) % 11
    return b + ("0" if r2 < 2 else str(11 - r2))

def br_cpf(r):
    b = cpf_check(dg(r, 9))
    return f"{b[:3]}.{b[3:6]}.{b[6:9]}-{b[9:]}"

def br_cnpj(r):
    b = dgnz(r, 8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r1 = wsum(b, w1) % 11
    b += "0" if r1 < 2 else str(11 - r1)
    r2 = wsum(b, [6] + w1) % 11
    b += "0" if r2 < 2 else str(11 - r2)
    return f"{b[:2]}.{b[2:5]}.{b[5:8]}/{b[8:12]}-{b[12:]}"

def ar_cbu(r):
    b1 = r.choice(["007", "011", "017", "072", "285", "191"]) + dg(r, 4)
    b1 += str((10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    b2 = dg(r, 13)
    b2 += str((10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    return b1 + b2

def ar_cuit(r, prefix):
    while True:
        b = prefix + dg(r, 8)
        k = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if k == 10:
            continue
        k = 0 if k == 11 else k
        return f"{b[:2]}-{b[2:]}-{k}"

def mx_clabe(r):
    b = r.choice(["012", "002", "014", "072", "021", "127"]) + r.choice(["180", "320", "650", "010"]) + dg(r, 11)
    w = [3, 7, 1] * 6
    return b + str((10 - sum((int(ch) * x) % 10 for ch, x in zip(b, w)) % 10) % 10)

def nric_check(p, b):
    tot = wsum(b, [2, 7, 6, 5, 4, 3, 2]) + (4 if p == "T" else 0)
    return p + b + "JZIHGFEDCBA"[tot % 11]

def ca_sin(r):
    b = r.choice("1234567") + dg(r, 7)
    s = b + luhn_digit(b)
    return f"{s[:3]} {s[3:6]} {s[6:]}"

def au_tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = dgnz(r, 8)
        s = wsum(b, w[:8]) % 11
        if s < 10 and wsum(b + str(s), w) % 11 == 0:
            x = b + str(s)
            return f"{x[:3]} {x[3:6]} {x[6:]}"

def au_abn(r):
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        tail = dg(r, 9)
        for head in range(10, 100):
            s = f"{head}{tail}"
            ds = [int(c) for c in s]
            ds[0] -= 1
            if sum(a * b for a, b in zip(ds, w)) % 89 == 0:
                return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"

def au_medicare(r):
    b = r.choice("23456") + dg(r, 7)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    s = b + str(c) + r.choice("123")
    return f"{s[:4]} {s[4:9]} {s[9]}"

def za_id(r):
    b = rdate(r, 1960, 2003)
    s = f"{b.year % 100:02d}{b.month:02d}{b.day:02d}{dg(r, 4)}0{r.choice('89')}"
    return s + luhn_digit(s)

def ng_nuban(r, bank):
    serial = dgnz(r, 9)
    s = bank + serial
    c = (10 - wsum(s, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]) % 10) % 10
    return serial + str(c)

def us_ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"

def us_aba(r):
    b = r.choice(["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31", "32"]) + dg(r, 6)
    tot = wsum(b, [3, 7, 1, 3, 7, 1, 3, 7])
    return b + str((10 - tot % 10) % 10)

def aba_ok(s):
    return wsum(s, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0

def us_npi(r):
    b = r.choice("12") + dg(r, 8)
    return b + luhn_digit("80840" + b)

def uk_nino(r):
    bad1 = set("DFIQUV"); bad2 = set("DFIOQUV")
    while True:
        a = r.choice(UP); b = r.choice(UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        return f"{a}{b} {dg(r, 2)} {dg(r, 2)} {dg(r, 2)} {r.choice('ABCD')}"

def uk_vat(r):
    b = dgnz(r, 7)
    c = (-wsum(b, [8, 7, 6, 5, 4, 3, 2])) % 97
    s = b + f"{c:02d}"
    return f"GB {s[:3]} {s[3:7]} {s[7:]}"

def gb_iban(r):
    bank = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "MONZ", "SRLG"])
    sort = dg(r, 6); acct = dgnz(r, 8)
    return grp4(make_iban("GB", bank + sort + acct)), sort, acct

GB_BIC = {"NWBK": "NWBKGB2L", "BARC": "BARCGB22", "LOYD": "LOYDGB2L", "HBUK": "HBUKGB4B", "MIDL": "MIDLGB22",
          "MONZ": "MONZGB21", "SRLG": "SRLGGB2L"}

def ar_digits(s):
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))

def fa_digits(s):
    return s.translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))

def vin(r):
    wmi = r.choice(["1HG", "JTD", "WVW", "5YJ", "2T1", "KMH", "3FA"])
    body = wmi + rs(r, VINCH, 5) + "0" + r.choice("LMNPR") + rs(r, VINCH, 1) + dg(r, 6)
    tr = {}
    for ch, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9]):
        tr[ch] = v
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    tot = sum((int(c) if c.isdigit() else tr[c]) * x for c, x in zip(body, w))
    c = tot % 11
    return body[:8] + ("X" if c == 10 else str(c)) + body[9:]

def vin_ok(v):
    tr = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9]))
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum((int(ch) if ch.isdigit() else tr[ch]) * x for ch, x in zip(v, w)) % 11
    return v[8] == ("X" if c == 10 else str(c))

def imei(r):
    b = "35" + dg(r, 12)
    return b + luhn_digit(b)

def isbn13(r):
    b = "978" + r.choice(["0", "1", "3", "84", "2"]) 
    b += dg(r, 12 - len(b))
    c = (10 - sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(b)) % 10) % 10
    s = b + str(c)
    return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


# ----------------------------------------------------------------------------- provider keys and tokens
def aws_akid(r):
    return "AKIA" + rs(r, UP + "234567", 16)

def aws_secret(r):
    return rs(r, AN + "/+", 40)

def ghp(r):
    return "ghp_" + rs(r, AN, 36)

def github_pat(r):
    return "github_pat_11" + rs(r, UP + D, 20) + "_" + rs(r, AN, 59)

def openai_legacy(r):
    return "sk-" + rs(r, AN, 20) + "T3BlbkFJ" + rs(r, AN, 20)

def openai_proj(r):
    return "sk-proj-" + rs(r, AN + "-_", 124) + "T3BlbkFJ" + rs(r, AN + "-_", 24)

def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, AN + "-_", 93) + "AA"

def stripe_sk(r):
    return "sk_live_51" + rs(r, AN, 97)

def slack_bot(r):
    return f"xoxb-{dgnz(r, 12)}-{dgnz(r, 13)}-{rs(r, AN, 24)}"

def google_key(r):
    return "AIza" + rs(r, AN + "-_", 35)

def sendgrid(r):
    return "SG." + rs(r, AN + "-_", 22) + "." + rs(r, AN + "-_", 43)

def glpat(r):
    return "glpat-" + rs(r, AN + "-_", 20)

def npm_tok(r):
    return "npm_" + rs(r, AN, 36)

def tg_tok(r):
    return f"{r.randint(5000000000, 7999999999)}:AA{rs(r, AN + '-_', 33)}"

def discord_tok(r, snowflake):
    return b64u_nopad(snowflake.encode()) + "." + rs(r, B64U, 6) + "." + rs(r, B64U, 38)

def snowflake(r):
    return str(r.randint(1100000000000000000, 1299999999999999999))

def openssh_key(r):
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + \
           "QyNTUxOQAAACB" + rs(r, B64, 297) + "="
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"

def rsa_key(r, nl="\n"):
    body = "MIICXAIBAAKBgQ" + rs(r, B64, 796) + "=="
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----" + nl + nl.join(lines) + nl + "-----END RSA PRIVATE KEY-----"

def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = B58[m] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out

def btc_wif(r):
    key = bytes(r.getrandbits(8) for _ in range(32))
    raw = b"\x80" + key + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    return b58encode(raw + chk)

BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk

def bech32_hrp(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]

def btc_bech32(r):
    prog = bytes(r.getrandbits(8) for _ in range(20))
    acc = bits = 0; data = [0]
    for byte in prog:
        acc = (acc << 8) | byte; bits += 8
        while bits >= 5:
            bits -= 5; data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = bech32_polymod(bech32_hrp("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(BECH[d] for d in data + chk)

def bech32_ok(addr):
    hrp, _, rest = addr.lower().rpartition("1")
    return bech32_polymod(bech32_hrp(hrp) + [BECH.index(c) for c in rest]) == 1

BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
         "assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august "
         "aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bacon "
         "badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle "
         "beach bean beauty because become beef before begin behave behind believe below belt bench benefit best "
         "betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket "
         "blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book "
         "boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze "
         "brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy "
         "budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas "
         "canyon capable capital captain carbon card cargo carpet carry cart case cash casino castle casual "
         "catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal "
         "certain chair chalk champion change chaos chapter charge chase cheap check cheese chef cherry chest "
         "chicken chief child chimney choice choose chronic chuckle chunk churn cinnamon circle citizen city "
         "civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog "
         "close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect "
         "color column combine come comfort comic common company concert conduct confirm congress connect "
         "consider control convince cook cool copper copy coral core corn correct cost cotton couch country "
         "couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit "
         "creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch "
         "crush crystal cube culture cupboard curious current curtain curve cushion custom cute cycle vacant "
         "vacuum vague valid valley valve vapor vehicle velvet vendor venue verify very vicious video view "
         "village violin virus visit visual vivid vocal volume vote voyage wagon wait walnut warm warrior wash "
         "water wave wealth weather weekend west whale wheat wheel whip wide width wife wild window wine wing "
         "wink winter wire wisdom wish witness wolf woman wonder wood wool world worth wrist write wrong yard "
         "year yellow young youth zero zone zoo").split()

def seed_phrase(r, n=12):
    return " ".join(r.sample(BIP39, n))


# ----------------------------------------------------------------------------- passwords
PW_WORDS = ["Marigold", "Falcon", "Juniper", "Pelican", "Saturn", "Tamarind", "Copper", "Lantern", "Orchid",
            "Biscuit", "Harbor", "Cobalt", "Walnut", "Meadow", "Thistle", "Paprika", "Voyager", "Nimbus",
            "Kestrel", "Quartz", "Sherlock", "Mango", "Bluebell", "Otter", "Granite", "Cinder", "Maple"]
SYMS = "!@#$%&*?"

def pw_human(r, words=PW_WORDS):
    w = r.choice(words)
    style = r.randint(0, 4)
    if style == 0:
        return w + str(r.randint(1970, 2019)) + r.choice(SYMS)
    if style == 1:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3")
        return leet + dg(r, 2) + r.choice(SYMS)
    if style == 2:
        return r.choice(SYMS) + w.lower() + dg(r, 3) + r.choice(words)
    if style == 3:
        return w + r.choice(["_", ".", "-"]) + r.choice(words).lower() + dg(r, 2)
    return w[:4].lower() + dg(r, 4) + w[4:].upper() + r.choice(SYMS)

def pw_random(r, n=18):
    alpha = AN + "!#$%&*+-=?@^_"
    while True:
        p = rs(r, alpha, n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c in "!#$%&*+-=?@^_" for c in p):
            return p


# ----------------------------------------------------------------------------- self tests of the check-digit code
def self_test():
    assert luhn_ok("4242424242424242") and luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_ok("DE89370400440532013000")
    assert iban_ok("FR1420041010050500013M02606") and iban_ok("NL91ABNA0417164300")
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert iso7064_11_10("8609574271") == "9"
    assert "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z"
    assert mrz_digit("L898902C3") == "6" and mrz_digit("740812") == "2" and mrz_digit("120415") == "9"
    assert aba_ok("021000021") and luhn_digit("80840123456789") == "3"
    assert (10 - wsum("4405140135", [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == 9
    assert wsum("111222333", [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 == 0
    assert il_ok("000000018")
    assert bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    assert cpf_check("529982247") == "52998224725" and cpf_check("111444777") == "11144477735"
    assert tckn_check("100000001") == "10000000146"
    assert snils_check("112233445") == "95"
    assert inn12_check("5001007322") == "500100732259" and inn10_check("770708389") == "7707083893"
    assert cf_check("RSSMRA85T10A562") == "RSSMRA85T10A562S"
    assert cn_check("11010519491231002") == "11010519491231002X"
    assert hetu_char("131052308") == "T"
    assert nric_check("S", "1234567") == "S1234567D"
    assert luhn_ok("046454286")
    assert wsum("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
    assert vin_ok("1M8GDM9AXKP042788")
    assert rf_ok("RF18539007547034")
    assert wsum("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == 8
    ds = [4, 1, 8, 2, 4, 7, 5, 3, 5, 5, 6]
    assert sum(a * b for a, b in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0
    assert sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate("9780306406157")) % 10 == 0

# ----------------------------------------------------------------------------- case framework
CASES = []

def case(lang, slug, note):
    def deco(fn):
        CASES.append((lang, slug, note, fn))
        return fn
    return deco

class Ctx:
    def __init__(self, r):
        self.r = r
        self.sec = []
        self.lk = []

    def s(self, v):
        self.sec.append(v)
        return v

    def l(self, v):
        self.lk.append(v)
        return v

def M(*parts):
    return SEP.join(parts)

FIRST = ["maria", "dan", "priya", "tom", "lena", "omar", "kate", "jonas", "sam", "aisha", "ben", "chloe"]
LAST = ["kowalski", "tran", "osei", "miller", "fischer", "haddad", "nguyen", "brennan", "silva", "park"]

def uname(r):
    return r.choice(FIRST) + r.choice([".", "_", ""]) + r.choice(LAST)


# ============================================================================= ENGLISH, positive
@case("en", "boto3-env-keys", "AWS key pair in a pasted .env; the RequestId UUID is a look-alike")
def _(c):
    r = c.r
    ak = c.s(aws_akid(r)); sk = c.s(aws_secret(r)); rid = c.l(uuid4(r))
    return ("boto3 keeps throwing InvalidClientTokenId even though I copied the keys straight from the console. "
            f"This is my .env:\n\nAWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n\n"
            f"The error says RequestId: {rid}. Do I need a session token too?")

@case("en", "github-pat-in-remote", "classic GitHub PAT inside a git remote URL; the commit hash is a look-alike")
def _(c):
    r = c.r
    tok = c.s(ghp(r)); sha = c.l(hexs(r, 40)); u = uname(r).replace(".", "-")
    return ("I set my remote like this so it stops asking for a password:\n\n"
            f"git remote set-url origin https://{tok}@github.com/{u}/infra-scripts.git\n\n"
            f"but push now fails with a 403. git log -1 shows {sha} so the commit is definitely there. "
            "what's wrong with the url?")

@case("en", "stripe-webhook-flask", "Stripe live secret key and webhook signing secret in code; Stripe's public test card in a comment is a look-alike")
def _(c):
    r = c.r
    sk = c.s(stripe_sk(r)); wh = c.s("whsec_" + rs(r, AN, 32)); tc = c.l("4242 4242 4242 4242")
    return ("My Flask webhook returns 400 on every single event, signature verification fails. Relevant bits:\n\n"
            f"```python\nimport stripe\nstripe.api_key = \"{sk}\"\nendpoint_secret = \"{wh}\"\n\n"
            "@app.route('/webhook', methods=['POST'])\ndef webhook():\n    payload = request.data\n"
            "    sig = request.headers.get('Stripe-Signature')\n"
            "    event = stripe.Webhook.construct_event(payload, sig, endpoint_secret)\n"
            f"    # locally I trigger it by paying with {tc}\n```\n\nAm I reading the body wrong?")

@case("en", "openai-key-curl-429", "legacy OpenAI key in a curl command; the x-request-id is a look-alike")
def _(c):
    r = c.r
    k = c.s(openai_legacy(r)); rq = c.l("req_" + hexs(r, 32))
    return ("why do I get 429 insufficient_quota when I literally just added $20 of credit?\n\n"
            "curl https://api.openai.com/v1/chat/completions \\\n  -H \"Content-Type: application/json\" \\\n"
            f"  -H \"Authorization: Bearer {k}\" \\\n"
            "  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"ping\"}]}'\n\n"
            f"response header had x-request-id: {rq}")

@case("en", "postgres-url-django", "credentials part of a PostgreSQL URL; the host name is a look-alike")
def _(c):
    r = c.r
    sym = r.choice("-~."); pw = rs(r, AN, 13) + sym + rs(r, AN, 8); cred = c.s("orders_rw:" + pw)
    host = c.l(f"pg-prod-2.internal.{r.choice(['brightcart', 'tallyhq', 'fernlogix'])}.net")
    return ("Django can't connect since we rotated the DB password this morning, but psql with the same URL works fine:\n\n"
            f"DATABASE_URL=postgresql://{cred}@{host}:5432/orders?sslmode=require\n\n"
            f"I'm using dj-database-url. Could the {sym} in the password need escaping?")

@case("en", "mongodb-srv-mongoose", "user:password of a MongoDB SRV string; cluster host and ObjectId are look-alikes")
def _(c):
    r = c.r
    cred = c.s("admin:" + rs(r, AN, 16)); host = c.l(f"cluster0.{rs(r, LO + D, 5)}.mongodb.net")
    oid = c.l(hexs(r, 24))
    return ("Getting a duplicate key error on insert even though the collection is empty??\n\n"
            f"mongoose.connect(\"mongodb+srv://{cred}@{host}/shop?retryWrites=true&w=majority\");\n\n"
            f"MongoServerError: E11000 duplicate key error collection: shop.carts index: _id_ dup key: {{ _id: ObjectId('{oid}') }}")

@case("en", "redis-broker-celery", "password-only Redis URL (empty user); the Celery task id is a look-alike")
def _(c):
    r = c.r
    pw = c.s(rs(r, AN, 24)); tid = c.l(uuid4(r))
    return ("celery worker starts but every task dies with ConnectionError: Error 111 connecting. settings.py:\n\n"
            f"CELERY_BROKER_URL = \"redis://:{pw}@10.0.3.17:6379/0\"\nCELERY_RESULT_BACKEND = CELERY_BROKER_URL\n\n"
            f"log line: Task reports.tasks.build_pdf[{tid}] raised unexpected: ConnectionError")

@case("en", "slack-bot-config-yaml", "Slack bot token in YAML; the app id and channel id are look-alikes")
def _(c):
    r = c.r
    tok = c.s(slack_bot(r)); app = c.l("A0" + rs(r, UP + D, 9)); ch = c.l("C0" + rs(r, UP + D, 9))
    return ("Bolt app answers slash commands locally but not on Render. config.yaml:\n\n"
            f"slack:\n  app_id: {app}\n  bot_token: {tok}\n  alert_channel: {ch}\n  socket_mode: false\n\n"
            "Render logs only show 'dispatch_failed'.")

@case("en", "slack-webhook-jenkins", "the credential path of a Slack incoming-webhook URL is the secret")
def _(c):
    r = c.r
    path = c.s(f"T0{rs(r, UP + D, 8)}/B0{rs(r, UP + D, 9)}/{rs(r, AN, 24)}")
    return (f"Our Jenkins job posts to https://hooks.slack.com/services/{path} and it worked for months, "
            "but since Monday nothing arrives in #deploys. curl to the same URL returns 'no_service'. "
            "Did Slack deprecate these?")

@case("en", "sendgrid-compose-digest", "SendGrid key in docker-compose; the image digest is a look-alike")
def _(c):
    r = c.r
    k = c.s(sendgrid(r)); dig = c.l("sha256:" + hexs(r, 64))
    return ("emails from the container bounce with 403 Forbidden. compose file:\n\n"
            f"services:\n  mailer:\n    image: ghcr.io/harborlane/mailer@{dig}\n    environment:\n"
            f"      - SENDGRID_API_KEY={k}\n      - FROM_EMAIL=noreply@harborlane.io\n\n"
            "The sender is verified in the SendGrid UI. what else causes 403?")

@case("en", "google-geocode-key", "server-side Google API key; the place_id is a public look-alike")
def _(c):
    r = c.r
    k = c.s(google_key(r)); pid = c.l("ChIJ" + rs(r, AN + "-_", 23))
    return ("Geocoding call returns REQUEST_DENIED from my backend but works in the browser:\n\n"
            "resp = requests.get(\"https://maps.googleapis.com/maps/api/geocode/json\",\n"
            f"                    params={{\"place_id\": \"{pid}\", \"key\": \"{k}\"}})\n\n"
            "key restrictions are set to 'HTTP referrers'. is that it?")

@case("en", "session-cookie-devtools", "Django session cookie copied from devtools; the _ga analytics cookie is a look-alike")
def _(c):
    r = c.r
    sess = c.s(rs(r, LO + D, 32)); ga = c.l(f"GA1.1.{dgnz(r, 9)}.{r.randint(1650000000, 1750000000)}")
    return ("I'm scripting a download of my own invoices. This is the cookie header from devtools, it works in the "
            "browser but requests gets redirected to /login:\n\n"
            f"Cookie: csrftoken={rs(r, AN, 32)}; sessionid={sess}; _ga={ga}\n\n"
            "do I need to send the csrf header for a GET?")

@case("en", "azure-storage-connstring", "Azure storage AccountKey value; the blob ETag is a look-alike")
def _(c):
    r = c.r
    key = c.s(rs(r, B64, 86) + "=="); et = c.l("0x8DC" + rs(r, "0123456789ABCDEF", 12))
    return ("Uploads with the Python SDK fail with AuthenticationFailed, the connection string is:\n\n"
            f"DefaultEndpointsProtocol=https;AccountName=stfernreports;AccountKey={key};EndpointSuffix=core.windows.net\n\n"
            f"Yesterday the same code worked and returned ETag {et} for the test blob. Could the server clock be off?")

@case("en", "ssh-private-key-paste", "OpenSSH private key block pasted by mistake; its SHA256 fingerprint is a look-alike")
def _(c):
    r = c.r
    k = c.s(openssh_key(r)); fp = c.l("SHA256:" + rs(r, AN + "+/", 43))
    return ("GitLab says 'Key is invalid' when I paste my key into the SSH keys page. I made it with "
            "ssh-keygen -t ed25519 and this is the file ~/.ssh/id_ed25519:\n\n"
            f"{k}\n\nssh-keygen -lf on it prints 256 {fp} me@thinkpad (ED25519)")

@case("en", "metamask-private-key", "Ethereum private key; the wallet address and a transaction hash are look-alikes")
def _(c):
    r = c.r
    pk = c.s(hexs(r, 64)); addr = c.l("0x" + hexs(r, 40)); tx = c.l("0x" + hexs(r, 64))
    return (f"I imported my old wallet into MetaMask with the private key {pk} but it shows 0 ETH. "
            f"The address it shows is {addr}. Etherscan has my last transfer as {tx}, confirmed. "
            "Is MetaMask on the wrong network?")

@case("en", "ledger-seed-check", "12-word recovery phrase")
def _(c):
    r = c.r
    ph = c.s(seed_phrase(r))
    return ("Restoring my Ledger after a factory reset and it says the recovery phrase is invalid. "
            f"I copied it from my paper backup: {ph}\n\nCan you see which word is probably wrong?")

@case("en", "electrum-sweep-wif", "Bitcoin WIF private key (valid Base58Check); the bech32 address is a look-alike")
def _(c):
    r = c.r
    w = c.s(btc_wif(r)); a = c.l(btc_bech32(r))
    return ("Trying to sweep an old paper wallet in Electrum (Wallet > Private keys > Sweep). The key printed on it is "
            f"{w} and the funds should end up at {a}. Electrum says 'no inputs found'. "
            "Could the coins be on a legacy address derived from the same key?")

@case("en", "checkout-card-declined", "card number, expiry and CVC; the order number is a look-alike")
def _(c):
    r = c.r
    cn = c.s(visa(r)); ex = c.s(expiry(r)); cv = c.s(cvc(r)); on = c.l(f"#{dgnz(r, 6)}")
    return (f"Checkout keeps failing on order {on} with 'card declined'. Card is {cn}, exp {ex}, CVC {cv}. "
            "My bank says they never saw an authorisation attempt. What should I ask the shop?")

@case("en", "card-split-two-messages", "card number given in two halves over two messages, plus expiry and CVC; the hotel booking reference is a look-alike")
def _(c):
    r = c.r
    n = card(r, r.choice(["51", "53", "55"]), 16)
    a = c.s(f"{n[:4]} {n[4:8]}"); b = c.s(f"{n[8:12]} {n[12:]}"); cv = c.s(cvc(r)); ex = c.s(expiry(r))
    bk = c.l(f"{r.randint(2, 6)}.{dg(r, 3)}.{dg(r, 3)}.{dg(r, 3)}")
    return M("Can you fill in the hotel's card authorisation form for me? Booking number " + bk + ". "
             f"I'll give you the card in two bits. First half: {a}",
             f"second half: {b}\nexpiry {ex}, security code {cv}. Name as on card: Chloe Brennan")

@case("en", "uk-payroll-bank-details", "UK account number is secret; the sort code and employer PAYE reference are look-alikes")
def _(c):
    r = c.r
    _i, sort, acct = gb_iban(r)
    sc = c.l(f"{sort[:2]}-{sort[2:4]}-{sort[4:]}"); ac = c.s(acct); paye = c.l(f"{r.randint(100, 999)}/{rs(r, UP, 2)}{dg(r, 5)}")
    return ("Write a short email to payroll asking them to change my bank details from next month. "
            f"New details: sort code {sc}, account number {ac}, Monzo. "
            f"Employer PAYE reference on my payslip is {paye} in case they need it.")

@case("en", "hmrc-utr-nino", "UK UTR and National Insurance number; the HMRC helpline number is a look-alike")
def _(c):
    r = c.r
    utr = c.s(f"{dg(r, 5)} {dg(r, 5)}"); ni = c.s(uk_nino(r)); hl = c.l("0300 200 3310")
    return ("Self assessment login locked me out. To call HMRC on " + hl + " I need my details ready: "
            f"UTR {utr}, NI number {ni}. What else do they usually ask for to verify me?")

@case("en", "direct-deposit-routing", "US bank account number is secret; the ABA routing number and employer EIN are look-alikes")
def _(c):
    r = c.r
    rt = c.l(us_aba(r)); ac = c.s(dgnz(r, 10)); ein = c.l(f"{r.randint(10, 98)}-{dg(r, 7)}")
    return ("Filling out the direct deposit form for my new job. Routing number " + rt + ", checking account "
            f"{ac}. It also asks for the employer EIN, which is {ein} according to my offer letter. "
            "Should I attach a voided check too?")

@case("en", "w4-ssn-spouse", "SSNs of the user and of the spouse (entrusted); the e-file submission id is a look-alike")
def _(c):
    r = c.r
    a = c.s(us_ssn(r)); b = c.s(us_ssn(r)); sub = c.l(dg(r, 6) + "2025" + f"{r.randint(40, 110):03d}" + rs(r, LO + D, 7))
    return (f"The IRS rejected our joint return. My SSN is {a} and my wife's is {b}; I double-checked both against "
            f"the cards. The rejection references submission ID {sub}, code IND-031-04. What does that mean?")

@case("en", "passport-mrz-evisa", "machine-readable line 2 of a passport (check digits computed); the visa application number is a look-alike")
def _(c):
    r = c.r
    num = dgnz(r, 9)
    dob = rdate(r, 1970, 2000); exp = datetime.date(r.randint(2027, 2034), r.randint(1, 12), r.randint(1, 28))
    d1 = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}"; d2 = f"{exp.year % 100:02d}{exp.month:02d}{exp.day:02d}"
    pers = "<" * 14
    l2 = num + mrz_digit(num) + "GBR" + d1 + mrz_digit(d1) + "F" + d2 + mrz_digit(d2) + pers + "0"
    l2 += mrz_digit(l2[0:10] + l2[13:20] + l2[21:43])
    l1 = ("P<GBRTHORNTON<<ELIZA<MAY" + "<" * 44)[:44]
    c.s(l2); app = c.l("GWF0" + dg(r, 8))
    return ("The e-visa form wants the two lines at the bottom of my passport photo page. I typed them from a photo, "
            f"can you check the format looks right?\n\n{l1}\n{l2}\n\nApplication number {app} if that matters.")

@case("en", "car-rental-licence", "California driver licence number; the rental confirmation number is a look-alike")
def _(c):
    r = c.r
    dl = c.s(r.choice(UP) + dg(r, 7)); conf = c.l(f"K{dg(r, 9)}COUNT")
    return (f"Online check-in for my rental (confirmation {conf}) asks for licence details. "
            f"Mine is California {dl}, expires 2029. Do I also need an international permit for Canada?")

@case("en", "insurance-claim-member-id", "health insurance member id; claim number and the doctor's NPI are look-alikes")
def _(c):
    r = c.r
    mid = c.s(rs(r, UP, 3) + dg(r, 9)); cl = c.l(f"2025{dg(r, 9)}"); npi = c.l(us_npi(r))
    return ("Help me write an appeal for a denied claim. Member ID " + mid + ", group 0048213. Claim number "
            f"{cl} for an MRI on March 3. The ordering doctor's NPI is {npi}. They say it was 'not medically necessary'.")



@case("en", "alarm-disarm-duress", "alarm disarm and duress codes; the panel model is a look-alike")
def _(c):
    r = c.r
    a = c.s(pin(r, 4)); d = c.s(pin(r, 4)); mdl = c.l("VISTA-20P")
    return (f"Our Honeywell {mdl} keeps chirping. For the record, disarm code is {a} and the duress code (the one "
            f"that silently calls the police) is {d}. How do I clear the trouble condition without the installer code?")

@case("en", "safe-combination", "dial safe combination; the safe model number is a look-alike")
def _(c):
    r = c.r
    combo = c.s(f"{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(10, 99)}"); mdl = c.l(f"SF{r.randint(100, 999)}C")
    return (f"My SentrySafe {mdl} won't open. Combination is {combo} (right, left, right). I turn the handle and nothing. "
            "Is there a reset procedure or do I need a locksmith?")

@case("en", "github-recovery-codes", "GitHub 2FA recovery codes")
def _(c):
    r = c.r
    codes = [c.s(f"{hexs(r, 5)}-{hexs(r, 5)}") for _ in range(3)]
    return ("Format my remaining recovery codes as a checklist I can print and cross off:\n\n" + "\n".join(codes) +
            "\n\n(they're my GitHub ones, the other seven are used up. I'll keep the printout in a drawer)")

@case("en", "totp-manual-entry-key", "TOTP seed shown for manual entry")
def _(c):
    r = c.r
    seed = c.s(" ".join(rs(r, LO + "234567", 4) for _ in range(8)))
    return ("The QR code won't scan on my old phone, so the site shows a setup key instead:\n\n"
            f"{seed}\n\nDo I type it with or without spaces in Google Authenticator? Time-based or counter?")

@case("en", "security-question-answers", "answers to bank security questions")
def _(c):
    r = c.r
    pet = c.s(r.choice(["Pumpernickel", "Captain Noodle", "Mr Whiskerton", "Dumpling"]))
    maiden = c.s(r.choice(["Szczepanski", "Okonkwo", "Vandermeer", "Fitzgerald"]))
    return ("Just set up my new bank's security questions, can you remember these for me in case I forget? "
            f"First pet: {pet}. Mother's maiden name: {maiden}.")

@case("en", "password-reuse-upgrade", "password the user says they reuse everywhere")
def _(c):
    r = c.r
    p = c.s(pw_human(r))
    return (f"Honestly I use {p} for basically everything (email, Netflix, bank). Can you come up with a stronger "
            "one that's still easy to remember, maybe based on it?")

@case("en", "vpn-password-correction", "a password and its corrected version across two messages (both secrets); the IT ticket number is a look-alike")
def _(c):
    r = c.r
    p1 = pw_random(r, 14); p2 = p1[:5] + rs(r, AN, 1) + p1[6:]
    c.s(p1); c.s(p2); t = c.l("RITM" + dg(r, 7))
    return M(f"IT reset my VPN password to {p1} (ticket {t}) and GlobalProtect says authentication failed. Caps lock is off.",
             f"oh wait, I misread the email, the sixth character is different, it's {p2}. still fails though.")

@case("en", "app-debug-log-password", "password leaked in a debug log line; the trace id is a look-alike")
def _(c):
    r = c.r
    p = c.s(pw_random(r, 16)); tr = c.l(hexs(r, 32))
    return ("Why does this log the whole config? I thought I set level to INFO.\n\n"
            f"2025-03-18 09:14:22,031 DEBUG etl.db connecting with {{'host': 'db01.lan', 'user': 'etl_loader', "
            f"'password': '{p}', 'port': 5432}} trace_id={tr}")

@case("en", "npmrc-auth-token", "npm automation token in .npmrc; the lockfile integrity hash is a look-alike")
def _(c):
    r = c.r
    t = c.s(npm_tok(r)); integ = c.l("sha512-" + rs(r, B64, 86) + "==")
    return ("npm publish gives E404 for my scoped package. ~/.npmrc:\n\n"
            f"//registry.npmjs.org/:_authToken={t}\n@fernlabs:registry=https://registry.npmjs.org/\n\n"
            f"package-lock has the dependency with integrity \"{integ}\" if that matters")

@case("en", "gitlab-private-token-api", "GitLab personal access token in a curl header; the pipeline id is a look-alike")
def _(c):
    r = c.r
    t = c.s(glpat(r)); pid = c.l(str(r.randint(1200000000, 1399999999)))
    return ("Trying to retry a pipeline from a script:\n\n"
            f"curl --request POST --header \"PRIVATE-TOKEN: {t}\" \"https://gitlab.com/api/v4/projects/48213377/pipelines/{pid}/retry\"\n\n"
            "returns 403. My role is Developer. Do I need Maintainer?")

@case("en", "telegram-bot-token", "Telegram bot token; the group chat id is a look-alike")
def _(c):
    r = c.r
    t = c.s(tg_tok(r)); chat = c.l("-100" + dgnz(r, 10))
    return ("My bot can't post into our group. requests.post(f\"https://api.telegram.org/bot{TOKEN}/sendMessage\", "
            f"data={{\"chat_id\": \"{chat}\", \"text\": \"hi\"}}) with TOKEN = \"{t}\" returns 'Bad Request: chat not found'. "
            "The bot is an admin in the group.")

@case("en", "discord-bot-token", "Discord bot token; the public application (client) id is a look-alike")
def _(c):
    r = c.r
    sf = snowflake(r); t = c.s(discord_tok(r, sf)); cid = c.l(sf)
    return ("discord.py: 'Improper token has been passed'. I regenerated it twice.\n\n"
            f"client.run(\"{t}\")\n\n"
            f"Invite link uses client_id={cid}&permissions=274877975552&scope=bot and that part works.")

@case("en", "anthropic-key-python", "Anthropic API key in code; the message id is a look-alike")
def _(c):
    r = c.r
    k = c.s(anthropic_key(r)); mid = c.l("msg_01" + rs(r, AN, 22))
    return ("First call worked, second one gives 401 after I moved the key into a variable:\n\n"
            f"client = anthropic.Anthropic(api_key=\"{k}\")\n\n"
            f"the successful response had id {mid}. Could it be a stray newline when I read from the env?")

@case("en", "k8s-secret-base64", "base64-encoded password in a Kubernetes Secret; the object's uid and resourceVersion are look-alikes")
def _(c):
    r = c.r
    p = pw_random(r, 16)
    bp = c.s(base64.b64encode(p.encode()).decode())
    uid = c.l(uuid4(r)); rv = c.l(str(r.randint(40000000, 49999999)))
    return ("Pod crashes with 'invalid password' but the secret looks right to me:\n\n"
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-env\n  uid: {uid}\n  resourceVersion: \"{rv}\"\n"
            f"type: Opaque\ndata:\n  DB_PASSWORD: {bp}\n\nDo I need to base64 it again in the deployment?")

@case("en", "heroku-key-vs-app-id", "Heroku API key (UUID format) is a secret; the app id UUID next to it is a look-alike")
def _(c):
    r = c.r
    k = c.s(uuid4(r)); app = c.l(uuid4(r))
    return ("GitHub Action for Heroku deploy: 'Invalid credentials provided'. I set HEROKU_API_KEY to "
            f"{k} (from Account settings > API key). heroku apps:info shows the app id as {app}. "
            "Do I need the email too?")

@case("en", "datadog-key-md5", "Datadog API key is a secret; the MD5 of the install script is a look-alike")
def _(c):
    r = c.r
    k = c.s(hexs(r, 32)); md = c.l(hexs(r, 32))
    return (f"Agent install: DD_API_KEY={k} DD_SITE=\"datadoghq.eu\" bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"\n"
            f"The script's md5 is {md}, same as the docs. But the host never appears in the UI. Wrong site?")

@case("en", "basic-auth-header", "HTTP Basic credentials (base64 of user:password); the request id is a look-alike")
def _(c):
    r = c.r
    cred = "svc-reports:" + pw_random(r, 14)
    b = c.s(base64.b64encode(cred.encode()).decode()); rid = c.l(uuid4(r))
    return ("Postman works, my fetch() doesn't. Postman generated this header:\n\n"
            f"Authorization: Basic {b}\n\nserver answers 401 and X-Request-Id: {rid}. Is fetch stripping the header on redirect?")

@case("en", "it-temp-password-email", "temporary password in a pasted IT e-mail; the ticket number is a look-alike")
def _(c):
    r = c.r
    p = c.s(pw_random(r, 12)); t = c.l("INC" + dg(r, 7))
    return ("Got this from IT but it won't let me log in, says password expired. What does that mean?\n\n"
            "> Hello, your account has been created.\n> Username: a.haddad\n"
            f"> Temporary password: {p}\n> You will be asked to change it at first sign-in.\n> Ref: {t}")

@case("en", "bank-otp-sms", "bank one-time passcode from SMS; the masked card ending is a look-alike")
def _(c):
    r = c.r
    code = c.s(otp(r)); last4 = c.l(dg(r, 4))
    return ("Is this a scam text? It came from a short code:\n\n"
            f"\"Chase: Your one-time code is {code}. It expires in 10 min. We'll never call to ask for this code. "
            f"Online purchase of $612.40 at BESTBUY with card ending {last4}.\"\n\nI didn't buy anything.")

@case("en", "wifi-announced-then-given", "Wi-Fi password announced in one message and given in the next")
def _(c):
    r = c.r
    w = c.s(pw_random(r, 16))
    return M("I want to make a QR code for our guest wifi so people can just scan it. The network is called "
             "Bramblewood-Guest, WPA2. I'll paste the password next.",
             w)

@case("en", "openai-key-in-two-parts", "OpenAI project key pasted in two parts across two messages; the organization id is a look-alike")
def _(c):
    r = c.r
    k = openai_proj(r)
    a = c.s(k[:80]); b = c.s(k[80:]); org = c.l("org-" + rs(r, AN, 24))
    return M("my phone keeps cutting the paste so here's the key for the .env in two pieces. part 1:\n" + a,
             "part 2:\n" + b + f"\n\nput them together as OPENAI_API_KEY=... please, and OPENAI_ORG_ID={org}")

@case("en", "mpesa-paybill-pending", "M-Pesa transaction code (settled: secret); the business Paybill number is a look-alike")
def _(c):
    r = c.r
    code = c.s(r.choice("ST") + rs(r, UP, 2) + dg(r, 1) + rs(r, UP + D, 6)); pb = c.l(str(r.randint(200000, 899999)))
    return ("My landlord says he hasn't received rent. I paid through Paybill " + pb + ", this is the SMS:\n\n"
            f"{code} Confirmed. Ksh18,500.00 sent to MUTHAIGA HEIGHTS MGT for account B12 on 3/6/25 at 8:14 AM "
            "New M-PESA balance is Ksh2,341.60. Transaction cost, Ksh0.00.\n\nHow do I prove I paid?")

@case("en", "leaked-revoked-aws-key", "AWS key the user leaked and revoked is still a secret; the short commit hash is a look-alike")
def _(c):
    r = c.r
    ak = c.s(aws_akid(r)); sk = c.s(aws_secret(r)); sh = c.l(hexs(r, 7))
    return (f"I pushed these to a public repo by accident in commit {sh}:\n\n{ak}\n{sk}\n\n"
            "I've already deactivated and deleted the key in IAM. Do I still need to rewrite the git history?")

@case("en", "babysitter-house-note", "alarm code and Wi-Fi password; the pediatrician phone number is a look-alike")
def _(c):
    r = c.r
    al = c.s(pin(r, 4)); wf = c.s(pw_human(r)); ph = c.l(f"(617) 555-0{dg(r, 3)}")
    return ("Write a clear one-page note for our new babysitter. House alarm code " + al + " (press OFF first). "
            f"Wi-Fi 'ParkHouse', password {wf}. Bedtime 7:30. Dr. Alvarez (pediatrician) {ph}.")

@case("en", "canada-sin-t4", "Canadian SIN (Luhn valid); the employer's CRA business number is a look-alike")
def _(c):
    r = c.r
    sin = c.s(ca_sin(r)); bn = c.l(f"{dgnz(r, 9)} RP0001")
    return (f"My T4 shows the wrong SIN. Mine is {sin} but the slip has two digits swapped. Employer's "
            f"payroll account is {bn}. Who do I contact, the employer or the CRA?")

@case("en", "australia-tfn-medicare-bank", "Australian TFN, Medicare number and account number; BSB and employer ABN are look-alikes")
def _(c):
    r = c.r
    tfn = c.s(au_tfn(r)); med = c.s(au_medicare(r)); bsb = c.l(f"06{dg(r, 1)}-{dg(r, 3)}"); ac = c.s(dgnz(r, 8))
    abn = c.l(au_abn(r))
    return ("Starting a casual job, the onboarding form wants everything. TFN " + tfn + ", Medicare " + med +
            f", bank BSB {bsb} account {ac} (CommBank). Employer ABN is {abn}. Should I claim the tax-free threshold here?")

@case("en", "india-aadhaar-pan-kyc", "Aadhaar and PAN; the bank's IFSC and a UPI reference number are look-alikes")
def _(c):
    r = c.r
    aad = c.s(in_aadhaar(r)); pan = c.s(in_pan(r, "S")); ifsc = c.l("HDFC000" + dg(r, 4)); utr = c.l(dgnz(r, 12))
    return (f"Broker KYC keeps failing. Aadhaar {aad}, PAN {pan}, bank IFSC {ifsc}. The penny-drop test credited "
            f"Rs 1 with UPI ref {utr}, so the account is fine. Is it a name mismatch between PAN and Aadhaar?")

@case("en", "nigeria-bvn-nuban", "BVN and NUBAN account number (check digit computed); the NIP session id is a look-alike")
def _(c):
    r = c.r
    bvn = c.s("22" + dg(r, 9)); acct = c.s(ng_nuban(r, "058")); ses = c.l("000013" + dg(r, 24))
    return ("A transfer to me failed but the sender was debited. My GTBank account " + acct + ", BVN " + bvn +
            f". The sender's receipt has session ID {ses}. How long do reversals take?")

@case("en", "south-africa-id-cipc", "South African ID number (Luhn valid); the company registration number is a look-alike")
def _(c):
    r = c.r
    i = c.s(za_id(r)); reg = c.l(f"20{r.randint(10, 24)}/{dg(r, 6)}/07")
    return (f"SARS eFiling wants my ID number and the CIPC number of the company I'm a director of. ID {i}, "
            f"company {reg}. Where do I link the company to my profile?")

@case("en", "password-manager-csv", "passwords in a password-manager CSV export")
def _(c):
    r = c.r
    ps = [c.s(pw_random(r, r.randint(12, 20))), c.s(pw_human(r))]
    return ("Bitwarden import says 'invalid format'. First lines of the CSV I exported from Chrome:\n\n"
            "name,url,username,password\n"
            f"accounts.google.com,https://accounts.google.com/,tom.osei@gmail.com,{ps[0]}\n"
            f"my.octopus.energy,https://my.octopus.energy/,tomosei,{ps[1]}")

@case("en", "wp-config-salts", "WordPress DB password; the WordPress version is a look-alike")
def _(c):
    r = c.r
    p = c.s(pw_random(r, 18)); v = c.l(f"6.{r.randint(4, 7)}.{r.randint(1, 3)}")
    return (f"Site shows 'Error establishing a database connection' after moving hosts (WordPress {v}). wp-config.php:\n\n"
            "define( 'DB_NAME', 'wp_bakery' );\ndefine( 'DB_USER', 'wp_bakery_u' );\n"
            f"define( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );\n\n"
            "The new host says the database user exists. What else can it be?")

@case("en", "jupyter-token-url", "Jupyter server token in a URL; the kernel id is a look-alike")
def _(c):
    r = c.r
    t = c.s(hexs(r, 48)); k = c.l(uuid4(r))
    return ("Port forwarded from the GPU box, but the browser shows 'Invalid credentials':\n\n"
            f"http://127.0.0.1:8888/lab?token={t}\n\nserver log: KernelRestarter: restarting kernel {k}. Related?")

@case("en", "github-fine-grained-pat-actions", "fine-grained GitHub PAT; the Actions run id is a look-alike")
def _(c):
    r = c.r
    t = c.s(github_pat(r)); run = c.l(str(r.randint(9000000000, 13999999999)))
    return ("Workflow that pushes to another repo fails on run " + run + ": 'Permission to org/site.git denied'. "
            f"The PAT in secrets is {t}, with Contents: read and write. Does fine-grained need org approval?")

@case("en", "icloud-app-specific-password", "Apple app-specific password")
def _(c):
    r = c.r
    p = c.s("-".join(rs(r, LO, 4) for _ in range(4)))
    return ("Thunderbird won't accept my iCloud mail login. I generated an app-specific password at appleid.apple.com: "
            f"{p}. IMAP server imap.mail.me.com port 993 SSL. Username should be the full @icloud.com address, right?")

@case("en", "router-label-admin", "Wi-Fi key and admin password printed on the user's router; serial number and MAC are look-alikes")
def _(c):
    r = c.r
    wk = c.s(rs(r, "abcdefghjkmnpqrstuvwxyz23456789", 10)); ap = c.s(rs(r, "abcdefghjkmnpqrstuvwxyz23456789", 8))
    sn = c.l("+" + dgnz(r, 9) + "+NQ"); mac = c.l(":".join(rs(r, "0123456789ABCDEF", 2) for _ in range(6)))
    return ("Sticker on the bottom of my BT Smart Hub 2 says:\n\n"
            f"Serial No: {sn}\nMAC: {mac}\nWireless key: {wk}\nAdmin password: {ap}\n\n"
            "I changed the wifi name and now nothing connects. How do I get into 192.168.1.254?")

@case("en", "port-out-transfer-pin", "carrier number-transfer PIN; the phone's IMEI is a look-alike")
def _(c):
    r = c.r
    p = c.s(pin(r, 6)); im = c.l(imei(r))
    return (f"Switching from T-Mobile to Mint. T-Mobile gave me a Number Transfer PIN: {p}. Mint's form also wants "
            f"the IMEI, which is {im}. Will my number be down during the port?")

@case("en", "google-backup-codes", "Google account backup codes")
def _(c):
    r = c.r
    codes = [c.s(f"{dg(r, 4)} {dg(r, 4)}") for _ in range(2)]
    return ("I only have these two backup codes left for my Google account, are they single use?\n\n" +
            "\n".join(f"{i + 1}. {x}" for i, x in enumerate(codes)))

@case("en", "cards-comparison-table", "two full card numbers in a markdown table; a masked number is a look-alike")
def _(c):
    r = c.r
    a = c.s(visa(r)); b = c.s(amex(r)); mk = c.l("•••• " + dg(r, 4))
    return ("Which card should I use for travel? Here's what I have:\n\n"
            "| card | number | annual fee | FX fee |\n|---|---|---|---|\n"
            f"| Chase Sapphire | {a} | $95 | 0% |\n| Amex Gold | {b} | $325 | 0% |\n"
            f"| Citi Double Cash | {mk} | $0 | 3% |")

@case("en", "gcp-service-account-json", "private key inside a service-account JSON (escaped newlines); the client_id is a look-alike")
def _(c):
    r = c.r
    k = c.s(rsa_key(r, nl="\\n")); cid = c.l(dgnz(r, 21))
    return ("gcloud auth activate-service-account fails with 'Could not deserialize key data'. The JSON:\n\n"
            "{\n  \"type\": \"service_account\",\n  \"project_id\": \"fern-analytics-prod\",\n"
            f"  \"private_key_id\": \"{hexs(r, 40)}\",\n  \"private_key\": \"{k}\\n\",\n"
            "  \"client_email\": \"etl@fern-analytics-prod.iam.gserviceaccount.com\",\n"
            f"  \"client_id\": \"{cid}\"\n}}")




# ============================================================================= ENGLISH, negative
@case("en", "aws-docs-example-keys", "AWS documentation example key pair discussed as an example")
def _(c):
    a = c.l("AKIAIOSFODNN7EXAMPLE"); b = c.l("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
    return (f"The IAM docs use {a} and {b} everywhere. Are real access key IDs always 20 characters starting with "
            "AKIA? I want a regex for our pre-commit hook that doesn't flag the docs examples.")

@case("en", "stripe-test-cards-e2e", "Stripe's documented test card numbers")
def _(c):
    a = c.l("4242 4242 4242 4242"); b = c.l("4000 0000 0000 0002"); d = c.l("4000 0025 0000 3155")
    return (f"For our Playwright checkout tests I use {a} for success, {b} for a generic decline and {d} "
            "for 3D Secure. Which one triggers insufficient_funds? Any future expiry works, right?")

@case("en", "git-log-release", "commit hashes and version strings")
def _(c):
    r = c.r
    a = c.l(hexs(r, 40)); b = c.l(hexs(r, 40)); v = c.l(f"v2.{r.randint(10, 30)}.{r.randint(0, 9)}")
    return (f"Which of these should I tag as {v}? {a} is the merge of the release branch and {b} is the hotfix "
            "on top. CI was green on both.")

@case("en", "iso-sha256-mismatch", "two SHA-256 checksums of a download")
def _(c):
    r = c.r
    a = c.l(hexs(r, 64)); b = c.l(hexs(r, 64))
    return ("Downloaded ubuntu-24.04.2-desktop-amd64.iso twice. sha256sum gives\n"
            f"{a}\nbut SHA256SUMS on the mirror says\n{b}\nIs the mirror compromised or is my download corrupt?")

@case("en", "lost-package-tracking-correction", "tracking numbers, with a correction in a second message")
def _(c):
    r = c.r
    a = c.l("1Z" + rs(r, UP + D, 6) + "03" + dg(r, 8)); b = c.l("9400" + dg(r, 18))
    return M(f"UPS says delivered but nothing's here. Tracking {a}. What do I do first, seller or UPS?",
             f"sorry, that was last month's. The missing one went USPS: {b}")

@case("en", "amazon-refund-order", "Amazon order number and amounts")
def _(c):
    r = c.r
    o = c.l(f"1{dg(r, 2)}-{dg(r, 7)}-{dg(r, 7)}")
    return (f"Returned a blender on order {o} three weeks ago, refund of $89.99 still 'pending'. The UPS drop-off "
            "receipt is dated May 2. Draft a polite chat message?")

@case("en", "flight-pnr-eticket", "airline booking reference, e-ticket number and flight number")
def _(c):
    r = c.r
    pnr = c.l(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)); tk = c.l(f"016-{dg(r, 10)}"); fl = c.l(f"UA {r.randint(100, 999)}")
    return (f"United cancelled {fl} and rebooked me on a flight 9 hours later. Booking code {pnr}, ticket {tk}. "
            "Am I owed cash compensation for a domestic flight or only a voucher?")

@case("en", "env-example-placeholders", "placeholder values in an .env.example, including a placeholder user:password")
def _(c):
    a = c.l("your_api_key_here"); b = c.l("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"); d = c.l("user:password")
    return ("Is it fine to commit this .env.example?\n\n"
            f"OPENAI_API_KEY={a}\nSTRIPE_SECRET_KEY={b}\nDATABASE_URL=postgres://{d}@localhost:5432/mydb\n"
            "SENTRY_DSN=\n")

@case("en", "masked-card-double-charge", "masked card number and an acquirer reference number")
def _(c):
    r = c.r
    m = c.l("**** **** **** " + dg(r, 4)); arn = c.l("74" + dg(r, 21))
    return (f"Hotel charged my card {m} twice for the same night. The bank gave me the ARN {arn} for the second "
            "charge. Should I dispute with the bank or email the hotel first?")

@case("en", "charity-donation-iban", "a charity's IBAN and BIC published for donations")
def _(c):
    r = c.r
    i, _s, _a = gb_iban(r)
    ib = c.l(i); bic = c.l(GB_BIC[i.replace(" ", "")[4:8]])
    return (f"The food bank's website says to donate by transfer to IBAN {ib}, BIC {bic}, reference 'WINTER'. "
            "Can I claim Gift Aid on a bank transfer?")

@case("en", "supplier-vat-invoice", "a supplier's VAT number, company number and invoice number")
def _(c):
    r = c.r
    v = c.l(uk_vat(r)); co = c.l(f"{r.choice(['0', '1'])}{dg(r, 7)}"); inv = c.l(f"INV-2025-{dg(r, 5)}")
    return (f"Supplier invoice {inv} shows VAT reg {v} and company no. {co}. How can I check the VAT number is real "
            "before I pay it?")

@case("en", "famous-password-examples", "famous example passwords discussed as examples")
def _(c):
    a = c.l("correct horse battery staple"); b = c.l("Tr0ub4dor&3"); d = c.l("hunter2"); e = c.l("P@ssw0rd")
    return (f"xkcd says {a} beats {b}. Is that still true with modern cracking rigs? And why does everyone "
            f"joke about {d}? Our old policy even accepted {e}.")

@case("en", "jwt-io-example-token", "the jwt.io documentation example token")
def _(c):
    t = c.l("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    return (f"Can you explain the three parts of this JWT from the jwt.io intro page?\n\n{t}\n\n"
            "Why can anyone read the payload if it's signed?")

@case("en", "eth-tx-stuck-pending", "public Ethereum address and transaction hash")
def _(c):
    r = c.r
    a = c.l("0x" + hexs(r, 40)); t = c.l("0x" + hexs(r, 64))
    return (f"Sent USDC from {a} two hours ago, tx {t} still pending with nonce 41. Can I speed it up "
            "by resending with the same nonce and a higher gas price?")

@case("en", "public-frontend-keys", "values that are public by design: Sentry DSN, Stripe publishable key, GA4 measurement id")
def _(c):
    r = c.r
    dsn = c.l(f"https://{hexs(r, 32)}@o{dgnz(r, 6)}.ingest.sentry.io/{dgnz(r, 7)}")
    pk = c.l("pk_live_51" + rs(r, AN, 89)); ga = c.l("G-" + rs(r, UP + D, 10))
    return ("These are all in our React bundle, security scanner flags them. Are any actually sensitive?\n\n"
            f"Sentry.init({{ dsn: \"{dsn}\" }});\nconst stripe = loadStripe(\"{pk}\");\ngtag('config', '{ga}');")

@case("en", "ssh-public-key-authorized", "an SSH public key line and a host key fingerprint")
def _(c):
    r = c.r
    pub = c.l("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(r, B64, 43)); fp = c.l("SHA256:" + rs(r, AN + "+/", 43))
    return (f"I added this to ~/.ssh/authorized_keys on the server:\n\n{pub} dan@laptop\n\n"
            f"but ssh still asks for a password. The server's host key fingerprint is {fp}. Permissions issue?")

@case("en", "warranty-serial-imei", "phone model, serial number and IMEI for a warranty claim")
def _(c):
    r = c.r
    sn = c.l(rs(r, "CDFGHJKLMNPQRTVWXY0123456789", 10)); im = c.l(imei(r)); mdl = c.l("A2890")
    return (f"Apple says my iPhone 15 (model {mdl}) is out of warranty but I bought it 8 months ago. Serial {sn}, "
            f"IMEI {im}. What proof of purchase do they accept?")

@case("en", "used-car-vin-check", "a VIN (check digit computed) and a licence plate of a car for sale")
def _(c):
    r = c.r
    v = c.l(vin(r)); pl = c.l(f"{dg(r, 1)}{rs(r, UP, 3)}{dg(r, 3)}")
    return (f"Looking at a used car, seller sent VIN {v}, California plate {pl}. Which free sites show accident "
            "history and whether it was a rental?")

@case("en", "bibliography-isbn-doi", "ISBNs (check digits computed) and a DOI")
def _(c):
    r = c.r
    a = c.l(isbn13(r)); b = c.l(isbn13(r)); doi = c.l(f"10.{r.randint(1000, 9999)}/{rs(r, LO, 4)}.{r.randint(2015, 2024)}.{dg(r, 5)}")
    return (f"Format these in APA 7: ISBN {a} (2nd edition, 2019), ISBN {b}, and the article with DOI {doi}.")

@case("en", "ssn-famous-examples", "the famous Woolworth wallet SSN and a placeholder SSN")
def _(c):
    a = c.l("078-05-1120"); b = c.l("123-45-6789")
    return (f"Is it true that {a} was printed on sample cards in wallets and thousands of people used it? "
            f"And is {b} actually assigned to anyone or reserved?")

@case("en", "vendor-wire-instructions", "a supplier's account details for paying an invoice (other party, public to payers)")
def _(c):
    r = c.r
    i, _s, _a = gb_iban(r)
    ib = c.l(i); sw = c.l(GB_BIC[i.replace(" ", "")[4:8]]); inv = c.l(f"PO-{dg(r, 6)}")
    return (f"Our supplier changed their bank details by email: new IBAN {ib}, SWIFT {sw}, quote {inv}. "
            "The email came from their usual address. How do I verify before paying? Feels like invoice fraud.")

@case("en", "sandbox-magic-values", "Twilio magic test number and a W3C example trace id")
def _(c):
    a = c.l("+15005550006"); b = c.l("4bf92f3577b34da6a3ce929d0e0e4736")
    return (f"In Twilio test mode I send from {a}, which their docs say always succeeds. And in the W3C traceparent "
            f"examples the trace id is {b}. Can I hardcode both in unit tests?")

@case("en", "masked-keys-dashboard", "truncated and masked API keys as shown in dashboards")
def _(c):
    r = c.r
    a = c.l("sk-proj-..." + rs(r, AN, 4)); b = c.l("sk_live_" + "•" * 8 + rs(r, AN, 4))
    return (f"Our OpenAI dashboard lists one key only as '{a}' and Stripe shows '{b}'. "
            "How do I find which service is using which key without revealing them?")


@case("en", "aws-account-ids-configmap", "AWS account id, CloudFront distribution id and an S3 ARN (identifiers, not credentials)")
def _(c):
    r = c.r
    acct = c.l(dgnz(r, 12)); dist = c.l("E" + rs(r, UP + D, 13)); arn = c.l(f"arn:aws:s3:::fern-static-assets-{dg(r, 4)}")
    return ("Security review flagged our ConfigMap. Are these safe to keep in git?\n\n"
            f"AWS_ACCOUNT_ID: \"{acct}\"\nCLOUDFRONT_DISTRIBUTION_ID: {dist}\nASSETS_BUCKET_ARN: {arn}\nLOG_LEVEL: info")

@case("en", "sepa-direct-debit-reconcile", "creditor identifier (check digits computed), mandate reference and end-to-end id from a bank statement")
def _(c):
    r = c.r
    nat = dg(r, 11)
    chk = 98 - iban_num(nat + "DE00") % 97
    ci = c.l(f"DE{chk:02d}ZZZ{nat}"); mr = c.l(f"MNDT-{dg(r, 4)}-{dg(r, 6)}"); e2e = c.l(f"E2E{dg(r, 8)}{rs(r, UP + D, 9)}")
    return (f"My gym took two direct debits this month. Statement shows creditor ID {ci}, mandate reference {mr}, "
            f"end-to-end ID {e2e} on both. Can I claim one back through my bank within 8 weeks?")

@case("en", "parking-pcn-appeal", "penalty charge notice number, vehicle registration and appeal reference")
def _(c):
    r = c.r
    pcn = c.l(rs(r, UP, 2) + dg(r, 8)); reg = c.l(f"{rs(r, 'ABDEFGHKLMNOPRSVWY', 2)}{r.choice(['19', '68', '21', '70'])} {rs(r, 'ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}")
    ap = c.l(f"APL/{dg(r, 6)}")
    return (f"Council sent a PCN {pcn} for my car {reg}, but the bay markings were worn off. My online appeal got "
            f"reference {ap}. Help me write a second appeal to the tribunal?")


# ============================================================================= CHINESE
@case("zh", "landlord-contract-id-card", "中国居民身份证号（校验位已计算）和银联卡号；合同编号为对照值")
def _(c):
    r = c.r
    i = c.s(cn_id(r)); card_no = c.s(unionpay(r, ("621483", "622588", "621286"))); con = c.l(f"SZ{r.randint(2024, 2025)}-{dg(r, 4)}-{dg(r, 4)}")
    return ("我是房东，帮我把租房合同里出租方的信息补全一下：\n出租方：王丽娟\n"
            f"身份证号：{i}\n收租银行卡：{card_no}（招商银行深圳南山支行）\n合同编号：{con}\n"
            "另外押一付三、提前退租扣一个月押金，这样写合理吗？")

@case("zh", "sms-code-and-pay-password", "短信验证码和六位支付密码；银行客服电话为对照值")
def _(c):
    r = c.r
    code = c.s(otp(r)); pay = c.s(pin(r, 6)); hot = c.l("95555")
    return ("刚收到一条短信：\n"
            f"【招商银行】您的验证码为{code}，您正在进行快捷支付签约，请勿将验证码告知他人。\n"
            f"我是在美团上绑卡，顺便问一下，我的支付密码是{pay}，是不是太简单了？要不要打{hot}改一下？")

@case("zh", "aliyun-oss-accesskey", "阿里云 AccessKey ID 和 Secret；RequestId 为对照值")
def _(c):
    r = c.r
    ak = c.s("LTAI5t" + rs(r, AN, 18)); sk = c.s(rs(r, AN, 30)); rid = c.l(rs(r, "0123456789ABCDEF", 24))
    return ("OSS 上传一直报 InvalidAccessKeyId，代码如下：\n\n"
            f"auth = oss2.Auth('{ak}', '{sk}')\n"
            "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'family-photos-2025')\n"
            "bucket.put_object_from_file('2025/06/a.jpg', 'a.jpg')\n\n"
            f"返回的 RequestId 是 {rid}。是不是 endpoint 写错了？")

@case("zh", "invoice-credit-code-tracking", "公司的统一社会信用代码（校验位已计算）、发票号码和顺丰单号")
def _(c):
    r = c.r
    u = c.l(cn_uscc(r)); inv = c.l("25" + dg(r, 18)); sf = c.l("SF" + dg(r, 13))
    return ("帮我核对一下这张电子发票能不能报销：\n销售方：杭州云栖数码科技有限公司\n"
            f"统一社会信用代码：{u}\n发票号码：{inv}\n金额：¥3,680.00（含税）\n"
            f"货是顺丰寄的，单号 {sf}。抬头写的是我们公司全称，税号需要再核对吗？")


# ============================================================================= JAPANESE
@case("ja", "mynumber-refund-account", "マイナンバー（検査用数字を計算）と口座番号；金融機関コードは対照値")
def _(c):
    r = c.r
    mn = c.s(jp_mynumber(r)); acct = c.s(dgnz(r, 7)); bc = c.l("0005")
    return ("副業の確定申告をe-Taxでやっています。入力した内容を確認してください。\n"
            f"マイナンバー：{mn}\n還付金の振込先：三菱UFJ銀行（金融機関コード {bc}）渋谷支店 普通 {acct}\n"
            "「利用者識別番号」も聞かれたのですが、これはマイナンバーとは別物ですか？")

@case("ja", "router-key-correction", "ルーターの暗号化キー（訂正で二つ、どちらも秘密）を二通のメッセージで；ルーターの型番は対照値")
def _(c):
    r = c.r
    k1 = c.s(hexs(r, 13)); k2 = c.s(hexs(r, 13)); ssid = f"aterm-{hexs(r, 6)}"; mdl = c.l("WX3600HP")
    return M(f"実家のWi-Fiにつながりません。ルーター（Aterm {mdl}）のラベルには SSID: {ssid}-g、暗号化キー: {k1} と書いてあります。",
             f"すみません、さっきのは5GHz用のキーでした。2.4GHzの {ssid}-a の方は {k2} です。どちらに接続すべきですか？")

@case("ja", "order-tracking-corp-number", "注文番号・ヤマトの伝票番号・郵便番号・法人番号（検査用数字を計算）")
def _(c):
    r = c.r
    o = c.l(f"250-{dg(r, 7)}-{dg(r, 7)}"); t = c.l(f"{dg(r, 4)}-{dg(r, 4)}-{dg(r, 4)}"); z = c.l("〒150-0041")
    cn = c.l(jp_corp(r))
    return (f"Amazonの注文番号 {o} の荷物が届きません。ヤマト運輸の伝票番号は {t}、届け先は {z} です。"
            f"出品者の情報には法人番号 {cn} とありますが、この会社に直接連絡してもいいでしょうか？")


# ============================================================================= KOREAN
@case("ko", "rrn-cert-password", "주민등록번호(검증번호 계산)와 공동인증서 비밀번호; 국세청 상담센터 번호는 대조값")
def _(c):
    r = c.r
    rrn = c.s(kr_rrn(r)); pw = c.s(pw_human(r, ["Haneul", "Sarang", "Bomnal", "Gureum", "Nabi", "Dalbit"])); tel = c.l("126")
    return ("연말정산 간소화 자료를 받으려는데 공동인증서 비밀번호가 계속 틀렸다고 나와요. "
            f"주민등록번호는 {rrn}이고, 인증서 비밀번호는 {pw}로 설정했던 것 같아요. "
            f"5번 틀리면 인증서가 잠기나요? 국세청 {tel}번에 전화하면 풀어주나요?")

@case("ko", "used-sale-account-and-card", "본인 계좌번호, 카드번호, 비밀번호 앞 2자리; 주문번호는 대조값")
def _(c):
    r = c.r
    acct = c.s(f"3333-{dg(r, 2)}-{dg(r, 7)}"); cn = c.s(mastercard(r)); p2 = c.s(dg(r, 2))
    on = c.l(f"2025{r.randint(1, 12):02d}{r.randint(1, 28):02d}-{dg(r, 7)}")
    return (f"중고거래 대금 받을 계좌는 카카오뱅크 {acct} (예금주 김민지)로 알려주면 되죠?\n"
            f"그리고 쇼핑몰 결제창에서 카드번호 {cn}에 비밀번호 앞 2자리 {p2}까지 입력하라는데 "
            f"정상적인 건가요? 주문번호는 {on}이에요.")


# ============================================================================= ARABIC
@case("ar", "absher-otp-arabic-digits", "رمز تحقق بالأرقام العربية الهندية ورقم الهوية الوطنية السعودية (خانة التحقق محسوبة)؛ رقم الطلب للمقارنة")
def _(c):
    r = c.r
    code = c.s(ar_digits(otp(r))); nid = c.s(sa_id(r)); req = c.l(ar_digits("2025" + dg(r, 8)))
    return ("وصلتني هذه الرسالة وأنا أجدد إقامة العاملة المنزلية:\n"
            f"«رمز التحقق: {code} لا تشارك الرمز مع أي شخص. أبشر»\n"
            f"رقم هويتي {nid} ورقم الطلب {req}. هل يمكن أن أعطي الرمز لمكتب الخدمات ليكمل عني؟")

@case("ar", "uae-eid-iban-account", "رقم الهوية الإماراتية (خانة التحقق محسوبة) والآيبان الخاص بالمستخدم؛ رمز السويفت للمقارنة")
def _(c):
    r = c.r
    eid = c.s(ae_eid(r)); ib = c.s(grp4(make_iban("AE", "026" + dg(r, 16)))); sw = c.l("EBILAEAD")
    return ("أريد تحويل راتبي إلى بنك آخر. بياناتي:\n"
            f"رقم الهوية الإماراتية: {eid}\nالآيبان الحالي: {ib}\nرمز السويفت لبنك الإمارات دبي الوطني: {sw}\n"
            "هل يطلبون شهادة راتب من جهة العمل أم يكفي كشف الحساب؟")

@case("ar", "egypt-order-awb-cr", "رقم طلب ورقم شحنة أرامكس ورقم السجل التجاري للبائع")
def _(c):
    r = c.r
    o = c.l(f"40{dg(r, 1)}-{dg(r, 7)}-{dg(r, 7)}"); awb = c.l(dgnz(r, 11)); cr = c.l(dgnz(r, 6))
    return (f"طلبت غسالة من أمازون مصر، رقم الطلب {o}، وشركة الشحن أرامكس رقم الشحنة {awb}. "
            f"مكتوب في الفاتورة أن السجل التجاري للبائع {cr}. الشحنة متأخرة أسبوعين، كيف أقدم شكوى لجهاز حماية المستهلك؟")


# ============================================================================= PERSIAN
@case("fa", "card-cvv2-dynamic-password", "شماره کارت (لون محاسبه شده) با ارقام فارسی، CVV2 و رمز پویا؛ شماره سفارش بلیط مقدار مشابه است")
def _(c):
    r = c.r
    cn = c.s(fa_digits(grp4(ir_card(r), "-"))); cv = c.s(fa_digits(dg(r, 3) if r.random() < 0.5 else dg(r, 4)))
    dyn = c.s(fa_digits(otp(r))); o = c.l(fa_digits(dgnz(r, 10)))
    return ("می‌خواهم از یک سایت بلیط قطار بخرم. این‌ها را وارد کردم:\n"
            f"شماره کارت: {cn}\nCVV2: {cv}\nرمز دوم پویا: {dyn}\n"
            f"شماره سفارش هم {o} است. به نظرت این سایت امن است؟ آدرسش با https شروع می‌شود ولی اسم درگاه بانک را نشان نمی‌دهد.")

@case("fa", "salary-sheba-old-password", "شماره شبای خود کاربر (mod-97 محاسبه شده) و رمز اینترنت‌بانک؛ کد شعبه مقدار مشابه است")
def _(c):
    r = c.r
    sh = c.s(ir_sheba(r)); pw = c.s(pw_human(r, ["Parastoo", "Setareh", "Baran", "Golnar", "Shahab"])); br = c.l(f"کد شعبه {dgnz(r, 4)}")
    return (f"می‌خواهم حقوقم به این حساب واریز شود، شماره شبا: {sh} ({br})\n"
            f"یک سؤال دیگر: رمز اینترنت‌بانک ملت را فراموش کرده‌ام، آخرین رمزی که یادم هست {pw} بود. "
            "از طریق اپ می‌شود رمز را بازیابی کرد یا باید حضوری بروم شعبه؟")

@case("fa", "tracking-order-shop-sheba", "کد رهگیری پست، شماره سفارش و شبای فروشگاه برای پرداخت")
def _(c):
    r = c.r
    tr = c.l(dgnz(r, 24)); o = c.l(f"DKC-{dgnz(r, 9)}"); sh = c.l(ir_sheba(r))
    return (f"بسته‌ام هنوز نرسیده. کد رهگیری پست {tr} است و شماره سفارش دیجی‌کالا {o}. "
            f"فروشنده گفته برای باقی مبلغ به شبای فروشگاه {sh} واریز کنم. این کار معمول است؟")


# ============================================================================= HEBREW
@case("he", "form101-id-bank-account", "מספר תעודת זהות (ספרת ביקורת מחושבת) ומספר חשבון בנק; מספר הסניף הוא ערך דומה")
def _(c):
    r = c.r
    tz = c.s(il_id(r)); br = c.l(str(r.randint(500, 799))); ac = c.s(dgnz(r, 6))
    return ("אני ממלא טופס 101 בעבודה החדשה. תבדוק שלא פספסתי כלום:\n"
            f"מספר זהות: {tz}\nבנק הפועלים, סניף {br}, מספר חשבון {ac}\n"
            "צריך לצרף גם צילום צ'ק או שמספיק אישור ניהול חשבון?")

@case("he", "building-code-wifi-guest", "קוד לדלת הבניין וסיסמת Wi-Fi; מספר הטלפון של השכנה הוא ערך דומה")
def _(c):
    r = c.r
    dc = c.s(pin(r, 4)); wf = c.s(pw_human(r, ["Shemesh", "Tapuach", "Yarden", "Kineret", "Dekel"])); ph = c.l(f"052-{dgnz(r, 7)}")
    return ("תכתוב הודעה לחבר שמגיע לגור אצלנו בסוף השבוע: "
            f"הקוד לדלת הבניין {dc} ואז מפתח, הסיסמה לוויי-פיי {wf}, "
            f"ואם יש בעיה עם המפתח – השכנה מדירה 7, הטלפון שלה {ph}. שיהיה קצר ונחמד.")


# ============================================================================= HINDI
@case("hi", "aadhaar-link-otp-challan", "आधार (Verhoeff जाँच अंक गणना) और OTP; चालान नंबर तुलना-मान है")
def _(c):
    r = c.r
    a = c.s(in_aadhaar(r)); o = c.s(otp(r)); ch = c.l(f"{dgnz(r, 11)}")
    return (f"पैन को आधार से लिंक कर रहा हूँ। मेरा आधार नंबर {a} है और UIDAI से OTP {o} आया है। "
            f"₹1000 लेट फीस भर दी थी, चालान नंबर {ch} है, फिर भी पोर्टल 'payment not found' दिखा रहा है। क्या करूँ?")

@case("hi", "upi-pin-utr-dispute", "UPI PIN; UTR नंबर तुलना-मान है")
def _(c):
    r = c.r
    p = c.s(pin(r, 4)); utr = c.l(dgnz(r, 12))
    return (f"Paytm से दुकानदार को ₹850 भेजे, मेरे खाते से पैसे कट गए पर उसे नहीं मिले। मैंने UPI PIN {p} एक ही बार डाला था। "
            f"ट्रांज़ैक्शन का UTR नंबर {utr} है। अब शिकायत कहाँ करूँ, ऐप में या बैंक में?")


# ============================================================================= RUSSIAN
@case("ru", "tax-deduction-passport-snils", "паспорт и СНИЛС (контрольное число посчитано); код подразделения и ИНН клиники — похожие значения")
def _(c):
    r = c.r
    ps = c.s(f"{dg(r, 2)} {dg(r, 2)} {dgnz(r, 6)}"); sn = c.s(ru_snils(r))
    kp = c.l(f"{r.choice(['770', '500', '780'])}-{dg(r, 3)}"); inn = c.l(ru_inn10(r))
    return ("Заполняю заявление на налоговый вычет за лечение, проверь, пожалуйста, данные:\n"
            f"Паспорт: {ps}, код подразделения {kp}\nСНИЛС: {sn}\nИНН клиники из справки: {inn}\n"
            "Нужно ли прикладывать справку об оплате медицинских услуг в новом формате?")

@case("ru", "ozon-sms-code-mir-card", "код из СМС и номер карты «Мир»; номер заказа — похожее значение")
def _(c):
    r = c.r
    code = c.s(otp(r)); cn = c.s(mir(r)); o = c.l(f"{dgnz(r, 8)}-{dg(r, 4)}")
    return ("Пришло СМС:\n"
            f"«Код для подтверждения покупки 2 490 ₽ в OZON: {code}. Никому не сообщайте код.»\n"
            f"Оплачивала картой {cn}, заказ {o}. Почему код пришёл два раза? Это не мошенники?")

@case("ru", "salary-account-then-details", "реквизиты объявлены в первом сообщении и даны во втором; БИК и корр. счёт Сбербанка — похожие значения, счёт (ключ посчитан) — секрет")
def _(c):
    r = c.r
    bik = "044525225"
    acct = c.s(ru_account_key(bik, "40817810" + "0" + r.choice(["38", "40"]) + dg(r, 9)))
    b = c.l(bik); k = c.l("30101810400000000225")
    return M("Сейчас скину реквизиты, помоги составить заявление в бухгалтерию о перечислении зарплаты на карту.",
             f"Получатель: Смирнова Анна Сергеевна\nСчёт: {acct}\nБанк: ПАО Сбербанк\nБИК: {b}\nКорр. счёт: {k}")

@case("ru", "supplier-inn-ogrn-track", "ИНН и ОГРН организации (контрольные числа посчитаны) и трек-номер")
def _(c):
    r = c.r
    inn = c.l(ru_inn10(r)); og = c.l(ru_ogrn(r)); tr = c.l(f"RA{dg(r, 9)}RU")
    return (f"Проверь реквизиты поставщика в счёте: ООО «Северный ветер», ИНН {inn}, КПП {dg(r, 9)}, ОГРН {og}. "
            f"Товар отправили Почтой России, трек {tr}. Как убедиться, что фирма не однодневка?")


# ============================================================================= UKRAINIAN
@case("uk", "rent-card-cvv-contract", "номер картки і CVV; номер договору оренди — схоже значення")
def _(c):
    r = c.r
    cn = c.s(grp4(card(r, r.choice(["537541", "444111", "516874"]), 16))); cv = c.s(cvc(r)); d = c.l(f"{dg(r, 3)}/25-Д")
    return (f"Ріелтор надіслав договір оренди № {d} і просить картку для повернення депозиту.\n"
            f"Картка monobank: {cn}\n"
            f"А ще хоче CVV ({cv}) «для перевірки». Це взагалі нормально?")

@case("uk", "salary-iban-mfo", "власний IBAN (mod-97 обчислено); МФО і код ЄДРПОУ банку — схожі значення")
def _(c):
    r = c.r
    ib, mfo = ua_iban(r)
    c.s(ib); m = c.l(mfo); ed = c.l(dgnz(r, 8))
    return ("Допоможи написати заяву в бухгалтерію про зміну рахунку для зарплати. "
            f"Мій новий IBAN {ib}, МФО банку {m}, код ЄДРПОУ банку {ed}. "
            "Чи треба вказувати ще й номер картки?")

@case("uk", "nova-poshta-ttn-edrpou", "ТТН Нової пошти, ЄДРПОУ продавця і номер замовлення")
def _(c):
    r = c.r
    ttn = c.l("2045" + dg(r, 10)); ed = c.l(dgnz(r, 8)); o = c.l(dgnz(r, 9))
    return (f"Замовила пилосос на Rozetka, замовлення № {o}. Нова пошта: ТТН {ttn}, відправник ТОВ «Техносвіт», "
            f"ЄДРПОУ {ed}. Посилка третій день «прямує до відділення». Куди писати?")


# ============================================================================= POLISH
@case("pl", "800plus-pesel-wniosek", "PESEL (cyfra kontrolna obliczona); numer wniosku to sobowtór")
def _(c):
    r = c.r
    p = c.s(pl_pesel(r)); w = c.l(f"SW-800+/{dg(r, 6)}/2025")
    return (f"Złożyłam wniosek o 800 plus przez PUE ZUS, numer wniosku {w}. Mój PESEL {p}. "
            "Gdzie wpisać PESEL dziecka, jeśli jeszcze go nie dostałam z urzędu?")

@case("pl", "olx-blik-scam-iban", "własny numer konta (IBAN obliczony) i kod BLIK; numer ogłoszenia to sobowtór")
def _(c):
    r = c.r
    ib = c.s(pl_iban(r)); b = c.s(otp(r)); og = c.l(dgnz(r, 9))
    return (f"Sprzedaję rower na OLX (ogłoszenie ID: {og}). Kupujący poprosił o numer konta, podałam {ib}. "
            f"Teraz pisze, żebym mu podała kod BLIK {b}, żeby „odebrać przelew”. To jest oszustwo, prawda? Co robić?")

@case("pl", "invoice-nip-regon-inpost", "NIP i REGON sprzedawcy (cyfry kontrolne obliczone), numer faktury i przesyłki InPost")
def _(c):
    r = c.r
    n = c.l(pl_nip(r)); rg = c.l(pl_regon(r)); fv = c.l(f"FV/2025/06/{dg(r, 4)}"); ip = c.l(dgnz(r, 24))
    return (f"Sprawdź fakturę od sklepu: NIP {n}, REGON {rg}, numer {fv}. Paczka InPost {ip} utknęła w sortowni. "
            "Czy mogę odliczyć VAT, jeśli na fakturze nie ma mojego NIP-u?")


# ============================================================================= CZECH
@case("cs", "tax-return-rc-account", "rodné číslo a číslo účtu (kontroly mod 11 spočítány); kód banky je podobná hodnota")
def _(c):
    r = c.r
    rc = c.s(cz_rc(r)); ac = c.s(cz_account(r)); kb = c.l("0800")
    return (f"Vyplňuji přiznání k dani z příjmů. Rodné číslo {rc}, přeplatek chci vrátit na účet {ac}, kód banky {kb}. "
            "Musím přikládat i potvrzení od zaměstnavatele, nebo stačí elektronicky?")

@case("cs", "card-pin-george-password", "PIN ke kartě a heslo do internetového bankovnictví; maskované číslo karty je podobná hodnota")
def _(c):
    r = c.r
    p = c.s(pin(r, 4)); h = c.s(pw_human(r, ["Krtecek", "Vltava", "Snezka", "Rohlik", "Jezevec"])); mk = c.l("**** " + dg(r, 4))
    return (f"Pořád zapomínám, tak si to sem uložím: PIN ke kartě {mk} je {p}, heslo do George {h}. "
            "A jak si v aplikaci nastavím přihlašování otiskem prstu?")

@case("cs", "supplier-ico-vs-order", "IČO dodavatele (kontrolní číslice spočítána), variabilní symbol a číslo objednávky")
def _(c):
    r = c.r
    i = c.l(cz_ico(r)); vs = c.l(dgnz(r, 10)); o = c.l(f"OBJ-{dg(r, 6)}")
    return (f"Faktura od dodavatele: IČO {i}, variabilní symbol {vs}, k objednávce {o}. "
            "Jak ověřím v ARES, že firma existuje a je plátce DPH?")


# ============================================================================= GERMAN
@case("de", "elster-steuerid-iban", "Steuer-ID (Prüfziffer berechnet) und IBAN; die BIC ist ein Doppelgänger")
def _(c):
    r = c.r
    sid = c.s(de_steuerid(r)); ib = c.s(de_iban(r)); bic = c.l("COLSDE33XXX")
    return ("Kannst du kurz drüberschauen, bevor ich die Steuererklärung in ELSTER abschicke?\n"
            f"Steuer-ID: {sid}\nErstattung auf: {ib}, BIC {bic}\n"
            "Muss ich die Handwerkerrechnung hochladen oder nur aufbewahren?")

@case("de", "fritzbox-wlan-key", "WLAN-Netzwerkschlüssel vom FRITZ!Box-Aufkleber; Firmware-Version und Artikelnummer sind Doppelgänger")
def _(c):
    r = c.r
    k = c.s(" ".join(dg(r, 4) for _ in range(5))); fw = c.l("FRITZ!OS 7.57"); art = c.l(f"Art.-Nr. 20002{dg(r, 3)}")
    return (f"Seit dem Update auf {fw} verbindet sich das iPad nicht mehr mit dem WLAN. Auf dem Aufkleber der "
            f"FRITZ!Box 7590 AX ({art}) steht WLAN-Netzwerkschlüssel {k}. Muss ich den mit Leerzeichen eingeben?")

@case("de", "ausweis-pin-correction", "Transport-PIN und korrigierte eID-PIN in zwei Nachrichten")
def _(c):
    r = c.r
    tp = c.s(pin(r, 5)); p6 = c.s(pin(r, 6))
    return M(f"Ich will mich mit der AusweisApp bei der Rentenversicherung anmelden. Die PIN ist {tp}, "
             "aber es kommt 'PIN falsch'.",
             f"Moment, das war noch die Transport-PIN aus dem Brief. Meine eigene PIN ist {p6}. Jetzt steht da "
             "'PIN gesperrt, bitte CAN eingeben'. Was ist die CAN?")

@case("de", "invoice-ustid-glaeubiger-dhl", "USt-IdNr. (Prüfziffer berechnet), Rechnungsnummer, Beispiel-Gläubiger-ID der Bundesbank und DHL-Sendungsnummer")
def _(c):
    r = c.r
    u = c.l(de_ustid(r)); re_ = c.l(f"RE-2025-{dg(r, 5)}"); g = c.l("DE98ZZZ09999999999"); dhl = c.l("00340434" + dg(r, 12))
    return (f"Rechnung {re_} vom Online-Shop, USt-IdNr. {u}. Die Lieferung (DHL {dhl}) kam beschädigt an. "
            f"Außerdem steht im SEPA-Mandat als Gläubiger-ID {g} – ist das nicht nur die Beispielnummer aus der Vorlage?")


# ============================================================================= FRENCH
@case("fr", "caf-nir-iban", "numéro de sécurité sociale (clé calculée) et IBAN avec clé RIB calculée ; le BIC est un sosie")
def _(c):
    r = c.r
    n = c.s(fr_nir(r)); ib = c.s(fr_iban(r)); bic = c.l("BNPAFRPPXXX")
    return ("Pour mon dossier CAF, peux-tu vérifier que je n'ai rien oublié ?\n"
            f"N° de sécurité sociale : {n}\nRIB : IBAN {ib} – BIC {bic}\n"
            "Ils demandent aussi un numéro d'allocataire, je ne l'ai pas encore, je mets quoi ?")

@case("fr", "airbnb-digicode-wifi", "digicode et clé Wi-Fi de la box ; le numéro d'annonce est un sosie")
def _(c):
    r = c.r
    dgc = c.s(dg(r, 2) + r.choice("ABC") + dg(r, 2)); wf = c.s(rs(r, "0123456789ABCDEF", 26)); ann = c.l(dgnz(r, 18))
    return ("Rédige un message d'accueil chaleureux pour mes voyageurs (annonce n° " + ann + ") :\n"
            f"digicode {dgc}, interphone au nom de Martin, 3e étage gauche. Les clés sont chez la gardienne. "
            f"Wi-Fi : Livebox-7A21, clé {wf}. Départ avant 11 h.")

@case("fr", "artisan-siret-tva-colissimo", "SIRET (Luhn), TVA intracommunautaire (clé calculée), n° de facture et de colis")
def _(c):
    r = c.r
    st = fr_siret(r); siret = c.l(f"{st[:3]} {st[3:6]} {st[6:9]} {st[9:]}"); tva = c.l(fr_tva(st[:9]))
    f_ = c.l(f"F-2025-{dg(r, 4)}"); col = c.l("6A" + dg(r, 11))
    return (f"Un artisan m'a envoyé la facture {f_} : SIRET {siret}, TVA {tva}. Les pièces sont arrivées par "
            f"Colissimo {col}. Comment vérifier que l'entreprise est bien immatriculée avant de payer l'acompte ?")


# ============================================================================= SPANISH
@case("es", "gym-dni-iban", "DNI (letra calculada) e IBAN español (dígitos de control calculados); el CIF del gimnasio es un parecido")
def _(c):
    r = c.r
    d = c.s(es_dni(r)); ib = c.s(es_iban(r)); cif = c.l(es_cif(r))
    return (f"Para domiciliar la cuota del gimnasio (en el contrato pone CIF {cif}) me piden DNI y cuenta: DNI {d}, IBAN {ib}. "
            "¿Es seguro mandárselo por WhatsApp al recepcionista o mejor lo relleno en persona?")

@case("es", "ar-freelance-cbu-cuil", "CBU y CUIL propios (dígitos verificadores calculados); el CUIT del cliente es un parecido")
def _(c):
    r = c.r
    cbu = c.s(ar_cbu(r)); cuil = c.s(ar_cuit(r, r.choice(["20", "27"]))); cuit = c.l(ar_cuit(r, "30"))
    return (f"Che, para que me paguen el freelo les tengo que pasar los datos: CBU {cbu}, CUIL {cuil}. "
            f"La empresa es CUIT {cuit}. ¿Tengo que hacerles factura C si soy monotributista?")

@case("es", "mx-clabe-nip-phishing", "CLABE propia (dígito de control calculado) y NIP de la tarjeta; el número de compra de Mercado Libre es un parecido")
def _(c):
    r = c.r
    cl = c.s(mx_clabe(r)); nip = c.s(pin(r, 4)); o = c.l("2000" + dg(r, 12))
    return ("Me llegó un SMS de 'BBVA' diciendo que mi cuenta está bloqueada y que conteste con mi NIP. No lo hice, "
            f"pero ayer le pasé mi CLABE {cl} a alguien para un reembolso de la compra {o} de Mercado Libre. "
            f"Mi NIP es {nip}, ¿lo cambio por si acaso?")

@case("es", "order-cif-renfe-correos", "n.º de pedido, CIF de la empresa (control calculado), localizador de Renfe y envío de Correos")
def _(c):
    r = c.r
    p = c.l(dgnz(r, 9)); cif = c.l(es_cif(r)); loc = c.l(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)); co = c.l("PQ" + rs(r, UP + D, 4) + dg(r, 15) + r.choice(UP))
    return (f"Tengo un lío de papeles: pedido nº {p} en PcComponentes (la factura trae el CIF {cif}), el localizador "
            f"{loc} de Renfe para el viaje a Valencia y un envío de Correos {co} que no llega. ¿Por dónde empiezo?")


# ============================================================================= PORTUGUESE
@case("pt", "br-cpf-card-password-call", "CPF (dígitos verificadores calculados) e senha do cartão; o protocolo de atendimento é um sósia")
def _(c):
    r = c.r
    cpf = c.s(br_cpf(r)); s_ = c.s(pin(r, 4)); pr = c.l(f"2025{dg(r, 10)}")
    return (f"Me ligaram dizendo ser do banco, deram até protocolo ({pr}), e pediram meu CPF ({cpf}) e a senha de 4 dígitos "
            f"do cartão, que é {s_}. Eu falei os dois antes de desconfiar. É golpe? O que faço agora?")

@case("pt", "pt-irs-nif-iban", "NIF e IBAN próprios (controlos calculados); o NIF da entidade patronal é um sósia")
def _(c):
    r = c.r
    n = c.s(pt_nif(r, r.choice("123"))); ib = c.s(pt_iban(r)); emp = c.l(pt_nif(r, "5"))
    return (f"Estou a preencher o IRS automático. NIF {n}, IBAN para o reembolso {ib}. "
            f"O NIF da minha entidade patronal é {emp}; onde é que isso aparece na declaração?")

@case("pt", "br-card-split-reservation", "cartão dado em duas mensagens: número, depois validade e código")
def _(c):
    r = c.r
    cn = c.s(mastercard(r)); ex = c.s(expiry(r)); cv = c.s(cvc(r))
    return M(f"Vou mandar os dados do cartão pra você preencher o formulário da pousada. Número: {cn}",
             f"validade {ex} e o código de segurança {cv}. Titular: Ana Paula Ribeiro")

@case("pt", "br-boleto-cnpj-rastreio", "linha digitável de boleto, CNPJ do condomínio (dígitos calculados) e código de rastreio")
def _(c):
    r = c.r
    ld = c.l(f"{dg(r, 5)}.{dg(r, 5)} {dg(r, 5)}.{dg(r, 6)} {dg(r, 5)}.{dg(r, 6)} {dg(r, 1)} {dgnz(r, 14)}")
    cn = c.l(br_cnpj(r)); rt = c.l(f"{rs(r, UP, 2)}{dg(r, 9)}BR")
    return (f"Recebi o boleto do condomínio com a linha digitável {ld}. O CNPJ do condomínio é {cn}. "
            f"E o código de rastreio do meu pedido é {rt}. Dá pra pagar boleto vencido pelo app?")


# ============================================================================= ITALIAN
@case("it", "asilo-cf-iban", "codice fiscale (carattere di controllo calcolato) e IBAN (CIN non calcolato); il numero di protocollo è un sosia")
def _(c):
    r = c.r
    cf = c.s(it_cf(r, "Bianchi", "Giulia", True)); ib = c.s(it_iban(r)); pr = c.l(f"prot. n. {dgnz(r, 6)}/2025")
    return (f"Per l'iscrizione all'asilo nido (domanda {pr}) mi chiedono codice fiscale e IBAN per il rimborso: {cf} e {ib}. "
            "Devo allegare anche l'ISEE o basta l'autocertificazione?")

@case("it", "spid-password-otp", "password SPID e codice OTP via SMS")
def _(c):
    r = c.r
    p = c.s(pw_human(r, ["Girasole", "Vesuvio", "Limoncello", "Tramonto", "Gabbiano"])); o = c.s(otp(r))
    return ("Non riesco ad entrare con SPID PosteID. Nome utente giulia.bianchi@libero.it, "
            f"password {p}, e l'SMS con il codice {o} mi arriva dopo cinque minuti, quando è già scaduto. Come risolvo?")

@case("it", "pagopa-piva-brt", "codice avviso pagoPA, partita IVA (controllo calcolato) e numero spedizione BRT")
def _(c):
    r = c.r
    av = c.l(f"3{dg(r, 3)} {dg(r, 4)} {dg(r, 4)} {dg(r, 4)} {dg(r, 2)}"); pi = c.l(it_piva(r)); brt = c.l(dgnz(r, 15))
    return (f"Mi è arrivato l'avviso pagoPA della TARI, codice avviso {av}. Poi il fornitore della caldaia con "
            f"P.IVA {pi} ha spedito con BRT, segnacollo {brt}. Posso pagare l'avviso in tabaccheria?")


# ============================================================================= DUTCH
@case("nl", "toeslagen-bsn-iban-partner", "eigen BSN, BSN van de partner (elfproef) en IBAN")
def _(c):
    r = c.r
    b1 = c.s(nl_bsn(r)); ib = c.s(nl_iban(r)); b2 = c.s(nl_bsn(r))
    return (f"Voor de huurtoeslag moet ik mijn BSN {b1} en IBAN {ib} invullen. Mijn vriend woont sinds maart bij me, "
            f"zijn BSN is {b2}. Moet hij ook als toeslagpartner?")

@case("nl", "digid-password-sms", "DigiD-wachtwoord en sms-code; het telefoonnummer van de DigiD-helpdesk is een dubbelganger")
def _(c):
    r = c.r
    p = c.s(pw_human(r, ["Tulpen", "Fietsbel", "Stroopwafel", "Molen", "Grachten"])); o = c.s(otp(r)); hd = c.l("088 123 6555")
    return (f"Ik kom niet in DigiD. Gebruikersnaam j.devries83, wachtwoord {p}, en de sms-code {o} werd niet "
            f"geaccepteerd. Na drie pogingen zit ik vast. Moet ik de helpdesk ({hd}) bellen of gaat de blokkade vanzelf weg?")

@case("nl", "contractor-kvk-btw-kenmerk", "KvK-nummer, btw-nummer, betalingskenmerk en PostNL track & trace")
def _(c):
    r = c.r
    k = c.l(dgnz(r, 8)); b = c.l(f"NL{dgnz(r, 9)}B01"); bk = c.l(" ".join(dg(r, 4) for _ in range(4)))
    t = c.l("3S" + rs(r, UP, 4) + dg(r, 9))
    return (f"Factuur van de aannemer: KvK {k}, btw {b}, betalingskenmerk {bk}. De tegels komen via PostNL, "
            f"track & trace {t}. Moet ik het kenmerk precies zo overnemen?")


# ============================================================================= SWEDISH
@case("sv", "skatteverket-pnr-konto", "personnummer (Luhn) och kontonummer; clearingnumret är en dubbelgångare")
def _(c):
    r = c.r
    p = c.s(se_pnr(r)); cl = c.l(f"8{dg(r, 3)}-{dg(r, 1)}"); k = c.s(f"{dg(r, 3)} {dg(r, 3)} {dg(r, 3)}-{dg(r, 1)}")
    return (f"Jag ska anmäla konto för skatteåterbäring. Personnummer {p}, Swedbank clearingnummer {cl}, "
            f"kontonummer {k}. Går det att göra i appen eller måste jag logga in med BankID på datorn?")

@case("sv", "portkod-wifi", "portkod och wifi-lösenord; hantverkarens ärendenummer är en dubbelgångare")
def _(c):
    r = c.r
    pk = c.s(pin(r, 4)); wf = c.s(pw_human(r, ["Kanelbulle", "Midsommar", "Blabar", "Fjallripa", "Lingon"]))
    arn = c.l(f"Ärende {dgnz(r, 6)}")
    return ("Skriv ett kort sms till hantverkaren som kommer på måndag (" + arn + "): "
            f"portkoden är {pk}, nyckeln hämtas hos grannen på plan 2, "
            f"och wifi-lösenordet är {wf} om han behöver ladda ner ritningarna.")

@case("sv", "elbolag-ocr-bankgiro-orgnr", "OCR-nummer och organisationsnummer (Luhn) samt bankgironummer")
def _(c):
    r = c.r
    o = c.l(se_ocr(r, 14)); bg = c.l(se_bankgiro(r)); on = c.l(se_orgnr(r))
    return (f"Fakturan från elbolaget: OCR-nummer {o}, bankgiro {bg}, organisationsnummer {on}, förfallodag "
            "30 juni, 1 284 kr. Spelar det någon roll om jag skriver OCR:en med mellanslag i internetbanken?")


# ============================================================================= DANISH
@case("da", "payroll-cpr-konto", "CPR-nummer (ingen kontrol beregnet) og kontonummer; reg.nr. er en dobbeltgænger")
def _(c):
    r = c.r
    b = rdate(r)
    cpr = c.s(f"{b.day:02d}{b.month:02d}{b.year % 100:02d}-{dg(r, 4)}"); reg = c.l(r.choice(["9570", "3409", "1551", "5301"]))
    kt = c.s(dgnz(r, 10))
    return (f"Jeg skal oplyse til lønkontoret hos min nye arbejdsgiver: CPR-nummer {cpr}, reg.nr. {reg} og "
            f"kontonummer {kt}. Skal jeg ikke bare bruge min NemKonto i stedet?")

@case("da", "water-bill-cvr-fik", "CVR-nummer (modulus 11), FI-kode og fakturanummer")
def _(c):
    r = c.r
    cv = c.l(dk_cvr(r)); fik = c.l(f"+71<{dg(r, 15)}+{dg(r, 8)}<"); fn = c.l(dgnz(r, 7))
    return (f"Regningen fra vandværket (CVR {cv}) har FI-kode {fik} og fakturanummer {fn}. "
            "Hvordan betaler jeg den i MobilePay eller netbank uden at taste forkert?")


# ============================================================================= NORWEGIAN
@case("no", "bostotte-fnr-konto", "fødselsnummer og kontonummer (kontrollsifre beregnet); saksnummeret er en dobbeltgjenger")
def _(c):
    r = c.r
    f = c.s(no_fnr(r)); k = c.s(no_konto(r)); sak = c.l(f"{r.randint(2024, 2025)}/{dgnz(r, 5)}")
    return (f"Jeg søker bostøtte hos Husbanken (saksnummer {sak}). Fødselsnummer {f}, kontonummer for utbetaling {k}. "
            "Trenger de også skattemeldingen, eller henter de den selv?")

@case("no", "rorlegger-door-keybox-orgnr", "kode til oppgangen og nøkkelboks; borettslagets org.nr. er en dobbeltgjenger")
def _(c):
    r = c.r
    d = c.s(pin(r, 4)); kb = c.s(pin(r, 4)); on = c.l(no_orgnr(r))
    return (f"Kan du skrive en lapp til rørleggeren? Koden til oppgangen er {d}, nøkkelen ligger i nøkkelboksen "
            f"ved postkassene, kode {kb}. Faktura skal til borettslaget, org.nr. {on}.")


# ============================================================================= FINNISH
@case("fi", "kela-hetu-iban", "henkilötunnus (tarkistusmerkki laskettu) ja tilinumero; BIC on samannäköinen arvo")
def _(c):
    r = c.r
    h = c.s(fi_hetu(r)); ib = c.s(fi_iban(r)); bic = c.l("NDEAFIHH")
    return (f"Kelan asumistukihakemukseen pitää laittaa henkilötunnus {h} ja tilinumero {ib}. "
            f"Pitääkö BIC-koodi {bic} kirjoittaa erikseen?")

@case("fi", "op-confirmation-code-scam", "vahvistuskoodi tekstiviestistä")
def _(c):
    r = c.r
    code = c.s(otp(r))
    return (f"Sain tekstiviestin: \"OP: Vahvistuskoodisi on {code}. Älä koskaan luovuta koodia kenellekään.\" "
            "Samaan aikaan soitti 'pankin turvallisuusosasto' ja kysyi koodia, ja annoin sen. Mitä teen nyt?")

@case("fi", "invoice-ytunnus-viite", "Y-tunnus ja viitenumero (tarkisteet laskettu) sekä tilausnumero")
def _(c):
    r = c.r
    y = c.l(fi_ytunnus(r)); v = c.l(fi_viite(r, 10)); t = c.l(dgnz(r, 8))
    return (f"Laskussa on Y-tunnus {y}, viitenumero {v}, eräpäivä 15.7. ja summa 84,20 €. Tilausnumero oli {t}. "
            "Voinko maksaa ilman viitettä, jos kirjoitan tilausnumeron viestikenttään?")


# ============================================================================= HUNGARIAN
@case("hu", "hr-taj-adoazonosito", "TAJ szám és adóazonosító jel (ellenőrző számjegyek számolva); a munkáltató adószáma hasonló érték")
def _(c):
    r = c.r
    t = c.s(hu_taj(r)); a = c.s(hu_adoazon(r)); m = c.l(hu_adoszam(r))
    return (f"Az új munkahelyemen (adószám: {m}) kérik a TAJ számomat ({t}) és az adóazonosító jelemet ({a}). "
            "Elküldhetem ezeket sima e-mailben a HR-esnek, vagy inkább személyesen vigyem?")

@case("hu", "new-account-card-pin", "bankszámlaszám (ellenőrző számjegyek számolva) és kártya PIN-kód")
def _(c):
    r = c.r
    a = c.s(hu_account(r)); p = c.s(pin(r, 4))
    return (f"Új bankszámlát nyitottam, a számlaszámom {a}. A kártya PIN-kódja {p}, de az automata szerint hibás. "
            "Hányszor próbálhatom még, mielőtt letiltják?")

@case("hu", "invoice-adoszam-gls", "eladó adószáma (ellenőrző számjegy számolva), számlaszám sorszám és GLS csomagszám")
def _(c):
    r = c.r
    a = c.l(hu_adoszam(r)); s = c.l(f"ABC-2025-{dg(r, 5)}"); g = c.l(dgnz(r, 11))
    return (f"A számlán ez szerepel: eladó adószáma {a}, sorszám {s}. A GLS csomagszám {g}, de a nyomkövetés "
            "szerint már két napja 'kézbesítés alatt'. Kihez forduljak?")


# ============================================================================= ROMANIAN
@case("ro", "spv-cnp-iban", "CNP (cifră de control calculată) și IBAN propriu; numărul de înregistrare al declarației este o sosie")
def _(c):
    r = c.r
    cn = c.s(ro_cnp(r)); ib = c.s(ro_iban(r)); ni = c.l(f"INTERNT-{dgnz(r, 9)}-2025")
    return (f"Completez declarația unică în SPV: CNP {cn}, IBAN pentru restituire {ib}. Anul trecut am primit "
            f"numărul de înregistrare {ni}. Trebuie să bifez și CASS dacă am avut doar venituri din chirii?")

@case("ro", "3ds-sms-card-not-me", "cod 3D Secure din SMS și număr de card")
def _(c):
    r = c.r
    code = c.s(otp(r)); cn = c.s(mastercard(r))
    return (f"Am primit SMS: „Codul tău 3D Secure este {code} pentru plata de 320,00 RON la eMAG.” "
            f"Cardul meu e {cn}. Eu n-am făcut nicio plată! Îl blochez din aplicație?")

@case("ro", "invoice-cui-awb", "CUI furnizor (cifră de control calculată), număr factură și AWB")
def _(c):
    r = c.r
    cu = c.l("RO" + ro_cui(r)); f = c.l(f"FCT-{dg(r, 5)}"); awb = c.l(dgnz(r, 13))
    return (f"Pe factură scrie CUI furnizor {cu}, nr. factură {f}, iar coletul are AWB Fan Courier {awb}. "
            "Cum verific pe ANAF dacă firma e plătitoare de TVA?")


# ============================================================================= GREEK
@case("el", "govgr-amka-taxis", "ΑΜΚΑ (Luhn) και κωδικός Taxisnet")
def _(c):
    r = c.r
    a = c.s(gr_amka(r)); p = c.s(pw_human(r, ["Thalassa", "Elia", "Pefko", "Kalokairi", "Meltemi"]))
    return (f"Για την αίτηση στο gov.gr μου ζητάνε ΑΜΚΑ {a}. Οι κωδικοί μου στο Taxisnet είναι "
            f"χρήστης gpapad81 και κωδικός {p}. Είναι ασφαλές να τα δώσω στον λογιστή για να κάνει την αίτηση;")

@case("el", "tax-refund-iban-atm-pin", "IBAN του χρήστη και PIN κάρτας")
def _(c):
    r = c.r
    ib = c.s(gr_iban(r)); p = c.s(pin(r, 4))
    return (f"Για να μπει η επιστροφή φόρου δήλωσα IBAN {ib}. Επίσης, το ATM μου κράτησε την κάρτα ενώ έβαλα "
            f"σωστά το PIN {p}. Πώς την παίρνω πίσω;")

@case("el", "rf-code-skroutz-acs", "κωδικός πληρωμής RF (ISO 11649, υπολογισμένος), αριθμός παραγγελίας και αποστολής")
def _(c):
    r = c.r
    rf = c.l(rf_ref(r)); o = c.l(dgnz(r, 9)); acs = c.l(dgnz(r, 10))
    return (f"Θέλω να πληρώσω τον λογαριασμό ρεύματος με κωδικό πληρωμής {rf}. Επίσης η παραγγελία Skroutz {o} "
            f"έχει αριθμό αποστολής ACS {acs} αλλά δεν κινείται. Πού να πρωτοπάρω τηλέφωνο;")


# ============================================================================= TURKISH
@case("tr", "edevlet-tckn-password", "TC kimlik no (kontrol haneleri hesaplandı) ve e-Devlet şifresi")
def _(c):
    r = c.r
    t = c.s(tr_tckn(r)); p = c.s(pw_human(r, ["Lale", "Kartal", "Bogaz", "Simit", "Papatya"]))
    return (f"e-Devlet şifremi unuttum. TC kimlik no {t}, eski şifrem {p} idi. "
            "PTT'ye gidip yeni şifre mi almam lazım, yoksa internet bankacılığıyla giriş yapabilir miyim?")

@case("tr", "salary-iban-sms-code", "maaş için kendi IBAN'ı ve SMS onay kodu; işlem referans numarası benzer değer")
def _(c):
    r = c.r
    ib = c.s(tr_iban(r)); code = c.s(otp(r)); ref = c.l(f"{dgnz(r, 12)}")
    return (f"İK'ya yeni maaş hesabımın IBAN'ını göndermem lazım: {ib}. Bir de az önce bankadan "
            f"'Onay kodunuz: {code}. Bu kodu kimseyle paylaşmayın.' diye SMS geldi, ben işlem yapmadım. "
            f"Uygulamada da referans no {ref} olan bir işlem görünüyor. Ne yapmalıyım?")

@case("tr", "invoice-vkn-kargo", "satıcının vergi numarası (kontrol hesaplanmadı), fatura no ve kargo takip no")
def _(c):
    r = c.r
    v = c.l(dgnz(r, 10)); f = c.l(f"GIB2025{dg(r, 9)}"); k = c.l(dgnz(r, 12))
    return (f"Faturada satıcının vergi numarası {v}, fatura no {f} yazıyor. Yurtiçi Kargo takip no {k}, ama "
            "ürün üç gündür 'transfer merkezinde'. İade sürem başladı mı?")


# ============================================================================= VIETNAMESE
@case("vi", "securities-cccd-otp", "số CCCD và mã OTP; mã giao dịch là giá trị tương tự")
def _(c):
    r = c.r
    cc = c.s("0" + r.choice(["01", "79", "31", "48"]) + r.choice("0123") + dg(r, 8))
    o = c.s(otp(r)); ft = c.l("FT25" + dg(r, 3) + rs(r, UP + D, 7))
    return (f"Mình đang mở tài khoản chứng khoán online. CCCD của mình là {cc}, mã OTP vừa nhận là {o}. "
            f"Lần trước chuyển tiền nạp thì mã giao dịch là {ft}. Sao nó cứ báo thông tin không khớp nhỉ?")

@case("vi", "homestay-wifi-gate", "mật khẩu wifi và mã cổng")
def _(c):
    r = c.r
    wf = c.s(pw_human(r, ["HoaSen", "BienXanh", "PhoCo", "HaLong", "SaoMai"])); g = c.s(pin(r, 6))
    return ("Viết giúp mình tin nhắn gửi khách thuê homestay cho lịch sự: "
            f"mật khẩu wifi {wf}, mã cửa cổng {g}. Check-out trước 12h trưa, "
            "để chìa khoá trên bàn.")


# ============================================================================= THAI
@case("th", "tax-refund-id-account", "เลขประจำตัวประชาชน (หลักตรวจสอบคำนวณแล้ว) และเลขบัญชี; เลขที่อ้างอิงเป็นค่าที่คล้าย")
def _(c):
    r = c.r
    i = c.s(th_fmt(th_id(r, "1"))); a = c.s(f"{dg(r, 3)}-{dg(r, 1)}-{dg(r, 5)}-{dg(r, 1)}"); ref = c.l(f"RD{dgnz(r, 10)}")
    return (f"กรอกแบบฟอร์มขอคืนภาษีออนไลน์ เลขประจำตัวประชาชน {i} บัญชีกสิกรไทย {a} "
            f"ได้เลขที่อ้างอิง {ref} มาแล้ว ต้องแนบสำเนาหน้าสมุดบัญชีด้วยไหม หรือผูกพร้อมเพย์อย่างเดียวก็พอ")

@case("th", "otp-with-ref-code", "รหัส OTP เป็นความลับ ส่วนรหัสอ้างอิง (Ref) ใน SMS เป็นค่าที่คล้าย")
def _(c):
    r = c.r
    o = c.s(otp(r)); ref = c.l(rs(r, UP, 4))
    return (f"ได้ SMS ว่า \"รหัส OTP คือ {o} (Ref: {ref}) ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น\" "
            "แต่ฉันไม่ได้ทำรายการอะไรเลย แบบนี้มีคนพยายามเข้าบัญชีฉันหรือเปล่า ควรทำยังไง")

@case("th", "parcel-promptpay-shop-order", "เลขพัสดุ เลขนิติบุคคลของร้านสำหรับพร้อมเพย์ (หลักตรวจสอบคำนวณแล้ว) และเลขคำสั่งซื้อ")
def _(c):
    r = c.r
    p = c.l(f"E{r.choice('FGM')}{dg(r, 9)}TH"); t = c.l(th_id(r, "0")); o = c.l(f"2506{dg(r, 2)}{rs(r, UP + D, 8)}")
    return (f"สั่งของแล้วร้านให้โอนผ่านพร้อมเพย์ไปที่เลขนิติบุคคล {t} พัสดุไปรษณีย์ไทยเลข {p} "
            f"ส่วนเลขคำสั่งซื้อ Shopee คือ {o} ตอนนี้ของยังไม่มา ร้านนี้น่าเชื่อถือไหม")


# ============================================================================= INDONESIAN
@case("id", "bpjs-nik-pin", "NIK (tanpa digit kontrol) dan PIN m-banking; nomor virtual account BPJS adalah nilai mirip")
def _(c):
    r = c.r
    b = rdate(r)
    nik = c.s(r.choice(["3171", "3273", "3578", "3374"]) + dg(r, 2) + f"{b.day:02d}{b.month:02d}{b.year % 100:02d}" + dg(r, 4))
    p = c.s(pin(r, 6)); va = c.l("88888" + dg(r, 11))
    return (f"Mau daftar BPJS Kesehatan online pakai NIK {nik}, nanti bayarnya lewat virtual account {va}. "
            f"PIN m-BCA aku {p}, aman nggak kalau disimpan di notes HP?")

@case("id", "gojek-otp-given-away", "kode verifikasi 4 digit; nomor pesanan adalah nilai mirip")
def _(c):
    r = c.r
    k = c.s(pin(r, 4)); o = c.l(f"RB-{dg(r, 6)}-{dg(r, 7)}")
    return ("Tadi ada yang ngaku driver Gojek, minta kode yang baru masuk: \"JANGAN BERIKAN kode ini ke siapa pun, "
            f"termasuk pihak Gojek. Kode verifikasi: {k}\". Udah terlanjur aku kasih. Nomor pesanan tadi {o}. Gimana nih?")


# ============================================================================= TAGALOG
@case("tl", "gcash-otp-mpin-scam", "OTP at MPIN ng GCash")
def _(c):
    r = c.r
    o = c.s(otp(r)); m = c.s(pin(r, 4))
    return (f"May nag-text na taga-GCash daw, kailangan daw i-verify ang account ko. Binigay ko yung code na {o} "
            f"pero hindi ko binigay yung MPIN ko na {m}. Ligtas pa ba ang pera ko? Ano dapat kong gawin?")

@case("tl", "new-job-sss-tin-philhealth", "SSS, TIN at PhilHealth numbers ng user; ang TIN ng kumpanya ay look-alike")
def _(c):
    r = c.r
    sss = c.s(f"{dg(r, 2)}-{dg(r, 7)}-{dg(r, 1)}"); tin = c.s(f"{dg(r, 3)}-{dg(r, 3)}-{dg(r, 3)}-000")
    ph = c.s(f"{dg(r, 2)}-{dg(r, 9)}-{dg(r, 1)}"); ctin = c.l(f"{dg(r, 3)}-{dg(r, 3)}-{dg(r, 3)}-00000")
    return (f"Para sa bagong trabaho, ito yung mga number ko: SSS {sss}, TIN {tin}, PhilHealth {ph}. "
            f"Yung TIN ng kumpanya sa BIR Form 2316 ay {ctin}. Tama ba yung format bago ko i-email sa HR?")

@case("tl", "gcash-receipt-ref-no", "Ref No. sa resibo ng GCash (settled: hindi secret), numero ng tindahan at halaga")
def _(c):
    r = c.r
    ref = c.l(f"{dg(r, 4)} {dg(r, 3)} {dg(r, 6)}"); num = c.l(f"0917 {dg(r, 3)} {dg(r, 4)}")
    return ("Nagbayad ako sa online shop, ito yung resibo:\n\n"
            f"Sent via GCash\nAmount: ₱1,250.00\nTo: AL***A C. ({num})\nRef. No. {ref}\nJun 14, 2025 3:42 PM\n\n"
            "Sabi ng seller hindi pa daw pumapasok. Paano ko ipapakita na nagbayad na ako?")


# ============================================================================= SWAHILI
@case("sw", "mpesa-wrong-number-code", "msimbo wa muamala wa M-Pesa (settled: siri); namba ya simu ya mpokeaji ni thamani inayofanana")
def _(c):
    r = c.r
    code = c.s(r.choice("ST") + rs(r, UP, 2) + dg(r, 1) + rs(r, UP + D, 6)); ph = c.l(f"07{dg(r, 2)} {dg(r, 3)} {dg(r, 3)}")
    return ("Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu:\n"
            f"\"{code} Imethibitishwa. Ksh3,200.00 imetumwa kwa JOHN KAMAU {ph} tarehe 12/6/25 saa 9:41 PM. "
            "Salio lako jipya la M-PESA ni Ksh1,054.50.\"\nNifanyeje ili kurudishiwa pesa?")

@case("sw", "itax-kra-mpesa-pin", "KRA PIN na PIN ya M-Pesa")
def _(c):
    r = c.r
    k = c.s("A" + dg(r, 9) + r.choice(UP)); p = c.s(pin(r, 4))
    return (f"Nataka kujisajili KRA iTax. KRA PIN yangu ni {k}. "
            f"Pia PIN yangu ya M-Pesa ni {p}, je niibadilishe kwa sababu niliiandika kwenye daftari?")

@case("sw", "till-number-code-dispute", "msimbo wa muamala wa M-Pesa ni siri; Till Number ya duka ni thamani inayofanana")
def _(c):
    r = c.r
    t = c.l(str(r.randint(100000, 999999))); code = c.s(r.choice("ST") + rs(r, UP, 2) + dg(r, 1) + rs(r, UP + D, 6))
    return (f"Nimelipa kwa Till Number {t} ya duka la vifaa, msimbo wa muamala ni {code}. "
            "Muuzaji anasema hajapokea pesa. Nimpe nini kama ushahidi?")


# ============================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
DOC_VALUES = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4242 4242 4242 4242",
              "078-05-1120", "123-45-6789", "JBSWY3DPEHPK3PXP", "DE98ZZZ09999999999", "hunter2"}

def hostile(ch):
    import unicodedata
    if ch in "\n\u200c":  # newline; ZERO WIDTH NON-JOINER is ordinary Persian orthography and printable in YAML
        return False
    if ch in "\t\r\ufeff\u2028\u2029\u0085":
        return True
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")

def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append(i)
        i = text.find(v, i + 1)
    return out

def embedded(text, v, pos):
    end = pos + len(v)
    grouped = any(v[i].isdigit() and v[i + 1] == " " and v[i + 2].isdigit() for i in range(len(v) - 2))
    if v[0].isdigit() and pos > 0:
        p = text[pos - 1]
        if p.isdigit():
            return True
        if pos > 1 and text[pos - 2].isdigit() and (p in "-./" or (grouped and p == " ")):
            return True
    if v[-1].isdigit() and end < len(text):
        n = text[end]
        if n.isdigit():
            return True
        if end + 1 < len(text) and text[end + 1].isdigit() and (n in "-./" or (grouped and n == " ")):
            return True
    return False

def case_problems(cs):
    p = []
    text = cs["text"]
    for key in ("id", "lang", "text", "note"):
        if not isinstance(cs[key], str) or not cs[key]:
            p.append(f"empty {key}")
    for v in [cs["id"], cs["lang"], text, cs["note"]] + cs["secrets"] + cs["lookalikes"]:
        bad = [hex(ord(ch)) for ch in v if hostile(ch)]
        if bad:
            p.append(f"hostile characters {bad} in {v[:40]!r}")
    if cs["lang"] not in LANGS:
        p.append("unknown lang " + cs["lang"])
    for kind in ("secrets", "lookalikes"):
        vals = cs[kind]
        if len(set(vals)) != len(vals):
            p.append(f"duplicate value in {kind}")
        for v in vals:
            if not v or v != v.strip():
                p.append(f"empty or padded value in {kind}: {v!r}")
            elif v not in text:
                p.append(f"{kind} value not in text: {v!r}")
    if set(cs["secrets"]) & set(cs["lookalikes"]):
        p.append("value is both secret and look-alike")
    if not cs["secrets"] and not cs["lookalikes"]:
        p.append("case lists nothing")
    for v in cs["secrets"]:
        if v in DOC_VALUES:
            p.append(f"documentation value used as a secret: {v}")
    sec_spans = [(i, i + len(v)) for v in cs["secrets"] for i in occurrences(text, v)]
    lk_spans = [(i, i + len(v)) for v in cs["lookalikes"] for i in occurrences(text, v)]
    for a, b in sec_spans:
        for x, y in lk_spans:
            if a < y and x < b:
                p.append(f"secret span {text[a:b]!r} overlaps look-alike span {text[x:y]!r}")
    for v in cs["secrets"] + cs["lookalikes"]:
        occ = occurrences(text, v)
        if len(v) <= 6 and len(occ) > 1:
            p.append(f"short value {v!r} occurs {len(occ)} times")
        for pos in occ:
            if embedded(text, v, pos):
                p.append(f"value {v!r} embedded in a longer number at {pos}")
    return p

def build():
    self_test()
    master = random.Random(SEED)
    cases, errors = [], []
    for idx, (lang, slug, note, fn) in enumerate(CASES, 1):
        r = random.Random(master.getrandbits(64))
        probs = ["never built"]
        for _attempt in range(300):
            c = Ctx(r)
            text = fn(c)
            cs = {"id": f"{PREFIX}-{idx:03d}-{slug}", "lang": lang, "text": text,
                  "secrets": list(c.sec), "lookalikes": list(c.lk), "note": note}
            probs = case_problems(cs)
            if not probs:
                break
        if probs:
            errors.append(f"{PREFIX}-{idx:03d}-{slug}: " + "; ".join(sorted(set(probs))))
        cases.append(cs)
    ids = [x["id"] for x in cases]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    slugs = [x["id"].split("-", 2)[2] for x in cases]
    if len(set(slugs)) != len(slugs):
        errors.append("duplicate slugs")
    return cases, errors

def q(s):
    return json.dumps(s, ensure_ascii=False)

def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for cs in cases:
        out.append(f"  - id: {q(cs['id'])}")
        out.append(f"    lang: {q(cs['lang'])}")
        out.append(f"    text: {q(cs['text'])}")
        for kind in ("secrets", "lookalikes"):
            if cs[kind]:
                out.append(f"    {kind}:")
                out.extend(f"      - {q(v)}" for v in cs[kind])
            else:
                out.append(f"    {kind}: []")
        out.append(f"    note: {q(cs['note'])}")
    return "\n".join(out) + "\n"

def parse_yaml(src):
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur); lst = None
        elif line.startswith("      - ") and lst is not None:
            cur[lst].append(json.loads(line[8:]))
        elif line.startswith("    ") and not line.startswith("     ") and ": " in line or line.endswith(":"):
            key, _, val = line.strip().partition(":")
            val = val.strip()
            if key in ("secrets", "lookalikes"):
                if val == "[]":
                    cur[key] = []; lst = None
                elif val == "":
                    cur[key] = []; lst = key
                else:
                    raise ValueError(f"line {n}: bad list")
            elif key in ("lang", "text", "note"):
                cur[key] = json.loads(val); lst = None
            else:
                raise ValueError(f"line {n}: unknown key {key}")
        else:
            raise ValueError(f"line {n}: unexpected {line[:40]!r}")
    return cases

def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v102.py heldout_v102.yaml", file=sys.stderr)
        sys.exit(2)
    try:
        cases, errors = build()
    except AssertionError as e:
        print("self test failed", e, file=sys.stderr)
        sys.exit(1)
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    src = to_yaml(cases)
    if parse_yaml(src) != cases:
        print("round trip failed", file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(src)
    npos = sum(1 for x in cases if x["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases, {npos} positive, {len(cases) - npos} negative, "
          f"{sum(len(x['secrets']) for x in cases)} secrets, {sum(len(x['lookalikes']) for x in cases)} look-alikes")


if __name__ == "__main__":
    main()
