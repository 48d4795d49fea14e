#!/usr/bin/env python3
"""Deterministic generator of heldout_v69, a blind evaluation set for a secrets filter.

Usage: python3 make_heldout_v69.py heldout_v69.yaml
Standard library only; every random value comes from random.Random(69).
Everything is validated before the file is written; exit status 1 on any problem.
"""
import sys, random, json, string, base64, re, unicodedata

NAME = "heldout_v69"
SEED = 69
PREFIX = "H69"
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = UP + LO + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
SYM = "!#$%&*?@-_+=."


# ---------------------------------------------------------------- random helpers
def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n):
    return rs(DIG, n)


def rdnz(n):
    return R.choice("123456789") + rd(n - 1)


def pick(seq):
    return R.choice(seq)


def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def digs(s):
    return [int(c) for c in s]


# ---------------------------------------------------------------- check digits
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
    return luhn_sum(s) % 10 == 0


def luhn_digit(partial):
    return str((10 - luhn_sum(partial + "0") % 10) % 10)


def luhn_complete(partial):
    return partial + luhn_digit(partial)


def card(prefix, length):
    return luhn_complete(prefix + rd(length - len(prefix) - 1))


def iban_mod(s):
    s = s.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban(cc, bban):
    chk = 98 - iban_mod(cc + "00" + bban)
    return "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    return iban_mod(s) == 1


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
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


def aba_ok(s):
    d = digs(s)
    return sum(w * x for w, x in zip([3, 7, 1] * 3, d)) % 10 == 0


def mod11_weighted(s, weights):
    return sum(int(c) * w for c, w in zip(s, weights))


# national / tax identifiers ------------------------------------------------------
def cn_resident_id(region, y, m, d, female=None):
    seq = rd(2) + (R.choice("02468") if female else R.choice("13579")) if female is not None else rd(3)
    body = "%s%04d%02d%02d%s" % (region, y, m, d, seq)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + "10X98765432"[s % 11]


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_check(body17):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_CH.index(c) * x for c, x in zip(body17, w))
    return USCC_CH[(31 - s % 31) % 31]


def my_number_check(d11):
    p = digs(d11)[::-1]
    s = 0
    for n in range(1, 12):
        q = n + 1 if n <= 6 else n - 5
        s += p[n - 1] * q
    r = s % 11
    return "0" if r <= 1 else str(11 - r)


def jp_corp_check(d12):
    p = digs(d12)[::-1]
    s = sum(p[n - 1] * (1 if n % 2 == 1 else 2) for n in range(1, 13))
    return str(9 - s % 9)


def kr_rrn(yy, mm, dd, g):
    body = "%02d%02d%02d%d%s" % (yy, mm, dd, g, rd(5))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body[:6] + "-" + body[6:] + str((11 - s % 11) % 10)


def kr_brn_check(d9):
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    d = digs(d9)
    s = sum(a * b for a, b in zip(d, w)) + (d[8] * 5) // 10
    return str((10 - s % 10) % 10)


def cpf():
    while True:
        b = digs(rd(9))
        if len(set(b)) > 1:
            break
    s1 = sum(x * w for x, w in zip(b, range(10, 1, -1)))
    d1 = 11 - s1 % 11
    d1 = 0 if d1 >= 10 else d1
    s2 = sum(x * w for x, w in zip(b + [d1], range(11, 1, -1)))
    d2 = 11 - s2 % 11
    d2 = 0 if d2 >= 10 else d2
    n = "".join(map(str, b)) + str(d1) + str(d2)
    return "%s.%s.%s-%s" % (n[:3], n[3:6], n[6:9], n[9:])


def cnpj_digits(b12):
    b = digs(b12)
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum(x * w for x, w in zip(b, w1))
    d1 = 11 - s % 11
    d1 = 0 if d1 >= 10 else d1
    w2 = [6] + w1
    s = sum(x * w for x, w in zip(b + [d1], w2))
    d2 = 11 - s % 11
    d2 = 0 if d2 >= 10 else d2
    return b12 + str(d1) + str(d2)


def dni_letter(n8):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(n8) % 23]


def es_cif(letter, d7):
    d = digs(d7)
    even = d[1] + d[3] + d[5]
    odd = 0
    for x in (d[0], d[2], d[4], d[6]):
        y = 2 * x
        odd += y // 10 + y % 10
    return letter + d7 + str((10 - (even + odd) % 10) % 10)


def nir_key(n13):
    return "%02d" % (97 - int(n13) % 97)


def de_steuer_id():
    while True:
        first = R.choice("123456789")
        rest = [first] + [R.choice(DIG) for _ in range(9)]
        counts = {}
        for c in rest:
            counts[c] = counts.get(c, 0) + 1
        multi = [c for c, k in counts.items() if k > 1]
        if len(multi) == 1 and counts[multi[0]] in (2, 3) and len(counts) == 10 - counts[multi[0]] + 1:
            break
    body = "".join(rest)
    p = 10
    for c in body:
        s = (int(c) + p) % 10
        if s == 0:
            s = 10
        p = (2 * s) % 11
    chk = 11 - p
    if chk == 10:
        chk = 0
    return body + str(chk)


def icao_check(s):
    vals = []
    for c in s:
        if c.isdigit():
            vals.append(int(c))
        elif c == "<":
            vals.append(0)
        else:
            vals.append(ord(c) - 55)
    w = [7, 3, 1]
    return str(sum(v * w[i % 3] for i, v in enumerate(vals)) % 10)


def bsn():
    while True:
        d = digs(rdnz(8))
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        for last in range(10):
            if (s - last) % 11 == 0:
                return "".join(map(str, d)) + str(last)


def se_personnummer(yy, mm, dd):
    body = "%02d%02d%02d%s" % (yy, mm, dd, rd(3))
    return body[:6] + "-" + body[6:] + luhn_digit(body)


def no_fnr(dd, mm, yy, indiv=(0, 499)):
    while True:
        body = "%02d%02d%02d%03d" % (dd, mm, yy, R.randint(*indiv))
        d = digs(body)
        k1 = 11 - sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        k2 = 11 - sum(x * w for x, w in zip(d + [k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return body + str(k1) + str(k2)


def no_mod11(body, weights):
    k = 11 - sum(int(c) * w for c, w in zip(body, weights)) % 11
    if k == 11:
        return "0"
    if k == 10:
        return None
    return str(k)


def fi_hetu(dd, mm, yy, sep):
    n = rd(3)
    while n in ("000", "001"):
        n = rd(3)
    base = "%02d%02d%02d" % (dd, mm, yy)
    return base + sep + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + n) % 31]


def pesel(yy, mm, dd):
    body = "%02d%02d%02d%s" % (yy, mm, dd, rd(4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return body + str((10 - sum(int(c) * x for c, x in zip(body, w)) % 10) % 10)


def pl_id_card():
    letters = rs(UP, 3)
    nums = rd(5)
    vals = [ord(c) - 55 for c in letters]
    s = sum(v * x for v, x in zip(vals + digs(nums), [7, 3, 1] + [7, 3, 1, 7, 3]))
    return letters + str(s % 10) + nums


def pl_nip():
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        b = rdnz(9)
        c = sum(int(x) * y for x, y in zip(b, w)) % 11
        if c != 10:
            return b + str(c)


def cz_rodne_cislo(yy, mm, dd, female):
    m = mm + 50 if female else mm
    while True:
        base = "%02d%02d%02d%s" % (yy, m, dd, rd(3))
        c = int(base) % 11
        if c == 10:
            continue
        return base[:6] + "/" + base[6:] + str(c)


def cz_ico():
    b = rdnz(7)
    s = sum(int(c) * w for c, w in zip(b, range(8, 1, -1)))
    return b + str((11 - s % 11) % 10)


def cz_account():
    w = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
    while True:
        b = rdnz(9)
        for last in range(10):
            n = b + str(last)
            if sum(int(c) * x for c, x in zip(n, w)) % 11 == 0:
                return n


def ro_cnp(s, yy, mm, dd, county):
    body = "%d%02d%02d%02d%02d%s" % (s, yy, mm, dd, county, rd(3))
    w = "279146358279"
    c = sum(int(a) * int(b) for a, b in zip(body, w)) % 11
    return body + ("1" if c == 10 else str(c))


def ro_cui():
    b = rdnz(7)
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = (sum(int(a) * x for a, x in zip(b, w)) * 10) % 11
    return b + ("0" if c == 10 else str(c))


def hu_taj():
    b = rdnz(8)
    s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    return b + str(s % 10)


def hu_adoazonosito(days):
    while True:
        body = "8" + "%05d" % days + rd(3)
        c = sum(int(c) * (i + 1) for i, c in enumerate(body)) % 11
        if c != 10:
            return body + str(c)


def hu_block(prefix):
    w = [9, 7, 3, 1, 9, 7, 3]
    body = prefix + rd(7 - len(prefix))
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


def hu_block16():
    w = [9, 7, 3, 1] * 4
    body = rd(15)
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + str((10 - s % 10) % 10)


def gr_amka(dd, mm, yy):
    return luhn_complete("%02d%02d%02d%s" % (dd, mm, yy, rd(4)))


def gr_afm(first="1"):
    b = first + rd(7)
    s = sum(int(c) * (2 ** (8 - i)) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def tr_tckn():
    d = [R.choice("123456789")] + [R.choice(DIG) for _ in range(8)]
    d = [int(x) for x in d]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)


def il_check_ok(n9):
    s = 0
    for i, c in enumerate(n9):
        x = int(c) * (1 if i % 2 == 0 else 2)
        s += x // 10 + x % 10
    return s % 10 == 0


def il_id(prefix=""):
    while True:
        b = prefix + rd(8 - len(prefix))
        for last in range(10):
            if il_check_ok(b + str(last)):
                return b + str(last)


def ir_melli():
    while True:
        b = rd(9)
        if b[:3] == "000":
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(b))
        r = s % 11
        return b + str(r if r < 2 else 11 - r)


def th_id():
    b = R.choice("13") + rd(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    return b + str((11 - s % 11) % 10)


def ua_rnokpp():
    b = rdnz(9)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(c) * x for c, x in zip(b, w)) % 11 % 10)


def ru_inn12(region):
    b = region + rd(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n11 = sum(int(c) * x for c, x in zip(b, w1)) % 11 % 10
    b += str(n11)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n12 = sum(int(c) * x for c, x in zip(b, w2)) % 11 % 10
    return b + str(n12)


def ru_inn10_ok(s):
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return sum(int(c) * x for c, x in zip(s, w)) % 11 % 10 == int(s[9])


def ru_inn10(region):
    b = region + rd(7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(c) * x for c, x in zip(b, w)) % 11 % 10)


def snils_check(b9):
    s = sum(int(c) * (9 - i) for i, c in enumerate(b9))
    if s < 100:
        return "%02d" % s
    if s in (100, 101):
        return "00"
    s = s % 101
    return "00" if s == 100 else "%02d" % s


def snils():
    b = "1" + rd(8)
    c = snils_check(b)
    return "%s-%s-%s %s" % (b[:3], b[3:6], b[6:], c)


def ogrn(b12):
    return b12 + str(int(b12) % 11 % 10)


def ru_account_ok(bik, acc):
    s = bik[-3:] + acc
    w = [7, 1, 3] * 8
    return sum(int(c) * x for c, x in zip(s, w)) % 10 == 0


def ru_account(bik, head):
    while True:
        a = head + rd(20 - len(head))
        for k in range(10):
            acc = a[:8] + str(k) + a[9:]
            if ru_account_ok(bik, acc):
                return acc


def s10(prefix, country):
    b = rd(8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(x) * y for x, y in zip(b, w)) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + b + str(c) + country


def gstin(state, pan):
    body = state + pan + R.choice("123") + "Z"
    chars = DIG + UP
    s = 0
    for i, c in enumerate(body):
        v = chars.index(c) * (1 if i % 2 == 0 else 2)
        s += v // 36 + v % 36
    return body + chars[(36 - s % 36) % 36]


def pan_card(kind="P"):
    return rs(UP, 3) + kind + rs(UP, 1) + rd(4) + rs(UP, 1)


def aadhaar():
    b = R.choice("23456789") + rd(10)
    return b + verhoeff_digit(b)


def abn():
    while True:
        b = rdnz(11)
        d = digs(b)
        d[0] -= 1
        w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
        if sum(x * y for x, y in zip(d, w)) % 89 == 0:
            return b


def abn_from_tail():
    # choose the last 9 digits at random and search the first two for a valid ABN
    tail = rd(9)
    for head in range(10, 100):
        b = "%02d" % head + tail
        d = digs(b)
        d[0] -= 1
        w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
        if sum(x * y for x, y in zip(d, w)) % 89 == 0:
            return b
    return abn_from_tail()


def tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = rdnz(8)
        for last in range(10):
            n = b + str(last)
            if sum(int(c) * x for c, x in zip(n, w)) % 11 == 0:
                return n


def au_medicare():
    b = R.choice("23456") + rd(7)
    w = [1, 3, 7, 9, 1, 3, 7, 9]
    c = sum(int(x) * y for x, y in zip(b, w)) % 10
    return b + str(c) + R.choice("123456789")


def ca_sin():
    return luhn_complete(R.choice("1234567") + rd(7))


def it_cf_check(s15):
    odd = {}
    oddv = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    for i, c in enumerate(UP):
        odd[c] = oddv[i]
    for i, c in enumerate(DIG):
        odd[c] = oddv[i]
    s = 0
    for i, c in enumerate(s15):
        if i % 2 == 0:
            s += odd[c]
        else:
            s += int(c) if c.isdigit() else ord(c) - 65
    return UP[s % 26]


def it_piva():
    b = "0" + rd(9)
    return luhn_complete(b)


def es_ccc(entity, office, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s10_):
        v = 11 - sum(int(c) * x for c, x in zip(s10_, w)) % 11
        return {10: 1, 11: 0}.get(v, v)
    return "%s%s%d%d%s" % (entity, office, dc("00" + entity + office), dc(acct), acct)


def fr_rib_key(bank, guichet, compte):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97))


def pt_nib(bank, branch, acct):
    b = bank + branch + acct
    return b + "%02d" % (98 - (int(b) * 100) % 97)


def pt_nif(first):
    b = first + rd(7)
    s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
    c = 11 - s % 11
    return b + ("0" if c >= 10 else str(c))


def fi_ytunnus():
    w = [7, 9, 10, 5, 8, 4, 2]
    while True:
        b = rdnz(7)
        r = sum(int(c) * x for c, x in zip(b, w)) % 11
        if r == 1:
            continue
        return b + "-" + ("0" if r == 0 else str(11 - r))


def fi_viite(base):
    w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - s % 10) % 10)


def dk_cvr():
    w = [2, 7, 6, 5, 4, 3, 2, 1]
    while True:
        b = rdnz(7)
        for last in range(10):
            n = b + str(last)
            if sum(int(c) * x for c, x in zip(n, w)) % 11 == 0:
                return n


