#!/usr/bin/env python3
"""make_heldout_v20.py - deterministic generator of the blind held-out set v20
for a secrets-redaction filter.  Usage: make_heldout_v20.py [out.yaml]"""
import sys, random, base64, hashlib, json, zlib, string
import yaml

SEED = 20261204
R = random.Random(SEED)
OUT = sys.argv[1] if len(sys.argv) > 1 else '/work/frozen20/heldout_v20.yaml'

DIG = string.digits; UP = string.ascii_uppercase; LO = string.ascii_lowercase
AN = UP + LO + DIG; HEX = '0123456789abcdef'
B62 = DIG + UP + LO
URLS = AN + '-_'
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
SYM = '!@$%^&*-_+=?.'

def rs(n, a=AN): return ''.join(R.choice(a) for _ in range(n))
def dg(n, lead=True):
    s = ''.join(R.choice(DIG) for _ in range(n))
    if lead and s[0] == '0':
        s = R.choice('123456789') + s[1:]
    return s
def hx(n): return rs(n, HEX)
def rb(n): return bytes(R.randrange(256) for _ in range(n))
def b64(n): return base64.b64encode(rb(n)).decode()
def b64u(n): return base64.urlsafe_b64encode(rb(n)).decode().rstrip('=')
def uuid4():
    h = hx(32); h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'
def grp(s, n=4, sep=' '): return sep.join(s[i:i + n] for i in range(0, len(s), n))
def rdate(y0, y1): return R.randint(y0, y1), R.randint(1, 12), R.randint(1, 28)

USED = set()
def fresh(f):
    while True:
        v = f()
        if v not in USED and not any(v in u or u in v for u in USED if len(u) >= 4 and len(v) >= 4 and min(len(u), len(v)) >= 6):
            USED.add(v); return v

def pin(n=4):
    def f():
        v = dg(n, False)
        if len(set(v)) < min(3, n - 1): return None
        if v in '01234567890' or v in '98765432109': return None
        if n == 4 and v[:2] in ('19', '20'): return None
        return v
    while True:
        v = f()
        if v and v not in USED:
            USED.add(v); return v

WORDS = ['Sunflower', 'Harbor', 'Kestrel', 'Granite', 'Velvet', 'Copper', 'Meadow', 'Falcon', 'Orchid', 'Tundra',
         'Quartz', 'Pepper', 'Lantern', 'Cobalt', 'Saffron', 'Juniper', 'Walrus', 'Mango', 'Biscuit', 'Nebula',
         'Thistle', 'Marlin', 'Sparrow', 'Cinder', 'Paprika', 'Hazel', 'Osprey', 'Pumpkin']
LWORDS = ['river', 'candle', 'pixel', 'orbit', 'maple', 'tiger', 'cactus', 'violet', 'harbor', 'lemon', 'glacier',
          'rocket', 'pepper', 'saddle', 'walnut', 'island', 'marble', 'comet', 'thunder', 'ember', 'willow',
          'prism', 'badger', 'noodle', 'fjord', 'sprocket', 'tulip', 'yonder']
def pw(style=None):
    while True:
        st = R.randrange(5) if style is None else style
        if st == 0:
            v = R.choice(WORDS) + R.choice(SYM) + dg(4, False)
        elif st == 1:
            v = rs(R.randint(13, 18), AN + SYM) + R.choice(DIG) + R.choice('!@$%^&*?')
        elif st == 2:
            w = R.choice(WORDS).lower().translate(str.maketrans('aeios', '43105'))
            v = w[0].upper() + w[1:] + R.choice(SYM) + dg(2, False)
        elif st == 3:
            v = '-'.join(R.sample(LWORDS, 4)) + dg(1)
        else:
            v = R.choice(LWORDS) + dg(3, False) + R.choice(WORDS) + R.choice('!?*')
        if v not in USED:
            USED.add(v); return v
def pwu(n=None):  # URL-safe password
    return fresh(lambda: rs(n or R.randint(16, 22), AN))

# ---------------------------------------------------------------- checksums
def luhn_cd(body):
    t = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        t += d
    return str((10 - t % 10) % 10)
def luhn_make(prefix, length):
    b = prefix + dg(length - len(prefix) - 1, False)
    return b + luhn_cd(b)
def card(brand):
    pre = {'visa': '4' + dg(5, False), 'mc': str(R.randint(51, 55)) + dg(4, False),
           'mc2': str(R.randint(2221, 2720)) + dg(2, False), 'amex': R.choice(['34', '37']) + dg(4, False),
           'jcb': '35' + str(R.randint(28, 89)) + dg(2, False), 'up': '62' + dg(4, False),
           'mir': '220' + str(R.randint(0, 4)) + dg(2, False), 'troy': '9792' + dg(2, False),
           'shetab': R.choice(['603799', '610433', '627353', '589210']), 'disc': '6011' + dg(2, False)}[brand]
    ln = {'amex': 15, 'up': 19}.get(brand, 16)
    return fresh(lambda: luhn_make(pre, ln))
def fmt_card(c):
    if len(c) == 15: return f'{c[:4]} {c[4:10]} {c[10:]}'
    if len(c) == 19: return f'{c[:6]} {c[6:]}' if False else grp(c[:16]) + ' ' + c[16:]
    return grp(c)
def cvv(c, n=3):
    while True:
        v = pin(n)
        if v not in c: return v

IBAN_SPEC = {'DE': 'n' * 18, 'FR': 'n' * 10 + 'c' * 11 + 'nn', 'ES': 'n' * 20, 'IT': 'a' + 'n' * 10 + 'c' * 12,
             'NL': 'aaaa' + 'n' * 10, 'PL': 'n' * 24, 'GB': 'aaaa' + 'n' * 14, 'TR': 'n' * 5 + '0' + 'c' * 16,
             'SA': 'nn' + 'c' * 18, 'AE': 'n' * 19, 'PT': 'n' * 21, 'BE': 'n' * 12, 'SE': 'n' * 20,
             'CZ': 'n' * 20, 'RO': 'aaaa' + 'c' * 16, 'GR': 'n' * 7 + 'c' * 16, 'IL': 'n' * 19, 'CH': 'n' * 5 + 'c' * 12,
             'UA': 'n' * 6 + 'c' * 19, 'AT': 'n' * 16, 'NO': 'n' * 11}
BANKS = {'GB': ['BARC', 'HBUK', 'LOYD', 'NWBK', 'MONZ'], 'NL': ['INGB', 'RABO', 'ABNA', 'BUNQ', 'SNSB'],
         'RO': ['BTRL', 'RNCB', 'BRDE', 'INGB'], 'IT': None}
def iban(cc):
    def f():
        spec = IBAN_SPEC[cc]; out = ''
        for ch in spec:
            out += R.choice(DIG) if ch == 'n' else R.choice(UP) if ch == 'a' else ch if ch == '0' else R.choice(DIG if R.random() < .8 else UP)
        if cc in BANKS and BANKS[cc]:
            out = R.choice(BANKS[cc]) + out[4:]
        num = ''.join(str(int(c, 36)) for c in out + cc + '00')
        return f'{cc}{98 - int(num) % 97:02d}{out}'
    return fresh(f)

def cn_id():
    def f():
        area = R.choice(['110105', '310115', '440305', '510107', '330106', '420106', '320102', '370202', '610113'])
        y, m, d = rdate(1962, 2003)
        b = f'{area}{y:04d}{m:02d}{d:02d}{dg(3, False)}'
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        return b + '10X98765432'[sum(int(a) * b_ for a, b_ in zip(b, w)) % 11]
    return fresh(f)
TWL = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))
def tw_id():
    def f():
        L_ = R.choice('ABDEFHKPT'); body = R.choice('12') + dg(7, False)
        n = TWL[L_]; s = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
        return L_ + body + str((10 - s % 10) % 10)
    return fresh(f)
def hkid():
    def f():
        L_ = R.choice('ACDEFGHKPRVYZ'); d = dg(6, False)
        s = 9 * 36 + 8 * (ord(L_) - 55) + sum(int(c) * w for c, w in zip(d, [7, 6, 5, 4, 3, 2]))
        c = (11 - s % 11) % 11
        return f'{L_}{d}({"A" if c == 10 else c})'
    return fresh(f)
def mynumber():
    def f():
        b = dg(11)
        s = sum(int(b[10 - (n - 1)]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
        r = s % 11
        return b + str(0 if r <= 1 else 11 - r)
    return fresh(f)
def kr_rrn():
    def f():
        y, m, d = rdate(1965, 2005)
        g = R.choice('12') if y < 2000 else R.choice('34')
        b = f'{y % 100:02d}{m:02d}{d:02d}{g}{dg(5, False)}'
        w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
        return f'{b[:6]}-{b[6:]}{c}'
    return fresh(f)
def dni():
    n = dg(8); return fresh(lambda: n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23])
def nie():
    p = R.choice('XYZ'); n = dg(7, False)
    return fresh(lambda: p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int('XYZ'.index(p).__str__() + n) % 23])
def nir():
    def f():
        s = R.choice('12'); y = R.randint(60, 99); m = R.randint(1, 12); dep = R.choice(['75', '69', '13', '33', '59', '31', '44'])
        b = f'{s}{y:02d}{m:02d}{dep}{dg(3, False)}{dg(3, False)}'
        k = 97 - int(b) % 97
        return f'{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {k:02d}'
    return fresh(f)
def bsn():
    while True:
        b = R.choice('123456') + dg(7, False)
        s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1))) % 11
        if s < 10:
            v = b + str(s)
            if v not in USED: USED.add(v); return v
def pesel():
    def f():
        y, m, d = rdate(1960, 2006)
        mm = m + (20 if y >= 2000 else 0)
        b = f'{y % 100:02d}{mm:02d}{d:02d}{dg(4, False)}'
        return b + str((10 - sum(int(c) * w for c, w in zip(b, [1, 3, 7, 9] * 3)) % 10) % 10)
    return fresh(f)
def personnummer():
    def f():
        y, m, d = rdate(1955, 2004)
        b = f'{y % 100:02d}{m:02d}{d:02d}{dg(3, False)}'
        return f'{y}{m:02d}{d:02d}-{b[6:]}{luhn_cd(b)}'
    return fresh(f)
def cpf():
    def f():
        b = [int(c) for c in dg(9)]
        for k in (10, 11):
            s = sum(x * w for x, w in zip(b, range(k, 1, -1)))
            r = s * 10 % 11; b.append(0 if r == 10 else r)
        s = ''.join(map(str, b)); return f'{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}'
    return fresh(f)
