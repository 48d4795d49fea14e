#!/usr/bin/env python3
"""Deterministic generator of the heldout_v73 evaluation set for a chat-message secrets filter.

Usage: python3 make_heldout_v73.py heldout_v73.yaml

Standard library only. Every secret and most look-alikes are drawn from random.Random(73).
The script validates every case before writing anything and exits 1 on any problem.
"""
import sys, json, random, string, base64, hashlib, re, uuid as _uuid

NAME = "heldout_v73"
SEED = 73
PREFIX = "H73"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEXL = "0123456789abcdef"
B64U = AN + "-_"
B32 = UP + "234567"


# ----------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DIG, n)


def rnz(n):
    return str(R.randint(1, 9)) + rd(n - 1)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def hexs(n):
    return rs(HEXL, n)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return str(_uuid.UUID(bytes=bytes(b)))


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def chunks(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64s(b):
    return base64.b64encode(b).decode()


def money(a, b):
    return R.randint(a, b) + R.randint(0, 99) / 100


# ----------------------------------------------------------------- check digits
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


def luhn_fill(p):
    for c in DIG:
        if luhn_ok(p + c):
            return p + c
    raise AssertionError


def iban_make(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%s%02d%s" % (cc, 98 - int(num) % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1


def iban_fmt(s):
    return chunks(s, 4)


def iso7064_11_10(s):
    p = 10
    for ch in s:
        t = (int(ch) + p) % 10
        if t == 0:
            t = 10
        p = (t * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


def verhoeff_check(num):
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

    def run(s, off):
        c = 0
        for i, ch in enumerate(reversed(s)):
            c = d[c][p[(i + off) % 8][int(ch)]]
        return c
    return inv[run(num, 1)], (lambda full: run(full, 0) == 0)


def verhoeff_fill(p):
    c, _ = verhoeff_check(p)
    return p + str(c)


def verhoeff_ok(s):
    _, f = verhoeff_check("0")
    return f(s)


def ean_fill(p):
    t = sum(int(ch) * (3 if i % 2 == 0 else 1) for i, ch in enumerate(reversed(p)))
    return p + str((10 - t % 10) % 10)


def mrz_check(s):
    w = [7, 3, 1]
    t = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch == "<":
            v = 0
        else:
            v = ord(ch) - 55
        t += v * w[i % 3]
    return str(t % 10)


# ----------------------------------------------------------------- payment cards
def card(kind):
    if kind == "visa":
        p = "4" + rd(14)
    elif kind == "mc":
        p = str(R.randint(51, 55)) + rd(13)
    elif kind == "mc2":
        p = str(R.randint(2221, 2720)) + rd(11)
    elif kind == "amex":
        p = pick(["34", "37"]) + rd(12)
    elif kind == "unionpay":
        p = pick(["622848", "621700", "622202", "621226"]) + rd(9)
    elif kind == "mir":
        p = "220" + str(R.randint(0, 4)) + rd(11)
    elif kind == "troy":
        p = "9792" + rd(11)
    elif kind == "rupay":
        p = pick(["6521", "6522", "6080"]) + rd(11)
    elif kind == "shetab":
        p = pick(["603799", "610433", "589210", "627353", "603769"]) + rd(9)
    elif kind == "jcb":
        p = "35" + str(R.randint(28, 89)) + rd(11)
    else:
        raise ValueError(kind)
    return luhn_fill(p)


def card_fmt(n, sep=" "):
    if len(n) == 15:
        return grp(n, [4, 6, 5], sep)
    return chunks(n, 4, sep)


def expiry(sep="/"):
    return "%02d%s%02d" % (R.randint(1, 12), sep, R.randint(26, 31))


# ----------------------------------------------------------------- IBANs and accounts
BLZ = ["10010010", "20041133", "50010517", "12030000", "70020270", "60050101", "43060967", "76026000",
       "10050000", "36010043", "44050199", "30050110"]


def iban_de():
    return iban_make("DE", pick(BLZ) + rnz(10))


def iban_fr():
    b = pick(["30004", "30003", "20041", "10278", "30002", "11306", "18206"])
    g, c = rd(5), rd(11)
    k = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(c)) % 97)
    return iban_make("FR", "%s%s%s%02d" % (b, g, c, k))


def es_dc(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(ch) * w[i] for i, ch in enumerate(s10)) % 11
    return 0 if r == 11 else 1 if r == 10 else r


def iban_es():
    b = pick(["2100", "0049", "0182", "0081", "2085", "1465", "0128"])
    o, a = rd(4), rd(10)
    return iban_make("ES", b + o + str(es_dc("00" + b + o)) + str(es_dc(a)) + a)


def iban_it():
    return iban_make("IT", pick(UP) + pick(["03069", "02008", "05034", "01030", "03111", "03062"]) + rd(5) + rd(12))


def iban_nl():
    return iban_make("NL", pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ", "ASNB"]) + rnz(10))


def iban_gb():
    return iban_make("GB", pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rd(6) + rd(8))


def pl_branch():
    b = pick(["1020", "1140", "1050", "1090", "2490", "1240", "1160"]) + rd(3)
    w = [3, 9, 7, 1, 3, 9, 7]
    return b + str((10 - sum(int(ch) * w[i] for i, ch in enumerate(b)) % 10) % 10)


def iban_pl():
    return iban_make("PL", pl_branch() + rd(16))


def cz_account():
    while True:
        a = rnz(10)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
        if sum(int(ch) * w[i] for i, ch in enumerate(a)) % 11 == 0:
            return a


def hu_chk(s):
    w = [9, 7, 3, 1]
    return str((10 - sum(int(ch) * w[i % 4] for i, ch in enumerate(s)) % 10) % 10)


def hu_account():
    b = pick(["117", "104", "120", "116", "109", "107"]) + rd(4)
    a = rd(15)
    return b + hu_chk(b) + a + hu_chk(a)


def no_account():
    while True:
        s = pick(["1503", "1254", "3000", "9710", "1822", "1202", "6011"]) + rd(6)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = sum(int(ch) * w[i] for i, ch in enumerate(s)) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return s + str(c)


def fi_bban():
    return luhn_fill(pick(["10", "57", "80", "47", "15", "39"]) + rd(11))


def iban_pt():
    b = pick(["0035", "0033", "0007", "0010", "0018", "0036"]) + rd(4) + rd(11)
    return iban_make("PT", b + "%02d" % (98 - (int(b) * 100) % 97))


def iban_tr():
    return iban_make("TR", pick(["00010", "00062", "00064", "00046", "00067", "00012"]) + "0" + rd(16))


def iban_gr():
    return iban_make("GR", pick(["011", "026", "017", "014"]) + rd(4) + rd(16))


def iban_ae():
    return iban_make("AE", pick(["033", "026", "030", "035"]) + rd(16))


def iban_sa():
    return iban_make("SA", pick(["80", "10", "45", "20"]) + rd(18))


def iban_ir():
    return iban_make("IR", "0" + pick(["170", "120", "190", "550", "560"]) + rd(18))


def iban_ua():
    return iban_make("UA", pick(["305299", "322001", "300465", "380805"]) + "00000" + "2620" + rd(10))


def iban_ro():
    b = pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "CECE"])
    rest = ("RONCRT0" + rd(9)) if b == "BTRL" else rd(16)
    return iban_make("RO", b + rest)


def iban_se():
    return iban_make("SE", pick(["500", "800", "600", "300", "120"]) + rd(17))


def iban_dk():
    return iban_make("DK", rnz(4) + rd(10))


def aba_fill(p8):
    d = [int(c) for c in p8]
    t = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return p8 + str((10 - t % 10) % 10)


def aba_ok(s):
    d = [int(c) for c in s]
    return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0


def nuban(bank):
    ser = rd(9)
    w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
    t = sum(int(c) * w[i] for i, c in enumerate(bank + ser))
    return ser + str((10 - t % 10) % 10)


# ----------------------------------------------------------------- national identifiers
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def nino():
    while True:
        p = pick("ABCEGHJKLMNOPRSTWXYZ") + pick("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            return "%s %s %s %s %s" % (p, rd(2), rd(2), rd(2), pick("ABCD"))


def nhs_number():
    while True:
        d = rnz(9)
        c = 11 - sum(int(x) * (10 - i) for i, x in enumerate(d)) % 11
        if c == 11:
            c = 0
        if c != 10:
            return "%s %s %s%d" % (d[:3], d[3:6], d[6:], c)


def sin_ca():
    return grp(luhn_fill(pick("1234567") + rd(7)), [3, 3, 3])


def tfn_au():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        d = rnz(8)
        x = sum(int(c) * w[i] for i, c in enumerate(d)) % 11
        if x != 10:
            full = d + str(x)
            assert sum(int(c) * w[i] for i, c in enumerate(full)) % 11 == 0
            return grp(full, [3, 3, 3])


def abn_au():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        d = rnz(11)
        ds = [int(c) for c in d]
        ds[0] -= 1
        if sum(v * w[i] for i, v in enumerate(ds)) % 89 == 0:
            return grp(d, [2, 3, 3, 3])


def steuer_id():
    while True:
        nine = R.sample(range(10), 9)
        lst = nine + [pick(nine)]
        R.shuffle(lst)
        if lst[0] == 0:
            continue
        s = "".join(map(str, lst))
        return s + str(iso7064_11_10(s))


def ust_id_de():
    s = rnz(8)
    return "DE" + s + str(iso7064_11_10(s))


def kvnr():
    letter = pick(UP)
    num = rd(8)
    s = "%02d" % (ord(letter) - 64) + num
    t = 0
    for i, c in enumerate(s):
        v = int(c) * (1 if i % 2 == 0 else 2)
        t += v // 10 + v % 10
    return letter + num + str(t % 10)


def nir_fr():
    sex = pick("12")
    yy = "%02d" % R.randint(55, 99)
    mm = "%02d" % R.randint(1, 12)
    dep = pick(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93"])
    com = "%03d" % R.randint(1, 350)
    order = "%03d" % R.randint(1, 999)
    n13 = sex + yy + mm + dep + com + order
    key = 97 - int(n13) % 97
    return "%s %s %s %s %s %s %02d" % (sex, yy, mm, dep, com, order, key)


def siren_fr():
    return luhn_fill(rnz(8))


def tva_fr(siren):
    return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def siret_fr(siren):
    return luhn_fill(siren + "0" + rd(3))


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_es():
    n = R.randint(10000000, 79999999)
    return "%d%s" % (n, DNI_L[n % 23])


def cif_es(letter="B"):
    d = rd(7)
    even = sum(int(d[i]) for i in (1, 3, 5))
    odd = 0
    for i in (0, 2, 4, 6):
        v = int(d[i]) * 2
        odd += v // 10 + v % 10
    return letter + d + str((10 - (even + odd) % 10) % 10)


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]))


def cf_check(s15):
    t = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            t += CF_ODD[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return chr(65 + t % 26)


def cf_it(sur3, nam3, female=False):
    yy = "%02d" % R.randint(60, 99)
    m = pick("ABCDEHLMPRST")
    day = R.randint(1, 28) + (40 if female else 0)
    bel = pick(["H501", "F205", "F839", "L219", "A944", "G273", "D612"])
    s = sur3 + nam3 + yy + m + "%02d" % day + bel
    return s + cf_check(s)


def piva_it():
    return luhn_fill(rnz(7) + pick(["001", "015", "021", "037", "058", "063", "096"]))


def bsn():
    while True:
        d = rnz(8)
        x = sum(int(c) * (9 - i) for i, c in enumerate(d)) % 11
        if x <= 9:
            return d + str(x)


def pesel(female):
    year = R.randint(1960, 2004)
    mm = R.randint(1, 12) + (20 if year >= 2000 else 0)
    body = "%02d%02d%02d" % (year % 100, mm, R.randint(1, 28)) + rd(3) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(c) * w[i] for i, c in enumerate(body)) % 10) % 10)


def nip_pl():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        d = rnz(9)
        c = sum(int(x) * w[i] for i, x in enumerate(d)) % 11
        if c != 10:
            return d + str(c)


def regon_pl():
    w = [8, 9, 2, 3, 4, 5, 6, 7]
    d = rnz(8)
    return d + str(sum(int(x) * w[i] for i, x in enumerate(d)) % 11 % 10)


def rodne_cislo(female):
    while True:
        mm = R.randint(1, 12) + (50 if female else 0)
        n9 = "%02d%02d%02d" % (R.randint(60, 99), mm, R.randint(1, 28)) + rd(3)
        c = int(n9) % 11
        if c != 10:
            return n9[:6] + "/" + n9[6:] + str(c)


def ico_cz():
    d = rnz(7)
    r = sum(int(x) * (8 - i) for i, x in enumerate(d)) % 11
    return d + str((11 - r) % 10)


def personnummer_se():
    body = "%02d%02d%02d" % (R.randint(55, 99), R.randint(1, 12), R.randint(1, 28)) + rd(3)
    full = luhn_fill(body)
    return full[:6] + "-" + full[6:]


def orgnr_se():
    return grp(luhn_fill("55" + str(R.randint(6, 9)) + rd(6)), [6, 4], "-")


