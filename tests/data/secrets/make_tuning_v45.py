#!/usr/bin/env python3
"""Generator for "Tuning set v45 (written blind, for tuning)".

usage: python3 make_tuning_v45.py tuning_v45.yaml

Deterministic (random.Random(4501)), standard library only. Every value is
produced here; check digits are computed where the real format has them.
The file validates every case before writing and exits 1 on any problem.
"""
import sys, random, hashlib, base64, zlib, json, uuid, struct
from collections import Counter

SEED = 4501
PREFIX = "t45"
R = random.Random(SEED)

DIG = "0123456789"
HEX = "0123456789abcdef"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = UP.lower()
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DIG, n)


def rdnz(n):
    return R.choice("123456789") + rd(n - 1)


def rh(n):
    return rs(HEX, n)


def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha256hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def sha1hex():
    return hashlib.sha1(rbytes(32)).hexdigest()


def md5hex():
    return hashlib.md5(rbytes(32)).hexdigest()


def T(*msgs):
    """several messages of one user, separated by a line ---"""
    return "\n---\n".join(msgs)


# ---------------------------------------------------------------- check digits
def luhn_sum(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot


def luhn_ok(s):
    return luhn_sum(s) % 10 == 0


def luhn_cd(body):
    return str((10 - luhn_sum(body + "0") % 10) % 10)


def luhn_complete(body):
    return body + luhn_cd(body)


def card(prefix, length=16):
    return luhn_complete(prefix + rd(length - 1 - len(prefix)))


def _a2n(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(cc, bban):
    n = int(_a2n(bban + cc + "00"))
    return "%s%02d%s" % (cc, 98 - n % 97, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    return int(_a2n(s[4:] + s[:4])) % 97 == 1


def fr_bban():
    bank, branch, acc = rdnz(5), rd(5), rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97)
    return bank + branch + acc + "%02d" % key


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(c) * x for c, x in zip(ten, w)) % 11
    return 0 if d == 11 else 1 if d == 10 else d


def es_bban():
    bank, branch, acc = rdnz(4), rd(4), rd(10)
    return bank + branch + str(_es_dc("00" + bank + branch)) + str(_es_dc(acc)) + acc


_IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _it_val(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_cin(s):
    tot = 0
    for i, c in enumerate(s):
        v = _it_val(c)
        tot += _IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + tot % 26)


def it_bban():
    rest = "0" + rd(4) + rd(5) + rd(12)
    return it_cin(rest) + rest


def pl_bban():
    sort7 = rdnz(7)
    w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(sort7, w)) % 10) % 10
    return sort7 + str(c) + rd(16)


def pt_bban():
    n19 = "00" + rd(17)
    return n19 + "%02d" % (98 - int(n19 + "00") % 97)


def no_account():
    while True:
        b = rdnz(10)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if c == 11:
            c = 0
        if c != 10:
            return b + str(c)


def be_bban():
    n = rdnz(10)
    c = int(n) % 97 or 97
    return n + "%02d" % c


def de_steuer_id():
    while True:
        ds = R.sample(DIG, 9)
        ds.append(R.choice(ds))
        R.shuffle(ds)
        if ds[0] == "0":
            continue
        body = "".join(ds)
        return body + str(mod11_10(body))


def mod11_10(body):
    p = 10
    for c in body:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return 0 if c == 10 else c


def de_vat():
    b = rdnz(8)
    return "DE" + b + str(mod11_10(b))


def fr_nir():
    sex = R.choice("12")
    yy = "%02d" % R.randint(55, 99)
    mm = "%02d" % R.randint(1, 12)
    dep = "%02d" % R.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
    com = "%03d" % R.randint(1, 400)
    order = "%03d" % R.randint(1, 999)
    n13 = sex + yy + mm + dep + com + order
    key = 97 - int(n13) % 97
    return " ".join([sex, yy, mm, dep, com, order, "%02d" % key])


def fr_siret():
    siren = luhn_complete(rdnz(8))
    return luhn_complete(siren + "0001"+rd(0)) if False else _siret_from(siren)


def _siret_from(siren):
    while True:
        nic = "000" + rd(1)
        body = siren + nic
        cd = luhn_cd(body)
        return body + cd


def es_dni():
    n = rd(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def es_cif():
    body = rd(7)
    s_even = sum(int(body[i]) for i in (1, 3, 5))
    s_odd = 0
    for i in (0, 2, 4, 6):
        d = int(body[i]) * 2
        s_odd += d // 10 + d % 10
    c = (10 - (s_even + s_odd) % 10) % 10
    return "B" + body + str(c)


def nl_bsn():
    while True:
        b = rdnz(8)
        s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1))) % 11
        if s < 10:
            return b + str(s)


def pl_pesel():
    y = R.randint(1960, 2004)
    m = R.randint(1, 12) + (20 if y >= 2000 else 0)
    d = R.randint(1, 28)
    b = "%02d%02d%02d" % (y % 100, m, d) + rd(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(c) * x for c, x in zip(b, w)) % 10) % 10)


def pl_nip():
    while True:
        b = rdnz(9)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * x for a, x in zip(b, w)) % 11
        if c < 10:
            return b + str(c)


def br_cpf():
    b = [int(c) for c in rdnz(9)]
    for n in (10, 11):
        s = sum(d * w for d, w in zip(b, range(n, 1, -1)))
        r = s % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def br_cnpj():
    b = [int(c) for c in rdnz(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(d * x for d, x in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def pt_nif(first="123"):
    while True:
        b = R.choice(first) + rd(7)
        s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
        c = 11 - s % 11
        if c >= 10:
            c = 0
        return b + str(c)


def cn_id():
    region = R.choice(["110105", "310104", "440305", "330106", "510107", "420106", "320102"])
    y = R.randint(1965, 2003)
    birth = "%04d%02d%02d" % (y, R.randint(1, 12), R.randint(1, 28))
    b = region + birth + rd(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(c) * x for c, x in zip(b, w)) % 11]


def kr_rrn():
    y = R.randint(1965, 1999)
    b = "%02d%02d%02d" % (y % 100, R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + rd(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    s = b + str(c)
    return s[:6] + "-" + s[6:]


def kr_brn():
    b = rdnz(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    s = b + str(c)
    return "%s-%s-%s" % (s[:3], s[3:5], s[5:])


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_cd(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def in_aadhaar():
    b = R.choice("23456789") + rd(10)
    s = b + verhoeff_cd(b)
    return grp(s)


def in_pan():
    return rs(UP, 3) + "P" + rs(UP, 1) + rd(4) + rs(UP, 1)


def in_gstin():
    al = DIG + UP
    b = R.choice(["27", "29", "07", "33", "24"]) + rs(UP, 3) + "C" + rs(UP, 1) + rd(4) + rs(UP, 1) + "1Z"
    tot = 0
    for i, ch in enumerate(b):
        p = al.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return b + al[(36 - tot % 36) % 36]


def tr_tckn():
    d = [int(c) for c in rdnz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_vkn():
    b = rd(9)
    tot = 0
    for i in range(9):
        t = (int(b[i]) + 9 - i) % 10
        v = (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        tot += v
    return b + str((10 - tot % 10) % 10)


def il_id(first=""):
    b = first + rd(8 - len(first))
    tot = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        tot += x // 10 + x % 10
    return b + str((10 - tot % 10) % 10)


def se_pnr():
    y = R.randint(1960, 2002)
    b = "%02d%02d%02d" % (y % 100, R.randint(1, 12), R.randint(1, 28)) + rd(3)
    return b[:6] + "-" + b[6:] + luhn_cd(b)


def se_orgnr():
    b = "55" + R.choice("6789") + rd(6)
    b = b[:9]
    return b[:6] + "-" + b[6:] + luhn_cd(b)


def no_fnr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + rd(3)
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(a) * x for a, x in zip(b, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(a) * x for a, x in zip(b, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def no_orgnr():
    while True:
        b = R.choice("89") + rd(7)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return b + str(c)


def kid_mod10(body):
    return body + luhn_cd(body)


def fi_hetu():
    d, m, y = R.randint(1, 28), R.randint(1, 12), R.randint(1960, 2003)
    nnn = "%03d" % R.randint(2, 899)
    dd = "%02d%02d%02d" % (d, m, y % 100)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(dd + nnn) % 31]
    return dd + ("-" if y < 2000 else "A") + nnn + c


def fi_ytunnus():
    while True:
        b = rdnz(7)
        w = [7, 9, 10, 5, 8, 4, 2]
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        if r == 1:
            continue
        return b + "-" + str(0 if r == 0 else 11 - r)


def fi_viite(body):
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(body)))
    return body + str((10 - s % 10) % 10)


def dk_cpr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + rd(3)
        w = [4, 3, 2, 7, 6, 5, 4, 3, 2]
        c = (-sum(int(a) * x for a, x in zip(b, w))) % 11
        if c < 10:
            s = b + str(c)
            return s[:6] + "-" + s[6:]


def dk_cvr():
    while True:
        b = rdnz(7)
        w = [2, 7, 6, 5, 4, 3, 2]
        c = (-sum(int(a) * x for a, x in zip(b, w))) % 11
        if c < 10:
            return b + str(c)


def cz_rc():
    while True:
        y = R.randint(1960, 1999)
        m = R.randint(1, 12) + R.choice([0, 50])
        b = "%02d%02d%02d" % (y % 100, m, R.randint(1, 28)) + rd(3)
        c = int(b) % 11
        if c < 10:
            s = b + str(c)
            return s[:6] + "/" + s[6:]


def cz_ico():
    b = rdnz(7)
    w = [8, 7, 6, 5, 4, 3, 2]
    r = sum(int(a) * x for a, x in zip(b, w)) % 11
    return b + str((11 - r) % 10)


def hu_adoazon():
    while True:
        b = "8" + "%05d" % R.randint(30000, 50000) + rd(3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def hu_adoszam():
    b = rdnz(7)
    w = [9, 7, 3, 1, 9, 7, 3]
    c = (10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10
    return b + str(c) + "-" + R.choice("2345") + "-" + "%02d" % R.choice([41, 42, 43, 13, 20])


def ro_cnp():
    y = R.randint(1960, 1999)
    b = R.choice("12") + "%02d%02d%02d" % (y % 100, R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 40) + rd(3)
    w = "279146358279"
    c = sum(int(a) * int(x) for a, x in zip(b, w)) % 11
    return b + ("1" if c == 10 else str(c))


def ro_cui():
    b = rdnz(R.choice([7, 8]))
    key = "753217532"[-len(b):]
    s = sum(int(a) * int(x) for a, x in zip(b, key))
    c = (s * 10) % 11
    return b + ("0" if c == 10 else str(c))


def gr_afm():
    while True:
        b = R.choice("0123") + rd(7) if False else R.choice("01") + rd(7)
        s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
        return b + str(s % 11 % 10)


def jp_mynumber():
    b = rdnz(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    return b + str(c)


def jp_corp():
    b = rdnz(12)
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def ua_rnokpp():
    b = rdnz(9)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)


def ua_edrpou():
    b = R.choice("234") + rd(6)
    v = int(b + "0")
    w = [1, 2, 3, 4, 5, 6, 7] if (v < 30000000 or v > 60000000) else [7, 1, 2, 3, 4, 5, 6]
    r = sum(int(a) * x for a, x in zip(b, w)) % 11
    if r == 10:
        r = sum(int(a) * (x + 2) for a, x in zip(b, w)) % 11
        if r == 10:
            r = 0
    return b + str(r)


def ru_inn12():
    b = [int(c) for c in rdnz(10)]
    for w in ([7, 2, 4, 10, 3, 5, 9, 4, 6, 8], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]):
        b.append(sum(d * x for d, x in zip(b, w)) % 11 % 10)
    return "".join(map(str, b))


def ru_inn10():
    b = [int(c) for c in "77" + rd(7)]
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(d * x for d, x in zip(b, w)) % 11 % 10)
    return "".join(map(str, b))


def ru_snils():
    b = rdnz(9)
    s = sum(int(c) * (9 - i) for i, c in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def ir_melli():
    b = rdnz(9)
    r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)


def th_id(first="1"):
    b = first + rd(11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(b)) % 11) % 10
    s = b + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def sa_id():
    return luhn_complete("1" + rd(8))


def us_ssn():
    a = R.randint(1, 899)
    while a == 666:
        a = R.randint(1, 899)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def uk_nino():
    return rs("ABCEGHJKLMNPRSTWXYZ", 1) + rs("ABCEGHJKLMNPRSTWXYZ", 1) + " " + grp(rd(6), 2) + " " + R.choice("ABCD")


def ca_sin():
    s = luhn_complete(R.choice("1234567") + rd(7))
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def ca_bn():
    return luhn_complete(rdnz(8)) + "RT0001"


def au_tfn():
    while True:
        b = rdnz(8)
        w = [1, 4, 3, 7, 5, 8, 6, 9]
        s = sum(int(a) * x for a, x in zip(b, w))
        for last in range(10):
            if (s + last * 10) % 11 == 0:
                t = b + str(last)
                return "%s %s %s" % (t[:3], t[3:6], t[6:])


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        b = rdnz(11)
        d = [int(c) for c in b]
        d[0] -= 1
        if sum(a * x for a, x in zip(d, w)) % 89 == 0:
            return "%s %s %s %s" % (b[:2], b[2:5], b[5:8], b[8:])


def us_routing():
    b = rd(8)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    c = (10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10
    return b + str(c)


def uk_vat():
    b = rdnz(7)
    s = sum(int(a) * x for a, x in zip(b, range(8, 1, -1)))
    return "GB" + b + "%02d" % ((-s) % 97)


def it_cf():
    months = "ABCDEHLMPRST"
    cons = "BCDFGHLMNPRSTVZ"
    b = rs(cons, 3) + rs(cons, 2) + R.choice("AEIO") + "%02d" % R.randint(60, 99) + R.choice(months)
    day = R.randint(1, 28) + R.choice([0, 40])
    b += "%02d" % day + R.choice(["H501", "F205", "L219", "A944", "G273", "F839"])
    tot = 0
    for i, c in enumerate(b):
        v = _it_val(c)
        tot += _IT_ODD[v] if i % 2 == 0 else v
    return b + chr(65 + tot % 26)


def it_piva():
    return luhn_complete(rdnz(10))


def imei():
    return luhn_complete(R.choice(["35", "86", "01"]) + rd(12))


def ean13(body12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body12))
    return body12 + str((10 - s % 10) % 10)


def isbn13():
    b = R.choice(["978013", "978032", "978111", "978014"]) + rd(6)
    s = ean13(b)
    return "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:7], s[7:12], s[12])


def ch_ahv():
    s = ean13("756" + rd(9))
    return "%s.%s.%s.%s" % (s[:3], s[3:7], s[7:11], s[11:])


def vin():
    tr = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9])}
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(R.choice(["1HG", "WVW", "JTD", "5YJ", "WBA"]) + rs(al, 5) + "0" + rs(al, 8))
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum((int(c) if c.isdigit() else tr[c]) * x for c, x in zip(v, w))
    v[8] = "X" if s % 11 == 10 else str(s % 11)
    return "".join(v)


# ---------------------------------------------------------------- crypto
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_p2pkh():
    return b58check(b"\x00" + rbytes(20))


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _convertbits(data, frm, to):
    acc = bits = 0
    ret = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (to - bits)) & maxv)
    return ret


def btc_bech32():
    hrp = "bc"
    data = [0] + _convertbits(rbytes(20), 8, 5)
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hx + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data + chk)


