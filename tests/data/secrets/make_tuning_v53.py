#!/usr/bin/env python3
"""Deterministic generator of the tuning_v53 evaluation set (secrets filter, blind).

Usage: python3 make_tuning_v53.py tuning_v53.yaml

Standard library only. All random values come from random.Random(153).
Every case is validated (substrings, overlaps, ids, short values, embedded
numbers, YAML-hostile characters, computed check digits) before anything is
written; on any problem the script prints it and exits 1.
"""
import sys, json, random, hashlib, string, datetime, base64, uuid

NAME = "tuning_v53"
PREFIX = "T53"
SEED = 153
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = DIG + UP + LO
FA = str.maketrans("0123456789", "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9")
AR = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")

CHECKS = []  # (label, value, validator) re-verified before writing


def chk(label, value, fn):
    CHECKS.append((label, value, fn))
    return value


# ---------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n, lead=True):
    s = rs(DIG, n)
    if lead and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def rhex(n, upper=False):
    s = rs("0123456789abcdef", n)
    return s.upper() if upper else s


def rb64(n):
    return rs(ALNUM + "+/", n)


def rb64u(n):
    return rs(ALNUM + "-_", n)


def grp(s, size, sep=" "):
    return sep.join(s[i:i + size] for i in range(0, len(s), size))


def onlyd(s):
    return "".join(c for c in s if c.isdigit())


def ruuid(upper=False):
    u = str(uuid.UUID(int=R.getrandbits(128), version=4))
    return u.upper() if upper else u


def rdate(y1, y2):
    a = datetime.date(y1, 1, 1).toordinal()
    b = datetime.date(y2, 12, 31).toordinal()
    return datetime.date.fromordinal(R.randint(a, b))


def pin(n, avoid=()):
    """n-digit code that shares no substring relation with the avoid strings."""
    while True:
        p = rs(DIG, n)
        if len(set(p)) < 2:
            continue
        if any(p in a or a in p for a in avoid if a):
            continue
        return p


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


EN_W = ["Marigold", "Falcon", "Harbor", "Maple", "Copper", "Willow", "Thunder", "Orchid", "Pepper",
        "Cobalt", "Lantern", "Meadow", "Raven", "Juniper", "Saffron", "Granite", "Biscuit", "Nimbus",
        "Tundra", "Pelican", "Walnut", "Blizzard"]
DE_W = ["Sonnenblume", "Zugspitze", "Kaffeetasse", "Bergsee", "Schneeflocke", "Apfelbaum", "Eichhorn"]
ES_W = ["Girasol", "Mariposa", "Sevilla", "Tortuga", "Naranja", "Golondrina", "Almendra"]
NL_W = ["Tulpen", "Fietsbel", "Hagelslag", "Molenweg", "Dropje", "Zeeland"]
DA_W = ["Rugbroed", "Havfrue", "Solsikke", "Kanelsnegl", "Fyrtaarn"]
RO_W = ["Carpati", "Ciocarlie", "Dunarea", "Brasov", "Zambila"]
VI_W = ["Hoasen", "Saigon", "Banhmi", "Halong", "Mientay"]
LEET = {"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"}


def leet(w):
    return "".join(LEET.get(c, c) if R.random() < 0.6 else c for c in w)


def pw_h(words=EN_W, syms="!#*?@"):
    st = R.randint(0, 3)
    a, b = R.sample(words, 2)
    if st == 0:
        return f"{a}{b}{R.randint(10, 99)}{R.choice(syms)}"
    if st == 1:
        return f"{a.lower()}{R.choice(syms)}{R.randint(1000, 9999)}"
    if st == 2:
        return f"{leet(a)}{R.randint(1970, 2019)}{R.choice(syms)}"
    return f"{a}_{b.lower()}{R.randint(1, 999)}"


def pw_gen(n=16, syms="!@#%*-_+?"):
    while True:
        p = rs(ALNUM + syms, n)
        if (any(c.isdigit() for c in p) and any(c.isupper() for c in p)
                and any(c.islower() for c in p) and any(c in syms for c in p)):
            return p


# ---------------------------------------------------------------- Luhn family
def luhn_sum(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t


def luhn_ok(s):
    s = onlyd(s)
    return len(s) > 1 and luhn_sum(s) % 10 == 0


def luhn_cd(body):
    return str((10 - luhn_sum(body + "0") % 10) % 10)


def luhn_make(body):
    return body + luhn_cd(body)


def card(kind):
    if kind == "visa":
        c = luhn_make("4" + rd(14, False))
    elif kind == "mc":
        c = luhn_make(R.choice(["51", "52", "53", "54", "55"]) + rd(13, False))
    elif kind == "amex":
        c = luhn_make(R.choice(["34", "37"]) + rd(12, False))
    elif kind == "mir":
        c = luhn_make("220" + R.choice("01234") + rd(11, False))
    elif kind == "up19":
        c = luhn_make(R.choice(["6217", "6222", "6228"]) + rd(14, False))
    elif kind == "iran":
        c = luhn_make(R.choice(["603799", "610433", "589210"]) + rd(9, False))
    elif kind == "privat":
        c = luhn_make(R.choice(["5168", "4149"]) + rd(11, False))
    else:
        raise ValueError(kind)
    return chk("card Luhn", c, luhn_ok)


def fmt_card(c):
    if len(c) == 15:
        return f"{c[:4]} {c[4:10]} {c[10:]}"
    return grp(c, 4)


def expiry():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


# ---------------------------------------------------------------- IBAN and bank numbers
def iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_make(cc, bban):
    ck = 98 - iban_num(bban + cc + "00") % 97
    return chk("IBAN mod-97", f"{cc}{ck:02d}{bban}", iban_ok)


def iban_ok(ib):
    ib = ib.replace(" ", "")
    return iban_num(ib[4:] + ib[:4]) % 97 == 1


def ifmt(ib):
    return grp(ib, 4)


def bban_de():
    return R.choice("12345678") + rd(7, False) + rd(10, False)


def rib_ok(b):
    return (89 * int(b[:5]) + 15 * int(b[5:10]) + 3 * int(b[10:21]) + int(b[21:])) % 97 == 0


def bban_fr():
    bank = R.choice(["30004", "30003", "20041", "10278", "30002"])
    branch, acct = rd(5, False), rd(11, False)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return chk("French RIB key", f"{bank}{branch}{acct}{key:02d}", rib_ok)


FR_BIC = {"30004": "BNPAFRPPXXX", "30003": "SOGEFRPP", "20041": "PSSTFRPPPAR",
          "10278": "CMCIFR2A", "30002": "CRLYFRPP"}

W_ES = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]


def es_dc(ten):
    d = 11 - sum(int(a) * w for a, w in zip(ten, W_ES)) % 11
    return 0 if d == 11 else (1 if d == 10 else d)


def es_ccc_ok(b):
    return b[8:10] == f"{es_dc('00' + b[:8])}{es_dc(b[10:])}"


def bban_es():
    bank = R.choice(["2100", "0049", "0182", "0081", "2085", "1465"])
    branch, acct = rd(4, False), rd(10, False)
    return chk("Spanish CCC control digits",
               f"{bank}{branch}{es_dc('00' + bank + branch)}{es_dc(acct)}{acct}", es_ccc_ok)


CF_ODD = {"0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
          "A": 1, "B": 0, "C": 5, "D": 7, "E": 9, "F": 13, "G": 15, "H": 17, "I": 19, "J": 21,
          "K": 2, "L": 4, "M": 18, "N": 20, "O": 11, "P": 3, "Q": 6, "R": 8, "S": 12, "T": 14,
          "U": 16, "V": 10, "W": 22, "X": 25, "Y": 24, "Z": 23}


def cf_char(s):
    t = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            t += CF_ODD[ch]
        else:
            t += int(ch) if ch.isdigit() else ord(ch) - 65
    return chr(65 + t % 26)


def bban_it():
    abi = R.choice(["03069", "02008", "05034", "03062", "01030"])
    rest = abi + rd(5, False) + rd(12, False)
    return chk("Italian CIN", cf_char(rest) + rest, lambda b: cf_char(b[1:]) == b[0])


def nl_acct():
    while True:
        b = rd(9)
        s = sum(int(d) * w for d, w in zip(b, range(10, 1, -1)))
        c = (-s) % 11
        if c < 10:
            return chk("Dutch 11-proof", b + str(c), nl11_ok)


def nl11_ok(a):
    return sum(int(d) * w for d, w in zip(a, range(10, 0, -1))) % 11 == 0


def pl_sort():
    b = R.choice(["1020", "1140", "1090", "1050", "1240"]) + rd(3, False)
    c = (10 - sum(int(d) * w for d, w in zip(b, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
    return chk("Polish bank sort-code digit", b + str(c),
               lambda s: sum(int(d) * w for d, w in zip(s, [3, 9, 7, 1, 3, 9, 7, 1])) % 10 == 0)


def bban_pl():
    return pl_sort() + rd(16, False)


CZ_W = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]


def cz_acct():
    while True:
        b = "00" + rd(7)
        s = sum(int(x) * y for x, y in zip(b, CZ_W[:9]))
        c = (-s) % 11
        if c < 10:
            return chk("Czech account mod-11", b + str(c),
                       lambda a: sum(int(x) * y for x, y in zip(a, CZ_W)) % 11 == 0)


def hu_w(b):
    s = sum(int(x) * [9, 7, 3, 1][i % 4] for i, x in enumerate(b))
    return str((10 - s % 10) % 10)


def hu_acct():
    g1 = R.choice(["117", "116", "104", "120", "109"]) + rd(4, False)
    g1 += hu_w(g1)
    g2 = rd(15, False)
    g2 += hu_w(g2)
    return chk("Hungarian account check digits", g1 + g2,
               lambda a: hu_w(a[:7]) == a[7] and hu_w(a[8:23]) == a[23])


def mod11_cd(b, w):
    r = 11 - sum(int(x) * y for x, y in zip(b, w)) % 11
    return 0 if r == 11 else (None if r == 10 else r)


NO_KTO_W = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def kontonr():
    while True:
        b = R.choice(["1503", "1822", "3000", "9235", "1254", "6011"]) + rd(6, False)
        c = mod11_cd(b, NO_KTO_W)
        if c is not None:
            return chk("Norwegian account mod-11", b + str(c), lambda a: mod11_cd(a[:10], NO_KTO_W) == int(a[10]))


def bban_fi():
    b = R.choice(["1", "2", "5", "8"]) + rd(12, False)
    return chk("Finnish account Luhn", luhn_make(b), luhn_ok)


def pt_nib_ok(b):
    return int(b) % 97 == 1


def bban_pt():
    b = R.choice(["0035", "0033", "0007", "0010", "0018"]) + rd(4, False) + rd(11, False)
    c = 98 - (int(b) * 100) % 97
    return chk("Portuguese NIB check", f"{b}{c:02d}", pt_nib_ok)


def aba():
    pre = R.choice(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12",
                    "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32"])
    b = pre + rd(6, False)
    s = sum(int(d) * x for d, x in zip(b, [3, 7, 1, 3, 7, 1, 3, 7]))
    return chk("ABA routing check", b + str((-s) % 10), aba_ok)


def aba_ok(s):
    return sum(int(d) * x for d, x in zip(s, [3, 7, 1, 3, 7, 1, 3, 7, 1])) % 10 == 0


def sber_acct():
    # 40817 810 K BBBB NNNNNNN; control key with BIK 044525225
    b = "40817810" + "0" + rd(4, False) + rd(7, False)
    w = [7, 1, 3] * 8
    s = sum((int(d) * x) % 10 for d, x in zip("225" + b, w))
    key = ((s % 10) * 3) % 10
    a = b[:8] + str(key) + b[9:]
    return chk("Russian account key (BIK 044525225)", a,
               lambda a: sum((int(d) * x) % 10 for d, x in zip("225" + a, [7, 1, 3] * 8)) % 10 == 0)


def swap_adjacent(ib):
    while True:
        i = R.randint(4, len(ib) - 2)
        if ib[i].isdigit() and ib[i + 1].isdigit() and ib[i] != ib[i + 1]:
            return ib[:i] + ib[i + 1] + ib[i] + ib[i + 2:]


# ---------------------------------------------------------------- national / tax identifiers
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


VIN_T = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8,
         "J": 1, "K": 2, "L": 3, "M": 4, "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5,
         "W": 6, "X": 7, "Y": 8, "Z": 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_cd(v):
    r = sum(VIN_T[c] * w for c, w in zip(v, VIN_W)) % 11
    return "X" if r == 10 else str(r)


def vin():
    v = "3HGGK5H8" + "0" + "GM" + rd(6, False)
    return chk("VIN check digit", v[:8] + vin_cd(v) + v[9:], lambda v: vin_cd(v) == v[8])


def npi():
    b = R.choice("12") + rd(8, False)
    return chk("NPI Luhn (80840 prefix)", b + luhn_cd("80840" + b), lambda n: luhn_ok("80840" + n))


def imei():
    return chk("IMEI Luhn", luhn_make(R.choice(["35", "86", "01"]) + rd(12, False)), luhn_ok)


def tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rd(8)
        c = sum(int(d) * x for d, x in zip(b, w)) % 11
        if c < 10:
            return chk("Australian TFN", b + str(c),
                       lambda t: sum(int(d) * x for d, x in zip(t, w)) % 11 == 0)


ABN_W = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]


def abn_ok(a):
    d = [int(x) for x in a]
    d[0] -= 1
    return sum(x * w for x, w in zip(d, ABN_W)) % 89 == 0


def abn():
    while True:
        tail = rd(9, False)
        start = R.randint(10, 99)
        for k in range(90):
            p = 10 + (start - 10 + k) % 90
            a = f"{p}{tail}"
            if abn_ok(a):
                return chk("Australian ABN", a, abn_ok)


