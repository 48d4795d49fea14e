#!/usr/bin/env python3
# make_heldout_v49.py -- deterministic generator of the blind evaluation set heldout_v49
# for a chat-memory secrets filter.  Standard library only.
# Usage: python3 make_heldout_v49.py heldout_v49.yaml
import sys, json, random, base64, hashlib, hmac, struct, string, datetime, unicodedata, re

NAME = "heldout_v49"
SEED = 49
PREFIX = "H49"
R = random.Random(SEED)

DIG = string.digits
UPP = string.ascii_uppercase
LOW = string.ascii_lowercase
ALN = string.ascii_letters + string.digits
ALNU = UPP + DIG
ALNL = LOW + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64U = ALN + "-_"
B32 = UPP + "234567"
SYM = "!#$%&*+-=?@^_~"

def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
def rd(n): return rs(DIG, n)
def rdn(n): return R.choice("123456789") + rd(n - 1)
def ri(a, b): return R.randint(a, b)
def pick(seq): return R.choice(seq)
def rbytes(n): return bytes(R.getrandbits(8) for _ in range(n))
def grp(s, n, sep=" "): return sep.join(s[i:i + n] for i in range(0, len(s), n))
def M(*msgs): return "\n---\n".join(msgs)
def rdate(y1, y2):
    d0 = datetime.date(y1, 1, 1).toordinal(); d1 = datetime.date(y2, 12, 31).toordinal()
    return datetime.date.fromordinal(ri(d0, d1))
FA_DIG = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIG = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

# ---------------------------------------------------------------- check digits
def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        s += d
    return s % 10 == 0
def luhn_digit(body):
    for c in DIG:
        if luhn_ok(body + c): return c
def luhn_complete(prefix, length):
    body = prefix + rd(length - len(prefix) - 1)
    return body + luhn_digit(body)

def a2n(s): return "".join(str(int(c, 36)) for c in s)
def iban_make(cc, bban): return "%s%02d%s" % (cc, 98 - int(a2n(bban + cc + "00")) % 97, bban)
def iban_ok(iban):
    i = iban.replace(" ", "")
    return int(a2n(i[4:] + i[:4])) % 97 == 1
def ibf(iban): return grp(iban, 4)

def es_dc(s10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(c) * w[i] for i, c in enumerate(s10)) % 11
    return 0 if r == 11 else (1 if r == 10 else r)

CF_ODD = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]))
CF_ODD.update(dict(zip(UPP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])))
def cf_check(s):
    tot = 0
    for i, c in enumerate(s):
        tot += CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return chr(65 + tot % 26)

def fr_rib_key(bank, guichet, acct): return 97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(acct)) % 97)
def nl_elf_ok(a): return sum(int(c) * (10 - i) for i, c in enumerate(a)) % 11 == 0
def w_mod(s, w, m): return sum(int(c) * w[i] for i, c in enumerate(s)) % m
def mod11_10(s):
    p = 10
    for c in s:
        t = (int(c) + p) % 10
        if t == 0: t = 10
        p = (2 * t) % 11
    c = 11 - p
    return 0 if c == 10 else c
def mrz_check(s):
    w = [7, 3, 1]; tot = 0
    for i, c in enumerate(s):
        v = 0 if c == "<" else (int(c) if c.isdigit() else ord(c) - 55)
        tot += v * w[i % 3]
    return str(tot % 10)

VER_D = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
         [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
         [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VER_P = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
         [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VER_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VER_D[c][VER_P[(i + 1) % 8][int(ch)]]
    return VER_INV[c]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VER_D[c][VER_P[i % 8][int(ch)]]
    return c == 0

# ---- national identifiers (check digits computed)
def pesel(d, female):
    mm = d.month + (20 if d.year >= 2000 else 0)
    body = "%02d%02d%02d" % (d.year % 100, mm, d.day) + rd(3) + str(R.choice([0, 2, 4, 6, 8]) if female else R.choice([1, 3, 5, 7, 9]))
    return body + str((10 - w_mod(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3], 10)) % 10)
def pesel_ok(p): return (10 - w_mod(p[:10], [1, 3, 7, 9, 1, 3, 7, 9, 1, 3], 10)) % 10 == int(p[10])
def rodne_cislo(d, female):
    while True:
        body = "%02d%02d%02d" % (d.year % 100, d.month + (50 if female else 0), d.day) + rd(3)
        r = int(body) % 11
        if r != 10: return body[:6] + "/" + body[6:] + str(r)
def se_pnr(d):
    body = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + rd(3)
    return body[:6] + "-" + body[6:] + luhn_digit(body)
def no_fnr(d):
    while True:
        body = "%02d%02d%02d" % (d.day, d.month, d.year % 100) + "%03d" % ri(0, 499)
        k1 = 11 - w_mod(body, [3, 7, 6, 1, 8, 9, 4, 5, 2], 11); k1 = 0 if k1 == 11 else k1
        if k1 == 10: continue
        b2 = body + str(k1)
        k2 = 11 - w_mod(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], 11); k2 = 0 if k2 == 11 else k2
        if k2 == 10: continue
        return b2 + str(k2)
HETU_CH = "0123456789ABCDEFHJKLMNPRSTUVWXY"
def fi_hetu(d):
    n = "%03d" % ri(2, 899)
    base = "%02d%02d%02d" % (d.day, d.month, d.year % 100)
    sign = "-" if d.year < 2000 else "A"
    return base + sign + n + HETU_CH[int(base + n) % 31]
DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def es_dni():
    n = rdn(8); return n + DNI_L[int(n) % 23]
def cf_part(word, is_name):
    w = word.upper()
    cons = [c for c in w if c.isalpha() and c not in "AEIOU"]
    vow = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4: cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vow) + "XXX")[:3]
def it_cf(surname, name, d, female, comune):
    s = cf_part(surname, False) + cf_part(name, True) + "%02d" % (d.year % 100) + "ABCDEHLMPRST"[d.month - 1] + "%02d" % (d.day + (40 if female else 0)) + comune
    return s + cf_check(s)
def fr_nir(d, male):
    body = ("1" if male else "2") + "%02d%02d" % (d.year % 100, d.month) + "%02d" % ri(1, 95) + "%03d" % ri(1, 990) + "%03d" % ri(1, 999)
    if body[5:7] == "20": body = body[:5] + "21" + body[7:]
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
def nl_bsn():
    while True:
        b = rdn(8)
        c = sum(int(x) * w for x, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if c < 10: return b + str(c)
def bsn_ok(s): return (sum(int(x) * w for x, w in zip(s[:8], [9, 8, 7, 6, 5, 4, 3, 2])) - int(s[8])) % 11 == 0
def pt_nif(first="12"):
    b = pick(first) + rd(7)
    r = sum(int(x) * w for x, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
    return b + str(0 if r < 2 else 11 - r)
def cpf_digits(b):
    d1 = (sum(int(x) * w for x, w in zip(b, range(10, 1, -1))) * 10 % 11) % 10
    d2 = (sum(int(x) * w for x, w in zip(b + str(d1), range(11, 1, -1))) * 10 % 11) % 10
    return b + str(d1) + str(d2)
def br_cpf():
    c = cpf_digits(rd(9)); return "%s.%s.%s-%s" % (c[:3], c[3:6], c[6:9], c[9:])
def cnpj_digits(b):
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]; w2 = [6] + w1
    r = sum(int(x) * w for x, w in zip(b, w1)) % 11; d1 = 0 if r < 2 else 11 - r
    r = sum(int(x) * w for x, w in zip(b + str(d1), w2)) % 11; d2 = 0 if r < 2 else 11 - r
    return b + str(d1) + str(d2)
def br_cnpj_raw(): return cnpj_digits(rdn(8) + "0001")
def cnpj_fmt(c): return "%s.%s.%s/%s-%s" % (c[:2], c[2:5], c[5:8], c[8:12], c[12:])
def de_steuerid():
    while True:
        ds = list(DIG); R.shuffle(ds); ds = ds[:9]
        ds.append(pick(ds)); R.shuffle(ds)
        if ds[0] != "0": break
    b = "".join(ds); return b + str(mod11_10(b))
def de_kvnr():
    L = pick(UPP); b = rd(8); s = "%02d" % (ord(L) - 64) + b
    tot = 0
    for i, c in enumerate(s):
        p = int(c) * (1 if i % 2 == 0 else 2)
        tot += p // 10 + p % 10
    return L + b + str(tot % 10)
PERSO_AL = "CFGHJKLMNPRTVWXYZ0123456789"
def de_perso():
    b = pick("LMNPRTVWXY") + rs(PERSO_AL, 8); return b + mrz_check(b)
CN_AREAS = ["110105", "310104", "440305", "330106", "510107", "320102", "420106"]
def cn_id_check(b17):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(x) * y for x, y in zip(b17, w)) % 11]
def cn_id(d, male):
    b = pick(CN_AREAS) + d.strftime("%Y%m%d") + rd(2) + str(pick([1, 3, 5, 7, 9]) if male else pick([0, 2, 4, 6, 8]))
    return b + cn_id_check(b)
def kr_rrn(d, male):
    g = (1 if male else 2) + (2 if d.year >= 2000 else 0)
    b = "%02d%02d%02d" % (d.year % 100, d.month, d.day) + str(g) + rd(5)
    c = (11 - sum(int(x) * w for x, w in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)
def kr_brn():
    b = rdn(9); w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(x) * y for x, y in zip(b, w)) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10; n = b + str(c)
    return "%s-%s-%s" % (n[:3], n[3:5], n[5:])
def jp_mynumber_check(b11):
    s = 0
    for n in range(1, 12):
        p = int(b11[11 - n]); q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return 0 if r <= 1 else 11 - r
def jp_mynumber():
    b = rdn(11); return b + str(jp_mynumber_check(b))
def jp_corp():
    b = rdn(12); s = 0
    for n in range(1, 13): s += int(b[12 - n]) * (1 if n % 2 == 1 else 2)
    return str(9 - s % 9) + b
def aadhaar():
    b = pick("23456789") + rd(10); return b + str(verhoeff_digit(b))
GST_AL = DIG + UPP
def gstin_check(s14):
    tot = 0
    for i, c in enumerate(s14):
        p = GST_AL.index(c) * (1 if i % 2 == 0 else 2)
        tot += p // 36 + p % 36
    return GST_AL[(36 - tot % 36) % 36]
def in_pan(kind="P"): return rs(UPP, 3) + kind + rs(UPP, 1) + rd(4) + rs(UPP, 1)
def in_gstin():
    b = "%02d" % pick([27, 29, 7, 33, 24, 9, 19]) + in_pan(pick("CF")) + "1Z"; return b + gstin_check(b)
def tr_tc():
    d = [ri(1, 9)] + [ri(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10); d.append(sum(d) % 10)
    return "".join(map(str, d))
def ro_cnp(d, male):
    s = (1 if male else 2) + (4 if d.year >= 2000 else 0)
    b = str(s) + d.strftime("%y%m%d") + "%02d" % ri(1, 46) + "%03d" % ri(1, 999)
    r = sum(int(x) * int(w) for x, w in zip(b, "279146358279")) % 11
    return b + str(1 if r == 10 else r)
def gr_afm(first="0123456789"):
    b = pick(first) + rd(7)
    return b + str(sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b)) % 11 % 10)
def gr_amka(d):
    b = d.strftime("%d%m%y") + rd(4); return b + luhn_digit(b)
def hu_adoaz(d):
    days = (d - datetime.date(1867, 1, 1)).days
    while True:
        b = "8" + "%05d" % days + rd(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c != 10: return b + str(c)
def hu_taj():
    b = rdn(8); c = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(b)) % 10
    return b + str(c)
def hu_adoszam():
    b = rdn(7); c = (10 - w_mod(b, [9, 7, 3, 1, 9, 7, 3], 10)) % 10
    return "%s%d-%d-%02d" % (b, c, ri(1, 5), pick([2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 41, 42, 43, 44]))
def il_id_ok(s):
    tot = 0
    for i, c in enumerate(s):
        p = int(c) * (1 if i % 2 == 0 else 2); tot += p // 10 + p % 10
    return tot % 10 == 0
def il_id(first="0123"):
    b = pick(first) + rd(7)
    for c in DIG:
        if il_id_ok(b + c): return b + c
def ru_inn10_digit(b9): return str(w_mod(b9, [2, 4, 10, 3, 5, 9, 4, 6, 8], 11) % 10)
def ru_inn10(region="77"):
    b = region + rd(7); return b + ru_inn10_digit(b)
def ru_inn12(region="77"):
    b = region + rd(8)
    n11 = str(w_mod(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8], 11) % 10); b += n11
    n12 = str(w_mod(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8], 11) % 10)
    return b + n12
def snils_cs(b9):
    s = sum(int(x) * (9 - i) for i, x in enumerate(b9))
    if s < 100: return "%02d" % s
    if s in (100, 101): return "00"
    s %= 101
    return "00" if s == 100 else "%02d" % s
def ru_snils():
    b = "%09d" % ri(2000000, 999999999); c = snils_cs(b)
    return "%s-%s-%s %s" % (b[:3], b[3:6], b[6:], c)
def ru_ogrn():
    b = pick("15") + rd(2) + "77" + rd(8); return b + str(int(b) % 11 % 10)
def ru_acct_key_ok(bik3, acct):
    w = [7, 1, 3] * 8
    return sum((int(x) * y) % 10 for x, y in zip(bik3 + acct, w)) % 10 == 0
def ru_acct(bik, prefix="40817810"):
    b = prefix + "0" + rd(11)
    for k in DIG:
        a = b[:8] + k + b[9:]
        if ru_acct_key_ok(bik[-3:], a): return a
def ua_rnokpp(d, female):
    days = (d - datetime.date(1899, 12, 31)).days
    b = "%05d" % days + rd(3) + str(pick([0, 2, 4, 6, 8]) if female else pick([1, 3, 5, 7, 9]))
    s = sum(int(x) * w for x, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return b + str(s % 11 % 10)
def ir_melli():
    while True:
        b = rd(9)
        if len(set(b)) == 1: continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)
def th_id_check(b12): return str((11 - sum(int(x) * (13 - i) for i, x in enumerate(b12)) % 11) % 10)
def th_id():
    b = str(ri(1, 8)) + rd(11); n = b + th_id_check(b)
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])
def aba():
    while True:
        b = "%02d" % pick(list(range(1, 13)) + list(range(21, 33))) + rd(6)
        for c in DIG:
            n = b + c
            if (3 * (int(n[0]) + int(n[3]) + int(n[6])) + 7 * (int(n[1]) + int(n[4]) + int(n[7])) + (int(n[2]) + int(n[5]) + int(n[8]))) % 10 == 0:
                return n
def aba_ok(n): return (3 * (int(n[0]) + int(n[3]) + int(n[6])) + 7 * (int(n[1]) + int(n[4]) + int(n[7])) + (int(n[2]) + int(n[5]) + int(n[8]))) % 10 == 0
def nhs():
    while True:
        b = rdn(9); r = 11 - sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        if r == 10: continue
        n = b + str(0 if r == 11 else r)
        return "%s %s %s" % (n[:3], n[3:6], n[6:])
def nhs_ok(n):
    n = n.replace(" ", ""); r = 11 - sum(int(x) * (10 - i) for i, x in enumerate(n[:9])) % 11
    return (0 if r == 11 else r) == int(n[9])
def medicare_au():
    b = str(ri(2, 6)) + rd(7); c = w_mod(b, [1, 3, 7, 9, 1, 3, 7, 9], 10)
    return "%s %s%d %d" % (b[:4], b[4:], c, ri(1, 3))
def s10(prefix, cc):
    b = rd(8); c = 11 - w_mod(b, [8, 6, 4, 2, 3, 5, 9, 7], 11)
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + cc
def usps22():
    b = "9400" + "1" + rd(16)
    s = sum(int(x) * (3 if i % 2 == 0 else 1) for i, x in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)
def yamato():
    b = rdn(11); n = b + str(int(b) % 7); return "%s-%s-%s" % (n[:4], n[4:8], n[8:])
def ar_cuit(kind):
    while True:
        b = kind + rdn(8)
        r = 11 - w_mod(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], 11)
        if r == 10: continue
        return "%s-%s-%d" % (b[:2], b[2:], 0 if r == 11 else r)
def ar_cbu(bank):
    b1 = bank + rd(4); c1 = (10 - w_mod(b1, [7, 1, 3, 9, 7, 1, 3], 10)) % 10
    b2 = "000" + rd(10); c2 = (10 - w_mod(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3], 10)) % 10
    return b1 + str(c1) + b2 + str(c2)
def pl_nip():
    while True:
        b = rdn(9); c = w_mod(b, [6, 5, 7, 2, 3, 4, 5, 6, 7], 11)
        if c != 10: return b + str(c)
def pl_regon():
    b = rdn(8); c = w_mod(b, [8, 9, 2, 3, 4, 5, 6, 7], 11); return b + str(0 if c == 10 else c)
