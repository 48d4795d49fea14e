#!/usr/bin/env python3
"""Deterministic generator for the blind evaluation set heldout_v66 (seed 66, prefix H66).

Usage: python3 make_heldout_v66.py heldout_v66.yaml
Standard library only. Validates everything before writing; exits 1 on any problem.
"""
import sys, json, random, string, hashlib, base64, datetime, re

NAME = 'heldout_v66'
SEED = 66
PREFIX = 'H66'
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + DIG
HEX = '0123456789abcdef'
B64 = AN + '+/'
B64U = AN + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
MSG = '\n---\n'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def dg(n):
    """n digits, first one non-zero"""
    return str(R.randint(1, 9)) + rs(DIG, n - 1)


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def hexs(n):
    return rs(HEX, n)


def grp(s, n=4, sep=' '):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- check digits
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
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_num(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    return body + luhn_digit(body)


def visa():
    return luhn_num('4' + str(ri(0, 9)), 16)


def mastercard():
    return luhn_num(str(ri(51, 55)), 16)


def amex():
    return luhn_num(pick(['34', '37']), 15)


def expiry():
    return '%02d/%02d' % (ri(1, 12), ri(26, 31))


def iban_check(cc, bban):
    s = bban + cc + '00'
    num = ''.join(str(int(ch, 36)) for ch in s)
    return '%02d' % (98 - int(num) % 97)


def iban(cc, bban):
    return cc + iban_check(cc, bban) + bban


def iban_ok(ib):
    ib = ib.replace(' ', '')
    s = ib[4:] + ib[:4]
    return int(''.join(str(int(ch, 36)) for ch in s)) % 97 == 1


def mod97_creditor_ref(ref):
    """ISO 11649 RF creditor reference"""
    s = ref + 'RF00'
    num = ''.join(str(int(ch, 36)) for ch in s)
    return 'RF%02d' % (98 - int(num) % 97) + ref


VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    return str(VERH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VERH_D[c][VERH_P[i % 8][int(ch)]]
    return c == 0


def iso7064_11_10(digits):
    product = 10
    for ch in digits:
        s = (int(ch) + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    return '0' if c == 10 else str(c)


def wsum(digits, weights):
    return sum(int(a) * b for a, b in zip(digits, weights))


def s10(prefix, suffix):
    """UPU S10 item identifier with computed check digit"""
    body = rs(DIG, 8)
    c = 11 - wsum(body, [8, 6, 4, 2, 3, 5, 9, 7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return prefix + body + str(c) + suffix


def rand_date(y0, y1):
    return datetime.date(ri(y0, y1), ri(1, 12), ri(1, 28))


# ---------------------------------------------------------------- national ids (computed)
def cn_id():
    area = pick(['110105', '310104', '440305', '330106', '510107', '420106', '320102'])
    d = rand_date(1968, 2001)
    body = '%s%04d%02d%02d%s' % (area, d.year, d.month, d.day, rs(DIG, 3))
    s = wsum(body, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2])
    return body + '10X98765432'[s % 11]


def cn_uscc():
    """unified social credit code (GB 32100-2015), computed check"""
    al = '0123456789ABCDEFGHJKLMNPQRTUWXY'
    body = '91' + pick(['110105', '310115', '440300', '330100']) + ''.join(pick(al[:10] + al[10:]) for _ in range(9))
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(al.index(ch) * x for ch, x in zip(body, w))
    c = (31 - s % 31) % 31
    return body + al[c]


def kr_rrn():
    d = rand_date(1970, 2003)
    g = pick('12') if d.year < 2000 else pick('34')
    body = '%02d%02d%02d%s%s' % (d.year % 100, d.month, d.day, g, rs(DIG, 5))
    s = wsum(body, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])
    c = (11 - s % 11) % 10
    return body[:6] + '-' + body[6:] + str(c)


def kr_brn():
    b = dg(9)
    s = wsum(b, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + (int(b[8]) * 5) // 10
    c = (10 - s % 10) % 10
    return '%s-%s-%s%d' % (b[:3], b[3:5], b[5:], c)


def jp_mynumber():
    body = rs(DIG, 11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    return body + str(c)


def in_aadhaar():
    body = str(ri(2, 9)) + rs(DIG, 10)
    return body + verhoeff_digit(body)


def in_pan():
    return rs(UP, 3) + 'P' + rs(UP, 1) + rs(DIG, 4) + rs(UP, 1)


def br_cpf():
    d = [ri(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    t = ''.join(map(str, d))
    return '%s.%s.%s-%s' % (t[:3], t[3:6], t[6:9], t[9:])


def br_cnpj():
    d = [ri(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for w in (w1, [6] + w1):
        r = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    t = ''.join(map(str, d))
    return '%s.%s.%s/%s-%s' % (t[:2], t[2:5], t[5:8], t[8:12], t[12:])


def es_dni():
    n = ri(10000000, 79999999)
    return '%08d%s' % (n, 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23])


def es_cif():
    t = pick('AB') + '%02d' % pick([8, 28, 41, 46, 48]) + rs(DIG, 5)
    digs = t[1:]
    s = 0
    for i, ch in enumerate(digs):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            v = v // 10 + v % 10
        s += v
    return t + str((10 - s % 10) % 10)


def es_ccc_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - wsum(ten, w) % 11
    return '0' if c == 11 else ('1' if c == 10 else str(c))


def es_iban():
    bank = pick(['2100', '0049', '0182', '0081', '2085', '0128'])
    branch = rs(DIG, 4)
    acct = rs(DIG, 10)
    dc = es_ccc_dc('00' + bank + branch) + es_ccc_dc(acct)
    return iban('ES', bank + branch + dc + acct)


def fr_iban():
    bank = pick(['30004', '30003', '20041', '10278', '30002', '18206'])
    gui = rs(DIG, 5)
    acct = rs(DIG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(gui) + 3 * int(acct)) % 97)
    return iban('FR', bank + gui + acct + '%02d' % key)


def fr_nir():
    sex = pick('12')
    d = rand_date(1960, 2001)
    dep = '%02d' % pick([13, 33, 35, 44, 59, 69, 75, 92, 93, 94])
    body = sex + '%02d%02d' % (d.year % 100, d.month) + dep + rs(DIG, 3) + rs(DIG, 3)
    key = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


def fr_siret():
    siren = luhn_num(str(ri(3, 9)), 9)
    nic = '0' + rs(DIG, 3)
    full = siren + nic
    return siren, full + luhn_digit(full)


def it_cf():
    sur, nam = pick([('RSS', 'MRC'), ('BNC', 'GLI'), ('FRR', 'LCU'), ('RMN', 'FNC'), ('CLM', 'SRA'), ('GLL', 'LSN')])
    d = rand_date(1960, 2000)
    female = nam in ('GLI', 'SRA', 'LSN')
    day = d.day + (40 if female else 0)
    place = pick(['H501', 'F205', 'F839', 'L219', 'A944', 'G273'])
    body = '%s%s%02d%s%02d%s' % (sur, nam, d.year % 100, 'ABCDEHLMPRST'[d.month - 1], day, place)
    odd = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
           'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21, 'K': 2, 'L': 4,
           'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14, 'U': 16, 'V': 10, 'W': 22,
           'X': 25, 'Y': 24, 'Z': 23}
    s = 0
    for i, ch in enumerate(body):
        if i % 2 == 0:
            s += odd[ch]
        else:
            s += int(ch) if ch.isdigit() else ord(ch) - 65
    return body + chr(65 + s % 26)


def it_piva():
    body = rs(DIG, 7) + pick(['001', '015', '037', '058', '096'])
    return body + luhn_digit(body)


def it_iban():
    bban = rs(UP, 1) + pick(['03069', '02008', '05034', '03062', '01030']) + rs(DIG, 5) + '0000' + rs(DIG, 8)
    return iban('IT', bban)


def pl_pesel():
    d = rand_date(1965, 2004)
    mm = d.month + (20 if d.year >= 2000 else 0)
    body = '%02d%02d%02d%s' % (d.year % 100, mm, d.day, rs(DIG, 4))
    s = wsum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])
    return body + str((10 - s % 10) % 10)


def pl_idcard():
    letters = rs(UP, 3)
    rest = rs(DIG, 5)
    vals = [ord(ch) - 55 for ch in letters] + [int(ch) for ch in rest]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    s = sum(v * x for v, x in zip(vals, w))
    return letters + str(s % 10) + rest


def pl_nip():
    while True:
        b = dg(9)
        c = wsum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c != 10:
            t = b + str(c)
            return '%s-%s-%s-%s' % (t[:3], t[3:6], t[6:8], t[8:])


def pl_iban():
    bank = pick(['102', '105', '114', '124', '109']) + rs(DIG, 4)
    c = (10 - wsum(bank, [3, 9, 7, 1, 3, 9, 7]) % 10) % 10
    return iban('PL', bank + str(c) + rs(DIG, 16))


def cz_rc():
    while True:
        d = rand_date(1960, 1999)
        mm = d.month + pick([0, 50])
        first9 = '%02d%02d%02d%s' % (d.year % 100, mm, d.day, rs(DIG, 3))
        c = int(first9) % 11
        if c != 10:
            return first9[:6] + '/' + first9[6:] + str(c)


def cz_account():
    while True:
        b = dg(9)
        c = (-wsum(b, [6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11
        if c != 10:
            return b + str(c)


def cz_ico():
    b = rs(DIG, 7)
    c = (11 - wsum(b, [8, 7, 6, 5, 4, 3, 2]) % 11) % 10
    return b + str(c)


def de_steuerid():
    while True:
        ds = R.sample(DIG, 9)
        dup = pick(ds)
        ten = ds + [dup]
        R.shuffle(ten)
        if ten[0] == '0':
            continue
        t = ''.join(ten)
        return t + iso7064_11_10(t)


def de_iban():
    blz = pick(['10070024', '50010517', '20041133', '12030000', '37040044', '70150000', '43060967'])
    return iban('DE', blz + rs(DIG, 10))


def de_kvnr():
    letter = pick(UP)
    body = rs(DIG, 8)
    num = '%02d' % (ord(letter) - 64) + body
    s = 0
    for i, ch in enumerate(num):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return letter + body + str(s % 10)


def de_ustid():
    b = dg(8)
    return 'DE' + b + iso7064_11_10(b)


def nl_bsn():
    while True:
        b = dg(8)
        c = wsum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            return b + str(c)


def nl_iban():
    bank = pick(['ABNA', 'RABO', 'INGB', 'SNSB', 'ASNB', 'TRIO'])
    while True:
        a = rs(DIG, 10)
        if wsum(a, range(10, 0, -1)) % 11 == 0 and a[0] != '0':
            return iban('NL', bank + a)


def se_pnr():
    d = rand_date(1962, 2002)
    body = '%02d%02d%02d%s' % (d.year % 100, d.month, d.day, rs(DIG, 3))
    return body[:6] + '-' + body[6:] + luhn_digit(body)


def se_orgnr():
    body = '55' + str(ri(6, 9)) + rs(DIG, 6)
    t = body + luhn_digit(body)
    return t[:6] + '-' + t[6:]


def dk_cvr():
    while True:
        b = dg(7)
        c = (-wsum(b, [2, 7, 6, 5, 4, 3, 2])) % 11
        if c != 10:
            return b + str(c)


def no_mod11(body, w):
    c = 11 - wsum(body, w) % 11
    if c == 11:
        return '0'
    if c == 10:
        return None
    return str(c)


def no_fnr():
    while True:
        d = rand_date(1960, 1999)
        body = '%02d%02d%02d%s' % (d.day, d.month, d.year % 100, '%03d' % ri(0, 499))
        k1 = no_mod11(body, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(body + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return body + k1 + k2


def no_account():
    while True:
        body = pick(['1503', '1506', '9710', '3000', '1822', '6011']) + rs(DIG, 6)
        c = no_mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            t = body + c
            return '%s.%s.%s' % (t[:4], t[4:6], t[6:])


def no_orgnr():
    while True:
        body = pick('89') + rs(DIG, 7)
        c = no_mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            t = body + c
            return '%s %s %s' % (t[:3], t[3:6], t[6:])


def fi_hetu():
    d = rand_date(1960, 2003)
    sign = '-' if d.year < 2000 else 'A'
    ind = '%03d' % ri(2, 899)
    n = int('%02d%02d%02d%s' % (d.day, d.month, d.year % 100, ind))
    return '%02d%02d%02d%s%s%s' % (d.day, d.month, d.year % 100, sign, ind, '0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31])


def fi_ytunnus():
    while True:
        b = dg(7)
        r = wsum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
        if r == 1:
            continue
        return b + '-' + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = dg(ri(6, 9))
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)


def fi_iban():
    body = pick(['1', '4', '5', '8']) + rs(DIG, 12)
    return iban('FI', body + luhn_digit(body))


def hu_taj():
    b = rs(DIG, 8)
    s = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(b))
    t = b + str(s % 10)
    return '%s %s %s' % (t[:3], t[3:6], t[6:])


def hu_adoazonosito():
    while True:
        d = rand_date(1960, 2000)
        days = (d - datetime.date(1867, 1, 1)).days
        b = '8' + '%05d' % days + rs(DIG, 3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_block(digits):
    w = [9, 7, 3, 1]
    s = sum(int(ch) * w[i % 4] for i, ch in enumerate(digits))
    return digits + str((10 - s % 10) % 10)


def hu_account():
    a = hu_block(pick(['117', '104', '120', '107']) + rs(DIG, 4))
    b = hu_block(rs(DIG, 15))
    return a, b


def hu_adoszam():
    t = hu_block(dg(7))
    return '%s-%s-%s' % (t, pick('2345'), '%02d' % pick([13, 41, 42, 43, 44, 5, 9]))


def ro_cnp():
    d = rand_date(1965, 2004)
    s = ('1' if d.year < 2000 else '5') if R.random() < 0.5 else ('2' if d.year < 2000 else '6')
    body = '%s%02d%02d%02d%02d%s' % (s, d.year % 100, d.month, d.day, ri(1, 40), rs(DIG, 3))
    c = wsum(body, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return body + ('1' if c == 10 else str(c))


def ro_cui():
    b = dg(7)
    w = [7, 5, 3, 2, 1, 7, 5, 3, 2][-len(b):]
    c = (wsum(b, w) * 10) % 11
    return b + ('0' if c == 10 else str(c))


def gr_amka():
    d = rand_date(1960, 2002)
    body = '%02d%02d%02d%s' % (d.day, d.month, d.year % 100, rs(DIG, 4))
    return body + luhn_digit(body)


def gr_afm():
    b = '0' + rs(DIG, 7) if R.random() < 0.2 else dg(8)
    s = sum(int(b[i]) * 2 ** (8 - i) for i in range(8))
    return b + str(s % 11 % 10)


def tr_tckn():
    d = [ri(1, 9)] + [ri(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def il_tz():
    b = rs(DIG, 8)
    s = 0
    for i, ch in enumerate(b):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p - 9 if p > 9 else p
    return b + str((10 - s % 10) % 10)


def ir_melli():
    while True:
        b = rs(DIG, 9)
        if len(set(b)) == 1:
            continue
        s = sum(int(b[i]) * (10 - i) for i in range(9))
        r = s % 11
        return b + str(r if r < 2 else 11 - r)


def th_id():
    b = str(ri(1, 8)) + rs(DIG, 11)
    s = sum(int(b[i]) * (13 - i) for i in range(12))
    return b + str((11 - s % 11) % 10)


def th_fmt(t):
    return '%s-%s-%s-%s-%s' % (t[0], t[1:5], t[5:10], t[10:12], t[12])


def ru_snils():
    while True:
        b = dg(9)
        s = sum(int(b[i]) * (9 - i) for i in range(9))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return '%s-%s-%s %02d' % (b[:3], b[3:6], b[6:], c)


def ru_inn12():
    b = pick(['77', '78', '50', '66', '54', '16']) + rs(DIG, 8)
    c1 = wsum(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    b += str(c1)
    c2 = wsum(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10
    return b + str(c2)


def ru_inn10():
    b = pick(['77', '78', '50', '54']) + rs(DIG, 7)
    return b + str(wsum(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11 % 10)


def ru_acct_check(prefix3, acct20):
    """acct20 with a placeholder at index 8; returns account with computed control key"""
    a = acct20[:8] + '0' + acct20[9:]
    w = [7, 1, 3] * 8
    s = sum(int(ch) * x for ch, x in zip(prefix3 + a, w))
    c = (s % 10 * 3) % 10
    full = a[:8] + str(c) + a[9:]
    assert sum(int(ch) * x % 10 for ch, x in zip(prefix3 + full, w)) % 10 == 0
    return full


def ua_rnokpp():
    while True:
        d = rand_date(1960, 2002)
        days = (d - datetime.date(1899, 12, 31)).days
        b = '%05d' % days + rs(DIG, 4)
        c = wsum(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11 % 10
        return b + str(c)


def sa_id():
    return luhn_num('1', 10)


def ae_eid():
    t = luhn_num('784' + str(ri(1975, 2000)), 15)
    return '%s-%s-%s-%s' % (t[:3], t[3:7], t[7:14], t[14])


def sg_nric():
    b = rs(DIG, 7)
    pre = pick('ST')
    s = wsum(b, [2, 7, 6, 5, 4, 3, 2]) + (4 if pre == 'T' else 0)
    return pre + b + 'JZIHGFEDCBA'[s % 11]


def ca_sin():
    t = luhn_num(str(ri(1, 7)), 9)
    return '%s %s %s' % (t[:3], t[3:6], t[6:])


def au_tfn():
    while True:
        b = dg(8)
        c = wsum(b, [1, 4, 3, 7, 5, 8, 6, 9]) % 11
        if c != 10:
            t = b + str(c)
            return '%s %s %s' % (t[:3], t[3:6], t[6:])


def au_medicare():
    b = str(ri(2, 6)) + rs(DIG, 7)
    c = wsum(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    t = b + str(c) + str(ri(1, 9))
    return '%s %s %s' % (t[:4], t[4:9], t[9])


def uk_nhs():
    while True:
        b = dg(9)
        c = 11 - wsum(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c == 11:
            c = 0
        if c == 10:
            continue
        t = b + str(c)
        return '%s %s %s' % (t[:3], t[3:6], t[6:])


def uk_nino():
    first = 'ABCEGHJKLMNOPRSTWXYZ'
    second = 'ABCEGHJKLMNPRSTWXYZ'
    while True:
        p = pick(first) + pick(second)
        if p not in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            break
    d = rs(DIG, 6)
    return '%s %s %s %s %s' % (p, d[:2], d[2:4], d[4:], pick('ABCD'))


def uk_vat():
    b = dg(7)
    c = (-wsum(b, [8, 7, 6, 5, 4, 3, 2])) % 97
    t = b + '%02d' % c
    return 'GB %s %s %s' % (t[:3], t[3:7], t[7:])


def us_routing():
    while True:
        b = '%02d' % pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]) + rs(DIG, 6)
        for c in range(10):
            t = b + str(c)
            if (3 * (int(t[0]) + int(t[3]) + int(t[6])) + 7 * (int(t[1]) + int(t[4]) + int(t[7])) +
                    (int(t[2]) + int(t[5]) + int(t[8]))) % 10 == 0:
                return t


def us_ssn():
    while True:
        a = ri(1, 899)
        if a != 666:
            return '%03d-%02d-%04d' % (a, ri(1, 99), ri(1, 9999))


def vin():
    al = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    val = dict(zip('ABCDEFGH', range(1, 9)))
    val.update(dict(zip('JKLMN', range(1, 6))))
    val.update({'P': 7, 'R': 9})
    val.update(dict(zip('STUVWXYZ', range(2, 10))))
    val.update({str(i): i for i in range(10)})
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    v = pick(['1HG', '1FT', '5YJ', 'WVW', '2T1', 'JTD']) + ''.join(pick(al) for _ in range(5)) + '0' + \
        pick('LMNPRS') + pick(UP.replace('I', '').replace('O', '').replace('Q', '')) + rs(DIG, 6)
    s = sum(val[ch] * x for ch, x in zip(v, w))
    c = s % 11
    return v[:8] + ('X' if c == 10 else str(c)) + v[9:]


def imei():
    return luhn_num(pick(['35', '86', '01', '35']) + rs(DIG, 6), 15)


def isbn13():
    b = '978' + rs(DIG, 9)
    s = sum(int(ch) * (1 if i % 2 == 0 else 3) for i, ch in enumerate(b))
    return b + str((10 - s % 10) % 10)


def ng_nuban(bank):
    b = rs(DIG, 9)
    s = wsum(bank + b, [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3])
    return b + str((10 - s % 10) % 10)


def uuid4():
    n = R.getrandbits(128)
    h = '%032x' % n
    h = h[:12] + '4' + h[13:16] + pick('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    data = payload + chk
    n = int.from_bytes(data, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b'\0'))
    return '1' * pad + out


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def btc_address():
    return b58check(b'\x00' + rbytes(20))


def btc_wif():
    return b58check(b'\x80' + rbytes(32) + b'\x01')


def b64url_json(txt):
    return base64.urlsafe_b64encode(txt.encode()).decode().rstrip('=')


def jwt(payload_json):
    return 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' + b64url_json(payload_json) + '.' + rs(B64U, 43)


# ---------------------------------------------------------------- provider keys
def k_openai():
    return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)


def k_anthropic():
    return 'sk-ant-api03-' + rs(B64U, 93) + 'AA'


def k_aws():
    return 'AKIA' + rs(UP + '234567', 16), rs(AN + '/+', 40)


def k_ghp():
    return 'ghp_' + rs(AN, 36)


def k_github_pat():
    return 'github_pat_11' + rs(UP + DIG, 20) + '_' + rs(AN, 59)


def k_glpat():
    return 'glpat-' + rs(AN + '-_', 20)


def k_stripe_live():
    return 'sk_live_51' + rs(AN, 97)


def k_google():
    return 'AIza' + rs(AN + '-_', 35)


def k_sendgrid():
    return 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)


def k_telegram():
    return str(ri(5000000000, 7999999999)) + ':AA' + rs(B64U, 33)


def k_discord():
    uid = str(ri(10 ** 17, 13 * 10 ** 17))
    return base64.b64encode(uid.encode()).decode().rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)


def k_npm():
    return 'npm_' + rs(AN, 36)


def k_hf():
    return 'hf_' + rs(AN, 34)


def k_b64(n):
    return rs(B64, n)


def b64_of_bytes(nbytes):
    """random standard base64 text of the right length and padding for nbytes of data"""
    full, rem = divmod(nbytes, 3)
    if rem == 0:
        return rs(B64, 4 * full)
    if rem == 1:
        return rs(B64, 4 * full) + rs(B64, 1) + pick('AQgw') + '=='
    return rs(B64, 4 * full) + rs(B64, 2) + pick('AEIMQUYcgkosw048') + '='


def ssh_private_block():
    lines = [('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + rs(B64, 70))[:70]]
    lines.append('QyNTUxOQAAACD' + rs(B64, 57))
    lines += [rs(B64, 70) for _ in range(3)]
    lines.append(rs(B64, 28) + 'AAAAECAwQF')
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'


def rsa_private_block(n=12):
    lines = ['MIIEow' + pick(['IBAAKCAQEA', 'IBAAKCAQEAx', 'IBAAKCAQEAt'])[:10] + rs(B64, 48)]
    lines += [rs(B64, 64) for _ in range(n)]
    lines.append(rs(B64, 36) + '==')
    return '-----BEGIN RSA PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END RSA PRIVATE KEY-----'


BIP39 = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse '
         'achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust '
         'admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport '
         'aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always '
         'amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce '
         'annual another answer antenna antique anxiety any apart apology appear apple approve april arch '
         'arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist '
         'artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract '
         'auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful '
         'awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely '
         'bargain barrel base basic basket battle beach bean beauty because become beef before begin behave '
         'behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind '
         'biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse '
         'blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom '
         'bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk '
         'broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet '
         'bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus '
         'cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital '
         'captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch '
         'category cattle caught cause caution cave ceiling celery cement census century cereal certain chair '
         'chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken '
         'chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city '
         'civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock '
         'clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin '
         'collect color column combine come comfort comic common company concert conduct confirm congress '
         'connect consider control convince cook cool copper copy coral core corn correct cost cotton couch '
         'country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy '
         'cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise '
         'crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion '
         'custom cute cycle').split()


# ---------------------------------------------------------------- passwords
SYM = '!@#$%&*?-_.+='


def pw_human(words):
    w = pick(words)
    st = ri(0, 4)
    if st == 0:
        return w.capitalize() + str(ri(1962, 2015)) + pick('!?.#$*')
    if st == 1:
        return w.capitalize() + pick('@#$!&') + rs(DIG, ri(2, 4))
    if st == 2:
        t = w.replace('a', '@').replace('o', '0').replace('e', '3').replace('i', '1')
        return t[0].upper() + t[1:] + rs(DIG, 2) + pick('!*')
    if st == 3:
        w2 = pick(words)
        return w + rs(DIG, ri(2, 3)) + w2.capitalize()
    return w + '_' + w[:1].upper() + rs(DIG, 4)


def pw_random(n=16, sym='!@#$%&*?-_=+'):
    while True:
        p = rs(AN + sym, n)
        if any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p) \
                and any(c in sym for c in p) and p[0] not in sym:
            return p


def pw_alnum(n=14):
    while True:
        p = rs(AN, n)
        if any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p):
            return p


def passphrase(words, k=4, sep='-'):
    return sep.join(R.sample(words, k))


def pin(n):
    while True:
        p = rs(DIG, n)
        if len(set(p)) > 2:
            return p


EN_W = ['sunflower', 'maverick', 'blueberry', 'dolphin', 'thunder', 'kingston', 'marigold', 'falcon', 'pumpkin',
        'riverside', 'snowball', 'cheddar', 'bluebird', 'oakwood', 'voyager', 'panther', 'lemonade', 'stardust',
        'copper', 'biscuit', 'waffles', 'juniper', 'hazelnut', 'redwood', 'lighthouse', 'meadow']
PHRASE_W = ['granite', 'velvet', 'orbit', 'lantern', 'pickle', 'harbor', 'mosaic', 'tundra', 'quiver', 'saddle',
            'nectar', 'walrus', 'cobalt', 'fjord', 'ember', 'plaza', 'rustic', 'zephyr', 'canoe', 'mango']

CASES = []


def add(lang, slug, text, secrets, lookalikes, note):
    CASES.append({'lang': lang, 'slug': slug, 'text': text, 'secrets': list(secrets),
                  'lookalikes': list(lookalikes), 'note': note})


# ================================================================ English, positive
def english_positive():
    ak, sk = k_aws()
    c7 = hexs(7)
    add('en', 'aws-env-ci',
        f"My deploy started failing right after commit {c7}. This is the .env our CI job loads, can you spot what's wrong?\n\n"
        f"AWS_ACCESS_KEY_ID={ak}\nAWS_SECRET_ACCESS_KEY={sk}\nAWS_DEFAULT_REGION=eu-west-1\nS3_BUCKET=acme-invoices-prod",
        [ak, sk], [c7], 'AWS key pair in a .env; short commit hash is a look-alike')

    ak, sk = k_aws()
    add('en', 'aws-docs-vs-mine',
        f"The boto3 docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY and with those moto mocks everything passes. "
        f"With my real pair ({ak} / {sk}) I get SignatureDoesNotMatch on every PutObject. Clock is synced. Ideas?",
        [ak, sk], ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
        'real AWS pair next to the documentation example pair')

    ok_ = k_openai()
    req = 'req_' + hexs(32)
    add('en', 'openai-key-python',
        f"why does this keep returning 429 even though I barely use it??\n\nfrom openai import OpenAI\nclient = OpenAI(api_key='{ok_}')\n"
        f"resp = client.chat.completions.create(model='gpt-4o-mini', messages=msgs)\n\n"
        f"openai.RateLimitError: Error code: 429 - insufficient_quota (request id: {req})",
        [ok_], [req], 'OpenAI project key hard-coded; request id looks like a token but is a look-alike')

    ak_ = k_anthropic()
    mid = 'msg_01' + rs(AN, 22)
    add('en', 'anthropic-key-curl',
        f"curl https://api.anthropic.com/v1/messages -H 'x-api-key: {ak_}' -H 'anthropic-version: 2023-06-01' -H 'content-type: application/json' -d @body.json\n\n"
        f"this worked yesterday, today I get an overloaded error but the log shows a message id {mid}. is it billing me for that?",
        [ak_], [mid], 'Anthropic key in a curl header; message id is a look-alike')

    g = k_ghp()
    sha = hexs(40)
    add('en', 'github-pat-revoked',
        f"Ugh, I pushed my token {g} to a public repo in commit {sha}. I already revoked it in GitHub settings. "
        f"Do I still need to rewrite the history or is revoking enough?",
        [g], [sha], 'revoked GitHub token is still a secret; full commit hash is a look-alike')

    gl = k_glpat()
    add('en', 'gitlab-remote-url',
        f"git push keeps asking for a password even though I set the remote like this:\n"
        f"git remote set-url origin https://oauth2:{gl}@gitlab.com/northwind-dev/billing-api.git\nWhat am I missing?",
        ['oauth2:' + gl], ['gitlab.com/northwind-dev/billing-api.git'],
        'credential part of a git remote URL; the host/path is a look-alike')

    sl = k_stripe_live()
    wh = 'whsec_' + rs(AN, 32)
    add('en', 'stripe-live-vs-test',
        f"In test mode I used sk_test_4eC39HqLyjWDarjtT1zdp7dc with the card 4242 4242 4242 4242 and the webhook fired fine. "
        f"Since switching to live keys ({sl}) the signature check fails. My endpoint secret is {wh}. What changed?",
        [sl, wh], ['sk_test_4eC39HqLyjWDarjtT1zdp7dc', '4242 4242 4242 4242'],
        'live Stripe key and webhook secret; documentation test key and test card are look-alikes')

    t1, b1, tok = 'T' + rs(UP + DIG, 8), 'B' + rs(UP + DIG, 10), rs(AN, 24)
    ch = 'C0' + rs(UP + DIG, 9)
    add('en', 'slack-webhook',
        f"Can you make this bash script post to channel {ch} instead? Current webhook: https://hooks.slack.com/services/{t1}/{b1}/{tok}\n"
        f"curl -X POST -H 'Content-type: application/json' --data @payload.json https://hooks.slack.com/services/{t1}/{b1}/{tok}",
        [tok], [ch], 'Slack webhook secret part given twice; channel id is a look-alike')

    sid = 'AC' + hexs(32)
    tw = hexs(32)
    add('en', 'twilio-env',
        f"Twilio says error 20003 authenticate. here is my env:\nTWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tw}\nTWILIO_FROM=+14155550137",
        [tw], ['+14155550137'], 'Twilio auth token is the secret; SID neutral; fictional 555 number is a look-alike')

    sg = k_sendgrid()
    tpl = 'd-' + hexs(32)
    add('en', 'sendgrid-yaml',
        f"mailer:\n  provider: sendgrid\n  api_key: {sg}\n  from: no-reply@brightlane.co\n  templates:\n    welcome: {tpl}\n\n"
        "The welcome template renders blank. Is the template id format wrong?",
        [sg], [tpl], 'SendGrid key in YAML; dynamic template id is a look-alike')

    tg = k_telegram()
    chat = '-100' + dg(10)
    add('en', 'telegram-bot',
        f"import telebot\nbot = telebot.TeleBot('{tg}')\nGROUP_ID = {chat}\n\nthe bot can read messages but send_message to the group gives 'chat not found'",
        [tg], [chat], 'Telegram bot token; supergroup chat id is a look-alike')

    gk = k_google()
    add('en', 'google-maps-key',
        f"<script src='https://maps.googleapis.com/maps/api/js?key={gk}&libraries=places'></script>\n"
        "Place details work for the sample id ChIJN1t_tDeuEmsRUsoyG83frY4 but for my own places I get REQUEST_DENIED. Billing is on.",
        [gk], ['ChIJN1t_tDeuEmsRUsoyG83frY4'], 'Google API key in HTML; documentation place id is a look-alike')

    hf = k_hf()
    rev = hexs(40)
    add('en', 'huggingface-login',
        f"I ran huggingface-cli login and pasted {hf}, but downloading the gated model at revision {rev} still gives 401. Do I need a write token?",
        [hf], [rev], 'Hugging Face token; model revision hash is a look-alike')

    npm = k_npm()
    integ = 'sha512-' + b64_of_bytes(64)
    add('en', 'npmrc-token',
        f"My .npmrc:\n//registry.npmjs.org/:_authToken={npm}\n@acme:registry=https://registry.npmjs.org/\n\n"
        f"and npm ci fails with EINTEGRITY: expected {integ} for left-pad. Is the token the problem?",
        [npm], [integ], 'npm token; package integrity hash is a look-alike')

    exp = 1767225600 + ri(0, 9000000)
    my = jwt('{"sub":"%s","email":"r.okafor@quillpay.io","role":"admin","iat":%d,"exp":%d}' % (uuid4(), exp - 3600, exp))
    jio = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
    add('en', 'jwt-debug',
        f"The sample token from jwt.io ({jio}) validates in my middleware but the one our login endpoint returned to me doesn't:\n"
        f"Authorization: Bearer {my}\nSame secret on both sides, I checked.",
        [my], [jio], 'live session JWT next to the jwt.io example token')

    pw = pw_random(18, '!*-_.')
    host = 'pg-prod-3.internal.' + pick(['acme.io', 'tessera.net', 'bluefin.dev'])
    add('en', 'postgres-url',
        f"psql works from my laptop but the app container can't connect:\nDATABASE_URL=postgresql://app_rw:{pw}@{host}:5432/billing?sslmode=require\nerror: no pg_hba.conf entry for host",
        ['app_rw:' + pw], [host], 'credentials of a connection string; host is a look-alike')

    pw = pw_alnum(16)
    cl = 'cluster0.' + rs(LO + DIG, 5) + '.mongodb.net'
    add('en', 'mongodb-srv',
        f"const uri = 'mongodb+srv://maya_admin:{pw}@{cl}/shop?retryWrites=true&w=majority';\nI keep getting querySrv ENOTFOUND, is the uri malformed?",
        ['maya_admin:' + pw], [cl], 'MongoDB SRV string; cluster host is a look-alike')

    az = b64_of_bytes(64)
    add('en', 'azure-storage-connstr',
        f"BlobServiceClient.from_connection_string fails with 'Server failed to authenticate the request'. Here's the string:\n"
        f"DefaultEndpointsProtocol=https;AccountName=stmediaweu01;AccountKey={az};EndpointSuffix=core.windows.net",
        [az], [], 'Azure storage account key inside a connection string')

    key = ssh_private_block()
    fp = 'SHA256:' + b64_of_bytes(32)[:-1]
    add('en', 'ssh-private-key',
        f"ssh keeps saying 'invalid format' for this key, fingerprint on the server side is {fp}.\n\n{key}\n\nDid I copy it wrong?",
        [key], [fp], 'OpenSSH private key block; public fingerprint is a look-alike')

    pk = '0x' + hexs(64)
    addr = '0x' + hexs(40)
    tx = '0x' + hexs(64)
    add('en', 'eth-private-key',
        f"Imported my account into MetaMask with the private key {pk} and it shows the right address {addr}, "
        f"but my last transfer {tx} has been pending for 3 hours. Can I speed it up?",
        [pk], [addr, tx], 'wallet private key next to a public address and a transaction hash of the same length')

    words = ' '.join(R.sample(BIP39, 12))
    add('en', 'seed-phrase',
        f"My Trust Wallet app got deleted. I wrote down the recovery phrase: {words}. If I restore it on a new phone will the tokens still be there?",
        [words], [], 'twelve-word recovery phrase')

    wif = btc_wif()
    ad = btc_address()
    add('en', 'btc-wif',
        f"Electrum asks for a private key to sweep. I have this from an old paper wallet: {wif}. "
        f"The receiving address printed on it is {ad}. Is it safe to sweep into my new wallet?",
        [wif], [ad], 'WIF private key; public address is a look-alike')

    seed = rs(B32, 32)
    code = pin(6)
    add('en', 'totp-seed-uri',
        f"I'm moving my 2FA to a new phone. The QR decoded to otpauth://totp/Fastmail:lena.h@fastmail.com?secret={seed}&issuer=Fastmail&digits=6&period=30 "
        f"and the old phone currently shows {code}. Which app should I use so it doesn't happen again?",
        [seed, code], [], 'TOTP seed in an otpauth URI plus the current code')

    codes = [rs(DIG, 4) + ' ' + rs(DIG, 4) for _ in range(2)]
    add('en', 'google-backup-codes',
        "Saving my Google backup codes here so I don't lose them again:\n" + '\n'.join('%d. %s' % (i + 1, c) for i, c in enumerate(codes)),
        codes, [], 'Google 2-step backup codes')

    codes = [hexs(5) + '-' + hexs(5) for _ in range(2)]
    add('en', 'github-recovery-codes',
        'github-recovery-codes.txt\n\n' + '\n'.join(codes) + '\n\nwhich of these did I already use? I logged in with one last week',
        codes, [], 'GitHub recovery codes')

    code = pin(6)
    add('en', 'sms-otp-pasted',
        f"Got this text, is it legit or a scam?\n\nChase: Your one-time code is {code}. It expires in 10 minutes. Chase will NEVER call you to ask for this code. Reply STOP to 24273 to opt out.",
        [code], ['24273'], 'bank one-time code in an SMS; short code is a look-alike')

    rt = us_routing()
    acct = dg(10)
    add('en', 'direct-deposit-us',
        f"Filling out the direct deposit form for my new job. Bank is Chase, routing {rt}, my checking account is {acct}. "
        "Which box is 'account type' supposed to be?",
        [acct], [rt], 'own account number with the bank routing number (settled: routing is public)')

    sc = '%s-%s-%s' % (dg(2), rs(DIG, 2), rs(DIG, 2))
    acct = rs(DIG, 8)
    ref = 'RFD' + rs(DIG, 9)
    add('en', 'uk-refund-bank',
        f"Can you word an email to the letting agent asking for my deposit back? Tell them to send it to sort code {sc}, account {acct}, "
        f"and quote their refund reference {ref}.",
        [acct], [sc, ref], 'own UK account; sort code and refund reference are look-alikes')

    cn = visa()
    ex = expiry()
    cv = rs(DIG, 3)
    bk = dg(10)
    add('en', 'card-hotel-booking',
        f"The hotel emailed asking me to confirm the card for booking {bk}. Can you write a short reply with these: "
        f"Visa {grp(cn)}, exp {ex}, CVV {cv}, name on card Daniel Reyes.",
        [grp(cn), ex, cv], [bk], 'full card, expiry and CVC; booking number is a look-alike')

    cn = amex()
    ex = expiry()
    cid = rs(DIG, 4)
    masked = '**** ' + rs(DIG, 4)
    add('en', 'amex-dispute',
        f"I want to dispute a charge. The statement shows it on my other card {masked}, but I think it was on the Amex: "
        f"{cn[:4]} {cn[4:10]} {cn[10:]}, expires {ex}, CID {cid}. Which one should I call about?",
        [f"{cn[:4]} {cn[4:10]} {cn[10:]}", ex, cid], [masked], 'Amex with expiry and CID; masked card is a look-alike')

    ssn = us_ssn()
    ein = '%s-%s' % (dg(2), rs(DIG, 7))
    add('en', 'ssn-w4',
        f"Help me fill the W-4. Employer: Harbor Freight Logistics LLC, EIN {ein}. Me: Tomas Alvarez, SSN {ssn}, single, one job.",
        [ssn], [ein], 'own SSN; employer EIN is a look-alike')

    pp = dg(9)
    ds = 'AA00' + rs(UP + DIG, 6)
    add('en', 'passport-ds160',
        f"For the DS-160 it asks for my passport number, it's {pp}, issued 2019. The confirmation page says {ds}. Do I need to print it?",
        [pp], [ds], 'passport number; DS-160 confirmation number is a look-alike')

    dl = pick(UP) + rs(DIG, 7)
    v = vin()
    plate = str(ri(6, 9)) + rs(UP, 3) + rs(DIG, 3)
    add('en', 'dl-vin-insurance',
        f"Insurance quote form: driver's license {dl} (California), car VIN {v}, plate {plate}. "
        "Is it normal they want the license number before giving a price?",
        [dl], [v, plate], "driver's license is a secret; VIN (check digit computed) and plate are look-alikes")

    mem = rs(UP, 3) + dg(9)
    claim = dg(12)
    rxbin = '0' + rs(DIG, 5)
    add('en', 'health-insurance-card',
        f"My card says Member ID {mem}, Group 0074821, RxBIN {rxbin}. The pharmacy rejected claim {claim}, saying the member is not eligible. "
        "What should I ask my insurer?",
        [mem], [claim, rxbin], 'health insurance member id; claim number and RxBIN are look-alikes')

    gate, door, alarm = pin(4), pin(5), pin(4)
    wifi = pw_human(EN_W)
    vet = '(503) 555-01%02d' % ri(10, 99)
    add('en', 'dog-sitter-note',
        f"Write a friendly note for our dog sitter: gate code is {gate}, front door keypad {door}, alarm disarm {alarm} within 30 seconds, "
        f"Wi-Fi password {wifi}. Vet is Dr. Patel at {vet}. Biscuit eats twice a day.",
        [gate, door, alarm, wifi], [vet], 'several home access codes entrusted to a sitter; vet phone is a look-alike')

    box = pin(4)
    wifi = pw_alnum(10)
    hm = 'HM' + rs(UP + DIG, 8)
    add('en', 'airbnb-checkin',
        f"Host sent this, can you translate it into Spanish for my parents?\n\n'Hi! Reservation {hm} confirmed. The key is in the lockbox left of the door, code {box}. "
        f"Wi-Fi: CasaAzul_Guest / {wifi}. Checkout by 11.'",
        [box, wifi], [hm], 'lockbox and Wi-Fi codes entrusted to a guest; reservation code is a look-alike')

    wpw = pw_human(EN_W)
    add('en', 'wifi-qr-string',
        f"I want to print a QR code for guests. Is this string right? WIFI:T:WPA;S:Nguyen_Home_5G;P:{wpw};;",
        [wpw], [], 'Wi-Fi password inside a WIFI: QR payload')

    m, pet, st = pick(['Kowalczyk', 'Brennan', 'Oyelaran', 'Haugen']), pick(['Pickles', 'Rusty', 'Mochi', 'Buster']), pick(['Alder Lane', 'Fairmount Ave', 'Birchwood Drive'])
    add('en', 'security-questions',
        f"Setting up the bank security questions. Mother's maiden name: {m}. First pet: {pet}. "
        f"For the third one, street I grew up on, should I use {st} or make something up? Are these too easy to guess?",
        [m, pet, st], [], 'answers to security questions')

    rows = [('netflix.com', 'sam.whitfield@gmail.com', pw_human(EN_W)), ('chase.com', 'swhitfield88', pw_random(14))]
    add('en', 'password-csv-export',
        'Exported from Chrome, can you turn this into a table and flag the reused passwords?\nname,url,username,password\n' +
        '\n'.join('%s,https://www.%s/,%s,%s' % (a.split('.')[0], a, b, c) for a, b, c in rows),
        [r[2] for r in rows], [], 'passwords in a CSV export')

    word = pick(['Baxter', 'Winnie', 'Gatsby'])
    yr = str(ri(2011, 2019))
    sp = ', '.join(['capital ' + word[0]] + list(word[1:]) + list(yr) + ['exclamation mark'])
    add('en', 'spelled-out-password',
        f"My dad read his email password to me over the phone like this: {sp}. Is that a strong password or should he change it?",
        [sp], [], 'password spelled out character by character')

    p1 = pw_human(EN_W)
    p2 = pw_human(EN_W)
    add('en', 'router-password-correction',
        f"My router admin password is {p1}, how do I change the DNS on a TP-Link Archer?" + MSG +
        f"sorry, that's the old one. it's {p2} now",
        [p1, p2], [], 'two messages: a password and its correction (both secrets)')

    ak_ = k_anthropic()
    cut = ri(40, 60)
    add('en', 'api-key-in-two-parts',
        f"my phone cuts long messages, so the key comes in two parts. first: {ak_[:cut]}" + MSG +
        f"second: {ak_[cut:]}\nplease put them together into the .env line for me",
        [ak_[:cut], ak_[cut:]], [], 'API key split over two messages')

    dd1, dd2 = hexs(32), hexs(40)
    add('en', 'datadog-keys-announced',
        "I'll paste our two Datadog keys next, tell me which is the API key and which is the application key." + MSG +
        f"{dd1}\n{dd2}",
        [dd1, dd2], [], 'keys announced in one message and given in the next')

    pw = pw_random(20, '!-_')
    dig_ = 'sha256:' + hexs(64)
    add('en', 'docker-compose-db',
        f"services:\n  db:\n    image: postgres@{dig_}\n    environment:\n      POSTGRES_USER: shopify_sync\n      POSTGRES_PASSWORD: {pw}\n"
        "    volumes:\n      - pgdata:/var/lib/postgresql/data\n\nthe container restarts in a loop, why?",
        [pw], [dig_], 'password in docker-compose; image digest is a look-alike')

    raw = pw_random(16, '!-_.')
    b = base64.b64encode(raw.encode()).decode()
    uid = uuid4()
    add('en', 'k8s-secret-yaml',
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-creds\n  uid: {uid}\ntype: Opaque\ndata:\n  username: bm90aWZpZXI=\n  password: {b}\n\n"
        "The pod says auth failed. Did I encode it wrong?",
        [b], [uid], 'base64-encoded password in a Kubernetes secret; object uid is a look-alike')

    hk = uuid4()
    appid = uuid4()
    add('en', 'netrc-heroku-uuid',
        f"~/.netrc\nmachine api.heroku.com\n  login ines@lumenlabs.dev\n  password {hk}\n\n"
        f"heroku apps:info says app id {appid} not found. wrong account?",
        [hk], [appid], 'Heroku API key (UUID form) next to an app UUID look-alike')

    bt = jwt('{"sub":"svc-payouts","scope":"payouts:write","iat":%d,"exp":%d}' % (1762160000, 1762163600))
    trace = hexs(32)
    rq = uuid4()
    add('en', 'debug-log-bearer',
        f"2025-11-03T09:14:22.118Z DEBUG http.client request_id={rq} trace_id={trace} POST /v2/payouts headers={{Authorization: Bearer {bt}}} status=502\n"
        "Why would the gateway return 502 only for payouts?",
        [bt], [rq, trace], 'bearer token leaked in a debug log; request and trace ids are look-alikes')

    sess = rs(LO + DIG, 32)
    ga = 'GA1.1.%s.%s' % (dg(9), str(ri(1700000000, 1760000000)))
    add('en', 'cookie-header-django',
        f"Copying the request from devtools: Cookie: _ga={ga}; csrftoken={rs(AN, 32)}; sessionid={sess}\n"
        "Can you turn it into a python requests call?",
        [sess], [ga], 'Django session cookie; analytics cookie is a look-alike')

    tmp = pw_random(12, '!#')
    inc = 'INC' + rs(DIG, 7)
    add('en', 'it-temp-password-email',
        f"Forwarding what IT sent me:\n\nFrom: servicedesk@hollisgroup.com\nSubject: RE: {inc} password reset\nYour temporary password is {tmp} "
        "and must be changed at first logon.\n\nIt says 'password does not meet requirements' when I change it. What are usual requirements?",
        [tmp], [inc], 'temporary password from IT; incident number is a look-alike')

    puk = pin(8)
    im = imei()
    add('en', 'sim-puk-imei',
        f"My phone says SIM locked, enter PUK. The card holder says PUK {puk}. The phone's IMEI is {im} if that matters. How many tries do I get?",
        [puk], [im], 'SIM PUK; IMEI (Luhn computed) is a look-alike')

    ap = ' '.join(rs(LO, 4) for _ in range(4))
    add('en', 'gmail-app-password',
        f"Thunderbird won't take my normal password so I made an app password: {ap}. Where do I paste it, incoming or outgoing?",
        [ap], [], 'Google app password (four groups)')

    rk = '-'.join(rs(UP + DIG, 4) for _ in range(7))
    serial = pick(['C02', 'F2L', 'DMP', 'G6T']) + rs(UP + DIG, 9)
    add('en', 'apple-recovery-key',
        f"Apple wants my recovery key to sign in on the new Mac (serial {serial}). I have it printed: {rk}. "
        "It says incorrect, could the O be a zero?",
        [rk], [serial], 'Apple account recovery key; Mac serial number is a look-alike')

    bl = '-'.join('%06d' % (11 * ri(0, 65535)) for _ in range(8))
    kid = uuid4().upper()
    add('en', 'bitlocker-recovery',
        f"Laptop booted into BitLocker recovery. Screen shows Recovery key ID {kid[:8]}. From my Microsoft account I found key ID {kid} "
        f"with recovery key {bl}. Does the ID match?",
        [bl], [kid], 'BitLocker recovery key (each block a multiple of 11); key id is a look-alike')

    safe = pin(4)
    room = str(ri(1201, 1899))
    add('en', 'hotel-safe',
        f"Set the room safe code to {safe} so I don't forget it. We're in room {room} until Friday. Remind me to take the passports out!",
        [safe], [room], 'hotel safe code; room number is a look-alike')

    mbi = '%d%s%s%d%s%s%d%s%s%d%d' % (ri(1, 9), pick('ACDEFGHJKMNPQRTUVWXY'), pick('ACDEFGHJKMNPQRTUVWXY0123456789'), ri(0, 9),
                                      pick('ACDEFGHJKMNPQRTUVWXY'), pick('ACDEFGHJKMNPQRTUVWXY0123456789'), ri(0, 9),
                                      pick('ACDEFGHJKMNPQRTUVWXY'), pick('ACDEFGHJKMNPQRTUVWXY'), ri(0, 9), ri(0, 9))
    mbi_f = mbi[:4] + '-' + mbi[4:7] + '-' + mbi[7:]
    add('en', 'medicare-mbi',
        f"My mom's new Medicare card came. Number is {mbi_f}, Part A and B from 03-01-2026. Which Part D plans cover Eliquis?",
        [mbi_f], ['03-01-2026'], 'Medicare beneficiary identifier (entrusted); date is a look-alike')

    ip = pin(6)
    sub = dg(6) + '2026' + '%03d' % ri(20, 100) + rs(LO + DIG, 7)
    add('en', 'irs-ip-pin',
        f"TurboTax rejected my e-file, submission ID {sub}, saying the IP PIN is wrong. The IRS letter says my Identity Protection PIN is {ip}.",
        [ip], [sub], 'IRS IP PIN; e-file submission id is a look-alike')

    sin = ca_sin()
    bn = dg(9) + 'RT0001'
    add('en', 'canada-sin-td1',
        f"Filling the TD1 and the onboarding form. My SIN is {sin}. Employer's business number is {bn}. Do I claim the basic personal amount?",
        [sin], [bn], 'Canadian SIN (Luhn computed); employer business number is a look-alike')

    tfn = au_tfn()
    mc_ = au_medicare()
    bsb = '%03d-%03d' % (ri(10, 999), ri(0, 999))
    add('en', 'au-tfn-medicare',
        f"New job paperwork: TFN {tfn}, Medicare card {mc_}, super goes to the fund's BSB {bsb}. "
        "Do I tick the tax-free threshold if this is my only job?",
        [tfn, mc_], [bsb], 'TFN and Medicare number (both computed); fund BSB is a look-alike')

    ni = uk_nino()
    nhs = uk_nhs()
    paye = '%03d/%s' % (ri(100, 999), rs(UP, 2) + rs(DIG, 5))
    add('en', 'uk-ni-nhs',
        f"Registering with the GP and the new employer at the same time. NI number {ni}, NHS number {nhs}. "
        f"Employer PAYE reference {paye}. Which form wants which?",
        [ni, nhs], [paye], 'NI and NHS numbers (NHS check computed); employer PAYE reference is a look-alike')

    aad = in_aadhaar()
    pan = in_pan()
    ifsc = pick(['HDFC', 'SBIN', 'ICIC', 'UTIB']) + '0' + rs(DIG, 6)
    add('en', 'india-kyc-en',
        f"For the Zerodha KYC: Aadhaar {grp(aad)}, PAN {pan}, bank IFSC {ifsc}. It keeps failing at the PAN-Aadhaar link step, any idea?",
        [grp(aad), pan], [ifsc], 'Aadhaar (Verhoeff computed) and PAN; IFSC is a look-alike')

    bvn = '22' + rs(DIG, 9)
    acct = ng_nuban('058')
    sess = '0000' + rs(DIG, 26)
    add('en', 'nigeria-bvn',
        f"My GTBank transfer failed but I was debited. Session ID {sess}. My BVN is {bvn} and account number {acct}. What do I write to customer care?",
        [bvn, acct], [sess], 'BVN and NUBAN (check computed); NIP session id is a look-alike')

    mp = 'T' + pick('ABCDEFGHJKL') + str(ri(1, 9)) + rs(UP + DIG, 7)
    pb = str(ri(200000, 899999))
    add('en', 'mpesa-sms-en',
        f"{mp} Confirmed. Ksh2,350.00 sent to KENYA POWER for account 37152294661 on 14/2/26 at 8:03 PM. New M-PESA balance is Ksh1,104.50. "
        f"Transaction cost, Ksh34.00.\n\nI paid to Paybill {pb} but the tokens never came. What do I tell Safaricom?",
        [mp], [pb, 'Ksh2,350.00'], 'M-Pesa confirmation code (settled: secret); paybill and amount are look-alikes')

    nric = sg_nric()
    postal = str(ri(100000, 829999))
    add('en', 'sg-singpass',
        f"My Singpass login keeps failing after I changed phones. NRIC {nric}. I also moved to postal code {postal} last month, could that be why?",
        [nric], [postal], 'NRIC (check letter computed); postal code is a look-alike')

    hv = 'hvs.' + rs(AN + '-_', 91)
    acc = rs(AN, 24)
    add('en', 'vault-token',
        f"export VAULT_ADDR=https://vault.ops.kestrel.io:8200\nexport VAULT_TOKEN={hv}\nvault kv get secret/payments\n"
        f"Error: permission denied. token accessor is {acc}, policies: default. What policy do I need?",
        [hv], [acc], 'Vault token; accessor is a look-alike')

    dj = pw_random(50, '!@#$%^&*(-_=+)')
    add('en', 'django-secret-key',
        f"settings.py\nDEBUG = False\nSECRET_KEY = '{dj}'\nALLOWED_HOSTS = ['shop.evergreenbikes.com']\n\nIs it fine to commit this file to GitHub if the repo is private?",
        [dj], [], 'Django SECRET_KEY')

    wp = pw_random(16, '!#%^*')
    add('en', 'wp-config',
        f"define( 'DB_NAME', 'wp_bakery' );\ndefine( 'DB_USER', 'wp_bakery' );\ndefine( 'DB_PASSWORD', '{wp}' );\ndefine( 'DB_HOST', 'localhost' );\n"
        "define( 'AUTH_KEY', 'put your unique phrase here' );\n\nError establishing a database connection. Which line is wrong?",
        [wp], ['put your unique phrase here'], 'DB password in wp-config; WordPress sample placeholder is a look-alike')

    wg_priv = b64_of_bytes(32)
    wg_pub = b64_of_bytes(32)
    add('en', 'wireguard-conf',
        f"[Interface]\nPrivateKey = {wg_priv}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wg_pub}\nEndpoint = vpn.harlowhome.net:51820\nAllowedIPs = 0.0.0.0/0\n\n"
        "Handshake never completes. Anything wrong in this config?",
        [wg_priv], [wg_pub], 'WireGuard private key; the peer public key has the same shape and is a look-alike')

    my_pw = pw_random(14, '!%*-')
    add('en', 'mysql-cli',
        f"mysql -h db-replica-2.corp.lan -u reporting -p'{my_pw}' analytics -e 'select count(*) from orders'\n"
        "gives ERROR 1045 (28000): Access denied. Same creds work in DBeaver.",
        [my_pw], [], 'password given inline on a mysql command line')

    gpw = pw_human(EN_W)
    gu = pick(['ruthie.m47', 'grandma.june', 'bettyk1951'])
    add('en', 'grandma-banking',
        f"My grandma asked me to pay her bills online while she's in hospital. Her Wells Fargo username is {gu} and password {gpw}. "
        "Is there a way to get my own access instead so I don't have to use hers?",
        [gpw], [], 'password entrusted by a relative; username neutral')

    cn = mastercard()
    ex = expiry()
    cv = rs(DIG, 3)
    add('en', 'card-over-messages',
        f"I need to pay the visa fee online but the form keeps rejecting my card. number is {grp(cn)}" + MSG +
        f"exp {ex}, security code {cv}" + MSG + "does the form need the spaces removed?",
        [grp(cn), ex, cv], [], 'card number and expiry/CVC in separate messages')


# ================================================================ English, negative
def english_negative():
    add('en', 'stripe-test-cards',
        "For my checkout tests, which Stripe test cards trigger what? I have 4242 4242 4242 4242 for success, 4000 0000 0000 0002 for a decline "
        "and 4000 0025 0000 3155 for 3D Secure. The docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc still works in my curl examples.",
        [], ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0025 0000 3155', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
        'documentation test cards and test key only')

    add('en', 'env-example-placeholders',
        ".env.example in my repo:\nOPENAI_API_KEY=your_api_key_here\nDATABASE_URL=postgres://user:password@localhost:5432/mydb\nJWT_SECRET=changeme\nSTRIPE_KEY=sk_live_xxxxxxxxxxxxxxxx\n\n"
        "Should the README tell people to copy this to .env or is there a better pattern?",
        [], ['your_api_key_here', 'user:password', 'changeme', 'sk_live_xxxxxxxxxxxxxxxx'], 'placeholders in an example env file')

    order = '%s-%s-%s' % (ri(111, 114), rs(DIG, 7), rs(DIG, 7))
    ups = '1Z' + rs(UP + DIG, 6) + rs(DIG, 10)
    add('en', 'amazon-ups-tracking',
        f"Amazon order {order} says delivered but nothing came. UPS tracking {ups} shows it was left at the 'front door' at 2:14 PM. "
        "I live in an apartment. How do I ask for a refund of $189.99?",
        [], [order, ups, '$189.99'], 'order number, tracking number, amount')

    iso = hexs(64)
    cm = hexs(40)
    add('en', 'iso-checksum',
        f"Downloaded ubuntu-24.04.1-desktop-amd64.iso, sha256sum gives {iso}. Does that match the official one? "
        f"Also our build pins the installer repo to commit {cm}.",
        [], [iso, cm, 'ubuntu-24.04.1-desktop-amd64.iso'], 'checksum, commit hash, version string')

    l4 = rs(DIG, 4)
    tr = dg(16)
    add('en', 'masked-statement',
        f"My statement shows 'CARD **** **** **** {l4}  AMZN Mktp US  $42.17  ref {tr}'. I don't recognize it. Should I cancel the card?",
        [], ['**** **** **** ' + l4, tr, '$42.17'], 'masked card, transaction reference, amount')

    add('en', 'famous-passwords',
        "For my security awareness slides: why are 'password123' and 'hunter2' such famous bad examples, and is the xkcd 'correct horse battery staple' "
        "really stronger than 'Tr0ub4dor&3'? Keep it short.",
        [], ['password123', 'hunter2', 'correct horse battery staple', 'Tr0ub4dor&3'], 'famous example passwords discussed as examples')

    ch_iban = iban('GB', pick(['NWBK', 'BARC', 'LOYD']) + dg(6) + rs(DIG, 8))
    bic = pick(['NWBKGB2L', 'BARCGB22', 'LOYDGB21'])
    add('en', 'charity-iban',
        f"I'd like to donate to the Riverside Food Bank from my euro account. Their website lists IBAN {grp(ch_iban)} and BIC {bic}. "
        "Will my bank charge a fee for a transfer to the UK?",
        [], [grp(ch_iban), bic], "charity's IBAN (mod-97 computed) and BIC")

    pnr = rs('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)
    tk = pick(['016', '001', '125', '176', '057']) + rs(DIG, 10)
    fl = pick(['UA', 'BA', 'EK', 'AF']) + str(ri(10, 999))
    add('en', 'flight-booking',
        f"Booking reference {pnr}, e-ticket {tk}, flight {fl} on 18 March. The app won't let me pick a seat. Can I do it at the airport?",
        [], [pnr, tk, fl], 'PNR, e-ticket number, flight number')

    inv = 'INV-2026-%05d' % ri(100, 9999)
    vat = uk_vat()
    add('en', 'invoice-vat',
        f"Client asks why invoice {inv} doesn't show our VAT number. It's {vat}. Where on the invoice should it go? Total is £1,440.00 incl. VAT.",
        [], [inv, vat, '£1,440.00'], 'invoice number, company VAT number (mod-97 computed), amount')

    last = rs(AN, 4)
    add('en', 'redacted-key-dashboard',
        f"The OpenAI dashboard only shows my key as sk-proj-...{last} and created by 'ci-bot'. Can I see the full key again, or do I need a new one?",
        [], ['sk-proj-...' + last], 'redacted key as displayed in a dashboard')

    pub = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(B64, 43) + ' mira@thinkpad'
    gpg = ' '.join(rs('0123456789ABCDEF', 4) for _ in range(10))
    add('en', 'public-keys',
        f"Add this to authorized_keys on the build server please: {pub}\nAnd my GPG fingerprint for signing commits is {gpg}.",
        [], [pub, gpg], 'SSH public key and GPG fingerprint are public')

    don = btc_address()
    add('en', 'btc-donation-address',
        f"The project's README says donations go to {don}. Is there a way to verify it really belongs to them? "
        "Someone on Reddit said it looks like 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa but that's the genesis address, right?",
        [], [don, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'], 'public donation address and the genesis address')

    v = vin()
    plate = rs(UP, 2) + rs(DIG, 2) + ' ' + rs(UP, 3)
    add('en', 'used-car-vin',
        f"Looking at a used Golf, the listing says VIN {v}, reg {plate}, 84,000 miles. How do I check the MOT history?",
        [], [v, plate, '84,000 miles'], 'VIN (check digit computed) and registration plate of a car for sale')

    add('en', 'docs-example-values',
        "In the data masking training we show GB82 WEST 1234 5698 7654 32 and DE89 3704 0044 0532 0130 00 as example IBANs, "
        "078-05-1120 as the famous wallet SSN, and 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about' "
        "as the test mnemonic. Are any of these risky to put on slides?",
        [], ['GB82 WEST 1234 5698 7654 32', 'DE89 3704 0044 0532 0130 00', '078-05-1120',
             'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'],
        'well-known documentation and example values')

    rt = us_routing()
    add('en', 'routing-lookup',
        f"Which bank is routing number 021000021? And a vendor gave me {rt} for their ACH payments, is that a real routing number?",
        [], ['021000021', rt], 'bank routing numbers (check computed for the generated one)')

    add('en', 'regex-question',
        "I need a regex that matches SSNs written as XXX-XX-XXXX and API keys that look like <token> in our docs, but skips xxxx-xxxx-xxxx placeholders. "
        "Python please.",
        [], ['XXX-XX-XXXX', '<token>', 'xxxx-xxxx-xxxx'], 'placeholders in a regex question')

    tx = '0x' + hexs(64)
    ca = '0x' + hexs(40)
    add('en', 'eth-tx-lookup',
        f"I sent USDC to the contract {ca} instead of my exchange address. Tx hash {tx}. Is there any way to get it back?",
        [], [ca, tx], 'public contract address and transaction hash')

    dg_ = 'sha256:' + hexs(64)
    pod = 'api-gateway-' + rs(LO + DIG, 10) + '-' + rs(LO + DIG, 5)
    add('en', 'k8s-digest-pod',
        f"Pod {pod} is in CrashLoopBackOff. It's running image ghcr.io/ledgerly/api@{dg_} from tag v3.18.2. Where do I start?",
        [], [pod, dg_, 'v3.18.2'], 'pod name, image digest, version tag')


# ================================================================ other languages
def east_asian():
    # ---- Chinese
    cid = cn_id()
    card = luhn_num(pick(['622202', '621700', '622848', '621226']), 19)
    order = '2026' + rs(DIG, 15)
    add('zh', 'shiming-renzheng',
        f"帮我看看这个实名认证为什么一直失败：姓名 王立新，身份证号 {cid}，银行卡号 {card}，预留手机号 138****5621。"
        f"淘宝订单号 {order}，客服说要先认证才能退款。",
        [cid, card], ['138****5621', order], '身份证号 (check computed) and UnionPay card (Luhn); masked phone and order number are look-alikes')

    code, pay = pin(6), pin(6)
    sf = 'SF' + dg(13)
    add('zh', 'pay-password-sms',
        f"刚收到短信：【招商银行】您的验证码为{code}，您正在进行快捷支付绑卡，请勿向任何人泄露。我根本没在绑卡啊，是不是被盗了？"
        f"我的支付密码是{pay}，需要马上改吗？另外顺丰单号 {sf} 三天没更新了。",
        [code, pay], [sf], 'SMS verification code and payment password; SF tracking number is a look-alike')

    akid = 'LTAI5t' + rs(AN, 18)
    aksec = rs(AN, 30)
    rid = rs('0123456789ABCDEF', 8) + '-' + rs('0123456789ABCDEF', 4) + '-' + rs('0123456789ABCDEF', 4) + '-' + rs('0123456789ABCDEF', 4) + '-' + rs('0123456789ABCDEF', 12)
    add('zh', 'aliyun-accesskey',
        f"用阿里云 OSS 的 Python SDK 上传文件一直报 SignatureDoesNotMatch，配置如下：\naccess_key_id: {akid}\naccess_key_secret: {aksec}\n"
        f"endpoint: oss-cn-hangzhou.aliyuncs.com\n报错里的 RequestId 是 {rid}，是密钥填错了吗？",
        [akid, aksec], [rid], 'Aliyun AccessKey pair; request id is a look-alike')

    uscc = cn_uscc()
    fp = '26' + rs(DIG, 18)
    add('zh', 'fapiao-reimburse',
        f"公司报销要用这张电子发票：销售方统一社会信用代码 {uscc}，发票号码 {fp}，价税合计 ¥3,280.00。这种全电发票可以抵扣进项税吗？",
        [], [uscc, fp, '¥3,280.00'], 'company credit code (check computed), invoice number, amount')

    # ---- Japanese
    mn = jp_mynumber()
    mn_f = grp(mn)
    ac = rs(DIG, 7)
    br = '%03d' % ri(100, 899)
    while br in mn + ac:
        br = '%03d' % ri(100, 899)
    add('ja', 'mynumber-nenmatsu',
        f"年末調整の書類を書いています。マイナンバーは{mn_f}、給与の振込先は三菱UFJ銀行 渋谷支店（支店番号{br}）普通預金 口座番号{ac}です。"
        "扶養控除等申告書の「源泉控除対象配偶者」の欄はどう書けばいいですか？",
        [mn_f, ac], [br], 'My Number (check computed) and own account; branch number is a look-alike')

    pw = pw_human(['sakura', 'tanuki', 'matcha', 'fujisan', 'hanabi', 'momiji'])
    code = pin(6)
    od_ = rand_date(2026, 2026)
    ro = '%06d-2026%02d%02d-%010d' % (ri(100000, 420000), od_.month, od_.day, ri(10 ** 8, 10 ** 10 - 1))
    add('ja', 'rakuten-login',
        f"楽天のアカウントにログインできなくなりました。パスワードは{pw}だったはずです。" + MSG +
        f"いまSMSで認証コード{code}が届きました。注文番号{ro}の発送状況だけ確認したいんですが、どうすればいいですか？",
        [pw, code], [ro], 'two messages: password, then an SMS code; order number is a look-alike')

    cpin = pin(4)
    wpw = rs(LO + DIG, 13)
    ssid = 'Buffalo-G-' + rs('0123456789ABCDEF', 4)
    model = 'WSR-' + pick(['3200AX4S', '1800AX4S', '5400AX6S'])
    add('ja', 'memo-for-mother',
        f"母に頼まれてメモを作っています。キャッシュカードの暗証番号は{cpin}、家のWi-Fiは「{ssid}」でパスワードは{wpw}です。"
        f"ルーターの型番は{model}。高齢なので大きな字で見やすく整理してもらえますか？",
        [cpin, wpw], [ssid, model], 'cash-card PIN and Wi-Fi key entrusted by a parent; SSID and router model are look-alikes')

    # ---- Korean
    rrn = kr_rrn()
    cpw = pw_human(['haneul', 'saranghae', 'dubu', 'kimchi', 'bomnal'])
    brn = kr_brn()
    add('ko', 'yeonmal-cert',
        f"연말정산 간소화 자료 조회하려는데 공동인증서 비밀번호가 계속 틀렸다고 나와요. 비밀번호: {cpw} 인데 맞는 것 같거든요. "
        f"주민등록번호는 {rrn}이고요. 회사 사업자등록번호 {brn}도 입력하라는데 이건 어디서 확인하나요?",
        [cpw, rrn], [brn], 'certificate password and RRN (check computed); employer business number (computed) is a look-alike')

    acct = '%s-%s-%s' % (rs(DIG, 6), rs(DIG, 2), rs(DIG, 6))
    code = pin(6)
    wb = dg(12)
    add('ko', 'junggo-scam',
        f"중고나라 거래 중인데 상대가 먼저 제 계좌로 보내겠다고 해서 알려줬어요. 국민은행 {acct} 입니다. "
        f"그런데 카카오톡으로 온 인증번호 [{code}] 도 알려달래요. 이거 알려줘도 되나요? 운송장번호는 {wb} 라고 하네요.",
        [acct, code], [wb], 'own account and verification code; waybill number is a look-alike')

    cp = '2' + rs(DIG, 15)
    brn = kr_brn()
    add('ko', 'coupang-order',
        f"쿠팡 주문번호 {cp} 이 배송 완료로 나오는데 물건을 못 받았어요. 판매자 사업자등록번호는 {brn} 으로 나와 있어요. 어디로 문의해야 하나요?",
        [], [cp, brn], 'order number and business registration number (computed)')


def middle_east_south_asia():
    # ---- Arabic
    sid = sa_id()
    pw = pw_human(['Riyadh', 'Sahara', 'Najma', 'Qamar', 'Falcon'])
    req = dg(10)
    add('ar', 'absher-login',
        f"أحاول الدخول إلى أبشر ولا يقبل كلمة المرور. رقم الهوية الوطنية {sid} وكلمة المرور {pw}. "
        f"رقم الطلب السابق كان {req}. هل من الممكن أن يكون الحساب مقفلاً؟",
        [sid, pw], [req], 'Saudi national id (Luhn computed) and password; request number is a look-alike')

    eid = ae_eid()
    ae = iban('AE', pick(['026', '033', '035', '030']) + rs(DIG, 16))
    add('ar', 'uae-salary-iban',
        f"أريد تحويل راتبي إلى حساب جديد. رقم الهوية الإماراتية {eid}، ورقم الآيبان {ae}. رمز السويفت للبنك EBILAEAD. "
        "هل أحتاج إلى رسالة من جهة العمل؟",
        [eid, ae], ['EBILAEAD'], 'Emirates ID (Luhn computed) and own IBAN (mod-97); bank SWIFT is a look-alike')

    trk = 'TBA' + dg(12)
    order = '%s-%s-%s' % (ri(402, 408), rs(DIG, 7), rs(DIG, 7))
    vat = '3' + rs(DIG, 13) + '3'
    add('ar', 'amazon-shipment',
        f"شحنتي من أمازون لم تصل حتى الآن. رقم التتبع {trk} ورقم الطلب {order}. الرقم الضريبي للمتجر على الفاتورة {vat}. كيف أقدم شكوى؟",
        [], [trk, order, vat], 'tracking, order and shop VAT numbers')

    # ---- Persian
    card = luhn_num(pick(['603799', '610433', '589210', '627353']), 16)
    card_f = '-'.join(card[i:i + 4] for i in range(0, 16, 4))
    cvv = rs(DIG, 4)
    ex = '14%02d/%02d' % (ri(5, 8), ri(1, 12))
    sef = dg(9)
    add('fa', 'card-cvv2-train',
        f"برای خرید بلیط قطار این اطلاعات رو وارد کردم ولی خطا میده: شماره کارت {card_f}، CVV2 {cvv}، تاریخ انقضا {ex}. شماره سفارش هم {sef} بود. کجاش اشتباهه؟",
        [card_f, cvv, ex], [sef], 'Iranian card (Luhn), CVV2 and expiry in the Persian calendar; order number is a look-alike')

    sheba = iban('IR', '0' + pick(['17', '12', '57', '18', '55']) + rs(DIG, 19))
    melli = ir_melli()
    rah = dg(12)
    add('fa', 'sheba-salary',
        f"حسابداری برای واریز حقوق شماره شبا و کد ملی خواسته: شبا {sheba} و کد ملی {melli}. کد رهگیری درخواستم هم {rah} هست. درست نوشتم؟",
        [sheba, melli], [rah], 'own Sheba IBAN (mod-97) and national code (check computed); tracking code is a look-alike')

    post = dg(24)
    pc = '%s-%s' % (dg(5), rs(DIG, 5))
    add('fa', 'post-parcel',
        f"بسته پستی من هنوز نرسیده. کد رهگیری پست {post} و کد پستی مقصد {pc}. فروشگاه هم جواب نمیده. چیکار کنم؟",
        [], [post, pc], 'postal tracking code and postal code')

    # ---- Hebrew
    tz = il_tz()
    pw = pw_human(['shalom', 'tapuach', 'kineret', 'yonatan', 'shemesh'])
    ref = dg(8)
    add('he', 'btl-login',
        f"אני מנסה להיכנס לאתר של ביטוח לאומי. תעודת זהות {tz}, סיסמה {pw}. כתוב לי שהפרטים שגויים. מספר הפנייה הקודמת שלי {ref}. מה עושים?",
        [tz, pw], [ref], 'Israeli id (check computed) and password; enquiry number is a look-alike')

    code = pin(6)
    snif = str(ri(100, 799))
    acct = dg(6)
    add('he', 'bit-bank-link',
        f"קיבלתי SMS: 'קוד האימות שלך הוא {code}'. אני רוצה לחבר את החשבון שלי לאפליקציית ביט. הפרטים: בנק הפועלים (12), סניף {snif}, חשבון {acct}. זה בסדר לתת לאפליקציה את הקוד?",
        [code, acct], [snif], 'verification code and own account; branch number is a look-alike')

    osek = il_tz()
    order = 'SO-' + dg(6)
    add('he', 'osek-invoice',
        f"אני צריך להוציא חשבונית לעוסק מורשה {osek}. מספר ההזמנה שלהם {order} והסכום ₪2,450 כולל מע״מ. איך רושמים את זה בחשבונית?",
        [], [osek, order, '₪2,450'], 'business number (check computed), order number, amount')

    # ---- Hindi
    aad = in_aadhaar()
    aad_f = grp(aad)
    pan = in_pan()
    ifsc = pick(['SBIN', 'PUNB', 'BARB', 'CNRB']) + '0' + rs(DIG, 6)
    add('hi', 'aadhaar-kyc',
        f"मुझे बैंक में KYC अपडेट करनी है। मेरा आधार नंबर {aad_f} है और PAN {pan}। शाखा का IFSC कोड {ifsc} है। क्या यह ऑनलाइन हो सकता है?",
        [aad_f, pan], [ifsc], 'Aadhaar (Verhoeff computed) and PAN; IFSC is a look-alike')

    utr = dg(12)
    upi, otp = pin(6), pin(6)
    add('hi', 'upi-fraud',
        f"PhonePe से पैसे कट गए पर दुकानदार को नहीं मिले। UTR नंबर {utr} है। कस्टमर केयर वाले ने फोन पर मेरा UPI PIN माँगा, मैंने {upi} बता दिया, "
        f"फिर OTP {otp} भी दे दिया। अब मुझे क्या करना चाहिए?",
        [upi, otp], [utr], 'UPI PIN and OTP given to a scammer; UTR is a look-alike')

    pnr = str(ri(2, 8)) + rs(DIG, 9)
    add('hi', 'irctc-pnr',
        f"मेरी ट्रेन टिकट का PNR {pnr} है, ट्रेन नंबर 12951, वेटिंग लिस्ट WL 14। किराया ₹2,145 था। क्या यह कन्फर्म हो जाएगी?",
        [], [pnr, '12951', '₹2,145'], 'PNR, train number, fare')


def slavic():
    # ---- Russian
    sn = ru_snils()
    inn = ru_inn12()
    zn = dg(10)
    add('ru', 'gosuslugi-form',
        f"Заполняю заявление на Госуслугах, номер заявления {zn}. Ввожу СНИЛС {sn} и ИНН {inn}. Почему пишет, что СНИЛС не прошёл проверку?",
        [sn, inn], [zn], 'SNILS and INN (both checks computed); application number is a look-alike')

    bik = '0445' + '25' + rs(DIG, 3)
    corr = ru_acct_check('0' + bik[4:6], '30101810' + '0' + '00000000' + bik[-3:])
    acc = ru_acct_check(bik[-3:], '40817810' + '0' + rs(DIG, 11))
    binn = ru_inn10()
    add('ru', 'zarplata-rekvizity',
        f"Бухгалтерия просит реквизиты для зарплаты. Проверьте, всё ли правильно: получатель Смирнова Анна Игоревна, счёт {acc}, "
        f"БИК {bik}, корр. счёт {corr}, ИНН банка {binn}.",
        [acc], [bik, corr, binn], 'own account (control key computed with BIK); BIK, correspondent account and bank INN are look-alikes')

    trk = s10('R' + pick('ABR'), 'CN')
    order = dg(16)
    add('ru', 'aliexpress-track',
        f"Трек-номер {trk} от AliExpress не отслеживается на сайте Почты России уже две недели. Заказ № {order}. Открывать спор или подождать?",
        [], [trk, order], 'S10 tracking number (check computed) and order number')

    # ---- Ukrainian
    rn = ua_rnokpp()
    pw = pw_human(['kalyna', 'Kharkiv', 'sonechko', 'vyshyvanka', 'Dnipro'])
    zv = dg(7)
    add('uk', 'diia-privat',
        f"Не можу увійти в Дію через Приват24. РНОКПП {rn}, пароль від Приват24 {pw}. Пише «невірні дані». У підтримку вже писав, номер звернення {zv}. Що робити?",
        [rn, pw], [zv], 'RNOKPP (check computed) and banking password; support ticket number is a look-alike')

    ua = iban('UA', '305299' + '00000' + rs(DIG, 14))
    card = luhn_num(pick(['5168', '4149', '5167']) + rs(DIG, 2), 16)
    ttn = '20' + rs(DIG, 12)
    add('uk', 'iban-card-employer',
        f"Роботодавець просить реквізити для зарплати. IBAN {ua}, картка ПриватБанку {grp(card)}. Документи надішлють Новою поштою, ТТН {ttn}. "
        "Може, краще дати тільки IBAN?",
        [ua, grp(card)], [ttn], 'own IBAN (mod-97) and card (Luhn); Nova Poshta waybill is a look-alike')

    order = dg(9)
    ttn = '59' + rs(DIG, 12)
    edr = dg(8)
    add('uk', 'rozetka-order',
        f"Замовлення № {order} на Розетці досі не відправлене, хоча продавець дав ТТН {ttn}. ЄДРПОУ продавця {edr}. Куди писати скаргу?",
        [], [order, ttn, edr], 'order number, waybill, company code')

    # ---- Polish
    pesel = pl_pesel()
    dow = pl_idcard()
    wn = 'ZUS-%d-%06d' % (ri(2025, 2026), ri(1, 999999))
    add('pl', 'pesel-dowod-sister',
        f"Wypełniam wniosek o świadczenie dla siostry, dała mi swoje dane: PESEL {pesel}, numer dowodu {dow}. "
        f"System nadał numer wniosku {wn}. Na jakie konto ma przyjść wypłata, czy mogę podać swoje?",
        [pesel, dow], [wn], 'PESEL and ID card number (both checks computed), entrusted; application number is a look-alike')

    blik = pin(6)
    pl = pl_iban()
    add('pl', 'olx-blik',
        f"Sprzedaję rower na OLX i kupujący pisze, żebym podał mu kod BLIK {blik}, to wtedy mi przeleje pieniądze. Mój numer konta to {grp(pl)}. To oszustwo?",
        [blik, grp(pl)], [], 'BLIK code and own IBAN (mod-97 and bank sort check computed)')

    nip = pl_nip()
    inv = 'FV/%d/02/2026' % ri(10, 480)
    inp = rs(DIG, 24)
    add('pl', 'faktura-nip',
        f"Dostałem fakturę {inv} od firmy z NIP {nip}, a paczka idzie InPostem, numer przesyłki {inp}. Czy mogę odliczyć VAT, jeśli NIP jest zapisany z myślnikami?",
        [], [inv, nip, inp], 'invoice, company NIP (check computed), parcel number')

    # ---- Czech
    rc = cz_rc()
    acct = cz_account()
    bank = pick(['0800', '0100', '0300', '2010'])
    add('cs', 'rc-ucet-pridavky',
        f"Vyplňuju žádost o přídavek na dítě. Rodné číslo {rc}, číslo účtu {acct}/{bank}. Musím kód banky psát zvlášť?",
        [rc, acct], [bank], 'birth number (mod 11) and account (weights computed); bank code is a look-alike')

    wpw = pw_human(['kocicka', 'slunicko', 'chalupa', 'vanocka'])
    tre = pin(6)
    add('cs', 'babicka-karticka',
        f"Dělám babičce kartičku na lednici: heslo na wifi {wpw}, kód od trezoru ve skříni {tre}. Číslo na pana doktora je 731 {ri(100, 999)} {ri(100, 999)}. "
        "Jak to uspořádat velkým písmem, aby to přečetla?",
        [wpw, tre], [], 'Wi-Fi password and safe code entrusted by a grandmother')

    ico = cz_ico()
    vs = dg(10)
    obj = 'OBJ-' + dg(6)
    add('cs', 'faktura-ico',
        f"Firma s IČO {ico} mi poslala fakturu, variabilní symbol {vs}, částka 12 480 Kč, číslo objednávky {obj}. Mám platit, i když jsem nic neobjednal?",
        [], [ico, vs, '12 480 Kč', obj], 'company IČO (check computed), payment symbol, amount, order number')


def western_europe():
    # ---- German
    sid = de_steuerid()
    de = de_iban()
    bic = pick(['COBADEFFXXX', 'DEUTDEDBXXX', 'INGDDEFFXXX', 'BYLADEM1001'])
    add('de', 'steuerid-iban-arbeitgeber',
        f"Für den neuen Arbeitgeber soll ich das Personalblatt ausfüllen: Steuer-ID {sid}, IBAN {grp(de)}, BIC {bic}, Krankenkasse TK. "
        "Muss ich die Steuerklasse selbst angeben oder holt die der Arbeitgeber?",
        [sid, grp(de)], [bic], 'tax id (ISO 7064 computed) and own IBAN (mod-97); BIC is a look-alike')

    p1, tan, p2 = pin(5), pin(6), pin(5)
    dhl = '00340434' + rs(DIG, 12)
    add('de', 'banking-pin-correction',
        f"Meine Online-Banking-PIN ist {p1}, die App zeigt mir die TAN {tan} an, aber die Überweisung hängt seit zehn Minuten." + MSG +
        f"Sorry, Zahlendreher, die PIN ist {p2}. Bezahlen will ich die Nachnahme für die Sendung {dhl}.",
        [p1, tan, p2], [dhl], 'two messages: PIN, TAN, corrected PIN; DHL shipment number is a look-alike')

    re_ = 'RE-2026-%04d' % ri(1, 999)
    ust = de_ustid()
    hrb = 'HRB %d' % ri(10000, 299999)
    add('de', 'rechnung-schreinerei',
        f"Rechnung {re_} von der Schreinerei Holzmann GmbH, USt-IdNr. {ust}, {hrb} Amtsgericht München, Betrag 2.380,00 €. "
        "Muss da nicht auch die Steuernummer drauf stehen?",
        [], [re_, ust, hrb, '2.380,00 €'], 'invoice number, company VAT id (computed), register number, amount')

    # ---- French
    nir = fr_nir()
    pw = pw_human(['soleil', 'chaton', 'papillon', 'framboise', 'doudou', 'loulou'])
    fref = 'CPAM-' + dg(9)
    add('fr', 'ameli-login',
        f"J'arrive pas à me connecter sur ameli. Mon numéro de sécu c'est {nir} et le mot de passe {pw}. Ça me dit compte bloqué. "
        f"Au téléphone on m'a donné la référence {fref}, je fais comment ?",
        [nir, pw], [fref], 'social security number (key computed) and password; call reference is a look-alike')

    fr = fr_iban()
    bic = pick(['BNPAFRPPXXX', 'SOGEFRPP', 'CRLYFRPP', 'AGRIFRPP882'])
    dos = 'RH-%d-%04d' % (ri(2025, 2026), ri(1, 9999))
    add('fr', 'rib-employeur',
        f"Je dois envoyer mon RIB à mon nouvel employeur par mail, c'est risqué ? IBAN {grp(fr)}, BIC {bic}. Le numéro de dossier RH c'est {dos}.",
        [grp(fr)], [bic, dos], 'own IBAN (RIB key and mod-97 computed); BIC and HR file number are look-alikes')

    siren, siret = fr_siret()
    fac = 'F%d-%03d' % (ri(2025, 2026), ri(1, 999))
    col = '6A' + rs(DIG, 11)
    add('fr', 'facture-siret',
        f"Le plombier m'a laissé une facture n° {fac} avec le SIRET {siret}. C'est normal que le SIRET fasse 14 chiffres ? "
        f"Et au passage mon colis Colissimo {col} est bloqué depuis lundi.",
        [], [fac, siret, col], 'invoice number, SIRET (Luhn computed), parcel number')

    # ---- Spanish
    dni = es_dni()
    pw = pw_human(['mariposa', 'girasol', 'estrella', 'tortuga', 'bonita'])
    exp_ = '%s/2026/%06d' % (pick(['AEAT', 'SEPE']), ri(1, 999999))
    add('es', 'clave-renta',
        f"No consigo entrar en Cl@ve para hacer la renta. DNI {dni}, contraseña {pw}. El número de expediente de la solicitud es {exp_}. ¿Qué hago?",
        [dni, pw], [exp_], 'DNI (letter computed) and password; file number is a look-alike')

    card = visa()
    ex = expiry()
    res = dg(10)
    p1, p2 = grp(card[:8]), grp(card[8:])
    add('es', 'tarjeta-en-partes',
        f"Te paso los datos de la tarjeta para reservar el hotel en Sevilla, en dos mensajes por si acaso. Primera parte: {p1}" + MSG +
        f"Segunda parte: {p2}, caduca {ex}. El número de reserva es {res}. ¿Me escribes el correo al hotel?",
        [p1, p2, ex], [res], 'card number split over two messages, with expiry; booking number is a look-alike')

    cif = es_cif()
    gym = es_iban()
    ref = 'CUOTA-%d-%04d' % (ri(2025, 2026), ri(1, 9999))
    add('es', 'gimnasio-cif-iban',
        f"Tengo que pagar la cuota al gimnasio Deporte Activo SL, CIF {cif}. En su web pone su IBAN {grp(gym)} y el concepto {ref}. "
        "¿Cómo hago la transferencia desde la app de CaixaBank?",
        [], [cif, grp(gym), ref], "company CIF (control computed) and the company's IBAN (DC and mod-97 computed)")

    # ---- Portuguese
    cpf = br_cpf()
    pw = pw_human(['flamengo', 'saudade', 'jabuticaba', 'borboleta', 'cachorro'])
    code = '2026' + rs(DIG, 10)
    add('pt', 'govbr-login',
        f"Não consigo acessar o gov.br. CPF {cpf}, senha {pw}. Já abri um chamado, protocolo {code}, mas ninguém respondeu. O que eu faço?",
        [cpf, pw], [code], 'CPF (check digits computed) and password; support protocol number is a look-alike')

    pix = uuid4()
    card = mastercard()
    ex = expiry()
    add('pt', 'pix-cartao-golpe',
        f"Vou pagar uma loja online; a chave Pix aleatória deles é {pix}. Mas o site também pediu os dados do meu cartão: {grp(card)}, validade {ex}. Isso é golpe?",
        [grp(card), ex], [pix], "card with expiry; the shop's random Pix key is a look-alike")

    order = 'PED-' + dg(8)
    trk = s10('N' + pick('ABLX'), 'BR')
    cnpj = br_cnpj()
    add('pt', 'correios-rastreio',
        f"Meu pedido {order} está nos Correios com o código de rastreio {trk}. A nota fiscal tem o CNPJ {cnpj}. Quanto tempo demora a liberação?",
        [], [order, trk, cnpj], 'order, S10 tracking (check computed), company CNPJ (computed)')

    # ---- Italian
    cf = it_cf()
    pw = pw_human(['girasole', 'farfalla', 'tramonto', 'cioccolato', 'juventus'])
    otp = 'INPS-ISEE-2025-%08d-00' % ri(1, 99999999)
    add('it', 'isee-spid',
        f"Devo rifare l'ISEE online. Codice fiscale {cf}, password SPID {pw}. L'anno scorso il protocollo era {otp}. Adesso mi dà errore all'accesso, perché?",
        [cf, pw], [otp], 'codice fiscale (check character computed) and SPID password; previous protocol number is a look-alike')

    it_ = it_iban()
    pr = 'SIN-%d-%06d' % (ri(2025, 2026), ri(1, 999999))
    add('it', 'iban-rimborso',
        f"Per il rimborso del sinistro l'assicurazione mi chiede l'IBAN. Il mio è {grp(it_)}, la pratica è la n. {pr}. Va scritto con gli spazi o tutto attaccato?",
        [grp(it_)], [pr], 'own IBAN (mod-97 computed, CIN not); claim number is a look-alike')

    od = dg(9)
    piva = it_piva()
    brt = dg(16)
    add('it', 'ordine-divano',
        f"Ho ordinato un divano, ordine n. {od}, venditore con partita IVA {piva}, codice di tracciamento BRT {brt}. Consegna prevista il 12/03. Posso ancora chiedere il reso?",
        [], [od, piva, brt], 'order, VAT number (check computed), tracking number')

    # ---- Dutch
    bsn = nl_bsn()
    pw = pw_human(['fietsbel', 'stroopwafel', 'zonnebloem', 'kikker', 'tulpen'])
    ken = '%s.%s.%s' % (rs(DIG, 4), rs(DIG, 2), rs(DIG, 3)) + '.' + pick(['H.56', 'A.01', 'V.23'])
    add('nl', 'digid-belasting',
        f"Ik probeer in te loggen bij Mijn Belastingdienst voor de brief met kenmerk {ken}. BSN {bsn}, DigiD-wachtwoord {pw}. "
        "Hij zegt dat mijn account geblokkeerd is. Hoe lang duurt dat?",
        [bsn, pw], [ken], 'BSN (11-proof computed) and DigiD password; letter reference is a look-alike')

    nl = nl_iban()
    pc = pin(4)
    bk = grp(dg(16))
    add('nl', 'pinpas-ingeslikt',
        f"Mijn pinpas is ingeslikt door de automaat. Rekeningnummer {grp(nl)}, pincode {pc}. Moet ik de pas blokkeren via de app? "
        f"Ik moet ook nog mijn aanslag betalen met betalingskenmerk {bk}.",
        [grp(nl), pc], [bk], 'own IBAN (elfproef and mod-97 computed) and PIN; payment reference is a look-alike')

    kvk = dg(8)
    btw = 'NL' + dg(9) + 'B01'
    po = 'PO-' + dg(5)
    add('nl', 'factuur-kvk',
        f"Voor mijn factuur aan een klant: hun KvK-nummer is {kvk}, btw-nummer {btw} en ze willen ordernummer {po} erop. Moet dat allemaal op de factuur?",
        [], [kvk, btw, po], 'chamber of commerce number, VAT number, PO number')


def nordic():
    # ---- Swedish
    code = pin(6)
    pnr = se_pnr()
    arn = 'CS' + dg(8)
    add('sv', 'bankid-kod',
        f"Min säkerhetskod till BankID är {code} och personnumret {pnr}. Appen säger att koden är fel fast jag skriver rätt. "
        f"Banken gav mig ärendenummer {arn}. Vad kan jag göra?",
        [code, pnr], [arn], 'BankID security code and personal number (Luhn computed); case number is a look-alike')

    port = pin(4)
    wpw = pw_human(['kanelbulle', 'sommarstuga', 'hallon', 'midsommar', 'lingon'])
    add('sv', 'andrahand-valkommen',
        f"Kan du skriva ett välkomstmeddelande till min andrahandshyresgäst? Portkod {port}, tvättstugan bokas på tavlan i källaren, "
        f"wifi-lösenordet är {wpw}. Hyran betalas via Swish den 25:e.",
        [port, wpw], [], 'door code and Wi-Fi password entrusted to a subtenant')

    org = se_orgnr()
    bgb = luhn_num(str(ri(1, 9)), 8)
    bg = bgb[:4] + '-' + bgb[4:]
    ocr = luhn_num(str(ri(1, 9)), 12)
    add('sv', 'faktura-ocr',
        f"Fakturan från Elbolaget AB: organisationsnummer {org}, bankgiro {bg}, OCR-nummer {ocr}, belopp 1 245 kr. Var skriver jag OCR i appen?",
        [], [org, bg, ocr, '1 245 kr'], 'org number, bankgiro and OCR (all Luhn computed), amount')

    # ---- Danish
    d = rand_date(1940, 1960)
    cpr = '%02d%02d%02d-%s' % (d.day, d.month, d.year % 100, rs(DIG, 4))
    reg = str(ri(3000, 4999))
    kto = rs(DIG, 10)
    add('da', 'cpr-far',
        f"Jeg skal hjælpe min far på borger.dk. Hans CPR-nummer er {cpr}, og hans konto i Danske Bank er reg.nr. {reg} kontonr. {kto}. "
        "Kan jeg bruge mit eget MitID til det?",
        [cpr, kto], [reg], "father's CPR (check not computed) and account, entrusted; bank reg. number is a look-alike")

    cvr = dk_cvr()
    fak = str(ri(10000, 99999))
    fi = '+71<%s+%s<' % (rs(DIG, 15), dg(8))
    add('da', 'regning-cvr',
        f"Regningen fra VVS-firmaet har CVR {cvr}, fakturanummer {fak}, og betalingslinjen {fi}. Hvordan taster jeg det ind i netbanken?",
        [], [cvr, fak, fi], 'company CVR (mod 11 computed), invoice number, FI payment line')

    # ---- Norwegian
    fnr = no_fnr()
    pw = pw_human(['fjellet', 'kanelsnurr', 'nordlys', 'brunost', 'hytta'])
    add('no', 'bankid-glemt',
        f"Jeg har glemt BankID-passordet mitt. Fødselsnummer {fnr}, det gamle passordet var {pw}. Kan banken sende meg en ny kodebrikke?",
        [fnr, pw], [], 'national id (both check digits computed) and password')

    gar = pin(4)
    kt = no_account()
    kid = luhn_num(str(ri(1, 9)), 11)
    add('no', 'nabo-garasje',
        f"Til naboen som passer huset: koden til garasjeporten er {gar}. Hvis noe må betales, bruk kontoen min {kt}. Strømregningen har KID {kid}.",
        [gar, kt], [kid], 'garage code and own account (mod 11 computed); KID on a bill is a look-alike')

    org = no_orgnr()
    kid = luhn_num(str(ri(1, 9)), 13)
    add('no', 'faktura-rorlegger',
        f"Faktura fra rørleggeren: org.nr. {org}, KID {kid}, forfall 20.03.2026, beløp kr 4 350,-. Hvorfor må KID være med når jeg betaler?",
        [], [org, kid, '20.03.2026'], 'org number (mod 11 computed), KID (Luhn computed), due date')

    # ---- Finnish
    hetu = fi_hetu()
    tl = pin(4)
    add('fi', 'kela-puhelu',
        f"Minulle soitti joku Kelasta ja pyysi henkilötunnusta ja verkkopankin tunnuslukua. Annoin hetun {hetu} ja tunnusluvun {tl}. Onko tämä normaalia?",
        [hetu, tl], [], 'HETU (check character computed) and bank code given to a caller')

    fib = fi_iban()
    vt = fi_viite()
    wpw = pw_human(['mustikka', 'revontuli', 'sauna', 'karhu', 'kuikka'])
    add('fi', 'vuokralainen-viesti',
        f"Voitko kirjoittaa vuokralaiselle kohteliaan viestin: vuokra maksetaan tililleni {grp(fib)} viitenumerolla {vt}, ja wifin salasana on {wpw}.",
        [grp(fib), wpw], [vt], 'own IBAN (Luhn and mod-97 computed) and Wi-Fi password; reference number (computed) is a look-alike')

    yt = fi_ytunnus()
    vt = fi_viite()
    add('fi', 'lasku-ytunnus',
        f"Laskussa lukee Y-tunnus {yt}, viitenumero {vt}, eräpäivä 15.4.2026 ja summa 389,00 €. Voiko tämän maksaa MobilePaylla?",
        [], [yt, vt, '15.4.2026', '389,00 €'], 'business id and reference number (both computed), due date, amount')


def central_south_europe():
    # ---- Hungarian
    taj = hu_taj()
    ado = hu_adoazonosito()
    pw = '%s/%d/2026' % (rs(UP, 2), ri(1000, 99999))
    add('hu', 'urlap-taj-adoazonosito',
        f"Az űrlapon ezt adtam meg: TAJ szám {taj}, adóazonosító jel {ado}. Hibát jelez, pedig az ügyszám is jó: {pw}. Mit rontok el?",
        [taj, ado], [pw], 'TAJ and tax id (both checks computed); case number is a look-alike')

    a, b = hu_account()
    acct = '%s-%s-%s' % (a, b[:8], b[8:])
    kp = pin(4)
    add('hu', 'kaucio-szamlaszam',
        f"A kaució visszautalásához megadom a főbérlőnek a számlaszámomat: {acct}. A kártyám PIN-kódja {kp}, azt ugye nem kell megadni?",
        [acct, kp], [], 'own account (check digits computed) and card PIN')

    ad = hu_adoszam()
    rn = dg(9)
    add('hu', 'webshop-szamla',
        f"A webshop számláján ez áll: adószám {ad}, rendelésszám {rn}, végösszeg 24 990 Ft. Visszaigényelhetem az áfát, ha egyéni vállalkozó vagyok?",
        [], [ad, rn, '24 990 Ft'], 'company tax number (check computed), order number, amount')

    # ---- Romanian
    cnp = ro_cnp()
    pw = pw_human(['Carpati', 'ciocolata', 'Brasov', 'soricel', 'primavara'])
    nrin = 'INTERNT-%d-%d' % (ri(100000000, 999999999), ri(2025, 2026))
    add('ro', 'anaf-spv',
        f"Vreau să intru în SPV la ANAF ca să văd cererea cu numărul de înregistrare {nrin}. CNP {cnp}, parola {pw}. Îmi spune că datele nu corespund. Ce pot să fac?",
        [cnp, pw], [nrin], 'CNP (check computed) and password; registration number is a look-alike')

    code = pin(6)
    ro = iban('RO', pick(['BTRL', 'BRDE', 'RNCB', 'INGB']) + rs(UP + DIG, 16))
    add('ro', 'olx-iban-cod',
        f"Am primit SMS: 'Codul tau de autentificare BT Pay este {code}'. Un cumpărător de pe OLX mi-a cerut și IBAN-ul ca să-mi trimită banii: {grp(ro)}. "
        "E în regulă să-i dau și codul?",
        [code, grp(ro)], [], 'authentication code and own IBAN (mod-97 computed)')

    cui = ro_cui()
    awb = dg(13)
    cmd = 'CMD' + dg(7)
    add('ro', 'factura-awb',
        f"Am primit factura de la firma cu CUI RO{cui}, comanda {cmd}, iar AWB-ul Fan Courier e {awb}. Când ar trebui să ajungă coletul?",
        [], ['RO' + cui, cmd, awb], 'company CUI (check computed), order and AWB numbers')

    # ---- Greek
    afm = gr_afm()
    amka = gr_amka()
    prot = '%d/%d' % (ri(100000, 999999), ri(2025, 2026))
    add('el', 'epidoma-afm-amka',
        f"Θέλω να κάνω αίτηση για το επίδομα. ΑΦΜ {afm}, ΑΜΚΑ {amka}. Μου βγάζει λάθος στοιχεία, ενώ η προηγούμενη αίτησή μου έχει αριθμό πρωτοκόλλου {prot}. Τι να κάνω;",
        [afm, amka], [prot], 'AFM and AMKA (both checks computed); protocol number is a look-alike')

    gr = iban('GR', pick(['011', '017', '026', '014']) + rs(DIG, 4) + rs(DIG, 16))
    kp = pin(4)
    add('el', 'epidoma-iban-pin',
        f"Για το επίδομα μου ζητάνε IBAN, δίνω αυτό: {grp(gr)}. Επίσης η τράπεζα μου έστειλε νέο PIN κάρτας, {kp}. Πρέπει να το αλλάξω στο ATM;",
        [grp(gr), kp], [], 'own IBAN (mod-97 computed) and card PIN')

    rf = mod97_creditor_ref(dg(15))
    cafm = gr_afm()
    par = dg(7)
    add('el', 'enfia-rf',
        f"Πρέπει να πληρώσω τον ΕΝΦΙΑ με κωδικό πληρωμής {rf}. Η εταιρεία που έκανε τη μελέτη έχει ΑΦΜ {cafm} και αριθμό παραγγελίας {par}. Μπορώ να πληρώσω με κάρτα;",
        [], [rf, cafm, par], 'RF payment reference (ISO 11649 computed), company AFM (computed), order number')

    # ---- Turkish
    tc = tr_tckn()
    pw = pw_human(['Galatasaray', 'lokum', 'kelebek', 'Bosphorus', 'papatya'])
    bn = dg(11)
    add('tr', 'edevlet-sifre',
        f"e-Devlet'e giremiyorum. TC kimlik no {tc}, şifre {pw}. 'Hatalı giriş' diyor. Dün yaptığım başvurunun numarası {bn}. Şifremi nasıl sıfırlarım?",
        [tc, pw], [bn], 'TC identity number (both checks computed) and password; application number is a look-alike')

    tri = iban('TR', pick(['00062', '00010', '00046', '00064']) + '0' + rs(DIG, 16))
    add('tr', 'kira-iban',
        f"Kiracıma kira için IBAN'ımı yazacağım: {grp(tri)}, alıcı adı Ayşe Yılmaz. Tutar 18.500 TL, açıklamaya 'Mart 2026 kira' yazsın. Kibar bir mesaj yazar mısın?",
        [grp(tri)], ['18.500 TL'], 'own IBAN (mod-97 computed); rent amount is a look-alike')

    sip = dg(10)
    kg = dg(12)
    vkn = dg(10)
    add('tr', 'trendyol-kargo',
        f"Trendyol siparişim {sip} hâlâ gelmedi. Kargo takip numarası {kg}, satıcının vergi numarası {vkn}. Ne zaman gelir sizce?",
        [], [sip, kg, vkn], 'order, tracking and company tax numbers')


def southeast_asia_africa():
    # ---- Vietnamese
    cccd = pick(['001', '079', '048', '031']) + pick('0123') + '%02d' % ri(60, 99) + rs(DIG, 6)
    pw = pw_human(['hoamai', 'saigon', 'phobo', 'conmeo', 'Hanoi'])
    add('vi', 'cccd-ngan-hang',
        f"Mình cần cập nhật thông tin trên app ngân hàng. Số CCCD {cccd}, mật khẩu đăng nhập {pw}. App báo sai thông tin, làm sao đây?",
        [cccd, pw], [], 'citizen id (no check digit) and banking password')

    otp = pin(6)
    stk = dg(13)
    ft = 'FT' + rs(DIG, 5) + rs(UP + DIG, 7)
    add('vi', 'otp-lua-dao',
        f"Có người gọi tự xưng là nhân viên Vietcombank, bảo mình đọc mã OTP {otp} để nhận tiền hoàn. Số tài khoản của mình là {stk}. "
        f"Mã giao dịch hiện trên app là {ft}. Mình có bị lừa không?",
        [otp, stk], [ft], 'OTP and own account given to a caller; transaction code is a look-alike')

    dd_ = rand_date(2026, 2026)
    dh = '26%02d%02d' % (dd_.month, dd_.day) + rs(UP + DIG, 8)
    vd = 'SPXVN0' + dg(11)
    mst = '0' + dg(9)
    add('vi', 'shopee-don-hang',
        f"Đơn hàng Shopee {dh} của mình giao chậm quá, mã vận đơn {vd}. Mã số thuế của shop là {mst}. Mình nên khiếu nại ở đâu?",
        [], [dh, vd, mst], 'order number, tracking number, shop tax code')

    # ---- Thai
    tid = th_fmt(th_id())
    pw = pw_human(['mamuang', 'chaiyo', 'sabaidee', 'Bangkok', 'maeo'])
    add('th', 'paotang-id',
        f"จะสมัครแอปเป๋าตังค์ เลขบัตรประชาชน {tid} รหัสผ่าน {pw} แต่ระบบบอกว่าข้อมูลไม่ตรง ต้องทำยังไงคะ",
        [tid, pw], [], 'Thai national id (check computed) and password')

    otp = pin(6)
    ref = rs(UP, 4)
    bacct = '%s-%s-%s-%s' % (rs(DIG, 3), rs(DIG, 1), rs(DIG, 5), rs(DIG, 1))
    add('th', 'otp-promptpay',
        f"ได้ SMS ว่า รหัส OTP คือ {otp} (Ref: {ref}) สำหรับผูกบัญชีพร้อมเพย์ เลขบัญชีของฉันคือ {bacct} แต่ฉันไม่ได้ทำรายการนี้เลย ควรทำยังไงดี",
        [otp, bacct], [ref], 'OTP and own account; the OTP reference code is a look-alike')

    trk = s10('E' + pick('FGJ'), 'TH')
    tax = '0105' + rs(DIG, 8)
    s = sum(int(tax[i]) * (13 - i) for i in range(12))
    tax = tax + str((11 - s % 11) % 10)
    add('th', 'parcel-tax-id',
        f"พัสดุเลข {trk} ยังไม่มาเลย ร้านบอกว่าส่งแล้ว เลขประจำตัวผู้เสียภาษีของร้านคือ {tax} ยอดรวม 1,290 บาท ควรติดต่อใคร",
        [], [trk, tax, '1,290 บาท'], 'S10 tracking (check computed), company tax id (check computed), amount')

    # ---- Indonesian
    d = rand_date(1975, 2002)
    nik = pick(['3174', '3273', '3578', '5171']) + '%02d' % ri(1, 10) + '%02d%02d%02d' % (d.day + pick([0, 40]), d.month, d.year % 100) + '%04d' % ri(1, 9999)
    kk = 'REG-' + dg(12)
    pw = pw_human(['kucing', 'merdeka', 'rendang', 'pelangi', 'Bandung'])
    add('id', 'bpjs-nik',
        f"Mau daftar BPJS Kesehatan online, NIK saya {nik}, password akun {pw}. Nomor pendaftarannya {kk}. Kok ditolak terus ya?",
        [nik, pw], [kk], 'NIK (no check digit) and password; registration number is a look-alike')

    otp, mp = pin(6), pin(6)
    va = '3901' + rs(DIG, 12)
    add('id', 'telepon-ngaku-bca',
        f"Tadi ada yang telepon ngaku dari BCA, minta kode OTP {otp} dan PIN m-BCA saya {mp}, dua-duanya sudah saya kasih. "
        f"Terus saya disuruh transfer ke virtual account {va}. Saya harus gimana?",
        [otp, mp], [va], 'OTP and mobile banking PIN given to a caller; virtual account number is a look-alike')

    inv = 'INV/2026%02d%02d/MPL/%s' % (ri(1, 3), ri(1, 28), dg(10))
    resi = pick(['JP', 'CGK']) + dg(10)
    add('id', 'tokopedia-resi',
        f"Pesanan Tokopedia {inv} belum sampai juga, nomor resi JNE {resi}. Penjualnya bilang sudah dikirim. Bisa komplain ke mana?",
        [], [inv, resi], 'invoice/order number and tracking number')

    # ---- Tagalog
    otp = pin(6)
    ref = '%s %s %s' % (dg(4), rs(DIG, 3), rs(DIG, 6))
    mpin = pin(4)
    add('tl', 'gcash-hack',
        f"Parang na-hack yata GCash ko. May dumating na text na OTP {otp}, tapos may transaction na lumabas, Ref No. {ref}. Ang MPIN ko ay {mpin}, dapat ko na bang palitan?",
        [otp, mpin], [ref], 'OTP and MPIN; receipt Ref No. is a look-alike (settled)')

    sss = '%s-%s-%s' % (rs(DIG, 2), rs(DIG, 7), rs(DIG, 1))
    ph = '%s-%s-%s' % (rs(DIG, 2), rs(DIG, 9), rs(DIG, 1))
    add('tl', 'sss-loan',
        f"Mag-a-apply ako ng salary loan sa SSS, ₱20,000 sana. SSS number ko {sss}, PhilHealth {ph}. Ano pa ang kailangan kong ihanda?",
        [sss, ph], ['₱20,000'], 'SSS and PhilHealth numbers (no check digits computed); loan amount is a look-alike')

    ref = '%s %s %s' % (dg(4), rs(DIG, 3), rs(DIG, 6))
    lz = dg(15)
    add('tl', 'gcash-resibo',
        f"Nagbayad ako ng kuryente sa GCash, Ref No. {ref}, ₱2,318.50. Sabi ng Meralco hindi pa raw pumapasok. Yung order ko rin sa Lazada, {lz}, hindi pa dumarating. Ano gagawin ko?",
        [], [ref, '₱2,318.50', lz], 'payment receipt Ref No. (settled look-alike), amount, order number')

    # ---- Swahili
    mp = 'T' + pick('ABCDEFGHJKL') + str(ri(1, 9)) + rs(UP + DIG, 7)
    mpin = pin(4)
    add('sw', 'mpesa-kosa-namba',
        f"Nimetuma pesa kwa namba isiyo sahihi. Ujumbe unasema: {mp} Imethibitishwa. Ksh4,500.00 imetumwa kwa JOHN KAMAU 0712 000 4{ri(10, 99)}. "
        f"Je, nifanyeje? Mtu aliyejiita wa Safaricom ananiomba PIN yangu ya M-Pesa, {mpin}, nimpe?",
        [mp, mpin], ['Ksh4,500.00'], 'M-Pesa code (settled: secret) and M-Pesa PIN; amount is a look-alike')

    kid = dg(8)
    kra = 'A' + rs(DIG, 9) + pick(UP)
    pw = 'KEG' + rs(UP + DIG, 6)
    add('sw', 'ecitizen-kra',
        f"Najisajili kwenye eCitizen. Namba ya kitambulisho {kid}, KRA PIN {kra}. Inasema taarifa si sahihi, na ombi langu lina namba {pw}. Nifanye nini?",
        [kid, kra], [pw], 'national id and KRA PIN; application reference is a look-alike')

    pb = str(ri(200000, 899999))
    adm = 'ADM-%04d' % ri(1, 9999)
    jm = dg(9)
    add('sw', 'ada-ya-shule',
        f"Nataka kulipa ada ya shule kupitia Paybill {pb}, namba ya akaunti ni {adm}. Pia oda yangu ya Jumia {jm} haijafika. Nisaidie nianze na lipi.",
        [], [pb, adm, jm], 'school paybill, admission account, order number')


# ================================================================ validation and output
LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl',
         'sv', 'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw'}
BAD_CHARS = set('"\\\t\r\x85\u2028\u2029\ufeff')


def self_test():
    """known published values for the check-digit routines"""
    ok = True
    ok &= iban_ok('GB82WEST12345698765432') and iban_ok('DE89370400440532013000')
    ok &= iban_check('GB', 'WEST12345698765432') == '82'
    ok &= luhn_ok('4242424242424242') and luhn_ok('378282246310005') and luhn_digit('424242424242424') == '2'
    ok &= verhoeff_ok('2363') and verhoeff_digit('236') == '3'
    ok &= 'TRWAGMYFPDXBNJZSQVHLCKE'[12345678 % 23] == 'Z'
    return ok


def asc_alnum(ch):
    return ch.isascii() and ch.isalnum()


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate(cases):
    errs = []
    ids = set()
    idre = re.compile(r'^%s-\d{3}-[a-z0-9]+(-[a-z0-9]+)*$' % PREFIX)
    for c in cases:
        cid = c['id']
        if cid in ids:
            errs.append('duplicate id ' + cid)
        ids.add(cid)
        if not idre.match(cid):
            errs.append('bad id ' + cid)
        if c['lang'] not in LANGS:
            errs.append(cid + ': bad lang')
        t = c['text']
        for k in ('id', 'lang', 'text', 'note'):
            v = c[k]
            if not isinstance(v, str) or not v.strip():
                errs.append('%s: empty %s' % (cid, k))
        for v in [t, c['note'], c['id']] + c['secrets'] + c['lookalikes']:
            bad = [ch for ch in v if ch in BAD_CHARS or (ord(ch) < 32 and ch != '\n') or ord(ch) > 0xFFFF or 0xD800 <= ord(ch) <= 0xDFFF]
            if bad:
                errs.append('%s: YAML-hostile character %r' % (cid, bad[0]))
        if '\n' in c['note']:
            errs.append(cid + ': newline in note')
        msgs = t.split(MSG)
        if any(not m.strip() for m in msgs):
            errs.append(cid + ': empty message')
        allv = c['secrets'] + c['lookalikes']
        if len(set(c['secrets'])) != len(c['secrets']) or len(set(c['lookalikes'])) != len(c['lookalikes']):
            errs.append(cid + ': duplicate listed value')
        if set(c['secrets']) & set(c['lookalikes']):
            errs.append(cid + ': value in both lists')
        spans = {}
        for v in allv:
            if not v or v != v.strip():
                errs.append('%s: empty or padded value %r' % (cid, v))
                continue
            occ = occurrences(t, v)
            if not occ:
                errs.append('%s: value not in text: %r' % (cid, v))
            if len(v) <= 6 and len(occ) != 1:
                errs.append('%s: short value %r occurs %d times' % (cid, v, len(occ)))
            for a, b in occ:
                if asc_alnum(v[0]) and a > 0 and asc_alnum(t[a - 1]):
                    errs.append('%s: value %r glued to preceding character' % (cid, v))
                if asc_alnum(v[-1]) and b < len(t) and asc_alnum(t[b]):
                    errs.append('%s: value %r glued to following character' % (cid, v))
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                    errs.append('%s: number %r embedded in a longer number' % (cid, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                    errs.append('%s: number %r embedded in a longer number' % (cid, v))
            spans[v] = occ
        for s in c['secrets']:
            for l in c['lookalikes']:
                for a, b in spans.get(s, []):
                    for x, y in spans.get(l, []):
                        if a < y and x < b:
                            errs.append('%s: secret %r overlaps look-alike %r' % (cid, s, l))
    return errs


def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ['lookalikes: []', 'cases:']
    for c in cases:
        out.append('  - id: ' + q(c['id']))
        out.append('    lang: ' + q(c['lang']))
        out.append('    text: ' + q(c['text']))
        for k in ('secrets', 'lookalikes'):
            if c[k]:
                out.append('    %s:' % k)
                out += ['      - ' + q(v) for v in c[k]]
            else:
                out.append('    %s: []' % k)
        out.append('    note: ' + q(c['note']))
    return '\n'.join(out) + '\n'


def main():
    if len(sys.argv) != 2:
        print('usage: python3 make_%s.py %s.yaml' % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    if not self_test():
        print('check-digit self test failed', file=sys.stderr)
        sys.exit(1)
    english_positive()
    english_negative()
    east_asian()
    middle_east_south_asia()
    slavic()
    western_europe()
    nordic()
    central_south_europe()
    southeast_asia_africa()
    R.shuffle(CASES)
    cases = []
    for i, c in enumerate(CASES, 1):
        d = {'id': '%s-%03d-%s' % (PREFIX, i, c['slug'])}
        d.update({k: c[k] for k in ('lang', 'text', 'secrets', 'lookalikes', 'note')})
        cases.append(d)
    errs = validate(cases)
    if errs:
        for e in errs:
            print('ERROR', e, file=sys.stderr)
        sys.exit(1)
    y = to_yaml(cases)
    with open(sys.argv[1], 'w', encoding='utf-8') as f:
        f.write(y)
    npos = sum(1 for c in cases if c['secrets'])
    print('%d cases (%d positive, %d negative), %d secrets, %d look-alikes -> %s' % (
        len(cases), npos, len(cases) - npos, sum(len(c['secrets']) for c in cases),
        sum(len(c['lookalikes']) for c in cases), sys.argv[1]))


if __name__ == '__main__':
    main()
