#!/usr/bin/env python3
"""Generator of the heldout_v80 blind evaluation set for a chat-message secrets filter.

Usage: python3 make_heldout_v80.py heldout_v80.yaml

Standard library only. Deterministic: every random value comes from random.Random(80).
Everything is validated before the file is written; on any problem the script exits 1.
"""
import sys, json, random, string, hashlib, base64, datetime, unicodedata, re, zlib

SEED = 80
NAME = "heldout_v80"
PREFIX = "H80"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B62 = DIG + UP + LO
PWSYM = "!@#$%&*?-_+="
ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):  # n digits, no leading zero
    return R.choice("123456789") + rs(DIG, n - 1)


def rz(n):  # n digits, leading zero allowed
    return rs(DIG, n)


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def grps(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def msgs(*parts):
    return "\n---\n".join(parts)


def rdate(y0, y1):
    a = datetime.date(y0, 1, 1).toordinal()
    b = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(ri(a, b))


def to_script(s, table):
    return "".join(table[int(c)] if c in DIG else c for c in s)


# Values whose check digits were computed are registered with a kind; the validator
# re-verifies every listed value that carries a kind with an independent check.
KIND = {}


def reg(v, kind):
    KIND[v] = kind
    return v


def digits_of(v):
    return "".join(c for c in v if c in DIG)


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    t = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return str((10 - t % 10) % 10)


def luhn_ok(num):
    t = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rz(length - 1 - len(prefix))
    return body + luhn_digit(body)


def alnum_int(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_make(cc, bban):
    cd = 98 - alnum_int(bban + cc + "00") % 97
    return "%s%02d%s" % (cc, cd, bban)


def iban_ok(v):
    s = v.replace(" ", "")
    return alnum_int(s[4:] + s[:4]) % 97 == 1


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "GB": 22, "PL": 28, "PT": 25, "BE": 16,
            "AT": 20, "CH": 21, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "RO": 24, "GR": 27,
            "CZ": 24, "TR": 26, "SA": 24, "AE": 23, "IL": 23, "UA": 29, "IR": 26}

ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - sum(int(a) * b for a, b in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(d, d)


IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_val(c):
    return int(c) if c in DIG else ord(c) - 65


def it_cin(s):  # Italian CIN / codice fiscale control character
    t = 0
    for i, c in enumerate(s):
        t += IT_ODD[it_val(c)] if i % 2 == 0 else it_val(c)
    return UP[t % 26]


def nl_acct():
    while True:
        a = rz(10)
        if a[0] != "0" and sum(int(c) * (10 - i) for i, c in enumerate(a)) % 11 == 0:
            return a


def pl_sort():
    b = pick(["102", "109", "114", "105", "124", "116", "249"]) + rz(4)
    w = [3, 9, 7, 1, 3, 9, 7]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)


def no_acct():
    while True:
        b = rd(10)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        k = 0 if r == 0 else 11 - r
        if k != 10:
            return b + str(k)


def no_acct_ok(v):
    d = digits_of(v)
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return len(d) == 11 and sum(int(a) * x for a, x in zip(d, w)) % 11 == 0


HU_W = [9, 7, 3, 1]


def hu_chk(s):
    return str((10 - sum(int(a) * HU_W[i % 4] for i, a in enumerate(s)) % 10) % 10)


def cz_acct():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        a = "0" + rd(9)
        if sum(int(x) * y for x, y in zip(a, w)) % 11 == 0:
            return a


def bban(cc, bank=None):
    if cc == "DE":
        return (bank or str(ri(1, 8)) + rz(7)) + rz(10)
    if cc == "FR":
        b, g, c = bank or pick(["30004", "30003", "20041", "10278", "30002", "16006", "10907"]), rz(5), rz(11)
        k = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97)
        return b + g + c + "%02d" % k
    if cc == "ES":
        b = pick(["2100", "0049", "0182", "0081", "2085", "0128", "1465"])
        s, a = rz(4), rz(10)
        return b + s + str(es_dc("00" + b + s)) + str(es_dc(a)) + a
    if cc == "IT":
        abi, cab, c = pick(["03069", "02008", "05034", "03062", "01030"]), rz(5), rz(12)
        return it_cin(abi + cab + c) + abi + cab + c
    if cc == "NL":
        return pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ"]) + nl_acct()
    if cc == "GB":
        return (bank or pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"])) + rz(6) + rz(8)
    if cc == "PL":
        return pl_sort() + rz(16)
    if cc == "PT":
        b = pick(["0035", "0033", "0007", "0010", "0036", "0018"]) + rz(4) + rz(11)
        return b + "%02d" % (98 - (int(b) * 100) % 97)
    if cc == "BE":
        b = rz(10)
        return b + "%02d" % (int(b) % 97 or 97)
    if cc == "NO":
        return no_acct()
    if cc == "FI":
        b = pick(["1", "2", "5", "8"]) + rz(12)
        return b + luhn_digit(b)
    if cc == "HU":
        p1 = pick(["117", "104", "116", "107", "120"]) + rz(4)
        p2 = rz(15)
        return p1 + hu_chk(p1) + p2 + hu_chk(p2)
    if cc == "RO":
        bk = bank or pick(["BTRL", "RNCB", "BRDE", "INGB", "BACX"])
        return bk + ("RONCRT0" + rz(9) if bk == "BTRL" else rs(UP + DIG, 16))
    if cc == "GR":
        return pick(["011", "017", "026", "014"]) + rz(4) + rz(16)
    if cc == "CZ":
        return pick(["0800", "0100", "0300", "2010", "0600"]) + "000000" + cz_acct()
    if cc == "TR":
        return pick(["00010", "00012", "00062", "00046", "00064", "00015"]) + "0" + rz(16)
    if cc == "SA":
        return pick(["80", "10", "05", "45", "20"]) + rz(18)
    if cc == "AE":
        return pick(["033", "260", "035", "030"]) + rz(16)
    if cc == "IL":
        return pick(["012", "010", "011", "020"]) + rz(3) + rz(13)
    if cc == "UA":
        return "305299" + "00000" + "2625" + rz(10)
    if cc == "IR":
        return pick(["017", "012", "019", "018", "054", "056"]) + rz(19)
    if cc == "SE":
        return pick(["500", "800", "300", "600"]) + rz(17)
    if cc == "DK":
        return rz(4) + rz(10)
    if cc == "AT":
        return rz(5) + rz(11)
    if cc == "CH":
        return rz(5) + rz(12)
    raise ValueError(cc)


def iban(cc, spaced=True, bank=None):
    v = iban_make(cc, bban(cc, bank))
    assert len(v) == IBAN_LEN[cc], (cc, v)
    return reg(grp(v) if spaced else v, "iban")


# ---------------------------------------------------------------- cards
def card(brand="visa"):
    if brand == "visa":
        return luhn_complete("4" + rz(5), 16)
    if brand == "mc":
        return luhn_complete(str(ri(51, 55)) + rz(4), 16)
    if brand == "mc2":
        return luhn_complete(str(ri(2221, 2720)) + rz(2), 16)
    if brand == "amex":
        return luhn_complete(pick(["34", "37"]) + rz(4), 15)
    if brand == "unionpay":
        return luhn_complete("62" + rz(4), 19)
    if brand == "mir":
        return luhn_complete("220" + str(ri(0, 4)) + rz(2), 16)
    if brand == "iran":
        return luhn_complete(pick(["603799", "610433", "589210", "627353"]), 16)
    raise ValueError(brand)


def card_fmt(num, sep=" "):
    if len(num) == 15:
        v = grps(num, [4, 6, 5], sep)
    elif len(num) == 19:
        v = grps(num, [4, 4, 4, 4, 3], sep)
    else:
        v = grp(num, 4, sep)
    return reg(v, "luhn")


def expiry(sep="/"):
    return "%02d%s%d" % (ri(1, 12), sep, ri(26, 31))


# ---------------------------------------------------------------- national / tax / health ids
def mod11_10(s):  # ISO 7064 MOD 11,10 (German Steuer-ID, USt-IdNr)
    p = 10
    for ch in s:
        x = (int(ch) + p) % 10
        if x == 0:
            x = 10
        p = (2 * x) % 11
    c = 11 - p
    return 0 if c == 10 else c


def steuer_id():
    while True:
        digs = R.sample(range(10), 9)
        dup = R.choice(digs)
        ten = digs + [dup]
        R.shuffle(ten)
        if ten[0] == 0:
            continue
        s = "".join(map(str, ten))
        if any(s[i] == s[i + 1] == s[i + 2] for i in range(8)):
            continue
        n = s + str(mod11_10(s))
        return reg("%s %s %s %s" % (n[:2], n[2:5], n[5:8], n[8:]), "mod11_10")


def ust_idnr_de():
    b = rd(8)
    return reg("DE" + b + str(mod11_10(b)), "mod11_10")


def kvnr():
    L = pick(UP.replace("I", "").replace("O", ""))
    d8 = rz(8)
    s = "%02d" % (ord(L) - 64) + d8
    t = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    return reg(L + d8 + str(t % 10), "kvnr")


def kvnr_ok(v):
    s = "%02d" % (ord(v[0]) - 64) + v[1:9]
    t = sum((int(ch) * (1 if i % 2 == 0 else 2)) // 10 + (int(ch) * (1 if i % 2 == 0 else 2)) % 10
            for i, ch in enumerate(s))
    return t % 10 == int(v[9])


def ausweis_nr():
    return pick("LMNPRTVWXY") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)


def nir(female, d):
    b = "%d%02d%02d%s%03d%03d" % (2 if female else 1, d.year % 100, d.month,
                                  pick(["75", "69", "13", "33", "31", "59", "44", "67", "92", "93", "35", "06"]),
                                  ri(1, 899), ri(1, 999))
    k = 97 - int(b) % 97
    n = b + "%02d" % k
    return reg("%s %s %s %s %s %s %s" % (n[0], n[1:3], n[3:5], n[5:7], n[7:10], n[10:13], n[13:]), "nir")


def nir_ok(v):
    d = digits_of(v)
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def dni():
    n = rz(8)
    return reg(n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23], "dni")


def dni_ok(v):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23] == v[8]


def cif_es():
    letter = pick("AB")
    b = pick(["46", "28", "08", "41", "03"]) + rz(5)
    s = int(b[1]) + int(b[3]) + int(b[5])
    for i in (0, 2, 4, 6):
        x = 2 * int(b[i])
        s += x // 10 + x % 10
    return reg(letter + b + str((10 - s % 10) % 10), "cif")


def cif_ok(v):
    b = v[1:8]
    s = int(b[1]) + int(b[3]) + int(b[5])
    for i in (0, 2, 4, 6):
        x = 2 * int(b[i])
        s += x // 10 + x % 10
    return str((10 - s % 10) % 10) == v[8]


def cf_surname(s):
    cons = [c for c in s if c.isalpha() and c not in "AEIOU"]
    voc = [c for c in s if c in "AEIOU"]
    return "".join((cons + voc + ["X"] * 3)[:3])


def cf_name(s):
    cons = [c for c in s if c.isalpha() and c not in "AEIOU"]
    voc = [c for c in s if c in "AEIOU"]
    if len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return "".join((cons + voc + ["X"] * 3)[:3])


def codice_fiscale(surname, name, d, female, belfiore):
    s = (cf_surname(surname) + cf_name(name) + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1]
         + "%02d" % (d.day + (40 if female else 0)) + belfiore)
    return reg(s + it_cin(s), "cf_it")


def piva_it():  # Italian partita IVA / codice fiscale of an entity (Luhn)
    return reg(luhn_complete(pick(["0", "1"]) + rz(6), 11), "luhn")


CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(ap1, ap2, name, d, sex, state):
    def fiv(s):
        for c in s[1:]:
            if c in "AEIOU":
                return c
        return "X"

    def fic(s):
        for c in s[1:]:
            if c not in "AEIOU":
                return c
        return "X"
    base = (ap1[0] + fiv(ap1) + ap2[0] + name[0] + d.strftime("%y%m%d") + sex + state
            + fic(ap1) + fic(ap2) + fic(name) + ("0" if d.year < 2000 else "A"))
    s = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(base))
    return reg(base + str((10 - s % 10) % 10), "curp")


def curp_ok(v):
    s = sum(CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(v[:17]))
    return str((10 - s % 10) % 10) == v[17]