def fr_siren():
    b = rdn(8); return b + luhn_digit(b)
def fr_siret(siren):
    b = siren + rd(4); return b + luhn_digit(b)
def fr_tva(siren): return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)
def it_piva():
    b = "0" + rdn(9); return b + luhn_digit(b)
def cz_ico():
    b = rdn(7); return b + str((11 - w_mod(b, [8, 7, 6, 5, 4, 3, 2], 11)) % 10)
def dk_cvr():
    while True:
        b = rdn(7); c = (-sum(int(x) * w for x, w in zip(b, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c != 10: return b + str(c)
def fi_ytunnus():
    while True:
        b = rdn(7); r = w_mod(b, [7, 9, 10, 5, 8, 4, 2], 11)
        if r == 1: continue
        return "%s-%d" % (b, 0 if r == 0 else 11 - r)
def fi_viite(base):
    s = sum(int(x) * [7, 3, 1][i % 3] for i, x in enumerate(reversed(base)))
    n = base + str((10 - s % 10) % 10)
    out = []
    while n: out.insert(0, n[-5:]); n = n[:-5]
    return " ".join(out)
def rf_ref(ref): return "RF%02d%s" % (98 - int(a2n(ref + "RF00")) % 97, ref)
def sepa_ci(cc, natid): return "%s%02dZZZ%s" % (cc, 98 - int(a2n(natid + cc + "00")) % 97, natid)
USCC_AL = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
def uscc_check(s17):
    c = 31 - sum(USCC_AL.index(x) * w for x, w in zip(s17, USCC_W)) % 31
    return USCC_AL[0 if c == 31 else c]
def cn_uscc():
    b = "91" + pick(CN_AREAS) + rs(USCC_AL, 9); return b + uscc_check(b)
def bitlocker(): return "-".join("%06d" % (11 * R.randrange(0, 65536)) for _ in range(8))
def es_cif(letter="B"):
    b = rd(7)
    s = sum(int(b[i]) for i in (1, 3, 5))
    for i in (0, 2, 4, 6):
        p = 2 * int(b[i]); s += p // 10 + p % 10
    return letter + b + str((10 - s % 10) % 10)
def gb_vat():
    b = rdn(7); s = sum(int(x) * w for x, w in zip(b, [8, 7, 6, 5, 4, 3, 2]))
    c = (-s) % 97; n = b + "%02d" % c
    return "GB %s %s %s" % (n[:3], n[3:7], n[7:])
def br_nfe_key(uf, cnpj):
    b = uf + "2506" + cnpj + "55" + "001" + rd(9) + "1" + rd(8)
    s = 0
    for i, x in enumerate(reversed(b)): s += int(x) * (2 + i % 8)
    r = s % 11; c = 0 if r < 2 else 11 - r
    return b + str(c)
def uk_nino():
    while True:
        p = pick("ABCEGHJKLMNPRSTWXYZ") + pick("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): return p + rd(6) + pick("ABCD")

# ---------------------------------------------------------------- banks
def iban_de(): return iban_make("DE", pick("1234567") + rd(7) + rd(10))
def iban_gb(bank=None, sort=None): return iban_make("GB", (bank or pick(["BARC", "LOYD", "NWBK", "HBUK", "MIDL"])) + (sort or rd(6)) + rd(8))
def iban_fr():
    bank = pick(["30004", "30003", "20041", "10278", "30002", "11306", "30066"]); g = rd(5); a = rd(11)
    return iban_make("FR", bank + g + a + "%02d" % fr_rib_key(bank, g, a))
def iban_es():
    bank = pick(["2100", "0049", "0182", "0081", "2085", "0128"]); br = rd(4); a = rd(10)
    return iban_make("ES", bank + br + str(es_dc("00" + bank + br)) + str(es_dc(a)) + a)
def iban_it():
    abi = pick(["03069", "02008", "05034", "03062", "01030"]); cab = rd(5); conto = "0000" + rd(8)
    return iban_make("IT", cf_check(abi + cab + conto) + abi + cab + conto)
def iban_nl():
    while True:
        a = rdn(10)
        if nl_elf_ok(a): return iban_make("NL", pick(["ABNA", "INGB", "RABO", "SNSB", "TRIO", "KNAB", "BUNQ", "ASNB"]) + a)
def pl_sort():
    b = pick(["102", "105", "109", "114", "116", "124", "249"]) + rd(4)
    return b + str((10 - w_mod(b, [3, 9, 7, 1, 3, 9, 7], 10)) % 10)
def iban_pl(): return iban_make("PL", pl_sort() + rd(16))
def cz_acct():
    while True:
        b = rdn(9); c = (-sum(int(x) * w for x, w in zip(b, [6, 3, 7, 9, 10, 5, 8, 4, 2]))) % 11
        if c != 10: return b + str(c)
def hu_acct16():
    b1 = pick(["117", "104", "120", "116", "109"]) + rd(4); c1 = (10 - w_mod(b1, [9, 7, 3, 1, 9, 7, 3], 10)) % 10
    b2 = rd(7); c2 = (10 - w_mod(b2, [9, 7, 3, 1, 9, 7, 3], 10)) % 10
    return b1 + str(c1) + "-" + b2 + str(c2)
def iban_fi():
    b = pick(["1", "5", "8", "3"]) + rd(12); return iban_make("FI", b + luhn_digit(b))
def iban_tr(): return iban_make("TR", pick(["00010", "00062", "00064", "00046", "00067", "00012"]) + "0" + rd(16))
def iban_ro(): return iban_make("RO", pick(["BTRL", "RNCB", "BRDE", "INGB", "RZBR", "BACX"]) + "RON" + rs(ALNU, 3) + rd(10))
def iban_ae(): return iban_make("AE", pick(["033", "035", "026", "030"]) + rd(16))
def iban_ir(): return iban_make("IR", "0" + pick(["17", "12", "18", "19", "15", "16", "55", "56", "57", "62"]) + rd(19))
def iban_ua(mfo="305299"): return iban_make("UA", mfo + "0000026" + rd(12))
def no_acct():
    while True:
        b = pick(["1503", "1206", "9710", "3000", "1607", "6013"]) + rd(6)
        c = 11 - w_mod(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], 11)
        if c == 10: continue
        n = b + str(0 if c == 11 else c)
        return "%s.%s.%s" % (n[:4], n[4:6], n[6:])

# ---------------------------------------------------------------- cards
def cardf(n): return "%s %s %s" % (n[:4], n[4:10], n[10:]) if len(n) == 15 else grp(n, 4)
def visa(): return luhn_complete("4" + rd(5), 16)
def mastercard(): return luhn_complete(str(ri(51, 55)), 16)
def unionpay(n=16): return luhn_complete("62" + pick(["2588", "2202", "2848", "1700"]), n)
def ir_card(): return luhn_complete(pick(["603799", "610433", "627353", "589210", "603769"]), 16)
def expiry(): return "%02d/%02d" % (ri(1, 12), ri(26, 31))
def cvc(n=3): return rd(n)

# ---------------------------------------------------------------- tokens and keys
def uuid4(upper=False):
    n = R.getrandbits(128)
    n = (n & ~(0xF << 76)) | (4 << 76)
    n = (n & ~(0xC << 60)) | (0x8 << 60)
    h = "%032x" % n
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u
def hexs(n): return rs(HEXL, n)
def sha256r(): return hashlib.sha256(rbytes(64)).hexdigest()
def aws_akid(pfx="AKIA"): return pfx + rs(UPP + "234567", 16)
def aws_secret(): return rs(ALN + "/+", 40)
def ghp(): return "ghp_" + rs(ALN, 36)
def stripe_pair():
    acct = rs(ALN, 14)
    return "sk_live_51" + acct + rs(ALN, 85), "pk_live_51" + acct + rs(ALN, 85)
def stripe_id(p): return p + rs(ALN, 24 if p != "cus_" else 14)
def openai_key(): return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
def anthropic_key(): return "sk-ant-api03-" + rs(B64U, 93) + "AA"
def google_key(): return "AIza" + rs(B64U, 35)
def slack_bot(): return "xoxb-%s-%s-%s" % (rd(13), rd(13), rs(ALN, 24))
def slack_hook(): return "T0%s/B0%s/%s" % (rs(ALNU, 9), rs(ALNU, 9), rs(ALN, 24))
def sendgrid(): return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
def npm_tok(): return "npm_" + rs(ALN, 36)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 158)
def glpat(): return "glpat-" + rs(B64U, 20)
def telegram_tok(): return "%d:AA%s" % (ri(5000000000, 7999999999), rs(B64U, 33))
def snowflake(): return str(ri(900000000000000000, 1350000000000000000))
def discord_tok():
    return base64.b64encode(snowflake().encode()).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)
def shpat(): return "shpat_" + hexs(32)
def azure_key(): return base64.b64encode(rbytes(64)).decode()
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64u(hmac.new(rbytes(32), (h + "." + p).encode(), hashlib.sha256).digest())
    return h + "." + p + "." + sig
def sshstr(b): return struct.pack(">I", len(b)) + b
def openssh_ed25519(comment):
    pub = rbytes(32); seed = rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad]); pad += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
    b = base64.b64encode(blob).decode()
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"
    return pem, base64.b64encode(pubblob).decode()
def ssh_pub_blob(): return base64.b64encode(sshstr(b"ssh-ed25519") + sshstr(rbytes(32))).decode()
def pkcs8_pem_json():
    der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + rbytes(1192)
    b = base64.b64encode(der).decode()
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(b[i:i + 64] for i in range(0, len(b), 64)) + "\\n-----END PRIVATE KEY-----\\n"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big"); out = ""
    while n: n, r = divmod(n, 58); out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\x00"))
    return "1" * pad + out
def btc_wif(): return b58check(b"\x80" + rbytes(32) + b"\x01")
def btc_addr(): return b58check(b"\x00" + rbytes(20))
def eth_hex(n): return "0x" + hexs(n)
BIP39 = ("abandon ability absorb abstract absurd access accident acoustic acquire actress adapt addict adjust admit "
         "advance aerobic affair afford agent airport aisle alarm album alcohol alert alien alley almost alpha amateur "
         "amazing amused analyst anchor ancient anger angle ankle announce antenna antique anxiety apology april arctic "
         "arena armor arrange arrest arrow artefact artwork aspect asset assume asthma athlete atom attitude attract auction "
         "audit august aunt autumn avocado awake awkward axis bacon badge balcony bamboo banana banner bargain barrel basket "
         "beach bean beauty believe bench betray bicycle biology bitter blanket bleak blossom blouse blush bonus boring "
         "borrow bounce bracket brass breeze brick broccoli bronze broom bubble buddy buffalo bulb bullet bundle bunker burger "
         "cabbage cabin cactus canal canoe canvas canyon captain carbon cargo carpet casino castle catalog cattle caution "
         "celery cement census cereal chalk champion chaos cherry chimney chuckle cinnamon citizen clarify claw clerk cliff "
         "clinic clog cluster coconut comic copper coral cotton couch coyote cradle crane crater cricket crouch cruise crumble "
         "crystal cupboard curtain cushion dawn debate deer denial dentist diamond dinosaur dizzy dolphin dwarf eagle elegant "
         "elephant ember emerge engine enrich erosion exotic eyebrow fabric falcon fantasy fatigue festival fiction flamingo "
         "fossil fragile frozen furnace gadget galaxy garlic gesture ginger giraffe glove goddess gorilla gospel grape "
         "hamster harvest hockey hover hybrid immune infant inject ivory jaguar jazz jewel jungle kangaroo ketchup kidney "
         "kitten ladder laundry lava lecture lemon leopard lobster lottery lumber lunar lyrics magnet mammal mango marble "
         "meadow melody mercy midnight miracle monkey museum mushroom napkin nephew noodle oxygen paddle palace panther parrot "
         "peanut pepper pigeon pioneer pistol pizza planet pluck polar pony potato praise pudding pumpkin puzzle pyramid "
         "quantum rabbit raven razor ribbon rhythm ripple ritual robot rocket rubber saddle salmon satoshi sausage segment "
         "seminar shadow sheriff shrimp siren sketch slogan soldier sponsor squirrel stadium stumble subway swamp symbol "
         "talent tattoo tenant thunder tissue tomato tornado trumpet tuna turtle twelve umbrella unveil urban valley velvet "
         "venue violin vivid volcano voyage wagon walnut warrior whale wisdom wolf wreck wrist yellow zebra").split()
def bip39(n=12): return " ".join(R.sample(BIP39, n))
def totp_seed(nbytes=20): return base64.b32encode(rbytes(nbytes)).decode().rstrip("=")
def gh_recovery(): return "%s-%s" % (hexs(5), hexs(5))
MS_AL = "BCDFGHJKMPQRTVWXY2346789"
def ms_recovery(): return "-".join(rs(MS_AL, 5) for _ in range(5))

# ---------------------------------------------------------------- human passwords
EN_WORDS = ["marigold", "sunflower", "falcon", "harbor", "maple", "cobalt", "juniper", "pepper", "willow", "thunder",
            "biscuit", "orchid", "copper", "meadow", "lantern", "raven", "saffron", "tundra", "velvet", "walnut",
            "ember", "galaxy", "hazel", "indigo", "jasper", "kestrel", "lemon", "mango", "nutmeg", "olive", "pebble",
            "quartz", "rocket", "sparrow", "tiger", "violet", "zephyr", "buster", "charlie", "bailey", "pumpkin",
            "dragon", "monkey", "shadow", "cookie", "summer", "winter", "autumn", "brooklyn", "phoenix", "panther"]
def leet(w): return w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}))
def pw_word(words=None):
    words = words or EN_WORDS
    w = pick(words); st = R.randrange(7)
    if st == 0: return w.capitalize() + str(ri(1975, 2011)) + pick("!#$*")
    if st == 1: return w + "_" + rd(2) + pick("!@#")
    if st == 2: return leet(w.capitalize()) + pick("!&$") + rd(1)
    if st == 3: return w.capitalize() + pick(words).capitalize() + rd(2)
    if st == 4: return w.capitalize() + pick(".-") + rd(4)
    if st == 5: return pick(words).capitalize() + "&" + w + rd(3)
    return w.capitalize() + rd(3) + pick("!$")
def pw_rand(n=16, sym=SYM):
    while True:
        p = rs(ALN + sym, n)
        if (any(c.islower() for c in p) and any(c.isupper() for c in p) and any(c.isdigit() for c in p)
                and (not sym or any(c in sym for c in p)) and p[0].isalnum() and p[-1].isalnum()):
            return p
def pw_url(n=20): return pw_rand(n, "-_~")
def passphrase(k=4, sep="-", words=None): return sep.join(R.sample(words or EN_WORDS, k))

# ---------------------------------------------------------------- self tests of the check-digit code
def self_tests():
    bad = []
    def t(cond, what):
        if not cond: bad.append(what)
    for c in ["4242424242424242", "4111111111111111", "5555555555554444", "4000002500003155", "4000000000009995", "378282246310005"]:
        t(luhn_ok(c), "luhn " + c)
    for i in ["DE89370400440532013000", "GB82WEST12345698765432", "NL91ABNA0417164300", "FR7630006000011234567890189",
              "ES9121000418450200051332", "IT60X0542811101000000123456", "PL61109010140000071219812874", "CH9300762011623852957"]:
        t(iban_ok(i), "iban " + i)
    t(es_dc("0021000418") == 4 and es_dc("0200051332") == 5, "es dc")
    t(cf_check("0542811101000000123456") == "X", "it cin")
    t(fr_rib_key("30006", "00001", "12345678901") == 89, "fr rib")
    t(nl_elf_ok("0417164300"), "nl elf")
    t(pesel_ok("44051401359"), "pesel")
    t(cn_id_check("11010519491231002") == "X", "cn id")
    t(bsn_ok("111222333"), "bsn")
    t(DNI_L[12345678 % 23] == "Z", "dni")
    t(luhn_ok("1212121212"), "se pnr")
    t(HETU_CH[131052308 % 31] == "T", "hetu")
    t(cf_check("RSSMRA85T10A562") == "S", "codice fiscale")
    t(cpf_digits("529982247") == "52998224725", "cpf")
    t(cnpj_digits("112223330001") == "11222333000181", "cnpj")
    t(verhoeff_digit("236") == 3 and verhoeff_ok("2363"), "verhoeff")
    t(il_id_ok("000000018"), "il id")
    t(ru_inn10_digit("770708389") == "3", "inn10")
    t(snils_cs("112233445") == "95", "snils")
    t(nhs_ok("9434765919"), "nhs")
    t(w_mod("21234567", [1, 3, 7, 9, 1, 3, 7, 9], 10) == 0, "medicare")
    t(aba_ok("021000021"), "aba")
    t(mrz_check("T22000129") == "3", "mrz/perso")
    t(mod11_10("13669597") == 6, "ISO 7064 MOD 11,10 (example VAT number DE136695976)")
    t(int(a2n("539007547034" + "RF18")) % 97 == 1, "rf ref")
    t(sepa_ci("DE", "09999999999") == "DE98ZZZ09999999999", "sepa ci")
    t(uscc_check("91350100M000100Y4") == "3", "uscc")
    t(gstin_check("27AAPFU0939F1Z") == "V", "gstin")
    t(w_mod("123456321", [6, 5, 7, 2, 3, 4, 5, 6, 7], 11) == 8, "nip")
    t(ru_acct_key_ok("025", "30101810400000000225"), "ru correspondent account key")
    t(jp_mynumber_check("12345678901") == 8, "my number")
    d = [1, 0, 0, 0, 0, 0, 0, 0, 1]
    t(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == 4, "tc kimlik")
    t(all(int(g) % 11 == 0 for g in bitlocker().split("-")), "bitlocker")
    # RFC 6238 SHA-1 test vector (T=59)
    mac = hmac.new(b"12345678901234567890", struct.pack(">Q", 1), hashlib.sha1).digest()
    o = mac[-1] & 15
    t("%08d" % ((struct.unpack(">I", mac[o:o + 4])[0] & 0x7FFFFFFF) % 10 ** 8) == "94287082", "totp rfc6238")
    # jwt.io example token: payload and HS256 signature with "your-256-bit-secret"
    h, p, s = JWT_IO.split(".")
    t(json.loads(base64.urlsafe_b64decode(p + "==")) == {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}, "jwt.io payload")
    t(b64u(hmac.new(b"your-256-bit-secret", (h + "." + p).encode(), hashlib.sha256).digest()) == s, "jwt.io signature")
    return bad

JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
          ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")

if __name__ == "__main__" and "--selftest" in sys.argv:
    print(self_tests()); sys.exit(0)

# ================================================================ cases
CASES = []
def case(lang, slug, note):
    def deco(fn):
        CASES.append({"lang": lang, "slug": slug, "note": note, "fn": fn})
        return fn
    return deco

# ---------------------------------------------------------------- English, positive
@case("en", "aws-env-invalid-token", "AWS key pair pasted from a .env; the RequestId UUID in the error is a look-alike")
def _():
    a, s, u = aws_akid(), aws_secret(), uuid4()
    t = ("I'm getting InvalidClientTokenId as soon as my script starts. This is my .env:\n\n"
         f"AWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_DEFAULT_REGION=eu-central-1\nS3_BUCKET=acme-invoices-prod\n\n"
         "and the error:\n"
         "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity "
         f"operation: The security token included in the request is invalid. (RequestId: {u})\n\nDid I copy something wrong?")
    return t, [a, s], [u]

@case("en", "github-token-in-workflow", "classic GitHub PAT inside a git remote URL in a workflow; the commit SHA is a look-alike")
def _():
    tok, sha = ghp(), hexs(40)
    t = ("My GitHub Action can't push the release tag. I hardcoded the token for now, I know it's bad:\n\n"
         "      - name: Push tag\n        run: |\n"
         f"          git remote set-url origin https://x-access-token:{tok}@github.com/lumen-labs/ingest.git\n"
         "          git push origin v1.4.2\n\n"
         f"The log says: ! [remote rejected] v1.4.2 -> v1.4.2 (refusing to allow a Personal Access Token to create or update workflow) at {sha}\n"
         "Which scope am I missing?")
    return t, [tok], [sha]

@case("en", "stripe-live-key-vs-docs-key", "live Stripe secret key next to the Stripe docs test key (commented out) and a PaymentIntent id")
def _():
    sk, _pk = stripe_pair(); pi = stripe_id("pi_3")
    t = ("Switched from the docs key to ours and now retrieve() fails with 'No such payment_intent'.\n\n"
         "import stripe\n"
         "# stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"  # from the quickstart\n"
         f"stripe.api_key = \"{sk}\"\n\n"
         f"intent = stripe.PaymentIntent.retrieve(\"{pi}\")\n\nIs the intent tied to the test account?")
    return t, [sk], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc", pi]

@case("en", "openai-key-in-python", "OpenAI project key in a Python snippet; the request id from the error is a look-alike")
def _():
    k = openai_key(); req = "req_" + hexs(32)
    t = ("why do I get 429 insufficient_quota when I just added $20 credit??\n\n"
         "from openai import OpenAI\n"
         f"client = OpenAI(api_key=\"{k}\")\n"
         "resp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=[{\"role\": \"user\", \"content\": \"ping\"}])\n\n"
         f"error: Error code: 429 - {{'error': {{'message': 'You exceeded your current quota', 'type': 'insufficient_quota'}}}} request_id={req}")
    return t, [k], [req]

@case("en", "anthropic-key-curl", "Anthropic API key in a curl header; the API version date and request id are look-alikes")
def _():
    k = anthropic_key(); req = "req_011C" + rs(ALN, 20)
    t = ("This curl returns 401 authentication_error, what's wrong with it?\n\n"
         "curl https://api.anthropic.com/v1/messages \\\n"
         f"  -H \"x-api-key: {k}\" \\\n"
         "  -H \"anthropic-version: 2023-06-01\" \\\n"
         "  -H \"content-type: application/json\" \\\n"
         "  -d '{\"max_tokens\": 256, \"messages\": [{\"role\": \"user\", \"content\": \"Hello\"}]}'\n\n"
         f"response header request-id: {req}")
    return t, [k], ["2023-06-01", req]

@case("en", "postgres-url-prisma", "Postgres URL: only user:password is the secret; the RDS host name is a look-alike")
def _():
    u = "app_" + pick(["writer", "svc", "backend", "orders"]); p = pw_url(22)
    host = "db-prod-3.%s.eu-central-1.rds.amazonaws.com" % rs(ALNL, 12)
    t = ("Prisma keeps failing with P1001: Can't reach database server. My .env has\n\n"
         f"DATABASE_URL=\"postgresql://{u}:{p}@{host}:5432/orders?schema=public&sslmode=require\"\n\n"
         "The security group allows my IP. What else could block it?")
    return t, [u + ":" + p], [host]

@case("en", "mongodb-srv-atlas", "MongoDB Atlas SRV string: user:password secret, cluster host look-alike")
def _():
    u = pick(["maria", "devuser", "kwame", "admin2"]); p = pw_url(16)
    host = "cluster0.%s.mongodb.net" % rs(ALNL, 5)
    t = ("mongoose.connect hangs forever, no error. I'm using\n"
         f"mongodb+srv://{u}:{p}@{host}/shop?retryWrites=true&w=majority\n"
         "Network access is set to 0.0.0.0/0. Ideas?")
    return t, [u + ":" + p], [host]

@case("en", "redis-cloud-password", "Redis URL with a password only: the password is the secret, the Redis Cloud host a look-alike")
def _():
    p = rs(ALN, 32); port = str(ri(10000, 19999))
    host = "redis-%s.c%d.us-east-1-4.ec2.redns.redis-cloud.com" % (port, ri(100, 999))
    t = ("Celery worker: Error 110 connecting. broker_url is\n"
         f"redis://default:{p}@{host}:{port}/0\n"
         "Do I need rediss:// for Redis Cloud?")
    return t, ["default:" + p], [host]

@case("en", "jdbc-mysql-password-param", "JDBC URL with the password as a query parameter; only its value is the secret")
def _():
    p = pw_word()
    t = ("Spring Boot won't start: Access denied for user 'shop'@'10.0.3.17'. application.properties:\n\n"
         f"spring.datasource.url=jdbc:mysql://mysql.internal:3306/shop?user=shop&password={p}&useSSL=false\n"
         "spring.jpa.hibernate.ddl-auto=validate\n\nThe same password works in DBeaver.")
    return t, [p], []

@case("en", "azure-storage-connection-string", "Azure storage connection string; the AccountKey value is the secret, the request id a look-alike")
def _():
    k = azure_key(); acct = "stmediaprod" + rd(3); u = uuid4()
    t = ("Upload from our Function fails with AuthenticationFailed. Connection string from local.settings.json:\n\n"
         f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net\n\n"
         f"x-ms-request-id: {u}\nCould the clock skew on my laptop cause this?")
    return t, [k], [u]

@case("en", "card-declined-checkout", "own Visa with expiry and CVC typed into a checkout; the order number is a look-alike")
def _():
    c = visa(); e = expiry(); v = cvc(); o = "#" + rd(6)
    t = (f"Checkout at an online bike shop keeps saying 'card declined'. I entered {cardf(c)}, exp {e}, CVV {v}. "
         f"Order {o} is still showing as pending payment. Is it my bank blocking it or the shop?")
    return t, [cardf(c), e, v], [o]

@case("en", "real-card-in-staging", "developer put a real Mastercard into staging next to Stripe's test card 4242")
def _():
    c = mastercard(); e = expiry(); v = cvc()
    t = ("In staging we always pay with 4242 4242 4242 4242, but yesterday I was tired and typed my own card "
         f"({cardf(c)}, {e}, cvc {v}) into the staging checkout. It's in test mode so nothing was charged, right? "
         "Should I still worry that it got logged somewhere?")
    return t, [cardf(c), e, v], ["4242 4242 4242 4242"]

@case("en", "ssn-w4-employer-ein", "own SSN on a W-4 question; the employer's EIN is a look-alike")
def _():
    ssn = "%03d-%02d-%04d" % (pick([x for x in range(1, 900) if x != 666]), ri(1, 99), ri(1, 9999))
    ein = "%02d-%s" % (pick([12, 20, 26, 27, 45, 46, 47, 81, 82, 83, 84, 85, 86, 87, 88, 91, 92]), rd(7))
    t = (f"Filling the W-4 for my new job. Step 1 asks for my SSN, which is {ssn}. The employer section already shows "
         f"their EIN {ein}. I'm married filing jointly and my wife also works; how do I fill Step 2?")
    return t, [ssn], [ein]

@case("en", "passport-renewal-tracking", "own US passport number; the USPS tracking number of the application is a look-alike")
def _():
    pn = rdn(9); trk = usps22()
    t = (f"I mailed my DS-82 renewal three weeks ago with my old passport, number {pn}. USPS tracking {grp(trk, 4)} says delivered "
         "to Philadelphia. The online status page says 'not available'. Is that normal or should I call?")
    return t, [pn], [grp(trk, 4)]

@case("en", "california-dl-dmv", "own California driver's licence number; the DMV appointment confirmation is a look-alike")
def _():
    dl = pick(UPP) + rd(7); conf = rs(UPP, 3) + rd(5)
    t = (f"DMV online form wants my driver license number. It's {dl}, expires 2027. I also have an appointment "
         f"confirmation {conf} for a REAL ID upgrade. Do I need to bring my passport or is a birth certificate enough?")
    return t, [dl], [conf]

@case("en", "nhs-and-ni-numbers-gp", "own NHS and National Insurance numbers; the surgery phone number is a look-alike")
def _():
    n = nhs(); ni = uk_nino()
    ph = "020 7946 0%s" % rd(3)
    t = (f"Registering with a new GP practice. The form asks for my NHS number ({n}) and my NI number {ni} — "
         f"why would a surgery need the NI number? Their reception number is {ph} if I need to ask.")
    return t, [n, ni], [ph]

@case("en", "ni-number-vs-hmrc-example", "own NI number spaced in pairs next to HMRC's QQ example format")
def _():
    ni = uk_nino()
    sp = "%s %s %s %s %s" % (ni[:2], ni[2:4], ni[4:6], ni[6:8], ni[8])
    t = (f"The HMRC page shows the format as QQ 12 34 56 C. Mine is {sp}. The app won't take it with spaces — "
         "should I type it without them?")
    return t, [sp], ["QQ 12 34 56 C"]

@case("en", "medicare-au-card", "own Australian Medicare card number (check digit computed, issue digit included); the clinic phone number is a look-alike")
def _():
    mc = medicare_au(); ph = "(02) 9%s %s" % (rd(3), rd(4))
    t = (f"New clinic in Sydney wants my Medicare details before they bulk bill: card number {mc}, and I'm the second "
         f"person listed on the card. Clinic phone {ph}. Do they need the valid-to date too?")
    return t, [mc], [ph]

@case("en", "us-routing-and-checking", "own checking account for direct deposit; the bank routing number is a look-alike")
def _():
    r = aba(); acct = rdn(ri(10, 12))
    t = (f"Payroll form asks for routing and account. Routing {r}, checking account {acct}. "
         "Which one is the 'transit number' and which is 'DFI account'?")
    return t, [acct], [r]

@case("en", "uk-sort-code-account", "own UK account number for a refund; sort code and payment reference are look-alikes")
def _():
    sc = "%s-%s-%s" % (rd(2), rd(2), rd(2)); acct = rd(8); ref = "RFD" + rd(7)
    t = (f"Write a short email to the letting agent asking them to refund my deposit to sort code {sc}, "
         f"account {acct}, name M J Okafor. Quote their reference {ref} so they can find it.")
    return t, [acct], [sc, ref]

@case("en", "airbnb-wifi-and-lockbox", "guest's host-provided Wi-Fi password and lockbox code; the Airbnb confirmation code is a look-alike")
def _():
    wifi = pw_word(); box = rd(4); conf = "HM" + rs("ABCDEFGHJKMNPQRSTWXYZ2345689", 8)
    t = (f"We land late. Can you make a short note for my friends: the lockbox by the blue door opens with {box}, "
         f"Wi-Fi 'CasaLuna' password {wifi}, checkout 11am. If the host asks, our confirmation code is {conf}.")
    return t, [box, wifi], [conf]

@case("en", "alarm-and-garage-keypad", "house alarm code and garage keypad code for a pet sitter; the alarm panel model is a look-alike")
def _():
    al = rd(4); gar = rd(ri(4, 6))
    t = (f"Writing instructions for our pet sitter. The garage keypad is {gar} then Enter. Inside, the alarm panel "
         f"(a DSC PowerSeries PC1864) starts beeping — disarm with {al} within 30 seconds. Can you make this into clear steps?")
    return t, [gar, al], ["PC1864"]

@case("en", "bank-sms-code-pasted", "one-time code from a pasted bank SMS; the short code sender is a look-alike")
def _():
    code = rd(6); sc = rd(5)
    t = (f"Got this from {sc} a minute ago: \"Chase: Your one-time code is {code}. Don't share it. We'll never call to ask for it.\" "
         "But I didn't try to log in. Someone else has my password?")
    return t, [code], [sc]

@case("en", "github-recovery-codes", "four GitHub two-factor recovery codes pasted for safekeeping")
def _():
    codes = [gh_recovery() for _ in range(4)]
    t = ("Keep these somewhere for me, these are my GitHub recovery codes:\n\n" + "\n".join(codes) +
         "\n\nActually, is it a good idea to store them in a notes app?")
    return t, codes, []

@case("en", "totp-otpauth-uri", "TOTP seed inside an otpauth URI; the Google Authenticator example secret is a look-alike")
def _():
    s = totp_seed()
    t = ("I'm migrating 2FA to a new phone. Exported the QR as text:\n"
         f"otpauth://totp/Fastmail:dana@fastmail.com?secret={s}&issuer=Fastmail&algorithm=SHA1&digits=6&period=30\n"
         "The example in the Google Authenticator wiki has secret=JBSWY3DPEHPK3PXP and it's much shorter — is mine valid?")
    return t, [s], ["JBSWY3DPEHPK3PXP"]

@case("en", "metamask-seed-phrase", "12-word wallet recovery phrase; the public wallet address is a look-alike")
def _():
    ph = bip39(12); addr = eth_hex(40)
    t = (f"MetaMask shows a different address than before after I reinstalled. My recovery phrase is: {ph}. "
         f"The old address was {addr}. Did I import the wrong account index?")
    return t, [ph], [addr]

@case("en", "eth-private-key-and-tx-hash", "Ethereum private key of an old wallet next to a transaction hash of the same length")
def _():
    pk = eth_hex(64); tx = eth_hex(64)
    t = (f"My transfer {tx} has been stuck for an hour. I want to import my old wallet into Rabby to send another one with "
         f"higher gas; the private key is {pk}. Which network settings do I need?")
    return t, [pk], [tx]

@case("en", "ssh-private-key-pasted", "OpenSSH ed25519 private key pasted with its public key blob (look-alike)")
def _():
    pem, pubb = openssh_ed25519("deploy@ci")
    t = ("GitHub says 'Permission denied (publickey)' from the CI runner. This is the key we load:\n\n" + pem +
         f"\n\nand the public part added to the repo deploy keys is\nssh-ed25519 {pubb} deploy@ci\n\nDo I need to chmod 600 it in the job?")
    return t, [pem], [pubb]

@case("en", "jwt-bearer-in-log", "bearer JWT in a pasted access log; the trace id is a look-alike")
def _():
    tok = jwt({"sub": uuid4(), "email": "t.nguyen@" + pick(["gmail.com", "proton.me"]), "role": "admin", "iat": 1749700000 + ri(0, 99999), "exp": 1749790000 + ri(0, 99999)})
    tr = hexs(32)
    t = ("Our API returns 403 for admin routes even though the role is admin. Log line:\n"
         f"2025-06-12T09:41:07Z GET /admin/users 403 auth=\"Bearer {tok}\" trace={tr}\n"
         "Could the middleware be reading the wrong claim?")
    return t, [tok], [tr]