def eth_addr():
    return "0x" + rh(40)


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
         "beach bean beauty because become beef before begin behave behind believe below belt bench benefit "
         "best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame "
         "blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone "
         "bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread "
         "breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble "
         "buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter "
         "buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe "
         "canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle "
         "ocean olive orange oxygen panda paper piano planet river robot rocket salad salmon satoshi spider "
         "spoon sugar tiger ticket tunnel valley velvet wagon window winter wolf zebra zero zone zoo").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- provider formats
def aws_akid():
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret():
    return rs(ALNUM + "/+", 40)


def gh_token(prefix="ghp_"):
    ent = rs(ALNUM, 30)
    n = zlib.crc32(ent.encode()) & 0xffffffff
    b62 = DIG + UP + LO
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = b62[r] + out
    return prefix + ent + out.rjust(6, "0")


def gh_fine():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)


def stripe(prefix):
    return prefix + "51" + rs(ALNUM, 97)


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def google_key():
    return "AIza" + rs(B64U, 35)


def slack_token(kind="xoxb"):
    return "%s-%s-%s-%s" % (kind, rdnz(12), rdnz(13), rs(ALNUM, 24))


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rbytes(32 if alg == "HS256" else 256))


def ed25519_pub(comment):
    blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + rbytes(32)
    return "ssh-ed25519 " + b64(blob) + " " + comment, blob


def openssh_priv(comment):
    pub = rbytes(32)
    pubblob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + pub

    def sstr(b):
        return struct.pack(">I", len(b)) + b
    chk = rbytes(4)
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(rbytes(32) + pub) + sstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    raw = b"openssh-key-v1\0" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) + sstr(pubblob) + sstr(priv)
    body = b64(raw)
    publine = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return "\n".join(body[i:i + 70] for i in range(0, len(body), 70)), publine


def pem_body(header_bytes, n, width=64):
    body = b64(header_bytes + rbytes(n))
    return "\n".join(body[i:i + width] for i in range(0, len(body), width))


def totp_seed(nbytes=20):
    return base64.b32encode(rbytes(nbytes)).decode().rstrip("=")


WORDS = ["Maple", "Falcon", "Harbor", "Copper", "Willow", "Saturn", "Pepper", "Cobalt", "Juniper", "Orchid",
         "Tundra", "Velvet", "Mango", "Lantern", "Biscuit", "Granite", "Ember", "Thistle", "Quartz", "Puffin"]


def human_pw():
    w = R.choice(WORDS)
    style = R.randint(0, 3)
    if style == 0:
        return w + R.choice("!#$%&*?") + rd(R.choice([2, 4]))
    if style == 1:
        return w.lower() + "_" + R.choice(WORDS) + rd(2) + R.choice("!?")
    if style == 2:
        return R.choice(WORDS) + "-" + w + "-" + rd(2)
    return w[0].lower() + w[1:] + rd(4) + R.choice("!@#")


def rand_pw(n=16):
    while True:
        p = rs(ALNUM + "!@#%^*-_=+?", n)
        if any(c.isdigit() for c in p) and any(c in "!@#%^*-_=+?" for c in p):
            return p


def otp(n=6):
    return rd(n)


def rng_pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) >= 3:
            return p


# ---------------------------------------------------------------- case collection
CASES = []
_P = {"s": [], "l": []}


def S(cls, v):
    _P["s"].append((cls, v))
    return v


def L(cls, v):
    _P["l"].append((cls, v))
    return v


def add(lang, slug, text, note):
    n = len(CASES) + 1
    sec, lk = _P["s"], _P["l"]
    _P["s"], _P["l"] = [], []
    CASES.append({"id": "%s-%03d-%s" % (PREFIX, n, slug), "lang": lang, "text": text,
                  "secrets": [v for _, v in sec], "lookalikes": [v for _, v in lk],
                  "scls": [c for c, _ in sec], "lcls": [c for c, _ in lk], "note": note})
