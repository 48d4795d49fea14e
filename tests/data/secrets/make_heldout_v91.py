#!/usr/bin/env python3
"""Deterministic generator for the blind evaluation set heldout_v91 (secrets filter).

Usage: python3 make_heldout_v91.py heldout_v91.yaml
Standard library only; every value is drawn from random.Random(91).
Validates everything before writing; exits 1 on any problem.
"""
import sys, json, random, string, base64, struct, datetime, unicodedata, hashlib

NAME = "heldout_v91"
SEED = 91
PREFIX = "H91"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = string.ascii_letters + string.digits
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
B64C = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B32C = UP + "234567"


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n, lead=True):
    s = rs(DIG, n)
    if lead and n > 1 and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    assert i == len(s), (s, sizes)
    return sep.join(out)


def grp_n(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def rdate(y0, y1):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 12, 31).toordinal()
    return datetime.date.fromordinal(R.randint(start, end))


def to_script_digits(s, zero):
    """Convert ASCII digits to another script's digits (zero = that script's 0)."""
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() and c.isascii() else c for c in s)


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
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


def luhn_num(prefix, length):
    body = prefix + rd(length - len(prefix) - 1, lead=False)
    return body + luhn_digit(body)


def gs1(body):
    s = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return str((10 - s % 10) % 10)


def mod11(body, weights):
    c = 11 - sum(int(a) * w for a, w in zip(body, weights)) % 11
    if c == 11:
        return 0
    if c == 10:
        return None
    return c


