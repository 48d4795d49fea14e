#!/usr/bin/env python3
"""Deterministic generator for frozen blind held-out set v27 (secret redaction).

python3 make_heldout_v27.py [output_path]   (default: heldout_v27.yaml)
Stdlib only, fixed seed 27. All values are fresh synthetic random values.
"""
import base64
import json
import random
import string
import sys

R = random.Random(27)
OUT = sys.argv[1] if len(sys.argv) > 1 else 'heldout_v27.yaml'

DIG = string.digits
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALN = LOW + UP + DIG
HEX = '0123456789abcdef'
B64 = ALN + '+/'
B64U = ALN + '-_'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def rs(n, a=ALN):
    return ''.join(R.choice(a) for _ in range(n))


def dg(n):
    return rs(n, DIG)


def dg1(n):
    return R.choice('123456789') + dg(n - 1)


def hx(n):
    return rs(n, HEX)


def pw(n=None, sym='!#%&*+-=?@^_.'):
    n = n or R.randint(10, 16)
    while True:
        s = rs(n, ALN + sym)
        if (any(c in DIG for c in s) and any(c in sym for c in s)
                and any(c in UP for c in s) and any(c in LOW for c in s)
                and s[0] not in sym):
            return s


def pin(n=4):
    while True:
        s = dg(n)
        if len(set(s)) > 1 and s not in ('1234', '0000', '2024', '2025', '2026', '1990'):
            return s


def uuid4():
    h = hx(32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def grp(s, sizes, sep=' '):
    out, i = [], 0
    for z in sizes:
        out.append(s[i:i + z])
        i += z
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)


def date_parts(y0=1955, y1=2003):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)


# ---------------------------------------------------------------- cards
def luhn_check(body):
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
    return luhn_check(num[:-1]) == num[-1]


def card(prefix, length=16):
    body = prefix + dg(length - len(prefix) - 1)
    return body + luhn_check(body)


def cfmt(n, sep=' '):
    return grp(n, (4, 6, 5) if len(n) == 15 else (4, 4, 4, 4), sep)


def visa():
    return card('4' + dg1(1))


def mc():
    return card('5' + R.choice('12345'))


def amex():
    return card(R.choice(['34', '37']), 15)


def unionpay():
    return card('62' + R.choice(['22', '28', '17']))


def expiry():
    return f'{R.randint(1, 12):02d}/{R.randint(27, 31)}'


def cvv(avoid=''):
    while True:
        v = dg(3)
        if v not in avoid:
            return v


# ---------------------------------------------------------------- IBAN
def iban(cc, bban):
    num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
    return f'{cc}{98 - int(num) % 97:02d}{bban}'


BBAN = {
    'DE': lambda: dg(18), 'FR': lambda: dg(23), 'ES': lambda: dg(20),
    'IT': lambda: R.choice(UP) + dg(22), 'NL': lambda: rs(4, UP) + dg(10),
    'GB': lambda: rs(4, UP) + dg(14), 'PL': lambda: dg(24), 'BE': lambda: dg(12),
    'AT': lambda: dg(16), 'CH': lambda: dg(17), 'PT': lambda: dg(21),
    'CZ': lambda: dg(20), 'RO': lambda: rs(4, UP) + rs(16, UP + DIG),
    'HU': lambda: dg(24), 'TR': lambda: dg(5) + '0' + dg(16), 'GR': lambda: dg(23),
    'SA': lambda: dg(20), 'AE': lambda: dg(19), 'IL': lambda: dg(19),
    'UA': lambda: dg(25), 'SE': lambda: dg(20), 'FI': lambda: dg(14),
    'DK': lambda: dg(14), 'NO': lambda: dg(11), 'HR': lambda: dg(17),
    'BG': lambda: rs(4, UP) + dg(6) + rs(8, UP + DIG),
}


def ib(cc, spaced=True):
    v = iban(cc, BBAN[cc]())
    return grp(v, [4] * 9) if spaced else v


# ---------------------------------------------------------------- national ids
def de_steuerid():
    while True:
        ds = list(range(10))
        R.shuffle(ds)
        ds.pop()
        ds.insert(R.randrange(10), R.choice(ds))
        if ds[0] == 0:
            continue
        prod = 10
        for d in ds:
            s = (d + prod) % 10 or 10
            prod = (s * 2) % 11
        c = 11 - prod
        c = 0 if c == 10 else c
        return ''.join(map(str, ds)) + str(c)


def es_dni():
    n = R.randint(10000000, 99999999)
    return f'{n}' + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]


def es_nie():
    p = R.choice('XYZ')
    n = R.randint(1000000, 9999999)
    return f'{p}{n}' + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + str(n)) % 23]


def nl_bsn():
    while True:
        b = [R.randint(0, 9) for _ in range(8)]
        if b[0] == 0:
            continue
        s = sum(d * (9 - i) for i, d in enumerate(b))
        c = s % 11
        if c < 10:
            return ''.join(map(str, b + [c]))


def pesel():
    y, m, d = date_parts(1950, 2005)
    mm = m + (20 if y >= 2000 else 0)
    s = f'{y % 100:02d}{mm:02d}{d:02d}' + dg(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)


def se_pnr():
    y, m, d = date_parts(1950, 1999)
    s = f'{y % 100:02d}{m:02d}{d:02d}' + dg(3)
    return f'{s[:6]}-{s[6:]}' + luhn_check(s)


def fi_hetu():
    y, m, d = date_parts(1950, 2004)
    z = R.randint(2, 899)
    n = int(f'{d:02d}{m:02d}{y % 100:02d}{z:03d}')
    sep = 'A' if y >= 2000 else '-'
    return f'{d:02d}{m:02d}{y % 100:02d}{sep}{z:03d}' + '0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]


def no_fnr():
    while True:
        y, m, d = date_parts(1955, 1999)
        b = [int(c) for c in f'{d:02d}{m:02d}{y % 100:02d}'] + [int(c) for c in f'{R.randint(0, 499):03d}']
        k1 = 11 - sum(a * w for a, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b.append(k1)
        k2 = 11 - sum(a * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return ''.join(map(str, b + [k2]))


def dk_cpr():
    y, m, d = date_parts(1950, 1999)
    return f'{d:02d}{m:02d}{y % 100:02d}-{dg(4)}'


def cpf():
    while True:
        b = [R.randint(0, 9) for _ in range(9)]
        if len(set(b)) == 1:
            continue
        r = sum(v * (10 - i) for i, v in enumerate(b)) % 11
        b.append(0 if r < 2 else 11 - r)
        r = sum(v * (11 - i) for i, v in enumerate(b)) % 11
        b.append(0 if r < 2 else 11 - r)
        x = ''.join(map(str, b))
        return f'{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}'


def cn_id():
    region = R.choice(['110105', '310115', '440305', '330106', '510107', '320102', '420111'])
    y, m, d = date_parts(1960, 2002)
    s = f'{region}{y}{m:02d}{d:02d}{dg(3)}'
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + '10X98765432'[sum(int(a) * b for a, b in zip(s, w)) % 11]


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar():
    body = dg1(11)
    while body[0] in '01':
        body = dg1(11)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    full = body + str(VINV[c])
    c = 0
    for i, ch in enumerate(reversed(full)):
        c = VD[c][VP[i % 8][int(ch)]]
    assert c == 0
    return grp(full, (4, 4, 4))


def kr_rrn():
    y, m, d = date_parts(1965, 2003)
    g = R.choice('12') if y < 2000 else R.choice('34')
    s = f'{y % 100:02d}{m:02d}{d:02d}{g}{dg(5)}'
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return f'{s[:6]}-{s[6:]}{c}'


def jp_mynumber():
    b = dg(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return grp(b + str(0 if r <= 1 else 11 - r), (4, 4, 4))


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def pt_nif():
    b = [int(R.choice('12')) ] + [R.randint(0, 9) for _ in range(7)]
    c = 11 - sum(v * (9 - i) for i, v in enumerate(b)) % 11
    return ''.join(map(str, b)) + str(0 if c >= 10 else c)


def fr_nir():
    sx = R.choice('12')
    y, m, d = date_parts(1955, 2000)
    dep = R.choice(['75', '69', '13', '33', '59', '31', '44'])
    body = f'{sx}{y % 100:02d}{m:02d}{dep}{R.randint(1, 400):03d}{R.randint(1, 600):03d}'
    key = 97 - int(body) % 97
    return f'{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}'


CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                   11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def it_cf():
    y, m, d = date_parts(1955, 2000)
    d += R.choice([0, 40])
    s = (rs(3, 'BCDFGLMNPRSTVZ') + rs(3, 'BCDFGLMNPRSTVZ') + f'{y % 100:02d}' + 'ABCDEHLMPRST'[m - 1]
         + f'{d:02d}' + R.choice(['H501', 'F205', 'L219', 'F839', 'G273', 'A944']))
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return s + chr(65 + tot % 26)


def ca_sin():
    b = R.choice('1234567') + dg(7)
    return grp(b + luhn_check(b), (3, 3, 3))


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            return f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'


def uk_nino():
    while True:
        p = R.choice('ABCEGHJKLMNOPRSTWXYZ') + R.choice('ABCEGHJKLMNPRSTWXYZ')
        if p not in ('BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'):
            return f'{p} {dg(2)} {dg(2)} {dg(2)} {R.choice("ABCD")}'


def nhs():
    while True:
        b = dg1(9)
        c = 11 - sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        if c == 11:
            c = 0
        if c != 10:
            x = b + str(c)
            return grp(x, (3, 3, 4))


def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = dg1(9)
        if sum(int(x) * y for x, y in zip(b, w)) % 11 == 0:
            return grp(b, (3, 3, 3))


def au_abn():
    w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        b = dg1(11)
        ds = [int(x) for x in b]
        ds[0] -= 1
        if sum(x * y for x, y in zip(ds, w)) % 89 == 0:
            return grp(b, (2, 3, 3, 3))


def cl_rut():
    n = R.randint(8000000, 24999999)
    s, w = 0, 2
    for ch in reversed(str(n)):
        s += int(ch) * w
        w = 2 if w == 7 else w + 1
    r = 11 - s % 11
    c = '0' if r == 11 else 'K' if r == 10 else str(r)
    return f'{n:,}'.replace(',', '.') + '-' + c


def ar_cuit():
    while True:
        b = R.choice(['20', '27', '23']) + dg(8)
        c = 11 - sum(int(x) * y for x, y in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 11:
            c = 0
        if c != 10:
            return f'{b[:2]}-{b[2:]}-{c}'


def be_nn():
    y, m, d = date_parts(1950, 1999)
    body = f'{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 997):03d}'
    k = 97 - int(body) % 97
    return f'{body[:2]}.{body[2:4]}.{body[4:6]}-{body[6:9]}.{k:02d}'


def ro_cnp():
    y, m, d = date_parts(1955, 1999)
    b = f'{R.choice("12")}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{R.randint(1, 999):03d}'
    c = sum(int(x) * int(w) for x, w in zip(b, '279146358279')) % 11
    return b + str(1 if c == 10 else c)


def cz_rc():
    while True:
        y, m, d = date_parts(1960, 1999)
        mm = m + R.choice([0, 50])
        b = f'{y % 100:02d}{mm:02d}{d:02d}{dg(3)}'
        c = int(b) % 11
        if c != 10:
            return f'{b[:6]}/{b[6:]}{c}'


def za_id():
    y, m, d = date_parts(1960, 1999)
    b = f'{y % 100:02d}{m:02d}{d:02d}{dg(4)}08'
    return b + luhn_check(b)


TWL = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35,
           P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id():
    L = R.choice('ABDEFHKLM')
    b = R.choice('12') + dg(7)
    v = TWL[L]
    s = v // 10 + (v % 10) * 9 + sum(int(x) * w for x, w in zip(b, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + b + str((10 - s % 10) % 10)


def hk_id():
    L = R.choice('ACDEGHKPRVYZ')
    b = dg(6)
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(int(x) * w for x, w in zip(b, [7, 6, 5, 4, 3, 2]))
    c = 11 - s % 11
    ch = '0' if c == 11 else 'A' if c == 10 else str(c)
    return f'{L}{b}({ch})'


def ru_snils():
    while True:
        b = dg(9)
        s = sum(int(x) * (9 - i) for i, x in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return f'{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}'


def ru_inn12():
    b = [int(x) for x in R.choice(['77', '78', '50', '66']) + dg(8)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    b.append(sum(x * y for x, y in zip(b, w2)) % 11 % 10)
    return ''.join(map(str, b))


def ua_rnokpp():
    b = [int(x) for x in dg1(9)]
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return ''.join(map(str, b)) + str(sum(x * y for x, y in zip(b, w)) % 11 % 10)


def ir_melli():
    while True:
        b = dg(9)
        if len(set(b)) == 1:
            continue
        r = sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        return b + str(r if r < 2 else 11 - r)


def th_id():
    b = R.choice('1358') + dg(11)
    c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(b)) % 11) % 10
    x = b + str(c)
    return f'{x[0]}-{x[1:5]}-{x[5:10]}-{x[10:12]}-{x[12]}'


def ie_ppsn():
    b = dg(7)
    s = sum(int(x) * (8 - i) for i, x in enumerate(b))
    return b + 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23]


def ch_ahv():
    b = '756' + dg(9)
    s = sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b))
    x = b + str((10 - s % 10) % 10)
    return f'{x[:3]}.{x[3:7]}.{x[7:11]}.{x[11:]}'


def hu_taj():
    b = dg1(8)
    s = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(b))
    x = b + str(s % 10)
    return f'{x[:3]} {x[3:6]} {x[6:]}'


