#!/usr/bin/env python3
"""Generator for frozen held-out set v28 (secret-redaction filter evaluation).
Deterministic: random.Random(28). Usage: python3 make_heldout_v28.py OUT.yaml
All secret values are synthetic random values; check digits are computed where
the format defines them (Luhn, IBAN mod-97, national id check digits)."""
import sys, random, string, json, base64

R = random.Random(28)
CASES = []


def add(slug, lang, text, secrets, looks, note):
    n = len(CASES) + 1
    CASES.append({"id": "v28-%03d-%s" % (n, slug), "lang": lang, "text": text,
                  "secrets": list(secrets), "lookalikes": list(looks), "note": note})


def msgs(*parts):
    return "\n---\n".join(parts)


LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
B62 = LOW + UP + DIG
URLSAFE = B62 + "-_"


def rs(n, a=B62):
    return "".join(R.choice(a) for _ in range(n))


def hexs(n):
    return rs(n, "0123456789abcdef")


def dz(n):
    return rs(n, DIG)


def nd(n):
    return str(R.randint(1, 9)) + dz(n - 1)


def pin(n=4):
    while True:
        p = dz(n)
        if len(set(p)) > 2 and p not in "01234567890" and p not in "9876543210":
            return p


def strongpw(n=16, a=B62 + "!#$%&*@^-_"):
    while True:
        p = rs(n, a)
        if any(c.islower() for c in p) and any(c.isupper() for c in p) and any(c.isdigit() for c in p):
            return p


SYM = "!@#$%&*?"


def pw_from(words, style=None):
    s = R.randint(0, 4) if style is None else style
    w = R.choice(words)
    w2 = R.choice([x for x in words if x != w])
    if s == 0:
        return w.capitalize() + R.choice(SYM) + str(R.randint(10, 9999))
    if s == 1:
        return w.capitalize() + str(R.randint(1, 99)) + R.choice("!#.-_*") + w2.capitalize()
    if s == 2:
        return strongpw(R.randint(12, 17))
    if s == 3:
        return w.lower() + "_" + w2.lower() + str(R.randint(1950, 2019))
    return w.capitalize() + str(R.randint(100, 999)) + w2.upper()[:3] + R.choice("!?#")


def uuid4():
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(nbytes):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode()


