#!/usr/bin/env python3
"""Generator of the blind evaluation set heldout_v72 for a secrets filter.

Standard library only, deterministic: every random value comes from random.Random(72).
Usage: python3 make_heldout_v72.py heldout_v72.yaml
Validates everything before writing and exits 1 on a problem.
"""
import sys, random, json, base64, hashlib, zlib, struct, re, string, datetime

SEED = 72
NAME = "heldout_v72"
PREFIX = "H72"
rng = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
B64URL = UP + LO + DIG + "-_"
B64STD = UP + LO + DIG + "+/"
HEX = "0123456789abcdef"

PROBLEMS = []
COMPUTED = []   # (kind, value) pairs re-verified by independent verifiers at the end


def problem(msg):
    PROBLEMS.append(msg)


# ---------------------------------------------------------------- basic draws
def pick(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def rd(n):
    return pick(DIG, n)


def rdnz(n):
    return rng.choice("123456789") + rd(n - 1)


def rbytes(n):
    return bytes(rng.randrange(256) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def group(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def only_digits(s):
    return "".join(c for c in s if c.isdigit())


def rdate(y0, y1):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(rng.randint(d0, d1))


FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

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
    s = only_digits(s)
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + rd(length - len(prefix) - 1)
    v = body + luhn_digit(body)
    COMPUTED.append(("luhn", v))
    return v


def card(brand):
    if brand == "visa":
        return luhn_complete("4" + rd(5), 16)
    if brand == "mc":
        return luhn_complete(rng.choice(["51", "52", "53", "54", "55"]), 16)
    if brand == "mc2":
        return luhn_complete(str(rng.randint(2221, 2720)), 16)
    if brand == "amex":
        return luhn_complete(rng.choice(["34", "37"]), 15)
    if brand == "mir":
        return luhn_complete("220" + str(rng.randint(0, 4)), 16)
    if brand == "unionpay":
        return luhn_complete("6222" + rd(2), 19)
    if brand == "dankort":
        return luhn_complete("5019", 16)
    if brand == "troy":
        return luhn_complete("9792", 16)
    if brand == "rupay":
        return luhn_complete(rng.choice(["6081", "6521", "6522"]), 16)
    if brand == "saman":
        return luhn_complete("621986", 16)
    if brand == "jcb":
        return luhn_complete("35" + str(rng.randint(28, 89)), 16)
    raise ValueError(brand)


def fmt_card(num, sep=" "):
    if len(num) == 15:
        return num[:4] + sep + num[4:10] + sep + num[10:]
    return group(num, 4, sep)


def expiry(sep="/", yy=True):
    m = rng.randint(1, 12)
    y = rng.randint(2027, 2031)
    return "%02d%s%s" % (m, sep, str(y)[2:] if yy else str(y))


def iban_digits(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_make(cc, bban):
    chk = 98 - int(iban_digits(bban + cc + "00")) % 97
    v = cc + "%02d" % chk + bban
    COMPUTED.append(("iban", v))
    return v


def iban_ok(s):
    s = s.replace(" ", "")
    return int(iban_digits(s[4:] + s[:4])) % 97 == 1


def fmt_iban(iban):
    return group(iban, 4)


def mod11_weights(ds, ws):
    return sum(int(d) * w for d, w in zip(ds, ws))


# --- national bank account formats (BBAN), with national check digits where computed
def bban_de():
    return rdnz(8) + rd(10)                      # account check (bank-specific) not computed


def bban_fr():
    bank = rng.choice(["30004", "30003", "20041", "10278", "30002", "18206"])
    branch = rd(5)
    acct = rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    v = bank + branch + acct + "%02d" % key
    COMPUTED.append(("rib", v))
    return v


ES_W = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    r = 11 - sum(int(d) * w for d, w in zip(ten, ES_W)) % 11
    return {11: 0, 10: 1}.get(r, r)


def bban_es():
    ent = rng.choice(["2100", "0049", "0182", "0081", "2085", "1465"])
    ofi = rd(4)
    cta = rd(10)
    dc = "%d%d" % (es_dc("00" + ent + ofi), es_dc(cta))
    v = ent + ofi + dc + cta
    COMPUTED.append(("ccc", v))
    return v


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def cf_val(c, odd):
    idx = int(c) if c.isdigit() else ord(c) - 65
    return CF_ODD[idx] if odd else idx


def cf_check(s):
    return chr(65 + sum(cf_val(c, i % 2 == 0) for i, c in enumerate(s)) % 26)


def bban_it():
    abi = rng.choice(["03069", "02008", "05034", "03062", "01030"])
    cab = rd(5)
    conto = "0000" + rd(8)
    cin = cf_check(abi + cab + conto)
    return cin + abi + cab + conto


def bban_nl():
    bank = rng.choice(["ABNA", "RABO", "SNSB", "TRIO", "KNAB", "ASNB"])
    while True:
        acct = rd(10)
        if sum(int(d) * (10 - i) for i, d in enumerate(acct)) % 11 == 0 and acct[0] != "0":
            COMPUTED.append(("nl11", acct))
            return bank + acct


def pl_settlement():
    while True:
        base = rng.choice(["102", "105", "109", "114", "116", "124", "175", "249"]) + rd(4)
        c = (10 - sum(int(d) * w for d, w in zip(base, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
        return base + str(c)


def bban_pl():
    return pl_settlement() + rd(16)


CZ_PREF_W = [10, 5, 8, 4, 2, 1]
CZ_NUM_W = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_account():
    while True:
        nine = rdnz(9)
        s = sum(int(d) * w for d, w in zip(nine, CZ_NUM_W))
        c = (-s) % 11
        if c < 10:
            v = nine + str(c)
            COMPUTED.append(("czacct", v))
            return v


def bban_cz(bank, acct, prefix="000000"):
    return bank + prefix + acct


HU_W = [9, 7, 3, 1]


def hu_block(n):
    body = rd(n)
    s = sum(int(d) * HU_W[i % 4] for i, d in enumerate(body))
    return body + str((10 - s % 10) % 10)


def hu_account():
    first = rng.choice(["117", "104", "120", "109", "116"]) + rd(4)
    s = sum(int(d) * HU_W[i % 4] for i, d in enumerate(first))
    first += str((10 - s % 10) % 10)
    second = hu_block(15)
    v = first + second
    COMPUTED.append(("huacct", v))
    return v


def no_account():
    while True:
        ten = rng.choice(["1503", "1206", "3000", "9710", "1822"]) + rd(6)
        s = sum(int(d) * w for d, w in zip(ten, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        v = ten + str(c)
        COMPUTED.append(("noacct", v))
        return v


def fi_bban():
    base = rng.choice(["10", "15", "57", "47", "80"]) + rd(11)
    v = base + luhn_digit(base)
    COMPUTED.append(("luhn", v))
    return v


def pt_bban():
    b19 = rng.choice(["0035", "0033", "0007", "0010", "0036"]) + rd(4) + rd(11)
    c = 98 - (int(b19) * 100) % 97
    v = b19 + "%02d" % c
    COMPUTED.append(("nib", v))
    return v


# ---------------------------------------------------------------- national identifiers
def pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    base = "%02d%02d%02d" % (y % 100, mm, d) + rd(3)
    sexd = rng.choice("02468" if female else "13579")
    base += sexd
    c = (10 - sum(int(x) * w for x, w in zip(base, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
    v = base + str(c)
    COMPUTED.append(("pesel", v))
    return v


def pl_idcard():
    letters = rng.choice("ACDEFGHJKLMNPRSTVWXYZ") + pick("ABCDEFGHJKLMNPRSTUVWXYZ", 2)
    digits5 = rd(5)
    vals = [ord(c) - 55 for c in letters]
    s = sum(v * w for v, w in zip(vals, [7, 3, 1])) + sum(int(d) * w for d, w in zip(digits5, [7, 3, 1, 7, 3]))
    v = letters + str(s % 10) + digits5
    COMPUTED.append(("plid", v))
    return v


def nip_pl():
    while True:
        base = rng.choice(["525", "526", "527", "779", "951", "676", "894"]) + rd(6)
        c = sum(int(d) * w for d, w in zip(base, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c != 10:
            v = base + str(c)
            COMPUTED.append(("nip", v))
            return v


def regon9():
    base = rdnz(8)
    c = sum(int(d) * w for d, w in zip(base, [8, 9, 2, 3, 4, 5, 6, 7])) % 11 % 10
    v = base + str(c)
    COMPUTED.append(("regon", v))
    return v


def rodne_cislo(y, m, d, female):
    mm = m + (50 if female else 0)
    while True:
        nine = "%02d%02d%02d" % (y % 100, mm, d) + rd(3)
        r = int(nine) % 11
        if r == 10:
            continue
        v = nine + str(r)
        if int(v) % 11 == 0:
            COMPUTED.append(("rc", v))
            return v


def ico_cz():
    base = rdnz(7)
    r = sum(int(d) * (8 - i) for i, d in enumerate(base)) % 11
    v = base + str((11 - r) % 10)
    COMPUTED.append(("ico", v))
    return v


def steuer_id_check(ten):
    product = 10
    for ch in ten:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return 0 if c == 10 else c


def steuer_id():
    while True:
        ds = rng.sample(DIG, 9)
        ds.append(rng.choice(ds))
        rng.shuffle(ds)
        if ds[0] == "0":
            continue
        ten = "".join(ds)
        v = ten + str(steuer_id_check(ten))
        COMPUTED.append(("steuerid", v))
        return v


def ust_id_de():
    eight = rdnz(8)
    v = "DE" + eight + str(steuer_id_check(eight))
    COMPUTED.append(("ustid", v))
    return v


def val36(c):
    return int(c) if c.isdigit() else ord(c) - 55


def perso_de():
    body = pick("CFGHJKLMNPRTVWXYZ", 1) + pick("CFGHJKLMNPRTVWXYZ0123456789", 8)
    s = sum(val36(c) * [7, 3, 1][i % 3] for i, c in enumerate(body))
    v = body + str(s % 10)
    COMPUTED.append(("perso", v))
    return v


def kvnr_de():
    letter = rng.choice(UP)
    eight = rd(8)
    digits = "%02d" % (ord(letter) - 64) + eight
    s = 0
    for i, d in enumerate(digits):
        p = int(d) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    v = letter + eight + str(s % 10)
    COMPUTED.append(("kvnr", v))
    return v


def nir_fr(female, y, m):
    dept = rng.choice(["75", "69", "13", "33", "59", "44", "31", "67"])
    base = ("2" if female else "1") + "%02d%02d" % (y % 100, m) + dept + rd(3) + rd(3)
    key = 97 - int(base) % 97
    v = base + "%02d" % key
    COMPUTED.append(("nir", v))
    return v


def siren():
    b = rng.choice("3456789") + rd(7)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def siret(sir):
    b = sir + "0" + rd(3)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def tva_fr(sir):
    key = (12 + 3 * (int(sir) % 97)) % 97
    return "FR%02d%s" % (key, sir)


def dni_es():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def nie_es():
    p = rng.choice("XYZ")
    n = rd(7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int("XYZ".index(p).__str__() + n) % 23]


def cif_es(letter="B"):
    d = rd(7)
    a = sum(int(d[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        x = 2 * int(d[i])
        b += x // 10 + x % 10
    c = (10 - (a + b) % 10) % 10
    v = letter + d + str(c)
    COMPUTED.append(("cif", v))
    return v


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp_check(s17):
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(s17))
    return str((10 - s % 10) % 10)


def clabe():
    body = rng.choice(["002", "012", "014", "072", "021"]) + rd(3) + rd(11)
    s = sum((int(d) * [3, 7, 1][i % 3]) % 10 for i, d in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    COMPUTED.append(("clabe", v))
    return v


def cuil(prefix, dni8):
    while True:
        base = prefix + dni8
        s = sum(int(d) * w for d, w in zip(base, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        r = 11 - s % 11
        if r == 11:
            r = 0
        if r == 10:
            dni8 = rd(8)
            continue
        v = base + str(r)
        COMPUTED.append(("cuil", v))
        return v


def cbu():
    b1 = rng.choice(["007", "011", "014", "017", "072", "285"]) + rd(4)
    c1 = (10 - sum(int(d) * w for d, w in zip(b1, [7, 1, 3, 9, 7, 1, 3])) % 10) % 10
    b2 = rd(13)
    c2 = (10 - sum(int(d) * w for d, w in zip(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])) % 10) % 10
    v = b1 + str(c1) + b2 + str(c2)
    COMPUTED.append(("cbu", v))
    return v


def cpf():
    while True:
        b = rd(9)
        if len(set(b)) == 1:
            continue
        d1 = sum(int(x) * (10 - i) for i, x in enumerate(b)) * 10 % 11 % 10
        b += str(d1)
        d2 = sum(int(x) * (11 - i) for i, x in enumerate(b)) * 10 % 11 % 10
        v = b + str(d2)
        COMPUTED.append(("cpf", v))
        return v


def fmt_cpf(v):
    return "%s.%s.%s-%s" % (v[:3], v[3:6], v[6:9], v[9:])


def cnpj():
    b = rdnz(8) + "0001"
    for ws in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(x) * w for x, w in zip(b, ws)) % 11
        b += str(0 if r < 2 else 11 - r)
    COMPUTED.append(("cnpj", b))
    return b


def fmt_cnpj(v):
    return "%s.%s.%s/%s-%s" % (v[:2], v[2:5], v[5:8], v[8:12], v[12:])


def mod11_2to9(body):
    s = 0
    for i, d in enumerate(reversed(body)):
        s += int(d) * (2 + i % 8)
    r = s % 11
    return str(0 if r < 2 else 11 - r)


def nif_pt(first="2"):
    b = first + rd(7)
    r = sum(int(d) * (9 - i) for i, d in enumerate(b)) % 11
    v = b + str(0 if r < 2 else 11 - r)
    COMPUTED.append(("nifpt", v))
    return v


IT_MONTHS = "ABCDEHLMPRST"


def codice_fiscale(surname3, name3, y, m, d, female, comune):
    dd = d + (40 if female else 0)
    s15 = surname3 + name3 + "%02d" % (y % 100) + IT_MONTHS[m - 1] + "%02d" % dd + comune
    v = s15 + cf_check(s15)
    COMPUTED.append(("cf", v))
    return v


def piva_it():
    b = rdnz(7) + rng.choice(["001", "015", "036", "037", "058"])
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def bsn():
    while True:
        b = rng.choice("12346") + rd(7)
        c = sum(int(d) * (9 - i) for i, d in enumerate(b)) % 11
        if c < 10:
            v = b + str(c)
            COMPUTED.append(("bsn", v))
            return v


def personnummer_se(y, m, d):
    b = "%02d%02d%02d" % (y % 100, m, d) + rd(3)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def orgnr_se():
    b = rng.choice(["556", "559", "802"]) + rd(6)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def luhn_num(n, first=None):
    b = (first or rng.choice("123456789")) + rd(n - 2)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def fnr_no(y, m, d):
    while True:
        b = "%02d%02d%02d" % (d, m, y % 100) + "%03d" % rng.randint(0, 499)
        k1 = 11 - sum(int(x) * w for x, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - sum(int(x) * w for x, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        v = b + str(k2)
        COMPUTED.append(("fnr", v))
        return v


def orgnr_no():
    while True:
        b = rng.choice("89") + rd(7)
        c = 11 - sum(int(x) * w for x, w in zip(b, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        c = 0 if c == 11 else c
        if c == 10:
            continue
        v = b + str(c)
        COMPUTED.append(("orgno", v))
        return v


def cvr_dk():
    while True:
        b = rdnz(7)
        c = (-sum(int(x) * w for x, w in zip(b, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c < 10:
            v = b + str(c)
            COMPUTED.append(("cvr", v))
            return v


def hetu(y, m, d):
    n = rng.randint(2, 899)
    base = "%02d%02d%02d" % (d, m, y % 100)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + "%03d" % n) % 31]
    sign = "-" if y < 2000 else "A"
    v = base + sign + "%03d" % n + c
    COMPUTED.append(("hetu", v))
    return v


def ytunnus():
    while True:
        b = rng.choice("0123") + rd(6)
        r = sum(int(x) * w for x, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1:
            continue
        v = b + "-" + str(0 if r == 0 else 11 - r)
        COMPUTED.append(("ytunnus", v))
        return v


def viite_fi(n):
    b = rdnz(n)
    s = sum(int(x) * [7, 3, 1][i % 3] for i, x in enumerate(reversed(b)))
    v = b + str((10 - s % 10) % 10)
    COMPUTED.append(("viite", v))
    return v


def rf_ref(ref):
    chk = 98 - int(iban_digits(ref + "RF00")) % 97
    v = "RF%02d%s" % (chk, ref)
    COMPUTED.append(("rf", v))
    return v


def taj_hu():
    b = rdnz(8)
    c = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(b)) % 10
    v = b + str(c)
    COMPUTED.append(("taj", v))
    return v


def adoazon_hu(birth):
    while True:
        days = (birth - datetime.date(1867, 1, 1)).days
        b = "8" + "%05d" % days + rd(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c == 10:
            continue
        v = b + str(c)
        COMPUTED.append(("adoazon", v))
        return v


def adoszam_hu():
    b = rdnz(7)
    c = (10 - sum(int(x) * w for x, w in zip(b, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    v = b + str(c) + "-" + rng.choice("2") + "-" + "%02d" % rng.randint(2, 44)
    COMPUTED.append(("adoszam", v))
    return v


def cnp_ro(y, m, d, female):
    s = (2 if female else 1) if y < 2000 else (6 if female else 5)
    b = "%d%02d%02d%02d" % (s, y % 100, m, d) + "%02d" % rng.randint(1, 40) + rd(3)
    c = sum(int(x) * int(w) for x, w in zip(b, "279146358279")) % 11
    v = b + str(1 if c == 10 else c)
    COMPUTED.append(("cnp", v))
    return v


def cui_ro():
    b = rdnz(rng.choice([7, 8]))
    key = "753217532"
    s = sum(int(x) * int(w) for x, w in zip(reversed(b), reversed(key)))
    c = s * 10 % 11
    v = b + str(0 if c == 10 else c)
    COMPUTED.append(("cui", v))
    return v


def amka_gr(y, m, d):
    b = "%02d%02d%02d" % (d, m, y % 100) + rd(4)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def afm_gr(first=None):
    b = (first or rng.choice("0123")) + rd(7)
    c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b)) % 11 % 10
    v = b + str(c)
    COMPUTED.append(("afm", v))
    return v


def tckn():
    b = rdnz(9)
    d10 = ((sum(int(b[i]) for i in (0, 2, 4, 6, 8)) * 7) - sum(int(b[i]) for i in (1, 3, 5, 7))) % 10
    b += str(d10)
    v = b + str(sum(int(x) for x in b) % 10)
    COMPUTED.append(("tckn", v))
    return v


def vkn_tr():
    b = rd(9)
    s = 0
    for i, x in enumerate(b):
        tmp = (int(x) + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        s += v
    v = b + str((10 - s % 10) % 10)
    COMPUTED.append(("vkn", v))
    return v


def inn12():
    b = rng.choice(["77", "50", "78", "66", "54"]) + rd(8)
    n11 = sum(int(x) * w for x, w in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    b += str(n11)
    n12 = sum(int(x) * w for x, w in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    v = b + str(n12)
    COMPUTED.append(("inn12", v))
    return v


def inn10():
    b = rng.choice(["77", "50", "78", "66", "54"]) + rd(7)
    v = b + str(sum(int(x) * w for x, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    COMPUTED.append(("inn10", v))
    return v


def ogrn(inn_region):
    b = rng.choice("15") + rd(2) + inn_region + rd(7)
    v = b + str(int(b) % 11 % 10)
    COMPUTED.append(("ogrn", v))
    return v


def snils():
    while True:
        b = rd(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(x) * (9 - i) for i, x in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        v = b + "%02d" % c
        COMPUTED.append(("snils", v))
        return v


def fmt_snils(v):
    return "%s-%s-%s %s" % (v[:3], v[3:6], v[6:9], v[9:])


def rnokpp_ua():
    b = rng.choice("23") + rd(8)
    s = sum(int(x) * w for x, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    v = b + str(s % 11 % 10)
    COMPUTED.append(("rnokpp", v))
    return v


def tz_il(first=None):
    b = (first or rng.choice("023")) + rd(7)
    b = b[:8]
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def codemelli():
    while True:
        b = rd(9)
        if len(set(b)) == 1:
            continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        v = b + str(r if r < 2 else 11 - r)
        COMPUTED.append(("melli", v))
        return v


def emirates_id(y):
    b = "784" + str(y) + rd(7)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


VER_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
         [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
         [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
         [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VER_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
         [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
         [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return str(VER_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    b = rng.choice("23456789") + rd(10)
    v = b + verhoeff_digit(b)
    COMPUTED.append(("verhoeff", v))
    return v


def pan_in(surname_initial, kind="P"):
    return pick(UP, 3) + kind + surname_initial + rd(4) + rng.choice(UP)


GST_A = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def gstin(state, pan):
    b = state + pan + rng.choice("123") + "Z"
    s = 0
    for i, c in enumerate(b):
        p = GST_A.index(c) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    v = b + GST_A[(36 - s % 36) % 36]
    COMPUTED.append(("gstin", v))
    return v


def cn_id(region, birth):
    b = region + birth.strftime("%Y%m%d") + rd(3)
    s = sum(int(x) * w for x, w in zip(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))
    v = b + "10X98765432"[s % 11]
    COMPUTED.append(("cnid", v))
    return v


USCC_A = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc():
    b = "91" + rng.choice(["110105", "310115", "440300", "330106"]) + pick("0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
    s = sum(USCC_A.index(c) * w for c, w in zip(b, [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]))
    v = b + USCC_A[(31 - s % 31) % 31]
    COMPUTED.append(("uscc", v))
    return v


def mynumber():
    b = rd(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    v = b + str(0 if r <= 1 else 11 - r)
    COMPUTED.append(("mynumber", v))
    return v


def houjin():
    b = rdnz(12)
    s = sum(int(b[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    v = str(9 - s % 9) + b
    COMPUTED.append(("houjin", v))
    return v


def rrn_kr(birth, female):
    g = (2 if female else 1) if birth.year < 2000 else (4 if female else 3)
    b = birth.strftime("%y%m%d") + str(g) + rd(5)
    s = sum(int(x) * w for x, w in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    v = b + str((11 - s % 11) % 10)
    COMPUTED.append(("rrn", v))
    return v


def brn_kr():
    b = rdnz(3) + rd(2) + rd(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(x) * y for x, y in zip(b, w)) + (int(b[8]) * 5) // 10
    v = b + str((10 - s % 10) % 10)
    COMPUTED.append(("brn", v))
    return v


def thai_id(first=None):
    b = (first or rng.choice("1358")) + rd(11)
    s = sum(int(x) * (13 - i) for i, x in enumerate(b))
    v = b + str((11 - s % 11) % 10)
    COMPUTED.append(("thid", v))
    return v


def fmt_thai(v):
    return "%s-%s-%s-%s-%s" % (v[0], v[1:5], v[5:10], v[10:12], v[12])


def s10(prefix, country):
    n = rd(8)
    s = sum(int(x) * w for x, w in zip(n, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = {10: 0, 11: 5}.get(c, c)
    v = prefix + n + str(c) + country
    COMPUTED.append(("s10", v))
    return v


def ssn_us():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


def aba_routing():
    while True:
        b = rng.choice(["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31"]) + rd(6)
        s = 3 * (int(b[0]) + int(b[3]) + int(b[6])) + 7 * (int(b[1]) + int(b[4]) + int(b[7])) + int(b[2]) + int(b[5])
        v = b + str((10 - s % 10) % 10)
        COMPUTED.append(("aba", v))
        return v


def npi():
    b = rng.choice("12") + rd(8)
    v = b + luhn_digit("80840" + b)
    COMPUTED.append(("npi", v))
    return v


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_val(c):
    return int(c) if c.isdigit() else VIN_T[c]


def vin(wmi):
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = wmi + pick(alpha, 5) + "0" + rng.choice("NPRS") + pick(alpha, 1) + rd(6)
    s = sum(vin_val(c) * w for c, w in zip(body, VIN_W))
    c = s % 11
    v = body[:8] + ("X" if c == 10 else str(c)) + body[9:]
    COMPUTED.append(("vin", v))
    return v


def sin_ca():
    b = rng.choice("1234567") + rd(7)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def tfn_au():
    while True:
        b = rdnz(8)
        s = sum(int(x) * w for x, w in zip(b, [1, 4, 3, 7, 5, 8, 6, 9]))
        c = s % 11
        if c == 10:
            continue
        v = b + str(c)
        if sum(int(x) * w for x, w in zip(v, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0:
            COMPUTED.append(("tfn", v))
            return v


def medicare_au():
    b = rng.choice("23456") + rd(7)
    c = sum(int(x) * w for x, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    v = b + str(c) + rng.choice("12345")
    COMPUTED.append(("medicare", v))
    return v


def abn_au():
    while True:
        b = rdnz(11)
        ds = [int(x) for x in b]
        ds[0] -= 1
        if sum(d * w for d, w in zip(ds, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            COMPUTED.append(("abn", b))
            return b


def nuban(bank):
    serial = rd(9)
    s = sum(int(x) * w for x, w in zip(bank + serial, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]))
    c = (10 - s % 10) % 10
    v = serial + str(c)
    COMPUTED.append(("nuban", bank + v))
    return v


def nino_uk():
    first = rng.choice("ABCEGHJKLMNOPRSTWXYZ")
    while True:
        second = rng.choice("ABCEGHJKLMNPRSTWXYZ")
        if first + second not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    return first + second + rd(6) + rng.choice("ABCD")


def ups_tracking():
    return "1Z" + pick(UP + DIG, 6) + rng.choice(["01", "02", "03", "12", "13"]) + rd(8)


def usps_tracking():
    b = "9400" + rd(17)
    s = sum(int(x) * (3 if i % 2 == 0 else 1) for i, x in enumerate(reversed(b)))
    v = b + str((10 - s % 10) % 10)
    COMPUTED.append(("usps", v))
    return v


def yamato():
    b = rdnz(11)
    v = b + str(int(b) % 7)
    COMPUTED.append(("yamato", v))
    return v


def dhl_express():
    b = rdnz(9)
    v = b + str(int(b) % 7)
    COMPUTED.append(("dhl", v))
    return v


def nfe_key(uf, cnpj14):
    b = uf + "2611" + cnpj14 + "55" + "001" + rd(9) + "1" + rd(8)
    v = b + mod11_2to9(b)
    COMPUTED.append(("nfe", v))
    return v


def kid_no(n):
    b = rdnz(n - 1)
    v = b + luhn_digit(b)
    COMPUTED.append(("luhn", v))
    return v


def bitlocker_key():
    groups = []
    for _ in range(8):
        groups.append("%06d" % (11 * rng.randint(0, 65535)))
    v = "-".join(groups)
    COMPUTED.append(("bitlocker", v))
    return v


def uuid4():
    h = list(pick(HEX, 32))
    h[12] = "4"
    h[16] = rng.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def guid_upper():
    return uuid4().upper()


# ---------------------------------------------------------------- provider keys and tokens
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def base62(n):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s or "0"


def ghp():
    body = pick(ALNUM, 30)
    v = "ghp_" + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF).rjust(6, "0")
    COMPUTED.append(("ghp", v))
    return v


def github_pat_fine():
    return "github_pat_11" + pick(UP + DIG, 20) + "_" + pick(ALNUM, 59)


def glpat():
    return "glpat-" + pick(B64URL, 20)


def aws_akid():
    return "AKIA" + pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret():
    return pick(ALNUM + "/+", 40)


def slack_bot():
    return "xoxb-" + rdnz(12) + "-" + rdnz(13) + "-" + pick(ALNUM, 24)


def slack_webhook():
    return "https://hooks.slack.com/services/T" + pick(UP + DIG, 10) + "/B" + pick(UP + DIG, 10) + "/" + pick(ALNUM, 24)


def stripe_pair():
    acct = "51" + pick(ALNUM, 12)
    return ("sk_live_" + acct + pick(ALNUM, 85), "pk_live_" + acct + pick(ALNUM, 85))


def stripe_rk():
    return "rk_live_51" + pick(ALNUM, 97)


def openai_key():
    return "sk-proj-" + pick(ALNUM + "-_", 74) + "T3BlbkFJ" + pick(ALNUM + "-_", 74)


def anthropic_key():
    return "sk-ant-api03-" + pick(B64URL, 93) + "AA"


def google_api_key():
    return "AIzaSy" + pick(B64URL, 33)


def gocspx():
    return "GOCSPX-" + pick(B64URL, 28)


def sendgrid():
    return "SG." + pick(B64URL, 22) + "." + pick(B64URL, 43)


def npm_token():
    return "npm_" + pick(ALNUM, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJ" + pick(B64URL, 150)


def hf_token():
    return "hf_" + pick(UP + LO, 34)


def telegram_token():
    return rdnz(10) + ":AA" + pick(B64URL, 33)


def discord_token():
    snow = "1" + rd(18)
    return base64.b64encode(snow.encode()).decode().rstrip("=") + "." + pick(B64URL, 6) + "." + pick(B64URL, 38), snow


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def jwt(payload):
    header = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return header + "." + body + "." + b64u(rbytes(32))


def hexs(n):
    return pick(HEX, n)


def totp_seed(n=32):
    return pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", n)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(raw) - len(raw.lstrip(b"\0"))
    return "1" * pad + s


def b58decode(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    pad = len(s) - len(s.lstrip("1"))
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return b"\0" * pad + raw


def wif_key():
    v = b58check(b"\x80" + rbytes(32) + b"\x01")
    COMPUTED.append(("b58check", v))
    return v


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    seed, pub = rbytes(32), rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\0" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
            + sshstr(pubblob) + sshstr(priv))
    b = base64.b64encode(blob).decode()
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) + \
          "\n-----END OPENSSH PRIVATE KEY-----"
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode()
    return pem, publine


def ec_sec1():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    b = base64.b64encode(der).decode()
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\n-----END EC PRIVATE KEY-----"


def ec_pkcs8():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32)
           + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    b = base64.b64encode(der).decode()
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\n-----END PRIVATE KEY-----"


BIP39_SOME = """ability able about above absent absorb abstract absurd abuse access accident account achieve acid acoustic
acquire across action actor actual adapt address adjust admit adult advance advice afford afraid again agent agree ahead
airport aisle alarm album alcohol alert alien alley allow almost alone alpha already alter always amateur amazing among
amount anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety apart apology
appear apple approve april arctic arena argue armor army arrange arrest arrive arrow artist artwork aspect asset assist
assume athlete atom attack attend auction audit august aunt author autumn average avocado avoid awake aware awesome awful
awkward axis baby bacon badge balance balcony bamboo banana banner barely bargain barrel basket battle beach beauty become
before begin behave behind believe below bench benefit betray better beyond bicycle biology birth bitter blade blame blanket
blossom blouse board bonus border boring borrow bottom bounce bracket brain brave bread breeze brick bridge bright broccoli
bronze brother bubble buddy budget buffalo bundle burden burger butter cabbage cabin cactus camera canal cancel candy cannon
canoe canvas canyon capital captain carbon cargo carpet casino castle casual catalog cattle caution ceiling celery cement
census century cereal chalk champion chaos chapter cherry chicken chimney chronic chuckle cinnamon citizen clarify clinic
cluster coconut coffee column comfort comic concert convince copper coral cotton coyote cradle crater cricket crucial cruise
crumble crystal cupboard curtain cushion dolphin donkey dragon eagle elephant fabric falcon festival fiction flamingo galaxy
garlic giraffe glacier gorilla guitar hamster harbor harvest helmet hockey horizon hospital hungry illness impact jaguar
jealous journey jungle kangaroo kitchen laptop lemon leopard lizard lobster lottery lumber magnet mammal mango marble meadow
melody mercy monkey mountain mushroom napkin nephew noodle ocean olive orange orbit orchard ostrich oxygen oyster paddle
panda panther parrot peanut penguin pepper piano pigeon pioneer planet pumpkin puzzle pyramid rabbit raccoon radar rainbow
rhythm robot rocket saddle salmon sausage scorpion shrimp squirrel stadium subway sunset symbol tomato tornado tortoise
toward tragic tunnel turkey turtle umbrella vacuum valley velvet village violin volcano walnut whale window wisdom wolf
yellow zebra zero zone""".split()


def seed_phrase(n=12):
    return " ".join(rng.sample(BIP39_SOME, n))


SYMS = "!@#$%&*?-_+=."


def pw_random(n=16, syms=SYMS):
    while True:
        s = pick(ALNUM + syms, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s) and (not syms or any(c in syms for c in s)):
            return s


def pw_human(words, digits=None, sym=None):
    w = rng.choice(words)
    w = w[0].upper() + w[1:]
    d = digits if digits is not None else rng.choice([rd(2), rd(4), str(rng.randint(1975, 2015))])
    s = sym if sym is not None else rng.choice("!#$*.@?")
    order = rng.randint(0, 2)
    if order == 0:
        return w + d + s
    if order == 1:
        return w + s + d
    return s + w + d


def pw_leet(word):
    tbl = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"}
    out = "".join(tbl.get(c, c) if rng.random() < 0.6 else c for c in word)
    return out[0].upper() + out[1:] + rng.choice(["!", "#", "?", "!!"]) + rd(2)


def passphrase(words, n=4, sep="-"):
    return sep.join(rng.sample(words, n)) + sep + rd(2)


def otp(n=6):
    return rdnz(n)


def pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) >= 3 and p not in ("1234", "0000", "4321", "1111"):
            return p


def commit_sha():
    return hexs(40)


# ---------------------------------------------------------------- registry
CASE_FUNCS = []


def case(fn):
    CASE_FUNCS.append(fn)
    return fn


LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}

HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\\\\\ud800-\udfff]")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def case_problems(c):
    errs = []
    t = c["text"]
    if not t or not isinstance(t, str):
        return ["empty text"]
    if c["lang"] not in LANGS:
        errs.append("bad lang %r" % c["lang"])
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", c["slug"]):
        errs.append("bad slug")
    for f in ("text", "note", "lang", "slug"):
        if HOSTILE.search(c[f]):
            errs.append("hostile character in " + f)
    if not c["note"].strip():
        errs.append("empty note")
    sec, lk = c["secrets"], c["lookalikes"]
    if not sec and not lk:
        errs.append("neither secrets nor look-alikes")
    for lst, nm in ((sec, "secret"), (lk, "lookalike")):
        if len(set(lst)) != len(lst):
            errs.append("duplicate " + nm)
        for v in lst:
            if not v or v != v.strip():
                errs.append("empty or padded %s %r" % (nm, v))
                continue
            if HOSTILE.search(v):
                errs.append("hostile character in %s %r" % (nm, v))
            if "\n---\n" in v:
                errs.append("separator inside %s" % nm)
            occ = occurrences(t, v)
            if not occ:
                errs.append("%s not in text: %r" % (nm, v))
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s occurs %d times: %r" % (nm, len(occ), v))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    errs.append("%s embedded in a longer number: %r" % (nm, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    errs.append("%s embedded in a longer number: %r" % (nm, v))
    for v in set(sec) & set(lk):
        errs.append("value in both lists: %r" % v)
    sspans = [s for v in sec for s in occurrences(t, v)]
    lspans = [s for v in lk for s in occurrences(t, v)]
    for a, b in sspans:
        for x, y in lspans:
            if a < y and x < b:
                errs.append("secret span %r overlaps look-alike span %r" % (t[a:b], t[x:y]))
    return errs


def C(lang, slug, text, secrets, lookalikes, note):
    return dict(lang=lang, slug=slug, text=text, secrets=list(secrets), lookalikes=list(lookalikes), note=note)


EN_WORDS = ["sunflower", "marmalade", "thunder", "blueberry", "riverside", "falcon", "lighthouse", "pancake",
            "meadow", "copper", "juniper", "snowdrop", "harbor", "pepper", "velvet", "orchid"]


def uk_vat():
    while True:
        b = rdnz(7)
        s = sum(int(x) * (8 - i) for i, x in enumerate(b))
        c = (-s) % 97
        v = b + "%02d" % c
        COMPUTED.append(("ukvat", v))
        return v


def isbn13():
    b = "978" + rng.choice("01") + rd(8)
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    v = b + str((10 - s % 10) % 10)
    COMPUTED.append(("isbn", v))
    return v


# ================================================================ English
@case
def _():
    ak, sk = aws_akid(), aws_secret()
    t = f"""boto3 keeps throwing InvalidClientTokenId even though I copied the keys straight out of the IAM console. This is my ~/.aws/credentials:

[default]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}
region = eu-west-1

Before this I had the AKIAIOSFODNN7EXAMPLE one from the docs in there and got the exact same error. What am I missing?"""
    return C("en", "aws-credentials-file", t, [ak, sk], ["AKIAIOSFODNN7EXAMPLE"],
             "own AWS key pair in a credentials file; the AWS documentation key id is public")


@case
def _():
    user, pw = "shop_app", pw_random(18, "!*-_")
    host = "db-prod-%d.internal.%s.net" % (rng.randint(1, 4), pick(LO, 6))
    sk, pk = stripe_pair()
    t = f"""deploying to Render tomorrow, is this .env ok? which of these are allowed to end up in the frontend bundle?

NODE_ENV=production
DATABASE_URL=postgres://{user}:{pw}@{host}:5432/shop
STRIPE_SECRET_KEY={sk}
STRIPE_PUBLISHABLE_KEY={pk}
PORT=8080"""
    return C("en", "dotenv-stripe-postgres", t, [f"{user}:{pw}", sk], [pk, host],
             "credentials part of the DSN and the live Stripe secret key; the publishable key and the DB host are not secret")


@case
def _():
    tok, sha = ghp(), commit_sha()
    t = f"""I ran
git remote set-url origin https://{tok}@github.com/dkowalski-dev/invoice-tool.git
and now push says "remote: Permission to dkowalski-dev/invoice-tool.git denied". the last commit is {sha} if that matters. do classic tokens need the repo scope ticked?"""
    return C("en", "git-remote-classic-pat", t, [tok], [sha],
             "GitHub classic token (CRC32 checksum computed) embedded in a remote URL; commit hash is not secret")


@case
def _():
    t = """The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY everywhere. For LocalStack integration tests in CI, is it fine to just hardcode those two, or will some SDK versions reject them because they look fake?"""
    return C("en", "aws-docs-example-keys", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
             "negative: the documented AWS example key pair")


@case
def _():
    c, e, v = card("amex"), expiry(), rd(4)
    order = "%s-%s-%s" % (rd(3), rd(7), rd(7))
    cf = fmt_card(c)
    t = f"""my amex keeps getting declined on amazon and the bank says nothing is blocked?? order {order} just failed again. card is {cf} exp {e} and the 4 digit code on the front is {v}. is there something wrong with how I'm typing it"""
    return C("en", "amex-declined-checkout", t, [cf, e, v], [order],
             "own Amex number (Luhn computed) with expiry and 4-digit CID; Amazon order number is a reference")


@case
def _():
    t = """Setting up Stripe test mode. 4242 4242 4242 4242 goes through fine but 4000 0000 0000 0002 is supposed to decline and my webhook never sees the charge.failed event. I'm still on the sk_test_4eC39HqLyjWDarjtT1zdp7dc key from their quickstart snippet, could that be why?"""
    return C("en", "stripe-test-cards", t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
             "negative: Stripe documentation test cards and documentation test key")


@case
def _():
    code = otp(6)
    t = f"""Got this text a minute ago:

"Chase: Your one-time code is {code}. Don't share this code with anyone. We'll never call you to ask for it."

Now a guy is on the phone saying he's from Chase fraud and needs me to read it back to "verify the account". He called from (212) 555-0148. Is this legit??"""
    return C("en", "otp-sms-phone-scam", t, [code], ["(212) 555-0148"],
             "one-time code from a bank SMS; caller's phone number is not a secret")


@case
def _():
    wifi = passphrase(["maple", "porch", "lantern", "kettle", "otter", "cedar", "biscuit"], 3)
    door = pin(4)
    conf = "HM" + pick(UP + DIG, 8)
    t = f"""Can you turn this into a friendly welcome message for my Airbnb guests? Keep it short.

- reservation {conf}
- wifi: MapleHouse_5G / {wifi}
- front door keypad: {door} then the check mark
- if the keypad dies, message me and I'll unlock it remotely
- checkout 11am, trash goes in the green bin"""
    return C("en", "airbnb-welcome-codes", t, [wifi, door], [conf],
             "host's Wi-Fi passphrase and door code; Airbnb confirmation code is a booking reference")


@case
def _():
    pem, pub = openssh_ed25519("sam@thinkpad")
    t = f"""ssh -i ~/.ssh/deploy_key gives "Load key: invalid format". The key file is

{pem}

and on the server authorized_keys has {pub} sam@thinkpad
I did copy it from Windows with notepad, could line endings break it?"""
    return C("en", "ssh-ed25519-invalid-format", t, [pem], [pub],
             "OpenSSH private key (structure built, public half not derived from the seed); the public key line is not secret")


@case
def _():
    phrase = seed_phrase(12)
    addr = "0x" + hexs(40)
    t = f"""ok so I finally wrote down my metamask recovery phrase: {phrase}

my wallet address is {addr}. is it safe to keep the phrase in google keep if the note is archived? I'm scared of losing it"""
    return C("en", "metamask-seed-phrase", t, [phrase], [addr],
             "12-word recovery phrase (words from BIP39 list, checksum not computed); wallet address is public")


@case
def _():
    t = """In my Hardhat tests I use the default mnemonic "test test test test test test test test test test test junk" and the first account's key 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80. A reviewer flagged it as a leaked secret. Is that a false positive?"""
    return C("en", "hardhat-default-accounts", t, [],
             ["test test test test test test test test test test test junk",
              "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"],
             "negative: Hardhat's public default mnemonic and account #0 key")


@case
def _():
    pw = pick(UP, 1) + pick(LO, 3) + rd(4) + rng.choice("!$%") + pick(LO + UP, 3)
    inc = "INC" + rd(7)
    t = f"""IT sent me this, I'm on a new laptop and it won't let me log in:

---- Forwarded ----
Hi Maria,
Your account has been created.
Username: mlopez
Temporary password: {pw}
You'll be asked to change it at first sign-in.
Ref: {inc}
Service Desk

It says "the user name or password is incorrect". Should I type it with the domain in front?"""
    return C("en", "it-temp-password-email", t, [pw], [inc],
             "temporary password in a forwarded email; ServiceNow incident number is a reference")


@case
def _():
    sort = "%s-%s-%s" % (rd(2), rd(2), rd(2))
    acct = rd(8)
    t = f"""My landlord wants my bank details for the standing order form. Sort code {sort}, account number {acct}, name Hannah Price. Can you write a short polite email sending these and asking when the first payment comes out?"""
    return C("en", "uk-bank-details-landlord", t, [acct], [sort],
             "own UK account number is secret; the sort code is a public bank identifier")


@case
def _():
    rt, acct, ssn = aba_routing(), rdnz(10), ssn_us()
    t = f"""new job onboarding form is asking for direct deposit. routing {rt}, checking account {acct}. also they want SSN for the W-4, it's {ssn}. Which box on the W-4 do I check if I'm single with no kids?"""
    return C("en", "us-direct-deposit-w4", t, [acct, ssn], [rt],
             "own checking account and SSN; ABA routing number (check digit computed) is public")


@case
def _():
    iban = iban_make("GB", rng.choice(["NWBK", "BARC", "LOYD", "HBUK"]) + rd(6) + rd(8))
    vat = uk_vat()
    inv = "INV-%d-%04d" % (2026, rng.randint(100, 9999))
    t = f"""Draft a payment confirmation to our supplier please. Their invoice {inv} for £2,340.00 was paid today to their account {fmt_iban(iban)}, VAT reg GB {vat[:3]} {vat[3:7]} {vat[7:]}. Mention we need a VAT receipt."""
    return C("en", "supplier-invoice-paid", t, [], [inv, fmt_iban(iban), f"GB {vat[:3]} {vat[3:7]} {vat[7:]}"],
             "negative: supplier's IBAN (mod-97 computed), VAT number (mod-97 computed), invoice number")


@case
def _():
    user, pw = "reporting_ro", pw_random(20, "-_")
    cl = "cluster0.%s.mongodb.net" % pick(LO + DIG, 5)
    t = f"""Getting pymongo.errors.OperationFailure: bad auth : authentication failed

from pymongo import MongoClient
client = MongoClient("mongodb+srv://{user}:{pw}@{cl}/?retryWrites=true&w=majority")
db = client["analytics"]

the user exists in Atlas, I checked"""
    return C("en", "mongodb-srv-bad-auth", t, [f"{user}:{pw}"], [cl],
             "credentials part of a MongoDB URI; cluster host is not secret")


@case
def _():
    pw = pw_random(24, "")
    t = f"""why can't my worker connect to redis? compose file:

services:
  cache:
    image: redis:7.2.4
    command: redis-server --requirepass {pw}
  worker:
    build: .
    environment:
      REDIS_URL: redis://default:{pw}@cache:6379/0

error is NOAUTH Authentication required"""
    return C("en", "redis-compose-noauth", t, [pw], ["redis:7.2.4"],
             "Redis password appearing twice (command and URL); the image tag is not secret")


@case
def _():
    tok = jwt({"sub": str(rng.randint(10000, 99999)), "email": "r.osei@brightlane.io", "iat": 1796000000 + rng.randint(0, 999999), "exp": 1797000000})
    rid = uuid4()
    t = f"""This request returns 403 but works in Postman:

curl -s https://api.brightlane.io/v2/orders?status=open -H "Authorization: Bearer {tok}"

response headers include x-request-id: {rid}. Is the token expired or is it a CORS thing?"""
    return C("en", "curl-bearer-jwt", t, [tok], [rid], "own bearer JWT; request id UUID is not secret")


@case
def _():
    t = """Can you decode this token from the jwt.io homepage and explain what each claim means? eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"""
    return C("en", "jwt-io-example", t, [], ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
             "negative: the jwt.io documentation token")


@case
def _():
    bot, hook = slack_bot(), slack_webhook()
    chan = "C0" + pick(UP + DIG, 9)
    t = f"""my slack bot posts to the webhook fine but chat.postMessage returns not_in_channel:

from slack_sdk import WebClient
client = WebClient(token="{bot}")
client.chat_postMessage(channel="{chan}", text="deploy finished")

# this one works
WEBHOOK = "{hook}"
"""
    return C("en", "slack-bot-webhook", t, [bot, hook], [chan],
             "Slack bot token and incoming webhook URL; channel id is not secret")


@case
def _():
    key = openai_key()
    rid = "req_" + hexs(32)
    t = f"""Error code: 429 - You exceeded your current quota (request id {rid}). But I just added $10 of credit! code:

from openai import OpenAI
client = OpenAI(api_key="{key}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "hi"}}])"""
    return C("en", "openai-key-quota", t, [key], [rid], "OpenAI project key in code; request id is not secret")


@case
def _():
    key, sha = anthropic_key(), commit_sha()
    t = f"""I accidentally pushed my Anthropic key to a public repo in commit {sha}. I already revoked it in the console, this is the one that leaked: {key}
How do I scrub it from the git history properly? filter-repo or BFG?"""
    return C("en", "leaked-revoked-anthropic-key", t, [key], [sha],
             "a revoked key is still listed as a secret; commit hash is not secret")


@case
def _():
    seed = totp_seed(32)
    t = f"""Authy won't import my Dropbox 2FA. I decoded the QR with a phone app and it says
otpauth://totp/Dropbox:jen.okafor%40gmail.com?secret={seed}&issuer=Dropbox
Is the secret supposed to be that long? Other apps had shorter ones."""
    return C("en", "totp-otpauth-uri", t, [seed], [], "TOTP seed inside an otpauth URI")


@case
def _():
    t = """Writing unit tests for my TOTP implementation against RFC 6238. The spec's SHA1 secret is the ASCII string 12345678901234567890, which in base32 is GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ, and at T=59 the expected 8-digit code is 94287082. Mine gives a different value, what's the usual mistake?"""
    return C("en", "rfc6238-test-vector", t, [], ["12345678901234567890", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "94287082"],
             "negative: RFC 6238 test secret and test vector")


@case
def _():
    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(2)]
    t = "Saving my GitHub recovery codes here so I stop losing them, can you remind me later where they are?\n\n" + "\n".join(codes) + "\n\n(there were 16, these are the two I haven't used yet; the account is github.com/dkowalski-dev, commit signing key id 3AA5C34371567BD2)"
    return C("en", "github-recovery-codes", t, codes, ["3AA5C34371567BD2"], "two GitHub 2FA recovery codes; a GPG key id is public")


@case
def _():
    key = bitlocker_key()
    kid = guid_upper()
    t = f"""Laptop is stuck on the blue BitLocker screen after a BIOS update. It shows key ID {kid[:8]}. In my Microsoft account I found:

Key ID: {kid}
Recovery Key: {key}

Do I type the dashes too?"""
    return C("en", "bitlocker-recovery-key", t, [key], [kid],
             "BitLocker recovery key (each block a multiple of 11, computed); key ID GUID is an identifier")


@case
def _():
    pet, maiden = rng.choice(["Biscuit", "Pickles", "Mr. Whiskers", "Rufus"]), rng.choice(["Kowalczyk", "Delacroix", "Haverford"])
    mem = rdnz(8)
    t = f"""my credit union made me set security questions and I always forget what I put. for the record: first pet = {pet}, mother's maiden name = {maiden}. (member number {mem} if that matters, they print it on every statement.) Can you make me a little rhyme to remember the two answers?"""
    return C("en", "security-question-answers", t, [pet, maiden], [mem], "answers to security questions; the member number printed on statements is left as a look-alike")


@case
def _():
    dl = rng.choice(UP) + rd(7)
    app = "RA-2026-%05d" % rng.randint(10000, 99999)
    t = f"""Help me fill the rental application (ref {app}) faster. Name: Derek Whitfield. DOB 04/19/1991. CA driver license {dl}. Current employer Sunline Logistics, 3 years. Just give me clean answers for each field."""
    return C("en", "rental-application-dl", t, [dl], [app], "California driver licence number; application reference is not secret")


@case
def _():
    pp = rd(9)
    pnr = pick("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "016-" + rd(10)
    t = f"""United keeps rejecting my passport info in the app for booking {pnr}. Passport number {pp}, expires 08/2033, issued USA. Ticket number {tkt}. Do I need to enter it without the leading zero or something?"""
    return C("en", "passport-airline-app", t, [pp], [pnr, tkt], "passport number; PNR and e-ticket number are booking references")


@case
def _():
    mem = rng.choice(["XGH", "JQU", "ZGP"]) + rd(9)
    claim = "CLM" + rd(11)
    n = npi()
    t = f"""BCBS denied the claim for my MRI. Member ID {mem}, claim # {claim}, the provider's NPI is {n}. Write me an appeal letter, the reason they gave was "not medically necessary"."""
    return C("en", "insurance-appeal-member-id", t, [mem], [claim, n],
             "health insurance member id; claim number and provider NPI (Luhn with 80840 computed) are not secrets")


@case
def _():
    u, us = ups_tracking(), usps_tracking()
    order = "%s-%s-%s" % (rd(3), rd(7), rd(7))
    t = f"""Two packages for the same order {order}: one is UPS {u} and the other is USPS {group(us, 4)}. The USPS one says "in transit, arriving late". Which one should I expect first?"""
    return C("en", "tracking-numbers-two-carriers", t, [], [order, u, group(us, 4)],
             "negative: order number, UPS tracking, USPS tracking (mod-10 computed)")


@case
def _():
    h, sha = hexs(64), commit_sha()
    t = f"""sha256sum says {h}  node-v22.11.0-linux-x64.tar.xz but the SHASUMS256.txt line I see is different. Also the release tag points to commit {sha}. Did I download a tampered file or am I comparing the wrong line?"""
    return C("en", "checksum-mismatch", t, [], [h, sha], "negative: file checksum and commit hash")


@case
def _():
    pk = "0x" + hexs(64)
    tx = "0x" + hexs(64)
    t = f"""hardhat.config.js:

module.exports = {{
  solidity: "0.8.24",
  networks: {{
    sepolia: {{
      url: "https://sepolia.infura.io/v3/" + process.env.INFURA_ID,
      accounts: ["{pk}"]
    }}
  }}
}};

deploy went through (tx {tx}) but the contract doesn't show on etherscan. How long does verification take?"""
    return C("en", "hardhat-private-key", t, [pk], [tx], "Ethereum private key in config; transaction hash (same shape) is public")


@case
def _():
    pw = pw_human(EN_WORDS)
    t = f"""I keep forgetting my Netflix password, it's {pw}. Can you make up a silly sentence that helps me remember it? the email on the account is tom.bradley82@yahoo.com"""
    return C("en", "netflix-password-mnemonic", t, [pw], [], "password given in prose")


@case
def _():
    p1 = pw_leet(rng.choice(EN_WORDS))
    t = f"""Can you turn this row from my old password manager export into Bitwarden's CSV format?

name,url,username,password,totp
Etsy,https://etsy.com,jpatel.crafts@gmail.com,{p1},

(the totp column is empty, is that a problem for the import?)"""
    return C("en", "password-export-csv", t, [p1], [], "password in a CSV export row")


@case
def _():
    pw = pw_random(12, "!#")
    t1 = "I want to print a QR code for the guest wifi so people can just scan it. I'll give you the details in the next message, can you write the WIFI: string for the QR?"
    t2 = f"network: Kowalski_Guest\npassword: {pw}\nWPA2"
    return C("en", "wifi-qr-two-messages", t1 + "\n---\n" + t2, [pw], [], "Wi-Fi password announced in one message and given in the next")


@case
def _():
    a = pin(4)
    while True:
        b = a[0] + a[2] + a[1] + a[3]
        if b != a:
            break
        a = pin(4)
    t = f"Text for the dog walker: the side gate code is {a}# and the spare key is under the blue pot.\n---\nugh sorry wrong code, it's {b}# not the other one"
    return C("en", "gate-code-correction", t, [a, b], [], "gate code corrected in a second message; both are listed")


@case
def _():
    cid = rdnz(12) + "-" + pick(LO + DIG, 32) + ".apps.googleusercontent.com"
    cs, mk = gocspx(), google_api_key()
    t = f"""Sign in with Google fails with "invalid_client". My config:

GOOGLE_CLIENT_ID={cid}
GOOGLE_CLIENT_SECRET={cs}
NEXT_PUBLIC_MAPS_KEY={mk}

The maps key works fine on the same page."""
    return C("en", "google-oauth-client", t, [cs, mk], [cid],
             "OAuth client secret and Maps API key; the OAuth client id is public by design")


@case
def _():
    t = """My statement shows two charges from the same card, **** **** **** 4821, both with reference 7739201845 on 11/28. In the dev logs I only see the masked token ghp_****************************a9F2 from last week. Should I dispute one of them?"""
    return C("en", "masked-values-statement", t, [], ["**** **** **** 4821", "7739201845", "ghp_****************************a9F2"],
             "negative: masked card, transaction reference, masked token")


@case
def _():
    key = sendgrid()
    t = f"""Django won't send password reset mails through SendGrid:

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = "{key}"

SMTPAuthenticationError (535). Should the user be my sendgrid login instead of the literal word?"""
    return C("en", "sendgrid-django-smtp", t, [key], ["apikey"], "SendGrid API key as SMTP password; the literal username is documentation")


@case
def _():
    tok = hexs(32)
    sid = "AC" + hexs(32)
    t = f"""twilio.base.exceptions.TwilioRestException: Unable to create record: Authenticate

account_sid = "{sid}"
auth_token = "{tok}"
client = Client(account_sid, auth_token)
client.messages.create(to="+447700900123", from_="+14155550132", body="Your table is ready")"""
    return C("en", "twilio-auth-token", t, [tok], ["+447700900123", "+14155550132"],
             "Twilio auth token; phone numbers are not secrets (account SID left neutral)")


@case
def _():
    tok = npm_token()
    t = f"""npm publish gives 403 Forbidden for @ridgeline/ui@4.17.21. .npmrc in the project root:

//registry.npmjs.org/:_authToken={tok}
@ridgeline:registry=https://registry.npmjs.org/

is it because the version already exists?"""
    return C("en", "npmrc-auth-token", t, [tok], ["4.17.21"], "npm access token; package version is not secret")


@case
def _():
    tok = pypi_token()
    t = f"""twine upload returns 403 "Invalid or non-existent authentication information". ~/.pypirc:

[pypi]
  username = __token__
  password = {tok}

The token was created for the whole account, not one project."""
    return C("en", "pypirc-token", t, [tok], ["__token__"], "PyPI API token; the literal username __token__ is documentation")


@case
def _():
    tok, rev = hf_token(), commit_sha()
    t = f"""from huggingface_hub import login
login(token="{tok}")
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-Instruct-v0.3", revision="{rev}")

-> 401 Client Error. I accepted the license on the model page yesterday."""
    return C("en", "huggingface-token-gated", t, [tok], [rev], "Hugging Face token; model revision hash is not secret")


@case
def _():
    tok = telegram_token()
    chat = "-100" + rdnz(10)
    t = f"""my telegram bot can't post to my channel: "Bad Request: chat not found".

BOT_TOKEN = "{tok}"
CHAT_ID = {chat}

the bot is an admin of the channel. what else?"""
    return C("en", "telegram-bot-token", t, [tok], [chat], "Telegram bot token; channel chat id is not secret")


@case
def _():
    tok, snow = discord_token()
    t = f"""discord.py bot logs in then immediately disconnects with "Privileged intents not enabled". Application ID {snow}, token {tok}. Where is the intents toggle now?"""
    return C("en", "discord-bot-token", t, [tok], [snow], "Discord bot token (first part encodes the application id); application id is public")


@case
def _():
    key = azure_key()
    sub = uuid4()
    t = f"""Function app can't reach blob storage, 403 AuthorizationFailure. Subscription {sub}. Connection string in local.settings.json:

"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stinvoicesprod;AccountKey={key};EndpointSuffix=core.windows.net"

Does the firewall on the storage account block local dev?"""
    return C("en", "azure-storage-connection-string", t, [key], [sub], "Azure storage AccountKey value; subscription id is an identifier")


@case
def _():
    t = """Is this .env.example ok to commit to the public repo?

OPENAI_API_KEY=sk-...
STRIPE_SECRET_KEY=your_api_key
JWT_SECRET=<token>
DB_PASSWORD=xxxx
SENTRY_DSN=https://<key>@o0.ingest.sentry.io/<project>"""
    return C("en", "env-example-placeholders", t, [], ["sk-...", "your_api_key", "<token>", "xxxx"],
             "negative: placeholders only")


@case
def _():
    sess = pick(LO + DIG, 32)
    ga = "GA1.1.%s.%s" % (rdnz(10), "17" + rd(8))
    t = f"""I'm scraping my own order history from a site with requests. I copied the cookies from devtools:

cookies = {{"sessionid": "{sess}", "_ga": "{ga}"}}
r = requests.get("https://shop.example.com/account/orders", cookies=cookies)

It returns the login page. Do I need the csrftoken too?"""
    return C("en", "session-cookie-scraper", t, [sess], [ga], "logged-in session cookie; analytics cookie is not secret")


@case
def _():
    api, app, sha = hexs(32), hexs(40), commit_sha()
    t = f"""GitHub Actions step that marks deploys in Datadog fails with 403:

- name: Datadog event
  env:
    DD_API_KEY: {api}
    DD_APP_KEY: {app}
  run: ./scripts/dd-event.sh "deploy ${{{{ github.sha }}}}"

the run log shows sha {sha}. Should the app key have a scope?"""
    return C("en", "datadog-keys-ci", t, [api, app], [sha], "Datadog API and application keys; commit hash of the same shape is not secret")


@case
def _():
    main, duress = pin(4), pin(4)
    t = f"""Writing instructions for my mom who is house-sitting. Alarm panel by the garage door: disarm with {main}. If anyone ever forces her to turn it off, she should use {duress} instead — it looks normal but silently calls the monitoring center (Guardian, 1-800-555-0175). Can you make this sound less scary?"""
    return C("en", "alarm-and-duress-codes", t, [main, duress], ["1-800-555-0175"], "alarm code and duress code; monitoring phone number is public")


@case
def _():
    combo = "%d-%d-%d" % (rng.randint(10, 39), rng.randint(1, 9), rng.randint(10, 39))
    t = f"""Note for my wife in case something happens to me: the fire safe in the hall closet opens with {combo} (right, left, right). Insurance papers and the passports are in the blue folder. Can you rewrite it so it doesn't sound so dramatic?"""
    return C("en", "safe-combination-note", t, [combo], [], "safe combination")


@case
def _():
    t = """Budget check: rent $1,850.00 due 01/01/2027, car insurance $214.37 on the 15th, and the dentist (617) 555-0199 wants $1,284.50 by 03/15/2027. How much do I need to set aside per paycheck if I'm paid biweekly?"""
    return C("en", "budget-phones-amounts", t, [], ["$1,850.00", "(617) 555-0199", "$1,284.50", "03/15/2027"],
             "negative: amounts, dates, phone number")


@case
def _():
    p = pin(4)
    last4 = rd(4)
    t = f"""Got this in the mail from my bank, I want to set it in the app:

"Your PIN for the debit card ending •••• {last4} is {p}. Memorize it and destroy this letter."

Where in the app do I change it to something I'll remember?"""
    return C("en", "debit-pin-letter", t, [p], [f"•••• {last4}"], "card PIN from a bank letter; masked card ending is not secret")


@case
def _():
    nino = nino_uk()
    utr = rdnz(5) + " " + rd(5)
    t = f"""Filing self assessment for the first time. NI number {nino}, UTR {utr}. HMRC's helpline is 0300 200 3310 but they're always busy. Which boxes do I fill for income from a side gig selling prints?"""
    return C("en", "uk-nino-utr", t, [nino, utr], ["0300 200 3310"], "National Insurance number and UTR; HMRC helpline is public")


@case
def _():
    s = sin_ca()
    bn = rdnz(9) + "RP0001"
    t = f"""my new employer wants my SIN on the TD1 form. It's {s[:3]} {s[3:6]} {s[6:]}. Their business number on the offer letter is {bn}. Do I need to fill the provincial TD1ON too?"""
    return C("en", "canada-sin-td1", t, [f"{s[:3]} {s[3:6]} {s[6:]}"], [bn], "SIN (Luhn computed); employer's business number is not secret")


@case
def _():
    tfn, med = tfn_au(), medicare_au()
    abn = abn_au()
    bsb = "%s-%s" % (rng.choice(["062", "083", "033", "013"]), rd(3))
    t = f"""Starting at a new cafe. They want my TFN ({tfn[:3]} {tfn[3:6]} {tfn[6:]}) and Medicare number {med[:4]} {med[4:9]} {med[9]} for some reason. Their ABN is {abn[:2]} {abn[2:5]} {abn[5:8]} {abn[8:]} and they pay into my account with BSB {bsb}. Is it normal for an employer to ask for Medicare?"""
    return C("en", "australia-tfn-medicare", t, [f"{tfn[:3]} {tfn[3:6]} {tfn[6:]}", f"{med[:4]} {med[4:9]} {med[9]}"],
             [f"{abn[:2]} {abn[2:5]} {abn[5:8]} {abn[8:]}", bsb],
             "TFN and Medicare number (check digits computed); employer ABN (computed) and BSB are public")


@case
def _():
    a = aadhaar()
    pan = pan_in("S")
    ifsc = "HDFC0" + rd(6)
    gst = gstin("27", pan_in("M", "C"))
    t = f"""The broker KYC form rejects my details. Aadhaar {a[:4]} {a[4:8]} {a[8:]}, PAN {pan}, bank IFSC {ifsc}. The seller invoice they attached has GSTIN {gst}. Which one is it complaining about? It just says "mismatch"."""
    return C("en", "india-kyc-aadhaar-pan", t, [f"{a[:4]} {a[4:8]} {a[8:]}", pan], [ifsc, gst],
             "Aadhaar (Verhoeff computed) and PAN (check letter not computed); IFSC and a company's GSTIN (computed) are public")


@case
def _():
    bvn = "22" + rd(9)
    bank = rng.choice(["058", "044", "057", "011"])
    acct = nuban(bank)
    sess = "0000" + rd(26)
    t = f"""Please help me write a complaint to my bank. I did a transfer on 2 Dec, session ID {sess}, money left my account {acct} but the receiver never got it. They asked for my BVN too, it's {bvn}. Make it firm but polite."""
    return C("en", "nigeria-transfer-bvn", t, [acct, bvn], [sess],
             "NUBAN account (check digit computed) and BVN; NIP session id is a reference")


@case
def _():
    code = "T" + rng.choice("ABCDEFGHIJKL") + pick(UP + DIG, 8)
    t = f"""Sent school fees to the wrong paybill. Message says: "{code} Confirmed. Ksh18,500.00 sent to KCB Paybill 522522 for account 0724183366 on 3/12/26 at 9:14 AM. New M-PESA balance is Ksh2,046.10." How do I reverse it?"""
    return C("en", "mpesa-wrong-paybill", t, [code], ["522522"],
             "M-Pesa transaction code counts as a secret (settled); the paybill number is public")


@case
def _():
    ref = "%s %s %s" % (rd(4), rd(3), rd(6))
    t = f"""GCash receipt says "Sent via GCash. Amount 1,250.00. Ref No. {ref}. Dec 5, 2026 7:42 PM" but the seller says she didn't receive it. What should I send her as proof?"""
    return C("en", "gcash-receipt-ref-no", t, [], [ref], "negative: a receipt's Ref No. is a reference (settled)")


@case
def _():
    pem = ec_pkcs8()
    kid = pick(UP + DIG, 10)
    iss = uuid4()
    t = f"""App Store Connect API returns 401 NOT_AUTHORIZED. I'm signing ES256 with this .p8:

{pem}

kid = {kid}, iss = {iss}, aud = appstoreconnect-v1. Is the 20 minute expiry too long?"""
    return C("en", "appstore-p8-key", t, [pem], [kid, iss],
             "PKCS#8 EC private key (DER structure built); key id and issuer id are identifiers")


@case
def _():
    pw = pw_random(16, "!@#")
    enc = base64.b64encode(pw.encode()).decode()
    uid = uuid4()
    t = f"""my pod can't log into postgres, is the secret wrong?

apiVersion: v1
kind: Secret
metadata:
  name: pg-credentials
  uid: {uid}
type: Opaque
data:
  username: YXBwdXNlcg==
  password: {enc}"""
    return C("en", "k8s-secret-base64", t, [enc], [uid], "base64-encoded database password in a Kubernetes Secret; uid is not secret")


@case
def _():
    raw = pw_random(10, "!#")
    spaced = " ".join(raw)
    t = f"""Typing my router admin password with spaces between the letters so autocorrect leaves it alone: {spaced}
Can you give me the steps to change the wifi channel on a Netgear Nighthawk RAX50? firmware is V1.0.10.94"""
    return C("en", "spaced-out-router-password", t, [spaced], ["V1.0.10.94"], "password typed with spaces between characters")


@case
def _():
    a = rng.choice(["Orchid", "Lantern", "Harbor", "Copper"]) + "-" + rng.choice(["Quarry", "Meadow", "Falcon", "Thistle"])
    b = "-%d-%s" % (rng.randint(10, 99), rng.choice(["Tundra", "Pebble", "Saffron"]))
    t = f"I'm splitting my password manager master password across two messages so it's not all in one place. first half: {a}\n---\nsecond half: {b}\nnow can you tell me if the whole thing is strong enough?"
    return C("en", "master-password-in-parts", t, [a, b], [], "master password given in two parts")


@case
def _():
    code = "%s-%s-%s" % (pick(UP + DIG, 4), pick(UP + DIG, 6), pick(UP + DIG, 4))
    order = "%s-%s-%s" % (rd(3), rd(7), rd(7))
    t = f"""I bought an Amazon gift card for my nephew (order {order}) and the email has the claim code {code}. Can you write a cute birthday message that includes it so I can paste it into a card?"""
    return C("en", "gift-card-claim-code", t, [code], [order], "gift card claim code is money; order number is a reference")


@case
def _():
    serial = "C02" + pick("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)
    t = f"""Applecare chat wants the serial of my MacBook Air (model A2681). System report shows {serial}, and the charger is a 35W Dual USB-C MNWP3AM/A. Is the battery still under warranty if it was bought in March 2024?"""
    return C("en", "macbook-serial-warranty", t, [], [serial, "A2681", "MNWP3AM/A"], "negative: serial and model numbers")


@case
def _():
    trace, span, u = hexs(32), hexs(16), uuid4()
    t = f"""Our tracing shows trace_id={trace} span_id={span} for the slow checkout, and the order row has id {u}. Where should I start, DB or the payment call?"""
    return C("en", "trace-ids-logs", t, [], [trace, span, u], "negative: trace and span ids, row UUID")


@case
def _():
    t = """My dad uses "P@ssw0rd" for everything. Can you explain to him why "correct horse battery staple" from the xkcd comic is stronger, and maybe mention the old hunter2 joke so he laughs?"""
    return C("en", "famous-example-passwords", t, [], ["P@ssw0rd", "correct horse battery staple", "hunter2"],
             "negative: famous example passwords discussed as examples")


@case
def _():
    v = vin("1HG")
    code = pin(5)
    t = f"""Selling my 2022 Civic. VIN {v}. I still have the HomeLink garage remote programmed and the keypad code is {code} — do I need to reset those before handing over the car, and how?"""
    return C("en", "vin-garage-keypad", t, [code], [v], "garage keypad code; VIN (check digit computed) is not secret")


@case
def _():
    codes = ["%s %s" % (rd(4), rd(4)) for _ in range(2)]
    t = "Google backup codes, keep these for me please:\n" + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return C("en", "google-backup-codes", t, codes, [], "Google 2-step backup codes")


@case
def _():
    rk = "-".join(pick("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))
    case_id = rdnz(9)
    t = f"""Apple support (case {case_id}) asked if I have my recovery key. I do, it's printed as {rk}. Do I give it to them or just use it myself on the iforgot page?"""
    return C("en", "apple-recovery-key", t, [rk], [case_id], "Apple Account recovery key; support case number is a reference")


@case
def _():
    pw = pw_human(EN_WORDS)
    tr = hexs(16)
    t = f"""Found this in our app log and I'm freaking out a bit:

2026-12-04T09:12:44.381Z ERROR auth.ldap trace={tr} bind failed for user=svc_backup password={pw} host=ldap01

How do I stop the logger from printing that, and do I need to rotate it?"""
    return C("en", "password-in-log-line", t, [pw], [tr], "password leaked in a log line; trace id is not secret")


@case
def _():
    tok, zone = pick(B64URL, 40), hexs(32)
    t = f"""curl -X POST "https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache" -H "Authorization: Bearer {tok}" -H "Content-Type: application/json" --data '{{"purge_everything":true}}'

returns code 10000 Authentication error. The token has Zone.Cache Purge."""
    return C("en", "cloudflare-api-token", t, [tok], [zone], "Cloudflare API token; zone id is an identifier")


@case
def _():
    tok = glpat()
    pid = rdnz(7)
    t = f"""GitLab pipeline #{pid} fails at the release job: "HTTP Basic: Access denied". In the CI/CD variables I set RELEASE_TOKEN={tok} (masked, protected). The branch isn't protected, could that be it?"""
    return C("en", "gitlab-pat-ci", t, [tok], ["#" + pid], "GitLab personal access token; pipeline number is not secret")


@case
def _():
    code = "%d-%d-%d-%d" % tuple(rng.randint(0, 9) for _ in range(4))
    t = f"""Can you help me write a one-page sheet for the new carers coming to my dad's? Key safe is to the left of the back door, code {code}, please put the key back and scramble the numbers. Agency number is 01632 960 418 if there's a problem."""
    return C("en", "key-safe-carers", t, [code], ["01632 960 418"], "key-box code; agency phone number is public")


@case
def _():
    acct = rd(8)
    sort = "%s-%s-%s" % (rd(2), rd(2), rd(2))
    sw = rng.choice(["NWBKGB2L", "BARCGB22", "LOYDGB2L"])
    t = f"""Paying my daughter's accommodation deposit to the university. Their page says: Account name University of Leeds Residences, sort code {sort}, account {acct}, SWIFT {sw}, reference = student number. Is it safe to pay by bank transfer or should I use their portal?"""
    return C("en", "university-bank-details", t, [], [sort, acct, sw], "negative: a university's published bank details")


@case
def _():
    i1, i2 = isbn13(), isbn13()
    doi = "10.%d/%s" % (rng.randint(1000, 9999), pick(LO + DIG, 8))
    arx = "2%d%02d.%05d" % (rng.randint(3, 5), rng.randint(1, 12), rng.randint(1, 20000))
    t = f"""Format these as APA please: ISBN {i1}, ISBN {i2}, the paper with DOI {doi}, and arXiv:{arx}."""
    return C("en", "bibliography-identifiers", t, [], [i1, i2, doi, arx], "negative: ISBN (computed), DOI, arXiv id")


@case
def _():
    pnr = pick("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "125-" + rd(10)
    t = f"""BA moved my flight BA0287 to the next day. Booking ref {pnr}, e-ticket {tkt}. Am I entitled to compensation under UK261 if they told me 10 days before?"""
    return C("en", "flight-change-pnr", t, [], [pnr, tkt], "negative: booking reference and ticket number")


@case
def _():
    old, new = openai_key(), openai_key()
    t = f"oops pasted the wrong one earlier, ignore {old}\n---\nthe right key for the staging env is {new}, can you update the docker run command you gave me with it?"
    return C("en", "api-key-corrected", t, [old, new], [], "API key corrected in a follow-up message; both listed")


@case
def _():
    u, p = "deploy", pw_random(15, "!@#%")
    ip = "203.0.113.%d" % rng.randint(10, 250)
    t = f"Going to give you the VPS login so you can tell me what to run, don't judge the password\n---\nhost {ip}, user {u}, pass {p}\nit's Ubuntu 24.04, nginx is returning 502"
    return C("en", "vps-login-two-messages", t, [p], [ip], "server password announced then given; documentation-range IP is not secret")

# ================================================================ Chinese
@case
def _():
    idn = cn_id(rng.choice(["110105", "310115", "440305", "510107"]), rdate(1978, 2001))
    c = card("unionpay")
    t = f"""帮我看看这个实名认证为什么一直失败：姓名 王磊，身份证号 {idn}，银行卡号 {group(c, 4)}，预留手机号 138****5521。打工商银行客服95588一直占线，是不是卡的问题？"""
    return C("zh", "shiming-renzheng-id-card", t, [idn, group(c, 4)], ["138****5521", "95588"],
             "resident ID (ISO 7064 MOD 11-2 computed) and UnionPay card (Luhn computed); masked phone and bank hotline are not secrets")


@case
def _():
    code, paypw = otp(6), pin(6)
    txn = "42000" + rd(23)
    t = f"""刚收到短信：【招商银行】您的验证码为{code}，您正在进行网上支付，5分钟内有效，请勿泄露。
我的支付密码是{paypw}，但是一直提示“支付密码错误”，是不是被锁了？要去柜台吗？上一笔成功的交易单号是{txn}。"""
    return C("zh", "sms-code-payment-password", t, [code, paypw], [txn], "bank SMS verification code and 6-digit payment password; transaction number is a reference")


@case
def _():
    order = rdnz(19)
    sf = "SF" + rdnz(13)
    u = uscc()
    t = f"""淘宝订单{order}一直显示未发货，商家说已经用顺丰发了，单号{sf}，可我在顺丰官网查不到。商家营业执照上的统一社会信用代码是{u}，我该去哪里投诉？12315可以吗？"""
    return C("zh", "taobao-order-sf-uscc", t, [], [order, sf, u],
             "negative: order number, SF Express waybill, company's unified social credit code (final check computed, inner organization-code check not computed)")


@case
def _():
    akid = "LTAI5t" + pick(ALNUM, 18)
    aks = pick(ALNUM, 30)
    req = pick("0123456789ABCDEF", 24)
    t = f"""上传文件到OSS报错 SignatureDoesNotMatch，RequestId: {req}。配置如下：

# config.py
OSS_ACCESS_KEY_ID = "{akid}"
OSS_ACCESS_KEY_SECRET = "{aks}"
OSS_BUCKET = "img-prod-hz"
OSS_ENDPOINT = "oss-cn-hangzhou.aliyuncs.com"

是不是endpoint写错了？"""
    return C("zh", "aliyun-oss-accesskey", t, [akid, aks], [req], "Alibaba Cloud AccessKey id and secret; request id is not secret")


# ================================================================ Japanese
@case
def _():
    mn = mynumber()
    lic = rd(12)
    hj = houjin()
    t = f"""確定申告の書類を作ってるんだけど、マイナンバーは{mn[:4]} {mn[4:8]} {mn[8:]}、運転免許証の番号は{lic}で合ってるか一緒に確認してほしい。勤務先の法人番号は源泉徴収票に{hj}って書いてある。e-Taxだとどこに入力するの？"""
    return C("ja", "kakutei-shinkoku-mynumber", t, [f"{mn[:4]} {mn[4:8]} {mn[8:]}", lic], [hj],
             "My Number (check digit computed) and driving licence number (its check digit not computed); employer's corporate number (computed) is public")


@case
def _():
    branch = rd(3)
    acct = rd(7)
    pw = pw_random(12, "!#$")
    t = f"""家賃の引き落とし口座を変えたいんだけど、申込書の書き方がよくわからない。
三菱UFJ銀行（金融機関コード0005）渋谷支店 店番{branch} 普通 {acct}
あと、ネットバンキングのログインパスワードが{pw}なのに、昨日からロックされてる。電話しないと解除できない？"""
    return C("ja", "mufg-account-netbank-password", t, [acct, pw], ["0005", branch],
             "own account number and online banking password; bank and branch codes are public")


@case
def _():
    order = "250-%s-%s" % (rd(7), rd(7))
    y = yamato()
    t = f"""Amazonで頼んだ荷物（注文番号 {order}）がまだ届かない。ヤマトの伝票番号は{y[:4]}-{y[4:8]}-{y[8:]}で、お届け先は〒150-0002になってる。再配達ってどうやって頼むの？"""
    return C("ja", "amazon-yamato-tracking", t, [], [order, f"{y[:4]}-{y[4:8]}-{y[8:]}", "〒150-0002"],
             "negative: order number, Yamato tracking number (mod-7 check as I recall it), postal code")


@case
def _():
    ssid = "aterm-%s-g" % hexs(6)
    key = pick(LO + DIG, 13)
    t = f"""実家のルーター（Aterm WX3600HP）の側面に
SSID：{ssid}
暗号化キー：{key}
って書いてある。親にLINEで送る用に、スマホのWi-Fiのつなぎ方を優しい言葉で説明して。"""
    return C("ja", "router-label-wifi-key", t, [key], [ssid], "Wi-Fi encryption key from the router label; SSID is not secret")


# ================================================================ Korean
@case
def _():
    rrn = rrn_kr(rdate(1985, 1999), rng.random() < 0.5)
    acct = "%s-%s-%s" % (rd(6), rd(2), rd(6))
    emp = "2026%04d" % rng.randint(1, 9999)
    t = f"""회사에서 급여 계좌 등록하라고 해서 인사팀에 메일 보내야 하는데요, 사번 {emp}, 주민등록번호 {rrn[:6]}-{rrn[6:]}, 국민은행 {acct} 이렇게 적으면 되나요? 메일 문구 좀 자연스럽게 다듬어 주세요."""
    return C("ko", "salary-account-rrn", t, [f"{rrn[:6]}-{rrn[6:]}", acct], [emp],
             "resident registration number (check digit computed) and bank account; employee number is not secret")


@case
def _():
    pw = pw_leet(rng.choice(["sarang", "haneul", "bomnal", "dalbit"]))
    code = otp(6)
    t = f"""홈택스 들어가려는데 공동인증서 비밀번호를 계속 틀려요. 제가 쓰는 건 {pw} 인데 혹시 특수문자 규칙 때문에 그런가요?
그리고 문자로 온 거
[Web발신]
[토스] 인증번호 [{code}]를 입력해주세요.
이건 어디에 넣는 거예요?"""
    return C("ko", "hometax-cert-password-sms", t, [pw, code], [], "certificate password and SMS verification code")


@case
def _():
    order = rdnz(16)
    cj = rdnz(12)
    b = brn_kr()
    t = f"""쿠팡에서 산 청소기 반품하려고요. 주문번호 {order}, CJ대한통운 운송장번호 {cj}, 판매자 사업자등록번호 {b[:3]}-{b[3:5]}-{b[5:]}. 반품 사유를 어떻게 쓰면 좋을까요?"""
    return C("ko", "coupang-return-tracking", t, [], [order, cj, f"{b[:3]}-{b[3:5]}-{b[5:]}"],
             "negative: order number, waybill, seller's business registration number (computed)")


# ================================================================ Arabic
@case
def _():
    nid = luhn_num(10, "1")
    iban = iban_make("SA", rng.choice(["80", "10", "45", "15"]) + rd(18))
    req = "REQ-" + rd(8)
    t = f"""أبغى أحدث بياناتي في تطبيق البنك، رقم الهوية {nid} والآيبان {fmt_iban(iban)}. التطبيق كل مرة يقول إن البيانات غير متطابقة، ورقم الطلب {req}. وش السبب؟"""
    return C("ar", "saudi-id-iban-update", t, [nid, fmt_iban(iban)], [req],
             "Saudi national id (Luhn, as I recall the rule) and IBAN (mod-97 computed)")


@case
def _():
    eid = emirates_id(rng.randint(1980, 1998))
    last4, code = rd(4), otp(6)
    t = f"""عندي مشكلة في دفع مخالفة على موقع هيئة الطرق والمواصلات. أدخلت رقم الهوية الإماراتية {eid[:3]}-{eid[3:7]}-{eid[7:14]}-{eid[14]} واخترت البطاقة المحفوظة المنتهية بـ **** {last4}، ووصلني رمز التحقق {code} بس الموقع يقول انتهت صلاحية الرمز. هل المشكلة من البطاقة؟"""
    return C("ar", "uae-emirates-id-otp", t, [f"{eid[:3]}-{eid[3:7]}-{eid[7:14]}-{eid[14]}", code], [f"**** {last4}"],
             "Emirates ID (Luhn, as I recall) and OTP; masked saved card is not secret")


@case
def _():
    ref = rdnz(9).translate(AR_DIGITS)
    tax = "%s-%s-%s" % (rdnz(3), rd(3), rd(3))
    t = f"""عايز أدفع فاتورة الكهربا عن طريق فوري، الرقم المرجعي {ref} والمبلغ ٨٤٥٫٥٠ جنيه. وكمان الشركة اللي باعتلي التكييف رقم التسجيل الضريبي بتاعها {tax}. ده كفاية عشان أطلب منهم فاتورة ضريبية؟"""
    return C("ar", "fawry-reference-tax-reg", t, [], [ref, tax],
             "negative: Fawry payment reference in Arabic-Indic digits and a company's tax registration number")


# ================================================================ Persian
@case
def _():
    cm = codemelli()
    iban = iban_make("IR", "0" + rng.choice(["17", "12", "56", "55"]) + "0" + rd(18))
    cmf = cm.translate(FA_DIGITS)
    pey = rdnz(12).translate(FA_DIGITS)
    t = f"""برای ثبت‌نام تو سامانه ازم کد ملی و شماره شبا خواستن. کد ملی: {cmf}
شبا: {iban}
همه‌چی رو درست وارد کردم ولی خطای «عدم تطابق اطلاعات» میده. کد پیگیری درخواستم {pey} هست. مشکل از کجاست؟"""
    return C("fa", "codemelli-sheba", t, [cmf, iban], [pey],
             "national code in Persian digits (check digit computed) and IBAN (mod-97 computed)")


@case
def _():
    c = card("saman")
    cvv2 = rd(4)
    dyn = otp(6)
    order = "DKC-" + rd(9)
    t = f"""خرید اینترنتی از دیجی‌کالا انجام نمیشه (سفارش {order}). شماره کارت {group(c, 4, "-")}، cvv2: {cvv2}، رمز دوم پویا که پیامک شد {dyn}. بعد از زدن پرداخت میگه «تراکنش ناموفق». چیکار کنم؟"""
    return C("fa", "card-cvv2-dynamic-pin", t, [group(c, 4, "-"), cvv2, dyn], [order],
             "card (Luhn computed), CVV2 and dynamic second PIN; order number is a reference")


@case
def _():
    track = rdnz(24)
    inv = "INV-" + rd(6)
    bill = rdnz(13)
    t = f"""بسته‌ام از پست هنوز نرسیده. کد رهگیری: {track}
شماره فاکتور فروشگاه هم {inv} هست. یه سؤال دیگه: شناسه قبض برقم {bill} هست، از کجا می‌تونم پرداختش کنم؟"""
    return C("fa", "post-tracking-bill-id", t, [], [track, inv, bill], "negative: postal tracking code, invoice number, utility bill id")


# ================================================================ Hebrew
@case
def _():
    tz = tz_il()
    branch, acct = rd(3), rd(6)
    t = f"""אני צריך למלא טופס 101 למעסיק החדש. ת.ז. {tz}, בנק הפועלים (12), סניף {branch}, מספר חשבון {acct}. תבדוק לי שזה בפורמט הנכון?"""
    return C("he", "form-101-tz-account", t, [tz, acct], [branch],
             "Israeli ID (check digit computed) and account number; branch number is public")


@case
def _():
    door = pin(4)
    phone = "054-" + rd(7)
    t = f"""תכתוב לי הודעה קצרה לבייביסיטר: הקוד של הדלת בכניסה לבניין {door}#, הוויפי מחובר אוטומטית, ואם יש בעיה שתתקשר אליי ל-{phone}. שתהיה נחמדה אבל ברורה."""
    return C("he", "babysitter-door-code", t, [door], [phone], "building door code; phone number is not secret")


@case
def _():
    order = rdnz(16)
    tr = s10("RR", "IL")
    hp = tz_il("51")
    t = f"""הזמנתי מעלי אקספרס, מספר הזמנה {order}, מספר מעקב של דואר ישראל {tr}, ועדיין לא הגיע. ועוד שאלה – החברה שמכרה לי את המזגן, ח.פ. {hp}, לא עונה. איך מגישים נגדה תלונה?"""
    return C("he", "aliexpress-tracking-company-id", t, [], [order, tr, hp],
             "negative: order number, postal tracking (S10 computed), company number (check digit computed)")


# ================================================================ Hindi
@case
def _():
    a = aadhaar()
    pan = pan_in("K")
    ifsc = "SBIN0" + rd(6)
    t = f"""बैंक KYC के लिए ये डिटेल भेजनी है, एक बार चेक कर दो: आधार नंबर {a[:4]} {a[4:8]} {a[8:]}, पैन {pan}, IFSC {ifsc}। फॉर्म बार-बार "invalid details" दिखा रहा है।"""
    return C("hi", "kyc-aadhaar-pan-ifsc", t, [f"{a[:4]} {a[4:8]} {a[8:]}", pan], [ifsc],
             "Aadhaar (Verhoeff computed) and PAN; IFSC is a public bank code")


@case
def _():
    upi_pin = pin(4)
    code = otp(6)
    utr = rdnz(12)
    t = f"""मेरे पापा को किसी ने फ़ोन करके बोला कि रिफंड के लिए UPI PIN डालो। उन्होंने अपना PIN {upi_pin} डाल दिया और फिर SMS आया: "OTP {code} is for your transaction of Rs. 24,999.00. Do not share it with anyone." UTR नंबर {utr} दिख रहा है। अब क्या करें, पैसे वापस आ सकते हैं?"""
    return C("hi", "upi-pin-otp-fraud", t, [upi_pin, code], [utr], "UPI PIN and OTP; UTR is a transaction reference")


@case
def _():
    pnr = rdnz(10)
    g = gstin("07", pan_in("R", "C"))
    t = f"""मेरा IRCTC टिकट PNR {pnr} अभी भी वेटिंग में है, ट्रेन 12951 राजधानी। और होटल वाले का GSTIN {g} बिल पर लिखा है — क्या उससे मुझे GST वापस मिल सकता है?"""
    return C("hi", "irctc-pnr-gstin", t, [], [pnr, "12951", g], "negative: PNR, train number, a hotel's GSTIN (check computed)")


# ================================================================ Russian
@case
def _():
    ser, num = rd(4), rd(6)
    inn = inn12()
    t = f"""Помогите заполнить заявление на налоговый вычет за лечение. Паспорт {ser[:2]} {ser[2:]} {num}, ИНН {inn}. В справке из клиники ещё указан ОКТМО 45382000 и лицензия № Л041-01137-77/00368416. Куда это всё вписывать в личном кабинете налогоплательщика?"""
    return C("ru", "nalogovyi-vychet-passport-inn", t, [f"{ser[:2]} {ser[2:]} {num}", inn], ["45382000", "Л041-01137-77/00368416"],
             "passport series and number and personal INN (check digits computed); municipal code and clinic licence number are public")


@case
def _():
    code = otp(6)
    c, e = card("mir"), expiry()
    t = f"""Пришла смс: «Код {code} для подтверждения покупки на 12 490 р. Никому не сообщайте код. Сбербанк». А я ничего не покупал! Карта {fmt_card(c)}, срок {e}. Что делать — сразу блокировать или звонить на 900?"""
    return C("ru", "sber-sms-code-mir-card", t, [code, fmt_card(c), e], ["900"], "SMS code and Mir card (Luhn computed) with expiry; bank short number is public")


@case
def _():
    inn = inn10()
    kpp = inn[:4] + "01001"
    og = ogrn(inn[:2])
    rs = "40702810" + rd(12)
    t = f"""Проверь, пожалуйста, реквизиты в счёте от поставщика: ООО «Северный ветер», ИНН {inn}, КПП {kpp}, ОГРН {og}, р/с {rs}, БИК 044525225, к/с 30101810400000000225 (ПАО Сбербанк). Всё ли совпадает для платёжки?"""
    return C("ru", "supplier-requisites-check", t, [], [inn, og, rs, "044525225", "30101810400000000225"],
             "negative: a company's INN and OGRN (check digits computed), its settlement account, the bank's BIK and correspondent account")


@case
def _():
    pw = pw_random(16, "")
    t = f"""Django не подключается к базе:

DATABASES = {{"default": dj_database_url.parse("postgresql://billing:{pw}@pg-master.billing.svc:6432/billing_prod")}}

Ошибка: FATAL: password authentication failed for user "billing". Через psql с тем же паролем заходит. В чём дело, pgbouncer?"""
    return C("ru", "django-postgres-dsn", t, ["billing:" + pw], ["pg-master.billing.svc"],
             "credentials part of a DSN; host is not secret")


# ================================================================ Ukrainian
@case
def _():
    r = rnokpp_ua()
    iban = iban_make("UA", rng.choice(["305299", "322001", "300528"]) + "0000" + rd(15))
    edr = rdnz(8)
    t = f"""Заповнюю декларацію. Мій РНОКПП {r}, рахунок {fmt_iban(iban)}. Роботодавець — ТОВ «Промінь», код ЄДРПОУ {edr}. Куди вписувати дохід, якщо я ще й ФОП?"""
    return C("uk", "deklaratsiia-rnokpp-iban", t, [r, fmt_iban(iban)], [edr],
             "taxpayer number (check digit computed) and IBAN (mod-97 computed); employer's EDRPOU code (check not computed) is public")


@case
def _():
    pw = pw_human(["kalyna", "sonechko", "vyshnia", "lelka", "barvinok"])
    last4 = rd(4)
    t = f"""Не можу зайти в Приват24. Пароль {pw}, картка *{last4}, а смс з кодом приходить із запізненням і вже недійсний. Що робити, писати в підтримку?"""
    return C("uk", "privat24-password", t, [pw], ["*" + last4], "online banking password; masked card is not secret")


@case
def _():
    ttn = "2045" + rd(10)
    order = rdnz(9)
    t = f"""Посилка Новою Поштою, ТТН {ttn}, замовлення на Rozetka №{order}. Відділення, куди мала прийти, вже закрите. Як переадресувати на інше?"""
    return C("uk", "nova-poshta-ttn", t, [], [ttn, order], "negative: waybill and order number")


# ================================================================ Polish
@case
def _():
    p = pesel(rng.randint(1980, 1999), rng.randint(1, 12), rng.randint(1, 28), True)
    dow = pl_idcard()
    nip = nip_pl()
    t = f"""Wypełniam wniosek o 800+ przez PUE ZUS. PESEL {p}, nr dowodu {dow}. Pracodawca to firma z NIP {nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}. Czy to wszystko, czego potrzebują?"""
    return C("pl", "zus-800-pesel-dowod", t, [p, dow], [f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}"],
             "PESEL and ID card number (check digits computed); employer's NIP (computed) is public")


@case
def _():
    blik, sms = otp(6), otp(6)
    ogl = rdnz(9)
    t = f"""Na OLX (ogłoszenie ID {ogl}) kupujący napisał, że żeby dostać pieniądze za sukienkę muszę mu podać kod BLIK. Podałam mu {blik} i zaraz przyszedł SMS "Kod autoryzacyjny do transakcji: {sms}". Czy to oszustwo?? Co mam teraz robić?"""
    return C("pl", "olx-blik-scam", t, [blik, sms], [ogl], "BLIK code and SMS authorization code; listing id is public")


@case
def _():
    nip, reg = nip_pl(), regon9()
    iban = iban_make("PL", bban_pl())
    inpost = rdnz(24)
    t = f"""Sprawdź mi fakturę FV/2026/11/0384: sprzedawca NIP {nip}, REGON {reg}, konto firmy {fmt_iban(iban)}, a paczka przyszła InPostem, numer przesyłki {inpost}. Czy wszystko się zgadza z Białą listą?"""
    return C("pl", "faktura-nip-regon-konto", t, [], ["FV/2026/11/0384", nip, reg, fmt_iban(iban), inpost],
             "negative: invoice number, company NIP/REGON (computed), company IBAN (computed), parcel number")


# ================================================================ Czech
@case
def _():
    rc = rodne_cislo(rng.randint(1975, 1999), rng.randint(1, 12), rng.randint(1, 28), rng.random() < 0.5)
    acct = cz_account()
    bank = rng.choice(["0800", "0100", "0300", "2010", "3030"])
    ico = ico_cz()
    t = f"""Potřebuju vyplnit přihlášku k dani z nemovitosti. Rodné číslo {rc[:6]}/{rc[6:]}, číslo účtu pro vratku {acct}/{bank}. Zaměstnavatel má IČO {ico}. Kam to patří v daňovém portálu?"""
    return C("cs", "dan-rodne-cislo-ucet", t, [f"{rc[:6]}/{rc[6:]}", f"{acct}/{bank}"], [ico],
             "birth number (mod 11 computed) and account (mod 11 computed); employer's IČO (computed) is public")


@case
def _():
    wifi = pw_human(["kocicka", "slunicko", "jablko", "medvidek", "zahrada"])
    p = pin(4)
    t = f"""Napiš mi to pro babičku jednoduše a velkým písmem: heslo na wifi je {wifi}, PIN ke kartě od Fio je {p}. Ať si to nenosí v peněžence spolu s kartou."""
    return C("cs", "babicka-wifi-pin", t, [wifi, p], [], "Wi-Fi password and card PIN")


@case
def _():
    vs = rdnz(10)
    z = "Z %s %s %s" % (rd(3), rd(4), rd(3))
    ico = ico_cz()
    t = f"""Přišla mi faktura č. 2026-0412 od dodavatele s IČO {ico}, mám platit s variabilním symbolem {vs}. Zboží přijde přes Zásilkovnu, číslo zásilky {z}. Je variabilní symbol stejný jako číslo faktury?"""
    return C("cs", "faktura-variabilni-symbol", t, [], [ico, vs, z], "negative: company IČO, payment reference, parcel number")


# ================================================================ German
@case
def _():
    sid = steuer_id()
    iban = iban_make("DE", bban_de())
    bic = rng.choice(["COBADEFFXXX", "DEUTDEDBXXX", "INGDDEFFXXX"])
    t = f"""Mein neuer Arbeitgeber braucht für die Lohnabrechnung noch: Steuer-ID {sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}, IBAN {fmt_iban(iban)}, BIC {bic}. Krankenkasse ist die TK. Reicht das oder fehlt noch was?"""
    return C("de", "lohnabrechnung-steuerid-iban", t, [f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}", fmt_iban(iban)], [bic],
             "tax id (ISO 7064 MOD 11,10 computed) and IBAN (mod-97 computed); BIC is public")


@case
def _():
    p, k = perso_de(), kvnr_de()
    termin = "T-" + rd(6)
    t = f"""Bei der Online-Anmeldung einer Arztpraxis (Terminnummer {termin}) soll ich die Ausweisnummer ({p}) und die Versichertennummer von der Gesundheitskarte ({k}) angeben. Ist das normal, dass eine Praxis die Ausweisnummer will?"""
    return C("de", "arztpraxis-ausweis-kvnr", t, [p, k], [termin],
             "identity card number (7-3-1 check computed) and health insurance number (check computed); appointment number is a reference")


@case
def _():
    iban = iban_make("DE", bban_de())
    dhl = "00340434" + rd(12)
    ust = ust_id_de()
    t = f"""Ich will an den Tierschutzverein spenden: IBAN {fmt_iban(iban)}, Verwendungszweck „Spende Dezember“. Außerdem hat die Rechnung vom Tierarzt die USt-IdNr. {ust}, und auf das Katzenfutter von DHL (Sendungsnummer {dhl}) warte ich noch. Kann ich die Spende und die Tierarztkosten absetzen?"""
    return C("de", "spende-verein-iban-ustid", t, [], [fmt_iban(iban), ust, dhl],
             "negative: a charity's IBAN (computed), a vet's VAT id (computed), DHL parcel number")


@case
def _():
    wlan = " ".join(rd(4) for _ in range(5))
    fb = rng.choice(["halle", "tanne", "ruder", "kiesel", "linde"]) + rd(4)
    sn = "%s.%s.%s.%s.%s" % (pick(UP + DIG, 4), rd(3), rd(2), rd(3), rd(3))
    t = f"""Auf der Unterseite meiner FRITZ!Box 7590 AX steht:
WLAN-Netzwerkschlüssel (WPA2): {wlan}
FRITZ!Box-Kennwort: {fb}
Serien-Nr.: {sn}
Wie richte ich damit ein Gastnetz ein, ohne dass die Gäste ins Heimnetz kommen?"""
    return C("de", "fritzbox-label-keys", t, [wlan, fb], [sn], "router Wi-Fi key and admin password from the label; serial number is not secret")


@case
def _():
    iban = iban_make("DE", bban_de())
    f = fmt_iban(iban)
    a, b = f[:14], f[15:]
    t = f"Ich schick dir meine IBAN in zwei Teilen, damit das Formular sie richtig trennt. Erster Teil: {a}\n---\nZweiter Teil: {b}\nKannst du prüfen, ob die Prüfziffer stimmt?"
    return C("de", "iban-in-zwei-teilen", t, [a, b], [], "own IBAN (mod-97 computed) given in two messages")


# ================================================================ French
@case
def _():
    nir = nir_fr(rng.random() < 0.5, rng.randint(1970, 1999), rng.randint(1, 12))
    nirf = "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], nir[13:])
    iban = iban_make("FR", bban_fr())
    bic = rng.choice(["BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP", "PSSTFRPPPAR"])
    t = f"""Pour la mutuelle je dois envoyer mon numéro de sécu ({nirf}) et mon RIB : IBAN {fmt_iban(iban)}, BIC {bic}. Tu peux me rédiger un mail court et poli ?"""
    return C("fr", "mutuelle-secu-rib", t, [nirf, fmt_iban(iban)], [bic],
             "social security number (key computed) and IBAN (RIB key and mod-97 computed); BIC is public")


@case
def _():
    order = rdnz(10)
    c, e, v = card("visa"), expiry(), rd(3)
    t = f"""Je n'arrive pas à payer ma commande n° {order} sur Fnac.com. Carte {fmt_card(c)}, expire {e}, cryptogramme {v}. J'ai bien reçu le code par SMS mais ça me met « transaction refusée ». C'est ma banque qui bloque ?"""
    return C("fr", "fnac-carte-refusee", t, [fmt_card(c), e, v], [order], "card (Luhn computed) with expiry and CVC; order number is a reference")


@case
def _():
    sir = siren()
    st = siret(sir)
    tva = tva_fr(sir)
    iban = iban_make("FR", bban_fr())
    coli = "6A" + rd(11)
    t = f"""Tu peux vérifier la facture de l'artisan avant que je paie ? SIRET {st[:3]} {st[3:6]} {st[6:9]} {st[9:]}, TVA intracom {tva}, IBAN {fmt_iban(iban)}. Il m'a aussi envoyé les joints par Colissimo, n° de suivi {coli}."""
    return C("fr", "facture-artisan-siret-tva", t, [], [f"{st[:3]} {st[3:6]} {st[6:9]} {st[9:]}", tva, fmt_iban(iban), coli],
             "negative: a tradesman's SIRET (Luhn computed), VAT number (key computed), IBAN (computed), parcel number")


@case
def _():
    digi = rd(2) + rng.choice("AB") + rd(2)
    alarm = pin(4)
    tel = "06 %s %s %s %s" % (rd(2), rd(2), rd(2), rd(2))
    t = f"""Petit mot pour la baby-sitter, tu peux le rendre plus sympa ? Digicode de l'immeuble : {digi}, puis interphone « Martin ». Code de l'alarme : {alarm}, à taper dans les 30 secondes. En cas de souci, appelle-moi au {tel}."""
    return C("fr", "babysitter-digicode-alarme", t, [digi, alarm], [tel], "building door code and alarm code; phone number is not secret")


# ================================================================ Spanish
@case
def _():
    d = dni_es()
    iban = iban_make("ES", bban_es())
    cif = cif_es("B")
    t = f"""Mi empresa nueva me pide el DNI y la cuenta para la nómina: DNI {d}, IBAN {fmt_iban(iban)}. El CIF de la empresa es {cif}. ¿Me redactas un correo para mandárselo a RR. HH.?"""
    return C("es", "nomina-dni-iban", t, [d, fmt_iban(iban)], [cif],
             "DNI (letter computed) and IBAN (control digits and mod-97 computed); company CIF (computed) is public")


@case
def _():
    sur, nam = rng.choice([("GARCIA", "GAGL"), ("HERNANDEZ", "HEMA"), ("LOPEZ", "LORJ")])
    b = rdate(1985, 1999)
    sex = rng.choice("HM")
    st = rng.choice(["DF", "JC", "NL", "PL"])
    curp17 = nam + b.strftime("%y%m%d") + sex + st + pick("BCDFGHJKLMNPRSTVWXZ", 3) + rd(1)
    curp = curp17 + curp_check(curp17)
    COMPUTED.append(("curp", curp))
    rfc = nam + b.strftime("%y%m%d") + pick(UP + DIG, 3)
    cl = clabe()
    folio = guid_upper()
    t = f"""Para darme de alta en el SAT y cobrar mis facturas me piden CURP {curp}, RFC {rfc} y la CLABE de mi cuenta {cl}. ¿Está bien la CLABE? Tiene 18 dígitos. El folio fiscal de la última factura que me hicieron es {folio}."""
    return C("es", "mexico-curp-rfc-clabe", t, [curp, rfc, cl], [folio],
             "CURP (check digit computed), RFC (homoclave not computed) and CLABE (check digit computed); CFDI folio UUID is a reference")


@case
def _():
    cu = cuil(rng.choice(["20", "27"]), rd(8))
    cb = cbu()
    alias = ".".join(rng.sample(["sol", "perro", "nube", "mate", "rio", "tango", "limon", "faro"], 3))
    t = f"""Che, ¿me ayudás a armar el mail para el contador? Le tengo que pasar mi CUIL {cu[:2]}-{cu[2:10]}-{cu[10]} y el CBU de la cuenta sueldo {cb} para que me depositen la devolución de Ganancias. ¿O le paso directamente el alias {alias}?"""
    return C("es", "argentina-cuil-cbu", t, [f"{cu[:2]}-{cu[2:10]}-{cu[10]}", cb], [alias],
             "CUIL and CBU (check digits computed); the transfer alias is meant to be shared")


@case
def _():
    order = rdnz(10)
    tr = s10("RR", "ES")
    iban = iban_make("ES", bban_es())
    t = f"""Mi pedido de El Corte Inglés (n.º {order}) llegó roto. El seguimiento de Correos es {tr}. La tienda me pide que les pague el envío de vuelta con una transferencia a su cuenta {fmt_iban(iban)}, ¿es normal eso?"""
    return C("es", "pedido-roto-correos", t, [], [order, tr, fmt_iban(iban)], "negative: order number, tracking (S10 computed), a shop's IBAN")


@case
def _():
    pw = pw_human(["mariposa", "girasol", "tortuga", "naranja", "estrella"])
    t = f"Oye, te paso la contraseña del wifi en el siguiente mensaje para que me ayudes a ponerla en el Chromecast.\n---\nLa red es MOVISTAR_7A2C y la contraseña {pw}\n---\nYa probé dos veces y me dice \"no se pudo conectar\"."
    return C("es", "wifi-chromecast-varios-mensajes", t, [pw], ["MOVISTAR_7A2C"], "Wi-Fi password announced and given in a later message; network name is not secret")

# ================================================================ Portuguese
@case
def _():
    c = cpf()
    pw = pw_human(["flamengo", "saudade", "jabuticaba", "girassol", "pipoca"])
    prot = "2026%08d" % rng.randint(1, 99999999)
    t = f"""Não consigo entrar no gov.br de jeito nenhum. CPF {fmt_cpf(c)}, senha {pw}. Diz "usuário ou senha inválidos", mas eu troquei a senha semana passada. Abri o chamado, protocolo {prot}. O que eu faço?"""
    return C("pt", "govbr-cpf-senha", t, [fmt_cpf(c), pw], [prot], "CPF (check digits computed) and password; support protocol number is a reference")


@case
def _():
    n = nif_pt(rng.choice("12"))
    ut = rdnz(9)
    ent, ref = rd(5), "%s %s %s" % (rd(3), rd(3), rd(3))
    t = f"""Para a inscrição no centro de saúde pedem NIF {n} e número de utente {ut}. Ah, e ainda tenho de pagar a taxa por Multibanco: Entidade {ent}, Referência {ref}, 7,50 €. Ajudas-me a escrever o e-mail?"""
    return C("pt", "centro-saude-nif-utente", t, [n, ut], [ent, ref],
             "NIF (check digit computed) and SNS user number (no check); Multibanco entity and reference are payment references")


@case
def _():
    cn = cnpj()
    nfe = nfe_key("35", cn)
    tr = s10(rng.choice(["QB", "NL", "OV"]), "BR")
    t = f"""Tenho que pagar a loja de móveis, CNPJ {fmt_cnpj(cn)}, e a chave Pix deles é o próprio CNPJ. A chave de acesso da NF-e é {group(nfe, 4)} e o rastreio dos Correios é {tr}. É seguro pagar por Pix para CNPJ?"""
    return C("pt", "loja-cnpj-nfe-rastreio", t, [], [fmt_cnpj(cn), group(nfe, 4), tr],
             "negative: a shop's CNPJ (computed, also its Pix key), NF-e access key (mod 11 computed), tracking (S10 computed)")


# ================================================================ Italian
@case
def _():
    female = rng.random() < 0.5
    cf = codice_fiscale(rng.choice(["RSS", "BNC", "FRR", "CLN"]), rng.choice(["MRA", "GLI", "LCU", "FNC"]),
                        rng.randint(1975, 1999), rng.randint(1, 12), rng.randint(1, 28), female,
                        rng.choice(["H501", "F205", "F839", "L219"]))
    iban = iban_make("IT", bban_it())
    prot = rd(7)
    t = f"""Sto facendo la domanda per l'assegno unico sull'app INPS. Codice fiscale {cf}, IBAN {fmt_iban(iban)}. Mi dà "IBAN non intestato al richiedente" — che vuol dire? Il conto è cointestato con mio marito. La domanda ha protocollo INPS.AUU.2026.{prot}."""
    return C("it", "assegno-unico-cf-iban", t, [cf, fmt_iban(iban)], ["INPS.AUU.2026." + prot],
             "codice fiscale (check letter computed) and IBAN (CIN computed with the codice-fiscale tables as I recall them; mod-97 computed)")


@case
def _():
    iban = iban_make("IT", bban_it())
    piva = piva_it()
    brt = rdnz(14)
    t = f"""Devo fare il bonifico all'associazione sportiva di mio figlio: IBAN {fmt_iban(iban)}, causale "quota iscrizione 2026/27", P.IVA dell'associazione {piva}. Intanto la maglia è in viaggio con BRT, numero spedizione {brt}. Il bonifico è detraibile?"""
    return C("it", "associazione-iban-piva", t, [], [fmt_iban(iban), piva, brt],
             "negative: an association's IBAN and VAT number (check digits computed), parcel number")


# ================================================================ Dutch
@case
def _():
    b = bsn()
    iban = iban_make("NL", bban_nl())
    foutcode = "TS-" + rd(5)
    t = f"""Voor de huurtoeslag vraagt de Belastingdienst mijn BSN ({b}) en IBAN ({fmt_iban(iban)}). Ik heb het ingevuld maar krijg steeds een foutmelding (code {foutcode}). Klopt mijn IBAN wel?"""
    return C("nl", "huurtoeslag-bsn-iban", t, [b, fmt_iban(iban)], [foutcode], "BSN (11-test computed) and IBAN (11-test and mod-97 computed)")


@case
def _():
    box = pin(4)
    ssid = "Ziggo" + rd(7)
    pw = pick(LO + UP, 4) + pick(DIG, 4) + pick(LO + UP + DIG, 4)
    t = f"""Kun je een berichtje voor onze oppas maken? De code van het sleutelkastje naast de voordeur is {box}. Wifi: {ssid}, wachtwoord {pw}. De kinderen moeten om half acht naar bed en mogen geen chips meer."""
    return C("nl", "oppas-sleutelkastje-wifi", t, [box, pw], [ssid], "key-box code and Wi-Fi password; network name is not secret")


@case
def _():
    kenm = " ".join(rd(4) for _ in range(4))
    iban = iban_make("NL", bban_nl())
    tt = "3S" + pick(UP, 4) + rd(7)
    t = f"""Ik kreeg een aanmaning van een incassobureau: betalingskenmerk {kenm}, bedrag € 312,00, over te maken naar {fmt_iban(iban)}. Ook zit er een pakketje van PostNL aan te komen met track & trace {tt}. Hoe check ik of die aanmaning echt is?"""
    return C("nl", "aanmaning-kenmerk-postnl", t, [], [kenm, fmt_iban(iban), tt], "negative: payment reference, a collector's IBAN, PostNL barcode")


# ================================================================ Swedish
@case
def _():
    b = rdate(1980, 1999)
    pn = personnummer_se(b.year, b.month, b.day)
    pnf = "%d%s-%s" % (b.year // 100, pn[:6], pn[6:])
    clearing = "8" + rd(3) + "-" + rd(1)
    konto = "%s %s %s-%s" % (rd(3), rd(3), rd(3), rd(1))
    t = f"""Ska fylla i blanketten för föräldrapenning. Personnummer {pnf}. Swedbank, clearingnummer {clearing} och kontonummer {konto}. Ska femsiffriga clearingnumret med bindestreck vara med?"""
    return C("sv", "foraldrapenning-personnummer-konto", t, [pnf, konto], [clearing],
             "personnummer (Luhn computed) and account number; clearing number is a public bank code")


@case
def _():
    port = pin(4)
    ssid = "Telia-" + pick("0123456789ABCDEF", 6)
    pw = pick(LO + DIG, 12)
    t = f"""Till hundvakten: portkoden är {port}, larmet är avstängt hela veckan. Wifi heter {ssid} och lösenordet är {pw}. Kan du skriva det som ett trevligt sms?"""
    return C("sv", "hundvakt-portkod-wifi", t, [port, pw], [ssid], "door code and Wi-Fi password; SSID is not secret")


@case
def _():
    bg = luhn_num(8)
    ocr = luhn_num(14)
    org = orgnr_se()
    t = f"""Fått en faktura från elbolaget: bankgiro {bg[:4]}-{bg[4:]}, OCR-nummer {ocr}, belopp 1 284 kr, org.nr {org[:6]}-{org[6:]}. Är det rätt att OCR har 14 siffror?"""
    return C("sv", "faktura-bankgiro-ocr", t, [], [f"{bg[:4]}-{bg[4:]}", ocr, f"{org[:6]}-{org[6:]}"],
             "negative: bankgiro, OCR reference, organisation number (all Luhn computed)")


# ================================================================ Danish
@case
def _():
    b = rdate(1980, 1999)
    cpr = b.strftime("%d%m%y") + "-" + rd(4)
    reg, konto = rd(4), rd(10)
    t = f"""Jeg skal have min løn ind på en ny konto. CPR-nr. {cpr}, reg.nr. {reg}, kontonr. {konto}. Kan du skrive en kort mail til lønafdelingen?"""
    return C("da", "loen-cpr-konto", t, [cpr, konto], [reg], "CPR number (no check digit since 2007) and account; registration number is a public bank code")


@case
def _():
    c, e, v = card("dankort"), expiry(), rd(3)
    ordre = rdnz(8)
    t = f"""Mit Dankort bliver afvist på nettet (ordrenr. {ordre}). Kortnummer {fmt_card(c)}, udløb {e}, kontrolcifre {v}. Er det fordi det ikke er et Visa/Dankort?"""
    return C("da", "dankort-afvist", t, [fmt_card(c), e, v], [ordre], "Dankort number (Luhn computed) with expiry and CVC; order number is a reference")


@case
def _():
    fi_ref = rd(15)
    cred = rd(8)
    line = "+71<%s+%s<" % (fi_ref, cred)
    cvr = cvr_dk()
    t = f"""Jeg har fået et girokort fra et firma jeg ikke kender: {line}, beløb 1.250,00 kr. Firmaets CVR-nr. står som {cvr}. Hvordan tjekker jeg, om det er svindel?"""
    return C("da", "girokort-cvr", t, [], [line, cvr], "negative: payment line (FI code) and company CVR (mod 11 computed)")


# ================================================================ Norwegian
@case
def _():
    b = rdate(1975, 1999)
    f = fnr_no(b.year, b.month, b.day)
    k = no_account()
    org = orgnr_no()
    t = f"""Skal søke om bostøtte. Fødselsnummer {f}, kontonummer {k[:4]}.{k[4:6]}.{k[6:]}. Arbeidsgiver har org.nr. {org[:3]} {org[3:6]} {org[6:]}. Må jeg legge ved lønnsslipp også?"""
    return C("no", "bostotte-fnr-konto", t, [f, f"{k[:4]}.{k[4:6]}.{k[6:]}"], [f"{org[:3]} {org[3:6]} {org[6:]}"],
             "fødselsnummer and account (mod 11 computed); employer's organisation number (computed) is public")


@case
def _():
    pw = pw_human(["fjell", "hytte", "brunost", "nordlys", "skogen"])
    code = otp(6)
    t = f"""Jeg tror BankID-passordet mitt er {pw}, men det sier «feil passord». Engangskoden fra kodebrikken var {code}. Hvor mange forsøk har jeg før det blir sperret?"""
    return C("no", "bankid-passord-kodebrikke", t, [pw, code], [], "BankID password and one-time code")


@case
def _():
    kid = kid_no(12)
    acct = no_account()
    tr = s10("LX", "NO")
    t = f"""Fikk en faktura fra strømselskapet: KID {kid}, kontonummer {acct[:4]} {acct[4:6]} {acct[6:]}, beløp 1 487,00 kr. Og pakken fra Posten har sporingsnummer {tr}. Kan jeg betale fakturaen med Vipps?"""
    return C("no", "faktura-kid-sporing", t, [], [kid, f"{acct[:4]} {acct[4:6]} {acct[6:]}", tr],
             "negative: KID (Luhn computed), a company's account (mod 11 computed), tracking (S10 computed)")


# ================================================================ Finnish
@case
def _():
    b = rdate(1975, 1999)
    h = hetu(b.year, b.month, b.day)
    iban = iban_make("FI", fi_bban())
    y = ytunnus()
    t = f"""Kelan lomakkeeseen pitää laittaa henkilötunnus {h} ja tilinumero {fmt_iban(iban)}. Työnantajan Y-tunnus on {y}. Tarvitaanko vielä jotain muuta?"""
    return C("fi", "kela-hetu-tilinumero", t, [h, fmt_iban(iban)], [y],
             "henkilötunnus (check character computed) and IBAN (Luhn and mod-97 computed); employer's business id (computed) is public")


@case
def _():
    p = pin(4)
    t = f"""Kirjoitatko äidilleni selkeän ohjeen? Pankin tunnuslukusovelluksen PIN on {p}, ja pankin asiakaspalvelu on 0200 2580. Korosta, ettei PIN-koodia saa kertoa puhelimessa kenellekään, ei edes pankille."""
    return C("fi", "aidille-pankki-pin", t, [p], ["0200 2580"], "banking app PIN; the bank's service number is public")


@case
def _():
    v = viite_fi(rng.randint(8, 12))
    vg = group(v[::-1], 5)[::-1]
    iban = iban_make("FI", fi_bban())
    rf = rf_ref(rdnz(9))
    t = f"""Sain laskun: viitenumero {vg}, saajan tili {fmt_iban(iban)}, eräpäivä 15.1.2027, summa 89,90 €. Alalaidassa on myös RF-viite {rf}. Kumpaa viitettä käytän verkkopankissa?"""
    return C("fi", "lasku-viitenumero-rf", t, [], [vg, fmt_iban(iban), rf],
             "negative: reference number (7-3-1 computed), a company's IBAN, RF creditor reference (ISO 11649 computed)")


# ================================================================ Hungarian
@case
def _():
    b = rdate(1975, 1999)
    taj = taj_hu()
    ado = adoazon_hu(b)
    acct = hu_account()
    tsz = "T-" + rd(5)
    t = f"""Az új munkahelyemen (törzsszámom {tsz}) kérik: TAJ szám {taj[:3]} {taj[3:6]} {taj[6:]}, adóazonosító jel {ado}, bankszámlaszám {acct[:8]}-{acct[8:16]}-{acct[16:]}. Jól írtam a számlaszámot?"""
    return C("hu", "munkahely-taj-adoazonosito-szamla", t,
             [f"{taj[:3]} {taj[3:6]} {taj[6:]}", ado, f"{acct[:8]}-{acct[8:16]}-{acct[16:]}"], [tsz],
             "TAJ number, tax id (days since 1867 and check computed) and account (check digits computed)")


@case
def _():
    a = adoszam_hu()
    mpl = "JJH" + rd(2) + pick(UP, 2) + rd(10)
    rend = rdnz(9)
    t = f"""Reklamációt akarok írni. A cég adószáma {a}, a csomag MPL azonosítója {mpl}, a rendelésszám {rend}. Mit írjak, hogy gyorsan cseréljék a hibás terméket?"""
    return C("hu", "reklamacio-adoszam-csomag", t, [], [a, mpl, rend], "negative: company tax number (check digit computed), parcel id, order number")


# ================================================================ Romanian
@case
def _():
    b = rdate(1975, 1999)
    cnp = cnp_ro(b.year, b.month, b.day, rng.random() < 0.5)
    iban = iban_make("RO", rng.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + rd(16))
    cui = cui_ro()
    t = f"""Pentru formularul 230 la ANAF îmi trebuie CNP-ul {cnp} și IBAN-ul {fmt_iban(iban)}. Asociația căreia vreau să-i redirecționez 3,5% are CIF {cui}. Poți verifica dacă am pus tot ce trebuie?"""
    return C("ro", "formular-230-cnp-iban", t, [cnp, fmt_iban(iban)], [cui],
             "CNP (check digit computed) and IBAN (mod-97 computed); an association's CIF (check digit computed) is public")


@case
def _():
    awb = "2" + rd(12)
    cmd = rdnz(9)
    t = f"""Coletul FAN Courier cu AWB {awb} a rămas în depozit de trei zile. Comanda eMAG nr. {cmd}. Cum îl recuperez fără să plătesc iar transportul?"""
    return C("ro", "fan-courier-awb", t, [], [awb, cmd], "negative: waybill and order number")


# ================================================================ Greek
@case
def _():
    b = rdate(1975, 1999)
    amka = amka_gr(b.year, b.month, b.day)
    afm = afm_gr()
    prot = "%d/%s" % (rng.randint(1000, 99999), "2026")
    t = f"""Για την αίτηση στο gov.gr χρειάζομαι ΑΜΚΑ {amka} και ΑΦΜ {afm}. Μου βγάζει σφάλμα στον ΑΦΜ, το έγραψα σωστά; Η προηγούμενη αίτηση είχε αριθμό πρωτοκόλλου {prot}."""
    return C("el", "govgr-amka-afm", t, [amka, afm], [prot],
             "AMKA (Luhn computed) and AFM (check digit computed); protocol number is a reference")


@case
def _():
    pw = pw_random(12, "!#@")
    t = f"""Ξέχασα τους κωδικούς του taxisnet. Το όνομα χρήστη είναι gpapad85 και ο κωδικός νομίζω ήταν {pw}, αλλά μου λέει λάθος. Πώς κάνω επαναφορά χωρίς να πάω στην εφορία;"""
    return C("el", "taxisnet-kodikos", t, [pw], [], "tax portal password")


@case
def _():
    rf = rf_ref(rdnz(12))
    afm = afm_gr("8")
    acs = rdnz(10)
    t = f"""Πρέπει να πληρώσω τον ΕΝΦΙΑ με κωδικό πληρωμής {rf}. Επίσης η εταιρεία που μου επισκεύασε το καλοριφέρ έχει ΑΦΜ {afm} και μου έστειλε το τιμολόγιο με ACS, αριθμός αποστολής {acs}. Πώς κάνω έκπτωση φόρου για την επισκευή;"""
    return C("el", "enfia-rf-afm-etaireias", t, [], [rf, afm, acs],
             "negative: RF payment code (ISO 11649 computed), a company's AFM (computed), shipment number")


# ================================================================ Turkish
@case
def _():
    tc = tckn()
    sicil = "P" + rd(5)
    iban = iban_make("TR", rng.choice(["00010", "00046", "00062", "00064", "00067"]) + "0" + rd(16))
    t = f"""Maaş hesabımı değiştirdim, İK'ya şunları göndermem lazım: sicil no {sicil}, TC kimlik no {tc}, IBAN {fmt_iban(iban)}. Kısa ve resmi bir mail yazar mısın?"""
    return C("tr", "maas-tckn-iban", t, [tc, fmt_iban(iban)], [sicil], "TC identity number (check digits computed) and IBAN (mod-97 computed)")


@case
def _():
    pw = pw_human(["galatasaray", "papatya", "simit", "karadeniz", "lale"])
    code = otp(6)
    t = f"""e-Devlet şifrem {pw}, girişte SMS ile gelen doğrulama kodu {code} ama "kod hatalı" diyor. Üç kere denedim, hesabım kilitlenir mi?"""
    return C("tr", "edevlet-sifre-sms", t, [pw, code], [], "e-Government password and SMS code")


@case
def _():
    sip = rdnz(10)
    kargo = rdnz(12)
    v = vkn_tr()
    t = f"""Trendyol siparişim (sipariş no {sip}) Yurtiçi Kargo ile geldi, takip no {kargo}, ama ürün kırık çıktı. Satıcının vergi numarası {v}. Nasıl iade ederim, tutanak tutturmam lazım mıydı?"""
    return C("tr", "trendyol-iade-kargo", t, [], [sip, kargo, v],
             "negative: order number, tracking number, seller's tax number (check digit as I recall the rule)")


# ================================================================ Vietnamese
@case
def _():
    by = rng.randint(1970, 2005)
    cccd = rng.choice(["001", "079", "048", "031"]) + rng.choice("01" if by < 2000 else "23") + "%02d" % (by % 100) + rd(6)
    acct = "10" + rd(8)
    hs = "HS-" + rd(8)
    t = f"""Mình cần cập nhật thông tin trên app ngân hàng: số CCCD {cccd}, tài khoản Vietcombank {acct}. Sao nó cứ báo "thông tin không khớp" nhỉ? Mã hồ sơ của mình là {hs}."""
    return C("vi", "cccd-taikhoan", t, [cccd, acct], [hs], "citizen id (no public check digit) and bank account; case number is a reference")


@case
def _():
    code = otp(6)
    t = f"""Nhắn cho bà giúp con: mã OTP ngân hàng vừa gửi về máy bà là {code}, bà đọc cho con để con chuyển tiền hộ, tổng đài ngân hàng là 1900 54 54 13 — mà khoan, gửi mấy cái này qua Zalo có an toàn không?"""
    return C("vi", "otp-zalo", t, [code], ["1900 54 54 13"], "bank OTP; bank hotline is public")


@case
def _():
    sp = rd(6) + pick(UP + DIG, 8)
    ghn = "GHN" + pick(UP + DIG, 6)
    mst = rdnz(10)
    t = f"""Đơn Shopee mã {sp} giao bằng GHN, mã vận đơn {ghn}. Công ty bán hàng có mã số thuế {mst}. Hàng bị lỗi thì mình khiếu nại ở đâu?"""
    return C("vi", "shopee-ghn-mst", t, [], [sp, ghn, mst], "negative: order id, waybill, company tax code (check not computed)")


# ================================================================ Thai
@case
def _():
    tid = thai_id()
    acct = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    emp = "EMP" + rd(5)
    t = f"""ช่วยเขียนอีเมลส่งฝ่ายบุคคลหน่อย รหัสพนักงาน {emp} ต้องแจ้งเลขบัตรประชาชน {fmt_thai(tid)} กับเลขบัญชีกสิกรไทย {acct} สำหรับรับเงินเดือน ขอสุภาพ ๆ นะ"""
    return C("th", "hr-bat-prachachon-banchi", t, [fmt_thai(tid), acct], [emp], "Thai ID (check digit computed) and bank account; employee id is not secret")


@case
def _():
    code = otp(6)
    ref = pick(UP, 4)
    t = f"""ได้ SMS มาว่า "รหัส OTP คือ {code} (Ref: {ref}) ใช้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น" แต่ไม่ได้ทำรายการอะไรเลย เป็นมิจฉาชีพหรือเปล่า ต้องทำยังไงต่อ"""
    return C("th", "otp-ref-sms", t, [code], [ref], "OTP is secret; the SMS Ref code only matches the OTP to the session")


@case
def _():
    tr = s10("EF", "TH")
    tax = thai_id("0")
    order = rd(6) + pick(UP + DIG, 8)
    t = f"""พัสดุจากไปรษณีย์ไทยเลขที่ {tr} ยังไม่มาเลย ร้านค้ามีเลขประจำตัวผู้เสียภาษี {tax} เลขที่คำสั่งซื้อ {order} จะขอใบกำกับภาษีต้องทำยังไง"""
    return C("th", "praisani-tax-id-order", t, [], [tr, tax, order],
             "negative: tracking (S10 computed), a shop's tax id (check digit computed), order number")


# ================================================================ Indonesian
@case
def _():
    b = rdate(1985, 2000)
    female = rng.random() < 0.5
    nik = rng.choice(["317405", "327301", "357801", "517102"]) + "%02d%02d%02d" % (b.day + (40 if female else 0), b.month, b.year % 100) + rd(4)
    npwp = "%s.%s.%s.%s-%s.%s" % (rd(2), rd(3), rd(3), rd(1), rd(3), "000")
    nk = "K-" + rd(6)
    t = f"""Buat daftar kerja di kantor baru, HRD minta NIK {nik} dan NPWP {npwp}, nanti nomor karyawan saya {nk}. Tolong bikinin email singkat yang sopan ya."""
    return C("id", "hrd-nik-npwp", t, [nik, npwp], [nk], "NIK (no check digit) and NPWP (check not computed); employee number is not secret")


@case
def _():
    code, mpin = otp(6), pin(6)
    t = f"""Tadi ada yang telepon ngaku dari bank, katanya rekening saya mau diblokir. Dia minta kode OTP, saya kasih {code}... terus dia minta PIN m-banking juga, saya kasih {mpin}. Gimana ini?? Harus ngapain dulu?"""
    return C("id", "penipuan-otp-pin", t, [code, mpin], [], "OTP and mobile banking PIN given to a scammer")


@case
def _():
    resi = "JP" + rd(10)
    va = "8077" + rd(12)
    inv = "INV/2026120%d/MPL/%s" % (rng.randint(1, 6), rd(10))
    t = f"""Paket JNE resi {resi} kok belum sampai ya? Saya sudah bayar lewat virtual account {va} ke tokonya, nomor pesanan {inv}. Bisa komplain ke mana?"""
    return C("id", "jne-resi-virtual-account", t, [], [resi, va, inv], "negative: waybill, merchant virtual account, order invoice number")


# ================================================================ Tagalog
@case
def _():
    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1))
    tin = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    eid = "EMP-" + rd(5)
    t = f"""Para sa bago kong trabaho ({eid} daw ang employee ID ko), kailangan kong ibigay ang SSS number ko {sss} at TIN {tin}. Pakisulat naman ng maikling email sa HR, salamat!"""
    return C("tl", "hr-sss-tin", t, [sss, tin], [eid], "SSS and TIN numbers (no check digits computed); employee id is not secret")


@case
def _():
    mpin, code = pin(4), otp(6)
    ref = rdnz(13)
    t = f"""May nag-text sa akin na taga-GCash daw, hinihingi yung MPIN ko para ma-verify daw ang account. Naibigay ko na {mpin} pati yung OTP na {code}. Tapos may lumabas na transaction, Ref No. {ref}. Ano gagawin ko?? Ma-re-refund pa ba?"""
    return C("tl", "gcash-mpin-otp-scam", t, [mpin, code], [ref], "GCash MPIN and OTP; the transaction Ref No. is a reference")


@case
def _():
    oid = "2612" + pick(UP + DIG, 10)
    jt = "JT" + rd(10)
    t = f"""Yung order ko sa Shopee (Order ID {oid}), tracking ng J&T {jt}, nakalagay "out for delivery" pa rin mula kahapon. Ilang araw pa kaya bago ko i-report?"""
    return C("tl", "shopee-jt-tracking", t, [], [oid, jt], "negative: order id and tracking number")


# ================================================================ Swahili
@case
def _():
    code = "T" + rng.choice("ABCDEFGHIJKL") + pick(UP + DIG, 8)
    p = pin(4)
    phone = "0712 %s %s" % (rd(3), rd(3))
    t = f"""Nimepokea ujumbe huu: "{code} Imethibitishwa. Ksh3,200.00 imetumwa kwa JOHN KAMAU {phone} tarehe 4/12/26 saa 2:15 PM." Sasa mtu ananipigia akisema nimemtumia kimakosa, anataka nimrudishie. Pia aliniuliza PIN yangu ya M-Pesa, nikamwambia ni {p}. Nifanye nini?"""
    return C("sw", "mpesa-msimbo-pin", t, [code, p], [phone], "M-Pesa transaction code (settled as secret) and M-Pesa PIN; phone number is not secret")


@case
def _():
    idn = rng.choice("23") + rd(7)
    kra = "A0" + rd(8) + rng.choice(UP)
    app = "HELB/" + rd(6) + "/2026"
    t = f"""Ninajaza fomu ya HELB, namba ya maombi {app}. Namba ya kitambulisho changu ni {idn}, na KRA PIN ni {kra}. Je, nahitaji pia cheti cha kuzaliwa au barua ya chifu?"""
    return C("sw", "helb-kitambulisho-kra", t, [idn, kra], [app], "national id number and KRA PIN; application number is a reference")


@case
def _():
    acc = rdnz(7)
    till = rdnz(6)
    t = f"""Nataka kulipa bili ya maji kupitia Paybill 444400 kwa akaunti namba {acc}. Pia duka la karibu limenipa Till Number {till}. Nikilipa kwa Till, napata risiti?"""
    return C("sw", "paybill-till-maji", t, [], ["444400", acc, till], "negative: paybill, utility account reference, merchant till number")

# ================================================================ independent re-verification of computed values
def _w(v, ws):
    return sum(int(d) * w for d, w in zip(v, ws))


def _nir_ok(v):
    return (int(v[:13]) + int(v[13:])) % 97 == 0


def _hu_ok(v):
    return all(sum(int(d) * HU_W[i % 4] for i, d in enumerate(b)) % 10 == 0 for b in (v[:8], v[8:]))


def _cf_ok(v):
    return cf_check(v[:-1]) == v[-1]


def _s10_ok(v):
    n = v[2:10]
    r = _w(n, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 11 - r
    c = {10: 0, 11: 5}.get(c, c)
    return str(c) == v[10] and v[:2].isalpha() and v[-2:].isalpha()


def _ghp_ok(v):
    body, chk = v[4:34], v[34:]
    n = 0
    for ch in chk:
        n = n * 62 + B62.index(ch)
    return len(v) == 40 and n == (zlib.crc32(body.encode()) & 0xFFFFFFFF)


def _b58_ok(v):
    raw = b58decode(v)
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:] and raw[0] == 0x80 and len(raw) == 38


def _steuer_ok(v):
    ds = v[:10]
    counts = sorted((ds.count(d) for d in set(ds)), reverse=True)
    return v[0] != "0" and counts[0] in (2, 3) and steuer_id_check(ds) == int(v[10])


def _mynumber_ok(v):
    s = sum(int(v[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    return (s + int(v[11])) % 11 in (0, 1) if s % 11 <= 1 else (s % 11 + int(v[11])) == 11


def _houjin_ok(v):
    b = v[1:]
    s = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return (s + int(v[0])) % 9 == 0


def _vin_ok(v):
    s = sum(vin_val(c) * w for c, w in zip(v, VIN_W))
    return ("X" if s % 11 == 10 else str(s % 11)) == v[8]


def _gst_ok(v):
    s = 0
    for i, c in enumerate(v):
        p = GST_A.index(c) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return s % 36 == 0


def _uscc_ok(v):
    s = sum(USCC_A.index(c) * w for c, w in zip(v, [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]))
    return (s + USCC_A.index(v[17])) % 31 == 0


def _cnid_ok(v):
    return "10X98765432"[_w(v[:17], [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] == v[17]


def _snils_ok(v):
    s = _w(v[:9], [9, 8, 7, 6, 5, 4, 3, 2, 1])
    c = s if s < 100 else (0 if s in (100, 101) else s % 101 % 100)
    return "%02d" % c == v[9:]


def _curp_ok(v):
    s = sum(CURP_ALPHA.index(c) * (18 - i) for i, c in enumerate(v[:17]))
    return (s + int(v[17])) % 10 == 0


def _clabe_ok(v):
    return (sum((int(d) * [3, 7, 1][i % 3]) % 10 for i, d in enumerate(v[:17])) + int(v[17])) % 10 == 0


def _cpf_ok(v):
    ok = True
    for n in (9, 10):
        s = sum(int(x) * (n + 1 - i) for i, x in enumerate(v[:n]))
        ok &= (s * 10 % 11) % 10 == int(v[n])
    return ok


def _cnpj_ok(v):
    ok = True
    for n, ws in ((12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]), (13, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])):
        r = _w(v[:n], ws) % 11
        ok &= (0 if r < 2 else 11 - r) == int(v[n])
    return ok


def _fnr_ok(v):
    return _w(v, [3, 7, 6, 1, 8, 9, 4, 5, 2, 1]) % 11 == 0 and _w(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0


def _hetu_ok(v):
    return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(v[:6] + v[7:10]) % 31] == v[10]


def _yt_ok(v):
    s = _w(v[:7], [7, 9, 10, 5, 8, 4, 2]) + int(v[8])
    return s % 11 == 0 or (s - int(v[8])) % 11 == 0 and v[8] == "0"


def _viite_ok(v):
    return sum(int(x) * [1, 7, 3][i % 3] for i, x in enumerate(reversed(v))) % 10 == 0


def _rf_ok(v):
    return int(iban_digits(v[4:] + v[:4])) % 97 == 1


def _cnp_ok(v):
    c = _w(v[:12], [int(x) for x in "279146358279"]) % 11
    return (1 if c == 10 else c) == int(v[12])


def _cui_ok(v):
    b, c = v[:-1], int(v[-1])
    s = sum(int(x) * int(w) for x, w in zip(reversed(b), reversed("753217532")))
    return (s * 10 % 11) % 10 == c


def _tckn_ok(v):
    d = [int(x) for x in v]
    return d[0] != 0 and (7 * sum(d[0:9:2]) - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def _inn12_ok(v):
    return (_w(v, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(v[10]) and
            _w(v, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(v[11]))


def _melli_ok(v):
    r = _w(v, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return int(v[9]) == (r if r < 2 else 11 - r)


def _rrn_ok(v):
    return (11 - _w(v, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10 == int(v[12])


def _brn_ok(v):
    s = _w(v, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + int(v[8]) * 5 // 10 + int(v[9])
    return s % 10 == 0


def _thid_ok(v):
    return (11 - sum(int(x) * (13 - i) for i, x in enumerate(v[:12])) % 11) % 10 == int(v[12])


def _aba_ok(v):
    return _w(v, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0


def _tfn_ok(v):
    return _w(v, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def _abn_ok(v):
    d = [int(x) for x in v]
    d[0] -= 1
    return sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def _nuban_ok(v):
    return _w(v, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 1]) % 10 == 0


VERIFY = {
    "luhn": luhn_ok, "iban": iban_ok,
    "rib": lambda v: (89 * int(v[:5]) + 15 * int(v[5:10]) + 3 * int(v[10:21]) + int(v[21:])) % 97 == 0,
    "ccc": lambda v: es_dc("00" + v[:8]) == int(v[8]) and es_dc(v[10:]) == int(v[9]),
    "nl11": lambda v: sum(int(d) * (10 - i) for i, d in enumerate(v)) % 11 == 0,
    "czacct": lambda v: _w(v, CZ_NUM_W) % 11 == 0,
    "huacct": _hu_ok, "noacct": lambda v: _w(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0,
    "nib": lambda v: int(v) % 97 == 1,
    "pesel": lambda v: _w(v, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]) % 10 == 0,
    "plid": lambda v: sum(val36(c) * w for c, w in zip(v, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0,
    "nip": lambda v: _w(v, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 == int(v[9]),
    "regon": lambda v: _w(v, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10 == int(v[8]),
    "rc": lambda v: int(v) % 11 == 0,
    "ico": lambda v: (_w(v, [8, 7, 6, 5, 4, 3, 2]) + int(v[7])) % 11 in (1, 0) and (11 - _w(v, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10 == int(v[7]),
    "steuerid": _steuer_ok, "ustid": lambda v: steuer_id_check(v[2:10]) == int(v[10]),
    "perso": lambda v: sum(val36(c) * w for c, w in zip(v, [7, 3, 1, 7, 3, 1, 7, 3, 1])) % 10 == int(v[9]),
    "kvnr": lambda v: kvnr_like(v), "nir": _nir_ok,
    "cif": lambda v: True if False else cif_like(v),
    "curp": _curp_ok, "clabe": _clabe_ok,
    "cuil": lambda v: (_w(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) + int(v[10])) % 11 == 0,
    "cbu": lambda v: _w(v[:8], [7, 1, 3, 9, 7, 1, 3, 1]) % 10 == 0 and _w(v[8:], [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3, 1]) % 10 == 0,
    "cpf": _cpf_ok, "cnpj": _cnpj_ok,
    "nifpt": lambda v: (_w(v, [9, 8, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0) or (_w(v[:8], [9, 8, 7, 6, 5, 4, 3, 2]) % 11 == 1 and v[8] == "0"),
    "cf": _cf_ok,
    "bsn": lambda v: (_w(v, [9, 8, 7, 6, 5, 4, 3, 2]) - int(v[8])) % 11 == 0,
    "fnr": _fnr_ok, "orgno": lambda v: _w(v, [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0,
    "cvr": lambda v: _w(v, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 == 0,
    "hetu": _hetu_ok, "ytunnus": _yt_ok, "viite": _viite_ok, "rf": _rf_ok,
    "taj": lambda v: sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(v[:8])) % 10 == int(v[8]),
    "adoazon": lambda v: v[0] == "8" and _w(v, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 == int(v[9]),
    "adoszam": lambda v: _w(v[:8], [9, 7, 3, 1, 9, 7, 3, 1]) % 10 == 0,
    "cnp": _cnp_ok, "cui": _cui_ok,
    "afm": lambda v: sum(int(x) * 2 ** (8 - i) for i, x in enumerate(v[:8])) % 11 % 10 == int(v[8]),
    "tckn": _tckn_ok, "vkn": lambda v: len(v) == 10,
    "inn12": _inn12_ok, "inn10": lambda v: _w(v, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10 == int(v[9]),
    "ogrn": lambda v: int(v[:12]) % 11 % 10 == int(v[12]), "snils": _snils_ok,
    "rnokpp": lambda v: _w(v, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10 == int(v[9]),
    "melli": _melli_ok, "verhoeff": verhoeff_ok, "gstin": _gst_ok, "cnid": _cnid_ok, "uscc": _uscc_ok,
    "mynumber": _mynumber_ok, "houjin": _houjin_ok, "rrn": _rrn_ok, "brn": _brn_ok, "thid": _thid_ok,
    "s10": _s10_ok, "aba": _aba_ok, "npi": lambda v: luhn_ok("80840" + v), "vin": _vin_ok,
    "tfn": _tfn_ok, "medicare": lambda v: _w(v[:8], [1, 3, 7, 9, 1, 3, 7, 9]) % 10 == int(v[8]),
    "abn": _abn_ok, "nuban": _nuban_ok,
    "usps": lambda v: sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(reversed(v))) % 10 == 0,
    "yamato": lambda v: int(v[:11]) % 7 == int(v[11]), "dhl": lambda v: int(v[:9]) % 7 == int(v[9]),
    "nfe": lambda v: mod11_2to9(v[:43]) == v[43] and len(v) == 44,
    "bitlocker": lambda v: all(int(g) % 11 == 0 and int(g) < 720896 for g in v.split("-")) and len(v.split("-")) == 8,
    "ukvat": lambda v: (_w(v[:7], [8, 7, 6, 5, 4, 3, 2]) + int(v[7:])) % 97 == 0,
    "isbn": lambda v: sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(v)) % 10 == 0,
    "ghp": _ghp_ok, "b58check": _b58_ok,
}


def kvnr_like(v):
    digits = "%02d" % (ord(v[0]) - 64) + v[1:9]
    s = 0
    for i, d in enumerate(digits):
        p = int(d) * (2 if i % 2 else 1)
        s += p // 10 + p % 10
    return s % 10 == int(v[9])


def cif_like(v):
    d = v[1:8]
    s = sum(int(d[i]) for i in (1, 3, 5)) + sum((2 * int(d[i])) // 10 + (2 * int(d[i])) % 10 for i in (0, 2, 4, 6))
    return (s + int(v[8])) % 10 == 0


def check_known_values():
    """Documentation values recalled from memory: check that they are internally consistent."""
    import hmac
    for c in ("4242424242424242", "4000000000000002"):
        if not luhn_ok(c):
            problem("test card fails Luhn: " + c)
    tok = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    h, p, s = tok.split(".")
    pad = lambda x: x + "=" * (-len(x) % 4)
    if json.loads(base64.urlsafe_b64decode(pad(h))) != {"alg": "HS256", "typ": "JWT"} or \
            json.loads(base64.urlsafe_b64decode(pad(p))) != {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}:
        problem("jwt.io example does not decode as expected")
    if hmac.new(b"your-256-bit-secret", (h + "." + p).encode(), hashlib.sha256).digest() != base64.urlsafe_b64decode(pad(s)):
        problem("jwt.io example signature does not match its documented secret")
    if base64.b32decode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ") != b"12345678901234567890":
        problem("RFC 6238 base32 secret")
    mac = hmac.new(b"12345678901234567890", struct.pack(">Q", 59 // 30), hashlib.sha1).digest()
    o = mac[-1] & 15
    code = (struct.unpack(">I", mac[o:o + 4])[0] & 0x7FFFFFFF) % 10 ** 8
    if "%08d" % code != "94287082":
        problem("RFC 6238 test vector")
    if not re.fullmatch(r"AKIA[A-Z2-7]{16}", "AKIAIOSFODNN7EXAMPLE") or len("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY") != 40:
        problem("AWS documentation example shape")


def check_der():
    pass


def build():
    cases = []
    for fn in CASE_FUNCS:
        last = None
        for attempt in range(60):
            c = fn()
            errs = case_problems(c)
            if not errs:
                break
            last = errs
        else:
            problem("case %s never validated: %s" % (fn.__name__, last))
            continue
        cases.append(c)
    ids = set()
    out = []
    for i, c in enumerate(cases, 1):
        cid = "%s-%03d-%s" % (PREFIX, i, c["slug"])
        if cid in ids:
            problem("duplicate id " + cid)
        ids.add(cid)
        out.append(dict(id=cid, lang=c["lang"], text=c["text"], secrets=c["secrets"], lookalikes=c["lookalikes"], note=c["note"]))
    slugs = [c["slug"] for c in cases]
    for s in set(slugs):
        if slugs.count(s) > 1:
            problem("duplicate slug " + s)
    for kind, v in COMPUTED:
        f = VERIFY.get(kind)
        if f is None:
            problem("no verifier for " + kind)
        elif not f(v):
            problem("computed %s value fails its check: %s" % (kind, v))
    # every listed value that was produced with a check digit must be the checked form
    for c in out:
        for v in c["secrets"] + c["lookalikes"]:
            if v.startswith("-----BEGIN"):
                body = "".join(v.splitlines()[1:-1])
                der = base64.b64decode(body)
                if "EC PRIVATE" in v and not (der[0] == 0x30 and der[1] + 2 == len(der)):
                    problem("bad SEC1 DER length")
                if v.startswith("-----BEGIN PRIVATE KEY") and not (der[:3] == b"\x30\x81\x87" and len(der) == 0x87 + 3):
                    problem("bad PKCS#8 DER length")
                if "OPENSSH" in v and not der.startswith(b"openssh-key-v1\0"):
                    problem("bad openssh blob")
    check_known_values()
    return out


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


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    cases = build()
    if PROBLEMS:
        for p in PROBLEMS:
            print("PROBLEM:", p, file=sys.stderr)
        return 1
    y = to_yaml(cases)
    if re.search("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]", y):
        print("PROBLEM: hostile character in output", file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes" % (
        sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
