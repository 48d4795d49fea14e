#!/usr/bin/env python3
"""Frozen blind held-out set no. 25 for a secret-redaction filter.

Deterministic: stdlib only, fixed seed. All values are random and synthetic.
Usage: python3 make_heldout_v25.py [output_path]   (default: heldout_v25.yaml next to this file)
"""
import base64
import json
import os
import random
import string
import sys

R = random.Random(25250525)
CASES = []

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = string.ascii_letters + string.digits


def add(cid, lang, text, secrets, looks, note):
    CASES.append(dict(id=cid, lang=lang, text=text, secrets=list(secrets),
                      lookalikes=list(looks), note=note))


# ---------------------------------------------------------------- primitives
def dg(n):
    return ''.join(R.choice(DIG) for _ in range(n))


def dg1(n):
    return R.choice('123456789') + dg(n - 1)


def an(n, alphabet=ALNUM):
    return ''.join(R.choice(alphabet) for _ in range(n))


def hexs(n):
    return ''.join(R.choice('0123456789abcdef') for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b'=').decode()


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


WORDS = ['river', 'cabin', 'lemon', 'orbit', 'velvet', 'maple', 'canyon', 'tiger', 'pencil',
         'harbor', 'glove', 'rocket', 'meadow', 'copper', 'whisper', 'lantern', 'pepper',
         'island', 'saddle', 'walnut', 'violin', 'bridge', 'garden', 'falcon', 'mirror',
         'ticket', 'thunder', 'oyster', 'planet', 'shadow', 'blanket', 'cactus', 'dolphin',
         'engine', 'fossil', 'gravel', 'hammer', 'jungle', 'kettle', 'ladder', 'magnet',
         'napkin', 'orange', 'parrot', 'quartz', 'raven', 'silver', 'tunnel', 'umbrella',
         'vacuum', 'winter', 'yellow', 'zebra', 'anchor', 'bamboo', 'candle', 'desert',
         'empire', 'fabric', 'galaxy', 'hollow', 'insect', 'jacket', 'kingdom', 'lizard',
         'marble', 'needle', 'office', 'puzzle', 'rabbit', 'salmon', 'timber', 'unique']
SYL = ['ka', 'lo', 'mi', 'ra', 'tus', 'ven', 'dor', 'pel', 'qui', 'zan', 'bri', 'mo', 'lek',
       'sa', 'tor', 'fin', 'gu', 'hex', 'no', 'var', 'bel', 'xi', 'jun', 'pra']


def pw(kind=None):
    k = R.randint(0, 3) if kind is None else kind
    if k == 0:
        return (''.join(R.choice(SYL) for _ in range(3)).capitalize()
                + R.choice('!#$%&*?') + dg(R.randint(2, 4)))
    if k == 1:
        return an(1, UP) + an(R.randint(11, 16), ALNUM + '!#%^*-_=+')
    if k == 2:
        return '-'.join(R.choice(WORDS) for _ in range(3)) + '-' + dg(2)
    return R.choice(WORDS).capitalize() + dg(4) + R.choice('!?.')


def pwu():
    """URL/shell-safe password."""
    return an(1, UP) + an(R.randint(13, 18), ALNUM + '-_') + dg(1)


def seed_phrase(n=12):
    return ' '.join(R.sample(WORDS, n))


def uuid4():
    h = hexs(32)
    return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:])


def jwt():
    hdr = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(',', ':')).encode())
    pl = b64u(json.dumps({"sub": dg(7), "role": "member", "iat": 1700000000 + R.randint(0, 30000000)},
                         separators=(',', ':')).encode())
    return hdr + '.' + pl + '.' + b64u(rbytes(32))


def wrap(s, n):
    return '\n'.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
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
    num = ''.join(c for c in num if c.isdigit())
    return luhn_digit(num[:-1]) == num[-1]


def card(prefix, length=16):
    body = prefix + dg(length - len(prefix) - 1)
    return body + luhn_digit(body)


def f4(n, sep=' '):
    return sep.join(n[i:i + 4] for i in range(0, len(n), 4))


def famex(n):
    return n[:4] + ' ' + n[4:10] + ' ' + n[10:]


def cvv(n=3):
    return dg1(n)


def cn_id():
    body = (R.choice(['110105', '310115', '440305', '510107', '330106', '420111'])
            + '%04d%02d%02d' % (R.randint(1962, 2003), R.randint(1, 12), R.randint(1, 28)) + dg(3))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + '10X98765432'[s % 11]


TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22,
            O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id():
    L = R.choice('ABEFHKT')
    d = [R.choice([1, 2])] + [R.randint(0, 9) for _ in range(7)]
    v = TW_L[L]
    s = (v // 10) * 1 + (v % 10) * 9 + sum(x * w for x, w in zip(d, [8, 7, 6, 5, 4, 3, 2, 1]))
    c = (10 - s % 10) % 10
    return L + ''.join(map(str, d)) + str(c)


def kr_rrn():
    body = '%02d%02d%02d' % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice('12') + dg(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body[:6] + '-' + body[6:] + str((11 - s % 11) % 10)


def jp_mynumber():
    body = dg1(11)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return body + str(0 if r <= 1 else 11 - r)


def cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = ''.join(map(str, d))
    return '%s.%s.%s-%s' % (s[:3], s[3:6], s[6:9], s[9:])


def cnpj():
    d = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(x * y for x, y in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = ''.join(map(str, d))
    return '%s.%s.%s/%s-%s' % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])


def dni():
    n = R.randint(10000000, 99999999)
    return '%d%s' % (n, 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23])


def pesel():
    body = '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + dg(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