def il_id():
    b = dg1(8)
    return b + luhn_check(b)


def gr_amka():
    y, m, d = date_parts(1955, 2000)
    b = f'{d:02d}{m:02d}{y % 100:02d}{dg(4)}'
    return b + luhn_check(b)


def sa_id():
    b = '1' + dg(8)
    return b + luhn_check(b)


def id_nik():
    y, m, d = date_parts(1965, 2002)
    return R.choice(['317401', '327301', '357801', '517101']) + f'{d:02d}{m:02d}{y % 100:02d}' + dg(4)


def vn_cccd():
    y, m, d = date_parts(1970, 1999)
    return R.choice(['001', '079', '048', '031']) + R.choice('01') + f'{y % 100:02d}' + dg(6)


def mx_dummy():
    return None


# ---------------------------------------------------------------- provider keys etc.
def aws_id():
    return 'AKIA' + rs(16, UP + '234567')


def aws_secret():
    return rs(40, ALN + '/+')


def jwt(payload):
    h = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(',', ':')).encode()).decode().rstrip('=')
    return f'{h}.{p}.{rs(43, B64U)}'


def openssh_key():
    body = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + rs(70 * 5 - 70 + 33, B64)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END OPENSSH PRIVATE KEY-----'


def ec_key():
    body = 'MHcCAQEEI' + rs(64 * 3 - 9 + 33, B64) + '=='
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return '-----BEGIN EC PRIVATE KEY-----\n' + '\n'.join(lines) + '\n-----END EC PRIVATE KEY-----'


def ed_pub(user):
    return 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(43, B64) + ' ' + user


BIP = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse '
       'achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust '
       'admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport '
       'aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always '
       'amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce '
       'annual another answer antenna antique anxiety any apart apology appear apple approve april arch '
       'arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork '
       'ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction '
       'audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward '
       'axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain '
       'barrel base basic basket battle beach bean beauty because become beef before begin behave behind '
       'believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology '
       'bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur '
       'blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box '
       'boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli '
       'broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle '
       'cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas '
       'canyon capable capital captain carbon card cargo carpet carry cart case cash casino castle casual '
       'catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal '
       'certain chair chalk champion change chaos chapter charge chase cheap check cheese chef cherry chest '
       'chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen '
       'civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock '
       'zebra zero zone zoo wrist wreck worth world wool wood wisdom winter wine window wild width wheat '
       'weekend wealth weasel weapon wave water warrior walnut wagon voyage vote volcano vivid visual '
       'violin village viable vessel velvet vapor valley vacuum useful upper update unusual unlock unfair').split()


def seed(n):
    return ' '.join(R.choice(BIP) for _ in range(n))


NUMW = {
    'en': 'zero one two three four five six seven eight nine'.split(),
    'de': 'null eins zwei drei vier fünf sechs sieben acht neun'.split(),
    'fr': 'zéro un deux trois quatre cinq six sept huit neuf'.split(),
    'es': 'cero uno dos tres cuatro cinco seis siete ocho nueve'.split(),
    'it': 'zero uno due tre quattro cinque sei sette otto nove'.split(),
    'ru': 'ноль один два три четыре пять шесть семь восемь девять'.split(),
    'pl': 'zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć'.split(),
    'tr': 'sıfır bir iki üç dört beş altı yedi sekiz dokuz'.split(),
    'ja': 'ゼロ いち に さん よん ご ろく なな はち きゅう'.split(),
    'zh': '零一二三四五六七八九',
    'nl': 'nul een twee drie vier vijf zes zeven acht negen'.split(),
    'pt': 'zero um dois três quatro cinco seis sete oito nove'.split(),
}


def words(digits, lang, sep=' '):
    return sep.join(NUMW[lang][int(c)] for c in digits)


cases = []


def add(slug, lang, text, secrets, looks=(), note=''):
    cases.append(dict(id=slug, lang=lang, text=text,
                      secrets=list(secrets), lookalikes=list(looks), note=note))


M = '\n---\n'

# ====================================================================== CASES
# ---- English, developer material
p1, sk1 = pw(), 'sk_live_51' + rs(22, UP + DIG) + rs(70)
add('env-node', 'en',
    "my next.js app can't reach the db in prod, here's the .env:\n\n"
    f"NODE_ENV=production\nPORT=3000\nDATABASE_URL=postgres://shop_app:{p1}@db.internal:5432/shop\n"
    f"STRIPE_SECRET_KEY={sk1}\nNEXT_PUBLIC_SITE_URL=https://shop.example.com\n\nerror is ECONNREFUSED 10.0.4.17:5432",
    [p1, sk1], ['PORT=3000', '10.0.4.17:5432'], '.env with db password in URL and Stripe live key')

p2 = pw(14)
add('compose-pg', 'en',
    "why does the api container exit with code 1?\n\n```yaml\nservices:\n  db:\n    image: postgres:16.2\n"
    f"    environment:\n      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: {p2}\n  cache:\n    image: redis:7.2-alpine\n"
    "    ports:\n      - \"6379:6379\"\n  api:\n    build: .\n    depends_on: [db, cache]\n```",
    [p2], ['postgres:16.2', '6379:6379'], 'compose file with inline postgres password')

tok3 = 'ghp_' + rs(36)
p3 = pw(12)
b3 = base64.b64encode(p3.encode()).decode()
add('k8s-secret', 'en',
    "Applying this gives 'invalid base64' for one of the keys, which one is wrong?\n\n"
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ci-runner\n  namespace: build-tools\ntype: Opaque\n"
    f"data:\n  REGISTRY_PASSWORD: {b3}\nstringData:\n  GITHUB_TOKEN: {tok3}\n\n"
    "# runner image: ghcr.io/actions/actions-runner:2.317.0",
    [b3, tok3], ['ghcr.io/actions/actions-runner:2.317.0'], 'k8s Secret with base64 data and plain GitHub PAT')

oa4 = 'sk-proj-' + rs(48, B64U) + 'T3BlbkFJ' + rs(48, B64U)
add('curl-openai', 'en',
    "getting 429 even though I barely use it:\n\n"
    "curl https://api.openai.com/v1/chat/completions \\\n  -H \"Content-Type: application/json\" \\\n"
    f"  -H \"Authorization: Bearer {oa4}\" \\\n  -d '{{\"model\": \"gpt-4o-mini\", \"messages\": [{{\"role\": \"user\", \"content\": \"ping\"}}]}}'\n\n"
    "response header x-request-id: req_" + hx(32),
    [oa4], ['gpt-4o-mini'], 'curl with OpenAI project key')

ak5, sa5 = aws_id(), aws_secret()
sh5 = hx(7)
add('shell-history-aws', 'en',
    "here's my history, after this the upload started failing with SignatureDoesNotMatch\n\n"
    f"  501  git checkout {sh5}\n  502  export AWS_ACCESS_KEY_ID={ak5}\n"
    f"  503  export AWS_SECRET_ACCESS_KEY={sa5}\n  504  export AWS_DEFAULT_REGION=eu-central-1\n"
    "  505  aws s3 cp dist/ s3://static-assets-prod/ --recursive\n  506  history | tail",
    [ak5, sa5], [sh5, 'eu-central-1'], 'shell history with AWS credentials')

add('aws-doc-keys', 'en',
    "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the credentials "
    "file example. If I copy those into ~/.aws/credentials just to test the CLI parsing, will "
    "`aws sts get-caller-identity` at least reach us-east-1 or does it fail locally?",
    [], ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'us-east-1'],
    'look-alike only: documented AWS example keys')

npm7 = 'npm_' + rs(36)
add('gha-npm', 'en',
    "workflow publishes fine locally but CI says 403. I know I shouldn't hardcode but testing:\n\n"
    "jobs:\n  publish:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n"
    "      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n"
    f"      - run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: {npm7}\n"
    "          # was: ${{ secrets.NPM_TOKEN }}",
    [npm7], ['actions/checkout@v4', '${{ secrets.NPM_TOKEN }}'], 'GitHub Actions with hardcoded npm token')

an8 = 'sk-ant-api03-' + rs(93, B64U) + 'AA'
add('py-anthropic', 'en',
    "import anthropic\n\nclient = anthropic.Anthropic(\n"
    f"    api_key=\"{an8}\",\n)\nmsg = client.messages.create(model=\"claude-3-5-haiku-20241022\", max_tokens=512,\n"
    "    messages=[{\"role\": \"user\", \"content\": \"hi\"}])\n\nwhy is max_tokens=512 cutting off my answers?",
    [an8], ['claude-3-5-haiku-20241022', 'max_tokens=512'], 'Anthropic key in python snippet')

c9 = visa()
e9 = expiry()
v9 = cvv(c9 + e9)
ord9 = f'#{dg1(7)}'
add('card-declined', 'en',
    f"ugh my card keeps getting declined on the airline site. it's {cfmt(c9)}, exp {e9}, cvv {v9}. "
    f"the booking says order {ord9} is 'pending'. is it my bank or them?",
    [cfmt(c9), e9, v9], [ord9], 'card with expiry and CVV in casual prose')

add('stripe-testcards', 'en',
    "For our checkout tests I'm using 4242 4242 4242 4242 for success and 4000 0000 0000 9995 for "
    "insufficient funds, any future expiry like 12/34 and CVC 123. Is there a test number that "
    "triggers 3DS? I think 4000 0027 6000 3184 was it.",
    [], ['4242 4242 4242 4242', '4000 0000 0000 9995', '4000 0027 6000 3184', '12/34'],
    'look-alike only: public Stripe test cards')

p11 = pw(13)
add('announce-then-send', 'en',
    "I'm going to paste the router admin password in my next message, just tell me if it's strong enough. "
    "Model is a TP-Link Archer AX55." + M + p11 + M + "also should I change the admin port from 8080?",
    [p11], ['Archer AX55', '8080'], 'multi: password announced then sent alone')

word12 = R.choice(['trombone', 'lighthouse', 'marmalade', 'porcupine', 'cardigan'])
num12 = dg(2)
spelled12 = ('capital ' + word12[0].upper() + ', then ' + ', '.join(word12[1:]) + ', then '
             + ' '.join(num12) + ' and an exclamation mark')
add('spelled-pw', 'en',
    f"my mum set her email password and read it to me over the phone as: {spelled12}. "
    "she wants to know if she needs to change it, the site says min 8 characters.",
    [spelled12], ['8 characters'], 'password spelled letter by letter')

pin13 = pin(4)
add('pin-words', 'en',
    f"Note to self: debit card PIN is {words(pin13, 'en')}. Remind me to memorise it before the trip to Lisbon on the 14th.",
    [words(pin13, 'en')], ['14th'], 'PIN written as number words')

old14, new14 = pw(11), pw(12)
add('pw-corrected', 'en',
    f"the vpn password is {old14} — no wait, that's the old one, they rotated it on monday. new one is {new14}. "
    "can you write me a bash alias that connects with openconnect to vpn.corp-gw.net?",
    [old14, new14], ['vpn.corp-gw.net'], 'password corrected mid-message')

