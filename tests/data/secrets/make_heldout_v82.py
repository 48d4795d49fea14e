#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Deterministic generator of the blind evaluation set heldout_v82 (secrets filter for chat memory).

Usage: python3 make_heldout_v82.py heldout_v82.yaml
Standard library only. All values are drawn from random.Random(82). Everything is validated
before anything is written; on any problem the script prints it and exits with status 1.
"""
import sys, random, string, hashlib, json, re, base64, unicodedata

NAME = 'heldout_v82'
SEED = 82
PREFIX = 'H82'
R = random.Random(SEED)

DIG = '0123456789'
UP = string.ascii_uppercase
LO = string.ascii_lowercase
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B62 = DIG + UP + LO
B64 = B62 + '+/'
B64U = B62 + '-_'
B32 = UP + '234567'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


class GenError(Exception):
    pass


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def dg(n):
    return rs(DIG, n)


def dgnz(n):
    return R.choice('123456789') + dg(n - 1)


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def by4(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- check digits
def luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return t % 10 == 0


def luhn_complete(body):
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise GenError('luhn')


def luhn_num(prefix, length):
    return luhn_complete(prefix + dg(length - len(prefix) - 1))


def _ibnum(s):
    return int(''.join(str(int(c, 36)) for c in s))


def iban(cc, bban):
    chk = 98 - _ibnum(bban + cc + '00') % 97
    return '%s%02d%s' % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(' ', '')
    return _ibnum(s[4:] + s[:4]) % 97 == 1


def aba_ok(s):
    d = [int(c) for c in s]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


def aba():
    while True:
        s = '%02d' % pick([ri(1, 12), ri(21, 32)]) + dg(6)
        for c in DIG:
            if aba_ok(s + c):
                return s + c


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def verhoeff_complete(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return body + str(VINV[c])


def wsum(s, weights):
    return sum(int(a) * b for a, b in zip(s, weights))


def ean_complete(body):  # GS1 mod 10 (EAN-13, ISBN-13, USPS IMpb)
    t = 0
    for i, ch in enumerate(reversed(body)):
        t += int(ch) * (3 if i % 2 == 0 else 1)
    return body + str((10 - t % 10) % 10)


def s10(prefix, country):  # UPU S10 item id
    body = dg(8)
    c = 11 - wsum(body, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return '%s%s%d%s' % (prefix, body, c, country)


VIN_VAL = dict(zip('ABCDEFGHJKLMNPRSTUVWXYZ', [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    t = sum((int(c) if c.isdigit() else VIN_VAL[c]) * w for c, w in zip(v, VIN_W))
    r = t % 11
    return 'X' if r == 10 else str(r)


def vin(wmi):
    al = 'ABCDEFGHJKLMNPRSTUVWXYZ' + DIG
    v = wmi + rs(al, 5) + '0' + pick('MNPRSTLK') + rs(al, 1) + dg(6)
    return v[:8] + vin_check(v) + v[9:]


# national / tax identifiers ----------------------------------------------------
def cn_id_check(s17):
    return '10X98765432'[wsum(s17, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]


def cn_id():
    area = pick(['110105', '310115', '440305', '330106', '510107', '420111', '320102', '610113'])
    s = area + '%04d%02d%02d' % (ri(1968, 2003), ri(1, 12), ri(1, 28)) + dg(3)
    return s + cn_id_check(s)


USCC_AL = '0123456789ABCDEFGHJKLMNPQRTUWXY'


def cn_uscc():
    s = '91' + pick(['110105', '310115', '440300', '330100']) + rs(DIG + 'MA', 1) + rs(USCC_AL, 8)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    t = sum(USCC_AL.index(c) * x for c, x in zip(s, w))
    return s + USCC_AL[(31 - t % 31) % 31]


def jp_mynumber():
    b = dg(11)
    t = 0
    for n in range(1, 12):
        p = int(b[-n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    return b + ('0' if r <= 1 else str(11 - r))


def jp_corp_check(b12):
    t = 0
    for n in range(1, 13):
        t += int(b12[-n]) * (1 if n % 2 else 2)
    return str(9 - t % 9)


def jp_corp():
    b = dg(12)
    return jp_corp_check(b) + b


def kr_rrn(female=None):
    y = ri(60, 99) if R.random() < 0.7 else ri(0, 5)
    g = (1 if y >= 60 else 3) + (1 if (female if female is not None else R.random() < 0.5) else 0)
    s = '%02d%02d%02d%d' % (y, ri(1, 12), ri(1, 28), g) + dg(5)
    c = (11 - wsum(s, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    s += str(c)
    return s[:6] + '-' + s[6:]


def kr_brn():
    b = dgnz(3) + '%02d' % ri(1, 88) + dg(4)
    t = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    s = b + str((10 - t % 10) % 10)
    return s[:3] + '-' + s[3:5] + '-' + s[5:]


def il_id_ok(s):
    t = 0
    for i, ch in enumerate(s):
        d = int(ch) * (1 if i % 2 == 0 else 2)
        t += d if d < 10 else d - 9
    return t % 10 == 0


def il_id(prefix=''):
    b = prefix + dg(8 - len(prefix))
    for c in DIG:
        if il_id_ok(b + c):
            return b + c


def melli_check(b9):
    r = wsum(b9, range(10, 1, -1)) % 11
    return str(r if r < 2 else 11 - r)


def ir_melli():
    while True:
        b = dg(9)
        if len(set(b)) >= 3:
            return b + melli_check(b)


def snils_check(b9):
    t = wsum(b9, range(9, 0, -1))
    if t > 101:
        t %= 101
    return 0 if t in (100, 101) else t


def ru_snils():
    while True:
        b = dg(9)
        if int(b) > 1001998:
            return '%s-%s-%s %02d' % (b[:3], b[3:6], b[6:], snils_check(b))


def ru_inn12():
    b = pick(['77', '78', '50', '66', '54', '16']) + dg(8)
    c1 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(c1)
    c2 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(c2)


def inn10_check(b9):
    return str(wsum(b9, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_inn10():
    b = pick(['77', '78', '50', '66']) + dg(7)
    return b + inn10_check(b)


def ua_rnokpp(days):
    b = '%05d' % days + dg(4)
    return b + str(wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10)


def pesel_check(b10):
    return str((10 - wsum(b10, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)


def pl_pesel(y, m, d, female):
    mm = m + (20 if y >= 2000 else 0)
    b = '%02d%02d%02d' % (y % 100, mm, d) + dg(3) + str(pick([0, 2, 4, 6, 8]) + (0 if female else 1))
    return b + pesel_check(b)


def nip_check(b9):
    c = wsum(b9, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
    return None if c == 10 else str(c)


def pl_nip():
    while True:
        b = dgnz(9)
        c = nip_check(b)
        if c:
            return b + c


def pl_regon():
    b = dgnz(8)
    return b + str(wsum(b, [8, 9, 2, 3, 4, 5, 6, 7]) % 11 % 10)


def pl_idcard():
    letters = 'A' + rs('BCDEFGHJKLMNPRSTUVWXYZ', 2)
    digits5 = dg(5)
    vals = [int(c, 36) for c in letters] + [int(c) for c in digits5]
    c = sum(v * w for v, w in zip(vals, [7, 3, 1, 7, 3, 1, 7, 3])) % 10
    return letters + str(c) + digits5


def pl_bank_sort():
    b = pick(['1020', '1050', '1140', '1090', '2490', '1160']) + dg(3)
    return b + str((10 - wsum(b, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10)


def cz_rc(female):
    while True:
        m = ri(1, 12) + (50 if female else 0)
        b = '%02d%02d%02d' % (ri(60, 99), m, ri(1, 28)) + dg(3)
        for c in DIG:
            if int(b + c) % 11 == 0:
                return b[:6] + '/' + b[6:] + c


def cz_ico():
    b = dgnz(7)
    r = wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str((11 - r) % 10)


def de_steuerid():
    while True:
        ds = list(DIG)
        R.shuffle(ds)
        if ds[0] == '0':
            continue
        body = ds[:9]
        body.insert(ri(1, 9), pick(body))
        b = ''.join(body)
        for c in DIG:
            if steuerid_ok(b + c):
                return b + c


def steuerid_ok(s):
    prod = 10
    for ch in s[:10]:
        x = (int(ch) + prod) % 10
        if x == 0:
            x = 10
        prod = (x * 2) % 11
    c = 11 - prod
    return (0 if c == 10 else c) == int(s[10])


def kvnr_check(letter, d8):
    b = '%02d' % (ord(letter) - 64) + d8
    t = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2)
        t += x // 10 + x % 10
    return str(t % 10)


def de_kvnr():
    L, d8 = pick(UP), dg(8)
    return L + d8 + kvnr_check(L, d8)


def fr_nir(male):
    b = '%d%02d%02d%02d%03d%03d' % (1 if male else 2, ri(60, 99), ri(1, 12), ri(1, 95), ri(1, 990), ri(1, 999))
    k = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)


def fr_siren():
    return luhn_num(pick('3456789'), 9)


def fr_siret(siren):
    return luhn_complete(siren + dg(4))


def fr_iban():
    bank, guichet, compte = pick(['30004', '20041', '30003', '10278', '30002', '18206']), dg(5), dg(11)
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97
    return iban('FR', bank + guichet + compte + '%02d' % key)


def dni_letter(n):
    return 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]


def es_dni():
    n = dg(8)
    return n + dni_letter(n)


def es_cif():
    L = pick('ABB')
    b = dg(7)
    se = sum(int(b[i]) for i in (1, 3, 5))
    so = 0
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        so += x // 10 + x % 10
    c = (10 - (se + so) % 10) % 10
    return L + b + str(c)  # A and B companies use a digit


CF_ODD = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                             11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
CF_EVEN = dict(list(zip(DIG, range(10))) + list(zip(UP, range(26))))


def cf_char(s):
    t = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(s))
    return UP[t % 26]


def it_cf(female):
    cons = 'BCDFGHLMNPRSTVZ'
    s = rs(cons, 3) + rs(cons, 2) + pick('AEIOU') + '%02d' % ri(60, 99) + pick('ABCDEHLMPRST') + \
        '%02d' % (ri(1, 28) + (40 if female else 0)) + pick('FHLGADC') + dg(3)
    return s + cf_char(s)


def it_piva():
    return luhn_complete(dg(7) + pick(['001', '015', '058', '021', '037', '063']))


def it_iban():
    abi, cab, conto = pick(['03069', '02008', '05034', '03062', '01030']), dg(5), dg(12)
    cin = cf_char(abi + cab + conto)
    return iban('IT', cin + abi + cab + conto)


def bsn_ok(s):
    return len(s) == 9 and (wsum(s[:8], [9, 8, 7, 6, 5, 4, 3, 2]) - int(s[8])) % 11 == 0


def nl_bsn():
    while True:
        b = dgnz(8)
        for c in DIG:
            if bsn_ok(b + c):
                return b + c


def nl_iban():
    return iban('NL', pick(['INGB', 'ABNA', 'RABO', 'ASNB', 'TRIO', 'BUNQ', 'SNSB']) + dg(10))


def se_pnr():
    b = '%02d%02d%02d' % (ri(50, 99), ri(1, 12), ri(1, 28)) + dg(3)
    s = luhn_complete(b)
    return s[:6] + '-' + s[6:]


def se_orgnr():
    s = luhn_complete('556' + dg(6))
    return s[:6] + '-' + s[6:]


def dk_cpr():
    return '%02d%02d%02d-%s' % (ri(1, 28), ri(1, 12), ri(50, 99), dg(4))


def dk_cvr():
    while True:
        b = dgnz(7)
        t = wsum(b, [2, 7, 6, 5, 4, 3, 2])
        for c in DIG:
            if (t + int(c)) % 11 == 0:
                return b + c


def mod11_no(b, w):
    c = 11 - wsum(b, w) % 11
    if c == 11:
        return '0'
    if c == 10:
        return None
    return str(c)


def no_fnr():
    while True:
        b = '%02d%02d%02d' % (ri(1, 28), ri(1, 12), ri(60, 99)) + '%03d' % ri(0, 499)
        k1 = mod11_no(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = mod11_no(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return b + k1 + k2


def no_orgnr():
    while True:
        b = pick('89') + dg(7)
        c = mod11_no(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return b + c


def no_konto():
    while True:
        b = pick(['1503', '1506', '1254', '3000', '9710', '1822']) + dg(6)
        c = mod11_no(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c:
            return b[:4] + '.' + b[4:6] + '.' + b[6:] + c


HETU_AL = '0123456789ABCDEFHJKLMNPRSTUVWXY'


def hetu_char(b6, n3):
    return HETU_AL[int(b6 + n3) % 31]


def fi_hetu():
    b = '%02d%02d%02d' % (ri(1, 28), ri(1, 12), ri(50, 99))
    n = '%03d' % ri(2, 899)
    return b + '-' + n + hetu_char(b, n)


def fi_ytunnus():
    while True:
        b = dg(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + '-' + str(0 if r == 0 else 11 - r)


def fi_viite(base=None):
    b = base or dgnz(ri(6, 9))
    t = sum(int(c) * w for c, w in zip(reversed(b), [7, 3, 1] * 10))
    return b + str((10 - t % 10) % 10)


def fi_iban():
    return iban('FI', luhn_complete(pick(['100', '800', '570', '470', '157']) + dg(10)))


def hu_taj():
    b = dgnz(8)
    t = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    s = b + str(t % 10)
    return s[:3] + ' ' + s[3:6] + ' ' + s[6:]


def hu_adoaz():
    while True:
        b = '8' + '%05d' % ri(28000, 48000) + dg(3)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_block(b7):
    return b7 + str((10 - wsum(b7, [9, 7, 3, 1, 9, 7, 3]) % 10) % 10)


def hu_adoszam():
    return hu_block(dgnz(7)) + '-' + pick('2') + '-' + '%02d' % ri(2, 44)


def hu_account():
    return hu_block(pick(['1177301', '1040000', '1160000', '1200111', '1091800'])) + '-' + hu_block(dg(7)) + '-' + hu_block(dg(7))


def ro_cnp(male):
    b = '%d%02d%02d%02d%02d%03d' % (1 if male else 2, ri(60, 99), ri(1, 12), ri(1, 28), ri(1, 40), ri(1, 999))
    c = wsum(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return b + str(1 if c == 10 else c)


def ro_cui():
    b = dgnz(ri(7, 8))
    c = wsum(b.rjust(9, '0'), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10 % 11
    return b + str(0 if c == 10 else c)


def gr_amka():
    return luhn_complete('%02d%02d%02d' % (ri(1, 28), ri(1, 12), ri(60, 99)) + dg(4))


def gr_afm():
    b = pick('01') + dg(7)
    c = sum(int(x) * 2 ** (8 - i) for i, x in enumerate(b)) % 11 % 10
    return b + str(c)


def tc_from(b9):
    d = [int(c) for c in b9]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return b9 + str(d10) + str(d11)


def tr_tc():
    return tc_from(dgnz(9))


def th_id():
    b = pick('1123458') + dg(11)
    return b + str((11 - wsum(b, range(13, 1, -1)) % 11) % 10)


def th_tax_company():
    b = '0105' + str(ri(535, 567)) + dg(5)
    return b + str((11 - wsum(b, range(13, 1, -1)) % 11) % 10)


def th_fmt(s):
    return '%s-%s-%s-%s-%s' % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def cpf_from(b9):
    b = b9
    r = wsum(b, range(10, 1, -1)) % 11
    b += str(0 if r < 2 else 11 - r)
    r = wsum(b, range(11, 1, -1)) % 11
    return b + str(0 if r < 2 else 11 - r)


def br_cpf():
    b = cpf_from(dg(9))
    return '%s.%s.%s-%s' % (b[:3], b[3:6], b[6:9], b[9:])


def cnpj_from(b12):
    b = b12
    r = wsum(b, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    b += str(0 if r < 2 else 11 - r)
    r = wsum(b, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
    return b + str(0 if r < 2 else 11 - r)


def br_cnpj():
    b = cnpj_from(dgnz(8) + '0001')
    return '%s.%s.%s/%s-%s' % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def pt_nif(first='12'):
    b = pick(first) + dg(7)
    r = wsum(b, range(9, 1, -1)) % 11
    return b + str(0 if r < 2 else 11 - r)


def pt_iban():
    b = pick(['0035', '0033', '0007', '0010', '0036', '0018']) + dg(4) + dg(11)
    return iban('PT', b + '%02d' % (98 - int(b + '00') % 97))


CURP_AL = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'


def mx_curp(female):
    y = ri(70, 99)
    s = pick('GHLMRSPC') + pick('AEIOU') + rs('ABCDEFGHIJLMNOPRSTVZ', 2) + '%02d%02d%02d' % (y, ri(1, 12), ri(1, 28)) + \
        ('M' if female else 'H') + pick(['DF', 'JC', 'NL', 'PL', 'MC', 'VZ', 'GT']) + rs('BCDFGHJKLMNPRSTVZ', 3) + '0'
    t = sum(CURP_AL.index(c) * (18 - i) for i, c in enumerate(s))
    return s + str((10 - t % 10) % 10)


def mx_clabe():
    b = pick(['012', '002', '014', '072', '021', '127']) + dg(3) + dg(11)
    t = sum(int(c) * w % 10 for c, w in zip(b, [3, 7, 1] * 6))
    return b + str((10 - t % 10) % 10)


def ar_cuit(pref):
    while True:
        b = pref + dg(8)
        c = 11 - wsum(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        if c == 10:
            continue
        c = 0 if c == 11 else c
        return '%s-%s-%d' % (b[:2], b[2:], c)


def ar_cbu():
    b1 = pick(['0070', '0110', '0170', '0140', '0720']) + dg(3)
    b1 += str((10 - wsum(b1, [7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    b2 = dg(13)
    b2 += str((10 - wsum(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]) % 10) % 10)
    return b1 + b2


def sa_id():
    return luhn_num('1', 10)


def ae_eid():
    s = luhn_num('784' + str(ri(1975, 2000)), 15)
    return '%s-%s-%s-%s' % (s[:3], s[3:7], s[7:14], s[14])


def tfn_ok(s):
    return wsum(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def au_tfn():
    while True:
        b = dgnz(8)
        for c in DIG:
            if tfn_ok(b + c):
                return b + c


def abn_ok(s):
    d = [int(c) for c in s]
    d[0] -= 1
    return sum(x * w for x, w in zip(d, [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19])) % 89 == 0


def au_abn():
    while True:
        s = dgnz(11)
        if abn_ok(s):
            return '%s %s %s %s' % (s[:2], s[2:5], s[5:8], s[8:])


def au_medicare():
    b = pick('23456') + dg(7)
    return b + str(wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10) + pick('123')


def ca_sin():
    s = luhn_num(pick('1234567'), 9)
    return '%s %s %s' % (s[:3], s[3:6], s[6:])


def us_ssn():
    while True:
        a = ri(1, 899)
        if a != 666:
            return '%03d-%02d-%04d' % (a, ri(1, 99), ri(1, 9999))


def uk_nino():
    while True:
        p = pick('ABCEGHJKLMNOPRSTWXYZ') + pick('ABCEGHJKLMNPRSTWXYZ')
        if p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'):
            d = dg(6)
            return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], pick('ABCD'))


def in_aadhaar():
    s = verhoeff_complete(pick('23456789') + dg(10))
    return '%s %s %s' % (s[:4], s[4:8], s[8:])


def in_pan(kind='P'):
    return rs(UP, 3) + kind + pick(UP) + dg(4) + pick(UP)


def bitlocker():
    return '-'.join('%06d' % (11 * ri(0, 65535)) for _ in range(8))


def uuid4(upper=False):
    h = rs(HEX, 32)
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    u = '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def b58(b):
    n = int.from_bytes(b, 'big')
    s = ''
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + s


def b58check(payload):
    return b58(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def btc_wif():
    return b58check(b'\x80' + rbytes(32) + b'\x01')


def btc_addr():
    return b58check(b'\x00' + rbytes(20))


def jwt(payload, alg='HS256'):
    h = b64url_nopad(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64url_nopad(json.dumps(payload, separators=(',', ':')).encode())
    return '%s.%s.%s' % (h, p, b64url_nopad(rbytes(256 if alg == 'RS256' else 32)))


def sshstr(b):
    return len(b).to_bytes(4, 'big') + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    priv = rbytes(32) + pub
    pubblob = sshstr(b'ssh-ed25519') + sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + sshstr(b'ssh-ed25519') + sshstr(pub) + sshstr(priv) + sshstr(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b'openssh-key-v1\0' + sshstr(b'none') + sshstr(b'none') + sshstr(b'') + (1).to_bytes(4, 'big') + \
        sshstr(pubblob) + sshstr(sec)
    s = base64.b64encode(blob).decode()
    body = '\n'.join(s[i:i + 70] for i in range(0, len(s), 70))
    publine = 'ssh-ed25519 ' + base64.b64encode(pubblob).decode() + ' ' + comment
    fp = 'SHA256:' + base64.b64encode(hashlib.sha256(pubblob).digest()).decode().rstrip('=')
    return body, publine, fp


def pem_body(nbytes, head, width=64, sep='\n'):
    s = head + base64.b64encode(rbytes(nbytes)).decode()
    return sep.join(s[i:i + width] for i in range(0, len(s), width))


def aws_akid():
    return 'AKIA' + rs(UP + '234567', 16)


def aws_secret():
    return rs(B64, 40)


def ghp():
    return 'ghp_' + rs(B62, 36)


def gh_fine():
    return 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(B62, 59)


def slack_bot():
    return 'xoxb-%s-%s-%s' % (dgnz(12), dgnz(13), rs(B62, 24))


def slack_hook():
    return 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(UP + DIG, 10), rs(UP + DIG, 10), rs(B62, 24))


def stripe(kind='sk_live_', long=True):
    return kind + ('51' + rs(B62, 97) if long else rs(B62, 24))


def openai_key():
    return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)


def anthropic_key():
    return 'sk-ant-api03-' + rs(B64U, 93) + 'AA'


def gapi():
    return 'AIza' + rs(B64U, 35)


def sendgrid():
    return 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)


def npm_tok():
    return 'npm_' + rs(B62, 36)


def pypi_tok():
    return 'pypi-AgEIcHlwaS5vcmcCJ' + rs(B64U, 150)


def tg_tok():
    return '%s:AA%s' % (dgnz(10), rs(B64U, 33))


def discord_tok(snow):
    return base64.b64encode(snow.encode()).decode().rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)


def snowflake():
    return str(ri(10 ** 17, 13 * 10 ** 17))


def azure_key():
    return base64.b64encode(rbytes(64)).decode()


def vault_tok():
    return 'hvs.' + rs(B62, 24)


def totp_seed(n=32):
    return rs(B32, n)


def eth_key():
    return '0x' + rs(HEX, 64)


def eth_addr():
    return '0x' + rs(HEX, 40)


def sha40():
    return rs(HEX, 40)


def sha64():
    return rs(HEX, 64)


def mac():
    return ':'.join(rs(HEXU, 2) for _ in range(6))


def onepw_key():
    al = '23456789ABCDEFGHJKLMNPQRSTVWXYZ'
    return 'A3-%s-%s-%s-%s-%s-%s' % (rs(al, 6), rs(al, 6), rs(al, 5), rs(al, 5), rs(al, 5), rs(al, 5))


def apple_rk():
    al = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
    return '-'.join(rs(al, 4) for _ in range(7))


def mpesa_code(first='T'):
    return first + rs(UP + DIG, 9).upper()


def card(kind):
    if kind == 'visa':
        return luhn_num('4' + pick(['53', '92', '24', '71', '18', '65']), 16)
    if kind == 'mc':
        return luhn_num(str(ri(51, 55)), 16)
    if kind == 'amex':
        return luhn_num(pick(['34', '37']), 15)
    if kind == 'up':
        return luhn_num('62' + pick(['2848', '1700', '2588', '1483']), 16)
    if kind == 'jcb':
        return luhn_num('35' + str(ri(28, 89)), 16)
    raise GenError(kind)


def c4(s):
    return by4(s)


def cvc():
    while True:
        c = dg(3)
        if len(set(c)) > 1:
            return c


def exp():
    return '%02d/%02d' % (ri(1, 12), ri(26, 31))


def pin(n=4):
    while True:
        p = dg(n)
        if len(set(p)) >= 3 and p not in '0123456789' and p not in '9876543210':
            return p


BIP39 = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse '
         'achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust '
         'admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport '
         'aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always '
         'amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce '
         'annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic '
         'area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork '
         'bacon badge balance balcony bamboo banana banner barely bargain barrel basket battle beach bean beauty '
         'cabbage cabin cable cactus canal cancel candy canoe canvas canyon capable capital captain carbon cargo '
         'damage damp dance danger daring dawn debate debris decade december decide decline decorate degree '
         'eager eagle early earn earth easily echo ecology economy edge educate effort eight either elbow elder '
         'fabric faculty faint faith fame family famous fancy fantasy fashion fatigue fault feature february '
         'gadget galaxy gallery garage garden garlic garment gather gauge genius genre gentle genuine gesture '
         'habit hamster harbor harvest hazard health heavy hedgehog height helmet hidden history hobby hockey '
         'ice icon idea identify idle ignore image imitate immense immune impact impose improve impulse inch '
         'jacket jaguar jealous jelly jewel journey judge juice jungle junior kangaroo keen ketchup kidney '
         'kingdom kitchen kitten knife label labor ladder lamp language laptop later laundry lava lawn lecture '
         'legend leisure lemon length leopard liberty library lizard lobster lonely lottery lounge loyal lumber '
         'machine magnet mammal mansion manual maple marble margin marine market mask master material meadow '
         'nephew network neutral noble noodle normal notable nothing novel nuclear oak obey object oblige obscure '
         'ocean october olive olympic onion opera orbit orchard orphan ostrich outdoor oval oxygen oyster paddle '
         'palace panda panther parade parrot patrol peanut pelican pencil pepper pigeon pilot pioneer pistol '
         'quality quantum quarter question quiz rabbit raccoon radar random rapid raven razor rebel recipe '
         'saddle salmon satoshi sausage scatter scheme scissors scorpion scout shadow shallow sheriff shiver '
         'tackle talent tattoo tenant tennis theory thunder ticket timber tissue toddler tomato tornado tortoise '
         'umbrella uncle uncover unfold uniform unique universe unveil upgrade urban useful vacant vacuum valley '
         'vapor velvet vendor venture verify vessel veteran vibrant vintage violin virtual volcano voyage wagon '
         'walnut warrior wasp weasel wedding whale wheat whisper width wisdom wolf wrestle yellow zebra').split()


def seed_phrase(n=12):
    return ' '.join(R.sample(BIP39, n))


WORDS_EN = ('maple harbor falcon copper velvet thunder meadow orbit pepper cobalt saffron juniper lantern granite '
            'willow tiger mango rocket violet puzzle biscuit cricket walnut pixel nebula marble hazel otter '
            'sparrow tundra blizzard cactus dolphin ember fjord glacier horizon island jasmine kettle lemon '
            'mustang nutmeg oyster pumpkin quartz raven sunset tulip umber vortex waffle yonder zephyr').split()
SYMS = '!#$%&*+-=?@^_~.'


def pw_human(words=WORDS_EN):
    w = pick(words)
    form = ri(0, 5)
    if form == 0:
        return w.capitalize() + str(ri(1975, 2024)) + pick('!#$@*.?')
    if form == 1:
        return w.capitalize() + pick(words).capitalize() + dg(ri(2, 3))
    if form == 2:
        t = w.replace('a', '@').replace('o', '0').replace('e', '3').replace('i', '1')
        return t.capitalize() + pick('!$#') + dg(2)
    if form == 3:
        return pick(words) + '_' + w + dg(ri(2, 4))
    if form == 4:
        return w + dg(2) + pick(words).capitalize() + pick('!?%&')
    return w.upper()[:1] + w[1:] + '.' + pick(words) + '.' + dg(2)


def pw_strong(n=18):
    al = B62 + '!#$%&*+-=?@^_~'
    while True:
        p = rs(al, n)
        if any(c.isdigit() for c in p) and any(c in '!#$%&*+-=?@^_~' for c in p) and p[0] not in '-':
            return p


def pw_urlsafe(n=20):
    while True:
        p = rs(B62 + '-_~!*', n)
        if any(c.isdigit() for c in p) and any(c in '-_~!*' for c in p) and p[0].isalnum():
            return p


def passphrase(k=4, sep='-', words=None):
    return sep.join(R.sample(words or BIP39, k))


# ---------------------------------------------------------------- cases
BUILDERS = []
SEP = '\n---\n'


def case(fn):
    BUILDERS.append(fn)
    return fn


def C(lang, slug, text, secrets, looks, note):
    return {'lang': lang, 'slug': slug, 'text': text, 'secrets': list(secrets), 'lookalikes': list(looks), 'note': note}


def phone_us():
    return '(%d%s) %d%s-%s' % (ri(2, 9), dg(2), ri(2, 9), dg(2), dg(4))


def order_amz():
    return '%d-%s-%s' % (pick([111, 112, 113, 114]), dg(7), dg(7))


def ups():
    return '1Z' + rs(UP + DIG, 6) + dg(10)


def usps():
    return by4(ean_complete('9400' + '1' + dg(16)))


# ================================================================ English, positive
@case
def _():
    ak, sk, rid = aws_akid(), aws_secret(), uuid4()
    t = ("boto3 keeps throwing InvalidClientTokenId even though I created the key 10 minutes ago. this is my .env:\n\n"
         "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-central-1\n\n"
         "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity "
         "operation: The security token included in the request is invalid.\nRequestId: %s" % (ak, sk, rid))
    return C('en', 'aws-env-invalid-token', t, [ak, sk], [rid], 'AWS key pair in a .env paste; request id is a look-alike')


@case
def _():
    tok, h = ghp(), sha40()
    cred = 'dkowalski-dev:' + tok
    t = ("git push is failing with 'remote: Permission to northwind-labs/billing-api.git denied to dkowalski-dev.' "
         "My remote is set like this:\n\n$ git remote -v\norigin  https://%s@github.com/northwind-labs/billing-api.git (fetch)\n"
         "origin  https://%s@github.com/northwind-labs/billing-api.git (push)\n\nThe commit I'm trying to push is %s. "
         "Do I need a different token scope?" % (cred, cred, h))
    return C('en', 'git-remote-pat', t, [cred], [h], 'PAT inside a git remote URL (user:token part listed), commit hash look-alike')


@case
def _():
    sk = stripe('sk_live_')
    pi = 'pi_3' + rs(B62, 23)
    t = ("Our checkout worked in test mode with 4242 4242 4242 4242 but in production every charge fails. Server code:\n\n"
         "```js\nconst stripe = require('stripe')('%s');\n\nconst intent = await stripe.paymentIntents.confirm('%s', {\n"
         "  payment_method: req.body.pm,\n});\n```\n\nThe dashboard shows %s as 'requires_action'. What am I missing?" % (sk, pi, pi))
    return C('en', 'stripe-live-key-node', t, [sk], ['4242 4242 4242 4242', pi],
             'live Stripe secret key in code; Stripe test card and PaymentIntent id are look-alikes')


@case
def _():
    k = openai_key()
    req = 'req_' + rs(HEX, 32)
    t = ("getting 429 'You exceeded your current quota' but I have credits?\n\n"
         "from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", "
         "messages=msgs)\n\nx-request-id in the response headers was %s" % (k, req))
    return C('en', 'openai-key-python', t, [k], [req], 'OpenAI project key in code; request id look-alike')


@case
def _():
    k = anthropic_key()
    mid = 'msg_01' + rs(B62, 22)
    t = ("this curl works from my laptop but not from the CI runner, any idea?\n\n"
         "curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n"
         "  -H \"content-type: application/json\" \\\n  -d '{\"model\": \"claude-3-5-haiku-latest\", \"max_tokens\": 256, "
         "\"messages\": [{\"role\": \"user\", \"content\": \"ping\"}]}'\n\nlocally I get back an id like %s" % (k, mid))
    return C('en', 'anthropic-key-curl', t, [k], [mid], 'Anthropic key in a curl header; message id look-alike')


@case
def _():
    bot, hook = slack_bot(), slack_hook()
    ch = 'C0' + rs(UP + DIG, 9)
    t = ("Can you check this config for my alerting bot? It posts nothing.\n\n```yaml\nslack:\n  bot_token: %s\n"
         "  fallback_webhook: %s\n  channel_id: %s\n  mention: \"@oncall\"\n```" % (bot, hook, ch))
    return C('en', 'slack-yaml-config', t, [bot, hook], [ch], 'Slack bot token and incoming webhook URL in YAML; channel id look-alike')


@case
def _():
    u, p = 'orders_app', pw_urlsafe(20)
    host = 'pg-prod-%d.c%s.eu-west-1.rds.amazonaws.com' % (ri(1, 4), rs(LO + DIG, 10))
    t = ("Prisma says P1001: Can't reach database server. DATABASE_URL=\"postgresql://%s:%s@%s:5432/orders?schema=public&sslmode=require\" "
         "- the security group allows 5432 from my IP, what else could it be?" % (u, p, host))
    return C('en', 'postgres-url-prisma', t, [u + ':' + p], [host], 'Postgres URL: only user:password listed; RDS host is a look-alike')


@case
def _():
    u, p = 'mia_admin', pw_urlsafe(14)
    clu = 'cluster0.%s.mongodb.net' % rs(LO + DIG, 5)
    t = ("mongoose.connect(\"mongodb+srv://%s:%s@%s/shop?retryWrites=true&w=majority\")\n\n"
         "MongoServerError: bad auth : authentication failed. I reset the password in Atlas twice already." % (u, p, clu))
    return C('en', 'mongodb-srv-uri', t, [u + ':' + p], [clu], 'MongoDB SRV URI credentials; cluster host look-alike')


@case
def _():
    tok = jwt({'sub': str(ri(100000, 999999)), 'email': 'r.okafor@' + 'brightpath.io', 'role': 'admin',
               'iat': 1733400000 + ri(0, 99999), 'exp': 1733500000 + ri(0, 99999)})
    tp = '00-%s-%s-01' % (rs(HEX, 32), rs(HEX, 16))
    t = ("Why does this return 403? The token is fresh.\n\ncurl -s https://api.brightpath.io/v2/admin/users \\\n"
         "  -H 'Authorization: Bearer %s' \\\n  -H 'traceparent: %s'" % (tok, tp))
    return C('en', 'jwt-bearer-curl', t, [tok], [tp], 'JWT bearer token in curl; W3C traceparent look-alike')


@case
def _():
    sid = rs(LO + DIG, 32)
    ga = 'GA1.1.%s.%d' % (dgnz(10), 1700000000 + ri(0, 30000000))
    t = ("I'm scraping my own dashboard with requests and it redirects to /login. I copied the cookie header from Chrome:\n\n"
         "Cookie: _ga=%s; sessionid=%s; theme=dark\n\nDo I need the csrftoken too?" % (ga, sid))
    return C('en', 'session-cookie-requests', t, [sid], [ga], 'Django session cookie value; Google Analytics cookie value look-alike')


@case
def _():
    body, pub, fp = openssh_ed25519('deploy@buildbox')
    t = ("GitHub rejects my deploy key with 'Key is already in use'. Here is the key pair, the fingerprint GitHub shows is %s\n\n"
         "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n\nand the .pub:\n%s" % (fp, body, pub))
    return C('en', 'ssh-deploy-keypair', t, [body], [fp, pub], 'OpenSSH private key body; matching public key and fingerprint are look-alikes')


@case
def _():
    k, a, tx = eth_key(), eth_addr(), '0x' + sha64()
    t = ("I imported my wallet into a new MetaMask with the private key %s and the balance shows 0. "
         "The address is %s and the last transaction I made was %s on Arbitrum. Where did my ETH go?" % (k, a, tx))
    return C('en', 'eth-private-key-metamask', t, [k], [a, tx], 'Ethereum private key next to a public address and a tx hash of the same length')


@case
def _():
    ph = seed_phrase(12)
    addr = btc_addr()
    t = ("My Ledger died. I wrote the recovery phrase on paper: %s. If I type that into Sparrow wallet will I see the coins "
         "that were sent to %s?" % (ph, addr))
    return C('en', 'bip39-seed-ledger', t, [ph], [addr], 'BIP39-word recovery phrase (checksum word not computed); Bitcoin address look-alike')


@case
def _():
    wif = btc_wif()
    addr = btc_addr()
    t = ("Electrum > Wallet > Private keys > Import. I pasted %s but it says 'no addresses found with balance'. "
         "The paper wallet says the address is %s." % (wif, addr))
    return C('en', 'btc-wif-import', t, [wif], [addr], 'WIF private key (Base58Check computed) and an address (Base58Check computed)')


@case
def _():
    s = totp_seed(32)
    t = ("Authenticator migration question: I exported this from my old phone, can I put it into 1Password manually?\n\n"
         "otpauth://totp/Fastmail:jules.verhoeven@fastmail.com?secret=%s&issuer=Fastmail&algorithm=SHA1&digits=6&period=30\n\n"
         "The old phone runs Google Authenticator 6.0." % s)
    return C('en', 'totp-seed-otpauth', t, [s], [], 'TOTP seed inside an otpauth URI')


@case
def _():
    codes = ['%s-%s' % (rs(HEX, 5), rs(HEX, 5)) for _ in range(3)]
    t = ("GitHub wants me to save my recovery codes somewhere. Can you format these as a printable card?\n\n" +
         '\n'.join(codes) + "\n\n(these were generated today)")
    return C('en', 'github-recovery-codes', t, codes, [], 'three GitHub-style recovery codes in a list')


@case
def _():
    otp = dg(6)
    sc = dg(5)
    t = ("Got this text and I'm not sure it's legit: \"Chase: Your one-time code is %s. It expires in 10 min. We'll never call "
         "you to ask for this code. Reply STOP to %s to opt out.\" Should I enter it on the site that asked me?" % (otp, sc))
    return C('en', 'sms-otp-paste', t, [otp], [sc], 'one-time code in a pasted bank SMS; SMS short code look-alike')


@case
def _():
    n, c, e = card('visa'), cvc(), exp()
    o = order_amz()
    t = ("Can you fill the payment part of this form for me as JSON? Name: Theo Marchetti, card %s, exp %s, CVV %s, "
         "billing zip 60614. It's for order %s." % (c4(n), e, c, o))
    return C('en', 'card-json-form', t, [c4(n), c], [o], 'Visa number with CVV (Luhn computed); order number look-alike')


@case
def _():
    n, c, e = card('mc'), cvc(), exp()
    old = dg(4)
    t = ("My old card ending in %s was cancelled after fraud. The new one is %s, expires %s, security code %s. "
         "Write me a short note to update it with my gym." % (old, n, e, c))
    return C('en', 'card-replacement', t, [n, c], ['ending in ' + old], 'new Mastercard (Luhn computed) and CVC; the masked old card is a look-alike')


@case
def _():
    rt = aba()
    acct = dgnz(ri(10, 12))
    t = ("Setting up direct deposit at my new job. The form asks for routing and account. Mine: routing %s, checking account %s. "
         "Is the routing number the one at the bottom left of the check?" % (rt, acct))
    return C('en', 'direct-deposit-us', t, [acct], [rt], 'own checking account secret; ABA routing number (check digit computed) public')


@case
def _():
    s = us_ssn()
    e = '%02d-%s' % (ri(10, 98), dg(7))
    t = ("Filling out a W-4. Employer is Cascade Timber Supply LLC, EIN %s. My SSN is %s. Do I check box 2(c) if my "
         "wife also works?" % (e, s))
    return C('en', 'w4-ssn', t, [s], [e], 'SSN secret; employer EIN look-alike')


@case
def _():
    pp = pick('ACEFGHJKLMNPRSTVWXYZ') + dg(8)
    pnr = rs('BCDFGHJKLMNPQRSTVWXYZ', 6)
    fl = 'UA' + str(ri(100, 999))
    t = ("For the ESTA I need my passport details. Passport no. %s, issued 2022-03-14, expires 2032-03-13. "
         "My flight is %s, booking reference %s. Which country do I put as 'country of citizenship' if I have two?" % (pp, fl, pnr))
    return C('en', 'passport-esta', t, [pp], [pnr, fl], 'US-style passport number; booking code and flight number look-alikes')


@case
def _():
    dl = pick(UP) + dg(7)
    plate = '%d%s%s' % (ri(7, 9), rs(UP, 3), dg(3))
    v = vin('1HG')
    t = ("DMV change of address form: driver license %s, vehicle plate %s, VIN %s. Do I also have to update the registration "
         "separately or does this cover both?" % (dl, plate, v))
    return C('en', 'dmv-license', t, [dl], [plate, v], 'California-style licence number; plate and VIN (check digit computed) look-alikes')


@case
def _():
    mid = rs(UP, 3) + dg(9)
    claim = dg(4) + rs(UP, 2) + dg(6)
    t = ("Can you write an appeal letter for a denied claim? My member ID is %s, the claim number is %s, date of service "
         "08/19. Pharmacy info on the card says RxBIN 610014, RxPCN ADV." % (mid, claim))
    return C('en', 'insurance-appeal', t, [mid], [claim, '610014'], 'health insurance member id; claim number and public RxBIN look-alikes')


@case
def _():
    wk = pw_human()
    sn = rs(UP + DIG, 4) + dg(8)
    t = ("Write a cute sign for our guest room: network name 'Casa Delgado 5G', password %s. The router is a Netgear RAX50, "
         "S/N %s, if that matters for the QR code." % (wk, sn))
    return C('en', 'wifi-guest-sign', t, [wk], [sn], 'home Wi-Fi password; router serial number look-alike')


@case
def _():
    door, gar = pin(4), pin(6)
    ph = phone_us()
    t = ("Instructions for our dog sitter, please make them friendly: front door keypad %s then press the lock button, "
         "garage keypad %s if she comes by bike. Biscuit gets half a cup twice a day. Vet is Dr. Amani at %s." % (door, gar, ph))
    return C('en', 'dog-sitter-codes', t, [door, gar], [ph], 'door and garage keypad codes; vet phone number look-alike')


@case
def _():
    kb = pin(4)
    wf = pw_human()
    hm = 'HM' + rs(UP + DIG, 8)
    t = ("Host sent this, can you translate it to Spanish for my parents?\n\n\"Hi! Check-in after 3pm. The key is in the lockbox "
         "by the side gate, code %s. Wifi: LakesideCottage / %s. Please don't park on the grass. Reservation %s.\"" % (kb, wf, hm))
    return C('en', 'airbnb-checkin', t, [kb, wf], [hm], 'entrusted lockbox code and Wi-Fi password; reservation code look-alike')


@case
def _():
    a1 = pick(['Kowalczyk', 'Abernathy', 'Lindqvist', 'Okonkwo', 'Ferreira', 'Haddad'])
    a2 = pick(['Pickles', 'Mr. Whiskers', 'Rufus', 'Nugget', 'Sasha', 'Biscotti'])
    a3 = pick(['Maple Grove Elementary', 'St. Brigid School', 'Lincoln Heights Primary', 'Ridgeview Elementary'])
    t = ("I keep forgetting what I put for my bank's security questions. Mother's maiden name: %s. First pet: %s. "
         "Elementary school: %s. Can you remember these for me for next time?" % (a1, a2, a3))
    return C('en', 'security-answers', t, [a1, a2, a3], [], 'answers to security questions')


@case
def _():
    p = pw_human()
    t = ("Mom keeps getting logged out of Netflix on the TV. Write her a step by step: profile 'Grandma', email "
         "linda.bauer58@gmail.com, password %s. Big font please, she prints these." % p)
    return C('en', 'netflix-for-mom', t, [p], [], 'streaming password in prose')


@case
def _():
    p1 = pw_human()
    p2 = p1[:-1] + pick([c for c in '!?#$%&*' if c != p1[-1]]) if not p1[-1].isalnum() else p1 + pick('!?#')
    t = ("new router admin password is %s, save it in the note for the house please%slol wait typo, it's %s, the first one "
         "was wrong" % (p1, SEP, p2))
    return C('en', 'router-pass-correction', t, [p1, p2], [], 'two messages: a password and its correction (both listed)')


@case
def _():
    k = npm_tok()
    a, b = k[:20], k[20:]
    t = ("I'll paste the npm token in two bits because my clipboard manager cuts it off%sfirst part: %s%ssecond part: %s  "
         "now put it in .npmrc for the CI please" % (SEP, a, SEP, b))
    return C('en', 'npm-token-in-parts', t, [a, b], [], 'three messages: an npm token given in two parts')


@case
def _():
    p = pin(6)
    t = ("I'm going to give you my phone's passcode so you can remind me if I forget it after the update, ok?%s%s" % (SEP, p))
    return C('en', 'passcode-announced', t, [p], [], 'two messages: passcode announced, then given bare')


@case
def _():
    tok = rs(B62, 40)
    rid = uuid4()
    t = ("Our nginx access log shows the mobile client sending this and getting 401:\n\n"
         "2024-11-03T09:14:22Z 10.2.8.41 \"GET /api/v3/me HTTP/1.1\" 401 87 \"okhttp/4.12.0\" auth=\"Bearer %s\" "
         "x_request_id=%s rt=0.004\n\nIs the token being sent wrong or is it expired?" % (tok, rid))
    return C('en', 'nginx-log-bearer', t, [tok], [rid], 'opaque bearer token in an access log line; request id look-alike')


@case
def _():
    p = pw_strong(16)
    dig = 'sha256:' + sha64()
    t = ("docker login registry.gitlab.com -u fjorgensen -p '%s' works, but then docker pull registry.gitlab.com/fj/api@%s "
         "says manifest unknown. The tag was pushed from CI." % (p, dig))
    return C('en', 'docker-login-digest', t, [p], [dig], 'registry password on a command line; image digest look-alike')


@case
def _():
    tok = jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'ci',
               'sub': 'system:serviceaccount:ci:deployer'}, alg='RS256')
    ca = pem_body(600, 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM', width=100000)
    t = ("kubectl says 'error: You must be logged in to the server (Unauthorized)'. my kubeconfig:\n\napiVersion: v1\nclusters:\n"
         "- cluster:\n    certificate-authority-data: %s\n    server: https://203.0.113.40:6443\n  name: home-k3s\n"
         "users:\n- name: deployer\n  user:\n    token: %s\n" % (ca, tok))
    return C('en', 'kubeconfig-token', t, [tok], [ca], 'service-account token in kubeconfig; cluster CA certificate data (public) look-alike')


@case
def _():
    tok = npm_tok()
    integ = 'sha512-' + base64.b64encode(rbytes(64)).decode()
    t = ("npm ci fails on GitHub Actions with E401 but works locally. .npmrc in the repo:\n\n"
         "@acme-ui:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\n\n"
         "package-lock has \"integrity\": \"%s\" for the package that fails, if it matters." % (tok, integ))
    return C('en', 'npmrc-authtoken', t, [tok], [integ], 'npm token in .npmrc; lockfile integrity hash look-alike')


@case
def _():
    tok = pypi_tok()
    h = sha64()
    t = ("twine upload says 403 Invalid or non-existent authentication information.\n\n~/.pypirc\n[pypi]\n  username = __token__\n"
         "  password = %s\n\nsha256 of the wheel: %s" % (tok, h))
    return C('en', 'pypirc-token', t, [tok], [h], 'PyPI API token in .pypirc; wheel sha256 look-alike')


@case
def _():
    k = gapi()
    pid = 'ChIJ' + rs(B64U, 23)
    t = ("The map on our contact page shows 'For development purposes only'. Snippet:\n\n"
         "<script async src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>\n"
         "...\nplaceId: \"%s\"\n\nBilling is enabled on the project." % (k, pid))
    return C('en', 'google-maps-key', t, [k], [pid], 'Google API key in a script tag; Place ID look-alike')


@case
def _():
    k = sendgrid()
    tid = 'd-' + rs(HEX, 32)
    t = ("SENDGRID_API_KEY=%s\nSENDGRID_TEMPLATE_ID=%s\n\nWhy do my dynamic template emails arrive with empty {{first_name}}?" % (k, tid))
    return C('en', 'sendgrid-env', t, [k], [tid], 'SendGrid key; dynamic template id look-alike')


@case
def _():
    tk = tg_tok()
    chat = '-100' + dg(10)
    t = ("My Telegram bot gets 'Bad Request: chat not found'.\n\nBOT_TOKEN = \"%s\"\nCHAT_ID = %s\n"
         "requests.post(f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\", data={\"chat_id\": CHAT_ID, \"text\": \"hi\"})" % (tk, chat))
    return C('en', 'telegram-bot-token', t, [tk], [chat], 'Telegram bot token; supergroup chat id look-alike')


@case
def _():
    app = snowflake()
    tk = discord_tok(app)
    guild = snowflake()
    t = ("discord.py bot logs in but slash commands don't show up in my server (guild id %s). I run it with "
         "bot.run('%s'). Do I need to sync the tree per guild?" % (guild, tk))
    return C('en', 'discord-bot-token', t, [tk], [guild], 'Discord bot token; guild snowflake id look-alike')


@case
def _():
    key = azure_key()
    sub = uuid4()
    t = ("Function app can't read the blob container. local.settings.json:\n\n{\n  \"IsEncrypted\": false,\n  \"Values\": {\n"
         "    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=stinvoicesprod;AccountKey=%s;EndpointSuffix=core.windows.net\",\n"
         "    \"FUNCTIONS_WORKER_RUNTIME\": \"python\"\n  }\n}\n\nsubscription %s, region westeurope" % (key, sub))
    return C('en', 'azure-storage-connstr', t, [key], [sub], 'Azure storage AccountKey value only; subscription id look-alike')


@case
def _():
    pk = pem_body(1190, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ', width=64, sep='\\n')
    cid = dgnz(21)
    kid = rs(HEX, 40)
    t = ("Is this service account JSON malformed? gspread says 'invalid_grant: Invalid JWT Signature'.\n\n{\n  \"type\": \"service_account\",\n"
         "  \"project_id\": \"budget-sheets-4471\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n"
         "  \"client_email\": \"sheets-bot@budget-sheets-4471.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\"\n}" % (kid, pk, cid))
    return C('en', 'gcp-service-account-json', t, [pk], [cid], 'service-account private key (escaped newlines); numeric client id look-alike')


@case
def _():
    tk = 'shpat_' + rs(HEX, 32)
    gid = 'gid://shopify/Order/' + dgnz(13)
    t = ("GraphQL call to my store returns 'Access denied for order field'.\n\nheaders = {'X-Shopify-Access-Token': '%s'}\n"
         "query { order(id: \"%s\") { name totalPriceSet { shopMoney { amount } } } }" % (tk, gid))
    return C('en', 'shopify-admin-token', t, [tk], [gid], 'Shopify Admin API token; order GID look-alike')


@case
def _():
    tk = 'dop_v1_' + rs(HEX, 64)
    fp = ':'.join(rs(HEX, 2) for _ in range(16))
    t = ("terraform plan: Error: GET https://api.digitalocean.com/v2/account: 401 Unable to authenticate you\n\n"
         "provider \"digitalocean\" {\n  token = \"%s\"\n}\n\nresource \"digitalocean_droplet\" \"web\" {\n  ssh_keys = [\"%s\"]\n}" % (tk, fp))
    return C('en', 'digitalocean-terraform', t, [tk], [fp], 'DigitalOcean token in HCL; SSH key MD5 fingerprint look-alike')


@case
def _():
    p = pw_human()
    up = 'admin:' + p
    t = ("curl -u %s http://192.168.1.20:8123/api/states gives 401, but the same login works in the Home Assistant web UI. "
         "Does HA even support basic auth?" % up)
    return C('en', 'curl-basic-auth', t, [up], [], 'user:password passed to curl -u')


@case
def _():
    adm, wpa = pw_strong(14), pw_human()
    m = mac()
    t = ("Just reset my TP-Link. New settings:\nadmin password: %s\n2.4/5 GHz key: %s\nWAN MAC: %s\n"
         "Which of these do I need to give the ISP technician tomorrow?" % (adm, wpa, m))
    return C('en', 'router-reset-settings', t, [adm, wpa], [m], 'router admin password and WPA key; MAC address look-alike')


@case
def _():
    p = pin(6)
    case_no = dg(9)
    t = ("If I drop my iPhone off for the screen repair (Apple case %s) they want the passcode so they can test Face ID. "
         "It's %s. Is it safe to give it to them or should I change it first?" % (case_no, p))
    return C('en', 'iphone-repair-passcode', t, [p], [case_no], 'phone passcode; repair case number look-alike')


@case
def _():
    sc = '%02d-%02d-%02d' % (ri(10, 99), ri(0, 99), ri(0, 99))
    acct = dgnz(8)
    code = pin(6)
    t = ("Santander online banking locked me out. Sort code %s, account number %s. They ask for 'digits 2, 4 and 5 of your "
         "passcode' and my passcode is %s, so I typed 0, 3, 9?" % (sc, acct, code))
    return C('en', 'uk-online-banking', t, [acct, code], [sc], 'UK account number and passcode secrets; sort code public')


@case
def _():
    ni = uk_nino()
    utr = dg(5) + ' ' + dg(5)
    paye = '%03d/%s%s' % (ri(100, 999), rs(UP, 2), dg(5))
    t = ("Self assessment help: my NI number is %s and my UTR is %s. My employer's PAYE reference on the P60 is %s. "
         "Which one goes in box 1 of the SA100?" % (ni, utr, paye))
    return C('en', 'uk-self-assessment', t, [ni, utr], [paye], 'NI number and UTR secrets; employer PAYE reference look-alike')


@case
def _():
    s = ca_sin()
    bn = dgnz(9)
    bnf = bn + 'RP0001'
    t = ("Question about my T4: box 12 shows my SIN %s, and the employer's account number is %s. Do I need both on the "
         "T1 return or only mine?" % (s, bnf))
    return C('en', 'ca-sin-t4', t, [s], [bnf], 'Canadian SIN (Luhn computed); employer CRA business number look-alike')


@case
def _():
    tfn = au_tfn()
    med = au_medicare()
    bsb = '%03d-%03d' % (ri(10, 999), ri(0, 999))
    abn = au_abn()
    t = ("Starting a casual job at a cafe. They want: TFN %s %s %s, Medicare %s %s %s, and bank details for pay, BSB %s. "
         "Their ABN on the contract is %s. Is it normal to give the Medicare number?" %
         (tfn[:3], tfn[3:6], tfn[6:], med[:4], med[4:9], med[9], bsb, abn))
    tfn_f = '%s %s %s' % (tfn[:3], tfn[3:6], tfn[6:])
    med_f = '%s %s %s' % (med[:4], med[4:9], med[9])
    return C('en', 'au-tfn-medicare', t, [tfn_f, med_f], [bsb, abn], 'TFN and Medicare number (checks computed); BSB and employer ABN (computed) look-alikes')


@case
def _():
    ad = in_aadhaar()
    pan = in_pan('P')
    ifsc = pick(['HDFC', 'ICIC', 'SBIN', 'UTIB']) + '0' + dg(6)
    gst = '%02d' % ri(1, 36) + in_pan('C') + '1Z' + pick(UP + DIG)
    t = ("For the home loan KYC the bank wants Aadhaar and PAN. Aadhaar %s, PAN %s. Salary account IFSC is %s. Also the "
         "builder's GSTIN on the agreement is %s, do I need to verify that?" % (ad, pan, ifsc, gst))
    return C('en', 'in-kyc-aadhaar-pan', t, [ad, pan], [ifsc, gst], 'Aadhaar (Verhoeff computed) and PAN secrets; IFSC and builder GSTIN look-alikes')


@case
def _():
    code = mpesa_code('T')
    amt = '%d,%03d.00' % (ri(1, 9), ri(0, 999))
    t = ("Check this SMS, the landlord says he didn't receive the rent:\n\n\"%s Confirmed. Ksh%s sent to JOSEPH MWANGI "
         "0722%s on 5/11/24 at 8:12 AM. New M-PESA balance is Ksh%s. Transaction cost, Ksh%s.\"\n\nWhat should I tell him?" %
         (code, amt, dg(6), '%d,%03d.%02d' % (ri(1, 20), ri(0, 999), ri(0, 99)), str(ri(23, 108)) + '.00'))
    return C('en', 'mpesa-rent-sms', t, [code], [], 'M-Pesa transaction code (settled: secret) in a pasted SMS')


@case
def _():
    bvn = '22' + dg(9)
    acct = dgnz(10)
    ph = '0803 %s %s' % (dg(3), dg(4))
    t = ("Opening a dom account at GTBank. They asked for my BVN %s and my existing naira account %s. Customer care number "
         "on the form is %s. Is sharing the BVN with the account officer normal?" % (bvn, acct, ph))
    return C('en', 'ng-bvn-account', t, [bvn, acct], [ph], 'Nigerian BVN and own account number; phone look-alike')


@case
def _():
    tk = gh_fine()
    t = ("I accidentally committed this fine-grained token to a public repo last night, GitHub emailed me and I revoked it "
         "this morning: %s. Do I still need to rewrite the git history?" % tk)
    return C('en', 'revoked-leaked-token', t, [tk], [], 'leaked and revoked token: still a secret')


@case
def _():
    rk = bitlocker()
    kid = uuid4(upper=True)
    t = ("After a BIOS update BitLocker asks for the recovery key. Screen shows Recovery key ID: %s. I found this in my "
         "Microsoft account: %s. Do I type the dashes?" % (kid[:8], rk))
    return C('en', 'bitlocker-recovery', t, [rk], [kid[:8]], 'BitLocker recovery key (blocks divisible by 11); key id prefix look-alike')


@case
def _():
    rk = apple_rk()
    sn = rs('CDFGHJKLMNPQRTVWXY' + DIG, 10)
    t = ("I have Advanced Data Protection on. Recovery key: %s. The MacBook serial is %s. If I lose both my devices can "
         "Apple support restore with just the key?" % (rk, sn))
    return C('en', 'apple-recovery-key', t, [rk], [sn], 'Apple account recovery key; device serial look-alike')


@case
def _():
    rows = [('Amazon', 'https://www.amazon.com', 'nora.castillo@outlook.com', pw_human()),
            ('Spotify', 'https://accounts.spotify.com', 'nora.castillo@outlook.com', pw_human())]
    t = ("Exported from Chrome, can you dedupe and tell me which passwords are weak?\n\nname,url,username,password\n" +
         '\n'.join(','.join(r) for r in rows))
    return C('en', 'chrome-password-csv', t, [r[3] for r in rows], [], 'password CSV export, two passwords')


@case
def _():
    creds = [('Shopify staff', 'ops@' + 'tinyfern.co', pw_human()), ('Canva', 'design@' + 'tinyfern.co', pw_human())]
    t = ("Make this into a tidy markdown table for our new hire's onboarding doc:\n" +
         '\n'.join('%s - login %s - pw %s' % c for c in creds))
    return C('en', 'team-creds-table', t, [c[2] for c in creds], [], 'entrusted team passwords to format as a table')


@case
def _():
    tp = pw_strong(12)
    inc = 'INC' + dg(7)
    t = ("IT sent me this, what do I do first?\n\n> From: servicedesk@harlowgroup.com\n> Subject: RE: %s password reset\n>\n"
         "> Hi Priya, your temporary password is %s . You will be asked to change it at first sign-in. Please enroll in "
         "Authenticator within 14 days.\n> Kind regards, Service Desk" % (inc, tp))
    return C('en', 'it-temp-password-email', t, [tp], [inc], 'temporary password in a pasted e-mail; incident ticket look-alike')


@case
def _():
    sk = onepw_key()
    mp = passphrase(4, '-')
    t = ("Setting up 1Password on my new laptop. Secret Key %s and my account password is %s. It keeps saying 'incorrect', "
         "does the Secret Key include the A3 at the start?" % (sk, mp))
    return C('en', 'onepassword-secret-key', t, [sk, mp], [], '1Password Secret Key and passphrase')


@case
def _():
    words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
    d = pin(4)
    sp = ' '.join(words[int(x)] for x in d)
    t = ("Please remind my son by text later: the garage code is %s, then press enter. Don't write the digits, he "
         "reads it out loud to his friend anyway." % sp)
    return C('en', 'garage-code-spelled', t, [sp], [], 'door code spelled out in words')


@case
def _():
    p = pin(4)
    ph = '+1 %s %s %s' % (dg(3), dg(3), dg(4))
    t = ("How do I change the voicemail greeting on Visible? When I call %s it asks for my voicemail password which is %s." % (ph, p))
    return C('en', 'voicemail-pin', t, [p], [ph], 'voicemail PIN; phone number look-alike')


@case
def _():
    n = card('amex')
    c = dg(4)
    t = ("booking the hotel for the offsite, card is amex %s%scontinue %s, cid %s. put it on the form and hold 3 rooms for "
         "Dec 12-14" % (n[:4] + ' ' + n[4:10], SEP, n[10:], c))
    return C('en', 'amex-split-messages', t, [n[:4] + ' ' + n[4:10], n[10:], c], [],
             'two messages: Amex number split across messages (Luhn computed) plus 4-digit CID')


@case
def _():
    lb = pin(4)
    wo = 'WO-' + dg(6)
    t = ("Text for the plumber: 'Hi Marco, nobody's home Thursday. Key lockbox on the back porch, code %s. Water shut-off "
         "is under the stairs. Work order %s.' Can you make it more polite?" % (lb, wo))
    return C('en', 'contractor-lockbox', t, [lb], [wo], 'key-box code for a contractor; work order look-alike')


@case
def _():
    tk = vault_tok()
    acc = rs(B62, 24)
    t = ("vault token lookup shows accessor %s and policies [default admin], but vault kv get secret/app fails with "
         "permission denied. I'm logged in with VAULT_TOKEN=%s" % (acc, tk))
    return C('en', 'vault-token-accessor', t, [tk], [acc], 'Vault token; its accessor (not usable to authenticate) is a look-alike')


@case
def _():
    js, smtp = rs(HEX, 64), pw_strong(16)
    t = ("Review my .env before I deploy?\n\nAPP_ENV=production\nJWT_SECRET=%s\nSMTP_HOST=smtp.mailgun.org\nSMTP_USER=postmaster@mg.fernhill.dev\n"
         "SMTP_PASS=%s\nSENTRY_DSN=\nSTRIPE_KEY=your_stripe_key_here\nREDIS_URL=redis://localhost:6379" % (js, smtp))
    return C('en', 'env-mixed-placeholders', t, [js, smtp], ['your_stripe_key_here'], 'real JWT secret and SMTP password next to a placeholder')


@case
def _():
    sp, kp = pw_human(), pw_human()
    fp = ':'.join(rs(HEXU, 2) for _ in range(20))
    t = ("Play Console rejects my upload: 'signed with the wrong key'. gradle.properties:\nMYAPP_UPLOAD_STORE_FILE=upload.keystore\n"
         "MYAPP_UPLOAD_STORE_PASSWORD=%s\nMYAPP_UPLOAD_KEY_ALIAS=upload\nMYAPP_UPLOAD_KEY_PASSWORD=%s\n\nPlay expects SHA1 %s" % (sp, kp, fp))
    return C('en', 'android-keystore-passwords', t, [sp, kp], [fp], 'keystore passwords; certificate SHA-1 fingerprint look-alike')


@case
def _():
    dbp = pw_strong(18)
    ak = rs(B62 + '!#$%&*+-=?@^_~<>[]{}|', 64)
    t = ("WordPress white screen after migration. wp-config.php:\n\ndefine( 'DB_NAME', 'wp_bakery' );\ndefine( 'DB_USER', 'wp_bakery' );\n"
         "define( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '%s' );\n$table_prefix = 'wpb_';" % (dbp, ak))
    return C('en', 'wp-config', t, [dbp, ak], [], 'WordPress DB password and auth key salt')


@case
def _():
    ap = ' '.join(rs(LO, 4) for _ in range(4))
    mid = '<%s.%s@mail.gmail.com>' % (rs(B62, 20), dg(6))
    t = ("Thunderbird won't send through Gmail. I made an app password: %s. The bounce references Message-ID %s. "
         "Do I type the spaces?" % (ap, mid))
    return C('en', 'gmail-app-password', t, [ap], [mid], 'Google app password; Message-ID look-alike')


# ================================================================ English, negative
@case
def _():
    t = ("Our secret scanner flags AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in docs/setup.md. "
         "Those are the example keys from the AWS documentation, right? How do I allowlist them in gitleaks without "
         "allowlisting the whole file?")
    return C('en', 'aws-doc-example-keys', t, [], ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
             'AWS documentation example key pair discussed as examples')


@case
def _():
    t = ("QA checklist for checkout, please turn it into a table: success card 4242 4242 4242 4242, decline "
         "4000 0000 0000 0002, 3DS required 4000 0027 6000 3184, Amex 3782 822463 10005. Any future expiry and any 3 digits for CVC.")
    return C('en', 'stripe-test-cards', t, [], ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0027 6000 3184', '3782 822463 10005'],
             'documented Stripe test card numbers')


@case
def _():
    h1, h2 = sha40(), sha40()
    s1 = sha64()
    t = ("Release notes draft: v2.14.0 (%s) fixes the memory leak from v2.13.2; hotfix cherry-picked from %s. "
         "Checksums: cli-linux-amd64.tar.gz  %s. Can you make this sound less robotic?" % (h1, h2[:7], s1))
    return C('en', 'release-notes-hashes', t, [], [h1, h2[:7], s1], 'commit hashes and a checksum (version strings neutral)')


@case
def _():
    o, u, us = order_amz(), ups(), usps()
    t = ("Two packages are missing. Amazon order %s shows delivered, UPS tracking %s. The other one is USPS %s and "
         "hasn't moved since Tuesday. Write a complaint for each?" % (o, u, us))
    return C('en', 'missing-packages', t, [], [o, u, us], 'order and tracking numbers (USPS check digit computed, UPS not)')


@case
def _():
    sc = '%02d%02d%02d' % (ri(10, 99), ri(0, 99), ri(0, 99))
    acct = dg(8)
    ib = iban('GB', pick(['NWBK', 'BARC', 'LOYD', 'HBUK']) + sc + acct)
    bic = {'NWBK': 'NWBKGB2L', 'BARC': 'BARCGB22', 'LOYD': 'LOYDGB2L', 'HBUK': 'HBUKGB4B'}[ib[4:8]]
    reg = '1' + dg(6)
    t = ("I want to donate to the food bank from my Revolut. Their page says: IBAN %s, BIC %s, registered charity no. %s. "
         "Will Revolut charge me for a SEPA transfer to the UK?" % (by4(ib), bic, reg))
    return C('en', 'charity-iban-donation', t, [], [by4(ib), bic, reg], "charity's IBAN (mod-97 computed), BIC and charity number")


@case
def _():
    t = ("What's a good way to document this .env.example so new devs understand it?\n\nDATABASE_URL=postgres://user:password@localhost:5432/app_dev\n"
         "OPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nJWT_SECRET=<generate with openssl rand -hex 32>\n"
         "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nADMIN_PASSWORD=changeme")
    return C('en', 'env-example-placeholders', t, [], ['user:password', 'sk-...', 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx',
                                                      '<generate with openssl rand -hex 32>',
                                                      'ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'changeme'],
             'placeholders in an .env.example')


@case
def _():
    l4 = dg(4)
    k4 = rs(B62, 4)
    t = ("Screenshot text from my banking app: 'Visa Debit **** **** **** %s  Available: $1,204.33'. And in GitHub settings "
         "the token list shows 'ghp_****************************%s, last used within the last week'. Which of these should "
         "I worry about after my laptop got stolen?" % (l4, k4))
    return C('en', 'masked-values-laptop', t, [], ['**** **** **** ' + l4, 'ghp_****************************' + k4],
             'masked card and masked token')


@case
def _():
    a, b, c = uuid4(), uuid4(), rs(HEX, 16)
    t = ("Lambda logs:\nSTART RequestId: %s Version: $LATEST\n[ERROR] KeyError: 'customer_id'\nEND RequestId: %s\n"
         "REPORT RequestId: %s Duration: 12.41 ms\nX-Ray trace segment %s. What's wrong with my handler?" % (a, a, a, c))
    return C('en', 'lambda-log-uuids', t, [], [a, c], 'request id UUID and trace segment id in logs')


@case
def _():
    ex = ('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.'
          'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')
    t = ("In my blog post about JWTs I use the default token from jwt.io: %s. Is it OK to publish that or will scanners "
         "complain? It decodes to sub 1234567890, name John Doe." % ex)
    return C('en', 'jwt-io-example', t, [], [ex], 'the jwt.io default example token')


@case
def _():
    t = ("Writing a password policy for the office. I want to explain why 'P@ssw0rd' and 'Summer2024!' are bad even though "
         "they pass complexity rules, and why something like 'correct horse battery staple' is better. Also mention that "
         "'123456' and 'qwerty' top every breach list.")
    return C('en', 'password-policy-examples', t, [], ['P@ssw0rd', 'Summer2024!', 'correct horse battery staple', '123456'],
             'famous example passwords discussed as examples')


@case
def _():
    vat = 'GB' + dg(9)
    inv = 'INV-%d-%s' % (ri(2023, 2025), dg(5))
    sc, acct = '%02d%02d%02d' % (ri(10, 99), ri(0, 99), ri(0, 99)), dg(8)
    ib = iban('GB', 'BARC' + sc + acct)
    t = ("Supplier invoice %s from Holloway Print Ltd, VAT reg %s, pay to IBAN %s, amount GBP 1,840.00 due 30 days. "
         "Can you draft the payment approval email to my manager?" % (inv, vat, ib))
    return C('en', 'supplier-invoice', t, [], [inv, vat, ib], "supplier's invoice number, VAT number and IBAN (computed)")


@case
def _():
    body, pub, fp = openssh_ed25519('maya@thinkpad')
    gpg = ' '.join(rs(HEXU, 4) for _ in range(10))
    t = ("Adding keys to my new GitHub account. SSH: %s\nGPG fingerprint: %s\nWhich one goes under 'SSH and GPG keys' -> "
         "'New SSH key'?" % (pub, gpg))
    return C('en', 'ssh-pub-gpg-fpr', t, [], [pub, gpg], 'SSH public key and GPG fingerprint')


@case
def _():
    sn = rs('CDFGHJKLMNPQRTVWXY' + DIG, 10)
    model = pick(['20XW00A6US', '21CB004VUS', '82XM003TUS'])
    cn = dg(10)
    t = ("Warranty claim for my ThinkPad: machine type/model %s, serial %s, Lenovo case number %s. The hinge cracked "
         "after 8 months. Draft a firm but polite message?" % (model, sn, cn))
    return C('en', 'warranty-serials', t, [], [model, sn, cn], 'model, serial and case numbers')


@case
def _():
    pnr = rs('BCDFGHJKLMNPQRSTVWXYZ', 6)
    et = '016' + dg(10)
    t = ("Flight got cancelled. Booking ref %s, e-ticket %s, flight UA 924 SFO-LHR on 14 Mar. Under UK261/EC261 what "
         "compensation can I ask for?" % (pnr, et))
    return C('en', 'flight-cancel-refs', t, [], [pnr, et, 'UA 924'], 'booking reference, e-ticket number, flight number')


@case
def _():
    a, b, tx = eth_addr(), eth_addr(), '0x' + sha64()
    t = ("Sent 0.4 ETH from my wallet %s to the exchange deposit address %s. Etherscan shows tx %s as success but the "
         "exchange hasn't credited it. How long should I wait?" % (a, b, tx))
    return C('en', 'eth-public-addresses', t, [], [a, b, tx], 'public addresses and a transaction hash')


@case
def _():
    rt = aba()
    t = ("Paying a contractor by wire. Their bank is Wells Fargo, ABA routing %s for domestic, SWIFT WFBIUS6S for "
         "international. Does the SWIFT code matter if I'm in Ohio too?" % rt)
    return C('en', 'wire-bank-codes', t, [], [rt, 'WFBIUS6S'], 'routing number (check digit computed) and SWIFT code of a bank')


@case
def _():
    ga = 'G-' + rs(UP + DIG, 10)
    gtm = 'GTM-' + rs(UP + DIG, 7)
    px = dgnz(15)
    t = ("Cookie banner audit: our site loads Google Analytics %s through %s and a Meta pixel %s. Which of these need "
         "consent before loading under GDPR?" % (ga, gtm, px))
    return C('en', 'tracking-ids-audit', t, [], [ga, gtm, px], 'public analytics and pixel identifiers')


# ================================================================ other languages
FA_DIG = '۰۱۲۳۴۵۶۷۸۹'
AR_DIG = '٠١٢٣٤٥٦٧٨٩'
DEVA_DIG = '०१२३४५६७८९'
FW_DIG = '０１２３４５６７８９'


def script_digits(s, table):
    return ''.join(table[int(c)] if c in DIG else c for c in s)


LAYOUT = dict(zip('йцукенгшщзфывапролдячсмить', 'qwertyuiopasdfghjklzxcvbnm'))


def ru_in_latin_layout(word):
    return ''.join(LAYOUT[c] for c in word)


# ---- Chinese
@case
def _():
    i, cd = cn_id(), card('up')
    t = (f"帮我看看这个实名认证为什么一直失败？姓名：王晓婷，身份证号：{i}，绑定的银行卡：{c4(cd)}（招商银行借记卡），"
         f"预留手机号是我自己的。招行客服 95555 打了好几次都占线，有没有别的办法？")
    return C('zh', 'realname-id-card', t, [i, c4(cd)], ['95555'], 'PRC resident id (check char computed) and UnionPay card (Luhn); bank hotline look-alike')


@case
def _():
    otp, p = dg(6), pin(6)
    o = dgnz(19)
    t = (f"我妈刚才收到一条短信：“【支付宝】验证码{otp}，您正在进行身份验证，切勿告诉他人。”然后有人打电话说是淘宝客服，"
         f"说订单{o}有问题要给她退款，还问了她的支付密码，她说了是{p}。现在怎么办？要不要马上冻结？")
    return C('zh', 'alipay-scam-otp-paypin', t, [otp, p], [o], 'SMS code and payment password given to a scammer; order number look-alike')


@case
def _():
    u = cn_uscc()
    inv = dg(20)
    sf = 'SF' + dg(13)
    t = (f"帮我写一封催款邮件，语气客气一点：对方公司是深圳市恒远达科技有限公司，统一社会信用代码 {u}，"
         f"我们开的数电发票号码 {inv}，金额 ¥48,600.00，货已经用顺丰寄出，运单号 {sf}，对方 10 月 18 日签收。")
    return C('zh', 'invoice-uscc-dunning', t, [], [u, inv, sf], 'company unified social credit code (check computed), invoice and waybill numbers')


@case
def _():
    w = pw_human()
    sn = rs(UP + DIG, 16)
    t = (f"家里换了新路由器，帮我做个给客人看的小卡片：WiFi 名称 ChinaNet-Zhang-5G，密码 {w}。"
         f"管理后台是 192.168.3.1，卡片上就不用写了。路由器背面的 SN：{sn}，要不要也印上去方便报修？")
    return C('zh', 'wifi-guest-card', t, [w], [sn], 'home Wi-Fi password; router SN look-alike')


# ---- Japanese
@case
def _():
    mn = jp_mynumber()
    corp = jp_corp()
    t = (f"年末調整の書類を書いています。私のマイナンバーは {mn[:4]} {mn[4:8]} {mn[8:]} です。"
         f"勤務先の法人番号は {corp} ですが、これも扶養控除等申告書に書く必要がありますか？")
    mnf = f"{mn[:4]} {mn[4:8]} {mn[8:]}"
    return C('ja', 'mynumber-nenmatsu', t, [mnf], [corp], 'My Number (check digit computed); corporate number (check digit computed) look-alike')


@case
def _():
    n, e, c = card('jcb'), exp(), cvc()
    o = f"{dg(6)}-2024{ri(10, 12)}{ri(10, 28)}-{dg(10)}"
    t = (f"楽天市場で買い物しようとしたらカードが通りません。カード番号 {c4(n)}、有効期限 {e}、セキュリティコード {c}。"
         f"注文番号は {o} です。何が原因でしょうか？")
    return C('ja', 'rakuten-card-declined', t, [c4(n), c], [o], 'JCB card (Luhn) and security code; Rakuten order number look-alike')


@case
def _():
    tr = dg(12)
    jan = ean_complete('49' + dg(10))
    t = (f"荷物が届きません。ヤマト運輸の送り状番号 {tr[:4]}-{tr[4:8]}-{tr[8:]}、お届け先は〒150-0002 東京都渋谷区渋谷2丁目です。"
         f"商品のJANコードは {jan} です。ショップへの問い合わせ文を作ってもらえますか？")
    return C('ja', 'yamato-tracking', t, [], [f"{tr[:4]}-{tr[4:8]}-{tr[8:]}", '〒150-0002', jan],
             'tracking number, postal code, JAN code (check digit computed)')


@case
def _():
    p1 = pin(4)
    p2 = pin(4)
    while p2 == p1:
        p2 = pin(4)
    f1, f2 = script_digits(p1, FW_DIG), script_digits(p2, FW_DIG)
    t = f"キャッシュカードの暗証番号を変えました。新しい番号は{f1}です。忘れそうなので覚えておいてください。{SEP}すみません、間違えました。正しくは{f2}です。"
    return C('ja', 'atm-pin-fullwidth-correction', t, [f1, f2], [], 'two messages: PIN in full-width digits, then corrected')


# ---- Korean
@case
def _():
    r = kr_rrn()
    p = pw_human()
    b = kr_brn()
    t = (f"연말정산 간소화 자료 조회하려는데 공동인증서 비밀번호를 자꾸 틀려요. 주민등록번호는 {r}이고, 인증서 비밀번호는 {p} 로 "
         f"해놨던 것 같아요. 회사 사업자등록번호는 {b}인데 이것도 입력해야 하나요?")
    return C('ko', 'yearend-cert-password', t, [r, p], [b], 'resident registration number (check computed) and certificate password; company BRN (check computed) look-alike')


@case
def _():
    a = f"3333-{dg(2)}-{dg(7)}"
    ph = f"010-{dg(4)}-{dg(4)}"
    t = (f"월세 자동이체 신청서 좀 대신 써 줘. 출금 계좌는 내 카카오뱅크 {a}, 예금주 박지훈. "
         f"이체일은 매달 25일로 해 줘. 집주인 연락처는 {ph}이야.")
    return C('ko', 'rent-autodebit', t, [a], [ph], 'own bank account; landlord phone look-alike')


@case
def _():
    tr = dg(12)
    o = f"2024{ri(10, 12)}{ri(10, 28)}{dg(6)}"
    t = (f"택배가 일주일째 안 와요. CJ대한통운 운송장번호 {tr}, 쇼핑몰 주문번호 {o}, 고객센터 1588-1255는 계속 통화 중이에요. "
         f"판매자한테 보낼 문의글 좀 정중하게 써 줄래요?")
    return C('ko', 'parcel-inquiry', t, [], [tr, o, '1588-1255'], 'tracking, order and call-centre numbers')


# ---- Arabic
@case
def _():
    i = sa_id()
    p = pw_human()
    req = dgnz(9)
    t = (f"نسيت كلمة المرور في أبشر. رقم الهوية الوطنية {i}، وكلمة المرور القديمة كانت {p}. "
         f"رقم الطلب اللي ظهر لي {req}. كيف أعيد تعيينها بدون ما أروح لمكتب الجوازات؟")
    return C('ar', 'absher-reset', t, [i, p], [req], 'Saudi national id (Luhn computed) and password; request number look-alike')


@case
def _():
    e = ae_eid()
    ib = iban('AE', '026' + dg(16))
    t = (f"أريد تحويل راتبي إلى حساب جديد. رقم الهوية الإماراتية {e}، والآيبان الخاص بي {by4(ib)}. "
         f"رمز السويفت للبنك EBILAEAD. هل أحتاج أن أرسل شهادة راتب للشركة؟")
    return C('ar', 'uae-salary-iban', t, [e, by4(ib)], ['EBILAEAD'], 'Emirates ID (Luhn) and own IBAN (mod-97); bank SWIFT public')


@case
def _():
    o = 'NEG' + dg(11)
    aw = dg(11)
    hot = script_digits(str(ri(15000, 19999)), AR_DIG)
    t = (f"طلبت شاشة من نون ولم تصل حتى الآن. رقم الطلب {o} ورقم الشحنة من أرامكس {aw}. "
         f"اتصلت بخدمة العملاء على {hot} ولم يرد أحد. اكتب لي رسالة شكوى مهذبة من فضلك.")
    return C('ar', 'noon-order-complaint', t, [], [o, aw, hot], 'order, shipment and hotline numbers (hotline in Arabic-Indic digits)')


# ---- Persian
@case
def _():
    cd = luhn_num(pick(['603799', '610433', '589210']), 16)
    cv = script_digits(dg(4), FA_DIG)
    trace = dg(6)
    t = (f"برای خرید اینترنتی در درگاه پرداخت این‌ها را وارد کردم ولی خطا داد: شماره کارت {c4(cd)}، "
         f"CVV2 {cv}، تاریخ انقضا ۱۴۰۵/۰۸ و رمز پویا را هم زدم. شماره پیگیری که نشان داد {trace} بود. "
         f"پولم از حساب کم شده، چه کار کنم؟")
    return C('fa', 'shaparak-card-failed', t, [c4(cd), cv], [trace], 'Iranian card (Luhn) and CVV2 in Persian digits; trace number look-alike')


@case
def _():
    m = script_digits(ir_melli(), FA_DIG)
    sh = iban('IR', '0' + pick(['17', '12', '15', '18']) + '0' + dg(18))
    ph = script_digits('021-' + dg(8), FA_DIG)
    t = (f"می‌خواهم فرم واریز حقوق را پر کنم. کد ملی من {m} و شماره شبای حسابم {sh} است. "
         f"شماره تماس واحد مالی شرکت {ph} است. شبا را با IR بنویسم یا بدون آن؟")
    return C('fa', 'salary-sheba-melli', t, [m, sh], [ph], 'national code (check computed) in Persian digits and own Sheba IBAN (mod-97); company phone look-alike')


@case
def _():
    inv = dg(7)
    trk = dg(24)
    pc = dg(5) + '-' + dg(5)
    t = (f"فاکتور فروشگاه را برایم خلاصه کن: شماره فاکتور {inv}، کد رهگیری مرسوله پست {trk}، "
         f"کد پستی گیرنده {pc}، مبلغ ۳٬۴۵۰٬۰۰۰ ریال. می‌خواهم برای فروشنده پیام پیگیری بفرستم.")
    return C('fa', 'invoice-post-tracking', t, [], [inv, trk, pc], 'invoice, postal tracking and postal code')


# ---- Hebrew
@case
def _():
    i = il_id()
    br = str(ri(600, 999))
    t = (f"ננעלתי מחוץ לאתר של הבנק. מספר תעודת זהות {i}, ואני בטוח שהסיסמה נכונה. "
         f"החשבון בסניף {br}. צריך להתקשר למוקד או שאפשר לשחרר דרך האפליקציה?")
    return C('he', 'bank-login-locked', t, [i], [br], 'Israeli id (check computed); branch number public')


@case
def _():
    g = pin(4)
    w = pw_human()
    ph = f"05{ri(0, 8)}-{dg(7)}"
    t = (f"תכתוב הודעה נחמדה לבייביסיטר: הקוד לשער של הבניין הוא {g} ואז סולמית, הסיסמה לוויפי {w}. "
         f"הילדים הולכים לישון בשמונה. אם יש בעיה שתתקשר אליי ל-{ph}.")
    return C('he', 'babysitter-gate-wifi', t, [g, w], [ph], 'gate code and Wi-Fi password; phone look-alike')


@case
def _():
    inv = dg(5)
    hp = il_id('51')
    po = 'PO-' + dg(6)
    t = (f"תנסח לי מייל לספק שעוד לא שילמו לנו: חשבונית מס' {inv}, ח.פ. של הלקוח {hp}, "
         f"סכום 12,450 ש\"ח כולל מע\"מ, מספר הזמנת רכש {po}. שיהיה מנומס אבל ברור.")
    return C('he', 'supplier-invoice-reminder', t, [], [inv, hp, po], 'invoice, company number (check computed), purchase order')


# ---- Hindi
@case
def _():
    a = in_aadhaar()
    up = script_digits(pin(6), DEVA_DIG)
    ifsc = 'SBIN0' + dg(6)
    t = (f"पापा का बैंक KYC अपडेट करना है। उनका आधार नंबर {a} है, और उन्होंने अपना UPI पिन {up} भी मुझे बता दिया है। "
         f"ब्रांच का IFSC कोड {ifsc} है। क्या बैंक वाले UPI पिन भी मांगते हैं?")
    return C('hi', 'kyc-aadhaar-upi-pin', t, [a, up], [ifsc], 'Aadhaar (Verhoeff computed) and UPI PIN in Devanagari digits; IFSC public')


@case
def _():
    pan = in_pan('P')
    acct = dgnz(ri(11, 14))
    ifsc = pick(['HDFC', 'ICIC', 'UTIB', 'KKBK']) + '0' + dg(6)
    tan = rs(UP, 4) + dg(5) + pick(UP)
    t = (f"इनकम टैक्स रिटर्न भरना है। मेरा PAN {pan} है और रिफंड के लिए सेविंग्स खाता संख्या {acct}, IFSC {ifsc}। "
         f"फॉर्म 16 पर कंपनी का TAN {tan} लिखा है, वो कहाँ भरना है?")
    return C('hi', 'itr-pan-account', t, [pan, acct], [ifsc, tan], 'PAN and own account number; IFSC and employer TAN look-alikes')


@case
def _():
    pnr = dgnz(10)
    t = (f"मेरी ट्रेन का स्टेटस बताओ: PNR {pnr}, ट्रेन नंबर 12951, कोच B3, सीट 42। "
         f"IRCTC ऐप खुल नहीं रहा और वेटिंग लिस्ट कन्फर्म हुई या नहीं, पता नहीं चल रहा।")
    return C('hi', 'pnr-status', t, [], [pnr, '12951'], 'PNR and train number')


# ---- Russian
@case
def _():
    sn = ru_snils()
    inn = ru_inn12()
    inn_org = ru_inn10()
    t = (f"Заполняю заявление на загранпаспорт на Госуслугах. СНИЛС {sn}, ИНН {inn}. "
         f"Работодатель ООО «Вектор-Логистик», ИНН {inn_org}. Нужно ли указывать ИНН работодателя в разделе о трудовой деятельности?")
    return C('ru', 'gosuslugi-snils-inn', t, [sn, inn], [inn_org], 'SNILS and personal INN (checks computed); employer INN (computed) look-alike')


@case
def _():
    code = dg(6)
    cd = luhn_num('220' + str(ri(0, 4)), 16)
    e = exp()
    t = (f"Мне пришло SMS: «Никому не сообщайте код {code}. Подтверждение покупки 4 990 р. в OZON». А полчаса назад я вводила "
         f"карту {c4(cd)}, срок {e} на сайте «доставки». Это мошенники? В выписке БИК 044525225, "
         f"корр. счёт 30101810400000000225.")
    return C('ru', 'sms-code-mir-card', t, [code, c4(cd)], ['044525225', '30101810400000000225'],
             'SMS code and Mir card (Luhn); bank BIK and correspondent account public')


@case
def _():
    tr = s10('R' + pick('ABS'), 'CN')
    o = dgnz(16)
    t = (f"Посылка с AliExpress застряла. Трек-номер {tr}, номер заказа {o}, индекс получателя 630099. "
         f"Напиши, пожалуйста, обращение в поддержку, что делать.")
    return C('ru', 'aliexpress-tracking', t, [], [tr, o, '630099'], 'S10 tracking number (check digit computed), order number, postal index')


@case
def _():
    w = ru_in_latin_layout(pick(['солнышко', 'малина', 'ромашка', 'котик'])).capitalize() + str(ri(1985, 2020))
    g = pin(4)
    t = f"Сейчас скину пароль от вайфая на даче, запиши в заметку «Дача»{SEP}{w}{SEP}и код от калитки {g}, а то мама всё время забывает"
    return C('ru', 'dacha-wifi-announced', t, [w, g], [], 'three messages: announced Wi-Fi password (Russian word typed in Latin layout), gate code')


# ---- Ukrainian
@case
def _():
    y, m, d = ri(1970, 2000), ri(1, 12), ri(1, 28)
    import datetime as _dt
    days = (_dt.date(y, m, d) - _dt.date(1899, 12, 31)).days
    r = ua_rnokpp(days)
    idc = dgnz(9)
    edr = dg(8)
    t = (f"Заповнюю заяву в Дії. РНОКПП {r}, номер ID-картки {idc}. "
         f"Код ЄДРПОУ роботодавця {edr}. Що з цього треба вказувати в розділі «Податковий агент»?")
    return C('uk', 'diia-rnokpp-idcard', t, [r, idc], [edr], 'RNOKPP (check computed, date-consistent) and ID-card number; employer EDRPOU look-alike')


@case
def _():
    ib = iban('UA', '322001' + '00000' + '2620' + dg(10))
    cd = luhn_num(pick(['444111', '537541']), 16)
    e = exp()
    t = (f"Запиши мені в нотатку дані для бухгалтерії: IBAN {ib} (Монобанк). І окремо, тільки для мене: картка {c4(cd)}, "
         f"до {e}. Бухгалтерія просить ще щось для зарплатного проєкту?")
    return C('uk', 'monobank-iban-card', t, [ib, c4(cd)], [], 'own IBAN (mod-97) and card (Luhn)')


@case
def _():
    ttn = '20450' + dg(9)
    o = dgnz(9)
    inv = f"СФ-{dg(5)}"
    t = (f"Посилка Новою поштою так і не прийшла. ТТН {ttn}, номер замовлення на Rozetka {o}, рахунок-фактура № {inv}. "
         f"Склади, будь ласка, звернення до підтримки.")
    return C('uk', 'novaposhta-complaint', t, [], [ttn, o, inv], 'waybill, order and invoice numbers')


# ---- Polish
@case
def _():
    y, mo, d = ri(1975, 2002), ri(1, 12), ri(1, 28)
    pe = pl_pesel(y, mo, d, R.random() < 0.5)
    dw = pl_idcard()
    n = pl_nip()
    nf = f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"
    t = (f"Wypełniam wniosek na PUE ZUS. Mój PESEL {pe}, numer dowodu osobistego {dw}. Pracodawca ma NIP {nf}. "
         f"Czy muszę podawać NIP pracodawcy, jeśli pracuję na umowę zlecenie?")
    return C('pl', 'zus-pesel-dowod', t, [pe, dw], [nf], 'PESEL and ID card number (checks computed); employer NIP (computed) look-alike')


@case
def _():
    bl = dg(6)
    p = pw_human(['kasztan', 'jesien', 'rower', 'wiewiorka', 'pierogi', 'morze', 'slonce'])
    o = f"ZAM/2024/11/{dg(5)}"
    t = (f"Syn podyktował mi kod BLIK {bl} do zapłaty za zamówienie {o}, ale transakcja się nie udała. Czy mogę użyć tego "
         f"samego kodu jeszcze raz? I zapisz mi gdzieś hasło do mojego konta w ING, bo ciągle zapominam: {p}")
    return C('pl', 'blik-and-bank-password', t, [bl, p], [o], 'BLIK code and bank password; order number look-alike')


@case
def _():
    krs = '0000' + dg(6)
    rg = pl_regon()
    ib = iban('PL', pl_bank_sort() + dg(16))
    t = (f"Chcę przekazać darowiznę. Fundacja Ciepła Łapa, KRS {krs}, REGON {rg}, numer konta {by4(ib)}. "
         f"Jak powinien brzmieć tytuł przelewu, żeby odliczyć to w PIT?")
    return C('pl', 'foundation-donation', t, [], [krs, rg, by4(ib)], 'foundation KRS, REGON (computed) and IBAN (mod-97 and sort-code check computed)')


# ---- Czech
@case
def _():
    rc = cz_rc(R.random() < 0.5)
    op = dgnz(9)
    ico = cz_ico()
    t = (f"Vyplňuju žádost o přídavek na dítě. Moje rodné číslo je {rc}, číslo občanky {op}. "
         f"Zaměstnavatel má IČO {ico}. Musím k tomu přikládat potvrzení o příjmu?")
    return C('cs', 'prispevek-rc-op', t, [rc, op], [ico], 'birth number (mod 11) and ID card number; employer IČO (computed) look-alike')


@case
def _():
    vs = dgnz(10)
    p = pin(4)
    t = (f"Poznamenej si prosím trvalý příkaz: na účet SVJ, variabilní symbol {vs}, měsíčně 3 850 Kč. "
         f"A PIN ke kartě je {p}, ten si taky zapiš, pořád ho zapomínám.")
    return C('cs', 'standing-order-pin', t, [p], [vs], 'card PIN; variable symbol look-alike')


@case
def _():
    o = dgnz(10)
    z = 'Z ' + dg(3) + ' ' + dg(4) + ' ' + dg(3)
    inv = dgnz(10)
    dic = 'CZ' + cz_ico()
    t = (f"Pomoz mi s reklamací: objednávka č. {o}, zásilka Zásilkovnou {z}, faktura {inv}, DIČ prodejce {dic}. "
         f"Sluchátka přestala po měsíci fungovat.")
    return C('cs', 'reklamace', t, [], [o, z, dic], 'order, parcel and seller VAT number (invoice neutral)')


# ---- German
BLZ_BIC = [('50010517', 'INGDDEFFXXX'), ('10010010', 'PBNKDEFFXXX'), ('37040044', 'COBADEFFXXX'),
           ('43060967', 'GENODEM1GLS'), ('12030000', 'BYLADEM1001')]


@case
def _():
    s = de_steuerid()
    blz, bic = pick(BLZ_BIC)
    ib = iban('DE', blz + dg(10))
    ust = 'DE' + dgnz(9)
    t = (f"Ich fange am 1. in einem neuen Job an. Für die Personalabteilung: Steuer-ID {s[:2]} {s[2:5]} {s[5:8]} {s[8:]}, "
         f"IBAN {by4(ib)}, BIC {bic}. Die USt-IdNr. der Firma auf dem Vertrag ist {ust}. Muss ich meine Steuerklasse selbst angeben?")
    return C('de', 'steuerid-iban-hr', t, [f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}", by4(ib)], [bic, ust],
             'tax id (ISO 7064 check computed) and own IBAN (mod-97); BIC and company VAT id look-alikes')


@case
def _():
    k = de_kvnr()
    ik = '10' + dg(7)
    t = (f"Meine neue Gesundheitskarte ist da. Versichertennummer {k}, Institutionskennzeichen der Kasse {ik}. "
         f"Wie richte ich die App mit der eGK ein?")
    return C('de', 'egk-kvnr', t, [k], [ik], 'health insurance number (check computed); insurer IK look-alike')


@case
def _():
    tc = pin(4)
    wk = dg(20)
    pk = '00340434' + dg(12)
    t = (f"Schreib mir bitte eine Nachricht für die Nachbarin, die die Katze füttert: Haustür-Code {tc}, der Wohnungsschlüssel liegt "
         f"unter dem Blumentopf. WLAN heißt FRITZ!Box 7590 KL, Schlüssel {wk}. Falls ein DHL-Paket kommt, die Sendungsnummer ist {pk}.")
    return C('de', 'neighbour-cat-note', t, [tc, wk], [pk], 'door code and 20-digit Wi-Fi key; 20-digit DHL parcel number look-alike')


@case
def _():
    rn = f"RE-2024-{dg(5)}"
    kn = dgnz(8)
    stn = f"143/{dg(3)}/{dg(5)}"
    ust = 'DE' + dgnz(9)
    blz, bic = pick(BLZ_BIC)
    ib = iban('DE', blz + dg(10))
    t = (f"Bitte prüf diese Rechnung der Schreinerei Holzmann: Rechnungsnummer {rn}, Kundennummer {kn}, Steuernummer {stn}, "
         f"USt-IdNr. {ust}. Zahlbar an IBAN {by4(ib)} unter Angabe der Rechnungsnummer. Ist die Umsatzsteuer richtig ausgewiesen?")
    return C('de', 'rechnung-pruefen', t, [], [rn, kn, stn, ust, by4(ib)], "supplier invoice identifiers and supplier's IBAN (mod-97)")


# ---- French
@case
def _():
    n = fr_nir(R.random() < 0.5)
    p = pw_human(['soleil', 'papillon', 'fromage', 'bisou', 'marseille', 'nounours', 'chocolat'])
    sn = fr_siren()
    st = fr_siret(sn)
    stf = f"{st[:3]} {st[3:6]} {st[6:9]} {st[9:]}"
    t = (f"Je remplis ma déclaration d'arrêt maladie sur ameli. Mon numéro de sécu : {n}. Mot de passe ameli : {p}. "
         f"Le SIRET de mon employeur est {stf}. C'est à moi d'envoyer l'attestation de salaire ?")
    return C('fr', 'ameli-nir-password', t, [n, p], [stf], 'social security number (key computed) and password; employer SIRET (Luhn) look-alike')


@case
def _():
    code = dg(6)
    n, e, c = card('visa'), exp(), cvc()
    o = dgnz(9)
    t = (f"J'ai reçu ce SMS : « Votre code de validation pour un paiement de 89,90 EUR chez FNAC est {code}. Ne le communiquez jamais. » "
         f"Juste avant j'avais tapé ma carte {c4(n)}, exp {e}, cryptogramme {c} sur un site de suivi de colis. "
         f"Ma vraie commande c'était la n° {o}. J'ai peur que ce soit une arnaque.")
    return C('fr', 'sms-3ds-card-phishing', t, [code, c4(n), c], [o], '3-D Secure code, card (Luhn) and CVC; order number look-alike')


@case
def _():
    d1 = dg(4) + pick('AB')
    pt = pin(4)
    d2 = dg(4) + pick('AB')
    ph = '06 ' + ' '.join(dg(2) for _ in range(4))
    t = (f"Tu peux préparer un message pour ma belle-sœur qui garde l'appart ? Digicode de l'immeuble : {d1}, code du portail du parking : {pt}."
         f"{SEP}Ah non pardon, le digicode a changé le mois dernier, c'est {d2}. Et si besoin le gardien c'est M. Ferreira au {ph}.")
    return C('fr', 'digicode-correction', t, [d1, pt, d2], [ph], 'two messages: door codes and a corrected door code; caretaker phone look-alike')


@case
def _():
    ib = fr_iban()
    bic = pick(['CCOPFRPPXXX', 'AGRIFRPP882', 'PSSTFRPPPAR', 'CMCIFR2A'])
    ref = 'DON-' + dg(6)
    rna = 'W' + dg(9)
    t = (f"Je veux faire un don à l'antenne locale des Restos du Cœur. RIB : IBAN {by4(ib)}, BIC {bic}. Pour le reçu fiscal ils "
         f"demandent d'indiquer la référence {ref}. Numéro RNA de l'association : {rna}. Tu peux m'écrire le libellé du virement ?")
    return C('fr', 'don-association-rib', t, [], [by4(ib), bic, rna], "association's IBAN (RIB key and mod-97 computed), BIC, RNA (donation reference neutral)")


# ---- Spanish
@case
def _():
    d = es_dni()
    p = pw_human(['girasol', 'tortilla', 'sevilla', 'guitarra', 'mariposa', 'chispa'])
    cf = es_cif()
    t = (f"Estoy rellenando el modelo 030 de Hacienda. Mi DNI es {d} y la contraseña de Cl@ve que uso es {p}. "
         f"La empresa donde trabajo tiene CIF {cf}. ¿Tengo que poner la dirección fiscal de la empresa o la mía?")
    return C('es', 'hacienda-dni-clave', t, [d, p], [cf], 'DNI (letter computed) and password; company CIF (computed) look-alike')


@case
def _():
    cu = mx_curp(R.random() < 0.5)
    cl = mx_clabe()
    fo = 'SAT-' + rs(UP, 3) + dg(8)
    t = (f"Voy a darme de alta en el SAT para facturar. Mi CURP es {cu} y mi CLABE para la devolución es {cl}. "
         f"El folio de la cita que me dieron es {fo}. ¿Qué documentos tengo que llevar?")
    return C('es', 'mx-sat-curp-clabe', t, [cu, cl], [fo], 'CURP and CLABE (check digits computed); appointment folio look-alike')


@case
def _():
    al = pin(4)
    w1 = rs(LO + DIG, 20)
    i = ri(0, 19)
    while not w1[i].isalpha():
        i = ri(0, 19)
    w2 = w1[:i] + w1[i].upper() + w1[i + 1:]
    ssid = 'MOVISTAR_' + rs(HEXU, 4)
    t = (f"Apúntame esto en la nota de la casa para la chica que viene a limpiar: código de la alarma {al}, y la clave del wifi "
         f"({ssid}) es {w1}{SEP}perdona, una letra va en mayúscula, la buena es {w2}")
    return C('es', 'alarma-wifi-correction', t, [al, w1, w2], [], 'two messages: alarm code and Wi-Fi key, then corrected key')


@case
def _():
    cu = ar_cuit('30')
    cb = ar_cbu()
    alias = pick(['FERRETERIA.SUR.PAGO', 'CORRALON.NORTE.MP', 'PINTURERIA.LUZ.CBU'])
    fac = f"0003-{dg(8)}"
    t = (f"Le tengo que transferir a la ferretería por la compra de ayer. CUIT {cu}, CBU {cb}, alias {alias}. "
         f"Factura B N° {fac}. ¿Qué pongo en el concepto de la transferencia?")
    return C('es', 'ar-ferreteria-cbu', t, [], [cu, cb, alias, fac], "shop's CUIT, CBU (checks computed), alias and invoice number")


# ---- Portuguese
@case
def _():
    cp = br_cpf()
    p = pw_human(['saudade', 'goiaba', 'flamengo', 'cachorro', 'brigadeiro', 'praia'])
    cn = br_cnpj()
    t = (f"Tô tentando entrar no gov.br e pede CPF e senha. Meu CPF é {cp}, senha {p}. Depois de digitar tudo "
         f"aparece 'dados inválidos'. A empresa onde trabalho (CNPJ {cn}) precisa liberar alguma coisa?")
    return C('pt', 'govbr-cpf-senha', t, [cp, p], [cn], 'CPF (checks computed) and password; employer CNPJ (computed) look-alike')


@case
def _():
    code = dg(6)
    o = '2000' + dg(12)
    t = (f"Recebi esse SMS: \"NUBANK: Seu codigo de seguranca e {code}. Nao compartilhe com ninguem.\" e logo depois me ligaram dizendo que "
         f"eram do banco pedindo o código. Eu passei. O pedido no Mercado Livre é o {o} e não chegou. O que eu faço agora?")
    return C('pt', 'nubank-code-scam', t, [code], [o], 'bank security code given to a caller; marketplace order look-alike')


@case
def _():
    nif = pt_nif('12')
    ib = pt_iban()
    ent = str(ri(20000, 21999))
    ref = f"{dg(3)} {dg(3)} {dg(3)}"
    t = (f"Vou abrir atividade nas Finanças como trabalhadora independente. NIF {nif}, IBAN {by4(ib)}. "
         f"Para pagar a Segurança Social deram-me Entidade {ent}, Referência {ref}. Onde é que pago isto?")
    return C('pt', 'pt-nif-iban', t, [nif, by4(ib)], [ent, ref], 'NIF (computed) and own IBAN (NIB and mod-97 computed); Multibanco entity and reference look-alikes')


@case
def _():
    tr = s10(pick(['NL', 'QB', 'OV']), 'BR')
    cep = f"{dg(5)}-{dg(3)}"
    o = f"24{ri(10, 12)}{ri(10, 28)}" + rs(UP + DIG, 8)
    t = (f"Meu pacote dos Correios está parado há 10 dias: código de rastreio {tr}, CEP de destino {cep}, pedido na Shopee {o}. "
         f"Escreve uma reclamação educada pra mim?")
    return C('pt', 'correios-rastreio', t, [], [tr, cep, o], 'S10 tracking (check computed), CEP, order number')


# ---- Italian
@case
def _():
    cf = it_cf(R.random() < 0.5)
    p = pw_human(['girasole', 'pizzaiolo', 'juventus', 'gelato', 'tramonto', 'cagnolino'])
    pi = it_piva()
    t = (f"Sto compilando il 730 precompilato con SPID. Codice fiscale {cf}, password SPID {p}, ma l'OTP non arriva. "
         f"La partita IVA dello studio del commercialista è {pi}: la devo indicare da qualche parte?")
    return C('it', '730-spid-cf', t, [cf, p], [pi], 'codice fiscale (check char computed) and SPID password; accountant P.IVA (Luhn) look-alike')


@case
def _():
    n, e, c = card('mc'), exp(), cvc()
    tg = rs('ABCDEFGHJKLMNPRSTVWXYZ', 2) + dg(3) + rs('ABCDEFGHJKLMNPRSTVWXYZ', 2)
    t = (f"Mio padre mi ha dettato i dati della sua carta per pagare il bollo auto online: {c4(n)}, scadenza {e}, CVV {c}. "
         f"Serve altro oltre alla targa? La targa è {tg}.")
    return C('it', 'bollo-carta-papa', t, [c4(n), c], [tg], 'entrusted card (Luhn) and CVV; licence plate look-alike')


@case
def _():
    ib = it_iban()
    inv = f"{ri(100, 399)}/2024"
    cfc = luhn_complete('9' + dg(9))
    t = (f"Devo pagare la rata del condominio con bonifico: IBAN {ib}, intestato a Condominio Via Roma 12, causale \"rata 3/2024 int. 7\", "
         f"fattura dell'amministratore n. {inv}, codice fiscale del condominio {cfc}. Mi prepari il testo del bonifico?")
    return C('it', 'condominio-bonifico', t, [], [ib, inv, cfc],
             "condominium IBAN (CIN and mod-97 computed), invoice, condominium tax code")


# ---- Dutch
@case
def _():
    b = nl_bsn()
    p = pw_human(['stroopwafel', 'fietsbel', 'tulpen', 'hagelslag', 'knuffel', 'dropje'])
    kvk = dgnz(8)
    btw = 'NL' + dg(9) + 'B01'
    t = (f"Ik moet mijn toeslagen aanvragen. Mijn BSN is {b}, DigiD-wachtwoord {p}. Mijn werkgever heeft KvK-nummer {kvk} "
         f"en btw-nummer {btw}. Welke inkomsten moet ik invullen?")
    return C('nl', 'toeslagen-bsn-digid', t, [b, p], [kvk, btw], 'BSN (11-proof computed) and DigiD password; employer KvK and VAT number look-alikes')


@case
def _():
    ib = nl_iban()
    bk = f"{dg(4)} {dg(4)} {dg(4)} {dg(4)}"
    t = (f"Maak een Tikkie-tekst voor mijn huisgenoten: vaste lasten november, € 86,40 p.p., overmaken naar mijn rekening {by4(ib)}. "
         f"De aanslag van de Belastingdienst (betalingskenmerk {bk}) betaal ik zelf.")
    return C('nl', 'huisgenoten-iban', t, [by4(ib)], [bk], 'own IBAN (mod-97); tax payment reference look-alike')


@case
def _():
    o = dgnz(10)
    tt = '3S' + rs(UP, 4) + dg(9)
    t = (f"Mijn pakket komt maar niet aan. Bestelnummer bij bol {o}, track & trace {tt}, postcode 3512 JK. "
         f"Kun je een nette klachtmail voor me maken?")
    return C('nl', 'pakket-klacht', t, [], [o, tt, '3512 JK'], 'order, track and trace, postcode')


# ---- Swedish
@case
def _():
    pn = se_pnr()
    code = dg(6)
    on = se_orgnr()
    t = (f"Jag ska söka föräldrapenning hos Försäkringskassan. Personnummer {pn}, och säkerhetskoden till BankID är {code}. "
         f"Arbetsgivarens organisationsnummer är {on}. Behöver jag ett intyg från dem?")
    return C('sv', 'fk-personnummer-bankid', t, [pn, code], [on], 'personnummer (Luhn) and BankID code; employer org number (Luhn) look-alike')


@case
def _():
    pk = pin(4)
    w = pw_human(['kanelbulle', 'midsommar', 'lingon', 'fika', 'skargard', 'alg'])
    sw = f"123 {dg(3)} {dg(2)} {dg(2)}"
    t = (f"Skriv en lapp till gästerna i stugan: portkod {pk}, wifi \"Stugan\" lösenord {w}. Hyran swishas till föreningens "
         f"Swishnummer {sw}. Sopor slängs vid vägen på tisdagar.")
    return C('sv', 'stuga-portkod-wifi', t, [pk, w], [sw], 'entrance code and Wi-Fi password; association Swish number look-alike')


@case
def _():
    fn = dgnz(8)
    ocr = luhn_complete(dgnz(ri(10, 14)))
    bg = luhn_complete(dgnz(7))
    bgf = f"{bg[:4]}-{bg[4:]}"
    t = (f"Kan du kolla fakturan från elbolaget? Fakturanummer {fn}, OCR-nummer {ocr}, bankgiro {bgf}, förfallodag 2024-12-27, "
         f"belopp 1 243 kr. Jag vill lägga in den i appen.")
    return C('sv', 'elfaktura-ocr', t, [], [fn, ocr, bgf, '2024-12-27'], 'invoice number, OCR reference and bankgiro (Luhn computed), due date')


# ---- Danish
@case
def _():
    cp = dk_cpr()
    p = pw_human(['hygge', 'rugbrod', 'kanelsnegl', 'vikingen', 'lakrids'])
    cvr = dk_cvr()
    t = (f"Jeg skal hjælpe min mor på netbank hos Danske Bank. Hendes CPR-nummer er {cp}, og adgangskoden er {p}. "
         f"Hendes tidligere arbejdsgivers CVR-nummer er {cvr}, skal vi bruge det til pensionen?")
    return C('da', 'netbank-mor-cpr', t, [cp, p], [cvr], 'entrusted CPR number (no check) and password; company CVR (mod 11 computed) look-alike')


@case
def _():
    pid = dg(15)
    kr = dgnz(8)
    fn = dgnz(6)
    t = (f"Hjælp mig med at betale dette indbetalingskort: +71< {pid} +{kr}<. Fakturanr. {fn}, beløb 689,00 kr. "
         f"Hvor taster jeg det ind i mobilbanken?")
    return C('da', 'indbetalingskort', t, [], [pid, kr, fn], 'FI payment id, creditor number, invoice number')


# ---- Norwegian
@case
def _():
    f = no_fnr()
    k = no_konto()
    org = no_orgnr()
    t = (f"Jeg fyller ut søknad om bostøtte. Fødselsnummer {f}, og bostøtten skal inn på kontonummer {k}. "
         f"Utleier er et firma med org.nr. {org}. Må jeg legge ved husleiekontrakten?")
    return C('no', 'bostotte-fnr-konto', t, [f, k], [org], 'national id and account number (mod 11 computed); landlord org number (computed) look-alike')


@case
def _():
    kid = luhn_complete(dgnz(ri(10, 14)))
    k = no_konto()
    fn = dgnz(8)
    t = (f"Kan du sette opp en påminnelse om betaling? Fakturaen fra strømselskapet: KID {kid}, til konto {k}, "
         f"fakturanummer {fn}, forfall 20.12. Beløp 1 486 kr.")
    return C('no', 'strom-kid', t, [], [kid, k, fn], 'KID (mod 10 computed), company account (mod 11 computed), invoice number')


# ---- Finnish
@case
def _():
    h = fi_hetu()
    y = fi_ytunnus()
    t = (f"Täytän Kelan hakemusta. Henkilötunnukseni on {h}. "
         f"Työnantajan Y-tunnus on {y}. Pitääkö palkkatodistus liittää mukaan?")
    return C('fi', 'kela-hetu', t, [h], [y], 'personal identity code (check char computed); employer business id (computed) look-alike')


@case
def _():
    ib = fi_iban()
    v = fi_viite()
    vf = ' '.join(reversed([v[max(0, i - 5):i] for i in range(len(v), 0, -5)]))
    t = (f"Muistuta minua maksamaan taloyhtiön vastike: saaja As Oy Kuusikallio, tilinumero {by4(ib)}, viitenumero {vf}, "
         f"eräpäivä 5.12.2024, summa 312,40 €.")
    return C('fi', 'vastike-viite', t, [], [by4(ib), vf, '5.12.2024'], 'housing company IBAN (mod-97 and Luhn computed), reference number (7-3-1 computed), due date')


# ---- Hungarian
@case
def _():
    tj = hu_taj()
    ad = hu_adoaz()
    asz = hu_adoszam()
    t = (f"Most töltöm ki a családi pótlék igénylést. A TAJ-számom {tj}, az adóazonosító jelem {ad}. "
         f"A munkáltató adószáma {asz}. Kell mellé munkáltatói igazolás is?")
    return C('hu', 'csaladi-potlek-taj', t, [tj, ad], [asz], 'TAJ and tax id (checks computed); employer tax number (computed) look-alike')


@case
def _():
    a = hu_account()
    o = f"WEB-{dg(7)}"
    t = (f"Írj egy üzenetet az albérlőnek, hogy a lakbért erre a számlára utalja: {a}. Köszönd meg, hogy mindig időben fizet. "
         f"A bútorbolti rendelés száma {o}, azt is tedd a végére.")
    return C('hu', 'alberlo-szamla', t, [a], [o], 'own account number (block checks computed); shop order look-alike')


# ---- Romanian
@case
def _():
    cn = ro_cnp(R.random() < 0.5)
    cui = 'RO' + ro_cui()
    t = (f"Completez cererea pentru alocație pe ghiseul.ro. CNP-ul meu este {cn}. "
         f"Angajatorul are codul fiscal {cui}. Trebuie să-l trec și pe al angajatorului?")
    return C('ro', 'alocatie-cnp', t, [cn], [cui], 'CNP (check computed); employer CUI (computed) look-alike')


@case
def _():
    cui = ro_cui()
    ib = iban('RO', pick(['BTRLRONCRT' + dg(10), 'RNCB' + dg(16), 'BRDE' + dg(16), 'INGB' + '0000' + dg(12)]))
    awb = dgnz(13)
    t = (f"Vreau să redirecționez 3,5% din impozit către asociația din cartier: cod fiscal {cui}, IBAN {ib}. "
         f"Și separat, coletul de la eMAG cu AWB FAN Courier {awb} nu a ajuns. Poți să-mi scrii două mesaje scurte?")
    return C('ro', 'asociatie-iban-awb', t, [], [cui, ib, awb], 'association fiscal code (computed) and IBAN (mod-97), courier AWB')


# ---- Greek
@case
def _():
    am = gr_amka()
    af = gr_afm()
    af2 = gr_afm()
    t = (f"Κάνω αίτηση στο gov.gr για το επίδομα. ΑΜΚΑ {am}, ΑΦΜ {af}, μπαίνω με τους κωδικούς Taxisnet. "
         f"Ο ΑΦΜ του εργοδότη μου είναι {af2}. Χρειάζεται κι αυτός;")
    return C('el', 'govgr-amka-afm', t, [am, af], [af2], 'AMKA (Luhn) and AFM (computed); employer AFM (computed) look-alike')


@case
def _():
    ib = iban('GR', pick(['0110', '0140', '0172', '0260']) + dg(3) + dg(16))
    o = f"{dg(6)}-{dg(6)}"
    ph = f"210 {dg(7)}"
    t = (f"Θέλω να κάνω δωρεά στον σύλλογο γονέων: IBAN {by4(ib)}, δικαιούχος Σύλλογος Γονέων 3ου Δημοτικού, αιτιολογία «δωρεά εκδρομής». "
         f"Επίσης η παραγγελία {o} από το Skroutz δεν ήρθε ποτέ, το τηλέφωνο του καταστήματος είναι {ph}. Γράψε μου δύο σύντομα μηνύματα.")
    return C('el', 'syllogos-iban-order', t, [], [by4(ib), o, ph], "association IBAN (mod-97), order number, shop phone")


# ---- Turkish
@case
def _():
    tc = tr_tc()
    p = pw_human(['simit', 'galata', 'kedicik', 'lokum', 'bogazici'])
    vn = dg(10)
    t = (f"e-Devlet'e giremiyorum. TC kimlik numaram {tc}, şifrem {p}. İşyerinin vergi numarası {vn}. "
         f"Şifreyi yenilemek için PTT'ye mi gitmem gerekiyor?")
    return C('tr', 'edevlet-tc-sifre', t, [tc, p], [vn], 'TC id (checks computed) and password; employer tax number (not computed) look-alike')


@case
def _():
    n, e = card('visa'), exp()
    d3 = dg(6)
    o = dgnz(9)
    t = (f"Trendyol'da kart bilgilerimi girdim: {c4(n)}, SKT {e}. 3D Secure kodu {d3} geldi ama sayfa hata verdi. "
         f"Sipariş no {o}. Param çekildi mi, bankaya nasıl sorayım?")
    return C('tr', 'trendyol-kart-3d', t, [c4(n), d3], [o], 'card (Luhn) and 3-D Secure code; order look-alike')


@case
def _():
    tk = dgnz(12)
    fa = rs(UP, 3) + '2024' + dg(9)
    t = (f"Kargom hâlâ gelmedi. Yurtiçi Kargo takip numarası {tk}, e-Arşiv fatura no {fa}, müşteri hizmetleri 444 99 99 "
         f"sürekli meşgul. Satıcıya şikayet metni yazar mısın?")
    return C('tr', 'kargo-sikayet', t, [], [tk, fa, '444 99 99'], 'tracking, e-invoice number, call-centre number')


# ---- Vietnamese
@case
def _():
    cc = pick(['001', '079', '031', '048']) + pick('0123') + dg(2) + dg(6)
    otp = dg(6)
    mst = dgnz(10)
    t = (f"Mình đang mở tài khoản ngân hàng online. Số CCCD của mình là {cc}, mã OTP vừa gửi về là {otp}. "
         f"Sao nó cứ báo 'thông tin không khớp'? Mã số thuế công ty mình là {mst}, có cần nhập không?")
    return C('vi', 'ekyc-cccd-otp', t, [cc, otp], [mst], 'citizen id and OTP; company tax code look-alike')


@case
def _():
    acct = '0071' + dg(9)
    p = pin(6)
    ft = 'FT' + dg(5) + rs(UP + DIG, 7)
    t = (f"Bạn ghi giúp mình vào ghi chú nhé: số tài khoản Vietcombank của mình {acct}, mã PIN thẻ ATM {p}. "
         f"Hôm qua mình chuyển học phí cho con, biên lai ghi Mã giao dịch: {ft}. Nếu trường hỏi thì gửi mã đó cho họ.")
    return C('vi', 'vcb-acct-pin-receipt', t, [acct, p], [ft], 'own account number and ATM PIN; receipt transaction reference look-alike')


@case
def _():
    o = f"24{ri(10, 12)}{ri(10, 28)}" + rs(UP + DIG, 8)
    gh = 'G' + rs(UP, 2) + rs(UP + DIG, 6)
    t = (f"Đơn hàng Shopee mã {o} đặt từ tuần trước mà chưa giao, mã vận đơn GHN {gh}, hotline shop 0903 {dg(3)} {dg(3)}. "
         f"Viết giúp mình tin nhắn khiếu nại lịch sự nha.")
    return C('vi', 'shopee-khieu-nai', t, [], [o, gh], 'order and waybill codes')


# ---- Thai
@case
def _():
    tid = th_fmt(th_id())
    otp = dg(6)
    ref = rs(UP, 4)
    t = (f"ช่วยดูหน่อย มีคนโทรมาบอกว่าเป็นธนาคาร บัญชีจะถูกระงับ ให้ยืนยันตัวตน ฉันบอกเลขบัตรประชาชนไปแล้ว {tid} "
         f"แล้วก็ OTP={otp} (Ref={ref}) ที่ส่งมาทาง SMS ด้วย แบบนี้โดนมิจฉาชีพใช่ไหม ต้องทำอะไรก่อน")
    return C('th', 'scam-id-otp', t, [tid, otp], [ref], 'Thai id (check computed) and OTP; OTP reference code look-alike')


@case
def _():
    tr = s10('E' + pick('FGJ'), 'TH')
    tax = th_tax_company()
    inv = 'INV' + dg(8)
    t = (f"พัสดุจากไปรษณีย์ไทย เลขพัสดุ {tr} ยังไม่ถึงเลย ร้านค้าเลขประจำตัวผู้เสียภาษี {tax} เลขที่ใบกำกับภาษี {inv} "
         f"ช่วยร่างข้อความถามร้านให้หน่อย สุภาพๆ")
    return C('th', 'thaipost-shop-tax', t, [], [tr, tax, inv], 'S10 tracking and shop tax id (checks computed), tax invoice number')


# ---- Indonesian
@case
def _():
    nik = pick(['3174', '3273', '3578', '5171']) + dg(2) + f"{ri(41, 68):02d}{ri(1, 12):02d}{ri(80, 99)}" + dg(4)
    p = pin(6)
    resi = 'JP' + dg(10)
    t = (f"Tolong bantu, saya mau aktivasi m-banking BRI. NIK saya {nik}, PIN yang saya buat {p}, tapi kode OTP dari SMS tidak pernah masuk. "
         f"Kok gagal terus? Kartu ATM-nya dikirim pakai J&T, nomor resi {resi}.")
    return C('id', 'mbanking-nik-pin', t, [nik, p], [resi], 'NIK (female date offset) and m-banking PIN; courier waybill look-alike')


@case
def _():
    rek = dgnz(10)
    p = pw_human(['nasigoreng', 'kucing', 'rendang', 'bunga', 'pelangi'])
    va = '8277' + dg(12)
    t = (f"Catat ya: rekening BCA saya {rek} a.n. Dewi Lestari, password KlikBCA {p}. Kode bank BCA 014. "
         f"Nanti tagihan Tokopedia dibayar pakai virtual account {va}.")
    return C('id', 'bca-rekening-va', t, [rek, p], ['014', va], 'own account and password; bank code and merchant virtual account look-alikes')


@case
def _():
    np_ = f"{dg(2)}.{dg(3)}.{dg(3)}.{dg(1)}-{dg(3)}.000"
    inv = f"INV/2024/XI/{dg(4)}"
    hp = f"0812-{dg(4)}-{dg(4)}"
    t = (f"Buatkan email tagihan ke klien: NPWP perusahaan kami {np_}, nomor invoice {inv}, jatuh tempo 30 November 2024, "
         f"kalau ada pertanyaan hubungi admin di {hp}.")
    return C('id', 'email-tagihan-npwp', t, [], [np_, inv, hp], 'company NPWP, invoice number, phone')


# ---- Tagalog
@case
def _():
    ref = dgnz(13)
    mp = pin(4)
    otp = dg(6)
    t = (f"Pakitingnan nga itong resibo ng GCash: \"Sent via GCash. Amount: PHP 2,500.00 Ref No. {ref} Nov 5, 2024 3:14 PM\". "
         f"Tapos may tumawag na taga-GCash daw at hiningi ang MPIN ko, binigay ko, {mp}, pati yung OTP na {otp}. Ano'ng gagawin ko?")
    return C('tl', 'gcash-ref-mpin-otp', t, [mp, otp], [ref], 'MPIN and OTP given to a caller; GCash receipt Ref No. look-alike (settled)')


@case
def _():
    sss = f"{dg(2)}-{dg(7)}-{dg(1)}"
    tin = f"{dg(3)}-{dg(3)}-{dg(3)}-000"
    er = dgnz(12)
    t = (f"Mag-a-apply ako ng Pag-IBIG housing loan. SSS number ko {sss}, TIN {tin}. "
         f"Yung Pag-IBIG employer ID ng kumpanya namin ay {er}. Kailangan ko bang ilagay lahat sa form?")
    return C('tl', 'pagibig-sss-tin', t, [sss, tin], [er], 'SSS and TIN numbers; employer id look-alike')


# ---- Swahili
@case
def _():
    code = mpesa_code('T')
    mp = pin(4)
    t = (f"Nimepokea ujumbe huu: \"{code} Imethibitishwa. Ksh1,500.00 imelipwa kwa KPLC PREPAID Paybill 888880 akaunti {dg(11)} "
         f"tarehe 6/11/24 saa 7:42 PM.\" Lakini tokeni haijafika. Pia mtu alinipigia akaniuliza PIN yangu ya M-PESA, nikampa {mp}. Nifanye nini?")
    return C('sw', 'mpesa-kplc-pin', t, [code, mp], ['888880'], 'M-Pesa transaction code (settled: secret) and M-Pesa PIN; paybill number public')


@case
def _():
    idn = dgnz(8)
    kra = 'A' + dg(9) + pick(UP)
    ph = f"020 {dg(7)}"
    t = (f"Ninajaza fomu ya kufungua akaunti ya benki. Namba yangu ya kitambulisho ni {idn}, KRA PIN yangu ni {kra}. "
         f"Namba ya simu ya tawi ni {ph}. Je, ninahitaji pia cheti cha KRA?")
    return C('sw', 'akaunti-kitambulisho-kra', t, [idn, kra], [ph], 'national id and KRA PIN; branch phone look-alike')


@case
def _():
    till = str(ri(100000, 9999999))
    o = 'ORD-' + dg(6)
    tr = 'G4S' + dg(9)
    t = (f"Niandikie ujumbe kwa duka la mtandaoni: nililipa kwa Till Number {till}, namba ya oda {o}, na mzigo ulitumwa kupitia "
         f"G4S namba ya ufuatiliaji {tr}. Bado haujafika baada ya wiki mbili.")
    return C('sw', 'duka-till-oda', t, [], [till, o, tr], 'merchant till number, order and tracking numbers')


# ================================================================ self-tests of the check-digit code
def self_tests():
    import datetime as _dt
    fails = []

    def t(name, ok):
        if not ok:
            fails.append(name)

    t('luhn', luhn_ok('79927398713') and not luhn_ok('79927398710'))
    t('iban GB', iban('GB', 'WEST12345698765432') == 'GB82WEST12345698765432')
    t('iban DE', iban('DE', '370400440532013000') == 'DE89370400440532013000')
    t('iban FR', iban_ok('FR1420041010050500013M02606'))
    t('aba', aba_ok('021000021') and not aba_ok('021000022'))
    t('verhoeff', verhoeff_complete('236') == '2363' and verhoeff_ok('2363'))
    t('dni', dni_letter('12345678') == 'Z')
    t('cpf', cpf_from('529982247') == '52998224725')
    t('cnpj', cnpj_from('112223330001') == '11222333000181')
    t('pesel', pesel_check('4405140135') == '9')
    t('nip', nip_check('123456321') == '8')
    t('cn id', cn_id_check('11010519491231002') == 'X')
    t('hetu', hetu_char('131052', '308') == 'T')
    t('se pnr', luhn_ok('8112189876'))
    t('bsn', bsn_ok('111222333'))
    t('tc', tc_from('100000001') == '10000000146')
    t('cf', cf_char('RSSMRA85T10A562') == 'S')
    t('tfn', tfn_ok('123456782'))
    t('abn', abn_ok('51824753556'))
    t('sin', luhn_ok('046454286'))
    t('snils', snils_check('112233445') == 95)
    t('inn10', inn10_check('770708389') == '3')
    t('steuerid', steuerid_ok('86095742719'))
    t('kvnr', kvnr_check('A', '12345678') == '0')
    t('isbn', ean_complete('978030640615') == '9780306406157')
    t('vin', vin_check('1M8GDM9AXKP042788') == 'X')
    t('jp corp', jp_corp_check('000012050002') == '7')
    t('melli', melli_check('049937089') == '9')
    t('il id', il_id_ok('000000018'))
    t('wif', b58check(b'\x80' + (1).to_bytes(32, 'big') + b'\x01') == 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn')
    t('p2pkh', b58check(b'\x00' + bytes.fromhex('62e907b15cbf27d5425399ebf6f0fb50ebb88f18')) == '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')
    t('jwt header', jwt({'a': 1}).startswith('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.'))
    return fails


# ================================================================ validation
LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'sv',
         'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw'}
DOC_VALUES = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', '4242 4242 4242 4242', '4242424242424242',
              '4111 1111 1111 1111', '4111111111111111', '5555 5555 5555 4444', 'GB82WEST12345698765432',
              'DE89370400440532013000', 'correct horse battery staple', 'hunter2',
              'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ']
SLUG_RE = re.compile(r'^[a-z0-9]+(-[a-z0-9]+)*$')
ID_RE = re.compile(r'^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$' % PREFIX)


def hostile_char(s):
    for ch in s:
        if ch == '\n':
            continue
        if ord(ch) > 0xFFFF or ch in '\t\r\x0b\x0c\x85\u2028\u2029\ufeff':
            return ch
        if unicodedata.category(ch) in ('Cc', 'Cs', 'Co', 'Cn'):
            return ch
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    text, sec, look = c['text'], c['secrets'], c['lookalikes']
    if c['lang'] not in LANGS:
        errs.append('lang %r' % c['lang'])
    if 'slug' in c and not SLUG_RE.match(c['slug']):
        errs.append('slug %r' % c['slug'])
    if not text.strip():
        errs.append('empty text')
    for part in text.split(SEP):
        if not part.strip():
            errs.append('empty message part')
    for field in [text, c['note']] + sec + look:
        if not isinstance(field, str):
            errs.append('non-string %r' % (field,))
            continue
        h = hostile_char(field)
        if h is not None:
            errs.append('hostile char U+%04X' % ord(h))
    if not sec and not look:
        errs.append('no listed values')
    for lst, name in ((sec, 'secrets'), (look, 'lookalikes')):
        if len(set(lst)) != len(lst):
            errs.append('duplicate in ' + name)
        for v in lst:
            if not v or v != v.strip():
                errs.append('empty or padded value %r' % v)
    both = set(sec) & set(look)
    if both:
        errs.append('in both lists: %r' % both)
    occ = {}
    for v in sec + look:
        o = occurrences(text, v)
        occ[v] = o
        if not o:
            errs.append('not a substring: %r' % v)
        if len(v) <= 6 and len(o) > 1:
            errs.append('short value occurs %d times: %r' % (len(o), v))
        for a, b in o:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                errs.append('number embedded (left): %r' % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                errs.append('number embedded (right): %r' % v)
    for s in sec:
        for l in look:
            for a1, b1 in occ.get(s, []):
                for a2, b2 in occ.get(l, []):
                    if a1 < b2 and a2 < b1:
                        errs.append('secret %r overlaps look-alike %r' % (s, l))
    for s in sec:
        for d in DOC_VALUES:
            if d in s or (len(s) >= 8 and s in d):
                errs.append('documentation value used as a secret: %r' % s)
    return errs


def build():
    cases = []
    for fn in BUILDERS:
        for attempt in range(40):
            c = fn()
            errs = validate_case(c)
            if not errs:
                break
        else:
            raise GenError('case %s still invalid after 40 draws: %s' % (c['slug'], '; '.join(sorted(set(errs)))))
        cases.append(c)
    R.shuffle(cases)
    out = []
    for n, c in enumerate(cases, 1):
        out.append({'id': '%s-%03d-%s' % (PREFIX, n, c['slug']), 'lang': c['lang'], 'text': c['text'],
                    'secrets': c['secrets'], 'lookalikes': c['lookalikes'], 'note': c['note']})
    return out


def validate_all(cases):
    errs = []
    ids = [c['id'] for c in cases]
    if len(set(ids)) != len(ids):
        errs.append('duplicate ids')
    for c in cases:
        if not ID_RE.match(c['id']):
            errs.append('bad id %r' % c['id'])
        for e in validate_case(c):
            errs.append('%s: %s' % (c['id'], e))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    lines = ['# %s: blind evaluation set for a chat-memory secrets filter (generated by make_%s.py, seed %d)' % (NAME, NAME, SEED),
             'lookalikes: []', 'cases:']
    for c in cases:
        lines.append('  - id: %s' % q(c['id']))
        lines.append('    lang: %s' % q(c['lang']))
        lines.append('    text: %s' % q(c['text']))
        for key in ('secrets', 'lookalikes'):
            if c[key]:
                lines.append('    %s:' % key)
                for v in c[key]:
                    lines.append('      - %s' % q(v))
            else:
                lines.append('    %s: []' % key)
        lines.append('    note: %s' % q(c['note']))
    return '\n'.join(lines) + '\n'


def main(argv):
    if len(argv) != 2:
        print('usage: python3 make_%s.py %s.yaml' % (NAME, NAME), file=sys.stderr)
        return 2
    fails = self_tests()
    if fails:
        print('check-digit self-tests failed: ' + ', '.join(fails), file=sys.stderr)
        return 1
    try:
        cases = build()
    except GenError as e:
        print('generation error: %s' % e, file=sys.stderr)
        return 1
    errs = validate_all(cases)
    y = to_yaml(cases)
    for line in y.split('\n')[3:]:
        if line and not re.match(r'^(  - id: |    (lang|text|note): |    (secrets|lookalikes):( \[\])?$|      - )', line):
            errs.append('unexpected YAML line: %r' % line[:60])
    if errs:
        for e in errs:
            print(e, file=sys.stderr)
        return 1
    with open(argv[1], 'w', encoding='utf-8', newline='\n') as f:
        f.write(y)
    n_pos = sum(1 for c in cases if c['secrets'])
    print('wrote %s: %d cases (%d positive, %d negative), %d secrets, %d look-alikes' % (
        argv[1], len(cases), n_pos, len(cases) - n_pos, sum(len(c['secrets']) for c in cases),
        sum(len(c['lookalikes']) for c in cases)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