def nip():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
        c = sum(x * w for x, w in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c != 10:
            break
    s = ''.join(map(str, d)) + str(c)
    return '%s-%s-%s-%s' % (s[:3], s[3:6], s[6:8], s[8:])


def tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    body = R.choice('23456789') + dg(10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    full = body + str(VINV[c])
    assert verhoeff_ok(full)
    return '%s %s %s' % (full[:4], full[4:8], full[8:])


def se_pnr():
    body = '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + dg(3)
    return body[:6] + '-' + body[6:] + luhn_digit(body)


def bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        c = sum(x * w for x, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if c <= 9:
            return ''.join(map(str, d)) + str(c)


def kvk():
    return dg1(8)


def il_id():
    body = dg1(8)
    return body + luhn_digit(body)


def amka():
    body = '%02d%02d%02d' % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + dg(4)
    return body + luhn_digit(body)


def th_id():
    d = [R.randint(1, 8)] + [R.randint(0, 9) for _ in range(11)]
    s = sum(x * (13 - i) for i, x in enumerate(d))
    d.append((11 - s % 11) % 10)
    s = ''.join(map(str, d))
    return '%s-%s-%s-%s-%s' % (s[0], s[1:5], s[5:10], s[10:12], s[12])


def nir():
    body = (R.choice('12') + '%02d%02d' % (R.randint(60, 99), R.randint(1, 12))
            + R.choice(['75', '69', '13', '33', '44']) + dg(3) + dg(3))
    key = 97 - int(body) % 97
    return '%s %s %s %s %s %s %02d' % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


CF_ODD = {'0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
          'A': 1, 'B': 0, 'C': 5, 'D': 7, 'E': 9, 'F': 13, 'G': 15, 'H': 17, 'I': 19, 'J': 21,
          'K': 2, 'L': 4, 'M': 18, 'N': 20, 'O': 11, 'P': 3, 'Q': 6, 'R': 8, 'S': 12, 'T': 14,
          'U': 16, 'V': 10, 'W': 22, 'X': 25, 'Y': 24, 'Z': 23}


def codice_fiscale():
    cons = 'BCDFGLMNPRSTVZ'
    s = an(3, cons) + an(3, cons) + '%02d' % R.randint(60, 99) + R.choice('ABCDEHLMPRST') \
        + '%02d' % (R.randint(1, 28) + R.choice([0, 40])) + R.choice(['F205', 'H501', 'L219', 'G273', 'A944'])
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0:
            tot += CF_ODD[ch]
        else:
            tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return s + chr(65 + tot % 26)


def snils():
    d = [R.randint(0, 9) for _ in range(9)]
    d[0] = R.randint(1, 9)
    s = sum(x * (9 - i) for i, x in enumerate(d))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    t = ''.join(map(str, d))
    return '%s-%s-%s %02d' % (t[:3], t[3:6], t[6:], c)


def inn10():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    c = sum(x * w for x, w in zip(d, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return ''.join(map(str, d)) + str(c)


def ssn():
    while True:
        a = R.randint(100, 899)
        if a != 666:
            break
    return '%03d-%02d-%04d' % (a, R.randint(1, 99), R.randint(1, 9999))


def sin_ca():
    body = R.choice('1234567') + dg(7)
    s = body + luhn_digit(body)
    return '%s %s %s' % (s[:3], s[3:6], s[6:])


def saudi_id():
    body = '1' + dg(8)
    return body + luhn_digit(body)


def emirates_id():
    body = '784' + str(R.randint(1970, 2000)) + dg(7)
    s = body + luhn_digit(body)
    return '%s-%s-%s-%s' % (s[:3], s[3:7], s[7:14], s[14])


def cz_rc():
    while True:
        body = '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12) + R.choice([0, 50]), R.randint(1, 28)) + dg(3)
        c = int(body) % 11
        if c < 10:
            return body[:6] + '/' + body[6:] + str(c)


def no_fnr():
    while True:
        d = [int(x) for x in '%02d%02d%02d' % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + dg(3)]
        k1 = 11 - sum(x * w for x, w in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(x * w for x, w in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        d.append(k2)
        return ''.join(map(str, d))


def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    n = R.randint(2, 899)
    v = int('%02d%02d%02d%03d' % (dd, mm, yy, n))
    return '%02d%02d%02d-%03d%s' % (dd, mm, yy, n, '0123456789ABCDEFHJKLMNPRSTUVWXY'[v % 31])


def ro_cnp():
    body = R.choice('12') + '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) \
        + '%02d' % R.randint(1, 40) + dg(3)
    c = sum(int(a) * int(b) for a, b in zip(body, '279146358279')) % 11
    return body + str(1 if c == 10 else c)


def ir_code():
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    r = sum(x * (10 - i) for i, x in enumerate(d)) % 11
    return ''.join(map(str, d)) + str(r if r < 2 else 11 - r)


def de_steuerid():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
    prod = 10
    for x in d:
        s = (x + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    c = 11 - prod
    if c == 10:
        c = 0
    t = ''.join(map(str, d)) + str(c)
    return '%s %s %s %s' % (t[:2], t[2:5], t[5:8], t[8:])


def hu_taj():
    d = [R.randint(0, 9) for _ in range(8)]
    d[0] = R.randint(0, 1)
    c = sum(x * (3 if i % 2 == 0 else 7) for i, x in enumerate(d)) % 10
    t = ''.join(map(str, d)) + str(c)
    return '%s %s %s' % (t[:3], t[3:6], t[6:])


def vn_cccd():
    return R.choice(['001', '079', '048', '031', '092']) + R.choice('01') + '%02d' % R.randint(70, 99) + dg(6)


def id_nik():
    dd = R.randint(1, 28) + R.choice([0, 40])
    return R.choice(['317404', '327301', '357802', '517103']) + '%02d%02d%02d' % (dd, R.randint(1, 12), R.randint(70, 99)) + dg1(4)


def uk_nino():
    return R.choice(['AB', 'CE', 'JK', 'NP', 'ST', 'WL']) + dg(6) + R.choice('ABCD')


def iban(cc, bban):
    num = ''.join(str(int(ch, 36)) for ch in bban + cc + '00')
    return cc + '%02d' % (98 - int(num) % 97) + bban


def to_digits(s, zero):
    return ''.join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


FULLW = '\uff10'
ARAB = '\u0660'
PERS = '\u06f0'
DEVA = '\u0966'
THAI = '\u0e50'


def otp():
    return dg1(6)


def pin4():
    while True:
        p = dg(4)
        if len(set(p)) >= 3:
            return p


def sshpub():
    blob = b'\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20' + rbytes(32)
    return 'ssh-ed25519 ' + base64.b64encode(blob).decode()


def openssh_priv_body():
    raw = (b'openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01'
           + rbytes(280))
    return wrap(base64.b64encode(raw).decode(), 70)


def bech32ish():
    return 'bc1q' + an(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')


def fmt_amount():
    return '%d.%02d' % (R.randint(12, 4999), R.randint(0, 99))


def seq(*msgs):
    return '\n---\n'.join(msgs)


# ==================================================================== ENGLISH
def english():
    # 1 .env
    p, k = pwu(), 'sk-proj-' + an(48, ALNUM + '_-')
    add('en_env_app_mixed', 'en',
        'Why does my app crash on boot? here is my .env:\n'
        'DATABASE_URL=postgres://shop_app:%s@db.internal:5432/shop\n'
        'OPENAI_API_KEY=%s\nDEBUG=true\nPORT=8080\nAPP_VERSION=2.14.3\n' % (p, k),
        [p, k], ['5432', '8080', '2.14.3'], '.env with db url password and LLM key next to ports/version')

    # 2 AWS docs example vs real
    ak, sk = 'AKIA' + an(16, UP + DIG), an(40, ALNUM + '/+')
    add('en_aws_doc_example_vs_real', 'en',
        'The AWS guide shows AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY and that works in '
        'their sample, but when I put my own pair in ~/.aws/credentials it says SignatureDoesNotMatch:\n'
        '[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1' % (ak, sk),
        [ak, sk], ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'eu-central-1'],
        'documentation example keys must stay; the real pair must go')

    # 3 git remote with PAT + commit hash
    t = 'ghp_' + an(36)
    c = hexs(40)
    add('en_git_remote_pat', 'en',
        '$ git remote -v\norigin  https://mkowal:%s@github.com/acme-labs/billing.git (fetch)\n'
        'origin  https://mkowal:%s@github.com/acme-labs/billing.git (push)\n$ git log -1 --format=%%H\n%s\n'
        'push fails with 403, why?' % (t, t, c),
        [t], [c, 'acme-labs/billing'], 'token embedded in remote URL, repeated; full commit hash stays')

    # 4 OTP forwarded
    o = otp()
    add('en_sms_otp_quoted', 'en',
        'Got this text just now: "Your Brightwell verification code is %s. It expires in 10 minutes. '
        'Never share it." Is it legit? I did not try to log in.' % o,
        [o], ['10 minutes'], 'one-time code in a quoted SMS')

    # 5 card + cvv + order + amount
    cn, cv, oid, amt = card('4' + dg(5)), cvv(), 'A-' + dg(6), fmt_amount()
    add('en_card_cvv_order', 'en',
        'Order %s keeps failing at checkout ($%s). I typed card %s, exp 09/28, CVV %s. '
        'Is the site broken?' % (oid, amt, f4(cn), cv),
        [f4(cn), cv], [oid, '$' + amt], 'card and CVV beside order number and amount')

    # 6 stripe test cards vs own card
    own = card('5' + R.choice('12345') + dg(4))
    add('en_stripe_test_vs_live', 'en',
        'In test mode 4242 4242 4242 4242 succeeds and 4000 0000 0000 9995 is declined as expected. '
        'Then I tried live mode with my personal Mastercard %s and got card_declined too. '
        'Publishable key is pk_test_TYooMQauvdEDq54NiTphI7jx and the secret is sk_test_4eC39HqLyjWDarjtT1zdp7dc '
        '(the ones from the docs).' % f4(own),
        [f4(own)], ['4242 4242 4242 4242', '4000 0000 0000 9995', 'pk_test_TYooMQauvdEDq54NiTphI7jx',
                    'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
        'public test card numbers and doc sample keys stay; personal card goes')

    # 7 seed phrase + address
    sp, addr = seed_phrase(12), bech32ish()
    add('en_wallet_seed_and_address', 'en',
        'restoring my wallet on a new phone. phrase is: %s. it restores but shows a different receive '
        'address than %s, did I mess up the order?' % (sp, addr),
        [sp], [addr], 'seed phrase inline; public address stays')

    # 8 wifi party
    p = pw(2)
    add('en_wifi_party_invite', 'en',
        'Draft the party invite please. Include: Wi-Fi "Maple House 5G", password %s, parking on Elm St after 6pm, '
        'router admin is at 192.168.0.1 if the lights app acts up.' % p,
        [p], ['Maple House 5G', '192.168.0.1', '6pm'], 'wifi password with SSID and router IP')

    # 9 lockbox spelled with dashes
    lb = '-'.join(pin4())
    add('en_airbnb_lockbox', 'en',
        'Check-in notes for my guests: lockbox code %s (turn the dials, pull down), unit 3B on floor 2, '
        'check-in after 15:00, checkout 11:00.' % lb,
        [lb], ['3B', '15:00', '11:00'], 'lockbox code with separators beside unit/times')

    # 10 split token across messages
    tk = 'xoxb-' + dg(12) + '-' + dg(13) + '-' + an(24)
    h1, h2 = tk[:30], tk[30:]
    add('en_seq_split_slack_token', 'en',
        seq('my phone cuts long pastes, sending the bot token in two bits',
            h1, h2, 'ok now why does chat.postMessage say invalid_auth?'),
        [h1, h2], ['chat.postMessage'], 'token split over consecutive messages')

    # 11 correction PIN
    p1 = pin4()
    p2 = p1[:2] + p1[3] + p1[2]
    add('en_pin_correction', 'en',
        'My new debit PIN is %s - no wait, I swapped the last two, it is %s. Give me a mnemonic so I stop '
        'mixing them up.' % (p1, p2), [p1, p2], [], 'PIN then corrected PIN, both secret')

    # 12 spelled-out keypad
    nums = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
    sp4 = ' '.join(nums[int(x)] for x in pin4())
    add('en_spelled_garage_code', 'en',
        'Note for the dog sitter: the garage keypad code is %s, then press the lock button. '
        'Bowl is in bay 2.' % sp4, [sp4], ['bay 2'], 'code written out in words')

    # 13 security answers
    a1, a2 = R.choice(['Biscuit', 'Pickles', 'Marzipan', 'Sprocket']) + dg(2), R.choice(['Wojcikowski', 'Haverbrook', 'Thistlewood'])
    add('en_security_answers', 'en',
        'Setting up the pension portal. Q1 "first pet" I answered %s, Q2 "mother\'s maiden name" I answered '
        '%s. Are these strong enough or should I use random strings?' % (a1, a2),
        [a1, a2], ['Q1', 'Q2'], 'security question answers')

    # 14 recovery codes
    codes = [an(4, LOW + DIG) + '-' + an(4, LOW + DIG) for _ in range(10)]
    add('en_2fa_backup_codes', 'en',
        'Where should I store these? GitLab gave me:\n' + '\n'.join(codes) + '\nEach can be used once.',
        codes, [], 'list of 2FA backup codes')

    # 15 ssh private key + public key
    body, pub = openssh_priv_body(), sshpub()
    fp = 'SHA256:' + base64.b64encode(rbytes(32)).decode().rstrip('=')
    add('en_ssh_private_key_paste', 'en',
        'ssh keeps asking for a password. key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n'
        '-----END OPENSSH PRIVATE KEY-----\nand the server has %s deploy@ci in authorized_keys, '
        'fingerprint %s' % (body, pub, fp),
        [body], [pub, fp], 'private key body must go; public key and fingerprint stay')

    # 16 JWT in log
    j, u = jwt(), uuid4()
    add('en_log_bearer_jwt', 'en',
        '2024-03-11T09:12:44Z INFO  gw request_id=%s path=/v1/orders status=401\n'
        '2024-03-11T09:12:44Z DEBUG gw headers={"Authorization": "Bearer %s", "Accept": "application/json"}\n'
        'why 401 when the token is fresh?' % (u, j),
        [j], [u, '2024-03-11T09:12:44Z'], 'bearer JWT in debug log beside request uuid')

    # 17 docker compose
    p = pwu()
    add('en_docker_compose_pg', 'en',
        'services:\n  db:\n    image: postgres:16.2\n    environment:\n      POSTGRES_USER: ledger\n'
        '      POSTGRES_PASSWORD: %s\n    ports:\n      - "5433:5432"\n' % p + 'container restarts in a loop',
        [p], ['postgres:16.2', '5433:5432'], 'compose file with db password')

    # 18 github actions
    st = 'sqp_' + hexs(40)
    add('en_ci_actions_mixed', 'en',
        'jobs:\n  scan:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n'
        '      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n'
        '      - run: sonar-scanner -Dsonar.token=%s\n' % st + 'the sonar step works locally only',
        [st], ['${{ secrets.NPM_TOKEN }}', 'actions/checkout@v4', 'ubuntu-22.04'],
        'CI secret reference stays, hard-coded token goes')

    # 19 curl -u
    p, oid, u = pwu(), dg1(6), uuid4()
    add('en_curl_basic_user', 'en',
        'curl -s -u admin:%s -H "X-Request-Id: %s" https://api.example.com/v2/orders/%s\n'
        'returns {"error":"forbidden"}' % (p, u, oid),
        [p], [u, oid, 'api.example.com'], 'curl -u credentials with ids in URL/header')

    # 20 basic auth header
    user, p = 'svc_report', pwu()
    b = base64.b64encode(('%s:%s' % (user, p)).encode()).decode()
    add('en_basic_auth_header_b64', 'en',
        'GET /export.csv HTTP/1.1\nHost: reports.local\nAuthorization: Basic %s\n\nHTTP/1.1 401 Unauthorized' % b,
        [b], ['HTTP/1.1 401 Unauthorized'], 'base64 basic-auth header value')

    # 21 SQL seed
    p = pw(0)
    add('en_sql_seed_plain_password', 'en',
        "INSERT INTO users (id, email, role, password) VALUES (1042, 'ops@example.org', 'admin', '%s');\n"
        "-- seed for staging, why does login say invalid hash?" % p,
        [p], ['1042', 'ops@example.org'], 'plaintext password in SQL insert')

    # 22 CSV SSNs
    rows, secs, looks = [], [], []
    for nm in ['Alvarez, Rosa', 'Chen, Wei', 'Okafor, Ada']:
        eid, s_ = 'E' + dg(5), ssn()
        rows.append('"%s",%s,%s,%s' % (nm, eid, s_, R.choice(['Sales', 'Ops', 'R&D'])))
        secs.append(s_)
        looks.append(eid)
    add('en_csv_payroll_ssn', 'en',
        'dedupe this CSV by employee id:\nname,employee_id,ssn,dept\n' + '\n'.join(rows),
        secs, looks, 'SSNs in CSV beside employee ids')

    # 23 jupyter token
    t = hexs(48)
    add('en_jupyter_token_output', 'en',
        '[I 10:02:11.553 LabApp] Jupyter Server 2.12.5 is running at:\n'
        '[I 10:02:11.553 LabApp] http://127.0.0.1:8888/lab?token=%s\n'
        'how do I open this from my laptop over ssh?' % t,
        [t], ['2.12.5', '127.0.0.1:8888'], 'notebook server token in URL')

    # 24 npmrc + pip
    nt = 'npm_' + an(36)
    pt = 'pypi-AgEIcHlwaS5vcmc' + an(60, ALNUM + '_-')
    add('en_npmrc_and_pypirc', 'en',
        '~/.npmrc\n//registry.npmjs.org/:_authToken=%s\n\n~/.pypirc\n[pypi]\nusername = __token__\npassword = %s\n'
        'twine upload says 403 but npm works' % (nt, pt),
        [nt, pt], ['__token__', 'registry.npmjs.org'], 'package registry tokens; __token__ username stays')

    # 25 k8s secret base64
    p = pwu()
    b = base64.b64encode(p.encode()).decode()
    add('en_k8s_secret_b64', 'en',
        'apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\ntype: Opaque\ndata:\n  username: YXBp\n'
        '  password: %s\n' % b + 'pod says auth failed, is the encoding wrong?',
        [b], ['api-db', 'Opaque'], 'base64 password inside k8s Secret')

    # 26 placeholders only
    add('en_placeholders_only', 'en',
        'For the README example use API_KEY=<your-api-key-here>, DB_PASSWORD=${DB_PASSWORD} and '
        'TOKEN=YOUR_TOKEN_HERE; people keep committing real values. Masked in screenshots as ********.',
        [], ['<your-api-key-here>', '${DB_PASSWORD}', 'YOUR_TOKEN_HERE', '********'],
        'placeholders and env references only')

    # 27 travel lookalikes
    add('en_travel_lookalikes_only', 'en',
        'Itinerary: flight BA 2490 leaves 07:35 from gate A17, seat 23C; hotel front desk +44 20 7946 0321, '
        'room 1408, breakfast voucher 2 of 3, taxi rank at door 4.',
        [], ['BA 2490', '07:35', 'A17', '23C', '+44 20 7946 0321', '1408'],
        'travel numbers only, nothing secret')

    # 28 hashes/uuids/versions
    c, u, h = hexs(40), uuid4(), hexs(64)
    add('en_dev_hashes_only', 'en',
        'git bisect says first bad commit is %s; failing test run %s on node 20.11.1. Release tarball sha256 %s '
        '- does that match what you expect?' % (c, u, h),
        [], [c, u, '20.11.1', h], '40/64 hex and uuid that are not secrets')

    # 29 eth private key vs address
    k, a = hexs(64), '0x' + hexs(40)
    add('en_eth_private_key_export', 'en',
        'I exported from my wallet: private key %s. Public address %s. Can I import it in another wallet '
        'without losing the NFTs?' % (k, a),
        [k], [a], '64-hex private key vs 40-hex address')

    # 30 bank login
    p, amt = pw(3), '1,250.00'
    add('en_bank_login_rent', 'en',
        'Remind me on the 1st: pay rent $%s via Northfield Bank. Online login user d.meyer84 / password %s' % (amt, p),
        [p], ['$' + amt], 'bank password in a reminder')

    # 31 family sequence alarm + padlock
    al, pl = pin4(), '%02d-%02d-%02d' % (R.randint(1, 39), R.randint(1, 39), R.randint(1, 39))
    add('en_seq_family_alarm', 'en',
        seq('mom asked me to write house notes for the neighbour',
            'alarm panel code %s, you have 30 seconds after opening the front door' % al,
            'shed padlock is %s, the lawnmower key hangs on hook 3' % pl,
            'can you format this nicely?'),
        [al, pl], ['30 seconds', 'hook 3'], 'alarm code and padlock combo over messages')

    # 32 gym locker
    lc = '%02d-%02d-%02d' % (R.randint(1, 39), R.randint(1, 39), R.randint(1, 39))
    add('en_gym_locker_combo', 'en',
        'I always forget: gym locker 214, combination %s. Spin class Tue 18:30 in studio 2.' % lc,
        [lc], ['214', '18:30'], 'locker combination beside locker number')

    # 33 ssn form
    s_ = ssn()
    add('en_ssn_form_zip', 'en',
        'Help me fill this W-4: name Dana Whitfield, SSN %s, address 1820 W Fullerton Ave, ZIP 60614, 2 dependents.' % s_,
        [s_], ['60614', '1820'], 'SSN beside address numbers')

    # 34 passport + flight
    pp = dg1(9)
    add('en_passport_visa_form', 'en',
        'ESTA form asks for passport no. - mine is %s, issued 2019. Flight UA 857, arriving gate 91.' % pp,
        [pp], ['UA 857', '2019'], 'passport number with flight data')

    # 35 python hardcoded sendgrid
    k = 'SG.' + an(22, ALNUM + '_-') + '.' + an(43, ALNUM + '_-')
    add('en_python_hardcoded_key', 'en',
        'def send(to):\n    sg = SendGridAPIClient(api_key="%s")\n    return sg.send(build(to), timeout=30)\n'
        '# retries=3, template d-%s' % (k, hexs(32)),
        [k], ['timeout=30'], 'API key hard-coded in python')

    # 36 slack webhook
    wt = an(24)
    wh = 'https://hooks.slack.com/services/T%s/B%s/%s' % (an(8, UP + DIG), an(10, UP + DIG), wt)
    add('en_slack_webhook', 'en',
        'my alert script posts to %s but nothing arrives in #ops-alerts' % wh,
        [wt], ['#ops-alerts'], 'webhook URL secret segment')

    # 37 shell history
    vt, p = 'hvs.' + an(24), pwu()
    add('en_shell_history', 'en',
        '  501  export VAULT_ADDR=https://vault.corp:8200\n  502  export VAULT_TOKEN=%s\n'
        '  503  mysql -u root -p\'%s\' -h 10.0.3.7 -P 3306\n  504  history | tail\n' % (vt, p) + 'what did I break?',
        [vt, p], ['10.0.3.7', '8200', '3306'], 'shell history with token and inline -p password')

    # 38 passphrase with spaces
    p = '%s %s %s %d' % (R.choice(WORDS), R.choice(WORDS), R.choice(WORDS), R.randint(2, 9))
    add('en_streaming_passphrase_spaces', 'en',
        'Our streaming account password is "%s" (with the spaces). My son changed the profile PIN though. '
        'How do I reset just the profile PIN?' % p,
        [p], [], 'passphrase containing spaces')

    # 39 wifi QR payload
    p = pw(1).replace(';', 'x').replace(':', 'y')
    add('en_wifi_qr_payload', 'en',
        'Print a QR for the cafe: WIFI:S:CoffeeLab;T:WPA;P:%s;; and add "Open 7-19" under it.' % p,
        [p], ['CoffeeLab', '7-19'], 'wifi key inside QR payload string')

    # 40 patient portal
    p = pw(0)
    add('en_patient_portal', 'en',
        'Appointment Thu 3:40pm, room 212, Dr. Okafor. To see the lab results the portal wants my password '
        '%s but says locked - who do I call?' % p,
        [p], ['3:40pm', '212'], 'health portal password')

    # 41 school lunch pin
    lp = pin4()
    add('en_school_lunch_pin', 'en',
        'Kid starts 4th grade, class 12B. Cafeteria account PIN %s. Write a short note for her lunchbox '
        'without the PIN please.' % lp, [lp], ['12B'], 'school account PIN')

    # 42 already masked
    add('en_already_masked', 'en',
        'Sharing the config with secrets already masked: card **** **** **** 4417, api_key=sk-...XXXX, '
        'token=[REDACTED], password=<hidden>. Does the structure look right?',
        [], ['**** **** **** 4417', 'sk-...XXXX', '[REDACTED]', '<hidden>'], 'masked values only')

    # 43 MSSQL connection string
    p = pwu()
    add('en_dotnet_connection_string', 'en',
        '"ConnectionStrings": { "Crm": "Server=tcp:contoso-crm.database.windows.net,1433;Initial Catalog=crm;'
        'User ID=crmadmin;Password=%s;Encrypt=True;Connection Timeout=30;" }' % p,
        [p], ['1433', 'Connection Timeout=30'], 'ADO.NET connection string')

    # 44 redis + mongo urls
    p1, p2 = pwu(), pwu()
    add('en_redis_mongo_urls', 'en',
        'REDIS_URL=redis://:%s@cache:6379/0\nMONGO_URI=mongodb+srv://svc_ro:%s@cluster0.x7k2p.mongodb.net/'
        '?retryWrites=true&w=majority' % (p1, p2),
        [p1, p2], ['6379', 'cluster0.x7k2p.mongodb.net'], 'URIs with passwords')

    # 45 pgpass
    p = pwu()
    add('en_pgpass_line', 'en',
        'my ~/.pgpass has\nwarehouse.internal:5432:analytics:etl_user:%s\nbut psql still prompts. chmod is 644.' % p,
        [p], ['5432', '644'], 'pgpass format')

    # 46 invoice lookalikes
    add('en_invoice_lookalikes_only', 'en',
        'Please draft a reminder: invoice INV-2024-00917, PO 4500123987, amount 3,482.19 EUR, due 2024-07-15, '
        'our VAT no. on the letterhead.',
        [], ['INV-2024-00917', '4500123987', '3,482.19', '2024-07-15'], 'invoice numbers only')

    # 47 sequence apple 2fa with space in code
    o = dg1(3) + ' ' + dg(3)
    add('en_seq_2fa_code_spaced', 'en',
        seq('trying to sign in on the new iPad', 'it wants a 6 digit code from my phone',
            'ok phone shows %s' % o, 'where do I type it, the boxes are greyed out'),
        [o], ['6 digit'], 'code with space, announced earlier')

    # 48 numbered seed list
    ws = R.sample(WORDS, 12)
    blk = '\n'.join('%d. %s' % (i + 1, w) for i, w in enumerate(ws))
    add('en_seed_numbered_list', 'en',
        'found my backup card, is this the right format for import?\n' + blk,
        [blk], [], 'seed phrase as numbered list')

    # 49 gpg passphrase
    p = pw(2)
    add('en_gpg_batch_passphrase', 'en',
        "cron job: gpg --batch --yes --passphrase '%s' -d /backups/2024-05.tar.gpg | tar x\n"
        "fails with 'no secret key'" % p, [p], ['/backups/2024-05.tar.gpg'], 'passphrase in command line')

    # 50 terraform
    p = pwu()
    add('en_terraform_tfvars', 'en',
        'terraform.tfvars:\nregion        = "eu-west-1"\ninstance_type = "t3.medium"\ndb_password   = "%s"\n'
        'allocated_storage = 100' % p, [p], ['t3.medium', 'eu-west-1'], 'tfvars with password')

    # 51 PIN next to branch code near-duplicate
    p = dg1(4)
    br = p[:2] + p[3] + p[2] if p[2] != p[3] else p[:3] + str((int(p[3]) + 1) % 10)
    add('en_pin_beside_branch_number', 'en',
        'New card letter: PIN %s. Branch number %s, sort code 20-45-77, helpline 0800 555 0199.' % (p, br),
        [p], [br, '20-45-77', '0800 555 0199'], 'PIN beside similar 4-digit branch number')

    # 52 markdown table of accounts
    ps = [pw() for _ in range(3)]
    add('en_markdown_password_table', 'en',
        'convert to CSV:\n| service | user | password | renew |\n|---|---|---|---|\n'
        '| Netflix | fam@mail.test | %s | 2025-01 |\n| Router | admin | %s | - |\n| NAS | dana | %s | - |' % tuple(ps),
        ps, ['2025-01'], 'password table (separator row is not a message break)')

    # 53 BitLocker
    rk = '-'.join(dg(6) for _ in range(8))
    kid = '%s-%s-%s-%s-%s' % (an(8, '0123456789ABCDEF'), an(4, '0123456789ABCDEF'), an(4, '0123456789ABCDEF'),
                              an(4, '0123456789ABCDEF'), an(12, '0123456789ABCDEF'))
    add('en_bitlocker_recovery', 'en',
        'Laptop shows BitLocker recovery. Key ID starts %s. My saved recovery key is %s - screen still '
        'says wrong key.' % (kid[:8], rk), [rk], [kid[:8]], 'BitLocker recovery key vs key id')

    # 54 google oauth client
    cid = dg1(12) + '-' + an(32, LOW + DIG) + '.apps.googleusercontent.com'
    cs = 'GOCSPX-' + an(28, ALNUM + '_-')
    add('en_google_oauth_client', 'en',
        'client_id: %s\nclient_secret: %s\nredirect_uri: http://localhost:3000/callback\nerror=redirect_uri_mismatch'
        % (cid, cs), [cs], [cid, 'localhost:3000'], 'oauth secret vs public client id')

    # 55 API key in URL query
    k = 'AIza' + an(35, ALNUM + '_-')
    add('en_maps_key_in_query', 'en',
        'fetch("https://maps.googleapis.com/maps/api/geocode/json?address=221B+Baker+St&key=%s&language=en&page=2")'
        ' returns REQUEST_DENIED' % k, [k], ['221B', 'page=2'], 'API key as query parameter')

    # 56 telephone banking passcode
    pc = dg1(6)
    add('en_phone_banking_passcode', 'en',
        'When I call 0345 300 0000 the robot wants my telephone banking passcode (%s) then my card '
        'number - is pressing # after it needed?' % pc, [pc], ['0345 300 0000'], 'phone banking passcode beside helpline')

    # 57 NATO spelled wifi key
    nato = {'K': 'Kilo', '7': 'Seven', 'R': 'Romeo', '9': 'Nine', 'E': 'Echo', 'D': 'Delta', 'T': 'Tango',
            '4': 'Four', 'M': 'Mike', '2': 'Two'}
    chars = R.sample(list(nato), 7)
    spelled = ' '.join(nato[c_] for c_ in chars)
    add('en_nato_spelled_key', 'en',
        'Reading the hotspot key over the phone to grandpa: %s. All capitals. He typed it twice, still no.' % spelled,
        [spelled], [], 'key spelled in NATO alphabet')

    # 58 azure storage connection string
    ak = base64.b64encode(rbytes(64)).decode()
    add('en_azure_storage_conn', 'en',
        'DefaultEndpointsProtocol=https;AccountName=mediaprod01;AccountKey=%s;EndpointSuffix=core.windows.net' % ak,
        [ak], ['mediaprod01', 'core.windows.net'], 'storage account key')

    # 59 old OTP + new OTP sequence
    o1, o2 = otp(), otp()
    add('en_seq_two_otps', 'en',
        seq('the bank app sent %s but it expired' % o1, 'new one %s' % o2,
            'still says "session 48213 timed out", what now?'),
        [o1, o2], ['48213'], 'two OTPs and a session number')

    # 60 jwt.io-like dev vs prod: docker login
    p = pwu()
    add('en_docker_login_stdin', 'en',
        'echo "%s" | docker login registry.gitlab.com -u deploy-bot --password-stdin\n'
        'Error response from daemon: Get "https://registry.gitlab.com/v2/": denied' % p,
        [p], ['registry.gitlab.com'], 'registry password piped to login')

    # 61 CVE / error codes only
    add('en_error_codes_only', 'en',
        'Windows update fails with 0x80070005 and the scanner flags CVE-2023-4863; ticket OPS-7731. '
        'Port 445 is closed. Any relation?',
        [], ['0x80070005', 'CVE-2023-4863', 'OPS-7731', '445'], 'error codes and ids only')

    # 62 uk NI number
    ni = uk_nino()
    add('en_uk_ni_number', 'en',
        'HMRC letter ref 7HX-2291. My National Insurance number is %s - should it be on my payslip?' % ni,
        [ni], ['7HX-2291'], 'UK NI number beside letter reference')

    # 63 amex in JSON
    ax, cid4 = card('37' + dg(2), 15), dg1(4)
    add('en_json_amex_payload', 'en',
        '{"customer":"cus_%s","payment":{"number":"%s","cvc":"%s","exp":"11/27"},"amount":%d}' % (
            an(14), ax, cid4, R.randint(1000, 90000)),
        [ax, cid4], [], 'Amex and 4-digit CID inside JSON')


# ==================================================================== OTHER LANGUAGES
def others():
    # ---- zh (Simplified)
    i_, sf = cn_id(), 'SF' + dg1(12)
    add('zh_id_card_and_tracking', 'zh',
        '帮我检查一下表格：身份证号 %s，快递单号 %s，收件人手机尾号 2817。' % (i_, sf),
        [i_], [sf, '2817'], '18-digit resident id with check char vs tracking number')
    pp, oid = dg(6), dg1(18)
    add('zh_wechat_pay_password', 'zh',
        '我妈总忘记微信支付密码，是%s，订单号%s那笔退款到哪了？' % (pp, oid),
        [pp], [oid], 'payment password beside long order number')
    ak, sk = 'LTAI' + an(20), an(30)
    add('zh_aliyun_config', 'zh',
        '这个配置为什么报 InvalidAccessKeyId？\naccess_key_id: %s\naccess_key_secret: %s\nregion: cn-hangzhou\nbucket: img-prod-2024'
        % (ak, sk), [ak, sk], ['cn-hangzhou', 'img-prod-2024'], 'cloud access key pair in yaml')
    o = otp()
    add('zh_seq_sms_code', 'zh',
        seq('帮我看看这条短信是不是诈骗', '【某某银行】您的验证码为%s，5分钟内有效，请勿泄露。' % o, '我没有在办理任何业务'),
        [o], ['5分钟'], 'quoted bank SMS code')

    # ---- zh-Hant
    t = tw_id()
    add('zh_tw_national_id', 'zh-Hant',
        '報名表要填身分證字號 %s，統一編號填公司的 %s 對嗎？' % (t, dg1(8)),
        [t], [], 'Taiwan national id with check digit')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('公司的 ')[1][:8]]
    p = pw(0)
    add('zh_tw_netbank', 'zh-Hant',
        '網路銀行使用者代號是 lin_88，密碼 %s，轉帳上限 50,000 元要怎麼調高？' % p,
        [p], ['50,000'], 'netbank password and transfer limit')
    wp = dg(8)
    add('zh_tw_wifi_doorbell', 'zh-Hant',
        '家裡 Wi-Fi 名稱 ChenFamily_2.4G，密碼 %s；大樓在 3 樓，門牌 12 號。幫我寫給保母。' % wp,
        [wp], ['ChenFamily_2.4G', '12 號'], 'digit-only wifi key with address numbers')

    # ---- ja
    mn = jp_mynumber()
    add('ja_my_number_postal', 'ja',
        '書類の確認をお願いします。マイナンバー：%s、住所：〒150-0002 東京都渋谷区渋谷2-21-1。' % mn,
        [mn], ['〒150-0002', '2-21-1'], 'My Number with check digit vs postal code')
    fp = to_digits(pin4(), FULLW)
    add('ja_fullwidth_pin', 'ja',
        '母のキャッシュカードの暗証番号は「%s」です。支店番号は０３２なので間違えないように。' % fp,
        [fp], ['０３２'], 'full-width digits PIN')
    p = pw(1)
    add('ja_docker_log_password', 'ja',
        'ログにこう出ます：\nmysql_1  | [Note] Access denied for user \'root\'@\'172.18.0.3\' (using password: YES)\n'
        '.envには MYSQL_ROOT_PASSWORD=%s と書いています。原因は？' % p,
        [p], ['172.18.0.3'], 'password in .env described in Japanese')
    o = otp()
    add('ja_seq_auth_code', 'ja',
        seq('Amazonから認証コードが届いた', '認証コード：%s（有効期限10分）' % o, '注文番号 250-%s-%s の確認のためらしい' % (dg(7), dg(7))),
        [o], ['有効期限10分'], 'auth code beside order number')
    CASES[-1]['lookalikes'].append(CASES[-1]['text'].split('注文番号 ')[1].split(' ')[0])

    # ---- ko
    rr, brn = kr_rrn(), '%s-%s-%s' % (dg1(3), dg(2), dg(5))
    add('ko_rrn_business_no', 'ko',
        '계약서에 제 주민등록번호 %s 적고, 가게 사업자등록번호 %s 도 넣어주세요.' % (rr, brn),
        [rr], [brn], 'resident registration number vs business registration number')
    o = otp()
    add('ko_sms_auth_call_center', 'ko',
        '[Web발신] 인증번호 [%s] 타인에게 절대 알려주지 마세요. 문의 고객센터 1588-%s' % (o, dg(4)),
        [o], [], 'auth code beside call-center number')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('고객센터 ')[1]]
    dl = dg(6) + '*'
    add('ko_doorlock_apartment', 'ko',
        '친구한테 보낼 메시지 다듬어줘: 우리 집 101동 1203호, 도어락 비밀번호 %s, 주차는 B2층.' % dl,
        [dl], ['101동 1203호', 'B2층'], 'door lock code with apartment numbers')
    p = pw(3)
    add('ko_seq_portal_password', 'ko',
        seq('회사 그룹웨어 비번 바꿨는데 자꾸 까먹어', '새 비번은 %s 야' % p, '기억하기 쉬운 힌트만 만들어줘, 비번 자체는 쓰지 말고'),
        [p], [], 'work portal password in chat sequence')

    # ---- de
    tan, amt = otp(), '1.250,00 €'
    add('de_pushtan_transfer', 'de',
        'Die Bank will für die Überweisung von %s an die Hausverwaltung die TAN %s - ist das normal, '
        'dass die per SMS kommt?' % (amt, tan), [tan], [amt], 'TAN beside amount')
    wk = ' '.join(dg(4) for _ in range(5))
    add('de_fritzbox_wlan_key', 'de',
        'Auf der Rückseite der FRITZ!Box 7590 steht WLAN-Netzwerkschlüssel %s, SSID FRITZ!Box 7590 QX. '
        'Geht das auch per WPS?' % wk, [wk], ['FRITZ!Box 7590 QX'], '20-digit router key in groups')
    st = de_steuerid()
    add('de_steuer_id_form', 'de',
        'Für die Elster-Anmeldung: Steuer-ID %s, Steuernummer vom Finanzamt kommt noch. '
        'Aktenzeichen des Briefes: 2024/III-118.' % st, [st], ['2024/III-118'], 'tax id with check digit')
    sp = ' '.join(['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'][int(x)] for x in pin4())
    add('de_spelled_pin_oma', 'de',
        'Oma hat die PIN auf einen Zettel geschrieben, in Worten: %s. Wie bringe ich sie dazu, den Zettel '
        'nicht im Portemonnaie zu lassen?' % sp, [sp], [], 'PIN spelled in German words')
    p = 'Bärenhöhle' + R.choice('#!§') + dg(2)
    add('de_umlaut_password_gitlab', 'de',
        'variables:\n  DEPLOY_USER: "deploy"\n  DEPLOY_PASS: "%s"\nstages: [build, deploy]\n'
        'Warum schlägt der Job mit Umlauten im Passwort fehl?' % p, [p], ['stages: [build, deploy]'],
        'non-ASCII password in CI yaml')

    # ---- fr
    n_ = nir()
    siret = dg1(13)
    siret = siret + luhn_digit(siret)
    add('fr_nir_and_siret', 'fr',
        'Pour le formulaire de la mutuelle : mon numéro de sécurité sociale est %s, le SIRET de mon employeur %s.' % (n_, siret),
        [n_], [siret], 'social security number with key vs company SIRET')
    dc = dg1(2) + R.choice('AB') + dg(2)
    add('fr_digicode_interphone', 'fr',
        'Message pour le livreur : digicode %s, puis interphone au nom de Martin, 3e étage porte gauche, '
        'bâtiment C.' % dc, [dc], ['3e étage', 'bâtiment C'], 'alphanumeric door code')
    cn_, cv = card('4970' + dg(2)), cvv()
    add('fr_carte_cryptogramme', 'fr',
        'Le site refuse ma carte %s, date 03/27, cryptogramme %s. Commande n° %s de 89,90 €.' % (f4(cn_), cv, dg1(8)),
        [f4(cn_), cv], ['89,90 €'], 'card + CVV in French')
    CASES[-1]['lookalikes'].append(CASES[-1]['text'].split('n° ')[1].split(' ')[0])
    si = sin_ca()
    add('fr_ca_nas', 'fr',
        'Au Québec, mon NAS est %s ; le code postal H2X 1Y4 et le numéro de dossier 88-4410. Je le mets où ?' % si,
        [si], ['H2X 1Y4', '88-4410'], 'Canadian SIN (Luhn) in French')

    # ---- es
    d_ = dni()
    add('es_dni_codigo_postal', 'es',
        'Rellena la solicitud: DNI %s, domicilio Calle Mayor 14, 3º B, código postal 28013, Madrid.' % d_,
        [d_], ['28013', 'Calle Mayor 14'], 'DNI with control letter')
    cf = dg(8)
    add('es_banca_clave_firma', 'es',
        'Para entrar en la banca online uso el usuario 71XXXX23 y la clave %s; la de firma de operaciones es otra. '
        '¿Es seguro guardarla en notas?' % cf, [cf], ['71XXXX23'], 'bank access code; masked user id stays')
    wp = pw(3)
    add('es_mx_wifi_modem', 'es',
        'La contraseña del internet es %s, el módem es un Huawei HG8245H y la red se llama INFINITUM4F2A. '
        '¿Cómo la cambio?' % wp, [wp], ['HG8245H', 'INFINITUM4F2A'], 'wifi password beside modem model/SSID')
    o = otp()
    sp_es = ' '.join(['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'][int(x)] for x in o)
    add('es_seq_codigo_dictado', 'es',
        seq('me llegó un código de verificación de WhatsApp', 'te lo digo por voz porque no puedo copiar: %s' % sp_es,
            'un tal "soporte" me lo pide por llamada, ¿se lo doy?'),
        [sp_es], [], 'OTP dictated in Spanish words (scam scenario)')

    # ---- pt
    c_, cj = cpf(), cnpj()
    add('pt_cpf_cnpj', 'pt',
        'Nota fiscal: meu CPF %s, CNPJ da loja %s, valor R$ 349,90.' % (c_, cj),
        [c_], [cj, 'R$ 349,90'], 'CPF vs company CNPJ (both checksummed)')
    pk = uuid4()
    sn = pin4() + dg(2)
    add('pt_pix_key_vs_senha', 'pt',
        'Pode me pagar por Pix, minha chave aleatória é %s. Ah, e a senha do cartão que você pediu '
        'para sacar é %s, apaga depois.' % (pk, sn), [sn], [pk],
        'Pix receiving key is shareable; card password is not')
    p = pw(0)
    add('pt_seq_app_banco', 'pt',
        seq('oi, o app do banco travou', 'minha senha de 8 dígitos é %s' % p if False else 'minha senha é %s' % p,
            'agência 0341 conta corrente, preciso só saber como desbloquear'),
        [p], ['agência 0341'], 'bank app password in chat')

    # ---- it
    cf_ = codice_fiscale()
    add('it_codice_fiscale', 'it',
        'Compila il modulo: codice fiscale %s, residenza via Torino 45, CAP 20123 Milano.' % cf_,
        [cf_], ['CAP 20123', 'via Torino 45'], 'codice fiscale with check letter')
    p, o = pw(1), otp()
    add('it_spid_login', 'it',
        'Per SPID ho messo utente m.rossi e password %s, poi mi è arrivato l\'OTP %s ma dice scaduto '
        'dopo 2 minuti.' % (p, o), [p, o], ['2 minuti'], 'SPID password and OTP')
    gc = dg(4) + '#'
    add('it_cancello_condominio', 'it',
        'Scrivi un avviso per i condomini: da lunedì il codice del cancello pedonale diventa %s, '
        'interno 7, scala B.' % gc, [gc], ['interno 7', 'scala B'], 'gate code with hash')

    # ---- nl
    b_, kv = bsn(), kvk()
    add('nl_bsn_kvk', 'nl',
        'Voor de zorgverzekering: mijn BSN is %s en het KvK-nummer van mijn eenmanszaak is %s.' % (b_, kv),
        [b_], [kv], 'BSN (11-proof) vs public chamber of commerce number')
    p, sms = pw(2), otp()
    add('nl_digid_sms', 'nl',
        'Inloggen bij DigiD lukt niet: wachtwoord %s en sms-code %s, daarna foutcode E-2051.' % (p, sms),
        [p, sms], ['E-2051'], 'government login password + SMS code')
    add('nl_pakket_lookalikes', 'nl',
        'Mijn pakket met track & trace 3SABCD1234567 staat bij het servicepunt op postcode 1012 AB, '
        'openingstijden 09:00-18:00, balienummer 4.',
        [], ['3SABCD1234567', '1012 AB', '09:00-18:00'], 'parcel tracking numbers only')

    # ---- ru
    s_, inn = snils(), inn10()
    add('ru_snils_inn_company', 'ru',
        'Заполни анкету: СНИЛС %s, ИНН работодателя %s, стаж 7 лет.' % (s_, inn),
        [s_], [inn], 'SNILS with checksum vs employer INN')
    o = dg1(4) + dg(2)
    add('ru_gosuslugi_code', 'ru',
        'Мне звонят и просят продиктовать код из СМС от Госуслуг: %s. Говорят, это служба безопасности, '
        'номер 8 800 100-70-10. Что делать?' % o, [o], ['8 800 100-70-10'], 'SMS code in scam call context')
    p = pwu()
    add('ru_seq_server_access', 'ru',
        seq('подними мне nginx на сервере', 'доступ: 10.20.0.5, логин deploy, пароль %s' % p,
            'порт ssh нестандартный, 2222'),
        [p], ['10.20.0.5', '2222'], 'server password in chat sequence')

    # ---- pl
    pe, np_ = pesel(), nip()
    add('pl_pesel_nip', 'pl',
        'Do umowy: PESEL %s, a NIP firmy %s. Numer umowy UM/2024/118.' % (pe, np_),
        [pe], [np_, 'UM/2024/118'], 'PESEL vs company NIP')
    bl = dg1(3) + ' ' + dg(3)
    add('pl_blik_code', 'pl',
        'Kolega prosi o kod BLIK %s na 149,99 zł, bo „zgubił kartę”. To oszustwo?' % bl,
        [bl], ['149,99 zł'], 'BLIK code with space')
    wp = pw(0)
    add('pl_wifi_haslo', 'pl',
        'Hasło do Wi-Fi w domku letniskowym: %s, sieć Domek_Mazury, router TP-Link Archer C6.' % wp,
        [wp], ['Domek_Mazury', 'Archer C6'], 'wifi password with router model')

    # ---- tr
    tc = tckn()
    add('tr_tckn_order', 'tr',
        'Kargo formunda T.C. kimlik no %s istiyor, sipariş no %s. Vermek zorunda mıyım?' % (tc, dg1(9)),
        [tc], [], 'Turkish id with two check digits vs order number')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('sipariş no ')[1].split(',')[0].split('.')[0]]
    p = pw(3)
    add('tr_edevlet_password', 'tr',
        'e-Devlet şifrem %s, annemin adına giriş yapıp adres değişikliği yapabilir miyim? Kapı no 14, daire 6.' % p,
        [p], ['Kapı no 14', 'daire 6'], 'e-government password')
    o = otp()
    add('tr_seq_bank_sms', 'tr',
        seq('Bankadan mesaj geldi', 'Tek kullanımlık şifreniz: %s. İşlem tutarı 2.450,00 TL.' % o, 'bu işlemi ben yapmadım'),
        [o], ['2.450,00 TL'], 'one-time password with amount')

    # ---- ar
    sa = saudi_id()
    add('ar_saudi_id_order', 'ar',
        'أريد تعبئة طلب التأشيرة: رقم الهوية الوطنية %s، ورقم الطلب %s.' % (sa, dg1(8)),
        [sa], [], 'Saudi national id (Luhn) vs application number')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('رقم الطلب ')[1].rstrip('.')]
    ei = emirates_id()
    add('ar_emirates_id_flight', 'ar',
        'رقم الهوية الإماراتية %s، رحلتي EK 203 يوم الخميس من بوابة B12.' % ei,
        [ei], ['EK 203', 'B12'], 'Emirates ID vs flight and gate')
    pa = to_digits(pin4(), ARAB)
    add('ar_arabic_indic_pin', 'ar',
        'الرقم السري لبطاقة الصراف الخاصة بوالدي هو %s، والفرع رقم ١٢. كيف أساعده على حفظه؟' % pa,
        [pa], ['١٢'], 'PIN in Arabic-Indic digits')
    p = pw(1)
    add('ar_seq_wifi_family', 'ar',
        seq('ابني يسأل عن كلمة سر الواي فاي', 'هي %s' % p, 'واسم الشبكة Home_Ahmed، هل أغيرها؟'),
        [p], ['Home_Ahmed'], 'wifi password in sequence')

    # ---- hi
    aa = aadhaar()
    add('hi_aadhaar_pincode', 'hi',
        'फॉर्म में मेरा आधार नंबर %s है और पिन कोड 560034 है, क्या ये सही जगह पर है?' % aa,
        [aa], ['560034'], 'Aadhaar (Verhoeff) vs postal PIN code')
    up = pin4()
    add('hi_upi_pin_vs_upi_id', 'hi',
        'पापा के लिए नोट: पैसे भेजने का UPI ID ramesh.k@okaxis है, किसी को भी दे सकते हैं, पर UPI PIN %s किसी को मत बताना।' % up,
        [up], ['ramesh.k@okaxis'], 'UPI PIN secret, UPI ID shareable')
    o = otp()
    add('hi_hinglish_otp', 'hi',
        seq('bhai ek OTP aaya hai %s, delivery wala maang raha hai' % o, 'order ID %s hai, de du kya?' % ('OD' + dg1(17))),
        [o], [], 'Hinglish chat with OTP vs order id')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('order ID ')[1].split(' ')[0]]
    dv = to_digits(pin4(), DEVA)
    add('hi_devanagari_digits_locker', 'hi',
        'बैंक लॉकर नंबर ४७ है और उसका कोड %s है, माँ को याद दिलाना।' % dv,
        [dv], ['४७'], 'locker code in Devanagari digits beside locker number')

    # ---- vi
    cc = vn_cccd()
    add('vi_cccd_hotline', 'vi',
        'Điền giúp mình: số CCCD %s, liên hệ tổng đài 1900 6017 nếu cần.' % cc,
        [cc], ['1900 6017'], 'citizen id vs hotline')
    o = otp()
    add('vi_banking_otp', 'vi',
        'Ngân hàng gửi mã OTP %s để chuyển 5.000.000đ cho tài khoản lạ, mình không làm giao dịch này.' % o,
        [o], ['5.000.000đ'], 'OTP beside amount')
    wp = pw(3)
    add('vi_wifi_quan_cafe', 'vi',
        'Viết bảng cho quán: Wifi: CaPheSua_5G / mật khẩu: %s. Mở cửa 7h-22h.' % wp,
        [wp], ['CaPheSua_5G', '7h-22h'], 'cafe wifi sign')

    # ---- id
    nk = id_nik()
    add('id_nik_resi', 'id',
        'Tolong cek data: NIK %s, nomor resi JNE %s, kode pos 12950.' % (nk, 'JP' + dg1(10)),
        [nk], ['12950'], 'NIK vs tracking number')
    CASES[-1]['lookalikes'].append(CASES[-1]['text'].split('JNE ')[1].split(',')[0])
    mp = dg(6)
    add('id_mbanking_pin', 'id',
        'PIN m-banking saya %s, kode bank BCA itu 014 kan? Mau transfer Rp 250.000.' % mp,
        [mp], ['014', 'Rp 250.000'], 'mobile banking PIN beside bank code')
    p = pwu()
    add('id_seq_laravel_env', 'id',
        seq('kenapa laravel saya error koneksi database?',
            'DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_USERNAME=toko\nDB_PASSWORD=%s' % p,
            'sudah php artisan config:clear'),
        [p], ['127.0.0.1', '3306'], '.env pasted in second message')

    # ---- th
    ti = th_id()
    add('th_id_parcel', 'th',
        'ช่วยกรอกแบบฟอร์ม: เลขบัตรประชาชน %s เลขพัสดุ TH%sA' % (ti, dg1(11)),
        [ti], [], 'Thai id with check digit vs parcel number')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('เลขพัสดุ ')[1]]
    o = otp()
    ref = an(4, UP)
    add('th_otp_with_ref', 'th',
        'ธนาคารส่ง SMS: รหัส OTP %s (Ref: %s) ใช้ภายใน 3 นาที ฉันควรทำอย่างไร' % (o, ref),
        [o], ['Ref: ' + ref, '3 นาที'], 'OTP with public reference code')
    tp = to_digits(dg(6), THAI)
    add('th_thai_digits_pin', 'th',
        'รหัสเข้าแอปธนาคารของแม่คือ %s ห้องเลขที่ 305 ชั้น 3' % tp,
        [tp], ['305'], 'app PIN in Thai digits')

    # ---- sv
    pn = se_pnr()
    add('sv_personnummer_bankgiro', 'sv',
        'Fyll i blanketten: personnummer %s, betala till bankgiro %s-%s, OCR %s.' % (pn, dg1(3), dg(4), dg1(10)),
        [pn], [], 'personnummer (Luhn) vs bankgiro/OCR')
    t_ = CASES[-1]['text']
    CASES[-1]['lookalikes'] = [t_.split('bankgiro ')[1].split(',')[0], t_.split('OCR ')[1].rstrip('.')]
    sc = dg(8)
    add('sv_bankid_sakerhetskod', 'sv',
        'Min säkerhetskod för BankID är %s, hur byter jag den? Jag har kundtjänst på 0771-22 11 22.' % sc,
        [sc], ['0771-22 11 22'], 'BankID security code')
    lk = dg(4)
    add('sv_tvattstuga_kod', 'sv',
        seq('Till grannarna:', 'Tvättstugan i källaren, port %s, sedan passet bokas på tavlan. Max 3 timmar.' % lk),
        [lk], ['3 timmar'], 'laundry room door code in sequence')

    # ---- el
    am = amka()
    add('el_amka_flight', 'el',
        'Για το ραντεβού στο νοσοκομείο: ΑΜΚΑ %s, πτήση A3 651 την Πέμπτη.' % am,
        [am], ['A3 651'], 'AMKA (Luhn) vs flight')
    wp = pw(2)
    add('el_wifi_spiti', 'el',
        'Ο κωδικός του Wi-Fi είναι %s και το δίκτυο λέγεται Nikos_Home. Πόσες συσκευές είναι συνδεδεμένες;' % wp,
        [wp], ['Nikos_Home'], 'wifi password')
    o = otp()
    add('el_seq_taxisnet', 'el',
        seq('μπαίνω στο gov.gr', 'μου ζητάει κωδικό μιας χρήσης, ήρθε ο %s' % o, 'αλλά λέει σφάλμα 403'),
        [o], ['403'], 'one-time code in sequence')

    # ---- he
    tz = il_id()
    add('he_teudat_zehut_order', 'he',
        'מלא לי את הטופס: מספר תעודת זהות %s, מספר הזמנה %s.' % (tz, dg1(7)),
        [tz], [], 'Israeli id (Luhn) vs order number')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('מספר הזמנה ')[1].rstrip('.')]
    dc = dg(4) + '#'
    add('he_building_door_code', 'he',
        'הקוד לדלת הבניין %s, דירה 14 בקומה 4, החניה מספר 22.' % dc,
        [dc], ['דירה 14', 'החניה מספר 22'], 'building door code')
    p = pw(1)
    add('he_seq_work_vpn', 'he',
        seq('הVPN של העבודה לא מתחבר', 'משתמש yael.b, סיסמה %s' % p, 'השרת vpn2.corp.local פורט 443'),
        [p], ['vpn2.corp.local', '443'], 'VPN password in sequence')

    # ---- uk (Ukrainian)
    cn_, cv = card('5168' + dg(2)), cvv()
    add('uk_card_cvv_amount', 'uk',
        'Оплата за квитки не проходить: картка %s, термін 12/26, CVV %s, сума 1 840 грн.' % (f4(cn_), cv),
        [f4(cn_), cv], ['1 840 грн'], 'card and CVV in Ukrainian')
    p = pw(0)
    add('uk_seq_router_admin', 'uk',
        seq('не можу зайти в адмінку роутера', '192.168.1.1, логін admin, пароль %s' % p, 'модель TL-WR840N'),
        [p], ['192.168.1.1', 'TL-WR840N'], 'router admin password')

    # ---- cs
    rc = cz_rc()
    add('cs_rodne_cislo', 'cs',
        'Do přihlášky: rodné číslo %s, číslo jednací %s/2024.' % (rc, dg1(4)),
        [rc], [], 'Czech birth number (mod 11) vs file number')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('jednací ')[1].rstrip('.')]
    wp = pw(3)
    add('cs_wifi_chata', 'cs',
        'Heslo na wifi na chatě je %s, síť Chata_Lipno, hlavně nevypínejte jistič č. 3.' % wp,
        [wp], ['Chata_Lipno', 'č. 3'], 'wifi password at cottage')

    # ---- nb
    fn = no_fnr()
    add('nb_fodselsnummer', 'nb',
        'Skjemaet ber om fødselsnummer: %s. Saksnummer fra NAV er 24/%s.' % (fn, dg1(5)),
        [fn], [], 'Norwegian national id with two mod-11 checks')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('er ')[-1].rstrip('.')]
    bp = dg(5)
    add('nb_alarm_hytte', 'nb',
        'Hyttealarmen: kode %s, deretter OFF. Nøkkelboksen henger ved dør 2.' % bp,
        [bp], ['dør 2'], 'cabin alarm code')

    # ---- fi
    ht = fi_hetu()
    add('fi_hetu', 'fi',
        'Täytä lomake: henkilötunnus %s, asiakasnumero %s.' % (ht, dg1(7)),
        [ht], [], 'Finnish personal identity code with check char')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('asiakasnumero ')[1].rstrip('.')]
    p = pw(2)
    add('fi_seq_verkkopankki', 'fi',
        seq('verkkopankin tunnukset', 'käyttäjätunnus 12345678 ja salasana %s' % p, 'miten vaihdan salasanan?'),
        [p], [], 'netbank password in sequence')

    # ---- ro
    cnp = ro_cnp()
    add('ro_cnp_form', 'ro',
        'Completează cererea: CNP %s, număr de înregistrare %s din 12.03.2024.' % (cnp, dg1(5)),
        [cnp], ['12.03.2024'], 'Romanian CNP with check digit')
    CASES[-1]['lookalikes'].append(CASES[-1]['text'].split('înregistrare ')[1].split(' ')[0])
    p = pwu()
    add('ro_docker_env', 'ro',
        'De ce nu pornește containerul?\ndocker run -e PGPASSWORD=%s -p 5432:5432 postgres:15-alpine' % p,
        [p], ['5432:5432', 'postgres:15-alpine'], 'password in docker run -e')

    # ---- hu
    tj = hu_taj()
    add('hu_taj_szam', 'hu',
        'A háziorvosnál kérik a TAJ számot: %s. Időpont: 2024. május 6., 10:30, 3-as rendelő.' % tj,
        [tj], ['10:30', '3-as rendelő'], 'Hungarian social security number')
    p = pw(0)
    add('hu_netbank_jelszo', 'hu',
        'Elfelejtem mindig: a netbank jelszavam %s, az ügyfélszolgálat száma +36 1 555 0199.' % p,
        [p], ['+36 1 555 0199'], 'netbank password beside helpline')

    # ---- fa
    ic = ir_code()
    add('fa_national_code', 'fa',
        'لطفا فرم را پر کن: کد ملی %s، شماره پرونده %s.' % (ic, dg1(6)),
        [ic], [], 'Iranian national code with check digit')
    CASES[-1]['lookalikes'] = [CASES[-1]['text'].split('پرونده ')[1].rstrip('.')]
    fp = to_digits(pin4(), PERS)
    add('fa_persian_digits_card_pin', 'fa',
        'رمز دوم کارت بانکی من %s است و شماره شعبه ۲۱۰. آیا امن است؟' % fp,
        [fp], ['۲۱۰'], 'PIN in Persian digits')

    # ---- mixed-language / cross-lingual technical
    k = 'sk_live_' + an(24)
    add('de_en_stripe_live_vs_publishable', 'de',
        'Im Frontend nutze ich pk_live_%s und im Backend STRIPE_SECRET=%s. Ist es okay, dass der '
        'pk im Browser sichtbar ist?' % (an(24), k), [k], [], 'live secret key vs publishable key')
    CASES[-1]['lookalikes'] = ['pk_live_' + CASES[-1]['text'].split('pk_live_')[1].split(' ')[0]]
    p = pwu()
    add('es_csv_usuarios', 'es',
        'Importa este CSV:\nusuario,correo,contraseña,departamento\njlopez,jlopez@empresa.test,%s,Ventas\n'
        'mruiz,mruiz@empresa.test,%s,Compras' % (p, pw(3)),
        [p], ['Ventas', 'Compras'], 'CSV with passwords in Spanish')
    CASES[-1]['secrets'].append(CASES[-1]['text'].split('\n')[-1].split(',')[2])
    rc_ = [dg(5) + '-' + dg(5) for _ in range(10)]
    add('fr_codes_secours', 'fr',
        'Mes codes de secours pour le compte Google, je les mets où ?\n' + '\n'.join(rc_),
        rc_, [], 'backup codes list in French')
    p = pw(1)
    add('ja_sql_bind', 'ja',
        'このSQLでログインできません：\nCREATE USER \'app\'@\'%%\' IDENTIFIED BY \'%s\';\nGRANT SELECT ON shop.* TO \'app\'@\'%%\';' % p,
        [p], ['shop.*'], 'password inside CREATE USER')
    t = jwt()
    add('zh_curl_bearer', 'zh', 'curl -H "Authorization: Bearer %s" https://api.demo.cn/v3/users?page=2 返回 401，怎么办？' % t,
        [t], ['page=2', '401'], 'bearer token in curl')
    sp2 = seed_phrase(12)
    w = sp2.split(' ')
    p1, p2 = ' '.join(w[:6]), ' '.join(w[6:])
    add('pt_seq_seed_split', 'pt',
        seq('vou mandar as palavras de recuperação da carteira em duas partes', p1, p2, 'está na ordem certa?'),
        [p1, p2], [], 'seed phrase split over messages')
    tok = 'glpat-' + an(20, ALNUM + '_-')
    add('it_gitlab_ci_token', 'it',
        'Nel .gitlab-ci.yml ho messo:\nscript:\n  - git clone https://oauth2:%s@gitlab.com/team/app.git\n'
        '  - make VERSION=3.2.1\nÈ sicuro?' % tok, [tok], ['VERSION=3.2.1'], 'gitlab token in clone url')
    p = pw(3)
    add('nl_seq_ouders_ipad', 'nl',
        seq('papa heeft zijn Apple ID wachtwoord vergeten', 'het was volgens hem %s' % p,
            'of misschien met een hoofdletter aan het eind, weet hij niet meer', 'kun je uitleggen hoe resetten werkt?'),
        [p], [], 'remembered password in family chat')
    k = an(32, LOW + DIG)
    add('ru_python_notebook', 'ru',
        'Ячейка в ноутбуке:\nimport requests\nAPI_KEY = "%s"\nr = requests.get(f"https://api.openweathermap.org/data/2.5/weather?q=Kazan&appid={API_KEY}")\n'
        'print(r.status_code)  # 401' % k, [k], ['2.5', '# 401'], 'API key in notebook cell')
    p = pw(0)
    add('ko_yaml_spring', 'ko',
        'application.yml 이거 맞아?\nspring:\n  datasource:\n    url: jdbc:mysql://db:3306/shop\n'
        '    username: shop\n    password: %s\nserver:\n  port: 8081' % p, [p], ['3306', '8081'], 'Spring datasource password')
    cn_ = card('4' + dg(5))
    add('tr_card_no_spaces_with_installments', 'tr',
        'Kart numaram %s, 3 taksit olur mu? Tutar 4.800 TL, son kullanma 05/29.' % cn_,
        [cn_], ['3 taksit', '4.800 TL'], 'unformatted card number')
    sp_ = ' '.join(R.sample(WORDS, 12))
    add('zh_seed_phrase_chat', 'zh', '我的钱包助记词是：%s。能帮我检查一下有没有拼错吗？' % sp_,
        [sp_], [], 'English seed words inside Chinese text')
    p = pw(1)
    add('ar_mixed_config', 'ar',
        'هذا ملف الإعدادات:\nSMTP_HOST=smtp.mail.test\nSMTP_PORT=587\nSMTP_PASSWORD=%s\nلماذا لا يرسل البريد؟' % p,
        [p], ['587', 'smtp.mail.test'], 'SMTP password in config, Arabic prose')
    add('de_lookalikes_only_bahn', 'de',
        'Zug ICE 1047 fährt 14:32 von Gleis 9, Wagen 26, Sitzplatz 71; Auftragsnummer der Bahn steht im PDF. '
        'Kundenservice 030 2970.',
        [], ['ICE 1047', '14:32', 'Gleis 9', 'Wagen 26', '030 2970'], 'train numbers only')
    add('ja_lookalikes_only_hotel', 'ja',
        'ホテルの予約：チェックイン15時、部屋は1207号室、朝食は2階、電話 03-5555-0134。',
        [], ['15時', '1207号室', '03-5555-0134'], 'hotel numbers only')
    add('es_lookalikes_version_docs', 'es',
        'Actualicé a Django 5.0.6 y Python 3.12.3; el ejemplo de la doc usa SECRET_KEY = "django-insecure-CHANGE-ME" '
        'y el UUID %s del fixture.' % uuid4(),
        [], ['5.0.6', '3.12.3', 'django-insecure-CHANGE-ME'], 'versions and doc placeholder')
    CASES[-1]['lookalikes'].append(CASES[-1]['text'].split('UUID ')[1].split(' ')[0])
    p = pwu()
    add('fr_seq_ssh_prod', 'fr',
        seq('je te donne l\'accès au serveur de prod', 'ssh ubuntu@51.15.0.20 -p 2202', 'mdp : %s' % p,
            'le paquet nginx est en 1.24.0'),
        [p], ['2202', '1.24.0'], 'server password in third message')
    k = 'sk-ant-api03-' + an(80, ALNUM + '_-') + 'AA'
    add('vi_env_llm_key', 'vi',
        'Mình để trong .env:\nANTHROPIC_API_KEY=%s\nMODEL_TEMPERATURE=0.7\nSao bị lỗi 401?' % k,
        [k], ['0.7'], 'LLM API key in .env')
    o = otp()
    add('id_seq_whatsapp_scam', 'id',
        seq('ada yang minta kode verifikasi WhatsApp saya', 'kodenya %s-%s' % (o[:3], o[3:]), 'katanya dari kurir J&T'),
        [o[:3] + '-' + o[3:]], [], 'hyphenated code in scam context')
    pe = pesel()
    add('pl_csv_pacjenci', 'pl',
        'pacjent;pesel;nr_wizyty\nKowalska Anna;%s;W-%s\nNowak Jan;%s;W-%s' % (pe, dg(5), pesel(), dg(5)),
        [pe], [], 'PESEL column in CSV with visit numbers')
    t_ = CASES[-1]['text'].split('\n')
    CASES[-1]['secrets'].append(t_[2].split(';')[1])
    CASES[-1]['lookalikes'] = [t_[1].split(';')[2], t_[2].split(';')[2]]
    k, hx = hexs(64), hexs(64)
    add('he_eth_key_vs_tx', 'he',
        'המפתח הפרטי של הארנק שלי %s, ומזהה העסקה %s. למה העסקה תקועה?' % (k, '0x' + hx),
        [k], ['0x' + hx], 'private key vs transaction hash (both 64 hex)')
    p = pw(2)
    add('sv_ansible_vault', 'sv',
        'ansible-playbook site.yml --vault-password-file <(echo "%s") -l web01\nfungerar inte i cron' % p,
        [p], ['site.yml', 'web01'], 'vault password inline in shell')
    p1, p2 = pin4(), pin4()
    add('el_seq_pin_change', 'el',
        seq('άλλαξα το PIN της κάρτας από %s' % p1, 'σε %s' % p2, 'αλλά το ΑΤΜ στο κατάστημα 118 δεν το δέχεται'),
        [p1, p2], ['118'], 'old and new PIN across messages')
    ak = 'AKIA' + an(16, UP + DIG)
    sk = an(40, ALNUM + '/+')
    add('hi_seq_aws_split_lines', 'hi',
        seq('AWS का access key %s है' % ak, 'और secret %s' % sk, 'region ap-south-1 में bucket नहीं दिख रहा'),
        [ak, sk], ['ap-south-1'], 'AWS pair across messages, Hindi prose')
    p = pw(3)
    add('th_seq_line_account', 'th',
        seq('ช่วยเขียนข้อความถึงลูก', 'รหัสผ่าน LINE ของแม่คือ %s อย่าบอกใคร' % p, 'เบอร์ร้าน 02-555-0188'),
        [p], ['02-555-0188'], 'messaging app password in family sequence')