@case("en", "django-session-cookie", "Django session cookie value; the Google Analytics cookie is a look-alike")
def _():
    sid = rs(ALNL, 32); ga = "GA1.1.%s.%s" % (rdn(9), str(1740000000 + ri(0, 9999999)))
    t = ("Copied from devtools because I keep getting logged out:\n"
         f"Cookie: _ga={ga}; sessionid={sid}; django_language=en\n"
         "SESSION_COOKIE_AGE is 1209600. Why would it expire after an hour?")
    return t, [sid], [ga]

@case("en", "slack-bot-token-channel", "Slack bot token; the channel id is a look-alike")
def _():
    tok = slack_bot(); ch = "C0" + rs(ALNU, 9)
    t = ("chat.postMessage returns not_in_channel.\n\n"
         f"SLACK_BOT_TOKEN={tok}\nSLACK_CHANNEL_ID={ch}\n\nDo I need to /invite the bot or add a scope?")
    return t, [tok], [ch]

@case("en", "slack-incoming-webhook", "Slack incoming webhook path (the secret part of the URL)")
def _():
    h = slack_hook()
    t = ("Our Grafana alerts stopped arriving in Slack. Contact point URL is "
         f"https://hooks.slack.com/services/{h} and the test button says 'invalid_token'. Was the app uninstalled?")
    return t, [h], []

@case("en", "twilio-auth-token", "Twilio auth token; the Twilio phone number is a look-alike (account SID left neutral)")
def _():
    sid = "AC" + hexs(32); tok = hexs(32); ph = "+1 %d %s %s" % (ri(201, 989), rd(3), rd(4))
    t = ("SMS sending fails with 20003 Authenticate.\n"
         f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}\nTWILIO_FROM={ph}\n"
         "I rotated the token last week, maybe the old one is cached?")
    return t, [tok], [ph]

@case("en", "sendgrid-key-template", "SendGrid API key; the dynamic template id is a look-alike")
def _():
    k = sendgrid(); tid = "d-" + hexs(32)
    t = ("sg.send returns 403 Forbidden:\n\n"
         f"sg = SendGridAPIClient(\"{k}\")\nmessage.template_id = \"{tid}\"\n\n"
         "The key has 'Mail Send' restricted access. Is that enough for dynamic templates?")
    return t, [k], [tid]

@case("en", "google-maps-key-place-id", "Google Maps API key in an HTML script tag; the place id is a look-alike")
def _():
    k = google_key(); pid = "ChIJ" + rs(B64U, 23)
    t = ("Map shows 'For development purposes only'.\n"
         f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\" async></script>\n"
         f"and I center it on placeId {pid}. Billing is enabled. What else?")
    return t, [k], [pid]

@case("en", "telegram-bot-token-chat-id", "Telegram bot token; the group chat id is a look-alike")
def _():
    tok = telegram_tok(); chat = "-100" + rdn(10)
    t = (f"curl https://api.telegram.org/bot{tok}/sendMessage -d chat_id={chat} -d text=hi\n"
         "returns {\"ok\":false,\"error_code\":400,\"description\":\"Bad Request: chat not found\"}. The bot is in the group!")
    return t, [tok], [chat]

@case("en", "discord-bot-token-guild", "Discord bot token; the guild id snowflake is a look-alike")
def _():
    tok = discord_tok(); g = snowflake()
    t = ("discord.py: 'Improper token has been passed'.\n"
         f"client.run(\"{tok}\")\n"
         f"GUILD_ID = {g}\n"
         "I regenerated it in the developer portal and pasted the new one, same error.")
    return t, [tok], [g]

@case("en", "npmrc-auth-token", "npm automation token in .npmrc; the package-lock integrity hash is a look-alike")
def _():
    tok = npm_tok(); integ = "sha512-" + base64.b64encode(rbytes(64)).decode()
    t = ("npm publish gives E404 even though I'm logged in. .npmrc:\n"
         f"//registry.npmjs.org/:_authToken={tok}\n@acme:registry=https://registry.npmjs.org/\n\n"
         f"package-lock has \"integrity\": \"{integ}\" for the previous version. Does the scope need to exist first?")
    return t, [tok], [integ]

@case("en", "pypirc-token", "PyPI API token in .pypirc; the wheel's sha256 is a look-alike")
def _():
    tok = pypi_tok(); h = sha256r()
    t = ("twine upload: 403 Invalid or non-existent authentication information.\n\n~/.pypirc:\n[pypi]\n  username = __token__\n"
         f"  password = {tok}\n\nThe wheel's sha256 is {h}. Is the token scoped to the wrong project?")
    return t, [tok], [h]

@case("en", "docker-config-auth", "base64 registry auth in ~/.docker/config.json; the image digest is a look-alike")
def _():
    user = pick(["ci-bot", "mkowalski", "deployer"]); tok = glpat()
    auth = base64.b64encode((user + ":" + tok).encode()).decode(); dig = "sha256:" + sha256r()
    t = ("docker pull from our GitLab registry says 'denied: access forbidden'. ~/.docker/config.json:\n"
         "{\n  \"auths\": {\n    \"registry.gitlab.com\": {\n"
         f"      \"auth\": \"{auth}\"\n    }}\n  }}\n}}\n"
         f"Image is registry.gitlab.com/acme/api@{dig}.")
    return t, [auth], [dig]

@case("en", "k8s-secret-base64", "base64-encoded DB password in a Kubernetes Secret; the object uid is a look-alike")
def _():
    p = pw_rand(18); b = base64.b64encode(p.encode()).decode(); u = uuid4()
    t = ("kubectl get secret db-creds -o yaml\n\napiVersion: v1\ndata:\n"
         f"  password: {b}\n  username: YXBw\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: prod\n  uid: {u}\n\n"
         "The pod logs show auth failures. Did I encode it with a trailing newline?")
    return t, [b], [u]

@case("en", "heroku-api-key-uuid", "Heroku API key in UUID form next to the app's UUID (look-alike)")
def _():
    k = uuid4(); app = uuid4()
    t = ("heroku apps:info says:\n=== acme-staging\n"
         f"Id: {app}\nRegion: eu\nStack: heroku-24\n\n"
         f"and in GitHub secrets I have HEROKU_API_KEY={k}. The deploy action says 'Invalid credentials provided'. Is it expired?")
    return t, [k], [app]

@case("en", "bitlocker-recovery-key", "BitLocker recovery key; the key ID shown next to it is a look-alike")
def _():
    k = bitlocker(); kid = uuid4(upper=True)[:8]
    t = (f"Laptop boots into BitLocker recovery after a BIOS update. The screen shows Key ID {kid}. "
         f"In my Microsoft account I found the recovery key {k}. Typing it in works, but it asks again every boot. How do I stop that?")
    return t, [k], [kid]

@case("en", "apple-id-security-answers", "Apple ID password and security-question answers; the iPhone serial number is a look-alike")
def _():
    p = pw_word(); pet = pick(["Biscuit", "Pickles", "Mr Whiskers", "Nala"]); street = pick(["Larkspur Lane", "Elm Court", "Fairview Ave"])
    ser = rs("BCDFGHJKLMNPQRTVWXYZ0123456789", 10)
    t = (f"Apple locked my Apple ID. I know the password is {p}, and my security answers are: first pet — {pet}; "
         f"street I grew up on — {street}. The phone's serial number is {ser}. Should I go through account recovery or iforgot?")
    return t, [p, pet, street], [ser]

@case("en", "bank-phone-passcode-maiden-name", "telephone-banking passcode and mother's maiden name as security answer")
def _():
    pc = rd(6); mn = pick(["Kowalczyk", "Fitzgerald", "Abernathy", "Oyelaran"])
    t = (f"Help me prepare for calling the bank. They'll ask for my telephone banking passcode ({pc}) and my mother's maiden name, "
         f"which I set as {mn}. I want to dispute a card payment of £312.40. What should I say first?")
    return t, [pc, mn], []

@case("en", "router-admin-and-wifi", "router admin password and WPA2 key; the router's MAC address and serial are look-alikes")
def _():
    adm = pw_rand(12, "!#%"); wk = passphrase(3, "-"); mac = ":".join(rs("0123456789ABCDEF", 2) for _ in range(6)); ser = "GW" + rd(10)
    t = (f"New router. Admin login is admin / {adm}, Wi-Fi key {wk}. The sticker lists MAC {mac} and S/N {ser}. "
         "My printer can't join the 5 GHz network; should I turn on a separate 2.4 GHz SSID?")
    return t, [adm, wk], [mac, ser]

@case("en", "netflix-password-correction", "two messages: a password and its correction; both are secrets")
def _():
    p1 = pw_word(); p2 = p1[:-1] + pick([c for c in "!$#*" if c != p1[-1]]) if not p1[-1].isdigit() else p1[:-1] + str((int(p1[-1]) + 3) % 10)
    return (M(f"Can you write my dad a simple note on how to log in to Netflix on the new TV? Email is on the fridge, password {p1}",
              f"sorry, the password is {p2}, I changed the last character last month"), [p1, p2], [])

@case("en", "password-in-two-parts", "a password deliberately given in two messages; each part is a secret")
def _():
    a = pick(EN_WORDS).capitalize() + pick("!#$"); b = rd(2) + pick(EN_WORDS)
    return (M(f"I'll split my Wi-Fi password over two messages so it doesn't sit in one place. First half: {a}",
              f"Second half: {b}. Now can you tell me if the whole thing is strong enough?"), [a, b], [])

@case("en", "bank-login-announced", "value announced in one message and given in the next; only the password is listed")
def _():
    p = pw_rand(14)
    return (M("I'm going to give you my online banking login so you can walk me through setting up a standing order, OK?",
              f"username is rfernandes1987 and the password is {p}. The bank is Nationwide."), [p], [])

@case("en", "password-spelled-out", "a password spelled out character by character")
def _():
    raw = pw_rand(8, "!#")
    names = {"!": "exclamation mark", "#": "hash"}
    parts = []
    for ch in raw:
        if ch.isdigit(): parts.append(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][int(ch)])
        elif ch.isupper(): parts.append("capital " + ch)
        elif ch.islower(): parts.append("small " + ch)
        else: parts.append(names[ch])
    sp = ", ".join(parts)
    t = (f"My grandma will read this over the phone to me, so I wrote the router password out: {sp}. "
         "Is this clear enough or should I use the NATO alphabet?")
    return t, [sp], []

@case("en", "debit-pin-last-four", "debit card PIN; the card's last four digits are a look-alike")
def _():
    pin = rd(4); last4 = rd(4)
    t = (f"ATM ate my card ending {last4}. I definitely typed my PIN {pin} right. Who do I call first, the bank or the ATM operator?")
    return t, [pin], [last4]

@case("en", "gate-and-door-codes-delivery", "community gate code and building door code in delivery instructions; the UPS tracking number is a look-alike")
def _():
    g = rd(4); d = rd(4); trk = "1Z" + rs(ALNU, 6) + "03" + rd(8)
    t = (f"Rewrite my delivery instructions so drivers get them: gate code #{g}, then building B, front door code {d}*, "
         f"leave it by the mailroom. The package {trk} came back 'access problem' twice.")
    return t, [g, d], [trk]

@case("en", "gcp-service-account-json", "private key inside a GCP service-account JSON; the client id is a look-alike")
def _():
    key = pkcs8_pem_json(); kid = hexs(40); cid = "1" + rd(20)
    t = ("Terraform says 'invalid_grant: Invalid JWT Signature'. The key file:\n\n{\n  \"type\": \"service_account\",\n"
         "  \"project_id\": \"acme-data-prod\",\n"
         f"  \"private_key_id\": \"{kid}\",\n"
         f"  \"private_key\": \"{key}\",\n"
         "  \"client_email\": \"tf-runner@acme-data-prod.iam.gserviceaccount.com\",\n"
         f"  \"client_id\": \"{cid}\"\n}}\n\nWas the key deleted in the console?")
    sec = key[:-2]
    return t, [sec], [cid]

@case("en", "health-insurance-member-id", "own health insurance member id; the employer group number and claim number are look-alikes")
def _():
    mid = rs(UPP, 3) + rd(9); grpn = rd(7); claim = "E" + rd(11)
    t = (f"The pharmacy says my coverage isn't active. Card shows member ID {mid}, group {grpn}, BIN 610014. "
         f"An earlier claim, {claim}, went through last month. What should I ask the insurer?")
    return t, [mid], [grpn, claim]

@case("en", "leaked-revoked-aws-key", "AWS key committed to a public repo and already revoked: still a secret; the commit SHA is a look-alike")
def _():
    a, s = aws_akid(), aws_secret(); sha = hexs(40)
    t = (f"I pushed config.py with AWS_ACCESS_KEY_ID = \"{a}\" and AWS_SECRET_ACCESS_KEY = \"{s}\" in commit {sha}. "
         "I already deactivated and deleted the key in IAM. Do I still need to rewrite git history?")
    return t, [a, s], [sha]

@case("en", "irs-ip-pin", "IRS Identity Protection PIN; form names and the refund amount stay neutral, the tax year is a look-alike")
def _():
    ip = rd(6)
    t = (f"TurboTax is asking for my IP PIN for tax year 2024. The letter CP01A says it's {ip}. "
         "My refund is $1,284. Do I enter it for my spouse too?")
    return t, [ip], ["2024"]

@case("en", "shopify-admin-token-orders", "Shopify admin API token; order names are look-alikes")
def _():
    tok = shpat(); o1 = "#" + rd(4); o2 = "#" + rd(4)
    t = (f"My script cancels orders {o1} and {o2} but gets 403.\n"
         f"headers = {{\"X-Shopify-Access-Token\": \"{tok}\"}}\nDoes the custom app need write_orders?")
    return t, [tok], [o1, o2]

@case("en", "bitcoin-wif-paper-wallet", "WIF private key from a paper wallet; the receiving address is a look-alike")
def _():
    w = btc_wif(); addr = btc_addr()
    t = (f"Found my 2017 paper wallet! Address {addr}, private key (WIF) {w}. What's the safest way to sweep it into Sparrow?")
    return t, [w], [addr]

@case("en", "password-table-to-csv", "three passwords in a markdown table to convert to CSV")
def _():
    p1, p2, p3 = pw_word(), pw_rand(14), pw_word()
    t = ("Turn this into a CSV I can import into Bitwarden:\n\n| Site | Login | Password |\n|---|---|---|\n"
         f"| Gmail | lena.hartmann84@gmail.com | {p1} |\n| Chase | lhartmann84 | {p2} |\n| Spotify | lena.hartmann84@gmail.com | {p3} |")
    return t, [p1, p2, p3], []

@case("en", "yaml-config-smtp-db", "SMTP and database passwords in an app YAML config; version string is a look-alike")
def _():
    sp = pw_rand(16); dp = pw_rand(20)
    t = ("Our app.yaml (v2.7.3) — the mailer can't log in:\n\nsmtp:\n  host: smtp.office365.com\n  port: 587\n"
         f"  username: noreply@brightdental.co.uk\n  password: \"{sp}\"\ndatabase:\n  host: 10.20.0.5\n  user: bd_app\n"
         f"  password: \"{dp}\"\n\nOffice 365 says 535 5.7.139 Authentication unsuccessful.")
    return t, [sp, dp], ["v2.7.3"]

@case("en", "microsoft-recovery-code", "Microsoft account 25-character recovery code; the support case number is a look-alike")
def _():
    code = ms_recovery(); case_no = rd(16)
    t = (f"Support case {case_no} went nowhere. I still have my recovery code {code} from when I set up 2FA. "
         "Where do I enter it — the 'I don't have these any more' link?")
    return t, [code], [case_no]

@case("en", "basic-auth-header-curl", "HTTP Basic auth header (base64 of user:password); the ticket number is a look-alike")
def _():
    p = pw_rand(15); b = base64.b64encode(("jenkins:" + p).encode()).decode(); tk = "OPS-" + rd(4)
    t = (f"For ticket {tk}: this works from my laptop but not from the build agent:\n"
         f"curl -H \"Authorization: Basic {b}\" https://ci.internal.example/job/deploy/build\nProxy issue?")
    return t, [b], [tk]

@case("en", "stripe-restricted-key-leaked", "restricted Stripe key leaked in a screenshot and rolled; still a secret; the publishable key is a look-alike")
def _():
    sk, pk = stripe_pair(); rk = "rk_live_51" + sk[10:24] + rs(ALN, 85)
    t = (f"I posted a screenshot on Twitter that showed our frontend config with {pk} and, unfortunately, the restricted key {rk}. "
         "I rolled the restricted key 10 minutes later. Is the publishable one a problem too?")
    return t, [rk], [pk]

