#!/usr/bin/env python3
"""Generator for heldout_v44: a blind evaluation set for a chat-message secrets filter.
Standard library only, deterministic (random.Random(44)).
Usage: python3 make_heldout_v44.py heldout_v44.yaml
"""
import base64, hashlib, json, random, sys, zlib

SEED = 44
PREFIX = "H44"
R = random.Random(SEED)

DIG = "0123456789"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
ALNUM = UP + LO + DIG
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
HEXL = "0123456789abcdef"
B32 = UP + "234567"

def S(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))
def D(n):
    return S(n, DIG)
def DNZ(n):
    return R.choice("123456789") + D(n - 1)
def HX(n):
    return S(n, HEXL)
def pick(seq):
    return R.choice(seq)
def grp(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))
def grps(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    return sep.join(out)

# ---------------- check digits ----------------
def luhn_digit(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)
def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]
def card(prefix, length=16):
    body = prefix + D(length - len(prefix) - 1)
    return body + luhn_digit(body)
def visa(): return card("4")
def mastercard(): return card(pick(["51", "52", "53", "54", "55", "2221", "2480", "2720"]))
def amex(): return card(pick(["34", "37"]), 15)
def expiry(): return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))
def cvc(n=3):
    return D(n)

def _iban_num(s):
    return "".join(str(int(c, 36)) for c in s)
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "PL": 28, "PT": 25, "RO": 24, "SE": 24, "DK": 18, "NO": 15, "FI": 18, "HU": 28, "CZ": 24, "GR": 27, "TR": 26, "UA": 29, "AE": 23, "IL": 23, "IR": 26, "SA": 24, "GB": 22, "BE": 16, "AT": 20}
def iban(cc, bban, spaced=True):
    if len(bban) + 4 != IBAN_LEN[cc]: raise ValueError("IBAN length " + cc)
    chk = 98 - int(_iban_num(bban + cc + "00")) % 97
    v = "%s%02d%s" % (cc, chk, bban)
    return grp(v) if spaced else v
def iban_ok(v):
    v = v.replace(" ", "")
    r = v[4:] + v[:4]
    return int(_iban_num(r)) % 97 == 1

def fr_rib_key(bank, guichet, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97))
def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return "0" if r == 11 else ("1" if r == 10 else str(r))
ODD = {}
for _i, _v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    ODD[str(_i)] = _v
for _c, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    ODD[_c] = _v
def _even(c):
    return int(c) if c.isdigit() else UP.index(c)
def it_cin_or_cf(s):
    tot = 0
    for i, c in enumerate(s):
        tot += ODD[c] if i % 2 == 0 else _even(c)
    return UP[tot % 26]
def no_mod11(body, w):
    r = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    if r == 11: return "0"
    if r == 10: return None
    return str(r)

def bban(cc):
    if cc == "DE": return D(8) + D(10)
    if cc == "FR":
        b, g, a = D(5), D(5), D(11); return b + g + a + fr_rib_key(b, g, a)
    if cc == "ES":
        b, o, a = D(4), D(4), D(10); return b + o + es_dc("00" + b + o) + es_dc(a) + a
    if cc == "IT":
        rest = D(5) + D(5) + D(12); return it_cin_or_cf(rest) + rest
    if cc == "NL": return pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "ASNB", "KNAB", "BUNQ"]) + D(10)
    if cc == "PL": return D(24)
    if cc == "PT":
        b = D(19); return b + "%02d" % (98 - (int(b) * 100) % 97)
    if cc == "RO": return pick(["BTRL", "BRDE", "RNCB", "INGB", "BACX"]) + D(16)
    if cc == "SE": return D(20)
    if cc == "DK": return D(14)
    if cc == "NO":
        while True:
            b = D(10); c = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
            if c: return b + c
    if cc == "FI": return D(14)
    if cc == "HU": return D(24)
    if cc == "CZ": return pick(["0800", "0100", "0300", "2010", "0600"]) + D(16)
    if cc == "GR": return D(23)
    if cc == "TR": return D(5) + "0" + D(16)
    if cc == "UA": return D(25)
    if cc == "AE": return D(19)
    if cc == "IL": return D(19)
    if cc == "IR": return D(22)
    if cc == "SA": return D(2) + D(18)
    if cc == "GB": return pick(["BARC", "LOYD", "HBUK", "NWBK", "MIDL"]) + D(14)
    if cc == "BE": return D(12)
    if cc == "AT": return D(16)
    raise ValueError(cc)
def IB(cc, spaced=True):
    return iban(cc, bban(cc), spaced)

def bdate(y0=1952, y1=2004):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)

def pesel():
    y, m, d = bdate()
    mm = m + (20 if y >= 2000 else 0)
    body = "%02d%02d%02d" % (y % 100, mm, d) + D(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(a) * b for a, b in zip(body, w)) % 10) % 10)
def dni():
    n = D(8); return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
def cpf(fmt=True):
    b = [int(c) for c in DNZ(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(b, range(k, 1, -1)))
        r = (s * 10) % 11
        b.append(0 if r == 10 else r)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]) if fmt else s
def cnpj():
    b = [int(c) for c in D(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(b, w)) % 11
        b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])
def cn_id():
    y, m, d = bdate()
    body = pick(["110105", "310115", "440305", "510107", "330106", "420111"]) + "%04d%02d%02d" % (y, m, d) + D(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]
def kr_rrn():
    y, m, d = bdate(1960, 2004)
    g = pick("12") if y < 2000 else pick("34")
    body = "%02d%02d%02d" % (y % 100, m, d) + g + D(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)
def kr_brn():
    b = DNZ(3) + D(2) + D(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return "%s-%s-%s%d" % (b[:3], b[3:5], b[5:], c)
def my_number():
    b = D(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return b + ("0" if r <= 1 else str(11 - r))
def bsn():
    while True:
        b = DNZ(8)
        s = sum(int(a) * w for a, w in zip(b, range(9, 1, -1)))
        c = s % 11
        if c < 10: return b + str(c)
def se_pnr():
    y, m, d = bdate()
    b = "%02d%02d%02d" % (y % 100, m, d) + D(3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)
def se_orgnr():
    b = pick("258") + D(1) + pick("2345678") + D(6)
    return b[:6] + "-" + b[6:] + luhn_digit(b)
def fi_hetu():
    y, m, d = bdate()
    n = "%03d" % R.randint(2, 899)
    b = "%02d%02d%02d" % (d, m, y % 100)
    return b + ("A" if y >= 2000 else "-") + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + n) % 31]