codes15 = [f'{dg(4)} {dg(4)}' for _ in range(5)]
add('backup-codes', 'en',
    "Google gave me these backup codes, which format should I store them in my password manager?\n\n"
    + '\n'.join(f'{i + 1}. {c}' for i, c in enumerate(codes15))
    + "\n\n(Each code can only be used once.)",
    codes15, ['Each code can only be used once'], 'numbered list of 2FA backup codes')

otp16 = dg(6)
add('sms-otp', 'en',
    f"got this text, is it legit? \"{otp16} is your Instagram code. Don't share it.\" it came from 32665 "
    "and I didn't try to log in",
    [otp16], ['32665'], 'SMS OTP pasted; short code sender is a look-alike')

ssn17 = us_ssn()
add('ssn-w9', 'en',
    f"On the W-9 the sample shows 123-45-6789, I wrote mine as {ssn17}. Do I also need to put my EIN "
    "or is SSN enough as a sole proprietor?",
    [ssn17], ['123-45-6789'], 'US SSN with the classic placeholder as look-alike')

gb18 = ib('GB')
vend18 = ib('GB')
add('gb-iban-invoice', 'en',
    f"Client asked where to send payment. Mine: {gb18} (Monzo). Also their invoice to me lists their own account "
    f"{vend18} for refunds — do I need to include that in my reply?",
    [gb18], [vend18], "own IBAN secret; counterparty IBAN printed on invoice is look-alike")

k19 = openssh_key()
pub19 = ed_pub('dana@thinkpad')
add('openssh-key', 'en',
    "ssh keeps saying 'invalid format'. here is the key file and the pubkey I put on the server:\n\n"
    f"{k19}\n\nauthorized_keys:\n{pub19}",
    [k19], [pub19], 'OpenSSH private key; public key is look-alike')

s20 = seed(24)
add('seed-ledger', 'en',
    f"I wrote my recovery phrase on paper but one word is smudged, can you tell which word is not in the "
    f"wordlist? {s20}. Device is a Ledger Nano S Plus, firmware 1.1.1",
    [s20], ['Ledger Nano S Plus', 'firmware 1.1.1'], '24-word seed phrase')

m21, pet21 = R.choice(['Kowalczyk', 'Abernathy', 'Delacroix', 'Okonkwo']), R.choice(['Biscuit', 'Pickles', 'Mr Waffles'])
add('security-questions', 'en',
    f"for the bank's security questions i used: mother's maiden name = {m21}, first pet = {pet21}, "
    "favourite teacher = refused to answer. is it bad that these are true answers? someone could find them on facebook",
    [m21, pet21], ['favourite teacher'], 'security-question answers')

door22, alarm22 = dg(4) + '#', pin(4)
add('airbnb-codes', 'en',
    f"Guest message draft: Hi! Check-in is from 3 PM, Apt 14B. The building door code is {door22} and "
    f"the alarm panel is disarmed with {alarm22} then OFF. Wi-Fi info is on the fridge. Fix my tone?",
    [door22, alarm22], ['Apt 14B'], 'door and alarm codes in a host message')

wk23 = pw(16)
add('wifi-guest', 'en',
    f"SSID: Bramble-Guest\nSecurity: WPA2-Personal\nKey: {wk23}\n\nturn that into a QR code text string for me please",
    [wk23], ['Bramble-Guest', 'WPA2-Personal'], 'Wi-Fi key; SSID is a look-alike')

tok24 = rs(40, B64U)
rid24 = uuid4()
add('log-token-url', 'en',
    "nginx log shows this, why is the client looping?\n\n"
    f"10.2.0.8 - - [03/Nov/2025:10:14:22 +0000] \"GET /api/v2/sync?since=0&access_token={tok24} HTTP/1.1\" 302 0 "
    f"\"-\" \"okhttp/4.12.0\" rid={rid24}",
    [tok24], [rid24, 'okhttp/4.12.0'], 'access token in a logged URL')

p25 = pw(12)
add('jdbc-oracle', 'en',
    f"spring.datasource.url=jdbc:oracle:thin:@//ora-prd-01:1521/ERPPDB\nspring.datasource.username=erp_ro\n"
    f"spring.datasource.password={p25}\n\nojdbc11 23.3.0.23.09 throws ORA-01017, username/password look right to me",
    [p25], ['1521', 'ORA-01017'], 'Spring properties with Oracle password')

p26 = pw(15, sym='-_.')
add('mongo-srv', 'en',
    "the atlas docs show mongodb+srv://<username>:<password>@cluster0.example.mongodb.net and I replaced it like this:\n"
    f"mongodb+srv://analytics:{p26}@cluster0.q8zkm.mongodb.net/?retryWrites=true&w=majority\nbut I get bad auth",
    [p26], ['mongodb+srv://<username>:<password>@cluster0.example.mongodb.net'], 'Mongo SRV with password; doc template look-alike')

p27 = pw(20, sym='-_')
add('celery-redis', 'en',
    f"CELERY_BROKER_URL = \"rediss://:{p27}@cache-prod.abc123.use1.cache.amazonaws.com:6380/0\"\n"
    "CELERY_RESULT_BACKEND = CELERY_BROKER_URL\n# celery 5.4.0\n\nworkers hang on startup, TLS issue?",
    [p27], ['celery 5.4.0', '6380/0'], 'Redis TLS URL with password')

oa28, p28 = 'sk-' + rs(48), pw(12)
add('streamlit-toml', 'en',
    "# .streamlit/secrets.toml\n[openai]\n"
    f"api_key = \"{oa28}\"\n\n[postgres]\nhost = \"localhost\"\nport = 5433\nuser = \"dash\"\npassword = \"{p28}\"\n\n"
    "st.secrets['postgres'] gives KeyError, why?",
    [oa28, p28], ['port = 5433'], 'TOML secrets file')

ak29a, sa29a, ak29b, sa29b = aws_id(), aws_secret(), aws_id(), aws_secret()
add('aws-credentials-ini', 'en',
    f"[default]\naws_access_key_id = {ak29a}\naws_secret_access_key = {sa29a}\n\n[backup]\n"
    f"aws_access_key_id = {ak29b}\naws_secret_access_key = {sa29b}\nregion = ap-southeast-2\n\n"
    "how do I make boto3 pick the backup profile?",
    [ak29a, sa29a, ak29b, sa29b], ['ap-southeast-2'], 'INI credentials with two profiles')

pypi30 = 'pypi-AgEIcHlwaS5vcmc' + rs(60, B64U)
add('pypirc', 'en',
    f"[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = {pypi30}\n\n"
    "twine 5.1.1 upload says 'invalid or non-existent authentication'",
    [pypi30], ['__token__', 'twine 5.1.1'], '.pypirc with token; __token__ username look-alike')

her31, app31 = uuid4(), uuid4()
add('netrc-heroku', 'en',
    f"machine api.heroku.com\n  login me@fastmail.fm\n  password {her31}\nmachine git.heroku.com\n  login me@fastmail.fm\n"
    f"  password {her31}\n\nheroku apps:info says app id {app31}, but deploy says unauthorized",
    [her31], [app31], 'UUID-shaped token is secret; app UUID is look-alike')

do32 = 'dop_v1_' + hx(64)
add('tfvars-do', 'en',
    f"do_token = \"{do32}\"\nregion = \"fra1\"\ndroplet_size = \"s-1vcpu-1gb\"\nimage = \"ubuntu-24-04-x64\"\n\n"
    "terraform 1.9.5 plan wants to replace the droplet every time, why",
    [do32], ['s-1vcpu-1gb', 'ubuntu-24-04-x64'], 'tfvars with DigitalOcean token')

p33 = pw(12)
add('appsettings-json', 'en',
    json.dumps({"ConnectionStrings": {"Main": f"Server=tcp:sql-crm.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password={p33};Encrypt=True;"},
                "Logging": {"LogLevel": {"Default": "Warning"}}}, indent=2)
    + "\n\nEF Core 8.0.8 migration times out against this",
    [p33], ['1433', 'EF Core 8.0.8'], 'appsettings.json SQL connection string')

hook34 = f'https://hooks.slack.com/services/T{rs(8, UP + DIG)}/B{rs(10, UP + DIG)}/{rs(24)}'
add('slack-webhook-bash', 'en',
    "#!/usr/bin/env bash\nset -euo pipefail\n"
    f"WEBHOOK=\"{hook34}\"\nMSG=\"backup finished on $(hostname) at $(date -Is)\"\n"
    "curl -s -X POST -H 'Content-type: application/json' --data \"{\\\"text\\\": \\\"$MSG\\\"}\" \"$WEBHOOK\"\n\n"
    "the quoting breaks when MSG has quotes in it",
    [hook34], ['set -euo pipefail'], 'Slack webhook URL in a script')

tg35 = dg1(10) + ':AA' + rs(33, B64U)
add('telegram-bot', 'en',
    f"from telegram.ext import Application\nTOKEN = '{tg35}'\nCHAT_ID = -1002214758830\n"
    "app = Application.builder().token(TOKEN).build()\n\npython-telegram-bot 21.4, the bot never replies in the group",
    [tg35], ['-1002214758830', 'python-telegram-bot 21.4'], 'Telegram bot token; chat id look-alike')

jwt36 = jwt({"sub": dg(8), "name": "R. Patel", "iat": 1730390400, "exp": 1730394000})
add('jwt-debug', 'en',
    f"why does this expire after an hour? Authorization: Bearer {jwt36}\nalg is HS256, library is jsonwebtoken 9.0.2",
    [jwt36], ['HS256', 'jsonwebtoken 9.0.2'], 'live bearer JWT')

p37a, p37b = pw(10), pw(11)
add('sql-plaintext', 'en',
    "I inherited this seed file, how do I migrate to hashed passwords?\n\n"
    "INSERT INTO users (id, email, password_plain, role) VALUES\n"
    f"  (1041, 'ops@kettle-labs.io', '{p37a}', 'admin'),\n  (1042, 'amir@kettle-labs.io', '{p37b}', 'editor');",
    [p37a, p37b], ['1041', '1042'], 'SQL insert with plaintext passwords')

pins38 = [pin(4), pin(4), pin(4)]
badges38 = [f'B-{dg(5)}' for _ in range(3)]
add('csv-pins', 'en',
    "name,badge,door_pin,floor\n"
    + '\n'.join(f'{n},{b},{p},{f}' for n, b, p, f in zip(['Lena Ortiz', 'Tom Hale', 'Priya Nair'], badges38, pins38, [3, 3, 5]))
    + "\n\nsort this by floor and tell me who shares a floor",
    pins38, badges38, 'CSV with door PINs; badge ids look-alike')

p39a, p39b = pw(12), pw(14)
add('md-table', 'en',
    "| service | url | user | password |\n|---|---|---|---|\n"
    f"| grafana | https://grafana.lab.local:3000 | admin | {p39a} |\n"
    f"| portainer | https://10.0.0.5:9443 | root | {p39b} |\n\nconvert this to a bitwarden import csv",
    [p39a, p39b], ['https://grafana.lab.local:3000', 'https://10.0.0.5:9443'], 'markdown table of passwords')

p40 = pw(10)
add('quoted-it-email', 'en',
    "can you make this friendlier before I forward it to the new hire?\n\n"
    "> From: IT Service Desk\n> Subject: Your account (INC0048213)\n>\n> Hi Jordan,\n"
    f"> Your temporary password is {p40}\n> You must change it at first sign-in at https://aka.ms/sspr\n> Ext. 4400 for help",
    [p40], ['INC0048213', 'Ext. 4400'], 'temporary password in quoted e-mail')

lid41, pc41 = dg1(8), pin(6)
add('bank-screenshot', 'en',
    "[screenshot text]\nNorthbridge Bank\nWelcome back\nCustomer ID: " + lid41 + "\nPasscode: " + pc41 +
    "\nDebit card ending 4417\nCall us 0345 300 0000\n[/screenshot]\nwhy does it say my passcode expired?",
    [lid41, pc41], ['ending 4417', '0345 300 0000'], 'transcribed banking screenshot')

