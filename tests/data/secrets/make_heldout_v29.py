#!/usr/bin/env python3
"""Deterministic generator for frozen held-out set v29 (secret-redaction filter).
Usage: python3 make_heldout_v29.py OUTPUT.yaml
Stdlib only; random.Random(29). Every secret value is synthetic; check digits are
computed where the format has them (Luhn, IBAN mod-97, national-id checksums)."""
import sys, json, random, string, base64

R = random.Random(29)
DIG = '0123456789'
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = string.ascii_letters + string.digits

def dg(n): return ''.join(R.choice(DIG) for _ in range(n))
def dgnz(n): return R.choice('123456789') + dg(n - 1)
def hx(n): return ''.join(R.choice('0123456789abcdef') for _ in range(n))
def an(n, al=AN): return ''.join(R.choice(al) for _ in range(n))
def uuid4():
    h = hx(32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'
def grp(s, n, sep=' '): return sep.join(s[i:i + n] for i in range(0, len(s), n))

WORDS = ['Tulpe', 'Regen', 'Harbor', 'Falcon', 'Mango', 'Kiwi', 'Lantern', 'Pebble', 'Orbit', 'Cedar',
         'Velvet', 'Maple', 'Cobalt', 'Juniper', 'Ember', 'Nimbus', 'Quartz', 'Tiger', 'Willow', 'Saffron',
         'Bramble', 'Pixel', 'Marble', 'Thistle', 'Comet', 'Sparrow', 'Indigo', 'Fjord', 'Lotus', 'Granite',
         'Sirocco', 'Otter', 'Papaya', 'Zenit', 'Kolibri', 'Mistral', 'Vanille', 'Tundra']

def pw(style=None):
    style = style or R.choice(['words', 'rand', 'simple', 'rand', 'words'])
    if style == 'words':
        return R.choice(WORDS) + R.choice('!#$%&*-_.+') + R.choice(WORDS).lower() + dg(2)
    if style == 'simple':
        return R.choice(WORDS).lower() + dg(4)
    al = AN + ('-_' if style == 'safe' else '!#%*-_+=@?')
    while True:
        s = ''.join(R.choice(al) for _ in range(R.randint(12, 18)))
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DIG for c in s):
            return s

def pin(n=4):
    while True:
        s = dg(n)
        if len(set(s)) >= 3: return s

# ---------- checksums ----------
def luhn_ok(s):
    s = [int(c) for c in s if c.isdigit()]
    t = 0
    for i, v in enumerate(reversed(s)):
        if i % 2 == 1:
            v *= 2
            if v > 9: v -= 9
        t += v
    return t % 10 == 0
def luhn_digit(s):
    for c in DIG:
        if luhn_ok(s + c): return c
def card(brand='visa'):
    if brand == 'visa': b = '4' + dg(14)
    elif brand == 'mc': b = '5' + R.choice('12345') + dg(13)
    elif brand == 'amex': b = R.choice(['34', '37']) + dg(12)
    elif brand == 'cup': b = '621700' + dg(12)
    elif brand == 'troy': b = '9792' + dg(11)
    n = b + luhn_digit(b)
    assert luhn_ok(n)
    return n
def fmt_card(n, sep=' '):
    if len(n) == 15: return n[:4] + sep + n[4:10] + sep + n[10:]
    if len(n) == 19: return sep.join([n[0:4], n[4:8], n[8:12], n[12:16], n[16:]])
    return grp(n, 4, sep)

def _ibnum(s): return ''.join(str(int(c, 36)) for c in s)
def iban(cc, bban):
    cd = 98 - int(_ibnum(bban + cc + '00')) % 97
    ib = f'{cc}{cd:02d}{bban}'
    assert int(_ibnum(ib[4:] + ib[:4])) % 97 == 1
    return ib
def fib(ib): return grp(ib, 4)

def bban(cc):
    if cc == 'DE': return dg(8) + dg(10)
    if cc == 'FR':
        b, g, a = dgnz(5), dg(5), dg(11)
        k = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        return b + g + a + f'{k:02d}'
    if cc == 'ES':
        b, g, a = dgnz(4), dg(4), dg(10)
        def dcd(x):
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            d = 11 - sum(int(c) * ww for c, ww in zip(x, w)) % 11
            return 0 if d == 11 else (1 if d == 10 else d)
        return b + g + str(dcd('00' + b + g)) + str(dcd(a)) + a
    if cc == 'NL':
        while True:
            a = dgnz(9)
            if sum(int(a[i]) * (9 - i) for i in range(9)) % 11 == 0:
                return R.choice(['INGB', 'ABNA', 'RABO', 'SNSB', 'TRIO']) + '0' + a
    if cc == 'GB': return R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + dg(6) + dg(8)
    if cc == 'IE': return R.choice(['AIBK', 'BOFI']) + dg(6) + dg(8)
    if cc == 'BE':
        a = dgnz(10); c = int(a) % 97 or 97
        return a + f'{c:02d}'
    if cc == 'IT':
        body = dgnz(5) + dg(5) + dg(12)
        return cf_check(body) + body
    if cc == 'PT':
        a = dg(4) + dg(4) + dg(11)
        k = 98 - (int(a) * 100) % 97
        return a + f'{k:02d}'
    if cc == 'PL': return dgnz(24)
    if cc == 'TR': return dgnz(5) + '0' + dg(16)
    if cc == 'SA': return R.choice(['80', '10', '20', '45']) + dg(18)
    if cc == 'AE': return R.choice(['033', '026', '035']) + dg(16)
    if cc == 'HR': return dgnz(7) + dgnz(10)
    if cc == 'RO': return R.choice(['BTRL', 'RNCB', 'BRDE', 'INGB']) + an(16, UP + DIG)
    if cc == 'CZ': return R.choice(['0800', '0100', '0300', '2010']) + dg(16)
    if cc == 'AT': return dgnz(5) + dg(11)
    if cc == 'CH': return '00' + dgnz(3) + dg(12)
    raise ValueError(cc)

ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
               [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6,
                8, 12, 14, 16, 10, 22, 25, 24, 23]))
def _even(c): return int(c) if c.isdigit() else ord(c) - 65
def cf_check(s):
    t = sum(ODD[c] if i % 2 == 0 else _even(c) for i, c in enumerate(s))
    return chr(65 + t % 26)

def rdate(y0=1958, y1=1999):
    return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)

def iso7064(s10):
    p = 10
    for c in s10:
        t = (int(c) + p) % 10
        if t == 0: t = 10
        p = (t * 2) % 11
    c = 11 - p
    return '0' if c == 10 else str(c)
def steuer_id():
    ds = R.sample(DIG, 9)
    rep = R.choice(ds)
    while True:
        l = ds + [rep]; R.shuffle(l)
        if l[0] != '0': break
    s = ''.join(l)
    return s + iso7064(s)
def oib():
    s = dgnz(10)
    return s + iso7064(s)
def pesel():
    y, m, d = rdate(1960, 2006)
    mm = m + (20 if y >= 2000 else 0)
    s = f'{y % 100:02d}{mm:02d}{d:02d}' + dg(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)
def personnummer():
    y, m, d = rdate()
    s = f'{y % 100:02d}{m:02d}{d:02d}' + dg(3)
    return s[:6] + '-' + s[6:] + luhn_digit(s)
def hetu():
    y, m, d = rdate()
    s = f'{d:02d}{m:02d}{y % 100:02d}'; n = f'{R.randint(2, 899):03d}'
    return s + '-' + n + '0123456789ABCDEFHJKLMNPRSTUVWXY'[int(s + n) % 31]
def bsn():
    while True:
        s = dgnz(8); c = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
        if c < 10: return s + str(c)
def cpf():
    b = [R.randint(0, 9) for _ in range(9)]
    d1 = (sum(b[i] * (10 - i) for i in range(9)) * 10) % 11 % 10
    b2 = b + [d1]
    d2 = (sum(b2[i] * (11 - i) for i in range(10)) * 10) % 11 % 10
    s = ''.join(map(str, b2 + [d2]))
    return f'{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}'
def cnpj():
    b = [int(c) for c in dgnz(8) + '0001']
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    r = sum(x * y for x, y in zip(b, w1)) % 11; d1 = 0 if r < 2 else 11 - r
    b += [d1]; w2 = [6] + w1
    r = sum(x * y for x, y in zip(b, w2)) % 11; d2 = 0 if r < 2 else 11 - r
    s = ''.join(map(str, b + [d2]))
    return f'{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}'