def fnr_no():
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        d = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99)) + rd(3)
        k1 = 11 - sum(int(c) * w1[i] for i, c in enumerate(d)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d2 = d + str(k1)
        k2 = 11 - sum(int(c) * w2[i] for i, c in enumerate(d2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return d2 + str(k2)


def orgnr_no():
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        d = pick("89") + rd(7)
        r = sum(int(c) * w[i] for i, c in enumerate(d)) % 11
        c = 0 if r == 0 else 11 - r
        if c != 10:
            return grp(d + str(c), [3, 3, 3])


def kid_mod10(p):
    return luhn_fill(p)


def hetu_fi():
    dd, mm = R.randint(1, 28), R.randint(1, 12)
    year = R.randint(1955, 2004)
    sign = "-" if year < 2000 else "A"
    nnn = R.randint(2, 899)
    s = "%02d%02d%02d%03d" % (dd, mm, year % 100, nnn)
    return "%02d%02d%02d%s%03d%s" % (dd, mm, year % 100, sign, nnn, "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s) % 31])


def ytunnus_fi():
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        d = pick("0123") + rd(6)
        r = sum(int(c) * w[i] for i, c in enumerate(d)) % 11
        if r == 1:
            continue
        return d + "-" + str(0 if r == 0 else 11 - r)


def viite_fi():
    base = rnz(R.randint(6, 12))
    w = [7, 3, 1]
    t = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    full = base + str((10 - t % 10) % 10)
    # printed in groups of five from the right
    groups = []
    while full:
        groups.insert(0, full[-5:])
        full = full[:-5]
    return " ".join(groups)


def cpr_dk():
    return "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99), rd(4))


def cvr_dk():
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        d = rnz(7)
        for c in DIG:
            if sum(int(x) * w[i] for i, x in enumerate(d + c)) % 11 == 0:
                return d + c


def taj_hu():
    d = rnz(8)
    t = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(d))
    return grp(d + str(t % 10), [3, 3, 3], " ")


def adoaz_hu():
    while True:
        d = "8" + "%05d" % R.randint(30000, 50000) + rd(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(d)) % 11
        if c != 10:
            return d + str(c)


def adoszam_hu():
    d = rnz(7)
    w = [9, 7, 3, 1, 9, 7, 3]
    c = (10 - sum(int(x) * w[i] for i, x in enumerate(d)) % 10) % 10
    return "%s%d-%d-%s" % (d, c, pick([1, 2]), pick(["41", "42", "43", "13", "20", "07"]))


def cnp_ro(female):
    year = R.randint(1960, 2003)
    s = (2 if female else 1) if year < 2000 else (6 if female else 5)
    body = "%d%02d%02d%02d%02d%03d" % (s, year % 100, R.randint(1, 12), R.randint(1, 28), R.randint(1, 46), R.randint(1, 999))
    k = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, k)) % 11
    return body + str(1 if c == 10 else c)


def cui_ro():
    d = rnz(8)
    k = "75321753"
    c = (sum(int(a) * int(b) for a, b in zip(d, k)) * 10) % 11
    return d + str(0 if c == 10 else c)


def amka_gr():
    return luhn_fill("%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99)) + rd(4))


def afm_gr():
    d = pick("01") + rd(7)
    return d + str(sum(int(x) * 2 ** (8 - i) for i, x in enumerate(d)) % 11 % 10)


def rf_ref(body):
    num = "".join(str(int(c, 36)) for c in body + "RF00")
    return "RF%02d%s" % (98 - int(num) % 97, body)


def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def cn_id(female):
    region = pick(["110105", "310115", "440305", "330106", "510107", "420111", "320102"])
    birth = "%04d%02d%02d" % (R.randint(1965, 2002), R.randint(1, 12), R.randint(1, 28))
    seq = rd(2) + str(pick([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    body = region + birth + seq
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(c) * w[i] for i, c in enumerate(body)) % 11]


USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_cn():
    body = "91" + pick(["110105", "310115", "440300", "330106"]) + "MA" + rd(1) + rs(DIG * 3 + "ABCDEFGHJKLMNPQRTUWXY", 6)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC.index(ch) * w[i] for i, ch in enumerate(body)) % 31
    return body + USCC[0 if c == 31 else c]


def mynumber_jp():
    d = rnz(11)
    t = 0
    for n in range(1, 12):
        p = int(d[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return d + str(0 if r <= 1 else 11 - r)


def houjin_jp():
    d = rnz(12)
    t = 0
    for n in range(1, 13):
        t += int(d[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - t % 9) + d


def rrn_kr(female):
    year = R.randint(1965, 2004)
    s = (2 if female else 1) if year < 2000 else (4 if female else 3)
    body = "%02d%02d%02d%d" % (year % 100, R.randint(1, 12), R.randint(1, 28), s) + rd(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(x) * w[i] for i, x in enumerate(body)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def brn_kr():
    d = rnz(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    t = sum(int(x) * w[i] for i, x in enumerate(d)) + (int(d[8]) * 5) // 10
    return grp(d + str((10 - t % 10) % 10), [3, 2, 5], "-")


def tz_il():
    d = rd(8)
    for c in DIG:
        s = d + c
        t = 0
        for i, ch in enumerate(s):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            t += v - 9 if v > 9 else v
        if t % 10 == 0:
            return s


def aadhaar():
    return chunks(verhoeff_fill(pick("23456789") + rd(10)), 4)


def pan_in(initial):
    return rs(UP, 3) + "P" + initial + rd(4) + pick(UP)


GST_C = DIG + UP


def gstin(state, pan):
    body = state + pan + pick("123") + "Z"
    t = 0
    for i, ch in enumerate(body):
        v = GST_C.index(ch) * (1 if i % 2 == 0 else 2)
        t += v // 36 + v % 36
    return body + GST_C[(36 - t % 36) % 36]


def cpf_br():
    d = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        t = sum(v * (n - i) for i, v in enumerate(d))
        r = (t * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cnpj_br():
    d = [int(c) for c in rnz(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(v * w[i] for i, v in enumerate(d)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def nif_pt(first):
    while True:
        d = first + rd(7)
        c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(d)) % 11
        return d + str(0 if c >= 10 else c)


def inn_ru12():
    d = [int(c) for c in pick(["77", "50", "78", "66", "16", "54"]) + rd(8)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(v * w1[i] for i, v in enumerate(d)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(v * w2[i] for i, v in enumerate(d)) % 11 % 10)
    return "".join(map(str, d))


def inn_ru10():
    d = [int(c) for c in pick(["77", "50", "78", "66"]) + rd(7)]
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(v * w[i] for i, v in enumerate(d)) % 11 % 10)
    return "".join(map(str, d))


def ogrn_ru(inn10):
    d = "1" + "%02d" % R.randint(2, 23) + inn10[:2] + rd(7)
    return d + str(int(d) % 11 % 10)


def snils_ru():
    while True:
        d = rd(9)
        if int(d) <= 1001998:
            continue
        s = sum(int(x) * (9 - i) for i, x in enumerate(d))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (d[:3], d[3:6], d[6:], c)


def rnokpp_ua():
    d = [int(c) for c in pick("23") + rd(8)]
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    d.append(sum(v * w[i] for i, v in enumerate(d)) % 11 % 10)
    return "".join(map(str, d))


def thai_id():
    d = pick("1235") + rd(11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(d)) % 11) % 10
    s = d + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def thai_tax_company():
    d = "0" + pick(["105", "107", "115"]) + rd(8)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(d)) % 11) % 10
    return d + str(c)


def melli_ir():
    while True:
        d = rd(9)
        if len(set(d)) == 1 or d[:3] == "000":
            continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(d)) % 11
        return d + str(r if r < 2 else 11 - r)


def emirates_id():
    s = luhn_fill("784" + str(R.randint(1970, 2002)) + rd(7))
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])


def nik_id(female):
    region = pick(["317101", "327301", "357801", "317401", "340401", "517101"])
    dd = R.randint(1, 28) + (40 if female else 0)
    return region + "%02d%02d%02d" % (dd, R.randint(1, 12), R.randint(70, 99)) + "%04d" % R.randint(1, 2999)


def cccd_vn(female):
    year = R.randint(1970, 2003)
    c = (1 if female else 0) if year < 2000 else (3 if female else 2)
    return pick(["001", "079", "048", "031", "036"]) + str(c) + "%02d" % (year % 100) + rd(6)


def npi():
    d = pick("12") + rd(8)
    return d + luhn_fill("80840" + d)[-1]


def vin(wmi):
    tr = {}
    for letters, vals in (("ABCDEFGH", range(1, 9)), ("JKLMN", range(1, 6)), ("P", [7]), ("R", [9]),
                          ("STUVWXYZ", range(2, 10))):
        for ch, v in zip(letters, vals):
            tr[ch] = v
    for c in DIG:
        tr[c] = int(c)
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = wmi + rs(alpha, 5) + "0" + pick("NPRSTV") + rs(alpha, 1) + rd(6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(tr[ch] * w[i] for i, ch in enumerate(v)) % 11
    return v[:8] + ("X" if c == 10 else str(c)) + v[9:]


def ups():
    body = rs(UP + DIG, 6) + pick(["01", "02", "03", "12", "13", "42"]) + rd(7)
    t = 0
    for i, ch in enumerate(body):
        v = int(ch) if ch.isdigit() else (ord(ch) - 63) % 10
        t += v * (2 if i % 2 == 1 else 1)
    return "1Z" + body + str((10 - t % 10) % 10)


def usps():
    p = pick(["9400", "9205", "9405"]) + "1" + rd(16)
    return ean_fill(p)


def s10(prefix, country):
    d = rd(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(x) * w[i] for i, x in enumerate(d)) % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return prefix + d + str(c) + country


def isbn13():
    return ean_fill("978" + pick("0123") + rd(8))


def iccid():
    return luhn_fill("89" + pick(["44", "01", "49", "33"]) + rd(15))


def amazon_order():
    return "%s-%s-%s" % (pick(["111", "112", "113", "114"]), rd(7), rd(7))


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def clabe_mx():
    p = pick(["002", "012", "014", "072", "021"]) + pick(["180", "320", "680", "010"]) + rd(11)
    w = [3, 7, 1] * 6
    t = sum((int(c) * w[i]) % 10 for i, c in enumerate(p))
    return p + str((10 - t % 10) % 10)


def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    alpha = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int.from_bytes(raw, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = alpha[r] + s
    return "1" * (len(raw) - len(raw.lstrip(b"\0"))) + s


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_addr():
    return b58check(b"\x00" + rbytes(20))


# ----------------------------------------------------------------- provider keys and tokens
def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "+/", 40)


def gh_pat():
    return "ghp_" + rs(AN, 36)


def stripe_sk():
    return "sk_live_51" + rs(AN, 97)


def openai_proj():
    return "sk-proj-" + rs(AN, 20) + rs(B64U, 54) + "T3BlbkFJ" + rs(B64U, 54) + rs(AN, 20)


def anthropic_key():
    return "sk-ant-api03-" + rs(AN, 10) + rs(B64U, 83) + "AA"


def google_key():
    return "AIzaSy" + rs(AN, 4) + rs(B64U, 28) + rs(AN, 1)


def slack_bot():
    return "xoxb-%s-%s-%s" % (rnz(12), rnz(13), rs(AN, 24))


def sendgrid_key():
    return "SG.%s.%s" % (rs(AN, 2) + rs(B64U, 19) + rs(AN, 1), rs(AN, 2) + rs(B64U, 40) + rs(AN, 1))


def npm_token():
    return "npm_" + rs(AN, 36)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def telegram_token():
    return "%s:AA%s" % (rnz(10), rs(AN, 2) + rs(B64U, 30) + rs(AN, 1))


def discord_token(snowflake):
    return "%s.%s.%s" % (b64u(snowflake.encode()), rs(AN, 1) + rs(B64U, 5), rs(AN, 2) + rs(B64U, 34) + rs(AN, 2))


def glpat():
    return "glpat-" + rs(AN, 2) + rs(B64U, 17) + rs(AN, 1)


def dckr_pat():
    return "dckr_pat_" + rs(AN, 2) + rs(B64U, 24) + rs(AN, 1)


def azure_key():
    return b64s(rbytes(64))


def wg_key():
    return b64s(rbytes(32))


def jwt_token(payload, sig_bytes=32):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64u(rbytes(sig_bytes)))


def totp_seed(n=32):
    return rs(B32, n)


def ssh_ed25519(comment):
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    pub, seed, chk = rbytes(32), rbytes(32), rbytes(4)
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(seed + pub) + sstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") + sstr(pubblob) + sstr(priv)
    b = b64s(blob)
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"
    return pem, "ssh-ed25519 " + b64s(pubblob)


def bitlocker_key():
    return "-".join("%06d" % (11 * R.randint(0, 65535)) for _ in range(8))


def gh_recovery():
    return hexs(5) + "-" + hexs(5)


def mpesa_code():
    return pick("SQRT") + rs(UP, 2) + rs(UP + DIG, 7)


BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice
aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley
allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask
aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author
auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become
beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board
boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave
bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget
buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable
cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution
cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat
cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon
circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog
close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine
come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper
copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane
crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad
damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline decorate
decrease deer defense define defy degree delay deliver demand demise denial dentist deny depart depend deposit depth
deputy derive describe desert design desk despair destroy detail detect develop device devote diagram dial diamond diary
dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss
disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door
dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune
during dust dutch duty dwarf dynamic eagle early earn earth easily east easy echo ecology economy edge edit educate
effort egg eight either elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge
emotion employ empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist
enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape
essay essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse
execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye
eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal
father fatigue fault favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction
field figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash
flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force
forest forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front
frost frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden
garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger
giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose
gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief grit grocery group
grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat
have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire
history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub
huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill
illegal illness image imitate immense immune impact impose improve impulse inch include income increase index indicate
indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane
insect inside inspire install intact interest into invest invite involve iron island isolate issue item ivory jacket
jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just kangaroo keen
keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor
ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn
leave lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level liar liberty library
license life lift light like limb limit link lion liquid list little live lizard load loan lobster local lock logic
lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet
maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin marine market marriage
mask mass master match material math matrix matter maximum maze meadow mean measure meat mechanic medal media melody
melt member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk million mimic mind
minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey
monster month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply
muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need
negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee noodle
normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure observe
obtain obvious occur ocean october odor off offer office often oil okay old olive olympic omit once one onion online
only open opera opinion oppose option orange orbit orchard order ordinary organ orient original orphan ostrich other
outdoor outer output outside oval oven over own owner oxygen oyster ozone""".split()


def seed_phrase(n=12):
    return " ".join(pick(BIP39) for _ in range(n))


# ----------------------------------------------------------------- human passwords
PW_WORDS = {
    "en": ["sunshine", "Dragon", "Buster", "Maple", "Tigger", "coffee", "Rosebud", "blueberry", "Liverpool",
           "Yankees", "pumpkin", "Snoopy", "falcon", "Winter", "Chelsea", "Marley", "Biscuit", "peanut", "Gators",
           "Ranger", "Savannah", "tacobell", "Mustang", "Brooklyn"],
    "de": ["Sonnenblume", "Schatzi", "Fussball", "Bayern", "Mausi", "Kuchen", "Sommer", "Wolke", "Hasi", "Bergsee",
           "Kaffeetasse", "Gluehwein"],
    "fr": ["Soleil", "Chouchou", "doudou", "Marseille", "Chaton", "Loulou", "Papillon", "Bretagne", "fromage"],
    "es": ["Corazon", "Barcelona", "Mariposa", "tequila", "Princesa", "Girasol", "Pelusa", "Madrid"],
    "pt": ["Flamengo", "Saudade", "Benfica", "Corinthians", "Estrela", "Bacalhau", "Jabuticaba"],
    "it": ["Juventus", "Amore", "Girasole", "Pizzeria", "Ciao", "Roma", "Nutella", "Farfalla"],
    "nl": ["Ajax", "Tulpen", "Stroopwafel", "Konijn", "Zonnetje", "Oranje"],
    "sv": ["Kanelbulle", "Sommar", "Hemlig", "Lingon", "Midsommar"],
    "da": ["Hygge", "Rugbroed", "Sommerhus", "Kage"],
    "no": ["Fjellet", "Brunost", "Vinter", "Hytta"],
    "fi": ["Sauna", "Kissa", "Joulupukki", "Mokki", "Salmiakki"],
    "pl": ["Kochanie", "Legia", "Pierogi", "Slonko", "Zabka"],
    "cs": ["Pivo", "Kocicka", "Sparta", "Knedlik"],
    "hu": ["Cica", "Paprika", "Balaton", "Ferencvaros"],
    "ro": ["Iubire", "Steaua", "Mamaliga", "Soricel"],
    "el": ["agapi", "Olympiakos", "Thalassa", "Panathinaikos"],
    "tr": ["Galatasaray", "Fenerbahce", "Ask", "Kelebek", "Istanbul"],
    "ru": ["Ktyf", "Vfif", "Spartak", "Zenit", "Solnyshko", "Kotik"],
    "uk": ["Kyiv", "Sonechko", "Dynamo", "Kalyna"],
    "zh": ["woaini", "zhang", "liuyang", "wangwei", "xiaobao", "chenlin"],
    "ja": ["sakura", "tanaka", "Pikachu", "hanako", "yuki", "Totoro"],
    "ko": ["saranghae", "minji", "jiwoo", "Tteokbokki", "Hana"],
    "ar": ["Ahmed", "Mohamed", "Zamalek", "Ahly", "Noor"],
    "fa": ["Persepolis", "Ali", "Reza", "Negin", "Esteghlal"],
    "he": ["Maccabi", "Shalom", "Noa", "Hapoel"],
    "hi": ["Krishna", "Mumbai", "Ganesha", "Priya", "Rahul"],
    "vi": ["anhyeuem", "Thuong", "Saigon", "minhanh"],
    "th": ["Somchai", "Malee", "Bangkok"],
    "id": ["Sayang", "Persib", "Garuda", "Rendang"],
    "tl": ["Mahal", "Ganda", "Manila", "Bunso"],
    "sw": ["Simba", "Jambo", "Kilimanjaro", "Nairobi", "Gor"],
}
SYM = "!@#$%&*?+"


def leet(w):
    return w.translate(str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}))


def pw_human(lang, style=None):
    w = pick(PW_WORDS[lang])
    style = style if style is not None else R.randint(0, 4)
    if style == 0:
        return w[0].upper() + w[1:] + str(R.randint(1975, 2015)) + pick(SYM)
    if style == 1:
        return w + pick(SYM) + rd(R.randint(2, 4))
    if style == 2:
        w2 = pick(PW_WORDS[lang])
        return w[0].upper() + w[1:] + w2[0].upper() + w2[1:] + rd(2)
    if style == 3:
        return leet(w.lower()).capitalize() + rd(2) + pick(SYM)
    return w.lower() + rd(R.randint(3, 4))


def pw_random(n=16, sym=True):
    alpha = AN + ("!#%&*+-=?@^_" if sym else "")
    while True:
        p = rs(alpha, n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p) and p[0].isalnum() and p[-1].isalnum():
            return p


def passphrase(words=4, sep="-"):
    return sep.join(pick(BIP39) for _ in range(words)) + sep + rd(2)


def pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) >= 3:
            return p


# ----------------------------------------------------------------- case registry
BUILDERS = []


def case(lang, slug):
    def deco(f):
        BUILDERS.append((lang, slug, f))
        return f
    return deco


def J(*msgs):
    """Join several messages of one case."""
    return "\n---\n".join(msgs)


# =============================================================================================
# English cases
# =============================================================================================
DOC_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
           ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
NATO = dict(zip(LO, "alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa "
                    "quebec romeo sierra tango uniform victor whiskey x-ray yankee zulu".split()))
DIGW = "zero one two three four five six seven eight nine".split()
US_ABA = {"021000021": "Chase", "026009593": "Bank of America", "121000248": "Wells Fargo"}


@case("en", "aws-env-signature-error")
def _():
    akid, sk = aws_akid(), aws_secret()
    req = rs(HEXL.upper(), 16)
    text = f"""My deploy script keeps failing with SignatureDoesNotMatch when it uploads to S3. Here is the .env it loads, can you spot the problem?

AWS_ACCESS_KEY_ID={akid}
AWS_SECRET_ACCESS_KEY={sk}
AWS_DEFAULT_REGION=eu-central-1
S3_BUCKET=brightlane-prod-uploads

The XML error ends with <RequestId>{req}</RequestId>"""
    return text, [akid, sk], [req], "AWS key pair in a pasted .env; the S3 request id is a look-alike"


@case("en", "github-token-in-workflow")
def _():
    tok, sha, run = gh_pat(), hexs(40), rnz(10)
    text = f"""why does my workflow say "Bad credentials"? I put the token straight into the step for now:

      - name: Publish release
        run: gh release create v1.8.0 --notes-file CHANGELOG.md
        env:
          GH_TOKEN: {tok}

It fails on commit {sha} (run {run}). It worked last week."""
    return text, [tok], [sha, run], "classic GitHub PAT inline in a workflow; commit sha and run id are look-alikes"


@case("en", "stripe-key-leaked-and-rolled")
def _():
    sk = stripe_sk()
    evt = "evt_1" + rs(AN, 23)
    text = (f"I pushed our Stripe secret key to a public repo yesterday ({sk}). I already rolled it in the dashboard so it's "
            f"dead now, but how do I check if anyone used it before I rolled it? The only odd thing I see is an event {evt} at 03:12 UTC.")
    return text, [sk], [evt], "revoked live Stripe key is still a secret; the event id is a look-alike"


@case("en", "netflix-password-for-sister")
def _():
    pw = pw_human("en")
    text = (f"Can you write a short friendly text to my sister explaining how to sign in to our Netflix on her new TV? "
            f"The email is the family one she already knows, and the password is {pw} - please put the password in the "
            f"message too so she doesn't have to ask me again.")
    return text, [pw], [], "shared streaming password in prose"


@case("en", "guest-wifi-sign")
def _():
    pw = passphrase(3)
    text = (f"Make me a cute little sign for the guest room with the Wi-Fi details. Network: Okafor_Guest_5G, password: {pw} (all lowercase, with the dashes). "
            f"Maybe add a line that the router is the white TP-Link Archer AX55 in the hallway if it needs a restart.")
    return text, [pw], ["Archer AX55"], "Wi-Fi passphrase; router model is a look-alike"


@case("en", "card-declined-checkout")
def _():
    cn, ex, cv, order = card("visa"), expiry(), rd(3), rnz(8)
    cf = card_fmt(cn)
    text = f"""The checkout page keeps saying "card declined" but my bank says everything is fine. I typed:
Card number: {cf}
Expiry: {ex}
CVC: {cv}
The order number on the page was {order}. Is the site broken or is it me?"""
    return text, [cf, ex, cv], [order], "card number, expiry and CVC; the shop order number is a look-alike"


@case("en", "ssn-on-w4")
def _():
    s = ssn()
    ein = "%d-%s" % (pick([12, 20, 27, 36, 45, 46, 47, 81, 83, 84, 88, 94]), rd(7))
    text = (f"I'm filling in the I-9 and W-4 for my new job. My SSN is {s}. The employer info on the offer letter says EIN {ein}. "
            f"Which boxes on the W-4 do I actually need to fill if I only have one job and no kids?")
    return text, [s], [ein], "own SSN is a secret; the employer's EIN is a look-alike"


@case("en", "totp-otpauth-uri")
def _():
    seed = totp_seed(32)
    text = f"""My phone with Google Authenticator got stolen. Luckily I saved the setup text when I enabled 2FA on Dropbox:
otpauth://totp/Dropbox:maya.lindgren%40gmail.com?secret={seed}&issuer=Dropbox
Can I just paste this into another authenticator app to get my codes back?"""
    return text, [seed], [], "TOTP seed inside an otpauth URI"


@case("en", "github-recovery-codes")
def _():
    codes = [gh_recovery() for _ in range(4)]
    text = ("These are the GitHub recovery codes I still haven't used. Does it matter which one I use first?\n\n"
            + "\n".join(codes) + "\n\nI'm locked out since I reset my phone.")
    return text, codes, [], "four unused GitHub recovery codes"


@case("en", "postgres-url-prisma")
def _():
    pw = pw_random(20, sym=False)
    host = "orders-db.%s.eu-west-1.rds.amazonaws.com" % rs(LO + DIG, 12)
    text = f"""Prisma can't connect to RDS from Lambda, it times out after 10s. My env var:

DATABASE_URL="postgresql://orders_svc:{pw}@{host}:5432/orders?schema=public&connection_limit=5"

The security group allows 5432 from the Lambda SG. What else could it be?"""
    return text, ["orders_svc:" + pw], [host], "credentials of a connection string; the RDS host is a look-alike"


@case("en", "ssh-deploy-key")
def _():
    pem, pub = ssh_ed25519("deploy@build-01")
    text = ("I generated a deploy key for our staging box but ssh still asks for a password. Here's the private key I put in "
            "~/.ssh/id_ed25519 on the CI runner:\n\n" + pem + "\n\nand I added this line to authorized_keys on the server:\n\n"
            + pub + " deploy@build-01\n\nPermissions on the key file are 644. What am I missing?")
    return text, [pem], [pub], "OpenSSH private key block; the matching public key line is a look-alike"


@case("en", "paper-wallet-sweep")
def _():
    wif, addr = btc_wif(), btc_addr()
    text = (f"I found an old paper wallet from 2017. The private key printed on it is {wif} and the address is {addr}. "
            f"How do I sweep it into Electrum without typing the key into some random website?")
    return text, [wif], [addr], "Bitcoin WIF private key; the public address is a look-alike"


@case("en", "metamask-seed-drained")
def _():
    seed, tx = seed_phrase(12), "0x" + hexs(64)
    text = (f"My MetaMask shows 0 ETH after I swapped on a site I found on Twitter. Here's the tx it shows: {tx}\n"
            f"My recovery phrase is {seed} - can you check if someone drained it or if it's just a display bug?")
    return text, [seed], [tx], "12-word recovery phrase; the transaction hash is a look-alike"


@case("en", "airbnb-welcome-codes")
def _():
    gate, box = pin(4), pin(4)
    conf = "HM" + rs(UP + DIG, 8)
    text = (f"Can you turn this into a short welcome message for my Airbnb guests arriving Friday (reservation {conf})? "
            f"Gate code is {gate}, then the lockbox by the blue door opens with {box}. Check-in from 3 pm, trash goes out on Thursdays.")
    return text, [gate, box], [conf], "gate and lockbox codes; the reservation code is a look-alike"


@case("en", "alarm-instructions-cat-sitter")
def _():
    alarm, garage = pin(4), rs("13579", 5)
    word = pick(["bluebonnet", "marzipan", "copperhead", "sandpiper"])
    phone = "1-800-%s-%s" % (rnz(3), rd(4))
    text = (f"We're away next week and the neighbor's kid is feeding the cat. Write him clear instructions: the alarm panel is "
            f"left of the front door, disarm with {alarm} then OFF. The garage keypad code is {garage}. If the alarm goes off "
            f"anyway he should call the monitoring company at {phone} and give them our passcode word \"{word}\".")
    return text, [alarm, garage, word], [phone], "alarm code, keypad code and the monitoring passcode word; the company phone is a look-alike"


@case("en", "direct-deposit-routing")
def _():
    rt = pick(sorted(US_ABA))
    acct = rnz(R.choice([10, 12]))
    text = (f"HR wants my direct deposit info by tomorrow. Is this the right order to put it in the form? Bank: {US_ABA[rt]}, "
            f"routing number {rt}, checking account {acct}. Also do they need a voided check or is this enough?")
    return text, [acct], [rt], "own checking account is a secret; the bank's routing number is public"


@case("en", "uk-payroll-sortcode-ni")
def _():
    sort = "%s-%s-%s" % (rd(2), rd(2), rd(2))
    acct, ni = rd(8), nino()
    text = (f"Starting a new job on Monday and the payroll form asks for bank details and NI number. Sort code {sort}, "
            f"account number {acct}, NI {ni}. They also want my \"P45 reference\" - where do I find that?")
    return text, [acct, ni], [sort], "account number and NI number; the sort code identifies the bank branch"


@case("en", "passport-expiry-travel")
def _():
    pp = pick("56") + rd(8)
    conf = pnr()
    text = (f"My passport ({pp}) expires in March and I fly to Lisbon on May 14. Is it safe to travel on it, or do I need to "
            f"renew first? The airline confirmation is {conf} if that helps.")
    return text, [pp], [conf], "US passport number; the airline record locator is a look-alike"


@case("en", "insurance-appeal-letter")
def _():
    mem = rs("ABCDEFGHJKMNPRSTUWXYZ", 3) + rd(9)
    claim = rnz(13)
    n = npi()
    text = (f"My insurer denied a claim for my physical therapy and I want to appeal. Can you draft the letter? Member ID: {mem}. "
            f"Claim number {claim}, date of service 02/11/2025, provider NPI {n}. Reason on the EOB was \"not medically necessary\".")
    return text, [mem], [claim, n], "health plan member id; claim number and the provider's public NPI are look-alikes"


@case("en", "security-question-answers")
def _():
    maiden = pick(["Prokopenko", "Delacroix", "Van Buskirk", "Oyelaran", "McAllister"])
    pet = pick(["Mr. Biscuit", "Pickles", "Sergeant Fluff", "Dumpling"])
    city = pick(["Duluth", "Kalamazoo", "Pocatello", "Chattanooga"])
    text = (f"I keep forgetting which answers I used for the security questions on my bank's site, so remember these for me: "
            f"mother's maiden name -> {maiden}, name of first pet -> {pet}, city where my parents met -> {city}.")
    return text, [maiden, pet, city], [], "three security-question answers"


@case("en", "openai-key-insufficient-quota")
def _():
    key = openai_proj()
    text = f"""getting 429 "insufficient_quota" even though I just added $20 credit. code:

from openai import OpenAI
client = OpenAI(api_key="{key}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "hi"}}])

is the key wrong or do I need to wait?"""
    return text, [key], [], "OpenAI project key in Python code"


@case("en", "anthropic-curl-401")
def _():
    key = anthropic_key()
    text = f"""This curl returns 401 invalid x-api-key, but I copied the key from the console 5 minutes ago:

curl https://api.anthropic.com/v1/messages \\
  -H "x-api-key: {key}" \\
  -H "anthropic-version: 2023-06-01" \\
  -H "content-type: application/json" \\
  -d '{{"model": "claude-3-5-haiku-latest", "max_tokens": 256, "messages": [{{"role": "user", "content": "Hello"}}]}}'"""
    return text, [key], ["2023-06-01"], "Anthropic key in a curl header; the API version date is a look-alike"


@case("en", "slack-bolt-config")
def _():
    tok, ss = slack_bot(), hexs(32)
    ch = "C0" + rs(UP + DIG, 9)
    text = f"""Bolt app starts but never receives events. config.yaml:

slack:
  bot_token: {tok}
  signing_secret: {ss}
  default_channel: {ch}
  socket_mode: false

The Request URL in the app settings shows "Your URL didn't respond with the value of the challenge parameter"."""
    return text, [tok, ss], [ch], "Slack bot token and signing secret in YAML; the channel id is a look-alike"


@case("en", "django-session-cookie")
def _():
    sid = rs(LO + DIG, 32)
    ray = hexs(16) + "-FRA"
    text = (f"Our Django admin logs me out every few minutes. In devtools I see the cookie sessionid={sid} with Expires "
            f"\"Session\", and every response has cf-ray {ray}. Could Cloudflare be stripping the cookie?")
    return text, [sid], [ray], "session cookie value; the Cloudflare ray id is a look-alike"


@case("en", "jwt-docs-example-vs-mine")
def _():
    now = 1767000000 + R.randint(0, 9999999)
    mine = jwt_token({"sub": uuid4(), "email": "t.nakamura@fieldnote.app", "role": "admin", "iat": now, "exp": now + 900})
    text = (f"The example token from jwt.io ({DOC_JWT}) verifies fine with \"your-256-bit-secret\", but the access token our "
            f"API gave me doesn't verify with our secret. Here is mine, can you decode the payload and tell me what's off?\n\n{mine}")
    return text, [mine], [DOC_JWT, "your-256-bit-secret"], "a live access token next to the jwt.io documentation token"


@case("en", "sendgrid-key-in-log")
def _():
    key = sendgrid_key()
    mid = rs(AN, 2) + rs(B64U, 19) + rs(AN, 1)
    text = f"""Emails stopped going out this morning. Our worker log:

2025-03-04T07:02:10Z INFO  mailer: 202 Accepted x-message-id={mid}
2025-03-04T07:12:44Z DEBUG mailer: POST https://api.sendgrid.com/v3/mail/send headers={{'Authorization': 'Bearer {key}', 'Content-Type': 'application/json'}}
2025-03-04T07:12:45Z ERROR mailer: 403 Forbidden {{"errors":[{{"message":"The from address does not match a verified Sender Identity"}}]}}

What does it want me to verify?"""
    return text, [key], [mid], "SendGrid key leaked by a debug log line; the message id is a look-alike"


@case("en", "twilio-server-auth")
def _():
    sid, tok = "AC" + hexs(32), hexs(32)
    num = "+1" + pick(["415", "646", "312", "737"]) + rnz(7)
    text = f"""Twilio SMS works from my laptop but not from the server. The server env has
TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tok}
TWILIO_FROM={num}
and the error is 20003 Authenticate. Same values locally."""
    return text, [tok], [num], "Twilio auth token; the sending phone number is a look-alike (account SID left neutral)"


@case("en", "gemini-key-in-mobile-app")
def _():
    key = google_key()
    text = (f"Is it okay to call the Gemini API directly from my React Native app? Right now I have "
            f"const GEMINI_KEY = \"{key}\"; in src/config.ts and it works, but a friend said that's a bad idea.")
    return text, [key], [], "Google AI API key in TypeScript"


@case("en", "huggingface-gated-model")
def _():
    tok, rev = hf_token(), hexs(40)
    text = f"""from huggingface_hub import login
login(token="{tok}")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct", revision="{rev}")

-> 403 "Access to model meta-llama/Llama-3.1-8B-Instruct is restricted". I accepted the license yesterday. Anything else I need?"""
    return text, [tok], [rev], "Hugging Face token; the model revision hash is a look-alike"


@case("en", "npmrc-publish-404")
def _():
    tok = npm_token()
    ver = "%d.%d.%d" % (R.randint(1, 3), R.randint(0, 12), R.randint(0, 9))
    text = f"""npm publish fails with E404 on my scoped package, but npm whoami works. ~/.npmrc:

//registry.npmjs.org/:_authToken={tok}
@lumen-labs:registry=https://registry.npmjs.org/

package.json has "name": "@lumen-labs/tokens", "version": "{ver}". It's the first publish of this scope."""
    return text, [tok], [ver], "npm token in .npmrc; the package version is a look-alike"


@case("en", "mongodb-atlas-uri")
def _():
    pw = pw_random(16, sym=False)
    host = "cluster0.%s.mongodb.net" % rs(LO + DIG, 5)
    text = f"""mongoose.connect keeps throwing MongoServerSelectionError. My URI:
mongodb+srv://meridian_app:{pw}@{host}/inventory?retryWrites=true&w=majority
I already allowed 0.0.0.0/0 in Atlas network access."""
    return text, ["meridian_app:" + pw], [host], "credentials of a MongoDB URI; the cluster host is a look-alike"


@case("en", "azure-storage-connection-string")
def _():
    acct, key = "stfieldops" + rs(LO + DIG, 6), azure_key()
    text = f"""Function app throws "Server failed to authenticate the request" on blob upload. local.settings.json:

{{
  "IsEncrypted": false,
  "Values": {{
    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net",
    "FUNCTIONS_WORKER_RUNTIME": "python"
  }}
}}"""
    return text, [key], [], "the AccountKey value of an Azure connection string"


@case("en", "wireguard-no-traffic")
def _():
    priv, peer = wg_key(), wg_key()
    text = f"""My WireGuard tunnel connects but no traffic passes. wg0.conf on the laptop:

[Interface]
PrivateKey = {priv}
Address = 10.8.0.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = {peer}
Endpoint = vpn.hollis.family:51820
AllowedIPs = 0.0.0.0/0
PersistentKeepalive = 25"""
    return text, [priv], [peer], "WireGuard private key; the peer public key is a look-alike"


@case("en", "sim-puk-new-pin")
def _():
    puk, newpin, icc = rd(8), pin(4), iccid()
    text = (f"I entered the wrong SIM PIN three times and now it asks for a PUK. I found the card the SIM came on: PUK {puk}. "
            f"After that it wants a new PIN, I'll use {newpin}. The card also shows ICCID {icc}, do I need that for anything?")
    return text, [puk, newpin], [icc], "PUK and new SIM PIN; the ICCID is the SIM's serial number"


@case("en", "microsoft-code-unrequested")
def _():
    code = rd(7)
    text = f"""Got this text but I didn't try to log in anywhere:

"Microsoft account security code: {code}. If you didn't request this code, you can ignore this message."

Should I be worried? Should I change my password?"""
    return text, [code], [], "one-time code pasted from an SMS"


@case("en", "bank-otp-phone-scam")
def _():
    otp, last4 = rd(6), rd(4)
    amt = "${:,.2f}".format(money(300, 2000))
    text = f"""My bank sent me this and I'm confused because I'm not buying anything:

"Your one-time passcode is {otp} for a purchase of {amt} at BESTBUY.COM with card ending {last4}. Never share this code."

Someone called right after saying they're from the bank fraud team and asked me to read the code to them. Is that legit?"""
    return text, [otp], [amt, last4], "OTP from an SMS; amount and last four digits are look-alikes"


@case("en", "parent-portal-password-correction")
def _():
    pw1 = pw_human("en", 0)
    pw2 = pw1[:-5] + str(int(pw1[-5:-1]) + R.randint(3, 9)) + pick([c for c in SYM if c != pw1[-1]])
    text = J(f"Remind me later: the password for the school parent portal (ParentSquare) is {pw1}",
             f"wait no, I changed it in January. it's {pw2} now")
    return text, [pw1, pw2], [], "two messages: an old password and its correction, both secrets"


@case("en", "restricted-key-in-two-parts")
def _():
    key = "rk_live_51" + rs(AN, 97)
    a, b = key[:54], key[54:]
    text = J(f"The chat keeps cutting my message so here's the first half of the restricted key our accountant's tool needs: {a}",
             f"second half: {b}",
             "can you put them together and tell me which permissions a restricted key needs for read-only invoices?")
    return text, [a, b], [], "three messages: a restricted Stripe key sent in two parts"


@case("en", "google-backup-codes-announced")
def _():
    codes = ["%s %s" % (rd(4), rd(4)) for _ in range(4)]
    text = J("I'm going to paste my Google backup codes in the next message, can you keep them for me in case I lose my phone?",
             "\n".join(codes))
    return text, codes, [], "two messages: announced, then four backup codes"


@case("en", "apple-recovery-key-adp")
def _():
    key = "-".join(rs(UP + DIG, 4) for _ in range(7))
    cas = "10" + rd(8)
    text = (f"Apple support (case {cas}) says they can't help me because I turned on Advanced Data Protection. I have the recovery "
            f"key written down: {key}. Where exactly do I enter it on a new iPhone?")
    return text, [key], [cas], "Apple recovery key; the support case number is a look-alike"


@case("en", "bitlocker-after-bios-update")
def _():
    key = bitlocker_key()
    kid = uuid4().upper()[:8]
    text = (f"Laptop boots to a blue BitLocker screen after a BIOS update. It shows \"Recovery key ID (to identify your key): {kid}\". "
            f"I found the key in my Microsoft account: {key}. It keeps saying it's wrong - do I type the dashes?")
    return text, [key], [kid], "BitLocker recovery key; the key ID is a look-alike"


@case("en", "git-remote-with-token")
def _():
    tok = gh_pat()
    text = f"""git push gives "remote: Permission to dhruv-k/thesis-notes.git denied to dhruv-k". git remote -v shows

origin  https://dhruv-k:{tok}@github.com/dhruv-k/thesis-notes.git (push)

isn't the token in there already?"""
    return text, ["dhruv-k:" + tok], [], "user:token part of a git remote URL"


@case("en", "k8s-secret-base64")
def _():
    pw = pw_random(18)
    b = b64s(pw.encode())
    text = f"""Our app pod crashes with "password authentication failed for user app". The secret looks right to me:

apiVersion: v1
kind: Secret
metadata:
  name: app-db
type: Opaque
data:
  username: YXBw
  password: {b}

Is there something wrong with how I encoded it? I used echo "..." | base64."""
    return text, [b], [], "base64-encoded database password in a Kubernetes Secret"


@case("en", "pgpass-still-prompts")
def _():
    pw = pw_random(14, sym=False)
    host = "db.internal.kestrel.io"
    text = f"""psql still prompts for a password even though I created ~/.pgpass with this line:

{host}:5432:analytics:report_ro:{pw}

I'm connecting with psql -h {host} -U report_ro analytics. File mode is 0644 if that matters."""
    return text, ["report_ro:" + pw], [], "user:password at the end of a .pgpass line"


@case("en", "discord-bot-slash-commands")
def _():
    bot_id = "1" + rd(18)
    tok, guild = discord_token(bot_id), "1" + rd(18)
    text = f"""discord.py bot logs in but slash commands never show up in my server. Bottom of main.py:

GUILD_ID = {guild}
bot.run("{tok}")

I sync with await bot.tree.sync(guild=discord.Object(id=GUILD_ID))."""
    return text, [tok], [guild], "Discord bot token; the guild id is a look-alike"


@case("en", "telegram-chat-not-found")
def _():
    tok = telegram_token()
    chat = "-100" + rnz(10)
    text = f"""My Telegram alert script returns 400 "chat not found". .env:
BOT_TOKEN={tok}
CHAT_ID={chat}
The bot is an admin in the channel."""
    return text, [tok], [chat], "Telegram bot token; the chat id is a look-alike"


@case("en", "it-temporary-password-email")
def _():
    tmp, inc = pw_random(12), "INC" + rd(7)
    text = f"""Can you help me understand this email from IT? I don't know what "MFA registration" means.

From: IT Service Desk <servicedesk@harborview-health.org>
Subject: RE: {inc} - new account

Hi Denise,
Your account has been created. Username: dmorales
Temporary password: {tmp}
You will be asked to change it and complete MFA registration at first sign-in.
Regards, Service Desk"""
    return text, [tmp], [inc], "temporary password in a pasted e-mail; the ticket number is a look-alike"


@case("en", "mom-online-banking")
def _():
    pw = pw_human("en", 2)
    text = (f"My mom asked me to handle her bills while she's in rehab. Her online banking login at Navy Federal is username "
            f"lharlow1952 and password {pw}. Can you make me a checklist of what to pay each month? Electric ~$140, water ~$60, "
            f"car insurance $212.")
    return text, [pw], [], "an entrusted banking password"


@case("en", "metamask-import-private-key")
def _():
    k, contract = "0x" + hexs(64), "0x" + hexs(40)
    text = (f"How do I import an account into MetaMask from a private key? The key my old wallet export gave me is {k}. "
            f"Also the token I hold is at contract {contract}, will it show up automatically?")
    return text, [k], [contract], "Ethereum private key; the token contract address is a look-alike"


@case("en", "irs-ip-pin-reject")
def _():
    ippin = pin(6)
    sub = rd(6) + "2025" + "%03d" % R.randint(32, 120) + rs(LO + DIG, 7)
    text = (f"TurboTax rejected my e-file with code IND-181-01, it says my Identity Protection PIN is missing or wrong. "
            f"The IRS letter says my IP PIN for this year is {ippin}. The rejection notice mentions submission ID {sub}.")
    return text, [ippin], [sub], "IRS identity protection PIN; the e-file submission id is a look-alike"


@case("en", "car-keypad-code-vin")
def _():
    code, v = rs("13579", 5), vin("1FA")
    text = (f"I bought a used Ford Mustang and want to reset the door keypad code. The factory code on the card in the glovebox "
            f"is {code}. The dealer wants the VIN to look it up, it's {v}. Can I reprogram it myself?")
    return text, [code], [v], "car keypad entry code; the VIN is a look-alike"


@case("en", "canada-sin-td1")
def _():
    s = sin_ca()
    bn = rnz(9) + "RP0001"
    text = (f"Filling out my TD1 and the employer asked for my SIN on a separate form. Mine is {s}. The company's payroll "
            f"account number on my paystub is {bn} - is that something I need for my tax return?")
    return text, [s], [bn], "Social Insurance Number; the employer's payroll account is a look-alike"


@case("en", "australia-onboarding-tfn")
def _():
    t, acct, abn = tfn_au(), rd(8), abn_au()
    bsb = pick(["062-000", "033-172", "083-004", "012-003", "732-012"])
    text = (f"New job in Brisbane, the onboarding form wants: TFN {t}, super fund (AustralianSuper), bank BSB {bsb} account "
            f"{acct}. The employer ABN at the top is {abn}. Did I give them anything I shouldn't have?")
    return text, [t, acct], [bsb, abn], "TFN and bank account; BSB and the employer's ABN are look-alikes"


@case("en", "upi-pending-retry")
def _():
    upi, utr = pin(6), rnz(12)
    text = (f"I sent Rs 4,500 to my landlord on PhonePe but it shows pending for 2 days. UTR {utr}. The app now asks me to "
            f"re-enter my UPI PIN to retry - my PIN is {upi}, should I enter it again or will it pay twice?")
    return text, [upi], [utr], "UPI PIN; the UTR reference is a look-alike"


@case("en", "nigeria-transfer-bvn")
def _():
    acct, bvn = nuban("058"), "22" + rd(9)
    sess = "000013" + "250304" + rd(18)
    text = (f"I transferred NGN 250,000 to my brother from my GTBank account {acct} but he hasn't received it. The receipt "
            f"shows Session ID {sess}. Customer care asked for my BVN to confirm, it's {bvn}. Is it normal for them to ask on WhatsApp?")
    return text, [acct, bvn], [sess], "bank account and BVN; the NIP session id is a look-alike"


@case("en", "prod-traceback-db-password")
def _():
    pw, trace = pw_random(16), hexs(32)
    text = f"""Getting this in production after the deploy, what does it mean?

Traceback (most recent call last):
  File "/app/worker.py", line 88, in connect
    conn = psycopg2.connect(host="10.20.4.17", dbname="billing", user="billing_rw", password="{pw}")
psycopg2.OperationalError: connection to server at "10.20.4.17", port 5432 failed: FATAL:  too many connections for role "billing_rw"
trace_id={trace}"""
    return text, [pw], [trace], "database password in a traceback; the trace id is a look-alike"


@case("en", "gitlab-push-oauth2")
def _():
    tok, pipe = glpat(), rnz(10)
    text = f"""Pipeline #{pipe} fails on the release job: "remote: HTTP Basic: Access denied". The job does

git push https://oauth2:{tok}@gitlab.com/northwind-tools/cli.git HEAD:main

The token has write_repository scope. Protected branch maybe?"""
    return text, ["oauth2:" + tok], [pipe], "user:token part of a push URL; the pipeline id is a look-alike"


@case("en", "cloudflare-terraform-auth")
def _():
    tok, zone, acct = rs(AN, 2) + rs(B64U, 37) + rs(AN, 1), hexs(32), hexs(32)
    text = f"""Terraform cloudflare provider says "Authentication error (10000)". provider block:

provider "cloudflare" {{
  api_token = "{tok}"
}}
resource "cloudflare_record" "www" {{
  zone_id = "{zone}"
  name    = "www"
  content = "198.51.100.24"
  type    = "A"
  proxied = true
}}

account id is {acct} if it matters."""
    return text, [tok], [zone, acct], "Cloudflare API token; zone and account ids are look-alikes"


@case("en", "chrome-passwords-csv")
def _():
    p1, p2, p3 = pw_human("en"), pw_random(14), pw_human("en", 3)
    text = f"""I exported my Chrome passwords to move to Bitwarden but the import fails with "invalid CSV". First lines:

name,url,username,password,note
www.amazon.com,https://www.amazon.com/ap/signin,kim.jaeho@gmail.com,{p1},
accounts.spotify.com,https://accounts.spotify.com/login,jaehokim,{p2},
login.xfinity.com,https://login.xfinity.com/login,kim.jaeho,{p3},

What's wrong with the format?"""
    return text, [p1, p2, p3], [], "three passwords in a CSV export"


@case("en", "babysitter-house-sheet")
def _():
    wifi, alarm, lock, serial = passphrase(3), pin(4), pin(4), rs(UP + DIG, 12)
    phone = "(512) %s-%s" % (rnz(3), rd(4))
    text = f"""Turn this into a neat one-page "house info" sheet for the babysitter:

| what | detail |
|---|---|
| Wi-Fi (Nguyen_Home) | {wifi} |
| alarm disarm | {alarm} |
| side gate padlock | {lock} |
| pediatrician (Dr. Alvarez) | {phone} |
| router S/N (if calling the ISP) | {serial} |"""
    return text, [wifi, alarm, lock], [phone, serial], "three codes in a markdown table; phone and router serial are look-alikes"


@case("en", "grandpa-password-nato")
def _():
    while True:
        pw = rs(UP + LO + DIG, 8)
        if any(c.isdigit() for c in pw) and any(c.isupper() for c in pw) and any(c.islower() for c in pw):
            break
    parts = []
    for c in pw:
        if c.isdigit():
            parts.append(DIGW[int(c)])
        elif c.isupper():
            parts.append("capital " + NATO[c.lower()])
        else:
            parts.append(NATO[c])
    spelled = ", ".join(parts)
    text = (f"My grandpa reads his email password to me over the phone and I wrote it down like this: {spelled}. "
            f"Can you turn that back into the actual password so I can type it in for him?")
    return text, [spelled], [], "a password spelled out with the NATO alphabet"


@case("en", "voice-typed-vault-passphrase")
def _():
    ph = " ".join(pick(BIP39) for _ in range(3)) + " " + str(R.randint(10, 99))
    text = (f"(voice typed sorry) ok so the passphrase for my password manager vault is {ph} all lowercase with spaces and "
            f"i always forget if the number is at the end or the start so just remember it for me")
    return text, [ph], [], "master passphrase dictated without punctuation"


@case("en", "revoked-aws-key-in-image")
def _():
    ak, sk = aws_akid(), aws_secret()
    text = f"""Security flagged that these were baked into our public Docker image. I've already deactivated and deleted the key in IAM, so they're useless now - I just want to know how to scan all the image layers to make sure nothing else leaked:

aws_access_key_id = {ak}
aws_secret_access_key = {sk}"""
    return text, [ak, sk], [], "a deleted AWS key pair is still listed as secret"


@case("en", "gmail-app-password-thunderbird")
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    text = (f"Thunderbird won't accept my Gmail password so I made an app password like the help page said: {app}. "
            f"Do I type it with the spaces or without? And do I still use my normal password on the web?")
    return text, [app], [], "Google app password in its four-group display form"


@case("en", "nhs-referral-chase")
def _():
    n = nhs_number()
    ubrn = chunks(rnz(12), 4)
    text = (f"Can you help me write a polite email to the hospital? My GP referred me in January and I still haven't got an "
            f"appointment. NHS number {n}, e-Referral booking reference {ubrn}. Dermatology, routine.")
    return text, [n], [ubrn], "NHS number; the e-Referral booking reference is a look-alike"


@case("en", "hotel-guarantee-amex")
def _():
    cn, cid, ex = card("amex"), rd(4), expiry()
    cf = card_fmt(cn)
    conf = rnz(9)
    text = (f"The hotel wants me to email them my card to guarantee the booking (confirmation {conf}). Write the email for me: "
            f"Amex {cf}, exp {ex}, security code {cid}, name on card Oluwaseun Adebayo. Is emailing card details even safe?")
    return text, [cf, ex, cid], [conf], "Amex number, expiry and CID; the hotel confirmation is a look-alike"


@case("en", "docker-compose-postgres-password")
def _():
    pw = pw_random(20, sym=False)
    text = f"""docker compose up works but my app container can't log into postgres. compose file:

services:
  db:
    image: postgres:16.4
    environment:
      POSTGRES_USER: ledger
      POSTGRES_PASSWORD: {pw}
      POSTGRES_DB: ledger
  app:
    build: .
    environment:
      DATABASE_URL: postgres://ledger:${{POSTGRES_PASSWORD}}@db:5432/ledger

Does compose substitute that variable inside the app service?"""
    return text, [pw], ["postgres:16.4"], "password in a compose file; the image tag is a look-alike"


@case("en", "medicare-mbi-claim")
def _():
    L = "ACDEFGHJKMNPQRTUVWXY"
    mbi = rnz(1) + pick(L) + pick(L + DIG) + rd(1) + "-" + pick(L) + pick(L + DIG) + rd(1) + "-" + pick(L) + pick(L) + rd(2)
    claim = rd(13)
    text = (f"My dad's Medicare Summary Notice shows a claim {claim} for a wheelchair he never got. His Medicare number is {mbi}. "
            f"How do we report possible fraud, and should I call 1-800-MEDICARE or the supplier first?")
    return text, [mbi], [claim], "Medicare Beneficiary Identifier (entrusted); the claim number is a look-alike"


@case("en", "key-safe-for-carers")
def _():
    code = pin(4)
    ref = "CP-" + rd(6)
    text = (f"Please draft a note for the carers who start visiting my mum on Monday (agency reference {ref}): the key safe is "
            f"to the left of the porch, code {code}, and please spin the dials back after use. She likes tea with one sugar.")
    return text, [code], [ref], "key-safe code; the care agency reference is a look-alike"


@case("en", "california-dl-renewal")
def _():
    dl = pick(UP) + rd(7)
    conf = rnz(9)
    text = (f"DMV renewal online keeps rejecting me at the REAL ID step. My driver's license number is {dl}, and my appointment "
            f"confirmation from last year was {conf}. Do I need to go in person this time?")
    return text, [dl], [conf], "driver's licence number; the DMV confirmation is a look-alike"


# ----------------------------------------------------------------- English negatives
@case("en", "aws-docs-example-keys")
def _():
    text = """I'm following the AWS CLI docs and they show
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
When I paste exactly that into ~/.aws/credentials I get InvalidClientTokenId. Are these supposed to work for testing?"""
    return text, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example keys only"


@case("en", "stripe-test-cards")
def _():
    pi = "pi_3" + rs(AN, 23)
    text = (f"Writing integration tests for checkout. I use 4242 4242 4242 4242 for success and 4000 0000 0000 9995 for "
            f"insufficient funds, any future expiry like 12/34 and CVC 123. Which test card triggers 3D Secure? Also my test "
            f"PaymentIntent {pi} stays in requires_action forever.")
    return text, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "12/34", "123", pi], "Stripe test cards and a test PaymentIntent id"


@case("en", "two-stuck-parcels")
def _():
    u, us, am = ups(), chunks(usps(), 4), amazon_order()
    text = (f"Two packages are stuck. The UPS one is {u}, it says \"exception: address correction needed\". The other is Amazon "
            f"order {am}, tracking {us} with USPS, no movement since Tuesday. Which should I chase first?")
    return text, [], [u, am, us], "tracking and order numbers"


@case("en", "git-bisect-merge-commit")
def _():
    a, b = hexs(40), hexs(40)
    tag = "v%d.%d.%d" % (R.randint(2, 5), R.randint(0, 20), R.randint(0, 9))
    pr = str(R.randint(1000, 4999))
    text = (f"git bisect says the first bad commit is {a}, but {b[:7]} (\"fix flaky date test\") is the one that touched the "
            f"file. How can bisect land on a merge commit? We're on {tag} and the merge was PR #{pr}.")
    return text, [], [a, b[:7], tag, "#" + pr], "commit hashes, tag and PR number"


@case("en", "iso-checksum-mismatch")
def _():
    mine = hashlib.sha256(rbytes(64)).hexdigest()
    ref = hashlib.sha256(rbytes(64)).hexdigest()
    md5 = hashlib.md5(rbytes(64)).hexdigest()
    text = (f"Downloaded ubuntu-24.04.1-desktop-amd64.iso and sha256sum gives {mine}, but SHA256SUMS on the mirror says {ref}. "
            f"The md5 on the torrent page is {md5}. Corrupt download or wrong file?")
    return text, [], [mine, ref, md5], "checksums"


@case("en", "gateway-log-traceparent")
def _():
    req = uuid4()
    tp = "00-%s-%s-01" % (hexs(32), hexs(16))
    text = f"""Our API gateway log shows

level=error request_id={req} user=4471 path=/v2/payments status=502 upstream_timeout=30s
traceparent: {tp}
Authorization: Bearer [REDACTED]

How do I find this request in Jaeger with that traceparent?"""
    return text, [], [req, tp, "[REDACTED]"], "request id, W3C traceparent and a redacted header"


@case("en", "spotify-double-charge")
def _():
    last = rd(4)
    desc = "P" + rs(UP + DIG, 9)
    ref = rnz(11)
    text = (f"Why was my Visa \u2022\u2022\u2022\u2022 {last} charged twice by Spotify? The statement shows two lines "
            f"\"SPOTIFY {desc} STOCKHOLM\" for 11.99 on the 3rd, both with reference {ref}. Should I dispute with the bank or Spotify?")
    return text, [], ["\u2022\u2022\u2022\u2022 " + last, desc, ref], "masked card, merchant descriptor and reference"


@case("en", "readme-placeholders-hook")
def _():
    text = """Our README says:

export OPENAI_API_KEY=your_api_key_here
export STRIPE_SECRET_KEY=sk_test_...
curl -H "Authorization: Bearer <YOUR_TOKEN>" https://api.example.com/v1/me

New contributors keep committing their .env with real keys. How do I set up a .env.example plus a pre-commit hook that blocks it?"""
    return text, [], ["your_api_key_here", "sk_test_...", "<YOUR_TOKEN>"], "placeholders only"


@case("en", "security-talk-bad-passwords")
def _():
    text = ("I'm giving a short security talk at the office. Can you explain why \"correct horse battery staple\" from the xkcd "
            "comic is better than P@ssw0rd, and why people still joke about hunter2? Also list the most common passwords "
            "like 123456 and qwerty.")
    return text, [], ["correct horse battery staple", "P@ssw0rd", "hunter2", "123456", "qwerty"], "famous example passwords"


@case("en", "supplier-invoice-check")
def _():
    inv = "INV-2025-" + rd(5)
    d7 = rnz(7)
    s = sum(int(c) * w for c, w in zip(d7, [8, 7, 6, 5, 4, 3, 2]))
    vat = "GB %s %s %02d" % (d7[:3], d7[3:], (97 - s % 97) % 97)
    ib = iban_make("GB", "BARC" + "20" + rd(4) + rd(8))
    po = "PO-" + rd(6)
    text = (f"Supplier invoice {inv} from Hartwell Packaging Ltd came in, can you check it's complete before I pay? It shows "
            f"VAT reg {vat}, pay to IBAN {iban_fmt(ib)}, BIC BARCGB22, our PO {po}. Amount GBP 4,312.80 due in 30 days.")
    return text, [], [inv, vat, iban_fmt(ib), "BARCGB22", po], "a supplier's VAT number, IBAN, BIC and invoice references"


@case("en", "emirates-seat-selection")
def _():
    p = pnr()
    et = "176" + rd(10)
    text = (f"Emirates changed my flight and the app won't let me pick seats. Booking reference {p}, e-ticket {et}, flight "
            f"EK{R.randint(370, 385)} DXB-BKK on 18 April. Do I need to call or can I do it on the website?")
    return text, [], [p, et], "booking reference and e-ticket number"


@case("en", "venue-wire-instructions")
def _():
    aba = "021000021"
    acct = rnz(10)
    text = (f"I need to pay a deposit to the venue for our wedding. Their wire instructions: Beneficiary: Lakeshore Event Hall "
            f"LLC, Bank: JPMorgan Chase, ABA {aba}, SWIFT CHASUS33, account {acct}, reference \"Patel-Ross 2025-09-20\". "
            f"Is it normal that they only take wires?")
    return text, [], [aba, "CHASUS33", acct], "a business's wire details: routing, SWIFT and its account"


@case("en", "publish-public-keys")
def _():
    _pem, pub = ssh_ed25519("ana@laptop")
    fpr = chunks(rs(HEXL.upper(), 40), 4)
    text = (f"For my personal website's contact page, is it fine to publish these? My SSH public key ({pub} ana@laptop), my PGP "
            f"fingerprint {fpr}, and a Bitcoin tip address - I was going to use 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa as a "
            f"placeholder until I make my own.")
    return text, [], [pub, fpr, "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"], "public key, fingerprint and the genesis address"


@case("en", "fake-ssn-fixtures")
def _():
    text = ("Our test fixtures use SSN 123-45-6789 and 078-05-1120 for fake users. QA says our validator accepts the first but "
            "a library rejects the second. Why would 078-05-1120 be special? And is 000-00-0000 ever valid?")
    return text, [], ["123-45-6789", "078-05-1120", "000-00-0000"], "well-known dummy and invalid SSNs"


@case("en", "animal-rescue-donation")
def _():
    chno = rnz(7)
    ib = iban_make("GB", "NWBK" + "60" + rd(4) + rd(8))
    ref = "GIFTAID-" + rd(5)
    text = (f"I'd like to donate GBP 50 to Meadowbank Animal Rescue (registered charity no. {chno}) by bank transfer instead of "
            f"card to save them the fees. They list IBAN {iban_fmt(ib)}, BIC NWBKGB2L, and ask to use reference {ref}. "
            f"Can you write a short note to send with it?")
    return text, [], [chno, iban_fmt(ib), "NWBKGB2L", ref], "a charity's registration number, IBAN, BIC and reference"


@case("en", "docs-totp-and-bip39-vectors")
def _():
    ab = " ".join(["abandon"] * 11 + ["about"])
    text = ("Reading about TOTP. The Google Authenticator wiki uses JBSWY3DPEHPK3PXP as its example secret, and RFC 6238 test "
            "vectors use the ASCII seed 12345678901234567890 (GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ in base32). And BIP39 docs "
            f"always show \"{ab}\". Why do docs use such obviously fake values?")
    return text, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", ab], "documentation test vectors"


# =============================================================================================
# Other languages
# =============================================================================================
FA_DIG = str.maketrans("0123456789", "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9")
AR_DIG = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")
DE_BANKS = [("10010010", "PBNKDEFFXXX", "Postbank"), ("50010517", "INGDDEFFXXX", "ING"), ("12030000", "BYLADEM1001", "DKB"),
            ("43060967", "GENODEM1GLS", "GLS Bank"), ("10050000", "BELADEBEXXX", "Berliner Sparkasse")]


def mod10_boleto(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        t += v // 10 + v % 10
    return str((10 - t % 10) % 10)


def boleto():
    bank = pick(["341", "237", "001", "104", "033"])
    fator = str(R.randint(1010, 1300))
    valor = "%010d" % R.randint(80000, 450000)
    livre = rd(25)
    t, w = 0, 2
    for ch in reversed(bank + "9" + fator + valor + livre):
        t += int(ch) * w
        w = 2 if w == 9 else w + 1
    r = 11 - t % 11
    dv = 1 if r in (0, 10, 11) else r
    c1, c2, c3 = bank + "9" + livre[:5], livre[5:15], livre[15:25]
    c1, c2, c3 = c1 + mod10_boleto(c1), c2 + mod10_boleto(c2), c3 + mod10_boleto(c3)
    return "%s.%s %s.%s %s.%s %d %s%s" % (c1[:5], c1[5:], c2[:5], c2[5:], c3[:5], c3[5:], dv, fator, valor)


# ----------------------------------------------------------------- German
@case("de", "kindergeld-steuerid-iban")
def _():
    blz, bic, name = pick(DE_BANKS)
    sid = steuer_id()
    ib = iban_fmt(iban_make("DE", blz + rnz(10)))
    kz = "%s.%s.%s" % (rd(3), rd(4), rd(4))
    text = (f"Kannst du mir beim Kindergeldantrag helfen? Meine Steuer-ID ist {sid}, das Geld soll auf mein Konto bei der "
            f"{name}: IBAN {ib}, BIC {bic}. Im Brief der Familienkasse steht noch ein Kassenzeichen {kz} \u2013 muss das auch "
            f"irgendwo rein?")
    return text, [sid, ib], [bic, kz], "Steuer-ID and own IBAN; BIC and the Kassenzeichen are look-alikes"


@case("de", "hausarzt-versichertennummer")
def _():
    kv = kvnr()
    text = (f"Ich muss bei der neuen Hausarztpraxis online einen Anamnesebogen ausf\u00fcllen und die wollen die "
            f"Versichertennummer von der Gesundheitskarte. Meine ist {kv}, Kasse ist die TK. Was bedeutet eigentlich das Feld "
            f"\u201eKostentr\u00e4gerkennung\u201c? Auf der Karte steht daneben 101575519.")
    return text, [kv], ["101575519"], "health insurance number; the insurer's institution code is public"


@case("de", "lieferantenrechnung-pflichtangaben")
def _():
    rn = "RE-2025-" + rd(4)
    ust = ust_id_de()
    hrb = "HRB " + rnz(6)
    ib = iban_fmt(iban_de())
    text = (f"Wir haben von einem neuen Lieferanten eine Rechnung bekommen und ich soll pr\u00fcfen, ob die Pflichtangaben "
            f"drin sind. Drauf steht: Rechnungsnummer {rn}, USt-IdNr. {ust}, Amtsgericht M\u00fcnchen {hrb}, Bankverbindung "
            f"IBAN {ib}, Zahlungsziel 14 Tage. Fehlt da was nach \u00a7 14 UStG?")
    return text, [], [rn, ust, hrb, ib], "a supplier's VAT id, register number, IBAN and invoice number"


@case("de", "fritzbox-wlan-schluessel")
def _():
    key = chunks(rd(20), 4)
    fw = "FRITZ!OS 7.%d" % R.randint(56, 59)
    text = (f"Mein Laptop verbindet sich seit dem Update auf {fw} nicht mehr mit dem WLAN. Der WLAN-Netzwerkschl\u00fcssel "
            f"vom Aufkleber ist {key}, das hab ich dreimal gepr\u00fcft. Die Box ist eine FRITZ!Box 7590 AX. Soll ich 2,4 und "
            f"5 GHz trennen?")
    return text, [key], [fw], "default Wi-Fi key from the router sticker; firmware version is a look-alike"


# ----------------------------------------------------------------- French
@case("fr", "carte-vitale-nir")
def _():
    nir = nir_fr()
    dem = rd(13)
    text = (f"J'ai perdu ma carte Vitale et je dois en commander une nouvelle. Mon num\u00e9ro de s\u00e9cu c'est {nir}. "
            f"Sur ameli on m'a donn\u00e9 un num\u00e9ro de demande {dem}, je dois le garder quelque part ?")
    return text, [nir], [dem], "French social security number; the request number is a look-alike"


@case("fr", "mot-pour-la-soeur-digicode")
def _():
    digi = rd(4) + pick("AB")
    wifi = rs(AN, 20)
    order = rnz(9)
    ssid = "Livebox-" + rs(HEXL.upper(), 4)
    text = (f"Coucou ! Tu peux m'\u00e9crire un petit mot pour ma s\u0153ur qui garde l'appart ce week-end ? Digicode de "
            f"l'immeuble : {digi}, c'est au 3e gauche. Le wifi c'est {ssid} et la cl\u00e9 {wifi}. Et si un livreur passe, "
            f"c'est pour la commande {order}, elle peut signer.")
    return text, [digi, wifi], [order], "door code and Wi-Fi key; the order number is a look-alike"


@case("fr", "facture-artisan-siret")
def _():
    siren = siren_fr()
    siret = siret_fr(siren)
    sf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    tva = tva_fr(siren)
    ib = iban_fmt(iban_fr())
    ref = "FA2025-" + rd(5)
    text = (f"Bonjour, un artisan m'a envoy\u00e9 sa facture pour la r\u00e9novation de la salle de bain. Dessus il y a "
            f"SIRET {sf}, TVA intracommunautaire {tva}, IBAN {ib}, et la r\u00e9f\u00e9rence \u00e0 mettre dans le virement : "
            f"{ref}. Est-ce que je peux v\u00e9rifier quelque part que l'entreprise existe vraiment avant de payer ?")
    return text, [], [sf, tva, ib, ref], "a tradesman's SIRET, VAT number, IBAN and payment reference"


@case("fr", "freebox-mot-de-passe-corrige")
def _():
    pw1 = pw_human("fr", 1)
    pw2 = pw_human("fr", 0)
    text = J(f"Note quelque part le mot de passe de l'interface Freebox, je l'oublie tout le temps : {pw1}",
             f"Ah non attends, \u00e7a c'est l'ancien. Le nouveau c'est {pw2}, avec la majuscule au d\u00e9but.")
    return text, [pw1, pw2], [], "two messages: a password and its correction"


# ----------------------------------------------------------------- Spanish
@case("es", "correos-aduana-dni")
def _():
    dni = dni_es()
    env = s10("LX", "CN")
    text = (f"Hola, me ha llegado un correo de Correos diciendo que mi paquete est\u00e1 retenido en aduanas y que tengo que "
            f"pagar 2,99 \u20ac. Me piden el DNI para el despacho, el m\u00edo es {dni}. El n\u00famero de env\u00edo que "
            f"ponen es {env}. \u00bfEs fiable o es phishing?")
    return text, [dni], [env], "DNI; the postal tracking number is a look-alike"


@case("es", "domiciliar-gimnasio-iban")
def _():
    ib = iban_fmt(iban_es())
    cif = cif_es("B")
    text = (f"Quiero domiciliar la cuota del gimnasio. Me piden el IBAN: {ib}. En el contrato aparece el CIF de la empresa, "
            f"{cif}. \u00bfTengo que firmar algo m\u00e1s para la orden SEPA?")
    return text, [ib], [cif], "own IBAN; the gym company's CIF is a look-alike"


@case("es", "mx-clabe-muebleria")
def _():
    clabe = clabe_mx()
    rfc = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + "%02d%02d%02d" % (R.randint(5, 22), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 3)
    folio = uuid4().upper()
    text = (f"Compr\u00e9 unos muebles y la tienda me pide transferir a esta CLABE: {clabe}, a nombre de Muebles Tepeyac SA "
            f"de CV, RFC {rfc}. Ya me mandaron la factura con folio fiscal {folio}. \u00bfC\u00f3mo verifico en el SAT que "
            f"la factura es v\u00e1lida antes de pagar?")
    return text, [], [clabe, rfc, folio], "a shop's CLABE and RFC and an invoice folio (UUID)"


@case("es", "tarjeta-retenida-sms-pin")
def _():
    code, p = rd(6), pin(4)
    text = J("\u00bfMe ayudas? El cajero se trag\u00f3 mi tarjeta y el banco me mand\u00f3 esto:",
             f"BBVA: Tu c\u00f3digo para activar la nueva tarjeta es {code}. No lo compartas con nadie.",
             f"y el PIN nuevo que me lleg\u00f3 por carta es {p}, \u00bflo tengo que cambiar en el cajero?")
    return text, [code, p], [], "three messages: SMS activation code, then the new card PIN"


# ----------------------------------------------------------------- Portuguese
@case("pt", "br-app-banco-cpf-senha")
def _():
    cpf, senha = cpf_br(), pw_human("pt")
    prot = "2025" + rd(10)
    text = (f"Oi! T\u00f4 tentando entrar no app do banco e ele pede CPF e senha. Coloquei o CPF {cpf} e a senha {senha} "
            f"mas d\u00e1 \"dados inv\u00e1lidos\". Liguei na central e me deram o protocolo {prot}. O que mais pode ser?")
    return text, [cpf, senha], [prot], "CPF and banking password; the call-centre protocol is a look-alike"


@case("pt", "br-boleto-geladeira")
def _():
    linha, cnpj = boleto(), cnpj_br()
    ped = rnz(10)
    text = (f"Comprei uma geladeira numa loja online e escolhi pagar no boleto. A linha digit\u00e1vel \u00e9 {linha}. "
            f"O benefici\u00e1rio aparece como Eletro Rio Com\u00e9rcio Ltda, CNPJ {cnpj}. Pedido n\u00ba {ped}. Como eu "
            f"confiro se esse boleto n\u00e3o foi adulterado?")
    return text, [], [linha, cnpj, ped], "a boleto line, the seller's CNPJ and an order number"


@case("pt", "pt-irs-nif-iban")
def _():
    nif, ib = nif_pt("2"), iban_fmt(iban_pt())
    ent, ref = rd(5), "%s %s %s" % (rd(3), rd(3), rd(3))
    text = (f"Bom dia. Estou a preencher o IRS Autom\u00e1tico e preciso de confirmar o IBAN para o reembolso. O meu NIF "
            f"\u00e9 {nif} e o IBAN {ib}. Ah, e tenho uma refer\u00eancia Multibanco para pagar a \u00e1gua: entidade {ent}, "
            f"refer\u00eancia {ref}. Posso pagar isso pelo homebanking?")
    return text, [nif, ib], [ent, ref], "NIF and IBAN; the Multibanco entity and reference are look-alikes"


# ----------------------------------------------------------------- Italian
@case("it", "asilo-nido-codice-fiscale")
def _():
    cf = cf_it("BNC", "GLI", female=True)
    piva = piva_it()
    text = (f"Devo compilare la domanda per l'asilo nido di mia figlia. Il mio codice fiscale \u00e8 {cf}. Nella sezione "
            f"del datore di lavoro chiedono la partita IVA dell'azienda, che dalla busta paga \u00e8 {piva}. Va bene "
            f"inserire quella?")
    return text, [cf], [piva], "codice fiscale; the employer's partita IVA is a look-alike"


@case("it", "carta-bloccata-pin-otp")
def _():
    p5, otp = pin(5), rd(6)
    prat = rnz(8)
    text = (f"Ho bloccato la carta perch\u00e9 ho sbagliato il PIN, pensavo fosse {p5}. Adesso la banca mi ha mandato "
            f"un codice OTP via SMS, {otp}, per sbloccarla dall'app. Il numero della pratica di blocco \u00e8 {prat}. "
            f"Che faccio, lo inserisco?")
    return text, [p5, otp], [prat], "card PIN and OTP; the case number is a look-alike"


@case("it", "ordine-sito-sconosciuto")
def _():
    ordn = "%s-%s" % (rnz(6), rd(4))
    ib = iban_fmt(iban_it())
    trk = rnz(15)
    sdi = rs(UP + DIG, 7)
    text = (f"Ho fatto un ordine su un sito di elettronica che non conoscevo: ordine n. {ordn}, pagamento con bonifico "
            f"all'IBAN {ib} intestato a Tecnoshop Srl. Mi hanno gi\u00e0 mandato il tracking BRT {trk}. Sulla fattura c'\u00e8 "
            f"anche un codice SDI {sdi}. Ti sembra affidabile?")
    return text, [], [ordn, ib, trk, sdi], "order number, a shop's IBAN, tracking and SDI code"


# ----------------------------------------------------------------- Dutch
@case("nl", "digid-bsn-zaaknummer")
def _():
    pw, b = pw_human("nl"), bsn()
    zaak = "Z-2025-" + rd(6)
    text = (f"Ik probeer in te loggen op Mijn Belastingdienst maar DigiD zegt dat mijn gegevens niet kloppen. Gebruikersnaam "
            f"is gewoon mijn e-mail, wachtwoord {pw}. Bij de gemeente hebben ze mijn BSN gecontroleerd: {b}. Ze gaven me ook "
            f"een zaaknummer {zaak}. Moet ik een nieuwe activeringscode aanvragen?")
    return text, [pw, b], [zaak], "DigiD password and BSN; the case number is a look-alike"


@case("nl", "factuur-zzp-btw")
def _():
    kvk = rnz(8)
    btw = "NL" + rnz(9) + "B01"
    ib = iban_fmt(iban_nl())
    kenm = chunks(rnz(16), 4)
    text = (f"Ik heb een factuur gekregen van de zzp'er die onze website heeft gebouwd. KvK {kvk}, btw-id {btw}, IBAN {ib}, "
            f"betalingskenmerk {kenm}. Moet ik als particulier iets met dat btw-nummer?")
    return text, [], [kvk, btw, ib, kenm], "a freelancer's KvK, VAT id, IBAN and payment reference"


@case("nl", "briefje-schoonmaakster")
def _():
    code, wifi = pin(4), pw_human("nl", 2)
    text = (f"Schrijf een kort briefje voor de schoonmaakster: de sleutel ligt in het sleutelkluisje naast de garage, code "
            f"{code}. Wifi: Fam_de_Vries, wachtwoord {wifi}. Ze hoeft de bovenverdieping niet te doen.")
    return text, [code, wifi], [], "key-box code and Wi-Fi password"


# ----------------------------------------------------------------- Swedish
@case("sv", "foraldrapenning-personnummer")
def _():
    pn = personnummer_se()
    clr = pick(["5201", "6789", "8327", "3300", "9960"])
    acct = rnz(R.choice([7, 9, 10]))
    arende = rnz(8)
    text = (f"Hej! Jag ska ans\u00f6ka om f\u00f6r\u00e4ldrapenning och F\u00f6rs\u00e4kringskassan vill ha mitt "
            f"personnummer och konto f\u00f6r utbetalning. Personnummer {pn}, clearingnummer {clr}, kontonummer {acct}. "
            f"Handl\u00e4ggaren angav \u00e4rendenummer {arende}. Kan du skriva ett kort mejl och fr\u00e5ga n\u00e4r "
            f"pengarna kommer?")
    return text, [pn, acct], [clr, arende], "personnummer and account; clearing number and case number are look-alikes"


@case("sv", "elfaktura-ocr")
def _():
    bg = luhn_fill(rnz(7))
    bgf = bg[:4] + "-" + bg[4:]
    ocr = luhn_fill(rnz(R.randint(10, 14)))
    org = orgnr_se()
    text = (f"Fick en faktura fr\u00e5n elbolaget: bankgiro {bgf}, OCR-nummer {ocr}, 1 245 kr senast 28/2. Deras "
            f"org.nr st\u00e5r som {org}. M\u00e5ste jag skriva OCR exakt eller r\u00e4cker fakturanumret?")
    return text, [], [bgf, ocr, org], "a company's bankgiro, OCR reference and organisation number"


@case("sv", "lapp-till-kompisen")
def _():
    port, wifi = pin(4), pw_human("sv")
    text = (f"Kan du g\u00f6ra en lapp till min kompis som ska vattna blommorna? Portkoden \u00e4r {port}, l\u00e4genheten "
            f"ligger p\u00e5 plan tre. Wifi heter Telia-Hemma och l\u00f6senordet \u00e4r {wifi}")
    return text, [port, wifi], [], "door code and Wi-Fi password"


# ----------------------------------------------------------------- Danish
@case("da", "ny-arbejdsgiver-cpr")
def _():
    cpr = cpr_dk()
    reg = pick(["1551", "3409", "9570", "0400", "7970"])
    kto = rnz(10)
    text = (f"Jeg skal sende mine oplysninger til den nye arbejdsgiver. CPR-nr. {cpr}, reg.nr. {reg} og kontonummer {kto}. "
            f"Er det sikkert at sende det p\u00e5 almindelig mail, eller skal jeg bruge e-Boks?")
    return text, [cpr, kto], [reg], "CPR number and account; the bank's registration number is a look-alike"


@case("da", "indbetalingskort-vandvaerk")
def _():
    fik = luhn_fill(rd(14))
    kred = rnz(8)
    cvr = cvr_dk()
    fak = rnz(6)
    text = (f"Jeg har f\u00e5et en regning fra vandv\u00e6rket med et indbetalingskort: +71< {fik} +{kred}<. CVR {cvr}, "
            f"fakturanr. {fak}. Hvordan betaler jeg det i netbanken, og hvad skal jeg skrive hvor?")
    return text, [], [fik, kred, cvr, fak], "payment slip id, creditor number, CVR and invoice number"


# ----------------------------------------------------------------- Norwegian
@case("no", "nav-dagpenger-fnr")
def _():
    fnr = fnr_no()
    k = no_account()
    kto = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    sak = "25/" + rd(5)
    text = (f"Hei! NAV ber meg sende inn f\u00f8dselsnummer og kontonummer for utbetaling av dagpenger. "
            f"F\u00f8dselsnummer {fnr}, konto {kto}. Saken min har saksnummer {sak}. Kan du hjelpe meg \u00e5 formulere "
            f"meldingen?")
    return text, [fnr, kto], [sak], "fodselsnummer and account; the case number is a look-alike"


@case("no", "tannlege-faktura-kid")
def _():
    k = no_account()
    kto = "%s %s %s" % (k[:4], k[4:6], k[6:])
    kid = luhn_fill(rnz(R.randint(8, 14)))
    org = orgnr_no()
    text = (f"Fikk faktura fra tannlegen: 2 350 kr, kontonummer {kto}, KID {kid}, org.nr. {org}. Nettbanken sier at "
            f"KID-en er ugyldig n\u00e5r jeg pr\u00f8ver \u00e5 betale. Hva gj\u00f8r jeg?")
    return text, [], [kto, kid, org], "a dentist's account, KID reference and organisation number"


# ----------------------------------------------------------------- Finnish
@case("fi", "kela-hetu-tilinumero")
def _():
    hetu = hetu_fi()
    ib = iban_fmt(iban_make("FI", fi_bban()))
    text = (f"Moi! T\u00e4yt\u00e4n Kelan opintotukihakemusta ja siin\u00e4 kysyt\u00e4\u00e4n henkil\u00f6tunnus ja "
            f"tilinumero. Hetu {hetu}, tili {ib}. Pit\u00e4\u00e4k\u00f6 minun liitt\u00e4\u00e4 my\u00f6s vuokrasopimus?")
    return text, [hetu, ib], [], "henkilotunnus and IBAN"


@case("fi", "sahkolasku-viitenumero")
def _():
    ib = iban_fmt(iban_make("FI", fi_bban()))
    viite, yt = viite_fi(), ytunnus_fi()
    lasku = rnz(7)
    text = (f"Sain laskun s\u00e4hk\u00f6yhti\u00f6lt\u00e4: saajan tilinumero {ib}, viitenumero {viite}, er\u00e4p\u00e4iv\u00e4 "
            f"15.3. Y-tunnus {yt}. Laskun numero {lasku}. Kumpi pit\u00e4\u00e4 laittaa maksuun, viite vai laskun numero?")
    return text, [], [ib, viite, yt, lasku], "a utility's IBAN, reference number, business id and invoice number"


@case("fi", "kissanvahti-ovikoodi")
def _():
    ovi, wifi = pin(4), pw_human("fi")
    text = (f"Kirjoita lyhyt viesti naapurille, joka k\u00e4y ruokkimassa kissaa: rappuk\u00e4yt\u00e4v\u00e4n ovikoodi on "
            f"{ovi}, avain on kenk\u00e4telineen alla. Wifi on Elisa-koti ja salasana {wifi} jos h\u00e4n haluaa katsoa "
            f"Areenaa.")
    return text, [ovi, wifi], [], "door code and Wi-Fi password"


# ----------------------------------------------------------------- Polish
@case("pl", "800-plus-pesel")
def _():
    p1, p2 = pesel(True), pesel(True)
    wn = "%s/%s/2025" % (rnz(6), rd(2))
    text = (f"Cze\u015b\u0107, wype\u0142niam wniosek o 800 plus w aplikacji i wywala b\u0142\u0105d przy PESEL-u dziecka. "
            f"M\u00f3j PESEL to {p1}, a c\u00f3rki {p2}. Numer wniosku {wn}. Co mo\u017ce by\u0107 nie tak?")
    return text, [p1, p2], [wn], "two PESEL numbers (own and a child's); the application number is a look-alike"


@case("pl", "paczkomat-kod-odbioru")
def _():
    kod = rd(6)
    nr = rnz(24)
    tel = "%s %s %s" % (pick(["501", "512", "604", "698", "730"]), rd(3), rd(3))
    text = (f"Przyszed\u0142 mi SMS z InPostu, ale jestem w pracy do 18. Napisz wiadomo\u015b\u0107 do m\u0119\u017ca, \u017ceby "
            f"odebra\u0142 paczk\u0119 z paczkomatu KRA01M: numer przesy\u0142ki {nr}, kod odbioru {kod}, numer telefonu "
            f"do odbioru {tel}.")
    return text, [kod], [nr, tel], "parcel-locker pickup code; tracking and phone numbers are look-alikes"


@case("pl", "faktura-hydraulik-nip")
def _():
    fv = "FV/2025/03/" + rd(3)
    n = nip_pl()
    nip = "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:])
    regon = regon_pl()
    konto = iban_fmt(iban_pl())[2:].strip()
    text = (f"Dosta\u0142em faktur\u0119 od hydraulika: {fv}, NIP {nip}, REGON {regon}, rachunek {konto}. Czy mog\u0119 to "
            f"wrzuci\u0107 w koszty, je\u015bli p\u0142ac\u0119 jako osoba prywatna? Raczej nie, co?")
    return text, [], [fv, nip, regon, konto], "a plumber's invoice number, NIP, REGON and account"


# ----------------------------------------------------------------- Czech
@case("cs", "pojistovna-preplatek")
def _():
    rc = rodne_cislo(pick([True, False]))
    ucet = cz_account() + "/" + pick(["0800", "0100", "0300", "2010", "3030"])
    vs = rnz(10)
    text = (f"Ahoj, pot\u0159ebuju napsat e-mail na zdravotn\u00ed poji\u0161\u0165ovnu, \u017ee mi maj\u00ed vr\u00e1tit "
            f"p\u0159eplatek. Rodn\u00e9 \u010d\u00edslo {rc}, \u010d\u00edslo \u00fa\u010dtu {ucet}. V dopise od nich je "
            f"variabiln\u00ed symbol {vs}, m\u00e1m ho tam taky d\u00e1t?")
    return text, [rc, ucet], [vs], "birth number and own account; the variable symbol is a look-alike"


@case("cs", "zalohova-faktura-kuchyn")
def _():
    ico = ico_cz()
    dic = "CZ" + ico
    ucet = cz_account() + "/" + pick(["0100", "0300", "2010"])
    vs = rnz(10)
    text = (f"Objednal jsem kuchy\u0148skou linku a firma poslala z\u00e1lohovou fakturu: I\u010cO {ico}, DI\u010c {dic}, "
            f"\u00fa\u010det {ucet}, variabiln\u00ed symbol {vs}. Jak pozn\u00e1m, \u017ee to nen\u00ed podvod? Ov\u011b\u0159\u00edm "
            f"to v ARES?")
    return text, [], [ico, dic, ucet, vs], "a company's ICO, DIC, account and variable symbol"


@case("cs", "seznam-heslo-sms")
def _():
    heslo, kod = pw_human("cs"), rd(6)
    text = (f"Seznam mi po\u0159\u00e1d p\u00ed\u0161e, \u017ee m\u00e1m \u0161patn\u00e9 heslo, i kdy\u017e zad\u00e1v\u00e1m "
            f"{heslo}. Te\u010f mi p\u0159i\u0161la SMS: \u201eSeznam.cz: V\u00e1\u0161 ov\u011b\u0159ovac\u00ed k\u00f3d je {kod}.\u201c "
            f"M\u00e1m ho zadat, i kdy\u017e jsem o nic ne\u017e\u00e1dal?")
    return text, [heslo, kod], [], "e-mail password and an SMS verification code"


# ----------------------------------------------------------------- Hungarian
@case("hu", "haziorvos-taj-adoazonosito")
def _():
    taj, ado = taj_hu(), adoaz_hu()
    fogl = rs(UP, 2) + rd(6)
    text = (f"Szia! A h\u00e1ziorvosn\u00e1l online kell regisztr\u00e1lnom, k\u00e9rik a TAJ sz\u00e1mot \u00e9s az "
            f"ad\u00f3azonos\u00edt\u00f3 jelet. TAJ: {taj}, ad\u00f3azonos\u00edt\u00f3: {ado}. Az id\u0151pontfoglal\u00e1s "
            f"azonos\u00edt\u00f3ja {fogl}. Biztons\u00e1gos ezt ott megadni?")
    return text, [taj, ado], [fogl], "TAJ and tax identification number; the booking id is a look-alike"


@case("hu", "webshop-eloreutalas")
def _():
    ad = adoszam_hu()
    a = hu_account()
    sz = "%s-%s-%s" % (a[:8], a[8:16], a[16:])
    rend = "WS" + rd(7)
    text = (f"Rendeltem egy mos\u00f3g\u00e9pet, \u00e9s el\u0151re utal\u00e1ssal kell fizetnem. A webshop adatai: "
            f"ad\u00f3sz\u00e1m {ad}, sz\u00e1mlasz\u00e1m {sz}, k\u00f6zlem\u00e9ny: {rend}. Honnan tudom, hogy "
            f"val\u00f3di c\u00e9g?")
    return text, [], [ad, sz, rend], "a webshop's tax number, account and order reference"


# ----------------------------------------------------------------- Romanian
@case("ro", "alocatie-cnp-iban")
def _():
    cnp = cnp_ro(pick([True, False]))
    ib = iban_fmt(iban_ro())
    nr = rnz(7)
    text = (f"Bun\u0103! Completez cererea pentru aloca\u021bia copilului online. CNP-ul meu: {cnp}, IBAN-ul unde vreau "
            f"banii: {ib}. Am primit \u0219i un num\u0103r de \u00eenregistrare {nr}. C\u00e2t dureaz\u0103 de obicei?")
    return text, [cnp, ib], [nr], "CNP and own IBAN; the registration number is a look-alike"


@case("ro", "proforma-canapea")
def _():
    cui = "RO" + cui_ro()
    ib = iban_fmt(iban_ro())
    awb = "2" + rd(12)
    nr = rd(5)
    text = (f"Am comandat o canapea, iar firma mi-a trimis factura proform\u0103: CUI {cui}, seria MBL nr. {nr}, plata prin "
            f"OP \u00een contul {ib}. Curierul are AWB {awb}. Pot pl\u0103ti cu cardul \u00een loc de transfer?")
    return text, [], [cui, ib, awb], "a company's CUI, account and a courier AWB"


@case("ro", "mama-wifi-pin-pensie")
def _():
    wifi, p = pw_human("ro"), pin(4)
    text = (f"Mama nu \u0219tie s\u0103 se conecteze la wifi. Scrie-i pa\u0219ii simplu: re\u021beaua DIGI-Mihai, parola "
            f"{wifi}. \u0218i s\u0103 nu uite c\u0103 PIN-ul de la cardul de pensie e {p}, dar s\u0103 nu-l spun\u0103 nim\u0103nui "
            f"la telefon.")
    return text, [wifi, p], [], "Wi-Fi password and an entrusted card PIN"


# ----------------------------------------------------------------- Greek
@case("el", "emvolio-amka-afm")
def _():
    amka, afm = amka_gr(), afm_gr()
    prot = rnz(7)
    text = (f"\u039a\u03b1\u03bb\u03b7\u03c3\u03c0\u03ad\u03c1\u03b1! \u03a0\u03c1\u03ad\u03c0\u03b5\u03b9 \u03bd\u03b1 "
            f"\u03ba\u03bb\u03b5\u03af\u03c3\u03c9 \u03c1\u03b1\u03bd\u03c4\u03b5\u03b2\u03bf\u03cd \u03c3\u03c4\u03bf "
            f"\u03bd\u03bf\u03c3\u03bf\u03ba\u03bf\u03bc\u03b5\u03af\u03bf \u03ba\u03b1\u03b9 \u03b6\u03b7\u03c4\u03ac\u03b5\u03b9 "
            f"\u0391\u039c\u039a\u0391. \u039f \u03b4\u03b9\u03ba\u03cc\u03c2 \u03bc\u03bf\u03c5 \u03b5\u03af\u03bd\u03b1\u03b9 "
            f"{amka}, \u03ba\u03b1\u03b9 \u0391\u03a6\u039c {afm} \u03b1\u03bd \u03c7\u03c1\u03b5\u03b9\u03b1\u03c3\u03c4\u03b5\u03af. "
            f"\u039c\u03bf\u03c5 \u03ad\u03b4\u03c9\u03c3\u03b1\u03bd \u03ba\u03b1\u03b9 \u03b1\u03c1\u03b9\u03b8\u03bc\u03cc "
            f"\u03c0\u03c1\u03c9\u03c4\u03bf\u03ba\u03cc\u03bb\u03bb\u03bf\u03c5 {prot}. \u03a4\u03b9 \u03ba\u03ac\u03bd\u03c9 "
            f"\u03bc\u03b5\u03c4\u03ac;")
    return text, [amka, afm], [prot], "AMKA and personal AFM; the protocol number is a look-alike"


@case("el", "logariasmos-rf-kodikos")
def _():
    rf = rf_ref(rd(R.randint(15, 19)))
    rff = chunks(rf, 4)
    afm = afm_gr()
    text = (f"Πήρα λογαριασμό ρεύματος και θέλω να τον πληρώσω από το e-banking. Γράφει κωδικό πληρωμής {rff} "
            f"και ΑΦΜ εταιρείας {afm}. Ποιο από τα δύο βάζω στο πεδίο «Κωδικός ηλεκτρονικής πληρωμής»;")
    return text, [], [rff, afm], "an RF payment reference and a company's AFM"


# ----------------------------------------------------------------- Turkish
@case("tr", "edevlet-giris-tckn")
def _():
    tc, pw = tckn(), pw_human("tr")
    bas = "2025-" + rd(7)
    text = (f"Merhaba, e-Devlet'e giremiyorum. TC kimlik numaram {tc}, şifrem {pw} ama sistem \"hatalı giriş\" diyor. "
            f"PTT'den yeni şifre mi almam lazım? Bir de geçen hafta yaptığım başvurunun numarası {bas}.")
    return text, [tc, pw], [bas], "TC kimlik number and e-Devlet password; the application number is a look-alike"


@case("tr", "trendyol-kargo-takip")
def _():
    sip = rnz(9)
    takip = rnz(12)
    vkn = rnz(10)
    text = (f"Trendyol'dan verdiğim siparişin ({sip}) kargosu 5 gündür hareket etmiyor. Yurtiçi Kargo takip numarası "
            f"{takip}. Satıcının faturasında vergi numarası {vkn} yazıyor. Kime şikayet etmeliyim?")
    return text, [], [sip, takip, vkn], "order, tracking and a seller's tax number"


@case("tr", "annemin-emekli-karti")
def _():
    ib = iban_fmt(iban_tr())
    p = pin(4)
    ref = rnz(11)
    text = (f"Annemin emekli maaşı yatan hesabın IBAN'ı {ib}. Kartının şifresi de {p}, bankamatikten çekim yapmam için "
            f"verdi. Dekonttaki işlem referansı {ref}. Başkasının kartıyla para çekmek sorun olur mu?")
    return text, [ib, p], [ref], "an entrusted IBAN and card PIN; the receipt reference is a look-alike"


# ----------------------------------------------------------------- Russian
@case("ru", "zagranpasport-snils")
def _():
    pas = "%s %s" % (rd(4), rd(6))
    sn = snils_ru()
    zay = rnz(10)
    text = (f"Помоги, пожалуйста, заполнить заявление на загранпаспорт. Паспорт РФ {pas}, СНИЛС {sn}. Госуслуги выдали "
            f"номер заявления {zay}, но статус не меняется уже неделю. Куда писать?")
    return text, [pas, sn], [zay], "passport series and number and SNILS; the application number is a look-alike"


@case("ru", "rekvizity-postavshchika")
def _():
    inn = inn_ru10()
    kpp = inn[:4] + "01001"
    ogrn = ogrn_ru(inn)
    rs_ = "40702810" + rd(12)
    text = (f"Бухгалтер прислал реквизиты нового поставщика, проверь, всё ли на месте для платёжки: ООО «Вектор-Снаб», "
            f"ИНН {inn}, КПП {kpp}, ОГРН {ogrn}, р/с {rs_} в ПАО Сбербанк, БИК 044525225, к/с 30101810400000000225.")
    return text, [], [inn, kpp, ogrn, rs_, "044525225", "30101810400000000225"], "a supplier's company details and its bank's public codes"


@case("ru", "ozon-karta-mir-kod")
def _():
    cn = card_fmt(card("mir"))
    ex, cvc, code = expiry(), rd(3), rd(6)
    zak = "%s-%s" % (rnz(8), rd(4))
    text = (f"Оплачиваю заказ {zak} на Озоне, карта Мир {cn}, срок {ex}, CVC {cvc}. Пришла смс «Код подтверждения: {code}. "
            f"Никому не сообщайте», а страница висит. Списались ли деньги?")
    return text, [cn, ex, cvc, code], [zak], "card details and an SMS code; the order number is a look-alike"


@case("ru", "gosuslugi-parol-dve-chasti")
def _():
    pw = pw_random(16)
    a, b = pw[:8], pw[8:]
    text = J(f"Запомни, пожалуйста, пароль от Госуслуг, только я разобью на две части, так спокойнее. Первая часть: {a}",
             f"Вторая: {b} (вместе без пробела)")
    return text, [a, b], [], "two messages: a password sent in two halves"


# ----------------------------------------------------------------- Ukrainian
@case("uk", "subsydiia-rnokpp-iban")
def _():
    r = rnokpp_ua()
    ib = iban_fmt(iban_ua())
    dog = "%s/%s" % (rd(3), rd(2))
    text = (f"Привіт! Заповнюю заяву на субсидію через Дію. РНОКПП (ІПН) у мене {r}, рахунок для виплат {ib}. "
            f"У договорі з ОСББ номер {dog}, його теж треба вказувати?")
    return text, [r, ib], [dog], "tax number and own IBAN; the contract number is a look-alike"


@case("uk", "nova-poshta-ttn")
def _():
    zam = rnz(9)
    ttn = "20450" + rd(9)
    edr = rnz(8)
    text = (f"Замовив на Розетці ноутбук, номер замовлення {zam}. Прийшла ТТН Нової Пошти {ttn}, але на сайті пише "
            f"«Відправлення не знайдено». У накладній продавець ТОВ «Техноліга», ЄДРПОУ {edr}. Що робити?")
    return text, [], [zam, ttn, edr], "order, waybill and a company's EDRPOU"


@case("uk", "zapyska-babusi-domofon")
def _():
    kod, wifi = pin(4), pw_human("uk")
    text = (f"Напиши коротку записку для бабусі, яка приїде в суботу: код домофона {kod}, квартира сорок сьома, Wi-Fi "
            f"«Kyivstar_Home», пароль {wifi}. Ключі в сусідки з квартири навпроти.")
    return text, [kod, wifi], [], "intercom door code and Wi-Fi password"


# ----------------------------------------------------------------- Chinese
@case("zh", "taobao-tuikuan-shenfenzheng")
def _():
    sfz = cn_id(pick([True, False]))
    dd = "2" + rd(18)
    text = (f"帮我看看这个退款为什么一直没到账。订单号 {dd}，淘宝上显示“退款成功”，但是银行卡里没有。客服让我提供身份证号"
            f"核实身份，我的身份证号是 {sfz}，这样发给客服安全吗？")
    return text, [sfz], [dd], "resident ID number; the order number is a look-alike"


@case("zh", "zhifubao-yinhangka-mima")
def _():
    cn = card_fmt(card("unionpay"))
    zf = pin(6)
    ls = "2025" + rd(24)
    text = (f"我的支付宝一直提示“银行卡信息有误”。绑定的是农行卡 {cn}，支付密码是 {zf}，我确定没输错。交易流水号是 {ls}，"
            f"能帮我分析一下吗？")
    return text, [cn, zf], [ls], "bank card number and payment password; the transaction serial is a look-alike"


@case("zh", "dianzi-fapiao-chayan")
def _():
    fp = "25" + rd(18)
    uscc = uscc_cn()
    sf = "SF" + rd(13)
    text = (f"公司报销需要核对一张电子发票：发票号码 {fp}，销售方统一社会信用代码 {uscc}，随货寄来的顺丰单号 {sf}。"
            f"怎么在国家税务总局的平台上查验真伪？")
    return text, [], [fp, uscc, sf], "invoice number, a seller's credit code and an SF tracking number"


@case("zh", "weixin-yanzhengma-wifi")
def _():
    code, wifi = rd(6), pw_human("zh")
    text = (f"刚收到这条短信：“【微信】验证码 {code}，用于登录微信，五分钟内有效。如非本人操作，请忽略。”我没有登录啊，"
            f"是不是有人在盗号？顺便帮我记一下家里WiFi密码：{wifi}，老是忘。")
    return text, [code, wifi], [], "SMS login code and Wi-Fi password"


# ----------------------------------------------------------------- Japanese
@case("ja", "nenmatsu-chosei-mynumber")
def _():
    mn = chunks(mynumber_jp(), 4)
    uke = rnz(8)
    text = (f"年末調整の書類にマイナンバーを書く欄があるのですが、会社の人事にメールで送っても大丈夫でしょうか。"
            f"私の番号は {mn} です。人事から届いたメールには受付番号 {uke} と書いてあります。")
    return text, [mn], [uke], "My Number; the receipt number is a look-alike"


@case("ja", "mercari-koza-anshobango")
def _():
    br, kz, p = rd(3), rd(7), pin(4)
    text = (f"メルカリの売上金を振り込むために口座を登録したいです。三井住友銀行 渋谷支店（店番 {br}）普通 {kz}。"
            f"あと、ATMの暗証番号 {p} も入力してと言われたのですが、これって本当に必要ですか？")
    return text, [kz, p], [br], "account number and ATM PIN; the branch number is a look-alike"


@case("ja", "invoice-touroku-bangou")
def _():
    t = "T" + houjin_jp()
    ordn = "%s-%s-%s" % (pick(["249", "250", "503"]), rd(7), rd(7))
    ym = "%s-%s-%s" % (rnz(4), rd(4), rd(4))
    text = (f"取引先からの請求書に登録番号 {t} と書いてあります。国税庁のサイトで確認する方法を教えてください。"
            f"あと、注文番号 {ordn} の荷物のヤマトの伝票番号 {ym} が反映されないのですが、どれくらい待てばいいですか？")
    return text, [], [t, ordn, ym], "invoice registration number, order number and tracking number"


@case("ja", "jikka-wifi-teisei")
def _():
    pw1 = rs(LO + DIG, 8)
    pw2 = rs(LO + DIG, 13)
    text = J(f"実家のWi-Fiのパスワード、メモしておいてください。{pw1}",
             f"すみません、さっきのはルーターの管理画面のパスワードでした。Wi-Fiの暗号化キーは {pw2} です。")
    return text, [pw1, pw2], [], "two messages: router admin password, then the Wi-Fi key"


# ----------------------------------------------------------------- Korean
@case("ko", "junggonara-jumin-gyejwa")
def _():
    rrn = rrn_kr(pick([True, False]))
    acct = "110-%s-%s" % (rd(3), rd(6))
    ordn = rnz(10)
    text = (f"중고나라에서 노트북을 팔았는데 구매자가 안전거래 한다고 주민등록번호랑 계좌번호를 달라고 해요. "
            f"주민번호 {rrn}, 신한은행 {acct}. 주문번호는 {ordn}라고 하는데, 이거 사기 아닌가요?")
    return text, [rrn, acct], [ordn], "resident registration number and account; the order number is a look-alike"


@case("ko", "coupang-banpum-saeopja")
def _():
    brn = brn_kr()
    wb = rnz(12)
    cs = "1588-%s" % rd(4)
    text = (f"쿠팡에서 산 물건 반품하려는데 판매자 정보에 사업자등록번호 {brn}, 반품 운송장 번호 {wb}, 고객센터 {cs}라고 "
            f"나와 있어요. 반품비 5,000원을 따로 보내야 하나요?")
    return text, [], [brn, wb, cs], "a seller's business number, a waybill and a call-centre number"


@case("ko", "hometax-injeungseo-otp")
def _():
    cpw = pw_random(10)
    otp = rd(6)
    text = (f"연말정산 때문에 홈택스에 공동인증서로 로그인하려는데 계속 비밀번호 오류가 떠요. 인증서 비밀번호는 {cpw} 이고, "
            f"방금 OTP {otp} 입력했는데도 안 돼요. 다섯 번 틀리면 잠기나요?")
    return text, [cpw, otp], [], "certificate password and OTP"


# ----------------------------------------------------------------- Arabic
@case("ar", "emiratesnbd-hawiya-iban")
def _():
    eid = emirates_id()
    ib = iban_fmt(iban_ae())
    req = rnz(8).translate(AR_DIG)
    text = (f"مرحبا، أريد تقديم طلب بطاقة ائتمان من البنك. رقم الهوية الإماراتية {eid} ورقم الآيبان الخاص بحسابي {ib}. "
            f"أعطوني رقم طلب {req}، متى يتم الرد عادة؟")
    return text, [eid, ib], [req], "Emirates ID and own IBAN; the request number (Arabic-Indic digits) is a look-alike"


@case("ar", "fatura-dariba-mukayyif")
def _():
    vat = "3" + rd(13) + "3"
    inv = "INV-" + rd(6)
    ordn = rnz(9)
    text = (f"اشتريت جهاز تكييف من متجر إلكتروني، وفي الفاتورة الضريبية الرقم الضريبي {vat} ورقم الفاتورة {inv}. "
            f"كيف أتأكد أن الفاتورة مسجلة في منصة فاتورة التابعة لهيئة الزكاة والضريبة والجمارك؟ رقم الطلب {ordn}.")
    return text, [], [vat, inv, ordn], "a shop's VAT number, invoice and order numbers"


@case("ar", "eg-wifi-instapay-code")
def _():
    wifi, otp = pw_human("ar"), rd(6)
    text = (f"باسورد الواي فاي الجديد {wifi} سجله عندك عشان بنساه. وكمان جالي رسالة من إنستاباي فيها كود {otp}، "
            f"وواحد كلمني قال إنه من البنك وعايز الكود ده، أديهوله؟")
    return text, [wifi, otp], [], "Wi-Fi password and a payment-app code (Egyptian dialect)"


# ----------------------------------------------------------------- Persian
@case("fa", "vam-ezdevaj-melli-kart")
def _():
    melli = melli_ir().translate(FA_DIG)
    cn = card_fmt(card("shetab"), "-")
    cvv = rd(4)
    pg = rnz(8)
    text = (f"سلام، می‌خواهم برای ثبت‌نام وام ازدواج اطلاعاتم را وارد کنم. کد ملی {melli}، شماره کارت {cn}، CVV2 {cvv}. "
            f"سایت بعد از پرداخت کارمزد یک شماره پیگیری {pg} داد ولی پیامکی نیامد. مشکل از کجاست؟")
    return text, [melli, cn, cvv], [pg], "national code in Persian digits, card number and CVV2; the tracking number is a look-alike"


@case("fa", "kheyrie-sheba")
def _():
    sheba = iban_fmt(iban_ir())
    shenase = rnz(12)
    tel = "021-" + rnz(8)
    text = (f"می‌خواهم به یک موسسه خیریه کمک کنم. شماره شبای اعلام‌شده در سایتشان {sheba} است و نوشته‌اند شناسه واریز "
            f"{shenase} را حتماً وارد کنید. شماره تماس دفترشان هم {tel} است. به نظرت معتبر است؟")
    return text, [], [sheba, shenase, tel], "a charity's IBAN, deposit id and phone number"


@case("fa", "ramz-wifi-gmail-pedar")
def _():
    wifi, gpw = pw_human("fa"), pw_human("fa", 2)
    text = (f"رمز وای‌فای خانه را عوض کردم، جدیدش {wifi} است. رمز جیمیل پدرم هم {gpw} است؛ می‌خواهم تأیید دومرحله‌ای "
            f"را برایش فعال کنم، چطوری؟")
    return text, [wifi, gpw], [], "Wi-Fi password and an entrusted e-mail password"


# ----------------------------------------------------------------- Hebrew
@case("he", "tofes-101-teudat-zehut")
def _():
    tz = tz_il()
    snif = str(R.randint(100, 799))
    heshbon = rnz(6)
    text = (f"היי, אני ממלא טופס 101 בעבודה החדשה. מספר תעודת זהות {tz}, בנק הפועלים סניף {snif}, מספר חשבון {heshbon}. "
            f"צריך לצרף גם צילום צ'ק?")
    return text, [tz, heshbon], [snif], "Israeli ID and account; the branch number is a look-alike"


@case("he", "hazmana-mita-hp")
def _():
    d = "51" + rd(6)
    for c in DIG:
        s = d + c
        if sum((lambda v: v - 9 if v > 9 else v)(int(ch) * (1 if i % 2 == 0 else 2)) for i, ch in enumerate(s)) % 10 == 0:
            hp = s
            break
    ordn = rnz(7)
    trk = s10("RR", "IL")
    text = (f"הזמנתי מיטה מאתר שלא הכרתי. בחשבונית כתוב ח.פ. {hp}, מספר הזמנה {ordn}, ומספר המשלוח {trk}. איך בודקים "
            f"ברשם החברות שהחברה באמת קיימת?")
    return text, [], [hp, ordn, trk], "a company number, order number and tracking number"


@case("he", "shomer-kelev-shaar-azaka")
def _():
    gate, alarm = pin(4), pin(4)
    text = (f"תכתוב הודעה קצרה לאחי שמגיע לשמור על הכלב: הקוד לשער החניה הוא {gate}, והקוד לאזעקה {alarm}. אם האזעקה "
            f"מצפצפת יש לו חצי דקה לכבות.")
    return text, [gate, alarm], [], "parking gate and alarm codes"


# ----------------------------------------------------------------- Hindi
@case("hi", "kyc-aadhaar-pan")
def _():
    aad = aadhaar()
    pan = pan_in(pick("SKMRP"))
    ref = "KYC" + rd(9)
    text = (f"नमस्ते, मुझे बैंक में KYC अपडेट करना है। मेरा आधार नंबर {aad} है और PAN {pan} है। बैंक वालों ने रेफरेंस "
            f"नंबर {ref} दिया है। क्या ये जानकारी WhatsApp पर भेजना सुरक्षित है?")
    return text, [aad, pan], [ref], "Aadhaar and PAN; the reference number is a look-alike"


@case("hi", "dukandar-gstin-bill")
def _():
    g = gstin(pick(["07", "27", "29", "09", "24"]), rs(UP, 3) + pick("CF") + rs(UP, 1) + rd(4) + rs(UP, 1))
    ifsc = "SBIN0" + rd(6)
    inv = "GST/24-25/" + rd(4)
    text = (f"दुकानदार ने बिल दिया है जिसमें GSTIN {g} लिखा है, और पेमेंट के लिए IFSC {ifsc} वाला खाता दिया है। इनवॉइस "
            f"नंबर {inv} है। GSTIN असली है या नहीं, कैसे चेक करूँ?")
    return text, [], [g, ifsc, inv], "a shop's GSTIN, an IFSC and an invoice number"


@case("hi", "papa-bhim-upi-atm")
def _():
    acct = rnz(14)
    ifsc = "HDFC0" + rd(6)
    upi = pin(4)
    while True:
        atm = pin(4)
        if atm != upi:
            break
    text = (f"पापा का फोन खराब हो गया है, नए फोन में BHIM सेट करना है। उनका खाता नंबर {acct}, IFSC {ifsc}, UPI PIN {upi} "
            f"और ATM पिन {atm} है। पहले क्या करना होगा?")
    return text, [acct, upi, atm], [ifsc], "entrusted account, UPI PIN and ATM PIN; the IFSC is a look-alike"


# ----------------------------------------------------------------- Vietnamese
@case("vi", "mo-tai-khoan-chung-khoan")
def _():
    cccd = cccd_vn(pick([True, False]))
    stk = "10" + rd(11)
    ma = "HS" + rd(8)
    text = (f"Chào bạn, mình cần điền form mở tài khoản chứng khoán. Số CCCD của mình là {cccd}, số tài khoản Vietcombank "
            f"{stk}. Bên công ty chứng khoán gửi mã hồ sơ {ma}, mình có cần gửi kèm ảnh CCCD không?")
    return text, [cccd, stk], [ma], "citizen ID and account; the file code is a look-alike"


@case("vi", "shopee-ma-so-thue")
def _():
    ma = "25" + rd(4) + rs(UP + DIG, 8)
    vd = "SPXVN" + rd(12)
    mst = "0" + rnz(9)
    text = (f"Mình đặt một cái máy lọc nước trên Shopee, mã đơn {ma}, mã vận đơn {vd}. Hóa đơn điện tử ghi mã số thuế người "
            f"bán {mst}. Làm sao tra cứu xem công ty này có thật không?")
    return text, [], [ma, vd, mst], "order code, waybill and a seller's tax code"


@case("vi", "otp-ngan-hang-wifi")
def _():
    otp, wifi = rd(6), pw_human("vi")
    text = (f"Ngân hàng vừa nhắn: \"Ma OTP cua quy khach la {otp}, hieu luc trong 3 phut. Tuyet doi khong cung cap cho bat "
            f"ky ai.\" Mình không có giao dịch nào cả. À, nhân tiện ghi nhớ giúp mình mật khẩu wifi nhà mới: {wifi}")
    return text, [otp, wifi], [], "bank OTP and Wi-Fi password"


# ----------------------------------------------------------------- Thai
@case("th", "app-ngoen-gu-bat-prachachon")
def _():
    tid = thai_id()
    a = rd(10)
    acct = "%s-%s-%s-%s" % (a[:3], a[3], a[4:9], a[9])
    trk = s10("EF", "TH")
    text = (f"สวัสดีครับ ผมจะสมัครแอปเงินกู้ เขาขอเลขบัตรประชาชน {tid} กับเลขบัญชีกสิกร {acct} ครับ แล้วบอกว่าจะส่ง"
            f"สัญญามาทางไปรษณีย์ เลขพัสดุ {trk} ปลอดภัยไหมครับ")
    return text, [tid, acct], [trk], "Thai ID and bank account; the tracking number is a look-alike"


@case("th", "bai-kamkab-phasi")
def _():
    tax = thai_tax_company()
    inv = "INV" + rd(8)
    trk = "TH" + rd(10) + pick("ABCD")
    text = (f"ช่วยดูใบกำกับภาษีเต็มรูปให้หน่อยค่ะ มีเลขประจำตัวผู้เสียภาษีของร้าน {tax} เลขที่ใบกำกับ {inv} และเลขพัสดุ "
            f"Flash {trk} ต้องมีอะไรครบบ้างถึงจะใช้ลดหย่อนภาษีได้คะ")
    return text, [], [tax, inv, trk], "a shop's tax id, invoice number and tracking number"


# ----------------------------------------------------------------- Indonesian
@case("id", "jual-motor-nik-rekening")
def _():
    nik = nik_id(pick([True, False]))
    rek = rnz(10)
    inv = "INV/2025%02d%02d/MPL/%s" % (R.randint(1, 3), R.randint(1, 28), rnz(10))
    text = (f"Kak, saya mau jual motor lewat OLX dan pembelinya minta NIK sama nomor rekening buat transfer DP. NIK saya "
            f"{nik}, rekening BCA {rek}. Dia juga kirim nomor pesanan {inv}. Aman nggak ya?")
    return text, [nik, rek], [inv], "NIK and account; the order number is a look-alike"


@case("id", "faktur-npwp-resi-booking")
def _():
    n = rd(15)
    npwp = "%s.%s.%s.%s-%s.%s" % (n[:2], n[2:5], n[5:8], n[8], n[9:12], n[12:])
    resi = "CGK" + rd(13)
    kb = pnr()
    text = (f"Saya dapat faktur pajak dari vendor dengan NPWP {npwp}. Barangnya dikirim pakai JNE, nomor resi {resi}. "
            f"Sekalian, kode booking pesawat saya ke Bali {kb}, check-in online bisa mulai kapan ya?")
    return text, [], [npwp, resi, kb], "a vendor's NPWP, a waybill and a booking code"


@case("id", "penipuan-gopay-otp-pin")
def _():
    otp = rd(6)
    while True:
        p = pin(6)
        if p != otp:
            break
    text = (f"Tadi ada yang telepon ngaku dari GoPay, minta kode OTP yang masuk ke HP saya: {otp}. Saya udah kasih, terus dia "
            f"minta PIN GoPay juga, {p}. Saya harus ngapain sekarang??")
    return text, [otp, p], [], "OTP and wallet PIN given to a scammer"


# ----------------------------------------------------------------- Tagalog
@case("tl", "gcash-mpin-sss")
def _():
    ref = rnz(13)
    mpin = pin(4)
    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1))
    text = (f"Pa-help naman po. Nag-send ako ng P1,500 sa GCash ng kapatid ko pero hindi pa daw pumapasok. Ref No. {ref} "
            f"sa resibo. Yung MPIN ko ay {mpin}, baka kailangan para ma-check? Tapos yung SSS number ko {sss} kung kailangan "
            f"din sa loan.")
    return text, [mpin, sss], [ref], "MPIN and SSS number; the receipt Ref No. is a look-alike"


@case("tl", "meralco-resibo-ref")
def _():
    ref = rnz(12)
    tin = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    jt = "7" + rd(11)
    text = (f"Nagbayad ako ng kuryente sa BPI app, ito yung nasa resibo: Ref No. {ref}, TIN ng biller {tin}. Tapos may "
            f"parcel ako sa J&T, tracking {jt}. Bakit hindi pa reflected yung bayad ko?")
    return text, [], [ref, tin, jt], "receipt Ref No., a biller's TIN and a tracking number"


# ----------------------------------------------------------------- Swahili
@case("sw", "mpesa-till-pesa-haijafika")
def _():
    code = mpesa_code()
    till = rnz(7)
    p = pin(4)
    text = (f"Nililipa dukani kwa Till Number {till} lakini mwenye duka anasema pesa haijafika. Huu ndio ujumbe niliopata:\n\n"
            f"\"{code} Confirmed. Ksh2,350.00 paid to MAMA MBOGA STORES. on 4/3/25 at 7:42 PM. New M-PESA balance is "
            f"Ksh1,120.50. Transaction cost, Ksh0.00.\"\n\nNilikosea wapi? PIN yangu ya M-Pesa ni {p} kama unahitaji kuangalia.")
    return text, [code, p], [till], "M-Pesa transaction code and PIN; the till number is a look-alike"


@case("sw", "bili-ya-maji-paybill")
def _():
    pb = rnz(6)
    inv = "INV" + rd(8)
    tel = "0" + pick(["709", "711", "722"]) + " " + rd(3) + " " + rd(3)
    text = (f"Nataka kulipia bili ya maji kupitia M-Pesa. Paybill ni {pb}, na kwenye bili kuna namba ya ankara {inv}. "
            f"Huduma kwa wateja ni {tel}. Nikiweka namba ya ankara mahali pa akaunti, pesa zitapotea?")
    return text, [], [pb, inv, tel], "a paybill number, invoice number and support phone"


@case("sw", "ecitizen-kitambulisho-kra")
def _():
    idn = rnz(8)
    kra = "A" + rd(9) + pick(UP)
    ref = rs(UP, 4) + rd(6)
    text = (f"Habari, nataka kujisajili kwenye eCitizen kupata cheti cha tabia njema. Namba ya kitambulisho ni {idn} na KRA "
            f"PIN yangu ni {kra}. Baada ya kulipa walinipa namba ya kumbukumbu {ref}. Inachukua muda gani?")
    return text, [idn, kra], [ref], "national ID and KRA PIN; the payment reference is a look-alike"


# =============================================================================================
# Self-tests of the check-digit code on published example values
# =============================================================================================
def self_tests():
    ok = []
    ok.append(luhn_ok("4242424242424242") and luhn_ok("378282246310005") and not luhn_ok("4242424242424241"))
    ok.append(iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000"))
    ok.append(verhoeff_fill("236") == "2363" and verhoeff_ok("2363"))
    ok.append(aba_ok("021000021") and aba_ok("026009593") and aba_ok("121000248"))
    ok.append(iso7064_11_10("8609574271") == 9)
    ok.append(DNI_L[12345678 % 23] == "Z")
    ok.append(cf_check("RSSMRA85T10A562") == "S")
    # ups example 1Z999AA10123456784
    body = "999AA1012345678"
    t = sum((int(ch) if ch.isdigit() else (ord(ch) - 63) % 10) * (2 if i % 2 == 1 else 1) for i, ch in enumerate(body))
    ok.append((10 - t % 10) % 10 == 4)
    ok.append(ean_fill("978030640615") == "9780306406157")
    d = [1, 1, 1, 4, 4, 4, 7, 7, 7]
    for n in (10, 11):
        r = (sum(v * (n - i) for i, v in enumerate(d)) * 10) % 11
        d.append(0 if r == 10 else r)
    ok.append(d[-2:] == [3, 5])
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    ok.append((10 - sum(int(c) * w[i] for i, c in enumerate("4405140135")) % 10) % 10 == 9)
    ok.append(sum(int(c) * (9 - i) for i, c in enumerate("11122233")) % 11 == 3)
    w7 = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    ok.append("10X98765432"[sum(int(c) * w7[i] for i, c in enumerate("11010519491231002")) % 11] == "X")
    ok.append(luhn_ok("046454286"))
    ok.append(sum(int(c) * w for c, w in zip("123456782", [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0)
    ds = [int(c) for c in "51824753556"]
    ds[0] -= 1
    ok.append(sum(v * w for v, w in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0)
    ok.append(luhn_fill("80840123456789")[-1] == "3")
    ok.append(rf_ref("539007547034") == "RF18539007547034")
    ok.append(sum(int(x) * 2 ** (8 - i) for i, x in enumerate("09000004")) % 11 % 10 == 5)
    w2 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    ok.append(sum(int(c) * w2[i] for i, c in enumerate("5001007322")) % 11 % 10 == 5)
    ok.append(sum(int(c) * w for c, w in zip("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == 3)
    ok.append(int("102770013219") % 11 % 10 == 5)
    s = sum(int(x) * (9 - i) for i, x in enumerate("112233445"))
    ok.append(s % 101 == 95)
    ok.append(b58check(bytes(21)) == "1111111111111111111114oLvT2")
    if not all(ok):
        raise SystemExit("self-test failed: %s" % [i for i, v in enumerate(ok) if not v])


# =============================================================================================
# Validation and output
# =============================================================================================
LANGS = set("en zh ja ko ar fa he hi ru uk pl cs de fr es pt it nl sv da no fi hu ro el tr vi th id tl sw".split())
HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\U00010000-\U0010ffff]")
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$" % PREFIX)


def occurrences(text, v):
    res, i = [], text.find(v)
    while i != -1:
        res.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return res


def _alpha(ch):
    return ch.isascii() and ch.isalpha()


def _alnum(ch):
    return ch.isascii() and ch.isalnum()


def check_case(c):
    errs = []
    t = c["text"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c.get(k), str) or not c[k]:
            errs.append("%s missing" % k)
    if errs:
        return errs
    if not ID_RE.match(c["id"]):
        errs.append("bad id")
    if c["lang"] not in LANGS:
        errs.append("bad lang")
    for k in ("secrets", "lookalikes"):
        if not isinstance(c.get(k), list) or not all(isinstance(v, str) for v in c[k]):
            errs.append("%s not a list of strings" % k)
            return errs
    for field in [t, c["note"], c["id"]] + c["secrets"] + c["lookalikes"]:
        if HOSTILE.search(field.replace("\n", "")) or "\r" in field:
            errs.append("YAML-hostile character in %r" % field[:40])
    if t.startswith("---") or t.endswith("---") or "\n---\n\n---\n" in t:
        errs.append("bad message separators")
    allv = c["secrets"] + c["lookalikes"]
    if len(set(allv)) != len(allv):
        errs.append("duplicate listed value")
    spans = {}
    for v in allv:
        if not v or v != v.strip():
            errs.append("empty or padded value %r" % v)
            continue
        if "\n---\n" in v:
            errs.append("value spans messages")
        occ = occurrences(t, v)
        spans[v] = occ
        if not occ:
            errs.append("not a substring: %r" % v)
        if len(v) <= 6 and len(occ) != 1:
            errs.append("short value %r occurs %d times" % (v, len(occ)))
        for a, b in occ:
            before = t[a - 1] if a > 0 else ""
            after = t[b] if b < len(t) else ""
            if v[0].isdigit() and before.isdigit():
                errs.append("number %r embedded (before)" % v)
            if v[-1].isdigit() and after.isdigit():
                errs.append("number %r embedded (after)" % v)
            if _alpha(v[0]) and _alnum(before):
                errs.append("value %r glued to preceding text" % v)
            if _alpha(v[-1]) and _alnum(after):
                errs.append("value %r glued to following text" % v)
    sec = [(v, s) for v in c["secrets"] for s in spans.get(v, [])]
    lk = [(v, s) for v in c["lookalikes"] for s in spans.get(v, [])]
    for v1, (a1, b1) in sec:
        for v2, (a2, b2) in lk:
            if a1 < b2 and a2 < b1:
                errs.append("secret %r overlaps look-alike %r" % (v1[:30], v2[:30]))
    for i, (v1, (a1, b1)) in enumerate(sec):
        for v2, (a2, b2) in sec[i + 1:]:
            if v1 != v2 and a1 < b2 and a2 < b1:
                errs.append("secrets %r and %r overlap" % (v1[:30], v2[:30]))
    return errs


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
    cases, problems = [], []
    for n, (lang, slug, f) in enumerate(BUILDERS, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        last = None
        for attempt in range(200):
            text, secrets, looks, note = f()
            c = {"id": cid, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}
            last = check_case(c)
            if not last:
                break
        if last:
            problems.append("%s: %s" % (cid, "; ".join(last)))
        cases.append(c)
    return cases, problems


def main():
    if len(sys.argv) != 2 or not sys.argv[1].endswith(".yaml"):
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    self_tests()
    cases, problems = build()
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    slugs = [i.split("-", 2)[2] for i in ids]
    if len(set(slugs)) != len(slugs):
        problems.append("duplicate slugs")
    for c in cases:
        for e in check_case(c):
            problems.append("%s: %s" % (c["id"], e))
    if problems:
        for p in sorted(set(problems)):
            print("PROBLEM", p, file=sys.stderr)
        return 1
    y = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(y)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