def fi_ytunnus():
    while True:
        b = D(7); r = sum(int(a) * w for a, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1: continue
        return b + "-" + ("0" if r == 0 else str(11 - r))
def no_fnr():
    while True:
        y, m, d = bdate()
        b = "%02d%02d%02d" % (d, m, y % 100) + D(3)
        k1 = no_mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if not k1: continue
        k2 = no_mod11(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if not k2: continue
        return b + k1 + k2
def no_orgnr():
    while True:
        b = pick("89") + D(7); k = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if k: return b + k
def dk_cpr():
    y, m, d = bdate()
    return "%02d%02d%02d-%s" % (d, m, y % 100, D(4))
def dk_cvr():
    while True:
        b = DNZ(7); r = sum(int(a) * w for a, w in zip(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        c = (11 - r) % 11
        if c < 10: return b + str(c)
def tckn():
    while True:
        d = [int(c) for c in DNZ(9)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d11 = (sum(d) + d10) % 10
        return "".join(map(str, d)) + str(d10) + str(d11)
def il_id(body=None):
    b = body or D(8)
    s = 0
    for i, c in enumerate(b):
        x = int(c) * (1 if i % 2 == 0 else 2)
        s += x if x < 10 else x - 9
    return b + str((10 - s % 10) % 10)
VD = [[(j + k) % 5 if j < 5 and k < 5 else 5 + (j + k) % 5 if j < 5 else 5 + (j - k) % 5 if k < 5 else (j - k) % 5 for k in range(10)] for j in range(10)]
VP = [list(range(10)), [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    VP.append([VP[1][VP[_i - 1][x]] for x in range(10)])
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def verhoeff_digit(b):
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def verhoeff_ok(n):
    c = 0
    for i, ch in enumerate(reversed(n)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar():
    b = pick("23456789") + D(10)
    s = b + verhoeff_digit(b)
    return grp(s)
def pan(kind="P"):
    return S(3, UP) + kind + S(1, UP) + D(4) + S(1, UP)
def gstin(pan_):
    s = pick(["27", "29", "07", "33", "24"]) + pan_ + pick("12") + "Z"
    tot = 0
    cs = DIG + UP
    for i, ch in enumerate(s):
        p = cs.index(ch) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return s + cs[(36 - tot % 36) % 36]
def fr_nir():
    y, m, d = bdate()
    b = pick("12") + "%02d%02d" % (y % 100, m) + pick(["75", "69", "13", "33", "59", "31"]) + D(3) + D(3)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
def siret():
    b = DNZ(13); return b + luhn_digit(b)
def de_steuer_id():
    while True:
        digs = R.sample(DIG, 9)
        dup = pick(digs)
        ten = digs + [dup]
        R.shuffle(ten)
        if ten[0] == "0": continue
        b = "".join(ten)
        prod = 10
        for ch in b:
            s = (int(ch) + prod) % 10
            if s == 0: s = 10
            prod = (s * 2) % 11
        c = 11 - prod
        if c == 10: c = 0
        return b + str(c)
def de_vat():
    return "DE" + DNZ(9)
def ro_cnp():
    y, m, d = bdate()
    s = ("1" if y < 2000 else "5") if R.random() < .5 else ("2" if y < 2000 else "6")
    b = s + "%02d%02d%02d" % (y % 100, m, d) + pick(["40", "12", "22", "35", "13"]) + D(3)
    t = sum(int(a) * int(w) for a, w in zip(b, "279146358279")) % 11
    return b + ("1" if t == 10 else str(t))
def gr_amka():
    y, m, d = bdate()
    b = "%02d%02d%02d" % (d, m, y % 100) + D(4)
    return b + luhn_digit(b)
def gr_afm(first=None):
    while True:
        b = (first or pick("0123456789"[1:])) + D(7)
        s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
        return b + str(s % 11 % 10)
def hu_taj():
    b = DNZ(8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    return b + str(s % 10)
def hu_adoaz():
    while True:
        b = "8" + D(8)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10: return b + str(c)
def cz_rc():
    while True:
        y, m, d = bdate(1955, 2003)
        mm = m + (50 if R.random() < .5 else 0)
        b = "%02d%02d%02d" % (y % 100, mm, d) + D(3)
        c = int(b) % 11
        if c == 10: continue
        return b[:6] + "/" + b[6:] + str(c)
def cz_ico():
    b = D(7)
    r = sum(int(a) * w for a, w in zip(b, range(8, 1, -1))) % 11
    c = (11 - r) % 10
    return b + str(c)
def pl_nip():
    while True:
        b = DNZ(9); c = sum(int(a) * w for a, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10: return b + str(c)
def th_id():
    b = pick("1358") + D(11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(b)) % 11) % 10
    s = b + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])
def snils():
    while True:
        b = D(9)
        s = sum(int(x) * (9 - i) for i, x in enumerate(b))
        if s < 100: c = s
        elif s in (100, 101): c = 0
        else:
            c = s % 101
            if c == 100: c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def inn12():
    b = [int(c) for c in DNZ(10)]
    for w in ([7, 2, 4, 10, 3, 5, 9, 4, 6, 8], [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]):
        b.append(sum(x * y for x, y in zip(b, w)) % 11 % 10)
    return "".join(map(str, b))
def inn10():
    b = [int(c) for c in "77" + D(7)]
    b.append(sum(x * y for x, y in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, b))
def ua_rnokpp():
    b = DNZ(9)
    return b + str(sum(int(x) * w for x, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10)
def ir_melli():
    b = pick(["00", "01", "12", "22", "44", "08"]) + D(7)
    r = sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)
def pt_nif(first=None):
    while True:
        b = (first or pick("123")) + D(7)
        r = 11 - sum(int(x) * w for x, w in zip(b, range(9, 1, -1))) % 11
        return b + ("0" if r >= 10 else str(r))
def it_cf():
    cons = "BCDFGHLMNPRSTVZ"
    y, m, d = bdate()
    dd = d + (40 if R.random() < .5 else 0)
    b = S(3, cons) + S(3, cons) + "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % dd + pick(["H501", "F205", "L219", "G273", "A662", "D612"])
    return b + it_cin_or_cf(b)
def it_piva():
    b = D(7) + pick(["001", "015", "058", "037", "021"])
    return b + luhn_digit(b)
def es_cif():
    b = D(7)
    ev = sum(int(b[i]) for i in (1, 3, 5))
    od = 0
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2; od += x // 10 + x % 10
    return "B" + b + str((10 - (ev + od) % 10) % 10)
def s10(prefix="AA", country="BR"):
    b = D(8)
    s = sum(int(x) * w for x, w in zip(b, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + country
def rf_ref():
    body = D(R.randint(8, 14))
    chk = 98 - int(_iban_num(body + "RF00")) % 97
    return "RF%02d%s" % (chk, body)
def aba_routing():
    while True:
        b = pick(["0", "1", "2", "3"]) + D(7)
        s = sum(int(x) * w for x, w in zip(b, [3, 7, 1, 3, 7, 1, 3, 7]))
        c = (10 - s % 10) % 10
        return b + str(c)
def ca_sin():
    b = pick("1234567") + D(7); s = b + luhn_digit(b)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])
def au_tfn():
    while True:
        b = DNZ(8)
        w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
        for c in DIG:
            if sum(int(x) * y for x, y in zip(b + c, w)) % 11 == 0:
                s = b + c
                return "%s %s %s" % (s[:3], s[3:6], s[6:])
def nhs_number():
    while True:
        b = DNZ(9)
        r = 11 - sum(int(x) * w for x, w in zip(b, range(10, 1, -1))) % 11
        if r == 11: r = 0
        if r == 10: continue
        s = b + str(r)
        return "%s %s %s" % (s[:3], s[3:6], s[6:])
def us_ssn():
    a = R.randint(1, 899)
    while a == 666: a = R.randint(1, 899)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
def us_ein():
    return "%s-%s" % (pick(["12", "27", "45", "81", "94", "36"]), D(7))
def uk_nino():
    return pick(["AB", "JG", "NE", "TW", "SK", "WP", "KL", "PR"]) + " %s %s %s " % (D(2), D(2), D(2)) + pick("ABCD")
def emirates_id():
    b = "784" + str(R.randint(1970, 2003)) + D(7)
    s = b + luhn_digit(b)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])
def bitlocker():
    gs = []
    for _ in range(8):
        gs.append("%06d" % (11 * R.randint(0, 65535)))
    return "-".join(gs)
def mbi():
    L = "ACDEFGHJKMNPQRTUVWXY"
    AN = L + DIG
    return "".join([pick("123456789"), pick(L), pick(AN), D(1), "-", pick(L), pick(AN), D(1), "-", pick(L), pick(L), D(1), D(1)])

def b58(b):
    A = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    n = int.from_bytes(b, "big"); out = ""
    while n:
        n, r = divmod(n, 58); out = A[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out
def wif():
    raw = b"\x80" + bytes(R.randrange(256) for _ in range(32)) + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    return b58(raw + chk)

# ---------------- provider tokens ----------------
def aws_akid(): return "AKIA" + S(16, UP + "234567")
def aws_secret(): return S(40, B64)
def ghp(): return "ghp_" + S(36)
def gh_fine(): return "github_pat_11" + S(20, UP + DIG) + "_" + S(59)
def glpat(): return "glpat-" + S(20, B64U)
def slack_bot(): return "xoxb-%s-%s-%s" % (D(12), D(13), S(24))
def slack_user(): return "xoxp-%s-%s-%s-%s" % (D(12), D(12), D(13), HX(32))
def stripe_sk(): return "sk_live_51" + S(22) + S(74)
def stripe_rk(): return "rk_live_51" + S(22) + S(74)
def stripe_pk(): return "pk_live_51" + S(22) + S(74)
def whsec(): return "whsec_" + S(32)
def openai_key(): return "sk-proj-" + S(64, B64U) + "T3BlbkFJ" + S(64, B64U)
def anthropic_key(): return "sk-ant-api03-" + S(93, B64U) + "AA"
def google_key(): return "AIza" + S(35, B64U)
def gocspx(): return "GOCSPX-" + S(28, B64U)
def twilio_sid(): return "AC" + HX(32)
def twilio_token(): return HX(32)
def sendgrid(): return "SG." + S(22, B64U) + "." + S(43, B64U)
def npm_tok(): return "npm_" + S(36)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmcCJD" + S(150, B64U)
def hf_tok(): return "hf_" + S(34, UP + LO)
def tg_bot(): return "%s:AA%s" % (DNZ(10), S(33, B64U))
def discord_tok():
    uid = DNZ(18)
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + S(6, B64U) + "." + S(38, B64U)
def mailgun(): return "key-" + HX(32)
def shopify(): return "shpat_" + HX(32)
def dop(): return "dop_v1_" + HX(64)
def azure_key(): return S(86, B64) + "=="
def totp_seed(n=32): return S(n, B32)
def uuid4():
    h = HX(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + S(43, B64U)
def pem_openssh():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + S(280, B64)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
def pem_rsa():
    body = "MIIEpAIBAAKCAQEA" + S(400, B64)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"

BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
         "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
         "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
         "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
         "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
         "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork "
         "ask aspect asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto "
         "autumn average avocado avoid awake aware away awesome awful awkward axis bacon badge bag balance balcony ball bamboo "
         "banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin "
         "behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird "
         "birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
         "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread "
         "breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget "
         "buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin "
         "cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain "
         "carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause "
         "caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge "
         "chase cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn "
         "cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic "
         "clip clock close cloth cloud clown club cluster clutch coach coast coconut code coffee coil coin collect color column "
         "combine come comfort comic common company concert conduct confirm congress connect consider control convince cook "
         "cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle "
         "craft crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd "
         "crucial cruel cruise crumble crunch crush crystal cube culture cup cupboard curious current curtain curve cushion "
         "custom cute cycle wagon walnut warrior wealth weather wedding weekend whale wheat wheel whisper wide wife wild window "
         "wine winter wisdom wolf wrong yellow young youth zebra zone zoo").split()
def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))

EN_WORDS = ["Sunflower", "Marmalade", "Kestrel", "Blueberry", "Thunder", "Lighthouse", "Pancake", "Jupiter", "Maverick",
            "Willow", "Copperfield", "Rosebud", "Snickers", "Falcon", "Harbor", "Pickles", "Outback", "Cobalt", "Bramble", "Nimbus"]
SYM = "!@#$%&*?.-_+="
def human_pw(words=EN_WORDS):
    w = pick(words)
    st = R.randint(0, 4)
    if st == 0: return w + D(2) + pick(SYM)
    if st == 1: return w.lower() + pick(SYM) + D(4)
    if st == 2: return pick(SYM) + w + str(R.randint(1970, 2019))
    if st == 3:
        t = w.replace("a", "@").replace("o", "0").replace("e", "3")
        return t + D(2) + pick(SYM)
    return w + pick(words).lower() + D(3) + pick(SYM)
def strong_pw(n=16):
    al = ALNUM + "!#$%&*+-=?@^_~"
    while True:
        s = S(n, al)
        if any(c in DIG for c in s) and any(c in "!#$%&*+-=?@^_~" for c in s) and any(c in UP for c in s):
            return s
def pin(n=4):
    return D(n)
def otp(n=6):
    return D(n)

# ---------------- cases ----------------
CASES = []
class Retry(Exception):
    pass
def case(slug, lang, note):
    def deco(fn):
        CASES.append((slug, lang, note, fn))
        return fn
    return deco
def M(*msgs):
    return "\n---\n".join(msgs)

# ======================= English =======================
@case("aws-env-file", "en", "AWS access key id and secret in a .env; region and bucket are neutral, app version a look-alike")
def _():
    k, s = aws_akid(), aws_secret()
    ver = "%d.%d.%d" % (R.randint(1, 4), R.randint(0, 19), R.randint(0, 30))
    t = ("my lambda deploy keeps failing with AccessDenied, here's my .env:\n\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\n"
         "AWS_REGION=eu-west-1\nAPP_VERSION=%s\nS3_BUCKET=acme-invoices-prod\n\nany idea what's wrong?") % (k, s, ver)
    return t, [k, s], [ver]

@case("aws-docs-example", "en", "negative: the AWS documentation example key pair, quoted from the docs")
def _():
    t = ("The boto3 tutorial I'm following puts AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the "
         "credentials file. Obviously those are fake, but should my real file look exactly like that, with [default] on top?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]

@case("github-pat-remote-url", "en", "classic GitHub PAT embedded in a git remote URL; commit hash is a look-alike")
def _():
    tok = ghp(); sha = HX(40)
    t = ("git push is asking for a password again even though I set the remote to https://%s@github.com/lena-ortiz/budget-app.git "
         "- last commit that went through was %s. what changed?") % (tok, sha)
    return t, [tok], [sha]

@case("github-fine-grained-revoked", "en", "fine-grained PAT the user says was leaked and revoked: still a secret")
def _():
    tok = gh_fine()
    run = DNZ(10)
    t = ("I accidentally committed %s to a public repo this morning. I already revoked it in settings. Do I still need to "
         "rewrite history? The Actions run that picked it up was #%s.") % (tok, run)
    return t, [tok], [run]

@case("stripe-live-keys", "en", "Stripe live secret key and webhook secret; the publishable key is public by design (look-alike)")
def _():
    sk, wh, pk = stripe_sk(), whsec(), stripe_pk()
    t = ("// server.js\nconst stripe = require('stripe')('%s');\nconst endpointSecret = '%s';\n\n"
         "// checkout.html uses\n// Stripe('%s')\n\nwebhooks return 400 'No signatures found matching the expected signature'") % (sk, wh, pk)
    return t, [sk, wh], [pk]

@case("stripe-test-cards", "en", "negative: Stripe's documented test cards and the docs' test key")
def _():
    t = ("For QA I'm using 4242 4242 4242 4242 for success and 4000 0000 0000 0002 for a decline, any future date and any CVC. "
         "The sample code in the docs uses sk_test_4eC39HqLyjWDarjtT1zdp7dc. Which card number triggers 3D Secure?")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 0002", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"]

@case("openai-key-python", "en", "OpenAI project key hard-coded in Python; model name neutral")
def _():
    k = openai_key()
    t = ('from openai import OpenAI\nclient = OpenAI(api_key="%s")\nresp = client.chat.completions.create(model="gpt-4o-mini", messages=msgs)\n'
         "why do I get a 429 when I've barely used it?") % k
    return t, [k], ["gpt-4o-mini"]

@case("anthropic-key-curl", "en", "Anthropic key in a curl header; the request id from the error is a look-alike")
def _():
    k = anthropic_key(); rid = "req_" + S(24)
    t = ('curl https://api.anthropic.com/v1/messages -H "x-api-key: %s" -H "anthropic-version: 2023-06-01" ...\n'
         'returns {"type":"error","error":{"type":"overloaded_error"},"request_id":"%s"}') % (k, rid)
    return t, [k], [rid]

@case("slack-bot-token-yaml", "en", "Slack bot token in a YAML config; channel id a look-alike")
def _():
    tok = slack_bot(); ch = "C0" + S(9, UP + DIG)
    t = ("alerts.yaml:\n\nslack:\n  token: %s\n  channel: %s\n  username: deploy-bot\n\nthe bot posts nothing, no errors either") % (tok, ch)
    return t, [tok], [ch]

@case("postgres-url", "en", "credentials inside a Postgres URL: only user:password is the secret; the host is a look-alike")
def _():
    u = pick(["app_user", "svc_billing", "postgres", "django"]); p = S(6, ALNUM) + pick("-_.~!*") + S(11, ALNUM)
    host = "db-%s.c%s.eu-central-1.rds.amazonaws.com" % (S(6, LO + DIG), S(10, LO + DIG))
    t = "DATABASE_URL=postgresql://%s:%s@%s:5432/billing\n\npsql says 'password authentication failed' but I copied it straight from the console" % (u, p, host)
    return t, ["%s:%s" % (u, p)], [host]

@case("mongodb-srv", "en", "MongoDB Atlas SRV string: user:password is the secret")
def _():
    u = pick(["maria", "admin", "appReader"]); p = S(16, ALNUM)
    cl = "cluster0.%s.mongodb.net" % S(5, LO + DIG)
    t = 'mongoose.connect("mongodb+srv://%s:%s@%s/shop?retryWrites=true&w=majority") keeps timing out from Vercel' % (u, p, cl)
    return t, ["%s:%s" % (u, p)], [cl]

@case("redis-url-password", "en", "Redis URL with empty user: the password is the secret")
def _():
    p = S(32, ALNUM)
    t = "celery broker: redis://:%s@10.0.3.17:6379/0 - workers disconnect every few minutes, is that a timeout setting?" % p
    return t, [p], ["10.0.3.17"]

@case("azure-storage-connstr", "en", "Azure storage connection string: the AccountKey value is the secret, account name neutral")
def _():
    k = azure_key()
    t = ("DefaultEndpointsProtocol=https;AccountName=photosbackup01;AccountKey=%s;EndpointSuffix=core.windows.net\n"
         "is this the right format for BlobServiceClient.from_connection_string?") % k
    return t, [k], ["photosbackup01"]

@case("jwt-in-log", "en", "bearer JWT in a pasted access log; request id uuid is a look-alike")
def _():
    tok = jwt({"sub": DNZ(6), "email": "k.brandt@%s.io" % pick(["northwind", "lumen", "tessera"]), "iat": R.randint(1700000000, 1760000000)})
    rid = uuid4()
    t = ('10.2.0.14 - - [03/Mar/2026:09:14:22 +0000] "GET /api/v2/me HTTP/1.1" 401 87 "-" "okhttp/4.12.0" '
         'authorization="Bearer %s" x-request-id=%s\nwhy 401 if the token is fresh?') % (tok, rid)
    return t, [tok], [rid]

@case("jwt-io-example", "en", "negative: the jwt.io example token, asked about as an example")
def _():
    ex = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    t = "In the jwt.io example %s, what does the iat claim 1516239022 translate to as a date, and is the secret really 'your-256-bit-secret'?" % ex
    return t, [], [ex, "1516239022", "your-256-bit-secret"]

@case("session-cookie-devtools", "en", "session cookies copied from devtools; the csrftoken is neutral; GA cookie a look-alike")
def _():
    sid = S(32, LO + DIG)
    ga = "GA1.1.%s.%s" % (DNZ(9), R.randint(1700000000, 1760000000))
    t = "copied from the Network tab: Cookie: sessionid=%s; _ga=%s; theme=dark\ncan I reuse this in my scraper to stay logged in?" % (sid, ga)
    return t, [sid], [ga]

@case("ssh-private-key", "en", "OpenSSH private key pasted whole")
def _():
    k = pem_openssh(); fp = "SHA256:" + S(43, ALNUM + "+/")
    t = "ssh keeps saying 'invalid format' for this key (fingerprint should be %s):\n\n%s\n\nis there a missing newline?" % (fp, k)
    return t, [k], [fp]

@case("eth-private-key", "en", "Ethereum private key with the public address beside it (address is a look-alike)")
def _():
    pk = "0x" + HX(64); addr = "0x" + HX(40)
    t = "Importing my wallet into MetaMask fails. Address %s, private key %s. Does it need the 0x prefix?" % (addr, pk)
    return t, [pk], [addr]

@case("btc-wif", "en", "Bitcoin WIF private key (checksum computed); a well-known address is a look-alike")
def _():
    w = wif()
    t = ("Found an old paper wallet, the private key is %s. Can I sweep it with Electrum? For comparison the genesis address "
         "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa is a different format, right?") % w
    return t, [w], ["1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"]

@case("seed-phrase-store", "en", "12-word recovery phrase (BIP39 words, checksum not computed)")
def _():
    sp = seed_phrase(12)
    t = "Please remember my Ledger recovery phrase for me in case I lose the card: %s" % sp
    return t, [sp], []

@case("bip39-test-vector", "en", "negative: the all-abandon BIP39 test mnemonic and a test address, in unit tests")
def _():
    m = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    t = "My wallet unit tests use the standard vector '%s'. Is it okay to commit that to the repo, or will scanners flag it?" % m
    return t, [], [m]

@case("totp-otpauth-uri", "en", "TOTP seed inside an otpauth URI from a QR code")
def _():
    sd = totp_seed(32)
    t = "I decoded the 2FA QR code for my exchange account: otpauth://totp/Kraken:jmiller?secret=%s&issuer=Kraken&period=30 - can you generate the current code?" % sd
    return t, [sd], ["Kraken:jmiller"]

@case("totp-doc-example", "en", "negative: the classic documentation TOTP seed and RFC test secret")
def _():
    t = ("Writing docs for our 2FA feature. Is JBSWY3DPEHPK3PXP fine as the example secret in screenshots, or should I use the RFC 6238 "
         "test key 12345678901234567890?")
    return t, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890"]

@case("backup-codes-list", "en", "2FA backup codes as a list; the account e-mail is neutral")
def _():
    codes = ["%s %s" % (D(4), D(4)) for _ in range(5)]
    t = "Google backup codes, keep these for me:\n" + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)) + "\n(generated Feb 2026)"
    return t, codes, ["Feb 2026"]

@case("card-prose-order", "en", "card number, expiry and CVC in prose; order number look-alike")
def _():
    c, e, v = visa(), expiry(), cvc()
    o = "%s-%s" % (D(3), D(7))
    t = ("Can you fill in the checkout form for order %s? Card is %s, expires %s, security code %s, name Daniel Okafor.") % (o, grp(c), e, v)
    return t, [grp(c), e, v], [o]

@case("amex-cid", "en", "Amex with 4-digit CID; card-ending masked value elsewhere is a look-alike")
def _():
    c = amex(); cid = cvc(4); e = expiry()
    last = D(4)
    t = ("The old card ending **** %s was replaced. New one: %s exp %s CID %s. Update my subscriptions list please.") % (last, grps(c, [4, 6, 5]), e, cid)
    return t, [grps(c, [4, 6, 5]), e, cid], ["**** " + last]

@case("card-in-parts-multi", "en", "card number given in two messages, then expiry and CVC")
def _():
    c = mastercard(); e = expiry(); v = cvc(); hb = DNZ(10)
    t = M("ok I'll give you the card for the hotel booking (conf. %s) in pieces. first half: %s %s" % (hb, c[:4], c[4:8]),
          "second half: %s %s" % (c[8:12], c[12:]),
          "expiry %s and the 3 digits on the back are %s" % (e, v))
    return t, ["%s %s" % (c[:4], c[4:8]), "%s %s" % (c[8:12], c[12:]), e, v], [hb]

@case("masked-and-placeholders", "en", "negative: masked card, redacted key, placeholders")
def _():
    last = D(4); tail = S(4, LO + DIG)
    t = ("My statement shows **** **** **** %s charged twice. Also the dashboard lists my key as sk-...%s. In the README I wrote "
         "OPENAI_API_KEY=your_api_key and Authorization: Bearer <token> - is that clear enough for users?") % (last, tail)
    return t, [], ["**** **** **** " + last, "sk-..." + tail, "your_api_key", "<token>"]

@case("ssn-w4", "en", "own SSN while filling a form; employer EIN is a look-alike")
def _():
    s = us_ssn(); e = us_ein()
    t = "Filling out my W-4. My SSN is %s and the employer EIN on my last W-2 was %s. Do I put the EIN anywhere on the W-4?" % (s, e)
    return t, [s], [e]

@case("ssn-famous-example", "en", "negative: the famous Woolworth wallet SSN and the 123-45-6789 placeholder")
def _():
    t = ("Is it true that 078-05-1120 was printed on sample cards in wallets and thousands of people used it? Also why do forms always "
         "show 123-45-6789 as the example?")
    return t, [], ["078-05-1120", "123-45-6789"]

@case("us-bank-routing", "en", "own account number is a secret, routing number public (check digit computed)")
def _():
    rt = aba_routing(); acct = DNZ(R.randint(10, 12))
    t = "Set up direct deposit for me: routing %s, checking account %s at Chase. HR portal asks for it twice." % (rt, acct)
    return t, [acct], [rt]

@case("uk-sortcode-nino", "en", "UK account number and NI number; sort code is the bank's public identifier")
def _():
    sc = "%s-%s-%s" % (D(2), D(2), D(2)); acct = D(8); ni = uk_nino()
    t = "New job starts Monday. Payroll needs sort code %s, account number %s, and my National Insurance number %s. Anything else usually asked?" % (sc, acct, ni)
    return t, [acct, ni], [sc]

@case("passport-booking-ref", "en", "US passport number is a secret; the airline booking reference (PNR) is a look-alike")
def _():
    p = DNZ(9); pnr = S(6, UP.replace("O", "").replace("I", "") + "23456789")
    t = "Online check-in for booking %s wants my passport details: number %s, expires 2031. Issuing country USA. Do they need the issue date too?" % (pnr, p)
    return t, [p], [pnr]

@case("health-insurance-ids", "en", "health plan member id is a secret; group number and Rx BIN/PCN are plan-level look-alikes")
def _():
    mid = pick(["XEH", "JQU", "W"]) + D(9); grpn = D(6); binn = D(6)
    t = ("Pharmacy says my insurance isn't on file. Card shows Member ID %s, Group %s, RxBIN %s, RxPCN ADV. Which of these do I give them?") % (mid, grpn, binn)
    return t, [mid], [grpn, binn]

@case("medicare-mbi", "en", "Medicare Beneficiary Identifier of the user's mother, entrusted to them")
def _():
    m = mbi()
    t = "I handle my mom's paperwork. Her new Medicare number is %s. The old one with her SSN in it is no longer valid, correct?" % m
    return t, [m], ["SSN"]

@case("airbnb-wifi-door", "en", "host's Wi-Fi password and door code entrusted to a guest; SSID neutral, listing number look-alike")
def _():
    wp = human_pw(); dc = D(4); lst = DNZ(18)
    t = ("Summarise the check-in info for me: listing %s, wifi network 'SeaBreeze_Guest' password %s, front door keypad %s then the check mark. "
         "Checkout 11am.") % (lst, wp, dc)
    return t, [wp, dc], [lst]

@case("garage-alarm-codes", "en", "garage keypad and alarm disarm code in a house-sitting note")
def _():
    g = D(4); a = D(4); ph = "(%s) 555-0%s" % (D(3), D(3))
    t = ("Draft a note for our house sitter: garage keypad is %s, alarm panel disarm %s within 30 seconds, vet is at %s if Biscuit gets sick.") % (g, a, ph)
    return t, [g, a], [ph]

@case("security-questions", "en", "answers to security questions")
def _():
    maiden = pick(["Kowalczyk", "Delacroix", "Abernathy", "Villanueva", "Okonkwo"])
    pet = pick(["Mr. Whiskers", "Pepper", "Bandit", "Nugget", "Ziggy"])
    street = pick(["Larchmont Ave", "Birchwood Lane", "Quarry Road"])
    t = ("For my bank's security questions I used: mother's maiden name - %s; first pet - %s; street I grew up on - %s. Remember these for me.") % (maiden, pet, street)
    return t, [maiden, pet, street], []

@case("spelled-password", "en", "password spelled out letter by letter")
def _():
    w = pick(["bluefin", "marigold", "quokka", "saffron"]); n = D(2)
    spelled = "-".join(list(w + n)); inc = "INC" + D(7)
    t = "my school email password, spelled: %s. the IT helpdesk ticket is %s if they ask" % (spelled, inc)
    return t, [spelled], [inc]

@case("password-correction-multi", "en", "password given then corrected: both are secrets")
def _():
    p1 = human_pw(); p2 = p1[:-1] + pick([c for c in SYM if c != p1[-1]])
    t = M("Netflix login for the TV: maya.r@outlook.com / %s" % p1, "wait no, last character is wrong. it's %s" % p2)
    return t, [p1, p2], ["maya.r@outlook.com"]

@case("family-accounts-table", "en", "markdown table of family streaming logins")
def _():
    p1, p2, p3 = human_pw(), human_pw(), strong_pw(14)
    t = ("| service | login | password |\n|---|---|---|\n| Spotify Family | dad.kim@gmail.com | %s |\n| Disney+ | kimfamily@icloud.com | %s |\n"
         "| Hulu | kimfamily@icloud.com | %s |\nturn this into a checklist for when we cancel") % (p1, p2, p3)
    return t, [p1, p2, p3], ["dad.kim@gmail.com"]

@case("router-admin", "en", "router admin password; MAC address and serial are look-alikes, 'admin' is an ordinary word")
def _():
    p = strong_pw(12); mac = ":".join(HX(2).upper() for _ in range(6)); sn = "S" + D(3) + S(1, UP) + D(7)
    t = ("Netgear Nighthawk, serial %s, MAC %s. I changed the admin login from admin/password to admin / %s and now the app can't connect.") % (sn, mac, p)
    return t, [p], [mac, sn]

@case("docker-ci-token", "en", "Docker Hub access token in a CI file; image digest is a look-alike")
def _():
    tok = "dckr_pat_" + S(27, B64U); dg = "sha256:" + HX(64)
    t = ("- run: echo %s | docker login -u mkarlsson --password-stdin\n- run: docker pull ghcr.io/mk/api@%s\n"
         "login succeeds locally but fails in GitHub Actions") % (tok, dg)
    return t, [tok], [dg]

@case("k8s-secret-yaml", "en", "base64 data values in a Kubernetes Secret are secrets; the uid is a look-alike")
def _():
    pw = strong_pw(16); api = S(32, ALNUM)
    b1 = base64.b64encode(pw.encode()).decode(); b2 = base64.b64encode(api.encode()).decode()
    uid = uuid4()
    t = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-creds\n  uid: %s\ntype: Opaque\ndata:\n  DB_PASSWORD: %s\n  PSP_API_KEY: %s\n"
         "why does the pod see the password with a trailing newline?") % (uid, b1, b2)
    return t, [b1, b2], [uid]

@case("npmrc-token", "en", "npm automation token in .npmrc")
def _():
    tok = npm_tok(); v = "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
    t = "~/.npmrc:\n//registry.npmjs.org/:_authToken=%s\n\nnpm publish says 403 for version %s, I'm a maintainer" % (tok, v)
    return t, [tok], [v]

@case("hf-token-login", "en", "Hugging Face token pasted from CLI output")
def _():
    tok = hf_tok()
    t = "$ huggingface-cli login --token %s\nToken is valid (permission: write).\nYour token has been saved to ~/.cache/huggingface/token\nnow how do I push a dataset?" % tok
    return t, [tok], ["~/.cache/huggingface/token"]

@case("telegram-bot-token", "en", "Telegram bot token; chat id is neutral")
def _():
    tok = tg_bot(); chat = "-100" + DNZ(10)
    t = "bot = telebot.TeleBot('%s')\nbot.send_message(%s, 'backup done')\n-> 'chat not found'. the group id is copied from web.telegram.org" % (tok, chat)
    return t, [tok], [chat]

@case("discord-bot-token", "en", "Discord bot token in a config.json")
def _():
    tok = discord_tok(); app = DNZ(18)
    t = '{\n  "token": "%s",\n  "applicationId": "%s",\n  "prefix": "!"\n}\nslash commands don\'t register' % (tok, app)
    return t, [tok], [app]

@case("sendgrid-key", "en", "SendGrid API key in code; template id a look-alike")
def _():
    k = sendgrid(); tid = "d-" + HX(32)
    t = "sg = SendGridAPIClient('%s')\nmessage.template_id = '%s'\nemails go to spam, is it the template?" % (k, tid)
    return t, [k], [tid]

@case("twilio-auth-token", "en", "Twilio auth token; account SID neutral, phone numbers are look-alikes")
def _():
    sid, tok = twilio_sid(), twilio_token()
    frm = "+1415555" + D(4)
    t = "client = Client('%s', '%s')\nclient.messages.create(from_='%s', to=user_phone, body=msg)\nError 21608 - what does it mean?" % (sid, tok, frm)
    return t, [tok], [frm]

@case("gitlab-ci-token", "en", "GitLab personal access token in a pipeline variable; pipeline id a look-alike")
def _():
    tok = glpat(); pid = DNZ(10)
    t = 'variables:\n  GL_TOKEN: "%s"\n\npipeline #%s fails at the release stage with 401' % (tok, pid)
    return t, [tok], [pid]

@case("shopify-mailgun", "en", "Shopify admin token and Mailgun key in one settings file")
def _():
    s, m = shopify(), mailgun()
    t = "SHOPIFY_ADMIN_TOKEN=%s\nSHOPIFY_STORE=candle-corner.myshopify.com\nMAILGUN_KEY=%s\nMAILGUN_DOMAIN=mg.candlecorner.co" % (s, m)
    t += "\norder confirmation emails stopped after I rotated something"
    return t, [s, m], ["candle-corner.myshopify.com"]

@case("sshpass-root", "en", "root password in an sshpass command; documentation IP is a look-alike")
def _():
    p = strong_pw(14)
    t = "sshpass -p '%s' ssh root@203.0.113.42 'systemctl restart nginx'  <- is this safe to put in cron?" % p
    return t, [p], ["203.0.113.42"]

@case("mysql-cli-password", "en", "MySQL password after -p with no space")
def _():
    p = human_pw()
    t = "mysql -u wp_admin -p%s -h 127.0.0.1 wordpress < backup_2026-02-11.sql gives ERROR 1045" % p
    return t, [p], ["backup_2026-02-11.sql"]

@case("filezilla-xml", "en", "FileZilla sitemanager entry with a base64-encoded password")
def _():
    pw = human_pw(); b = base64.b64encode(pw.encode()).decode()
    t = ('<Server><Host>ftp.mybakery.co.uk</Host><Port>21</Port><User>bakery01</User><Pass encoding="base64">%s</Pass></Server>\n'
         "can you decode this so I can log in from my laptop?") % b
    return t, [b], ["ftp.mybakery.co.uk"]

@case("bank-email-otp", "en", "pasted bank e-mail with a one-time passcode; case number is a look-alike")
def _():
    code = otp(6); case_no = "CS-" + D(8)
    t = ("Is this email legit?\n\n'Dear customer, your one-time passcode is %s. It expires in 10 minutes. Reference case %s. "
         "Never share this code.'\n\nI didn't request anything.") % (code, case_no)
    return t, [code], [case_no]

@case("google-sms-code", "en", "Google verification SMS: the digits are the secret")
def _():
    code = otp(6)
    t = "G-%s is your Google verification code. <- I got this but I'm not logging in anywhere, should I worry?" % code
    return t, [code], []

@case("apple-id-and-code", "en", "Apple ID password plus the 6-digit verification code")
def _():
    p = human_pw(); c = otp(6); sn = S(12, UP + DIG)
    t = "Help me sign in on my daughter's old iPad (serial %s): Apple ID password %s, and the code that popped up on my phone is %s." % (sn, p, c)
    return t, [p, c], [sn]

@case("debit-pin-last4", "en", "debit card PIN; 'card ending in' digits are a look-alike")
def _():
    pn = pin(4); last = D(4)
    t = "The ATM swallowed my card ending in %s. PIN was %s, I typed it right. What do I tell the bank?" % (last, pn)
    return t, [pn], ["ending in " + last]

@case("carrier-port-pin", "en", "mobile carrier account PIN / port-out PIN; phone number look-alike")
def _():
    a = pin(6); ph = "555-01%s" % D(2)
    t = "Switching carriers. T-Mobile account PIN is %s, the new carrier asks for a transfer PIN too - same thing? Number being moved: (212) %s." % (a, ph)
    return t, [a], ["(212) " + ph]

@case("safe-combination", "en", "safe combination as three numbers")
def _():
    comb = "%d-%d-%d" % (R.randint(10, 99), R.randint(10, 99), R.randint(10, 99))
    t = "Write down for the will: the gun safe in the basement opens with %s (right, left, right). Model number SentrySafe SFW123." % comb
    return t, [comb], ["SFW123"]

@case("gate-code-delivery", "en", "gated community code in delivery instructions; tracking number look-alike")
def _():
    g = "#" + D(4); trk = "1Z" + S(6, UP + DIG) + "03" + D(8)
    t = "Amazon delivery instructions: 'Gate code %s, leave at back door.' Also my UPS package %s is stuck, help?" % (g, trk)
    return t, [g], [trk]

@case("binance-api-keys", "en", "exchange API key and secret for a trading bot")
def _():
    k, s = S(64), S(64)
    t = "BINANCE_API_KEY=%s\nBINANCE_API_SECRET=%s\nbot places orders but they're rejected with -2015" % (k, s)
    return t, [k, s], ["-2015"]

@case("irs-ip-pin", "en", "IRS Identity Protection PIN")
def _():
    p = D(6); ltr = "CP01A"
    t = "My tax software wants the IP PIN the IRS mailed me in notice %s. It's %s. Do I enter it for my spouse too? Form 1040, tax year 2025." % (ltr, p)
    return t, [p], [ltr, "Form 1040"]

@case("canada-sin", "en", "Canadian SIN (Luhn computed); CRA business number of the employer a look-alike")
def _():
    s = ca_sin(); bn = DNZ(9) + " RT0001"
    t = "On my T4 the employer's BN is %s. For the TD1 form, my SIN is %s. Which boxes do I fill?" % (bn, s)
    return t, [s], [bn]

@case("aus-tfn-bsb", "en", "Australian TFN (check computed) and account; BSB public")
def _():
    tf = au_tfn(); bsb = "%s-%s" % (D(3), D(3)); acct = D(9)
    t = "Super fund form: TFN %s, pay to BSB %s account %s (CommBank). Is it safe to give the TFN to a super fund?" % (tf, bsb, acct)
    return t, [tf, acct], [bsb]

@case("nhs-number", "en", "NHS number (mod 11 computed); GP practice code neutral")
def _():
    n = nhs_number(); ref = "UBRN " + D(12)
    t = "Booking my referral online, it wants my NHS number %s and the booking reference %s. Where do I find the password letter?" % (n, ref)
    return t, [n], [ref]

@case("bitlocker-recovery", "en", "BitLocker recovery key (each block divisible by 11); key ID GUID is a look-alike")
def _():
    k = bitlocker(); kid = uuid4().upper()
    t = "Laptop stuck on the BitLocker screen. Key ID %s. The recovery key from my Microsoft account is %s - where do I type it?" % (kid[:8], k)
    return t, [k], [kid[:8]]

@case("pw-manager-master", "en", "password manager master passphrase")
def _():
    w = R.sample(["granite", "tulip", "ferry", "oboe", "lantern", "meadow", "cinder", "pelican", "violet", "harbor"], 4)
    pp = "-".join(w) + "-" + D(2)
    t = "Bitwarden master password is %s. If I die my wife should be able to get in - how do I set up emergency access?" % pp
    return t, [pp], []

@case("wifi-qr-string", "en", "Wi-Fi QR payload: the P field value is the secret; SSID neutral")
def _():
    p = human_pw()
    t = "Generate a printable QR for guests from WIFI:T:WPA;S:Fernandez-5G;P:%s;; - does the order of fields matter?" % p
    return t, [p], ["Fernandez-5G"]

@case("env-mixed", "en", ".env with secrets beside ordinary config values (look-alikes)")
def _():
    jw = S(48, ALNUM); sk = stripe_sk(); port = "8%s" % D(3)
    t = ("NODE_ENV=production\nPORT=%s\nJWT_SECRET=%s\nSTRIPE_SECRET_KEY=%s\nSENTRY_RELEASE=%s\nLOG_LEVEL=info\n"
         "which of these can go in the frontend bundle?") % (port, jw, sk, HX(12))
    return t, [jw, sk], ["PORT=" + port]

@case("log-password-unmasked", "en", "log shows one masked and one leaked password")
def _():
    p = strong_pw(12)
    t = ("2026-01-19 08:12:55 INFO  auth: login attempt user=ops-admin password=******** result=fail\n"
         "2026-01-19 08:12:58 DEBUG auth: retry user=ops-admin password=%s result=ok\nhow do I stop the DEBUG line from printing it?") % p
    return t, [p], ["password=********"]

@case("gha-secret-ref", "en", "negative: GitHub Actions secret references and a workflow run id")
def _():
    rid = DNZ(10)
    t = ("In my workflow I use ${{ secrets.NPM_TOKEN }} and ${{ secrets.AWS_SECRET_ACCESS_KEY }}. Run %s printed *** instead of the value - "
         "is that masking or is the secret empty?") % rid
    return t, [], ["${{ secrets.NPM_TOKEN }}", "${{ secrets.AWS_SECRET_ACCESS_KEY }}", rid, "***"]

@case("hashes-uuids", "en", "negative: checksum, commit hash, uuid")
def _():
    sha = HX(64); c = HX(40); u = uuid4()
    t = ("Downloaded ubuntu ISO, sha256sum gives %s but the site lists something else. Also unrelated: our deploy of commit %s created "
         "tenant %s twice. Two separate questions.") % (sha, c, u)
    return t, [], [sha, c, u]

@case("tracking-orders", "en", "negative: tracking, order and invoice numbers")
def _():
    ups = "1Z" + S(6, UP + DIG) + "01" + D(8); fx = D(12); inv = "INV-2026-%s" % D(5); amz = "%s-%s-%s" % (D(3), D(7), D(7))
    t = ("Two parcels: UPS %s and FedEx %s. Amazon order %s hasn't shipped, and the seller's invoice %s has the wrong VAT. "
         "Draft a complaint.") % (ups, fx, amz, inv)
    return t, [], [ups, fx, amz, inv]

@case("env-example-placeholders", "en", "negative: .env.example placeholders")
def _():
    t = ("Is this a good .env.example?\nDATABASE_URL=postgres://user:password@localhost:5432/dbname\nSECRET_KEY=changeme\n"
         "STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx\nSMTP_PASSWORD=<your-smtp-password>")
    return t, [], ["user:password", "changeme", "sk_live_xxxxxxxxxxxxxxxxxxxx", "<your-smtp-password>"]

@case("charity-donation", "en", "negative: a charity's IBAN and the bank's BIC for a donation; a company VAT number")
def _():
    ib = iban("GB", "NWBK" + D(14)); vat = "GB" + D(9)
    t = ("I'd like to donate to the shelter. Their site says IBAN %s, BIC NWBKGB2L, reference DONATION-%s. The shop selling the raffle "
         "tickets lists VAT no. %s. How do I send from a Revolut account?") % (ib, D(4), vat)
    return t, [], [ib, "NWBKGB2L", vat]

@case("password-strength-examples", "en", "negative: famous example passwords discussed as examples")
def _():
    t = ("For my security training slides: why is 'correct horse battery staple' considered stronger than 'P@ssw0rd', and what's the story "
         "behind hunter2? Also mention password123 as a bad example.")
    return t, [], ["correct horse battery staple", "P@ssw0rd", "hunter2", "password123"]

@case("warranty-serial", "en", "negative: model, serial and version numbers for a warranty claim")
def _():
    sn = S(10, UP + DIG); mdl = "XPS 15 9530"; bios = "1.%d.%d" % (R.randint(1, 20), R.randint(0, 9)); tag = S(7, UP + DIG)
    t = "Dell warranty claim: model %s, service tag %s, serial %s on the battery, BIOS %s. Fan makes noise under load." % (mdl, tag, sn, bios)
    return t, [], [tag, sn, bios]

@case("flight-eticket", "en", "negative: booking reference, e-ticket number, flight number")
def _():
    pnr = S(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"); et = "176" + D(10); fl = "EK %d" % R.randint(1, 999)
    t = "Emirates rebooked me. Booking ref %s, e-ticket %s, new flight %s on 14 March. Can I claim compensation?" % (pnr, et, fl)
    return t, [], [pnr, et, fl]

@case("receipt-ref-no", "en", "negative: a payment receipt with Ref No. and transaction id")
def _():
    ref = D(13); txn = "TXN" + D(10); amt = "$%d.%02d" % (R.randint(10, 400), R.randint(0, 99))
    t = ("My receipt says: Amount %s | Ref No. %s | Transaction ID %s | Status: Successful. But the merchant says they got nothing. "
         "What do I send them?") % (amt, ref, txn)
    return t, [], [ref, txn, amt]

@case("iban-docs-examples", "en", "negative: well-known example IBANs")
def _():
    t = "For input validation tests I use DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32. Does NL91 ABNA 0417 1643 00 also pass mod-97?"
    return t, [], ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "NL91 ABNA 0417 1643 00"]

@case("phone-dates-amounts", "en", "negative: phone numbers, dates, amounts, a ZIP code")
def _():
    ph = "+1 (617) 555-0%s" % D(3); z = D(5); amt = "$%d,%03d.00" % (R.randint(1, 9), R.randint(0, 999))
    t = "Remind me to call the landlord at %s about the %s deposit before 2026-04-01. New place ZIP is %s." % (ph, amt, z)
    return t, [], [ph, amt, "2026-04-01", z]

@case("uuid-config-negative", "en", "negative: tenant/client ids of a public app registration and a version string")
def _():
    ten, cli = uuid4(), uuid4()
    t = ("Azure AD app: tenant id %s, client id %s (the public SPA client, no secret). MSAL version 3.%d.0. Redirect URI mismatch error.") % (ten, cli, R.randint(1, 30))
    return t, [], [ten, cli]

@case("revoked-aws-key-multi", "en", "key announced then pasted; user says it's revoked: still a secret")
def _():
    k, s = aws_akid(), aws_secret()
    t = M("I'm going to paste the key that got leaked on Pastebin, it's already deactivated in IAM",
          "%s / %s\nhow do I check CloudTrail for what it was used for?" % (k, s))
    return t, [k, s], []

@case("wifi-announce-multi", "en", "Wi-Fi password announced in one message and given in the next")
def _():
    p = human_pw()
    t = M("I'll send you our home wifi password so you can put it in the welcome card for my parents", p)
    return t, [p], []

@case("rsa-key-gitignore", "en", "RSA private key in a deploy script question")
def _():
    k = pem_rsa()
    t = "deploy.sh writes this to ~/.ssh/id_rsa before rsync:\n\ncat > ~/.ssh/id_rsa <<EOF\n%s\nEOF\n\nis there a better way?" % k
    return t, [k], ["~/.ssh/id_rsa"]

@case("oauth-client-secret", "en", "Google OAuth client secret; client id is public")
def _():
    cid = "%s-%s.apps.googleusercontent.com" % (DNZ(12), S(32, LO + DIG)); sec = gocspx()
    t = 'GOOGLE_CLIENT_ID="%s"\nGOOGLE_CLIENT_SECRET="%s"\nNextAuth says redirect_uri_mismatch' % (cid, sec)
    return t, [sec], [cid]


# ======================= other languages =======================
# ---- Chinese
@case("zh-unionpay-paypwd", "zh", "UnionPay card (Luhn) and 6-digit payment password; customer-service number is a look-alike")
def _():
    c = card("62" + pick(["2848", "1700", "2588", "1483"]), 19); pw = D(6)
    t = "帮我记一下：我的建设银行储蓄卡卡号 %s，支付密码 %s。客服电话是 95533，挂失的时候要打哪个？" % (grp(c), pw)
    return t, [grp(c), pw], ["95533"]

@case("zh-id-card-express", "zh", "18-digit resident ID (ISO 7064 check computed); SF tracking number a look-alike")
def _():
    i = cn_id(); sf = "SF" + DNZ(13)
    t = "顺丰单号 %s 显示需要实名认证，快递员让我发身份证号，我的是 %s，这样发给他安全吗？" % (sf, i)
    return t, [i], [sf]

@case("zh-negative-order", "zh", "negative: Taobao order number, the well-known example ID number, invoice code")
def _():
    o = DNZ(19); inv = D(12)
    t = "淘宝订单号 %s 一直没发货。另外教程里的示例身份证号 11010519491231002X 是真的吗？发票代码 %s 要填在哪一栏？" % (o, inv)
    return t, [], [o, "11010519491231002X", inv]

# ---- Japanese
@case("ja-mynumber-account", "ja", "My Number (check digit computed) and bank account; branch code is public")
def _():
    mn = my_number(); br = D(3); acct = D(7)
    t = "年末調整の書類にマイナンバー %s と、給与振込口座（三井住友銀行 支店番号 %s 普通 %s）を書きました。間違いがないか確認してください。" % (grp(mn), br, acct)
    return t, [grp(mn), acct], ["支店番号 " + br]

@case("ja-wifi-pin", "ja", "home Wi-Fi key and cash-card PIN; SSID neutral")
def _():
    wk = S(13, LO + DIG); pn = pin(4); ssid = "Buffalo-G-" + HX(4).upper()
    t = "実家のWi-Fi（SSID: %s）の暗号化キーは %s です。あと母のキャッシュカードの暗証番号は %s。メモしておいて。" % (ssid, wk, pn)
    return t, [wk, pn], [ssid]

@case("ja-negative-tracking", "ja", "negative: Yamato tracking, order number, postal code")
def _():
    trk = "%s-%s-%s" % (D(4), D(4), D(4)); o = "%s-%s" % (D(3), D(7)); zipc = "%s-%s" % (D(3), D(4))
    t = "ヤマト運輸の伝票番号 %s の荷物がまだ届きません。注文番号は %s、お届け先の郵便番号は %s です。問い合わせ文を作ってください。" % (trk, o, zipc)
    return t, [], [trk, o, zipc]

# ---- Korean
@case("ko-rrn-account", "ko", "resident registration number (check computed) and bank account")
def _():
    r = kr_rrn(); acct = "110-%s-%s" % (D(3), D(6)); emp = "E" + D(6)
    t = "회사 인사팀에 보낼 메일 좀 써줘. 주민등록번호 %s, 급여 계좌는 신한은행 %s 입니다. 사번은 %s." % (r, acct, emp)
    return t, [r, acct], [emp]

@case("ko-sms-auth-order", "ko", "pasted verification SMS; order number a look-alike")
def _():
    c = otp(6); o = "2026" + D(12)
    t = "[Web발신]\n[쿠팡] 인증번호 [%s]를 입력해주세요.\n\n이거 주문번호 %s 결제할 때 온 건데 입력해도 되는 거 맞아?" % (c, o)
    return t, [c], [o]

@case("ko-negative-brn", "ko", "negative: a shop's business registration number (check computed), customer centre number")
def _():
    b = kr_brn(); ph = "1588-%s" % D(4)
    t = "온라인 쇼핑몰 하단에 사업자등록번호 %s, 고객센터 %s 라고 나와 있는데 진짜 등록된 업체인지 어떻게 확인해?" % (b, ph)
    return t, [], [b, ph]

# ---- Arabic
@case("ar-emirates-id-iban", "ar", "Emirates ID (Luhn computed) and own IBAN")
def _():
    e = emirates_id(); ib = IB("AE"); rq = "TR-" + D(7)
    t = "أحتاج أن أملأ نموذج التحويل: رقم الهوية الإماراتية %s ورقم الآيبان الخاص بي %s. هل أحتاج رمز السويفت أيضاً؟ رقم الطلب %s" % (e, ib, rq)
    return t, [e, ib], [rq]

@case("ar-otp-multi", "ar", "OTP announced then pasted; the bank's SWIFT code is a look-alike")
def _():
    c = otp(6)
    t = M("وصلتني رسالة من البنك الأهلي فيها رمز تحقق، هل أرسله لموظف خدمة العملاء الذي اتصل بي؟",
          "الرسالة: رمز التحقق الخاص بك هو %s ولا تشاركه مع أحد. وقال الموظف إن سويفت البنك NCBKSAJE" % c)
    return t, [c], ["NCBKSAJE"]

@case("ar-negative-invoice", "ar", "negative: commercial registration of a company, invoice and shipment numbers")
def _():
    cr = "10" + D(8); inv = "INV-%s" % D(6); awb = D(10)
    t = "فاتورة رقم %s من شركة السجل التجاري %s، والشحنة رقم %s لم تصل بعد. اكتب لي رسالة شكوى مهذبة." % (inv, cr, awb)
    return t, [], [inv, cr, awb]

# ---- Persian
@case("fa-card-cvv2-dynamic", "fa", "Iranian bank card (Luhn), CVV2 and dynamic second password")
def _():
    c = card(pick(["603799", "610433", "627412"])); v = cvc(R.choice([3, 4])); dp = otp(R.choice([6, 8])); ex = "%02d/%02d" % (R.randint(1406, 1410) % 100, R.randint(1, 12)); so = DNZ(9)
    t = "برای خرید بلیط: شماره کارت %s، سی‌وی‌وی۲ %s، تاریخ انقضا %s، رمز دوم پویا %s. شماره سفارش %s است. چرا درگاه خطا می‌دهد؟" % (grp(c, 4, "-"), v, ex, dp, so)
    return t, [grp(c, 4, "-"), v, ex, dp], [so]

@case("fa-melli-code", "fa", "Iranian national code (check computed); tracking number a look-alike")
def _():
    m = ir_melli(); trk = D(12)
    t = "کد ملی من %s است و کد رهگیری ثبت‌نام %s. آیا برای پیگیری وام به هر دو نیاز دارم؟" % (m, trk)
    return t, [m], [trk]

@case("fa-negative-shop-sheba", "fa", "negative: a shop's Sheba (IBAN) for payment, receipt tracking number")
def _():
    sh = IB("IR", spaced=False); trk = D(6)
    t = "فروشگاه گفته مبلغ را به شبای %s به نام «فروشگاه کتاب نیلوفر» واریز کنم و شماره پیگیری %s را بفرستم. درست است؟" % (sh, trk)
    return t, [], [sh, trk]

# ---- Hebrew
@case("he-id-bank", "he", "Israeli ID (check computed) and bank account; branch number public")
def _():
    i = il_id(); br = D(3); acct = D(6)
    t = "תמלא לי את הטופס של ביטוח לאומי: ת.ז. %s, בנק לאומי סניף %s, חשבון %s. מה עוד צריך לצרף?" % (i, br, acct)
    return t, [i, acct], ["סניף " + br]

@case("he-alarm-gate", "he", "alarm code and building gate code for a cleaner")
def _():
    a = D(4); g = D(4) + "#"; ph = "054-%s" % D(7)
    t = "תנסח הודעה לעוזרת: קוד האזעקה %s, קוד לשער של הבניין %s, המפתח מתחת לעציץ, ואם יש בעיה תתקשרי ל-%s. תודה!" % (a, g, ph)
    return t, [a, g], [ph]

@case("he-negative-company", "he", "negative: a company registration number (check computed) and order number")
def _():
    hp = il_id("51" + D(6)); o = D(9)
    t = "החברה שמכרה לי את המקרר, ח.פ. %s, לא שולחת טכנאי. הזמנה מספר %s. איך מגישים תלונה?" % (hp, o)
    return t, [], [hp, o]

# ---- Hindi
@case("hi-aadhaar-pan", "hi", "Aadhaar (Verhoeff computed) and PAN; IFSC is public")
def _():
    a = aadhaar(); p = pan(); ifsc = pick(["SBIN", "HDFC", "ICIC"]) + "0" + D(6); acct = DNZ(11)
    t = "KYC फॉर्म भरना है: आधार नंबर %s, पैन %s, खाता संख्या %s, IFSC %s. क्या यह सब एक साथ ईमेल करना ठीक है?" % (a, p, acct, ifsc)
    return t, [a, p, acct], [ifsc]

@case("hi-upi-pin-otp", "hi", "UPI PIN and OTP; the UPI transaction reference (UTR) on the receipt is a look-alike")
def _():
    up = pin(R.choice([4, 6])); o = otp(6); utr = DNZ(12)
    t = "मेरा UPI पिन %s है और बैंक से OTP %s आया है। पिछले पेमेंट का UTR नंबर %s है, पैसे कटे पर दुकानदार को नहीं मिले। क्या करूँ?" % (up, o, utr)
    return t, [up, o], [utr]

@case("hi-negative-gstin", "hi", "negative: a shop's GSTIN (check char computed) and order id")
def _():
    g = gstin(pan("C")); o = "OD" + DNZ(17)
    t = "दुकानदार के बिल पर GSTIN %s लिखा है और Flipkart ऑर्डर आईडी %s है। क्या यह GSTIN असली है, कैसे जाँचूँ?" % (g, o)
    return t, [], [g, o]

# ---- Russian
@case("ru-passport-snils", "ru", "passport series and number, SNILS (check computed)")
def _():
    ps = "%s %s %s" % (D(2), D(2), D(6)); sn = snils(); kp = "%s-%s" % (D(3), D(3))
    t = "Заполни анкету в МФЦ: паспорт серия и номер %s, выдан 2019 г., код подразделения %s, СНИЛС %s. Что ещё обычно спрашивают?" % (ps, kp, sn)
    return t, [ps, sn], [kp]

@case("ru-card-cvc-bik", "ru", "Mir card with CVC; the bank's BIK and correspondent account are public")
def _():
    c = card("220" + pick("0124")); v = cvc(); e = expiry()
    t = "Оплачиваю госпошлину: карта %s, срок %s, CVC %s. А в реквизитах указан БИК 044525225 и корр. счёт 30101810400000000225 — это мне куда?" % (grp(c), e, v)
    return t, [grp(c), e, v], ["044525225", "30101810400000000225"]

@case("ru-negative-inn-org", "ru", "negative: a company's INN (check computed), order and tracking numbers")
def _():
    i = inn10(); o = D(8); trk = s10("RA", "RU")
    t = "ООО «Ромашка», ИНН %s, не вернули деньги за заказ №%s. Посылка %s вернулась к ним. Составь претензию." % (i, o, trk)
    return t, [], [i, o, trk]

# ---- Ukrainian
@case("uk-rnokpp-iban", "uk", "Ukrainian taxpayer number (check computed) and IBAN")
def _():
    r = ua_rnokpp(); ib = IB("UA", spaced=False); nd = D(10)
    t = "Для повернення податкової знижки: мій РНОКПП %s, рахунок IBAN %s у ПриватБанку. Допоможи скласти заяву. Номер декларації %s." % (r, ib, nd)
    return t, [r, ib], [nd]

@case("uk-diia-password-multi", "uk", "password corrected across two messages")
def _():
    p1 = human_pw(["Kvitka", "Sonechko", "Karpaty", "Dnipro", "Zirka"]); p2 = p1 + pick("!?")
    t = M("Пароль до кабінету платника податків — %s" % p1, "Ой, ні, в кінці ще знак: %s" % p2)
    return t, [p1, p2], []

@case("uk-negative-edrpou-ttn", "uk", "negative: company EDRPOU code (check not computed) and Nova Poshta waybill")
def _():
    e = D(8); ttn = "20" + D(12)
    t = "Магазин з кодом ЄДРПОУ %s надіслав посилку, ТТН %s, але в застосунку Нової пошти статус «Не знайдено». Що робити?" % (e, ttn)
    return t, [], [e, ttn]

# ---- Polish
@case("pl-pesel-iban", "pl", "PESEL (check computed) and Polish IBAN")
def _():
    p = pesel()
    ibx = IB("PL"); wn = "WN/%s/2026" % D(6)
    t = "Do wniosku o 800+: mój PESEL %s, numer konta %s. Czy trzeba podać też PESEL dzieci? Wniosek nr %s." % (p, ibx, wn)
    return t, [p, ibx], [wn]

@case("pl-blik-order", "pl", "BLIK code (one-time payment code); order number look-alike")
def _():
    b = "%s %s" % (D(3), D(3)); o = D(10)
    t = "Sprzedawca z OLX prosi o kod BLIK %s żeby „odblokować przesyłkę” do zamówienia %s. To oszustwo?" % (b, o)
    return t, [b], [o]

@case("pl-negative-nip-inpost", "pl", "negative: a company's NIP (check computed), InPost tracking")
def _():
    n = pl_nip(); trk = D(24)
    t = "Firma z NIP %s wystawiła fakturę na złe dane. Paczka InPost %s już odebrana. Jak poprosić o korektę?" % (n, trk)
    return t, [], [n, trk]

# ---- Czech
@case("cs-rodne-cislo-ucet", "cs", "birth number (mod 11) and account number; bank code public")
def _():
    rc = cz_rc(); acct = "%s-%s" % (D(2), DNZ(10)); bank = pick(["0800", "0100", "0300"])
    t = "Vyplň mi přihlášku k pojištění: rodné číslo %s, číslo účtu %s/%s. Je potřeba i číslo OP?" % (rc, acct, bank)
    return t, [rc, acct], ["/" + bank]

@case("cs-pin-trezor", "cs", "card PIN and hotel safe code")
def _():
    p = pin(4); tz = D(6); rm = str(R.randint(101, 540))
    t = "Zapomenu to: PIN ke kartě od Fio je %s a kód od trezoru na hotelovém pokoji %s. Pokoj číslo %s. Připomeň mi to zítra." % (p, tz, rm)
    return t, [p, tz], [rm]

@case("cs-negative-ico-vs", "cs", "negative: company IČO (check computed) and variable symbol")
def _():
    i = cz_ico(); vs = DNZ(10)
    t = "Faktura od dodavatele s IČO %s, variabilní symbol %s. Mám platbu poslat s tímto VS, i když jsem už jednou platil?" % (i, vs)
    return t, [], [i, vs]

# ---- German
@case("de-steuerid-iban", "de", "Steuer-ID (ISO 7064 check computed) and German IBAN; BIC public")
def _():
    s = de_steuer_id(); ib = IB("DE")
    t = "Für die Lohnsteuerbescheinigung: meine Steuer-ID ist %s, Gehaltskonto %s, BIC COBADEFFXXX. Passt das so fürs Formular?" % (s, ib)
    return t, [s, ib], ["COBADEFFXXX"]

@case("de-wlan-multi", "de", "Wi-Fi key announced, then given")
def _():
    p = "%s-%s-%s-%s" % (D(4), D(4), D(4), D(4))
    t = M("Ich schick dir gleich den WLAN-Schlüssel von der FritzBox, schreib bitte eine Anleitung für meine Oma dazu.",
          "WLAN: FRITZ!Box 7590 XY, Schlüssel %s" % p)
    return t, [p], ["FRITZ!Box 7590 XY"]

@case("de-negative-ustid-dhl", "de", "negative: shop VAT id, DHL tracking and invoice number")
def _():
    u = de_vat(); trk = "00340434" + D(12); rn = "RE-2026-%s" % D(5)
    t = "Der Shop (USt-IdNr. %s) hat mir Rechnung %s geschickt, aber die DHL-Sendung %s ist noch nicht da. Schreib eine freundliche Nachfrage." % (u, rn, trk)
    return t, [], [u, rn, trk]

# ---- French
@case("fr-nir-iban", "fr", "French social security number (key computed) and IBAN (RIB key computed)")
def _():
    n = fr_nir(); ib = IB("FR")
    t = "Pour la mutuelle : mon numéro de sécu est %s et mon IBAN %s. Ils demandent aussi une attestation, c'est laquelle ?" % (n, ib)
    return t, [n, ib], []

@case("fr-digicode-alarme", "fr", "building door code and alarm code for a neighbour")
def _():
    dg = pick(UP[:4]) + D(4); al = D(4); ph = "06 %s %s %s %s" % (D(2), D(2), D(2), D(2))
    t = "Peux-tu rédiger un mot pour la voisine qui arrose les plantes : digicode %s, code de l'alarme %s, à taper dans les 30 secondes. Mon numéro : %s." % (dg, al, ph)
    return t, [dg, al], [ph]

@case("fr-negative-siret", "fr", "negative: a craftsman's SIRET (Luhn computed), quote and order numbers")
def _():
    s = siret(); dv = "DEV-%s" % D(5); cmd = D(9)
    t = "Le plombier m'a envoyé le devis %s, SIRET %s. Et ma commande Leroy Merlin n° %s est bloquée. Comment vérifier le SIRET ?" % (dv, s, cmd)
    return t, [], [dv, s, cmd]

# ---- Spanish
@case("es-dni-iban", "es", "DNI (letter computed) and Spanish IBAN (control digits computed)")
def _():
    d = dni(); ib = IB("ES"); so = "S-" + D(5)
    t = "Para domiciliar el recibo del gimnasio me piden DNI y cuenta. DNI %s, IBAN %s. ¿Se lo mando por WhatsApp? Mi número de socio es %s." % (d, ib, so)
    return t, [d, ib], [so]

@case("es-banca-clave-sms", "es", "online banking password and SMS code; 'Ref.' on a receipt is a look-alike")
def _():
    p = human_pw(["Girasol", "Mariposa", "Tortilla", "Cangrejo", "Alhambra"]); c = otp(6); ref = D(10)
    t = "Mi clave de la banca online es %s y me acaba de llegar el código SMS %s para confirmar la transferencia con Ref. %s. ¿Por qué me lo piden dos veces?" % (p, c, ref)
    return t, [p, c], [ref]

@case("es-negative-cif", "es", "negative: a company's CIF (check computed), order number")
def _():
    c = es_cif(); o = "ES" + D(9)
    t = "La tienda online con CIF %s no me devuelve el dinero del pedido %s. ¿A qué organismo de consumo reclamo?" % (c, o)
    return t, [], [c, o]

# ---- Portuguese
@case("pt-br-cpf-card", "pt", "Brazilian CPF (checks computed) and Elo card with CVV")
def _():
    c = cpf(); k = card("636368"); v = cvc(); e = expiry(); pd = DNZ(10)
    t = "Pra finalizar a compra pedem CPF e cartão. CPF %s, cartão Elo %s, validade %s, CVV %s. Pedido nº %s. Pode preencher?" % (c, grp(k), e, v, pd)
    return t, [c, grp(k), e, v], [pd]

@case("pt-pt-nif-financas", "pt", "Portuguese NIF (check computed) and tax-portal password")
def _():
    cp = "%s-%s-%s" % (D(4), D(4), D(2)); n = pt_nif(); p = human_pw(["Saudade", "Bacalhau", "Andorinha", "Sardinha", "Lisboa"])
    t = "Ajuda-me a entregar o IRS: NIF %s, senha do Portal das Finanças %s. Não sei se escolho IRS automático. O comprovativo anterior tinha o ID %s." % (n, p, cp)
    return t, [n, p], [cp]

@case("pt-negative-cnpj-rastreio", "pt", "negative: store CNPJ (checks computed), Correios tracking (S10 check computed)")
def _():
    c = cnpj(); r = s10(pick(["AA", "QB", "NL", "OV"]), "BR")
    t = "A loja com CNPJ %s diz que enviou, código de rastreio %s, mas não aparece nada no site dos Correios. O que faço?" % (c, r)
    return t, [], [c, r]

# ---- Italian
@case("it-codice-fiscale-iban", "it", "codice fiscale (check char computed) and Italian IBAN (CIN computed)")
def _():
    cf = it_cf(); ib = IB("IT"); pr = "%s/2026" % D(5)
    t = "Per l'iscrizione all'asilo: codice fiscale %s, IBAN per il rimborso %s. Numero pratica %s. Manca qualcosa?" % (cf, ib, pr)
    return t, [cf, ib], [pr]

@case("it-bancomat-otp", "it", "debit card PIN and OTP from the bank app")
def _():
    p = pin(5); o = otp(6); am = "%d,%02d €" % (R.randint(100, 2000), R.randint(0, 99))
    t = "Il PIN del bancomat è %s, e l'app della banca mi ha mandato il codice OTP %s per autorizzare il bonifico. Quale devo usare allo sportello? Il bonifico è di %s." % (p, o, am)
    return t, [p, o], [am]

@case("it-negative-piva", "it", "negative: a company's VAT number (check computed) and order number")
def _():
    pv = it_piva(); o = "IT-%s" % D(8)
    t = "Il negozio online con P.IVA %s non risponde per l'ordine %s. Come scrivo una PEC di reclamo?" % (pv, o)
    return t, [], [pv, o]

# ---- Dutch
@case("nl-bsn-iban", "nl", "BSN (11-proof computed) and Dutch IBAN")
def _():
    b = bsn(); ib = IB("NL"); km = "%s/%s" % (D(4), D(5))
    t = "Voor de zorgtoeslag vul ik in: BSN %s, rekeningnummer %s. Klopt het dat ik ook mijn DigiD nodig heb? Het kenmerk van de brief is %s." % (b, ib, km)
    return t, [b, ib], [km]

@case("nl-digid-sms", "nl", "DigiD password and SMS code; the test BSN is a look-alike")
def _():
    p = human_pw(["Tulpen", "Fietsbel", "Stroopwafel", "Molenaar", "Dijkgraaf"]); c = otp(6)
    t = "Mijn DigiD-wachtwoord is %s en de sms-code is %s. Op de testomgeving gebruikten we altijd BSN 111222333, is dat een echt nummer?" % (p, c)
    return t, [p, c], ["111222333"]

@case("nl-negative-kvk-btw", "nl", "negative: KvK number, VAT number, PostNL barcode")
def _():
    kvk = D(8); btw = "NL" + D(9) + "B01"; trk = "3S" + S(4, UP) + D(9)
    t = "De webshop (KvK %s, btw %s) zegt dat pakket %s bezorgd is, maar ik heb niks. Help me een mail te schrijven." % (kvk, btw, trk)
    return t, [], [kvk, btw, trk]

# ---- Swedish
@case("sv-personnummer-konto", "sv", "personnummer (Luhn computed) and bank account; clearing number public")
def _():
    p = se_pnr(); cl = "8" + D(3) + "-" + D(1); acct = "%s %s %s-%s" % (D(3), D(3), D(3), D(1))
    t = "Till Försäkringskassan: personnummer %s, kontonummer %s hos Swedbank (clearingnummer %s)." % (p, acct, cl)
    return t, [p, acct], [cl]

@case("sv-portkod-wifi", "sv", "door code and Wi-Fi password for a sublet tenant")
def _():
    pk = D(4); lg = str(R.randint(11, 16) * 100 + R.randint(1, 4)); w = human_pw(["Kanelbulle", "Midsommar", "Blabarsylt", "Lingon", "Skargard"])
    t = "Skriv ett välkomstmejl till min andrahandshyresgäst: portkod %s, wifi-lösenord %s, tvättstugan bokas på lappen. Lägenhetsnummer %s." % (pk, w, lg)
    return t, [pk, w], [lg]

@case("sv-negative-orgnr-ocr", "sv", "negative: organisation number (Luhn), bankgiro and OCR reference")
def _():
    o = se_orgnr(); bg = "%s-%s" % (D(4), D(4)); ocr = D(15)
    t = "Fakturan från elbolaget (org.nr %s) ska betalas till bankgiro %s med OCR %s. Kan jag använda Swish i stället?" % (o, bg, ocr)
    return t, [], [o, bg, ocr]

# ---- Danish
@case("da-cpr-konto", "da", "CPR number (no check since 2007) and account; registration number public")
def _():
    c = dk_cpr(); reg = D(4); kt = D(10)
    t = "Til lønsedlen skal jeg bruge: CPR-nummer %s, reg.nr. %s og kontonummer %s. Hvad er forskellen på de to?" % (c, reg, kt)
    return t, [c, kt], ["reg.nr. " + reg]

@case("da-noeglboks", "da", "key-box code and MitID temporary code")
def _():
    nb = D(4); mid = otp(6); sg = "SAG-" + D(5)
    t = "Håndværkeren kommer mandag: nøgleboksen ved bagdøren har koden %s. Og så fik jeg en MitID-kode %s, men jeg bad ikke om nogen? Sagsnummer hos håndværkeren: %s." % (nb, mid, sg)
    return t, [nb, mid], [sg]

@case("da-negative-cvr", "da", "negative: CVR number (mod 11 computed) and order number")
def _():
    cv = dk_cvr(); o = "%s" % DNZ(8)
    t = "Firmaet med CVR %s har ikke leveret ordre %s. Hvordan klager jeg til Forbrugerklagenævnet?" % (cv, o)
    return t, [], [cv, o]

# ---- Norwegian
@case("no-fnr-konto", "no", "fødselsnummer (two mod-11 checks computed) and account number (mod 11)")
def _():
    f = no_fnr(); sk = "%s/%s" % (R.randint(20, 26), D(6)); k = bban("NO"); kf = "%s.%s.%s" % (k[:4], k[4:6], k[6:])
    t = "Til NAV-søknaden: fødselsnummer %s, kontonummer %s. Trenger de BankID også? Saksnummer %s." % (f, kf, sk)
    return t, [f, kf], [sk]

@case("no-bankid-engangskode", "no", "BankID password and one-time code")
def _():
    sn = D(10); p = human_pw(["Fjellhytte", "Brunost", "Nordlys", "Pepperkake", "Fjord"]); c = otp(6)
    t = "Passordet til BankID er %s og engangskoden fra kodebrikken er %s. Hvorfor står det «feil passord»? Serienummeret på brikken er %s." % (p, c, sn)
    return t, [p, c], [sn]

@case("no-negative-orgnr-kid", "no", "negative: organisation number (mod 11 computed) and KID reference")
def _():
    o = no_orgnr(); kid = D(12)
    t = "Regningen fra Fjordkraft (org.nr. %s) har KID %s. Kan jeg betale den med vanlig melding i stedet?" % (o, kid)
    return t, [], [o, kid]

# ---- Finnish
@case("fi-hetu-iban", "fi", "henkilötunnus (check char computed) and Finnish IBAN")
def _():
    h = fi_hetu(); ib = IB("FI"); hn = "K" + D(9)
    t = "Kelan hakemukseen: henkilötunnus %s, tilinumero %s. Pitääkö liittää palkkatodistus? Hakemuksen numero on %s." % (h, ib, hn)
    return t, [h, ib], [hn]

@case("fi-tunnusluku-ovikoodi", "fi", "online-bank key-number and door code")
def _():
    t1 = D(4); ov = D(4); asn = "B %d" % R.randint(10, 60)
    t = "Äidin verkkopankin tunnuslukulistan seuraava luku on %s. Rappukäytävän ovikoodi on %s, jos tarvitset huomenna. Asunto on %s." % (t1, ov, asn)
    return t, [t1, ov], [asn]

@case("fi-negative-ytunnus-viite", "fi", "negative: business id (check computed) and payment reference")
def _():
    y = fi_ytunnus(); vr = rf_ref()
    t = "Laskussa lukee Y-tunnus %s ja viitenumero %s. Onko RF-alkuinen viite oikein vai pitääkö käyttää vanhaa?" % (y, vr)
    return t, [], [y, vr]

# ---- Hungarian
@case("hu-taj-adoazonosito", "hu", "TAJ (health insurance, check computed) and tax id (check computed)")
def _():
    tj = hu_taj(); ad = hu_adoaz(); ip = "EESZT-" + D(8)
    tjf = "%s %s %s" % (tj[:3], tj[3:6], tj[6:])
    t = "Az orvosi nyomtatványhoz: TAJ-szám %s, adóazonosító jel %s. Kell még a lakcímkártya száma is? Az időpont azonosítója %s." % (tjf, ad, ip)
    return t, [tjf, ad], [ip]

@case("hu-pin-sms", "hu", "card PIN and SMS code")
def _():
    p = pin(4); c = "%s-%s" % (D(3), D(3)); am = "%d %03d Ft" % (R.randint(10, 99), R.randint(0, 999))
    t = "A bankkártyám PIN kódja %s, és most kaptam egy SMS-t: „Az Ön egyszer használatos kódja: %s”. Nem én vásároltam! A terhelés összege %s." % (p, c, am)
    return t, [p, c], [am]

@case("hu-negative-cegadoszam", "hu", "negative: company tax number and order number")
def _():
    a = "%s-%s-%s" % (D(8), pick("12345"), D(2)); o = "HU" + D(9)
    t = "A webáruház adószáma %s, a rendelésszámom %s. Hogyan kérjek elállást 14 napon belül?" % (a, o)
    return t, [], [a, o]

# ---- Romanian
@case("ro-cnp-iban", "ro", "CNP (check computed) and Romanian IBAN")
def _():
    c = ro_cnp(); ib = IB("RO"); nr = "%s/%s.03.2026" % (D(5), R.randint(10, 28))
    t = "Pentru cererea de alocație: CNP %s, cont IBAN %s la Banca Transilvania. E nevoie și de copie după buletin? Numărul de înregistrare al dosarului: %s." % (c, ib, nr)
    return t, [c, ib], [nr]

@case("ro-parola-2fa-multi", "ro", "password then 2FA code in a second message")
def _():
    p = human_pw(["Ciocarlie", "Mamaliga", "Carpati", "Brasov", "Zambila"]); c = otp(6)
    t = M("Intră tu în contul meu de ANAF, parola e %s" % p, "mi-a venit și codul de verificare: %s" % c)
    return t, [p, c], []

@case("ro-negative-cui-awb", "ro", "negative: company CUI (check not computed) and courier AWB")
def _():
    cu = "RO" + DNZ(8); awb = D(11)
    t = "Firma cu CUI %s mi-a trimis coletul cu AWB %s prin Fan Courier, dar nu mai e actualizat de 5 zile." % (cu, awb)
    return t, [], [cu, awb]

# ---- Greek
@case("el-amka-afm", "el", "AMKA (Luhn computed) and personal AFM (check computed)")
def _():
    a = gr_amka(); f = gr_afm(); rv = D(7)
    t = "Για το ραντεβού στο νοσοκομείο: ΑΜΚΑ %s, ΑΦΜ %s. Χρειάζεται και η αστυνομική ταυτότητα; Ο αριθμός ραντεβού είναι %s." % (a, f, rv)
    return t, [a, f], [rv]

@case("el-card-pin", "el", "card PIN and e-banking password")
def _():
    lim = "%d €" % (R.randint(2, 9) * 100); ph = "210 %s %s" % (D(3), D(4)); p = pin(4); eb = human_pw(["Thalassa", "Elia", "Meltemi", "Kalimera", "Akropoli"])
    t = "Το PIN της κάρτας μου είναι %s και ο κωδικός για το e-banking %s. Πώς αλλάζω το όριο αναλήψεων από %s; Τηλέφωνο τράπεζας %s." % (p, eb, lim, ph)
    return t, [p, eb], [lim, ph]

@case("el-negative-afm-rf", "el", "negative: a company's AFM (check computed) and RF payment code (mod 97 computed)")
def _():
    f = gr_afm("0"); rf = rf_ref()
    t = "Ο πάροχος ρεύματος με ΑΦΜ %s μου έστειλε κωδικό πληρωμής %s. Πληρώνω με αυτόν από το e-banking;" % (f, rf)
    return t, [], [f, rf]

# ---- Turkish
@case("tr-tckn-iban", "tr", "TC kimlik no (checks computed) and Turkish IBAN")
def _():
    k = tckn(); ib = IB("TR"); il = DNZ(10)
    t = "Kira sözleşmesi için ev sahibine gönderilecek: TC kimlik no %s, IBAN %s. Bu bilgileri WhatsApp'tan atmak güvenli mi? İlan no: %s" % (k, ib, il)
    return t, [k, ib], [il]

@case("tr-edevlet-sms", "tr", "e-Devlet password and SMS verification code")
def _():
    gn = "4" + D(3); p = human_pw(["Lokum", "Bogazici", "Simit", "Kapadokya", "Kelebek"]); c = otp(6)
    t = "e-Devlet şifrem %s, telefonuma doğrulama kodu %s geldi. Annemin adına giriş yapmak için ne yapmalıyım? Gönderen numara %s idi." % (p, c, gn)
    return t, [p, c], [gn]

@case("tr-negative-vergi-kargo", "tr", "negative: a company tax number and cargo tracking number")
def _():
    v = DNZ(10); kg = D(12)
    t = "Vergi numarası %s olan şirketten aldığım ürün, kargo takip no %s, hâlâ dağıtımda görünmüyor. Şikayet yazısı yazar mısın?" % (v, kg)
    return t, [], [v, kg]

# ---- Vietnamese
@case("vi-cccd-account", "vi", "citizen id (no public check) and bank account with password")
def _():
    hs = "HS" + D(8); c = "0" + D(2) + pick("0123") + D(8); acct = DNZ(R.choice([10, 13])); p = human_pw(["Hoasen", "Phohanoi", "Saigon", "Matroi", "Caphe"])
    t = "Giúp mình điền hồ sơ vay: số CCCD %s, số tài khoản Vietcombank %s, mật khẩu app %s. Có cần sao kê không? Mã hồ sơ: %s" % (c, acct, p, hs)
    return t, [c, acct, p], [hs]

@case("vi-otp-sms", "vi", "bank OTP SMS pasted; transaction amount neutral")
def _():
    o = otp(6); ph = "0%s %s %s" % (pick(["90", "91", "98", "38"]), D(3), D(4))
    t = "Tin nhắn: \"Ma OTP cua Quy khach la %s. Tuyet doi KHONG cung cap OTP cho bat ky ai.\" Có người gọi tự xưng nhân viên ngân hàng xin mã này, mình có nên đưa không? Họ gọi từ số %s." % (o, ph)
    return t, [o], [ph]

@case("vi-negative-mst-shopee", "vi", "negative: company tax code and Shopee order id")
def _():
    m = "0" + D(9); o = D(2) + S(12, UP + DIG)
    t = "Cửa hàng có mã số thuế %s, đơn Shopee mã %s giao sai màu. Viết giúp mình tin nhắn yêu cầu đổi hàng." % (m, o)
    return t, [], [m, o]

# ---- Thai
@case("th-id-atm", "th", "Thai national ID (check computed) and ATM PIN")
def _():
    i = th_id(); p = pin(6); ph = "02-%s-%s" % (D(3), D(4))
    t = "ช่วยจำให้หน่อย เลขบัตรประชาชน %s รหัส ATM %s จะไปเปิดบัญชีใหม่พรุ่งนี้ สาขาเบอร์ %s" % (i, p, ph)
    return t, [i, p], [ph]

@case("th-otp-ref", "th", "OTP SMS: the OTP is a secret, the SMS Ref code is a look-alike")
def _():
    o = otp(6); ref = S(4, UP)
    t = "ได้ SMS ว่า \"รหัส OTP คือ %s (Ref: %s) ใช้ได้ภายใน 5 นาที\" แต่ไม่ได้ทำรายการอะไรเลย ควรทำยังไง" % (o, ref)
    return t, [o], ["Ref: " + ref]

@case("th-negative-parcel", "th", "negative: Thailand Post tracking (S10 check computed) and phone number")
def _():
    trk = s10(pick(["EF", "EB", "RB"]), "TH"); ph = "08%s-%s-%s" % (pick("1256"), D(3), D(4))
    t = "พัสดุเลข %s ยังไม่ถึง โทรไปที่ %s ก็ไม่มีคนรับ ช่วยเขียนข้อความร้องเรียนให้หน่อย" % (trk, ph)
    return t, [], [trk, ph]

# ---- Indonesian
@case("id-nik-pin", "id", "NIK (no public check) and ATM PIN")
def _():
    aq = "A-" + D(3); n = pick(["3174", "3273", "3578", "5171"]) + D(2) + "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + D(4); p = pin(6)
    t = "Buat daftar BPJS: NIK saya %s. PIN ATM BCA %s, biar nggak lupa. Ada syarat lain? Nomor antrean online %s." % (n, p, aq)
    return t, [n, p], [aq]

@case("id-otp-rekening", "id", "OTP and own account number; bank's SWIFT public")
def _():
    o = otp(6); r = D(10)
    t = "Kode OTP: %s. JANGAN BERIKAN KODE INI KEPADA SIAPAPUN. <- ini buat transfer dari rekening BCA saya %s ke luar negeri, katanya perlu SWIFT CENAIDJA juga." % (o, r)
    return t, [o, r], ["CENAIDJA"]

@case("id-negative-npwp-resi", "id", "negative: a company's NPWP and courier waybill")
def _():
    np_ = "%s.%s.%s.%s-%s.%s" % (D(2), D(3), D(3), D(1), D(3), D(3)); resi = "JP" + D(10)
    t = "Toko online dengan NPWP %s kirim barang pakai J&T, nomor resi %s, tapi statusnya nggak berubah. Gimana komplainnya?" % (np_, resi)
    return t, [], [np_, resi]

# ---- Tagalog
@case("tl-gcash-mpin-otp", "tl", "GCash MPIN and OTP")
def _():
    m = pin(4); o = otp(6); ph = "0917 %s %s" % (D(3), D(4))
    t = "Yung MPIN ko sa GCash ay %s tapos may dumating na OTP %s, pero hindi ako nag-login. Na-hack ba ako? Number ko %s." % (m, o, ph)
    return t, [m, o], [ph]

@case("tl-sss-password", "tl", "SSS number and My.SSS password")
def _():
    tk = "TKT-" + D(8); s = "%s-%s-%s" % (D(2), D(7), D(1)); p = human_pw(["Sampaguita", "Kalabaw", "Adobo", "Bahaghari", "Mabuhay"])
    t = "Paki-check kung tama: SSS number ko %s, password sa My.SSS %s. Bakit ayaw mag-login? Yung ticket ko sa kanila ay %s." % (s, p, tk)
    return t, [s, p], [tk]

@case("tl-negative-gcash-ref", "tl", "negative: GCash receipt Ref No. and a mobile number")
def _():
    ref = "%s %s %s" % (D(4), D(3), D(6)); ph = "0917 %s %s" % (D(3), D(4))
    t = "Nag-send ako ng ₱1,500 sa %s, ito yung resibo: Ref No. %s. Sabi niya hindi pa niya natanggap. Ano gagawin ko?" % (ph, ref)
    return t, [], [ph, ref]

# ---- Swahili
@case("sw-mpesa-code-pin", "sw", "M-Pesa confirmation code (secret per the brief) and M-Pesa PIN; paybill number public")
def _():
    code = S(2, UP) + S(8, UP + DIG); p = pin(4); pb = DNZ(6); meter = DNZ(11)
    t = "%s Confirmed. Ksh2,450.00 paid to KPLC PREPAID, paybill %s, for account %s.\nHii ndiyo ujumbe niliopata. PIN yangu ya M-Pesa ni %s — nimeingiza sawa lakini tokeni haijafika." % (code, pb, meter, p)
    return t, [code, p], [pb]

@case("sw-id-kra", "sw", "Kenyan ID number and KRA PIN")
def _():
    i = DNZ(8); k = "A" + D(9) + pick(UP); om = "LN" + D(8)
    t = "Nisaidie kujaza fomu ya mkopo: nambari ya kitambulisho %s, KRA PIN %s. Je, wanahitaji pia payslip? Namba ya ombi ni %s." % (i, k, om)
    return t, [i, k], [om]

@case("sw-negative-till", "sw", "negative: a shop's till number, paybill, amount")
def _():
    till = DNZ(6); pb = DNZ(6); amt = "KSh %d,%03d" % (R.randint(1, 9), R.randint(0, 999))
    t = "Duka linasema nilipe %s kupitia Buy Goods till %s, au paybill %s akaunti jina langu. Njia ipi ni rahisi zaidi?" % (amt, till, pb)
    return t, [], [amt, till, pb]

# ---------------- validation and output ----------------
HOSTILE = set(chr(c) for c in range(0x20) if c != 10) | {"\x7f", "\x85", "\ufeff", "\u2028", "\u2029", "\\"}
ASCII_AN = set(ALNUM)

def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out

def validate_case(c):
    errs = []
    t = c["text"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(c[k], str) or not c[k].strip():
            errs.append("empty " + k)
    for s in [c["id"], c["lang"], c["text"], c["note"]] + c["secrets"] + c["lookalikes"]:
        bad = [ch for ch in s if ch in HOSTILE or 0xD800 <= ord(ch) <= 0xDFFF]
        if bad:
            errs.append("hostile char %r in %r" % (bad[0], s[:40]))
    if len(set(c["secrets"])) != len(c["secrets"]): errs.append("duplicate secret")
    if len(set(c["lookalikes"])) != len(c["lookalikes"]): errs.append("duplicate lookalike")
    if set(c["secrets"]) & set(c["lookalikes"]): errs.append("value both secret and lookalike")
    spans_s, spans_l = [], []
    for kind, vals, spans in (("secret", c["secrets"], spans_s), ("lookalike", c["lookalikes"], spans_l)):
        for v in vals:
            if v != v.strip() or not v:
                errs.append("%s has outer whitespace: %r" % (kind, v))
            occ = occurrences(t, v)
            if not occ:
                errs.append("%s not in text: %r" % (kind, v)); continue
            if len(v) <= 6 and len(occ) > 1:
                errs.append("short %s occurs %d times: %r" % (kind, len(occ), v))
            for a, b in occ:
                if v[0] in ASCII_AN and a > 0 and t[a - 1] in ASCII_AN:
                    errs.append("%s embedded (left): %r" % (kind, v))
                if v[-1] in ASCII_AN and b < len(t) and t[b] in ASCII_AN:
                    errs.append("%s embedded (right): %r" % (kind, v))
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    errs.append("number embedded: %r" % v)
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    errs.append("number embedded: %r" % v)
            spans.extend(occ)
    for a, b in spans_s:
        for x, y in spans_l:
            if a < y and x < b:
                errs.append("secret/lookalike overlap at %d-%d / %d-%d" % (a, b, x, y))
    if c["text"].startswith("\n---\n") or c["text"].endswith("\n---\n"):
        errs.append("empty message")
    return errs

def q(s):
    return json.dumps(s, ensure_ascii=False)

def build():
    out, seen = [], set()
    n = 0
    for slug, lang, note, fn in CASES:
        n += 1
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        last = None
        for attempt in range(40):
            text, secrets, looks = fn()
            c = {"id": cid, "lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note}
            last = validate_case(c)
            if not last: break
        if last:
            raise SystemExit("case %s invalid: %s" % (cid, "; ".join(last[:5])))
        if cid in seen: raise SystemExit("duplicate id " + cid)
        seen.add(cid)
        out.append(c)
    return out

def dump(cases):
    L = ["lookalikes: []", "cases:"]
    for c in cases:
        L.append("  - id: " + q(c["id"]))
        L.append("    lang: " + q(c["lang"]))
        L.append("    text: " + q(c["text"]))
        for k in ("secrets", "lookalikes"):
            if c[k]:
                L.append("    %s:" % k)
                for v in c[k]:
                    L.append("      - " + q(v))
            else:
                L.append("    %s: []" % k)
        L.append("    note: " + q(c["note"]))
    return "\n".join(L) + "\n"

def selftest():
    assert luhn_ok("4242424242424242") and luhn_ok("378282246310005")
    assert iban_ok("DE89 3704 0044 0532 0130 00") and iban_ok("GB82 WEST 1234 5698 7654 32")
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert es_dc("0000000000") == "0"
    assert "12345678"[:8] + "TRWAGMYFPDXBNJZSQVHLCKE"[12345678 % 23] == "12345678Z"

def main():
    if len(sys.argv) != 2:
        print("usage: make_heldout_v44.py heldout_v44.yaml", file=sys.stderr); sys.exit(1)
    try:
        selftest()
        cases = build()
    except (SystemExit, AssertionError, Exception) as e:
        print("ERROR:", e, file=sys.stderr); sys.exit(1)
    langs = {}
    for c in cases:
        langs[c["lang"]] = langs.get(c["lang"], 0) + 1
    neg = sum(1 for c in cases if not c["secrets"])
    nsec = sum(len(c["secrets"]) for c in cases)
    nlook = sum(len(c["lookalikes"]) for c in cases)
    multi = sum(1 for c in cases if "\n---\n" in c["text"])
    print("cases=%d negative=%d secrets=%d lookalikes=%d langs=%d multi=%d en=%d" % (
        len(cases), neg, nsec, nlook, len(langs), multi, langs.get("en", 0)), file=sys.stderr)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(dump(cases))

if __name__ == "__main__":
    main()