add('git-log-only', 'en',
    "git log --oneline shows\n" + f"{hx(7)} fix: bump axios to 1.7.7\n{hx(7)} chore: release v3.14.0\n"
    "and the full hash of the bad one is " + (h42 := hx(40)) + ". how do I revert just that commit without losing v3.14.0 tag?",
    [], [h42, 'v3.14.0', 'axios to 1.7.7'], 'look-alike only: commit hashes and versions')

dig43 = 'sha256:' + hx(64)
u43 = uuid4()
add('docker-digest-only', 'en',
    f"Pulling nginx@{dig43} fails on arm64 but works on amd64. Trace id {u43}. Is the digest for the "
    "manifest list or a single platform image?",
    [], [dig43, u43], 'look-alike only: image digest and trace UUID')

add('env-example-only', 'en',
    "# .env.example\nOPENAI_API_KEY=sk-...your-key-here\nDATABASE_URL=postgresql://user:password@localhost:5432/app\n"
    "SECRET_KEY=changeme\nSENTRY_DSN=\n\nshould I commit this file?",
    [], ['sk-...your-key-here', 'postgresql://user:password@localhost:5432/app', 'SECRET_KEY=changeme'],
    'look-alike only: placeholders in .env.example')

fg45a = 'github_pat_11' + rs(20, UP + DIG) + '_' + rs(59)
fg45b = 'github_pat_11' + rs(20, UP + DIG) + '_' + rs(59)
add('gh-pat-rotate', 'en',
    f"Using this fine-grained token for the release script: {fg45a}" + M +
    "crap, I think that one was scoped to the wrong repo. revoked it. new one:\n" + fg45b + M +
    "gh cli 2.58.0 still says HTTP 403 on `gh release create v0.9.1`",
    [fg45a, fg45b], ['gh cli 2.58.0', 'v0.9.1'], 'multi: PAT rotated, both secrets')

gm46 = 'AIza' + rs(35, B64U)
add('gmaps-html', 'en',
    f"<script async src=\"https://maps.googleapis.com/maps/api/js?key={gm46}&callback=initMap&v=weekly\"></script>\n"
    "map shows 'For development purposes only' watermark, billing is on",
    [gm46], ['v=weekly'], 'Google Maps key in HTML')

sg47 = 'SG.' + rs(22, B64U) + '.' + rs(43, B64U)
add('sendgrid-php', 'en',
    f"<?php\n$email = new \\SendGrid\\Mail\\Mail();\n$sendgrid = new \\SendGrid('{sg47}');\n"
    "$response = $sendgrid->send($email);\necho $response->statusCode(); // prints 401\n",
    [sg47], ['// prints 401'], 'SendGrid key in PHP')

tw48 = hx(32)
add('twilio-token', 'en',
    f"TWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_AUTH_TOKEN={tw48}\n\nIn tests I send to +15005550006 (their magic number) "
    "and it works, but real numbers fail with 21608",
    [tw48], ['+15005550006', '21608'], 'Twilio auth token; magic test number look-alike')

sin49 = ca_sin()
add('ca-sin', 'en-CA',
    f"Filling the onboarding form for my new job in Calgary — SIN {sin49}, and they want a void cheque. "
    "Transit number of the branch is 00119, is that the same as the institution number?",
    [sin49], ['00119'], 'Canadian SIN (Luhn-valid)')

tfn50, abn50 = au_tfn(), au_abn()
add('au-tfn', 'en-AU',
    f"My TFN is {tfn50}. The employer's ABN on the payslip is {abn50} — which one goes in the super choice form?",
    [tfn50], [abn50], 'Australian TFN secret; employer ABN look-alike')

ni51, nhs51 = uk_nino(), nhs()
add('uk-nino-nhs', 'en-GB',
    f"GP registration form: NI number {ni51}, NHS number {nhs51}. Surgery phone 020 7946 0321. Anything else "
    "I should bring?",
    [ni51, nhs51], ['020 7946 0321'], 'UK NINO and NHS number')

az52 = f"DefaultEndpointsProtocol=https;AccountName=mediaprod{dg(3)};AccountKey={rs(86, B64)}==;EndpointSuffix=core.windows.net"
key52 = az52.split('AccountKey=')[1].split(';')[0]
add('azure-conn-multi', 'en',
    f"conn string for the blob client:\n{az52}" + M +
    "and the container is `thumbnails`, SDK azure-storage-blob 12.23.0. uploads give AuthorizationFailure",
    [key52], ['azure-storage-blob 12.23.0'], 'multi: Azure storage account key')

ec53 = ec_key()
add('go-ec-key', 'en',
    f"const signingKey = `{ec53}`\n\nfunc sign(b []byte) ([]byte, error) {{ ... }}\n\n"
    "x509.ParseECPrivateKey returns 'asn1: structure error', go1.23.2",
    [ec53], ['go1.23.2'], 'EC private key in Go raw string')

ms54 = '-'.join(rs(5, UP + DIG) for _ in range(5))
add('ms-recovery', 'en',
    f"Microsoft recovery code from when I set up 2-step: {ms54}\nIt says product key format is similar, "
    "like the Windows generic key VK7JG-NPHTM-C97JM-9MPGT-3V66T — are those interchangeable?",
    [ms54], ['VK7JG-NPHTM-C97JM-9MPGT-3V66T'], 'recovery code; public generic product key look-alike')

aad55 = aadhaar()
add('aadhaar-en', 'en-IN',
    f"for the KYC they asked Aadhaar: {aad55}, address PIN code 560034 (Koramangala). Is it safe to share "
    "over WhatsApp with the broker?",
    [aad55], ['560034'], 'Aadhaar; postal PIN code look-alike')

safe56 = pin(4)
add('hotel-safe', 'en',
    f"set the room safe to {' '.join(safe56)}, room 1207. if I forget, front desk can open it right?",
    [' '.join(safe56)], ['room 1207'], 'safe code with spaced digits')

wif57 = R.choice('KL') + rs(51, B58)
addr57 = 'bc1q' + rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')
add('btc-wif', 'en',
    f"Sweeping an old paper wallet. Private key (WIF): {wif57}\nReceive address printed on it: {addr57}\n"
    "Electrum 4.5.5 says 'invalid key' when importing",
    [wif57], [addr57, 'Electrum 4.5.5'], 'Bitcoin WIF private key; address look-alike')

eth58, addr58, tx58 = '0x' + hx(64), '0x' + hx(40), '0x' + hx(64)
add('eth-key-tx', 'en',
    f"tx {tx58} has been pending for 2h from {addr58}. should I speed it up? my metamask export of the "
    f"account private key is {eth58} if you need to re-sign",
    [eth58], [tx58, addr58], 'ETH private key vs. same-shaped tx hash')

dtok59 = base64.b64encode(dg1(18).encode()).decode().rstrip('=') + '.' + rs(6, B64U) + '.' + rs(38, B64U)
add('discord-bot', 'en',
    f"client.login('{dtok59}');\n// discord.js 14.16.3, intents: Guilds, GuildMessages\nbot logs in but ignores slash commands",
    [dtok59], ['discord.js 14.16.3'], 'Discord bot token')

p60 = pw(11)
add('isp-support', 'en',
    "Called Fibrelink support at 0800 028 2828, they asked me to set a new account password over the phone, "
    f"I said {p60}. Then they said my customer number is 7730215. Did I just get phished?",
    [p60], ['0800 028 2828', '7730215'], 'password in prose; business phone and customer number look-alikes')

add('uuid-order-only', 'en',
    f"Order {dg1(3)}-{dg(7)}-{dg(7)} shipped via UPS 1Z999AA10123456784, my return label id is {uuid4()}. "
    "The Kindle Paperwhite (11th gen) arrived cracked. How do I phrase the complaint?",
    [], ['1Z999AA10123456784', 'Kindle Paperwhite (11th gen)'], 'look-alike only: order, tracking, device')
cases[-1]['lookalikes'].insert(0, cases[-1]['text'].split('Order ')[1].split(' ')[0])
cases[-1]['lookalikes'].insert(1, cases[-1]['text'].split('label id is ')[1].split('.')[0])

hvs62 = 'hvs.' + rs(24)
add('vault-token', 'en',
    f"$ export VAULT_ADDR=https://vault.ops.internal:8200\n$ export VAULT_TOKEN={hvs62}\n$ vault kv get secret/payments\n"
    "Error making API request. Code: 403. permission denied",
    [hvs62], ['https://vault.ops.internal:8200', 'Code: 403'], 'Vault token in shell')

hf63 = 'hf_' + rs(34)
add('hf-token-colab', 'en',
    f"!huggingface-cli login --token {hf63}\nfrom transformers import AutoModel\nm = AutoModel.from_pretrained('meta-llama/Llama-3.2-1B')\n"
    "gated repo error even after accepting the license",
    [hf63], ["meta-llama/Llama-3.2-1B"], 'HF token in notebook')

gsk64 = 'gsk_' + rs(52)
orr64 = 'sk-or-v1-' + hx(64)
add('llm-keys-yaml', 'en',
    f"providers:\n  groq:\n    api_key: {gsk64}\n    model: llama-3.1-8b-instant\n  openrouter:\n    api_key: {orr64}\n"
    "    base_url: https://openrouter.ai/api/v1\n\nlitellm 1.48 ignores base_url for openrouter?",
    [gsk64, orr64], ['llama-3.1-8b-instant', 'https://openrouter.ai/api/v1'], 'YAML with two LLM provider keys')

glp65 = 'glpat-' + rs(20, B64U)
add('gitlab-ci', 'en',
    "variables:\n  DOCKER_DRIVER: overlay2\n"
    f"  CI_PUSH_TOKEN: \"{glp65}\"\n\nrelease:\n  image: alpine:3.20\n  script:\n"
    "    - git push https://oauth2:${CI_PUSH_TOKEN}@gitlab.com/acme/site.git HEAD:main\n\nthis works but feels wrong",
    [glp65], ['alpine:3.20', '${CI_PUSH_TOKEN}'], 'GitLab CI with PAT; variable reference look-alike')

c66, c66e = amex(), expiry()
c66v = dg(4)
add('amex-chat', 'en',
    f"ok here's the corporate amex for the conference booking: {cfmt(c66)}" + M +
    f"expires {c66e}, the 4 digit code on the front is {c66v}" + M + "billing zip 94107",
    [cfmt(c66), c66e, c66v], ['94107'], 'multi: Amex split across messages')

# ---- German
st67 = de_steuerid()
add('de-steuerid', 'de',
    f"Mein Arbeitgeber fragt nach meiner Steuer-ID. Die ist {st67[:2]} {st67[2:5]} {st67[5:8]} {st67[8:]}." + M +
    "Das Finanzamt Köln-Mitte hat die Steuernummer 214/5023/1182 auf den Bescheid gedruckt – brauche ich die auch?",
    [f'{st67[:2]} {st67[2:5]} {st67[5:8]} {st67[8:]}'], ['214/5023/1182'], 'Steuer-IdNr. with valid check digit')

de68, sw68 = ib('DE'), ib('DE')
add('de-iban-stadtwerke', 'de',
    f"Kannst du mir ein SEPA-Lastschriftmandat formulieren? Mein Konto: {de68}. Die Stadtwerke haben auf der "
    f"Rechnung ihre eigene Bankverbindung {sw68} angegeben, Rechnungsnummer RE-2025-118734.",
    [de68], [sw68, 'RE-2025-118734'], 'own IBAN vs. utility IBAN on invoice')

p69 = pw(13)
add('de-env', 'de',
    "Warum verbindet sich mein Laravel-Projekt nicht? Die .env sieht so aus:\n\n"
    f"DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=vereinsheim\nDB_USERNAME=forge\nDB_PASSWORD={p69}\n\n"
    "Fehler: SQLSTATE[HY000] [2002] Connection refused",
    [p69], ['DB_PORT=3306', 'SQLSTATE[HY000] [2002]'], 'Laravel .env in German prompt')

w70 = pw(20, sym='-')
add('de-wlan-multi', 'de',
    "Ich schick dir gleich das WLAN-Passwort von meiner Fritzbox 7590, kannst du prüfen ob das sicher genug ist?"
    + M + w70 + M + "Oder soll ich lieber so eine Passphrase aus Wörtern nehmen?",
    [w70], ['Fritzbox 7590'], 'multi: announced, then sent alone')

