#!/usr/bin/env python3
"""Deterministic generator of the blind evaluation set heldout_v38 (secrets filter).
Standard library only. Usage: python3 make_heldout_v38.py heldout_v38.yaml
All values are drawn from random.Random(38); check digits are computed where noted."""
import sys, json, random, string, base64, datetime

SEED = 38
PREFIX = "H38"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEX = "0123456789abcdef"
B32 = UP + "234567"
B64 = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"

CASES = []
_S, _L = [], []
CHK = []  # (kind, value) re-verified at validation time


def S(v):
    _S.append(v)
    return v


def L(v):
    _L.append(v)
    return v


def case(slug, lang, text, note):
    if isinstance(text, (list, tuple)):
        text = "\n---\n".join(text)
    CASES.append(dict(slug=slug, lang=lang, text=text, secrets=list(_S),
                      lookalikes=list(_L), note=note))
    _S.clear()
    _L.clear()


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def dg(n, lead=True):
    s = rs(DIG, n)
    if lead and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def hx(n):
    return rs(HEX, n)


def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def g4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------- check digit helpers ----------
def luhn_cd(payload):
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
    return luhn_cd(num[:-1]) == num[-1]


def luhn_num(prefix, length):
    body = prefix + dg(length - len(prefix) - 1, False)
    v = body + luhn_cd(body)
    CHK.append(("luhn", v))
    return v


def card(brand="visa"):
    if brand == "visa":
        return luhn_num("4" + dg(5, False), 16)
    if brand == "mc":
        return luhn_num(R.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16)
    if brand == "amex":
        return luhn_num(R.choice(["34", "37"]), 15)
    if brand == "unionpay":
        return luhn_num("62" + R.choice(["2848", "2700", "2588", "1700", "2202"]), 19)
    if brand == "mir":
        return luhn_num("220" + str(R.randint(0, 4)), 16)
    raise ValueError(brand)


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    v = "%s%02d%s" % (cc, 98 - int(num) % 97, bban)
    CHK.append(("iban", v))
    return v


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def m1110(ds):
    p = 10
    for d in ds:
        s = (int(d) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def mod11_w(ds, ws):
    return sum(int(d) * w for d, w in zip(ds, ws)) % 11


def verhoeff_cd(num):
    d = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
         [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
         [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
    p = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
         [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
    inv = [0,4,3,2,1,5,6,7,8,9]
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = d[c][p[(i + 1) % 8][int(ch)]]
    cd = inv[c]
    c = 0
    for i, ch in enumerate(reversed(num + str(cd))):
        c = d[c][p[i % 8][int(ch)]]
    assert c == 0
    return str(cd)


def rdate(y0=1958, y1=2003):
    d = datetime.date(y0, 1, 1) + datetime.timedelta(days=R.randint(0, (y1 - y0) * 365))
    return d


# ---------- personal identifiers (secrets) ----------
def us_ssn():
    a = R.randint(1, 899)
    while a == 666:
        a = R.randint(1, 899)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))


def us_itin():
    return "9%02d-%d%d-%04d" % (R.randint(0, 99), 7, R.randint(0, 9), R.randint(1, 9999))


def uk_nino():
    a = R.choice("ABCEGHJKLMNPRSTWXYZ")
    b = R.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
    while a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
        b = R.choice("ABCEGHJKLMNPRSTWXYZ")
    d = dg(6, False)
    return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], R.choice("ABCD"))


def ca_sin():
    v = luhn_num(str(R.randint(1, 7)), 9)
    return grp(v, [3, 3, 3])


def ie_ppsn():
    ds = dg(7, False)
    s = sum(int(d) * (8 - i) for i, d in enumerate(ds)) % 23
    v = ds + ("W" if s == 0 else chr(64 + s))
    CHK.append(("ppsn", v))
    return v


def sg_nric():
    pre = R.choice("ST")
    ds = dg(7, False)
    s = sum(int(d) * w for d, w in zip(ds, [2, 7, 6, 5, 4, 3, 2])) + (4 if pre == "T" else 0)
    return pre + ds + "JZIHGFEDCBA"[s % 11]


def za_id():
    d = rdate(1960, 2002)
    body = d.strftime("%y%m%d") + dg(4, False) + "08"
    v = body + luhn_cd(body)
    CHK.append(("luhn", v))
    return v


def au_tfn():
    ws = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        ds = dg(9)
        if sum(int(a) * b for a, b in zip(ds, ws)) % 11 == 0:
            return grp(ds, [3, 3, 3])