# ================================================================ English cases
def en_cases():
    # 1
    ak, sk = aws_akid(), aws_secret()
    add("en", "aws-credentials-file", T(
        f"""every aws cli call fails with InvalidClientTokenId since this morning. this is my ~/.aws/credentials, did I mess up the format?

[default]
aws_access_key_id = {S('api_key', ak)}
aws_secret_access_key = {S('api_key', sk)}
region = eu-west-1""",
        f"full error: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid. (RequestId: {L('request_id', uuid4())})"),
        "live AWS key pair in an INI credentials file; the request id in the error is not secret")
    # 2
    add("en", "aws-docs-example-keys",
        f"""In the AWS docs they use {L('doc_example', 'AKIAIOSFODNN7EXAMPLE')} and {L('doc_example', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')} everywhere. If I put those exact values into a moto test fixture, will boto3 try to reach real AWS or does moto intercept everything?""",
        "negative: the documented AWS example key pair")
    # 3
    tok, c1, c2 = gh_token(), sha1hex(), sha1hex()
    add("en", "github-token-in-remote-url",
        f"""git push keeps asking for a password even though I set the remote like this:

$ git remote -v
origin  https://{S('token', tok)}@github.com/brightloop/infra-scripts.git (fetch)
origin  https://{S('token', tok)}@github.com/brightloop/infra-scripts.git (push)

$ git log --oneline -2
{L('commit_id', c1[:7])} fix cron expression for nightly backup
{L('commit_id', c2[:7])} add restore script

last full sha on main is {L('commit_id', c1)}""",
        "GitHub PAT embedded twice in the remote URL; commit ids are public")
    # 4
    skl, pkl, dbpw = stripe("sk_live_"), stripe("pk_live_"), rand_pw(20)
    add("en", "dotenv-stripe-and-db",
        f"""why does my webhook handler return 500 in prod but not locally? here's the prod .env (redacted nothing, it's a private repo anyway)

NODE_ENV=production
PORT=8080
STRIPE_SECRET_KEY={S('api_key', skl)}
STRIPE_PUBLISHABLE_KEY={L('public_key', pkl)}
DATABASE_URL=postgres://shop_app:{S('conn_password', dbpw)}@db-prod.internal:5432/shop""",
        "Stripe live secret key and DB password are secrets; the publishable key is meant to be public")
    # 5
    add("en", "stripe-test-docs-values",
        f"""Stripe's quickstart uses {L('doc_example', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')} as the API key and card {L('test_card', '4242 4242 4242 4242')} with any future date and any CVC. When I use that card with my own test key I get card_declined — is {L('test_card', '4000 0000 0000 0002')} the one that always declines and I mixed them up?""",
        "negative: Stripe documentation key and published test cards")
    # 6
    ok_ = openai_key()
    add("en", "openai-key-in-python",
        f"""```python
from openai import OpenAI

client = OpenAI(api_key="{S('api_key', ok_)}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "ping"}}])
print(resp.id)
```
it prints {L('request_id', 'chatcmpl-' + rs(ALNUM, 29))} and then hangs on the second call. Should I be reading {L('code_identifier', 'OPENAI_API_KEY')} from the environment instead?""",
        "OpenAI project key hard-coded in Python; completion id and env var name are not secrets")
    # 7
    ant = anthropic_key()
    add("en", "anthropic-export-shell", T(
        f"export ANTHROPIC_API_KEY={S('api_key', ant)}",
        f"""^ that's in my .zshrc. then the SDK still says 401 authentication_error, request_id {L('request_id', 'req_' + rs(ALNUM, 24))}. do I need the anthropic-version header set to {L('version', '2023-06-01')} manually?"""),
        "Anthropic key exported in a shell rc file; request id and API version are not secrets")
    # 8
    xb = slack_token("xoxb")
    ch = "C0" + rs(UP + DIG, 9)
    add("en", "slack-token-in-log",
        f"""Bot stopped posting. Log from the worker:

2024-11-03T08:14:22Z ERROR slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)
  token={S('token', xb)}
  channel={L('code_identifier', ch)} ts={L('request_id', str(R.randint(1700000000, 1730000000)) + '.' + rd(6))}
  response: {{'ok': False, 'error': 'not_in_channel'}}""",
        "Slack bot token in a log line; channel id and message ts are not secrets")
    # 10
    kpw = rand_pw(18)
    kapi = rs(ALNUM, 32)
    dig = sha256hex()
    add("en", "k8s-secret-base64",
        f"""does base64 in a Secret count as encryption? I committed this by accident:

apiVersion: v1
kind: Secret
metadata:
  name: billing-api
  namespace: payments
type: Opaque
data:
  DB_PASSWORD: {S('conn_password', b64(kpw.encode()))}
  PARTNER_API_KEY: {S('api_key', b64(kapi.encode()))}
---
image: ghcr.io/acme/billing-api@sha256:{L('hash', dig)}""",
        "base64-encoded password and key inside a Kubernetes Secret; image digest is public")
    # 11
    dpw = human_pw()
    add("en", "docker-login-flag",
        f"""CI step fails: `docker login -u deploy-bot -p '{S('password', dpw)}' registry.gitlab.example.org` → "WARNING! Using --password via the CLI is insecure" and then unauthorized. the image I'm pushing is tagged {L('version', 'v2.14.3')}. what's the right way with --password-stdin?""",
        "registry password given as a CLI flag; image tag is not secret")
    # 12
    jw = jwt({"sub": rd(8), "email": "m.okafor@" + "northwind-labs.io", "role": "admin", "iat": 1730419200, "exp": 1730505600})
    rid = uuid4()
    add("en", "curl-bearer-jwt",
        f"""curl -s https://api.northwind-labs.io/v2/reports \\
  -H "Authorization: Bearer {S('jwt', jw)}" \\
  -H "X-Request-Id: {L('request_id', rid)}"

returns 403 even though my role is admin. is the exp in the token already past?""",
        "live bearer JWT in a curl command; request id is not secret")
    # 13
    add("en", "jwt-io-example",
        f"""Can you decode this for me and explain each part? It's the sample from jwt.io: {L('doc_example', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')}""",
        "negative: the well-known jwt.io sample token")
    # 14
    a, b, c = sha1hex(), sha1hex(), sha1hex()
    add("en", "git-log-shas",
        f"""I need to revert a merge. git log shows:

commit {L('commit_id', a)} (HEAD -> main)
Merge: {L('commit_id', b[:9])} {c[:9]}
    Merge pull request #4412 from feat/ledger-export
    Change-Id: {L('commit_id', 'I' + sha1hex())}

should I use -m 1 or -m 2 for git revert?""",
        "negative: commit ids and a Gerrit Change-Id")
    # 15
    body, publine = openssh_priv("deploy@ci-runner-03")
    add("en", "openssh-private-key",
        f"""Is this the right format for a GitHub deploy key? The private part goes in the CI secret, right?

-----BEGIN OPENSSH PRIVATE KEY-----
{S('private_key', body)}
-----END OPENSSH PRIVATE KEY-----

and the .pub file is:
{L('public_key', publine)}""",
        "OpenSSH private key body is secret; the matching public key line is not")
    # 16
    pub, blob = ed25519_pub("lena@thinkpad")
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    add("en", "authorized-keys-fingerprint",
        f"""ssh says "Permission denied (publickey)". On the server, ~/.ssh/authorized_keys has
{L('public_key', pub)}
and locally ssh-add -l prints 256 {L('hash', fp)} lena@thinkpad (ED25519). Do these match?""",
        "negative: public key and its fingerprint")
    # 17
    seed = totp_seed()
    add("en", "otpauth-uri",
        f"""I'm migrating my 2FA to a new phone and exported the QR as text (vault export id {L('uuid', uuid4())}):
otpauth://totp/Hearthbank:dmitri.v?secret={S('totp_seed', seed)}&issuer=Hearthbank&digits=6&period=30
Can I just paste this into Aegis or does it need to be a QR again?""",
        "TOTP seed inside an otpauth URI")
    # 18
    code = otp()
    order = "W" + rd(9)
    add("en", "sms-code-not-working",
        f"""The shop's checkout sent me {S('otp', code)} by text but it says invalid. I've retried twice. Order {L('order_id', order)} is still pending — will it cancel if I wait for a new code?""",
        "one-time SMS code; the order number is not secret")
    # 19
    codes = ["%s-%s" % (rh(5), rh(5)) for _ in range(4)]
    add("en", "github-recovery-codes",
        f"""I printed these recovery codes for GitHub years ago, which of them can I still use? Some might have been used. Support ticket is {L('reference_number', '#' + rd(7))}.
{S('recovery_code', codes[0])}
{S('recovery_code', codes[1])}
{S('recovery_code', codes[2])}
{S('recovery_code', codes[3])}""",
        "four 2FA recovery codes")
    # 20
    sp = seed_phrase(12)
    ea = eth_addr()
    add("en", "seed-phrase-storage",
        f"""is it okay to keep my wallet words in Apple Notes? these ones: {S('seed_phrase', sp)}
the wallet receives to {L('public_address', ea)} if that matters""",
        "12-word wallet recovery phrase; the receiving address is public")
    # 21
    add("en", "bip39-test-vector",
        f"""In the BIP39 test vectors the first mnemonic is "{L('doc_example', 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')}". Why is the last word "about" and not "abandon" — is it the checksum?""",
        "negative: the standard BIP39 test mnemonic")
    # 22
    pk = rh(64)
    ca, tx = eth_addr(), "0x" + rh(64)
    add("en", "hardhat-config-real-key",
        f"""deployment to sepolia works but verify fails.

// hardhat.config.js
networks: {{
  sepolia: {{
    url: "https://rpc.sepolia.org",
    accounts: ["0x{S('crypto_private_key', pk)}"]
  }}
}},
etherscan: {{ apiKey: "{S('api_key', rs(UP + DIG, 34))}" }}

deployed at {L('public_address', ca)}, tx {L('hash', tx)}""",
        "wallet private key in hardhat config; contract address and tx hash are public")
    # 23
    add("en", "hardhat-default-account",
        f"""When I run `npx hardhat node` the first account is {L('public_address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')} with private key {L('doc_example', '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')}. Is it a problem that everyone has the same key locally?""",
        "negative: Hardhat/Anvil default dev account printed by every local node")
    # 24
    own = iban("GB", "NWBK" + rd(6) + rd(8))
    ll = iban("GB", "BARC" + rd(6) + rd(8))
    add("en", "rent-iban-own-vs-landlord",
        f"""Setting up a standing order for rent. From my account {S('iban', grp(own))} to the landlord, Harwood Lettings Ltd, {L('other_party_account', grp(ll))}, £1,150 on the 1st. Is "monthly" the right frequency if the tenancy says "calendar month in advance"?""",
        "speaker's own IBAN is secret; the letting agent's IBAN is not")
    # 25
    cn = card("4" + R.choice(["147", "539", "916"]), 16)
    cvv = rd(3)
    add("en", "card-and-cvv-checkout",
        f"""My card keeps getting declined on the airline site. {S('card_number', grp(cn))}, exp 08/28, CVV {S('cvv', cvv)}. The total was {L('price', '$412.80')} for booking {L('order_id', 'ORD-' + rd(8))}. Could it be the 3-D Secure step?""",
        "card number with CVV; price and booking id are not secret")
    # 26
    cn2 = card("5" + R.choice("1234") + rd(2), 16)
    add("en", "card-split-two-messages", T(
        f"ok the card for the hotel deposit starts {S('card_number', cn2[:8])}",
        f"and then {S('card_number', cn2[8:12] + ' ' + cn2[12:])}. exp 11/27. reservation {L('reference_number', 'RSV' + rd(7))}. can you fill the form text for me?"),
        "card number split across two messages")
    # 27
    cn3 = card("4" + rd(3), 16)
    wrong = cn3[:10] + str((int(cn3[10]) + 3) % 10) + cn3[11:]
    cv3 = rd(3)
    add("en", "card-corrected", T(
        f"card is {S('card_number', '-'.join(cn3[i:i+4] for i in (0,4,8,12))[:12] + wrong[10:12] + '-' + wrong[12:])} cvc {S('cvv', cv3)}",
        f"sorry typo, it's {S('card_number', '-'.join(cn3[i:i+4] for i in (0,4,8,12)))}"),
        "card number sent with a typo then corrected; both versions are secret")
    # 28
    ssn = us_ssn()
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(1000000, 9999999))
    add("en", "ssn-and-employer-ein",
        f"""Filling a 1099-NEC dispute. My SSN is {S('national_id', ssn)} and the payer's EIN on the form is {L('other_party_tax_id', ein)}, but the payer name is wrong. Do I call the IRS at {L('phone', '800-829-1040')} or the company first?""",
        "speaker's SSN is secret; the payer's EIN is not")
    # 29
    rt = us_routing()
    acct = rd(11)
    add("en", "direct-deposit-routing-account",
        f"""HR wants my direct deposit info. Routing {L('routing_code', rt)} (the bank's routing number from their website), account {S('bank_account', acct)}, checking. Should I send it by email or is there a safer way?""",
        "speaker's account number is secret; the bank's routing number is public")
    # 30
    nino = uk_nino()
    utr = rd(5) + " " + rd(5)
    paye = "%03d/%s%05d" % (R.randint(100, 999), rs(UP, 2), R.randint(10000, 99999))
    add("en", "uk-nino-utr",
        f"""Self assessment question. My NI number is {S('national_id', nino)} and my UTR is {S('tax_id', utr)}. My old employer's PAYE reference is {L('other_party_tax_id', paye)} and their company number is {L('other_party_tax_id', rd(8))}. Do I need the P45 to fill in the employment page?""",
        "speaker's NINO and UTR are secret; employer references are not")
    # 31
    sin = ca_sin()
    bn = ca_bn()
    add("en", "canada-sin",
        f"""New job in Calgary, onboarding form asks for SIN: {S('national_id', sin)}. The employer's business number printed on the offer is {L('other_party_tax_id', bn)}. Is it normal to give the SIN before the first day?""",
        "speaker's SIN (Luhn-valid) is secret; employer BN is not")
    # 32
    tfn = au_tfn()
    abn = au_abn()
    add("en", "australia-tfn-abn",
        f"""Filling the TFN declaration for a cafe job. My TFN: {S('tax_id', tfn)}. The cafe's ABN is {L('other_party_tax_id', abn)}. Should I tick "claim tax-free threshold" if I also have a weekend job?""",
        "speaker's TFN (checksum valid) is secret; cafe ABN (checksum valid) is not")
    # 33
    wifi = rand_pw(14)
    adm = human_pw()
    mac = ":".join(rh(2) for _ in range(6)).upper()
    add("en", "guest-wifi-password", T(
        f"""My parents are visiting and their old Kindle won't join the network. SSID is Pemberton_5G, password {S('password', wifi)}. Router is a {L('model_serial', 'TP-Link Archer AX55')}. Does the Kindle need 2.4GHz?""",
        f"""also I changed the router admin password from the sticker one to {S('password', adm)} and now the Tether app says wrong credentials. MAC on the label is {L('model_serial', mac)}, S/N {L('model_serial', rs(UP + DIG, 12))}. is a factory reset the only way?"""),
        "Wi-Fi passphrase and router admin password; model, MAC and serial are not secret")
    # 35
    add("en", "password-policy-talk",
        f"""Our signup form rejects passwords with {L('code_identifier', 'ERR_PASSWORD_TOO_WEAK')} when zxcvbn score < 3. Product wants me to also require a symbol. Isn't length better than composition rules? NIST 800-63B says so right?""",
        "negative: talk about password rules without any password")
    # 36
    ans1 = R.choice(["Kowalczyk", "Abernathy", "Lindqvist", "Okonkwo", "Delacroix"])
    ans2 = R.choice(["Biscuit", "Pickles", "Captain Whiskers", "Mr Noodle"])
    add("en", "security-question-answers",
        f"""Bank locked me out and the phone agent asked security questions. I told them mother's maiden name is {S('security_answer', ans1)} and first pet {S('security_answer', ans2)} but they said one was wrong. The case reference they gave me is {L('reference_number', 'CR-' + rd(8))}. Could I have set something different years ago?""",
        "answers to security questions")
    # 37
    door = rd(4) + "#"
    alarm = rng_pin()
    fl = "BA " + str(R.randint(200, 2999))
    add("en", "house-sitter-codes",
        f"""Can you turn this into a tidy note for our house sitter? Front door keypad {S('door_code', door)}, alarm disarm {S('door_code', alarm)} within 30 s, wifi is {S('password', human_pw())}, bins go out Tuesday, cat food in the pantry. We're back on flight {L('reference_number', fl)} Sunday evening.""",
        "door and alarm codes; flight number is not secret")
    # 38
    safe = rd(6)
    conf = "HX-%05d-%04d" % (R.randint(10000, 99999), R.randint(1000, 9999))
    add("en", "hotel-safe-code",
        f"""I set the room safe to {S('door_code', safe)} and now it shows "Err 1". Booking confirmation {L('reference_number', conf)}. Will reception open it without my passport in it?""",
        "hotel safe code; booking confirmation is not secret")
    # 39
    dbp = rand_pw(16)
    add("en", "password-announced-next-message", T(
        "I'll paste the staging db password in the next message, can you build the psql command with it?",
        S('conn_password', dbp),
        f"host is staging-db.lan, user reporting, db analytics, client is psql {L('version', '15.6')}"),
        "password announced, then sent alone as a message")
    # 40
    add("en", "xkcd-936",
        f"""Explain xkcd 936 to me — why is "{L('doc_example', 'correct horse battery staple')}" supposedly stronger than "{L('doc_example', 'Tr0ub4dor&3')}"? Is that still true with modern cracking rigs?""",
        "negative: the famous example passwords from a comic")
    # 41
    pw1 = R.choice(WORDS) + "-" + R.choice(WORDS) + "-" + rd(2)
    pw2 = pw1[:-1] + str((int(pw1[-1]) + 1) % 10)
    add("en", "password-corrected", T(
        f"netflix login on the {L('model_serial', 'Samsung QE55Q80C')}: email is ours, password {S('password', pw1)}",
        f"wait no, {S('password', pw2)} — I changed the last digit in March"),
        "password given then corrected; both are secret")
    # 42
    h1, h2 = R.choice(["marigold", "otterbox", "glasshouse", "sundial"]), rs(ALNUM + "!#", 6)
    add("en", "password-split-halves", T(
        f"for the shared drive my coworker told me the password in two parts. first part: {S('password', h1)}",
        f"second part: {S('password', h2)} (no space between). He sent it in the meeting chat (Meeting ID: {L('reference_number', grp(rd(12), 3))}). it's not accepting it, is there some hidden char issue with copying from Teams?"),
        "password split across two messages")
    # 43
    nums = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = rng_pin()
    add("en", "pin-in-words",
        f"""My debit card (the one ending {L('reference_number', rd(4))}) PIN is {S('pin', ' '.join(nums[int(x)] for x in pin))}, I'm trying to remember if that's the one I changed at the ATM. How many wrong tries before it locks?""",
        "card PIN written in words")
    # 44
    mpw = rand_pw(18)
    oid = rh(24)
    add("en", "mongodb-srv-uri",
        f"""MongoServerSelectionError when connecting:
const uri = "mongodb+srv://inventory:{S('conn_password', mpw.replace('@', 'A'))}@cluster0.x7kq2.mongodb.net/?retryWrites=true&w=majority";
the doc I'm looking for has _id ObjectId("{L('hash', oid)}"). is it an IP allowlist problem?""",
        "password inside a MongoDB URI; the ObjectId is not secret")
    # 45
    acctname = "stlogs" + rs(LO + DIG, 6)
    akey = b64(rbytes(64))
    add("en", "azure-storage-connection-string",
        f"""BlobServiceClient.from_connection_string fails with AuthenticationFailed:
DefaultEndpointsProtocol=https;AccountName={acctname};AccountKey={S('api_key', akey)};EndpointSuffix=core.windows.net
x-ms-request-id: {L('request_id', uuid4())}""",
        "Azure storage account key in a connection string; request id is not secret")
    # 46
    add("en", "azurite-dev-key",
        f"""For local tests we point at Azurite with AccountName=devstoreaccount1;AccountKey={L('doc_example', 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==')}. Is it fine to commit that, given it's the published emulator key?""",
        "negative: the published Azure storage emulator key")
    # 47
    gk = google_key()
    pid = "ChIJ" + rs(B64U, 23)
    add("en", "google-maps-key-html",
        f"""<script src="https://maps.googleapis.com/maps/api/js?key={S('api_key', gk)}&callback=initMap" async></script>
The map loads but the marker for place_id {L('reference_number', pid)} is missing. Also should I restrict this key by HTTP referrer?""",
        "Google API key in a script tag; place id is not secret")
    # 48
    sg = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    tid = "d-" + rh(32)
    add("en", "sendgrid-key",
        f"""sgMail.setApiKey('{S('api_key', sg)}');
sgMail.send({{ to, from: 'noreply@fernhill.app', templateId: '{L('code_identifier', tid)}', dynamicTemplateData }});
emails arrive without the template applied. any idea?""",
        "SendGrid API key; template id is not secret")
    # 49
    tw = rh(32)
    msid = "SM" + rh(32)
    add("en", "twilio-auth-token",
        f"""TWILIO_ACCOUNT_SID=AC{rh(32)}
TWILIO_AUTH_TOKEN={S('api_key', tw)}
Messages show as sent ({L('request_id', msid)}) but never arrive on UK numbers. Is there a sender ID registration thing?""",
        "Twilio auth token is secret; message SID is not (account SID left neutral)")
    # 50
    npmt = "npm_" + rs(ALNUM, 36)
    integ = "sha512-" + b64(rbytes(64))
    add("en", "npmrc-token",
        f"""# .npmrc
//registry.npmjs.org/:_authToken={S('token', npmt)}
@fernhill:registry=https://registry.npmjs.org/

npm ci fails with EINTEGRITY on lodash: expected {L('hash', integ)}. Is my token related or is it the lockfile?""",
        "npm auth token; the integrity hash is not secret")
    # 51
    pypi = "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150)
    add("en", "pypirc-token",
        f"""[distutils]
index-servers = pypi

[pypi]
username = __token__
password = {S('token', pypi)}

twine upload dist/* says 403 "The user isn't allowed to upload to project". I'm trying to release {L('version', '0.9.14')}.""",
        "PyPI API token in .pypirc; version is not secret")
    # 52
    tg = str(R.randint(5000000000, 7999999999)) + ":AA" + rs(B64U, 33)
    chat = "-100" + rd(10)
    add("en", "telegram-bot-token",
        f"""requests.post(f"https://api.telegram.org/bot{S('token', tg)}/sendMessage", json={{"chat_id": {L('code_identifier', chat)}, "text": msg}})
returns 400 chat not found. the bot is admin in the group.""",
        "Telegram bot token in a URL; chat id is not secret")
    # 53
    appid = str(R.randint(10**17, 10**18 - 1))
    dtok = b64u(appid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    add("en", "discord-bot-token",
        f"""discord.py: `client.run("{S('token', dtok)}")` → LoginFailure: Improper token has been passed. The application id in the dev portal is {L('reference_number', appid)}. Did I copy the client secret instead?""",
        "Discord bot token; application id is public")
    # 54
    jpw = rand_pw(14)
    add("en", "jdbc-password-stacktrace",
        f"""Exception in thread "main" org.postgresql.util.PSQLException: FATAL: password authentication failed for user "etl"
    at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
    at com.zaxxon.etl.Main.main(Main.java:41)
Connection URL: jdbc:postgresql://10.4.0.12:5432/warehouse?user=etl&password={S('conn_password', jpw.replace('&', 'x').replace('=', 'y'))}&ssl=true
SQLState: {L('code_identifier', '28P01')}, pool {L('code_identifier', 'HikariPool-1')}""",
        "password in a JDBC URL inside a stack trace; SQL state and pool name are not secret")
    # 55
    sess = rs(LO + DIG, 32)
    trace = rh(32)
    add("en", "session-cookie-in-log",
        f"""nginx access log line that keeps repeating:
10.0.3.7 - - [12/Mar/2025:10:22:41 +0000] "GET /account HTTP/1.1" 302 0 "-" "Mozilla/5.0" cookie="sessionid={S('session_cookie', sess)}; csrftoken={S('session_cookie', rs(ALNUM, 32))}" traceparent=00-{L('request_id', trace)}-{rh(16)}-01
why does it redirect in a loop?""",
        "session and CSRF cookies in a log line; trace id is not secret")
    # 56
    add("en", "log-ids-only",
        f"""Trying to correlate two services. Gateway log: request_id={L('request_id', uuid4())} upstream=orders-svc latency=812ms. Orders log: trace={L('request_id', rh(32))} span={rh(16)} build={L('hash', sha256hex()[:12])}. Which field should I join on?""",
        "negative: request, trace and build ids")
    # 57
    add("en", "placeholder-config",
        f"""Our README shows:

API_KEY={L('placeholder', '<your-api-key-here>')}
DB_PASSWORD={L('placeholder', '${DB_PASSWORD}')}
OPENAI_API_KEY={L('placeholder', 'sk-...')}
GITHUB_TOKEN={L('placeholder', 'YOUR_GITHUB_TOKEN')}

A new contributor literally pasted these into .env and asked why nothing works. How do I make the README clearer?""",
        "negative: placeholders in a README template")
    # 58
    add("en", "docker-secrets-file-refs",
        f"""services:
  db:
    image: postgres:16
    environment:
      {L('code_identifier', 'POSTGRES_PASSWORD_FILE')}: {L('placeholder', '/run/secrets/db_password')}
    secrets:
      - db_password
Is the _FILE suffix supported by the official image, or do I need an entrypoint script?""",
        "negative: docker secrets referenced by file path only")
    # 59
    ppin, puk = rng_pin(), rd(8)
    im = imei()
    add("en", "phone-pin-puk",
        f"""New SIM, phone says SIM locked. The card says PIN {S('pin', ppin)} and PUK {S('pin', puk)}. If I enter the PIN wrong 3 times do I lose the phone number? IMEI is {L('imei', im)} in case it's a carrier lock instead.""",
        "SIM PIN and PUK; IMEI (Luhn-valid) is not secret")
    # 61
    mem = rs(UP, 3) + rd(9)
    grpn = rd(6)
    clm = "CLM-" + rd(10)
    add("en", "health-insurance-member-id",
        f"""Claim {L('reference_number', clm)} got denied as "member not eligible". My member ID is {S('health_id', mem)}, group number {L('reference_number', grpn)} (that's my employer's plan). Should I call the insurer or HR?""",
        "speaker's member ID is secret; claim and employer group numbers are not")
    # 62
    spw = human_pw()
    isbn = isbn13()
    add("en", "student-portal-password",
        f"""Canvas won't let me submit. my login is s2291847 and password {S('password', spw)}, can you tell me if that looks like it would fail the "must contain a number" rule? the assignment is the reading response for {L('reference_number', isbn)} chapter 4""",
        "student portal password; ISBN is not secret")
    # 63
    vpw = rand_pw(12)
    tc = otp()
    add("en", "vpn-password-and-token", T(
        f"GlobalProtect keeps rejecting me. user: jfarrell, password {S('password', vpw)}",
        f"the RSA token currently shows {S('otp', tc)}. do I append it to the password or enter it separately?"),
        "VPN password and hardware-token code across two messages")
    # 64
    gc = "-".join(rs(UP + DIG, 4) for _ in range(4))
    gpin = rd(4)
    on = "%03d-%07d-%07d" % (R.randint(100, 999), R.randint(0, 9999999), R.randint(0, 9999999))
    add("en", "gift-card-code-pin",
        f"""I got a gift card for my birthday, code {S('gift_card', gc)} with scratch PIN {S('pin', gpin)}. It says "already redeemed". My last order was {L('order_id', on)}. Did someone use it?""",
        "gift card code and PIN; order number is not secret")
    # 65
    promo = R.choice(["WELCOME15", "SPRING25", "FREESHIP50", "BACK2SCHOOL"])
    add("en", "promo-code-public",
        f"""The promo code {L('promo_code', promo)} from their Instagram doesn't apply to my cart ({L('price', '$86.40')}). Order preview id {L('order_id', 'PRV' + rd(10))}. Is there a minimum spend?""",
        "negative: public promo code, price and preview id")
    # 66
    pp = rs(UP, 1) + rd(8)
    add("en", "passport-number-form",
        f"""Online check-in asks for passport details. Mine: number {S('passport', pp)}, expires 2031. Flight {L('reference_number', 'LH' + str(R.randint(400, 499)))}. Does the issuing authority field want "USDOS" or the city?""",
        "speaker's passport number is secret; flight number is not")
    # 67
    bk, bs = rs(ALNUM, 64), rs(ALNUM, 64)
    boid = str(R.randint(10**9, 10**10))
    add("en", "exchange-api-key-secret",
        f"""python-binance:
client = Client("{S('api_key', bk)}", "{S('api_key', bs)}")
order = client.order_market_buy(symbol="ETHUSDT", quantity=0.05)
got {{"orderId": {L('order_id', boid)}, "status": "FILLED"}} but the balance didn't change in the UI?""",
        "exchange API key and secret; order id is not secret")
    # 68
    wif = btc_wif()
    addr = btc_p2pkh()
    txid = rh(64)
    add("en", "btc-wif-import",
        f"""I found an old paper wallet. Private key (WIF): {S('crypto_private_key', wif)}
Address printed next to it: {L('public_address', addr)}
Last tx I can see on the explorer: {L('hash', txid)}
How do I sweep it into Electrum safely?""",
        "Bitcoin WIF private key (base58check) is secret; address and txid are public")
    # 69
    add("en", "bech32-donation-address",
        f"""Our open-source project's donation page lists {L('public_address', btc_bech32())} for BTC and {L('public_address', eth_addr())} for ETH. A user says the BTC one fails validation in their wallet — can you check the checksum? Last donation tx was {L('hash', rh(64))}.""",
        "negative: public donation addresses (bech32 checksum valid) and a txid")
    # 71
    lb = "-".join(rd(1) for _ in range(4))
    cph = "+44 7700 9%05d" % R.randint(0, 99999)
    add("en", "lockbox-cleaner",
        f"""Text for our new cleaner please: key is in the lockbox by the side gate, code {S('door_code', lb)}, and the alarm panel in the hall is {S('door_code', rng_pin())} then OFF. If anything is unclear she can call me on {L('phone', cph)}. Keep it friendly.""",
        "lockbox code; phone number is not secret")
    # 72
    ip = rd(6)
    add("en", "irs-ip-pin",
        f"""TurboTax rejected my e-file because of the Identity Protection PIN. The letter {L('code_identifier', 'CP01A')} dated {L('date', 'January 13, 2025')} says {S('pin', ip)}. Does it go on Form 1040 or somewhere in the filing info section? I'm filing jointly.""",
        "IRS Identity Protection PIN")
    # 73
    spw2 = rand_pw(16)
    add("en", "spring-yaml-datasource",
        f"""spring:
  datasource:
    url: jdbc:mysql://localhost:3306/clinic
    username: clinic_rw
    password: "{S('conn_password', spw2)}"
app:
  jwt:
    secret: {S('api_key', b64(rbytes(48)))}
  jpa:
    hibernate:
      ddl-auto: validate
Why does Spring Boot {L('version', '3.2.5')} say "Access denied for user 'clinic_rw'@'172.18.0.1'"?""",
        "DB password in Spring YAML; version is not secret")
    # 74
    dj = "django-insecure-" + rs(LO + DIG + "!@#%^&*(-_=+)", 50)
    add("en", "django-secret-key",
        f"""# settings/prod.py
SECRET_KEY = '{S('api_key', dj)}'
DEBUG = False
ALLOWED_HOSTS = ['app.fernhill.app']
# run with DJANGO_SETTINGS_MODULE={L('code_identifier', 'fernhill.settings.prod')}
Django warns about the key prefix. Can I keep it if I just strip "django-insecure-"?""",
        "Django SECRET_KEY")
    # 75
    csec = "GOCSPX-" + rs(B64U, 28)
    cid = rd(12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com"
    add("en", "google-oauth-client-secret",
        f"""{{"web":{{"client_id":"{L('public_key', cid)}","project_id":"fernhill-prod","client_secret":"{S('api_key', csec)}","redirect_uris":["https://app.fernhill.app/oauth/callback"]}}}}
redirect_uri_mismatch — what exactly must match?""",
        "OAuth client secret is secret; the client id is public by design")
    # 76
    tfpw = rand_pw(20)
    ami = "ami-0" + rh(16)
    vpc = "vpc-0" + rh(16)
    add("en", "terraform-tfvars",
        f"""terraform.tfvars:
region      = "us-east-2"
ami_id      = "{L('code_identifier', ami)}"
vpc_id      = "{L('code_identifier', vpc)}"
db_password = "{S('conn_password', tfpw)}"
cloudflare_api_token = "{S('api_key', rs(B64U, 40))}"
plan wants to replace the RDS instance every time. is it because the password is in tfvars?""",
        "DB password in tfvars; AMI and VPC ids are not secret")
    # 77
    gt = gh_token("ghp_")
    cm = sha1hex()
    add("en", "git-diff-removing-token",
        f"""I removed the token in commit {L('commit_id', cm)}:

-GITHUB_TOKEN={S('token', gt)}
+GITHUB_TOKEN=${{{{ secrets.GITHUB_TOKEN }}}}

is it still exposed in history?""",
        "token still visible in a diff line; commit id is not secret")
    # 78
    add("en", "uuid-fixtures",
        f"""In our tests we use {L('uuid', '00000000-0000-0000-0000-000000000000')} as a nil tenant and {L('uuid', uuid4())} / {L('uuid', uuid4())} as two fake users. Should fixture UUIDs be v4 or is it fine to hand-write them?""",
        "negative: UUIDs in test fixtures")
    # 79
    add("en", "imei-and-order-returns",
        f"""Returning a phone. The return form wants the IMEI ({L('imei', imei())}) and the order number {L('order_id', '%03d-%07d-%07d' % (R.randint(100, 999), R.randint(0, 9999999), R.randint(0, 9999999)))}. The box also has S/N {L('model_serial', rs(UP + DIG, 10))}. Which one do they actually check?""",
        "negative: IMEI, order number, serial")
    # 80
    dd = rh(32)
    m5 = md5hex()
    add("en", "datadog-key-vs-md5",
        f"""datadog-agent status says "API Key invalid". /etc/datadog-agent/datadog.yaml has
api_key: {S('api_key', dd)}
site: datadoghq.eu
the package I installed had md5 {L('hash', m5)} which matched the download page, so the install is fine?""",
        "Datadog API key (32 hex) next to an md5 checksum (32 hex)")
    # 81
    hk = uuid4()
    add("en", "heroku-api-key-uuid",
        f"""heroku CLI in CI: HEROKU_API_KEY={S('api_key', hk)} heroku container:release web -a fernhill-staging
fails with "Invalid credentials provided". Request-Id was {L('request_id', uuid4())}.""",
        "Heroku API key looks like a UUID; the request id is also a UUID but not secret")
    # 82
    dsn_pub = rh(32)
    add("en", "sentry-dsn-public",
        f"""Sentry.init({{ dsn: "https://{L('public_key', dsn_pub)}@o{rd(6)}.ingest.sentry.io/{rd(7)}" }}) is in our frontend bundle. A security scanner flagged it. Sentry docs say the DSN is safe to expose — right?""",
        "negative: Sentry DSN public key")
    # 83
    ppw = human_pw()
    pump = "SN" + rd(8)
    add("en", "patient-portal-password",
        f"""MyChart login for my mom: username is her email, password {S('password', ppw)}. I need to download the report for her insulin pump (serial {L('model_serial', pump)}) before the appointment. Her MRN on the portal is {S('health_id', 'MRN' + rd(8))}.""",
        "patient portal password; device serial is not secret")
    # 84
    tb = rd(8)
    add("en", "telephone-banking-passcode",
        f"""When I call the bank at {L('phone', '0345 300 0' + rd(3))} they ask for digits 2, 5 and 7 of my passcode. My passcode is {S('pin', tb)}. What are the digits they want, I always get confused?""",
        "telephone-banking passcode; bank's phone number is not secret")
    # 85
    nato = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
            "h": "hotel", "k": "kilo", "m": "mike", "p": "papa", "r": "romeo", "t": "tango", "x": "x-ray"}
    letters = rs("abcdefghkmprtx", 4)
    digs = rd(2)
    spelled = ", ".join(([nato[c] if i % 2 == 0 else nato[c].upper() for i, c in enumerate(letters)]) + list(digs))
    add("en", "nato-spelled-password",
        f"""Reading the admin password off the old laptop (service tag {L('model_serial', rs(UP + DIG, 7))}) for my uncle over the phone, I wrote it down as: {S('password', spelled)}. Uppercase where I wrote uppercase. Can you turn it back into the actual string?""",
        "password spelled in the NATO alphabet")
    # 86
    wh = "whsec_" + rs(ALNUM, 32)
    evt = "evt_" + rs(ALNUM, 24)
    add("en", "webhook-signing-secret",
        f"""stripe.webhooks.constructEvent(body, sig, '{S('api_key', wh)}') throws "No signatures found matching the expected signature". The failing event is {L('request_id', evt)}. Is express.json() consuming the raw body?""",
        "webhook signing secret; event id is not secret")
    # 88
    rpem = pem_body(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00", 600)
    cert = pem_body(b"\x30\x82\x03\x5d\x30\x82\x02\x45\xa0\x03\x02\x01\x02", 420)
    add("en", "tls-key-and-cert",
        f"""nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). Here are both files:

server.key:
-----BEGIN RSA PRIVATE KEY-----
{S('private_key', rpem)}
-----END RSA PRIVATE KEY-----

server.crt:
-----BEGIN CERTIFICATE-----
{L('public_key', cert)}
-----END CERTIFICATE-----""",
        "RSA private key is secret; the certificate is public")
    # 89
    add("en", "release-notes-versions",
        f"""Summarise these release notes for the team: {L('version', 'v4.18.2')} fixes the token refresh race (#2291), {L('version', 'v4.19.0-rc.1')} adds passkey login, and the password reset email template moved to templates/auth/reset.html. Price of the pro tier goes to {L('price', '€14.99')}/month from {L('date', '2025-03-01')}.""",
        "negative: versions, price, date, and words like token/password without values")
    # 91
    dop = "dop_v1_" + rh(64)
    add("en", "digitalocean-token-and-sha",
        f"""doctl auth init --access-token {S('token', dop)}
Error: unable to initialise DigitalOcean API client: GET https://api.digitalocean.com/v2/account: 401. droplet image checksum is sha256:{L('hash', sha256hex())}, unrelated but both are 64 hex so I keep mixing them up lol""",
        "DigitalOcean token (64 hex after prefix) next to a sha256 digest")
    # 92
    ep = rd(4)
    add("en", "email-app-password-vs-pin", T(
        f"Outlook on my phone needs an app password. I generated one: {S('password', ' '.join(rs(LO, 4) for _ in range(4)))}",
        f"and the phone's own unlock PIN is {S('pin', ep)} if the Authenticator app asks. which one goes where? Outlook is {L('version', '16.0.17928')}"),
        "app password (grouped) and device PIN across two messages")
# ================================================================ other languages
def intl_cases():
    # ---------------- de
    sid = de_steuer_id()
    vat = de_vat()
    add("de", "steuer-id-arbeitgeber-ust",
        f"""Ich sitze an der Steuererklärung in ELSTER. Meine Steuer-ID ist {S('tax_id', sid[:2] + ' ' + sid[2:5] + ' ' + sid[5:8] + ' ' + sid[8:])}, die USt-IdNr. von meinem Arbeitgeber steht auf der Lohnabrechnung als {L('other_party_tax_id', vat)}. Muss die irgendwo in Anlage N rein oder nur die Steuernummer?""",
        "eigene Steuer-ID (Prüfziffer) ist geheim; USt-IdNr. des Arbeitgebers nicht")
    own = iban("DE", rdnz(8) + rd(10))
    vm = iban("DE", rdnz(8) + rd(10))
    add("de", "miete-iban-eigen-vermieter",
        f"""Kannst du mir einen Dauerauftrag formulieren? Von meinem Konto {S('iban', grp(own))} an Frau Brettschneider (Vermieterin), {L('other_party_account', grp(vm))}, {L('price', '845,00 €')} monatlich, Verwendungszweck "Miete Whg. 3 OG links".""",
        "eigene IBAN geheim; IBAN der Vermieterin nicht")
    pw = rand_pw(18)
    add("de", "docker-compose-postgres",
        f"""Warum startet der Container nicht? docker-compose.yml:

services:
  db:
    image: postgres@sha256:{L('hash', sha256hex())}
    environment:
      POSTGRES_USER: buchhaltung
      POSTGRES_PASSWORD: "{S('conn_password', pw)}"   # TODO in .env auslagern
  pgadmin:
    image: dpage/pgadmin4:{L('version', '8.12')}
    environment:
      PGADMIN_DEFAULT_EMAIL: admin@kanzlei-roth.de
      PGADMIN_DEFAULT_PASSWORD: {S('password', human_pw())}

Fehler: "initdb: error: directory exists but is not empty".""",
        "DB-Passwort in YAML; Image-Digest nicht")
    fb = rd(20)
    fbk = human_pw()
    add("de", "fritzbox-wlan-oma", T(
        f"Ich richte Omas neues Tablet ein. Auf der Rückseite der FRITZ!Box {L('model_serial', '7590 AX')} steht der WLAN-Netzwerkschlüssel {S('password', grp(fb))}.",
        f"Und das FRITZ!Box-Kennwort für die Oberfläche hab ich auf {S('password', fbk)} geändert. Schreib mir bitte eine einfache Anleitung für Oma, ohne Fachbegriffe."),
        "WLAN-Schlüssel (20 Ziffern) und Router-Kennwort; Modell nicht")
    add("de", "platzhalter-doku",
        f"""In unserer Doku steht `curl -H "Authorization: Bearer {L('placeholder', '<DEIN_TOKEN>')}" https://api.beispiel.de/v1/rechnungen` und darunter die Rechnungs-ID {L('uuid', uuid4())}. Soll ich lieber `$TOKEN` schreiben, damit niemand den Platzhalter wörtlich kopiert?""",
        "negativ: Platzhalter und UUID")
    # ---------------- fr
    nir = fr_nir()
    siret = fr_siret()
    add("fr", "numero-secu-siret",
        f"""Je remplis le formulaire d'arrêt maladie. Mon numéro de sécu c'est {S('national_id', nir)}, et le SIRET de mon employeur est {L('other_party_tax_id', grp(siret[:9], 3) + ' ' + siret[9:])}. Je dois l'envoyer à la CPAM sous 48 h c'est bien ça ? Ou j'appelle le {L('phone', '3646')} ?""",
        "NIR de la personne (clé calculée) secret ; SIRET de l'employeur non")
    fo = iban("FR", fr_bban())
    fb_ = iban("FR", fr_bban())
    add("fr", "rib-proprio",
        f"""Mon propriétaire me demande de passer en virement permanent. Son IBAN : {L('other_party_account', grp(fb_))}. Le mien, pour que tu remplisses le mandat : {S('iban', grp(fo))}. C'est normal qu'il me demande aussi une copie de ma pièce d'identité ?""",
        "IBAN propre (clé RIB et IBAN calculées) secret ; IBAN du bailleur non")
    fc = otp()
    dos = "DOS-" + rd(7)
    add("fr", "code-sms-banque",
        f"""La banque m'a envoyé le code {S('otp', fc)} pour valider un virement que je n'ai pas fait !! Numéro de dossier de ma réclamation : {L('reference_number', dos)}. Qu'est-ce que je dois faire en premier ?""",
        "code SMS de validation ; numéro de dossier non")
    fpw = human_pw()
    add("fr", "mot-de-passe-impots", T(
        "je vais te donner mon mot de passe impots.gouv juste pour que tu me dises s'il est assez solide",
        f"{S('password', fpw)}",
        f"mon numéro fiscal je le connais pas par cœur, il est sur l'avis {L('date', '2024')} non ?"),
        "mot de passe annoncé puis envoyé")
    # ---------------- es
    dni = es_dni()
    cif = es_cif()
    add("es", "dni-cif-empresa",
        f"""Tengo que rellenar el modelo 145 para la empresa nueva. Mi DNI es {S('national_id', dni)} y el CIF de la empresa es {L('other_party_tax_id', cif)}. ¿Pongo la situación familiar 2 si mi pareja trabaja?""",
        "DNI propio (letra calculada) secreto; CIF de la empresa no")
    ec = card("4" + rd(5), 16)
    ecv = rd(3)
    add("es", "tarjeta-pedido",
        f"""No me deja pagar en la web del súper. Tarjeta {S('card_number', grp(ec))}, caduca 03/27, CVV {S('cvv', ecv)}. El pedido es el {L('order_id', rd(10))} por {L('price', '63,45 €')}. ¿Será el navegador?""",
        "tarjeta y CVV; pedido e importe no")
    ew = rand_pw(12)
    add("es", "wifi-router-movistar",
        f"""Mi suegro no se acuerda de la clave del wifi, se la cambié yo: {S('password', ew)}. El router es un Askey con número de serie {L('model_serial', rs(UP + DIG, 16))}. ¿Cómo le pongo la red de invitados?""",
        "clave wifi; número de serie no")
    nums_es = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
    ap = rng_pin()
    add("es", "alarma-en-palabras",
        f"""Para la vecina que nos riega las plantas: el código de la alarma es {S('door_code', ', '.join(nums_es[int(c)] for c in ap))}, y después hay que pulsar OFF. ¿Me lo redactas bonito para mandarlo por WhatsApp?""",
        "código de alarma en palabras")
    es_o = iban("ES", es_bban())
    add("es", "iban-propio-nomina",
        f"""RRHH me pide la cuenta para la nómina: {S('iban', grp(es_o))}. ¿Hace falta el certificado de titularidad del banco o vale con la captura de la app?""",
        "IBAN propio (dígitos de control calculados)")
    # ---------------- pt
    cpf = br_cpf()
    cnpj = br_cnpj()
    add("pt", "cpf-cnpj-loja",
        f"""A loja pediu meu CPF na nota fiscal: {S('national_id', cpf)}. Na nota aparece o CNPJ deles {L('other_party_tax_id', cnpj)}. Consigo usar essa nota pra declarar no imposto de renda como despesa médica?""",
        "CPF próprio (dígitos verificadores) secreto; CNPJ da loja não")
    pix = uuid4()
    senha = rng_pin()
    add("pt", "pix-loja-senha-cartao",
        f"""Vou pagar o conserto do celular via Pix, a chave aleatória da assistência é {L('other_party_account', pix)}. O telefone da assistência é {L('phone', '(11) 9' + rd(4) + '-' + rd(4))}. Se der problema pago no débito, senha do cartão {S('pin', senha)}. Qual é mais seguro?""",
        "chave Pix da loja é pública; senha do cartão é secreta")
    nif = pt_nif("123")
    nipc = pt_nif("5")
    add("pt", "nif-nipc-portugal",
        f"""Estou a preencher o IRS automático. O meu NIF é {S('tax_id', nif)}, e a fatura da farmácia tem o NIPC {L('other_party_tax_id', nipc)}. Porque é que a despesa não aparece no e-fatura?""",
        "NIF próprio (dígito de controlo) secreto; NIPC da farmácia não")
    gt = gh_token("ghp_")
    add("pt", "github-actions-token",
        f"""No workflow eu coloquei direto:
env:
  GH_TOKEN: {S('token', gt)}
  NPM_TOKEN: {S('token', 'npm_' + rs(ALNUM, 36))}
e o job falha no commit {L('commit_id', sha1hex())}. Devia usar secrets.GH_TOKEN, né? O token já vazou?""",
        "token do GitHub no workflow; hash do commit não")
    # ---------------- ru
    inn = ru_inn12()
    snils = ru_snils()
    innorg = ru_inn10()
    add("ru", "inn-snils-rabotodatel",
        f"""Оформляюсь на новую работу. Мой ИНН {S('tax_id', inn)}, СНИЛС {S('national_id', snils)}. ИНН работодателя в договоре {L('other_party_tax_id', innorg)}. Нужно ли ещё заявление на вычет на ребёнка сразу писать?""",
        "ИНН и СНИЛС (контрольные цифры) секретны; ИНН организации нет")
    mir = card("220" + R.choice("01234"), 16)
    mcv = rd(3)
    add("ru", "karta-mir-zakaz",
        f"""Не проходит оплата на маркетплейсе. Карта {S('card_number', grp(mir))}, срок 09/29, CVC {S('cvv', mcv)}. Номер заказа {L('order_id', rd(9) + '-' + rd(4))}, сумма {L('price', '4 790 ₽')}. Может, банк блокирует?""",
        "карта Мир и CVC; номер заказа и сумма нет")
    rpw = rand_pw(16)
    add("ru", "compose-postgres-parol",
        f"""Почему бэкенд не видит базу?
DATABASE_URL=postgresql://crm:{S('conn_password', rpw.replace('@', 'a'))}@postgres:5432/crm
коммит с изменениями: {L('commit_id', sha1hex()[:10])}, версия образа {L('version', '16.4-alpine')}""",
        "пароль в строке подключения; коммит и версия нет")
    kod = otp()
    add("ru", "kod-iz-sms-anons", T(
        "Сейчас пришлю код из смс от госуслуг, помоги понять, почему не принимает",
        f"{S('otp', kod[:3] + ' ' + kod[3:])}",
        "пишет «код устарел», хотя прошло секунд двадцать"),
        "код из СМС анонсирован и отправлен отдельным сообщением")
    # ---------------- zh
    cid = cn_id()
    add("zh", "shenfenzheng-kuaidi",
        f"""帮我填一下快递实名认证：身份证号 {S('national_id', cid)}，快递单号 {L('tracking_number', 'SF' + rd(13))}，订单号 {L('order_id', rd(18))}。为什么寄个快递还要身份证啊？""",
        "本人身份证号（校验码计算）是秘密；快递单号、订单号不是")
    up = card("62" + R.choice(["2202", "1700", "2848"]), 19)
    zpw = rd(6)
    add("zh", "yinhangka-zhifu-mima",
        f"""我的银行卡 {S('card_number', up)} 绑定微信支付总是失败，支付密码是 {S('pin', zpw)}，是不是输错太多次被锁了？要打客服电话 {L('phone', '95588')} 吗？""",
        "银行卡号（Luhn）和支付密码；客服电话不是")
    ali_id = "LTAI5t" + rs(ALNUM, 18)
    ali_sec = rs(ALNUM, 30)
    add("zh", "aliyun-accesskey",
        f"""用 OSS SDK 上传报错 SignatureDoesNotMatch：
accessKeyId: '{S('api_key', ali_id)}',
accessKeySecret: '{S('api_key', ali_sec)}',
bucket: 'fenghua-assets'
RequestId: {L('request_id', rh(24).upper())}
是不是 Secret 复制多了空格？""",
        "阿里云 AccessKey ID 和 Secret；RequestId 不是")
    add("zh", "shanghuhao-hash",
        f"""对账的时候发现微信支付商户号 {L('other_party_account', '1' + rd(9))} 下面有一笔交易单号 {L('order_id', '4200' + rd(24))}，和我们系统里记录的签名串 {L('hash', sha256hex())} 对不上。这个签名是怎么算的？""",
        "负例：商户号、交易单号、哈希")
    # ---------------- ja
    mn = jp_mynumber()
    corp = jp_corp()
    add("ja", "mynumber-houjin-bangou",
        f"""年末調整の書類を書いています。自分のマイナンバーは {S('national_id', mn[:4] + ' ' + mn[4:8] + ' ' + mn[8:])} で、会社の法人番号は {L('other_party_tax_id', corp)} です。扶養控除等申告書にはどっちを書けばいいですか？""",
        "本人のマイナンバー（検査用数字計算）は秘密、会社の法人番号は公開情報")
    jcb = card("35" + str(R.randint(28, 89)), 16)
    jcv = rd(3)
    add("ja", "jcb-card-chuumon",
        f"""ネットショップで決済エラーになります。カード番号 {S('card_number', grp(jcb))}、有効期限 05/28、セキュリティコード {S('cvv', jcv)}。注文番号は {L('order_id', 'A' + rd(11))}、金額は {L('price', '¥12,980')} です。""",
        "カード番号とセキュリティコード；注文番号と金額は秘密ではない")
    jpw = rand_pw(16)
    add("ja", "config-yaml-password",
        f"""本番だけ接続できません。
database:
  host: db.prod.local
  user: app_user
  password: {S('conn_password', jpw)}
slack:
  bot_token: {S('token', slack_token('xoxb'))}
バージョンは {L('version', '2.7.1')} です。パスワードに記号が入っているとYAMLでクォートが必要ですか？""",
        "設定ファイル中のパスワード；バージョンは秘密ではない")
    atm = rng_pin()
    add("ja", "anshou-bangou-yuubin",
        f"""母のキャッシュカードの暗証番号が {S('pin', atm)} なんですが、ATMで3回間違えたらどうなりますか？銀行の支店は〒{L('reference_number', '150-00' + rd(2))}の渋谷支店です。""",
        "暗証番号；郵便番号は秘密ではない")
    # ---------------- ko
    rrn = kr_rrn()
    brn = kr_brn()
    add("ko", "jumin-saeopja",
        f"""현금영수증 발급하려는데 가게에서 번호를 물어봐요. 제 주민등록번호는 {S('national_id', rrn)}이고, 영수증에 찍힌 사업자등록번호는 {L('other_party_tax_id', brn)}예요. 주민번호 말고 휴대폰 번호로 해도 되나요?""",
        "본인 주민등록번호(검증번호 계산) 비밀; 가게 사업자등록번호는 아님")
    kpw = human_pw()
    lla = "%03d-%06d-%02d-%03d" % (R.randint(100, 999), R.randint(0, 999999), R.randint(0, 99), R.randint(0, 999))
    add("ko", "gongdong-injeungseo",
        f"""월세 이체하려고 공동인증서 비밀번호 {S('password', kpw)} 넣었는데 계속 틀렸대요. 집주인 계좌는 {L('other_party_account', lla)} (국민은행)이에요. 계좌 비밀번호 {S('pin', rng_pin())}도 같이 물어보던데 그건 왜 필요한가요? 비밀번호 5회 오류면 재발급해야 하나요?""",
        "공동인증서 비밀번호; 집주인 계좌번호는 비밀 아님")
    kc = otp()
    add("ko", "injeung-beonho-songjang",
        f"""택배 주소 변경하려는데 인증번호 {S('otp', kc)} 입력해도 안 넘어가요. 송장번호는 {L('tracking_number', rd(12))}이고요.""",
        "인증번호; 송장번호는 비밀 아님")
    # ---------------- it
    cf = it_cf()
    piva = it_piva()
    add("it", "codice-fiscale-partita-iva",
        f"""Devo compilare il 730. Il mio codice fiscale è {S('tax_id', cf)}, la partita IVA del datore di lavoro sulla CU è {L('other_party_tax_id', piva)}. Le spese del dentista le inserisco io o ci sono già nel precompilato?""",
        "codice fiscale proprio (carattere di controllo calcolato) segreto; partita IVA del datore no")
    ito = iban("IT", it_bban())
    itc = iban("IT", it_bban())
    add("it", "bonifico-condominio",
        f"""Devo pagare la rata del condominio all'IBAN dell'amministratore {L('other_party_account', itc)} partendo dal mio conto {S('iban', ito)}. Nella causale metto il numero dell'interno o il codice fiscale?""",
        "IBAN proprio (CIN e controllo calcolati) segreto; IBAN del condominio no")
    ip1 = rng_pin(5)
    ip2 = ip1[:3] + ip1[4] + ip1[3]
    add("it", "pin-bancomat-corretto", T(
        f"il pin del bancomat di mia madre è {S('pin', ip1)}",
        f"no scusa, {S('pin', ip2)}, ho invertito le ultime due cifre. Il numero verde per bloccarla è {L('phone', '800 ' + rd(3) + ' ' + rd(3))}?"),
        "PIN corretto in un secondo messaggio; numero verde no")
    # ---------------- nl
    bsn = nl_bsn()
    btw = "NL" + nl_bsn() + "B01"
    add("nl", "bsn-btw-nummer",
        f"""Ik moet bij de nieuwe werkgever mijn BSN doorgeven: {S('national_id', bsn)}. Op hun factuur staat btw-nummer {L('other_party_tax_id', btw)} en KvK {L('other_party_tax_id', rd(8))}. Mag ik het BSN gewoon mailen?""",
        "eigen BSN (elfproef) geheim; btw- en KvK-nummer werkgever niet")
    dpw = human_pw()
    dsms = otp()
    add("nl", "digid-wachtwoord-sms", T(
        f"Ik probeer in te loggen bij DigiD voor mijn moeder. Wachtwoord {S('password', dpw)}",
        f"de sms-code is {S('otp', dsms)} maar hij zegt verlopen. Hoe vraag ik een nieuwe aan?"),
        "DigiD-wachtwoord en sms-code over twee berichten")
    mol = "live_" + rs(ALNUM, 30)
    add("nl", "mollie-api-key",
        f"""Onze webshop geeft 401 bij betalingen. In config/mollie.php staat 'api_key' => '{S('api_key', mol)}'. De mislukte betaling heeft id {L('order_id', 'tr_' + rs(ALNUM, 10))}. Moet ik een nieuwe key aanmaken?""",
        "Mollie live key; betaling-id niet")
    # ---------------- pl
    pesel = pl_pesel()
    nip = pl_nip()
    add("pl", "pesel-nip-pracodawcy",
        f"""Wypełniam PIT-37. Mój PESEL to {S('national_id', pesel)}, a NIP pracodawcy z PIT-11 to {L('other_party_tax_id', nip[:3] + '-' + nip[3:6] + '-' + nip[6:8] + '-' + nip[8:])}. Czy muszę wpisywać też adres firmy?""",
        "własny PESEL (cyfra kontrolna) tajny; NIP pracodawcy nie")
    blik = otp()
    add("pl", "kod-blik",
        f"""Płacę za bilety BLIK-iem, wpisałem {S('otp', blik)} ale strona się zawiesiła. Zamówienie nr {L('order_id', rd(6) + '/' + rd(2) + '/2025')}. Czy pieniądze zeszły?""",
        "kod BLIK; numer zamówienia nie")
    plo = iban("PL", pl_bban())
    pls = iban("PL", pl_bban())
    add("pl", "przelew-spoldzielnia",
        f"""Zakładam zlecenie stałe do spółdzielni: numer konta spółdzielni {L('other_party_account', pls[2:4] + ' ' + grp(pls[4:]))}, z mojego {S('iban', grp(plo))}. Tytuł przelewu: "czynsz lok. 14"?""",
        "własny IBAN tajny; rachunek spółdzielni nie")
    # ---------------- uk
    rn = ua_rnokpp()
    ed = ua_edrpou()
    add("uk", "rnokpp-edrpou",
        f"""Заповнюю декларацію в Дії. Мій РНОКПП {S('tax_id', rn)}, а код ЄДРПОУ роботодавця {L('other_party_tax_id', ed)}. Чи треба додавати довідку про доходи окремо?""",
        "власний РНОКПП (контрольна цифра) секретний; ЄДРПОУ роботодавця ні")
    pb = card("5168" + rd(2), 16)
    pcv = rd(3)
    add("uk", "kartka-cvv-hotline",
        f"""Не можу оплатити комуналку карткою {S('card_number', grp(pb))}, CVV {S('cvv', pcv)}. Гаряча лінія банку {L('phone', '3700')} не відповідає. Що ще можна перевірити?""",
        "картка й CVV; номер гарячої лінії ні")
    uao = iban("UA", rd(6) + "0000" + rd(15))
    uap = iban("UA", rd(6) + "0000" + rd(15))
    add("uk", "iban-osbb",
        f"""Плачу внески ОСББ на {L('other_party_account', uap)}. Мій рахунок для повернення переплати: {S('iban', uao)}. Як правильно написати призначення платежу?""",
        "власний IBAN секретний; IBAN ОСББ ні")
    # ---------------- tr
    tc = tr_tckn()
    vkn = tr_vkn()
    add("tr", "tc-kimlik-vergi-no",
        f"""Kira sözleşmesi hazırlıyorum. Benim TC kimlik numaram {S('national_id', tc)}, ev sahibinin şirketinin vergi numarası {L('other_party_tax_id', vkn)}. Sözleşmeye ikisini de yazmak zorunlu mu?""",
        "kendi TC kimlik no (kontrol haneleri) gizli; şirket vergi no değil")
    edv = human_pw()
    bas = rd(12)
    add("tr", "e-devlet-sifre",
        f"""e-Devlet şifremi {S('password', edv)} yaptım ama giriş yapamıyorum. Başvuru numaram {L('reference_number', bas)}. Yeni şifre PTT'den mi alınıyor?""",
        "e-Devlet şifresi; başvuru numarası değil")
    tro = iban("TR", rd(5) + "0" + rd(16))
    trk = iban("TR", rd(5) + "0" + rd(16))
    add("tr", "kira-iban",
        f"""Kira için ev sahibinin IBAN'ı {L('other_party_account', grp(trk))}. Benim maaş hesabım {S('iban', grp(tro))}. Otomatik ödeme talimatı nasıl verilir?""",
        "kendi IBAN gizli; ev sahibinin IBAN değil")
    # ---------------- ar
    said = sa_id()
    savat = "3" + rd(13) + "3"
    add("ar", "hawiya-raqam-daribi",
        f"""أحاول إكمال طلب في أبشر. رقم هويتي الوطنية {S('national_id', said)}، والرقم الضريبي للمتجر على الفاتورة {L('other_party_tax_id', savat)}. هل أحتاج الرقم الضريبي في طلب الاسترجاع؟""",
        "رقم الهوية الشخصي (خانة تحقق) سري؛ الرقم الضريبي للمتجر ليس سرياً")
    ac = card("4" + rd(5), 16)
    aotp = otp(4)
    add("ar", "batiqa-otp",
        f"""حاولت أدفع بالبطاقة {S('card_number', grp(ac))} ووصلني رمز التحقق {S('otp', aotp)} لكن الموقع رفضه. رقم الطلب {L('order_id', rd(9))}. هل المشكلة من البنك؟""",
        "رقم البطاقة ورمز التحقق؛ رقم الطلب ليس سرياً")
    aw = rand_pw(12)
    add("ar", "wifi-router",
        f"""غيّرت كلمة مرور الواي فاي إلى {S('password', aw)} والآن التلفاز لا يتصل. الراوتر موديل {L('model_serial', 'HG8245H5')}. هل يجب إعادة تشغيله؟""",
        "كلمة مرور الواي فاي؛ موديل الراوتر ليس سرياً")
    # ---------------- hi
    aad = in_aadhaar()
    pan = in_pan()
    gst = in_gstin()
    add("hi", "aadhaar-pan-gstin",
        f"""मुझे ITR भरना है। मेरा आधार नंबर {S('national_id', aad)} है और पैन {S('tax_id', pan)}। दुकान के बिल पर GSTIN {L('other_party_tax_id', gst)} लिखा है, क्या उसकी ज़रूरत पड़ेगी?""",
        "आधार (Verhoeff) और पैन गोपनीय; दुकान का GSTIN (check char) नहीं")
    upi = rng_pin(6)
    utr = rd(12)
    add("hi", "upi-pin-utr",
        f"""दुकानदार के UPI ID {L('other_party_account', 'shivshakti.kirana' + rd(2) + '@okaxis')} पर पेमेंट किया, UPI PIN {S('pin', upi)} डाला, पैसे कट गए पर उन्हें नहीं मिले। UTR नंबर {L('reference_number', utr)} है। अब क्या करूँ?""",
        "UPI PIN गोपनीय; दुकान का UPI ID और UTR नहीं")
    ifsc = R.choice(["SBIN", "HDFC", "ICIC"]) + "0" + rd(6)
    accno = rd(14)
    add("hi", "ifsc-account",
        f"""स्कॉलरशिप फॉर्म में बैंक डिटेल भरनी है: खाता संख्या {S('bank_account', accno)}, IFSC {L('routing_code', ifsc)}। क्या पासबुक की फोटो भी लगानी होगी?""",
        "अपना खाता नंबर गोपनीय; IFSC कोड सार्वजनिक")
    # ---------------- he
    tz = il_id()
    hp = il_id("51")
    add("he", "teudat-zehut-hp",
        f"""אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי {S('national_id', tz)}, ומספר ח.פ. של החברה {L('other_party_tax_id', hp)}. צריך לצרף צילום ת״ז?""",
        "ת״ז של הכותב (ספרת ביקורת) סודית; ח.פ. של החברה לא")
    hpw = human_pw()
    add("he", "sisma-bank-app",
        f"""שיניתי את הסיסמה לאפליקציית הבנק ל-{S('password', hpw)} ועכשיו זה לא מזהה אותי. מספר השירות של הבנק {L('phone', '*' + rd(4))}. לחכות או להתקשר?""",
        "סיסמה לאפליקציית בנק; מספר השירות לא")
    # ---------------- fa
    mc = ir_melli()
    sheba = iban("IR", "0" + rd(23))
    add("fa", "code-melli-sheba",
        f"""برای قرارداد اجاره، کد ملی من {S('national_id', mc)} است و شماره شبای صاحبخانه {L('other_party_account', sheba)}. آیا باید کد ملی صاحبخانه را هم بنویسم؟""",
        "کد ملی نویسنده (رقم کنترل) محرمانه؛ شبای صاحبخانه نه")
    ramz2 = rd(R.choice([5, 6]))
    cvv2 = rd(3)
    pey = rd(12)
    add("fa", "ramz-dovom-cvv2",
        f"""خرید اینترنتی انجام نشد. رمز دوم {S('pin', ramz2)} و CVV2 {S('cvv', cvv2)} را زدم، کد پیگیری {L('reference_number', pey)} آمد ولی پول برنگشت. چند روز طول می‌کشد؟""",
        "رمز دوم و CVV2؛ کد پیگیری نه")
    # ---------------- id
    nik = R.choice(["3174", "3273", "3578", "5171"]) + rd(2) + "%02d%02d%02d" % (R.randint(1, 28) + R.choice([0, 40]), R.randint(1, 12), R.randint(70, 99)) + rd(4)
    npwp = "%02d.%03d.%03d.%s-%03d.000" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999), rd(1), R.randint(0, 999))
    add("id", "nik-npwp-kantor",
        f"""Mau isi formulir BPJS. NIK saya {S('national_id', nik)}, terus NPWP kantor yang di slip gaji {L('other_party_tax_id', npwp)}. Perlu NPWP pribadi juga nggak ya?""",
        "NIK pribadi rahasia; NPWP kantor tidak")
    gop = otp()
    resi = "JP" + rd(10)
    add("id", "otp-gopay-resi",
        f"""Ada kurir nelpon minta kode OTP GoPay, katanya buat konfirmasi paket resi {L('tracking_number', resi)}. Kodenya {S('otp', gop)}, udah aku kasih... itu penipuan ya?""",
        "kode OTP; nomor resi tidak")
    # ---------------- vi
    cccd = R.choice(["001", "079", "036", "048"]) + R.choice("0123") + rd(8)
    mst = rd(10)
    add("vi", "cccd-ma-so-thue",
        f"""Mình cần điền tờ khai quyết toán thuế. Số CCCD của mình là {S('national_id', cccd)}, mã số thuế của công ty là {L('other_party_tax_id', mst)}. Có cần ghi mã số thuế cá nhân riêng không?""",
        "số CCCD cá nhân bí mật; mã số thuế công ty không")
    vpw = human_pw()
    vot = otp()
    add("vi", "mat-khau-otp-ngan-hang", T(
        f"app ngân hàng báo sai mật khẩu, mình nhập {S('password', vpw)}",
        f"nó gửi mã OTP {S('otp', vot)} để đặt lại, nhập vào thì báo hết hạn. phải làm sao?"),
        "mật khẩu và mã OTP qua hai tin nhắn")
    # ---------------- th
    thid = th_id("1")
    thtax = th_id("0")
    add("th", "bat-prachachon-phasi",
        f"""ช่วยกรอกแบบฟอร์มลดหย่อนภาษีให้หน่อย เลขบัตรประชาชนของฉันคือ {S('national_id', thid)} ส่วนเลขประจำตัวผู้เสียภาษีของบริษัทคือ {L('other_party_tax_id', thtax)} ต้องแนบหนังสือรับรองการหักภาษีด้วยไหม""",
        "เลขบัตรประชาชน (เลขตรวจสอบ) เป็นความลับ เลขผู้เสียภาษีของบริษัทไม่ใช่")
    thw = rand_pw(12)
    add("th", "wifi-condo",
        f"""รหัสไวไฟคอนโดใหม่คือ {S('password', thw)} แต่โน้ตบุ๊กต่อไม่ได้ เราเตอร์รุ่น {L('model_serial', 'Archer C6 v3.2')} ต้องรีเซ็ตไหม""",
        "รหัสไวไฟ รุ่นเราเตอร์ไม่ใช่")
    # ---------------- sv
    pnr = se_pnr()
    org = se_orgnr()
    add("sv", "personnummer-orgnr",
        f"""Jag ska fylla i en ROT-ansökan. Mitt personnummer är {S('national_id', pnr)} och hantverkarfirmans organisationsnummer är {L('other_party_tax_id', org)}. Behöver jag ange fastighetsbeteckningen också? Den är {L('reference_number', 'Uppsala Kvarngärdet ' + str(R.randint(1, 60)) + ':' + str(R.randint(1, 9)))}.""",
        "eget personnummer (Luhn) hemligt; firmans organisationsnummer inte")
    sk_ = rng_pin(6)
    sw = "123 " + rd(3) + " " + rd(2) + " " + rd(2)
    add("sv", "sakerhetskod-swish",
        f"""Jag ska swisha till bageriet på {L('other_party_account', sw)} men appen ber om säkerhetskoden, och min är {S('pin', sk_)}. Den funkar inte längre — har banken nollställt den?""",
        "egen säkerhetskod hemlig; bageriets Swishnummer inte")
    # ---------------- da
    cpr = dk_cpr()
    cvr = dk_cvr()
    add("da", "cpr-cvr",
        f"""Jeg skal udfylde en formular til forsikringen. Mit CPR-nummer er {S('national_id', cpr)}, og værkstedets CVR er {L('other_party_tax_id', cvr)}. Skal jeg skrive CVR på skadesanmeldelsen med skadenummer {L('reference_number', rd(2) + '-' + rd(7))}?""",
        "eget CPR (modulus 11) hemmeligt; værkstedets CVR ikke")
    dapw = human_pw()
    add("da", "adgangskode-mitid",
        f"""Min far har glemt sin adgangskode til e-Boks, jeg har lige sat den til {S('password', dapw)} for ham. Hans MitID-app er version {L('version', '2.13.0')}. Hvordan får han den til at huske det?""",
        "adgangskode; app-version ikke")
    # ---------------- no
    fnr = no_fnr()
    onr = no_orgnr()
    add("no", "fodselsnummer-orgnr",
        f"""Jeg søker om barnehageplass. Mitt fødselsnummer er {S('national_id', fnr)}, og barnehagens organisasjonsnummer er {L('other_party_tax_id', onr[:3] + ' ' + onr[3:6] + ' ' + onr[6:])}. Må jeg legge ved skattemelding?""",
        "eget fødselsnummer (kontrollsifre) hemmelig; orgnr ikke")
    kn = no_account()
    kid = kid_mod10(rd(12))
    add("no", "kontonummer-kid",
        f"""Fakturaen fra strømselskapet sier KID {L('reference_number', kid)}. Jeg vil ha tilbakebetalingen av for mye innbetalt til kontoen min {S('bank_account', kn[:4] + '.' + kn[4:6] + '.' + kn[6:])}. Hvordan skriver jeg det i e-posten?""",
        "eget kontonummer (mod 11) hemmelig; KID (mod 10) ikke")
    # ---------------- fi
    hetu = fi_hetu()
    yt = fi_ytunnus()
    add("fi", "hetu-y-tunnus",
        f"""Täytän kotitalousvähennyksen hakemusta. Henkilötunnukseni on {S('national_id', hetu)} ja siivousfirman Y-tunnus {L('other_party_tax_id', yt)}. Pitääkö laskut (esim. lasku {L('order_id', rd(6))}) liittää mukaan?""",
        "oma henkilötunnus (tarkistusmerkki) salainen; Y-tunnus ei")
    fio = iban("FI", rd(14))
    vii = fi_viite(rd(9))
    add("fi", "tilinumero-viitenumero",
        f"""Maksoin vuokran väärällä viitenumerolla. Oikea viite on {L('reference_number', vii)}. Palautus pitäisi tulla tililleni {S('iban', grp(fio))}. Miten tämä kannattaa muotoilla vuokranantajalle?""",
        "oma IBAN salainen; viitenumero (7-3-1) ei")
    # ---------------- cs
    rc = cz_rc()
    ico = cz_ico()
    add("cs", "rodne-cislo-ico",
        f"""Vyplňuju přihlášku na pojišťovnu. Moje rodné číslo je {S('national_id', rc)}, IČO zaměstnavatele {L('other_party_tax_id', ico)}. Musím dokládat potvrzení od zaměstnavatele?""",
        "vlastní rodné číslo (dělitelné 11) tajné; IČO zaměstnavatele ne")
    cpin = rng_pin()
    cobj = rd(10)
    add("cs", "pin-karta-objednavka",
        f"""V obchodě mi nefungoval PIN ke kartě ({S('pin', cpin)}), objednávka číslo {L('order_id', cobj)} se zasekla. Mám volat do banky?""",
        "PIN ke kartě; číslo objednávky ne")
    # ---------------- hu
    ado = hu_adoazon()
    cad = hu_adoszam()
    add("hu", "adoazonosito-adoszam",
        f"""Az SZJA bevalláshoz kell: az adóazonosító jelem {S('tax_id', ado)}, a munkáltatóm adószáma {L('other_party_tax_id', cad)}. Az 1%-os felajánlást hol tudom megadni?""",
        "saját adóazonosító jel (ellenőrző szám) titkos; munkáltató adószáma nem")
    hpw = human_pw()
    add("hu", "ugyfelkapu-jelszo",
        f"""Az Ügyfélkapu jelszavamat {S('password', hpw)}-ra állítottam, de azt írja, hogy nem felel meg a követelményeknek. Mi a minimális hossz? Vagy hívjam a {L('phone', '1818')}-at?""",
        "Ügyfélkapu jelszó")
    # ---------------- ro
    cnp = ro_cnp()
    cui = ro_cui()
    add("ro", "cnp-cui",
        f"""Completez declarația unică. CNP-ul meu este {S('national_id', cnp)}, iar CUI-ul firmei la care lucrez e {L('other_party_tax_id', 'RO' + cui)}. Trebuie să trec și venitul din chirie?""",
        "CNP propriu (cifră de control) secret; CUI-ul firmei nu")
    roo = iban("RO", R.choice(["BTRL", "RNCB", "INGB"]) + rs(UP + DIG, 16))
    rop = iban("RO", R.choice(["BTRL", "RNCB", "BRDE"]) + rs(UP + DIG, 16))
    add("ro", "iban-intretinere",
        f"""Plătesc întreținerea în contul asociației {L('other_party_account', rop)}, din contul meu {S('iban', roo)}. Ce scriu la detalii plată?""",
        "IBAN propriu secret; IBAN-ul asociației nu")
    # ---------------- el
    afm = gr_afm()
    afm2 = gr_afm()
    add("el", "afm-idioktiti",
        f"""Κάνω δήλωση μισθωτηρίου στο Taxisnet. Το ΑΦΜ μου είναι {S('tax_id', afm)} και του ιδιοκτήτη {L('other_party_tax_id', afm2)}. Χρειάζεται να το αποδεχτεί και εκείνος; Η μίσθωση ξεκινά {L('date', '01/03/2025')}.""",
        "δικό μου ΑΦΜ (ψηφίο ελέγχου) μυστικό· ΑΦΜ ιδιοκτήτη όχι")
    gpw = human_pw()
    gk = otp()
    add("el", "kodikos-taxisnet-otp", T(
        f"Οι κωδικοί μου για το Taxisnet: χρήστης gpapad78, κωδικός {S('password', gpw)}",
        f"μου ήρθε και ο κωδικός {S('otp', gk)} με SMS, πού τον βάζω;"),
        "κωδικός πρόσβασης και κωδικός SMS σε δύο μηνύματα")
    # ---------------- sw
    kra = "A" + rd(9) + rs(UP, 1)
    kid_ = rd(8)
    pb_ = rd(6)
    add("sw", "kra-pin-kitambulisho",
        f"""Nataka kujaza ritani ya KRA. PIN yangu ni {S('tax_id', kra)} na namba ya kitambulisho {S('national_id', kid_)}. Kodi nitalipa kwa Paybill {L('other_party_account', pb_)}, namba ya akaunti ni PIN yenyewe?""",
        "KRA PIN na kitambulisho ni siri; Paybill si siri")
    mp = rng_pin()
    mcode = rs(UP + DIG, 10)
    add("sw", "mpesa-pin-muamala",
        f"""Mtu amenipigia akisema ni Safaricom, akaniuliza PIN yangu ya M-Pesa nikampa {S('pin', mp)}. Sasa kuna muamala {L('reference_number', mcode)} sijautambua. Nifanye nini haraka?""",
        "PIN ya M-Pesa; namba ya muamala si siri")
    # ---------------- tl
    tin = "%03d-%03d-%03d-000" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999))
    ctin = "%03d-%03d-%03d-000" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999))
    add("tl", "tin-bir-form",
        f"""Pinapasa ako ng BIR Form 2316. TIN ko ay {S('tax_id', tin)}, yung TIN ng employer ko ay {L('other_party_tax_id', ctin)}. Kailangan ko pa bang pumunta sa {L('code_identifier', 'RDO ' + '%03d' % R.randint(1, 130))}?""",
        "sariling TIN lihim; TIN ng employer hindi")
    mpin = rng_pin()
    gref = rd(13)
    add("tl", "gcash-mpin-ref",
        f"""Na-lock yung GCash ko, MPIN ko kasi {S('pin', mpin)} tapos mali daw. Yung huling send ko may reference no. {L('reference_number', gref)}. Paano i-unlock?""",
        "GCash MPIN; reference number hindi")