# ==================================================================== multi-secret cases
def rich():
    rows, secs = [], []
    for site, user in [('https://mail.proton.test', 'dana.w'), ('https://www.bankofnorth.test/login', 'dwhitfield'),
                       ('https://github.com', 'dwhit'), ('https://app.hr-portal.test', 'dana.whitfield'),
                       ('https://router.local', 'admin'), ('https://tax.gov.test', 'DW-884120'),
                       ('https://shop.test', 'dana.w')]:
        p_ = pw()
        p_ = p_.replace(',', '_').replace('"', '_')
        rows.append('%s,%s,%s,%s' % (site.split('//')[1].split('/')[0], site, user, p_))
        secs.append(p_)
    add('en_password_manager_export_csv', 'en',
        'Moving from my old password manager, can you dedupe by url?\nname,url,username,password\n' + '\n'.join(rows),
        secs, ['https://router.local', 'https://github.com'], 'password manager CSV export, many secrets')

    sk_, tw, jw, sm, dbp, sen, gh = ('sk_live_' + an(24), hexs(32), an(48, ALNUM), pwu(), pwu(),
                                     hexs(32), 'github_pat_' + an(22) + '_' + an(59))
    add('en_seq_env_two_parts', 'en',
        seq('here is the first half of prod .env\nSTRIPE_SECRET_KEY=%s\nTWILIO_AUTH_TOKEN=%s\nJWT_SECRET=%s\n'
            'SMTP_PASSWORD=%s\nSMTP_PORT=465' % (sk_, tw, jw, sm),
            'and the rest\nDB_PASS=%s\nSENTRY_AUTH_TOKEN=%s\nGH_TOKEN=%s\nLOG_LEVEL=info\nWORKERS=4' % (dbp, sen, gh),
            'which of these should go to the secret manager first?'),
        [sk_, tw, jw, sm, dbp, sen, gh], ['SMTP_PORT=465', 'WORKERS=4'], '.env pasted over two messages')

    jc = [an(4, LOW + DIG) + ' ' + an(4, LOW + DIG) for _ in range(10)]
    add('ja_backup_codes_list', 'ja',
        'Googleアカウントのバックアップコードです。どこに保管するのが安全ですか？\n' + '\n'.join(jc)
        + '\n（各コードは1回のみ使用可能）', jc, ['1回'], 'backup codes in Japanese context')

    rows, secs, looks = [], [], []
    for nm in ['Becker, Jonas', 'Yilmaz, Elif', 'Schulz, Mara', 'Nowak, Piotr', 'Hoffmann, Lea']:
        sid, pn_ = de_steuerid(), 'P-' + dg(5)
        rows.append('| %s | %s | %s | %s |' % (nm, pn_, sid, R.choice(['Lager', 'Vertrieb', 'IT'])))
        secs.append(sid)
        looks.append(pn_)
    add('de_hr_table_steuer_ids', 'de',
        'Bitte sortiere nach Abteilung:\n| Name | Personalnr. | Steuer-ID | Abteilung |\n|---|---|---|---|\n' + '\n'.join(rows),
        secs, looks[:3], 'tax ids in HR table beside personnel numbers')

    c1, c2, c3 = card('4' + dg(5)), card('5' + R.choice('12345') + dg(4)), card('37' + dg(2), 15)
    v1, v2, v3 = cvv(), cvv(), cvv(4)
    add('es_seq_tarjetas_familia', 'es',
        seq('para la suscripción familiar, apunta las tarjetas', 'la mía: %s, CVV %s' % (f4(c1), v1),
            'la de Lucía: %s cvv %s' % (f4(c2), v2), 'y la Amex del abuelo %s, código %s, cuota 17,99 €/mes' % (famex(c3), v3)),
        [f4(c1), v1, f4(c2), v2, famex(c3), v3], ['17,99 €'], 'three cards and security codes across messages')