pin71, tan71 = pin(5), dg(6)
add('de-banking', 'de',
    f"Die Sparkasse hat mir die neue Online-Banking-PIN per Brief geschickt: {pin71}. Beim ersten Login kam "
    f"dann eine TAN aufs Handy, {tan71}, aber die App sagt trotzdem 'Zugang gesperrt'. BLZ 370 501 98 stimmt.",
    [pin71, tan71], ['370 501 98'], 'banking PIN and TAN; bank code look-alike')

pinw72 = pin(4)
add('de-pin-words', 'de',
    f"Merkzettel für Oma: die Geheimzahl der neuen EC-Karte ist {words(pinw72, 'de')}. Bitte in schönere Worte fassen, "
    "damit sie es sich merkt – aber natürlich nicht auf die Karte schreiben!",
    [words(pinw72, 'de')], ['EC-Karte'], 'PIN as German number words')

add('de-lookalike-only', 'de',
    "Meine Bestellung 302-8841739-5520016 ist laut DHL (Sendungsnummer 00340434161094042557) unterwegs. Das Gerät "
    "ist ein Bosch Serie 6 WAU28T40, Version 2.4.1 der App zeigt Fehler E18. Was heißt das?",
    [], ['302-8841739-5520016', '00340434161094042557', 'WAU28T40', 'E18'], 'look-alike only: order, tracking, model')

ch74 = ch_ahv()
add('de-ch-ahv', 'de-CH',
    f"Für die neue Pensionskasse brauche ich meine AHV-Nummer, die ist {ch74}. Die Firma hat die UID CHE-109.322.551 – "
    "muss ich die auch eintragen?",
    [ch74], ['CHE-109.322.551'], 'Swiss AHV number; company UID look-alike')

at75 = ib('AT')
add('de-at-iban', 'de-AT',
    f"Servus, überweis mir die 45 Euro für die Konzertkarten bitte auf {at75}, Verwendungszweck 'Seiler & Speer'. Danke!",
    [at75], ["Seiler & Speer"], 'Austrian IBAN in casual message')

# ---- French
nir76 = fr_nir()
add('fr-nir', 'fr',
    f"Pour la mutuelle, on me demande mon numéro de sécu : {nir76}. Le numéro de contrat de l'entreprise est "
    "le 0078412-B. C'est normal qu'ils demandent les deux ?",
    [nir76], ['0078412-B'], 'French NIR with valid key')

fr77 = ib('FR')
add('fr-iban-rib', 'fr',
    f"Voici mon RIB pour le remboursement de la caution : {fr77}, BIC CMCIFRPP. La quittance porte la "
    "référence LOC-2024-0917.",
    [fr77], ['CMCIFRPP', 'LOC-2024-0917'], 'French IBAN; BIC and reference look-alikes')

dc78 = f'{R.choice("AB")}{dg(4)}'
add('fr-digicode', 'fr',
    f"Coucou ! Pour la soirée de samedi : 12 rue des Tanneurs, digicode {dc78}, puis interphone « Moreau », "
    "3e étage gauche. Tu peux reformuler ça joliment pour le groupe WhatsApp ?",
    [dc78], ['12 rue des Tanneurs'], 'door digicode')

lp79, dom79 = R.choice(['soleil', 'papillon', 'chocolat']), R.choice(['gmail', 'orange'])
yr79 = dg(2)
pw79 = f'{lp79.capitalize()}{yr79}@{dom79}'
add('fr-pw-oral', 'fr',
    f"Mon mot de passe Ameli c'est {pw79}, enfin je crois, avec un S majuscule au début ? Ça me dit "
    "« identifiants incorrects » depuis la mise à jour 3.2.",
    [pw79], ['mise à jour 3.2'], 'password in French prose')

ovh80a, ovh80b, ovh80c = rs(16), rs(32), rs(32)
add('fr-ovh', 'fr',
    "Mon script Python OVH renvoie « This credential does not exist » :\n\n"
    f"client = ovh.Client(\n    endpoint='ovh-eu',\n    application_key='{ovh80a}',\n    application_secret='{ovh80b}',\n"
    f"    consumer_key='{ovh80c}',\n)",
    [ovh80b, ovh80c], ["endpoint='ovh-eu'"], 'OVH API secret and consumer key')

cb81 = visa()
cv81 = cvv(cb81)
add('fr-carte-multi', 'fr',
    "Je t'envoie les infos de la carte pour réserver le gîte, tu me dis si le site accepte ?" + M +
    f"{cfmt(cb81, '')}\ncryptogramme {cv81}" + M + "Le gîte c'est le « Mas des Oliviers », réservation n° 55120.",
    [cfmt(cb81, ''), cv81], ['55120'], 'multi: card number and CVV (cryptogramme)')

be82 = be_nn()
add('fr-be-registre', 'fr-BE',
    f"Pour ma déclaration, le SPF Finances me demande mon numéro de registre national : {be82}. Le numéro "
    "d'entreprise de mon employeur c'est BE 0403.170.701. Où je mets quoi ?",
    [be82], ['BE 0403.170.701'], 'Belgian national number')

# ---- Spanish
dni83 = es_dni()
add('es-dni', 'es',
    f"Para darme de alta en la plataforma del gimnasio me piden DNI ({dni83}) y número de socio. El socio es "
    "el 00482, ¿lo pongo con los ceros?",
    [dni83], ['00482'], 'Spanish DNI with valid letter')

nie84, es84 = es_nie(), ib('ES')
add('es-nie-iban', 'es',
    f"Hola, te paso los datos para la nómina: NIE {nie84}" + M + f"y la cuenta es {es84}" + M + "El convenio es el 99000785011981.",
    [nie84, es84], ['99000785011981'], 'NIE and IBAN')

pold85, pnew85 = pw(10), pw(12)
add('es-pw-corrected', 'es',
    f"La clave del wifi del bar es {pold85}… ah no, perdona, la cambiaron la semana pasada, ahora es {pnew85}. "
    "La red se llama BAR_EL_PUERTO_5G.",
    [pold85, pnew85], ['BAR_EL_PUERTO_5G'], 'Spanish: corrected Wi-Fi password')

bz86 = pin(4)
add('es-bizum-pin', 'es',
    f"Mi madre me ha dicho que el PIN de la tarjeta es {words(bz86, 'es')} y que lo apunte. "
    "¿Cómo activo Bizum con el teléfono 611 20 30 40? Ese es el número de la tienda, no el mío.",
    [words(bz86, 'es')], ['611 20 30 40'], 'PIN as Spanish number words')

rut87 = cl_rut()
add('es-cl-rut', 'es-CL',
    f"Para el SII necesito mi RUT: {rut87}. La boleta de la ferretería tiene el RUT de la empresa 76.086.428-5, ¿ese no me sirve, verdad?",
    [rut87], ['76.086.428-5'], 'Chilean RUT; company RUT look-alike')

cuit88 = ar_cuit()
mp88 = 'APP_USR-' + dg(16) + '-' + dg(6) + '-' + hx(32) + '-' + dg(9)
add('es-ar-mp', 'es-AR',
    f"Che, tengo mi CUIT {cuit88} y en el backend uso este access token de Mercado Pago:\n{mp88}\n"
    "pero la API de pagos me tira 401 en sandbox. El SDK es mercadopago 2.3.0.",
    [cuit88, mp88], ['mercadopago 2.3.0'], 'Argentine CUIT and Mercado Pago token')

p89 = pw(12)
add('es-mx-ssh', 'es-MX',
    f"Le di acceso a mi compa al servidor: ssh deploy@189.203.44.17 -p 2222, contraseña {p89}. "
    "¿Cómo lo cambio a llave pública sin que se corte el servicio?",
    [p89], ['-p 2222'], 'SSH password in Spanish prose')

# ---- Italian
cf90 = it_cf()
add('it-cf', 'it',
    f"Il mio codice fiscale è {cf90}, serve per la tessera sanitaria nuova? La farmacia ha partita IVA 01234567890 sullo scontrino.",
    [cf90], ['01234567890'], 'Italian codice fiscale; VAT number look-alike')

it91 = ib('IT')
add('it-iban', 'it',
    f"Ciao! Per la quota del regalo a Giulia: IBAN {it91}, intestato a Marco B. Causale: 'regalo laurea'. Grazie!!",
    [it91], ["regalo laurea"], 'Italian IBAN in group message')

spid92 = pw(12)
add('it-spid', 'it',
    f"Ho dimenticato se la password SPID di Poste è {spid92} oppure quella vecchia. L'app PosteID versione 5.8 "
    "mi chiede il codice PosteID, che sono 6 cifre, ma non me lo ricordo.",
    [spid92], ['versione 5.8', '6 cifre'], 'SPID password')

bm93 = pin(5)
add('it-bancomat', 'it',
    f"Nota: PIN bancomat {words(bm93, 'it')}. Il numero verde della banca è 800 303 303 in caso di blocco.",
    [words(bm93, 'it')], ['800 303 303'], 'PIN as Italian number words')

# ---- Portuguese
cpf94 = cpf()
add('ptbr-cpf', 'pt-BR',
    f"Oi! Preciso emitir nota fiscal, meu CPF é {cpf94}. O CNPJ da loja é 12.345.678/0001-95?? tá certo isso?",
    [cpf94], ['12.345.678/0001-95'], 'Brazilian CPF with valid check digits')

pix95 = uuid4()
senha95 = pin(6)
add('ptbr-pix', 'pt-BR',
    f"Pode mandar o pix pra chave aleatória {pix95}. E amor, a senha do app do banco é {senha95}, "
    "caso precise ver o extrato.",
    [senha95], [pix95], 'PIX random key (public) vs. bank app password')

cc96 = mc()
cv96, ex96 = cvv(cc96), expiry()
add('ptbr-cartao', 'pt-BR',
    "Segue os dados do cartão pra assinatura do streaming:\n"
    f"Número: {cfmt(cc96, '.')}\nValidade: {ex96}\nCVV: {cv96}\nNome: J SILVA\n\nTá dando 'transação negada'.",
    [cfmt(cc96, '.'), ex96, cv96], ['J SILVA'], 'card with dots as separators')

add('ptbr-lookalike-only', 'pt-BR',
    "Comprei o Galaxy A55 (SM-A556E) no pedido 1428830921-01. O código de rastreio é NL123456789BR. "
    "O SAC é 0800 726 7864. Como peço troca?",
    [], ['SM-A556E', '1428830921-01', 'NL123456789BR', '0800 726 7864'], 'look-alike only: order, tracking, SAC phone')

nif98 = pt_nif()
pt98 = ib('PT')
add('pt-nif', 'pt',
    f"Para a fatura do ginásio: NIF {nif98}, e o débito direto na conta {pt98}. A referência Multibanco "
    "da mensalidade é 123 456 789?",
    [nif98, pt98], ['123 456 789'], 'Portuguese NIF and IBAN; Multibanco reference look-alike')

# ---- Dutch
bsn99 = nl_bsn()
add('nl-bsn', 'nl',
    f"Voor de huurtoeslag vraagt de Belastingdienst mijn BSN: {bsn99}. Het KvK-nummer van de verhuurder is 69599084, "
    "moet ik dat ook invullen?",
    [bsn99], ['69599084'], 'Dutch BSN (11-proef)')

nl100 = ib('NL')
dg100 = pw(12)
add('nl-digid-multi', 'nl',
    f"Mijn DigiD-wachtwoord is {dg100}, kun je me helpen inloggen op Mijn Belastingdienst?" + M +
    f"O en mijn rekeningnummer voor de teruggave is {nl100}" + M + "De app versie is 6.13.0 als dat uitmaakt",
    [dg100, nl100], ['6.13.0'], 'multi: DigiD password and IBAN')

pinnl101 = pin(4)
add('nl-pin-words', 'nl',
    f"Oma's pincode: {words(pinnl101, 'nl')}. Ze belde de bank op 020 228 8800 en die zeiden dat ze hem moet veranderen.",
    [words(pinnl101, 'nl')], ['020 228 8800'], 'PIN in Dutch number words')

# ---- Polish
pes102 = pesel()
add('pl-pesel', 'pl',
    f"Do wniosku o paszport potrzebuję PESEL: {pes102}. NIP firmy to 526-104-08-28, wpisać też?",
    [pes102], ['526-104-08-28'], 'PESEL with valid checksum')