def pl_bank_sort(head3):
    b = head3 + rd(4)
    w = [3, 9, 7, 1, 3, 9, 7]
    s = sum(int(c) * x for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


def it_cin(abi, cab, conto):
    return _it_cin(abi + cab + conto)


def _it_cin(s22):
    oddv = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    t = 0
    for i, c in enumerate(s22):
        v = int(c) if c.isdigit() else ord(c) - 65
        t += oddv[v] if i % 2 == 0 else v
    return UP[t % 26]


def be_account():
    b = rd(10)
    c = int(b) % 97
    return b + "%02d" % (97 if c == 0 else c)


def rf_ref(ref):
    chk = 98 - iban_mod("RF00" + ref)
    return "RF%02d%s" % (chk, ref)


def clabe(bank3, plaza3, acct11):
    b = bank3 + plaza3 + acct11
    w = [3, 7, 1] * 6
    s = sum((int(c) * x) % 10 for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


def nl_elfproef():
    while True:
        b = rdnz(9)
        for last in range(10):
            n = b + str(last)
            if sum(int(c) * x for c, x in zip(n, range(10, 0, -1))) % 11 == 0:
                return n


def kr_card():
    return card(pick(["9410", "5365", "4579"]), 16)


def uuid4():
    h = list(rs(HEXL, 32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def imei():
    return luhn_complete(pick(["35", "86", "01", "35"]) + rd(12))


def pnr():
    return rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def eticket(prefix):
    return prefix + rd(10)


def amazon_order(head="11"):
    return "%s%s-%s-%s" % (head, R.choice("1234"), rd(7), rd(7))


def ups():
    return "1Z" + rs(UP + DIG, 6) + rd(10)


def mac():
    return ":".join(rs(HEXU, 2) for _ in range(6))


def ipv4_doc():
    return "%s.%d" % (pick(["192.0.2", "198.51.100", "203.0.113"]), R.randint(2, 254))


def semver():
    return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))


def self_test():
    """Known public test vectors for the check-digit code above."""
    assert luhn_ok("79927398713")
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert iban("DE", "370400440532013000") == "DE89370400440532013000"
    assert verhoeff_digit("236") == "3" and verhoeff_ok("2363")
    assert aba_ok("021000021")
    assert cn_id_ok("11010519491231002X")
    assert dni_letter("12345678") == "Z"
    assert pesel_ok("44051401359")
    assert tr_ok("10000000146")
    assert il_check_ok("000000018")
    assert "0123456789ABCDEFHJKLMNPRSTUVWXY"[int("131052308") % 31] == "T"
    assert luhn_ok("8112189876")
    assert ru_inn10_ok("7707083893")
    assert inn12_ok("500100732259")
    assert snils_check("112233445") == "95"
    assert pl_nip_ok("1234563218")
    assert abn_ok("51824753556")
    assert tfn_ok("123456782")
    assert luhn_ok("046454286")
    assert it_cf_check("RSSMRA85T10A562") == "S"
    assert cpf_ok("11144477735")
    assert clabe("032", "180", "00011835971")[-1] == "9"
    assert orcid_check("000000021825009") == "7"
    assert gstin_ok("27AAPFU0939F1ZV")
    assert bsn_ok("111222333")
    assert uscc_check("91350100M000100Y4") == "3"
    assert my_number_check("12345678901") == "8"
    assert pl_id_ok("ABA300000")


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * x for c, x in zip(s[:17], w)) % 11] == s[17]


def pesel_ok(s):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(c) * x for c, x in zip(s, w)) % 10) % 10 == int(s[10])


def tr_ok(s):
    d = digs(s)
    return d[9] == ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 and d[10] == sum(d[:10]) % 10


def inn12_ok(s):
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return (sum(int(c) * x for c, x in zip(s, w1)) % 11 % 10 == int(s[10]) and
            sum(int(c) * x for c, x in zip(s, w2)) % 11 % 10 == int(s[11]))


def pl_nip_ok(s):
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    return sum(int(c) * x for c, x in zip(s, w)) % 11 == int(s[9])


def abn_ok(s):
    d = digs(s)
    d[0] -= 1
    return sum(x * y for x, y in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def tfn_ok(s):
    return sum(int(c) * x for c, x in zip(s, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0


def cpf_ok(s):
    b = digs(s)
    s1 = sum(x * w for x, w in zip(b[:9], range(10, 1, -1)))
    d1 = 11 - s1 % 11
    d1 = 0 if d1 >= 10 else d1
    s2 = sum(x * w for x, w in zip(b[:10], range(11, 1, -1)))
    d2 = 11 - s2 % 11
    d2 = 0 if d2 >= 10 else d2
    return b[9] == d1 and b[10] == d2


def pl_id_ok(s):
    vals = [ord(c) - 55 for c in s[:3]] + digs(s[3:])
    return sum(v * w for v, w in zip(vals, [7, 3, 1, 9, 7, 3, 1, 7, 3])) % 10 == 0


def orcid_check(base15):
    t = 0
    for c in base15:
        t = (t + int(c)) * 2
    r = (12 - t % 11) % 11
    return "X" if r == 10 else str(r)


def orcid():
    b = "0000000" + R.choice("123") + rd(7)
    n = b + orcid_check(b)
    return "-".join(n[i:i + 4] for i in range(0, 16, 4))


def gstin_ok(s):
    chars = DIG + UP
    t = 0
    for i, c in enumerate(s[:14]):
        v = chars.index(c) * (1 if i % 2 == 0 else 2)
        t += v // 36 + v % 36
    return chars[(36 - t % 36) % 36] == s[14]


def bsn_ok(s):
    d = digs(s)
    return (sum(x * w for x, w in zip(d[:8], range(9, 1, -1))) - d[8]) % 11 == 0


self_test()


# ---------------------------------------------------------------- secret-shaped values
EN_WORDS = ["maple", "harbor", "falcon", "copper", "velvet", "thunder", "pepper", "orchid", "walnut", "comet",
            "juniper", "saffron", "lantern", "meadow", "granite", "otter", "sparrow", "tundra", "willow",
            "cobalt", "ember", "glacier", "hazel", "indigo", "jasper", "kestrel", "marble", "nectar", "pebble",
            "quartz", "raven", "sierra", "timber", "violet", "zephyr", "pumpkin", "rocket", "summit", "dolphin",
            "acorn", "badger", "canyon", "biscuit", "mango", "tiger", "bluebird", "chester", "maverick",
            "snowball", "gravity"]
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
         "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
         "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
         "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
         "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
         "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
         "assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august "
         "aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor "
         "bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket "
         "battle beach bean beauty because become beef before begin behave behind believe below belt bench "
         "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade "
         "blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb "
         "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave "
         "bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy "
         "butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon "
         "canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino "
         "castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census "
         "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese "
         "chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon "
         "circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb "
         "clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
         "coffee coil coin collect color column combine come comfort comic common company concert conduct "
         "confirm congress connect consider control convince cook cool copper copy coral core corn correct cost "
         "cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater "
         "crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel "
         "cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve "
         "cushion custom cute cycle window winter wisdom wolf woman wonder wood wool word work world worry "
         "wrap wreck wrestle wrist write wrong yard year yellow young youth zebra zero zone zoo").split()


def pw_word(words=EN_WORDS):
    w = pick(words)
    w2 = pick(words)
    style = R.randint(0, 5)
    if style == 0:
        return "%s%s%s" % (w.capitalize(), rd(R.choice([2, 4])), pick("!#$%&*?@"))
    if style == 1:
        return "%s%s%s" % (w.capitalize(), pick("!#$%&*@_.-"), rd(R.choice([3, 4])))
    if style == 2:
        return "%s%s%s%s" % (w.capitalize(), rd(2), pick("!#$%&*@_.-"), w2.capitalize())
    if style == 3:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return "%s%s%s" % (leet.capitalize(), rd(2), pick("!#$?"))
    if style == 4:
        return "%s%s%s%s" % (w, w2.capitalize(), rd(R.choice([1, 2, 3])), pick("!#$%&*?"))
    return "%s_%s_%s" % (w.capitalize(), w2, rd(4))


def pw_random(n=16, alpha=ALNUM + "!#$%&*?@-_+=."):
    while True:
        p = rs(alpha, n)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DIG for c in p)
                and p[0] in ALNUM and p[-1] in ALNUM + "!#$%&*?@"):
            return p


def pw_url(n=20):
    return pw_random(n, ALNUM)


def passphrase(k=4, sep="-", words=None):
    return sep.join(R.sample(words or EN_WORDS, k))


def pin(n=4):
    while True:
        p = rd(n)
        if len(set(p)) >= 3 and p[0] != "0" and p not in ("1234", "123456", "1111", "0000"):
            return p


def otp(n=6):
    return rdnz(n)


def seed_phrase(k=12):
    return " ".join(R.choice(BIP39) for _ in range(k))


def aws_key_id():
    return "AKIA" + rs(B32, 16)


def aws_secret():
    return rs(ALNUM + "+/", 40)


def gh_pat():
    return "ghp_" + rs(ALNUM, 36)


def gh_fine():
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + rs(ALNUM, 59)


def stripe_sk():
    return "sk_live_51" + rs(ALNUM, 97)


def stripe_rk():
    return "rk_live_51" + rs(ALNUM, 97)


def whsec():
    return "whsec_" + rs(ALNUM, 32)


def openai_key():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def anthropic_key():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def slack_bot():
    return "xoxb-%s-%s-%s" % (rdnz(12), rdnz(13), rs(ALNUM, 24))


def slack_hook_path():
    return "T%s/B%s/%s" % (rs(UP + DIG, 8), rs(UP + DIG, 10), rs(ALNUM, 24))


def google_key():
    return "AIzaSy" + rs(B64U, 33)


def sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def telegram_token():
    return "%s:AA%s" % (rdnz(10), rs(B64U, 33))


def discord_token():
    uid = str(R.randint(10 ** 17, 9 * 10 ** 17))
    return "%s.%s.%s" % (base64.b64encode(uid.encode()).decode().rstrip("="), rs(B64U, 6), rs(B64U, 38))


def npm_token():
    return "npm_" + rs(ALNUM, 36)


def pypi_token():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150)


def glpat():
    return "glpat-" + rs(B64U, 20)


def hf_token():
    return "hf_" + rs(UP + LO, 34)


def shpat():
    return "shpat_" + rs(HEXL, 32)


def dop_token():
    return "dop_v1_" + rs(HEXL, 64)


def azure_key():
    return rs(B64, 86) + "=="


def gocspx():
    return "GOCSPX-" + rs(B64U, 28)


def dckr_pat():
    return "dckr_pat_" + rs(B64U, 27)


def mailchimp_key():
    return rs(HEXL, 32) + "-us" + str(R.randint(2, 21))


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload, alg="HS256", siglen=43):
    h = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64url_nopad(rand_bytes(32)))


def rand_bytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def wg_key():
    return base64.b64encode(rand_bytes(32)).decode()


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_private_key():
    """Unencrypted ed25519 key in the openssh-key-v1 layout, random key material."""
    pub = rand_bytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rand_bytes(4)
    priv = (check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(rand_bytes(32) + pub)
            + _sshstr(pick([b"dev@laptop", b"deploy@ci", b"me@macbook"])))
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    raw = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big")
           + _sshstr(pubblob) + _sshstr(priv))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_fingerprint():
    return "SHA256:" + base64.b64encode(rand_bytes(32)).decode().rstrip("=")


def totp_seed(n=32):
    return rs(B32, n)


def gh_recovery():
    return rs(HEXL, 5) + "-" + rs(HEXL, 5)


def hexs(n):
    return rs(HEXL, n)


def django_session():
    return rs(LO + DIG, 32)


def mpesa_code():
    return pick("QRST") + rs(UP + DIG, 9)


def expiry(y0=26, y1=30):
    return "%02d/%02d" % (R.randint(1, 12), R.randint(y0, y1))


def cvc(n=3):
    return rd(n)


# ---------------------------------------------------------------- case helpers
CASES = []


def C(lang, slug, text, secrets, looks, note):
    CASES.append({"lang": lang, "slug": slug, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})


def fresh(gen, *avoid):
    """Draw gen() until the value neither occurs in nor contains any of the avoid strings."""
    while True:
        v = gen()
        if all(v not in a and a not in v for a in avoid if a):
            return v


def isbn13():
    b = "978" + R.choice("01") + rd(8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    n = b + str((10 - s % 10) % 10)
    return "%s-%s-%s-%s-%s" % (n[:3], n[3], n[4:8], n[8:12], n[12])


def bitlocker_key():
    groups = []
    for _ in range(8):
        while True:
            g = R.randint(0, 65535) * 11
            if g < 720896:
                groups.append("%06d" % g)
                break
    return "-".join(groups)


def vin():
    trans = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9])}
    for d in DIG:
        trans[d] = int(d)
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIG
    v = list(pick(["1FA", "1FM", "3FA", "1FT"]) + rs(alpha, 5) + "0" + pick("LMNPR") + rs(alpha, 1) + rd(6))
    s = sum(trans[c] * x for c, x in zip(v, w))
    r = s % 11
    v[8] = "X" if r == 10 else str(r)
    return "".join(v)


def iccid():
    return luhn_complete("8944" + rd(14))


def nhs_number():
    while True:
        b = R.choice("456") + rd(8)
        c = 11 - sum(int(x) * w for x, w in zip(b, range(10, 1, -1))) % 11
        if c == 10:
            continue
        return b + ("0" if c == 11 else str(c))


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