DROP = {  # trimmed to the target size after a first draft; kept here so the RNG stream stays fixed
    'en_school_lunch_pin', 'en_patient_portal', 'en_gym_locker_combo', 'en_passport_visa_form', 'en_pgpass_line',
    'en_docker_login_stdin', 'en_terraform_tfvars', 'en_slack_webhook', 'en_bank_login_rent',
    'en_sql_seed_plain_password', 'zh_seq_sms_code', 'ja_docker_log_password', 'ko_seq_portal_password',
    'de_pushtan_transfer', 'es_mx_wifi_modem', 'it_cancello_condominio', 'en_ssn_form_zip', 'tr_edevlet_password',
    'ar_seq_wifi_family', 'vi_wifi_quan_cafe', 'id_mbanking_pin', 'th_seq_line_account', 'sv_tvattstuga_kod',
    'el_wifi_spiti', 'hu_netbank_jelszo', 'pt_seq_app_banco'}


def main():
    english()
    others()
    rich()
    CASES[:] = [c for c in CASES if c['id'] not in DROP]
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout_v25.yaml')
    # self-checks
    ids = [c['id'] for c in CASES]
    assert len(ids) == len(set(ids)), 'duplicate id'
    for c in CASES:
        for s in c['secrets'] + c['lookalikes']:
            assert s and s in c['text'], (c['id'], s)
    with open(out, 'w', encoding='utf-8', newline='\n') as f:
        f.write(dump(CASES))


def q(s):
    bad = any(ord(ch) < 32 or 0x7f <= ord(ch) <= 0x9f or ch in '\u2028\u2029\ufeff\u0085' for ch in s)
    if bad:
        r = json.dumps(s, ensure_ascii=False)
        for ch in '\u2028\u2029\ufeff\u0085':
            r = r.replace(ch, '\\u%04x' % ord(ch))
        return r
    return "'" + s.replace("'", "''") + "'"


def dump(cases):
    lines = ['lookalikes: []', 'cases:']
    for c in cases:
        lines.append('- id: %s' % c['id'])
        lines.append('  lang: %s' % q(c['lang']))
        lines.append('  text: %s' % q(c['text']))
        lines.append('  secrets: [%s]' % ', '.join(q(s) for s in c['secrets']))
        lines.append('  lookalikes: [%s]' % ', '.join(q(s) for s in c['lookalikes']))
        lines.append('  note: %s' % q(c['note']))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    main()