blik103 = dg(6)
pl103 = ib('PL')
add('pl-blik', 'pl',
    f"Siostra pyta o kod BLIK do zapłaty za bilety: {blik103}. A jak coś, to mój numer konta {pl103}. "
    "Numer zamówienia 4471-22/PL.",
    [blik103, pl103], ['4471-22/PL'], 'BLIK one-time code and IBAN')

hp104 = pin(4)
add('pl-pin-words', 'pl',
    f"Kod do domofonu to {words(hp104, 'pl')}, mieszkanie 48, klatka C. Przeredaguj to na kartkę dla kuriera.",
    [words(hp104, 'pl')], ['mieszkanie 48'], 'intercom code in Polish number words')

# ---- Nordic
pnr105 = se_pnr()
add('sv-pnr', 'sv',
    f"Mitt personnummer är 19{pnr105} och jag behöver fylla i det för Försäkringskassan. Swish-numret till "
    "föreningen är 123 456 78 90 – stämmer det formatet?",
    [pnr105], ['123 456 78 90'], 'Swedish personnummer; Swish business number look-alike')

se106 = ib('SE')
bid106 = pw(10)
add('sv-bankid', 'sv',
    f"Lösenordet till internetbanken är {bid106} och kontot {se106}. Kan du skriva ett mejl till min revisor "
    "där jag bara ger kontonumret, inte lösenordet?",
    [bid106, se106], ['internetbanken'], 'Swedish bank password and IBAN')

fnr107 = no_fnr()
add('no-fnr', 'no',
    f"Fødselsnummeret mitt er {fnr107}. NAV vil ha det på skjemaet, og organisasjonsnummeret til arbeidsgiver er 974 760 673.",
    [fnr107], ['974 760 673'], 'Norwegian fødselsnummer (two mod-11 checks)')

cpr108 = dk_cpr()
mid108 = pw(12)
add('da-cpr', 'da',
    f"Mit CPR-nummer er {cpr108}, og MitID-adgangskoden er {mid108}. Skal jeg give begge dele til "
    "ejendomsmægleren? Sagsnummer 2025-03318.",
    [cpr108, mid108], ['2025-03318'], 'Danish CPR and MitID password')

het109 = fi_hetu()
fi109 = ib('FI')
add('fi-hetu', 'fi',
    f"Henkilötunnukseni on {het109}" + M + f"ja tilinumero {fi109}" + M + "Kela pyytää näitä, mutta onko turvallista lähettää "
    "sähköpostilla? Asiakasnumero 4410027.",
    [het109, fi109], ['4410027'], 'Finnish HETU with valid control char and IBAN')

kt110 = pin(4)
add('fi-ovikoodi', 'fi',
    f"Mökin ovikoodi on {kt110} ja avain on laatikossa jos koodi ei toimi. Osoite Rantatie 17, 41800 Korpilahti.",
    [kt110], ['41800'], 'Finnish cabin door code; postcode look-alike')

# ---- Czech / Slovak / Hungarian / Romanian / Croatian / Bulgarian
rc111 = cz_rc()
cz111 = ib('CZ')
add('cs-rodne', 'cs',
    f"Rodné číslo: {rc111}, účet {cz111}. Pojišťovna chce ještě IČO zaměstnavatele – 27082440. Je to v pořádku poslat?",
    [rc111, cz111], ['27082440'], 'Czech birth number (mod 11) and IBAN')

p112 = pw(12)
add('cs-router', 'cs',
    f"Heslo do administrace routeru jsem změnil na {p112}, ale po restartu se nemůžu přihlásit na 192.168.1.1. "
    "Firmware 3.0.0.4.388.",
    [p112], ['192.168.1.1', '3.0.0.4.388'], 'Czech router password')

sk113 = pw(10)
add('sk-email-pw', 'sk',
    f"Heslo do školského e-mailu je {sk113}, syn ho zabudol. Číslo žiaka je 20231187. Ako ho resetujeme?",
    [sk113], ['20231187'], 'Slovak email password; student number look-alike')

taj114 = hu_taj()
hu114 = ib('HU')
add('hu-taj', 'hu',
    f"A TAJ-számom {taj114}, a bankszámlám {hu114}. Az orvosi rendelő telefonszáma 06 1 555 0199.",
    [taj114, hu114], ['06 1 555 0199'], 'Hungarian TAJ and IBAN')

cnp115 = ro_cnp()
ro115 = ib('RO')
add('ro-cnp', 'ro',
    f"Pentru contractul de închiriere: CNP {cnp115}, cont {ro115}." + M + "CUI-ul proprietarului e RO 14837428, trebuie trecut și el?",
    [cnp115, ro115], ['RO 14837428'], 'Romanian CNP and IBAN')

hr116 = ib('HR')
add('hr-iban', 'hr',
    f"Pošalji mi za račun od struje na {hr116}, poziv na broj 05 2201-77. Hvala ti!",
    [hr116], ['05 2201-77'], 'Croatian IBAN; payment reference look-alike')

bg117 = pw(11)
add('bg-wifi', 'bg',
    f"Паролата за WiFi вкъщи е {bg117}, мрежата е VIVACOM_FiberNet. Напиши ми табелка за гостите.",
    [bg117], ['VIVACOM_FiberNet'], 'Bulgarian Wi-Fi password')

# ---- Russian / Ukrainian
sn118, inn118 = ru_snils(), ru_inn12()
add('ru-snils-inn', 'ru',
    f"Для оформления на работу: СНИЛС {sn118}, ИНН {inn118}. ОГРН работодателя 1027700132195 — его тоже куда-то вписывать?",
    [sn118, inn118], ['1027700132195'], 'SNILS and INN with valid checks')

gu119 = pw(12)
add('ru-gosuslugi', 'ru',
    f"пароль от госуслуг {gu119}, логин телефон. не могу войти, пишет «неверный пароль», хотя ввожу правильно. "
    "версия приложения 4.31",
    [gu119], ['версия приложения 4.31'], 'Gosuslugi password, casual')

pw120 = pin(4)
add('ru-pin-words', 'ru',
    f"Запиши: код от домофона {words(pw120, 'ru')}, квартира 112. Курьер приедет после 18:00.",
    [words(pw120, 'ru')], ['квартира 112', '18:00'], 'intercom code as Russian number words')

ya121 = 'y0_' + rs(55, B64U)
add('ru-yandex', 'ru',
    "Скрипт для Яндекс.Диска падает с 401:\n\n"
    f"headers = {{'Authorization': 'OAuth {ya121}'}}\nr = requests.get('https://cloud-api.yandex.net/v1/disk', headers=headers)\n",
    [ya121], ['https://cloud-api.yandex.net/v1/disk'], 'Yandex OAuth token')

ua122 = ua_rnokpp()
uai122 = ib('UA')
add('uk-rnokpp', 'uk',
    f"Мій РНОКПП {ua122}, рахунок {uai122}. Код ЄДРПОУ роботодавця 14360570 — це те саме?",
    [ua122, uai122], ['14360570'], 'Ukrainian tax number and IBAN')

mono123 = card('5375' + dg(2))
cv123 = cvv(mono123)
add('uk-card-multi', 'uk',
    f"Кидаю дані картки, оплати, будь ласка, квитки на Укрзалізницю: {cfmt(mono123)}" + M +
    f"CVV {cv123}, термін 11/28" + M + "Потяг 743 Київ — Львів",
    [cfmt(mono123), cv123, '11/28'], ['Потяг 743'], 'multi: card in Ukrainian')

add('ru-lookalike-only', 'ru',
    "Заказ № 84512093-0017 на Ozon, трек-номер RA644000001RU. Телефон поддержки 8 800 234-48-29. "
    "Модель пылесоса Dreame L10s Ultra, прошивка 4.3.9_1420.",
    [], ['84512093-0017', 'RA644000001RU', '8 800 234-48-29', '4.3.9_1420'], 'look-alike only: Russian order data')

# ---- Turkish / Greek
tc125 = tr_tckn()
tr125 = ib('TR')
add('tr-tckn', 'tr',
    f"E-Devlet için TC kimlik numaram {tc125}" + M + f"maaş hesabım da {tr125}" + M + "Vergi dairesi numarası 0010123456 ne işe yarıyor?",
    [tc125, tr125], ['0010123456'], 'Turkish TCKN with valid checks and IBAN')

ed126 = pw(10)
pw126 = pin(6)
add('tr-edevlet', 'tr',
    f"e-Devlet şifrem {ed126}, mobil bankacılık şifrem de {words(pw126, 'tr')}. Hangisini değiştirmem lazım?",
    [ed126, words(pw126, 'tr')], ['mobil bankacılık'], 'Turkish passwords incl. number words')

am127 = gr_amka()
gr127 = ib('GR')
add('el-amka', 'el',
    f"Ο ΑΜΚΑ μου είναι {am127} και ο λογαριασμός {gr127}. Το ΑΦΜ της εταιρείας είναι 094014201, χρειάζεται κι αυτό;",
    [am127, gr127], ['094014201'], 'Greek AMKA (Luhn) and IBAN')

el128 = pw(12)
add('el-wifi', 'el',
    f"Ο κωδικός του Wi-Fi στο εξοχικό είναι {el128}. Το δίκτυο λέγεται COSMOTE-8F21A0. Φτιάξε μου ένα μήνυμα για τους φίλους.",
    [el128], ['COSMOTE-8F21A0'], 'Greek Wi-Fi password')

# ---- Arabic / Hebrew / Persian
sa129 = sa_id()
sai129 = ib('SA')
add('ar-sa-id', 'ar',
    f"رقم الهوية الوطنية: {sa129}، والآيبان: {sai129}. الرقم الضريبي للمؤسسة 300012345600003، هل أكتبه في الطلب؟",
    [sa129, sai129], ['300012345600003'], 'Saudi national id and IBAN')

ar130 = pw(12)
add('ar-wifi', 'ar',
    f"كلمة سر الواي فاي في البيت {ar130} واسم الشبكة Etisalat_5G_22. اكتب لي رسالة لطيفة للضيوف.",
    [ar130], ['Etisalat_5G_22'], 'Arabic Wi-Fi password')

otp131 = dg(4)
ae131 = ib('AE')
add('ar-otp-multi', 'ar',
    f"حوّل لي على حسابي {ae131} لو سمحت" + M + f"وصلني رمز التحقق {otp131} من البنك، هل أعطيه لموظف خدمة العملاء؟"
    + M + "رقم خدمة العملاء 600 54 0000",
    [ae131, otp131], ['600 54 0000'], 'multi: UAE IBAN and OTP')

il132 = il_id()
ili132 = ib('IL')
add('he-tz', 'he',
    f"מספר תעודת הזהות שלי {il132}" + M + f"וחשבון הבנק {ili132}" + M + "מספר העוסק של בעל הדירה 514758632, צריך גם אותו?",
    [il132, ili132], ['514758632'], 'Israeli ID with check digit and IBAN')

he133 = pin(4)
add('he-alarm', 'he',
    f"קוד האזעקה בבית הוא {he133}, ואם היא מצפצפת צריך ללחוץ אחר כך על כפתור ה-OFF. דירה 9 קומה 3.",
    [he133], ['דירה 9'], 'Hebrew alarm code')

me134 = ir_melli()
add('fa-melli', 'fa',
    f"کد ملی من {me134} هست. برای ثبت‌نام در سامانه، کد پستی 1591634711 رو هم خواستن. رمز عبور سامانه رو هم گذاشتم "
    + (fa134 := pw(11)) + ".",
    [me134, fa134], ['1591634711'], 'Iranian national code and password')

fa135 = dg(5)
add('fa-otp', 'fa',
    f"رمز یکبار مصرف بانک: {fa135}. شماره پشتیبانی بانک 021-8249 است. این پیامک واقعیه؟",
    [fa135], ['021-8249'], 'Persian bank OTP')

# ---- Indic / South-East Asian
aad136 = aadhaar()
upi136 = pin(6)
add('hi-aadhaar-upi', 'hi',
    f"मेरा आधार नंबर {aad136} है और UPI पिन {upi136} है। बैंक वाले ने फोन पर पूछा, क्या देना सही है? IFSC कोड SBIN0001234 बताया था।",
    [aad136, upi136], ['SBIN0001234'], 'Aadhaar and UPI PIN; IFSC look-alike')