@case("en", "roommate-entrusted-pin", "a PIN entrusted by a roommate for a pharmacy pickup locker; the prescription number is a look-alike")
def _():
    pin = rd(6); rx = "RX" + rd(7)
    t = (f"My roommate asked me to pick up her prescription {rx} from the CVS locker and gave me the pickup PIN {pin}. "
         "Do I need her ID too, or is the PIN enough?")
    return t, [pin], [rx]

# ---------------------------------------------------------------- English, negative
@case("en", "aws-docs-example-keys", "negative: the AWS documentation example key pair")
def _():
    t = ("The AWS CLI docs show `aws configure` with AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. "
         "If I paste those into a unit test for our config loader, will anything actually try to call AWS with them?")
    return t, [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]

@case("en", "stripe-test-cards-cypress", "negative: Stripe test card numbers, a far-future expiry and the usual test CVC")
def _():
    t = ("For our checkout tests I use Stripe's test cards: 4242 4242 4242 4242 for success, 4000 0025 0000 3155 for 3-D Secure "
         "and 4000 0000 0000 9995 for insufficient funds, with expiry 12/34 and CVC 123. How do I loop over them in a Cypress test?")
    return t, [], ["4242 4242 4242 4242", "4000 0025 0000 3155", "4000 0000 0000 9995", "12/34", "123"]

@case("en", "env-example-placeholders", "negative: placeholders in a committed .env.example")
def _():
    t = ("Our repo has this .env.example:\n\nOPENAI_API_KEY=your_api_key_here\n"
         "DATABASE_URL=postgres://<user>:<password>@localhost:5432/app\nJWT_SECRET=change-me\n"
         "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n\nShould .env.example be committed or ignored like .env?")
    return t, [], ["your_api_key_here", "<user>:<password>", "change-me", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx"]

@case("en", "masked-card-and-account", "negative: masked card and account numbers from a statement")
def _():
    l4 = rd(4); l4b = rd(4)
    t = (f"My statement shows $84.12 from 'SQ *BLUE BOTTLE' on card **** **** **** {l4}, paid from checking ••••{l4b}. "
         "I don't remember buying anything there. What should I ask the bank?")
    return t, [], ["**** **** **** " + l4, "••••" + l4b]

@case("en", "tracking-numbers-mixup", "negative: UPS, USPS and Amazon order numbers")
def _():
    ups = "1Z" + rs(ALNU, 6) + "03" + rd(8); us = usps22(); o = "1%02d-%s-%s" % (ri(11, 14), rd(7), rd(7))
    t = (f"UPS says {ups} is 'in transit' since Monday, but the USPS number they gave later is {us}. "
         f"Amazon order {o}. Which one do I actually track?")
    return t, [], [ups, us, o]

@case("en", "git-tag-and-checksum", "negative: commit hashes, a tag and a release checksum")
def _():
    a = hexs(40); b7 = hexs(7); h = sha256r()
    t = (f"After a rebase `git log` shows {b7} on top, but I tagged v3.8.1 at {a}. The release tarball's sha256 is {h}. "
         "How do I move the tag without breaking the published checksum?")
    return t, [], [b7, "v3.8.1", a, h]

@case("en", "log-correlation-ids", "negative: request UUID, trace id and span id in a log line")
def _():
    u = uuid4(); tr = hexs(32); sp = hexs(16)
    t = (f"2025-06-12T08:14:03.221Z ERROR [req={u}] trace_id={tr} span_id={sp} upstream timeout after 30000ms\n"
         "How do I jump from this line to the trace in Grafana Tempo?")
    return t, [], [u, tr, sp]

@case("en", "charity-iban-donation", "negative: a charity's IBAN, charity number and payment reference")
def _():
    ib = ibf(iban_gb("LOYD")); ch = "1" + rd(6); ref = "GIFT" + rd(5)
    t = (f"I want to donate £50 to Riverside Community Food Bank by bank transfer. Their site says IBAN {ib}, "
         f"registered charity no. {ch}, and to use reference {ref} for Gift Aid. Can I add Gift Aid if I'm a pensioner?")
    return t, [], [ib, ch, ref]

@case("en", "supplier-invoice-uk", "negative: a supplier's invoice, company and VAT numbers, sort code and IBAN")
def _():
    inv = "INV-2025-" + rd(4); co = "%08d" % ri(1000000, 15999999); vat = gb_vat(); sc = "20-%s-%s" % (rd(2), rd(2))
    ib = ibf(iban_gb("BARC", sc.replace("-", "")))
    t = (f"Supplier invoice {inv} from Hartley Joinery Ltd (Company No. {co}, VAT Reg. {vat}). Pay to Barclays, sort code {sc}, "
         f"IBAN {ib}. Is it right that they charge VAT on the labour only?")
    return t, [], [inv, co, vat, sc, ib]

@case("en", "flight-booking-reference", "negative: airline booking reference (PNR) and e-ticket number")
def _():
    pnr = rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6); et = "176-" + rd(10)
    t = (f"My booking reference is {pnr} and the e-ticket number {et}, flight EK 30 on 14 July. "
         "Can I still add a checked bag online or only at the airport?")
    return t, [], [pnr, et]

@case("en", "famous-bad-passwords", "negative: well-known example passwords discussed as examples")
def _():
    t = ("For a security-awareness slide I want classic bad passwords: 'password123', 'qwerty', the old bash.org joke 'hunter2', "
         "and 'P@ssw0rd', which passes most complexity rules. Is xkcd's 'correct horse battery staple' idea still good advice?")
    return t, [], ["password123", "qwerty", "hunter2", "P@ssw0rd", "correct horse battery staple"]

@case("en", "jwt-io-example-token", "negative: the jwt.io example token")
def _():
    t = (f"The example token on jwt.io is {JWT_IO}. Why does the payload have sub 1234567890, and what date is iat 1516239022?")
    return t, [], [JWT_IO, "1516239022"]

@case("en", "totp-test-vectors", "negative: TOTP example secret and RFC 6238 test values")
def _():
    t = ("Writing unit tests for our TOTP code. Google Authenticator's wiki uses JBSWY3DPEHPK3PXP as the example secret, "
         "and RFC 6238 uses the ASCII seed 12345678901234567890, where T=59 gives 94287082 for SHA-1. Which should I assert on?")
    return t, [], ["JBSWY3DPEHPK3PXP", "12345678901234567890", "94287082"]

@case("en", "landlord-visit-phones", "negative: phone numbers, an extension and a date in a scheduling message")
def _():
    p1 = "(617) 555-01%s" % rd(2); p2 = "+1 857 %s %s" % (rd(3), rd(4)); ext = rd(4)
    t = (f"Draft a text to my landlord: I'll be home 10:30–12:00 on 2025-07-03 for the boiler repair; "
         f"reach me at {p1} or my work line {p2}, ext. {ext}.")
    return t, [], [p1, p2, ext, "2025-07-03"]

@case("en", "redacted-gateway-log", "negative: redacted and masked credentials in a log")
def _():
    tail = rs(ALN, 4)
    t = ("Failing request from our gateway log (I redacted it):\n\nPOST /v1/charges 401\nAuthorization: Bearer [REDACTED]\n"
         f"X-Api-Key: sk-...{tail}\nbody: user=ops&password=********\n\nWhat usually causes a 401 here?")
    return t, [], ["[REDACTED]", "sk-..." + tail, "********"]

@case("en", "eth-transfer-pending", "negative: recipient address and transaction hash")
def _():
    a = eth_hex(40); tx = eth_hex(64)
    t = (f"I sent 0.25 ETH from my Ledger to {a}, tx {tx}. Etherscan shows pending for 40 minutes at 3 gwei. Should I speed it up?")
    return t, [], [a, tx]

@case("en", "ssh-authorized-keys", "negative: an SSH public key and its fingerprint")
def _():
    b = ssh_pub_blob(); fp = "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")
    t = (f"I put this in ~/.ssh/authorized_keys on the server:\nssh-ed25519 {b} laptop@home\n"
         f"but it still asks for a password. ssh -v says 'Offering public key: ED25519 {fp}'. Permissions issue?")
    return t, [], [b, fp]

@case("en", "docker-digests-tags", "negative: image digests and a tag")
def _():
    d1 = "sha256:" + sha256r(); d2 = "sha256:" + sha256r()
    t = (f"Our deploy pinned nginx@{d1}, but the new build uses nginx:1.27.0-alpine with digest {d2}. "
         "How can I tell which tag an old digest belonged to?")
    return t, [], [d1, "1.27.0-alpine", d2]

@case("en", "stripe-object-ids", "negative: Stripe customer, charge and PaymentIntent ids")
def _():
    cu = stripe_id("cus_"); c1 = stripe_id("ch_3"); c2 = stripe_id("ch_3"); pi = stripe_id("pi_3")
    t = (f"Customer {cu} says she was charged twice. I see {c1} and {c2}, both under {pi}. "
         "How do I refund just one of them through the API?")
    return t, [], [cu, c1, c2, pi]

@case("en", "famous-sample-ssns", "negative: well-known sample SSNs discussed for form validation")
def _():
    t = ("Our form validation accepts 078-05-1120. I read it's the famous Woolworth wallet number. "
         "Which other patterns should we block — 123-45-6789, anything starting with 666 or 9?")
    return t, [], ["078-05-1120", "123-45-6789"]

# ---------------------------------------------------------------- German
DE_WORDS = ["sonnenblume", "himbeere", "zaunkoenig", "bergsee", "lakritz", "kastanie", "fichte", "wolke", "schnecke", "anker"]

@case("de", "elster-steuerid-zertifikat", "own Steuer-ID and ELSTER certificate password; the ELSTER error code is a look-alike")
def _():
    sid = de_steuerid(); sp = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:]); pw = pw_word(DE_WORDS); err = "6103" + rd(5)
    t = (f"Ich komme bei ELSTER nicht rein: Zertifikatsdatei ist ausgewählt, Passwort {pw}, und dann kommt Fehlercode {err}. "
         f"Meine Steuer-ID ist {sp}, falls das für die Wiederherstellung gebraucht wird. Muss ich ein neues Zertifikat beantragen?")
    return t, [pw, sp], [err]

@case("de", "dauerauftrag-miete", "own IBAN as the debit account; the property manager's IBAN, BIC and contract number are look-alikes")
def _():
    own = ibf(iban_de()); hv = ibf(iban_make("DE", "50040000" + rd(10))); mv = "MV-" + rd(5)
    t = (f"Kannst du mir den Text für einen Dauerauftrag formulieren? Von meinem Girokonto {own} sollen ab 1. August monatlich "
         f"850 € an die Hausverwaltung Berger & Söhne GmbH gehen, IBAN {hv}, BIC COBADEFFXXX, Verwendungszweck "
         f"„Miete Whg. 3. OG links, Vertrag {mv}“.")
    return t, [own], [hv, "COBADEFFXXX", mv]

@case("de", "fritzbox-wlan-schluessel", "router Wi-Fi key and admin password from the sticker; the router serial number is a look-alike")
def _():
    wk = grp(rd(20), 4); kw = pick(["ampel", "kiesel", "rabe", "tulpe", "nebel"]) + rd(4)
    ser = "%s%s.%s.%s.%s.%s" % (pick("ABCD"), rd(3), rd(3), rd(2), rd(3), rd(3))
    t = (f"Meine FRITZ!Box 7590 AX verbindet sich nicht mehr mit dem Repeater. Auf dem Aufkleber stehen WLAN-Netzwerkschlüssel "
         f"{wk} und FRITZ!Box-Kennwort {kw}, Seriennummer {ser}. Das Kennwort habe ich nie geändert. Soll ich WPS probieren?")
    return t, [wk, kw], [ser]

@case("de", "iban-zahlendreher-korrektur", "two messages: an IBAN with transposed digits and its correction; both are the user's account")
def _():
    good = iban_de()
    i = ri(6, 19)
    while good[i] == good[i + 1]: i = ri(6, 19)
    bad = good[:i] + good[i + 1] + good[i] + good[i + 2:]
    return (M(f"Schreib bitte eine kurze Mail an die Personalabteilung: mein Gehalt soll ab Juli auf mein neues Konto {ibf(bad)} gehen.",
              f"Moment, Zahlendreher! Richtig ist {ibf(good)}. Die falsche Nummer bitte gar nicht erwähnen."), [ibf(bad), ibf(good)], [])

@case("de", "familienversicherung-kvnr-perso", "health insurance number and ID card number; the insurer's Institutionskennzeichen is a look-alike")
def _():
    kv = de_kvnr(); pa = de_perso(); ik = "10" + rd(7)
    t = (f"Für den Antrag auf Familienversicherung will die Krankenkasse meine Versichertennummer {kv} und die Nummer meines "
         f"Personalausweises ({pa}). Im Formular steht oben schon das Institutionskennzeichen {ik}. Welche Felder muss ich noch ausfüllen?")
    return t, [kv, pa], [ik]

@case("de", "stromrechnung-nachzahlung", "negative: invoice number, meter number, the utility's IBAN and SEPA creditor id")
def _():
    rn = "RE" + rd(10); zn = "1ESY11" + rd(8); ib = ibf(iban_de()); ci = sepa_ci("DE", "0" + rd(10))
    t = (f"Ich verstehe meine Stromrechnung nicht. Rechnungsnummer {rn}, Zählernummer {zn}, Nachzahlung 312,45 €. "
         f"Zahlbar an Stadtwerke Neustadt, IBAN {ib}, Gläubiger-ID {ci}. Warum ist die Nachzahlung so hoch, wenn der Abschlag gestiegen ist?")
    return t, [], [rn, zn, ib, ci]

# ---------------------------------------------------------------- French
@case("fr", "mutuelle-nir-siret", "own social security number (NIR, key computed); the employer's SIRET is a look-alike")
def _():
    nir = fr_nir(rdate(1975, 2000), pick([True, False])); siren = fr_siren(); siret = fr_siret(siren)
    sf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    t = (f"Je remplis le formulaire d'adhésion de la mutuelle d'entreprise. On me demande mon numéro de sécurité sociale : {nir}. "
         f"Le SIRET de mon employeur est {sf}. Je mets lequel dans « numéro d'immatriculation » ?")
    return t, [nir], [sf]

@case("fr", "rib-salaire-rh", "own IBAN for salary payment; the bank's BIC is a look-alike")
def _():
    ib = ibf(iban_fr())
    t = (f"Tu peux me rédiger un petit mail pour les RH ? J'ai changé de banque, mon nouvel IBAN est {ib}, BIC BNPAFRPPXXX. "
         "Je voudrais que le virement du salaire de septembre arrive déjà sur ce compte.")
    return t, [ib], ["BNPAFRPPXXX"]

@case("fr", "digicode-boite-a-cles-wifi", "building door code, key-box code and Wi-Fi password for a visitor; the Colissimo tracking number is a look-alike")
def _():
    dc = rd(2) + pick("AB") + rd(2); bk = rd(4); wifi = pw_word(["tournesol", "framboise", "mistral", "calanque", "noisette"]); col = "6A" + rd(11)
    t = (f"Ma sœur arrive chez moi samedi pendant que je suis en déplacement. Aide-moi à lui écrire un message clair : "
         f"le digicode de l'immeuble est {dc}, la boîte à clés à côté de la porte s'ouvre avec {bk}, et le Wi-Fi c'est {wifi}. "
         f"Ah, et un colis Colissimo n° {col} doit arriver vendredi.")
    return t, [dc, bk, wifi], [col]

@case("fr", "facture-fournisseur-tva", "negative: a supplier's SIREN, intra-EU VAT number, invoice number and IBAN")
def _():
    siren = fr_siren(); tva = fr_tva(siren); ib = ibf(iban_fr()); fa = "F-2025-" + rd(4)
    sf = "%s %s %s" % (siren[:3], siren[3:6], siren[6:])
    t = (f"Je dois payer une facture : Menuiserie Durand SARL, SIREN {sf}, TVA intracommunautaire {tva}, facture n° {fa}, "
         f"1 248,60 € TTC, IBAN du fournisseur {ib}. Comment vérifier que leur numéro de TVA est valide ?")
    return t, [], [sf, tva, fa, ib]

# ---------------------------------------------------------------- Spanish
@case("es", "alta-luz-dni-iban", "own DNI and IBAN for a utility contract; the application number is a look-alike")
def _():
    dni = es_dni(); ib = ibf(iban_es()); sol = "SOL-" + rd(8)
    t = (f"Hola, estoy dando de alta la luz en el piso nuevo y la web me pide DNI y cuenta para domiciliar. Pongo DNI {dni} "
         f"e IBAN {ib}, y me sale «formato no válido». El número de solicitud que me dio es {sol}. ¿Lo estoy escribiendo mal?")
    return t, [dni, ib], [sol]

