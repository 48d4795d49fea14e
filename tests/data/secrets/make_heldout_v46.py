#!/usr/bin/env python3
"""Generator for the heldout_v46 secrets-filter evaluation set (blind).

Usage: python3 make_heldout_v46.py heldout_v46.yaml

Standard library only; every secret and most look-alikes are drawn from
random.Random(46).  Everything is validated before the file is written; on
any problem the script prints it and exits 1.
"""
import sys, json, random, re, base64, struct, unicodedata, datetime

NAME = 'heldout_v46'
SEED = 46
PREFIX = 'H46'
R = random.Random(SEED)

DIG = '0123456789'
UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
LO = 'abcdefghijklmnopqrstuvwxyz'
ALN = UP + LO + DIG
B32 = UP + '234567'
URLSAFE = ALN + '-_'


# ---------------------------------------------------------------- basics
def rs(n, alpha):
    return ''.join(R.choice(alpha) for _ in range(n))


def D(n):
    return rs(n, DIG)


def DN(n):
    return R.choice('123456789') + D(n - 1)


def HEX(n):
    return rs(n, '0123456789abcdef')


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def groups(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    assert i == len(s), (s, sizes)
    return sep.join(out)


def g4(s, sep=' '):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def uuid4(upper=False):
    u = HEX(8) + '-' + HEX(4) + '-4' + HEX(3) + '-' + pick('89ab') + HEX(3) + '-' + HEX(12)
    return u.upper() if upper else u


def rdate(y0, y1):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    dmax = 28 if m == 2 else 30 if m in (4, 6, 9, 11) else 31
    return y, m, R.randint(1, dmax)


FA_DIGITS = str.maketrans('0123456789', '۰۱۲۳۴۵۶۷۸۹')


# ---------------------------------------------------------------- check digits
def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_digit(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return c
    raise AssertionError


def luhn_num(prefix, length):
    body = prefix + D(length - len(prefix) - 1)
    return body + luhn_digit(body)


def mod97(s):
    return int(''.join(str(int(c, 36)) for c in s)) % 97


def iban(cc, bban):
    chk = 98 - mod97(bban + cc + '00')
    return '%s%02d%s' % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(' ', '')
    return mod97(s[4:] + s[:4]) == 1


VH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[(i + 1) % 8][int(ch)]]
    return str(VH_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VH_D[c][VH_P[i % 8][int(ch)]]
    return c == 0


def iso7064_11_10(digits):
    p = 10
    for ch in digits:
        s = (int(ch) + p) % 10
        if s == 0:
            s = 10
        p = (s * 2) % 11
    c = 11 - p
    return '0' if c == 10 else str(c)


def s10(prefix, country):
    body = D(8)
    s = sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7]))
    c = 11 - s % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return prefix + body + str(c) + country


def self_tests():
    assert luhn_ok('79927398713')
    assert iban_ok('GB82WEST12345698765432') and iban_ok('DE89370400440532013000')
    assert verhoeff_digit('236') == '3' and verhoeff_ok('2363')
    assert vin_check('1M8GDM9A_KP042788') == 'X'
    assert cf_check('RSSMRA85T10A562') == 'S'
    assert it_cin('05428', '11101', '000000123456') == 'X' and iban_ok('IT60X0542811101000000123456')
    assert cpf_digits('111444777') == '35'
    assert my_number_digit('12345678901') == '8'


# ---------------------------------------------------------------- national ids / accounts
CN_REGIONS = ['110105', '310115', '440305', '330106', '510107', '420106', '320102', '370202', '440106']


def cn_id():
    y, m, d = rdate(1968, 2002)
    body = pick(CN_REGIONS) + '%04d%02d%02d' % (y, m, d) + D(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * w[i] for i, c in enumerate(body))
    return body + '10X98765432'[s % 11]


USCC_A = '0123456789ABCDEFGHJKLMNPQRTUWXY'


def cn_uscc():
    oc = D(8)
    s = sum(int(c) * w for c, w in zip(oc, [3, 7, 9, 10, 5, 8, 4, 2]))
    c = 11 - s % 11
    oc += 'X' if c == 10 else '0' if c == 11 else str(c)
    body = '91' + pick(CN_REGIONS) + oc
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(USCC_A.index(ch) * w[i] for i, ch in enumerate(body))
    c = 31 - s % 31
    return body + USCC_A[0 if c == 31 else c]


def my_number_digit(b11):
    rev = b11[::-1]
    s = sum(int(rev[n - 1]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return '0' if r <= 1 else str(11 - r)


def jp_my_number():
    b = DN(11)
    return b + my_number_digit(b)


def jp_corp_number():
    b = DN(12)
    rev = b[::-1]
    s = sum(int(rev[n - 1]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - s % 9) + b


def kr_rrn():
    y, m, d = rdate(1965, 1999)
    g = pick('12')
    body = '%02d%02d%02d' % (y % 100, m, d) + g + D(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(c) * w[i] for i, c in enumerate(body))
    full = body + str((11 - s % 11) % 10)
    return full[:6] + '-' + full[6:]


def kr_brn():
    b = DN(3) + D(2) + D(4)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(c) * w[i] for i, c in enumerate(b))
    s += (int(b[8]) * 5) // 10
    full = b + str((10 - s % 10) % 10)
    return full[:3] + '-' + full[3:5] + '-' + full[5:]


def ir_national():
    while True:
        b = D(9)
        if len(set(b)) < 3:
            continue
        r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)


def aadhaar():
    b = pick('23456789') + D(10)
    return groups(b + verhoeff_digit(b), [4, 4, 4])


def pan(kind='P'):
    return rs(3, UP) + kind + pick(UP) + D(4) + pick(UP)


def gstin(state, pan_):
    body = state + pan_ + pick('123') + 'Z'
    A = DIG + UP
    s = 0
    for i, ch in enumerate(body):
        p = A.index(ch) * (1 if i % 2 == 0 else 2)
        s += p // 36 + p % 36
    return body + A[(36 - s % 36) % 36]


def ru_inn12():
    b = pick(['77', '50', '78', '66', '54']) + D(8)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n11 = sum(int(c) * w1[i] for i, c in enumerate(b)) % 11 % 10
    b += str(n11)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    n12 = sum(int(c) * w2[i] for i, c in enumerate(b)) % 11 % 10
    return b + str(n12)


def ru_inn10():
    b = pick(['77', '78', '50', '16']) + D(7)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return b + str(sum(int(c) * w[i] for i, c in enumerate(b)) % 11 % 10)


def ru_snils():
    while True:
        b = D(9)
        if b < '001001998':
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        if s < 100:
            k = s
        elif s in (100, 101):
            k = 0
        else:
            k = s % 101
            if k == 100:
                k = 0
        return '%s-%s-%s %02d' % (b[:3], b[3:6], b[6:], k)


def ru_ogrn():
    b = '1' + '%02d' % R.randint(2, 23) + '77' + D(8)
    return b + str(int(b) % 11 % 10)


def ua_rnokpp():
    y, m, d = rdate(1960, 2000)
    days = (datetime.date(y, m, d) - datetime.date(1899, 12, 31)).days
    b = '%05d' % days + D(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(c) * w[i] for i, c in enumerate(b)) % 11 % 10)


def pesel():
    y, m, d = rdate(1955, 2004)
    mm = m + (20 if y >= 2000 else 0)
    b = '%02d%02d%02d' % (y % 100, mm, d) + D(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * w[i] for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def pl_dowod():
    letters = rs(3, UP)
    digs = D(5)
    vals = [10 + UP.index(c) for c in letters] + [int(c) for c in digs]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    rest = sum(v * wi for v, wi in zip(vals, w))
    chk = (-rest * 9) % 10
    return letters + str(chk) + digs


def pl_nip():
    while True:
        b = DN(9)
        c = sum(int(ch) * w for ch, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c != 10:
            return b + str(c)


def pl_regon():
    b = DN(8)
    return b + str(sum(int(ch) * w for ch, w in zip(b, [8, 9, 2, 3, 4, 5, 6, 7])) % 11 % 10)


def cz_rc():
    while True:
        y, m, d = rdate(1955, 1999)
        mm = m + (50 if R.random() < 0.5 else 0)
        b = '%02d%02d%02d' % (y % 100, mm, d) + D(3)
        for c in DIG:
            if int(b + c) % 11 == 0:
                return b[:6] + '/' + b[6:] + c


def cz_account():
    while True:
        b = DN(9)
        w = [6, 3, 7, 9, 10, 5, 8, 4, 2]
        c = (-sum(int(ch) * wi for ch, wi in zip(b, w))) % 11
        if c != 10:
            return b + str(c)


def cz_ico():
    b = DN(7)
    s = sum(int(ch) * (8 - i) for i, ch in enumerate(b))
    return b + str((11 - s % 11) % 10)


def de_steuer_id():
    while True:
        ds = R.sample(DIG, 9)
        ds.append(R.choice(ds))
        R.shuffle(ds)
        if ds[0] == '0':
            continue
        b = ''.join(ds)
        return b + iso7064_11_10(b)


def de_kvnr():
    letter = pick(UP)
    b = D(8)
    seq = '%02d' % (UP.index(letter) + 1) + b
    s = 0
    for i, ch in enumerate(seq):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return letter + b + str(s % 10)


def de_ustid():
    b = DN(8)
    return 'DE' + b + iso7064_11_10(b)


def fr_nir():
    sex = pick('12')
    y, m, d = rdate(1960, 2000)
    dept = pick(['75', '69', '13', '33', '59', '44', '31', '67', '92', '93'])
    b = sex + '%02d%02d' % (y % 100, m) + dept + D(3) + D(3)
    key = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


FR_BANKS = [('30004', 'BNPAFRPPXXX'), ('30003', 'SOGEFRPPXXX'), ('20041', 'PSSTFRPPXXX'), ('30002', 'CRLYFRPPXXX'),
            ('10278', 'CMCIFR2AXXX')]


def fr_iban():
    bank, bic = pick(FR_BANKS)
    branch = D(5)
    acct = D(11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return iban('FR', bank + branch + acct + '%02d' % key), bic


def fr_siren():
    return luhn_num(pick('3456789'), 9)


def fr_siret(siren):
    b = siren + D(4)
    return b + luhn_digit(b)


def fr_tva(siren):
    return 'FR%02d%s' % ((12 + 3 * (int(siren) % 97)) % 97, siren)


def es_dni():
    n = DN(8)
    return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]


def es_dc(digs10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = 11 - sum(int(ch) * wi for ch, wi in zip(digs10, w)) % 11
    return '0' if c == 11 else '1' if c == 10 else str(c)


def es_iban():
    bank = pick(['2100', '0049', '0182', '0081', '2080'])
    branch = D(4)
    acct = D(10)
    dc = es_dc('00' + bank + branch) + es_dc(acct)
    return iban('ES', bank + branch + dc + acct)


def es_cif():
    b = pick(['28', '08', '46', '41', '29']) + D(5)
    a = sum(int(b[i]) for i in (1, 3, 5))
    o = 0
    for i in (0, 2, 4, 6):
        x = int(b[i]) * 2
        o += x // 10 + x % 10
    return 'B' + b + str((10 - (a + o) % 10) % 10)


CURP_A = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'


def mx_curp(sexo):
    y, m, d = rdate(1975, 1999)
    state = pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'GT'])
    body = (pick('GMRLHS') + pick('AEIOU') + pick('GMRLHSP') + pick('ALMJ') + '%02d%02d%02d' % (y % 100, m, d)
            + sexo + state + rs(3, 'BCDFGHJKLMNPRSTVZ') + '0')
    s = sum(CURP_A.index(ch) * (18 - i) for i, ch in enumerate(body))
    return body + str((10 - s % 10) % 10), body[:4], '%02d%02d%02d' % (y % 100, m, d)


def cpf_digits(b9):
    s = sum(int(c) * (10 - i) for i, c in enumerate(b9))
    d1 = (s * 10) % 11 % 10
    b10 = b9 + str(d1)
    s = sum(int(c) * (11 - i) for i, c in enumerate(b10))
    d2 = (s * 10) % 11 % 10
    return str(d1) + str(d2)


def br_cpf():
    b = D(9)
    f = b + cpf_digits(b)
    return '%s.%s.%s-%s' % (f[:3], f[3:6], f[6:9], f[9:])


def br_cnpj():
    b = D(8) + '0001'
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(int(c) * w for c, w in zip(b, w1)) % 11
    b += str(0 if r < 2 else 11 - r)
    w2 = [6] + w1
    r = sum(int(c) * w for c, w in zip(b, w2)) % 11
    b += str(0 if r < 2 else 11 - r)
    return '%s.%s.%s/%s-%s' % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])


def pt_nif(first):
    b = first + D(7)
    c = 11 - sum(int(ch) * (9 - i) for i, ch in enumerate(b)) % 11
    return b + str(0 if c >= 10 else c)


def pt_iban():
    bank = pick(['0035', '0033', '0007', '0010', '0036'])
    body = bank + D(4) + D(11)
    chk = 98 - int(body + '00') % 97
    i = iban('PT', body + '%02d' % chk)
    assert i[2:4] == '50', i
    return i


