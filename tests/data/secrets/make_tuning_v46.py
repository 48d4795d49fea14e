#!/usr/bin/env python3
"""Generator for tuning set v46 (written blind). stdlib only, deterministic.
usage: python3 make_tuning_v46.py tuning_v46.yaml
"""
import sys, json, random, string, base64, hashlib, struct

NAME = "tuning_v46"
SEED = 4602
PREFIX = "t46"
R = random.Random(SEED)

U = string.ascii_uppercase
L = string.ascii_lowercase
D = string.digits
AN = U + L + D
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def s(alph, n):
    return "".join(R.choice(alph) for _ in range(n))


def dg(n, first_nonzero=False):
    x = s(D, n)
    if first_nonzero and x[0] == "0":
        x = R.choice("123456789") + x[1:]
    return x


def grp(x, n=4, sep=" "):
    return sep.join(x[i:i + n] for i in range(0, len(x), n))


def b64(bts):
    return base64.b64encode(bts).decode()


def b64u(bts):
    return base64.urlsafe_b64encode(bts).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def uuid4():
    h = s(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def birth(y0=1955, y1=2002):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


# ---------------------------------------------------------------- check digits
def luhn_sum(num):
    t = 0
    for i, ch in enumerate(reversed(num)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        t += v
    return t


def luhn_ok(num):
    return luhn_sum(num) % 10 == 0


def luhn_complete(partial):
    return partial + str((10 - luhn_sum(partial + "0") % 10) % 10)


def card(prefix, length=16):
    return luhn_complete(prefix + dg(length - len(prefix) - 1))


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def iban_ok(x):
    x = x.replace(" ", "")
    r = x[4:] + x[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return num + str(VH_INV[c])


def mod11_weighted(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


def de_steuerid():
    while True:
        ds = R.sample(range(10), 9)
        arr = ds + [R.choice(ds)]
        R.shuffle(arr)
        if arr[0] == 0:
            continue
        prod = 10
        for d in arr:
            t = (d + prod) % 10
            if t == 0:
                t = 10
            prod = (t * 2) % 11
        c = 11 - prod
        if c == 10:
            c = 0
        return "".join(map(str, arr)) + str(c)


def pesel():
    y, m, d = birth(1950, 2004)
    mm = m + (20 if y >= 2000 else 0)
    base = f"{y % 100:02d}{mm:02d}{d:02d}{dg(4)}"
    c = (10 - mod11_weighted(base, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return base + str(c)


def pl_nip():
    while True:
        b = dg(9, True)
        c = mod11_weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            return b + str(c)


def cpf():
    n = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        t = sum(d * w for d, w in zip(n, range(k, 1, -1)))
        r = t % 11
        n.append(0 if r < 2 else 11 - r)
    x = "".join(map(str, n))
    return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}"


def cnpj():
    n = [int(c) for c in dg(8)] + [0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for w in (w1, [6] + w1):
        r = sum(a * b for a, b in zip(n, w)) % 11
        n.append(0 if r < 2 else 11 - r)
    x = "".join(map(str, n))
    return f"{x[:2]}.{x[2:5]}.{x[5:8]}/{x[8:12]}-{x[12:]}"


def dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def es_cif():
    b = dg(7)
    t = 0
    for i, ch in enumerate(b):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            v = v // 10 + v % 10
        t += v
    return "B" + b + str((10 - t % 10) % 10)


def es_ccc():
    bank, branch, acct = R.choice(["2100", "0049", "0182", "2085", "0081"]), dg(4), dg(10)
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(x):
        v = 11 - mod11_weighted(x, w) % 11
        return {11: 0, 10: 1}.get(v, v)
    return bank + branch + f"{dc('00' + bank + branch)}{dc(acct)}" + acct


def bsn():
    while True:
        b = dg(8, True)
        c = mod11_weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            return b + str(c)


def nl_bban():
    while True:
        a = dg(9, True)
        t = mod11_weighted(a, [10, 9, 8, 7, 6, 5, 4, 3, 2])
        c = (-t) % 11
        if c != 10:
            return R.choice(["ABNA", "RABO", "SNSB", "TRIO", "ASNB"]) + a + str(c)


def china_id():
    area = R.choice(["110105", "310115", "440305", "330106", "510107", "420106"])
    y, m, d = birth(1960, 2001)
    base = f"{area}{y}{m:02d}{d:02d}{dg(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return base + "10X98765432"[mod11_weighted(base, w) % 11]


def cn_uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    base = "91" + R.choice(["110105", "310115", "440300"]) + "".join(R.choice(cs) for _ in range(9))
    t = sum(cs.index(c) * wi for c, wi in zip(base, w))
    c = 31 - t % 31
    return base + cs[0 if c == 31 else c]


def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d + [d10, d11]))


def hetu():
    y, m, d = birth(1960, 2003)
    sep = "-" if y < 2000 else "A"
    z = R.randint(2, 899)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d:02d}{m:02d}{y % 100:02d}{z:03d}") % 31]
    return f"{d:02d}{m:02d}{y % 100:02d}{sep}{z:03d}{c}"


def fi_ytunnus():
    while True:
        b = dg(7, True)
        r = mod11_weighted(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r != 1:
            return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite(n=9):
    b = dg(n, True)
    w = [7, 3, 1]
    t = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    return b + str((10 - t % 10) % 10)


def mod11_no(b, w):
    c = 11 - mod11_weighted(b, w) % 11
    if c == 11:
        c = 0
    return None if c == 10 else c


def no_fnr():
    while True:
        y, m, d = birth(1960, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}"
        k1 = mod11_no(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = mod11_no(b + str(k1), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return f"{b}{k1}{k2}"


def no_orgnr():
    while True:
        b = "9" + dg(7)
        c = mod11_no(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return b + str(c)


def no_konto():
    while True:
        b = R.choice(["1503", "1206", "3000", "9710", "1607"]) + dg(6)
        c = mod11_no(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            return b + str(c)


def dk_cvr():
    while True:
        b = dg(7, True)
        c = (-mod11_weighted(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return b + str(c)


def dk_cpr():
    y, m, d = birth(1960, 2002)
    return f"{d:02d}{m:02d}{y % 100:02d}-{dg(4)}"


def se_pnr():
    y, m, d = birth(1955, 2002)
    b = f"{y % 100:02d}{m:02d}{d:02d}{dg(3)}"
    full = luhn_complete(b)
    return f"{full[:6]}-{full[6:]}"


def se_orgnr():
    full = luhn_complete("55" + dg(7))
    return f"{full[:6]}-{full[6:]}"


def cz_rc():
    while True:
        y, m, d = birth(1960, 1999)
        mm = m + R.choice([0, 50])
        b = f"{y % 100:02d}{mm:02d}{d:02d}{dg(3)}"
        c = int(b) % 11
        if c != 10:
            return f"{b[:6]}/{b[6:]}{c}"


def cz_ico():
    b = dg(7, True)
    r = mod11_weighted(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str((11 - r) % 10)


def cz_account():
    while True:
        b = dg(9, True)
        c = (-mod11_weighted(b, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c != 10:
            return b + str(c)


def ro_cnp():
    y, m, d = birth(1960, 2003)
    sx = R.choice([1, 2]) + (4 if y >= 2000 else 0)
    b = f"{sx}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 40):02d}{R.randint(1, 999):03d}"
    c = mod11_weighted(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = dg(8, True)
    c = (mod11_weighted(b.rjust(9, "0"), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11
    return b + str(0 if c == 10 else c)


def kr_rrn():
    y, m, d = birth(1960, 2002)
    g = R.choice([1, 2]) + (2 if y >= 2000 else 0)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g}{dg(5)}"
    c = (11 - mod11_weighted(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return f"{b[:6]}-{b[6:]}{c}"


def kr_brn():
    b = dg(9, True)
    t = mod11_weighted(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    x = b + str((10 - t % 10) % 10)
    return f"{x[:3]}-{x[3:5]}-{x[5:]}"


def jp_mynumber():
    b = dg(11, True)
    t = 0
    for n, ch in enumerate(reversed(b), start=1):
        q = n + 1 if n <= 6 else n - 5
        t += int(ch) * q
    r = t % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = dg(12, True)
    t = 0
    for n, ch in enumerate(reversed(b), start=1):
        t += int(ch) * (1 if n % 2 else 2)
    return str(9 - t % 9) + b


def aadhaar():
    return verhoeff_complete(R.choice("23456789") + dg(10))


def in_pan(kind="P"):
    return s(U, 3) + kind + s(U, 1) + dg(4) + s(U, 1)


def gstin(pan):
    body = R.choice(["27", "29", "07", "33"]) + pan + "1Z"
    cs = D + U
    t = 0
    for i, ch in enumerate(body):
        p = cs.index(ch) * (1 if i % 2 == 0 else 2)
        t += p // 36 + p % 36
    return body + cs[(36 - t % 36) % 36]


def ru_inn12():
    b = dg(10, True)
    c1 = mod11_weighted(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(c1)
    c2 = mod11_weighted(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(c2)


def ru_inn10():
    b = "77" + dg(7)
    return b + str(mod11_weighted(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_snils():
    b = dg(9, True)
    t = mod11_weighted(b, [9, 8, 7, 6, 5, 4, 3, 2, 1])
    if t < 100:
        c = t
    elif t in (100, 101):
        c = 0
    else:
        c = t % 101
        if c == 100:
            c = 0
    return f"{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}"


def ua_rnokpp():
    b = dg(9, True)
    return b + str(mod11_weighted(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def fr_nir():
    b = f"{R.choice([1, 2])}{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.choice(['75', '69', '13', '33', '59', '44'])}{dg(3)}{dg(3)}"
    k = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}"


def fr_bban():
    bank, branch, acct = R.choice(["30004", "30003", "10278", "20041", "30002"]), dg(5), dg(11)
    k = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return f"{bank}{branch}{acct}{k:02d}"


def siret():
    siren = luhn_complete(dg(8, True))
    return luhn_complete(siren + "0001")


CF_ODD = {**dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
          **dict(zip(U, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}


def cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def cf_check(body):
    t = sum(CF_ODD[ch] if i % 2 == 0 else cf_even(ch) for i, ch in enumerate(body))
    return chr(65 + t % 26)


def it_cf():
    y, m, d = birth(1960, 2002)
    dd = d + R.choice([0, 40])
    body = s("BCDFGLMNPRSTVZ", 3) + s("BCDFGLMNPRSTVZ", 2) + s("AEIO", 1) + f"{y % 100:02d}" + "ABCDEHLMPRST"[m - 1] + f"{dd:02d}" + R.choice(["H501", "F205", "F839", "L219", "G273", "A944"])
    return body + cf_check(body)


def it_bban():
    abi, cab, acct = R.choice(["03069", "02008", "05034", "03062"]), dg(5), dg(12)
    body = abi + cab + acct
    return cf_check(body) + body


def thai_id():
    b = R.choice("12345678") + dg(11)
    return b + str((11 - mod11_weighted(b, list(range(13, 1, -1))) % 11) % 10)


def thai_fmt(x):
    return f"{x[0]}-{x[1:5]}-{x[5:10]}-{x[10:12]}-{x[12]}"


def ir_code():
    while True:
        b = dg(9)
        if len(set(b)) == 1:
            continue
        r = mod11_weighted(b, list(range(10, 1, -1))) % 11
        return b + str(r if r < 2 else 11 - r)


def hu_adoaz():
    while True:
        b = "8" + dg(8)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def gr_afm():
    b = dg(8, True)
    t = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b))
    return b + str(t % 11 % 10)


def gr_amka():
    y, m, d = birth(1960, 2002)
    return luhn_complete(f"{d:02d}{m:02d}{y % 100:02d}{dg(4)}")


def il_id():
    return luhn_complete(dg(8, True))


def emirates_id():
    y, _, _ = birth(1965, 2000)
    x = luhn_complete(f"784{y}{dg(7)}")
    return f"{x[:3]}-{x[3:7]}-{x[7:14]}-{x[14]}"


def ca_sin():
    x = luhn_complete(R.choice("1234567") + dg(7))
    return f"{x[:3]} {x[3:6]} {x[6:]}"


def us_ssn():
    a = R.randint(1, 665)
    if a == 666:
        a = 667
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def us_ein():
    return f"{R.choice(['12', '20', '27', '45', '81', '94'])}-{dg(7)}"


def aba():
    d = [int(c) for c in dg(8)]
    c = (-(3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5]))) % 10
    return "".join(map(str, d)) + str(c)


def ean13(prefix):
    b = prefix + dg(12 - len(prefix))
    t = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(b))
    return b + str((10 - t % 10) % 10)


def imei():
    return luhn_complete(R.choice(["35", "86", "01", "35"]) + dg(12))


def iccid():
    return luhn_complete("89" + R.choice(["01", "44", "49", "33", "86"]) + dg(14))


# ---------------------------------------------------------------- crypto-ish
CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


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


def bech32_ok(addr):
    hrp, data = addr.rsplit("1", 1)
    return bech32_polymod(hrp_expand(hrp) + [CHARSET.index(c) for c in data]) == 1


def bech32_addr(nbytes=20):
    prog = rbytes(nbytes)
    acc, bits, out = 0, 0, []
    for b in prog:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    data = [0] + out
    pm = bech32_polymod(hrp_expand("bc") + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return "bc1" + "".join(CHARSET[d] for d in data + chk)


def b58enc(bts):
    n = int.from_bytes(bts, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(bts) - len(bts.lstrip(b"\0"))
    return "1" * pad + out


def wif():
    payload = b"\x80" + rbytes(32) + b"\x01"
    ck = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + ck)


def eth_addr():
    return "0x" + s(HEX, 40)


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
         "assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august "
         "aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis bacon badge "
         "bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach "
         "bean beauty because become beef before begin behave behind believe below belt bench benefit best "
         "betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket "
         "blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book "
         "boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze "
         "brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy "
         "budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe "
         "canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle "
         "casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census "
         "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese "
         "chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon "
         "circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb "
         "clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct "
         "confirm congress connect consider control convince cook cool copper copy coral core corn correct "
         "cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash "
         "window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word "
         "work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra "
         "zero zone zoo").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# ---------------------------------------------------------------- tokens
def aws_akid():
    return "AKIA" + s(U + "234567", 16)


def aws_secret():
    return s(AN + "+/", 40)


def ghp():
    return "ghp_" + s(AN, 36)


def gh_fine():
    return "github_pat_11" + s(U + D, 20) + "_" + s(AN, 59)


def slack_bot():
    return f"xoxb-{dg(12, True)}-{dg(13, True)}-{s(AN, 24)}"


def stripe(kind):
    return f"{kind}_51" + s(AN, 97)


def openai_key():
    return "sk-proj-" + s(AN + "-_", 74) + "T3BlbkFJ" + s(AN + "-_", 74)


def anthropic_key():
    return "sk-ant-api03-" + s(AN + "-_", 93) + "AA"


def google_key():
    return "AIza" + s(AN + "-_", 35)


def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rbytes(32))}"


def wrap(x, n):
    return "\n".join(x[i:i + n] for i in range(0, len(x), n))


def ssh_str(b):
    return struct.pack(">I", len(b)) + b


def ed25519_pub_blob():
    return ssh_str(b"ssh-ed25519") + ssh_str(rbytes(32))


def openssh_private():
    pub = ed25519_pub_blob()
    ck = rbytes(4)
    priv = ck + ck + ssh_str(b"ssh-ed25519") + ssh_str(pub[-32:]) + ssh_str(rbytes(32) + pub[-32:]) + ssh_str(b"dev@laptop") + b"\x01\x02\x03\x04\x05\x06\x07"
    body = b"openssh-key-v1\0" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"") + struct.pack(">I", 1) + ssh_str(pub) + ssh_str(priv)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap(b64(body), 70) + "\n-----END OPENSSH PRIVATE KEY-----"


def rsa_private():
    body = bytes.fromhex("308204a40201000282010100") + rbytes(1188)
    return "-----BEGIN RSA PRIVATE KEY-----\n" + wrap(b64(body), 64) + "\n-----END RSA PRIVATE KEY-----"


PW_WORDS = ["Sunflower", "Marmalade", "Copper", "Harbor", "Falcon", "Juniper", "Meadow", "Pepper", "Lantern",
            "Orchid", "Walnut", "Saffron", "Thunder", "Velvet", "Maple", "Cobalt", "Pickle", "Nimbus", "Otter"]


def pw_human():
    k = R.randint(0, 3)
    if k == 0:
        return R.choice(PW_WORDS) + R.choice(PW_WORDS).lower() + dg(R.randint(2, 4)) + R.choice("!?#$*")
    if k == 1:
        return R.choice(PW_WORDS) + R.choice("-_.") + R.choice(PW_WORDS) + R.choice("-_.") + dg(2)
    if k == 2:
        return R.choice(PW_WORDS).lower() + dg(4) + R.choice(PW_WORDS)
    return R.choice(PW_WORDS)[:4] + R.choice("@#&") + dg(3) + s(L, 3) + R.choice("!%")


def pw_strong(n=18):
    while True:
        x = s(AN + "!@#%^*-_=+", n)
        if any(c in D for c in x) and any(c in U for c in x) and any(c in "!@#%^*-_=+" for c in x):
            return x


def pw_cfg(n=24):
    return s(AN, n)


def otp(n=6):
    return dg(n)


def sha(n=40):
    return s(HEX, n)


# ---------------------------------------------------------------- cases
CASES = []


def add(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note})


AWS_DOC_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
STRIPE_DOC = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
BIP39_TV = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
HARDHAT0 = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
BIP173 = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
DOC_IBAN_DE = "DE89 3704 0044 0532 0130 00"
DOC_IBAN_GB = "GB82 WEST 1234 5698 7654 32"


def english():
    k, sct = aws_akid(), aws_secret()
    add("aws-env", "en", f"Deploy keeps failing with AccessDenied on PutObject. Here's my .env:\n\nAWS_ACCESS_KEY_ID={k}\nAWS_SECRET_ACCESS_KEY={sct}\nAWS_DEFAULT_REGION=eu-central-1\nS3_BUCKET=acme-prod-uploads\n\n(the README sample had {AWS_DOC_ID}, I swapped in mine)",
        [k, sct], [AWS_DOC_ID], "live AWS key pair in .env next to the AWS documentation example id")

    add("aws-doc-example", "en", f"The AWS CLI docs show `aws configure` with {AWS_DOC_ID} and {AWS_DOC_SECRET}. Are those real credentials? Can I hard-code them in my moto unit tests?",
        [], [AWS_DOC_ID, AWS_DOC_SECRET], "negative: documented AWS example credentials")

    t, c = ghp(), sha(40)
    add("gh-remote-url", "en", f"git push says 'Invalid username or password' even though it worked yesterday.\n\n$ git remote -v\norigin\thttps://dana-k:{t}@github.com/dana-k/pantry-app.git (fetch)\norigin\thttps://dana-k:{t}@github.com/dana-k/pantry-app.git (push)\n$ git log -1 --format=%H\n{c}",
        [t], [c], "PAT embedded in remote URL; commit id is a look-alike")

    add("gh-placeholder", "en", "Our onboarding doc says: `export GH_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX` then run `gh auth status`. Which scopes does a classic token need just to pull from GHCR?",
        [], ["ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"], "negative: token placeholder")

    t, ch = slack_bot(), "C0" + s(U + D, 9)
    add("slack-bot-py", "en", f"Why do I get not_in_channel?\n\n```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"{t}\")\nclient.chat_postMessage(channel=\"{ch}\", text=\"deploy finished :rocket:\")\n```\nslack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)",
        [t], [ch], "Slack bot token in code; channel id look-alike")

    sk, pk = stripe("sk_live"), stripe("pk_live")
    pi, cus = "pi_3" + s(AN, 23), "cus_" + s(AN, 14)
    add("stripe-live-pub", "en", f"Checkout works locally but prod throws `No such payment_intent: '{pi}'` for customer {cus}.\n\n.env.production\nSTRIPE_SECRET_KEY={sk}\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={pk}",
        [sk], [pk, pi, cus], "Stripe secret key vs publishable key and object ids")

    add("stripe-doc-test", "en", f"In Stripe's quickstart they use {STRIPE_DOC} and the card 4242 4242 4242 4242 with any future date. Do test-mode charges ever hit a real card?",
        [], [STRIPE_DOC, "4242 4242 4242 4242"], "negative: Stripe documentation key and test card")

    k, rq = openai_key(), "req_" + sha(32)
    add("openai-curl", "en", f"This returns 429 insufficient_quota but I have credits:\n\ncurl https://api.openai.com/v1/chat/completions \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: Bearer {k}\" \\\n  -d '{{\"model\": \"gpt-4o-mini\", \"messages\": [{{\"role\": \"user\", \"content\": \"hi\"}}]}}'\n\nresponse header x-request-id: {rq}",
        [k], [rq], "OpenAI project key in curl; request id look-alike")

    k = anthropic_key()
    add("anthropic-export", "en", f"export ANTHROPIC_API_KEY={k}\npython agent.py\n\nand I still get 401 invalid x-api-key. I'm sending anthropic-version: 2023-06-01. What else?",
        [k], ["2023-06-01"], "Anthropic key exported in shell; API version date look-alike")

    k, place = google_key(), "ChIJ" + s(AN + "-_", 23)
    add("google-key-server", "en", f"server.js:\nconst MAPS_KEY = '{k}';\nconst url = `https://maps.googleapis.com/maps/api/place/details/json?place_id={place}&key=${{MAPS_KEY}}`;\n\nIt returns REQUEST_DENIED. Is the place id wrong?",
        [k], [place, "${MAPS_KEY}"], "Google API key in server code; place id and template variable look-alikes")

    p, dig = pw_cfg(20), "sha256:" + sha(64)
    add("pg-url", "en", f"Container crashes on start:\n\nDATABASE_URL=postgresql://app_user:{p}@db.internal.acme.io:5432/orders?sslmode=require\nFATAL:  password authentication failed for user \"app_user\"\nimage: registry.acme.io/orders-api@{dig}",
        [p], [dig], "password inside a Postgres URL; image digest look-alike")

    p = pw_human()
    add("mysql-cli", "en", f"mysql -h 10.0.3.12 -u root -p'{p}' shop_db\nERROR 2059 (HY000): Authentication plugin 'caching_sha2_password' cannot be loaded\nServer is MySQL 8.0.36, client is mariadb 10.6",
        [p], ["caching_sha2_password", "8.0.36"], "password in -p flag; plugin name with 'password' in it")

    p, oid = pw_cfg(16), s(HEX, 24)
    add("mongo-srv", "en", f"mongoose.connect('mongodb+srv://admin:{p}@cluster0.x7kqe.mongodb.net/blog?retryWrites=true&w=majority')\n\nfindById(\"{oid}\") returns null though the doc exists in Compass.",
        [p], [oid], "password in Mongo SRV URI; ObjectId look-alike")

    p = pw_human()
    add("spring-props", "en", f"application.properties:\nspring.datasource.url=jdbc:mysql://localhost:3306/inventory\nspring.datasource.username=inv_svc\nspring.datasource.password={p}\n\napplication-prod.properties:\nspring.datasource.password=${{DB_PASSWORD}}\n\nProd starts fine, local says Access denied.",
        [p], ["${DB_PASSWORD}"], "password in properties vs env placeholder in other profile")

    p = pw_strong(20)
    add("compose-yaml", "en", f"docker-compose.yml\n\nservices:\n  db:\n    image: postgres:16.2-alpine\n    environment:\n      POSTGRES_USER: wiki\n      POSTGRES_PASSWORD: \"{p}\"\n      POSTGRES_DB: wiki\n\nwhy is the volume empty after restart?",
        [p], ["postgres:16.2-alpine"], "quoted YAML password; image tag look-alike")

    raw = pw_cfg(22)
    enc, uid = b64(raw.encode()), uuid4()
    add("k8s-secret", "en", f"kubectl get secret api-db -o yaml\napiVersion: v1\ndata:\n  password: {enc}\n  username: YXBp\nkind: Secret\nmetadata:\n  name: api-db\n  uid: {uid}\n\nthe pod still reads an empty password",
        [enc], [uid], "base64-encoded password in a k8s Secret; uid look-alike")

    tok = jwt({"sub": dg(7), "email": "m.oduya@northwind-logistics.com", "role": "admin", "iat": 1710148462, "exp": 1710152062})
    tr = sha(32)
    add("jwt-in-log", "en", f"2024-03-11T09:14:22.481Z ERROR [gateway] traceId={tr} upstream returned 401\n  request.headers = {{'authorization': 'Bearer {tok}', 'x-forwarded-for': '203.0.113.7'}}\nWhy would a fresh token be rejected?",
        [tok], [tr], "bearer JWT in a log line; trace id look-alike")

    k = rsa_private()
    add("rsa-pem", "en", f"paramiko raises 'not a valid RSA private key file'. Here is deploy_key:\n\n{k}\n\nparamiko 3.4.0 on Ubuntu 22.04",
        [k], ["3.4.0"], "full RSA private key block")

    k, pub = openssh_private(), b64(ed25519_pub_blob())
    add("openssh-priv-pub", "en", f"I generated this with ssh-keygen -t ed25519:\n\n{k}\n\nand put this in authorized_keys on the server:\nssh-ed25519 {pub} dev@laptop\n\nstill Permission denied (publickey).",
        [k], [pub], "OpenSSH private key (secret) and its public key (look-alike)")

    pub = ed25519_pub_blob()
    fp = "SHA256:" + b64(hashlib.sha256(pub).digest()).rstrip("=")
    add("ssh-pub-fp", "en", f"The host key warning shows {fp}. My ~/.ssh/known_hosts has `git.acme.io ssh-ed25519 {b64(pub)}`. Is someone intercepting?",
        [], [fp, b64(pub)], "negative: public host key and fingerprint")

    k, tid = "SG." + s(AN + "-_", 22) + "." + s(AN + "-_", 43), "d-" + sha(32)
    add("sendgrid-json", "en", f"config/mail.json\n{{\n  \"provider\": \"sendgrid\",\n  \"apiKey\": \"{k}\",\n  \"templateId\": \"{tid}\",\n  \"from\": \"no-reply@fernbake.co\"\n}}\nThe email sends but the template variables are empty.",
        [k], [tid], "SendGrid key in JSON; template id look-alike")

    t, integ = "npm_" + s(AN, 36), "sha512-" + b64(rbytes(64))
    add("npmrc", "en", f"CI fails on npm ci with E401. .npmrc:\n//registry.npmjs.org/:_authToken={t}\n@acme:registry=https://registry.npmjs.org/\n\npackage-lock.json has \"integrity\": \"{integ}\"",
        [t], [integ], "npm token in .npmrc; lockfile integrity hash look-alike")

    t = "pypi-AgEIcHlwaS5vcmc" + s(AN + "-_", 150)
    add("pypirc", "en", f"twine upload dist/* -> 403 Forbidden\n\n~/.pypirc\n[pypi]\n  username = __token__\n  password = {t}\n\nversion in pyproject is 0.4.1",
        [t], ["__token__", "0.4.1"], "PyPI token under password key; literal __token__ username")

    t, chat = f"{dg(10, True)}:AA{s(AN + '-_', 33)}", "-100" + dg(10, True)
    add("telegram-bot", "en", f"bot = telebot.TeleBot(\"{t}\")\nbot.send_message({chat}, 'backup ok')\n-> Bad Request: chat not found",
        [t], [chat], "Telegram bot token; chat id look-alike")

    wid, wtok, mid = dg(19, True), s(AN + "-_", 68), dg(19, True)
    add("discord-webhook", "en", f"My webhook posts twice. URL is https://discord.com/api/webhooks/{wid}/{wtok}\nThe duplicate message id is {mid}.",
        [wtok], [mid], "Discord webhook token; message snowflake look-alike")

    t, rev = "hf_" + s(U + L, 34), sha(40)
    add("hf-login", "en", f"huggingface-cli login --token {t}\nthen\nmodel = AutoModel.from_pretrained('acme/intent-small', revision='{rev}')\n-> 404 Repository Not Found",
        [t], [rev], "Hugging Face token in CLI; revision sha look-alike")

    tok, sid, msid = sha(32), "AC" + sha(32), "SM" + sha(32)
    add("twilio", "en", f"client = Client('{sid}', '{tok}')\nmsg = client.messages.create(to='+15005550006', from_='+14155550143', body='Your table is ready')\nprint(msg.sid)  # {msid}\nStatus stays 'queued' forever.",
        [tok], [msid, "+14155550143"], "Twilio auth token; account SID neutral; message SID and number look-alikes")

    k, rid = b64(rbytes(64)), uuid4()
    add("azure-conn", "en", f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=fernbakeassets;AccountKey={k};EndpointSuffix=core.windows.net\"\n\nError: AuthorizationFailure RequestId:{rid}",
        [k], [rid], "Azure storage AccountKey; request id look-alike")

    t, pl = "glpat-" + s(AN + "-_", 20), dg(9, True)
    add("gitlab-clone", "en", f"In .gitlab-ci.yml I do:\n  - git clone https://oauth2:{t}@gitlab.com/acme/infra/modules.git\nPipeline #{pl} fails with 'HTTP Basic: Access denied'.",
        [t], [pl], "GitLab PAT in clone URL; pipeline id look-alike")

    add("code-identifiers", "en", "Code review question:\n\n```python\ndef reset_password(user, new_password):\n    if new_password != request.form['confirm_password']:\n        raise ValueError('mismatch')\n    user.password_hash = bcrypt.hashpw(new_password.encode(), bcrypt.gensalt())\n```\nShould password_hash be a bytes column or text?",
        [], ["reset_password", "confirm_password", "password_hash"], "negative: identifiers mentioning password")

    add("env-example", "en", ".env.example in the repo:\n\nAPI_KEY=your-api-key-here\nDB_PASSWORD=changeme\nJWT_SECRET=<generate-with-openssl-rand-hex-32>\n\nShould I commit the real .env too so teammates can run it?",
        [], ["your-api-key-here", "changeme", "<generate-with-openssl-rand-hex-32>"], "negative: template placeholders")

    masked = "sk-proj-" + "*" * 36 + s(AN, 4)
    add("masked-key", "en", f"openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {masked}. You can find your API key at https://platform.openai.com/account/api-keys.\nI rotated the key an hour ago.",
        [], [masked], "negative: masked key in error message")

    p, sn = pw_human(), "2235" + dg(9)
    add("wifi-prose", "en", f"My wifi password is {p} and the router is a TP-Link Archer AX55 (S/N {sn}), firmware 1.1.4 Build 20230219. Laptop keeps dropping every 10 minutes, phone is fine.",
        [p], [sn, "1.1.4 Build 20230219"], "Wi-Fi password in prose; router serial look-alike")

    p, mac = pw_strong(14), ":".join(s("0123456789ABCDEF", 2) for _ in range(6))
    add("router-admin", "en", f"I logged into 192.168.0.1 and changed the admin login to admin / {p}. Now there's an unknown device {mac} on the network. Should I block it?",
        [p], [mac, "192.168.0.1"], "router admin password; MAC and gateway IP look-alikes")

    w = R.choice(PW_WORDS)
    p1 = f"{w}-Moon-{dg(2)}"
    p2 = p1[:-1] + str((int(p1[-1]) + 1) % 10)
    add("pw-corrected", "en", f"can you check if my email password is strong enough: {p1}\n---\nsorry typo, it's actually {p2}",
        [p1, p2], [], "password corrected in a second message (both secret)")

    p = pw_human()
    add("pw-announced", "en", f"I'll paste the login for the family Netflix next so you can tell me if the profile lock is set up right\n---\nmarguerite.okafor@gmail.com\n---\n{p}",
        [p], [], "password announced, then sent alone in a later message")

    raw = s(U, 2) + s(L, 3) + dg(3)
    sp = "-".join(raw)
    add("pw-spelled", "en", f"The Wi-Fi key on the sticker is hard to read, letter by letter it's {sp}. Is it case sensitive?",
        [sp], [], "password spelled out character by character")

    nums = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pin = dg(4)
    words = " ".join(nums[int(c)] for c in pin)
    add("pin-words", "en", f"I think I said my debit PIN out loud at the pharmacy, {words}. Should I change it or am I overreacting?",
        [words], [], "PIN written in words")

    cn, cvv, resv = card("4" + R.choice(["147", "266", "532"]), 16), dg(3), dg(10, True)
    add("card-cvv", "en", f"Booking.com keeps rejecting my card, details: {grp(cn)}, exp 08/27, CVV {cvv}. Bank hotline +1 (800) 555-0199 says nothing is blocked. Reservation {resv}.",
        [grp(cn), cvv], ["+1 (800) 555-0199", resv], "Visa number with CVV in prose")

    add("test-cards", "en", "For QA we use 4111 1111 1111 1111, 5555 5555 5555 4444 and 4000 0000 0000 0002 (decline). Which one triggers 3-D Secure in the sandbox?",
        [], ["4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0000 0000 0002"], "negative: documented test card numbers")

    im, ic = imei(), iccid()
    add("imei-iccid", "en", f"My Pixel 8 (IMEI {im}) shows 'SIM not provisioned MM#2'. Carrier asked for the ICCID printed on the card: {ic}. What now?",
        [], [im, ic], "negative: Luhn-valid IMEI and ICCID")

    mine = iban("DE", "10010010" + dg(10))
    emp = iban("DE", "50070010" + dg(10))
    ref = f"ADV-2024-{dg(4)}"
    add("iban-mine-employer", "en", f"HR asked where to pay my salary: {grp(mine)}. For repaying the advance they gave me their account {grp(emp)}, reference {ref}. Which one goes in the 'payee' field?",
        [grp(mine)], [grp(emp), ref], "own IBAN secret; employer IBAN look-alike")

    my_sc, my_ac, ll_ac = f"{dg(2)}-{dg(2)}-{dg(2)}", dg(8), dg(8)
    add("uk-landlord", "en", f"Rent goes to my landlord, sort code 20-45-77, account {ll_ac}. The deposit should come back to me: sort code {my_sc}, account {my_ac}. Can you draft the email to the agency?",
        [my_ac], [ll_ac], "own UK account secret; landlord account look-alike")

    ssn, ein = us_ssn(), us_ein()
    add("ssn-ein", "en", f"Filling out my W-4 and the I-9. My SSN is {ssn}, the employer's EIN on the offer letter is {ein}. Which box does the EIN go in? Start date is 2024-05-13.",
        [ssn], [ein, "2024-05-13"], "own SSN secret; employer EIN look-alike")

    sin, bn = ca_sin(), dg(9, True) + "RP0001"
    add("ca-sin", "en", f"Doing my T1 return. SIN {sin}. My employer's payroll account number on the T4 is {bn}, do I need that anywhere?",
        [sin], [bn], "own Canadian SIN (Luhn); employer business number look-alike")

    code, order = otp(), f"114-{dg(7)}-{dg(7)}"
    add("amazon-otp", "en", f"Got a text 'Your Amazon OTP is {code}. Don't share it.' I didn't try to log in. Also an email about order {order} I never placed. Scam?",
        [code], [order], "one-time code; order id look-alike")

    seed = s(B32, 32)
    add("otpauth-uri", "en", f"The QR code decodes to otpauth://totp/Fernbake:ops%40fernbake.co?secret={seed}&issuer=Fernbake&period=30 - can I add it to two phones?",
        [seed], [], "TOTP seed inside otpauth URI")

    codes = [f"{sha(5)}-{sha(5)}" for _ in range(4)]
    add("gh-recovery", "en", "Saving my GitHub recovery codes here so I don't lose them:\n" + "\n".join(codes) + "\nIs it ok to keep them in a notes app? (GitHub Mobile 1.152.0)",
        codes, ["1.152.0"], "recovery codes list")

    ph, addr = seed_phrase(12), eth_addr()
    add("seed-phrase", "en", f"MetaMask shows 0 ETH but Etherscan shows funds at {addr}. My recovery phrase is {ph} if that helps you check the derivation path.",
        [ph], [addr], "seed phrase secret; public address look-alike")

    add("crypto-testvectors", "en", f"In Hardhat tests account #0 always has {HARDHAT0} and the BIP39 test vector is '{BIP39_TV}'. Why is it dangerous to send mainnet ETH to those?",
        [], [HARDHAT0, BIP39_TV], "negative: well-known test private key and mnemonic")

    pk, ca, tx = "0x" + sha(64), eth_addr(), "0x" + sha(64)
    add("hardhat-mainnet", "en", f"hardhat.config.js\nnetworks: {{\n  mainnet: {{\n    url: 'https://eth-mainnet.g.alchemy.com/v2/' + process.env.ALCHEMY_ID,\n    accounts: ['{pk}']\n  }}\n}}\nDeployed to {ca}, tx {tx} is pending for an hour.",
        [pk], [ca, tx], "raw private key in config; contract address and tx hash look-alikes")

    gate, trk = f"#{dg(4)}", "1Z" + s(U + D, 16)
    add("gate-code", "en", f"Write a note for the delivery driver: the gate code is {gate}, we're unit 4B, leave it with the concierge. Tracking {trk}.",
        [gate], [trk], "gate code; tracking number look-alike")

    alarm, safe = dg(4), f"{dg(2)}-{dg(2)}-{dg(2)}"
    add("alarm-safe", "en", f"House sitter instructions: alarm panel (Honeywell Vista-20P) disarm code is {alarm}, the safe in the closet opens with {safe}. Monitoring company line is (206) 555-0177. Please make it sound friendly.",
        [alarm, safe], ["Vista-20P", "(206) 555-0177"], "alarm and safe codes; panel model look-alike")

    lock = f"{dg(2)}-{dg(2)}-{dg(2)}"
    add("locker", "en", f"Gym locker B-212, combination {lock}. I keep forgetting it, give me a mnemonic?",
        [lock], ["B-212"], "locker combination; locker number look-alike")

    maiden, pet = R.choice(["Kowalczyk", "Ferreira", "Lindqvist", "Abernathy", "Okonkwo"]), R.choice(["Biscuit", "Pumpernickel", "Mango", "Sir Waddles"])
    add("security-answers", "en", f"My bank wants new security questions. Current answers: mother's maiden name {maiden}, first pet {pet}. Is it bad that these are on my Facebook?",
        [maiden, pet], [], "security question answers")

    add("pw-hunter2", "en", "Explain the old 'hunter2' joke to me. Also is it true a 12-character password is enough if I use a manager?",
        [], ["hunter2"], "negative: famous joke password, no real one")

    u1, u2, u3 = uuid4(), uuid4(), uuid4()
    add("uuids-log", "en", f"Seeing duplicate jobs:\njob_id={u1} status=done\njob_id={u2} status=done parent={u1}\nidempotency_key={u3}\nHow can the same parent spawn two?",
        [], [u1, u2, u3], "negative: UUIDs in logs")

    c1, c2 = sha(40), sha(40)
    add("git-log", "en", f"commit {c1}\n    Bump to v2.14.3\ncommit {c2}\n    Fix race in token refresh\nHow do I cherry-pick only the second onto release/2.13?",
        [], [c1, c2, "v2.14.3"], "negative: commit ids and version")

    h256, h5 = sha(64), sha(32)
    add("iso-checksum", "en", f"Downloaded ubuntu-24.04-desktop-amd64.iso, sha256sum gives {h256} but the site lists something else. The md5 is {h5}. Corrupted?",
        [], [h256, h5], "negative: file hashes")

    p, grpno, claim = pw_human(), dg(6, True), "E" + dg(10)
    add("insurance-portal", "en", f"I can't log into the Aetna member portal. Password {p}, it says locked. I need claim {claim} status, group number from my employer is {grpno}.",
        [p], [claim, grpno], "portal password; claim and employer group numbers look-alike")

    pp = R.choice(U) + dg(8)
    add("passport", "en", f"Filling the ESTA: passport number {pp}, flight LH441 on 2024-06-03. Does the form need my return flight too?",
        [pp], ["LH441", "2024-06-03"], "passport number; flight and date look-alikes")

    sim, puk, ic = dg(4), dg(8), iccid()
    add("sim-puk", "en", f"Phone says SIM locked. My SIM PIN was {sim}, I entered it wrong 3 times, the PUK from the card holder is {puk}. ICCID on the holder: {ic}",
        [sim, puk], [ic], "SIM PIN and PUK; ICCID look-alike")

    gc, ordn = "-".join(s(U + D, 4) for _ in range(4)), f"W{dg(9)}"
    add("gift-card", "en", f"My nephew gave me a gift card code {gc} but the store says already redeemed. Order {ordn} from last week used a different card. Can they refund it?",
        [gc], [ordn], "gift card code; order number look-alike")

    p, isbn = pw_human(), ean13("978")
    add("school-portal", "en", f"Canvas won't accept my student password {p}. I need to submit MATH-2415 homework from the textbook ISBN {isbn} tonight!",
        [p], ["MATH-2415", isbn], "student portal password; course code and ISBN look-alikes")

    p, tokc, inc = pw_strong(16), dg(6), "INC" + dg(7)
    add("vpn-securid", "en", f"VPN keeps rejecting me. Username jmorales, password {p}, and the SecurID code at the time was {tokc}. IT ticket {inc} has been open since Monday, client is GlobalProtect 6.1.3.",
        [p, tokc], [inc, "6.1.3"], "VPN password and hardware token code; ticket id look-alike")

    p, build = pw_cfg(18), dg(5, True)
    add("curl-basic", "en", f"curl -u deploy:{p} https://ci.fernbake.co/api/v2/jobs/{build}/artifacts -o out.zip\ngives me a 0 byte file",
        [p], [build], "password after user: in curl -u; build id look-alike")

    user, p = "svc-report", pw_cfg(20)
    hdr, etag = b64(f"{user}:{p}".encode()), 'W/"' + sha(8) + "-" + sha(27) + '"'
    add("basic-header", "en", f"Request headers from devtools:\nAuthorization: Basic {hdr}\nIf-None-Match: {etag}\nServer keeps returning 304 with stale data.",
        [hdr], [etag], "base64 Basic auth credentials; ETag look-alike")

    k = openai_key()
    a, b = k[:90], k[90:]
    add("split-key", "en", f"my terminal cuts long lines, first part of the key: {a}\n---\nand the rest: {b}\n---\ncan you join them and tell me if the format is right?",
        [a, b], [], "API key split across two messages")

    bh, integ, cfd = "main." + sha(8) + ".js", "sha384-" + b64(rbytes(48)), "E" + s(U + D, 13)
    add("build-hashes", "en", f"After deploy the browser still loads {bh} and the SRI check fails: integrity=\"{integ}\". Cache busting issue? CloudFront distribution {cfd}.",
        [], [bh, integ, cfd], "negative: build hash and SRI hash")

    add("pw-policy-examples", "en", "Our policy page says passwords like Password123! or P@ssw0rd are rejected. Write me a friendlier version of that paragraph.",
        [], ["Password123!", "P@ssw0rd"], "negative: example bad passwords from a policy")

    dk = "django-insecure-" + s(L + D + "!@#$%^&*(-_=+)", 50)
    add("django-secret", "en", f"settings.py\nSECRET_KEY = '{dk}'\nDEBUG = False\nALLOWED_HOSTS = ['shop.fernbake.co']\n\nDjango 5.0.3 returns 400 Bad Request for everything.",
        [dk], ["5.0.3"], "Django SECRET_KEY")

    mk = sha(32)
    add("rails-master-key", "en", f"Render deploy fails with ActiveSupport::MessageEncryptor::InvalidMessage. I set RAILS_MASTER_KEY={mk} in the dashboard, same as config/master.key locally.",
        [mk], ["RAILS_MASTER_KEY"], "Rails master key")

    wh, ev = "whsec_" + s(AN, 32), "evt_" + s(AN, 24)
    add("stripe-webhook", "en", f"Signature verification fails for event {ev}. endpointSecret = '{wh}'; I'm using express.json() before the route.",
        [wh], [ev], "webhook signing secret; event id look-alike")

    k, mid = "key-" + sha(32), f"<{dg(14)}.1.{s(U + D, 16)}@mg.fernbake.co>"
    add("mailgun", "en", f"MAILGUN_API_KEY={k}\nMAILGUN_DOMAIN=mg.fernbake.co\nMessage-Id {mid} was accepted but never delivered.",
        [k], [mid], "Mailgun key; message id look-alike")

    t, gid, onum = "shpat_" + sha(32), f"gid://shopify/Order/{dg(13, True)}", dg(4, True)
    add("shopify", "en", f"Admin API call with X-Shopify-Access-Token: {t} returns the order {gid} (#{onum}) but fulfillments is empty. API version 2024-01.",
        [t], [gid, "#" + onum, "2024-01"], "Shopify admin token; order gid look-alike")

    t, drop = "dop_v1_" + sha(64), dg(9, True)
    add("digitalocean", "en", f"doctl auth init --access-token {t}\ndoctl compute droplet get {drop} -> 404. The droplet is clearly there in the UI.",
        [t], [drop], "DigitalOcean token; droplet id look-alike")

    p, ami, sub = pw_strong(22), "ami-0" + sha(16), "subnet-0" + sha(16)
    add("tfvars", "en", f"terraform.tfvars\nregion      = \"us-west-2\"\nami_id      = \"{ami}\"\nsubnet_id   = \"{sub}\"\ndb_password = \"{p}\"\n\nplan wants to replace the RDS instance every time.",
        [p], [ami, sub], "password in tfvars; AWS resource ids look-alikes")

    acct, inst = dg(12, True), "i-0" + sha(16)
    add("aws-arns", "en", f"The role arn:aws:iam::{acct}:role/ci-deployer can't describe {inst}. Error: UnauthorizedOperation. Which policy action is missing?",
        [], [f"arn:aws:iam::{acct}:role/ci-deployer", inst], "negative: ARN with account id and instance id")

    cn, cvv = card("5" + R.choice("1234") + dg(2), 16), dg(3)
    add("card-split", "en", f"card for the hotel deposit: {cn[:8]}\n---\n{cn[8:]} exp 11/26\n---\nsecurity code {cvv}",
        [cn[:8], cn[8:], cvv], [], "card number split over two messages, then CVV")

    p, rt = pw_human(), aba()
    add("bank-login", "en", f"Chase app says my password {p} is wrong even after reset. Also what's their routing number {rt} used for, is it mine?",
        [p], [rt], "bank password; bank routing number (ABA-valid) look-alike")

    w, ad = wif(), bech32_addr()
    add("wif", "en", f"Electrum 4.5.3 import asks for a private key. Mine from the paper wallet is {w}. The receiving address printed next to it is {ad}.",
        [w], [ad, "4.5.3"], "WIF private key (base58check) vs bech32 address")

    add("jwt-io", "en", f"jwt.io shows this sample: {JWT_IO}. Why is the signature part different every time I change the secret?",
        [], [JWT_IO], "negative: jwt.io example token")

    pc, im = dg(6), imei()
    add("iphone-passcode", "en", f"Forgot whether my iPhone passcode is {pc} or the old one, it's on iOS 17.4.1 and now says 'iPhone unavailable'. IMEI is {im} if Apple needs it.",
        [pc], ["17.4.1", im], "device passcode; OS version and IMEI look-alikes")

    inv, amt, due, ph = f"INV-2024-{dg(5)}", "$1,249.00", "2024-04-15", "+1 (312) 555-0148"
    add("invoice-negative", "en", f"Invoice {inv} total {amt} due {due}. The vendor's phone is {ph}. Draft a polite reminder please.",
        [], [inv, amt, due, ph], "negative: invoice number, price, date, phone")

    add("sha-explain", "en", f"{DOC_IBAN_DE} and {DOC_IBAN_GB} appear in every IBAN tutorial. Are those real accounts? I want test data for my validator.",
        [], [DOC_IBAN_DE, DOC_IBAN_GB], "negative: documented example IBANs")

    k = "AKIA" + s(U + "234567", 16)
    s2 = aws_secret()
    add("aws-cli-flags", "en", f"aws configure set aws_access_key_id {k} --profile backup\naws configure set aws_secret_access_key {s2} --profile backup\naws s3 ls --profile backup -> InvalidAccessKeyId. The IAM user was created 2 minutes ago.",
        [k, s2], [], "AWS key pair as CLI arguments")

    p = pw_human()
    add("pw-in-yaml-list", "en", f"ansible inventory:\nall:\n  hosts:\n    nas01:\n      ansible_host: 192.168.1.40\n      ansible_user: admin\n      ansible_become_pass: {p}\nIs vault overkill for a home lab?",
        [p], ["192.168.1.40"], "become password in YAML inventory")

    bk = [f"{dg(4)} {dg(4)}" for _ in range(3)]
    add("google-backup", "en", "Google backup codes I have left:\n" + "\n".join(bk) + "\nHow many can I use before I need new ones?",
        bk, [], "2FA backup codes")

    p = pw_strong(20)
    add("appsettings-json", "en", f"appsettings.json\n{{\n  \"ConnectionStrings\": {{\n    \"Default\": \"Server=tcp:fernbake-sql.database.windows.net,1433;Initial Catalog=orders;User ID=ordersapp;Password={p};Encrypt=True;\"\n  }}\n}}\nEF Core 8.0.2 throws 'Login failed for user'.",
        [p], ["8.0.2"], "password inside a SQL Server connection string in JSON")

    new, old = dg(4), dg(4)
    add("lockbox-changed", "en", f"Airbnb guests: the lockbox code is now {new} (the old {old} was reset after the last guest). Wi-Fi name FernCottage. Can you write the welcome message?",
        [new, old], [], "new and old lockbox codes (both secret)")

    p = pw_cfg(20)
    add("pgpass", "en", f"My ~/.pgpass line is\ndb.fernbake.co:5432:analytics:report_ro:{p}\nand chmod is 0600, but psql still prompts. Why?",
        [p], ["0600"], "password as last field of .pgpass")

    phone_other, acct_shop = "+44 20 7946 0" + dg(3), iban("GB", "NWBK" + dg(6) + dg(8))
    add("shop-bank-details", "en", f"The furniture shop emailed their bank details for the balance: {grp(acct_shop)}, questions to {phone_other}. It's a new account from last time - could it be invoice fraud?",
        [], [grp(acct_shop), phone_other], "negative: another party's IBAN and phone")


def others():
    # zh
    cid, ccard, uscc = china_id(), card("62" + R.choice(["2202", "2848", "1700"]), 19), cn_uscc()
    add("zh-form", "zh", f"帮我看看这个入职表怎么填：姓名 王磊，身份证号 {cid}，工资卡 {ccard}（工商银行）。公司的统一社会信用代码是 {uscc}，这个要填在哪一栏？入职日期是 2024-03-18。",
        [cid, ccard], [uscc, "2024-03-18"], "own resident id and UnionPay card; employer USCC look-alike")
    akid, aks, rid = "LTAI5t" + s(AN, 18), s(AN, 30), uuid4().upper()
    add("zh-aliyun", "zh", f"上传 OSS 一直报 SignatureDoesNotMatch，配置如下：\nALIBABA_CLOUD_ACCESS_KEY_ID={akid}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={aks}\nRequestId: {rid}\n是不是签名版本的问题？",
        [akid, aks], [rid], "Aliyun AccessKey pair; request id look-alike")
    o, t = dg(19, True), "SF" + dg(13)
    add("zh-order-neg", "zh", f"淘宝订单号 {o}，顺丰单号 {t}，客服说要我提供支付宝账号和支付密码才能退款，这正常吗？",
        [], [o, t], "negative: order and tracking numbers, mention of payment password")

    # ja
    mn, acct, corp = jp_mynumber(), dg(7), jp_corp()
    add("ja-nenmatsu", "ja", f"年末調整の書類で、マイナンバー {mn} と給与振込口座（三菱UFJ銀行 新宿支店 普通 {acct}）を書きました。会社の法人番号 {corp} はどの欄に書けばいいですか？会社の住所は〒160-0022です。",
        [mn, acct], [corp, "〒160-0022"], "own My Number and account; corporate number look-alike")
    wt, c7 = s(AN, 24), sha(7)
    add("ja-slack-webhook", "ja", f"GitHub Actions の通知が飛びません。\n```yaml\nenv:\n  SLACK_WEBHOOK_URL: https://hooks.slack.com/services/T0{s(U + D, 8)}/B0{s(U + D, 9)}/{wt}\n```\nコミット {c7} で追加しました。secrets に移すべきですか？",
        [wt], [c7], "Slack webhook secret path segment; short commit id look-alike")
    o, tr = f"250-{dg(7)}-{dg(7)}", dg(12, True)
    add("ja-order-neg", "ja", f"Amazonの注文番号 {o}、ヤマト運輸の問い合わせ番号 {tr} です。3日遅れているのですが、どこに問い合わせればいいですか？",
        [], [o, tr], "negative: order and tracking numbers")

    rrn, acct, brn = kr_rrn(), f"{dg(6)}-{dg(2)}-{dg(6)}", kr_brn()
    add("ko-yearend", "ko", f"연말정산 서류인데 주민등록번호 {rrn}, 급여 계좌 국민은행 {acct} 맞게 썼는지 봐줘. 회사 사업자등록번호는 {brn}이야. 국민은행 고객센터는 1588-9999.",
        [rrn, acct], [brn, "1588-9999"], "own RRN and account; company registration number look-alike")
    c = otp()
    add("ko-otp", "ko", f"[Web발신] 네이버 인증번호 [{c}]를 입력해주세요. 라는 문자가 왔는데 내가 요청한 게 아니야. 중고거래 상대가 이 번호 불러달라는데 알려줘도 돼?",
        [c], [], "verification code forwarded from SMS")
    sn, im = "R3CW" + s(U + D, 7), imei()
    add("ko-serial-neg", "ko", f"갤럭시 S24 일련번호 {sn}, IMEI {im} 인데 삼성 보증기간 조회하는 법 알려줘.",
        [], [sn, im], "negative: serial and IMEI")

    # de
    st, mine, ll = de_steuerid(), iban("DE", R.choice(["12030000", "43060967", "76026000"]) + dg(10)), iban("DE", "70150000" + dg(10))
    add("de-steuer", "de", f"Für die Steuererklärung: meine Steuer-ID ist {st}, die Erstattung bitte auf {grp(mine)}. Der Vermieter will die Nebenkosten auf {grp(ll)} – gehört das in die Anlage V oder gar nicht? Die Abrechnung ist vom 28.02.2024 über 612,40 €.",
        [st, grp(mine)], [grp(ll), "28.02.2024", "612,40 €"], "own Steuer-ID and IBAN; landlord IBAN look-alike")
    p = pw_strong(16)
    add("de-compose", "de", f"Nextcloud startet nicht, Logs sagen 'Access denied for user nextcloud'. Meine docker-compose.yml:\n\n  db:\n    image: mariadb:11.2.3\n    environment:\n      - MYSQL_ROOT_PASSWORD={p}\n      - MYSQL_PASSWORD=${{NC_DB_PASS}}\n\nWas übersehe ich?",
        [p], ["mariadb:11.2.3", "${NC_DB_PASS}"], "root password in compose list syntax; env placeholder")
    inv, vat = f"RE-2024-{dg(5)}", "DE" + dg(9, True)
    add("de-invoice-neg", "de", f"Rechnung Nr. {inv} von der Druckerei, USt-IdNr. {vat}, Betrag 1.249,00 €, fällig am 15.04.2024. Muss ich die USt-IdNr. in meiner Buchhaltung erfassen?",
        [], [inv, vat, "1.249,00 €"], "negative: supplier VAT id, invoice number, amount")

    # fr
    nir, fri, sir = fr_nir(), iban("FR", fr_bban()), siret()
    add("fr-caf", "fr", f"Pour le dossier CAF : mon numéro de sécu c'est {nir}, et mon IBAN {grp(fri)}. L'employeur (SIRET {sir}) n'a toujours pas envoyé l'attestation, je relance comment ? Le 3230 ne répond pas.",
        [nir, grp(fri)], [sir], "own NIR and IBAN; employer SIRET (Luhn) look-alike")
    p, sn = pw_human(), "FXB" + dg(10)
    add("fr-box", "fr", f"La Freebox : la clé wifi c'est {p}, numéro de série {sn}. Le débit est nul depuis hier soir, des idées ?",
        [p], [sn], "Wi-Fi key; box serial look-alike")
    c, o = otp(), "FR" + dg(10)
    add("fr-otp", "fr", f"J'ai reçu « Votre code de confirmation est {c} » pour un paiement de 89,90 € que je n'ai pas fait, commande n° {o}. Je fais opposition ?",
        [c], [o, "89,90 €"], "payment confirmation code; order number and amount look-alikes")

    d, esi, cif = dni(), iban("ES", es_ccc()), es_cif()
    add("es-renta", "es", f"Para la declaración de la renta: DNI {d}, cuenta para la devolución {grp(esi)}. La empresa tiene CIF {cif}; ¿dónde meto las retenciones? En el certificado pone 2.345,67 € retenidos.",
        [d, grp(esi)], [cif, "2.345,67 €"], "own DNI and IBAN; company CIF look-alike")
    k, sess = openai_key(), uuid4()
    add("es-env", "es", f"Mi .env:\nOPENAI_API_KEY={k}\nLOG_LEVEL=debug\n\nEl log dice session_id={sess} y luego 401. ¿Está mal copiada la clave?",
        [k], [sess], "OpenAI key in .env; session id look-alike")
    o, t, tel = dg(9, True), dg(14, True), f"{dg(3)} {dg(2)} {dg(2)}"
    add("es-order-neg", "es", f"Mi pedido de PcComponentes {o} no llega, el número de seguimiento de SEUR es {t}. Pagué 349,99 € el 2 de marzo; atención al cliente 91 {tel}.",
        [], [o, t, "349,99 €", "91 " + tel], "negative: order, tracking, price")

    c, p, cj = cpf(), pw_human(), cnpj()
    add("pt-financiamento", "pt", f"Tô preenchendo o cadastro do financiamento: CPF {c}, senha do app do banco {p}. A loja tem CNPJ {cj}, isso confere?",
        [c, p], [cj], "own CPF and bank password; shop CNPJ look-alike")
    pix, code = uuid4(), otp()
    add("pt-pix", "pt", f"O comprador mandou a chave Pix dele {pix} pra eu devolver o dinheiro, e depois pediu o código que chegou por SMS: {code}. Posso passar esse código?",
        [code], [pix], "SMS code; other party's random Pix key look-alike")
    p = pw_cfg(20)
    add("pt-spring", "pt", f"Meu application.yml:\n```yaml\nspring:\n  datasource:\n    username: loja\n    password: {p}\n  jpa:\n    hibernate:\n      ddl-auto: update\n```\nUso Spring Boot 3.2.4 e dá erro de conexão.",
        [p], ["3.2.4"], "YAML password; version look-alike")

    cf, iti, piva = it_cf(), iban("IT", it_bban()), luhn_complete(dg(10, True))
    add("it-730", "it", f"Per il 730: codice fiscale {cf}, IBAN per il rimborso {grp(iti)}. Il datore di lavoro ha partita IVA {piva}, va indicata?",
        [cf, grp(iti)], [piva], "own codice fiscale and IBAN; employer partita IVA look-alike")
    pin, nv = dg(5), f"800 {dg(3)} {dg(3)}"
    add("it-pin-phone", "it", f"Ho appena detto al telefono il PIN del bancomat, {pin}, a uno che diceva di essere della banca e mi ha dato il numero verde {nv}. Che faccio adesso?",
        [pin], [nv], "card PIN; toll-free number look-alike")
    add("it-template-neg", "it", "Nel file di esempio c'è DB_PASSWORD=la_tua_password e API_KEY=<inserisci-qui>. Devo lasciarli così quando faccio il commit?",
        [], ["la_tua_password", "<inserisci-qui>"], "negative: placeholders")

    b, nli, kvk = bsn(), iban("NL", nl_bban()), dg(8, True)
    add("nl-toeslag", "nl", f"Voor de huurtoeslag: mijn BSN is {b} en mijn rekening {grp(nli)}. De verhuurder (KvK {kvk}) zegt dat hij het contract al heeft gestuurd.",
        [b, grp(nli)], [kvk], "own BSN (11-test) and IBAN; landlord KvK look-alike")
    p = pw_human()
    add("nl-digid", "nl", f"Mijn DigiD-wachtwoord is {p} maar ik krijg steeds 'gebruikersnaam of wachtwoord onjuist'. Kan jij zien wat er mis is?",
        [p], [], "DigiD password")
    o, t = f"1{dg(9)}", "3SBOL" + dg(10)
    add("nl-order-neg", "nl", f"Bestelnummer {o} bij bol, track & trace {t}, postcode 3511 AB. Er is nog niks binnen, wat nu?",
        [], [o, t], "negative: order and tracking")

    pe, pli, nip = pesel(), iban("PL", dg(24, True)), pl_nip()
    add("pl-pit", "pl", f"Wypełniam PIT: PESEL {pe}, numer konta do zwrotu {grp(pli)}. Pracodawca ma NIP {nip}, gdzie go wpisać? To formularz PIT-37.",
        [pe, grp(pli)], [nip, "PIT-37"], "own PESEL and account; employer NIP look-alike")
    bl = otp()
    add("pl-blik", "pl", f"Kod BLIK {bl} — przepisałem go sprzedawcy z OLX, bo prosił, że niby 'do odbioru płatności'. Chodziło o 1 250 zł. Dobrze zrobiłem?",
        [bl], ["1 250 zł"], "BLIK code given to a scammer")
    p, sn = pw_strong(12), s(U + D, 16)
    add("pl-router", "pl", f"Router Huawei B535, hasło do panelu zmieniłem na {p}, SSID to Dom_Kowalskich, numer seryjny {sn}. Jak włączyć tryb mostu?",
        [p], [sn], "router admin password; serial look-alike")

    inn, sn_, inn_org = ru_inn12(), ru_snils(), ru_inn10()
    add("ru-anketa", "ru", f"Заполняю анкету на работу: ИНН {inn}, СНИЛС {sn_}. ИНН работодателя {inn_org} — его тоже надо указывать? Дата приёма 01.04.2024.",
        [inn, sn_], [inn_org, "01.04.2024"], "own INN and SNILS; employer INN look-alike")
    c, req = otp(), f"{dg(2)}-{dg(7)}"
    add("ru-gosuslugi", "ru", f"Пришло СМС: «Код для входа в Госуслуги: {c}. Никому не сообщайте». Оператор «банка» просит его продиктовать, говорит, номер заявки {req}. Это нормально?",
        [c], [req], "login code; request number look-alike")
    p = pw_human()
    add("ru-yml", "ru", f"application.yml:\n```\nspring:\n  datasource:\n    url: jdbc:postgresql://10.0.0.5:5432/crm\n    username: crm\n    password: {p}\n```\nPostgreSQL 15.6, приложение падает с ошибкой аутентификации. Где ошибка?",
        [p], ["PostgreSQL 15.6"], "YAML password; version look-alike")

    rn, uai, edr = ua_rnokpp(), iban("UA", "305299" + dg(19)), dg(8, True)
    add("uk-viplata", "uk", f"Для виплати: РНОКПП {rn}, IBAN {uai}. Код ЄДРПОУ роботодавця {edr} — куди його вписати?",
        [rn, uai], [edr], "own RNOKPP and IBAN; employer EDRPOU look-alike")
    p = pw_human()
    add("uk-wifi", "uk", f"Пароль від вайфаю вдома — {p}, роутер Tenda AC10. Чому телефон пише «Збережено, без доступу до інтернету»?",
        [p], ["Tenda AC10"], "Wi-Fi password; router model look-alike")
    t = "2045" + dg(10)
    add("uk-np-neg", "uk", f"Номер відправлення Нової пошти {t}, сума 1 480 грн, дата 12.03.2024. Посилка стоїть у відділенні вже тиждень.",
        [], [t, "12.03.2024"], "negative: tracking number and date")

    vd = f"{dg(3)} {dg(2)} {dg(2)}"
    tc, tri, vkn = tckn(), iban("TR", R.choice(["00010", "00062", "00046"]) + "0" + dg(16)), dg(10, True)
    add("tr-iade", "tr", f"Vergi iadesi için: TC kimlik no {tc}, IBAN'ım {grp(tri)}. Şirketin vergi numarası {vkn}, onu da yazmam lazım mı? Vergi dairesi telefonu 0850 {vd}.",
        [tc, grp(tri)], [vkn, "0850 " + vd], "own TCKN and IBAN; company tax number look-alike")
    p = pw_human()
    add("tr-edevlet", "tr", f"e-Devlet şifresi olarak {p} koydum, sence yeterince güçlü mü?",
        [p], [], "e-Devlet password")
    o, k = dg(10, True), dg(12, True)
    add("tr-order-neg", "tr", f"Trendyol sipariş no {o}, kargo takip no {k}, tutar 749,90 TL. İadeyi nasıl başlatırım?",
        [], [o, k, "749,90 TL"], "negative: order, tracking, amount")

    eid, aei, trn = emirates_id(), iban("AE", R.choice(["033", "026", "035"]) + dg(16)), "100" + dg(12)
    add("ar-bank", "ar", f"أحتاج مساعدة في نموذج البنك: رقم الهوية الإماراتية {eid}، والآيبان {aei}. الرقم الضريبي للشركة {trn}، هل أضعه في خانة صاحب العمل؟ الراتب 18,500 درهم.",
        [eid, aei], [trn, "18,500"], "own Emirates ID (Luhn) and IBAN; company TRN look-alike")
    c = otp(4)
    add("ar-otp", "ar", f"وصلتني رسالة: «رمز التحقق الخاص بك هو {c}». شخص يدّعي أنه من البنك يطلبه مني الآن، هل أعطيه؟",
        [c], [], "4-digit OTP")
    sk, pk = stripe("sk_live"), stripe("pk_live")
    add("ar-stripe", "ar", f"هذا ملف الإعدادات:\nSTRIPE_SECRET_KEY={sk}\nSTRIPE_PUBLISHABLE_KEY={pk}\nلماذا يفشل الدفع في وضع الإنتاج؟",
        [sk], [pk], "Stripe secret key vs publishable key")

    iid, acct, hp = il_id(), f"12-{dg(3)}-{dg(6)}", luhn_complete("51" + dg(6))
    add("he-101", "he", f"אני ממלא טופס 101: ת.ז. {iid}, חשבון בנק {acct}. ח.פ. של המעסיק {hp} — איפה כותבים אותו? תאריך תחילת עבודה 01/09/2024.",
        [iid, acct], [hp, "01/09/2024"], "own Israeli ID and account; employer company number look-alike")
    code = dg(4)
    add("he-alarm", "he", f"קוד האזעקה בבית הוא {code}, אני צריך להסביר לבייביסיטר איך לכבות אותה אם היא מצפצפת. איך לנסח את זה בקצרה?",
        [code], [], "alarm code")
    o, t = dg(8, True), "RR" + dg(9) + "IL"
    add("he-order-neg", "he", f"מספר הזמנה {o}, מספר משלוח {t}, שילמתי 329 ₪ ועדיין לא הגיע. מה לכתוב לשירות הלקוחות?",
        [], [o, t], "negative: order and tracking")

    ic, iri, trk = ir_code(), iban("IR", "0" + R.choice(["17", "12", "55", "57"]) + "0" + dg(18)), dg(12, True)
    add("fa-loan", "fa", f"برای فرم وام: کد ملی {ic}، شماره شبا {iri}. شماره پیگیری درخواست {trk} است، چرا هنوز بررسی نشده؟",
        [ic, iri], [trk], "own national code and Sheba; tracking number look-alike")
    cn, pin2, cvv = card("6037" + dg(2), 16), dg(R.choice([5, 6])), dg(3)
    add("fa-card", "fa", f"شماره کارتم {cn} و رمز دوم {pin2} و CVV2 {cvv}، ولی خرید اینترنتی انجام نمی‌شود. مشکل از کجاست؟",
        [cn, pin2, cvv], [], "card number, second password and CVV2")
    sn, im = s(U + D, 11), imei()
    add("fa-serial-neg", "fa", f"شماره سریال گوشی {sn} و IMEI آن {im} است. چطور وضعیت رجیستری را چک کنم؟",
        [], [sn, im], "negative: serial and IMEI")

    aa, tan = aadhaar(), s(U, 4) + dg(5) + s(U, 1)
    pan = in_pan("P")
    gst = gstin(in_pan("C"))
    add("hi-itr", "hi", f"ITR भरना है: आधार {grp(aa)}, PAN {pan}. कंपनी का GSTIN {gst} है, उसे कहाँ डालूँ? Form 16 में TAN {tan} लिखा है।",
        [grp(aa), pan], [gst, tan], "own Aadhaar (Verhoeff) and PAN; company GSTIN look-alike")
    upi, shop = dg(6), "sharmakirana" + dg(2) + "@okaxis"
    add("hi-upi", "hi", f"UPI PIN {upi} डाला लेकिन पेमेंट फेल हो गया, पैसे कट गए। दुकान की UPI ID {shop} है। अब क्या करूँ?",
        [upi], [shop], "UPI PIN; merchant VPA look-alike")
    c, txn = otp(), dg(12, True)
    add("hi-otp", "hi", f"बैंक से OTP {c} आया है, कोई KYC अपडेट के नाम पर फ़ोन पर माँग रहा है। पिछला transaction ID {txn} था।",
        [c], [txn], "OTP; transaction id look-alike")

    nik, rek, npwp = "3174" + dg(12), dg(10, True), f"{dg(2)}.{dg(3)}.{dg(3)}.{dg(1)}-{dg(3)}.000"
    add("id-bpjs", "id", f"Isi formulir BPJS: NIK {nik}, rekening BCA {rek}. NPWP kantor {npwp}, itu diisi di mana? Gaji Rp 7.850.000.",
        [nik, rek], [npwp, "Rp 7.850.000"], "own NIK and account; employer NPWP look-alike")
    c = otp()
    add("id-otp", "id", f"Kode OTP {c} dari Tokopedia, katanya kurir minta kode itu buat konfirmasi paket. Aman nggak kasih?",
        [c], [], "OTP in courier scam")
    p, srv, cli = pw_cfg(16), "Mid-server-" + s(AN + "-_", 24), "Mid-client-" + s(AN + "-_", 16)
    add("id-midtrans", "id", f".env project toko online:\nDB_PASSWORD={p}\nMIDTRANS_SERVER_KEY={srv}\nMIDTRANS_CLIENT_KEY={cli}\nKenapa transaksi selalu 401?",
        [p, srv], [cli], "server key secret, client key public look-alike")

    cc, acct, mst = "0" + R.choice(["01", "79", "48"]) + dg(9), dg(13, True), dg(10, True)
    add("vi-thue", "vi", f"Điền tờ khai thuế: CCCD {cc}, số tài khoản Vietcombank {acct}. Mã số thuế công ty {mst} thì ghi vào đâu? Hotline Vietcombank 1900 545413.",
        [cc, acct], [mst, "1900 545413"], "own CCCD and account; company tax code look-alike")
    c = otp()
    add("vi-otp", "vi", f"Mã OTP {c} vừa gửi tới, có người gọi tự xưng nhân viên ngân hàng xin mã để 'hủy giao dịch lạ'. Có nên đưa không?",
        [c], [], "OTP")
    o, t = s(U + D, 14), "SPXVN0" + dg(11)
    add("vi-order-neg", "vi", f"Mã đơn hàng Shopee {o}, mã vận đơn {t}, tổng 459.000đ. Giao hàng trễ một tuần rồi.",
        [], [o, t, "459.000đ"], "negative: order, tracking, amount")

    tid, acct, tco = thai_id(), f"{dg(3)}-{dg(1)}-{dg(5)}-{dg(1)}", thai_id()
    tco = "0" + tco[1:12]
    tco = tco + str((11 - mod11_weighted(tco, list(range(13, 1, -1))) % 11) % 10)
    add("th-form", "th", f"ช่วยดูแบบฟอร์มหน่อยครับ เลขบัตรประชาชน {thai_fmt(tid)} เลขบัญชีกสิกร {acct} ส่วนเลขประจำตัวผู้เสียภาษีของบริษัท {tco} ต้องกรอกด้วยไหม ยอดเงินเดือน 32,500 บาท",
        [thai_fmt(tid), acct], [tco, "32,500 บาท"], "own Thai ID and account; company tax id look-alike (same check)")
    pin = dg(6)
    add("th-pin", "th", f"รหัส ATM ของผมคือ {pin} ลืมบ่อยมาก มีวิธีจำแบบไหนที่ไม่ต้องจดไว้ไหม",
        [pin], [], "ATM PIN")
    t, o = "KEX" + dg(11), dg(16, True)
    add("th-order-neg", "th", f"เลขพัสดุ Kerry {t} หมายเลขคำสั่งซื้อ Lazada {o} ยังไม่ได้ของเลย ควรติดต่อใคร",
        [], [t, o], "negative: tracking and order")

    bg = f"{dg(4, True)}-{dg(4)}"
    pn, acct, org = se_pnr(), f"8327-9, {dg(3)} {dg(3)} {dg(3)}-{dg(1)}", se_orgnr()
    add("sv-dekl", "sv", f"Deklarationen: personnummer {pn}, kontonummer {acct} (Swedbank). Arbetsgivarens organisationsnummer är {org}, behöver jag ange det? Bankgiro för återbetalning är {bg}.",
        [pn, acct], [org, bg], "own personnummer (Luhn) and account; employer org nr look-alike")
    t = "npm_" + s(AN, 36)
    add("sv-action", "sv", f"Varför funkar inte min GitHub Action?\n```yaml\n- uses: actions/setup-node@v4\n- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: {t}\n```\nDen säger ENEEDAUTH.",
        [t], ["actions/setup-node@v4"], "npm token hard-coded in workflow")
    sw = "123 " + dg(3) + " " + dg(2) + " " + dg(2)
    add("sv-swish-neg", "sv", f"Ska swisha 250 kr till föreningen på {sw}, meddelande 'Medlemsavgift 2024'. Är det rätt nummer för ideella föreningar?",
        [], [sw], "negative: organisation's Swish number")

    cpr, reg, kto, cvr = dk_cpr(), dg(4, True), dg(10, True), dk_cvr()
    add("da-skat", "da", f"Til SKAT: CPR {cpr}, reg. nr. {reg} kontonr. {kto}. Arbejdsgiverens CVR er {cvr} – skal det med på årsopgørelsen? Lønsedlen er fra 31.01.2024.",
        [cpr, kto], [cvr, "31.01.2024"], "own CPR and account; employer CVR look-alike")
    p = pw_human()
    add("da-mitid", "da", f"Jeg har sat min adgangskode til {p}, men netbanken siger forkert hver gang. Hvad gør jeg?",
        [p], [], "bank password")
    o, t = dg(9, True), "0" + dg(17)
    add("da-order-neg", "da", f"Ordrenummer {o} hos Elgiganten, pakkenummer {t}, pris 4.299,00 kr. Pakken er forsinket en uge.",
        [], [o, t, "4.299,00 kr"], "negative: order, parcel, price")

    fnr, kon, org = no_fnr(), no_konto(), no_orgnr()
    kon_f = f"{kon[:4]}.{kon[4:6]}.{kon[6:]}"
    add("no-skatt", "no", f"Skattemeldingen: fødselsnummer {fnr}, konto {kon_f}. Arbeidsgiverens org.nr. er {org}, skal det stå noe sted? Skatteetaten har telefon 800 80 000.",
        [fnr, kon_f], [org, "800 80 000"], "own fødselsnummer and account (mod 11); employer org nr look-alike")
    pin = dg(4)
    add("no-vipps", "no", f"Vipps-PIN-en min er {pin}. Kan noen se den hvis jeg deler skjermen på Teams?",
        [pin], [], "Vipps PIN")
    c = sha(40)
    add("no-placeholder-neg", "no", f"Hvorfor feiler dette i CI?\n```\nexport DATABASE_URL=postgres://app:${{DB_PASSWORD}}@localhost:5432/app\n```\nSiste commit er {c}.",
        [], ["${DB_PASSWORD}", c], "negative: placeholder in URL, commit id")

    h, fii, yt = hetu(), iban("FI", R.choice(["1", "5", "8"]) + dg(13)), fi_ytunnus()
    add("fi-vero", "fi", f"Verottajalle: henkilötunnus {h}, tili {grp(fii)}. Työnantajan Y-tunnus {yt}, tarvitaanko sitä? Palkka maksettu 15.3.2024.",
        [h, grp(fii)], [yt, "15.3.2024"], "own HETU (mod 31) and IBAN; employer Y-tunnus look-alike")
    vi, oth = fi_viite(), iban("FI", "2" + dg(13))
    add("fi-viite-neg", "fi", f"Laskun viitenumero on {vi} ja saajan tili {grp(oth)}, summa 86,40 €. Onko tämä oikein vai huijaus?",
        [], [vi, grp(oth)], "negative: reference number with check digit, payee IBAN")
    p = pw_human()
    add("fi-wifi", "fi", f"Wifin salasana on {p}, mutta Chromecast ei yhdistä. Reititin on Telia F-Secure SENSE.",
        [p], [], "Wi-Fi password")

    ds = s(L + D, 7)
    rc = cz_rc()
    ca = cz_account()
    bank = R.choice(["0800", "0100", "0300"])
    ico = cz_ico()
    add("cs-dan", "cs", f"Daňové přiznání: rodné číslo {rc}, účet {ca}/{bank}. IČO zaměstnavatele {ico}, kam ho napíšu? Datová schránka firmy je {ds}.",
        [rc, f"{ca}/{bank}"], [ico, ds], "own birth number (mod 11) and account; employer IČO look-alike")
    pin, c = dg(4), dg(8)
    add("cs-pin-sms", "cs", f"PIN ke kartě je {pin} a kód z SMS {c}, platba na Alze pořád neprochází. Mám to zkusit znovu?",
        [pin, c], [], "card PIN and SMS code")
    o, z = dg(10, True), "Z " + dg(10)
    add("cs-order-neg", "cs", f"Číslo objednávky {o}, číslo zásilky Zásilkovny {z}, cena 2 490 Kč. Jak reklamovat zpoždění?",
        [], [o, z, "2 490 Kč"], "negative: order, parcel, price")

    aj, hui, tax = hu_adoaz(), iban("HU", dg(24, True)), f"{dg(8, True)}-2-{dg(2)}"
    add("hu-szja", "hu", f"Adóbevallás: adóazonosító jelem {aj}, bankszámlám {grp(hui)}. A cég adószáma {tax}, azt is meg kell adnom? A NAV-os határidő 2024.05.21.",
        [aj, grp(hui)], [tax, "2024.05.21"], "own tax id (check) and IBAN; company tax number look-alike")
    p = pw_human()
    add("hu-ugyfelkapu", "hu", f"Az Ügyfélkapu jelszavam {p}, de nem enged be. Mit csináljak?",
        [p], [], "portal password")
    o, t = dg(9, True), "MPL" + dg(10)
    add("hu-order-neg", "hu", f"Rendelésszám {o}, csomagszám {t}, végösszeg 24 990 Ft. Mikor érkezik?",
        [], [o, t, "24 990 Ft"], "negative: order, parcel, price")

    cnp, roi, cui = ro_cnp(), iban("RO", R.choice(["BTRL", "RNCB", "INGB"]) + dg(16)), ro_cui()
    add("ro-anaf", "ro", f"Pentru ANAF: CNP {cnp}, IBAN {grp(roi)}. CUI angajator {cui}, unde îl trec? Formularul e 212, termen 27.05.2024.",
        [cnp, grp(roi)], [cui, "27.05.2024"], "own CNP and IBAN; employer CUI look-alike")
    code = dg(4) + R.choice(["#", "*", "B"])
    add("ro-interfon", "ro", f"Codul de la interfon e {code}, dar curierul zice că nu merge. Cum îi explic unde e intrarea din spate?",
        [code], [], "intercom door code")
    p = pw_human()
    add("ro-ini", "ro", f"config.ini:\n[database]\nhost = 127.0.0.1\nuser = magazin\npassword = {p}\n\nMariaDB 10.11.6 refuză conexiunea. Ce verific?",
        [p], ["MariaDB 10.11.6"], "INI password; version look-alike")

    af, am, afc = gr_afm(), gr_amka(), gr_afm()
    add("el-taxis", "el", f"Για το Taxisnet: ΑΦΜ {af}, ΑΜΚΑ {am}. Ο ΑΦΜ του εργοδότη είναι {afc}, πού τον βάζω; Ο μισθός είναι 1.120,00 €.",
        [af, am], [afc, "1.120,00 €"], "own AFM and AMKA; employer AFM look-alike")
    p = pw_human()
    add("el-pass", "el", f"Ο κωδικός του Taxisnet μου είναι {p} — είναι αρκετά ασφαλής ή να τον αλλάξω;",
        [p], [], "portal password")
    o, t = dg(9, True), dg(10, True)
    add("el-order-neg", "el", f"Αριθμός παραγγελίας {o}, αριθμός αποστολής ACS {t}, ποσό 189,90 €. Πότε θα έρθει;",
        [], [o, t, "189,90 €"], "negative: order, tracking, price")

    till, pin = dg(6, True), dg(4)
    add("sw-mpesa", "sw", f"Nimetuma pesa kwa Lipa na M-Pesa till number {till} (KSh 1,200), PIN yangu ni {pin} lakini inakataa. Nifanye nini?",
        [pin], [till, "KSh 1,200"], "M-Pesa PIN; merchant till look-alike")
    p = pw_human()
    add("sw-wifi", "sw", f"Nenosiri la Wi-Fi nyumbani ni {p}, router ni Huawei B311. Simu haiungi tangu jana.",
        [p], [], "Wi-Fi password")
    pb, ref, mc = dg(6, True), "ACC" + dg(6), s("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3) + s(U + D, 7)
    add("sw-paybill-neg", "sw", f"Nimelipa kwa paybill {pb} akaunti namba {ref}, kiasi KSh 2,350. Msimbo wa muamala ni {mc}. Mbona haijaonekana?",
        [], [pb, ref, mc], "negative: paybill, account reference and transaction code")

    seed = s(B32.lower(), 32)
    bc = [f"{dg(4)} {dg(4)}" for _ in range(2)]
    add("de-totp", "de", f"Ich richte den Authenticator auf dem neuen Handy ein. Der Einrichtungsschlüssel war {grp(seed)}, und die Backup-Codes {bc[0]} und {bc[1]} habe ich noch. Reicht das, wenn das alte Handy weg ist? (App-Version 7.0)",
        [grp(seed)] + bc, ["7.0"], "TOTP setup key in lower-case groups plus backup codes")

    ph, ad = seed_phrase(24), bech32_addr()
    add("es-seed", "es", f"Me piden la frase de recuperación para 'sincronizar' la wallet: {ph}. Mi dirección de recepción es {ad}. ¿Es seguro dárselas al soporte?",
        [ph], [ad], "24-word recovery phrase in a Spanish message; own public address look-alike")

    k = rsa_private()
    add("ru-ssh", "ru", f"Не могу подключиться к серверу, ssh пишет 'invalid format'. Вот ключ id_rsa:\n\n{k}\n\nOpenSSH_9.6p1, сервер Ubuntu 24.04.",
        [k], ["OpenSSH_9.6p1"], "RSA private key pasted in Russian chat")

    codes = [f"{dg(4)}-{dg(4)}" for _ in range(3)]
    add("ja-recovery", "ja", "X（旧Twitter）のバックアップコードです。スマホを機種変するので、どこかに保存しておきたいです：\n" + "\n".join(codes) + "\nメモ帳アプリに貼っても大丈夫ですか？",
        codes, [], "backup codes in Japanese")

    mp, c = dg(4), otp()
    add("tl-gcash", "tl", f"GCash MPIN ko ay {mp} at yung OTP na dumating ay {c}. May nagtext na taga-GCash daw, ibibigay ko ba?",
        [mp, c], [], "MPIN and OTP")
    p = pw_human()
    add("tl-wifi", "tl", f"Password ng Wi-Fi namin ay {p}. Bakit ang bagal kahit PLDT Fiber 300 Mbps?",
        [p], [], "Wi-Fi password")
    ref = dg(13, True)
    add("tl-ref-neg", "tl", f"Reference no. ng bayad ko sa Meralco ay {ref}, ₱3,482.50 noong 05/03/2024. Hindi pa rin updated ang bill.",
        [], [ref, "₱3,482.50"], "negative: payment reference and amount")


# ---------------------------------------------------------------- validation
def spans(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def validate(cases):
    errs, seen = [], set()
    for c in cases:
        cid = c["id"]
        if cid in seen:
            errs.append(f"duplicate id {cid}")
        seen.add(cid)
        if not cid.startswith(PREFIX + "-"):
            errs.append(f"{cid}: bad prefix")
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c.get(k), str) or not c[k]:
                errs.append(f"{cid}: missing {k}")
        for k in ("secrets", "lookalikes"):
            if not isinstance(c.get(k), list):
                errs.append(f"{cid}: {k} not a list")
        for v in c["secrets"] + c["lookalikes"]:
            if not v or v not in c["text"]:
                errs.append(f"{cid}: value not in text: {v[:40]!r}")
        for sv in c["secrets"]:
            for lv in c["lookalikes"]:
                for a in spans(c["text"], sv):
                    for b in spans(c["text"], lv):
                        if a[0] < b[1] and b[0] < a[1]:
                            errs.append(f"{cid}: secret {sv[:20]!r} overlaps look-alike {lv[:20]!r}")
    return errs


def self_test():
    assert iban_ok(DOC_IBAN_DE) and iban_ok(DOC_IBAN_GB)
    assert verhoeff_ok("2363") and verhoeff_complete("236") == "2363"
    assert luhn_ok("4111111111111111") and luhn_ok("4242424242424242")
    assert bech32_ok(BIP173)
    assert dni().__len__() == 9


def build():
    self_test()
    english()
    n_en = len(CASES)
    others()
    out = []
    for i, c in enumerate(CASES, start=1):
        slug = c["slug"][len(c["lang"]) + 1:] if c["slug"].startswith(c["lang"] + "-") else c["slug"]
        out.append({"id": f"{PREFIX}-{i:03d}-{c['lang']}-{slug}", "lang": c["lang"], "text": c["text"],
                    "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    # extra checks on computed values
    for c in out:
        for v in c["secrets"] + c["lookalikes"]:
            if v.replace(" ", "")[:2].isalpha() and v.replace(" ", "")[2:4].isdigit() and 15 <= len(v.replace(" ", "")) <= 34 and v.replace(" ", "").isalnum() and v.replace(" ", "")[:2] in ("DE", "GB", "FR", "ES", "IT", "NL", "PL", "UA", "TR", "AE", "IR", "FI", "HU", "RO"):
                assert iban_ok(v), (c["id"], v)
    return out, n_en


def dump(cases, path):
    lines = ["lookalikes: []", "cases:"]
    for c in cases:
        lines.append(f"  - id: {json.dumps(c['id'], ensure_ascii=False)}")
        for k in ("lang", "text"):
            lines.append(f"    {k}: {json.dumps(c[k], ensure_ascii=False)}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                lines.append(f"    {k}:")
                for v in c[k]:
                    lines.append(f"      - {json.dumps(v, ensure_ascii=False)}")
            else:
                lines.append(f"    {k}: []")
        lines.append(f"    note: {json.dumps(c['note'], ensure_ascii=False)}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    if len(sys.argv) != 2:
        print(f"usage: python3 make_{NAME}.py {NAME}.yaml", file=sys.stderr)
        sys.exit(2)
    cases, n_en = build()
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    dump(cases, sys.argv[1])
    ns = sum(len(c["secrets"]) for c in cases)
    nl = sum(len(c["lookalikes"]) for c in cases)
    print(f"wrote {len(cases)} cases ({n_en} en), {ns} secrets, {nl} look-alikes -> {sys.argv[1]}")


if __name__ == "__main__":
    main()