def intl_negatives():
    hw = iban("DE", rdnz(8) + rd(10))
    add("de", "handwerker-rechnung",
        f"""Kannst du prüfen, ob diese Rechnung vom Installateur plausibel ist? Rechnungsnr. {L('order_id', 'RE-2025-' + rd(4))}, Betrag {L('price', '1.284,50 €')}, zahlbar an Sanitär Kühn GmbH, IBAN {L('other_party_account', grp(hw))}, USt-IdNr. {L('other_party_tax_id', de_vat())}. Fehlt da nicht die Steuernummer?""",
        "negativ: Rechnungsdaten eines Handwerksbetriebs")
    ogrn = "1" + rd(2) + "77" + rd(7)
    ogrn = ogrn + str(int(ogrn) % 11 % 10)
    bik = "04" + rd(7)
    acct = "40702810" + "0" + rd(11)
    combo = bik[-3:] + acct
    w = [7, 1, 3]
    rest = sum(int(c) * w[i % 3] for i, c in enumerate(combo) if i != 11)
    d = (-rest * 7) % 10
    acct = acct[:8] + str(d) + acct[9:]
    add("ru", "rekvizity-organizacii",
        f"""Проверь реквизиты поставщика перед оплатой: ООО «Северный ветер», ИНН {L('other_party_tax_id', ru_inn10())}, КПП {L('other_party_tax_id', '77' + rd(2) + '01001')}, ОГРН {L('other_party_tax_id', ogrn)}, р/с {L('other_party_account', acct)}, БИК {L('routing_code', bik)}. Всё сходится?""",
        "негатив: реквизиты другой организации (контрольные цифры ОГРН и ключ счёта рассчитаны)")
    add("es", "iban-ejemplo-validacion",
        f"""Estoy programando la validación de IBAN en el formulario. Para los tests uso {L('doc_example', 'ES91 2100 0418 4502 0005 1332')}, que es el de ejemplo, y para la tarjeta {L('test_card', '4111 1111 1111 1111')}. ¿Es mejor validar el mod 97 en el frontend o solo en el backend?""",
        "negativo: IBAN de ejemplo y tarjeta de prueba documentados")
    jpc = "%03d-%07d" % (R.randint(100, 999), R.randint(0, 9999999))
    add("ja", "seikyuusho-furikomisaki",
        f"""取引先からの請求書を確認してください。請求書番号 {L('order_id', 'INV-' + rd(6))}、金額 {L('price', '¥385,000')}（税込）、振込先は みずほ銀行 新宿支店 普通 {L('other_party_account', jpc[4:])}、株式会社サクラ設計、電話 {L('phone', '03-' + rd(4) + '-' + rd(4))}。支払期限はいつが妥当ですか？""",
        "負例：取引先の口座・請求書番号・電話番号")
    add("it", "fattura-fornitore",
        f"""Mi aiuti a registrare questa fattura? Fornitore Tipografia Lanza srl, P.IVA {L('other_party_tax_id', it_piva())}, fattura n. {L('order_id', rd(3) + '/2025')} del {L('date', '14/02/2025')}, totale {L('price', '732,00 €')}, da pagare su {L('other_party_account', iban("IT", it_bban()))}.""",
        "negativo: dati di un fornitore")
    add("pl", "faktura-sprzedawca",
        f"""Czy ta faktura ma wszystkie wymagane elementy? Sprzedawca: Drukarnia Wisła sp. z o.o., NIP {L('other_party_tax_id', pl_nip())}, rachunek {L('other_party_account', iban("PL", pl_bban()))}, faktura {L('order_id', 'FV/' + rd(4) + '/03/2025')}, kwota brutto {L('price', '2 460,00 zł')}.""",
        "negatyw: dane sprzedawcy")
    add("fr", "logs-deploiement",
        f"""Le déploiement a échoué, voilà le log : release {L('version', 'v3.8.0-beta.2')}, commit {L('commit_id', sha1hex())}, job {L('uuid', uuid4())}, artefact sha256 {L('hash', sha256hex())}. Le mot de passe du registre est bien dans les secrets GitLab, donc ça ne vient pas de là, si ?""",
        "négatif : identifiants de déploiement, aucune valeur secrète")