CF_ODD = dict(zip(DIG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] +
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(ch):
    return int(ch) if ch.isdigit() else UP.index(ch)


def cf_check(s15):
    s = sum(CF_ODD[ch] if i % 2 == 0 else cf_even(ch) for i, ch in enumerate(s15))
    return UP[s % 26]


def it_cin(abi, cab, acct):
    return cf_check(abi + cab + acct)


def _cf_part(name, is_name):
    name = name.upper()
    cons = [c for c in name if c in 'BCDFGHJKLMNPQRSTVWXYZ']
    vows = [c for c in name if c in 'AEIOU']
    if is_name and len(cons) >= 4:
        return cons[0] + cons[2] + cons[3]
    return (''.join(cons + vows) + 'XXX')[:3]


def it_cf(surname, first, female):
    y, m, d = rdate(1958, 1999)
    comune = pick(['H501', 'F205', 'F839', 'L219', 'G273', 'A944', 'D612', 'L736'])
    s15 = (_cf_part(surname, False) + _cf_part(first, True) + '%02d' % (y % 100) + 'ABCDEHLMPRST'[m - 1]
           + '%02d' % (d + (40 if female else 0)) + comune)
    return s15 + cf_check(s15)


def it_iban():
    abi = pick(['03069', '02008', '05034', '03062', '01030'])
    cab = D(5)
    acct = '0000' + D(8)
    return iban('IT', it_cin(abi, cab, acct) + abi + cab + acct)


def it_piva():
    b = D(7) + pick(['001', '015', '058', '063', '097', '120'])
    return b + luhn_digit(b)


def nl_bsn():
    while True:
        b = DN(8)
        c = sum(int(ch) * (9 - i) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def nl_iban(bank=None):
    bank = bank or pick(['ABNA', 'RABO', 'SNSB', 'INGB', 'TRIO'])
    while True:
        b = DN(9)
        c = (-sum(int(ch) * (10 - i) for i, ch in enumerate(b))) % 11
        if c != 10:
            return iban('NL', bank + b + str(c))


def se_pnr():
    y, m, d = rdate(1955, 2000)
    b = '%02d%02d%02d' % (y % 100, m, d) + D(3)
    return b[:6] + '-' + b[6:] + luhn_digit(b)


def dk_cvr():
    while True:
        b = DN(7)
        c = (-sum(int(ch) * w for ch, w in zip(b, [2, 7, 6, 5, 4, 3, 2]))) % 11
        if c != 10:
            return b + str(c)


def no_mod11(b, w):
    c = 11 - sum(int(ch) * wi for ch, wi in zip(b, w)) % 11
    if c == 11:
        return '0'
    if c == 10:
        return None
    return str(c)


def no_fnr():
    while True:
        y, m, d = rdate(1955, 1999)
        b = '%02d%02d%02d' % (d, m, y % 100) + '%03d' % R.randint(0, 499)
        k1 = no_mod11(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])
        if k1 is None:
            continue
        k2 = no_mod11(b + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if k2 is None:
            continue
        return b + k1 + k2


def no_account():
    while True:
        b = DN(10)
        c = no_mod11(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            f = b + c
            return '%s.%s.%s' % (f[:4], f[4:6], f[6:])


def no_orgnr():
    while True:
        b = pick('89') + D(7)
        c = no_mod11(b, [3, 2, 7, 6, 5, 4, 3, 2])
        if c is not None:
            f = b + c
            return '%s %s %s' % (f[:3], f[3:6], f[6:])


def fi_hetu():
    y, m, d = rdate(1955, 2004)
    sep = 'A' if y >= 2000 else '-'
    z = '%03d' % R.randint(2, 899)
    n = int('%02d%02d%02d' % (d, m, y % 100) + z)
    return '%02d%02d%02d%s%s%s' % (d, m, y % 100, sep, z, '0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31])


def fi_iban():
    b = pick(['1', '2', '5', '8']) + D(12)
    return iban('FI', b + luhn_digit(b))


def fi_ytunnus():
    while True:
        b = D(7)
        r = sum(int(ch) * w for ch, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r != 1:
            return b + '-' + str(0 if r == 0 else 11 - r)


def fi_viite():
    b = DN(R.randint(8, 12))
    w = [7, 3, 1]
    s = sum(int(ch) * w[i % 3] for i, ch in enumerate(reversed(b)))
    f = b + str((10 - s % 10) % 10)
    parts = []
    while f:
        parts.insert(0, f[-5:])
        f = f[:-5]
    return ' '.join(parts)


def hu_adoaz():
    while True:
        y, m, d = rdate(1955, 2000)
        days = (datetime.date(y, m, d) - datetime.date(1867, 1, 1)).days
        b = '8' + '%05d' % days + D(3)
        c = sum(int(ch) * (i + 1) for i, ch in enumerate(b)) % 11
        if c != 10:
            return b + str(c)


def hu_taj():
    b = DN(8)
    c = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(b)) % 10
    f = b + str(c)
    return '%s %s %s' % (f[:3], f[3:6], f[6:])


def hu_account():
    g1 = pick(['117', '109', '120', '104', '116']) + D(4)
    c1 = (10 - sum(int(ch) * w for ch, w in zip(g1, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    g23 = D(15)
    w = [9, 7, 3, 1] * 4
    c2 = (10 - sum(int(ch) * wi for ch, wi in zip(g23, w)) % 10) % 10
    f = g1 + str(c1) + g23 + str(c2)
    return '%s-%s-%s' % (f[:8], f[8:16], f[16:])


def hu_adoszam():
    b = DN(7)
    c = (10 - sum(int(ch) * w for ch, w in zip(b, [9, 7, 3, 1, 9, 7, 3])) % 10) % 10
    return '%s%d-%s-%02d' % (b, c, pick('2345'), R.randint(2, 44))


def ro_cnp():
    y, m, d = rdate(1960, 2004)
    s = pick('12') if y < 2000 else pick('56')
    b = s + '%02d%02d%02d' % (y % 100, m, d) + '%02d' % R.randint(1, 46) + D(3)
    c = sum(int(ch) * int(w) for ch, w in zip(b, '279146358279')) % 11
    return b + ('1' if c == 10 else str(c))


def ro_cui():
    b = DN(R.randint(6, 8))
    w = '753217532'[-len(b):]
    c = (sum(int(ch) * int(wi) for ch, wi in zip(b, w)) * 10) % 11
    return b + ('0' if c == 10 else str(c))


def gr_afm(first='1'):
    b = first + D(7)
    s = sum(int(ch) * 2 ** (8 - i) for i, ch in enumerate(b))
    return b + str(s % 11 % 10)


def gr_amka():
    y, m, d = rdate(1955, 2000)
    b = '%02d%02d%02d' % (d, m, y % 100) + D(4)
    return b + luhn_digit(b)


def rf_ref():
    body = DN(R.randint(15, 19))
    chk = 98 - mod97(body + 'RF00')
    return g4('RF%02d%s' % (chk, body))


def tr_tc():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def th_id(first=None):
    b = (first or pick('1234578')) + D(11)
    s = sum(int(ch) * (13 - i) for i, ch in enumerate(b))
    f = b + str((11 - s % 11) % 10)
    return f


def th_fmt(f):
    return '%s-%s-%s-%s-%s' % (f[0], f[1:5], f[5:10], f[10:12], f[12])


def il_tz():
    b = D(8)
    return b + luhn_digit(b)


def sa_nid():
    b = '1' + D(8)
    return b + luhn_digit(b)


def aba():
    b = pick(['02', '03', '05', '06', '07', '11', '12', '21', '22', '26', '31', '32']) + D(6)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    s = sum(int(c) * wi for c, wi in zip(b, w))
    return b + str((10 - s % 10) % 10)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return '%03d-%02d-%04d' % (a, R.randint(1, 99), R.randint(1, 9999))


def us_ein():
    return pick(['20', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88']) + '-' + D(7)


def ca_sin():
    b = luhn_num(pick('1234567'), 9)
    return '%s %s %s' % (b[:3], b[3:6], b[6:])


def au_tfn():
    while True:
        b = DN(8)
        s = sum(int(c) * w for c, w in zip(b, [1, 4, 3, 7, 5, 8, 6, 9]))
        c = (-s * 10) % 11
        if c != 10:
            f = b + str(c)
            assert sum(int(ch) * w for ch, w in zip(f, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0
            return '%s %s %s' % (f[:3], f[3:6], f[6:])


def uk_nino():
    while True:
        a = pick('ABCEGHJKLMNOPRSTWXYZ')
        b = pick('ABCEGHJKLMNPRSTWXYZ')
        if a + b in ('BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'):
            continue
        d = D(6)
        return '%s%s %s %s %s %s' % (a, b, d[:2], d[2:4], d[4:], pick('ABCD'))


VIN_T = dict(zip('ABCDEFGHJKLMNPRSTUVWXYZ', [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(v):
    s = sum((int(c) if c.isdigit() else VIN_T.get(c, 0)) * w for c, w in zip(v, VIN_W))
    return 'X' if s % 11 == 10 else str(s % 11)


def vin():
    al = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
    v = '1FTFW1E' + rs(1, 'ABCDEFGH') + '_' + pick('NPR') + pick('FKC') + rs(1, 'ABCDE') + D(5)
    return v.replace('_', vin_check(v))


def wps_pin():
    b = D(7)
    acc = 3 * (int(b[0]) + int(b[2]) + int(b[4]) + int(b[6])) + int(b[1]) + int(b[3]) + int(b[5])
    return b + str((10 - acc % 10) % 10)


# ---------------------------------------------------------------- tokens / keys
def aws_key_id():
    return 'AKIA' + rs(16, B32)


def aws_secret():
    return rs(40, ALN + '+/')


def jwt(payload, alg='HS256'):
    h = b64u(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return h + '.' + p + '.' + b64u(rbytes(256 if alg == 'RS256' else 32))


def sshstr(b):
    return struct.pack('>I', len(b)) + b


def openssh_ed25519(comment):
    pk = rbytes(32)
    seed = rbytes(32)
    pub = sshstr(b'ssh-ed25519') + sshstr(pk)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b'ssh-ed25519') + sshstr(pk) + sshstr(seed + pk) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b'openssh-key-v1\x00' + sshstr(b'none') + sshstr(b'none') + sshstr(b'') + struct.pack('>I', 1)
            + sshstr(pub) + sshstr(priv))
    s = b64(blob)
    lines = [s[i:i + 70] for i in range(0, len(s), 70)]
    key = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'
    return key, 'ssh-ed25519 ' + b64(pub) + ' ' + comment


def rsa_pkcs8_json_escaped():
    body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + b64(rbytes(1179))[:1574]
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n-----END PRIVATE KEY-----'


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
         'category cattle caught cause caution cave ceiling celery cement census century cereal certain '
         'chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest '
         'chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen '
         'city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip '
         'clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil '
         'coin collect color column combine come comfort comic common company concert conduct confirm '
         'congress connect consider control convince cook cool copper copy coral core corn correct cost '
         'cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater '
         'crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial '
         'cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain '
         'curve cushion custom cute cycle').split()


def human_pw(words):
    w = pick(words)
    st = R.randrange(5)
    if st == 0:
        return w[:1].upper() + w[1:] + str(R.randint(1962, 2011)) + pick('!$#*')
    if st == 1:
        return w + pick('.-_@') + D(4)
    if st == 2:
        return w[:1].upper() + w[1:] + pick('!?') + D(2) + pick(['', '!', '#'])
    if st == 3:
        lw = w.replace('a', '@').replace('o', '0').replace('e', '3').replace('i', '1')
        return lw[:1].upper() + lw[1:] + D(2) + pick('!$')
    return w[:1].upper() + w[1:] + pick('&+') + pick(words).capitalize() + D(1)


def strong_pw(n=16, sym='!@#$%^&*-_=+?.'):
    while True:
        p = rs(n, ALN + sym)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DIG for c in p)
                and any(c in sym for c in p)):
            return p


def pin(n):
    while True:
        p = D(n)
        if len(set(p)) >= 3 and p not in '0123456789' and p not in '9876543210':
            return p


def card(kind):
    if kind == 'visa':
        n = luhn_num('4' + pick(['147', '539', '716', '024', '263', '916']), 16)
    elif kind == 'mc':
        n = luhn_num(pick(['51', '52', '53', '54', '55', '2221', '2720']), 16)
    elif kind == 'amex':
        n = luhn_num(pick(['34', '37']), 15)
        return n
    elif kind == 'unionpay':
        n = luhn_num('62' + pick(['2588', '1483', '1700', '2848']), 16)
    else:
        raise ValueError(kind)
    return n


def card_fmt(n, sep=' '):
    if len(n) == 15:
        return groups(n, [4, 6, 5], sep)
    return g4(n, sep)


def expiry():
    return '%02d/%02d' % (R.randint(1, 12), R.randint(26, 31))


EN_W = ['sunflower', 'marigold', 'tigger', 'pumpkin', 'bella', 'chelsea', 'falcon', 'maverick', 'buster',
        'riverside', 'harley', 'snowball', 'cooper', 'peaches', 'bandit', 'dragonfly', 'luna', 'mustang',
        'biscuit', 'jasmine', 'oakland', 'raptors', 'gizmo', 'willow', 'pepper', 'shadow', 'ginger', 'yankees']
SIMPLE_W = ['maple', 'otter', 'cactus', 'lantern', 'pebble', 'violet', 'harbor', 'copper', 'meadow', 'falcon',
            'walnut', 'ember', 'saffron', 'tundra', 'juniper', 'marble', 'quartz', 'canyon', 'pickle', 'orbit']


# ---------------------------------------------------------------- cases
CASES = []


def case(fn):
    CASES.append(fn)
    return fn


def C(lang, slug, text, secrets, lookalikes, note):
    return {'lang': lang, 'slug': slug, 'text': text, 'secrets': list(secrets), 'lookalikes': list(lookalikes),
            'note': note}


def us_phone():
    return '(%s) %s-%s' % (pick(['213', '312', '415', '512', '617', '646', '702', '818', '904']), DN(3), D(4))


# ================================================================ English, positive
@case
def en_wifi_fridge():
    ssid = pick(['Casa_Rivera', 'TheOakNest', 'Miller-Home', 'NETGEAR47', 'Hendersons 5G'])
    pw = human_pw(EN_W)
    serial = D(4) + pick(UP) + D(8)
    t = ("Can you make me a simple card to stick on my parents' fridge? Their new Wi-Fi network is \"%s\" and the "
         "password is %s. The router is a TP-Link Archer AX55, serial number %s, in case they ever have to call "
         "support. Big letters please, my dad's eyesight isn't great." % (ssid, pw, serial))
    return C('en', 'wifi-fridge-card', t, [pw], [serial], 'home Wi-Fi password; router serial is a look-alike')


@case
def en_aws_env():
    kid, sec = aws_key_id(), aws_secret()
    reqid = HEX(16).upper()
    t = ("My boto3 upload script keeps failing. Here's my .env:\n\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\n"
         "AWS_DEFAULT_REGION=eu-west-2\nS3_BUCKET=acme-invoices-prod\n\nand the error is: An error occurred "
         "(SignatureDoesNotMatch) when calling the PutObject operation, RequestId: %s. What am I doing wrong?"
         % (kid, sec, reqid))
    return C('en', 'aws-env-boto3', t, [kid, sec], [reqid], 'AWS key pair in .env; S3 request id is a look-alike')


@case
def en_github_pat_revoked():
    tok = 'ghp_' + rs(36, ALN)
    sha = HEX(40)
    t = ("Ugh. I pushed config.js with my personal access token in it (%s) to a public repo. I already revoked it on "
         "GitHub, but it's still in the history in commit %s. What's the cleanest way to purge it, git filter-repo "
         "or BFG?" % (tok, sha))
    return C('en', 'github-pat-revoked', t, [tok], [sha], 'revoked GitHub token still counts as a secret; commit sha look-alike')


@case
def en_stripe_live():
    sk = 'sk_live_51' + rs(96, ALN)
    pi = 'pi_3' + rs(23, ALN)
    t = ("Our checkout works in test mode with 4242 4242 4242 4242 but after switching to live keys every payment "
         "fails. This is what's in settings.py:\n\nSTRIPE_SECRET_KEY = \"%s\"\n\nThe failing PaymentIntent is %s. "
         "Any idea what changes between test and live?" % (sk, pi))
    return C('en', 'stripe-live-key', t, [sk], ['4242 4242 4242 4242', pi],
             'live Stripe secret key; Stripe test card and PaymentIntent id are look-alikes')


@case
def en_card_declined():
    n = card_fmt(card(pick(['visa', 'mc'])))
    exp, cvc = expiry(), D(3)
    order = DN(9)
    t = ("My card keeps getting declined on this airline's site and I have no idea why. Card number %s, expires %s, "
         "CVC %s. The site shows booking attempt #%s. Could my bank be blocking foreign merchants?" % (n, exp, cvc, order))
    return C('en', 'card-declined-airline', t, [n, cvc], [order], 'card number and CVC (expiry left neutral); booking attempt number look-alike')


@case
def en_ssh_private_key():
    user = pick(['dana', 'mkhan', 'jlopez', 'tom'])
    key, pub = openssh_ed25519('%s@%s' % (user, pick(['thinkpad', 'mbp-2021', 'devbox'])))
    t = ("Why does ssh say 'Load key \"/home/%s/.ssh/id_ed25519\": invalid format'? This is the file:\n\n%s\n\n"
         "and this is the line I added to authorized_keys on the server:\n%s" % (user, key, pub))
    return C('en', 'ssh-ed25519-private-key', t, [key], [pub], 'OpenSSH private key block; the public key line is a look-alike')


@case
def en_metamask_seed():
    words = ' '.join(R.sample(BIP39, 12))
    addr = '0x' + HEX(40)
    t = ("I'm moving MetaMask to a new phone. My recovery phrase is: %s\nMy wallet address is %s. If I type the "
         "phrase on the new phone, will my tokens and NFTs show up automatically or do I have to import them?"
         % (words, addr))
    return C('en', 'metamask-seed-phrase', t, [words], [addr], '12-word recovery phrase; public wallet address look-alike')


@case
def en_direct_deposit():
    routing = aba()
    acct = DN(pick([10, 12]))
    t = ("Filling out the direct deposit form for my new job at the hospital. My credit union's routing number is %s "
         "and my checking account number is %s. Do I need to attach a voided check too, or is the form enough?"
         % (routing, acct))
    return C('en', 'direct-deposit-us', t, [acct], [routing], 'own checking account; ABA routing number (check digit computed) is public')


@case
def en_uk_landlord():
    sort = '%s-%s-%s' % (pick(['20', '40', '30', '60', '77', '09']), D(2), D(2))
    acct, ni = D(8), uk_nino()
    t = ("My new landlord needs my details for the rent standing order and the referencing check. Sort code %s, "
         "account number %s, and my National Insurance number is %s. Can you write a short, polite email sending "
         "these?" % (sort, acct, ni))
    return C('en', 'uk-landlord-bank-ni', t, [acct, ni], [sort], 'UK account and NI number; sort code is public')


@case
def en_ssn_w4():
    ssn, ein = us_ssn(), us_ein()
    t = ("I'm doing the W-4 and I-9 for a new job. My SSN is %s. The employer's EIN on the offer letter is %s. Which "
         "boxes on the W-4 do I actually have to fill in if I'm single with no dependents?" % (ssn, ein))
    return C('en', 'ssn-w4', t, [ssn], [ein], 'SSN; employer EIN is a company identifier')


@case
def en_bank_otp_caller():
    otp = pin(6)
    phone = us_phone()
    t = ("Got this text a minute ago:\n\n\"Chase: Your one-time code is %s. Don't share it. We'll never call you to "
         "ask for it.\"\n\nAnd right now a guy is calling from %s saying he's from Chase fraud and needs the code to "
         "cancel a $1,240 transfer. Should I read it to him?" % (otp, phone))
    return C('en', 'bank-otp-scam-call', t, [otp], [phone], 'bank OTP from SMS; caller phone number look-alike')


@case
def en_github_recovery_codes():
    codes = [HEX(5) + '-' + HEX(5) for _ in range(3)]
    t = ("Saving these here so I don't lose them, my GitHub recovery codes:\n\n%s\n\nThe other seven are in my "
         "desk drawer. Is that a reasonable way to split them?" % '\n'.join(codes))
    return C('en', 'github-recovery-codes', t, codes, [], 'three 2FA recovery codes')


@case
def en_otpauth_uri():
    seed = rs(32, B32)
    email = pick(['r.okafor', 'lindsay.p', 'k.nguyen88']) + '@' + pick(['gmail.com', 'outlook.com', 'icloud.com'])
    uri = 'otpauth://totp/Fidelity:%s?secret=%s&issuer=Fidelity&algorithm=SHA1&digits=6&period=30' % (email, seed)
    t = ("My QR scanner decoded the 2FA QR code from my brokerage into this:\n%s\nCan I paste the whole thing into "
         "Bitwarden's authenticator key field, or only part of it?" % uri)
    return C('en', 'otpauth-uri-totp-seed', t, [seed], [], 'TOTP seed inside an otpauth URI')


@case
def en_postgres_url():
    user = pick(['app_rw', 'svc_orders', 'django', 'webapp'])
    pw = strong_pw(18, sym='#%!*^')
    host = 'orders-prod.%s.eu-central-1.rds.amazonaws.com' % rs(12, LO + DIG)
    t = ("SQLAlchemy can't parse my DATABASE_URL:\n\nDATABASE_URL=postgresql://%s:%s@%s:5432/orders\n\nI get "
         "'Could not parse SQLAlchemy URL from string'. Is it the special characters in the password?"
         % (user, pw, host))
    return C('en', 'postgres-database-url', t, [user + ':' + pw], [host], 'credentials of a connection string; RDS host is a look-alike')


@case
def en_mongodb_srv():
    user = pick(['admin', 'leo', 'shopuser', 'atlasAdmin'])
    pw = rs(16, ALN)
    cluster = 'cluster0.%s.mongodb.net' % rs(5, LO + DIG)
    t = ("const uri = \"mongodb+srv://%s:%s@%s/?retryWrites=true&w=majority\";\n\nMongoose times out after 30 "
         "seconds with this. I already allowed 0.0.0.0/0 in Atlas network access. What else can it be?"
         % (user, pw, cluster))
    return C('en', 'mongodb-srv-uri', t, [user + ':' + pw], [cluster], 'user:password of a MongoDB URI; cluster host look-alike')


@case
def en_redis_url():
    pw = rs(32, ALN)
    host = 'redis-%s.c%s.us-east-1-2.ec2.redns.redis-cloud.com' % (DN(5), D(3))
    t = ("Celery worker log: 'Error 111 connecting'. My broker setting is\n\nCELERY_BROKER_URL = "
         "\"redis://default:%s@%s:%s/0\"\n\nDo I need rediss:// for Redis Cloud?" % (pw, host, DN(5)))
    return C('en', 'redis-broker-url', t, ['default:' + pw], [host], 'Redis URL credentials; host look-alike')


@case
def en_spring_properties():
    pw = human_pw(EN_W)
    cs1, cs2 = '-' + DN(10), DN(10)
    t = ("Spring Boot won't start after a Flyway migration. application.properties:\n\n"
         "spring.datasource.url=jdbc:mysql://localhost:3306/inventory\nspring.datasource.username=inventory_app\n"
         "spring.datasource.password=%s\nspring.flyway.baseline-on-migrate=true\n\nLog: 'Migration checksum mismatch "
         "for migration version 3 -> Applied to database : %s -> Resolved locally : %s'. How do I fix it without "
         "wiping the database?" % (pw, cs1, cs2))
    return C('en', 'spring-datasource-password', t, [pw], [cs1, cs2], 'DB password in properties; Flyway checksums are look-alikes')


@case
def en_openai_key():
    key = 'sk-proj-' + rs(74, URLSAFE) + 'T3BlbkFJ' + rs(74, URLSAFE)
    req = 'req_' + HEX(32)
    t = ("Getting 429 'You exceeded your current quota' even though I added credits an hour ago:\n\n```python\n"
         "from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\n```\n\nThe error has request id %s. Do new "
         "credits take time to apply?" % (key, req))
    return C('en', 'openai-key-in-code', t, [key], [req], 'OpenAI project key; request id look-alike')


@case
def en_anthropic_curl():
    key = 'sk-ant-api03-' + rs(93, URLSAFE) + 'AA'
    msg = 'msg_01' + rs(22, ALN)
    t = ("This curl works on my laptop but not in GitHub Actions:\n\ncurl https://api.anthropic.com/v1/messages \\\n"
         "  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: "
         "application/json\" -d @body.json\n\nLocally I get back %s, in CI it's a 401. Should the key go into "
         "repository secrets instead of the workflow file?" % (key, msg))
    return C('en', 'anthropic-key-curl', t, [key], [msg], 'Anthropic API key in curl; message id look-alike')


@case
def en_slack_yaml():
    tok = 'xoxb-%s-%s-%s' % (DN(12), DN(13), rs(24, ALN))
    sig = HEX(32)
    chan = 'C0' + rs(9, UP + DIG)
    t = ("My Bolt app answers with 'invalid_auth'. config.yaml:\n\nslack:\n  bot_token: %s\n  signing_secret: %s\n"
         "  default_channel: %s\n\nThe bot is invited to the channel. Ideas?" % (tok, sig, chan))
    return C('en', 'slack-bot-yaml', t, [tok, sig], [chan], 'Slack bot token and signing secret; channel id look-alike')


@case
def en_google_maps_key():
    key = 'AIza' + rs(35, URLSAFE)
    place = 'ChIJ' + rs(23, URLSAFE)
    t = ("The map on our bakery's website shows 'For development purposes only'. Snippet:\n\n<script src=\"https://"
         "maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>\n\nand the marker uses placeId: "
         "'%s'. Is this a billing thing?" % (key, place))
    return C('en', 'google-maps-key-html', t, [key], [place], 'Google API key; Place ID look-alike')


@case
def en_twilio():
    sid, token, msid = 'AC' + HEX(32), HEX(32), 'SM' + HEX(32)
    t = ("Twilio keeps returning error 20003 Authenticate. I'm using account SID %s and auth token %s in the basic "
         "auth header. Weird thing is yesterday message %s went out fine. Did they rotate something?" % (sid, token, msid))
    return C('en', 'twilio-auth-token', t, [token], [msid], 'Twilio auth token; message SID look-alike (account SID left neutral)')


@case
def en_sendgrid_compose():
    key = 'SG.' + rs(22, URLSAFE) + '.' + rs(43, URLSAFE)
    digest = 'sha256:' + HEX(64)
    t = ("docker-compose.yml of our newsletter worker:\n\nservices:\n  mailer:\n    image: ghcr.io/pinecrest/mailer@%s\n"
         "    environment:\n      SENDGRID_API_KEY: %s\n      FROM_EMAIL: news@pinecrest-school.org\n\nEmails stopped "
         "going out yesterday. Where do I look first?" % (digest, key))
    return C('en', 'sendgrid-compose', t, [key], [digest], 'SendGrid key in compose file; image digest look-alike')


@case
def en_jwt_bearer():
    now = R.randint(1735000000, 1760000000)
    tok = jwt({'sub': 'usr_' + rs(10, LO + DIG), 'email': 'p.moreau@' + pick(['northwind.io', 'bluefin.app']),
               'role': 'analyst', 'iat': now, 'exp': now + 3600}, 'RS256')
    rid = uuid4()
    t = ("Copied this from the Network tab, the request to /api/v2/reports returns 403:\n\nAuthorization: Bearer %s\n"
         "x-request-id: %s\n\nCan you decode the token and tell me if the role claim is the problem?" % (tok, rid))
    return C('en', 'jwt-bearer-devtools', t, [tok], [rid], 'live bearer JWT; request id UUID look-alike')


@case
def en_session_cookie():
    sid = rs(32, LO + DIG)
    csrf = rs(64, ALN)
    ga = 'GA1.1.%s.%s' % (DN(9), DN(10))
    t = ("Trying to scrape my own order history with requests. I copied the cookie header from Chrome:\n\nCookie: "
         "_ga=%s; csrftoken=%s; sessionid=%s\n\nbut the script gets redirected to /login. What am I missing?"
         % (ga, csrf, sid))
    return C('en', 'django-session-cookie', t, [sid], [ga], 'session cookie; analytics cookie look-alike (csrftoken neutral)')


@case
def en_airbnb_codes():
    door, box = pin(4), pin(4)
    conf = 'HM' + rs(8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')
    t = ("Write a friendly check-in message for my Airbnb guests (reservation %s). The building's front door code is "
         "%s, then take the elevator to the 5th floor. The lockbox is on the railing next to our door, code %s. "
         "Wi-Fi details are on the fridge, checkout is at 11am." % (conf, door, box))
    return C('en', 'airbnb-door-lockbox', t, [door, box], [conf], 'door and lockbox codes; reservation code look-alike')


@case
def en_alarm_safe():
    alarm = pin(4)
    safe = '%d-%d-%d' % (R.randint(1, 39), R.randint(1, 39), R.randint(1, 39))
    word = pick(['blueberry', 'lighthouse', 'tangerine', 'Winnipeg'])
    phone = '1-800-%s-%s' % (DN(3), D(4))
    t = ("We're away for two weeks and my sister is house-sitting. Can you turn this into a clear checklist for her? "
         "Alarm code is %s, she has 30 seconds after opening the back door. The small safe in the office closet opens "
         "with %s (turn right first). If the alarm goes off, the monitoring company calls from %s and asks for the "
         "verbal password, which is \"%s\"." % (alarm, safe, phone, word))
    return C('en', 'alarm-safe-house-sitter', t, [alarm, safe, word], [phone], 'alarm code, safe combination, alarm verbal password; company phone look-alike')


NUMW = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']


@case
def en_gate_spelled():
    code = pin(4)
    spelled = ' '.join(NUMW[int(c)] for c in code) + ' pound'
    t = ("I'm texting my grandpa the code for the community gate spelled out, because he mixes up digits on the "
         "phone screen: \"%s\". Can you make the message a bit warmer and tell him to pull up close to the keypad?"
         % spelled)
    return C('en', 'gate-code-spelled', t, [spelled], [], 'gate code spelled out in words')


@case
def en_security_questions():
    maiden = pick(['Kowalczyk', 'Abernathy', 'Delacroix', 'Okonkwo', 'Lindqvist'])
    pet = pick(['Biscuit', 'Mr. Whiskers', 'Pepperoni', 'Captain Fluff'])
    street = pick(['Larchmont Avenue', 'Sycamore Lane', 'Old Mill Road', 'Willowbrook Drive'])
    t = ("For my new online banking I picked these security questions, are they too guessable?\n\n- Mother's maiden "
         "name: %s\n- Name of your first pet: %s\n- Street you grew up on: %s" % (maiden, pet, street))
    return C('en', 'security-question-answers', t, [maiden, pet, street], [], 'answers to security questions')


@case
def en_passport_renewal():
    pp = pick('ABCEFGHJKLMN') + D(8)
    track = '94001' + D(17)
    trk = groups(track, [4, 4, 4, 4, 4, 2])
    t = ("I mailed my passport renewal (DS-82) five weeks ago. My old passport number is %s. USPS tracking %s shows "
         "it was delivered in Philadelphia. How long until the status shows up online?" % (pp, trk))
    return C('en', 'passport-renewal', t, [pp], [trk], 'passport number; USPS tracking number look-alike')


@case
def en_dmv_license():
    dl = pick(UP) + D(7)
    conf = DN(9)
    t = ("I need to reschedule my DMV appointment for the REAL ID. Confirmation number %s. The online form also wants "
         "my current California driver license number, which is %s. Can you draft the note for the comments box?"
         % (conf, dl))
    return C('en', 'dmv-driver-license', t, [dl], [conf], 'driver licence number; appointment confirmation look-alike')


@case
def en_health_insurance():
    member = pick(['XGH', 'WMA', 'ZBP', 'JQU']) + DN(9)
    group = D(7)
    rxbin = pick(['610014', '003858', '004336', '610502'])
    t = ("The pharmacy says my insurance isn't active. From my card: Member ID %s, Group %s, RxBIN %s, RxPCN ADV. "
         "The plan changed on January 1st. What should I ask the pharmacist to re-run it with?" % (member, group, rxbin))
    return C('en', 'health-insurance-member-id', t, [member], [group, rxbin], 'health insurance member id; group number and RxBIN are plan/processor identifiers')


@case
def en_it_temp_password():
    pw = strong_pw(12)
    ticket = 'INC' + D(7)
    t = ("Can you explain this email from our IT helpdesk? I don't know what 'SSPR' means.\n\n> Hello Maria,\n> Your "
         "account has been reset as requested in ticket %s.\n> Temporary password: %s\n> You will be asked to change "
         "it at first sign-in. Please enrol in SSPR afterwards.\n> IT Service Desk" % (ticket, pw))
    return C('en', 'it-temporary-password-email', t, [pw], [ticket], 'temporary password in a pasted e-mail; ticket number look-alike')


@case
def en_netflix_correction():
    base = pick(EN_W)
    d2 = D(2)
    pw1 = base + d2
    pw2 = base.capitalize() + d2 + pick('!$')
    t = ("Can you remember my Netflix login for me? The email is the usual one and the password is %s\n---\n"
         "wait no, I changed it after that breach email, it's %s now" % (pw1, pw2))
    return C('en', 'netflix-password-correction', t, [pw1, pw2], [], 'password then a corrected password in a second message')


@case
def en_wifi_qr():
    ssid = pick(['Brightside Guest', 'Dental-Guest', 'StudioNine_Guest'])
    pw = passphrase = '%s%s%s' % (pick(SIMPLE_W).capitalize(), pick(SIMPLE_W).capitalize(), D(3))
    t = ("I want to print a QR code for the guest Wi-Fi at our office. Is this the right string format?\n\n"
         "WIFI:T:WPA;S:%s;P:%s;H:false;;" % (ssid, pw))
    return C('en', 'wifi-qr-string', t, [pw], [], 'Wi-Fi password inside a WIFI: QR payload')


@case
def en_bitlocker():
    key = '-'.join('%06d' % (11 * R.randint(0, 65535)) for _ in range(8))
    kid = uuid4(upper=True)
    t = ("My laptop asks for the BitLocker recovery key after a BIOS update. The blue screen says 'Recovery key ID: "
         "%s'. In my Microsoft account I found this for the device:\n\nRecovery key: %s\n\nDo I type the dashes too?"
         % (kid, key))
    return C('en', 'bitlocker-recovery-key', t, [key], [kid], 'BitLocker recovery key (blocks divisible by 11); key ID look-alike')


@case
def en_binance_api():
    ak, sk = rs(64, ALN), rs(64, ALN)
    oid = DN(11)
    t = ("My Python trading bot gets 'Signature for this request is not valid' (-1022) from Binance. Keys:\n\n"
         "API_KEY = '%s'\nAPI_SECRET = '%s'\n\nThe last order that worked was orderId %s. Is it a timestamp issue?"
         % (ak, sk, oid))
    return C('en', 'binance-api-keys', t, [ak, sk], [oid], 'exchange API key and secret; order id look-alike')


@case
def en_eth_private_key():
    pk = '0x' + HEX(64)
    tx = '0x' + HEX(64)
    t = ("I exported the private key from my hot wallet to import it into Rabby: %s. Before that I tried to move my "
         "USDC and transaction %s has been pending for 3 hours. Should I speed it up first or import first?" % (pk, tx))
    return C('en', 'eth-private-key', t, [pk], [tx], 'wallet private key; transaction hash of the same shape is a look-alike')


@case
def en_npmrc():
    tok = 'npm_' + rs(36, ALN)
    integ = 'sha512-' + b64(rbytes(64))
    t = ("CI can't install our private package. .npmrc:\n\n//registry.npmjs.org/:_authToken=%s\n@harbor:registry="
         "https://registry.npmjs.org/\n\nThe lockfile entry has \"integrity\": \"%s\". Error: E404 Not Found for "
         "@harbor/ui-kit@3.14.2. Ideas?" % (tok, integ))
    return C('en', 'npmrc-auth-token', t, [tok], [integ], 'npm token; lockfile integrity hash look-alike')


@case
def en_pypirc():
    tok = 'pypi-AgEIcHlwaS5vcmc' + rs(150, URLSAFE)
    sha = HEX(64)
    t = ("twine upload fails with 403 Forbidden. My ~/.pypirc:\n\n[pypi]\n  username = __token__\n  password = %s\n\n"
         "The wheel's sha256 is %s if that matters. Is it because the token is scoped to a different project?"
         % (tok, sha))
    return C('en', 'pypirc-token', t, [tok], [sha], 'PyPI API token; wheel sha256 look-alike')


@case
def en_gitlab_ci():
    tok = 'glpat-' + rs(20, URLSAFE)
    pipe, job = DN(10), DN(10)
    t = ("A step in our .gitlab-ci.yml:\n\n  script:\n    - git clone https://oauth2:%s@gitlab.com/acme/infra-modules.git\n\n"
         "Pipeline #%s, job %s fails with 'HTTP Basic: Access denied'. The token has read_repository scope. Why?"
         % (tok, pipe, job))
    return C('en', 'gitlab-token-clone-url', t, ['oauth2:' + tok], [pipe, job], 'user:token part of a clone URL; pipeline and job ids look-alikes')


@case
def en_hf_token():
    tok = 'hf_' + rs(34, UP + LO)
    rev = HEX(40)
    t = ("In my Colab notebook:\n\nfrom huggingface_hub import login\nlogin(token=\"%s\")\nmodel = AutoModelForCausalLM."
         "from_pretrained(\"meta-llama/Llama-3.1-8B\", revision=\"%s\")\n\nIt says I don't have access to the gated "
         "repo although I accepted the license yesterday. Why?" % (tok, rev))
    return C('en', 'huggingface-token', t, [tok], [rev], 'Hugging Face token; model revision hash look-alike')


@case
def en_telegram_bot():
    tok = DN(10) + ':AA' + rs(33, URLSAFE)
    chat = '-100' + DN(10)
    t = ("My Telegram bot can post to my DMs but not to the group. I'm calling https://api.telegram.org/bot%s/"
         "sendMessage with chat_id=%s. The bot is an admin in the group. What gives?" % (tok, chat))
    return C('en', 'telegram-bot-token', t, [tok], [chat], 'bot token inside a URL; chat id look-alike')


@case
def en_discord_bot():
    tok = b64u(DN(18).encode()) + '.' + rs(6, URLSAFE) + '.' + rs(38, URLSAFE)
    guild = DN(18)
    t = ("discord.py bot logs in but never receives on_message events. main.py ends with:\n\nbot.run('%s')\n\n"
         "It's in guild %s and the Message Content intent is toggled on in the developer portal. What else?"
         % (tok, guild))
    return C('en', 'discord-bot-token', t, [tok], [guild], 'Discord bot token; guild snowflake id look-alike')


@case
def en_azure_storage():
    name = pick(['stcontosodata01', 'invoicesblob7', 'photoarchivewe'])
    key = b64(rbytes(64))
    rid = uuid4()
    t = ("BlobServiceClient.from_connection_string throws 'Connection string is either blank or malformed'. I load it "
         "from an env var:\n\nAZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=%s;"
         "AccountKey=%s;EndpointSuffix=core.windows.net\"\n\nThe portal log shows x-ms-request-id %s. Is it the "
         "quotes?" % (name, key, rid))
    return C('en', 'azure-storage-connection-string', t, [key], [rid], 'AccountKey value of a connection string; request id look-alike')


@case
def en_gcp_service_account():
    proj = pick(['vet-clinic-scheduler', 'harvest-etl-prod', 'kiosk-sync-4411'])
    pkid = HEX(40)
    pkey = rsa_pkcs8_json_escaped()
    cid = DN(21)
    t = ("Cloud Run says 'invalid_grant: Invalid JWT Signature' with this service account file:\n\n{\n  \"type\": "
         "\"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\\n\",\n"
         "  \"client_email\": \"scheduler@%s.iam.gserviceaccount.com\",\n  \"client_id\": \"%s\",\n  \"token_uri\": "
         "\"https://oauth2.googleapis.com/token\"\n}\n\nDid I break it when I copied it?" % (proj, pkid, pkey, proj, cid))
    return C('en', 'gcp-service-account-json', t, [pkey], [cid], 'RSA private key in service-account JSON; numeric client_id look-alike (key id neutral)')


@case
def en_family_cards_table():
    c1 = card_fmt(card('visa'))
    c2 = card_fmt(card('mc'))
    v1, v2 = D(3), D(3)
    masked = 'xxxx-xxxxxx-' + D(5)
    t = ("Can you turn this into a tidy table for our household budget spreadsheet?\n\nCard | Number | Exp | CVV\n"
         "Joint Visa | %s | %s | %s\nMy Mastercard | %s | %s | %s\nOld Amex (closed) | %s | - | -"
         % (c1, expiry(), v1, c2, expiry(), v2, masked))
    return C('en', 'family-cards-table', t, [c1, v1, c2, v2], [masked], 'two cards with CVVs in a table; masked closed card look-alike')


@case
def en_salary_iban_expat():
    bank = pick(['AIBK', 'BOFI'])
    ib = iban('IE', bank + pick(['93', '90']) + D(4) + D(8))
    vat = 'IE' + D(7) + pick('ABCDEFHKTW')
    t = ("I just moved to Dublin for work and HR needs my bank details for payroll. My new IBAN is %s. The company's "
         "VAT number on my contract is %s; do I have to put that anywhere on the form, or only my IBAN and PPS number?"
         % (g4(ib), vat))
    return C('en', 'salary-iban-ireland', t, [g4(ib)], [vat], 'own IBAN; employer VAT number look-alike')


@case
def en_aadhaar_sim():
    a = aadhaar()
    p = pan()
    ref = 'CAF' + D(10)
    t = ("The Jio store guy wants my Aadhaar for the new SIM. It's %s. He also asked for my PAN %s, is that required "
         "for a prepaid connection? The form he filled shows CAF number %s." % (a, p, ref))
    return C('en', 'aadhaar-pan-sim-kyc', t, [a, p], [ref], 'Aadhaar (Verhoeff computed) and PAN; customer form number look-alike')


@case
def en_canada_sin():
    sin = ca_sin()
    bn = DN(9) + 'RP0001'
    t = ("Starting a new job in Calgary. The onboarding portal wants my SIN, it's %s. Their payroll account number on "
         "the offer letter is %s. Is it normal to give the SIN before the first day?" % (sin, bn))
    return C('en', 'canada-sin-onboarding', t, [sin], [bn], 'SIN (Luhn computed); employer payroll account number look-alike')


@case
def en_australia_tfn():
    tfn = au_tfn()
    bsb = '06%s-%s' % (D(1), D(3))
    acct = D(8)
    t = ("Starting at a cafe in Melbourne next week and the owner wants my details. TFN %s. Bank: CommBank, BSB %s, "
         "account %s. Which super fund should I pick if I don't have one yet?" % (tfn, bsb, acct))
    return C('en', 'australia-tfn-bank', t, [tfn, acct], [bsb], 'TFN (weighted check computed) and account; BSB is public')


@case
def en_router_log():
    pw = human_pw(EN_W)
    mac = ':'.join(HEX(2) for _ in range(6)).upper()
    t = ("Seeing this in my router's system log. Is someone trying to get in?\n\nMar 14 21:07:33 RT-AX58U hostapd: "
         "wl0.1: STA %s IEEE 802.11: disassociated\nMar 14 21:07:41 RT-AX58U httpd: login failed: user=admin "
         "password=%s from 192.168.50.23\n\nThe failed login was me, I typed my real admin password and it still "
         "failed. Why is it printing the password in the log?!" % (mac, pw))
    return C('en', 'router-log-password', t, [pw], [mac], 'admin password leaked in a log; MAC address look-alike')


@case
def en_k8s_secret():
    pw = human_pw(EN_W)
    bpw = b64(pw.encode())
    uid = uuid4()
    t = ("Grafana ignores the admin password I set. The Secret looks like this:\n\napiVersion: v1\nkind: Secret\n"
         "metadata:\n  name: grafana-admin\n  uid: %s\ntype: Opaque\ndata:\n  admin-user: YWRtaW4=\n  admin-password: "
         "%s\n\nDid I base64 it wrong?" % (uid, bpw))
    return C('en', 'k8s-secret-base64', t, [bpw], [uid], 'base64-encoded password in a Kubernetes Secret; uid look-alike')


@case
def en_docker_login():
    pat = 'dckr_pat_' + rs(27, URLSAFE)
    ver = 'v%d.%d.%d' % (R.randint(1, 4), R.randint(10, 30), R.randint(0, 9))
    t = ("Our deploy script does `echo %s | docker login -u kestrelops --password-stdin` and then pushes "
         "kestrelops/api:%s. Since this morning it says 'unauthorized: incorrect username or password'. Did Docker "
         "Hub change something?" % (pat, ver))
    return C('en', 'docker-hub-pat', t, [pat], [ver], 'Docker Hub access token; image tag look-alike')


@case
def en_home_assistant():
    now = R.randint(1700000000, 1740000000)
    tok = jwt({'iss': HEX(32), 'iat': now, 'exp': now + 315360000})
    ver = '2025.%d.%d' % (R.randint(1, 9), R.randint(1, 4))
    t = ("secrets.yaml for my Home Assistant REST sensor:\n\nha_token: \"Bearer %s\"\n\nbut sensor.garage_door_contact "
         "shows 'unavailable'. HA version %s. Anything obviously wrong?" % (tok, ver))
    return C('en', 'home-assistant-token', t, [tok], [ver], 'long-lived access token; version string look-alike')


@case
def en_wireguard():
    priv, psk, peer = b64(rbytes(32)), b64(rbytes(32)), b64(rbytes(32))
    t = ("WireGuard connects but no traffic passes. Client config:\n\n[Interface]\nPrivateKey = %s\nAddress = "
         "10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\n"
         "AllowedIPs = 0.0.0.0/0\n\n'latest handshake' shows nothing. What should I check on the server?"
         % (priv, peer, psk, pick(['hollowfarm.net', 'mk-home.de', 'lindgren.se'])))
    return C('en', 'wireguard-client-config', t, [priv, psk], [peer], 'WireGuard private and preshared keys; peer public key look-alike')


@case
def en_1password():
    master = ' '.join(R.sample(SIMPLE_W, 4))
    sk = 'A3-%s-%s-%s-%s-%s-%s' % tuple(rs(n, 'ABCDEFGHJKLMNPQRSTVWXYZ23456789') for n in (6, 6, 5, 5, 5, 5))
    t = ("Please remember these in case I get locked out: my 1Password master password is \"%s\" and the Secret Key "
         "is %s. My Emergency Kit PDF got deleted." % (master, sk))
    return C('en', '1password-master-and-secret-key', t, [master, sk], [], 'password-manager master password and Secret Key')


@case
def en_printer_passphrase():
    pp = '-'.join(R.sample(SIMPLE_W, 3)) + '-' + D(2)
    t = ("My nephew set up the printer's admin page and read me the password over the phone: %s, all lowercase with "
         "the dashes. How do I change it to something I can remember?" % pp)
    return C('en', 'printer-admin-passphrase', t, [pp], [], 'dash-separated passphrase')


@case
def en_sim_puk():
    puk = D(8)
    iccid = luhn_num('8901' + pick(['260', '410', '480']), 19)
    t = ("My phone says 'SIM PUK locked' after my kid tried random PINs. The carrier app shows PUK code %s. The SIM "
         "card holder says ICCID %s. Do I enter the PUK and then set a new PIN right away?" % (puk, iccid))
    return C('en', 'sim-puk-code', t, [puk], [iccid], 'PUK code; ICCID (Luhn computed) look-alike')


@case
def en_gift_card():
    al = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
    claim = '%s-%s-%s' % (rs(4, al), rs(6, al), rs(4, al))
    order = '1%s-%s-%s' % (D(2), D(7), D(7))
    t = ("Someone on Facebook Marketplace wants me to pay with an Amazon gift card and send them the code. I bought a "
         "$200 one, order %s, and the claim code is %s. Before I send it: is this a scam?" % (order, claim))
    return C('en', 'amazon-gift-card-claim-code', t, [claim], [order], 'gift card claim code; order number look-alike')


@case
def en_mpesa_till():
    code = pick('ST') + rs(9, UP + DIG)
    till = DN(6)
    t = ("I paid at the shop's till number %s but the shopkeeper says she didn't get it. My SMS says:\n\n%s Confirmed. "
         "Ksh1,850.00 paid to MAMA NJERI GROCERIES. on %d/3/25 at 6:12 PM.New M-PESA balance is Ksh4,312.55. "
         "Transaction cost, Ksh0.00.\n\nWhat do I tell Safaricom customer care?" % (till, code, R.randint(2, 28)))
    return C('en', 'mpesa-till-payment', t, [code], [till], 'M-Pesa transaction code (settled: secret); till number look-alike')


@case
def en_wifi_announce():
    ssid = pick(['Fernwood_5G', 'SkyNet-Home', 'LeeFamily'])
    pw = '%s%s%s%s' % (pick(SIMPLE_W).capitalize(), pick('.-_'), pick(SIMPLE_W).capitalize(), D(2))
    t = ("Hey, I'll give you our home Wi-Fi password in the next message so you can help me write instructions for "
         "the babysitter. The network is %s.\n---\n%s\n---\nIt's case-sensitive, make sure the instructions say that."
         % (ssid, pw))
    return C('en', 'wifi-announced-next-message', t, [pw], [], 'password announced, then given alone in the next message')


@case
def en_mailchimp_parts():
    key = HEX(32) + '-us' + str(R.randint(2, 21))
    p1, p2 = key[:16], key[16:]
    t = ("My chat app cuts long messages so I'll split it. First half of our Mailchimp API key: %s\n---\nsecond half: "
         "%s\n---\nNow show me how to call the /lists endpoint with it in Python." % (p1, p2))
    return C('en', 'mailchimp-key-in-parts', t, [p1, p2], [], 'API key given in two parts over two messages')


@case
def en_password_csv():
    rows = []
    pws = []
    for site, url in [('Comcast', 'https://login.xfinity.com'), ('Chase', 'https://secure.chase.com'),
                      ('Steam', 'https://store.steampowered.com')]:
        p = pick([human_pw(EN_W), strong_pw(14), human_pw(EN_W)])
        pws.append(p)
        rows.append('%s,%s,%s,%s' % (site, url, pick(['gwen.harlow', 'gharlow77', 'gwenh']), p))
    t = ("I'm moving off Chrome's password manager. These are the ones I care about from the CSV export; which are "
         "weak?\n\nname,url,username,password\n" + '\n'.join(rows))
    return C('en', 'password-csv-export', t, pws, [], 'three passwords in a CSV export')


@case
def en_mychart():
    pw = human_pw(EN_W)
    appt = DN(8)
    t = ("My MyChart password is %s but it keeps locking me out. I need to confirm appointment #%s with Dr. Alvarez "
         "tomorrow. Can you write a message for the clinic's help desk?" % (pw, appt))
    return C('en', 'patient-portal-password', t, [pw], [appt], 'patient-portal password; appointment number look-alike')


@case
def en_apple_recovery_key():
    rk = '-'.join(rs(4, UP + DIG) for _ in range(7))
    serial = rs(10, 'CDFGHJKLMNPQRTVWXY0123456789')
    t = ("I turned on the Apple ID recovery key years ago and just found it in a notebook: %s. I'm setting up a new "
         "iPhone (the old one's serial is %s). Does the recovery key replace my trusted phone number?" % (rk, serial))
    return C('en', 'apple-recovery-key', t, [rk], [serial], 'account recovery key; device serial look-alike')


@case
def en_car_keypad():
    code = pin(5)
    v = vin()
    t = ("What's the procedure to program a personal code on my F-150's door keypad? The factory code from the card "
         "in the glovebox is %s. VIN %s if that matters." % (code, v))
    return C('en', 'car-keypad-factory-code', t, [code], [v], 'door keypad code; VIN (check digit computed) look-alike')


@case
def en_gmail_app_password():
    app = ' '.join(rs(4, LO) for _ in range(4))
    t = ("Python smtplib code:\n\nserver = smtplib.SMTP('smtp.gmail.com', 587)\nserver.starttls()\n"
         "server.login('budgetnotes.mike@gmail.com', '%s')\n\nGives 535 Username and Password not accepted. I made the "
         "app password five minutes ago. Do I remove the spaces?" % app)
    return C('en', 'gmail-app-password', t, [app], [], 'Gmail app password in code')


@case
def en_stolen_card():
    n = card_fmt(card('visa'), '-')
    case_no = 'FRD-' + D(8)
    t = ("My wallet was stolen on the bus. I called the bank and they opened fraud case %s. Can you help me write the "
         "police report? The stolen debit card number was %s and my driver's license was in there too." % (case_no, n))
    return C('en', 'stolen-card-police-report', t, [n], [case_no], 'card number of a stolen card; bank case number look-alike')


@case
def en_router_sticker():
    sn = 'S' + D(3) + pick(UP) + D(8)
    mac = ':'.join(HEX(2) for _ in range(6)).upper()
    key = rs(12, LO + DIG)
    wps = wps_pin()
    admin = rs(8, UP + DIG)
    t = ("Transcribing the sticker under our router for the landlord's inventory sheet. Which of these should I NOT put "
         "on the sheet?\n\nModel: VMG8825-T50\nS/N: %s\nMAC: %s\nWi-Fi key: %s\nWPS PIN: %s\nAdmin password: %s"
         % (sn, mac, key, wps, admin))
    return C('en', 'router-sticker-inventory', t, [key, wps, admin], [sn, mac], 'Wi-Fi key, WPS PIN (checksum computed), admin password; serial and MAC look-alikes')


# ================================================================ English, negative
@case
def en_aws_docs_example():
    t = ("Our secret scanner flagged these lines in the README of a library we vendor:\n\n  aws_access_key_id = "
         "AKIAIOSFODNN7EXAMPLE\n  aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n\nThese are the "
         "sample values from the AWS documentation, right? Can I add an allowlist entry instead of removing them?")
    return C('en', 'aws-docs-example-keys', t, [], ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
             'AWS documentation example keys')


@case
def en_stripe_test_docs():
    t = ("Writing QA docs for our checkout. Which Stripe test cards should I list? I have 4242 4242 4242 4242 for a "
         "successful payment and 4000 0000 0000 0002 for a generic decline, with any CVC and a future expiry. Also, "
         "the old tutorial used sk_test_4eC39HqLyjWDarjtT1zdp7dc in its examples; is it OK to copy that snippet?")
    return C('en', 'stripe-test-cards-docs', t, [], ['4242 4242 4242 4242', '4000 0000 0000 0002',
                                                     'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
             'Stripe test cards and documentation test key')


@case
def en_iso_checksum():
    sha = HEX(64)
    ver = '24.04.%d' % R.randint(1, 3)
    t = ("I downloaded ubuntu-%s-desktop-amd64.iso and sha256sum gives %s. How do I compare that against the "
         "SHA256SUMS file and check the GPG signature properly?" % (ver, sha))
    return C('en', 'iso-sha256-checksum', t, [], [sha, ver], 'checksum and version string')


@case
def en_git_revert():
    short, other, full = HEX(7), HEX(7), HEX(40)
    t = ("I need to undo a merge on main. `git log --oneline` shows %s Merge pull request #482 from feat/export and "
         "right before it %s fix csv quoting. The tag v3.2.0 points at %s. Should I use git revert -m 1 or reset "
         "to the tag?" % (short, other, full))
    return C('en', 'git-revert-hashes', t, [], [short, other, full], 'commit hashes')


@case
def en_trace_ids():
    trace, span, rid = HEX(32), HEX(16), uuid4()
    t = ("Can you help me read this log line? Which id should I search for in Jaeger?\n\nlevel=error "
         "ts=2025-03-14T09:21:07.412Z msg=\"upstream timeout\" trace_id=%s span_id=%s request_id=%s duration_ms=30001"
         % (trace, span, rid))
    return C('en', 'log-trace-ids', t, [], [trace, span, rid], 'trace, span and request ids')


@case
def en_tracking_numbers():
    ups = '1Z' + rs(6, UP + DIG) + D(10)
    usps = groups('9400' + D(18), [4, 4, 4, 4, 4, 2])
    fedex = DN(12)
    t = ("I ordered three things for my mom's birthday and none have arrived. UPS %s, USPS %s, FedEx %s. Which one "
         "should I chase first? Her birthday is Saturday." % (ups, usps, fedex))
    return C('en', 'parcel-tracking-numbers', t, [], [ups, usps, fedex], 'tracking numbers')


@case
def en_masked_statement():
    last4 = D(4)
    arn = D(23)
    t = ("There's a charge I don't recognize on my statement: 'SQ *BLUE DOOR COFFE $18.40' on card ending •••• %s, "
         "acquirer reference number %s. How do I dispute it?" % (last4, arn))
    return C('en', 'masked-card-statement', t, [], ['•••• ' + last4, arn], 'masked card and 23-digit acquirer reference')


@case
def en_placeholders():
    t = ("Is this the right way to read the key from the environment instead of hardcoding it?\n\n```python\nimport os\n"
         "api_key = os.environ.get(\"OPENAI_API_KEY\", \"YOUR_API_KEY\")\nheaders = {\"Authorization\": "
         "\"Bearer <token>\"}\n# old: client = OpenAI(api_key=\"sk-xxxxxxxxxxxxxxxxxxxxxxxx\")\n```")
    return C('en', 'placeholder-keys-code', t, [], ['YOUR_API_KEY', '<token>', 'sk-xxxxxxxxxxxxxxxxxxxxxxxx'],
             'placeholders')


@case
def en_famous_passwords():
    t = ("For a security awareness talk I want to explain why 'correct horse battery staple' from xkcd beats "
         "'Tr0ub4dor&3', and mention the old 'hunter2' joke. Should I also show 'P@ssw0rd' as the typical "
         "'complex' password that's still terrible?")
    return C('en', 'famous-example-passwords', t, [], ['correct horse battery staple', 'Tr0ub4dor&3', 'hunter2', 'P@ssw0rd'],
             'well-known example passwords discussed as examples')


@case
def en_fridge_serial():
    serial = '0B7X4BAR' + D(6) + pick('ABCDEFHJKLMN')
    t = ("Our Samsung fridge is making a clicking noise. Model RF28R7351SR/AA, serial %s. It's three years old; is "
         "it still under the compressor warranty?" % serial)
    return C('en', 'appliance-model-serial', t, [], ['RF28R7351SR', serial], 'model and serial number')


@case
def en_flight_pnr():
    pnr = rs(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ')
    tkt = '016 ' + D(10)
    t = ("United cancelled my flight UA 857 to Shanghai. Confirmation %s, ticket number %s. Am I entitled to a "
         "refund instead of the rebooking they offered?" % (pnr, tkt))
    return C('en', 'flight-confirmation-ticket', t, [], [pnr, tkt], 'booking confirmation and ticket number')


@case
def en_supplier_invoice_uk():
    compno = '%08d' % R.randint(1000000, 15999999)
    vat = 'GB' + D(9)
    inv = 'INV-' + D(5)
    ib = iban('GB', 'BARC' + '20' + D(4) + D(8))
    t = ("Does this supplier invoice look legit? It's from Hollis & Tate Joinery Ltd, company number %s, VAT reg %s, "
         "invoice %s for £4,860.00, to be paid to %s. They emailed last week saying their bank details had changed."
         % (compno, vat, inv, g4(ib)))
    return C('en', 'supplier-invoice-uk', t, [], [compno, vat, inv, g4(ib)], 'company identifiers and a supplier IBAN')


@case
def en_swift_routing():
    t = ("For an incoming international wire my uncle's bank asked for the SWIFT code and the routing number. Is "
         "CHASUS33 the SWIFT and 021000021 the ABA routing number for Chase? And what is an intermediary bank?")
    return C('en', 'swift-routing-question', t, [], ['CHASUS33', '021000021'], 'bank identifiers only')


@case
def en_jwt_io_example():
    tok = ('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5'
           'MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')
    t = ("In the jwt.io example token %s, what do the three parts mean? Is the middle part encrypted?" % tok)
    return C('en', 'jwt-io-example', t, [], [tok], 'documentation example JWT')


@case
def en_textbook_examples():
    t = ("My form validation rejects GB82 WEST 1234 5698 7654 32 but accepts DE89 3704 0044 0532 0130 00. Both are "
         "the textbook examples from Wikipedia, so shouldn't both pass? Same with the SSN rule: it rejects "
         "078-05-1120.")
    return C('en', 'textbook-iban-ssn-examples', t, [], ['GB82 WEST 1234 5698 7654 32', 'DE89 3704 0044 0532 0130 00',
                                                         '078-05-1120'], 'well-known example IBANs and SSN')


@case
def en_redacted_log():
    last4 = D(4)
    t = ("Our logging middleware redacts secrets like this, is it enough?\n\nPOST /v1/charge auth=Bearer "
         "**************** card=************%s cvc=*** token=ghp_************************************" % last4)
    return C('en', 'redacted-log-line', t, [], ['************' + last4, 'ghp_' + '*' * 36], 'masked values')


@case
def en_conn_placeholder():
    t = ("The tutorial says to set DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/mydb. Do I literally keep "
         "USER:PASSWORD for the local Docker container, or replace it with <your-password> from docker-compose?")
    return C('en', 'connection-string-placeholder', t, [], ['USER:PASSWORD', '<your-password>'], 'placeholder credentials')


@case
def en_gcash_receipt():
    ref = '%s %s %s' % (D(4), D(3), D(6))
    t = ("I sent PHP 1,500 to my landlady via GCash but she says she didn't receive it. The receipt says: Sent via "
         "GCash, Amount 1,500.00, Ref No. %s, Mar 14, 2025 8:42 PM. What should I send her as proof?" % ref)
    return C('en', 'gcash-receipt-ref', t, [], [ref], 'receipt Ref No. (settled: reference, not a secret)')


# ================================================================ other languages
# ---- Chinese
@case
def zh_realname():
    cid = cn_id()
    c = card('unionpay')
    order = '2025' + D(14)
    t = ("帮我看看这个实名认证信息填得对不对：姓名王雨桐，身份证号 %s，招商银行卡号 %s。订单号 %s 一直显示“审核失败”，"
         "是不是哪里格式填错了？" % (cid, c, order))
    return C('zh', 'realname-id-bankcard', t, [cid, c], [order], '居民身份证号（校验码已计算）和银行卡号；订单号为相似值')


@case
def zh_sms_code_scam():
    code = pin(6)
    phone = '170' + D(8)
    t = ("刚收到短信：【招商银行】您的验证码为%s，您正在进行快捷支付签约，5分钟内有效，请勿泄露。\n现在有个自称客服的人"
         "（电话 %s）说要帮我办退款，让我把验证码念给他，我要给吗？官方客服不是 95555 吗？" % (code, phone))
    return C('zh', 'sms-verification-code-scam', t, [code], [phone, '95555'], '短信验证码；来电号码和银行客服热线为相似值')


@case
def zh_reimbursement():
    sf = 'SF' + D(13)
    inv = D(8)
    uscc = cn_uscc()
    t = ("帮我做个报销汇总：顺丰单号 %s，发票号码 %s，开票方统一社会信用代码 %s，金额 ¥1,286.00，事由是客户拜访打车和住宿。"
         % (sf, inv, uscc))
    return C('zh', 'reimbursement-summary', t, [], [sf, inv, uscc], '快递单号、发票号、企业统一社会信用代码（校验码已计算）')


# ---- Japanese
@case
def ja_mynumber_next_message():
    mn = jp_my_number()
    mnf = groups(mn, [4, 4, 4])
    branch = '%03d' % R.randint(100, 799)
    acct = D(7)
    t = ("マイナンバーカードの更新と給与振込口座の変更をまとめて会社に出したいです。番号は次のメッセージで送ります。\n---\n"
         "個人番号は %s です。振込先はみずほ銀行 渋谷支店（店番号 %s）、普通預金 %s でお願いします。提出用の文面を作ってください。"
         % (mnf, branch, acct))
    return C('ja', 'mynumber-and-account-next-message', t, [mnf, acct], [branch],
             'マイナンバー（検査用数字を計算）と口座番号を次のメッセージで；店番号は銀行の公開コード')


@case
def ja_router_memo():
    ssid_id = HEX(6)
    key = rs(13, '0123456789abcdef')
    admin = human_pw(['sakura', 'tanuki', 'momiji', 'hotaru', 'kaede'])
    serial = D(8) + pick(UP) + D(2)
    t = ("実家のWi-Fi設定をメモしておきたいので、見やすい表にまとめてください。\nSSID: aterm-%s-g\n暗号化キー: %s\n"
         "管理者パスワード: %s\n製造番号: %s" % (ssid_id, key, admin, serial))
    return C('ja', 'router-settings-memo', t, [key, admin], [serial], 'Wi-Fi暗号化キーと管理者パスワード；製造番号は相似値')


@case
def ja_delivery_inquiry():
    order = '250-%s-%s' % (D(7), D(7))
    yamato = groups(D(12), [4, 4, 4], '-')
    corp = jp_corp_number()
    t = ("Amazonで注文した商品（注文番号 %s）がまだ届きません。ヤマト運輸の伝票番号は %s、販売元の法人番号は %s です。"
         "販売元への問い合わせ文を丁寧に作ってもらえますか。" % (order, yamato, corp))
    return C('ja', 'delivery-inquiry', t, [], [order, yamato, corp], '注文番号・伝票番号・法人番号（検査用数字を計算）')


# ---- Korean
@case
def ko_lease_contract():
    rrn = kr_rrn()
    acct = '%s-%s-%s' % (D(6), D(2), D(6))
    brn = kr_brn()
    t = ("전세 계약서 특약사항 문구 좀 다듬어 주세요. 임차인 김민준(주민등록번호 %s), 보증금 반환 계좌는 제 국민은행 계좌 "
         "%s입니다. 중개사무소 사업자등록번호는 %s이고요." % (rrn, acct, brn))
    return C('ko', 'lease-contract-rrn-account', t, [rrn, acct], [brn], '주민등록번호(검증번호 계산)와 본인 계좌; 사업자등록번호는 유사값')


@case
def ko_kakao_code():
    code = pin(6)
    order = D(16)
    t = ("[Web발신]\n[카카오] 인증번호 [%s]를 입력해주세요. 타인에게 절대 알려주지 마세요.\n\n방금 이 문자가 왔는데 제가 요청한 적이 "
         "없어요. 중고나라 판매자가 주문번호 %s 확인한다고 이 번호를 불러 달라는데 사기 맞죠?" % (code, order))
    return C('ko', 'kakao-verification-code', t, [code], [order], '인증번호; 주문번호는 유사값')


@case
def ko_delivery_inquiry():
    trk = D(12)
    phone = '1588-' + D(4)
    brn = kr_brn()
    t = ("택배가 일주일째 안 와서 문의하려고 해요. CJ대한통운 운송장번호 %s, 쇼핑몰 고객센터 %s, 판매자 사업자등록번호 %s. "
         "정중한 문의 글 좀 써 주세요." % (trk, phone, brn))
    return C('ko', 'delivery-inquiry', t, [], [trk, phone, brn], '운송장번호, 고객센터 번호, 사업자등록번호')


# ---- Arabic
@case
def ar_salary_transfer():
    ib = iban('SA', '80' + D(18))
    nid = sa_nid()
    emp = D(5)
    t = ("أريد كتابة خطاب رسمي لإدارة الموارد البشرية لتحويل راتبي إلى حسابي الجديد في مصرف الراجحي. رقم الآيبان: %s، "
         "ورقم الهوية الوطنية: %s، والرقم الوظيفي %s. رمز السويفت للبنك RJHISARI إن احتاجوه." % (g4(ib), nid, emp))
    return C('ar', 'salary-transfer-iban-id', t, [g4(ib), nid], ['RJHISARI'],
             'آيبان سعودي (رقم التحقق محسوب) ورقم الهوية (Luhn)؛ رمز السويفت عام؛ الرقم الوظيفي محايد')


@case
def ar_otp_purchase():
    otp = pin(4)
    phone = '9200' + D(5)
    t = ("وصلتني هذه الرسالة:\n\"رمز التحقق: %s لعملية شراء بمبلغ 349.00 ر.س لدى NOON. لا تشارك الرمز مع أي شخص.\"\n"
         "أنا لم أطلب أي شيء! هل أتصل بالبنك على %s؟ وماذا أقول لهم؟" % (otp, phone))
    return C('ar', 'otp-unknown-purchase', t, [otp], [phone], 'رمز تحقق لعملية شراء؛ رقم البنك مشابه')


@case
def ar_supplier_invoice():
    vat = '3' + D(13) + '3'
    cr = '10' + D(8)
    ib = g4(iban('SA', pick(['10', '20', '45', '55']) + D(18)))
    inv = 'INV-2025-' + D(4)
    t = ("أحتاج مساعدة في مراجعة فاتورة من مورد: الرقم الضريبي للمورد %s، رقم السجل التجاري %s، آيبان المورد للدفع %s، "
         "رقم الفاتورة %s. هل الفاتورة مستوفية لمتطلبات الفوترة الإلكترونية؟" % (vat, cr, ib, inv))
    return C('ar', 'supplier-invoice-check', t, [], [vat, cr, ib, inv], 'أرقام المورد الضريبية والتجارية وآيبان المورد')


# ---- Persian
@case
def fa_edalat_registration():
    nid = ir_national().translate(FA_DIGITS)
    c = luhn_num('603799', 16)
    cf = groups(c, [4, 4, 4, 4], '-')
    sh = iban('IR', pick(['017', '012', '056', '054']) + '0' + D(18))
    trk = D(10)
    t = ("برای ثبت‌نام تو سامانه این‌ها رو خواستن، درست نوشتم؟\nکد ملی: %s\nشماره کارت: %s\nشماره شبا: %s\n"
         "کد پیگیری ثبت‌نام قبلیم هم %s بود." % (nid, cf, sh, trk))
    return C('fa', 'registration-national-code-card-sheba', t, [nid, cf, sh], [trk],
             'کد ملی با ارقام فارسی (رقم کنترل محاسبه شده)، کارت (Luhn)، شبا؛ کد پیگیری مشابه')


@case
def fa_wifi_password():
    pw = human_pw(['Baran', 'Setareh', 'Golnar', 'Parisa', 'Tehran'])
    serial = rs(3, UP) + D(9)
    t = ("رمز وای‌فای خونه رو عوض کردم به %s . یه پیام کوتاه و مودبانه بنویس که برای خانواده بفرستم. مودم TP-Link هست "
         "با شماره سریال %s اگه لازم شد." % (pw, serial))
    return C('fa', 'home-wifi-password', t, [pw], [serial], 'رمز وای‌فای؛ شماره سریال مودم مشابه')


@case
def fa_shop_sheba():
    sh = iban('IR', pick(['017', '012', '056', '054']) + '0' + D(18))
    order = D(8)
    t = ("می‌خوام پول سفارشم رو واریز کنم. فروشگاه گفته به شبای %s به نام «شرکت آوا تجارت» پایا بزنم و شماره سفارش %s "
         "رو توی توضیحات بنویسم. این شبا مال کدوم بانکه و کی به حسابشون می‌نشینه؟" % (sh, order))
    return C('fa', 'shop-sheba-payment', t, [], [sh, order], 'شبای فروشگاه و شماره سفارش')


# ---- Hebrew
@case
def he_form_101():
    tz = il_tz()
    branch = '%03d' % R.randint(100, 799)
    acct = D(6)
    t = ("אני ממלא טופס 101 למעסיק החדש. מספר תעודת הזהות שלי %s, חשבון לשכר: בנק הפועלים (12), סניף %s, חשבון %s. "
         "תנסח לי מייל קצר לחשבות שאני שולח את הפרטים?" % (tz, branch, acct))
    return C('he', 'form-101-id-account', t, [tz, acct], [branch], 'ת"ז (ספרת ביקורת מחושבת) וחשבון בנק; מספר סניף ציבורי')


@case
def he_babysitter_codes():
    door, alarm = pin(4), pin(4)
    phone = '03-' + DN(7)
    t = ("תכתוב לי הודעה לבייביסיטר: הקוד לדלת הכניסה לבניין הוא %s ואז סולמית, והקוד של האזעקה %s. אם האזעקה מצפצפת "
         "שתתקשר לחברת השמירה %s." % (door, alarm, phone))
    return C('he', 'babysitter-door-alarm', t, [door, alarm], [phone], 'קוד דלת וקוד אזעקה; טלפון חברת השמירה')


@case
def he_contractor_invoice():
    osek = il_tz()
    inv = D(5)
    t = ("קיבלתי חשבונית מקבלן השיפוצים: עוסק מורשה %s, חשבונית מס' %s, סכום 12,480 ₪. הוא ביקש העברה לחשבון של העסק "
         "שלו. איך אני מוודא שזה לגיטימי?" % (osek, inv))
    return C('he', 'contractor-invoice', t, [], [osek, inv], 'מספר עוסק ומספר חשבונית')


# ---- Hindi
@case
def hi_itr():
    p, a = pan(), aadhaar()
    acct = DN(11)
    ifsc = pick(['SBIN', 'HDFC', 'ICIC', 'PUNB']) + '0' + D(6)
    t = ("मुझे ITR फाइल करना है। मेरा PAN %s है और आधार नंबर %s है। रिफंड के लिए बैंक खाता संख्या %s और IFSC %s है। "
         "सैलरी वालों के लिए कौन सा फॉर्म भरूँ?" % (p, a, acct, ifsc))
    return C('hi', 'itr-pan-aadhaar-account', t, [p, a, acct], [ifsc], 'PAN, आधार (Verhoeff), खाता संख्या; IFSC सार्वजनिक')


@case
def hi_kyc_otp():
    otp = pin(6)
    phone = '+91 ' + pick('6789') + D(4) + ' ' + D(5)
    t = ("मेरे फ़ोन पर यह मैसेज आया: 'आपका OTP %s है। इसे किसी के साथ साझा न करें। -SBI' और एक आदमी कॉल करके कह रहा है "
         "कि KYC अपडेट करने के लिए यह बता दो, वरना खाता बंद हो जाएगा। उसका नंबर %s था। क्या करूँ?" % (otp, phone))
    return C('hi', 'kyc-otp-call', t, [otp], [phone], 'OTP; कॉल करने वाले का नंबर')


@case
def hi_train_pnr():
    pnr = DN(10)
    g = gstin('27', pan('C'))
    t = ("ट्रेन का PNR %s है, ट्रेन 12952, कोच B3। वेटिंग 14 है, कन्फर्म होगी क्या? टिकट बुक करने वाली एजेंसी का GSTIN "
         "%s है, बिल में यही आएगा न?" % (pnr, g))
    return C('hi', 'train-pnr-gstin', t, [], [pnr, g], 'PNR और कंपनी का GSTIN (चेक कैरेक्टर गणना)')


# ---- Russian
@case
def ru_tax_deduction():
    pser = '%02d %02d' % (R.randint(1, 99), R.randint(10, 24))
    pp = pser + ' ' + D(6)
    inn = ru_inn12()
    snils = ru_snils()
    acct = '40817810' + D(12)
    bik = pick(['044525225', '044525974', '044525593'])
    t = ("Помогите составить заявление в бухгалтерию на налоговый вычет за лечение. Мои данные: паспорт %s, ИНН %s, "
         "СНИЛС %s. Перечислить на мой счёт %s, БИК %s." % (pp, inn, snils, acct, bik))
    return C('ru', 'tax-deduction-statement', t, [pp, inn, snils, acct], [bik],
             'паспорт, ИНН и СНИЛС (контрольные цифры посчитаны), счёт; БИК банка публичен')


@case
def ru_gosuslugi_correction():
    w = ['Lastochka', 'Kotik', 'Rodina', 'Sirius', 'Morozko']
    pw1 = human_pw(w)
    pw2 = strong_pw(12)
    app_no = DN(10)
    t = ("Запомни, пожалуйста: пароль от Госуслуг у меня %s. Заявление №%s ещё на рассмотрении.\n---\nОй, нет, я же его "
         "вчера сменил, теперь пароль %s" % (pw1, app_no, pw2))
    return C('ru', 'gosuslugi-password-correction', t, [pw1, pw2], [app_no], 'пароль и исправленный пароль; номер заявления')


@case
def ru_supplier_details():
    inn = ru_inn10()
    kpp = inn[:4] + '01001'
    ogrn = ru_ogrn()
    rs_ = '40702810' + D(12)
    bik = pick(['044525225', '044525974', '044525593'])
    t = ("Поставщик прислал реквизиты для оплаты, проверь, все ли поля на месте: ООО «Северный ветер», ИНН %s, КПП %s, "
         "ОГРН %s, р/с %s, БИК %s. Сумма к оплате 48 600 руб." % (inn, kpp, ogrn, rs_, bik))
    return C('ru', 'supplier-payment-details', t, [], [inn, kpp, ogrn, rs_, bik], 'реквизиты организации')


# ---- Ukrainian
@case
def uk_benefit_application():
    rn = ua_rnokpp()
    ib = g4(iban('UA', '305299' + '00000' + '2620' + D(10)))
    idc = DN(9)
    t = ("Допоможіть заповнити заяву на допомогу. РНОКПП %s, IBAN для виплати %s, паспорт ID-картка № %s. "
         "МФО банку 305299, якщо питатимуть." % (rn, ib, idc))
    return C('uk', 'benefit-application', t, [rn, ib, idc], ['305299'],
             'РНОКПП (контрольна цифра), IBAN, номер ID-картки; МФО банку публічне')


@case
def uk_privat_pin():
    pw = human_pw(['Sonechko', 'Kalyna', 'Barvinok', 'Dnipro', 'Ptashka'])
    p = pin(4)
    last4 = D(4)
    t = ("Записала собі, щоб не забути: пароль до Приват24 %s, PIN-код картки *%s: %s. Склади мені нагадування, як "
         "часто треба міняти паролі." % (pw, last4, p))
    return C('uk', 'privat24-password-pin', t, [pw, p], ['*' + last4], 'пароль і PIN; маскований номер картки')


@case
def uk_nova_poshta():
    order = D(9)
    ttn = '2045' + D(10)
    t = ("Замовлення %s з Rozetka, ТТН Нової пошти %s, відділення №12 у Львові. Коли приблизно прийде, якщо "
         "відправили в п'ятницю?" % (order, ttn))
    return C('uk', 'nova-poshta-ttn', t, [], [order, ttn], 'номер замовлення і ТТН')


# ---- Polish
@case
def pl_800plus():
    ps = pesel()
    dw = pl_dowod()
    nrb = iban('PL', '1020' + D(4) + D(16))[2:]
    nrbf = nrb[:2] + ' ' + g4(nrb[2:])
    wn = 'WN-' + D(7)
    t = ("Wypełniam wniosek o 800+ i nie jestem pewna formatu. PESEL: %s, seria i numer dowodu: %s, numer konta do "
         "wypłaty: %s. Czy wszystko się zgadza? Poprzedni wniosek miał numer %s." % (ps, dw, nrbf, wn))
    return C('pl', 'benefit-pesel-id-account', t, [ps, dw, nrbf], [wn],
             'PESEL, dowód osobisty, NRB (cyfry kontrolne policzone); numer wniosku')


@case
def pl_blik():
    code = pin(6)
    cf = code[:3] + ' ' + code[3:]
    order = D(11)
    t = ("Płacę na Allegro kodem BLIK %s, ale strona wyrzuca 'kod wygasł'. Numer zamówienia %s. Co mam zrobić, "
         "wygenerować nowy?" % (cf, order))
    return C('pl', 'blik-code', t, [cf], [order], 'kod BLIK; numer zamówienia')


@case
def pl_invoice():
    nip = pl_nip()
    nipf = '%s-%s-%s-%s' % (nip[:3], nip[3:6], nip[6:8], nip[8:])
    regon = pl_regon()
    acct = iban('PL', '1140' + D(4) + D(16))[2:]
    acctf = acct[:2] + ' ' + g4(acct[2:])
    fv = 'FV/%d/03/2025' % R.randint(10, 999)
    t = ("Sprawdź fakturę: sprzedawca NIP %s, REGON %s, konto do przelewu %s, nr faktury %s, termin płatności 14 dni. "
         "Czy mogę zapłacić podzieloną płatnością?" % (nipf, regon, acctf, fv))
    return C('pl', 'invoice-check', t, [], [nipf, regon, acctf, fv], 'dane sprzedawcy (NIP, REGON z cyframi kontrolnymi)')


# ---- Czech
@case
def cs_housing_allowance():
    rc = cz_rc()
    acct = cz_account()
    t = ("Píšu žádost o příspěvek na bydlení. Rodné číslo %s, číslo účtu %s/0800. Můžeš mi to zformulovat slušně "
         "úředně?" % (rc, acct))
    return C('cs', 'housing-allowance', t, [rc, acct], ['0800'], 'rodné číslo (dělitelné 11) a číslo účtu; kód banky veřejný')


@case
def cs_email_credentials():
    pw = human_pw(['Pejsek', 'Kocourek', 'Praha', 'Sumava', 'Vltava'])
    ticket = 'SR-' + D(6)
    t = ("Je tenhle e-mail pravý, nebo phishing?\n\n\"Dobrý den, Vaše nové přihlašovací údaje do firemní pošty: "
         "uživatel jana.novakova, heslo: %s. Heslo si po přihlášení změňte. Požadavek č. %s\"\n\nPosílala jsem "
         "požadavek na reset včera." % (pw, ticket))
    return C('cs', 'email-new-credentials', t, [pw], [ticket], 'heslo v e-mailu; číslo požadavku')


@case
def cs_supplier_payment():
    ico = cz_ico()
    acct = cz_account() + '/2010'
    vs = DN(10)
    t = ("Platím fakturu od dodavatele: IČO %s, plátce DPH, číslo účtu %s, variabilní symbol %s, částka 7 865 Kč. "
         "Jak to zadám v internetovém bankovnictví?" % (ico, acct, vs))
    return C('cs', 'supplier-payment', t, [], [ico, acct, vs], 'IČO (kontrolní číslice), účet dodavatele, variabilní symbol')


# ---- German
@case
def de_iban_correction():
    blz = pick(['10050000', '12030000', '50010517', '37040044', '70150000'])
    acct = D(10)
    good = iban('DE', blz + acct)
    i = R.randint(12, 18)
    badlist = list(good)
    while badlist[i] == badlist[i + 1]:
        i = R.randint(12, 18)
    badlist[i], badlist[i + 1] = badlist[i + 1], badlist[i]
    bad = ''.join(badlist)
    bic = {'10050000': 'BELADEBEXXX', '12030000': 'BYLADEM1001', '50010517': 'INGDDEFFXXX',
           '37040044': 'COBADEFFXXX', '70150000': 'SSKMDEMMXXX'}[blz]
    t = ("Kannst du mir eine kurze Mail an die Personalabteilung schreiben? Mein neues Gehaltskonto: IBAN %s\n---\n"
         "Sorry, Zahlendreher! Richtig ist %s, BIC %s." % (g4(bad), g4(good), bic))
    return C('de', 'iban-correction', t, [g4(bad), g4(good)], [bic],
             'IBAN mit Zahlendreher (ungültige Prüfziffer) und korrigierte IBAN; BIC öffentlich')


@case
def de_elster_ids():
    stid = de_steuer_id()
    stidf = '%s %s %s %s' % (stid[:2], stid[2:5], stid[5:8], stid[8:])
    kv = de_kvnr()
    stnr = '%d/%s/%s' % (R.randint(101, 199), D(3), D(5))
    t = ("Hier meine Steuer-ID %s und meine Krankenversichertennummer %s. Wo gehört das im ELSTER-Formular hin? "
         "Die Steuernummer meines Arbeitgebers ist %s, brauche ich die auch?" % (stidf, kv, stnr))
    return C('de', 'elster-steuer-id-kvnr', t, [stidf, kv], [stnr],
             'Steuer-ID (ISO 7064 berechnet) und KVNR (Prüfziffer berechnet); Steuernummer des Arbeitgebers')


@case
def de_parcel_invoice():
    dhl = '00340434' + D(12)
    order = '302-%s-%s' % (D(7), D(7))
    ust = de_ustid()
    hrb = 'HRB ' + DN(6)
    t = ("Meine DHL-Sendung %s hängt seit Tagen im Status 'Sendung wird im Zielpaketzentrum bearbeitet'. Bestellnummer "
         "%s, Verkäufer ist die Brenner Haushaltswaren GmbH, USt-IdNr. %s, %s, Amtsgericht München. Wie formuliere "
         "ich eine Nachfrage?" % (dhl, order, ust, hrb))
    return C('de', 'parcel-and-seller-ids', t, [], [dhl, order, ust, hrb], 'Sendungsnummer, Bestellnummer, USt-IdNr. (Prüfziffer berechnet), HRB')


# ---- French
@case
def fr_caf_file():
    nir = fr_nir()
    ib, bic = fr_iban()
    t = ("Je remplis mon dossier CAF en ligne, tu peux vérifier que tout est cohérent ? N° de sécurité sociale : %s, "
         "IBAN : %s, BIC : %s." % (nir, g4(ib), bic))
    return C('fr', 'caf-nir-iban', t, [nir, g4(ib)], [bic], 'NIR (clé calculée) et IBAN (clé RIB calculée) ; BIC public')


@case
def fr_neighbour_codes():
    digi = D(2) + pick('ABC') + D(2)
    box = pin(4)
    colis = '6A' + D(11)
    t = ("Pour la voisine qui arrose mes plantes : le digicode de l'immeuble c'est %s, et la boîte à clés accrochée à "
         "la grille s'ouvre avec %s. Tu peux me rédiger un petit mot gentil ? Mon colis Colissimo %s doit arriver "
         "mardi, si elle peut le récupérer." % (digi, box, colis))
    return C('fr', 'neighbour-digicode-keybox', t, [digi, box], [colis], 'digicode et code de boîte à clés ; numéro de colis')


@case
def fr_invoice_reminder():
    siren = fr_siren()
    siret = fr_siret(siren)
    sirf = '%s %s %s %s' % (siret[:3], siret[3:6], siret[6:9], siret[9:])
    tva = fr_tva(siren)
    fact = 'F-2025-' + D(4)
    t = ("Rédige un mail de relance pour la facture n° %s : notre client SARL Atelier Morel, SIRET %s, TVA intracom "
         "%s. Montant : 2 340,00 € TTC, échue depuis 45 jours." % (fact, sirf, tva))
    return C('fr', 'invoice-reminder', t, [], [fact, sirf, tva], 'SIRET (Luhn) et TVA (clé calculée) d\'un client')


# ---- Spanish
@case
def es_university():
    dni = es_dni()
    ib = es_iban()
    exp = D(7)
    t = ("Para la matrícula de la universidad me piden DNI %s e IBAN para domiciliar los recibos: %s. ¿Me ayudas a "
         "redactar el correo a secretaría? Mi número de expediente es %s." % (dni, g4(ib), exp))
    return C('es', 'university-dni-iban', t, [dni, g4(ib)], [exp], 'DNI (letra calculada) e IBAN (DC calculados); número de expediente')


@case
def es_sat_next_message():
    curp, ini, ymd = mx_curp(pick('HM'))
    rfc = ini + ymd + rs(2, UP + DIG) + pick(DIG + 'A')
    pw = human_pw(['Tlaquepaque', 'Chapulin', 'Mariposa', 'Xochitl', 'Jacaranda'])
    t = ("Oye, ¿me ayudas con un trámite del SAT? Te paso mis datos en el siguiente mensaje.\n---\nCURP %s, RFC %s y "
         "mi contraseña del SAT es %s. Quiero sacar la constancia de situación fiscal." % (curp, rfc, pw))
    return C('es', 'sat-curp-rfc-password', t, [curp, rfc, pw], [],
             'CURP (dígito verificador calculado), RFC (homoclave no calculada) y contraseña')


@case
def es_flight_change():
    loc = rs(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ')
    tkt = '075-' + D(10)
    cif = es_cif()
    t = ("Tengo que cambiar el vuelo IB3166 del 14/06. Localizador %s, número de billete %s. La agencia que me lo "
         "vendió tiene CIF %s. ¿Qué le escribo a Iberia para no pagar penalización?" % (loc, tkt, cif))
    return C('es', 'flight-change', t, [], [loc, tkt, cif], 'localizador, billete y CIF (control calculado)')


# ---- Portuguese
@case
def pt_bank_app_br():
    cpf = br_cpf()
    senha = pin(6)
    cnpj = br_cnpj()
    t = ("Vou abrir conta no app do banco e ele pede meu CPF (%s) e pra criar uma senha de 6 dígitos. Pensei em %s, "
         "é segura? A loja onde trabalho tem CNPJ %s, preciso informar também?" % (cpf, senha, cnpj))
    return C('pt', 'bank-app-cpf-pin', t, [cpf, senha], [cnpj], 'CPF (dígitos calculados) e senha; CNPJ da loja')


@case
def pt_irs_pt():
    nif = pt_nif(pick('12'))
    utente = DN(9)
    ib = pt_iban()
    decl = '%s-%s-%s' % (D(4), D(2), D(2)) + D(3)
    t = ("Preciso de preencher a declaração de IRS. O meu NIF é %s, o número de utente do SNS é %s e o IBAN para o "
         "reembolso é %s. A declaração do ano passado tinha o identificador %s. Consegues dizer-me em que quadro vai "
         "cada coisa?" % (nif, utente, g4(ib), decl))
    return C('pt', 'irs-nif-utente-iban', t, [nif, utente, g4(ib)], [decl], 'NIF (calculado), número de utente, IBAN (NIB calculado); identificador da declaração')


@case
def pt_tracking_br():
    order = '2000' + D(12)
    trk = s10(pick(['QB', 'NX', 'OV', 'AA']), 'BR')
    cnpj = br_cnpj()
    t = ("Comprei no Mercado Livre, pedido #%s, código de rastreio dos Correios %s. Já faz 12 dias e nada. O vendedor "
         "tem CNPJ %s. Como faço a reclamação?" % (order, trk, cnpj))
    return C('pt', 'mercado-livre-tracking', t, [], [order, trk, cnpj], 'pedido, rastreio (S10 calculado) e CNPJ')


# ---- Italian
@case
def it_bonus_form():
    female = R.random() < 0.5
    cf = it_cf(pick(['Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco']),
               pick(['Giulia', 'Chiara', 'Francesca']) if female else pick(['Luca', 'Marco', 'Matteo']), female)
    ib = it_iban()
    prot = 'INPS.' + D(4) + '.' + D(2) + '/2025.' + D(7)
    t = ("Devo compilare il modulo per il bonus: codice fiscale %s, IBAN %s. Puoi controllare se il formato è giusto? "
         "Il protocollo della domanda precedente era %s." % (cf, g4(ib), prot))
    return C('it', 'bonus-cf-iban', t, [cf, g4(ib)], [prot], 'codice fiscale e IBAN (CIN e carattere di controllo calcolati); protocollo')


@case
def it_spid_mother():
    pw = human_pw(['Girasole', 'Gattino', 'Vesuvio', 'Pandoro', 'Ciliegia'])
    team = '80380' + D(15)
    t = ("Scrivi un messaggio per mia madre con le istruzioni per entrare nel fascicolo sanitario: utente SPID "
         "anna.deluca@libero.it, password %s, il codice che arriva via SMS lo legge lei dal telefono. Il numero della "
         "tessera sanitaria è %s, se glielo chiedono." % (pw, team))
    return C('it', 'spid-password-health-card', t, [pw, team], [], 'password SPID e numero tessera sanitaria')


@case
def it_pagopa():
    avviso = '3' + D(17)
    ente = it_piva()
    t = ("Ho ricevuto questo avviso PagoPA: codice avviso %s, codice fiscale ente creditore %s, importo 87,40 €. Posso "
         "pagarlo in tabaccheria o solo con l'app?" % (groups(avviso, [4, 4, 4, 4, 2]), ente))
    return C('it', 'pagopa-notice', t, [], [groups(avviso, [4, 4, 4, 4, 2]), ente], 'codice avviso e codice fiscale dell\'ente (controllo calcolato)')


# ---- Dutch
@case
def nl_gp_registration():
    bsn = nl_bsn()
    rel = DN(9)
    ib = nl_iban()
    agb = '01' + D(6)
    t = ("Ik moet me inschrijven bij de nieuwe huisarts (AGB-code praktijk %s). BSN %s, zorgverzekering CZ met "
         "relatienummer %s, en voor de eigen bijdrage mijn IBAN %s. Kun je een kort mailtje maken?" % (agb, bsn, rel, g4(ib)))
    return C('nl', 'gp-registration-bsn', t, [bsn, rel, g4(ib)], [agb], 'BSN (elfproef), relatienummer zorgverzekeraar, IBAN; AGB-code van de praktijk')


@case
def nl_digid():
    pw = human_pw(['Tulpen', 'Fietsbel', 'Stroopwafel', 'Kaasboer', 'Molenaar'])
    aanvraag = 'A' + D(9)
    t = ("Mijn DigiD-wachtwoord is %s, kun je dat voor me onthouden? Ik vergeet het steeds. Mijn "
         "machtigingsaanvraag heeft nummer %s." % (pw, aanvraag))
    return C('nl', 'digid-password', t, [pw], [aanvraag], 'DigiD-wachtwoord; aanvraagnummer')


@case
def nl_plumber_invoice():
    kvk = DN(8)
    btw = 'NL' + D(9) + 'B01'
    ib = g4(nl_iban(pick(['RABO', 'INGB', 'ABNA'])))
    kenmerk = groups(DN(16), [4, 4, 4, 4])
    t = ("Factuur van de loodgieter: KvK %s, btw-id %s, IBAN %s, betalingskenmerk %s. Klopt dit een beetje, of lijkt "
         "het op een nepfactuur?" % (kvk, btw, ib, kenmerk))
    return C('nl', 'plumber-invoice', t, [], [kvk, btw, ib, kenmerk], 'bedrijfsgegevens en betalingskenmerk')


# ---- Swedish
@case
def sv_lease():
    pnr = se_pnr()
    clearing = '5' + D(3)
    acct = D(7)
    t = ("Hjälp mig fylla i hyreskontraktet. Personnummer %s, hyran dras från mitt SEB-konto, clearingnummer %s och "
         "kontonummer %s." % (pnr, clearing, acct))
    return C('sv', 'lease-personnummer-account', t, [pnr, acct], [clearing], 'personnummer (Luhn) och kontonummer; clearingnummer offentligt')


@case
def sv_dogsitter():
    port, larm = pin(4), pin(4)
    pw = human_pw(['Kanelbulle', 'Midsommar', 'Sjöbod', 'Trollet', 'Blåbär'])
    t = ("Skriv en lapp till hundvakten: portkoden är %s, larmkoden %s, och wifi heter Nilsson-hemma med lösenordet %s. "
         "Maten står i skafferiet." % (port, larm, pw))
    return C('sv', 'dogsitter-codes', t, [port, larm, pw], [], 'portkod, larmkod och wifi-lösenord')


@case
def sv_fundraiser():
    swish = '123 %s %s %s' % (D(3), D(2), D(2))
    bg = luhn_num(pick('5789'), 8)
    bgf = bg[:4] + '-' + bg[4:]
    ocr = luhn_num(DN(1), 12)
    t = ("Ska skänka pengar till en insamling. De anger Swish %s, eller bankgiro %s med OCR-nummer %s. Vilket är "
         "säkrast och hur vet jag att det är en riktig organisation?" % (swish, bgf, ocr))
    return C('sv', 'fundraiser-payment', t, [], [swish, bgf, ocr], 'Swishnummer, bankgiro och OCR (Luhn)')


# ---- Danish
@case
def da_doctor():
    y, m, d = rdate(1960, 2000)
    cpr = '%02d%02d%02d-%s' % (d, m, y % 100, D(4))
    reg = DN(4)
    konto = D(10)
    t = ("Jeg skal skrive mig op hos en læge i den nye kommune. CPR-nummer %s, og tilskud skal gå til reg.nr. %s "
         "kontonr. %s. Kan du hjælpe med teksten?" % (cpr, reg, konto))
    return C('da', 'doctor-cpr-account', t, [cpr, konto], [reg], 'CPR-nummer (uden modulus 11) og kontonummer; reg.nr. offentligt')


@case
def da_craftsman_codes():
    box = pin(4)
    garage = pin(6)
    sag = DN(6)
    t = ("Skriv en besked til håndværkeren (sagsnummer %s): koden til nøgleboksen ved hoveddøren er %s, og garageporten "
         "åbner med %s på tastaturet. Værktøjet står i skuret." % (sag, box, garage))
    return C('da', 'craftsman-keybox-garage', t, [box, garage], [sag], 'nøglebokskode og garagekode; sagsnummer')


@case
def da_fi_invoice():
    cvr = dk_cvr()
    fak = D(6)
    fik = luhn_num(DN(1), 15)
    kred = DN(8)
    t = ("Jeg har fået en faktura fra vognmanden: CVR %s, fakturanr. %s, og betalingslinjen +71<%s +%s<. Hvordan "
         "indtaster jeg det i netbanken?" % (cvr, fak, fik, kred))
    return C('da', 'fi-card-invoice', t, [], [cvr, fak, fik, kred], 'CVR (modulus 11), fakturanummer, FI-betalings-id og kreditornummer')


# ---- Norwegian
@case
def no_lanekassen():
    fnr = no_fnr()
    acct = no_account()
    sak = '2025/' + D(6)
    t = ("Kan du hjelpe meg å fylle ut søknaden til Lånekassen? Fødselsnummer %s, kontonummer %s. Jeg begynner på "
         "NTNU i august, og den gamle søknaden hadde saksnummer %s." % (fnr, acct, sak))
    return C('no', 'lanekassen-fnr-account', t, [fnr, acct], [sak], 'fødselsnummer og kontonummer (begge med beregnede kontrollsifre); saksnummer')


@case
def no_bankid():
    pw = human_pw(['Fjellet', 'Brunost', 'Nordlys', 'Troll', 'Vinter'])
    code = pin(6)
    ref = D(8)
    t = ("BankID-passordet mitt er %s, og engangskoden fra kodebrikken var %s. Likevel står det 'BankID sperret', "
         "feilreferanse %s. Hva gjør jeg nå?" % (pw, code, ref))
    return C('no', 'bankid-password-otp', t, [pw, code], [ref], 'BankID-passord og engangskode; feilreferanse')


@case
def no_power_bill():
    kid = luhn_num(DN(1), 15)
    acct = no_account()
    org = no_orgnr()
    t = ("Faktura fra strømselskapet: KID %s, kontonummer %s, org.nr. %s, beløp 1 243,50 kr, forfall 20.03. Kan jeg "
         "sette opp AvtaleGiro for den?" % (kid, acct, org))
    return C('no', 'power-bill', t, [], [kid, acct, org], 'KID (MOD10), selskapets konto og org.nr. (MOD11)')


# ---- Finnish
@case
def fi_kela():
    hetu = fi_hetu()
    ib = fi_iban()
    diaari = 'H' + D(9)
    t = ("Täytän Kelan asumistukihakemusta. Henkilötunnus %s, tilinumero %s. Edellisen hakemuksen tunnus oli %s. "
         "Tarkistatko, että muoto on oikein?" % (hetu, g4(ib), diaari))
    return C('fi', 'kela-hetu-iban', t, [hetu, g4(ib)], [diaari], 'henkilötunnus (tarkiste laskettu) ja IBAN; hakemuksen tunnus')


@case
def fi_neighbour():
    code = pin(4)
    pw = human_pw(['Mustikka', 'Sauna', 'Revontuli', 'Karhu', 'Pulla'])
    posti = 'JJFI' + D(17)
    t = ("Kirjoita naapurille viesti: rappukäytävän ovikoodi on %s ja meidän wifin salasana %s. Postipaketti %s tulee "
         "torstaina, voisiko hän hakea sen?" % (code, pw, posti))
    return C('fi', 'neighbour-door-wifi', t, [code, pw], [posti], 'ovikoodi ja wifi-salasana; lähetystunnus')


@case
def fi_bill():
    yt = fi_ytunnus()
    ib = g4(fi_iban())
    viite = fi_viite()
    t = ("Maksan laskua: saaja Helen Oy, Y-tunnus %s, saajan tili %s, viitenumero %s, eräpäivä 15.4. Pitääkö "
         "viitenumero kirjoittaa välilyönneillä?" % (yt, ib, viite))
    return C('fi', 'utility-bill', t, [], [yt, ib, viite], 'Y-tunnus, saajan IBAN ja viitenumero (tarkisteet laskettu)')


# ---- Hungarian
@case
def hu_rental():
    ad = hu_adoaz()
    taj = hu_taj()
    acct = hu_account()
    t = ("Albérleti szerződést írok. Adóazonosító jelem %s, TAJ-számom %s, bankszámlaszámom %s. Megírod a bérlő adatai "
         "részt?" % (ad, taj, acct))
    return C('hu', 'rental-tax-taj-account', t, [ad, taj, acct], [], 'adóazonosító jel, TAJ, bankszámlaszám (ellenőrző számok számolva)')


@case
def hu_ugyfelkapu():
    pw = human_pw(['Balaton', 'Pogacsa', 'Cicamica', 'Tulipan', 'Hazikert'])
    code = pin(6)
    phone = '+36 1 ' + DN(3) + ' ' + D(4)
    t = ("Az Ügyfélkapu jelszavam %s, és most jött egy SMS: 'Az Ön azonosító kódja: %s'. Egy 'NAV-ügyintéző' hív a %s "
         "számról, és kéri a kódot. Mit csináljak?" % (pw, code, phone))
    return C('hu', 'ugyfelkapu-password-code', t, [pw, code], [phone], 'jelszó és SMS-kód; hívó telefonszáma')


@case
def hu_invoice():
    ad = hu_adoszam()
    cj = '01-09-' + D(6)
    acct = hu_account()
    rend = D(8)
    t = ("Számla: eladó adószáma %s, cégjegyzékszáma %s, bankszámla %s, rendelésszám %s. Jó, ha a közleménybe a "
         "rendelésszámot írom?" % (ad, cj, acct, rend))
    return C('hu', 'invoice-company-ids', t, [], [ad, cj, acct, rend], 'cég adószáma, cégjegyzékszám, cég számlája, rendelésszám')


# ---- Romanian
@case
def ro_allowance():
    cnp = ro_cnp()
    ib = iban('RO', pick(['BTRL', 'RNCB', 'BRDE', 'INGB']) + D(16))
    nr = D(5) + '/' + '%02d.03.2025' % R.randint(1, 28)
    t = ("Completez cererea pentru alocația copilului. CNP-ul meu este %s, iar IBAN-ul %s. Cererea veche avea numărul "
         "de înregistrare %s. Poți verifica dacă am scris bine?" % (cnp, g4(ib), nr))
    return C('ro', 'allowance-cnp-iban', t, [cnp, g4(ib)], [nr], 'CNP (cifră de control calculată) și IBAN; număr de înregistrare')


@case
def ro_courier():
    code = pin(4)
    awb = DN(13)
    t = ("Scrie-i curierului un mesaj: codul de la interfon e %s, apartamentul 12, etajul 3. Coletul are AWB %s. Dacă "
         "nu răspund, să-l lase la vecina de la 11." % (code, awb))
    return C('ro', 'courier-intercom-code', t, [code], [awb], 'cod interfon; AWB')


@case
def ro_supplier():
    cui = 'RO' + ro_cui()
    jreg = 'J40/%d/2019' % R.randint(1000, 29999)
    ib = g4(iban('RO', pick(['BTRL', 'RNCB', 'BRDE']) + D(16)))
    fact = 'ABC ' + D(5)
    t = ("Factura de la furnizor: CUI %s, Nr. Reg. Com. %s, IBAN %s, factura seria %s. E în regulă să plătesc în "
         "contul ăsta? Anterior aveau alt IBAN." % (cui, jreg, ib, fact))
    return C('ro', 'supplier-invoice', t, [], [cui, jreg, ib, fact], 'CUI (control calculat), registrul comerțului, IBAN furnizor, factură')


# ---- Greek
@case
def el_allowance():
    afm = gr_afm(pick('1'))
    amka = gr_amka()
    ib = iban('GR', pick(['011', '017', '026', '014']) + D(4) + D(16))
    prot = DN(10)
    t = ("Συμπληρώνω την αίτηση για το επίδομα. ΑΦΜ %s, ΑΜΚΑ %s, IBAN %s. Η προηγούμενη αίτηση είχε αριθμό πρωτοκόλλου "
         "%s. Μπορείς να ελέγξεις αν είναι σωστά τα πεδία;" % (afm, amka, g4(ib), prot))
    return C('el', 'allowance-afm-amka-iban', t, [afm, amka, g4(ib)], [prot], 'ΑΦΜ και ΑΜΚΑ (ψηφία ελέγχου) και IBAN· αριθμός πρωτοκόλλου')


@case
def el_taxisnet():
    pw = human_pw(['Thalassa', 'Ouzaki', 'Kalokairi', 'Pireas', 'Meltemi'])
    otp = pin(6)
    t = ("Ο κωδικός μου στο Taxisnet είναι %s και μου ήρθε τώρα κι ένας κωδικός OTP %s. Ο λογιστής μου ζητάει να του "
         "τα στείλω για να κάνει τη δήλωση, είναι εντάξει;" % (pw, otp))
    return C('el', 'taxisnet-password-otp', t, [pw, otp], [], 'κωδικός Taxisnet και OTP')


@case
def el_power_bill():
    rf = rf_ref()
    bill = D(10)
    t = ("Έχω λογαριασμό ρεύματος με κωδικό ηλεκτρονικής πληρωμής %s, αριθμό λογαριασμού %s και ποσό 64,20 €. Πώς "
         "πληρώνω μέσω web banking;" % (rf, bill))
    return C('el', 'power-bill-rf', t, [], [rf, bill], 'κωδικός RF (mod 97 υπολογισμένος) και αριθμός λογαριασμού')


# ---- Turkish
@case
def tr_job_form():
    tc = tr_tc()
    ib = iban('TR', pick(['00010', '00062', '00064', '00046', '00067']) + '0' + D(16))
    ilan = DN(9)
    t = ("İş başvuru formunu dolduruyorum (ilan no %s): TC kimlik no %s, maaş için IBAN %s. Formdaki 'kendinizi "
         "tanıtın' kısmını yazar mısın?" % (ilan, tc, g4(ib)))
    return C('tr', 'job-form-tc-iban', t, [tc, g4(ib)], [ilan], 'TC kimlik no (kontrol haneleri) ve IBAN; ilan numarası')


@case
def tr_edevlet():
    pw = human_pw(['Kelebek', 'Simit', 'Lale', 'Karadeniz', 'Pamuk'])
    code = pin(6)
    trk = DN(12)
    t = ("e-Devlet şifrem %s, bir de SMS ile gelen doğrulama kodu %s. Kargo şirketinden aradılar, 'teslimat için kodu "
         "söyleyin' dediler, takip numarası %s imiş. Söylemeli miyim?" % (pw, code, trk))
    return C('tr', 'edevlet-password-code', t, [pw, code], [trk], 'e-Devlet şifresi ve SMS kodu; kargo takip numarası')


@case
def tr_return():
    order = DN(10)
    kargo = DN(13)
    vkn = DN(10)
    t = ("Trendyol'dan sipariş verdim, sipariş no %s, kargo takip no %s, satıcının vergi numarası %s. İade talebini "
         "nasıl yazayım?" % (order, kargo, vkn))
    return C('tr', 'return-request', t, [], [order, kargo, vkn], 'sipariş, kargo takip ve vergi numarası')


# ---- Vietnamese
@case
def vi_loan():
    cccd = pick(['001', '079', '048', '031']) + pick('0123') + D(2) + D(6)
    acct = '0' + D(12)
    hs = 'HS' + D(8)
    t = ("Mình đang điền hồ sơ vay tiêu dùng (mã hồ sơ %s): số CCCD %s, số tài khoản Vietcombank %s. Bạn viết giúp "
         "mình đoạn giới thiệu bản thân cho hồ sơ nhé." % (hs, cccd, acct))
    return C('vi', 'loan-cccd-account', t, [cccd, acct], [hs], 'số CCCD và số tài khoản; mã hồ sơ')


@case
def vi_shipper_otp():
    pw = human_pw(['Hoasen', 'Meocon', 'Saigon', 'Phoxua', 'Banhmi'])
    otp = pin(6)
    order = '25' + D(4) + rs(8, UP + DIG)
    t = ("Mật khẩu wifi nhà mình là %s, còn mã OTP ngân hàng vừa gửi là %s. Shipper gọi bảo đọc mã này để nhận đơn hàng "
         "%s, có nên đọc không?" % (pw, otp, order))
    return C('vi', 'wifi-and-otp-shipper', t, [pw, otp], [order], 'mật khẩu wifi và OTP; mã đơn hàng')


@case
def vi_invoice():
    mst = DN(10)
    ghn = rs(8, 'ABCDEFGHKLMNPQRTUVXY')
    order = '25' + D(4) + rs(8, UP + DIG)
    t = ("Mình cần xin xuất hóa đơn VAT cho công ty: mã số thuế %s, mã vận đơn GHN %s, mã đơn Shopee %s. Viết giúp mình "
         "email gửi shop nhé." % (mst, ghn, order))
    return C('vi', 'vat-invoice-request', t, [], [mst, ghn, order], 'mã số thuế công ty, mã vận đơn, mã đơn hàng')


# ---- Thai
@case
def th_salary_account():
    acct = '%s-%s-%s-%s' % (D(3), D(1), D(5), D(1))
    tid = th_fmt(th_id())
    t = ("ช่วยเขียนอีเมลถึงฝ่ายบุคคลหน่อย แจ้งเปลี่ยนบัญชีรับเงินเดือนเป็นธนาคารกสิกรไทย (SWIFT: KASITHBK) "
         "เลขที่บัญชี %s และแนบเลขบัตรประชาชน %s ให้ด้วย" % (acct, tid))
    return C('th', 'salary-account-id', t, [acct, tid], ['KASITHBK'], 'เลขบัญชีและเลขบัตรประชาชน (คำนวณหลักตรวจสอบ); SWIFT ของธนาคาร')


@case
def th_otp_ref():
    otp = pin(6)
    ref = rs(4, 'ABCDEFGHJKLMNPQRSTUVWXYZ')
    t = ("ได้ SMS ว่า \"รหัส OTP คือ %s (Ref: %s) ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น\" แล้วมีคนโทรมาบอกว่าเป็น"
         "เจ้าหน้าที่ธนาคาร ขอรหัสนี้เพื่อยกเลิกรายการ ต้องให้ไหม" % (otp, ref))
    return C('th', 'otp-with-ref-code', t, [otp], [ref], 'รหัส OTP; รหัสอ้างอิง Ref เป็นค่าคล้าย')


@case
def th_parcel():
    ems = s10('EF', 'TH')
    tax = th_id('0')
    order = DN(15)
    t = ("พัสดุ EMS เลข %s ยังไม่ถึงเลย สั่งจากร้านที่มีเลขประจำตัวผู้เสียภาษี %s เลขที่คำสั่งซื้อ %s ช่วยร่างข้อความ"
         "ถามร้านให้หน่อย" % (ems, tax, order))
    return C('th', 'parcel-inquiry', t, [], [ems, tax, order], 'เลขพัสดุ (S10), เลขผู้เสียภาษีของร้าน, เลขคำสั่งซื้อ')


# ---- Indonesian
@case
def id_bpjs():
    y, m, d = rdate(1970, 2002)
    nik = pick(['327301', '317404', '357801', '337402']) + '%02d%02d%02d' % (d + pick([0, 40]), m, y % 100) + '%04d' % R.randint(1, 99)
    bpjs = '000' + D(10)
    bca = D(10)
    faskes = '0' + D(7)
    t = ("Tolong cek data pendaftaran BPJS saya: NIK %s, nomor kartu BPJS Kesehatan %s, dan rekening BCA untuk autodebet "
         "%s. Faskes tingkat 1 yang saya pilih kodenya %s. Sudah benar formatnya?" % (nik, bpjs, bca, faskes))
    return C('id', 'bpjs-nik-account', t, [nik, bpjs, bca], [faskes], 'NIK, nomor BPJS Kesehatan, rekening; kode faskes')


@case
def id_gopay():
    otp = pin(4)
    gp = pin(6)
    resi = 'JP' + D(10)
    t = ("Ada yang chat ngaku kurir paket dengan resi %s, minta kode dari GoPay. SMS-nya: '<#> Kode verifikasi GoPay "
         "kamu: %s. JANGAN BERIKAN kode ini ke siapa pun, termasuk pihak Gojek.' Terus PIN GoPay aku %s, aman nggak "
         "kalau aku ganti sekarang?" % (resi, otp, gp))
    return C('id', 'gopay-otp-pin', t, [otp, gp], [resi], 'kode verifikasi dan PIN GoPay; nomor resi')


@case
def id_complaint():
    inv = 'INV/20250314/MPL/' + DN(10)
    resi = 'JP' + D(10)
    npwp = '%s.%s.%s.%s-%s.000' % (D(2), D(3), D(3), D(1), D(3))
    t = ("Aku mau komplain: pesanan Tokopedia %s, resi J&T %s, penjualnya PT Sinar Abadi dengan NPWP %s. Barangnya "
         "rusak. Bantu buatkan pesan komplain ya." % (inv, resi, npwp))
    return C('id', 'marketplace-complaint', t, [], [inv, resi, npwp], 'nomor invoice, resi, NPWP perusahaan')


# ---- Tagalog
@case
def tl_new_job():
    tin = '%s-%s-%s-000' % (D(3), D(3), D(3))
    sss = '%s-%s-%s' % (D(2), D(7), D(1))
    ph = '%s-%s-%s' % (D(2), D(9), D(1))
    er = '%s-%s-%s' % (D(2), D(7), D(1))
    t = ("Pa-help naman mag-fill up ng form sa bagong trabaho. TIN ko %s, SSS %s, tapos PhilHealth %s. Yung employer "
         "SSS number ng company ay %s. Tama ba yung format?" % (tin, sss, ph, er))
    return C('tl', 'new-job-tin-sss-philhealth', t, [tin, sss, ph], [er], 'TIN, SSS, PhilHealth numbers; employer SSS number')


@case
def tl_gcash_scam():
    otp = pin(6)
    mpin = pin(4)
    ref = D(13)
    t = ("May nag-text sa akin na taga-GCash daw, hinihingi yung OTP na %s at yung MPIN ko na %s. Naibigay ko na yung "
         "MPIN 😭 ano gagawin ko? Yung huling transaction ko Ref No. %s." % (otp, mpin, ref))
    return C('tl', 'gcash-otp-mpin-scam', t, [otp, mpin], [ref], 'OTP at MPIN; Ref No. ng resibo (settled: reference)')


@case
def tl_meralco():
    ref = D(13)
    order = '2503' + D(2) + rs(8, UP + DIG)
    jt = '7' + D(11)
    t = ("Nagbayad ako ng Meralco gamit ang GCash, Ref No. %s, ₱2,315.40, pero hindi pa raw posted. Tapos yung Shopee "
         "order ko %s, J&T tracking %s, hindi pa rin dumarating. Paano ko ire-report pareho?" % (ref, order, jt))
    return C('tl', 'meralco-shopee-report', t, [], [ref, order, jt], 'Ref No., order ID, tracking number')


# ---- Swahili
@case
def sw_mpesa_wrong_number():
    code = pick('ST') + rs(9, UP + DIG)
    phone = '07' + pick('12') + D(7)
    t = ("Nimetuma pesa kwa namba isiyo sahihi. Hii ndiyo SMS:\n---\n%s Imethibitishwa. Ksh2,500.00 imetumwa kwa JOHN "
         "KAMAU %s tarehe 14/3/25 saa 7:42 PM. Salio jipya la M-PESA ni Ksh3,118.00.\n---\nNifanyeje ili nirudishiwe?"
         % (code, phone))
    return C('sw', 'mpesa-wrong-number', t, [code], [phone], 'msimbo wa muamala wa M-Pesa (settled: siri); namba ya mpokeaji')


@case
def sw_loan_form():
    kid = DN(8)
    kra = 'A' + D(9) + pick(UP)
    mp = pin(4)
    t = ("Nasaidiwa kujaza fomu ya mkopo: namba ya kitambulisho %s, KRA PIN %s, na wakala ananiambia niandike PIN yangu "
         "ya M-PESA, ambayo ni %s. Je, ni salama kuweka PIN kwenye fomu?" % (kid, kra, mp))
    return C('sw', 'loan-form-id-kra-pin', t, [kid, kra, mp], [], 'namba ya kitambulisho, KRA PIN, PIN ya M-PESA')


@case
def sw_school_fees():
    paybill = DN(6)
    inv = 'ADM-' + D(5)
    ticket = 'TKT' + D(7)
    t = ("Nataka kulipa ada ya shule kupitia Paybill %s, namba ya ankara %s. Pia nina tiketi ya basi %s ya Mombasa "
         "kesho. Nisaidie kupanga bajeti ya wiki hii." % (paybill, inv, ticket))
    return C('sw', 'school-fees-paybill', t, [], [paybill, inv, ticket], 'Paybill ya shule, ankara, tiketi')


# ================================================================ validation
LANGS = {'en', 'zh', 'ja', 'ko', 'ar', 'fa', 'he', 'hi', 'ru', 'uk', 'pl', 'cs', 'de', 'fr', 'es', 'pt', 'it', 'nl',
         'sv', 'da', 'no', 'fi', 'hu', 'ro', 'el', 'tr', 'vi', 'th', 'id', 'tl', 'sw'}
ID_RE = re.compile(r'^' + PREFIX + r'-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$')
HOSTILE = {'\ufeff', '\u2028', '\u2029', '\ufffe', '\uffff', '\u0085'}


def hostile(s, allow_newline):
    for ch in s:
        if ch == '\n' and allow_newline:
            continue
        cat = unicodedata.category(ch)
        if cat in ('Cc', 'Cs', 'Co', 'Cn') or ch in HOSTILE:
            return 'U+%04X' % ord(ch)
    return None


def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out


def validate_case(c):
    errs = []
    for k in ('lang', 'text', 'secrets', 'lookalikes', 'note'):
        if k not in c:
            errs.append('missing ' + k)
    if errs:
        return errs
    text = c['text']
    if c['lang'] not in LANGS:
        errs.append('bad lang %r' % c['lang'])
    if not isinstance(text, str) or not text.strip():
        errs.append('empty text')
        return errs
    h = hostile(text, True)
    if h:
        errs.append('hostile char %s in text' % h)
    for k in ('note', 'lang'):
        if not c[k] or hostile(c[k], False):
            errs.append('bad %s' % k)
    if 'id' in c and not ID_RE.match(c['id']):
        errs.append('bad id %r' % c['id'])
    S, L = c['secrets'], c['lookalikes']
    if len(set(S)) != len(S) or len(set(L)) != len(L):
        errs.append('duplicate value in a list')
    if set(S) & set(L):
        errs.append('value both secret and look-alike')
    if not S and not L:
        errs.append('negative case without look-alikes')
    spans = []
    for kind, vals in (('S', S), ('L', L)):
        for v in vals:
            if not isinstance(v, str) or not v or v != v.strip():
                errs.append('bad value %r' % v)
                continue
            hv = hostile(v, kind == 'S')
            if hv:
                errs.append('hostile char %s in value' % hv)
            occ = occurrences(text, v)
            if not occ:
                errs.append('value not in text: %r' % v[:40])
                continue
            if len(v) <= 6 and len(occ) != 1:
                errs.append('short value occurs %d times: %r' % (len(occ), v))
            for a, b in occ:
                if v[0].isdigit() and a > 0 and text[a - 1].isdigit():
                    errs.append('value embedded in a longer number: %r' % v[:40])
                if v[-1].isdigit() and b < len(text) and text[b].isdigit():
                    errs.append('value embedded in a longer number: %r' % v[:40])
                spans.append((a, b, kind, v))
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            a1, b1, k1, v1 = spans[i]
            a2, b2, k2, v2 = spans[j]
            if v1 != v2 and a1 < b2 and a2 < b1:
                errs.append('%s/%s overlap: %r ~ %r' % (k1, k2, v1[:30], v2[:30]))
    return errs


# ================================================================ YAML
def q(s):
    return json.dumps(s, ensure_ascii=False)


def to_yaml(cases):
    out = ['# %s: evaluation set for a chat-memory secrets filter (blind; generated by make_%s.py, seed %d)'
           % (NAME, NAME, SEED), 'lookalikes: []', 'cases:']
    for c in cases:
        out.append('  - id: ' + q(c['id']))
        out.append('    lang: ' + q(c['lang']))
        out.append('    text: ' + q(c['text']))
        for k in ('secrets', 'lookalikes'):
            if c[k]:
                out.append('    %s:' % k)
                out.extend('      - ' + q(v) for v in c[k])
            else:
                out.append('    %s: []' % k)
        out.append('    note: ' + q(c['note']))
    return '\n'.join(out) + '\n'


def parse_yaml(src):
    def sc(s):
        if not (len(s) >= 2 and s[0] == '"' and s[-1] == '"'):
            raise ValueError('not a double-quoted scalar: %r' % s[:40])
        v = json.loads(s)
        if not isinstance(v, str):
            raise ValueError('not a string')
        return v
    lines = src.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    body = [ln for ln in lines if not ln.startswith('#')]
    if body[:2] != ['lookalikes: []', 'cases:']:
        raise ValueError('bad header')
    cases, cur, mode = [], None, None
    for ln in body[2:]:
        if ln.startswith('  - id: '):
            cur = {'id': sc(ln[8:])}
            cases.append(cur)
            mode = None
        elif cur is None:
            raise ValueError('content before first case')
        elif ln.startswith('    lang: '):
            cur['lang'] = sc(ln[10:])
        elif ln.startswith('    text: '):
            cur['text'] = sc(ln[10:])
        elif ln.startswith('    note: '):
            cur['note'] = sc(ln[10:])
        elif ln in ('    secrets: []', '    lookalikes: []'):
            cur[ln.strip().split(':')[0]] = []
            mode = None
        elif ln in ('    secrets:', '    lookalikes:'):
            mode = ln.strip()[:-1]
            cur[mode] = []
        elif ln.startswith('      - ') and mode:
            cur[mode].append(sc(ln[8:]))
        else:
            raise ValueError('unexpected line: %r' % ln[:60])
    return cases


# ================================================================ main
def build():
    self_tests()
    built = []
    for fn in CASES:
        for attempt in range(25):
            c = fn()
            errs = validate_case(c)
            if not errs:
                break
        else:
            print('case %s keeps failing: %s' % (fn.__name__, errs), file=sys.stderr)
            sys.exit(1)
        built.append(c)
    R.shuffle(built)
    for i, c in enumerate(built, 1):
        c['id'] = '%s-%03d-%s' % (PREFIX, i, c['slug'])
        del c['slug']
    return [{k: c[k] for k in ('id', 'lang', 'text', 'secrets', 'lookalikes', 'note')} for c in built]


def check_totals(cases):
    probs = []
    ids = [c['id'] for c in cases]
    if len(set(ids)) != len(ids) or len(set(i[:8] for i in ids)) != len(ids):
        probs.append('duplicate ids')
    for c in cases:
        for e in validate_case(c):
            probs.append('%s: %s' % (c['id'], e))
    n = len(cases)
    neg = sum(1 for c in cases if not c['secrets'])
    ns = sum(len(c['secrets']) for c in cases)
    nl = sum(len(c['lookalikes']) for c in cases)
    multi = sum(1 for c in cases if '\n---\n' in c['text'])
    langs = {c['lang'] for c in cases}
    en = sum(1 for c in cases if c['lang'] == 'en')
    if not 165 <= n <= 185:
        probs.append('case count %d' % n)
    if not 0.2 <= neg / n <= 0.3:
        probs.append('negative share %.2f' % (neg / n))
    if not 180 <= ns <= 230:
        probs.append('secret count %d' % ns)
    if not 225 <= nl <= 280:
        probs.append('look-alike count %d' % nl)
    if not 5 <= multi <= 10:
        probs.append('multi-message count %d' % multi)
    if len(langs) < 30:
        probs.append('only %d languages' % len(langs))
    if not 0.45 <= en / n <= 0.55:
        probs.append('English share %.2f' % (en / n))
    return probs


def main():
    if len(sys.argv) != 2:
        print('usage: python3 make_%s.py %s.yaml' % (NAME, NAME), file=sys.stderr)
        sys.exit(2)
    cases = build()
    probs = check_totals(cases)
    y = to_yaml(cases)
    try:
        back = parse_yaml(y)
    except ValueError as e:
        probs.append('re-parse failed: %s' % e)
        back = None
    if back is not None and back != cases:
        probs.append('re-parse differs from generated cases')
    if probs:
        for p in probs:
            print('PROBLEM:', p, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], 'w', encoding='utf-8', newline='\n') as f:
        f.write(y)
    print('wrote %s: %d cases' % (sys.argv[1], len(cases)))


if __name__ == '__main__':
    main()
