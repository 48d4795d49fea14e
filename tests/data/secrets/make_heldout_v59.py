#!/usr/bin/env python3
"""Generator of heldout_v59, a blind evaluation set for a secrets filter.

Usage: python3 make_heldout_v59.py heldout_v59.yaml

Standard library only, deterministic (random.Random(59)). Every value is drawn
from the generator below; the whole set is validated before anything is
written, and the script exits 1 on any problem.
"""
import base64
import hashlib
import json
import random
import re
import string
import sys

SEED = 59
PREFIX = "H59"
R = random.Random(SEED)

D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- basics
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dz(n):
    """n random digits, may start with 0"""
    return rs(D, n)


def dg(n):
    """n random digits, first one non-zero"""
    return str(R.randint(1, 9)) + rs(D, n - 1)


def pick(seq):
    return R.choice(seq)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


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


def luhn_ok(num):
    num = re.sub(r"\D", "", num)
    return luhn_digit(num[:-1]) == num[-1]


def luhn_num(prefix, length):
    body = prefix + dz(length - len(prefix) - 1)
    return body + luhn_digit(body)


def card(kind):
    if kind == "visa":
        n = luhn_num("4" + dz(5), 16)
    elif kind == "mc":
        n = luhn_num(str(R.randint(51, 55)) + dz(4), 16)
    elif kind == "amex":
        n = luhn_num(pick(["34", "37"]) + dz(4), 15)
        return grp(n, [4, 6, 5])
    elif kind == "unionpay":
        n = luhn_num("62" + pick(["2202", "2848", "1700", "1483"]), 19)
        return grp(n, [4, 4, 4, 4, 3])
    elif kind == "mir":
        n = luhn_num("220" + str(R.randint(0, 4)) + dz(2), 16)
    elif kind == "troy":
        n = luhn_num("9792" + dz(2), 16)
    elif kind == "rupay":
        n = luhn_num(pick(["6522", "6081", "5085"]) + dz(2), 16)
    elif kind == "ir_melli":
        n = luhn_num("603799", 16)
    elif kind == "ir_mellat":
        n = luhn_num("610433", 16)
    elif kind == "jcb":
        n = luhn_num("35" + str(R.randint(28, 89)) + dz(2), 16)
    else:
        raise ValueError(kind)
    return g4(n)


def expiry():
    return f"{R.randint(1, 12):02d}/{R.randint(26, 31)}"


