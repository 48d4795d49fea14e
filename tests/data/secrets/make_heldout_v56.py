#!/usr/bin/env python3
"""Generator for the blind evaluation set heldout_v56 (secrets filter for chat memory).

Standard library only.  Deterministic: every random draw comes from random.Random(56).
Usage: python3 make_heldout_v56.py heldout_v56.yaml
Validates everything before writing; exits 1 on any problem.
"""
import sys, random, json, base64, hashlib, string, unicodedata, datetime

SEED = 56
PREFIX = "H56"
NAME = "heldout_v56"
R = random.Random(SEED)

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
SYM = "!@$%&*?-_.+="


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rd(r, n, nz=False):
    s = rs(r, DIG, n)
    if nz and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def rdate(r, y0, y1):
    y = r.randint(y0, y1)
    m = r.randint(1, 12)
    dim = [31, 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return y, m, r.randint(1, dim)


def group(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- check digits
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
    s = "".join(c for c in s if c.isdigit())
    return luhn_digit(s[:-1]) == s[-1]


def luhn_num(r, prefix, length):
    body = prefix + rd(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%s%02d%s" % (cc, 98 - int(num) % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1


def iso7064_11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (2 * s) % 11
    c = 11 - product
    return "0" if c == 10 else str(c)


def verhoeff_digit(num):
    d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
         [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
         [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
    p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
         [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
    inv = [0,4,3,2,1,5,6,7,8,9]
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[(i + 1) % 8][int(ch)]]
    return str(inv[c])


def verhoeff_ok(num):
    d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
         [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
         [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
    p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
         [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


# ---------------------------------------------------------------- cards
CARD_PREFIX = {
    "visa": ["4"], "mc": ["51", "52", "53", "54", "55", "2221", "2720"], "amex": ["34", "37"],
    "jcb": ["3528", "3566", "3589"], "unionpay": ["6222", "6217", "6228"], "mir": ["2200", "2202", "2204"],
    "troy": ["9792"], "melli": ["603799"], "mellat": ["610433"], "rupay": ["6521", "6073"],
}


def card(r, kind="visa", length=None):
    if length is None:
        length = 15 if kind == "amex" else (19 if kind == "unionpay" else 16)
    n = luhn_num(r, r.choice(CARD_PREFIX[kind]), length)
    assert luhn_ok(n)
    return n


def fmt_card(n, sep=" "):
    if len(n) == 15:
        return n[:4] + sep + n[4:10] + sep + n[10:]
    if len(n) == 19:
        return sep.join([n[0:4], n[4:8], n[8:12], n[12:16], n[16:]])
    return group(n, 4, sep)


def expiry(r, sep="/", full=False):
    m = r.randint(1, 12)
    y = r.randint(26, 31)
    return "%02d%s%s" % (m, sep, ("20%02d" % y) if full else ("%02d" % y))


def cvc(r, n=3):
    return rd(r, n)


# ---------------------------------------------------------------- IBAN by country (mod-97 always computed)
def bban_de(r):
    return r.choice(["10070000", "12030000", "50010517", "43060967", "10011001", "20050550", "70150000"]) + rd(r, 10)


def bban_gb(r, bank=None):
    bank = bank or r.choice([("NWBK", "60"), ("BARC", "20"), ("LOYD", "30"), ("HBUK", "40")])
    return bank[0] + bank[1] + rd(r, 4) + rd(r, 8)


def bban_fr(r):
    bank = r.choice(["30004", "30003", "20041", "10278", "16958"])
    guichet = rd(r, 5)
    compte = rd(r, 11)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)
    return bank + guichet + compte + "%02d" % key


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - wsum(ten, w) % 11
    return "0" if c == 11 else ("1" if c == 10 else str(c))


def bban_es(r):
    ent = r.choice(["2100", "0049", "0182", "2080", "0081", "1465"])
    ofi = rd(r, 4)
    acc = rd(r, 10)
    return ent + ofi + es_dc("00" + ent + ofi) + es_dc(acc) + acc


def bban_it(r):
    return r.choice(UP.replace("O", "").replace("I", "")) + r.choice(["03069", "02008", "05034", "03062"]) + rd(r, 5) + rd(r, 12)


def bban_pt(r):
    b = r.choice(["0035", "0007", "0033", "0010", "0036"]) + rd(r, 4) + rd(r, 11)
    return b + "%02d" % (98 - (int(b) * 100) % 97)


def bban_nl(r):
    return r.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "BUNQ"]) + rd(r, 10)


def bban_be(r):
    ten = r.choice(["001", "068", "310", "363", "735"]) + rd(r, 7)
    c = int(ten) % 97
    return ten + "%02d" % (97 if c == 0 else c)


def pl_bank_code(r):
    b = r.choice(["102", "114", "105", "109", "124"]) + rd(r, 4)
    c = (10 - wsum(b, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return b + str(c)


def bban_pl(r):
    return pl_bank_code(r) + rd(r, 16)


def cz_account(r):
    while True:
        nine = rd(r, 9, nz=True)
        s = wsum(nine, [6, 3, 7, 9, 10, 5, 8, 4, 2])
        c = (-s) % 11
        if c < 10:
            return nine + str(c)


def bban_se(r):
    return r.choice(["500", "800", "600", "300"]) + rd(r, 17)


def bban_dk(r):
    return rd(r, 4, nz=True) + rd(r, 10)


def no_account(r):
    while True:
        ten = r.choice(["1503", "9710", "1206", "3000", "1594"]) + rd(r, 6)
        c = 11 - wsum(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c != 10:
            return ten + str(c)


def bban_fi(r):
    body = r.choice(["1", "4", "5", "8"]) + rd(r, 12)
    return body + luhn_digit(body)


def hu_account(r):
    first7 = r.choice(["117", "120", "104", "116", "107"]) + rd(r, 4)
    c1 = (10 - wsum(first7, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    second15 = rd(r, 15)
    c2 = (10 - wsum(second15, [9, 7, 3, 1] * 4) % 10) % 10
    return first7 + str(c1) + second15 + str(c2)


def bban_ro(r):
    return r.choice(["BTRL", "BRDE", "RNCB", "INGB", "BACX"]) + rs(r, UP + DIG, 4) + rd(r, 12)


def bban_gr(r):
    return r.choice(["011", "017", "026", "014"]) + rd(r, 4) + rd(r, 16)


def bban_tr(r):
    return r.choice(["00010", "00062", "00064", "00046", "00067"]) + "0" + rd(r, 16)


def bban_ua(r):
    return r.choice(["305299", "322001", "300528", "320649"]) + "0000" + rd(r, 15)


def bban_sa(r):
    return r.choice(["80", "10", "45", "20"]) + rd(r, 18)


def bban_ae(r):
    return r.choice(["033", "035", "026"]) + rd(r, 16)


def bban_il(r):
    return r.choice(["010", "012", "020", "011"]) + rd(r, 3) + rd(r, 13)


def bban_ir(r):
    return r.choice(["017", "012", "055", "062", "056"]) + rd(r, 19)


def bban_cz(r):
    acc = cz_account(r)
    return r.choice(["0800", "0300", "2010", "0100", "3030"]) + "000000" + acc


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "IT": 27, "PT": 25, "NL": 18, "BE": 16, "PL": 28, "CZ": 24,
            "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "UA": 29, "SA": 24,
            "AE": 23, "IL": 23, "IR": 26}
BBAN = {"DE": bban_de, "GB": bban_gb, "FR": bban_fr, "ES": bban_es, "IT": bban_it, "PT": bban_pt, "NL": bban_nl,
        "BE": bban_be, "PL": bban_pl, "CZ": bban_cz, "SE": bban_se, "DK": bban_dk, "NO": lambda r: no_account(r),
        "FI": bban_fi, "HU": hu_account, "RO": bban_ro, "GR": bban_gr, "TR": bban_tr, "UA": bban_ua, "SA": bban_sa,
        "AE": bban_ae, "IL": bban_il, "IR": bban_ir}


def mk_iban(r, cc, spaced=True):
    v = iban(cc, BBAN[cc](r))
    assert len(v) == IBAN_LEN[cc] and iban_ok(v), (cc, v)
    return group(v) if spaced else v


# ---------------------------------------------------------------- national / tax ids
def us_ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def uk_nino(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("GB", "NK", "TN", "ZZ", "BG", "KN", "NT"):
            break
    d = rd(r, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], r.choice("ABCD"))


def de_steuer_id(r):
    while True:
        digits = r.sample(DIG, 9)
        dup = r.choice(digits)
        ten = digits + [dup]
        r.shuffle(ten)
        if ten[0] != "0":
            break
    s = "".join(ten)
    return s + iso7064_11_10(s)


def de_ustid(r):
    e = rd(r, 8, nz=True)
    return "DE" + e + iso7064_11_10(e)


def fr_nir(r):
    y, m, d = rdate(r, 1960, 2002)
    dept = "%02d" % r.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
    body = r.choice("12") + "%02d%02d" % (y % 100, m) + dept + rd(r, 3) + rd(r, 3)
    key = 97 - int(body) % 97
    return body, "%02d" % key


def fmt_nir(body, key):
    return "%s %s %s %s %s %s %s" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def fr_siret(r):
    siren8 = rd(r, 8, nz=True)
    siren = siren8 + luhn_digit(siren8)
    nic4 = "0" + rd(r, 3)
    siret = siren + nic4 + luhn_digit(siren + nic4)
    tva = "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)
    return siren, siret, tva


def es_dni(r):
    n = rd(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_nie(r):
    p = r.choice("XYZ")
    n = rd(r, 7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def es_cif(r):
    d = rd(r, 7)
    a = sum(int(d[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        b += x // 10 + x % 10
    c = (10 - (a + b) % 10) % 10
    return "B" + d + str(c)


IT_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    IT_ODD[str(_i)] = _v
for _ch, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    IT_ODD[_ch] = _v


def it_cf(r, surname_cons, name_cons, female=False):
    y, m, d = rdate(r, 1965, 2001)
    s = surname_cons + name_cons + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % (d + (40 if female else 0))
    s += r.choice(["H501", "F205", "L219", "F839", "A944", "G273", "D612"])
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            tot += IT_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return s + chr(65 + tot % 26)


def it_piva(r):
    ten = rd(r, 7, nz=True) + r.choice(["001", "015", "058", "037"])
    return ten + luhn_digit(ten)


def pl_pesel(r, female=None):
    y, m, d = rdate(r, 1955, 2004)
    mm = m + (20 if y >= 2000 else 0)
    ser = rd(r, 3)
    sx = r.choice("02468" if female else "13579") if female is not None else rd(r, 1)
    ten = "%02d%02d%02d" % (y % 100, mm, d) + ser + sx
    c = (10 - wsum(ten, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return ten + str(c)


def pl_dowod(r):
    letters = rs(r, UP, 3)
    rest = rd(r, 5)
    vals = [ord(ch) - 55 for ch in letters] + [int(x) for x in rest]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3]))
    return letters + str(s % 10) + rest


def pl_nip(r):
    while True:
        nine = r.choice(["525", "527", "113", "951", "676", "779"]) + rd(r, 6)
        c = wsum(nine, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return nine + str(c)


def pl_regon(r):
    e = rd(r, 8, nz=True)
    c = wsum(e, [8, 9, 2, 3, 4, 5, 6, 7]) % 11
    return e + ("0" if c == 10 else str(c))


def cz_rc(r, female=False):
    while True:
        y, m, d = rdate(r, 1960, 2003)
        nine = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), d) + rd(r, 3)
        c = int(nine) % 11
        if c != 10:
            return nine[:6] + "/" + nine[6:] + str(c)


def cz_ico(r):
    seven = rd(r, 7, nz=True)
    c = 11 - wsum(seven, [8, 7, 6, 5, 4, 3, 2]) % 11
    return seven + str({10: 0, 11: 1}.get(c, c))


def se_pnr(r):
    y, m, d = rdate(r, 1950, 2003)
    nine = "%02d%02d%02d" % (y % 100, m, d) + rd(r, 3)
    return "%d%s-%s" % (y // 100, nine[:6], nine[6:] + luhn_digit(nine))


def se_orgnr(r):
    nine = "55" + rd(r, 7)
    return nine[:6] + "-" + nine[6:] + luhn_digit(nine)


def dk_cpr(r):
    y, m, d = rdate(r, 1950, 2003)
    return "%02d%02d%02d-%s" % (d, m, y % 100, rd(r, 4))


def dk_cvr(r):
    while True:
        seven = rd(r, 7, nz=True)
        c = (-wsum(seven, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return seven + str(c)


def no_fnr(r):
    while True:
        y, m, d = rdate(r, 1955, 1999)
        nine = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % r.randint(0, 499)
        k1 = 11 - wsum(nine, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        ten = nine + str(k1)
        k2 = 11 - wsum(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return ten + str(k2)


def no_orgnr(r):
    while True:
        eight = r.choice("89") + rd(r, 7)
        c = 11 - wsum(eight, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return eight + str(c)


def fi_hetu(r):
    y, m, d = rdate(r, 1950, 2004)
    ind = "%03d" % r.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    chk = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + ind) % 31]
    return base + ("-" if y < 2000 else "A") + ind + chk


def fi_ytunnus(r):
    while True:
        seven = rd(r, 7, nz=True)
        rem = wsum(seven, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rem == 1:
            continue
        return seven + "-" + str(0 if rem == 0 else 11 - rem)


def fi_viite(r, n=9):
    base = rd(r, n, nz=True)
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def fi_viite_ok(v):
    base, c = v[:-1], v[-1]
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(base)))
    return str((10 - s % 10) % 10) == c


def nl_bsn(r):
    while True:
        eight = rd(r, 8, nz=True)
        s = wsum(eight, [9, 8, 7, 6, 5, 4, 3, 2])
        c = s % 11
        if c < 10:
            return eight + str(c)


def be_rrn(r):
    y, m, d = rdate(r, 1960, 2003)
    nine = "%02d%02d%02d" % (y % 100, m, d) + "%03d" % r.randint(1, 997)
    n = int(("2" if y >= 2000 else "") + nine)
    c = 97 - n % 97
    return "%s.%s.%s-%s.%02d" % (nine[:2], nine[2:4], nine[4:6], nine[6:], c)


def hu_taj(r):
    eight = rd(r, 8, nz=True)
    s = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(eight))
    return eight + str(s % 10)


def hu_adoazonosito(r):
    while True:
        y, m, d = rdate(r, 1955, 2002)
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        nine = "8" + "%05d" % days + rd(r, 3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(nine)) % 11
        if c != 10:
            return nine + str(c)


def hu_adoszam(r):
    seven = rd(r, 7, nz=True)
    c = (10 - wsum(seven, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10
    return "%s%d-%s-%s" % (seven, c, r.choice("235"), r.choice(["41", "42", "43", "13", "03", "09"]))


def ro_cnp(r):
    y, m, d = rdate(r, 1960, 2004)
    s = ("1" if r.random() < .5 else "2") if y < 2000 else r.choice("56")
    twelve = s + "%02d%02d%02d" % (y % 100, m, d) + r.choice(["40", "12", "22", "35", "01"]) + rd(r, 3)
    c = wsum(twelve, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return twelve + ("1" if c == 10 else str(c))


def ro_cui(r):
    body = rd(r, 7, nz=True)
    w = "753217532"[-len(body):]
    c = (wsum(body, [int(x) for x in w]) * 10) % 11
    return body + ("0" if c == 10 else str(c))


def gr_afm(r, first=None):
    eight = (first or r.choice("01")) + rd(r, 7)
    s = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(eight))
    return eight + str((s % 11) % 10)


def gr_amka(r):
    y, m, d = rdate(r, 1955, 2003)
    ten = "%02d%02d%02d" % (d, m, y % 100) + rd(r, 4)
    return ten + luhn_digit(ten)


def tr_tckn(r):
    nine = rd(r, 9, nz=True)
    d = [int(x) for x in nine]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return nine + str(d10) + str(d11)


def ru_snils(r):
    while True:
        nine = rd(r, 9)
        if int(nine) <= 1001998:
            continue
        s = sum(int(ch) * (9 - i) for i, ch in enumerate(nine))
        if s > 101:
            s %= 101
        c = 0 if s in (100, 101) else s
        return "%s-%s-%s %02d" % (nine[:3], nine[3:6], nine[6:], c)


def ru_inn12(r):
    ten = r.choice(["77", "78", "50", "66", "54", "16"]) + rd(r, 8)
    c1 = wsum(ten, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    e = ten + str(c1)
    c2 = wsum(e, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return e + str(c2)


def ru_inn10(r):
    nine = r.choice(["77", "78", "50"]) + rd(r, 7)
    return nine + str(wsum(nine, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_ogrn(r):
    twelve = "1" + rd(r, 2) + r.choice(["77", "78", "50"]) + rd(r, 7)
    return twelve + str(int(twelve) % 11 % 10)


def ru_account(r, bik):
    acc = "40817810" + "0" + rd(r, 11)
    w = [7, 1, 3] * 8
    s = sum((int(ch) * w[i]) % 10 for i, ch in enumerate(bik[-3:] + acc))
    key = (s % 10) * 3 % 10
    return acc[:8] + str(key) + acc[9:]


def ru_account_ok(bik, acc):
    w = [7, 1, 3] * 8
    return sum((int(ch) * w[i]) % 10 for i, ch in enumerate(bik[-3:] + acc)) % 10 == 0


def ua_rnokpp(r):
    nine = rd(r, 9, nz=True)
    c = wsum(nine, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return nine + str(c)


def il_tz(r, prefix=""):
    eight = prefix + rd(r, 8 - len(prefix))
    for c in DIG:
        cand = eight + c
        s = 0
        for i, ch in enumerate(cand):
            x = int(ch) * (1 if i % 2 == 0 else 2)
            s += x // 10 + x % 10
        if s % 10 == 0:
            return cand


def in_aadhaar(r):
    eleven = r.choice("23456789") + rd(r, 10)
    a = eleven + verhoeff_digit(eleven)
    assert verhoeff_ok(a)
    return "%s %s %s" % (a[:4], a[4:8], a[8:])


def in_pan(r):
    return rs(r, UP, 3) + "P" + rs(r, UP, 1) + rd(r, 4, nz=True) + rs(r, UP, 1)


def in_gstin(r):
    body = r.choice(["27", "29", "07", "33", "24"]) + rs(r, UP, 3) + r.choice("CF") + rs(r, UP, 1) + rd(r, 4, nz=True) + rs(r, UP, 1) + "1Z"
    cs = DIG + UP
    s = 0
    for i, ch in enumerate(body):
        p = cs.index(ch) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return body + cs[(36 - s % 36) % 36]


def cn_id(r):
    y, m, d = rdate(r, 1965, 2003)
    seventeen = r.choice(["110105", "310115", "440305", "330106", "510107", "420106"]) + "%04d%02d%02d" % (y, m, d) + rd(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return seventeen + "10X98765432"[wsum(seventeen, w) % 11]


def cn_uscc(r):
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    org8 = rd(r, 8, nz=True)
    c9 = 11 - wsum(org8, [3, 7, 9, 10, 5, 8, 4, 2]) % 11
    org = org8 + ("X" if c9 == 10 else ("0" if c9 == 11 else str(c9)))
    seventeen = "91" + r.choice(["110108", "310115", "440300", "330100"]) + org
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(cs.index(ch) * wt for ch, wt in zip(seventeen, w))
    c = 31 - s % 31
    return seventeen + cs[0 if c == 31 else c]


def jp_mynumber(r):
    eleven = rd(r, 11, nz=True)
    s = 0
    for n in range(1, 12):
        p = int(eleven[-n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    return eleven + ("0" if rem <= 1 else str(11 - rem))


def jp_corp(r):
    twelve = rd(r, 12, nz=True)
    s = 0
    for n in range(1, 13):
        s += int(twelve[-n]) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + twelve


def jp_yamato(r):
    eleven = r.choice(["3", "4", "5"]) + rd(r, 10)
    return eleven + str(int(eleven) % 7)


def kr_rrn(r):
    y, m, d = rdate(r, 1960, 2003)
    s = r.choice("12") if y < 2000 else r.choice("34")
    twelve = "%02d%02d%02d" % (y % 100, m, d) + s + rd(r, 5)
    c = (11 - wsum(twelve, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return twelve[:6] + "-" + twelve[6:] + str(c)


def kr_brn(r):
    nine = rd(r, 3, nz=True) + rd(r, 2) + rd(r, 4)
    s = wsum(nine, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(nine[8]) * 5) // 10
    c = (10 - s % 10) % 10
    v = nine + str(c)
    return "%s-%s-%s" % (v[:3], v[3:5], v[5:])


def ir_melli(r):
    while True:
        nine = rd(r, 9)
        if len(set(nine)) == 1:
            continue
        s = sum(int(ch) * (10 - i) for i, ch in enumerate(nine))
        rem = s % 11
        return nine + str(rem if rem < 2 else 11 - rem)


def th_id(r):
    twelve = r.choice("1358") + rd(r, 11)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(twelve)) % 11) % 10
    v = twelve + str(c)
    return "%s-%s-%s-%s-%s" % (v[0], v[1:5], v[5:10], v[10:12], v[12])


def th_tax_company(r):
    twelve = "0" + r.choice(["105", "115", "135"]) + rd(r, 8)
    c = (11 - sum(int(ch) * (13 - i) for i, ch in enumerate(twelve)) % 11) % 10
    return twelve + str(c)


def sa_id(r, first="1"):
    nine = first + rd(r, 8)
    return nine + luhn_digit(nine)


def br_cpf(r):
    nine = rd(r, 9)
    s = sum(int(ch) * (10 - i) for i, ch in enumerate(nine))
    d1 = (s * 10) % 11 % 10
    ten = nine + str(d1)
    s = sum(int(ch) * (11 - i) for i, ch in enumerate(ten))
    d2 = (s * 10) % 11 % 10
    v = ten + str(d2)
    return "%s.%s.%s-%s" % (v[:3], v[3:6], v[6:9], v[9:])


def br_cnpj(r):
    twelve = rd(r, 8, nz=True) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    rem = wsum(twelve, w1) % 11
    d1 = 0 if rem < 2 else 11 - rem
    t = twelve + str(d1)
    rem = wsum(t, [6] + w1) % 11
    d2 = 0 if rem < 2 else 11 - rem
    v = t + str(d2)
    return "%s.%s.%s/%s-%s" % (v[:2], v[2:5], v[5:8], v[8:12], v[12:])


def pt_nif(r, first=None):
    while True:
        eight = (first or r.choice("123")) + rd(r, 7)
        c = 11 - sum(int(ch) * (9 - i) for i, ch in enumerate(eight)) % 11
        return eight + ("0" if c >= 10 else str(c))


def s10(r, pre, country):
    eight = rd(r, 8)
    rem = wsum(eight, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 11 - rem
    c = 0 if c == 10 else (5 if c == 11 else c)
    return pre + eight + str(c) + country


def mx_clabe(r):
    seventeen = r.choice(["002", "012", "014", "072", "021"]) + rd(r, 3) + rd(r, 11)
    w = [3, 7, 1] * 6
    s = sum((int(ch) * w[i]) % 10 for i, ch in enumerate(seventeen))
    return seventeen + str((10 - s % 10) % 10)


def mx_curp(r, ap, am, nom, female, state):
    y, m, d = rdate(r, 1970, 1999)
    vowels = [ch for ch in ap[1:] if ch in "AEIOU"]
    cons = lambda w: [ch for ch in w[1:] if ch not in "AEIOU"][0]
    s = ap[0] + vowels[0] + am[0] + nom[0] + "%02d%02d%02d" % (y % 100, m, d) + ("M" if female else "H") + state
    s += cons(ap) + cons(am) + cons(nom) + r.choice(DIG)
    cs = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ"
    tot = sum(cs.index(ch) * (18 - i) for i, ch in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def ca_sin(r):
    eight = r.choice("1234567") + rd(r, 7)
    v = eight + luhn_digit(eight)
    return "%s %s %s" % (v[:3], v[3:6], v[6:])


def au_tfn(r):
    while True:
        eight = rd(r, 8, nz=True)
        c = wsum(eight, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c < 10:
            v = eight + str(c)
            assert wsum(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
            return "%s %s %s" % (v[:3], v[3:6], v[6:])


def au_abn(r):
    nine = rd(r, 9)
    for pre in range(10, 100):
        v = "%02d" % pre + nine
        dd = [int(x) for x in v]
        dd[0] -= 1
        if sum(a * b for a, b in zip(dd, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])
    return au_abn(r)


def us_aba(r):
    eight = r.choice(["0210", "0260", "1210", "0710", "0110", "3222", "0440"]) + rd(r, 4)
    for c in DIG:
        v = eight + c
        dd = [int(x) for x in v]
        if (3 * (dd[0] + dd[3] + dd[6]) + 7 * (dd[1] + dd[4] + dd[7]) + dd[2] + dd[5] + dd[8]) % 10 == 0:
            return v


def us_npi(r):
    nine = r.choice("12") + rd(r, 8)
    c = luhn_digit("80840" + nine)
    return nine + c


def us_ein(r):
    return "%s-%s" % (r.choice(["12", "20", "27", "45", "46", "81", "84", "94"]), rd(r, 7))


def us_mbi(r):
    L = "ACDEFGHJKMNPQRTUVWXY"
    AN = L + DIG
    s = r.choice("123456789") + r.choice(L) + r.choice(AN) + r.choice(DIG) + r.choice(L) + r.choice(AN) + r.choice(DIG) + r.choice(L) + r.choice(L) + r.choice(DIG) + r.choice(DIG)
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def imei(r):
    fourteen = r.choice(["35", "86", "49", "01"]) + rd(r, 12)
    return fourteen + luhn_digit(fourteen)


def iccid(r):
    eighteen = "8901" + rd(r, 14)
    return eighteen + luhn_digit(eighteen)


def vin(r):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    translit = {}
    for ch, v in zip("ABCDEFGH", range(1, 9)):
        translit[ch] = v
    for ch, v in zip("JKLMN", range(1, 6)):
        translit[ch] = v
    translit["P"] = 7
    translit["R"] = 9
    for ch, v in zip("STUVWXYZ", range(2, 10)):
        translit[ch] = v
    for ch in DIG:
        translit[ch] = int(ch)
    s = list(r.choice(["1HG", "1FT", "5YJ", "2T1", "3VW", "JTD"]) + rs(r, alpha, 5) + "0" + r.choice("LMNPRS") + rs(r, alpha, 1) + rd(r, 6))
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    t = sum(translit[ch] * wt for ch, wt in zip(s, w)) % 11
    s[8] = "X" if t == 10 else str(t)
    return "".join(s)


def ean13_digit(twelve):
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(twelve))
    return str((10 - s % 10) % 10)


def isbn13(r):
    twelve = "978" + r.choice(["0", "1"]) + rd(r, 8)
    v = twelve + ean13_digit(twelve)
    return "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:8], v[8:12], v[12])


# ---------------------------------------------------------------- tokens, hashes, ids
def uuid4(r):
    h = rs(r, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha40(r):
    return rs(r, HEXL, 40)


def sha64(r):
    return rs(r, HEXL, 64)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def jwt(r, payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(rbytes(r, 32 if alg.startswith("HS") else 256))
    return h + "." + p + "." + sig


def aws_akid(r, pre="AKIA"):
    return pre + rs(r, B32.replace("1", ""), 16)


def aws_secret(r):
    return rs(r, ALNUM + "/+", 40)


def gh_pat(r):
    return "ghp_" + rs(r, ALNUM, 36)


def gh_fine(r):
    return "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59)


def openai_key(r):
    return "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, B64U, 93) + "AA"


def stripe_live(r, pre="sk_live_"):
    return pre + "51" + rs(r, DIG, 1) + rs(r, ALNUM, 96)


def google_key(r):
    return "AIza" + r.choice("SB") + r.choice("y") + rs(r, B64U, 33)


def slack_bot(r):
    return "xoxb-%s-%s-%s" % (rd(r, 12, nz=True), rd(r, 13, nz=True), rs(r, ALNUM, 24))


# ---------------------------------------------------------------- passwords
def pw_strong(r, n=14, sym=SYM):
    while True:
        s = rs(r, ALNUM + sym, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s) and any(c in sym for c in s) \
                and s[0] not in "-_.+=" and s[-1] not in "-_.+=":
            return s


def pw_human(r, words, sym="!@$%&*?", year=True):
    w = r.choice(words)
    w = w[0].upper() + w[1:]
    tail = (str(r.randint(1961, 2019)) if year and r.random() < 0.5 else rd(r, r.choice([2, 3]), nz=True))
    return w + tail + r.choice(sym)


def pw_leet(r, words):
    w = r.choice(words)
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"}
    out = "".join(table.get(ch, ch) if r.random() < 0.6 else ch for ch in w)
    return out[0].upper() + out[1:] + rd(r, 2, nz=True) + r.choice("!?#")


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
         "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount "
         "anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety apart "
         "apology appear apple approve april arch arctic area arena argue arm armor army around arrange arrest arrive "
         "arrow art artist ask aspect asset assist assume athlete atom attack attend attract auction audit august aunt "
         "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bacon badge bag "
         "balance balcony ball bamboo banana banner barely bargain barrel basic basket battle beach bean beauty become "
         "beef before begin behave behind believe below bench benefit best betray better between beyond bicycle bird "
         "bitter black blade blame blanket blast bless blind blood blossom blue blur blush board boat body boil bone "
         "bonus book border boring borrow boss bottom bounce box boy brain brand brave bread breeze brick bridge brief "
         "bright bring broken bronze brother brown brush bubble budget buffalo build bulb bulk bundle burden burger "
         "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy canoe canvas canyon capital "
         "captain carbon card cargo carpet carry cart case cash castle casual catalog catch cattle cause cave ceiling "
         "cement century cereal certain chair chalk champion change chaos chapter charge chase cheap check cheese chef "
         "cherry chest chicken chief child choice chronic chunk cinnamon circle citizen city civil claim clarify clay "
         "clean clerk clever client cliff climb clinic clock close cloth cloud clown club cluster coach coast coconut "
         "coffee coin collect color column comfort comic common company concert confirm connect consider control cook "
         "copper coral core corn correct cotton couch country couple course cousin cover crack cradle craft crane crash "
         "crater crazy cream credit creek crew cricket crime crisp critic crop cross crowd crucial cruise crunch crystal "
         "cube culture cupboard curious current curtain curve cushion custom cycle damage dance danger daughter dawn "
         "debate decade december decide decline decorate deer defense define degree delay deliver demand dentist depart "
         "deposit depth deputy desert design desk detail detect device diagram dial diamond diary diesel digital "
         "dinner dinosaur direct dish display distance divide doctor document dolphin domain donate donkey door double "
         "dove draft dragon drama drift drill drink drive drum duck dune dust dynamic eager eagle early earth easily "
         "echo ecology economy edge educate effort eight elbow elder electric elegant element elephant elite embrace "
         "emerge emotion empty enable endless energy engine enjoy enough enroll ensure entire envelope episode equal "
         "erode escape essay estate eternal evidence evolve exact example excess exchange exhibit exist exotic expand "
         "expect explain express extend fabric faculty faint faith family famous fancy fantasy fashion father fatigue "
         "feature february federal fence festival fever fiber fiction field figure filter final finger finish first "
         "fiscal fitness flag flame flavor flight float flock floor flower fluid focus forest fortune forum fossil "
         "found fragile frame frequent fresh friend frog frost frozen fruit funny furnace future gadget galaxy gallery "
         "garage garden garlic garment gather gauge general genius gentle genuine gesture ghost giant ginger giraffe "
         "glance glass globe glory glove glue goddess gold gorilla gossip grace grain grant grape gravity green grocery "
         "guard guitar habit hammer hamster harbor harvest hazard health heavy hedgehog height helmet hero hidden hobby "
         "hockey holiday hollow honey horse hospital hotel hover human humble hundred hunt hurdle husband "
         "hybrid icon idea identify ignore image immune impact impulse income index indoor industry infant inform "
         "inherit inner innocent inquiry insect inside inspire install interest invest island ivory jacket jaguar "
         "jazz jealous jelly jewel journey judge juice jungle junior kangaroo kidney kingdom kitchen kitten "
         "ladder lake language laptop later laundry lava lawn layer leader learn lecture legend leisure lemon length "
         "leopard lesson letter liberty library license lizard lobster local lonely lottery lounge loyal lucky luggage "
         "lumber lunar luxury machine magic magnet mammal mandate mango mansion manual maple marble margin marine "
         "market master matrix meadow measure mechanic medal melody member memory mention mercy method middle "
         "midnight million mimic minimum miracle mirror mixture mobile model moment monitor monkey monster morning "
         "mosquito motion mountain muffin multiply muscle museum mushroom music mystery napkin narrow nation nature "
         "negative nephew network neutral noble noodle normal notable nothing novel nuclear number nurse object "
         "obscure observe obtain ocean october office olive olympic onion opera orange orbit orchard ordinary organ "
         "orient original orphan ostrich outdoor oxygen oyster ozone").split()


# ---------------------------------------------------------------- case registry
BUILDERS = []


def B(f):
    BUILDERS.append(f)
    return f


def C(slug, lang, msgs, secrets, looks, note):
    if isinstance(msgs, str):
        msgs = [msgs]
    return {"slug": slug, "lang": lang, "msgs": list(msgs), "secrets": list(secrets), "lookalikes": list(looks), "note": note}


EN_WORDS = ["sunflower", "marmalade", "pumpkin", "biscuit", "lighthouse", "raccoon", "peppermint", "blueberry", "thunder",
            "meadowlark", "snowfall", "riverbend", "cobalt", "juniper", "maverick", "galaxy", "tangerine", "oakwood"]


# ---------------------------------------------------------------- real key structures
ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_I = pow(2, (ED_P - 1) // 4, ED_P)


def _ed_xrecover(y):
    xx = (y * y - 1) * pow(ED_D * y * y + 1, ED_P - 2, ED_P)
    x = pow(xx, (ED_P + 3) // 8, ED_P)
    if (x * x - xx) % ED_P != 0:
        x = (x * ED_I) % ED_P
    if x % 2 != 0:
        x = ED_P - x
    return x


ED_BY = 4 * pow(5, ED_P - 2, ED_P) % ED_P
ED_B = (_ed_xrecover(ED_BY), ED_BY)


def _ed_add(P, Q):
    x1, y1 = P
    x2, y2 = Q
    t = ED_D * x1 * x2 * y1 * y2
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, ED_P - 2, ED_P)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, ED_P - 2, ED_P)
    return (x3 % ED_P, y3 % ED_P)


def _ed_mul(P, e):
    Q = (0, 1)
    while e:
        if e & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        e >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _ed_mul(ED_B, a)
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(r, seed, pub, comment):
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(r, 4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") \
        + _sshstr(pubblob) + _sshstr(priv)
    b = base64.b64encode(blob).decode()
    body = "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
    block = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    return block, publine, fp


P256_P = 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1
P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b
P256_G = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
          0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)
P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551


def _p256_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % P256_P == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], P256_P - 2, P256_P)
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], P256_P - 2, P256_P)
    lam %= P256_P
    x = (lam * lam - P[0] - Q[0]) % P256_P
    return (x, (lam * (P[0] - x) - P[1]) % P256_P)


def _p256_mul(P, e):
    Q = None
    while e:
        if e & 1:
            Q = _p256_add(Q, P)
        P = _p256_add(P, P)
        e >>= 1
    return Q


def ec_p256_pem(r):
    d = r.randrange(1, P256_N)
    X, Y = _p256_mul(P256_G, d)
    der = bytes.fromhex("30770201010420") + d.to_bytes(32, "big") + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") \
        + X.to_bytes(32, "big") + Y.to_bytes(32, "big")
    b = base64.b64encode(der).decode()
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\n-----END EC PRIVATE KEY-----"


def crypto_selftest():
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    if ed25519_pub(seed).hex() != "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a":
        return "ed25519 self-test failed"
    gx, gy = P256_G
    if (gy * gy - (gx ** 3 - 3 * gx + P256_B)) % P256_P != 0:
        return "P-256 generator not on curve"
    if _p256_mul(P256_G, P256_N) is not None:
        return "P-256 order check failed"
    return None

# ================================================================ English, positive
@B
def _(r):
    ak, sk = aws_akid(r), aws_secret(r)
    acct = rd(r, 12, nz=True)
    req = uuid4(r)
    t = (f"why does this keep failing? my ~/.aws/credentials is\n\n[default]\naws_access_key_id = {ak}\n"
         f"aws_secret_access_key = {sk}\nregion = eu-west-1\n\nand `aws sts get-caller-identity` says "
         f"InvalidClientTokenId (RequestId: {req}). account should be {acct}")
    return C("aws-credentials-file", "en", t, [ak, sk], [req, acct], "AWS key pair pasted from credentials file; request id and account id are not secrets")


@B
def _(r):
    tok = gh_pat(r)
    sha = sha40(r)
    t = (f"git push keeps asking for a password even though I set the remote to "
         f"https://{tok}@github.com/dmitri-k/home-lab.git . last good commit was {sha}, what am I doing wrong?")
    return C("github-pat-in-remote", "en", t, [tok], [sha], "classic GitHub PAT embedded in a remote URL next to a commit hash")


@B
def _(r):
    sk = stripe_live(r)
    wh = "whsec_" + rs(r, ALNUM, 32)
    price = "price_1" + rs(r, ALNUM, 23)
    t = (f"Here's my .env for the shop backend, the webhook signature check fails in prod only:\n\n"
         f"STRIPE_SECRET_KEY={sk}\nSTRIPE_WEBHOOK_SECRET={wh}\nSTRIPE_PRICE_MONTHLY={price}\nNODE_ENV=production")
    return C("stripe-live-env", "en", t, [sk, wh], [price], "live Stripe secret key and webhook secret; a price id is a public object id")


@B
def _(r):
    tok = slack_bot(r)
    chan = "C0" + rs(r, UP + DIG, 9)
    t = (f"Python question. This posts nothing and returns not_in_channel:\n\n```python\nfrom slack_sdk import WebClient\n"
         f"client = WebClient(token=\"{tok}\")\nclient.chat_postMessage(channel=\"{chan}\", text=\"deploy finished\")\n```")
    return C("slack-bot-token-python", "en", t, [tok], [chan], "Slack bot token in code; channel id is an identifier")


@B
def _(r):
    key = openai_key(r)
    req = "req_" + rs(r, HEXL, 32)
    t = (f"curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer {key}\" "
         f"-H \"Content-Type: application/json\" -d @body.json\n\ngives me 429 with x-request-id {req}. is my quota gone?")
    return C("openai-key-curl", "en", t, [key], [req], "project API key in a curl command; request id is a lookalike")


@B
def _(r):
    key = anthropic_key(r)
    sha = sha40(r)[:12]
    t = (f"ugh. I pushed {key} to a public repo in commit {sha} about an hour ago. I already revoked it in the console. "
         f"Do I still need to rewrite the git history or is revoking enough?")
    return C("anthropic-key-revoked", "en", t, [key], [sha], "leaked and revoked key is still listed as a secret; short commit hash is not")


@B
def _(r):
    key = google_key(r)
    place = "ChIJ" + rs(r, B64U, 23)
    t = (f"My geocoding script returns REQUEST_DENIED.\n\nimport googlemaps\ngmaps = googlemaps.Client(key='{key}')\n"
         f"res = gmaps.place(place_id='{place}')\n\nbilling is enabled, so what else could it be?")
    return C("google-maps-key", "en", t, [key], [place], "Google API key next to a public place id")


@B
def _(r):
    user = r.choice(["app_rw", "webapp", "orders_svc", "django"])
    pw = pw_strong(r, 18, sym="!$%*-_")
    host = "prod-db-%s.c%s.eu-central-1.rds.amazonaws.com" % (rd(r, 1), rs(r, LO + DIG, 11))
    cred = f"{user}:{pw}"
    t = (f"DATABASE_URL=postgresql://{cred}@{host}:5432/orders\n\nsqlalchemy says 'password authentication failed'. "
         f"I copied it straight from 1password, could the special characters need escaping?")
    return C("postgres-url-credentials", "en", t, [cred], [host], "credentials part of a connection string is the secret; the host is a lookalike")


@B
def _(r):
    user = "marta_" + rd(r, 2)
    pw = rs(r, ALNUM, 16)
    cluster = "cluster0.%s.mongodb.net" % rs(r, LO + DIG, 5)
    cred = f"{user}:{pw}"
    t = (f"I get 'bad auth : Authentication failed' with\nmongodb+srv://{cred}@{cluster}/inventory?retryWrites=true&w=majority\n"
         f"the user has readWrite on inventory. ideas?")
    return C("mongodb-srv-credentials", "en", t, [cred], [cluster], "Atlas SRV string; user:password is the secret")


@B
def _(r):
    pw = rs(r, ALNUM, 24)
    digest = "sha256:" + sha64(r)
    t = (f"docker-compose snippet:\n\n  cache:\n    image: redis@{digest}\n    command: redis-server --requirepass {pw}\n"
         f"  api:\n    environment:\n      REDIS_URL: redis://:{pw}@cache:6379/0\n\nthe api container can't connect, NOAUTH error")
    return C("redis-password-compose", "en", t, [pw], [digest], "Redis password appears twice; image digest is a lookalike")


@B
def _(r):
    acct = "st" + rs(r, LO + DIG, 12)
    key = base64.b64encode(rbytes(r, 64)).decode()
    req = uuid4(r)
    t = (f"AzureStorage connection string in local.settings.json:\n"
         f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net\n"
         f"Blob upload fails with 403 AuthorizationFailure, x-ms-request-id {req}")
    return C("azure-storage-account-key", "en", t, [key], [req], "AccountKey value is the secret; request id is not")


@B
def _(r):
    tok = jwt(r, {"sub": rd(r, 7, nz=True), "email": "lena.m@brightside.io", "role": "admin", "iat": 1764300000 + r.randint(0, 99999), "exp": 1764900000 + r.randint(0, 99999)})
    trace = rs(r, HEXL, 32)
    t = (f"Found this in our nginx debug log, is it safe to paste into a ticket?\n\n"
         f"2025-11-28T09:14:07Z trace_id={trace} GET /api/v2/admin/users Authorization: Bearer {tok} status=401")
    return C("jwt-in-log-line", "en", t, [tok], [trace], "live bearer JWT in a log line; trace id is not a secret")


@B
def _(r):
    sess = rs(r, LO + DIG, 32)
    ray = rs(r, HEXL, 16) + "-FRA"
    t = (f"Copied the request from devtools to reproduce the bug:\n\nGET /account/orders HTTP/2\nHost: shop.example-store.com\n"
         f"Cookie: sessionid={sess}; django_language=en\n\nresponse header cf-ray: {ray}. why 500?")
    return C("django-session-cookie", "en", t, [sess], [ray], "session cookie value; Cloudflare ray id is a lookalike")


@B
def _(r):
    seed = rbytes(r, 32)
    pub = ed25519_pub(seed)
    block, publine, fp = openssh_ed25519(r, seed, pub, "sam@thinkpad")
    t = (f"ssh says 'Load key \"id_ed25519\": invalid format' on the new laptop. This is the file I copied over:\n\n{block}\n\n"
         f"the server lists the key with fingerprint {fp}")
    return C("ssh-private-key-file", "en", t, [block], [fp], "OpenSSH ed25519 private key (valid structure); its public fingerprint is not secret")


@B
def _(r):
    words = " ".join(r.choice(BIP39) for _ in range(12))
    addr = "0x" + rs(r, HEXL, 40)
    t = (f"is it ok to keep my metamask recovery phrase in apple notes? it's: {words}\n"
         f"wallet address {addr} if that matters")
    return C("seed-phrase-in-notes", "en", t, [words], [addr], "12-word recovery phrase; public wallet address is a lookalike")


@B
def _(r):
    c = fmt_card(card(r, "visa"))
    e = expiry(r)
    v = cvc(r)
    conf = rd(r, 9, nz=True)
    t = (f"Can you write a short email to the hotel? They asked me to resend the card for the deposit on confirmation "
         f"#{conf}: card {c}, exp {e}, CVV {v}, name Priya Raman.")
    return C("card-for-hotel-deposit", "en", t, [c, e, v], [conf], "card number, expiry and CVV; hotel confirmation number is a reference")


@B
def _(r):
    c = card(r, "mc")
    e = expiry(r)
    t = (f"In my checkout form, 4242 4242 4242 4242 goes through fine in test mode, but in live mode my own card "
         f"{c} (exp {e}) gets do_not_honor. Is that my bank or my code?")
    return C("real-card-vs-test-card", "en", t, [c, e], ["4242 4242 4242 4242"], "own card next to Stripe's public test card")


@B
def _(r):
    sc = "%s-%s-%s" % (r.choice(["20", "30", "40", "60"]), rd(r, 2), rd(r, 2))
    acc = rd(r, 8, nz=True)
    nino = uk_nino(r)
    t = (f"New job paperwork, please check I filled it right: Bank: Barclays, sort code {sc}, account number {acc}, "
         f"National Insurance number {nino}. Start date 5 January.")
    return C("uk-new-starter-bank-nino", "en", t, [acc, nino], [sc], "UK account number and NINO are secrets; the sort code is the bank's")


@B
def _(r):
    aba = us_aba(r)
    acc = rd(r, 10, nz=True)
    ph = "(%s) %s-%s" % (rd(r, 3, nz=True), rd(r, 3, nz=True), rd(r, 4))
    t = (f"For the direct deposit form: routing {aba}, checking account {acc}. HR's number is {ph} if they need to verify. "
         f"Does the routing number look like Chase's?")
    return C("us-direct-deposit", "en", t, [acc], [aba, ph], "own checking account; ABA routing number (check digit computed) and HR phone are public")


@B
def _(r):
    ssn = us_ssn(r)
    ein = us_ein(r)
    t = (f"filling out my W-4 and I-9 for the new employer. my SSN is {ssn}, employer EIN is {ein}. "
         f"which box does the EIN go in?")
    return C("ssn-on-w4", "en", t, [ssn], [ein], "own SSN; employer's EIN is a lookalike")


@B
def _(r):
    pp = rd(r, 9, nz=True)
    pnr = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "016" + rd(r, 10)
    t = (f"ESTA form asks for passport details. Mine: US passport {pp}, issued 2019, expires 2029. Flight is UA 926, "
         f"booking ref {pnr}, e-ticket {tkt}. Do they need the ticket number?")
    return C("passport-esta-form", "en", t, [pp], [pnr, tkt], "passport number; booking reference and ticket number are not secrets")


@B
def _(r):
    dl = r.choice("ABDFGNY") + rd(r, 7)
    conf = "K" + rd(r, 10)
    t = (f"Hertz wants my licence info before pickup (confirmation {conf}). California DL {dl}, exp 03/14/2029. "
         f"Is it normal for them to ask this in advance?")
    return C("drivers-licence-rental", "en", t, [dl], [conf], "California driver licence number; rental confirmation is a reference")


@B
def _(r):
    mem = r.choice(["XEH", "W", "ZGP"]) + rd(r, 9, nz=True)
    grp = rd(r, 6, nz=True) + "-" + rd(r, 3)
    claim = "EOB" + rd(r, 11)
    t = (f"Can you help me appeal a denied claim? Member ID {mem}, group number {grp}, claim {claim}, "
         f"date of service Oct 14. They say the MRI wasn't pre-authorized.")
    return C("health-insurance-member-id", "en", t, [mem], [grp, claim], "health insurance member id; group and claim numbers are not secrets")


@B
def _(r):
    pw = passphrase = "-".join(r.choice(EN_WORDS) for _ in range(3)) + rd(r, 2)
    model = r.choice(["RAX50", "AX3000", "Archer AX55", "R7000"])
    t = (f"Making a little card for guests: Wi-Fi network 'Hollis_Home', password {pw}. Router is a {model} in the hallway "
         f"closet if it needs a reboot. Can you make it sound friendly?")
    return C("wifi-card-for-guests", "en", t, [pw], [model], "home Wi-Fi password; router model is a lookalike")


@B
def _(r):
    gate = rd(r, 4, nz=True) + "#"
    door = rd(r, 4, nz=True)
    alarm = rd(r, 4, nz=True)
    vet = "555-%s" % rd(r, 4)
    t = (f"Notes for the dog sitter, please tidy them up: side gate code {gate}, back door keypad {door}, "
         f"alarm panel code {alarm} (you have 30 seconds). Biscuit eats at 7am and 6pm. Vet: Dr. Ames {vet}.")
    return C("dog-sitter-codes", "en", t, [gate, door, alarm], [vet], "gate, door and alarm codes; vet phone number is not")


@B
def _(r):
    box = rd(r, 4)
    conf = "HM" + rs(r, UP + DIG, 8)
    t = (f"Airbnb check-in message draft: Hi! Your reservation {conf} is confirmed. The key is in the lockbox left of the "
         f"door, code {box}. Please scramble the dial after use. Could you translate this to Spanish?")
    return C("lockbox-airbnb", "en", t, [box], [conf], "key-box code; Airbnb confirmation code is a reference")


@B
def _(r):
    code = rd(r, 6)
    short = rd(r, 5, nz=True)
    t = (f"I got this text from {short}: \"Your Microsoft account security code is {code}. If you didn't request it, "
         f"ignore this message.\" but I didn't request anything. should I worry?")
    return C("sms-2fa-code", "en", t, [code], [short], "one-time code from an SMS; the sender short code is not")


@B
def _(r):
    codes = ["%s %s" % (rd(r, 4, nz=True), rd(r, 4)) for _ in range(5)]
    gen = "2025-%02d-%02d" % (r.randint(1, 11), r.randint(10, 28))
    t = ("Saving my Google backup codes somewhere safe, is a text file ok?\n\n" + "\n".join(
        "%d. %s" % (i + 1, c) for i, c in enumerate(codes)) + "\n\n(generated " + gen + ", the other five I already used)")
    return C("google-backup-codes", "en", t, codes, [gen], "five 8-digit backup codes; generation date is not secret")


@B
def _(r):
    seed = rs(r, B32, 32)
    t = (f"I want to generate TOTP codes in a small script instead of using my phone. The QR code decodes to\n"
         f"otpauth://totp/GitHub:rnakamura?secret={seed}&issuer=GitHub\nhow do I use pyotp with it? I have pyotp==2.9.0 installed.")
    return C("totp-seed-otpauth", "en", t, [seed], ["2.9.0"], "TOTP seed in an otpauth URI; library version is a lookalike")


@B
def _(r):
    maiden = r.choice(["Kowalczyk", "Fairbanks", "Oyelaran", "Lindqvist", "Castellanos"])
    pet = r.choice(["Pickles", "Mr. Whiskers", "Bandit", "Noodle"])
    street = r.choice(["Larchmont Ave", "Willow Creek Rd", "Harper Street"])
    last = rd(r, 4)
    t = (f"Help me remember what I set as security questions for the bank (checking account ending {last}): mother's maiden name {maiden}, "
         f"first pet {pet}, street I grew up on {street}. I think they were those.")
    return C("security-question-answers", "en", t, [maiden, pet, street], [last], "answers to security questions; last four digits of an account are not secret")


@B
def _(r):
    pw = pw_human(r, EN_WORDS)
    amt = "$%d.%02d" % (r.choice([15, 17, 22]), r.choice([49, 99]))
    t = (f"my netflix password is {pw} and my ex still uses the account, I see a profile I don't know. "
         f"I pay {amt} a month. how do I kick everyone out and change it?")
    return C("streaming-password-prose", "en", t, [pw], [amt], "password in prose; price is not a secret")


@B
def _(r):
    base = r.choice(EN_WORDS)
    right = base[0].upper() + base[1:] + "_" + rd(r, 4, nz=True) + "!"
    wrong = right[:-1] + "?"
    m1 = f"Can you remind me later that the password for the garage Wi-Fi extender is {wrong}"
    m2 = f"oops no, I mistyped. it's {right} with an exclamation mark at the end"
    return C("password-corrected-next-message", "en", [m1, m2], [wrong, right], [], "password given then corrected; both versions are cut")


@B
def _(r):
    letters = [r.choice("BDFKMPRT"), r.choice("aeiou"), r.choice("rstln"), r.choice("aeiou"), r.choice("kmpz")]
    num = rd(r, 2, nz=True)
    spelled = "capital %s, %s, %s, %s, %s, %s, %s, dollar sign" % (letters[0], letters[1], letters[2], letters[3], letters[4], num[0], num[1])
    t = (f"My dad is reading me his email password over the phone and I'm typing it here so I don't forget: "
         f"{spelled}. Can you turn that into the actual password string?")
    return C("spelled-out-password", "en", t, [spelled], [], "password dictated character by character")


@B
def _(r):
    tok = "npm_" + rs(r, ALNUM, 36)
    integ = "sha512-" + base64.b64encode(rbytes(r, 64)).decode()
    t = (f"npm publish gives E401. my ~/.npmrc:\n\n//registry.npmjs.org/:_authToken={tok}\n\n"
         f"and the lockfile entry for the package has integrity {integ}")
    return C("npm-token-npmrc", "en", t, [tok], [integ], "npm automation token; lockfile integrity hash is a lookalike")


@B
def _(r):
    tok = "glpat-" + rs(r, B64U, 20)
    job = rd(r, 10, nz=True)
    t = (f"Pipeline job {job} fails at `git clone https://oauth2:{tok}@gitlab.com/acme-infra/terraform.git` with 403. "
         f"The token has read_repository scope.")
    return C("gitlab-token-clone", "en", t, [tok], [job], "GitLab personal access token in a clone URL")


@B
def _(r):
    tok = "hf_" + rs(r, UP + LO, 34)
    rev = sha40(r)
    t = (f"from huggingface_hub import login\nlogin(token=\"{tok}\")\nmodel = AutoModel.from_pretrained(\"mistralai/Mistral-7B-v0.1\", "
         f"revision=\"{rev}\")\n\nwhy does it still say gated repo?")
    return C("huggingface-token", "en", t, [tok], [rev], "Hugging Face token; model revision hash is a lookalike")


@B
def _(r):
    sid = "AC" + rs(r, HEXL, 32)
    auth = rs(r, HEXL, 32)
    msg = "SM" + rs(r, HEXL, 32)
    t = (f"Twilio: account SID {sid}, auth token {auth}. Message {msg} shows status undelivered with error 30007. "
         f"What does 30007 mean?")
    return C("twilio-auth-token", "en", t, [auth], [msg], "auth token is the secret; the message SID is an identifier (account SID left neutral)")


@B
def _(r):
    key = "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)
    mid = rs(r, B64U, 22) + ".filter" + rd(r, 4) + "-" + rd(r, 6)
    t = (f"settings.py\nEMAIL_BACKEND = 'sendgrid_backend.SendgridBackend'\nSENDGRID_API_KEY = '{key}'\n\n"
         f"emails are accepted (message id {mid}) but never arrive")
    return C("sendgrid-key-settings", "en", t, [key], [mid], "SendGrid API key; message id is a lookalike")


@B
def _(r):
    bot = rd(r, 10, nz=True) + ":AA" + rs(r, B64U, 33)
    chat = "-100" + rd(r, 10, nz=True)
    t = (f"My telegram bot can't post to the group. token {bot}, chat_id {chat}. It's an admin in the group. "
         f"Bad Request: chat not found")
    return C("telegram-bot-token", "en", t, [bot], [chat], "Telegram bot token; chat id is an identifier")


@B
def _(r):
    wid = rd(r, 19, nz=True)
    wtok = rs(r, B64U, 68)
    t = (f"Discord webhook for our build notifications: https://discord.com/api/webhooks/{wid}/{wtok}\n"
         f"It worked yesterday, today returns 404 Unknown Webhook.")
    return C("discord-webhook-token", "en", t, [wtok], [wid], "webhook token is the secret; the numeric webhook id is a lookalike")


@B
def _(r):
    pk = rs(r, HEXL, 64)
    tx = "0x" + rs(r, HEXL, 64)
    t = (f"I imported my private key {pk} into a new wallet and the balance is zero, but etherscan shows tx {tx} "
         f"arrived yesterday. Wrong network?")
    return C("eth-private-key-vs-txhash", "en", t, [pk], [tx], "wallet private key (64 hex) next to a public transaction hash (64 hex)")


@B
def _(r):
    user = r.choice(["jenkins", "ci-bot", "monitor"])
    pw = pw_strong(r, 16)
    blob = base64.b64encode(f"{user}:{pw}".encode()).decode()
    rid = uuid4(r)
    t = (f"Our health check sends\nAuthorization: Basic {blob}\nX-Request-ID: {rid}\nand Jenkins replies 401. "
         f"Is the header format wrong?")
    return C("basic-auth-header", "en", t, [blob], [rid], "base64 user:password in a Basic header; request id is not")


@B
def _(r):
    u = base64.b64encode(b"payments").decode()
    p = base64.b64encode(pw_strong(r, 20).encode()).decode()
    digest = "sha256:" + sha64(r)
    t = (f"Is this k8s manifest ok?\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\ntype: Opaque\n"
         f"data:\n  username: {u}\n  password: {p}\n\nThe deployment uses image registry.internal/payments@{digest}")
    return C("k8s-secret-manifest", "en", t, [p], [digest], "base64 password in a Kubernetes Secret; username left neutral; image digest is a lookalike")


@B
def _(r):
    dbpw = pw_strong(r, 20, sym="!%*-_")
    cf = rs(r, B64U, 40)
    zone = rs(r, HEXL, 32)
    t = (f"terraform.tfvars:\n\ndb_password          = \"{dbpw}\"\ncloudflare_api_token = \"{cf}\"\n"
         f"cloudflare_zone_id   = \"{zone}\"\n\nterraform plan wants to recreate the DNS records every time, why?")
    return C("terraform-tfvars", "en", t, [dbpw, cf], [zone], "DB password and Cloudflare token; the zone id is a public identifier")


@B
def _(r):
    api = rs(r, HEXL, 32)
    app = rs(r, HEXL, 40)
    mon = rd(r, 9, nz=True)
    t = (f"datadog.yaml has api_key: {api}. For the monitors script I use DD_APP_KEY={app}. "
         f"Monitor {mon} never triggers even when the host is down.")
    return C("datadog-keys", "en", t, [api, app], [mon], "Datadog API and application keys; monitor id is not secret")


@B
def _(r):
    pin = rd(r, 4)
    puk = rd(r, 8)
    icc = iccid(r)
    t = (f"My phone says SIM locked after I entered the wrong PIN. The card that came with it says PIN {pin}, PUK {puk}. "
         f"ICCID printed on it is {icc}. Which one do I type now?")
    return C("sim-pin-puk", "en", t, [pin, puk], [icc], "SIM PIN and PUK; ICCID (Luhn computed) is a serial number")


@B
def _(r):
    pin = rd(r, 4)
    last = rd(r, 4)
    t = (f"Honestly is {pin} a bad PIN for my debit card (the one ending in {last})? "
         f"It's easy for me to remember but my friend says it's too obvious.")
    return C("debit-pin-question", "en", t, [pin], [last], "card PIN; the last four digits of a card are not a secret")


@B
def _(r):
    code = rd(r, 6)
    room = rd(r, 4, nz=True)
    t = (f"Hotel room {room}: I set the safe to {code} and now it just blinks 'Err' when I type it. "
         f"Front desk is busy, any tricks?")
    return C("hotel-safe-code", "en", t, [code], [room], "room safe code; room number is not")


@B
def _(r):
    app = " ".join(rs(r, LO, 4) for _ in range(4))
    t = (f"Django email settings:\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'katie.orr.studio@gmail.com'\n"
         f"EMAIL_HOST_PASSWORD = '{app}'\nEMAIL_USE_TLS = True\n\nSMTPAuthenticationError 535. Should the app password have spaces?")
    return C("gmail-app-password", "en", t, [app], ["587"], "Gmail app password (four groups of four letters); the port is a lookalike")


@B
def _(r):
    rk = "-".join(rs(r, UP.replace("O", "").replace("I", "") + "23456789", 4) for _ in range(7))
    serial = rs(r, UP + DIG, 10)
    t = (f"Apple says I need my Recovery Key to sign in. I wrote down {rk} from when I set it up. "
         f"The iPhone serial is {serial} if support asks.")
    return C("apple-recovery-key", "en", t, [rk], [serial], "Apple account recovery key; device serial number is a lookalike")


@B
def _(r):
    key = "-".join(rd(r, 6) for _ in range(8))
    kid = uuid4(r).upper()
    t = (f"Windows is asking for the BitLocker recovery key after a BIOS update. The screen shows Key ID {kid[:8]} "
         f"and my Microsoft account lists:\nKey ID: {kid}\nRecovery Key: {key}\nJust type it in, right?")
    return C("bitlocker-recovery-key", "en", t, [key], [kid], "48-digit BitLocker recovery key; the key id GUID is shown publicly on the boot screen")


@B
def _(r):
    sin = ca_sin(r)
    bn = rd(r, 9, nz=True) + "RP0001"
    t = (f"My employer's payroll portal (business number {bn}) wants my SIN: {sin}. "
         f"Is it legit for them to ask by email first?")
    return C("canada-sin", "en", t, [sin], [bn], "Canadian SIN (Luhn computed); employer's business number is public")


@B
def _(r):
    tfn = au_tfn(r)
    bsb = "%s-%s" % (r.choice(["062", "083", "033", "012"]), rd(r, 3))
    acc = rd(r, 9, nz=True)
    abn = au_abn(r)
    t = (f"Onboarding form for the café (ABN {abn}): TFN {tfn}, super fund AustralianSuper, pay into BSB {bsb} "
         f"account {acc}. Anything else I should check before I submit?")
    return C("australia-tfn-bank", "en", t, [tfn, acc], [abn, bsb], "TFN (check computed) and account; employer ABN (computed) and BSB are public")


@B
def _(r):
    mbi = us_mbi(r)
    npi = us_npi(r)
    t = (f"Helping my mom with Medicare. Her card shows MBI {mbi}. Her doctor's NPI is {npi}. "
         f"Can you draft a letter asking why the wheelchair claim was rejected?")
    return C("medicare-mbi", "en", t, [mbi], [npi], "Medicare beneficiary identifier (entrusted); doctor's NPI (Luhn computed) is public")


@B
def _(r):
    p1, p2, p3 = pw_human(r, EN_WORDS), pw_strong(r, 12), pw_leet(r, EN_WORDS)
    t = ("Turn this into a CSV for my password manager import:\n\n| site | user | password |\n|---|---|---|\n"
         f"| chase.com | tomas.reyes | {p1} |\n| amazon | tomas.reyes@gmail.com | {p2} |\n| comcast | treyes77 | {p3} |")
    return C("password-table-import", "en", t, [p1, p2, p3], [], "three passwords in a markdown table")


@B
def _(r):
    pw = pw_human(r, EN_WORDS, sym="!*")
    rid = rs(r, HEXL, 16)
    t = (f"Our access log has lines like this, is that a problem?\n10.2.0.14 - - [02/Dec/2025:10:41:55 +0000] "
         f"\"GET /legacy/login.php?user=mbrennan&pass={pw}&remember=1 HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\" rid={rid}")
    return C("password-in-access-log", "en", t, [pw], [rid], "password leaked in a query string; request id is not secret")


@B
def _(r):
    key = uuid4(r)
    rel = uuid4(r)
    t = (f"Heroku CLI in CI: HEROKU_API_KEY={key} heroku releases:rollback -a billing-worker. "
         f"It rolls back release {rel} instead of the one I want.")
    return C("heroku-api-key-uuid", "en", t, [key], [rel], "Heroku API key in UUID form next to a release UUID")


@B
def _(r):
    block = ec_p256_pem(r)
    fp = ":".join(rs(r, HEXU, 2) for _ in range(32))
    t = (f"nginx: [emerg] SSL_CTX_use_PrivateKey failed. The key file:\n\n{block}\n\nand the cert's SHA-256 fingerprint is\n{fp}")
    return C("ec-private-key-pem", "en", t, [block], [fp], "P-256 EC private key (valid structure, public point derived); cert fingerprint is public")


@B
def _(r):
    cid = rd(r, 12, nz=True) + "-" + rs(r, LO + DIG, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + rs(r, B64U, 28)
    t = (f"OAuth redirect_uri_mismatch. client_id {cid}\nclient_secret {sec}\nredirect http://localhost:8080/callback")
    return C("google-oauth-client-secret", "en", t, [sec], [cid], "OAuth client secret; client id is public")


@B
def _(r):
    user = r.choice(["claire.b", "hwang.j", "o.mensah"])
    pw = pw_human(r, EN_WORDS)
    ver = "131.0.%d.%d" % (r.randint(6700, 6799), r.randint(10, 99))
    t = (f"Mortgage portal is being weird. Username {user}, password {pw}. "
         f"It keeps saying 'session expired' right after login. I'm on Chrome {ver}. Browser issue?")
    return C("mortgage-portal-login", "en", t, [pw], [ver], "password; browser version is a lookalike")


@B
def _(r):
    pw = pw_strong(r, 13, sym="!$%*")
    t = (f"Turn this into a QR code for the fridge: WIFI:T:WPA;S:Okafor-5G;P:{pw};; "
         f"and tell me if the format is right")
    return C("wifi-qr-string", "en", t, [pw], [], "Wi-Fi password inside a WIFI: QR payload")


@B
def _(r):
    tok = "ATATT3xFfGF0" + rs(r, B64U, 170) + "=" + rs(r, HEXU, 8)
    issue = r.choice(["OPS", "PLAT", "WEB"]) + "-" + rd(r, 4, nz=True)
    t = (f"curl -u dev@lumen.io:{tok} https://lumen.atlassian.net/rest/api/3/issue/{issue}\n"
         f"returns 401 even though the token is brand new")
    return C("atlassian-api-token", "en", t, [tok], [issue], "Atlassian API token; issue key is not secret")


@B
def _(r):
    pw = pw_strong(r, 12, sym="!%*")
    ver = "8.0.%d" % r.randint(30, 40)
    t = (f"mysql -h 127.0.0.1 -u root -p{pw} shop < dump.sql\nERROR 1045 (28000): Access denied. Server version {ver}. "
         f"The password works in Workbench.")
    return C("mysql-cli-password", "en", t, [pw], [ver], "password glued to -p; server version is a lookalike")


@B
def _(r):
    c = card(r, "amex")
    p1, p2, p3 = c[:4], c[4:10], c[10:]
    e = expiry(r)
    cid = rd(r, 4)
    ref = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    m1 = f"I'll give you my Amex in pieces for the booking form you're filling (reservation {ref}), first part {p1} {p2}"
    m2 = f"last part {p3}, expires {e}, the 4 digit code on the front is {cid}"
    return C("card-in-two-messages", "en", [m1, m2], [p1 + " " + p2, p3, e, cid], [ref], "Amex given in parts over two messages; reservation code is a reference")


@B
def _(r):
    key = "lin_api_" + rs(r, ALNUM, 40)
    m1 = "I'm going to paste my Linear API key in the next message, just store it for the integration script we're writing."
    m2 = key
    m3 = "ok now write the script that lists my open issues"
    return C("api-key-next-message", "en", [m1, m2, m3], [key], [], "key announced in one message and sent bare in the next")


@B
def _(r):
    user = "ngozi.a"
    pw = pw_human(r, EN_WORDS)
    ans = r.choice(["Enugu", "Mrs. Adebayo", "Lagos Grammar"])
    m1 = f"Log in for me to check the pension statement? username {user} password {pw}"
    m2 = f"it will ask a security question, the answer to 'name of your first teacher' is {ans}"
    return C("pension-login-and-answer", "en", [m1, m2], [pw, ans], [], "password then a security answer in a follow-up")


@B
def _(r):
    code = rd(r, 6)
    tick = rd(r, 8, nz=True)
    t = (f"Pasted from my email:\n\nFrom: Coinbase <no-reply@coinbase.com>\nSubject: Your verification code\n\n"
         f"Your Coinbase verification code is: {code}\nThis code expires in 10 minutes.\n\n"
         f"-- and support ticket #{tick} says someone tried to log in from Ukraine. what do i do")
    return C("email-verification-code", "en", t, [code], [tick], "verification code in a pasted email; support ticket number is a reference")


@B
def _(r):
    pin = rd(r, 6)
    acc = rd(r, 4)
    t = (f"My T-Mobile account PIN is {pin}. Someone tried a SIM swap on my line ending {acc}. "
         f"Should I change the PIN or add a port-out lock?")
    return C("carrier-account-pin", "en", t, [pin], [acc], "carrier account PIN; last digits of a phone line are not secret")

# ================================================================ English, negative (look-alikes only)
@B
def _(r):
    a, s = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    t = (f"In the AWS docs every example uses {a} and {s}. If I put those in my README as sample values, "
         f"will GitHub secret scanning flag the repo?")
    return C("aws-docs-example-keys", "en", t, [], [a, s], "AWS documentation example key pair")


@B
def _(r):
    t = ("For the QA checklist: success with 4242 4242 4242 4242, decline (insufficient funds) with 4000 0000 0000 9995, "
         "and 3DS with 4000 0027 6000 3184. The docs also show sk_test_4eC39HqLyjWDarjtT1zdp7dc in the curl examples. "
         "Can you format this as a table?")
    return C("stripe-test-cards", "en", t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0027 6000 3184", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
             "Stripe public test cards and the documentation test key")


@B
def _(r):
    h = sha64(r)
    c = sha40(r)
    t = (f"Downloaded ubuntu-24.04.1-desktop-amd64.iso and sha256sum gives {h}. The release tag points to commit {c}. "
         f"How do I check it against SHA256SUMS properly?")
    return C("iso-checksum-commit", "en", t, [], [h, c], "file checksum and commit hash")


@B
def _(r):
    u1, u2 = uuid4(r), uuid4(r)
    t = (f"Migration question: tenant {u1} has a duplicate row with id {u2} in the invoices table. "
         f"What's the safest DELETE with a CTE?")
    return C("uuids-in-migration", "en", t, [], [u1, u2], "row UUIDs")


@B
def _(r):
    t = ("Review my .env.example before I commit it:\n\nOPENAI_API_KEY=your_api_key_here\nDB_PASSWORD=changeme\n"
         "GITHUB_TOKEN=<token>\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx")
    return C("env-example-placeholders", "en", t, [], ["your_api_key_here", "changeme", "<token>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"],
             "placeholders in an example env file")


@B
def _(r):
    last = rd(r, 4)
    tail = rs(r, ALNUM, 4)
    m1 = "**** **** **** " + last
    m2 = "sk-..." + tail
    t = (f"My statement shows two charges from OpenAI on the card {m1}. The usage page lists only one key, shown as {m2}. "
         f"Could a second key exist?")
    return C("masked-card-and-key", "en", t, [], [m1, m2], "masked card number and masked API key")


@B
def _(r):
    order = "11%d-%s-%s" % (r.randint(1, 4), rd(r, 7), rd(r, 7))
    ups = "1Z" + rs(r, UP + DIG, 6) + rd(r, 10)
    rma = "RMA-" + rd(r, 6, nz=True)
    t = (f"Amazon order {order} arrived broken. The UPS tracking is {ups}, and the seller gave me return authorization {rma}. "
         f"Write a polite message asking for a refund instead of a replacement.")
    return C("order-tracking-rma", "en", t, [], [order, ups, rma], "order number, UPS tracking number (check digit not computed), RMA")


@B
def _(r):
    t = ("I'm giving a talk on passwords. Explain why 'correct horse battery staple' beats Tr0ub4dor&3 per the xkcd comic, "
         "and mention the hunter2 joke from bash.org.")
    return C("famous-example-passwords", "en", t, [], ["correct horse battery staple", "Tr0ub4dor&3", "hunter2"], "famous example passwords discussed as examples")


@B
def _(r):
    ver = "%d.%d.%d-rc.%d" % (r.randint(1, 4), r.randint(0, 30), r.randint(0, 9), r.randint(1, 4))
    digest = "sha256:" + sha64(r)
    build = "build-" + rd(r, 5, nz=True)
    t = (f"Changelog entry please: released {ver}, image digest {digest}, CI {build}. Mention the memory leak fix.")
    return C("release-version-digest", "en", t, [], [ver, digest, build], "version string, image digest, build id")


@B
def _(r):
    pnr = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "125" + rd(r, 10)
    fl = "BA %d" % r.randint(100, 999)
    t = (f"Rebooking help: my flight {fl} was cancelled. Booking reference {pnr}, ticket number {tkt}. "
         f"What am I entitled to under UK261?")
    return C("flight-rebooking", "en", t, [], [pnr, tkt, fl], "booking reference, e-ticket number, flight number")


@B
def _(r):
    ein = us_ein(r)
    inv = "INV-%d-%s" % (2025, rd(r, 5))
    po = "PO" + rd(r, 8)
    t = (f"Our vendor Northwind Supplies (EIN {ein}) sent invoice {inv} referencing purchase order {po}. "
         f"Draft a reply saying the PO was closed last month.")
    return C("vendor-invoice-ein", "en", t, [], [ein, inv, po], "vendor EIN, invoice and PO numbers")


@B
def _(r):
    sc = "%s-%s-%s" % ("40", rd(r, 2), rd(r, 2))
    acc = rd(r, 8, nz=True)
    reg = rd(r, 7, nz=True)
    t = (f"The food bank's donation page says: Account name Riverside Food Bank, sort code {sc}, account {acc}, "
         f"registered charity no. {reg}. Should I add Gift Aid when I transfer?")
    return C("charity-bank-details", "en", t, [], [sc, acc, reg], "a charity's published bank details and charity number")


@B
def _(r):
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"Can you decode the example token from jwt.io for my slides? {tok}\nI want to show what the header and payload look like.")
    return C("jwt-io-example", "en", t, [], [tok], "the jwt.io documentation example token")


@B
def _(r):
    im = imei(r)
    sn = rs(r, UP + DIG, 11)
    t = (f"Selling my phone, the buyer asked for the IMEI to check it isn't blacklisted: {im}. Serial {sn}, model A2849. "
         f"Is it safe to share these?")
    return C("imei-for-buyer", "en", t, [], [im, sn, "A2849"], "IMEI (Luhn computed), serial and model numbers")


@B
def _(r):
    seed = rbytes(r, 32)
    pub = ed25519_pub(seed)
    _b, publine, fp = openssh_ed25519(r, seed, pub, "ana@build-01")
    gpg = " ".join(rs(r, HEXU, 4) for _ in range(10))
    t = (f"Add this to authorized_keys on the staging box:\n{publine}\nAlso my GPG key fingerprint is {gpg} for signing the release tags.")
    return C("ssh-public-key-gpg-fingerprint", "en", t, [], [publine, gpg], "SSH public key line and GPG fingerprint")


@B
def _(r):
    t = ("Which of these is the 'official' example IBAN? I've seen GB82 WEST 1234 5698 7654 32 in the ECBS docs and "
         "DE89 3704 0044 0532 0130 00 in lots of tutorials. I need one for unit tests of my validator.")
    return C("example-ibans-docs", "en", t, [], ["GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"], "well-known documentation IBANs")


@B
def _(r):
    bc = "bc1q" + rs(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
    tx = rs(r, HEXL, 64)
    t = (f"The wiki's donation address is {bc}. Blockchair shows my donation in tx {tx} with 3 confirmations. "
         f"How long until they see it?")
    return C("bitcoin-donation-address", "en", t, [], [bc, tx], "public donation address (bech32 checksum not computed) and txid")


@B
def _(r):
    meter = rd(r, 10, nz=True)
    phone = "1-800-%s-%s" % (rd(r, 3, nz=True), rd(r, 4))
    amt = "$%d.%02d" % (r.randint(180, 420), r.randint(0, 99))
    t = (f"Our electric bill jumped to {amt}. Meter number {meter}. The utility's line is {phone}. "
         f"Help me write what to say when I call to dispute it.")
    return C("utility-bill-dispute", "en", t, [], [meter, phone, amt], "meter number, phone number, amount")


@B
def _(r):
    v = vin(r)
    t = (f"Found a used 2019 Camry online, VIN {v}. What should I look for in the Carfax report?")
    return C("vin-used-car", "en", t, [], [v], "VIN with computed check digit")


@B
def _(r):
    isbn = isbn13(r)
    doi = "10.1016/j.cell.2023.%02d.%03d" % (r.randint(1, 12), r.randint(1, 60))
    t = (f"Format this citation in APA: ISBN {isbn}, and the article with DOI {doi}.")
    return C("isbn-doi-citation", "en", t, [], [isbn, doi], "ISBN-13 (check computed) and DOI")

# ================================================================ Chinese
@B
def _(r):
    cid = cn_id(r)
    raw = card(r, "unionpay")
    bank = fmt_card(raw)
    bname = {"6222": "中国工商银行深圳南山支行", "6217": "中国建设银行深圳南山支行", "6228": "中国农业银行深圳南山支行"}[raw[:4]]
    sf = "SF" + rd(r, 13, nz=True)
    t = (f"帮我检查一下入职表填得对不对：姓名 王磊，身份证号 {cid}，工资卡 {bank}，开户行 {bname}。"
         f"纸质合同已经用顺丰寄出了，运单号 {sf}。")
    return C("cn-id-salary-card", "zh", t, [cid, bank], [sf], "resident id (ISO 7064 check computed) and UnionPay card (Luhn); SF tracking number is not")


@B
def _(r):
    code = rd(r, 6)
    paypw = rd(r, 6)
    t = (f"刚收到一条短信：“【支付宝】验证码{code}，您正在登录支付宝，切勿告知他人。”可我没在登录啊。"
         f"还有我的支付密码是{paypw}，是不是太简单了？客服电话95188是真的吗？")
    return C("cn-alipay-code-paypw", "zh", t, [code, paypw], ["95188"], "SMS verification code and 6-digit payment password; the hotline is public")


@B
def _(r):
    uscc = cn_uscc(r)
    order = rd(r, 19, nz=True)
    t = (f"帮我写一段开票信息给客服：抬头 深圳市云帆科技有限公司，统一社会信用代码 {uscc}，"
         f"订单号 {order}，金额 ¥3,480.00，开增值税普通发票。")
    return C("cn-invoice-uscc", "zh", t, [], [uscc, order, "¥3,480.00"], "company unified social credit code (both checks computed), order number, amount")


# ================================================================ Japanese
@B
def _(r):
    mn = jp_mynumber(r)
    mnf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    br = rd(r, 3, nz=True)
    acc = rd(r, 7, nz=True)
    t = (f"年末調整の書類、これで合ってるか見てもらえますか。マイナンバー {mnf}、給与振込口座は三井住友銀行 渋谷駅前支店"
         f"（店番 {br}）普通預金 {acc} です。")
    return C("jp-mynumber-nenmatsu", "ja", t, [mnf, acc], [br], "My Number (check digit computed) and account number; branch number is the bank's")


@B
def _(r):
    base = r.choice(["sakura", "hinata", "tanuki", "momiji"]) + rd(r, 4, nz=True)
    wrong = base + "1"
    right = base + "l"
    m1 = f"実家のWi-Fiのパスワード、忘れないようにメモしておいてください。{wrong}"
    m2 = f"すみません、間違えました。正しくは {right} です（最後は数字の1じゃなくて小文字のエル）。"
    return C("jp-wifi-password-correction", "ja", [m1, m2], [wrong, right], [], "Wi-Fi password given then corrected")


@B
def _(r):
    corp = jp_corp(r)
    yam = jp_yamato(r)
    yamf = "%s-%s-%s" % (yam[:4], yam[4:8], yam[8:])
    t = (f"取引先から届いた請求書、インボイスの登録番号が T{corp} になっています。国税庁のサイトで確認する方法を教えてください。"
         f"あと、商品はヤマトの伝票番号 {yamf} で届く予定です。")
    return C("jp-invoice-registration", "ja", t, [], ["T" + corp, yamf], "qualified invoice number (corporate number check computed) and Yamato tracking (mod 7 computed)")


# ================================================================ Korean
@B
def _(r):
    rrn = kr_rrn(r)
    pw = pw_strong(r, 12, sym="!@$%^*")
    t = (f"연말정산 때문에 홈택스 들어가야 하는데 자꾸 오류가 나. 주민등록번호: {rrn}, 공동인증서 비밀번호: {pw}\n"
         f"로그인 순서 좀 차근차근 알려줘. 안 되면 국세상담센터 126에 전화해야 해?")
    return C("kr-rrn-cert-password", "ko", t, [rrn, pw], ["126"], "resident registration number (check computed) and certificate password; the public hotline is not")


@B
def _(r):
    acc = "3333-%s-%s" % (rd(r, 2), rd(r, 7))
    brn = kr_brn(r)
    t = (f"중고나라에서 카메라 사려는데 판매자가 사업자라면서 사업자등록번호를 보내줬어. {brn} 이거 진짜인지 어떻게 확인해? "
         f"환불받을 내 계좌는 카카오뱅크 {acc} 이렇게 알려주면 되겠지?")
    return C("kr-account-and-seller-brn", "ko", t, [acc], [brn], "own bank account; seller's business registration number (check computed) is public")


@B
def _(r):
    order = rd(r, 14, nz=True)
    inv = rd(r, 12, nz=True)
    t = (f"쿠팡 주문번호 {order}, CJ대한통운 송장번호 {inv}인데 3일째 배송조회가 안 돼요. 고객센터에 보낼 문의글 정중하게 써 주세요.")
    return C("kr-order-parcel", "ko", t, [], [order, inv], "order and parcel numbers")


# ================================================================ Arabic
@B
def _(r):
    nid = sa_id(r, "1")
    otp = rd(r, 4)
    caller = "05" + rd(r, 8)
    t = (f"اتصل علي واحد من الرقم {caller} يقول إنه من البنك وطلب رقم هويتي {nid} وقلت له، وبعدها وصلتني رسالة من أبشر: "
         f"\"رمز التحقق: {otp} لا تشاركه مع أحد\". هل أعطيه الرمز؟")
    return C("sa-absher-otp", "ar", t, [nid, otp], [caller], "Saudi national id (Luhn computed) and Absher OTP; the caller's phone number is not")


@B
def _(r):
    ib = mk_iban(r, "SA")
    ref = rd(r, 10, nz=True)
    t = (f"أبغى أرسل بيانات حسابي للموارد البشرية عشان ينزل الراتب: الآيبان {ib} في مصرف الراجحي. "
         f"رقم الطلب اللي أعطوني إياه {ref}. اكتب لي إيميل رسمي قصير.")
    return C("sa-iban-payroll", "ar", t, [ib], [ref], "own Saudi IBAN (mod-97 computed); HR request number is a reference")


@B
def _(r):
    vat = "3" + rd(r, 13) + "3"
    cr = "1010" + rd(r, 6)
    order = "ORD-" + rd(r, 7, nz=True)
    t = (f"وصلتني فاتورة من شركة النخبة للتجهيزات، الرقم الضريبي {vat} والسجل التجاري {cr}، ورقم الطلب {order}. "
         f"اكتب لي رسالة أطلب فيها تعديل اسم المنشأة في الفاتورة.")
    return C("sa-company-vat-invoice", "ar", t, [], [vat, cr, order], "a company's VAT and CR numbers and an order number")


# ================================================================ Persian
@B
def _(r):
    c = card(r, r.choice(["melli", "mellat"]))
    cf = "%s-%s-%s-%s" % (c[:4], c[4:8], c[8:12], c[12:])
    cvv2 = rd(r, r.choice([3, 4]))
    exp = "14%02d/%02d" % (r.randint(6, 9), r.randint(1, 12))
    otp = rd(r, 6)
    order = "DKC-" + rd(r, 9, nz=True)
    t = (f"خرید سفارش {order} از دیجی‌کالا انجام نمیشه. شماره کارتم {cf} هست، cvv2 {cvv2}، تاریخ انقضا {exp}، "
         f"رمز دوم پویا هم {otp} برام اومد. مشکل از کجاست؟")
    return C("ir-card-cvv2-dynamic-pin", "fa", t, [cf, cvv2, exp, otp], [order], "Iranian bank card (Luhn), CVV2, Jalali expiry and dynamic second PIN; order number is not")


@B
def _(r):
    nc = ir_melli(r)
    sh = mk_iban(r, "IR", spaced=False)
    track = rd(r, 8, nz=True)
    t = (f"برای ثبت‌نام وام ازدواج کد ملی {nc} و شماره شبا {sh} رو وارد کردم ولی خطای «عدم تطابق» میده. "
         f"کد پیگیری {track} هست. چیکار کنم؟")
    return C("ir-melli-sheba", "fa", t, [nc, sh], [track], "national code (check computed) and Sheba IBAN (mod-97); tracking code is a reference")


@B
def _(r):
    pw = r.choice(["Golab", "Shirin", "Parastoo", "Baran"]) + "@" + rd(r, 4, nz=True)
    t = (f"رمز وای‌فای مودم خونه رو عوض کردم به {pw}. حالا گوشی بابام وصل نمیشه. مودم TP-Link Archer C6 هست، "
         f"قدم به قدم بگو چطوری شبکه رو فراموش کنه و دوباره وصل بشه.")
    return C("ir-wifi-password", "fa", t, [pw], ["Archer C6"], "home Wi-Fi password; modem model is a lookalike")


# ================================================================ Hebrew
@B
def _(r):
    tz = il_tz(r)
    pw = pw_strong(r, 11, sym="!@$%*")
    t = (f"אני צריך להגיש תביעה לדמי אבטלה באתר של ביטוח לאומי. תעודת זהות {tz}, והסיסמה לאזור האישי {pw}. "
         f"תעזור לי לנסח את הסיבה להפסקת העבודה?")
    return C("il-tz-bituach-leumi", "he", t, [tz, pw], [], "Israeli ID (check computed) and personal-area password")


@B
def _(r):
    br = rd(r, 3, nz=True)
    acc = rd(r, 6, nz=True)
    hp = il_tz(r, "51")
    t = (f"תכתוב מייל קצר למשרד רואי החשבון (ח.פ. {hp}): החזר המס צריך להיכנס לחשבון שלי בבנק הפועלים, "
         f"סניף {br}, מספר חשבון {acc}. תודה!")
    return C("il-tax-refund-account", "he", t, [acc], [hp, br], "own account number; firm's company number (check computed) and branch number are public")


@B
def _(r):
    gate = rd(r, 4, nz=True)
    alarm = rd(r, 4, nz=True)
    t = (f"תנסח הודעה לבייביסיטר: הקוד לשער של הבניין {gate}#, הדלת של הדירה פתוחה, קוד האזעקה {alarm}. "
         f"הילדים ישנים בשמונה.")
    return C("il-gate-alarm-codes", "he", t, [gate + "#", alarm], [], "building gate code and alarm code")


# ================================================================ Hindi
@B
def _(r):
    aad = in_aadhaar(r)
    pan = in_pan(r)
    ifsc = r.choice(["SBIN", "HDFC", "ICIC", "PUNB"]) + "0" + rd(r, 6)
    t = (f"मेरा आधार नंबर {aad} है और पैन {pan}। इनकम टैक्स पोर्टल पर दोनों को लिंक करना है, स्टेप्स बताओ। "
         f"क्या बैंक का IFSC कोड {ifsc} भी डालना पड़ेगा?")
    return C("in-aadhaar-pan-link", "hi", t, [aad, pan], [ifsc], "Aadhaar (Verhoeff computed) and PAN (check letter not computed); IFSC is the bank's")


@B
def _(r):
    utr = rd(r, 12, nz=True)
    pin = rd(r, r.choice([4, 6]))
    t = (f"PhonePe से बिजली का बिल भरा, पैसे कट गए पर बिल पेंडिंग दिखा रहा है। UTR नंबर {utr} है। "
         f"मेरा UPI PIN {pin} है, कहीं किसी और ने तो इस्तेमाल नहीं किया? शिकायत कैसे करूँ?")
    return C("in-upi-pin-utr", "hi", t, [pin], [utr], "UPI PIN is the secret; the UTR of the payment is a reference")


@B
def _(r):
    gst = in_gstin(r)
    inv = "GST/%s/%s" % ("25-26", rd(r, 4, nz=True))
    pnr = rd(r, 10, nz=True)
    t = (f"दुकान का GSTIN {gst} है, बिल नंबर {inv}। और मेरी ट्रेन का PNR {pnr} कैंसिल हो गया था। "
         f"दोनों के लिए अलग-अलग शिकायत का ड्राफ्ट लिख दो।")
    return C("in-gstin-bill-pnr", "hi", t, [], [gst, inv, pnr], "shop GSTIN (check character computed), bill number, railway PNR")


# ================================================================ Thai
@B
def _(r):
    tid = th_id(r)
    pin = rd(r, 6)
    caller = "02-%s-%s" % (rd(r, 3, nz=True), rd(r, 4))
    t = (f"ช่วยดูหน่อย มีคนโทรมาจากเบอร์ {caller} บอกว่าเป็นเจ้าหน้าที่ธนาคาร ขอเลขบัตรประชาชน {tid} ไปแล้ว แล้วยังขอรหัส ATM {pin} อีก "
         f"ควรทำยังไงดี")
    return C("th-id-atm-pin", "th", t, [tid, pin], [caller], "Thai national id (check computed) and ATM PIN; caller's number is not")


@B
def _(r):
    otp = rd(r, 6)
    ref = rs(r, UP, 4)
    t = (f"ได้ SMS มาว่า \"OTP={otp} (Ref:{ref}) สำหรับผูกบัญชีกับ TrueMoney ใช้ได้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น\" "
         f"แต่ฉันไม่ได้ทำรายการอะไรเลย แบบนี้คืออะไร")
    return C("th-otp-with-ref", "th", t, [otp], [ref], "OTP is the secret; the Ref code printed beside it is not")


@B
def _(r):
    tax = th_tax_company(r)
    kerry = "KEX" + rs(r, UP, 2) + rd(r, 10)
    order = rd(r, 15, nz=True)
    t = (f"ขอใบกำกับภาษีเต็มรูปจากร้าน เลขประจำตัวผู้เสียภาษีของร้าน {tax} เลขคำสั่งซื้อ Lazada {order} "
         f"พัสดุ Kerry เลขที่ {kerry} ช่วยเขียนข้อความขอใบกำกับภาษีให้หน่อย")
    return C("th-shop-tax-invoice", "th", t, [], [tax, order, kerry], "shop tax id (check computed), order and parcel numbers")


# ================================================================ Vietnamese
@B
def _(r):
    cccd = r.choice(["001", "079", "048", "031"]) + r.choice("0123") + rd(r, 2) + rd(r, 6)
    pw = pw_human(r, ["Hoasen", "Mattroi", "Biendong", "Saigon"], sym="@!#")
    otp = rd(r, 6)
    hot = "1900 " + rd(r, 4, nz=True)
    t = (f"Em bị khóa tài khoản Internet Banking. Số CCCD của em là {cccd}, mật khẩu em đặt là {pw}, "
         f"mã OTP vừa gửi về là {otp}. Em nên gọi tổng đài {hot} hay ra quầy ạ?")
    return C("vn-cccd-ibanking", "vi", t, [cccd, pw, otp], [hot], "citizen id (no public check digit), banking password and OTP; bank hotline is public")


@B
def _(r):
    stk = "10" + rd(r, 11)
    pin = rd(r, 6)
    ft = "FT25" + rd(r, 3) + rs(r, UP + DIG, 7)
    t = (f"Chuyển khoản bị treo: em chuyển từ tài khoản Vietcombank {stk} của em, mã giao dịch {ft}. "
         f"Mã PIN thẻ ATM của em là {pin}, có cần đổi không ạ?")
    return C("vn-account-pin-ft", "vi", t, [stk, pin], [ft], "own account and ATM PIN; transaction reference is not secret")


@B
def _(r):
    otp = rd(r, 6)
    order = rd(r, 6) + rs(r, UP + DIG, 8)
    ghn = "G" + rs(r, UP, 2) + rs(r, UP + DIG, 5)
    t = (f"Có người nhắn Zalo tự xưng là shipper, hỏi mã OTP {otp} để \"xác nhận giao hàng\" cho đơn Shopee {order}, "
         f"mã vận đơn GHN {ghn}. Em có nên đưa không?")
    return C("vn-otp-shipper-scam", "vi", t, [otp], [order, ghn], "OTP is the secret; order and waybill numbers are not")


# ================================================================ Indonesian
@B
def _(r):
    nik = r.choice(["3171", "3273", "3578", "5171"]) + rd(r, 2) + "%02d%02d%02d" % (r.randint(1, 28) + r.choice([0, 40]), r.randint(1, 12), r.randint(70, 99)) + rd(r, 4)
    rek = rd(r, 10, nz=True)
    pin = rd(r, 6)
    app = "KPR/%s/%s" % (rd(r, 4, nz=True), rd(r, 5, nz=True))
    t = (f"Tolong bantu isi formulir pengajuan KPR nomor {app}: NIK {nik}, nomor rekening BCA {rek}. "
         f"Oh ya, PIN m-BCA saya {pin}, perlu dicantumkan juga nggak?")
    return C("id-nik-rekening-pin", "id", t, [nik, rek, pin], [app], "NIK (no public check digit), own account, m-banking PIN; application number is a reference")


@B
def _(r):
    otp = rd(r, 4)
    inv = "INV/2025%02d%02d/MPL/%s" % (r.randint(1, 12), r.randint(1, 28), rd(r, 10, nz=True))
    t = (f"Kode OTP GoPay saya {otp}, barusan ada yang telepon ngaku dari Tokopedia minta kode itu buat refund pesanan {inv}. "
         f"Ini penipuan kan?")
    return C("id-gopay-otp", "id", t, [otp], [inv], "GoPay OTP; Tokopedia invoice number is a reference")


@B
def _(r):
    pw = r.choice(["rumahkita", "kucingoren", "keluarga"]) + rd(r, 4, nz=True)
    t = (f"Password WiFi IndiHome di rumah saya ganti jadi {pw}, tapi TV di kamar nggak mau konek. "
         f"Modemnya ZTE F609. Harus reset modem atau cukup lupakan jaringan?")
    return C("id-wifi-indihome", "id", t, [pw], ["ZTE F609"], "home Wi-Fi password; modem model is a lookalike")


# ================================================================ Tagalog
@B
def _(r):
    mpin = rd(r, 4)
    otp = rd(r, 6)
    t = (f"Ate, may nag-text sa akin na taga-GCash daw, kailangan daw i-verify yung account ko kaya hinihingi "
         f"yung MPIN ko na {mpin} at yung OTP na {otp}. Ibibigay ko ba? Parang may mali.")
    return C("ph-gcash-mpin-otp", "tl", t, [mpin, otp], [], "GCash MPIN and OTP")


@B
def _(r):
    sss = "%s-%s-%s" % (rd(r, 2, nz=True), rd(r, 7), rd(r, 1))
    tin = "%s-%s-%s-000" % (rd(r, 3, nz=True), rd(r, 3), rd(r, 3))
    ctin = "%s-%s-%s-000" % (rd(r, 3, nz=True), rd(r, 3), rd(r, 3))
    t = (f"Pa-check naman ng requirements ko para sa bagong trabaho sa kumpanyang may TIN {ctin}: SSS number {sss}, TIN ko {tin}, "
         f"PhilHealth at Pag-IBIG susunod na lang. Kumpleto na ba?")
    return C("ph-sss-tin", "tl", t, [sss, tin], [ctin], "own SSS number and TIN; the employer's TIN is public (no checks computed)")


@B
def _(r):
    ref = rd(r, 13, nz=True)
    order = "2512" + rd(r, 2) + rs(r, UP + DIG, 8)
    jt = "JT" + rd(r, 10)
    t = (f"Nagbayad ako sa Shopee seller via GCash, ito yung resibo: Amount PHP 1,250.00, Ref No. {ref}, Dec 3, 2025. "
         f"Order ID {order}, J&T tracking {jt}. Sabi ng seller wala daw pumasok, ano gagawin ko?")
    return C("ph-gcash-receipt-ref", "tl", t, [], [ref, order, jt], "GCash receipt Ref No. (a reference by the settled rule), order id and tracking")


# ================================================================ Swahili
@B
def _(r):
    code = r.choice("STU") + rs(r, UP + DIG, 9)
    phone = "07%s%s" % (r.choice("0129"), rd(r, 7))
    m1 = "Nimetuma pesa kwa namba isiyo sahihi. Nikutumie ujumbe wa M-Pesa ili unisaidie kuandika ombi la kuirudisha?"
    m2 = (f"{code} Confirmed. Ksh2,500.00 sent to JOHN KAMAU {phone} on 3/12/25 at 4:15 PM. "
          f"New M-PESA balance is Ksh1,230.50. Transaction cost, Ksh33.00.")
    return C("ke-mpesa-sms-forward", "sw", [m1, m2], [code], [phone, "Ksh2,500.00"], "M-Pesa transaction code is a secret by the settled rule; recipient phone and amount are not")


@B
def _(r):
    nid = rd(r, 8, nz=True)
    kra = "A" + rd(r, 9) + rs(r, UP, 1)
    phone = "07%s%s" % (r.choice("0129"), rd(r, 7))
    t = (f"Naomba unisaidie kujaza fomu ya mkopo wa HELB. Namba yangu ya kitambulisho ni {nid} na KRA PIN ni {kra}. "
         f"Namba ya simu ya ofisi yao ni {phone}. Je, wanahitaji pia cheti cha kuzaliwa?")
    return C("ke-id-kra-pin", "sw", t, [nid, kra], [phone], "Kenyan national id and KRA PIN (no public checks computed); office phone is not")


@B
def _(r):
    meter = rd(r, 11, nz=True)
    till = rd(r, 7, nz=True)
    t = (f"Nataka kulipia umeme wa KPLC kwa M-Pesa: Paybill 888880, namba ya akaunti ni namba ya mita {meter}. "
         f"Pia duka la jirani linatumia Till {till}. Nieleze hatua kwa hatua.")
    return C("ke-paybill-till", "sw", t, [], ["888880", meter, till], "public paybill and till numbers and a meter number")

# ================================================================ Russian
@B
def _(r):
    ser = "%s %s" % (rd(r, 2, nz=True), rd(r, 2))
    num = rd(r, 6, nz=True)
    pas = ser + " " + num
    kod = "%s-%s" % (r.choice(["770", "500", "780", "540"]), rd(r, 3))
    sn = ru_snils(r)
    inn = ru_inn12(r)
    m1 = (f"Помоги заполнить заявление на Госуслугах на налоговый вычет. Паспорт {pas}, выдан ГУ МВД России по г. Москве, "
          f"код подразделения {kod}.")
    m2 = f"Да, забыл: СНИЛС {sn}, ИНН {inn}. Что ещё нужно приложить?"
    return C("ru-gosuslugi-snils-inn", "ru", [m1, m2], [pas, sn, inn], [kod], "passport (no check), SNILS and personal INN (checks computed); issuing-office code is public")


@B
def _(r):
    bik = "04" + r.choice(["4525", "4030", "5004", "0173"]) + rd(r, 3)
    acc = ru_account(r, bik)
    assert ru_account_ok(bik, acc)
    ks = "30101810" + rd(r, 9) + bik[-3:]
    t = (f"Бухгалтерия просит реквизиты для зарплаты. Мой счёт {acc}, БИК банка {bik}, корр. счёт {ks}. "
         f"Нормально отправить это обычным письмом на почту?")
    return C("ru-salary-account-bik", "ru", t, [acc], [bik, ks], "own account (BIK-based key computed); BIK and correspondent account are the bank's")


@B
def _(r):
    inn = ru_inn10(r)
    ogrn = ru_ogrn(r)
    order = "%s-%s" % (rd(r, 8, nz=True), rd(r, 4))
    track = rd(r, 14, nz=True)
    t = (f"Составь претензию продавцу: ООО «Вектор», ИНН {inn}, ОГРН {ogrn}. Заказ № {order}, "
         f"посылка Почтой России, трек-номер {track}, пришла с разбитым экраном.")
    return C("ru-seller-claim", "ru", t, [], [inn, ogrn, order, track], "company INN and OGRN (checks computed), order and tracking numbers")


# ================================================================ Ukrainian
@B
def _(r):
    ipn = ua_rnokpp(r)
    pw = pw_human(r, ["Kalyna", "Sonyashnyk", "Dnipro", "Veselka"], sym="!@$")
    t = (f"Не можу зайти в Приват24, пише «невірний пароль». Мій РНОКПП {ipn}, пароль {pw}. "
         f"Може, краще відновити доступ через Дію або подзвонити на 3700? Як це зробити?")
    return C("ua-rnokpp-privat24", "uk", t, [ipn, pw], ["3700"], "taxpayer number (check computed) and online-banking password; the bank's short number is public")


@B
def _(r):
    ib = mk_iban(r, "UA", spaced=False)
    c = fmt_card(card(r, "mc"))
    edr = rd(r, 8, nz=True)
    t = (f"Напиши другу повідомлення з моїми реквізитами: IBAN {ib}, одержувач Коваленко Олена, код ЄДРПОУ банку {edr}. "
         f"Або хай просто кине на картку {c}.")
    return C("ua-iban-card-details", "uk", t, [ib, c], [edr], "own IBAN (mod-97 computed) and card (Luhn); the bank's EDRPOU code is public")


@B
def _(r):
    code = rd(r, 4)
    ttn = "20" + rd(r, 12)
    t = (f"Прийшла SMS: «Ваша посилка ТТН {ttn} у поштоматі №3112. Код для отримання: {code}». "
         f"Я у відрядженні, хочу попросити сусідку забрати. Як їй пояснити?")
    return C("ua-parcel-locker-code", "uk", t, [code], [ttn, "№3112"], "parcel-locker pickup code lets anyone act as the user; waybill and locker number are not")


# ================================================================ Polish
@B
def _(r):
    pesel = pl_pesel(r)
    dow = pl_dowod(r)
    wn = "WN/%s/%s" % (rd(r, 6, nz=True), "2025")
    t = (f"Wypełniam wniosek o kredyt gotówkowy online (numer wniosku {wn}). PESEL {pesel}, seria i numer dowodu {dow}, "
         f"dowód ważny do 2031 r. Czy mogę to bezpiecznie wpisać na tej stronie?")
    return C("pl-pesel-dowod", "pl", t, [pesel, dow], [wn], "PESEL and ID card number (both checks computed); application number is a reference")


@B
def _(r):
    blik = rd(r, 6)
    ib = mk_iban(r, "PL")
    order = rd(r, 10, nz=True)
    t = (f"Płacę na Allegro za zamówienie {order}, mam kod BLIK {blik}, ale wyskakuje błąd. "
         f"Jak nie zadziała, to sprzedawca każe zrobić zwrot na moje konto {ib}. Co robić?")
    return C("pl-blik-own-iban", "pl", t, [blik, ib], [order], "BLIK one-time code and own IBAN (sort-code and mod-97 checks computed); order number is not")


@B
def _(r):
    nip = pl_nip(r)
    regon = pl_regon(r)
    inpost = rd(r, 24, nz=True)
    t = (f"Napisz reklamację do sklepu: Sklep RTV Max sp. z o.o., NIP {nip}, REGON {regon}. "
         f"Paczka InPost nr {inpost} przyszła uszkodzona.")
    return C("pl-shop-nip-regon", "pl", t, [], [nip, regon, inpost], "company NIP and REGON (checks computed) and parcel number")


# ================================================================ Czech
@B
def _(r):
    rc = cz_rc(r, female=r.random() < 0.5)
    op = rd(r, 9, nz=True)
    zad = "HYP-" + rd(r, 8, nz=True)
    t = (f"Vyplňuju žádost o hypotéku č. {zad}. Rodné číslo {rc}, číslo občanského průkazu {op}. "
         f"Můžu to poslat bance e-mailem, nebo je lepší datová schránka?")
    return C("cz-rodne-cislo-op", "cs", t, [rc, op], [zad], "birth number (mod 11 computed) and ID card number; application number is a reference")


@B
def _(r):
    acc = cz_account(r)
    vs = rd(r, 10, nz=True)
    t = (f"Kamarád mi má vrátit peníze za chatu. Můj účet je {acc}/0800, "
         f"ať do zprávy napíše variabilní symbol {vs}. Napiš mu to nějak slušně.")
    return C("cz-account-vs", "cs", t, [acc], [vs], "own account number (mod 11 computed); the variable symbol is a payment reference")


@B
def _(r):
    ico = cz_ico(r)
    obj = "OBJ-" + rd(r, 7, nz=True)
    t = (f"Potřebuju fakturu na firmu: IČO {ico}, DIČ CZ{ico}, číslo objednávky {obj}. "
         f"Napiš e-shopu, ať mi ji pošlou znovu se správnými údaji.")
    return C("cz-ico-invoice", "cs", t, [], ["CZ" + ico, obj], "company IČO/DIČ (check computed) and order number")


# ================================================================ German
@B
def _(r):
    ib = mk_iban(r, "DE")
    bic = r.choice(["COBADEFFXXX", "DEUTDEDBBER", "INGDDEFFXXX", "GENODEM1GLS"])
    m1 = "Ich schick dir gleich meine Bankverbindung, bitte trag sie in den Brief an die Hausverwaltung wegen der Nebenkostenrückzahlung ein."
    m2 = f"IBAN {ib}, BIC {bic}, Kontoinhaber Jonas Weber"
    return C("de-iban-announced", "de", [m1, m2], [ib], [bic], "IBAN announced then given (mod-97 computed); BIC is the bank's")


@B
def _(r):
    sid = de_steuer_id(r)
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    pw = pw_human(r, ["Sonnenblume", "Apfelbaum", "Kirschkuchen", "Wanderweg"], sym="!$%&?")
    err = "6103" + rd(r, 5, nz=True)
    t = (f"Ich mach meine Steuererklärung mit ELSTER. Meine Steuer-ID ist {sidf}, das Passwort für die Zertifikatsdatei ist {pw}. "
         f"Beim Login kommt 'Zertifikat ungültig' mit Fehlercode {err}. Muss ich ein neues beantragen?")
    return C("de-steuer-id-elster", "de", t, [sidf, pw], [err], "tax id (ISO 7064 mod 11,10 computed) and certificate-file password; error code is not")


@B
def _(r):
    ust = de_ustid(r)
    rn = "RE-2025-" + rd(r, 5)
    dhl = "00340434" + rd(r, 12)
    t = (f"Kannst du eine Mail an den Lieferanten schreiben? Auf der Rechnung {rn} fehlt unsere Adresse, "
         f"ihre USt-IdNr. ist {ust}. Die Ware kam mit DHL, Sendungsnummer {dhl}.")
    return C("de-supplier-ustid", "de", t, [], [rn, ust, dhl], "supplier VAT id (check computed), invoice and shipment numbers")


# ================================================================ French
@B
def _(r):
    body, key = fr_nir(r)
    nir = fmt_nir(body, key)
    ib = mk_iban(r, "FR")
    bic = {"30004": "BNPAFRPPXXX", "30003": "SOGEFRPPXXX", "20041": "PSSTFRPPXXX", "10278": "CMCIFR2AXXX", "16958": "QNTOFRP1XXX"}[ib.replace(" ", "")[4:9]]
    t = (f"Pour l'adhésion à la mutuelle, ils demandent mon numéro de sécu : {nir}, et un RIB : {ib}, BIC {bic}. "
         f"Tu peux m'écrire le mail d'accompagnement ?")
    return C("fr-secu-rib", "fr", t, [nir, ib], [bic], "NIR (key computed) and IBAN (RIB key and mod-97 computed); the BIC is the bank's")


@B
def _(r):
    digi = r.choice("AB") + rd(r, 4)
    wifi = rs(r, "abcdefghkmnpqrstuvwxyz23456789", 20)
    tel = "06 %s %s %s %s" % (rd(r, 2), rd(r, 2), rd(r, 2), rd(r, 2))
    t = (f"Mot pour la baby-sitter, mets-le au propre stp : digicode de l'immeuble {digi}, puis 3e étage gauche. "
         f"Code wifi de la box : {wifi}. En cas de souci, appelle-moi au {tel}.")
    return C("fr-digicode-wifi", "fr", t, [digi, wifi], [tel], "building door code and Wi-Fi key; phone number is not")


@B
def _(r):
    siren, siret, tva = fr_siret(r)
    cmd = "CMD" + rd(r, 8)
    suivi = "6A" + rd(r, 11)
    t = (f"Réclamation à envoyer : commande {cmd} chez Maison Lumière (SIRET {siret}, TVA {tva}), "
         f"colis Colissimo {suivi} jamais reçu. Rédige un courrier ferme mais poli.")
    return C("fr-shop-siret-colissimo", "fr", t, [], [cmd, siret, tva, suivi], "SIRET (Luhn) and VAT key computed, order and tracking numbers")


# ================================================================ Spanish
@B
def _(r):
    dni = es_dni(r)
    ib = mk_iban(r, "ES")
    cif = es_cif(r)
    t = (f"Me apunto al gimnasio (Fitness Norte S.L., CIF {cif}) y piden domiciliación: DNI {dni}, IBAN {ib}. "
         f"¿Me redactas el correo para mandarles el mandato SEPA firmado?")
    return C("es-dni-iban-gym", "es", t, [dni, ib], [cif], "DNI (letter computed) and IBAN (national and mod-97 checks computed); the gym's CIF is public")


@B
def _(r):
    old = rd(r, 4, nz=True)
    new = rd(r, 4, nz=True)
    m1 = f"Apúntame el código del portal para la señora de la limpieza: {old}"
    m2 = f"Perdona, ese era el de antes, lo cambiaron la semana pasada. El bueno es {new} y luego la tecla de la llave."
    return C("es-portal-code-correction", "es", [m1, m2], [old, new], [], "entrance code given then corrected; both cut")


@B
def _(r):
    cif = es_cif(r)
    ped = rd(r, 9, nz=True)
    loc = rs(r, UP + DIG, 6)
    t = (f"Necesito una hoja de reclamación: la tienda (CIF {cif}) no me entrega el pedido {ped}, "
         f"y por su culpa perdí el tren, localizador de Renfe {loc}.")
    return C("es-shop-cif-renfe", "es", t, [], [cif, ped, loc], "company CIF (control computed), order number, train booking locator")


@B
def _(r):
    curp = mx_curp(r, "HERNANDEZ", "LOPEZ", "MARIANA", True, r.choice(["DF", "JC", "NL", "PL"]))
    clabe = mx_clabe(r)
    rfc = "ATE" + "%02d%02d%02d" % (r.randint(90, 99), r.randint(1, 12), r.randint(1, 28)) + rs(r, UP + DIG, 3)
    t = (f"Para el alta en la nómina me piden CURP {curp} y CLABE {clabe}. La empresa es Alimentos del Tepeyac, "
         f"RFC {rfc}. ¿Está bien mandarlo por WhatsApp a Recursos Humanos?")
    return C("mx-curp-clabe", "es", t, [curp, clabe], [rfc], "CURP and CLABE (check digits computed); the employer's RFC is public")


# ================================================================ Portuguese
@B
def _(r):
    cpf = br_cpf(r)
    pw = pw_human(r, ["Saudade", "Jabuticaba", "Flamengo", "Girassol"], sym="@!#")
    proto = rd(r, 14, nz=True)
    t = (f"O atendente do banco pelo WhatsApp pediu meu CPF {cpf} e a senha do app {pw} pra \"desbloquear\" a conta. "
         f"Já passei o CPF. O protocolo que ele mandou é {proto}. Isso é golpe, né?")
    return C("br-cpf-senha-golpe", "pt", t, [cpf, pw], [proto], "CPF (check digits computed) and banking password; protocol number is a reference")


@B
def _(r):
    nif = pt_nif(r)
    ib = mk_iban(r, "PT")
    ent = rd(r, 5, nz=True)
    ref = "%s %s %s" % (rd(r, 3), rd(r, 3), rd(r, 3))
    t = (f"Para o reembolso do IRS pus o NIF {nif} e o IBAN {ib}. Entretanto tenho de pagar a fatura da luz por Multibanco: "
         f"Entidade {ent}, Referência {ref}, 42,17 €. Ajuda-me a organizar isto numa nota?")
    return C("pt-nif-iban-multibanco", "pt", t, [nif, ib], [ent, ref], "NIF and IBAN (NIB and mod-97 computed); Multibanco entity and reference are payment references")


@B
def _(r):
    cnpj = br_cnpj(r)
    rast = s10(r, r.choice(["QB", "NL", "OJ"]), "BR")
    ped = rd(r, 13, nz=True)
    t = (f"Comprei numa loja (CNPJ {cnpj}), pedido {ped}, código de rastreio {rast}, e está parado há 15 dias. "
         f"Me ajuda a abrir reclamação no Procon?")
    return C("br-cnpj-rastreio", "pt", t, [], [cnpj, ped, rast], "store CNPJ and S10 tracking code (checks computed), order number")


# ================================================================ Italian
@B
def _(r):
    cf = it_cf(r, "RSS", "GLI", female=True)
    ib = mk_iban(r, "IT")
    ente = it_piva(r)
    t = (f"Devo attivare l'addebito per l'asilo nido (C.F. dell'ente {ente}): codice fiscale mio {cf}, IBAN {ib}. "
         f"Mi scrivi una mail breve alla segreteria?")
    return C("it-cf-iban-asilo", "it", t, [cf, ib], [ente], "own codice fiscale (check computed) and IBAN (mod-97 computed, CIN not); the nursery's fiscal code is public")


@B
def _(r):
    pin = rd(r, 5)
    otp = rd(r, 6)
    t = (f"Sono al bancomat e non mi ricordo se il PIN è {pin}, ho già sbagliato una volta. "
         f"Intanto mi è arrivato il codice OTP {otp} per entrare con SPID. Cosa rischio se sbaglio ancora?")
    return C("it-bancomat-pin-spid-otp", "it", t, [pin, otp], [], "5-digit ATM PIN and SPID OTP")


@B
def _(r):
    piva = it_piva(r)
    ordine = "IT" + rd(r, 9, nz=True)
    brt = rd(r, 15, nz=True)
    t = (f"Il negozio online (P.IVA {piva}) non risponde. Ordine {ordine}, spedizione BRT {brt}. "
         f"Scrivimi una PEC di diffida.")
    return C("it-shop-piva-brt", "it", t, [], [piva, ordine, brt], "company VAT number (check computed), order and shipment numbers")


# ================================================================ Dutch
@B
def _(r):
    bsn = nl_bsn(r)
    ib = mk_iban(r, "NL")
    t = (f"Ik vraag zorgtoeslag aan. BSN {bsn}, rekening {ib}. Moet het IBAN op mijn eigen naam staan "
         f"of mag het ook de gezamenlijke rekening zijn? Of kan ik beter de BelastingTelefoon bellen, 0800-0543?")
    return C("nl-bsn-zorgtoeslag", "nl", t, [bsn, ib], ["0800-0543"], "BSN (11-test computed) and IBAN (mod-97 computed); public helpline number")


@B
def _(r):
    pw = pw_human(r, ["Tulpenveld", "Stroopwafel", "Windmolen", "Fietsbel"], sym="!$?")
    sms = rd(r, 6)
    t = (f"Mijn oma probeert in te loggen bij DigiD. Wachtwoord {pw}, en de sms-code was {sms}, "
         f"maar ze krijgt steeds 'sessie verlopen'. Hoe activeer ik de DigiD app voor haar?")
    return C("nl-digid-login", "nl", t, [pw, sms], [], "DigiD password (entrusted) and SMS code")


@B
def _(r):
    kvk = rd(r, 8, nz=True)
    btw = "NL" + rd(r, 9, nz=True) + "B01"
    kenmerk = rd(r, 16, nz=True)
    t = (f"Factuur van de aannemer: KvK {kvk}, btw-id {btw}, betalingskenmerk {kenmerk}. "
         f"Ik betaal vandaag, schrijf een kort bericht dat het bedrag is overgemaakt.")
    return C("nl-contractor-kvk-btw", "nl", t, [], [kvk, btw, kenmerk], "company KvK and VAT id, payment reference (no checks computed)")


# ================================================================ Swedish
@B
def _(r):
    pnr = se_pnr(r)
    code = rd(r, 6)
    t = (f"Jag försöker logga in på 1177 med BankID men det står 'felaktig säkerhetskod'. Personnummer {pnr}, "
         f"säkerhetskoden jag valde var {code}. Ska jag beställa nytt BankID?")
    return C("se-personnummer-bankid", "sv", t, [pnr, code], ["1177"], "personnummer (Luhn computed) and BankID security code; 1177 is the health service's name")


@B
def _(r):
    clr = "8" + rd(r, 3) + "-" + rd(r, 1)
    konto = "%s %s %s-%s" % (rd(r, 3, nz=True), rd(r, 3), rd(r, 3), rd(r, 1))
    t = (f"Arbetsgivaren vill ha mitt lönekonto. Swedbank, clearingnummer {clr}, kontonummer {konto}. "
         f"Ska clearingnumret skrivas med femte siffran?")
    return C("se-lonekonto", "sv", t, [konto], [clr], "own account number; the clearing number identifies the bank branch")


@B
def _(r):
    org = se_orgnr(r)
    bg8 = rd(r, 6, nz=True)
    bg = bg8 + luhn_digit(bg8)
    bgf = bg[:3] + "-" + bg[3:]
    ocr = rd(r, 11, nz=True)
    ocr = ocr + luhn_digit(ocr)
    t = (f"Hjälp mig betala fakturan från elfirman (org.nr {org}): bankgiro {bgf}, OCR {ocr}, 2 340 kr, förfaller 30/12.")
    return C("se-invoice-bankgiro-ocr", "sv", t, [], [org, bgf, ocr], "org number, bankgiro and OCR (Luhn computed)")


# ================================================================ Danish
@B
def _(r):
    cpr = dk_cpr(r)
    pw = pw_human(r, ["Hyggelig", "Rugbrod", "Strandvej", "Kastanje"], sym="!?")
    t = (f"Min mor kan ikke logge ind på borger.dk. Hendes CPR-nummer er {cpr}, og MitID-adgangskoden er {pw}. "
         f"Kan man nulstille den uden at møde op i borgerservice?")
    return C("dk-cpr-mitid", "da", t, [cpr, pw], [], "CPR number (no check since 2007) and MitID password (entrusted)")


@B
def _(r):
    reg = rd(r, 4, nz=True)
    konto = rd(r, 10, nz=True)
    cvr = dk_cvr(r)
    t = (f"Skriv en mail til revisoren (CVR {cvr}) om at min løn fremover skal gå til reg.nr. {reg}, "
         f"kontonr. {konto}.")
    return C("dk-reg-konto", "da", t, [konto], [cvr, reg], "own account number; the firm's CVR (check computed) and the bank's reg. number are public")


@B
def _(r):
    alarm = rd(r, 4)
    wifi = pw_human(r, ["Sommerhus", "Klitten", "Havbrise"], sym="!")
    t = (f"Til sommerhusgæsterne: alarmkoden er {alarm}, slå den fra inden 30 sekunder. WiFi: Klitgaard_Gaest, "
         f"kode {wifi}. Kan du lave det om til en pæn velkomstseddel?")
    return C("dk-summerhouse-alarm-wifi", "da", t, [alarm, wifi], ["Klitgaard_Gaest"], "alarm code and Wi-Fi password; the network name is not")


# ================================================================ Norwegian
@B
def _(r):
    fnr = no_fnr(r)
    pw = pw_human(r, ["Fjellvann", "Nordlys", "Brunost", "Multekrem"], sym="!?")
    t = (f"Jeg prøver å logge inn på Altinn med BankID. Fødselsnummer {fnr}, passordet er {pw}, "
         f"men den sier at BankID er sperret. Hva gjør jeg?")
    return C("no-fnr-bankid", "no", t, [fnr, pw], [], "fødselsnummer (both mod-11 checks computed) and BankID password")


@B
def _(r):
    k = no_account(r)
    kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    org = no_orgnr(r)
    t = (f"Ny jobb! Arbeidsgiveren (org.nr. {org}) trenger kontonummeret mitt for lønn: {kf}. "
         f"Kan du formulere en kort e-post til lønningskontoret?")
    return C("no-kontonummer-lonn", "no", t, [kf], [org], "own account number (mod-11 computed); employer org number (computed) is public")


@B
def _(r):
    org = no_orgnr(r)
    kid = rd(r, 12, nz=True)
    kid = kid + luhn_digit(kid)
    fak = rd(r, 6, nz=True)
    t = (f"Regning fra rørleggeren: fakturanummer {fak}, KID {kid}, org.nr. {org}, forfall 15.12. "
         f"Hvordan setter jeg opp betalingen i nettbanken så KID blir riktig?")
    return C("no-invoice-kid", "no", t, [], [fak, kid, org], "invoice number, KID (Luhn computed), company org number")


# ================================================================ Finnish
@B
def _(r):
    hetu = fi_hetu(r)
    ib = mk_iban(r, "FI")
    yt = fi_ytunnus(r)
    t = (f"Täytän Kelan asumistukihakemusta. Henkilötunnus {hetu}, tilinumero {ib}. Vuokranantaja on Kiinteistö Oy Koivukuja (Y-tunnus {yt}). "
         f"Pitääkö vuokrasopimus liittää heti vai voiko sen lähettää myöhemmin?")
    return C("fi-hetu-kela", "fi", t, [hetu, ib], [yt], "henkilötunnus (check character computed) and IBAN (Luhn and mod-97 computed); landlord's business id is public")


@B
def _(r):
    user = rd(r, 8, nz=True)
    pw = pw_human(r, ["Mustikka", "Revontuli", "Saunailta", "Kuusikko"], sym="!?")
    t = (f"Verkkopankki valittaa että salasana on vanhentunut. Käyttäjätunnus {user}, nykyinen salasana {pw}. "
         f"Keksitkö uuden salasanan, joka on helppo muistaa mutta turvallinen?")
    return C("fi-verkkopankki-password", "fi", t, [pw], [], "online-bank password; the user number is left neutral")


@B
def _(r):
    yt = fi_ytunnus(r)
    viite = fi_viite(r, 9)
    lasku = rd(r, 5, nz=True)
    t = (f"Lasku remonttifirmalta (Y-tunnus {yt}), laskun numero {lasku}, viitenumero {viite}, eräpäivä 31.12. "
         f"Kirjoita heille viesti, että maksan kahdessa erässä.")
    return C("fi-invoice-ytunnus-viite", "fi", t, [], [yt, lasku, viite], "business id and reference number (checks computed), invoice number")


# ================================================================ Hungarian
@B
def _(r):
    taj = hu_taj(r)
    tajf = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ado = hu_adoazonosito(r)
    ceg = hu_adoszam(r)
    t = (f"Munkába álláshoz kérik az adataimat: TAJ szám {tajf}, adóazonosító jel {ado}. A munkáltató adószáma {ceg}. "
         f"E-mailben nyugodtan elküldhetem a HR-nek?")
    return C("hu-taj-adoazonosito", "hu", t, [tajf, ado], [ceg], "TAJ and personal tax id (checks computed); the employer's tax number is public")


@B
def _(r):
    acc = hu_account(r)
    accf = "%s-%s-%s" % (acc[:8], acc[8:16], acc[16:])
    pw = pw_human(r, ["Pogacsa", "Balaton", "Napraforgo", "Kiskacsa"], sym="!?")
    t = (f"Kizárt a netbank három rossz próbálkozás után. Számlaszám {accf}, a jelszavam {pw} volt. "
         f"Hogyan kérjek új jelszót?")
    return C("hu-netbank-lockout", "hu", t, [accf, pw], [], "own account number (both check digits computed) and netbank password")


@B
def _(r):
    ado = hu_adoszam(r)
    rend = rd(r, 9, nz=True)
    gls = rd(r, 11, nz=True)
    t = (f"A webshop (adószám {ado}) rossz terméket küldött. Rendelésszám {rend}, GLS csomagszám {gls}. "
         f"Írj egy panaszlevelet.")
    return C("hu-webshop-adoszam", "hu", t, [], [ado, rend, gls], "company tax number (check computed), order and parcel numbers")


# ================================================================ Romanian
@B
def _(r):
    cnp = ro_cnp(r)
    ib = mk_iban(r, "RO")
    bic = {"BTRL": "BTRLRO22", "BRDE": "BRDEROBU", "RNCB": "RNCBROBU", "INGB": "INGBROBU", "BACX": "BACXROBU"}[ib.replace(" ", "")[4:8]]
    t = (f"Completez formularul pentru bursă: CNP {cnp}, IBAN {ib}, cod SWIFT {bic}. Trebuie să fie contul pe numele meu sau poate fi al mamei?")
    return C("ro-cnp-iban-bursa", "ro", t, [cnp, ib], [bic], "CNP (check computed) and IBAN (mod-97 computed); SWIFT code is the bank's")


@B
def _(r):
    pin = rd(r, 4)
    otp = rd(r, 6)
    t = (f"Mi-a blocat bancomatul cardul. Am introdus PIN-ul {pin}, sunt sigur că e bun. Acum banca îmi trimite codul OTP {otp} "
         f"ca să-l deblochez din aplicație. E sigur să-l introduc?")
    return C("ro-card-pin-otp", "ro", t, [pin, otp], [], "card PIN and OTP")


@B
def _(r):
    cui = ro_cui(r)
    cmd = rd(r, 9, nz=True)
    awb = rd(r, 13, nz=True)
    t = (f"Scrie-mi o reclamație: firma SC Electro Nord SRL, CUI RO{cui}, comanda {cmd}, AWB Fan Courier {awb}. "
         f"Coletul a ajuns deschis.")
    return C("ro-firm-cui-awb", "ro", t, [], ["RO" + cui, cmd, awb], "company CUI (check computed), order and AWB numbers")


# ================================================================ Greek
@B
def _(r):
    amka = gr_amka(r)
    afm = gr_afm(r)
    t = (f"Κλείνω ραντεβού στο γιατρό μέσω της πλατφόρμας. Ο ΑΜΚΑ μου είναι {amka} και ο ΑΦΜ {afm}. "
         f"Χρειάζεται και αριθμός ταυτότητας;")
    return C("gr-amka-afm", "el", t, [amka, afm], [], "AMKA (Luhn) and AFM (check computed)")


@B
def _(r):
    user = r.choice(["KPAPADO", "MGEORG", "ELENIK"]) + rd(r, 2)
    pw = pw_human(r, ["Thalassa", "Elia", "Meltemi", "Ouzeri"], sym="!$")
    ib = mk_iban(r, "GR")
    prot = rd(r, 7, nz=True)
    t = (f"Μπορείς να μου πεις πώς κάνω αίτηση για το επίδομα θέρμανσης; Πέρσι είχα αρ. πρωτ. {prot}. Κωδικοί TAXISnet: χρήστης {user}, "
         f"κωδικός {pw}. Το IBAN για την πίστωση είναι {ib}.")
    return C("gr-taxisnet-iban", "el", t, [pw, ib], [prot], "TAXISnet password and IBAN (mod-97 computed); protocol number is a reference, username neutral")


@B
def _(r):
    afm = gr_afm(r, first="8")
    par = rd(r, 8, nz=True)
    acs = rd(r, 10, nz=True)
    t = (f"Γράψε ένα παράπονο στο κατάστημα (ΑΦΜ {afm}): παραγγελία {par}, αποστολή ACS {acs}, "
         f"το δέμα ήρθε χωρίς φορτιστή.")
    return C("gr-shop-afm-acs", "el", t, [], [afm, par, acs], "company AFM (check computed), order and shipment numbers")


# ================================================================ Turkish
@B
def _(r):
    tc = tr_tckn(r)
    pw = pw_human(r, ["Lale", "Bogazici", "Simit", "Karadeniz"], sym="!*")
    t = (f"e-Devlet'e giremiyorum, şifre hatalı diyor. TC kimlik numaram {tc}, şifrem {pw}. "
         f"PTT'den yeni şifre almadan sıfırlamanın yolu var mı?")
    return C("tr-tckn-edevlet", "tr", t, [tc, pw], [], "TC kimlik no (both checks computed) and e-Devlet password")


@B
def _(r):
    ib = mk_iban(r, "TR")
    c = fmt_card(card(r, r.choice(["troy", "visa"])))
    e = expiry(r)
    v = cvc(r)
    kira = "%d.%03d TL" % (r.randint(12, 35), r.choice([0, 500]))
    t = (f"Ev sahibine kira için IBAN'ımı vermem lazım: {ib}. Bir de depozitoyu kartla ödeyeceğim, kart {c}, "
         f"son kullanma {e}, CVV {v}. Aylık kira {kira}. Sözleşmeye yazılacak bir şey var mı?")
    return C("tr-iban-card-cvv", "tr", t, [ib, c, e, v], [kira], "own IBAN (mod-97), card (Luhn), expiry and CVV; rent amount is not")


@B
def _(r):
    vkn = rd(r, 10, nz=True)
    sip = rd(r, 9, nz=True)
    kargo = rd(r, 12, nz=True)
    t = (f"Trendyol'dan aldığım ürün bozuk çıktı. Satıcı firmanın vergi numarası {vkn}, sipariş no {sip}, "
         f"Yurtiçi Kargo takip no {kargo}. İade talebi için bir metin yazar mısın?")
    return C("tr-seller-vkn-kargo", "tr", t, [], [vkn, sip, kargo], "seller tax number (check not computed), order and tracking numbers")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl", "sv",
         "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"
SLUG_CHARS = set(LO + DIG + "-")


def bad_char(ch, allow_newline):
    if ch == "\n":
        return not allow_newline
    if ch in "\t\r\\\u0085\u2028\u2029\ufeff":
        return True
    cat = unicodedata.category(ch)
    if cat in ("Cc", "Cs", "Co", "Cn"):
        return True
    if cat == "Cf" and ch not in "\u200c\u200d":
        return True
    return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    if not c["slug"] or set(c["slug"]) - SLUG_CHARS or c["slug"].startswith("-") or c["slug"].endswith("-"):
        errs.append("bad slug")
    if c["lang"] not in LANGS:
        errs.append("bad lang")
    for m in c["msgs"]:
        if not m or m != m.strip():
            errs.append("message empty or padded")
        if SEP in m or m.startswith("---\n") or m.endswith("\n---"):
            errs.append("message contains the separator")
    text = SEP.join(c["msgs"])
    for field in ("slug", "lang", "note"):
        if any(bad_char(ch, False) for ch in c[field]):
            errs.append("hostile char in " + field)
    if any(bad_char(ch, True) for ch in text):
        errs.append("hostile char in text")
    if not c["note"].strip():
        errs.append("empty note")
    vals = [("S", v) for v in c["secrets"]] + [("L", v) for v in c["lookalikes"]]
    seen = []
    for kind, v in vals:
        if not isinstance(v, str) or not v or v != v.strip():
            errs.append("empty or padded value %r" % v)
            continue
        if '"' in v or any(bad_char(ch, True) for ch in v):
            errs.append("hostile char in value %r" % v)
        if v in seen:
            errs.append("value listed twice %r" % v)
        seen.append(v)
        occ = occurrences(text, v)
        if not occ:
            errs.append("not a substring: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            errs.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                errs.append("number embedded (left) %r" % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                errs.append("number embedded (right) %r" % v)
    for i, (k1, v1) in enumerate(vals):
        for j, (k2, v2) in enumerate(vals):
            if i != j and v1 in v2:
                errs.append("value %r contained in value %r" % (v1, v2))
    socc = [o for v in c["secrets"] for o in occurrences(text, v)]
    locc = [o for v in c["lookalikes"] for o in occurrences(text, v)]
    for a, b in socc:
        for x, y in locc:
            if a < y and x < b:
                errs.append("secret/lookalike overlap at %d-%d / %d-%d" % (a, b, x, y))
    return errs


def build_all():
    cases = []
    retries = 0
    for f in BUILDERS:
        for attempt in range(200):
            c = f(R)
            errs = validate_case(c)
            if not errs:
                break
            retries += 1
        else:
            raise SystemExit("case %s keeps failing: %s" % (c["slug"], "; ".join(sorted(set(errs)))))
        cases.append(c)
    R.shuffle(cases)
    out = []
    for n, c in enumerate(cases, 1):
        out.append({"id": "%s-%03d-%s" % (PREFIX, n, c["slug"]), "lang": c["lang"], "text": SEP.join(c["msgs"]),
                    "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"], "_nmsg": len(c["msgs"])})
    return out, retries


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append("  - id: " + q(c["id"]))
        lines.append("    lang: " + q(c["lang"]))
        lines.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                lines.append("    %s:" % key)
                for v in c[key]:
                    lines.append("      - " + q(v))
            else:
                lines.append("    %s: []" % key)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def parse_back(doc):
    """Minimal parser for exactly the layout written by to_yaml (used to prove the output round-trips)."""
    lines = doc.split("\n")
    assert lines[0] == "lookalikes: []" and lines[1] == "cases:" and lines[-1] == ""
    cases, cur, key = [], None, None
    for ln in lines[2:-1]:
        if ln.startswith("  - id: "):
            cur = {"id": json.loads(ln[8:])}
            cases.append(cur)
            key = None
        elif ln.startswith("      - "):
            cur[key].append(json.loads(ln[8:]))
        elif ln.startswith("    "):
            k, _, v = ln[4:].partition(":")
            v = v.strip()
            if v == "":
                cur[k] = []
                key = k
            elif v == "[]":
                cur[k] = []
            else:
                cur[k] = json.loads(v)
        else:
            raise ValueError("unexpected line: " + ln[:40])
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME))
        return 1
    err = crypto_selftest()
    if err:
        print("ERROR:", err)
        return 1
    try:
        cases, retries = build_all()
    except SystemExit as e:
        print("ERROR:", e)
        return 1
    problems = []
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    en = sum(1 for c in cases if c["lang"] == "en")
    multi = sum(1 for c in cases if c["_nmsg"] > 1)
    langs = set(c["lang"] for c in cases)
    if not 170 <= n <= 180:
        problems.append("case count %d outside 170-180" % n)
    if not 0.20 <= neg / n <= 0.30:
        problems.append("negative share %.2f" % (neg / n))
    if not 185 <= ns <= 230:
        problems.append("secret count %d" % ns)
    if not 230 <= nl <= 280:
        problems.append("look-alike count %d" % nl)
    if not 0.45 <= en / n <= 0.55:
        problems.append("English share %.2f" % (en / n))
    if not 5 <= multi <= 10:
        problems.append("multi-message cases %d" % multi)
    if len(langs) < 28:
        problems.append("only %d languages" % len(langs))
    for c in cases:
        e = validate_case({"slug": c["id"].split("-", 2)[2], "lang": c["lang"], "msgs": c["text"].split(SEP),
                           "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
        if e:
            problems.append("%s: %s" % (c["id"], "; ".join(e)))
    doc = to_yaml(cases)
    back = parse_back(doc)
    strip = [{k: v for k, v in c.items() if not k.startswith("_")} for c in cases]
    if back != strip:
        problems.append("YAML does not round-trip")
    if problems:
        for p in problems:
            print("ERROR:", p)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(doc)
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes, %d languages, %d multi-message; %d rebuilds after random collisions"
          % (sys.argv[1], n, neg, ns, nl, len(langs), multi, retries))
    return 0


if __name__ == "__main__":
    sys.exit(main())