def au_medicare():
    ds = str(R.randint(2, 6)) + dg(7, False)
    c = sum(int(a) * b for a, b in zip(ds, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return "%s %s%d %d" % (ds[:4], ds[4:], c, R.randint(1, 5))


def mbi():
    L_ = "ACDEFGHJKMNPQRTUVWXY"
    A_ = L_ + DIG
    s = (str(R.randint(1, 9)) + R.choice(L_) + R.choice(A_) + R.choice(DIG) + R.choice(L_) + R.choice(A_)
         + R.choice(DIG) + R.choice(L_) + R.choice(L_) + R.choice(DIG) + R.choice(DIG))
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def de_steuer_id():
    while True:
        ds = dg(10)
        cnt = sorted((ds.count(c) for c in set(ds)), reverse=True)
        if cnt[0] in (2, 3) and sum(1 for c in cnt if c > 1) == 1:
            break
    v = ds + m1110(ds)
    CHK.append(("m1110", v))
    return "%s %s %s %s" % (v[:2], v[2:5], v[5:8], v[8:])


def de_vat():
    ds = dg(8)
    return "DE" + ds + m1110(ds)


def de_ausweis():
    al = "CFGHJKLMNPRTVWXYZ0123456789"
    s = R.choice("LMNPRTVWXY") + rs(al, 8)
    val = lambda c: int(c) if c.isdigit() else ord(c) - 55
    cd = sum(val(c) * w for c, w in zip(s, [7, 3, 1] * 3)) % 10
    return s + str(cd)


def de_kvnr():
    letter = R.choice(UP)
    ds = dg(8, False)
    full = "%02d" % (ord(letter) - 64) + ds
    tot = 0
    for i, c in enumerate(full):
        p = int(c) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return letter + ds + str(tot % 10)


def fr_nir():
    sex = R.choice("12")
    d = rdate()
    dept = R.choice(["75", "69", "13", "33", "59", "44", "31", "67", "35", "92", "93", "94"])
    body = sex + d.strftime("%y%m") + dept + "%03d" % R.randint(1, 999) + "%03d" % R.randint(1, 999)
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def es_nss():
    body = R.choice(["28", "08", "46", "41", "29", "48"]) + dg(8)
    return "%s/%s/%02d" % (body[:2], body[2:], int(body) % 97)


def es_cif():
    ds = dg(7)
    s = sum(int(ds[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        p = int(ds[i]) * 2
        s += p // 10 + p % 10
    return "B" + ds + str((10 - s % 10) % 10)


def pt_nif(first=None):
    ds = (first or R.choice("12")) + dg(7, False)
    r = sum(int(d) * w for d, w in zip(ds, range(9, 1, -1))) % 11
    return ds + ("0" if r < 2 else str(11 - r))


def br_cpf():
    ds = dg(9)
    for n in (10, 11):
        s = sum(int(d) * w for d, w in zip(ds, range(n, 1, -1)))
        r = s * 10 % 11
        ds += str(0 if r == 10 else r)
    return "%s.%s.%s-%s" % (ds[:3], ds[3:6], ds[6:9], ds[9:])


def br_cnpj():
    ds = dg(8) + "0001"
    for ws in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(d) * w for d, w in zip(ds, ws)) % 11
        ds += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (ds[:2], ds[2:5], ds[5:8], ds[8:12], ds[12:])


CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                   12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_char(s):
    t = sum(CF_ODD[c] if i % 2 == 0 else cf_even(c) for i, c in enumerate(s))
    return chr(65 + t % 26)


def it_cf(female=False):
    cons = "BCDFGLMNPRSTVZ"
    d = rdate()
    day = d.day + (40 if female else 0)
    s = (rs(cons, 3) + R.choice(cons) + R.choice("AEIO") + R.choice(cons) + d.strftime("%y")
         + "ABCDEHLMPRST"[d.month - 1] + "%02d" % day + R.choice(["H501", "F205", "L219", "F839", "G273", "D612"]))
    return s + cf_char(s)


def it_iban(abi=None):
    abi = abi or R.choice(["03069", "02008", "05034", "03062", "01030"])
    cab = "%05d" % R.randint(1000, 99999)
    conto = "%012d" % R.randint(10 ** 6, 10 ** 11)
    cin = cf_char(abi + cab + conto)
    return iban("IT", cin + abi + cab + conto)


def it_piva():
    v = luhn_num(dg(1), 11)
    return v


def nl_bsn():
    while True:
        ds = dg(8)
        s = sum(int(d) * w for d, w in zip(ds, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            v = ds + str(c)
            CHK.append(("bsn", v))
            return v


def nl_11proof10():
    while True:
        ds = "0" + dg(9)
        if sum(int(d) * w for d, w in zip(ds, range(10, 0, -1))) % 11 == 0:
            return ds


def be_nrn():
    d = rdate(1950, 1999)
    body = d.strftime("%y%m%d") + "%03d" % R.randint(1, 997)
    return "%s.%s.%s-%s.%02d" % (body[:2], body[2:4], body[4:6], body[6:], 97 - int(body) % 97)


def pl_pesel():
    d = rdate(1950, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    ds = "%02d%02d%02d" % (d.year % 100, mm, d.day) + dg(4, False)
    s = sum(int(a) * b for a, b in zip(ds, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return ds + str((10 - s % 10) % 10)


def pl_nip():
    while True:
        ds = dg(9)
        c = sum(int(a) * b for a, b in zip(ds, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            v = ds + str(c)
            return "%s-%s-%s-%s" % (v[:3], v[3:6], v[6:8], v[8:])


def pl_iban():
    bank = R.choice(["1020", "1140", "1050", "1090", "2490", "1240"]) + dg(3, False)
    bank += str((10 - sum(int(a) * b for a, b in zip(bank, [3, 9, 7, 1, 3, 9, 7])) % 10) % 10)
    return iban("PL", bank + dg(16, False))


def cz_rc(female=False):
    while True:
        d = rdate(1955, 2000)
        mm = d.month + (50 if female else 0)
        body = "%02d%02d%02d" % (d.year % 100, mm, d.day) + dg(3, False)
        c = int(body) % 11
        if c < 10:
            return body[:6] + "/" + body[6:] + str(c)


def cz_ico():
    ds = dg(7)
    r = sum(int(a) * b for a, b in zip(ds, range(8, 1, -1))) % 11
    return ds + str((11 - r) % 10)


def cz_account():
    ws = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        n = "%010d" % R.randint(10 ** 8, 10 ** 10 - 1)
        if sum(int(a) * b for a, b in zip(n, ws)) % 11 == 0:
            return n.lstrip("0")


def se_pnr():
    d = rdate()
    body = d.strftime("%y%m%d") + dg(3, False)
    return body[:6] + "-" + body[6:] + luhn_cd(body)


def se_org():
    body = "55" + str(R.randint(6, 9)) + dg(6, False)
    return body[:6] + "-" + body[6:] + luhn_cd(body)


def no_fnr():
    while True:
        d = rdate(1945, 1999)
        ds = d.strftime("%d%m%y") + "%03d" % R.randint(0, 499)
        k1 = 11 - mod11_w(ds, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        ds += str(k1)
        k2 = 11 - mod11_w(ds, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return ds + str(k2)


def no_mod11(ds, ws):
    k = 11 - mod11_w(ds, ws)
    return None if k == 10 else str(0 if k == 11 else k)


def no_orgnr():
    while True:
        ds = R.choice("89") + dg(7, False)
        k = no_mod11(ds, [3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            v = ds + k
            return "%s %s %s" % (v[:3], v[3:6], v[6:])


def no_account():
    while True:
        ds = R.choice(["1503", "1206", "9710", "3000", "1822", "1254"]) + dg(6, False)
        k = no_mod11(ds, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            v = ds + k
            return "%s.%s.%s" % (v[:4], v[4:6], v[6:])


def no_kid():
    body = dg(R.choice([9, 11, 14]))
    return body + luhn_cd(body)


def fi_hetu():
    d = rdate(1950, 2004)
    n = R.randint(2, 899)
    sep = "-" if d.year < 2000 else "A"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(d.strftime("%d%m%y") + "%03d" % n) % 31]
    return d.strftime("%d%m%y") + sep + "%03d" % n + c


def fi_ytunnus():
    while True:
        ds = dg(7)
        r = sum(int(a) * b for a, b in zip(ds, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r != 1:
            return ds + "-" + ("0" if r == 0 else str(11 - r))


def fi_viite():
    body = dg(R.randint(5, 9))
    ws = [7, 3, 1]
    s = sum(int(d) * ws[i % 3] for i, d in enumerate(reversed(body)))
    v = body + str((10 - s % 10) % 10)
    # usually shown in groups of five from the right
    out = []
    while v:
        out.insert(0, v[-5:])
        v = v[:-5]
    return " ".join(out)


def fi_iban():
    body = R.choice(["1234", "5780", "2207", "8000", "4006"])[:4] + dg(9, False)
    return iban("FI", body + luhn_cd(body))


def dk_cpr():
    d = rdate()
    return d.strftime("%d%m%y") + "-" + dg(4, False)


def dk_cvr():
    while True:
        ds = dg(7)
        r = sum(int(a) * b for a, b in zip(ds, [2, 7, 6, 5, 4, 3, 2])) % 11
        c = (11 - r) % 11
        if c < 10:
            return ds + str(c)


def hu_taj():
    ds = dg(8)
    c = sum(int(a) * b for a, b in zip(ds, [3, 7] * 4)) % 10
    v = ds + str(c)
    return "%s %s %s" % (v[:3], v[3:6], v[6:])


def hu_adoazon():
    while True:
        d = rdate(1955, 2000)
        days = (d - datetime.date(1867, 1, 1)).days
        ds = "8" + "%05d" % days + dg(3, False)
        c = sum(int(a) * (i + 1) for i, a in enumerate(ds)) % 11
        if c < 10:
            return ds + str(c)


def hu_w9731(ds):
    return str((10 - sum(int(a) * b for a, b in zip(ds, [9, 7, 3, 1] * 6)) % 10) % 10)


def hu_account():
    a = R.choice(["117", "107", "120", "104", "116"]) + dg(4, False)
    a += hu_w9731(a)
    b = dg(15, False)
    b += hu_w9731(b)
    return a + "-" + b[:8] + "-" + b[8:]


def hu_adoszam():
    ds = dg(7)
    ds += hu_w9731(ds)
    return "%s-%d-%02d" % (ds, R.randint(1, 5), R.randint(2, 44))


def ro_cnp():
    d = rdate(1955, 2004)
    sex = ("1" if R.random() < .5 else "2") if d.year < 2000 else R.choice("56")
    ds = sex + d.strftime("%y%m%d") + "%02d" % R.choice([40, 12, 22, 35, 13, 5, 32]) + "%03d" % R.randint(1, 999)
    r = sum(int(a) * b for a, b in zip(ds, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return ds + ("1" if r == 10 else str(r))


def ro_cui():
    ds = dg(R.choice([7, 8]))
    key = "753217532"[-len(ds):]
    r = sum(int(a) * int(b) for a, b in zip(ds, key)) * 10 % 11
    return ds + ("0" if r == 10 else str(r))


def gr_amka():
    d = rdate()
    body = d.strftime("%d%m%y") + dg(4, False)
    return body + luhn_cd(body)


def gr_afm(first=None):
    ds = (first or R.choice("01")) + dg(7, False)
    c = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(ds)) % 11 % 10
    return ds + str(c)


def tr_tc():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tr_vkn():
    ds = dg(9)
    s = 0
    for i, c in enumerate(ds):
        t = (int(c) + 9 - i) % 10
        v = (t * 2 ** (9 - i)) % 9
        if t != 0 and v == 0:
            v = 9
        s += v
    return ds + str((10 - s % 10) % 10)


def ru_snils():
    while True:
        ds = dg(9)
        s = sum(int(a) * (9 - i) for i, a in enumerate(ds))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (ds[:3], ds[3:6], ds[6:], c)


def ru_inn12():
    ds = R.choice(["77", "50", "78", "54", "66", "16"]) + dg(8, False)
    ds += str(sum(int(a) * b for a, b in zip(ds, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    ds += str(sum(int(a) * b for a, b in zip(ds, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return ds


def ru_inn10():
    ds = R.choice(["77", "50", "78", "54"]) + dg(7, False)
    return ds + str(sum(int(a) * b for a, b in zip(ds, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)


def ru_ogrn():
    ds = "1" + dg(11, False)
    return ds + str(int(ds) % 11 % 10)


def ru_bik():
    return "04" + R.choice(["4525", "4030", "0173", "6577"]) + dg(3, False)


def ru_acc_key(ctrl3, acc):
    ws = [7, 1, 3] * 8
    base = ctrl3 + acc[:8] + "0" + acc[9:]
    s = sum(int(a) * b for a, b in zip(base, ws)) % 10
    for k in range(10):
        if (s + k * ws[11]) % 10 == 0:
            return acc[:8] + str(k) + acc[9:]


def ru_account(bik):
    acc = "40817810" + "0" + dg(11, False)
    v = ru_acc_key(bik[-3:], acc)
    CHK.append(("ruacc", bik[-3:] + v))
    return v


def ru_corr(bik):
    acc = "30101810" + "0" + "00000000" + bik[-3:]
    v = ru_acc_key("0" + bik[4:6], acc)
    CHK.append(("ruacc", "0" + bik[4:6] + v))
    return v


def ua_rnokpp():
    d = rdate(1955, 2002)
    days = (d - datetime.date(1899, 12, 31)).days
    ds = "%05d" % days + dg(4, False)
    c = sum(int(a) * b for a, b in zip(ds, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10
    return ds + str(c)


def cn_id():
    d = rdate(1965, 2002)
    body = R.choice(["110105", "310115", "440305", "330106", "510107", "420106"]) + d.strftime("%Y%m%d") + dg(3, False)
    ws = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, ws)) % 11]


def jp_mynumber():
    ds = dg(11)
    s = 0
    for n in range(1, 12):
        p = int(ds[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    v = ds + ("0" if r <= 1 else str(11 - r))
    return "%s %s %s" % (v[:4], v[4:8], v[8:])


def jp_corpnum():
    ds = dg(12)
    s = sum(int(ds[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + ds


def kr_rrn():
    d = rdate(1960, 1999)
    body = d.strftime("%y%m%d") + R.choice("12") + dg(5, False)
    ws = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, ws)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


def kr_brn():
    ds = dg(9)
    ws = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(ds, ws)) + (int(ds[8]) * 5) // 10
    v = ds + str((10 - s % 10) % 10)
    return "%s-%s-%s" % (v[:3], v[3:5], v[5:])


def in_aadhaar():
    body = str(R.randint(2, 9)) + dg(10, False)
    v = body + verhoeff_cd(body)
    return "%s %s %s" % (v[:4], v[4:8], v[8:])


def in_pan():
    return rs(UP, 3) + "P" + R.choice(UP) + dg(4, False) + R.choice(UP)


def il_tz_ok(v):
    s = 0
    for i, c in enumerate(v):
        p = int(c) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return s % 10 == 0


def il_tz(prefix=""):
    while True:
        v = prefix + dg(8 - len(prefix), lead=not prefix)
        for k in range(10):
            if il_tz_ok(v + str(k)):
                return v + str(k)


def ir_code():
    ds = dg(9, False)
    if len(set(ds)) == 1:
        ds = "0" + ds[1:]
    r = sum(int(a) * (10 - i) for i, a in enumerate(ds)) % 11
    return ds + str(r if r < 2 else 11 - r)


def sa_id():
    body = "1" + dg(8, False)
    return body + luhn_cd(body)


def th_id():
    body = str(R.randint(1, 8)) + dg(11, False)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(body)) % 11) % 10
    v = body + str(c)
    return "%s-%s-%s-%s-%s" % (v[0], v[1:5], v[5:10], v[10:12], v[12])


def s10(prefix, country):
    ds = dg(8, False)
    s = sum(int(a) * b for a, b in zip(ds, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 5 if c == 11 else (0 if c == 10 else c)
    return prefix + ds + str(c) + country


def aba():
    while True:
        ds = "%02d" % R.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 21, 22, 26, 31, 32]) + dg(6, False)
        s = 3 * (int(ds[0]) + int(ds[3]) + int(ds[6])) + 7 * (int(ds[1]) + int(ds[4]) + int(ds[7])) + int(ds[2]) + int(ds[5])
        k = (10 - s % 10) % 10
        v = ds + str(k)
        CHK.append(("aba", v))
        return v


def au_abn():
    ws = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        tail = dg(9, False)
        for f in range(10, 100):
            ds = str(f) + tail
            t = [int(c) for c in ds]
            t[0] -= 1
            if sum(a * b for a, b in zip(t, ws)) % 89 == 0:
                return "%s %s %s %s" % (ds[:2], ds[2:5], ds[5:8], ds[8:])


def imei():
    return luhn_num(R.choice(["35", "86", "01", "99"]) + dg(6, False), 15)


def uuid4():
    h = list(hx(32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def mac():
    return ":".join(hx(2) for _ in range(6))


# ---------- tokens and passwords ----------
def aws_pair():
    return "AKIA" + rs(B32, 16), rs(UP + LO + DIG + "/+", 40)


def ghp():
    return "ghp_" + rs(AN, 36)


def gh_fine():
    return "github_pat_" + rs(UP + DIG, 22) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(AN + "-_", 20)


def stripe(kind="sk_live_"):
    return kind + rs(AN, R.choice([24, 99]))


def slack_bot():
    return "xoxb-%s-%s-%s" % (dg(12), dg(13), rs(AN, 24))


def slack_hook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(AN, 24))


def openai_key():
    return "sk-proj-" + rs(AN + "-_", 124) + "T3BlbkFJ" + rs(AN + "-_", 24)


def anthropic_key():
    return "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"


def google_key():
    return "AIza" + rs(AN + "-_", 35)


def sendgrid():
    return "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43)


def npm_tok():
    return "npm_" + rs(AN, 36)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 140)


def hf_tok():
    return "hf_" + rs(UP + LO, 34)


def tg_bot():
    return "%s:AA%s" % (dg(10), rs(AN + "-_", 33))


def jwt(payload):
    enc = lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")
    return enc(b'{"alg":"HS256","typ":"JWT"}') + "." + enc(json.dumps(payload, separators=(",", ":")).encode()) + "." + rs(B64U, 43)


def b64key(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def pem_block(kind, nbytes):
    body = b64key(nbytes)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


def openssh_key():
    raw = b"openssh-key-v1\x00" + bytes(R.randrange(256) for _ in range(370))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)


def wg_key():
    return base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode()


def totp_seed(n=32):
    return rs(B32, n)


def gh_recovery():
    return hx(5) + "-" + hx(5)


PWSYM = "!#$%&*+-=?@^_~"


def pw_random(n=18, sym=PWSYM):
    while True:
        s = rs(UP + LO + DIG + sym, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s) and (not sym or any(c in sym for c in s)):
            return s


def pw_human(words, sep=""):
    w = R.choice(words)
    style = R.randint(0, 3)
    if style == 0:
        return w.capitalize() + sep + dg(R.choice([2, 4]), False) + R.choice("!#$?*.")
    if style == 1:
        return w.capitalize() + R.choice("@#!_") + dg(R.choice([2, 3, 4]), False)
    if style == 2:
        leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return leet.capitalize() + R.choice("!?$") + dg(2, False)
    return w + dg(R.choice([3, 4]), False) + R.choice(UP) + R.choice("!%&")


def passphrase(words, k=4, sep="-"):
    return sep.join(R.sample(words, k))


def apart(gen, *others):
    """redraw a short value until it is not contained in the other values of its case"""
    while True:
        v = gen()
        if not any(v in o for o in others):
            return v


def pin(n=4):
    while True:
        p = dg(n, False)
        if len(set(p)) >= 3:
            return p


EN_WORDS = ["marigold", "harbor", "pumpkin", "falcon", "juniper", "cobalt", "meadow", "biscuit", "lantern", "saffron",
            "thunder", "velvet", "walnut", "sparrow", "canyon", "maple", "orchid", "pepper", "granite", "willow",
            "copper", "blossom", "tundra", "hazel", "pickle", "ranger", "summit", "tiger", "violet", "winter"]

BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
         "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
         "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among "
         "amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna "
         "antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor "
         "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
         "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
         "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony "
         "ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond "
         "bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood "
         "blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss "
         "bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
         "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle "
         "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon "
         "capable capital captain carbon cargo carpet castle casual catalog cattle caution ceiling celery cement "
         "census century cereal chalk champion chaos chapter cheese chef cherry chicken chimney chronic chuckle "
         "cinnamon citizen civil clarify claw clay clever clinic clog clown cluster coconut coffee coil comic "
         "orbit ozone oyster panda panel parade parrot patrol pelican pencil pepper piano picnic pigeon pilot "
         "pioneer pistol pizza planet plastic pluck pocket poem polar pony potato powder prison prize profit "
         "puppy purple puzzle pyramid quantum quarter quiz rabbit raccoon radar ranch rapid raven razor rebel "
         "recipe ribbon rifle ripple robot rocket romance rookie rotate royal rubber rural saddle salmon salon "
         "satoshi sauce sausage scatter scheme scissors scorpion scout scrub season shadow shield shrimp siege "
         "silver siren sketch slogan snake soccer solar spider spike spoon squirrel stadium stereo stove sugar "
         "sunset surge swallow symbol tackle talent tattoo taxi tennis thunder timber toast tomato tornado "
         "tortoise tourist tower trophy trumpet tuna tunnel turtle twin umbrella uncle unfold unique urban usual "
         "valley vapor velvet verb vessel veteran village violin vivid voyage whale wheat wisdom wolf wrist "
         "yellow youth zebra").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def btc_addr():
    b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    return "bc1q" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38) if R.random() < .5 else "1" + rs(b58, 33)


def eth_addr():
    return "0x" + hx(40)  # all-lowercase form (no EIP-55 mixed-case checksum)


# =====================================================================
# ENGLISH CASES
# =====================================================================
def english():
    # --- cloud / dev credentials ---
    ak, sk = aws_pair()
    case("aws-env-paste", "en",
         f"Why does boto3 still say NoCredentialsError? This is my .env:\n\nAWS_ACCESS_KEY_ID={S(ak)}\nAWS_SECRET_ACCESS_KEY={S(sk)}\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=acme-invoices-prod\n\nI run it with python-dotenv {L('1.0.1')}.",
         "AWS key pair in a .env; library version is a look-alike")
    case("aws-docs-example-keys", "en",
         f"The AWS CLI guide uses {L('AKIAIOSFODNN7EXAMPLE')} and {L('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')} in its examples. If I paste those into `aws configure` just to test the prompt flow, will anything bad happen?",
         "negative: AWS documentation example key pair")
    t = ghp()
    sha = hx(40)
    case("github-pat-leaked-revoked", "en",
         f"I pushed a commit ({L(sha)}) that had my personal access token hardcoded: {S(t)}. I already revoked it on GitHub. Do I still need to rewrite history with git filter-repo or is revoking enough?",
         "revoked token is still a secret; commit hash look-alike")
    t = gh_fine()
    case("github-fine-grained-ci", "en",
         f"my workflow fails on checkout of the private submodule. I set\n\n```yaml\n- uses: actions/checkout@v4\n  with:\n    submodules: recursive\n    token: {S(t)}\n```\n\nand the run id is {L(dg(10))}. what's wrong?",
         "fine-grained GitHub PAT inline in workflow YAML; run id look-alike")
    t = glpat()
    case("gitlab-remote-url", "en",
         f"git push keeps asking for a password even though my remote is https://oauth2:{S(t)}@gitlab.com/kestrel-labs/infra.git — is the URL format wrong?",
         "GitLab token embedded in a remote URL")
    sl, wh = stripe("sk_live_"), "whsec_" + rs(AN, 32)
    pk = "pk_live_" + rs(AN, 99)
    case("stripe-live-config", "en",
         f"Here's my settings.py bit for payments, webhooks return 400 signature mismatch:\n\nSTRIPE_PUBLISHABLE_KEY = \"{L(pk)}\"\nSTRIPE_SECRET_KEY = \"{S(sl)}\"\nSTRIPE_WEBHOOK_SECRET = \"{S(wh)}\"\n\nThe failing event is {L('evt_' + rs(AN, 24))}.",
         "Stripe secret and webhook secret; publishable key and event id are public look-alikes")
    case("stripe-test-cards", "en",
         f"For QA I need to trigger declines in Stripe test mode. I know {L('4242 4242 4242 4242')} always succeeds and {L('4000 0000 0000 9995')} gives insufficient funds. Which one simulates a lost card? Also the docs key {L('sk_test_4eC39HqLyjWDarjtT1zdp7dc')} doesn't work in my account, is that expected?",
         "negative: Stripe documentation test cards and docs test key")
    t = slack_bot()
    case("slack-bot-python", "en",
         f"```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"{S(t)}\")\nclient.chat_postMessage(channel=\"{L('C0' + rs(UP + DIG, 9))}\", text=\"deploy done\")\n```\nI get not_in_channel. The bot is invited though.",
         "Slack bot token in code; channel id look-alike")
    h = slack_hook()
    case("slack-webhook-curl", "en",
         f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"backup finished\"}}' {S(h)}\n\nreturns invalid_payload, why?",
         "Slack incoming webhook URL in a curl command")
    case("slack-docs-token", "en",
         f"The Slack docs snippet has token=\"{L('xoxb-not-a-real-token-this-will-not-work')}\" and my linter flags it as a leaked secret. How do I whitelist that line in gitleaks?",
         "negative: Slack documentation placeholder token")
    k = openai_key()
    rid = "req_" + hx(32)
    case("openai-key-429", "en",
         f"Getting 429 insufficient_quota with\n\nclient = OpenAI(api_key=\"{S(k)}\")\n\nerror: {{'message': 'You exceeded your current quota', 'type': 'insufficient_quota'}} request id {L(rid)}. I added credit an hour ago.",
         "OpenAI project key; request id look-alike")
    k = anthropic_key()
    case("anthropic-curl-header", "en",
         f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {S(k)}\" -H \"anthropic-version: {L('2023-06-01')}\" -H \"content-type: application/json\" -d @body.json\n\ngives me 400 invalid_request_error. body.json is just one user message.",
         "Anthropic key in curl header; API version date look-alike")
    k = google_key()
    case("google-maps-key-html", "en",
         f"My map shows 'For development purposes only'. Script tag:\n<script src=\"https://maps.googleapis.com/maps/api/js?key={S(k)}&callback=initMap&v=weekly\" async></script>\nBilling is enabled on project {L('maps-site-' + dg(6))}.",
         "Google API key in a script URL; project id look-alike")
    k = sendgrid()
    case("sendgrid-yaml", "en",
         f"mailer:\n  provider: sendgrid\n  api_key: {S(k)}\n  from: no-reply@brightpath.io\n  template_id: {L('d-' + hx(32))}\n\nemails are accepted (202) but never arrive. ideas?",
         "SendGrid key in YAML; dynamic template id look-alike")
    tok = hx(32)
    case("twilio-auth-token", "en",
         f"Twilio says 20003 Authenticate. I'm using Account SID AC{hx(32)} and auth token {S(tok)}, sending from {L('+1 415 555 0142')} to my own cell. What am I missing?",
         "Twilio auth token is a secret; sender phone look-alike")
    pw = pw_random(16, "!#$%^*-_")
    dig = "sha256:" + hx(64)
    case("postgres-compose", "en",
         f"services:\n  api:\n    image: ghcr.io/ourteam/api@{L(dig)}\n    environment:\n      DATABASE_URL: postgresql://app_user:{S(pw)}@db:5432/orders\n  db:\n    image: postgres:{L('16.3')}\n\nThe api container says password authentication failed for user app_user.",
         "password inside a Postgres URL; image digest and version look-alikes")
    pw = pw_random(14, "-_")
    case("mongodb-srv-uri", "en",
         f"Mongoose can't connect: MongoServerSelectionError. My string is mongodb+srv://{S('dana_admin:' + pw)}@cluster0.x7kq2.mongodb.net/shop?retryWrites=true&w=majority — IP access list is 0.0.0.0/0.",
         "user:password pair in a MongoDB SRV URI")
    pw = pw_random(24, "")
    case("redis-url-celery", "en",
         f"CELERY_BROKER_URL=redis://:{S(pw)}@10.0.4.12:6379/0\nworker crashes with 'invalid username-password pair or user is disabled'. Redis version {L('7.2.4')}.",
         "Redis password in broker URL; version look-alike")
    ak = b64key(64)
    case("azure-storage-conn", "en",
         f"Function app can't reach blob storage. local.settings.json has\n\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=tallyfilesprod;AccountKey={S(ak)};EndpointSuffix=core.windows.net\"\nwhile Azurite works fine with the well-known dev key.",
         "Azure storage account key in a connection string")
    iat = 1767225600 + R.randint(0, 9 ** 6)
    jw = jwt({"sub": dg(7), "email": "m.okafor@ledgerly.app", "role": "admin", "iat": iat, "exp": iat + 3600})
    jwtio = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    case("jwt-bearer-vs-jwtio", "en",
         f"The example from jwt.io ({L(jwtio)}) verifies with my code but my real token from staging doesn't:\n\nAuthorization: Bearer {S(jw)}\n\nIs it because I use RS256 on the server?",
         "live bearer JWT is a secret; jwt.io example token look-alike")
    sid = rs(LO + DIG, 32)
    rq = uuid4()
    case("django-session-cookie", "en",
         f"When I replay the request from devtools it works, from requests it 403s:\n\nCookie: csrftoken={rs(AN, 32)}; sessionid={S(sid)}\nX-Request-ID: {L(rq)}\n\nwhat header am I missing?",
         "Django session id; request id look-alike (csrf token neutral)")
    k = openssh_key()
    fp = "SHA256:" + base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
    case("openssh-private-key", "en",
         f"ssh says 'Load key \"id_ed25519\": invalid format'. This is the file, did it get corrupted when I copied it from Windows?\n\n{S(k)}\n\nThe server has my pubkey with fingerprint {L(fp)}.",
         "OpenSSH private key block; key fingerprint look-alike")
    k = pem_block("RSA PRIVATE KEY", 600)
    case("rsa-key-k8s-secret", "en",
         f"kubectl create secret tls fails with 'tls: failed to find any PEM data in key input'. key.pem contents:\n{S(k)}\nThe cert is from Let's Encrypt, serial {L(':'.join(hx(2) for _ in range(16)))}.",
         "RSA private key PEM; certificate serial look-alike")
    priv, pub = wg_key(), wg_key()
    case("wireguard-conf", "en",
         f"[Interface]\nPrivateKey = {S(priv)}\nAddress = 10.8.0.3/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {L(pub)}\nEndpoint = {L('203.0.113.' + str(R.randint(2, 250)))}:51820\nAllowedIPs = 0.0.0.0/0\n\nhandshake never completes, what should I check on the server?",
         "WireGuard private key; peer public key and endpoint look-alikes")
    sp = seed_phrase(12)
    case("seed-phrase-notes", "en",
         f"Is it okay to keep my wallet recovery phrase in Apple Notes if the note is locked? It's: {S(sp)}. I'm worried about iCloud sync since I updated to iOS {L('18.3.1')}.",
         "12-word recovery phrase in prose")
    pk_ = hx(64)
    addr = eth_addr()
    tx = "0x" + hx(64)
    case("eth-privkey-vs-txhash", "en",
         f"MetaMask import asks for a private key. I exported this from my old hardware-less wallet: {S(pk_)}. The address should be {L(addr)} and my last transaction was {L(tx)} — how do I check it's the same account before importing?",
         "hex private key is secret; address and tx hash (same alphabet) are look-alikes")
    seed = totp_seed(32)
    case("totp-manual-entry", "en",
         f"Google Authenticator won't scan the QR on my monitor so I chose 'enter a setup key'. The site shows: {S(g4(seed.lower()))}. Time based, 6 digits. Which field does that go in?",
         "TOTP seed shown in groups")
    case("totp-docs-example", "en",
         f"Every tutorial uses the secret {L('JBSWY3DPEHPK3PXP')} in otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example. Is that from the Key URI Format wiki page? I want to cite it in my blog post.",
         "negative: documentation TOTP secret (repeated in the URI)")
    codes = [gh_recovery() for _ in range(4)]
    case("github-recovery-codes", "en",
         "Saving my GitHub recovery codes here so you can remind me later:\n" + "\n".join(S(c) for c in codes) + "\nI downloaded them as github-recovery-codes.txt too.",
         "GitHub 2FA recovery codes")
    gc = [dg(4, False) + " " + dg(4, False) for _ in range(3)]
    case("google-backup-codes-table", "en",
         f"| # | Google backup code | used? |\n|---|---|---|\n| 1 | {S(gc[0])} | yes |\n| 2 | {S(gc[1])} | no |\n| 3 | {S(gc[2])} | no |\n\nhow many do I have left if I printed 10?",
         "Google backup codes in a markdown table")
    otp = dg(6, False)
    case("sms-microsoft-code", "en",
         f"I got this text but I didn't try to log in?? \"Use {S(otp)} as Microsoft account security code\" from {L('+1 (833) 555-0187')}. Should I change my password?",
         "unsolicited one-time code in pasted SMS; sender number look-alike")
    otp = dg(6, False)
    case("bank-otp-merchant", "en",
         f"Chase text: \"Chase: DON'T share. Use code {S(otp)} to confirm a purchase of {L('$412.60')} at BESTBUY 00{dg(4)}. We'll NEVER call to ask for this code.\" I'm on the checkout page now, where do I type it?",
         "card OTP in bank SMS; amount look-alike")
    cn, ex = card("visa"), expiry()
    cv = apart(lambda: dg(3, False), cn, ex)
    case("card-full-booking", "en",
         f"Please fill the hotel form for me: name Jordan Hale, card {S(grp(cn, [4, 4, 4, 4]))}, expires {S(ex)}, security code {S(cv)}, billing zip {L('97205')}.",
         "card number, expiry and CVC in prose; ZIP look-alike")
    cn = card("amex")
    cv = apart(lambda: dg(4, False), cn)
    case("amex-with-order", "en",
         f"Order {L('114-' + dg(7) + '-' + dg(7))} was charged twice. My Amex is {S(grp(cn, [4, 6, 5]))} (CID {S(cv)}). Which number do I give the chargeback team?",
         "Amex number and CID; Amazon order number look-alike")
    case("masked-card-refund", "en",
         f"The refund email says it went to the card ending in {L('•••• ' + dg(4, False))} on {L('March 3')} with reference {L('RF' + dg(9))}. But that card is closed. What happens to the money?",
         "negative: masked card, date and refund reference")
    acc, rt = dg(R.choice([10, 11, 12])), aba()
    case("us-direct-deposit", "en",
         f"For the direct deposit form: bank is Chase, routing number {L(rt)}, checking account {S(acc)}. Is routing the 9 digit one at the bottom left of the check?",
         "US account number secret; routing number look-alike")
    acc = dg(8)
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99))
    case("uk-sortcode-account", "en",
         f"My landlord needs my details for the deposit return: sort code {L(sc)}, account number {S(acc)}, name A. Whitfield. Can you write that into a polite email?",
         "UK account number secret; sort code look-alike")
    bsb = "%03d-%03d" % (R.choice([62, 63, 82, 33, 12]), R.randint(0, 999))
    acc = dg(9)
    case("au-bsb-account", "en",
         f"Just set up payroll at the new job, gave them BSB {L(bsb)} and account {S(acc)} with CommBank. First pay is on the 14th. Does the account name need to match exactly?",
         "AU account secret; BSB look-alike")
    ib = iban("DE", dg(8) + dg(10, False))
    vat = de_vat()
    case("de-iban-salary-en", "en",
         f"My employer Nordlicht Software GmbH (VAT {L(vat)}) wants my IBAN for salary. Is it {S(g4(ib))} with or without spaces on their form?",
         "own IBAN secret; employer VAT id look-alike")
    case("iban-docs-examples", "en",
         f"I'm writing validation for an IBAN field. Good test values are {L('GB82 WEST 1234 5698 7654 32')} and {L('DE89 3704 0044 0532 0130 00')}, right? Both appear on Wikipedia. Should I strip spaces before the mod-97 check?",
         "negative: well-known documentation IBANs")
    ch_iban = iban("GB", "NWBK" + dg(6) + dg(8))
    case("charity-iban-donation", "en",
         f"I want to donate to the Riverside Food Bank. Their website says: IBAN {L(g4(ch_iban))}, BIC {L('NWBKGB2L')}, reference {L('DONATE-' + dg(4, False))}. Is there a fee sending from Germany?",
         "negative: a charity's IBAN, BIC and payment reference")
    ssn = us_ssn()
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(0, 9999999))
    case("ssn-w4-help", "en",
         f"Filling out my W-4. My SSN is {S(ssn)} and my employer's EIN on the offer letter is {L(ein)}. Which one goes in box 1?",
         "SSN secret; employer EIN look-alike")
    pn = R.choice("ABC") + dg(8, False) if R.random() < .3 else dg(9)
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    case("passport-visa-form", "en",
         f"For the ESTA form: passport number {S(pn)}, issued 2021, expires 2031. My flight booking code is {L(pnr)} on {L('BA 117')}. Do they ask for the booking code too?",
         "passport number secret; booking code and flight look-alikes")
    dl = "D" + dg(7)
    conf = "K" + dg(9)
    case("driver-licence-rental", "en",
         f"Rental desk wants my license before pickup. California DL {S(dl)}, exp 09/2029. Confirmation number {L(conf)}. Can I add my partner as a second driver online?",
         "driver licence number secret; rental confirmation look-alike")
    mid = R.choice(["W", "XEH", "JQU", "ZGP"]) + dg(9)
    claim = dg(12)
    case("insurance-member-id", "en",
         f"The pharmacy says my insurance is inactive. Member ID {S(mid)}, group 0{dg(5)}, claim {L(claim)} was denied yesterday. Who do I call first, the insurer or HR?",
         "health insurance member id secret; claim number look-alike (group neutral)")
    m = mbi()
    case("medicare-mbi", "en",
         f"Helping my mom with Medicare. Her new card number is {S(m)}. The sample card on medicare.gov shows {L('1EG4-TE5-MK73')}, so the format looks right. Can she use it at the dentist?",
         "own Medicare number secret; CMS sample MBI look-alike")
    sin = ca_sin()
    bn = dg(9) + "RT0001"
    case("canada-sin-employer-bn", "en",
         f"New employer in Toronto asked for my SIN on the TD1. It's {S(sin)}. Their business number on the pay stub is {L(bn)}. Is it normal they ask by email?",
         "Canadian SIN (Luhn) secret; employer business number look-alike")
    nino = uk_nino()
    utr = dg(10)
    crn = "%08d" % R.randint(1000000, 13999999)
    case("uk-nino-utr", "en",
         f"Self assessment: my National Insurance number is {S(nino)} and UTR {S(utr)}. The limited company I contract for is Companies House number {L(crn)}. Do I put their number anywhere?",
         "UK NINO and UTR secrets; company number look-alike")
    nric = sg_nric()
    case("singapore-nric-singpass", "en",
         f"Singpass locked me out after I typed my NRIC {S(nric)} and password a few times. The hotline is {L('6335 3533')}. How long is the lockout usually?",
         "Singapore NRIC secret; hotline number look-alike")
    tfn = au_tfn()
    abn = au_abn()
    mc = au_medicare()
    case("au-tfn-abn-medicare", "en",
         f"Starting a casual job. TFN declaration: my TFN {S(tfn)}. The business ABN is {L(abn)}. They also asked for my Medicare card ({S(mc)}) which seems odd for payroll?",
         "AU TFN and Medicare numbers (checks computed) secrets; business ABN look-alike")
    aad = in_aadhaar()
    pan = in_pan()
    ifsc = R.choice(["SBIN0", "HDFC0", "ICIC0"]) + dg(6, False)
    acc = dg(R.choice([11, 14]))
    case("india-kyc-english", "en",
         f"Broker KYC form: PAN {S(pan)}, Aadhaar {S(aad)}, bank a/c {S(acc)}, IFSC {L(ifsc)}. They need a cancelled cheque as well. Is e-sign with Aadhaar OTP safe?",
         "Indian PAN, Aadhaar (Verhoeff), account secrets; IFSC look-alike")
    bvn = "22" + dg(9, False)
    nuban = dg(10)
    case("nigeria-bvn", "en",
         f"GTBank app asks me to re-enter BVN {S(bvn)} to link account {S(nuban)}. I'm scared it's a phishing page. The URL was gtbank-verify.ng — legit?",
         "Nigerian BVN and account number secrets")

    # --- home, devices, everyday codes ---
    wifi = pw_human(EN_WORDS)
    case("airbnb-wifi-welcome", "en",
         f"Help me write a warm welcome note for my Airbnb guests. Include: Wi-Fi network Maple_Cottage_5G, password {S(wifi)}; check-out by 11; the trash goes out Thursday; my number {L('(503) 555-0119')}.",
         "Wi-Fi password in a welcome note; host phone look-alike")
    lb, gate = pin(4), pin(4)
    case("lockbox-and-gate", "en",
         f"Can you rewrite these instructions for the cleaner? Gate keypad: {S(gate)} then #. Key lockbox by the hose: {S(lb)}. Alarm is off on Tuesdays. Unit {L('14B')}.",
         "gate and lockbox codes; unit number look-alike")
    al = pin(R.choice([4, 6]))
    safe = "%02d-%02d-%02d" % (R.randint(1, 59), R.randint(1, 59), R.randint(1, 59))
    case("alarm-and-safe", "en",
         f"Note to self so I don't forget: ADT alarm code {S(al)}, the bedroom safe combo is {S(safe)} (turn right first). Alarm panel model {L('IQ4-HUB')}.",
         "alarm code and safe combination; panel model look-alike")
    g = pin(4)
    case("garage-keypad-spelled", "en",
         f"I need to tell my dad the garage code over the phone without him mixing it up. It's {S(' '.join(['zero','one','two','three','four','five','six','seven','eight','nine'][int(c)] for c in g))}. How should I say it so it's clear?",
         "garage code spelled out in words")
    mm = R.choice(["Kowalczyk", "Brennan", "Delacroix", "Okonkwo", "Lindqvist"])
    pet = R.choice(["Biscuit", "Pickles", "Mr. Waffles", "Juniper"])
    case("security-answers", "en",
         f"My bank security questions, in case I forget: mother's maiden name = {S(mm)}; first pet = {S(pet)}; street I grew up on = {S(R.choice(['Larkspur Lane', 'Ridgeview Ct', 'Oakmont Drive']))}. Should I use fake answers instead? The bank's fraud line is {L('1-888-' + dg(3, False) + '-' + dg(4, False))}.",
         "answers to security questions")
    pw = pw_human(EN_WORDS)
    case("netflix-password-prose", "en",
         f"my netflix password is {S(pw)} and my son keeps changing the profile pin. we're on the {L('$17.99')} plan. how do I lock my profile?",
         "password in casual prose")
    p1, p2, p3 = pw_human(EN_WORDS), pw_random(12), pw_human(EN_WORDS)
    case("password-table", "en",
         f"Can you turn this into a CSV for importing into Bitwarden?\n\n| site | user | password |\n|---|---|---|\n| amazon.com | lena.k@gmail.com | {S(p1)} |\n| paypal.com | lena.k@gmail.com | {S(p2)} |\n| comcast | lenak77 | {S(p3)} |",
         "several passwords in a table")
    case("xkcd-password-examples", "en",
         f"Explain xkcd 936 to my students: why is {L('correct horse battery staple')} stronger than {L('Tr0ub4dor&3')}? And why do sites still reject it while accepting {L('P@ssw0rd1')}?",
         "negative: famous example passwords discussed as examples")
    case("common-passwords-list", "en",
         f"Write a short security awareness paragraph listing the worst passwords from breach lists, like {L('123456')}, {L('qwerty')}, {L('iloveyou')} and {L('hunter2')}, and why they fail.",
         "negative: famous weak passwords as examples")
    pw = pw_random(16)
    pw2 = pw[:-1] + R.choice([c for c in "!#$%&*" if c != pw[-1]])
    case("password-correction-multi", "en",
         [f"can you check if this meets the 'one symbol, one number' rule: {S(pw)}",
          f"oops typo, last character is different, it's {S(pw2)}"],
         "multi-message: password and its correction")
    a = pw_random(10, "")
    b = pw_random(10, "!#$%")
    case("password-in-parts-multi", "en",
         [f"I'll give you my vault master password in two parts so the work chat doesn't flag it. first part: {S(a)}",
          f"second part: {S(b)}",
          "put them together and tell me if the whole thing is long enough for a master password"],
         "multi-message: password split in parts")
    mp = passphrase(EN_WORDS, 4) + str(R.randint(10, 99))
    case("announced-then-given-multi", "en",
         ["I'm going to send you the passphrase for my LUKS disk next, just help me memorize it with a story",
          S(mp)],
         "multi-message: announced, then passphrase alone")
    bl = "-".join(dg(6, False) for _ in range(8))
    kid = "%s-%s-%s-%s-%s" % (hx(8).upper(), hx(4).upper(), hx(4).upper(), hx(4).upper(), hx(12).upper())
    case("bitlocker-recovery", "en",
         f"Dell laptop boots to BitLocker recovery after a BIOS update. The screen shows Key ID {L(kid[:8])} and I found the key in my Microsoft account: {S(bl)}. Do I type the dashes?",
         "BitLocker recovery key secret; key id look-alike")
    rk = "-".join(rs(UP.replace("O", "").replace("I", "") + "23456789", 4) for _ in range(7))
    case("apple-recovery-key", "en",
         f"I turned on Advanced Data Protection and Apple gave me recovery key {S(rk)}. Where's the safest place to store it besides a printout? Support case {L(dg(9))} said they can't recover it.",
         "Apple recovery key")
    rp = pw_random(12, "!#%")
    sn = rs(UP + DIG, 12)
    case("router-admin", "en",
         f"Netgear Nighthawk {L('RAX50')} serial {L(sn)}. I changed the admin password to {S(rp)} and now the app can't log in. MAC on the label {L(mac().upper())}.",
         "router admin password; model, serial and MAC look-alikes")
    ppin = pin(6)
    im = imei()
    case("phone-unlock-imei", "en",
         f"Selling my old Pixel. Buyer asked for IMEI {L(im)} to check it isn't blacklisted. Should I also tell him my screen PIN {S(ppin)} so he can check the battery stats before I wipe it?",
         "phone PIN secret; IMEI look-alike")
    # --- logs, configs, misc dev ---
    dp = pw_random(20, "")
    case("docker-login-history", "en",
         f"found this in my ~/.bash_history, is it dangerous?\n\n  412  docker login -u deploybot -p {S(dp)} registry.gitlab.com\n  413  docker push registry.gitlab.com/acme/web:{L('v2.14.0')}",
         "password in shell history; image tag look-alike")
    raw = pw_random(16, "")
    b = base64.b64encode(raw.encode()).decode()
    case("k8s-secret-base64", "en",
         f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: YXBwX3VzZXI=\n  password: {S(b)}\n\nis base64 enough protection if this file is in our repo?",
         "base64-encoded password in a Kubernetes Secret")
    nt = npm_tok()
    integ = "sha512-" + base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
    case("npmrc-token", "en",
         f"npm publish → 403. ~/.npmrc:\n//registry.npmjs.org/:_authToken={S(nt)}\n\nand package-lock has \"integrity\": \"{L(integ)}\" for the dep that fails. Two separate problems?",
         "npm token; lockfile integrity hash look-alike")
    pt = pypi_tok()
    case("pypirc", "en",
         f"[pypi]\n  username = __token__\n  password = {S(pt)}\n\ntwine upload dist/*{L('0.9.3')}* says 403 Invalid or non-existent authentication information.",
         "PyPI token in .pypirc; version look-alike")
    u, p = "svc_backup", pw_random(14, "!$%")
    ba = base64.b64encode(f"{u}:{p}".encode()).decode()
    case("basic-auth-header", "en",
         f"nginx logs show 401 for our monitoring probe. The probe sends\nAuthorization: Basic {S(ba)}\nand the htpasswd was generated with apr1. Trace id {L(hx(32))}.",
         "Basic auth header; trace id look-alike")
    lp = pw_human(EN_WORDS)
    case("log-leaked-password", "en",
         f"Our legacy app logs this on every failed login, I need a regex to mask it:\n2026-03-02T09:14:55Z WARN auth: login failed user=r.santos password={S(lp)} ip=198.51.100.23 session={L(uuid4())}",
         "password leaked in a log line; session correlation uuid look-alike")
    tp = pw_random(12, "!#")
    case("pasted-email-temp-password", "en",
         f"Got this from IT, is it phishing?\n\n> From: it-support@halvorsen-law.com\n> Your temporary password is {S(tp)}. You will be asked to change it at first sign-in.\n> Ticket: {L('INC' + dg(7))}",
         "temporary password in pasted e-mail; ticket look-alike")
    bk, bs = rs(AN, 64), rs(AN, 64)
    case("binance-api-pair", "en",
         f"ccxt throws 'Signature for this request is not valid'.\nexchange = ccxt.binance({{'apiKey': '{S(bk)}', 'secret': '{S(bs)}'}})\nServer time drift is {L('1200')} ms.",
         "exchange API key and secret; drift value look-alike")
    ak, sk = aws_pair()
    inc = "SEC-" + dg(4, False)
    case("revoked-aws-incident", "en",
         f"Writing the postmortem for {L(inc)}: the key {S(ak)} / {S(sk)} was exposed in a public gist for 40 minutes and has been deactivated. Can you draft the timeline section?",
         "revoked AWS keys in a postmortem are still secrets; incident id look-alike")
    do = "dop_v1_" + hx(64)
    case("terraform-tfvars-do", "en",
         f"terraform.tfvars:\ndo_token = \"{S(do)}\"\nregion   = \"fra1\"\nsize     = \"s-2vcpu-4gb\"\n\nPlan says 401 Unable to authenticate you.",
         "DigitalOcean token in tfvars")
    cid = dg(12) + "-" + rs(LO + DIG, 32) + ".apps.googleusercontent.com"
    cs = "GOCSPX-" + rs(AN + "-_", 28)
    case("oauth-client-id-secret", "en",
         f"NextAuth Google provider errors with invalid_client.\nGOOGLE_CLIENT_ID={L(cid)}\nGOOGLE_CLIENT_SECRET={S(cs)}\nredirect: http://localhost:3000/api/auth/callback/google",
         "OAuth client secret is a secret; client id (public) look-alike")
    # --- English negatives ---
    c1, c2 = hx(40), hx(7)
    case("git-log-hashes", "en",
         f"git bisect says the first bad commit is {L(c1)} but GitHub shows {L(c2)} for the same change. Tag {L('v3.8.2')}, PR #{L(dg(4, False))}. Why are they different lengths?",
         "negative: commit hashes, tag, PR number")
    iso = hx(64)
    case("iso-checksum", "en",
         f"Downloaded ubuntu-24.04.1-desktop-amd64.iso and sha256sum gives {L(iso)}. The SHA256SUMS file on the mirror has a different value. Corrupt download or wrong file?",
         "negative: file checksum")
    up = "1Z" + rs(UP + DIG, 6) + "03" + dg(8)
    amz = "113-" + dg(7) + "-" + dg(7)
    case("tracking-order", "en",
         f"My package {L(up)} has said 'label created' for 6 days. Amazon order {L(amz)}. Who do I contact, UPS or Amazon?",
         "negative: UPS tracking and order number")
    case("env-example-placeholders", "en",
         f"Is this a good .env.example for the README?\n\nAPI_KEY={L('your_api_key')}\nDB_PASSWORD={L('<password>')}\nJWT_SECRET={L('change-me-in-production')}\nSTRIPE_KEY={L('sk_live_xxxxxxxxxxxxxxxxxxxx')}",
         "negative: placeholders in an example env file")
    case("redacted-tokens-log", "en",
         f"Our log scrubber outputs things like token={L('ghp_****************************' + rs(AN, 4))} and key={L('sk-...' + rs(AN, 4))}. Is showing the last 4 chars considered safe practice?",
         "negative: redacted/masked tokens")
    pnr2 = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    tkt = "016" + dg(10)
    case("flight-booking-refs", "en",
         f"United cancelled {L('UA 837')}. Confirmation {L(pnr2)}, e-ticket {L(tkt)}. Am I entitled to a refund or just a voucher?",
         "negative: booking code, e-ticket number, flight")
    inv = "INV-" + dg(6)
    gbi = iban("GB", "BARC" + dg(6) + dg(8))
    own = iban("GB", "LOYD" + dg(6) + dg(8))
    case("supplier-invoice-iban", "en",
         f"Pay invoice {L(inv)} from Hollis & Crane Ltd (company no. {L('%08d' % R.randint(1000000, 13999999))}): {L('£1,840.00')} to IBAN {L(g4(gbi))}, from our business account {S(g4(own))}. Can you draft the remittance email?",
         "own business IBAN is a secret; supplier IBAN, invoice, company number, amount are look-alikes")
    wacc = dg(R.choice([10, 12]))
    case("wire-bank-codes", "en",
         f"Setting up an incoming international wire into my Chase checking {S(wacc)}: is Chase's SWIFT {L('CHASUS33')} and the wire routing {L('021000021')}? The sender is in Germany.",
         "own account is a secret; the bank's SWIFT and routing number are public (settled)")
    kp = pw_random(18, "-_")
    case("k8s-describe-env", "en",
         f"kubectl describe pod web-7d9f8b6c5d-{rs(LO + DIG, 5)} shows uid {L(uuid4())}, image digest {L('sha256:' + hx(64))} and, in plain text, DB_PASSWORD={S(kp)}. Shouldn't that come from a Secret instead?",
         "password visible in pod env; uid and image digest look-alikes")
    case("btc-donation", "en",
         f"The open-source project accepts donations at {L(btc_addr())}. My transaction id is {L(hx(64))}. How many confirmations until they see it?",
         "negative: public bitcoin donation address and txid")
    case("gcash-receipt-refno-en", "en",
         f"I paid my sister's tuition via GCash. Receipt: Amount {L('PHP 12,500.00')}, Ref No. {L(dg(4, False) + ' ' + dg(3, False) + ' ' + dg(6, False))}, {L('Jan 15, 2026')}. The school says they didn't get it. What do I send them?",
         "negative: payment receipt Ref No. (settled as a reference)")
    # M-Pesa in English (settled: transaction code is a secret)
    mp_code = R.choice("TUS") + rs(UP + DIG, 9)
    case("mpesa-sms-english", "en",
         f"Forwarding the SMS: \"{S(mp_code)} Confirmed. Ksh{L('3,450.00')} sent to JOYCE WANJIRU {L('0712 ' + dg(3, False) + ' ' + dg(3, False))} on 4/2/26 at 6:12 PM. New M-PESA balance is Ksh1,205.50.\" She says she didn't receive it. What should I do?",
         "M-Pesa transaction code in SMS is a secret; amount and phone look-alikes")


def sepa_ci(cc, nat):
    num = "".join(str(int(c, 36)) for c in nat + cc + "00")
    return "%s%02dZZZ%s" % (cc, 98 - int(num) % 97, nat)


def clabe(bank=None):
    ds = (bank or R.choice(["012", "002", "014", "072", "021"])) + "%03d" % R.choice([180, 320, 580, 10, 650]) + dg(11, False)
    s = sum((int(a) * b) % 10 for a, b in zip(ds, [3, 7, 1] * 6))
    return ds + str((10 - s % 10) % 10)


def pt_iban():
    body = R.choice(["0035", "0033", "0018", "0010", "0007"]) + dg(4, False) + dg(11, False)
    nib = 98 - (int(body) * 100) % 97
    return iban("PT", body + "%02d" % nib)


def es_iban():
    bank = R.choice(["2100", "0049", "0182", "0081", "2085"])
    branch = dg(4, False)
    acc = dg(10, False)
    def dc(ds, ws):
        d = 11 - sum(int(a) * b for a, b in zip(ds, ws)) % 11
        return {11: 0, 10: 1}.get(d, d)
    c1 = dc(bank + branch, [4, 8, 5, 10, 9, 7, 3, 6])
    c2 = dc(acc, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])
    return iban("ES", bank + branch + "%d%d" % (c1, c2) + acc)


def fr_iban(bank=None):
    bank = bank or R.choice(["30004", "30003", "20041", "10278", "30002"])
    branch = dg(5, False)
    acc = dg(11, False)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acc)) % 97
    return iban("FR", bank + branch + acc + "%02d" % key)


def nl_iban(bank=None):
    bank = bank or R.choice(["ABNA", "RABO", "SNSB", "ASNB"])
    return iban("NL", bank + nl_11proof10())


def nl_btw():
    while True:
        ds = dg(8)
        c = sum(int(d) * w for d, w in zip(ds, range(9, 1, -1))) % 11
        if c < 10:
            return "NL" + ds + str(c) + "B01"


def se_bankgiro():
    body = dg(R.choice([6, 7]))
    v = body + luhn_cd(body)
    return v[:-4] + "-" + v[-4:]


def cn_uscc():
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    return "91" + R.choice(["440300", "310000", "110108", "330100"]) + rs(al, 9) + R.choice(al)


def wrong_digits(s):
    """swap two adjacent different digits (a typo), used for corrections"""
    idx = [i for i in range(len(s) - 1) if s[i].isdigit() and s[i + 1].isdigit() and s[i] != s[i + 1] and i > 6]
    i = R.choice(idx)
    return s[:i] + s[i + 1] + s[i] + s[i + 2:]


CN_PY = ["wanghua", "lixiaoming", "zhangwei", "liuyang", "chenjing", "woaini", "xiaobao", "tiantian"]
DE_W = ["Sonnenblume", "Fußball", "Schmetterling", "Hafenkante", "Kirschbaum", "Bergsee", "Zitronenfalter"]
FR_W = ["papillon", "soleil", "chocolat", "marmotte", "bretagne", "tournesol"]
ES_W = ["girasol", "mariposa", "tortuga", "canela", "sevilla", "golondrina"]
PT_W = ["saudade", "flamengo", "jabuticaba", "borboleta", "coracao", "pipoca"]
IT_W = ["girasole", "farfalla", "gattino", "bologna", "tramonto", "cioccolato"]
NL_W = ["tulpen", "fietsbel", "pannenkoek", "hagelslag", "molenweg"]
PL_W = ["kasztan", "zabka", "wiewiorka", "pierogi", "slonecznik"]
TR_W = ["gunes", "kartal", "papatya", "fenerbahce", "deniz"]
CS_W = ["slunicko", "kocicka", "pejsek", "sumava", "vltava", "kaktus"]
DA_W = ["hyggelig", "snegl", "rugbrod", "fodbold", "aalborg", "sommerhus"]
HU_W = ["cicamica", "napsugar", "balaton", "paprika", "hazam", "tulipan"]
EL_W = ["thalassa", "kalimera", "portokali", "agapi", "ellada", "anemos"]


def other_languages():
    # ---------------- Chinese ----------------
    cid = cn_id()
    uc = card("unionpay")
    case("zh-account-form", "zh",
         f"帮我核对一下开户申请表，别填错了：姓名 王丽华，身份证号 {S(cid)}，银行卡号 {S(g4(uc))}，预留手机号 {L('138 ' + dg(4, False) + ' ' + dg(4, False))}，开户行 招商银行深圳南山支行。",
         "Chinese resident id (ISO 7064 check) and UnionPay card (Luhn); phone look-alike")
    wpw = R.choice(CN_PY) + dg(4, False)
    door = pin(6)
    case("zh-wifi-door-multi", "zh",
         ["我妈下周来我家住几天，帮我写张小纸条贴在冰箱上，写得简单点，她眼神不太好。",
          f"WiFi 名称：Zhang_Home_5G，密码：{S(wpw)}\n小区大门密码：{S(door)}#\n物业电话：{L('0755-' + dg(8, False))}"],
         "multi-message: Wi-Fi password and gate code announced then given; property phone look-alike")
    pay = pin(6)
    oid = "2026" + dg(24, False)
    case("zh-alipay-paypw", "zh",
         f"支付宝支付密码我老是忘，是 {S(pay)}，你帮我想个好记的口诀。还有订单号 {L(oid)} 的退款怎么还没到账？",
         "payment PIN in prose; Alipay order number look-alike")
    case("zh-express-invoice", "zh",
         f"帮我写条催发货的消息：顺丰单号 {L('SF' + dg(13))}，发票号码 {L(dg(8))}，开票方统一社会信用代码 {L(cn_uscc())}，已经等了五天了。",
         "negative: courier number, invoice number, company credit code")
    # ---------------- Japanese ----------------
    mn = jp_mynumber()
    cpn = jp_corpnum()
    case("ja-mynumber-nenmatsu", "ja",
         f"年末調整の書類を書いています。私のマイナンバーは {S(mn)} で、会社の法人番号 {L(cpn)} も記入欄があるのですが、これはどこで確認すればいいですか？",
         "My Number (check digit) secret; corporate number (check digit) look-alike")
    br = "%03d" % R.randint(100, 899)
    acc = dg(7)
    apin = pin(4)
    case("ja-bank-pin", "ja",
         f"三菱UFJの口座です。支店番号 {L(br)}、普通預金 {S(acc)}、キャッシュカードの暗証番号は {S(apin)}。友達に振込先を伝えるとき、どこまで教えて大丈夫？",
         "account number and card PIN; branch number look-alike")
    case("ja-delivery-redelivery", "ja",
         f"再配達の依頼文を作ってください。ヤマトの伝票番号 {L(dg(4, False) + '-' + dg(4, False) + '-' + dg(4, False))}、注文番号 {L('250-' + dg(7) + '-' + dg(7))}、住所は〒{L('150-0002')} 東京都渋谷区渋谷です。",
         "negative: tracking, order number, postal code")
    # ---------------- Korean ----------------
    rrn = kr_rrn()
    cpw = pw_random(12, "!@#")
    case("ko-rrn-cert", "ko",
         f"연말정산하려고 홈택스에 주민등록번호 {S(rrn)} 넣고 공동인증서 비밀번호 {S(cpw)} 입력했는데 계속 틀렸다고 나와요. 5번 틀리면 잠기나요?",
         "resident registration number (check digit) and certificate password")
    kacc = dg(6) + "-" + dg(2) + "-" + dg(6)
    brn = kr_brn()
    case("ko-rent-autopay", "ko",
         f"월세 자동이체 신청서 좀 같이 써줘. 출금 계좌는 국민은행 {S(kacc)}이고, 집주인 사업자등록번호는 {L(brn)}이야. 매달 25일에 빠져나가게 하고 싶어.",
         "own account number; landlord business registration number (check digit) look-alike")
    case("ko-delivery-cs", "ko",
         f"CJ대한통운 운송장번호 {L(dg(12))}인데 사흘째 조회가 안 돼요. 주문번호는 {L('2026' + dg(10))}, 고객센터 {L('1588-1255')}에 전화해도 안 받아요. 문의글 써줘.",
         "negative: waybill, order number, call center number")
    # ---------------- Arabic ----------------
    nid = sa_id()
    apw = pw_human(EN_WORDS)
    case("ar-absher-password", "ar",
         f"نسيت كلمة المرور حق أبشر. رقم الهوية الوطنية {S(nid)} وكلمة المرور القديمة كانت {S(apw)}. هل أقدر أغيرها بدون ما أروح الأحوال المدنية؟",
         "Saudi national id (Luhn) and password")
    sai = iban("SA", "80" + dg(18, False))
    case("ar-iban-salary", "ar",
         f"الشركة طلبت رقم الآيبان عشان تحويل الراتب: {S(g4(sai))} في مصرف الراجحي. هل عادي أرسله بالإيميل؟ ورقم الموظف عندي {L('EMP-' + dg(5))}.",
         "own Saudi IBAN; employee number look-alike")
    chi = iban("SA", R.choice(["80", "10", "45"]) + dg(18, False))
    case("ar-charity-donation", "ar",
         f"أبغى أتبرع لجمعية البر الخيرية. الآيبان المكتوب في موقعهم {L(chi)}، ورقم الطلب اللي وصلني {L(dg(9))}، والمبلغ {L('500 ريال')}. اكتب لي رسالة شكر قصيرة لهم.",
         "negative: charity IBAN, request number, amount")
    # ---------------- Persian ----------------
    fc = luhn_num(R.choice(["603799", "610433", "627412", "589210"]), 16)
    cvv = apart(lambda: dg(R.choice([3, 4]), False), fc)
    pin2 = "".join("۰۱۲۳۴۵۶۷۸۹"[int(c)] for c in dg(6, False))
    case("fa-card-cvv2", "fa",
         f"برای خرید اینترنتی بلیط، شماره کارتم {S(g4(fc, '-'))} و CVV2 هم {S(cvv)} هست. رمز دوم پویا که برام اومد {S(pin2)} بود ولی درگاه خطا داد. چیکار کنم؟",
         "Iranian card (Luhn), CVV2 and dynamic second PIN in Persian digits")
    mc_ = ir_code()
    sheba = iban("IR", "0" + R.choice(["17", "12", "55", "57"]) + dg(19, False))
    case("fa-melli-sheba", "fa",
         f"کد ملی من {S(mc_)} و شماره شبا {S(sheba)} است. برای واریز یارانه همینا کافیه یا باید جای دیگه هم ثبت کنم؟",
         "Iranian national code (check digit) and own Sheba IBAN")
    case("fa-tracking-codes", "fa",
         f"کد رهگیری مرسوله پستی من {L(dg(24))} هست و شماره پیگیری پرداخت {L(dg(12))}. پشتیبانی هم با شماره {L('021-' + dg(8))} جواب نمیده. یه متن شکایت بنویس.",
         "negative: postal tracking code, payment follow-up number, phone")
    # ---------------- Hebrew ----------------
    tz = il_tz()
    hpw = pw_human(EN_WORDS)
    case("he-btl-login", "he",
         f"אני מנסה להיכנס לאזור האישי בביטוח לאומי. מספר תעודת זהות {S(tz)}, הסיסמה שבחרתי {S(hpw)} — והוא כל הפעם אומר שהפרטים שגויים. מה עושים?",
         "Israeli id number (check digit) and password")
    dc = pin(4)
    case("he-courier-door", "he",
         f"תנסח לי הודעה קצרה לשליח של וולט: הקוד לדלת של הבניין הוא {S(dc)}, עולים לקומה השלישית, והטלפון שלי {L('054-' + dg(7, False))} אם יש בעיה.",
         "building door code; phone look-alike")
    hp = il_tz("51")
    case("he-company-invoice", "he",
         f"הזמנתי ספה מחברה עם ח.פ. {L(hp)}, מספר הזמנה {L(dg(7))}, ועדיין לא קיבלתי חשבונית מס. תכתוב לי מייל תקיף אבל מנומס.",
         "negative: company registration number and order number")
    # ---------------- Hindi ----------------
    aad = in_aadhaar()
    upin = pin(R.choice([4, 6]))
    case("hi-aadhaar-upi-scam", "hi",
         f"बैंक वाले का फोन आया था, बोला KYC अपडेट करनी है। मैंने आधार नंबर {S(aad)} बता दिया, अब वो UPI PIN भी माँग रहा है — मेरा PIN {S(upin)} है, बता दूँ क्या?",
         "Aadhaar (Verhoeff) and UPI PIN in a scam scenario")
    otp = dg(6, False)
    case("hi-otp-sms", "hi",
         f"ये मैसेज आया है: \"{S(otp)} is your OTP for txn of Rs {L('4,999.00')} at FLIPKART on card XX{dg(4, False)}. Valid for 10 mins. Do not share.\" मैंने कुछ ऑर्डर नहीं किया, क्या करूँ?",
         "card OTP in pasted SMS; amount look-alike")
    case("hi-train-pnr", "hi",
         f"मेरा IRCTC PNR {L(dg(10))} है, ट्रेन नंबर {L('12951')}, और रिफंड SBI में आना था जिसका IFSC {L('SBIN0' + dg(6, False))} है। रिफंड का स्टेटस कैसे देखूँ?",
         "negative: PNR, train number, IFSC")
    # ---------------- Russian ----------------
    sn, inn = ru_snils(), ru_inn12()
    pas = "%02d %02d %06d" % (R.randint(1, 99), R.randint(0, 25), R.randint(100000, 999999))
    case("ru-gosuslugi-form", "ru",
         f"Заполняю анкету на Госуслугах: СНИЛС {S(sn)}, ИНН {S(inn)}, паспорт {S(pas)}, выдан {L('14.03.2019')}. Поле ИНН необязательное — можно его не указывать?",
         "SNILS and INN (checks computed), passport series and number")
    mir = card("mir")
    cvc = apart(lambda: dg(3, False), mir)
    otp = dg(R.choice([4, 6]), False)
    case("ru-sms-card", "ru",
         f"Пришло СМС: «Код {S(otp)} для подтверждения покупки на сумму {L('2 490 ₽')}. Никому не сообщайте код». А мне звонят и говорят, что из банка, просят номер карты {S(g4(mir))} и CVC {S(cvc)}. Это мошенники?",
         "SMS code, Mir card (Luhn) and CVC; amount look-alike")
    bik = ru_bik()
    racc = ru_account(bik)
    corr = ru_corr(bik)
    case("ru-salary-requisites", "ru",
         f"Бухгалтерия просит реквизиты для зарплаты. Проверь, всё ли правильно:\nПолучатель: Смирнова Анна Викторовна\nСчёт: {S(racc)}\nБИК: {L(bik)}\nКорр. счёт: {L(corr)}\nБанк: ПАО Сбербанк",
         "own account (control key with BIK computed); BIK and correspondent account look-alikes")
    case("ru-supplier-requisites", "ru",
         f"Поставщик прислал счёт на оплату № {L(dg(4, False))}: ООО «Вектор-Сервис», ИНН {L(ru_inn10())}, ОГРН {L(ru_ogrn())}. Груз отправили Почтой России, трек {L(dg(14))}. Как проверить, что фирма настоящая?",
         "negative: company INN, OGRN (checks computed), invoice and tracking numbers")
    # ---------------- Ukrainian ----------------
    rn = ua_rnokpp()
    upw = R.choice(["Соняшник", "Барвінок", "Калина"]) + dg(4, False) + "!"
    case("uk-rnokpp-laptop", "uk",
         f"Для довідки з ДПС потрібен мій РНОКПП — це {S(rn)}, так? І нагадай мені пароль від ноутбука, я його записувала: {S(upw)}.",
         "Ukrainian taxpayer number (check digit) and a Cyrillic password")
    mono = luhn_num("537541", 16)
    mpin = pin(4)
    case("uk-mono-card-mom", "uk",
         f"Я залишив мамі свою картку monobank {S(g4(mono))}, PIN-код {S(mpin)}. Як їй зняти готівку в банкоматі ПриватБанку і яка буде комісія, якщо знімати {L('5 000 грн')}?",
         "card number (Luhn) and PIN")
    fund = iban("UA", R.choice(["305299", "322001", "300528"]) + "0000026" + dg(12, False))
    case("uk-donation-fund", "uk",
         f"Хочу задонатити фонду. Реквізити з їхнього сайту: IBAN {L(fund)}, ЄДРПОУ {L(dg(8))}, призначення: «Благодійний внесок». А ще в мене посилка, ТТН Нової пошти {L('2045' + dg(10))}. Напиши коротко, як заповнити платіж.",
         "negative: fund IBAN, registry code, waybill")
    # ---------------- Polish ----------------
    pesel = pl_pesel()
    dow = rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + dg(6, False)
    ppw = pw_human(PL_W)
    case("pl-pesel-bank-app", "pl",
         f"Zakładam konto przez aplikację i nie przechodzi weryfikacja. PESEL {S(pesel)}, numer dowodu {S(dow)}. Hasło do bankowości ustawiłam na {S(ppw)}, czy jest wystarczająco mocne?",
         "PESEL (check digit), id card number, password")
    blik = dg(6, False)
    nrb = pl_iban()[2:]
    case("pl-blik-refund-multi", "pl",
         [f"Sprzedający na OLX prosi o kod BLIK {S(blik)}, żeby „zwrócić mi pieniądze”. Czy to normalne?",
          f"Bo ja chciałem zwrot na konto {S(nrb[:2] + ' ' + g4(nrb[2:]))}, a on upiera się przy BLIK-u."],
         "multi-message: BLIK code and own account (NRB, checks computed)")
    case("pl-invoice-inpost", "pl",
         f"Dostałem fakturę od firmy z NIP {L(pl_nip())}, numer zamówienia {L(dg(11))}, a paczka InPost ma numer {L(dg(24))}. Jak sprawdzić, czy firma jest w białej liście VAT?",
         "negative: company NIP (check digit), order and parcel numbers")
    # ---------------- Czech ----------------
    rc = cz_rc(female=True)
    op = dg(9)
    cpw = pw_human(CS_W)
    case("cs-mortgage-form", "cs",
         f"Vyplňuju žádost o hypotéku online. Rodné číslo {S(rc)}, číslo občanky {S(op)}. A heslo do internetového bankovnictví si sem zapíšu, ať ho nezapomenu: {S(cpw)}.",
         "birth number (mod 11), id card number, password")
    cacc = cz_account()
    case("cs-salary-account", "cs",
         f"Nový zaměstnavatel chce číslo účtu pro výplatu. Mám to napsat jako {S(cacc)}/{L('0800')}, nebo jim mám dát IBAN? Jsem u Spořitelny. Nastupuju {L('1. 6. 2026')}.",
         "own account number (mod 11 computed); bank code look-alike")
    shop = cz_account()
    case("cs-eshop-payment", "cs",
         f"E-shop mi poslal údaje k platbě: účet {L(shop + '/0100')}, variabilní symbol {L(dg(10))}, IČO {L(cz_ico())}. Je bezpečné platit převodem předem?",
         "negative: shop account, variable symbol, company IČO (check digit)")
    # ---------------- German ----------------
    sid = de_steuer_id()
    epw = pw_human(DE_W)
    case("de-steuerid-elster", "de",
         f"Ich mache dieses Jahr zum ersten Mal die Steuererklärung mit ELSTER. Meine Steuer-ID ist {S(sid)} und das Passwort für die Zertifikatsdatei {S(epw)}. Muss ich die Steuer-ID auf jeder Anlage angeben? Hotline Finanzamt: {L('0221 ' + dg(4, False) + '-0')}.",
         "Steuer-ID (ISO 7064 check) and certificate password; office phone look-alike")
    dib = iban("DE", R.choice(["10050000", "20050550", "50010517", "70150000"]) + dg(10, False))
    wrong = wrong_digits(dib)
    ci = sepa_ci("DE", "0" + dg(10, False))
    case("de-iban-correction-multi", "de",
         [f"Fürs Fitnessstudio muss ich ein SEPA-Lastschriftmandat ausfüllen. Gläubiger-ID {L(ci)}, Mandatsreferenz {L('M-' + dg(6))}, meine IBAN {S(g4(wrong))}.",
          f"Moment, Zahlendreher! Richtig ist {S(g4(dib))}. Kann ich das Mandat später jederzeit widerrufen?"],
         "multi-message: own IBAN with a typo, then corrected; creditor id (mod 97) and mandate reference look-alikes")
    kv, pa = de_kvnr(), de_ausweis()
    case("de-kvnr-ausweis", "de",
         f"Neue Hausarztpraxis, Online-Anmeldung: Versichertennummer {S(kv)}, TK. Die wollen zusätzlich meine Personalausweisnummer {S(pa)} — ist das überhaupt erlaubt? Termin wäre am {L('12.05.2026')}.",
         "health insurance number and id card number (checks computed)")
    case("de-invoice-solar", "de",
         f"Rechnung von Hanseatic Solar GmbH: USt-IdNr. {L(de_vat())}, Rechnungsnummer {L('RE-2026-' + dg(5))}, Betrag {L('3.480,00 €')}. Das DHL-Paket mit den Modulen hat die Sendungsnummer {L(dg(12))}. Kann ich die Rechnung so beim Finanzamt einreichen?",
         "negative: VAT id (check digit), invoice number, amount, tracking")
    # ---------------- French ----------------
    nir = fr_nir()
    fpw = pw_human(FR_W)
    sms = dg(6, False)
    case("fr-ameli-login", "fr",
         f"Je n'arrive plus à me connecter à ameli. Numéro de sécu {S(nir)}, mot de passe {S(fpw)}, et le code reçu par SMS ({S(sms)}) est refusé. Je fais quoi ?",
         "NIR (key 97 computed), password, SMS code")
    fib = fr_iban("30004")
    case("fr-rib-employer", "fr",
         f"Mon nouvel employeur me demande mon RIB. IBAN : {S(g4(fib))} — BIC : {L('BNPAFRPPXXX')}. Il faut aussi la domiciliation de l'agence ?",
         "own IBAN (RIB key and mod 97); bank BIC look-alike")
    dg1, dg2, cad = "B" + pin(4), pin(4), pin(4)
    case("fr-digicode-multi", "fr",
         ["Je pars en vacances et ma voisine va nourrir le chat. Tu peux m'aider à lui écrire un petit mot gentil ?",
          f"Les infos : digicode de la rue {S(dg1)}, porte du hall {S(dg2)}, les clés sont dans la boîte à clés avec le code {S(cad)}. Croquettes deux fois par jour."],
         "multi-message: entry codes and key box code")
    case("fr-order-colissimo", "fr",
         f"Commande n° {L(dg(9))} chez un vendeur dont le SIRET est {L(luhn_num(dg(9), 14))}. Le suivi Colissimo {L('6A' + dg(11))} est bloqué depuis une semaine. Tu peux rédiger une réclamation ?",
         "negative: order number, SIRET (Luhn), Colissimo tracking")
    # ---------------- Spanish ----------------
    dni, nss = es_dni(), es_nss()
    case("es-dni-nss-gestoria", "es",
         f"Para el contrato la gestoría me pide el DNI {S(dni)} y el número de la Seguridad Social {S(nss)}. ¿Se lo mando por WhatsApp o mejor en persona? Empiezo el {L('1 de abril')}.",
         "DNI (letter computed) and social security number (mod 97)")
    eib = es_iban()
    epin = pin(4)
    words_es = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
    case("es-domiciliacion-pin", "es",
         f"Quiero domiciliar el recibo de la luz en mi cuenta {S(g4(eib))}. La comercializadora tiene CIF {L(es_cif())}. Y apúntame el PIN de la tarjeta nueva, que siempre se me olvida: {S(', '.join(words_es[int(c)] for c in epin))}.",
         "own IBAN (control digits computed), card PIN spelled out; company CIF (check) look-alike")
    cl = clabe("012")
    rfc = rs(UP, 4) + "%02d%02d%02d" % (R.randint(55, 92), R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 3)
    case("es-mx-clabe", "es",
         f"¿Me ayudas a escribirle a mi casero? Que me devuelva el depósito a mi CLABE {S(cl)} de BBVA. Él me pasó su RFC, {L(rfc)}, por si quiero factura de la renta, ¿eso para qué me sirve?",
         "Mexican CLABE (check digit computed); landlord RFC look-alike")
    case("es-iberia-refund", "es",
         f"Iberia me canceló el vuelo {L('IB 3166')}. Localizador {L(rs('ABCDEFGHJKLMNPQRSTUVWXYZ', 6))}, billete {L('075' + dg(10))}. Y de paso, el pedido de Zara {L(dg(11))} sigue sin llegar. ¿Qué reclamo primero?",
         "negative: flight, booking locator, ticket number, order number")
    # ---------------- Portuguese ----------------
    cpf = br_cpf()
    bsenha = pin(R.choice([6, 8]))
    case("pt-br-cpf-senha", "pt",
         f"Troquei de celular e perdi o acesso ao app do banco. Meu CPF é {S(cpf)} e a senha de {len(bsenha)} dígitos era {S(bsenha)}. Preciso ir na agência ou dá pra fazer pelo chat?",
         "Brazilian CPF (checks computed) and app password")
    nif = pt_nif()
    pib = pt_iban()
    case("pt-pt-nif-iban", "pt",
         f"O contabilista pediu por email o meu NIF {S(nif)} e o IBAN {S(g4(pib))} para o reembolso do IRS. Há problema em mandar assim?",
         "Portuguese NIF and IBAN (NIB and mod 97 computed)")
    case("pt-br-boleto-cnpj", "pt",
         f"Recebi um boleto de uma empresa com CNPJ {L(br_cnpj())}, referente ao pedido {L(dg(8))}. O código de rastreio dos Correios é {L(s10('QB', 'BR'))}. Como confirmo se a empresa existe?",
         "negative: company CNPJ (checks computed), order and tracking (S10 check)")
    # ---------------- Italian ----------------
    cf = it_cf(female=True)
    ipw = pw_human(IT_W)
    case("it-spid-cf", "it",
         f"Sto attivando lo SPID. Mi chiedono il codice fiscale {S(cf)} e ho scelto come password {S(ipw)}. Il codice OTP arriva via app o via SMS? Il mio cellulare è {L('+39 3' + dg(2, False) + ' ' + dg(3, False) + ' ' + dg(4, False))}.",
         "codice fiscale (check character computed) and password")
    iib = it_iban("03069")
    case("it-iban-datore", "it",
         f"Mi scrivi una mail al datore di lavoro per comunicare il nuovo IBAN? È {S(iib)}, intestato a Giulia Ferraro, Intesa Sanpaolo. Lo stipendio di {L('marzo')} va già lì.",
         "own IBAN (CIN and mod 97 computed)")
    case("it-ordine-brt", "it",
         f"Ordine n. {L(dg(6))} su un sito con Partita IVA {L(it_piva())}; il tracking BRT è {L(dg(14))}. Come verifico che la partita IVA sia attiva?",
         "negative: order number, VAT number (Luhn), tracking")
    # ---------------- Dutch ----------------
    bsn = nl_bsn()
    dpw = pw_human(NL_W)
    code = dg(6, False)
    case("nl-digid-bsn", "nl",
         f"Mijn DigiD doet het niet meer. BSN {S(bsn)}, wachtwoord {S(dpw)}, en de sms-code {S(code)} was al verlopen toen ik hem invulde. Moet ik een nieuwe aanvragen? De helpdesk ({L('088 123 6 555')}) is dicht.",
         "BSN (11-proof), password, SMS code")
    nib = nl_iban()
    case("nl-iban-verhuurder", "nl",
         f"Kun je een nette mail schrijven naar de verhuurder dat de borg teruggestort moet worden op {S(g4(nib))} t.n.v. S. de Vries? Het gaat om {L('€ 1.250')}.",
         "own IBAN (account 11-proof and mod 97); amount look-alike")
    case("nl-factuur-leverancier", "nl",
         f"Factuur {L('F' + dg(7))} van Groenland Hoveniers: KvK {L(dg(8))}, btw-nummer {L(nl_btw())}, betalen naar {L(g4(nl_iban('RABO')))}. Klopt het dat ik de btw niet kan terugvragen als particulier?",
         "negative: supplier invoice, chamber of commerce number, VAT number, supplier IBAN")
    # ---------------- Swedish ----------------
    pnr = se_pnr()
    sak = pin(6)
    case("sv-bankid-pnr", "sv",
         f"Mitt personnummer är {S(pnr)} och säkerhetskoden till BankID-appen är {S(sak)}. Jag har glömt om den är spärrad nu efter tre försök — kan du hjälpa mig formulera ett mejl till banken?",
         "personnummer (Luhn) and BankID security code")
    clr = "8" + dg(3, False) + "-" + dg(1)
    kn = dg(3) + " " + dg(3, False) + " " + dg(3, False) + "-" + dg(1)
    case("sv-lonekonto", "sv",
         f"Nya jobbet vill ha mitt lönekonto. Clearingnummer {L(clr)}, kontonummer {S(kn)}, Swedbank. Räcker det eller behöver de IBAN?",
         "own account number; clearing number look-alike")
    case("sv-faktura-ocr", "sv",
         f"Faktura från Nordhem Bygg AB, org.nr {L(se_org())}. Betala till bankgiro {L(se_bankgiro())} med OCR {L(no_kid())}, förfallodag {L('28 mars')}. Kan jag betala i appen fast jag är i Spanien?",
         "negative: company org number, bankgiro and OCR (Luhn), due date")
    # ---------------- Danish ----------------
    cpr = dk_cpr()
    mpw = pw_human(DA_W)
    case("da-cpr-mitid", "da",
         f"Jeg skal oprette mig hos den nye læge på nettet. CPR-nummer {S(cpr)}, og de vil have mig til at logge ind med MitID — min adgangskode er {S(mpw)}. Er det normalt at skulle bruge MitID til det? Klinikkens nummer er {L('+45 ' + dg(2, False) + ' ' + dg(2, False) + ' ' + dg(2, False) + ' ' + dg(2, False))}.",
         "CPR number (no check computed) and MitID password")
    case("da-vvs-faktura", "da",
         f"Faktura fra VVS-firmaet: CVR {L(dk_cvr())}, fakturanr. {L(dg(5))}, betal til reg.nr. {L(dg(4, False))} kontonr. {L(dg(10))}. Kan jeg trække håndværkerfradrag for det?",
         "negative: company CVR (mod 11), invoice, company bank details")
    # ---------------- Norwegian ----------------
    fnr = no_fnr()
    nacc = no_account()
    case("no-nav-foreldrepenger", "no",
         f"Fødselsnummeret mitt er {S(fnr)} og kontonummeret {S(nacc)}. Hva mer trenger NAV for å betale ut foreldrepenger? Termin er {L('3. juni')}, saksnummer {L(dg(8))}.",
         "fødselsnummer and account number (mod 11 computed)")
    case("no-regning-kid", "no",
         f"Regning fra Fjordkraft: KID {L(no_kid())}, kontonummer {L(no_account())}, org.nr. {L(no_orgnr())}, beløp {L('1 249,00 kr')}. Hvordan setter jeg opp AvtaleGiro?",
         "negative: KID (Luhn), company account, org number (mod 11), amount")
    # ---------------- Finnish ----------------
    het = fi_hetu()
    fib_ = fi_iban()
    case("fi-kela-hetu", "fi",
         f"Kela pyytää henkilötunnusta ja tilinumeroa. Henkilötunnukseni on {S(het)} ja tili {S(g4(fib_))}. Voinko lähettää nämä tavallisella sähköpostilla? Kelan asiakasnumero on {L(dg(9))}.",
         "henkilötunnus (check char) and own IBAN")
    case("fi-lasku-viite", "fi",
         f"Laskussa lukee: Y-tunnus {L(fi_ytunnus())}, viitenumero {L(fi_viite())}, IBAN {L(g4(fi_iban()))}, eräpäivä {L('15.4.2026')}. Mistä tiedän, ettei lasku ole huijaus?",
         "negative: business id, reference number (7-3-1), company IBAN, due date")
    # ---------------- Hungarian ----------------
    taj, ado = hu_taj(), hu_adoazon()
    hacc = hu_account()
    case("hu-hr-adatok", "hu",
         f"Új munkahely, a HR kéri: TAJ-szám {S(taj)}, adóazonosító jel {S(ado)}, bankszámlaszám {S(hacc)}. Elég ezt e-mailben elküldeni?",
         "TAJ and tax id (checks computed), own account (check digits)")
    hpw = pw_human(HU_W)
    case("hu-ugyfelkapu-multi", "hu",
         ["Segítenél megjegyezni az Ügyfélkapu jelszavamat? Mindig elfelejtem.",
          f"A jelszó: {S(hpw)} — a cég adószáma, ahol dolgozom, {L(hu_adoszam())}, azt nem kell megjegyeznem."],
         "multi-message: password announced then given; employer tax number look-alike")
    # ---------------- Romanian ----------------
    cnp = ro_cnp()
    rib = iban("RO", R.choice(["BTRL", "RNCB", "BRDE", "INGB"]) + dg(16))
    case("ro-bursa-cnp", "ro",
         f"Pentru dosarul de bursă am nevoie să completez CNP-ul {S(cnp)} și IBAN-ul {S(rib)}. Secretariatul zice că trebuie semnat olograf până pe {L('15 octombrie')}, e normal?",
         "CNP (check digit) and own IBAN")
    case("ro-factura-awb", "ro",
         f"Am primit o factură de la SC Nordis Mobila SRL, CUI {L('RO' + ro_cui())}, comanda {L(dg(7))}, AWB Fan Courier {L(dg(13))}. Cum verific dacă firma e plătitoare de TVA?",
         "negative: company CUI (check digit), order, AWB")
    # ---------------- Greek ----------------
    amka, afm = gr_amka(), gr_afm()
    gpw = pw_human(EL_W)
    case("el-taxisnet", "el",
         f"Για την αίτηση στο gov.gr μου ζητάει ΑΜΚΑ {S(amka)}, ΑΦΜ {S(afm)} και τους κωδικούς Taxisnet. Ο κωδικός μου είναι {S(gpw)} αλλά βγάζει λάθος. Τι να κάνω; Η προθεσμία λήγει στις {L('30/06/2026')}.",
         "AMKA (Luhn), AFM (check digit), Taxisnet password")
    gib = iban("GR", "011" + dg(4) + dg(16))
    case("el-iban-ergodotis", "el",
         f"Ο εργοδότης θέλει το IBAN μου για τη μισθοδοσία: {S(g4(gib))}. Τον λογαριασμό τον έχω στην Εθνική. Αρκεί αυτό;",
         "own Greek IBAN")
    case("el-paraggelia-elta", "el",
         f"Παρήγγειλα από εταιρεία με ΑΦΜ {L(gr_afm('8'))}, αριθμός παραγγελίας {L(dg(8))}, και ο κωδικός αποστολής ΕΛΤΑ είναι {L(s10('RE', 'GR'))}. Πού μπορώ να δω πού βρίσκεται;",
         "negative: company AFM, order number, postal tracking (S10)")
    # ---------------- Turkish ----------------
    tc = tr_tc()
    tpw = pw_human(TR_W)
    case("tr-edevlet", "tr",
         f"e-Devlet şifremi unuttum. TC kimlik numaram {S(tc)}, eski şifrem {S(tpw)} idi. Yeni şifreyi PTT'den mi almam lazım yoksa internet bankacılığıyla girebilir miyim? Müşteri hizmetleri {L('444 0 ' + dg(3, False))} cevap vermiyor.",
         "TC Kimlik (checks computed) and password")
    tib = iban("TR", R.choice(["00010", "00062", "00064", "00046"]) + "0" + dg(16))
    kpin = pin(4)
    case("tr-iban-kart-sifre", "tr",
         f"Ev sahibine kira için IBAN'ımı yazacağım: {S(g4(tib))}. Bir de kart şifremi {S(kpin)} anneme söylemiştim, değiştirmem gerekir mi?",
         "own Turkish IBAN and card PIN")
    case("tr-kargo-vergi", "tr",
         f"Sipariş no {L(dg(10))}, kargo takip no {L(dg(12))}. Satıcı firmanın vergi numarası {L(tr_vkn())} diye yazıyor. Fatura kesmedi, nasıl şikayet ederim?",
         "negative: order, tracking, company tax number (check digit)")
    # ---------------- Vietnamese ----------------
    cccd = "001" + R.choice("0123") + dg(2, False) + dg(6, False)
    vcb = dg(13)
    votp = dg(6, False)
    case("vi-cccd-vcb-otp", "vi",
         f"Mình đang mở tài khoản online. Số CCCD {S(cccd)}, số tài khoản Vietcombank {S(vcb)}, còn mã OTP vừa nhận là {S(votp)}. Có người gọi bảo đọc mã OTP cho họ để xác minh, có nên không?",
         "citizen id (no check), account number, OTP")
    case("vi-shopee-don", "vi",
         f"Mã đơn hàng Shopee của mình là {L(dg(6) + rs(UP + DIG, 8))}, mã vận đơn GHN {L('GY' + rs(UP + DIG, 6))}, công ty bán có mã số thuế {L(dg(10))}. Viết giúp mình tin nhắn yêu cầu hoàn tiền.",
         "negative: order id, waybill, company tax code")
    # ---------------- Thai ----------------
    tid = th_id()
    tacc = "%s-%s-%s-%s" % (dg(3), dg(1), dg(5), dg(1))
    atm = pin(R.choice([4, 6]))
    case("th-id-bank-atm", "th",
         f"จะเปิดบัญชีออนไลน์ เลขบัตรประชาชน {S(tid)} เลขบัญชีกสิกร {S(tacc)} รหัส ATM {S(atm)} ใส่ตรงไหนบ้างคะ เบอร์โทร {L('08' + dg(1, False) + '-' + dg(3, False) + '-' + dg(4, False))}",
         "Thai id (mod 11), account number, ATM PIN")
    case("th-parcel-taxid", "th",
         f"เลขพัสดุไปรษณีย์ไทย {L(s10('EF', 'TH'))} ยังไม่ถึงเลย ร้านที่ขายมีเลขประจำตัวผู้เสียภาษี {L('0105' + dg(9))} เลขที่ใบสั่งซื้อ {L('PO' + dg(8))} ช่วยเขียนข้อความทวงถามให้หน่อย",
         "negative: parcel tracking (S10), shop tax id, purchase order")
    # ---------------- Indonesian ----------------
    nik = R.choice(["317404", "327301", "357801", "517101"]) + "%02d%02d%02d" % (R.randint(1, 28) + R.choice([0, 40]), R.randint(1, 12), R.randint(60, 99)) + "%04d" % R.randint(1, 99)
    mpin6 = pin(6)
    iotp = dg(6, False)
    case("id-nik-otp-scam", "id",
         f"Tadi ada yang telepon ngaku dari BCA, minta NIK saya {S(nik)} sama kode OTP {S(iotp)}, udah saya kasih. PIN m-banking saya {S(mpin6)}, harus diganti sekarang juga?",
         "NIK (no check), OTP, m-banking PIN")
    rek = dg(10)
    npwp = "%s.%s.%s.%s-%s.%s" % (dg(2), dg(3), dg(3), dg(1), dg(3), dg(3))
    case("id-rekening-hrd", "id",
         f"Tolong bikinin pesan ke HRD: nomor rekening BCA saya {S(rek)} atas nama Rina Kusuma, dan NPWP saya {S(npwp)}. Gaji bulan {L('Maret')} bisa masuk ke rekening baru ini ya.",
         "own account number and personal tax id")
    case("id-va-resi", "id",
         f"Bayar tagihan lewat Virtual Account {L('8808' + dg(12))}, nomor resi JNE {L('JP' + dg(10))}, nomor pesanan Tokopedia {L('INV/20260301/MPL/' + dg(10))}. Kok statusnya masih menunggu pembayaran?",
         "negative: merchant virtual account, tracking, order invoice")
    # ---------------- Tagalog ----------------
    gpin = pin(4)
    gotp = dg(6, False)
    case("tl-gcash-locked", "tl",
         f"Na-lock yung GCash ko. Ang MPIN ko ay {S(gpin)} tapos yung OTP na dumating {S(gotp)}, pero ayaw pa rin. Paano ko ito ma-unlock? Yung number ko {L('0917 ' + dg(3, False) + ' ' + dg(4, False))}.",
         "GCash MPIN and OTP; phone look-alike")
    case("tl-gcash-refno", "tl",
         f"Nagbayad ako ng kuryente sa GCash. Sa resibo: Ref No. {L(dg(4, False) + ' ' + dg(3, False) + ' ' + dg(6, False))}, Amount {L('₱2,345.50')}, {L('Mar 2, 2026')}. Hindi pa raw pumapasok sa Meralco. Ano ang gagawin ko?",
         "negative: receipt Ref No. (settled as a reference), amount, date")
    # ---------------- Swahili ----------------
    mcode = R.choice("STU") + rs(UP + DIG, 9)
    case("sw-mpesa-wrong-number", "sw",
         f"Nimetuma pesa kwa namba isiyo sahihi. Ujumbe ni huu: \"{S(mcode)} Imethibitishwa. Ksh{L('1,500.00')} imetumwa kwa PETER OTIENO {L('0722 ' + dg(3, False) + ' ' + dg(3, False))} mnamo 12/3/26 saa 3:45 PM.\" Nifanye nini ili nirudishiwe pesa?",
         "M-Pesa transaction code (settled as a secret); amount and phone look-alikes")
    kid_ = dg(8)
    kra = "A0" + dg(8, False) + R.choice(UP)
    case("sw-kra-itax", "sw",
         f"Namba yangu ya kitambulisho ni {S(kid_)} na PIN ya KRA ni {S(kra)}. Nawezaje kujaza ritani ya iTax kabla ya tarehe {L('30 Juni')}?",
         "national id number and KRA PIN")
    case("sw-till-order", "sw",
         f"Duka la mtandaoni limeniambia nilipe kwa Till Number {L(dg(6, False))}, namba ya oda {L('ORD-' + dg(6))}, jumla {L('Ksh 4,200')}. Je, ni salama kulipa kabla ya kupokea mzigo?",
         "negative: merchant till number, order number, amount")


# =====================================================================
# VALIDATION AND OUTPUT
# =====================================================================
BAD_CHARS = set(chr(c) for c in range(0, 32) if c != 10) | {"\x7f", "\u0085", "\u2028", "\u2029", "\ufeff", "\\"} \
    | set(chr(c) for c in range(0x80, 0xa0)) | {"\u200b", "\u200c", "\u200d", "\u200e", "\u200f"}


def spans(text, v):
    out, i = [], text.find(v)
    while i != -1:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = set()
    for c in cases:
        cid, t = c["id"], c["text"]
        if cid in ids:
            errs.append("duplicate id " + cid)
        ids.add(cid)
        if not (len(c["lang"]) == 2 and c["lang"].isalpha() and c["lang"].islower()):
            errs.append(cid + ": bad lang")
        for fld in ("id", "lang", "text", "note"):
            if not isinstance(c[fld], str) or not c[fld].strip():
                errs.append(cid + ": empty " + fld)
        allv = [("secret", v) for v in c["secrets"]] + [("lookalike", v) for v in c["lookalikes"]]
        for s in [cid, c["lang"], t, c["note"]] + [v for _, v in allv]:
            bad = set(s) & BAD_CHARS
            if bad:
                errs.append("%s: YAML-hostile chars %r" % (cid, sorted(bad)))
            if s != s.strip() and s is not t:
                errs.append("%s: value with outer whitespace %r" % (cid, s))
        if len(set(c["secrets"])) != len(c["secrets"]) or len(set(c["lookalikes"])) != len(c["lookalikes"]):
            errs.append(cid + ": duplicate value in a list")
        if set(c["secrets"]) & set(c["lookalikes"]):
            errs.append(cid + ": value in both lists")
        for kind, v in allv:
            sp = spans(t, v)
            if not sp:
                errs.append("%s: %s not in text: %r" % (cid, kind, v))
            if len(v) <= 6 and len(sp) > 1:
                errs.append("%s: short %s occurs %d times: %r" % (cid, kind, len(sp), v))
            for a, b in sp:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    errs.append("%s: %s %r embedded in a longer number" % (cid, kind, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    errs.append("%s: %s %r embedded in a longer number" % (cid, kind, v))
        ssp = [(a, b, v) for v in c["secrets"] for a, b in spans(t, v)]
        lsp = [(a, b, v) for v in c["lookalikes"] for a, b in spans(t, v)]
        for a, b, v in ssp:
            for x, y, w in lsp:
                if a < y and x < b:
                    errs.append("%s: secret %r overlaps look-alike %r" % (cid, v, w))
    # re-verify computed check digits
    for kind, v in CHK:
        ok = True
        if kind == "luhn":
            ok = luhn_ok(v)
        elif kind == "iban":
            ok = iban_ok(v)
        elif kind == "m1110":
            ok = m1110(v[:-1]) == v[-1]
        elif kind == "aba":
            ok = (3 * sum(int(v[i]) for i in (0, 3, 6)) + 7 * sum(int(v[i]) for i in (1, 4, 7)) + sum(int(v[i]) for i in (2, 5, 8))) % 10 == 0
        elif kind == "ruacc":
            ok = sum(int(a) * b for a, b in zip(v, [7, 1, 3] * 8)) % 10 == 0
        elif kind == "bsn":
            ok = (sum(int(d) * w for d, w in zip(v[:8], range(9, 1, -1))) - int(v[8])) % 11 == 0
        elif kind == "ppsn":
            s = sum(int(d) * (8 - i) for i, d in enumerate(v[:7])) % 23
            ok = v[7] == ("W" if s == 0 else chr(64 + s))
        if not ok:
            errs.append("check digit failed: %s %s" % (kind, v))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["# heldout_v38: blind evaluation set for a secrets filter (see README.txt)", "lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for fld in ("secrets", "lookalikes"):
            if c[fld]:
                out.append("    %s:" % fld)
                out.extend("      - " + q(v) for v in c[fld])
            else:
                out.append("    %s: []" % fld)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v38.py heldout_v38.yaml", file=sys.stderr)
        sys.exit(2)
    english()
    other_languages()
    cases = list(CASES)
    R.shuffle(cases)
    for i, c in enumerate(cases, 1):
        c["id"] = "%s-%03d-%s" % (PREFIX, i, c.pop("slug"))
    cases = [dict(id=c["id"], lang=c["lang"], text=c["text"], secrets=c["secrets"], lookalikes=c["lookalikes"],
                  note=c["note"]) for c in cases]
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    y = to_yaml(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    print("wrote %d cases to %s" % (len(cases), sys.argv[1]))


if __name__ == "__main__":
    main()
