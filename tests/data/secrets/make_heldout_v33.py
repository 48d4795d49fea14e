#!/usr/bin/env python3
"""Generator for held-out evaluation set v33 (secrets filter). Standard library only.
Usage: python3 make_heldout_v33.py heldout_v33.yaml"""
import sys, json, random, re, hashlib, string, base64, zlib

SEED = 33
PREFIX = "v33"
R = random.Random(SEED)

DIG = "0123456789"
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AL = UP + LO + DIG
ALN = LO + DIG
HEX = "0123456789abcdef"
B64 = AL + "+/"
B64U = AL + "-_"
B32 = UP + "234567"


class Bad(Exception):
    pass


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def dg(r, n):
    return rs(r, DIG, n)


def dgnz(r, n):
    return r.choice("123456789") + dg(r, n - 1)


def need(cond, msg):
    if not cond:
        raise Bad(msg)

# ---------------------------------------------------------------- check digits

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
    num = re.sub(r"\D", "", num)
    return luhn_digit(num[:-1]) == num[-1]


def luhn_num(r, prefix, length):
    body = prefix + dg(r, length - len(prefix) - 1)
    return body + luhn_digit(body)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def mod97_num(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban_make(cc, bban):
    chk = 98 - mod97_num(bban + cc + "00")
    ib = "%s%02d%s" % (cc, chk, bban)
    need(iban_ok(ib), "iban")
    return ib


def iban_ok(ib):
    ib = ib.replace(" ", "")
    return mod97_num(ib[4:] + ib[:4]) == 1


def w_sum(digits, weights):
    return sum(int(d) * w for d, w in zip(digits, weights))


VERH_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
          [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
          [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VERH_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
          [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VERH_INV = [0,4,3,2,1,5,6,7,8,9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return str(VERH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[i % 8][int(ch)]]
    return c == 0


def mod11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


def b58(raw):
    A = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = A[m] + out
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    c = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + c)


def rbytes(r, n):
    return bytes(r.randrange(256) for _ in range(n))


def b64s(raw):
    return base64.b64encode(raw).decode()


def b64u(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")

# self tests of the algorithms on public textbook values
assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
assert luhn_ok("4242424242424242") and luhn_ok("79927398713")
assert iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
assert b58check(bytes(21)) == "1111111111111111111114oLvT2"

# ---------------------------------------------------------------- cards

def card_visa(r):
    return luhn_num(r, "4", 16)


def card_mc(r):
    return luhn_num(r, r.choice(["51", "52", "53", "54", "55", "2221", "2720", "2300"]), 16)


def card_amex(r):
    return luhn_num(r, r.choice(["34", "37"]), 15)


def card_unionpay(r):
    return luhn_num(r, r.choice(["622202", "621700", "622848", "623668"]), r.choice([16, 19]))


def card_iran(r):
    return luhn_num(r, r.choice(["603799", "610433", "627353", "589463", "603770"]), 16)


def amex_fmt(n):
    return n[:4] + " " + n[4:10] + " " + n[10:]


def expiry(r, sep="/"):
    return "%02d%s%02d" % (r.randint(1, 12), sep, r.randint(27, 31))


def cvc(r, n=3):
    return dg(r, n)


def imei(r):
    return luhn_num(r, r.choice(["35", "86", "01", "49"]) + dg(r, 6), 15)

# ---------------------------------------------------------------- IBAN / accounts

def bban_de(r):
    return r.choice("12345678") + dg(r, 7) + dg(r, 10)


def bban_fr(r):
    b = r.choice(["30004", "30003", "20041", "10278", "30002", "18206"])
    g = dg(r, 5)
    c = dg(r, 11)
    key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97)
    return b + g + c + "%02d" % key


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - w_sum(ten, w) % 11
    return {10: 1, 11: 0}.get(d, d)


def bban_es(r):
    b = r.choice(["2100", "0049", "0182", "0081", "2085", "0128"])
    o = dg(r, 4)
    a = dg(r, 10)
    return b + o + str(es_dc("00" + b + o)) + str(es_dc(a)) + a


def bban_it(r):
    return r.choice(UP) + r.choice(["03069", "02008", "05034", "03111", "01030"]) + dg(r, 5) + "0000" + dg(r, 8)


def bban_nl(r):
    while True:
        a = dgnz(r, 10)
        if w_sum(a, range(10, 0, -1)) % 11 == 0:
            return r.choice(["ABNA", "RABO", "INGB", "SNSB", "ASNB", "TRIO", "BUNQ"]) + a


def bban_gb(r):
    return r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL", "NAIA"]) + dg(r, 6) + dg(r, 8)


def bban_pl(r):
    bank = r.choice(["102", "105", "114", "109", "124", "116", "249"]) + dg(r, 4)
    chk = (10 - w_sum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return bank + str(chk) + dg(r, 16)


def bban_cz(r):
    while True:
        a = dg(r, 10)
        if a[0] != "0" and w_sum(a, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 == 0:
            return r.choice(["0800", "0100", "0300", "2010", "3030", "0600"]) + "000000" + a, a


def bban_no(r):
    while True:
        a = r.choice(["1503", "1506", "3000", "9710", "1207", "6345"]) + dg(r, 6)
        c = 11 - w_sum(a, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c != 10:
            return a + str(c)


def bban_fi(r):
    a = r.choice(["100", "157", "800", "470", "500", "312"]) + dg(r, 10)
    return a + luhn_digit(a)


def bban_hu(r):
    a = r.choice(["117", "104", "120", "107", "116"]) + dg(r, 4)
    a += str((10 - w_sum(a, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    b = dg(r, 15)
    b += str((10 - w_sum(b, [9, 7, 3, 1] * 4) % 10) % 10)
    return a + b


def bban_pt(r):
    a = r.choice(["0035", "0033", "0007", "0010", "0036"]) + dg(r, 4) + dg(r, 11)
    return a + "%02d" % (98 - (int(a) * 100) % 97)


def bban_be(r):
    a = dg(r, 10)
    c = int(a) % 97 or 97
    return a + "%02d" % c


def iban_of(r, cc):
    if cc == "DE":
        return iban_make("DE", bban_de(r))
    if cc == "FR":
        return iban_make("FR", bban_fr(r))
    if cc == "ES":
        return iban_make("ES", bban_es(r))
    if cc == "IT":
        return iban_make("IT", bban_it(r))
    if cc == "NL":
        return iban_make("NL", bban_nl(r))
    if cc == "GB":
        return iban_make("GB", bban_gb(r))
    if cc == "PL":
        return iban_make("PL", bban_pl(r))
    if cc == "CZ":
        return iban_make("CZ", bban_cz(r)[0])
    if cc == "NO":
        return iban_make("NO", bban_no(r))
    if cc == "FI":
        return iban_make("FI", bban_fi(r))
    if cc == "HU":
        return iban_make("HU", bban_hu(r))
    if cc == "PT":
        return iban_make("PT", bban_pt(r))
    if cc == "BE":
        return iban_make("BE", bban_be(r))
    simple = {"SE": lambda: r.choice(["500", "800", "600", "300"]) + dg(r, 17),
              "DK": lambda: r.choice(["3000", "5301", "9570", "1551"]) + dg(r, 10),
              "RO": lambda: r.choice(["BTRL", "RNCB", "BRDE", "INGB", "BACX"]) + dg(r, 16),
              "GR": lambda: r.choice(["011", "017", "026", "014"]) + dg(r, 4) + dg(r, 16),
              "TR": lambda: r.choice(["00010", "00062", "00064", "00046", "00012"]) + "0" + dg(r, 16),
              "AT": lambda: r.choice(["20111", "12000", "14000", "32000"]) + dg(r, 11),
              "CH": lambda: r.choice(["00762", "00230", "00700", "08390"]) + dg(r, 12),
              "UA": lambda: r.choice(["305299", "322001", "300528", "320649"]) + "0000" + dg(r, 15),
              "SA": lambda: r.choice(["80", "10", "45", "15"]) + "0000" + dg(r, 14),
              "AE": lambda: r.choice(["033", "026", "035", "044"]) + dg(r, 16),
              "IL": lambda: r.choice(["010", "012", "020", "011"]) + dg(r, 3) + dg(r, 13),
              "IR": lambda: r.choice(["017", "012", "018", "055"]) + "0" + dg(r, 18),
              }
    return iban_make(cc, simple[cc]())


def aba(r):
    while True:
        a = r.choice(["0", "1", "2", "3"]) + dg(r, 7)
        for c in range(10):
            if w_sum(a + str(c), [3, 7, 1] * 3) % 10 == 0:
                return a + str(c)

# ---------------------------------------------------------------- national ids

def bdate(r, y0=1955, y1=2004):
    return r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28)


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def pesel(r):
    y, m, d = bdate(r, 1960, 2005)
    mm = m + (20 if y >= 2000 else 0)
    s = "%02d%02d%02d" % (y % 100, mm, d) + dg(r, 4)
    c = (10 - w_sum(s, [1, 3, 7, 9] * 3) % 10) % 10
    return s + str(c)


def pl_dowod(r):
    vals = {c: 10 + i for i, c in enumerate(UP)}
    while True:
        letters = rs(r, UP, 3)
        digits = dg(r, 5)
        w = [7, 3, 1, 7, 3, 1, 7, 3]
        s = sum(vals[c] * wt for c, wt in zip(letters, w[:3])) + w_sum(digits, w[3:])
        return letters + str(s % 10) + digits


def rodne_cislo(r):
    while True:
        y, m, d = bdate(r, 1960, 2003)
        mm = m + r.choice([0, 50])
        base = "%02d%02d%02d" % (y % 100, mm, d) + dg(r, 3)
        c = int(base) % 11
        if c == 10:
            continue
        full = base + str(c)
        need(int(full) % 11 == 0, "rc")
        return full[:6] + "/" + full[6:]


def personnummer(r):
    y, m, d = bdate(r)
    s = "%02d%02d%02d" % (y % 100, m, d) + dg(r, 3)
    return s[:6] + "-" + s[6:] + luhn_digit(s)


def cpr(r):
    y, m, d = bdate(r)
    return "%02d%02d%02d-%s" % (d, m, y % 100, dg(r, 4))


def fodselsnummer(r):
    while True:
        y, m, d = bdate(r)
        s = "%02d%02d%02d" % (d, m, y % 100) + dg(r, 3)
        k1 = 11 - w_sum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - w_sum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def hetu(r):
    y, m, d = bdate(r, 1950, 2004)
    n = "%03d" % r.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    ch = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + n) % 31]
    return base + ("A" if y >= 2000 else "-") + n + ch


def dni(r):
    n = dg(r, 8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def nie(r):
    p = r.choice("XYZ")
    n = dg(r, 7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def nir(r):
    y, m, d = bdate(r)
    s = r.choice("12") + "%02d%02d" % (y % 100, m) + r.choice(["75", "69", "13", "33", "59", "92", "44"]) + dg(r, 3) + dg(r, 3)
    key = 97 - int(s) % 97
    return "%s %s %s %s %s %s %02d" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], key)


def steuer_id(r):
    while True:
        d = r.choice("123456789") + dg(r, 9)
        counts = sorted((d.count(x) for x in set(d)), reverse=True)
        if counts[0] == 2 and counts.count(2) == 1:
            return d + str(mod11_10(d))


def kvnr(r):
    L = r.choice(UP)
    n = dg(r, 8)
    s = "%02d" % (ord(L) - 64) + n
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return L + n + str(tot % 10)


def bsn(r):
    while True:
        s = r.choice("1234567") + dg(r, 7)
        for c in range(10):
            if (w_sum(s, range(9, 1, -1)) - c) % 11 == 0:
                return s + str(c)


def nif_pt(r):
    s = r.choice("123") + dg(r, 7)
    c = 11 - w_sum(s, range(9, 1, -1)) % 11
    return s + str(0 if c >= 10 else c)


def cpf(r):
    s = dg(r, 9)
    c1 = (w_sum(s, range(10, 1, -1)) * 10) % 11 % 10
    s += str(c1)
    c2 = (w_sum(s, range(11, 1, -1)) * 10) % 11 % 10
    s += str(c2)
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cn_id(r):
    y, m, d = bdate(r, 1965, 2003)
    s = r.choice(["110105", "310104", "440305", "510107", "330106", "420111", "320102"]) + "%04d%02d%02d" % (y, m, d) + dg(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[w_sum(s, w) % 11]


def kr_rrn(r):
    y, m, d = bdate(r, 1965, 1999)
    s = "%02d%02d%02d" % (y % 100, m, d) + r.choice("12") + dg(r, 5)
    c = (11 - w_sum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def my_number(r):
    s = dgnz(r, 11)
    tot = 0
    for n in range(1, 12):
        p = int(s[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    rem = tot % 11
    c = 0 if rem <= 1 else 11 - rem
    return s + str(c)


def aadhaar(r):
    s = r.choice("23456789") + dg(r, 10)
    full = s + verhoeff_digit(s)
    need(verhoeff_ok(full), "aadhaar")
    return full[:4] + " " + full[4:8] + " " + full[8:]


def pan_in(r):
    return rs(r, UP, 3) + "P" + r.choice(UP) + dg(r, 4) + r.choice(UP)


def tc_kimlik(r):
    d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def cnp(r):
    y, m, d = bdate(r, 1960, 2004)
    sx = (r.choice("12") if y < 2000 else r.choice("56"))
    s = sx + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % r.randint(1, 46) + dg(r, 3)
    c = w_sum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return s + str(1 if c == 10 else c)


def amka(r):
    y, m, d = bdate(r)
    s = "%02d%02d%02d" % (d, m, y % 100) + dg(r, 4)
    return s + luhn_digit(s)


def afm_gr(r, first=None):
    while True:
        s = (first or r.choice("0123456789")) + dg(r, 7)
        c = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(s)) % 11 % 10
        return s + str(c)


def taj(r):
    s = dgnz(r, 8)
    return s + str(w_sum(s, [3, 7] * 4) % 10)


def hu_adoazon(r):
    while True:
        s = "8" + dg(r, 8)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(s)) % 11
        if c != 10:
            return s + str(c)


def il_id(r):
    s = dg(r, 8)
    return s + luhn_digit(s)


def ir_code(r):
    while True:
        s = dg(r, 9)
        if len(set(s)) < 3:
            continue
        rem = w_sum(s, range(10, 1, -1)) % 11
        return s + str(rem if rem < 2 else 11 - rem)


def th_id(r):
    s = r.choice("12358") + dg(r, 11)
    c = (11 - w_sum(s, range(13, 1, -1)) % 11) % 10
    full = s + str(c)
    return "%s-%s-%s-%s-%s" % (full[0], full[1:5], full[5:10], full[10:12], full[12])


def inn_person(r):
    s = r.choice(["77", "78", "50", "66", "54", "16"]) + dg(r, 8)
    n11 = w_sum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    s += str(n11)
    n12 = w_sum(s, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return s + str(n12)


def inn_company(r):
    s = r.choice(["77", "78", "50", "66"]) + dg(r, 7)
    return s + str(w_sum(s, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ogrn(r):
    s = "1" + r.choice(["02", "03", "05", "10"]) + r.choice(["77", "78", "50"]) + dg(r, 7)
    return s + str(int(s) % 11 % 10)


def snils(r):
    while True:
        s = dg(r, 9)
        t = w_sum(s, range(9, 0, -1))
        if t < 100:
            c = t
        elif t in (100, 101):
            c = 0
        else:
            c = t % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (s[:3], s[3:6], s[6:], c)


def rnokpp(r):
    s = dg(r, 9)
    c = w_sum(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return s + str(c)


def cccd(r):
    return r.choice(["001", "079", "031", "048", "036"]) + r.choice("0123") + dg(r, 2) + dg(r, 6)


def nik(r):
    y, m, d = bdate(r, 1970, 2003)
    d += r.choice([0, 40])
    return r.choice(["317101", "327301", "357801", "517101", "337404"]) + "%02d%02d%02d" % (d, m, y % 100) + "%04d" % r.randint(1, 9999)


def sin_ca(r):
    s = r.choice("1234567") + dg(r, 7)
    f = s + luhn_digit(s)
    return "%s %s %s" % (f[:3], f[3:6], f[6:])


def tfn_au(r):
    while True:
        s = dg(r, 8)
        for c in range(10):
            if w_sum(s + str(c), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
                return "%s %s %s" % ((s + str(c))[:3], (s + str(c))[3:6], (s + str(c))[6:])


def abn_au(r):
    while True:
        s = dgnz(r, 11)
        d = [int(c) for c in s]
        d[0] -= 1
        if sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def nhs(r):
    while True:
        s = dg(r, 9)
        c = 11 - w_sum(s, range(10, 1, -1)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            f = s + str(c)
            return "%s %s %s" % (f[:3], f[3:6], f[6:])


def npi(r):
    s = r.choice("12") + dg(r, 8)
    return s + luhn_digit("80840" + s)


def medicare_au(r):
    s = r.choice("23456") + dg(r, 7)
    c = w_sum(s, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    return "%s %s%s %s" % (s[:4], s[4:], c, r.choice("12345"))


def nino(r):
    a = r.choice("ABCEGHJKLMNOPRSTWXYZ")
    b = r.choice("ABCEGHJKLMNPRSTWXYZ")
    d = dg(r, 6)
    return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], r.choice("ABCD"))


def cf_code(part, is_name):
    cons = [c for c in part.upper() if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in part.upper() if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return ("".join(cons + vow) + "XXX")[:3]


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))


def codice_fiscale(r, surname, name, female=False):
    y, m, d = bdate(r)
    s = cf_code(surname, False) + cf_code(name, True) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % (d + (40 if female else 0))
    s += r.choice(["H501", "F205", "F839", "L219", "G273", "A944", "D612"])
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return s + chr(65 + tot % 26)


def vin(r):
    tr = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9])}
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    s = r.choice(["1FA", "1HG", "2T1", "5YJ", "1G1", "3VW"]) + rs(r, al, 5) + "0" + r.choice("MNPRST") + rs(r, al, 1) + dg(r, 6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    tot = sum((int(c) if c.isdigit() else tr[c]) * wt for c, wt in zip(s, w))
    c = tot % 11
    return s[:8] + ("X" if c == 10 else str(c)) + s[9:]


def passport_mrz_line2(num, nat, dob, sex, exp, pers=""):
    def cd(s):
        w = [7, 3, 1]
        t = 0
        for i, ch in enumerate(s):
            v = 0 if ch == "<" else (int(ch) if ch.isdigit() else ord(ch) - 55)
            t += v * w[i % 3]
        return str(t % 10)
    num9 = (num + "<<<<<<<<<")[:9]
    pers14 = (pers + "<" * 14)[:14]
    body = num9 + cd(num9) + nat + dob + cd(dob) + sex + exp + cd(exp) + pers14 + cd(pers14)
    comp = num9 + cd(num9) + dob + cd(dob) + exp + cd(exp) + pers14 + cd(pers14)
    return body + cd(comp)

# ---------------------------------------------------------------- company ids (look-alikes)

def ust_id_de(r):
    s = dgnz(r, 8)
    return "DE" + s + str(mod11_10(s))


def nip_pl(r):
    while True:
        s = dgnz(r, 9)
        c = w_sum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            f = s + str(c)
            return "%s-%s-%s-%s" % (f[:3], f[3:6], f[6:8], f[8:])


def ico_cz(r):
    s = dg(r, 7)
    c = (11 - w_sum(s, range(8, 1, -1)) % 11) % 10
    return s + str(c)


def siren(r):
    s = dgnz(r, 8)
    return s + luhn_digit(s)


def siret(sir, r):
    while True:
        s = sir + "000" + dg(r, 1)
        for c in range(10):
            if luhn_ok(s + str(c)):
                return s + str(c)


def tva_fr(sir):
    return "FR%02d%s" % ((12 + 3 * (int(sir) % 97)) % 97, sir)


def cnpj(r):
    s = dg(r, 8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    c1 = w_sum(s, w1) % 11
    s += str(0 if c1 < 2 else 11 - c1)
    c2 = w_sum(s, [6] + w1) % 11
    s += str(0 if c2 < 2 else 11 - c2)
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def uscc(r):
    A = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    s = "91" + r.choice(["110105", "310115", "440300", "330106"]) + rs(r, A[:10], 1) + rs(r, A, 8)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(A.index(ch) * wt for ch, wt in zip(s, w)) % 31
    return s + A[0 if c == 31 else c]


def brn_kr(r):
    s = dg(r, 9)
    t = w_sum(s, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(s[8]) * 5) // 10
    f = s + str((10 - t % 10) % 10)
    return "%s-%s-%s" % (f[:3], f[3:5], f[5:])


def piva_it(r):
    s = dg(r, 7) + r.choice(["001", "015", "037", "058"])
    return s + luhn_digit(s)


def cif_es(r):
    s = dg(r, 7)
    even = sum(int(s[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        p = int(s[i]) * 2
        odd += p // 10 + p % 10
    return "B" + s + str((10 - (even + odd) % 10) % 10)


def orgnr_se(r):
    s = "55" + dg(r, 7)
    f = s + luhn_digit(s)
    return f[:6] + "-" + f[6:]


def cvr_dk(r):
    while True:
        s = dgnz(r, 7)
        for c in range(10):
            if w_sum(s + str(c), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0:
                return s + str(c)


def orgnr_no(r):
    while True:
        s = r.choice("89") + dg(r, 7)
        c = 11 - w_sum(s, [3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            f = s + str(c)
            return "%s %s %s" % (f[:3], f[3:6], f[6:])


def ytunnus(r):
    while True:
        s = dg(r, 7)
        rem = w_sum(s, [7, 9, 10, 5, 8, 4, 2]) % 11
        if rem != 1:
            return s + "-" + str(0 if rem == 0 else 11 - rem)


def fi_viite(r):
    s = dgnz(r, r.randint(6, 12))
    w = [7, 3, 1]
    t = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(s)))
    return s + str((10 - t % 10) % 10)


def kid_no(r):
    s = dgnz(r, r.randint(8, 14))
    return s + luhn_digit(s)


def hu_adoszam(r):
    s = dgnz(r, 7)
    s += str((10 - w_sum(s, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)
    return "%s-%s-%s" % (s, r.choice("12345"), r.choice(["41", "42", "43", "13", "20"]))


def cui_ro(r):
    s = dgnz(r, 7)
    c = w_sum(s.rjust(9, "0"), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return s + str(0 if c == 10 else c)


def uid_ch(r):
    while True:
        s = dg(r, 8)
        c = 11 - w_sum(s, [5, 4, 3, 2, 7, 6, 5, 4]) % 11
        c = 0 if c == 11 else c
        if c != 10:
            f = s + str(c)
            return "CHE-%s.%s.%s" % (f[:3], f[3:6], f[6:])


def gstin(r, state="27"):
    A = DIG + UP
    pan = rs(r, UP, 3) + r.choice("CF") + r.choice(UP) + dg(r, 4) + r.choice(UP)
    s = state + pan + "1Z"
    tot = 0
    for i, ch in enumerate(s):
        p = A.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return s + A[(36 - tot % 36) % 36]


def il_company(r):
    s = "51" + dg(r, 6)
    return s + luhn_digit(s)


def ein(r):
    return "%s-%s" % (r.choice(["12", "20", "27", "45", "82", "94"]), dg(r, 7))


def isbn13(r):
    s = "978" + dg(r, 9)
    c = (10 - sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(s)) % 10) % 10
    f = s + str(c)
    return "%s-%s-%s-%s-%s" % (f[:3], f[3], f[4:8], f[8:12], f[12])


def s10(r, country):
    s = dg(r, 8)
    c = 11 - w_sum(s, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return r.choice(["RR", "LX", "EE", "CP", "RB", "LY"]) + s + str(c) + country


def usps(r):
    s = "9400" + dg(r, 17)
    t = sum(int(ch) * (3 if i % 2 == 0 else 1) for i, ch in enumerate(reversed(s)))
    f = s + str((10 - t % 10) % 10)
    return " ".join(f[i:i + 4] for i in range(0, 22, 4))


def ups(r):
    return "1Z" + rs(r, UP + DIG, 6) + r.choice(["01", "02", "03", "12"]) + dg(r, 8)


def ean13(r, prefix=""):
    s = prefix + dg(r, 12 - len(prefix))
    c = (10 - sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(s)) % 10) % 10
    return s + str(c)

# ---------------------------------------------------------------- tokens and keys

def uuid4(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hx(r, n):
    return rs(r, HEX, n)


def aws_akid(r):
    return "AKIA" + rs(r, B32, 16)


def aws_secret(r):
    return rs(r, AL + "+/", 40)


def b62(n, width):
    A = DIG + UP + LO
    out = ""
    while n:
        n, m = divmod(n, 62)
        out = A[m] + out
    return out.rjust(width, "0")


def gh_token(r, pfx="ghp_"):
    body = rs(r, AL, 30)
    return pfx + body + b62(zlib.crc32(body.encode()), 6)


def gh_pat(r):
    return "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, AL, 59)


def glpat(r):
    return "glpat-" + rs(r, AL + "-_", 20)


def stripe_sk(r, mode="live"):
    return "sk_%s_51%s" % (mode, rs(r, AL, 97))


def stripe_rk(r):
    return "rk_live_51" + rs(r, AL, 97)


def stripe_pk(r):
    return "pk_live_51" + rs(r, AL, 97)


def whsec(r):
    return "whsec_" + rs(r, AL, 32)


def openai_key(r):
    return "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)


def anthropic_key(r):
    return "sk-ant-api03-" + rs(r, B64U, 93) + "AA"


def google_key(r):
    return "AIza" + rs(r, B64U, 35)


def gocspx(r):
    return "GOCSPX-" + rs(r, B64U, 28)


def slack_bot(r):
    return "xoxb-%s-%s-%s" % (dgnz(r, 12), dgnz(r, 13), rs(r, AL, 24))


def slack_hook(r):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UP + DIG, 8), rs(r, UP + DIG, 10), rs(r, AL, 24))


def sendgrid(r):
    return "SG.%s.%s" % (rs(r, B64U, 22), rs(r, B64U, 43))


def npm_tok(r):
    return "npm_" + rs(r, AL, 36)


def hf_tok(r):
    return "hf_" + rs(r, UP + LO, 34)


def do_tok(r):
    return "dop_v1_" + hx(r, 64)


def shopify(r):
    return "shpat_" + hx(r, 32)


def tg_bot(r):
    return "%s:AA%s" % (r.choice("5678") + dg(r, 9), rs(r, B64U, 33))


def discord_tok(r):
    uid = r.choice("1") + dg(r, 18)
    return "%s.%s.%s" % (b64u(uid.encode()), rs(r, B64U, 6), rs(r, B64U, 38))


def dckr_pat(r):
    return "dckr_pat_" + rs(r, B64U, 27)


def vault_tok(r):
    return "hvs." + rs(r, AL, 24)


def jwt(r, payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64u(rbytes(r, 32)))


def jwt_rs(r, payload):
    h = b64u(json.dumps({"alg": "RS256", "kid": hx(r, 16), "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64u(rbytes(r, 256)))


def pem_ec(r):
    der = bytes.fromhex("30770201010420") + rbytes(r, 32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(r, 64)
    b = b64s(der)
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def pem_openssh(r):
    raw = b"openssh-key-v1\x00" + bytes.fromhex("000000046e6f6e65000000046e6f6e650000000000000001000000330000000b7373682d6564323535313900000020") + rbytes(r, 32) + bytes.fromhex("00000088") + rbytes(r, 4) * 2 + bytes.fromhex("0000000b7373682d6564323535313900000020") + rbytes(r, 32) + bytes.fromhex("00000040") + rbytes(r, 64) + b"\x00\x00\x00\x0e" + b"user@laptop" + b"\x01\x02\x03"
    b = b64s(raw)
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_fp(r):
    return "SHA256:" + b64s(rbytes(r, 32)).rstrip("=")


def eth_priv(r):
    return "0x" + hx(r, 64)


def eth_addr(r):
    return "0x" + hx(r, 40)


def btc_wif(r):
    return b58check(b"\x80" + rbytes(r, 32) + b"\x01")


def btc_addr(r):
    return b58check(b"\x00" + rbytes(r, 20))


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
         "cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling "
         "celery cement census century cereal certain chair chalk champion change chaos chapter charge chase "
         "chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle "
         "chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever "
         "click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach "
         "coast coconut code coffee coil coin collect color column combine come comfort comic common company "
         "concert conduct confirm congress connect consider control convince cook cool copper copy coral core "
         "corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane "
         "crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd "
         "crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current "
         "curtain curve cushion custom cute cycle").split()


def seed_phrase(r, n=12):
    return " ".join(r.choice(BIP39) for _ in range(n))


def totp_seed(r, n=32):
    return rs(r, B32, n)


WORDS_PW = ["Sonnenblume", "Kaffee", "Bruno", "tigger", "Marseille", "Lisboa", "Pikachu", "Mango", "Kasia",
            "Zorro", "falcon", "Nordlicht", "Hazel", "blueberry", "Otter", "ramen", "Valencia", "Bella",
            "Maximus", "Snoopy", "Gandalf", "Pumpkin", "Athena", "Rocket", "Tulipan", "Jaguar", "Koala",
            "Mistral", "Oskar", "Luna", "Biscuit", "Phoenix", "Cedar", "Minka", "Polaris", "Rufus"]
SYM = "!#$%&*?@.+-_"


def pw_human(r):
    w = r.choice(WORDS_PW)
    k = r.randrange(5)
    if k == 0:
        return w + r.choice(SYM) + dg(r, r.choice([2, 4]))
    if k == 1:
        return w + dg(r, 2) + r.choice(WORDS_PW).lower() + r.choice(SYM)
    if k == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + r.choice(SYM) + dg(r, 2)
    if k == 3:
        return r.choice(SYM) + w + str(r.randint(1970, 2019))
    return w.lower() + "_" + r.choice(WORDS_PW) + dg(r, 3)


def pw_rand(r, n=16):
    while True:
        p = rs(r, AL + "!#$%&*+-=?@^_~", n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c in "!#$%&*+-=?@^_~" for c in p):
            return p


def passphrase(r, words, sep="-", n=4):
    return sep.join(r.sample(words, n))


def pin(r, n=4):
    while True:
        p = dg(r, n)
        if len(set(p)) > 1 and p not in ("1234", "0000", "123456"):
            return p


def otp(r, n=6):
    return dgnz(r, n)


def wifi_pw(r):
    k = r.randrange(3)
    if k == 0:
        return pw_human(r)
    if k == 1:
        return rs(r, UP + DIG, 4) + "-" + rs(r, UP + DIG, 4) + "-" + rs(r, UP + DIG, 4)
    return rs(r, LO + DIG, 10)


def mac(r):
    return ":".join(rs(r, "0123456789ABCDEF", 2) for _ in range(6))


def ipv4(r):
    return "%d.%d.%d.%d" % (r.choice([10, 172, 192]), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))


def amazon_order(r):
    return "%s-%s-%s" % (r.choice(["111", "112", "113", "114", "302", "028", "305"]), dg(r, 7), dg(r, 7))


def phone(r, fmt):
    out = ""
    for ch in fmt:
        out += r.choice(DIG) if ch == "#" else ch
    return out


NUM_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
SYM_EN = {"!": "exclamation mark", "#": "hash", "$": "dollar sign", "%": "percent", "&": "ampersand",
          "*": "asterisk", "?": "question mark", "@": "at sign", ".": "dot", "+": "plus", "-": "dash", "_": "underscore"}


def spell_en(p):
    out = []
    for ch in p:
        if ch.isdigit():
            out.append(NUM_EN[int(ch)])
        elif ch.isupper():
            out.append("capital " + ch)
        elif ch.islower():
            out.append(ch)
        else:
            out.append(SYM_EN.get(ch, ch))
    return ", ".join(out)


def th_tax(r):
    s = "0" + r.choice(["105", "107", "125"]) + dg(r, 8)
    return s + str((11 - w_sum(s, range(13, 1, -1)) % 11) % 10)


def nif_pt5(r):
    s = "5" + dg(r, 7)
    c = 11 - w_sum(s, range(9, 1, -1)) % 11
    return s + str(0 if c >= 10 else c)

# ---------------------------------------------------------------- case machinery
CASES = []
PH = re.compile(r"⟦([SLN]):([A-Za-z0-9_]+)⟧")


def C(lang, slug, note, gen, text):
    CASES.append((lang, slug, note, gen, text))


HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u00ad\u200b\u200d-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff\ufff0-\uffff\t]")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def check_case(text, secrets, looks):
    need("⟦" not in text and "⟧" not in text, "unresolved placeholder")
    need(not HOSTILE.search(text), "hostile char in text")
    need(text == text.strip(), "text whitespace")
    need(not re.search(r"[ ]+\n", text), "trailing spaces")
    need(not (set(secrets) & set(looks)), "value in both lists")
    allv = [("S", v) for v in secrets] + [("L", v) for v in looks]
    for kind, v in allv:
        need(isinstance(v, str) and v and v == v.strip(), "empty/space value %r" % v)
        need(not HOSTILE.search(v), "hostile char in value")
        occ = occurrences(text, v)
        need(occ, "not a substring: %r" % v)
        if len(v) <= 6:
            need(len(occ) == 1, "short value twice: %r" % v)
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                raise Bad("embedded number (left) %r" % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                raise Bad("embedded number (right) %r" % v)
    so = [o for v in secrets for o in occurrences(text, v)]
    lo = [o for v in looks for o in occurrences(text, v)]
    for a, b in so:
        for c, d in lo:
            need(b <= c or d <= a, "secret overlaps look-alike")
    if "\n---\n" in text:
        need(all(p.strip() for p in text.split("\n---\n")), "empty message")


def build_case(r, lang, slug, note, gen, text):
    last = None
    for attempt in range(60):
        vals = gen(r)
        secrets, looks = [], []

        def sub(m):
            kind, key = m.group(1), m.group(2)
            if key not in vals:
                raise Bad("missing key %s" % key)
            v = vals[key]
            if kind == "S" and v not in secrets:
                secrets.append(v)
            if kind == "L" and v not in looks:
                looks.append(v)
            return v
        try:
            t = PH.sub(sub, text)
            check_case(t, secrets, looks)
            return t, secrets, looks
        except Bad as e:
            last = e
    raise Bad("%s: %s" % (slug, last))


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v33.py heldout_v33.yaml", file=sys.stderr)
        sys.exit(2)
    out = []
    ids = set()
    problems = []
    langs_ok = set("en zh ja ko ar fa he hi ru uk pl cs de fr es pt it nl sv da no fi hu ro el tr vi th id tl sw".split())
    for n, (lang, slug, note, gen, text) in enumerate(CASES, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        try:
            need(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug), "bad slug")
            need(lang in langs_ok, "bad lang")
            need(cid not in ids, "duplicate id")
            need(note and not HOSTILE.search(note) and "\n" not in note, "bad note")
            ids.add(cid)
            t, s, l = build_case(R, lang, slug, note, gen, text)
            out.append((cid, lang, t, s, l, note))
        except Bad as e:
            problems.append("%s: %s" % (cid, e))
    if problems:
        for p in problems:
            print("PROBLEM", p, file=sys.stderr)
        sys.exit(1)
    lines = ["lookalikes: []", "cases:"]
    for cid, lang, t, s, l, note in out:
        lines.append("  - id: " + q(cid))
        lines.append("    lang: " + q(lang))
        lines.append("    text: " + q(t))
        if s:
            lines.append("    secrets:")
            lines += ["      - " + q(v) for v in s]
        else:
            lines.append("    secrets: []")
        if l:
            lines.append("    lookalikes:")
            lines += ["      - " + q(v) for v in l]
        else:
            lines.append("    lookalikes: []")
        lines.append("    note: " + q(note))
    data = "\n".join(lines) + "\n"
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(data)
    ns = sum(len(c[3]) for c in out)
    nl = sum(len(c[4]) for c in out)
    neg = sum(1 for c in out if not c[3])
    print("wrote %s: %d cases, %d negative, %d secrets, %d look-alikes" % (sys.argv[1], len(out), neg, ns, nl))

# ================================================================ ENGLISH
C("en", "aws-env-file", "AWS key pair in a pasted .env next to the documentation example key",
  lambda r: dict(a=aws_akid(r), b=aws_secret(r), ex="AKIAIOSFODNN7EXAMPLE"),
  "My boto3 script works locally but not on the server. This is the .env I copied over:\n\nAWS_ACCESS_KEY_ID=⟦S:a⟧\nAWS_SECRET_ACCESS_KEY=⟦S:b⟧\nAWS_DEFAULT_REGION=eu-central-1\n\nThe tutorial used ⟦L:ex⟧ and that obviously never worked, but mine should. What am I missing?")

C("en", "github-pat-workflow", "classic GitHub token in a workflow file; commit hash from the log is a look-alike",
  lambda r: dict(t=gh_token(r), sha=hx(r, 40)),
  "The deploy job fails at checkout since commit ⟦L:sha⟧. Here's the step:\n\n```yaml\n- name: Checkout private submodule\n  run: git clone https://x-access-token:⟦S:t⟧@github.com/acme-internal/shared-config.git\n```\n\nIs the token expired or is the URL wrong?")

C("en", "stripe-secret-vs-publishable", "Stripe live secret key beside the publishable key, which is meant to be public",
  lambda r: dict(sk=stripe_sk(r), pk=stripe_pk(r)),
  "Which of these goes in the frontend? I have pk = ⟦L:pk⟧ and sk = ⟦S:sk⟧. Right now both are in checkout.js and a friend said that's bad.")

C("en", "hotel-card-booking", "card number, expiry and CVC given for a booking; booking and hotel phone are look-alikes",
  lambda r: dict(c=g4(card_visa(r)), e=expiry(r), v=cvc(r), b=dg(r, 10), ph=phone(r, "+44 20 7### ####")),
  "Can you write a short email to the hotel (phone ⟦L:ph⟧) guaranteeing my reservation no. ⟦L:b⟧ with my card? Visa ⟦S:c⟧, expires ⟦S:e⟧, security code ⟦S:v⟧. Name on card: Daniel Okafor.")

C("en", "ssn-w4-form", "own SSN for a W-4 question; employer EIN is a company identifier",
  lambda r: dict(s=ssn(r), e=ein(r)),
  "Filling out my W-4 for the new job. My SSN is ⟦S:s⟧ and the employer's EIN on the offer letter is ⟦L:e⟧. Do I need to claim any dependents if my kid is 17?")

C("en", "airbnb-welcome-note", "own Wi-Fi password and door code in a guest note; listing number is a look-alike",
  lambda r: dict(w=wifi_pw(r), d=pin(r, 6), l=dg(r, 18)),
  "Write a friendly welcome note for my Airbnb guests (listing ⟦L:l⟧). Include: Wi-Fi network 'Maple House 5G', password ⟦S:w⟧; front door keypad ⟦S:d⟧ then press the lock button; checkout by 11am; trash goes out Tuesday.")

C("en", "netflix-password-announced", "multi-message: a password announced, then given in the next message",
  lambda r: dict(p=pw_human(r)),
  "I keep forgetting my streaming password, can you just remember it for me?\n---\nok it's ⟦S:p⟧ (the email is my gmail)")

C("en", "postgres-traceback", "database URL with password inside a Python traceback; driver version is a look-alike",
  lambda r: dict(p=pw_rand(r, 14), v="2.9.%d" % r.randint(3, 9)),
  "Getting this with psycopg2 ⟦L:v⟧:\n\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"db.internal\" (10.0.3.17), port 5432 failed: FATAL:  password authentication failed for user \"app\"\n\nDATABASE_URL=postgresql://app:⟦S:p⟧@db.internal:5432/orders\n\nThe password is definitely right, I just reset it.")

C("en", "mongo-compose", "MongoDB password in docker-compose; image digest is a look-alike",
  lambda r: dict(p=pw_rand(r, 18), d="sha256:" + hx(r, 64)),
  "compose file, mongo keeps restarting:\n\nservices:\n  mongo:\n    image: mongo@⟦L:d⟧\n    environment:\n      MONGO_INITDB_ROOT_USERNAME: root\n      MONGO_INITDB_ROOT_PASSWORD: ⟦S:p⟧\n    volumes:\n      - ./data:/data/db")

C("en", "openai-key-script", "real-format OpenAI key in code next to a placeholder",
  lambda r: dict(k=openai_key(r), ph="sk-...your-key-here"),
  "Why does this say 401? The README says to put ⟦L:ph⟧ and I did put mine:\n\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"⟦S:k⟧\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": \"hi\"}])")

C("en", "anthropic-curl", "Anthropic key in a curl command; request id from the error is a look-alike",
  lambda r: dict(k=anthropic_key(r), q="req_01" + rs(r, AL, 22)),
  "curl https://api.anthropic.com/v1/messages -H \"x-api-key: ⟦S:k⟧\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" -d @body.json\n\nresponse: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\"},\"request_id\":\"⟦L:q⟧\"}\nis it me or them")

C("en", "ssh-key-permissions", "private key pasted in full; the public key fingerprint is a look-alike",
  lambda r: dict(k=pem_openssh(r), f=ssh_fp(r)),
  "ssh says 'UNPROTECTED PRIVATE KEY FILE' and refuses. Server shows fingerprint ⟦L:f⟧ which matches. Here is the key file so you can check the format:\n\n⟦S:k⟧")

C("en", "metamask-seed-notes", "wallet seed phrase; the public receiving address is a look-alike",
  lambda r: dict(s=seed_phrase(r), a=eth_addr(r)),
  "Is it ok to keep my MetaMask recovery phrase in Apple Notes? It's: ⟦S:s⟧. My address is ⟦L:a⟧ if that matters, people send me USDC there.")

C("en", "eth-privkey-vs-txhash", "64-hex private key next to a 64-hex transaction hash",
  lambda r: dict(k=eth_priv(r), t="0x" + hx(r, 64)),
  "My transfer ⟦L:t⟧ has been pending for 3 hours. Can I cancel it myself with a script? I can export the private key from the wallet: ⟦S:k⟧")

C("en", "ach-direct-deposit", "own bank account number; the bank's routing number is public",
  lambda r: dict(a=dgnz(r, 12), rt="021000021"),
  "HR wants my direct deposit info by Friday. Routing ⟦L:rt⟧, checking account ⟦S:a⟧. Can you put that into a short reply email to Janet?")

C("en", "uk-bank-council-tax", "own UK account number and sort code; council payment reference is a look-alike",
  lambda r: dict(a=dg(r, 8), s="%s-%s-%s" % (dg(r, 2), dg(r, 2), dg(r, 2)), ref=dg(r, 9)),
  "Setting up a direct debit for council tax, reference ⟦L:ref⟧. My account is ⟦S:a⟧, sort code ⟦S:s⟧. Should I pick the 10 or 12 monthly instalments?")

C("en", "totp-setup-key", "TOTP setup key saved from an authenticator migration",
  lambda r: dict(k=g4(totp_seed(r).lower()), i=imei(r)),
  "My phone died (IMEI ⟦L:i⟧, the insurance wanted it) and I never moved Authy. But I saved the setup key for my Coinbase 2FA when I enabled it: ⟦S:k⟧. Can I put that into Google Authenticator on the new phone?")

C("en", "github-recovery-codes", "several recovery codes pasted; the account handle is neutral",
  lambda r: dict(a=hx(r, 5) + "-" + hx(r, 5), b=hx(r, 5) + "-" + hx(r, 5), c=hx(r, 5) + "-" + hx(r, 5)),
  "Where should I store these? GitHub just showed them:\n\n⟦S:a⟧\n⟦S:b⟧\n⟦S:c⟧\n\n(there were 16 but I only copied these)")

C("en", "bank-sms-code", "pasted SMS with a one-time code; the masked card is a look-alike",
  lambda r: dict(o=otp(r), m="ending in " + dg(r, 4), amt="$%d.%02d" % (r.randint(100, 900), r.randint(0, 99))),
  "Got this text, is it a scam?\n\n\"Chase: Use code ⟦S:o⟧ to verify a purchase of ⟦N:amt⟧ at BESTBUY on card ⟦L:m⟧. We'll never call you for this code.\"\n\nI did not buy anything at Best Buy.")

C("en", "ds160-passport", "own passport number; DS-160 application id and flight number are look-alikes",
  lambda r: dict(p=dgnz(r, 9), a="AA00" + rs(r, UP + DIG, 6), f="UA %d" % r.randint(100, 999)),
  "Help me double check my DS-160 answers. Passport no. ⟦S:p⟧, issued in Chicago, application ID ⟦L:a⟧. Traveling on ⟦L:f⟧ on the 14th.")

C("en", "car-rental-licence", "own California driver licence; rental confirmation is a look-alike",
  lambda r: dict(d=r.choice(UP) + dg(r, 7), c=rs(r, UP, 2) + dg(r, 8)),
  "The rental desk wants the licence number in advance. Mine is ⟦S:d⟧ (California). Confirmation ⟦L:c⟧. Do they also need the issue date?")

C("en", "insurance-member-npi", "own health insurance member id; the doctor's NPI is public",
  lambda r: dict(m=rs(r, UP, 3) + dg(r, 9), n=npi(r), g=dg(r, 6)),
  "Can you draft an appeal letter? Member ID ⟦S:m⟧, group ⟦N:g⟧. The claim was from Dr. Patel, NPI ⟦L:n⟧, for my MRI in March.")

C("en", "nhs-number-gp", "own NHS number; the appointment reference is a look-alike",
  lambda r: dict(n=nhs(r), a=rs(r, UP, 3) + dg(r, 5)),
  "Registering with a new GP online. It asks for NHS number, mine is ⟦S:n⟧. Also my referral letter says booking ref ⟦L:a⟧, do I put that somewhere?")

C("en", "canada-sin-vs-bn", "own SIN; the employer's business number is a look-alike",
  lambda r: dict(s=sin_ca(r), b=dgnz(r, 9) + "RT0001"),
  "My T4 shows the employer's account number ⟦L:b⟧ and my SIN ⟦S:s⟧. Box 14 looks too low. How do I check it?")

C("en", "australia-tfn-abn", "own TFN; the employer ABN is a public business number",
  lambda r: dict(t=tfn_au(r), a=abn_au(r)),
  "New job form: TFN declaration. My TFN is ⟦S:t⟧, the payer's ABN is ⟦L:a⟧. Should I claim the tax-free threshold from this employer if I still have a casual job?")

C("en", "aadhaar-kyc-gstin", "own Aadhaar number; the shop GSTIN is a public tax id",
  lambda r: dict(a=aadhaar(r), g=gstin(r, "29")),
  "The electronics shop put GSTIN ⟦L:g⟧ on the bill but asked for my Aadhaar ⟦S:a⟧ for the warranty. Is that normal?")

C("en", "house-sitter-alarm", "alarm code and garage keypad code for a house sitter; alarm company phone is neutral",
  lambda r: dict(a=pin(r, 4), g=pin(r, 4) + "#", ph=phone(r, "(512) ###-####")),
  "Make a checklist for our house sitter: alarm panel is by the back door, code ⟦S:a⟧, you have 30 seconds. Garage keypad: ⟦S:g⟧. If the alarm goes off call ADT at ⟦N:ph⟧. Feed Pepper twice a day.")

C("en", "safe-combination", "safe combination; the safe model number is a look-alike",
  lambda r: dict(c="%d-%d-%d" % (r.randint(10, 99), r.randint(10, 99), r.randint(10, 99)), m="SB-%d%s" % (r.randint(100, 999), r.choice(UP))),
  "I can't open my Sentry safe (model ⟦L:m⟧). The combo is ⟦S:c⟧: do I go right first or left first?")

C("en", "security-questions", "answers to security questions",
  lambda r: dict(a=r.choice(["Kowalczyk", "Fitzgerald", "Delacroix", "Okonkwo"]), b=r.choice(["Biscuit", "Mr Whiskers", "Rufus", "Clementine"]), c=r.choice(["Elmwood Avenue", "Harbor Street", "Cypress Lane"])),
  "For the bank's new security questions I used: mother's maiden name ⟦S:a⟧, first pet ⟦S:b⟧, street I grew up on ⟦S:c⟧. Is it bad that these are all true answers?")

C("en", "slack-webhook-js", "Slack webhook URL in code; the channel id is a look-alike",
  lambda r: dict(h=slack_hook(r), ch="C0" + rs(r, UP + DIG, 9)),
  "const WEBHOOK = \"⟦S:h⟧\";\n// posts to #alerts (⟦L:ch⟧)\nawait fetch(WEBHOOK, {method: 'POST', body: JSON.stringify({text: msg})});\n\ngetting invalid_payload, why")

C("en", "sendgrid-django", "SendGrid key in Django settings; the dynamic template id is a look-alike",
  lambda r: dict(k=sendgrid(r), t="d-" + hx(r, 32)),
  "settings.py:\n\nEMAIL_BACKEND = \"sendgrid_backend.SendgridBackend\"\nSENDGRID_API_KEY = \"⟦S:k⟧\"\nWELCOME_TEMPLATE = \"⟦L:t⟧\"\n\nemails send but template variables are empty")

C("en", "twilio-auth-token", "Twilio auth token; message SID from the log is a look-alike",
  lambda r: dict(t=hx(r, 32), sid="AC" + hx(r, 32), m="SM" + hx(r, 32)),
  "Twilio returns 20003 Authenticate for every call. Account SID ⟦N:sid⟧, auth token ⟦S:t⟧. Strange because message ⟦L:m⟧ went out yesterday fine.")

C("en", "jwt-bearer-curl", "bearer JWT of a live session; trace id is a look-alike",
  lambda r: dict(j=jwt(r, {"sub": dg(r, 7), "email": "m.lindqvist@fastmail.com", "exp": 1800000000 + r.randint(0, 9999999)}), t=hx(r, 32)),
  "curl -H \"Authorization: Bearer ⟦S:j⟧\" https://api.mycompany.dev/v2/me\n\n→ 403, x-trace-id: ⟦L:t⟧. The token decodes fine on jwt.io.")

C("en", "session-cookie-devtools", "session cookie copied from devtools; analytics cookie is a look-alike",
  lambda r: dict(s=rs(r, ALN, 32), ga="GA1.1.%d.%d" % (r.randint(100000000, 999999999), r.randint(1690000000, 1760000000))),
  "I copied my cookies from Chrome to use in a scraper for my own account: sessionid=⟦S:s⟧; _ga=⟦L:ga⟧; csrftoken=abc. Requests still redirect to login.")

C("en", "gitlab-ci-token", "GitLab personal access token; pipeline and job ids are look-alikes",
  lambda r: dict(t=glpat(r), p=dg(r, 10), j=dg(r, 10)),
  "Pipeline #⟦L:p⟧ failed at job ⟦L:j⟧ with 'HTTP Basic: Access denied'. In .gitlab-ci.yml I have: git remote set-url origin https://oauth2:⟦S:t⟧@gitlab.com/team/app.git")

C("en", "npmrc-integrity", "npm token in .npmrc; the package integrity hash is a look-alike",
  lambda r: dict(t=npm_tok(r), i="sha512-" + b64s(rbytes(r, 64))),
  ".npmrc:\n//registry.npmjs.org/:_authToken=⟦S:t⟧\n\npackage-lock has \"integrity\": \"⟦L:i⟧\" for our private package and npm ci fails with EINTEGRITY. Related?")

C("en", "docker-hub-pat", "Docker Hub access token; the image digest is a look-alike",
  lambda r: dict(t=dckr_pat(r), d="sha256:" + hx(r, 64)),
  "echo ⟦S:t⟧ | docker login -u jkowal --password-stdin works on my laptop but in Jenkins the pull of myorg/api@⟦L:d⟧ says unauthorized")

C("en", "kubeconfig-token", "kubeconfig bearer token; the public CA certificate data is a look-alike",
  lambda r: dict(t=jwt_rs(r, {"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer"}), ca="LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + rs(r, AL, 60)),
  "kubectl says Unauthorized. kubeconfig:\n\nclusters:\n- cluster:\n    certificate-authority-data: ⟦L:ca⟧\n    server: https://k8s.prod.example.net:6443\nusers:\n- name: deployer\n  user:\n    token: ⟦S:t⟧")

C("en", "google-maps-key-html", "Google API key in HTML; a Place ID is a look-alike",
  lambda r: dict(k=google_key(r), p="ChIJ" + rs(r, B64U, 23)),
  "<script src=\"https://maps.googleapis.com/maps/api/js?key=⟦S:k⟧&callback=initMap\"></script>\n\nThe marker for place ⟦L:p⟧ doesn't show. Also should I restrict this key?")

C("en", "hf-token-notebook", "Hugging Face token in a notebook; model revision hash is a look-alike",
  lambda r: dict(t=hf_tok(r), rev=hx(r, 40)),
  "from huggingface_hub import login\nlogin(token=\"⟦S:t⟧\")\nmodel = AutoModel.from_pretrained(\"meta-llama/Llama-3.1-8B\", revision=\"⟦L:rev⟧\")\n\n-> 403 gated repo. I did accept the license though.")

C("en", "telegram-bot-chat-id", "Telegram bot token; the chat id is a look-alike",
  lambda r: dict(t=tg_bot(r), c="-100" + dg(r, 10)),
  "My bot can't post to the group. BOT_TOKEN=⟦S:t⟧, CHAT_ID=⟦L:c⟧. getUpdates returns an empty list.")

C("en", "discord-bot-guild", "Discord bot token; application and guild ids are look-alikes",
  lambda r: dict(t=discord_tok(r), a="1" + dg(r, 18), g="1" + dg(r, 18)),
  "client.run('⟦S:t⟧')\n\napplication id ⟦L:a⟧, server id ⟦L:g⟧. Slash commands don't appear in the server even after an hour.")

C("en", "azure-storage-conn", "Azure storage account key inside a connection string; subscription id is a look-alike",
  lambda r: dict(k=b64s(rbytes(r, 64)), s=uuid4(r)),
  "Function app can't reach blob storage. AzureWebJobsStorage = DefaultEndpointsProtocol=https;AccountName=stcontosoprod01;AccountKey=⟦S:k⟧;EndpointSuffix=core.windows.net\nSubscription: ⟦L:s⟧")

C("en", "redis-url-logs", "Redis password in a URL in logs; server version is a look-alike",
  lambda r: dict(p=rs(r, AL, 24), v="7.2.%d" % r.randint(1, 6)),
  "worker log:\n[2025-03-02 10:14:07] ERROR redis.exceptions.AuthenticationError: invalid username-password pair\n[2025-03-02 10:14:07] INFO connecting to redis://default:⟦S:p⟧@cache-01:6379/0 (server ⟦L:v⟧)")

C("en", "mysql-docker-run", "MySQL root password in a docker run line; the container id is a look-alike",
  lambda r: dict(p=pw_human(r), c=hx(r, 12)),
  "docker run -d --name db -e MYSQL_ROOT_PASSWORD='⟦S:p⟧' -p 3306:3306 mysql:8.4\n\nthen docker logs ⟦L:c⟧ shows 'Access denied for user root@172.17.0.1'")

C("en", "wp-config-salts", "WordPress DB password and auth salts",
  lambda r: dict(p=pw_rand(r, 20), k=rs(r, AL + "!#$%&*+-=?@^_~()[]<>|", 64)),
  "Site shows 'Error establishing a database connection'. wp-config.php:\n\ndefine( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '⟦S:p⟧' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '⟦S:k⟧' );")

C("en", "binance-api-pair", "exchange API key and secret pair",
  lambda r: dict(a=rs(r, AL, 64), b=rs(r, AL, 64)),
  "Writing a small DCA bot. Is it safe to enable withdrawals on this key? api_key=⟦S:a⟧ api_secret=⟦S:b⟧ (IP restricted to my VPS)")

C("en", "btc-wif-import", "Bitcoin private key in WIF; the address is public",
  lambda r: dict(w=btc_wif(r), a=btc_addr(r)),
  "Found an old paper wallet from 2017. Address ⟦L:a⟧, private key ⟦S:w⟧. How do I sweep it into Electrum without exposing it?")

C("en", "mom-card-entrusted", "parent's card entrusted to the user; the order number is a look-alike",
  lambda r: dict(c=amex_fmt(card_amex(r)), e=expiry(r), v=cvc(r, 4), o=amazon_order(r)),
  "Mom let me use her Amex for her birthday present order ⟦L:o⟧, but it got declined. Card ⟦S:c⟧, exp ⟦S:e⟧, CID ⟦S:v⟧. Is the CID the 4 digits on the front?")

C("en", "gate-code-correction", "multi-message: a gate code, then a correction",
  lambda r: dict(a=pin(r, 4), b=pin(r, 4)),
  "For the delivery instructions, the community gate code is *⟦N:a⟧\n---\nsorry no, they changed it last month. it's *⟦S:b⟧ now, write that in the note for the driver")

C("en", "api-key-in-parts", "multi-message: an API key given in two halves",
  lambda r: (lambda t: dict(k1=t[:19], k2=t[19:]))(shopify(r)),
  "I'll paste my Shopify admin token in two parts because the app cuts long messages.\n---\nfirst part: ⟦S:k1⟧\n---\nsecond part: ⟦S:k2⟧\n---\nnow can you write the curl to list products with it?")

C("en", "password-spelled-out", "a password given in characters and spelled out for a phone call",
  lambda r: (lambda p: dict(p=p, sp=spell_en(p)))(pw_human(r)),
  "I have to read my wifi password to my dad over the phone. It's ⟦S:p⟧. Could you write out how to say it clearly? Something like ⟦S:sp⟧ but nicer.")

C("en", "password-table", "a markdown table of own passwords with one masked entry",
  lambda r: dict(a=pw_human(r), b=pw_rand(r, 12), c=pw_human(r), m="••••••••"),
  "Clean up this table for me and sort by site:\n\n| site | login | password |\n|---|---|---|\n| zillow | anna.berg@gmail.com | ⟦S:a⟧ |\n| ebay | annaberg84 | ⟦S:b⟧ |\n| verizon | 512-555-0199 | ⟦S:c⟧ |\n| costco | anna.berg@gmail.com | ⟦L:m⟧ (saved in phone) |")

C("en", "router-admin-mac", "router admin password; MAC address and serial are look-alikes",
  lambda r: dict(p=pw_human(r), m=mac(r), s=rs(r, UP + DIG, 13)),
  "Netgear router, serial ⟦L:s⟧, MAC ⟦L:m⟧. I changed the admin password to ⟦S:p⟧ and now the app says wrong password. Factory reset?")

C("en", "debit-pin-mnemonic", "new debit PIN; masked card number is a look-alike",
  lambda r: dict(p=pin(r, 4), m="**** **** **** " + dg(r, 4)),
  "Got my new debit card (⟦L:m⟧) and the PIN is ⟦S:p⟧. Give me a mnemonic so I don't forget it.")

C("en", "refund-own-iban", "own IBAN for a refund; the shop's order number and VAT number are look-alikes",
  lambda r: dict(i=g4(iban_of(r, "GB")), o=dg(r, 9), vat="GB" + dg(r, 9)),
  "Draft a reply to the shop (VAT reg ⟦L:vat⟧): they want my bank details for the refund on order ⟦L:o⟧. IBAN ⟦S:i⟧, account name Priya Raman.")

C("en", "otpauth-uri", "TOTP secret inside an otpauth URI decoded from a QR code",
  lambda r: dict(s=totp_seed(r), v="5.%d.%d.%d" % (r.randint(0, 9), r.randint(0, 99), r.randint(1000, 9999))),
  "I decoded the QR from my VPN portal: otpauth://totp/CorpVPN:jmoreau?secret=⟦S:s⟧&issuer=CorpVPN&digits=6&period=30. Which app should I add it to? The VPN client is version ⟦L:v⟧.")

C("en", "apple-app-specific", "Apple app-specific password; the developer team id is a look-alike",
  lambda r: dict(p="-".join(rs(r, LO, 4) for _ in range(4)), t=rs(r, UP + DIG, 10)),
  "notarytool asks for an app-specific password. I generated ⟦S:p⟧. My team ID is ⟦L:t⟧. What's the exact xcrun command?")

C("en", "gmail-app-password-smtp", "Google app password for SMTP",
  lambda r: dict(p=" ".join(rs(r, LO, 4) for _ in range(4))),
  "Python smtplib with Gmail: server.login('hugo.lambert.dev@gmail.com', '⟦S:p⟧') still gives 535. It's an app password, 2FA is on.")

C("en", "ford-keypad-vin", "car door keypad code; the VIN is a look-alike",
  lambda r: dict(k=pin(r, 5), v=vin(r)),
  "The factory keypad code on my Ford is ⟦S:k⟧ (from the wallet card). VIN ⟦L:v⟧. How do I add a personal code?")

C("en", "passport-mrz", "machine-readable zone of own passport; the visa foil number is a look-alike",
  lambda r: (lambda n, b, e: dict(mrz=passport_mrz_line2(n, "USA", b, "F", e), f=dg(r, 8)))(dgnz(r, 9), "%02d%02d%02d" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)), "%02d%02d%02d" % (r.randint(27, 35), r.randint(1, 12), r.randint(1, 28))),
  "OCR of my passport bottom lines came out as:\nP<USAHERNANDEZ<<MARIA<ELENA<<<<<<<<<<<<<<<<<\n⟦S:mrz⟧\nand the visa foil number is ⟦L:f⟧. Did the OCR read it correctly?")

C("en", "wifi-qr-string", "Wi-Fi password inside a WIFI: QR payload",
  lambda r: dict(p=wifi_pw(r), sn=rs(r, UP + DIG, 14)),
  "Make me a QR code for the guest network. The string should be WIFI:T:WPA;S:Garcia_Guest;P:⟦S:p⟧;; right? (the router sticker shows serial ⟦L:sn⟧, I assume that is not needed)")

C("en", "vault-unseal", "Vault root token and an unseal key",
  lambda r: dict(t=vault_tok(r), u=b64s(rbytes(r, 32)), c=uuid4(r)),
  "Vault (cluster ID ⟦L:c⟧) got sealed after the reboot. Unseal Key 1: ⟦S:u⟧\nInitial Root Token: ⟦S:t⟧\nI only have one of the three keys, am I stuck?")

C("en", "school-pickup-password", "pickup code word for a child at school",
  lambda r: dict(p=r.choice(["blue giraffe", "pineapple rocket", "thunder muffin", "purple canoe"])),
  "Tell grandma that if she picks Leo up from school on Thursday the office will ask for the pickup password, which is ⟦S:p⟧.")

C("en", "carrier-port-pin", "mobile carrier transfer PIN; the phone's IMEI is a look-alike",
  lambda r: dict(p=pin(r, 6), i=imei(r)),
  "Switching from T-Mobile to Mint. Number transfer PIN ⟦S:p⟧, IMEI ⟦L:i⟧. Do I cancel T-Mobile first or after?")

C("en", "irs-ip-pin", "IRS identity protection PIN; the refund amount and form are neutral",
  lambda r: dict(p=pin(r, 6), ssn4="xxx-xx-" + dg(r, 4)),
  "TurboTax is asking for my IP PIN. The letter says ⟦S:p⟧. It's for SSN ⟦L:ssn4⟧. Is it for both me and my wife?")

C("en", "patient-portal-login", "patient portal login; appointment confirmation is a look-alike",
  lambda r: dict(u="dpetrova" + dg(r, 2), p=pw_human(r), c=rs(r, UP + DIG, 8)),
  "MyChart login is ⟦N:u⟧ / ⟦S:p⟧. Appointment confirmation ⟦L:c⟧. Can you tell me how to bring up my lab results once I'm in?")

C("en", "ec-private-key-tls", "TLS private key pasted; certificate serial is a look-alike",
  lambda r: dict(k=pem_ec(r), s=":".join(rs(r, "0123456789ABCDEF", 2) for _ in range(16))),
  "nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). Cert serial ⟦L:s⟧. This is server.key:\n⟦S:k⟧")

C("en", "keybox-cleaner", "key box code for a cleaner",
  lambda r: dict(k=pin(r, 4), f=str(r.randint(2, 9)) + r.choice("ABCD")),
  "Text the cleaner: the key is in the lockbox on the railing, code ⟦S:k⟧, flat ⟦N:f⟧. Please water the plants.")

C("en", "google-oauth-secret", "OAuth client secret; the client id is a public identifier",
  lambda r: dict(i=dg(r, 12) + "-" + rs(r, ALN, 32) + ".apps.googleusercontent.com", s=gocspx(r)),
  "Google sign-in gives redirect_uri_mismatch. client_id ⟦L:i⟧, client_secret ⟦S:s⟧, redirect http://localhost:3000/api/auth/callback/google")

C("en", "revoked-plus-new-key", "a revoked key the user says was public, then the new live key",
  lambda r: dict(old=gh_token(r), new=gh_token(r)),
  "The token ⟦L:old⟧ leaked in a public gist last week, it's revoked now. I made a new one, ⟦S:new⟧. Write me a pre-commit hook so this doesn't happen again.")

# ---------------------------------------------------------------- English negatives
C("en", "neg-aws-docs-example", "only the AWS documentation example keys",
  lambda r: dict(a="AKIAIOSFODNN7EXAMPLE", b="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
  "In the AWS CLI docs they use ⟦L:a⟧ and ⟦L:b⟧. Are those real keys from some account, or just made up?")

C("en", "neg-stripe-test-cards", "Stripe test cards and the documentation test key",
  lambda r: dict(a="4242 4242 4242 4242", b="4000 0025 0000 3155", k="sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
  "For my checkout tests I use ⟦L:a⟧ for success and ⟦L:b⟧ for 3D Secure, with the key ⟦L:k⟧ from the docs. Which card triggers insufficient funds?")

C("en", "neg-jwt-io-example", "the well-known jwt.io example token",
  lambda r: dict(j="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
  "Can you explain the three parts of this example token from the tutorial? ⟦L:j⟧")

C("en", "neg-git-log", "commit hashes, tags and PR numbers from git log",
  lambda r: dict(a=hx(r, 40), b=hx(r, 7), c=hx(r, 7), t="v%d.%d.%d" % (r.randint(1, 4), r.randint(0, 20), r.randint(0, 9)), p=str(r.randint(1000, 9999))),
  "git log --oneline shows ⟦L:b⟧ (HEAD, tag: ⟦L:t⟧) Merge pull request #⟦L:p⟧ and ⟦L:c⟧ fix flaky test. How do I revert just ⟦L:a⟧ without losing the merge?")

C("en", "neg-checksums", "release checksums only",
  lambda r: dict(a=hx(r, 64), b=hx(r, 64), m=hx(r, 32)),
  "The download page lists:\n⟦L:a⟧  app-2.4.1-linux-x64.tar.gz\n⟦L:b⟧  app-2.4.1-darwin-arm64.tar.gz\nand an md5 ⟦L:m⟧ for the old installer. How do I verify on a Mac?")

C("en", "neg-package-tracking", "tracking, order and RMA numbers",
  lambda r: dict(u=ups(r), o=amazon_order(r), rma="RMA" + dg(r, 8), us=usps(r)),
  "Return status: UPS ⟦L:u⟧ shows delivered, order ⟦L:o⟧, RMA ⟦L:rma⟧. The replacement is coming by USPS ⟦L:us⟧. Write a complaint that I still have no refund.")

C("en", "neg-config-placeholders", "placeholders and variable references in a config template",
  lambda r: dict(a="your_api_key_here", b="<YOUR_TOKEN>", c="${DB_PASSWORD}", d="changeme"),
  "Template from the repo:\n\nAPI_KEY=⟦L:a⟧\nAUTH_TOKEN=⟦L:b⟧\nDATABASE_URL=postgres://app:⟦L:c⟧@localhost/app\nADMIN_PASSWORD=⟦L:d⟧\n\nWhich of these does docker compose substitute automatically?")

C("en", "neg-masked-statement", "masked card and bank transaction references",
  lambda r: dict(m="XXXX XXXX XXXX " + dg(r, 4), a=rs(r, UP, 2) + dg(r, 10), b=dg(r, 12), amt="$%d.%02d" % (r.randint(10, 99), r.randint(0, 99))),
  "My statement shows two charges of ⟦N:amt⟧ on card ⟦L:m⟧, refs ⟦L:a⟧ and ⟦L:b⟧. How do I dispute one of them?")

C("en", "neg-xkcd-passwords", "famous example passwords discussed as examples",
  lambda r: dict(a="correct horse battery staple", b="Tr0ub4dor&3", c="hunter2", d="password123"),
  "Is ⟦L:a⟧ really stronger than ⟦L:b⟧? And why do people joke about ⟦L:c⟧? My company's old default was ⟦L:d⟧ lol")

C("en", "neg-revoked-public-key", "a key the user says is revoked and public",
  lambda r: dict(k=stripe_sk(r)),
  "Post-mortem writeup: our key ⟦L:k⟧ was pushed to a public repo on Monday, it was rolled within an hour and is now dead. Help me write the timeline section.")

C("en", "neg-charity-iban", "a charity's IBAN and charity number for a donation",
  lambda r: dict(i=g4(iban_of(r, "GB")), n=str(r.randint(200000, 1199999)), ref="GIFT" + dg(r, 6)),
  "I want to donate to the animal shelter. Their site says: IBAN ⟦L:i⟧, registered charity no. ⟦L:n⟧, use reference ⟦L:ref⟧. Is Gift Aid added automatically?")

C("en", "neg-supplier-invoice", "supplier company bank details and invoice numbers",
  lambda r: dict(i=g4(iban_of(r, "NL")), v="NL" + dg(r, 9) + "B01", inv="INV-2025-" + dg(r, 5), b="RABONL2U"),
  "Invoice ⟦L:inv⟧ from Van Dijk Logistics B.V.: pay to ⟦L:i⟧, BIC ⟦L:b⟧, VAT ⟦L:v⟧, net 30. Is the reverse charge right since we're in Belgium?")

C("en", "neg-flight-booking", "booking reference and e-ticket number",
  lambda r: dict(p=rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6), e="016-" + dg(r, 10), f="LH %d" % r.randint(400, 499)),
  "My booking ⟦L:p⟧, e-ticket ⟦L:e⟧, flight ⟦L:f⟧ was cancelled. What am I owed under EU261?")

C("en", "neg-routing-swift", "public bank routing and SWIFT codes",
  lambda r: dict(a="026009593", b="BOFAUS3N", c="CHASUS33"),
  "Is ⟦L:a⟧ the wire routing number for Bank of America or the ACH one? The SWIFT they gave is ⟦L:b⟧ and the sender's bank is ⟦L:c⟧.")

C("en", "neg-famous-ssn", "famous published example SSNs",
  lambda r: dict(a="078-05-1120", b="123-45-6789"),
  "Why was ⟦L:a⟧ printed in wallets in the 1930s? And do forms still reject ⟦L:b⟧ automatically?")

C("en", "neg-public-frontend-keys", "publishable and site keys that are meant to be public",
  lambda r: dict(p=stripe_pk(r), s="6L" + rs(r, B64U, 38), m="pk.eyJ1Ijoi" + rs(r, B64U, 60)),
  "Which of these can live in my React bundle? Stripe ⟦L:p⟧, reCAPTCHA site key ⟦L:s⟧, Mapbox public token ⟦L:m⟧.")

C("en", "neg-example-iban-test", "textbook example IBANs used in unit tests",
  lambda r: dict(a="DE89 3704 0044 0532 0130 00", b="GB82 WEST 1234 5698 7654 32"),
  "My validator rejects ⟦L:a⟧ but accepts ⟦L:b⟧. Both are from Wikipedia so both should pass, right?")

# ================================================================ OTHER LANGUAGES
def cz_account(r):
    bban, a = bban_cz(r)
    return a.lstrip("0") + "/" + bban[:4]


def pl_domestic(r):
    ib = iban_of(r, "PL")[2:]
    return ib[:2] + " " + " ".join(ib[i:i + 4] for i in range(2, 26, 4))


def hu_domestic(r):
    b = iban_of(r, "HU")[4:]
    return "%s-%s-%s" % (b[:8], b[8:16], b[16:])


def no_domestic(r):
    b = bban_no(r)
    return "%s.%s.%s" % (b[:4], b[4:6], b[6:])


def bankgiro(r):
    s = dg(r, 6)
    f = s + luhn_digit(s)
    return f[:3] + "-" + f[3:]


# ---- Chinese
C("zh", "rental-id-bankcard", "own resident ID and bank card for a lease; courier waybill is a look-alike",
  lambda r: dict(i=cn_id(r), c=card_unionpay(r), sf="SF" + dg(r, 13)),
  "帮我整理一下租房合同里乙方的信息：姓名王磊，身份证号⟦S:i⟧，每月房租从我的工商银行卡⟦S:c⟧自动扣款。押金收据房东已经用顺丰寄出，单号⟦L:sf⟧。")

C("zh", "sms-code-paypassword", "SMS verification code and payment password; order number is a look-alike",
  lambda r: dict(o=otp(r), p=pin(r, 6), ord=dgnz(r, 19)),
  "刚收到短信：【招商银行】您的验证码为⟦S:o⟧，您正在进行网上支付，请勿告知他人。订单号⟦L:ord⟧一直付款失败，微信支付密码⟦S:p⟧我也确认过没输错，是银行卡的问题吗？")

C("zh", "neg-vat-invoice", "company unified social credit code, invoice number and company account",
  lambda r: dict(u=uscc(r), inv=dg(r, 20), a=dgnz(r, 19)),
  "开增值税专用发票需要填这些：名称 上海启明软件科技有限公司，统一社会信用代码⟦L:u⟧，开户行 招商银行上海张江支行，账号⟦L:a⟧，发票号码⟦L:inv⟧。帮我看看格式对不对。")

# ---- Japanese
C("ja", "mynumber-salary-account", "own My Number and salary account; branch number is neutral",
  lambda r: dict(m=my_number(r), b=dg(r, 3), a=dg(r, 7), h=dgnz(r, 13)),
  "年末調整の書類を書いています。マイナンバーは⟦S:m⟧、給与振込口座は三菱UFJ銀行 新宿支店（支店番号⟦N:b⟧）普通預金 ⟦S:a⟧ です。会社の法人番号（⟦L:h⟧）を書く欄もありますが、扶養控除等申告書の書き方を教えてください。")

C("ja", "multi-parents-wifi", "multi-message: parents' Wi-Fi password announced, then sent",
  lambda r: dict(w=rs(r, LO + DIG, 13), s=hx(r, 6), m="WX%d%s" % (r.randint(1000, 9999), r.choice(["HP", "EA", "NR"]))),
  "実家のWi-Fiのパスワード、母から今LINEで届いたので送りますね。\n---\n⟦S:w⟧ です。SSIDは aterm-⟦N:s⟧-g、ルーターの機種は⟦L:m⟧です。父のスマホに設定する手順を、わかりやすく書いてもらえますか？")

C("ja", "neg-delivery-order", "order number, Yamato tracking and inquiry numbers",
  lambda r: dict(o="%s-%s" % (dg(r, 3), dg(r, 7)), y="%s-%s-%s" % (dg(r, 4), dg(r, 4), dg(r, 4)), q=rs(r, UP, 2) + dg(r, 8)),
  "注文番号⟦L:o⟧の荷物がまだ届きません。ヤマト運輸の伝票番号は⟦L:y⟧、ショップの問い合わせ番号は⟦L:q⟧です。丁寧な問い合わせ文を作ってください。")

# ---- Korean
C("ko", "rrn-refund-account", "own resident registration number and refund account",
  lambda r: dict(i=kr_rrn(r), a="%s-%s-%s" % (dg(r, 6), dg(r, 2), dg(r, 6)), b=brn_kr(r)),
  "연말정산 서류 쓰는 중인데 주민등록번호 ⟦S:i⟧ 이렇게 쓰면 맞아? 원천징수영수증에 있는 회사 사업자번호 ⟦L:b⟧ 도 적어야 해? 환급받을 계좌는 국민은행 ⟦S:a⟧ 이야.")

C("ko", "vpn-password-otp", "VPN password and OTP; employee number is neutral",
  lambda r: dict(p=pw_human(r), o=otp(r), e=dg(r, 7), ec="E" + dg(r, 4)),
  "회사 VPN 비밀번호를 ⟦S:p⟧ 로 바꿨는데 OTP ⟦S:o⟧ 넣어도 계속 로그인 실패(오류 코드 ⟦L:ec⟧)가 떠요. 사번은 ⟦N:e⟧ 이고요. 헬프데스크에 뭐라고 말하면 될까요?")

C("ko", "neg-business-number", "partner business registration number and waybill number",
  lambda r: dict(b=brn_kr(r), t=dg(r, 12)),
  "거래처 사업자등록번호 ⟦L:b⟧ 로 세금계산서 발행하려는데 휴폐업 조회는 어디서 해? 그리고 CJ대한통운 운송장번호 ⟦L:t⟧ 배송 조회도 좀 알려줘.")

# ---- Arabic
C("ar", "saudi-id-iban", "own national id and IBAN for a salary transfer",
  lambda r: dict(i="1" + dg(r, 9), b=g4(iban_of(r, "SA")), cr="10" + dg(r, 8)),
  "أبغى أكتب خطاب لجهة عملي عشان يحولون الراتب على حسابي الجديد. رقم الهوية الوطنية ⟦S:i⟧ والآيبان ⟦S:b⟧ في مصرف الراجحي. الشركة سجلها التجاري ⟦L:cr⟧. اكتبه بصيغة رسمية لو سمحت.")

C("ar", "otp-scam-call", "one-time code from a bank SMS; transaction reference is a look-alike",
  lambda r: dict(o=otp(r), ref=dg(r, 12)),
  "وصلتني هذه الرسالة: \"رمز التحقق الخاص بك هو ⟦S:o⟧ لإتمام العملية رقم ⟦L:ref⟧. لا تشارك الرمز مع أي شخص.\" وبعدها اتصل شخص يقول إنه من البنك ويطلب الرمز. هل أعطيه؟")

C("ar", "neg-vat-cr", "company VAT and commercial registration numbers and order number",
  lambda r: dict(v="3" + dg(r, 13) + "3", c=r.choice(["10", "40", "20"]) + dg(r, 8), o="#" + dg(r, 8)),
  "ممكن تتأكد لي من الفاتورة الضريبية؟ الرقم الضريبي للمتجر ⟦L:v⟧ ورقم السجل التجاري ⟦L:c⟧ ورقم الطلب ⟦L:o⟧. هل الفاتورة نظامية؟")

# ---- Persian
C("fa", "melli-card-dynamic-pin", "own national code, card number and dynamic second password",
  lambda r: dict(c=ir_code(r), k=g4(card_iran(r), "-"), p=otp(r, 6), t=dg(r, 10)),
  "برای ثبت‌نام دانشگاه کد ملی ⟦S:c⟧ و شماره کارت ⟦S:k⟧ رو وارد کردم. رمز دوم پویا ⟦S:p⟧ هم پیامک شد ولی پرداخت انجام نشد و پول از حسابم کم شد. کد پیگیری ⟦L:t⟧ رو هم دارم. باید چیکار کنم؟")

C("fa", "email-password-check", "own email password; recovery phone is neutral",
  lambda r: dict(p=pw_human(r), ph=phone(r, "0912 ### ####")),
  "رمز ایمیلم رو عوض کردم و گذاشتم ⟦S:p⟧، به نظرت به اندازه کافی قویه؟ شماره بازیابی هم ⟦N:ph⟧ هست.")

C("fa", "neg-charity-sheba", "charity IBAN (sheba), deposit id and a payment tracking code",
  lambda r: dict(s=iban_of(r, "IR"), i=dg(r, 13), t=dg(r, 12)),
  "می‌خوام به یک خیریه کمک کنم. شماره شبای مؤسسه ⟦L:s⟧ و شناسه واریز ⟦L:i⟧ اعلام شده. کد رهگیری پرداخت قبلیم ⟦L:t⟧ بود، رسیدش رو از کجا بگیرم؟")

# ---- Hebrew
C("he", "tz-card-booking", "own ID number and credit card for a booking; booking number is a look-alike",
  lambda r: dict(i=il_id(r), c=g4(card_visa(r), "-"), e=expiry(r), v=cvc(r), o=dg(r, 8)),
  "תעזור לי למלא את טופס ההזמנה לצימר? ת\"ז ⟦S:i⟧, כרטיס אשראי ⟦S:c⟧ בתוקף עד ⟦S:e⟧, שלוש ספרות בגב ⟦S:v⟧. מספר ההזמנה ⟦L:o⟧.")

C("he", "neg-company-invoice", "company number and invoice allocation number",
  lambda r: dict(h=il_company(r), a=dg(r, 9), inv=dg(r, 6)),
  "בחשבונית מהספק מופיע ח.פ. ⟦L:h⟧, מספר חשבונית ⟦L:inv⟧ ומספר הקצאה ⟦L:a⟧. זה תקין לפי הכללים החדשים?")

C("he", "building-door-code", "building door code for a courier; phone is neutral",
  lambda r: dict(d=pin(r, 4) + "#", ph=phone(r, "05#-###-####"), t="IL" + dg(r, 9)),
  "תנסח הודעה לשליח של משלוח ⟦L:t⟧: הקוד לדלת של הבניין הוא ⟦S:d⟧, קומה 3 דירה 12. אם זה לא עובד שיתקשר אליי ל-⟦N:ph⟧.")

# ---- Hindi
C("hi", "kyc-aadhaar-pan", "own Aadhaar and PAN for KYC",
  lambda r: dict(a=aadhaar(r), p=pan_in(r), sr="SR" + dg(r, 10)),
  "बैंक वाले KYC के लिए मेरा आधार नंबर ⟦S:a⟧ और पैन ⟦S:p⟧ व्हाट्सऐप पर माँग रहे हैं। सर्विस रिक्वेस्ट नंबर ⟦L:sr⟧ है। क्या ऐसे भेजना सुरक्षित है?")

C("hi", "upi-pin-fraud", "UPI PIN given to a scammer; UTR and the bank's IFSC are look-alikes",
  lambda r: dict(u=pin(r, 6), utr=dgnz(r, 12), ifsc="SBIN0" + dg(r, 6), amt="₹%d" % r.randint(2000, 20000)),
  "कल किसी ने फ़ोन करके कहा कि रिफ़ंड लेने के लिए UPI पिन डालो, मैंने ⟦S:u⟧ डाल दिया और ⟦N:amt⟧ कट गए। UTR नंबर ⟦L:utr⟧ है, मेरी ब्रांच का IFSC ⟦L:ifsc⟧ है। अब शिकायत कहाँ करूँ?")

C("hi", "neg-shop-gstin", "shop GSTIN and bill number",
  lambda r: dict(g=gstin(r, "07"), b="INV/%d/%s" % (r.randint(2024, 2026), dg(r, 5))),
  "दुकान के बिल पर GSTIN ⟦L:g⟧ और बिल नंबर ⟦L:b⟧ लिखा है। क्या इसी बिल से वारंटी क्लेम हो जाएगा?")

# ---- Russian
C("ru", "job-form-passport-snils-inn", "own passport, SNILS and INN for an HR form",
  lambda r: dict(p="%s %s %s" % (dg(r, 2), dg(r, 2), dg(r, 6)), s=snils(r), i=inn_person(r), kp="770-0" + dg(r, 2)),
  "Заполняю анкету для отдела кадров: паспорт ⟦S:p⟧, выдан ГУ МВД России по г. Москве, код подразделения ⟦L:kp⟧, СНИЛС ⟦S:s⟧, ИНН ⟦S:i⟧. Проверь, пожалуйста, правильно ли я записал форматы.")

C("ru", "grandma-card-utilities", "grandmother's card entrusted to the user; bank BIK and correspondent account are public",
  lambda r: dict(c=g4(luhn_num(r, "220" + r.choice("0124"), 16)), e=expiry(r), v=cvc(r), bik="044525225", ks="30101810400000000225"),
  "Бабушка попросила оплатить ей коммуналку со своей карты и продиктовала: ⟦S:c⟧, срок ⟦S:e⟧, код на обороте ⟦S:v⟧. В квитанции реквизиты получателя: БИК ⟦L:bik⟧, к/с ⟦L:ks⟧. Как это проще сделать через Госуслуги?")

C("ru", "neg-supplier-check", "supplier INN, OGRN and order number",
  lambda r: dict(i=inn_company(r), o=ogrn(r), z=dg(r, 7)),
  "Проверь, пожалуйста, поставщика: ООО «Вектор-Трейд», ИНН ⟦L:i⟧, ОГРН ⟦L:o⟧, заказ № ⟦L:z⟧. Им можно доверять, если они просят стопроцентную предоплату?")

# ---- Ukrainian
C("uk", "rnokpp-card-refund", "own taxpayer number and card for a refund",
  lambda r: dict(i=rnokpp(r), c=g4(luhn_num(r, r.choice(["5168", "4149", "5363"]), 16)), e=dg(r, 8)),
  "Заповнюю декларацію на податкову знижку: РНОКПП ⟦S:i⟧, картка ПриватБанку для повернення ⟦S:c⟧. Код ЄДРПОУ роботодавця ⟦L:e⟧. Чи можна вказати картку, чи обов'язково IBAN?")

C("uk", "neg-fund-donation", "charity fund EDRPOU code and IBAN",
  lambda r: dict(e=dg(r, 8), i=iban_of(r, "UA")),
  "Хочу задонатити на фонд. Реквізити: ЄДРПОУ ⟦L:e⟧, IBAN ⟦L:i⟧, призначення платежу «благодійний внесок». Чи треба вказувати мій ІПН у призначенні?")

C("uk", "email-wifi-note", "own email and Wi-Fi passwords",
  lambda r: dict(p=pw_human(r), w=wifi_pw(r), sn=dg(r, 13)),
  "Запиши, щоб я не забув: пароль від пошти ⟦S:p⟧, від вайфаю вдома ⟦S:w⟧ (роутер TP-Link, S/N ⟦L:sn⟧). І нагадай завтра змінити пароль від пошти.")

# ---- Polish
C("pl", "pesel-dowod-wniosek", "own PESEL and ID card number",
  lambda r: dict(p=pesel(r), d=pl_dowod(r), w="WN/%s/%d" % (dg(r, 6), r.randint(2024, 2026))),
  "Pomóż mi wypełnić wniosek o kartę kredytową: PESEL ⟦S:p⟧, seria i numer dowodu ⟦S:d⟧, adres zamieszkania taki sam jak zameldowania. Numer wniosku to ⟦L:w⟧. Co wpisać w polu 'źródło dochodu'?")

C("pl", "blik-allegro-scam", "BLIK code; the order number is a look-alike",
  lambda r: dict(b=otp(r), o=uuid4(r)),
  "Kupuję na Allegro, zamówienie ⟦L:o⟧. Sprzedawca napisał na czacie, żebym mu podała kod BLIK ⟦S:b⟧, bo płatność niby nie przeszła. To normalne?")

C("pl", "neg-company-invoice", "company invoice number, NIP and bank account",
  lambda r: dict(f="FV/%s/%02d/%d" % (dg(r, 4), r.randint(1, 12), r.randint(2024, 2026)), n=nip_pl(r), k=pl_domestic(r)),
  "Dostałam fakturę ⟦L:f⟧ od firmy remontowej: NIP ⟦L:n⟧, rachunek ⟦L:k⟧. Czy przy tej kwocie muszę płacić w mechanizmie podzielonej płatności?")

# ---- Czech
C("cs", "rodne-cislo-ucet", "own birth number and bank account for an insurance form",
  lambda r: dict(rc=rodne_cislo(r), u=cz_account(r), ps=dgnz(r, 10)),
  "Potřebuju vyplnit přihlášku k pojištění: rodné číslo ⟦S:rc⟧, číslo účtu pro výplatu plnění ⟦S:u⟧. Mám tam psát i číslo pojistky ⟦L:ps⟧, kterou jsem měla dřív?")

C("cs", "neg-ico-vs", "company IČO, VAT id and payment variable symbol",
  lambda r: (lambda i: dict(i=i, d="CZ" + i, vs=dgnz(r, 10)))(ico_cz(r)),
  "Na faktuře od dodavatele je IČO ⟦L:i⟧, DIČ ⟦L:d⟧ a variabilní symbol ⟦L:vs⟧. Kam přesně to napíšu v internetovém bankovnictví?")

C("cs", "pin-banking-password", "new card PIN and internet banking password",
  lambda r: dict(p=pin(r, 4), h=pw_human(r), m="**** " + dg(r, 4)),
  "Přišla mi nová karta (číslo končí ⟦L:m⟧), PIN je ⟦S:p⟧. A heslo do internetového bankovnictví jsem si změnil na ⟦S:h⟧. Jak si to zapamatovat, aniž bych si to psal na papírek?")

# ---- German
C("de", "steuer-id-erstattung", "own tax id and IBAN; the employer's tax number is a look-alike",
  lambda r: dict(s=steuer_id(r), i=g4(iban_of(r, "DE")), st="%d/%03d/%05d" % (r.randint(10, 99), r.randint(100, 999), r.randint(10000, 99999))),
  "Kannst du mir beim Ausfüllen vom Mantelbogen helfen? Meine Steuer-ID ist ⟦S:s⟧, die Erstattung bitte auf ⟦S:i⟧. Auf der Lohnsteuerbescheinigung steht noch die Steuernummer vom Arbeitgeber ⟦L:st⟧ – muss die irgendwo rein?")

C("de", "kvnr-app-passwort", "own health insurance number, app password and activation code",
  lambda r: dict(k=kvnr(r), p=pw_human(r), a=rs(r, UP + DIG, 4) + "-" + rs(r, UP + DIG, 4), ik="10" + dg(r, 7)),
  "Ich krieg die App der Krankenkasse (IK ⟦L:ik⟧) nicht eingerichtet. Versichertennummer ⟦S:k⟧, Passwort ⟦S:p⟧, und der Aktivierungscode aus dem Brief ⟦S:a⟧ sei angeblich abgelaufen. Was kann ich tun?")

C("de", "multi-schluesselsafe", "multi-message: key box code announced, then given with the Wi-Fi password",
  lambda r: dict(c=pin(r, 4), w=wifi_pw(r)),
  "Meine Schwiegereltern kommen am Wochenende in die Ferienwohnung. Ich schick dir gleich den Code vom Schlüsselsafe, mach bitte eine kurze Anleitung für sie draus.\n---\nCode ist ⟦S:c⟧, der Kasten hängt links neben dem Garagentor. WLAN heißt FeWo-Seeblick, Passwort ⟦S:w⟧. Mülltonnen stehen hinterm Haus.")

C("de", "neg-stadtwerke-rechnung", "utility company bank details, VAT id, invoice and parcel numbers",
  lambda r: dict(k=dg(r, 9), rn=dg(r, 12), i=g4(iban_of(r, "DE")), b="COBADEFFXXX", u=ust_id_de(r), dhl="00340434" + dg(r, 12)),
  "Rechnung der Stadtwerke: Kundennummer ⟦N:k⟧, Rechnungsnummer ⟦L:rn⟧, zahlbar auf ⟦L:i⟧ (BIC ⟦L:b⟧), USt-IdNr. ⟦L:u⟧. Der Brief zum Zählerwechsel kam mit DHL ⟦L:dhl⟧. Ist die Erhöhung des Abschlags so zulässig?")

# ---- French
C("fr", "nir-rib-mutuelle", "own social security number and IBAN",
  lambda r: dict(n=nir(r), i=g4(iban_of(r, "FR")), org=dg(r, 9)),
  "Je remplis le dossier d'adhésion à la mutuelle : numéro de sécurité sociale ⟦S:n⟧, IBAN pour les remboursements ⟦S:i⟧. Il faut aussi joindre l'attestation de droits de la CPAM (code organisme ⟦L:org⟧) ?")

C("fr", "multi-digicode-boite-a-cles", "multi-message: door code, key box code and Wi-Fi key for guests",
  lambda r: dict(d=r.choice("ABC") + pin(r, 4), b=pin(r, 4), lb=rs(r, "0123456789ABCDEF", 4), w=wifi_pw(r), res="HM" + rs(r, UP + DIG, 8)),
  "Je t'envoie les codes pour mes invités, tu peux me rédiger un petit mot d'accueil ? Réservation ⟦L:res⟧.\n---\nDigicode : ⟦S:d⟧, puis 2e étage porte gauche. Boîte à clés : ⟦S:b⟧. Wifi : Livebox-⟦N:lb⟧, clé ⟦S:w⟧.")

C("fr", "neg-artisan-siret", "tradesman SIRET, VAT number and quote number",
  lambda r: (lambda s: dict(s=siret(s, r), t=tva_fr(s), d="D-%d-%s" % (r.randint(2024, 2026), dg(r, 4))))(siren(r)),
  "Sur le devis du plombier il y a SIRET ⟦L:s⟧, TVA intracommunautaire ⟦L:t⟧ et devis n° ⟦L:d⟧. Comment vérifier que l'entreprise existe vraiment ?")

# ---- Spanish
C("es", "dni-iban-gimnasio", "own DNI and IBAN for a direct debit mandate",
  lambda r: dict(d=dni(r), i=g4(iban_of(r, "ES")), cif=cif_es(r)),
  "Para domiciliar la cuota del gimnasio (CIF ⟦L:cif⟧) me piden el DNI ⟦S:d⟧ y la cuenta ⟦S:i⟧. ¿Me redactas el mandato SEPA con esos datos?")

C("es", "multi-clave-correccion", "multi-message: a wrong banking password, then the corrected one",
  lambda r: dict(w=pw_human(r), p=pw_human(r)),
  "Apúntame la clave de la banca online, que siempre se me olvida: ⟦N:w⟧\n---\nperdona, me he equivocado, esa era la antigua. La buena es ⟦S:p⟧")

C("es", "neg-ong-donacion", "NGO IBAN and tax id with donation reference",
  lambda r: dict(i=g4(iban_of(r, "ES")), c=cif_es(r).replace("B", "G", 1), ref="DON-" + dg(r, 6)),
  "Quiero hacer una donación a una ONG: IBAN ⟦L:i⟧, CIF ⟦L:c⟧, concepto ⟦L:ref⟧. ¿Cuánto me desgrava en la renta si dono 150 euros?")

# ---- Portuguese (Brazil and Portugal)
C("pt", "cpf-cartao-compra", "own CPF and card details at checkout",
  lambda r: dict(c=cpf(r), k=g4(card_mc(r)), e=expiry(r), v=cvc(r), p="#" + dg(r, 9)),
  "Tô tentando finalizar a compra no site e dá erro no pedido ⟦L:p⟧. CPF ⟦S:c⟧, cartão ⟦S:k⟧, validade ⟦S:e⟧, CVV ⟦S:v⟧. O que pode ser?")

C("pt", "nif-iban-financas", "Portuguese tax number, IBAN and tax portal password",
  lambda r: dict(n=nif_pt(r), i=g4(iban_of(r, "PT")), p=pw_human(r), e=nif_pt5(r)),
  "Estou a preencher o IRS automático: NIF ⟦S:n⟧, IBAN para o reembolso ⟦S:i⟧, NIF da entidade patronal ⟦L:e⟧. A senha do Portal das Finanças é ⟦S:p⟧. Posso entrar com a Chave Móvel Digital em vez disso?")

C("pt", "neg-cnpj-rastreio", "store CNPJ, tracking code and bank slip line",
  lambda r: dict(c=cnpj(r), t=s10(r, "BR"), b="%s.%s %s.%s %s.%s %s %s" % (dg(r, 5), dg(r, 5), dg(r, 5), dg(r, 6), dg(r, 5), dg(r, 6), dg(r, 1), dg(r, 14))),
  "Comprei numa loja com CNPJ ⟦L:c⟧, o código de rastreio dos Correios é ⟦L:t⟧ e a linha digitável do boleto é ⟦L:b⟧. Já faz 20 dias. Isso é golpe?")

# ---- Italian
C("it", "cf-iban-assegno", "own fiscal code and IBAN",
  lambda r: dict(cf=codice_fiscale(r, "Esposito", "Chiara", True), i=g4(iban_of(r, "IT")), pr="INPS.%s.%d.%s" % (dg(r, 4), r.randint(2024, 2026), dg(r, 7))),
  "Devo compilare la domanda per l'assegno unico. Sono Chiara Esposito, codice fiscale ⟦S:cf⟧, IBAN ⟦S:i⟧. La ricevuta ha protocollo ⟦L:pr⟧. Mi aiuti a scrivere la mail al CAF?")

C("it", "pin-bancomat-postit", "ATM PIN and home banking password",
  lambda r: dict(p=pin(r, 5), h=pw_human(r)),
  "Mi sono segnato il PIN del bancomat ⟦S:p⟧ e la password dell'home banking ⟦S:h⟧ su un post-it attaccato al monitor. Mi suggerisci un modo più sicuro?")

C("it", "neg-partita-iva", "supplier VAT number, order number and e-invoice recipient code",
  lambda r: dict(p=piva_it(r), o=dg(r, 8), sdi=rs(r, UP + DIG, 7)),
  "Sulla fattura c'è la partita IVA ⟦L:p⟧ e il numero d'ordine ⟦L:o⟧. Il codice destinatario SDI ⟦L:sdi⟧ è quello del mio commercialista, va bene così?")

# ---- Dutch
C("nl", "bsn-iban-toeslag", "own BSN and IBAN",
  lambda r: dict(b=bsn(r), i=g4(iban_of(r, "NL")), z="Z-" + dg(r, 8)),
  "Voor de huurtoeslag vragen ze mijn BSN ⟦S:b⟧ en rekeningnummer ⟦S:i⟧. Mijn oude aanvraag had zaaknummer ⟦L:z⟧. Moet mijn huisgenoot apart aanvragen?")

C("nl", "digid-sms-code", "DigiD password and SMS code",
  lambda r: dict(p=pw_human(r), o=otp(r), f="F" + dg(r, 3)),
  "Ik heb mijn DigiD-wachtwoord veranderd naar ⟦S:p⟧ en de sms-code was ⟦S:o⟧, maar ik krijg steeds foutcode ⟦L:f⟧. Wat doe ik fout?")

C("nl", "neg-loodgieter-factuur", "plumber's chamber of commerce and VAT numbers, payment reference and IBAN",
  lambda r: dict(k=dgnz(r, 8), b="NL" + dg(r, 9) + "B01", m=" ".join(dg(r, 4) for _ in range(4)), i=g4(iban_of(r, "NL"))),
  "Factuur van de loodgieter: KvK ⟦L:k⟧, btw-nummer ⟦L:b⟧, betalingskenmerk ⟦L:m⟧, IBAN ⟦L:i⟧. Moet ik het kenmerk precies zo overnemen?")

# ---- Swedish
C("sv", "personnummer-konto", "own personal identity number and account",
  lambda r: dict(p=personnummer(r), k="%s-%s" % (r.choice(["8327", "6000", "5000", "3300"]), dg(r, 10)), a="%d-%s" % (r.randint(2024, 2026), dg(r, 6))),
  "Jag ska fylla i ansökan om bostadsbidrag: personnummer ⟦S:p⟧, kontonummer för utbetalning ⟦S:k⟧. Förra ärendet hade nummer ⟦L:a⟧. Ska min sambo också stå med?")

C("sv", "neg-faktura-ocr", "OCR reference, bankgiro and company registration number",
  lambda r: dict(o=kid_no(r), b=bankgiro(r), n=orgnr_se(r)),
  "Fakturan från elbolaget: OCR ⟦L:o⟧, bankgiro ⟦L:b⟧, organisationsnummer ⟦L:n⟧. Kan jag betala den direkt i appen?")

C("sv", "portkod-nyckelskap", "door code, key cabinet code and Wi-Fi password for a tradesman",
  lambda r: dict(p=pin(r, 4), n=pin(r, 4), w=wifi_pw(r), lgh="lgh 1" + dg(r, 3)),
  "Skriv ett sms till hantverkaren: portkoden är ⟦S:p⟧, lägenheten är ⟦L:lgh⟧, nyckeln ligger i nyckelskåpet vid cykelrummet med kod ⟦S:n⟧. Wifi-lösenordet om han behöver: ⟦S:w⟧.")

# ---- Danish
C("da", "cpr-nemkonto", "own CPR number and account",
  lambda r: dict(c=cpr(r), reg=r.choice(["3000", "9570", "5301", "1551"]), k=dg(r, 10), s="SU-" + dg(r, 7)),
  "Kan du hjælpe mig med at udfylde SU-ansøgningen (sagsnr. ⟦L:s⟧)? CPR-nummer ⟦S:c⟧, NemKonto reg.nr. ⟦N:reg⟧ kontonr. ⟦S:k⟧.")

C("da", "neg-el-regning", "utility company CVR, invoice and payment slip numbers",
  lambda r: dict(c=cvr_dk(r), f=dg(r, 9), fi=dg(r, 15), kr=dgnz(r, 8)),
  "Regningen fra elselskabet: CVR ⟦L:c⟧, fakturanr. ⟦L:f⟧, betalingslinje +71<⟦L:fi⟧+⟦L:kr⟧<. Hvordan betaler jeg den i netbanken?")

C("da", "noeglebox-alarm", "key box and alarm codes for a cleaner",
  lambda r: dict(k=pin(r, 4), a=pin(r, 6)),
  "Skriv en besked til rengøringshjælpen: nøgleboksen ved hoveddøren har koden ⟦S:k⟧, og alarmen slås fra med ⟦S:a⟧ inden for 30 sekunder.")

# ---- Norwegian
C("no", "fnr-lanekassen", "own national identity number and account",
  lambda r: dict(f=fodselsnummer(r), k=no_domestic(r), s="%d/%s" % (r.randint(2024, 2026), dg(r, 5))),
  "Skal søke stipend fra Lånekassen: fødselsnummer ⟦S:f⟧, kontonummer ⟦S:k⟧. Saksnummeret fra i fjor var ⟦L:s⟧. Hva betyr egentlig behovsprøvd?")

C("no", "neg-kommune-kid", "municipality KID, account and organisation number",
  lambda r: dict(kid=kid_no(r), k=no_domestic(r), o=orgnr_no(r)),
  "Faktura fra kommunen: KID ⟦L:kid⟧, kontonummer ⟦L:k⟧, org.nr. ⟦L:o⟧, forfall 20. mai. Kan jeg sette opp AvtaleGiro på den?")

C("no", "bankid-passord", "BankID password and personal code",
  lambda r: dict(p=pw_human(r), c=pin(r, 6)),
  "Jeg byttet BankID-passordet til ⟦S:p⟧ og den personlige koden er ⟦S:c⟧. Er det greit å bruke samme kode i Vipps?")

# ---- Finnish
C("fi", "hetu-tili-kela", "own personal identity code and account",
  lambda r: dict(h=hetu(r), t=g4(iban_of(r, "FI")), y=ytunnus(r)),
  "Täytän Kelan asumistukihakemusta: henkilötunnus ⟦S:h⟧, tilinumero ⟦S:t⟧. Vuokranantaja on yhtiö, Y-tunnus ⟦L:y⟧. Pitääkö vuokrasopimus laittaa liitteeksi?")

C("fi", "neg-lasku-viite", "company business id, account and reference number",
  lambda r: dict(y=ytunnus(r), t=g4(iban_of(r, "FI")), v=fi_viite(r)),
  "Laskussa lukee: saaja Lämpö ja Vesi Oy, Y-tunnus ⟦L:y⟧, tilinumero ⟦L:t⟧, viitenumero ⟦L:v⟧, eräpäivä 15.6. Miksi viitenumero on niin pitkä?")

C("fi", "ovikoodi-wifi", "stairwell door code and Wi-Fi password for a neighbour",
  lambda r: dict(o=pin(r, 4), w=wifi_pw(r)),
  "Kirjoita naapurille viesti: rapun ovikoodi on ⟦S:o⟧ ja meidän wifin salasana ⟦S:w⟧, kun hän käy ruokkimassa kissaa viikonloppuna.")

# ---- Hungarian
C("hu", "adoazonosito-taj-szamla", "own tax id, social security number and bank account",
  lambda r: dict(a=hu_adoazon(r), t=taj(r), b=hu_domestic(r), m=hu_adoszam(r)),
  "Az SZJA-bevalláshoz kell: adóazonosító jel ⟦S:a⟧, TAJ-szám ⟦S:t⟧, bankszámlaszám ⟦S:b⟧. A munkáltató adószáma ⟦L:m⟧. Jól írtam be a formátumokat?")

C("hu", "neg-szamla-adoszam", "seller's tax number and invoice serial",
  lambda r: dict(a=hu_adoszam(r), s="%s-%d-%s" % (rs(r, UP, 3), r.randint(2024, 2026), dg(r, 5))),
  "A számlán az eladó adószáma ⟦L:a⟧, a számla sorszáma ⟦L:s⟧. Kell ezt külön ellenőriznem a NAV oldalán?")

C("hu", "netbank-jelszo-pin", "online banking password and mobile signing PIN",
  lambda r: dict(p=pw_human(r), n=pin(r, 5)),
  "Mindig elfelejtem a netbank jelszavam. Most ⟦S:p⟧ lett, a mobilos aláíró PIN pedig ⟦S:n⟧. Segíts egy emlékeztetőt kitalálni, ami nem árulja el őket.")

# ---- Romanian
C("ro", "cnp-iban-alocatie", "own CNP and IBAN",
  lambda r: dict(c=cnp(r), i=g4(iban_of(r, "RO")), n="%s/%s" % (dg(r, 5), "%02d.%02d.2025" % (r.randint(1, 28), r.randint(1, 12)))),
  "Completez cererea pentru alocația copilului: CNP ⟦S:c⟧, IBAN ⟦S:i⟧. Cererea veche avea nr. ⟦L:n⟧. Trebuie să trec și CNP-ul copilului în același formular?")

C("ro", "neg-factura-cui", "company tax code, order number and courier waybill",
  lambda r: dict(c="RO" + cui_ro(r), o=dg(r, 9), a=dg(r, 13)),
  "Pe factură scrie CUI ⟦L:c⟧, nr. comandă ⟦L:o⟧, iar AWB-ul de la curier e ⟦L:a⟧. Cum verific dacă firma e în regulă?")

C("ro", "pin-parola-aplicatie", "card PIN and banking app password",
  lambda r: dict(p=pin(r, 4), h=pw_human(r), m="**** " + dg(r, 4)),
  "Mi-a venit cardul nou (se termină în ⟦L:m⟧), PIN-ul e ⟦S:p⟧, iar parola pentru aplicația băncii am schimbat-o în ⟦S:h⟧. E ok să le țin în notițele din telefon?")

# ---- Greek
C("el", "amka-afm-iban", "own social security number, tax number and IBAN",
  lambda r: dict(a=amka(r), f=afm_gr(r, "1"), i=g4(iban_of(r, "GR")), p=dg(r, 7)),
  "Συμπληρώνω την αίτηση για το επίδομα: ΑΜΚΑ ⟦S:a⟧, ΑΦΜ ⟦S:f⟧, IBAN ⟦S:i⟧. Η προηγούμενη αίτηση είχε αριθμό πρωτοκόλλου ⟦L:p⟧. Χρειάζονται και οι κωδικοί του Taxisnet;")

C("el", "neg-katastima-afm", "shop tax number and order number",
  lambda r: dict(f=afm_gr(r, "8"), o=dg(r, 9)),
  "Στην απόδειξη του καταστήματος γράφει ΑΦΜ ⟦L:f⟧ και αριθμός παραγγελίας ⟦L:o⟧. Πώς κάνω επιστροφή αν το προϊόν είναι ελαττωματικό;")

C("el", "wifi-synagermos", "Wi-Fi password and alarm code for a relative",
  lambda r: dict(w=wifi_pw(r), a=pin(r, 4)),
  "Γράψε ένα σημείωμα για τη μητέρα μου που θα μείνει στο σπίτι: κωδικός Wi-Fi ⟦S:w⟧, συναγερμός ⟦S:a⟧ και μετά το κουμπί OFF.")

# ---- Turkish
C("tr", "tc-iban-kira", "own TC identity number and IBAN; the site management's tax number is a look-alike",
  lambda r: dict(t=tc_kimlik(r), i=g4(iban_of(r, "TR")), v=dg(r, 10)),
  "Kira sözleşmesi için bilgilerimi düzenler misin: TC kimlik no ⟦S:t⟧, IBAN ⟦S:i⟧ (Garanti). Aidat site yönetimine ödeniyor, vergi numaraları ⟦L:v⟧.")

C("tr", "edevlet-sifre-sms", "e-Government password and SMS code",
  lambda r: dict(p=pw_human(r), o=otp(r)),
  "e-Devlet şifremi ⟦S:p⟧ yaptım ama SMS ile gelen doğrulama kodu ⟦S:o⟧ hatalı diyor. Ne yapmalıyım?")

C("tr", "neg-kargo-iade", "cargo tracking, order and seller tax numbers",
  lambda r: dict(k=dg(r, 12), s=dg(r, 10), v=dg(r, 10)),
  "Kargo takip numaram ⟦L:k⟧, sipariş no ⟦L:s⟧, satıcının vergi no ⟦L:v⟧. Ürün hasarlı geldi, iadeyi nasıl başlatırım?")

# ---- Vietnamese
C("vi", "cccd-so-tai-khoan", "own citizen id and bank account",
  lambda r: dict(c=cccd(r), s=dg(r, 13), h="HS" + dg(r, 9)),
  "Mình đang điền đơn mở thẻ tín dụng: số CCCD ⟦S:c⟧, số tài khoản Vietcombank ⟦S:s⟧. Mã hồ sơ là ⟦L:h⟧. Bạn kiểm tra giúp mình điền đúng định dạng chưa?")

C("vi", "otp-zalo-matkhau", "OTP given to a scammer and banking password",
  lambda r: dict(o=otp(r), p=pw_human(r)),
  "Có người nhắn Zalo bảo mình đọc mã OTP ⟦S:o⟧ để nhận quà tri ân khách hàng, mình lỡ đọc rồi. Mật khẩu ngân hàng của mình là ⟦S:p⟧, giờ đổi ngay có kịp không?")

C("vi", "neg-mst-shopee", "company tax code and marketplace order code",
  lambda r: dict(m=dg(r, 10), d=dg(r, 6) + rs(r, UP + DIG, 8)),
  "Hóa đơn ghi mã số thuế ⟦L:m⟧, mã đơn hàng Shopee ⟦L:d⟧. Mình muốn xin xuất hóa đơn VAT thì làm thế nào?")

# ---- Thai
C("th", "id-kbank-tax", "own Thai ID and bank account for a tax refund",
  lambda r: dict(i=th_id(r), b="%s-%s-%s-%s" % (dg(r, 3), dg(r, 1), dg(r, 5), dg(r, 1)), ref=rs(r, UP, 2) + dg(r, 10)),
  "ช่วยกรอกแบบฟอร์มขอคืนภาษีให้หน่อย เลขบัตรประชาชน ⟦S:i⟧ บัญชีกสิกรไทย ⟦S:b⟧ ชื่อบัญชี นางสาวพิมพ์ชนก ใจดี เลขที่อ้างอิงคำขอเดิม ⟦L:ref⟧")

C("th", "otp-ref-wifi", "OTP with its reference code and home Wi-Fi password",
  lambda r: dict(o=otp(r), ref=rs(r, UP, 4), w=wifi_pw(r)),
  "เพิ่งได้ SMS ว่า รหัส OTP คือ ⟦S:o⟧ (Ref: ⟦L:ref⟧) แต่ฉันไม่ได้ทำรายการอะไรเลย แล้วช่วยจำรหัส wifi บ้านให้ด้วยนะ ⟦S:w⟧")

C("th", "neg-tax-invoice-ems", "company tax id and EMS tracking number",
  lambda r: dict(t=th_tax(r), e=s10(r, "TH")),
  "ใบกำกับภาษีมีเลขประจำตัวผู้เสียภาษีของบริษัท ⟦L:t⟧ และเลขพัสดุ EMS ⟦L:e⟧ ช่วยดูว่าถูกต้องไหม")

# ---- Indonesian
C("id", "nik-rekening-pin", "own NIK, bank account and mobile banking PIN",
  lambda r: dict(n=nik(r), r=dg(r, 10), p=pin(r, 6), a="PJ-" + dg(r, 8)),
  "Tolong bantu isi formulir pinjaman online: NIK ⟦S:n⟧, rekening BCA ⟦S:r⟧. Di formulirnya juga diminta PIN m-BCA, aku isi ⟦S:p⟧. Nomor pengajuannya ⟦L:a⟧. Wajar nggak sih?")

C("id", "otp-gojek-scam", "verification code given to a caller",
  lambda r: dict(o=otp(r, 4), b="RB-" + dg(r, 9)),
  "Tadi ada yang telepon ngaku dari Gojek, minta kode verifikasi ⟦S:o⟧ yang barusan masuk lewat SMS, katanya buat pesanan ⟦L:b⟧. Udah aku kasih. Sekarang harus gimana?")

C("id", "neg-npwp-resi", "company tax number and courier receipt number",
  lambda r: dict(n="%s.%s.%s.%s-%s.%s" % (dg(r, 2), dg(r, 3), dg(r, 3), dg(r, 1), dg(r, 3), dg(r, 3)), r=rs(r, UP, 2) + dg(r, 14)),
  "Di faktur ada NPWP perusahaan ⟦L:n⟧ dan nomor resi JNE ⟦L:r⟧. Barangnya belum sampai seminggu, aku harus komplain ke mana?")

# ---- Tagalog
C("tl", "philsys-gcash-mpin", "own national id number and e-wallet MPIN",
  lambda r: dict(p="%s-%s-%s-%s" % (dg(r, 4), dg(r, 4), dg(r, 4), dg(r, 4)), m=pin(r, 4), t=dg(r, 29)),
  "Paki-check kung tama ang form ko: PhilSys number ⟦S:p⟧, GCash MPIN ⟦S:m⟧. Yung PSA transaction number ko ay ⟦L:t⟧. Bakit kaya kailangan pa ng MPIN sa form na 'to?")

C("tl", "otp-premyo-scam", "OTP requested by a scammer; reference number is a look-alike",
  lambda r: dict(o=otp(r), ref=dgnz(r, 13)),
  "May nag-text sa akin, ibigay ko raw yung OTP na ⟦S:o⟧ para ma-claim ko yung premyo. Reference no. ⟦L:ref⟧ daw. Scam ba 'to?")

C("tl", "neg-resibo-tin", "shop TIN and official receipt number",
  lambda r: dict(t="%s-%s-%s-000" % (dg(r, 3), dg(r, 3), dg(r, 3)), o=dg(r, 7)),
  "Sa resibo nakalagay ang TIN ng tindahan na ⟦L:t⟧ at OR number ⟦L:o⟧. Pwede ko bang gamitin 'to pang-claim ng warranty?")

# ---- Swahili
C("sw", "kitambulisho-mpesa-pin", "own national id, bank account and mobile money PIN",
  lambda r: dict(i=dgnz(r, 8), a=dg(r, 13), p=pin(r, 4), s="KCBLKENX"),
  "Nisaidie kuandika barua kwa benki: namba ya kitambulisho ⟦S:i⟧, namba ya akaunti ⟦S:a⟧, SWIFT ya benki ⟦L:s⟧. Pia PIN yangu ya M-Pesa ni ⟦S:p⟧, naogopa kuna mtu aliiona nilipokuwa nalipa.")

C("sw", "neg-paybill-umeme", "utility paybill number and M-Pesa transaction code",
  lambda r: dict(pb="888880", ac=dg(r, 11), c=rs(r, UP + DIG, 10)),
  "Nimelipa bili ya umeme kwa Paybill ⟦L:pb⟧, akaunti ni namba ya mita ⟦N:ac⟧, na nimepokea ujumbe wa M-Pesa wenye code ⟦L:c⟧. Mbona tokeni haijafika bado?")

C("sw", "nywila-wifi-barua", "Wi-Fi and email passwords",
  lambda r: dict(w=wifi_pw(r), p=pw_human(r)),
  "Nimebadilisha nywila ya WiFi kuwa ⟦S:w⟧ na ya barua pepe kuwa ⟦S:p⟧. Je, ziko salama au niziongeze urefu?")


if __name__ == "__main__":
    main()