@case("es", "mx-rfc-curp-cfdi", "own Mexican RFC and CURP; the issuer's RFC and the CFDI folio fiscal (UUID) are look-alikes")
def _():
    d = rdate(1978, 1999)
    ini = pick(["GOMJ", "HERL", "MALF", "RUCA", "SAVD"])
    rfc = ini + d.strftime("%y%m%d") + rs(ALNU, 3)
    curp = ini + d.strftime("%y%m%d") + pick("HM") + pick(["DF", "JC", "NL", "PL", "MC"]) + rs("BCDFGHJKLMNPRSTVZ", 3) + "0" + rd(1)
    rfe = "PES" + "%02d%02d%02d" % (ri(0, 15), ri(1, 12), ri(1, 28)) + rs(ALNU, 3); folio = uuid4(upper=True)
    t = (f"Oye, antes de pagar quiero revisar la factura. Mis datos: RFC {rfc}, CURP {curp}. El emisor es Papelería La Esperanza "
         f"S.A. de C.V., RFC {rfe}, y el folio fiscal es {folio}. ¿Está bien el uso de CFDI G03?")
    return t, [rfc, curp], [rfe, folio]

@case("es", "tarjeta-en-dos-partes", "two messages: card number sent in two halves, then expiry and CVV")
def _():
    c = visa(); a = c[:4] + " " + c[4:8]; b = c[8:12] + " " + c[12:]; e = expiry(); v = cvc()
    return (M(f"Te paso la tarjeta en dos mensajes para que me ayudes a comprar los billetes de Renfe, por seguridad. Primeros 8: {a}",
              f"Últimos 8: {b}. Caduca {e} y el CVV es {v}. El trayecto es Madrid–Valencia el viernes."), [a, b, e, v], [])

@case("es", "ar-cbu-cuil-factura", "own Argentine CBU and CUIL (check digits computed); the invoice number is a look-alike")
def _():
    cbu = ar_cbu(pick(["007", "011", "017", "072", "285"])); cuil = ar_cuit(pick(["20", "27"])); fc = "0003-%08d" % ri(1, 99999)
    t = (f"Che, necesito armar un mail para que un cliente me transfiera. Mi CBU es {cbu} y mi CUIL {cuil}. "
         f"Le mandé la factura C N° {fc}. ¿Cómo lo escribo para que no quede tan seco?")
    return t, [cbu, cuil], [fc]

@case("es", "reclamacion-pedido-duplicado", "negative: order number, a company's CIF, invoice number and a postal tracking number")
def _():
    ped = "ES" + rd(9); cif = es_cif("B"); fac = "FV25-" + rd(5); trk = s10("PK", "ES")
    t = (f"¿Me ayudas a reclamar? Pedido {ped}, me cobraron 89,90 € dos veces. La empresa es Muebles Hnos. García S.L., CIF {cif}, "
         f"factura {fac}, y el envío de Correos tiene el número {trk}.")
    return t, [], [ped, cif, fac, trk]

# ---------------------------------------------------------------- Portuguese
@case("pt", "br-cpf-nota-fiscal", "own CPF (check digits computed); the shop's CNPJ and invoice number are look-alikes")
def _():
    cpf = br_cpf(); cn = cnpj_fmt(br_cnpj_raw()); nf = "%03d.%03d.%03d" % (0, ri(1, 999), ri(0, 999))
    t = (f"Comprei uma geladeira e a nota fiscal veio com meu CPF errado. O certo é {cpf}. Na nota aparece o CNPJ da loja {cn} "
         f"e o número da NF-e {nf}. Como peço a carta de correção?")
    return t, [cpf], [cn, nf]

@case("pt", "br-cartao-ipva-boleto", "own card with expiry and CVV; the boleto digitable line is a look-alike")
def _():
    c = mastercard(); e = expiry(); v = cvc()
    lin = "%s.%s %s.%s %s.%s %s %s" % (rd(5), rd(5), rd(5), rd(6), rd(5), rd(6), rd(1), rd(14))
    t = (f"Tô tentando pagar o IPVA pelo app do banco e dá erro. Usei o cartão {cardf(c)}, validade {e}, CVV {v}. "
         f"A linha digitável do boleto é {lin}. Será que é limite?")
    return t, [cardf(c), e, v], [lin]

@case("pt", "pt-nif-mbway-multibanco", "own Portuguese NIF and MB WAY PIN; Multibanco entity and reference are look-alikes")
def _():
    nif = pt_nif(); pin = rd(6); ent = str(ri(10000, 29999)); ref = "%s %s %s" % (rd(3), rd(3), rd(3))
    t = (f"Olá! Estou a preencher o IRS Automático e pede o NIF: {nif}. Também quero pagar as propinas por referência Multibanco — "
         f"Entidade {ent}, Referência {ref}, 697,00 €. Posso pagar pela app MB WAY? O meu PIN da app é {pin}.")
    return t, [nif, pin], [ent, ref]

@case("pt", "br-pedido-rastreio-nfe", "negative: postal tracking number (S10 check computed), NF-e access key and order number")
def _():
    trk = s10(pick(["NL", "QB", "OY"]), "BR"); cn = br_cnpj_raw(); chave = br_nfe_key("35", cn); ped = rd(10)
    t = (f"Meu pedido {ped} não chegou. O rastreio dos Correios {trk} está parado em 'objeto em trânsito' há 9 dias, "
         f"e a chave de acesso da nota é {grp(chave, 4)}. Posso pedir reembolso direto no Procon?")
    return t, [], [ped, trk, grp(chave, 4)]

# ---------------------------------------------------------------- Russian
@case("ru", "vychet-pasport-snils-inn", "own passport series/number, SNILS and INN (check digits computed); the issuing office code is a look-alike")
def _():
    ps = "45 %02d %s" % (ri(1, 24), rd(6)); sn = ru_snils(); inn = ru_inn12("77"); kp = "77%d-%03d" % (ri(0, 9), ri(1, 150))
    t = (f"Помоги заполнить заявление на налоговый вычет за лечение. Мои данные: паспорт {ps}, выдан ГУ МВД России по г. Москве, "
         f"код подразделения {kp}; СНИЛС {sn}; ИНН {inn}. В какие поля это вписывать?")
    return t, [ps, sn, inn], [kp]

@case("ru", "zarplata-rekvizity-sber", "own account number (control key computed with the BIK); the bank's BIK, correspondent account and INN are public look-alikes")
def _():
    a = ru_acct("044525225")
    t = (f"Работодатель просит реквизиты для зарплаты. Получатель: Смирнова Анна Сергеевна, счёт {a}, банк ПАО Сбербанк, "
         "БИК 044525225, корр. счёт 30101810400000000225, ИНН банка 7707083893. Всё ли я указала?")
    return t, [a], ["044525225", "30101810400000000225", "7707083893"]

@case("ru", "gosuslugi-kod-anonsirovan", "two messages: an SMS code announced and then pasted")
def _():
    code = rd(6)
    return (M("Сейчас придёт код из Госуслуг, я тебе его перешлю — подскажешь, куда его вводить?",
              f"Вот: «Код подтверждения: {code}. Никому не сообщайте код, даже сотрудникам Госуслуг». Его в поле «Код из СМС»?"),
            [code], [])

@case("ru", "pretenziya-marketpleis", "negative: order number, postal tracking number, seller INN and OGRN")
def _():
    z = "%s-%s" % (rd(8), rd(4)); trk = rdn(14); inn = ru_inn10("78"); og = ru_ogrn()
    t = (f"Продавец на маркетплейсе прислал не тот товар. Заказ № {z}, трек-номер Почты России {trk}, продавец ООО «Северный ветер», "
         f"ИНН {inn}, ОГРН {og}. Помоги составить претензию.")
    return t, [], [z, trk, inn, og]

# ---------------------------------------------------------------- Chinese
@case("zh", "shiming-renzheng-id-card", "own resident ID (check computed) and UnionPay card (Luhn); the masked phone is a look-alike")
def _():
    i = cn_id(rdate(1980, 2002), False); c = unionpay(16); ph = "13%d****%s" % (ri(0, 9), rd(4))
    t = (f"帮我看看实名认证为什么一直失败：姓名王芳，身份证号 {i}，绑定的是招商银行卡 {grp(c, 4)}，预留手机号 {ph}。是不是哪里填错了？")
    return t, [i, grp(c, 4)], [ph]

@case("zh", "zhifu-mima-dingdan", "six-digit payment password; the order number is a look-alike")
def _():
    p = rd(6); o = rdn(19)
    t = (f"淘宝付款的时候一直提示支付密码错误，我确定密码是 {p}，订单号 {o}。现在账户被临时锁定了，要怎么解？")
    return t, [p], [o]

@case("zh", "aliyun-accesskey-oss", "Alibaba Cloud AccessKey ID and secret in Python; the RequestId is a look-alike")
def _():
    kid = "LTAI5t" + rs(ALN, 18); ks = rs(ALN, 30); rid = rs(HEXU, 24)
    t = ("用 Python SDK 传文件到 OSS 报 SignatureDoesNotMatch，代码如下：\n\n"
         f"auth = oss2.Auth('{kid}', '{ks}')\n"
         "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photos')\n\n"
         f"返回的 RequestId 是 {rid}。是不是 endpoint 写错了？")
    return t, [kid, ks], [rid]

@case("zh", "fapiao-taitou-shuihao", "negative: a company's unified social credit code (check computed), invoice number and courier number")
def _():
    u = cn_uscc(); fp = "25" + rd(18); sf = "SF" + rd(13)
    t = (f"公司报销要开发票，抬头：杭州云帆科技有限公司，税号 {u}，发票号码 {fp}，顺丰单号 {sf}。这些信息填得对吗？")
    return t, [], [u, fp, sf]

# ---------------------------------------------------------------- Japanese
@case("ja", "kakutei-shinkoku-mynumber", "own My Number (check digit computed); the postal code is a look-alike")
def _():
    mn = jp_mynumber(); pc = "1%02d-%s" % (ri(0, 99), rd(4))
    t = (f"確定申告の書類を作っています。マイナンバーは {mn[:4]} {mn[4:8]} {mn[8:]} で、住所は〒{pc} 東京都渋谷区道玄坂2丁目です。"
         "この欄にハイフンなしで書けばいいですか？")
    return t, [f"{mn[:4]} {mn[4:8]} {mn[8:]}"], [pc]

@case("ja", "shikikin-henkin-koza", "own bank account number; the bank code and branch number are public look-alikes")
def _():
    br = rd(3); acct = rd(7)
    t = (f"敷金の返金先を管理会社に伝えるメールを書いてください。振込先：三菱UFJ銀行（金融機関コード0005）新宿支店（店番{br}）"
         f"普通預金 口座番号{acct} 名義 ヤマダ ハナコ。丁寧すぎない感じでお願いします。")
    return t, [acct], ["0005", br]

@case("ja", "vpn-password-teisei", "two messages: a VPN password and its correction; the error number is a look-alike")
def _():
    p1 = pw_rand(12, "#!"); p2 = pw_rand(12, "#!")
    return (M(f"会社のVPNに繋がりません。ユーザー名は yamada.k、パスワードは {p1} のはずなんですが…",
              f"すみません、先月変えてました。今は {p2} です。それでもエラー809が出ます。"), [p1, p2], ["809"])

@case("ja", "amazon-yamato-invoice", "negative: Amazon order number, Yamato tracking number and a seller's invoice registration number")
def _():
    o = "250-%s-%s" % (rd(7), rd(7)); y = yamato(); tn = "T" + jp_corp()
    t = (f"Amazonで注文した商品が届きません。注文番号 {o}、ヤマト運輸の伝票番号 {y}、販売元の登録番号 {tn} です。"
         "出品者への問い合わせ文を作ってください。")
    return t, [], [o, y, tn]

# ---------------------------------------------------------------- Korean
@case("ko", "yeonmal-jeongsan-rrn", "own resident registration number (check computed); the company's business number is a look-alike")
def _():
    rrn = kr_rrn(rdate(1975, 1999), pick([True, False])); brn = kr_brn()
    t = (f"연말정산 부양가족 등록 때문에 여쭤봐요. 제 주민등록번호는 {rrn}이고 회사 사업자등록번호는 {brn}이에요. "
         "어머니도 기본공제 받을 수 있나요?")
    return t, [rrn], [brn]

@case("ko", "gongdong-injeungseo-password", "certificate password and own bank account number")
def _():
    p = pw_rand(10, "!@#"); a = "%s-%s-%s" % (rd(6), rd(2), rd(6))
    t = (f"공동인증서 비밀번호를 자꾸 틀려서 잠기기 직전이에요. 제가 쓰는 비밀번호는 {p} 인데, 국민은행 계좌 {a}에 연결된 "
         "인증서예요. 그냥 재발급 받는 게 나을까요?")
    return t, [p, a], []

@case("ko", "taekbae-unsongjang", "negative: courier tracking number, order number and customer-service number")
def _():
    w = rd(12); o = rdn(13); cs = "1588-" + rd(4)
    t = (f"CJ대한통운 운송장번호 {w} 조회하면 '집화처리'에서 3일째 멈춰 있어요. 쿠팡 주문번호는 {o}이고요. "
         f"고객센터 {cs}에 전화하는 게 빠를까요?")
    return t, [], [w, o, cs]

# ---------------------------------------------------------------- Arabic
@case("ar", "absher-hawiya-password", "own Saudi national ID (Luhn computed) and Absher password; the request number is a look-alike")
def _():
    nid = luhn_complete("1" + rd(1), 10); p = pw_rand(12); req = rdn(9)
    t = (f"أحاول الدخول إلى أبشر وتظهر لي رسالة خطأ. رقم الهوية الوطنية {nid} وكلمة المرور {p}. "
         f"ورقم الطلب الذي ظهر لي {req}. هل أحتاج إلى زيارة مكتب الأحوال المدنية؟")
    return t, [nid, p], [req]

@case("ar", "uae-iban-emirates-id", "own UAE IBAN and Emirates ID (Luhn computed); the bank's SWIFT code is a look-alike")
def _():
    ib = ibf(iban_ae()); e = luhn_complete("784" + str(ri(1975, 2000)) + rd(7), 15)
    ef = "%s-%s-%s-%s" % (e[:3], e[3:7], e[7:14], e[14])
    t = (f"أريد كتابة رسالة إلى قسم الموارد البشرية لتحويل راتبي إلى حسابي الجديد. رقم الآيبان {ib} "
         f"ورقم الهوية الإماراتية {ef}. رمز السويفت للبنك EBILAEAD. هل أحتاج إلى شهادة من البنك؟")
    return t, [ib, ef], ["EBILAEAD"]

@case("ar", "fatura-matjar-aramex", "negative: invoice number, a shop's VAT number and an Aramex shipment number")
def _():
    inv = "INV-" + rd(6); vat = "3" + rd(13) + "3"; awb = rdn(11)
    t = (f"وصلتني فاتورة من متجر إلكتروني: رقم الفاتورة {inv}، الرقم الضريبي للمتجر {vat}، ورقم الشحنة من أرامكس {awb}. "
         "هل ضريبة القيمة المضافة 15٪ محسوبة بشكل صحيح على مبلغ 460 ريال؟")
    return t, [], [inv, vat, awb]

# ---------------------------------------------------------------- Hindi
@case("hi", "itr-aadhaar-pan", "own Aadhaar (Verhoeff computed) and PAN")
def _():
    a = aadhaar(); p = in_pan()
    t = (f"मुझे इनकम टैक्स रिटर्न भरना है। मेरा आधार नंबर {a[:4]} {a[4:8]} {a[8:]} है और पैन {p} है। "
         "पोर्टल पर लिंकिंग वाला एरर आ रहा है, क्या दोनों लिंक होना ज़रूरी है?")
    return t, [f"{a[:4]} {a[4:8]} {a[8:]}", p], []

@case("hi", "upi-failed-utr-pin", "own account number and UPI PIN; the UTR and IFSC are look-alikes")
def _():
    utr = rdn(12); acct = rdn(ri(11, 14)); ifsc = pick(["SBIN", "HDFC", "ICIC", "PUNB", "UBIN"]) + "0" + rd(6); pin = rd(6)
    t = (f"कल मैंने PhonePe से ₹2,500 भेजे, पैसे कट गए पर पहुंचे नहीं। UTR नंबर {utr} है। मेरा खाता संख्या {acct} है, "
         f"IFSC {ifsc}, और मेरा UPI पिन {pin} है। बैंक को शिकायत कैसे लिखूं?")
    return t, [acct, pin], [utr, ifsc]

@case("hi", "gst-bill-irctc-pnr", "negative: a shop's GSTIN (check computed), invoice number and a train PNR")
def _():
    g = in_gstin(); inv = "GST/25-26/" + rd(4); pnr = rdn(10)
    t = (f"एक दुकान का बिल देखकर बताओ कि GST सही लगा है या नहीं: GSTIN {g}, इनवॉइस नंबर {inv}, कुल रकम ₹4,720। "
         f"और मेरी ट्रेन का PNR {pnr} है, उसका स्टेटस कैसे देखूं?")
    return t, [], [g, inv, pnr]