def cpf():
    d = [ri(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * (n - i) for i, x in enumerate(d))
        r = s % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return reg("%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]), "cpf")


def cpf_ok(v):
    d = [int(c) for c in digits_of(v)]
    for k, n in ((9, 10), (10, 11)):
        r = sum(x * (n - i) for i, x in enumerate(d[:k])) % 11
        if d[k] != (0 if r < 2 else 11 - r):
            return False
    return True


CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]


def cnpj():
    d = [ri(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in (CNPJ_W1, CNPJ_W2):
        r = sum(a * b for a, b in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return reg("%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:]), "cnpj")


def cnpj_ok(v):
    d = [int(c) for c in digits_of(v)]
    for k, w in ((12, CNPJ_W1), (13, CNPJ_W2)):
        r = sum(a * b for a, b in zip(d[:k], w)) % 11
        if d[k] != (0 if r < 2 else 11 - r):
            return False
    return True


def nif_pt(first="12"):
    b = pick(first) + rz(7)
    c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(b)) % 11
    return reg(b + str(0 if c >= 10 else c), "nif_pt")


def nif_pt_ok(v):
    c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(v[:8])) % 11
    return str(0 if c >= 10 else c) == v[8]


def pesel(d, female):
    mm = d.month + (20 if d.year >= 2000 else 0)
    serial = rz(3) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + serial
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return reg(b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10), "pesel")


def pesel_ok(v):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
    return sum(int(a) * x for a, x in zip(v, w)) % 10 == 0


def dowod():
    L = pick("ACDEFGHJKLMNPRSTZ") + rs(UP, 2)
    d5 = rz(5)
    vals = [ord(c) - 55 for c in L] + [int(c) for c in d5]
    c = sum(a * b for a, b in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10
    return reg(L + str(c) + d5, "dowod")


def dowod_ok(v):
    vals = [ord(c) - 55 for c in v[:3]] + [int(c) for c in v[3:]]
    return sum(a * b for a, b in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def nip_pl():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        b = rd(9)
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c != 10:
            n = b + str(c)
            return reg("%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:]), "nip_pl")


def nip_pl_ok(v):
    d = digits_of(v)
    return sum(int(a) * x for a, x in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == int(d[9])


def regon9():
    b = rd(8)
    c = sum(int(a) * x for a, x in zip(b, [8, 9, 2, 3, 4, 5, 6, 7])) % 11
    return reg(b + str(0 if c == 10 else c), "regon")


def regon_ok(v):
    c = sum(int(a) * x for a, x in zip(v, [8, 9, 2, 3, 4, 5, 6, 7])) % 11
    return str(0 if c == 10 else c) == v[8]


def rodne_cislo(d, female):
    mm = d.month + (50 if female else 0)
    while True:
        b = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rz(3)
        c = int(b) % 11
        if c != 10:
            return reg("%s/%s%d" % (b[:6], b[6:], c), "rc_cz")


def rc_ok(v):
    return int(digits_of(v)) % 11 == 0


def ico_cz():
    b = rd(7)
    s = sum(int(a) * (8 - i) for i, a in enumerate(b))
    return reg(b + str((11 - s % 11) % 10), "ico")


def ico_ok(v):
    s = sum(int(a) * (8 - i) for i, a in enumerate(v[:7]))
    return str((11 - s % 11) % 10) == v[7]


def bsn():
    while True:
        b = rd(8)
        c = sum(int(a) * (9 - i) for i, a in enumerate(b)) % 11
        if c < 10:
            return reg(b + str(c), "bsn")


def bsn_ok(v):
    return (sum(int(a) * (9 - i) for i, a in enumerate(v[:8])) - int(v[8])) % 11 == 0


def personnummer(d):
    b = d.strftime("%y%m%d") + rz(3)
    return reg("%s-%s%s" % (b[:6], b[6:], luhn_digit(b)), "luhn")


def cvr():
    while True:
        b = rd(7)
        c = (-sum(int(a) * x for a, x in zip(b, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c < 10:
            return reg(b + str(c), "cvr")


def cvr_ok(v):
    return sum(int(a) * x for a, x in zip(v, [2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0


def fnr(d):
    while True:
        b = d.strftime("%d%m%y") + "%03d" % ri(0, 499)
        k1 = 11 - sum(int(a) * x for a, x in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b2 = b + str(k1)
        k2 = 11 - sum(int(a) * x for a, x in zip(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return reg(b2 + str(k2), "fnr")


def fnr_ok(v):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]
    return (sum(int(a) * x for a, x in zip(v, w1)) % 11 == 0
            and sum(int(a) * x for a, x in zip(v, w2)) % 11 == 0)


def orgnr_no():
    while True:
        b = pick("89") + rz(7)
        k = 11 - sum(int(a) * x for a, x in zip(b, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k = 0 if k == 11 else k
        if k != 10:
            n = b + str(k)
            return reg("%s %s %s" % (n[:3], n[3:6], n[6:]), "orgnr_no")


def orgnr_no_ok(v):
    d = digits_of(v)
    k = 11 - sum(int(a) * x for a, x in zip(d, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return str(0 if k == 11 else k) == d[8]


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu(d):
    n = ri(2, 899)
    sep = "-" if d.year < 2000 else "A"
    return reg(d.strftime("%d%m%y") + sep + "%03d" % n + HETU_CH[int(d.strftime("%d%m%y") + "%03d" % n) % 31], "hetu")


def hetu_ok(v):
    return HETU_CH[int(v[:6] + v[7:10]) % 31] == v[10]


def ytunnus():
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        b = rd(7)
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        if r != 1:
            return reg("%s-%d" % (b, 0 if r == 0 else 11 - r), "ytunnus")


def ytunnus_ok(v):
    r = sum(int(a) * x for a, x in zip(v[:7], [7, 9, 10, 5, 8, 4, 2])) % 11
    return r != 1 and str(0 if r == 0 else 11 - r) == v[8]


def viite(n):
    b = rd(n)
    s = sum(int(a) * [7, 3, 1][i % 3] for i, a in enumerate(reversed(b)))
    return reg(b + str((10 - s % 10) % 10), "viite")


def viite_ok(v):
    d = digits_of(v)
    s = sum(int(a) * [7, 3, 1][i % 3] for i, a in enumerate(reversed(d[:-1])))
    return str((10 - s % 10) % 10) == d[-1]


def taj():
    b = rd(8)
    c = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b)) % 10
    return reg("%s %s %s%d" % (b[:3], b[3:6], b[6:], c), "taj")


def taj_ok(v):
    d = digits_of(v)
    return sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(d[:8])) % 10 == int(d[8])


def adoazonosito(d):
    days = (d - datetime.date(1867, 1, 1)).days
    while True:
        b = "8" + "%05d" % days + rz(3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(b)) % 11
        if c < 10:
            return reg(b + str(c), "adoaz")


def adoaz_ok(v):
    return sum(int(a) * (i + 1) for i, a in enumerate(v[:9])) % 11 == int(v[9])


def adoszam_hu():
    b = rd(7)
    c = (10 - sum(int(a) * x for a, x in zip(b, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return reg("%s%d-%d-%02d" % (b, c, ri(1, 2), pick([1, 2, 3, 5, 7, 9, 13, 14, 19, 41, 42, 43])), "adoszam")


def adoszam_ok(v):
    d = v[:8]
    return (10 - sum(int(a) * x for a, x in zip(d, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10 == int(d[7])


def cnp(d, female):
    s = (2 if female else 1) if d.year < 2000 else (6 if female else 5)
    b = "%d%s%02d%03d" % (s, d.strftime("%y%m%d"), ri(1, 46), ri(1, 999))
    c = sum(int(a) * int(x) for a, x in zip(b, "279146358279")) % 11
    return reg(b + str(1 if c == 10 else c), "cnp")


def cnp_ok(v):
    c = sum(int(a) * int(x) for a, x in zip(v[:12], "279146358279")) % 11
    return str(1 if c == 10 else c) == v[12]


def cui_ro():
    b = rd(8)
    c = sum(int(a) * int(x) for a, x in zip(b.rjust(9, "0"), "753217532")) * 10 % 11
    return reg(b + str(0 if c == 10 else c), "cui")


def cui_ok(v):
    d = digits_of(v)
    c = sum(int(a) * int(x) for a, x in zip(d[:-1].rjust(9, "0"), "753217532")) * 10 % 11
    return str(0 if c == 10 else c) == d[-1]


def amka(d):
    b = d.strftime("%d%m%y") + rz(4)
    return reg(b + luhn_digit(b), "luhn")


def afm():
    b = pick("01") + rz(7)
    s = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b))
    return reg(b + str(s % 11 % 10), "afm")


def afm_ok(v):
    return sum(int(a) * 2 ** (8 - i) for i, a in enumerate(v[:8])) % 11 % 10 == int(v[8])


def rf_ref(body):
    cd = 98 - alnum_int(body + "RF00") % 97
    return reg("RF%02d%s" % (cd, body), "rf")


def rf_ok(v):
    s = v.replace(" ", "")
    return alnum_int(s[4:] + s[:4]) % 97 == 1


def tckn():
    d = [ri(1, 9)] + [ri(0, 9) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return reg("".join(map(str, d)), "tckn")


def tckn_ok(v):
    d = [int(c) for c in v]
    return (d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
            and d[10] == sum(d[:10]) % 10)


def vkn_check(b):
    t = 0
    for i in range(9):
        tmp = (int(b[i]) + (9 - i)) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        t += v
    return (10 - t % 10) % 10


def vkn():
    b = rd(9)
    return reg(b + str(vkn_check(b)), "vkn")


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id(d, female):
    area = pick(["110105", "310115", "440305", "330106", "510104", "420106", "320102"])
    seq = "%02d" % ri(0, 99) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    b = area + d.strftime("%Y%m%d") + seq
    return reg(b + "10X98765432"[sum(int(a) * w for a, w in zip(b, CN_W)) % 11], "cn_id")


def cn_id_ok(v):
    return "10X98765432"[sum(int(a) * w for a, w in zip(v[:17], CN_W)) % 11] == v[17]


USCC_A = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc():
    area = pick(["110105", "310115", "440305", "330106"])
    oc = rd(8)
    c = 11 - sum(int(a) * x for a, x in zip(oc, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    oc += {10: "X", 11: "0"}.get(c, str(c))
    body = "91" + area + oc
    s = sum(USCC_A.index(ch) * w for ch, w in zip(body, USCC_W))
    return reg(body + USCC_A[(31 - s % 31) % 31], "uscc")


def uscc_ok(v):
    s = sum(USCC_A.index(ch) * w for ch, w in zip(v[:17], USCC_W))
    oc = v[8:16]
    c = 11 - sum(int(a) * x for a, x in zip(oc, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    return USCC_A[(31 - s % 31) % 31] == v[17] and {10: "X", 11: "0"}.get(c, str(c)) == v[16]


def my_number():
    b = rz(11)
    s = sum(int(b[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    n = b + str(0 if r <= 1 else 11 - r)
    return reg("%s %s %s" % (n[:4], n[4:8], n[8:]), "mynumber")


def mynumber_ok(v):
    d = digits_of(v)
    s = sum(int(d[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return str(0 if r <= 1 else 11 - r) == d[11]


def houjin():
    b = rd(12)
    s = sum(int(b[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return reg(str(9 - s % 9) + b, "houjin")


def houjin_ok(v):
    d = digits_of(v)
    b = d[1:]
    s = sum(int(b[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return str(9 - s % 9) == d[0]


def yamato():
    b = rd(11)
    n = b + str(int(b) % 7)
    return reg("%s-%s-%s" % (n[:4], n[4:8], n[8:]), "yamato")


def yamato_ok(v):
    d = digits_of(v)
    return int(d[:11]) % 7 == int(d[11])


def rrn(d, female):
    g = (2 if female else 1) if d.year < 2000 else (4 if female else 3)
    b = d.strftime("%y%m%d") + str(g) + rz(5)
    c = (11 - sum(int(a) * x for a, x in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10
    return reg("%s-%s%d" % (b[:6], b[6:], c), "rrn")


def rrn_ok(v):
    d = digits_of(v)
    return (11 - sum(int(a) * x for a, x in zip(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10 == int(d[12])


def brn_kr():
    b = rd(9)
    s = sum(int(a) * x for a, x in zip(b, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return reg("%s-%s-%s" % (n[:3], n[3:5], n[5:]), "brn")


def brn_ok(v):
    d = digits_of(v)
    s = sum(int(a) * x for a, x in zip(d, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + (int(d[8]) * 5) // 10
    return (10 - s % 10) % 10 == int(d[9])


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    b = str(ri(2, 9)) + rz(10)
    n = b + verhoeff_digit(b)
    return reg("%s %s %s" % (n[:4], n[4:8], n[8:]), "aadhaar")


def pan_in(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rz(4) + pick(UP)


def to_ascii_digits(s):
    out = []
    for c in s:
        if c in ARABIC_DIGITS:
            out.append(str(ARABIC_DIGITS.index(c)))
        elif c in PERSIAN_DIGITS:
            out.append(str(PERSIAN_DIGITS.index(c)))
        else:
            out.append(c)
    return "".join(out)


def rnokpp(d, female):
    days = (d - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rz(3) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    c = sum(int(a) * x for a, x in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10
    return reg(b + str(c), "rnokpp")


def rnokpp_ok(v):
    return sum(int(a) * x for a, x in zip(v, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10 == int(v[9])


def edrpou_check(b):
    n = int(b + "0")
    w = [7, 1, 2, 3, 4, 5, 6] if 30000000 <= n <= 60000000 else [1, 2, 3, 4, 5, 6, 7]
    r = sum(int(a) * x for a, x in zip(b, w)) % 11
    if r == 10:
        r = sum(int(a) * (x + 2) for a, x in zip(b, w)) % 11
        if r == 10:
            r = 0
    return r


def edrpou():
    b = pick("24") + rz(6)
    return reg(b + str(edrpou_check(b)), "edrpou")


def inn10():
    b = [int(c) for c in pick(["77", "78", "50"])] + [ri(0, 9) for _ in range(7)]
    b.append(sum(a * x for a, x in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return reg("".join(map(str, b)), "inn")


def inn_ok(v):
    d = [int(c) for c in v]
    if len(d) == 10:
        return sum(a * x for a, x in zip(d, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == d[9]
    return (sum(a * x for a, x in zip(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == d[10]
            and sum(a * x for a, x in zip(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == d[11])


def snils():
    while True:
        b = rz(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(a) * (9 - i) for i, a in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return reg("%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c), "snils")


def snils_ok(v):
    d = digits_of(v)
    s = sum(int(a) * (9 - i) for i, a in enumerate(d[:9]))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101 % 100)
    return c == int(d[9:])


RU_W = [7, 1, 3] * 8


def ru_ctrl(prefix3, acct20):
    s = prefix3 + acct20[:8] + "0" + acct20[9:]
    t = sum(int(a) * RU_W[i] for i, a in enumerate(s))
    return acct20[:8] + str(((t % 10) * 3) % 10) + acct20[9:]


def ru_acct_ok(prefix3, acct20):
    return sum(int(a) * RU_W[i] for i, a in enumerate(prefix3 + acct20)) % 10 == 0


def thai_id():
    b = pick("1358") + rz(11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(b)) % 11) % 10
    n = b + str(c)
    return reg("%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12]), "thai_id")


def thai_id_ok(v):
    d = digits_of(v)
    return (11 - sum(int(a) * (13 - i) for i, a in enumerate(d[:12])) % 11) % 10 == int(d[12])


def s10(prefix, country):
    b = rz(8)
    c = 11 - sum(int(a) * x for a, x in zip(b, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return reg("%s%s%d%s" % (prefix, b, c, country), "s10")


def s10_ok(v):
    b = v[2:10]
    c = 11 - sum(int(a) * x for a, x in zip(b, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    return {10: 0, 11: 5}.get(c, c) == int(v[10])


VIN_CH = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_MAP = dict(zip("0123456789", range(10)))
VIN_MAP.update({"A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
                "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9})
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(wmi, year_code):
    v = wmi + rs(VIN_CH, 5) + "0" + year_code + pick(UP.replace("I", "").replace("O", "").replace("Q", "")) + rz(6)
    c = sum(VIN_MAP[ch] * w for ch, w in zip(v, VIN_W)) % 11
    return reg(v[:8] + ("X" if c == 10 else str(c)) + v[9:], "vin")


def vin_ok(v):
    c = sum(VIN_MAP[ch] * w for ch, w in zip(v, VIN_W)) % 11
    return v[8] == ("X" if c == 10 else str(c))


def aba():
    while True:
        b = "%02d" % pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]) + rz(6)
        s = 3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7])) + int(b[2]) + int(b[5])
        return reg(b + str((10 - s % 10) % 10), "aba")


def aba_ok(v):
    d = [int(c) for c in v]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def npi():
    b = pick("12") + rz(8)
    return reg(b + luhn_digit("80840" + b), "npi")


def npi_ok(v):
    return luhn_ok("80840" + v)


def sin_ca():
    n = luhn_complete(str(ri(1, 7)), 9)
    return reg("%s %s %s" % (n[:3], n[3:6], n[6:]), "luhn")


def tfn_au():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rd(9)
        if sum(int(a) * x for a, x in zip(b, w)) % 11 == 0:
            return reg("%s %s %s" % (b[:3], b[3:6], b[6:]), "tfn")


def tfn_ok(v):
    return sum(int(a) * x for a, x in zip(digits_of(v), [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def medicare_au():
    b = str(ri(2, 6)) + rz(7)
    c = sum(int(a) * x for a, x in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return reg("%s %s%d %d" % (b[:4], b[4:], c, ri(1, 5)), "medicare_au")


def medicare_au_ok(v):
    d = digits_of(v)
    return sum(int(a) * x for a, x in zip(d[:8], [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == int(d[8])


ABN_W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]


def abn_ok(v):
    d = [int(c) for c in digits_of(v)]
    d[0] -= 1
    return sum(a * x for a, x in zip(d, ABN_W)) % 89 == 0


def abn():
    while True:
        b = rd(11)
        if abn_ok(b):
            return reg("%s %s %s %s" % (b[:2], b[2:5], b[5:8], b[8:]), "abn")


def za_id(d, female):
    b = d.strftime("%y%m%d") + "%04d" % (ri(0, 4999) if female else ri(5000, 9999)) + "08"
    return reg(b + luhn_digit(b), "luhn")


def ppsn():
    b = rz(7)
    s = sum(int(a) * (8 - i) for i, a in enumerate(b)) + 9 * 1
    return reg(b + "WABCDEFGHIJKLMNOPQRSTUV"[s % 23] + "A", "ppsn")


def ppsn_ok(v):
    s = sum(int(a) * (8 - i) for i, a in enumerate(v[:7])) + 9 * (ord(v[8]) - 64)
    return "WABCDEFGHIJKLMNOPQRSTUV"[s % 23] == v[7]


def ssn():
    while True:
        a = ri(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, ri(1, 99), ri(1, 9999))


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(first) + pick(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    return "%s %s %s %s %s" % (p, rz(2), rz(2), rz(2), pick("ABCD"))


MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def mbi():
    an = MBI_L + DIG
    s = (str(ri(1, 9)) + pick(MBI_L) + pick(an) + rz(1) + pick(MBI_L) + pick(an) + rz(1)
         + pick(MBI_L) + pick(MBI_L) + rz(2))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def ein():
    return pick(["12", "20", "27", "45", "46", "47", "81", "82", "83", "84", "86", "87", "88", "91", "93", "94", "95"]) + "-" + rz(7)


def bitlocker_key():
    return "-".join("%06d" % (11 * ri(0, 65535)) for _ in range(8))


def bitlocker_ok(v):
    parts = v.split("-")
    return len(parts) == 8 and all(len(p) == 6 and int(p) % 11 == 0 and int(p) < 720896 for p in parts)


def github_pat():
    body = rs(B62, 30)
    n = zlib.crc32(body.encode()) & 0xFFFFFFFF
    enc = ""
    while n:
        n, r = divmod(n, 62)
        enc = B62[r] + enc
    return reg("ghp_" + body + enc.rjust(6, "0"), "ghp")


def ghp_ok(v):
    body, chk = v[4:34], v[34:]
    n = zlib.crc32(body.encode()) & 0xFFFFFFFF
    enc = ""
    while n:
        n, r = divmod(n, 62)
        enc = B62[r] + enc
    return enc.rjust(6, "0") == chk and len(v) == 40


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + s


def b58check_ok(v):
    n = 0
    for c in v:
        n = n * 58 + B58.index(c)
    pad = len(v) - len(v.lstrip("1"))
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    data = b"\0" * pad + raw
    return hashlib.sha256(hashlib.sha256(data[:-4]).digest()).digest()[:4] == data[-4:]


def uuid4(upper=False):
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload):
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(B64U, 43)


def openssh_key():
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
             "QyNTUxOQAAACA" + rs(B64, 57)]
    lines += [rs(B64, 70) for _ in range(2)]
    lines.append(rs(B64, 26) + "==")
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


# ---------------------------------------------------------------- human-made values
PW_WORDS = {
    "en": ["sunflower", "tigers", "maple", "bailey", "guinness", "purple", "ocean", "falcon", "rocket", "biscuit",
           "summer", "harbor", "lemon", "jasper", "coffee", "winter", "pepper", "marble", "nebula", "sparrow",
           "cowboys", "yankees", "shadow", "dragon", "charlie", "buster", "maggie", "pumpkin"],
    "de": ["sonnenblume", "schatzi", "fussball", "hamburg", "kaffeetasse", "erdbeere", "gummibaer", "schalke",
           "bergsee", "mausi", "sternchen", "eisbaer"],
    "fr": ["soleil", "chocolat", "marseille", "doudou", "papillon", "bretagne", "loulou", "fromage", "chaton"],
    "es": ["girasol", "barcelona", "mariposa", "tequila", "sevilla", "corazon", "princesa", "betis", "gatito"],
    "pt": ["saudade", "flamengo", "corinthians", "brigadeiro", "lisboa", "benfica", "palmeiras", "pipoca"],
    "pl": ["kotek", "warszawa", "legia", "pierogi", "misiek", "krakow", "zabka"],
    "tr": ["galatasaray", "fenerbahce", "kedicik", "istanbul", "besiktas", "karadeniz", "trabzon"],
    "nl": ["fietsen", "ajax", "stroopwafel", "utrecht", "tulpen", "feyenoord", "hagelslag"],
    "ru": ["medved", "spartak", "kotik", "solnyshko", "zenit", "natasha", "vesna"],
    "it": ["juventus", "girasole", "napoli", "cagnolino", "toscana", "farfalla"],
    "id": ["persija", "kucing", "bandung", "garuda", "sayang", "rendang"],
    "ja": ["sakura", "tanuki", "hanabi", "doraemon", "kirin", "momiji"],
    "ko": ["saranghae", "hodu", "bomnal", "gangnam", "haneul"],
    "vi": ["hoamai", "saigon", "conmeo", "trangden"],
    "ca": ["barca", "tramuntana", "castanyes", "montserrat"],
}


def cap(w):
    return w[0].upper() + w[1:]


def leet(w):
    return w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")


def human_pw(lang="en"):
    words = PW_WORDS.get(lang, PW_WORDS["en"])
    w = pick(words)
    st = ri(0, 5)
    if st == 0:
        return cap(w) + str(ri(1, 99)) + pick("!@#$?*")
    if st == 1:
        return w + pick("_.") + str(ri(1975, 2012))
    if st == 2:
        return pick("!#*") + cap(w) + rz(3)
    if st == 3:
        return cap(leet(w)) + str(ri(10, 99)) + pick("!$")
    if st == 4:
        w2 = pick([x for x in words if x != w])
        return cap(w) + cap(w2) + str(ri(1, 9)) + pick("!?")
    return w + rz(4) + pick("!#")


def strong_pw(n=16, syms=PWSYM):
    while True:
        s = rs(AN + syms, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s)
                and any(c in syms for c in s) and s[0] in AN and s[-1] not in "-_"):
            return s


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle "
         "alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur "
         "amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another "
         "answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue "
         "arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault "
         "asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author "
         "auto autumn average avocado avoid awake aware away awesome awful awkward axis bacon badge bag balance "
         "balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty "
         "because become beef before begin behave behind believe below belt bench benefit best betray better "
         "between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak "
         "bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border "
         "boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
         "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build "
         "bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin "
         "cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable "
         "capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair "
         "chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief "
         "child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim "
         "clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth "
         "cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column "
         "combine come comfort comic common company concert conduct confirm congress connect consider control "
         "convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin "
         "cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket "
         "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube "
         "culture cup cupboard curious current curtain curve cushion custom cute cycle dance danger daring dash "
         "daughter dawn day deal debate decade december decide decline decorate decrease deer defense define "
         "degree delay deliver demand denial dentist deny depart depend deposit depth deputy derive describe "
         "desert design desk despair destroy detail detect develop device devote diagram dial diamond diary dice "
         "diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish "
         "dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain "
         "donate donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink "
         "drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic fabric face faculty fade "
         "faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault "
         "favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction "
         "field figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness fix "
         "flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog "
         "foil fold follow food foot force forest forget fork fortune forum forward fossil foster found fox "
         "fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace "
         "fury future").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


PHRASE_WORDS = ["copper", "lantern", "orbit", "velvet", "pickle", "harbor", "tundra", "mango", "quartz", "meadow",
                "cobalt", "walrus", "saffron", "glacier", "biscuit", "ember", "falcon", "juniper", "nugget", "pepper"]


def passphrase(k=4, sep="-"):
    ws = R.sample(PHRASE_WORDS, k)
    return sep.join(ws[:-1]) + sep + ws[-1] + str(ri(2, 99))


# ---------------------------------------------------------------- phones
def phone_us():
    return "(%d) %d-%s" % (ri(201, 989), ri(201, 989), rz(4))


def phone_uk():
    return "07%s %s" % (rz(3), rz(6))


def phone_de():
    return "0%s %s" % (pick(["151", "152", "157", "160", "162", "170", "176"]), rz(8))


def phone_cn():
    return "1%s%s %s %s" % (pick("3589"), rz(1), rz(4), rz(4))


def phone_ru():
    return "+7 9%s %s-%s-%s" % (rz(2), rz(3), rz(2), rz(2))


def phone_ke():
    return "07%s %s %s" % (rz(2), rz(3), rz(3))


def phone_fr():
    return "0%s %s %s %s %s" % (pick("67"), rz(2), rz(2), rz(2), rz(2))


def phone_in():
    return "+91 %s%s %s" % (pick("6789"), rz(4), rz(5))


# ---------------------------------------------------------------- the cases
CASES = []


def case(lang, slug, note):
    def deco(fn):
        CASES.append((lang, slug, note, fn))
        return fn
    return deco

# ================================================================ English, positive
@case("en", "airbnb-checkin-codes", "Host's check-in note: door keypad, lockbox and Wi-Fi password are secrets; the Airbnb confirmation code is a booking reference.")
def _():
    door, box, wifi = rd(4), rz(4), human_pw("en")
    conf = "HM" + rs(UP + DIG, 8)
    t = ("Can you tidy up this check-in message for my Airbnb guests? Keep every code exactly as written.\n\n"
         f"Hi and welcome! Your booking {conf} starts at 4pm. The front door keypad code is {door}, then press the lock button. "
         f"If the keypad ever dies there's a spare key in the lockbox next to the shed, code {box}. "
         f"Wi-Fi is LakeHouse_5G, password: {wifi}\nCheckout by 11am, just leave the keys on the counter.")
    return t, [door, box, wifi], [conf]


@case("en", "aws-env-boto3", "AWS access key id and secret access key in a pasted .env; the RequestId UUID from the error is not a secret.")
def _():
    akid = "AKIA" + rs(UP + "234567", 16)
    asec = rs(AN + "/+", 40)
    rid = uuid4()
    t = ("boto3 keeps throwing InvalidClientTokenId even though I copied the keys straight from the IAM console. Here's my .env:\n\n"
         f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={asec}\nAWS_DEFAULT_REGION=eu-central-1\nS3_BUCKET=acme-invoices-prod\n\n"
         "and the error:\nbotocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the "
         f"GetCallerIdentity operation: The security token included in the request is invalid. RequestId: {rid}")
    return t, [akid, asec], [rid]


@case("en", "github-pat-revoked", "A GitHub token the user says was leaked and already revoked is still a secret; the commit SHA is not.")
def _():
    tok = github_pat()
    sha = rs(HEXL, 40)
    t = (f"I accidentally committed my GitHub token in deploy.sh to a public repo: {tok}\n"
         f"GitHub emailed me within minutes and I've already revoked it. The commit is {sha}. "
         "Do I still need to rewrite history with git filter-repo, or is revoking enough?")
    return t, [tok], [sha]


@case("en", "hotel-card-checkout", "Card number, expiry and CVC typed in full; the hotel confirmation number and the total are look-alikes.")
def _():
    num = card_fmt(card("mc"))
    exp, cv = expiry(), rz(3)
    conf = rd(9)
    amt = "$%d.%02d" % (ri(180, 900), ri(0, 99))
    t = (f"The hotel site keeps declining my payment. I entered card {num}, exp {exp}, CVC {cv}, name exactly as on the card. "
         f"Total was {amt} for confirmation #{conf}. Is this my bank blocking it or their site?")
    return t, [num, exp, cv], [conf, amt]


@case("en", "ssn-w4-form", "User's own SSN while filling a W-4; the employer's EIN printed on the form is a public business identifier.")
def _():
    s, e = ssn(), ein()
    t = (f"Starting a new job Monday and HR sent me a W-4 and an I-9. My SSN is {s}. The employer's EIN on the paperwork is {e}. "
         "Which boxes do I actually need to fill in if I'm single with no dependents?")
    return t, [s], [e]


@case("en", "bank-otp-phishing-call", "One-time code from a bank SMS pasted by the user; the caller's phone number is a look-alike.")
def _():
    otp, ph = rz(6), phone_us()
    t = (f"Got this text a minute ago: \"Chase: Your one-time code is {otp}. Don't share this code with anyone. We'll never call you to ask for it.\" "
         f"Right after, someone called from {ph} saying they're Chase fraud prevention and asked me to read it back. I haven't yet. Scam, right?")
    return t, [otp], [ph]


@case("en", "postgres-url-rds", "Only the user:password part of a Postgres URL is the secret; the RDS host name is a look-alike.")
def _():
    user = pick(["app_user", "orders_svc", "django"])
    pw = strong_pw(20, "!*-_")
    host = "orders-db.%s.eu-west-1.rds.amazonaws.com" % ("c" + rs(LO + DIG, 11))
    t = ("My Django app can't connect after we moved the database to RDS. Settings read this from the environment:\n\n"
         f"DATABASE_URL=postgres://{user}:{pw}@{host}:5432/orders_prod\n\n"
         "psql with the same URL works from my laptop. The security group allows 5432 from the ECS tasks. What else could it be?")
    return t, [f"{user}:{pw}"], [host]


@case("en", "metamask-seed-phrase", "A 12-word wallet recovery phrase is a secret; the public wallet address is a look-alike.")
def _():
    ph = seed_phrase(12)
    addr = "0x" + rs(HEXL, 40)
    t = (f"I'm moving from MetaMask to Rabby. My recovery phrase is: {ph}\n"
         f"Do I just paste that into Rabby's import screen? My main address is {addr}, will it show up the same?")
    return t, [ph], [addr]


@case("en", "direct-deposit-routing", "Own checking account number is a secret; the bank's ABA routing number is public.")
def _():
    rt = aba()
    acct = rd(ri(10, 12))
    t = (f"Filling out the direct deposit form for payroll. My credit union's routing number is {rt} and my checking account number is {acct}. "
         "The form has two boxes that both say 'number' - which goes where? Also do I need a voided check?")
    return t, [acct], [rt]


@case("en", "uk-invoice-sort-code", "Freelancer's own UK account number is a secret; the sort code and invoice number are look-alikes.")
def _():
    sc = "%s-%s-%s" % (rz(2), rz(2), rz(2))
    acct = rz(8)
    inv = "INV-%d-%03d" % (ri(2024, 2026), ri(1, 200))
    t = ("Can you draft a short invoice email for a client? Payment details to include:\n"
         f"Sort code: {sc}\nAccount number: {acct}\nAccount name: J Whitfield\n"
         f"Invoice number {inv}, amount £1,450.00, payment due within 30 days.")
    return t, [acct], [sc, inv]


@case("en", "ds160-passport", "UK passport number is a secret; the DS-160 application ID is a form reference.")
def _():
    pp = pick("15") + rz(8)
    app = "AA00" + rs(UP + DIG, 6)
    t = (f"Can you help me with the DS-160? My UK passport number is {pp}, issued in Durham. "
         f"The confirmation page gave me application ID {app}. I'm stuck on the 'previous US travel' section.")
    return t, [pp], [app]


@case("en", "dmv-renewal-licence", "Driver licence number is a secret; the licence plate and the VIN are look-alikes.")
def _():
    dl = pick(UP) + rz(7)
    plate = "%d%s%s" % (ri(5, 9), rs(UP, 3), rz(3))
    v = vin(pick(["1HG", "5YJ", "JTD", "1FM"]), pick("LMNP"))
    t = (f"Renewing my registration on the California DMV site. It wants my driver license number ({dl}), the plate ({plate}) "
         f"and the VIN, which is {v}. It keeps saying 'record not found' - am I typing something wrong?")
    return t, [dl], [plate, v]


@case("en", "openai-key-python", "OpenAI project key in Python code; the request id in the error is not a secret.")
def _():
    key = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    req = "req_" + rs(HEXL, 32)
    t = ("Why am I getting 429 when I've barely used it?\n\n"
         "from openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{key}\")\n"
         "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": \"hi\"}])\n\n"
         "openai.RateLimitError: Error code: 429 - You exceeded your current quota, please check your plan and billing details. "
         f"(request id: {req})")
    return t, [key], [req]


@case("en", "stripe-live-vs-docs", "Live Stripe secret key is a secret; the test key from Stripe's documentation and the customer id are look-alikes.")
def _():
    live = "sk_live_51" + rs(AN, 97)
    cus = "cus_" + rs(AN, 14)
    t = ("Stripe question. The docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc in every example and my curl tests work with it. "
         f"When I swap in my live key {live} I get 'No such customer: {cus}'. What am I missing?")
    return t, [live], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", cus]


@case("en", "security-question-answers", "Answers to bank security questions are secrets; the bank's phone number is a look-alike.")
def _():
    maiden = pick(["Kowalczyk", "Brennan", "Okafor", "Lindqvist", "Ferreira", "Haddad"])
    pet = pick(["Pickles", "Mr. Whiskers", "Biscuit", "Captain", "Noodle"])
    street = pick(["Maple Crest Drive", "Willow Bend", "Alder Way", "Harrington Road"])
    ph = "1-800-%s-%s" % (rz(3), rz(4))
    t = ("I keep forgetting which answers I gave my bank. Can you put these in a little table for my notes?\n"
         f"Mother's maiden name: {maiden}\nFirst pet: {pet}\nStreet I grew up on: {street}\n"
         f"If I get locked out again the number to call is {ph}.")
    return t, [maiden, pet, street], [ph]


@case("en", "instacart-gate-code", "Building gate code is a secret; the order number is a look-alike.")
def _():
    gate = rd(4)
    order = rd(10)
    t = (f"Write short delivery instructions I can paste into Instacart: gate code is {gate}#, I'm in unit 4B on the third floor, "
         f"leave it at the door and knock. My last order {order} got returned because the shopper couldn't get in.")
    return t, [gate], [order]


@case("en", "housesitter-alarm-lockbox", "Alarm disarm code and lockbox code are secrets; the vet's phone number is a look-alike.")
def _():
    alarm, box = rd(4), rz(4)
    ph = phone_us()
    t = (f"Making a note for our house sitter: the alarm panel is by the garage door, code {alarm} then OFF. "
         f"Spare key lockbox on the side gate, combo {box}. Vet is Dr. Ames at {ph}. Luna gets half a cup of food twice a day. "
         "Can you make this sound friendlier?")
    return t, [alarm, box], [ph]


@case("en", "github-recovery-codes", "Remaining GitHub recovery codes pasted for formatting; all are secrets.")
def _():
    codes = ["%s-%s" % (rs(HEXL, 5), rs(HEXL, 5)) for _ in range(4)]
    t = ("These are the GitHub recovery codes I have left, can you format them into a small card I can print and keep in my wallet?\n\n"
         + "\n".join(codes))
    return t, codes, []


@case("en", "coinbase-totp-manual-key", "TOTP seed shown for manual entry is a secret.")
def _():
    seed = rs(LO + "234567", 32)
    shown = grp(seed, 4)
    t = ("The Coinbase 2FA QR code won't scan on my old phone. Under it it says \"Can't scan? Enter this key instead:\" "
         f"{shown}\nIn Google Authenticator, do I pick 'time based'? And do I type the spaces?")
    return t, [shown], []


@case("en", "ssh-deploy-key", "OpenSSH private key block is a secret; the key fingerprint is a look-alike.")
def _():
    key = openssh_key()
    fp = "SHA256:" + rs(UP + LO + DIG + "+/", 43)
    t = ("My GitHub Actions job fails with 'Load key: invalid format'. This is what I pasted into the DEPLOY_KEY secret:\n\n"
         f"{key}\n\nssh-keygen -lf on my laptop shows 256 {fp} deploy@ci (ED25519). Did I lose a newline somewhere?")
    return t, [key], [fp]


@case("en", "devtools-session-cookie", "Session JWT copied from a Cookie header is a secret; the Google Analytics _ga value is a look-alike.")
def _():
    tok = jwt({"sub": rd(6), "sid": rs(HEXL, 16), "iat": 1715000000 + ri(0, 9999999), "exp": 1716000000 + ri(0, 9999999)})
    ga = "GA1.1.%s.%s" % (rd(10), "17" + rz(8))
    t = ("I'm trying to call my school portal's API from Python. I copied the Cookie header from DevTools:\n\n"
         f"Cookie: _ga={ga}; session={tok}; theme=dark\n\n"
         "requests.get with that header still gives 401. Do I need the other cookies too?")
    return t, [tok], [ga]


@case("en", "slack-bot-token", "Slack bot token is a secret; the channel ID is a look-alike.")
def _():
    tok = "xoxb-%s-%s-%s" % (rd(12), rd(13), rs(AN, 24))
    ch = "C0" + rs(UP + DIG, 9)
    t = (f"My Slack bot gets not_in_channel when posting with chat.postMessage. Token is {tok}, channel {ch}. "
         "I did /invite the bot to the channel already. What scope am I missing?")
    return t, [tok], [ch]


@case("en", "wifi-announced-next-message", "Multi-message: Wi-Fi password announced, then given alone; the router model is a look-alike.")
def _():
    pw = passphrase(3)
    model = "Archer AX%d" % pick([21, 23, 55, 73])
    t = msgs("I'm going to paste the guest Wi-Fi password in my next message. Can you turn it into a cute sign for the fridge? Network name is Hollis_Guest.",
             pw,
             f"Oh and the router is a TP-Link {model} if you want to add a 'restart me' tip.")
    return t, [pw], [model]


@case("en", "debit-pin-corrected", "Multi-message: a card PIN and its correction are both secrets; the card's last four digits are a look-alike.")
def _():
    while True:
        p1 = rd(4)
        p2 = p1[:2] + p1[3] + p1[2]
        if p1 != p2:
            break
    last4 = rz(4)
    t = msgs(f"Remind me later: the PIN for my new debit card is {p1}.",
             f"Sorry, typo - it's {p2}. The card is the one ending in {last4}.")
    return t, [p1, p2], [last4]


@case("en", "anthropic-key-two-parts", "Multi-message: an API key sent in two parts; both parts are secrets.")
def _():
    key = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    k1, k2 = key[:60], key[60:]
    t = msgs("My phone cuts off long pastes, so I'll send the API key in two pieces. Part 1:\n" + k1,
             "Part 2:\n" + k2,
             "Now put them together as ANTHROPIC_API_KEY in a .env file and show me the docker run command with --env-file.")
    return t, [k1, k2], []


@case("en", "insurance-member-id", "Health insurance member ID is a secret; group number and claim number are look-alikes.")
def _():
    mid = "W" + rd(9)
    grpn = rz(7) + "-" + rz(3) + "-" + rz(5)
    claim = "E" + rd(10)
    t = (f"My insurance card says Member ID {mid}, Group {grpn}. The pharmacy says my coverage isn't showing up. "
         f"The explanation of benefits for last month lists claim {claim} as denied. Who should I call first, the insurer or HR?")
    return t, [mid], [grpn, claim]


@case("en", "medicare-mbi-parent", "A parent's Medicare number entrusted to the user is a secret; the clinic's NPI is a public provider id.")
def _():
    m = mbi()
    n = npi()
    t = (f"I handle my mom's appointments now. Her Medicare number is {m}. The clinic's portal keeps rejecting it. "
         f"Their NPI is {n}, if that matters. Is there a dash format they expect?")
    return t, [m], [n]


@case("en", "canada-sin-payroll", "Canadian SIN (Luhn) is a secret; the employer's payroll program account number is a look-alike.")
def _():
    s = sin_ca()
    bn = rd(9) + "RP0001"
    t = (f"New job in Calgary. The TD1 and the payroll portal both want my SIN: {s}. The employer's payroll account on my first stub is {bn}. "
         "Is it normal to give the SIN before the first day?")
    return t, [s], [bn]


@case("en", "uk-nino-vs-example", "User's own National Insurance number is a secret; HMRC's example QQ 12 34 56 C is a look-alike.")
def _():
    n = nino()
    t = (f"The HMRC form shows an example like QQ 12 34 56 C. Mine is {n}. Do I write it with the spaces like the example, "
         "or all together?")
    return t, [n], ["QQ 12 34 56 C"]


@case("en", "australia-tfn-medicare", "Tax file number and Medicare number are secrets; the employer's ABN is public.")
def _():
    tfn, med, a = tfn_au(), medicare_au(), abn()
    t = (f"Starting at a cafe in Brisbane. They want my tax file number ({tfn}) and my Medicare number for the sick leave stuff: {med}. "
         f"The ABN on my payslip is {a}. Is the Medicare one actually needed?")
    return t, [tfn, med], [a]


@case("en", "india-kyc-aadhaar-pan", "Aadhaar (Verhoeff) and PAN are secrets; the KYC application number is a reference.")
def _():
    a = aadhaar()
    p = pan_in("K")
    appno = "ZK" + rd(8)
    t = (f"Zerodha KYC is stuck at 'under review' for a week. I uploaded Aadhaar {a} and PAN {p}. "
         f"The application number is {appno}. It now says 'PAN not linked' - how do I link them?")
    return t, [a, p], [appno]


@case("en", "freelance-invoice-iban", "Freelancer's own IBAN is a secret; the BIC, the client's VAT id and the invoice number are look-alikes.")
def _():
    ib = iban("DE", bank="70040041")
    vat = ust_idnr_de()
    inv = "%d-%03d" % (ri(2024, 2026), ri(1, 99))
    t = ("Draft an invoice for my client in Munich please. My payment details:\n"
         f"IBAN {ib}\nBIC COBADEFFXXX\n"
         f"Invoice no. {inv}. Client: Brandt & Vogel GmbH, VAT ID {vat}. Amount EUR 2,380.00 incl. 19% VAT.")
    return t, [ib], ["COBADEFFXXX", vat, inv]


@case("en", "eth-private-key-import", "Ethereum private key is a secret; the address and the transaction hash are look-alikes.")
def _():
    pk = rs(HEXL, 64)
    addr = "0x" + rs(HEXL, 40)
    tx = "0x" + rs(HEXL, 64)
    t = (f"I imported my private key {pk} into MetaMask on my new laptop but the balance shows 0. "
         f"The address it gives me is {addr}. The last deposit was tx {tx} on Arbitrum - is it just the wrong network?")
    return t, [pk], [addr, tx]


@case("en", "paper-wallet-wif", "Bitcoin WIF private key (Base58Check computed) is a secret; the printed address is a look-alike.")
def _():
    wif = reg(b58check(b"\x80" + rbytes(32)), "b58")
    addr = reg(b58check(b"\x00" + rbytes(20)), "b58")
    t = (f"Found my paper wallet from 2017. The private key (WIF) is {wif} and the address printed next to it is {addr}. "
         "How do I sweep it into Electrum without exposing it more than necessary?")
    return t, [wif], [addr]


@case("en", "docker-compose-postgres", "Literal POSTGRES_PASSWORD in a compose file is a secret; the ${...} reference and the image tags are look-alikes.")
def _():
    pw = strong_pw(18, "!#%*-_")
    t = ("My postgres container keeps restarting with 'database files are incompatible with server'. docker-compose.yml:\n\n"
         "services:\n  db:\n    image: postgres:16.2\n    environment:\n      POSTGRES_USER: shop\n"
         f"      POSTGRES_PASSWORD: {pw}\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n"
         "  cache:\n    image: redis:7.2-alpine\n    command: redis-server --requirepass ${REDIS_PASSWORD}\n")
    return t, [pw], ["${REDIS_PASSWORD}", "postgres:16.2"]


@case("en", "k8s-secret-base64", "Base64-encoded password in a Kubernetes Secret is a secret; the object uid is a look-alike.")
def _():
    pw = human_pw("en")
    enc = base64.b64encode((pw + "\n").encode()).decode()
    uid = uuid4()
    t = ("kubectl apply works but the app says the DB password is wrong. I made the value with echo | base64:\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-credentials\n"
         f"  uid: {uid}\ntype: Opaque\ndata:\n  username: YXBpdXNlcg==\n  password: {enc}\n\n"
         "Could the trailing newline be the problem?")
    return t, [enc], [uid]


@case("en", "mongodb-srv-encoded-password", "Credentials part of a mongodb+srv URI (URL-encoded password) is the secret; the cluster host is a look-alike.")
def _():
    user = pick(["admin", "appuser", "svc_api"])
    a, b = rs(AN, 6), rs(AN, 7)
    pw_enc = a + "%40" + b
    host = "cluster0.%s.mongodb.net" % rs(LO + DIG, 5)
    t = (f"mongodb+srv://{user}:{pw_enc}@{host}/?retryWrites=true&w=majority\n"
         "Compass connects fine with this but my Node app says 'bad auth : authentication failed'. The real password has an @ in it, "
         "I replaced it with %40. Is that right?")
    return t, [f"{user}:{pw_enc}"], [host]


@case("en", "synology-gmail-app-password", "Gmail app password (four groups of four letters) is a secret.")
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    t = ("Setting up my Synology NAS to email me alerts through Gmail. I generated an app password: "
         f"{app}. SMTP server smtp.gmail.com, port 587, TLS on. The test email fails with 535 5.7.8. Do I include the spaces?")
    return t, [app], []


@case("en", "isp-router-admin", "Router admin password from the technician's sticker is a secret; the LAN IP and serial number are look-alikes.")
def _():
    pw = strong_pw(12, "!#*")
    sn = rs(UP + DIG, 4) + rz(8)
    t = (f"The ISP tech left a sticker on the router: admin / {pw}. When I go to 192.168.1.254 it says wrong password. "
         f"Router S/N {sn}. Did they maybe change it after install?")
    return t, [pw], ["192.168.1.254", sn]


@case("en", "netflix-login-and-profile-pin", "Streaming account password and profile lock PIN are secrets.")
def _():
    pw = human_pw("en")
    pin = rz(4)
    t = ("Help me write a text to my sister with our Netflix login. Email: hollis.fam@gmail.com, password: "
         f"{pw}. Tell her to use the 'Guest' profile, mine has a lock PIN ({pin}) - actually leave the PIN out of the text.")
    return t, [pw, pin], []


@case("en", "sim-puk-locked", "SIM PUK and PIN are secrets; the ICCID printed on the card (Luhn) is a look-alike.")
def _():
    puk, pin = rz(8), rz(4)
    icc = reg(luhn_complete("8901260", 20), "luhn")
    t = (f"My phone says 'PUK locked'. The plastic card the SIM came in has PUK {puk} and PIN {pin}, plus a long number {icc}. "
         "Which one do I type, and what happens if I get it wrong?")
    return t, [puk, pin], [icc]


@case("en", "used-gun-safe-combination", "Safe dial combination is a secret; the safe's model and serial numbers are look-alikes.")
def _():
    combo = "%d-%d-%d" % (ri(10, 99), ri(10, 99), ri(10, 99))
    model = "SV-%d" % pick([3624, 4826, 5930])
    sn = "S" + rd(8)
    t = (f"We bought a used safe and the previous owner wrote the combination {combo} on a sticky note. "
         f"It won't open. It's a {model}, serial {sn}. Do I need to spin it four times to the left first?")
    return t, [combo], [model, sn]


@case("en", "bitlocker-recovery-key", "BitLocker recovery key (groups divisible by 11) is a secret; the key ID shown on screen is a look-alike.")
def _():
    rk = reg(bitlocker_key(), "bitlocker")
    kid = rs(HEXU, 8)
    t = (f"My Dell booted into BitLocker recovery after a BIOS update. The screen shows Recovery key ID: {kid}. "
         f"In my Microsoft account I found this key: {rk}. Do I type the dashes or just the digits?")
    return t, [rk], [kid]


@case("en", "discord-bot-token", "Discord bot token is a secret; the application id and server id (snowflakes) are look-alikes.")
def _():
    appid = "1" + rz(18)
    tok = b64url(appid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    guild = "1" + rz(18)
    t = ("import discord\nclient = discord.Client(intents=discord.Intents.default())\n"
         f"client.run(\"{tok}\")\n\n"
         f"It says 'Improper token has been passed'. Application ID is {appid} and the server ID is {guild}. Did I copy the wrong thing?")
    return t, [tok], [appid, guild]


@case("en", "telegram-bot-chat-id", "Telegram bot token is a secret; the chat id is a look-alike.")
def _():
    tg = "%d:AA%s" % (ri(5000000000, 7999999999), rs(B64U, 33))
    chat = "-100" + rd(10)
    t = (f"BOT_TOKEN={tg}\nCHAT_ID={chat}\n\n"
         "curl https://api.telegram.org/bot$BOT_TOKEN/sendMessage -d chat_id=$CHAT_ID -d text=hi\n"
         "returns {\"ok\":false,\"error_code\":400,\"description\":\"Bad Request: chat not found\"}. The bot is an admin in the channel.")
    return t, [tg], [chat]


@case("en", "google-maps-key-html", "Google Maps API key in a script tag is a secret.")
def _():
    k = "AIzaSy" + rs(B64U, 33)
    t = ("The map on my site shows 'For development purposes only' with a watermark.\n"
         f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap&v=weekly\" async></script>\n"
         "Billing is enabled. What else?")
    return t, [k], []


@case("en", "sendgrid-twilio-env", "SendGrid API key and Twilio auth token are secrets; the Twilio sender number is a look-alike.")
def _():
    sg = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    sid = "AC" + rs(HEXL, 32)
    tw = rs(HEXL, 32)
    frm = "+1%d%d%s" % (ri(201, 989), ri(201, 989), rz(4))
    t = ("Which of these should go into GitHub Actions secrets and which can be plain env vars?\n\n"
         f"SENDGRID_API_KEY={sg}\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tw}\nTWILIO_FROM={frm}\nLOG_LEVEL=info")
    return t, [sg, tw], [frm]


@case("en", "paypal-limited-dispute", "PayPal password is a secret; the transaction id and dispute id are look-alikes.")
def _():
    pw = human_pw("en")
    txn = rs(UP + DIG, 17)
    disp = "PP-R-%s-%s" % (rs(UP, 3), rd(8))
    t = (f"My PayPal account got limited. I log in with my Gmail and password {pw} and it just shows the banner. "
         f"The email mentions transaction {txn} and dispute {disp}. What documents do they usually want?")
    return t, [pw], [txn, disp]


@case("en", "heroku-key-vs-request-id", "Heroku API key in UUID form is a secret; the Request-Id UUID is a look-alike.")
def _():
    hk, rid = uuid4(), uuid4()
    t = (f"heroku CLI in GitHub Actions fails. I set HEROKU_API_KEY={hk} (made with heroku authorizations:create). "
         f"The log says: Invalid credentials provided. Request-Id: {rid}. Does the token expire?")
    return t, [hk], [rid]


@case("en", "curl-phpsessid", "PHP session id in a curl Cookie header is a secret; the curl version string is a look-alike.")
def _():
    sid = rs("0123456789abcdefghijklmnopqrstuv", 26)
    t = ("curl -s 'https://intranet.hollisgroup.org/reports/export.php?month=2025-05' "
         f"-H 'Cookie: PHPSESSID={sid}' -A 'curl/8.5.0' -o report.csv\n"
         "I get the login page HTML instead of the CSV. Same cookie works in the browser.")
    return t, [sid], ["curl/8.5.0"]


@case("en", "azure-storage-connection-string", "Only the AccountKey value of an Azure storage connection string is the secret.")
def _():
    key = base64.b64encode(rbytes(64)).decode()
    t = ("My Azure Function's blob trigger never fires. The app setting AzureWebJobsStorage is:\n"
         f"DefaultEndpointsProtocol=https;AccountName=contosomedia;AccountKey={key};EndpointSuffix=core.windows.net\n"
         "Do I need a separate connection for the container?")
    return t, [key], []


@case("en", "auth0-client-credentials", "Auth0 client secret in a JSON body is a secret.")
def _():
    cid = rs(AN, 32)
    sec = rs(AN + "-_", 64)
    t = ("Auth0 /oauth/token returns access_denied for my machine-to-machine app. Request body:\n"
         f"{{\"client_id\":\"{cid}\",\"client_secret\":\"{sec}\",\"audience\":\"https://api.hollis.app\",\"grant_type\":\"client_credentials\"}}\n"
         "The API is authorized for the app in the dashboard.")
    return t, [sec], []


@case("en", "payroll-table-ssns", "Employees' SSNs entrusted to a payroll clerk, in a table; the employee numbers are look-alikes.")
def _():
    rows = []
    ss, es = [], []
    for name in ("Maria Lopez", "Kevin Tran", "Priya Shah"):
        s, e = ssn(), "EMP-%04d" % ri(10, 999)
        ss.append(s)
        es.append(e)
        rows.append(f"| {name} | {s} | {e} | {rdate(2019, 2024).isoformat()} |")
    t = ("I do payroll for a small dental office. Can you check this table for formatting problems before I upload it to Gusto?\n\n"
         "| Name | SSN | Employee # | Start date |\n|---|---|---|---|\n" + "\n".join(rows))
    return t, ss, es


@case("en", "gitlab-remote-token", "The oauth2:token credentials in a git remote URL are the secret.")
def _():
    tok = "glpat-" + rs(AN + "-_", 20)
    t = (f"git remote set-url origin https://oauth2:{tok}@gitlab.com/hollis-team/billing-service.git\n"
         "git push still asks me for a password. The token has write_repository scope.")
    return t, [f"oauth2:{tok}"], []


@case("en", "npmrc-auth-token", "npm automation token in .npmrc is a secret; the package version is a look-alike.")
def _():
    tok = "npm_" + rs(AN, 36)
    ver = "%d.%d.%d" % (ri(1, 4), ri(0, 20), ri(0, 30))
    t = ("npm publish fails with E403 on the CI runner. .npmrc in the repo root:\n\n"
         f"//registry.npmjs.org/:_authToken={tok}\n@hollis:registry=https://registry.npmjs.org/\n\n"
         f"package.json has \"version\": \"{ver}\" which isn't published yet.")
    return t, [tok], [ver]


@case("en", "it-temp-password-email", "Temporary password from a pasted IT email is a secret; the ticket number is a reference.")
def _():
    tmp = rs(UP, 1) + rs(LO, 3) + rz(4) + pick("!#$") + rs(UP, 2)
    tic = "INC" + rz(7)
    t = ("Is this email legit or phishing?\n\n"
         f"From: IT Service Desk <servicedesk@northwind-health.org>\nSubject: Your account has been reset [{tic}]\n\n"
         f"Hello Dana,\nYour temporary password is: {tmp}\nYou will be asked to change it at first sign-in. "
         "This password expires in 24 hours.\n\nRegards,\nIT Service Desk")
    return t, [tmp], [tic]


@case("en", "india-card-otp-sms", "Card OTP from an Indian bank SMS is a secret; the masked card and amount are look-alikes.")
def _():
    otp = rz(6)
    masked = "XX" + rz(4)
    amt = "INR %d,%03d.00" % (ri(1, 9), ri(0, 999))
    t = (f"Got this SMS: 'OTP for txn of {amt} at AMAZON PAY on HDFC Bank card {masked} is {otp}. Valid for 10 mins. "
         "Do not share OTP with anyone.' I didn't order anything! What do I do now?")
    return t, [otp], [masked, amt]


@case("en", "car-door-keypad-code", "Factory keyless-entry keypad code is a secret; the VIN is a look-alike.")
def _():
    kp = rd(5)
    v = vin("1FM", pick("KL"))
    t = (f"Our 2019 Explorer has the keypad on the driver's door. The factory code on the card in the glovebox is {kp}. "
         f"How do I add my own code? VIN is {v} if it matters.")
    return t, [kp], [v]


@case("en", "irs-ip-pin-and-efile-pin", "IRS Identity Protection PIN and the self-select e-file PIN are secrets.")
def _():
    ip = rz(6)
    ef = rd(5)
    t = (f"TurboTax is asking for my Identity Protection PIN. The IRS letter says it's {ip}. "
         f"Is that the same thing as the 5-digit e-file PIN I chose last year ({ef})?")
    return t, [ip, ef], []


@case("en", "google-backup-codes", "Google backup codes are secrets.")
def _():
    codes = ["%s %s" % (rz(4), rz(4)) for _ in range(4)]
    t = ("Can you turn these Google backup codes into a checklist so I can cross them off as I use them?\n" + "\n".join(codes))
    return t, codes, []


@case("en", "anthropic-curl-header", "API key in an x-api-key header is a secret; the API version date is a look-alike.")
def _():
    key = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    t = ("curl https://api.anthropic.com/v1/messages "
         f"-H \"x-api-key: {key}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" -d @body.json\n"
         "returns authentication_error. Copied the key right after creating it.")
    return t, [key], ["2023-06-01"]


@case("en", "datadog-key-container-id", "Datadog API key (32 hex) is a secret; the 64-hex container id is a look-alike.")
def _():
    k = rs(HEXL, 32)
    cid = rs(HEXL, 64)
    t = (f"The datadog agent logs 'API Key invalid, dropping transaction'. I pass DD_API_KEY={k} and DD_SITE=datadoghq.eu "
         f"as env vars. docker inspect shows the container id {cid}. Is the site wrong?")
    return t, [k], [cid]


@case("en", "vault-init-output", "Vault unseal keys and initial root token are secrets.")
def _():
    keys = [base64.b64encode(rbytes(32)).decode() for _ in range(3)]
    root = "hvs." + rs(AN, 24)
    t = ("Just initialized Vault in our lab, output:\n\n"
         + "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys))
         + f"\n\nInitial Root Token: {root}\n\nVault initialized with 3 key shares and a key threshold of 2. Where should I store these?")
    return t, keys + [root], []


@case("en", "bike-room-code-spelled", "Door code spelled out in words is a secret.")
def _():
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    code = " ".join(words[ri(0, 9)] for _ in range(4))
    t = (f"Please remember this for me: the code for the bike room downstairs is {code}. "
         "The laundry room uses the same fob as the front door.")
    return t, [code], []


@case("en", "ireland-ppsn-eircode", "Irish PPSN (check letter computed) is a secret; the Eircode postcode is a look-alike.")
def _():
    p = ppsn()
    ec = "%s %s" % (pick(["D08", "D06", "T12", "H91", "V94", "A96"]), "".join(pick("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    t = (f"Registering for Revenue myAccount. It asks for my PPSN, which is {p}, and my Eircode {ec}. "
         "Then it says it'll post a code to my address - how long does that take?")
    return t, [p], [ec]


@case("en", "south-africa-id-fnb", "South African ID number and own bank account are secrets; the universal branch code is public.")
def _():
    d = rdate(1975, 2000)
    sid = za_id(d, R.random() < 0.5)
    acct = "6" + rz(10)
    t = (f"My new employer in Joburg wants my ID number and banking details. ID: {sid}. FNB cheque account {acct}, "
         "branch code 250655. Is that the right branch code or do they need my actual branch?")
    return t, [sid, acct], ["250655"]


@case("en", "nigeria-bvn-nin", "Nigerian BVN and NIN are secrets.")
def _():
    bvn = "22" + rz(9)
    nin = rd(11)
    t = (f"A loan app is asking for my BVN and NIN before it will show me the offer. BVN {bvn}, NIN {nin}. "
         "Is it safe to give both? They say they are licensed by the CBN.")
    return t, [bvn, nin], []


@case("en", "gateway-log-bearer-token", "Bearer token leaking in a debug log is a secret; the request id is a look-alike.")
def _():
    tok = rs(AN, 40)
    rid = rs(HEXL, 16)
    t = ("Our API gateway log:\n\n"
         f"2025-05-12T09:14:03.221Z INFO  req_id={rid} method=POST path=/v2/orders status=401\n"
         f"2025-05-12T09:14:03.222Z DEBUG authorization=Bearer {tok} user_agent=okhttp/4.12.0\n\n"
         "Why would our own mobile app's token be rejected? It was issued 5 minutes earlier.")
    return t, [tok], [rid]


@case("en", "atlassian-api-token", "Atlassian API token is a secret; the issue key is a look-alike.")
def _():
    tok = "ATATT3xFfGF0" + rs(AN + "-_", 170) + "=" + rs(HEXU, 8)
    key = "PROJ-%d" % ri(100, 9999)
    t = (f"Jira REST call GET /rest/api/3/issue/{key} returns 401. I'm using basic auth with my email and this API token: {tok}\n"
         "Do I base64 the email:token pair myself?")
    return t, [tok], [key]


@case("en", "notion-token-database-id", "Notion integration token is a secret; the 32-hex database id is a look-alike.")
def _():
    tok = "secret_" + rs(AN, 43)
    db = rs(HEXL, 32)
    t = (f"NOTION_TOKEN={tok}\nNOTION_DB={db}\n\n"
         "The query endpoint returns object_not_found. I shared the page with the integration. Do I need dashes in the database id?")
    return t, [tok], [db]


@case("en", "amazon-locker-pickup-code", "Locker pickup code is a secret; the Amazon Logistics tracking number is a look-alike.")
def _():
    code = rz(6)
    trk = "TBA" + rd(12)
    t = (f"Amazon says my package {trk} is in the Hub locker at the gas station and the pickup code is {code}. "
         "Can my roommate pick it up with just that code or does it need my phone?")
    return t, [code], [trk]


@case("en", "chrome-passwords-csv", "Passwords in an exported password CSV are secrets.")
def _():
    p1, p2, p3 = human_pw("en"), strong_pw(16, "!#%*"), human_pw("en")
    t = ("Exported from Chrome, importing into Bitwarden. Does the CSV look right?\n\n"
         "name,url,username,password\n"
         f"Amazon,https://www.amazon.com,jlee88@gmail.com,{p1}\n"
         f"Spotify,https://accounts.spotify.com,jlee88,{p2}\n"
         f"Chase,https://secure.chase.com,jlee_1988,{p3}\n")
    return t, [p1, p2, p3], []

# ================================================================ English, negative
@case("en", "neg-stripe-test-cards", "Negative: Stripe's public test card numbers and a placeholder expiry.")
def _():
    t = ("Which Stripe test card triggers the 3D Secure popup? I've been using 4242 4242 4242 4242 with any future date like 12/34, "
         "and 4000 0000 0000 0002 to test declines. I need one that always asks for authentication.")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "12/34"]


@case("en", "neg-aws-docs-example-keys", "Negative: AWS documentation example access key pair.")
def _():
    t = ("The AWS CLI docs show AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the sample credentials file. "
         "If I copy that file layout, which lines do I replace, and can the profile be called something other than [default]?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]


@case("en", "neg-iso-checksum-mismatch", "Negative: two SHA-256 checksums of a download.")
def _():
    a, b = rs(HEXL, 64), rs(HEXL, 64)
    t = (f"Downloaded ubuntu-24.04.2-desktop-amd64.iso and sha256sum gives\n{a}\nbut the SHA256SUMS file on the mirror says\n{b}\n"
         "Is my download corrupt or did I grab the wrong file?")
    return t, [], [a, b]


@case("en", "neg-amazon-order-ups-tracking", "Negative: Amazon order number and UPS tracking number.")
def _():
    amz = "%d-%s-%s" % (ri(111, 114), rz(7), rz(7))
    ups = "1Z" + rs(UP + DIG, 6) + "03" + rz(8)
    t = (f"Amazon says order {amz} was delivered yesterday but the UPS tracking {ups} shows 'Exception: address issue'. "
         "Who do I contact first?")
    return t, [], [amz, ups]


@case("en", "neg-env-example-placeholders", "Negative: placeholders in a .env.example file.")
def _():
    t = ("Is it OK to commit this .env.example to the repo?\n\n"
         "OPENAI_API_KEY=your_api_key_here\nDATABASE_URL=postgres://<user>:<password>@localhost:5432/app\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nJWT_SECRET=<generate-with-openssl-rand>\n")
    return t, [], ["your_api_key_here", "<user>:<password>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<generate-with-openssl-rand>"]


@case("en", "neg-masked-card-charge", "Negative: masked card number and a payment reference from a statement.")
def _():
    m = "**** " + rz(4)
    ref = rd(12)
    t = (f"There's a $89.99 charge on my card ending {m} from 'SQ *BLUE BOTTLE' that I don't recognize. "
         f"The statement shows reference {ref}. Should I dispute it or call the merchant first?")
    return t, [], [m, ref]


@case("en", "neg-xkcd-password-examples", "Negative: famous example passwords discussed as examples.")
def _():
    t = ("Is the 'correct horse battery staple' idea still good advice in 2025? And why is Tr0ub4dor&3 supposedly weaker "
         "even though it has a number and a symbol? My work policy demands symbols.")
    return t, [], ["correct horse battery staple", "Tr0ub4dor&3"]


@case("en", "neg-trace-and-correlation-ids", "Negative: W3C traceparent and a correlation UUID from logs.")
def _():
    tp = "00-%s-%s-01" % (rs(HEXL, 32), rs(HEXL, 16))
    cid = uuid4()
    t = (f"Our gateway logged traceparent {tp} and X-Correlation-ID {cid} for the failing request. "
         "How do I find that span in Jaeger? Searching by the correlation id returns nothing.")
    return t, [], [tp, cid]


@case("en", "neg-jwt-io-example", "Negative: the jwt.io example token.")
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = f"Can you decode the example token from jwt.io for me and explain each claim?\n{tok}\nWhat time is iat in UTC?"
    return t, [], [tok]


@case("en", "neg-woolworth-sample-ssn", "Negative: the famous wallet-insert sample SSN discussed as history.")
def _():
    t = ("I read that 078-05-1120 was printed on a sample card sold in wallets in the 1930s and thousands of people used it as their own. "
         "Is that true? What did the SSA do about it?")
    return t, [], ["078-05-1120"]


@case("en", "neg-gcash-receipt-ref", "Negative: a GCash receipt's Ref No. and amount (receipt reference, not a secret).")
def _():
    ref = "%s %s %s" % (rd(4), rz(3), rz(6))
    t = (f"I sent PHP 1,500.00 to an online seller through GCash and the receipt shows Ref No. {ref}. "
         "The seller says nothing arrived. Can GCash trace it with that number?")
    return t, [], [ref, "PHP 1,500.00"]


@case("en", "neg-ssh-public-key", "Negative: an SSH public key and its fingerprint.")
def _():
    blob = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    fp = "SHA256:" + rs(UP + LO + DIG + "+/", 43)
    t = (f"Is this the right line to add to ~/.ssh/authorized_keys on the server?\n\nssh-ed25519 {blob} maria@thinkpad\n\n"
         f"ssh -v shows 'Offering public key: {fp}' and then 'Permission denied (publickey)'.")
    return t, [], [blob, fp]


@case("en", "neg-bank-swift-routing-public", "Negative: a bank's public SWIFT code and wire routing number.")
def _():
    t = ("For an incoming international wire, Chase told me to give the sender SWIFT code CHASUS33 and routing number 021000021. "
         "Is 021000021 also what I put for domestic ACH, or is that different?")
    # 021000021 appears twice; longer than 6 characters
    return t, [], ["CHASUS33", "021000021"]


@case("en", "neg-charity-iban-donation", "Negative: a charity's published IBAN, BIC and payment reference.")
def _():
    ib = iban("GB", bank="NWBK")
    ref = "FOODAID%d" % ri(24, 26)
    t = (f"I want to donate to a food bank in Leeds. Their page lists: Account name Leeds Food Aid, IBAN {ib}, BIC NWBKGB2L, "
         f"reference {ref}. Can I send it from my Revolut euro account, and will they get the full amount?")
    return t, [], [ib, "NWBKGB2L", ref]


@case("en", "neg-masked-dashboard-keys", "Negative: masked API keys as shown in a dashboard and a redacted log value.")
def _():
    a = "sk-...%s" % rs(AN, 4)
    b = "sk-proj-...%s" % rs(AN, 4)
    t = (f"The OpenAI dashboard lists two keys, shown as {a} and {b}. Which one is the project-scoped one? "
         "Our logs only print 'authorization: Bearer [REDACTED]' so I can't tell which the server uses.")
    return t, [], [a, b, "Bearer [REDACTED]"]


@case("en", "neg-dell-service-tag", "Negative: Dell service tag and its express service code (base-36 conversion computed).")
def _():
    tag = rs(DIG + "BCDFGHJKLMNPQRSTVWXYZ", 7)
    esc = str(int(tag, 36))
    t = (f"Dell support chat asks for the Service Tag and the Express Service Code. The sticker says Service Tag {tag} and "
         f"Express Service Code {esc}. Why two different numbers for one laptop?")
    return t, [], [tag, esc]

# ================================================================ German
@case("de", "steuer-id-steuernummer", "German Steuer-ID (ISO 7064 check digit) and personal Steuernummer are secrets; the tax office phone number is a look-alike.")
def _():
    sid = steuer_id()
    stnr = "%s/%s/%s" % (rd(3), rz(4), rz(4))
    tel = "0211 %s-0" % rd(4)
    t = (f"Ich mache gerade meine Steuererklärung in ELSTER. Meine Steuer-ID ist {sid}, und auf dem letzten Bescheid steht die "
         f"Steuernummer {stnr}. Welche von beiden gehört in die Anlage N? Beim Finanzamt ({tel}) komme ich einfach nicht durch.")
    return t, [sid, stnr], [tel]


@case("de", "kaution-iban-next-message", "Multi-message: own IBAN sent after announcing it; the bank's BIC and the tenant number are look-alikes.")
def _():
    ib = iban("DE", bank="50010517")
    mn = "%s/%s" % (rd(4), rz(3))
    t = msgs("Kannst du mir eine kurze, freundliche Mail an meinen alten Vermieter schreiben? Er soll mir die Kaution (1.650 €) "
             "zurücküberweisen, die Wohnungsübergabe war schon im März. Meine Bankverbindung schicke ich gleich.",
             f"IBAN: {ib}\nBIC: INGDDEFFXXX\nMieternummer: {mn}")
    return t, [ib], ["INGDDEFFXXX", mn]


@case("de", "krankenkasse-kvnr-ausweis", "Health insurance number (check digit computed) and ID card number are secrets; the hotline number is a look-alike.")
def _():
    k = kvnr()
    a = ausweis_nr()
    tel = "0800 %s %s" % (rz(3), rz(4))
    t = (f"Für die Online-Anmeldung bei der neuen Krankenkasse brauche ich zwei Nummern. Meine Krankenversichertennummer von der "
         f"alten Karte ist {k}, die Ausweisnummer {a}. Das Formular hat aber nur 9 Stellen für die Ausweisnummer – passt das so? "
         f"Die Hotline ({tel}) ist dauerbesetzt.")
    return t, [k, a], [tel]


@case("de", "neg-handwerker-rechnung", "Negative: a tradesman's invoice number, VAT id, register number and business IBAN.")
def _():
    rn = "RE-%d-%04d" % (ri(2024, 2026), ri(1, 3000))
    ust = ust_idnr_de()
    hrb = "HRB %d" % ri(10000, 299999)
    ib = iban("DE")
    t = (f"Unser Elektriker hat eine Rechnung geschickt und ich will prüfen, ob sie formal korrekt ist: Rechnungsnummer {rn}, "
         f"USt-IdNr. {ust}, Amtsgericht München {hrb}, Betrag 1.284,50 € brutto, zahlbar auf das Firmenkonto {ib}. "
         "Fehlt da eine Pflichtangabe?")
    return t, [], [rn, ust, hrb, ib]


@case("de", "fritzbox-wlan-schluessel", "Default Wi-Fi key from the router label is a secret; the firmware version is a look-alike.")
def _():
    key = grp(rz(20), 4)
    ver = "FRITZ!OS %d.%02d" % (pick([7, 8]), ri(1, 60))
    t = (f"Neue FRITZ!Box 7590 AX, auf der Rückseite steht der WLAN-Netzwerkschlüssel {key}. Mein Laptop sagt immer "
         f"„Kennwort falsch“. Muss ich die Leerzeichen mit eintippen? Auf der Box läuft {ver}.")
    return t, [key], [ver]


# ================================================================ French
@case("fr", "mutuelle-nir-adherent", "French NIR with its key computed and a mutual-insurance member number are secrets; the file reference is a look-alike.")
def _():
    n = nir(R.random() < 0.5, rdate(1965, 2000))
    adh = rd(9)
    ref = "DOS-%s" % rd(7)
    t = (f"Je remplis le formulaire d'adhésion à la mutuelle de ma nouvelle boîte. Ils demandent mon numéro de sécurité sociale : {n}, "
         f"et mon ancien numéro d'adhérent pour la résiliation, c'est {adh}. La référence du dossier qu'ils m'ont donnée par mail est {ref}. "
         "Je mets la clé (les deux derniers chiffres) ou pas ?")
    return t, [n, adh], [ref]


@case("fr", "changement-rib-employeur", "Own French IBAN (RIB key and IBAN check computed) is a secret; the BIC and the employee number are look-alikes.")
def _():
    ib = iban("FR", bank="30004")
    mat = "%s%s" % (pick(["A", "M", "E"]), rz(6))
    t = (f"Tu peux m'aider à écrire un mail au service RH pour changer mon RIB ? Nouveau compte : IBAN {ib}, BIC BNPAFRPPXXX. "
         f"Mon matricule est {mat}. J'aimerais que ce soit pris en compte pour la paie de ce mois-ci.")
    return t, [ib], ["BNPAFRPPXXX", mat]


@case("fr", "digicode-baby-sitter", "Building door code and key-box code are secrets; the paediatrician's phone number is a look-alike.")
def _():
    digi = rz(2) + pick("AB") + rz(2)
    bac = rz(4)
    tel = phone_fr()
    t = ("Message pour la baby-sitter, tu peux le rendre plus clair ? « Le digicode de l'immeuble c'est "
         f"{digi}, ensuite interphone au nom de Moreau, 3e étage à gauche. S'il n'y a personne, la clé est dans la boîte à clés "
         f"accrochée au vélo dans la cour, code {bac}. Le numéro du pédiatre : {tel}. »")
    return t, [digi, bac], [tel]


@case("fr", "neg-devis-siret-tva", "Negative: a company's SIRET (Luhn) and intra-EU VAT number (key computed) and a quote number.")
def _():
    siren = luhn_complete(rd(1), 9)
    siret = luhn_complete(siren + "000", 14)
    siret_f = reg("%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:]), "luhn")
    tva = reg("FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren), "tva_fr")
    devis = "D%d-%03d" % (ri(2024, 2026), ri(1, 400))
    t = (f"Un artisan m'a envoyé un devis pour la salle de bains, je veux vérifier que l'entreprise existe vraiment. "
         f"SIRET {siret_f}, n° TVA intracommunautaire {tva}, devis n° {devis}. Comment je vérifie tout ça ?")
    return t, [], [siret_f, tva, devis]


@case("fr", "sms-code-paiement", "Payment confirmation code from a bank SMS is a secret; the amount and the card's last digits are look-alikes.")
def _():
    code = rz(6)
    last4 = rz(4)
    t = (f"J'ai reçu ce SMS : « Votre code de confirmation pour le paiement de 249,90 EUR chez ZALANDO : {code}. "
         f"Ne le communiquez à personne. » Je n'ai rien commandé chez Zalando… Ma carte se termine par {last4}, je fais opposition ?")
    return t, [code], ["249,90 EUR", last4]


# ================================================================ Spanish
@case("es", "dni-alquiler-catastro", "Spanish DNI (letter computed) is a secret; the cadastral reference of the flat is a public look-alike.")
def _():
    d = dni()
    rc = "%s%s%s%s%s%s" % (rz(7), rs(UP, 2), rz(4), pick(UP), rz(4), rs(UP, 2))
    t = (f"Voy a alquilar un piso en Valencia y la inmobiliaria me pide mis datos para el contrato. Mi DNI es {d}. "
         f"La referencia catastral del piso que me han pasado es {rc}, ¿la puedo comprobar en algún sitio?")
    return t, [d], [rc]


@case("es", "iban-nomina-empresa", "Own Spanish IBAN (control digits computed) is a secret; the employer's CIF (control computed) is a look-alike.")
def _():
    ib = iban("ES")
    c = cif_es()
    t = (f"Empiezo el lunes en una empresa nueva y me piden el número de cuenta para la nómina. ¿Me ayudas a escribir el correo? "
         f"Mi IBAN es {ib}. La empresa es Logística Turia S.L., CIF {c}.")
    return t, [ib], [c]


@case("es", "contrasena-corregida", "Multi-message: a work e-mail password and its corrected version are both secrets.")
def _():
    p1 = human_pw("es")
    idx = [i for i, ch in enumerate(p1) if ch in LO]
    i = pick(idx)
    p2 = p1[:i] + pick([c for c in LO if c != p1[i]]) + p1[i + 1:]
    t = msgs(f"Apúntame la contraseña nueva del correo del trabajo, que siempre se me olvida: {p1}",
             f"Perdona, me he equivocado en una letra. Es {p2}")
    return t, [p1, p2], []


@case("es", "neg-localizador-iberia", "Negative: airline record locator, ticket number and travel agency order number.")
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    tkt = "075-" + rd(10)
    ped = "ES" + rd(8)
    t = (f"Tengo un vuelo Madrid–Buenos Aires con Iberia, localizador {pnr}, número de billete {tkt}. En la web de Iberia me dice que "
         f"la reserva no existe, ¿puede ser porque la compré en una agencia? El número de pedido de la agencia es {ped}.")
    return t, [], [pnr, tkt, ped]


@case("es", "mx-curp-rfc-sat", "Mexican CURP (check digit computed) and RFC are secrets; the CFDI folio fiscal UUID is a look-alike.")
def _():
    d = rdate(1980, 2002)
    cu = curp("HERNANDEZ", "GARCIA", "MARIANA", d, "M", pick(["DF", "JC", "NL", "MC", "PL"]))
    rfc = cu[:10] + rs(UP + DIG, 3)
    folio = uuid4(upper=True)
    t = (f"Estoy tramitando mi e.firma en el SAT y me pide CURP y RFC. Mi CURP es {cu} y mi RFC {rfc}. "
         f"Además ya tengo una factura con folio fiscal {folio}, ¿cómo la descargo del portal?")
    return t, [cu, rfc], [folio]


# ================================================================ Portuguese
@case("pt", "br-cpf-nota-fiscal", "Brazilian CPF (check digits computed) is a secret; the shop's CNPJ and the order number are look-alikes.")
def _():
    c, j = cpf(), cnpj()
    ped = "#" + rd(9)
    t = (f"Comprei numa loja online e pedi nota fiscal no meu CPF ({c}). Na nota veio o CNPJ da loja {j} e o número do pedido {ped}. "
         "Como eu confiro se a nota é verdadeira no site da Receita?")
    return t, [c], [j, ped]


@case("pt", "br-gov-login", "CPF, gov.br password and SMS verification code are secrets; the service protocol number is a look-alike.")
def _():
    c = cpf()
    pw = human_pw("pt")
    code = rz(6)
    prot = "%d%s" % (ri(2024, 2026), rd(10))
    t = (f"Não consigo entrar no gov.br. Meu login é o CPF {c} e a senha que eu cadastrei é {pw}. Chegou um código de verificação "
         f"por SMS, {code}, mas quando digitei já tinha expirado. O protocolo do atendimento foi {prot}. O que eu faço?")
    return t, [c, pw, code], [prot]


@case("pt", "pt-nif-iban-creche", "Portuguese NIF and own IBAN (NIB check computed) are secrets; the Multibanco entity and reference are look-alikes.")
def _():
    n = nif_pt()
    ib = iban("PT")
    ent = rd(5)
    ref = "%s %s %s" % (rz(3), rz(3), rz(3))
    t = (f"Estou a tratar da papelada da creche da minha filha. Pedem o meu NIF ({n}) e o IBAN para o débito direto: {ib}. "
         f"A inscrição paga-se por Multibanco, entidade {ent}, referência {ref}, 75,00 €. Está tudo certo?")
    return t, [n, ib], [ent, ref]


@case("pt", "br-neg-boleto-rastreio", "Negative: a boleto's typeable line and a postal tracking code (S10 check digit computed).")
def _():
    linha = "%s9%s.%s %s.%s %s.%s %s %s" % (pick(["001", "237", "341", "104", "033"]), rz(1), rz(5), rz(5), rz(6), rz(5), rz(6), rd(1), rd(14))
    ras = s10(pick(["NL", "QB", "OY", "AA"]), "BR")
    t = (f"Recebi por e-mail um boleto do condomínio e fiquei com medo de ser golpe. Linha digitável: {linha}. "
         f"No mesmo dia chegou uma encomenda dos Correios, código de rastreio {ras}. Como eu confiro se o boleto é legítimo antes de pagar?")
    return t, [], [linha, ras]


# ================================================================ Russian
@case("ru", "zagranpasport-snils", "Russian passport series/number and SNILS (check computed) are secrets; the application number is a look-alike.")
def _():
    pas = "%s %s %s" % (rz(2), rz(2), rd(6))
    s = snils()
    zay = rd(10)
    t = (f"Заполняю заявление на загранпаспорт на Госуслугах. Паспорт РФ: {pas}, СНИЛС {s}. Номер заявления, который мне присвоили, — {zay}. "
         "Подскажи, где указывать прежнюю фамилию?")
    return t, [pas, s], [zay]


@case("ru", "rekvizity-zarplata", "Own current account (control key computed with the BIK) is a secret; BIK, correspondent account and bank INN are public.")
def _():
    bik = "04" + pick(["4525", "4030", "6577", "5004", "0702"]) + rz(3)
    acct = ru_ctrl(bik[-3:], "40817810" + "0" + rz(11))
    ks = ru_ctrl("0" + bik[4:6], "30101810" + "0" + "0000000" + "0" + bik[-3:])
    reg(acct, "ru_acct:" + bik[-3:])
    reg(ks, "ru_acct:0" + bik[4:6])
    inn = inn10()
    t = ("Бухгалтерия просит реквизиты для перечисления зарплаты. Оформи, пожалуйста, аккуратно списком:\n"
         f"Получатель: Иванова Анна Сергеевна\nСчёт получателя: {acct}\nБанк: ПАО Сбербанк\nБИК {bik}\nКорр. счёт {ks}\nИНН банка {inn}")
    return t, [acct], [bik, ks, inn]


@case("ru", "kod-iz-sms-moshenniki", "Multi-message: SMS code the user was asked to read out is a secret; the caller's number is a look-alike.")
def _():
    code = rz(pick([4, 5, 6]))
    ph = phone_ru()
    t = msgs(f"Мне только что позвонили «из службы безопасности банка» и попросили продиктовать код из СМС. Вот он: {code}. Я пока ничего не сказала.",
             f"Звонили с номера {ph}. Что мне теперь делать, блокировать карту?")
    return t, [code], [ph]


@case("ru", "neg-ozon-trek", "Negative: marketplace order number and postal tracking number.")
def _():
    oz = "%s-%04d" % (rd(8), ri(1, 60))
    trek = rd(14)
    t = (f"Заказала на Ozon, номер заказа {oz}, а посылка идёт Почтой России, трек-номер {trek}. "
         "Уже две недели статус «Принято в отделении связи». Куда писать?")
    return t, [], [oz, trek]


# ================================================================ Chinese
@case("zh", "shenfenzheng-qingguan", "Chinese resident ID (ISO 7064 check computed) is a secret; the 19-digit order number and phone number are look-alikes.")
def _():
    cid = cn_id(rdate(1975, 2003), True)
    order = rd(19)
    ph = phone_cn()
    t = (f"帮我看看这个跨境订单的信息填得对不对：收货人王丽，身份证号{cid}（清关要用），订单号{order}，手机{ph}。"
         "这个身份证号发给商家安全吗？")
    return t, [cid], [order, ph]


@case("zh", "weixin-zhifu-mima", "Payment PIN and UnionPay card number (Luhn) are secrets; the WeChat transaction id is a look-alike.")
def _():
    pin = rz(6)
    c = card_fmt(card("unionpay"))
    txn = "4200" + rz(24)
    t = (f"我爸用微信付款老是输错密码。他的支付密码是{pin}，绑的是工商银行卡{c}。"
         f"刚才那笔交易单号{txn}显示支付失败，钱到底扣了没有？")
    return t, [pin, c], [txn]


@case("zh", "guangmao-wifi-mima", "Wi-Fi key from the modem label is a secret; the admin IP is a look-alike.")
def _():
    while True:
        w = rs(LO + DIG, 8)
        if any(c in DIG for c in w) and any(c in LO for c in w):
            break
    ssid = rs(UP + DIG, 4)
    t = (f"家里新装的宽带，光猫背面写着：Wi-Fi名称 ChinaNet-{ssid}，无线密码 {w}，管理地址 192.168.1.1。"
         "我想把WiFi密码改得好记一点，在哪里改？")
    return t, [w], ["192.168.1.1"]


@case("zh", "neg-fapiao-chayan", "Negative: seller's unified social credit code (check computed), invoice number and SF waybill number.")
def _():
    u = uscc()
    fp = "%d%s" % (ri(24, 26), rz(18))
    sf = "SF" + rd(13)
    t = (f"公司报销需要发票，我收到的电子发票上销售方统一社会信用代码是{u}，发票号码{fp}，快递是顺丰，运单号{sf}。"
         "怎么查验这张发票的真伪？")
    return t, [], [u, fp, sf]


# ================================================================ Japanese
@case("ja", "mynumber-nenmatsu", "My Number (check digit computed) is a secret; the company's corporate number is a public look-alike.")
def _():
    mn = my_number()
    hj = houjin()
    t = (f"年末調整の書類でマイナンバーを提出するように言われました。私の番号は{mn}です。"
         f"扶養している母の分も必要ですか？書類には会社の法人番号{hj}も書いてあります。")
    return t, [mn], [hj]


@case("ja", "furikomi-kouza", "Own account number is a secret; the branch number and bank code are public look-alikes.")
def _():
    shiten = pick(["渋谷", "新宿", "梅田", "横浜", "名古屋"])
    brno = rz(3)
    kouza = rz(7)
    t = (f"フリマアプリの売上金の振込先口座を登録したいです。三井住友銀行 {shiten}支店（店番号{brno}）、普通預金、"
         f"口座番号{kouza}、名義はヤマダ タロウです。金融機関コードは0009で合っていますか？")
    return t, [kouza], [brno, "0009"]


@case("ja", "rakuten-password-lock", "Shopping site password is a secret; the order number is a look-alike.")
def _():
    pw = human_pw("ja")
    d = rdate(2025, 2025)
    order = "%s-%s-%s" % (rd(6), d.strftime("%Y%m%d"), rz(10))
    t = (f"楽天のログインでパスワードを何回も間違えてロックされてしまいました。パスワードはたぶん{pw}だったと思います。"
         f"注文番号{order}の配送状況だけでも確認したいのですが、どうすればいいですか？")
    return t, [pw], [order]


@case("ja", "neg-yamato-invoice-t", "Negative: Yamato slip number (mod-7 check computed), postal code and invoice registration number.")
def _():
    y = yamato()
    z = "%s-%s" % (rz(3), rz(4))
    tno = "T" + houjin()
    t = (f"ヤマト運輸の伝票番号{y}で追跡すると「伝票番号誤り」と表示されます。お届け先は〒{z}です。"
         f"同梱されていた請求書にはインボイス登録番号{tno}と書いてありました。どこに問い合わせればいいですか？")
    return t, [], [y, z, tno]


# ================================================================ Korean
@case("ko", "jumin-hyeongeum-yeongsujeung", "Korean resident registration number (check computed) is a secret; the buyer's business number (check computed) is a look-alike.")
def _():
    r = rrn(rdate(1970, 2002), R.random() < 0.5)
    b = brn_kr()
    t = (f"중고나라에서 물건을 팔았는데 구매자가 현금영수증 때문에 주민등록번호를 알려 달래요. 제 번호는 {r}인데 그냥 알려줘도 되나요? "
         f"상대방이 보내준 사업자등록번호는 {b}이에요.")
    return t, [r], [b]


@case("ko", "eomma-eunhaeng-memo", "Bank account number, certificate password and account PIN are secrets.")
def _():
    acct = "%s-%s-%s" % (rz(6), rz(2), rz(6))
    cert = human_pw("ko")
    apw = rz(4)
    t = (f"엄마한테 보낼 메모 좀 정리해 줘. 국민은행 계좌번호 {acct}, 공동인증서 비밀번호 {cert}, 계좌 비밀번호 {apw}. "
         "보안카드는 안방 서랍에 있다고 써 주고.")
    return t, [acct, cert, apw], []


@case("ko", "neg-coupang-songjang", "Negative: shopping order number, parcel waybill number and a customer-centre number.")
def _():
    order = rd(14)
    inv = rd(12)
    tel = "1588-" + rz(4)
    t = (f"쿠팡에서 주문한 상품 주문번호가 {order}인데, CJ대한통운 송장번호 {inv}로 조회하면 '정보 없음'이라고 나와요. "
         f"고객센터 번호가 {tel} 맞나요?")
    return t, [], [order, inv, tel]


# ================================================================ Arabic
@case("ar", "saudi-hawiya-iban", "Saudi national ID (Luhn) and own IBAN are secrets; the application number is a look-alike.")
def _():
    nid = reg(luhn_complete("1", 10), "luhn")
    ib = iban("SA")
    req = rd(8)
    t = (f"أبي أفتح حساب في بنك ثاني أونلاين، ورقم هويتي الوطنية {nid}. بعدين طلب مني رقم الآيبان حق حسابي القديم عشان أحوّل الرصيد: {ib}. "
         f"رقم الطلب اللي طلع لي {req}. هل هذي البيانات كافية ولا يحتاجون شي ثاني؟")
    return t, [nid, ib], [req]


@case("ar", "masr-raqam-qawmi-otp", "Egyptian national ID and an activation code in Arabic-Indic digits are secrets; the order number is a look-alike.")
def _():
    d = rdate(1975, 2004)
    nid = "%d%s%s%s%d" % (2 if d.year < 2000 else 3, d.strftime("%y%m%d"), pick(["01", "02", "21", "12", "88"]), rz(4), ri(0, 9))
    otp = to_script(rz(6), ARABIC_DIGITS)
    req = rd(9)
    t = (f"عايز أطلب شهادة ميلاد مميكنة أونلاين، والموقع بيطلب الرقم القومي بتاعي: {nid}. وجالي كود تفعيل في رسالة: {otp}. "
         f"بعد ما دفعت طلع رقم الطلب {req}، إمتى هتوصل؟")
    return t, [nid, otp], [req]


@case("ar", "neg-fatura-sharika-dubai", "Negative: a supplier's tax registration number, invoice number and business IBAN.")
def _():
    trn = "100" + rz(12)
    inv = "INV-%d-%04d" % (ri(2024, 2026), ri(1, 9999))
    ib = iban("AE")
    t = (f"وصلتني فاتورة من شركة توريد في دبي، ومكتوب فيها: الرقم الضريبي {trn}، رقم الفاتورة {inv}، والتحويل على حساب الشركة، "
         f"الآيبان {ib}. كيف أتأكد إن الآيبان فعلاً باسم الشركة قبل ما أحوّل؟")
    return t, [], [trn, inv, ib]


# ================================================================ Persian
@case("fa", "kart-bank-dargah", "Iranian card number (Luhn, Persian digits), CVV2, expiry and dynamic second PIN are secrets; the tracking number is a look-alike.")
def _():
    num = card("iran")
    c = reg(to_script(grp(num, 4, "-"), PERSIAN_DIGITS), "luhn")
    cvv = to_script(rz(pick([3, 4])), PERSIAN_DIGITS)
    exp = to_script("%d/%02d" % (ri(1404, 1408), ri(1, 12)), PERSIAN_DIGITS)
    pin2 = rz(pick([6, 7, 8]))
    trk = rd(6)
    t = (f"می‌خواستم از یه سایت خرید کنم ولی درگاه پرداخت خطا داد. مشخصات کارت رو درست وارد کردم: شماره کارت {c}، "
         f"CVV2 {cvv}، تاریخ انقضا {exp}، رمز دوم {pin2}. شماره پیگیری {trk} رو هم نشون داد. پولم برمی‌گرده؟")
    return t, [c, cvv, exp, pin2], [trk]


@case("fa", "neg-sheba-amoozeshgah", "Negative: a language school's Sheba number (IBAN check computed) and a postal tracking code.")
def _():
    sh = iban("IR", spaced=False)
    post = rd(20)
    t = (f"برای پرداخت شهریه‌ی کلاس زبان، آموزشگاه یه شماره شبا فرستاده: {sh}. کد رهگیری مرسوله‌ی پستی کتاب‌ها هم {post} هست. "
         "این شبا مال خود آموزشگاهه؟ چطوری استعلام بگیرم؟")
    return t, [], [sh, post]


# ================================================================ Hebrew
@case("he", "tofes-101-teudat-zehut", "Israeli ID number (check digit computed) and own account number are secrets; the branch number is a look-alike.")
def _():
    tz = reg(luhn_complete(rd(1), 9), "luhn")
    br = rd(3)
    acct = rd(6)
    t = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי {tz}, ואת המשכורת צריך להעביר לבנק הפועלים, סניף {br}, "
         f"מספר חשבון {acct}. מה עוד צריך למלא בטופס?")
    return t, [tz, acct], [br]


@case("he", "neg-asmachta-vaad-bait", "Negative: a transfer reference and the house committee's account number for payment.")
def _():
    asm = rd(9)
    vaad = "%s-%s-%s" % (pick(["12", "10", "11", "20"]), rd(3), rd(6))
    t = (f"העברתי לוועד הבית את התשלום החודשי לחשבון שלהם {vaad} וקיבלתי מספר אסמכתא {asm}. הוועד טוען שהכסף לא הגיע. "
         "איך אני מוכיח שההעברה בוצעה?")
    return t, [], [asm, vaad]


# ================================================================ Hindi
@case("hi", "aadhaar-pata-otp", "Aadhaar (Verhoeff) and the OTP are secrets; the update request number is a look-alike.")
def _():
    a = aadhaar()
    otp = rz(6)
    srn = rd(14)
    t = (f"मुझे आधार में पता बदलवाना है। मेरा आधार नंबर {a} है और अभी मोबाइल पर OTP आया है {otp}। "
         f"वेबसाइट पर SRN {srn} दिख रहा है, इसका स्टेटस कैसे चेक करूँ?")
    return t, [a, otp], [srn]


@case("hi", "upi-pin-dukandar", "UPI PIN is a secret; the merchant's UPI ID and the UTR number are look-alikes.")
def _():
    upi = pick(["sharmakirana", "guptastores", "balajimedical"]) + pick(["@ybl", "@okaxis", "@paytm"])
    pin = rz(6)
    utr = rd(12)
    t = (f"दुकानदार को पेमेंट किया लेकिन उसके पास पैसे नहीं पहुँचे। मैंने UPI ID {upi} पर ₹1,250 भेजे थे और अपना UPI पिन {pin} डाला था। "
         f"UTR नंबर {utr} है। पैसे वापस कैसे मिलेंगे?")
    return t, [pin], [upi, utr]


@case("hi", "neg-irctc-pnr", "Negative: railway PNR and train number.")
def _():
    pnr = pick("2468") + rz(9)
    train = "1" + rz(4)
    t = (f"मेरी ट्रेन का PNR {pnr} है, ट्रेन नंबर {train} है और वेटिंग लिस्ट WL 12 चल रही है। "
         "चार्ट बनने से पहले कन्फर्म होने के कितने चांस हैं?")
    return t, [], [pnr, train]

# ================================================================ Ukrainian
@case("uk", "diia-rnokpp-id-kartka", "Ukrainian RNOKPP (check computed) and ID-card number are secrets; the application number is a look-alike.")
def _():
    ip = rnokpp(rdate(1970, 2003), R.random() < 0.5)
    idc = rd(9)
    zay = "%s-%s" % (rd(4), rd(6))
    t = (f"Подаю заяву через Дію, і там просять РНОКПП. Мій — {ip}, номер ID-картки {idc}. Після подачі видало номер заяви {zay}. "
         "Скільки зазвичай чекати на відповідь?")
    return t, [ip, idc], [zay]


@case("uk", "oplata-kartka-pryvat", "Card number (Luhn), expiry and CVV are secrets; the shop order number is a look-alike.")
def _():
    c = card_fmt(card("visa"))
    exp = expiry()
    cvv = rz(3)
    order = rd(9)
    t = (f"Не проходить оплата на сайті. Ввожу картку ПриватБанку {c}, термін дії {exp}, CVV {cvv}, а він пише «Помилка платежу». "
         f"Номер замовлення на Розетці {order}. Що може бути не так?")
    return t, [c, exp, cvv], [order]


@case("uk", "neg-nova-poshta-ttn", "Negative: Nova Poshta waybill number and a company's EDRPOU code (check computed).")
def _():
    ttn = pick(["20", "59"]) + rz(12)
    e = edrpou()
    t = (f"Відправила посилку Новою поштою, ТТН {ttn}. Отримувач — ТОВ «Зелений Світ», код ЄДРПОУ {e}. "
         "Як змінити адресу доставки, якщо посилка вже в дорозі?")
    return t, [], [ttn, e]


# ================================================================ Polish
@case("pl", "wniosek-800-pesel-dowod", "Child's and own PESEL (check digits computed) and ID card number (check digit computed) are secrets; the application number is a look-alike.")
def _():
    pc = pesel(rdate(2015, 2022), R.random() < 0.5)
    pm = pesel(rdate(1982, 1995), True)
    dw = dowod()
    zus = "%s/%d" % (rd(7), ri(2025, 2026))
    t = (f"Wypełniam wniosek o 800+ i nie wiem, czy wszystko dobrze wpisałam. PESEL dziecka: {pc}, mój PESEL: {pm}, "
         f"numer dowodu osobistego: {dw}. Numer wniosku z PUE ZUS: {zus}. Czy to wystarczy?")
    return t, [pc, pm, dw], [zus]


@case("pl", "kod-blik-allegro", "BLIK code is a secret; the marketplace order id is a look-alike.")
def _():
    order = uuid4()
    blik = rz(6)
    t = (f"Kupuję na Allegro, zamówienie {order}, i przy płatności BLIK wpisałam kod {blik}, ale wyskoczył błąd. "
         "Czy ten kod jest jeszcze ważny, czy muszę wygenerować nowy? Kwota 189,99 zł.")
    return t, [blik], [order]


@case("pl", "neg-faktura-nip-regon", "Negative: a wholesaler's NIP and REGON (checks computed), invoice number and business account.")
def _():
    n = nip_pl()
    r = regon9()
    fv = "FV/%d/%02d/%04d" % (ri(2024, 2026), ri(1, 12), ri(1, 3000))
    acct_iban = iban("PL", spaced=False)
    nrb = acct_iban[2:4] + " " + grp(acct_iban[4:], 4)
    reg(nrb, "nrb")
    t = (f"Dostałem fakturę od hurtowni i chcę sprawdzić, czy dane się zgadzają: NIP {n}, REGON {r}, nr faktury {fv}, "
         f"rachunek do wpłaty {nrb}. Jak sprawdzić, czy ten rachunek jest na białej liście VAT?")
    return t, [], [n, r, fv, nrb]


# ================================================================ Czech
@case("cs", "rodne-cislo-pojistovna", "Czech birth number (mod-11 computed) and ID card number are secrets; the payment variable symbol is a look-alike.")
def _():
    rc = rodne_cislo(rdate(1970, 2000), R.random() < 0.5)
    op = rd(9)
    vs = rd(10)
    t = (f"Vyplňuji přihlášku ke zdravotní pojišťovně a nevím si rady. Rodné číslo: {rc}, číslo občanky: {op}. "
         f"Platbu mám poslat s variabilním symbolem {vs}. Je to tak správně?")
    return t, [rc, op], [vs]


@case("cs", "neg-ico-dodavatel", "Negative: a supplier's IČO (check computed), invoice number and business account (weights checked).")
def _():
    i = ico_cz()
    fa = "%d%s" % (ri(2024, 2026), rz(5))
    ucet = reg(cz_acct().lstrip("0") + "/" + pick(["0800", "0100", "0300", "2010"]), "cz_acct")
    t = (f"Chci ověřit dodavatele kuchyně, než zaplatím zálohu. IČO {i}, číslo faktury {fa}, účet {ucet}. "
         "Jak to ověřím v ARESu a v registru plátců DPH?")
    return t, [], [i, fa, ucet]


# ================================================================ Italian
@case("it", "codice-fiscale-tessera", "Codice fiscale (check character computed) and health card number are secrets; the practice's partita IVA is a look-alike.")
def _():
    female = R.random() < 0.5
    sur = pick(["ROSSI", "BIANCHI", "ESPOSITO", "COLOMBO", "RICCI", "MARINO"])
    nm = pick(["GIULIA", "FRANCESCA", "CHIARA"]) if female else pick(["MARCO", "LUCA", "ANDREA"])
    cf = codice_fiscale(sur, nm, rdate(1970, 2000), female, pick(["F205", "H501", "L219", "F839", "A944", "D612"]))
    ts = "80380" + rz(15)
    pi = piva_it()
    t = (f"Devo compilare il modulo per la scelta del medico di base e chiede il codice fiscale: {cf}. Poi c'è il numero della "
         f"tessera sanitaria, {ts}: va messo anche quello? Lo studio ha partita IVA {pi}, se serve.")
    return t, [cf, ts], [pi]


@case("it", "bonifico-affitto-cro", "Own Italian IBAN (CIN and IBAN check computed) is a secret; the transfer's CRO is a look-alike.")
def _():
    ib = iban("IT")
    cro = rd(11)
    t = (f"Mi aiuti a scrivere un messaggio al padrone di casa? Gli ho fatto il bonifico dell'affitto il 3 del mese, CRO {cro}, "
         f"ma dice che non l'ha ricevuto. Vorrei dirgli che è partito dal mio conto {ib} e che può controllare con la sua banca.")
    return t, [ib], [cro]


@case("it", "neg-avviso-pagopa", "Negative: pagoPA notice code, the municipality's fiscal code (check computed) and a bill number.")
def _():
    avv = grp("3" + rz(17), 4)
    cfe = piva_it()
    fatt = rd(12)
    t = (f"Mi è arrivato l'avviso pagoPA per la TARI: codice avviso {avv}, codice fiscale dell'ente {cfe}. "
         f"Il numero della bolletta della luce invece è {fatt}. Come pago l'avviso dall'app della banca?")
    return t, [], [avv, cfe, fatt]


# ================================================================ Dutch
@case("nl", "digid-bsn-aangifte", "DigiD password and BSN (11-check computed) are secrets; the case number from a letter is a look-alike.")
def _():
    pw = human_pw("nl")
    b = bsn()
    zaak = "Z-%d-%s" % (ri(2024, 2026), rd(6))
    t = (f"Ik probeer in te loggen bij Mijn Belastingdienst maar DigiD blijft een foutmelding geven. Mijn gebruikersnaam is jdevries88 "
         f"en mijn wachtwoord is {pw}. Voor de aangifte hebben ze ook mijn BSN nodig: {b}. Het zaaknummer in de brief is {zaak}. Wat doe ik fout?")
    return t, [pw, b], [zaak]


@case("nl", "etentje-iban-groepsapp", "Own Dutch IBAN (account 11-test and IBAN check computed) shared with friends is a secret; the amount is a look-alike.")
def _():
    ib = iban("NL")
    t = (f"Kun je een berichtje maken voor de groepsapp van het etentje? Iedereen moet €23,50 overmaken naar mijn rekening {ib} "
         "t.n.v. S. Jansen, onder vermelding van 'etentje 12 mei'. Een Tikkie mag ook.")
    return t, [ib], ["€23,50"]


@case("nl", "neg-webshop-kvk-btw", "Negative: a web shop's KvK number, VAT number and payment reference.")
def _():
    kvk = rd(8)
    btw = "NL%sB%02d" % (rd(9), ri(1, 3))
    kenmerk = grp(rd(16), 4)
    t = (f"Ik kreeg een factuur van een webshop met KvK-nummer {kvk} en btw-nummer {btw}. Het betalingskenmerk is {kenmerk}. "
         "Hoe check ik of dit bedrijf echt bestaat?")
    return t, [], [kvk, btw, kenmerk]


# ================================================================ Swedish
@case("sv", "personnummer-bankid-kod", "Swedish personal identity number (Luhn) and BankID security code are secrets; the bill's OCR number (Luhn) is a look-alike.")
def _():
    p = personnummer(rdate(1970, 2002))
    bid = rz(6)
    ocr = reg(luhn_complete(rd(1), 12), "luhn")
    t = (f"Jag ska byta bank och i formuläret frågar de efter personnummer: {p}. Säkerhetskoden till BankID-appen är {bid}, "
         f"ska den också fyllas i någonstans? Elräkningen har OCR-nummer {ocr}, hur flyttar jag över autogirot?")
    return t, [p, bid], [ocr]


@case("sv", "neg-bankgiro-hantverkare", "Negative: a tradesman's bankgiro number, OCR reference and organisation number (all Luhn).")
def _():
    bgn = luhn_complete(pick(["5", "6", "7"]), 8)
    bg = reg(bgn[:4] + "-" + bgn[4:], "luhn")
    ocr = reg(luhn_complete(rd(1), 10), "luhn")
    orgn = luhn_complete("556", 10)
    org = reg(orgn[:6] + "-" + orgn[6:], "luhn")
    t = (f"Ska betala en faktura från en hantverkare: bankgiro {bg}, OCR {ocr}, org.nr {org}. "
         "Hur ser jag att bankgirot verkligen tillhör företaget?")
    return t, [], [bg, ocr, org]


# ================================================================ Danish
@case("da", "cpr-nemkonto-boligforening", "Danish CPR number and own account number are secrets; the bank registration number is a look-alike.")
def _():
    d = rdate(1965, 2002)
    cpr = d.strftime("%d%m%y") + "-" + rz(4)
    regnr = rd(4)
    kto = rz(10)
    t = (f"Jeg skal udfylde en formular til boligforeningen. De vil have mit CPR-nummer ({cpr}) og min NemKonto: "
         f"reg.nr. {regnr}, kontonr. {kto}. Er det normalt, at de spørger om CPR-nummer?")
    return t, [cpr, kto], [regnr]


@case("da", "neg-vvs-regning-fi-kort", "Negative: a plumber's CVR number (check computed), invoice number and FI payment line.")
def _():
    c = cvr()
    fak = rd(5)
    fik = "+71<%s+%s<" % (rz(15), rd(8))
    t = (f"Jeg har fået en regning fra en VVS-installatør. CVR {c}, fakturanr. {fak}, og der står et FI-kort: {fik}. "
         "Hvordan taster jeg det ind i netbanken?")
    return t, [], [c, fak, fik]


# ================================================================ Norwegian
@case("no", "barnehage-fodselsnummer-konto", "Norwegian national identity number (both check digits computed) and own account number (mod 11) are secrets; the KID number is a look-alike.")
def _():
    f = fnr(rdate(1975, 1999))
    k = no_acct()
    knr = reg("%s.%s.%s" % (k[:4], k[4:6], k[6:]), "no_acct")
    kid = reg(luhn_complete(rd(1), ri(10, 15)), "luhn")
    t = (f"Skal søke barnehageplass, og skjemaet vil ha fødselsnummeret mitt ({f}) og kontonummer for refusjon: {knr}. "
         f"Fakturaen for foreldrebetaling har KID {kid}. Har jeg fylt ut riktig?")
    return t, [f, knr], [kid]


@case("no", "neg-ukjent-faktura-orgnr", "Negative: an unknown company's organisation number (check computed), invoice number and account number.")
def _():
    o = orgnr_no()
    fak = rd(6)
    k = no_acct()
    knr = reg("%s %s %s" % (k[:4], k[4:6], k[6:]), "no_acct")
    t = (f"Fikk en e-post om en ubetalt faktura fra et firma jeg ikke kjenner: org.nr. {o}, fakturanummer {fak}, kontonummer {knr}. "
         "Hvordan sjekker jeg om det er svindel?")
    return t, [], [o, fak, knr]


# ================================================================ Finnish
@case("fi", "kela-henkilotunnus-tili", "Finnish personal identity code (check character computed) and own IBAN are secrets; the confirmation number is a look-alike.")
def _():
    h = hetu(rdate(1970, 2003))
    ib = iban("FI")
    dn = "%s/%d" % (rd(6), ri(2025, 2026))
    t = (f"Täytän Kelan hakemusta ja siinä kysytään henkilötunnusta: {h}. Tilinumeroksi laitoin {ib}. "
         f"Hakemuksesta tuli sähköpostiin vahvistus, jossa on numero {dn}. Onko tämä kaikki oikein?")
    return t, [h, ib], [dn]


@case("fi", "neg-remonttifirma-ytunnus", "Negative: a company's business id (check computed), payment reference (7-3-1 check computed) and invoice number.")
def _():
    y = ytunnus()
    v = viite(ri(6, 12))
    lasku = rd(5)
    t = (f"Sain laskun remonttifirmalta: Y-tunnus {y}, viitenumero {v}, laskun numero {lasku}. "
         "Miten tarkistan, että firma on ennakkoperintärekisterissä?")
    return t, [], [y, v, lasku]


# ================================================================ Hungarian
@case("hu", "ugyfelkapu-taj-adoazonosito", "TAJ number and tax identification number (both checks computed) are secrets; the case number is a look-alike.")
def _():
    tj = taj()
    ad = adoazonosito(rdate(1965, 2002))
    ugy = "%s/%d" % (rd(6), ri(2025, 2026))
    t = (f"Most töltöm ki az ügyfélkapus űrlapot. A TAJ-számom {tj}, az adóazonosító jelem {ad}. Az ügyszám, amit a rendszer adott: {ugy}. "
         "Melyik mezőbe melyik kerül?")
    return t, [tj, ad], [ugy]


@case("hu", "neg-webshop-adoszam", "Negative: a web shop's tax number (check computed), company registry number and bank account (checks computed).")
def _():
    ad = adoszam_hu()
    cgj = "%02d-09-%s" % (pick([1, 13, 14, 19]), rd(6))
    b = bban("HU")
    szla = reg("%s-%s-%s" % (b[:8], b[8:16], b[16:]), "hu_giro")
    t = (f"Egy webshopból rendeltem, és a számlán ez áll: adószám {ad}, cégjegyzékszám {cgj}, bankszámlaszám {szla}. "
         "Hogyan tudom ellenőrizni, hogy a cég valódi?")
    return t, [], [ad, cgj, szla]


# ================================================================ Romanian
@case("ro", "cnp-pasaport-online", "Romanian CNP (check computed) and ID card series/number are secrets; the registration number is a look-alike.")
def _():
    c = cnp(rdate(1970, 2004), R.random() < 0.5)
    ci = "%s %s" % (pick(["RX", "RT", "IF", "CJ", "TM", "XB", "KX"]), rz(6))
    nr = "%s/%d" % (rd(5), ri(2025, 2026))
    t = (f"Completez cererea pentru pașaport online. CNP-ul meu este {c}, iar buletinul are seria și numărul {ci}. "
         f"Numărul de înregistrare al cererii este {nr}. E bine așa?")
    return t, [c, ci], [nr]


@case("ro", "iban-chirie-cui-chirias", "Own Romanian IBAN is a secret; the tenant company's CUI (check computed) is a look-alike.")
def _():
    ib = iban("RO", bank="BTRL")
    cu = cui_ro()
    t = (f"Vreau să-i trimit chiriașului datele pentru plata chiriei. IBAN-ul meu este {ib}, la Banca Transilvania. "
         f"Chiriașul plătește din contul firmei lui, CUI {cu}. Trebuie să-i emit factură?")
    return t, [ib], [cu]


# ================================================================ Greek
@case("el", "amka-afm-rantevou", "Greek AMKA (Luhn) and personal AFM (check computed) are secrets; the protocol number is a look-alike.")
def _():
    a = amka(rdate(1965, 2002))
    f = afm()
    prot = "%s/%d" % (rd(5), ri(2025, 2026))
    t = (f"Κλείνω ραντεβού σε γιατρό μέσω της πλατφόρμας και μου ζητάει ΑΜΚΑ και ΑΦΜ. Ο ΑΜΚΑ μου είναι {a} και ο ΑΦΜ {f}. "
         f"Μου έβγαλε και αριθμό πρωτοκόλλου {prot}. Χρειάζεται να κάνω κάτι άλλο;")
    return t, [a, f], [prot]


@case("el", "neg-logariasmos-revmatos-rf", "Negative: an RF creditor payment reference (ISO 11649 check computed) and an electricity supply number.")
def _():
    rf = rf_ref(rz(19))
    par = "%d %s-%s %d" % (ri(1, 9), rd(8), rz(2), ri(0, 9))
    t = (f"Πρέπει να πληρώσω τον λογαριασμό του ρεύματος. Ο κωδικός ηλεκτρονικής πληρωμής είναι {rf} και ο αριθμός παροχής {par}. "
         "Πώς πληρώνω μέσω e-banking;")
    return t, [], [rf, par]


# ================================================================ Turkish
@case("tr", "edevlet-tckn-sifre", "Turkish ID number (check digits computed) and e-Devlet password are secrets; the application number is a look-alike.")
def _():
    tc = tckn()
    pw = human_pw("tr")
    bno = rd(10)
    t = (f"e-Devlet'e giriş yapamıyorum. T.C. kimlik numaram {tc}, şifremi {pw} olarak hatırlıyorum ama 'hatalı şifre' diyor. "
         f"Başvuru numaram {bno}. PTT'den yeni şifre mi almam lazım?")
    return t, [tc, pw], [bno]


@case("tr", "kira-iban-kiraci", "Own Turkish IBAN is a secret; the receipt reference number is a look-alike.")
def _():
    ib = iban("TR")
    ref = rd(11)
    t = (f"Kiracıma kira için IBAN'ımı göndermem gerekiyor, kısa ve kibar bir mesaj yazar mısın? IBAN: {ib}, alıcı adı Elif Yıldız. "
         f"Geçen ayki ödemenin dekont referans numarası {ref}, onu da ekleyelim.")
    return t, [ib], [ref]


@case("tr", "neg-trendyol-kargo-vkn", "Negative: order number, cargo tracking number and the seller's tax number (check computed).")
def _():
    sip = rd(10)
    takip = rd(12)
    v = vkn()
    t = (f"Trendyol'dan sipariş verdim, sipariş numarası {sip}, kargo takip numarası {takip}. Satıcının vergi numarası {v}. "
         "Kargo 5 gündür aynı şubede bekliyor, ne yapabilirim?")
    return t, [], [sip, takip, v]


# ================================================================ Vietnamese
@case("vi", "cccd-tai-khoan-otp", "Citizen ID number, own bank account number and OTP are secrets.")
def _():
    d = rdate(1980, 2004)
    g = (0 if d.year < 2000 else 2) + pick([0, 1])
    cccd = "%s%d%s%s" % (pick(["001", "079", "048", "031"]), g, d.strftime("%y"), rz(6))
    stk = "10" + rz(8)
    otp = rz(6)
    t = (f"Mình đang mở tài khoản chứng khoán online, nó hỏi số CCCD: {cccd}. Tài khoản Vietcombank để nhận tiền là {stk}. "
         f"Vừa có mã OTP {otp} gửi về điện thoại, nhập vào đâu vậy bạn?")
    return t, [cccd, stk, otp], []


@case("vi", "neg-shopee-van-don", "Negative: Shopee order code and SPX waybill number.")
def _():
    ma = rdate(2025, 2025).strftime("%y%m%d") + rs(UP + DIG, 8)
    vd = "SPXVN0" + rd(11)
    t = (f"Đơn Shopee mã {ma} giao qua SPX Express, mã vận đơn {vd}. Đã 7 ngày mà vẫn chưa nhận được hàng, mình nên khiếu nại thế nào?")
    return t, [], [ma, vd]


# ================================================================ Thai
@case("th", "bat-prachachon-otp", "Thai ID number (check computed), the laser code on the card back and an OTP are secrets; the OTP reference is a look-alike.")
def _():
    tid = thai_id()
    laser = "%s%d-%s-%s" % (rs(UP, 2), ri(0, 9), rz(7), rz(2))
    otp = rz(6)
    ref = rs(UP, 4)
    t = (f"จะสมัครแอปธนาคารใหม่ ต้องกรอกเลขบัตรประชาชน {tid} กับเลขหลังบัตร {laser} ด้วยใช่ไหมคะ "
         f"แล้วมี SMS มาว่า OTP {otp} (Ref: {ref}) ต้องเอาไปใส่ตรงไหนคะ")
    return t, [tid, laser, otp], [ref]


@case("th", "neg-lazada-pasadu", "Negative: marketplace order number and a Thailand Post tracking number (S10 check computed).")
def _():
    order = rd(15)
    ems = s10(pick(["EF", "EB", "RB"]), "TH")
    t = (f"สั่งของจาก Lazada เลขคำสั่งซื้อ {order} ส่งทางไปรษณีย์ไทย เลขพัสดุ {ems} แต่สถานะไม่ขยับมาสามวันแล้ว ควรติดต่อใครดีคะ")
    return t, [], [order, ems]


# ================================================================ Indonesian
@case("id", "bpjs-nik-kk", "Indonesian NIK and family card number are secrets; the queue number is a look-alike.")
def _():
    d = rdate(1975, 2003)
    female = R.random() < 0.5
    area = pick(["317404", "327301", "357805", "337402"])
    nik = area + "%02d%s" % (d.day + (40 if female else 0), d.strftime("%m%y")) + "%04d" % ri(1, 9999)
    issue = rdate(2010, 2024)
    kk = area + issue.strftime("%d%m%y") + "%04d" % ri(1, 9999)
    antri = "B-%03d" % ri(1, 300)
    t = (f"Mau daftar BPJS Kesehatan online, diminta NIK dan nomor KK. NIK saya {nik}, nomor KK {kk}. "
         f"Terus saya dapat nomor antrean {antri}. Sudah benar belum ya?")
    return t, [nik, kk], [antri]


@case("id", "otp-ngaku-gojek", "OTP the user was asked to share is a secret; the marketplace invoice number is a look-alike.")
def _():
    otp = rz(4)
    inv = "INV/%s/MPL/%s" % (rdate(2025, 2025).strftime("%Y%m%d"), rd(10))
    t = (f"Tadi ada yang chat ngaku dari Gojek, minta kode OTP yang masuk ke HP saya: {otp}. Belum saya kasih sih. "
         f"Dia juga bilang pesanan Tokopedia saya {inv} bermasalah. Ini penipuan bukan?")
    return t, [otp], [inv]


@case("id", "neg-virtual-account-kursus", "Negative: a merchant's virtual account number and the company's NPWP.")
def _():
    va = rd(16)
    npwp = "%s.%s.%s.%s-%s.000" % (rz(2), rz(3), rz(3), rz(1), rz(3))
    t = (f"Saya mau bayar biaya kursus, dikasih nomor Virtual Account BCA {va} atas nama PT Cahaya Ilmu Nusantara, "
         f"NPWP perusahaannya {npwp}. Nomornya panjang banget, ini aman nggak ya?")
    return t, [], [va, npwp]


# ================================================================ Tagalog
@case("tl", "gcash-mpin-otp", "GCash MPIN and OTP are secrets; the receipt Ref No. is a reference look-alike.")
def _():
    mpin = rz(4)
    otp = rz(6)
    ref = "%s %s %s" % (rd(4), rz(3), rz(6))
    t = (f"Paano ko ma-unlock yung GCash ko? Na-lock kasi after ilang maling try. Yung MPIN ko ay {mpin}, tapos may dumating na OTP "
         f"{otp} pero expired na pagka-type ko. Yung huling padala ko may Ref No. {ref}. Ano'ng dapat kong gawin?")
    return t, [mpin, otp], [ref]


@case("tl", "neg-jnt-parcel", "Negative: courier tracking number and marketplace order id.")
def _():
    jt = rd(12)
    order = rdate(2025, 2025).strftime("%y%m%d") + rs(UP + DIG, 8)
    t = (f"Pa-check naman, yung parcel ko sa J&T tracking number {jt}, order ID sa Shopee {order}. "
         "Tatlong araw na siyang 'out for delivery'. Sino ang dapat kong kontakin?")
    return t, [], [jt, order]


# ================================================================ Swahili
@case("sw", "mpesa-ujumbe-code", "M-Pesa transaction code from a payment SMS is a secret; the recipient's phone number and amounts are look-alikes.")
def _():
    code = pick("STU") + rs(UP + DIG, 9)
    ph = "07" + rz(8)
    d = rdate(2025, 2025)
    sms = (f"{code} Imethibitishwa. Ksh2,500.00 imetumwa kwa JOHN KAMAU {ph} tarehe {d.day}/{d.month}/25 saa 3:14 PM. "
           "Salio lako jipya la M-PESA ni Ksh1,230.50. Gharama ya kutuma ni Ksh23.00.")
    t = f"Nimepokea ujumbe huu lakini sikumbuki kutuma pesa hizi: \"{sms}\" Nifanye nini?"
    return t, [code], [ph, "Ksh2,500.00"]


@case("sw", "mpesa-pin-kitambulisho", "Multi-message: M-Pesa PIN and national ID number are secrets; the paybill and meter numbers are look-alikes.")
def _():
    pin = rz(4)
    idno = rd(8)
    meter = rd(11)
    t = msgs(f"Nataka kubadilisha PIN yangu ya M-Pesa. PIN ya sasa ni {pin}, na namba ya kitambulisho changu ni {idno}.",
             f"Pia huwa nalipa umeme kwa paybill 888880, namba ya akaunti ni namba ya mita {meter}. "
             "Nieleze hatua za kubadilisha PIN bila kwenda kwa wakala.")
    return t, [pin, idno], ["888880", meter]


@case("sw", "neg-till-duka-kra", "Negative: a shop's Till number, ETR receipt number and the shop's KRA PIN.")
def _():
    till = rd(pick([6, 7]))
    etr = rd(10)
    kra = "P05" + rz(7) + pick(UP)
    t = (f"Duka la jirani limenipa namba ya Till {till} nilipe kwa Lipa na M-Pesa. Risiti ya ETR ina namba {etr} na KRA PIN ya duka ni {kra}. "
         "Nitajuaje kama hizi ni halali?")
    return t, [], [till, etr, kra]


# ================================================================ Catalan
@case("ca", "pis-turistic-wifi-porta", "Wi-Fi password and street door code are secrets; the tourist licence number is a look-alike.")
def _():
    wifi = human_pw("ca")
    porta = rd(pick([4, 5, 6]))
    hut = "HUTB-%06d" % ri(1, 70000)
    t = (f"Em pots ajudar a escriure un missatge de benvinguda per als hostes del pis turístic? La contrasenya del wifi és {wifi}, "
         f"el codi de la porta del carrer és {porta} i el número de registre turístic és {hut}. El check-out és a les 11.")
    return t, [wifi, porta], [hut]

# ================================================================ validation
LANGS = {"en", "de", "fr", "es", "pt", "ru", "zh", "ja", "ko", "ar", "fa", "he", "hi", "uk", "pl", "cs", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw", "ca"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z]{2}(-[a-z0-9]+)+$" % PREFIX)
SEP = "\n---\n"
ALLOWED_FORMAT_CHARS = {"\u200c", "\u200d"}  # ZWNJ / ZWJ are part of Persian and Indic orthography


def hostile_chars(s, allow_newline, allow_format):
    bad = []
    for ch in s:
        if ch == "\n" and allow_newline:
            continue
        if ch in ALLOWED_FORMAT_CHARS and allow_format:
            continue
        cat = unicodedata.category(ch)
        if ch in "\\\t\r" or cat in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") or (cat == "Zs" and ch != " "):
            bad.append("U+%04X" % ord(ch))
    return bad


def wordch(c):
    return (c.isascii() and c.isalnum()) or c.isdigit()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(text, secrets, looks, note):
    p = []
    if not text.strip():
        p.append("empty text")
    if not note.strip():
        p.append("empty note")
    for s, allow_nl, allow_fmt, what in [(text, True, True, "text"), (note, False, False, "note")]:
        b = hostile_chars(s, allow_nl, allow_fmt)
        if b:
            p.append("hostile characters in %s: %s" % (what, b))
    vals = [("secret", v) for v in secrets] + [("lookalike", v) for v in looks]
    if len(set(secrets)) != len(secrets) or len(set(looks)) != len(looks):
        p.append("duplicate value in a list")
    if set(secrets) & set(looks):
        p.append("value in both lists: %r" % (set(secrets) & set(looks)))
    spans = []
    for kind, v in vals:
        if not isinstance(v, str) or not v or v != v.strip():
            p.append("bad %s value %r" % (kind, v))
            continue
        b = hostile_chars(v, True, False)
        if b:
            p.append("hostile characters in %s %r: %s" % (kind, v, b))
        occ = occurrences(text, v)
        if not occ:
            p.append("%s not in text: %r" % (kind, v))
            continue
        if len(v) <= 6 and len(occ) != 1:
            p.append("short %s occurs %d times: %r" % (kind, len(occ), v))
        for a, e in occ:
            if wordch(v[0]) and a > 0 and wordch(text[a - 1]):
                p.append("%s %r glued to preceding character %r" % (kind, v, text[a - 1]))
            if wordch(v[-1]) and e < len(text) and wordch(text[e]):
                p.append("%s %r glued to following character %r" % (kind, v, text[e]))
            if SEP in text[a:e]:
                p.append("%s %r spans a message separator" % (kind, v))
            spans.append((a, e, kind, v))
    spans.sort()
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, e1, k1, v1 = spans[i]
            a2, e2, k2, v2 = spans[j]
            if a2 >= e1:
                break
            if v1 != v2:
                p.append("overlap between %s %r and %s %r" % (k1, v1, k2, v2))
    return p


def kind_ok(kind, v):
    d = digits_of(to_ascii_digits(v))
    if kind == "iban":
        return iban_ok(v)
    if kind == "luhn":
        return luhn_ok(d)
    if kind == "mod11_10":
        return mod11_10(d[:-1]) == int(d[-1])
    if kind.startswith("ru_acct:"):
        return ru_acct_ok(kind.split(":")[1], v)
    if kind == "isbn":
        return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d)) % 10 == 0
    if kind == "tva_fr":
        return int(v[2:4]) == (12 + 3 * (int(v[4:]) % 97)) % 97 and luhn_ok(v[4:])
    if kind == "nrb":
        return iban_ok("PL" + d)
    if kind == "cz_acct":
        a = v.split("/")[0].rjust(10, "0")
        return sum(int(x) * y for x, y in zip(a, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])) % 11 == 0
    if kind == "hu_giro":
        return hu_chk(d[:7]) == d[7] and hu_chk(d[8:23]) == d[23]
    if kind == "cf_it":
        return it_cin(v[:15]) == v[15]
    if kind == "vkn":
        return vkn_check(v[:9]) == int(v[9])
    if kind == "edrpou":
        return edrpou_check(v[:7]) == int(v[7])
    if kind == "aadhaar":
        return verhoeff_ok(d)
    table = {"kvnr": kvnr_ok, "nir": nir_ok, "dni": dni_ok, "cif": cif_ok, "curp": curp_ok, "cpf": cpf_ok,
             "cnpj": cnpj_ok, "nif_pt": nif_pt_ok, "pesel": pesel_ok, "dowod": dowod_ok, "nip_pl": nip_pl_ok,
             "regon": regon_ok, "rc_cz": rc_ok, "ico": ico_ok, "bsn": bsn_ok, "cvr": cvr_ok, "fnr": fnr_ok,
             "orgnr_no": orgnr_no_ok, "hetu": hetu_ok, "ytunnus": ytunnus_ok, "viite": viite_ok, "taj": taj_ok,
             "adoaz": adoaz_ok, "adoszam": adoszam_ok, "cnp": cnp_ok, "cui": cui_ok, "afm": afm_ok, "rf": rf_ok,
             "tckn": tckn_ok, "cn_id": cn_id_ok, "uscc": uscc_ok, "mynumber": mynumber_ok, "houjin": houjin_ok,
             "yamato": yamato_ok, "rrn": rrn_ok, "brn": brn_ok, "rnokpp": rnokpp_ok,
             "inn": inn_ok, "snils": snils_ok, "thai_id": thai_id_ok, "s10": s10_ok, "vin": vin_ok, "aba": aba_ok,
             "npi": npi_ok, "tfn": tfn_ok, "medicare_au": medicare_au_ok, "abn": abn_ok, "ppsn": ppsn_ok,
             "bitlocker": bitlocker_ok, "ghp": ghp_ok, "b58": b58check_ok, "no_acct": no_acct_ok}
    return table[kind](v)


def self_test():
    # known public vectors for the check-digit code
    assert luhn_ok("4242424242424242") and luhn_ok("4111111111111111") and not luhn_ok("4242424242424241")
    assert iban_ok("DE89 3704 0044 0532 0130 00") and iban_ok("GB82 WEST 1234 5698 7654 32")
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert aba_ok("021000021")
    assert luhn_ok("046454286")  # Canadian SIN used in CRA examples
    assert dni_ok("12345678Z")
    assert vin_ok("1M8GDM9AXKP042788")
    assert bitlocker_ok("000000-000011-000022-000033-000044-000055-000066-000077")


# ================================================================ YAML out / in
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
                lines.extend("      - " + q(v) for v in c[key])
            else:
                lines.append("    %s: []" % key)
        lines.append("    note: " + q(c["note"]))
    return "\n".join(lines) + "\n"


def parse_yaml(src):
    """Parser for exactly the layout written by to_yaml (also used by the checker)."""
    lines = src.split("\n")
    if lines[-1] == "":
        lines.pop()
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("bad header")
    cases, cur, lst = [], None, None
    for n, line in enumerate(lines[2:], 3):
        if line.startswith("  - id: "):
            cur = {"id": json.loads(line[8:])}
            cases.append(cur)
            lst = None
        elif cur is not None and line.startswith("      - ") and lst is not None:
            cur[lst].append(json.loads(line[8:]))
        elif cur is not None and line.startswith("    ") and not line.startswith("     "):
            key, _, rest = line[4:].partition(":")
            if key in cur:
                raise ValueError("line %d: duplicate key %s" % (n, key))
            rest = rest.strip()
            if key in ("secrets", "lookalikes"):
                if rest == "[]":
                    cur[key] = []
                    lst = None
                elif rest == "":
                    cur[key] = []
                    lst = key
                else:
                    raise ValueError("line %d: bad list" % n)
            elif key in ("lang", "text", "note"):
                if not rest.startswith('"'):
                    raise ValueError("line %d: scalar not double-quoted" % n)
                cur[key] = json.loads(rest)
                lst = None
            else:
                raise ValueError("line %d: unknown key %s" % (n, key))
        else:
            raise ValueError("line %d: unexpected %r" % (n, line[:60]))
    for c in cases:
        if set(c) != {"id", "lang", "text", "secrets", "lookalikes", "note"}:
            raise ValueError("case %s has keys %s" % (c.get("id"), sorted(c)))
    return cases


# ================================================================ main
def build():
    built, errors = [], []
    for lang, slug, note, fn in CASES:
        last = None
        for attempt in range(60):
            text, secrets, looks = fn()
            probs = case_problems(text, secrets, looks, note)
            if not probs:
                break
            last = probs
        else:
            errors.append("%s/%s: %s" % (lang, slug, "; ".join(last)))
            continue
        built.append({"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
                      "lookalikes": list(looks), "note": note})
    return built, errors


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    self_test()
    built, errors = build()
    R.shuffle(built)
    cases = []
    for i, c in enumerate(built, 1):
        cases.append({"id": "%s-%03d-%s-%s" % (PREFIX, i, c["lang"], c["slug"]), "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    ids = [c["id"] for c in cases]
    slugs = [(c["lang"], c["slug"]) for c in built]
    if len(set(ids)) != len(ids) or len(set(slugs)) != len(slugs):
        errors.append("duplicate ids or slugs")
    for c in cases:
        if not ID_RE.match(c["id"]):
            errors.append("bad id %s" % c["id"])
        if c["lang"] not in LANGS:
            errors.append("bad lang %s" % c["lang"])
        if not c["secrets"] and not c["lookalikes"]:
            errors.append("%s: no values at all" % c["id"])
        neg_slug = "-neg-" in c["id"]
        if neg_slug != (not c["secrets"]):
            errors.append("%s: negative slug / empty secrets mismatch" % c["id"])
        for v in c["secrets"] + c["lookalikes"]:
            if v in KIND and not kind_ok(KIND[v], v):
                errors.append("%s: check digit wrong for %r (%s)" % (c["id"], v, KIND[v]))
    out = to_yaml(cases)
    if not errors:
        try:
            back = parse_yaml(out)
            if back != cases:
                errors.append("YAML round trip differs")
        except ValueError as e:
            errors.append("YAML round trip failed: %s" % e)
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(out)
    n_sec = sum(len(c["secrets"]) for c in cases)
    n_look = sum(len(c["lookalikes"]) for c in cases)
    n_neg = sum(1 for c in cases if not c["secrets"])
    print("wrote %s: %d cases (%d negative), %d secrets, %d look-alikes, %d languages"
          % (sys.argv[1], len(cases), n_neg, n_sec, n_look, len({c["lang"] for c in cases})), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
