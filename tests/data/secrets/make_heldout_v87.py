#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v87 for a secrets filter.

Usage: python3 make_heldout_v87.py heldout_v87.yaml

Standard library only. Every value is drawn from random.Random(87); check digits are
computed where the format has a public algorithm (see README.txt). The script validates
every case before writing and exits 1 on any problem.
"""
import sys, json, random, re, string, base64, unicodedata

NAME = "heldout_v87"
SEED = 87
PREFIX = "H87"
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
B32 = UP + "234567"


# ----------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def dstr(n):
    return rs(DIG, n)


def dnz(n):
    return rng.choice("123456789") + dstr(n - 1)


def pick(seq):
    return rng.choice(seq)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(rng.randrange(256) for _ in range(n))


def uuid4():
    h = "%032x" % rng.getrandbits(128)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "-".join([h[:8], h[8:12], h[12:16], h[16:20], h[20:]])


def sha40():
    return rs(HEX, 40)


def sha64():
    return rs(HEX, 64)


# ----------------------------------------------------------------- check digits
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
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_num(prefix, length):
    p = prefix + dstr(length - 1 - len(prefix))
    return p + luhn_digit(p)


def card(kind):
    if kind == "visa":
        return luhn_num("4", 16)
    if kind == "mc":
        return luhn_num(pick(["51", "52", "53", "54", "55", "2221", "2720"]), 16)
    if kind == "amex":
        return luhn_num(pick(["34", "37"]), 15)
    if kind == "mir":
        return luhn_num(pick(["2200", "2202", "2204"]), 16)
    if kind == "unionpay":
        return luhn_num(pick(["622848", "621700", "622202"]), 19 if rng.random() < 0.5 else 16)
    if kind == "troy":
        return luhn_num("9792", 16)
    if kind == "rupay":
        return luhn_num(pick(["6070", "6521", "8172"]), 16)
    if kind == "jcb":
        return luhn_num("35" + pick(["28", "40", "89"]), 16)
    if kind == "mono":
        return luhn_num(pick(["537541", "444111"]), 16)
    if kind == "ir":
        return luhn_num(pick(["603799", "610433", "589210", "627353"]), 16)
    if kind == "vn":
        return luhn_num(pick(["970436", "970415", "970422"]), 16)
    if kind == "th":
        return luhn_num(pick(["4" + dstr(5), "5" + pick("12345") + dstr(4)]), 16)
    raise ValueError(kind)


def fmt_card(n):
    if len(n) == 15:
        return grp(n, [4, 6, 5])
    if len(n) == 19:
        return grp(n, [4, 4, 4, 4, 3])
    return grp4(n)


def expiry(sep="/"):
    return "%02d%s%02d" % (rng.randint(1, 12), sep, rng.randint(27, 32))


def cvc(n=3):
    return dstr(n)


def iban_check(cc, bban):
    s = bban + cc + "00"
    n = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(n) % 97)


def iban_ok(x):
    x = x.replace(" ", "")
    s = x[4:] + x[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def mk_iban(cc, bban):
    return cc + iban_check(cc, bban) + bban


def bban(cc):
    """Domestic part of an IBAN, with national check digits where they are public."""
    if cc == "DE":
        return pick(["50010517", "12030000", "20041133", "70150000", "10050000", "43060967", "86055592"]) + dstr(10)
    if cc == "FR":
        bank = pick(["30004", "30003", "20041", "10278", "30002", "16958"])
        guichet, acct = dstr(5), dstr(11)
        key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
        return bank + guichet + acct + "%02d" % key
    if cc == "ES":
        bank, branch, acct = pick(["2100", "0049", "0182", "0081", "2085", "1465"]), dstr(4), dstr(10)
        return bank + branch + str(es_dc("00" + bank + branch)) + str(es_dc(acct)) + acct
    if cc == "IT":
        abi, cab, conto = pick(["03069", "02008", "05034", "03062", "08327"]), dnz(5), "0000" + dstr(8)
        return it_cin(abi + cab + conto) + abi + cab + conto
    if cc == "NL":
        while True:
            acct = dstr(9)
            s = sum(int(d) * (10 - i) for i, d in enumerate(acct))
            last = (-s) % 11
            if last < 10:
                return pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "BUNQ", "KNAB"]) + acct + str(last)
    if cc == "PL":
        bank = pick(["1020", "1140", "1050", "1240", "1090", "1160"]) + dstr(3)
        w = [3, 9, 7, 1, 3, 9, 7]
        c = (10 - sum(int(d) * w[i] for i, d in enumerate(bank)) % 10) % 10
        return bank + str(c) + dstr(16)
    if cc == "CZ":
        return pick(["0800", "0100", "0300", "2010", "3030", "0600", "5500"]) + "000000" + cz_acct()
    if cc == "HU":
        return hu_acct().replace("-", "")
    if cc == "RO":
        return pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "CECE"]) + rs(UP + DIG, 4) + dstr(12)
    if cc == "SE":
        return pick(["500", "800", "600", "300", "950"]) + dstr(17)
    if cc == "DK":
        return pick(["3409", "2191", "9570", "5301", "1551"]) + dstr(10)
    if cc == "NO":
        return no_acct()
    if cc == "FI":
        p = pick(["1", "5", "8", "4", "3"]) + dstr(12)
        return p + luhn_digit(p)
    if cc == "GB":
        return pick(["BARC", "LOYD", "HBUK", "NWBK", "MIDL", "MONZ"]) + dstr(6) + dstr(8)
    if cc == "TR":
        return pick(["00062", "00010", "00046", "00064", "00067", "00111"]) + "0" + dstr(16)
    if cc == "GR":
        return pick(["011", "017", "026", "014"]) + dstr(4) + dstr(16)
    if cc == "PT":
        b = pick(["0035", "0033", "0007", "0010", "0036"]) + dstr(4) + dstr(11)
        return b + "%02d" % (98 - int(b + "00") % 97)
    if cc == "SA":
        return pick(["80", "10", "45", "20", "05"]) + "000" + dstr(15)
    if cc == "AE":
        return pick(["033", "035", "026", "030", "040"]) + dstr(16)
    if cc == "IL":
        return pick(["012", "010", "011", "020"]) + dstr(3) + "0000000" + dstr(6)
    if cc == "UA":
        return pick(["305299", "322001", "300528", "320478"]) + "00000" + pick(["2620", "2625"]) + dstr(10)
    if cc == "IR":
        return "0" + pick(["17", "12", "54", "62", "57", "19"]) + "0000000" + dstr(12)
    raise ValueError(cc)


def iban(cc):
    return mk_iban(cc, bban(cc))


def es_dc(d10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    s = sum(int(d) * w[i] for i, d in enumerate(d10))
    r = 11 - s % 11
    return {11: 0, 10: 1}.get(r, r)


_ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    _ODD[chr(65 + _i)] = _v
    if _i < 10:
        _ODD[str(_i)] = _v


def _even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def it_cin(s22):
    t = 0
    for i, ch in enumerate(s22):
        t += _ODD[ch] if i % 2 == 0 else _even(ch)
    return chr(65 + t % 26)


def cz_acct():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        p = pick(["0", "00", "000"]) + dnz(9)
        p = p[-9:]
        s = sum(int(d) * w[i] for i, d in enumerate(p))
        last = (-s) % 11
        if last < 10:
            return p + str(last)


def hu_acct():
    def chk(ds):
        w = [9, 7, 3, 1]
        return str((10 - sum(int(d) * w[i % 4] for i, d in enumerate(ds)) % 10) % 10)
    first = pick(["117", "104", "120", "107", "116"]) + dstr(4)
    rest = dstr(15)
    a = first + chk(first) + rest + chk(rest)
    return grp(a, [8, 8, 8], "-")


def no_acct():
    w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        p = pick(["1503", "1206", "9710", "3000", "1254", "1822"]) + dstr(6)
        r = 11 - sum(int(d) * w[i] for i, d in enumerate(p)) % 11
        if r == 11:
            r = 0
        if r < 10:
            return p + str(r)


def fmt_iban(x):
    return grp4(x)


def rand_date(y0=1955, y1=2004):
    y = rng.randint(y0, y1)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    return y, m, d


def steuer_id():
    while True:
        ds = rng.sample(range(10), 9)
        dup = rng.choice(ds)
        ds.append(dup)
        rng.shuffle(ds)
        if ds[0] == 0:
            continue
        p10 = "".join(map(str, ds))
        return p10 + str(iso7064_11_10(p10))


def iso7064_11_10(p):
    product = 10
    for ch in p:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def de_ustid():
    p = dnz(8)
    return "DE" + p + str(iso7064_11_10(p))


def pesel(female=None):
    y, m, d = rand_date(1960, 2006)
    mm = m + (20 if y >= 2000 else 0)
    ser = dstr(3)
    if female is None:
        female = rng.random() < 0.5
    sx = pick("02468" if female else "13579")
    p = "%02d%02d%02d" % (y % 100, mm, d) + ser + sx
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(x) * w[i] for i, x in enumerate(p)) % 10) % 10
    return p + str(c)


def pl_dowod():
    def val(ch):
        return int(ch) if ch.isdigit() else ord(ch) - 55
    letters = rs(UP, 3)
    nums = dstr(5)
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(val(ch) * w[i] for i, ch in enumerate(letters + nums))
    return letters + str(s % 10) + nums


def pl_nip():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        p = dnz(9)
        c = sum(int(d) * w[i] for i, d in enumerate(p)) % 11
        if c < 10:
            return p + str(c)


def cz_rc(female=None):
    while True:
        y, m, d = rand_date(1960, 2003)
        if female is None:
            female = rng.random() < 0.5
        mm = m + (50 if female else 0)
        p = "%02d%02d%02d%s" % (y % 100, mm, d, dstr(3))
        c = int(p) % 11
        if c < 10:
            return p[:6] + "/" + p[6:] + str(c)


def cz_ico():
    p = dnz(7)
    s = sum(int(d) * (8 - i) for i, d in enumerate(p))
    c = (11 - s % 11) % 10
    return p + str(c)


def se_pnr():
    y, m, d = rand_date(1955, 2004)
    p = "%02d%02d%02d%s" % (y % 100, m, d, dstr(3))
    return p[:6] + "-" + p[6:] + luhn_digit(p)


def se_orgnr():
    p = "55" + dstr(7)
    return p[:6] + "-" + p[6:] + luhn_digit(p)


def no_fnr():
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        y, m, d = rand_date(1955, 1999)
        p = "%02d%02d%02d%s" % (d, m, y % 100, dstr(3))
        k1 = 11 - sum(int(x) * w1[i] for i, x in enumerate(p)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        p += str(k1)
        k2 = 11 - sum(int(x) * w2[i] for i, x in enumerate(p)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return p + str(k2)


def no_orgnr():
    w = [3, 2, 7, 6, 5, 4, 3, 2]
    while True:
        p = pick("89") + dstr(7)
        r = 11 - sum(int(x) * w[i] for i, x in enumerate(p)) % 11
        r = 0 if r == 11 else r
        if r < 10:
            return p + str(r)


def fi_hetu():
    y, m, d = rand_date(1955, 2004)
    sep = "-" if y < 2000 else "A"
    n = "%03d" % rng.randint(2, 899)
    q = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int("%02d%02d%02d%s" % (d, m, y % 100, n)) % 31]
    return "%02d%02d%02d%s%s%s" % (d, m, y % 100, sep, n, q)


def fi_ytunnus():
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        p = dnz(7)
        r = sum(int(x) * w[i] for i, x in enumerate(p)) % 11
        if r == 1:
            continue
        return p + "-" + str(0 if r == 0 else 11 - r)


def fi_viite():
    p = dnz(rng.randint(6, 12))
    w = [7, 3, 1]
    s = sum(int(x) * w[i % 3] for i, x in enumerate(reversed(p)))
    return p + str((10 - s % 10) % 10)


def dk_cpr():
    y, m, d = rand_date(1955, 2003)
    return "%02d%02d%02d-%s" % (d, m, y % 100, dstr(4))


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2]
    while True:
        p = dnz(7)
        r = sum(int(x) * w[i] for i, x in enumerate(p)) % 11
        c = (11 - r) % 11
        if c < 10:
            return p + str(c)


def es_dni():
    n = rng.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def es_nie():
    x = pick("XYZ")
    n = dstr(7)
    v = int("XYZ".index(x).__str__() + n)
    return x + n + "TRWAGMYFPDXBNJZSQVHLCKE"[v % 23]


def es_cif():
    p = dstr(7)
    s = 0
    for i, ch in enumerate(p):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d // 10 + d % 10
        s += d
    return "B" + p + str((10 - s % 10) % 10)


def fr_nir():
    y, m, d = rand_date(1955, 2003)
    sx = pick("12")
    dep = pick(["75", "69", "13", "33", "59", "31", "44", "67", "92", "93"])
    p = sx + "%02d%02d" % (y % 100, m) + dep + "%03d" % rng.randint(1, 60) + "%03d" % rng.randint(1, 999)
    key = 97 - int(p) % 97
    return grp(p + "%02d" % key, [1, 2, 2, 2, 3, 3, 2])


def fr_siret():
    siren = luhn_num(pick("345789"), 9)
    p = siren + "0" + dstr(3)
    return grp(p + luhn_digit(p), [3, 3, 3, 5])


def fr_numfiscal():
    return pick("0123") + dstr(12)


def it_cf(female=None):
    cons = "BCDFGHJKLMNPQRSTVZ"
    vow = "AEIOU"
    sur = rs(cons, 2) + pick(vow) if rng.random() < 0.4 else rs(cons, 3)
    nam = rs(cons, 3)
    y, m, d = rand_date(1955, 2003)
    if female is None:
        female = rng.random() < 0.5
    dd = d + (40 if female else 0)
    s15 = sur + nam + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % dd + pick(["F205", "H501", "L219", "F839", "A944", "G273", "D612"])
    t = 0
    for i, ch in enumerate(s15):
        t += _ODD[ch] if i % 2 == 0 else _even(ch)
    return s15 + chr(65 + t % 26)


def it_piva():
    p = dstr(7) + pick(["015", "096", "037", "058", "001", "063"])
    return p + luhn_digit(p)


def pt_nif(company=False):
    while True:
        p = (pick("5") if company else pick("123")) + dstr(7)
        s = sum(int(x) * (9 - i) for i, x in enumerate(p))
        c = 11 - s % 11
        c = 0 if c >= 10 else c
        return p + str(c)


def br_cpf():
    p = dstr(9)
    if len(set(p)) == 1:
        p = "1" + p[1:]
    d1 = (sum(int(x) * (10 - i) for i, x in enumerate(p)) * 10) % 11 % 10
    p2 = p + str(d1)
    d2 = (sum(int(x) * (11 - i) for i, x in enumerate(p2)) * 10) % 11 % 10
    s = p2 + str(d2)
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def br_cnpj():
    p = dnz(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(int(x) * w1[i] for i, x in enumerate(p)) % 11
    p += str(0 if r < 2 else 11 - r)
    w2 = [6] + w1
    r = sum(int(x) * w2[i] for i, x in enumerate(p)) % 11
    p += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (p[:2], p[2:5], p[5:8], p[8:12], p[12:])


def nl_bsn():
    while True:
        p = dnz(8)
        s = sum(int(x) * (9 - i) for i, x in enumerate(p))
        c = s % 11
        if c < 10:
            return p + str(c)


def ro_cnp(female=None):
    y, m, d = rand_date(1960, 2004)
    if female is None:
        female = rng.random() < 0.5
    s = (2 if female else 1) + (4 if y >= 2000 else 0)
    jj = "%02d" % rng.choice(list(range(1, 41)) + [41, 42, 43, 44, 45, 46])
    p = "%d%02d%02d%02d%s%03d" % (s, y % 100, m, d, jj, rng.randint(1, 999))
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(p, w)) % 11
    return p + str(1 if c == 10 else c)


def ro_cui():
    p = dnz(rng.randint(7, 8))
    key = "753217532"[-len(p):]
    c = sum(int(a) * int(b) for a, b in zip(p, key)) * 10 % 11
    return p + str(0 if c == 10 else c)


def tr_tckn():
    while True:
        p = dnz(9)
        d = [int(x) for x in p]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d11 = (sum(d) + d10) % 10
        return p + str(d10) + str(d11)


def tr_vkn():
    p = dnz(9)
    s = 0
    for i, ch in enumerate(p):
        t = (int(ch) + 9 - i) % 10
        v = (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        s += v
    return p + str((10 - s % 10) % 10)


def gr_amka():
    y, m, d = rand_date(1955, 2003)
    p = "%02d%02d%02d%s" % (d, m, y % 100, dstr(4))
    return p + luhn_digit(p)


def gr_afm():
    while True:
        p = pick("01") + dstr(7)
        s = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(p))
        return p + str(s % 11 % 10)


def cn_rid():
    region = pick(["110101", "310104", "440305", "330106", "510107", "420106", "320102"])
    y, m, d = rand_date(1960, 2003)
    p = region + "%04d%02d%02d" % (y, m, d) + dstr(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return p + "10X98765432"[sum(int(x) * w[i] for i, x in enumerate(p)) % 11]


def cn_uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    p = "91" + pick(["110108", "310115", "440300", "330100"]) + rs(cs[:10], 1) + rs(cs, 8)
    c = 31 - sum(cs.index(ch) * w[i] for i, ch in enumerate(p)) % 31
    return p + cs[0 if c == 31 else c]


def kr_rrn(sex=None):
    y, m, d = rand_date(1960, 1999)
    p = "%02d%02d%02d" % (y % 100, m, d) + (sex or pick("12")) + dstr(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(x) * w[i] for i, x in enumerate(p)) % 11) % 10
    return p[:6] + "-" + p[6:] + str(c)


def kr_brn():
    p = dnz(3) + pick(["81", "86", "87", "88"]) + dstr(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(x) * w[i] for i, x in enumerate(p)) + (int(p[8]) * 5) // 10
    c = (10 - s % 10) % 10
    q = p + str(c)
    return q[:3] + "-" + q[3:5] + "-" + q[5:]


def jp_mynumber():
    p = dnz(11)
    s = 0
    for n, ch in enumerate(reversed(p), start=1):
        q = n + 1 if n <= 6 else n - 5
        s += int(ch) * q
    r = s % 11
    return p + str(0 if r <= 1 else 11 - r)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(p):
    c = 0
    for i, ch in enumerate(reversed(p)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(n):
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    p = pick("23456789") + dstr(10)
    return grp(p + verhoeff_digit(p), [4, 4, 4])


def in_pan():
    return rs(UP, 3) + "P" + rs(UP, 1) + dstr(4) + rs(UP, 1)


def il_tz():
    p = dstr(8)
    return p + luhn_digit(p)


def il_hp():
    p = "51" + dstr(6)
    return p + luhn_digit(p)


def ir_melli():
    while True:
        p = dstr(9)
        if len(set(p)) == 1:
            continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(p)) % 11
        return p + str(r if r < 2 else 11 - r)


def ru_snils():
    while True:
        p = "%09d" % rng.randint(2000000, 999999999)
        s = sum(int(x) * (9 - i) for i, x in enumerate(p))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (p[:3], p[3:6], p[6:], c)


def ru_inn12():
    p = pick(["77", "78", "50", "66", "54", "16"]) + dstr(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n11 = sum(int(x) * w1[i] for i, x in enumerate(p)) % 11 % 10
    p += str(n11)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n12 = sum(int(x) * w2[i] for i, x in enumerate(p)) % 11 % 10
    return p + str(n12)


def ru_inn10():
    p = pick(["77", "78", "50", "66"]) + dstr(7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return p + str(sum(int(x) * w[i] for i, x in enumerate(p)) % 11 % 10)


def ru_acct(bik):
    while True:
        a = "40817810" + "X" + dstr(11)
        for k in range(10):
            full = bik[-3:] + a.replace("X", str(k))
            w = [7, 1, 3] * 8
            if sum((int(x) * w[i]) % 10 for i, x in enumerate(full)) % 10 == 0:
                return a.replace("X", str(k))


def ru_passport():
    return "%02d %02d %06d" % (rng.randint(1, 99), rng.randint(0, 24), rng.randint(100000, 999999))


def ua_rnokpp(female=None):
    days = rng.randint(20000, 38000)
    if female is None:
        female = rng.random() < 0.5
    mid = dstr(3)
    sx = pick("02468" if female else "13579")
    p = "%05d" % days + mid + sx
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return p + str(sum(int(x) * w[i] for i, x in enumerate(p)) % 11 % 10)


def hu_taj():
    p = dstr(8)
    s = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(p))
    c = s % 10
    return grp(p + str(c), [3, 3, 3], " ")


def hu_adoaz():
    while True:
        p = "8" + "%05d" % rng.randint(30000, 50000) + dstr(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(p)) % 11
        if c < 10:
            return p + str(c)


def hu_adoszam():
    w = [9, 7, 3, 1, 9, 7, 3]
    p = dnz(7)
    c = (10 - sum(int(x) * w[i] for i, x in enumerate(p)) % 10) % 10
    return "%s%d-%s-%s" % (p, c, pick("2345"), pick(["41", "42", "43", "13", "20", "01"]))


def th_id():
    p = pick("1358") + dstr(11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(p)) % 11) % 10
    s = p + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def th_tax_company():
    p = "0105" + dstr(8)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(p)) % 11) % 10
    return p + str(c)


def sa_nid():
    p = "1" + dstr(8)
    return p + luhn_digit(p)


def ae_eid():
    y = rng.randint(1965, 2002)
    p = "784" + str(y) + dstr(7)
    return "%s-%s-%s-%s" % (p[:3], p[3:7], p[7:14], luhn_digit(p))


def sa_vat():
    return "3" + dstr(13) + "3"


def ca_sin():
    p = pick("12345679") + dstr(7)
    s = p + luhn_digit(p)
    return "%s-%s-%s" % (s[:3], s[3:6], s[6:])


def us_ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


def us_ein():
    return "%02d-%07d" % (rng.choice([12, 20, 26, 27, 45, 46, 47, 52, 81, 83, 84, 94]), rng.randint(1000000, 9999999))


def aba():
    while True:
        p = pick(["0", "1", "2", "3"]) + dstr(7)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(x) * w[i] for i, x in enumerate(p))
        return p + str((10 - s % 10) % 10)


def uk_nino():
    first = pick("ABCEGHJKLMNOPRSTWXYZ".replace("O", ""))
    second = pick("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
    if first + second in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        first, second = "J", "K"
    return "%s%s %s %s %s %s" % (first, second, dstr(2), dstr(2), dstr(2), pick("ABCD"))


def nhs_number():
    while True:
        p = dnz(9)
        s = sum(int(x) * (10 - i) for i, x in enumerate(p))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        q = p + str(c)
        return "%s %s %s" % (q[:3], q[3:6], q[6:])


def sg_nric():
    p = dstr(7)
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(x) * w[i] for i, x in enumerate(p))
    pre = pick("ST")
    if pre == "T":
        s += 4
    return pre + p + "JZIHGFEDCBA"[s % 11]


def us_mbi():
    al = "ACDEFGHJKMNPQRTUVWXY"
    an = al + DIG
    return (pick("123456789") + pick(al) + pick(an) + pick(DIG) + pick(al) + pick(an) + pick(DIG)
            + pick(al) + pick(al) + pick(DIG) + pick(DIG))


def s10(prefix, country):
    p = dstr(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(x) * w[i] for i, x in enumerate(p)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return prefix + p + str(c) + country


def s10_ok(v):
    p, c = v[2:10], int(v[10])
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    e = 11 - sum(int(x) * w[i] for i, x in enumerate(p)) % 11
    return {10: 0, 11: 5}.get(e, e) == c


def isbn13():
    p = "978" + dstr(9)
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(p))
    return p + str((10 - s % 10) % 10)


def ean13(prefix):
    p = prefix + dstr(12 - len(prefix))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(p))
    return p + str((10 - s % 10) % 10)


def ups():
    return "1Z" + rs(UP + DIG, 6) + pick(["01", "02", "03", "12"]) + dstr(8)


def mac():
    return ":".join(rs(HEXU, 2) for _ in range(6))


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_addr():
    hrp = "bc"
    data = [0] + [rng.randrange(32) for _ in range(32)]
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(exp + data + [0] * 6) ^ 1
    cs = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data + cs)


def bech32_ok(a):
    hrp, _, rest = a.rpartition("1")
    data = [_BECH.index(c) for c in rest]
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    return _polymod(exp + data) == 1


def bitlocker():
    return "-".join("%06d" % (11 * rng.randint(0, 65535)) for _ in range(8))


# ----------------------------------------------------------------- tokens
def k_openai():
    if rng.random() < 0.7:
        return "sk-proj-" + rs(ALNUM + "-_", 74) + "T3BlbkFJ" + rs(ALNUM + "-_", 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def k_anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def k_ghp():
    return "ghp_" + rs(ALNUM, 36)


def k_ghpat():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)


def k_glpat():
    return "glpat-" + rs(ALNUM + "-_", 20)


def k_slack_bot():
    return "xoxb-" + dnz(12) + "-" + dnz(13) + "-" + rs(ALNUM, 24)


def k_slack_hook_tail():
    return rs(ALNUM, 24)


def k_stripe_live():
    return "sk_live_51" + rs(ALNUM, 97)


def k_stripe_rk():
    return "rk_live_51" + rs(ALNUM, 97)


def k_stripe_pk():
    return "pk_live_51" + rs(ALNUM, 97)


def k_aws_id():
    return "AKIA" + rs(UP + "234567", 16)


def k_aws_secret():
    return rs(UP + LO + DIG + "/+", 40)


def k_google():
    return "AIza" + rs(ALNUM + "-_", 35)


def k_sendgrid():
    return "SG." + rs(ALNUM + "-_", 22) + "." + rs(ALNUM + "-_", 43)


def k_npm():
    return "npm_" + rs(ALNUM, 36)


def k_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 160)


def k_discord(uid=None):
    uid = uid or str(rng.randint(10 ** 17, 13 * 10 ** 17))
    return b64url_nopad(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def k_telegram():
    return str(rng.randint(10 ** 9, 8 * 10 ** 9)) + ":AA" + rs(B64URL, 33)


def k_hf():
    return "hf_" + rs(UP + LO, 34)


def k_mailgun():
    return "key-" + rs(HEX, 32)


def k_shopify():
    return "shpat_" + rs(HEX, 32)


def k_do():
    return "dop_v1_" + rs(HEX, 64)


def k_azure_key():
    return base64.b64encode(rbytes(64)).decode()


def k_wg():
    return base64.b64encode(rbytes(32)).decode()


def k_jwt(payload):
    h = b64url_nopad(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(B64URL, 43)


def k_django():
    return rs(LO + DIG + "!@#%^&*(-_=+)", 50)


def k_totp(n=32):
    return rs(B32, n)


def k_aliyun_id():
    return "LTAI5t" + rs(ALNUM, 18)


def k_aliyun_secret():
    return rs(ALNUM, 30)


def k_binance():
    return rs(ALNUM, 64)


def k_gh_recovery():
    return rs(HEX, 5) + "-" + rs(HEX, 5)


def k_apple_asp():
    return "-".join(rs(LO, 4) for _ in range(4))


def ssh_ed25519_private():
    body = base64.b64encode(b"openssh-key-v1\x00" + rbytes(219)).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "\n".join(lines)


def ssh_ed25519_public():
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.b64encode(rbytes(32)).decode()[:43]


def rsa_private_body(nlines=12):
    body = "MIIEpAIBAAKCAQEA" + base64.b64encode(rbytes(48 * nlines - 12)).decode()
    return "\n".join(body[i:i + 64] for i in range(0, len(body), 64))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
         "asset assist assume athlete atom attack attend attract auction audit august aunt author auto autumn "
         "average avocado avoid awake aware away awesome awful awkward axis baby bacon badge bag balance ball "
         "bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between "
         "beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless "
         "blind blood blossom blue blur blush board boat body boil bomb bone bonus book boost border boring "
         "borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
         "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build "
         "bulb bulk bullet bundle burden burger burst bus business busy butter buyer buzz cabbage cabin cable "
         "cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital "
         "captain carbon card cargo carpet carry cart case cash casino castle casual catalog catch category "
         "cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk "
         "champion change chaos chapter charge chase cheap check cheese chef cherry chest chicken chief child "
         "chimney choice choose chronic chuckle chunk churn cinnamon circle citizen city civil claim clap "
         "clarify claw clay clean clerk clever click client cliff climb clinic clip clock close cloth cloud "
         "clown club clump cluster clutch coach coast coconut code coffee coil coin collect column combine "
         "comfort comic common company concert conduct confirm congress connect consider control convince "
         "cook copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote "
         "crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp "
         "critic crop cross crouch crowd crucial cruel cruise crumble crunch crush crystal cube culture cup "
         "cupboard curious current curtain curve cushion custom cute cycle").split()


def seed_phrase(n=12):
    return " ".join(rng.sample(BIP39, n))


SYM = "!@#$%&*-_+=?."


def pw_random(n=16, sym=True):
    al = ALNUM + (SYM if sym else "")
    while True:
        p = rs(al, n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p


def pw_human(words, digits=None, symbol=None, style=None):
    w = [pick(words)]
    if rng.random() < 0.5:
        w.append(pick(words))
    style = style or pick(["cap", "lower", "camel"])
    if style == "cap":
        s = "".join(x.capitalize() for x in w)
    elif style == "lower":
        s = "".join(x.lower() for x in w)
    else:
        s = w[0].lower() + "".join(x.capitalize() for x in w[1:])
    d = digits if digits is not None else pick(["", dstr(2), dstr(4), str(rng.randint(1960, 2012))])
    sy = symbol if symbol is not None else pick(SYM[:8])
    if len(s + sy + d) < 8:
        d = d + dstr(8 - len(s + sy + d))
    order = rng.random()
    if order < 0.4:
        return s + sy + d
    if order < 0.7:
        return s + d + sy
    return s + sy + d


def leet(s):
    return s.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")


def passphrase(words, n=4, sep="-"):
    return sep.join(rng.sample(words, n))


EN_WORDS = ["river", "maple", "falcon", "copper", "winter", "orange", "harbor", "pepper", "sunset", "rocket",
            "violet", "thunder", "basil", "marble", "cedar", "lantern", "meadow", "cobalt", "willow", "pickle",
            "badger", "sparrow", "biscuit", "velvet", "canyon", "juniper", "tango", "summit", "pebble", "otter"]


def phone_us():
    return "(%03d) %03d-%04d" % (rng.randint(201, 989), rng.randint(200, 989), rng.randint(0, 9999))


def money(lo, hi):
    return "%d.%02d" % (rng.randint(lo, hi), rng.randint(0, 99))


def order_no(prefix="", n=8):
    return prefix + dnz(n)


# ----------------------------------------------------------------- case registry
REG = []


def reg(f):
    REG.append(f)
    return f


def C(lang, slug, text, S=None, L=None, N=None, note=""):
    return dict(lang=lang, slug=slug, text=text, S=S or {}, L=L or {}, N=N or {}, note=note)


PH = re.compile(r"\{([a-z][a-z0-9_]*)\}")


def fill(t, vals):
    used = set()

    def rep(m):
        k = m.group(1)
        if k in vals:
            used.add(k)
            return vals[k]
        return m.group(0)
    out = PH.sub(rep, t)
    missing = set(vals) - used
    if missing:
        raise ValueError("unused placeholders: %s" % sorted(missing))
    return out


# ================================================================= ENGLISH, with secrets
@reg
def _():
    k, s = k_openai(), k_stripe_live()
    return C("en", "dotenv-openai-stripe",
             "my app crashes on startup since I moved it to the new VPS. here's the .env, can you see anything wrong?\n\n"
             "NODE_ENV=production\nPORT=3000\nOPENAI_API_KEY={k}\nSTRIPE_SECRET_KEY={s}\n"
             "SENTRY_RELEASE={ver}\nLOG_LEVEL=info",
             S=dict(k=k, s=s), L=dict(ver="checkout-api@2.14.3"),
             note="OpenAI project key and Stripe live secret key in a .env; the release tag is a version")


@reg
def _():
    u = pick(["shopadmin", "app_rw", "orders_svc"])
    p = pw_random(20, sym=False)
    return C("en", "compose-postgres-creds",
             "Postgres container keeps restarting with 'password authentication failed'. compose file:\n\n"
             "services:\n  db:\n    image: {img}\n    environment:\n      POSTGRES_USER: {u}\n      POSTGRES_PASSWORD: {p}\n"
             "      POSTGRES_DB: orders\n  api:\n    build: .\n    environment:\n      DATABASE_URL: postgresql://{cred}@db:5432/orders\n",
             S=dict(p=p, cred=u + ":" + p), L=dict(img="postgres:16.2-alpine"), N=dict(u=u),
             note="password given twice: as POSTGRES_PASSWORD and inside the URL credentials (user:password listed); image tag is a version")


@reg
def _():
    t, sha = k_ghp(), sha40()
    return C("en", "git-remote-pat",
             "git push suddenly fails with 403. `git remote -v` gives\n\n"
             "origin\thttps://{t}@github.com/larkspur-labs/inventory-service.git (fetch)\n"
             "origin\thttps://{t}@github.com/larkspur-labs/inventory-service.git (push)\n\n"
             "last commit on my branch is {sha}. did the token expire?".replace("\t", "  "),
             S=dict(t=t), L=dict(sha=sha),
             note="classic GitHub PAT embedded in a remote URL (twice); the commit hash is a look-alike")


@reg
def _():
    ak, sk = k_aws_id(), k_aws_secret()
    acct = dnz(12)
    return C("en", "aws-credentials-file",
             "boto3 says InvalidClientTokenId. this is ~/.aws/credentials:\n\n[default]\naws_access_key_id = {ak}\n"
             "aws_secret_access_key = {sk}\nregion = eu-west-1\n\nthe user is arn:aws:iam::{acct}:user/ci-deploy. "
             "I copied the layout from the docs page that uses {dak} and {dsk}, maybe I messed up the format?",
             S=dict(ak=ak, sk=sk), L=dict(acct=acct, dak="AKIAIOSFODNN7EXAMPLE", dsk="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
             note="real-format AWS key pair next to the AWS documentation example pair; the account id is not a credential")


@reg
def _():
    cn = card("visa")
    ex, cv = expiry(), cvc()
    ref = "HTL-" + dnz(7)
    return C("en", "hotel-card-form",
             "can you put this into the format the hotel asked for (they want it by email, I know...)?\n"
             "card {cn}, expires {ex}, security code {cv}, name DANIEL OKAFOR. reservation {ref}, 3 nights, total GBP {amt}",
             S=dict(cn=fmt_card(cn), cv=cv), L=dict(ref=ref, amt=money(380, 690)), N=dict(ex=ex),
             note="user's own Visa number and CVC (expiry left neutral); the reservation number and amount are look-alikes")


@reg
def _():
    lb, wifi = dstr(4), pw_human(["lemon", "terrace", "azul", "patio", "olive"], symbol="")
    listing = dnz(8)
    return C("en", "airbnb-checkin-message",
             "Help me write a friendly check-in message for my Airbnb guests (listing airbnb.com/rooms/{listing}). Points:\n"
             "- key is in the lockbox left of the door, code {lb}\n- wifi is CasaLumen_5G, password {wifi}\n"
             "- check-out 11am, trash goes in the green bin",
             S=dict(lb=lb, wifi=wifi), L=dict(listing=listing),
             note="host's key-box and Wi-Fi codes; the listing id is a public identifier")


@reg
def _():
    codes = ["%s %s" % (dstr(4), dstr(4)) for _ in range(4)]
    S = {"c%d" % i: c for i, c in enumerate(codes)}
    return C("en", "google-backup-codes",
             "I want to keep my unused Google backup codes in my notes, can you turn them into a neat checklist?\n\n"
             "BACKUP VERIFICATION CODES\nmchen.1989@gmail.com\n\n1. {c0}    2. {c1}\n3. {c2}    4. {c3}\n\n"
             "(5-10 are crossed out, already used)",
             S=S, note="four 8-digit Google backup codes")


@reg
def _():
    body = ssh_ed25519_private()
    pub = ssh_ed25519_public()
    return C("en", "ssh-private-key-paste",
             "ssh says 'Load key \"/home/tom/.ssh/id_ed25519\": invalid format'. is the file broken?\n\n"
             "-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n\n"
             "and authorized_keys on the server has ssh-ed25519 {pub} tom@thinkpad",
             S=dict(body=body), L=dict(pub=pub),
             note="body of an OpenSSH private key; the ed25519 public key in authorized_keys is public")


@reg
def _():
    seed = seed_phrase(12)
    addr = "0x" + rs(HEX, 40)
    return C("en", "metamask-seed-phrase",
             "I wrote my MetaMask recovery phrase on paper years ago and I want to double check I copied it right. "
             "words in order: {seed}\nmy wallet address is {addr} if that helps. is there a way to verify the phrase matches it offline?",
             S=dict(seed=seed), L=dict(addr=addr),
             note="12-word recovery phrase (BIP39 words, checksum not computed); the public wallet address is a look-alike")


@reg
def _():
    seed = k_totp(32)
    spaced = " ".join(seed[i:i + 4].lower() for i in range(0, 32, 4))
    return C("en", "totp-seed-manual-entry",
             "The camera in my authenticator app won't scan the QR code on the Dropbox 2FA page. it says 'enter this key instead':\n"
             "{spaced}\nand the link behind the QR is otpauth://totp/Dropbox:jlee%40fastmail.com?secret={seed}&issuer=Dropbox\n"
             "which one do I type into the app, with or without the spaces?",
             S=dict(spaced=spaced, seed=seed), note="the same TOTP seed shown spaced/lowercase and inside the otpauth URI")


@reg
def _():
    ssn, ein = us_ssn(), us_ein()
    return C("en", "w4-ssn-ein",
             "doing my W-4 for the new job. my SSN is {ssn}. The employer's EIN on my old W-2 was {ein} and box 1 said {amt} - "
             "should I claim anything on step 3?",
             S=dict(ssn=ssn), L=dict(ein=ein, amt="$" + "{:,}".format(rng.randint(41000, 98000)) + ".00"),
             note="own SSN; the employer's EIN and wage figure are look-alikes")


@reg
def _():
    pp = pick("ACE") + dstr(8)
    app = rs(UP + DIG, 16)
    return C("en", "esta-passport",
             "ESTA form question. passport number {pp}, issued 14 March 2022 — do I include the letter at the start? "
             "the site gave me application number {app} before it crashed, can I resume with that?",
             S=dict(pp=pp), L=dict(app=app), note="passport number secret; the ESTA application number is a reference")


@reg
def _():
    dl = pick(UP) + dstr(7)
    conf = dnz(9)
    return C("en", "dmv-licence-renewal",
             "renewing my California license online. DL number {dl}, expires on my birthday next month. "
             "The DMV appointment confirmation they emailed is {conf} — do I still need to go in person for the REAL ID?",
             S=dict(dl=dl), L=dict(conf=conf), note="driver's licence number; DMV confirmation number is a reference")


@reg
def _():
    mid = pick(["XEH", "JQU", "ZGP", "YLW"]) + dstr(9)
    binn = pick(["610014", "004336", "003858"])
    return C("en", "insurance-member-id",
             "my new insurance card says Member ID {mid}, RxBIN {binn}, RxPCN ADV. the pharmacy says my coverage isn't active yet, "
             "what should I ask the insurer when I call?",
             S=dict(mid=mid), L=dict(binn=binn), note="health insurance member id; the pharmacy BIN is a public routing number")


@reg
def _():
    tok = k_slack_bot()
    chan = "C0" + rs(UP + DIG, 9)
    return C("en", "slack-sdk-token",
             "why do I get channel_not_found?\n\n```python\nfrom slack_sdk import WebClient\n\n"
             "client = WebClient(token=\"{tok}\")\nclient.chat_postMessage(channel=\"{chan}\", text=\"deploy finished :rocket:\")\n```",
             S=dict(tok=tok), L=dict(chan=chan), note="Slack bot token in code; channel id is a look-alike")


@reg
def _():
    tok = k_telegram()
    upd = dnz(9)
    return C("en", "telegram-bot-traceback",
             "my bot stopped answering. log:\n\n"
             "2026-12-02 21:14:07,512 - httpx - INFO - HTTP Request: POST https://api.telegram.org/bot{tok}/getUpdates \"HTTP/1.1 409 Conflict\"\n"
             "telegram.error.Conflict: terminated by other getUpdates request; make sure that only one bot instance is running\n"
             "last update_id I processed was {upd}",
             S=dict(tok=tok), L=dict(upd=upd), note="Telegram bot token inside a logged URL; update_id is a look-alike")


@reg
def _():
    sub = dnz(6)
    tok = k_jwt({"sub": sub, "role": "user", "exp": 1796000000 + rng.randint(0, 9999999)})
    rid = uuid4()
    return C("en", "curl-bearer-jwt",
             "this request works in Postman but not from curl, what's different?\n\n"
             "curl -X GET 'https://api.fitloop.app/v1/me/workouts?limit=20' \\\n  -H 'Authorization: Bearer {tok}' \\\n"
             "  -H 'Accept: application/json'\n\nresponse: {\"error\":\"invalid_token\",\"request_id\":\"{rid}\"}",
             S=dict(tok=tok), L=dict(rid=rid), note="a live JWT bearer token; the request id is a UUID look-alike")


@reg
def _():
    sid = rs(LO + DIG, 32)
    ga = "GA1.1.%s.%s" % (dnz(10), "17" + dstr(8))
    return C("en", "session-cookie-devtools",
             "I copied the cookie header from devtools to use in my scraper for my own account:\n"
             "Cookie: _ga={ga}; sessionid={sid}; theme=dark; lang=en\nrequests keeps redirecting me to /login though",
             S=dict(sid=sid), L=dict(ga=ga), note="session cookie value; the Google Analytics cookie is not a credential")


@reg
def _():
    a1 = pick(["Kowalczyk", "Fairbanks", "Lindqvist", "Okonkwo", "Delacroix"])
    a2 = pick(["Biscuit the beagle", "Mr Whiskers", "a hamster called Nibbles"])
    return C("en", "security-question-answers",
             "my bank made me reset my security questions, keep these for me so I don't forget again:\n"
             "mother's maiden name: {a1}\nfirst pet: {a2}",
             S=dict(a1=a1, a2=a2), note="answers to security questions")


@reg
def _():
    al = dstr(4)
    vp = pick(["bluebird", "pineapple", "harvest moon", "rosemary"])
    ph = "1-800-%03d-%04d" % (rng.randint(200, 999), rng.randint(0, 9999))
    return C("en", "house-sitter-codes",
             "can you draft a note for our neighbour who's feeding the cat while we're away? "
             "the side door key is under the blue pot. alarm disarm code {al}. if ADT calls, the verbal password is {vp}. "
             "their monitoring line is {ph}.",
             S=dict(al=al, vp=vp), L=dict(ph=ph), note="alarm code plus the alarm company passphrase; phone number is a look-alike")


@reg
def _():
    combo = "%02d-%02d-%02d" % (rng.randint(0, 99), rng.randint(0, 99), rng.randint(0, 99))
    sn = "S" + dstr(9)
    return C("en", "safe-combination",
             "the dial on my safe sticks. combination is {combo} (R-L-R). It's a SentrySafe, serial {sn} from the sticker "
             "inside the door. Should I call them or try graphite?",
             S=dict(combo=combo), L=dict(sn=sn), note="safe combination; the serial number is a look-alike")


@reg
def _():
    k, sha7 = k_sendgrid(), rs(HEX, 7)
    return C("en", "revoked-sendgrid-key",
             "GitHub secret scanning emailed me that I pushed my SendGrid key {k} in commit {sha7}. "
             "I revoked it in the dashboard already. do I still have to rewrite the git history?",
             S=dict(k=k), L=dict(sha7=sha7), note="leaked and revoked key is still a secret; short commit hash is a look-alike")


@reg
def _():
    p = pw_random(14)
    fw = "V1.0.%d.%d_1.1.%d" % (rng.randint(2, 9), rng.randint(10, 140), rng.randint(30, 99))
    return C("en", "router-login-announced",
             "I'll send you my router admin login in the next message, then help me change the DNS to 1.1.1.1 ok?"
             "\n---\nuser is admin, password {p}. It's a Netgear R7000, firmware {fw}",
             S=dict(p=p), L=dict(fw=fw), note="two messages: password announced then given; firmware string is a version")


@reg
def _():
    good = iban("GB")
    i = rng.randint(8, 20)
    bad = good[:i] + str((int(good[i]) + 3) % 10) + good[i + 1:]
    return C("en", "iban-typo-correction",
             "write a short polite email to my landlord asking for the deposit back to {bad}, thanks"
             "\n---\nsorry typo in that, it's {good}",
             S=dict(bad=fmt_iban(bad), good=fmt_iban(good)),
             note="own IBAN given with a one-digit typo and then corrected; both are cut")


@reg
def _():
    k = k_anthropic()
    cut = rng.randint(45, 60)
    return C("en", "api-key-in-parts",
             "the input box on my phone cuts off long text so I'll send my Anthropic key in two parts, just join them and tell me the env var line"
             "\n---\npart 1: {p1}\n---\npart 2: {p2}",
             S=dict(p1=k[:cut], p2=k[cut:]), note="three messages; one API key split in two parts")


@reg
def _():
    rt, acct = aba(), dnz(rng.choice([10, 12]))
    return C("en", "direct-deposit-form",
             "fill in the direct deposit section for me: bank is First Horizon, routing number {rt}, checking account {acct}, 100% of net pay.",
             S=dict(acct=acct), L=dict(rt=rt), note="own account number; the ABA routing number (check digit computed) is public")


@reg
def _():
    sc = "%02d-%02d-%02d" % (rng.randint(10, 99), rng.randint(0, 99), rng.randint(0, 99))
    an = dstr(8)
    return C("en", "uk-sort-code-account",
             "my new employer needs my bank details by Friday. Monzo, sort code {sc}, account number {an}. "
             "how do I word the email so it doesn't look like phishing to them lol",
             S=dict(an=an), L=dict(sc=sc), note="UK account number is a secret, the sort code identifies the bank")


@reg
def _():
    bsb = "%03d-%03d" % (rng.choice([62, 63, 33, 83, 32, 12]), rng.randint(0, 999))
    acct = dnz(9)
    return C("en", "au-bsb-account",
             "mate can you check this is right before I send it to payroll: BSB {bsb}, acc no {acct}, name J R Whitfield",
             S=dict(acct=acct), L=dict(bsb=bsb), note="Australian account number secret; BSB is a bank/branch code")


@reg
def _():
    k = k_google()
    return C("en", "android-maps-key",
             "map tiles are grey in the release build but fine in debug. manifest:\n\n"
             "<application android:label=\"@string/app_name\">\n    <meta-data\n        android:name=\"com.google.android.geo.API_KEY\"\n"
             "        android:value=\"{k}\"/>\n</application>\n\nversionName is {ver}, do I need the release SHA-1 added to the key?",
             S=dict(k=k), L=dict(ver="3.8.1-rc2"), note="Google API key in a manifest; versionName is a version string")


@reg
def _():
    k = k_anthropic()
    req = "req_011C" + rs(ALNUM, 20)
    return C("en", "anthropic-sdk-401",
             "getting 401 authentication_error, request id {req}.\n\n```python\nimport anthropic\n"
             "client = anthropic.Anthropic(api_key=\"{k}\")\nmsg = client.messages.create(model=\"claude-sonnet-4-5\", max_tokens=512, messages=[...])\n```",
             S=dict(k=k), L=dict(req=req), note="Anthropic key in code; the request id is a look-alike")


@reg
def _():
    tok, rev = k_hf(), sha40()
    return C("en", "hf-cli-login",
             "$ huggingface-cli login\nToken: {tok}\nAdd token as git credential? (Y/n) n\nToken is valid (permission: write).\n\n"
             "but downloading revision {rev} of our private model still gives 401??",
             S=dict(tok=tok), L=dict(rev=rev), note="Hugging Face token echoed in a terminal; model revision hash is a look-alike")


@reg
def _():
    tok = k_npm()
    integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    return C("en", "npmrc-auth-token",
             "npm publish gives E401. my ~/.npmrc:\n\n//registry.npmjs.org/:_authToken={tok}\n\n"
             "and package-lock has \"integrity\": \"{integ}\" for the version I'm trying to publish ({ver})",
             S=dict(tok=tok), L=dict(integ=integ, ver="4.2.0-beta.3"),
             note="npm token; the sha512 integrity hash and version are look-alikes")


@reg
def _():
    tok = k_pypi()
    wh = sha64()
    return C("en", "pypirc-token",
             "twine upload says 403 Invalid or non-existent authentication information.\n\n[distutils]\nindex-servers = pypi\n\n"
             "[pypi]\n  username = __token__\n  password = {tok}\n\nsha256 of the wheel is {wh}",
             S=dict(tok=tok), L=dict(wh=wh), note="PyPI API token in .pypirc; the wheel checksum is a look-alike")


@reg
def _():
    uid = str(rng.randint(11 * 10 ** 17, 145 * 10 ** 16))
    tok = k_discord(uid)
    return C("en", "discord-bot-token",
             "discord.errors.LoginFailure: Improper token has been passed.\n\nbot.run(\"{tok}\")\n\n"
             "I invited it with https://discord.com/oauth2/authorize?client_id={uid}&scope=bot&permissions=8 and that part worked",
             S=dict(tok=tok), L=dict(uid=uid), note="Discord bot token; the application/client id is public")


@reg
def _():
    key = k_azure_key()
    etag = "0x8DC" + rs(HEXU, 12)
    return C("en", "azure-storage-conn-string",
             "uploads fail with AuthenticationFailed. my connection string:\n"
             "DefaultEndpointsProtocol=https;AccountName=stcontosoprod01;AccountKey={key};EndpointSuffix=core.windows.net\n"
             "the blob that did upload earlier has ETag {etag}",
             S=dict(key=key), L=dict(etag=etag), note="Azure storage account key inside a connection string; ETag is a look-alike")


@reg
def _():
    user = pick(["shopapp", "admin-kai", "ml_reader"])
    pw = pw_random(16, sym=False)
    cl = "cluster0." + rs(LO + DIG, 5)
    oid = rs(HEX, 24)
    return C("en", "mongodb-srv-uri",
             "mongoose connects locally but on Render I get bad auth. uri:\n"
             "mongodb+srv://{cred}@{host}/shop?retryWrites=true&w=majority\n"
             "and this query returns null: Order.findById(\"{oid}\")",
             S=dict(cred=user + ":" + pw), L=dict(host=cl + ".mongodb.net", oid=oid),
             note="credentials part of a MongoDB URI; the cluster host and the ObjectId are look-alikes")


@reg
def _():
    pw = pw_random(32, sym=False)
    host = "redis-%05d.c%d.us-east-1-2.ec2.redns.redis-cloud.com" % (rng.randint(10000, 19999), rng.randint(100, 300))
    job = uuid4()
    return C("en", "redis-url-password",
             "celery worker can't connect: 'invalid username-password pair'. REDIS_URL=redis://{cred}@{host}:{port}/0 "
             "the stuck job id is {job}",
             S=dict(cred="default:" + pw), L=dict(job=job), N=dict(host=host, port=str(rng.randint(10000, 19999))),
             note="credentials of a Redis URL; job id is a UUID look-alike")


@reg
def _():
    pw = pw_human(EN_WORDS, symbol=pick("!#%"))
    return C("en", "mysql-cli-password",
             "mysql -h 10.0.3.21 -u reporting -p'{pw}' sales_dw\nERROR 1045 (28000): Access denied for user 'reporting'@'10.0.3.7' (using password: YES)\n"
             "the password definitely works in DBeaver. is it the quotes?",
             S=dict(pw=pw), note="password passed on the mysql command line")


@reg
def _():
    raw = pw_random(18, sym=False)
    b = base64.b64encode(raw.encode()).decode()
    uid = uuid4()
    return C("en", "k8s-secret-base64",
             "my pod can't log in to the db. here's the secret (kubectl get secret db-creds -o yaml):\n\n"
             "apiVersion: v1\ndata:\n  password: {b}\n  username: YXBwdXNlcg==\nkind: Secret\nmetadata:\n  name: db-creds\n"
             "  namespace: billing\n  uid: {uid}\ntype: Opaque",
             S=dict(b=b), L=dict(uid=uid), note="base64-encoded password in a Kubernetes Secret; the object uid is a UUID")


@reg
def _():
    user = pick(["grafana", "svc-export", "jenkins"])
    cred = base64.b64encode((user + ":" + pw_random(15)).encode()).decode()
    rid = rs(HEX, 32)
    return C("en", "basic-auth-header",
             "the webhook from our monitoring box gets 401 from the API gateway. captured request:\n\n"
             "POST /hooks/alerts HTTP/1.1\nHost: gw.internal.northwind.io\nAuthorization: Basic {cred}\nX-Request-Id: {rid}\nContent-Type: application/json",
             S=dict(cred=cred), L=dict(rid=rid), note="HTTP Basic credentials (base64 of user:password); request id is a look-alike")


@reg
def _():
    tok = rs(ALNUM, 40)
    idem = uuid4()
    return C("en", "log-bearer-token",
             "what does this 422 mean? from our logs:\n"
             "2026-12-03T09:14:22.481Z DEBUG payments.client POST https://api.paylane.example/v2/payments "
             "headers={'Authorization': 'Bearer {tok}', 'Idempotency-Key': '{idem}'} status=422",
             S=dict(tok=tok), L=dict(idem=idem), note="opaque bearer token in a log line; idempotency key is a UUID look-alike")


@reg
def _():
    otp = dstr(6)
    masked = pick(["jo", "ma", "sa"]) + "*****@outlook.com"
    return C("en", "email-security-code",
             "is this email legit or phishing?\n\n\"Microsoft account\nSecurity code\n\nPlease use the following security code for the "
             "Microsoft account {masked}.\n\nSecurity code: {otp}\n\nIf you don't recognise the Microsoft account {masked}, you can click here to remove your email address from that account.\"",
             S=dict(otp=otp), L=dict(masked=masked),
             note="one-time code in a pasted email; the masked address is a look-alike")


@reg
def _():
    otp, last4 = dstr(6), dstr(4)
    return C("en", "bank-sms-otp",
             "got this text but I didn't try to buy anything?? \"Chase: Your one-time code is {otp}. It expires in 10 minutes. "
             "Use it to confirm a purchase of $849.99 at BESTBUY.COM with card ending in {last4}. Don't share this code.\"",
             S=dict(otp=otp), L=dict(last4=last4), note="OTP from an SMS; the last four card digits are a masked look-alike")


@reg
def _():
    p1, p2 = pw_random(16), pw_human(EN_WORDS)
    return C("en", "password-export-csv",
             "I'm moving from Chrome's password manager to Bitwarden. Chrome exported this, will Bitwarden accept it as is?\n\n"
             "name,url,username,password\nnetflix.com,https://www.netflix.com/login,kim.h.family@gmail.com,{p1}\n"
             "spotify.com,https://accounts.spotify.com/,kimhyun_91,{p2}",
             S=dict(p1=p1, p2=p2), note="two passwords in a password-manager CSV export")


@reg
def _():
    ssid = pick(["Vodafone-7C3A", "TP-Link_5G_B812", "FRITZ!Box 7590 QX"])
    pw = dstr(20) if "FRITZ" in ssid else pw_random(12, sym=False)
    return C("en", "wifi-qr-string",
             "I want to print a wifi QR for the guest room. is this string format right? WIFI:T:WPA;S:{ssid};P:{pw};;",
             S=dict(pw=pw), N=dict(ssid=ssid), note="Wi-Fi password inside a WIFI: QR payload")


@reg
def _():
    key = rs("abcdefghjkmnpqrstuvwxyz23456789", 10)
    sn = rs(UP + DIG, 13)
    m = mac()
    return C("en", "router-sticker",
             "typing what's on the router sticker so you can tell me if I need to change anything:\n"
             "Model: Archer AX55\nSSID: TP-Link_4F2A / TP-Link_4F2A_5G\nWireless Password/PIN: {key}\nS/N: {sn}\nMAC: {m}",
             S=dict(key=key), L=dict(sn=sn, m=m), note="Wi-Fi key from the router sticker; serial and MAC address are look-alikes")


@reg
def _():
    t = k_do()
    return C("en", "terraform-do-token",
             "terraform plan says 'Unable to authenticate you'.\n\nprovider \"digitalocean\" {\n  token = \"{t}\"\n}\n\n"
             "resource \"digitalocean_droplet\" \"web\" {\n  image  = \"ubuntu-24-04-x64\"\n  size   = \"s-1vcpu-2gb\"\n  region = \"fra1\"\n}",
             S=dict(t=t), note="DigitalOcean token hard-coded in Terraform")


@reg
def _():
    t = k_glpat()
    pid = dnz(8)
    return C("en", "gitlab-ci-token",
             "pipeline fails at the release job: 'HTTP Basic: Access denied'. in .gitlab-ci.yml I have\n\n"
             "release:\n  script:\n    - git push https://oauth2:{t}@gitlab.com/mirela-co/api.git HEAD:main\n\nproject id is {pid}",
             S=dict(t=t), L=dict(pid=pid), note="GitLab PAT in a CI script; project id is a look-alike")


@reg
def _():
    cn, ex, cv = card("mc"), expiry(), cvc()
    rx = dnz(7)
    return C("en", "mom-card-pharmacy",
             "my mom asked me to order her refill on the pharmacy site since she can't figure it out. she gave me her Mastercard "
             "{cn} exp {ex} cvv {cv}. The Rx number on the bottle is {rx}. Which of these go in 'payment' and which in 'prescription'?",
             S=dict(cn=fmt_card(cn), cv=cv), L=dict(rx=rx), N=dict(ex=ex),
             note="card entrusted by a relative (number and CVC, expiry left neutral); prescription number is a look-alike")


@reg
def _():
    cn, ex, cv = card("amex"), expiry(), cvc(4)
    m1, m2 = dstr(4), dstr(4)
    return C("en", "subscriptions-table",
             "clean up this table of my subscriptions and tell me what I pay per month:\n\n"
             "| service | card | price |\n|---|---|---|\n| Netflix | Visa {m1} | 15.49 |\n| Adobe CC | Amex {cn} exp {ex} cid {cv} | 59.99 |\n"
             "| iCloud 2TB | Visa {m2} | 9.99 |",
             S=dict(cn=fmt_card(cn), cv=cv), N=dict(ex=ex), L=dict(m1="•••• " + m1, m2="•••• " + m2),
             note="one full Amex number and CID in a table (expiry left neutral); masked cards are look-alikes")


@reg
def _():
    mbi = us_mbi()
    plan = "S%d-%03d" % (rng.randint(4800, 5999), rng.randint(1, 99))
    return C("en", "medicare-mbi",
             "Dad got his new Medicare card. Medicare Number {mbi}, Part A and B from 01-01-2027. "
             "He's choosing a Part D plan, the one he likes is plan ID {plan}. Can you explain the coverage gap to him simply?",
             S=dict(mbi=mbi), L=dict(plan=plan), note="Medicare Beneficiary Identifier (format drawn, no check digit exists); plan id is public")


@reg
def _():
    sin = ca_sin()
    bn = dnz(9) + "RT0001"
    return C("en", "canada-sin-cra",
             "Setting up CRA My Account. SIN {sin}. It's also asking about my employer, their business number from the T4 is {bn}. "
             "why does it need that?",
             S=dict(sin=sin), L=dict(bn=bn), note="Canadian SIN (Luhn computed); employer's business number is a look-alike")


@reg
def _():
    ni, nhs = uk_nino(), nhs_number()
    paye = "%03d/%s%05d" % (rng.randint(100, 999), rs(UP, 2), rng.randint(10000, 99999))
    return C("en", "uk-nino-nhs",
             "starting a new job Monday, the starter checklist asks for my NI number — it's {ni}. "
             "the occupational health form also wants my NHS number {nhs}. the employer PAYE reference on the letter is {paye}, "
             "do I need that for anything?",
             S=dict(ni=ni, nhs=nhs), L=dict(paye=paye),
             note="NI number and NHS number (mod 11 computed); employer PAYE reference is a look-alike")


@reg
def _():
    ad, pan = aadhaar(), in_pan()
    ifsc = pick(["HDFC0", "SBIN0", "ICIC0", "UTIB0"]) + dstr(6)
    acct = dnz(14)
    return C("en", "india-kyc-details",
             "Broker KYC form is confusing. my details: Aadhaar {ad}, PAN {pan}, bank IFSC {ifsc}. "
             "Which ones go in the 'bank proof' section?",
             S=dict(ad=ad, pan=pan), L=dict(ifsc=ifsc),
             note="Aadhaar (Verhoeff computed) and PAN (no public check) are secrets; IFSC is a bank branch code")


@reg
def _():
    code = pick("STU") + rs(UP + DIG, 9)
    return C("en", "mpesa-sms-english",
             "I paid the wrong till, can I reverse it? the message:\n"
             "{code} Confirmed. Ksh3,450.00 paid to GREENLEAF GROCERS. on 4/12/26 at 6:41 PM.New M-PESA balance is Ksh12,088.50. "
             "Transaction cost, Ksh0.00. Amount you can transact within the day is 496,550.00.",
             S=dict(code=code), note="M-Pesa confirmation code (settled as a secret)")


@reg
def _():
    bvn, nuban = "22" + dstr(9), dnz(10)
    sess = "0000" + dstr(26)
    return C("en", "nigeria-bvn-transfer",
             "my transfer to my sister hasn't arrived after 2 days. GTBank says give them the session ID: {sess}. "
             "they also asked for my BVN {bvn} and my account number {nuban} to open a complaint. is that normal?",
             S=dict(bvn=bvn, nuban=nuban), L=dict(sess=sess), note="BVN and own account number; NIP session id is a reference")


@reg
def _():
    asp = k_apple_asp()
    return C("en", "apple-app-password",
             "Thunderbird keeps asking for the iCloud password. I generated an app-specific password {asp}, server imap.mail.me.com port 993. "
             "username is the full email right?",
             S=dict(asp=asp), note="Apple app-specific password")


@reg
def _():
    priv, peer, psk = k_wg(), k_wg(), k_wg()
    return C("en", "wireguard-config",
             "handshake never completes. client config:\n\n[Interface]\nPrivateKey = {priv}\nAddress = 10.66.0.2/32\nDNS = 10.66.0.1\n\n"
             "[Peer]\nPublicKey = {peer}\nPresharedKey = {psk}\nEndpoint = vpn.holmgren.se:51820\nAllowedIPs = 0.0.0.0/0\nPersistentKeepalive = 25",
             S=dict(priv=priv, psk=psk), L=dict(peer=peer),
             note="WireGuard private and preshared keys; the peer public key has the same shape but is public")


@reg
def _():
    rk = bitlocker()
    kid = uuid4().upper()
    return C("en", "bitlocker-recovery",
             "laptop is asking for the BitLocker recovery key after a BIOS update. from my Microsoft account page:\n"
             "Key ID: {kid8}\nRecovery key: {rk}\nfull key ID {kid}. do I type the dashes?",
             S=dict(rk=rk), L=dict(kid=kid, kid8=kid[:8]),
             note="48-digit BitLocker recovery key (each block divisible by 11); key id is an identifier")


@reg
def _():
    codes = [k_gh_recovery() for _ in range(3)]
    S = {"c%d" % i: c for i, c in enumerate(codes)}
    return C("en", "github-recovery-codes",
             "these are my remaining GitHub recovery codes, where is a safe place to keep them? "
             "{c0} {c1} {c2}", S=S, note="three GitHub recovery codes")


@reg
def _():
    key = uuid4()
    app = uuid4()
    return C("en", "heroku-api-key-uuid",
             "HEROKU_API_KEY={key} in my GitHub Action but deploy fails with 'Invalid credentials provided'. "
             "the app id from `heroku apps:info` is {app}.",
             S=dict(key=key), L=dict(app=app), note="Heroku API key has UUID shape; the app id is a UUID look-alike")


@reg
def _():
    body = rsa_private_body(14)
    pub = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(B64, 64)
    return C("en", "rsa-private-key-jwt",
             "jsonwebtoken throws 'secretOrPrivateKey must be an asymmetric key when using RS256'.\n\nconst privateKey = `-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----`;\n\n"
             "the public key the other service uses starts with -----BEGIN PUBLIC KEY-----\n{pub}...",
             S=dict(body=body), L=dict(pub=pub), note="RSA private key body; the start of a public key is a look-alike")


@reg
def _():
    pp = passphrase(EN_WORDS, 4, "-")
    return C("en", "passphrase-in-prose",
             "my new password manager master passphrase is {pp} (with the dashes). is four words enough or should I add a fifth?",
             S=dict(pp=pp), note="master passphrase in prose")


@reg
def _():
    nums = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    digs = [rng.randrange(10) for _ in range(4)]
    spelled = " ".join(nums[d] for d in digs)
    return C("en", "door-code-spelled",
             "voice dictation: the door code for the building on Harmon Street is {spelled} and then the bell icon. "
             "please write it in the note for the cleaner",
             S=dict(spelled=spelled), note="entry code spelled out in words")


@reg
def _():
    pin, last4 = dstr(4), dstr(4)
    return C("en", "bank-pin-two-messages",
             "what's a good trick to remember a new card PIN? I always forget them"
             "\n---\nthe new one is {pin}, for the debit card ending {last4}",
             S=dict(pin=pin), L=dict(last4=last4), note="two messages; PIN given in the second; last four digits are a masked look-alike")


@reg
def _():
    o1, o2 = dstr(3) + " " + dstr(3), dstr(6)
    return C("en", "otp-expired-new",
             "the PayPal code is {o1}, can you type it into the form for me while I find my glasses? (it's on my other screen)"
             "\n---\nwait it expired. new one: {o2}",
             S=dict(o1=o1, o2=o2), note="two messages; first OTP expired, both cut")


@reg
def _():
    user = "j.morrow"
    pw = pw_human(EN_WORDS, symbol="!")
    return C("en", "vpn-credentials-colleague",
             "my colleague is on leave and gave me her VPN login so I can grab a file from her drive: username {user}, "
             "password {pw}. how do I add a second profile in the GlobalProtect client?",
             S=dict(pw=pw), N=dict(user=user), note="colleague's password entrusted to the user")


# ================================================================= ENGLISH, negatives
@reg
def _():
    pi = "pi_3Q" + rs(ALNUM, 22)
    return C("en", "stripe-test-mode-neg",
             "testing checkout in Stripe test mode. {c1} with any future date works, but the 3DS card {c2} never shows the challenge. "
             "I'm using the key from their docs, {tk}. the payment intent is {pi}",
             L=dict(c1="4242 4242 4242 4242", c2="4000 0027 6000 3184", tk="sk_test_4eC39HqLyjWDarjtT1zdp7dc", pi=pi),
             note="negative: Stripe documentation test cards and docs test key; payment intent id")


@reg
def _():
    return C("en", "aws-docs-example-neg",
             "In the IAM docs the example keys are {a} and {b}, and the ARN is {arn}. Why is the secret part 40 characters "
             "but the access key id only 20? Is there some encoding?",
             L=dict(a="AKIAIOSFODNN7EXAMPLE", b="wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", arn="arn:aws:iam::123456789012:user/Bob"),
             note="negative: AWS documentation example values")


@reg
def _():
    h1, h2, iso = sha40(), sha40(), sha64()
    return C("en", "git-log-checksum-neg",
             "which of these commits introduced the regression? bisect says good at {h1} and bad at {h2}. "
             "unrelated: sha256sum of the ubuntu-24.04.1-desktop-amd64.iso I downloaded is {iso}, does it match the official one?",
             L=dict(h1=h1, h2=h2, iso=iso), note="negative: commit hashes and a checksum")


@reg
def _():
    ib = mk_iban("DE", "10040000" + dstr(10))
    vat = de_ustid()
    inv = "RE-2026-" + dnz(5)
    return C("en", "supplier-invoice-iban-neg",
             "how do I pay this invoice from my Revolut? it says: Holzwerk Brandt GmbH, IBAN {ib}, BIC {bic}, "
             "VAT ID {vat}, invoice no. {inv}, due 19.12.2026, amount EUR {amt}",
             L=dict(ib=fmt_iban(ib), bic="COBADEBBXXX", vat=vat, inv=inv, amt=money(200, 2500).replace(".", ",")),
             note="negative: supplier's IBAN, the bank's BIC, supplier VAT id (check digit computed) and invoice number")


@reg
def _():
    u, r = ups(), s10(pick(["RR", "RM", "LX"]), "GB")
    usps = "9400" + dstr(18)
    return C("en", "tracking-numbers-neg",
             "three parcels stuck, can you make me a list with carrier links? UPS {u}, Royal Mail {r}, USPS {usps}",
             L=dict(u=u, r=r, usps=usps), note="negative: tracking numbers (Royal Mail S10 check digit computed)")


@reg
def _():
    return C("en", "env-example-placeholders-neg",
             "is this a good .env.example to commit?\n\nOPENAI_API_KEY={a}\nSTRIPE_SECRET_KEY={b}\n"
             "DATABASE_URL=postgres://{c}@localhost:5432/app\nJWT_SECRET={d}\nSENTRY_DSN=",
             L=dict(a="your_api_key_here", b="sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", c="<user>:<password>", d="change-me"),
             note="negative: placeholders only")


@reg
def _():
    last = dstr(4)
    tx = "TXN" + dnz(10)
    return C("en", "masked-card-dispute-neg",
             "help me write a dispute: on 28 Nov I was charged twice ($64.20 each) at FRESHMART #0412 on my card {m}. "
             "the bank app shows transaction IDs {tx} and {tx2}",
             L=dict(m="**** **** **** " + last, tx=tx, tx2="TXN" + dnz(10)),
             note="negative: masked card number and transaction ids")


@reg
def _():
    return C("en", "xkcd-password-discussion-neg",
             "is the xkcd thing still true, that {a} is stronger than {b}? and why do people still use {c} in 2026?",
             L=dict(a="correct horse battery staple", b="Tr0ub4dor&3", c="P@ssw0rd"),
             note="negative: famous example passwords discussed as examples")


@reg
def _():
    pub = ssh_ed25519_public()
    fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    return C("en", "ssh-public-key-neg",
             "the server admin asked for my public key. this is what `cat ~/.ssh/id_ed25519.pub` prints: ssh-ed25519 {pub} ana@mbp\n"
             "and ssh-keygen -lf shows {fp}. is that the thing I send him?",
             L=dict(pub=pub, fp=fp), note="negative: public key and its fingerprint")


@reg
def _():
    a, tx = bech32_addr(), sha64()
    return C("en", "btc-donation-address-neg",
             "our hackerspace takes donations in bitcoin at {a}. someone says they sent 0.01 BTC in tx {tx} but we don't see it, how do I check?",
             L=dict(a=a, tx=tx), note="negative: public receive address (bech32 checksum computed) and transaction hash")


@reg
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    et = "176" + dstr(10)
    return C("en", "flight-booking-neg",
             "can I still change my seat? booking reference {pnr}, e-ticket {et}, EK 29 from Dubai on 22 Dec",
             L=dict(pnr=pnr, et=et), note="negative: booking reference and e-ticket number")


@reg
def _():
    ein = us_ein()
    chno = str(rng.randint(1000000, 1199999))
    rc = "DN-" + dnz(8)
    return C("en", "charity-receipt-neg",
             "for my tax return: I gave to two charities. the US one lists EIN {ein}, the UK one says registered charity number {chno}. "
             "the receipt number is {rc}. are both deductible?",
             L=dict(ein=ein, chno=chno, rc=rc), note="negative: charities' public tax/registration numbers and a receipt number")


@reg
def _():
    rt, acct = "121000248", dnz(10)
    return C("en", "vendor-wire-instructions-neg",
             "our supplier sent wire instructions, does this look complete? Beneficiary: Cascade Pallet Co., Bank: Wells Fargo Bank, N.A., "
             "ABA {rt}, account {acct}, SWIFT {sw}, reference invoice {inv}",
             L=dict(rt=rt, acct=acct, sw="WFBIUS6S", inv="INV-" + dnz(5)),
             note="negative: a supplier's account given for payment, its bank's ABA and SWIFT, invoice reference")


@reg
def _():
    last = rs(ALNUM, 4)
    return C("en", "redacted-log-neg",
             "I redacted the log before sharing: connecting with user=svc_etl password={a} ... Authorization: Bearer {b} ... "
             "using key {c} ... card {d}",
             L=dict(a="********", b="[REDACTED]", c="sk-..." + last, d="4111********" + dstr(4)),
             note="negative: redacted and masked values")


@reg
def _():
    return C("en", "jwt-io-example-neg",
             "trying to understand JWTs. the example on jwt.io is {t} signed with {s}. what does each of the three parts mean?",
             L=dict(t="eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
                    s="your-256-bit-secret"),
             note="negative: jwt.io documentation token and its placeholder secret")


@reg
def _():
    utr = dnz(12)
    return C("en", "upi-receipt-ref-neg",
             "paid the tailor through GPay but he says not received. the receipt shows: Paid to Sri Balaji Tailors, {vpa}, Rs 1,850, "
             "UPI transaction ID {utr}, Ref No. {ref}. what should I send him as proof?",
             L=dict(vpa="sribalajitailors@okaxis", utr=utr, ref=dnz(12)),
             note="negative: merchant's UPI id and receipt references")


@reg
def _():
    tk = "SEC-" + dnz(5)
    return C("en", "password-spray-training-neg",
             "for our security awareness slides (ticket {tk}): which passwords show up most in spraying attacks? I was going to list {a}, {b} and {c} as examples",
             L=dict(tk=tk, a="Summer2024!", b="Welcome1", c="Password123!"),
             note="negative: commonly sprayed example passwords discussed as examples")


# ================================================================= helpers for other languages
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def jp_houjin():
    p = dnz(12)
    s = 0
    for n, ch in enumerate(reversed(p), start=1):
        s += int(ch) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + p


def cn_mobile():
    return pick(["138", "139", "150", "158", "186", "177", "135"]) + dstr(8)


# ================================================================= Chinese
@reg
def _():
    rid = cn_rid()
    sf = "SF" + dnz(13)
    ph = cn_mobile()
    return C("zh", "id-card-lease-sf",
             "帮我把这些信息整理进租房合同的乙方栏：姓名 王丽娟，身份证号 {rid}，手机 {ph}。另外顺丰单号 {sf} 显示已签收，但我没收到，怎么投诉？",
             S=dict(rid=rid), L=dict(sf=sf, ph=ph),
             note="Chinese resident id (ISO 7064 check computed); SF Express waybill and phone are look-alikes")


@reg
def _():
    cn = card("unionpay")
    pin = dstr(6)
    bank = {"622848": "农业银行", "621700": "建设银行", "622202": "工商银行"}[cn[:6]]
    return C("zh", "bank-card-pin-memo",
             "我老是忘，帮我记一下：工资卡是{bank}的 {cn}，取款密码 {pin}。下次我问你就告诉我。",
             S=dict(cn=fmt_card(cn), pin=pin), N=dict(bank=bank), note="UnionPay card (Luhn computed) and 6-digit PIN")


@reg
def _():
    ak, sk = k_aliyun_id(), k_aliyun_secret()
    rid = rs(HEXU, 8) + "-" + rs(HEXU, 4) + "-" + rs(HEXU, 4) + "-" + rs(HEXU, 4) + "-" + rs(HEXU, 12)
    return C("zh", "aliyun-oss-keys",
             "上传到 OSS 一直报 SignatureDoesNotMatch，是不是密钥配错了？\n\n# config.py\nOSS_ENDPOINT = \"oss-cn-hangzhou.aliyuncs.com\"\n"
             "ALIYUN_ACCESS_KEY_ID = \"{ak}\"\nALIYUN_ACCESS_KEY_SECRET = \"{sk}\"\nOSS_BUCKET = \"photo-archive-prod\"\n\n报错里的 RequestId: {rid}",
             S=dict(ak=ak, sk=sk), L=dict(rid=rid), note="Alibaba Cloud AccessKey pair; RequestId is a look-alike")


@reg
def _():
    order = "3" + dstr(18)
    uscc = cn_uscc()
    inv = "2633" + dstr(16)
    zto = "7" + dstr(14)
    return C("zh", "taobao-invoice-neg",
             "淘宝订单号 {order} 申请了电子发票，发票号码 {inv}，销售方统一社会信用代码 {uscc}，对吗？退货寄回的中通单号是 {zto}。",
             L=dict(order=order, inv=inv, uscc=uscc, zto=zto),
             note="negative: order number, invoice number, seller's unified social credit code (check computed), courier number")


# ================================================================= Japanese
@reg
def _():
    mn = jp_mynumber()
    hn = jp_houjin()
    return C("ja", "mynumber-nenmatsu",
             "年末調整の扶養控除申告書にマイナンバーを書く欄があるんだけど、{mn} って12桁で合ってる？"
             "会社の法人番号 {hn} もどこかに書かないといけないの？",
             S=dict(mn=mn), L=dict(hn=hn), note="My Number (check digit computed); the employer's corporate number (computed) is public")


@reg
def _():
    wifi = pw_random(13, sym=False)
    pin = dstr(4)
    return C("ja", "wifi-atm-pin-memo",
             "実家のWi-Fiのパスワード、母に聞いたら「{wifi}」だって。あとゆうちょのキャッシュカードの暗証番号は {pin}。忘れそうだからメモしといて。",
             S=dict(wifi=wifi, pin=pin), note="home Wi-Fi password and cash-card PIN")


@reg
def _():
    tok = base64.b64encode(rbytes(129)).decode()
    sec = rs(HEX, 32)
    uid = "U" + rs(HEX, 32)
    return C("ja", "line-bot-env",
             "LINE公式アカウントのBotが返信しない。.envはこれ：\n\nLINE_CHANNEL_ACCESS_TOKEN={tok}\nLINE_CHANNEL_SECRET={sec}\n\n"
             "Webhookのログには userId {uid} からのメッセージは届いてる。何が悪い？",
             S=dict(tok=tok, sec=sec), L=dict(uid=uid), note="LINE channel access token and secret; userId is an identifier")


@reg
def _():
    order = "%03d-%07d-%07d" % (rng.randint(249, 503), rng.randint(0, 9999999), rng.randint(0, 9999999))
    yamato = "%04d-%04d-%04d" % (rng.randint(2000, 4999), rng.randint(0, 9999), rng.randint(0, 9999))
    treg = "T" + jp_houjin()
    return C("ja", "amazon-yamato-invoice-neg",
             "Amazonの注文番号 {order} の荷物、ヤマトの伝票番号 {yamato} で止まってる。領収書に出品者の登録番号 {treg} が載ってるけど、経費精算に必要？",
             L=dict(order=order, yamato=yamato, treg=treg),
             note="negative: order number, Yamato slip number, seller's qualified-invoice registration number")


# ================================================================= Korean
@reg
def _():
    rrn = kr_rrn("1")
    acct = "110-%03d-%06d" % (rng.randint(100, 999), rng.randint(0, 999999))
    ph = "010-%04d-%04d" % (rng.randint(2000, 9999), rng.randint(0, 9999))
    return C("ko", "rrn-lease-account",
             "전세 계약서 임차인 란에 들어갈 내 정보 정리해줘. 이름 김지훈, 주민등록번호 {rrn}, 보증금 반환 계좌 신한 {acct}, 연락처 {ph}",
             S=dict(rrn=rrn, acct=acct), L=dict(ph=ph), note="resident registration number (check computed) and own account; phone is a look-alike")


@reg
def _():
    pw = pw_human(["sarang", "haneul", "bada", "kimchi", "seoul"], symbol=pick("!@#"))
    otp = dstr(6)
    err = "E-%05d" % rng.randint(10000, 99999)
    return C("ko", "cert-password-otp",
             "은행 앱에서 공동인증서 비밀번호 {pw} 넣었는데 계속 틀렸다고 나와. OTP {otp} 도 안 먹히고 오류코드 [{err}] 뜨는데 이거 무슨 뜻이야?",
             S=dict(pw=pw, otp=otp), L=dict(err=err), note="certificate password and OTP; error code is a look-alike")


@reg
def _():
    brn = kr_brn()
    order = "2026120" + dstr(9)
    inv = dnz(12)
    return C("ko", "coupang-business-neg",
             "쿠팡 주문번호 {order} 반품하려는데, 판매자 사업자등록번호 {brn} 로 조회하면 되나? CJ대한통운 운송장번호는 {inv} 이야.",
             L=dict(order=order, brn=brn, inv=inv), note="negative: order number, seller business registration number (check computed), waybill")


# ================================================================= Arabic
@reg
def _():
    nid, otp = sa_nid(), dstr(4)
    req = dnz(10)
    return C("ar", "absher-id-otp",
             "ساعدني أكمل طلب تجديد الإقامة للعاملة في أبشر. رقم هويتي الوطنية {nid}، ورمز التحقق اللي وصلني الحين {otp}. "
             "رقم الطلب اللي طلع لي {req}، هل لازم أدفع الرسوم قبل؟",
             S=dict(nid=nid, otp=otp), L=dict(req=req), note="Saudi national id (Luhn computed) and Absher OTP; request number is a reference")


@reg
def _():
    ib, eid = mk_iban("AE", "026" + dstr(16)), ae_eid()
    return C("ar", "uae-salary-iban",
             "أبغى أرسل لشركتي بيانات حسابي الجديد عشان الراتب. الآيبان {ib} ورقم الهوية الإماراتية {eid}، وسويفت البنك {swift}. اكتب لي إيميل رسمي قصير.",
             S=dict(ib=ib, eid=eid), L=dict(swift="EBILAEAD"),
             note="own UAE IBAN and Emirates ID (Luhn computed); bank SWIFT code is public")


@reg
def _():
    vat = sa_vat()
    inv = "INV-" + dnz(6)
    awb = dnz(10)
    return C("ar", "store-vat-invoice-neg",
             "وصلتني فاتورة من متجر إلكتروني: رقم الفاتورة {inv}، الرقم الضريبي للمتجر {vat}، المبلغ ٢٣٠ ريال شامل الضريبة، ورقم الشحنة في سمسا {awb}. "
             "هل الفاتورة نظامية؟",
             L=dict(inv=inv, vat=vat, awb=awb), note="negative: invoice number, shop VAT number, shipment number")


# ================================================================= Persian
@reg
def _():
    melli = ir_melli()
    cn = card("ir")
    cv = dstr(rng.choice([3, 4]))
    exp = "%d/%02d" % (rng.randint(1405, 1409), rng.randint(1, 12))
    otp = dstr(6)
    return C("fa", "melli-card-cvv2",
             "سلام، میخوام شهریه دانشگاه رو آنلاین بدم ولی درگاه خطا میده. کد ملیم {melli} هست، شماره کارت {cn}، "
             "CVV2 {cv} و تاریخ انقضا {exp}. مشکل از کجاست؟",
             S=dict(melli=melli.translate(FA_DIG), cn=grp4(cn, "-"), cv=cv), N=dict(exp=exp.translate(FA_DIG)),
             note="national code in Persian digits (check computed), card (Luhn) and CVV2; expiry left neutral")


@reg
def _():
    ib = iban("IR")
    trk = dnz(12)
    return C("fa", "sheba-salary",
             "برای واریز حقوق، شماره شبای حسابم رو به حسابداری بدم؟ {ib}. شماره پیگیری واریز قبلی هم {trk} بود که هنوز ننشسته.",
             S=dict(ib=ib), L=dict(trk=trk), note="own Sheba (IR IBAN, mod-97 computed); tracking number is a reference")


@reg
def _():
    post = dnz(24)
    order = "DKC-" + dnz(9)
    shenase = "10" + dstr(9)
    return C("fa", "post-tracking-neg",
             "سفارش دیجیکالا {order} رو پس فرستادم، کد رهگیری پست {post}. شناسه ملی فروشنده روی فاکتور {shenase} نوشته شده. چند روز طول میکشه؟",
             L=dict(order=order, post=post, shenase=shenase), note="negative: order number, postal tracking code, company national id")


# ================================================================= Hebrew
@reg
def _():
    tz = il_tz()
    pw = pw_human(["shalom", "tapuz", "yam", "gefen", "kineret"], symbol=pick("!#"))
    return C("he", "tz-bank-password",
             "תשמור לי בבקשה, אני כל הזמן שוכח: תעודת זהות {tz}, הסיסמה לאתר של הבנק {pw}. ותזכיר לי להחליף אותה בחודש הבא.",
             S=dict(tz=tz, pw=pw), note="Israeli ID number (Luhn-style check computed) and bank password")


@reg
def _():
    door, alarm = dstr(4), dstr(4)
    wifi = pw_random(10, sym=False)
    ph = "05%d-%03d-%04d" % (rng.choice([0, 2, 3, 4, 8]), rng.randint(0, 999), rng.randint(0, 9999))
    return C("he", "babysitter-codes",
             "תכתוב הודעה מסודרת לבייביסיטר: הקוד של דלת הבניין {door}, הסיסמה של הוויי-פיי {wifi}. "
             "אם יש בעיה, השכנה רותי בטלפון {ph}.",
             S=dict(door=door, wifi=wifi), L=dict(ph=ph), note="door and Wi-Fi codes; phone number is a look-alike")


@reg
def _():
    hp = il_hp()
    order = dnz(9)
    trk = s10("RR", "IL")
    return C("he", "order-company-neg",
             "הזמנתי מקרר מחברה עם ח.פ. {hp}, מספר הזמנה {order}. המשלוח של החלק החסר בדואר ישראל, מספר מעקב {trk}. איך מגישים תלונה?",
             L=dict(hp=hp, order=order, trk=trk), note="negative: company number (check computed), order number, S10 tracking (computed)")


# ================================================================= Hindi
@reg
def _():
    ad = aadhaar()
    pin = dstr(rng.choice([4, 6]))
    utr = dnz(12)
    return C("hi", "aadhaar-upi-pin",
             "ये दोनों याद रखना, मैं भूल जाती हूँ: मेरा आधार नंबर {ad} है और PhonePe का UPI पिन {pin} है। "
             "कल बिजली बिल का जो पेमेंट किया उसका UTR {utr} है, वो अभी तक pending दिखा रहा है।",
             S=dict(ad=ad, pin=pin), L=dict(utr=utr), note="Aadhaar (Verhoeff computed) and UPI PIN; UTR is a payment reference")


@reg
def _():
    pan, acct = in_pan(), dnz(11)
    ifsc = "SBIN0" + dstr(6)
    ack = dnz(15)
    return C("hi", "itr-pan-bank",
             "ITR भरने में मदद करो। PAN {pan}, SBI खाता संख्या {acct}, IFSC {ifsc}। पिछले साल की ITR का acknowledgement number {ack} है, वो कहाँ डालूँ?",
             S=dict(pan=pan, acct=acct), L=dict(ifsc=ifsc, ack=ack), note="PAN and own account; IFSC and acknowledgement number are look-alikes")


@reg
def _():
    pnr = pick("2468") + dstr(9)
    od = "OD" + dnz(18)
    return C("hi", "pnr-order-neg",
             "मेरी ट्रेन 12951 राजधानी का PNR {pnr} है, वेटिंग कन्फर्म होगा क्या? और Flipkart ऑर्डर {od} कब तक आएगा?",
             L=dict(pnr=pnr, od=od), note="negative: railway PNR and order id")


# ================================================================= Russian
@reg
def _():
    pp, snils, inn = ru_passport(), ru_snils(), ru_inn12()
    z = dnz(10)
    return C("ru", "gosuslugi-passport-snils",
             "Сейчас скину данные для заявления на Госуслугах, проверь, что я ничего не перепутал местами"
             "\n---\nпаспорт {pp}, СНИЛС {snils}. портал выдал номер заявления {z}",
             S=dict(pp=pp, snils=snils), L=dict(z=z),
             note="two messages; passport and SNILS (check computed); application number is a reference")


@reg
def _():
    otp, cn, ex, cv = dstr(6), card("mir"), expiry(), cvc()
    return C("ru", "sber-sms-card",
             "Пришло СМС: «Код: {otp}. Никому не сообщайте код, даже сотруднику банка. Покупка 3 490р OZON.RU» — а я ничего не покупал! "
             "Карта {cn}, срок {ex}, CVC {cv}. Что делать, блокировать?",
             S=dict(otp=otp, cn=fmt_card(cn), cv=cv), N=dict(ex=ex), note="SMS code and own Mir card number and CVC (expiry left neutral)")


@reg
def _():
    bik = "044525225"
    acct = ru_acct(bik)
    return C("ru", "salary-requisites",
             "Бухгалтерия просит реквизиты для зарплаты, оформи аккуратно: получатель Смирнова Анна Викторовна, счёт {acct}, "
             "банк ПАО Сбербанк, БИК {bik}, корр. счёт {ks}, ИНН банка {innb}, КПП {kpp}",
             S=dict(acct=acct), L=dict(bik=bik, ks="30101810400000000225", innb="7707083893", kpp="773601001"),
             note="own account (control key computed against the BIK); the bank's BIK, correspondent account, INN and KPP are public")


@reg
def _():
    trk = s10("RA", "RU")
    wb = dnz(10)
    inn = ru_inn10()
    return C("ru", "pochta-wb-neg",
             "Посылка {trk} третью неделю «в пути». Заказ на Wildberries {wb}, продавец ООО «Текстиль Плюс», ИНН {inn}. Куда писать претензию?",
             L=dict(trk=trk, wb=wb, inn=inn), note="negative: S10 tracking (computed), order number, company INN (computed)")


# ================================================================= Ukrainian
@reg
def _():
    rn, ib = ua_rnokpp(), mk_iban("UA", "305299" + "00000" + "2620" + dstr(10))
    return C("uk", "rnokpp-iban-fop",
             "Заповнюю заяву на виплату. РНОКПП {rn}, мій рахунок IBAN {ib}, банк АТ КБ «ПриватБанк», код ЄДРПОУ банку {edr}. Все правильно?",
             S=dict(rn=rn, ib=ib), L=dict(edr="14360570"),
             note="taxpayer number (check computed) and own IBAN; the bank's EDRPOU code is public")


@reg
def _():
    cn, ex, cv = card("mono"), expiry(), cvc()
    order = dnz(9)
    return C("uk", "mono-card-train",
             "Купую квитки на Інтерсіті, а сайт пише «платіж відхилено». Картка монобанку {cn}, дійсна до {ex}, CVV {cv}. "
             "Номер замовлення {order}. Це банк блокує?",
             S=dict(cn=fmt_card(cn), cv=cv), N=dict(ex=ex), L=dict(order=order), note="own card number and CVV (expiry left neutral); order number is a look-alike")


@reg
def _():
    ttn = "20450" + dstr(9)
    order = dnz(9)
    edr = dnz(8)
    return C("uk", "novaposhta-neg",
             "Замовлення в Розетці {order} прийшло не те. Повертаю Новою Поштою, ТТН {ttn}. Продавець ТОВ «Домтех», ЄДРПОУ {edr}. Як оформити повернення коштів?",
             L=dict(ttn=ttn, order=order, edr=edr), note="negative: order number, waybill number, company code")


# ================================================================= Polish
@reg
def _():
    ps, dw = pesel(), pl_dowod()
    nrb = iban("PL")[2:]
    return C("pl", "pesel-dowod-800plus",
             "Wypełniam wniosek o 800+, sprawdź czy wszystko się zgadza: PESEL {ps}, seria i numer dowodu {dw}.",
             S=dict(ps=ps, dw=dw),
             note="PESEL and ID card number (checks computed)")


@reg
def _():
    blik = dstr(6)
    pw = pw_human(["Kasztan", "Wisla", "Tatry", "Pierogi", "Bursztyn"], symbol=pick("!#"))
    return C("pl", "blik-bank-password",
             "Kolega chce, żebym mu oddał kasę BLIKiem na telefon. Wygenerowałem kod {blik}, mam mu go podyktować? "
             "Aha, i zapisz sobie, że hasło do mBanku zmieniłem na {pw}.",
             S=dict(blik=blik, pw=pw), note="BLIK code and bank password")


@reg
def _():
    nip = pl_nip()
    nrb = iban("PL")[2:]
    fv = "FV/2026/12/%04d" % rng.randint(1, 9999)
    inpost = dnz(24)
    return C("pl", "invoice-nip-neg",
             "Sklep przysłał fakturę {fv}: sprzedawca NIP {nip}, konto do przelewu {nrb}. Przesyłka InPost {inpost}. Czy mogę zapłacić po terminie bez odsetek?",
             L=dict(fv=fv, nip=nip, nrb=grp(nrb, [2, 4, 4, 4, 4, 4, 4]), inpost=inpost),
             note="negative: invoice number, shop's NIP (computed) and account, parcel number")


# ================================================================= Czech
@reg
def _():
    rc = cz_rc()
    ucet = cz_acct().lstrip("0") + "/" + pick(["0800", "2010", "0300", "3030"])
    return C("cs", "rodne-cislo-ucet",
             "Vyplňuju daňové přiznání, moje rodné číslo je {rc} a číslo účtu pro vrácení přeplatku {ucet}. "
             "Variabilní symbol mi finanční úřad nedal, nevadí to?",
             S=dict(rc=rc, ucet=ucet), note="birth number (mod 11 computed) and own account (mod 11 computed)")


@reg
def _():
    wifi = pw_human(["Chata", "Sumava", "Lipno", "Borovice"], symbol="")
    gate, kb = dstr(4), dstr(4)
    return C("cs", "chata-codes",
             "Napiš mi zprávu pro kamarády, co jedou na chatu: heslo na wifi {wifi}, klíče jsou v krabičce u dveří, kód {kb}. "
             "Dřevo je v kůlně.",
             S=dict(wifi=wifi, kb=kb), note="Wi-Fi password and key-box code")


@reg
def _():
    ico = cz_ico()
    vs = dnz(10)
    obj = dnz(9)
    zas = "Z %03d %04d %03d" % (rng.randint(100, 999), rng.randint(0, 9999), rng.randint(0, 999))
    return C("cs", "alza-ico-neg",
             "Objednávka z Alzy č. {obj}, na faktuře IČO prodejce {ico} a variabilní symbol {vs}. Zásilka přes Zásilkovnu {zas}. "
             "Můžu reklamovat bez účtenky?",
             L=dict(obj=obj, ico=ico, vs=vs, zas=zas), note="negative: order number, company ICO (computed), variable symbol, parcel id")


# ================================================================= German
@reg
def _():
    sid, ib = steuer_id(), iban("DE")
    az = "EG-%d-%05d" % (rng.randint(10, 99), rng.randint(0, 99999))
    return C("de", "elterngeld-steuerid-iban",
             "Hilf mir bitte beim Elterngeldantrag. Meine Steuer-ID ist {sid}, die Bankverbindung IBAN {ib}. "
             "Die Elterngeldstelle hat mir das Aktenzeichen {az} gegeben, wo trage ich das ein?",
             S=dict(sid=sid, ib=fmt_iban(ib)), L=dict(az=az),
             note="tax id (ISO 7064 check computed) and own IBAN; file reference is a look-alike")


@reg
def _():
    tan = dstr(6)
    ib = iban("DE")
    return C("de", "pushtan-two-messages",
             "Ich mache gerade eine Überweisung an den Dachdecker, kannst du mir sagen, ob ich bei Verwendungszweck die Rechnungsnummer angeben muss?"
             "\n---\nEmpfänger-IBAN laut Rechnung {ib}, Rechnung Nr. 2026-118"
             "\n---\nok, die App zeigt jetzt die TAN {tan}, die gebe ich einfach ein oder?",
             S=dict(tan=tan), L=dict(ib=fmt_iban(ib)),
             note="three messages; a TAN is a one-time code; the roofer's IBAN is a payee look-alike")


@reg
def _():
    pw, salt, secret = pw_random(24, sym=False), pw_random(30, sym=False), rs(ALNUM + "/+", 48)
    iid = "oc" + rs(LO + DIG, 10)
    return C("de", "nextcloud-config",
             "Nextcloud zeigt nach dem Umzug 'Internal Server Error'. Auszug aus config.php:\n\n"
             "  'instanceid' => '{iid}',\n  'secret' => '{secret}',\n  'dbtype' => 'mysql',\n"
             "  'version' => '{ver}',\n  'dbname' => 'nextcloud',\n  'dbhost' => 'localhost',\n  'dbuser' => 'ncadmin',\n  'dbpassword' => '{pw}',\n\n"
             "Muss ich was anpassen, wenn die DB jetzt auf einem anderen Host läuft?",
             S=dict(pw=pw, secret=secret), L=dict(iid=iid, ver="29.0.4.1"),
             note="DB password and instance secret in Nextcloud config; instance id and version are look-alikes")


@reg
def _():
    ust, ib = de_ustid(), iban("DE")
    rn = "RE%d-%05d" % (rng.randint(2600, 2612), rng.randint(0, 99999))
    dhl = "00340434" + dstr(12)
    return C("de", "shop-invoice-neg",
             "Ich habe beim Onlineshop bestellt, auf der Rechnung {rn} steht: USt-IdNr. {ust}, zahlbar auf {ib}. "
             "Das Paket (DHL {dhl}) ist aber nie gekommen. Darf ich die Zahlung zurückhalten?",
             L=dict(rn=rn, ust=ust, ib=fmt_iban(ib), dhl=dhl), note="negative: invoice number, shop VAT id (computed), shop IBAN, DHL number")


# ================================================================= French
@reg
def _():
    nf, nir = fr_numfiscal(), fr_nir()
    siret = fr_siret()
    return C("fr", "impots-numfiscal-nir",
             "Je fais ma déclaration de revenus pour la première fois. Mon numéro fiscal c'est {nf} et mon numéro de sécu {nir}. "
             "Sur ma fiche de paie il y a aussi le SIRET de l'employeur, {siret}, je dois le reporter quelque part ?",
             S=dict(nf=nf, nir=nir), L=dict(siret=siret),
             note="tax number (no public check, not computed) and NIR (key computed); employer SIRET (Luhn computed) is public")


@reg
def _():
    ib = iban("FR")
    while ib[4:9] != "30004":
        ib = iban("FR")
    return C("fr", "caf-rib",
             "La CAF me demande un RIB pour le versement de l'APL. Tu peux me faire un petit mail ? IBAN : {ib} – BIC : {bic}. Titulaire : Mme Léa Martin.",
             S=dict(ib=fmt_iban(ib)), L=dict(bic="BNPAFRPPXXX"),
             note="own French IBAN (RIB key and mod-97 computed); bank BIC is public")


@reg
def _():
    dig, kb = dstr(4) + pick("AB"), dstr(4)
    wifi = rs("abcdefghkmnpqrstuvwxyz23456789", 22)
    annonce = dnz(9)
    return C("fr", "airbnb-digicode",
             "Tu peux rédiger le message d'accueil pour mes voyageurs (annonce n° {annonce}) ? Digicode {dig}, bâtiment B, 3e gauche. "
             "Les clés sont chez la voisine du 2e. Wifi : Livebox-A3F0, clé {wifi}.",
             S=dict(dig=dig, wifi=wifi), L=dict(annonce=annonce), note="door code and Livebox Wi-Fi key; listing number is a look-alike")


@reg
def _():
    siret = fr_siret()
    cmd = "CMD-" + dnz(7)
    col = "6A" + dstr(11)
    return C("fr", "artisan-siret-neg",
             "Le plombier m'a laissé un devis avec SIRET {siret}. Par ailleurs ma commande {cmd} chez Leroy Merlin est partie en Colissimo {col}. "
             "Comment vérifier que l'entreprise existe vraiment ?",
             L=dict(siret=siret, cmd=cmd, col=col), note="negative: SIRET (Luhn computed), order number, parcel number")


# ================================================================= Spanish
@reg
def _():
    dni = es_dni()
    pw = pw_human(["Girasol", "Paella", "Sevilla", "Cancion", "Luna"], symbol=pick("!#"))
    ref = rs(UP + DIG, 6)
    return C("es", "renta-dni-clave",
             "Voy a hacer la renta. DNI {dni}, la contraseña de Cl@ve que me puse es {pw} y el número de referencia que me dio la app es {ref}. "
             "¿Con eso ya puedo confirmar el borrador?",
             S=dict(dni=dni, pw=pw, ref=ref), note="DNI (letter computed), Cl@ve password and the Renta reference number, which works as an access credential")


@reg
def _():
    ib = iban("ES")
    cif = es_cif()
    socio = dnz(6)
    return C("es", "gym-domiciliacion",
             "El gimnasio me pide el IBAN para domiciliar la cuota: {ib}. En el contrato pone CIF {cif} y mi número de socio es {socio}. "
             "¿Me pueden cobrar la matrícula aunque haya promoción?",
             S=dict(ib=fmt_iban(ib)), L=dict(cif=cif, socio=socio),
             note="own Spanish IBAN (DC and mod-97 computed); gym CIF (computed) and member number are look-alikes")


@reg
def _():
    cn, ex, cv = card("visa"), expiry(), cvc()
    expd = "%d/%06d" % (rng.randint(2025, 2026), rng.randint(0, 999999))
    return C("es", "matricula-card-two-messages",
             "¿Me ayudas a pagar la matrícula en la sede electrónica? El expediente es {expd}. La tarjeta es {cn}"
             "\n---\ncaduca el {ex} y el CVV es {cv}",
             S=dict(cn=fmt_card(cn), cv=cv), N=dict(ex=ex), L=dict(expd=expd),
             note="two messages; card number, then expiry (left neutral) and CVV; file number is a look-alike")


@reg
def _():
    ped = dnz(9)
    loc = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    cif = es_cif()
    refp = dnz(13)
    return C("es", "pedido-renfe-neg",
             "Tengo el pedido {ped} de la tienda (CIF {cif}) pendiente de reembolso, referencia de pago {refp}. Y el localizador de Renfe {loc}, "
             "¿puedo cambiar el billete si el tren sale mañana?",
             L=dict(ped=ped, cif=cif, refp=refp, loc=loc), note="negative: order number, company CIF (computed), payment reference, booking locator")


# ================================================================= Portuguese (BR and PT)
@reg
def _():
    cpf = br_cpf()
    pw = dstr(rng.choice([6, 8])) if rng.random() < 0.5 else pw_human(["Saudade", "Caju", "Praia", "Samba"], symbol="@")
    cnpj = br_cnpj()
    return C("pt", "cpf-nubank-senha",
             "Anota aí pra mim: meu CPF é {cpf} e a senha do app do banco é {pw}. O CNPJ da empresa onde eu trabalho é {cnpj}, "
             "vou precisar disso pro imposto de renda?",
             S=dict(cpf=cpf, pw=pw), L=dict(cnpj=cnpj), note="CPF (check digits computed) and banking app password; employer CNPJ (computed) is public")


@reg
def _():
    nif, ib = pt_nif(), iban("PT")
    ent = "%05d" % rng.randint(10000, 99999)
    ref = "%03d %03d %03d" % (rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 999))
    return C("pt", "irs-nif-iban-pt",
             "Para o reembolso do IRS preciso de confirmar o IBAN no Portal das Finanças. NIF {nif}, IBAN {ib}. "
             "Já agora, a fatura da luz diz Entidade {ent} Referência {ref} Montante 47,32 €, posso pagar no multibanco depois do prazo?",
             S=dict(nif=nif, ib=fmt_iban(ib)), L=dict(ent=ent, ref=ref),
             note="Portuguese NIF (mod 11 computed) and IBAN (NIB and mod-97 computed); Multibanco entity/reference are payment references")


@reg
def _():
    cn, ex, cv = card(pick(["visa", "mc"])), expiry(), cvc()
    ped = "#" + dnz(8)
    return C("pt", "ingresso-cartao",
             "O site de ingressos travou na hora do pagamento. Usei o cartão {cn}, validade {ex}, CVV {cv}. O pedido {ped} aparece como pendente, "
             "será que cobraram?",
             S=dict(cn=fmt_card(cn), cv=cv), N=dict(ex=ex), L=dict(ped=ped), note="own card number and CVV (expiry left neutral); order number is a look-alike")


@reg
def _():
    d = pick(["341", "237", "001", "104"]) + "9" + dstr(43)
    blt = "%s.%s %s.%s %s.%s %s %s" % (d[0:5], d[5:10], d[10:15], d[15:21], d[21:26], d[26:32], d[32], d[33:47])
    rast = s10(pick(["NL", "QB", "OJ"]), "BR")
    cnpj = br_cnpj()
    return C("pt", "boleto-rastreio-neg",
             "Paguei o boleto {blt} da loja (CNPJ {cnpj}) e o pedido saiu com o código de rastreio {rast}. Quanto tempo demora para o Correios atualizar?",
             L=dict(blt=blt, cnpj=cnpj, rast=rast), note="negative: boleto line, store CNPJ (computed), tracking code (S10 computed)")


# ================================================================= Italian
@reg
def _():
    cf, ib = it_cf(), iban("IT")
    prat = "%d/%06d" % (rng.randint(2025, 2026), rng.randint(0, 999999))
    return C("it", "cf-iban-rimborso",
             "Devo compilare il modulo per il rimborso della TARI: codice fiscale {cf}, IBAN {ib}. Il numero di pratica che mi hanno dato allo sportello è {prat}. "
             "Mi scrivi una PEC breve?",
             S=dict(cf=cf, ib=fmt_iban(ib)), L=dict(prat=prat),
             note="codice fiscale and IBAN (CIN and mod-97 computed); file number is a look-alike")


@reg
def _():
    pw = pw_human(["Girasole", "Ciao", "Vespa", "Pizzica", "Dolomiti"], symbol=pick("!#"))
    otp = dstr(6)
    return C("it", "spid-password-otp",
             "Non riesco a entrare con SPID su INPS. Username mario.bianchi88, password {pw}, il codice OTP che mi arriva via SMS è {otp} ma dice che è scaduto. "
             "Che faccio?",
             S=dict(pw=pw, otp=otp), note="SPID password and OTP")


@reg
def _():
    piva = it_piva()
    ordn = dnz(10)
    brt = dnz(15)
    return C("it", "piva-ordine-neg",
             "Ho ordinato un divano, ordine n. {ordn}, il venditore ha partita IVA {piva}. Il tracking BRT {brt} è fermo da 10 giorni, posso chiedere il recesso?",
             L=dict(ordn=ordn, piva=piva, brt=brt), note="negative: order number, VAT number (Luhn computed), tracking number")


# ================================================================= Dutch
@reg
def _():
    bsn, ib = nl_bsn(), iban("NL")
    pol = dnz(9)
    return C("nl", "toeslagen-bsn-polis",
             "Ik vraag zorgtoeslag aan. BSN {bsn}. Mijn polisnummer bij de zorgverzekeraar is {pol}, moet dat er ook bij?",
             S=dict(bsn=bsn, pol=pol),
             note="BSN (11-proof computed) and health insurance policy number")


@reg
def _():
    pw = pw_human(["Tulp", "Fiets", "Molen", "Kaas", "Gracht"], symbol=pick("!#"))
    sms = dstr(6)
    return C("nl", "digid-sms",
             "Ik log in bij DigiD met wachtwoord {pw} en krijg de sms-code {sms}, maar hij zegt steeds dat de code verlopen is. Ligt dat aan mijn telefoon?",
             S=dict(pw=pw, sms=sms), note="DigiD password and SMS code")


@reg
def _():
    kvk = dnz(8)
    btw = "NL" + dnz(9) + "B01"
    kenmerk = dnz(16)
    order = dnz(13)
    return C("nl", "kvk-btw-neg",
             "Klopt deze factuur? Bedrijf staat ingeschreven onder KvK {kvk}, btw-nummer {btw}, betalingskenmerk {kenmerk}. Het bol-ordernummer is {order}.",
             L=dict(kvk=kvk, btw=btw, kenmerk=kenmerk, order=order), note="negative: company registration, VAT number, payment reference, order number")


# ================================================================= Swedish
@reg
def _():
    pnr = se_pnr()
    clr = "8%03d-%d" % (rng.randint(100, 999), rng.randint(0, 9))
    konto = "%03d %03d %03d-%d" % (rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 9))
    return C("sv", "pnr-swedbank-konto",
             "Jag ska ansöka om bostadsbidrag. Personnummer {pnr}, utbetalning till Swedbank clearingnummer {clr}, kontonummer {konto}. "
             "Behöver jag skicka med kontoutdrag?",
             S=dict(pnr=pnr, konto=konto), L=dict(clr=clr),
             note="personnummer (Luhn computed) and own account; clearing number identifies the bank branch")


@reg
def _():
    port, kb = dstr(4), dstr(4)
    wifi = pw_human(["Granen", "Sjoutsikt", "Kanelbulle", "Midsommar"], symbol="")
    return C("sv", "stuga-portkod-wifi",
             "Kan du skriva ett välkomstmeddelande till hyresgästerna i stugan? Portkod {port}, nyckeln hänger i förrådet, "
             "wifi heter Stugan_5G och lösenordet är {wifi}.",
             S=dict(port=port, wifi=wifi), note="door code and Wi-Fi password")


@reg
def _():
    org = se_orgnr()
    bg_p = dnz(rng.choice([6, 7]))
    bg = bg_p + luhn_digit(bg_p)
    bg = bg[:-4] + "-" + bg[-4:]
    ocr_p = dnz(rng.randint(9, 14))
    ocr = ocr_p + luhn_digit(ocr_p)
    fak = dnz(6)
    return C("sv", "faktura-bankgiro-neg",
             "Fick en faktura från Elbolaget Norr AB (org.nr {org}): betala till bankgiro {bg} med OCR-nummer {ocr}, fakturanummer {fak}. "
             "Vad händer om jag skriver fel OCR?",
             L=dict(org=org, bg=bg, ocr=ocr, fak=fak), note="negative: company org number, bankgiro, OCR reference (Luhn computed), invoice number")


# ================================================================= Danish
@reg
def _():
    cpr = dk_cpr()
    reg_ = "%04d" % rng.randint(1000, 9999)
    konto = dnz(10)
    return C("da", "su-cpr-nemkonto",
             "Jeg søger SU og skal tjekke min NemKonto. CPR-nummer {cpr}, reg.nr. {reg} og kontonummer {konto}. Hvor lang tid går der før første udbetaling?",
             S=dict(cpr=cpr, konto=konto), L=dict(reg=reg_),
             note="CPR number (no modulus check since 2007, not computed) and own account; the registration number is a bank code")


@reg
def _():
    cvr = dk_cvr()
    ordre = dnz(8)
    pakke = "0" + dstr(13)
    return C("da", "cvr-ordre-neg",
             "Webshoppen har CVR-nummer {cvr} ifølge deres side. Min ordre {ordre} blev sendt med pakke-ID {pakke} men er aldrig kommet. Kan jeg klage?",
             L=dict(cvr=cvr, ordre=ordre, pakke=pakke), note="negative: company CVR (mod 11 computed), order number, parcel id")


# ================================================================= Norwegian
@reg
def _():
    fnr = no_fnr()
    kto = no_acct()
    return C("no", "nav-fnr-konto",
             "Jeg fyller ut søknad om dagpenger hos NAV. Fødselsnummer {fnr}, kontonummer {kto}. Må jeg legge ved arbeidsavtalen også?",
             S=dict(fnr=fnr, kto="%s.%s.%s" % (kto[:4], kto[4:6], kto[6:])),
             note="fødselsnummer (both check digits computed) and account number (mod 11 computed)")


@reg
def _():
    org = no_orgnr()
    kid_p = dnz(rng.randint(8, 14))
    kid = kid_p + luhn_digit(kid_p)
    fak = dnz(7)
    return C("no", "faktura-kid-neg",
             "Fakturaen fra Fjordkraft: org.nr. {org}, KID {kid}, fakturanummer {fak}, forfall 20.12. Kan jeg betale med avtalegiro i stedet?",
             L=dict(org=org, kid=kid, fak=fak), note="negative: org number (mod 11 computed), KID payment reference (Luhn computed), invoice number")


# ================================================================= Finnish
@reg
def _():
    hetu, ib = fi_hetu(), iban("FI")
    return C("fi", "kela-hetu-iban",
             "Täytän Kelan asumistukihakemusta. Henkilötunnus {hetu}, tilinumero {ib}. Pitääkö vuokrasopimus liittää heti mukaan?",
             S=dict(hetu=hetu, ib=fmt_iban(ib)), note="personal identity code (check character computed) and own IBAN (Luhn and mod-97 computed)")


@reg
def _():
    kb = dstr(4)
    wifi = pw_human(["Mokki", "Sauna", "Jarvi", "Koivu", "Revontuli"], symbol="")
    ovi = dstr(4)
    return C("fi", "mokki-koodit",
             "Kirjoita vuokralaisille ohje: avaimet ovat avainlaatikossa, koodi {kb}. Wifin salasana on {wifi}. Roskat viedään tien varteen.",
             S=dict(kb=kb, wifi=wifi), note="key-box code and Wi-Fi password")


@reg
def _():
    yt = fi_ytunnus()
    viite = fi_viite()
    til = dnz(8)
    return C("fi", "lasku-viite-neg",
             "Sain laskun, jossa lukee Y-tunnus {yt}, viitenumero {viite} ja tilausnumero {til}. Eräpäivä on jo mennyt, tuleeko viivästyskorkoa?",
             L=dict(yt=yt, viite=viite, til=til), note="negative: company id (computed), reference number (7-3-1 computed), order number")


# ================================================================= Hungarian
@reg
def _():
    ado, taj, szla = hu_adoaz(), hu_taj(), hu_acct()
    return C("hu", "szja-adoazonosito-szamla",
             "Segíts az SZJA-bevallásban: adóazonosító jelem {ado}, a visszatérítést erre a bankszámlára kérem: {szla}.",
             S=dict(ado=ado, szla=szla), note="tax id and own account number (checks computed)")


@reg
def _():
    ado = hu_adoszam()
    rend = dnz(9)
    gls = dnz(11)
    return C("hu", "webshop-adoszam-neg",
             "A webshop adószáma a számlán {ado}, a rendelésszámom {rend}, a GLS csomagszám {gls}. Hogyan kérhetem vissza a pénzt, ha nem jött meg?",
             L=dict(ado=ado, rend=rend, gls=gls), note="negative: company tax number (first check computed), order and parcel numbers")


# ================================================================= Romanian
@reg
def _():
    cnp, ib = ro_cnp(), iban("RO")
    nr = "%d/%02d.12.2026" % (rng.randint(1000, 99999), rng.randint(1, 6))
    return C("ro", "anaf-cnp-iban",
             "Completez formularul pentru ANAF. CNP {cnp}, IBAN {ib}. Numărul de înregistrare al cererii e {nr}. Cât durează restituirea?",
             S=dict(cnp=cnp, ib=fmt_iban(ib)), L=dict(nr=nr), note="CNP (check computed) and own IBAN; registration number is a reference")


@reg
def _():
    pw = pw_human(["Carpati", "Dunarea", "Mamaliga", "Brasov", "Ciocarlia"], symbol=pick("!#"))
    otp = dstr(6)
    return C("ro", "george-parola-sms",
             "Nu pot să intru în George. Parola mea e {pw}, iar codul primit prin SMS e {otp}, dar îmi zice că datele sunt greșite. Ce să fac?",
             S=dict(pw=pw, otp=otp), note="banking password and SMS code")


@reg
def _():
    cui = "RO" + ro_cui()
    cmd = dnz(9)
    awb = dnz(13)
    return C("ro", "emag-cui-neg",
             "Comanda eMAG {cmd} de la un seller cu CUI {cui} a venit deteriorată. AWB Fan Courier {awb}. Cum fac retur?",
             L=dict(cmd=cmd, cui=cui, awb=awb), note="negative: order number, company CUI (check computed), AWB")


# ================================================================= Greek
@reg
def _():
    afm, amka, ib = gr_afm(), gr_amka(), iban("GR")
    return C("el", "govgr-afm-amka",
             "Κάνω αίτηση για το επίδομα στο gov.gr. ΑΦΜ {afm}, ΑΜΚΑ {amka}. Χρειάζεται και η ταυτότητα;",
             S=dict(afm=afm, amka=amka), note="personal tax number (check computed) and AMKA (Luhn computed)")


@reg
def _():
    afm = gr_afm()
    par = dnz(8)
    acs = dnz(10)
    return C("el", "eshop-afm-neg",
             "Το κατάστημα έχει ΑΦΜ {afm} στην απόδειξη. Η παραγγελία {par} στάλθηκε με ACS, αριθμός αποστολής {acs}, αλλά δεν έχει φτάσει. Τι κάνω;",
             L=dict(afm=afm, par=par, acs=acs), note="negative: the shop's tax number, order and shipment numbers")


# ================================================================= Turkish
@reg
def _():
    tc = tr_tckn()
    pw = pw_human(["Bogazici", "Lale", "Kedi", "Simit", "Ankara"], symbol=pick("!."))
    bn = dnz(10)
    return C("tr", "edevlet-tc-sifre",
             "e-Devlet'e giremiyorum. TC kimlik no {tc}, şifrem {pw}. Geçen hafta yaptığım başvurunun numarası {bn}, onu nereden takip ederim?",
             S=dict(tc=tc, pw=pw), L=dict(bn=bn), note="TC identity number (checks computed) and e-Devlet password; application number is a reference")


@reg
def _():
    ib = iban("TR")
    cn, ex, cv = card("troy"), expiry(), cvc()
    return C("tr", "iban-troy-card",
             "Ev sahibine kira için IBAN lazımmış, benimki {ib}. Bir de internetten otobüs bileti alırken kartım {cn} (SKT {ex}, CVV {cv}) hata veriyor, neden olabilir?",
             S=dict(ib=fmt_iban(ib), cn=fmt_card(cn), cv=cv), N=dict(ex=ex), note="own IBAN, Troy card number and CVV (expiry left neutral)")


@reg
def _():
    vkn = tr_vkn()
    sip = dnz(9)
    kargo = dnz(12)
    return C("tr", "trendyol-vkn-neg",
             "Trendyol siparişim {sip} hâlâ gelmedi. Satıcının vergi numarası {vkn}, kargo takip numarası {kargo}. Şikayet dilekçesi yazar mısın?",
             L=dict(sip=sip, vkn=vkn, kargo=kargo), note="negative: order number, seller tax number (computed), tracking number")


# ================================================================= Vietnamese
@reg
def _():
    cccd = pick(["001", "079", "048", "031"]) + pick("0123") + dstr(8)
    pw = pw_human(["Hanoi", "Saigon", "Phoxua", "Sen", "Mai"], symbol="@")
    otp = dstr(6)
    return C("vi", "vneid-cccd-otp",
             "Mình đăng ký tài khoản định danh điện tử VNeID: số CCCD {cccd}, mã OTP vừa nhận {otp} mà app cứ báo lỗi. Sao vậy bạn?",
             S=dict(cccd=cccd, otp=otp), note="citizen id (no public check) and OTP")


@reg
def _():
    stk = dnz(13)
    pin = dstr(6)
    return C("vi", "vietcombank-stk-pin",
             "Ghi nhớ giúp mình với: số tài khoản Vietcombank {stk}, mã PIN thẻ ATM {pin}. Lần sau mình hỏi thì nhắc lại nhé.",
             S=dict(stk=stk, pin=pin), note="own account number and ATM PIN")


@reg
def _():
    mst = "0" + dnz(9)
    sp = "2612" + dstr(2) + rs(UP + DIG, 8)
    ghn = "GY" + rs(UP + DIG, 6)
    return C("vi", "shopee-mst-neg",
             "Đơn Shopee mã {sp} giao bằng GHN mã vận đơn {ghn}, hóa đơn ghi mã số thuế của shop {mst}. Mình muốn trả hàng thì làm thế nào?",
             L=dict(sp=sp, ghn=ghn, mst=mst), note="negative: order code, waybill, shop tax code")


# ================================================================= Thai
@reg
def _():
    tid = th_id()
    atm, kp = dstr(4), dstr(6)
    return C("th", "thai-id-atm-pin",
             "ช่วยจำไว้ให้หน่อยนะ เลขบัตรประชาชน {tid} แล้วก็รหัสบัตร ATM {atm} ชอบลืมบ่อยมาก",
             S=dict(tid=tid, atm=atm), note="Thai id number (mod 11 computed) and ATM PIN")


@reg
def _():
    trk = s10(pick(["EF", "EB", "RB"]), "TH")
    tax = th_tax_company()
    order = dnz(15)
    return C("th", "thaipost-tax-neg",
             "พัสดุเลข {trk} ยังไม่ถึงเลย สั่งจาก Lazada เลขที่คำสั่งซื้อ {order} ใบกำกับภาษีมีเลขประจำตัวผู้เสียภาษีของร้าน {tax} ต้องติดต่อใครดี",
             L=dict(trk=trk, order=order, tax=tax), note="negative: S10 tracking (computed), order number, company tax id (computed)")


# ================================================================= Indonesian
@reg
def _():
    y, m, d = rand_date(1970, 2004)
    nik = pick(["3174", "3273", "3578", "5171"]) + dstr(2) + "%02d%02d%02d" % (d + pick([0, 40]), m, y % 100) + dstr(4)
    pw = pw_human(["Merdeka", "Nasgor", "Bunga", "Jakarta", "Rendang"], symbol=pick("!@"))
    otp = dstr(6)
    return C("id", "bpjs-nik-otp",
             "Daftar Mobile JKN: NIK {nik}, terus OTP {otp} nggak bisa dipakai katanya kadaluarsa. Gimana ya?",
             S=dict(nik=nik, otp=otp), note="NIK (no public check) and OTP")


@reg
def _():
    rek = dnz(10)
    pin = dstr(6)
    va = "8808" + "08" + dstr(10)
    return C("id", "bca-rekening-pin",
             "Catat ya: rekening BCA aku {rek} a.n. Dewi Lestari, PIN m-BCA {pin}. Buat bayar tagihan Shopee kemarin nomor virtual account-nya {va}.",
             S=dict(rek=rek, pin=pin), L=dict(va=va), note="own account and m-banking PIN; merchant virtual account is a payment reference")


@reg
def _():
    npwp = "%02d.%03d.%03d.%d-%03d.000" % (rng.randint(1, 99), rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 9), rng.randint(0, 999))
    resi = "JX" + dnz(10)
    inv = "INV/202612%02d/MPL/%010d" % (rng.randint(1, 6), rng.randint(0, 9999999999))
    return C("id", "tokopedia-npwp-neg",
             "Pesanan Tokopedia {inv} dikirim JNE resi {resi}. Di faktur ada NPWP penjual {npwp}. Bisa minta faktur pajak nggak ya?",
             L=dict(inv=inv, resi=resi, npwp=npwp), note="negative: invoice number, tracking number, seller tax number")


# ================================================================= Tagalog
@reg
def _():
    mpin = dstr(4)
    sss = "%02d-%07d-%d" % (rng.randint(1, 99), rng.randint(0, 9999999), rng.randint(0, 9))
    otp = dstr(6)
    return C("tl", "gcash-mpin-sss",
             "Pa-remind naman ako later: yung GCash MPIN ko ay {mpin}, tapos SSS number ko {sss}. Lagi ko kasi nakakalimutan.",
             S=dict(mpin=mpin, sss=sss), note="GCash MPIN and SSS number")


@reg
def _():
    ref = dnz(13)
    ph = "0917 %03d %04d" % (rng.randint(0, 999), rng.randint(0, 9999))
    return C("tl", "gcash-receipt-ref-neg",
             "Nagbayad ako sa online seller via GCash, ito yung resibo: Sent to JU***A M. ({ph}), Amount 1,250.00, Ref No. {ref}, Dec 4 2026 8:15 PM. "
             "Sabi niya di pa daw natanggap, ano gagawin ko?",
             L=dict(ph=ph, ref=ref), note="negative: payee phone and receipt Ref No. (settled as a reference)")


# ================================================================= Swahili
@reg
def _():
    code = pick("STU") + rs(UP + DIG, 9)
    pin = dstr(4)
    ph = "07%02d %03d %03d" % (rng.randint(10, 99), rng.randint(0, 999), rng.randint(0, 999))
    return C("sw", "mpesa-makosa-pin",
             "Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni: \"{code} Imethibitishwa. Ksh1,500.00 imetumwa kwa JOHN KAMAU {ph} mnamo 3/12/26 saa 2:15 PM. "
             "Salio lako jipya la M-PESA ni Ksh4,210.00.\" Nisaidie kuirudisha. Kama utahitaji, PIN yangu ya M-Pesa ni {pin}.",
             S=dict(code=code, pin=pin), L=dict(ph=ph), note="M-Pesa code (secret by settlement) and M-Pesa PIN; recipient's phone is a look-alike")


@reg
def _():
    idn = dnz(8)
    kra = "A" + dstr(9) + pick(UP)
    pw = pw_human(["Simba", "Jambo", "Kilimanjaro", "Uhuru"], symbol=pick("@#"))
    return C("sw", "kra-itax-pin",
             "Ninajaza fomu ya KRA iTax. Namba ya kitambulisho {idn} na KRA PIN {kra}. Nifanyeje kuwasilisha returns za mwaka huu?",
             S=dict(idn=idn, kra=kra), note="national id number and KRA PIN")


@reg
def _():
    pb = str(rng.randint(200000, 999999))
    acc = "INV" + dnz(6)
    ref = "FT" + dnz(5) + rs(UP, 5)
    return C("sw", "paybill-ref-neg",
             "Shule imetuma maelekezo ya kulipa ada: Paybill {pb}, Akaunti {acc}. Nililipa kupitia benki na risiti ina Ref No. {ref}. Je, inatosha kama uthibitisho?",
             L=dict(pb=pb, acc=acc, ref=ref), note="negative: school's paybill, invoice account and a bank receipt reference")


# ================================================================= validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7f <= o <= 0x9f or ch in "\u2028\u2029\ufeff\ufffe\uffff" or 0xd800 <= o <= 0xdfff:
            return True
        if unicodedata.category(ch) in ("Cf", "Co", "Cs", "Cn"):
            return True
    return False


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def problems(c, seen_ids=None):
    p = []
    t = c["text"]
    if not ID_RE.match(c["id"]):
        p.append("bad id")
    if seen_ids is not None:
        if c["id"] in seen_ids:
            p.append("duplicate id")
    if c["lang"] not in LANGS:
        p.append("bad lang %r" % c["lang"])
    for f in ("id", "lang", "text", "note"):
        if not isinstance(c[f], str) or not c[f].strip():
            p.append("empty " + f)
        elif hostile(c[f]):
            p.append("hostile char in " + f)
    if any(not m.strip() for m in t.split("\n---\n")):
        p.append("empty message")
    allv = [("S", v) for v in c["secrets"]] + [("L", v) for v in c["lookalikes"]]
    for kind in ("secrets", "lookalikes"):
        if len(set(c[kind])) != len(c[kind]):
            p.append("duplicate value in " + kind)
    if set(c["secrets"]) & set(c["lookalikes"]):
        p.append("value both secret and look-alike")
    for k, v in allv:
        if not isinstance(v, str) or not v or v != v.strip():
            p.append("bad value %r" % v)
            continue
        if hostile(v):
            p.append("hostile char in value %r" % v)
        occ = occurrences(t, v)
        if not occ:
            p.append("value not in text: %r" % v)
            continue
        if len(v) <= 6 and len(occ) > 1:
            p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                p.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                p.append("number embedded (right): %r" % v)
    for s in c["secrets"]:
        for l in c["lookalikes"]:
            for a, b in occurrences(t, s):
                for x, y in occurrences(t, l):
                    if a < y and x < b:
                        p.append("secret %r overlaps look-alike %r" % (s, l))
    return p


def self_test():
    errs = []
    if not iban_ok("DE89370400440532013000") or not iban_ok("GB82WEST12345698765432"):
        errs.append("iban")
    if not luhn_ok("4242424242424242") or not luhn_ok("4000002760003184") or not luhn_ok("378282246310005"):
        errs.append("luhn")
    if verhoeff_digit("236") != "3" or not verhoeff_ok("2363"):
        errs.append("verhoeff")
    if iso7064_11_10("8609574271") != 9:
        errs.append("steuer-id")
    if es_dc("0000000000") != 0 or "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] != "Z":
        errs.append("es")
    if it_cin("0542811101000000123456") != "X":
        errs.append("it-cin")
    s15 = "RSSMRA85T10A562"
    if chr(65 + sum((_ODD[ch] if i % 2 == 0 else _even(ch)) for i, ch in enumerate(s15)) % 26) != "S":
        errs.append("it-cf")
    p = "111444777"
    d1 = (sum(int(x) * (10 - i) for i, x in enumerate(p)) * 10) % 11 % 10
    d2 = (sum(int(x) * (11 - i) for i, x in enumerate(p + str(d1))) * 10) % 11 % 10
    if (d1, d2) != (3, 5):
        errs.append("cpf")
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    if "10X98765432"[sum(int(x) * w[i] for i, x in enumerate("11010519491231002")) % 11] != "X":
        errs.append("cn-rid")
    if luhn_digit("811218987") != "6":
        errs.append("se-pnr")
    if "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] != "T":
        errs.append("fi-hetu")
    d = [int(x) for x in "100000001"]
    if ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 != 4:
        errs.append("tckn")
    if sum(int(x) * [2, 4, 10, 3, 5, 9, 4, 6, 8][i] for i, x in enumerate("770708389")) % 11 % 10 != 3:
        errs.append("ru-inn10 (Sberbank)")
    if not bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"):
        errs.append("bech32")
    return errs


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    errs = self_test()
    if errs:
        print("self-test failed: %s" % errs, file=sys.stderr)
        return 1
    cases, seen, bad = [], set(), []
    for i, f in enumerate(REG, 1):
        for attempt in range(60):
            c = f()
            keys = list(c["S"]) + list(c["L"]) + list(c["N"])
            if len(keys) != len(set(keys)):
                bad.append("%d: placeholder name reused" % i)
                break
            vals = dict(c["N"])
            vals.update(c["L"])
            vals.update(c["S"])
            try:
                text = fill(c["text"], vals)
            except ValueError as e:
                bad.append("%d %s: %s" % (i, c["slug"], e))
                break
            case = dict(id="%s-%03d-%s" % (PREFIX, i, c["slug"]), lang=c["lang"], text=text,
                        secrets=list(dict.fromkeys(c["S"].values())), lookalikes=list(dict.fromkeys(c["L"].values())),
                        note=c["note"])
            pr = problems(case, seen)
            if not pr:
                break
        else:
            bad.append("%s: %s" % (case["id"], pr))
            continue
        if pr:
            continue
        seen.add(case["id"])
        cases.append(case)
    # extra format checks on listed values
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in (
                    "DE", "FR", "ES", "IT", "NL", "PL", "CZ", "HU", "RO", "SE", "DK", "NO", "FI", "GB", "TR", "GR",
                    "PT", "SA", "AE", "IL", "UA", "IR"):
                if not iban_ok(compact) and "typo" not in c["note"]:
                    bad.append("%s: IBAN check fails %r" % (c["id"], v))
    if bad:
        for b in bad:
            print("PROBLEM:", b, file=sys.stderr)
        return 1
    q = lambda s: json.dumps(s, ensure_ascii=False)
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
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(out) + "\n")
    npos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), npos, len(cases) - npos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