def tckn():
    def f():
        d = [int(c) for c in dg(9)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d.append(d10); d.append(sum(d) % 10); return ''.join(map(str, d))
    return fresh(f)
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def aadhaar():
    def f():
        b = R.choice('23456789') + dg(10, False); c = 0
        for i, ch in enumerate(reversed(b)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
        v = b + str(VINV[c]); return f'{v[:4]} {v[4:8]} {v[8:]}'
    return fresh(f)
def il_id():
    def f():
        b = dg(8, False); t = 0
        for i, ch in enumerate(b):
            x = int(ch) * (1 if i % 2 == 0 else 2); t += x - 9 if x > 9 else x
        return b + str((10 - t % 10) % 10)
    return fresh(f)
def za_id():
    def f():
        y, m, d = rdate(1965, 2003)
        b = f'{y % 100:02d}{m:02d}{d:02d}{R.randint(0, 9999):04d}08'
        return b + luhn_cd(b)
    return fresh(f)
def nric():
    def f():
        p = R.choice('ST'); d = dg(7, False)
        s = sum(int(c) * w for c, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == 'T' else 0)
        return p + d + 'ABCDEFGHIZJ'[10 - s % 11]
    return fresh(f)
CF_ODD = dict(zip(DIG + UP, [1,0,5,7,9,13,15,17,19,21, 1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
CF_EVEN = dict(zip(DIG + UP, list(range(10)) + list(range(26))))
def codice_fiscale():
    def f():
        cons = 'BCDFGLMNPRSTVZ'
        y, m, d = rdate(1960, 2002); fem = R.random() < .5
        b = rs(3, cons) + rs(3, cons) + f'{y % 100:02d}' + 'ABCDEHLMPRST'[m - 1] + f'{d + (40 if fem else 0):02d}' + R.choice(['H501', 'F205', 'L219', 'A662', 'G273', 'D612', 'F839'])
        s = sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate(b))
        return b + UP[s % 26]
    return fresh(f)
def steuer_id():
    while True:
        digits = list('0123456789'); R.shuffle(digits)
        if digits[0] == '0': continue
        b = digits[:9]; b.insert(R.randint(1, 9), R.choice(b))
        b = ''.join(b[:10])
        if len(set(b)) != 9: continue
        p = 10
        for ch in b:
            s = (int(ch) + p) % 10
            if s == 0: s = 10
            p = (s * 2) % 11
        c = 11 - p
        if c == 10: c = 0
        v = b + str(c)
        if v not in USED:
            USED.add(v); return f'{v[:2]} {v[2:5]} {v[5:8]} {v[8:]}'
def snils():
    def f():
        b = dg(9)
        s = sum(int(c) * w for c, w in zip(b, range(9, 0, -1)))
        if s > 101: s %= 101
        c = 0 if s in (100, 101) else s
        return f'{b[:3]}-{b[3:6]}-{b[6:]} {c:02d}'
    return fresh(f)
def rnokpp():
    def f():
        b = dg(9); w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
        return b + str(sum(int(c) * x for c, x in zip(b, w)) % 11 % 10)
    return fresh(f)
def rodne():
    while True:
        y, m, d = rdate(1960, 2003)
        mm = m + (50 if R.random() < .5 else 0)
        b = f'{y % 100:02d}{mm:02d}{d:02d}{dg(3, False)}'
        c = int(b) % 11
        if c == 10: continue
        v = f'{b[:6]}/{b[6:]}{c}'
        if v not in USED: USED.add(v); return v
def thai_id():
    def f():
        b = R.choice('1358') + dg(11, False)
        c = (11 - sum(int(x) * (13 - i) for i, x in enumerate(b)) % 11) % 10
        v = b + str(c); return f'{v[0]}-{v[1:5]}-{v[5:10]}-{v[10:12]}-{v[12]}'
    return fresh(f)
def melli():
    def f():
        b = dg(9, False); s = sum(int(x) * (10 - i) for i, x in enumerate(b)); r = s % 11
        return b + str(r if r < 2 else 11 - r)
    return fresh(f)
def amka():
    def f():
        y, m, d = rdate(1960, 2003)
        b = f'{d:02d}{m:02d}{y % 100:02d}{dg(4, False)}'
        return b + luhn_cd(b)
    return fresh(f)
def cnp():
    def f():
        y, m, d = rdate(1960, 1999)
        b = f'{R.choice("12")}{y % 100:02d}{m:02d}{d:02d}{R.choice(["40", "12", "22", "35", "16"])}{dg(3, False)}'
        c = sum(int(x) * int(w) for x, w in zip(b, '279146358279')) % 11
        return b + str(1 if c == 10 else c)
    return fresh(f)
def emirates_id():
    def f():
        b = f'784{R.randint(1970, 2002)}{dg(7, False)}'
        v = b + luhn_cd(b); return f'{v[:3]}-{v[3:7]}-{v[7:14]}-{v[14]}'
    return fresh(f)
def rut():
    def f():
        n = str(R.randint(8000000, 24999999)); s = 0
        for i, ch in enumerate(reversed(n)): s += int(ch) * (2 + i % 6)
        r = 11 - s % 11; c = '0' if r == 11 else 'K' if r == 10 else str(r)
        return f'{int(n):,}'.replace(',', '.') + '-' + c
    return fresh(f)
def tfn():
    while True:
        b = dg(8); w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
        s = sum(int(c) * x for c, x in zip(b, w))
        for last in range(10):
            if (s + last * 10) % 11 == 0:
                v = b + str(last)
                if v not in USED: USED.add(v); return f'{v[:3]} {v[3:6]} {v[6:]}'
def ca_sin():
    def f():
        b = R.choice('1234567') + dg(7, False); v = b + luhn_cd(b)
        return f'{v[:3]} {v[3:6]} {v[6:]}'
    return fresh(f)
def ssn():
    def f():
        a = R.randint(1, 899)
        if a == 666: a = 667
        return f'{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}'
    return fresh(f)
def nino():
    return fresh(lambda: R.choice('ABCEHJKLMNPRSTWXYZ') + R.choice('ABCEHJKLMNPRSTWXYZ') + ' ' + grp(dg(6, False), 2) + ' ' + R.choice('ABCD'))
def aba():
    while True:
        b = R.choice(['0', '1', '2', '3']) + R.choice('123456789') + dg(6, False)
        s = sum(int(c) * w for c, w in zip(b, [3, 7, 1, 3, 7, 1, 3, 7]))
        v = b + str((10 - s % 10) % 10)
        if v not in USED: USED.add(v); return v
def mrz_cd(s):
    t = 0
    for i, ch in enumerate(s):
        v = 0 if ch == '<' else int(ch) if ch.isdigit() else ord(ch) - 55
        t += v * [7, 3, 1][i % 3]
    return str(t % 10)
def mrz(surname, given, nat, sex, pno):
    y, m, d = rdate(1965, 2000); dob = f'{y % 100:02d}{m:02d}{d:02d}'
    ey, em, ed = rdate(2027, 2034); exp = f'{ey % 100:02d}{em:02d}{ed:02d}'
    l1 = ('P<' + nat + surname + '<<' + given.replace(' ', '<')).ljust(44, '<')[:44]
    pn = pno.ljust(9, '<'); pers = '<' * 14
    l2 = pn + mrz_cd(pn) + nat + dob + mrz_cd(dob) + sex + exp + mrz_cd(exp) + pers + mrz_cd(pers)
    l2 += mrz_cd(l2[0:10] + l2[13:20] + l2[21:43])
    return l1, l2

# ---------------------------------------------------------------- vendor tokens
def crc_b62(s):
    n = zlib.crc32(s.encode()) & 0xffffffff; out = ''
    while n:
        n, r = divmod(n, 62); out = B62[r] + out
    return out.rjust(6, '0')
def gh(prefix='ghp_'):
    return fresh(lambda: (lambda b: prefix + b + crc_b62(b))(rs(30, B62)))
def npm_tok():
    return fresh(lambda: (lambda b: 'npm_' + b + crc_b62(b))(rs(30, B62)))
def b58enc(b):
    n = int.from_bytes(b, 'big'); out = ''
    while n:
        n, r = divmod(n, 58); out = B58[r] + out
    return '1' * (len(b) - len(b.lstrip(b'\0'))) + out
def wif():
    p = b'\x80' + rb(32) + b'\x01'
    return b58enc(p + hashlib.sha256(hashlib.sha256(p).digest()).digest()[:4])
def akid(p='AKIA'): return fresh(lambda: p + rs(16, UP + '234567'))
def aws_sec(): return fresh(lambda: rs(40, AN + '/+'))
def gkey(): return fresh(lambda: 'AIza' + rs(35, URLS))
def sk_live(p='sk_live_'): return fresh(lambda: p + '51' + rs(97, AN))
def jwt(payload, alg='HS256'):
    h = base64.urlsafe_b64encode(json.dumps({'alg': alg, 'typ': 'JWT'}, separators=(',', ':')).encode()).decode().rstrip('=')
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(',', ':')).encode()).decode().rstrip('=')
    return fresh(lambda: f'{h}.{p}.{b64u(32 if alg.startswith("HS") else 256)}')
def pem(kind, nbytes):
    body = base64.b64encode(rb(nbytes)).decode()
    return f'-----BEGIN {kind}-----\n' + '\n'.join(body[i:i + 64] for i in range(0, len(body), 64)) + f'\n-----END {kind}-----'
def openssh_key():
    raw = b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20' + rb(32) + b'\x00\x00\x00\x88' + rb(136)
    body = base64.b64encode(raw).decode()
    return '-----BEGIN OPENSSH PRIVATE KEY-----\n' + '\n'.join(body[i:i + 70] for i in range(0, len(body), 70)) + '\n-----END OPENSSH PRIVATE KEY-----'
def totp_seed(): return fresh(lambda: base64.b32encode(rb(20)).decode())
SEEDW = ['ocean', 'kitten', 'ladder', 'rural', 'vivid', 'oxygen', 'gallery', 'humble', 'bracket', 'tomato', 'pulse',
         'fossil', 'reunion', 'canvas', 'dragon', 'muffin', 'glimpse', 'whisper', 'sponsor', 'jungle', 'crystal',
         'bamboo', 'gravity', 'kangaroo', 'lunar', 'nephew', 'puzzle', 'sketch', 'toddler', 'umbrella', 'voyage',
         'wagon', 'zebra', 'anchor', 'blossom', 'cabbage', 'dizzy', 'eagle', 'fabric', 'garlic', 'harvest', 'ivory',
         'jacket', 'kidney', 'magnet', 'napkin', 'olive', 'panther', 'rhythm', 'salmon', 'tunnel', 'unveil',
         'vendor', 'yellow', 'absurd', 'brisk', 'clever', 'donor', 'elbow', 'frost', 'genre', 'hollow']
def seed(n=12): return fresh(lambda: ' '.join(R.sample(SEEDW, n)))

CASES, LOOKS = [], []
def C(kind, text, *secrets):
    CASES.append({'kind': kind, 'text': text, 'secrets': list(secrets)})
def L(kind, text):
    LOOKS.append({'kind': kind, 'text': text})

# ================================================================ CASES: English
a, s = akid(), aws_sec()
C('en_aws_keys_env_file', f"My Lambda deploy keeps failing with AccessDenied. Here's my .env, what's wrong?\n\nAWS_REGION=us-east-2\nAWS_ACCESS_KEY_ID={a}\nAWS_SECRET_ACCESS_KEY={s}\nS3_BUCKET=acme-invoices-prod", a, s)
t = gh()
C('en_github_pat_actions', f"GitHub Actions step 'Push tag' fails with 'Bad credentials'. I set it like this in the workflow:\n\n      - run: git push https://x-access-token:{t}@github.com/acme/infra.git --tags\n\nIs the token format wrong?", t)
k = sk_live()
C('en_stripe_live_key_python', f'Why does this return "No such customer"?\n\nimport stripe\nstripe.api_key = "{k}"\ncust = stripe.Customer.retrieve("cus_PqR7sT2uVw")', k)
w = fresh(lambda: 'whsec_' + rs(32))
C('en_stripe_webhook_secret', f"Signature verification fails on every Stripe event. endpoint_secret = '{w}' and I'm passing request.data, not request.json. Ideas?", w)
o = fresh(lambda: 'sk-proj-' + rs(74, URLS) + 'T3BlbkFJ' + rs(74, URLS))
C('en_openai_key_curl', f'curl https://api.openai.com/v1/chat/completions \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: Bearer {o}" \\\n  -d \'{{"model": "gpt-4o-mini", "messages": [{{"role":"user","content":"hi"}}]}}\'\n\ngives me 429 even though I have credit, why?', o)
an = fresh(lambda: 'sk-ant-api03-' + rs(93, URLS) + 'AA')
C('en_anthropic_key_node', f"const client = new Anthropic({{ apiKey: '{an}' }});\n// TypeError: fetch failed -- running on node 16, is that the problem?", an)
sb = fresh(lambda: f'xoxb-{dg(12)}-{dg(13)}-{rs(24)}')
C('en_slack_bot_token', f"Our standup bot stopped posting. SLACK_BOT_TOKEN is {sb} and the scopes are chat:write, channels:read. Error is not_in_channel.", sb)
sh = fresh(lambda: f'https://hooks.slack.com/services/T{rs(8, UP + DIG)}/B{rs(10, UP + DIG)}/{rs(24)}')
C('en_slack_incoming_webhook', f"Can you write a bash one-liner that posts the disk usage to this webhook every morning? {sh}", sh)
dh = fresh(lambda: f'https://discord.com/api/webhooks/{dg(19)}/{rs(68, URLS)}')
C('en_discord_webhook_url', f"make my python script send an embed to discord when the backup finishes, webhook = {dh}", dh)
tg = fresh(lambda: f'{dg(10)}:AA{rs(33, URLS)}')
C('en_telegram_bot_token', f"I created a bot with BotFather and got this: {tg}\nHow do I get my chat id to send myself alerts?", tg)
g = gkey()
C('en_google_maps_api_key', f'<script src="https://maps.googleapis.com/maps/api/js?key={g}&callback=initMap" async></script>\nthe map shows "For development purposes only", how do I fix billing?', g)
kid = hx(40); pk = pem('PRIVATE KEY', 1216).replace('\n', '\\n') + '\\n'
C('en_gcp_service_account_json', '{\n  "type": "service_account",\n  "project_id": "orbit-analytics-prod",\n  "private_key_id": "' + kid + '",\n  "private_key": "' + pk + '",\n  "client_email": "etl-runner@orbit-analytics-prod.iam.gserviceaccount.com",\n  "client_id": "' + dg(21) + '"\n}\n\nbigquery says invalid_grant: Invalid JWT Signature. is the file corrupted?', kid, pk)
rk = pem('RSA PRIVATE KEY', 1190)
C('en_rsa_private_key_pem', f"ssh says 'Load key \"deploy.pem\": invalid format'. This is the file content:\n\n{rk}\n\nDid I copy it wrong?", rk)
ok = openssh_key()
C('en_openssh_private_key_pasted', f"ok here's my ~/.ssh/id_ed25519 so you can tell me whether it has a passphrase:\n{ok}", ok)
p = pwu()
C('en_postgres_database_url', f"Prisma can't reach the DB: P1001. DATABASE_URL=\"postgresql://app_rw:{p}@db-prod.cluster-c9x2.eu-west-1.rds.amazonaws.com:5432/shop?schema=public\"", p)
p = pwu()
C('en_mongodb_srv_uri', f"mongoose.connect('mongodb+srv://analytics:{p}@cluster0.x7kqz.mongodb.net/events?retryWrites=true&w=majority') hangs forever from my laptop but works on the server", p)
p = pwu(32)
C('en_redis_url_password', f"celery broker: rediss://:{p}@redis-12345.c8.us-east-1-3.ec2.cloud.redislabs.com:12345/0 -- getting SSL: WRONG_VERSION_NUMBER", p)
ak = b64(64)
C('en_azure_storage_connection_string', f"DefaultEndpointsProtocol=https;AccountName=contosoreports;AccountKey={ak};EndpointSuffix=core.windows.net\n\nBlobServiceClient.from_connection_string gives AuthenticationFailed, why?", ak)
sg = fresh(lambda: 'SG.' + rs(22, URLS) + '.' + rs(43, URLS))
C('en_sendgrid_api_key', f"Emails from our contact form go to spam. We send with SendGrid, key {sg}, from noreply@brightpath.io. SPF and DKIM look fine to me.", sg)
tt = hx(32)
C('en_twilio_auth_token', f"client = Client('AC{hx(32)}', '{tt}')\nmessage = client.messages.create(to='+15005550006', from_='+15017122661', body='test')\n# 20003 Authenticate error", tt)
hf = fresh(lambda: 'hf_' + rs(34, UP + LO))
C('en_huggingface_token', f"huggingface-cli login --token {hf} works but from_pretrained still says gated repo, 401", hf)
gl = fresh(lambda: 'glpat-' + rs(20, URLS))
C('en_gitlab_pat_clone', f"git clone https://oauth2:{gl}@gitlab.example-corp.net/platform/terraform-modules.git -> HTTP Basic: Access denied", gl)
n = npm_tok()
C('en_npm_token_npmrc', f"my .npmrc:\n\n@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={n}\n\nnpm publish says 404 Not Found - PUT, but the scope exists", n)
j = jwt({'sub': dg(7), 'email': 'm.okafor@northwind.io', 'role': 'admin', 'iat': 1764840000, 'exp': 1764926400})
C('en_jwt_bearer_in_log', f"2025-12-04T10:22:31Z WARN  api.gateway request_id=7f3c2a path=/v2/orders status=403\n  headers: {{Authorization: Bearer {j}, User-Agent: okhttp/4.12.0}}\nwhy 403 if the role is admin?", j)
p = pw()
C('en_wifi_guest_note', f"Write a cute little sign for our guest room: network is Hendersons_5G and the password is {p}", p)
d = pin(6)
C('en_garage_door_keypad', f"Text to the dog walker: hi Sam, the garage keypad code is {d}, press enter after. Leash is on the hook. Can you make it sound friendlier?", d)
al, ks = pin(4), pin(4)
C('en_alarm_and_keysafe_sitter', f"Help me write instructions for the house sitter:\n- alarm panel by the back door, disarm code {al}\n- spare key in the key safe left of the meter box, combination {ks}\n- plants twice a week", al, ks)
c = card('visa'); cv = cvv(c)
C('en_card_checkout', f"Fill in this checkout form for me please: name Daniel Reyes, card {fmt_card(c)}, exp 09/29, CVV {cv}, zip 78704", fmt_card(c), cv)
c = card('amex'); cv = cvv(c, 4)
C('en_amex_card_travel_agent', f"Email to the travel agent: please charge the deposit to my Amex {fmt_card(c)}, expiry 03/28, 4-digit code on the front {cv}. Thanks!", fmt_card(c), cv)
rt, acct = aba(), fresh(lambda: dg(11))
C('en_aba_us_bank_account_ach', f"For the direct deposit form: routing {rt}, checking account {acct}. Is the routing the 9 digit one on the left of the check?", acct)
sn = ssn()
C('en_ssn_w4_form', f"I'm filling out my W-4, does this look right? Name: Priya Natarajan, SSN {sn}, filing status single, no dependents.", sn)
ni = nino()
C('en_uk_nino_payroll', f"Dear HR, my National Insurance number is {ni}, sorry it was missing from the starter checklist. Can you proofread this email?", ni)
si = ca_sin()
C('en_ca_sin_tax_return', f"My accountant needs my SIN to file: {si}. Should I email it or is there a safer way?", si)
tf = tfn()
C('en_au_tfn_super_fund', f"Super fund form asks for TFN, mine is {tf}. What happens if I don't provide it?", tf)
nr = nric()
C('en_sg_nric_condo_booking', f"Condo management wants my NRIC for the BBQ pit booking: {nr}. Is this even allowed under PDPA?", nr)
z = za_id()
C('en_za_id_rica', f"Please help me word a message to Vodacom: my SIM is RICA'd under ID number {z} but it shows the wrong name.", z)
l1, l2 = mrz('MORGAN', 'ELLIS JAMES', 'GBR', 'M', fresh(lambda: dg(9)))
C('en_passport_mrz_visa_form', f"The e-visa form wants the machine readable zone of my passport, I typed:\n{l1}\n{l2}\nis it 44 characters each?", l2)
dl = fresh(lambda: R.choice('ABDFGN') + dg(7, False))
C('en_california_driver_licence', f"Rental counter asked for my CA driver license number, it's {dl}, exp 2031. Can they keep a copy?", dl)
o6 = pin(6)
C('en_sms_otp_forwarded', f"got this text, is it a scam?\n\"Chase: {o6} is your one-time code. We'll never call you for this code. Don't share it.\"\nI didn't try to log in", o6)
rc = [fresh(lambda: f'{hx(5)}-{hx(5)}') for _ in range(6)]
C('en_github_recovery_codes_file', "Where should I store these? github-recovery-codes.txt:\n" + '\n'.join(rc) + "\n(there were more, I used four)", *rc)
ts = totp_seed()
C('en_totp_seed_uri', f"My old phone is dying. The QR for my VPN 2FA decodes to otpauth://totp/CorpVPN:j.lindqvist?secret={ts}&issuer=CorpVPN&digits=6 -- can I just type that into the new authenticator?", ts)
sp = seed(12)
C('en_seed_phrase_metamask', f"I'm moving to a new laptop, if I type my metamask phrase \"{sp}\" into the new browser will my tokens show up?", sp)
wk = wif()
C('en_btc_wif_private_key', f"Electrum asks for a private key to sweep. My paper wallet says {wk} under the QR. Is that the right format (starts with K/L)?", wk)
ek = fresh(lambda: '0x' + hx(64))
C('en_eth_private_key_hardhat', f"hardhat.config.js:\nnetworks: {{ sepolia: {{ url: process.env.RPC_URL, accounts: ['{ek}'] }} }}\nError HH8: invalid private key length?", ek)
pc = pin(6)
C('en_phone_passcode_prose', f"If I give my iPhone to the repair shop do they need my passcode? It's {pc} and I don't really want them in my photos.", pc)
bp = pin(4)
C('en_debit_pin_prose', f"Remind me of this later: the new debit card PIN I set at the branch today is {bp}. Also schedule the rent transfer.", bp)
lk = f'{R.randint(10, 39)}-{R.randint(10, 39)}-{R.randint(10, 39)}'
C('en_gym_locker_combination', f"Note to self: gym locker 112, combination {lk}, towel service ends at 9pm.", lk)
p = pw()
C('en_email_password_strength', f"Is {p} a strong enough password for my Gmail? I use it for my bank too lol", p)
p = pw(3)
C('en_password_manager_master', f"My 1Password master password is \"{p}\". If I forget it, can support recover my vault?", p)
p = pw()
C('en_multi_wifi_announce_then_send', f"Hey, I'm going to give you our office Wi-Fi password so you can put it in the onboarding doc, ready?\n---\nOK: SSID Northwind-Staff, WPA2 password {p}\n---\nactually write it in a table with the printer IP 10.0.4.20 too", p)
p1, p2 = pw(), pw()
C('en_multi_password_correction', f"The VPN password for the shared account is {p1}\n---\nsorry that was last month's, the current one is {p2}\n---\nplease draft the message to the contractor with the right one", p1, p2)
h1, h2 = fresh(lambda: rs(20, URLS)), fresh(lambda: rs(20, URLS))
C('en_multi_split_api_key', f"our Mailgun key is long so I'll send it in two parts. part 1: key-{h1}\n---\npart 2: {h2}\n---\nnow glue them together and put it in a curl command to send a test mail", 'key-' + h1, h2)
c = card('mc'); cv = cvv(c)
C('en_multi_refer_back_card', f"Save this for the hotel booking later: Mastercard {fmt_card(c)} exp 11/27 cvc {cv}\n---\nok now book the cheapest room at the Marriott downtown for Friday\n---\nuse the card I gave you earlier, the one ending {c[-4:]}", fmt_card(c), cv)
rp = pin(4)
C('en_multi_repeat_pin', f"my grandma's phone PIN is {rp}, she keeps forgetting\n---\nwrite her a big-font reminder card that says PIN: {rp} and the WhatsApp steps", rp)
p = pw()
C('en_ini_smtp_password', f"[mail]\nhost = smtp.office365.com\nport = 587\nusername = alerts@greenfield-dental.com\npassword = {p}\nuse_tls = true\n\nwhy does python smtplib say 535 5.7.3 Authentication unsuccessful?", p)
p1, p2 = pwu(), pwu()
C('en_docker_compose_passwords', f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: wiki\n      POSTGRES_PASSWORD: {p1}\n  cache:\n    image: redis:7\n    command: redis-server --requirepass {p2}\n\ncan you convert this compose file to a k8s manifest?", p1, p2)
dk, dapp = hx(32), hx(40)
C('en_datadog_api_app_keys', f"terraform provider \"datadog\" {{\n  api_key = \"{dk}\"\n  app_key = \"{dapp}\"\n  api_url = \"https://api.datadoghq.eu/\"\n}}\n403 Forbidden on plan, is it the EU site?", dk, dapp)
kp = pwu(); kb = base64.b64encode(kp.encode()).decode()
C('en_k8s_secret_base64', f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\ntype: Opaque\ndata:\n  username: YmlsbGluZw==\n  password: {kb}\n\nthe pod says password authentication failed, is the base64 wrong?", kb)
dt = fresh(lambda: 'dop_v1_' + hx(64))
C('en_digitalocean_token_doctl', f"doctl auth init -t {dt}\nError: unable to initialise DigitalOcean API client: GET https://api.digitalocean.com/v2/account: 401", dt)
sq = fresh(lambda: 'shpat_' + hx(32))
C('en_shopify_admin_token', f"Shopify custom app, Admin API access token {sq}. GraphQL returns ACCESS_DENIED for orders, which scope am I missing?", sq)

# ================================================================ CASES: Simplified Chinese
i = cn_id()
C('zhs_cn_id_hotel_checkin', f"帮我给酒店前台写条微信：我姓王，明晚入住，身份证号{i}，麻烦提前登记一下，谢谢。", i)
c = card('up'); p = pin(6)
C('zhs_bank_card_withdraw_pin', f"我妈让我帮她记一下：工商银行卡号 {c}，取款密码 {p}。你帮我整理成一条备忘录。", c, p)
p = pin(6)
C('zhs_wechat_pay_password', f"微信支付密码我改成了{p}，跟之前的登录密码不一样，怎么设置指纹支付？", p)
o = pin(6)
C('zhs_sms_code_taobao', f"收到这条短信是什么意思？\n【淘宝】验证码{o}，您正在进行身份验证，切勿告知他人。\n我没登录啊", o)
a, s = fresh(lambda: 'LTAI' + rs(20)), fresh(lambda: rs(30))
C('zhs_aliyun_accesskey_python', f"阿里云OSS上传报SignatureDoesNotMatch，代码如下：\nauth = oss2.Auth('{a}', '{s}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photos')", a, s)
a, s = fresh(lambda: 'AKID' + rs(32)), fresh(lambda: rs(32))
C('zhs_tencent_cloud_secret', f"腾讯云短信接口一直返回AuthFailure.SignatureFailure，SecretId={a}，SecretKey={s}，是不是时间不同步？", a, s)
p = pw()
C('zhs_wifi_password_home', f"家里新装的路由器，WiFi名字是 ChinaNet-Zhang，密码 {p}，帮我生成一个二维码让客人扫码连接。", p)
d = pin(6)
C('zhs_smart_lock_code', f"给保洁阿姨发消息：阿姨您好，周六上午来打扫，门锁密码是{d}#，进门后记得把窗户打开通风。帮我写得客气点。", d)
p = pwu()
C('zhs_jdbc_mysql_password', f"Spring Boot 启动报 Access denied for user 'root'@'172.18.0.1'，配置是：\nspring.datasource.url=jdbc:mysql://10.0.3.15:3306/erp?useSSL=false&serverTimezone=Asia/Shanghai\nspring.datasource.username=root\nspring.datasource.password={p}", p)
ws = hx(32)
C('zhs_wechat_appsecret', f"小程序获取access_token报错40125 invalid appsecret，appid是wx{hx(16)}，secret是{ws}，我刚在后台重置过。", ws)
p = pwu(24)
C('zhs_redis_conf_requirepass', f"redis.conf里我这样写的：\nbind 0.0.0.0\nport 6379\nrequirepass {p}\n为什么外网还能连上？", p)
pp = fresh(lambda: 'E' + dg(8))
C('zhs_passport_number_visa', f"办日本签证的表格里护照号码那一栏填{pp}对吗？签发地是上海。", pp)
p = pw()
C('zhs_alipay_login_password', f"支付宝登录密码是{p}，总提示密码错误，是不是区分大小写？", p)
p = pw()
C('zhs_qq_account_password', f"我的QQ号是{dg(10)}，密码{p}，帮我看看怎么申诉找回，被盗了。", p)
ac = fresh(lambda: rs(16, LO))
C('zhs_qq_mail_smtp_auth_code', f"Python发邮件用QQ邮箱，授权码是{ac}，smtp.qq.com端口465，报错smtplib.SMTPAuthenticationError。", ac)
t = gh()
C('zhs_github_token_push', f"git push 时输入的密码就是这个 token：{t}，还是提示 Authentication failed，是不是权限没勾 repo？", t)
o = fresh(lambda: 'sk-' + rs(48))
C('zhs_openai_key_proxy_config', f"我用的中转API，base_url是https://api.openai-proxy.cn/v1，key是{o}，调用时报404 model not found。", o)
p1, p2 = 'Qw' + pwu(6), pwu(8) + '!'
C('zhs_multi_split_password', f"服务器root密码分两次发给你，前半段：{p1}\n---\n后半段：{p2}\n---\n拼起来后帮我写一个ssh登录的expect脚本", p1, p2)
b1, b2 = pin(6), pin(6)
C('zhs_multi_pin_correction', f"我爸的手机银行登录密码是{b1}\n---\n不对，他上周改了，现在是{b2}\n---\n帮我写个大字版的使用说明给他", b1, b2)
ek = pem('EC PRIVATE KEY', 121)
C('zhs_ec_private_key_nginx', f"nginx配置HTTPS报错 PEM_read_bio_PrivateKey failed，私钥文件内容：\n{ek}\n证书是从阿里云下载的。", ek)
sp = seed(12)
C('zhs_seed_phrase_wallet', f"imToken钱包的助记词我抄在本子上了：{sp}，换手机后导入提示无效，是不是顺序抄错了？", sp)
dt = hx(64)
C('zhs_dingtalk_robot_webhook', f"钉钉群机器人推送失败，errcode 310000，webhook是https://oapi.dingtalk.com/robot/send?access_token={dt}，加签没开。", dt)
fu = uuid4()
C('zhs_feishu_bot_webhook', f"帮我写个shell脚本，每天9点把服务器磁盘占用发到飞书群：https://open.feishu.cn/open-apis/bot/v2/hook/{fu}", fu)
p = pin(6)
C('zhs_safe_box_code', f"酒店房间保险箱我设的密码是{p}，退房前提醒我把护照拿出来。", p)

# ================================================================ CASES: Traditional Chinese
i = tw_id()
C('zht_tw_id_rental_form', f"房東要我傳身分證字號給他簽租約：{i}，這樣傳LINE安全嗎？", i)
h = hkid()
C('zht_hkid_bank_account_opening', f"開戶表格上要填香港身份證號碼 {h}，括號入面嗰個數字都要填㗎？", h)
c = card('visa'); cv = cvv(c)
C('zht_tw_credit_card_cvv', f"幫我填這個訂票網站：信用卡號 {fmt_card(c)}，有效期限 06/28，背面末三碼 {cv}。", fmt_card(c), cv)
pa = fresh(lambda: dg(14))
C('zht_tw_post_office_account', f"請把學費匯到我的郵局帳號：局號+帳號 {pa}（700 中華郵政），戶名陳怡君。幫我改成正式一點的通知。", pa)
p = pin(6)
C('zht_atm_pin_prose', f"提款卡密碼我剛改成{p}，國泰世華的，下次提醒我不要跟網銀密碼搞混。", p)
o = pin(6)
C('zht_sms_otp_bank', f"收到簡訊「【玉山銀行】您的交易驗證碼為{o}，5分鐘內有效，請勿告知他人」，可是我沒有刷卡，怎麼辦？", o)
ln = fresh(lambda: rs(43))
C('zht_line_notify_token', f"用 curl 發 LINE Notify 一直 401：curl -X POST -H 'Authorization: Bearer {ln}' -F 'message=主機重開了' https://notify-api.line.me/api/notify", ln)
p = pw()
C('zht_home_wifi_password', f"家裡 WiFi 叫 TP-Link_5G_Lin，密碼是 {p}，幫我做一張可以貼在冰箱上的小卡片。", p)
cs, ct = hx(32), fresh(lambda: rs(170, AN + '+/') + '=')
C('zht_line_channel_secret_token', f"LINE Messaging API 的 webhook 驗證失敗：\nCHANNEL_SECRET={cs}\nCHANNEL_ACCESS_TOKEN={ct}\n用的是 Flask + line-bot-sdk v3。", cs, ct)
ap = ' '.join(rs(4, LO) for _ in range(4))
C('zht_gmail_app_password', f"Outlook 連 Gmail 要用應用程式密碼，Google 給我的是「{ap}」，空格要一起輸入嗎？", ap)
ha = fresh(lambda: f'{dg(3)}-{dg(6)}-{dg(3)}')
C('zht_hk_bank_account_fps', f"幫我寫封電郵俾裝修師傅：尾數請轉賬至滙豐戶口 {ha}，戶口名 LEUNG KA MING。", ha)
d = pin(4)
C('zht_building_door_code', f"朋友來聚餐，大門密碼 {d}* ，按完再按對講機 12F。幫我寫成邀請訊息。", d)
nh = fresh(lambda: dg(12, False).rjust(12, '0'))
C('zht_nhi_insurance_number', f"健保卡卡號 {nh}，線上掛號系統一直說卡號錯誤，是要填身分證還是卡號？", nh)
a, s = akid(), aws_sec()
C('zht_aws_secret_serverless_yaml', f"serverless.yml 這樣寫部署時出現 InvalidClientTokenId：\nprovider:\n  name: aws\n  region: ap-northeast-1\n  environment:\n    AWS_KEY: {a}\n    AWS_SECRET: {s}", a, s)
p = pw()
C('zht_multi_announce_then_send', f"等一下我把公司 NAS 的管理員密碼給你，你幫我寫交接文件\n---\n密碼：{p}\n---\n帳號是 admin，IP 192.168.50.8，寫成表格", p)
j = jwt({'uid': dg(6), 'name': '林志明', 'scope': 'orders:write', 'exp': 1767139200})
C('zht_jwt_debug_header', f"前端帶的 header 是 Authorization: Bearer {j}，後端 express-jwt 說 invalid signature，secret 兩邊一樣啊？", j)
fk = fresh(lambda: 'AAAA' + rs(7, AN + '-_') + ':APA91b' + rs(134, URLS))
C('zht_firebase_server_key', f"舊版 FCM 推播：headers = {{'Authorization': 'key={fk}'}}，現在一直回 404，是不是要改 HTTP v1？", fk)
d = pin(6)
C('zht_safe_combination_shop', f"店裡保險櫃密碼 {d}，只有我跟會計知道，幫我寫一份交接清單，但這個密碼要另外口頭交代嗎？", d)

# ================================================================ CASES: Japanese
m = mynumber()
C('ja_mynumber_employer_form', f"会社に提出するマイナンバーの欄、{m}で合ってるか確認してください。12桁ですよね？", m)
c = card('jcb'); cv = cvv(c)
C('ja_credit_card_security_code', f"このネットショップの決済フォームに入力して：カード番号 {fmt_card(c)}、有効期限 04/29、セキュリティコード {cv}、名義 TAKUYA SATO", fmt_card(c), cv)
ac, bp = fresh(lambda: dg(7)), pin(4)
C('ja_bank_account_and_pin', f"ゆうちょじゃなくて三井住友の方です。支店番号 {dg(3)}、普通 口座番号 {ac}、暗証番号は {bp}。妻にLINEで送る文面を作って。", ac, bp)
o = pin(6)
C('ja_sms_auth_code_forward', f"「【Amazon】認証コード：{o}。このコードを他人と共有しないでください」ってSMSが来たけど、ログインしてないんだけど大丈夫？", o)
p = pw()
C('ja_wifi_password_guest', f"実家のWi-FiのSSIDは Buffalo-G-7A2C、パスワードは {p} です。親戚向けに案内文を書いてください。", p)
lt = fresh(lambda: rs(171, AN + '+/') + '=')
C('ja_line_channel_access_token', f"LINE Botからプッシュ通知を送りたい。チャネルアクセストークン（長期）は {lt} です。Pythonのサンプルをください。", lt)
pp = fresh(lambda: R.choice(['TK', 'TR', 'TZ', 'MU']) + dg(7))
C('ja_passport_number_esta', f"ESTAの申請で旅券番号を {pp} と入力したら形式エラーになりました。何が違うんでしょう？", pp)
dl = fresh(lambda: dg(12))
C('ja_driver_license_number_rental', f"レンタカー予約で運転免許証番号 {dl} を入れてくださいって言われた。このサイト信用していい？", dl)
pn = fresh(lambda: f'{dg(4)}-{dg(6)}')
C('ja_pension_number_letter', f"ねんきん定期便に書いてある基礎年金番号 {pn} を転職先に伝えるメールを書いて。", pn)
hi = fresh(lambda: dg(8))
C('ja_health_insurance_number', f"保険証の記号 {dg(4)}、番号 {hi}、保険者番号は0613xxxx。病院の問診票ってどこまで書けばいい？", hi)
a, s = akid(), aws_sec()
C('ja_aws_credentials_ini', f"~/.aws/credentials をこう書いたのに aws s3 ls で SignatureDoesNotMatch になります。\n\n[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = ap-northeast-1", a, s)
p = pwu()
C('ja_docker_env_db_password', f".env ファイル\nMYSQL_ROOT_PASSWORD={p}\nMYSQL_DATABASE=wordpress\nで docker compose up すると Access denied になる。どこが悪い？", p)
ok = openssh_key()
C('ja_ssh_private_key_ed25519', f"サーバーに入れないので秘密鍵を貼ります。パーミッションの問題ですか？\n{ok}", ok)
p = pw()
C('ja_company_vpn_password_prose', f"会社のVPNのパスワード、{p} なんだけど、来月から12文字以上必須になるらしい。これ足りてる？", p)
d = pin(4)
C('ja_autolock_entrance_code', f"友達に送るメッセージ：マンションのオートロックは「呼出」を押さずに暗証番号 {d} を押して鍵マーク。部屋は502。丁寧に書き直して。", d)
sp = seed(24)
C('ja_seed_phrase_24_words', f"ハードウェアウォレットのリカバリーフレーズ（24語）です：{sp}。これを紙に書いて金庫に入れるのと、スマホのメモに保存するのとどっちが安全？", sp)
sb = fresh(lambda: f'xoxb-{dg(13)}-{dg(13)}-{rs(24)}')
C('ja_slack_bot_token_python', f"slack_sdk で chat_postMessage すると invalid_auth。client = WebClient(token=\"{sb}\")", sb)
p1, p2 = pw(), pw()
C('ja_multi_password_correction', f"管理画面のパスワードは {p1} です\n---\nすみません、間違えました。正しくは {p2} です\n---\n引き継ぎ資料に載せる文章を作ってください", p1, p2)
p = pw()
C('ja_multi_refer_back_password', f"共有アカウント（経理用freee）のパスワード: {p}\n---\nこのアカウントの二段階認証をオンにする手順を教えて\n---\nさっき送ったパスワード、記号が入ってるけど強度的に十分？", p)
bc = [fresh(lambda: f'{dg(4, False)} {dg(4, False)}') for _ in range(5)]
C('ja_google_backup_codes', "Googleのバックアップコード、残りこれだけです：\n" + '\n'.join(bc) + "\n新しく発行し直したほうがいい？", *bc)
cw = hx(32)
C('ja_chatwork_api_token', f"Chatwork API で X-ChatWorkToken: {cw} を付けて投稿してるのに 401 が返ってきます。", cw)
rc = fresh(lambda: rs(2, UP) + dg(8) + rs(2, UP))
C('ja_residence_permit_number', f"在留カード番号 {rc} を携帯の契約で求められました。これ外国人登録番号と同じ？", rc)

# ================================================================ CASES: Korean
r = kr_rrn()
C('ko_rrn_form_check', f"보험 가입서에 주민등록번호 {r} 이렇게 쓰면 되나요? 뒷자리도 다 써야 하는지 궁금해요.", r)
c = card('mc2'); cv = cvv(c)
C('ko_card_number_cvc', f"해외 직구 결제창에 카드번호 {fmt_card(c)}, 유효기간 07/28, CVC {cv} 넣었는데 승인 거절이 떠요.", fmt_card(c), cv)
ac, bp = fresh(lambda: f'{dg(6)}-{dg(2)}-{dg(6)}'), pin(4)
C('ko_bank_account_and_password', f"엄마한테 보낼 메모 좀 정리해줘: 국민은행 계좌번호 {ac}, 통장 비밀번호 {bp}, 공과금 자동이체는 25일.", ac, bp)
o = pin(6)
C('ko_sms_verification_code', f"[Web발신]\n[네이버] 인증번호 [{o}]를 입력해주세요.\n이 문자 방금 받았는데 제가 요청한 게 아니에요. 어떻게 해야 하죠?", o)
p = pw()
C('ko_wifi_password_cafe_home', f"우리 집 와이파이 이름은 iptime_5G_Kim, 비밀번호는 {p}야. 손님용 안내문 만들어줘.", p)
d = pin(6)
C('ko_door_lock_password', f"택배기사님께 보낼 문자: 공동현관 비밀번호 {d}#, 문 앞에 놔주세요. 좀 더 정중하게 써줘.", d)
kk = hx(32)
C('ko_kakao_rest_api_key', f"카카오 로그인 구현 중인데 KOE101 오류가 나요. REST API 키는 {kk}이고 Redirect URI는 http://localhost:3000/oauth 입니다.", kk)
ns = fresh(lambda: rs(10))
C('ko_naver_client_secret', f"네이버 검색 API 호출 시 X-Naver-Client-Id는 {rs(20)}, X-Naver-Client-Secret은 {ns} 넣었는데 024 에러가 나요.", ns)
pp = fresh(lambda: 'M' + dg(8))
C('ko_passport_number_airline', f"항공권 예약할 때 여권번호 {pp} 입력했는데 이름 철자가 틀렸어요. 변경 가능할까요?", pp)
dl = fresh(lambda: f'{R.randint(11, 28)}-{dg(2)}-{dg(6)}-{dg(2)}')
C('ko_driver_license_number', f"렌터카 앱에 운전면허번호 {dl} 등록하라는데 암호일련번호는 뭐예요?", dl)
t = gh()
C('ko_github_token_env', f".env에 GITHUB_TOKEN={t} 넣고 octokit으로 이슈 생성하면 Resource not accessible by integration이 떠요.", t)
g = gkey()
C('ko_gcp_api_key_youtube', f"유튜브 Data API 호출: https://www.googleapis.com/youtube/v3/search?part=snippet&q=lofi&key={g} → quotaExceeded, 하루 할당량이 얼마예요?", g)
p1, p2 = pwu(7), pwu(7)
C('ko_multi_split_password', f"서버 비번 길어서 나눠서 보낼게. 앞부분 {p1}\n---\n뒷부분 {p2}\n---\n합쳐서 .pgpass 파일 형식으로 만들어줘", p1, p2)
p = pw()
C('ko_multi_announce_then_send', f"회사 공용 넷플릭스 계정 비밀번호 알려줄 테니까 공지문 써줘\n---\n{p}\n---\n아이디는 team.media@hanbit.co.kr 이고 프로필은 각자 만들라고 써줘", p)
p = pw()
C('ko_joint_certificate_password', f"공동인증서 비밀번호가 {p} 인데 홈택스에서 계속 틀렸다고 나와요. 5회 틀리면 어떻게 되나요?", p)
p = pwu()
C('ko_spring_datasource_yaml', f"application.yml\nspring:\n  datasource:\n    url: jdbc:postgresql://10.10.1.5:5432/shop\n    username: shop_app\n    password: {p}\n부팅 시 HikariPool-1 - Exception during pool initialization 에러 원인이 뭘까요?", p)
tk = fresh(lambda: 'live_sk_' + rs(24))
C('ko_toss_payments_secret_key', f"토스페이먼츠 결제 승인 API에 시크릿 키 {tk}를 base64로 인코딩해서 Basic 인증 헤더로 보냈는데 UNAUTHORIZED_KEY가 떠요.", tk)
p = pw()
C('ko_apple_id_password', f"애플 아이디 비번 {p} 로 로그인하려는데 계정이 잠겼대요. 잠금 해제 방법 알려줘.", p)

# ================================================================ CASES: other languages
ib = iban('DE')
C('de_iban_mietvertrag', f"Kannst du mir eine kurze Mail an meine neue Vermieterin schreiben? Die Miete kommt ab Januar per Dauerauftrag von meinem Konto {grp(ib)} (Sparkasse).", grp(ib))
st = steuer_id()
C('de_steuer_id_elster', f"ELSTER meckert, meine steuerliche Identifikationsnummer {st} sei ungültig. Ich hab sie vom Lohnsteuerbescheid abgeschrieben.", st)
fb = grp(dg(20, False))
C('de_fritzbox_wlan_schluessel', f"Der WLAN-Netzwerkschlüssel auf der Unterseite meiner FRITZ!Box ist {fb}. Muss ich die Leerzeichen beim Verbinden mit eingeben?", fb)
bp, tn = pin(5), pin(6)
C('de_online_banking_pin_tan', f"Meine Oma fragt, wofür PIN und TAN sind. Ihre Onlinebanking-PIN ist {bp}, und gerade kam per SMS die TAN {tn}. Erklär es ihr einfach.", bp, tn)
p1, p2 = pw(), pw()
C('de_multi_passwort_korrektur', f"Das Passwort für den Router im Büro ist {p1}\n---\nAch nee, Tippfehler, richtig ist {p2}\n---\nschreib bitte eine Anleitung für die Kollegen, wie sie sich verbinden", p1, p2)
nr = nir()
C('fr_nir_securite_sociale', f"Pour ma mutuelle, mon numéro de sécurité sociale est le {nr}. Tu peux vérifier que j'ai bien mis la clé à la fin ?", nr)
ib = iban('FR')
C('fr_iban_rib_employeur', f"Bonjour, voici mon RIB pour le virement du salaire : IBAN {grp(ib)}, BIC CRLYFRPP. Tu peux reformuler ce message plus poliment ?", grp(ib))
c = card('visa'); cv = cvv(c)
C('fr_carte_bancaire_cryptogramme', f"Je n'arrive pas à payer sur le site de la SNCF : carte {fmt_card(c)}, expire 10/27, cryptogramme {cv}. Ça dit « paiement refusé ».", fmt_card(c), cv)
dc = fresh(lambda: R.choice('AB') + dg(4, False))
C('fr_digicode_immeuble', f"Écris un message pour mes invités : digicode {dc}, puis 2e étage porte gauche, l'interphone ne marche pas.", dc)
o = pin(6)
C('fr_sms_code_banque', f"J'ai reçu « Votre code de validation Crédit Agricole est {o}. Ne le communiquez jamais. » mais je n'ai rien demandé, c'est une arnaque ?", o)
p = pw()
C('fr_multi_mot_de_passe_annonce', f"je vais te donner le mot de passe du compte Canal+ partagé, garde-le pour le message à ma sœur\n---\n{p}\n---\nvoilà, écris-lui qu'elle ne doit pas le changer", p)
dn = dni()
C('es_dni_formulario', f"En el formulario del gimnasio me piden DNI, puse {dn}. ¿La letra va pegada o con guion?", dn)
ne = nie()
C('es_nie_contrato_alquiler', f"Mi casero necesita mi NIE para el contrato: {ne}. ¿Le mando también foto de la tarjeta o no hace falta?", ne)
ib = iban('ES')
C('es_iban_nomina', f"Redacta un correo a RRHH: a partir de este mes quiero cobrar la nómina en la cuenta {grp(ib)} de ING.", grp(ib))
ru = rut()
C('es_cl_rut_banco', f"El banco me pide el RUT para la transferencia, el mío es {ru}. ¿Se escribe con puntos o sin puntos?", ru)
p = pw()
C('es_wifi_router_movistar', f"La clave del wifi de casa (MOVISTAR_7F2A) es {p}. Hazme un cartelito para la nevera.", p)
cf = codice_fiscale()
C('it_codice_fiscale_modulo', f"Nel modulo dell'asilo ho scritto il codice fiscale di mia figlia: {cf}. Puoi controllare che il formato sia giusto?", cf)
ib = iban('IT')
C('it_iban_bonifico_affitto', f"Scrivi un messaggio al mio inquilino: da marzo l'affitto va versato sull'IBAN {ib}, intestato a Giulia Ferri.", ib)
p = pw()
C('it_spid_password', f"La password di SPID è {p} ma Poste mi dice credenziali errate. Devo rifare il riconoscimento?", p)
o = pin(6)
C('it_otp_poste_app', f"Mi è arrivato un SMS: \"PosteID: il codice per autorizzare l'operazione è {o}\". Non ho fatto niente, che faccio?", o)
cp = cpf()
C('pt_br_cpf_cadastro', f"O site da Receita diz que meu CPF {cp} está pendente de regularização. O que isso significa?", cp)
c = card('mc'); cv = cvv(c)
C('pt_br_cartao_cvv', f"Preenche pra mim: cartão {fmt_card(c)}, validade 02/30, código de segurança {cv}, titular ANA P SOUZA. É para a compra no Mercado Livre.", fmt_card(c), cv)
ib = iban('PT')
C('pt_pt_iban_transferencia', f"Escreve um email ao senhorio: a renda passa a ser paga para o IBAN {grp(ib)}, Millennium BCP.", grp(ib))
p = pw()
C('pt_br_senha_gov', f"minha senha do gov.br é {p}, ela tem nível prata. Como subo para ouro?", p)
bs = bsn()
C('nl_bsn_belastingdienst', f"De Belastingdienst vraagt mijn BSN: {bs}. Mag ik dat gewoon per e-mail sturen naar mijn boekhouder?", bs)
ib = iban('NL')
C('nl_iban_tikkie', f"Schrijf een appje voor de groep: iedereen €23,50 overmaken voor het weekendje naar {grp(ib)} t.n.v. S. de Vries.", grp(ib))
p = pw()
C('nl_digid_wachtwoord', f"Mijn DigiD wachtwoord is {p} maar de app blijft zeggen dat het fout is. Hoe vraag ik een nieuwe activeringscode aan?", p)
h1, h2 = pwu(9), pwu(9)
C('nl_multi_gesplitst_wachtwoord', f"ik stuur het wachtwoord van de NAS in twee stukken, eerste deel: {h1}\n---\ntweede deel: {h2}\n---\nzet het samen in een rsync commando voor me", h1, h2)
pe = pesel()
C('pl_pesel_formularz', f"Czy w formularzu do przychodni wpisuję PESEL {pe} czy numer dowodu? Pierwszy raz to robię.", pe)
ib = iban('PL')
C('pl_iban_przelew', f"Napisz wiadomość do wspólnoty: czynsz przelewam na konto {ib[2:4]} {grp(ib[4:])} od tego miesiąca.", f"{ib[2:4]} {grp(ib[4:])}")
bl = pin(6)
C('pl_blik_kod', f"Sprzedający na OLX prosi, żebym mu podał kod BLIK {bl}, bo „tak szybciej”. To bezpieczne?", bl)
p = pw()
C('pl_haslo_poczta', f"Hasło do poczty Onet mam {p}, czy to dobre hasło? Używam go też do Allegro.", p)
sn = snils()
C('ru_snils_gosuslugi', f"Госуслуги пишут, что СНИЛС {sn} не прошёл проверку. Я его с карточки переписал, где ошибка?", sn)
c = card('mir'); cv = cvv(c)
C('ru_card_mir_cvc', f"Оплачиваю коммуналку: карта Мир {fmt_card(c)}, срок 05/29, CVC {cv}. Пишет «операция отклонена», почему?", fmt_card(c), cv)
o = pin(6)
C('ru_sms_kod_podtverzhdeniya', f"Пришла смс «Код: {o}. Никому не сообщайте его, даже сотруднику банка». Звонят и просят назвать код — что делать?", o)
yt = fresh(lambda: 'y0_' + rs(55, URLS))
C('ru_yandex_oauth_token', f"Скрипт для Яндекс.Диска падает с UnauthorizedError. Токен: OAuth {yt}", yt)
tc = tckn()
C('tr_tckn_basvuru', f"e-Devlet başvurusunda TC kimlik numaramı {tc} yazdım ama doğrulanamadı diyor. Neden olabilir?", tc)
ib = iban('TR')
C('tr_iban_havale', f"Ev sahibine mesaj yaz: kirayı her ayın 5'inde {grp(ib)} IBAN'ına göndereceğim, alıcı Mehmet Yılmaz.", grp(ib))
p = pw()
C('tr_e_devlet_sifre', f"e-Devlet şifrem {p}, annem için de aynısını kullanmak istiyorum. Güvenli mi?", p)
c = card('troy'); cv = cvv(c)
C('tr_troy_kart_cvv', f"İnternetten bilet alırken kart numarası {fmt_card(c)}, son kullanma 12/27, CVV {cv} girdim, 3D Secure ekranı açılmıyor.", fmt_card(c), cv)
e = emirates_id()
C('ar_emirates_id_form', f"طلبت مني شركة الاتصالات رقم الهوية الإماراتية لتجديد الخط: {e}. هل هذا آمن؟", e)
ib = iban('SA')
C('ar_sa_iban_rent', f"اكتب لي رسالة للمستأجر: يرجى تحويل الإيجار إلى الآيبان {grp(ib)} باسم عبدالله القحطاني.", grp(ib))
p = pw()
C('ar_wifi_password_home', f"كلمة سر الواي فاي في البيت هي {p}، اكتب لي بطاقة ترحيب للضيوف فيها اسم الشبكة STC_Home_4B.", p)
o = pin(4)
C('ar_otp_bank_sms', f"وصلتني رسالة: «رمز التحقق لعملية الشراء هو {o}، لا تشاركه مع أحد». لم أشترِ شيئاً، ماذا أفعل؟", o)
t = il_id()
C('he_teudat_zehut_form', f"בטופס של קופת החולים רשמתי מספר תעודת זהות {t}, זה כולל את ספרת הביקורת?", t)
ib = iban('IL')
C('he_il_iban_salary', f"תנסח לי מייל למעסיק: נא להעביר את המשכורת לחשבון {ib} בבנק הפועלים.", ib)
p = pw()
C('he_password_prose_bank', f"הסיסמה שלי לאפליקציה של הבנק היא {p}, צריך להחליף אותה כל 90 יום?", p)
aa = aadhaar()
C('hi_aadhaar_kyc', f"बैंक वाले KYC के लिए आधार नंबर माँग रहे हैं: {aa}. क्या इसे WhatsApp पर भेजना सुरक्षित है?", aa)
up = pin(6)
C('hi_upi_pin_prose', f"मेरा UPI पिन {up} है, किसी ने फोन करके पूछा कि रिफंड के लिए बताओ। क्या ये फ्रॉड है?", up)
pn = fresh(lambda: rs(3, UP) + 'P' + R.choice(UP) + dg(4) + R.choice(UP))
C('hi_pan_number_itr', f"ITR फॉर्म में PAN {pn} भरा है, लेकिन नाम मैच नहीं हो रहा। क्या करूँ?", pn)
th = thai_id()
C('th_thai_id_form', f"กรอกเลขบัตรประชาชน {th} ในแอปเป๋าตังแล้วขึ้นว่าไม่ถูกต้อง ต้องทำยังไงคะ", th)
o = pin(6)
C('th_otp_bank_sms', f"ได้ SMS ว่า \"รหัส OTP ของท่านคือ {o} (Ref: KXQP) ห้ามบอกรหัสนี้แก่ผู้อื่น\" แต่ไม่ได้ทำรายการอะไรเลย", o)
p = pw()
C('th_wifi_password_condo', f"รหัสไวไฟที่ห้องคือ {p} ชื่อเครือข่าย TRUE_5G_1204 ช่วยเขียนป้ายให้แขกหน่อย", p)
cc = fresh(lambda: '0' + dg(11, False))
C('vi_cccd_number', f"Mình điền số CCCD {cc} vào đơn đăng ký sim chính chủ nhưng báo sai, bạn xem giúp với.", cc)
ac, bp = fresh(lambda: dg(13)), pin(6)
C('vi_so_tai_khoan_ma_pin', f"Nhắn cho mẹ giúp con: số tài khoản Vietcombank {ac}, mã PIN thẻ ATM là {bp}, rút tiền đóng học phí cho em.", ac, bp)
o = pin(6)
C('vi_otp_ngan_hang', f"Có người gọi tự xưng nhân viên ngân hàng xin mã OTP {o} vừa gửi về điện thoại mình, có nên đưa không?", o)
nk = fresh(lambda: f'3174{R.randint(10, 28):02d}{R.randint(1, 12):02d}{R.randint(85, 99):02d}{dg(4, False)}')
C('id_nik_ktp', f"Untuk daftar BPJS saya isi NIK {nk}, tapi katanya tidak terdaftar di Dukcapil. Kenapa ya?", nk)
bp = pin(6)
C('id_pin_atm_bca', f"PIN ATM BCA saya {bp}, lupa apakah sudah saya ganti. Bagaimana cara ganti lewat m-BCA?", bp)
o = pin(4)
C('id_otp_gojek', f"Driver minta kode OTP Gojek {o} katanya buat konfirmasi pesanan. Itu normal nggak?", o)
pn = personnummer()
C('sv_personnummer_vardcentral', f"Vårdcentralen vill ha mitt personnummer, det är {pn}. Kan jag skicka det via 1177 istället?", pn)
ib = iban('SE')
C('sv_se_iban_hyra', f"Skriv ett kort mejl till hyresvärden: hyran betalas nu från konto {grp(ib)}.", grp(ib))
p = pw()
C('sv_wifi_losenord', f"Wifi-lösenordet hemma är {p}, gör en lapp till gästrummet med nätverksnamnet Telia-8C21.", p)
rn = rnokpp()
C('uk_rnokpp_podatkovyi', f"У формі Дії потрібен РНОКПП, мій {rn}. Чи треба вказувати його для отримання допомоги?", rn)
c = card('visa'); cv = cvv(c)
C('uk_card_privat_cvv', f"Оплачую квитки Укрзалізниці: картка {fmt_card(c)}, термін 08/28, CVV {cv}. Чому не проходить оплата?", fmt_card(c), cv)
rc = rodne()
C('cs_rodne_cislo', f"V přihlášce na úřad práce mám vyplnit rodné číslo: {rc}. Píše se s lomítkem?", rc)
ib = iban('CZ')
C('cs_cz_iban_platba', f"Napiš zprávu nájemníkovi, ať posílá nájem na {grp(ib)} do 15. dne v měsíci.", grp(ib))
ml = melli()
C('fa_iran_code_melli', f"در فرم ثبت‌نام دانشگاه کد ملی {ml} را وارد کردم ولی خطای نامعتبر می‌دهد. مشکل چیست؟", ml)
c = card('shetab'); cv = cvv(c, 4); p2 = pin(6)
C('fa_card_shetab_cvv2', f"برای خرید شارژ: شماره کارت {grp(c, 4, '-')}، CVV2 {cv}، انقضا ۰۵/۰۸، رمز دوم {p2}. چرا تراکنش ناموفق است؟", grp(c, 4, '-'), cv, p2)
am = amka()
C('el_amka_form', f"Στο gov.gr μου ζητάει ΑΜΚΑ, ο δικός μου είναι {am}. Είναι το ίδιο με τον ΑΦΜ;", am)
ib = iban('GR')
C('el_gr_iban_enoikio', f"Γράψε ένα μήνυμα στον ενοικιαστή: το ενοίκιο να κατατίθεται στο IBAN {grp(ib)} της Eurobank.", grp(ib))
cn_ = cnp()
C('ro_cnp_formular', f"Pe formularul de la ANAF am trecut CNP-ul {cn_}. Îmi poți verifica dacă cifra de control e bună?", cn_)
ib = iban('RO')
C('ro_ro_iban_chirie', f"Scrie un mesaj pentru chiriaș: chiria se plătește în contul {grp(ib)} deschis la Banca Transilvania.", grp(ib))
mp = pin(4)
C('sw_mpesa_pin', f"Mtu amenipigia simu akisema ni wa Safaricom na anataka PIN yangu ya M-Pesa {mp} ili kunirudishia pesa. Nifanye nini?", mp)
ke = fresh(lambda: dg(8))
C('sw_ke_id_number_kra', f"Nataka kujisajili KRA iTax, nambari yangu ya kitambulisho ni {ke}. Nisaidie kuandika barua pepe kwa ofisi.", ke)

# ================================================================ LOOK-ALIKE helpers
ALLSEC = [s for c in CASES for s in c['secrets']]
def lv(f):
    while True:
        v = f()
        if not any(s in v for s in ALLSEC):
            return v
def lhx(n): return lv(lambda: hx(n))
def ldg(n): return lv(lambda: dg(n))
def luuid(): return lv(uuid4)
def imei(): return lv(lambda: luhn_make(R.choice(['35', '86', '01']) + dg(6, False), 15))
def ean13(prefix):
    def f():
        b = prefix + dg(12 - len(prefix), False)
        return b + str((10 - sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b)) % 10) % 10)
    return lv(f)
USCC_CH = '0123456789ABCDEFGHJKLMNPQRTUWXY'
def uscc():
    def f():
        b = '91' + R.choice(['110108', '310115', '440300', '330106']) + ''.join(R.choice(USCC_CH) for _ in range(9))
        w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
        c = 31 - sum(USCC_CH.index(x) * y for x, y in zip(b, w)) % 31
        return b + USCC_CH[0 if c == 31 else c]
    return lv(f)
def tw_ubn():
    while True:
        b = dg(8)
        if b[6] == '7': continue
        t = sum(sum(divmod(int(c) * w, 10)) for c, w in zip(b, [1, 2, 1, 2, 1, 2, 4, 1]))
        if t % 10 == 0 and not any(s in b for s in ALLSEC): return b
def kr_brn():
    def f():
        b = dg(9); w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
        s = sum(int(c) * x for c, x in zip(b, w)) + int(b[8]) * 5 // 10
        v = b + str((10 - s % 10) % 10); return f'{v[:3]}-{v[3:5]}-{v[5:]}'
    return lv(f)
def siret():
    def f():
        s9 = luhn_make(dg(1), 9); return s9 + luhn_make('', 1) if False else (lambda b: b + luhn_cd(b))(s9 + dg(4, False))
    while True:
        v = f()
        if v[:9][-1] == luhn_cd(v[:8]) and not any(s in v for s in ALLSEC): return v
def piva():
    return lv(lambda: (lambda b: b + luhn_cd(b))(dg(7) + R.choice(['001', '015', '096', '058'])))
def nip():
    while True:
        b = dg(9); c = sum(int(x) * w for x, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10 and not any(s in b for s in ALLSEC): return f'{b[:3]}-{b[3:6]}-{b[6:8]}-{b[8]}{c}'
def cnpj():
    def f():
        b = [int(c) for c in dg(8) + '0001']
        for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
            r = sum(x * y for x, y in zip(b, w)) % 11; b.append(0 if r < 2 else 11 - r)
        s = ''.join(map(str, b)); return f'{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}'
    return lv(f)
def inn10():
    def f():
        b = dg(9); c = sum(int(x) * w for x, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
        return b + str(c)
    return lv(f)
B32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
def _pm(vals):
    G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; chk = 1
    for v in vals:
        b = chk >> 25; chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            if (b >> i) & 1: chk ^= G[i]
    return chk
def bech32_addr():
    prog = rb(20); acc = 0; bits = 0; data = [0]
    for x in prog:
        acc = (acc << 8) | x; bits += 8
        while bits >= 5:
            bits -= 5; data.append((acc >> bits) & 31)
    if bits: data.append((acc << (5 - bits)) & 31)
    hrp = 'bc'; ex = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _pm(ex + data + [0] * 6) ^ 1
    return hrp + '1' + ''.join(B32[d] for d in data + [(pm >> 5 * (5 - i)) & 31 for i in range(6)])
def ssh_pub():
    raw = b'\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20' + rb(32)
    return 'ssh-ed25519 ' + base64.b64encode(raw).decode()
def pcard(brand): return lv(lambda: card(brand))
def rint(a, b): return _rint(a, b)
def _rint(a, b):
    while True:
        v = R.randint(a, b)
        if not any(s in str(v) for s in ALLSEC): return v
def dv(y0=2025, y1=2026): y, m, d = rdate(y0, y1); return f'{y}-{m:02d}-{d:02d}'

# ================================================================ LOOK-ALIKES: English
L('en_git_commit_sha', f"git revert {lhx(40)} fails with 'is a merge but no -m option was given'. Which parent should I pick?")
L('en_docker_image_digest', f"Pin the image in the Dockerfile please: FROM python:3.12-slim@sha256:{lhx(64)}")
L('en_npm_integrity_hash', f"package-lock has \"integrity\": \"sha512-{lv(lambda: b64(64))}\" for lodash, why does npm ci say EINTEGRITY?")
L('en_request_id_uuid_log', f"[{dv()}T08:14:{rint(10, 59)}Z] ERROR payment-svc request_id={luuid()} trace_id={lhx(32)} upstream timeout after 30000ms")
L('en_aws_docs_example_keys', "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as sample credentials. Will the CLI reject those if I paste them into a tutorial?")
L('en_stripe_test_card_docs', "Stripe's test mode card 4242 4242 4242 4242 with any future date and any CVC works, but 4000 0000 0000 0002 gets declined. Is that intended in my test suite?")
L('en_masked_card_receipt', f"My receipt says VISA **** **** **** {ldg(4)} AUTH CODE {lv(lambda: rs(6, UP + DIG))}. Can I use that to dispute the charge?")
L('en_placeholder_env_example', ".env.example in the repo:\nOPENAI_API_KEY=sk-...\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB\nShould this file be committed?")
L('en_env_var_reference_compose', "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n  REDIS_URL: redis://:${REDIS_PASSWORD}@cache:6379/0\nwhy does compose warn 'variable is not set. Defaulting to a blank string'?")
L('en_ansible_vault_reference', "In my playbook I have db_password: \"{{ vault_db_password }}\" and ansible says 'vault_db_password' is undefined. The vault file is in group_vars/all/vault.yml.")
L('en_password_policy_question', "Our policy says passwords must be 12-64 characters, with at least 1 digit and 1 symbol, rotated every 90 days, last 5 can't be reused. Is rotation still recommended by NIST?")
L('en_password_count_manager', "I have 312 passwords in Bitwarden and 47 of them are flagged as reused. What's the fastest way to fix them?")
L('en_forgot_password_flow', "I forgot my Netflix password and the reset email never arrives. I tried 3 times in 10 minutes. What else can I do?")
L('en_ssh_public_key_authorized', f"Add this to authorized_keys on the new box please: {ssh_pub()} deploy@ci-runner-07")
L('en_certificate_pem_public', "Is this the right cert for nginx ssl_certificate? \n" + pem('CERTIFICATE', 900) + "\nThe chain file is separate.")
L('en_jwt_io_sample_token', "The jwt.io sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c -- can you explain what each part means?")
L('en_iban_docs_example', "Wikipedia gives GB82 WEST 1234 5698 7654 32 as an example IBAN. How is the 82 computed?")
L('en_btc_address_public', f"Donations welcome at {bech32_addr()} (that's my public receiving address, the QR is on the site). How do I verify a payment arrived?")
L('en_eth_address_public', f"Can you check on Etherscan what contract 0x{lhx(40)} is? Someone airdropped me tokens from it.")
L('en_imei_phone_unlock', f"The carrier asks for my IMEI to unlock the phone, it's {imei()}. How long does it usually take?")
L('en_isbn_citation', f"Format this as APA: Kleppmann, Designing Data-Intensive Applications, O'Reilly 2017, ISBN {ean13('978')}.")
L('en_ups_tracking', f"My UPS tracking 1Z{lv(lambda: rs(6, UP + DIG))}03{ldg(8)} says 'label created' for five days. Should I contact the seller?")
L('en_order_number_amazon', f"Amazon order #{ldg(3)}-{ldg(7)}-{ldg(7)} arrived damaged, help me write a return request.")
L('en_ip_mac_addresses', f"DHCP reservation: MAC {':'.join(lhx(2) for _ in range(6))} -> 192.168.1.{rint(20, 200)}, gateway 192.168.1.1, DNS 1.1.1.1. Is that right for the printer?")
L('en_hex_color_palette', f"Make a palette from #{lhx(6)}, #{lhx(6)} and #{lhx(6)} for a calm fintech dashboard.")
L('en_sha256sum_download', f"sha256sum ubuntu-24.04.1-live-server-amd64.iso gives {lhx(64)}, does that match the official SHA256SUMS?")
L('en_aws_arn_account_id', f"Policy error on arn:aws:iam::{ldg(12)}:role/lambda-exec-orders -- 'not authorized to perform sts:AssumeRole'. What's missing in the trust policy?")
L('en_s3_presigned_expired_discussion', "How long can an S3 presigned URL live? Mine have X-Amz-Expires=3600 and X-Amz-SignedHeaders=host, and users complain after lunch.")
L('en_otp_length_question', "Why do most banks use 6-digit OTP codes that expire after 30 seconds instead of 8 digits?")
L('en_pin_attempts_locked', "My SIM says 'PIN blocked, enter PUK'. I entered the PIN wrong 3 times. Where do I find the PUK?")
L('en_wifi_ssid_only', "Our office network is called Northwind-Guest and there is no password, it uses a captive portal. How do I make my Raspberry Pi accept the portal?")
L('en_password_field_html', '<input type="password" name="password" autocomplete="current-password" minlength="12" required> -- how do I add a show/hide toggle?')
L('en_password_regex_code', "Does this regex enforce my policy? ^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,}$")
L('en_bcrypt_hash_db_dump', f"In our users table the password column looks like $2b$12${lv(lambda: rs(53, AN + './'))} -- is that salted already or do I need to add salt?")
L('en_k8s_secret_ref_yaml', "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: billing-db\n        key: password\nIs this safer than putting it in a ConfigMap?")
L('en_github_actions_secret_ref', "run: echo \"${{ secrets.NPM_TOKEN }}\" | npm login -- but the masked value shows *** in the logs. Is that leaking anything?")
L('en_redacted_key_support', "Support asked me for my API key and I sent sk-live-****-****-7f2a with the middle hidden. Was that enough for them to find my account?")
L('en_version_numbers', "After upgrading from 3.11.7 to 3.12.4, numpy 1.26.4 fails to build, and pip 24.0 says wheel 0.43.0 is incompatible.")
L('en_flight_seat_gate', f"My flight BA{rint(100, 999)} leaves from gate B{rint(10, 49)}, seat {rint(10, 40)}C, boarding at 14:35. Remind me to leave by noon.")
L('en_phone_number_contact', f"Add to my contacts: Dr. Okafor, clinic +1 (512) 555-0{ldg(3)}, after-hours line 555-0{ldg(3)}.")
L('en_math_homework_digits', f"What's {ldg(6)} divided by 37, and is {ldg(4)} a prime?")
L('en_lottery_numbers_drawn', f"Last week's draw was {', '.join(str(x) for x in sorted(R.sample(range(1, 60), 6)))} and I had four of them. How much does that usually pay?")
L('en_invoice_reference', f"Invoice INV-{dv()[:4]}-{ldg(5)} for {rint(100, 999)}.00 EUR is overdue, write a polite reminder.")
L('en_uuid_in_url_public', f"Our public status page is https://status.example.com/incidents/{luuid()} -- can you summarise what happened?")
L('en_google_analytics_id', f"I put gtag('config', 'G-{lv(lambda: rs(10, UP + DIG))}') in the head but realtime shows nothing. Ad blocker?")
L('en_recaptcha_site_key_public', f"The reCAPTCHA site key (the public one in the HTML) is 6L{lv(lambda: rs(38, URLS))}. Where do I put the secret one on the server?")
L('en_stripe_publishable_key', f"In the frontend I call Stripe('pk_test_{lv(lambda: rs(99, AN))}'). Is it fine that it's visible in the bundle?")
L('en_password_length_story', "My grandma's password used to be her dog's name plus the year, 4 digits. I made her switch to a passphrase of five words. Good idea?")
L('en_two_factor_backup_count', "GitHub gave me 16 recovery codes, I've used 2. Do the remaining 14 expire?")
L('en_sim_iccid_on_box', f"The SIM box shows ICCID 8944{ldg(15)}. Is that the number the support agent needs to activate it?")
L('en_model_serial_number', f"My Dell serial/service tag is {lv(lambda: rs(7, UP + DIG))} and the warranty page says expired. Can you help me read the support options?")
L('en_base64_image_data', f"Why does my img tag not show? src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk{lv(lambda: rs(12, AN))}AAAAAElFTkSuQmCC\"")
L('en_multi_password_no_value', "I need to change the router password\n---\nit's the TP-Link Archer C6, admin page at 192.168.0.1\n---\nok I changed it and wrote it on paper, now how do I reconnect the smart TV?")

# ================================================================ LOOK-ALIKES: Simplified Chinese
L('zhs_express_tracking_sf', f"顺丰单号 SF{ldg(13)} 显示已签收，但我没收到，帮我写投诉。")
L('zhs_order_number_jd', f"京东订单号 {ldg(12)} 申请退货，客服让我提供照片，帮我写说明。")
L('zhs_uscc_company_public', f"开发票需要公司名称和统一社会信用代码：杭州云栖科技有限公司，{uscc()}。帮我整理成开票信息。")
L('zhs_password_policy', "公司要求密码至少12位，包含大小写字母、数字和特殊字符，每90天更换一次。这样的规定合理吗？")
L('zhs_forgot_password_flow', "我忘记了12306的登录密码，手机号也换了，怎么找回账号？")
L('zhs_masked_card_sms', f"收到短信：您尾号{ldg(4)}的储蓄卡12月03日消费人民币{rint(10, 999)}.00元。这是正常扣费吗？")
L('zhs_masked_id_number', f"快递单上显示的身份证号是 3101**********{ldg(3)}X，这样打码安全吗？")
L('zhs_git_commit_hash', f"回滚到 {lhx(7)} 这个提交后，CI 还是失败，日志里是 Error: Cannot find module 'vite'。")
L('zhs_config_placeholder', "这是我们的配置模板：\napi_key: <在这里填写你的API Key>\nsecret: ${SECRET_KEY}\n我该把真实的值放在哪里比较安全？")
L('zhs_verification_code_question', "为什么有的网站验证码是4位数字，有的是6位？验证码5分钟过期是不是太短了？")
L('zhs_wifi_no_password', "酒店的WiFi名字是 Hilton_Guest，不需要密码，但要在网页上输入房间号和姓氏才能上网，怎么在Switch上连？")
L('zhs_phone_number_contact', f"把这个电话存进通讯录：李医生，13{ldg(9)}，诊所座机 021-{ldg(8)}。")
L('zhs_train_ticket_info', f"我的车次是G{rint(1, 999)}，{rint(1, 16)}车{rint(1, 20)}F座，{dv()}早上8:05发车，提醒我提前一小时出门。")
L('zhs_invoice_number', f"发票代码 0{ldg(11)}，发票号码 {ldg(8)}，报销系统说查验不通过，可能是什么原因？")
L('zhs_sha256_download', f"下载的安装包 SHA256 是 {lhx(64)}，和官网的对不上，是不是被篡改了？")
L('zhs_version_numbers', "Python 3.12.4 装 torch 2.3.1 报错，CUDA 是 12.1，驱动 550.54.14，应该装哪个版本？")
L('zhs_uuid_request_id', f"接口返回 {{\"code\":500,\"msg\":\"系统繁忙\",\"requestId\":\"{luuid()}\"}}，我该把 requestId 发给客服吗？")
L('zhs_password_strength_general', "用“诗句首字母+数字”当密码安全吗？比如取一句诗每个字的拼音首字母，不告诉你是哪句。")
L('zhs_ip_port_server', f"服务器 IP 是 47.{rint(90, 120)}.{rint(1, 254)}.{rint(1, 254)}，端口 8080 外网访问不了，安全组已经放行了。")
L('zhs_public_key_deploy', f"把这个公钥加到 GitHub 的 Deploy keys：{ssh_pub()} build@jenkins")

# ================================================================ LOOK-ALIKES: Traditional Chinese
L('zht_tw_ubn_company_invoice', f"報帳要填統一編號，公司是 {tw_ubn()}，抬頭「好日子設計有限公司」，幫我寫成請款單格式。")
L('zht_receipt_lottery_number', f"這張發票號碼 {lv(lambda: rs(2, UP))}-{ldg(8)} 有中獎嗎？這期特別獎是 {ldg(8)}。")
L('zht_masked_credit_card_statement', f"帳單上寫「卡號末四碼 {ldg(4)}，本期應繳 NT${rint(1000, 30000):,}」，最低應繳怎麼算？")
L('zht_password_rule_question', "銀行說網銀密碼要 6 到 12 碼英數混合，不能跟身分證字號相同，為什麼不能用生日？")
L('zht_tracking_number_post', f"郵局掛號號碼 {ldg(20)} 查不到，寄出已經三天了。")
L('zht_hk_phone_and_address', f"幫我更新聯絡資料：電話 +852 {rint(5, 9)}{ldg(3)} {ldg(4)}，地址九龍旺角彌敦道 {rint(500, 750)} 號 {rint(3, 28)} 樓。")
L('zht_placeholder_env', ".env.example 內容：\nLINE_CHANNEL_SECRET=your_channel_secret\nLINE_CHANNEL_ACCESS_TOKEN=your_access_token\n這個檔案要加進 .gitignore 嗎？")
L('zht_forgot_pin_question', "提款卡密碼輸錯三次被鎖了，要帶什麼證件去銀行臨櫃解鎖？")
L('zht_git_sha_deploy', f"部署的版本是 {lhx(40)}，跟 main 分支最新的 commit 不一樣，怎麼查是誰部署的？")
L('zht_verification_code_length', "為什麼 LINE 的驗證碼是 6 位數，而有些網站的 OTP 卻是 8 位？")
L('zht_train_booking_thsr', f"高鐵 {rint(100, 899)} 車次，{rint(1, 12)} 車廂 {rint(1, 20)}A，訂位代號我收在 App 裡了，幾點要到台北站？")
L('zht_wifi_ssid_no_pass', "咖啡店的 WiFi 是 Louisa_Free，不用密碼，可是連上後一直跳不出登入頁面。")
L('zht_version_update', "iOS 18.1.1 更新後 LINE 14.19.0 一直閃退，要降版本嗎？")
L('zht_order_number_shopee', f"蝦皮訂單編號 {dv()[2:4]}{ldg(2)}{ldg(10)}{lv(lambda: rs(4, UP))} 賣家一直不出貨，怎麼申請取消？")
L('zht_hash_file_check', f"下載的 ISO 檔 MD5 是 {lhx(32)}，跟官網一樣，可以放心安裝嗎？")
L('zht_masked_id_display', f"網站上顯示我的身分證字號 A1****{ldg(3)}，這樣的遮罩是標準做法嗎？")

# ================================================================ LOOK-ALIKES: Japanese
L('ja_jan_code_product', f"このシャンプーのJANコード {ean13('49')} で楽天を検索しても出てこない。")
L('ja_yamato_tracking', f"ヤマトの伝票番号 {ldg(4)}-{ldg(4)}-{ldg(4)} がずっと「荷物受付」のままです。問い合わせ文を作って。")
L('ja_postal_code_address', f"住所：〒{rint(100, 999)}-{ldg(4)} 東京都世田谷区三軒茶屋{rint(1, 4)}丁目{rint(1, 30)}-{rint(1, 20)}。英語表記にして。")
L('ja_password_rule', "社内システムのパスワードは8文字以上、英大文字・小文字・数字・記号のうち3種類以上、90日ごとに変更、過去5回分は使用不可、というルールです。今どき適切？")
L('ja_forgot_password', "楽天のパスワードを忘れました。登録メールアドレスも使えなくなっています。どうすればいい？")
L('ja_masked_card_mail', f"「ご利用カード：VISA（下4桁 {ldg(4)}）ご利用金額：{rint(1000, 50000):,}円」というメールが来た。フィッシング？")
L('ja_placeholder_config', "設定ファイルのテンプレート：\nslack:\n  token: xoxb-YOUR-TOKEN-HERE\n  channel: \"#alerts\"\nこのまま git に入れて大丈夫？")
L('ja_git_commit_hash', f"git cherry-pick {lhx(40)} でコンフリクトが起きました。どう解消すればいい？")
L('ja_order_number', f"注文番号 {ldg(3)}-{ldg(7)}-{ldg(7)} の商品が届きません。出品者へのメッセージを丁寧に書いて。")
L('ja_phone_number_clinic', f"病院の電話番号 03-{ldg(4)}-{ldg(4)} と診察券番号 {ldg(6)} をメモしておいて。")
L('ja_otp_general_question', "ワンタイムパスワードって30秒ごとに変わるけど、どういう仕組み？時計がずれてたらどうなるの？")
L('ja_wifi_free_spot', "駅のフリーWi-Fi「JR-EAST_FREE_Wi-Fi」はパスワード不要でメール登録だけらしい。セキュリティ的に大丈夫？")
L('ja_version_info', "macOS 15.1 で Xcode 16.1 をインストールしたら、CocoaPods 1.16.2 がエラーになります。")
L('ja_flight_booking', f"JL{rint(1, 999)}便、{dv()} 10:25 羽田発、座席 {rint(10, 50)}K。前日にリマインドして。")
L('ja_uuid_error_log', f"エラーログ：ERROR [{dv()} 03:12:44] job_id={luuid()} status=FAILED reason=Timeout。原因の調べ方を教えて。")
L('ja_sha1_checksum', f"ダウンロードしたファイルのSHA-1が {lhx(40)} なんですが、公式と一致するか確認する方法は？")
L('ja_public_key_gpg', f"GPGの公開鍵のフィンガープリントは {' '.join(lhx(4).upper() for _ in range(10))} です。これを名刺に載せても問題ない？")
L('ja_pin_rule_question', "スマホの暗証番号を4桁から6桁に変えるべき？生年月日は避けたほうがいいって本当？")
L('ja_password_count_story', "パスワード管理アプリに登録しているのが200件を超えました。重複しているのが30件あるらしい。")
L('ja_imei_repair', f"修理受付でIMEI {imei()} を聞かれました。これは個人情報になりますか？")

# ================================================================ LOOK-ALIKES: Korean
L('ko_business_registration_number', f"세금계산서 발행할 때 사업자등록번호 {kr_brn()} (주)하늘소프트로 해주세요. 메일 양식 만들어줘.")
L('ko_cj_tracking_number', f"CJ대한통운 송장번호 {ldg(12)} 배송 조회가 안 돼요. 판매자에게 보낼 문의 글 써줘.")
L('ko_password_rule', "회사 비밀번호 정책이 영문 대소문자, 숫자, 특수문자 조합 10자리 이상, 3개월마다 변경인데 요즘 권장사항이랑 맞아요?")
L('ko_masked_rrn_display', f"등본에 주민등록번호가 {rint(80, 99)}{ldg(4)}-1****** 이렇게 나와 있는데 뒷자리 전체가 필요한 곳은 어디예요?")
L('ko_masked_card_sms', f"[Web발신] 신한카드({ldg(4)}) 승인 {rint(10000, 99999):,}원 일시불 12/04 13:22 스타벅스. 제가 쓴 거 맞는지 확인하는 방법?")
L('ko_forgot_password', "카카오톡 비밀번호를 잊어버렸는데 이메일 인증이 안 돼요. 어떻게 해야 하나요?")
L('ko_placeholder_yaml', "application.yml 템플릿:\nspring:\n  datasource:\n    password: ${DB_PASSWORD}\n환경변수로 주입하는 게 맞죠?")
L('ko_git_sha', f"git bisect 결과 {lhx(40)} 커밋에서 버그가 생겼대요. 이 커밋 변경사항 보는 명령어 알려줘.")
L('ko_order_number_coupang', f"쿠팡 주문번호 {ldg(14)} 반품 신청했는데 회수가 안 와요.")
L('ko_phone_number_office', f"연락처 저장해줘: 김 과장 010-{ldg(4)}-{ldg(4)}, 사무실 02-{ldg(3)}-{ldg(4)}.")
L('ko_verification_question', "인증번호가 6자리인데 3분 안에 입력해야 한대요. 시간이 너무 짧은 것 같아요.")
L('ko_wifi_public', "지하철 공공 와이파이 Public WiFi Free는 비밀번호가 없던데 보안상 괜찮나요?")
L('ko_version_numbers', "안드로이드 14, 카카오톡 10.8.5 버전에서 사진 전송이 안 돼요.")
L('ko_ktx_booking', f"KTX {rint(1, 999)}열차 {rint(1, 18)}호차 {rint(1, 20)}D석, {dv()} 07:30 서울 출발이에요. 알림 설정해줘.")
L('ko_hash_value_check', f"다운받은 파일 SHA-256이 {lhx(64)} 인데 공식 사이트 값이랑 맞는지 어떻게 비교해요?")
L('ko_pin_length_question', "간편비밀번호를 6자리로 설정하라는데 생년월일은 왜 안 된다는 거예요?")

# ================================================================ LOOK-ALIKES: other languages
L('de_ust_idnr_rechnung', f"Bitte prüf die Rechnung: USt-IdNr. DE{ldg(9)}, Rechnungsnummer RE-{dv()[:4]}-{ldg(4)}, Betrag {rint(100, 999)},00 €.")
L('de_passwort_richtlinie', "Unsere IT sagt, Passwörter müssen mindestens 14 Zeichen lang sein und dürfen keine Wörter aus dem Duden enthalten. Ist das übertrieben?")
L('de_iban_maskiert', f"Auf dem Kontoauszug steht nur DE** **** **** **** **{ldg(2)} {ldg(2)}. Reicht das für die Rücklastschrift?")
L('de_dhl_sendungsnummer', f"Meine DHL-Sendungsnummer {ldg(12)} hängt seit vier Tagen im Paketzentrum. Was kann ich tun?")
L('fr_siret_facture', f"Sur ma facture d'auto-entrepreneur, je mets le SIRET {siret()} et « TVA non applicable, art. 293 B du CGI ». C'est correct ?")
L('fr_mot_de_passe_oublie', "J'ai oublié le mot de passe de mon compte Ameli, et le code provisoire envoyé par courrier a expiré. Que faire ?")
L('fr_colissimo_suivi', f"Mon colis Colissimo {lv(lambda: rs(2, UP))}{ldg(9)}FR est bloqué « en cours d'acheminement » depuis une semaine.")
L('es_cif_empresa_factura', f"La factura tiene el CIF B{ldg(8)} de la empresa y el número de pedido {ldg(10)}. ¿Falta algo para que sea válida?")
L('es_politica_contrasenas', "En el trabajo nos piden cambiar la contraseña cada 60 días y que tenga 10 caracteres. ¿Sirve de algo cambiarla tan seguido?")
L('es_numero_pedido', f"Mi pedido de Zara {ldg(11)} llegó incompleto, escríbeme la reclamación.")
L('it_partita_iva_fattura', f"In fattura elettronica ho messo Partita IVA {piva()} e codice destinatario {lv(lambda: rs(7, UP + DIG))}. Lo SDI l'ha scartata, perché?")
L('it_password_regole', "Le regole della password del registro elettronico: minimo 8 caratteri, una maiuscola e un numero. Mio figlio ne ha scelta una da 8, va bene?")
L('it_spedizione_brt', f"Il tracking BRT {ldg(15)} dice consegnato ma non ho ricevuto niente.")
L('pt_br_cnpj_nota_fiscal', f"A nota fiscal saiu com o CNPJ {cnpj()} da loja, mas a razão social está errada. Como peço correção?")
L('pt_br_politica_senha', "O banco pede senha de 6 números para o app e 8 caracteres para o internet banking. Por que são diferentes?")
L('pt_br_rastreio_correios', f"O rastreio dos Correios {lv(lambda: rs(2, UP))}{ldg(9)}BR está parado em Curitiba há dias.")
L('nl_kvk_nummer_factuur', f"Op de factuur staat KvK {ldg(8)} en btw-id NL{ldg(9)}B01. Moet dat er allebei op?")
L('nl_wachtwoord_beleid', "Mijn werkgever wil dat ik elke maand mijn wachtwoord verander. Is dat nog van deze tijd?")
L('nl_postnl_track', f"PostNL track & trace 3S{lv(lambda: rs(4, UP))}{ldg(9)} zegt bezorgd, maar er ligt niks.")
L('pl_nip_faktura', f"Na fakturze jest NIP {nip()} sprzedawcy i numer FV/{ldg(3)}/{dv()[:4]}. Czy mogę ją odliczyć?")
L('pl_polityka_hasel', "W pracy hasło musi mieć 12 znaków i zmieniamy je co 30 dni. Jak zapamiętać takie hasła?")
L('pl_inpost_paczka', f"Paczka InPost numer {ldg(24)} czeka w paczkomacie, ale nie dostałem kodu odbioru SMS-em. Co robić?")
L('ru_inn_organizacii', f"В счёте указан ИНН организации {inn10()} и КПП 7701{ldg(5)}. Это достаточно для оплаты?")
L('ru_parol_pravila', "На Госуслугах пароль должен быть не короче 8 символов. Это достаточно безопасно?")
L('ru_trek_pochta', f"Трек-номер Почты России {ldg(14)} не отслеживается уже неделю.")
L('tr_vergi_no_fatura', f"Faturada vergi numarası {ldg(10)} ve vergi dairesi Kadıköy yazıyor. Şirket adı eksik, sorun olur mu?")
L('tr_sifre_kurali', "Banka şifrem 6 haneli olmalı ve ardışık rakam içermemeliymiş. Neden böyle bir kural var?")
L('tr_kargo_takip', f"Yurtiçi Kargo takip numaram {ldg(10)}, üç gündür transfer merkezinde.")
L('ar_order_number_noon', f"رقم الطلب من نون N{ldg(11)}A وصل ناقصاً، اكتب لي رسالة شكوى.")
L('ar_password_policy', "سياسة كلمات المرور في عملي تتطلب 12 حرفاً وتغييرها كل 60 يوماً. هل هذا مفيد فعلاً؟")
L('ar_masked_card_sms', f"وصلتني رسالة: تم خصم {rint(10, 999)} ريال من بطاقتك المنتهية بـ {ldg(4)}. هل هي رسالة احتيال؟")
L('he_order_tracking', f"מספר המעקב של החבילה מדואר ישראל הוא RR{ldg(9)}IL והיא תקועה במכס.")
L('he_password_policy', "במשרד מחייבים סיסמה של 10 תווים עם מספר וסימן. זה מספיק?")
L('hi_pnr_train_status', f"ट्रेन नंबर {rint(12001, 12999)} का PNR स्टेटस देखना है, कोच B{rint(1, 6)} बर्थ {rint(1, 72)}। कब तक कन्फर्म होगा?")
L('hi_password_rules', "बैंक ऐप में पासवर्ड कम से कम 8 अक्षर का होना चाहिए और हर 90 दिन में बदलना है। क्या ये ज़रूरी है?")
L('hi_ifsc_code_branch', f"SBI ब्रांच का IFSC कोड SBIN000{ldg(4)} है, क्या ये हर ब्रांच का अलग होता है?")
L('th_tracking_kerry', f"เลขพัสดุ Kerry {lv(lambda: rs(4, UP))}{ldg(10)} ยังไม่อัปเดตเลย ควรติดต่อใคร")
L('th_password_rule', "ระบบบริษัทให้ตั้งรหัสผ่านอย่างน้อย 12 ตัว มีตัวพิมพ์ใหญ่และตัวเลข ควรตั้งแบบไหนดี")
L('vi_ma_van_don', f"Mã vận đơn GHN {lv(lambda: rs(5, UP))}{ldg(4)} không cập nhật mấy ngày rồi, mình nên làm gì?")
L('vi_chinh_sach_mat_khau', "Ngân hàng yêu cầu mật khẩu 8-20 ký tự, có chữ hoa và số. Đặt mật khẩu thế nào cho dễ nhớ?")
L('id_nomor_resi', f"Nomor resi JNE {ldg(16)} belum ada update sejak kemarin. Harus hubungi siapa?")
L('id_aturan_kata_sandi', "Aplikasi bank minta kata sandi minimal 8 karakter dengan huruf besar. Kenapa PIN-nya cuma 6 angka?")
L('sv_orgnummer_faktura', f"På fakturan står organisationsnummer 559{ldg(3)}-{ldg(4)} och OCR-nummer {ldg(12)}. Vad är OCR-numret till för?")
L('sv_losenord_regler', "Jobbet kräver lösenord på minst 14 tecken. Är en lösenfras med fyra ord tillräckligt?")
L('uk_nomer_vidpravlennia', f"Номер відправлення Нової пошти {ldg(14)}, посилка в дорозі вже 5 днів.")
L('uk_parol_pravyla', "Дія вимагає пароль щонайменше з 8 символів. Як придумати надійний пароль?")
L('cs_ico_faktura', f"Na faktuře je IČO {ldg(8)} a variabilní symbol {ldg(10)}. Musím ho při platbě uvést?")
L('cs_heslo_pravidla', "Banka chce heslo o 12 znacích a měnit ho každý rok. Je to rozumné?")
L('fa_tracking_post', f"کد رهگیری پست من {ldg(24)} است ولی هنوز به‌روز نشده. چه کار کنم؟")
L('fa_password_rules', "سامانه دانشگاه می‌گوید رمز عبور باید حداقل ۸ کاراکتر باشد. این کافی است؟")
L('el_afm_timologio', f"Στο τιμολόγιο γράφει ΑΦΜ εταιρείας {ldg(9)} και ΔΟΥ Αθηνών. Είναι σωστό το παραστατικό;")
L('el_kanones_kodikou', "Η τράπεζα ζητά κωδικό 8 χαρακτήρων με αριθμό. Πόσο συχνά πρέπει να τον αλλάζω;")
L('ro_cui_factura', f"Pe factură apare CUI RO{ldg(8)} și nr. de ordine J40/{ldg(5)}/{dv()[:4]}. E completă?")
L('ro_reguli_parola', "Aplicația ANAF cere parolă de minim 10 caractere. Ce parolă ușor de ținut minte îmi recomanzi?")
L('sw_mpesa_transaction_code', f"Nimepokea ujumbe wa M-Pesa: {lv(lambda: rs(10, UP + DIG))} Confirmed. Ksh{rint(100, 9999):,}.00 sent to JOHN KAMAU {rint(1, 28)}/11/25. Je, hii ni halali?")
L('sw_password_rules', "Benki inasema nenosiri liwe na herufi 8 na namba. Ni salama kiasi gani?")

# ================================================================ self-checks and output
def self_check(data):
    kinds = [c['kind'] for c in data['cases']] + [l['kind'] for l in data['lookalikes']]
    dup = {k for k in kinds if kinds.count(k) > 1}
    if dup: raise SystemExit(f'duplicate kinds: {dup}')
    import re
    for k in kinds:
        if not re.fullmatch(r'[a-z][a-z0-9_]*', k): raise SystemExit(f'bad kind {k}')
    texts = [c['text'] for c in data['cases']] + [l['text'] for l in data['lookalikes']]
    if len(set(texts)) != len(texts): raise SystemExit('duplicate texts')
    allsec = set()
    for c in data['cases']:
        sec = c['secrets']
        if not sec: raise SystemExit(f"{c['kind']}: no secrets")
        if len(set(sec)) != len(sec): raise SystemExit(f"{c['kind']}: duplicate secret")
        for s in sec:
            if not s or s not in c['text']: raise SystemExit(f"{c['kind']}: secret not in text: {s!r}")
            for t in sec:
                if s != t and s in t: raise SystemExit(f"{c['kind']}: {s!r} inside {t!r}")
        allsec.update(sec)
    for l in data['lookalikes']:
        for s in allsec:
            if s in l['text']: raise SystemExit(f"lookalike {l['kind']} contains case secret {s!r}")
    dumped = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=4096)
    if yaml.safe_load(dumped) != data: raise SystemExit('YAML round trip differs')
    return dumped

def _str_rep(dumper, s):
    if '\n' in s:
        return dumper.represent_scalar('tag:yaml.org,2002:str', s, style='|')
    return dumper.represent_scalar('tag:yaml.org,2002:str', s)
yaml.SafeDumper.add_representer(str, _str_rep)

DATA = {'cases': CASES, 'lookalikes': LOOKS}
out = self_check(DATA)
header = (f'# heldout_v20.yaml - blind held-out set for a secrets-redaction filter\n'
          f'# generated by make_heldout_v20.py (seed {SEED}); do not edit by hand\n')
with open(OUT, 'w', encoding='utf-8') as fh:
    fh.write(header + out)

def lang(k):
    p = k.split('_')[0]
    return p if p in ('zhs', 'zht', 'ja', 'ko', 'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'tr', 'ar', 'he', 'hi',
                      'th', 'vi', 'id', 'sv', 'uk', 'cs', 'fa', 'el', 'ro', 'sw') else '??'
from collections import Counter
cl = Counter(lang(c['kind']) for c in CASES); ll = Counter(lang(l['kind']) for l in LOOKS)
nsec = sum(len(c['secrets']) for c in CASES)
multi = sum(1 for c in CASES if '\n---\n' in c['text'])
cjk = lambda cnt: sum(cnt[x] for x in ('zhs', 'zht', 'ja', 'ko'))
print(f'wrote {OUT}')
print(f'cases={len(CASES)} secrets={nsec} lookalikes={len(LOOKS)} multi_message_cases={multi}')
print(f'CJK cases={cjk(cl)} ({100 * cjk(cl) / len(CASES):.1f}%) CJK lookalikes={cjk(ll)} ({100 * cjk(ll) / len(LOOKS):.1f}%)')
print(f'English cases={cl["en"]} ({100 * cl["en"] / len(CASES):.1f}%) English lookalikes={ll["en"]} ({100 * ll["en"] / len(LOOKS):.1f}%)')
print('cases by language:', dict(sorted(cl.items())))
print('lookalikes by language:', dict(sorted(ll.items())))
print('self-checks: OK')