# ---------------------------------------------------------------- Italian
@case("it", "730-codice-fiscale-piva", "own codice fiscale (check letter computed); the employer's partita IVA is a look-alike")
def _():
    sur, nam = pick([("Bianchi", "Giulia"), ("Esposito", "Chiara"), ("Colombo", "Francesca"), ("Ricci", "Martina")])
    cf = it_cf(sur, nam, rdate(1975, 2000), True, pick(["F205", "H501", "F839", "L219", "A944"])); pi = it_piva()
    t = (f"Devo sistemare il 730: sulla Certificazione Unica il mio datore di lavoro (P.IVA {pi}) ha scritto male il mio codice fiscale. "
         f"Quello giusto è {cf}. Come faccio a farlo correggere prima della scadenza?")
    return t, [cf], [pi]

@case("it", "spid-sms-iban-inps", "SPID one-time code from an SMS and own IBAN (CIN and IBAN check computed)")
def _():
    otp = rd(6); ib = ibf(iban_it())
    t = (f"Mi è arrivato questo SMS: «Il codice per accedere con SPID è {otp}, valido 5 minuti». Stavo aggiornando l'IBAN per il "
         f"rimborso sul portale INPS, il mio è {ib}. È tutto normale o è phishing?")
    return t, [otp, ib], []

@case("it", "avviso-pagopa-tari", "negative: PagoPA notice code and the municipality's tax code")
def _():
    av = grp("3" + rd(17), 4); ente = "0" + rd(10)
    t = (f"Mi è arrivato un avviso PagoPA del Comune per la TARI: codice avviso {av}, codice fiscale ente {ente}, importo 122,50 €, "
         "scadenza 31/07. Posso pagarlo dall'app della banca senza il QR code?")
    return t, [], [av, ente]

# ---------------------------------------------------------------- Dutch
@case("nl", "belastingdienst-bsn-digid", "own BSN (11-proof computed) and DigiD password; the well-known test BSN quoted from a manual is a look-alike")
def _():
    b = nl_bsn(); p = pw_word(["tulpen", "fietsbel", "stroopwafel", "molen", "klompen"])
    t = (f"Ik probeer in te loggen bij Mijn Belastingdienst. In een handleiding staat als voorbeeld BSN 111222333, maar mijn eigen BSN "
         f"{b} wordt niet geaccepteerd. Mijn DigiD-wachtwoord is {p}; is dat hoofdlettergevoelig?")
    return t, [b, p], ["111222333"]

@case("nl", "webshop-terugbetaling-iban", "own IBAN (account 11-proof and IBAN check computed); the order number is a look-alike")
def _():
    ib = ibf(iban_nl()); o = rd(9)
    t = (f"Kun je een kort berichtje voor de webshop opstellen? Ik wil het bedrag terug op {ib} t.n.v. S. de Vries, "
         f"mijn bestelnummer is {o}. Ze reageren al twee weken niet.")
    return t, [ib], [o]

@case("nl", "aannemer-kvk-btw-factuur", "negative: a contractor's KvK number, VAT id and invoice number")
def _():
    kvk = rd(8); btw = "NL" + rd(9) + "B0" + str(ri(1, 3)); fn = "2025-0" + rd(2)
    t = (f"Onze aannemer stuurde een factuur voor de nieuwe badkamer: KvK {kvk}, btw-id {btw}, factuurnummer {fn}. "
         "Er staat 9% btw op het arbeidsloon en 21% op de materialen. Klopt dat voor renovatie van een woning ouder dan twee jaar?")
    return t, [], [kvk, btw, fn]

# ---------------------------------------------------------------- Polish
@case("pl", "blik-pesel-raty", "BLIK code and own PESEL (check computed); the shop's NIP is a look-alike")
def _():
    b = rd(6); p = pesel(rdate(1975, 2003), pick([True, False])); n = pl_nip()
    t = (f"Robię zakupy w sklepie internetowym (NIP sprzedawcy {n}) i chcę zapłacić BLIKIEM. Mam kod {b}, ale przy ratach sklep "
         f"prosi jeszcze o PESEL — mój to {p}. Czy to normalne?")
    return t, [b, p], [n]

@case("pl", "paczkomat-kod-odbioru-konto", "parcel locker pickup code and own IBAN; the locker id is a look-alike")
def _():
    k = rd(6); ib = ibf(iban_pl()); lk = "WAW%02dM" % ri(10, 99)
    t = (f"Napisz wiadomość do sąsiada: odbierz proszę moją paczkę z Paczkomatu {lk}, kod odbioru {k}, numer telefonu podasz mój. "
         f"A za zakupy przelej mi na konto {ib}. Dzięki!")
    return t, [k, ib], [lk]

@case("pl", "faktura-firma-remontowa", "negative: a company's NIP, REGON (checks computed), KRS and invoice number")
def _():
    n = pl_nip(); r = pl_regon(); krs = "%010d" % ri(100000, 999999); fv = "FV/%s/06/2025" % rd(3)
    t = (f"Dostałem fakturę od firmy remontowej: NIP {n}, REGON {r}, KRS {krs}, faktura nr {fv}. "
         "Czy jako osoba prywatna mogę coś z tym VAT-em zrobić?")
    return t, [], [n, r, krs, fv]

# ---------------------------------------------------------------- Turkish
@case("tr", "edevlet-tc-sifre", "own TC identity number (checks computed) and e-Devlet password; the application number is a look-alike")
def _():
    tc = tr_tc(); p = pw_word(["galatasaray", "kelebek", "papatya", "lodos", "simit"]); bn = rdn(8)
    t = (f"e-Devlet'e giremiyorum, şifremi sıfırlamam gerekiyor. TC kimlik numaram {tc}, şu anki şifrem {p}. "
         f"PTT'den şifre almak için başvuru numarası {bn} verdiler, bu ne işe yarıyor?")
    return t, [tc, p], [bn]

@case("tr", "kira-iban-dekont", "own IBAN; the bank receipt reference number is a look-alike")
def _():
    ib = ibf(iban_tr()); ref = rdn(12)
    t = (f"Ev sahibine IBAN'ımı yanlış vermişim, depozitoyu geri gönderecek. Doğrusu {ib}. Yanlış hesaba giden dekonttaki "
         f"işlem referans no {ref}. Bunları da ekleyerek kısa ve kibar bir mesaj yazar mısın?")
    return t, [ib], [ref]

@case("tr", "siparis-kargo-fatura", "negative: order number, a seller's tax number and an e-archive invoice number")
def _():
    o = rdn(10); vn = rdn(10); fa = pick(["TRY", "EAR", "GIB"]) + "2025" + rd(9)
    t = (f"Trendyol siparişim {o} hâlâ kargoya verilmedi. Satıcının vergi numarası {vn}, e-Arşiv fatura numarası {fa}. "
         "Ne kadar beklemeliyim, iptal edebilir miyim?")
    return t, [], [o, vn, fa]

# ---------------------------------------------------------------- Persian
@case("fa", "dargah-pardakht-kart", "own bank card (Luhn), CVV2, expiry in Persian digits and dynamic second password; the tracking code is a look-alike")
def _():
    c = ir_card(); v = cvc(ri(3, 4)); e = ("14%02d/%02d" % (ri(4, 9), ri(1, 12))).translate(FA_DIG); dp = rd(6); tr = rdn(12)
    t = (f"موقع خرید بلیط قطار، درگاه پرداخت خطا داد ولی پول از حسابم کم شد. شماره کارت {grp(c, 4, '-')}، CVV2 {v}، "
         f"تاریخ انقضا {e} و رمز دوم پویا {dp} را وارد کرده بودم. کد پیگیری {tr} هم نمایش داده شد. پولم برمی‌گردد؟")
    return t, [grp(c, 4, "-"), v, e, dp], [tr]

@case("fa", "kalabarg-code-melli-sheba", "own national code written in Persian digits (check computed) and own Sheba IBAN")
def _():
    cm = ir_melli().translate(FA_DIG); ib = iban_ir()
    t = (f"برای ثبت‌نام کالابرگ، کد ملی {cm} و شماره شبا {ib} را وارد کردم ولی پیام «عدم تطابق اطلاعات» می‌آید. "
         "مشکل از کجاست؟ حساب به نام خودم است.")
    return t, [cm, ib], []

# ---------------------------------------------------------------- Hebrew
@case("he", "tofes-101-teudat-zehut", "own Israeli ID (check computed) and bank account; the branch number is a look-alike")
def _():
    i = il_id(); br = "%03d" % ri(400, 799); a = rd(6)
    t = (f"אני ממלא טופס 101 בעבודה החדשה. מספר תעודת הזהות שלי {i}, ולמשכורת: בנק הפועלים, סניף {br}, חשבון {a}. "
         "איפה בטופס רושמים את פרטי הבנק?")
    return t, [i, a], [br]

@case("he", "kod-delet-wifi-achot", "building door code and Wi-Fi password left for a visiting sister")
def _():
    dc = rd(4); p = pw_word()
    t = (f"אחותי מגיעה לדירה כשאני בחו״ל. תעזור לי לנסח לה הודעה קצרה: הקוד של דלת הכניסה לבניין הוא {dc}#, "
         f"הסיסמה לוויי-פיי {p}, והמפתח אצל השכנה מקומה 2.")
    return t, [dc, p], []

# ---------------------------------------------------------------- Ukrainian
@case("uk", "zarplata-rnokpp-iban", "own taxpayer number (check computed) and IBAN; the bank's EDRPOU code is a look-alike")
def _():
    r = ua_rnokpp(rdate(1975, 2000), pick([True, False])); ib = ibf(iban_ua())
    t = (f"Допоможи скласти заяву до бухгалтерії, щоб зарплату перераховували на мою картку ПриватБанку. Мій РНОКПП {r}, "
         f"IBAN {ib}, код ЄДРПОУ банку 14360570. Чи треба ще щось вказати?")
    return t, [r, ib], ["14360570"]

@case("uk", "shakhrai-kod-sms", "bank SMS code that a caller asked for; the caller's phone number is a look-alike")
def _():
    k = rd(4); ph = "+380 44 %s %s %s" % (rd(3), rd(2), rd(2))
    t = (f"Мені щойно подзвонили з номера {ph}, нібито з банку, і просять назвати код із СМС. Ось СМС: «Код: {k}. "
         "Нікому не повідомляйте цей код. ПриватБанк». Це шахраї?")
    return t, [k], [ph]

@case("uk", "nova-poshta-povernennia", "negative: Nova Poshta waybill number, a company's EDRPOU code and an order number")
def _():
    ttn = "20450" + rd(9); ed = rdn(8); o = rdn(9)
    t = (f"Посилка {ttn} вже тиждень лежить у відділенні Нової Пошти, а я хочу її повернути. Продавець — ТОВ «Зелений Дім», "
         f"код ЄДРПОУ {ed}, номер замовлення {o}. Як правильно оформити повернення?")
    return t, [], [ttn, ed, o]

# ---------------------------------------------------------------- Czech
@case("cs", "priznani-rodne-cislo-ucet", "own birth number (mod 11 computed) and account number (mod 11 computed); the bank code is a look-alike")
def _():
    rc = rodne_cislo(rdate(1975, 2000), pick([True, False])); a = cz_acct(); bank = pick(["0800", "0100", "0300", "2010", "3030"])
    t = (f"Vyplňuju přiznání k dani z příjmů. Rodné číslo {rc}, číslo účtu pro vrácení přeplatku {a}/{bank}. "
         "Kam se píše kód banky, do zvláštního políčka?")
    return t, [rc, a], [bank]

@case("cs", "eshop-ico-zasilka", "negative: a shop's company id (check computed), order number and parcel number")
def _():
    ico = cz_ico(); o = rdn(10); z = "Z %s %s %s" % (rd(3), rd(4), rd(3))
    t = (f"Objednal jsem u e-shopu (IČO {ico}), objednávka č. {o}, zásilka přes Zásilkovnu {z}. Zboží nepřišlo a neodpovídají. "
         "Jak mám postupovat, můžu podat stížnost na ČOI?")
    return t, [], [ico, o, z]

# ---------------------------------------------------------------- Swedish
@case("sv", "hyresansokan-personnummer", "own personal identity number (Luhn computed) and account number; the clearing number is a look-alike")
def _():
    pn = se_pnr(rdate(1975, 2000)); cl = "8%03d-%d" % (ri(100, 499), ri(0, 9)); kn = "%s %s %s-%s" % (rd(3), rd(3), rd(3), rd(1))
    t = (f"Jag ska fylla i en hyresansökan och de vill ha mitt personnummer {pn} och kontonummer för depositionen. "
         f"Det är Swedbank, clearingnummer {cl}, kontonummer {kn}. Ska clearingnumret skrivas med femte siffran?")
    return t, [pn, kn], [cl]

@case("sv", "kattvakt-portkod-larm", "door code, alarm code and Wi-Fi password for a cat sitter")
def _():
    pk = rd(4); lk = rd(4); p = pw_word(["kanelbulle", "lingon", "sjostjarna", "midsommar", "blabar"])
    t = (f"Kan du skriva en lapp till min kattvakt? Portkoden är {pk}, larmet slår du av med {lk} och sedan OFF, "
         f"wifi-lösenordet är {p}. Maten står i skafferiet, en halv burk morgon och kväll.")
    return t, [pk, lk, p], []

# ---------------------------------------------------------------- Danish
@case("da", "boligstotte-cpr-nemkonto", "own CPR number and account number; the registration number is a look-alike")
def _():
    d = rdate(1975, 2000); cpr = d.strftime("%d%m%y") + "-" + rd(4); reg = rd(4); kn = rdn(10)
    t = (f"Jeg søger boligstøtte og skal angive CPR-nummer {cpr} og NemKonto. Min bank siger reg.nr. {reg} og kontonr. {kn}. "
         "Skal kontonummeret skrives med foranstillede nuller?")
    return t, [cpr, kn], [reg]

@case("da", "faktura-cvr-fikort", "negative: a company's CVR number (check computed), invoice number and FI payment line")
def _():
    cvr = dk_cvr(); fn = rd(6); fi = "+71< %s +%s<" % (rd(15), rd(8))
    t = (f"Jeg har fået en faktura fra VVS-firmaet (CVR {cvr}), fakturanr. {fn}, og der står et FI-kort: {fi}. "
         "Hvordan betaler jeg det i netbanken?")
    return t, [], [cvr, fn, fi]

# ---------------------------------------------------------------- Norwegian (Bokmal)
@case("nb", "boliglan-fodselsnummer-bankid", "own national identity number (both check digits computed), account number (mod 11) and BankID password")
def _():
    f = no_fnr(rdate(1975, 1999)); k = no_acct(); p = pw_word(["fjellbekk", "brunost", "nordlys", "skiloyper", "multe"])
    t = (f"Jeg skal søke om boliglån og rådgiveren ber om fødselsnummer: {f}. Kontonummeret mitt er {k}. "
         f"Han spurte også om passordet til BankID, som er {p} — skal jeg virkelig gi ham det?")
    return t, [f, k, p], []

@case("nb", "mammas-kort-flybilletter", "a card entrusted by the user's mother for booking her flights")
def _():
    c = visa(); e = expiry(); v = cvc()
    t = (f"Mamma har gitt meg kortet sitt for å bestille flybilletter til henne: {cardf(c)}, utløp {e}, CVC {v}. "
         "Hvordan legger jeg inn at det er hun som reiser og ikke jeg?")
    return t, [cardf(c), e, v], []

# ---------------------------------------------------------------- Finnish
@case("fi", "kela-hetu-pankkitunnukset", "own personal identity code (check character computed) and online-bank password")
def _():
    h = fi_hetu(rdate(1975, 2004)); p = pw_word(["mustikka", "saunailta", "revontuli", "lakka", "kuusikko"])
    t = (f"Täytän Kelan hakemusta ja se kysyy henkilötunnusta: {h}. Pankkitunnusteni salasana on {p} — "
         "voiko OmaKelaan kirjautua samoilla tunnuksilla vai tarvitsenko mobiilivarmenteen?")
    return t, [h, p], []

@case("fi", "lasku-viitenumero-ytunnus", "negative: a company's business id (check computed), IBAN and reference number (7-3-1 computed)")
def _():
    y = fi_ytunnus(); ib = ibf(iban_fi()); v = fi_viite(rdn(ri(8, 12)))
    t = (f"Sain laskun: saaja Lahden Kiinteistöhuolto Oy, Y-tunnus {y}, tilinumero {ib}, viitenumero {v}, eräpäivä 15.7.2025, "
         "summa 214,60 €. Voinko muuttaa sen e-laskuksi?")
    return t, [], [y, ib, v]