def intl_extra():
    sp = seed_phrase(12)
    ea = eth_addr()
    add("ja", "seed-phrase-metamask",
        f"""MetaMaskを新しいPCに移したいです。メモしてあるシードフレーズは「{S('seed_phrase', sp)}」です。入金用アドレスは {L('public_address', ea)} でした。このフレーズをクラウドのメモ帳に保存しても大丈夫ですか？""",
        "シードフレーズは秘密、受取アドレスは公開情報")
    ts = totp_seed(20).lower()
    bc = [rd(4) + " " + rd(4) for _ in range(2)]
    add("de", "totp-schluessel-backupcodes", T(
        f"Beim Einrichten der Zwei-Faktor-Authentifizierung für mein Google-Konto konnte ich den QR-Code nicht scannen, also hab ich den Schlüssel abgetippt: {S('totp_seed', grp(ts))}",
        f"Außerdem die Backup-Codes {S('recovery_code', bc[0])} und {S('recovery_code', bc[1])}. Die Authenticator-App ist Version {L('version', '7.0')}. Wo bewahre ich das am besten auf?"),
        "TOTP-Schlüssel (gruppiert, Kleinbuchstaben) und Backup-Codes; App-Version nicht")


# ================================================================ self-tests of check-digit code
def _selftest():
    ok = True

    def t(cond, what):
        nonlocal ok
        if not cond:
            print("SELFTEST FAIL:", what, file=sys.stderr)
            ok = False

    def v_cn(s):
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return "10X98765432"[sum(int(c) * x for c, x in zip(s[:17], w)) % 11] == s[17]

    def v_cf(s):
        tot = sum(_IT_ODD[_it_val(c)] if i % 2 == 0 else _it_val(c) for i, c in enumerate(s[:15]))
        return chr(65 + tot % 26) == s[15]

    def v_pesel(s):
        w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
        return sum(int(c) * x for c, x in zip(s, w)) % 10 == 0

    def v_bsn(s):
        return (sum(int(c) * w for c, w in zip(s[:8], range(9, 1, -1))) - int(s[8])) % 11 == 0

    def v_tckn(s):
        d = [int(c) for c in s]
        return d[9] == ((sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10) and d[10] == sum(d[:10]) % 10

    def v_hetu(s):
        return "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s[:6] + s[7:10]) % 31] == s[10]

    def v_cpf(s):
        d = [int(c) for c in s if c.isdigit()]
        for n in (9, 10):
            r = sum(x * w for x, w in zip(d[:n], range(n + 1, 1, -1))) % 11
            if d[n] != (0 if r < 2 else 11 - r):
                return False
        return True

    def v_dni(s):
        return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]

    t(luhn_ok("4111111111111111") and luhn_ok("79927398713"), "luhn")
    for x in ["GB29NWBK60161331926819", "DE89370400440532013000", "FR1420041010050500013M02606", "ES9121000418450200051332"]:
        t(iban_ok(x), "iban " + x)
    t(verhoeff_ok("2363"), "verhoeff")
    t(v_cn("11010519491231002X"), "cn id")
    t(v_cf("RSSMRA85T10A562S"), "codice fiscale")
    t(v_pesel("44051401359"), "pesel")
    t(v_bsn("111222333"), "bsn")
    t(v_tckn("10000000146"), "tckn")
    t(v_hetu("131052-308T"), "hetu")
    t(luhn_ok("8112189876"), "personnummer")
    t(v_cpf("111.444.777-35"), "cpf")
    t(v_dni("12345678Z"), "dni")
    # generated values pass the same validators
    for _ in range(50):
        t(v_cn(cn_id()), "gen cn")
        t(v_cf(it_cf()), "gen cf")
        t(v_pesel(pl_pesel()), "gen pesel")
        t(v_bsn(nl_bsn()), "gen bsn")
        t(v_tckn(tr_tckn()), "gen tckn")
        t(v_hetu(fi_hetu()), "gen hetu")
        t(v_cpf(br_cpf()), "gen cpf")
        t(v_dni(es_dni()), "gen dni")
        t(verhoeff_ok(in_aadhaar().replace(" ", "")), "gen aadhaar")
        t(luhn_ok(se_pnr().replace("-", "")), "gen pnr")
        t(luhn_ok(card("4", 16)), "gen card")
        for cc, bb in [("DE", rd(18)), ("FR", fr_bban()), ("ES", es_bban()), ("IT", it_bban()), ("PL", pl_bban()), ("PT", pt_bban())]:
            t(iban_ok(iban(cc, bb)), "gen iban " + cc)
        t(iban("PT", pt_bban())[2:4] == "50", "pt nib")
    return ok