def iban(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return f"{cc}{98 - n % 97:02d}{bban}"


def iban_ok(i):
    i = i.replace(" ", "")
    s = i[4:] + i[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def mod11_solve(digits, weights, last_weight=1):
    """return d such that sum(w*x) + last_weight*d == 0 mod 11, or None"""
    s = sum(int(a) * b for a, b in zip(digits, weights))
    for d in range(10):
        if (s + last_weight * d) % 11 == 0:
            return d
    return None


def bban(cc):
    """BBAN of the given country; national check digits computed where noted"""
    if cc == "DE":
        return str(R.randint(1, 8)) + dz(7) + dz(10)
    if cc == "FR":  # RIB key computed
        bank, branch, acct = dz(5), dz(5), dz(11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return f"{bank}{branch}{acct}{key:02d}"
    if cc == "ES":  # both control digits computed
        bank, branch, acct = pick(["2100", "0049", "0182", "2038", "0081"]), dz(4), dz(10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def ctl(ten):
            c = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
            return {10: 1, 11: 0}.get(c, c)
        return f"{bank}{branch}{ctl('00' + bank + branch)}{ctl(acct)}{acct}"
    if cc == "IT":  # CIN letter not computed
        return pick(UP) + pick(["03069", "02008", "05034", "03111"]) + dz(5) + "0000" + dz(8)
    if cc == "NL":
        return pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "BUNQ"]) + dz(10)
    if cc == "PL":
        return pick(["10205", "11402", "10501", "24901"]) + dz(3) + dz(16)
    if cc == "CZ":  # account number weights 6,3,7,9,10,5,8,4,2,1 computed
        while True:
            a9 = dg(9)
            c = mod11_solve(a9, [6, 3, 7, 9, 10, 5, 8, 4, 2])
            if c is not None:
                return pick(["0800", "0100", "0300", "2010"]) + "000000" + a9 + str(c)
    if cc == "HU":  # 9-7-3-1 checks computed
        bb = pick(["117", "104", "120", "116"]) + dz(4)
        w = [9, 7, 3, 1] * 4
        c1 = (10 - sum(int(a) * b for a, b in zip(bb, w)) % 10) % 10
        ac = dz(15)
        c2 = (10 - sum(int(a) * b for a, b in zip(ac, w)) % 10) % 10
        return f"{bb}{c1}{ac}{c2}"
    if cc == "RO":
        return pick(["BTRL", "BRDE", "RNCB", "INGB", "BACX"]) + dz(4) + "C" + dz(11)
    if cc == "GR":
        return pick(["011", "026", "017", "014"]) + dz(4) + dz(16)
    if cc == "TR":
        return pick(["00062", "00064", "00046", "00012", "00010"]) + "0" + dz(16)
    if cc == "SE":
        return pick(["500", "800", "600", "300"]) + dz(17)
    if cc == "DK":
        return dg(4) + dz(10)
    if cc == "NO":  # mod-11 account check computed
        while True:
            a = dg(4) + dz(6)
            s = sum(int(x) * y for x, y in zip(a, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
            c = 11 - s % 11
            if c == 11:
                c = 0
            if c != 10:
                return a + str(c)
    if cc == "FI":  # Luhn account check computed
        a = pick(["100", "157", "500", "800"]) + dz(10)
        return a + luhn_digit(a)
    if cc == "PT":  # NIB check computed
        a = pick(["0035", "0033", "0007", "0010"]) + dz(4) + dz(11)
        c = 98 - (int(a) * 100) % 97
        return f"{a}{c:02d}"
    if cc == "GB":
        return pick(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + dz(6) + dz(8)
    if cc == "SA":
        return pick(["80", "10", "20", "45"]) + dz(18)
    if cc == "AE":
        return pick(["033", "030", "026"]) + dz(16)
    if cc == "IL":
        return pick(["012", "010", "020"]) + dz(3) + dz(13)
    if cc == "UA":
        return pick(["305299", "322001", "300346"]) + "00000" + dz(14)
    if cc == "BE":  # mod-97 check computed
        a = dz(10)
        c = int(a) % 97 or 97
        return f"{a}{c:02d}"
    if cc == "AT":
        return pick(["20111", "12000", "32000"]) + dz(11)
    if cc == "CH":
        return pick(["00762", "00230", "80808"]) + dz(12)
    if cc == "IE":
        return pick(["AIBK", "BOFI"]) + dz(6) + dz(8)
    if cc == "IR":
        return "0" + pick(["17", "12", "56", "55", "19"]) + dz(19)
    raise ValueError(cc)


def new_iban(cc, spaced=True):
    i = iban(cc, bban(cc))
    assert iban_ok(i)
    return g4(i) if spaced else i


def s10(prefix, country):
    """UPU S10 item id, check digit computed"""
    n = dz(8)
    s = sum(int(a) * b for a, b in zip(n, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{n}{c}{country}"


def isbn13():
    body = "978" + pick(["0", "1", "3", "2"]) + dz(8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def uuid4(upper=False):
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    return u.upper() if upper else u


def imei():
    return luhn_num(pick(["35", "86", "01"]) + dz(6), 15)


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\x00"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def btc_wif():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


def btc_p2pkh():
    return b58check(b"\x00" + rbytes(20))


# ---------------------------------------------------------------- national ids
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def nino():
    return pick("ABCEGHJKLMNPRSTWXYZ") + pick("ABCEGHJKLMNPRSTWXYZ") + " " + grp(dz(6), [2, 2, 2]) + " " + pick("ABCD")


def nhs_number():
    while True:
        n = dg(9)
        s = sum(int(a) * b for a, b in zip(n, range(10, 1, -1)))
        c = 11 - s % 11
        if c == 11:
            c = 0
        if c != 10:
            return grp(n + str(c), [3, 3, 4])


def npi():
    n = pick(["1", "2"]) + dz(8)
    return n + luhn_digit("80840" + n)


def mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    A = L + D
    return str(R.randint(1, 9)) + pick(L) + pick(A) + dz(1) + "-" + pick(L) + pick(A) + dz(1) + "-" + pick(L) + pick(L) + dz(2)


def sin_ca():
    return grp(luhn_num(pick("1234567"), 9), [3, 3, 3])


def tfn_au():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        n = dg(8)
        s = sum(int(a) * b for a, b in zip(n, w))
        for c in range(10):
            if (s + c * 10) % 11 == 0:
                return grp(n + str(c), [3, 3, 3])


def medicare_au():
    n = str(R.randint(2, 6)) + dz(7)
    c = sum(int(a) * b for a, b in zip(n, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return grp(n + str(c) + str(R.randint(1, 9)), [4, 5, 1])


def abn_au():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        n = dg(11)
        d = [int(x) for x in n]
        d[0] -= 1
        if sum(a * b for a, b in zip(d, w)) % 89 == 0:
            return grp(n, [2, 3, 3, 3])


def steuer_id():
    while True:
        ds = R.sample(range(10), 9)
        ds.append(pick(ds))
        R.shuffle(ds)
        if ds[0] != 0:
            break
    body = "".join(map(str, ds))
    product = 10
    for ch in body:
        s = (int(ch) + product) % 10 or 10
        product = (s * 2) % 11
    c = 11 - product
    return body + str(0 if c == 10 else c)


def iso7064_mod11_10(body):
    product = 10
    for ch in body:
        s = (int(ch) + product) % 10 or 10
        product = (s * 2) % 11
    c = 11 - product
    return str(0 if c == 10 else c)


def ust_idnr_de():
    b = dg(8)
    return "DE" + b + iso7064_mod11_10(b)


def kvnr():
    letter = pick(UP)
    n8 = dz(8)
    s = f"{ord(letter) - 64:02d}" + n8
    tot = 0
    for i, ch in enumerate(s):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return letter + n8 + str(tot % 10)


def ausweis_de():
    return pick("LMNPRTVWXYZ") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)


def nir_fr():
    sex = pick("12")
    yy = f"{R.randint(55, 99):02d}"
    mm = f"{R.randint(1, 12):02d}"
    dep = pick(["75", "69", "13", "33", "59", "31", "44", "67"])
    com = f"{R.randint(1, 400):03d}"
    order = f"{R.randint(1, 999):03d}"
    n = sex + yy + mm + dep + com + order
    key = 97 - int(n) % 97
    return f"{sex} {yy} {mm} {dep} {com} {order} {key:02d}"


def siren():
    return luhn_num(dg(1), 9)


def siret():
    s = siren() + "0001"
    return s + luhn_digit(s)


def tva_fr(sn):
    return f"FR{(12 + 3 * (int(sn) % 97)) % 97:02d}{sn}"


def dni_es():
    n = dz(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def nie_es():
    p = pick("XYZ")
    n = dz(7)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def clabe():
    b = pick(["012", "002", "072", "014"]) + pick(["180", "320", "650"]) + dz(11)
    w = [3, 7, 1] * 6
    c = (10 - sum((int(a) * x) % 10 for a, x in zip(b, w)) % 10) % 10
    return b + str(c)


def nif_pt():
    while True:
        n = pick("123") + dz(7)
        s = sum(int(a) * b for a, b in zip(n, range(9, 1, -1)))
        c = 11 - s % 11
        return n + str(0 if c >= 10 else c)


def cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def cnpj():
    d = [int(x) for x in dz(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


CF_ODD = {**dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
          **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}
CF_EVEN = {**{c: int(c) for c in D}, **{c: i for i, c in enumerate(UP)}}


def codice_fiscale(sur, name, female=False):
    yy = f"{R.randint(60, 99):02d}"
    mm = pick("ABCDEHLMPRST")
    dd = R.randint(1, 28) + (40 if female else 0)
    place = pick(["H501", "F205", "L219", "F839", "A944", "G273"])
    body = f"{sur}{name}{yy}{mm}{dd:02d}{place}"
    s = sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate(body))
    return body + UP[s % 26]


def piva_it():
    b = "0" + dz(6) + pick(["015", "028", "063", "097"])
    return b + luhn_digit(b)


def bsn_nl():
    while True:
        n = dg(8)
        s = sum(int(a) * b for a, b in zip(n, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            return n + str(c)


def personnummer_se():
    b = f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{dz(3)}"
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def cpr_dk():
    return f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}-{dz(4)}"


def cvr_dk():
    while True:
        n = dg(7)
        c = mod11_solve(n, [2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return n + str(c)


def fnr_no():
    while True:
        b = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}{R.randint(0, 499):03d}"
        k1 = 11 - sum(int(a) * w for a, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - sum(int(a) * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return b + str(k2)


def orgnr_no():
    while True:
        n = pick("89") + dz(7)
        c = 11 - sum(int(a) * w for a, w in zip(n, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        c = 0 if c == 11 else c
        if c != 10:
            return n + str(c)


def hetu_fi():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    ind = R.randint(2, 899)
    n = int(f"{dd:02d}{mm:02d}{yy:02d}{ind:03d}")
    return f"{dd:02d}{mm:02d}{yy:02d}-{ind:03d}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def ytunnus_fi():
    while True:
        n = dg(7)
        r = sum(int(a) * w for a, w in zip(n, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r != 1:
            return f"{n}-{0 if r == 0 else 11 - r}"


def viite_fi():
    n = dg(R.randint(6, 9))
    w = [7, 3, 1]
    s = sum(int(a) * w[i % 3] for i, a in enumerate(reversed(n)))
    return n + str((10 - s % 10) % 10)


def taj_hu():
    n = dg(8)
    s = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(n))
    return grp(n + str(s % 10), [3, 3, 3])


def adoazon_hu():
    while True:
        n = "8" + f"{R.randint(30000, 48000):05d}" + dz(3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(n)) % 11
        if c < 10:
            return n + str(c)


def adoszam_hu():
    n = dg(7)
    c = (10 - sum(int(a) * w for a, w in zip(n, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return f"{n}{c}-{pick('2')}-{R.randint(1, 44):02d}"


def cnp_ro():
    s = pick("12")
    b = f"{s}{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{R.randint(1, 46):02d}{dz(3)}"
    c = sum(int(a) * w for a, w in zip(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return b + str(1 if c == 10 else c)


def cui_ro():
    n = dg(R.randint(6, 8))
    key = "753217532"[-len(n):]
    c = sum(int(a) * int(k) for a, k in zip(n, key)) * 10 % 11
    return n + str(0 if c == 10 else c)


def amka_gr():
    b = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(60, 99):02d}{dz(4)}"
    return b + luhn_digit(b)


def afm_gr(first="0"):
    n = first + dz(7)
    c = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(n)) % 11 % 10
    return n + str(c)


def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def thai_id():
    n = pick("1358") + dz(11)
    s = sum(int(a) * w for a, w in zip(n, range(13, 1, -1)))
    return grp(n + str((11 - s % 11) % 10), [1, 4, 5, 2, 1], "-")


def thai_tax_co():
    n = "0" + pick(["105", "107", "125"]) + dz(8)
    s = sum(int(a) * w for a, w in zip(n, range(13, 1, -1)))
    return n + str((11 - s % 11) % 10)


def teudat_zehut():
    return luhn_num(dz(1), 9)


def hp_il():
    return luhn_num("51", 9)


def kod_melli():
    while True:
        n = dz(9)
        if len(set(n)) < 3:
            continue
        r = sum(int(a) * (10 - i) for i, a in enumerate(n)) % 11
        return n + str(r if r < 2 else 11 - r)


def saudi_id():
    return luhn_num("1", 10)


def emirates_id():
    n = "784" + str(R.randint(1975, 2000)) + dz(7)
    n += luhn_digit(n)
    return f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}"


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _k in range(2, 8):
    VP.append([VP[1][VP[_k - 1][_j]] for _j in range(10)])
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")


def aadhaar():
    n = str(R.randint(2, 9)) + dz(10)
    return g4(n + verhoeff_digit(n))


def pan_in(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + dz(4) + pick(UP)


def cn_id():
    area = pick(["110105", "310115", "440305", "330106", "510107", "420106", "320102"])
    body = f"{area}{R.randint(1965, 2002)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{R.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


USCC_ALPHA = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_cn():
    body = "91" + pick(["110000", "310000", "440300", "330100"]) + "".join(pick(USCC_ALPHA) for _ in range(9))
    w = [pow(3, i, 31) for i in range(17)]
    s = sum(USCC_ALPHA.index(c) * x for c, x in zip(body, w))
    return body + USCC_ALPHA[(31 - s % 31) % 31]


def kr_rrn():
    b = f"{R.randint(70, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{pick('12')}{dz(5)}"
    c = (11 - sum(int(a) * w for a, w in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def kr_brn():
    n = dg(9)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(n, w)) + (int(n[8]) * 5) // 10
    return f"{n[:3]}-{n[3:5]}-{n[5:]}{(10 - s % 10) % 10}"


def my_number():
    p = dz(11)
    s = 0
    for k in range(1, 12):
        s += int(p[11 - k]) * (k + 1 if k <= 6 else k - 5)
    r = s % 11
    return g4(p + str(0 if r <= 1 else 11 - r))


def yamato():
    n = dg(11)
    return grp(n + str(int(n) % 7), [4, 4, 4], "-")


def snils():
    while True:
        n = dz(9)
        if int(n) <= 1001998:
            continue
        s = sum(int(n[i]) * (9 - i) for i in range(9))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return f"{n[:3]}-{n[3:6]}-{n[6:]} {c:02d}"


def inn12():
    d = [int(x) for x in pick(["77", "78", "50", "66", "16"]) + dz(8)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w1)) % 11 % 10)
    d.append(sum(a * b for a, b in zip(d, w2)) % 11 % 10)
    return "".join(map(str, d))


def inn10():
    d = [int(x) for x in pick(["77", "78", "50"]) + dz(7)]
    d.append(sum(a * b for a, b in zip(d, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, d))


def ogrn():
    n = "1" + dz(2) + pick(["77", "78", "50"]) + dz(7)
    return n + str(int(n) % 11 % 10)


def ru_account(bik):
    """40817810 K ... with the control key computed against the BIK"""
    acct = list("40817810" + "0" + dz(11))
    w = [7, 1, 3] * 8
    s = sum((int(a) * b) % 10 for a, b in zip(bik[-3:] + "".join(acct), w))
    acct[8] = str(((s % 10) * 3) % 10)
    full = bik[-3:] + "".join(acct)
    assert sum(int(a) * b for a, b in zip(full, w)) % 10 == 0
    return "".join(acct)


def rnokpp_ua():
    d = [int(x) for x in f"{R.randint(22000, 36000):05d}" + dz(4)]
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return "".join(map(str, d)) + str(sum(a * b for a, b in zip(d, w)) % 11 % 10)


def pesel():
    b = f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}{dz(4)}"
    c = (10 - sum(int(a) * w for a, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10
    return b + str(c)


def dowod_pl():
    letters = rs(UP, 3)
    rest = dz(5)
    vals = [int(c, 36) for c in letters]
    # weights 7,3,1,(9 for the check),7,3,1,7,3
    s = sum(a * b for a, b in zip(vals, [7, 3, 1])) + sum(int(a) * b for a, b in zip(rest, [7, 3, 1, 7, 3]))
    c = s % 10
    assert (s + 9 * c) % 10 == 0
    return f"{letters} {c}{rest}"


def nip_pl():
    while True:
        n = dg(9)
        c = sum(int(a) * b for a, b in zip(n, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            s = n + str(c)
            return f"{s[:3]}-{s[3:6]}-{s[6:8]}-{s[8:]}"


def rodne_cislo(female=False):
    while True:
        b = f"{R.randint(60, 99):02d}{R.randint(1, 12) + (50 if female else 0):02d}{R.randint(1, 28):02d}{dz(3)}"
        c = (-int(b) * 10) % 11
        if c < 10:
            return f"{b[:6]}/{b[6:]}{c}"


def ico_cz():
    n = dg(7)
    s = sum(int(a) * w for a, w in zip(n, [8, 7, 6, 5, 4, 3, 2]))
    return n + str((11 - s % 11) % 10)


def cz_account():
    while True:
        a9 = dg(9)
        c = mod11_solve(a9, [6, 3, 7, 9, 10, 5, 8, 4, 2])
        if c is not None:
            return a9 + str(c)


def nuban(bank_code):
    while True:
        ser = dg(9)
        s = sum(int(a) * w for a, w in zip(bank_code + ser, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]))
        c = (10 - s % 10) % 10
        return ser + str(c)


def rut_cl():
    n = str(R.randint(9000000, 22000000))
    ws = [2, 3, 4, 5, 6, 7]
    s = sum(int(a) * ws[i % 6] for i, a in enumerate(reversed(n)))
    dv = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(dv, str(dv))
    return f"{int(n):,}".replace(",", ".") + "-" + dv


def bitlocker():
    return "-".join(f"{11 * R.randint(0, 65535):06d}" for _ in range(8))


def mpesa_code():
    while True:
        c = "T" + pick("ABCDEFGHJ") + rs(UP + D, 8)
        if sum(ch in D for ch in c) >= 2:
            return c


# ---------------------------------------------------------------- tokens
def aws_key():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(B64, 40)


def ghp():
    return "ghp_" + rs(AN, 36)


def github_pat():
    return "github_pat_11" + rs(UP + D, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(B64U, 20)


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def stripe_sk():
    return "sk_live_51" + rs(AN, 97)


def stripe_rk():
    return "rk_live_51" + rs(AN, 97)


def whsec():
    return "whsec_" + rs(AN, 32)


def slack_bot():
    return f"xoxb-{dg(12)}-{dg(13)}-{rs(AN, 24)}"


def slack_hook():
    return f"T{rs(UP + D, 10)}/B{rs(UP + D, 10)}/{rs(AN, 24)}"


def google_key():
    return "AIza" + rs(B64U, 35)


def gocspx():
    return "GOCSPX-" + rs(B64U, 28)


def sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def npm_token():
    return "npm_" + rs(AN, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 150)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def telegram_token():
    return f"{dg(10)}:AA{rs(B64U, 33)}"


def discord_token(snowflake):
    return b64u_nopad(snowflake.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def jwt(payload, header='{"alg":"HS256","typ":"JWT"}'):
    return b64u_nopad(header.encode()) + "." + b64u_nopad(json.dumps(payload, separators=(",", ":")).encode()) + "." + rs(B64U, 43)


def snowflake():
    return str(R.randint(10 ** 17, 13 * 10 ** 17))


def ssh_ed25519_body():
    pub = rbytes(32)
    blob = (b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none" * 2 + b"\x00\x00\x00\x00\x00\x00\x00\x01"
            + b"\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 " + pub + rbytes(200))
    s = base64.b64encode(blob).decode()
    return "\n".join(s[i:i + 70] for i in range(0, len(s), 70))


def pem_rsa_body(lines=8):
    s = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(48 * lines - 12)).decode()
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


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
         "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand "
         "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother "
         "brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus "
         "business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal "
         "cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry "
         "cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave "
         "ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge "
         "chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic "
         "chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk "
         "clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster "
         "clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic "
         "common company concert conduct confirm congress connect consider control convince cook cool copper "
         "copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle "
         "craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
         "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard "
         "curious current curtain curve cushion custom cute cycle").split()

EN_WORDS = ("harbor velvet maple otter copper lantern meadow falcon ember willow thunder pepper cobalt "
            "saffron glacier orchid walnut breeze juniper marble cricket tundra sparrow quartz cedar "
            "hazel comet rocket pickle mango biscuit pirate tiger summer winter autumn").split()

PW_SYM = "!@#$%&*?-_.+="


def pw_strong(n=14, sym=PW_SYM):
    while True:
        p = rs(AN + sym, n)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in D for c in p)
                and any(c in sym for c in p) and p[0] not in "-+=" and p[-1] not in ".-"):
            return p


def pw_url(n=20):
    """password safe inside a URL userinfo"""
    while True:
        p = rs(AN, n)
        if any(c in D for c in p) and any(c in UP for c in p):
            return p


def pw_human(words=EN_WORDS):
    w = pick(words)
    style = R.randint(0, 4)
    if style == 0:
        return w.capitalize() + pick("!#$*?") + str(R.randint(1961, 2019))
    if style == 1:
        return w + "_" + pick(words) + str(R.randint(10, 99))
    if style == 2:
        return w.capitalize() + str(R.randint(100, 9999)) + pick("!@#")
    if style == 3:
        return w[:1].upper() + w[1:].replace("a", "@").replace("o", "0") + str(R.randint(10, 99))
    return pick(words).capitalize() + pick(words).capitalize() + pick("!.?") + dz(2)


def passphrase(words=EN_WORDS, n=4, sep="-"):
    ws = R.sample(words, n)
    return sep.join(ws)


def pin(n=4):
    while True:
        p = dz(n)
        if len(set(p)) >= 3 and p not in "0123456789" and p not in "9876543210":
            return p


def otp(n=6):
    return pin(n)


def sha1():
    return rs(HEX, 40)


def sha256hex():
    return rs(HEX, 64)


def mac():
    return ":".join(rs("0123456789ABCDEF", 2) for _ in range(6))


def ip_private():
    return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(2, 254)}"


def amazon_order():
    return f"{pick(['111', '112', '113', '114'])}-{dz(7)}-{dz(7)}"


def ups():
    return "1Z" + rs(UP + D, 6) + dz(10)


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)


def eticket():
    return pick(["220", "125", "057", "074", "176", "235"]) + dz(10)


VIN_T = {**{c: int(c) for c in D}, **dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ",
                                                [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))}


def vin(wmi):
    A = "ABCDEFGHJKLMNPRSTUVWXYZ" + D
    v = wmi + rs(A, 5) + "0" + pick("NPRS") + pick("FKLR") + dz(6)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(VIN_T[ch] * x for ch, x in zip(v, w)) % 11
    return v[:8] + ("X" if c == 10 else str(c)) + v[9:]


NUM_EN = "zero one two three four five six seven eight nine".split()


CASES = []


def add(lang, slug, text, S=(), L=(), note=""):
    CASES.append({"lang": lang, "slug": slug, "text": text, "secrets": list(S), "lookalikes": list(L), "note": note})


# =====================================================================
# English
# =====================================================================
def english():
    # 1
    ssid = "Casa" + pick(["Luna", "Sol", "Verde"]) + "_5G"
    wifi = passphrase(EN_WORDS, 3, "") + dz(2)
    lbx = pin(4)
    hm = "HM" + rs(UP + D, 8)
    add("en", "airbnb-welcome-note",
        f"Can you turn this into a friendly welcome note for my Airbnb guests? Wi-Fi: {ssid} / password {wifi}. "
        f"The key is in the lockbox by the side gate, code {lbx}. Checkout is 11am, trash goes out Tuesday night. "
        f"Their booking confirmation is {hm} in case they need to contact Airbnb.",
        [wifi, lbx], [hm], "host's Wi-Fi password and lockbox code; Airbnb confirmation code is a reference")
    # 2
    sk, wh = stripe_sk(), whsec()
    evt = "evt_1" + rs(AN, 23)
    add("en", "stripe-env-webhook",
        "My webhook keeps returning 400 \"No signatures found matching the expected signature for payload\". "
        "Here's my .env:\n\n"
        f"STRIPE_SECRET_KEY={sk}\nSTRIPE_WEBHOOK_SECRET={wh}\nPORT=4242\n\n"
        f"The failing event in the dashboard is {evt}. I'm using express.json() globally, is that the problem?",
        [sk, wh], [evt], "live Stripe secret key and webhook signing secret; event id is an identifier")
    # 3
    ak, sak = aws_key(), aws_secret()
    etag = rs(HEX, 32)
    add("en", "boto3-hardcoded-keys",
        "Getting SignatureDoesNotMatch on upload_file since yesterday:\n\n"
        "import boto3\ns3 = boto3.client(\n    \"s3\",\n"
        f"    aws_access_key_id=\"{ak}\",\n    aws_secret_access_key=\"{sak}\",\n"
        "    region_name=\"eu-west-1\",\n)\ns3.upload_file(\"report.pdf\", \"acme-reports\", \"2025/03/report.pdf\")\n\n"
        f"The last upload that worked has ETag \"{etag}\". What changed?",
        [ak, sak], [etag], "AWS access key id and secret in code; S3 ETag (md5) is a checksum")
    # 4
    dig = sha256hex()
    pg = pw_strong(18)
    add("en", "compose-postgres-password",
        "Postgres container restarts in a loop, logs say 'database files are incompatible with server'.\n\n"
        f"services:\n  db:\n    image: postgres:16.2@sha256:{dig}\n    environment:\n"
        f"      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: \"{pg}\"\n    volumes:\n      - ./pgdata:/var/lib/postgresql/data",
        [pg], [dig], "compose file password; image digest is a checksum")
    # 5
    user, pw = "orders_app", pw_url(22)
    host = f"orders-db.{rs(LO + D, 12)}.eu-central-1.rds.amazonaws.com"
    add("en", "rds-connection-string",
        "Prisma says P1001 can't reach database server. .env:\n"
        f"DATABASE_URL=\"postgresql://{user}:{pw}@{host}:5432/orders_prod?schema=public\"\n"
        "Security group allows 5432 from my IP. Any ideas?",
        [f"{user}:{pw}"], [host], "credentials of a connection string; the RDS host name is not a secret")
    # 6
    tok = ghp()
    sha7 = rs(HEX, 7)
    add("en", "git-remote-with-pat",
        "I ran\n"
        f"git remote set-url origin https://{tok}@github.com/northwind-labs/infra-scripts.git\n"
        f"and now push works but my teammate says that's bad practice? Last commit is {sha7} 'fix cron path'.",
        [tok], [sha7], "classic GitHub PAT embedded in remote URL; short commit hash")
    # 7
    key = openai_key()
    c40 = sha1()
    add("en", "revoked-openai-key-history",
        f"I accidentally committed my OpenAI key in commit {c40}. The key was {key} and I revoked it in the "
        "dashboard already. How do I purge it from the whole history with git filter-repo and force-push safely?",
        [key], [c40], "revoked key is still a secret; full commit hash is not")
    # 8
    cc, cv = card("visa"), dz(3)
    order = "W" + dg(9)
    add("en", "checkout-card-fill",
        f"Fill in the checkout form for me please: card {cc}, exp {expiry()}, CVC {cv}, name Daniel Okafor, "
        f"billing ZIP 60614. The cart page shows order {order} and a total of $84.17.",
        [cc, cv], [order], "own card number and CVC; order number is a reference")
    # 9 (negative)
    add("en", "stripe-test-cards-qa",
        "For our QA checklist: the happy path uses 4242 4242 4242 4242 with any future date and any CVC, "
        "the generic decline is 4000 0000 0000 0002 and insufficient funds is 4000 0000 0000 9995. "
        "Can you turn that into a table with expected results?",
        [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995"],
        "Stripe documentation test cards")
    # 10
    s_, ein = ssn(), f"{dg(2)}-{dz(7)}"
    add("en", "w4-ssn",
        f"Help me fill out the W-4. My SSN is {s_}, I'm single with one job and no dependents. "
        f"The employer EIN on the offer letter is {ein}, does that go anywhere on the W-4?",
        [s_], [ein], "own SSN; employer EIN is a company identifier")
    # 11
    pp = dg(9)
    usps = "9405" + dz(18)
    add("en", "passport-renewal-mail",
        f"Renewing my passport by mail with the DS-82. Old passport number {pp}, issued 2016 in Chicago. "
        f"I mailed it yesterday, USPS tracking {usps}. How long until the status shows up online?",
        [pp], [usps], "own passport number; USPS tracking number")
    # 12
    a1, a2 = pick(["Kowalczyk", "Brannigan", "Ferreira"]), pick(["Pickles", "Mr. Whiskers", "Biscuit"])
    add("en", "security-answers",
        "New bank login, they made me pick security questions and I'll forget. Keep these for me: "
        f"mother's maiden name - {a1}; first pet - {a2}. If I get locked out the number on the card is 1-800-935-9935.",
        [a1, a2], ["1-800-935-9935"], "answers to security questions; bank's public phone number")
    # 13
    acct = dg(10)
    add("en", "direct-deposit-routing",
        f"HR needs my direct deposit info: routing number 021000021, checking account {acct}. "
        "They also want a voided check, is a bank letter OK instead?",
        [acct], ["021000021"], "own account number; bank routing number is public")
    # 14
    ni_, sc, ac = nino(), f"20-{dz(2)}-{dz(2)}", dz(8)
    add("en", "uk-new-starter-form",
        f"Doing the new starter checklist. NI number {ni_}. Pay into Barclays, sort code {sc}, account {ac}. "
        "My P45 says tax code 1257L, do I tick statement A or B?",
        [ni_, ac], [sc, "1257L"], "NI number and account number; sort code and standard tax code are public")
    # 15
    codes = [grp(dz(8), [4, 4]) for _ in range(3)]
    add("en", "google-backup-codes",
        "Here are my Google backup codes, keep them somewhere for me:\n" +
        "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)) +
        "\n(printed March 3, each can be used once)",
        codes, [], "2FA backup codes")
    # 16
    seed = rs(B32, 32)
    add("en", "totp-seed-uri",
        "My phone with the authenticator died. I still have the setup URI from back then:\n"
        f"otpauth://totp/GitHub:dokafor?secret={seed}&issuer=GitHub\n"
        "Can you tell me how to generate the current code with Python?",
        [seed], [], "TOTP seed")
    # 17
    code = otp(6)
    phone = f"(312) {dz(3)}-{dz(4)}"
    add("en", "bank-otp-scam-call",
        "Someone called saying they're from Chase fraud and I need to read them the code they just sent. "
        f"The text says: \"Chase: {code} is your one-time code. Never share it. We'll never call to ask for it.\" "
        f"The caller ID showed {phone}. Is this a scam??",
        [code], [phone], "one-time code; caller's phone number")
    # 18
    gate, alarm = pin(4), pin(4)
    chip = "985" + dz(12)
    add("en", "dog-sitter-notes",
        f"Notes for the dog sitter: side gate keypad {gate}#, alarm panel disarm code {alarm} then OFF. "
        f"Biscuit's microchip number is {chip} if she gets out. Vet is Maple Ridge Animal Clinic.",
        [gate, alarm], [chip], "gate and alarm codes; pet microchip number")
    # 19
    tok, chan = slack_bot(), "C0" + rs(UP + D, 9)
    add("en", "slack-bot-not-in-channel",
        "from slack_sdk import WebClient\n"
        f"client = WebClient(token=\"{tok}\")\n"
        f"client.chat_postMessage(channel=\"{chan}\", text=\"deploy finished\")\n\n"
        "returns not_in_channel even though the app is installed. Why?",
        [tok], [chan], "Slack bot token; channel id is an identifier")
    # 20
    kpw = pw_strong(16)
    b64pw = base64.b64encode((kpw + "\n").encode()).decode()
    uid = uuid4()
    add("en", "k8s-secret-base64-newline",
        "My app reads DB_PASSWORD from this Secret but auth fails:\n\n"
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\n"
        f"  uid: {uid}\ntype: Opaque\ndata:\n  DB_PASSWORD: {b64pw}\n\n"
        "I made the value with echo ... | base64. What's wrong?",
        [b64pw], [uid], "base64-encoded password in a Kubernetes Secret; object uid")
    # 21
    body = ssh_ed25519_body()
    fp = rs(B64[:-2] + "+/", 43)
    add("en", "ssh-private-key-paste",
        "ssh keeps saying Permission denied (publickey). This is the key file I'm using:\n"
        f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\n"
        f"and the server log shows the offered key as ED25519 SHA256:{fp}",
        [body], [f"SHA256:{fp}"], "private key body; public key fingerprint")
    # 22
    k, addr, tx = rs(HEX, 64), rs(HEX, 40), rs(HEX, 64)
    add("en", "metamask-import-private-key",
        f"I want to move my MetaMask account to Rabby. Private key: 0x{k}\n"
        f"Account address 0x{addr}. There's also a stuck tx 0x{tx} with nonce 41, should I cancel it first?",
        ["0x" + k], ["0x" + addr, "0x" + tx], "wallet private key; public address and transaction hash")
    # 23
    phrase = " ".join(R.sample(BIP39, 12))
    add("en", "seed-phrase-notes",
        f"Is it OK to keep my wallet recovery phrase in Apple Notes? It's: {phrase}. I also wrote it on paper in the drawer.",
        [phrase], [], "BIP39-style recovery phrase")
    # 24
    exp = R.randint(1735000000, 1760000000)
    token = jwt({"sub": "usr_" + rs(AN, 12), "email": "m.chen@brightpath.io", "role": "admin", "exp": exp})
    rid = uuid4()
    add("en", "jwt-cookie-401",
        "Debugging auth. The request has\n"
        f"Cookie: session={token}\nX-Request-Id: {rid}\n"
        "and the API still returns 401. The exp claim is in the future, what else could it be?",
        [token], [rid], "session JWT; request id")
    # 26
    m_, claim, np_ = mbi(), dg(13), npi()
    add("en", "medicare-claim-appeal",
        f"I need to appeal a denied claim. My Medicare number is {m_}. Claim number {claim}, "
        f"billing provider NPI {np_}, date of service 02/14/2025. Can you draft the redetermination letter?",
        [m_], [claim, np_], "Medicare beneficiary identifier; claim number and provider NPI")
    # 27
    dl = pick("ABDFGY") + dz(7)
    conf = dg(10)
    add("en", "car-rental-license",
        f"Renting a car at LAX tomorrow and the app wants my license up front. California DL {dl}, expires 2029. "
        f"Reservation confirmation {conf}. Do they also need my passport?",
        [dl], [conf], "driver's licence number; rental confirmation number")
    # 28 multi: correction
    p2 = passphrase(EN_WORDS, 2, "") + dz(4)
    p1 = p2[:-1] + str((int(p2[-1]) + 3) % 10)
    add("en", "wifi-card-typo-correction",
        f"How should I lay out a little card with our Wi-Fi for the guest room? Network BlueHouse, password {p1}"
        f"\n---\nsorry typo, it's actually {p2}",
        [p1, p2], [], "multi-message: password given then corrected")
    # 29 multi: announced
    ak2 = anthropic_key()
    add("en", "anthropic-key-next-message",
        "I'll paste my Anthropic key in the next message, put it in this snippet where it belongs:\n\n"
        "import anthropic\nclient = anthropic.Anthropic(api_key=...)\n"
        f"---\n{ak2}",
        [ak2], [], "multi-message: key announced then sent")
    # 30 multi: IBAN in parts
    ie = new_iban("IE").split(" ")
    ie1, ie2 = " ".join(ie[:3]), " ".join(ie[3:])
    add("en", "iban-in-two-parts",
        f"Can you check my IBAN is valid? The app cuts it off so here's the first part: {ie1}"
        f"\n---\nand the rest: {ie2}",
        [ie1, ie2], [], "multi-message: own IBAN in two parts")
    # 31 multi: door code changed
    d1, d2 = pin(4), pin(4)
    add("en", "house-sitter-door-code-update",
        f"House-sitter instructions: front door keypad is {d1}, plants get watered Mon/Thu."
        f"\n---\nUpdate: landlord changed it this morning, new code {d2}. Garage remote is in the blue drawer.",
        [d1, d2], [], "multi-message: door code replaced")
    # 32 multi negative
    u1, o2, u2 = ups(), amazon_order(), ups()
    add("en", "tracking-wrong-number",
        f"My package never arrived, UPS tracking {u1}\n---\n"
        f"sorry wrong one. Amazon order {o2}, the tracking on that one is {u2}",
        [], [u1, o2, u2], "multi-message negative: tracking and order numbers")
    # 33 spelled PIN
    pn = pin(4)
    spelled = " ".join(NUM_EN[int(c)] for c in pn)
    add("en", "grandma-pin-spelled",
        f"My grandma's debit card PIN is {spelled}. How can she change it to something she remembers "
        "without going into the branch?",
        [spelled], [], "PIN spelled out in words")
    # 34 table
    n1, n2, n3 = pw_human(), pw_human(), pw_strong(12)
    add("en", "household-password-table",
        "Can you reformat this into the CSV format 1Password imports?\n\n"
        "| Service | Login | Password |\n|---|---|---|\n"
        f"| Netflix | fam.okafor@gmail.com | {n1} |\n| ComEd | dokafor88 | {n2} |\n| Xfinity router | admin | {n3} |",
        [n1, n2, n3], [], "passwords in a markdown table")
    # 35 CSV
    bw, bt = pw_strong(15), rs(B32, 32)
    add("en", "bitwarden-csv-row",
        "Why does the Bitwarden import skip this row?\n\n"
        "name,url,username,password,totp\n"
        f"Chase,https://secure.chase.com,dokafor88,{bw},{bt}",
        [bw, bt], [], "password and TOTP seed in a CSV export")
    # 36 CI log
    gl = glpat()
    trace, span = rs(HEX, 32), rs(HEX, 16)
    add("en", "ci-log-bearer-glpat",
        "The pipeline trigger step fails:\n\n"
        "[2025-03-02T10:14:07Z] POST https://gitlab.com/api/v4/projects/48213377/trigger/pipeline\n"
        f"[2025-03-02T10:14:07Z] Authorization: Bearer {gl}\n"
        f"[2025-03-02T10:14:07Z] traceparent: 00-{trace}-{span}-01\n"
        "[2025-03-02T10:14:08Z] 401 Unauthorized\n\nIs the token scope wrong?",
        [gl], [trace], "GitLab token in a log; trace id")
    # 37 sendgrid
    sg = sendgrid()
    tid = "d-" + rs(HEX, 32)
    add("en", "sendgrid-curl-template",
        "curl --request POST --url https://api.sendgrid.com/v3/mail/send "
        f"--header 'Authorization: Bearer {sg}' --header 'Content-Type: application/json' "
        "--data '{\"from\":{\"email\":\"hello@lumen.shop\"},\"template_id\":\"" + tid + "\"}'\n\n"
        "returns 400 'The personalizations field is required'. What am I missing?",
        [sg], [tid], "SendGrid API key; template id")
    # 38 twilio
    sid_, tk = "AC" + rs(HEX, 32), rs(HEX, 32)
    sm = "SM" + rs(HEX, 32)
    add("en", "twilio-env-undelivered",
        f"TWILIO_ACCOUNT_SID={sid_}\nTWILIO_AUTH_TOKEN={tk}\n\n"
        f"Messages to UK numbers show undelivered, error 30007, e.g. message {sm}. Is that carrier filtering?",
        [tk], [sm], "Twilio auth token; message SID (account SID left neutral)")
    # 39 google geocoding server key
    gk = google_key()
    place = "ChIJ" + rs(B64U, 23)
    add("en", "geocoding-backend-key",
        "Backend geocoding returns REQUEST_DENIED:\n\n"
        "r = requests.get(\"https://maps.googleapis.com/maps/api/geocode/json\",\n"
        f"                 params={{\"place_id\": \"{place}\", \"key\": \"{gk}\"}})\n\n"
        "Billing is enabled. Do server keys need IP restrictions instead of referrers?",
        [gk], [place], "Google API key; place id")
    # 40 HF
    hf = hf_token()
    rev = sha1()
    add("en", "hf-login-rejected",
        f"huggingface-cli login keeps rejecting {hf} with 'Invalid user token'. I only need to download a gated model "
        f"pinned at revision {rev}. Is it a fine-grained token problem?",
        [hf], [rev], "Hugging Face token; model revision hash")
    # 41 npmrc
    nt = npm_token()
    integ = "sha512-" + rs(B64, 86) + "=="
    add("en", "npmrc-auth-token",
        "CI can't install our private package. .npmrc:\n"
        f"//registry.npmjs.org/:_authToken={nt}\n@lumen:registry=https://registry.npmjs.org/\n\n"
        f"and package-lock has \"integrity\": \"{integ}\" for it. Error is E404.",
        [nt], [integ], "npm token; lockfile integrity hash")
    # 42 pypirc
    pt = pypi_token()
    add("en", "pypirc-upload-403",
        "[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n"
        f"  password = {pt}\n\n"
        "twine upload dist/tinyledger-0.4.2.tar.gz gives 403 Forbidden. The project exists under my account.",
        [pt], ["0.4.2"], "PyPI token in .pypirc; version string")
    # 43 telegram
    tt = telegram_token()
    chat = "-100" + dg(10)
    add("en", "telegram-bot-send",
        f"import telebot\nbot = telebot.TeleBot(\"{tt}\")\nbot.send_message({chat}, \"Backup finished\")\n\n"
        "Error 400: chat not found. The bot is admin in the group.",
        [tt], [chat], "Telegram bot token; group chat id")
    # 44 discord
    app_id = snowflake()
    dt = discord_token(app_id)
    guild = snowflake()
    add("en", "discord-bot-offline",
        f"My bot (application ID {app_id}) never comes online. config.json:\n"
        "{\n  \"token\": \"" + dt + "\",\n  \"guildId\": \"" + guild + "\"\n}\n"
        "No errors in the console, just silence.",
        [dt], [app_id, guild], "Discord bot token; application and guild ids")
    # 45 azure storage
    azk = rs(B64, 86) + "=="
    subid = uuid4()
    add("en", "azure-storage-connection-string",
        "Function app can't write blobs:\n"
        f"AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=contosoinvoices;AccountKey={azk};EndpointSuffix=core.windows.net\n"
        f"Subscription {subid}, region West Europe. 403 AuthorizationPermissionMismatch.",
        [azk], [subid], "storage account key; subscription id")
    # 48 mongo
    mu, mpw = "etl_writer", pw_url(16)
    mh = f"cluster0.{rs(LO + D, 5)}.mongodb.net"
    add("en", "mongodb-srv-uri",
        f"mongodb+srv://{mu}:{mpw}@{mh}/analytics?retryWrites=true&w=majority\n"
        "gives querySrv ENOTFOUND from the office network only. DNS issue?",
        [f"{mu}:{mpw}"], [mh], "credentials in a MongoDB URI; cluster host")
    # 49 gmail app password
    app = " ".join(rs(LO, 4) for _ in range(4))
    add("en", "gmail-app-password-yaml",
        "smtp:\n  host: smtp.gmail.com\n  port: 587\n  username: \"invoices@kellerbakery.com\"\n"
        f"  password: \"{app}\"\n\nGmail says 535 5.7.8 Username and Password not accepted. Should I remove the spaces?",
        [app], [], "Google app password")
    # 50 router label
    sn, mc = "CP" + dz(10), mac()
    wpa, adm = rs(UP + D, 10), rs(LO + D, 8)
    add("en", "router-label",
        f"From the sticker under my router: S/N {sn}, MAC {mc}, Wi-Fi key {wpa}, admin password {adm}. "
        "I haven't changed anything yet. How do I switch it to WPA3 and change the admin password?",
        [wpa, adm], [sn, mc], "router Wi-Fi key and admin password; serial and MAC")
    # 52 car keypad
    kp = pin(5)
    vn = vin("1FM")
    add("en", "ford-keypad-code",
        f"The factory keypad code for my Explorer is {kp} (the card was in the glovebox). VIN {vn}. "
        "How do I program a personal code?",
        [kp], [vn], "car door keypad code; VIN")
    # 54 microsoft email code
    mcode = otp(7)
    add("en", "microsoft-security-code-email",
        "Got this but I didn't try to sign in:\n\nMicrosoft account\nSecurity code\n"
        "Please use the following security code for the Microsoft account j***@outlook.com.\n"
        f"Security code: {mcode}\n"
        "If you don't recognize the Microsoft account j***@outlook.com, you can click here to remove your email.\n\n"
        "Should I be worried?",
        [mcode], ["j***@outlook.com"], "security code; masked e-mail address")
    # 55 bitlocker
    bl = bitlocker()
    kid = uuid4(upper=True)
    add("en", "bitlocker-recovery",
        f"After a BIOS update my Dell wants the BitLocker recovery key. Screen shows Recovery key ID {kid}. "
        f"My Microsoft account lists the key as {bl}. Typing it in says invalid, what am I doing wrong?",
        [bl], [kid], "BitLocker recovery key; key id")
    # 57 insurance card
    mid = pick("WXU") + dz(9)
    grpn, rxbin = dg(6) + "-" + dz(3), pick(["003858", "610014", "004336"])
    add("en", "insurance-card-pharmacy",
        f"From my insurance card: Member ID {mid}, Group {grpn}, RxBIN {rxbin}, RxPCN A4. Will CVS accept it for a new prescription?",
        [mid], [grpn, rxbin], "health insurance member id; group number and RxBIN are shared")
    # 58 canada
    sn_ca = sin_ca()
    bn = dg(9)
    add("en", "canada-t4-sin",
        f"My T4 shows box 14 $61,240.55 and my SIN {sn_ca}. The employer's account number is {bn}RP0001. "
        "Do I enter that in Wealthsimple Tax?",
        [sn_ca], [bn + "RP0001"], "SIN; employer payroll account number")
    # 59 australia
    tfn, med, abn = tfn_au(), medicare_au(), abn_au()
    add("en", "au-tfn-declaration",
        f"Starting at a café in Fitzroy. The TFN declaration wants my TFN {tfn}, and for some reason they also asked for "
        f"my Medicare card number, {med}. Their ABN on the contract is {abn}. Is the Medicare request normal?",
        [tfn, med], [abn], "TFN and Medicare number; employer ABN")
    # 60 india
    ad, pn_, acc = aadhaar(), pan_in("S"), dg(13)
    ifsc = "HDFC0" + dz(6)
    add("en", "india-broker-kyc",
        f"For KYC the broker wants Aadhaar {ad} and PAN {pn_}. Bank is HDFC, IFSC {ifsc}, account number {acc}. "
        "Is it safe to upload the Aadhaar PDF or should I mask it?",
        [ad, pn_, acc], [ifsc], "Aadhaar, PAN and own account; IFSC is public")
    # 61 nigeria
    bvn, est = dg(11), nuban("057")
    mine = nuban("058")
    add("en", "nigeria-service-charge",
        f"Help me write to the estate manager. I paid the service charge to the Greenfield Estate Residents Association "
        f"Zenith account {est} on Friday. For my own records: my BVN is {bvn}, my GTBank account {mine}.",
        [bvn, mine], [est], "BVN and own account; association's payee account")
    # 62 kenya
    mc_ = mpesa_code()
    add("en", "mpesa-expense-sms",
        f"Add this to my expense sheet: \"{mc_} Confirmed. Ksh2,350.00 paid to NAIVAS WESTLANDS. on 3/3/25 at 6:41 PM. "
        "New M-PESA balance is Ksh4,112.60. Transaction cost, Ksh0.00.\"",
        [mc_], [], "M-Pesa transaction code")
    # 63 gcash
    ref = grp(dz(13), [4, 3, 6])
    mpin = pin(4)
    add("en", "gcash-receipt-mpin",
        f"Receipt says: Sent via GCash, Amount 1,500.00, Ref No. {ref}, 03 Mar 2025 7:12 PM. "
        f"Also my MPIN is {mpin}, remind me to change it next week.",
        [mpin], [ref], "GCash MPIN; receipt Ref No.")
    # 64 git-credentials
    gpt = github_pat()
    add("en", "git-credentials-file",
        f"My ~/.git-credentials has one line:\nhttps://mwanjiru:{gpt}@github.com\n"
        "but VS Code still asks me to sign in. Should I switch to the credential manager?",
        [f"mwanjiru:{gpt}"], [], "user:token credential line")
    # 67 github actions
    nfp = "nfp_" + rs(AN, 36)
    ph = "${{ secrets.AWS_ACCESS_KEY_ID }}"
    add("en", "actions-hardcoded-netlify",
        "- name: Deploy\n  env:\n"
        f"    AWS_ACCESS_KEY_ID: {ph}\n    NETLIFY_AUTH_TOKEN: {nfp}\n"
        "  run: npm run deploy\n\nI hardcoded the Netlify one temporarily because the secret wasn't picked up. Why would that be?",
        [nfp], [ph], "Netlify token; secrets placeholder expression")
    # 68 cloudflare
    cft = rs(B64U, 40)
    zone = rs(HEX, 32)
    add("en", "cloudflare-dns-records",
        f"curl -s \"https://api.cloudflare.com/client/v4/zones/{zone}/dns_records\""
        f" -H \"Authorization: Bearer {cft}\"\n"
        "returns code 10000 Authentication error. The token has Zone:DNS:Edit.",
        [cft], [zone], "Cloudflare API token; zone id")
    # 70 .NET
    sqlp = pw_strong(16, "!#%*?_")
    srv = "crm-sql-" + rs(LO + D, 6)
    add("en", "appsettings-sql-connection",
        "appsettings.json:\n"
        "\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:" + srv + ".database.windows.net,1433;Initial Catalog=crm;"
        "User ID=crmadmin;Password=" + sqlp + ";Encrypt=True;\"\n}\n"
        "Login failed for user 'crmadmin'. Firewall rule is set.",
        [sqlp], [srv + ".database.windows.net"], "password value of a connection string; server host")
    # 71 WIFI QR
    qp = passphrase(EN_WORDS, 3, "-")
    add("en", "wifi-qr-string",
        f"I generated a QR code from WIFI:T:WPA;S:Okafor Home;P:{qp};; but iPhones won't join. Do I need to escape the hyphens?",
        [qp], [], "Wi-Fi password in a QR payload")
    # 74 bank temp password
    tmp = pw_strong(10, "#$%")
    bref = "CS" + dg(8)
    add("en", "bank-temp-password-email",
        f"My bank emailed: \"Your temporary password is {tmp}. It expires in 24 hours. Case reference {bref}.\" "
        "But the login page says it's invalid. Should I call?",
        [tmp], [bref], "temporary password; case reference")
    # 75 gpg
    gpp = passphrase(EN_WORDS, 5, " ")
    fpr = " ".join(rs("0123456789ABCDEF", 4) for _ in range(10))
    add("en", "gpg-decrypt-bad-session-key",
        f"gpg --batch --pinentry-mode loopback --passphrase '{gpp}' -d backup-2024.tar.gz.gpg\n"
        f"fails with 'decryption failed: Bad session key'. Key fingerprint {fpr}.",
        [gpp], [fpr], "GPG passphrase; key fingerprint")
    # 79 heroku uuid
    hk = uuid4()
    app_uuid, rel = uuid4(), uuid4()
    add("en", "heroku-api-key-uuid",
        f"HEROKU_API_KEY={hk}\n\nThe release {rel} of app {app_uuid} failed. "
        "Which of these IDs do I give to support?",
        [hk], [app_uuid, rel], "Heroku API key (UUID format) next to app and release UUIDs")
    # 81 wif
    wif = btc_wif()
    addr_btc = btc_p2pkh()
    add("en", "paper-wallet-sweep",
        f"Found an old paper wallet. Public address {addr_btc}, private key (WIF) {wif}. "
        "How do I sweep it into Sparrow?",
        [wif], [addr_btc], "Bitcoin WIF private key; public address")
    # 82 connect.sid
    csid = "s%3A" + rs(B64U, 32) + "." + rs(AN, 43)
    add("en", "express-session-cookie",
        f"Postman works when I paste this cookie: connect.sid={csid} but my React app gets a new session on every request. "
        "credentials: 'include' is set.",
        [csid], [], "Express session cookie")
    # 83 work laptop password with ticket
    wpw = pw_human()
    inc = "INC" + dz(7)
    add("en", "helpdesk-ticket-password",
        f"Draft a reply to IT ticket {inc}: my laptop password is {wpw} and it stopped working after the forced update. "
        "Keep it polite.",
        [wpw], [inc], "laptop password; helpdesk ticket number")
    # 85 NHS
    nhs = nhs_number()
    add("en", "nhs-app-registration",
        f"Registering with a new GP. My NHS number is {nhs}. The surgery's phone is 020 7946 0321. "
        "Can you list what else they usually ask for?",
        [nhs], ["020 7946 0321"], "NHS number; surgery phone")
    # 86 uk passport booking
    ukpp = dg(9)
    bref2 = pnr()
    add("en", "uk-passport-api-booking",
        f"Adding API info to my easyJet booking {bref2}: passport number {ukpp}, expiry 11/2031, nationality GBR. "
        "Do they need my middle name too?",
        [ukpp], [bref2], "passport number; booking reference")

    # ------------- English negatives
    add("en", "aws-docs-example-keys",
        "In the AWS docs they use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example. "
        "If I put those in my tutorial's screenshots, will GitHub secret scanning flag the repo?",
        [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example keys")
    c1, c2, tag = sha1(), sha1(), "v2.14.3"
    add("en", "git-rebase-shas",
        f"I want to drop commit {c1} but keep {c2} on top of {tag}. Interactive rebase shows the short hash "
        f"{c2[:8]} twice, is that a conflict marker?",
        [], [c1, c2, tag], "commit hashes and version tag")
    iso = sha256hex()
    gfp = " ".join(rs("0123456789ABCDEF", 4) for _ in range(10))
    add("en", "iso-checksum-verify",
        f"The download page lists SHA256 {iso} for ubuntu-24.04.2-desktop-amd64.iso and the signing key fingerprint "
        f"{gfp}. sha256sum gives me the same hash. Do I still need to check the signature?",
        [], [iso, gfp], "published checksum and public key fingerprint")
    add("en", "env-example-placeholders",
        ".env.example for the repo:\n\nOPENAI_API_KEY=your_api_key_here\n"
        "DATABASE_URL=postgres://user:password@localhost:5432/mydb\nJWT_SECRET=<generate-with-openssl-rand>\n"
        "STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n\nShould the example file be committed?",
        [], ["your_api_key_here", "user:password", "<generate-with-openssl-rand>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"],
        "placeholders in an example env file")
    last4 = dz(4)
    auth = rs(UP + D, 6)
    ordn = "1" + dz(8)
    add("en", "receipt-masked-card",
        f"Receipt says: VISA **** **** **** {last4}, AUTH CODE {auth}, ORDER #{ordn}, TOTAL $212.40. "
        "The charge shows twice on my statement, how do I dispute one?",
        [], [f"**** **** **** {last4}", auth, ordn], "masked card, authorisation code, order number")
    chi = new_iban("GB")
    add("en", "charity-donation-iban",
        f"I want to donate to Harbour Lights Trust. Their website gives IBAN {chi}, BIC NWBKGB2L, "
        "reference DONATION-HLT. Can I set this up as a monthly standing order?",
        [], [chi, "NWBKGB2L", "DONATION-HLT"], "charity's published IBAN and BIC")
    add("en", "famous-passwords-blog",
        "Writing a blog post on password strength. I want to contrast 'password123', 'hunter2', 'Tr0ub4dor&3' "
        "and 'correct horse battery staple' and explain why the last one from xkcd is stronger. Outline?",
        [], ["password123", "hunter2", "Tr0ub4dor&3", "correct horse battery staple"], "famous example passwords")
    u1, u2, u3 = uuid4(), uuid4(), uuid4()
    add("en", "request-ids-logs",
        f"Three failed requests in the logs: {u1}, {u2}, {u3}. All hit pod api-7d9f8c6b5-x2kq4. "
        "How do I grep them across all pods at once?",
        [], [u1, u2, u3], "request UUIDs")
    vat = "GB" + dg(9)
    inv = f"INV-2025-{dz(4)}"
    sup = new_iban("GB")
    add("en", "supplier-invoice-payment",
        f"Supplier invoice {inv} from Hartley Packaging Ltd, VAT reg {vat}, pay to IBAN {sup} within 30 days. "
        "Can you draft the payment approval email to finance?",
        [], [inv, vat, sup], "supplier invoice, VAT number and payee IBAN")
    mk = "sk-...A" + rs(AN, 3)
    add("en", "redacted-log-review",
        "Is this log safe to post on the forum?\n"
        f"Authorization: Bearer ***\nOPENAI_API_KEY={mk}\npassword=[REDACTED]\ncard=XXXX-XXXX-XXXX-{dz(4)}",
        [], ["Bearer ***", mk, "[REDACTED]"], "redacted and masked values")
    add("en", "swift-routing-question",
        "Wiring money from Chase to my sister in London. Is Chase's SWIFT CHASUS33 and is the routing number for wires "
        "021000021 or 322271627? Her bank is HSBC UK, HBUKGB4B.",
        [], ["CHASUS33", "021000021", "322271627", "HBUKGB4B"], "public bank identifiers")
    add("en", "kms-client-keys",
        "For our lab VMs we use the public KMS client keys, W269N-WFGWX-YVC9B-4J6C9-T83GX for Pro and "
        "NPPR9-FWDCX-D2C8J-H872K-2YT43 for Enterprise. Activation fails with 0xC004F074, what does it mean?",
        [], ["W269N-WFGWX-YVC9B-4J6C9-T83GX", "NPPR9-FWDCX-D2C8J-H872K-2YT43"], "published generic volume licence keys")
    i1, i2 = isbn13(), isbn13()
    add("en", "isbn-bibliography",
        f"Format these for APA: ISBN {i1} (Okonjo, 2019) and ISBN {i2} (Haddad & Lee, 2021), "
        "plus the article doi:10.1016/j.jenvp.2020.101428.",
        [], [i1, i2, "10.1016/j.jenvp.2020.101428"], "ISBNs and a DOI")
    add("en", "hr-training-example-ssn",
        "For the HR privacy training slides I want to use obviously fake SSNs like 123-45-6789 and the famous "
        "Woolworth wallet number 078-05-1120. Is that okay or should I use XXX-XX-XXXX?",
        [], ["123-45-6789", "078-05-1120", "XXX-XX-XXXX"], "well-known example SSNs and a mask")



# =====================================================================
# Other languages
# =====================================================================
def east_asia():
    # ---- Chinese
    cid, up = cn_id(), card("unionpay")
    add("zh", "shiming-renzheng-check",
        f"帮我检查一下实名认证信息有没有填错：姓名王雨桐，身份证号{cid}，银行卡号{up}，开户行招商银行上海分行。"
        "客服热线95555说要本人核对。",
        [cid, up], ["95555"], "resident id (check computed) and UnionPay card (Luhn); bank hotline")
    code, pay = otp(6), otp(6)
    jd = dg(12)
    add("zh", "fake-refund-otp",
        f"刚收到短信：【招商银行】您的验证码为{code}，用于快捷支付签约，5分钟内有效，请勿泄露。"
        f"对方自称京东客服，还报出了我的订单号{jd}，说把验证码给他才能退款。另外我的支付密码是{pay}，要不要也改掉？",
        [code, pay], [jd], "SMS verification code and payment password; order number")
    uscc = uscc_cn()
    fp = dz(20)
    sf = "SF" + dz(13)
    add("zh", "fapiao-reimbursement",
        f"报销要用的发票信息帮我核对一下：购买方上海澜舟信息技术有限公司，统一社会信用代码{uscc}，"
        f"发票号码{fp}，发票是顺丰寄来的，运单号{sf}。抬头格式对吗？",
        [], [uscc, fp, sf], "company credit code (check computed), invoice and waybill numbers")
    # ---- Japanese
    mn, br, ac = my_number(), dz(3), dz(7)
    add("ja", "nenmatsu-chousei-mynumber",
        f"年末調整の書類を書いています。マイナンバーは{mn}、給与振込口座は三菱UFJ銀行（金融機関コード0005）"
        f"支店番号{br}、普通預金 口座番号{ac}です。扶養控除の欄はどう書けばいいですか？",
        [mn, ac], ["0005"], "My Number (check computed) and account; bank code is public")
    ssid = "aterm-" + rs(HEX, 6) + "-g"
    key = rs(LO + D, 13)
    add("ja", "wifi-next-message",
        "次のメッセージでWi-Fiのパスワードを送るので、来客用の案内文を作ってください。"
        f"\n---\nルーターはAterm WX3600HPで、SSIDは{ssid}、暗号化キーは{key}です。",
        [key], ["WX3600HP"], "multi-message: Wi-Fi key announced then sent")
    ym, amz = yamato(), f"{R.randint(249, 503)}-{dz(7)}-{dz(7)}"
    add("ja", "yamato-redelivery",
        f"ヤマト運輸の伝票番号{ym}の荷物がまだ届きません。Amazonの注文番号は{amz}です。"
        "再配達の依頼文を丁寧な敬語で書いてください。",
        [], [ym, amz], "Yamato tracking number (check computed) and order number")
    # ---- Korean
    rrn, ebrn = kr_rrn(), kr_brn()
    sh = f"110-{dz(3)}-{dz(6)}"
    add("ko", "yeonmal-jeongsan",
        f"연말정산 서류 회사에 내야 하는데 주민등록번호 {rrn}, 급여 계좌 신한은행 {sh} 맞게 썼는지 봐 줘. "
        f"회사 사업자등록번호 {ebrn}도 적는 칸이 있던데 그건 인사팀이 알려준 대로 썼어.",
        [rrn, sh], [ebrn], "resident registration number (check computed) and own account")
    cpw, otpk = pw_strong(11, "!@#$"), otp(6)
    add("ko", "cert-password-otp",
        f"공동인증서 비밀번호를 {cpw}로 넣는데 자꾸 틀렸다고 나와. 문자로 온 [Web발신] [KB국민은행] 인증번호 [{otpk}]도 "
        "시간 초과됐어. 고객센터 1588-9999에 전화해야 돼?",
        [cpw, otpk], ["1588-9999"], "certificate password and SMS code")
    ko_ord, cj, brn = dg(14), dg(12), kr_brn()
    add("ko", "coupang-refund",
        f"쿠팡에서 산 물건 환불 요청 글 좀 써 줘. 주문번호 {ko_ord}, CJ대한통운 운송장번호 {cj}, "
        f"판매자 사업자등록번호 {brn}.",
        [], [ko_ord, cj, brn], "order, waybill and business registration number (check computed)")


def mideast_south_asia():
    # ---- Arabic
    sid, si = saudi_id(), new_iban("SA", spaced=False)
    add("ar", "absher-iban-update",
        f"أبغى أحدّث بياناتي البنكية. رقم الهوية {sid} والآيبان حقي في الراجحي {si}. "
        "رمز السويفت للبنك RJHISARI صح؟",
        [sid, si], ["RJHISARI"], "Saudi national id (Luhn) and own IBAN; bank SWIFT code")
    ao, aref = otp(4), dg(12)
    add("ar", "noon-otp-sms",
        f"وصلتني هذه الرسالة: \"رمز التحقق الخاص بك هو {ao}. لا تشاركه مع أحد. عملية شراء بمبلغ 349.00 ريال لدى نون، "
        f"رقم المرجع {aref}\". أنا ما طلبت شي من نون، وش أسوي؟",
        [ao], [aref], "OTP in a bank SMS")
    awb = dg(11)
    ainv = f"INV-{dz(6)}"
    trn = "100" + dz(12)
    add("ar", "aramex-invoice-trn",
        f"أحتاج أكتب إيميل لأرامكس بخصوص شحنة رقم البوليصة {awb}. الفاتورة رقم {ainv} من شركة النخبة للتجارة، "
        f"والرقم الضريبي للشركة {trn}. اكتبه بأسلوب رسمي.",
        [], [awb, ainv, trn], "waybill, invoice and company tax registration number")
    # ---- Persian
    km, sheba = kod_melli(), new_iban("IR", spaced=False)
    frg = dg(16)
    add("fa", "sheba-kod-melli",
        f"برای ثبت‌نام در سامانه مالیاتی کد ملی‌ام {km} و شماره شبای حسابم {sheba} را وارد کردم ولی خطا می‌دهد. "
        f"کد رهگیری درخواست {frg} است. فرمت درست چیست؟",
        [km, sheba], [frg], "national code (check computed) and own Sheba IBAN")
    ic, cvv2, dyn = card("ir_melli"), dz(4), otp(8)
    dko = "DKC-" + dg(9)
    add("fa", "card-cvv2-dynamic-password",
        f"کارت بانک ملی من {ic} است، CVV2 آن {cvv2} و رمز دوم پویا که پیامک شد {dyn}. "
        f"درگاه پرداخت دیجی‌کالا برای سفارش {dko} همه این‌ها را می‌خواهد، طبیعی است؟",
        [ic, cvv2, dyn], [dko], "card number, CVV2 and dynamic second password")
    bill, payid, trk = dg(13), dg(10), dg(12)
    add("fa", "ghabz-bargh-peygiri",
        f"قبض برق را پرداخت کردم: شناسه قبض {bill} و شناسه پرداخت {payid}. بعد از پرداخت شماره پیگیری {trk} نشان داد. "
        "چطور مطمئن شوم ثبت شده؟",
        [], [bill, payid, trk], "bill id, payment id, tracking number")
    # ---- Hebrew
    tz, hbr, hacc = teudat_zehut(), dz(3), dg(6)
    add("he", "bituach-leumi-form",
        f"אני ממלא טופס בביטוח לאומי. מספר תעודת הזהות שלי {tz}, חשבון בבנק הפועלים (12), סניף {hbr}, "
        f"מספר חשבון {hacc}. איפה מסמנים שאני עצמאי?",
        [tz, hacc], [hbr], "Teudat Zehut (check computed) and own account; branch number is public")
    hotp, hpw, hpn = otp(6), pw_strong(10, "!@#"), dg(8)
    add("he", "clalit-login-sms",
        f"קיבלתי SMS עם קוד {hotp} לכניסה לכללית אונליין אבל הוא לא עובד. הסיסמה שלי {hpw}. "
        f"כבר פתחתי פנייה מספר {hpn}. מה עושים?",
        [hotp, hpw], [hpn], "login SMS code and password")
    hord, hs10, hp = dg(8), s10("RR", "IL"), hp_il()
    add("he", "ksp-order-complaint",
        f"ההזמנה שלי מ-KSP מספר {hord} עוד לא הגיעה. מספר המשלוח בדואר ישראל {hs10}, ח.פ. של החברה {hp}. "
        "תנסח לי מייל תלונה.",
        [], [hord, hs10, hp], "order, S10 tracking (check computed) and company number")
    # ---- Hindi
    ad, pn = aadhaar(), pan_in("K")
    hifsc = "SBIN0" + dz(6)
    add("hi", "kyc-aadhaar-pan",
        f"मुझे बैंक में KYC अपडेट करना है। मेरा आधार नंबर {ad} है और पैन {pn}। ब्रांच का IFSC {hifsc} है। "
        "क्या आधार की फोटोकॉपी पर मास्क करना जरूरी है?",
        [ad, pn], [hifsc], "Aadhaar (Verhoeff computed) and PAN")
    upin, utr = otp(6), dg(12)
    add("hi", "upi-payment-failed",
        f"PhonePe से पेमेंट करते समय UPI पिन {upin} डाला, पैसे कट गए पर दुकानदार को नहीं मिले। UTR नंबर {utr} है। अब क्या करूँ?",
        [upin], [utr], "UPI PIN; UTR reference")
    pnr10, od = dg(10), "OD" + dg(18)
    add("hi", "irctc-flipkart-complaints",
        f"IRCTC टिकट का PNR {pnr10} है, ट्रेन 12951 राजधानी। और Flipkart ऑर्डर {od} का रिफंड नहीं आया। "
        "दोनों के लिए शिकायत लिखने में मदद करो।",
        [], [pnr10, od], "train PNR and order id")


def slavic():
    # ---- Russian
    sn, inn = snils(), inn12()
    einn = inn10()
    add("ru", "gosuslugi-snils-inn",
        f"Заполняю анкету для работодателя. СНИЛС {sn}, ИНН {inn}. У работодателя ИНН {einn}, его тоже куда-то вписывать?",
        [sn, inn], [einn], "SNILS and personal INN (checks computed); employer INN")
    acc = ru_account("044525225")
    add("ru", "zarplatny-rekvizity",
        f"Для зарплатного проекта бухгалтерия просит реквизиты: счёт {acc}, ПАО Сбербанк, БИК 044525225, "
        "корр. счёт 30101810400000000225. Номер карты им тоже нужен?",
        [acc], ["044525225", "30101810400000000225"], "own account (key computed); bank BIK and correspondent account")
    rs10, oz, og = s10("RA", "RU"), f"{dg(8)}-{dz(4)}", ogrn()
    add("ru", "ozon-pretenziya",
        f"Посылка с Ozon не пришла. Трек-номер Почты России {rs10}, номер заказа {oz}. "
        f"Продавец ООО «Северный ветер», ОГРН {og}. Помоги написать претензию.",
        [], [rs10, oz, og], "tracking (check computed), order number, company OGRN (check computed)")
    # ---- Ukrainian
    rn, ui = rnokpp_ua(), new_iban("UA", spaced=False)
    add("uk", "fop-rnokpp-iban",
        f"Оформлюю ФОП. РНОКПП {rn}, рахунок у ПриватБанку {ui}, код ЄДРПОУ банку 14360570. "
        "Чи треба відкривати окремий рахунок для ФОП?",
        [rn, ui], ["14360570"], "tax number (check computed) and own IBAN")
    uw, dom = passphrase(["sonce", "kvitka", "richka", "lystok", "zirka", "kalyna"], 2, "") + dz(3), pin(4)
    uph = f"+380 67 {dz(3)} {dz(2)} {dz(2)}"
    add("uk", "podobova-guest-info",
        f"Допоможи скласти інструкцію для гостей квартири: Wi-Fi «Kvartyra_12», пароль {uw}, код домофону {dom}. "
        f"Виїзд до 11:00, телефон власниці {uph}.",
        [uw, dom], [uph], "Wi-Fi password, intercom and key-safe codes")
    rz, ttn, edr = dg(9), "20" + dz(12), dg(8)
    add("uk", "rozetka-ttn-complaint",
        f"Замовлення на Rozetka {rz} досі в дорозі, ТТН Нової пошти {ttn}. Продавець ТОВ «Лісова хата», "
        f"код ЄДРПОУ {edr}. Напиши скаргу.",
        [], [rz, ttn, edr], "order, waybill and company code")
    # ---- Polish
    ps, dw = pesel(), dowod_pl()
    zus = f"ZUS-{R.randint(2023, 2024)}-{dz(7)}"
    add("pl", "wniosek-pesel-dowod",
        f"Wypełniam wniosek o 800 plus przez PUE ZUS. PESEL {ps}, numer dowodu {dw}. "
        f"Poprzedni wniosek miał numer {zus}. Czy muszę go gdzieś wpisać?",
        [ps, dw], [zus], "PESEL and ID card (checks computed), own account")
    blik, ppw = otp(6), pw_human(["kotek", "slonce", "zamek", "rower", "jesien"])
    ptr = "TR-" + rs(UP + D, 4) + "-" + rs(UP + D, 3)
    add("pl", "blik-expired",
        f"Kod BLIK {blik} wygasł, zanim kliknęłam zapłać za transakcję {ptr} w sklepie. Hasło do banku mam {ppw}. "
        "Czy ktoś może użyć starego kodu?",
        [blik, ppw], [ptr], "BLIK code and bank password")
    inp, aord, nip = dz(24), dg(11), nip_pl()
    add("pl", "allegro-reklamacja",
        f"Paczka z Allegro nie doszła. Numer przesyłki InPost {inp}, numer zamówienia {aord}, sprzedawca NIP {nip}. "
        "Pomóż napisać reklamację.",
        [], [inp, aord, nip], "parcel and order numbers, seller NIP (check computed)")
    # ---- Czech
    rc, cza, pico = rodne_cislo(female=True), cz_account(), ico_cz()
    add("cs", "prihlaska-rodne-cislo",
        f"Potřebuju vyplnit přihlášku k pojištění u pojišťovny s IČO {pico}. Rodné číslo {rc}, číslo účtu {cza}/0800. "
        "Mám uvádět i předčíslí?",
        [rc, cza], [pico], "birth number and account (checks computed)")
    cpw, cpin, cl4 = pw_strong(12), pin(4), dz(4)
    add("cs", "banking-password-reminder",
        f"Heslo do internetového bankovnictví mám {cpw} a PIN ke kartě končící **** {cl4} je {cpin}. "
        "Napiš mi připomínku, ať si je příští měsíc změním.",
        [cpw, cpin], [f"**** {cl4}"], "bank password and card PIN")
    ico, vs, ciban = ico_cz(), dg(10), new_iban("CZ")
    add("cs", "faktura-platebni-prikaz",
        f"Faktura od dodavatele: IČO {ico}, variabilní symbol {vs}, účet {ciban}, splatnost 15. 4. "
        "Napiš mi, co vyplnit do platebního příkazu.",
        [], [ico, vs, ciban], "supplier IČO (check computed), variable symbol, supplier IBAN")


def west_europe():
    # ---- German
    sid, dei = steuer_id(), new_iban("DE")
    stnr = f"{dz(3)}/{dz(3)}/{dz(5)}"
    add("de", "elster-steuer-id",
        f"Ich mache meine Steuererklärung in ELSTER. Steuer-ID {sid}, die Erstattung bitte auf {dei}. "
        f"Auf dem letzten Bescheid steht meine Steuernummer {stnr}, muss die auch rein?",
        [sid, dei, stnr], [], "Steuer-ID (check computed), own IBAN, own tax number")
    kv, aw, ik = kvnr(), ausweis_de(), "10" + dz(7)
    add("de", "krankenkasse-adresse",
        f"Für die Krankenkasse (IK {ik}): Versichertennummer {kv}, Personalausweisnummer {aw}. "
        "Formulier bitte eine kurze Mail, dass sich meine Adresse geändert hat.",
        [kv, aw], [ik], "health insurance number (check computed) and ID card number")
    ti, dhl = new_iban("DE"), "00340434" + dz(12)
    add("de", "tierschutz-spende",
        f"Ich möchte dem Tierschutzverein Pfotenhilfe e.V. spenden. Laut Website: IBAN {ti}, BIC COBADEFFXXX. "
        f"Die DHL-Sendung mit den Futterspenden hat die Nummer {dhl}. Schreib mir eine kurze Begleitnachricht.",
        [], [ti, "COBADEFFXXX", dhl], "association's IBAN and BIC, parcel number")
    while True:
        p1 = pin(4)
        if p1[1] != p1[2]:
            break
    p2 = p1[0] + p1[2] + p1[1] + p1[3]
    add("de", "girocard-pin-korrektur",
        f"Kannst du mir eine Eselsbrücke für meine neue Girocard-PIN {p1} bauen?"
        f"\n---\nKorrektur: {p2}, ich hatte zwei Ziffern vertauscht.",
        [p1, p2], [], "multi-message: PIN corrected")
    # ---- French
    nir, fri, srt = nir_fr(), new_iban("FR"), siret()
    add("fr", "mutuelle-secu-rib",
        f"Je remplis le formulaire de la mutuelle : numéro de sécu {nir}, RIB {fri}. "
        f"Le SIRET de mon employeur c'est {srt}, je le mets où ?",
        [nir, fri], [srt], "NIR and IBAN (keys computed); employer SIRET (Luhn)")
    digi = pick("AB") + dz(4)
    portail = pin(4)
    lb = rs("ABCDEF" + D, 26)
    add("fr", "baby-sitter-codes",
        f"Pour la baby-sitter ce soir : digicode de l'immeuble {digi}, code du portail du parking {portail}, "
        f"et la clé Wi-Fi de la Livebox : {lb}. Tu peux me faire un petit mot sympa ?",
        [digi, portail, lb], [], "door code, gate code, Wi-Fi key")
    col, cmd = "6A" + dz(11), dg(9)
    sn = siren()
    tva = tva_fr(sn)
    add("fr", "colissimo-reclamation",
        f"Mon colis Colissimo {col} n'est jamais arrivé. Numéro de commande {cmd}, vendeur SAS Atelier Brun, "
        f"TVA intracommunautaire {tva}. Aide-moi à écrire une réclamation.",
        [], [col, cmd, tva], "tracking, order, company VAT number (key computed)")
    # ---- Spanish
    dni, esi, ecif = dni_es(), new_iban("ES"), "B" + dz(8)
    add("es", "modelo-145-nomina",
        f"Estoy rellenando el modelo 145 para la empresa (CIF {ecif}). Mi DNI es {dni} y la cuenta para la nómina {esi}. "
        "¿Hace falta poner también el número de la Seguridad Social?",
        [dni, esi], [ecif], "DNI (letter computed) and IBAN (controls computed)")
    bz, bl4 = otp(6), dz(4)
    add("es", "bizum-sms-fraude",
        f"Me ha llegado este SMS: \"BBVA: Tu codigo para confirmar el Bizum de 45,00 EUR es {bz}. No lo compartas con nadie.\" "
        f"Yo no he hecho ningún Bizum y mi tarjeta terminada en {bl4} sigue conmigo. ¿Qué hago?",
        [bz], [bl4], "Bizum confirmation code")
    loc = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    cif = "B" + dz(8)
    add("es", "renfe-cambio-fecha",
        f"Reserva de Renfe: localizador {loc}, tren AVE 03063 Madrid-Barcelona. La factura salió con el CIF de la empresa {cif}. "
        "¿Cómo pido el cambio de fecha sin perder la tarifa?",
        [], [loc, cif], "booking locator and company CIF")
    cl = clabe()
    add("es", "clabe-en-partes",
        "Te paso mi CLABE para que me ayudes a llenar el formato de la transferencia, va en dos partes porque la copio de la app:"
        f"\n---\n{cl[:9]}\n---\n{cl[9:]}",
        [cl[:9], cl[9:]], [], "multi-message: Mexican CLABE (check computed) in parts")
    # ---- Portuguese
    cp, ppw = cpf(), pw_human(["saudade", "praia", "cafe", "sorriso", "futebol"])
    prot = "2025" + dz(10)
    add("pt", "pix-cpf-senha",
        f"Preciso cadastrar minha chave Pix no app novo. Meu CPF é {cp} e a senha do app antigo era {ppw}. "
        f"A chave pode ser o CPF mesmo? O protocolo do atendimento foi {prot}.",
        [cp, ppw], [prot], "CPF (checks computed) and app password")
    nif, pti = nif_pt(), new_iban("PT")
    ent, mref = dg(5), grp(dz(9), [3, 3, 3])
    add("pt", "irs-automatico-multibanco",
        f"Estou a preencher o IRS automático. NIF {nif}, IBAN {pti}. A referência Multibanco que as Finanças me deram "
        f"para pagar é entidade {ent}, referência {mref}. Está tudo certo?",
        [nif, pti], [ent, mref], "NIF and IBAN (checks computed); Multibanco payment reference")
    ped, br10, cn = dg(10), s10("QB", "BR"), cnpj()
    add("pt", "correios-reclame-aqui",
        f"Meu pedido {ped} ainda não chegou. Código de rastreio dos Correios {br10}, CNPJ da loja {cn}. "
        "Me ajuda a abrir reclamação no Reclame Aqui?",
        [], [ped, br10, cn], "order, tracking (check computed), store CNPJ (checks computed)")
    # ---- Italian
    cf, iti, piva = codice_fiscale("RSS", "MRA"), new_iban("IT"), piva_it()
    add("it", "bonus-codice-fiscale",
        f"Compilo il modulo per il bonus: codice fiscale {cf}, IBAN {iti}. "
        f"La partita IVA del datore di lavoro è {piva}, devo inserirla?",
        [cf, iti], [piva], "codice fiscale (check computed) and IBAN; employer VAT number (check computed)")
    spw, iotp = pw_human(["girasole", "tramonto", "pizza", "gelato", "farfalla"]), otp(6)
    inps = "INPS." + dz(4) + "." + dz(2) + "/" + dz(7)
    add("it", "spid-otp-scaduto",
        f"Credenziali SPID: utente mario.rossi84, password {spw}. Mi è arrivato il codice OTP {iotp} ma dice scaduto. "
        f"Il numero della pratica INPS è {inps}. Come faccio?",
        [spw, iotp], [inps], "SPID password and OTP")
    brt, iord, fatt = dg(12), dg(8), f"{R.randint(100, 999)}/2025"
    add("it", "brt-reclamo",
        f"Il pacco BRT con numero di spedizione {brt} è fermo da una settimana. Numero d'ordine {iord}, fattura n. {fatt}. "
        "Scrivimi un reclamo educato ma deciso.",
        [], [brt, iord, fatt], "shipment, order and invoice numbers")
    # ---- Dutch
    bsn, nli, nlk = bsn_nl(), new_iban("NL"), "TS/" + dz(4) + "/" + dz(6)
    add("nl", "huurtoeslag-bsn",
        f"Voor de huurtoeslag vraagt de Belastingdienst mijn BSN {bsn} en rekeningnummer {nli}. "
        f"In de brief staat kenmerk {nlk}. Klopt het dat ik dat via Mijn toeslagen moet doorgeven?",
        [bsn, nli], [nlk], "BSN (11-proof computed) and own IBAN")
    dpw, dsms, dref = pw_strong(12), otp(6), "DGD" + dz(8)
    add("nl", "digid-sms-code",
        f"Mijn DigiD-wachtwoord is {dpw} en de sms-code was {dsms}, maar inloggen lukte niet. "
        f"De helpdesk gaf referentienummer {dref}. Hoe vraag ik een nieuwe activeringscode aan?",
        [dpw, dsms], [dref], "DigiD password and SMS code")
    tt = "3SBOL" + dz(9)
    bord, kenm = dg(10), g4(dz(16))
    add("nl", "bol-pakket-klacht",
        f"Pakket van bol niet ontvangen. Track & trace {tt}, bestelnummer {bord}, betalingskenmerk {kenm}. "
        "Help me een klacht te schrijven.",
        [], [tt, bord, kenm], "tracking, order number, payment reference")


def nordic():
    # ---- Swedish
    pn, bk, arn = personnummer_se(), otp(6), f"{R.randint(130, 139)}-{dz(6)}-{R.randint(24, 25)}"
    add("sv", "flyttanmalan-mamma",
        f"Jag gör flyttanmälan åt mamma. Hennes personnummer är {pn} och hennes BankID-säkerhetskod är {bk}. "
        f"Skatteverket gav ärendenummer {arn}. Får jag göra det åt henne?",
        [pn, bk], [arn], "personnummer (Luhn) and BankID security code, entrusted")
    port, larm = pin(4), pin(4)
    vph = f"08-{dz(3)} {dz(2)} {dz(2)}"
    add("sv", "hundvakt-lapp",
        f"Skriv en lapp till hundvakten: portkod {port}, larmkod {larm}. Veterinären nås på {vph}. Matte kommer hem på söndag.",
        [port, larm], [vph], "door, alarm and Wi-Fi codes")
    bgn = luhn_num(dg(1), 8)
    bg = bgn[:4] + "-" + bgn[4:]
    ocr = luhn_num(dg(1), 14)
    sord = dg(9)
    add("sv", "telia-efaktura",
        f"Fakturan från Telia: bankgiro {bg}, OCR-nummer {ocr}, belopp 499 kr. Ordernummer {sord}. "
        "Hur lägger jag in den som e-faktura?",
        [], [bg, ocr, sord], "bankgiro and OCR reference (Luhn computed), order number")
    # ---- Danish
    cpr, reg, konto = cpr_dk(), dg(4), dz(10)
    add("da", "nemkonto-oprettelse",
        f"Jeg skal oprette NemKonto. CPR-nummer {cpr}, reg.nr. {reg}, kontonummer {konto}. Hvordan gør jeg det på borger.dk?",
        [cpr, konto], [reg], "CPR and own account; bank registration number")
    mpw, mcode, dsag = pw_strong(10), otp(6), "S-" + dz(7)
    add("da", "mitid-support",
        f"Min MitID-adgangskode er {mpw} og kodeviseren viser {mcode}, men login fejler. "
        f"Hjælp mig med at skrive til support, sagsnummer {dsag}.",
        [mpw, mcode], [dsag], "MitID password and code display value")
    cvr, fak, fik = cvr_dk(), dg(6), dz(15)
    add("da", "vvs-faktura",
        f"Faktura fra VVS-firmaet: CVR {cvr}, fakturanr. {fak}, betalings-ID +71<{fik}. Hvordan betaler jeg det i netbanken?",
        [], [cvr, fak, fik], "company CVR (check computed), invoice number, payment id")
    # ---- Norwegian
    fnr, nsak = fnr_no(), dg(8)
    kn = bban("NO")
    kontonr = f"{kn[:4]}.{kn[4:6]}.{kn[6:]}"
    add("no", "nav-skjema",
        f"Fyller ut skjema hos NAV. Fødselsnummer {fnr}, kontonummer {kontonr}. Saksnummeret er {nsak}. "
        "Hvor lang tid tar det før pengene kommer?",
        [fnr, kontonr], [nsak], "fødselsnummer and account (checks computed)")
    bpw, bcode = pw_strong(10), otp(6)
    nph = f"+47 {dz(3)} {dz(2)} {dz(3)}"
    add("no", "bankid-svindel",
        f"BankID-passordet mitt er {bpw} og engangskoden fra appen var {bcode}. Noen ringte fra \"banken\" på {nph} "
        "og spurte om dem. Var det svindel? Hva gjør jeg nå?",
        [bpw, bcode], [nph], "BankID password and one-time code")
    org = orgnr_no()
    kid = luhn_num(dg(1), 12)
    pk = bban("NO")
    pkon = f"{pk[:4]}.{pk[4:6]}.{pk[6:]}"
    nfak = dg(5)
    add("no", "rorlegger-regning",
        f"Regning fra rørleggeren: org.nr. {org}, kontonummer {pkon}, KID {kid}, fakturanummer {nfak}. "
        "Kan du sette opp betalingen i nettbanken?",
        [], [org, pkon, kid, nfak], "company number, payee account, KID (checks computed)")
    # ---- Finnish
    het, fii, fdia = hetu_fi(), new_iban("FI"), f"{dz(4)}/{dz(3)}/2024"
    add("fi", "kela-hakemus",
        f"Täytän Kelan hakemusta. Henkilötunnus {het}, tilinumero {fii}. Edellisen päätöksen diaarinumero on {fdia}. "
        "Mitä liitteitä tarvitaan?",
        [het, fii], [fdia], "henkilötunnus and IBAN (checks computed)")
    ovi, box = pin(4), pin(4)
    fph = f"040 {dz(3)} {dz(4)}"
    add("fi", "mokki-ohje",
        f"Kirjoita mökkivieraille ohje: ovikoodi {ovi}, avainboksin koodi {box}. Sauna lämpiää puoleen tuntiin, "
        f"hätätilanteessa soita naapurille {fph}.",
        [ovi, box], [fph], "door, key-box and Wi-Fi codes")
    yt, vi, fsi = ytunnus_fi(), viite_fi(), new_iban("FI")
    add("fi", "sahkolasku",
        f"Lasku sähköyhtiöltä: Y-tunnus {yt}, viitenumero {vi}, saajan tili {fsi}. Eräpäivä 28.3. Miten maksan sen mobiilissa?",
        [], [yt, vi, fsi], "company id, reference number (checks computed), payee IBAN")


def central_south_europe():
    # ---- Hungarian
    taj, ado = taj_hu(), adoazon_hu()
    hmad = adoszam_hu()
    add("hu", "csaladi-potlek",
        f"Kitöltöm a családi pótlék igénylést. TAJ számom {taj}, adóazonosító jelem {ado}. A munkáltatóm adószáma {hmad}, "
        "azt is be kell írni?",
        [taj, ado], [hmad], "TAJ and tax id (checks computed); employer tax number")
    upw, ucode, husz = pw_strong(12), otp(6), f"KAB/{dz(5)}-{dz(2)}/2025"
    add("hu", "ugyfelkapu-belepes",
        f"Az ügyfélkapu jelszavam {upw}, az SMS-ben kapott kód {ucode}. Nem enged be, pedig a kormányablak "
        f"ügyszámot is adott: {husz}. Mit csináljak?",
        [upw, ucode], [husz], "portal password and SMS code")
    fox, hord, adosz = "CLFOX" + dz(10), dg(9), adoszam_hu()
    add("hu", "foxpost-panasz",
        f"A Foxpost csomagom ({fox}) nem jött meg. Rendelésszám {hord}, a webshop adószáma {adosz}. Írj nekem egy panaszlevelet.",
        [], [fox, hord, adosz], "parcel, order and company tax number (check computed)")
    # ---- Romanian
    cnp, roi, rnr = cnp_ro(), new_iban("RO"), f"{dz(5)}/{R.randint(1, 28):02d}.02.2025"
    add("ro", "alocatie-cnp-iban",
        f"Completez cererea pentru alocație. CNP {cnp}, IBAN {roi}. Cererea veche are numărul de înregistrare {rnr}. "
        "E nevoie și de seria buletinului?",
        [cnp, roi], [rnr], "CNP (check computed) and IBAN")
    rpin, rpw, rim = pin(4), pw_human(["padure", "soare", "munte", "ciocolata", "vara"]), imei()
    add("ro", "telefon-furat-lista",
        f"PIN-ul cardului de la BT e {rpin} și parola la BT24 e {rpw}. Fă-mi o listă cu ce trebuie să schimb "
        f"după ce mi-a fost furat telefonul (IMEI {rim}).",
        [rpin, rpw], [rim], "card PIN and banking password")
    rord, awb, cui = dg(9), dg(13), cui_ro()
    add("ro", "emag-reclamatie",
        f"Comanda eMAG {rord} nu a ajuns, AWB Fan Courier {awb}. Firma vânzătoare are CUI RO{cui}. Scrie-mi o reclamație.",
        [], [rord, awb, cui], "order, AWB and company CUI (check computed)")
    # ---- Greek
    amka, afm, tpw = amka_gr(), afm_gr("1"), pw_strong(10)
    add("el", "gov-gr-aitisi",
        f"Συμπληρώνω την αίτηση στο gov.gr. ΑΜΚΑ {amka}, ΑΦΜ {afm}, κωδικός Taxisnet {tpw}. Γιατί μου βγάζει σφάλμα;",
        [amka, afm, tpw], [], "AMKA and AFM (checks computed), Taxisnet password")
    gri = new_iban("GR")
    add("el", "opeka-iban-allagi",
        f"Θέλω να μπαίνει το επίδομα στον λογαριασμό μου στην Πειραιώς, IBAN {gri}, BIC PIRBGRAA. Πώς αλλάζω το IBAN στον ΟΠΕΚΑ;",
        [gri], ["PIRBGRAA"], "own IBAN")
    gord, acs, afmco = dg(8), dz(10), afm_gr("8")
    add("el", "skroutz-parapono",
        f"Η παραγγελία μου {gord} από το Skroutz δεν ήρθε. Voucher ACS {acs}, ΑΦΜ εταιρείας {afmco}. Γράψε μου ένα παράπονο.",
        [], [gord, acs, afmco], "order, voucher and company AFM (check computed)")
    # ---- Turkish
    tc, tpw2, terr = tckn(), pw_strong(10), "ED-" + dz(4)
    add("tr", "edevlet-giris",
        f"e-Devlet'e giremiyorum. TC kimlik no {tc}, şifrem {tpw2}. Hata kodu {terr} diyor.",
        [tc, tpw2], [terr], "TC Kimlik (checks computed), password, SMS code")
    tri, kpin = new_iban("TR"), pin(4)
    tph = f"0850 {dz(3)} {dz(2)} {dz(2)}"
    add("tr", "maas-hesabi-kart-sifresi",
        f"Maaşımın yatacağı hesap IBAN {tri}. Kartımı kaybettim, kart şifrem {kpin} idi. Bankayı {tph} numarasından aradım, "
        "kartı kapattılar. Şifreyi de değiştirmem gerekiyor mu?",
        [tri, kpin], [tph], "own IBAN and card PIN")
    tord, kargo, vkn = dg(9), dg(12), dg(10)
    add("tr", "trendyol-sikayet",
        f"Trendyol siparişim {tord} gelmedi. Yurtiçi Kargo takip numarası {kargo}, satıcının vergi numarası {vkn}. "
        "Şikayet yazısı yazar mısın?",
        [], [tord, kargo, vkn], "order, tracking and seller tax number")


def southeast_asia_africa():
    # ---- Vietnamese
    cccd = pick(["001", "079", "031", "048"]) + pick("0123") + dz(2) + dz(6)
    stk, vmst = "10" + dz(8), "03" + dz(8)
    add("vi", "to-khai-thue-tncn",
        f"Mình cần điền tờ khai thuế thu nhập cá nhân. Số CCCD {cccd}, số tài khoản Vietcombank {stk}. "
        f"Mã số thuế của công ty là {vmst}, còn mã số thuế cá nhân giờ dùng luôn số CCCD phải không?",
        [cccd, stk], [vmst], "citizen id and own account")
    vo, vpw = otp(6), pw_strong(10)
    vph = f"028 {dz(4)} {dz(4)}"
    add("vi", "otp-cuoc-goi-la",
        f"Vừa nhận tin: \"Ma OTP cua Quy khach la {vo}. Tuyet doi KHONG cung cap cho bat ky ai.\" "
        f"Có người gọi từ số {vph} xưng là nhân viên ngân hàng đòi mã này. Mật khẩu app của mình là {vpw}, có cần đổi không?",
        [vo, vpw], [vph], "OTP and app password")
    vord, ghn, mst = dg(4) + rs(UP + D, 10), "G" + rs(UP + D, 7), dg(10)
    add("vi", "shopee-khieu-nai",
        f"Đơn Shopee {vord} chưa giao. Mã vận đơn GHN {ghn}, mã số thuế của shop {mst}. Viết giúp mình tin nhắn khiếu nại.",
        [], [vord, ghn, mst], "order, waybill and shop tax code")
    # ---- Thai
    tid, temp = thai_id(), dg(10)
    kb = f"{dz(3)}-{dz(1)}-{dz(5)}-{dz(1)}"
    add("th", "prakan-sangkhom",
        f"กรอกแบบฟอร์มประกันสังคม เลขบัตรประชาชน {tid} บัญชีกสิกรไทย {kb} เลขที่บัญชีนายจ้าง {temp} "
        "ต้องแนบสำเนาหน้าสมุดบัญชีด้วยไหม",
        [tid, kb], [temp], "national id (check computed) and own account")
    tpin, totp = otp(6), otp(6)
    tph2 = f"02-{dz(3)}-{dz(4)}"
    add("th", "atm-otp-scam",
        f"รหัส ATM ของฉันคือ {tpin} และรหัส OTP ที่เพิ่งได้รับทาง SMS คือ {totp} มีคนโทรมาจากเบอร์ {tph2} "
        "บอกว่าเป็นธนาคารแล้วขอรหัส ควรทำยังไงดี",
        [tpin, totp], [tph2], "ATM PIN and OTP")
    ts10, tord, ttax = s10("EB", "TH"), dg(15), thai_tax_co()
    add("th", "parcel-complaint",
        f"พัสดุไปรษณีย์ไทยเลขที่ {ts10} ยังไม่ถึง เลขที่คำสั่งซื้อ {tord} เลขประจำตัวผู้เสียภาษีของร้าน {ttax} "
        "ช่วยเขียนข้อความร้องเรียนให้หน่อย",
        [], [ts10, tord, ttax], "tracking and company tax id (checks computed), order number")
    # ---- Indonesian
    nik = pick(["3171", "3273", "3578", "5171"]) + dz(2) + f"{R.randint(41, 68):02d}{R.randint(1, 12):02d}{R.randint(80, 99):02d}" + dz(4)
    rek, va = dg(10), "88888" + dz(11)
    add("id", "bpjs-nik-rekening",
        f"Mau daftar BPJS online. NIK {nik}, nomor rekening BCA {rek}. Iurannya dibayar ke virtual account {va}. "
        "Aman nggak kalau data ini disimpan di catatan HP?",
        [nik, rek], [va], "NIK, own account, mobile banking PIN")
    go, gpw = otp(4), pw_human(["kucing", "pantai", "rendang", "merdeka", "bunga"])
    iph = f"0812-{dz(4)}-{dz(4)}"
    add("id", "gojek-kode-verifikasi",
        f"Dapat SMS: \"JANGAN BERIKAN kode ini kepada siapa pun termasuk pihak Gojek. Kode verifikasi Anda: {go}\". "
        f"Barusan ada yang telepon dari {iph} minta kode itu. Password Gojek saya {gpw}. Harus ganti?",
        [go, gpw], [iph], "verification code and password")
    resi, tord2 = "JP" + dz(10), "INV/2025" + f"0{R.randint(1, 3)}{R.randint(10, 28)}" + "/MPL/" + dg(10)
    npwp = f"{dz(2)}.{dz(3)}.{dz(3)}.{dz(1)}-{dz(3)}.000"
    add("id", "jne-komplain",
        f"Paket JNE nomor resi {resi} belum sampai. Nomor invoice Tokopedia {tord2}, NPWP penjual {npwp}. Tolong buatkan komplain.",
        [], [resi, tord2, npwp], "tracking, invoice and seller tax number")
    # ---- Tagalog
    sss = f"{dz(2)}-{dz(7)}-{dz(1)}"
    tin = f"{dz(3)}-{dz(3)}-{dz(3)}-000"
    ern = f"{dz(2)}-{dz(7)}-{dz(1)}"
    add("tl", "sss-form-check",
        f"Pa-check naman ng form ko sa SSS. SSS number ko {sss}, TIN {tin}. Yung employer number ng kompanya {ern}. "
        "Tama ba ang format?",
        [sss, tin], [ern], "SSS number and TIN")
    gm, go2 = pin(4), otp(6)
    gref = grp(dz(13), [4, 3, 6])
    add("tl", "gcash-na-hack",
        f"Na-hack yata GCash ko. Ang MPIN ko ay {gm} at may dumating na OTP {go2} na hindi ko ni-request. "
        f"Ref No. ng huling transaction {gref}. Ano gagawin ko?",
        [gm, go2], [gref], "MPIN and OTP; receipt Ref No.")
    lord, jt = dg(15), "JT" + dz(13)
    add("tl", "lazada-reklamo",
        f"Hindi pa dumadating order ko sa Lazada, order number {lord}, J&T tracking {jt}. Gawan mo ako ng reklamo.",
        [], [lord, jt], "order and tracking numbers")
    # ---- Swahili
    mcode = mpesa_code()
    ph = "07" + pick("12") + dz(7)
    add("sw", "mpesa-namba-isiyo-sahihi",
        f"Nimepokea ujumbe huu: \"{mcode} Imethibitishwa. Ksh1,200.00 imetumwa kwa JOHN KAMAU {ph} tarehe 4/3/25 saa 9:15 asubuhi. "
        "Salio lako jipya la M-PESA ni Ksh3,450.00.\" Nilituma kwa namba isiyo sahihi. Nifanye nini?",
        [mcode], [ph], "M-Pesa transaction code; recipient phone")
    kid_, kra, ack = dg(8), "A0" + dz(8) + pick(UP), "KRA" + dz(15)
    add("sw", "kra-fomu",
        f"Ninajaza fomu ya KRA. Namba ya kitambulisho {kid_}, KRA PIN {kra}. Mwaka jana nilipata acknowledgement number {ack}, "
        "je, ninaihitaji tena?",
        [kid_, kra], [ack], "national id and KRA PIN; filing acknowledgement number")
    pb, till, ank = dg(6), dg(7), "INV" + dz(5)
    add("sw", "karo-paybill",
        f"Nataka kulipa karo ya shule kupitia M-Pesa. Paybill ya shule ni {pb}, na duka la vitabu lina Till {till}. "
        f"Namba ya ankara ni {ank}. Niandikie hatua za kulipa.",
        [], [pb, till, ank], "school paybill, shop till and invoice number")



# =====================================================================
# validation and output
# =====================================================================
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it",
         "nl", "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^" + PREFIX + r"-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
SEP = "\n---\n"
ASCII_DIGITS = set("0123456789")


def hostile(s):
    for ch in s:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or ch in "\\\u2028\u2029\ufeff\ufffe\uffff" or 0xD800 <= o <= 0xDFFF:
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    seen = set()
    for c in cases:
        cid = c.get("id", "?")
        for k in ("id", "lang", "text", "secrets", "lookalikes", "note"):
            if k not in c:
                errs.append(f"{cid}: missing {k}")
        if errs:
            continue
        if not ID_RE.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in seen:
            errs.append(f"{cid}: duplicate id")
        seen.add(cid)
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: bad lang {c['lang']}")
        text = c["text"]
        if not text.strip() or not c["note"].strip():
            errs.append(f"{cid}: empty text or note")
        for scal in [cid, c["lang"], text, c["note"]] + c["secrets"] + c["lookalikes"]:
            h = hostile(scal)
            if h is not None:
                errs.append(f"{cid}: YAML-hostile character U+{ord(h):04X}")
        if text.startswith("---") or text.endswith("---") or SEP + SEP in text:
            errs.append(f"{cid}: bad message separation")
        for name in ("secrets", "lookalikes"):
            vals = c[name]
            if len(set(vals)) != len(vals):
                errs.append(f"{cid}: duplicate value in {name}")
            for v in vals:
                if not isinstance(v, str) or not v or v != v.strip():
                    errs.append(f"{cid}: empty or padded value {v!r}")
                    continue
                if SEP in v:
                    errs.append(f"{cid}: value spans messages {v!r}")
                occ = occurrences(text, v)
                if not occ:
                    errs.append(f"{cid}: {name} value not in text: {v!r}")
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(f"{cid}: short value occurs {len(occ)} times: {v!r}")
                for a, b in occ:
                    if v[0] in ASCII_DIGITS and a > 0 and text[a - 1] in ASCII_DIGITS:
                        errs.append(f"{cid}: number embedded (left) {v!r}")
                    if v[-1] in ASCII_DIGITS and b < len(text) and text[b] in ASCII_DIGITS:
                        errs.append(f"{cid}: number embedded (right) {v!r}")
        both = set(c["secrets"]) & set(c["lookalikes"])
        if both:
            errs.append(f"{cid}: value both secret and look-alike: {sorted(both)}")
        s_occ = [(a, b, v) for v in c["secrets"] for a, b in occurrences(text, v)]
        l_occ = [(a, b, v) for v in c["lookalikes"] for a, b in occurrences(text, v)]
        for a, b, v in s_occ:
            for x, y, w in l_occ:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {v!r} overlaps look-alike {w!r}")
        if not c["secrets"] and not c["lookalikes"]:
            errs.append(f"{cid}: case lists nothing")
    return errs


def counts(cases):
    n = len(cases)
    neg = sum(1 for c in cases if not c["secrets"])
    return {
        "cases": n, "positive": n - neg, "negative": neg,
        "secrets": sum(len(c["secrets"]) for c in cases),
        "lookalikes": sum(len(c["lookalikes"]) for c in cases),
        "languages": len({c["lang"] for c in cases}),
        "multi_message": sum(1 for c in cases if SEP in c["text"]),
        "english": sum(1 for c in cases if c["lang"] == "en"),
    }


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for name in ("secrets", "lookalikes"):
            if c[name]:
                out.append(f"    {name}:")
                out.extend(f"      - {q(v)}" for v in c[name])
            else:
                out.append(f"    {name}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def selftest():
    """check the check-digit code against well-known published example values (not used in the set)"""
    ok = [
        iban_ok("GB29 NWBK 6016 1331 9268 19"), iban_ok("DE89 3704 0044 0532 0130 00"),
        luhn_ok("4242424242424242"), luhn_ok("046454286"),
        iso7064_mod11_10("8609574271") == "9",
        verhoeff_ok("2363"),
        "10X98765432"[sum(int(a) * x for a, x in zip("11010519491231002", [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11] == "X",
        "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "Z",
        "0123456789ABCDEFHJKLMNPRSTUVWXY"[131052308 % 31] == "T",
        UP[sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate("RSSMRA85T10A562")) % 26] == "S",
        luhn_digit("80840123456789") == "3",
        int("102770013219") % 11 % 10 == 5,
    ]
    if not all(ok):
        print("ERROR: self-test of check-digit code failed:", ok, file=sys.stderr)
        sys.exit(1)


def main():
    selftest()
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v59.py heldout_v59.yaml", file=sys.stderr)
        sys.exit(2)
    english()
    east_asia()
    mideast_south_asia()
    slavic()
    west_europe()
    nordic()
    central_south_europe()
    southeast_asia_africa()
    cases = []
    for i, c in enumerate(CASES):
        cases.append({"id": f"{PREFIX}-{i + 1:03d}-{c['slug']}", "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    errs = validate(cases)
    k = counts(cases)
    if not 165 <= k["cases"] <= 185:
        errs.append(f"case count {k['cases']} out of range")
    if not 0.2 <= k["negative"] / k["cases"] <= 0.3:
        errs.append(f"negative share {k['negative']}/{k['cases']} out of range")
    if not 5 <= k["multi_message"] <= 10:
        errs.append(f"multi-message count {k['multi_message']} out of range")
    if not 180 <= k["secrets"] <= 220 or not 225 <= k["lookalikes"] <= 275:
        errs.append(f"secrets {k['secrets']} / look-alikes {k['lookalikes']} out of range")
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(k, file=sys.stderr)
        sys.exit(1)
    text = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(k)


if __name__ == "__main__":
    main()