otp137 = dg(6)
add('hi-latn-otp', 'hi-Latn',
    f"bhai Swiggy delivery wale ne OTP maanga, {otp137} hai, de du kya? order id 168834920117 hai",
    [otp137], ['168834920117'], 'Hinglish OTP')

hp138 = pw(11)
add('hi-email-pw', 'hi',
    f"मेरे जीमेल का पासवर्ड {hp138} है, रिकवरी नंबर बदलना है। Pixel 8a फोन है।",
    [hp138], ['Pixel 8a'], 'Hindi email password')

bk139 = pin(5)
add('bn-bkash', 'bn',
    f"আমার বিকাশ পিন {bk139}, আম্মুকে টাকা পাঠাতে চাই। এজেন্ট নম্বর 01711-000000 কি ঠিক আছে?",
    [bk139], ['01711-000000'], 'Bengali bKash PIN')

nik140 = id_nik()
otp140 = dg(6)
add('id-nik-otp', 'id',
    f"NIK saya {nik140}. Tadi ada yang telepon minta kode OTP {otp140} katanya dari bank, nomor CS 1500 888. "
    "Saya sudah kasih, bahaya nggak?",
    [nik140, otp140], ['1500 888'], 'Indonesian NIK and OTP')

pw141 = pw(10)
add('id-wifi', 'id',
    f"Password WiFi kos: {pw141}. Nama jaringannya IndiHome-Lt2. Tolong buatin pengumuman buat anak kos.",
    [pw141], ['IndiHome-Lt2'], 'Indonesian Wi-Fi password')

ms142 = pin(6)
add('ms-bank', 'ms',
    f"TAC dari bank: {ms142}. Jangan kongsi kod ini. Nombor akaun syarikat untuk bayaran ialah 5640 1234 5678 (Maybank). "
    "Betul ke cara saya bayar?",
    [ms142], ['5640 1234 5678'], 'Malay TAC; company account look-alike')

cc143 = vn_cccd()
vn143 = pw(11)
add('vi-cccd', 'vi',
    f"Số CCCD của mình là {cc143}" + M + f"mật khẩu VNeID là {vn143}" + M + "Mã số thuế công ty 0101243150 thì điền vào đâu?",
    [cc143, vn143], ['0101243150'], 'Vietnamese citizen id and password')

otp144 = dg(6)
add('vi-otp', 'vi',
    f"Mã OTP Vietcombank: {otp144}. Có người gọi số 1900 545413 nói là tổng đài, bảo mình đọc mã. Có nên không?",
    [otp144], ['1900 545413'], 'Vietnamese OTP; bank hotline look-alike')

th145 = th_id()
pp145 = '08' + dg(1) + '-' + dg(3) + '-' + dg(4)
add('th-id', 'th',
    f"เลขบัตรประชาชนของฉันคือ {th145} ส่วนพร้อมเพย์ร้านค้าคือ {pp145} โอนได้เลย",
    [th145], [pp145], 'Thai national id; shop PromptPay number look-alike')

th146 = pw(10)
add('th-pw', 'th',
    f"รหัสผ่านแอปธนาคารคือ {th146} ลืมบ่อยมาก ช่วยคิดวิธีจำหน่อย แอปเวอร์ชัน 5.12",
    [th146], ['5.12'], 'Thai banking password')

tl147 = pw(10)
add('tl-gcash', 'tl',
    "Ate, ito yung MPIN ko sa GCash: " + (gc147 := pin(4)) + f". Tapos yung password ng email ko {tl147}. "
    "Pakibantayan muna account ko habang nasa abroad ako.",
    [gc147, tl147], ['GCash'], 'Tagalog MPIN and password')

sw148 = pin(4)
add('sw-mpesa', 'sw',
    f"PIN yangu ya M-Pesa ni {sw148}. Nimetuma pesa kwa Paybill 247247, akaunti 0723. Je, nimefanya sawa?",
    [sw148], ['247247'], 'Swahili M-Pesa PIN; paybill look-alike')

# ---- Chinese
id149 = cn_id()
add('zh-shenfenzheng', 'zh',
    f"我的身份证号是{id149}，帮我看看出生日期对不对。快递单号是 SF1428930271853，顺丰的。",
    [id149], ['SF1428930271853'], 'PRC resident id with valid check char')

up150 = unionpay()
zf150 = pin(6)
add('zh-zhifu', 'zh',
    f"银行卡号 {cfmt(up150)}，支付密码 {zf150}，你帮我在12306上买一张去杭州的票吧。车次 G7512。",
    [cfmt(up150), zf150], ['G7512'], 'UnionPay card and payment password')

ali151a, ali151b = 'LTAI' + rs(20), rs(30)
add('zh-aliyun', 'zh',
    "阿里云 OSS 上传一直报 InvalidAccessKeyId，配置如下：\n\n"
    f"oss:\n  endpoint: oss-cn-hangzhou.aliyuncs.com\n  access-key-id: {ali151a}\n  access-key-secret: {ali151b}\n"
    "  bucket: img-prod-2024\n\nSDK 版本 aliyun-oss-sdk 3.17.4",
    [ali151a, ali151b], ['oss-cn-hangzhou.aliyuncs.com', 'aliyun-oss-sdk 3.17.4'], 'Aliyun AccessKey pair')

zhpw152 = pin(6)
add('zh-pin-words', 'zh',
    f"奶奶的银行卡密码是{words(zhpw152, 'zh', '')}，她让我记下来。客服电话95588。",
    [words(zhpw152, 'zh', '')], ['95588'], 'PIN in Chinese numerals; bank hotline look-alike')

wx153 = pw(12)
add('zh-wechat-multi', 'zh',
    "我等下把公司服务器的root密码发你，你帮我看看SSH为什么连不上" + M + wx153 + M +
    "端口是22，IP 47.96.128.5，系统 CentOS 7.9",
    [wx153], ['CentOS 7.9'], 'multi: announced root password sent alone')

tw154 = tw_id()
add('zhhant-tw-id', 'zh-Hant',
    f"我的身分證字號是 {tw154}，健保卡號碼要填在哪？公司統一編號 04595257 也要寫嗎？",
    [tw154], ['04595257'], 'Taiwan national id with valid check digit')

hk155 = hk_id()
hkp155 = pw(10)
add('zhhant-hkid', 'zh-Hant',
    f"我嘅身份證號碼係 {hk155}，網上理財密碼係 {hkp155}。銀行熱線 2233 3000 叫我重設，點算好？",
    [hk155, hkp155], ['2233 3000'], 'HKID with check digit and password (Cantonese)')

pw156 = pw(11)
add('zhhant-line', 'zh-Hant',
    f"LINE 登入密碼我改成 {pw156} 了，手機是 iPhone 13 mini，可是換機後一直要驗證碼。",
    [pw156], ['iPhone 13 mini'], 'Traditional Chinese password')

# ---- Japanese
mn157 = jp_mynumber()
add('ja-mynumber', 'ja',
    f"年末調整の書類にマイナンバー（{mn157}）を書きました。会社の法人番号 7010001008844 も必要ですか？",
    [mn157], ['7010001008844'], 'My Number with valid check digit')

jp158 = pin(4)
add('ja-anshou', 'ja',
    f"キャッシュカードの暗証番号は{words(jp158, 'ja', '・')}です。母に教える時のメモ、もっと分かりやすく書いて。",
    [words(jp158, 'ja', '・')], ['キャッシュカード'], 'PIN as Japanese kana numbers')

line159 = rs(150, B64) + '='
add('ja-line-bot', 'ja',
    "LINE Messaging API で 401 が返ってきます。\n\n"
    f"CHANNEL_ACCESS_TOKEN = \"{line159}\"\nCHANNEL_ID = \"1657012345\"\n\nline-bot-sdk 3.11.0 を使っています。",
    [line159], ['1657012345', 'line-bot-sdk 3.11.0'], 'LINE channel access token')

ak160, sa160 = aws_id(), aws_secret()
add('ja-aws-multi', 'ja',
    f"開発用のIAMキーです。アクセスキーID: {ak160}" + M + f"シークレット: {sa160}" + M +
    "リージョンは ap-northeast-1、S3 バケットは assets-dev-tokyo です。権限エラーになります。",
    [ak160, sa160], ['ap-northeast-1'], 'multi: AWS key pair split across messages')

add('ja-lookalike-only', 'ja',
    "注文番号 249-5510382-4417729 の商品（型番 KJ-55X80L）が届きません。問い合わせ先 0120-999-373 に電話すべき？"
    "ファームウェアは v6.8.2 です。",
    [], ['249-5510382-4417729', 'KJ-55X80L', '0120-999-373', 'v6.8.2'], 'look-alike only: Japanese order data')

# ---- Korean
rrn162 = kr_rrn()
add('ko-rrn', 'ko',
    f"주민등록번호 {rrn162} 입력했는데 본인인증이 안 돼요." + M + "사업자등록번호 220-81-62517 은 회사 거예요.",
    [rrn162], ['220-81-62517'], 'Korean RRN with check digit; company BRN look-alike')

ko163 = pw(12)
add('ko-cert-pw', 'ko',
    f"공동인증서 비밀번호를 {ko163}로 바꿨는데 홈택스에서 자꾸 틀렸다고 나와요. 브라우저는 크롬 130 버전이에요.",
    [ko163], ['크롬 130'], 'Korean certificate password')

kk164 = hx(32)
add('ko-kakao', 'ko',
    "카카오 로그인 연동 코드 봐주세요:\n\n"
    f"KAKAO_REST_API_KEY={kk164}\nREDIRECT_URI=http://localhost:8080/oauth/kakao/callback\n\nKOE006 에러가 나요.",
    [kk164], ['http://localhost:8080/oauth/kakao/callback', 'KOE006'], 'Kakao REST API key')

otp165 = dg(6)
add('ko-otp', 'ko',
    f"[Web발신] 인증번호 [{otp165}]를 입력해주세요. 택배 주소 변경 요청 1588-1255 <- 이 문자 스미싱 맞죠?",
    [otp165], ['1588-1255'], 'Korean SMS code; courier phone look-alike')

# ---- Catalan / Lithuanian / more English to balance
ca166 = pw(11)
add('ca-wifi', 'ca',
    f"La contrasenya del wifi de l'escola és {ca166}. La xarxa és ESCOLA_PUBLICA_AULA3. Ho pots posar en un cartell?",
    [ca166], ['ESCOLA_PUBLICA_AULA3'], 'Catalan Wi-Fi password')

lt167 = pin(4)
add('lt-door', 'lt',
    f"Laiptinės durų kodas {lt167}, butas 27, trečias aukštas. Parašyk kurjeriui trumpą žinutę.",
    [lt167], ['butas 27'], 'Lithuanian door code')

za168 = za_id()
add('za-id', 'en-ZA',
    f"Home Affairs form needs my ID number {za168}. Branch reference is HA-77312. Also, my Capitec remote PIN? "
    "obviously not going to share that lol",
    [za168], ['HA-77312'], 'South African ID (Luhn)')

ie169 = ie_ppsn()
add('ie-ppsn', 'en-IE',
    f"Revenue myAccount wants my PPSN, it's {ie169}. The employer registration number on the payslip is 1234567T?? "
    "Is that right format",
    [ie169], ['1234567T'], 'Irish PPSN with check letter')

p170 = pw(9)
split170 = f'{p170[:4]}" and then "{p170[4:]}'
add('split-pw', 'en',
    f"the kiosk password is in two parts on the sticky notes: \"{p170[:4]}\" and then \"{p170[4:]}\". together without "
    "a space. kiosk model is Elo I-Series 4.",
    [p170[:4], p170[4:]], ['Elo I-Series 4'], 'password split into two quoted parts')

rc171 = [rs(5, LOW + DIG) + '-' + rs(5, LOW + DIG) for _ in range(4)]
add('github-recovery', 'en',
    "GitHub recovery codes (github-recovery-codes.txt):\n" + '\n'.join(rc171) +
    "\n\nshould I print these or keep them in 1Password 8?",
    rc171, ['1Password 8'], 'GitHub recovery codes')