def iban(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{cc}{98 - n % 97:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


def fmt_iban(s):
    return grp_n(s, 4, " ")


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


# ---------------------------------------------------------------- cards
def card(kind):
    if kind == "visa":
        n = luhn_num("4" + rd(5, lead=False), 16)
    elif kind == "mc":
        n = luhn_num(pick(["51", "52", "53", "54", "55"]) + rd(4, lead=False), 16)
    elif kind == "mc2":
        n = luhn_num(str(ri(2221, 2720)) + rd(2, lead=False), 16)
    elif kind == "amex":
        n = luhn_num(pick(["34", "37"]) + rd(4, lead=False), 15)
    elif kind == "unionpay":
        n = luhn_num("62" + pick(["2202", "2848", "2700", "1700", "2588"]), 19)
    elif kind == "mir":
        n = luhn_num("220" + str(ri(0, 4)) + rd(2, lead=False), 16)
    elif kind == "rupay":
        n = luhn_num(pick(["6521", "6522", "6082"]) + rd(2, lead=False), 16)
    elif kind == "troy":
        n = luhn_num("9792" + rd(2, lead=False), 16)
    elif kind == "iran":
        n = luhn_num(pick(["603799", "610433", "621986", "627412"]), 16)
    elif kind == "discover":
        n = luhn_num("6011" + rd(2, lead=False), 16)
    else:
        raise ValueError(kind)
    return n


def card_fmt(n):
    if len(n) == 15:
        return grp(n, [4, 6, 5])
    if len(n) == 19:
        return grp(n, [4, 4, 4, 4, 3])
    return grp_n(n, 4)


def expiry(sep="/"):
    return f"{ri(1, 12):02d}{sep}{ri(26, 31)}"


# ---------------------------------------------------------------- national ids and accounts
def us_ssn():
    while True:
        a = ri(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{ri(1, 99):02d}-{ri(1, 9999):04d}"


def us_ein():
    return f"{pick(['20', '26', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '92', '93'])}-{rd(7, lead=False)}"


def aba_routing():
    b = f"{pick([ri(1, 12), ri(21, 32)]):02d}" + rd(6, lead=False)
    for c in DIG:
        s = b + c
        if (3 * (int(s[0]) + int(s[3]) + int(s[6])) + 7 * (int(s[1]) + int(s[4]) + int(s[7]))
                + (int(s[2]) + int(s[5]) + int(s[8]))) % 10 == 0:
            return s
    raise AssertionError


def ca_sin():
    n = luhn_num(str(ri(1, 7)), 9)
    return grp(n, [3, 3, 3])


def uk_nhs():
    while True:
        b = rd(9)
        c = mod11(b, range(10, 1, -1))
        if c is not None:
            return grp(b + str(c), [3, 3, 4])


def uk_nino():
    L = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = pick(L) + pick(L)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rd(6, lead=False)
    return f"{p} {d[0:2]} {d[2:4]} {d[4:6]} {pick('ABCD')}"


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rd(8)
        for c in DIG:
            s = b + c
            if sum(int(x) * y for x, y in zip(s, w)) % 11 == 0:
                return grp(s, [3, 3, 3])


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        s = rd(11)
        d = [int(x) for x in s]
        d[0] -= 1
        if sum(a * b for a, b in zip(d, w)) % 89 == 0:
            return grp(s, [2, 3, 3, 3])


def au_medicare():
    b = str(ri(2, 6)) + rd(7, lead=False)
    c = sum(int(x) * y for x, y in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return f"{b[:4]} {b[4:]}{c} {ri(1, 5)}"


def sg_nric():
    p = pick("ST")
    d = rd(7, lead=False)
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[s % 11]


def in_aadhaar():
    b = str(ri(2, 9)) + rd(10, lead=False)
    return grp(b + verhoeff_digit(b), [4, 4, 4])


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rd(4, lead=False) + pick(UP)


def in_ifsc(bank):
    return bank + "0" + rd(6, lead=False)


def ng_nuban(bank):
    serial = rd(9, lead=False)
    w = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]
    s = sum(int(a) * b for a, b in zip(bank + serial, w))
    return serial + str((10 - s % 10) % 10)


def cn_id(birth):
    area = pick(["110105", "310115", "440305", "330106", "510107", "420106", "320106", "370202"])
    b = area + birth.strftime("%Y%m%d") + rd(3, lead=False)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * c for a, c in zip(b, w)) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    base = rd(8, lead=False)
    s = sum(int(c) * x for c, x in zip(base, [3, 7, 9, 10, 5, 8, 4, 2]))
    c = 11 - s % 11
    org = base + ("X" if c == 10 else ("0" if c == 11 else str(c)))
    body = "91" + pick(["110108", "310115", "440300", "330106", "320594"]) + org
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_CH.index(ch) * x for ch, x in zip(body, w)) % 31
    return body + USCC_CH[0 if c == 31 else c]


def jp_mynumber():
    b = rd(11)
    s = 0
    for n in range(1, 12):
        s += int(b[11 - n]) * (n + 1 if n <= 6 else n - 5)
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = rd(12, lead=False)
    s = sum(int(b[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def kr_rrn(birth, male):
    g = (1 if male else 2) if birth.year < 2000 else (3 if male else 4)
    b = birth.strftime("%y%m%d") + str(g) + rd(5, lead=False)
    s = sum(int(a) * x for a, x in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return b[:6] + "-" + b[6:] + str((11 - s % 11) % 10)


def kr_brn():
    b = rd(9)
    s = sum(int(a) * x for a, x in zip(b, [1, 3, 7, 1, 3, 7, 1, 3, 5])) + (int(b[8]) * 5) // 10
    n = b + str((10 - s % 10) % 10)
    return f"{n[:3]}-{n[3:5]}-{n[5:]}"


def sa_id():
    return luhn_num("1" + str(ri(0, 1)), 10)


def ae_eid(birth):
    n = luhn_num("784" + str(birth.year) + rd(1, lead=False), 15)
    return f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}"


def ir_melli():
    while True:
        b = rd(9, lead=False)
        if len(set(b)) == 1:
            continue
        r = sum(int(b[i]) * (10 - i) for i in range(9)) % 11
        return b + str(r if r < 2 else 11 - r)


def il_id():
    b = rd(8, lead=False)
    s = 0
    for i, ch in enumerate(b):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v if v < 10 else v - 9
    return b + str((10 - s % 10) % 10)


def ru_snils():
    while True:
        b = rd(9)
        if int(b) <= 1001998:
            continue
        s = sum(int(b[i]) * (9 - i) for i in range(9))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return f"{b[:3]}-{b[3:6]}-{b[6:9]} {c:02d}"


def ru_inn12():
    b = pick(["77", "78", "50", "66", "16", "54"]) + rd(8, lead=False)
    b += str(sum(int(a) * x for a, x in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    b += str(sum(int(a) * x for a, x in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return b


def ru_inn10():
    b = pick(["77", "78", "50", "66"]) + rd(7, lead=False)
    return b + str(sum(int(a) * x for a, x in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)


def ru_ogrn():
    b = "1" + f"{ri(2, 23):02d}" + pick(["77", "78", "50", "66"]) + rd(7, lead=False)
    return b + str(int(b) % 11 % 10)


def ru_bik():
    return "0445" + rd(2, lead=False) + str(ri(100, 999))


def ru_account(bik, prefix="40817810"):
    body = prefix + "0" + rd(11, lead=False)
    key = bik[-3:] + body
    w = [7, 1, 3] * 8
    s = sum((int(a) * w[i]) % 10 for i, a in enumerate(key))
    return body[:8] + str((s % 10) * 3 % 10) + body[9:]


def ru_account_ok(bik, acc):
    key = bik[-3:] + acc
    w = [7, 1, 3] * 8
    return sum((int(a) * w[i]) % 10 for i, a in enumerate(key)) % 10 == 0


def ua_rnokpp(birth):
    days = (birth - datetime.date(1899, 12, 31)).days
    b = f"{days:05d}" + rd(4, lead=False)
    return b + str(sum(int(a) * x for a, x in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10)


def ua_edrpou():
    b = rd(7)
    n = int(b)
    w = [1, 2, 3, 4, 5, 6, 7] if (n < 3000000 or n > 6000000) else [7, 1, 2, 3, 4, 5, 6]
    c = sum(int(a) * x for a, x in zip(b, w)) % 11
    if c == 10:
        c = sum(int(a) * (x + 2) for a, x in zip(b, w)) % 11 % 10
    return b + str(c)


def pl_pesel(birth, male):
    m = birth.month + (20 if birth.year >= 2000 else 0)
    b = f"{birth.year % 100:02d}{m:02d}{birth.day:02d}" + rd(3, lead=False) + str(pick([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8]))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)


def pl_nip():
    while True:
        b = rd(9)
        c = sum(int(a) * x for a, x in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c != 10:
            return b + str(c)


def pl_regon():
    b = rd(8)
    c = sum(int(a) * x for a, x in zip(b, [8, 9, 2, 3, 4, 5, 6, 7])) % 11
    return b + str(0 if c == 10 else c)


def pl_idcard():
    letters = rs(UP, 3)
    tail = rd(5, lead=False)
    vals = [ord(c) - 55 for c in letters]
    s = vals[0] * 7 + vals[1] * 3 + vals[2] * 1 + sum(int(d) * w for d, w in zip(tail, [7, 3, 1, 7, 3]))
    return letters + str(s % 10) + tail


def pl_nrb_iban(bank4):
    b7 = bank4 + rd(3, lead=False)
    c = (10 - sum(int(a) * x for a, x in zip(b7, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
    return iban("PL", b7 + str(c) + rd(16, lead=False))


def cz_rc(birth, male):
    while True:
        m = birth.month + (0 if male else 50)
        b = f"{birth.year % 100:02d}{m:02d}{birth.day:02d}" + rd(3, lead=False)
        c = int(b) % 11
        if c != 10:
            return f"{b[:6]}/{b[6:]}{c}"


def cz_account():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        a = rd(10)
        if sum(int(x) * y for x, y in zip(a, w)) % 11 == 0:
            return a


def cz_ico():
    b = rd(7)
    s = sum(int(a) * x for a, x in zip(b, [8, 7, 6, 5, 4, 3, 2]))
    return b + str((11 - s % 11) % 10)


def de_steuerid():
    while True:
        digs = list(DIG)
        R.shuffle(digs)
        chosen = digs[:9]
        ten = chosen + [R.choice(chosen)]
        R.shuffle(ten)
        if ten[0] == "0":
            continue
        b = "".join(ten)
        product = 10
        for ch in b:
            s = (int(ch) + product) % 10
            if s == 0:
                s = 10
            product = (s * 2) % 11
        c = 11 - product
        return b + str(0 if c == 10 else c)


def steuerid_check(b):
    product = 10
    for ch in b:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return str(0 if c == 10 else c)


def icao_check(s):
    w = [7, 3, 1]
    tot = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        tot += v * w[i % 3]
    return str(tot % 10)


def de_ausweis():
    first = pick("CFGHJKLMNPRTVWXYZ")
    rest = rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    b = first + rest
    return b + icao_check(b)


def de_kvnr():
    L = pick(UP)
    b = rd(8, lead=False)
    num = f"{ord(L) - 64:02d}" + b
    s = 0
    for i, ch in enumerate(num):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v // 10 + v % 10
    return L + b + str(s % 10)


DE_BANKS = {"10050000": "BELADEBEXXX", "20050550": "HASPDEHHXXX", "37050198": "COLSDE33XXX", "50010517": "INGDDEFFXXX",
            "70150000": "SSKMDEMMXXX", "43060967": "GENODEM1GLS", "12030000": "BYLADEM1001", "76050101": "SSKNDE77XXX",
            "25050180": "SPKHDE2HXXX", "10010010": "PBNKDEFFXXX"}


def de_iban_bic():
    blz = pick(sorted(DE_BANKS))
    return iban("DE", blz + rd(10, lead=False)), DE_BANKS[blz]


def de_iban():
    return de_iban_bic()[0]


def fr_nir(birth, male):
    dept = pick(["75", "69", "13", "33", "59", "31", "44", "67", "06", "35"])
    b = ("1" if male else "2") + f"{birth.year % 100:02d}{birth.month:02d}" + dept + f"{ri(1, 999):03d}" + f"{ri(1, 999):03d}"
    k = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"


FR_BANKS = {"30004": "BNPAFRPPXXX", "30003": "SOGEFRPPXXX", "20041": "PSSTFRPPXXX", "10278": "CMCIFR2AXXX",
            "30002": "CRLYFRPPXXX", "10096": "CMCIFRPPXXX"}


def fr_iban_bic():
    bank = pick(sorted(FR_BANKS))
    guichet = rd(5, lead=False)
    compte = rd(11, lead=False)
    key = 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97)
    return iban("FR", bank + guichet + compte + f"{key:02d}"), FR_BANKS[bank]


def fr_siret():
    siren = luhn_num(str(ri(3, 9)), 9)
    nic = "0" + rd(3, lead=False)
    siret = siren + nic + luhn_digit(siren + nic)
    return siren, siret


def fr_tva(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni():
    n = ri(10000000, 79999999)
    return f"{n:08d}{DNI_L[n % 23]}"


def es_nie():
    p = pick("XY")
    n = rd(7, lead=False)
    return p + n + DNI_L[int(str("XYZ".index(p)) + n) % 23]


def es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - sum(int(a) * x for a, x in zip(s, w)) % 11
    return 0 if c == 11 else (1 if c == 10 else c)


def es_iban():
    bank = pick(["2100", "0049", "0182", "0081", "2085", "0128", "1465"])
    branch = rd(4, lead=False)
    acct = rd(10, lead=False)
    return iban("ES", bank + branch + f"{es_dc('00' + bank + branch)}{es_dc(acct)}" + acct)


def es_cif():
    d = f"{ri(1, 50):02d}" + rd(5, lead=False)
    a = sum(int(d[i]) for i in (1, 3, 5))
    b = 0
    for i in (0, 2, 4, 6):
        v = int(d[i]) * 2
        b += v // 10 + v % 10
    return pick("AB") + d + str((10 - (a + b) % 10) % 10)


def mx_clabe():
    b = pick(["002", "012", "014", "072", "021", "127", "137"]) + pick(["180", "320", "680", "580", "650"]) + rd(11, lead=False)
    w = [3, 7, 1] * 6
    s = sum((int(a) * w[i]) % 10 for i, a in enumerate(b))
    return b + str((10 - s % 10) % 10)


CURP_CH = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
VOW = "AEIOU"


def mx_curp(ap1, ap2, nom, birth, sex, state):
    def first_vowel(w):
        for ch in w[1:]:
            if ch in VOW:
                return ch
        return "X"

    def first_cons(w):
        for ch in w[1:]:
            if ch not in VOW:
                return ch
        return "X"
    base = (ap1[0] + first_vowel(ap1) + ap2[0] + nom[0] + birth.strftime("%y%m%d") + sex + state
            + first_cons(ap1) + first_cons(ap2) + first_cons(nom) + (str(ri(0, 9)) if birth.year < 2000 else pick(UP)))
    s = sum(CURP_CH.index(ch) * (18 - i) for i, ch in enumerate(base))
    return base + str((10 - s % 10) % 10)


def ar_cuit(prefix, dni):
    b = prefix + dni
    c = mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
    if c is None:
        return None
    return f"{b[:2]}-{b[2:]}-{c}"


def br_cpf():
    while True:
        b = rd(9, lead=False)
        if len(set(b)) > 1:
            break
    d1 = sum(int(b[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10
    b2 = b + str(d1)
    d2 = sum(int(b2[i]) * (11 - i) for i in range(10)) * 10 % 11 % 10
    return f"{b[:3]}.{b[3:6]}.{b[6:9]}-{d1}{d2}"


def br_cnpj():
    b = rd(8) + "0001"
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * x for a, x in zip(b, w1)) % 11
    b += str(0 if s < 2 else 11 - s)
    s = sum(int(a) * x for a, x in zip(b, [6] + w1)) % 11
    b += str(0 if s < 2 else 11 - s)
    return f"{b[:2]}.{b[2:5]}.{b[5:8]}/{b[8:12]}-{b[12:]}"


def br_nfe_key(cnpj_digits):
    b = "35" + f"{ri(22, 24)}{ri(1, 12):02d}" + cnpj_digits + "55" + "001" + rd(9, lead=False) + "1" + rd(8, lead=False)
    w = [2, 3, 4, 5, 6, 7, 8, 9]
    s = sum(int(d) * w[i % 8] for i, d in enumerate(reversed(b)))
    r = s % 11
    return b + str(0 if r < 2 else 11 - r)


def pt_nif(first):
    b = first + rd(7, lead=False)
    c = 11 - sum(int(b[i]) * (9 - i) for i in range(8)) % 11
    return b + str(0 if c >= 10 else c)


def pt_iban():
    bank = pick(["0035", "0033", "0007", "0010", "0018", "0036", "0269"])
    core = bank + rd(4, lead=False) + rd(11, lead=False)
    return iban("PT", core + f"{98 - (int(core) * 100) % 97:02d}")


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21, 'A': 1, 'B': 0,
          'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21, 'K': 2, 'L': 4, 'M': 18, 'N': 20,
          'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14, 'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def it_cin(s):
    tot = 0
    for i, c in enumerate(s):
        tot += CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return chr(65 + tot % 26)


def it_cf(surname, name, birth, female, comune):
    def cons(w):
        return [c for c in w if c not in VOW]

    def vows(w):
        return [c for c in w if c in VOW]
    s = (cons(surname) + vows(surname) + ["X"] * 3)[:3]
    nc = cons(name)
    n = [nc[0], nc[2], nc[3]] if len(nc) >= 4 else (nc + vows(name) + ["X"] * 3)[:3]
    day = birth.day + (40 if female else 0)
    body = "".join(s) + "".join(n) + f"{birth.year % 100:02d}" + "ABCDEHLMPRST"[birth.month - 1] + f"{day:02d}" + comune
    return body + it_cin(body)


def it_iban():
    abi = pick(["03069", "02008", "05034", "03111", "01030", "05696", "03062"])
    cab = rd(5, lead=False)
    conto = "0000" + rd(8, lead=False)
    return iban("IT", it_cin(abi + cab + conto) + abi + cab + conto)


def it_piva():
    b = rd(7, lead=False) + f"{ri(1, 100):03d}"
    return b + luhn_digit(b)


def nl_bsn():
    while True:
        b = rd(8)
        c = sum(int(b[i]) * (9 - i) for i in range(8)) % 11
        if c != 10:
            return b + str(c)


def nl_iban():
    return iban("NL", pick(["ABNA", "INGB", "RABO", "SNSB", "ASNB", "KNAB", "BUNQ", "TRIO"]) + rd(10, lead=False))


def se_pnr(birth):
    b = birth.strftime("%y%m%d") + rd(3, lead=False)
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def se_bankgiro():
    n = luhn_num(str(ri(1, 9)), 8)
    return f"{n[:4]}-{n[4:]}"


def dk_cvr():
    while True:
        b = rd(7)
        c = (11 - sum(int(a) * x for a, x in zip(b, [2, 7, 6, 5, 4, 3, 2])) % 11) % 11
        if c != 10:
            return b + str(c)


def no_fnr(birth, male):
    while True:
        ind = f"{ri(0, 49):02d}" + str(pick([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8]))
        b = birth.strftime("%d%m%y") + ind
        k1 = mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = mod11(b + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return b + str(k1) + str(k2)


def no_account():
    while True:
        b = pick(["1503", "1254", "9710", "3000", "1207", "6011", "1506"]) + rd(6, lead=False)
        c = mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            n = b + str(c)
            return f"{n[:4]}.{n[4:6]}.{n[6:]}"


def no_orgnr():
    while True:
        b = pick("89") + rd(7, lead=False)
        c = mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            n = b + str(c)
            return f"{n[:3]} {n[3:6]} {n[6:]}"


HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(birth, male):
    ind = ri(2, 899)
    if (ind % 2 == 1) != male:
        ind += 1
    d = birth.strftime("%d%m%y")
    return d + ("-" if birth.year < 2000 else "A") + f"{ind:03d}" + HETU_CH[int(d + f"{ind:03d}") % 31]


def fi_ytunnus():
    while True:
        b = rd(7)
        r = sum(int(a) * x for a, x in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r != 1:
            return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite(n):
    b = rd(n)
    w = [7, 3, 1]
    s = sum(int(d) * w[i % 3] for i, d in enumerate(reversed(b)))
    v = b + str((10 - s % 10) % 10)
    parts = []
    while v:
        parts.insert(0, v[-5:])
        v = v[:-5]
    return " ".join(parts)


def fi_iban():
    return iban("FI", luhn_num(pick(["1", "5", "8"]) + rd(5, lead=False), 14))


def hu_adoaz(birth):
    days = (birth - datetime.date(1867, 1, 1)).days
    while True:
        b = "8" + f"{days:05d}" + rd(3, lead=False)
        c = sum(int(b[i]) * (i + 1) for i in range(9)) % 11
        if c != 10:
            return b + str(c)


def hu_taj():
    b = rd(8)
    s = sum(int(b[i]) * (3 if i % 2 == 0 else 7) for i in range(8))
    return f"{b[:3]} {b[3:6]} {b[6:]}{s % 10}"


def hu_giro_check(b):
    w = [9, 7, 3, 1]
    return str((10 - sum(int(a) * w[i % 4] for i, a in enumerate(b)) % 10) % 10)


def hu_account():
    first = pick(["117", "104", "120", "107", "116", "109"]) + rd(4, lead=False)
    first += hu_giro_check(first)
    rest = rd(15, lead=False)
    rest += hu_giro_check(rest)
    return f"{first}-{rest[:8]}-{rest[8:]}"


def hu_adoszam():
    b = rd(7)
    return f"{b}{hu_giro_check(b)}-{ri(1, 5)}-{pick(['41', '42', '43', '44', '13', '02', '09', '08'])}"


def ro_cnp(birth, male):
    s = (1 if male else 2) if birth.year < 2000 else (5 if male else 6)
    b = str(s) + birth.strftime("%y%m%d") + f"{pick([ri(1, 40), ri(41, 46)]):02d}" + f"{ri(1, 999):03d}"
    c = sum(int(a) * int(x) for a, x in zip(b, "279146358279")) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = rd(pick([7, 8]))
    key = "753217532"[-len(b):]
    c = sum(int(a) * int(k) for a, k in zip(b, key)) * 10 % 11
    return b + str(0 if c == 10 else c)


def gr_afm(first):
    b = first + rd(7, lead=False)
    return b + str(sum(int(b[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10)


def gr_amka(birth):
    b = birth.strftime("%d%m%y") + rd(4, lead=False)
    return b + luhn_digit(b)


def rf_ref(ref):
    n = int("".join(str(int(c, 36)) for c in ref + "RF00"))
    return f"RF{98 - n % 97:02d}{ref}"


def tr_tckn():
    d = [ri(1, 9)] + [ri(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def th_id(first):
    b = first + rd(11, lead=False)
    c = (11 - sum(int(b[i]) * (13 - i) for i in range(12)) % 11) % 10
    n = b + str(c)
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}", n


def s10(pfx, cc):
    b = rd(8, lead=False)
    c = 11 - sum(int(a) * x for a, x in zip(b, [8, 6, 4, 2, 3, 5, 9, 7])) % 11
    return pfx + b + str(0 if c == 10 else (5 if c == 11 else c)) + cc


VIN_T = {**{str(i): i for i in range(10)}, 'A': 1, 'B': 2, 'C': 3, 'D': 4, 'E': 5, 'F': 6, 'G': 7, 'H': 8,
         'J': 1, 'K': 2, 'L': 3, 'M': 4, 'N': 5, 'P': 7, 'R': 9, 'S': 2, 'T': 3, 'U': 4, 'V': 5, 'W': 6,
         'X': 7, 'Y': 8, 'Z': 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    c = sum(VIN_T[ch] * w for ch, w in zip(v, VIN_W)) % 11
    return "X" if c == 10 else str(c)


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = pick(["1HG", "1FT", "2T1", "5YJ", "1G1", "3VW", "JTD", "KNM"]) + rs(al, 5) + "0" + pick("LMNPRS") + rs(al, 1) + rd(6, lead=False)
    return v[:8] + vin_check(v) + v[9:]


def npi():
    b = str(ri(1, 2)) + rd(8, lead=False)
    return b + luhn_digit("80840" + b)


def imei():
    return luhn_num("35" + rd(6, lead=False), 15)


def iccid():
    return luhn_num("8901260" + rd(4, lead=False), 20)


def isbn13():
    b = "978" + pick("01") + rd(8, lead=False)
    n = b + gs1(b)
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


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


def hrp_expand(h):
    return [ord(x) >> 5 for x in h] + [0] + [ord(x) & 31 for x in h]


def convertbits(data, frm, to):
    acc = bits = 0
    out = []
    maxv = (1 << to) - 1
    for value in data:
        acc = (acc << frm) | value
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (to - bits)) & maxv)
    return out


def btc_bech32():
    data = [0] + convertbits(rbytes(20), 8, 5)
    chk = bech32_polymod(hrp_expand("bc") + data + [0] * 6) ^ 1
    return "bc1" + "".join(BECH[d] for d in data + [(chk >> 5 * (5 - i)) & 31 for i in range(6)])


def bech32_ok(addr):
    hrp, data = addr.lower().rsplit("1", 1)
    return bech32_polymod(hrp_expand(hrp) + [BECH.index(c) for c in data]) == 1


# ---------------------------------------------------------------- tokens and keys
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
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
    key = ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
           + "\n-----END OPENSSH PRIVATE KEY-----")
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip("=")
    return key, publine, fp


def rsa_pem():
    der = b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(1180)
    b = base64.b64encode(der).decode()
    return ("-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
            + "\n-----END RSA PRIVATE KEY-----")


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rbytes(32))}"


def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(AN + "+/", 40)


def gh_pat():
    return "ghp_" + rs(AN, 36)


def gh_fine():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(AN + "-_", 20)


def stripe_live(kind="sk"):
    return f"{kind}_live_51" + rs(AN, 97)


def openai_key():
    return "sk-proj-" + rs(AN + "-_", 74) + "T3BlbkFJ" + rs(AN + "-_", 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"


def google_key():
    return "AIza" + rs(AN + "-_", 35)


def slack_bot():
    return f"xoxb-{rd(12)}-{rd(13)}-{rs(AN, 24)}"


def sendgrid():
    return "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43)


def npm_token():
    return "npm_" + rs(AN, 36)


def hf_token():
    return "hf_" + rs(string.ascii_letters, 34)


def discord_token():
    uid = str(ri(10 ** 17, 13 * 10 ** 17))
    return b64u(uid.encode()) + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 38), uid


def telegram_token():
    return f"{rd(10)}:AA" + rs(AN + "-_", 33)


def b64_of(n):
    return base64.b64encode(rbytes(n)).decode()


PW_WORDS_EN = ["Sunflower", "Maple", "Harbor", "Falcon", "Copper", "Willow", "Thunder", "Pepper", "Orchid", "Cobalt",
               "Juniper", "Marble", "Pixel", "Rocket", "Walrus", "Tango", "Saffron", "Granite", "Meadow", "Lantern",
               "Nebula", "Otter", "Quartz", "Raven", "Summit", "Velvet", "Zephyr", "Cactus", "Dolphin", "Mango",
               "Bluebird", "Pumpkin", "Sparrow", "Tundra", "Voyager", "Hazel", "Indigo", "Kestrel"]
SYMS = "!@#$%&*?_-.+="


def leet(w):
    t = {"a": pick(["4", "@"]), "e": "3", "o": "0", "i": "1", "s": "$"}
    return "".join(t.get(c, c) if R.random() < 0.6 else c for c in w)


def pw_human(words=None):
    words = words or PW_WORDS_EN
    w = pick(words)
    style = ri(0, 4)
    if style == 0:
        return w + str(ri(1960, 2012)) + pick(SYMS)
    if style == 1:
        return w + pick(SYMS) + rd(ri(2, 4), lead=False)
    if style == 2:
        return w + pick(words) + rd(2, lead=False) + pick("!?#")
    if style == 3:
        return leet(w) + rd(ri(2, 3), lead=False) + pick(SYMS)
    return w.lower() + pick(["_", ".", ""]) + pick(words).lower() + rd(ri(1, 4), lead=False)


def pw_random(n=16):
    while True:
        p = rs(AN + "!@#$%^&*-_=+?", n)
        if any(c in "!@#$%^&*-_=+?" for c in p) and any(c.isdigit() for c in p) and any(c.isupper() for c in p):
            return p


SEED_WORDS = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse
achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult
advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol
alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused
analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any
apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest
arrive arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude
attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward
axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic
basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit
best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast
bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border
boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright
bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet
bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call
calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave
ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat
cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar
cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic
clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect
color column combine come comfort comic common company concert conduct confirm congress connect consider control
convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote
crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop
cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current
curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate
debris decade december decide decline decorate decrease deer defense define defy degree delay deliver demand
denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair destroy detail
detect develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner
dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy
doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw
dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager
eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder
electric elegant element elephant elevator elite else embark embody embrace emerge emotion employ empower empty
enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll
ensure enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence
estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute
exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend extra eye
eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat
fatal father fatigue fault favorite feature february federal fee feed feel female fence festival fetch fever few
fiber fiction field figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness
fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil
fold follow food foot force forest forget fork fortune forum forward fossil foster found fox fragile frame
frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain
galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre
gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse
globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain
grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun
gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart
heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole
holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble humor
hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image
imitate immense immune impact impose improve impulse inch include income increase index indicate indoor industry
infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry insane insect
inside inspire install intact interest into invest invite involve iron island isolate issue item ivory jacket
jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just
kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock
know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit
layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson
letter level liar liberty library license life lift light like limb limit link lion liquid list little live
lizard load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber
lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal man manage mandate mango
mansion manual maple marble march margin marine market marriage mask mass master match material math matrix
matter maximum maze meadow mean measure meat mechanic medal media melody melt member memory mention menu mercy
merge merit merry mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster month moon
moral more morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle museum
mushroom music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need
negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee
noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey object oblige
obscure observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic omit
once one onion online only open opera opinion oppose option orange orbit orchard order ordinary organ orient
original orphan ostrich other outdoor outer output outside oval oven over own owner oxygen oyster ozone""".split()


# ---------------------------------------------------------------- self-tests of the check-digit code
def self_tests():
    assert luhn_ok("79927398713")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert iban_ok("ES9121000418450200051332")
    assert es_dc("0021000418") == 4 and es_dc("0200051332") == 5
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert DNI_L[12345678 % 23] == "Z"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    assert (10 - sum(int(a) * x for a, x in zip("4405140135", w)) % 10) % 10 == 9  # PESEL 44051401359
    b = "11010519491231002"
    assert "10X98765432"[sum(int(a) * c for a, c in zip(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11] == "X"
    assert sum(int("11122233"[i]) * (9 - i) for i in range(8)) % 11 == 3  # BSN 111222333
    assert it_cin("RSSMRA85T10A562") == "S"
    assert it_cin("0542811101000000123456") == "X" and iban_ok("IT60X0542811101000000123456")
    assert luhn_digit("811218987") == "6"  # personnummer 811218-9876
    assert HETU_CH[131052308 % 31] == "T"  # HETU 131052-308T
    assert icao_check("T22000129") == "3"
    assert gs1("400638133393") == "1"  # EAN 4006381333931
    assert luhn_digit("80840123456789") == "3"  # NPI 1234567893
    assert vin_check("1M8GDM9AXKP042788") == "X"
    assert bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    assert iban_ok("PT50000201231234567890154")
    assert 98 - (int("0002012312345678901") * 100) % 97 == 54  # NIB check digits of that IBAN
    s = sum(int("112233445"[i]) * (9 - i) for i in range(9))
    assert s == 95  # SNILS 112-233-445 95
    assert sum(int(a) * x for a, x in zip("770708389", [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10 == 3  # INN 7707083893
    my = "12345678901"
    s = sum(int(my[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    assert 11 - s % 11 == 8  # My Number 123456789018
    s = sum(int("000012050002"[12 - n]) * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    assert 9 - s % 9 == 7  # corporate number 7000012050002
    assert "JZIHGFEDCBA"[sum(int(a) * b for a, b in zip("1234567", [2, 7, 6, 5, 4, 3, 2])) % 11] == "D"
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    assert ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4  # TCKN 10000000146
    w = [3, 7, 1] * 6
    assert (10 - sum((int(a) * w[i]) % 10 for i, a in enumerate("03218000011835971")) % 10) % 10 == 9
    # CPF 111.444.777-35, CNPJ 11.222.333/0001-81
    assert sum(int("111444777"[i]) * (10 - i) for i in range(9)) * 10 % 11 % 10 == 3
    s = sum(int(a) * x for a, x in zip("112223330001", [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
    assert 11 - s == 8
    # Polish ID card ABA300000, PKO branch sort code 10201026
    assert (10 * 7 + 11 * 3 + 10 * 1 + 3 * 9) % 10 == 0
    assert (10 - sum(int(a) * x for a, x in zip("1020102", [3, 9, 7, 1, 3, 9, 7])) % 10) % 10 == 6
    # Steuer-ID example 86095742719
    assert steuerid_check("8609574271") == "9"
    # S10 example RB123456785GB
    assert 11 - sum(int(a) * x for a, x in zip("12345678", [8, 6, 4, 2, 3, 5, 9, 7])) % 11 == 5


if __name__ == "__main__" and "--selftest" in sys.argv:
    self_tests()
    print("self-tests ok")
    sys.exit(0)


# ---------------------------------------------------------------- case registry
BUILDERS = []


def case(lang, slug):
    def deco(f):
        BUILDERS.append((lang, slug, f))
        return f
    return deco


def us_phone():
    return f"({pick(['512', '303', '614', '704', '919', '206', '415', '617', '312', '702', '813', '971'])}) {ri(2, 9)}{rd(2, lead=False)}-{rd(4, lead=False)}"


def tollfree():
    return f"1-{pick(['800', '888', '877', '866'])}-{ri(2, 9)}{rd(2, lead=False)}-{rd(4, lead=False)}"


def ups():
    return "1Z" + rs(UP + DIG, 6) + pick(["01", "02", "03", "12"]) + rd(8, lead=False)


def usps():
    b = "9400" + rd(17, lead=False)
    return b + gs1(b)


def amazon_order():
    return f"{pick(['111', '112', '113', '114'])}-{rd(7, lead=False)}-{rd(7, lead=False)}"


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def mac():
    return ":".join(rs(HEXU, 2) for _ in range(6))


def ipv4_private():
    return pick([f"192.168.{ri(0, 10)}.{ri(2, 250)}", f"10.{ri(0, 40)}.{ri(0, 255)}.{ri(2, 250)}"])


# ================================================================ English
@case("en", "airbnb-wifi-lockbox-sign")
def _():
    wifi, box, phone = pw_human(), rd(4), us_phone()
    ssid = pick(["Casa_Luna_5G", "SeasideCottage", "TheBlueDoor-Guest", "Maple_Loft"])
    t = (f"Can you turn this into a cute welcome sign for my Airbnb guests? Wi-Fi: {ssid}, password {wifi}. "
         f"The key is in the lockbox left of the front door, code {box}. Check-out is at 11am, "
         f"text me at {phone} if anything breaks. Keep it short, it goes in a frame next to the coffee maker.")
    return t, [wifi, box], [phone], "Host's Wi-Fi password and lockbox code; host phone is a contact number."


@case("en", "aws-env-access-denied")
def _():
    akid, sec, acct, req = aws_akid(), aws_secret(), rd(12), rs(HEXU, 16)
    t = ("My upload script suddenly gets AccessDenied. Here's my .env and the error, what's wrong?\n\n"
         f"AWS_ACCESS_KEY_ID={akid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=acme-invoices-prod\n\n"
         f"An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:iam::{acct}:user/ci-uploader "
         f"is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::acme-invoices-prod/2024/inv.pdf (Request ID: {req})")
    return t, [akid, sec], [acct, req], "AWS key pair in .env; account id in the ARN and request id are identifiers."


@case("en", "stripe-live-key-prod-fails")
def _():
    sk, wh, pi = stripe_live(), "whsec_" + rs(AN, 32), "pi_3" + rs(AN, 23)
    t = (f"Checkout works in test mode with 4242 4242 4242 4242 but in production every payment fails with "
         f"\"No such payment_intent: '{pi}'\". My server config:\n\nSTRIPE_SECRET_KEY={sk}\nSTRIPE_WEBHOOK_SECRET={wh}\n"
         f"STRIPE_API_VERSION=2023-10-16\n\nAm I mixing up keys between environments?")
    return t, [sk, wh], ["4242 4242 4242 4242", pi], "Live secret key and webhook secret; Stripe test card and object id are look-alikes."


@case("en", "git-remote-token-in-url")
def _():
    user = pick(["dkowalski", "maya-chen", "jtorres92", "lina-dev"])
    tok = gh_pat()
    s1, s2 = rs(HEXL, 7), rs(HEXL, 7)
    t = (f"push keeps failing even though the token is brand new\n\n$ git remote -v\n"
         f"origin  https://{user}:{tok}@github.com/{user}/budget-app.git (fetch)\n"
         f"origin  https://{user}:{tok}@github.com/{user}/budget-app.git (push)\n$ git push\n"
         f" ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs\n\n"
         f"local main is at {s1} and origin/main is at {s2}. what do i do")
    return t, [f"{user}:{tok}"], [s2], "GitHub PAT as URL credentials (user:token listed); short commit hash is a look-alike."


@case("en", "sqlalchemy-postgres-dsn")
def _():
    u = pick(["app_user", "svc_reporting", "django", "metabase_ro"])
    p = pw_random(18)
    ip = ipv4_private()
    t = ("Getting 'password authentication failed' from SQLAlchemy but psql works from the same box:\n\n"
         f"engine = create_engine(\"postgresql+psycopg2://{u}:{p}@db-prod.internal:5432/analytics\", pool_pre_ping=True)\n\n"
         f"FATAL:  no pg_hba.conf entry for host \"{ip}\", user \"{u}\", database \"analytics\", SSL off")
    return t, [f"{u}:{p}"], [ip], "Connection string: only user:password is the secret; host/port/db neutral, client IP look-alike."


@case("en", "hotel-booking-card-form")
def _():
    n = card("mc")
    exp, cvc = expiry(), rd(3, lead=False)
    conf = rd(10)
    hphone = tollfree()
    t = (f"Please fill in the guarantee form for my hotel booking (confirmation {conf}). Name: Daniel Okafor. "
         f"Card: Mastercard {card_fmt(n)}, expires {exp}, security code {cvc}. Arrival Friday, late check-in around 11pm. "
         f"If they need anything the front desk number is {hphone}.")
    return t, [card_fmt(n), exp, cvc], [conf], "Card number, expiry and CVC; booking confirmation is a look-alike."


@case("en", "microsoft-code-sms-phishing-check")
def _():
    code, short = rd(6), rd(5)
    t = (f"Is this legit or phishing? I didn't try to log in. Text from {short}: \"Use {code} as Microsoft account "
         f"security code. Don't share it with anyone.\" Someone on WhatsApp is now asking me to send it to them.")
    return t, [code], [short], "One-time code pasted from SMS; sender short code is a look-alike."


@case("en", "google-backup-codes-print")
def _():
    codes = [f"{rd(4)} {rd(4, lead=False)}" for _ in range(3)]
    lines = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    t = ("Can you lay these out as a small printable card I can keep in my wallet? These are the Google backup codes I haven't used yet:\n\n"
         f"{lines}\n\nBig font please.")
    return t, codes, [], "Three backup codes."


@case("en", "totp-uri-authy-import")
def _():
    seed = rs(B32C, 32)
    user = pick(["sam.whitfield", "priya_n", "mkrause"])
    t = ("Authy says the QR code is invalid. I decoded it with my phone and got this, is the format wrong?\n\n"
         f"otpauth://totp/GitHub:{user}?secret={seed}&issuer=GitHub&algorithm=SHA1&digits=6&period=30")
    return t, [seed], [], "TOTP seed inside an otpauth URI."


@case("en", "ssh-ed25519-private-key-invalid-format")
def _():
    key, pub, fp = openssh_ed25519(pick(["deploy@ci", "anna@thinkpad", "me@homelab"]))
    t = ("ssh says 'Load key \"id_ed25519\": invalid format' on the new server. I copied the file over with notepad. "
         f"Here it is:\n\n{key}\n\nssh-keygen -lf on my laptop shows {fp} for the same key. What got broken?")
    return t, [key], [fp], "OpenSSH private key block; the public fingerprint is a look-alike."


@case("en", "metamask-seed-notes-app")
def _():
    words = " ".join(pick(SEED_WORDS) for _ in range(12))
    addr = "0x" + rs(HEXL, 40)
    t = (f"Is it safe to keep my MetaMask recovery phrase in Apple Notes? It's: {words}. "
         f"My wallet address is {addr} if that matters. I just don't want to lose it again.")
    return t, [words], [addr], "12-word seed phrase (BIP39 checksum not computed); public wallet address is a look-alike."


@case("en", "w4-ssn-employer-ein")
def _():
    ssn, ein = us_ssn(), us_ein()
    t = (f"Help me fill out my W-4 for the new job. My SSN is {ssn}, I'm single, no dependents, one job. "
         f"The employer section already has their EIN {ein} filled in. Form says OMB No. 1545-0074 at the top, "
         f"is that the 2024 version?")
    return t, [ssn], [ein], "User's SSN; employer EIN is a public identifier."


@case("en", "passport-renewal-ds82")
def _():
    pp = str(ri(5, 6)) + rd(8, lead=False)
    trk = usps()
    t = (f"I'm renewing my passport by mail with the DS-82. Old passport number is {pp}, issued 2015. "
         f"Do I write it in box 9? Also I'm sending it with tracking {trk}, is that enough or should I use certified mail?")
    return t, [pp], [trk], "US passport number; USPS tracking number (check digit computed) is a look-alike."


@case("en", "california-dl-dmv")
def _():
    dl = pick(UP) + rd(7, lead=False)
    v = vin()
    conf = rs(UP + DIG, 8)
    t = (f"Filling the DMV change of address online. License number {dl}, and for the car registration they want the VIN, "
         f"it's {v}. The appointment confirmation they emailed me is {conf}. Do I need to do both separately?")
    return t, [dl], [v], "Driver's licence number; VIN (check digit computed) is a look-alike."


@case("en", "aetna-member-id-claim")
def _():
    mid = "W" + rd(9)
    claim = "E" + rd(10)
    n = npi()
    t = (f"Can you write an appeal letter for a denied claim? My Aetna member ID is {mid}. Claim number {claim}, "
         f"date of service March 4. The provider is Dr. Elena Marsh, NPI {n}. They said the MRI wasn't pre-authorized but "
         f"the office told me it was.")
    return t, [mid], [n], "Health insurance member id; doctor's NPI (check digit computed) is a look-alike."


@case("en", "garage-keypad-package")
def _():
    code, trk = rd(4), ups()
    t = (f"Can you draft a note to tape on the door for the UPS driver? Package {trk} needs a signature but I'm at work. "
         f"Tell him he can put it inside the garage, keypad code is {code}, then hit enter and it closes by itself.")
    return t, [code], [trk], "Garage keypad code; UPS tracking number is a look-alike."


@case("en", "alarm-and-safe-for-dad")
def _():
    alarm = rd(4)
    safe = f"{ri(10, 39)}-{ri(10, 39)}-{ri(10, 39)}"
    monitor = tollfree()
    t = (f"Writing down instructions for my dad while we travel. House alarm: disarm code {alarm}, if it goes off by accident "
         f"call the monitoring center at {monitor} and give the password 'bluebonnet'. Closet safe combination is {safe} "
         f"(turn right first). Can you make it a clear checklist?")
    return t, [alarm, "bluebonnet", safe], [monitor], "Alarm code, alarm verbal password, safe combination; monitoring phone is a look-alike."


@case("en", "bank-security-questions")
def _():
    maiden = pick(["Kowalczyk", "Abernathy", "Lindqvist", "Okonkwo", "Marchetti"])
    pet = pick(["Biscuit", "Noodle", "Pickles", "Captain", "Waffles"])
    cs = tollfree()
    t = (f"I need to remember what I put for my bank's security questions. Mother's maiden name: {maiden}. "
         f"First pet: {pet}. The bank's fraud line is {cs}. "
         f"Can you help me make a mnemonic so I don't forget them?")
    return t, [maiden, pet], [cs], "Answers to security questions; bank's phone line is public."


@case("en", "slack-bot-token-python")
def _():
    tok = slack_bot()
    ch = "C0" + rs(UP + DIG, 9)
    t = ("My bot posts nothing and there's no error:\n\n```python\nfrom slack_sdk import WebClient\n"
         f"client = WebClient(token=\"{tok}\")\nclient.chat_postMessage(channel=\"{ch}\", text=\"Deploy finished\")\n```\n"
         "The app is installed in the workspace. What am I missing?")
    return t, [tok], [ch], "Slack bot token; channel id is an identifier."


@case("en", "openai-curl-429")
def _():
    key = openai_key()
    req = "req_" + rs(HEXL, 32)
    t = ("Why do I keep getting 429 when I've barely used it?\n\n"
         "curl https://api.openai.com/v1/chat/completions "
         f"-H \"Authorization: Bearer {key}\" -H \"Content-Type: application/json\" "
         "-d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\n\n"
         f"Response header x-request-id: {req}, error type insufficient_quota.")
    return t, [key], [req], "OpenAI project key in curl; request id is a look-alike."


@case("en", "devtools-session-cookie")
def _():
    sess = jwt({"sub": rd(7), "sid": uuid4(), "iat": ri(1710000000, 1730000000), "exp": ri(1730000001, 1740000000)})
    ga = f"GA1.1.{rd(10)}.{ri(1700000000, 1730000000)}"
    t = ("I'm building a scraper for my own account on a site without an API. I copied the cookie header from DevTools:\n\n"
         f"Cookie: _ga={ga}; session={sess}; theme=dark\n\n"
         "How do I reuse it in Python requests without logging in every time?")
    return t, [sess], [ga], "Session JWT cookie; Google Analytics client cookie is not a credential."


@case("en", "android-maps-key-manifest")
def _():
    key = google_key()
    sha1 = ":".join(rs(HEXU, 2) for _ in range(20))
    t = ("The map shows grey tiles in the release build only. AndroidManifest has\n\n"
         f"<meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"{key}\"/>\n\n"
         f"and the release keystore SHA-1 is {sha1}. Do I have to add that fingerprint in the console?")
    return t, [key], [sha1], "Google API key; signing certificate fingerprint is public."


@case("en", "twilio-sms-auth-token")
def _():
    sid = "AC" + rs(HEXL, 32)
    tok = rs(HEXL, 32)
    frm = f"+1{pick(['415', '646', '737'])}{ri(2, 9)}{rd(6, lead=False)}"
    msg = "SM" + rs(HEXL, 32)
    t = ("My reminder script sends the first SMS then fails with 20003 Authenticate:\n\n"
         f"client = Client(\"{sid}\", \"{tok}\")\nclient.messages.create(to=user_phone, from_=\"{frm}\", body=text)\n\n"
         f"The one that went through has SID {msg}.")
    return t, [tok], [msg], "Twilio auth token (account SID and sender number left neutral); message SID is a look-alike."


@case("en", "sendgrid-docker-compose")
def _():
    key = sendgrid()
    dig = "sha256:" + rs(HEXL, 64)
    t = ("Emails stopped going out after I pinned the image. docker-compose.yml:\n\n"
         f"services:\n  mailer:\n    image: ghcr.io/ourteam/mailer@{dig}\n    environment:\n"
         f"      SENDGRID_API_KEY: {key}\n      MAIL_FROM: noreply@ourteam.io\n\nLogs say 401 Unauthorized.")
    return t, [key], [dig], "SendGrid key in compose file; image digest is a look-alike."


@case("en", "router-admin-password-correction")
def _():
    p1 = pw_human()
    p2 = p1[0].swapcase() + p1[1:] if p1[0].isalpha() else p1 + "!"
    model = pick(["Archer AX55", "Nighthawk RAX50", "RT-AX58U"])
    t = (f"I'm going to give you my router admin password so you can walk me through port forwarding on my {model}. Don't save it anywhere."
         f"\n---\nit's {p1}\n---\nwait no, sorry, the first letter is different, it's {p2}. The login page is at 192.168.0.1")
    return t, [p1, p2], [model, "192.168.0.1"], "Multi-message: password announced, given, corrected (both listed)."


@case("en", "card-split-two-messages")
def _():
    n = card("visa")
    f = card_fmt(n)
    a, b = f[:9], f[10:]
    exp, cvv = expiry(), rd(3, lead=False)
    order = rd(9)
    t = (f"I'll split my card into two messages, just put it into the checkout form for order {order} when I'm done."
         f"\n---\nfirst half {a}\n---\nsecond half {b}, exp {exp}, cvv {cvv}")
    return t, [a, b, exp, cvv], [order], "Multi-message: card number in two parts, expiry and CVV."


@case("en", "iban-next-message-berlin-job")
def _():
    ib, bic = de_iban_bic()
    t = ("My new employer in Berlin needs my bank details for payroll and the form is in German. I'll paste my IBAN in the next message, "
         "then tell me which field is which."
         f"\n---\n{fmt_iban(ib)}\nBIC is {bic}")
    return t, [fmt_iban(ib)], [bic], "Multi-message: user's IBAN (check digits computed); bank BIC is public."


@case("en", "revoked-stripe-key-filter-repo")
def _():
    sk = "sk_live_" + rs(AN, 24)
    sha = rs(HEXL, 40)
    t = (f"I accidentally committed our Stripe key in {sha} (config/settings.py). I already rolled it in the dashboard so it's dead: "
         f"{sk}\nHow do I purge it from the whole history with git filter-repo and force-push without breaking everyone's clones?")
    return t, [sk], [sha], "Leaked and revoked key is still a secret; commit hash is a look-alike."


@case("en", "direct-deposit-routing-account")
def _():
    rt = aba_routing()
    acct = rd(ri(10, 12))
    emp = rd(6)
    t = (f"Payroll wants a direct deposit form. Bank: Chase, routing number {rt}, checking account {acct}. "
         f"My employee ID is {emp}. Can you format that as a short email to HR?")
    return t, [acct], [rt], "Account number is the secret; ABA routing number (checksum computed) is the bank's public id."


@case("en", "uk-refund-sort-code")
def _():
    sc = f"{pick(['20', '30', '40', '60', '77', '09'])}-{rd(2, lead=False)}-{rd(2, lead=False)}"
    acct = rd(8)
    ref = "R" + rd(8)
    ni = uk_nino()
    t = (f"Writing to HMRC about my overpaid tax refund. National Insurance number {ni}. Please pay it to sort code {sc}, "
         f"account {acct}. Their letter reference is {ref}. Can you make it sound formal?")
    return t, [ni, acct], [sc], "NI number and account number; sort code is a look-alike."


@case("en", "au-tfn-bsb-new-job")
def _():
    tfn = au_tfn()
    bsb = f"{pick(['062', '063', '082', '033', '012', '484'])}-{rd(3, lead=False)}"
    acct = rd(8)
    abn = au_abn()
    t = (f"Started casual work at a cafe in Melbourne. For the TFN declaration my tax file number is {tfn}. "
         f"Super and pay go to BSB {bsb}, account {acct}. The employer's ABN on the payslip is {abn}. Did I fill it right?")
    return t, [tfn, acct], [bsb, abn], "TFN (check computed) and account; BSB and employer ABN (check computed) are look-alikes."


@case("en", "ca-sin-cra-letter")
def _():
    sin = ca_sin()
    bn = rd(9) + "RP0001"
    t = (f"CRA asked me to confirm my identity for a T4 from my employer (their business number is {bn}). "
         f"My SIN is {sin}. Help me write a reply that doesn't sound panicked.")
    return t, [sin], [bn], "SIN (Luhn computed); employer BN payroll account is public-ish business id."


@case("en", "india-aadhaar-pan-kyc")
def _():
    aad = in_aadhaar()
    pan = in_pan(pick("SKRMPG"))
    ifsc = in_ifsc(pick(["SBIN", "HDFC", "ICIC", "UTIB"]))
    utr = rd(12)
    t = (f"My mutual fund KYC got rejected again. Details I gave: PAN {pan}, Aadhaar {aad}, bank IFSC {ifsc}. "
         f"The refund of the first SIP came back with UTR {utr}. What could be mismatching?")
    return t, [pan, aad], [ifsc, utr], "PAN and Aadhaar (Verhoeff computed); IFSC and UTR are look-alikes."


@case("en", "kenya-mpesa-sms-wrong-till")
def _():
    code = pick("STU") + rs(UP + DIG, 9)
    till = rd(6)
    t = (f"I paid the wrong till by mistake, this is the message: \"{code} Confirmed. Ksh1,850.00 paid to MAMA NJERI GROCERIES. "
         f"on 14/3/24 at 6:42 PM. New M-PESA balance is Ksh3,214.50. Transaction cost, Ksh0.00.\" The right till was {till}. "
         "How do I ask Safaricom to reverse it?")
    return t, [code], [till], "M-Pesa transaction code counts as a secret; till number of a shop is public."


@case("en", "nigeria-bvn-nuban")
def _():
    bank = pick([("GTBank", "058"), ("Access Bank", "044"), ("First Bank", "011"), ("Zenith", "057")])
    acct = ng_nuban(bank[1])
    bvn = "22" + rd(9, lead=False)
    sess = rd(30)
    t = (f"A transfer to my {bank[0]} account {acct} has been pending for 3 days. Bank asked for my BVN, it's {bvn}. "
         f"Sender's receipt shows session ID {sess}. Can you draft a complaint to the bank?")
    return t, [acct, bvn], [sess], "NUBAN account (check computed) and BVN; NIP session ID is a reference."


@case("en", "singpass-nric-form")
def _():
    nric = sg_nric()
    uen = f"{ri(2008, 2021)}{rd(5, lead=False)}{pick(UP)}"
    t = (f"For the condo booking form they want NRIC and I don't like sharing it. Mine is {nric}. The management company's UEN is {uen}. "
         "Is it even legal for them to ask for the full number now?")
    return t, [nric], [uen], "NRIC (check letter computed); company UEN (not computed) is a look-alike."


@case("en", "k8s-secret-base64")
def _():
    raw = pw_random(20)
    enc = base64.b64encode(raw.encode()).decode()
    uid = uuid4()
    rv = rd(6)
    t = ("Pod can't connect to the DB, is my secret encoded wrong?\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n"
         f"  uid: {uid}\n  resourceVersion: \"{rv}\"\ntype: Opaque\ndata:\n  username: cG9zdGdyZXM=\n  password: {enc}\n")
    return t, [enc], [uid], "Base64 password in a Kubernetes secret; object uid is a look-alike."


@case("en", "npmrc-publish-403")
def _():
    tok = npm_token()
    integ = "sha512-" + b64_of(64)
    t = ("npm publish gives 403 Forbidden. ~/.npmrc:\n\n"
         f"//registry.npmjs.org/:_authToken={tok}\n\nand package-lock has \"integrity\": \"{integ}\" for the old version. "
         "Do automation tokens bypass 2FA?")
    return t, [tok], [integ], "npm token; lockfile integrity hash is a look-alike."


@case("en", "gitlab-ci-pat-clone")
def _():
    tok = glpat()
    pipe, job = rd(9), rd(10)
    t = (f"Pipeline #{pipe} fails at the clone step of job {job}:\n\n"
         f"git clone https://oauth2:{tok}@gitlab.com/acme/infra/terraform-modules.git\nfatal: Authentication failed\n\n"
         "The token has read_repository scope. Any idea?")
    return t, [f"oauth2:{tok}"], [job], "GitLab PAT in clone URL (user:token listed); job id is a look-alike."


@case("en", "hf-token-colab-gated")
def _():
    tok = hf_token()
    rev = rs(HEXL, 40)
    t = ("In Colab I do\n\nfrom huggingface_hub import login\n"
         f"login(token=\"{tok}\")\nmodel = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B\", revision=\"{rev}\")\n\n"
         "and still get 'Access to model is restricted'. I did accept the license yesterday.")
    return t, [tok], [rev], "Hugging Face token; model revision hash is a look-alike."


@case("en", "discord-bot-token-intents")
def _():
    tok, uid = discord_token()
    guild = str(ri(10 ** 17, 12 * 10 ** 17))
    t = (f"my discord bot logs in but never sees messages. bot.run(\"{tok}\"). the application id is {uid} and my test server id is "
         f"{guild}. do i need message content intent?")
    return t, [tok], [uid, guild], "Discord bot token (first part is base64 of the application id); ids are public snowflakes."


@case("en", "telegram-bot-chat-id")
def _():
    tok = telegram_token()
    chat = "-100" + rd(10)
    t = (f"Why does sendMessage return 'chat not found'? I'm calling https://api.telegram.org/bot{tok}/sendMessage?chat_id={chat}&text=hello "
         "and the bot is an admin of the channel.")
    return t, [tok], [chat], "Telegram bot token in URL; channel chat id is a look-alike."


@case("en", "anthropic-key-env-python")
def _():
    key = anthropic_key()
    mid = "msg_01" + rs(AN, 22)
    t = ("Quick sanity check before I share this script with my team:\n\nimport anthropic\n"
         f"client = anthropic.Anthropic(api_key=\"{key}\")\n\nThe last response id was {mid}. "
         "Should I move the key to an env var before committing?")
    return t, [key], [mid], "Anthropic key; message id is a look-alike."


@case("en", "azure-storage-connection-string")
def _():
    key = base64.b64encode(rbytes(64)).decode()
    sub = uuid4()
    t = ("Function app can't reach the blob container. App setting AzureWebJobsStorage is:\n\n"
         f"DefaultEndpointsProtocol=https;AccountName=stcontosoprod01;AccountKey={key};EndpointSuffix=core.windows.net\n\n"
         f"Subscription {sub}, storage firewall is set to selected networks.")
    return t, [key], [sub], "AccountKey value is the secret; subscription id is a look-alike."


@case("en", "mongodb-srv-uri")
def _():
    u = pick(["admin", "appuser", "chris"])
    p = pw_human()
    oid = rs(HEXL, 24)
    t = (f"mongoose.connect(\"mongodb+srv://{u}:{p}@cluster0.x7qkp.mongodb.net/shop?retryWrites=true&w=majority\") times out, "
         f"but Compass connects fine. Also findById('{oid}') returns null even though I can see that document.")
    return t, [f"{u}:{p}"], [oid], "Mongo SRV credentials; ObjectId is a look-alike."


@case("en", "epic-account-hacked-passwords")
def _():
    old, new = pw_human(), pw_random(14)
    case_no = rd(8)
    t = (f"Someone got into my Epic Games account and bought V-Bucks. My old password was {old}, I changed it to {new} just now. "
         f"Support opened case {case_no}. What else should I do, and should I change the password on other sites too?")
    return t, [old, new], [case_no], "Old and new passwords; support case number is a look-alike."


@case("en", "password-csv-export-cleanup")
def _():
    rows = [("Netflix", "https://www.netflix.com", "lena.fischer@mail.com", pw_human()),
            ("Chase", "https://secure.chase.com", "lfischer88", pw_random(15))]
    body = "\n".join(",".join(r) for r in rows)
    t = ("I exported my passwords from Chrome to move to Bitwarden. Which of these are weak?\n\nname,url,username,password\n" + body)
    return t, [r[3] for r in rows], [], "Two passwords from a CSV export."


@case("en", "apple-recovery-key-imei")
def _():
    rk = "-".join(rs(UP + DIG, 4) for _ in range(7))
    im = imei()
    serial = rs("CDFGHJKLMNPQRTVWXY0123456789", 10)
    t = (f"Apple Support wants to verify my iPhone. I have the recovery key from when I set up Advanced Data Protection: {rk}. "
         f"The phone's IMEI is {im} and serial {serial}. Should I give them the recovery key too?")
    return t, [rk], [im], "Apple recovery key; IMEI (Luhn computed) is a device identifier."


@case("en", "bitlocker-recovery-key")
def _():
    key = "-".join(f"{11 * ri(0, 65535):06d}" for _ in range(8))
    kid = rs(HEXU, 8)
    t = (f"After the BIOS update my laptop asks for the BitLocker recovery key, Recovery key ID {kid}. "
         f"I found this in my Microsoft account: {key}. It says incorrect. Am I typing it wrong?")
    return t, [key], [kid], "BitLocker recovery key (each block divisible by 11); key ID is a look-alike."


@case("en", "carrier-port-out-pin")
def _():
    pin = rd(ri(6, 8))
    ic = iccid()
    phone = us_phone()
    t = (f"Switching from T-Mobile to Mint. The number to port is {phone}, my T-Mobile transfer PIN is {pin}, "
         f"and the new SIM's ICCID is {ic}. Which of these does Mint need?")
    return t, [pin], [ic], "Port-out PIN; ICCID (Luhn computed) is a look-alike."


@case("en", "gmail-app-password-thunderbird")
def _():
    ap = " ".join(rs(LO, 4) for _ in range(4))
    t = (f"Thunderbird keeps asking for my password. I generated a Google app password: {ap}. Server imap.gmail.com, "
         "SSL/TLS, normal password. Should I type it with or without the spaces?")
    return t, [ap], [], "Google app password."


@case("en", "medicare-mbi-partd")
def _():
    al = "ACDEFGHJKMNPQRTUVWXY"
    mbi = str(ri(1, 9)) + pick(al) + pick(al + DIG) + rd(1, lead=False) + "-" + pick(al) + pick(al + DIG) + rd(1, lead=False) + "-" + pick(al) + pick(al) + rd(2, lead=False)
    plan = f"S{rd(4)}-{rd(3, lead=False)}"
    t = (f"Helping my grandmother switch Part D plans. Her Medicare number is {mbi}. The plan she wants is {plan}. "
         "Enrollment period ends Dec 7, right?")
    return t, [mbi], [plan], "Medicare Beneficiary Identifier; plan id is public."


@case("en", "nhs-number-gp-registration")
def _():
    nhs = uk_nhs()
    ods = pick("ABCDFGHJKLMNPY") + rd(5)
    t = (f"Registering with a new GP surgery (practice code {ods}). My NHS number is {nhs}. "
         "The form also asks for my previous GP, I don't remember it. Does it matter?")
    return t, [nhs], [ods], "NHS number (mod 11 computed); practice code is public."


@case("en", "server-room-keypad-handover")
def _():
    code = rd(6)
    inc = "INC" + rd(7)
    t = (f"I'm handing over on-call to a colleague. Write a short handover: server room keypad is {code} followed by *, "
         f"the UPS alarm ticket is {inc}, and the spare badge is in the top drawer.")
    return t, [code], [inc], "Keypad code entrusted by employer; incident ticket is a look-alike."


@case("en", "binance-api-bot")
def _():
    k, s = rs(AN, 64), rs(AN, 64)
    tx = rs(HEXL, 64)
    t = (f"My trading bot throws 'Signature for this request is not valid'.\nAPI_KEY = \"{k}\"\nAPI_SECRET = \"{s}\"\n"
         f"Also a withdrawal shows txid {tx} but hasn't arrived. Is that on-chain?")
    return t, [k, s], [tx], "Exchange API key and secret; transaction hash is public."


@case("en", "nginx-basic-auth-log")
def _():
    user = pick(["admin", "grafana", "ops"])
    pw = pw_human()
    b = base64.b64encode(f"{user}:{pw}".encode()).decode()
    trace = rs(HEXL, 32)
    t = (f"Why does my health check get 401? Request from the log:\n\nGET /metrics HTTP/1.1\nHost: monitor.example.net\n"
         f"Authorization: Basic {b}\nX-Trace-Id: {trace}\n\nThe htpasswd file was generated with apr1.")
    return t, [b], [trace], "Basic auth header (base64 of user:password); trace id is a look-alike."


@case("en", "digitalocean-token-terraform")
def _():
    tok = "dop_v1_" + rs(HEXL, 64)
    droplet = rd(9)
    t = (f"terraform plan wants to destroy droplet {droplet}. provider block:\n\nprovider \"digitalocean\" {{\n  token = \"{tok}\"\n}}\n\n"
         "Why would it recreate it when I only changed the tags?")
    return t, [tok], [droplet], "DigitalOcean token; droplet id is a look-alike."


@case("en", "heroku-api-key-uuid")
def _():
    key = uuid4()
    build = uuid4()
    t = (f"Deploy from GitHub Actions fails. HEROKU_API_KEY is {key} (from Account settings). The last build that worked was "
         f"{build}. Do these keys expire?")
    return t, [key], [build], "Heroku API key in UUID shape; build UUID is a look-alike."


@case("en", "nginx-rsa-key-mismatch")
def _():
    key = rsa_pem()
    fp = ":".join(rs(HEXU, 2) for _ in range(32))
    t = ("nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). The cert's SHA-256 fingerprint is "
         f"{fp}. This is the key file:\n\n{key}\n\nDid I pair the wrong files?")
    return t, [key], [fp], "RSA private key; certificate fingerprint is public."


@case("en", "datadog-helm-values")
def _():
    api, app = rs(HEXL, 32), rs(HEXL, 40)
    sha = rs(HEXL, 40)
    t = ("Agents show up but no APM traces. values.yaml:\n\ndatadog:\n"
         f"  apiKey: {api}\n  appKey: {app}\n  site: datadoghq.eu\n\nWe deploy from commit {sha}.")
    return t, [api, app], [sha], "Datadog API and app keys; 40-hex commit hash beside a 40-hex app key is a look-alike."


@case("en", "pypi-token-twine")
def _():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 160)
    whl = rs(HEXL, 64)
    t = (f"twine upload fails with 403. ~/.pypirc has\n[pypi]\n  username = __token__\n  password = {tok}\n"
         f"sha256 of the wheel is {whl}. Is it because the token is project-scoped?")
    return t, [tok], [whl], "PyPI token; wheel checksum is a look-alike."


@case("en", "debit-pin-spelled-out")
def _():
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = rd(4, lead=False)
    spelled = " ".join(words[int(c)] for c in pin)
    last4 = rd(4)
    t = (f"I'm dictating this from voice memo so excuse the format. New debit card ending {last4} arrived, the PIN letter says "
         f"{spelled}. Help me come up with a way to remember it that isn't writing it on the card lol")
    return t, [spelled], [last4], "PIN spelled out in words; last four digits of a card are a look-alike."


@case("en", "wifi-qr-string")
def _():
    pw = pw_human()
    bssid = mac()
    t = (f"Can you make a QR code for my guest network from this string: WIFI:T:WPA;S:Hernandez-Guest;P:{pw};; "
         f"The access point BSSID is {bssid} in case the printer app needs it.")
    return t, [pw], [bssid], "Wi-Fi password inside a QR payload; BSSID is a look-alike."


@case("en", "home-codes-markdown-table")
def _():
    front, garage = rd(6), rd(4)
    wifi = pw_human()
    plumber = us_phone()
    t = ("Clean up this table for the house sitter:\n\n| Thing | Info |\n|---|---|\n"
         f"| Front door smart lock | {front} |\n| Garage keypad | {garage} |\n"
         f"| Wi-Fi (HomeNet) | {wifi} |\n| Trash | Tuesday night |\n| Plumber | {plumber} |")
    return t, [front, garage, wifi], [plumber], "Home codes in a table; plumber phone is a look-alike."


@case("en", "irs-ip-pin")
def _():
    pin = rd(6)
    t = (f"TurboTax is asking for my Identity Protection PIN. The IRS letter (CP01A) says it's {pin}. "
         "Is this the same as the e-file signature PIN?")
    return t, [pin], ["CP01A"], "IRS IP PIN; notice code is a look-alike."


@case("en", "github-fine-grained-actions")
def _():
    tok = gh_fine()
    run = rd(10)
    t = (f"Workflow run {run} fails on checkout of the private submodule. I put the fine-grained token {tok} in the repo secret SUBMODULE_TOKEN "
         "and use ${{ secrets.SUBMODULE_TOKEN }} in the checkout step. Which permissions does it need?")
    return t, [tok], [run, "${{ secrets.SUBMODULE_TOKEN }}"], "Fine-grained PAT; run id and secrets expression are look-alikes."


# ---------------------------------------------------------------- English negatives
@case("en", "neg-aws-docs-example-keys")
def _():
    t = ("The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example, and account "
         "123456789012 in the ARNs. If I copy those into my tests, will any scanner flag them as real leaks?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "123456789012"], "AWS documentation example values."


@case("en", "neg-stripe-test-cards")
def _():
    t = ("Writing integration tests against Stripe test mode. I use 4242 4242 4242 4242 for success, 4000 0000 0000 0002 for a "
         "generic decline, with the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc. "
         "Any expiry in the future and any CVC works, right?")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "Stripe public test cards and docs test key."


@case("en", "neg-password-strength-post")
def _():
    t = ("I'm writing a blog post for our staff newsletter about weak passwords. The most common ones are still 123456 "
         "and password123. Also I want to explain the xkcd comic where Tr0ub4dor&3 is weaker than correct horse battery staple. "
         "Can you draft 300 words?")
    return t, [], ["123456", "password123", "Tr0ub4dor&3", "correct horse battery staple"], "Famous example passwords discussed as examples."


@case("en", "neg-amazon-order-tracking")
def _():
    o, u, p = amazon_order(), ups(), usps()
    t = (f"Amazon says order {o} was delivered but I have nothing. Part of it shipped UPS {u} and the other box USPS {p}. "
         "Who do I contact first?")
    return t, [], [o, u, p], "Order and tracking numbers."


@case("en", "neg-release-checksum")
def _():
    sha, commit = rs(HEXL, 64), rs(HEXL, 40)
    t = (f"Downloaded restic v0.16.4 and the SHA256SUMS file says {sha} for the linux_amd64 archive, but sha256sum gives me something else. "
         f"The release tag points at commit {commit}. Corrupted download or something worse?")
    return t, [], [sha, commit, "v0.16.4"], "Checksum, commit hash and version."


@case("en", "neg-windows-update-error")
def _():
    guid = "{" + uuid4().upper() + "}"
    t = (f"Windows Update fails with 0x800f0922 on KB5034441. Event Viewer shows event ID 20 and activity ID {guid}. "
         "I read it's about the recovery partition being too small. How do I resize it safely?")
    return t, [], ["0x800f0922", "KB5034441", guid], "Error code, update id, GUID."


@case("en", "neg-env-template-placeholders")
def _():
    t = ("Reviewing a PR that adds .env.example:\n\nOPENAI_API_KEY=YOUR_API_KEY\nGITHUB_TOKEN=<your-token-here>\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nPOSTGRES_PASSWORD=changeme\n\n"
         "Is it fine to commit this file or should placeholders look different?")
    return t, [], ["YOUR_API_KEY", "<your-token-here>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "changeme"], "Placeholders in a template."


@case("en", "neg-masked-card-chargeback")
def _():
    last4 = rd(4)
    arn = rd(23, lead=False)
    auth = rs(UP + DIG, 6)
    t = (f"Disputing a charge. The statement shows card **** **** **** {last4}, $89.99 from 'WWW.STREAMFLIX.CO' on 02/11, "
         f"authorization code {auth}. The merchant's refund confirmation has ARN {arn} but nothing posted after 10 days.")
    return t, [], [f"**** **** **** {last4}", auth, arn], "Masked card, authorization code and acquirer reference number."


@case("en", "neg-supplier-invoice-iban")
def _():
    ib, bic = de_iban_bic()
    vat = "DE" + rd(9)
    inv = f"RE-{ri(2023, 2024)}-{rd(5, lead=False)}"
    t = (f"Our supplier Holzwerk Baumann GmbH sent invoice {inv} for 4,860.00 EUR. Payment to IBAN {fmt_iban(ib)}, BIC {bic}, "
         f"their VAT ID {vat}. Do I need to charge reverse VAT as a UK company?")
    return t, [], [fmt_iban(ib), bic, vat], "Company's IBAN (check digits computed), BIC, VAT id; invoice number neutral."


@case("en", "neg-flight-pnr-eticket")
def _():
    p = pnr()
    tk = "016-" + rd(10)
    t = (f"United cancelled UA 926. Confirmation {p}, e-ticket {tk}. The app offers a rebooking two days later. "
         "Am I owed a refund under the DOT rule instead?")
    return t, [], [p, tk, "UA 926"], "Booking code, ticket and flight numbers."


@case("en", "neg-dell-service-tag")
def _():
    tag = rs("BCDFGHJKLMNPQRSTVWXYZ0123456789", 7)
    esc = str(int(tag, 36))
    case_no = rd(9)
    t = (f"Dell support asked for the service tag {tag} and I also see express service code {esc} on the sticker. "
         f"Warranty case {case_no} is open for the battery swelling. How long do they usually take?")
    return t, [], [tag, esc, case_no], "Service tag, express service code (computed from the tag), case number."


@case("en", "neg-ssh-public-key")
def _():
    _k, pub, fp = openssh_ed25519("maria@macbook")
    t = (f"Where exactly does this go on the server? It's my public key:\n\n{pub}\n\n"
         f"and the server's host key fingerprint shown on first connect was {fp}.")
    return t, [], [pub, fp], "Public key line and fingerprint are public."


@case("en", "neg-charity-crypto-donation")
def _():
    btc = btc_bech32()
    eth = "0x" + rs(HEXL, 40)
    t = (f"The wildlife charity I follow takes crypto: BTC {btc} and ETH {eth}. How do I check the address is really theirs "
         "before sending?")
    return t, [], [btc, eth], "Charity's public addresses (bech32 checksum computed, EIP-55 not)."


@case("en", "neg-jwt-io-example")
def _():
    tok = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
           "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    t = (f"In my slides about JWT I use the jwt.io sample token {tok} signed with your-256-bit-secret. Is it OK to show that publicly, "
         "or will people think it's a leak?")
    return t, [], [tok, "your-256-bit-secret"], "jwt.io documentation token and its sample secret."


@case("en", "neg-famous-ssn-history")
def _():
    t = ("For a history assignment: why was 078-05-1120 used by thousands of people in the 1940s? And is 219-09-9999 the one "
         "printed on the Social Security pamphlet? I need sources.")
    return t, [], ["078-05-1120", "219-09-9999"], "Famous published example SSNs."


@case("en", "neg-gcash-receipt-ref")
def _():
    ref = f"{rd(4)} {rd(3, lead=False)} {rd(6, lead=False)}"
    masked = f"+63 9{rd(2, lead=False)} *** {rd(4, lead=False)}"
    t = (f"Sent 2,500 to my landlord through GCash but he says he didn't get it. Receipt: Sent via GCash, Amount 2,500.00, "
         f"to JO***A R. {masked}, Ref No. {ref}, Mar 3 2024 9:14 PM. What do I tell GCash support?")
    return t, [], [ref, masked], "A receipt's Ref No. and masked number are look-alikes."


@case("en", "neg-citation-isbn-doi")
def _():
    isbn = isbn13()
    doi = f"10.1038/s41586-0{ri(21, 24)}-0{rd(4, lead=False)}-{rd(1, lead=False)}"
    t = (f"Format these in APA 7: the textbook with ISBN {isbn}, and the Nature paper doi:{doi}.")
    return t, [], [isbn, doi], "ISBN (check digit computed) and DOI."


# ================================================================ German
PW_DE = ["Sommerregen", "Hasenbraten", "Kuckucksuhr", "Schneeflocke", "Bergwiese", "Apfelstrudel", "Leuchtturm", "Zugspitze"]


@case("de", "steuerid-iban-personalbogen")
def _():
    sid = de_steuerid()
    sidf = f"{sid[:2]} {sid[2:5]} {sid[5:8]} {sid[8:]}"
    ib, bic = de_iban_bic()
    bn = rd(8)
    t = (f"Hallo! Ich fange nächsten Monat bei einer neuen Firma an und muss den Personalfragebogen ausfüllen. "
         f"Meine Steuer-ID ist {sidf}, IBAN {fmt_iban(ib)}, BIC {bic}. Die Betriebsnummer vom Arbeitgeber ({bn}) steht schon drin. "
         "Was trage ich bei Steuerklasse ein, wenn ich verheiratet bin und mein Mann deutlich mehr verdient?")
    return t, [sidf, fmt_iban(ib)], [bic, bn], "Steuer-ID (ISO 7064 check computed) and IBAN; BIC and employer number are look-alikes."


@case("de", "fritzbox-aufkleber-gaeste-wlan")
def _():
    key = grp_n(rd(20, lead=False), 4)
    kw = pick(["hotel", "kilo", "tango", "delta", "radio", "lima"]) + rd(4)
    m = mac()
    art = "2000" + rd(4, lead=False)
    t = (f"Kannst du mir helfen, das Gäste-WLAN einzurichten? Auf dem Aufkleber unten an der FRITZ!Box 7590 AX steht: "
         f"WLAN-Netzwerkschlüssel {key}, FRITZ!Box-Kennwort {kw}, Art.-Nr. {art}, MAC {m}. "
         "Die Gäste sollen auf keinen Fall ins Heimnetz kommen.")
    return t, [key, kw], [art, m], "Router Wi-Fi key and admin password from the label; article number and MAC are look-alikes."


@case("de", "kvnr-vertippt-korrektur")
def _():
    k1 = de_kvnr()
    while True:
        pos = ri(1, 8)
        d = str((int(k1[pos]) + ri(1, 9)) % 10)
        body = k1[:pos] + d + k1[pos + 1:9]
        num = f"{ord(body[0]) - 64:02d}" + body[1:]
        s = 0
        for i, ch in enumerate(num):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            s += v // 10 + v % 10
        k2 = body + str(s % 10)
        if k2 != k1:
            break
    ik = "10" + rd(7, lead=False)
    t = (f"Bei der Online-Terminbuchung beim Hautarzt muss ich meine Krankenversichertennummer eingeben: {k1}"
         f"\n---\nAch Quatsch, vertippt. Richtig ist {k2}. Kasse ist die TK, IK {ik}. Brauchen die sonst noch was von der Karte?")
    return t, [k1, k2], [ik], "Multi-message correction of a health insurance number (check digit computed); insurer IK is public."


@case("de", "neg-rechnung-glaeubiger-id")
def _():
    rn = rd(10)
    vat = "DE" + rd(9)
    mref = "M" + rd(11, lead=False)
    sscc = "00340434" + rd(11, lead=False)
    sscc += gs1(sscc)
    t = (f"Auf der Rechnung {rn} vom Stromanbieter steht Gläubiger-Identifikationsnummer DE98ZZZ09999999999, Mandatsreferenz {mref} "
         f"und USt-IdNr. {vat}. Gleichzeitig kam ein DHL-Paket mit Sendungsnummer {sscc}, das ich nicht bestellt habe. "
         "Ist die Gläubiger-ID nicht eine Beispielnummer? Sieht für mich nach Betrug aus.")
    return t, [], ["DE98ZZZ09999999999", mref, sscc], "Documentation creditor id, mandate reference, tracking (GS1 check computed); rest neutral."


# ================================================================ French
@case("fr", "nir-rib-mutuelle")
def _():
    b = rdate(1970, 2000)
    nir = fr_nir(b, R.random() < 0.5)
    ib, bic = fr_iban_bic()
    _siren, siret = fr_siret()
    t = (f"Bonjour, je dois remplir le bulletin d'adhésion à la mutuelle de ma boîte. N° de sécu : {nir}. "
         f"RIB : IBAN {fmt_iban(ib)} – BIC {bic}. SIRET de l'employeur : {siret}. "
         "Ils demandent aussi si je veux la télétransmission, c'est quoi exactement ?")
    return t, [nir, fmt_iban(ib)], [bic, siret], "NIR (key computed), IBAN (RIB key and IBAN computed); BIC and SIRET (Luhn) are look-alikes."


@case("fr", "digicode-alarme-voisine")
def _():
    digi = rd(4) + pick("ABC")
    alarm = rd(4)
    vet = f"01 {rd(2)} {rd(2, lead=False)} {rd(2, lead=False)} {rd(2, lead=False)}"
    t = (f"Je pars 15 jours et ma voisine va nourrir le chat. Tu peux me faire un petit mot clair ? Digicode de l'immeuble : {digi}, "
         f"puis interphone au nom de Martin. L'alarme se désactive avec {alarm} dans les 30 secondes. Le véto c'est le {vet}.")
    return t, [digi, alarm], [vet], "Door code and alarm code; vet phone is a look-alike."


@case("fr", "impots-numero-fiscal")
def _():
    nf = str(ri(0, 3)) + rd(12, lead=False)
    pw = pw_human(["Chocolat", "Papillon", "Bretagne", "Tournesol", "Marseille", "Croissant"])
    t = (f"J'arrive pas à me connecter sur impots.gouv.fr. Numéro fiscal {nf}, mot de passe {pw}. Il me dit « identifiant ou mot de passe "
         "incorrect ». Je dois faire la déclaration 2042 avant la date limite, je fais comment ?")
    return t, [nf, pw], ["2042"], "Tax number and password; form number is a look-alike."


@case("fr", "neg-commande-colissimo-siren")
def _():
    cmd = rd(9)
    trk = "6A" + rd(11)
    siren, siret = fr_siret()
    tva = fr_tva(siren)
    t = (f"Ma commande n° {cmd} n'est jamais arrivée, le suivi Colissimo {trk} indique « livré ». Sur la facture il y a SIRET {siret} "
         f"et n° TVA {tva}. Je peux réclamer auprès de qui ?")
    return t, [], [trk, siret, tva], "Tracking, company SIRET (Luhn) and VAT number (key computed)."


# ================================================================ Spanish
@case("es", "dni-iban-alquiler")
def _():
    dni = es_dni()
    ib = es_iban()
    cif = es_cif()
    ref = rd(12)
    t = (f"Hola, la inmobiliaria me pide los datos para domiciliar el alquiler. DNI {dni}, cuenta {fmt_iban(ib)}. "
         f"El recibo que me mandaron tiene la referencia {ref} y su CIF es {cif}. ¿Me redactas un correo formal?")
    return t, [dni, fmt_iban(ib)], [cif], "DNI letter and IBAN (DC and IBAN computed); agency CIF (computed) and receipt reference are look-alikes."


@case("es", "curp-clabe-nomina-mx")
def _():
    b = rdate(1985, 1999)
    nom, sex = pick([("CAMILA", "M"), ("DANIELA", "M"), ("ROBERTO", "H"), ("FERNANDO", "H")])
    curp = mx_curp(pick(["HERNANDEZ", "GOMEZ", "MORALES", "CASTILLO"]), pick(["RUIZ", "LOPEZ", "SANCHEZ", "VEGA"]),
                   nom, b, sex, pick(["DF", "JC", "NL", "PL", "MC"]))
    clabe = mx_clabe()
    rfc = rs(UP, 3) + f"{ri(5, 20):02d}{ri(1, 12):02d}{ri(1, 28):02d}" + rs(UP + DIG, 3)
    t = (f"Oye, me van a depositar la nómina y RH me pide CURP y CLABE. Mi CURP es {curp} y la CLABE {clabe}. "
         f"¿Está bien mandárselos por WhatsApp? El RFC de la empresa es {rfc}.")
    return t, [curp, clabe], [rfc], "CURP and CLABE (check digits computed); company RFC is a look-alike."


@case("es", "homebanking-viejo-cuil-ar")
def _():
    while True:
        dni = rd(8)
        cuil = ar_cuit("20", dni)
        if cuil:
            break
    pw = pw_human(["Boca", "Mate", "Tango", "Malbec", "Pampa", "Asado"])
    cpe = rd(14)
    t = ("Che, te paso los datos del homebanking de mi viejo para que me ayudes a pagar la luz, en dos mensajes porque los tengo anotados en otro lado"
         f"\n---\nusuario: hgarcia53, clave: {pw}"
         f"\n---\nah y el CUIL de él es {cuil}. La factura de Edenor tiene código de pago electrónico {cpe}")
    return t, [pw, cuil], [cpe], "Multi-message: entrusted home-banking password and CUIL (check computed); bill payment code is a reference."


@case("es", "neg-ong-donativo-pedido")
def _():
    ib = es_iban()
    ped = rd(10)
    loc = pnr()
    t = (f"Quiero donar a una ONG por transferencia: IBAN {fmt_iban(ib)}, concepto «DONATIVO». También tengo el pedido {ped} "
         f"y una reserva de tren con localizador {loc}. ¿La donación desgrava en la renta?")
    return t, [], [fmt_iban(ib), ped, loc], "Charity IBAN (computed), order number, booking code."


# ================================================================ Portuguese
@case("pt", "cpf-senha-app-codigo-br")
def _():
    cpf = br_cpf()
    cod = rd(6)
    cnpj = br_cnpj()
    t = (f"Oi! Meu app do banco travou e a central pediu pra confirmar uns dados. Meu CPF é {cpf} "
         f"e chegou um SMS com o código {cod}. A compra estranha foi numa loja com CNPJ {cnpj}. Será que é golpe?")
    return t, [cpf, cod], [cnpj], "CPF (computed) and SMS code; shop CNPJ (computed) is a look-alike."


@case("pt", "portao-wifi-boleto-br")
def _():
    code = rd(4)
    wifi = pw_human(["Saudade", "Cajueiro", "Maracuja", "Ipanema", "Jabuticaba"])
    f = rd(47, lead=False)
    linha = f"{f[0:5]}.{f[5:10]} {f[10:15]}.{f[15:21]} {f[21:26]}.{f[26:32]} {f[32]} {f[33:]}"
    t = (f"Vou alugar meu apê no fim de semana, me ajuda a escrever as instruções? Senha do portão da garagem: {code}. "
         f"Wi-Fi: rede AP302, senha {wifi}. E deixa anotado que o condomínio desse mês (boleto {linha}) já tá pago.")
    return t, [code, wifi], [linha], "Gate code and Wi-Fi password; boleto line (check digits not computed) is a look-alike."


@case("pt", "nif-iban-reembolso-pt")
def _():
    nif = pt_nif(pick("12"))
    ib = pt_iban()
    clin = pt_nif("5")
    t = (f"Preciso de preencher o formulário de reembolso do seguro de saúde. NIF {nif}, IBAN {fmt_iban(ib)}. "
         f"A fatura da clínica tem o NIF {clin}. Podes rever se está tudo bem?")
    return t, [nif, fmt_iban(ib)], [clin], "Personal NIF and IBAN (NIB and IBAN computed); clinic NIF is a look-alike."


@case("pt", "neg-rastreio-nota-fiscal-br")
def _():
    trk = s10(pick(["NL", "QB", "OV"]), "BR")
    cnpj = br_cnpj()
    key = br_nfe_key("".join(c for c in cnpj if c.isdigit()))
    t = (f"Meu pedido não chegou. Código de rastreio dos Correios {trk}. A nota fiscal tem chave de acesso {grp_n(key, 4)} "
         f"e o CNPJ da loja é {cnpj}. Dá pra abrir reclamação no Procon com isso?")
    return t, [], [trk, grp_n(key, 4), cnpj], "S10 tracking, NF-e access key and CNPJ (check digits computed)."


# ================================================================ Russian
@case("ru", "rekvizity-zarplata")
def _():
    bik = ru_bik()
    acct = ru_account(bik)
    ks = "30101810" + rd(9, lead=False) + bik[-3:]
    innb = ru_inn10()
    inn = ru_inn12()
    t = (f"Бухгалтерия просит реквизиты для зарплаты, оформи аккуратно: получатель Смирнова Анна Викторовна, счёт {acct}, "
         f"банк АО «Т-Банк», БИК {bik}, корр. счёт {ks}, ИНН банка {innb}. Ещё нужен мой ИНН — {inn}.")
    return t, [acct, inn], [bik, ks], "Account (key computed with BIK) and personal INN (computed); bank BIK, corr. account, bank INN are public."


@case("ru", "gosuslugi-mama-pasport-snils")
def _():
    pas = f"{rd(2)} {rd(2, lead=False)} {rd(6)}"
    kp = f"{ri(500, 780)}-{rd(3, lead=False)}"
    snils = ru_snils()
    pw = pw_human(["Rodina", "Solnyshko", "Vesna", "Matryoshka", "Berezka"])
    t = (f"Заполняю заявление на Госуслугах за маму, она диктовала по телефону. Паспорт {pas}, код подразделения {kp}."
         f"\n---\nСНИЛС {snils}. И пароль от её учётки {pw}, но вводить его за неё я не буду. Какие ещё поля обязательные?")
    return t, [pas, snils, pw], [kp], "Multi-message: passport, SNILS (computed) and password entrusted by mother; issuing office code is public."


@case("ru", "neg-ozon-zakaz-ogrn")
def _():
    oz = f"{rd(8)}-{rd(4, lead=False)}"
    trk = rd(14)
    inn = ru_inn10()
    ogrn = ru_ogrn()
    t = (f"Заказ {oz} на Ozon так и не пришёл, трек-номер Почты России {trk}. Продавец ООО «Ромашка», ИНН {inn}, ОГРН {ogrn}. "
         "Куда жаловаться — в Роспотребнадзор?")
    return t, [], [trk, inn, ogrn], "Tracking, company INN and OGRN (computed)."


# ================================================================ Chinese
@case("zh", "yinhangka-dongjie-shenfenzheng")
def _():
    b = rdate(1975, 2000)
    cid = cn_id(b)
    cardn = card("unionpay")
    otp = rd(6)
    tk = rd(12)
    t = (f"帮我写一段给银行客服的说明：我的银行卡被冻结了，卡号 {cardn}，持卡人身份证号 {cid}。上周我收到一条验证码短信 {otp}，"
         f"但我根本没有操作过。工单号是 {tk}，95588 的客服让我补材料，语气要正式一点。")
    return t, [cardn, cid, otp], [tk, "95588"], "UnionPay card (Luhn), resident ID (check computed) and SMS code; ticket number and bank hotline are look-alikes."


@case("zh", "aliyun-oss-accesskey")
def _():
    akid = "LTAI5t" + rs(AN, 18)
    aks = rs(AN, 30)
    req = rs(HEXU + DIG, 24)
    t = ("我的 Python 脚本调用 OSS 一直报 SignatureDoesNotMatch：\n\nimport oss2\n"
         f"auth = oss2.Auth('{akid}', '{aks}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photos')\n\n"
         f"返回的 RequestId 是 {req}，是不是 AccessKey 填反了？")
    return t, [akid, aks], [req], "Alibaba Cloud AccessKey pair; request id is a look-alike."


@case("zh", "neg-fapiao-shunfeng")
def _():
    fp = rd(20)
    uscc = cn_uscc()
    order = rd(18)
    sf = "SF" + rd(13)
    t = (f"帮我核对一下这张电子发票：发票号码 {fp}，销售方统一社会信用代码 {uscc}，对应订单号 {order}。"
         f"货是顺丰寄的，单号 {sf}，到现在还没签收。发票和订单对得上吗？")
    return t, [], [fp, uscc, sf], "Invoice number, company credit code (check computed), tracking number."


# ================================================================ Japanese
@case("ja", "mynumber-kyuyo-furikomi")
def _():
    mn = jp_mynumber()
    mnf = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    br = rd(3)
    acct = rd(7)
    corp = jp_corp()
    t = (f"新しいバイト先に出す書類を手伝ってください。マイナンバーは{mnf}、給与の振込先は三菱UFJ銀行（銀行コード0005）"
         f"渋谷支店（支店番号{br}）普通預金 口座番号{acct}です。会社の法人番号は{corp}と書いてあります。扶養控除の欄はどう書けばいいですか？")
    return t, [mnf, acct], [br, corp], "My Number (check computed) and account number; bank and branch codes and corporate number (computed) are public."


@case("ja", "rakuten-password-kigou-teisei")
def _():
    base = pw_human(["Sakura", "Fujisan", "Tanuki", "Matcha", "Hanabi", "Kitsune"]).rstrip(SYMS)
    p1 = base + "!"
    p2 = base + "#"
    t = ("楽天のパスワード、忘れそうなので覚えておいてもらえますか。"
         f"\n---\n{p1}\n---\nあ、ごめんなさい、最後の記号は「!」じゃなくて「#」でした。正しくは {p2} です。")
    return t, [p1, p2], [], "Multi-message: password given, then corrected (both listed)."


@case("ja", "neg-chumon-yamato-houjin")
def _():
    o = f"{pick(['249', '250', '503'])}-{rd(7, lead=False)}-{rd(7, lead=False)}"
    ym = f"{rd(4)}-{rd(4, lead=False)}-{rd(4, lead=False)}"
    corp = jp_corp()
    zp = f"{rd(3)}-{rd(4, lead=False)}"
    t = (f"Amazonの注文番号{o}の荷物がまだ届きません。ヤマト運輸の伝票番号は{ym}です。出品者の法人番号は{corp}、"
         f"住所は〒{zp}になっています。問い合わせ文を書いてください。")
    return t, [], [o, ym, corp], "Order, tracking, corporate number (computed)."


# ================================================================ Korean
@case("ko", "hometax-gongdong-injeungseo")
def _():
    b = rdate(1975, 1999)
    rrn = kr_rrn(b, R.random() < 0.5)
    pw = pw_human(["Saranghae", "Kimchi", "Hangang", "Dokdo", "Bulgogi"])
    brn = kr_brn()
    t = (f"연말정산 때문에 홈택스에 들어가야 하는데 공동인증서 비밀번호를 자꾸 까먹어요. 비밀번호는 {pw}이고 주민등록번호는 {rrn}입니다. "
         f"회사 사업자등록번호 {brn}도 입력하라는데 어디에 넣는 건가요?")
    return t, [pw, rrn], [brn], "Certificate password and resident number (check computed); company registration number (computed) is public."


@case("ko", "isa-memo-hyeongwan-gyejwa")
def _():
    door = rd(6)
    acct = f"3333-{rd(2)}-{rd(7)}"
    trk = rd(12)
    t = (f"이사 가는 집 정리 메모 좀 만들어 줘. 현관 비밀번호 {door}*, 관리비 자동이체 계좌는 카카오뱅크 {acct}. "
         f"택배는 CJ대한통운 운송장번호 {trk}로 오고 있어.")
    return t, [door, acct], [trk], "Door code and bank account; tracking number is a look-alike."


@case("ko", "neg-galaxy-suri-jeopsu")
def _():
    rcp = rd(10)
    serial = "R5" + rs(UP + DIG, 9)
    t = (f"갤럭시 S24 울트라(SM-S928N) 액정 수리 접수했어요. 접수번호 {rcp}, 시리얼 번호 {serial}, 서비스센터 1588-3366. "
         "삼성케어플러스 보험 처리 되나요?")
    return t, [], ["SM-S928N", serial, "1588-3366"], "Model, serial, service phone."


# ================================================================ Arabic
@case("ar", "hawiya-iban-rajhi-rateb")
def _():
    nid = sa_id()
    ib = iban("SA", "80" + rd(18, lead=False))
    cr = "10" + rd(8, lead=False)
    t = (f"السلام عليكم، أبغى أكتب خطاب للموارد البشرية عشان يحولون الراتب على حسابي الجديد في مصرف الراجحي. "
         f"رقم الهوية {nid}، والآيبان {fmt_iban(ib)}. رقم السجل التجاري للشركة {cr}. ساعدني في الصياغة لو سمحت.")
    return t, [nid, fmt_iban(ib)], [cr], "Saudi national id (Luhn) and IBAN (computed); company commercial registration is public."


@case("ar", "otp-arqam-hindiya-emirates-id")
def _():
    otp = to_script_digits(rd(6), "\u0660")
    eid = ae_eid(rdate(1980, 2000))
    ref = rd(9)
    t = (f"وصلتني رسالة: «رمز التحقق الخاص بك هو {otp}. لا تشاركه مع أي شخص.» وبعدها اتصل واحد يقول إنه من البنك وطلب رقم الهوية "
         f"الإماراتية {eid} عشان يحدّث بياناتي. عطيته الهوية بس ما عطيته الرمز. هل أنا في خطر؟ رقم البلاغ عند البنك {ref}.")
    return t, [otp, eid], [ref], "OTP in Arabic-Indic digits and Emirates ID (Luhn); complaint reference is a look-alike."


@case("ar", "neg-aramex-noon-trn")
def _():
    awb = rd(11)
    noon = "N" + rd(11, lead=False)
    trn = "100" + rd(12, lead=False)
    t = (f"شحنة أرامكس رقم {awb} متأخرة أسبوعين. رقم الطلب من نون {noon}، والرقم الضريبي للبائع {trn}. "
         "إيش أكتب في الشكوى عشان يردون بسرعة؟")
    return t, [], [awb, noon, trn], "Tracking, order number, seller's tax registration number."


# ================================================================ Persian
@case("fa", "kodmelli-sheba-vam")
def _():
    km = ir_melli()
    ib = iban("IR", "0" + pick(["17", "12", "56", "57", "62"]) + "0" + rd(18, lead=False))
    trk = rd(10)
    t = (f"سلام، برای ثبت نام وام دانشجویی باید اینها رو وارد کنم: کد ملی {km} و شماره شبا {ib}. "
         f"شماره پیگیری درخواست قبلیم {trk} بود که رد شد. میتونی بگی مشکل از کجاست؟")
    return t, [km, ib], [trk], "Iranian national code (check computed) and Sheba IBAN (computed); tracking number is a look-alike."


@case("fa", "kart-cvv2-ramz-pouya")
def _():
    z = "\u06f0"
    cardn = luhn_num("610433", 16)
    cf = to_script_digits(grp_n(cardn, 4, "-"), z)
    cvv = to_script_digits(rd(ri(3, 4)), z)
    exp = to_script_digits(f"{ri(1404, 1408)}/{ri(1, 12):02d}", z)
    otp = to_script_digits(rd(6), z)
    ref = to_script_digits(rd(8), z)
    t = (f"یکی زنگ زد گفت از بانک ملته و برای فعالسازی رمز پویا شماره کارت و CVV2 میخواد. من دادم: کارت {cf}، CVV2 {cvv}، "
         f"تاریخ انقضا {exp}. بعدش یه رمز پویا {otp} اومد که اونم گفتم. شکایت ثبت کردم با شماره {ref}. الان چیکار کنم؟")
    return t, [cf, cvv, exp, otp], [ref], "Card number (Luhn), CVV2, expiry and dynamic PIN in Persian digits; complaint number is a look-alike."


@case("fa", "neg-digikala-sefaresh-post")
def _():
    dkc = "DKC-" + rd(9)
    post = rd(24, lead=False)
    t = (f"سفارش دیجیکالا به شماره {dkc} هنوز نرسیده. کد رهگیری پست {post} رو هم زدم چیزی نشون نمیده. "
         "پشتیبانی هم جواب نمیده، چیکار کنم؟")
    return t, [], [dkc, post], "Order number and postal tracking code."


# ================================================================ Hebrew
@case("he", "tofes-101-teudat-zehut")
def _():
    tz = il_id()
    snif = rd(3)
    acct = rd(6)
    hp = "51" + rd(6, lead=False)
    s = 0
    for i, ch in enumerate(hp):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v if v < 10 else v - 9
    hp += str((10 - s % 10) % 10)
    t = (f"היי, אני צריכה למלא טופס 101 בעבודה החדשה. מספר תעודת זהות {tz}, חשבון בנק: בנק הפועלים (12), סניף {snif}, "
         f"מספר חשבון {acct}. ח.פ. של המעסיק {hp}. תעזור לי להבין מה לסמן בנקודות זיכוי?")
    return t, [tz, acct], [snif, hp], "Israeli ID and bank account (ID check computed); branch number and company number (computed) are public."


@case("he", "peteq-ach-kod-delet-wifi")
def _():
    code = rd(4)
    wifi = pw_human(["Shalom", "Tapuach", "Yerushalayim", "Kinneret", "Hummus"])
    phone = f"05{ri(0, 8)}-{rd(3)}-{rd(4, lead=False)}"
    t = (f"אני טס לחו\"ל ואחי יגור אצלי שבועיים. תכין לו פתק מסודר: הקוד לדלת של הבניין {code}, "
         f"הסיסמה של הוויי-פיי {wifi}. אם יש בעיה עם המים להתקשר לוועד הבית {phone}.")
    return t, [code, wifi], [phone], "Building door code and Wi-Fi password; house committee phone is a look-alike."


@case("he", "neg-aliexpress-doar-israel")
def _():
    ali = "8" + rd(15)
    trk = s10(pick(["RS", "LP", "UH"]), pick(["CN", "SG"]))
    osek = il_id()
    t = (f"ההזמנה שלי מעלי אקספרס מספר {ali} תקועה כבר חודש. מספר המשלוח {trk}. החנות בארץ שמכרה לי מטען רשומה כעוסק מורשה {osek}. "
         "למי כדאי לפנות קודם?")
    return t, [], [ali, trk, osek], "Order number, S10 tracking (check computed), shop's business number."


# ================================================================ Hindi
@case("hi", "aadhaar-pan-kyc-branch")
def _():
    aad = in_aadhaar()
    pan = in_pan(pick("SKVM"))
    ifsc = in_ifsc(pick(["SBIN", "PUNB", "BARB", "CNRB"]))
    t = (f"मेरा बैंक KYC अपडेट नहीं हो रहा। आधार नंबर {aad} और PAN {pan} डाल चुका हूँ। ब्रांच का IFSC कोड {ifsc} है। "
         "क्या मुझे ब्रांच जाना ही पड़ेगा या ऑनलाइन हो जाएगा?")
    return t, [aad, pan], [ifsc], "Aadhaar (Verhoeff computed) and PAN; IFSC is public."


@case("hi", "upi-pin-otp-fraud-call")
def _():
    otp = rd(6)
    pin = rd(ri(4, 6))
    utr = rd(12)
    t = (f"एक आदमी ने खुद को बैंक वाला बताकर फोन किया और मैंने गलती से OTP {otp} बता दिया। मेरा UPI PIN {pin} है, क्या उसे भी बदलना चाहिए? "
         f"जो पैसे कटे उसका UTR नंबर {utr} है। साइबर हेल्पलाइन 1930 पर शिकायत कैसे करूँ?")
    return t, [otp, pin], [utr, "1930"], "OTP and UPI PIN; UTR and helpline number are look-alikes."


@case("hi", "neg-irctc-pnr-waiting")
def _():
    p = f"{ri(2, 8)}{rd(9, lead=False)}"
    txn = rd(11)
    t = (f"मेरी ट्रेन का PNR {p} है, ट्रेन नंबर 12951 राजधानी एक्सप्रेस। टिकट अभी वेटिंग में है। पेमेंट ट्रांजैक्शन आईडी {txn} से पैसे कट गए। "
         "कन्फर्म होने का कितना चांस है?")
    return t, [], [p, "12951", txn], "PNR, train number, transaction id."


# ================================================================ Ukrainian
@case("uk", "rnokpp-iban-zarplata")
def _():
    ipn = ua_rnokpp(rdate(1975, 2002))
    ib = iban("UA", "322001" + "00000" + rd(14, lead=False))
    ed = ua_edrpou()
    t = (f"Привіт! Бухгалтерія просить дані для зарахування зарплати. Мій РНОКПП {ipn}, IBAN {ib} (monobank). "
         f"Код ЄДРПОУ роботодавця {ed}. Допоможи скласти заяву, будь ласка.")
    return t, [ipn, ib], [ed], "Personal tax number (check computed) and IBAN (computed); employer EDRPOU (computed) is public."


@case("uk", "fishing-privat-kartka-sms")
def _():
    cn = card(pick(["visa", "mc"]))
    exp, cvv, otp = expiry(), rd(3, lead=False), rd(6)
    ttn = "2045" + rd(10, lead=False)
    t = (f"Мені написали в Telegram нібито з ПриватБанку, що треба «підтвердити картку». Я ввела номер {card_fmt(cn)}, термін {exp} "
         f"і CVV {cvv} на їхньому сайті, потім прийшов SMS-код {otp}, я його теж ввела. Ще вони просили номер ТТН Нової пошти {ttn}. "
         "Що мені робити зараз?")
    return t, [card_fmt(cn), exp, cvv, otp], [ttn], "Card, expiry, CVV and SMS code; parcel waybill number is a look-alike."


@case("uk", "neg-fond-donat-rozetka")
def _():
    ib = iban("UA", "305299" + "00000" + rd(14, lead=False))
    ed = ua_edrpou()
    rz = rd(9)
    t = (f"Хочу задонатити благодійному фонду: IBAN {ib}, ЄДРПОУ {ed}, призначення платежу «Благодійна допомога». "
         f"А ще замовлення Rozetka № {rz} досі не відправили. Як перевірити, що фонд справжній?")
    return t, [], [ib, ed, rz], "Charity IBAN and EDRPOU (computed), order number."


# ================================================================ Polish
@case("pl", "pesel-dowod-800plus")
def _():
    b = rdate(1980, 1998)
    pesel = pl_pesel(b, False)
    dow = pl_idcard()
    nip = pl_nip()
    nipf = f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}"
    t = (f"Cześć, wypełniam wniosek o 800+ dla córki. Mój PESEL {pesel}, numer dowodu {dow}. W rubryce o pracodawcy wpisałam NIP firmy "
         f"{nipf}. Czy to w ogóle potrzebne?")
    return t, [pesel, dow], [nipf], "PESEL and ID card number (both checks computed); employer NIP (computed) is public."


@case("pl", "blik-kolega-numer-konta")
def _():
    blik = rd(6)
    ib = pl_nrb_iban("1020")
    nrb = grp(ib[2:], [2, 4, 4, 4, 4, 4, 4])
    inpost = rd(24)
    t = (f"Kolega napisał na Messengerze, że ma pilny przelew i prosi o kod BLIK: {blik}. Podałam mu już, dobrze zrobiłam? "
         f"Mój numer konta w PKO to {nrb}, mógł przecież poprosić o zwykły przelew. I paczka InPost {inpost} też nie doszła.")
    return t, [blik, nrb], [inpost], "BLIK code and account number (NRB checks computed); parcel number is a look-alike."


@case("pl", "neg-faktura-remont-nip-regon")
def _():
    nip = pl_nip()
    regon = pl_regon()
    ib = pl_nrb_iban("1140")
    nrb = grp(ib[2:], [2, 4, 4, 4, 4, 4, 4])
    t = (f"Dostałam fakturę FV/2024/03/117 od firmy remontowej: NIP {nip}, REGON {regon}, konto do przelewu {nrb}. "
         "Czy faktura bez podpisu jest ważna?")
    return t, [], [nip, regon, nrb], "Company NIP, REGON and account (checks computed)."


# ================================================================ Czech
@case("cs", "rodne-cislo-ucet-pojistovna")
def _():
    b = rdate(1970, 2000)
    rc = cz_rc(b, R.random() < 0.5)
    acct = "19-" + cz_account()
    ico = cz_ico()
    vs = rd(10)
    t = (f"Ahoj, potřebuju vyplnit přihlášku k pojištění. Rodné číslo {rc}, číslo účtu {acct}/0800 u České spořitelny. "
         f"IČO zaměstnavatele {ico}. Variabilní symbol mi přidělili {vs}. Kam co napsat?")
    return t, [rc, acct], [ico, vs], "Birth number (mod 11 computed) and account (mod 11 computed); employer IČO (computed) and payment symbol are look-alikes."


@case("cs", "babicka-pin-george")
def _():
    pin = rd(4)
    pw = pw_human(["Knedlik", "Vltava", "Krtecek", "Becherovka", "Praha"])
    alza = rd(9)
    t = (f"Babička má v peněžence papírek s PINem ke kartě {pin} a heslem do George {pw}. Jak jí to vysvětlit, aby to tam nenosila? "
         f"Mimochodem objednávka z Alzy č. {alza} jí už přišla.")
    return t, [pin, pw], [alza], "Grandmother's card PIN and banking password; order number is a look-alike."


@case("cs", "neg-faktura-eshop-zasilkovna")
def _():
    ico = cz_ico()
    fa = "2024" + rd(6, lead=False)
    vs = rd(8)
    zas = "Z " + rd(3) + " " + rd(4, lead=False) + " " + rd(3, lead=False)
    t = (f"Faktura od e-shopu: IČO {ico}, DIČ CZ{ico}, číslo faktury {fa}, variabilní symbol {vs}. Zásilka {zas}. "
         "Je normální, že variabilní symbol je jiný než číslo faktury?")
    return t, [], [ico, vs, zas], "Company IČO (computed), payment symbol, parcel number."


# ================================================================ Italian
@case("it", "codice-fiscale-iban-stipendio")
def _():
    b = rdate(1975, 2000)
    female = R.random() < 0.5
    cf = it_cf(pick(["BIANCHI", "ROMANO", "COLOMBO", "RICCI", "MARINO", "GRECO"]),
               pick(["GIULIA", "FRANCESCA", "MARTINA"]) if female else pick(["LORENZO", "MATTEO", "ANDREA"]),
               b, female, pick(["H501", "F205", "L219", "G273", "A944"]))
    ib = it_iban()
    piva = it_piva()
    t = (f"Ciao, devo compilare il modulo per l'accredito dello stipendio. Codice fiscale {cf}, IBAN {fmt_iban(ib)}. "
         f"La partita IVA dell'azienda è {piva}. Mi scrivi una mail per l'ufficio del personale?")
    return t, [cf, fmt_iban(ib)], [piva], "Codice fiscale and IBAN (CIN and check computed); company VAT number (computed) is public."


@case("it", "sms-poste-spid-otp-pin")
def _():
    pw = pw_human(["Mozzarella", "Vespa", "Girasole", "Colosseo", "Tiramisu"])
    otp = rd(6)
    pin = rd(5)
    t = (f"Mi è arrivato un SMS «Poste Italiane: il tuo conto è stato bloccato» e ho cliccato. Ho inserito la password SPID {pw} "
         f"e il codice OTP {otp}. Poi mi hanno chiamato chiedendo il PIN della Postepay, che è {pin}, ma non gliel'ho detto. "
         "Cosa devo fare subito?")
    return t, [pw, otp, pin], [], "SPID password, OTP and card PIN after phishing."


@case("it", "neg-ordine-brt-partita-iva")
def _():
    o = rd(8)
    brt = rd(12)
    piva = it_piva()
    t = (f"Il mio ordine n. {o} non è mai arrivato, tracking BRT {brt}. Il venditore ha partita IVA {piva} e codice ATECO 47.91.10. "
         "A chi devo scrivere per il rimborso?")
    return t, [], [o, brt, piva], "Order, tracking, VAT number (computed)."


# ================================================================ Dutch
@case("nl", "bsn-iban-zorgtoeslag")
def _():
    bsn = nl_bsn()
    ib = nl_iban()
    kvk = rd(8)
    btw = f"NL{rd(9, lead=False)}B01"
    t = (f"Hoi, ik vraag zorgtoeslag aan en wil even checken of ik alles goed invul. BSN {bsn}, IBAN {fmt_iban(ib)}. "
         f"Mijn werkgever heeft KvK-nummer {kvk} en btw-id {btw}. Moet ik mijn bruto- of nettoloon opgeven?")
    return t, [bsn, fmt_iban(ib)], [btw], "BSN (11-check computed) and IBAN (computed); employer KvK and VAT id are public."


@case("nl", "opa-digid-sms-code")
def _():
    pw = pw_human(["Tulpen", "Stroopwafel", "Molen", "Fietsbel", "Hagelslag"])
    sms = rd(6)
    ken = grp_n(rd(16), 4)
    t = (f"Mijn opa kan niet inloggen met DigiD. Ik heb zijn gegevens: gebruikersnaam jvdberg1947, wachtwoord {pw}. "
         f"De sms-code die hij net kreeg is {sms}. De brief van de Belastingdienst heeft betalingskenmerk {ken}. "
         "Mag ik namens hem inloggen of moet hij een machtiging regelen?")
    return t, [pw, sms], [ken], "Grandfather's DigiD password and SMS code; tax payment reference is a look-alike."


@case("nl", "neg-bol-postnl-kvk")
def _():
    bol = "A000" + rs(UP + DIG, 6)
    tt = "3S" + rs(UP, 4) + rd(7)
    kvk = rd(8)
    t = (f"Bestelling {bol} is niet bezorgd, PostNL track & trace {tt} zegt al vijf dagen 'gesorteerd'. De verkoper heeft KvK {kvk}. "
         "Kan ik mijn geld terugvragen?")
    return t, [], [bol, tt, kvk], "Order number, tracking code, chamber of commerce number."


# ================================================================ Swedish
@case("sv", "personnummer-lonekonto")
def _():
    pnr = se_pnr(rdate(1975, 2001))
    clr = "8" + rd(3, lead=False) + "-" + rd(1, lead=False)
    konto = f"{rd(3)} {rd(3, lead=False)} {rd(3, lead=False)}-{rd(1, lead=False)}"
    org = luhn_num("55" + str(ri(5, 9)), 10)
    orgf = f"{org[:6]}-{org[6:]}"
    t = (f"Hej! Jag ska fylla i blanketten för lön på nya jobbet. Personnummer {pnr}, clearingnummer {clr}, kontonummer {konto} "
         f"hos Swedbank. Arbetsgivarens organisationsnummer är {orgf}. Kan du skriva ett kort mejl till lönekontoret?")
    return t, [pnr, konto], [clr, orgf], "Personnummer (Luhn computed) and account; clearing number and org number (Luhn) are public."


@case("sv", "grannen-portkod-larm")
def _():
    port, larm = rd(4), rd(4)
    phone = f"08-{rd(3)} {rd(2, lead=False)} {rd(2, lead=False)}"
    t = (f"Grannen ska vattna blommorna medan vi är borta. Kan du göra en lapp: portkod {port}, nyckeln ligger under mattan, "
         f"larmet stängs av med {larm} inom 30 sekunder. Hyresvärdens jour: {phone}.")
    return t, [port, larm], [phone], "Entrance and alarm codes; landlord phone is a look-alike."


@case("sv", "neg-swish-bankgiro-ocr")
def _():
    sw = f"123 900 {rd(2, lead=False)} {rd(2, lead=False)}"
    bg = se_bankgiro()
    ocr = luhn_num(str(ri(1, 9)), 14)
    t = (f"Jag vill skänka till en hjälporganisation via Swish {sw} eller bankgiro {bg}. Och elräkningen ska betalas med OCR-nummer {ocr}. "
         "Vad är säkrast om jag vill ha kvitto för skatteavdrag?")
    return t, [], [sw, bg, ocr], "Charity Swish number, bankgiro (Luhn), OCR reference (Luhn)."


# ================================================================ Danish
@case("da", "cpr-nemkonto-ny-bank")
def _():
    b = rdate(1975, 2001)
    cpr = b.strftime("%d%m%y") + "-" + rd(4, lead=False)
    reg = rd(4)
    konto = rd(10)
    cvr = dk_cvr()
    t = (f"Hej, jeg skal oprette NemKonto i min nye bank. CPR-nummer {cpr}, reg.nr. {reg} og kontonummer {konto}. "
         f"Arbejdsgiverens CVR er {cvr}. Hvor lang tid tager det før lønnen kommer ind?")
    return t, [cpr, konto], [reg, cvr], "CPR (no mod-11 since 2007, not computed) and account; bank reg. no. and CVR (computed) are public."


@case("da", "neg-regning-fi-kort")
def _():
    ref = luhn_num(str(ri(1, 9)), 15)
    kred = rd(8)
    cvr = dk_cvr()
    fak = rd(9)
    t = (f"Jeg har fået en regning fra elselskabet med FI-kort +71< {ref}+{kred}<, fakturanummer {fak}, CVR {cvr}. "
         "Hvordan betaler jeg den i netbanken?")
    return t, [], [ref, kred, cvr], "FI payment reference (mod 10 computed) and creditor number, CVR (computed)."


# ================================================================ Norwegian
@case("no", "fodselsnummer-konto-nav")
def _():
    b = rdate(1980, 1999)
    fnr = no_fnr(b, R.random() < 0.5)
    konto = no_account()
    org = no_orgnr()
    t = (f"Hei! Skal fylle ut søknad om foreldrepenger hos NAV. Fødselsnummer {fnr}, kontonummer {konto}. "
         f"Arbeidsgiver har org.nr. {org}. Hva betyr egentlig dekningsgrad?")
    return t, [fnr, konto], [org], "Fødselsnummer and account (mod 11 computed); employer org. no. (computed) is public."


@case("no", "bankid-phishing-kid")
def _():
    pw = pw_human(["Fjord", "Brunost", "Trollstigen", "Lofoten", "Skiløper"])
    otp = rd(6)
    kid = luhn_num(str(ri(1, 9)), 15)
    t = (f"Fikk SMS om at en pakke var stoppet og at jeg måtte betale 29 kr i toll. Jeg skrev inn BankID-passordet mitt {pw} og "
         f"engangskoden {otp} på siden. Etterpå så jeg at den ekte fakturaen har KID {kid}. Hva gjør jeg nå?")
    return t, [pw, otp], [kid], "BankID password and one-time code; KID payment reference (Luhn) is a look-alike."


# ================================================================ Finnish
@case("fi", "hetu-tilinumero-kela")
def _():
    b = rdate(1975, 2003)
    hetu = fi_hetu(b, R.random() < 0.5)
    ib = fi_iban()
    yt = fi_ytunnus()
    t = (f"Moi! Täytän Kelan asumistukihakemusta. Henkilötunnus {hetu}, tilinumero {fmt_iban(ib)}. Työnantajan Y-tunnus {yt}. "
         "Mitä liitteitä tarvitaan?")
    return t, [hetu, fmt_iban(ib)], [yt], "HETU (check char computed) and IBAN (computed); employer business id (computed) is public."


@case("fi", "kissanvahti-ovikoodi")
def _():
    ovi, box = rd(4), rd(4)
    phone = f"040 {rd(3)} {rd(4, lead=False)}"
    t = (f"Kaveri tulee kissanvahdiksi viikoksi. Tee selkeä lappu: rapun ovikoodi {ovi}, asunnon avain on avainsäilössä koodilla {box}, "
         f"ruoka on eteisen kaapissa. Isännöitsijän päivystys {phone}.")
    return t, [ovi, box], [phone], "Door code and key-box code; property manager phone is a look-alike."


@case("fi", "neg-lasku-viitenumero")
def _():
    viite = fi_viite(ri(9, 15))
    ln = rd(8)
    ib = fi_iban()
    trk = "JJFI" + rd(20, lead=False)
    t = (f"Sain laskun: viitenumero {viite}, laskun numero {ln}, saajan tili {fmt_iban(ib)} (energiayhtiö), eräpäivä 15.4. "
         f"Ja Postin lähetyksen seurantatunnus {trk}. Voinko maksaa pari päivää myöhässä?")
    return t, [], [viite, fmt_iban(ib), trk], "Reference number (7-3-1 computed), company IBAN, tracking."


# ================================================================ Hungarian
@case("hu", "adoazonosito-taj-belepo")
def _():
    ado = hu_adoaz(rdate(1975, 2002))
    taj = hu_taj()
    asz = hu_adoszam()
    t = (f"Szia! Az új munkahelyen ki kell töltenem a belépő adatlapot. Adóazonosító jel: {ado}, TAJ szám: {taj}. "
         f"A munkáltató adószáma {asz}. Mit írjak a családi kedvezmény részhez?")
    return t, [ado, taj], [asz], "Tax id and TAJ (checks computed); employer tax number (computed) is public."


@case("hu", "netbank-belepes-szamlaszam")
def _():
    sz = hu_account()
    pw = pw_human(["Gulyas", "Balaton", "Paprika", "Duna", "Pogacsa"])
    ugy = rd(10)
    t = (f"Segíts megírni egy levelet a banknak, mert nem tudok belépni a netbankba. A számlaszámom {sz}, a jelszavam {pw}, "
         f"de azt írja, hogy hibás. Az ügyfélszolgálaton kaptam egy ügyszámot: {ugy}.")
    return t, [sz, pw], [ugy], "Account number (GIRO checks computed) and password; case number is a look-alike."


@case("hu", "neg-webshop-csomagszam")
def _():
    rend = rd(9)
    gls = rd(11)
    asz = hu_adoszam()
    acct = hu_account()
    t = (f"A rendelésem száma {rend}, a GLS csomagszám {gls}. A webshop adószáma {asz}, bankszámlaszáma {acct}. "
         "Átutaltam a pénzt, de nem küldték el a csomagot. Mit tehetek?")
    return t, [], [gls, asz, acct], "Parcel, shop tax number and account (checks computed)."


# ================================================================ Romanian
@case("ro", "cnp-iban-salariu")
def _():
    cnp = ro_cnp(rdate(1975, 2003), R.random() < 0.5)
    ib = iban("RO", "BTRL" + "RONCRT" + rd(10, lead=False))
    cui = "RO" + ro_cui()
    t = (f"Bună! Trebuie să trimit la HR datele pentru salariu. CNP {cnp}, IBAN {fmt_iban(ib)} (Banca Transilvania). "
         f"CUI-ul firmei e {cui}. Îmi scrii un mail scurt și politicos?")
    return t, [cnp, fmt_iban(ib)], [cui], "CNP and IBAN (computed); company CUI (computed) is public."


@case("ro", "cod-3dsecure-card-pin")
def _():
    otp = rd(6)
    cn = card("mc")
    pin = rd(4)
    emag = rd(9)
    t = (f"Am primit un SMS cu codul 3D Secure {otp} pentru o plată de 1.299 lei pe care n-am făcut-o. Cardul meu e {card_fmt(cn)}, "
         f"iar PIN-ul e {pin}. În cont apare și comanda eMAG {emag}, care nu e a mea. Ce fac mai întâi?")
    return t, [otp, card_fmt(cn), pin], [emag], "3-D Secure code, card number, PIN; order number is a look-alike."


@case("ro", "neg-awb-fan-courier")
def _():
    awb = rd(13)
    fac = "FCT" + rd(7)
    cui = ro_cui()
    t = (f"Coletul cu AWB {awb} de la Fan Courier nu a ajuns nici după o săptămână. Factura nr. {fac}, CUI vânzător {cui}. "
         "Pot cere banii înapoi?")
    return t, [], [awb, fac, cui], "Tracking, invoice, company CUI (computed)."


# ================================================================ Greek
@case("el", "afm-amka-epidoma")
def _():
    afm = gr_afm(pick("01"))
    amka = gr_amka(rdate(1975, 2002))
    co = gr_afm(pick("089"))
    t = (f"Γεια! Συμπληρώνω την αίτηση για το επίδομα και θέλω να ελέγξω τα στοιχεία. ΑΦΜ {afm}, ΑΜΚΑ {amka}. "
         f"Ο ΑΦΜ του εργοδότη είναι {co}. Τι βάζω στο πεδίο ΔΟΥ;")
    return t, [afm, amka], [co], "Personal AFM and AMKA (checks computed); employer AFM (computed) is public."


@case("el", "iban-ebanking-kodikos-rf")
def _():
    ib = iban("GR", pick(["011", "017", "026", "014"]) + rd(4, lead=False) + rd(16, lead=False))
    pw = pw_human(["Thalassa", "Elia", "Santorini", "Souvlaki", "Akropoli"])
    rf = rf_ref(rd(ri(10, 16)))
    t = (f"Θέλω να πληρώσω τον λογαριασμό ρεύματος με κωδικό πληρωμής {rf}. Ο λογαριασμός μου είναι {fmt_iban(ib)} και ο κωδικός "
         f"για το e-banking {pw}. Μου βγάζει σφάλμα, μπορείς να με βοηθήσεις;")
    return t, [fmt_iban(ib), pw], [rf], "IBAN (computed) and e-banking password; RF payment reference (ISO 11649 computed) is a look-alike."


@case("el", "neg-skroutz-acs-gemi")
def _():
    o = rd(6) + "-" + rd(5)
    acs = rd(10)
    gemi = rd(12)
    t = (f"Η παραγγελία μου με αριθμό {o} δεν έχει έρθει ακόμα. Αριθμός αποστολής ACS {acs}. Το κατάστημα έχει αριθμό ΓΕΜΗ {gemi}. "
         "Τι μπορώ να κάνω;")
    return t, [], [o, acs, gemi], "Order, tracking, business registry number."


# ================================================================ Turkish
@case("tr", "tckn-iban-maas")
def _():
    tc = tr_tckn()
    ib = iban("TR", "00010" + "0" + rd(16, lead=False))
    vkn = rd(10)
    t = (f"Merhaba, yeni işyerim maaş için bilgi istiyor. TC kimlik no {tc}, IBAN {fmt_iban(ib)} (Ziraat). "
         f"Şirketin vergi numarası {vkn}. Kısa bir mail yazar mısın?")
    return t, [tc, fmt_iban(ib)], [vkn], "TCKN (checks computed) and IBAN (computed); company tax number (not computed) is public."


@case("tr", "annem-edevlet-sifre-sms")
def _():
    pw = rs(AN, 8)
    otp = rd(6)
    kargo = rd(12)
    t = (f"Annem e-Devlet şifresini unuttu, PTT'den yeni şifre aldı: {pw}. Girişte SMS ile gelen onay kodu {otp}. "
         f"Bir de kargo takip no {kargo} olan paketi sorgulamak istiyoruz, nasıl yaparız?")
    return t, [pw, otp], [kargo], "Mother's e-Devlet password and SMS code; tracking number is a look-alike."


@case("tr", "neg-trendyol-iade-mersis")
def _():
    o = rd(10)
    fat = "TRY" + rd(13)
    mersis = "0" + rd(15)
    t = (f"Trendyol siparişim ({o}) iade edildi ama para hâlâ gelmedi. Fatura no {fat}, satıcının MERSİS no {mersis}. "
         "Ne yapmalıyım?")
    return t, [], [o, fat, mersis], "Order, invoice, company registry number."


# ================================================================ Vietnamese
@case("vi", "cccd-stk-the-tin-dung")
def _():
    cccd = f"0{ri(1, 96):02d}" + str(pick([0, 1, 2, 3])) + rd(8, lead=False)
    stk = "10" + rd(8, lead=False)
    mst = "0" + rd(9)
    t = (f"Chào bạn, mình cần điền đơn mở thẻ tín dụng. Số CCCD của mình là {cccd}, số tài khoản Vietcombank {stk}. "
         f"Mã số thuế công ty mình là {mst}. Bạn xem giúp mình cần thêm giấy tờ gì không?")
    return t, [cccd, stk], [mst], "Citizen id and account number; company tax code (not computed) is public."


@case("vi", "lo-doc-otp-mat-khau")
def _():
    otp = rd(6)
    pw = pw_human(["Hanoi", "Phoxao", "Saigon", "Hoalan", "Banhmi"])
    ft = "FT" + rd(5) + rs(UP + DIG, 7)
    t = (f"Có người gọi tự xưng nhân viên ngân hàng bảo mình đọc mã OTP {otp} để hủy giao dịch. Mình lỡ đọc rồi, "
         f"mật khẩu internet banking của mình là {pw}. Mã giao dịch bị trừ tiền là {ft}. Giờ mình phải làm gì trước?")
    return t, [otp, pw], [ft], "OTP and banking password; transaction code is a look-alike."


@case("vi", "neg-shopee-ghtk-van-don")
def _():
    sp = rd(6) + rs(UP + DIG, 8)
    gh = "S" + rd(8) + ".SGP" + rd(2) + ".K" + rd(2) + "." + rd(9)
    hot = f"0{pick(['90', '91', '98', '97'])}{rd(7, lead=False)}"
    t = (f"Đơn hàng Shopee mã {sp} giao bởi GHTK, mã vận đơn {gh}. Hotline shop {hot}. "
         "Đã 5 ngày chưa nhận được hàng, mình nên khiếu nại thế nào?")
    return t, [], [sp, gh, hot], "Order, tracking, shop hotline."


# ================================================================ Thai
@case("th", "bat-prachachon-banchi-kongthun")
def _():
    idf, _ = th_id(str(ri(1, 3)))
    acct = f"{rd(3)}-{rd(1, lead=False)}-{rd(5, lead=False)}-{rd(1, lead=False)}"
    _taxf, tax = th_id("0")
    t = (f"สวัสดีค่ะ จะกรอกฟอร์มเปิดบัญชีกองทุน เลขบัตรประชาชน {idf} เลขบัญชีกสิกร {acct} "
         f"ส่วนเลขประจำตัวผู้เสียภาษีของบริษัทนายจ้างคือ {tax} ช่วยดูหน่อยว่าต้องแนบเอกสารอะไรบ้างคะ")
    return t, [idf, acct], [tax], "Thai id (check computed) and account; employer tax id (computed) is public."


@case("th", "khon-maa-phak-condo")
def _():
    door = rd(6)
    wifi = pw_human(["Mamuang", "Tomyum", "Chaba", "Somtam", "Sabai"])
    ems = s10("E" + pick("FGJ"), "TH")
    t = (f"ช่วยเขียนข้อความส่งให้เพื่อนที่จะมาพักคอนโดหน่อย รหัสประตูห้อง {door} รหัสไวไฟ {wifi} "
         f"แล้วก็พัสดุ EMS เลข {ems} จะมาส่งวันพุธ ฝากรับให้ด้วยนะ")
    return t, [door, wifi], [ems], "Door code and Wi-Fi password; EMS tracking (S10 check computed) is a look-alike."


@case("th", "neg-lazada-kerry")
def _():
    o = rd(15)
    kerry = "KERTH" + rd(10)
    cc = f"02-{rd(3)}-{rd(4, lead=False)}"
    t = (f"คำสั่งซื้อ Lazada หมายเลข {o} ยังไม่ได้ของเลย เลขพัสดุ Kerry {kerry} โทรไป call center {cc} ก็ไม่มีคนรับ ทำยังไงดี")
    return t, [], [o, kerry, cc], "Order, tracking, call-centre number."


# ================================================================ Indonesian
@case("id", "pinjol-nik-rekening-pin")
def _():
    b = rdate(1980, 2003)
    day = b.day + (40 if R.random() < 0.5 else 0)
    nik = pick(["3174", "3273", "3578", "3471", "5171"]) + rd(2) + f"{day:02d}{b.month:02d}{b.year % 100:02d}" + rd(4)
    pin = rd(6)
    t = (f"Kak, saya mau isi formulir pinjaman online. NIK {nik}, PIN m-BCA {pin}. "
         "Katanya harus kasih PIN juga supaya dana bisa dicairkan, aman nggak sih?")
    return t, [nik, pin], [], "NIK and banking PIN requested by a lending app."


@case("id", "ig-diretas-otp-resi")
def _():
    pw = pw_human(["Nasigoreng", "Rendang", "Merdeka", "Komodo", "Batik"])
    otp = rd(6)
    resi = "JP" + rd(10)
    t = (f"Akun Instagram saya diretas. Password email saya {pw}, tadi juga ada SMS kode OTP {otp} padahal saya tidak login. "
         f"Terus paket Shopee dengan resi {resi} katanya gagal kirim. Apa ini berhubungan?")
    return t, [pw, otp], [resi], "Email password and OTP; tracking number is a look-alike."


@case("id", "neg-tokopedia-npwp-va")
def _():
    d = rdate(2024, 2024)
    inv = f"INV/{d.strftime('%Y%m%d')}/MPL/{rd(10)}"
    npwp = f"0{rd(1, lead=False)}.{rd(3, lead=False)}.{rd(3, lead=False)}.{rd(1, lead=False)}-{rd(3, lead=False)}.000"
    va = "8077" + rd(12, lead=False)
    t = (f"Pesanan Tokopedia saya nomor {inv} belum sampai. Penjualnya punya NPWP {npwp}, dan saya bayar ke virtual account {va}. "
         "Bagaimana cara komplain yang benar?")
    return t, [], [inv, npwp, va], "Invoice, seller tax number, payment virtual account."


# ================================================================ Tagalog
@case("tl", "gcash-otp-mpin-nascam")
def _():
    otp = rd(6)
    mpin = rd(4)
    ref = f"{rd(4)} {rd(3, lead=False)} {rd(6, lead=False)}"
    t = (f"Ate, may nag-text na taga-GCash daw, hiningi yung OTP ko na {otp} at naibigay ko, pati MPIN ko {mpin}. "
         f"Tapos may nawalang 5,000 sa account ko, Ref No. {ref} yung nakalagay sa transaction. Ano po dapat kong gawin?")
    return t, [otp, mpin], [ref], "GCash OTP and MPIN; transaction Ref No. is a look-alike."


@case("tl", "sss-tin-bpi-bagong-trabaho")
def _():
    sss = f"{rd(2)}-{rd(7, lead=False)}-{rd(1, lead=False)}"
    tin = f"{rd(3)}-{rd(3, lead=False)}-{rd(3, lead=False)}-000"
    er = f"{rd(2)}-{rd(7, lead=False)}-{rd(1, lead=False)}-000"
    t = (f"Pa-help naman i-fill up yung form sa bagong trabaho. SSS number ko {sss} tapos TIN {tin}. "
         f"Yung employer number nila sa SSS ay {er}, doon ko ba ilalagay sa 'ER No.'?")
    return t, [sss, tin], [er], "SSS number and TIN; employer SSS number is public."


# ================================================================ Swahili
@case("sw", "mpesa-ujumbe-pin-tapeli")
def _():
    code = pick("ST") + rs(UP + DIG, 9)
    pin = rd(4)
    phone = f"07{rd(2, lead=False)} {rd(3, lead=False)} {rd(3, lead=False)}"
    t = (f"Nimepokea ujumbe huu: \"{code} Imethibitishwa. Ksh2,000.00 imetumwa kwa JOHN KAMAU {phone} tarehe 12/5/24 saa 8:15 PM. "
         f"Salio lako jipya la M-PESA ni Ksh540.00.\" Lakini sijatuma pesa hizo! Mtu alinipigia simu akaniuliza PIN yangu na nikampa, ni {pin}. "
         "Nifanye nini sasa?")
    return t, [code, pin], [phone], "M-Pesa transaction code and PIN; recipient phone is a look-alike."


@case("sw", "neg-till-paybill-oda")
def _():
    till = rd(6)
    pb = rd(6)
    o = "ORD-" + rd(6)
    t = (f"Duka la mtandaoni limeniambia nilipe kwa Till namba {till} au Paybill {pb}, na namba ya oda yangu ni {o}. "
         "Je, kulipa kwa Till ni salama kuliko kutuma pesa moja kwa moja kwa namba ya simu?")
    return t, [], [till, pb, o], "Till and Paybill numbers of a shop, order number."


# ================================================================ validation and output
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "CZ": 24, "PT": 25, "SA": 24, "IR": 26,
            "UA": 29, "GR": 27, "TR": 26, "FI": 18, "RO": 24, "HU": 28, "GB": 22}
SEP = "\n---\n"


def hostile(ch):
    if ch == "\n":
        return False
    if ch in "\\\t\u2028\u2029\ufeff":
        return True
    return unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")


def occurrences(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    text, sec, lk = c["text"], c["secrets"], c["lookalikes"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c[k], str) or not c[k].strip():
            errs.append(f"empty {k}")
    for k in ("id", "lang", "text", "note"):
        if any(hostile(ch) for ch in c[k]):
            errs.append(f"hostile character in {k}")
    if len(c["lang"]) != 2 or not c["lang"].islower():
        errs.append("bad lang")
    if not sec and not lk:
        errs.append("case with neither secrets nor look-alikes")
    if len(set(sec)) != len(sec) or len(set(lk)) != len(lk):
        errs.append("duplicate value in a list")
    if set(sec) & set(lk):
        errs.append("value both secret and look-alike")
    spans = {}
    for kind, vals in (("s", sec), ("l", lk)):
        for v in vals:
            if not isinstance(v, str) or not v.strip() or v != v.strip():
                errs.append(f"bad value {v!r}")
                continue
            if any(hostile(ch) for ch in v):
                errs.append(f"hostile character in value {v!r}")
            occ = occurrences(text, v)
            if not occ:
                errs.append(f"not a substring: {v!r}")
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append(f"short value occurs {len(occ)} times: {v!r}")
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    errs.append(f"embedded in longer number (left): {v!r}")
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    errs.append(f"embedded in longer number (right): {v!r}")
            spans.setdefault(kind, []).extend((a, b, v) for a, b in occ)
    for a, b, v in spans.get("s", []):
        for x, y, w in spans.get("l", []):
            if a < y and x < b:
                errs.append(f"secret {v!r} overlaps look-alike {w!r}")
    for v in sec + lk:
        compact = v.replace(" ", "")
        if compact[:2] in IBAN_LEN and len(compact) == IBAN_LEN[compact[:2]] and compact[2:4].isdigit():
            if not iban_ok(compact):
                errs.append(f"IBAN check fails: {v!r}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append(f"    {k}:")
                out.extend(f"      - {q(v)}" for v in c[k])
            else:
                out.append(f"    {k}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
        print(f"usage: python3 {sys.argv[0]} {NAME}.yaml", file=sys.stderr)
        return 1
    try:
        self_tests()
    except AssertionError as e:
        print(f"self-test failed: {e!r}", file=sys.stderr)
        return 1
    cases, problems, retries = [], [], 0
    for idx, (lang, slug, f) in enumerate(BUILDERS, 1):
        for attempt in range(25):
            text, sec, lk, note = f()
            c = {"id": f"{PREFIX}-{idx:03d}-{slug}", "lang": lang, "text": text, "secrets": list(sec),
                 "lookalikes": list(lk), "note": note}
            errs = validate_case(c)
            if not errs:
                break
            retries += 1
        else:
            problems.append(f"{c['id']}: " + "; ".join(sorted(set(errs))))
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids")
    slugs = [i.split("-", 2)[2] for i in ids]
    if len(set(slugs)) != len(slugs):
        problems.append("duplicate slugs")
    for c in cases:
        if not all(ch.islower() or ch.isdigit() or ch == "-" for ch in c["id"].split("-", 2)[2]):
            problems.append(f"bad id {c['id']}")
    if problems:
        print("VALIDATION FAILED:\n" + "\n".join(problems), file=sys.stderr)
        return 1
    y = to_yaml(cases)
    if any(hostile(ch) and ch != "\\" for ch in y):
        print("hostile character in output", file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as fh:
        fh.write(y)
    n_pos = sum(1 for c in cases if c["secrets"])
    print(f"wrote {sys.argv[1]}: {len(cases)} cases ({n_pos} positive, {len(cases) - n_pos} negative), "
          f"{sum(len(c['secrets']) for c in cases)} secrets, {sum(len(c['lookalikes']) for c in cases)} look-alikes, "
          f"{retries} redraws", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