def medicare():
    b = R.choice("23456") + rd(7, False)
    c = sum(int(d) * w for d, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return chk("Medicare check digit", b + str(c) + R.choice("123456789"),
               lambda m: sum(int(d) * w for d, w in zip(m[:8], [1, 3, 7, 9, 1, 3, 7, 9])) % 10 == int(m[8]))


def sin_ca():
    return chk("SIN Luhn", luhn_make(R.choice("1234567") + rd(7, False)), luhn_ok)


def nino():
    while True:
        a, b = R.choice(UP), R.choice(UP)
        if a in "DFIQUV" or b in "DFIOQUV" or a + b in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            continue
        return f"{a}{b} {rd(2, False)} {rd(2, False)} {rd(2, False)} {R.choice('ABCD')}"


def nhs_ok(n):
    n = onlyd(n)
    r = (11 - sum(int(d) * w for d, w in zip(n[:9], range(10, 1, -1))) % 11) % 11
    return r != 10 and r == int(n[9])


def nhs():
    while True:
        b = rd(9)
        r = (11 - sum(int(d) * w for d, w in zip(b, range(10, 1, -1))) % 11) % 11
        if r != 10:
            n = b + str(r)
            return chk("NHS number mod-11", f"{n[:3]} {n[3:6]} {n[6:]}", nhs_ok)


def bitlocker():
    return chk("BitLocker groups divisible by 11",
               "-".join(f"{11 * R.randint(0, 65535):06d}" for _ in range(8)),
               lambda k: all(int(g) % 11 == 0 and int(g) < 720896 for g in k.split("-")))


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58dec(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return b"\0" * (len(s) - len(s.lstrip("1"))) + raw


def sha256d(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def wif():
    key = bytes(R.getrandbits(8) for _ in range(32))
    payload = b"\x80" + key + b"\x01"
    return chk("WIF base58check", b58enc(payload + sha256d(payload)[:4]),
               lambda s: sha256d(b58dec(s)[:-4])[:4] == b58dec(s)[-4:])


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    c = 1
    for v in values:
        b = c >> 25
        c = ((c & 0x1ffffff) << 5) ^ v
        for i in range(5):
            c ^= gen[i] if ((b >> i) & 1) else 0
    return c


def hrp_exp(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def bech32_addr():
    prog = bytes(R.getrandbits(8) for _ in range(20))
    acc, bits, data = 0, 0, [0]
    for byte in prog:
        acc = (acc << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    pm = bech32_polymod(hrp_exp("bc") + data + [0] * 6) ^ 1
    data += [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return chk("bech32 checksum", "bc1" + "".join(BECH[d] for d in data),
               lambda a: bech32_polymod(hrp_exp("bc") + [BECH.index(c) for c in a[3:]]) == 1)


def s10(prefix, country):
    b = rd(8, False)
    c = 11 - sum(int(d) * w for d, w in zip(b, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return chk("UPU S10 check digit", f"{prefix}{b}{c}{country}", s10_ok)


def s10_ok(s):
    c = 11 - sum(int(d) * w for d, w in zip(s[2:10], [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return int(s[10]) == c


def rf_make(ref):
    n = iban_num(ref + "RF00")
    return chk("RF creditor reference mod-97", f"RF{98 - n % 97:02d}{ref}",
               lambda s: iban_num(s[4:] + s[:4]) % 97 == 1)


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cnid_cd(b):
    return "10X98765432"[sum(int(x) * w for x, w in zip(b, CN_W)) % 11]


def cnid():
    area = R.choice(["110105", "310115", "440305", "510107", "330106", "420102"])
    b = area + rdate(1975, 2003).strftime("%Y%m%d") + f"{R.randint(1, 999):03d}"
    return chk("Chinese resident id", b + cnid_cd(b), lambda s: cnid_cd(s[:17]) == s[17])


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_cd(b):
    return USCC_CH[(31 - sum(USCC_CH.index(ch) * w for ch, w in zip(b, USCC_W)) % 31) % 31]


def uscc():
    b8 = rd(8)
    c = 11 - sum(int(x) * w for x, w in zip(b8, [3, 7, 9, 10, 5, 8, 4, 2])) % 11
    org = b8 + ("X" if c == 10 else "0" if c == 11 else str(c))
    b = "91" + R.choice(["110105", "310115", "440300", "330100"]) + org
    return chk("Chinese USCC", b + uscc_cd(b), lambda s: uscc_cd(s[:17]) == s[17])


RRN_W = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]


def rrn_cd(b):
    return str((11 - sum(int(x) * w for x, w in zip(b, RRN_W)) % 11) % 10)


def rrn(y1, y2):
    d = rdate(y1, y2)
    b = d.strftime("%y%m%d") + R.choice("12") + rd(5, False)
    return chk("Korean RRN", f"{b[:6]}-{b[6:]}{rrn_cd(b)}", lambda s: rrn_cd(onlyd(s)[:12]) == s[-1])


def brn_cd(b):
    s = sum(int(x) * y for x, y in zip(b, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + (int(b[8]) * 5) // 10
    return str((10 - s % 10) % 10)


def brn():
    b = rd(9)
    n = b + brn_cd(b)
    return chk("Korean business number", f"{n[:3]}-{n[3:5]}-{n[5:]}", lambda s: brn_cd(onlyd(s)[:9]) == s[-1])


def mynum_cd(b):
    s = 0
    for n in range(1, 12):
        s += int(b[11 - n]) * (n + 1 if n <= 6 else n - 5)
    r = s % 11
    return str(0 if r <= 1 else 11 - r)


def mynumber():
    b = rd(11)
    return chk("Japanese My Number", b + mynum_cd(b), lambda s: mynum_cd(s[:11]) == s[11])


def hojin_cd(b):
    s = sum(int(b[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return str(9 - s % 9)


def hojin():
    b = rd(12)
    return chk("Japanese corporate number", hojin_cd(b) + b, lambda s: hojin_cd(s[1:]) == s[0])


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(onlyd(s))):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    b = R.choice("23456789") + rd(10, False)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return chk("Aadhaar Verhoeff", b + str(VINV[c]), verhoeff_ok)


GST_CH = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def gst_cd(b):
    s = 0
    for i, ch in enumerate(b):
        p = GST_CH.index(ch) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return GST_CH[(36 - s % 36) % 36]


def gstin():
    pan = rs(UP, 3) + "C" + R.choice(UP) + rd(4, False) + R.choice(UP)
    b = R.choice(["27", "29", "07", "33", "24"]) + pan + R.choice("123") + "Z"
    return chk("GSTIN check character", b + gst_cd(b), lambda s: gst_cd(s[:14]) == s[14])


def il_cd(b8):
    s = 0
    for i, ch in enumerate(b8):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v // 10 + v % 10
    return str((10 - s % 10) % 10)


def il_id(first=None):
    b = (first + rd(8 - len(first), False)) if first else (R.choice("0123") + rd(7, False))
    return chk("Israeli id check digit", b + il_cd(b), lambda s: il_cd(s[:8]) == s[8])


def ir_code():
    while True:
        b = rd(9, False)
        if len(set(b)) == 1:
            continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        return chk("Iranian national code", b + str(r if r < 2 else 11 - r), ir_ok)


def ir_ok(s):
    r = sum(int(x) * (10 - i) for i, x in enumerate(s[:9])) % 11
    return int(s[9]) == (r if r < 2 else 11 - r)


def snils_cd(b):
    s = sum(int(x) * (9 - i) for i, x in enumerate(b))
    if s < 100:
        return s
    if s in (100, 101):
        return 0
    c = s % 101
    return 0 if c == 100 else c


def snils():
    while True:
        b = rd(9)
        if int(b) > 1001998:
            return chk("SNILS check", f"{b[:3]}-{b[3:6]}-{b[6:]} {snils_cd(b):02d}",
                       lambda s: snils_cd(onlyd(s)[:9]) == int(onlyd(s)[9:]))


def inn10_cd(b):
    return str(sum(int(x) * w for x, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)


def inn10():
    b = R.choice(["77", "78", "50", "54", "66"]) + rd(7, False)
    return chk("INN (10) check", b + inn10_cd(b), lambda s: inn10_cd(s[:9]) == s[9])


UA_W = [-1, 5, 7, 9, 4, 6, 10, 5, 7]


def rnokpp_cd(b):
    return str((sum(int(x) * w for x, w in zip(b, UA_W)) % 11) % 10)


def rnokpp():
    d = rdate(1970, 2002)
    days = (d - datetime.date(1899, 12, 31)).days
    b = f"{days:05d}" + rd(3, False) + R.choice("0123456789")
    return chk("RNOKPP check", b + rnokpp_cd(b), lambda s: rnokpp_cd(s[:9]) == s[9])


PESEL_W = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]


def pesel_cd(b):
    return str((10 - sum(int(x) * w for x, w in zip(b, PESEL_W)) % 10) % 10)


def pesel():
    d = rdate(1960, 2004)
    m = d.month + (20 if d.year >= 2000 else 0)
    b = f"{d.year % 100:02d}{m:02d}{d.day:02d}" + rd(4, False)
    return chk("PESEL check", b + pesel_cd(b), lambda s: pesel_cd(s[:10]) == s[10])


def pl_dowod_ok(s):
    s = s.replace(" ", "")
    vals = [ord(c) - 55 for c in s[:3]] + [int(x) for x in s[3:]]
    return sum(v * w for v, w in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def pl_dowod():
    L = R.choice(["AY", "CB", "DA", "CH", "DD", "CF"]) + R.choice(UP)
    d5 = rd(5, False)
    s = sum((ord(c) - 55) * w for c, w in zip(L, [7, 3, 1])) + sum(int(x) * w for x, w in zip(d5, [7, 3, 1, 7, 3]))
    return chk("Polish id-card check", f"{L} {s % 10}{d5}", pl_dowod_ok)


def nip():
    while True:
        b = rd(9)
        c = sum(int(x) * w for x, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            n = b + str(c)
            return chk("NIP check", f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}",
                       lambda s: sum(int(x) * w for x, w in zip(onlyd(s), [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == int(s[-1]))


def rc_ok(s):
    d = onlyd(s)
    return int(d) % 11 == 0 or (int(d[:9]) % 11 == 10 and d[9] == "0")


def rodne():
    d = rdate(1960, 2000)
    m = d.month + (50 if R.random() < 0.5 else 0)
    b = f"{d.year % 100:02d}{m:02d}{d.day:02d}" + rd(3, False)
    c = int(b) % 11
    c = 0 if c == 10 else c
    n = b + str(c)
    return chk("Czech birth number mod-11", f"{n[:6]}/{n[6:]}", rc_ok)


def ico_cd(b):
    return str((11 - sum(int(x) * w for x, w in zip(b, [8, 7, 6, 5, 4, 3, 2])) % 11) % 10)


def ico():
    b = rd(7)
    return chk("IČO check", b + ico_cd(b), lambda s: ico_cd(s[:7]) == s[7])


def bsn():
    while True:
        b = rd(8)
        c = sum(int(x) * w for x, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10:
            return chk("BSN 11-proof", b + str(c),
                       lambda s: (sum(int(x) * w for x, w in zip(s[:8], [9, 8, 7, 6, 5, 4, 3, 2])) - int(s[8])) % 11 == 0)


def codice_fiscale():
    sur = R.choice(["RSS", "BNC", "FRR", "CLM", "GLL", "MRN", "RCC", "CST"])
    nam = R.choice(["MRA", "GPP", "LCU", "FNC", "GLI", "SRA", "MRC", "LNE"])
    female = nam in ("GLI", "SRA", "LNE")
    d = rdate(1965, 2001)
    b = (f"{sur}{nam}{d.year % 100:02d}{'ABCDEHLMPRST'[d.month - 1]}{d.day + (40 if female else 0):02d}"
         f"{R.choice(['H501', 'F205', 'F839', 'L219', 'G273', 'D612'])}")
    return chk("codice fiscale check character", b + cf_char(b), lambda s: cf_char(s[:15]) == s[15])


def p_iva():
    return chk("partita IVA Luhn", luhn_make(rd(7) + R.choice(["001", "015", "096", "037", "056"])), luhn_ok)


def pnr_se():
    d = rdate(1960, 2002)
    b = d.strftime("%y%m%d") + rd(3, False)
    return chk("Swedish personnummer Luhn", f"{b[:6]}-{b[6:]}{luhn_cd(b)}", luhn_ok)


def orgnr_se():
    b = "55" + R.choice("6789") + rd(6, False)
    n = b + luhn_cd(b)
    return chk("Swedish org number Luhn", f"{n[:6]}-{n[6:]}", luhn_ok)


def bankgiro():
    b = luhn_make(rd(R.choice([6, 7])))
    return chk("Bankgiro Luhn", f"{b[:-4]}-{b[-4:]}", luhn_ok)


def cvr():
    while True:
        b = rd(7)
        c = (-sum(int(x) * w for x, w in zip(b, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c < 10:
            return chk("CVR mod-11", b + str(c),
                       lambda s: sum(int(x) * w for x, w in zip(s, [2, 7, 6, 5, 4, 3, 2, 1])) % 11 == 0)


def cpr():
    d = rdate(1960, 1999)
    return f"{d.strftime('%d%m%y')}-{R.choice('0123')}{rd(3, False)}"


FNR_W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
FNR_W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]


def fnr_ok(s):
    return mod11_cd(s[:9], FNR_W1) == int(s[9]) and mod11_cd(s[:10], FNR_W2) == int(s[10])


def fnr():
    while True:
        d = rdate(1960, 1999)
        b = d.strftime("%d%m%y") + f"{R.randint(0, 499):03d}"
        k1 = mod11_cd(b, FNR_W1)
        if k1 is None:
            continue
        k2 = mod11_cd(b + str(k1), FNR_W2)
        if k2 is None:
            continue
        return chk("Norwegian fødselsnummer", b + str(k1) + str(k2), fnr_ok)


def orgnr_no():
    while True:
        b = R.choice("89") + rd(7, False)
        c = mod11_cd(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return chk("Norwegian org number", b + str(c),
                       lambda s: mod11_cd(s[:8], [3, 2, 7, 6, 5, 4, 3, 2]) == int(s[8]))


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def hetu():
    d = rdate(1960, 1999)
    n = f"{R.randint(2, 899):03d}"
    b = d.strftime("%d%m%y") + n
    return chk("Finnish HETU check character", f"{b[:6]}-{n}{HETU_CH[int(b) % 31]}",
               lambda s: HETU_CH[int(s[:6] + s[7:10]) % 31] == s[10])


def ytunnus():
    while True:
        b = rd(7)
        r = sum(int(x) * w for x, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r != 1:
            return chk("Y-tunnus check", f"{b}-{0 if r == 0 else 11 - r}", ytunnus_ok)


def ytunnus_ok(s):
    r = sum(int(x) * w for x, w in zip(s[:7], [7, 9, 10, 5, 8, 4, 2])) % 11
    return r != 1 and int(s[8]) == (0 if r == 0 else 11 - r)


def viite_cd(b):
    s = sum(int(x) * [7, 3, 1][i % 3] for i, x in enumerate(reversed(b)))
    return str((10 - s % 10) % 10)


def viite():
    b = rd(R.randint(6, 12))
    return chk("Finnish reference 7-3-1", b + viite_cd(b), lambda s: viite_cd(s[:-1]) == s[-1])


def taj():
    b = rd(8)
    s = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(b))
    n = b + str(s % 10)
    return chk("TAJ check", f"{n[:3]} {n[3:6]} {n[6:]}",
               lambda t: sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(onlyd(t)[:8])) % 10 == int(t[-1]))


def adoaz():
    while True:
        d = rdate(1960, 2000)
        b = "8" + f"{(d - datetime.date(1867, 1, 1)).days:05d}" + rd(3, False)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10:
            return chk("Hungarian tax id check", b + str(c),
                       lambda s: sum(int(x) * (i + 1) for i, x in enumerate(s[:9])) % 11 == int(s[9]))


def hu_adoszam():
    b = rd(7)
    c = (10 - sum(int(x) * w for x, w in zip(b, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return chk("Hungarian company tax number check", f"{b}{c}-{R.choice('2345')}-{R.choice(['01', '13', '41', '42', '43'])}",
               lambda s: sum(int(x) * w for x, w in zip(s[:8], [9, 7, 3, 1, 9, 7, 3, 1])) % 10 == 0)


def cnp_cd(b):
    r = sum(int(x) * int(w) for x, w in zip(b, "279146358279")) % 11
    return "1" if r == 10 else str(r)


def cnp():
    d = rdate(1960, 1999)
    b = R.choice("12") + d.strftime("%y%m%d") + f"{R.randint(1, 46):02d}" + rd(3, False)
    return chk("Romanian CNP", b + cnp_cd(b), lambda s: cnp_cd(s[:12]) == s[12])


def cui_cd(b):
    w = "753217532"[-len(b):]
    return str((sum(int(x) * int(y) for x, y in zip(b, w)) * 10) % 11 % 10)


def cui():
    b = rd(R.choice([7, 8]))
    return chk("Romanian CUI", b + cui_cd(b), lambda s: cui_cd(s[:-1]) == s[-1])


def afm_cd(b):
    return str(sum(int(x) * (2 ** (8 - i)) for i, x in enumerate(b)) % 11 % 10)


def afm(company=False):
    b = (R.choice(["09", "80", "99"]) + rd(6, False)) if company else (R.choice("01") + rd(7, False))
    return chk("Greek AFM", b + afm_cd(b), lambda s: afm_cd(s[:8]) == s[8])


def amka():
    d = rdate(1960, 2000)
    return chk("AMKA Luhn", luhn_make(d.strftime("%d%m%y") + rd(4, False)), luhn_ok)


def tckn_ok(s):
    b = [int(x) for x in s]
    return (b[0] != 0 and b[9] == ((b[0] + b[2] + b[4] + b[6] + b[8]) * 7 - (b[1] + b[3] + b[5] + b[7])) % 10
            and b[10] == sum(b[:10]) % 10)


def tckn():
    b = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((b[0] + b[2] + b[4] + b[6] + b[8]) * 7 - (b[1] + b[3] + b[5] + b[7])) % 10
    d11 = (sum(b) + d10) % 10
    return chk("TC kimlik", "".join(map(str, b)) + str(d10) + str(d11), tckn_ok)


def th_cd(b):
    return str((11 - sum(int(x) * (13 - i) for i, x in enumerate(b)) % 11) % 10)


def thid(first=None):
    b = ("0105" + rd(8, False)) if first == "0" else (R.choice("1235") + rd(11, False))
    return chk("Thai id check", b + th_cd(b), lambda s: th_cd(onlyd(s)[:12]) == onlyd(s)[12])


def dni():
    n = rd(8)
    return chk("DNI letter", n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23],
               lambda s: "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8])


def cif_cd(b):
    a = sum(int(b[i]) for i in (1, 3, 5))
    o = 0
    for i in (0, 2, 4, 6):
        v = int(b[i]) * 2
        o += v // 10 + v % 10
    return str((10 - (a + o) % 10) % 10)


def cif():
    b = rd(7)
    return chk("CIF control digit", "B" + b + cif_cd(b), lambda s: cif_cd(s[1:8]) == s[8])


def cpf_ok(s):
    d = [int(x) for x in onlyd(s)]
    d1 = sum(x * (10 - i) for i, x in enumerate(d[:9])) * 10 % 11 % 10
    d2 = sum(x * (11 - i) for i, x in enumerate(d[:10])) * 10 % 11 % 10
    return d[9] == d1 and d[10] == d2


def cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    d1 = sum(x * (10 - i) for i, x in enumerate(b)) * 10 % 11 % 10
    d2 = sum(x * (11 - i) for i, x in enumerate(b + [d1])) * 10 % 11 % 10
    n = "".join(map(str, b + [d1, d2]))
    return chk("CPF check digits", f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}", cpf_ok)


CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]


def cnpj_ok(s):
    d = [int(x) for x in onlyd(s)]
    r = sum(x * w for x, w in zip(d[:12], CNPJ_W1)) % 11
    r2 = sum(x * w for x, w in zip(d[:13], [6] + CNPJ_W1)) % 11
    return d[12] == (0 if r < 2 else 11 - r) and d[13] == (0 if r2 < 2 else 11 - r2)


def cnpj():
    b = [int(x) for x in rd(8)] + [0, 0, 0, 1]
    r = sum(x * w for x, w in zip(b, CNPJ_W1)) % 11
    d1 = 0 if r < 2 else 11 - r
    r = sum(x * w for x, w in zip(b + [d1], [6] + CNPJ_W1)) % 11
    d2 = 0 if r < 2 else 11 - r
    n = "".join(map(str, b + [d1, d2]))
    return chk("CNPJ check digits", f"{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}", cnpj_ok)


def nif_pt(first):
    b = first + rd(7, False)
    r = sum(int(x) * w for x, w in zip(b, range(9, 1, -1))) % 11
    return chk("Portuguese NIF", b + str(0 if r < 2 else 11 - r), nif_pt_ok)


def nif_pt_ok(s):
    r = sum(int(x) * w for x, w in zip(s[:8], range(9, 1, -1))) % 11
    return int(s[8]) == (0 if r < 2 else 11 - r)


def nir():
    d = rdate(1960, 2000)
    b = (R.choice("12") + d.strftime("%y%m") + R.choice(["75", "69", "13", "33", "59", "92", "93"])
         + f"{R.randint(1, 400):03d}" + f"{R.randint(1, 999):03d}")
    key = 97 - int(b) % 97
    return chk("NIR key", f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {key:02d}",
               lambda s: 97 - int(onlyd(s)[:13]) % 97 == int(onlyd(s)[13:]))


def siren():
    return chk("SIREN Luhn", luhn_make(rd(8)), luhn_ok)


def siret():
    b = siren() + rd(4, False)
    return chk("SIRET Luhn", luhn_make(b), luhn_ok)


def tva_fr(sir):
    return f"FR{(12 + 3 * (int(sir) % 97)) % 97:02d}{sir}"


def mod11_10(b):
    p = 10
    for ch in b:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def steuerid():
    while True:
        ds = list(DIG)
        R.shuffle(ds)
        ten = ds[:9] + [R.choice(ds[:9])]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        b = "".join(ten)
        return chk("Steuer-ID ISO 7064 MOD 11,10", b + mod11_10(b), lambda s: mod11_10(onlyd(s)[:10]) == onlyd(s)[10])


def ust_de():
    b = R.choice("123456789") + rd(7, False)
    return chk("USt-IdNr ISO 7064 MOD 11,10", "DE" + b + mod11_10(b), lambda s: mod11_10(s[2:10]) == s[10])


def dell_tag():
    t = rs("0123456789BCDFGHJKLMNPQRSTVWXYZ", 7)
    return t, str(int(t, 36))


# ================================================================ cases
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def mk(lang, slug, text, secrets, looks, note):
    return {"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
            "lookalikes": list(looks), "note": note}


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction "
         "audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis "
         "baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base "
         "basic basket battle beach bean beauty because become beef before begin behave behind believe below "
         "belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
         "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
         "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas "
         "canyon capable capital captain carbon cargo carpet carry cart case cash casino castle casual catalog "
         "ocean october odor offer office often olive olympic omit once onion online only open opera opinion "
         "oppose option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor "
         "wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong yellow "
         "young youth zebra zero zone zoo").split()

# ---------------------------------------------------------------- English, positive


@case
def _():
    akid = "AKIA" + rs(UP + "234567", 16)
    sk = rs(ALNUM + "+/", 40)
    reqid = rhex(16, True)
    text = ("my lambda keeps failing with AccessDenied when it writes to S3 (request id " + reqid + "). "
            "this is the .env it loads, do you see anything wrong?\n\n"
            f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\n"
            "S3_BUCKET=acme-invoices-prod")
    return mk("en", "aws-keys-dotenv", text, [akid, sk], [reqid],
              "AWS access key pair in a pasted .env; the S3 request id is a look-alike")


@case
def _():
    tok = "ghp_" + rs(ALNUM, 36)
    sha = rhex(40)
    text = (f"I accidentally committed a personal access token to a public repo (commit {sha}). "
            f"I already revoked it in GitHub settings, it was {tok}. Do I still need to rewrite history with "
            "git filter-repo, or is revoking enough?")
    return mk("en", "github-pat-revoked", text, [tok], [sha],
              "a revoked GitHub token is still a secret; the commit hash is a look-alike")


@case
def _():
    live = "sk_live_51" + rs(ALNUM, 97)
    wh = "whsec_" + rs(ALNUM, 32)
    text = ("everything worked in test mode with sk_test_4eC39HqLyjWDarjtT1zdp7dc and the 4242 4242 4242 4242 card. "
            "Now in live mode every webhook fails signature verification. settings.py:\n\n"
            f"STRIPE_SECRET_KEY = \"{live}\"\nSTRIPE_WEBHOOK_SECRET = \"{wh}\"\n\nwhat am I missing?")
    return mk("en", "stripe-live-vs-docs", text, [live, wh], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "4242 4242 4242 4242"],
              "live Stripe key and webhook secret; the documentation test key and test card are look-alikes")


@case
def _():
    c = fmt_card(card("mc"))
    exp, cvc, order = expiry(), rd(3, False), rd(10)
    text = (f"why would my card get declined on Etsy? order #{order}, total $184.37. I entered {c}, exp {exp}, "
            f"cvc {cvc}, billing zip 60614 and the bank app shows no attempt at all.")
    return mk("en", "card-declined-etsy", text, [c, exp, cvc], [order],
              "own card with expiry and CVC; the order number is a look-alike")


@case
def _():
    phone = "(503) 555-0148"
    door = pin(4, ["503", "555", "0148"])
    box = pin(4, ["503", "555", "0148", door])
    wifi = pw_h()
    text = ("Can you make this welcome note for my Airbnb guests sound friendlier?\n\n"
            f"Check-in after 3pm. Front door keypad: {door} then the check button. Spare key is in the lockbox next to "
            f"the garage, code {box}. Wifi network Cedar_Guest, password {wifi}. Trash goes out Tuesday night. "
            f"Questions: text me at {phone}.")
    return mk("en", "airbnb-door-lockbox-wifi", text, [door, box, wifi], [phone],
              "door, key-box and Wi-Fi codes in a host note; the phone number is a look-alike")


@case
def _():
    s = ssn()
    ein = R.choice(["81", "82", "84", "46", "47", "27", "45", "26", "20", "83", "86", "88", "92", "93"]) + "-" + rd(7, False)
    text = (f"first job in the US, doing the W-4 and I-9 now. my SSN is {s}. the offer letter also lists the employer "
            f"EIN {ein}, do I have to copy that anywhere on the W-4 or is that their part?")
    return mk("en", "ssn-vs-employer-ein", text, [s], [ein], "own SSN; the employer's EIN is a public look-alike")


@case
def _():
    pp = R.choice("JKLMNPRSTUVWZ") + rd(7, False)
    ref = "AA00" + rs(UP + DIG, 6)
    text = (f"The DS-160 saved with application ID {ref}. Now it asks for passport number and dates: mine is {pp}, "
            "issued 2021-03-14, expires 2031-03-13. Is 'passport book number' the same thing or something else?")
    return mk("en", "passport-ds160", text, [pp], [ref, "2031-03-13"],
              "own passport number; the DS-160 application id and a date are look-alikes")


@case
def _():
    user, pw = "app_rw", rs(ALNUM + "-_.~", 22)
    host = f"db-prod-{R.randint(1, 4)}.c{rs(LO + DIG, 12)}.eu-central-1.rds.amazonaws.com"
    text = ("Prisma can't connect: `Error: P1001: Can't reach database server`. My .env has\n\n"
            f"DATABASE_URL=\"postgresql://{user}:{pw}@{host}:5432/orders?sslmode=require\"\n\n"
            "and the security group allows 5432 from my IP. What else should I check?")
    return mk("en", "postgres-url-prisma", text, [f"{user}:{pw}"], [host],
              "credentials part of a connection string is the secret; the RDS host is a look-alike")


@case
def _():
    key = "sk-proj-" + rb64u(56) + "T3BlbkFJ" + rb64u(56)
    reqid = "req_" + rhex(32)
    text = ("Brand new account and I already get 429s:\n\n```python\nfrom openai import OpenAI\n"
            f"client = OpenAI(api_key=\"{key}\")\n"
            "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": \"hi\"}])\n```\n"
            f"openai.RateLimitError: Error code: 429 - insufficient_quota (request id {reqid})\n\nDo I need to add credits first?")
    return mk("en", "openai-key-429", text, [key], [reqid], "OpenAI project key in code; the request id is a look-alike")


@case
def _():
    code = pin(6, ["22000"])
    text = ("I got this text but I didn't try to log in anywhere, is it a scam?\n\n"
            f"From 22000: \"G-{code} is your Google verification code. Don't share it with anyone.\"\n\n"
            "A minute later someone on Facebook Marketplace messaged me asking me to read them 'the code Google sent'.")
    return mk("en", "google-sms-code", text, [code], ["22000"],
              "one-time code in a pasted SMS; the sender short code is a look-alike")


@case
def _():
    codes = []
    while len(codes) < 5:
        c = rd(4, False) + " " + rd(4, False)
        if c not in codes:
            codes.append(c)
    text = ("Saving my Google backup codes here so I don't lose them. Can you turn this into a printable checklist "
            "with a box next to each?\n\n" + "\n".join(f"- {c}" for c in codes)
            + "\n\n(account m.ferreira.design@gmail.com)")
    return mk("en", "google-backup-codes", text, codes, [], "five 2FA backup codes in a list")


@case
def _():
    seed = rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
    disp = grp(seed.lower(), 4)
    text = ("moving my 2FA to a new phone. when I enabled it on Coinbase it showed this setup key and I saved it:\n"
            f"{disp}\n"
            "The pyotp docs use JBSWY3DPEHPK3PXP as the example secret. Can I pass mine to pyotp.TOTP() with the "
            "spaces and lowercase, or do I need to clean it up first?")
    return mk("en", "totp-seed-vs-docs", text, [disp], ["JBSWY3DPEHPK3PXP"],
              "own TOTP seed in spaced lowercase groups; the well-known docs example seed is a look-alike")


@case
def _():
    body = ("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
            + "QyNTUxOQAAACA" + rb64(57) + rb64(70) + rb64(70) + rb64(38) + "==")
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    fp = "SHA256:" + rb64(43)
    text = (f"ssh -T git@github.com keeps saying Permission denied (publickey). ssh-keygen -lf gives {fp} and that "
            "matches the fingerprint GitHub shows for my key. Here's the key file in case the format is off:\n\n"
            f"{pem}\n\nI'm on Windows with Git Bash.")
    return mk("en", "ssh-private-key", text, [pem], [fp],
              "OpenSSH private key block; the public key fingerprint is a look-alike")


@case
def _():
    phrase = " ".join(R.sample(BIP39, 12))
    addr = "0x" + rhex(40)
    text = (f"Imported my MetaMask on a new laptop with my recovery phrase: {phrase}\n"
            f"It shows address {addr} with 0 ETH. Did I import the wrong wallet or is it a network thing?")
    return mk("en", "metamask-seed-phrase", text, [phrase], [addr],
              "own wallet recovery phrase; the public address is a look-alike")


@case
def _():
    routing = aba()
    acct = rd(R.choice([10, 12]), False)
    chkno = str(R.randint(1001, 1999))
    text = (f"HR wants my direct deposit info. The bottom line of a voided check reads \u2446{routing}\u2446 {acct}\u2448 {chkno}. "
            "So routing is the first one and account the second? The 4-digit one at the end is just the check number, right?")
    return mk("en", "check-micr-direct-deposit", text, [acct], [routing, chkno],
              "own account number from a check's MICR line; the bank routing number and check number are look-alikes")


@case
def _():
    sc = f"{R.choice(['04', '20', '30', '40', '60', '77'])}-{rd(2, False)}-{rd(2, False)}"
    acct = rd(8, False)
    text = ("Setting up a standing order from my Lloyds current account to my own savings pot at Monzo. Monzo gave "
            f"me sort code {sc} and account number {acct}. Can I leave the reference field blank or will it bounce?")
    return mk("en", "uk-account-sort-code", text, [acct], [sc],
              "own UK account number; the sort code identifies the bank and is a look-alike")


@case
def _():
    maiden = R.choice(["Kowalczyk", "Brannigan", "Okonkwo", "Delacroix", "Haverford"])
    pet = R.choice(["Biscuit", "Mr. Waffles", "Pickles", "Captain Fuzz"])
    street = R.choice(["Larchmont Avenue", "Quincy Street", "Bellwood Drive"])
    text = ("My bank wants three security questions. I use the same answers everywhere so I won't forget them: "
            f"mother's maiden name - {maiden}, first pet - {pet}, street I grew up on - {street}. "
            "Is reusing them across sites actually a problem?")
    return mk("en", "security-question-answers", text, [maiden, pet, street], [],
              "answers to security questions are secrets")


@case
def _():
    dl = R.choice("ABDEFGNY") + rd(7, False)
    v = vin()
    text = (f"DMV form REG 343 wants both my license and the car. License is {dl}, the VIN on the title is {v} "
            "(2016 Honda Fit). Where does the odometer reading go?")
    return mk("en", "drivers-license-vin", text, [dl], [v], "own driver licence number; the car's VIN is a look-alike")


@case
def _():
    mid = R.choice(["XGP", "JQU", "YLS"]) + rd(9, False)
    claim = rd(4, False) + rs(UP, 1) + rd(8, False)
    n = npi()
    text = ("Can you help me write an appeal for a denied claim? My member ID is " + mid + ", the claim number is "
            f"{claim}, date of service March 8. The provider is Dr. Anita Patel, NPI {n}. They said the MRI wasn't pre-authorized.")
    return mk("en", "insurance-appeal-member-id", text, [mid], [claim, n],
              "own health insurance member id; claim number and the doctor's NPI are look-alikes")


@case
def _():
    alarm = pin(4)
    garage = pin(4, [alarm])
    word = R.choice(["pumpernickel", "lighthouse", "grandpa joe", "blue heron"])
    text = ("Going away for two weeks and my neighbor will water the plants. Note for her: the alarm disarm code is "
            f"{alarm}. If it goes off, ADT will call and ask for the passcode word, which is '{word}'. "
            f"The garage keypad is {garage}. Thanks so much Denise!")
    return mk("en", "alarm-garage-neighbor", text, [alarm, word, garage], [],
              "alarm code, verbal passcode and garage keypad code entrusted to a neighbor")


@case
def _():
    xoxb = f"xoxb-{rd(12)}-{rd(13)}-{rs(ALNUM, 24)}"
    signing = rhex(32)
    channel = "C0" + rs(UP + DIG, 9)
    text = ("My Bolt app dies with invalid_auth on startup. config.yaml:\n\n```yaml\nslack:\n"
            f"  bot_token: {xoxb}\n  signing_secret: {signing}\n  default_channel: {channel}\n```\n"
            "I reinstalled the app to the workspace yesterday, could that be it?")
    return mk("en", "slack-bot-yaml", text, [xoxb, signing], [channel],
              "Slack bot token and signing secret in YAML; the channel id is a look-alike")


@case
def _():
    key = "AIzaSy" + rs(ALNUM + "-_", 33)
    place = "ChIJ" + rb64u(23)
    text = ("The map on my site shows 'For development purposes only'. I load it like this:\n"
            f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>\n"
            f"and center it on place id {place}. Billing is enabled, what else could it be?")
    return mk("en", "google-maps-key-html", text, [key], [place],
              "Google API key in HTML; the place id is a look-alike")


@case
def _():
    sid = "AC" + rhex(32)
    token = rhex(32)
    msid = "SM" + rhex(32)
    text = ("Twilio messages show 'undelivered' with error 30007.\n\n```python\n"
            f"client = Client(\"{sid}\", \"{token}\")\n"
            "msg = client.messages.create(to=\"+14155550172\", from_=\"+14155550136\", body=\"Your table is ready\")\n"
            f"print(msg.sid)  # {msid}\n```\nIs this a carrier filtering thing?")
    return mk("en", "twilio-auth-token", text, [token], [msid, "+14155550172"],
              "Twilio auth token is the secret; the message SID and a phone number are look-alikes, account SID neutral")


@case
def _():
    now = 1714000000 + R.randint(0, 20000000)
    payload = {"sub": "usr_" + rs(ALNUM, 16), "email": "k.nakamura@fieldlane.io", "iat": now, "exp": now + 3600}
    jwt = b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + b64url_json(payload) + "." + rb64u(43)
    trace = ruuid()
    text = ("Why does this return 401?\n\n"
            f"curl -s https://api.fieldlane.io/v2/projects -H \"Authorization: Bearer {jwt}\"\n\n"
            "{\"error\":\"token_expired\",\"trace_id\":\"" + trace + "\"}\n\nI only logged in ten minutes ago.")
    return mk("en", "jwt-bearer-curl", text, [jwt], [trace], "own bearer JWT in a curl command; the trace id is a look-alike")


@case
def _():
    ga = f"GA1.1.{rd(9)}.{rd(10)}"
    csrf = rs(ALNUM, 64)
    sess = rs(LO + DIG, 32)
    text = ("I'm scraping my own order history with requests. Copied the headers from devtools:\n\n"
            f"Cookie: _ga={ga}; csrftoken={csrf}; sessionid={sess}\n"
            "User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)\n\n"
            "It works for about an hour and then I get redirected to /login. Why?")
    return mk("en", "session-cookie-headers", text, [sess], [ga],
              "session cookie value; the analytics cookie is a look-alike, CSRF token neutral")


@case
def _():
    p = [pw_h(), pw_gen(14), pw_h(), pw_h()]
    text = ("Moving to Bitwarden. Can you turn this into a CSV with columns name,url,username,password?\n\n"
            "| site | user | password |\n|---|---|---|\n"
            f"| Netflix | jen.okafor@gmail.com | {p[0]} |\n| Chase | jokafor88 | {p[1]} |\n"
            f"| Amazon | jen.okafor@gmail.com | {p[2]} |\n| Comcast | jokafor | {p[3]} |")
    return mk("en", "password-table-migration", text, p, [], "four passwords in a markdown table")


@case
def _():
    pw = pw_h()
    serial = rs(UP + DIG, 13)
    mac = ":".join(f"{R.randint(0, 255):02X}" for _ in range(6))
    text = (f"My Netgear R7000: I changed the admin password to {pw} last year and now the login page at "
            f"routerlogin.net says it's wrong. The sticker underneath shows serial {serial} and MAC {mac}. "
            "If I factory reset, do I lose the port forwards?")
    return mk("en", "router-admin-password", text, [pw], [serial, mac],
              "router admin password; serial number and MAC address are look-alikes")


@case
def _():
    tok = "npm_" + rs(ALNUM, 36)
    integ = "sha512-" + rb64(86) + "=="
    text = ("CI fails on npm ci. Our .npmrc:\n\n"
            f"//registry.npmjs.org/:_authToken={tok}\n@acme:registry=https://registry.npmjs.org/\n\n"
            f"error: EINTEGRITY: sha512 integrity checksum failed, wanted {integ}. "
            "Is the token wrong or the lockfile?")
    return mk("en", "npmrc-token", text, [tok], [integ], "npm token in .npmrc; the package integrity hash is a look-alike")


@case
def _():
    pat = "dckr_pat_" + rb64u(27)
    digest = "sha256:" + rhex(64)
    text = ("GitHub Actions step:\n\n```yaml\n- name: login\n"
            f"  run: echo {pat} | docker login -u mkowalski --password-stdin\n```\n"
            f"Login succeeds but pulling acme/api@{digest} says 'denied: requested access to the resource is denied'.")
    return mk("en", "docker-hub-pat", text, [pat], [digest],
              "Docker Hub token in a workflow; the image digest is a look-alike")


@case
def _():
    glpat = "glpat-" + rb64u(20)
    sha = rhex(40)
    text = (".gitlab-ci.yml excerpt:\n\n```yaml\nvariables:\n"
            f"  GIT_PUSH_TOKEN: \"{glpat}\"\n  DOCKER_DRIVER: overlay2\n```\n"
            f"Job failed at commit {sha} with 'remote: HTTP Basic: Access denied'. Should the token have write_repository?")
    return mk("en", "gitlab-pat-ci", text, [glpat], [sha], "GitLab token in CI YAML; the commit SHA is a look-alike")


@case
def _():
    app = " ".join(rs(LO, 4) for _ in range(4))
    text = ("Thunderbird won't accept my Gmail app password. Settings: IMAP imap.gmail.com, port 993, SSL/TLS, "
            f"username dana.whitfield@gmail.com, password {app}. Do I type it with the spaces or without?")
    return mk("en", "gmail-app-password", text, [app], [], "Google app password in its four-group form")


@case
def _():
    tok = "hf_" + rs(ALNUM, 34)
    rev = rhex(40)
    text = ("snapshot_download(repo_id=\"meta-llama/Llama-3.1-8B\", "
            f"revision=\"{rev}\", token=\"{tok}\") returns 401 even though my access request was approved yesterday.")
    return mk("en", "hf-token-download", text, [tok], [rev], "Hugging Face token; the model revision hash is a look-alike")


@case
def _():
    bot = f"{rd(10)}:AA{rs(ALNUM + '-_', 33)}"
    chat = "-100" + rd(10)
    text = ("My bot can't post to the group:\n\n```python\n"
            f"requests.post(\"https://api.telegram.org/bot{bot}/sendMessage\",\n"
            f"              data={{\"chat_id\": \"{chat}\", \"text\": \"backup done\"}})\n```\n"
            "Response: 400 Bad Request: chat not found. The bot is an admin in the group.")
    return mk("en", "telegram-bot-token", text, [bot], [chat], "Telegram bot token in a URL; the group chat id is a look-alike")


@case
def _():
    wid = rd(19)
    wtok = rb64u(68)
    msg = rd(19)
    text = ("Is it safe to call my Discord webhook straight from the front-end JS?\n"
            f"const HOOK = \"https://discord.com/api/webhooks/{wid}/{wtok}\";\n"
            f"It works, the last message it posted has id {msg}.")
    return mk("en", "discord-webhook", text, [wtok], [msg], "webhook token is the secret; a message id is a look-alike")


@case
def _():
    key = "sk-ant-api03-" + rb64u(93) + "AA"
    rid = "req_" + rs(ALNUM, 24)
    text = ("curl https://api.anthropic.com/v1/messages \\\n"
            f"  -H \"x-api-key: {key}\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n"
            "  -H \"content-type: application/json\" -d @body.json\n\n"
            f"returns overloaded_error with request_id {rid}. Should I retry with backoff?")
    return mk("en", "anthropic-key-curl", text, [key], [rid, "2023-06-01"],
              "Anthropic API key in curl; request id and the API version date are look-alikes")


@case
def _():
    acct = "stcontoso" + rd(4)
    key = rb64(86) + "=="
    rid = ruuid()
    text = ("Blob upload fails with AuthenticationFailed (x-ms-request-id " + rid + "). Connection string from the portal:\n\n"
            f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net")
    return mk("en", "azure-storage-conn", text, [key], [rid],
              "the AccountKey value is the secret; the request id is a look-alike, account name neutral")


@case
def _():
    user, pw = "nodeapp", rs(ALNUM, 16)
    host = f"cluster0.{rs(LO + DIG, 5)}.mongodb.net"
    text = ("MongoServerError: bad auth : authentication failed\n\n"
            f"const uri = \"mongodb+srv://{user}:{pw}@{host}/shop?retryWrites=true&w=majority\";\n\n"
            "I reset the password in Atlas 5 minutes ago. Does it take time to apply?")
    return mk("en", "mongodb-srv-uri", text, [f"{user}:{pw}"], [host],
              "user:password of a MongoDB URI is the secret; the cluster host is a look-alike")


@case
def _():
    pw1 = pw_h()
    pw2 = pw_h()
    ssid = "TP-Link_" + rhex(4, True) + "_5G"
    text = (f"what's the easiest way to share our wifi with guests? password is {pw1}\n---\n"
            f"oh wait, that's the old one, we changed it in June. it's {pw2} now. network name {ssid}. "
            "can you give me the text for a WIFI: QR code?")
    return mk("en", "wifi-password-corrected", text, [pw1, pw2], [ssid],
              "multi-message: an old and a corrected Wi-Fi password; the SSID is a look-alike")


@case
def _():
    key = "rk_live_51" + rs(ALNUM, 97)
    h1, h2 = key[:54], key[54:]
    text = (f"the chat cuts long lines so here's my restricted key in two bits. first half: {h1}\n---\n"
            f"second half: {h2}\nstripe.Charge.list() says the key doesn't have the rak_charge_read permission. which toggle is that?")
    return mk("en", "stripe-key-in-two-parts", text, [h1, h2], [],
              "multi-message: a restricted Stripe key given in two parts")


@case
def _():
    user = "mpatel" + rd(2)
    pw = pw_h()
    mw = R.choice(["strawberry", "kettering", "marmalade", "lancaster"])
    text = ("I'm going to give you my online banking login so you can walk me through setting up a payee, ok?\n---\n"
            f"username: {user}\npassword: {pw}\nmemorable word: {mw}")
    return mk("en", "bank-login-announced", text, [pw, mw], [],
              "multi-message: announced, then password and memorable word; the username is neutral")


@case
def _():
    old4 = rd(4, False)
    while True:
        c = card("visa")
        if not c.endswith(old4):
            break
    cf = fmt_card(c)
    exp, cvv = expiry(), rd(3, False)
    masked = f"**** {old4}"
    text = (f"My Spotify payment failed because the old card ({masked}) expired. New card is {cf}, exp {exp}, "
            f"CVV {cvv}. Can you tell me where in the app I change it?")
    return mk("en", "new-card-vs-masked", text, [cf, exp, cvv], [masked],
              "new card with expiry and CVV; the masked old card is a look-alike")


@case
def _():
    ib = ifmt(iban_make("DE", bban_de()))
    text = (f"I'm an expat in Berlin. My landlord needs my IBAN to return the deposit: {ib}, bank N26, BIC NTSBDEB1XXX. "
            "Could you write a short polite email in German asking when I'll get it back?")
    return mk("en", "expat-german-iban", text, [ib], ["NTSBDEB1XXX"], "own IBAN; the bank's BIC is a look-alike")


@case
def _():
    m = medicare()
    mf = f"{m[:4]} {m[4:9]} {m[9]}"
    prov = rd(6, False) + R.choice("0123456789ABCDEFGHJK") + R.choice("ABCDEFHJKLTWXY")
    text = (f"Booking a GP in Sydney online. It asks for Medicare number and IRN: mine is {mf}, IRN 2, valid to 09/2028. "
            f"The clinic's provider number is {prov}. Do they bulk bill if I tick that box?")
    return mk("en", "au-medicare", text, [mf], [prov], "own Medicare number; the provider number is a look-alike")


@case
def _():
    t = tfn()
    a = abn()
    tf = f"{t[:3]} {t[3:6]} {t[6:]}"
    af = f"{a[:2]} {a[2:5]} {a[5:8]} {a[8:]}"
    text = (f"Starting at a cafe in Melbourne. The TFN declaration wants my TFN ({tf}) and the payer's ABN, which is {af}. "
            "Should I tick 'claim the tax-free threshold' if this is my only job?")
    return mk("en", "au-tfn-vs-abn", text, [tf], [af], "own TFN; the employer's ABN is a public look-alike")


@case
def _():
    s = sin_ca()
    sf = f"{s[:3]} {s[3:6]} {s[6:]}"
    bn = rd(9)
    text = (f"New job in Toronto. Payroll asked for my SIN, {sf}, and the T4 from last year shows the employer's "
            f"business number {bn}RP0001. Do I need that for my return or only the boxes?")
    return mk("en", "ca-sin-vs-bn", text, [sf], [f"{bn}RP0001"], "own SIN; the employer's payroll account number is a look-alike")


@case
def _():
    n = nino()
    text = (f"HMRC's form shows 'QQ 12 34 56 C' as the example. Mine is {n}. Do I need the letter at the end, "
            "and does it matter if I write it without spaces?")
    return mk("en", "uk-nino-vs-example", text, [n], ["QQ 12 34 56 C"],
              "own National Insurance number; the HMRC example number is a look-alike")


@case
def _():
    n = nhs()
    text = (f"Registering with a new GP in Leeds. The form asks for my NHS number, which is {n}, and the surgery's "
            "phone number is 0113 496 0827 if they need to call. Is there anything else I should bring?")
    return mk("en", "uk-nhs-number", text, [n], ["0113 496 0827"], "own NHS number; the surgery phone number is a look-alike")


@case
def _():
    pk = rhex(64)
    tx = "0x" + rhex(64)
    text = (f"I sent USDT on the wrong network, tx hash {tx}. Someone in a Telegram 'support' group says their "
            f"recovery tool can get it back if I paste my private key: {pk}. Is that legit?")
    return mk("en", "eth-private-key-scam", text, [pk], [tx],
              "raw private key; the transaction hash of the same length is a look-alike")


@case
def _():
    w = wif()
    a = bech32_addr()
    text = (f"Found my old paper wallet. Private key (WIF): {w}\nAddress printed next to it: {a}\n"
            "How do I sweep it into Electrum without exposing the rest of my coins?")
    return mk("en", "btc-paper-wallet", text, [w], [a], "WIF private key; the bech32 address is a look-alike")


@case
def _():
    pw = pw_gen(18, "!%*-_+")
    enc = b64s(pw)
    uid = ruuid()
    text = ("kubectl apply says the Secret is invalid:\n\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n"
            f"  name: db-creds\n  uid: {uid}\ntype: Opaque\ndata:\n  username: {b64s('orders_svc')}\n  password: {enc}\n```")
    return mk("en", "k8s-secret-base64", text, [enc], [uid],
              "base64-encoded password in a Kubernetes Secret; the object uid is a look-alike")


@case
def _():
    pw = rs(ALNUM, 18)
    host = "jenkins.internal.northwind.io"
    text = ("Our release script triggers Jenkins like this:\n\n"
            f"curl -X POST \"https://deploy:{pw}@{host}/job/api-release/buildWithParameters?ENV=prod\"\n\n"
            "Since the upgrade it gets 403 No valid crumb. Do I need to fetch a crumb first?")
    return mk("en", "jenkins-basic-auth-url", text, [f"deploy:{pw}"], [host],
              "user:password embedded in a URL; the host is a look-alike")


@case
def _():
    gate = pin(4, ["1187", "11216"])
    lobby = pin(4, [gate, "1187", "11216"])
    text = ("Can you shorten these delivery instructions so they fit in the app? 'Apt 4C, 1187 Dorsey St, Brooklyn "
            f"11216. Gate code is {gate}#, then the lobby door code is {lobby}. If nobody answers leave it with the doorman.'")
    return mk("en", "gate-and-lobby-codes", text, [gate, lobby], [], "gate and lobby door codes")


@case
def _():
    combo = "-".join(f"{R.randint(0, 99):02d}" for _ in range(3))
    serial = "SS" + rd(9)
    text = (f"Inherited a SentrySafe from my dad. He wrote the combination on a card: {combo}. The serial on the "
            f"door is {serial}. Do I start turning left or right?")
    return mk("en", "safe-combination", text, [combo], [serial], "safe combination; the safe's serial number is a look-alike")


@case
def _():
    puk = rd(8)
    p = pin(4, [puk])
    im = imei()
    text = (f"My phone locked after three wrong SIM PIN tries. The carrier gave me the PUK {puk}. My SIM PIN was {p} "
            f"before this. The IMEI on the box is {im}. Will entering the PUK wipe my photos?")
    return mk("en", "sim-puk-pin-imei", text, [puk, p], [im], "PUK and SIM PIN; the IMEI is a look-alike")


@case
def _():
    p = pin(4)
    text = (f"I keep forgetting my new debit card PIN. It's {p}. Can you make up a silly sentence where the word "
            "lengths give the digits?")
    return mk("en", "debit-pin-mnemonic", text, [p], [], "card PIN in prose")


@case
def _():
    rk = "-".join(rs(UP + DIG, 4) for _ in range(7))
    case_id = rd(10)
    text = (f"Apple Support (case {case_id}) says only my recovery key can get me back into my Apple Account. "
            f"I found it in an old notebook: {rk}. Where do I type it on an iPhone?")
    return mk("en", "apple-recovery-key", text, [rk], [case_id], "account recovery key; the support case number is a look-alike")


@case
def _():
    keyid = ruuid(True)
    rk = bitlocker()
    text = (f"After a BIOS update my Surface boots to the BitLocker recovery screen asking for the key for ID "
            f"{keyid[:8]}. In my Microsoft account I see:\nKey ID: {keyid}\nRecovery key: {rk}\nDo I type the dashes?")
    return mk("en", "bitlocker-recovery-key", text, [rk], [keyid], "BitLocker recovery key; the key ID GUID is a look-alike")


@case
def _():
    pw = pw_h()
    rid = rhex(8) + "-" + rhex(4)
    text = ("Found this in our production logs, why is the password in there?\n\n"
            f"2024-05-14T09:12:44Z INFO auth POST /api/login user=mreyes password={pw} ip=203.0.113.47 req={rid}\n"
            "2024-05-14T09:12:44Z INFO auth login ok user=mreyes\n\nWe use structlog with the default processors.")
    return mk("en", "password-in-log", text, [pw], [rid, "203.0.113.47"],
              "password leaked into a log line; request id and a documentation IP are look-alikes")


@case
def _():
    inc = "INC" + rd(7)
    pw = "Welcome-" + rs(UP, 1) + rs(LO, 3) + rd(2) + R.choice("!#?")
    text = ("Can you translate this e-mail into Spanish for my dad?\n\n"
            f"From: IT Service Desk <servicedesk@harborview-health.org>\nSubject: RE: {inc} - password reset\n\n"
            f"Hi Luis, your account has been reset. Temporary password: {pw}\nYou will be asked to choose a new "
            "password at first sign-in. Please do not reply to this message.")
    return mk("en", "it-temp-password-email", text, [pw], [inc],
              "temporary password entrusted by a relative; the incident number is a look-alike")


@case
def _():
    pw = pw_gen(16, "!%*-_+.")
    h = rhex(64)
    text = ("crontab on the old VPS:\n\n"
            f"0 3 * * * mysqldump -u backup -p'{pw}' shop | gzip > /backups/shop.sql.gz\n\n"
            f"sha256sum of last night's file is {h}, the same as the night before, so the dump isn't changing?")
    return mk("en", "mysqldump-cron-password", text, [pw], [h], "password in a crontab; the file checksum is a look-alike")


@case
def _():
    w = R.choice(["Kestrel", "Buttercup", "Lavender", "Pinecone"])
    digits = [R.choice(["four", "seven", "nine", "two", "eight"]) for _ in range(2)]
    spelled = "capital " + w[0] + ", " + ", ".join(w[1:].lower()) + ", " + ", ".join(digits) + ", exclamation point"
    text = (f"Over the phone my grandma read me her e-mail password as: {spelled}. "
            "Is that strong enough or should I help her change it?")
    return mk("en", "spelled-out-password", text, [spelled], [], "password spelled out letter by letter")


@case
def _():
    p8 = rd(8)
    phrase = " ".join(R.sample(["velvet", "otter", "canal", "mirror", "sixty", "lemon", "harbor"], 3))
    text = (f"Setting up a Ledger Nano X on firmware 2.2.3. I chose PIN {p8} and added the passphrase "
            f"'{phrase}' for a hidden wallet. If I forget the passphrase but still have the 24 words, is that wallet gone?")
    return mk("en", "ledger-pin-passphrase", text, [p8, phrase], ["2.2.3"],
              "hardware-wallet PIN and passphrase; the firmware version is a look-alike")


@case
def _():
    cid = rd(12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + rb64u(28)
    text = ("Getting redirect_uri_mismatch. My client_secret.json:\n\n"
            "{\"web\":{\"client_id\":\"" + cid + "\",\"project_id\":\"invoice-sync-prod\","
            "\"auth_uri\":\"https://accounts.google.com/o/oauth2/auth\",\"client_secret\":\"" + sec + "\","
            "\"redirect_uris\":[\"http://localhost:8080/callback\"]}}")
    return mk("en", "google-oauth-client-secret", text, [sec], [cid],
              "OAuth client secret; the public client id is a look-alike")


@case
def _():
    tenant, client, sid = ruuid(), ruuid(), ruuid()
    sec = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "~._-", 34)
    text = ("MSAL throws AADSTS7000215: Invalid client secret provided. appsettings.json has\n"
            f"\"TenantId\": \"{tenant}\",\n\"ClientId\": \"{client}\",\n\"ClientSecret\": \"{sec}\"\n"
            f"At first I had pasted the Secret ID ({sid}) by mistake, now it's the Value column. Still failing.")
    return mk("en", "azure-client-secret", text, [sec], [tenant, client, sid],
              "Entra client secret value; tenant id, client id and the secret's ID are look-alikes")


@case
def _():
    mg = "key-" + rhex(32)
    smtp = pw_gen(20, "-_")
    dig = "sha256:" + rhex(64)
    text = ("docker-compose.yml for the notifier:\n\n```yaml\nservices:\n  notify:\n"
            f"    image: ghcr.io/acme/notify@{dig}\n    environment:\n      MAILGUN_API_KEY: {mg}\n"
            f"      MAILGUN_DOMAIN: mg.acme-shop.com\n      SMTP_PASSWORD: {smtp}\n```\n"
            "Mails go out but land in spam. DKIM problem?")
    return mk("en", "mailgun-compose", text, [mg, smtp], [dig],
              "Mailgun key and SMTP password in compose; the image digest is a look-alike")


@case
def _():
    tok = "shpat_" + rhex(32)
    oid = rd(13)
    text = (f"GET /admin/api/2024-04/orders/{oid}.json returns 401 with header X-Shopify-Access-Token: {tok}. "
            "The custom app has read_orders. Do I need to reinstall after changing scopes?")
    return mk("en", "shopify-admin-token", text, [tok], [oid], "Shopify admin token; the order id is a look-alike")


# ---------------------------------------------------------------- English, negative
@case
def _():
    text = ("In the AWS CLI docs the `aws configure` example uses AKIAIOSFODNN7EXAMPLE and "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. If I paste exactly those, what error should "
            "`aws sts get-caller-identity` give? I want to show it in a workshop.")
    return mk("en", "aws-docs-example-keys", text, [],
              ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
              "negative: AWS documentation example keys")


@case
def _():
    text = ("Writing Cypress tests for checkout. Which Stripe test cards do I need? So far: 4242 4242 4242 4242 for "
            "success, 4000 0000 0000 9995 for insufficient funds and 4000 0025 0000 3155 for 3D Secure. Any future "
            "expiry and any CVC like 123 works, right?")
    return mk("en", "stripe-test-cards", text, [],
              ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0025 0000 3155", "123"],
              "negative: documented test card numbers and a placeholder CVC")


@case
def _():
    text = ("For a security awareness slide: why is Tr0ub4dor&3 weaker than correct horse battery staple? "
            "And is it worth mentioning the old hunter2 joke and that P@ssw0rd is in every breach list?")
    return mk("en", "famous-example-passwords", text, [],
              ["Tr0ub4dor&3", "correct horse battery staple", "hunter2", "P@ssw0rd"],
              "negative: famous example passwords discussed as examples")


@case
def _():
    amz = f"113-{rd(7, False)}-{rd(7, False)}"
    ups = "1Z" + rs(UP + DIG, 6) + "03" + rd(8, False)
    text = (f"Amazon says order {amz} was delivered but nothing came. UPS tracking {ups} has a photo of a door "
            "that isn't mine. What do I say to support to get a refund quickly?")
    return mk("en", "order-and-tracking", text, [], [amz, ups], "negative: order and tracking numbers")


@case
def _():
    sha, short = rhex(40), rhex(12)
    text = (f"git bisect between v2.14.0 and v2.15.1 lands on {sha}, but that commit only touches the README. "
            f"The cherry-pick {short} on the release branch looks more suspicious. How do I bisect across a merge?")
    return mk("en", "git-bisect-hashes", text, [], [sha, short, "v2.15.1"], "negative: commit hashes and a version tag")


@case
def _():
    h1, h2 = rhex(64), rhex(64)
    text = (f"Downloaded ubuntu-24.04-desktop-amd64.iso. sha256sum gives {h1} but SHA256SUMS on the mirror says "
            f"{h2}. Corrupt download or a bad mirror?")
    return mk("en", "iso-checksums", text, [], [h1, h2], "negative: file checksums")


@case
def _():
    u1, u2 = ruuid(), ruuid()
    text = (f"Our gateway logs correlation id {u1} but the Celery worker logs {u2} for the same request. How do I "
            "pass the first one through to the task headers?")
    return mk("en", "uuid-correlation-ids", text, [], [u1, u2], "negative: request UUIDs")


@case
def _():
    ie = ifmt(iban_make("IE", "AIBK" + "93" + rd(4, False) + rd(8, False)))
    ref = "DONATION-" + rd(5)
    text = (f"I want to donate to a small dog rescue in Cork. Their site lists IBAN {ie}, BIC AIBKIE2D, and asks for "
            f"the reference {ref}. Will my US bank charge a lot for a SEPA transfer?")
    return mk("en", "charity-iban", text, [], [ie, "AIBKIE2D", ref], "negative: a charity's published IBAN, its bank's BIC and a reference")


@case
def _():
    text = ("Here's the config template for our README, is it clear enough?\n\n"
            "OPENAI_API_KEY=your_api_key_here\nSLACK_BOT_TOKEN=xoxb-<your-token>\n"
            "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nJWT_SECRET=changeme")
    return mk("en", "config-placeholders", text, [],
              ["your_api_key_here", "xoxb-<your-token>", "USER:PASSWORD", "changeme"],
              "negative: placeholders in a template")


@case
def _():
    last4 = rd(4, False)
    auth = rs(UP + DIG, 6)
    tx = rd(16)
    text = (f"Two charges I don't recognize on card **** **** **** {last4}: 'SQ *BLUE BOTTLE' $6.50, auth code {auth}, "
            f"transaction ID {tx}. How do I dispute them?")
    return mk("en", "masked-card-dispute", text, [], [f"**** **** **** {last4}", auth, tx],
              "negative: masked card, authorization code and transaction id")


@case
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "220-" + rd(10)
    text = (f"Booking reference {pnr}, e-ticket {tkt}, flight LH 431 Frankfurt to Chicago on 14 June. My middle "
            "name is missing on the ticket. Do I need to fix that before flying?")
    return mk("en", "flight-booking", text, [], [pnr, tkt], "negative: booking reference and ticket number")


@case
def _():
    tag, esc = dell_tag()
    chk("Dell express code = base-36 of service tag", esc, lambda e, t=tag: int(t, 36) == int(e))
    text = (f"Dell support wants my service tag ({tag}) or express service code ({esc}). The laptop is a Latitude 5440. "
            "Is the warranty tied to the first owner?")
    return mk("en", "dell-service-tag", text, [], [tag, esc], "negative: service tag and express service code")


@case
def _():
    text = ("I read that 078-05-1120 was printed on sample cards sold in wallets and thousands of people used it. "
            "Is that why forms use 123-45-6789 as the example now?")
    return mk("en", "famous-ssn-examples", text, [], ["078-05-1120", "123-45-6789"],
              "negative: famous example SSNs")


@case
def _():
    r = aba()
    acct = rd(10)
    text = (f"We're paying a supplier by wire. Their invoice says: Beneficiary Crestline Tooling LLC, Wells Fargo, "
            f"ABA {r}, account {acct}, SWIFT WFBIUS6S. Is the SWIFT only needed if we pay from abroad?")
    return mk("en", "supplier-wire-details", text, [], [r, acct, "WFBIUS6S"],
              "negative: a supplier's published wire details")


@case
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    text = (f"On jwt.io the default example is {tok}. Why does the payload have iat 1516239022 but no exp? Is a "
            "token without exp valid forever?")
    return mk("en", "jwt-io-example", text, [], [tok, "1516239022"], "negative: the jwt.io example token")


@case
def _():
    text = ("Our log scrubber now outputs `password=********`, `Authorization: Bearer [REDACTED]` and "
            "`card=************4242`. Is masking the card like that enough for PCI?")
    return mk("en", "redacted-log", text, [], ["password=********", "[REDACTED]", "************4242"],
              "negative: redacted and masked values")


@case
def _():
    phrase = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    text = (f"For unit tests of my wallet library I'm using the BIP39 test mnemonic '{phrase}' with derivation path "
            "m/44'/60'/0'/0/0. Is it OK to commit that to the repo?")
    return mk("en", "bip39-test-vector", text, [], [phrase, "m/44'/60'/0'/0/0"],
              "negative: the well-known BIP39 test mnemonic and a derivation path")


# ---------------------------------------------------------------- German
@case
def _():
    sid = steuerid()
    sf = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    ust = ust_de()
    text = (f"Hallo! Ich mache zum ersten Mal meine Steuererklärung mit ELSTER. Meine Steuer-ID ist {sf} – gehört die "
            f"in den Hauptvordruck oder in die Anlage N? Auf der Rechnung vom Steuerberater steht außerdem USt-IdNr. {ust}, "
            "muss ich die irgendwo angeben?")
    return mk("de", "steuer-id-vs-ust-idnr", text, [sf], [ust],
              "eigene Steuer-ID; die USt-IdNr. des Steuerberaters ist ein Look-alike")


@case
def _():
    ib = iban_make("DE", bban_de())
    wrong = swap_adjacent(ib)
    chk("typo IBAN must fail mod-97", wrong, lambda w: not iban_ok(w))
    text = ("Kannst du mir eine kurze, höfliche Mail an meine Vermieterin schreiben? Sie soll die Kaution (1.650 €) "
            f"auf mein Konto überweisen. IBAN: {ifmt(wrong)}\n---\n"
            f"Stopp, Zahlendreher! Richtig ist {ifmt(ib)}, BIC COBADEFFXXX. Bitte in der Mail die richtige nehmen.")
    return mk("de", "iban-zahlendreher", text, [ifmt(wrong), ifmt(ib)], ["COBADEFFXXX"],
              "mehrere Nachrichten: IBAN mit Zahlendreher (besteht mod-97 nicht) und korrigierte IBAN; BIC ist Look-alike")


@case
def _():
    key = grp(rd(20, False), 4)
    mac = R.choice(["3C:A6:2F", "E0:28:6D", "C8:0E:14"]) + ":" + ":".join(f"{R.randint(0, 255):02X}" for _ in range(3))
    text = (f"Auf dem Aufkleber unter meiner FRITZ!Box 7590 steht „WLAN-Netzwerkschlüssel (WPA2): {key}“. Muss ich die "
            f"Leerzeichen mit eintippen? Am Handy klappt es, am Laptop nicht. Die MAC-Adresse auf dem Aufkleber ist {mac}.")
    return mk("de", "fritzbox-wlan-key", text, [key], [mac], "WLAN-Schlüssel vom Aufkleber; MAC-Adresse ist Look-alike")


@case
def _():
    dhl = "00340434" + rd(12, False)
    amz = f"302-{rd(7, False)}-{rd(7, False)}"
    rn = f"RE-2024-{rd(5, False)}"
    text = (f"Mein Paket hängt seit fünf Tagen im Paketzentrum. DHL-Sendungsnummer {dhl}, bestellt bei Amazon "
            f"(Bestellnummer {amz}). Der Händler schickt mich zu DHL, DHL zum Händler. Laut Rechnung ({rn}) ist "
            "versicherter Versand dabei. Wer ist jetzt zuständig?")
    return mk("de", "dhl-sendung-bestellung", text, [], [dhl, amz, rn], "negativ: Sendungs-, Bestell- und Rechnungsnummer")


# ---------------------------------------------------------------- French
@case
def _():
    n = nir()
    s = siret()
    sf = f"{s[:3]} {s[3:6]} {s[6:9]} {s[9:]}"
    text = (f"Je dois envoyer mon arrêt de travail à la CPAM. Mon numéro de sécu c'est le {n}. Mon employeur a mis "
            f"le SIRET {sf} sur la fiche de paie, je le recopie tel quel dans l'attestation de salaire ?")
    return mk("fr", "nir-vs-siret", text, [n], [sf], "NIR de l'utilisateur ; le SIRET de l'employeur est un sosie")


@case
def _():
    bban = bban_fr()
    ib = ifmt(iban_make("FR", bban))
    bic = FR_BIC[bban[:5]]
    adh = rd(9)
    text = ("Tu peux m'aider à écrire un mail à ma mutuelle ? Ils ne m'ont toujours pas remboursé mes lunettes "
            f"(facture du 3 avril, 289 €). Mon numéro d'adhérent : {adh}. Pour le virement, voici mon IBAN : {ib} – BIC : {bic}.")
    return mk("fr", "mutuelle-iban-adherent", text, [adh, ib], [bic],
              "numéro d'adhérent de mutuelle et IBAN personnel ; le BIC de la banque est un sosie")


@case
def _():
    dc = f"{rd(2, False)}{R.choice('AB')}{rd(2, False)}"
    ssid = "Livebox-" + rhex(4, True)
    wifi = rs(LO + UP + DIG, 24)
    colis = "6A" + rd(11, False)
    text = ("Petit mot pour la baby-sitter, tu peux le rendre plus clair ?\n\n"
            f"Digicode de l'immeuble : {dc}, 3e étage porte de gauche. Wifi : {ssid}, clé {wifi}. Si le livreur passe "
            f"(colis {colis}), tu peux signer pour moi. Les enfants se couchent à 20h30.")
    return mk("fr", "digicode-wifi-babysitter", text, [dc, wifi], [ssid, colis],
              "digicode et clé wifi ; le nom du réseau et le numéro de colis sont des sosies")


@case
def _():
    sir = siren()
    sirf = f"{sir[:3]} {sir[3:6]} {sir[6:]}"
    tva = tva_fr(sir)
    fac = rd(11)
    text = (f"Je ne comprends pas ma facture d'électricité : facture n° {fac}, 187,43 € prélevés le 15. Le fournisseur "
            f"(SIREN {sirf}, TVA intracommunautaire {tva}) parle de « régularisation ». C'est normal d'avoir ça en juin ?")
    return mk("fr", "facture-siren-tva", text, [], [fac, sirf, tva], "négatif : numéro de facture, SIREN et TVA d'une entreprise")


# ---------------------------------------------------------------- Spanish
@case
def _():
    d = dni()
    c = cif()
    text = (f"En la empresa nueva me piden rellenar el modelo 145. Mi DNI es {d}. La empresa es Reformas Albaicín S.L., "
            f"CIF {c}. ¿Tengo que poner lo de la hipoteca de antes de 2013 o eso ya no cuenta?")
    return mk("es", "dni-vs-cif", text, [d], [c], "DNI propio; el CIF de la empresa es un parecido")


@case
def _():
    pw = pw_h(ES_W, "!#*")
    cut = len(pw) // 2
    p1, p2 = pw[:cut], pw[cut:]
    text = ("Oye, te paso la contraseña de la banca online de mi madre en dos mensajes por si se corta. "
            f"Empieza por {p1}\n---\ny acaba en {p2}. Dice que no la puede cambiar porque no recuerda la antigua, "
            "¿cómo lo hacemos desde la app de CaixaBank?")
    return mk("es", "contrasena-en-dos-partes", text, [p1, p2], [],
              "varios mensajes: contraseña de la madre (confiada) dada en dos partes")


@case
def _():
    ssid = "MOVISTAR_" + rhex(4, True)
    wifi = rs(ALNUM, 20)
    ib = ifmt(iban_make("ES", bban_es()))
    text = (f"Me acabo de mudar y el técnico de Movistar me dejó la red {ssid} con la clave {wifi}. ¿Cómo la cambio "
            f"por una más fácil? Y otra cosa: para domiciliar el recibo me piden el IBAN, el mío es {ib}, ¿lo pongo con espacios?")
    return mk("es", "wifi-movistar-iban", text, [wifi, ib], [ssid], "clave wifi e IBAN propio; el SSID es un parecido")


@case
def _():
    loc = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    trk = s10("RR", "PE")
    text = (f"Compré un billete de Renfe con localizador {loc} y quiero cambiarlo a otro día, ¿cuánto me cobran? Y otra "
            f"cosa: el paquete que me mandó mi hermana desde Lima tiene seguimiento {trk} y lleva una semana en aduanas. ¿Qué hago?")
    return mk("es", "localizador-seguimiento", text, [], [loc, trk], "negativo: localizador de billete y número de seguimiento")


# ---------------------------------------------------------------- Portuguese (BR and PT)
@case
def _():
    cp = cpf()
    cn = cnpj()
    text = (f"Sou freelancer e um cliente (CNPJ {cn}) pediu meu CPF pra fazer o pagamento como pessoa física. Meu CPF "
            f"é {cp}. Tem problema mandar isso por e-mail? E eu preciso emitir nota fiscal?")
    return mk("pt", "cpf-vs-cnpj", text, [cp], [cn], "CPF próprio; o CNPJ do cliente é um sósia")


@case
def _():
    e2e = ("E" + R.choice(["00000000", "60701190", "18236120", "00360305"]) + "20240512" + f"{R.randint(8, 22):02d}{R.randint(0, 59):02d}"
           + rs(LO + DIG, 11))
    chave = ruuid()
    senha = rd(6)
    text = (f"Fiz um Pix de R$ 350,00 ontem e o recebedor diz que não caiu. No comprovante tem o ID da transação {e2e} "
            f"e a chave aleatória {chave}. Liguei na central e o atendente pediu minha senha de 6 dígitos do app ({senha}) "
            "pra \"estornar\". Isso é normal??")
    return mk("pt", "pix-senha-app", text, [senha], [e2e, chave],
              "senha do app do banco; o ID fim-a-fim do Pix e a chave aleatória do recebedor são sósias")


@case
def _():
    nif = nif_pt(R.choice("12"))
    ib = ifmt(iban_make("PT", bban_pt()))
    nipc = nif_pt("5")
    text = (f"Estou a entregar o IRS automático e quero o reembolso por transferência. O meu NIF é {nif} e o IBAN é {ib}. "
            f"No anexo A aparece a entidade patronal com NIPC {nipc}. Tenho de confirmar mais alguma coisa?")
    return mk("pt", "nif-iban-vs-nipc", text, [nif, ib], [nipc], "NIF e IBAN próprios; o NIPC da empresa é um sósia")


@case
def _():
    ent = rd(5)
    ref = f"{rd(3)} {rd(3)} {rd(3)}"
    ft = f"FT 2024/{rd(6)}"
    text = (f"Recebi a fatura da água com pagamento por Multibanco: Entidade {ent}, Referência {ref}, Valor 23,87 €. "
            f"Posso pagar pelo MB WAY ou só na caixa? A fatura {ft} vence dia 28.")
    return mk("pt", "referencia-multibanco", text, [], [ent, ref, ft],
              "negativo: entidade e referência Multibanco de uma fatura")


# ---------------------------------------------------------------- Italian
@case
def _():
    cf = codice_fiscale()
    pi = p_iva()
    text = (f"Sto compilando il 730 precompilato. Il mio codice fiscale è {cf}. Il commercialista mi chiede anche la "
            f"partita IVA dello studio dove lavoro: {pi}. Va messa nel quadro C?")
    return mk("it", "codice-fiscale-vs-piva", text, [cf], [pi], "codice fiscale personale; la partita IVA dello studio è un sosia")


@case
def _():
    ib = ifmt(iban_make("IT", bban_it()))
    p = pin(5)
    cro = rd(11)
    text = (f"Ho fatto un bonifico istantaneo di 480 € e non è arrivato, CRO {cro}. Il mio IBAN è {ib}. Un operatore "
            f"della banca al telefono mi ha chiesto il PIN del bancomat ({p}) per \"sbloccare\" l'operazione e gliel'ho "
            "detto... ho sbagliato?")
    return mk("it", "iban-pin-bancomat", text, [ib, p], [cro], "IBAN e PIN del bancomat; il CRO del bonifico è un sosia")


@case
def _():
    sdi = rs(UP + DIG, 7)
    fatt = f"{rd(3)}/2024"
    brt = rd(12)
    text = (f"Il fornitore mi chiede il codice destinatario SDI per la fattura elettronica: il nostro è {sdi}. Intanto "
            f"mi hanno mandato la fattura n. {fatt} e la spedizione BRT {brt}. Se il codice è sbagliato la fattura va persa?")
    return mk("it", "codice-sdi-fattura", text, [], [sdi, fatt, brt], "negativo: codice SDI aziendale, fattura e spedizione")


# ---------------------------------------------------------------- Dutch
@case
def _():
    b = bsn()
    kvk = rd(8)
    text = (f"Ik ben net gestart als zzp'er. Bij de inschrijving heb ik mijn BSN ({b}) opgegeven en nu heb ik "
            f"KvK-nummer {kvk}. Moet mijn BSN op mijn facturen, of alleen mijn btw-id?")
    return mk("nl", "bsn-vs-kvk", text, [b], [kvk], "eigen BSN; het KvK-nummer is openbaar en een look-alike")


@case
def _():
    pw = pw_h(NL_W)
    code = rd(6)
    kenm = grp(rd(16), 4)
    text = (f"Ik probeer in te loggen bij DigiD om mijn aanslag te bekijken. Gebruikersnaam en wachtwoord ({pw}) worden geaccepteerd.\n---\n"
            f"Nu krijg ik een sms met code {code}, maar op de brief van de Belastingdienst staat betalingskenmerk {kenm}. "
            "Welke moet ik waar invullen?")
    return mk("nl", "digid-wachtwoord-sms", text, [pw, code], [kenm],
              "meerdere berichten: DigiD-wachtwoord en sms-code; het betalingskenmerk is een look-alike")


@case
def _():
    ib = ifmt(iban_make("NL", "RABO" + nl_acct()))
    fac = f"2024-{rd(4)}"
    text = (f"Mijn verhuurder wil de huur voortaan op een nieuwe rekening: {ib} t.n.v. Van Dijk Vastgoed B.V., onder "
            f"vermelding van factuurnummer {fac}. Hoe controleer ik of dat IBAN echt van hen is? Ik wil niet in phishing trappen.")
    return mk("nl", "verhuurder-iban", text, [], [ib, fac], "negatief: IBAN van de verhuurder en factuurnummer")


# ---------------------------------------------------------------- Swedish, Danish, Norwegian, Finnish
@case
def _():
    p = pnr_se()
    o = orgnr_se()
    text = (f"Hej! Jag ska skriva på ett andrahandskontrakt. Mitt personnummer är {p} och hyresvärden är ett bolag med "
            f"organisationsnummer {o}. Måste jag lämna ut personnumret?")
    return mk("sv", "personnummer-vs-orgnr", text, [p], [o], "eget personnummer; bolagets organisationsnummer är en look-alike")


@case
def _():
    bg = bankgiro()
    ocr = luhn_make(rd(R.randint(9, 14)))
    chk("OCR Luhn", ocr, luhn_ok)
    kod = rd(6)
    text = (f"Ska betala elräkningen i appen: bankgiro {bg}, OCR {ocr}, 1 284 kr. Appen vill ha min personliga kod "
            f"{kod} för BankID men säger fel kod. Kan jag ha bytt den utan att märka det?")
    return mk("sv", "bankid-kod-ocr", text, [kod], [bg, ocr], "personlig BankID-kod; bankgiro och OCR-nummer är look-alikes")


@case
def _():
    kolli = "00" + rd(18)
    order = rd(8)
    text = (f"Mitt paket från Zalando har kollinummer {kolli} men PostNord har visat 'under transport' i en vecka. "
            f"Ordernummer {order}. Kan jag få tillbaka pengarna innan det kommer fram?")
    return mk("sv", "kollinummer-order", text, [], [kolli, order], "negativ: kolli- och ordernummer")


@case
def _():
    c = cpr()
    v = cvr()
    text = (f"Jeg skal underskrive en lejekontrakt. Udlejer er et ApS med CVR-nr. {v}, og de beder om mit CPR-nummer: "
            f"{c}. Er det normalt, at de skal bruge det?")
    return mk("da", "cpr-vs-cvr", text, [c], [v], "eget CPR-nummer; udlejers CVR-nummer er en look-alike")


@case
def _():
    dk = pin(4)
    wifi = pw_h(DA_W)
    ordre = rd(9)
    text = (f"Kan du skrive en besked til min veninde, der låner min lejlighed? Koden til opgangsdøren er {dk}. "
            f"Wifi-koden er {wifi}. Hvis der kommer en pakke fra Matas (ordrenummer {ordre}), må hun gerne tage imod den.")
    return mk("da", "doerkode-wifi", text, [dk, wifi], [ordre], "dørkode og wifi-kode; ordrenummeret er en look-alike")


@case
def _():
    f = fnr()
    k = kontonr()
    o = orgnr_no()
    text = (f"Jeg søker om bostøtte. Fødselsnummeret mitt er {f}, og pengene skal til kontonummer {k[:4]}.{k[4:6]}.{k[6:]}. "
            f"De spør også om arbeidsgiver, som har org.nr. {o[:3]} {o[3:6]} {o[6:]}. Må jeg legge ved lønnsslipp?")
    return mk("no", "fodselsnummer-konto-vs-orgnr", text, [f, f"{k[:4]}.{k[4:6]}.{k[6:]}"], [f"{o[:3]} {o[3:6]} {o[6:]}"],
              "eget fødselsnummer og kontonummer; arbeidsgivers organisasjonsnummer er en look-alike")


@case
def _():
    k = kontonr()
    kf = f"{k[:4]}.{k[4:6]}.{k[6:]}"
    kid = luhn_make(rd(R.randint(8, 14)))
    chk("KID Luhn", kid, luhn_ok)
    fak = rd(6)
    text = (f"Fikk faktura fra strømselskapet: til konto {kf}, KID {kid}, beløp 1 437,00 kr, forfall 20.06., "
            f"fakturanummer {fak}. Kan jeg sette opp AvtaleGiro på denne, eller må jeg betale manuelt først?")
    return mk("no", "faktura-kid", text, [], [kf, kid, fak], "negativ: selskapets kontonummer, KID og fakturanummer")


@case
def _():
    h = hetu()
    y = ytunnus()
    text = (f"Täytän vuokrasopimusta. Henkilötunnukseni on {h} ja vuokranantaja on yritys, jonka Y-tunnus on {y}. "
            "Pitääkö minun antaa koko henkilötunnus vai riittääkö syntymäaika?")
    return mk("fi", "hetu-vs-ytunnus", text, [h], [y], "oma henkilötunnus; yrityksen Y-tunnus on look-alike")


@case
def _():
    v = viite()
    ib = ifmt(iban_make("FI", bban_fi()))
    p = pin(4)
    text = (f"Maksan sähkölaskua verkkopankissa: saaja Helen Oy, viitenumero {v}, eräpäivä 15.7. Oma tilini on {ib}. "
            f"Pankkikorttini PIN-koodi on {p} – kysytäänkö sitä verkkopankissa, vai pitääkö käyttää tunnuslukusovellusta?")
    return mk("fi", "iban-pin-viitenumero", text, [ib, p], [v], "oma IBAN ja PIN; laskun viitenumero on look-alike")


@case
def _():
    tilaus = rd(8)
    posti = "JJFI" + rd(20)
    text = (f"Tilasin Verkkokauppa.comista, tilausnumero {tilaus}. Postin seurantakoodi on {posti}, mutta seurannassa "
            "lukee vain 'Lähetystiedot vastaanotettu'. Kauanko tämä yleensä kestää?")
    return mk("fi", "seurantakoodi-tilaus", text, [], [tilaus, posti], "negatiivinen: tilausnumero ja seurantakoodi")


# ---------------------------------------------------------------- Polish, Czech, Hungarian, Romanian
@case
def _():
    p = pesel()
    dw = pl_dowod()
    n = nip()
    text = (f"Podpisuję umowę zlecenie. Zleceniodawca prosi o PESEL ({p}) oraz serię i numer dowodu: {dw}. W umowie "
            f"podali swój NIP {n}. Po co im numer dowodu, skoro mają PESEL?")
    return mk("pl", "pesel-dowod-vs-nip", text, [p, dw], [n], "własny PESEL i numer dowodu; NIP firmy to sobowtór")


@case
def _():
    zam = rd(10)
    blik = pin(6, [zam])
    text = (f"Płacę BLIK-iem na Allegro za zamówienie nr {zam}. Wpisałem kod {blik}, ale zanim potwierdziłem w aplikacji, "
            "minęły ze 2 minuty. Ten kod jeszcze zadziała czy muszę wygenerować nowy?")
    return mk("pl", "kod-blik", text, [blik], [zam], "kod BLIK; numer zamówienia to sobowtór")


@case
def _():
    nrb = ifmt(iban_make("PL", bban_pl()))[2:]
    nr = rd(6)
    inpost = rd(24)
    text = (f"Wybrałem w sklepie przelew tradycyjny. Dane do przelewu: {nrb}, tytuł: zamówienie {nr}. Paczka ma iść "
            f"InPostem, numer przesyłki {inpost}. Ile zwykle trwa zaksięgowanie takiego przelewu?")
    return mk("pl", "przelew-do-sklepu", text, [], [nrb, nr, inpost],
              "negatywny: rachunek sklepu (NRB), numer zamówienia i przesyłki")


@case
def _():
    rc = rodne()
    op = rd(9)
    i = ico()
    text = (f"Podepisuju smlouvu o paušálu u operátora. Chtějí rodné číslo {rc} a číslo občanského průkazu {op}. "
            f"Firma má v hlavičce IČO {i}. Je normální, že si chtějí občanku i okopírovat?")
    return mk("cs", "rodne-cislo-op-vs-ico", text, [rc, op], [i], "vlastní rodné číslo a číslo OP; IČO firmy je dvojník")


@case
def _():
    a = cz_acct()
    disp = f"{int(a)}/{R.choice(['0800', '0100', '0300', '2010', '3030'])}"
    vs = rd(10)
    text = (f"Napiš prosím krátkou zprávu pronajímateli, že nájem za červen pošlu dnes ze svého účtu {disp}, "
            f"variabilní symbol {vs}, částka 15 400 Kč. Ať to nezní moc formálně.")
    return mk("cs", "cislo-uctu-vs-vs", text, [disp], [vs], "vlastní číslo účtu; variabilní symbol je dvojník")


@case
def _():
    z = f"Z {rd(3)} {rd(4)} {rd(3)}"
    obj = rd(9)
    text = (f"Zásilka ze Zásilkovny č. {z} je podle sledování na výdejním místě, ale tam ji nemají. Objednávka z Alza.cz "
            f"č. {obj}. Na koho se mám obrátit?")
    return mk("cs", "zasilka-objednavka", text, [], [z, obj], "negativní: číslo zásilky a objednávky")


@case
def _():
    t = taj()
    a = adoaz()
    c = hu_adoszam()
    text = (f"Új munkahelyen kezdek, a bérszámfejtés kéri a TAJ-számomat ({t}) és az adóazonosító jelemet ({a}). "
            f"A munkáltató adószáma {c}. Mit írjak a belépő nyilatkozatba a családi kedvezményhez?")
    return mk("hu", "taj-adoazonosito-vs-adoszam", text, [t, a], [c],
              "saját TAJ-szám és adóazonosító jel; a cég adószáma hasonmás")


@case
def _():
    a = hu_acct()
    disp = f"{a[:8]}-{a[8:16]}-{a[16:]}"
    bsz = f"BSZ-{rd(6)}"
    text = (f"A kauciót a saját számlámról utalom ({disp}). A közleménybe a bérleti szerződés számát kell írni: {bsz}. "
            "Ha elírom a közleményt, visszajön a pénz?")
    return mk("hu", "szamlaszam-kozlemeny", text, [disp], [bsz], "saját bankszámlaszám; a szerződésszám hasonmás")


@case
def _():
    cs = s10("CE", "HU")
    sz = f"E-2024-{rd(6)}"
    text = (f"A Magyar Posta szerint a csomagom ({cs}) kézbesítése sikertelen volt, pedig itthon voltam. A webshop "
            f"számlájának sorszáma {sz}. Hogyan kérhetek újrakézbesítést?")
    return mk("hu", "csomagazonosito-szamla", text, [], [cs, sz], "negatív: csomagazonosító és számlaszám")


@case
def _():
    c = cnp()
    ci = f"{R.choice(['RX', 'RT', 'XB', 'IF', 'CJ', 'TM'])} {rd(6)}"
    u = "RO" + cui()
    text = (f"Completez fișa de angajare. CNP-ul meu este {c}, iar buletinul are seria și numărul {ci}. Firma are "
            f"CUI {u}. Trebuie să le dau și copie după buletin?")
    return mk("ro", "cnp-buletin-vs-cui", text, [c, ci], [u], "CNP și buletin proprii; CUI-ul firmei este un sosie")


@case
def _():
    ib = ifmt(iban_make("RO", "BTRL" + "RONCRT0" + rd(9)))
    wifi = pw_h(RO_W)
    tel = f"07{R.choice('2345')}{rd(1)} {rd(3)} {rd(3)}"
    text = (f"Scrie-mi te rog un mesaj pentru chiriașul nou: chiria se plătește până pe 5 ale lunii în contul meu {ib} "
            f"(Banca Transilvania, BIC BTRLRO22). Parola de la wifi e {wifi}, iar administratorul blocului are numărul {tel}.")
    return mk("ro", "iban-wifi-chirias", text, [ib, wifi], ["BTRLRO22", tel],
              "IBAN propriu și parola wifi; BIC-ul și telefonul administratorului sunt sosii")


@case
def _():
    awb = rd(13)
    fct = f"FCT{rd(7)}"
    text = (f"Am comandat de pe eMAG și coletul cu AWB {awb} stă de trei zile în depozit. Pe factura {fct} scrie livrare "
            "standard. Pot să-l ridic eu din depozit?")
    return mk("ro", "awb-factura", text, [], [awb, fct], "negativ: AWB și număr de factură")


# ---------------------------------------------------------------- Greek, Turkish
@case
def _():
    a = afm()
    m = amka()
    ac = afm(company=True)
    text = (f"Κάνω αίτηση για το επίδομα θέρμανσης. Ο ΑΦΜ μου είναι {a} και ο ΑΜΚΑ μου {m}. Στη βεβαίωση αποδοχών "
            f"γράφει ΑΦΜ εργοδότη {ac}. Χρειάζεται κι αυτός στην αίτηση;")
    return mk("el", "afm-amka-vs-afm-ergodoti", text, [a, m], [ac], "δικός του ΑΦΜ και ΑΜΚΑ· ο ΑΦΜ του εργοδότη είναι ομοίωμα")


@case
def _():
    otp = rd(6)
    pw = pw_h()
    ref = rd(12)
    text = (f"Μου ήρθε SMS «Κωδικός μίας χρήσης για επιβεβαίωση συναλλαγής: {otp}». Λίγο πριν είχα βάλει τον κωδικό "
            f"του e-banking ({pw}) σε μια σελίδα από link για «δέμα σε αναμονή», με αριθμό αναφοράς {ref}. Τι κάνω τώρα;")
    return mk("el", "otp-ebanking-phishing", text, [otp, pw], [ref], "OTP και κωδικός e-banking· ο αριθμός αναφοράς είναι ομοίωμα")


@case
def _():
    rf = rf_make(rd(R.randint(9, 13)))
    paroxi = f"{R.randint(1, 9)} {rd(8)}-{rd(2)} {R.randint(0, 9)}"
    text = (f"Πληρώνω τον λογαριασμό ρεύματος από το e-banking. Ο κωδικός ηλεκτρονικής πληρωμής είναι {rf} και ο "
            f"αριθμός παροχής {paroxi}. Αν βάλω λάθος κωδικό, χάνεται η πληρωμή;")
    return mk("el", "kodikos-pliromis-rf", text, [], [rf, paroxi], "αρνητικό: κωδικός πληρωμής RF και αριθμός παροχής")


@case
def _():
    tc = tckn()
    vkn = rd(10)
    text = (f"e-Devlet'te SGK işe giriş kaydımı kontrol ediyorum. TC kimlik numaram {tc}. İşyerinin vergi numarası "
            f"{vkn} görünüyor; maaş bordromdakiyle aynı mı, nereden kontrol ederim?")
    return mk("tr", "tc-kimlik-vs-vkn", text, [tc], [vkn], "kendi TC kimlik numarası; işyerinin vergi numarası benzerdir")


@case
def _():
    ib = ifmt(iban_make("TR", R.choice(["00010", "00064", "00062", "00046", "00067"]) + "0" + rd(16, False)))
    dek = rd(10)
    sifre = pin(4, [dek])
    text = (f"Ev sahibi kirayı hangi hesaptan yatırdığımı soruyor, dekont no {dek}. Benim IBAN'ım {ib}. Bir de "
            f"bankamatik şifremi {sifre} yaptım, doğum yılım değil ama yine de güvenli mi?")
    return mk("tr", "iban-kart-sifresi", text, [ib, sifre], [dek], "kendi IBAN'ı ve kart şifresi; dekont numarası benzerdir")


@case
def _():
    sip = rd(9)
    yk = rd(12)
    text = (f"Trendyol'dan verdiğim {sip} numaralı sipariş Yurtiçi Kargo'ya verilmiş, takip numarası {yk}. Üç gündür "
            "transfer merkezinde görünüyor. Ne zaman gelir?")
    return mk("tr", "siparis-kargo-takip", text, [], [sip, yk], "negatif: sipariş ve kargo takip numarası")


# ---------------------------------------------------------------- Russian, Ukrainian
@case
def _():
    pp = f"{R.choice(['45', '46', '40', '50', '60'])}{R.choice(['12', '15', '17', '19', '21'])} {rd(6, False)}"
    sn = snils()
    inn = inn10()
    text = (f"Устраиваюсь на работу, кадровик просит прислать данные в Телеграм. Паспорт {pp}, выдан 14.03.2019, "
            f"СНИЛС {sn}. В договоре ещё указан ИНН работодателя {inn} — это их, не мой? И нормально ли вообще "
            "пересылать паспорт в мессенджере?")
    return mk("ru", "pasport-snils-vs-inn", text, [pp, sn], [inn], "свои паспорт и СНИЛС; ИНН работодателя — двойник")


@case
def _():
    c = fmt_card(card("mir"))
    exp, cvc = expiry(), rd(3, False)
    acct = sber_acct()
    text = (f"Бухгалтерия попросила реквизиты для зарплаты. Я скинула: карта Мир {c}, срок {exp}, CVC {cvc}; счёт "
            f"{acct}, ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225. Мне сказали, что CVC им не нужен — "
            "это правда? Что из этого вообще надо было отправлять?")
    return mk("ru", "karta-schet-vs-bik", text, [c, exp, cvc, acct], ["044525225", "30101810400000000225"],
              "карта с CVC и свой счёт; БИК и корр. счёт банка — двойники")


@case
def _():
    code = rd(6)
    zay = rd(10)
    text = ("Сейчас перешлю СМС от Госуслуг, скажи, это настоящее или развод? Я ничего не подавал.\n---\n"
            f"Код подтверждения: {code}. Никому не сообщайте код! Заявление № {zay} на замену водительского удостоверения.")
    return mk("ru", "kod-gosuslugi-sms", text, [code], [zay],
              "несколько сообщений: анонс, затем СМС с кодом; номер заявления — двойник")


@case
def _():
    tr = s10("RA", "RU")
    oz = f"{rd(8)}-{rd(4)}"
    text = (f"Отправление {tr} уже неделю в статусе «Прибыло в место вручения», а извещения нет. Это заказ с Ozon "
            f"№ {oz}. Можно получить без извещения, только по паспорту?")
    return mk("ru", "trek-nomer-zakaz", text, [], [tr, oz], "отрицательный: трек-номер и номер заказа")


@case
def _():
    ip = rnokpp()
    ed = rd(8)
    text = (f"Заповнюю декларацію через Дію. Мій РНОКПП {ip}, а роботодавець у довідці вказаний з кодом ЄДРПОУ {ed}. "
            "Чи треба окремо декларувати відсотки з депозиту?")
    return mk("uk", "rnokpp-vs-edrpou", text, [ip], [ed], "власний РНОКПП; код ЄДРПОУ роботодавця — двійник")


@case
def _():
    ib = iban_make("UA", R.choice(["305299", "322001", "300465"]) + "0000026" + rd(12, False))
    fop = rnokpp()
    c = fmt_card(card("privat"))
    cvv = rd(3, False)
    text = (f"Оплачую курси англійської. ФОП надіслав реквізити: IBAN {ib}, РНОКПП {fop}, призначення «оплата за "
            f"навчання». А на сайті форма просить номер моєї картки {c} і CVV2 {cvv}. Це нормально, чи краще просто "
            "переказати на IBAN?")
    return mk("uk", "kartka-cvv-vs-iban-fop", text, [c, cvv], [ib, fop],
              "власна картка з CVV2; IBAN і РНОКПП ФОП — публічні реквізити, двійники")


@case
def _():
    ttn = "2045" + rd(10, False)
    rz = rd(9)
    text = (f"Посилка Нової пошти з ТТН {ttn} третій день «прямує до відділення». Замовлення на Rozetka № {rz}. "
            "Куди писати, продавцю чи в Нову пошту?")
    return mk("uk", "ttn-zamovlennia", text, [], [ttn, rz], "негативний: ТТН і номер замовлення")


# ---------------------------------------------------------------- Chinese, Japanese, Korean
@case
def _():
    cid = cnid()
    u = uscc()
    phone = "13" + R.choice("5789") + rd(8, False)
    text = (f"帮我整理一下租房合同里乙方的信息：姓名王丽，身份证号{cid}，手机{phone}。甲方是安居房产经纪有限公司，"
            f"统一社会信用代码{u}。做成表格就行。")
    return mk("zh", "shenfenzheng-vs-xinyongdaima", text, [cid], [u, phone],
              "本人身份证号；公司的统一社会信用代码和手机号是相似值")


@case
def _():
    c = grp(card("up19"), 4)
    pw6 = rd(6)
    order = rd(19)
    text = (f"淘宝订单{order}付款一直失败，提示“银行卡状态异常”。我绑的卡是{c}，支付密码{pw6}也没输错啊，"
            "是不是卡被冻结了？应该找银行还是找淘宝客服？")
    return mk("zh", "yinhangka-zhifumima", text, [c, pw6], [order], "银行卡号和支付密码；订单号是相似值")


@case
def _():
    ak = "LTAI5t" + rs(ALNUM, 18)
    sk = rs(ALNUM, 30)
    rid = rhex(24, True)
    text = (f"用阿里云 OSS 的 Python SDK 上传文件报错 InvalidAccessKeyId，RequestId: {rid}。配置是这样的：\n\n"
            f"access_key_id: {ak}\naccess_key_secret: {sk}\nendpoint: oss-cn-hangzhou.aliyuncs.com\n"
            "bucket: photo-backup-2024\n\n是不是 endpoint 写错了？")
    return mk("zh", "aliyun-accesskey", text, [ak, sk], [rid], "阿里云 AccessKey；RequestId 是相似值")


@case
def _():
    sf = "SF" + rd(13)
    fpdm = rd(12)
    fphm = rd(8)
    text = (f"在京东买的显示器坏了要走售后。顺丰单号{sf}，发票代码{fpdm}，发票号码{fphm}。客服说要提供发票照片，"
            "这几个号码分别是什么意思？")
    return mk("zh", "kuaidi-fapiao", text, [], [sf, fpdm, fphm], "负例：快递单号、发票代码和发票号码")


@case
def _():
    mn = mynumber()
    mnf = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    hj = hojin()
    text = (f"年末調整の扶養控除等申告書に個人番号を書く欄があります。私のマイナンバーは{mnf}です。"
            f"会社の法人番号（{hj}）もどこかに書く必要がありますか？記入例を作ってください。")
    return mk("ja", "mynumber-vs-hojin", text, [mnf], [hj], "本人のマイナンバー。会社の法人番号は公開情報で類似値")


@case
def _():
    br = rd(3)
    a1 = rd(7)
    a2 = rd(7)
    text = ("人事に給与振込口座を伝えるメールを書いてください。三井住友銀行（金融機関コード0009）渋谷支店、"
            f"店番{br}、普通預金、口座番号{a1}です。\n---\n"
            f"すみません、訂正です。口座番号は{a2}でした。{a1}は妻の口座でした。")
    return mk("ja", "koza-bango-teisei", text, [a1, a2], ["0009", br],
              "複数メッセージ：口座番号の訂正（どちらも秘密）。金融機関コードと店番は類似値")


@case
def _():
    ssid = "aterm-" + rhex(6) + "-g"
    key = rhex(13)
    text = (f"実家のルーター（Aterm）に親のiPhoneをつなぎたいです。ラベルには「SSID：{ssid}」「暗号化キー：{key}」と"
            "書いてあります。機械が苦手な母向けに手順を書いてもらえますか？")
    return mk("ja", "aterm-wifi-key", text, [key], [ssid], "Wi-Fi暗号化キー。SSIDは類似値")


@case
def _():
    amz = f"249-{rd(7)}-{rd(7)}"
    ym = f"{rd(4)}-{rd(4)}-{rd(4)}"
    text = (f"Amazonで注文した商品（注文番号 {amz}）が届きません。ヤマト運輸の伝票番号は{ym}で、"
            "ステータスが「持戻」になっています。再配達はどこから頼めますか？")
    return mk("ja", "chumon-denpyo", text, [], [amz, ym], "負例：注文番号と伝票番号")


@case
def _():
    r = rrn(1952, 1968)
    b = brn()
    text = (f"연말정산 부양가족 등록하려는데 어머니 주민등록번호가 필요하대요. 어머니 주민번호는 {r}이고, 회사 "
            f"사업자등록번호는 {b}예요. 어머니가 국민연금을 받으시는데 기본공제 받을 수 있나요?")
    return mk("ko", "jumin-vs-saeopja", text, [r], [b], "어머니의 주민등록번호(위임받은 값); 회사 사업자등록번호는 유사값")


@case
def _():
    pw = pw_h()
    otp = rd(6)
    tx = rd(12)
    text = (f"은행 앱에서 이체하는데 계속 오류가 나요. 공동인증서 비밀번호 {pw} 입력하고 OTP {otp}까지 넣었는데 "
            f"'거래번호 {tx} 처리할 수 없습니다'라고 떠요. 뭐가 문제일까요?")
    return mk("ko", "injeungseo-otp", text, [pw, otp], [tx], "인증서 비밀번호와 OTP; 거래번호는 유사값")


@case
def _():
    od = rd(13)
    cj = rd(12)
    text = (f"쿠팡에서 주문한 게 안 와요. 주문번호 {od}, CJ대한통운 운송장번호 {cj}인데 조회하면 3일째 "
            "'간선하차'에서 멈춰 있어요. 고객센터에 뭐라고 문의해야 하나요?")
    return mk("ko", "jumun-unsongjang", text, [], [od, cj], "음성 사례: 주문번호와 운송장번호")


# ---------------------------------------------------------------- Arabic, Persian, Hebrew
@case
def _():
    ib = ifmt(iban_make("SA", "80" + rd(18, False)))
    nid = luhn_make("1" + rd(8, False))
    chk("Saudi national id Luhn", nid, luhn_ok)
    nid_ar = nid.translate(AR)
    text = (f"أريد تحويل راتبي إلى حسابي الجديد في مصرف الراجحي. رقم الآيبان الخاص بي {ib} ورقم الهوية الوطنية "
            f"{nid_ar}. هل أحتاج أيضاً رمز السويفت RJHISARI إذا كان التحويل من بنك سعودي آخر؟")
    return mk("ar", "iban-hawiya-vs-swift", text, [ib, nid_ar], ["RJHISARI"],
              "الآيبان ورقم الهوية (بأرقام عربية مشرقية) سريان؛ رمز السويفت للبنك شبيه")


@case
def _():
    otp = rd(4)
    ref = rd(10)
    text = (f"وصلتني هذه الرسالة: \"رمز التحقق الخاص بك هو {otp}. لا تشارك هذا الرمز مع أي شخص.\" وبعدها اتصل بي شخص "
            f"يقول إنه من البنك ويريد الرمز لإلغاء عملية مشبوهة رقمها المرجعي {ref}. هل أعطيه الرمز؟")
    return mk("ar", "ramz-tahaqquq", text, [otp], [ref], "رمز تحقق لمرة واحدة؛ الرقم المرجعي شبيه")


@case
def _():
    inv = "INV-" + rd(6)
    trn = "100" + rd(12, False)
    od = rd(9)
    text = (f"اشتريت ثلاجة من متجر إلكتروني في دبي. في الفاتورة الضريبية: رقم الفاتورة {inv}، الرقم الضريبي للمتجر "
            f"(TRN) {trn}، ورقم الطلب {od}. هل يمكنني استرداد ضريبة القيمة المضافة عند المغادرة كسائح؟")
    return mk("ar", "fatura-trn", text, [], [inv, trn, od], "سلبي: رقم الفاتورة والرقم الضريبي للمتجر ورقم الطلب")


@case
def _():
    nc = ir_code()
    trk = rd(12)
    text = (f"می‌خواهم در سامانه ثبت‌نام کنم ولی وقتی کد ملی‌ام ({nc}) را وارد می‌کنم خطای «کد ملی نامعتبر» می‌دهد. "
            f"شماره پیگیری درخواست قبلی‌ام {trk} بود. چه کار کنم؟")
    return mk("fa", "kod-melli-peygiri", text, [nc], [trk], "کد ملی خود کاربر؛ شماره پیگیری مشابه است")


@case
def _():
    cf = grp(card("iran"), 4, "-").translate(FA)
    exp = f"{R.randint(1404, 1408)}/{R.randint(1, 12):02d}".translate(FA)
    cvv = rd(4, False)
    pin2 = rd(7)
    sheba = ifmt(iban_make("IR", "0" + R.choice(["17", "12", "19", "55", "57"]) + rd(19, False)))
    text = (f"از یک فروشگاه اینترنتی خرید کردم و درگاه خطا داد. شماره کارتم {cf} است، تاریخ انقضا {exp}، cvv2 {cvv} و "
            f"رمز دوم پویا {pin2} را هم وارد کردم. حالا فروشنده می‌گوید مبلغ را مستقیم به شماره شبای فروشگاه {sheba} "
            "واریز کنم. مطمئن است؟")
    return mk("fa", "kart-ramz-pouya-vs-sheba", text, [cf, exp, cvv, pin2], [sheba],
              "کارت (با ارقام فارسی)، انقضا، cvv2 و رمز پویا؛ شبای فروشگاه مشابه است")


@case
def _():
    post = rd(24)
    fac = rd(7).translate(FA)
    text = (f"بسته‌ام را با پست پیشتاز فرستاده‌اند و کد رهگیری {post} است ولی سایت پست چیزی نشان نمی‌دهد. شماره فاکتور "
            f"فروشگاه هم {fac} است. معمولاً چند روز طول می‌کشد؟")
    return mk("fa", "rahgiri-post-factor", text, [], [post, fac], "منفی: کد رهگیری پست و شماره فاکتور")


@case
def _():
    tz = il_id()
    hp = il_id("51")
    text = (f"אני ממלא טופס 101 במקום עבודה חדש. מספר תעודת הזהות שלי {tz}. בטופס מופיע גם מספר ח.פ. של המעסיק: {hp}. "
            "איפה מסמנים נקודות זיכוי על תואר אקדמי?")
    return mk("he", "teudat-zehut-vs-hp", text, [tz], [hp], "מספר תעודת זהות של המשתמש; ח.פ. של המעסיק דומה")


@case
def _():
    br = rd(3)
    acct = rd(6)
    ref = rd(9)
    text = (f"קיבלתי הודעה שההעברה מהמעסיק נכשלה. פרטי החשבון שלי: בנק הפועלים (12), סניף {br}, מספר חשבון {acct}. "
            f"במכתב מהבנק מופיע מספר אסמכתא {ref}. מה לבדוק קודם?")
    return mk("he", "heshbon-bank-asmachta", text, [acct], [ref], "מספר חשבון הבנק של המשתמש; מספר האסמכתא דומה")


@case
def _():
    od = "8" + rd(15)
    tr = s10("RB", "CN")
    text = (f"הזמנתי מאליאקספרס (הזמנה מספר {od}) ומספר המעקב הוא {tr}. דואר ישראל אומר שהחבילה \"בטיפול\" כבר "
            "שבועיים. למי לפנות?")
    return mk("he", "hazmana-maakav", text, [], [od, tr], "שלילי: מספר הזמנה ומספר מעקב")


# ---------------------------------------------------------------- Hindi
@case
def _():
    a = grp(aadhaar(), 4)
    g = gstin()
    text = (f"मैंने एक दुकान से लैपटॉप खरीदा। बिल पर दुकान का GSTIN {g} लिखा है। अब वारंटी रजिस्टर करने के लिए वो मेरा "
            f"आधार नंबर माँग रहे हैं — {a}। क्या आधार देना ज़रूरी है या कोई और ID चल जाएगी?")
    return mk("hi", "aadhaar-vs-gstin", text, [a], [g], "अपना आधार नंबर; दुकान का GSTIN मिलता-जुलता है")


@case
def _():
    acct = rd(R.choice([11, 14]), False)
    ifsc = R.choice(["SBIN", "HDFC", "ICIC", "PUNB"]) + "0" + rd(6, False)
    p = pin(6, [acct])
    text = (f"पापा के खाते में पैसे भेजने हैं। उनका खाता संख्या {acct} है और IFSC {ifsc}। मेरा UPI PIN {p} है, फिर भी "
            "'Transaction declined by bank' आ रहा है। क्या करूँ?")
    return mk("hi", "upi-pin-khata", text, [acct, p], [ifsc], "पिता का खाता नंबर और अपना UPI PIN; IFSC मिलता-जुलता है")


@case
def _():
    pnr = rd(10)
    tx = rd(12)
    text = (f"मेरा टिकट वेटिंग में है, PNR {pnr}, ट्रेन 12951 मुंबई राजधानी, 14 तारीख़ की। अगर कन्फर्म नहीं हुआ तो "
            f"पैसे अपने-आप वापस आएँगे? IRCTC ट्रांज़ैक्शन आईडी {tx} है।")
    return mk("hi", "pnr-train", text, [], [pnr, "12951", tx], "नकारात्मक: PNR, ट्रेन नंबर और ट्रांज़ैक्शन आईडी")


# ---------------------------------------------------------------- Vietnamese, Thai, Indonesian
@case
def _():
    cccd = R.choice(["001", "079", "048", "031"]) + R.choice("0123") + rd(2, False) + rd(6, False)
    otp = rd(6)
    mst = rd(10)
    text = (f"Mình đang mở tài khoản ngân hàng online (eKYC). Số CCCD của mình là {cccd}, mã OTP vừa nhận là {otp}. "
            f"Công ty mình có mã số thuế {mst}, phần 'nơi làm việc' có cần điền cái này không?")
    return mk("vi", "cccd-otp-vs-mst", text, [cccd, otp], [mst], "CCCD và OTP của người dùng; mã số thuế công ty là giá trị giống")


@case
def _():
    ft = "FT" + rd(5) + rs(UP + DIG, 7)
    stk = "0" + rd(12)
    pw = pw_h(VI_W)
    text = (f"Mình chuyển khoản 2.500.000đ cho chủ nhà mà bên kia báo chưa nhận. Mã giao dịch {ft}. Tài khoản của mình "
            f"là {stk} (Vietcombank). Có người nhắn Zalo tự xưng nhân viên ngân hàng, xin mật khẩu VCB Digibank để "
            f"kiểm tra; mật khẩu của mình là {pw}, có nên đưa không?")
    return mk("vi", "stk-matkhau-vs-magiaodich", text, [stk, pw], [ft], "số tài khoản và mật khẩu; mã giao dịch là giá trị giống")


@case
def _():
    sp = "2405" + f"{R.randint(1, 28):02d}" + rs(UP + DIG, 8)
    ghn = rs(UP, 6) + rd(2)
    text = (f"Đơn Shopee mã {sp} giao qua GHN, mã vận đơn {ghn}, đã 5 ngày vẫn 'đang trung chuyển'. Mình có được hủy "
            "đơn không?")
    return mk("vi", "don-shopee-van-don", text, [], [sp, ghn], "âm tính: mã đơn hàng và mã vận đơn")


@case
def _():
    t = thid()
    tf = f"{t[0]}-{t[1:5]}-{t[5:10]}-{t[10:12]}-{t[12]}"
    co = thid("0")
    text = ("ช่วยเขียนอีเมลถึงฝ่ายบุคคลหน่อย ขอหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ของปี 2566 "
            f"เลขบัตรประชาชนของฉันคือ {tf} ส่วนบริษัทมีเลขประจำตัวผู้เสียภาษี {co}")
    return mk("th", "bat-prachachon-vs-tax-id", text, [tf], [co], "เลขบัตรประชาชนของผู้ใช้; เลขผู้เสียภาษีของบริษัทเป็นค่าคล้าย")


@case
def _():
    otp = rd(6)
    ref = rs(UP, 4)
    pw = pw_h()
    text = (f"ได้ SMS ว่า \"OTP={otp} (Ref={ref}) ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น\" แต่ฉันไม่ได้ทำรายการอะไรเลย "
            f"เมื่อวานเพิ่งเปลี่ยนรหัสผ่านแอปธนาคารเป็น {pw} ควรทำอย่างไรดี")
    return mk("th", "otp-ref-rahat-phan", text, [otp, pw], [ref], "OTP และรหัสผ่าน; Ref ใน SMS เป็นค่าคล้าย")


@case
def _():
    pp = f"08{R.choice('1256789')}-{rd(3)}-{rd(4)}"
    ems = s10("EB", "TH")
    text = (f"ร้านค้าออนไลน์ให้โอนผ่านพร้อมเพย์เบอร์ {pp} แล้วส่งของทาง EMS เลขพัสดุ {ems} แต่ตรวจสถานะไม่เจอ "
            "ร้านนี้น่าเชื่อถือไหม")
    return mk("th", "promptpay-ems", text, [], [pp, ems], "ลบ: พร้อมเพย์ของร้านและเลขพัสดุ")


@case
def _():
    d = rdate(1975, 2000)
    nik = R.choice(["3171", "3273", "3578", "3374"]) + rd(2) + f"{d.day + 40 * R.randint(0, 1):02d}{d.month:02d}{d.year % 100:02d}" + rd(4)
    npwp = f"{rd(2)}.{rd(3)}.{rd(3)}.{rd(1)}-{rd(3)}.{rd(3)}"
    va = "88888" + rd(11)
    text = (f"Aku mau daftar BPJS Kesehatan mandiri lewat aplikasi. NIK aku {nik}, NPWP {npwp}. Terus bayarnya lewat "
            f"virtual account {va} — itu nomor apa sih, aman nggak kalau dikasih ke orang lain?")
    return mk("id", "nik-npwp-vs-va", text, [nik, npwp], [va], "NIK dan NPWP sendiri; nomor virtual account mirip")


@case
def _():
    resi = "JP" + rd(10)
    otp = rd(6)
    p = pin(6, [otp])
    text = (f"Tadi ada kurir WA bilang paket dengan resi {resi} harus dikonfirmasi, terus minta kode OTP {otp} yang masuk "
            f"ke HP aku. Aku juga sempat kasih PIN m-banking aku ({p}) karena panik. Sekarang harus ngapain dulu?")
    return mk("id", "otp-pin-kurir-palsu", text, [otp, p], [resi], "OTP dan PIN m-banking; nomor resi mirip")


@case
def _():
    inv = f"INV/2024{rd(4)}/MPL/{rd(10)}"
    jne = rd(15)
    text = (f"Pesanan Tokopedia dengan invoice {inv} statusnya 'pesanan tiba' tapi barangnya nggak ada. Resi JNE {jne}. "
            "Gimana cara komplain ke penjual?")
    return mk("id", "invoice-resi", text, [], [inv, jne], "negatif: nomor invoice dan resi")


# ---------------------------------------------------------------- Tagalog, Swahili
@case
def _():
    ref = rd(13)
    mpin = pin(4, [ref])
    otp = pin(6, [ref, mpin])
    text = (f"Nag-send ako ng ₱1,500 sa GCash kahapon pero hindi pa raw natatanggap ng kapatid ko. Ref No. {ref}. "
            f"May nag-text na taga-GCash daw sila at hiningi yung MPIN ko ({mpin}) at yung OTP na {otp}. Naibigay ko na, "
            "ano'ng gagawin ko?")
    return mk("tl", "gcash-mpin-otp-vs-ref", text, [mpin, otp], [ref], "MPIN at OTP; ang Ref No. ng resibo ay kamukha lamang")


@case
def _():
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    tin = f"{rd(3)}-{rd(3)}-{rd(3)}"
    tco = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    text = (f"Magsisimula ako sa bagong trabaho next week. Hinihingi ng HR ang SSS number ko ({sss}) at TIN ({tin}). "
            f"Sa BIR Form 2316 ng dati kong employer, nakalagay ang TIN nila na {tco}. Kailangan ko pa bang mag-file ng 1905?")
    return mk("tl", "sss-tin-vs-company-tin", text, [sss, tin], [tco], "sariling SSS at TIN; ang TIN ng kumpanya ay kamukha")


@case
def _():
    ref = rd(13)
    acct = rd(10)
    text = (f"Nagbayad ako ng Meralco bill sa GCash. Sa receipt: Ref No. {ref}, Account No. {acct}, Amount ₱3,482.15. "
            "Hindi pa nag-a-update sa Meralco app. Ilang araw bago mag-reflect?")
    return mk("tl", "meralco-receipt-ref", text, [], [ref, acct], "negatibo: Ref No. ng resibo at account number ng bill")


@case
def _():
    till = rd(6)
    while True:
        code = "S" + rs(UP + DIG, 9)
        if any(c.isdigit() for c in code) and sum(c.isalpha() for c in code) >= 4:
            break
    p = pin(4, [till])
    text = (f"Jana nililipa dukani kwa Buy Goods, Till Number {till}. Nikapata ujumbe huu:\n\"{code} Confirmed. "
            "Ksh2,450.00 paid to MAMA NJERI SHOP. on 12/5/24 at 3:14 PM.New M-PESA balance is Ksh8,112.50. "
            "Transaction cost, Ksh0.00.\"\n\n"
            f"Leo mtu amenipigia akisema alituma pesa kwangu kimakosa, anataka PIN yangu ya M-Pesa ({p}) ili azirudishe. Nifanye nini?")
    return mk("sw", "mpesa-code-pin-vs-till", text, [code, p], [till],
              "msimbo wa muamala wa M-Pesa na PIN ni siri; namba ya Till ni mfanano")


@case
def _():
    nid = rd(8)
    kra = "A0" + rd(8) + R.choice(UP)
    kco = "P05" + rd(7) + R.choice(UP)
    text = (f"Ninajaza fomu ya ajira mpya. Namba yangu ya kitambulisho ni {nid} na KRA PIN yangu ni {kra}. Kampuni "
            f"imeandika PIN yake kwenye barua ya ofa: {kco}. Je, nahitaji pia cheti cha tax compliance?")
    return mk("sw", "kitambulisho-kra-pin", text, [nid, kra], [kco], "kitambulisho na KRA PIN yangu; PIN ya kampuni ni mfanano")


@case
def _():
    meter = rd(11)
    inv = "INV-" + rd(7)
    text = (f"Nataka kununua tokeni za umeme kwa M-Pesa. Paybill ni 888880 na namba ya akaunti ni namba ya mita yangu, "
            f"{meter}. Nikikosea namba ya mita, pesa zinarudi? Ankara ya mwenye nyumba ina namba {inv}.")
    return mk("sw", "paybill-mita", text, [], ["888880", meter, inv], "hasi: Paybill, namba ya mita na ankara")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
SEP = "\n---\n"


def hostile_chars(s):
    bad = []
    for ch in s:
        o = ord(ch)
        if (o < 0x20 and ch != "\n") or 0x7F <= o <= 0x9F or 0xD800 <= o <= 0xDFFF \
                or ch in "\u2028\u2029\ufeff\ufffe\uffff":
            bad.append(f"U+{o:04X}")
    return bad


def spans(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def embedded(text, a, b):
    """True if text[a:b] (a listed value) touches a longer number."""
    v = text[a:b]
    if v[0].isdigit() and a > 0:
        p = text[a - 1]
        if p.isdigit() or (p in "-/.," and a > 1 and text[a - 2].isdigit()):
            return True
    if v[-1].isdigit() and b < len(text):
        n = text[b]
        if n.isdigit() or (n in "-/.," and b + 1 < len(text) and text[b + 1].isdigit()):
            return True
    return False


def validate(cases):
    errs = []
    seen = set()
    for c in cases:
        cid = c["id"]
        if cid in seen:
            errs.append(f"{cid}: duplicate id")
        seen.add(cid)
        parts = cid.split("-", 2)
        if len(parts) != 3 or parts[0] != PREFIX or len(parts[1]) != 3 or not parts[1].isdigit() \
                or not parts[2] or any(ch not in LO + DIG + "-" for ch in parts[2]):
            errs.append(f"{cid}: bad id")
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: unknown lang {c['lang']}")
        t = c["text"]
        for field in ("id", "lang", "text", "note"):
            if not isinstance(c[field], str) or not c[field].strip():
                errs.append(f"{cid}: empty {field}")
            elif hostile_chars(c[field]):
                errs.append(f"{cid}: YAML-hostile characters in {field}: {hostile_chars(c[field])}")
        if SEP in t and any(not p.strip() for p in t.split(SEP)):
            errs.append(f"{cid}: empty message part")
        sec, lk = c["secrets"], c["lookalikes"]
        for name, lst in (("secrets", sec), ("lookalikes", lk)):
            if len(set(lst)) != len(lst):
                errs.append(f"{cid}: duplicate value in {name}")
            for v in lst:
                if not isinstance(v, str) or not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded value {v!r} in {name}")
                    continue
                if hostile_chars(v):
                    errs.append(f"{cid}: YAML-hostile characters in value {v!r}")
                if v not in t:
                    errs.append(f"{cid}: {name} value not in text: {v!r}")
                    continue
                if len(v) <= 6 and t.count(v) != 1:
                    errs.append(f"{cid}: short value {v!r} occurs {t.count(v)} times")
                for a, b in spans(t, v):
                    if embedded(t, a, b):
                        errs.append(f"{cid}: value {v!r} embedded in a longer number")
        if set(sec) & set(lk):
            errs.append(f"{cid}: value both secret and look-alike")
        ss = [sp for v in sec for sp in spans(t, v)]
        ls = [sp for v in lk for sp in spans(t, v)]
        for a, b in ss:
            for x, y in ls:
                if a < y and x < b:
                    errs.append(f"{cid}: secret span {t[a:b]!r} overlaps look-alike {t[x:y]!r}")
    for label, value, fn in CHECKS:
        try:
            ok = fn(value)
        except Exception as e:  # noqa: BLE001
            ok = False
            label += f" ({e})"
        if not ok:
            errs.append(f"check digit failed: {label}: {value}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append(f"    {key}:")
                out.extend(f"      - {q(v)}" for v in c[key])
            else:
                out.append(f"    {key}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) != 2:
        print(f"usage: python3 {argv[0]} {NAME}.yaml", file=sys.stderr)
        return 2
    cases = []
    for i, fn in enumerate(CASES, 1):
        d = fn()
        cases.append({"id": f"{PREFIX}-{i:03d}-{d['slug']}", "lang": d["lang"], "text": d["text"],
                      "secrets": d["secrets"], "lookalikes": d["lookalikes"], "note": d["note"]})
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        return 1
    with open(argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(to_yaml(cases))
    pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {argv[1]}: {len(cases)} cases ({pos} positive, {len(cases) - pos} negative), "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes, "
          f"{len({c['lang'] for c in cases})} languages, {sum(1 for c in cases if SEP in c['text'])} multi-message, "
          f"{len(CHECKS)} computed check values verified")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