linear172 = 'lin_api_' + rs(40)
notion172 = 'ntn_' + dg(11) + rs(35)
add('integrations-json', 'en',
    json.dumps({"linear": {"apiKey": linear172, "teamId": "ENG"}, "notion": {"token": notion172, "databaseId": hx(32)},
                "pollSeconds": 300}, indent=2) + "\n\nwrite a TS type for this config",
    [linear172, notion172], ['"pollSeconds": 300'], 'JSON with Linear and Notion tokens')
cases[-1]['lookalikes'].append(cases[-1]['text'].split('"databaseId": "')[1].split('"')[0])

p173 = pw(12)
add('ansible-vault-plain', 'en',
    "group_vars/all.yml (yes I know, vault later):\n\n"
    f"ansible_user: deploy\nansible_become_password: {p173}\nntp_server: 0.pool.ntp.org\nnginx_version: 1.26.2\n\nwhy does become fail with 'Timeout'?",
    [p173], ['0.pool.ntp.org', 'nginx_version: 1.26.2'], 'Ansible vars with become password')

cfk174 = rs(40, B64U)
add('cloudflare-token', 'en',
    f"curl -X GET \"https://api.cloudflare.com/client/v4/user/tokens/verify\" -H \"Authorization: Bearer {cfk174}\"\n"
    "returns success:false, code 1000. zone id is " + (z174 := hx(32)),
    [cfk174], [z174, 'code 1000'], 'Cloudflare API token; zone id look-alike')

dk175 = 'dckr_pat_' + rs(27, B64U)
add('docker-login', 'en',
    f"echo \"{dk175}\" | docker login -u k.marsh --password-stdin\nError response from daemon: unauthorized: incorrect username or password\n"
    "Docker Desktop 4.34.2 on macOS",
    [dk175], ['Docker Desktop 4.34.2'], 'Docker Hub PAT piped to login')

shp176 = 'shpat_' + hx(32)
add('shopify-admin', 'en',
    f"X-Shopify-Access-Token: {shp176}\nGET /admin/api/2024-10/orders.json?status=any\nreturns 403 for order 5732104884521",
    [shp176], ['2024-10', '5732104884521'], 'Shopify admin token; API version and order id look-alikes')

pm177 = 'PMAK-' + hx(24) + '-' + hx(34)
add('postman-multi', 'en',
    "our postman collection export includes the api key, is that a problem?" + M +
    f"{{\n  \"key\": \"x-api-key\",\n  \"value\": \"{pm177}\",\n  \"type\": \"string\"\n}}" + M +
    "collection schema v2.1.0 btw",
    [pm177], ['v2.1.0'], 'multi: Postman API key in export')

cv178 = cvv()
add('cvv-only-multi', 'en',
    "booking.com is asking for the security code again for the card I saved, the one ending 8830" + M +
    f"it's {cv178}" + M + "hotel reservation 4417.229.013 if it matters",
    [cv178], ['ending 8830', '4417.229.013'], 'multi: CVV alone; last-4 look-alike')

pin179 = pin(6)
add('phone-unlock', 'en',
    f"my phone unlock code is {pin179} if you need it to walk me through the Samsung Galaxy S23 (SM-S911B) recovery",
    [pin179], ['SM-S911B'], 'phone unlock code; device model look-alike')

sq180a, sq180b = R.choice(['Maplewood Elementary', 'Ridgemont High', 'St. Brendan']), R.choice(['Corolla', 'Civic', 'Golf'])
add('security-q-table', 'en',
    "Security questions I set for the utility portal:\n\n| question | answer |\n|---|---|\n"
    f"| first school | {sq180a} |\n| first car | {sq180b} |\n\nAccount no. 300 118 4472 on the bill. Reformat as a checklist.",
    [sq180a, sq180b], ['300 118 4472'], 'security answers in a table')

add('lookalike-only-support', 'en',
    "The IRS phone line is 800-829-1040 and my return uses the preparer PTIN P01234567 from their website example. "
    "TurboTax 2024 says error 1962. What now?",
    [], ['800-829-1040', 'P01234567', 'error 1962'], 'look-alike only: public numbers and sample ids')

add('lookalike-hashes', 'en',
    f"npm ci fails: integrity checksum failed for lodash@4.17.21, expected sha512-{rs(86, B64)}== . Cache at ~/.npm/_cacache",
    [], ['lodash@4.17.21'], 'look-alike only: package integrity hash')
cases[-1]['lookalikes'].append(cases[-1]['text'].split('expected ')[1].split(' ')[0])

iban183 = ib('BE')
add('be-nl-iban', 'nl-BE',
    f"Kan je het geld voor de weekendtrip storten op {iban183}? Gestructureerde mededeling +++090/9337/55493+++.",
    [iban183], ['+++090/9337/55493+++'], 'Belgian IBAN; structured reference look-alike')

datadog184 = hx(32)
app184 = hx(40)
add('datadog-helm', 'en',
    f"helm install datadog-agent datadog/datadog --version 3.74.1 \\\n  --set datadog.apiKey={datadog184} \\\n"
    f"  --set datadog.appKey={app184} \\\n  --set datadog.site=datadoghq.eu\nagents show 'API key invalid'",
    [datadog184, app184], ['3.74.1', 'datadoghq.eu'], 'Helm install with Datadog keys')

pk185 = ('-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(rs(64, B64) for _ in range(4)) + '\\n-----END PRIVATE KEY-----\\n')
em185 = f'ingest-bot@data-pipeline-{dg(6)}.iam.gserviceaccount.com'
add('gcp-sa-json', 'en',
    "service account json, the loader says 'Could not deserialize key data':\n\n{\n  \"type\": \"service_account\",\n"
    f"  \"project_id\": \"data-pipeline\",\n  \"private_key_id\": \"{hx(40)}\",\n  \"private_key\": \"{pk185}\",\n"
    f"  \"client_email\": \"{em185}\"\n}}",
    [pk185], ['"type": "service_account"'], 'GCP service-account JSON private key')

gpw186 = pw(12)
add('pgpass', 'en',
    f"~/.pgpass:\nlocalhost:5432:*:postgres:{gpw186}\nreplica.db:6432:billing:billing_ro:{gpw186}\n\npsql still prompts for password. perms are 0600",
    [gpw186], ['6432', '0600'], 'pgpass with repeated password')

xai187 = 'xai-' + rs(80)
add('xai-key-js', 'en',
    f"const client = new OpenAI({{ apiKey: \"{xai187}\", baseURL: \"https://api.x.ai/v1\" }});\n"
    "model grok-2-1212 returns 'model not found'",
    [xai187], ['grok-2-1212'], 'xAI key with OpenAI client')

mg188 = 'key-' + hx(32)
add('mailgun-env', 'en',
    f"MAILGUN_DOMAIN=mg.bakeryhub.co\nMAILGUN_API_KEY={mg188}\nMAILGUN_REGION=eu\n\nemails land in spam, SPF record: v=spf1 include:mailgun.org ~all",
    [mg188], ['v=spf1 include:mailgun.org ~all'], 'Mailgun key; SPF record look-alike')

r8_189 = 'r8_' + rs(37)
add('replicate-multi', 'en',
    "replicate keeps saying unauthenticated" + M + f"REPLICATE_API_TOKEN={r8_189}" + M +
    "model is black-forest-labs/flux-schnell, python client 0.34.1",
    [r8_189], ['black-forest-labs/flux-schnell', '0.34.1'], 'multi: Replicate token')

s190 = seed(12)
add('seed-metamask-multi', 'en',
    "metamask support asked me to verify my wallet, is this normal?" + M +
    f"they said to paste the 12 words into the form. the words are: {s190}" + M +
    "their site was metamask-verify-wallet.app",
    [s190], ['metamask-verify-wallet.app'], 'multi: seed phrase given to a phishing site')

kc191 = pw(14)
add('keystore-gradle', 'en',
    "android {\n  signingConfigs {\n    release {\n      storeFile file('release.jks')\n"
    f"      storePassword '{kc191}'\n      keyAlias 'upload'\n      keyPassword '{kc191}'\n    }}\n  }}\n}}\nAGP 8.5.2, "
    "bundleRelease fails with 'Keystore was tampered with'",
    [kc191], ['AGP 8.5.2'], 'Gradle signing config passwords')

bup192 = '-'.join(rs(4, UP + DIG) for _ in range(8))
add('bitlocker-like', 'en',
    f"Apple support says my Advanced Data Protection recovery key is {bup192}... wait is that 28 chars? "
    "I have a MacBook Air M2 (A2681).",
    [bup192], ['A2681'], 'recovery key; device model look-alike')
cases[-1]['text'] = cases[-1]['text'].replace('is that 28 chars?', 'is that the right length?')

pw193 = pin(6)
add('lost-phone-pin', 'en',
    f"Dad's voicemail PIN: {words(pw193, 'en', '-')}. Carrier support 611. Write him a reminder card?",
    [words(pw193, 'en', '-')], ['611'], 'PIN as hyphenated number words')

# ---------------------------------------------------------------- emit
def q(s):
    if '\n' in s or '\t' in s or any(ord(c) < 32 for c in s) or s != s.strip() and False:
        return json.dumps(s, ensure_ascii=False)
    return "'" + s.replace("'", "''") + "'"


# Further look-alikes present in the texts, added on review.
EXTRA_LOOKS = {
    'env-node': ['NODE_ENV=production'], 'compose-pg': ['redis:7.2-alpine'],
    'shell-history-aws': ['s3://static-assets-prod/'], 'gha-npm': ['actions/setup-node@v4'],
    'log-token-url': ['10.2.0.8'], 'quoted-it-email': ['https://aka.ms/sspr'],
    'ja-aws-multi': ['assets-dev-tokyo'], 'zh-wechat-multi': ['47.96.128.5'], 'zh-aliyun': ['img-prod-2024'],
    'gcp-sa-json': ['"project_id": "data-pipeline"'], 'github-recovery': ['github-recovery-codes.txt'],
    'de-env': ['DB_HOST=127.0.0.1'], 'sw-mpesa': ['akaunti 0723'], 'zh-zhifu': ['12306'],
    'netrc-heroku': ['api.heroku.com'], 'sql-plaintext': ['kettle-labs.io'], 'gh-pat-rotate': ['HTTP 403'],
    'fi-ovikoodi': ['Rantatie 17'], 'he-alarm': ['קומה 3'],
}
for c in cases:
    c['lookalikes'] += EXTRA_LOOKS.get(c['id'], [])

# Trimmed after drafting to keep the target size and language balance (~150 cases, ~35% English).
DROP = set("""pin-words sms-otp wifi-guest jdbc-oracle celery-redis pypirc tfvars-do appsettings-json gmaps-html
discord-bot vault-token hf-token-colab cloudflare-token docker-login shopify-admin phone-unlock lookalike-hashes
pgpass xai-key-js mailgun-env keystore-gradle bitlocker-like lost-phone-pin telegram-bot mongo-srv datadog-helm
ansible-vault-plain hotel-safe security-questions sendgrid-php btc-wif streamlit-toml
de-pin-words it-bancomat ru-pin-words ko-cert-pw ptbr-lookalike-only es-mx-ssh id-wifi hi-email-pw nl-pin-words""".split())
assert DROP <= {c['id'] for c in cases}, DROP - {c['id'] for c in cases}
cases = [c for c in cases if c['id'] not in DROP]
for i, c in enumerate(cases, 1):
    c['id'] = f"v27-{i:03d}-{c['id']}"


def emit():
    seen = set()
    lines = ['# Frozen blind held-out set v27 for secret redaction. Generated by make_heldout_v27.py (seed 27).',
             'lookalikes: []', 'cases:']
    for c in cases:
        assert c['id'] not in seen, c['id']
        seen.add(c['id'])
        lines.append(f"- id: {q(c['id'])}")
        lines.append(f"  lang: {q(c['lang'])}")
        lines.append(f"  text: {json.dumps(c['text'], ensure_ascii=False)}")
        for k in ('secrets', 'lookalikes'):
            if not c[k]:
                lines.append(f'  {k}: []')
            else:
                lines.append(f'  {k}:')
                for v in c[k]:
                    lines.append(f'  - {q(v)}')
        lines.append(f"  note: {q(c['note'])}")
    return '\n'.join(lines) + '\n'


with open(OUT, 'w', encoding='utf-8') as f:
    f.write(emit())
print(f'wrote {OUT}: {len(cases)} cases')