# ---------------------------------------------------------------- Hungarian
@case("hu", "munkahely-adoazonosito-taj", "own tax identification number and TAJ health insurance number (checks computed)")
def _():
    a = hu_adoaz(rdate(1975, 2000)); tj = hu_taj(); tf = "%s %s %s" % (tj[:3], tj[3:6], tj[6:])
    t = (f"Az új munkahelyemen kérik az adóazonosító jelemet ({a}) és a TAJ-számomat ({tf}). "
         "Nyugodtan elküldhetem ezeket e-mailben a HR-esnek, vagy jobb személyesen leadni?")
    return t, [a, tf], []

@case("hu", "otp-sms-kod-szamlaszam", "one-time code from a bank SMS and own account number (check digits computed)")
def _():
    k = rd(8); sz = hu_acct16()
    t = (f"Az OTP-től jött egy SMS: „Az Ön egyszer használatos jelszava: {k}. Soha ne adja meg senkinek!” Közben egy „futár” "
         f"telefonon kérte, hogy olvassam fel, mert a {sz} számlámra kell visszautalnia a szállítási díjat. Ez csalás?")
    return t, [k, sz], []

@case("hu", "szamla-adoszam-csomag", "negative: a company's tax number (check computed), invoice serial and parcel number")
def _():
    ad = hu_adoszam(); sz = "NAV-%s/%s" % ("2025", rd(5)); cs = "MPL" + rd(11)
    t = (f"Kaptam egy számlát a webáruháztól: adószám {ad}, számla sorszáma {sz}, a csomag azonosítója {cs}. "
         "A termék hibás, hogyan kérhetem vissza az árát?")
    return t, [], [ad, sz, cs]

# ---------------------------------------------------------------- Romanian
@case("ro", "declaratia-unica-cnp-iban", "own CNP (check computed) and IBAN")
def _():
    c = ro_cnp(rdate(1975, 2003), pick([True, False])); ib = ibf(iban_ro())
    t = (f"Completez Declarația unică în SPV. CNP-ul meu este {c}, iar IBAN-ul pentru restituire {ib}. "
         "Trebuie să atașez și un extras de cont?")
    return t, [c, ib], []

@case("ro", "bona-wifi-interfon", "two messages: Wi-Fi password and intercom code announced, then given")
def _():
    p = pw_word(["ciocarlia", "zambila", "papanasi", "brasov", "carpati"]); ic = rd(4)
    return (M("Îți dau imediat parola de la Wi-Fi și codul de la interfon, ca să-mi scrii un bilețel frumos pentru bonă.",
              f"Rețeaua e DIGI-5G-Popescu, parola {p}, iar codul de la interfon e {ic}, apoi tasta cu clopoțel."), [p, ic], [])

# ---------------------------------------------------------------- Greek
@case("el", "gov-gr-afm-amka-taxisnet", "own AFM and AMKA (checks computed) and TAXISnet password")
def _():
    a = gr_afm("01"); am = gr_amka(rdate(1975, 2000)); p = pw_rand(12)
    t = (f"Θέλω να κάνω αίτηση στο gov.gr για το επίδομα. ΑΦΜ {a}, ΑΜΚΑ {am}, και οι κωδικοί μου στο Taxisnet είναι "
         f"όνομα χρήστη kpapad και συνθηματικό {p}. Γιατί μου βγάζει «μη έγκυρα διαπιστευτήρια»;")
    return t, [a, am, p], []

@case("el", "pliromi-rf-kodikos", "negative: an RF payment reference (ISO 11649 computed), a company's AFM and a receipt number")
def _():
    rf = rf_ref(rd(ri(12, 18))); a = gr_afm("089"); ap = "ΤΠΥ-" + rd(5)
    t = (f"Πρέπει να πληρώσω τον λογαριασμό του ρεύματος με κωδικό πληρωμής {rf}. Η εταιρεία έχει ΑΦΜ {a}, "
         f"το παραστατικό είναι {ap}. Μπορώ να τον πληρώσω από το e-banking χωρίς να πάω στο ταμείο;")
    return t, [], [rf, a, ap]

# ---------------------------------------------------------------- Vietnamese
@case("vi", "vneid-cccd-mat-khau", "own citizen ID number and VNeID password; the application code is a look-alike")
def _():
    cc = pick(["001", "079", "031", "048", "092"]) + pick("0123") + rd(2) + rd(6); p = pw_rand(10, "@#"); hs = "G" + rd(12)
    t = (f"Mình đăng ký tài khoản định danh mức 2 trên VNeID mà bị lỗi hoài. Số CCCD của mình là {cc}, mật khẩu mình đặt là {p}. "
         f"Mã hồ sơ hiển thị là {hs}. Sao vậy nhỉ?")
    return t, [cc, p], [hs]

@case("vi", "otp-vietcombank-cuoc-goi", "one-time code from a bank SMS and own account number")
def _():
    o = rd(6); a = "10" + rd(8)
    t = (f"Có người gọi tự xưng nhân viên Vietcombank bảo mình đọc mã vừa nhận: \"Ma OTP cua Quy khach la {o}. Tuyet doi KHONG "
         f"cung cap OTP cho bat ky ai.\" Họ còn đọc đúng số tài khoản của mình là {a}. Mình có nên đọc mã cho họ không?")
    return t, [o, a], []

@case("vi", "shopee-don-hang-van-don", "negative: marketplace order code, courier tracking code and a company's tax code")
def _():
    od = "2506" + rd(2) + rs(ALNU, 8); vd = "GY" + rs(ALNU, 6); mst = "0" + rd(9)
    t = (f"Đơn hàng Shopee {od} báo đã giao nhưng mình chưa nhận được. Mã vận đơn GHN là {vd}, shop xuất hóa đơn với "
         f"mã số thuế công ty {mst}. Mình nên khiếu nại với ai trước?")
    return t, [], [od, vd, mst]

# ---------------------------------------------------------------- Thai
@case("th", "bat-prachachon-banchi", "own Thai ID number (check computed) and bank account number")
def _():
    i = th_id(); a = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    t = (f"ช่วยเขียนข้อความถึงฝ่ายบุคคลหน่อย ขอเปลี่ยนบัญชีรับเงินเดือน เลขบัตรประชาชน {i} บัญชีกสิกรไทยเลขที่ {a} "
         "ชื่อบัญชี นางสาวพิมพ์ชนก ใจดี ต้องแนบสำเนาหน้าสมุดบัญชีไหม")
    return t, [i, a], []

@case("th", "otp-ref-sms", "bank OTP from a pasted SMS; the OTP reference code next to it is a look-alike")
def _():
    o = rd(6); ref = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 4)
    t = (f"ได้ SMS นี้มา: \"รหัส OTP คือ {o} (Ref: {ref}) ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น\" "
         "แต่ฉันไม่ได้ทำรายการอะไรเลย ควรทำยังไงดี")
    return t, [o], [ref]

@case("th", "pasadu-kerry-phasi", "negative: postal tracking number (S10 computed), a company's tax id (check computed) and order number")
def _():
    trk = s10("EF", "TH"); b = "0" + pick(["10", "13", "20"]) + rd(9); tid = b + th_id_check(b); o = rdn(15)
    t = (f"พัสดุ EMS เลข {trk} ค้างที่ศูนย์ไปรษณีย์มา 5 วันแล้ว ร้านค้าออกใบกำกับภาษีเลขประจำตัวผู้เสียภาษี {tid} "
         f"เลขคำสั่งซื้อ {o} ควรติดต่อใครก่อนดี")
    return t, [], [trk, tid, o]

# ---------------------------------------------------------------- Indonesian
@case("id", "bpjs-nik-pin-mbanking", "own NIK and mobile-banking PIN")
def _():
    d = rdate(1975, 2002); nik = pick(["317101", "327301", "357801", "517101"]) + "%02d%s" % (d.day + pick([0, 40]), d.strftime("%m%y")) + "%04d" % ri(1, 9999)
    pin = rd(6)
    t = (f"Saya mau daftar BPJS Kesehatan online, diminta NIK: {nik}. Terus kenapa aplikasi BCA mobile saya minta PIN lagi? "
         f"PIN saya {pin} kok ditolak terus?")
    return t, [nik, pin], []

@case("id", "otp-virtual-account", "OTP from a pasted SMS; the virtual account number being paid is a look-alike")
def _():
    va = "8" + rd(15); o = rd(6)
    t = (f"Aku lagi bayar tagihan kuliah pakai virtual account {va}, terus dapat SMS \"JANGAN BERIKAN KODE INI KEPADA SIAPAPUN "
         f"termasuk pihak bank. Kode OTP Anda: {o}\". Bayarnya harus lewat m-banking atau bisa ATM?")
    return t, [o], [va]

@case("id", "resi-npwp-tokopedia", "negative: courier tracking number, a company's NPWP and a marketplace invoice number")
def _():
    r = "JP" + rd(10); n = "%s.%s.%s.%s-%s.000" % (rd(2), rd(3), rd(3), rd(1), rd(3)); inv = "INV/202506%02d/MPL/%s" % (ri(1, 28), rd(10))
    t = (f"Paket dengan resi {r} belum sampai. Tokonya PT Sumber Rejeki, NPWP {n}, nomor invoice {inv}. "
         "Gimana cara komplain ke Tokopedia?")
    return t, [], [r, n, inv]

# ---------------------------------------------------------------- Tagalog
@case("tl", "gcash-mpin-otp-refno", "GCash MPIN and OTP; the receipt's Ref No. is a look-alike")
def _():
    mp = rd(4); o = rd(6); ref = rdn(13)
    t = (f"Paano ba i-unlock yung GCash ko? Na-lock na kasi. Yung MPIN ko {mp} pero ayaw na tanggapin. Nag-send sila ng OTP {o} "
         f"tapos expired agad. Eto yung huling transaction ko, Ref No. {ref}.")
    return t, [mp, o], [ref]

@case("tl", "sss-tin-loan-anunsyo", "two messages: SSS and TIN numbers announced, then given")
def _():
    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1)); tin = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    return (M("Ibibigay ko sa'yo yung SSS number ko para matulungan mo ako mag-fill out ng salary loan application, ha?",
              f"SSS: {sss}, tapos TIN ko {tin}. Saan ko ilalagay yung employer ID?"), [sss, tin], [])

@case("tl", "lazada-lbc-resibo", "negative: marketplace order number, courier tracking number and a receipt's Ref No.")
def _():
    o = rdn(15); lbc = rdn(12); ref = rdn(13)
    t = (f"Nagbayad ako sa Lazada order {o} gamit ang GCash, Ref No. {ref} sa resibo. Pero yung LBC tracking {lbc} "
         "walang update for one week. Refund ba o maghintay pa?")
    return t, [], [o, ref, lbc]

# ---------------------------------------------------------------- Swahili
@case("sw", "mpesa-ujumbe-pin", "M-Pesa transaction code (counted as a secret) and M-Pesa PIN; the recipient's phone number is a look-alike")
def _():
    code = "T" + rs(UPP, 2) + rd(1) + rs(ALNU, 6); pin = rd(4); ph = "07" + rd(8)
    t = (f"Nimepokea ujumbe huu, naomba unisaidie kuthibitisha kama pesa imefika: \"{code} Confirmed. Ksh2,500.00 sent to JOHN KAMAU "
         f"{ph} on 12/6/25 at 3:41 PM. New M-PESA balance is Ksh1,234.50. Transaction cost, Ksh33.00.\" "
         f"Je, nibadilishe PIN yangu ya M-Pesa? Kwa sasa ni {pin}.")
    return t, [code, pin], [ph]

@case("sw", "itax-kitambulisho-kra-pin", "own national ID number, KRA PIN and iTax password")
def _():
    idn = "3" + rd(7); kra = "A" + rd(9) + pick(UPP); p = pw_word(["simba", "twiga", "kilimanjaro", "pwani", "chai"])
    t = (f"Naomba unisaidie kujaza returns kwenye iTax. Namba yangu ya kitambulisho ni {idn}, KRA PIN ni {kra}, "
         f"na password ya iTax ni {p}. Nimeajiriwa, je nitumie fomu ya P9?")
    return t, [idn, kra, p], []

@case("sw", "paybill-bili-ya-maji", "negative: paybill number, utility account number and a shop's till number")
def _():
    pb = rdn(6); acc = rdn(9); till = rdn(7)
    t = (f"Nataka kulipa bili ya maji kwa M-Pesa: Paybill {pb}, Akaunti {acc}, kiasi Ksh 1,450. "
         f"Na duka la jirani linasema nilipe kwa Till number {till}. Tofauti ya Paybill na Till ni nini?")
    return t, [], [pb, acc, till]

# ================================================================ validation and output
ISO639_1 = set(("aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el "
                "en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja "
                "jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd "
                "ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss "
                "st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu").split())
BAD_CODEPOINTS = set([0x85, 0xFEFF, 0x2028, 0x2029, 0x200B, 0x200D, 0x200E, 0x200F] + list(range(0x202A, 0x202F)) + list(range(0x2060, 0x2065)))
ZWNJ = "\u200c"  # zero-width non-joiner: part of normal Persian spelling, allowed in text only
SEP = "\n---\n"

def hostile(s, allow_newline):
    for ch in s:
        cp = ord(ch)
        if ch in ("\n", ZWNJ) and allow_newline: continue
        if cp in BAD_CODEPOINTS: return "U+%04X" % cp
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"): return "U+%04X" % cp
    return None

def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out

def case_problems(c):
    p = []
    text, sec, lk = c["text"], c["secrets"], c["lookalikes"]
    if c["lang"] not in ISO639_1: p.append("lang not ISO 639-1: %r" % c["lang"])
    if not text.strip(): p.append("empty text")
    if not c["note"].strip(): p.append("empty note")
    if "\r" in text or "\t" in text: p.append("CR or TAB in text")
    for fld in ("id", "lang", "note"):
        h = hostile(c[fld], False)
        if h: p.append("hostile char %s in %s" % (h, fld))
    h = hostile(text, True)
    if h: p.append("hostile char %s in text" % h)
    if text.startswith("---") or text.endswith("---") or (SEP + SEP) in text: p.append("bad message separators")
    allv = sec + lk
    if len(set(allv)) != len(allv): p.append("duplicate listed value")
    if not sec and not lk: p.append("case lists nothing")
    for v in allv:
        if not isinstance(v, str) or not v or v != v.strip(): p.append("bad value %r" % v); continue
        h = hostile(v, True)
        if h: p.append("hostile char %s in value %r" % (h, v))
        occ = occurrences(text, v)
        if not occ: p.append("value not in text: %r" % v); continue
        if len(v) <= 6 and len(occ) > 1: p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            before = text[a - 1] if a > 0 else ""
            after = text[b] if b < len(text) else ""
            if v[0].isdigit() and before.isdigit(): p.append("number embedded (left): %r" % v)
            if v[-1].isdigit() and after.isdigit(): p.append("number embedded (right): %r" % v)
        if v in c["note"]: p.append("listed value leaks into note: %r" % v)
    socc = [iv for v in sec for iv in occurrences(text, v)]
    locc = [iv for v in lk for iv in occurrences(text, v)]
    for a, b in socc:
        for x, y in locc:
            if a < y and x < b: p.append("secret and look-alike overlap at %d-%d / %d-%d" % (a, b, x, y))
    return p

def q(s): return json.dumps(s, ensure_ascii=False)

def emit(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for key in ("secrets", "lookalikes"):
            if c[key]:
                out.append("    %s:" % key)
                out.extend("      - " + q(v) for v in c[key])
            else:
                out.append("    %s: []" % key)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"

def build():
    cases, errors = [], []
    for n, spec in enumerate(CASES, 1):
        cid = "%s-%03d-%s" % (PREFIX, n, spec["slug"])
        last = None
        for attempt in range(60):
            text, sec, lk = spec["fn"]()
            c = {"id": cid, "lang": spec["lang"], "text": text, "secrets": list(sec), "lookalikes": list(lk), "note": spec["note"]}
            last = case_problems(c)
            if not last: break
        if last:
            errors.extend("%s: %s" % (cid, e) for e in last)
        cases.append(c)
    ids = [c["id"] for c in cases]
    if len(set(ids)) != len(ids): errors.append("duplicate ids")
    for c in cases:
        if not re.fullmatch(r"%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*" % PREFIX, c["id"]): errors.append("bad id " + c["id"])
    return cases, errors

def main():
    if len(sys.argv) != 2 or not sys.argv[1].endswith(".yaml"):
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME)); sys.exit(1)
    bad = self_tests()
    if bad:
        print("check-digit self tests failed:", bad); sys.exit(1)
    cases, errors = build()
    if errors:
        for e in errors: print("PROBLEM", e)
        sys.exit(1)
    data = emit(cases)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    pos = sum(1 for c in cases if c["secrets"])
    print("wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes, %d languages, %d multi-message" % (
        sys.argv[1], len(cases), pos, len(cases) - pos, sum(len(c["secrets"]) for c in cases),
        sum(len(c["lookalikes"]) for c in cases), len(set(c["lang"] for c in cases)), sum(1 for c in cases if SEP in c["text"])))

if __name__ == "__main__" and "--selftest" not in sys.argv:
    main()