# ================================================================ English cases
def english_cases():
    k, s = aws_key_id(), aws_secret()
    C("en", "aws-env-with-docs-key",
      "My boto3 script keeps failing with InvalidClientTokenId. This is my .env:\n\n"
      f"AWS_ACCESS_KEY_ID={k}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_DEFAULT_REGION=eu-west-2\n\n"
      "Before that I tested the format with the AKIAIOSFODNN7EXAMPLE id from the docs, then swapped mine in. What am I missing?",
      [k, s], ["AKIAIOSFODNN7EXAMPLE"], "own AWS key pair in a .env; the documentation key id is public")

    C("en", "aws-docs-keys-negative",
      "Why does every AWS tutorial use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY? "
      "Are those ever valid anywhere, or can I put them in our unit-test fixtures without the secret scanner yelling?",
      [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "AWS documentation example key pair")

    t, c = gh_pat(), hexs(40)
    C("en", "github-pat-revoked",
      f"I pushed a commit ({c}) to our public repo that had my personal access token hardcoded in config.js: "
      f"const TOKEN = '{t}'; I already revoked it in GitHub settings. Do I still need git filter-repo to scrub the history?",
      [t], [c], "a revoked token is still a secret; the commit hash is not")

    sk, wh = stripe_sk(), whsec()
    price, prod = "price_1" + rs(ALNUM, 23), "prod_" + rs(ALNUM, 14)
    C("en", "stripe-yaml-config",
      "Can you check this config for our billing service? The webhook handler returns 400 on every event.\n\n"
      f"stripe:\n  secret_key: {sk}\n  webhook_secret: {wh}\n  plans:\n    pro_monthly: {price}\n    product: {prod}\n",
      [sk, wh], [price, prod], "live secret key and webhook signing secret; price and product ids are plain object ids")

    C("en", "stripe-test-cards-negative",
      "For our checkout QA doc: success card 4242 4242 4242 4242, 3-D Secure required 4000 0027 6000 3184, "
      "generic decline 4000 0000 0000 0002. Any future expiry and any CVC. Can you turn that into a markdown table?",
      [], ["4242 4242 4242 4242", "4000 0027 6000 3184", "4000 0000 0000 0002"], "Stripe's public test card numbers")

    num = grp(card("4" + pick(["147", "266", "532", "815"]), 16), 4)
    exp = expiry()
    cv = fresh(cvc, num.replace(" ", ""), exp)
    conf = "HM" + rs(UP + DIG, 8)
    listing = rdnz(8)
    C("en", "own-card-for-booking",
      f"Can you fill in the payment step for me when I paste the form? Card: {num}, exp {exp}, CVC {cv}, "
      f"name on card Daniel Okafor. It's for the Lisbon stay (listing {listing}), Airbnb confirmation {conf}.",
      [num, exp, cv], [conf, listing], "own Visa with expiry and CVC; the booking confirmation code is a reference")

    key, req = openai_key(), "req_" + hexs(32)
    C("en", "openai-key-python",
      "getting 401 from this, the key was created 5 minutes ago:\n\nfrom openai import OpenAI\n"
      f"client = OpenAI(api_key=\"{key}\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\n"
      f"error: Incorrect API key provided. request id {req}",
      [key], [req, "gpt-4o-mini"], "project API key in code; the request id is a log reference, the model name an identifier")

    key = anthropic_key()
    C("en", "anthropic-key-curl",
      "This curl works on my laptop but not on the CI runner:\n\n"
      f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {key}\" -H \"anthropic-version: 2023-06-01\" "
      "-H \"content-type: application/json\" -d @body.json\n\nThe runner gets a 403. Proxy problem?",
      [key], ["2023-06-01"], "API key in a curl header; the version header is a date")

    C("en", "readme-placeholders-negative",
      "I'm writing the README for our SDK. Is this clear enough?\n\n1. Copy .env.example to .env\n"
      "2. Set API_KEY=your_api_key_here\n3. Every request needs the header Authorization: Bearer <YOUR_ACCESS_TOKEN>\n"
      "4. For webhooks set WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxx",
      [], ["your_api_key_here", "<YOUR_ACCESS_TOKEN>", "whsec_xxxxxxxxxxxxxxxxxxxxxxxx"], "placeholders only")

    u, p = pick(["orders_app", "svc_billing", "appuser"]), pw_url(24)
    host = "db-%s.internal.northwind-retail.com" % rs(LO + DIG, 6)
    ip = "10.%d.%d.%d" % (R.randint(1, 254), R.randint(0, 254), R.randint(2, 254))
    C("en", "postgres-database-url",
      f"psql connects fine but Django doesn't. settings read DATABASE_URL=postgres://{u}:{p}@{host}:5432/orders_prod?sslmode=require "
      f"and the error is FATAL: no pg_hba.conf entry for host \"{ip}\", SSL off",
      [f"{u}:{p}"], [host, ip], "credentials of a connection string; host and client IP are not secrets")

    u, p = "admin_" + rs(LO, 2), pw_url(16)
    cluster = "cluster0.%s.mongodb.net" % rs(LO + DIG, 5)
    C("en", "mongodb-srv-uri",
      f"const uri = \"mongodb+srv://{u}:{p}@{cluster}/?retryWrites=true&w=majority&appName=Cluster0\";\n\n"
      "MongoServerSelectionError: connection timed out. I already allowed 0.0.0.0/0 in Atlas network access.",
      [f"{u}:{p}"], [cluster], "Atlas URI: user:password is the secret, the cluster host is not")

    p = pw_random(32, ALNUM)
    C("en", "redis-url-password-only",
      "Our celery workers log `Error 0 connecting to redis.prod.lan:6379. invalid password.` "
      f"The broker URL is redis://:{p}@redis.prod.lan:6379/0 and I copied the password straight from the requirepass line in redis.conf.",
      [p], ["redis.prod.lan"], "password-only redis URL; the host is not secret")

    key, fp = openssh_private_key(), ssh_fingerprint()
    C("en", "openssh-private-key",
      "ssh says 'UNPROTECTED PRIVATE KEY FILE! Permissions 0644 for id_ed25519 are too open'. This is the key, in case the format is the problem:\n\n"
      f"{key}\n\nThe server lists the fingerprint {fp} for it.",
      [key], [fp], "private key block; the public fingerprint is not secret")

    pk, tx, addr = hexs(64), "0x" + hexs(64), "0x" + hexs(40)
    C("en", "eth-private-key-vs-tx-hash",
      f"A transaction from my MetaMask wallet {addr} has been pending for 6 hours: {tx}. Someone on Discord says I should "
      f"import my private key {pk} into another wallet and speed it up from there. Is that safe?",
      [pk], [tx, addr], "64-hex private key next to a 64-hex transaction hash and a public address")

    sp = seed_phrase(12)
    C("en", "seed-phrase-restore",
      f"I'm restoring my Ledger on a new phone. The 12 words I wrote down are: {sp}. Ledger Live says invalid. "
      "I think I swapped word 7 and 8, can you try it the other way round? The derivation path is m/44'/60'/0'/0/0.",
      [sp], ["m/44'/60'/0'/0/0"], "recovery phrase (checksum word not computed); the derivation path is public")

    C("en", "test-mnemonic-negative",
      "For a wallet unit test I'm using the standard test mnemonic 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'. "
      "Is that the one every library uses? And is 'correct horse battery staple' still the textbook example of a good password pattern?",
      [], ["abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "correct horse battery staple"],
      "BIP39 test vector and the xkcd example")

    pw = passphrase(3, "-") + rd(2)
    serial = rdnz(13)
    C("en", "guest-wifi-card",
      f"Write a cute little card for our guest room: the Wi-Fi network is Miller_Home_5G and the password is {pw}. "
      f"Also mention the router is the TP-Link on the bookshelf (serial {serial}) in case they have to restart it.",
      [pw], [serial], "home Wi-Fi password; the router serial is not secret")

    lockbox = pin(4)
    door = fresh(lambda: pin(6), lockbox)
    wifi = pw_word()
    conf = "HM" + rs(UP + DIG, 8)
    C("en", "host-message-codes",
      "Translate this message from our host into Spanish for my mom, please:\n\n"
      f"\"Hi Sarah! Check-in is from 3pm. The key is in the lockbox by the gate, code {lockbox}. The building door code is {door}#. "
      f"Wi-Fi: CasaAzul / {wifi}. Your reservation {conf} includes parking spot 14.\"",
      [lockbox, door, wifi], [conf], "key-box, door and Wi-Fi codes entrusted to the user; reservation code is a reference")

    code = pin(4)
    C("en", "alarm-master-code",
      f"How do I change the master code on a DSC PowerSeries alarm panel, model PC1616? The current master code is {code} "
      "and I want a new one before the old owners' cleaner comes back.",
      [code], ["PC1616"], "alarm code; panel model number")

    code = otp(6)
    C("en", "bank-sms-otp",
      f"Got this text, is it legit or phishing? \"Chase: Your one-time code is {code}. Don't share it with anyone. "
      "We'll never call to ask for it. If you didn't request it, call 1-800-935-9935.\" I did just try to log in on my laptop.",
      [code], ["1-800-935-9935"], "one-time code; bank phone number is public")

    codes = [gh_recovery() for _ in range(4)]
    C("en", "github-recovery-codes",
      "I'm moving my 2FA stuff into my password manager. Which field should these go in? They're the GitHub recovery codes I have left:\n"
      + "\n".join(codes) + "\n(the others are used up). The template field is pre-filled with xxxxx-xxxxx, do I overwrite that?",
      codes, ["xxxxx-xxxxx"], "2FA recovery codes; the template placeholder is not a code")

    bc = []
    for _ in range(3):
        bc.append(fresh(lambda: rd(4) + " " + rd(4), *bc))
    C("en", "google-backup-codes",
      f"my google backup codes from the printout, the ones not crossed out: {bc[0]}, {bc[1]}, {bc[2]}. "
      "Which one should I use first, does the order matter?",
      bc, [], "backup codes")

    seed = grp(totp_seed(32).lower(), 4)
    C("en", "totp-setup-key",
      f"The QR code for 2FA on our Bitwarden server won't scan, so it shows a setup key instead: {seed}. Do I type it with the spaces? "
      "The tutorial I'm following uses JBSWY3DPEHPK3PXP as the example key and that one has none.",
      [seed], ["JBSWY3DPEHPK3PXP"], "TOTP seed; the tutorial example seed is public")

    ssn = "%03d-%02d-%04d" % (R.randint(101, 665), R.randint(1, 99), R.randint(1, 9999))
    ein = "%02d-%07d" % (R.randint(10, 98), R.randint(1000000, 9999999))
    C("en", "ssn-w4-employer-ein",
      f"Helping my dad with his W-4 and the state withholding form. His SSN is {ssn}. The employer EIN on his pay stub is {ein}. "
      "Which box does the EIN go in on the state form?",
      [ssn], [ein], "SSN entrusted by the father; the employer's EIN is a public business id")

    pp = pick("ACEFGHJKLMNPRSTUVWXZ") + rd(8)
    C("en", "us-passport-renewal",
      f"Renewing by mail. My current passport number is {pp}, issued 2016-08-22. The DS-82 asks for the 'most recent passport book number', "
      "is that the same thing? The info line 1-877-487-2778 never picks up.",
      [pp], ["1-877-487-2778"], "passport number; public phone number")

    dl = pick(UP) + rd(7)
    dmv = rdnz(8)
    C("en", "ca-drivers-license",
      f"Can you draft a note to my insurance agent? My California driver license number is {dl}; I renewed it at the DMV last week "
      f"(confirmation #{dmv}) so the expiry date changed. They need it for the policy.",
      [dl], [dmv], "licence number; DMV confirmation number is a reference")

    member = pick(["XJH", "W", "ZGP", "MKB"]) + rd(9)
    group = rdnz(7)
    C("en", "health-insurance-card",
      f"Filling the intake form for a new dentist. From my insurance card: Member ID {member}, Group No. {group}, RxBIN 610014, RxPCN ADV. "
      "Which one do they mean by 'subscriber ID'?",
      [member], [group, "610014"], "member id is personal; group number and RxBIN are shared plan identifiers")

    L1 = "ACDEFGHJKMNPQRTUVWXY"
    mbi = "%s%s%s%s-%s%s%s-%s%s%s%s" % (R.choice("123456789"), pick(L1), pick(L1 + DIG), pick(DIG), pick(L1), pick(L1 + DIG),
                                       pick(DIG), pick(L1), pick(L1), pick(DIG), pick(DIG))
    claim = rdnz(13)
    C("en", "medicare-mbi-mother",
      f"My mother's new Medicare card finally came. Her MBI is {mbi}. The pharmacy asked for it over the phone, is that normal? "
      f"She also got a letter that mentions claim number {claim}.",
      [mbi], [claim], "Medicare beneficiary id entrusted; claim number is a reference")

    acct = rdnz(12)
    C("en", "direct-deposit-routing",
      f"Setting up direct deposit with my new employer. They want routing and account numbers: routing 021000021 (Chase), checking account {acct}. "
      "Is it okay to just email that to HR?",
      [acct], ["021000021"], "own account number; the routing number is public")

    sort = "20-%02d-%02d" % (R.randint(0, 99), R.randint(0, 99))
    acct = rd(8)
    C("en", "uk-bank-details-landlord",
      f"Can you write a polite message to my landlord with my new bank details for the deposit refund? Name: Priya Raman, sort code {sort}, "
      f"account number {acct} (Barclays).",
      [acct], [sort], "own account; the sort code identifies the branch")

    nino = "%s %s %s %s %s" % (rs("ABCEGHJKLMNPRSTWXYZ", 2), rd(2), rd(2), rd(2), pick("ABCD"))
    cno = "0" + rd(7)
    C("en", "uk-national-insurance",
      f"The starter checklist from my new job asks for my National Insurance number. It's {nino}. The company is registered as "
      f"Company No. {cno}; do I need that anywhere on the form?",
      [nino], [cno], "NI number; Companies House number is public")

    sin = ca_sin()
    sin_f = "%s %s %s" % (sin[:3], sin[3:6], sin[6:])
    bn = rdnz(9) + "RP0001"
    C("en", "canada-sin-td1",
      f"Filling out a TD1 and the direct deposit form for my summer job in Halifax. My SIN: {sin_f}. The employer's payroll account number is {bn}. "
      "Does the TD1 need both?",
      [sin_f], [bn], "SIN (Luhn computed); the employer's payroll account is a business id")

    t = tfn()
    t_f = "%s %s %s" % (t[:3], t[3:6], t[6:])
    bsb = "06%d-%03d" % (R.randint(2, 9), R.randint(0, 999))
    acct = rdnz(8)
    C("en", "australia-tfn-onboarding",
      f"new job onboarding in Melbourne, the portal wants TFN and bank details. TFN {t_f}, CommBank BSB {bsb}, account {acct}. "
      "Super fund is AustralianSuper, USI STA0100AU. Which of these go on the TFN declaration?",
      [t_f, acct], [bsb, "STA0100AU"], "TFN (check computed) and account; BSB and fund USI are public")

    p = pan_card("P")
    a = aadhaar()
    a_f = "%s %s %s" % (a[:4], a[4:8], a[8:])
    g = gstin(pick(["29", "27", "07", "33"]), pan_card("F"))
    C("en", "india-itr-pan-aadhaar",
      f"Filing ITR for the first time. My PAN is {p} and Aadhaar {a_f}. I also bought a laptop from a shop with GSTIN {g}; "
      "can I claim anything on that as a salaried person?",
      [p, a_f], [g], "PAN and Aadhaar (Verhoeff computed); the shop's GSTIN (check computed) is public")

    code = mpesa_code()
    C("en", "mpesa-token-missing",
      "My KPLC token never came. I paid through paybill 888880, this is the M-PESA SMS:\n"
      f"\"{code} Confirmed. Ksh1,500.00 sent to KPLC PREPAID for account 37182940125 on 14/3/24 at 7:42 PM. "
      "New M-PESA balance is Ksh3,215.50. Transaction cost, Ksh0.00.\"\nWhat do I tell customer care?",
      [code], ["888880", "37182940125"], "M-Pesa transaction code (settled as secret); paybill and meter numbers are not")

    ref = "%s %s %s" % (rdnz(4), rd(3), rd(6))
    C("en", "gcash-receipt-refno-negative",
      f"Sent 2,500 to my landlord via GCash. The receipt says 'Amount 2,500.00 / Ref No. {ref} / Mar 12, 2024 4:21 PM'. "
      "He says he didn't get it. What should I do first?",
      [], [ref], "receipt Ref No. is a reference")

    tok = jwt({"sub": uuid4(), "email": "m.santos@fieldtrack.app", "role": "admin", "iat": 1714560000 + R.randint(0, 9999999),
               "exp": 1719000000 + R.randint(0, 9999999)})
    jwtio = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
             "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
    C("en", "jwt-invalid-signature",
      f"My Express middleware rejects this token with 'invalid signature' but jwt.io decodes it fine:\n{tok}\n"
      f"Oddly the jwt.io default token {jwtio} verifies with 'your-256-bit-secret' in my test.",
      [tok], [jwtio, "your-256-bit-secret"], "live bearer token; the jwt.io sample token and its sample secret are public")

    sid, csrf = django_session(), rs(ALNUM, 32)
    ga = "GA1.1.%s.%d" % (rdnz(9), 1700000000 + R.randint(0, 9999999))
    C("en", "session-cookie-scraper",
      "Scraping my own order history from a shop's site. Copying the cookie from devtools works for about an hour:\n\n"
      f"Cookie: csrftoken={csrf}; sessionid={sid}; _ga={ga}\n\nHow do I keep the session alive in requests?",
      [sid], [ga], "session cookie; the analytics cookie is not a credential")

    bot, hook = slack_bot(), slack_hook_path()
    chan = "C0" + rs(UP + DIG, 9)
    C("en", "slack-bot-and-webhook",
      "Why does chat.postMessage return not_in_channel here?\n\nimport os, requests\n"
      f"SLACK_BOT_TOKEN = \"{bot}\"\nWEBHOOK = \"https://hooks.slack.com/services/{hook}\"\nCHANNEL = \"{chan}\"\n",
      [bot, hook], [chan], "bot token and webhook path; channel id is an identifier")

    tok = telegram_token()
    chat = "-100" + rdnz(10)
    C("en", "telegram-bot-config",
      f"bot works in private chat but not in my group. config.py:\n\nBOT_TOKEN = '{tok}'\nGROUP_CHAT_ID = {chat}\n\n"
      "it says Bad Request: chat not found",
      [tok], [chat], "bot token; chat id is an identifier")

    tok = discord_token()
    appid, guild = rdnz(18), rdnz(18)
    C("en", "discord-bot-token",
      f"discord.py bot logs in and immediately disconnects with close code 4014. Token is {tok}, application id {appid}, "
      f"test server id {guild}. Is it the privileged intents thing?",
      [tok], [appid, guild], "bot token; snowflake ids are public")

    key, digest = sendgrid(), "sha256:" + hexs(64)
    C("en", "sendgrid-docker-compose",
      f"services:\n  mailer:\n    image: ghcr.io/acme/mailer@{digest}\n    environment:\n      SENDGRID_API_KEY: {key}\n"
      "      MAIL_FROM: noreply@acme-tools.io\n\nthe container starts but no mail goes out and the SendGrid activity feed is empty",
      [key], [digest], "API key in compose file; the image digest is a checksum")

    key, place = google_key(), "ChIJ" + rs(B64U, 23)
    C("en", "google-maps-key-html",
      "The map on my bakery's site shows 'For development purposes only'. Snippet:\n"
      f"<script src=\"https://maps.googleapis.com/maps/api/js?key={key}&callback=initMap\" async></script>\n"
      f"and I pin place_id {place}. Billing is enabled, I think.",
      [key], [place], "Google API key; the place id is public")

    sid, tok = "AC" + hexs(32), hexs(32)
    num = "+1 415 555 01%02d" % R.randint(0, 99)
    C("en", "twilio-auth-token",
      f"twilio returns error 20003 Authenticate. client = Client(\"{sid}\", \"{tok}\") and I send from {num}. "
      "Did I swap the SID and the token?",
      [tok], [num], "auth token (the account SID is left neutral); sender number is not secret")

    tok, sha = pypi_token(), hexs(64)
    C("en", "pypirc-token",
      "twine upload says 403 Invalid or non-existent authentication information. .pypirc:\n\n[pypi]\n  username = __token__\n"
      f"  password = {tok}\n\nthe wheel's sha256 is {sha} if that matters",
      [tok], [sha], "PyPI token; file checksum")

    tok = glpat()
    pipeline, job = rdnz(10), rdnz(10)
    C("en", "gitlab-token-in-clone-url",
      f"Pipeline #{pipeline} fails at the release job: 'remote: HTTP Basic: Access denied'. In the job I clone with "
      f"https://oauth2:{tok}@gitlab.com/acme/infra.git and job {job} has nothing else useful in the log.",
      [tok], [pipeline, job], "GitLab token in a URL (the fixed user name oauth2 is not listed); pipeline and job ids")

    key, sub = azure_key(), uuid4()
    C("en", "azure-storage-connection-string",
      "Azure Functions can't reach blob storage. local.settings.json has\n"
      f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=contosoinvoices;AccountKey={key};EndpointSuffix=core.windows.net\"\n"
      f"subscription {sub}, resource group rg-invoices-prod.",
      [key], [sub, "contosoinvoices"], "AccountKey value is the secret; subscription id and account name are identifiers")

    pw = pw_random(18, ALNUM + "!#%&*")
    b64 = base64.b64encode(pw.encode()).decode()
    C("en", "k8s-secret-base64",
      "My pod crashloops with 'password authentication failed'. The secret:\n\napiVersion: v1\nkind: Secret\nmetadata:\n"
      f"  name: pg-credentials\ndata:\n  username: cG9zdGdyZXM=\n  password: {b64}\n\n"
      "and the image is postgres:16.2-alpine. I made the base64 with echo, could there be a trailing newline?",
      [b64], ["cG9zdGdyZXM=", "16.2-alpine"], "base64-encoded password in a Kubernetes Secret; the base64 user name (postgres) and image tag are not secret")

    # ---- English, part 2
    sha, commit = hexs(64), hexs(7)
    ver = "v" + semver()
    C("en", "iso-checksum-negative",
      f"Downloaded the Ubuntu 24.04 ISO, sha256sum gives {sha}. How do I check that against the official SHA256SUMS file? "
      f"Our provisioning repo also pins the installer script at commit {commit}, tag {ver}.",
      [], [sha, commit, ver], "checksum, short commit hash, version tag")

    u, trace, span = uuid4(), hexs(32), hexs(16)
    C("en", "request-ids-negative",
      f"Support asked for the failing request details. From our logs: x-request-id: {u}, traceparent 00-{trace}-{span}-01, "
      "status 502 at 2024-05-02T09:14:55Z. Can you write the ticket text?",
      [], [u, trace], "request and trace ids")

    C("en", "weak-password-examples-negative",
      "Our security awareness slides show bad examples: 'P@ssw0rd', 'Summer2024!' and 'Tr0ub4dor&3' from the xkcd comic. "
      "Can you explain in one sentence each why they're weak?",
      [], ["P@ssw0rd", "Summer2024!", "Tr0ub4dor&3"], "famous example passwords discussed as examples")

    last4 = rd(4)
    txn = rs(UP + DIG, 12)
    C("en", "masked-card-dispute-negative",
      f"My statement shows a charge I don't recognise: 'AMZN Mktp US' $49.99 on Feb 9, card **** **** **** {last4}, "
      f"transaction ID {txn}. How do I dispute just that one?",
      [], ["**** **** **** " + last4, txn], "masked card number and transaction id")

    serial = "C02" + rs(UP + DIG, 9)
    im = imei()
    C("en", "device-serial-imei-negative",
      f"Apple support wants the serial of my MacBook ({serial}) and the IMEI of my iPhone for the repair booking. "
      f"I found the IMEI on the box: {im}. Do they need both on the same ticket?",
      [], [serial, im], "serial number and IMEI (Luhn computed)")

    ib = iban("GB", "NWBK60" + rd(4) + rd(8))
    ib_f = grp(ib, 4)
    C("en", "charity-iban-negative",
      f"I want to donate to the Hartley Village Hall roof appeal. Their poster says IBAN {ib_f}, BIC NWBKGB2L, reference ROOF24. "
      "Is it fine to pay from my Revolut in euros?",
      [], [ib_f, "NWBKGB2L"], "a charity's IBAN and its bank's BIC are public payment details")

    addr = "bc1q" + rs("023456789acdefghjklmnpqrstuvwxyz", 38)
    txid = hexs(64)
    C("en", "btc-donation-address-negative",
      f"The donate button on our hiking club's site shows the address {addr}. A member sent BTC and the txid is {txid}. "
      "How many confirmations before we call it received?",
      [], [addr, txid], "public address (bech32 checksum not computed) and transaction id")

    C("en", "stripe-docs-key-negative",
      "In the Stripe API reference the curl examples use sk_test_4eC39HqLyjWDarjtT1zdp7dc. Is that a real account? "
      "Can I paste it in our public workshop slides?",
      [], ["sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "documentation test key")

    pw = pw_word()
    C("en", "router-password-announced",
      "I'm going to give you the admin password of our router so you can walk me through port forwarding, ok?\n---\n"
      f"ok it's {pw}. The router is at 192.168.1.1 and it's a Netgear Nighthawk R7000.",
      [pw], ["192.168.1.1", "R7000"], "multi-message: announced, then given; LAN address and model are not secret")

    p1 = pin(4)
    p2 = p1[0] + p1[2] + p1[1] + p1[3]
    while p2 == p1:
        p1 = pin(4)
        p2 = p1[0] + p1[2] + p1[1] + p1[3]
    C("en", "locker-code-corrected",
      f"The code for the gym locker I rent (locker B-214) is {p1}, can you remind me when I ask later?\n---\n"
      f"wait no, typo, I swapped two digits. It's {p2}.",
      [p1, p2], ["B-214"], "multi-message correction; the typo is nearly the code, so both count; locker number")

    key = openai_key()
    a, b = key[:len(key) // 2], key[len(key) // 2:]
    C("en", "api-key-in-two-parts",
      f"My phone keeps cutting long messages. First part of the API key for the team account: {a}\n---\n"
      f"and the rest: {b}\n---\nCan you put them together and write the export line for my .zshrc?",
      [a, b], [], "multi-message: a key given in two parts")

    smtp_user = "reports@" + pick(["kleinhaus-dental.com", "brightpath-tutoring.org", "okafor-logistics.co"])
    smtp_pw = pw_random(16, ALNUM + "!#$%&*")
    C("en", "smtp-credentials-two-messages",
      f"PHPMailer keeps failing with 'SMTP Error: Could not authenticate'. Host smtp.office365.com, port 587, STARTTLS, user {smtp_user}\n---\n"
      f"forgot the password, it's {smtp_pw}\n---\nDo I need an app password because of MFA?",
      [smtp_pw], ["smtp.office365.com"], "multi-message: password sent after the rest of the settings; public host")

    maiden = pick(["Kowalczyk", "Fitzgerald", "Abernathy", "Lindqvist", "Okonkwo", "Delacroix"])
    pet = pick(["Biscuit", "Pickles", "Mochi", "Captain", "Waffles", "Pepper"])
    street = pick(["Larchmont Ave", "Birchwood Lane", "Quarry Road", "Elm Hollow Dr"])
    C("en", "security-question-answers",
      f"Setting up my bank's new security questions and I'll forget what I typed. Mother's maiden name: {maiden}. "
      f"First pet: {pet} the hamster. Street I grew up on: {street}. Keep these in mind for me?",
      [maiden, pet, street], [], "answers to security questions")

    p1, p2, p3 = pw_word(), pw_random(12, ALNUM + "!#$%"), passphrase(3, ".") + rd(1)
    C("en", "babysitter-password-table",
      "Can you turn this into a nicer table for the babysitter's fridge note?\n\n| Service | Login | Password |\n|---|---|---|\n"
      f"| Netflix | ourfamily.kim@gmail.com | {p1} |\n| Disney+ | same | {p2} |\n| Home Wi-Fi | KimHouse | {p3} |",
      [p1, p2, p3], [], "passwords in a markdown table")

    pw = pw_random(14)
    ip = "10.0.%d.%d" % (R.randint(1, 254), R.randint(2, 254))
    C("en", "ldap-bind-password-in-log",
      f"2024-05-01 03:12:44,019 WARN  auth.ldap - bind failed user=svc_backup password={pw} host={ip} code=49\n"
      "This line shows up in our Splunk. How do I stop the app from logging the bind credentials?",
      [pw], [ip], "password leaked in a log line; the internal IP is not secret")

    tmp = pw_random(12, ALNUM + "!#$%*")
    inc = "INC" + rd(7)
    C("en", "it-reset-email-temp-password",
      "Forwarding you the IT email, I don't get what I'm supposed to do:\n\n"
      f"> Hello Maria, your account has been reset under ticket {inc}. Temporary password: {tmp} . "
      "You will be asked to change it at first login. Do not reply to this email.",
      [tmp], [inc], "temporary password; ticket number")

    p = pin(4)
    dashed = "-".join(p)
    words = " ".join(NUM_WORDS[int(c)] for c in p)
    C("en", "garage-code-spelled-out",
      f"For the voice assistant routine I need the code of our LiftMaster 877MAX garage keypad written out. It's {dashed}, so '{words}'. "
      "Can you write the routine so it doesn't read the code out loud?",
      [dashed, words], ["877MAX"], "keypad code given twice: digits and words; keypad model")

    combo = "%d-%d-%d" % (R.randint(10, 99), R.randint(10, 99), R.randint(10, 99))
    model = "SFW" + rd(3) + pick(["GDC", "FTC", "ETB"])
    C("en", "grandpa-safe-combination",
      f"I inherited my grandpa's Sentry safe. The combination on the card in his desk is {combo} (right, left, right) and it only "
      f"opens sometimes. Model {model}. Should I call a locksmith?",
      [combo], [model], "safe combination; model number")

    gate = pin(4)
    trk = rdnz(12)
    C("en", "gate-code-delivery-note",
      f"Write delivery instructions for the FedEx note field (max 100 chars): gate code {gate}, leave it by the blue door, don't ring. "
      f"Tracking {trk}.",
      [gate], [trk], "gate code; tracking number")

    pw = pw_word()
    code = fresh(lambda: "%s %s" % (rdnz(3), rd(3)))
    C("en", "dads-apple-id",
      f"My dad's Apple ID is locked. I'm on his iPad now: Apple ID password {pw}, and the verification code that just came "
      f"to his iPhone is {code}. Where do I type it?",
      [pw, code], [], "entrusted password and verification code")

    last4 = rd(4)
    p = fresh(lambda: pin(4), last4)
    C("en", "debit-card-pin-change",
      f"Can you change your PIN at a Wells Fargo ATM? The debit card ending in {last4} still has the PIN {p} that came in the mail "
      "and I want something I can actually remember.",
      [p], [last4], "card PIN; last four digits of the card are a masked value")

    priv, pub = wg_key(), wg_key()
    C("en", "wireguard-config",
      f"[Interface]\nPrivateKey = {priv}\nAddress = 10.8.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {pub}\n"
      "Endpoint = 203.0.113.10:51820\nAllowedIPs = 0.0.0.0/0\n\nthe handshake never completes, what's wrong?",
      [priv], [pub], "WireGuard private key; the peer public key is public")

    fp = grp(rs(HEXU, 40), 4)
    kid = "0x" + fp.replace(" ", "")[-16:]
    C("en", "pgp-fingerprint-negative",
      f"For my website's contact page: 'Encrypt to my key, fingerprint {fp}, on keys.openpgp.org.' "
      f"Should I also show the long key ID {kid}?",
      [], [fp, kid], "public key fingerprint and key id")

    cid = "%s-%s.apps.googleusercontent.com" % (rdnz(12), rs(LO + DIG, 32))
    sec = gocspx()
    C("en", "google-oauth-client-secret",
      "client_secret.json:\n"
      f"{{\"web\":{{\"client_id\":\"{cid}\",\"project_id\":\"invoice-bot-4172\",\"client_secret\":\"{sec}\","
      "\"redirect_uris\":[\"http://localhost:8080/callback\"]}}\nGoogle says redirect_uri_mismatch.",
      [sec], [cid], "OAuth client secret; the client id is public")

    key, app = uuid4(), uuid4()
    C("en", "heroku-api-key-uuid",
      f"Our deploy script uses HEROKU_API_KEY={key} for the app {app}. It suddenly says 'Invalid credentials provided'. "
      "Do Heroku API keys expire?",
      [key], [app], "API key shaped like a UUID next to an app UUID")

    puk = rdnz(8)
    ic = iccid()
    C("en", "sim-puk-code",
      f"My SIM got locked after three wrong PINs. The PUK on the card holder is {puk} and the SIM number printed under it is {ic}. "
      "If I enter the PUK wrong ten times is the SIM dead?",
      [puk], [ic], "PUK code; ICCID (Luhn computed) is a serial")

    bl = bitlocker_key()
    kid = hexs(8).upper()
    C("en", "bitlocker-recovery-key",
      f"Laptop boots into the BitLocker recovery screen with key ID {kid}. The recovery key saved in my Microsoft account is {bl} "
      "but I'm not sure I read it right. Can you check it has the right format?",
      [bl], [kid], "BitLocker recovery key (each block a multiple of 11, computed); key id")

    sk1 = "A3-%s-%s-%s-%s-%s-%s" % (rs(UP + DIG, 6), rs(UP + DIG, 6), rs(UP + DIG, 5), rs(UP + DIG, 5), rs(UP + DIG, 5), rs(UP + DIG, 5))
    mp = passphrase(4, " ", BIP39)
    C("en", "password-manager-emergency-kit",
      f"Copying my 1Password emergency kit into a note for my wife in case something happens. Secret Key {sk1}, "
      f"master password '{mp}'. Is it dumb to keep both in the same place?",
      [sk1, mp], [], "account secret key and master passphrase")

    ak, sk2 = rs(ALNUM, 64), rs(ALNUM, 64)
    C("en", "exchange-api-key-pair",
      f"My trading bot gets 'Signature for this request is not valid.' from Binance. apiKey = '{ak}', secret = '{sk2}'. "
      "Here's how I build the query string: symbol=BTCUSDT&side=BUY&type=MARKET&quantity=0.001&timestamp=...",
      [ak, sk2], [], "exchange API key and secret")

    kp = rd(5)
    vn = vin()
    C("en", "car-keypad-code-vin",
      f"Bought a used Ford Explorer. The previous owner left the door keypad factory code on a card: {kp}. "
      f"The VIN is {vn}. How do I program my own code with the factory one?",
      [kp], [vn], "keyless entry code; VIN (check digit computed) is printed on the car")

    nhs = nhs_number()
    nhs_f = "%s %s %s" % (nhs[:3], nhs[3:6], nhs[6:])
    C("en", "nhs-number-gp-registration",
      f"Registering with a new GP online. It asks for my NHS number, which is {nhs_f}, and my previous practice code, which was Y02879. "
      "Do I need the old practice's code at all?",
      [nhs_f], ["Y02879"], "NHS number (mod-11 check computed); practice code is an organisation id")

    u, p = pick(["grafana", "admin", "ops"]), pw_random(14, ALNUM)
    hdr = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    rid = uuid4()
    C("en", "basic-auth-header",
      f"Prometheus scrapes through nginx with basic auth. Request from the debug log:\n\nGET /metrics HTTP/1.1\nAuthorization: Basic {hdr}\n"
      f"X-Request-ID: {rid}\n\nnginx answers 401. Is the header built right?",
      [hdr], [rid], "base64 user:password in a Basic header; request id")

    p = pnr()
    et = eticket("176")
    C("en", "flight-booking-negative",
      f"Emirates moved my flight by nine hours. Booking reference {p}, e-ticket {et}. Can I ask for a refund instead of the new time?",
      [], [p, et], "booking reference and ticket number")

    C("en", "redaction-regex-negative",
      "Can you review my redaction function? It should turn '4111 1111 1111 1111' into 'XXXX XXXX XXXX 1111' "
      "and leave placeholders like '<API_KEY>' alone.",
      [], ["4111 1111 1111 1111", "XXXX XXXX XXXX 1111", "<API_KEY>"], "test card, masked value, placeholder")

    r1, r2 = rs(ALNUM, 4), rs(ALNUM, 4)
    C("en", "redacted-tokens-negative",
      f"Our log redaction prints tokens as ghp_********************************{r1} and sk-...{r2}. "
      "Is keeping the last four characters considered safe?",
      [], ["ghp_********************************" + r1, "sk-..." + r2], "redacted tokens")

    orc, isb = orcid(), isbn13()
    doi = "10.1038/s41586-0%02d-0%04d-%d" % (R.randint(18, 24), R.randint(1000, 9999), R.randint(0, 9))
    C("en", "citation-identifiers-negative",
      f"Format this as an APA reference: author ORCID {orc}, book ISBN {isb}, and the article DOI {doi}.",
      [], [orc, isb, doi], "ORCID (check computed), ISBN-13 (check computed), DOI")

    c40 = hexs(40)
    dg = "sha256:" + hexs(64)
    ver = semver()
    C("en", "release-notes-negative",
      f"Draft the release notes: version {ver} built from commit {c40}, container image digest {dg}. Mention the fixed login bug.",
      [], [ver, c40, dg], "version, commit, image digest")


PL_WORDS = ["Wiosna", "Kotek", "Biedronka", "Sloneczko", "Pierogi", "Zakopane", "Jagoda", "Mazury"]
FA_WORDS = ["Golnar", "Parisa", "Esteghlal", "Persepolis", "Shiraz", "Baran", "Setareh"]
NL_WORDS = ["Fietsbel", "Tulpen", "Stroopwafel", "Hagelslag", "Zeeland", "Molenweg"]
NO_WORDS = ["Fjellheim", "Trollstigen", "Brunost", "Lofoten", "Nordlys", "Hytteliv"]
GR_WORDS = ["Olympiakos", "Meltemi", "Kalimera", "Santorini", "Thalassa", "Pagoto"]
TR_WORDS = ["Galatasaray", "Karadeniz", "Bogazici", "Lokum", "Papatya", "Kartal"]
VI_WORDS = ["Hoasen", "Saigon", "Phoxua", "Baotram", "Meoxinh", "Hanoi"]
ES_WORDS = ["Girasol", "Mariposa", "Alhambra", "Tortilla", "Caracol", "Almendra"]
PT_WORDS = ["Saudade", "Flamengo", "Goiabada", "Ipanema", "Cajueiro", "Jabuti"]
FI_WORDS = ["Revontuli", "Mustikka", "Kaamos", "Saimaa", "Kuusikko", "Lumiukko"]
DE_WORDS = ["Sonnenblume", "Kirschbaum", "Schalke", "Bodensee", "Lebkuchen", "Waldmeister"]


def day_month_year(y0=1950, y1=2004):
    return R.randint(1, 28), R.randint(1, 12), R.randint(y0, y1)


# ================================================================ other languages (1)
def cases_asia_mideast():
    d, m, y = day_month_year(1955, 1968)
    rid = cn_resident_id(pick(["110105", "310115", "440305", "510107", "420106"]), y, m, d, female=True)
    order = "E" + rd(9)
    C("zh", "12306-mother-id",
      f"帮我看看这个问题：我在12306上给我妈买票，乘车人信息填的是：姓名 王秀兰，身份证号 {rid}，结果提示“身份信息未通过核验”。"
      f"订单号 {order} 现在显示待支付。是不是身份证号哪里有问题？",
      [rid], [order], "mother's resident id (check character computed); the ticket order number is a reference")

    cardno = card("621226", 19)
    cardf = "%s %s %s %s %s" % (cardno[:4], cardno[4:8], cardno[8:12], cardno[12:16], cardno[16:])
    paypw = fresh(lambda: pin(6), cardno, "95588")
    C("zh", "bank-card-and-pay-password",
      f"我爸让我帮他在手机银行里绑卡，卡号 {cardf}，支付密码是 {paypw}，他说怕忘了让我记着。绑卡的时候要不要填开户行？"
      "工商银行客服电话 95588 一直打不通。",
      [cardf, paypw], ["95588"], "father's UnionPay card (Luhn computed) and payment password; bank hotline is public")

    tb = rdnz(19)
    sf = "SF" + rd(13)
    body = "91440300" + rs(USCC_CH, 9)
    uscc = body + uscc_check(body)
    C("zh", "taobao-complaint-negative",
      f"帮我写个投诉：我在淘宝买的空气净化器，订单号 {tb}，顺丰单号 {sf}，到货就是坏的。"
      f"商家营业执照上的统一社会信用代码是 {uscc}，我想去12315投诉，需要准备哪些材料？",
      [], [tb, sf, uscc], "order number, tracking number, company credit code (final check character computed)")

    mn11 = rdnz(11)
    mn = mn11 + my_number_check(mn11)
    mnf = "%s %s %s" % (mn[:4], mn[4:8], mn[8:])
    c12 = rdnz(12)
    corp = jp_corp_check(c12) + c12
    C("ja", "my-number-year-end",
      f"年末調整の書類を書いています。扶養控除等申告書に自分のマイナンバー（{mnf}）を書く欄があるんですが、"
      f"会社の法人番号 {corp} も書かないといけないんでしょうか？",
      [mnf], [corp], "My Number (check digit computed); the employer's corporate number (check digit computed) is public")

    branch = rd(3)
    acct = fresh(lambda: rd(7), branch, "0009")
    i = R.randint(2, 6)
    acct2 = acct[:i] + str((int(acct[i]) + R.randint(1, 8)) % 10) + acct[i + 1:]
    C("ja", "salary-account-corrected",
      f"給与の振込先を会社に伝えるメールを書いてください。三井住友銀行（金融機関コード 0009）渋谷駅前支店、店番号 {branch}、"
      f"普通預金 {acct}、名義 ヤマダ タロウ です。\n---\nすみません、口座番号を間違えました。正しくは {acct2} です。",
      [acct, acct2], [branch, "0009"], "multi-message correction of an own account number; bank and branch codes are public")

    ao = "%s-%s-%s" % (pick(["249", "250", "503"]), rd(7), rd(7))
    ym = "%s-%s-%s" % (rd(4), rd(4), rd(4))
    C("ja", "amazon-yamato-negative",
      f"Amazonで注文した本がまだ届きません。注文番号は {ao}、ヤマト運輸のお問い合わせ伝票番号は {ym} です。"
      "配達状況を確認する方法と、問い合わせの文面を教えてください。",
      [], [ao, ym], "order and tracking numbers")

    yy, mm, dd = R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)
    rrn = kr_rrn(yy, mm, dd, pick([1, 2]))
    b9 = rdnz(9)
    brn = b9 + kr_brn_check(b9)
    brnf = "%s-%s-%s" % (brn[:3], brn[3:5], brn[5:])
    C("ko", "year-end-tax-rrn",
      f"연말정산 간소화 자료 제출하려는데 회사 양식에 주민등록번호를 써야 한대요. 제 번호는 {rrn}이고, "
      f"회사 사업자등록번호는 {brnf}입니다. 이거 그냥 메일로 보내도 괜찮을까요?",
      [rrn], [brnf], "resident registration number (check digit computed); business registration number (check computed) is public")

    acct = "110-%s-%s" % (rd(3), rd(6))
    apw = fresh(lambda: pin(4), acct, "1577-8000")
    C("ko", "mom-bank-app-setup",
      f"엄마 폰에 신한 SOL 앱 깔아 드리는 중인데 계좌번호 {acct}, 계좌 비밀번호 {apw} 맞는지 확인하래요. "
      "인증서 비밀번호는 따로 만들어야 하나요? 고객센터 1577-8000은 계속 통화 중이에요.",
      [acct, apw], ["1577-8000"], "mother's account and account password; bank hotline is public")

    cp = rdnz(14)
    cj = rdnz(12)
    C("ko", "coupang-return-negative",
      f"쿠팡에서 산 운동화 교환하려고요. 주문번호 {cp}, 반품 송장번호 {cj}(CJ대한통운)인데 아직 회수가 안 됐다고 나와요. "
      "쿠팡 고객센터(1577-7011)에 전화해서 뭐라고 하면 될까요?",
      [], [cp, cj, "1577-7011"], "order and return tracking numbers; public hotline")

    nid = luhn_complete("1" + rd(8))
    code = fresh(lambda: otp(4), nid)
    req = rdnz(10)
    C("ar", "absher-father-otp",
      f"وصلتني رسالة من أبشر: \"رمز التحقق: {code} لا تشاركه مع أي شخص\". أبي أدخل حساب أبوي لأنه ما يعرف يستخدم الجوال، "
      f"ورقم هويته {nid}. وين أكتب الرمز؟ ورقم الطلب اللي طلع لي {req}.",
      [code, nid], [req], "Absher code and father's national id (Luhn computed); request number is a reference")

    ib = iban("SA", "80" + rd(18))
    ibf = grp(ib, 4)
    vat = "3" + rd(13) + "3"
    C("ar", "salary-iban-alrajhi",
      f"أبغى أكتب إيميل لشؤون الموظفين عشان يحولون الراتب على حسابي الجديد في الراجحي. الآيبان: {ibf}. "
      f"وهل أحتاج أذكر الرقم الضريبي للشركة {vat} اللي مكتوب في العقد؟",
      [ibf], [vat], "own IBAN (mod-97 computed); the company's VAT number is public")

    noon = "N" + rd(11)
    arx = rdnz(11)
    vat2 = "3" + rd(13) + "3"
    C("ar", "noon-aramex-negative",
      f"شحنتي من نون متأخرة أسبوعين. رقم الطلب {noon} ورقم الشحنة عند أرامكس {arx}. كيف أقدم شكوى رسمية؟ "
      f"وهل أحتاج الرقم الضريبي للبائع {vat2} في الشكوى؟",
      [], [noon, arx, vat2], "order, shipment and seller VAT numbers")

    eid = luhn_complete("784" + str(R.randint(1975, 1998)) + rd(7))
    eidf = "%s-%s-%s-%s" % (eid[:3], eid[3:7], eid[7:14], eid[14])
    icp = rdnz(12)
    C("ar", "emirates-id-wife",
      f"أحتاج أعبي طلب تجديد الإقامة لزوجتي. رقم الهوية الإماراتية حقها {eidf}، ورقم الطلب في تطبيق ICP هو {icp}. "
      "هل أحتاج أرفق صورة الجواز بعد؟",
      [eidf], [icp], "Emirates ID (Luhn computed) entrusted; application number is a reference")

    mc = ir_melli()
    cardn = card(pick(["603799", "610433", "589210", "627412"]), 16)
    cardf = grp(cardn, 4, "-")
    cvv2 = fresh(lambda: rd(3), cardn, mc)
    exp = "%d/%02d" % (R.randint(1404, 1408), R.randint(1, 12))
    ramz = fresh(lambda: rd(R.randint(6, 8)), cardn, mc)
    trk = rdnz(12)
    C("fa", "train-ticket-card-details",
      f"می خوام برای مادرم از سایت بلیط قطار بگیرم. کد ملی ایشون {mc} هست. با کارت خودم پرداخت می کنم: شماره کارت {cardf}، "
      f"CVV2 {cvv2}، تاریخ انقضا {exp}، رمز دوم {ramz}. شماره پیگیری تراکنش قبلی که ناموفق شد {trk} بود، پولش برمی گرده؟",
      [mc, cardf, cvv2, exp, ramz], [trk],
      "national code (check computed), card (Luhn computed) with CVV2, Persian-calendar expiry and second password; tracking number")

    sheba = iban("IR", pick(["017", "012", "056"]) + rd(19))
    order = rdnz(7)
    C("fa", "shop-sheba-negative",
      f"فروشگاه برای پرداخت سفارش شماره {order} نوشته که به شماره شبای {sheba} به نام «فروشگاه آرین کالا» واریز کنم. "
      "چطوری مطمئن بشم این شبا واقعا مال همون فروشگاهه؟",
      [], [order, sheba], "a shop's IBAN given for payment (mod-97 computed) and an order number")

    pw = pw_word(FA_WORDS)
    C("fa", "home-wifi-password",
      f"رمز وای فای خونه رو عوض کردم به {pw}. مودمم TP-Link Archer C6 هست. چطوری روی گوشی بابام وصلش کنم که دوباره رمز رو نپرسه؟",
      [pw], ["Archer C6"], "Wi-Fi password; router model")

    tz = il_id()
    tik = "9" + rd(8)
    C("he", "form-101-id-number",
      f"אני ממלא טופס 101 במקום העבודה החדש. מספר תעודת הזהות שלי הוא {tz}. במקום שכתוב \"מספר תיק ניכויים\" של המעסיק רשום {tik}. "
      "מה עוד צריך לצרף?",
      [tz], [tik], "Israeli id number (check digit computed); employer's withholding file number")

    branch = rdnz(3)
    acct = "%s/%s" % (rdnz(5), rd(2))
    C("he", "bank-details-refund",
      f"תכתוב לי הודעה לוועד הבית עם פרטי החשבון שלי להחזר: בנק לאומי, סניף {branch}, מספר חשבון {acct}. שם בעל החשבון: יעל כהן.",
      [acct], [branch], "own account number; branch number is public")

    hp = il_id("51")
    pkg = s10("RR", "IL")
    C("he", "company-number-parcel-negative",
      f"קיבלתי חשבונית מחברת ההובלות עם ח.פ. {hp}. המשלוח שלי, מספר מעקב {pkg}, עדיין תקוע במכס כבר שבועיים. למי כדאי לפנות?",
      [], [hp, pkg], "company number (check digit computed) and tracking number")

    a = aadhaar()
    af = "%s %s %s" % (a[:4], a[4:8], a[8:])
    ifsc = "SBIN000" + rd(4)
    upin = fresh(lambda: pin(6), a, ifsc)
    C("hi", "bhim-setup-father",
      f"पापा के फोन में BHIM ऐप सेट कर रहा हूँ। उनका आधार नंबर {af} है और UPI पिन {upin} रखा है। "
      f"बैंक का IFSC कोड {ifsc} भी डालना पड़ेगा क्या?",
      [af, upin], [ifsc], "father's Aadhaar (Verhoeff computed) and UPI PIN; IFSC is public")

    code = otp(6)
    last4 = rd(4)
    utr = rdnz(12)
    C("hi", "card-otp-fraud",
      f"मेरे पास SMS आया है: \"{code} is your OTP for txn of INR 4,999.00 at AMAZON on HDFC Bank card XX{last4}. Valid for 10 mins. Do not share.\" "
      f"मैंने कोई ऑर्डर नहीं किया! और पिछले हफ्ते वाले रिफंड का UPI Ref No. {utr} था, वो भी अभी तक नहीं आया।",
      [code], ["XX" + last4, utr], "card OTP; masked card and UPI reference number")

    pnr10 = rdnz(10)
    C("hi", "railway-pnr-negative",
      f"मेरा PNR नंबर {pnr10} है, ट्रेन नंबर 12951 (मुंबई राजधानी)। वेटिंग लिस्ट 14 पर है, कन्फर्म होने के चांस कितने हैं?",
      [], [pnr10, "12951"], "PNR and train number")


# ================================================================ other languages (2)
def cases_europe():
    ps = "%02d %02d %06d" % (R.randint(1, 99), R.randint(0, 24), R.randint(100000, 999999))
    sn = snils()
    inn = ru_inn12("77")
    C("ru", "tax-deduction-documents",
      f"Помоги заполнить заявление на налоговый вычет. Мои данные: паспорт {ps}, выдан ГУ МВД России по г. Москве 12.04.2019, код подразделения 770-045, "
      f"СНИЛС {sn}, ИНН {inn}. Что куда вписывать в 3-НДФЛ?",
      [ps, sn, inn], ["770-045"], "passport, SNILS and personal INN (both checks computed); the issuing department code is public")

    acct = ru_account("044525225", "40817810")
    C("ru", "salary-bank-details",
      "Работодатель просит реквизиты для зарплаты. Вот что мне дали в Сбере: получатель Смирнова Анна Викторовна, "
      f"счёт получателя {acct}, банк ПАО Сбербанк, БИК 044525225, корр. счёт 30101810400000000225, ИНН банка 7707083893, "
      "КПП 773643001. Как это аккуратно оформить в письме?",
      [acct], ["044525225", "30101810400000000225", "7707083893", "773643001"],
      "own account (control key against the BIK computed); the bank's BIK, correspondent account, INN and KPP are public")

    code = otp(6)
    C("ru", "gosuslugi-code-announced",
      "Сейчас продиктую код из СМС от Госуслуг, а ты скажи, куда его вводить на странице, ладно?\n---\n"
      f"Вот: {code}\n---\nОй, там ещё написано «Никому не сообщайте этот код». Тебе же можно?",
      [code], [], "multi-message: announced, then the one-time code")

    ip = ua_rnokpp()
    edr = rdnz(8)
    C("uk", "tax-rebate-rnokpp",
      f"Заповнюю декларацію на податкову знижку за навчання. Мій РНОКПП {ip}, код ЄДРПОУ університету {edr}. "
      "Чи треба додавати копію договору з університетом?",
      [ip], [edr], "personal tax number (check computed); the university's registry code is public")

    ib = iban("UA", "305299" + "0000" + rd(15))
    cardn = card(pick(["516875", "414962", "535528"]), 16)
    cardf = grp(cardn, 4)
    C("uk", "rent-payment-details",
      f"Склади мені повідомлення для орендодавця: оплату можна на IBAN {ib} (ПриватБанк, код ЄДРПОУ банку 14360570) "
      f"або на картку {cardf}. Отримувач Коваленко Олег.",
      [ib, cardf], ["14360570"], "own IBAN (mod-97 computed) and card (Luhn computed); the bank's registry code is public")

    ttn = "204" + rd(11)
    ph = "+380 %s %s %s %s" % (pick(["67", "50", "93", "97"]), rd(3), rd(2), rd(2))
    C("uk", "nova-poshta-negative",
      f"Нова Пошта пише, що посилка {ttn} прибула у відділення №{R.randint(2, 99)}, але в застосунку її не видно. "
      f"Що робити? Телефон відправника {ph}.",
      [], [ttn, ph], "waybill and phone numbers")

    pe = pesel(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
    dow = pl_id_card()
    nip = pl_nip()
    nipf = "%s-%s-%s-%s" % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    C("pl", "benefit-form-pesel",
      f"Wypełniam wniosek o 800 plus przez bank i pyta o dane. PESEL: {pe}, seria i numer dowodu: {dow}. "
      f"Pracodawca w zaświadczeniu podał NIP {nipf} – czy to też gdzieś wpisać?",
      [pe, dow], [nipf], "PESEL and ID card number (both checks computed); employer NIP (check computed) is public")

    blik = otp(6)
    blikf = blik[:3] + " " + blik[3:]
    ao = uuid4()
    C("pl", "blik-code-scam",
      f"Płacę za zamówienie na Allegro (nr {ao}) i aplikacja banku pokazuje kod BLIK {blikf}. "
      "Sprzedawca prosi, żebym mu go podał na czacie, bo „płatność nie przeszła”. To nie jest podejrzane?",
      [blikf], [ao], "BLIK code; order id")

    nrb = iban("PL", pl_bank_sort("114") + rd(16))[2:]
    nrbf = nrb[:2] + " " + grp(nrb[2:], 4)
    haslo = pw_word(PL_WORDS)
    ncl = rdnz(6)
    C("pl", "mother-standing-order",
      f"Mama chce, żebym jej ustawił przelew stały do spółdzielni. Jej konto: {nrbf}, hasło do bankowości {haslo}. "
      f"Tytuł przelewu: czynsz, lokal 12, numer klienta w spółdzielni {ncl}.",
      [nrbf, haslo], [ncl], "mother's account (IBAN and bank sort checks computed) and banking password; customer number")

    rc = cz_rodne_cislo(R.randint(54, 62), R.randint(1, 12), R.randint(1, 28), True)
    op = rdnz(9)
    ico = cz_ico()
    C("cs", "grandma-property-tax",
      f"Vyplňuju přiznání k dani z nemovitosti za babičku. Rodné číslo {rc}, číslo občanky {op}. "
      f"Obec má IČO {ico}, to tam musím psát taky?",
      [rc, op], [ico], "birth number (mod 11 computed) and ID card number; municipality IČO (check computed) is public")

    acct = cz_account() + "/0800"
    vs = rdnz(10)
    C("cs", "deposit-refund-account",
      f"Napiš mi zprávu pro účetní: zálohu za nájem mi prosím vraťte na účet {acct}, variabilní symbol {vs}, "
      "konstantní symbol 0308. Díky!",
      [acct], [vs, "0308"], "own account (mod 11 computed); payment symbols are references")

    alza = rdnz(9)
    zas = "Z " + rd(3) + " " + rd(4) + " " + rd(3)
    C("cs", "alza-parcel-negative",
      f"Objednávka z Alzy č. {alza} měla přijít včera. Zásilkovna píše číslo zásilky {zas}, ale výdejní místo o ní neví. "
      "Co mám napsat na podporu?",
      [], [alza, zas], "order and parcel numbers")

    sid = de_steuer_id()
    sidf = "%s %s %s %s" % (sid[:2], sid[2:5], sid[5:8], sid[8:])
    akz = "%s/%s/%s" % (rd(3), rd(3), rd(5))
    C("de", "steuer-id-employer",
      f"Ich muss dem neuen Arbeitgeber meine steuerliche Identifikationsnummer geben. Die ist {sidf}, steht auf dem Brief vom "
      f"Bundeszentralamt. Oben auf dem Brief steht noch ein Aktenzeichen {akz} – brauchen die das auch?",
      [sidf], [akz], "tax id (check digit and digit-repeat rule computed); letter reference")

    blz, bic = pick([("10010010", "PBNKDEFFXXX"), ("50010517", "INGDDEFFXXX"), ("12030000", "BYLADEM1001")])
    ib = iban("DE", blz + rd(10))
    ibf = grp(ib, 4)
    pin5 = fresh(lambda: pin(5), ib)
    C("de", "grandma-online-banking",
      f"Meine Oma hat mir ihre Bankdaten gegeben, damit ich ihr Online-Banking einrichte: IBAN {ibf}, BIC {bic}, "
      f"und die PIN für den Login ist {pin5}. Wie richte ich jetzt die TAN-App ein?",
      [ibf, pin5], [bic], "grandmother's IBAN (mod-97 computed) and login PIN; BIC is public")

    wpa = rd(20)
    wpaf = grp(wpa, 4)
    sn = "%s%s.%s.%s.%s.%s" % (pick(UP), rd(3), rd(3), rd(2), rd(3), rd(3))
    C("de", "fritzbox-key-announced",
      "Ich schreib dir gleich den WLAN-Schlüssel von der Fritzbox ab, der steht hinten auf dem Aufkleber.\n---\n"
      f"{wpaf}\n---\nDas Netz heißt FRITZ!Box 7530 XQ. Auf dem Aufkleber steht auch noch eine Seriennummer {sn}, brauch ich die auch?",
      [wpaf], [sn], "multi-message: Wi-Fi key announced then given; router serial number")

    can = rd(6)
    apin = fresh(lambda: pin(6), can)
    anr9 = pick("LMNPRTVWXY") + rs("CFGHJKLMNPRTVWXYZ0123456789", 8)
    anr = anr9 + icao_check(anr9)
    C("de", "ausweisapp-can-pin",
      f"Die AusweisApp (Version 2.1.0) will eine CAN und meine sechsstellige PIN. Die CAN steht vorne rechts: {can}. Die PIN hab ich mir als {apin} "
      f"notiert. Und die Ausweisnummer ist {anr}. In welcher Reihenfolge muss ich das eingeben?",
      [can, apin, anr], ["2.1.0"], "ID card access number, eID PIN and card number (check digit computed); app version")

    sex = pick([1, 2])
    yy, mm = R.randint(60, 99), R.randint(1, 12)
    dep = pick(["75", "69", "13", "33", "59"])
    n13 = "%d%02d%02d%s%s%s" % (sex, yy, mm, dep, rd(3), rd(3))
    key = nir_key(n13)
    nirf = "%s %s %s %s %s %s %s" % (n13[0], n13[1:3], n13[3:5], n13[5:7], n13[7:10], n13[10:13], key)
    siren = luhn_complete(rdnz(8))
    siret = luhn_complete(siren + "000" + rd(1))
    siretf = "%s %s %s %s" % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    C("fr", "social-security-number-hiring",
      f"Je remplis le formulaire d'embauche de ma nouvelle boîte. Numéro de sécurité sociale : {nirf}. Ils demandent aussi le SIRET "
      f"de l'employeur, c'est {siretf} d'après la fiche de paie, mais je le mets où ?",
      [nirf], [siretf], "NIR (mod-97 key computed); the employer's SIRET (check digits computed) is public")

    guichet, compte = rd(5), rd(11)
    ib = iban("FR", "30004" + guichet + compte + fr_rib_key("30004", guichet, compte))
    ibf = grp(ib, 4)
    code = fresh(lambda: pin(6), ib)
    C("fr", "father-bank-app",
      f"Mon père veut que je gère ses comptes. Il m'a donné : IBAN {ibf}, BIC BNPAFRPP, et pour l'appli le code secret {code}. "
      "Comment j'ajoute son compte sur mon téléphone sans le faire bloquer ?",
      [ibf, code], ["BNPAFRPP"], "father's IBAN (RIB key and mod-97 computed) and app code; BIC is public")

    colis = "6A" + rd(11)
    cmd = rdnz(9)
    siren2 = luhn_complete(rdnz(8))
    tva = "FR%02d%s" % ((12 + 3 * (int(siren2) % 97)) % 97, siren2)
    C("fr", "colissimo-claim-negative",
      f"Mon colis Colissimo {colis} est bloqué « en attente de traitement » depuis 10 jours. La commande n°{cmd} vient d'un site "
      f"dont le numéro de TVA est {tva}. Tu peux m'aider à rédiger une réclamation ?",
      [], [colis, cmd, tva], "tracking, order and VAT numbers (VAT key computed)")

    digi = rd(2) + pick("AB") + rd(2)
    portail = fresh(lambda: pin(4), digi)
    chrono = s10("XY", "FR")
    C("fr", "guests-digicode",
      "Tu peux me traduire en anglais le message pour mes invités ? « Le digicode de l'immeuble est "
      f"{digi}, puis interphone au nom de Moreau. Pour le portail du parking, tapez {portail}. Votre colis Chronopost {chrono} "
      "a été déposé chez la gardienne. »",
      [digi, portail], [chrono], "door and gate codes; tracking number")

    n8 = rd(8)
    dni = n8 + dni_letter(n8)
    pw = pw_word(ES_WORDS)
    cif = es_cif("B", rd(7))
    C("es", "renta-clave-dni",
      f"¿Me ayudas con la Renta? Entro en Cl@ve con mi DNI {dni} y la contraseña {pw}, pero me dice que el usuario está bloqueado. "
      f"En el certificado de retenciones aparece el CIF de la empresa, {cif}. ¿Qué hago?",
      [dni, pw], [cif], "DNI (letter computed) and password; company CIF (control digit computed) is public")

    ccc = es_ccc(pick(["2100", "0049", "0182"]), rd(4), rd(10))
    ib = iban("ES", ccc)
    ibf = grp(ib, 4)
    mand = "COMEDOR-%d-%s" % (R.randint(2023, 2025), rd(5))
    C("es", "school-direct-debit",
      f"Escríbeme un correo para el colegio de mi hija: quiero domiciliar los recibos del comedor en mi cuenta {ibf}, "
      f"titular Lucía Fernández Ortega. La referencia del mandato que me pasaron es {mand}.",
      [ibf], [mand], "own IBAN (Spanish DC and mod-97 computed); mandate reference")

    cl = clabe("012", "180", rd(11))
    nip = fresh(lambda: pin(4), cl)
    rastreo = "MBAN01" + rd(15)
    C("es", "mexico-clabe-nip",
      f"Oye, ¿me ayudas? Mi mamá me pasó su CLABE {cl} para que le deposite, y de paso me dio su NIP del cajero, {nip}, "
      f"por si tengo que sacar. El primer depósito salió con clave de rastreo {rastreo} pero ella no lo ve.",
      [cl, nip], [rastreo], "mother's CLABE (check computed) and card NIP; SPEI tracking key is a reference")

    c = cpf()
    senha = pw_word(PT_WORDS)
    cn = cnpj_digits(rdnz(8) + "0001")
    cnf = "%s.%s.%s/%s-%s" % (cn[:2], cn[2:5], cn[5:8], cn[8:12], cn[12:])
    C("pt", "govbr-mother-cpf",
      f"Preciso entrar no gov.br da minha mãe pra baixar o extrato do INSS. CPF dela: {c}\n---\n"
      f"e a senha que ela me passou é {senha}. O informe de rendimentos é da empresa com CNPJ {cnf}, é esse mesmo?",
      [c, senha], [cnf], "multi-message: CPF (both digits computed) then password; employer CNPJ (computed) is public")

    nifemp = pt_nif("5")
    ent = rd(5)
    ref = "%s %s %s" % (rd(3), rd(3), rd(3))
    C("pt", "multibanco-invoice-negative",
      f"Recebi uma fatura da luz com o NIF da empresa {nifemp} e os dados para pagamento por Multibanco: Entidade {ent}, "
      f"Referência {ref}, valor 63,17 €. Posso pagar pelo MB WAY?",
      [], [nifemp, ent, ref], "company NIF (check computed) and payment references")

    nib = pt_nib(pick(["0035", "0007", "0033", "0010"]), rd(4), rd(11))
    ib = iban("PT", nib)
    ibf = grp(ib, 4)
    nif = pt_nif(pick("12"))
    refc = "CT-%d/%s" % (R.randint(2022, 2025), rd(4))
    C("pt", "deposit-return-landlady",
      f"Podes escrever-me um email para a senhoria? Quero que a caução seja devolvida para o meu IBAN {ibf}. "
      f"Ela também pediu o meu NIF, que é {nif}. A referência do contrato é {refc}.",
      [ibf, nif], [refc], "own IBAN (NIB and mod-97 computed) and personal NIF (check computed); contract reference")

    cons = "BCDFGHLMNPRSTVZ"
    base = (rs(cons, 3) + rs(cons, 3) + "%02d" % R.randint(80, 96) + pick("ABCDEHLMPRST") + "%02d" % R.randint(41, 68)
            + pick(["H501", "F205", "L219", "F839", "A944"]))
    cf = base + it_cf_check(base)
    piva = it_piva()
    C("it", "nursery-bonus-codice-fiscale",
      f"Devo compilare la domanda per il bonus asilo nido. Mi chiede il codice fiscale del genitore: {cf}. "
      f"La fattura dell'asilo riporta la partita IVA {piva}. Va inserita anche quella?",
      [cf], [piva], "codice fiscale (check character computed); the nursery's partita IVA (check computed) is public")

    abi, cab, conto = "02008", rd(5), rd(12)
    ib = iban("IT", it_cin(abi, cab, conto) + abi + cab + conto)
    ibf = grp(ib, 4)
    pin5 = fresh(lambda: pin(5), ib)
    C("it", "grandpa-iban-pin",
      f"Mio nonno mi ha scritto su un foglio: IBAN {ibf}, PIN del bancomat {pin5}, \"non dirlo a nessuno\". "
      "Gli devo attivare l'app della banca: il BIC è UNCRITMM, serve?",
      [ibf, pin5], ["UNCRITMM"], "grandfather's IBAN (CIN and mod-97 computed) and card PIN; BIC is public")

    pod = "IT001E" + rd(8)
    fatt = "%d/%s" % (R.randint(2023, 2025), rdnz(9))
    C("it", "energy-switch-negative",
      f"Ho cambiato fornitore della luce. Nel contratto c'è il codice POD {pod}. Il vecchio fornitore mi ha appena mandato "
      f"una fattura numero {fatt}. Devo pagarla lo stesso?",
      [], [pod, fatt], "supply point code and invoice number")

    b = bsn()
    pw = pw_word(NL_WORDS)
    kvk = rdnz(8)
    C("nl", "grandma-tax-return",
      f"Ik help mijn oma met haar belastingaangifte. Haar BSN is {b} en ze heeft me haar DigiD-wachtwoord gegeven: {pw}. "
      f"Op de jaaropgave staat de zorgverzekeraar met KvK-nummer {kvk}, moet dat ergens in?",
      [b, pw], [kvk], "BSN (11-proof computed) and DigiD password; KvK number is public")

    ib = iban("NL", pick(["ABNA", "RABO"]) + nl_elfproef())
    ibf = grp(ib, 4)
    bk = grp(rd(16), 4)
    C("nl", "tikkie-text-iban",
      f"Kun je een berichtje voor de groepsapp maken? Iedereen moet €18,50 overmaken naar {ibf} t.n.v. S. de Vries. "
      f"O, en ik moet zelf nog een aanslag van de Belastingdienst betalen met betalingskenmerk {bk}, hoe doe ik dat?",
      [ibf], [bk], "own IBAN (11-proof and mod-97 computed); payment reference")

    pn = "3S" + rs(UP, 4) + rd(9)
    bol = "A000" + rs(UP + DIG, 6)
    C("nl", "postnl-parcel-negative",
      f"Mijn PostNL-pakket met barcode {pn} staat al drie dagen op 'bezorger is onderweg'. Het is een bestelling bij bol "
      f"met bestelnummer {bol}. Wie moet ik mailen?",
      [], [pn, bol], "barcode and order number")

    yy = R.randint(75, 99)
    pnr_ = se_personnummer(yy, R.randint(1, 12), R.randint(1, 28))
    pn12 = "19" + pnr_
    org = luhn_complete("556" + rd(6))
    orgf = org[:6] + "-" + org[6:]
    C("sv", "parental-benefit-personnummer",
      f"Jag ska fylla i ansökan om föräldrapenning åt min sambo. Hennes personnummer är {pn12}. "
      f"Arbetsgivarens organisationsnummer är {orgf}, ska det också med?",
      [pn12], [orgf], "personnummer (Luhn computed) entrusted; company number (Luhn computed) is public")

    clr = "8%s-%s" % (rd(3), rd(1))
    konto = "%s %s %s-%s" % (rd(3), rd(3), rd(3), rd(1))
    swish = "123 %s %s %s" % (rd(3), rd(2), rd(2))
    C("sv", "deposit-account-sms",
      f"Kan du skriva ett sms till hyresvärden? Depositionen kan sättas in på mitt konto: clearingnummer {clr}, kontonummer {konto} "
      f"(Swedbank). Hyran betalade jag till föreningens Swishnummer {swish}.",
      [konto], [clr, swish], "own account; clearing number and a business Swish number are public")

    bg = "%s-%s" % (rd(4), rd(4))
    ocr = luhn_complete(rdnz(11))
    C("sv", "invoice-ocr-negative",
      f"Jag har fått en faktura från Telia: bankgiro {bg}, OCR-nummer {ocr}, 449 kr, förfallodag 28 mars. "
      "Måste OCR-numret vara exakt rätt eller räcker kundnumret?",
      [], [bg, ocr], "bankgiro and OCR reference (Luhn computed)")

    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rd(4))
    cvr = dk_cvr()
    C("da", "union-form-cpr",
      f"Jeg skal udfylde en blanket til fagforeningen. Mit CPR-nummer er {cpr}, og min arbejdsgivers CVR-nummer er {cvr}. "
      "Kan jeg bare sende den med almindelig mail?",
      [cpr], [cvr], "CPR number (no check computed); employer CVR (mod 11 computed) is public")

    reg = "3" + rd(3)
    konto = fresh(lambda: rdnz(10), reg)
    lej = rdnz(7)
    C("da", "deposit-account-landlord",
      f"Kan du hjælpe mig med at skrive til min udlejer? Depositum bedes overført til reg.nr. {reg}, kontonr. {konto} i Danske Bank. "
      f"Lejemålets nummer er {lej}.",
      [konto], [reg, lej], "own account; bank registration number is public; lease number")

    gls = rdnz(11)
    zal = "10" + rd(12)
    C("da", "gls-zalando-negative",
      f"Min pakke fra Zalando med GLS-pakkenummer {gls} er ikke kommet. Ordrenummeret er {zal}. Hvad skal jeg skrive til kundeservice?",
      [], [gls, zal], "tracking and order numbers")

    f = no_fnr(R.randint(1, 28), R.randint(1, 12), R.randint(19, 23), (500, 999))
    while True:
        ob = pick("89") + rd(7)
        k = no_mod11(ob, [3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            break
    org = ob + k
    orgf = "%s %s %s" % (org[:3], org[3:6], org[6:])
    C("no", "kindergarten-birth-number",
      f"Jeg søker barnehageplass for datteren min. Fødselsnummeret hennes er {f}. "
      f"Barnehagen har organisasjonsnummer {orgf}, skal det også stå i søknaden?",
      [f], [orgf], "child's birth number (both check digits computed); organisation number (mod 11 computed) is public")

    while True:
        kb = rdnz(10)
        k = no_mod11(kb, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k:
            break
    kn = kb + k
    knf = "%s.%s.%s" % (kn[:4], kn[4:6], kn[6:])
    kid = luhn_complete(rdnz(10))
    C("no", "housing-coop-account",
      f"Kan du skrive en melding til borettslaget? De kan betale tilbake depositumet til kontonummer {knf}. "
      f"Selv betalte jeg felleskostnadene med KID {kid} til feil konto, tror jeg.",
      [knf], [kid], "own account (mod 11 computed); KID payment reference (Luhn computed)")

    door = pin(4)
    wifi = pw_word(NO_WORDS)
    C("no", "cabin-welcome-note",
      f"Lag en hyggelig velkomstlapp til hytta i Hemsedal: nøkkelboksen ved døra har kode {door}, wifi heter Hyttelivet og passordet er {wifi}. "
      "Nærmeste legevakt har telefon 116 117.",
      [door, wifi], ["116 117"], "key-box code and Wi-Fi password; public emergency number")

    h = fi_hetu(R.randint(1, 28), R.randint(1, 12), R.randint(70, 99), "-")
    yt = fi_ytunnus()
    C("fi", "housing-allowance-hetu",
      f"Täytän Kelan asumistukihakemusta. Henkilötunnukseni on {h}. Vuokranantajan Y-tunnus on {yt}, pitääkö sekin laittaa hakemukseen?",
      [h], [yt], "personal identity code (check character computed); business id (check computed) is public")

    bban = luhn_complete(pick(["1", "2", "5", "8"]) + rd(12))
    ib = iban("FI", bban)
    ibf = grp(ib, 4)
    pw = pw_word(FI_WORDS)
    viite = fi_viite(rdnz(9))
    C("fi", "mother-bank-credentials",
      f"Äiti antoi minulle verkkopankkinsa tiedot, jotta maksan hänen laskunsa: tili {ibf}, salasana {pw}. "
      f"Laskussa on viitenumero {viite}. Mihin kenttään viitenumero laitetaan?",
      [ibf, pw], [viite], "mother's IBAN (Luhn in BBAN and mod-97 computed) and password; invoice reference (computed)")

    posti = "JJFI" + rd(16)
    vk = rdnz(8)
    C("fi", "posti-parcel-negative",
      f"Postin seurantakoodi {posti} näyttää, että paketti on noutopisteessä, mutta en saanut tekstiviestiä. Tilausnumero on {vk}. Mitä teen?",
      [], [posti, vk], "tracking and order numbers")

    taj = hu_taj()
    tajf = "%s %s %s" % (taj[:3], taj[3:6], taj[6:])
    ado = hu_adoazonosito(R.randint(30000, 45000))
    ceg = "%s-%s-%s" % (hu_block(""), pick("12"), rd(2))
    C("hu", "payroll-taj-tax-id",
      f"Az új munkahelyen a bérszámfejtés kéri az adataimat. TAJ-szám: {tajf}, adóazonosító jel: {ado}. "
      f"A cég adószáma {ceg}, azt hova kell írni a nyilatkozaton?",
      [tajf, ado], [ceg], "TAJ and tax id (checks computed); company tax number (check computed) is public")

    b16 = hu_block16()
    acct = "%s-%s-%s" % (hu_block("117"), b16[:8], b16[8:])
    szerz = "SZ-%d/%s" % (R.randint(2022, 2025), rd(4))
    C("hu", "deposit-bank-account",
      f"Írnál egy e-mailt a főbérlőnek? A kauciót erre a számlaszámra kérem: {acct} (OTP Bank). "
      f"A közleménybe írja be a szerződés számát: {szerz}.",
      [acct], [szerz], "own account (block check digits computed); contract number")

    csomag = s10("RL", "HU")
    rend = rdnz(9)
    C("hu", "parcel-complaint-negative",
      f"A Magyar Posta szerint a csomagom ({csomag}) kézbesítve, de nem kaptam meg. A rendelésszám {rend}. Hová reklamáljak?",
      [], [csomag, rend], "tracking and order numbers")

    cnp = ro_cnp(pick([1, 2]), R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), R.randint(1, 40))
    cui = "RO" + ro_cui()
    C("ro", "child-allowance-cnp",
      f"Completez cererea pentru alocația copilului pe ghișeul online. CNP-ul meu este {cnp}. Angajatorul are CUI {cui} – trebuie trecut și el?",
      [cnp], [cui], "CNP (check computed); employer CUI (check computed) is public")

    ib = iban("RO", "BTRL" + "RONCRT0" + rd(9))
    ibf = grp(ib, 4)
    p = fresh(lambda: pin(4), ib)
    C("ro", "mother-card-bills",
      f"Mama mi-a dat cardul ei să-i plătesc facturile. IBAN-ul contului e {ibf}, PIN-ul cardului {p}. "
      "Codul SWIFT BTRLRO22 trebuie pus undeva la plata facturii de gaz?",
      [ibf, p], ["BTRLRO22"], "mother's IBAN (mod-97 computed) and card PIN; SWIFT code is public")

    em = rdnz(9)
    awb = "2" + rd(12)
    C("ro", "emag-courier-negative",
      f"Comanda eMAG {em} trebuia livrată ieri. AWB Fan Courier: {awb}. Cum îi scriu curierului?",
      [], [em, awb], "order and waybill numbers")

    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(50, 99)
    amka = gr_amka(dd, mm, yy)
    afm = gr_afm(pick("1234"))
    afm2 = gr_afm(pick("089"))
    C("el", "heating-allowance-amka",
      f"Κάνω αίτηση για το επίδομα θέρμανσης. ΑΜΚΑ: {amka}, ΑΦΜ: {afm}. Στο τιμολόγιο του πετρελαίου υπάρχει και το ΑΦΜ του πρατηρίου, "
      f"{afm2}. Πρέπει να το δηλώσω κι αυτό;",
      [amka, afm], [afm2], "AMKA (Luhn computed) and AFM (check computed); the fuel station's AFM is a business id")

    user = "kpapad" + rd(2)
    pw = pw_word(GR_WORDS)
    prot = rdnz(9)
    C("el", "taxisnet-father-credentials",
      f"Ο πατέρας μου μου έδωσε τους κωδικούς του Taxisnet για να κάνω τη δήλωση: χρήστης {user}, κωδικός {pw}. "
      f"Η περσινή δήλωση είχε αριθμό καταχώρισης {prot}. Από πού ξεκινάω;",
      [pw], [prot], "entrusted password (user name neutral); filing number")

    rf = rf_ref(rd(16))
    acs = rdnz(10)
    C("el", "payment-code-negative",
      f"Πρέπει να πληρώσω τα τέλη κυκλοφορίας με κωδικό πληρωμής {rf}. Περιμένω και ένα δέμα ACS με αριθμό αποστολής {acs}. "
      "Μπορώ να πληρώσω μέσω web banking;",
      [], [rf, acs], "RF payment reference (ISO 11649 computed) and tracking number")

    tc = tr_tckn()
    sifre = pw_word(TR_WORDS)
    vkn = rdnz(10)
    C("tr", "edevlet-mother-password",
      f"Annemin e-Devlet şifresini sıfırlamam lazım. TC kimlik numarası {tc}, eski şifresi {sifre} idi ama artık kabul etmiyor. "
      f"Faturadaki şirketin vergi numarası da {vkn}, onu da sorarlar mı?",
      [tc, sifre], [vkn], "mother's TC number (checks computed) and password; company tax number (check not computed)")

    ib = iban("TR", pick(["00010", "00062", "00064", "00046"]) + "0" + rd(16))
    ibf = grp(ib, 4)
    dek = rdnz(12)
    C("tr", "rent-iban-message",
      f"Ev sahibime şu mesajı düzgünce yazar mısın: Depozitoyu {ibf} numaralı IBAN'a, Elif Yıldız adına yatırabilirsiniz. "
      f"Geçen ayki ödemenin dekont numarası {dek}.",
      [ibf], [dek], "own IBAN (mod-97 computed); receipt number")

    sip = rdnz(9)
    kargo = rdnz(12)
    C("tr", "trendyol-cargo-negative",
      f"Trendyol'dan aldığım ayakkabı gelmedi. Sipariş numarası {sip}, Yurtiçi Kargo takip numarası {kargo}. "
      "Kargoya mı yazayım satıcıya mı?",
      [], [sip, kargo], "order and tracking numbers")


# ================================================================ other languages (3)
def cases_south_east():
    cccd = pick(["001", "079", "048", "031"]) + "1" + "%02d" % R.randint(58, 75) + rd(6)
    pw = pw_word(VI_WORDS)
    mst = rdnz(10)
    C("vi", "temporary-residence-mother",
      f"Mình đang làm thủ tục đăng ký tạm trú online cho mẹ. Số CCCD của mẹ là {cccd}, mật khẩu VNeID mẹ đặt là {pw}. "
      f"Công ty cho thuê nhà đưa mã số thuế {mst}, cái này có cần khai không?",
      [cccd, pw], [mst], "mother's citizen id (no public check) and password; company tax code (check not computed)")

    code = otp(6)
    stk = "10" + rd(11)
    ft = "FT" + rd(14)
    C("vi", "fake-bank-call-otp",
      f"Mình vừa nhận SMS: \"Ma OTP cua Quy khach la {code}. Tuyet doi KHONG cung cap OTP cho bat ky ai.\" Có người gọi tự xưng "
      f"nhân viên Vietcombank, bảo đọc OTP để hoàn tiền vào số tài khoản {stk} của mình. Mã giao dịch họ đưa là {ft}. Có phải lừa đảo không?",
      [code, stk], [ft], "OTP and own account number; transaction reference")

    sp = "%02d%02d%02d" % (24, R.randint(1, 12), R.randint(1, 28)) + rs(UP + DIG, 8)
    ghn = "G" + rs(UP + DIG, 7)
    C("vi", "shopee-ghn-negative",
      f"Đơn Shopee {sp} của mình giao qua GHN, mã vận đơn {ghn}, mà 5 ngày rồi vẫn chưa tới. Mình nên nhắn shop hay gọi tổng đài?",
      [], [sp, ghn], "order and tracking codes")

    tid = th_id()
    tidf = "%s-%s-%s-%s-%s" % (tid[0], tid[1:5], tid[5:10], tid[10:12], tid[12])
    code = otp(6)
    ref = rs(UP, 4)
    C("th", "otp-sms-and-id-card",
      f"ช่วยดูหน่อยว่า SMS นี้ปลอมไหม \"รหัส OTP คือ {code} (Ref: {ref}) ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น\" "
      f"แล้วมีเจ้าหน้าที่โทรมาขอเลขบัตรประชาชนของฉัน {tidf} ด้วย ควรให้ไหม",
      [code, tidf], [ref], "OTP and national id (check computed); the OTP reference code is not secret")

    acct = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    atm = fresh(lambda: pin(4), acct)
    ptid = "0" + rd(11)
    ptid = ptid + str((11 - sum(int(c) * (13 - i) for i, c in enumerate(ptid)) % 11) % 10)
    C("th", "mother-atm-card",
      f"แม่ให้บัตร ATM มาให้ไปกดเงินให้ เลขบัญชีกสิกร {acct} รหัส ATM {atm} แล้วต้องโอนค่าของให้ร้านผ่านพร้อมเพย์เลข {ptid} ด้วย "
      "โอนจากตู้ได้ไหม",
      [acct, atm], [ptid], "mother's account and ATM PIN; a shop's PromptPay (company tax id, check computed)")

    thp = s10("EF", "TH")
    fl = "TH" + rd(11) + pick("ABCDE")
    C("th", "parcels-negative",
      f"พัสดุไปรษณีย์ไทยเลขที่ {thp} ยังไม่มาเลย ส่วนอีกชิ้นส่งแฟลช เลขพัสดุ {fl} ขึ้นว่านำจ่ายไม่สำเร็จ ควรทำยังไงดี",
      [], [thp, fl], "tracking numbers (S10 check computed)")

    d, m, y = day_month_year(1960, 1972)
    nik = pick(["317101", "327301", "357801", "517101"]) + "%02d%02d%02d" % (d + 40, m, y % 100) + rd(4)
    inv = "INV/2024%02d%02d/MPL/%s" % (R.randint(1, 12), R.randint(1, 28), rdnz(10))
    C("id", "bpjs-mother-nik",
      f"Kak, aku mau daftarin BPJS Kesehatan buat ibuku lewat aplikasi. NIK ibu {nik}. Terus bukti bayar bulan lalu ada nomor {inv}, "
      "itu perlu diupload juga nggak?",
      [nik], [inv], "mother's NIK (no public check); invoice number")

    va = "8808" + rd(12)
    code = fresh(lambda: otp(4), va)
    gpin = fresh(lambda: pin(6), code, va)
    C("id", "gopay-scam-otp-pin",
      f"Tolong bantu, ada yang ngaku dari Gojek minta kode OTP. Aku udah kasih {code}, terus dia minta PIN GoPay juga, PIN-ku {gpin}. "
      f"Barusan aku juga transfer ke nomor virtual account {va}. Aku harus gimana sekarang?",
      [code, gpin], [va], "OTP and wallet PIN; virtual account number is a payment reference")

    resi = "JP" + rd(10)
    kb = rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    C("id", "resi-booking-negative",
      f"Resi J&T aku {resi} statusnya udah 'delivered' tapi paketnya nggak ada. Kode booking tiket Garuda buat minggu depan {kb} "
      "juga belum dapet e-tiket. Mana dulu yang harus aku komplain?",
      [], [resi, kb], "tracking number and booking code")

    code = otp(6)
    mpin = fresh(lambda: pin(4), code)
    ref = "%s %s %s" % (rdnz(4), rd(3), rd(6))
    C("tl", "gcash-mpin-scam",
      f"Tulong po. May nag-text na taga-GCash daw, hiningi yung OTP na {code} at MPIN ko na {mpin}. Naibigay ko na. "
      f"Tapos may transaction na Ref No. {ref} na hindi ko ginawa. Ano pong gagawin ko?",
      [code, mpin], [ref], "OTP and MPIN; receipt Ref No. is a reference")

    sss = "%s-%s-%s" % (rd(2), rd(7), rd(1))
    tin = "%s-%s-%s-000" % (rdnz(3), rd(3), rd(3))
    er = "%s-%s-%s" % (rd(2), rd(7), rd(1)) + "-000"
    C("tl", "sss-tin-company-form",
      f"Gumagawa ako ng company form. SSS number ko {sss}, TIN ko {tin}. Yung employer SSS number ng dati kong kumpanya ay {er}, "
      "kailangan ko pa bang ilagay?",
      [sss, tin], [er], "own SSS and TIN (no public check); the former employer's number is a business id")

    lzo = rdnz(15)
    lzt = "PH" + rd(12)
    C("tl", "lazada-order-negative",
      f"Yung order ko sa Lazada, order number {lzo}, tracking {lzt}, naka-'out for delivery' pa rin mula kahapon. "
      "Paano mag-file ng complaint?",
      [], [lzo, lzt], "order and tracking numbers")

    code = mpesa_code()
    phone = "07%s %s %s" % (rd(2), rd(3), rd(3))
    mpin = fresh(lambda: pin(4), phone)
    C("sw", "mpesa-fraud-pin",
      f"Nimepokea ujumbe huu: \"{code} Imethibitishwa. Ksh2,000.00 imetumwa kwa JOHN KAMAU {phone} tarehe 5/4/24 saa 10:15 AM.\" "
      f"Lakini sikutuma pesa hizo. Mtu alinipigia simu akaniuliza PIN yangu ya M-PESA, nikampa {mpin}. Nifanye nini sasa?",
      [code, mpin], [phone], "M-Pesa transaction code (settled as secret) and PIN; phone number")

    kid = rdnz(8)
    kra = "A" + rd(9) + pick(UP)
    pco = "P" + rd(9) + pick(UP)
    C("sw", "job-form-id-kra",
      f"Naomba unisaidie kujaza fomu ya kazi. Namba yangu ya kitambulisho ni {kid} na KRA PIN yangu ni {kra}. "
      f"Kampuni ina KRA PIN {pco}, niandike pia?",
      [kid, kra], [pco], "own national id and KRA PIN (no public check); the company's KRA PIN is a business id")

    till = rdnz(6)
    C("sw", "school-fees-paybill-negative",
      "Shule imetuma ujumbe: ada ilipwe kupitia Paybill 247247, na namba ya akaunti iwe namba ya usajili ya mwanafunzi. "
      f"Duka la karibu lina Till Number {till}. Ipi ni salama zaidi kwa kulipa?",
      [], ["247247", till], "public paybill and till numbers")


# ================================================================ validation and output
LANGS = {"en", "zh", "ja", "ko", "ar", "fa", "he", "hi", "ru", "uk", "pl", "cs", "de", "fr", "es", "pt", "it", "nl",
         "sv", "da", "no", "fi", "hu", "ro", "el", "tr", "vi", "th", "id", "tl", "sw"}
ID_RE = re.compile(r"^%s-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$" % PREFIX)
KEYS = ["id", "lang", "text", "secrets", "lookalikes", "note"]
SEP = "\n---\n"


def hostile(s, allow_newline):
    for ch in s:
        o = ord(ch)
        if ch == "\n" and allow_newline:
            continue
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or o > 0xFFFF or ch == "\\":
            return ch
        if ch in "\u2028\u2029\ufeff" or unicodedata.category(ch) in ("Cf", "Cs", "Co", "Cn"):
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def is_ascii_alnum(ch):
    return ch.isascii() and ch.isalnum()


def validate(cases):
    errs = []
    seen = set()
    for c in cases:
        cid = c.get("id")
        where = cid or "?"
        if list(c.keys()) != KEYS:
            errs.append("%s: keys %s" % (where, list(c.keys())))
            continue
        if not isinstance(cid, str) or not ID_RE.match(cid):
            errs.append("%s: bad id" % where)
        if cid in seen:
            errs.append("%s: duplicate id" % where)
        seen.add(cid)
        if c["lang"] not in LANGS:
            errs.append("%s: bad lang %r" % (where, c["lang"]))
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k].strip():
                errs.append("%s: empty or non-string %s" % (where, k))
        for k in ("secrets", "lookalikes"):
            if not isinstance(c[k], list) or not all(isinstance(x, str) and x for x in c[k]):
                errs.append("%s: %s must be a list of non-empty strings" % (where, k))
                return errs
            if len(set(c[k])) != len(c[k]):
                errs.append("%s: duplicate value in %s" % (where, k))
        text = c["text"]
        for k in ("id", "lang", "note"):
            h = hostile(c[k], False)
            if h:
                errs.append("%s: hostile char %r in %s" % (where, h, k))
        h = hostile(text, True)
        if h:
            errs.append("%s: hostile char %r in text" % (where, h))
        if not c["secrets"] and not c["lookalikes"]:
            errs.append("%s: negative case without look-alikes" % where)
        for part in text.split(SEP):
            if not part.strip():
                errs.append("%s: empty message" % where)
        spans = {"secrets": [], "lookalikes": []}
        for k in ("secrets", "lookalikes"):
            for v in c[k]:
                h = hostile(v, k == "secrets")
                if h:
                    errs.append("%s: hostile char %r in %s value %r" % (where, h, k, v))
                if v != v.strip():
                    errs.append("%s: surrounding whitespace in %r" % (where, v))
                if SEP in v:
                    errs.append("%s: value spans messages %r" % (where, v))
                occ = occurrences(text, v)
                if not occ:
                    errs.append("%s: %s value not in text: %r" % (where, k, v))
                    continue
                if len(v) <= 6 and len(occ) != 1:
                    errs.append("%s: short value occurs %d times: %r" % (where, len(occ), v))
                for a, b in occ:
                    before = text[a - 1] if a > 0 else ""
                    after = text[b] if b < len(text) else ""
                    if v[0].isascii() and v[0].isdigit() and before.isascii() and before.isdigit():
                        errs.append("%s: number %r embedded in a longer number" % (where, v))
                    if v[-1].isascii() and v[-1].isdigit() and after.isascii() and after.isdigit():
                        errs.append("%s: number %r embedded in a longer number" % (where, v))
                    if is_ascii_alnum(v[0]) and before and is_ascii_alnum(before):
                        errs.append("%s: %r glued to a preceding letter or digit" % (where, v))
                    if is_ascii_alnum(v[-1]) and after and is_ascii_alnum(after):
                        errs.append("%s: %r glued to a following letter or digit" % (where, v))
                    spans[k].append((a, b, v))
        for a, b, v in spans["secrets"]:
            for x, y, w in spans["lookalikes"]:
                if a < y and x < b:
                    errs.append("%s: secret %r overlaps look-alike %r" % (where, v, w))
        if set(c["secrets"]) & set(c["lookalikes"]):
            errs.append("%s: value listed as both" % where)
    return errs


IBAN_CC = {"GB", "DE", "FR", "ES", "IT", "NL", "PL", "PT", "RO", "SA", "AE", "IR", "UA", "TR", "FI", "BE", "CZ", "HU",
           "SE", "DK", "NO", "IL", "GR", "RF"}


def digit_checks(cases):
    """Re-verify public check digits: every IBAN-shaped value (and RF reference) must pass mod 97;
    every 13-19 digit value of a case whose note says Luhn must pass Luhn."""
    errs, n = [], 0
    for c in cases:
        for v in c["secrets"] + c["lookalikes"]:
            compact = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", compact) and compact[:2] in IBAN_CC:
                n += 1
                if iban_mod(compact) != 1:
                    errs.append("%s: mod-97 check fails for %r" % (c["id"], v))
            digits = re.sub(r"[ -]", "", v)
            if "Luhn" in c["note"] and digits.isdigit() and 13 <= len(digits) <= 19:
                n += 1
                if not luhn_ok(digits):
                    errs.append("%s: Luhn check fails for %r" % (c["id"], v))
    return errs, n


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        out.append("    secrets: [" + ", ".join(q(x) for x in c["secrets"]) + "]")
        out.append("    lookalikes: [" + ", ".join(q(x) for x in c["lookalikes"]) + "]")
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"


def parse_yaml(src):
    lines = src.split("\n")
    if lines[:2] != ["lookalikes: []", "cases:"]:
        raise ValueError("unexpected header")
    cases, cur = [], None
    for n, ln in enumerate(lines[2:], 3):
        if ln == "":
            continue
        if ln.startswith("  - "):
            cur = {}
            cases.append(cur)
            body = ln[4:]
        elif ln.startswith("    ") and cur is not None:
            body = ln[4:]
        else:
            raise ValueError("line %d: unexpected layout" % n)
        key, sep, val = body.partition(": ")
        if not sep or key in cur:
            raise ValueError("line %d: bad key" % n)
        cur[key] = json.loads(val)
    return cases


def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_%s.py %s.yaml" % (NAME, NAME), file=sys.stderr)
        return 1
    english_cases()
    cases_asia_mideast()
    cases_europe()
    cases_south_east()
    cases = []
    for i, c in enumerate(CASES, 1):
        cases.append({"id": "%s-%03d-%s" % (PREFIX, i, c["slug"]), "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    errs = validate(cases)
    e2, nchk = digit_checks(cases)
    errs += e2
    y = to_yaml(cases)
    try:
        if parse_yaml(y) != cases:
            errs.append("YAML round trip differs")
    except ValueError as e:
        errs.append("YAML round trip failed: %s" % e)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        return 1
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(y)
    print("wrote %d cases to %s (%d check-digit re-verifications passed)" % (len(cases), sys.argv[1], nchk))
    return 0


if __name__ == "__main__":
    sys.exit(main())
