#!/usr/bin/env python3
"""Generator for "Held-out evaluation set v32" (secret redaction filter for chat memory).

Usage: python3 make_heldout_v32.py heldout_v32.yaml
Deterministic: random.Random(32), stdlib only. Validates every case before writing; exits 1 on a problem.
"""
import sys, random, json, hashlib, base64, zlib, string

R = random.Random(32)
PREFIX = "v32"

# ----------------------------------------------------------------------------------------------
# generic random helpers
DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def rd(n, first_nonzero=False):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def group(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def sha_hex(n=40):
    return rs(HEX, n)


# ----------------------------------------------------------------------------------------------
# check digits
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
    num = "".join(c for c in num if c.isdigit())
    return luhn_digit(num[:-1]) == num[-1]


def luhn_complete(prefix, length):
    body = prefix + rd(length - len(prefix) - 1)
    return body + luhn_digit(body)


def card(kind):
    if kind == "visa":
        return luhn_complete("4" + rd(5), 16)
    if kind == "mc":
        return luhn_complete(str(R.randint(51, 55)) + rd(4), 16)
    if kind == "mc2":
        return luhn_complete(str(R.randint(2221, 2720)) + rd(2), 16)
    if kind == "amex":
        return luhn_complete(R.choice(["34", "37"]) + rd(4), 15)
    if kind == "mir":
        return luhn_complete("220" + str(R.randint(0, 4)) + rd(2), 16)
    if kind == "unionpay":
        return luhn_complete("62" + rd(4), 19)
    if kind == "shetab":
        return luhn_complete(R.choice(["603799", "610433", "589210", "627412"]), 16)
    if kind == "troy":
        return luhn_complete("9792" + rd(2), 16)
    raise ValueError(kind)


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97 == 1


def bban_de():
    return R.choice(["10070024", "50010517", "20041133", "43060967", "70150000", "12030000"]) + rd(10)


def bban_fr():
    bank, branch, acct = rd(5, True), rd(5), rd(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return f"{bank}{branch}{acct}{key:02d}"


def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def bban_es():
    bank = R.choice(["2100", "0049", "0182", "2085", "0081"])
    branch = rd(4)
    acct = rd(10)
    return f"{bank}{branch}{_es_dc('00' + bank + branch)}{_es_dc(acct)}{acct}"


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _cf_val(c, odd):
    idx = int(c) if c.isdigit() else ord(c) - 65
    return CF_ODD[idx] if odd else idx


def cf_check(s):
    return chr(65 + sum(_cf_val(c, i % 2 == 0) for i, c in enumerate(s)) % 26)


def bban_it():
    abi, cab, acct = R.choice(["03069", "02008", "05034", "03062"]), rd(5), rd(12)
    return cf_check(abi + cab + acct) + abi + cab + acct


def bban_nl():
    bank = R.choice(["INGB", "RABO", "ABNA", "SNSB", "TRIO"])
    while True:
        d = ("000" + rd(6, True)) if bank == "INGB" else ("0" + rd(8, True))
        c = (-sum(int(x) * (10 - i) for i, x in enumerate(d))) % 11
        if c < 10:
            return bank + d + str(c)


def nl_acct_ok(b):
    acct = b[4:]
    return sum(int(x) * (10 - i) for i, x in enumerate(acct)) % 11 == 0


def bban_pl():
    while True:
        b7 = "10" + rd(5) if R.random() < 0.5 else "11" + rd(5)
        w = [3, 9, 7, 1, 3, 9, 7]
        c = (10 - sum(int(a) * x for a, x in zip(b7, w)) % 10) % 10
        return b7 + str(c) + rd(16)


def bban_no():
    while True:
        b = rd(10, True)
        w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        r = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        if r == 11:
            r = 0
        if r < 10:
            return b + str(r)


def bban_fi():
    b = R.choice(["1", "2", "5", "8"]) + rd(12)
    return b + luhn_digit(b)


def bban_cz():
    bank = R.choice(["0800", "0100", "0300", "2010", "3030"])
    while True:
        acct = rd(10)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
        if sum(int(a) * x for a, x in zip(acct, w)) % 11 == 0 and acct.lstrip("0"):
            return bank, "000000", acct


def hu_part(digits):
    w = [9, 7, 3, 1]
    s = sum(int(d) * w[i % 4] for i, d in enumerate(digits))
    return str((10 - s % 10) % 10)


def bban_hu():
    bank = R.choice(["117", "104", "116", "120"]) + rd(4)
    p1 = bank + hu_part(bank)
    a = rd(15)
    p2 = a + hu_part(a)
    return p1 + p2


def bban_pt():
    b = R.choice(["0035", "0033", "0007", "0010"]) + rd(4) + rd(11)
    c = 98 - (int(b) * 100) % 97
    return b + f"{c:02d}"


def ukraine_iban():
    mfo = R.choice(["305299", "322001", "300528", "320649"])
    return iban("UA", mfo + "0000" + "026" + rd(13))


# national ids ---------------------------------------------------------------------------------
def de_steuerid():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
        counts = {}
        for x in d:
            counts[x] = counts.get(x, 0) + 1
        multi = [k for k, v in counts.items() if v > 1]
        if len(multi) != 1 or counts[multi[0]] > 3:
            continue
        prod = 10
        for x in d:
            s = (x + prod) % 10
            if s == 0:
                s = 10
            prod = (s * 2) % 11
        c = 11 - prod
        if c == 10:
            c = 0
        return "".join(map(str, d)) + str(c)


def iso7064_11_10(digits):
    prod = 10
    for ch in digits:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    c = 11 - prod
    return 0 if c == 10 else c


def de_vat():
    b = rd(8, True)
    return "DE" + b + str(iso7064_11_10(b))


def fr_nir():
    sex = R.choice("12")
    yy = f"{R.randint(60, 99):02d}"
    mm = f"{R.randint(1, 12):02d}"
    dept = R.choice(["75", "69", "13", "33", "59", "44", "31", "67"])
    body = sex + yy + mm + dept + rd(3) + rd(3)
    key = 97 - int(body) % 97
    return body, f"{key:02d}"


def fr_siren():
    b = rd(8, True)
    return b + luhn_digit(b)


def fr_vat(siren):
    return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def es_dni():
    n = R.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def es_cif():
    d = rd(7)
    s_even = sum(int(d[i]) for i in (1, 3, 5))
    s_odd = 0
    for i in (0, 2, 4, 6):
        x = int(d[i]) * 2
        s_odd += x // 10 + x % 10
    c = (10 - (s_even + s_odd) % 10) % 10
    return "B" + d + str(c)


def it_cf(sur, name, female=False):
    yy = f"{R.randint(60, 99):02d}"
    m = "ABCDEHLMPRST"[R.randint(0, 11)]
    day = R.randint(1, 28) + (40 if female else 0)
    town = R.choice(["H501", "F205", "L219", "A662", "G273", "D612"])
    s = sur + name + yy + m + f"{day:02d}" + town
    return s + cf_check(s)


def it_piva():
    b = rd(7, True) + R.choice(["001", "021", "037", "058"])
    return b + luhn_digit(b)


def nl_bsn():
    while True:
        d = rd(8, True)
        s = sum(int(x) * (9 - i) for i, x in enumerate(d))
        c = s % 11
        if c < 10:
            return d + str(c)


def pl_pesel(year, month, day, female):
    mm = month + (20 if year >= 2000 else 0)
    base = f"{year % 100:02d}{mm:02d}{day:02d}" + rd(3)
    g = R.choice("02468" if female else "13579")
    base += g
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return base + str((10 - sum(int(a) * b for a, b in zip(base, w)) % 10) % 10)


def pl_nip():
    while True:
        d = rd(9, True)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(d, w)) % 11
        if c < 10:
            return d + str(c)


def ru_inn12():
    d = rd(10, True)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d += str(sum(int(a) * b for a, b in zip(d, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d += str(sum(int(a) * b for a, b in zip(d, w2)) % 11 % 10)
    return d


def ru_inn10():
    d = rd(9, True)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return d + str(sum(int(a) * b for a, b in zip(d, w)) % 11 % 10)


def ru_snils():
    while True:
        d = rd(9, True)
        s = sum(int(x) * (9 - i) for i, x in enumerate(d))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return f"{d[:3]}-{d[3:6]}-{d[6:]} {c:02d}"


def ua_rnokpp():
    days = R.randint(25000, 36000)
    d = f"{days:05d}" + rd(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return d + str(sum(int(a) * b for a, b in zip(d, w)) % 11 % 10)


def ua_edrpou():
    # legal entity code, 8 digits with weighted mod-11 check
    while True:
        d = rd(7, True)
        n = int(d)
        w = [1, 2, 3, 4, 5, 6, 7] if (n < 3000000 or n > 6000000) else [7, 1, 2, 3, 4, 5, 6]
        c = sum(int(a) * b for a, b in zip(d, w)) % 11
        if c == 10:
            w = [x + 2 for x in w]
            c = sum(int(a) * b for a, b in zip(d, w)) % 11
            if c == 10:
                c = 0
        return d + str(c)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def il_tz(n8=None):
    d = n8 or rd(8)
    for c in range(10):
        s = 0
        for i, x in enumerate(d + str(c)):
            v = int(x) * (1 if i % 2 == 0 else 2)
            s += v // 10 + v % 10
        if s % 10 == 0:
            return d + str(c)


def ir_code():
    while True:
        d = rd(9, True)
        s = sum(int(x) * (10 - i) for i, x in enumerate(d))
        r = s % 11
        c = r if r < 2 else 11 - r
        return d + str(c)


def sa_id():
    b = "1" + rd(8)
    return b + luhn_digit(b)


VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    b = str(R.randint(2, 9)) + rd(10)
    return b + verhoeff_digit(b)


def in_pan(surname_initial):
    return rs(UP, 3) + "P" + surname_initial + rd(4) + R.choice(UP)


GST_CH = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def in_gstin():
    pan = rs(UP, 3) + R.choice("CF") + rs(UP, 1) + rd(4) + R.choice(UP)
    s = R.choice(["27", "29", "07", "33", "09"]) + pan + "1Z"
    tot = 0
    for i, c in enumerate(s):
        p = GST_CH.index(c) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return s + GST_CH[(36 - tot % 36) % 36]


def cn_id(region, y, m, d, female):
    seq = f"{R.randint(0, 99):02d}" + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    b = f"{region}{y:04d}{m:02d}{d:02d}{seq}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def cn_uscc():
    b = "91" + R.choice(["110105", "310115", "440300", "330106"]) + "".join(R.choice(USCC_CH[:10] + "ABCDEFGHJKLMNPQRTUWXY") for _ in range(9))
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    c = 31 - sum(USCC_CH.index(a) * x for a, x in zip(b, w)) % 31
    return b + USCC_CH[0 if c == 31 else c]


def jp_mynumber():
    b = rd(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + str(0 if r <= 1 else 11 - r)


def jp_corp():
    b = rd(12, True)
    s = 0
    for n in range(1, 13):
        p = int(b[12 - n])
        s += p * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b


def kr_rrn(yy, mm, dd, g):
    b = f"{yy:02d}{mm:02d}{dd:02d}{g}" + rd(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def kr_brn():
    b = rd(9, True)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    n = b + str(c)
    return f"{n[:3]}-{n[3:5]}-{n[5:]}"


def th_id():
    b = str(R.randint(1, 8)) + rd(11)
    s = sum(int(x) * (13 - i) for i, x in enumerate(b))
    return b + str((11 - s % 11) % 10)


def se_pnr(yy, mm, dd):
    b = f"{yy:02d}{mm:02d}{dd:02d}" + rd(3)
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def se_orgnr():
    b = "55" + rd(7)
    n = b + luhn_digit(b)
    return f"{n[:6]}-{n[6:]}"


def dk_cvr():
    while True:
        b = rd(7, True)
        w = [2, 7, 6, 5, 4, 3, 2]
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        c = (11 - r) % 11
        if c < 10:
            return b + str(c)


def no_fnr(dd, mm, yy):
    while True:
        b = f"{dd:02d}{mm:02d}{yy:02d}" + f"{R.randint(0, 499):03d}"
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
        k = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
        k = 0 if k == 11 else k
        if k < 10:
            return b + str(k)


def fi_hetu(dd, mm, yy, century="-"):
    z = f"{R.randint(2, 899):03d}"
    n = int(f"{dd:02d}{mm:02d}{yy:02d}{z}")
    return f"{dd:02d}{mm:02d}{yy:02d}{century}{z}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def fi_ytunnus():
    while True:
        b = rd(7, True)
        w = [7, 9, 10, 5, 8, 4, 2]
        r = sum(int(a) * x for a, x in zip(b, w)) % 11
        if r == 1:
            continue
        return f"{b}-{0 if r == 0 else 11 - r}"


def fi_viite():
    b = rd(R.randint(6, 9), True)
    w = [7, 3, 1]
    s = sum(int(x) * w[i % 3] for i, x in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def cz_rc(yy, mm, dd, female):
    base = int(f"{yy:02d}{mm + (50 if female else 0):02d}{dd:02d}" + rd(3))
    # choose last digit so that the whole number is divisible by 11
    for last in range(10):
        if (base * 10 + last) % 11 == 0:
            s = f"{base * 10 + last:010d}"
            return f"{s[:6]}/{s[6:]}"
    return None


def cz_ico():
    while True:
        b = rd(7, True)
        s = sum(int(a) * (8 - i) for i, a in enumerate(b))
        c = (11 - s % 11) % 10
        return b + str(c)


def hu_adoazonosito():
    days = R.randint(35000, 50000)
    b = "8" + f"{days:05d}" + rd(3)
    c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
    if c == 10:
        return hu_adoazonosito()
    return b + str(c)


def ro_cnp():
    b = R.choice("12") + f"{R.randint(60, 99):02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + R.choice(["40", "12", "22", "35", "13"]) + rd(3)
    r = sum(int(a) * int(x) for a, x in zip(b, "279146358279")) % 11
    return b + ("1" if r == 10 else str(r))


def ro_cui():
    b = rd(R.randint(6, 8), True)
    key = "753217532"[-len(b):]
    r = (sum(int(a) * int(x) for a, x in zip(b, key)) * 10) % 11
    return b + ("0" if r == 10 else str(r))


def gr_afm(first="1"):
    b = first + rd(7)
    s = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b))
    return b + str(s % 11 % 10)


def gr_amka(dd, mm, yy):
    b = f"{dd:02d}{mm:02d}{yy:02d}" + rd(4)
    return b + luhn_digit(b)


def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * (k - i) for i, x in enumerate(d))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def br_cnpj():
    d = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def pt_nif(first):
    b = first + rd(7)
    s = sum(int(x) * (9 - i) for i, x in enumerate(b))
    c = 11 - s % 11
    return b + ("0" if c >= 10 else str(c))


def s10_tracking(prefix, suffix):
    b = rd(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * x for a, x in zip(b, w)) % 11
    c = {10: 0, 11: 5}.get(c, c)
    return f"{prefix}{b}{c}{suffix}"


def aba_routing():
    while True:
        b = R.choice(["0210", "0260", "1110", "1210", "0711", "0430", "3222"]) + rd(4)
        for c in range(10):
            n = b + str(c)
            if sum(int(a) * x for a, x in zip(n, [3, 7, 1] * 3)) % 10 == 0:
                return n


def us_ssn():
    a = R.choice([x for x in range(1, 900) if x != 666])
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def us_ein():
    return f"{R.choice(['12', '20', '27', '45', '46', '84', '94'])}-{rd(7)}"


def npi():
    b = R.choice("12") + rd(8)
    return b + luhn_digit("80840" + b)


VIN_T = {**{str(i): i for i in range(10)}, "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "J": 1, "K": 2, "L": 3, "M": 4,
         "N": 5, "P": 7, "R": 9, "S": 2, "T": 3, "U": 4, "V": 5, "W": 6, "X": 7, "Y": 8, "Z": 9}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    r = sum(VIN_T[c] * w for c, w in zip(v, VIN_W)) % 11
    return "X" if r == 10 else str(r)


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = R.choice(["1HG", "WVW", "5YJ", "JTD", "WBA", "1FT"]) + rs(al, 5) + "0" + R.choice("LMNPR") + rs(al, 1) + rd(6)
    return v[:8] + vin_check(v) + v[9:]


def ean13(prefix):
    b = prefix + rd(12 - len(prefix))
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    return b + str((10 - s % 10) % 10)


def imei():
    b = R.choice(["35", "86", "35"]) + rd(12)
    return b + luhn_digit(b)


def usps_tracking():
    b = "9400" + rd(17)
    s = sum(int(x) * (3 if i % 2 == 0 else 1) for i, x in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


# crypto ----------------------------------------------------------------------------------------
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


def wif_key():
    return b58check(b"\x80" + rbytes(32) + b"\x01")


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_addr(hrp="bc"):
    prog = rbytes(20)
    acc = bits = 0
    data = []
    for x in prog:
        acc = (acc << 8) | x
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    data = [0] + data
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(hx + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def btc_legacy():
    return b58check(b"\x00" + rbytes(20))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic "
         "acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic "
         "affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow "
         "almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle "
         "angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april "
         "arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask "
         "aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author "
         "auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance "
         "balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become "
         "beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike "
         "bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush "
         "board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand "
         "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble "
         "buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz "
         "cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable "
         "capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category "
         "cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos "
         "chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic "
         "chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click "
         "client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress "
         "connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple "
         "course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket "
         "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup "
         "cupboard curious current curtain curve cushion custom cute cycle window wine wing wink winner winter wire wisdom wise "
         "wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong yard year "
         "yellow you young youth zebra zero zone zoo").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))


# provider tokens ----------------------------------------------------------------------------------
def base62(n, width):
    out = ""
    al = string.digits + string.ascii_uppercase + string.ascii_lowercase
    while n:
        n, r = divmod(n, 62)
        out = al[r] + out
    return out.rjust(width, "0")


def gh_token(prefix="ghp_"):
    body = rs(ALNUM, 30)
    return prefix + body + base62(zlib.crc32(body.encode()), 6)


def gh_fine():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)


def aws_akid(prefix="AKIA"):
    return prefix + rs(UP + "234567", 16)


def aws_secret():
    return rs(ALNUM + "/+", 40)


def slack_bot():
    return f"xoxb-{rd(11, True)}-{rd(13, True)}-{rs(ALNUM, 24)}"


def slack_hook():
    return f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}"


def google_key():
    return "AIza" + rs(ALNUM + "-_", 35)


def openai_key():
    return "sk-proj-" + rs(ALNUM + "-_", 74) + "T3BlbkFJ" + rs(ALNUM + "-_", 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(ALNUM + "-_", 93) + "AA"


def stripe_live(kind="sk"):
    return f"{kind}_live_51" + rs(ALNUM, 97)


def sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(rbytes(32 if alg.startswith("HS") else 256))
    return f"{h}.{p}.{sig}"


def pem(label, der_prefix, nbytes, width=64):
    body = b64(der_prefix + rbytes(nbytes))
    lines = [body[i:i + width] for i in range(0, len(body), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def openssh_private():
    return pem("OPENSSH PRIVATE KEY", b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519", 330, 70)


def ed25519_pub():
    return "ssh-ed25519 " + b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32))


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def totp_seed(n=32):
    return rs(B32, n)


def password(kind="mixed"):
    words = ["Maple", "Otter", "Harbor", "Cobalt", "Juniper", "Falcon", "Pepper", "Willow", "Copper", "Lantern", "Mango", "Tundra",
             "Velvet", "Walrus", "Quartz", "Saffron", "Biscuit", "Nimbus", "Ember", "Puffin"]
    if kind == "mixed":
        return R.choice(words) + R.choice("!#$%&*?@") + R.choice(words).lower() + rd(2)
    if kind == "random":
        return rs(ALNUM + "!#$%&*-_=+", R.randint(14, 20))
    if kind == "alnum":
        return rs(ALNUM, R.randint(16, 24))
    if kind == "simple":
        return R.choice(words).lower() + rd(R.randint(2, 4))
    raise ValueError(kind)


# ----------------------------------------------------------------------------------------------
CASES = []


def C(slug, lang, text, secrets, lookalikes, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(lookalikes), "note": note})


def selftest():
    assert luhn_ok("4111111111111111") and luhn_ok("378282246310005")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
    assert iban("DE", "370400440532013000") == "DE89370400440532013000"
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    assert "10X98765432"[sum(int(a) * x for a, x in zip("11010519491231002", w)) % 11] == "X"
    assert vin_check("1M8GDM9AXKP042788") == "X"
    assert sum(int(a) * x for a, x in zip("021000021", [3, 7, 1] * 3)) % 10 == 0
    assert fr_vat("404833048") == "FR83404833048"
    t = tr_tckn()
    assert len(t) == 11


selftest()


# ================================================================================================
# ENGLISH
# ================================================================================================
def english():
    # 1 .env with AWS keys + docs example in comment
    ak, sk = aws_akid(), aws_secret()
    C("aws-env-with-doc-example", "en",
      f"my boto3 script keeps saying InvalidClientTokenId. here's my .env, can you see what's off?\n\n"
      f"# copied format from the docs: AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n"
      f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-2\nS3_BUCKET=acme-invoices-prod",
      [ak, sk], ["AKIAIOSFODNN7EXAMPLE"], "real-format AWS key pair next to the documented example id in a comment")

    # 2 negative: AWS docs example pair
    C("aws-doc-example-question", "en",
      "In the AWS CLI guide they show AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. "
      "Are those real credentials that someone leaked, or just placeholders? Should I use them to test my IAM policy?",
      [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documented AWS example credentials only")

    # 3 GitHub PAT in remote URL + commit sha
    tok, sha = gh_token(), sha_hex(40)
    C("github-pat-in-remote-url", "en",
      f"push fails with 403 even though I set the token:\n\n$ git remote -v\norigin  https://{tok}@github.com/lenafox/dotfiles.git (fetch)\n"
      f"origin  https://{tok}@github.com/lenafox/dotfiles.git (push)\n$ git log -1 --format=%H\n{sha}\n\nwhat am I missing",
      [tok], [sha], "classic PAT embedded in remote URL (appears twice); commit id is a look-alike")

    # 4 stack trace with postgres URL
    pw, rid = password("random"), uuid4()
    C("postgres-url-in-traceback", "en",
      f"Getting this on startup, no idea why:\n\nTraceback (most recent call last):\n  File \"/srv/app/db.py\", line 41, in connect\n"
      f"    engine = create_engine(\"postgresql+psycopg2://billing_svc:{pw}@10.20.4.17:5432/billing\")\n"
      f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.20.4.17\", port 5432 failed: timeout expired\n"
      f"request_id={rid}",
      [pw], [rid], "password inside a DSN in a traceback; request UUID look-alike")

    # 5 negative git log / gerrit
    s1, s2, cid = sha_hex(40), sha_hex(40), "I" + sha_hex(40)
    C("gerrit-log-negative", "en",
      f"Can you explain what this means? Trying to cherry-pick between branches.\n\ncommit {s1}\nMerge: {s1[:7]} {s2[:7]}\n"
      f"Author: Dmitri Vance <dvance@example.org>\n\n    Fix race in token refresh\n\n    Change-Id: {cid}\n\nand the parent was {s2}",
      [], [s1, s2, cid], "commit hashes and a Gerrit Change-Id in a commit message that mentions tokens")

    # 6 Stripe live key in curl + charge id + docs test key
    skl, ch = "sk_live_" + rs(ALNUM, 24), "ch_3" + rs(ALNUM, 23)
    C("stripe-live-key-curl", "en",
      f"refund isn't going through. the docs example uses sk_test_4eC39HqLyjWDarjtT1zdp7dc but I'm on live now:\n\n"
      f"curl https://api.stripe.com/v1/refunds \\\n  -u {skl}: \\\n  -d charge={ch}\n\nresponse: charge_already_refunded??",
      [skl], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", ch], "live secret key in curl -u; Stripe's published docs test key and a charge id are look-alikes")

    # 7 negative Stripe test cards
    C("stripe-test-cards-negative", "en",
      "For QA I'm using the Stripe test cards: 4242 4242 4242 4242 for success and 4000 0000 0000 0002 for a generic decline, "
      "any future expiry like 12/34 and CVC 123. Also tried Amex 3782 822463 10005. Why does the decline card still create a PaymentIntent?",
      [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "3782 822463 10005"], "published test card numbers (Luhn-valid) only")

    # 8 user's own card + CVV, order number, price
    cn = card("visa")
    cvv, order = rd(3), "W" + rd(9)
    C("own-visa-with-cvv", "en",
      f"The checkout page at the garden center keeps rejecting my card. Order {order}, total $148.37. "
      f"Card is {group(cn)}, exp 09/28, security code {cvv}. Is it the billing zip maybe? It's 97214.",
      [group(cn), cvv], [order, "$148.37"], "own card with CVV; order number and price are look-alikes")

    # 9 card split over three messages
    cn = card("mc")
    cvv = rd(3)
    C("card-across-messages", "en",
      f"can you help me fill in the hotel's card authorization form? I'll give you the details one by one\n---\n"
      f"{cn}\n---\nexpiry 11/27 and the 3 digits on the back are {cvv}\n---\nname on card is Priya Raman",
      [cn, cvv], [], "card number and CVV sent in separate follow-up messages")

    # 10 OpenAI key in python + request id
    ok, req = openai_key(), "req_" + sha_hex(32)
    C("openai-key-in-code", "en",
      f"why do I get 429 on the very first call?\n\n```python\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"{ok}\")\n"
      f"resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n```\n\nerror body says request id {req}",
      [ok], [req], "project key hard-coded in client constructor; request id look-alike")

    # 11 Anthropic key export + message id
    ak2, mid = anthropic_key(), "msg_01" + rs(ALNUM, 22)
    C("anthropic-key-export", "en",
      f"added this to my ~/.zshrc:\n\nexport ANTHROPIC_API_KEY={ak2}\n\nbut the SDK still says no key found. The last successful response had id {mid}",
      [ak2], [mid], "unquoted export; message id look-alike")

    # 12 negative: placeholders
    C("api-key-placeholders-negative", "en",
      "The README says to run `export OPENAI_API_KEY=\"sk-...\"` and in config.yaml put `api_key: YOUR_API_KEY_HERE`, "
      "and for the header `Authorization: Bearer <your-token>`. Do I literally type those or replace them? Also what is ${OPENAI_API_KEY} doing in docker-compose?",
      [], ["sk-...", "YOUR_API_KEY_HERE", "<your-token>", "${OPENAI_API_KEY}"], "template placeholders only")

    # 13 JWT bearer (secret) vs jwt.io example
    tokj = jwt({"sub": "u_" + rd(6), "org": "northwind", "scope": "read write", "iat": 1764921600, "exp": 1764925200})
    jwtio = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    C("bearer-jwt-vs-jwtio-example", "en",
      f"the jwt.io sample {jwtio} decodes fine, but mine gives invalid signature:\n---\n"
      f"curl -H \"Authorization: Bearer {tokj}\" https://api.northwind.dev/v2/me",
      [tokj], [jwtio], "live bearer JWT in second message; jwt.io sample token look-alike")

    # 14 SSH private key + public key
    priv, pub = openssh_private(), ed25519_pub()
    C("ssh-private-key-paste", "en",
      f"ssh keeps asking for a password on my new VPS. public key on the server:\n{pub} mara@thinkpad\n\nand this is the key file ~/.ssh/id_ed25519:\n{priv}\n\npermissions are 644, is that it?",
      [priv], [pub], "full OpenSSH private key; public key line is a look-alike")

    # 15 negative: authorized_keys + fingerprint
    p1, p2, fp = ed25519_pub(), ed25519_pub(), ssh_fp()
    C("authorized-keys-negative", "en",
      f"which of these lines should I delete to revoke my old laptop?\n\n{p1} old-laptop\n{p2} work-mac\n\nssh-keygen -lf says {fp} for the old one",
      [], [p1, p2, fp], "public keys and fingerprint only")

    # 16 slack webhook + channel id
    hook, chan = slack_hook(), "C0" + rs(UP + DIG, 9)
    C("slack-webhook-url", "en",
      f"my alert script posts to {hook} but nothing shows up in channel {chan}. payload is {{\"text\": \"disk 91% on db-2\"}}",
      [hook], [chan], "incoming webhook URL is itself the secret; channel id look-alike")

    # 17 slack bot token YAML + app id
    xb, app = slack_bot(), "A0" + rs(UP + DIG, 9)
    C("slack-bot-token-yaml", "en",
      f"helm values for our standup bot, it crashes with invalid_auth:\n\nslack:\n  appId: {app}\n  botToken: {xb}\n  signingSecret: \"{rs(HEX, 32)}\"\n  channel: \"#eng-standup\"",
      [xb], [app], "bot token in YAML; signing secret also in text but left neutral? no: listed below")
    # make signing secret a listed secret (fix note)
    last = CASES[-1]
    sig = last["text"].split("signingSecret: \"")[1].split("\"")[0]
    last["secrets"].append(sig)
    last["note"] = "Slack bot token and signing secret in Helm values; app id look-alike"

    # 18 k8s secret base64 values + uid
    dbpw = password("alnum")
    enc = b64(dbpw.encode())
    uid = uuid4()
    C("k8s-secret-base64", "en",
      f"kubectl get secret shows this, is the password stored wrong?\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  uid: {uid}\n"
      f"  resourceVersion: \"{rd(8, True)}\"\ntype: Opaque\ndata:\n  username: b3JkZXJz\n  password: {enc}",
      [enc], [uid], "base64-encoded password in a Secret manifest; uid look-alike; base64 username neutral")

    # 19 docker login -p + image digest
    dpw, dig = password("random"), "sha256:" + sha_hex(64)
    C("docker-login-cli-flag", "en",
      f"CI log:\n+ docker login registry.gitlab.com -u deploy-bot -p {dpw}\nWARNING! Using --password via the CLI is insecure.\nLogin Succeeded\n"
      f"+ docker pull registry.gitlab.com/acme/api@{dig}\nError: manifest unknown\n\nwhy manifest unknown if login worked?",
      [dpw], [dig], "password passed with -p in CI log; image digest look-alike")

    # 20 npm token .npmrc + integrity
    nt = "npm_" + rs(ALNUM, 36)
    integ = "sha512-" + b64(rbytes(64))
    C("npmrc-auth-token", "en",
      f"npm publish gives E404. my .npmrc:\n//registry.npmjs.org/:_authToken={nt}\n@acme:registry=https://registry.npmjs.org/\n\n"
      f"and the lockfile entry for the dep looks like \"integrity\": \"{integ}\"",
      [nt], [integ], "npm automation token; SRI integrity hash look-alike")

    # 22 google maps key + place id
    gk = google_key()
    place = "ChIJ" + rs(ALNUM + "-_", 23)
    C("google-api-key-place-id", "en",
      f"map shows 'This page can't load Google Maps correctly'. snippet:\n<script src=\"https://maps.googleapis.com/maps/api/js?key={gk}&libraries=places\"></script>\n"
      f"and I'm centering on place_id {place}",
      [gk], [place], "API key in script URL; place id look-alike")

    # 23 twilio token + message SID
    tw_tok, sm = rs(HEX, 32), "SM" + rs(HEX, 32)
    C("twilio-auth-token", "en",
      f"Twilio says 20003 Authenticate. I'm using account AC{rs(HEX, 32)} with auth token {tw_tok}. The last message that did go out was {sm}.",
      [tw_tok], [sm], "auth token (32 hex) next to message SID (SM+32 hex); account SID neutral")

    # 25 wifi password in prose + router serial/model
    wp = password("mixed")
    sn = "S" + rd(3) + rs(UP, 2) + rd(6)
    C("wifi-password-prose", "en",
      f"My parents' new TV won't join the wifi. The network is HomeNet-5G and the password is {wp} (capital first letter). "
      f"Router is an Archer AX55, serial {sn}. Do I need to switch it to 2.4 GHz?",
      [wp], [sn, "Archer AX55"], "Wi-Fi password in prose; model and serial look-alikes")

    # 26 negative: forgot password, policy, ticket no
    tk = "INC" + rd(7)
    C("forgot-password-negative", "en",
      f"I forgot my password for the county library site. The reset page says passwords need 12 characters, one number and one symbol. "
      f"Their support gave me ticket {tk}. How long do these resets usually take?",
      [], [tk], "talks about passwords without giving one; ticket id look-alike")

    # 27 corrected password
    base = password("mixed")
    wrong = base
    right = base[:-2] + base[-1] + base[-2]
    if right == wrong:
        right = base[:-1] + str((int(base[-1]) + 1) % 10)
    C("password-corrected", "en",
      f"the shared drive login for the book club is bookclub / {wrong}\n---\nsorry typo, it's {right}",
      [wrong, right], [], "password given then corrected; both versions are secrets")

    # 28 NATO spelled password
    raw = rs(UP + LO + DIG, 8)
    nato = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf", "h": "hotel", "i": "india",
            "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
            "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
    parts = []
    for ch in raw:
        if ch.isdigit():
            parts.append(ch)
        elif ch.isupper():
            parts.append("capital " + nato[ch.lower()])
        else:
            parts.append("small " + nato[ch])
    spelled = ", ".join(parts)
    C("password-spelled-nato", "en",
      f"I have to read the temporary admin password to my dad over the phone, is this a clear way to say it? {spelled}. Would he get confused by the capitals?",
      [spelled], [], "password spelled out phonetically")

    # 29 PIN in words
    pin = rd(4)
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    pw_words = " ".join(words[int(x)] for x in pin)
    C("pin-in-words", "en",
      f"remind me tomorrow: debit card PIN is {pw_words}. I keep mixing it up with the gym one",
      [pw_words], [], "PIN written as words")

    # 30 US bank: routing (public) vs account (secret)
    rt, acct = aba_routing(), rd(R.randint(10, 12), True)
    C("direct-deposit-account", "en",
      f"Filling out the direct deposit form for my new job. Routing number {rt}, my checking account {acct}. "
      f"It asks for 'account type' too—checking is right for a debit account?",
      [acct], [rt], "personal account number; bank routing number (ABA check digit valid) is public")

    # 31 SSN + employer EIN + W-2 numbers
    ssn, ein = us_ssn(), us_ein()
    C("ssn-with-employer-ein", "en",
      f"TurboTax is flagging my W-2. Employer EIN {ein}, box 1 wages $61,204.18, box 2 withholding $7,118.02. "
      f"My SSN is {ssn}, is the mismatch on their end?",
      [ssn], [ein, "$61,204.18", "$7,118.02"], "own SSN; employer EIN and dollar amounts look-alikes")

    # 32 negative famous SSNs
    C("ssn-examples-negative", "en",
      "For my data-masking unit tests I use 123-45-6789 as a placeholder. Someone told me 078-05-1120 is a famous SSN from a wallet ad "
      "and that numbers starting with 9 like 987-65-4320 are never issued. Is that true?",
      [], ["123-45-6789", "078-05-1120", "987-65-4320"], "placeholder and historically published SSNs")

    # 33 TOTP seed vs doc example seed
    seed = totp_seed(32)
    C("totp-seed-vs-doc-example", "en",
      f"the pyotp example uses base32 secret JBSWY3DPEHPK3PXP, and that works. But the key the exchange showed me under the QR code, "
      f"{group(seed)}, gives codes that are always wrong. Should I remove the spaces?",
      [group(seed)], ["JBSWY3DPEHPK3PXP"], "own TOTP seed (spaced) vs well-known docs example seed")

    # 34 SMS code + shortcode
    code = rd(6)
    C("sms-code-scam-check", "en",
      f"I just got a text from 32665: 'Your verification code is {code}. Do not share it.' and right after a guy called saying he's from the bank and needs it. Scam right?",
      [code], ["32665"], "one-time code quoted from SMS; shortcode look-alike")

    # 35 negative order/tracking numbers
    ordr, usps, zipc = rd(6, True), usps_tracking(), "30309"
    C("order-tracking-negative", "en",
      f"Order #{ordr} shipped on 11/28 with USPS tracking {usps} but it's been stuck in Atlanta {zipc} for 5 days. What should I tell the seller?",
      [], [ordr, usps, "11/28"], "order number, tracking number, date")

    # 36 recovery codes
    codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(6)]
    C("github-recovery-codes", "en",
      "saving these here so I don't lose them, github recovery codes:\n" + "\n".join(codes) + "\nwhat's the best place to store them offline?",
      codes, [], "list of account recovery codes")

    # 37 seed phrase + eth address
    sp = seed_phrase(12)
    addr = "0x" + rs(HEX, 40)
    C("seed-phrase-restore", "en",
      f"restoring my MetaMask on a new phone. phrase: {sp}. It restores but shows account {addr} with 0 ETH, I expected funds there",
      [sp], [addr], "12-word recovery phrase; public address look-alike")

    # 38 negative eth tx + contract
    tx, ctr = "0x" + rs(HEX, 64), "0x" + rs(HEX, 40)
    C("eth-tx-negative", "en",
      f"My USDC transfer {tx} shows 'success' on Etherscan but the token contract {ctr} isn't the one Circle lists? Did I get scammed? ENS is maya.eth.",
      [], [tx, ctr, "maya.eth"], "transaction hash, contract address, ENS name")

    # 39 eth private key vs hardhat default
    pk = "0x" + rs(HEX, 64)
    C("eth-privkey-vs-hardhat-default", "en",
      f"hardhat.config.js:\n\nnetworks: {{\n  localhost: {{ accounts: [\"0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80\"] }},\n"
      f"  sepolia: {{ url: process.env.SEPOLIA_RPC, accounts: [\"{pk}\"] }}\n}}\n\ndeploy to sepolia says insufficient funds",
      [pk], ["0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"], "own private key vs Hardhat's publicly known default account key")

    # 40 WIF + bech32
    wif, bc = wif_key(), bech32_addr()
    C("btc-wif-import", "en",
      f"Electrum 'import private keys' with {wif} gives me {bc} but my old paper wallet address started with 1. Different key?",
      [wif], [bc], "WIF private key (base58check valid); bech32 address look-alike")

    # 41 lockbox code airbnb
    lb = rd(4)
    C("lockbox-code-guests", "en",
      f"Write a friendly check-in message for my Airbnb guests: address 418 Alder Lane, check-in after 3:00 pm, the key is in the lockbox by the side gate, code {lb}, wifi info is on the fridge.",
      [lb], ["418 Alder Lane", "3:00 pm"], "lockbox code; street number and time look-alikes")

    # 42 alarm + garage codes for house sitter
    alarm, garage = rd(4), rd(6)
    C("house-sitter-codes", "en",
      f"Notes for the house sitter, please tidy up:\n- alarm panel: disarm with {alarm} then OFF\n- garage keypad {garage}\n- vet is Dr. Ames (503) 555-0143, cat food twice a day",
      [alarm, garage], ["(503) 555-0143"], "alarm and garage codes; phone number look-alike")

    # 43 gym locker combination
    comb = f"{R.randint(1, 39)}-{R.randint(1, 39)}-{R.randint(1, 39)}"
    C("locker-combination", "en",
      f"my gym locker combo is {comb}, how do I reset a Master Lock 1500iD if I forget it? locker #212",
      [comb], ["1500iD", "#212"], "padlock combination; model and locker number look-alikes")

    # 44 security answers
    pet, maiden = R.choice(["Biscuit", "Pickles", "Moose", "Waffles"]), R.choice(["Abernathy", "Kowalczyk", "Delacroix", "Haverford"])
    C("security-question-answers", "en",
      f"my bank wants security questions. I'm thinking first pet = {pet}, mother's maiden name = {maiden}, street I grew up on = Linden. Are these too easy to guess?",
      [pet, maiden, "Linden"], [], "answers to security questions (plain words)")

    # 45 negative famous passwords
    C("famous-password-examples-negative", "en",
      "Explain the xkcd 'correct horse battery staple' idea to my team, and why 'hunter2' became a joke. "
      "Also is P@ssw0rd really as bad as 'password123'? I want examples for a slide, not real ones.",
      [], ["correct horse battery staple", "hunter2", "P@ssw0rd", "password123"], "well-known example passwords used as talking points")

    # 46 insurance: provider NPI (look-alike) and claim number
    nid, claim = npi(), rd(3) + "-" + rd(8)
    C("insurance-claim-npi-negative", "en",
      f"My insurer denied claim {claim} from Dr. Okafor (NPI {nid}) saying out-of-network, but the directory lists her. "
      f"Group number on my card is GRP-44810. How do I appeal?",
      [], [claim, nid, "GRP-44810"], "provider NPI with valid check digit, claim and employer group number")

    # 47 passport number + flight
    pp = rs(UP, 1) + rd(8)
    C("passport-on-visa-form", "en",
      f"The e-visa form keeps timing out. I'm entering passport {pp}, issued 2021-03-14, flight UA 880 landing at NRT on Jan 9. Any tips?",
      [pp], ["UA 880", "2021-03-14"], "own passport number; flight number and date look-alikes")

    # 48 azure storage connection string
    akey = b64(rbytes(64))
    sub = uuid4()
    C("azure-storage-conn-string", "en",
      f"Function app won't start: 'Storage account connection string is invalid'. appsettings:\n"
      f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=stfnprod01;AccountKey={akey};EndpointSuffix=core.windows.net\"\nsubscription {sub}",
      [akey], [sub], "AccountKey inside connection string; subscription id look-alike")

    # 49 GCP service account json
    pkid = sha_hex(40)
    pkey = pem("PRIVATE KEY", b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa8", 480)
    cid = rd(21, True)
    pkey_json = pkey.replace("\n", "\\n")
    C("gcp-service-account-json", "en",
      f"is this file supposed to work with gcloud auth activate-service-account?\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"tally-analytics\",\n"
      f"  \"private_key_id\": \"{pkid}\",\n  \"private_key\": \"{pkey_json}\\n\",\n  \"client_email\": \"etl@tally-analytics.iam.gserviceaccount.com\",\n  \"client_id\": \"{cid}\"\n}}",
      [pkey_json], [cid], "private key with escaped newlines in SA JSON; numeric client id look-alike; key id neutral")

    # 50 gitlab token + pipeline id
    gl = "glpat-" + rs(ALNUM + "-_", 20)
    pid = rd(10, True)
    C("gitlab-token-ci", "en",
      f"pipeline #{pid} fails at release stage:\nrelease-cli --server-url https://gitlab.com --private-token {gl} create --tag-name v2.3.1\n401 Unauthorized",
      [gl], [pid, "v2.3.1"], "GitLab PAT on CLI; pipeline id and tag look-alikes")

    # 51 huggingface token + revision
    hf = "hf_" + rs(string.ascii_letters, 34)
    rev = sha_hex(40)
    C("hf-token-login", "en",
      f"huggingface-cli login --token {hf}\nthen from_pretrained('meta-llama/Llama-3.1-8B', revision='{rev}') says gated repo. I did accept the license",
      [hf], [rev], "HF token on CLI; model revision sha look-alike")

    # 53 discord bot token + guild id
    gid = str(R.randint(10**17, 10**18 - 1))
    dtok = b64u(str(R.randint(10**17, 10**18 - 1)).encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    C("discord-bot-token", "en",
      f"discord.py: LoginFailure: Improper token has been passed.\nbot.run('{dtok}')\nguild id {gid} is set in the config too",
      [dtok], [gid], "Discord bot token; snowflake guild id look-alike")

    # 55 mysql -p
    mp = password("random").replace("!", "x")
    C("mysql-cli-password", "en",
      f"$ mysql -h db.internal -u root -p'{mp}' shop_prod\nERROR 2026 (HY000): SSL connection error\nserver is MySQL 8.0.36, client 8.4.0",
      [mp], ["8.0.36", "8.4.0"], "password via -p flag; versions look-alike")

    # 57 mongodb srv + objectid
    mpw = password("alnum")
    oid = rs(HEX, 24)
    C("mongodb-srv-objectid", "en",
      f"mongoose.connect('mongodb+srv://appuser:{mpw}@cluster0.x1y2z.mongodb.net/shop?retryWrites=true&w=majority')\n"
      f"findById('{oid}') returns null though the doc exists",
      [mpw], [oid], "password in SRV URI; ObjectId look-alike")

    # 59 django secret key
    dk = "django-insecure-" + rs(LO + DIG + "!@#$%^&*(-_=+)", 50)
    C("django-secret-key", "en",
      f"settings.py, is this okay for production?\nSECRET_KEY = '{dk}'\nDEBUG = False\nALLOWED_HOSTS = ['shop.example.com']\n"
      f"# later I want SECRET_KEY = os.environ['DJANGO_SECRET_KEY']",
      [dk], ["DJANGO_SECRET_KEY"], "generated Django secret key; env var name look-alike")

    # 60 negative code identifiers
    C("password-code-identifiers-negative", "en",
      "Code review question: is it fine to name the column password_hash and the function verify_password(plain, hashed)? "
      "We also have API_KEY_HEADER = \"X-Api-Key\" and a constant MIN_PASSWORD_LENGTH = 12.",
      [], ["password_hash", "verify_password", "X-Api-Key", "MIN_PASSWORD_LENGTH"], "identifiers from code that mention secrets")

    # 61 INI
    ip = password("mixed")
    C("ini-database-password", "en",
      f"config.ini for the inventory tool:\n\n[database]\nhost = 192.168.1.40\nport = 3306\nuser = inventory\npassword = {ip}\n\n[app]\nversion = 3.2.0\n\nit says access denied for user 'inventory'@'192.168.1.23'",
      [ip], ["192.168.1.40", "3.2.0"], "unquoted INI password; private IP and version look-alikes")

    # 62 JSON config with env ref
    jp = password("random").replace('"', "x").replace("\\", "x")
    C("json-config-password", "en",
      f"appsettings.Production.json:\n{{\n  \"Smtp\": {{\n    \"Host\": \"smtp.office365.com\",\n    \"User\": \"alerts@brightlane.io\",\n    \"Password\": \"{jp}\"\n  }},\n"
      f"  \"ConnectionStrings\": {{ \"Main\": \"${{SQL_CONN}}\" }}\n}}\nSMTP auth fails with 535 5.7.139",
      [jp], ["${SQL_CONN}", "535 5.7.139"], "JSON password; env reference and SMTP error code look-alikes")

    # 63 basic auth header + etag
    up = password("mixed")
    basic = b64(f"grafana-reader:{up}".encode())
    etag = '"' + rs(HEX, 32) + '"'
    C("basic-auth-header", "en",
      f"request:\nGET /api/dashboards/uid/ops HTTP/1.1\nAuthorization: Basic {basic}\n\nresponse:\nHTTP/1.1 304 Not Modified\nETag: {etag}\n\nwhy 304 when I changed the dashboard?",
      [basic], [etag], "Basic credentials base64; ETag look-alike")

    # 65 session cookie + _ga
    sess = rs(LO + DIG, 32)
    ga = f"GA1.1.{rd(10, True)}.{rd(10, True)}"
    C("session-cookie-curl", "en",
      f"copied as cURL from devtools:\ncurl 'https://portal.citypower.com/api/bills' -H 'Cookie: _ga={ga}; sessionid={sess}; theme=dark'\nworks in browser, 403 in python",
      [sess], [ga], "session cookie value; analytics cookie look-alike")

    # 66 amex + CID + last4 of other card
    ax = card("amex")
    cid4 = rd(4)
    l4 = rd(4)
    C("amex-cid-and-last4", "en",
      f"Airline wants me to re-enter payment. Old card ending in {l4} expired, new Amex is {ax[:4]} {ax[4:10]} {ax[10:]} with CID {cid4}. Will they charge twice?",
      [f"{ax[:4]} {ax[4:10]} {ax[10:]}", cid4], [l4], "Amex 4-6-5 grouping with 4-digit CID; last-4 of another card is a look-alike")

    # 67 negative IMEI
    im = imei()
    C("imei-unlock-negative", "en",
      f"Carrier asks for my IMEI to unlock the phone: {im}. Model SM-S918B, bought 2023. Is it safe to post the IMEI on a forum to ask about it?",
      [], [im, "SM-S918B"], "Luhn-valid IMEI and model number")

    # 68 port-out PIN + phone
    ppin = rd(6)
    C("port-out-pin", "en",
      f"Switching carriers. New carrier needs the transfer PIN, I generated {ppin} in the app, number to port is (412) 555-0198. How long does it take?",
      [ppin], ["(412) 555-0198"], "number-transfer PIN; phone number look-alike")

    # 69 router admin + wpa key + MAC
    radm, wpa = password("simple"), rs(LO + DIG, 12)
    mac = ":".join(rs("0123456789ABCDEF", 2) for _ in range(6))
    C("router-admin-and-wpa", "en",
      f"Setting up MAC filtering. Logged into 192.168.0.1 as admin with {radm}, WPA2 key is {wpa}. The printer's MAC is {mac}. Where do I add it?",
      [radm, wpa], [mac], "router admin and Wi-Fi keys; MAC look-alike")

    # 72 VPN + ticket
    vp = password("random")
    C("vpn-credentials-work", "en",
      f"IT sent me: vpn.corp-halden.com, user m.ortiz, temporary password {vp}, change at first login. The client errors with 'authentication failed (809)'. Ticket HD-55120",
      [vp], ["HD-55120"], "temporary VPN password; ticket id look-alike")

    # 73 split key over messages
    full = stripe_live("rk")
    a, b = full[:60], full[60:]
    C("split-key-two-messages", "en",
      f"the key is too long for one message so here's part 1:\n{a}\n---\npart 2:\n{b}\n---\njoin them and tell me if it's a restricted key",
      [a, b], [], "restricted key split over two messages")

    # 74 announced then sent
    ann = gh_fine()
    C("announced-token-next-message", "en",
      f"I'm going to paste my GitHub token next, please just check its format, don't keep it\n---\n{ann}",
      [ann], [], "fine-grained PAT announced before it is sent")

    # 76 exchange api key + secret, order id
    bk, bs = rs(ALNUM, 64), rs(ALNUM, 64)
    oid2 = rd(11, True)
    C("exchange-api-key-secret", "en",
      f"my trading bot (ccxt) throws 'Signature for this request is not valid'.\napiKey: {bk}\nsecret: {bs}\nlast order id {oid2}",
      [bk, bs], [oid2], "exchange key and secret; order id look-alike")

    # 77 google backup codes
    gcodes = [f"{rd(4)} {rd(4)}" for _ in range(4)]
    C("google-backup-codes", "en",
      "Which of my Google backup codes have I used? I still have these on paper: " + ", ".join(gcodes) + ". I think I crossed out two others.",
      gcodes, [], "8-digit backup codes")

    # 78 datadog api key vs trace id
    dd = rs(HEX, 32)
    trace = rs(HEX, 32)
    C("datadog-key-vs-trace-id", "en",
      f"datadog.yaml:\napi_key: {dd}\nsite: datadoghq.eu\n\nthe agent runs but trace {trace} never shows up in APM",
      [dd], [trace], "32-hex API key vs 32-hex trace id")

    # 79 negative sentry ids
    ev, tr, sp3 = rs(HEX, 32), rs(HEX, 32), rs(HEX, 16)
    C("sentry-ids-negative", "en",
      f"Sentry event {ev} links to trace {tr}, span {sp3}. Why isn't the parent transaction shown?",
      [], [ev, tr, sp3], "event, trace and span ids")

    # 80 webhook secret + event id
    wh = "whsec_" + rs(ALNUM, 32)
    evt = "evt_1" + rs(ALNUM, 23)
    C("stripe-webhook-secret", "en",
      f"stripe.Webhook.construct_event(payload, sig_header, '{wh}') raises SignatureVerificationError for {evt}. I'm behind nginx",
      [wh], [evt], "webhook signing secret; event id look-alike")

    # 81 rent: own account vs landlord account
    own_iban = iban("GB", R.choice(["NWBK", "BARC", "LOYD"]) + rd(6) + rd(8))
    ll_iban = iban("GB", R.choice(["HBUK", "MIDL"]) + rd(6) + rd(8))
    C("rent-own-vs-landlord-iban", "en",
      f"Setting up a standing order for rent. From my account {group(own_iban)} to the landlord's {group(ll_iban)}, reference FLAT 3B OCT. Should the reference be shorter?",
      [group(own_iban)], [group(ll_iban), "FLAT 3B OCT"], "speaker's IBAN is secret; landlord's IBAN look-alike")

    # 82 negative supplier invoice
    sup_iban = iban("GB", "NWBK" + rd(6) + rd(8))
    vat = "GB" + rd(9)
    C("supplier-invoice-negative", "en",
      f"Check this supplier invoice for me? Pay to Greyfield Timber Ltd, IBAN {sup_iban}, BIC NWBKGB2L, VAT reg {vat}, invoice INV-20931, amount £2,418.00.",
      [], [sup_iban, "NWBKGB2L", vat, "INV-20931", "£2,418.00"], "supplier's bank and VAT details")

    # 83 UK NI number + UTR + PAYE ref
    ni = rs("ABCEGHJKLMNPRSTWXYZ", 2) + rd(6) + R.choice("ABCD")
    utr = rd(10, True)
    paye = f"{rd(3)}/{rs(UP, 2)}{rd(5)}"
    C("uk-ni-and-utr", "en",
      f"Self assessment: my NI number {ni[:2]} {ni[2:4]} {ni[4:6]} {ni[6:8]} {ni[8]}, UTR {utr}. Employer PAYE reference {paye}. Where does the PAYE ref go?",
      [f"{ni[:2]} {ni[2:4]} {ni[4:6]} {ni[6:8]} {ni[8]}", utr], [paye], "own NI number and UTR; employer PAYE ref look-alike")

    # 84 TLS key vs certificate
    cert = pem("CERTIFICATE", b"\x30\x82\x03\x5e\x30\x82\x02\x46\xa0\x03\x02\x01\x02", 300)
    eck = pem("EC PRIVATE KEY", b"\x30\x77\x02\x01\x01\x04\x20", 32 + 80)
    C("tls-key-vs-cert", "en",
      f"nginx: SSL_CTX_use_PrivateKey failed (key values mismatch). cert file:\n{cert}\nkey file:\n{eck}",
      [eck], [cert], "EC private key secret; certificate (public) look-alike")

    # 88 terraform tfvars
    cs = rs(ALNUM + "~._-", 40)
    ami = "ami-0" + rs(HEX, 16)
    C("terraform-tfvars-client-secret", "en",
      f"terraform.tfvars\nregion = \"us-east-1\"\nami_id = \"{ami}\"\nazuread_client_secret = \"{cs}\"\ninstance_type = \"t3.medium\"\n\nshould tfvars be in git?",
      [cs], [ami], "client secret in tfvars; AMI id look-alike")

    # 90 windows key retail vs KMS generic
    wk = "-".join(rs("BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
    C("windows-key-retail-vs-kms", "en",
      f"Activation fails with 0xC004C003. I typed my retail key {wk}. A forum says to first try the generic W269N-WFGWX-YVC9B-4J6C9-T83GX. Is that legit?",
      [wk], ["W269N-WFGWX-YVC9B-4J6C9-T83GX", "0xC004C003"], "purchased product key vs Microsoft's published generic KMS client key")

    # 91 negative: data URI
    png = "iVBORw0KGgoAAAANSUhEUgAA" + b64(rbytes(90))
    C("data-uri-negative", "en",
      f"Why is my email signature image broken in Outlook? <img src=\"data:image/png;base64,{png}\" width=\"120\">",
      [], [png], "long base64 image data")

    # 93 presigned URL
    akp = aws_akid("ASIA")
    sigv = rs(HEX, 64)
    stoken = "IQoJb3JpZ2luX2VjE" + rs(B64, 180)
    C("s3-presigned-url", "en",
      f"shared this link with a client and it expired immediately:\nhttps://acme-exports.s3.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akp}%2F20251204%2Fus-east-1%2Fs3%2Faws4_request"
      f"&X-Amz-Date=20251204T101500Z&X-Amz-Expires=604800&X-Amz-Security-Token={stoken}&X-Amz-SignedHeaders=host&X-Amz-Signature={sigv}",
      [stoken, sigv], ["20251204T101500Z"], "session token and signature in presigned URL; temp key id neutral; timestamp look-alike")

    # 94 VIN negative + plate
    v = vin()
    C("vin-lookup-negative", "en",
      f"Is there a recall on my car? VIN {v}, 2019, plate 8KRT204. The dealer says no but I got a letter.",
      [], [v, "8KRT204"], "VIN with valid check digit and licence plate")

    # 95 ISBN/EAN negative
    isbn, ean = ean13("978"), ean13("40")
    C("isbn-ean-negative", "en",
      f"Bookstore scanner reads {ean} for the book but the ISBN on the back is {isbn}. Why two numbers?",
      [], [ean, isbn], "EAN/ISBN with valid check digits")

    # 96 password that's a plain word
    plain = R.choice(["sunflower", "blueberry", "meadowlark", "tangerine"])
    C("plain-word-password", "en",
      f"grandma's tablet: the Google account password is just {plain} all lowercase, she wants it easier to type. Suggest something memorable but safer?",
      [plain], [], "password that is an ordinary dictionary word")

    # 97 old password still secret + masked
    oldp, newp = password("mixed"), password("mixed")
    C("old-and-new-password", "en",
      f"The payroll site forced a change. Old one was {oldp}, new is {newp}. The login page shows ******** and says wrong password with the new one",
      [oldp, newp], ["********"], "old and new passwords; masked placeholder look-alike")

    # 98 negative: last 4, masked card
    l4b = rd(4)
    C("masked-card-negative", "en",
      f"My statement shows a charge of $12.99 from 'APPLE.COM/BILL' on card **** **** **** {l4b}. I don't have any subscriptions. Dispute it?",
      [], [f"**** **** **** {l4b}", "$12.99"], "masked card and amount")

    # 99 otpauth URI
    ots = totp_seed(16)
    C("otpauth-uri", "en",
      f"I decoded the QR from my VPN enrollment: otpauth://totp/Halden%20VPN:m.ortiz?secret={ots}&issuer=Halden%20VPN&digits=6&period=30. Can I add it to two phones?",
      [ots], [], "TOTP seed in otpauth URI")

    # 100 pypi token in pypirc
    pypi = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 160)
    C("pypirc-token", "en",
      f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {pypi}\n\ntwine upload dist/* -> 403 Invalid or non-existent authentication information",
      [pypi], ["__token__"], "PyPI API token as INI password; literal username look-alike")

    # 104 negative: docs connection string placeholder
    C("conn-string-template-negative", "en",
      "The tutorial has DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME and also postgresql://postgres:postgres@localhost:5432/postgres for local dev. Which one do I copy?",
      [], ["USER:PASSWORD@HOST", "postgres:postgres@localhost"], "template and default local connection strings")

    # 106 spelled-out card in words? -> card read with dashes
    cn2 = card("mc2")
    dash = "-".join(cn2[i:i + 4] for i in range(0, 16, 4))
    C("card-with-dashes-and-zip", "en",
      f"ok the card is {dash} exp 03/29 cvv {rd(3)}, zip 60614 — please just tell me if the number looks valid before I submit",
      [dash], ["60614"], "Mastercard 2-series with dashes; zip code look-alike")
    last = CASES[-1]
    last["secrets"].append(last["text"].split("cvv ")[1].split(",")[0])


# ================================================================================================
# OTHER LANGUAGES
# ================================================================================================
def other_languages():
    # ---------------- de
    sid = de_steuerid()
    ib = iban("DE", bban_de())
    fa_iban = iban("DE", "76000000" + rd(10))
    C("de-steuer-id-iban", "de",
      f"Ich sitze gerade an der Steuererklärung in ELSTER und das Feld Identifikationsnummer wird rot markiert. Meine Steuer-ID ist {sid}, "
      f"für die Erstattung habe ich {group(ib)} angegeben. Auf dem letzten Bescheid steht als Konto vom Finanzamt {group(fa_iban)}. Was mache ich falsch?",
      [sid, group(ib)], [group(fa_iban)], "Steuer-ID (ISO 7064 check) and own IBAN; tax office's account look-alike")

    hw_vat = de_vat()
    hw_iban = iban("DE", bban_de())
    C("de-handwerker-rechnung-negativ", "de",
      f"Der Handwerker hat mir eine Rechnung geschickt: Rechnungsnr. 2025-0871, USt-IdNr. {hw_vat}, zahlbar auf {hw_iban} bis 15.12.2025, Betrag 1.874,60 €. "
      f"Darf er ohne Kostenvoranschlag so viel verlangen?",
      [], [hw_vat, hw_iban, "2025-0871", "1.874,60 €"], "tradesman's VAT id (check digit valid) and IBAN")

    alarm = rd(5)
    C("de-alarmanlage-nachbarin", "de",
      f"Formulier mir bitte eine nette Nachricht an unsere Nachbarin Frau Jäger: Sie soll während unseres Urlaubs die Blumen gießen, "
      f"die Alarmanlage geht mit {alarm} und dann Taste AUS aus, der Schlüssel liegt im Briefkasten Nr. 4.",
      [alarm], [], "alarm code in a neighbour note")

    # ---------------- fr
    nir, key = fr_nir()
    nir_fmt = f"{nir[0]} {nir[1:3]} {nir[3:5]} {nir[5:7]} {nir[7:10]} {nir[10:13]} {key}"
    rib = iban("FR", bban_fr())
    contrat = "MUT-2025-" + rd(6)
    C("fr-secu-rib-mutuelle", "fr",
      f"Je dois remplir le formulaire d'adhésion de la mutuelle. Mon numéro de sécu c'est {nir_fmt} et pour le remboursement mon IBAN {group(rib)}. "
      f"Ils demandent aussi un « numéro d'adhérent », c'est quoi ? Sur le devis il y a juste « contrat n° {contrat} ».",
      [nir_fmt, group(rib)], [contrat], "NIR with key 97 and French IBAN with valid RIB key")

    siren = fr_siren()
    siret = siren + rd(4)
    siret = siret + luhn_digit(siret)
    C("fr-facture-tva-negatif", "fr",
      f"Sur la facture d'électricité il y a SIRET {siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]} et n° TVA intracom {fr_vat(siren)}, "
      f"référence facture 10098876231. Pourquoi la TVA est à 5,5 % sur l'abonnement ?",
      [], [f"{siret[:3]} {siret[3:6]} {siret[6:9]} {siret[9:]}", fr_vat(siren), "10098876231"], "company SIRET (Luhn) and VAT number (key) look-alikes")

    code_porte = f"{rd(2)}{R.choice('AB')}{rd(2)}"
    C("fr-digicode-annonce", "fr",
      f"Je vais t'envoyer le digicode de l'immeuble pour que tu rédiges le message pour le livreur, ne le garde pas hein\n---\n{code_porte}, bâtiment C, 3e étage",
      [code_porte], [], "door code announced then sent")

    # ---------------- es
    dni = es_dni()
    ibes = iban("ES", bban_es())
    refb = rs(UP + DIG, 6)
    C("es-renta-dni-iban", "es",
      f"Estoy haciendo la renta en la web de la Agencia Tributaria y me pide confirmar datos. DNI {dni}, cuenta para la devolución {group(ibes)}. "
      f"Me sale un error de 'cuenta no titularidad', ¿qué significa? El borrador tiene la referencia {refb}.",
      [dni, group(ibes)], [refb], "DNI with control letter; Spanish IBAN with both DC digits valid")

    cif = es_cif()
    C("es-empresa-cif-negativo", "es",
      f"La academia de mi hija me ha mandado el recibo con CIF {cif}, número de pedido 458/2025 y un IBAN para pagar, pero el IBAN no lo tengo aquí. "
      f"¿Puedo desgravarme las clases de inglés?",
      [], [cif, "458/2025"], "company CIF with valid control digit")

    pin_portal = rd(4) + "#"
    while pin_portal[0] == pin_portal[1]:
        pin_portal = rd(4) + "#"
    C("es-codigo-portal-correccion", "es",
      f"el código del portal es {pin_portal}\n---\nperdón, me equivoqué, es {pin_portal[:2][::-1] + pin_portal[2:]}. escríbeme un mensaje para la señora de la limpieza con eso",
      [pin_portal, pin_portal[:2][::-1] + pin_portal[2:]], [], "door code corrected in second message")

    # ---------------- pt (BR + PT)
    cpf = br_cpf()
    senha = password("simple")
    cnpj = br_cnpj()
    C("pt-br-cpf-senha-app", "pt",
      f"Tô tentando entrar no app do banco e dá erro. Meu CPF é {cpf} e a senha de 6 dígitos é {rd(6)}, a senha do internet banking é {senha}. "
      f"A loja onde comprei (CNPJ {cnpj}) disse que o Pix não caiu.",
      [cpf, senha], [cnpj], "CPF with check digits and passwords; shop's CNPJ look-alike")
    last = CASES[-1]
    last["secrets"].append(last["text"].split("6 dígitos é ")[1].split(",")[0])

    nif = pt_nif(R.choice("123"))
    nif_senh = pt_nif("2")
    ibpt = iban("PT", bban_pt())
    C("pt-pt-nif-iban-renda", "pt",
      f"Preciso de fazer o recibo de renda no Portal das Finanças. O meu NIF é {nif}, o do senhorio é {nif_senh}, e a renda sai da minha conta {group(ibpt)}. "
      f"Onde é que indico o valor de 650 €?",
      [nif, group(ibpt)], [nif_senh, "650 €"], "own NIF and IBAN (NIB check); landlord's NIF look-alike")

    trk = s10_tracking("NL", "BR")
    C("pt-rastreio-negativo", "pt",
      f"Meu pedido 1123-884502 da loja está parado. Código de rastreio {trk}, diz 'objeto aguardando pagamento'. Taxa de R$ 38,90. É golpe?",
      [], [trk, "1123-884502", "R$ 38,90"], "UPU S10 tracking number with valid check digit")

    # ---------------- it
    cf = it_cf("RSS", "MRA", female=True)
    ibit = iban("IT", bban_it())
    piva = it_piva()
    C("it-cf-iban-bonus", "it",
      f"Per il bonus asilo nido l'INPS mi chiede codice fiscale e IBAN. Il mio CF è {cf}, IBAN {ibit}. "
      f"Il commercialista (P.IVA {piva}) dice che devo allegare anche l'ISEE 2025. Giusto?",
      [cf, ibit], [piva], "codice fiscale and IBAN with computed check chars; accountant's VAT number (Luhn) look-alike")

    sp = password("random")
    C("it-spring-properties", "it",
      f"Spring Boot 3.3.4 non si connette al DB, mi dai una mano?\n\nspring.datasource.url=jdbc:mysql://10.0.3.12:3306/magazzino\n"
      f"spring.datasource.username=magazzino_app\nspring.datasource.password={sp}\nspring.jpa.hibernate.ddl-auto=validate",
      [sp], ["3.3.4"], "properties password; version look-alike")

    prot = "INPS.2900." + rd(2) + "/" + rd(2) + "/2025." + rd(7)
    C("it-spid-negativo", "it",
      f"Non ricordo il PIN dello SPID e la app mi chiede di rifare tutto. Ho solo il numero di protocollo della domanda {prot}. "
      f"Come faccio a recuperare le credenziali senza andare in posta?",
      [], [prot], "mentions PIN without value; protocol number look-alike")

    # ---------------- nl
    bsn = nl_bsn()
    ibnl = iban("NL", bban_nl())
    C("nl-bsn-iban-toeslag", "nl",
      f"Ik vraag huurtoeslag aan en het formulier accepteert mijn BSN niet. Ik typ {bsn} en als rekeningnummer {ibnl}. "
      f"Het geld van de Belastingdienst komt altijd van NL86 INGB 0002 4455 88 toch?",
      [bsn, ibnl], ["NL86 INGB 0002 4455 88"], "BSN (11-proof) and own IBAN; tax office's public IBAN look-alike")

    azs = rs(ALNUM + "~._-", 40)
    tid = uuid4()
    C("nl-terraform-azure", "nl",
      f"Mijn pipeline faalt met AADSTS7000215. In de variables staat:\nARM_TENANT_ID={tid}\nARM_CLIENT_SECRET={azs}\nKlopt het dat de secret verlopen kan zijn?",
      [azs], [tid], "client secret; tenant id look-alike")

    kvk = rd(8, True)
    btw = f"NL{rd(9)}B01"
    C("nl-webshop-kvk-negatief", "nl",
      f"Is deze webshop betrouwbaar? Onderaan staat KvK {kvk}, btw-nummer {btw}, bestelnummer 700-1183-22. Ze willen betaling via iDEAL.",
      [], [kvk, btw, "700-1183-22"], "shop registration and VAT numbers")

    # ---------------- pl
    pesel = pl_pesel(1987, R.randint(1, 12), R.randint(1, 28), female=False)
    ibpl = iban("PL", bban_pl())
    wn = "ZAS-" + rd(8, True)
    C("pl-pesel-konto-zus", "pl",
      f"Wypełniam wniosek w ZUS o zasiłek. PESEL {pesel}, numer konta {ibpl[2:4]} {group(ibpl[4:])}. Czy muszę podawać PL na początku? Wniosek ma numer {wn}.",
      [pesel, f"{ibpl[2:4]} {group(ibpl[4:])}"], [wn], "PESEL with check digit and NRB (sort-code check + IBAN check)")

    blik = rd(6)
    zam = rd(10, True)
    C("pl-blik-kod", "pl",
      f"Ktoś na OLX pisze, żebym mu podał kod BLIK to on mi przeleje za rower. Właśnie wygenerowałem {blik}, zamówienie nr {zam}. Podać mu?",
      [blik], [zam], "BLIK one-time code; order number look-alike")

    nip = pl_nip()
    C("pl-faktura-nip-negatyw", "pl",
      f"Dostałem fakturę FV/2025/11/0342 od firmy z NIP {nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}. Kwota 2 340,00 zł brutto. Czy mogę ją odliczyć jako JDG?",
      [], ["FV/2025/11/0342", f"{nip[:3]}-{nip[3:6]}-{nip[6:8]}-{nip[8:]}", "2 340,00 zł"], "company NIP with check digit")

    # ---------------- ru
    inn, snils = ru_inn12(), ru_snils()
    emp_inn = ru_inn10()
    C("ru-inn-snils-gosuslugi", "ru",
      f"Госуслуги не принимают мои данные для налогового вычета. ИНН {inn}, СНИЛС {snils}. ИНН работодателя {emp_inn}. Где ошибка?",
      [inn, snils], [emp_inn], "personal INN and SNILS with check digits; employer's INN look-alike")

    mir = card("mir")
    bic = "04452" + rd(4)
    C("ru-karta-mir-cvc", "ru",
      f"Не проходит оплата ЖКХ. Карта Мир {group(mir)}, срок 08/27, CVC {rd(3)}. Банк получателя БИК {bic}, корр. счёт 30101810{rd(9)}{bic[-3:]}. Что не так?",
      [group(mir)], [bic], "Mir card (Luhn) + CVC; payee bank BIC look-alike, corr. account neutral")
    last = CASES[-1]
    last["secrets"].append(last["text"].split("CVC ")[1].split(".")[0])

    tg = f"{rd(10, True)}:AA{rs(B64URL, 33)}"
    C("ru-telegram-bot-aiogram", "ru",
      f"бот на aiogram 3.13 не отвечает\n\nbot = Bot(token=\"{tg}\")\ndp = Dispatcher()\n\nв логах TelegramUnauthorizedError. токен брал у BotFather вчера",
      [tg], ["3.13"], "Telegram bot token; library version look-alike")

    # ---------------- uk
    rnokpp = ua_rnokpp()
    ibua = ukraine_iban()
    zay = rd(6, True) + "-" + rd(4)
    C("uk-rnokpp-iban-vyplata", "uk",
      f"Заповнюю заяву на виплату в Дії. Мій РНОКПП {rnokpp}, IBAN {ibua}. Пише «невірний формат рахунку», що не так? Номер заяви {zay}.",
      [rnokpp, ibua], [zay], "Ukrainian taxpayer number with check digit and UA IBAN")

    cu = card("mc")
    pinu = rd(4)
    C("uk-kartka-pin", "uk",
      f"Мама забула ПІН від картки {cu[-4:]}... ні, ось повний номер {cu}, ПІН був {pinu}, але банкомат пише «невірний». Як його змінити в Приват24?",
      [cu, pinu], [cu[-4:] + "..."], "card number and PIN; last-four fragment look-alike")
    last = CASES[-1]
    last["lookalikes"] = []
    last["note"] = "card number and PIN (last-four fragment precedes full number, left neutral)"

    edr = ua_edrpou()
    np_ttn = "2045" + rd(10)
    C("uk-novaposhta-negativ", "uk",
      f"Посилка з ТТН {np_ttn} застрягла. Відправник ТОВ «Світло Дім», код ЄДРПОУ {edr}, накладений платіж 1 250 грн. Як подати претензію?",
      [], [np_ttn, edr, "1 250 грн"], "waybill number and company code (check digit)")

    # ---------------- tr
    tc = tr_tckn()
    bno = "2025" + rd(7)
    ibtr = iban("TR", R.choice(["00010", "00062", "00046", "00064"]) + "0" + rd(16))
    C("tr-tckn-iban-burs", "tr",
      f"Burs başvurusunda TC kimlik numaramı ({tc}) ve IBAN'ımı ({group(ibtr)}) girdim ama 'kimlik doğrulanamadı' hatası veriyor. Başvuru numaram {bno}. Ne yapmalıyım?",
      [tc, group(ibtr)], [bno], "TCKN with both check digits and TR IBAN")

    edev = password("mixed")
    C("tr-edevlet-sifre", "tr",
      f"Babamın e-Devlet şifresi {edev}, giriş yapınca SGK hizmet dökümü nereden alınıyor? Bir de telefonuma gelen kodu girmem gerekiyor mu?",
      [edev], [], "e-Devlet password of a parent")

    kargo = rd(12, True)
    C("tr-kargo-negatif", "tr",
      f"Trendyol siparişim 10987345512 hâlâ gelmedi, kargo takip no {kargo}. Satıcının vergi no'su 4810387254 yazıyor faturada. İade mi etsem?",
      [], ["10987345512", kargo, "4810387254"], "order, tracking and seller tax number")

    # ---------------- ar
    said = sa_id()
    talab = rd(9, True)
    ibsa = iban("SA", R.choice(["80", "10", "45"]) + rd(18))
    C("ar-hawiya-iban", "ar",
      f"أحاول تحديث بياناتي في منصة حساب المواطن، رقم الهوية {said} والآيبان {group(ibsa)}، لكن يظهر خطأ «الحساب غير مطابق». رقم الطلب {talab}. هل المشكلة من البنك؟",
      [said, group(ibsa)], [talab], "Saudi national id (Luhn) and SA IBAN")

    otp = rd(4)
    C("ar-absher-otp", "ar",
      f"وصلتني رسالة من أبشر: رمز التحقق {otp}. شخص اتصل بي يقول إنه من الجوازات ويطلب الرمز لتجديد الإقامة. هل أعطيه؟",
      [otp], [], "OTP quoted from SMS, social engineering situation")

    vat_sa = "3" + rd(13) + "3"
    C("ar-fatura-negative", "ar",
      f"فاتورة المتجر فيها الرقم الضريبي {vat_sa} ورقم الطلب 88102345، والمبلغ 345.50 ريال شامل الضريبة. هل الضريبة 15% محسوبة صح؟",
      [], [vat_sa, "88102345", "345.50"], "shop VAT number and order number")

    # ---------------- he
    tz = il_tz()
    tik = "9" + rd(8)
    C("he-tz-account", "he",
      f"אני ממלא טופס 101 במשרה החדשה. מספר תעודת הזהות שלי {tz}, חשבון בנק 12-{rd(3)}-{rd(6)} בבנק הפועלים. מה לכתוב בשדה 'מצב משפחתי' אם אנחנו ידועים בציבור? תיק הניכויים של המעסיק הוא {tik}.",
      [tz], [tik], "Israeli ID with check digit; account numbered separately")
    last = CASES[-1]
    acc = last["text"].split("חשבון בנק ")[1].split(" ")[0]
    last["secrets"].append(acc)

    door = rd(4) + "*"
    C("he-kod-binyan", "he",
      f"תכתוב לי הודעה לשליח של וולט: הקוד בכניסה לבניין {door}, קומה 4 דירה 12, אם לא עונים להשאיר ליד הדלת.",
      [door], [], "building door code")

    hp_co = il_tz(rd(8))
    C("he-heshbonit-negative", "he",
      f"קיבלתי חשבונית מס 55012 מחברה עם ח.פ. {hp_co} על סך 1,170 ₪. מגיע לי החזר מע\"מ כעצמאי פטור?",
      [], ["55012", hp_co, "1,170 ₪"], "company registration number (same check scheme) and invoice")

    # ---------------- fa
    mc_ir = ir_code()
    shetab = card("shetab")
    cvv2 = rd(R.choice([3, 4]))
    pouya = rd(6)
    C("fa-kart-cvv2-ramz", "fa",
      f"می‌خواهم برای شارژ سیم‌کارت پرداخت کنم ولی درگاه خطا می‌دهد. شماره کارت {group(shetab, 4, '-')}، CVV2 {cvv2}، رمز دوم پویا {pouya}. کد ملی‌ام {mc_ir} است. مشکل چیست؟",
      [group(shetab, 4, "-"), cvv2, pouya, mc_ir], [], "card (Luhn), CVV2, dynamic second password, national code (check digit)")

    sheba_co = iban("IR", "0" + "12" + "0" + rd(19))
    sheba = iban("IR", "0" + R.choice(["17", "12", "55", "56"]) + "0" + rd(19))
    C("fa-sheba-hoghoogh", "fa",
      f"شماره شبای من {sheba} است. برای واریز حقوق به حسابداری شرکت بفرستم، متن ایمیل را رسمی بنویس. شبای خود شرکت که روی فیش حقوقی هست {sheba_co} است.",
      [sheba], [sheba_co], "own IR IBAN (sheba)")

    track = rd(12, True)
    C("fa-peygiri-negative", "fa",
      f"خرید اینترنتی کردم و پول از حسابم کم شد ولی سفارش ثبت نشد. کد پیگیری {track} و شماره سفارش 1403-77210 است. چند روز طول می‌کشد پول برگردد؟",
      [], [track, "1403-77210"], "payment tracking and order numbers")

    # ---------------- hi
    aad = in_aadhaar()
    pan = in_pan(R.choice(UP))
    gst = in_gstin()
    C("hi-aadhaar-pan-gst", "hi",
      f"मुझे ITR फाइल करनी है। मेरा आधार {aad[:4]} {aad[4:8]} {aad[8:]} और PAN {pan} है। दुकान के बिल पर GSTIN {gst} लिखा है, क्या वो भी डालना पड़ेगा?",
      [f"{aad[:4]} {aad[4:8]} {aad[8:]}", pan], [gst], "Aadhaar (Verhoeff) and PAN; shop GSTIN (mod-36 check) look-alike")

    upi_pin = rd(6)
    utr = rd(12, True)
    C("hi-upi-pin-refund", "hi",
      f"एक आदमी बोल रहा है कि रिफंड के लिए मुझे अपना UPI PIN डालना होगा। मेरा PIN {upi_pin} है, और पिछला पेमेंट UTR {utr} था, merchant का UPI ID sharmastore@okaxis। क्या ये धोखा है?",
      [upi_pin], [utr, "sharmastore@okaxis"], "UPI PIN; transaction reference and merchant VPA look-alikes")

    accn = rd(R.choice([11, 14]), True)
    C("hi-bank-account-ifsc", "hi",
      f"पापा के अकाउंट में पैसे भेजने हैं: खाता संख्या {accn}, IFSC SBIN0004271। पर ये मेरा ही दूसरा खाता है, नाम Rakesh Verma। NEFT में कितना टाइम लगेगा?",
      [accn], ["SBIN0004271"], "own account number; public IFSC look-alike")

    # ---------------- id
    nik = R.choice(["3174", "3273", "3578"]) + rd(2) + f"{R.randint(41, 68):02d}{R.randint(1, 12):02d}{R.randint(85, 99):02d}" + rd(4)
    rek = rd(10, True)
    npwp = f"01.{rd(3)}.{rd(3)}.{rd(1)}-{rd(3)}.000"
    C("id-nik-rekening", "id",
      f"Mau daftar BPJS Kesehatan online, NIK aku {nik}, nomor rekening BCA {rek} buat autodebet. Kantor aku NPWP-nya {npwp}, perlu diisi juga nggak?",
      [nik, rek], [npwp], "NIK and bank account; employer's NPWP look-alike")

    otp_id = rd(4)
    C("id-otp-gojek", "id",
      f"Tadi ada yang WA ngaku dari Gojek, minta kode OTP. SMS-nya: 'JANGAN BERIKAN kode ini kepada siapapun. Kode verifikasi Anda {otp_id}.' Udah aku kasih, gimana ini?",
      [otp_id], [], "OTP already given to scammer")

    resi = "JP" + rd(10, True)
    va = "8808" + rd(12)
    C("id-resi-va-negatif", "id",
      f"Paket aku resi {resi} nyangkut di gudang. Terus tagihan Shopee suruh bayar ke virtual account {va} sebesar Rp 187.500. Itu VA resmi bukan?",
      [], [resi, va, "Rp 187.500"], "tracking number and merchant virtual account")

    # ---------------- vi
    cccd = R.choice(["001", "079", "048"]) + R.choice("0123") + rd(2) + rd(6)
    stk = rd(R.choice([10, 13]), True)
    C("vi-cccd-tai-khoan", "vi",
      f"Mình đang làm hồ sơ vay ở ngân hàng, số CCCD là {cccd}, số tài khoản Vietcombank {stk}. Họ hỏi thêm thu nhập hàng tháng, mình ghi 18.500.000 đ được không?",
      [cccd, stk], ["18.500.000 đ"], "citizen ID and own account; amount look-alike")

    mk = password("mixed")
    C("vi-mat-khau-wifi", "vi",
      f"Mật khẩu wifi nhà mình là {mk}, tên mạng là Viettel_Tang3. Sao điện thoại của bà ngoại cứ báo sai mật khẩu nhỉ?",
      [mk], ["Viettel_Tang3"], "Wi-Fi password; SSID look-alike")

    mst = rd(10, True)
    mvd = "SPXVN0" + rd(11)
    C("vi-ma-van-don-negative", "vi",
      f"Đơn hàng mã vận đơn {mvd} bị hoàn về. Hoá đơn ghi mã số thuế người bán {mst}. Mình khiếu nại ở đâu?",
      [], [mvd, mst], "waybill and seller tax code")

    # ---------------- th
    thid = th_id()
    bacc = f"{rd(3)}-{rd(1)}-{rd(5)}-{rd(1)}"
    C("th-batprachachon-account", "th",
      f"จะลงทะเบียนรับเงินคืนภาษี เลขบัตรประชาชน {thid[0]}-{thid[1:5]}-{thid[5:10]}-{thid[10:12]}-{thid[12]} บัญชีกสิกร {bacc} ต้องผูกพร้อมเพย์ก่อนไหม หรือโทรถามสรรพากร 1161 ดี",
      [f"{thid[0]}-{thid[1:5]}-{thid[5:10]}-{thid[10:12]}-{thid[12]}", bacc], ["1161"], "Thai ID (mod-11 check) and account number")

    otp_th = rd(6)
    ref = rs(UP, 4)
    C("th-otp-ref", "th",
      f"ได้ SMS ว่า 'OTP={otp_th} (Ref={ref}) ใช้ยืนยันการโอนเงิน 4,900 บาท ภายใน 5 นาที' แต่ฉันไม่ได้โอนอะไรเลย ควรทำยังไง",
      [otp_th], [ref, "4,900 บาท"], "OTP next to its reference code (look-alike)")

    th_tax = th_id()
    C("th-tax-company-negative", "th",
      f"ใบกำกับภาษีของร้านมีเลขประจำตัวผู้เสียภาษี {th_tax} เลขที่ใบกำกับ IV6801-0045 ยอด 2,354.00 บาท ใช้ลดหย่อนได้ไหม",
      [], [th_tax, "IV6801-0045", "2,354.00 บาท"], "company tax id (same check scheme) and invoice number")

    # ---------------- sv
    pnr = se_pnr(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
    clearing = R.choice(["8327-9", "6152", "3300", "5018"])
    konto = rd(10)
    C("sv-personnummer-konto", "sv",
      f"Försäkringskassan vill ha mitt personnummer och konto för utbetalning. Personnummer {pnr}, clearing {clearing}, kontonummer {konto}. Räcker det eller behövs IBAN?",
      [pnr, konto], [clearing], "personnummer (Luhn) and account; bank clearing number look-alike")

    bankid = rd(6)
    C("sv-bankid-sakerhetskod", "sv",
      f"Jag glömmer hela tiden säkerhetskoden till BankID, den är {bankid}. Kan du hitta på ett sätt att komma ihåg den utan att skriva ner den?",
      [bankid], [], "BankID security code")

    org = se_orgnr()
    bg = rd(7)
    bg = bg + luhn_digit(bg)
    ocr = rd(9) + "0"
    ocr = ocr[:-1] + luhn_digit(ocr[:-1])
    C("sv-faktura-ocr-negativ", "sv",
      f"Elräkningen: betala till bankgiro {bg[:4]}-{bg[4:]}, OCR {ocr}, org.nr {org}, 1 286 kr senast 30/12. Vad händer om jag skriver fel OCR?",
      [], [f"{bg[:4]}-{bg[4:]}", ocr, org, "1 286 kr"], "bankgiro, OCR reference and org number (all Luhn)")

    # ---------------- da
    cpr = f"{R.randint(1, 28):02d}{R.randint(1, 12):02d}{R.randint(70, 99):02d}-{rd(4)}"
    reg, kto = rd(4, True), rd(10)
    sag = "SU-" + rd(7, True)
    C("da-cpr-konto", "da",
      f"Jeg skal udfylde ansøgningen om SU. Mit CPR-nummer er {cpr}, og NemKonto er reg.nr. {reg} kontonr. {kto}. Hvorfor skal jeg bruge MitID bagefter? Sagsnummeret er {sag}.",
      [cpr, kto], [reg, sag], "CPR and own account number")

    nb = rd(4)
    C("da-noegleboks", "da",
      f"Skriv en sms til håndværkeren: nøgleboksen ved bagdøren har koden {nb}, husk at rykke koden rundt igen bagefter, og alarmen er slået fra.",
      [nb], [], "key-box code")

    cvr = dk_cvr()
    C("da-faktura-cvr-negativ", "da",
      f"Fakturaen fra VVS-firmaet har CVR {cvr}, fakturanr. 22871 og betalingslinjen +71<{rd(15)}+{rd(8)}<. Hvordan betaler jeg et FI-kort i netbanken?",
      [], [cvr, "22871"], "company CVR (mod 11); payment line neutral")

    # ---------------- no
    fnr = no_fnr(R.randint(1, 28), R.randint(1, 12), R.randint(70, 99))
    kontono = bban_no()
    saks = "25/" + rd(5, True)
    C("no-fnr-kontonummer", "no",
      f"NAV-skjemaet vil ha fødselsnummer og kontonummer. Mitt fødselsnummer er {fnr[:6]} {fnr[6:]}, konto {kontono[:4]}.{kontono[4:6]}.{kontono[6:]}. Godtar de punktum i kontonummeret? Saksnummer {saks}.",
      [f"{fnr[:6]} {fnr[6:]}", f"{kontono[:4]}.{kontono[4:6]}.{kontono[6:]}"], [saks], "fødselsnummer with both mod-11 digits and account (mod 11)")

    bpw = password("mixed")
    C("no-bankid-passord", "no",
      f"Har byttet BankID-passord til {bpw}, men nå sier DNB-appen 'feil passord'. Tar det litt tid før det nye passordet gjelder?",
      [bpw], [], "BankID password")

    orgno = no_orgnr()
    kid = rd(10)
    kid = kid + luhn_digit(kid)
    C("no-faktura-kid-negativ", "no",
      f"Fikk en faktura fra Fjordkraft med KID {kid} og org.nr. {orgno[:3]} {orgno[3:6]} {orgno[6:]}, beløp kr 2 113,40. Må KID-en være med i betalingen?",
      [], [kid, f"{orgno[:3]} {orgno[3:6]} {orgno[6:]}", "kr 2 113,40"], "KID (mod 10) and org number (mod 11)")

    # ---------------- fi
    hetu = fi_hetu(R.randint(1, 28), R.randint(1, 12), R.randint(70, 99))
    ibfi = iban("FI", bban_fi())
    C("fi-hetu-iban-kela", "fi",
      f"Täytän Kelan asumistukihakemusta. Henkilötunnukseni on {hetu} ja tilinumero {group(ibfi)}. Pitääkö vuokrasopimus liittää heti? Vuokra on 780 € kuussa.",
      [hetu, group(ibfi)], ["780 €"], "henkilötunnus with check char and FI IBAN")

    modem_pw = rs(LO + DIG, 10)
    C("fi-modeemi-salasana", "fi",
      f"Vaihdoin reitittimen hallintasalasanaksi {modem_pw} ja nyt en pääse enää sisään osoitteesta 192.168.1.1. Nollaanko laitteen?",
      [modem_pw], ["192.168.1.1"], "router admin password; gateway IP look-alike")

    yt = fi_ytunnus()
    viite = fi_viite()
    C("fi-lasku-viite-negatiivinen", "fi",
      f"Sähkölaskussa on viitenumero {viite}, Y-tunnus {yt} ja eräpäivä 2.1.2026. Jos maksan ilman viitettä, meneekö maksu perille?",
      [], [viite, yt, "2.1.2026"], "reference number (7-3-1) and business id (mod 11)")

    # ---------------- cs
    rc = cz_rc(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), female=True)
    bank, pref, acct = bban_cz()
    fu_acct = "7701-" + rd(8, True) + "/0710"
    C("cs-rodne-cislo-ucet", "cs",
      f"Vyplňuju přiznání k dani. Rodné číslo {rc}, číslo účtu pro vratku {acct.lstrip('0')}/{bank}. Musím uvádět i předčíslí? Doplatek loni šel na účet finančního úřadu {fu_acct}.",
      [rc, f"{acct.lstrip('0')}/{bank}"], [fu_acct], "rodné číslo (mod 11) and account with valid mod-11 weights")

    pinc = rd(4)
    C("cs-pin-karty", "cs",
      f"Babička si zapsala PIN ke kartě na papírek v peněžence: {pinc}. Jak jí mám vysvětlit, že to je nebezpečné, a jak si ho může zapamatovat?",
      [pinc], [], "card PIN")

    ico = cz_ico()
    vs = rd(10, True)
    C("cs-faktura-ico-negativ", "cs",
      f"Mám zaplatit fakturu: IČO dodavatele {ico}, variabilní symbol {vs}, částka 3 450 Kč. Co se stane, když nezadám VS?",
      [], [ico, vs, "3 450 Kč"], "company IČO (mod 11) and variable symbol")

    # ---------------- hu
    ado = hu_adoazonosito()
    hu_b = bban_hu()
    hu_m = bban_hu()
    C("hu-adoazonosito-szamla", "hu",
      f"Az SZJA bevallásnál kéri az adóazonosító jelet: {ado}. A visszatérítést a {hu_b[:8]}-{hu_b[8:16]}-{hu_b[16:]} számlára kérem, nem a munkáltatóém ({hu_m[:8]}-{hu_m[8:16]}), ugye? Jól adtam meg?",
      [ado, f"{hu_b[:8]}-{hu_b[8:16]}-{hu_b[16:]}"], [f"{hu_m[:8]}-{hu_m[8:16]}"], "tax id (weighted mod 11) and account with both 9-7-3-1 checks")

    ugyfk = password("mixed")
    C("hu-ugyfelkapu-jelszo", "hu",
      f"Az Ügyfélkapus jelszavam {ugyfk}, de most azt írja, hogy lejárt. Hogyan kell átállni az Ügyfélkapu+-ra?",
      [ugyfk], [], "government portal password")

    ceg_ado = f"{rd(8, True)}-2-{R.choice(['41', '13', '42', '01'])}"
    C("hu-szamla-negativ", "hu",
      f"A számlán a cég adószáma {ceg_ado}, a számla sorszáma SZ-2025/01377, összeg 24 990 Ft. Kell ezt nekem valahol bevallanom?",
      [], [ceg_ado, "SZ-2025/01377", "24 990 Ft"], "company tax number and invoice id")

    # ---------------- ro
    cnp = ro_cnp()
    ong_cif = ro_cui()
    ong_iban = iban("RO", "RNCB" + rd(16))
    ibro = iban("RO", R.choice(["BTRL", "RNCB", "INGB", "BRDE"]) + rd(16))
    C("ro-cnp-iban", "ro",
      f"Completez formularul 230 pentru redirecționarea a 3,5%. CNP-ul meu este {cnp}, iar IBAN-ul ONG-ului (CIF {ong_cif}) e {ong_iban}... stai, în formular am pus din greșeală IBAN-ul meu {ibro}. E o problemă?",
      [cnp, ibro], [ong_cif, ong_iban], "CNP with check digit and own IBAN")

    cui = ro_cui()
    C("ro-cui-negativ", "ro",
      f"Pe bonul fiscal scrie CUI RO{cui} și nr. bon 0042. E valid pentru decontare la firmă? Suma e 87,40 lei.",
      [], ["RO" + cui, "87,40 lei"], "company CUI with check digit")

    ro_pw = password("random")
    C("ro-parola-ghiseul", "ro",
      f"Parola mea pentru ghiseul.ro este {ro_pw} dar nu mai merge după ce am schimbat telefonul. Trebuie să fac cont nou?",
      [ro_pw], [], "government payment portal password")

    # ---------------- el
    afm = gr_afm(R.choice("12"))
    amka = gr_amka(R.randint(1, 28), R.randint(1, 12), R.randint(70, 99))
    aith = rd(10, True)
    ibgr = iban("GR", R.choice(["011", "017", "026", "014"]) + rd(4) + rd(16))
    C("el-afm-amka-iban", "el",
      f"Κάνω αίτηση για το επίδομα θέρμανσης. ΑΦΜ {afm}, ΑΜΚΑ {amka}, IBAN {group(ibgr)}. Μου βγάζει «μη έγκυρος συνδυασμός», τι φταίει; Αριθμός αίτησης {aith}.",
      [afm, amka, group(ibgr)], [aith], "AFM (mod 11), AMKA (Luhn), GR IBAN")

    taxis = password("mixed")
    C("el-taxisnet-kodikos", "el",
      f"Ο λογιστής μου ζήτησε τους κωδικούς Taxisnet. Όνομα χρήστη kpapadak, κωδικός {taxis}. Είναι ασφαλές να του τους στείλω με viber;",
      [taxis], [], "tax portal password")

    afm_co = gr_afm("9")
    C("el-timologio-negative", "el",
      f"Το τιμολόγιο του καταστήματος έχει ΑΦΜ {afm_co}, αριθμό παραστατικού Α-10445 και ποσό 312,50 €. Μπορώ να το περάσω στις αποδείξεις;",
      [], [afm_co, "Α-10445", "312,50 €"], "shop AFM with check digit")

    # ---------------- sw
    mpesa_pin = rd(4)
    txn = "T" + rs(UP, 2) + rd(1) + rs(UP + DIG, 6)
    C("sw-mpesa-pin-txn", "sw",
      f"Nimetuma pesa kwa namba isiyo sahihi, msimbo wa muamala ni {txn}. Mtu amenipigia akisema ni wa Safaricom na anataka PIN yangu ya M-Pesa, ambayo ni {mpesa_pin}. Nimpe?",
      [mpesa_pin], [txn], "M-Pesa PIN; transaction code look-alike")

    kid_ke = rd(8, True)
    kra = "A" + rd(9) + rs(UP, 1)
    simu = f"0712 {rd(3)} {rd(3)}"
    C("sw-kitambulisho-kra", "sw",
      f"Ninajaza fomu ya mkopo wa HELB. Namba yangu ya kitambulisho ni {kid_ke} na KRA PIN ni {kra}. Wanauliza pia namba ya NHIF, naipata wapi? Namba yangu ya simu ni {simu}.",
      [kid_ke, kra], [simu], "Kenyan ID and KRA PIN")

    C("sw-paybill-negative", "sw",
      "Nataka kulipa bili ya umeme kwa M-Pesa. Paybill ya KPLC ni 888880 na namba ya akaunti ni namba ya mita 37189044216. Kiasi ni KSh 2,350. Ni sahihi?",
      [], ["888880", "37189044216", "KSh 2,350"], "public paybill number, meter number, amount")

    # ---------------- tl
    mpin = rd(4)
    gotp = rd(6)
    ref_ph = rd(13, True)
    C("tl-gcash-mpin-otp", "tl",
      f"May nag-text na taga-GCash daw sila at kailangan ko raw ibigay ang MPIN ko ({mpin}) at yung OTP na {gotp} para ma-refund yung Ref No. {ref_ph}. Totoo ba 'to?",
      [mpin, gotp], [ref_ph], "MPIN and OTP; transaction reference look-alike")

    tin = f"{rd(3)}-{rd(3)}-{rd(3)}-000"
    sss = f"{rd(2)}-{rd(7)}-{rd(1)}"
    C("tl-tin-sss", "tl",
      f"Para sa bagong trabaho, kailangan ko ilagay ang TIN ko na {tin} at SSS number {sss}. Ang employer TIN naman ay 009-284-113-000. Tama ba ang format?",
      [tin, sss], ["009-284-113-000"], "own TIN and SSS number; employer TIN look-alike")

    C("tl-meralco-negative", "tl",
      "Paano ko babayaran ang Meralco bill ko sa 7-Eleven? Ang nakalagay sa resibo ay Reference No. 5510 2231 8876, halagang ₱3,412.75, due date Disyembre 18.",
      [], ["5510 2231 8876", "₱3,412.75"], "bill reference and amount")

    # ---------------- zh
    cnid = cn_id(R.choice(["110105", "310104", "440305", "510107"]), R.randint(1975, 1999), R.randint(1, 12), R.randint(1, 28), R.random() < 0.5)
    up = card("unionpay")
    lsh = "GJJ" + rd(14, True)
    C("zh-shenfenzheng-yinhangka", "zh",
      f"我在填公积金提取申请，身份证号 {cnid}，收款银行卡 {group(up)}。系统提示“卡号与身份信息不匹配”，是不是要去柜台办？业务流水号 {lsh}。",
      [cnid, group(up)], [lsh], "resident ID (MOD 11-2) and UnionPay card (Luhn)")

    ali_id = "LTAI5t" + rs(ALNUM, 18)
    ali_sec = rs(ALNUM, 30)
    rid = uuid4().upper()
    C("zh-aliyun-accesskey", "zh",
      f"OSS 上传一直报 SignatureDoesNotMatch，配置如下：\naccess_key_id: {ali_id}\naccess_key_secret: {ali_sec}\nendpoint: oss-cn-hangzhou.aliyuncs.com\nRequestId: {rid}\n帮我看看哪里错了",
      [ali_id, ali_sec], [rid], "Alibaba Cloud AccessKey pair; RequestId look-alike")

    uscc = cn_uscc()
    sf = "SF" + rd(13, True)
    C("zh-fapiao-negative", "zh",
      f"开发票时对方要我公司的统一社会信用代码，我填的是 {uscc}，快递单号 {sf}，金额 ¥1,280.00。这样填对吗？",
      [], [uscc, sf, "¥1,280.00"], "employer's unified social credit code (mod 31 check), tracking, amount")

    # ---------------- ja
    myn = jp_mynumber()
    koza = rd(7)
    corp_emp = jp_corp()
    C("ja-mynumber-koza", "ja",
      f"年末調整の書類で、マイナンバー {myn[:4]} {myn[4:8]} {myn[8:]} と、給与振込口座（三井住友銀行 渋谷支店 普通 {koza}）を書きました。扶養控除の欄はどう書けばいいですか？会社の法人番号 {corp_emp} も書く欄があります。",
      [f"{myn[:4]} {myn[4:8]} {myn[8:]}", koza], [corp_emp], "My Number (check digit) and account number")

    ghf = gh_fine()
    run = rd(11, True)
    C("ja-github-token-actions", "ja",
      f"GitHub Actions の run {run} で 'Bad credentials' が出ます。secrets に入れたつもりのトークンがこれです：{ghf}\n期限切れでしょうか？",
      [ghf], [run], "fine-grained PAT; workflow run id look-alike")

    corp = jp_corp()
    C("ja-hojin-bango-negative", "ja",
      f"取引先の法人番号 {corp} を国税庁のサイトで調べたら住所が違いました。請求書番号 INV-2025-0612 の支払いは止めた方がいいですか？",
      [], [corp, "INV-2025-0612"], "corporate number with check digit")

    # ---------------- ko
    rrn = kr_rrn(R.randint(75, 99), R.randint(1, 12), R.randint(1, 28), R.choice("12"))
    kacct = f"{rd(3)}-{rd(6)}-{rd(5)}"
    brn_emp = kr_brn()
    C("ko-jumin-gyejwa", "ko",
      f"연말정산 간소화 자료 넣는데 주민등록번호 {rrn}랑 환급 계좌 {kacct} (국민은행) 입력하면 되는 거 맞죠? 부양가족은 어떻게 추가해요? 회사 사업자번호는 {brn_emp}예요.",
      [rrn, kacct], [brn_emp], "resident registration number (check digit) and account")

    dl = rd(R.choice([4, 6, 8]))
    C("ko-doorlock", "ko",
      f"이사 온 집 도어락 비밀번호가 {dl}인데 바꾸는 방법 알려줘. 모델은 삼성 SHP-DP609야.",
      [dl], ["SHP-DP609"], "door lock code; model look-alike")

    brn = kr_brn()
    inv = rd(12, True)
    C("ko-saeopja-negative", "ko",
      f"쇼핑몰 사업자등록번호가 {brn}인데 국세청 조회하면 폐업으로 나와요. 송장번호 {inv}로 배송 조회도 안 되고요. 사기일까요?",
      [], [brn, inv], "business registration number (check digit) and tracking number")


# ================================================================================================
# validation and output
# ================================================================================================
LANGS = {"en", "zh", "ja", "ko", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "tr", "ar", "he", "fa", "hi", "id", "vi", "th",
         "sv", "da", "no", "fi", "cs", "hu", "ro", "el", "sw", "tl"}
BAD_CHARS = ["\u2028", "\u2029", "\u0085", "\ufeff", "\r"]


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
            errs.append(f"{cid}: duplicate id")
        seen.add(cid)
        if not cid.startswith(PREFIX + "-"):
            errs.append(f"{cid}: bad prefix")
        if c["lang"] not in LANGS:
            errs.append(f"{cid}: unknown lang {c['lang']}")
        t = c["text"]
        for b in BAD_CHARS:
            if b in t:
                errs.append(f"{cid}: forbidden char {b!r}")
        for field in ("secrets", "lookalikes"):
            vals = c[field]
            if len(set(vals)) != len(vals):
                errs.append(f"{cid}: duplicate value in {field}")
            for v in vals:
                if not isinstance(v, str) or not v.strip():
                    errs.append(f"{cid}: empty value in {field}")
                elif v not in t:
                    errs.append(f"{cid}: {field} value not in text: {v[:40]!r}")
        for v in c["secrets"] + c["lookalikes"]:
            occ = spans(t, v)
            if len(v) <= 6 and len(occ) > 1:
                errs.append(f"{cid}: short value {v!r} occurs {len(occ)} times")
            for a, b in occ:
                if (v[0].isdigit() and a > 0 and t[a - 1].isdigit()) or (v[-1].isdigit() and b < len(t) and t[b].isdigit()):
                    errs.append(f"{cid}: value {v!r} is part of a longer number")
        ss = [sp for v in c["secrets"] for sp in spans(t, v)]
        ls = [sp for v in c["lookalikes"] for sp in spans(t, v)]
        for a in ss:
            for b in ls:
                if a[0] < b[1] and b[0] < a[1]:
                    errs.append(f"{cid}: secret span {a} overlaps look-alike span {b}")
        # sanity of generated check digits
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if len(compact) >= 15 and compact[:2].isalpha() and compact[:2].isupper() and compact[2:4].isdigit() and compact.isalnum() \
                    and ("IBAN" in t or "iban" in c["note"].lower() or "IBAN" in c["note"] or "account" in c["note"]):
                if not iban_ok(compact):
                    errs.append(f"{cid}: IBAN check failed for {v!r}")
            digits = v.replace(" ", "").replace("-", "")
            if digits.isdigit() and len(digits) in (15, 16, 19) and ("card" in c["note"].lower()) and "IMEI" not in t:
                if not luhn_ok(digits):
                    errs.append(f"{cid}: Luhn failed for {v!r}")
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for field in ("secrets", "lookalikes"):
            if c[field]:
                out.append(f"    {field}:")
                out.extend(f"      - {q(v)}" for v in c[field])
            else:
                out.append(f"    {field}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v32.py heldout_v32.yaml", file=sys.stderr)
        sys.exit(2)
    english()
    other_languages()
    cases = []
    for n, c in enumerate(CASES, 1):
        cases.append({"id": f"{PREFIX}-{n:03d}-{c['slug']}", "lang": c["lang"], "text": c["text"], "secrets": c["secrets"],
                      "lookalikes": c["lookalikes"], "note": c["note"]})
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(dump(cases))
    print(f"wrote {len(cases)} cases, {sum(len(c['secrets']) for c in cases)} secrets, "
          f"{sum(len(c['lookalikes']) for c in cases)} look-alikes to {sys.argv[1]}")


if __name__ == "__main__":
    main()