def cn_id():
    y, m, d = rdate()
    s = R.choice(['110105', '310104', '440305', '510107', '330106', '420111']) + f'{y}{m:02d}{d:02d}' + dg(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + '10X98765432'[sum(int(a) * b for a, b in zip(s, w)) % 11]
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
      [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
      [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,9,8,7,6]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar():
    s = R.choice('23456789') + dg(10)
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    n = s + str(VINV[c]); assert verhoeff_ok(n)
    return f'{n[:4]} {n[4:8]} {n[8:]}'
def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d += [d10]; d += [sum(d) % 10]
    return ''.join(map(str, d))
def fnr():
    while True:
        y, m, d = rdate()
        s = [int(c) for c in f'{d:02d}{m:02d}{y % 100:02d}{R.randint(0, 499):03d}']
        k1 = 11 - sum(a * b for a, b in zip(s, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        if k1 == 11: k1 = 0
        if k1 == 10: continue
        s.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(s, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if k2 == 11: k2 = 0
        if k2 == 10: continue
        return ''.join(map(str, s + [k2]))
def il_id():
    s = dg(8); return s + luhn_digit(s)
def kr_rrn():
    y, m, d = rdate()
    s = f'{y % 100:02d}{m:02d}{d:02d}' + R.choice('12') + dg(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(s, w)) % 11) % 10
    return s[:6] + '-' + s[6:] + str(c)
def nir():
    y, m, d = rdate()
    dep = f'{R.choice([x for x in range(1, 96) if x != 20]):02d}'
    s = R.choice('12') + f'{y % 100:02d}{m:02d}' + dep + dg(3) + dg(3)
    k = 97 - int(s) % 97
    return f'{s[0]} {s[1:3]} {s[3:5]} {s[5:7]} {s[7:10]} {s[10:13]} {k:02d}'
def be_nn():
    y, m, d = rdate()
    s = f'{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 997):03d}'
    c = 97 - int(s) % 97
    return f'{s[:2]}.{s[2:4]}.{s[4:6]}-{s[6:9]}.{c:02d}'
def pt_nif(first=None):
    while True:
        s = (first or R.choice('12')) + dg(7)
        r = sum(int(s[i]) * (9 - i) for i in range(8)) % 11
        return s + str(0 if r < 2 else 11 - r)
def amka():
    y, m, d = rdate()
    s = f'{d:02d}{m:02d}{y % 100:02d}' + dg(4)
    return s + luhn_digit(s)
def cz_rc():
    while True:
        y, m, d = rdate(1960, 1999)
        mm = m + R.choice([0, 50])
        s = f'{y % 100:02d}{mm:02d}{d:02d}' + dg(3)
        c = int(s) % 11
        if c == 10: continue
        n = s + str(c); assert int(n) % 11 == 0
        return n[:6] + '/' + n[6:]
def est_code(g=None):
    while True:
        y, m, d = rdate()
        s = (g or R.choice('34')) + f'{y % 100:02d}{m:02d}{d:02d}' + dg(3)
        w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]; r = sum(int(a) * b for a, b in zip(s, w1)) % 11
        if r == 10:
            w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]; r = sum(int(a) * b for a, b in zip(s, w2)) % 11
            if r == 10: r = 0
        return s + str(r)
def za_id():
    y, m, d = rdate()
    s = f'{y % 100:02d}{m:02d}{d:02d}' + dg(4) + '08'
    return s + luhn_digit(s)
def ro_cnp():
    y, m, d = rdate()
    s = R.choice('12') + f'{y % 100:02d}{m:02d}{d:02d}' + f'{R.randint(1, 46):02d}' + dg(3)
    t = sum(int(a) * int(b) for a, b in zip(s, '279146358279')) % 11
    return s + ('1' if t == 10 else str(t))
def egn():
    y, m, d = rdate()
    s = f'{y % 100:02d}{m:02d}{d:02d}' + dg(3)
    t = sum(int(a) * b for a, b in zip(s, [2, 4, 8, 5, 10, 9, 7, 3, 6])) % 11
    return s + ('0' if t == 10 else str(t))
def nric():
    s = dg(7)
    t = sum(int(a) * b for a, b in zip(s, [2, 7, 6, 5, 4, 3, 2])) % 11
    return 'S' + s + 'JZIHGFEDCBA'[t]
def my_number():
    s = dgnz(11)
    t = 0
    for n in range(1, 12):
        p = int(s[11 - n]); q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    n = s + str(0 if r <= 1 else 11 - r)
    return f'{n[:4]} {n[4:8]} {n[8:]}'
def tw_id():
    s = R.choice('12') + dg(7)
    t = 1 + sum(int(a) * b for a, b in zip(s, [8, 7, 6, 5, 4, 3, 2, 1]))
    return 'A' + s + str((10 - t % 10) % 10)
def curp():
    y, m, d = rdate()
    cons = 'BCDFGHJKLMNPRSTVZ'
    s = (R.choice(cons) + R.choice('AEIOU') + R.choice(cons) + R.choice(cons) + f'{y % 100:02d}{m:02d}{d:02d}'
         + R.choice('HM') + R.choice(['DF', 'JC', 'NL', 'PL', 'MC']) + R.choice(cons) + R.choice(cons)
         + R.choice(cons) + '0')
    al = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'
    t = sum(al.index(c) * (18 - i) for i, c in enumerate(s))
    return s + str((10 - t % 10) % 10)
def cod_fisc():
    cons = 'BCDFGLMNPRSTVZ'
    y, m, d = rdate()
    fem = R.random() < 0.5
    s = (''.join(R.choice(cons) for _ in range(3)) + ''.join(R.choice(cons) for _ in range(3)) + f'{y % 100:02d}'
         + 'ABCDEHLMPRST'[m - 1] + f'{d + (40 if fem else 0):02d}' + R.choice(['F205', 'H501', 'L219', 'F839', 'G273', 'A944']))
    return s + cf_check(s)
def p_iva():
    s = dgnz(7) + R.choice(['001', '015', '063', '096'])
    return s + luhn_digit(s)
def snils():
    while True:
        s = dg(9)
        if int(s) <= 1001998: continue
        t = sum(int(s[i]) * (9 - i) for i in range(9))
        if t < 100: c = t
        elif t in (100, 101): c = 0
        else:
            c = t % 101
            if c == 100: c = 0
        return f'{s[:3]}-{s[3:6]}-{s[6:]} {c:02d}'
def inn12():
    s = [int(c) for c in R.choice(['77', '78', '50', '66', '16']) + dg(8)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    s.append(sum(a * b for a, b in zip(s, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    s.append(sum(a * b for a, b in zip(s, w2)) % 11 % 10)
    return ''.join(map(str, s))
def inn10_company():
    s = [int(c) for c in R.choice(['77', '78']) + dg(7)]
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    s.append(sum(a * b for a, b in zip(s, w)) % 11 % 10)
    return ''.join(map(str, s))
def ua_rnokpp():
    s = [int(c) for c in f'{R.randint(22000, 37000):05d}' + dg(4)]
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    s.append(sum(a * b for a, b in zip(s, w)) % 11 % 10)
    return ''.join(map(str, s))
def jmbg():
    while True:
        y, m, d = rdate()
        s = f'{d:02d}{m:02d}{y % 1000:03d}' + R.choice(['71', '80', '91']) + f'{R.randint(0, 999):03d}'
        a = [int(c) for c in s]
        k = 11 - (7 * (a[0] + a[6]) + 6 * (a[1] + a[7]) + 5 * (a[2] + a[8]) + 4 * (a[3] + a[9]) + 3 * (a[4] + a[10]) + 2 * (a[5] + a[11])) % 11
        if k == 10: continue
        if k == 11: k = 0
        return s + str(k)
def lv_code():
    while True:
        y, m, d = rdate()
        s = f'{d:02d}{m:02d}{y % 100:02d}1' + dg(3)
        c = (1101 - sum(int(a) * b for a, b in zip(s, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2]))) % 11
        if c == 10: continue
        return s[:6] + '-' + s[6:] + str(c)
def emirates_id():
    y = R.randint(1965, 1999)
    s = '784' + str(y) + dg(7)
    n = s + luhn_digit(s)
    return f'{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}'
def ir_melli():
    while True:
        s = dgnz(9)
        r = sum(int(s[i]) * (10 - i) for i in range(9)) % 11
        return s + str(r if r < 2 else 11 - r)
def th_id():
    s = R.choice('1358') + dg(11)
    c = (11 - sum(int(s[i]) * (13 - i) for i in range(12)) % 11) % 10
    n = s + str(c)
    return f'{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}'
def taj():
    s = dgnz(8)
    c = sum(int(s[i]) * (3 if i % 2 == 0 else 7) for i in range(8)) % 10
    n = s + str(c)
    return f'{n[:3]} {n[3:6]} {n[6:]}'
def usps():
    s = '9400' + dg(17)
    t = 0
    for i, ch in enumerate(reversed(s)):
        t += int(ch) * (3 if i % 2 == 0 else 1)
    return s + str((10 - t % 10) % 10)
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666: return f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'
def ein(): return f'{R.randint(10, 88):02d}-{dg(7)}'
B32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
def _polymod(values):
    G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= G[i] if ((b >> i) & 1) else 0
    return chk
def bc1():
    prog = [R.randint(0, 255) for _ in range(20)]
    acc = 0; bits = 0; data = []
    for v in prog:
        acc = (acc << 8) | v; bits += 8
        while bits >= 5:
            bits -= 5; data.append((acc >> bits) & 31)
    if bits: data.append((acc << (5 - bits)) & 31)
    data = [0] + data
    hrp = 'bc'
    he = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _polymod(he + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    assert _polymod(he + data + chk) == 1
    return 'bc1' + ''.join(B32[d] for d in data + chk)
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip('=')
def jwt():
    h = b64u(b'{"alg":"HS256","typ":"JWT"}')
    p = b64u(json.dumps({'sub': dg(6), 'role': 'user', 'iat': 1709000000 + R.randint(0, 9999999)}, separators=(',', ':')).encode())
    return f'{h}.{p}.{an(43, AN + "-_")}'
def bitlocker():
    return '-'.join(f'{R.randint(0, 65535) * 11:06d}' for _ in range(8))
def prodkey():
    return '-'.join(an(5, 'BCDFGHJKMPQRTVWXY2346789') for _ in range(5))
def b32secret(n=32): return an(n, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')

NAT = {'ar': '٠١٢٣٤٥٦٧٨٩', 'fa': '۰۱۲۳۴۵۶۷۸۹', 'hi': '०१२३४५६७८९', 'bn': '০১২৩৪৫৬৭৮৯',
       'th': '๐๑๒๓๔๕๖๗๘๙', 'fw': '０１２３４５６７８９', 'zh': '〇一二三四五六七八九', 'ta': '௦௧௨௩௪௫௬௭௮௯',
       'my': '၀၁၂၃၄၅၆၇၈၉'}
def nat(s, k): return s.translate(str.maketrans('0123456789', NAT[k]))
def words(s, lang):
    W = {'en': 'zero one two three four five six seven eight nine',
         'de': 'null eins zwei drei vier fünf sechs sieben acht neun',
         'fr': 'zéro un deux trois quatre cinq six sept huit neuf',
         'es': 'cero uno dos tres cuatro cinco seis siete ocho nueve',
         'ru': 'ноль один два три четыре пять шесть семь восемь девять',
         'it': 'zero uno due tre quattro cinque sei sette otto nove',
         'pl': 'zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć',
         'nl': 'nul een twee drie vier vijf zes zeven acht negen'}[lang].split()
    return ' '.join(W[int(c)] for c in s)

cases = []
def add(slug, lang, text, secrets, looks, note):
    sec = []
    for s in secrets:
        if s not in sec: sec.append(s)
    lk = []
    for s in looks:
        if s not in lk: lk.append(s)
    for s in sec + lk:
        assert s and s in text, (slug, s)
    for s in sec:
        for l in lk:
            assert s not in l and l not in s, (slug, s, l)
    cases.append({'slug': slug, 'lang': lang, 'text': text, 'secrets': sec, 'lookalikes': lk, 'note': note})
def F(_tpl, **kw):
    for k, v in kw.items(): _tpl = _tpl.replace('<<' + k + '>>', v)
    assert '<<' not in _tpl, _tpl
    return _tpl

# ======================= ENGLISH =======================
p = pw('safe'); sk = 'sk_live_' + an(24)
add('env-node-stripe', 'en', F("""hey can you check why my app can't connect? here's my .env

NODE_ENV=production
PORT=3000
DATABASE_URL=postgres://app_user:<<p>>@db.internal.acme-dev.io:5432/orders
STRIPE_SECRET_KEY=<<sk>>
LOG_LEVEL=debug

running node v20.11.1 on ubuntu 22.04""", p=p, sk=sk), [p, sk], ['db.internal.acme-dev.io:5432', 'v20.11.1', 'PORT=3000'],
    'dotenv with DB password inside URL and live Stripe key; host/port/version are not secret')

t = 'ghp_' + an(36); rid = f'{hx(4).upper()}:{hx(4).upper()}:{hx(6).upper()}:{hx(6).upper()}:{hx(8).upper()}'
add('curl-github-token', 'en', F("""curl -s -H "Authorization: token <<t>>" "https://api.github.com/repos/acme/infra/actions/runs?per_page=5"

returns {"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}
X-GitHub-Request-Id: <<rid>>
token was created yesterday with repo + workflow scopes""", t=t, rid=rid), [t], [rid, 'per_page=5'],
    'classic PAT in curl header; request id is a lookalike')

akid = 'AKIA' + an(16, UP + '234567'); sak = an(40, AN + '+/')
add('aws-credentials-vs-docs', 'en', F("""[default]
aws_access_key_id = <<a>>
aws_secret_access_key = <<s>>
region = eu-central-1
---
weird thing: the docs example AKIAIOSFODNN7EXAMPLE passes the CLI's format check but mine gives InvalidClientTokenId on sts get-caller-identity""", a=akid, s=sak),
    [akid, sak], ['AKIAIOSFODNN7EXAMPLE', 'eu-central-1', 'InvalidClientTokenId'], 'real-looking AWS pair vs AWS documentation example key')

p = pw('safe'); cid = hx(12)
add('docker-run-postgres', 'en', F("""docker run -d --name pg -e POSTGRES_USER=admin -e POSTGRES_PASSWORD=<<p>> -p 5433:5432 postgres:16.2-alpine

container <<cid>> exits right away with code 1, logs say "initdb: error: directory exists but is not empty\"""", p=p, cid=cid),
    [p], [cid, 'postgres:16.2-alpine', '5433:5432'], 'password in docker -e flag; container id and image tag are lookalikes')

dbp = pw('words'); b = base64.b64encode(dbp.encode()).decode()
add('k8s-secret-base64', 'en', F("""apiVersion: v1
kind: Secret
metadata:
  name: billing-db
  namespace: payments
type: Opaque
data:
  password: <<b>>
---
I decoded it with base64 -d and got <<p>> which is correct, so why does the pod sit in CreateContainerConfigError?""", b=b, p=dbp),
    [b, dbp], ['CreateContainerConfigError', 'billing-db'], 'k8s secret base64 and its decoded value both secret')

npm = 'npm_' + an(36)
add('gh-actions-npm-token', 'en', F("""name: publish
on:
  push:
    tags: ['v*']
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm publish
        env:
          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
---
it kept failing so I hardcoded NODE_AUTH_TOKEN: <<t>> and now it works. fine for a private repo?""", t=npm),
    [npm], ['${{ secrets.NPM_TOKEN }}', 'actions/checkout@v4'], 'secret reference expression is not a secret; hardcoded npm token is')

j = jwt(); u = uuid4()
add('log-jwt-stacktrace', 'en', F("""2024-03-14T09:12:55.118Z ERROR [req=<<u>>] AuthMiddleware: token rejected
  bearer=<<j>>
    at verify (/app/node_modules/jsonwebtoken/verify.js:152:21)
    at /app/src/middleware/auth.ts:41:17
TokenExpiredError: jwt expired""", u=u, j=j), [j], [u, 'verify.js:152:21', 'TokenExpiredError'], 'JWT in a log line; request UUID is an id')

p = pw('words')
add('sql-create-user', 'en', F("""CREATE USER 'reporting'@'10.0.%' IDENTIFIED BY '<<p>>';
GRANT SELECT ON analytics.* TO 'reporting'@'10.0.%';

then from the BI box:
ERROR 1045 (28000): Access denied for user 'reporting'@'10.0.3.17' (using password: YES)""", p=p),
    [p], ['ERROR 1045 (28000)', '10.0.3.17'], 'SQL DDL password; error code and IP are not secrets')

k = 'sk-proj-' + an(48, AN + '-_')
add('notebook-openai-key', 'en', F("""In [3]: from openai import OpenAI
        client = OpenAI(api_key="<<k>>")
In [4]: client.chat.completions.create(model="gpt-4o-mini-2024-07-18", messages=msgs)
RateLimitError: Error code: 429

the quickstart literally says api_key="YOUR_API_KEY" so I pasted mine there""", k=k),
    [k], ['YOUR_API_KEY', 'gpt-4o-mini-2024-07-18', 'Error code: 429'], 'notebook cell with API key; placeholder and model id are lookalikes')

p = pw('safe'); h = hx(7)
add('shell-history-mysql', 'en', F("""  501  cd ~/proj/legacy-crm
  502  git log --oneline -3
  503  mysql -u root -p<<p>> crm_prod < dump_2024_02.sql
  504  git checkout <<h>>
  505  history | tail""", p=p, h=h), [p], [h, 'dump_2024_02.sql'], 'password glued to -p in shell history; short commit hash lookalike')

body = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'] + [an(70, AN + '+/') for _ in range(3)] + [an(28, AN + '+/') + '==']
block = '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(body) + '\n-----END OPENSSH PRIVATE KEY-----'
fp = 'SHA256:' + an(43, AN + '+/')
add('ssh-private-key', 'en', F("""ssh keeps saying: Permissions 0644 for '/home/dev/.ssh/id_ed25519' are too open.
here is the file so you can see it's fine:
<<b>>
and ssh-keygen -lf shows <<fp>> (ED25519)""", b=block, fp=fp), [block], [fp, 'Permissions 0644'], 'private key block; public key fingerprint is not secret')

s1, s2, u = hx(40), hx(40), uuid4()
add('git-log-only-lookalikes', 'en', F("""commit <<s1>>
Author: Priya N <priya@example.com>
Date:   Tue Feb 6 14:03:11 2024 +0100

    fix: bump lodash to 4.17.21 (CVE-2021-23337)

commit <<s2>>
    chore(release): v2.8.0-rc.1, migration id <<u>>""", s1=s1, s2=s2, u=u), [], [s1, s2, '4.17.21', 'CVE-2021-23337', 'v2.8.0-rc.1', u],
    'only look-alikes: hashes, versions, CVE, UUID')

pi = 'pi_3' + an(23)
add('stripe-test-mode-only-lookalikes', 'en', F("""testing checkout in test mode: card 4242 4242 4242 4242, any future expiry, and the docs key sk_test_4eC39HqLyjWDarjtT1zdp7dc.
the decline test card 4000 0000 0000 9995 gives insufficient_funds on <<pi>> as expected""", pi=pi),
    [], ['4242 4242 4242 4242', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', '4000 0000 0000 9995', 'insufficient_funds', pi],
    'public Stripe test cards and documentation key only')

c = fmt_card(card('visa')); cvv = dg(3); o = dgnz(8)
add('own-card-cvv-order', 'en', F("""Order #<<o>> for $84.90 got declined. I typed card <<c>>, exp 09/27, CVV <<v>>. Is it the CVV or the bank blocking it?""", o=o, c=c, v=cvv),
    [c, cvv], ['#' + o, '$84.90'], 'own card number and CVV; order number and price are not secret')

acc, acc2, sc2 = dg(8), dg(8), f'{dg(2)}-{dg(2)}-{dg(2)}'
add('uk-standing-order-payee', 'en', F("""Setting up the standing order. From my account: sort code 07-04-36, account <<a>> (Nationwide FlexDirect).
Rent goes to the agency, Harbour Lettings Ltd, sort code <<sc2>>, account <<a2>>, reference FLAT4B-MARCH.""", a=acc, a2=acc2, sc2=sc2),
    [acc], [acc2, sc2, 'FLAT4B-MARCH'], "own account number secret; letting agency's account is a payee look-alike")

w = pw('words')
add('family-wifi-cabin', 'en', F("""Mum, the wifi at the cabin is called Lakeside_5G and the password is <<w>>
If it drops, the router is a TP-Link Archer C6, unplug it for 10 seconds.""", w=w), [w], ['Lakeside_5G', 'Archer C6'], 'family Wi-Fi key; SSID and router model are not secret')

dc = pin(4) + '#'; ks = pin(4)
add('cleaner-door-keysafe', 'en', F("""For the cleaner on Thursday: building door code <<dc>> then flat 27 on the 3rd floor. Key safe by the bike shed is <<ks>>.
Amazon is leaving a parcel in locker 114, I'll get the pickup code myself.""", dc=dc, ks=ks), [dc, ks], ['flat 27', 'locker 114'], 'door and key-safe codes; flat and locker numbers stay')

wd = R.choice(['Margot', 'Brutus', 'Rosalind', 'Tallulah']); dd = dg(4)
names = {'#': 'hash', '!': 'exclamation mark', '?': 'question mark'}
sym = R.choice(list(names))
spelled = ', '.join(['capital ' + wd[0]] + list(wd[1:]) + [words(x, 'en') for x in dd] + [names[sym]])
add('grandpa-spelled-password', 'en', F("""ok grandpa typed his new email password for me, writing it exactly as he read it out: <<s>>. Is that strong enough? He's on Outlook.com since 2009.""", s=spelled),
    [spelled], ['2009'], 'password spelled out letter by letter with digit words')

pn = pin(4); ref = dg(6); l4 = dg(4)
add('ocr-bank-pin-letter', 'en', F("""[scanned letter]
NORTHGATE BANK plc
Our ref: NB/CC/<<ref>>
Date: 04 March 2024
Dear Ms Ellison,
Your new card ending <<l4>> has been sent separately. Your PIN is: <<pn>>
Please memorise it and destroy this notice.
Questions? Call 0345 300 0000 (Mon-Fri 8am-8pm).
---
can you remind me about this letter next week?""", ref=ref, l4=l4, pn=pn), [pn], ['NB/CC/' + ref, '0345 300 0000', 'ending ' + l4],
    'OCR of PIN mailer; reference, phone, last four digits are not the secret')

otp = dg(6)
add('sms-otp-forwarded', 'en', F("""Revolut: Your verification code is <<o>>. Never share this code, not even with Revolut staff.
---
^ got that when logging in on the new laptop. The SMS came from +44 20 3322 8352, is that their real number?""", o=otp), [otp], ['+44 20 3322 8352'], 'OTP; sender phone number is public')

codes = [f'{an(5, LO + DIG)}-{an(5, LO + DIG)}' for _ in range(6)]; tk = dg(7)
add('github-recovery-codes', 'en', 'saving these somewhere safe, github recovery codes for octo-marta:\n' + '\n'.join(codes) +
    F('\nSupport ticket #<<tk>> said I should regenerate them after the incident.', tk=tk), codes, ['#' + tk, 'octo-marta'],
    'list of backup codes; ticket number and username stay')

pk = hx(64); addr = '0x' + hx(40); tx = '0x' + hx(64)
add('eth-private-key-vs-txhash', 'en', F("""MetaMask export, keep this in memory so I never lose it:
private key: <<pk>>
public address: <<addr>>
the test transfer went through, tx hash <<tx>>""", pk=pk, addr=addr, tx=tx), [pk], [addr, tx],
    'raw private key vs public address and 64-hex tx hash look-alike')

SEED = ['canvas', 'orbit', 'lemon', 'thunder', 'pilot', 'harvest', 'velvet', 'rocket', 'garden', 'mystery', 'ocean',
        'salad', 'tribe', 'unique', 'wagon', 'zebra', 'anchor', 'bridge', 'cabin', 'diesel', 'eagle', 'fabric',
        'galaxy', 'hockey', 'island', 'jungle', 'kitten', 'ladder', 'magnet', 'napkin', 'olive', 'panda', 'raven',
        'saddle', 'tackle', 'umbrella', 'vessel', 'walnut', 'yellow', 'basket', 'castle', 'donkey', 'elbow',
        'fossil', 'gospel', 'hamster', 'jacket', 'kidney', 'lobster', 'nephew', 'oyster', 'pepper', 'rhythm',
        'scatter', 'timber', 'uncle', 'vapor', 'whisper', 'youth']
sw = R.sample(SEED, 12); a1 = ' '.join(sw[:6]); a2 = ' '.join(sw[6:]); bc = bc1()
add('seed-phrase-two-messages', 'en', F("""writing my recovery phrase in two parts so it's not all in one place. part 1: <<a1>>
---
part 2: <<a2>>
---
wallet is BlueWallet 6.6.3, my receive address is <<bc>>, you can share that one with my brother""", a1=a1, a2=a2, bc=bc),
    [a1, a2], [bc, '6.6.3'], 'seed phrase split across messages; bech32 receive address is public')

s_, e_ = ssn(), ein()
add('w4-ssn-employer-ein', 'en', F("""Filling out the W-4 for the new job. My SSN is <<s>>. Employer EIN on the offer letter is <<e>>, payroll runs on the 15th and last day, HR is (555) 014-2231.""", s=s_, e=e_),
    [s_], [e_, '(555) 014-2231'], "own SSN secret; employer's EIN is public business id")

mm = R.choice(['Kowalczyk', 'Fairweather', 'Oyelaran', 'Lindqvist']); pet = R.choice(['Biscuit', 'Mr Pickles', 'Noodle']); city = R.choice(['Dundee', 'Tacoma', 'Ballarat'])
add('security-answers', 'en', F("""Bank made me set security questions, noting them: mother's maiden name - <<mm>>; first pet - <<pet>>; city where my parents met - <<c>>. The form was version SQ-3 rev 2021.""", mm=mm, pet=pet, c=city),
    [mm, pet, city], ['SQ-3 rev 2021'], 'security question answers')

p = pw('words')
add('health-portal-dad', 'en', F("""MyChart login for dad: username rkowalski58, password <<p>>
His appointment is 14 May at 10:40 with Dr. Hanley, Suite 210, clinic line 617-555-0148.""", p=p),
    [p], ['10:40', 'Suite 210', '617-555-0148'], 'health portal password; appointment details are not secret')

p = pw('simple'); tr = dg(5)
add('school-parentpay', 'en', F("""School's ParentPay login changed, new password: <<p>> . Lunch balance is £12.40, Ella is in class 4K, trip payment reference TRIP-<<tr>>.""", p=p, tr=tr),
    [p], ['£12.40', 'TRIP-' + tr], 'school payment app password')

pp = dgnz(9); pnr = an(6, UP + '23456789'); hc = dgnz(8)
add('travel-passport-pnr', 'en', F("""Lisbon trip: flight TP1351 on 22/06, booking ref <<pnr>>. The API form wants my passport number, it's <<pp>> (expires 2031). Hotel confirmation <<hc>>.""", pnr=pnr, pp=pp, hc=hc),
    [pp], ['TP1351', pnr, hc], 'passport number secret; PNR, flight and hotel confirmation are look-alikes')

code = pin(6)
add('alarm-code-next-message', 'en', F("""I'm going to send you the office alarm code in the next message, remember it for me
---
<<c>>
---
thanks. panel is a Honeywell Vista-20P, zone 3 is the back door""", c=code), [code], ['Vista-20P', 'zone 3'], 'announced then sent alone')

a = pin(4); b_ = a[1] + a[0] + a[2:]
if b_ == a: b_ = a[:3] + str((int(a[3]) + 1) % 10)
add('garage-pin-corrected', 'en', F("""The garage keypad PIN is <<a>>. sorry, typo, it's <<b>>. The opener is a LiftMaster 893MAX if that matters.""", a=a, b=b_),
    [a, b_], ['893MAX'], 'corrected code: both variants secret')

k1, k2 = 'key-' + hx(16), hx(16)
add('mailgun-key-split', 'en', F("""the Mailgun key is long so Tom sent it in two chats. first half: <<k1>>
---
second half: <<k2>>
---
sending domain is mg.example.org, EU region, API base https://api.eu.mailgun.net/v3""", k1=k1, k2=k2),
    [k1, k2], ['mg.example.org', 'https://api.eu.mailgun.net/v3'], 'API key in two parts across messages')

sc = words(pin(5), 'en')
add('safe-code-in-words', 'en', F("""Nana's safe code in words so I don't misread it later: <<sc>>. The safe is a Yale YSV/250/DB2 in the wardrobe.""", sc=sc),
    [sc], ['YSV/250/DB2'], 'code spelled as English number words')

o1 = f'112-{dg(7)}-{dg(7)}'; ut = usps(); cs = dgnz(10)
add('parcel-only-lookalikes', 'en', F("""Where is my parcel?? Order <<o>> from Amazon, USPS tracking <<t>>, window 2-6 pm. Support gave me case ID <<c>>.""", o=o1, t=ut, c=cs),
    [], [o1, ut, cs], 'only look-alikes: order, tracking, case ids')

pk_ = prodkey()
add('windows-key-generic-vs-own', 'en', F("""Installing Windows 11 Pro in a VM. Microsoft's docs list the generic KMS client key W269N-WFGWX-YVC9B-4J6C9-T83GX, but I want to activate with my own retail key <<k>> from the box.""", k=pk_),
    [pk_], ['W269N-WFGWX-YVC9B-4J6C9-T83GX'], 'own product key vs public generic KMS key')

ts = grp(b32secret(32).lower(), 4)
add('totp-seed-manual', 'en', F("""Setting up the authenticator manually, the "can't scan the QR?" box shows: <<s>>
The tutorial I followed used JBSWY3DPEHPK3PXP as the example secret.""", s=ts), [ts], ['JBSWY3DPEHPK3PXP'], 'TOTP seed vs documentation example')

p = pw('safe')
add('appsettings-sqlserver', 'en', F("""{
  "ConnectionStrings": {
    "Default": "Server=tcp:contoso-sql.database.windows.net,1433;Initial Catalog=Inventory;User ID=invadmin;Password=<<p>>;Encrypt=True;"
  },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}
Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'invadmin'.""", p=p),
    [p], ['0x80131904', 'contoso-sql.database.windows.net,1433'], 'ADO.NET connection string password')

p = pw('safe')
add('spring-jdbc-url', 'en', F("""spring.datasource.url=jdbc:mysql://10.20.0.5:3306/shop?user=shop_rw&password=<<p>>&useSSL=false
spring.jpa.hibernate.ddl-auto=update
# spring-boot 3.2.4, connector 8.3.0""", p=p), [p], ['10.20.0.5:3306', '3.2.4', '8.3.0'], 'password in JDBC query string')

fg = 'github_pat_' + an(22) + '_' + an(59)
add('ghcr-docker-login', 'en', F("""echo <<t>> | docker login ghcr.io -u mfeld --password-stdin
Error response from daemon: Get "https://ghcr.io/v2/": denied: denied""", t=fg), [fg], ['https://ghcr.io/v2/'], 'fine-grained PAT piped to docker login')

p = pw('rand'); pid = f'acme-prod-{dg(6)}'
add('terraform-tfvars', 'en', F("""# prod.tfvars
project_id  = "<<pid>>"
region      = "europe-west3"
db_tier     = "db-custom-2-7680"
db_password = "<<p>>"
---
terraform plan says the password will be shown in plain text in state, is that normal?""", p=p, pid=pid),
    [p], [pid, 'db-custom-2-7680'], 'tfvars password; project id is not secret')

tk = an(32)
add('pip-conf-index-token', 'en', F("""[global]
index-url = https://ci-bot:<<t>>@nexus.acme.internal/repository/pypi-group/simple
trusted-host = nexus.acme.internal

pip 24.0 keeps returning 401 Unauthorized""", t=tk), [tk], ['nexus.acme.internal', 'pip 24.0'], 'token inside index URL')

bb = base64.b64encode(('svc-export:' + pw('safe')).encode()).decode()
add('basic-auth-vs-vendor-sample', 'en', F("""The vendor's sample uses Authorization: Basic dXNlcjpwYXNzd29yZA== (that's just user:password) and works on sandbox.
In prod we send Authorization: Basic <<b>> and get 403.""", b=bb), [bb], ['dXNlcjpwYXNzd29yZA=='], 'base64 basic credentials vs vendor example')

wt = an(24)
add('slack-webhook', 'en', F("""SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T<<t1>>/B<<t2>>/<<w>>
posts fine to #deploys but the message formatting breaks on emoji""", t1=an(8, UP + DIG), t2=an(10, UP + DIG), w=wt),
    [wt], ['#deploys'], 'webhook secret path segment')

tg = dgnz(10) + ':AA' + an(33, AN + '-_'); chat = '-100' + dgnz(10)
add('telegram-bot-token', 'en', F("""bot = telebot.TeleBot("<<t>>")
bot.send_message(<<c>>, "deploy finished")
-> telebot.apihelper.ApiTelegramException: Error code: 400. Description: Bad Request: chat not found""", t=tg, c=chat),
    [tg], [chat, 'Error code: 400'], 'bot token; chat id is an identifier')

sg = 'SG.' + an(22, AN + '-_') + '.' + an(43, AN + '-_')
add('sendgrid-key-traceback', 'en', F("""Traceback (most recent call last):
  File "notify.py", line 58, in send
    sg = SendGridAPIClient("<<k>>")
  File "/usr/lib/python3.11/urllib/request.py", line 643, in http_error_default
urllib.error.HTTPError: HTTP Error 403: Forbidden""", k=sg), [sg], ['line 643', 'HTTP Error 403: Forbidden'], 'API key in traceback source line')

sid = an(32, LO + DIG); rq = uuid4()
add('http-cookie-session', 'en', F("""GET /account/settings HTTP/1.1
Host: shop.example.com
Cookie: sessionid=<<s>>; theme=dark; lang=en-GB
X-Request-ID: <<r>>

this request returns 302 to /login even though I'm logged in""", s=sid, r=rq), [sid], [rq, 'theme=dark'], 'session cookie value; request id not secret')

al, sf, ww = pin(4), pin(6), pw('words')
add('house-sitter-notes', 'en', F("""Notes for Jonas while we're away:
- alarm code <<a>> (disarm within 30 sec)
- study safe opens with <<s>>
- vet: Greenfield Vets 01632 960 784
- Pepper gets 2 scoops at 7am
- wifi: Heron-Guest / <<w>>""", a=al, s=sf, w=ww), [al, sf, ww], ['01632 960 784', 'Heron-Guest', '30 sec'], 'several household secrets in one note')

cn = card('mc'); h1 = cn[:4] + ' ' + cn[4:8]; h2 = cn[8:12] + ' ' + cn[12:]
add('card-in-chunks', 'en', F("""reading the card to you in chunks so I can double check: <<h1>>
---
<<h2>>
---
expiry 11/28, it's the joint account card""", h1=h1, h2=h2), [h1, h2], ['11/28'], 'card number split over two messages')

mine = iban('IE', bban('IE')); theirs = iban('IE', bban('IE'))
add('refund-own-iban-vs-shop', 'en', F("""Hi, please refund the duplicate payment to my IBAN <<m>>. For reference, I originally paid into your account <<t>> on 3 Feb, invoice INV-2024-0311.""", m=fib(mine), t=fib(theirs)),
    [fib(mine)], [fib(theirs), 'INV-2024-0311'], "own IBAN secret; merchant's IBAN is payee look-alike")

add('windows-update-only-lookalikes', 'en', """Update failed again with 0x800f0922 on KB5034441, build 22631.3155. Paid $19.99 for a "repair tool" that did nothing lol. Dell service tag 7XK2M93, warranty till 2026-08-31.""",
    [], ['0x800f0922', 'KB5034441', '22631.3155', '$19.99', '7XK2M93', '2026-08-31'], 'only look-alikes: error code, KB, build, price, service tag, date')

ow = hx(32); mb = 'sk.eyJ1IjoiZGFuYSIsImEiOiJ' + an(20) + '.' + an(22, AN + '-_')
add('env-example-vs-env', 'en', F(""".env.example:
OPENWEATHER_API_KEY=your_api_key_here
MAPBOX_TOKEN=pk.your_token

.env:
OPENWEATHER_API_KEY=<<o>>
MAPBOX_TOKEN=<<m>>""", o=ow, m=mb), [ow, mb], ['your_api_key_here', 'pk.your_token'], 'placeholders vs real values')

vp = pin(4)
add('voicemail-pin', 'en', F("""note to self: voicemail PIN is <<v>>, voicemail number is +1 212 555 0199, and the carrier store said the reset fee is $5.""", v=vp),
    [vp], ['+1 212 555 0199', '$5'], 'PIN next to a phone number')

gk = 'AIza' + an(35, AN + '-_')
add('android-maps-key', 'en', F("""<meta-data
    android:name="com.google.android.geo.API_KEY"
    android:value="<<k>>" />
versionCode 412, versionName "4.1.2", applicationId "com.fieldnotes.app" - map shows grey tiles only""", k=gk),
    [gk], ['versionCode 412', '4.1.2', 'com.fieldnotes.app'], 'Google API key in manifest')

p1, p2, ct = pw('rand'), pw('words'), dg(8)
add('password-manager-csv', 'en', F("""name,url,username,password
Netflix,https://netflix.com,laura.b@mail.com,<<p1>>
Council tax,https://mycouncil.gov.uk,CT<<ct>>,<<p2>>
^ exported from the old browser, import this into Bitwarden for me?""", p1=p1, p2=p2, ct=ct), [p1, p2], ['https://netflix.com', 'CT' + ct],
    'CSV export with passwords')

wk = an(4, LO) + dg(4) + an(4, LO); sn = dgnz(12); mac = ':'.join(hx(2).upper() for _ in range(6))
add('router-sticker-ocr', 'en', F("""OCR from the sticker on the router:
Network Name (SSID): VM<<ss>>
Wi-Fi Key: <<w>>
Serial No: <<s>>
MAC: <<m>>
Model: Hub 5 (F3896LG)""", ss=dg(7), w=wk, s=sn, m=mac), [wk], [sn, mac, 'F3896LG'], 'Wi-Fi key from router sticker; serial and MAC stay')

bl = bitlocker(); kid = uuid4().upper()
add('bitlocker-recovery', 'en', F("""laptop asked for the BitLocker recovery key after the BIOS update.
Recovery key ID: <<kid>>
key from my Microsoft account page: <<bl>>""", kid=kid[:8], bl=bl), [bl], [kid[:8]], '48-digit recovery key vs key ID (identifier)')

dp = pin(4)
add('debit-pin-same-as-phone', 'en', F("""my debit card PIN is the same as my phone unlock, <<d>>, I know I know. The card is the one from Monzo, sort code 04-00-04 is printed on it.""", d=dp),
    [dp], ['04-00-04'], 'PIN; bank-wide sort code printed on card is not secret')

add('jwt-io-example-only-lookalikes', 'en', """The tutorial's sample token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c and the secret they sign it with is literally "your-256-bit-secret". why does mine decode differently?""",
    [], ['eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', 'your-256-bit-secret'],
    'public jwt.io example token and placeholder secret')

rp = pw('safe')
add('compose-mysql', 'en', F("""services:
  db:
    image: mysql:8.0.36
    environment:
      MYSQL_ROOT_PASSWORD: <<p>>
      MYSQL_DATABASE: wordpress
    ports:
      - "3306:3306"
  wp:
    image: wordpress:6.4.3-php8.2-apache""", p=rp), [rp], ['mysql:8.0.36', 'wordpress:6.4.3-php8.2-apache'], 'compose root password')

rpw = pw('safe')
add('celery-redis-url', 'en', F("""CELERY_BROKER_URL = "redis://:<<p>>@cache-01.prod.lan:6379/2"
CELERY_RESULT_BACKEND = "redis://cache-01.prod.lan:6379/3"
workers crash with ConnectionError: Error 111 connecting to cache-01.prod.lan:6379""", p=rpw),
    [rpw], ['cache-01.prod.lan:6379', 'Error 111'], 'password-only redis URL')

ak = '-'.join(an(4, UP + DIG) for _ in range(7))
add('apple-recovery-key', 'en', F("""Apple gave me a 28-character recovery key when I turned on Advanced Data Protection: <<k>>. iPhone 15 on iOS 17.3.1. Where should I store it?""", k=ak),
    [ak], ['iOS 17.3.1'], 'account recovery key')

p = pw('words'); u2 = 'u' + dg(7)
add('vpn-creds-it-ticket', 'en', F("""IT ticket INC0048211 says my VPN account is reset. temp password: <<p>> , username <<u>>, portal vpn.corp-example.net, must change within 24h""", p=p, u=u2),
    [p], ['INC0048211', 'vpn.corp-example.net'], 'temporary password in IT ticket')

mk = pin(6)
add('spouse-phone-passcode', 'en', F("""If something happens to me, my phone passcode is <<m>> and the laptop is the same but with a ! at the end. Life insurance policy number is LP-88230417, that's in the blue folder.""", m=mk),
    [mk], ['LP-88230417'], 'device passcode; policy number is a reference id')

gh = hx(40); v = f'{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}'
add('ci-log-masked-only-lookalikes', 'en', F("""Run actions/setup-python@v5
  python-version: 3.12
  token: ***
Checking out <<g>>
Successfully installed mypkg-<<v>>
Error: Process completed with exit code 137.""", g=gh, v=v), [], [gh, 'mypkg-' + v, 'exit code 137', 'token: ***'],
    'CI log with masked token; only look-alikes')

k_ = 'rk_live_' + an(24); wh = 'whsec_' + an(32)
add('stripe-webhook-secret', 'en', F("""STRIPE_RESTRICTED_KEY=<<k>>
STRIPE_WEBHOOK_SECRET=<<w>>
event evt_1Oq<<e>> fails signature verification: No signatures found matching the expected signature for payload""", k=k_, w=wh, e=an(21)),
    [k_, wh], ['No signatures found matching the expected signature'], 'restricted key and webhook signing secret')

mp = pw('words'); am = dgnz(10)
add('amex-plus-login', 'en', F("""Amex online login is jmoretti / <<p>> and the card is <<c>>, CID on the front <<cid>>. Membership Rewards number <<m>>.""", p=mp, c=fmt_card(card('amex')), cid=dg(4), m=am),
    [mp], [am], 'placeholder to be extended')
# extend with card and CID secrets
cc = cases[-1]; import re as _re
cc['secrets'] += [x for x in _re.findall(r'3[47]\d\d \d{6} \d{5}', cc['text'])] + [_re.search(r'front (\d{4})', cc['text']).group(1)]
cc['note'] = 'Amex number, 4-digit CID and password; rewards membership number is an id'

ps = pw('safe')
add('psql-history-pgpass', 'en', F("""$ cat ~/.pgpass
analytics-db.eu-west-1.rds.amazonaws.com:5432:warehouse:etl_user:<<p>>
$ psql -h analytics-db.eu-west-1.rds.amazonaws.com -U etl_user warehouse
psql (15.6, server 14.10)""", p=ps), [ps], ['analytics-db.eu-west-1.rds.amazonaws.com', '15.6', '14.10'], 'pgpass file line')

# ======================= GERMAN =======================
sid = steuer_id()
add('de-steuer-id-elster', 'de', F("""Für die Steuererklärung, bitte merken: meine Steuer-ID ist <<s>>. Die Steuernummer vom Arbeitgeber steht auf der Lohnsteuerbescheinigung: 143/215/40018. Formular ist Anlage N 2023.""", s=sid),
    [sid], ['143/215/40018', 'Anlage N 2023'], 'eigene Steuer-ID geheim; Steuernummer des Arbeitgebers nicht')
m_, v_ = iban('DE', bban('DE')), iban('DE', bban('DE'))
add('de-iban-rueckerstattung-miete', 'de', F("""Kannst du dir merken: Rückerstattungen bitte auf mein Konto, IBAN <<m>>.
Die Miete geht an die Hausverwaltung Krause GmbH, IBAN <<v>>, Verwendungszweck "Miete Whg 12".""", m=fib(m_), v=fib(v_)),
    [fib(m_)], [fib(v_), 'Miete Whg 12'], 'eigene IBAN vs. Empfänger-IBAN der Hausverwaltung')
fk = grp(dg(20), 4)
add('de-fritzbox-oma', 'de', F("""Oma, das WLAN heißt "FRITZ!Box 7590 XQ" und der WLAN-Netzwerkschlüssel ist <<k>> (steht auch hinten auf dem Gerät). Die Hotline von 1&1 ist 0721 9600.""", k=fk),
    [fk], ['FRITZ!Box 7590 XQ', '0721 9600'], '20-stelliger WLAN-Schlüssel in Vierergruppen')
np_ = pw('safe')
add('de-nextcloud-compose', 'de', F("""Nextcloud startet nicht, hier meine docker-compose.yml:

  db:
    image: mariadb:10.11
    environment:
      - MYSQL_PASSWORD=<<p>>
      - MYSQL_DATABASE=nextcloud
  app:
    image: nextcloud:28.0.4-apache
    ports: ["8080:80"]

Fehler im Log: SQLSTATE[HY000] [1045] Access denied""", p=np_), [np_], ['mariadb:10.11', 'nextcloud:28.0.4-apache', 'SQLSTATE[HY000] [1045]'], 'Passwort in compose-Datei')
tan = dg(6)
add('de-pushtan', 'de', F("""Die pushTAN lautet <<t>> – Auftrag: Überweisung 249,00 EUR an Elektro Maier, Rechnung Nr. 2024-0187. Gilt nur 5 Minuten, oder?""", t=tan),
    [tan], ['249,00 EUR', '2024-0187'], 'TAN; Betrag und Rechnungsnummer nicht geheim')
tp = words(pin(4), 'de')
add('de-tresor-in-worten', 'de', F("""Papa hat mir den Code vom Tresor im Keller am Telefon gesagt: <<c>>. Der Tresor ist ein Burg-Wächter Karat MT 540 E.""", c=tp),
    [tp], ['MT 540 E'], 'Code als deutsche Zahlwörter')

# ======================= FRENCH =======================
n_ = nir()
add('fr-numero-secu-mutuelle', 'fr', F("""Pour la mutuelle ils me demandent mon numéro de sécu : <<n>>. Mon numéro d'adhérent est MGEN-448120 et le contrat prend effet le 01/04/2024.""", n=n_),
    [n_], ['MGEN-448120', '01/04/2024'], 'NIR avec clé; numéro adhérent non secret')
fr_ = iban('FR', bban('FR'))
add('fr-rib-remboursement', 'fr', F("""Voici mon RIB pour le remboursement de la caution :
IBAN : <<i>>
BIC : CCBPFRPPNAN
Titulaire : M. Julien Perrot""", i=fib(fr_)), [fib(fr_)], ['CCBPFRPPNAN'], 'IBAN personnel; BIC de la banque public')
dc_, pc_ = pin(4)[:2] + 'A' + pin(3)[:2], pin(4)
add('fr-digicode-portail', 'fr', F("""Pour la baby-sitter : le digicode de l'immeuble c'est <<d>>, puis bâtiment B, 3e étage, porte 34. Le code du portail du parking : <<p>>. Mon numéro si besoin : 06 12 34 56 78.""", d=dc_, p=pc_),
    [dc_, pc_], ['porte 34', '06 12 34 56 78'], 'digicode et code portail')
ak_ = 'base64:' + base64.b64encode(bytes(R.randint(0, 255) for _ in range(32))).decode(); dp_ = pw('rand')
add('fr-laravel-env', 'fr', F("""Mon .env Laravel, la page blanche persiste :
APP_ENV=production
APP_KEY=<<a>>
DB_HOST=127.0.0.1
DB_PASSWORD=<<d>>
# Laravel 10.48.4, PHP 8.2.17""", a=ak_, d=dp_), [ak_, dp_], ['127.0.0.1', '10.48.4', '8.2.17'], 'APP_KEY et mot de passe BDD')

# ======================= SPANISH =======================
d8 = dgnz(8); dni = d8 + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(d8) % 23]
add('es-dni-pedido', 'es', F("""Mi DNI es <<d>>, lo necesitas para el formulario del seguro. El número de pedido de El Corte Inglés es 0042-<<o>> y llega el jueves.""", d=dni, o=dg(8)),
    [dni], [], 'DNI con letra de control')
cases[-1]['lookalikes'].append(_re.search(r'0042-\d{8}', cases[-1]['text']).group(0))
tp_ = pin(4)
add('es-pin-tarjeta-nueva', 'es', F("""Mamá, el PIN de la tarjeta nueva es <<p>>, no se lo digas a nadie. Si la bloqueas llama al 91 123 45 67, está detrás de la tarjeta.""", p=tp_),
    [tp_], ['91 123 45 67'], 'PIN; teléfono de atención público')
es_, cv_ = iban('ES', bban('ES')), iban('ES', bban('ES'))
add('es-iban-comunidad', 'es', F("""Para domiciliar el recibo del gimnasio les di mi cuenta <<m>>.
La cuota de la comunidad de vecinos en cambio la ingreso yo en la cuenta de la comunidad: <<c>> (concepto: 3ºB febrero).""", m=es_, c=cv_),
    [es_], [cv_, '3ºB febrero'], 'IBAN propio vs IBAN de la comunidad (beneficiario)')
cu = curp(); fo = dgnz(9)
add('es-mx-curp-tramite', 'es', F("""Para el trámite del pasaporte en la SRE me piden la CURP: <<c>>. El folio de la cita es <<f>> y es el martes a las 9:30.""", c=cu, f=fo),
    [cu], [fo, '9:30'], 'CURP mexicana con dígito verificador')

# ======================= ITALIAN =======================
cf_ = cod_fisc(); pi_ = p_iva()
add('it-codice-fiscale-piva', 'it', F("""Per la fattura mi servono i dati: il mio codice fiscale è <<c>>. La partita IVA dello studio del commercialista è <<p>>, la trovi sul loro sito.""", c=cf_, p=pi_),
    [cf_], [pi_], 'codice fiscale personale vs partita IVA pubblica di uno studio')
it_ = iban('IT', bban('IT')); bp = pin(5)
add('it-iban-pin-bancomat', 'it', F("""Ti lascio il mio IBAN per il rimborso: <<i>>
---
e già che ci sono, il PIN del bancomat nuovo è <<p>>, non dirlo a nessuno. Numero verde per il blocco carte: 800 822 056.""", i=fib(it_), p=bp),
    [fib(it_), bp], ['800 822 056'], 'IBAN con CIN valido e PIN in messaggio successivo')
cw = pw('words'); cg = words(pin(4), 'it')
add('it-wifi-cancello', 'it', F("""Per gli ospiti dell'appartamento a Bari: rete wifi "CasaMare_Ospiti", password <<w>>. Il codice del cancello è <<g>>. Check-out entro le 10:00, interno 7.""", w=cw, g=cg),
    [cw, cg], ['CasaMare_Ospiti', '10:00', 'interno 7'], 'wifi e codice cancello in parole')

# ======================= PORTUGUESE =======================
cp = cpf(); cj = cnpj(); px = uuid4()
add('ptbr-cpf-pix', 'pt-BR', F("""Meu CPF é <<c>>, pode colocar na nota. Pra pagar a loja, a chave Pix aleatória deles é <<x>> e o CNPJ é <<j>>.""", c=cp, x=px, j=cj),
    [cp], [px, cj], 'CPF próprio; chave Pix e CNPJ do recebedor não são segredos')
wv = pw('simple')
add('ptbr-wifi-vo', 'pt-BR', F("""vó, a senha do wifi aí da casa é <<w>> tudo minúsculo. a rede é NET_2G_A7F3 (a outra, NET_5G_A7F3, não pega no seu quarto)""", w=wv),
    [wv], ['NET_2G_A7F3', 'NET_5G_A7F3'], 'senha de Wi-Fi ditada para a avó')
ld = f'{dg(5)}.{dg(5)} {dg(5)}.{dg(6)} {dg(5)}.{dg(6)} {dg(1)} {dg(14)}'; sb = pin(6)
add('ptbr-boleto-senha-app', 'pt-BR', F("""linha digitável do boleto do condomínio: <<l>> vence dia 10
---
e a senha de 6 dígitos do app do banco é <<s>>, pra você pagar pra mim hoje""", l=ld, s=sb),
    [sb], [ld], 'linha digitável é pública; senha do app é segredo')
nif_, nife = pt_nif(), pt_nif('5')
add('pt-nif-fatura', 'pt-PT', F("""Na fatura da farmácia pus o meu NIF <<n>>. O NIF da farmácia (<<e>>) está impresso no talão, número FT 2024/3381.""", n=nif_, e=nife),
    [nif_], [nife, 'FT 2024/3381'], 'NIF pessoal vs NIF de empresa')

# ======================= DUTCH =======================
b_ = bsn()
add('nl-bsn-huurtoeslag', 'nl', F("""Voor de huurtoeslag vraagt de Belastingdienst mijn BSN: <<b>>. Het dossiernummer is HT-2024-557812, bellen kan via 0800-0543.""", b=b_),
    [b_], ['HT-2024-557812', '0800-0543'], 'BSN met elfproef')
nl_, nl2 = iban('NL', bban('NL')), iban('NL', bban('NL'))
add('nl-tikkie-iban', 'nl', F("""Stuur het geld van het weekendje maar naar mijn rekening <<m>> t.n.v. S. de Vries.
Het huisje zelf heb ik al betaald aan Landal, hun rekening was <<l>>, boekingsnummer 7731208.""", m=fib(nl_), l=fib(nl2)),
    [fib(nl_)], [fib(nl2), '7731208'], 'eigen IBAN vs IBAN van verhuurder')
fk_ = words(pin(4), 'nl')
add('nl-fietskluis', 'nl', F("""De code van de fietskluis bij station Utrecht is <<c>>, kluis nummer 118. Niet vergeten: het abonnement loopt af op 31-05.""", c=fk_),
    [fk_], ['kluis nummer 118', '31-05'], 'code in Nederlandse woorden')

# ======================= POLISH =======================
ps_ = pesel()
add('pl-pesel-przychodnia', 'pl', F("""W przychodni pytali o PESEL córki: <<p>>. Wizyta u pediatry 12.03 o 16:20, gabinet 14.""", p=ps_),
    [ps_], ['16:20', 'gabinet 14'], 'PESEL z cyfrą kontrolną')
bl_ = dg(6)
add('pl-blik', 'pl', F("""Kod BLIK: <<b>> – wpisz szybko, ważny 2 minuty! Płacisz za zamówienie nr 4410-PL-889 na kwotę 129,99 zł.""", b=bl_),
    [bl_], ['4410-PL-889', '129,99 zł'], 'jednorazowy kod BLIK')
pl_ = iban('PL', bban('PL')); pl2 = iban('PL', bban('PL'))
def nrb(ib): return ib[2:4] + ' ' + grp(ib[4:], 4)
add('pl-numer-konta', 'pl', F("""Mój numer konta do zwrotu: <<m>>
---
a przelew za prąd idzie na konto Tauronu <<t>>, tytuł: nr klienta 3002114587""", m=nrb(pl_), t=nrb(pl2)),
    [nrb(pl_)], [nrb(pl2), '3002114587'], 'NRB bez PL; konto dostawcy energii jako lookalike')

# ======================= SWEDISH / NORWEGIAN / DANISH / FINNISH =======================
pn_ = personnummer()
add('sv-personnummer-vard', 'sv', F("""Till 1177: mitt personnummer är <<p>>. Tiden på vårdcentralen är 14:15, referens VC-20931.""", p=pn_),
    [pn_], ['14:15', 'VC-20931'], 'personnummer med Luhn-kontrollsiffra')
pc = pin(4)
add('sv-portkod', 'sv', F("""Portkoden till lägenheten på Södermalm är <<p>>, sen trappa C, fjärde våningen. Tvättstugan bokas på tavlan, inte med kod.""", p=pc),
    [pc], ['trappa C'], 'portkod')
fn_ = fnr()
add('no-fodselsnummer', 'no', F("""NAV-skjemaet vil ha fødselsnummeret mitt: <<f>>. Saksnummeret deres er 24/01877 og fristen er 15. mars.""", f=fn_),
    [fn_], ['24/01877'], 'norsk fødselsnummer med to kontrollsifre')
bp_ = pw('words')
add('no-bankid-passord', 'no', F("""Husk for meg: passordet til BankID er <<p>>. Kodebrikken har serienummer 7741 0029 36 (står på baksiden).""", p=bp_),
    [bp_], ['7741 0029 36'], 'passord; serienummer på kodebrikke er ikke hemmelig')
y, m, d = rdate(); cpr = f'{d:02d}{m:02d}{y % 100:02d}-{dg(4)}'
add('da-cpr-laege', 'da', F("""Lægen skal bruge mit CPR-nummer: <<c>>. Tiden er torsdag kl. 08:45 hos Lægehuset Vesterbro, tlf. 33 21 45 67.""", c=cpr),
    [cpr], ['08:45', '33 21 45 67'], 'dansk CPR')
al_ = pin(4)
add('da-alarmkode-sommerhus', 'da', F("""Alarmkoden til sommerhuset er <<a>> og nøgleboksen ved døren har koden <<k>>. Husnummer 23, Klitvej.""", a=al_, k=pin(4)),
    [al_], ['Husnummer 23'], 'alarmkode og nøgleboks')
cases[-1]['secrets'].append(_re.search(r'koden (\d{4})', cases[-1]['text']).group(1))
ht = hetu()
add('fi-hetu-kela', 'fi', F("""Kelan lomakkeeseen tarvitaan henkilötunnus: <<h>>. Hakemuksen numero on 2024-KE-118204.""", h=ht),
    [ht], ['2024-KE-118204'], 'henkilötunnus tarkistemerkillä')
wl = pw('words')
add('fi-wlan-mokki', 'fi', F("""Mökin WLAN-salasana on <<w>> ja verkko on DNA-Mokkula-2G-4XK2. Saunan lämmitys kestää noin 45 min.""", w=wl),
    [wl], ['DNA-Mokkula-2G-4XK2', '45 min'], 'WLAN-salasana')

# ======================= CZECH / SLOVAK / HUNGARIAN / ROMANIAN =======================
rc = cz_rc()
add('cs-rodne-cislo', 'cs', F("""Do formuláře na pojišťovnu: rodné číslo <<r>>, číslo pojištěnce je stejné. Číslo smlouvy 8801234455, platba do 20. 3.""", r=rc),
    [rc], ['8801234455'], 'rodné číslo dělitelné 11')
cz_ = iban('CZ', bban('CZ')); hp = pw('words')
add('cs-heslo-ucet', 'cs', F("""Heslo do internetového bankovnictví je <<h>>.
---
A číslo účtu pro výplatu: <<i>>""", h=hp, i=fib(cz_)), [hp, fib(cz_)], [], 'heslo a IBAN ve dvou zprávách')
sk_rc = cz_rc(); sp = pin(4)
add('sk-rodne-cislo-pin', 'sk', F("""Rodné číslo syna je <<r>>, treba ho do žiadosti o preukaz. PIN k jeho karte do školskej jedálne je <<p>>, kredit 18,50 €.""", r=sk_rc, p=sp),
    [sk_rc, sp], ['18,50 €'], 'rodné číslo a PIN')
tj = taj()
add('hu-taj-szam', 'hu', F("""A háziorvos kérte a TAJ számomat: <<t>>. Az időpont kedden 9:40, rendelő: Budapest, Fő utca 12.""", t=tj),
    [tj], ['9:40', 'Fő utca 12'], 'TAJ szám ellenőrző számjeggyel')
hw = pw('words')
add('hu-wifi-jelszo', 'hu', F("""A nyaraló wifi jelszava: <<w>>. A hálózat neve Telekom-5B21, a router egy Speedport Smart 3.""", w=hw),
    [hw], ['Telekom-5B21', 'Speedport Smart 3'], 'wifi jelszó')
cn_ = ro_cnp()
add('ro-cnp-formular', 'ro', F("""Pentru formularul de la ANAF: CNP-ul meu este <<c>>. Numărul de înregistrare al cererii este 4471/2024.""", c=cn_),
    [cn_], ['4471/2024'], 'CNP cu cifră de control')
ro_ = iban('RO', bban('RO')); rp_ = pw('rand')
add('ro-parola-iban', 'ro', F("""Parola de la contul de e-mail al mamei este <<p>>. Și IBAN-ul meu pentru chirie înapoi: <<i>>. Proprietarul are contul la BT, dar nu-l știu pe de rost.""", p=rp_, i=fib(ro_)),
    [rp_, fib(ro_)], [], 'parolă și IBAN propriu')

# ======================= GREEK / TURKISH =======================
am_ = amka()
add('el-amka', 'el', F("""Για το ραντεβού στο νοσοκομείο χρειάζονται τον ΑΜΚΑ μου: <<a>>. Ο αριθμός πρωτοκόλλου είναι 15882/2024.""", a=am_),
    [am_], ['15882/2024'], 'ΑΜΚΑ με Luhn')
gk_ = pw('words')
add('el-kodikos-taxisnet', 'el', F("""Ο κωδικός για το Taxisnet είναι <<k>>, το όνομα χρήστη είναι το email μου. Η προθεσμία για το Ε1 είναι 15/07.""", k=gk_),
    [gk_], ['15/07'], 'κωδικός πρόσβασης')
tc = tckn()
add('tr-tc-kimlik', 'tr', F("""Kargo için TC kimlik numaram <<t>>. Gönderi takip numarası 7301 8845 2210 06, teslimat 2-3 iş günü.""", t=tc),
    [tc], ['7301 8845 2210 06'], 'TC Kimlik No; kargo takip numarası değil')
tr_ = iban('TR', bban('TR')); tr2 = iban('TR', bban('TR'))
add('tr-iban-ev-sahibi', 'tr', F("""Depozitoyu iade etsin diye ev sahibine kendi IBAN'ımı verdim: <<m>>
Kira ise her ay onun hesabına gidiyor: <<e>> (Ahmet Yılmaz, açıklama: Daire 5 kira)""", m=fib(tr_), e=fib(tr2)),
    [fib(tr_)], [fib(tr2), 'Daire 5 kira'], 'kendi IBAN vs ev sahibinin IBAN')
ed = pw('rand')
add('tr-e-devlet-sifre', 'tr', F("""e-Devlet şifremi yeniledim, yenisi: <<e>>
---
Bu arada Türk Telekom müşteri hizmetleri 444 1 444, arıza kaydı numarası 95002341.""", e=ed),
    [ed], ['444 1 444', '95002341'], 'e-Devlet şifresi')

# ======================= RUSSIAN / UKRAINIAN / BULGARIAN / SERBIAN / CROATIAN =======================
sn_ = snils(); inn_ = inn12(); innc = inn10_company()
add('ru-snils-inn', 'ru', F("""Для налогового вычета: СНИЛС <<s>>, мой ИНН <<i>>. ИНН работодателя <<c>>, он есть в справке 2-НДФЛ.""", s=sn_, i=inn_, c=innc),
    [sn_, inn_], [innc, '2-НДФЛ'], 'СНИЛС и ИНН физлица; ИНН организации публичен')
sm = dg(5)
add('ru-kod-iz-sms', 'ru', F("""Сын, мне пришло СМС: «Код для входа в Госуслуги: <<c>>. Никому не сообщайте». Это ты что-то делаешь? Номер отправителя Gosuslugi, заявление № 3129847712.""", c=sm),
    [sm], ['3129847712'], 'одноразовый код из СМС')
rp2 = pw('words'); rh = hx(40)
add('ru-gitlab-ci-variable', 'ru', F("""В .gitlab-ci.yml у меня так:
variables:
  DEPLOY_USER: "deploy"
  DEPLOY_PASSWORD: "<<p>>"
после коммита <<h>> пайплайн падает с ошибкой exit status 255""", p=rp2, h=rh), [rp2], [rh, 'exit status 255'], 'пароль в CI-переменной')
rk = ua_rnokpp()
add('uk-rnokpp', 'uk', F("""Для Дії потрібен мій РНОКПП: <<r>>. Номер заяви 0087-2024-УА, відповідь протягом 10 днів.""", r=rk),
    [rk], ['0087-2024-УА'], 'РНОКПП з контрольною цифрою')
uw = pw('words')
add('uk-wifi-parol', 'uk', F("""Пароль від вайфаю на дачі: <<w>>. Мережа називається Kyivstar_GPON_3A, роутер Huawei HG8245H.""", w=uw),
    [uw], ['Kyivstar_GPON_3A', 'HG8245H'], 'пароль Wi-Fi')
eg = egn()
add('bg-egn', 'bg', F("""За договора с мобилния оператор ми трябваше ЕГН: <<e>>. Номерът на договора е 1200489321, а таксата е 19,99 лв.""", e=eg),
    [eg], ['1200489321', '19,99 лв'], 'ЕГН с контролна цифра')
bpin = pin(4)
add('bg-pin-karta', 'bg', F("""ПИН кодът на новата ми дебитна карта е <<p>>. Картата изтича 08/28, клиентският център е 0700 10 200.""", p=bpin),
    [bpin], ['08/28', '0700 10 200'], 'ПИН на карта')
jm = jmbg()
add('sr-jmbg', 'sr', F("""За пријаву боравишта траже мој ЈМБГ: <<j>>. Број предмета је 03-211/24.""", j=jm),
    [jm], ['03-211/24'], 'ЈМБГ (ћирилица) са контролном цифром')
ob = oib()
add('hr-oib', 'hr', F("""Za e-Građane mi treba OIB: <<o>>. Broj računa za struju je 2024-11-0081, HEP.""", o=ob),
    [ob], ['2024-11-0081'], 'OIB s kontrolnom znamenkom')
hr_ = iban('HR', bban('HR')); lz = pw('rand')
add('hr-lozinka-iban', 'hr', F("""Lozinka za m-zabu je <<l>>, a moj IBAN za povrat poreza je <<i>>. Rok za prigovor je 8 dana.""", l=lz, i=hr_),
    [lz, hr_], ['8 dana'], 'lozinka i IBAN bez razmaka')

# ======================= BALTIC =======================
ee = est_code()
add('et-isikukood', 'et', F("""Haigekassa vormi jaoks: minu isikukood on <<e>>. Pöördumise number on 2024-0451.""", e=ee),
    [ee], ['2024-0451'], 'isikukood kontrollnumbriga')
lv = lv_code()
add('lv-personas-kods', 'lv', F("""Bankai vajag manu personas kodu: <<l>>. Līguma numurs ir LV-22/4410.""", l=lv),
    [lv], ['LV-22/4410'], 'personas kods')
lt = est_code()
add('lt-asmens-kodas', 'lt', F("""Mano asmens kodas: <<l>>. Siuntos numeris LP 0992 1130 45, atsiimti paštomate iki penktadienio.""", l=lt),
    [lt], ['LP 0992 1130 45'], 'asmens kodas')

# ======================= ARABIC / HEBREW / PERSIAN / URDU =======================
sa_ = iban('SA', bban('SA')); sp_ = pin(4)
add('ar-iban-pin-saudi', 'ar', F("""هذا رقم الآيبان الخاص بي لتحويل الراتب: <<i>>
---
والرقم السري للبطاقة الجديدة <<p>> لا تخبر أحداً. رقم خدمة العملاء 920000902""", i=fib(sa_), p=nat(sp_, 'ar')),
    [fib(sa_), nat(sp_, 'ar')], ['920000902'], 'آيبان شخصي ورقم سري بأرقام عربية هندية')
eid = emirates_id(); otp_ = nat(dg(6), 'ar')
add('ar-emirates-id-otp', 'ar', F("""رقم الهوية الإماراتية: <<e>>
رمز التحقق اللي وصلني: <<o>>
رقم الطلب في بوابة الخدمات: 2024/118/45""", e=eid, o=otp_), [eid, otp_], ['2024/118/45'], 'رقم هوية مع Luhn ورمز تحقق')
aw = pw('words')
add('ar-wifi-bayt', 'ar', F("""يا ماما، كلمة سر الواي فاي الجديدة: <<w>>
اسم الشبكة STC_Home_8C21 والراوتر في الصالة""", w=aw), [aw], ['STC_Home_8C21'], 'كلمة مرور واي فاي')
il = il_id()
add('he-teudat-zehut', 'he', F("""לטופס של קופת חולים צריך את מספר תעודת הזהות שלי: <<i>>. מספר התור הוא 88213, ביום שלישי ב-11:30.""", i=il),
    [il], ['88213', '11:30'], 'מספר ת"ז עם ספרת ביקורת')
hc_ = pin(4); hp_ = pw('rand')
add('he-kod-kniza-sisma', 'he', F("""קוד הכניסה לבניין הוא <<k>>, דירה 9 בקומה 3.
---
והסיסמה לאתר של הבנק: <<s>> (שם משתמש: תעודת זהות)""", k=hc_, s=hp_), [hc_, hp_], ['דירה 9'], 'קוד כניסה וסיסמה בשתי הודעות')
ml = ir_melli(); cv2 = dg(3); rz = dg(6)
add('fa-kod-melli-ramz', 'fa', F("""کد ملی من: <<m>>
رمز دوم کارت: <<r>> و CVV2: <<c>>
شماره پیگیری خرید ۴۴۱۲۰۹۸۸ هست""", m=nat(ml, 'fa'), r=nat(rz, 'fa'), c=nat(cv2, 'fa')),
    [nat(ml, 'fa'), nat(rz, 'fa'), nat(cv2, 'fa')], ['۴۴۱۲۰۹۸۸'], 'کد ملی، رمز پویا و CVV2 با ارقام فارسی')
fw = pw('words')
add('fa-wifi', 'fa', F("""رمز وای‌فای خونه عوض شد، جدیدش اینه: <<w>>
مودم TP-Link مدل Archer VR300 هست""", w=fw), [fw], ['Archer VR300'], 'رمز وای‌فای')
cnic = f'{R.choice(["35202", "42101", "61101"])}-{dg(7)}-{R.choice("13579")}'
add('ur-cnic', 'ur', F("""بینک والوں نے میرا شناختی کارڈ نمبر مانگا: <<c>>۔ شکایت نمبر CMP-7781204 ہے۔""", c=cnic),
    [cnic], ['CMP-7781204'], 'پاکستانی CNIC')

# ======================= INDIAN SUBCONTINENT =======================
ad = aadhaar(); pan = an(3, UP) + 'P' + R.choice(UP) + dg(4) + R.choice(UP)
add('hi-aadhaar-pan', 'hi', F("""KYC के लिए: मेरा आधार नंबर <<a>> है और PAN <<p>>. बैंक का IFSC कोड SBIN0001234 है, वो तो पब्लिक है।""", a=ad, p=pan),
    [ad, pan], ['SBIN0001234'], 'आधार (Verhoeff) और PAN; IFSC सार्वजनिक')
up = pin(6)
add('hi-upi-pin', 'hi', F("""पापा, UPI पिन <<u>> है, किसी को मत बताना। दुकान वाले की UPI ID sharmastores@okaxis है, उसी पर ₹1,250 भेजने हैं।""", u=nat(up, 'hi')),
    [nat(up, 'hi')], ['sharmastores@okaxis', '₹1,250'], 'देवनागरी अंकों में UPI पिन; दुकानदार का UPI ID नहीं')
ho = dg(6)
add('hi-otp-courier', 'hi', F("""डिलीवरी बॉय OTP माँग रहा है: <<o>>
ऑर्डर नंबर OD4302917765 है, Flipkart से""", o=ho), [ho], ['OD4302917765'], 'डिलीवरी OTP')
bk = pin(5); bd = dgnz(10)
add('bn-bkash-pin-nid', 'bn', F("""আম্মু, বিকাশের পিন <<p>>, আর আমার এনআইডি নম্বর <<n>>। দোকানের বিকাশ মার্চেন্ট নম্বর ০১৭১১-২২৩৩৪৪।""", p=nat(bk, 'bn'), n=nat(bd, 'bn')),
    [nat(bk, 'bn'), nat(bd, 'bn')], ['০১৭১১-২২৩৩৪৪'], 'বাংলা অঙ্কে পিন ও এনআইডি')
bw = pw('words')
add('bn-wifi', 'bn', F("""হোস্টেলের ওয়াইফাই পাসওয়ার্ড: <<w>> — রুম নম্বর ২১৪, নেটওয়ার্ক Link3_Hostel""", w=bw),
    [bw], ['Link3_Hostel', 'রুম নম্বর ২১৪'], 'ওয়াইফাই পাসওয়ার্ড')
to = nat(dg(6), 'ta')
add('ta-otp', 'ta', F("""வங்கியிலிருந்து வந்த OTP: <<o>>. யாரிடமும் சொல்ல வேண்டாம். கிளை தொலைபேசி 044 2811 5500.""", o=to),
    [to], ['044 2811 5500'], 'தமிழ் இலக்கங்களில் OTP')

# ======================= EAST ASIA =======================
ci = cn_id(); bc_ = card('cup')
add('zh-shenfenzheng-yinhangka', 'zh', F("""帮我记一下：我的身份证号是<<i>>，工资卡卡号<<c>>。快递单号SF1402236781523，明天到。""", i=ci, c=fmt_card(bc_)),
    [ci, fmt_card(bc_)], ['SF1402236781523'], '身份证号（校验位）与银联卡号（Luhn）')
zp = pin(6)
add('zh-zhifu-mima-hanzi', 'zh', F("""妈，支付密码是<<p>>，你输的时候慢一点。订单号是 2024031522001456，金额￥268.00。""", p=nat(zp, 'zh')),
    [nat(zp, 'zh')], ['2024031522001456', '￥268.00'], '用汉字数字写的支付密码')
zk = 'sk-' + hx(32); zv = '1.8.' + str(R.randint(0, 9))
add('zh-api-key-config', 'zh', F("""config.yaml 里这样写的：
llm:
  provider: deepseek
  api_key: <<k>>
  base_url: https://api.deepseek.com/v1
版本 <<v>> 以后就报 401 了""", k=zk, v=zv), [zk], ['https://api.deepseek.com/v1', zv], '配置文件中的API密钥')
tw = tw_id()
add('zh-tw-shenfenzheng', 'zh-TW', F("""報名表要填身分證字號：<<t>>。報名序號是 113-0458，繳費截止日 3/20。""", t=tw),
    [tw], ['113-0458'], '台灣身分證字號檢查碼')
mn = my_number()
add('ja-my-number', 'ja', F("""会社に提出するマイナンバーは <<m>> です。社員番号は E-20417 で、提出期限は 3月15日。""", m=mn),
    [mn], ['E-20417'], 'マイナンバー（チェックデジット）')
jp = pin(4)
add('ja-anshou-zenkaku', 'ja', F("""キャッシュカードの暗証番号は<<p>>です。支店番号は 012、口座は普通です。""", p=nat(jp, 'fw')),
    [nat(jp, 'fw')], ['支店番号は 012'], '全角数字の暗証番号')
jk = 'xoxb-' + dgnz(12) + '-' + dgnz(13) + '-' + an(24)
add('ja-slack-bot-token', 'ja', F("""Slackボットが動かないです。環境変数はこう：
SLACK_BOT_TOKEN=<<t>>
SLACK_CHANNEL=C05QX7R2N4B
エラー: invalid_auth""", t=jk), [jk], ['C05QX7R2N4B', 'invalid_auth'], 'Slackボットトークン; チャンネルIDは識別子')
rr = kr_rrn()
add('ko-jumin', 'ko', F("""연말정산 서류에 주민등록번호 써야 해서: <<r>>. 회사 사업자등록번호는 220-81-62517이야.""", r=rr),
    [rr], ['220-81-62517'], '주민등록번호 검증번호; 회사 사업자번호는 공개')
kp = pw('rand')
add('ko-cert-password', 'ko', F("""공동인증서 비밀번호 잊어버릴까봐 적어둠: <<p>>
인증서 만료일 2025.06.30, 발급기관 yessign""", p=kp), [kp], ['2025.06.30'], '인증서 비밀번호')
ka, kb = f'{dg(3)}-{dg(6)}-{dg(5)}', f'{dg(3)}-{dg(2)}-{dg(6)}'
add('ko-gyejwa', 'ko', F("""축의금 보낼 때 내 계좌 말고 신랑 측 계좌로 보내: 국민 <<b>> (예금주 김민준).
내 계좌 <<a>>는 나중에 회비 받을 때만 써.""", a=ka, b=kb), [ka], [kb], '본인 계좌 vs 다른 사람 계좌')

# ======================= SOUTH-EAST ASIA =======================
ti = th_id()
add('th-bat-prachachon', 'th', F("""เลขบัตรประชาชนของแม่: <<t>> ใช้กรอกฟอร์มประกัน เลขกรมธรรม์ TH-882104 ครับ""", t=ti),
    [ti], ['TH-882104'], 'เลขบัตรประชาชนพร้อมหลักตรวจสอบ')
to_ = nat(dg(6), 'th')
add('th-otp-thai-digits', 'th', F("""รหัส OTP คือ <<o>> (Ref: KXQ4) ห้ามบอกใคร รหัสจะหมดอายุใน ๕ นาที""", o=to_),
    [to_], ['Ref: KXQ4', '๕ นาที'], 'OTP เลขไทย; Ref code ไม่ใช่ความลับ')
vo = dg(6); vc = '0' + dg(11)
add('vi-otp-cccd', 'vi', F("""Mã OTP ngân hàng gửi về: <<o>>. Còn số CCCD của em là <<c>> nha anh. Mã đơn hàng Shopee là 240315ABCD78.""", o=vo, c=vc),
    [vo, vc], ['240315ABCD78'], 'OTP và số CCCD')
vw = pw('words')
add('vi-mat-khau-wifi', 'vi', F("""Mật khẩu wifi quán: <<w>> — tên mạng CafeMoc_Tang2, giá ly cà phê 35.000đ""", w=vw),
    [vw], ['CafeMoc_Tang2', '35.000đ'], 'mật khẩu Wi-Fi')
y, m, d = rdate(); nik = R.choice(['3174', '3273', '3578']) + dg(2) + f'{d:02d}{m:02d}{y % 100:02d}' + dg(4); mp_ = pin(6)
add('id-nik-pin', 'id', F("""NIK saya <<n>>, buat daftar BPJS. PIN m-banking <<p>> jangan dikasih tau siapa-siapa ya. Nomor antrean A-117.""", n=nik, p=mp_),
    [nik, mp_], ['A-117'], 'NIK dan PIN m-banking')
io = dg(4)
add('id-kode-otp-gojek', 'id', F("""Kode OTP Gojek kamu: <<o>>. JANGAN berikan kode ini ke siapa pun. Pesanan GF-382910447 sedang diproses.""", o=io),
    [io], ['GF-382910447'], 'OTP 4 digit')
y, m, d = rdate(); mk_ = f'{y % 100:02d}{m:02d}{d:02d}-{R.choice(["14", "10", "08"])}-{dg(4)}'
add('ms-mykad', 'ms', F("""Nombor MyKad saya <<m>>, untuk borang LHDN. Nombor rujukan permohonan ialah LHDN/2024/55128.""", m=mk_),
    [mk_], ['LHDN/2024/55128'], 'nombor MyKad')
gp = pin(4)
add('tl-gcash-mpin', 'tl', F("""Ate, ang MPIN ko sa GCash ay <<p>>, pakibayaran na lang yung Meralco bill, reference number 0331 8842 1190, ₱2,340.50.""", p=gp),
    [gp], ['0331 8842 1190', '₱2,340.50'], 'GCash MPIN')
mp2 = pin(4)
add('sw-mpesa-pin', 'sw', F("""Mama, PIN yangu ya M-Pesa ni <<p>>, tafadhali lipa bili ya KPLC. Paybill namba 888880, akaunti 54410022871.""", p=mp2),
    [mp2], ['888880', '54410022871'], 'PIN ya M-Pesa; paybill ni ya kampuni')
cpw = pw('words'); cd_ = pin(4)
add('ca-contrasenya-porta', 'ca', F("""La contrasenya del wifi del pis és <<w>> i el codi de la porta del carrer és <<c>>. La xarxa es diu MOVISTAR_9F2A.""", w=cpw, c=cd_),
    [cpw, cd_], ['MOVISTAR_9F2A'], 'contrasenya i codi de porta')
za = za_id()
add('af-id-nommer', 'af', F("""Vir die SARS-vorm: my ID-nommer is <<z>>. Die verwysingsnommer van die aansoek is 9021/2024.""", z=za),
    [za], ['9021/2024'], 'Suid-Afrikaanse ID-nommer met Luhn')
sg_ = nric()
add('en-sg-nric-singpass', 'en', F("""For the CPF form I need: NRIC <<n>>, Singpass password <<p>>. Appointment ref SP-55102 at 2.30pm.""", n=sg_, p=pw('words')),
    [sg_], ['SP-55102'], 'NRIC with check letter and Singpass password')
cases[-1]['secrets'].append(_re.search(r'password (\S+)\.', cases[-1]['text']).group(1))

# ======================= OUTPUT =======================
def q(s): return json.dumps(s, ensure_ascii=False)

def main():
    if len(sys.argv) != 2:
        sys.exit('usage: make_heldout_v29.py OUTPUT.yaml')
    out = ['# frozen held-out set v29 for the secret-redaction filter (generated by make_heldout_v29.py, seed 29)',
           'lookalikes: []', 'cases:']
    for i, c in enumerate(cases, 1):
        out.append(f'  - id: {q("v29-%03d-%s" % (i, c["slug"]))}')
        out.append(f'    lang: {q(c["lang"])}')
        out.append(f'    text: {q(c["text"])}')
        for k in ('secrets', 'lookalikes'):
            if c[k]:
                out.append(f'    {k}:')
                out.extend(f'      - {q(v)}' for v in c[k])
            else:
                out.append(f'    {k}: []')
        out.append(f'    note: {q(c["note"])}')
    with open(sys.argv[1], 'w', encoding='utf-8') as f:
        f.write('\n'.join(out) + '\n')

if __name__ == '__main__':
    main()