# ================================================================ validation and output
def dedupe(xs, cs):
    seen, out, oc = set(), [], []
    for x, c in zip(xs, cs):
        if x not in seen:
            seen.add(x)
            out.append(x)
            oc.append(c)
    return out, oc


def occurrences(text, s):
    res, i = [], text.find(s)
    while i >= 0:
        res.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return res


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid = c["id"]
        if cid in ids:
            errs.append("duplicate id " + cid)
        ids.add(cid)
        if not cid.startswith(PREFIX + "-"):
            errs.append("bad prefix " + cid)
        if not c["lang"] or not c["text"] or not c["note"]:
            errs.append("empty field in " + cid)
        for kind in ("secrets", "lookalikes"):
            for v in c[kind]:
                if not v or v not in c["text"]:
                    errs.append("%s: %s value not in text: %r" % (cid, kind, v))
        for s in c["secrets"]:
            for a, b in occurrences(c["text"], s):
                for l in c["lookalikes"]:
                    for x, y in occurrences(c["text"], l):
                        if a < y and x < b:
                            errs.append("%s: secret %r overlaps look-alike %r" % (cid, s, l))
        if set(c["secrets"]) & set(c["lookalikes"]):
            errs.append(cid + ": value in both lists")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def emit(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for kind in ("secrets", "lookalikes"):
            if c[kind]:
                out.append("    %s:" % kind)
                out.extend("      - " + q(v) for v in c[kind])
            else:
                out.append("    %s: []" % kind)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_tuning_v45.py tuning_v45.yaml", file=sys.stderr)
        sys.exit(2)
    en_cases()
    intl_cases()
    intl_negatives()
    intl_extra()
    for c in CASES:
        c["secrets"], c["scls"] = dedupe(c["secrets"], c["scls"])
        c["lookalikes"], c["lcls"] = dedupe(c["lookalikes"], c["lcls"])
        tag = "secrets: " + (", ".join(sorted(set(c["scls"]))) or "none") + "; lookalikes: " + (", ".join(sorted(set(c["lcls"]))) or "none")
        c["note"] = c["note"] + " [" + tag + "]"
    errs = validate(CASES)
    if not _selftest():
        errs.append("check-digit self-test failed")
    for c in CASES:
        if any(ch in c["text"] for ch in "\r\u2028\u2029\x85"):
            errs.append(c["id"] + ": unsafe line-break character")
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(emit(CASES))
    sc, lc = Counter(), Counter()
    for c in CASES:
        sc.update(c["scls"])
        lc.update(c["lcls"])
    langs = Counter(c["lang"] for c in CASES)
    print("cases %d (negatives %d), secrets %d, look-alikes %d" % (
        len(CASES), sum(1 for c in CASES if not c["secrets"]), sum(sc.values()), sum(lc.values())))
    print("languages:", ", ".join("%s %d" % kv for kv in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("secret classes:", ", ".join("%s %d" % kv for kv in sorted(sc.items(), key=lambda kv: (-kv[1], kv[0]))))
    print("look-alike classes:", ", ".join("%s %d" % kv for kv in sorted(lc.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