def b64u(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


# ---------------- native digits ----------------
def native(s, zero):
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


AR, FA, DEV, BEN, THA, FW, TAM = "\u0660", "\u06f0", "\u0966", "\u09e6", "\u0e50", "\uff10", "\u0be6"
ZHNUM = "零一二三四五六七八九"
EN_NUM = "zero one two three four five six seven eight nine".split()


def zh_digits(s):
    return "".join(ZHNUM[int(c)] for c in s)


# ---------------- Luhn / cards ----------------
def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
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


def card(prefix, length=16):
    body = prefix + dz(length - 1 - len(prefix))
    return body + luhn_digit(body)


def visa():
    return card("4")


def mastercard():
    return card(R.choice(["51", "52", "53", "54", "55", str(R.randint(2221, 2720))]))


def amex():
    return card(R.choice(["34", "37"]), 15)


def g4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def amexfmt(s):
    return s[:4] + " " + s[4:10] + " " + s[10:]


# ---------------- IBAN ----------------
def inum(s):
    return "".join(str(int(c, 36)) for c in s)


def iban(cc, bban):
    chk = 98 - int(inum(bban + cc + "00")) % 97
    return cc + "%02d" % chk + bban


def iban_ok(i):
    i = i.replace(" ", "")
    return int(inum(i[4:] + i[:4])) % 97 == 1


def ifmt(i):
    return " ".join(i[k:k + 4] for k in range(0, len(i), 4))


def bban(cc):
    if cc == "DE":
        return str(R.randint(1, 8)) + dz(7) + dz(10)
    if cc == "FR":
        bank, br, acc = nd(5), dz(5), dz(11)
        key = 97 - ((89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97)
        return bank + br + acc + "%02d" % key
    if cc == "ES":
        bank, br, acc = nd(4), dz(4), dz(10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
            return {11: 0, 10: 1}.get(r, r)
        return bank + br + str(dc("00" + bank + br)) + str(dc(acc)) + acc
    if cc == "IT":
        abi, cab, acc = "0" + dz(4), dz(5), "0000" + dz(8)
        return it_cin(abi + cab + acc) + abi + cab + acc
    if cc == "NL":
        while True:
            acc = nd(10)
            if sum(int(a) * b for a, b in zip(acc, range(10, 0, -1))) % 11 == 0:
                return R.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB", "KNAB"]) + acc
    if cc == "BE":
        f = nd(10)
        c = int(f) % 97 or 97
        return f + "%02d" % c
    if cc == "PT":
        f = "00" + dz(2) + dz(4) + dz(11)
        c = 98 - (int(f) * 100) % 97
        return f + "%02d" % c
    if cc == "PL":
        s7 = "1" + dz(6)
        c = (10 - sum(int(a) * b for a, b in zip(s7, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10
        return s7 + str(c) + dz(16)
    if cc == "AT":
        return nd(5) + dz(11)
    if cc == "CH":
        return "00" + dz(3) + dz(12)
    if cc == "TR":
        return "00" + dz(3) + "0" + dz(16)
    if cc == "AE":
        return "0" + dz(2) + dz(16)
    if cc == "SA":
        return dz(2) + dz(18)
    if cc == "GB":
        return R.choice(["BARC", "LOYD", "HBUK", "NWBK", "MIDL"]) + dz(6) + dz(8)
    if cc == "IR":
        return "0" + R.choice(["17", "12", "56", "18"]) + dz(19)
    if cc == "UA":
        return "3" + dz(5) + "0000" + dz(15)
    if cc == "NO":
        while True:
            f = nd(10)
            r = 11 - sum(int(a) * b for a, b in zip(f, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
            if r == 11:
                r = 0
            if r != 10:
                return f + str(r)
    if cc == "FI":
        f = nd(13)
        return f + luhn_digit(f)
    if cc == "GR":
        return "0" + dz(2) + dz(4) + dz(16)
    if cc == "CZ":
        while True:
            bank = R.choice(["0800", "0100", "0300", "2010", "0600"])
            pre = "000000"
            acc = dz(10)
            if acc[0] == "0" and sum(int(a) * b for a, b in zip(acc, [6, 3, 7, 9, 10, 5, 8, 4, 2, 1])) % 11 == 0:
                return bank + pre + acc
    if cc == "SE":
        return dz(3) + dz(17)
    if cc == "DK":
        return dz(4) + dz(10)
    if cc == "RO":
        return R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(16, UP + DIG)
    if cc == "HU":
        def hc(s):
            w = [9, 7, 3, 1] * 4
            return str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)
        a = dz(7)
        b = dz(15)
        return a + hc(a) + b + hc(b)
    if cc == "HR":
        return "2" + dz(6) + dz(10)
    if cc == "BG":
        return R.choice(["BNBG", "UNCR", "STSA"]) + dz(4) + dz(2) + rs(8, UP + DIG)
    if cc == "BR":
        return dz(8) + dz(5) + dz(10) + "C" + "1"
    if cc == "IL":
        return dz(3) + dz(3) + dz(13)
    if cc == "PK":
        return R.choice(["HABB", "MEZN", "UNIL"]) + dz(16)
    if cc == "EG":
        return dz(25)
    raise ValueError(cc)


def mk_iban(cc):
    return iban(cc, bban(cc))


# ---------------- Italian tables ----------------
IT_ODD = {}
for _c, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    IT_ODD[_c] = _v
for _c, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    IT_ODD[_c] = _v


def it_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_check(s):
    t = 0
    for i, c in enumerate(s):
        t += IT_ODD[c] if i % 2 == 0 else it_even(c)
    return UP[t % 26]


def it_cin(s):
    return it_check(s)


def it_cf():
    cons = "BCDFGHLMNPRSTVZ"
    vow = "AEIOU"
    sur = R.choice(cons) + R.choice(cons) + R.choice(cons)
    nam = R.choice(cons) + R.choice(cons) + R.choice(vow)
    yy = "%02d" % R.randint(50, 99)
    mm = R.choice("ABCDEHLMPRST")
    dd = R.randint(1, 28) + (40 if R.random() < 0.5 else 0)
    com = R.choice("ABCDEFGHLM") + dz(3)
    s = sur + nam + yy + mm + "%02d" % dd + com
    return s + it_check(s)


# ---------------- national ids ----------------
def w_sum(s, w):
    return sum(int(a) * b for a, b in zip(s, w))


def de_steuerid():
    while True:
        d = nd(10)
        cnt = sorted((d.count(x) for x in set(d)), reverse=True)
        if cnt[0] in (2, 3) and (len(cnt) == 1 or cnt[1] == 1):
            break
    return d + iso7064_11_10(d)


def iso7064_11_10(d):
    p = 10
    for ch in d:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def pl_pesel():
    yy, mm, dd = R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)
    s = "%02d%02d%02d%s" % (yy, mm, dd, dz(4))
    c = (10 - w_sum(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10
    return s + str(c)


def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    t = "".join(map(str, d))
    return "%s.%s.%s-%s" % (t[:3], t[3:6], t[6:9], t[9:])


def nl_bsn():
    while True:
        s = nd(8)
        c = w_sum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c < 10:
            return s + str(c)


def se_pnr():
    s = "%02d%02d%02d%s" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28), dz(3))
    c = luhn_digit(s)
    return s[:6] + "-" + s[6:] + c


def fi_hetu():
    s = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(50, 99))
    n = "%03d" % R.randint(2, 899)
    return s + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(s + n) % 31]


def no_fnr():
    while True:
        s = "%02d%02d%02d%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(50, 99), dz(3))
        k1 = 11 - w_sum(s, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s += str(k1)
        k2 = 11 - w_sum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return s + str(k2)


def tr_tc():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def cn_id():
    s = R.choice(["110105", "310115", "440305", "510107", "330106", "420111"]) + \
        "%04d%02d%02d" % (R.randint(1965, 2002), R.randint(1, 12), R.randint(1, 28)) + dz(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[w_sum(s, w) % 11]


def il_tz():
    s = dz(8)
    t = 0
    for i, c in enumerate(s):
        v = int(c) * (1 if i % 2 == 0 else 2)
        t += v - 9 if v > 9 else v
    return s + str((10 - t % 10) % 10)


VD = [[0] * 10 for _ in range(10)]
for _j in range(10):
    for _k in range(10):
        if _j < 5 and _k < 5:
            VD[_j][_k] = (_j + _k) % 5
        elif _j < 5:
            VD[_j][_k] = (_j + _k) % 5 + 5
        elif _k < 5:
            VD[_j][_k] = (_j - _k) % 5 + 5
        else:
            VD[_j][_k] = (_j - _k) % 5
VP1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
VP = [list(range(10))]
for _i in range(7):
    VP.append([VP1[x] for x in VP[-1]])
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    s = str(R.randint(2, 9)) + dz(10)
    s += verhoeff_digit(s)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def fr_nir():
    s = R.choice("12") + "%02d%02d" % (R.randint(50, 99), R.randint(1, 12)) + \
        "%02d" % R.choice([13, 31, 33, 59, 69, 75, 92, 93, 94]) + dz(3) + "%03d" % R.randint(1, 999)
    k = 97 - int(s) % 97
    return "%s %s %s %s %s %s %02d" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], k)


def be_nn():
    s = "%02d%02d%02d%03d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28), R.randint(1, 997))
    k = 97 - int(s) % 97
    return "%s.%s.%s-%s.%02d" % (s[:2], s[2:4], s[4:6], s[6:9], k)


def cl_rut():
    body = str(R.randint(8000000, 24999999))
    s = 0
    for i, c in enumerate(reversed(body)):
        s += int(c) * (2 + i % 6)
    r = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(r, str(r))
    b = "{:,}".format(int(body)).replace(",", ".")
    return b + "-" + dv


def ar_cuit():
    while True:
        s = R.choice(["20", "27", "23"]) + str(R.randint(20000000, 45999999))
        r = 11 - w_sum(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if r == 11:
            r = 0
        if r != 10:
            return "%s-%s-%d" % (s[:2], s[2:], r)


def pt_nif(first="2"):
    s = first + dz(7)
    r = 11 - w_sum(s, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return s + str(0 if r >= 10 else r)


def ru_inn12():
    s = R.choice(["77", "78", "50", "66"]) + dz(8)
    c1 = w_sum(s, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    s += str(c1)
    c2 = w_sum(s, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return s + str(c2)


def ru_snils():
    s = "%09d" % R.randint(2000000, 999999999)
    t = w_sum(s, [9, 8, 7, 6, 5, 4, 3, 2, 1])
    if t < 100:
        c = t
    elif t in (100, 101):
        c = 0
    else:
        c = t % 101
        if c == 100:
            c = 0
    return "%s-%s-%s %02d" % (s[:3], s[3:6], s[6:], c)


def ua_rnokpp():
    s = str(R.randint(2, 3)) + dz(8)
    c = w_sum(s, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
    return s + str(c)


def kr_rrn():
    s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + dz(5)
    c = (11 - w_sum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return s[:6] + "-" + s[6:] + str(c)


def jp_mynumber():
    s = nd(11)
    t = 0
    for n in range(1, 12):
        p = int(s[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    c = 0 if r <= 1 else 11 - r
    s += str(c)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


TW_L = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO",
                [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]))


def tw_id():
    L = R.choice("ABEFHT")
    body = R.choice("12") + dz(7)
    v = TW_L[L]
    t = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + body + str((10 - t % 10) % 10)


def th_id():
    s = str(R.randint(1, 8)) + dz(11)
    c = (11 - w_sum(s, list(range(13, 1, -1))) % 11) % 10
    s += str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def ir_melli():
    while True:
        s = dz(9)
        if len(set(s)) > 2:
            break
    r = w_sum(s, list(range(10, 1, -1))) % 11
    return s + str(r if r < 2 else 11 - r)


def sa_id():
    s = "1" + dz(8)
    return s + luhn_digit(s)


def ae_eid():
    s = "784" + str(R.randint(1970, 2000)) + dz(7)
    c = luhn_digit(s)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:], c)


def gr_amka():
    s = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(50, 99)) + dz(4)
    return s + luhn_digit(s)


def gr_afm():
    s = "0" + dz(7) if R.random() < 0.2 else "1" + dz(7)
    c = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(s)) % 11 % 10
    return s + str(c)


def us_ssn():
    while True:
        a = R.randint(1, 665)
        if a != 0:
            break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def ca_sin():
    s = str(R.choice([1, 2, 3, 4, 5, 6, 7])) + dz(7)
    s += luhn_digit(s)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def uk_nino():
    a = "ABCEGHJKLMNPRSTWXYZ"
    b = "ABCEGHJKLMNPRSTWXYZ"
    s = R.choice(a) + R.choice(b) + dz(6) + R.choice("ABCD")
    return "%s %s %s %s %s" % (s[:2], s[2:4], s[4:6], s[6:8], s[8])


def au_tfn():
    while True:
        s = dz(8)
        r = w_sum(s, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if r != 10:
            s += str(r)
            if w_sum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
                return "%s %s %s" % (s[:3], s[3:6], s[6:])


def au_abn():
    while True:
        s = nd(11)
        d = [int(c) for c in s]
        d[0] -= 1
        if sum(a * b for a, b in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0:
            return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def aba_routing():
    while True:
        s = R.choice(["0", "1", "2", "3"]) + dz(7)
        for c in range(10):
            t = s + str(c)
            d = [int(x) for x in t]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0:
                return t


VIN_T = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))


def vin():
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    s = list(R.choice(["WVW", "1HG", "JTD", "WBA", "VF1"]) + rs(5, al) + "0" + rs(8, al))
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    t = sum((int(c) if c.isdigit() else VIN_T[c]) * x for c, x in zip(s, w)) % 11
    s[8] = "X" if t == 10 else str(t)
    return "".join(s)


def isbn13():
    s = "978" + dz(9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10) % 10
    return "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], c)


def fr_siret():
    siren = nd(8)
    siren += luhn_digit(siren)
    b = siren + dz(4)
    return "%s %s %s %s" % (siren[:3], siren[3:6], siren[6:9], b[9:] + luhn_digit(b))


def it_piva():
    s = "0" + dz(9)
    return s + luhn_digit(s)


def mx_clabe():
    s = R.choice(["012", "002", "014", "072", "021"]) + dz(14)
    c = (10 - sum((int(x) * w) % 10 for x, w in zip(s, [3, 7, 1] * 6)) % 10) % 10
    return s + str(c)


def ar_cbu():
    b1 = R.choice(["011", "007", "017", "285"]) + dz(4)
    c1 = (10 - w_sum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    b2 = dz(13)
    c2 = (10 - w_sum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10
    return b1 + str(c1) + b2 + str(c2)


def pl_nip():
    while True:
        s = nd(9)
        c = w_sum(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            s += str(c)
            return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])


def kr_brn():
    s = nd(9)
    t = w_sum(s, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(s[8]) * 5) // 10
    s += str((10 - t % 10) % 10)
    return "%s-%s-%s" % (s[:3], s[3:5], s[5:])


def tw_ubn():
    while True:
        s = nd(8)
        t = sum(sum(divmod(int(c) * w, 10)) for c, w in zip(s, [1, 2, 1, 2, 1, 2, 4, 1]))
        if t % 10 == 0:
            return s


def s10(suffix="BR", pre="QB"):
    s = dz(8)
    r = 11 - w_sum(s, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = {10: 0, 11: 5}.get(r, r)
    return pre + s + str(c) + suffix


def ro_cnp():
    s = R.choice("12") + "%02d%02d%02d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + \
        "%02d" % R.randint(1, 40) + dz(3)
    r = w_sum(s, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return s + ("1" if r == 10 else str(r))


def hu_adoaz():
    while True:
        s = "8" + "%05d" % R.randint(30000, 49000) + dz(3)
        r = sum(int(c) * (i + 1) for i, c in enumerate(s)) % 11
        if r < 10:
            return s + str(r)


def bg_egn():
    s = "%02d%02d%02d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + dz(3)
    r = w_sum(s, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
    return s + ("0" if r == 10 else str(r))


def cz_rc(female=False):
    while True:
        s = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12) + (50 if female else 0), R.randint(1, 28)) + dz(3)
        c = (-int(s) * 10) % 11
        if c < 10:
            return s[:6] + "/" + s[6:] + str(c)


def hr_oib():
    s = nd(10)
    return s + iso7064_11_10(s)


def ch_ahv():
    s = "756" + dz(9)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10) % 10
    s += str(c)
    return "%s.%s.%s.%s" % (s[:3], s[3:7], s[7:11], s[11:])


def seed_words(n=12):
    W = ("abandon ability able about absent absorb abstract absurd access accident account accuse "
         "acid acoustic acquire across action actor actual adapt addict address adjust admit adult advance "
         "advice afford afraid again agent agree ahead aim air airport aisle alarm album alcohol alert alien "
         "alley allow almost alone alpha already also alter always amateur amazing among amount amused "
         "anchor ancient anger angle angry animal ankle announce annual another answer antenna antique "
         "anxiety apart apology appear apple approve april arch arctic area arena argue arm armed armor "
         "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset "
         "assist assume asthma athlete atom attack attend attitude attract auction audit august aunt "
         "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby "
         "bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel "
         "base basic basket battle beach bean beauty because become beef before begin behave behind "
         "believe below belt bench benefit best betray better between beyond bicycle bid bike bind "
         "biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom "
         "blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow "
         "boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
         "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget "
         "buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter "
         "buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy "
         "cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart "
         "case cash casino castle casual cat catalog catch category cattle caught cause caution cave "
         "ceiling celery cement census century cereal certain chair chalk champion change chaos "
         "chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney "
         "choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim "
         "clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog "
         "close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin "
         "collect color column combine come comfort comic common company concert conduct confirm "
         "congress connect consider control convince cook cool copper copy coral core corn correct "
         "cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane "
         "crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross "
         "crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup "
         "cupboard curious current curtain curve cushion custom cute cycle dad damage damp dance "
         "danger daring dash daughter dawn day deal debate debris decade december decide decline "
         "decorate decrease deer defense define defy degree delay deliver demand demise denial "
         "dentist deny depart depend deposit depth deputy derive describe desert design desk "
         "despair destroy detail detect develop device devote diagram dial diamond diary dice diesel "
         "diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease "
         "dish dismiss disorder display distance divert divide divorce dizzy doctor document dog "
         "doll dolphin domain donate donkey donor door dose double dove draft dragon drama drastic "
         "draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust "
         "dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology "
         "economy edge edit educate effort egg eight either elbow elder electric elegant element "
         "elephant elevator elite else embark embody embrace emerge emotion employ empower empty "
         "enable enact end endless endorse enemy energy enforce engage engine enhance enjoy enlist "
         "enough enrich enroll ensure enter entire entry envelope episode equal equip era erase "
         "erode erosion error erupt escape essay essence estate eternal ethics evidence evil evoke "
         "evolve exact example excess exchange excite exclude excuse execute exercise exhaust "
         "exhibit exile exist exit exotic expand expect expire explain expose express extend extra "
         "eye eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy "
         "fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee "
         "feed feel female fence festival fetch fever few fiber fiction field figure file film "
         "filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag "
         "flame flash flat flavor flee flight flip float flock floor flower fluid flush fly foam "
         "focus fog foil fold follow food foot force forest forget fork fortune forum forward "
         "fossil foster found fox fragile frame frequent fresh friend fringe frog front frost "
         "frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap "
         "garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre "
         "gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare "
         "glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla "
         "gospel gossip govern gown grab grace grain grant grape grass gravity great green grid "
         "grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair "
         "half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health "
         "heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire "
         "history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse "
         "hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle "
         "hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image "
         "imitate immense immune impact impose improve impulse inch include income increase index "
         "indicate indoor industry infant inflict inform inhale inherit initial inject injury "
         "inmate inner innocent input inquiry insane insect inside inspire install intact interest "
         "into invest invite involve iron island isolate issue item ivory jacket jaguar jar jazz "
         "jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk "
         "just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite "
         "kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop "
         "large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave "
         "lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level "
         "liar liberty library license life lift light like limb limit link lion liquid list "
         "little live lizard load loan lobster local lock logic lonely long loop lottery loud "
         "lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet "
         "maid mail main major make mammal man manage mandate mango mansion manual maple marble "
         "march margin marine market marriage mask mass master match material math matrix matter "
         "maximum maze meadow mean measure meat mechanic medal media melody melt member memory "
         "mention menu mercy merge merit merry mesh message metal method middle midnight milk "
         "million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed "
         "mixture mobile model modify mom moment monitor monkey monster month moon moral more "
         "morning mosquito mother motion motor mountain mouse move movie much muffin mule multiply "
         "muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow "
         "nasty nation nature near neck need negative neglect neither nephew nerve nest net network "
         "neutral never news next nice night noble noise nominee noodle normal north nose notable "
         "note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure "
         "observe obtain obvious occur ocean october odor off offer office often oil okay old olive "
         "olympic omit once one onion online only open opera opinion oppose option orange orbit "
         "orchard order ordinary organ orient original orphan ostrich other outdoor outer output "
         "outside oval oven over own owner oxygen oyster ozone").split()
    return " ".join(R.choice(W) for _ in range(n))


def pem(kind="OPENSSH PRIVATE KEY", lines=6):
    body = "\n".join(b64(48) for _ in range(lines)) + "\n" + b64(R.choice([15, 21, 27]))
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)


def jwt(payload):
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64u(json.dumps(payload, separators=(",", ":"))) + "." + rs(43, URLSAFE)


WORDS_EN = ["maple", "harbor", "biscuit", "falcon", "pumpkin", "river", "sunset", "winter", "copper",
            "lemon", "tiger", "violet", "rocket", "garden", "marble", "thunder", "pepper", "willow", "ocean", "bluebird"]
WORDS_DE = ["sonnenblume", "kaffeetasse", "schmetterling", "wolke", "apfelbaum", "bergsee", "zitrone", "hamster", "regenbogen", "fuchs"]
WORDS_FR = ["papillon", "soleil", "fromage", "chateau", "citron", "marmotte", "lavande", "nuage", "cerise", "baguette"]
WORDS_ES = ["mariposa", "girasol", "tortuga", "limon", "estrella", "canela", "paloma", "montana", "chispa", "guitarra"]
WORDS_PT = ["saudade", "jabuti", "caju", "tucano", "praia", "girassol", "farofa", "sabia", "pitanga", "coqueiro"]
WORDS_IT = ["girasole", "farfalla", "limone", "gelato", "pinguino", "tramonto", "basilico", "stella", "fragola", "vespa"]
WORDS_PL = ["kotek", "slonecznik", "biedronka", "wiewiorka", "pierogi", "zubr", "motyl", "jablko", "burza", "lasek"]
WORDS_RU = ["solnyshko", "medved", "zvezda", "kalina", "berezka", "vishnya", "lisichka", "matreshka", "pelmen", "sneg"]
WORDS_TR = ["kelebek", "gunes", "deniz", "lale", "kiraz", "yildiz", "papatya", "aslan", "bulut", "simit"]
WORDS_MISC = ["kiwi", "mango", "panda", "delta", "nova", "orion", "sakura", "bamboo", "lotus", "tofu", "kopi", "rimba"]


# =====================================================================
# English cases
# =====================================================================
def english():
    # 1 .env
    oa = "sk-proj-" + rs(64, URLSAFE)
    dbpw = strongpw(18, URLSAFE)
    t = ("can you check why my app can't connect? here's my .env\n"
         "NODE_ENV=production\nPORT=3000\nAPP_VERSION=2.8.1\n"
         "OPENAI_API_KEY=" + oa + "\n"
         "DATABASE_URL=postgres://app_user:" + dbpw + "@db.internal:5432/orders\n"
         "LOG_LEVEL=debug")
    add("env-openai-postgres", "en", t, [oa, dbpw], ["APP_VERSION=2.8.1", ":5432/orders"],
        ".env pasted for debugging; API key and DB password in URL")

    # 2 docker-compose
    p1, p2 = strongpw(20, URLSAFE), pw_from(WORDS_EN)
    t = ("keycloak container keeps restarting with exit code 1, compose file below\n\n"
         "services:\n  db:\n    image: postgres:15.4\n    environment:\n      POSTGRES_USER: keycloak\n"
         "      POSTGRES_PASSWORD: " + p1 + "\n    ports:\n      - \"5433:5432\"\n"
         "  keycloak:\n    image: quay.io/keycloak/keycloak:24.0.3\n    environment:\n"
         "      KEYCLOAK_ADMIN: admin\n      KEYCLOAK_ADMIN_PASSWORD: " + p2 + "\n"
         "      KC_DB_URL: jdbc:postgresql://db:5432/keycloak")
    add("compose-keycloak", "en", t, [p1, p2], ["postgres:15.4", "keycloak:24.0.3"],
        "docker-compose with two passwords; image tags and ports are look-alikes")

    # 3 k8s secret base64
    sk = "sk_live_" + rs(24)
    wh = "whsec_" + rs(32)
    e1, e2 = base64.b64encode(sk.encode()).decode(), base64.b64encode(wh.encode()).decode()
    uid = uuid4()
    rv = nd(8)
    t = ("kubectl get secret stripe-creds -o yaml gives me this, why does my pod say invalid api key?\n\n"
         "apiVersion: v1\nkind: Secret\nmetadata:\n  name: stripe-creds\n  namespace: billing\n"
         "  resourceVersion: \"" + rv + "\"\n  uid: " + uid + "\ntype: Opaque\ndata:\n"
         "  STRIPE_SECRET_KEY: " + e1 + "\n  STRIPE_WEBHOOK_SECRET: " + e2)
    add("k8s-secret-base64", "en", t, [e1, e2], [uid, rv],
        "base64-encoded secrets in a k8s Secret; uid and resourceVersion are ids")

    # 4 curl bearer
    tok = rs(40, URLSAFE)
    rid = uuid4()
    t = ("getting 401 from their API no matter what:\n"
         "curl -s -X GET 'https://api.billingcloud.io/v2/invoices?page=3&per_page=50' \\\n"
         "  -H 'Authorization: Bearer " + tok + "' \\\n  -H 'X-Request-Id: " + rid + "'\n"
         "response: {\"error\":\"unauthorized\",\"code\":40103,\"request_id\":\"" + rid + "\"}")
    add("curl-bearer", "en", t, [tok], [rid, "40103"],
        "bearer token in curl; request id repeated in response")

    # 5 shell history
    gh = "ghp_" + rs(36)
    t = ("here's what I ran before it broke\n"
         "  501  git fetch origin\n  502  git cherry-pick 3f9a2c1\n"
         "  503  export GITHUB_TOKEN=" + gh + "\n  504  npm version 4.2.0\n"
         "  505  gh release create v4.2.0 --notes-file CHANGELOG.md\n"
         "error: HTTP 422: Validation Failed")
    add("shell-history-ghp", "en", t, [gh], ["3f9a2c1", "4.2.0"],
        "shell history with a GitHub token; short commit hash and version are look-alikes")

    # 6 stack trace with mysql password
    mp = strongpw(14, URLSAFE)
    t = ("Traceback (most recent call last):\n"
         "  File \"/srv/app/jobs/nightly_report.py\", line 88, in <module>\n"
         "    engine = create_engine(\"mysql+pymysql://reporting:" + mp + "@10.0.3.17:3306/analytics\")\n"
         "  File \"/usr/lib/python3.11/site-packages/sqlalchemy/engine/base.py\", line 3289, in connect\n"
         "sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, \"Access denied for user "
         "'reporting'@'10.0.3.22' (using password: YES)\")\n\nthe password is definitely right, any idea?")
    add("traceback-mysql", "en", t, [mp], ["1045", "10.0.3.22"],
        "password inside connection string in traceback")

    # 7 GitHub actions with hardcoded AWS keys
    ak = "AKIA" + rs(16, UP + "234567")
    sa = rs(40, B62 + "/+")
    t = ("my workflow fails at the deploy step, is it the yaml?\n\n"
         "jobs:\n  deploy:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
         "      - name: Publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
         "          AWS_ACCESS_KEY_ID: " + ak + "\n          AWS_SECRET_ACCESS_KEY: " + sa + "\n"
         "          AWS_REGION: eu-central-1\n        run: npm publish && aws s3 sync dist/ s3://cdn-assets-prod")
    add("gha-hardcoded-aws", "en", t, [ak, sa], ["${{ secrets.NPM_TOKEN }}", "actions/checkout@v4"],
        "CI config: secret reference is a look-alike, inline AWS keys are secrets")

    # 8 lookalike-only git log
    h1, h2, h3 = hexs(40), hexs(40), hexs(7)
    t = ("which of these commits introduced the regression?\n"
         "commit " + h1 + "\nAuthor: dana <dana@example.org>\nDate:   Tue Mar 12 14:02:11 2024 +0100\n\n"
         "    bump protobuf to 4.25.3\n\ncommit " + h2 + "\n\n    fix race in cache warmup (#1182)\n\n"
         "and the bisect said " + h3 + " is the first bad one")
    add("gitlog-only", "en", t, [], [h1, h2, h3, "4.25.3"], "commit hashes and versions only")

    # 9 AWS doc example keys
    t = ("The boto3 docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the credentials "
         "file example. If I paste those into ~/.aws/credentials just to test the SDK, will it even try to call "
         "us-east-1 or fail locally with InvalidClientTokenId?")
    add("aws-doc-example", "en", t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
        "documentation example keys only")

    # 10 stripe test doc key vs live key
    lk = "sk_live_" + rs(24)
    t = ("in the Stripe quickstart they use sk_test_4eC39HqLyjWDarjtT1zdp7dc and that works fine. when I switch "
         "to our real one " + lk + " I get 'No such customer: cus_PqR8sT2uVw'. do live and test customers not share ids?")
    add("stripe-test-vs-live", "en", t, [lk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", "cus_PqR8sT2uVw"],
        "public doc test key vs real live key")

    # 11 card + CVV
    c = visa()
    cvv = dz(3)
    on = "#" + nd(7)
    t = ("ugh the checkout page keeps timing out. order " + on + ", total $149.90. I typed card " + g4(c) +
         ", exp 09/28, security code " + cvv + ". should I try again or will it charge me twice?")
    add("card-cvv-checkout", "en", t, [g4(c), cvv], [on], "own card and CVV; order number and price")

    # 12 test cards only
    t = ("Testing our checkout in sandbox: 4242 4242 4242 4242 works, 4000 0000 0000 0002 gives card_declined as "
         "expected, but 5555 5555 5555 4444 returns a 402 instead of success. Using any CVC like 123 and a future date.")
    add("test-cards-only", "en", t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "5555 5555 5555 4444"],
        "public test card numbers only")

    # 13 Airbnb wifi
    wk = pw_from(WORDS_EN, 1)
    t = ("Note for the trip: cabin wifi is 'Lakeside_Cabin_5G', password " + wk +
         ". Check-in 4 pm, lockbox instructions come 24h before. Host phone +1 207 555 0143.")
    add("airbnb-wifi", "en", t, [wk], ["Lakeside_Cabin_5G", "+1 207 555 0143"], "wifi key; SSID and host phone are not secret")

    # 14 mom spelled password
    word = R.choice(["rose", "lily", "daisy"])
    yr = str(R.randint(1948, 1965))
    spelled = ("capital " + word[0].upper() + ", " + ", ".join(word[1:]) + ", then " +
               " ".join(EN_NUM[int(x)] for x in yr) + ", and an exclamation mark at the end")
    t = ("Mom just read me her pharmacy portal password over the phone so I can refill her prescriptions: " +
         spelled + ". Her username is her email. Refill number on the bottle is RX 6624019.")
    add("mom-spelled-password", "en", t, [spelled], ["RX 6624019"], "password spelled out letter by letter and in number words")

    # 15 multi-message router
    rp = strongpw(12)
    t = msgs("I'm going to give you the router admin login so you remember it for me, password in the next message",
             rp,
             "oh and it's a TP-Link Archer AX55, firmware 1.1.4 Build 20230219, admin page at 192.168.0.1")
    add("router-next-message", "en", t, [rp], ["1.1.4 Build 20230219", "192.168.0.1"],
        "password announced, then sent alone in next message")

    # 16 PIN correction
    p1 = pin()
    p2 = p1[:2] + p1[3] + p1[2]
    while p2 == p1:
        p1 = pin()
        p2 = p1[:2] + p1[3] + p1[2]
    last4 = dz(4)
    t = ("remind me: debit card PIN is " + p1 + " — no wait, that was the old one, it's " + p2 +
         " now. the card ending in " + last4 + ", not the credit card.")
    add("pin-correction", "en", t, [p1, p2], ["ending in " + last4], "corrected PIN; both values sensitive; last four digits not secret")

    # 17 seed phrase + address
    sp = seed_words(12)
    addr = "0x" + hexs(40)
    t = ("I'm writing this down here in case I lose the paper: my MetaMask recovery phrase is " + sp +
         ". The receiving address I give people is " + addr + ", that one is fine to share.")
    add("seed-phrase", "en", t, [sp], [addr], "BIP39-style phrase; public address is a look-alike")

    # 18 eth private key vs tx hash
    pk = hexs(64)
    tx = "0x" + hexs(64)
    t = ("the transfer " + tx + " is still pending after 40 min. should I import my private key " + pk +
         " into another wallet and speed it up? gas was 12 gwei")
    add("eth-pk-vs-txhash", "en", t, [pk], [tx], "64-hex private key vs 64-hex tx hash")

    # 19 ssh private key vs public key
    priv = pem("OPENSSH PRIVATE KEY", 5)
    pub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B62 + "+/") + " deploy@ci-runner-03"
    t = ("deploy keeps failing with 'Permission denied (publickey)'. Added this to GitHub deploy keys:\n" + pub +
         "\n\nand the runner has this in ~/.ssh/id_ed25519:\n" + priv + "\n\nfile perms are 600")
    add("ssh-priv-vs-pub", "en", t, [priv], [pub],
        "private key block is secret; public key line is not")

    # 20 UK bank letter OCR
    acc = dz(8)
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(10, 99), R.randint(10, 99))
    ref = "REF/" + nd(6)
    t = ("[photo of letter, OCR]\nNorthgate Building Society\n14 February 2025\nDear Mr A. Whitfield,\n"
         "Your new Easy Saver account is now open.\nSort code: " + sc + "\nAccount number: " + acc +
         "\nOur reference: " + ref + "\nIf you have questions call us on 0345 300 0000 (Mon-Fri 8am-8pm).\n\n"
         "can you keep the account details so I can set up a standing order later")
    add("uk-bank-letter-ocr", "en", t, [acc], [ref, "0345 300 0000"],
        "OCR of bank letter; own account number secret; bank phone and reference are not")

    # 21 SSN
    ssn = us_ssn()
    t = ("Filling out the W-4 for the new job. My SSN is " + ssn + ", filing status single, 1 dependent. "
         "IRS help line printed on the form is 1-800-829-1040 — is Step 2(c) only for two jobs?")
    add("us-ssn-w4", "en", t, [ssn], ["1-800-829-1040", "Step 2(c)"], "SSN; IRS public phone")

    # 22 security answers
    pet = R.choice(["Biscuit", "Pickles", "Nugget", "Waffles"])
    maiden = R.choice(["Kowalczyk", "Abernathy", "Castellanos", "Lindqvist"])
    street = R.choice(["Juniper Lane", "Orchard Street", "Bellweather Road"])
    t = ("Security questions for the new bank login, so I don't forget: first pet = " + pet +
         ", mother's maiden name = " + maiden + ", street I grew up on = " + street +
         ". They said I need to answer 2 of 3 when calling 1-888-555-0199.")
    add("security-answers", "en", t, [pet, maiden, street], ["1-888-555-0199"], "security question answers")

    # 23 door + gate code
    dc, gc = pin(4), pin(5)
    t = ("Directions for the cleaner on Thursday: we're at 2281 Alder Court, unit 4B. Gate code is " + gc +
         "#, then the front door keypad is " + dc + ". Parking spot 17 is ours.")
    add("door-gate-code", "en", t, [gc, dc], ["2281 Alder Court", "unit 4B"], "keypad codes next to address numbers")

    # 24 alarm + safe
    al, sf = pin(4), "%02d-%02d-%02d" % (R.randint(1, 99), R.randint(1, 99), R.randint(1, 99))
    t = ("if anything happens while I'm away: alarm disarm code is " + al + " (zone 3 is the garage, ignore it if it "
         "beeps), and the fireproof safe in the closet opens with " + sf + ". monitoring company account no. is on the sticker.")
    add("alarm-safe", "en", t, [al, sf], ["zone 3"], "alarm code and safe combination")

    # 25 recovery codes
    codes = [hexs(5) + "-" + hexs(5) for _ in range(4)]
    t = ("GitHub 2FA recovery codes, saving them here:\n" + "\n".join(codes) +
         "\n(the other 12 are in my password manager). Account created 2019-06-02.")
    add("gh-recovery-codes", "en", t, codes, ["2019-06-02"], "backup codes list")

    # 26 TOTP secret
    ts = rs(32, UP + "234567")
    t = ("The QR code won't scan on my new phone so I typed the setup key manually: " +
         " ".join(ts[i:i + 4] for i in range(0, 32, 4)) +
         " — it's set to 6 digits, 30 seconds, SHA1. Still says invalid code.")
    tsf = " ".join(ts[i:i + 4] for i in range(0, 32, 4))
    add("totp-setup-key", "en", t, [tsf], ["6 digits, 30 seconds, SHA1"], "TOTP seed in groups of four")

    # 27 OTP forwarded
    otp = dz(3) + " " + dz(3)
    t = ("Dad: the bank just texted me a code, " + otp + ", the man on the phone says he needs it to reverse the charge. "
         "The text came from 72975. Should I give it to him?")
    add("otp-scam-call", "en", t, [otp], ["72975"], "one-time code; sender short code is not")

    # 29 log UUIDs only
    u1, u2, u3 = uuid4(), uuid4(), uuid4()
    t = ("2025-01-09T08:14:22.117Z INFO  worker-7 job=" + u1 + " attempt=3 status=retrying\n"
         "2025-01-09T08:14:22.410Z WARN  worker-7 job=" + u1 + " upstream=" + u2 + " latency_ms=30012\n"
         "2025-01-09T08:14:23.002Z ERROR worker-2 trace_id=" + u3 + " err=\"context deadline exceeded\"\n"
         "why does the same job retry so often?")
    add("log-uuids-only", "en", t, [], [u1, u2, u3], "log ids and timestamps only")

    # 30 rent: landlord IBAN vs own IBAN
    own = mk_iban("DE")
    land = mk_iban("DE")
    t = ("Set up the rent transfer: from my account " + ifmt(own) + " to Wohnbau Rheinblick GmbH, IBAN " + ifmt(land) +
         ", €1,240 on the 1st of every month, reference 'Miete Whg 12, Kd-Nr 40771'.")
    add("rent-own-vs-payee-iban", "en", t, [ifmt(own)], [ifmt(land), "€1,240"],
        "own IBAN secret; landlord company's IBAN is a payee look-alike")

    # 31 Azure connection string
    akey = b64(64)
    t = ("Function app can't read the blob container, this is the AzureWebJobsStorage setting:\n"
         "DefaultEndpointsProtocol=https;AccountName=stcontosoinvoices01;AccountKey=" + akey +
         ";EndpointSuffix=core.windows.net\nerror: 403 AuthorizationPermissionMismatch")
    add("azure-storage-connstr", "en", t, [akey], ["stcontosoinvoices01"],
        "Azure storage account key in connection string")

    # 32 Slack webhook
    wpath = "T0" + rs(8, UP + DIG) + "/B0" + rs(8, UP + DIG) + "/" + rs(24)
    t = ("our alert bot posts twice. the webhook is https://hooks.slack.com/services/" + wpath +
         " and Alertmanager is v0.27.0 with group_wait 30s")
    add("slack-webhook", "en", t, [wpath], ["v0.27.0"], "webhook path is the credential")

    # 33 JWT in log
    j = jwt({"sub": nd(6), "role": "admin", "iat": 1736400000 + R.randint(0, 99999)})
    tid = hexs(32)
    t = ("[gateway] 2025-01-10 11:02:45 POST /api/admin/users 500 trace=" + tid +
         " auth=\"Bearer " + j + "\"\nwhy 500 and not 403 when the role claim is wrong?")
    add("jwt-in-log", "en", t, [j], [tid, "/api/admin/users 500"], "JWT bearer token in log line")

    # 34 basic auth header
    up = "svc-backup:" + strongpw(12, B62)
    ba = base64.b64encode(up.encode()).decode()
    t = ("nginx proxy returns 401 even with this header\nAuthorization: Basic " + ba +
         "\nupstream is http://127.0.0.1:8081, nginx/1.24.0")
    add("basic-auth-header", "en", t, [ba], ["nginx/1.24.0"], "base64 user:password")

    # 36 SQL create user
    sp_ = pw_from(WORDS_EN, 4)
    t = ("is this migration safe to run on prod?\n\nCREATE ROLE reporting_ro WITH LOGIN PASSWORD '" + sp_ + "';\n"
         "GRANT CONNECT ON DATABASE warehouse TO reporting_ro;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting_ro;\n"
         "-- ticket DATA-2291, migration 0047_reporting_role.sql")
    add("sql-create-role", "en", t, [sp_], ["DATA-2291", "0047_reporting_role.sql"], "password in SQL DDL")

    # 38 windows generic key
    t = ("I reinstalled Windows 11 Pro 23H2 and used the generic key VK7JG-NPHTM-C97JM-9MPGT-3V66T from Microsoft's page "
         "just to get through setup. Activation now shows error 0xC004F213. My laptop has a digital license, right?")
    add("windows-generic-key", "en", t, [], ["VK7JG-NPHTM-C97JM-9MPGT-3V66T", "0xC004F213"],
        "publicly documented generic product key and error code")

    # 39 placeholders
    t = ("The README says: export API_KEY=your_api_key_here and then curl -H \"X-Api-Key: <YOUR_API_KEY>\" "
         "https://api.weatherly.dev/v1/forecast?lat=52.52&lon=13.40 — do I literally type that or replace it?")
    add("placeholders-only", "en", t, [], ["your_api_key_here", "<YOUR_API_KEY>"], "placeholders only")

    # 40 password in two parts across messages
    a_, b_ = R.choice(["velvet", "granite", "saffron", "orbit"]), "-" + R.choice(["Harbor", "Meadow", "Falcon"]) + "-" + dz(2)
    t = msgs("Netflix got logged out on the TV. The password is two parts, first part: " + a_,
             "second part is " + b_ + " (with the dashes)",
             "TV is a Samsung QN90B, model year 2022")
    add("password-two-parts", "en", t, [a_, b_], ["QN90B"], "password split over two messages")

    # 41 passport + flight
    pp = R.choice(UP) + dz(8)
    t = ("For the visa form: passport no. " + pp + ", issued 03/2021, expires 03/2031. Flight is UA 934 on May 14, "
         "seat 32K, arriving 11:55 local.")
    add("passport-flight", "en", t, [pp], ["UA 934", "32K"], "passport number; flight details not secret")

    # 42 Canadian SIN
    sin = ca_sin()
    t = ("CRA My Account keeps locking me out. SIN " + sin + ", the security code letter came with code reference 2024-ON-118. "
         "Their number is 1-800-959-8281.")
    add("ca-sin", "en", t, [sin], ["1-800-959-8281", "2024-ON-118"], "Canadian SIN (Luhn-valid)")

    # 43 UK NI number
    ni = uk_nino()
    t = ("New payroll form wants my National Insurance number: " + ni + ". Tax code on my last payslip was 1257L, "
         "employee no. 00418.")
    add("uk-nino", "en", t, [ni], ["1257L"], "NI number; tax code is public allowance code")

    # 44 TFN + ABN
    tfn = au_tfn()
    abn = au_abn()
    t = ("Starting as a contractor. My TFN is " + tfn + " and the agency's ABN on the invoice template is " + abn +
         ". Do I quote my TFN to them or just my own ABN once I get one?")
    add("au-tfn-abn", "en", t, [tfn], [abn], "own TFN secret; agency's public ABN not")

    # 45 error codes only
    t = ("Windows Update fails with 0x80070005, then 0x800f0922, and the Docker container exits with code 137. "
         "Event Viewer shows ID 1000 for explorer.exe, fault offset 0x00000000000a3c8f. Related?")
    add("error-codes-only", "en", t, [], ["0x80070005", "0x800f0922", "0x00000000000a3c8f"], "error codes only")

    # 47 wifi QR string
    wq = pw_from(WORDS_EN, 0)
    t = ("I decoded the sticker QR with my phone, it says WIFI:T:WPA;S:Vodafone-7C21;P:" + wq +
         ";H:false;; — can you make a printable card for guests?")
    add("wifi-qr", "en", t, [wq], ["Vodafone-7C21"], "wifi key inside WIFI: QR payload")

    # 48 wireguard
    wpk, wpub = b64(32), b64(32)
    t = ("[Interface]\nPrivateKey = " + wpk + "\nAddress = 10.66.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = " + wpub +
         "\nEndpoint = 203.0.113.45:51820\nAllowedIPs = 0.0.0.0/0\n\nhandshake never completes, what's wrong?")
    add("wireguard-conf", "en", t, [wpk], [wpub, "203.0.113.45:51820"],
        "WireGuard private key secret; peer public key not")

    # 49 gitlab CI token
    gl = "glpat-" + rs(20, URLSAFE)
    pid = nd(7)
    t = ("pipeline #" + pid + " fails at 'docker push'. in .gitlab-ci.yml I have\n"
         "  script:\n    - echo \"" + gl + "\" | docker login registry.gitlab.com -u ci-bot --password-stdin\n"
         "    - docker push registry.gitlab.com/acme/api:1.9.2")
    add("gitlab-ci-pat", "en", t, [gl], ["#" + pid, "api:1.9.2"], "GitLab PAT in CI script")

    # 50 telegram bot token
    tb = nd(10) + ":AA" + rs(33, URLSAFE)
    chat = "-100" + nd(10)
    t = ("python-telegram-bot 21.0 says Conflict: terminated by other getUpdates request. token is " + tb +
         ", group chat_id " + chat + ". I only run one instance!")
    add("telegram-bot", "en", t, [tb], [chat, "21.0"], "bot token; chat id is an identifier")

    # 54 lockbox for dog sitter
    lb = pin(4)
    t = msgs("Hi! For the dog sitter: key is in the lockbox by the side door",
             "code " + lb,
             "Milo eats at 7 and 6, 2 scoops. Vet is Riverside Animal Clinic (555) 014-2290 if anything.")
    add("lockbox-dogsitter", "en", t, [lb], ["(555) 014-2290"], "lockbox code sent alone")

    # 55 google app password
    ap = " ".join(rs(4, LOW) for _ in range(4))
    t = ("Thunderbird won't take my normal password for Gmail so I generated an app password: " + ap +
         " . IMAP imap.gmail.com port 993, SMTP 465.")
    add("google-app-password", "en", t, [ap], ["port 993"], "16-letter app password in groups")

    # 56 sha256 checksums only
    s1, s2 = hexs(64), hexs(64)
    t = ("Downloaded ubuntu-24.04.1-desktop-amd64.iso, sha256sum gives " + s1 + " but SHA256SUMS on the mirror lists " +
         s2 + ". Corrupt download or tampered?")
    add("sha256-only", "en", t, [], [s1, s2], "file hashes only")

    # 57 docker login
    dp = strongpw(16)
    dg = "sha256:" + hexs(64)
    t = ("$ docker login -u acmebuild -p '" + dp + "' harbor.acme.io\nWARNING! Using --password via the CLI is insecure.\n"
         "Login Succeeded\n$ docker pull harbor.acme.io/base/python@" + dg + "\nError: manifest unknown")
    add("docker-login-digest", "en", t, [dp], [dg], "registry password; image digest look-alike")

    # 58 amex CID
    ax = amex()
    cid = dz(4)
    t = ("Booking the hotel by phone, they asked for the Amex: " + amexfmt(ax) + ", the 4-digit code on the front is " +
         cid + ". Confirmation number they gave me: 84412907. Rate $212/night.")
    add("amex-cid", "en", t, [amexfmt(ax), cid], ["84412907"], "Amex number + CID")

    # 59 routing vs account
    rt = aba_routing()
    ac = dz(10)
    t = ("direct deposit form for HR: routing number " + rt + " (that's just my credit union's, it's printed on their website), "
         "checking account " + ac + ".")
    add("aba-routing-account", "en", t, [ac], [rt], "public routing number vs own account number")

    # 60 anthropic key in python
    an = "sk-ant-api03-" + rs(93, URLSAFE) + "AA"
    t = ("import anthropic\nclient = anthropic.Anthropic(api_key=\"" + an + "\")\n"
         "msg = client.messages.create(model=\"claude-3-5-sonnet-20241022\", max_tokens=1024, messages=[...])\n"
         "# anthropic==0.39.0 -> TypeError: 'NoneType' object is not iterable")
    add("anthropic-key-python", "en", t, [an], ["claude-3-5-sonnet-20241022", "anthropic==0.39.0"],
        "API key in code; model id and version")

    # 61 GCP service account JSON
    kid = hexs(40)
    pk_ = pem("PRIVATE KEY", 4).replace("\n", "\\n")
    t = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"orbit-analytics-412209\",\n"
         "  \"private_key_id\": \"" + kid + "\",\n  \"private_key\": \"" + pk_ + "\\n\",\n"
         "  \"client_email\": \"etl-runner@orbit-analytics-412209.iam.gserviceaccount.com\",\n"
         "  \"client_id\": \"1048" + dz(17) + "\"\n}\nwhy does BigQuery say 'invalid_grant: Invalid JWT Signature'?")
    add("gcp-sa-json", "en", t, [kid, pk_], ["orbit-analytics-412209"],
        "service account key JSON with escaped private key")

    # 62 password manager CSV
    r1, r2, r3 = pw_from(WORDS_EN, 0), strongpw(14), pw_from(WORDS_EN, 3)
    t = ("exporting from my old password manager, can you turn this into a table?\nname,url,username,password\n"
         "Netflix,https://netflix.com,jo.m@mailbox.org," + r1 + "\nCity Power,https://citypower.com/account,jomorrow," + r2 +
         "\nLibrary,https://lib.example.gov,2903317," + r3)
    add("pwmanager-csv", "en", t, [r1, r2, r3], ["https://citypower.com/account"], "several passwords in CSV")

    # 65 VIN + ISBN only
    v, ib = vin(), isbn13()
    t = ("Selling the car: VIN " + v + ", 84,300 miles, plate 7KXR219. Also selling the manual, ISBN " + ib + ". What should I ask for?")
    add("vin-isbn-only", "en", t, [], [v, ib], "VIN and ISBN (valid check digits) only")

    # 67 unlabelled-ish: verification code in email pasted
    vc = nd(6)
    t = ("[pasted email]\nFrom: no-reply@accounts.steamcommunity.example\nSubject: Your Steam login code\n\n"
         "Here is the Steam Guard code you need to login to account jmorrow_88:\n\n" + vc +
         "\n\nThis code expires in 15 minutes. Login attempt from Frankfurt, DE (IP 185.220.101.4).\n\n"
         "I didn't try to log in from Germany?!")
    add("steam-guard-email", "en", t, [vc], ["185.220.101.4"], "login code in pasted email")

    # 68 sister shares wifi across messages
    wk2 = pw_from(WORDS_EN, 4)
    t = msgs("you asked for the wifi at mum's new flat, hang on",
             "network: BT-7HQX2C",
             "password: " + wk2,
             "she's at number 38 Gladstone Road, buzzer says Flat 2")
    add("sister-wifi-multi", "en", t, [wk2], ["BT-7HQX2C"], "wifi across four messages")

    # 69 staging token next message
    stt = "eyJ" + rs(20, URLSAFE) + "." + rs(40, URLSAFE)
    t = msgs("for the staging env you'll need the API token, I'll paste it below. the base url is https://staging.api.tidepool.app/v3",
             stt,
             "it's valid until 2025-04-30 and rate limited to 100 req/min")
    add("staging-token-multi", "en", t, [stt], ["https://staging.api.tidepool.app/v3"],
        "token alone in its own message")

    # 70 lookalike-only multi
    t = msgs("my Amazon return: order 114-" + dz(7) + "-" + dz(7),
             "RMA D" + rs(8, UP + DIG) + ", drop off at the UPS store by Feb 28",
             "refund of $64.99 should come back to the card ending 1007")
    o = t.split("order ")[1].split("\n")[0]
    rma = "RMA " + t.split("RMA ")[1].split(",")[0]
    add("returns-only-multi", "en", t, [], [o, rma], "look-alikes only, multiple messages")

    # 71 spelled NATO-style wifi
    letters = [R.choice(UP) for _ in range(3)]
    NATO = dict(zip(UP, "Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu".split()))
    num = dz(4)
    sp2 = " ".join(NATO[x] for x in letters) + " " + " ".join(EN_NUM[int(x)] for x in num)
    t = ("Writing down what the ISP tech said on the phone for the modem admin password, he spelled it: " + sp2 +
         ". All caps for the letters. Ticket number was INC0048213.")
    add("nato-spelled", "en", t, [sp2], ["INC0048213"], "password spelled with NATO alphabet and number words")


def br_cnpj():
    s = nd(8) + "0001"
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = w_sum(s, w) % 11
        s += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def steuerid_fmt(s):
    return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


# =====================================================================
# European languages
# =====================================================================
def european():
    # German
    sid = steuerid_fmt(de_steuerid())
    ib = ifmt(mk_iban("DE"))
    t = ("[Scan Lohnsteuerbescheinigung, OCR]\nAusdruck der elektronischen Lohnsteuerbescheinigung für 2024\n"
         "Identifikationsnummer: " + sid + "\nPersonalnummer: 004417\nBruttoarbeitslohn: 52.340,00 EUR\n"
         "Einbehaltene Lohnsteuer: 8.911,27 EUR\n\nWas davon muss ich in ELSTER in die Anlage N eintragen? "
         "Erstattung bitte auf meine IBAN " + ib + ".")
    add("de-lohnsteuer-ocr", "de", t, [sid, ib], ["Personalnummer: 004417", "52.340,00"],
        "Steuer-ID (valid check digit) and own IBAN from OCR")

    fk = " ".join(dz(4) for _ in range(5))
    t = ("Kannst du dir den WLAN-Schlüssel von der Fritzbox merken? Steht hinten auf dem Aufkleber: " + fk +
         ". Netzwerkname FRITZ!Box 7590 XQ, FRITZ!OS 7.57, Benutzeroberfläche unter fritz.box.")
    add("de-fritzbox-key", "de", t, [fk], ["FRITZ!Box 7590 XQ", "FRITZ!OS 7.57"], "20-digit Fritzbox WPA key")

    p1 = pin()
    p2 = pin()
    t = msgs("Mama hat eben angerufen, die PIN für ihre neue Girokarte ist " + p1,
             "ne warte, sie hat sich vertan, das war die vom Sparbuch. Die richtige ist " + p2,
             "Termin in der Filiale Hauptstraße 12 ist am 14.03. um 10:30, Kundenberaterin Frau Yilmaz")
    add("de-mama-pin-correction", "de", t, [p1, p2], ["Hauptstraße 12"], "corrected PIN across messages")

    jp = strongpw(15)
    t = ("Warum schlägt der Build fehl? Auszug aus dem Jenkins-Log:\n[Pipeline] sh\n"
         "+ mvn -B deploy -Dnexus.user=ci-deploy -Dnexus.password=" + jp + " -Drevision=3.4.1-SNAPSHOT\n"
         "[ERROR] Failed to deploy artifacts: status code: 401, reason phrase: Unauthorized (401)\n"
         "Finished: FAILURE (Build #2184)")
    add("de-jenkins-log", "de", t, [jp], ["3.4.1-SNAPSHOT", "Build #2184"], "password on mvn command line")

    sw = ifmt(mk_iban("DE"))
    t = ("Die Stadtwerke schreiben, ich soll den Abschlag von 86,00 € ab April auf " + sw +
         " überweisen, Verwendungszweck Vertragskonto 2000 4471 9. Auf der Website steht dieselbe IBAN, passt das?")
    add("de-stadtwerke-payee", "de", t, [], [sw, "Vertragskonto 2000 4471 9"],
        "payee IBAN of utility; only look-alikes")

    letters = R.choice(["Tannenbaum", "Sommerregen", "Wanderweg"])
    y = str(R.randint(1950, 1962))
    sp = ("großes " + letters[0] + ", dann " + " ".join(letters[1:]) + ", dann " + y + " und am Ende ein Ausrufezeichen")
    t = ("Opa hat mir sein Passwort für das Online-Banking am Telefon buchstabiert, damit ich ihm bei der Überweisung helfe: " +
         sp + ". Die TAN kommt aufs Handy, die Überweisung sind 250 € an den Gartenverein.")
    add("de-opa-spelled", "de", t, [sp], ["250 €"], "password spelled out in German")

    # French
    nir = fr_nir()
    rib = ifmt(mk_iban("FR"))
    t = ("Pour le formulaire de la mutuelle : mon numéro de sécu c'est " + nir + " et mon RIB " + rib +
         ". Le numéro d'adhérent de la mutuelle c'est le 00873321, contrat Santé Plus niveau 2.")
    add("fr-secu-rib", "fr", t, [nir, rib], ["00873321"], "NIR with valid key and own French IBAN")

    lk = rs(26, "0123456789ABCDEF")
    t = msgs("la clé wifi de la Livebox c'est celle écrite sous la box, je te la recopie",
             lk,
             "le réseau c'est Livebox-A3F2 et l'interface d'admin c'est 192.168.1.1 (mot de passe admin = les 8 premiers caractères de la clé, d'après Orange)")
    add("fr-livebox-multi", "fr", t, [lk], ["Livebox-A3F2", "192.168.1.1"], "wifi key alone in a message")

    w = R.choice(["Marcel", "Lucienne", "Bernard"])
    y = str(R.randint(1944, 1958))
    sp = w[0] + " majuscule, " + ", ".join(w[1:].lower()) + ", puis " + ", ".join(y) + ", et un point d'exclamation"
    cb = pin()
    t = ("Mon père m'a dicté son mot de passe Ameli : " + sp + ". Et son code de carte bleue c'est " + cb +
         ", je le note au cas où. S'il y a un souci il faut appeler le 3646.")
    add("fr-pere-dicte", "fr", t, [sp, cb], ["3646"], "dictated password and card PIN")

    siret = fr_siret()
    col = "6A" + dz(11)
    t = ("Le colis " + col + " est bloqué depuis une semaine. Le vendeur (SIRET " + siret + ") dit qu'il a été expédié "
         "le 12/02. Facture FA-2025-00391, montant 79,90 €. Je fais une réclamation ?")
    add("fr-colis-only", "fr", t, [], [col, siret, "FA-2025-00391"], "tracking number and public SIRET only")

    # Spanish
    dni = es_dni()
    cl = pw_from(WORDS_ES, 0)
    t = ("Para la sede electrónica: DNI " + dni + ", y la clave del certificado digital es " + cl +
         ". El número de expediente es 2024/118734-B, plazo hasta el 30 de abril.")
    add("es-dni-clave", "es", t, [dni, cl], ["2024/118734-B"], "DNI with valid letter and certificate password")

    wf = pw_from(WORDS_ES, 1)
    t = ("La contraseña del wifi de casa de la abuela es " + wf + " (la red se llama MOVISTAR_4F1A). Si no va, "
         "reinicia el router, es un Askey RTF8115VW.")
    add("es-wifi-abuela", "es", t, [wf], ["MOVISTAR_4F1A"], "wifi password")

    mg = strongpw(14, URLSAFE)
    t = ("Me da error al conectar a Mongo desde Node 20.11, la cadena es "
         "mongodb+srv://admin:" + mg + "@cluster0.x7k2p.mongodb.net/tienda?retryWrites=true&w=majority "
         "y sale MongoServerError: bad auth : Authentication failed, code 8000.")
    add("es-mongo-uri", "es", t, [mg], ["Node 20.11"], "password in MongoDB URI")

    pp = R.choice(["PAA", "PAB", "PAC"]) + dz(6)
    t = ("Reserva del vuelo IB 6251 a Bogotá el 3 de julio, asiento 24C. Para el check-in online me piden el pasaporte: " +
         pp + ", caduca en 2029. Localizador de la reserva me lo mandaron por correo.")
    add("es-pasaporte-vuelo", "es", t, [pp], ["IB 6251"], "passport number; flight data not secret")

    # es-MX
    clabe = mx_clabe()
    nip = pin()
    t = ("Para que me depositen la nómina: mi CLABE es " + clabe + ". Y anota el NIP de la tarjeta nueva, " + nip +
         ", que siempre se me olvida. La referencia del recibo de luz de CFE es 0123 4567 8901 2.")
    add("mx-clabe-nip", "es-MX", t, [clabe, nip], ["0123 4567 8901 2"], "CLABE with valid check digit; NIP")

    cd = dz(6)
    t = msgs("me llegó un SMS de BBVA con un código, te lo paso",
             cd,
             "dice que es para dar de alta un dispositivo nuevo, folio 88231907. Yo no pedí nada, ¿es fraude?")
    add("mx-sms-code", "es-MX", t, [cd], ["folio 88231907"], "one-time code alone in message")

    # es-AR
    cuit = ar_cuit()
    cf = pw_from(WORDS_ES, 4)
    t = ("Para facturar como monotributista: CUIT " + cuit + ", clave fiscal de AFIP nivel 3: " + cf +
         ". Estoy en la categoría D, la cuota es $42.386,56.")
    add("ar-cuit-clave", "es-AR", t, [cuit, cf], ["$42.386,56"], "CUIT with valid check digit and tax portal password")

    cbu, cbu2 = ar_cbu(), ar_cbu()
    hb = pw_from(WORDS_ES, 3)
    t = ("Pasame la guita a mi CBU " + cbu + ". La clave del home banking te la paso por acá: " + hb +
         "... no, mejor no, olvidate. Para las expensas el CBU del consorcio es " + cbu2 + ", alias PALMERA.TECHO.RIO")
    add("ar-cbu-own-vs-consorcio", "es-AR", t, [cbu, hb], [cbu2, "PALMERA.TECHO.RIO"],
        "own CBU and password; building's CBU and alias are payee")

    # pt-BR
    cpf = br_cpf()
    s6 = pin(6)
    t = ("Vou fazer o cadastro no app do banco, meu CPF é " + cpf + " e a senha de 6 dígitos que escolhi é " + s6 +
         ". O protocolo do atendimento foi 2025031400871.")
    add("br-cpf-senha", "pt-BR", t, [cpf, s6], ["2025031400871"], "CPF with valid check digits and PIN")

    wc = dz(3) + "-" + dz(3)
    t = msgs("amor, chegou um código do WhatsApp no meu celular, vou te mandar",
             wc,
             "era pra você? chegou junto com a mensagem do pedido 4471 do iFood")
    add("br-whatsapp-code", "pt-BR", t, [wc], ["pedido 4471"], "verification code alone")

    cnpj = br_cnpj()
    rast = s10("BR", R.choice(["QB", "NL", "OJ"]))
    t = ("A loja (CNPJ " + cnpj + ") disse que postou, código de rastreio " + rast + ", nota fiscal 000.118.392, "
         "valor R$ 349,90. Mas no site dos Correios aparece 'objeto não encontrado'.")
    add("br-rastreio-only", "pt-BR", t, [], [cnpj, rast], "public CNPJ and tracking code only")

    # pt-PT
    nif = pt_nif()
    pf = pw_from(WORDS_PT, 0)
    mb = pin()
    t = ("Para as Finanças: o meu NIF é " + nif + " e a senha do Portal das Finanças é " + pf +
         ". O PIN do cartão Multibanco novo é " + mb + ". Para pagar o IMI uso a Entidade 10611.")
    add("pt-nif-senha", "pt-PT", t, [nif, pf, mb], ["Entidade 10611"], "NIF with valid check digit; portal password; card PIN")

    pti = ifmt(mk_iban("PT"))
    t = ("Malta, para o jantar de dia 8 são 30 € cada. Transfiram para o meu IBAN " + pti +
         " até sexta. Reserva no restaurante feita para 12 pessoas às 20h.")
    add("pt-iban-jantar", "pt-PT", t, [pti], ["30 €"], "own IBAN shared with friends")

    # Italian
    cf_ = it_cf()
    bp = pin(5)
    t = ("Per lo SPID mi chiedono il codice fiscale: " + cf_ + ". Il PIN del bancomat nuovo è " + bp +
         ", scrivilo da qualche parte. Numero pratica 2025/PA/00912.")
    add("it-cf-pin", "it", t, [cf_, bp], ["2025/PA/00912"], "codice fiscale with valid check char; card PIN")

    iw = pw_from(WORDS_IT, 1)
    t = msgs("la password del wifi della casa al mare te la mando adesso",
             iw,
             "la rete si chiama TIM-29384751, se non va riavvia il modem (TIM Hub+ Executive)")
    add("it-wifi-mare", "it", t, [iw], ["TIM-29384751"], "wifi password alone")

    piva = it_piva()
    forn = ifmt(mk_iban("IT"))
    mio = ifmt(mk_iban("IT"))
    t = ("Il fornitore (P.IVA " + piva + ") mi ha mandato la fattura n. 118/2025 da 1.220,00 €, da pagare sul suo IBAN " +
         forn + ". Io pago dal mio conto " + mio + ", mi prepari il testo del bonifico?")
    add("it-fattura-iban", "it", t, [mio], [piva, forn, "118/2025"],
        "own IBAN secret; supplier VAT number and IBAN are payee look-alikes")

    # Dutch
    bsn = nl_bsn()
    dg = pw_from(WORDS_MISC, 0)
    t = ("Voor de belastingaangifte: mijn BSN is " + bsn + " en mijn DigiD-wachtwoord " + dg +
         ". Kenmerk van de brief: 2025-0447, voorlopige aanslag € 1.118.")
    add("nl-bsn-digid", "nl", t, [bsn, dg], ["2025-0447"], "BSN passing 11-proef; DigiD password")

    own = ifmt(mk_iban("NL"))
    bd = ifmt(mk_iban("NL"))
    t = ("Ik moet € 312 terugbetalen aan de Belastingdienst op " + bd + " met betalingskenmerk 4122 8830 1941 0027. "
         "Kan ik dat gewoon vanaf mijn eigen rekening " + own + " doen of moet het via Mijn Belastingdienst?")
    add("nl-belastingdienst-iban", "nl", t, [own], [bd, "4122 8830 1941 0027"], "own IBAN vs tax office's IBAN")

    # Polish
    bl = dz(6)
    pes = pl_pesel()
    t = ("Mama pyta, czy może mi podać kod BLIK, żebym zapłacił za nią za bilety: " + bl +
         ". I jeszcze jej PESEL do wniosku o dowód: " + pes + ". Bilety kosztują 189 zł.")
    add("pl-blik-pesel", "pl", t, [bl, pes], ["189 zł"], "BLIK one-time code and PESEL")

    pw_ = pw_from(WORDS_PL, 1)
    t = ("Hasło do Wi-Fi w biurze: " + pw_ + ", sieć Biuro_Gosc. Drukarka ma IP 192.168.10.45, a serwis HP to 22 583 43 49.")
    add("pl-wifi-biuro", "pl", t, [pw_], ["Biuro_Gosc", "192.168.10.45"], "office wifi password")

    nip = pl_nip()
    inpost = dz(24)
    t = ("Paczka InPost nr " + inpost + " utknęła w sortowni. Sprzedawca (NIP " + nip + ") twierdzi, że to nie jego wina. "
         "Zamówienie #AL-77120 na 249,99 zł.")
    add("pl-paczka-only", "pl", t, [], [inpost, nip, "#AL-77120"], "tracking number and company NIP only")

    # Czech
    rc = cz_rc(R.random() < 0.5)
    cp = pin()
    t = ("Do formuláře pro pojišťovnu potřebuju rodné číslo: " + rc + ". A PIN ke kartě je " + cp +
         ", kdybych zapomněl. Číslo smlouvy 4410023771.")
    add("cs-rodne-cislo-pin", "cs", t, [rc, cp], ["4410023771"], "birth number divisible by 11; PIN")

    h1, h2 = pw_from(WORDS_MISC, 0), pw_from(WORDS_MISC, 0)
    t = ("Heslo k routeru je " + h1 + ", ne počkej, to je to staré, nové je " + h2 +
         ". Router je Turris Omnia, TurrisOS 7.1.3.")
    add("cs-heslo-oprava", "cs", t, [h1, h2], ["TurrisOS 7.1.3"], "corrected password; both sensitive")

    # Slovak
    rc2 = cz_rc(R.random() < 0.5)
    ed = pw_from(WORDS_MISC, 4)
    t = ("Na daňové priznanie: rodné číslo " + rc2 + ", heslo do eDane " + ed +
         ". Daňový úrad Bratislava, tel. 02/5737 8111, termín do 31. marca.")
    add("sk-rc-edane", "sk", t, [rc2, ed], ["02/5737 8111"], "Slovak birth number and password")

    # Russian
    sn, inn = ru_snils(), ru_inn12()
    gp = pw_from(WORDS_RU, 1)
    t = ("Для Госуслуг: СНИЛС " + sn + ", ИНН " + inn + ", пароль от личного кабинета " + gp +
         ". Номер заявления 4417-889-22, статус «на рассмотрении».")
    add("ru-gosuslugi", "ru", t, [sn, inn, gp], ["4417-889-22"], "SNILS and INN with valid checksums; password")

    sms = dz(6)
    t = msgs("мне пришёл код из СМС от Сбера, вот он", sms,
             "а, нет, это код для входа в СберБанк Онлайн, никому не говори. номер 900 — это же официальный?")
    add("ru-sms-code", "ru", t, [sms], ["900"], "SMS code alone")

    dj = "django-insecure-" + rs(50, LOW + DIG + "!@#$%^&*(-_=+)")
    dbp = strongpw(16, URLSAFE)
    t = ("Почему Django не видит переменные окружения? Мой .env:\nDEBUG=False\nSECRET_KEY=" + dj +
         "\nDB_PASSWORD=" + dbp + "\nALLOWED_HOSTS=shop.example.ru\n\nDjango 5.0.3, python-dotenv 1.0.1")
    add("ru-django-env", "ru", t, [dj, dbp], ["Django 5.0.3", "python-dotenv 1.0.1"], "Django secret key and DB password")

    # Ukrainian
    rn = ua_rnokpp()
    up_ = pin()
    t = ("Для Дії треба РНОКПП (ІПН): " + rn + ". І запиши PIN-код від картки Монобанку: " + up_ +
         ". Номер договору 0041-7728, гаряча лінія 0 800 205 205.")
    add("uk-rnokpp-pin", "uk", t, [rn, up_], ["0041-7728", "0 800 205 205"], "Ukrainian tax number with checksum; PIN")

    uw = pw_from(WORDS_MISC, 1)
    t = ("Пароль від вайфаю в гуртожитку: " + uw + ", мережа KPI_Hostel_7, кімната 412. Роутер перезавантажують о 03:00.")
    add("uk-wifi-hurtozhytok", "uk", t, [uw], ["KPI_Hostel_7", "кімната 412"], "wifi password")

    # Greek
    afm, amka = gr_afm(), gr_amka()
    tx = pw_from(WORDS_MISC, 0)
    t = ("Για το Taxisnet: ΑΦΜ " + afm + ", ΑΜΚΑ " + amka + ", κωδικός " + tx + ". Αριθμός πρωτοκόλλου 118/2025.")
    add("el-taxisnet", "el", t, [afm, amka, tx], ["118/2025"], "AFM and AMKA with valid check digits; password")

    g1 = pin()
    g2 = pin()
    t = ("Το PIN της κάρτας είναι " + g1 + "... όχι, συγγνώμη, " + g2 + ". Το τηλέφωνο της τράπεζας είναι 210 3260000, "
         "ο λογαριασμός έληξε στις 15/05.")
    add("el-pin-correction", "el", t, [g1, g2], ["210 3260000"], "corrected PIN")

    # Swedish
    pn = se_pnr()
    bid = pin(6)
    t = ("Mitt personnummer är " + pn + " och säkerhetskoden till BankID är " + bid +
         ". Till föreningen swishar jag till 123 456 78 90, 350 kr för medlemsavgiften.")
    add("sv-pnr-bankid", "sv", t, [pn, bid], ["123 456 78 90", "350 kr"], "personnummer (Luhn) and BankID code; Swish number is payee")

    sw_ = pw_from(WORDS_MISC, 1)
    t = ("Wifi-lösenordet i stugan är " + sw_ + ", nätverket heter Telia-5G-2A7F. Nyckeln hänger på kroken, bastun tar 45 minuter.")
    add("sv-wifi-stugan", "sv", t, [sw_], ["Telia-5G-2A7F"], "cabin wifi")

    # Norwegian
    fnr = no_fnr()
    bp2 = pin()
    t = ("Fødselsnummeret mitt er " + fnr + ", og PIN-koden til BankID-brikken er " + bp2 + ". Saksnummer hos NAV: 24/88213.")
    add("nb-fnr-bankid", "nb", t, [fnr, bp2], ["24/88213"], "fødselsnummer with both check digits")

    # Danish
    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(50, 99), dz(4))
    mi = pw_from(WORDS_MISC, 3)
    t = ("CPR-nummer: " + cpr + ", MitID adgangskode: " + mi + ". Sagsnummer hos kommunen 2025-113-0042.")
    add("da-cpr-mitid", "da", t, [cpr, mi], ["2025-113-0042"], "CPR and MitID password")

    # Finnish
    ht = fi_hetu()
    sl = pw_from(WORDS_MISC, 0)
    t = ("Henkilötunnukseni on " + ht + " ja verkkopankin salasana " + sl + ". Asiakasnumero 40017723, Kela-kortin numero ei ole tässä.")
    add("fi-hetu-salasana", "fi", t, [ht, sl], ["40017723"], "HETU with valid check char")

    # Romanian
    cnp = ro_cnp()
    an = pw_from(WORDS_MISC, 1)
    t = ("CNP-ul meu este " + cnp + ", iar parola de la SPV ANAF este " + an + ". Număr de înregistrare 4412/2025.")
    add("ro-cnp-anaf", "ro", t, [cnp, an], ["4412/2025"], "CNP with valid control digit")

    # Hungarian
    ad = hu_adoaz()
    uk_ = pw_from(WORDS_MISC, 0)
    t = ("Adóazonosító jelem " + ad + ", az Ügyfélkapu jelszavam " + uk_ + ". Ügyszám: 2025-KH-00781, határidő május 20.")
    add("hu-adoazonosito", "hu", t, [ad, uk_], ["2025-KH-00781"], "Hungarian tax id with check digit")

    # Croatian
    oib = hr_oib()
    hp = pin()
    t = ("OIB mi je " + oib + ", a PIN za karticu " + hp + ". Broj narudžbe 25-004471, dostava GLS-om.")
    add("hr-oib-pin", "hr", t, [oib, hp], ["25-004471"], "OIB (ISO 7064) and card PIN")

    # Bulgarian
    egn = bg_egn()
    bgp = pw_from(WORDS_MISC, 1)
    t = ("ЕГН-то ми е " + egn + ", а паролата за портала на НАП е " + bgp + ". Входящ номер 24-00-117.")
    add("bg-egn-nap", "bg", t, [egn, bgp], ["24-00-117"], "EGN with valid check digit")

    # Turkish
    tc = tr_tc()
    ed2 = pw_from(WORDS_TR, 0)
    t = ("e-Devlet şifremi unutmamak için buraya yazıyorum: T.C. kimlik no " + tc + ", şifre " + ed2 +
         ". Başvuru numarası 2025-MRN-04471.")
    add("tr-tc-edevlet", "tr", t, [tc, ed2], ["2025-MRN-04471"], "TC kimlik with valid check digits")

    evs = ifmt(mk_iban("TR"))
    ben = ifmt(mk_iban("TR"))
    tk = card("9792")
    cv = dz(3)
    while cv in evs + ben + tk:
        cv = dz(3)
    t = ("Kira için ev sahibi IBAN'ını verdi: " + evs + " (Ahmet Kaya). Benim IBAN'ım " + ben + ", acil olursa Troy kartım " +
         g4(tk) + ", son kullanma 11/27, CVV " + cv + ". Kira 17.500 TL.")
    add("tr-kira-iban-kart", "tr", t, [ben, g4(tk), cv], [evs], "own IBAN/card/CVV; landlord's IBAN is payee")

    t = ("Kargom nerede? Yurtiçi Kargo takip no 7203118842, sipariş no 20250314-88123, müşteri hizmetleri 444 99 99. "
         "Fatura tutarı 1.249,90 TL.")
    add("tr-kargo-only", "tr", t, [], ["7203118842", "20250314-88123", "444 99 99"], "tracking/order only")

    tm = msgs("Annemin Wi-Fi şifresini değiştirdim, yenisini yazıyorum", pw_from(WORDS_TR, 1), "modem Zyxel VMG3625, arayüz 192.168.1.1")
    tp = tm.split("\n---\n")[1]
    add("tr-wifi-multi", "tr", tm, [tp], ["VMG3625", "192.168.1.1"], "wifi password alone in message")


# =====================================================================
# Middle East, South/East Asia, Africa
# =====================================================================
def other_regions():
    # Arabic (Saudi)
    sid = sa_id()
    otp = dz(4)
    otp_ar = native(otp, AR)
    t = ("رقم الهوية الوطنية حقي: " + sid + "، ورمز التحقق اللي وصلني من أبشر: " + otp_ar +
         ". رقم الطلب ٢٠٢٥٠٣١٤٧٧ لو احتجته للمتابعة.")
    add("ar-sa-absher", "ar", t, [sid, otp_ar], ["٢٠٢٥٠٣١٤٧٧"], "Saudi id (Luhn) and OTP in Arabic-Indic digits")

    wp = pw_from(WORDS_MISC, 0)
    vc = native(pin(4), AR)
    t = ("باسورد الواي فاي الجديد: " + wp + " واسم الشبكة WE_8F21A0. والرقم السري لفودافون كاش " + vc +
         "، متقولوش لحد. الفاتورة ٣٥٠ جنيه.")
    add("ar-eg-wifi-cash", "ar", t, [wp, vc], ["WE_8F21A0"], "Egyptian Arabic; wifi and wallet PIN")

    eid = ae_eid()
    mc = mastercard()
    t = ("أحتاج أجدد الإقامة: رقم الهوية الإماراتية " + eid + "، وبطاقة الائتمان " + g4(mc) +
         " تنتهي ٠٩/٢٧. رقم المعاملة في مركز تسهيل 1120034587 والرسوم 1,150 درهم.")
    add("ar-ae-eid-card", "ar", t, [eid, g4(mc)], ["1120034587"], "Emirates ID (Luhn) and card")

    t = msgs("أرسل لك كلمة مرور الراوتر الحين", pw_from(WORDS_MISC, 4), "الموديل Huawei B818، والشركة STC، رقم خدمة العملاء 900")
    ap = t.split("\n---\n")[1]
    add("ar-router-multi", "ar", t, [ap], ["Huawei B818", "900"], "router password alone")

    # Persian
    melli = ir_melli()
    r2 = native(pin(5), FA)
    cvv2 = native(dz(4), FA)
    t = ("کد ملی من " + melli + " هست. رمز دوم کارت: " + r2 + " و CVV2: " + cvv2 +
         ". شماره پیگیری تراکنش: ۴۵۸۸۱۰۲۳")
    add("fa-melli-ramz", "fa", t, [melli, r2, cvv2], ["۴۵۸۸۱۰۲۳"], "Iranian national code (check digit); PIN in Persian digits")

    ic = card("603799")
    sh = ifmt(mk_iban("IR"))
    t = ("برای واریز حقوق به حسابداری بفرست: شماره کارت " + "-".join(ic[i:i + 4] for i in range(0, 16, 4)) +
         " و شماره شبا " + sh + ". مبلغ ۲۸٬۵۰۰٬۰۰۰ ریال، تاریخ ۱۴۰۳/۱۲/۲۵.")
    add("fa-card-sheba", "fa", t, ["-".join(ic[i:i + 4] for i in range(0, 16, 4)), sh], ["۲۸٬۵۰۰٬۰۰۰ ریال", "۱۴۰۳/۱۲/۲۵"],
        "Iranian card (Luhn) and own Sheba IBAN")

    # Hebrew
    tz = il_tz()
    hp = pw_from(WORDS_MISC, 1)
    t = ("מספר תעודת זהות שלי " + tz + ", והסיסמה לאתר של קופת חולים " + hp + ". מספר התור 88-2041, ביום שלישי ב-09:15.")
    add("he-tz-sisma", "he", t, [tz, hp], ["88-2041"], "Israeli ID with check digit; password")

    dc = pin(4)
    t = msgs("הקוד לדלת של הבניין השתנה", dc + "#", "דירה 14, קומה 3. החנייה מספר 27, תחנה את הרכב שם.")
    add("he-door-code-multi", "he", t, [dc], ["דירה 14", "החנייה מספר 27"], "door code alone in message")

    # Hindi
    ad = in_aadhaar()
    up_ = pin(6)
    upd = native(up_, DEV)
    ifsc = "SBIN000" + dz(4)
    t = ("मेरा आधार नंबर " + ad + " है और UPI पिन " + upd + " है, पापा को मत बताना। बैंक का IFSC कोड " + ifsc + " है।")
    add("hi-aadhaar-upi", "hi", t, [ad, upd], [ifsc], "Aadhaar (Verhoeff) and UPI PIN in Devanagari digits; IFSC public")

    hw = pw_from(WORDS_MISC, 0)
    hotp = dz(6)
    t = ("bhai wifi ka password " + hw + " hai, aur Paytm ka OTP " + hotp + " aaya tha, galti se kisi ko share mat karna. "
         "Flat no. B-1203, gate pe guard ko bol dena.")
    add("hi-hinglish-wifi-otp", "hi-Latn", t, [hw, hotp], ["B-1203"], "Hinglish; wifi password and OTP")

    t = ("ट्रेन नंबर 12951 राजधानी, कोच B3, बर्थ 34। Flipkart ऑर्डर OD42998811704522100, डिलीवरी 18 मार्च तक। "
         "कस्टमर केयर 1800-208-9898 पर कॉल किया।")
    add("hi-travel-order-only", "hi", t, [], ["12951", "OD42998811704522100", "1800-208-9898"], "train, order, helpline only")

    # Bengali
    nid = nd(10)
    bk = native(pin(5), BEN)
    t = ("আমার জাতীয় পরিচয়পত্র নম্বর " + nid + ", বিকাশের পিন " + bk + "। বিকাশ হেল্পলাইন ১৬২৪৭।")
    add("bn-nid-bkash", "bn", t, [nid, bk], ["১৬২৪৭"], "NID and bKash PIN in Bengali digits; public hotline")

    fb = pw_from(WORDS_MISC, 1)
    t = msgs("আম্মু ফেসবুকের পাসওয়ার্ড ভুলে গেছে, আমি এখানে লিখে রাখছি", fb, "ফোন মডেল Samsung A15, Android 14")
    add("bn-ammu-fb-multi", "bn", t, [fb], ["Samsung A15"], "password alone")

    # Urdu
    cnic = "%s-%s-%s" % (R.choice(["35202", "42101", "61101"]), dz(7), R.randint(1, 9))
    atm = pin()
    t = ("میرا شناختی کارڈ نمبر " + cnic + " ہے اور اے ٹی ایم پن " + atm + " ہے۔ بینک کی ہیلپ لائن 111-225-111 پر کال کی تھی۔")
    add("ur-cnic-atm", "ur", t, [cnic, atm], ["111-225-111"], "CNIC and ATM PIN")

    # Tamil
    ad2 = in_aadhaar()
    to = dz(6)
    t = ("என் ஆதார் எண் " + ad2 + ". வங்கியிலிருந்து OTP " + to + " வந்தது, யாரிடமும் சொல்லாதே. கிளை IFSC IOBA0001987.")
    add("ta-aadhaar-otp", "ta", t, [ad2, to], ["IOBA0001987"], "Aadhaar and OTP in Tamil")

    # Chinese simplified
    cid = cn_id()
    zp = pin(6)
    zpz = zh_digits(zp)
    t = ("帮我记一下：身份证号 " + cid + "，支付宝支付密码是" + zpz + "。订单号 2025031422001476530512 不用记。")
    add("zh-sfz-zhifu", "zh-Hans", t, [cid, zpz], ["2025031422001476530512"], "resident id (mod 11-2) and payment PIN in Chinese numerals")

    yz = dz(6)
    t = msgs("刚收到一条短信验证码", yz, "是 106575 发来的，说是登录用的，我没登录啊？")
    add("zh-yanzhengma-multi", "zh-Hans", t, [yz], ["106575"], "verification code alone")

    mp = strongpw(14)
    t = ("Spring Boot 3.2.4 连不上 MySQL，application.yml 如下：\nspring:\n  datasource:\n"
         "    url: jdbc:mysql://10.10.2.8:3306/mall?useSSL=false\n    username: mall_rw\n    password: " + mp +
         "\n报错 Communications link failure，errno 2003，怎么办？")
    add("zh-springboot-yml", "zh-Hans", t, [mp], ["3.2.4", "errno 2003"], "password in application.yml")

    sf = "SF" + dz(13)
    t = ("顺丰单号 " + sf + "，订单号 4109832271，金额 ¥299.00，客服电话 95338。三天了还没揽收，要不要投诉？")
    add("zh-kuaidi-only", "zh-Hans", t, [], [sf, "4109832271", "95338"], "tracking and order numbers only")

    # Chinese traditional (Taiwan)
    twid = tw_id()
    twp = pw_from(WORDS_MISC, 0)
    ubn = tw_ubn()
    t = ("幫我記：身分證字號 " + twid + "，網路銀行密碼 " + twp + "。公司統一編號 " + ubn + " 是報帳用的。")
    add("zh-tw-id-bank", "zh-Hant", t, [twid, twp], [ubn], "Taiwan ID (check digit) and bank password; company tax id public")

    n1 = pin(4)
    n0 = pin(4)
    t = msgs("大樓門禁密碼改了", "新的是 " + n1 + "，舊的 " + n0 + " 已經不能用了", "管理室分機 302，包裹放在一樓。")
    add("zh-tw-menjin-multi", "zh-Hant", t, [n1, n0], ["分機 302"], "door code new and old")

    # Japanese
    mn = jp_mynumber()
    jpin = native(pin(4), FW)
    t = ("マイナンバーは" + mn + "です。カードの暗証番号は" + jpin + "。区役所の受付番号は１２８でした。")
    add("ja-mynumber-pin", "ja", t, [mn, jpin], ["受付番号は１２８"], "My Number (check digit) and PIN in full-width digits")

    jw = strongpw(13)
    t = ("実家のWi-Fiのパスワードは " + jw + " 、SSIDは aterm-3f8c21-g です。ルーターはWX3600HP。")
    add("ja-wifi-jikka", "ja", t, [jw], ["aterm-3f8c21-g", "WX3600HP"], "wifi password")

    gtok = "github_pat_" + rs(22) + "_" + rs(59)
    t = ("GitHub Actionsでデプロイが失敗します。ログ：\nRun curl -X POST -H \"Authorization: token " + gtok +
         "\" https://api.github.com/repos/acme/site/dispatches\n{\"message\":\"Bad credentials\",\"status\":\"401\"}\nランナーは ubuntu-24.04 です。")
    add("ja-gha-pat", "ja", t, [gtok], ["ubuntu-24.04"], "fine-grained GitHub PAT")

    # Korean
    rrn = kr_rrn()
    kp = pw_from(WORDS_MISC, 1)
    t = ("주민등록번호 " + rrn + ", 홈택스 비밀번호는 " + kp + " 이에요. 접수번호 120-2025-1-504772 확인 부탁드려요.")
    add("ko-rrn-hometax", "ko", t, [rrn, kp], ["120-2025-1-504772"], "RRN with valid check digit")

    kc = strongpw(12, B62 + "!@#")
    t = msgs("공동인증서 비번 알려줄게", kc, "유효기간은 2026.03.14까지고, 은행 고객센터는 1588-9999야")
    add("ko-certificate-multi", "ko", t, [kc], ["2026.03.14", "1588-9999"], "certificate password alone")

    brn = kr_brn()
    inv = dz(12)
    t = ("판매자 사업자등록번호 " + brn + ", 주문번호 2025031411223344, CJ대한통운 송장번호 " + inv + ". 배송비 3,000원 환불 되나요?")
    add("ko-shopping-only", "ko", t, [], [brn, "2025031411223344", inv], "business number (check digit) and tracking only")

    # Vietnamese
    cccd = R.choice(["001", "079", "048"]) + R.choice("0123") + "%02d" % R.randint(50, 99) + dz(6)
    vo = dz(6)
    t = ("Số CCCD của em là " + cccd + ", mã OTP ngân hàng gửi về là " + vo + ". Mã giao dịch FT25073198231, số tiền 2.500.000đ.")
    add("vi-cccd-otp", "vi", t, [cccd, vo], ["FT25073198231"], "citizen id and OTP")

    vw = pw_from(WORDS_MISC, 0)
    t = ("Mật khẩu wifi quán: " + vw + ", tên mạng Cafe_Mo_Tang2. Giá ly cà phê sữa 29.000đ, mở cửa 7h.")
    add("vi-wifi-quan", "vi", t, [vw], ["Cafe_Mo_Tang2"], "wifi password")

    # Thai
    thid = th_id()
    atm = native(pin(4), THA)
    t = ("เลขบัตรประชาชน " + thid + " รหัส ATM " + atm + " อย่าบอกใครนะ เลขที่คำขอ ๖๗๐๐๒๑๔")
    add("th-id-atm", "th", t, [thid, atm], ["๖๗๐๐๒๑๔"], "Thai ID (check digit) and ATM PIN in Thai digits")

    tho = dz(6)
    ref = rs(4, UP)
    t = ("OTP จากธนาคารคือ " + tho + " (Ref: " + ref + ") ใช้ได้ภายใน 5 นาที ห้ามบอกใคร")
    add("th-otp-ref", "th", t, [tho], ["Ref: " + ref], "OTP vs its public reference code")

    # Indonesian
    nik = R.choice(["3174", "3273", "3578"]) + dz(2) + "%02d%02d%02d" % (R.randint(1, 28) + R.choice([0, 40]), R.randint(1, 12), R.randint(70, 99)) + dz(4)
    ip6 = pin(6)
    t = ("NIK saya " + nik + ", PIN m-banking BCA " + ip6 + ". Rekening tujuan (toko) 8730 4412 09 a.n. CV Maju Jaya, Rp 1.750.000.")
    add("id-nik-pin", "id", t, [nik, ip6], ["8730 4412 09"], "NIK and PIN; shop account is payee")

    go = dz(4)
    resi = "JP" + dz(10)
    t = msgs("kode OTP Gojek-ku masuk ke HP kamu ya? kirimin dong", go, "makasih! btw paket JNE resi " + resi + " udah sampai")
    add("id-gojek-otp-multi", "id", t, [go], [resi], "OTP alone in message")

    # Malay
    myk = "%02d%02d%02d-%s-%s" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28), R.choice(["14", "10", "08"]), dz(4))
    tac = dz(6)
    t = ("No. MyKad saya " + myk + ", kod TAC Maybank2u " + tac + ". No. rujukan M2U 883104227, jumlah RM 450.00.")
    add("ms-mykad-tac", "ms", t, [myk, tac], ["883104227"], "MyKad and TAC")

    # Filipino
    mp_ = pin(4)
    go2 = dz(6)
    t = ("Ate, ang MPIN ko sa GCash ay " + mp_ + ", tapos yung OTP na dumating ay " + go2 +
         ". Ref no. 5012 883 004412, ₱2,500 yung pinadala ko kay Kuya.")
    add("tl-gcash-mpin", "tl", t, [mp_, go2], ["5012 883 004412"], "GCash MPIN and OTP")

    # Swahili
    kid_ = nd(8)
    mpesa = pin()
    t = ("Namba yangu ya kitambulisho ni " + kid_ + ", na PIN ya M-Pesa ni " + mpesa +
         ". Nililipa bili ya KPLC kwa Paybill 888880, akaunti 54120987, shilingi 2,300.")
    add("sw-mpesa-pin", "sw", t, [kid_, mpesa], ["Paybill 888880", "akaunti 54120987"], "national id and M-Pesa PIN; paybill is payee")

    sp = pw_from(WORDS_MISC, 1)
    t = msgs("Nenosiri la Wi-Fi la ofisi ni hili", sp, "Mtandao unaitwa Safaricom_Home_4G, router ni Huawei B535.")
    add("sw-wifi-multi", "sw", t, [sp], ["Safaricom_Home_4G"], "wifi password alone")

    # Afrikaans
    af = pw_from(WORDS_MISC, 0)
    said = nd(12)
    said += luhn_digit(said)
    t = ("My ID-nommer is " + said + " en die wagwoord vir die munisipaliteit se portaal is " + af +
         ". Rekeningnommer vir die munisipaliteit (hulle s'n, nie myne nie) is 1001 2233 45.")
    add("af-id-wagwoord", "af", t, [said, af], ["1001 2233 45"], "SA ID (Luhn) and password; municipal payee account")



def q(s):
    return json.dumps(s, ensure_ascii=False)


def self_test():
    assert verhoeff_ok("2363") and verhoeff_digit("236") == "3"
    assert luhn_ok("4242424242424242") and luhn_ok("378282246310005")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_heldout_v28.py OUT.yaml")
    self_test()
    english()
    european()
    other_regions()
    ids = set()
    for c in CASES:
        assert c["id"] not in ids
        ids.add(c["id"])
        for s in c["secrets"] + c["lookalikes"]:
            assert s and s in c["text"], (c["id"], s)
        for s in c["secrets"]:
            assert c["text"].count(s) == 1, ("secret occurs more than once", c["id"], s)
        for l in c["lookalikes"]:
            for s in c["secrets"]:
                assert l not in s, (c["id"], l, s)
    out = ["# heldout_v28: frozen blind evaluation set for a secret-redaction filter",
           "# generated by make_heldout_v28.py (random.Random(28)); all values synthetic",
           "lookalikes: []", "cases:"]
    for c in CASES:
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
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %d cases to %s" % (len(CASES), sys.argv[1]))


if __name__ == "__main__":
    main()
