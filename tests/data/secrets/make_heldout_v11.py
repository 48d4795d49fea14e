#!/usr/bin/env python3
"""Generator for heldout_v11.yaml (blind held-out set, secret redaction).

Deterministic: random.Random(20261205). Re-running reproduces the YAML byte for byte.
All values are fake and random; formats that carry check digits get real ones
(Luhn, IBAN mod-97, GitHub CRC32, ID-card checksums, MRZ 7-3-1, bech32, base58check, BIP39).
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys
import zlib

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20261205)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LOAN = LO + DG
UPAN = UP + DG
HEX = '0123456789abcdef'
B64 = AN + '+/'
B64U = AN + '-_'


def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEX, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def uuid4():
    h = hx(32)
    h = h[:12] + '4' + h[13:16] + R.choice('89ab') + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def wrap64(s, n=64):
    return '\n'.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- check digits
def luhn_digit(body):
    s = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(prefix, length=16):
    body = prefix + rs(DG, length - len(prefix) - 1)
    n = body + luhn_digit(body)
    assert luhn_ok(n)
    return n


def group(s, sizes, sep=' '):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k])
        i += k
    return sep.join(out)


def iban(cc, bban):
    rearr = bban + cc + '00'
    num = ''.join(str(int(ch, 36)) for ch in rearr)
    chk = 98 - int(num) % 97
    val = f"{cc}{chk:02d}{bban}"
    num2 = ''.join(str(int(ch, 36)) for ch in val[4:] + val[:4])
    assert int(num2) % 97 == 1
    return val


def iban_de():
    return iban('DE', rs(DG, 8) + rs(DG, 10))


def iban_gb():
    return iban('GB', R.choice(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + rs(DG, 6) + rs(DG, 8))


def iban_fr():
    bank, branch, acct = rs(DG, 5), rs(DG, 5), rs(DG, 11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return iban('FR', f"{bank}{branch}{acct}{key:02d}")


def iban_nl():
    return iban('NL', R.choice(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB']) + rs(DG, 10))


def iban_ch():
    return iban('CH', rs(DG, 5) + rs(DG, 12))


def spaced4(s):
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))


def cn_id(area=None):
    area = area or R.choice(['110105', '310115', '440305', '330106', '510107', '420111', '320102', '370202', '500103', '610113'])
    y, m, d = R.randint(1968, 2003), R.randint(1, 12), R.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{R.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + '10X98765432'[s % 11]


def us_ssn():
    a = R.choice([x for x in range(1, 900) if x != 666])
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def uk_nino():
    first = R.choice('ABCEGHJKLMNOPRSTWXYZ')
    second = R.choice('ABCEGHJKLMNPRSTWXYZ')
    return f"{first}{second} {rs(DG, 2)} {rs(DG, 2)} {rs(DG, 2)} {R.choice('ABCD')}"


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


def aadhaar():
    body = R.choice('23456789') + rs(DG, 10)
    n = body + verhoeff_digit(body)
    assert verhoeff_ok(n)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def br_cpf():
    n = [R.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        s = sum(a * b for a, b in zip(n, range(k, 1, -1)))
        n.append((s * 10) % 11 % 10)
    s = ''.join(map(str, n))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def es_dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nl_bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        s = sum(a * w for a, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return ''.join(map(str, d)) + str(last)


def ca_sin():
    s = card(R.choice('1234567'), 9)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def hk_id():
    letter = R.choice('ACDEGHKMPRVYZ')
    digits = rs(DG, 6)
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1)))
    chk = (11 - s % 11) % 11
    return f"{letter}{digits}({'A' if chk == 10 else chk})"


TW_MAP = dict(zip('ABCDEFGHJKLMNPQRSTUVXYWZIO', range(10, 36)))


def tw_id():
    letter = R.choice('ABCDEFHKNT')
    v = TW_MAP[letter]
    d = [R.choice([1, 2])] + [R.randint(0, 9) for _ in range(7)]
    s = v // 10 + (v % 10) * 9 + sum(a * w for a, w in zip(d, range(8, 0, -1)))
    chk = (10 - s % 10) % 10
    return letter + ''.join(map(str, d)) + str(chk)


def sg_nric():
    p = R.choice('ST')
    d = rs(DG, 7)
    s = sum(int(a) * w for a, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == 'T' else 0)
    return p + d + 'JZIHGFEDCBA'[s % 11]


def jp_mynumber():
    d = rs(DG, 11)
    s = 0
    for n in range(1, 12):
        p = int(d[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    chk = 0 if r <= 1 else 11 - r
    n = d + str(chk)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def kr_rrn():
    y, m, dd = R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)
    body = f"{y:02d}{m:02d}{dd:02d}{R.choice('12')}{rs(DG, 5)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(body, w))
    return f"{body[:6]}-{body[6:]}{(11 - s % 11) % 10}"


def mrz_check(s):
    vals = []
    for ch in s:
        if ch.isdigit():
            vals.append(int(ch))
        elif ch == '<':
            vals.append(0)
        else:
            vals.append(ord(ch) - 55)
    return str(sum(v * [7, 3, 1][i % 3] for i, v in enumerate(vals)) % 10)


def us_routing():
    while True:
        d = [R.choice([0, 1, 2, 3])] + [R.randint(0, 9) for _ in range(7)]
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        c = (10 - s % 10) % 10
        if d[0] in (0, 1, 2, 3):
            return ''.join(map(str, d)) + str(c)


# GitHub-style token with CRC32 base62 checksum
B62 = DG + UP + LO


def base62(n, width=6):
    out = ''
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, '0')


def gh_token(prefix='ghp_'):
    body = rs(AN, 30)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xffffffff)


def gh_pat():
    return 'github_pat_11' + rs(UPAN, 20) + '_' + rs(AN, 59)


# bech32 / base58
CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1ffffff) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp, data):
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = bech32_polymod(exp + data + [0] * 6) ^ 1
    return hrp + '1' + ''.join(CHARSET[d] for d in data + [(pm >> 5 * (5 - i)) & 31 for i in range(6)])


def convertbits(data, frombits, tobits):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def btc_bech32_addr():
    return bech32_encode('bc', [0] + convertbits(rbytes(20), 8, 5))


def age_secret_key():
    return bech32_encode('age-secret-key-', convertbits(rbytes(32), 8, 5)).upper()


def age_recipient():
    return bech32_encode('age', convertbits(rbytes(32), 8, 5))


B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


def b58(b):
    n = int.from_bytes(b, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + out


def b58check(b):
    return b58(b + hashlib.sha256(hashlib.sha256(b).digest()).digest()[:4])


def btc_wif():
    return b58check(b'\x80' + rbytes(32) + b'\x01')


def ipfs_cid_v0():
    return b58(b'\x12\x20' + rbytes(32))


def sol_addr():
    return b58(rbytes(32))


# BIP39 with real checksum word
with open(os.path.join(HERE, 'bip39_english.txt'), encoding='utf-8') as fh:
    BIP39 = fh.read().split()
assert len(BIP39) == 2048


def bip39(nwords=12):
    ent = rbytes(nwords * 4 // 3)
    h = hashlib.sha256(ent).digest()
    bits = ''.join(f"{x:08b}" for x in ent) + ''.join(f"{x:08b}" for x in h)[:len(ent) * 8 // 32]
    return ' '.join(BIP39[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


def base32_secret(n=20):
    return base64.b32encode(rbytes(n)).decode().rstrip('=')


# ---------------------------------------------------------------- vendor tokens
def jwt(payload, alg='HS256', sig_bytes=32):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(',', ':')).encode())
    body = b64u(json.dumps(payload, separators=(',', ':')).encode())
    return f"{head}.{body}.{b64u(rbytes(sig_bytes))}"


def aws_akid(prefix='AKIA'):
    return prefix + rs('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)


def aws_secret():
    return rs(AN + '+/', 40)


def openai_key():
    return 'sk-proj-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)


def anthropic_key():
    return 'sk-ant-api03-' + rs(B64U, 93) + 'AA'


def stripe_key(kind='sk_live_'):
    return kind + '51' + rs(AN, 22) + rs(AN, 75)


def slack_bot():
    return f"xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}"


def slack_user():
    return f"xoxp-{rs(DG, 12)}-{rs(DG, 12)}-{rs(DG, 13)}-{hx(32)}"


def slack_webhook():
    return f"https://hooks.slack.com/services/T{rs(UPAN, 10)}/B{rs(UPAN, 10)}/{rs(AN, 24)}"


def google_api_key():
    return 'AIza' + rs(B64U, 35)


def sendgrid():
    return f"SG.{rs(B64U, 22)}.{rs(B64U, 43)}"


def pem_rsa_private():
    head = bytes.fromhex('308204be020100300d06092a864886f70d010101050004820' + '4a8308204a40201000282010100')
    der = head + rbytes(4 + 0x4be - len(head))
    return "-----BEGIN PRIVATE KEY-----\n" + wrap64(b64(der)) + "\n-----END PRIVATE KEY-----"


def pem_ec_private():
    der = (bytes.fromhex('30770201010420') + rbytes(32) + bytes.fromhex('a00a06082a8648ce3d030107a144034200') +
           b'\x04' + rbytes(64))
    return "-----BEGIN EC PRIVATE KEY-----\n" + wrap64(b64(der)) + "\n-----END EC PRIVATE KEY-----"


def sshstr(b):
    return len(b).to_bytes(4, 'big') + b


def openssh_ed25519_private(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = sshstr(b'ssh-ed25519') + sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + sshstr(b'ssh-ed25519') + sshstr(pub) + sshstr(priv + pub) + sshstr(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = (b'openssh-key-v1\0' + sshstr(b'none') + sshstr(b'none') + sshstr(b'') + (1).to_bytes(4, 'big') +
            sshstr(pubblob) + sshstr(sec))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap64(b64(blob), 70) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_ed25519_public(comment):
    return 'ssh-ed25519 ' + b64(sshstr(b'ssh-ed25519') + sshstr(rbytes(32))) + ' ' + comment


def pem_ec_public():
    der = bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d03010703420004') + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n" + wrap64(b64(der)) + "\n-----END PUBLIC KEY-----"


# ---------------------------------------------------------------- human-ish values
WORDS = ['maple', 'orbit', 'velvet', 'copper', 'lantern', 'harbor', 'thistle', 'ember', 'granite', 'willow',
         'falcon', 'meadow', 'cobalt', 'saffron', 'juniper', 'tundra', 'pepper', 'quartz', 'marble', 'river',
         'canyon', 'biscuit', 'walnut', 'pixel', 'violet', 'anchor', 'rocket', 'pebble', 'cactus', 'otter']
PINYIN = ['xiaoming', 'laowang', 'lili', 'zhangwei', 'chenjing', 'wanghao', 'liuyang', 'sunmei', 'zhaolei', 'huanghe']


def human_pw():
    style = R.randrange(5)
    if style == 0:
        return R.choice(WORDS).capitalize() + str(R.randint(10, 9999)) + R.choice('!@#$%&*?')
    if style == 1:
        return R.choice(PINYIN) + str(R.randint(1970, 2010)) + R.choice(['', '!', '@', '.'])
    if style == 2:
        return rs(AN, R.randint(10, 16))
    if style == 3:
        return R.choice(WORDS) + R.choice('-_.') + R.choice(WORDS) + R.choice('-_.') + str(R.randint(1, 99))
    return rs(AN + '!@#%^&*', R.randint(12, 20))


def strong_pw(n=None):
    n = n or R.randint(14, 24)
    while True:
        p = rs(AN + '!#%^*-_=+.', n)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
            return p


def passphrase(k=4, sep='-'):
    return sep.join(R.sample(WORDS, k))


def digits(n, first_nonzero=True):
    d = rs(DG, n)
    if first_nonzero and d[0] == '0':
        d = str(R.randint(1, 9)) + d[1:]
    return d


# well-known public example values quoted by some look-alikes; short case codes must not occur inside them
PUBLIC_EXAMPLES = ['11010519491231002X', '4242 4242 4242 4242', '4000 0027 6000 3184', '078-05-1120',
                   'DE89 3704 0044 0532 0130 00', '12345678901234567890', '94287082', '287082', '2023114057',
                   '978-0-13-468599-1', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855']


def short_code(n):
    while True:
        v = digits(n)
        if not any(v in s for s in PUBLIC_EXAMPLES):
            return v


def clean(fn, *args):
    """draw a look-alike value that contains no case secret"""
    secrets_ = [s for c in CASES for s in c['secrets']]
    while True:
        v = fn(*args)
        if not any(s in v for s in secrets_):
            return v


CASES = []
LOOKALIKES = []


def case(kind, text, secrets):
    for s in secrets:
        if not s or s not in text:
            raise ValueError(f"secret {s!r} not a substring of its text (kind={kind})")
    CASES.append({'kind': kind, 'text': text, 'secrets': list(secrets)})


def look(kind, text):
    LOOKALIKES.append({'kind': kind, 'text': text})


# =============================================================== CASES: config / env
k1, k2 = openai_key(), stripe_key()
case('env', f"""my .env is below, the app keeps saying 401 from openai even though the key works in curl. what am I missing?

NODE_ENV=production
PORT=8080
OPENAI_API_KEY={k1}
STRIPE_SECRET_KEY="{k2}"
LOG_LEVEL=debug""", [k1, k2])

a, s = aws_akid(), aws_secret()
case('env', f"""export AWS_ACCESS_KEY_ID={a}
export AWS_SECRET_ACCESS_KEY={s}
export AWS_DEFAULT_REGION=eu-central-1
aws s3 ls  # -> An error occurred (SignatureDoesNotMatch)

why does it fail? I copied these straight from the IAM console""", [s, a])

p = human_pw()
case('env', f"""帮我看下这个 docker-compose 为什么 mysql 起不来，报 Access denied for user 'root'@'172.18.0.3'

services:
  db:
    image: mysql:8.0
    environment:
      MYSQL_ROOT_PASSWORD: {p}
      MYSQL_DATABASE: shop
    ports:
      - "3306:3306\"""", [p])

ak = anthropic_key()
case('env', f"""In PowerShell I did  $env:ANTHROPIC_API_KEY = "{ak}"  and python still says the key is missing. Does $env only last for the session?""", [ak])

p = strong_pw()
case('ini', f"""[client]
user = backup_svc
password = {p}
host = db-prod-02.internal

[mysqldump]
single-transaction

is ~/.my.cnf the right place for this or should it be /etc/mysql/conf.d?""", [p])

p = strong_pw(); tok = gh_token()
case('yaml', f"""spring config that fails to start with "Failed to bind properties under 'spring.datasource'":

spring:
  datasource:
    url: jdbc:postgresql://pg.internal:5432/orders
    username: orders_app
    password: '{p}'
  cloud:
    config:
      token: {tok}""", [p, tok])

p = strong_pw(); sk = hx(64)
case('toml', f"""# config.toml for my rust service
[database]
url = "postgres://svc:{p}@localhost/inventory"
max_connections = 20

[auth]
jwt_secret = "{sk}"

serde fails on this with "missing field `pool_timeout`" — do I need #[serde(default)]?""", [p, sk])

ck, cs = rs(AN, 25), rs(AN, 50)
case('json', f"""Here's my appsettings.json, the Twitter client returns 403:
{{
  "Twitter": {{
    "ConsumerKey": "{ck}",
    "ConsumerSecret": "{cs}"
  }},
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}
}}""", [cs, ck])

p = strong_pw()
case('xml', f"""Tomcat won't let me into the manager app, tomcat-users.xml:

<tomcat-users>
  <role rolename="manager-gui"/>
  <user username="deploy" password="{p}" roles="manager-gui,manager-script"/>
</tomcat-users>""", [p])

p = human_pw()
case('properties', f"""application.properties

spring.mail.host=smtp.gmail.com
spring.mail.port=587
spring.mail.username=alerts.rivera@gmail.com
spring.mail.password={p}
spring.mail.properties.mail.smtp.starttls.enable=true

gmail rejects with 535-5.7.8 Username and Password not accepted""", [p])

apppw = ' '.join(rs(LO, 4) for _ in range(4))
case('cli', f"""gmail app password is "{apppw}" — do I paste it with the spaces or without into Thunderbird?""", [apppw])

p = strong_pw(); tok = rs(AN, 32)
case('env', f"""# .env.production  (laravel)
APP_KEY=base64:{b64(rbytes(32))}
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PASSWORD={p}
PUSHER_APP_SECRET={tok}

php artisan config:cache still reads the old values, why""", [p, tok])
CASES[-1]['secrets'].insert(0, CASES[-1]['text'].split('APP_KEY=')[1].split('\n')[0])

p = human_pw(); enc = b64(p.encode())
case('yaml', f"""kubectl get secret pg-creds -o yaml gives me this, how do I decode it on a mac?

data:
  username: {b64(b'postgres')}
  password: {enc}""", [enc])

tok = 'npm_' + rs(AN, 36)
case('npmrc', f"""//registry.npmjs.org/:_authToken={tok}
@acme:registry=https://npm.pkg.github.com

that's my .npmrc. npm publish says E403 — do scoped packages need a separate token line?""", [tok])

auth = b64(f"robot$ci:{strong_pw()}".encode())
case('json', f"""~/.docker/config.json on the build box:
{{
  "auths": {{
    "harbor.example.net": {{ "auth": "{auth}" }}
  }}
}}
docker pull still says unauthorized""", [auth])

sa_key = pem_rsa_private()
sa = json.dumps({"type": "service_account", "project_id": "billing-prod-4412", "private_key_id": hx(40),
                 "private_key": sa_key + "\n", "client_email": "exporter@billing-prod-4412.iam.gserviceaccount.com",
                 "client_id": digits(21)}, indent=2)
kbody = sa_key.split('\n', 1)[1].rsplit('\n', 1)[0]
case('json', "GOOGLE_APPLICATION_CREDENTIALS points at this file, BigQuery says invalid_grant:\n" + sa,
     [json.dumps(kbody)[1:-1], json.loads(sa)['private_key_id']])

acct = rs(LO, 10); key = b64(rbytes(64))
case('connstr', f"""DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net

This is what I put in local.settings.json for AzureWebJobsStorage but the function host can't start""", [key])

cs = rs(AN, 3) + '8Q~' + rs(AN + '~._-', 34)
case('env', f"""AZURE_TENANT_ID={uuid4()}
AZURE_CLIENT_ID={uuid4()}
AZURE_CLIENT_SECRET={cs}
→ AADSTS7000215: Invalid client secret provided. the secret was created today""", [cs])

ak, sk = 'LTAI5t' + rs(AN, 18), rs(AN, 30)
case('code', f"""阿里云 OSS 上传报 SignatureDoesNotMatch，代码如下：

import oss2
auth = oss2.Auth('{ak}', '{sk}')
bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'img-prod')
bucket.put_object('a.png', open('a.png','rb'))""", [sk, ak])

sid, skey = 'AKID' + rs(AN, 32), rs(AN, 32)
case('env', f"""腾讯云 COS 的配置，放在 .env 里：
TENCENTCLOUD_SECRET_ID={sid}
TENCENTCLOUD_SECRET_KEY={skey}
COS_REGION=ap-guangzhou
为什么 SDK 还是提示 "secretId or secretKey is empty"？""", [skey, sid])

ak, sk = rs(UPAN, 20), rs(AN, 40)
case('yaml', f"""华为云 OBS 的 obsutil 配置：
ak: {ak}
sk: {sk}
endpoint: obs.cn-north-4.myhuaweicloud.com
我要把这个放进 GitHub Actions，secrets 怎么配比较好？""", [sk, ak])

tok = hx(64); sec = 'SEC' + hx(64)
case('url', f"""钉钉机器人加了加签之后就发不出去了：
webhook = "https://oapi.dingtalk.com/robot/send?access_token={tok}"
secret = "{sec}"
timestamp 用的是毫秒，sign 要不要 urlencode？""", [tok, sec])

hook = 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid4()
case('url', f"""飞书群机器人 {hook} 发消息返回 code 19021，是签名校验失败吗？""", [hook.rsplit('/', 1)[1]])

appid, appsec = 'wx' + hx(16), hx(32)
case('code', f"""微信小程序登录 code2session 一直返回 40125 invalid appsecret：
const url = `https://api.weixin.qq.com/sns/jscode2session?appid={appid}&secret={appsec}&js_code=${{code}}&grant_type=authorization_code`
appsecret 是刚重置的""", [appsec])

# =============================================================== connection strings / DSNs
p = strong_pw()
case('dsn', f"""psql "postgresql://analytics:{p}@10.4.2.19:5432/warehouse?sslmode=require" works but SQLAlchemy says password authentication failed. Do special chars need escaping in the URL?""", [p])

p = strong_pw()
case('dsn', f"""Server=tcp:sql-fin.database.windows.net,1433;Initial Catalog=ledger;User ID=ledger_rw;Password={p};Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;

EF Core migration times out with this connection string, firewall is open""", [p])

p = strong_pw()
case('dsn', f"""mongo_uri = "mongodb+srv://etl_user:{p}@cluster0.x8k2m.mongodb.net/events?retryWrites=true&w=majority"
pymongo.errors.ServerSelectionTimeoutError — IP allowlist is 0.0.0.0/0 already""", [p])

p = strong_pw()
case('dsn', f"""redis://default:{p}@redis-18231.c12.us-east-1-4.ec2.cloud.redislabs.com:18231/0 → ERR invalid password from ioredis, same string works in redis-cli -u""", [p])

p = strong_pw(16)
case('dsn', f"""Go code:
dsn := "payments:{p}@tcp(127.0.0.1:3306)/payments?parseTime=true&loc=Local"
db, err := sql.Open("mysql", dsn)
getting "invalid DSN: did you forget to escape a param value?\"""", [p])

p = strong_pw()
case('dsn', f"""String url = "jdbc:oracle:thin:@//ora-hr.corp:1521/HRPDB";
Connection c = DriverManager.getConnection(url, "hr_report", "{p}");
ORA-01017 invalid username/password; logon denied, but sqlplus works""", [p])

p = strong_pw()
case('dsn', f"""snowflake connector:
conn = snowflake.connector.connect(
    user='DBT_PROD',
    password='{p}',
    account='xy12345.eu-west-1',
    warehouse='TRANSFORMING',
)
is there a way to use key-pair auth instead?""", [p])

# =============================================================== code
p = strong_pw()
case('code', f"""import psycopg2
conn = psycopg2.connect(host="localhost", dbname="tickets", user="tix", password="{p}")
cur = conn.cursor()
cur.execute("select * from events where id = %s", (eid,))
why does this raise "tuple index out of range"?""", [p])

p = strong_pw()
case('code', f"""const mysql = require('mysql2/promise');
const pool = mysql.createPool({{ host: 'db', user: 'api', password: '{p}', database: 'core', connectionLimit: 10 }});
pool.query keeps hanging after ~10 requests, am I leaking connections?""", [p])

p = strong_pw()
case('code', f"""ftp = ftplib.FTP("ftp.supplier-feeds.com")
ftp.login("acme_upload", "{p}")
ftp.cwd("/incoming")
ftplib.error_perm: 530 Login incorrect — the supplier swears the credentials are right""", [p])

p = human_pw()
case('code', f"""server = smtplib.SMTP_SSL('smtp.qq.com', 465)
server.login('2873312045@qq.com', '{p}')
QQ邮箱这里填的是授权码还是登录密码？现在报 535 Login Fail""", [p])

tok = rs(AN + '-_', 24) + '.' + rs(AN + '-_', 6) + '.' + rs(AN + '-_', 38)
tok = b64(digits(18).encode()).rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)
case('code', f"""import discord
client = discord.Client(intents=discord.Intents.default())
client.run("{tok}")
the bot comes online but on_message never fires""", [tok])

tok = f"{digits(10)}:AA{rs(B64U, 33)}"
case('code', f"""bot = telebot.TeleBot("{tok}")
@bot.message_handler(commands=['start'])
...
电报机器人只能收到 /start，其他消息收不到，是 privacy mode 的问题吗""", [tok])

k = sendgrid()
case('code', f"""sg = SendGridAPIClient('{k}')
response = sg.send(message)
# python_http_client.exceptions.ForbiddenError: HTTP Error 403""", [k])

sid, at = 'AC' + hx(32), hx(32)
case('code', f"""client = Client("{sid}", "{at}")
client.messages.create(to="+15558675310", from_="+15017122661", body="hi")
Twilio error 20003 authenticate""", [at])

p = strong_pw()
case('code', f"""val props = Properties().apply {{
    put("bootstrap.servers", "kafka-1:9093")
    put("security.protocol", "SASL_SSL")
    put("sasl.mechanism", "PLAIN")
    put("sasl.jaas.config", "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"svc-orders\\" password=\\"{p}\\";")
}}""", [p])

p = strong_pw()
case('code', f"""ldap.simple_bind_s("cn=svc-jenkins,ou=ServiceAccounts,dc=corp,dc=local", "{p}")
-> ldap.INVALID_CREDENTIALS: {{'desc': 'Invalid credentials', 'info': '80090308: LdapErr: DSID-0C09044E, data 52e'}}
what does data 52e mean?""", [p])

p = strong_pw()
case('code', f"""ssh = paramiko.SSHClient()
ssh.set_missing_host_key_policy(paramiko.AutoAddPolicy())
ssh.connect('203.0.113.44', username='ubuntu', password='{p}')
这段在内网机器上一直超时，ping 是通的""", [p])

hk = hx(64)
case('code', f"""func verify(body []byte, sig string) bool {{
    mac := hmac.New(sha256.New, []byte("{hk}"))
    mac.Write(body)
    return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig))
}}
webhook verification always false for GitHub deliveries""", [hk])

whsec = 'whsec_' + rs(AN, 32)
case('code', f"""event = stripe.Webhook.construct_event(payload, sig_header, "{whsec}")
SignatureVerificationError: No signatures found matching the expected signature for payload — I'm using Flask request.data""", [whsec])

p = strong_pw()
case('code', f"""# settings.py
DATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'blog', 'USER': 'blog', 'PASSWORD': '{p}', 'HOST': 'localhost'}}}}
SECRET_KEY = 'django-insecure-{rs(LOAN + "!@#$%^&*(-_=+)", 50)}'""", [p])
CASES[-1]['secrets'].append(CASES[-1]['text'].split("SECRET_KEY = '")[1].split("'")[0])

p = strong_pw()
case('code', f"""Invoke-Command -ComputerName SRV-FILE01 -Credential (New-Object System.Management.Automation.PSCredential("CORP\\svc_backup", (ConvertTo-SecureString "{p}" -AsPlainText -Force))) -ScriptBlock {{ Get-Volume }}""", [p])

tok = 'hf_' + rs(AN, 34)
case('code', f"""from huggingface_hub import login
login(token="{tok}")
model = AutoModel.from_pretrained("meta-llama/Llama-3.1-8B")
still says gated repo, I accepted the license yesterday""", [tok])

tok = 'glpat-' + rs(B64U, 20)
case('code', f"""gl = gitlab.Gitlab('https://gitlab.com', private_token='{tok}')
gl.projects.get('acme/infra').pipelines.list()
403 insufficient_scope — which scope do I need for pipelines?""", [tok])

# =============================================================== CLI
p = strong_pw()
case('cli', f"""mysql -h 10.0.3.7 -u root -p{p} -e "show databases;"
works on my laptop but in cron it says access denied""", [p])

p = strong_pw()
case('cli', f"""PGPASSWORD='{p}' pg_dump -h db.internal -U reporting -Fc sales > sales.dump
is there a safer way that doesn't show up in ps?""", [p])

tok = gh_token()
case('cli', f"""git clone https://oauth2:{tok}@github.com/acme/private-infra.git
remote: Repository not found. the repo definitely exists""", [tok])

p = strong_pw()
case('cli', f"""curl -u admin:{p} -X POST https://jenkins.acme.io/job/deploy/buildWithParameters?ENV=prod
returns 403 No valid crumb was included in the request""", [p])

key = rs(AN, 32)
case('cli', f"""curl -s -H "X-API-Key: {key}" https://api.openweathermap.org/data/3.0/onecall?lat=52.5&lon=13.4 | jq .current
why is it 401 for One Call 3.0 but fine for 2.5?""", [key])

tok = 'dckr_pat_' + rs(B64U, 27)
case('cli', f"""echo "{tok}" | docker login -u mkovacs --password-stdin
Error saving credentials: error storing credentials - err: exit status 1""", [tok])

p = strong_pw()
case('cli', f"""sshpass -p '{p}' rsync -avz -e ssh ./dist/ deploy@198.51.100.23:/var/www/site/
sshpass 在 macOS 上装不上，有替代吗""", [p])

tok = 'hvs.' + rs(AN, 90)
case('cli', f"""VAULT_ADDR=https://vault.acme.io:8200 VAULT_TOKEN={tok} vault kv get secret/payments
Error making API request... Code: 403. Errors: permission denied""", [tok])

p = strong_pw()
case('cli', f"""docker run -d --name pg -e POSTGRES_PASSWORD={p} -p 5432:5432 postgres:16
then psql -h localhost -U postgres asks for a password and rejects it""", [p])

tok = 'pypi-AgEIcHlwaS5vcmc' + rs(B64U, 150)
case('cli', f"""twine upload dist/* -u __token__ -p {tok}
HTTPError: 403 Forbidden — Invalid or non-existent authentication information""", [tok])

tok = rs(AN + '-_', 40)
case('cli', f"""curl -X GET "https://api.cloudflare.com/client/v4/zones" -H "Authorization: Bearer {tok}" -H "Content-Type: application/json"
returns 10000 Authentication error""", [tok])

p = strong_pw()
case('cli', f"""openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}
keytool 导入的时候提示 keystore password was incorrect""", [p])

p = strong_pw()
case('cli', f"""htop 里看到的进程命令行：
/usr/bin/java -Dspring.datasource.password={p} -Xmx2g -jar app.jar
怎么让密码不出现在进程参数里？""", [p])

# =============================================================== HTTP
tok = jwt({"sub": uuid4(), "email": "p.nguyen@northwind.io", "role": "admin", "iat": 1764200000, "exp": 1764286400})
case('http', f"""GET /api/v2/invoices?page=3 HTTP/1.1
Host: billing.northwind.io
Authorization: Bearer {tok}
Accept: application/json

the server returns 401 "token expired" but exp is tomorrow??""", [tok])

u, p = 'svc-metrics', strong_pw()
basic = b64(f"{u}:{p}".encode())
case('http', f"""Request headers from devtools:
Authorization: Basic {basic}
User-Agent: Mozilla/5.0
why does nginx still redirect to /login?""", [basic])

sess, csrf = hx(32), rs(AN, 64)
case('http', f"""Cookie: sessionid={sess}; csrftoken={csrf}; _ga=GA1.2.1311402218.1733902233
用 requests 复制浏览器的 cookie 调接口，返回 403 CSRF verification failed""", [sess, csrf])

sid = 's%3A' + rs(B64U, 32) + '.' + rs(AN + '%', 44)
case('http', f"""Set-Cookie: connect.sid={sid}; Path=/; HttpOnly; Secure; SameSite=Lax
express-session cookie isn't sent back by Safari, only Chrome""", [sid])

tok = rs(AN, 40)
case('http', f"""fetch('https://api.notion.com/v1/databases/{hx(32)}/query', {{
  method: 'POST',
  headers: {{ 'Authorization': 'Bearer secret_{tok}', 'Notion-Version': '2022-06-28' }}
}})
CORS error in browser""", ['secret_' + tok])

# =============================================================== logs / traces
p = strong_pw()
case('log', f"""2026-11-28 03:12:44,118 ERROR [pool-3-thread-7] c.z.h.p.HikariPool - HikariPool-1 - Exception during pool initialization.
org.postgresql.util.PSQLException: FATAL: password authentication failed for user "billing"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
Caused by: config dump: jdbcUrl=jdbc:postgresql://pg-billing:5432/billing, username=billing, password={p}
Any idea? This started after the rotation last night""", [p])

tok = slack_bot()
case('log', f"""[ERROR] slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://www.slack.com/api/chat.postMessage)
The server responded with: {{'ok': False, 'error': 'not_in_channel'}}
DEBUG headers={{'Authorization': 'Bearer {tok}', 'Content-type': 'application/json;charset=utf-8'}}""", [tok])

p = strong_pw()
case('log', f"""Traceback (most recent call last):
  File "/app/sync.py", line 41, in <module>
    client = Minio("minio.lab:9000", access_key="sync-bot", secret_key="{p}", secure=False)
  File "/usr/local/lib/python3.12/site-packages/minio/api.py", line 130, in __init__
minio.error.S3Error: S3 operation failed; code: SignatureDoesNotMatch""", [p])

p = strong_pw()
case('log', f"""nginx error.log 里有一行：
2026/11/30 22:01:09 [error] 1192#1192: *4410 upstream sent invalid header, client: 10.2.0.8, request: "GET /login?user=ops&password={p} HTTP/1.1", host: "admin.xyz.cn"
这个请求是我自己测试发的，日志要不要清理？""", [p])

k = google_api_key()
case('log', f"""W/GoogleApiManager( 4123): Failed to get service from broker.
E/MapsInitializer: Authorization failure. Please see https://developers.google.com/maps/documentation/android-sdk/start
E/Google Android Maps SDK: Ensure that the following Android Key exists: API Key: {k}
Android Application (<cert_fingerprint>;<package_name>): 5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25;com.lumen.rides""", [k])

# =============================================================== keys / tokens / urls
key = pem_ec_private()
case('pem', f"""is this key P-256 or secp256k1? openssl ec -text chokes on it

{key}""", [key.split('\n', 1)[1].rsplit('\n', 1)[0]])

key = openssh_ed25519_private('deploy@ci-runner')
case('pem', f"""GitHub Actions 里 ssh 部署一直 Permission denied (publickey)，我把私钥放在 secrets.DEPLOY_KEY 里了，内容是：
{key}
公钥已经加到服务器 authorized_keys""", [key.split('\n', 1)[1].rsplit('\n', 1)[0]])

key = pem_rsa_private()
case('pem', f"""nginx: [emerg] SSL_CTX_use_PrivateKey failed (SSL: error:05800074:x509 certificate routines::key values mismatch)
this is the key file I'm using:
{key}""", [key.split('\n', 1)[1].rsplit('\n', 1)[0]])

tok = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": 1731000000, "exp": 2046576000})
case('jwt', f"""const supabase = createClient('https://{rs(LO, 20)}.supabase.co', '{tok}')
I'm using this in my Next.js client component and RLS seems to be ignored — why?""", [tok])

tok = jwt({"sub": "auth0|" + hx(24), "aud": ["https://api.kestrel.app"], "scope": "openid profile read:reports", "iat": 1764400000, "exp": 1764486400, "azp": rs(AN, 32)}, alg='RS256', sig_bytes=256)
case('jwt', f"""decode this for me and tell me why the scope check fails: {tok}""", [tok])

hook = slack_webhook()
case('webhook', f"""curl -X POST -H 'Content-type: application/json' --data '{{"text":"deploy done"}}' {hook}
returns invalid_payload""", [hook.split('/services/')[1]])

hook = f"https://discord.com/api/webhooks/{digits(19)}/{rs(B64U, 68)}"
case('webhook', f"""Discord webhook for our build notifications: {hook} — can I add an embed color?""", [hook.split('/webhooks/')[1]])

hook = f"https://outlook.office.com/webhook/{uuid4()}@{uuid4()}/IncomingWebhook/{hx(32)}/{uuid4()}"
case('webhook', f"""Teams connector URL {hook} stopped working, MS says connectors are retired?""", [hook.split('/IncomingWebhook/')[1]])

sig = b64(rbytes(32)).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')
url = f"https://stacmedia.blob.core.windows.net/exports/q3.csv?sp=r&st=2026-11-30T09:00:00Z&se=2027-01-30T17:00:00Z&spr=https&sv=2022-11-02&sr=b&sig={sig}"
case('url', f"""Sharing the SAS url with the vendor: {url}
is two months too long for expiry?""", [sig])

key = rs(AN, 32)
case('url', f"""https://newsapi.org/v2/top-headlines?country=de&apiKey={key} 用浏览器能打开，部署到 Vercel 之后就 426 了""", [key])

amz = f"X-Amz-Credential={aws_akid('ASIA')}%2F20261201%2Fus-east-1%2Fs3%2Faws4_request"
sec_tok = rs(B64, 300).replace('+', '%2B').replace('/', '%2F')
sig = hx(64)
url = f"https://acme-reports.s3.amazonaws.com/2026/nov.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&{amz}&X-Amz-Date=20261201T101500Z&X-Amz-Expires=604800&X-Amz-Security-Token={sec_tok}&X-Amz-Signature={sig}&X-Amz-SignedHeaders=host"
case('url', f"""the presigned link I generated: {url}
my coworker gets AccessDenied after 12 hours even though expires is 7 days""", [sec_tok, sig])

tok = 'ATATT3xFfGF0' + rs(B64U, 180) + '=' + hx(8).upper()
case('cli', f"""curl -u priya.raman@lattice.dev:{tok} -H "Accept: application/json" https://lattice.atlassian.net/rest/api/3/myself
HTML 401 page instead of json, am I using the wrong auth?""", [tok])

tok = rs(B64U, 28) + '.atlasv1.' + rs(B64U, 67)
case('hcl', f"""terraform {{
  cloud {{
    organization = "pinecrest"
    token        = "{tok}"
    workspaces {{ name = "prod-network" }}
  }}
}}
I know token shouldn't be here, but terraform init says 'Required token could not be found' anyway?""", [tok])

tok = 'shpat_' + hx(32)
case('code', f"""Shopify admin API returns 401 with X-Shopify-Access-Token: {tok} — the app was installed on the dev store 5 minutes ago""", [tok])

tok = 'dapi' + hx(32)
case('code', f"""databricks-sql-connector:
connection = sql.connect(server_hostname="adb-{digits(16)}.7.azuredatabricks.net", http_path="/sql/1.0/warehouses/{hx(16)}", access_token="{tok}")""", [tok])

totp = base32_secret()
case('url', f"""I'm moving my 2FA to a new phone, the old app exported this otpauth://totp/GitHub:rmoreau?secret={totp}&issuer=GitHub — can I just paste that into 1Password?""", [totp])


# =============================================================== prose (English)
p = human_pw()
case('prose_en', f"""ok so for future reference my netflix login is my work email and the password is {p}, my sister keeps asking""", [p])

pp = passphrase(4, ' ')
case('prose_en', f"""The passphrase for my KeePass vault is "{pp}" (all lowercase, spaces between). I'm scared I'll forget it, can you help me build a mnemonic for it?""", [pp])

pin = short_code(4)
case('prose_en', f"""Bank changed my debit card PIN to {pin} at the branch today. Is it safe to keep using the same PIN for the credit card too?""", [pin])

code = short_code(6)
case('prose_en', f"""Hey, the garage keypad code is {code}# — the delivery guy needs it tomorrow, could you draft a short note for him that doesn't sound weird?""", [code])

wifi = R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + short_code(3)
case('prose_en', f"""Write a cute welcome card for our Airbnb guests. Wifi network "Casa-Lumen", password {wifi}. Checkout at 11.""", [wifi])

otp = short_code(6)
case('prose_en', f"""I got a text saying "Your Coinbase verification code is {otp}. Don't share it with anyone." but I didn't try to log in. should I be worried??""", [otp])

codes = [f"{rs(LOAN, 4)}-{rs(LOAN, 4)}" for _ in range(4)]
case('prose_en', "These are my Google backup codes, I printed them but want a digital copy somewhere:\n" + '\n'.join(codes) + "\nwhere is the safest place to keep them?", codes)

lock = f"{R.randint(0, 39)}-{R.randint(0, 39)}-{R.randint(0, 39)}"
case('prose_en', f"""My gym locker combo is {lock} and I keep mixing up which direction to turn first on a Master lock. Right first or left?""", [lock])

seed = bip39(12)
case('seed', f"""I'm restoring my Trust Wallet on a new phone. Seed: {seed}. It says invalid phrase — did I write a word wrong?""", [seed])

seed = bip39(24)
sheet = '\n'.join(f"{i + 1}. {w}" for i, w in enumerate(seed.split()))
case('seed', f"""Ledger recovery sheet, 24 words:
{sheet}
I need to know if order matters when typing into Ledger Live""", [sheet])

p1, p2 = human_pw(), human_pw()
case('prose_en', f"""Mom's iPad: Apple ID password is {p1}, screen time passcode is {p2[:0]}{short_code(4)}. Please just remember these for me, she always calls when she's locked out.""", [p1])
CASES[-1]['secrets'].append(re.search(r'passcode is (\d{4})', CASES[-1]['text']).group(1))

alarm = short_code(4)
case('prose_en', f"""house sitter instructions draft: feed the cat twice, water the ferns on Sunday, alarm disarm code {alarm} then press OFF. Make it friendlier?""", [alarm])

pw = f"{R.choice(WORDS)}{R.choice(WORDS)}"
case('prose_en', f"""lol my router admin password is literally still "{pw}" from when the ISP guy set it up. how do I change it on a TP-Link Archer?""", [pw])

# =============================================================== prose (Chinese)
p = human_pw()
case('prose_zh', f"""帮我记一下，公司 VPN 的密码改成 {p} 了，下次我问你就告诉我""", [p])

wifi = rs(LOAN, 10)
case('prose_zh', f"""我家 wifi 名字是 ChinaNet-7F2a，密码 {wifi}，帮我写个给客人看的小纸条，语气温馨一点""", [wifi])

pin = short_code(6)
case('prose_zh', f"""支付宝支付密码是{pin}，我老是忘，有没有什么好记的方法？""", [pin])

door = short_code(6)
case('prose_zh', f"""小区门禁密码：{door}#，快递小哥来了直接按就行。帮我把这句话翻译成英文，我要发给外国同事""", [door])

otp = short_code(6)
case('prose_zh', f"""【招商银行】您的验证码为{otp}，5分钟内有效，请勿泄露。—— 我刚收到这条但没操作过，是不是有人在盗刷？""", [otp])

p = f"{R.choice(PINYIN)}{short_code(6)}"
case('prose_zh', f"""老婆的微信密码是 {p}，她让我帮她登录一下电脑版，为什么扫码之后还要手机确认？""", [p])

p = strong_pw()
case('prose_zh', f"""服务器 root 密码刚被运维重置成 {p}，我需要在第一次登录后马上改掉吗？""", [p])

pp = '-'.join(R.sample(['苹果', '月亮', '火车', '西瓜', '老虎', '书包', '咖啡', '星星', '雨伞', '熊猫'], 4))
case('prose_zh', f"""我想用中文词组做主密码，比如"{pp}"这种，安全性怎么样？我现在就是用的这个""", [pp])

code = short_code(4)
case('prose_zh', f"""保险柜密码是 {code}，放在卧室衣柜里。这个只是给你记着，万一我出差时家里要用""", [code])

p = human_pw()
case('prose_zh', f"""我的 Steam 账号 lucky_panda88，密码 {p}，帮我想想为什么令牌一直绑定失败""", [p])

codes = [digits(8) for _ in range(5)]
case('prose_zh', "这是我 GitHub 的恢复码（换过格式）：\n" + '、'.join(codes) + "\n手机丢了的话是用这个登录吗？", codes)

p = strong_pw()
case('prose_zh', f"""Redis 的 requirepass 我设成了 {p}，但是 Spring Boot 连的时候还是 NOAUTH，配置里写的是 spring.redis.password，是不是新版本改名了""", [p])

p = human_pw()
case('prose_zh', f"""学校教务系统的密码：{p}（学号 2023114057）。我想写个脚本自动查成绩，登录这步怎么模拟？""", [p])

seed = bip39(12)
case('seed', f"""我的 MetaMask 助记词是：{seed}
导入到 OKX 钱包之后地址不一样，是派生路径不同吗？""", [seed])

p = human_pw()
case('mixed', f"""帮我把这段写成英文邮件发给 IT：我的 Outlook 账号 chen.yu@hl-tech.com 登不上了，已经试过密码 {p}，提示 "Your account has been locked"。""", [p])

pin = short_code(4)
case('mixed', f"""Hi，我的 SIM 卡 PIN 是 {pin}，PUK 在卡套上找不到了，iPhone 提示 "SIM locked"，怎么办？""", [pin])

# =============================================================== cards
c = card('4')
case('card', f"""Can you check if this card number is even valid before I type it into the form? {group(c, [4, 4, 4, 4])} exp 08/29 cvv {short_code(3)}""", [group(c, [4, 4, 4, 4])])
CASES[-1]['secrets'].append(re.search(r'cvv (\d{3})', CASES[-1]['text']).group(1))

c = card(R.choice(['51', '52', '53', '54', '55']))
case('card', f"""booking.com says "card declined" for {c}, expiry 11/27 — is it a Mastercard thing or my bank?""", [c])

c = card(R.choice(['34', '37']), 15)
case('card', f"""My Amex is {group(c, [4, 6, 5], '-')}, the 4 digit CID on the front is {short_code(4)}. Is it normal that the airline wants the CID?""", [group(c, [4, 6, 5], '-')])
CASES[-1]['secrets'].append(re.search(r'front is (\d{4})', CASES[-1]['text']).group(1))

c = card('62', 19)
case('card', f"""我的银联卡号 {c}，在境外网站付款提示卡号无效，是不是 19 位的卡不支持？""", [c])

c = card('62', 16)
case('card', f"""工资卡：招商银行 {group(c, [4, 4, 4, 4])}，开户行深圳科技园支行。帮我写一段给 HR 的说明，说明工资卡变更""", [group(c, [4, 4, 4, 4])])

c = card('4')
case('card', f"""refund went to card ending {c[-4:]}, but that card is closed. full number was {c}. what happens to the money?""", [c])

# =============================================================== bank accounts
ib = iban_de()
case('iban', f"""Bitte Rechnung an: Lukas Hartmann, IBAN {spaced4(ib)}, BIC COBADEFFXXX — can you turn this into a polite English invoice reminder?""", [spaced4(ib)])

ib = iban_gb()
case('iban', f"""for the deposit transfer to my landlord: {ib}, reference FLAT4-DEC. Does the sort code matter if I have the IBAN?""", [ib])

ib = iban_fr()
case('iban', f"""Mon IBAN pour le remboursement: {spaced4(ib)}. Est-ce que tu peux m'aider à écrire le mail à la mutuelle ?""", [spaced4(ib)])

ib = iban_ch()
case('iban', f"""Miete bitte auf {spaced4(ib)} überweisen. Hilf mir, das in eine WhatsApp-Nachricht an meinen Mitbewohner zu packen.""", [spaced4(ib)])

rt, ac = us_routing(), digits(10)
case('bank', f"""direct deposit form asks routing {rt} and account {ac} (checking at Chase) — which box is which on the Gusto form?""", [ac, rt])

ac = card('62', 19)
ac = digits(17)
case('bank', f"""对公账户：上海某某信息科技有限公司，开户行 中国工商银行上海张江支行，账号 {ac}。帮我排版成合同里的收款信息""", [ac])

ac = card('6217', 19)
case('bank', f"""妈妈的建设银行储蓄卡号是 {ac}，户名王秀兰，我要转学费给她，手机银行里跨行转账要多久到账？""", [ac])

# =============================================================== national ids / passports
i = cn_id()
case('national_id', f"""身份证号 {i}，帮我算一下我今年多大，顺便看看这个号码的校验位对不对""", [i])

i = cn_id()
case('national_id', f"""帮我填这张入住登记表：姓名 刘子豪，证件类型 居民身份证，证件号码 {i}，入住日期 12 月 20 日""", [i])

s = us_ssn()
case('national_id', f"""The W-9 wants my SSN, it's {s}. Do I put it in part I even though I'm a single-member LLC?""", [s])

n = uk_nino()
case('national_id', f"""My national insurance number is {n} — HMRC letter says my tax code is 1257L M1, is that emergency tax?""", [n])

a = aadhaar()
case('national_id', f"""Aadhaar {a} is linked to my old phone number. How do I update it without going to the enrolment centre?""", [a])

c = br_cpf()
case('national_id', f"""meu CPF é {c}, a Receita diz que está "pendente de regularização". What does that mean in English and what should I do?""", [c])

d = es_dni()
case('national_id', f"""Para la reserva del hotel en Valencia: DNI {d}, llegada 14/02. Can you write the email in Spanish for me?""", [d])

b = nl_bsn()
case('national_id', f"""My BSN is {b} and the gemeente says my registration isn't complete. What documents do I need for the appointment?""", [b])

s = ca_sin()
case('national_id', f"""New employer wants my SIN ({s}) on the TD1 form before my first day. Normal?""", [s])

h = hk_id()
case('national_id', f"""香港身份證號碼 {h}，幫我填寫這份開戶表格的英文部分""", [h])

t = tw_id()
case('national_id', f"""我的台灣身分證字號是 {t}，申請日本簽證的時候這欄要填嗎？""", [t])

m = jp_mynumber()
case('national_id', f"""マイナンバーは {m} です。this is for my Japanese employer's year-end adjustment form, which field does it go in?""", [m])

k = kr_rrn()
case('national_id', f"""주민등록번호 {k} — my Korean friend asked me to book a KTX ticket for her, do I need this?""", [k])

pn = 'E' + digits(8)
case('passport', f"""我的护照号 {pn}，有效期到 2031 年，帮我填一下这个美国签证 DS-160 上的护照信息部分""", [pn])

pn = digits(9)
case('passport', f"""Passport no. {pn} (US), issued 2019. Airline check-in wants APIS info — what's "country of issuance" if I renewed at a consulate?""", [pn])

num = R.choice('CFGHJK') + rs('CFGHJKLMNPRTVWXYZ0123456789', 8)
surname, given = 'BECKER', 'ANNA<MARIA'
l1 = f"P<D<<{surname}<<{given}".ljust(44, '<')
dob, exp = '910314', '320611'
l2core = f"{num}{mrz_check(num)}D<<{dob}{mrz_check(dob)}F{exp}{mrz_check(exp)}" + '<' * 14 + '0'
comp = num + mrz_check(num) + dob + mrz_check(dob) + exp + mrz_check(exp) + '<' * 14 + '0'
l2 = l2core + mrz_check(comp)
case('passport', f"""The visa portal OCR couldn't read my passport so it asks me to type the MRZ manually:
{l1}
{l2}
What's the "personal number" field then, the part with the <<<?""", [l2, num])

# =============================================================== crypto keys / misc
ek = '0x' + hx(64)
case('crypto', f"""private key of my hot wallet: {ek}
how do I import it into Rabby without the seed?""", [ek])

w = btc_wif()
case('crypto', f"""electrum wants a "WIF" — I have this from an old paper wallet: {w}. Is that WIF or something else?""", [w])

ag = age_secret_key()
case('crypto', f"""# created: 2026-11-02T10:11:12+01:00
# public key: {age_recipient()}
{ag}
sops says "no identity matched any of the recipients" — is the keys.txt format right?""", [ag])

lic = '-'.join(rs(UPAN, 5) for _ in range(5))
case('license', f"""Windows product key from the sticker: {lic}. Activation says 0xC004C003, what now?""", [lic])

p = strong_pw()
case('code', f"""wg0.conf:
[Interface]
PrivateKey = {b64(rbytes(32))}
Address = 10.8.0.2/24
DNS = 1.1.1.1

[Peer]
PublicKey = {b64(rbytes(32))}
Endpoint = vpn.home-lab.net:51820
AllowedIPs = 0.0.0.0/0
手机能连上但是没有网""", [])
CASES[-1]['secrets'].append(CASES[-1]['text'].split('PrivateKey = ')[1].split('\n')[0])

p = strong_pw()
case('code', f"""network={{
    ssid="Office-5G"
    psk="{p}"
    key_mgmt=WPA-PSK
}}
Raspberry Pi won't join, wpa_supplicant.conf looks right to me""", [p])

# =============================================================== announced (multi-message)
p = strong_pw()
case('announced', f"""I'll paste the new database password in my next message, please keep it for the migration script we're writing
---
{p}
---
ok now write the alembic env.py that reads it from an env var instead""", [p])

tok = gh_token()
case('announced', f"""token coming next, don't echo it back
---
{tok}""", [tok])

p = human_pw()
case('announced', f"""下一条发你邮箱密码，你帮我记住
---
{p}
---
好了，现在帮我写个自动归档邮件的 Outlook 规则""", [p])

pin = short_code(6)
case('announced', f"""我把新的门锁密码单独发给你
---
{pin}""", [pin])

k = stripe_key('rk_live_')
case('announced', f"""Here is the restricted key for the reporting job (separate message so it's easy to copy):
---
{k}
---
Now, what scopes does it need for balance transactions?""", [k])

# =============================================================== repeated / corrected (multi-message)
p = human_pw(); p2 = p + '!'
case('repeated', f"""the wifi password at the cabin is {p}
---
sorry typo, it's {p2} with an exclamation mark at the end
---
and please remind me of it when I ask next weekend""", [p, p2])

p = strong_pw()
case('repeated', f"""set the SFTP password for the vendor to {p}
---
wait, does "{p}" satisfy their policy of at least 2 special characters?""", [p])

pin = short_code(6)
case('repeated', f"""宝宝的儿童手表解锁密码是 {pin}
---
刚才那个 {pin} 是旧的，别用了，新的我还没设""", [pin])

c = card('4')
case('repeated', f"""card for the team subscription: {c}, 03/28
---
oh and the card {c[:4]} {c[4:8]} {c[8:12]} {c[12:]} is the company one so please don't mix it with my personal""", [c, f"{c[:4]} {c[4:8]} {c[8:12]} {c[12:]}"])

tok = 'xoxp-' + rs(DG, 12) + '-' + rs(DG, 12) + '-' + rs(DG, 13) + '-' + hx(32)
case('repeated', f"""user token: {tok}
---
hmm it's giving missing_scope. here's the exact curl:
curl -H "Authorization: Bearer {tok}" https://slack.com/api/users.list""", [tok])

i = cn_id()
case('repeated', f"""我身份证号是 {i}
---
不对，最后一位是 X 的话要大写吗？我刚才发的 {i} 是对的吧""", [i])

# =============================================================== Chinese tech / mixed extra
p = strong_pw()
case('code', f"""帮我解释下这段 Java：
Session session = Session.getInstance(props, new Authenticator() {{
    protected PasswordAuthentication getPasswordAuthentication() {{
        return new PasswordAuthentication("notice@xyz-edu.cn", "{p}");
    }}
}});
为什么要用匿名内部类？""", [p])

ak, sk = rs(UPAN[:36] + '-_', 40), rs(B64U, 40)
ak, sk = rs(AN + '-_', 40), rs(AN + '-_', 40)
case('code', f"""七牛云上传凭证生成：
q = Auth('{ak}', '{sk}')
token = q.upload_token('static-prod', key, 3600)
前端上传返回 401 bad token""", [sk, ak])

p = strong_pw()
case('cli', f"""nacos 配置中心登录不上，我在启动参数里加了 -Dnacos.core.auth.plugin.nacos.token.secret.key={b64(rbytes(32))} 和 --spring.cloud.nacos.password={p}，是 token.secret.key 长度不够吗""", [p])
CASES[-1]['secrets'].append(CASES[-1]['text'].split('secret.key=')[1].split(' ')[0])

k = 'sk-' + hx(32)
case('env', f"""DEEPSEEK_API_KEY={k}
BASE_URL=https://api.deepseek.com/v1
用 openai 的 python 库调 deepseek，返回 Authentication Fails，是不是 base_url 写错了""", [k])

k = hx(32) + '.' + rs(AN, 16)
case('code', f"""智谱的 key 是这种格式 {k}，文档说要自己生成 JWT，用 PyJWT 怎么写？""", [k])

k = 'sk-' + rs(AN, 48)
case('code', f"""通义千问 DashScope：
dashscope.api_key = "{k}"
调用 qwen-max 一直报 InvalidApiKey，控制台里明明是启用状态""", [k])

# =============================================================== LOOK-ALIKES (no secret inside)
sha = hx(40)
look('git', f"Can you help me write a revert message? The bad commit is {sha} — it bumped the ORM and broke the nightly export.")

shas = [hx(7) for _ in range(5)]
look('git', f"""git log --oneline gives me:
{shas[0]} (HEAD -> main) fix flaky date test
{shas[1]} add retry to upload worker
{shas[2]} Merge pull request #482 from lena/feature/csv-export
{shas[3]} bump pydantic to 2.9
{shas[4]} initial import
how do I squash the middle three into one?""")

iso = hx(64)
look('checksum', f"""downloaded ubuntu-24.04.1-desktop-amd64.iso and sha256sum gives {iso}. The SHA256SUMS file on the mirror has a different value on the first line, but that line is for the server iso I think? how do I check the right one""")

u = uuid4()
look('uuid', f"Customer says her invoice {u} shows the wrong VAT rate. Where in Stripe's dashboard can I search by our internal invoice id?")

rid = hx(8) + '-' + hx(4) + '-' + hx(4) + '-' + hx(4) + '-' + hx(12)
look('request_id', f"""Support asked for the request id of the failed call. The response header says x-request-id: {rid} and x-amz-cf-id: {rs(B64U, 54)}==. Which one do they want?""")

look('order', f"""Amazon order #{digits(3)}-{digits(7)}-{digits(7)} arrived damaged, can you draft a return request? The item is a Logitech MX Keys.""")

look('version', "pip says `requires numpy<2.0,>=1.23.5` but I have numpy 2.1.3 installed. Does 1.26.4 still get security fixes? Also is 2.0.0rc1 > 2.0.0 in PEP 440 ordering?")

msg = "Congratulations! Your account has been upgraded to the Business plan. If you did not request this change, contact support."
look('base64', f"""got this in an email header, is it something sinister? {b64(msg.encode())}""")

look('pubkey', f"""how do I add this to the server so my new laptop can log in?
{ssh_ed25519_public('nina@thinkpad-x1')}
I only have the web console right now""")

pub = pem_ec_public()
look('pubkey', f"""This is the public key our partner gave us to verify their webhook signatures (ES256). How do I load it with the `cryptography` package?

{pub}""")

certder = bytes.fromhex('308203') + rbytes(1) + bytes.fromhex('308202') + rbytes(1) + bytes.fromhex('a003020102') + rbytes(760)
look('cert', f"""openssl x509 -noout -dates says notAfter is in the past but browsers don't complain. Here's the intermediate from the chain (public cert):
-----BEGIN CERTIFICATE-----
{wrap64(b64(certder))}
-----END CERTIFICATE-----""")

look('placeholder', """Our README tells people to do this:

    cp .env.example .env
    # then edit:
    OPENAI_API_KEY=your_api_key_here
    DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/DBNAME

Is it clear enough or should I add screenshots?""")

look('placeholder', """In the docs example they show `curl -H "Authorization: Bearer <token>" https://api.example.com/v1/me`. Do I literally type the angle brackets? (I don't have a token yet, still waiting for approval.)""")

look('code_no_value', """import os
DB_PASSWORD = os.environ["DB_PASSWORD"]
API_KEY = os.getenv("PAYMENTS_API_KEY", "")

pylint complains about constants being assigned from env at import time — is that a real problem?""")

look('hash_discussed', f"""Our old users table stores passwords like $2b$12${rs(B64.replace('+', '.'), 53)} — is cost 12 still reasonable in 2026 or should we migrate to argon2id?""")

look('config_no_secret', """server {
    listen 443 ssl http2;
    server_name shop.example.org;
    ssl_certificate     /etc/letsencrypt/live/shop.example.org/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/shop.example.org/privkey.pem;
    location / { proxy_pass http://127.0.0.1:3000; }
}
why is http2 deprecated warning showing for the listen directive?""")

look('digest', f"""Our deploy pins the image by digest: ghcr.io/acme/api@sha256:{hx(64)}. Renovate keeps opening PRs to bump it — can I make it group them weekly?""")

look('integrity', f"""package-lock.json diff shows only the integrity field changed:
-      "integrity": "sha512-{b64(rbytes(64))}"
+      "integrity": "sha512-{b64(rbytes(64))}"
for lodash 4.17.21. Same version, different hash — should I be worried about a supply chain thing?""")

look('gosum', f"""go mod verify fails:
github.com/gorilla/mux v1.8.1 h1:{b64(rbytes(32))}
github.com/gorilla/mux v1.8.1/go.mod h1:{b64(rbytes(32))}
"verifying module: checksum mismatch". Do I delete go.sum?""")

look('cid', f"I pinned our conference slides on IPFS, the CID is {ipfs_cid_v0()} — can you write a tweet announcing it with a gateway link?")

addr = btc_bech32_addr()
look('crypto_public', f"""Write a short 'support this project' section for my GitHub README. Bitcoin donations go to {addr} and I also accept GitHub Sponsors.""")

look('crypto_public', f"""Our NFT contract is verified on Etherscan at 0x{hx(40)} — how do I add the collection to OpenSea's metadata refresh queue?""")

look('publishable', f"""Stripe docs say the publishable key is safe to ship in frontend code, so I put `const stripe = Stripe('pk_live_51{rs(AN, 22)}{rs(AN, 75)}')` in our checkout page. The secret key lives only on the server. Is that setup fine?""")

look('doc_example', """The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example. If I put those in my tutorial's config snippet, will GitHub push protection block the commit?""")

look('doc_example', """jwt.io shows eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c as the default example. Why does the signature change when I edit the name but the header part doesn't?""")

look('policy', "What's a sane password policy for an internal tool in 2026? NIST seems to say no forced rotation and min 8 chars, but our auditor wants 90-day expiry.")

look('how_to', "Give me a one-liner that generates a 32-byte random secret in base64 on macOS, for a Rails secret_key_base. I'll run it myself.")

look('placeholder', """Helm chart values.yaml ships with

postgresql:
  auth:
    username: app
    password: changeme   # override with --set or an existing secret
    existingSecret: ""

Should the default be empty instead of changeme so people can't forget to override it?""")

look('config_no_secret', """apiVersion: v1
kind: ConfigMap
metadata:
  name: web-config
data:
  LOG_LEVEL: info
  FEATURE_NEW_CHECKOUT: "true"
  API_BASE_URL: https://api.internal.svc.cluster.local

is there a limit on how many keys a ConfigMap can hold?""")

look('tracking', f"UPS tracking 1Z{rs(UPAN, 6)}{digits(10)} has said 'label created' for 5 days. Is it lost or did the seller just not ship?")

look('isbn', "Is 978-0-13-468599-1 the ISBN for the 2nd or 3rd edition of The Pragmatic Programmer? My library's catalogue lists both.")

look('masked_log', """2026-11-30T08:14:22Z INFO  auth: login ok user=kpatel ip=10.0.4.17 password=****** mfa=totp
2026-11-30T08:14:23Z WARN  auth: token refresh took 1840ms
our log scrubber masks the password — does it also need to mask the ip under GDPR?""")

look('masked_error', f"""openai.AuthenticationError: Error code: 401 - Incorrect API key provided: sk-proj-****************************{rs(AN, 4)}. You can find your API key at https://platform.openai.com/account/api-keys.
I rotated the key in the dashboard this morning, so the app must still have the old one cached somewhere?""")

look('regex', r"""I'm writing a pre-commit hook. Is this regex too loose for GitHub tokens? `gh[pousr]_[A-Za-z0-9]{36}` — and what about the fine-grained `github_pat_` ones?""")

look('test_card', "For Stripe test mode I'm using 4242 4242 4242 4242 with any future expiry and CVC 123, but the 3DS test card 4000 0027 6000 3184 never shows the challenge modal. Do I need to enable something?")

look('doc_example', "The Wikipedia IBAN article uses DE89 3704 0044 0532 0130 00 as its example. If I validate that with mod-97 I get 1, so my validator works, right?")

look('trivia', "Is it true that 078-05-1120 is the most misused SSN ever because it was printed on sample cards in wallets in the 1930s? Give me the story in 3 sentences.")

look('fingerprint', f"""The authenticity of host 'build-03.lab (10.20.0.33)' can't be established.
ED25519 key fingerprint is SHA256:{b64(rbytes(32)).rstrip('=')}.
This host was just reinstalled. Is it safe to type yes?""")

look('fingerprint', f"What does this GPG fingerprint belong to? {' '.join(hx(4).upper() for _ in range(5))}  {' '.join(hx(4).upper() for _ in range(5))} — it signed the Debian release file I downloaded.")

look('txid', f"""I sent 0.015 BTC and the exchange says they never got it. Tx id: {hx(64)} — mempool.space shows 1 confirmation. How long do they usually wait?""")

look('container', f"""docker ps shows
{hx(12)}   postgres:16   "docker-entrypoint.s…"   2 hours ago   Up 2 hours   0.0.0.0:5432->5432/tcp   pg
{hx(12)}   redis:7       "docker-entrypoint.s…"   2 hours ago   Up 2 hours   6379/tcp                 cache
how do I attach to the first one's logs only from the last 10 min?""")

look('k8s', f"""kubectl get pods
NAME                          READY   STATUS             RESTARTS
api-{rs(LOAN, 10)}-{rs(LOAN, 5)}      0/1     CrashLoopBackOff   14
worker-{rs(LOAN, 9)}-{rs(LOAN, 5)}   1/1     Running            0
What's the quickest way to see why the api pod keeps restarting?""")

look('arn', f"""Our IAM policy has "Resource": "arn:aws:s3:::acme-logs-{digits(12)}/*" and "Principal": {{"AWS": "arn:aws:iam::{digits(12)}:role/log-shipper"}}. Is the account id in the bucket name a bad idea?""")

look('env_ref', """docker-compose.yml:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}
      POSTGRES_USER: app
Does the :? syntax work in compose v2 or only in bash?""")

look('ci_secret_ref', """- name: Publish
  run: npm publish --access public
  env:
    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
The job says ENEEDAUTH even though the secret exists in the repo settings. Org secrets vs repo secrets?""")

look('k8s', """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: pg-creds
        key: password
If I update the Secret, does the pod pick up the new value without a restart?""")

look('terraform', """variable "db_password" {
  type      = string
  sensitive = true
}
Even with sensitive = true the value ends up in terraform.tfstate in plain text. What's the recommended way to deal with that?""")

look('how_to', "I forgot the password to my own Windows 11 local account (no Microsoft account). I have another admin account on the same machine. What's the legit way to reset it?")

look('argon_hash', f"""Which parameters does this hash use? $argon2id$v=19$m=65536,t=3,p=4${b64(rbytes(16)).rstrip('=')}${b64(rbytes(32)).rstrip('=')}
It's from our test fixtures, I'm trying to decide if m=64MiB is too heavy for our login server.""")

look('lfs', f"""version https://git-lfs.github.com/spec/v1
oid sha256:{hx(64)}
size 48213377
That's what I get instead of the actual model file when I clone. How do I pull the real content?""")

look('public_key', f"""For .sops.yaml: my age public key is {age_recipient()} — creation_rules should reference it under `age:`, right? (the private identity stays in ~/.config/sops/age/keys.txt)""")

look('public_key', f"""[Peer]
PublicKey = {b64(rbytes(32))}
AllowedIPs = 10.8.0.0/24
Endpoint = 203.0.113.10:51820
PersistentKeepalive = 25
This is the peer section I give to friends joining my VPN. Do I need a separate peer block for each of them on the server side?""")

look('rfc_vector', "RFC 6238 test vectors use the ASCII secret 12345678901234567890 and T=59 gives 94287082 for SHA1 with 8 digits. My implementation gives 287082 — I guess I'm truncating to 6 digits?")

look('promo', "The podcast ad said to use code FALL25 at checkout for 25% off, but the site says the promo is invalid. Was it maybe only for new customers?")

look('gtag', f"Is it fine that our Google Analytics measurement id G-{rs(UPAN, 10)} is visible in the page source? Someone in the team called it a leaked key.")

look('site_key', f"reCAPTCHA v3: the site key 6L{rs(B64U, 38)} is in our HTML, the secret key is server-side only. Scores are always 0.9 in dev — is that normal for localhost?")

look('uuid', f"""SELECT * FROM shipments WHERE tenant_id = '{uuid4()}' AND status = 'pending' ORDER BY created_at LIMIT 50;
This takes 4s on 20M rows. Composite index on (tenant_id, status, created_at)?""")

look('uuid', f"UUIDv7 {hx(8)}-{hx(4)}-7{hx(3)}-{R.choice('89ab')}{hx(3)}-{hx(12)} vs v4 for primary keys in Postgres — is the index locality difference noticeable at ~100M rows?")

look('hex_dump', f"""xxd on the corrupted header:
00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR
00000010: 0000 0320 0000 0258 0806 0000 00{hx(2)} {hx(4)}  ... ...X......
00000020: {hx(4)} 0000 0001 7352 4742 00ae ce1c e900  ......sRGB......
Is the IHDR CRC wrong or is it the sRGB chunk?""")

look('crash', f"""Thread 0 Crashed:: Dispatch queue: com.apple.main-thread
0   libsystem_kernel.dylib        0x{hx(16)} __pthread_kill + 8
1   libsystem_pthread.dylib       0x{hx(16)} pthread_kill + 288
2   MyApp                         0x{hx(16)} -[CanvasView drawRect:] + 412
what does this tell me, without symbols?""")

look('hf_revision', f"""model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-7B-Instruct", revision="{hx(40)}")
Is pinning the revision like this enough for reproducibility, or do I also need to pin the tokenizer?""")

look('etag', f"""aws s3api head-object returns ETag "{hx(32)}-{R.randint(2, 40)}". Why isn't it the md5 of the file? I uploaded it with the CLI.""")

look('empty_hash', "Why does everyone recognise e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 on sight? Is it literally the sha256 of nothing?")

look('cargo', f"""Cargo.lock shows
[[package]]
name = "serde"
version = "1.0.215"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{hx(64)}"
Is it OK to commit Cargo.lock for a library crate now? The guidance changed at some point.""")

look('sri', f"""<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" integrity="sha384-{b64(rbytes(48))}" crossorigin="anonymous" defer></script>
the browser blocks it with 'Failed to find a valid digest'. Did jsdelivr change the file?""")

look('password_var', """In React I have

const [password, setPassword] = useState("");
<input type="password" value={password} onChange={e => setPassword(e.target.value)} />

Chrome autofill fills the field visually but `password` stays empty until the user clicks. How do people work around that?""")

look('secret_rotation', "We need to rotate the Stripe secret key without downtime. Can Stripe have two live secret keys active at the same time, and what's the expiry option on the old one called?")

look('leak_response', "I accidentally pushed a .env file to a public repo 10 minutes ago and deleted it in the next commit. Keys are already revoked. Do I still need to rewrite history, and does GitHub cache it somewhere?")

look('totp_design', "Designing 2FA for our app: should backup codes be stored hashed like passwords? And how many should we issue, 8 or 10?")

look('sol', f"Our Solana program id is {sol_addr()} (deployed on mainnet, it's in the docs). Why does Anchor say 'DeclaredProgramIdMismatch' after I rebuilt?")

look('mac', f"My router shows an unknown device with MAC {':'.join(hx(2) for _ in range(6))}. The first three octets should identify the manufacturer, right? Can you look up whose OUI that is?")

look('serial', f"Dell warranty lookup wants the service tag, mine is {rs(UPAN, 7)}. It says 'no warranty found' but I bought it in March — maybe it's registered to the reseller?")

look('correlation', f"""{{"level":"error","ts":"2026-12-01T14:02:11.512Z","msg":"payment capture failed","order_id":"ORD-{digits(8)}","correlation_id":"{hx(16)}","provider_code":"card_declined","attempt":3}}
Should attempt 3 trigger an email to the customer or wait for the final retry?""")

look('b64_question', f"""What's in this data URI? data:text/plain;base64,{b64('Meeting moved to Thursday 3pm, room 4B. Bring the Q3 numbers.'.encode())}""")

look('placeholder', """For the workshop handout I wrote:

  mysql -u root -p'<your-password>' -h 127.0.0.1

but half the students typed <your-password> literally. How should I phrase the placeholder so it's obvious?""")

look('placeholder', """Terraform example in our wiki:

provider "datadog" {
  api_key = var.datadog_api_key   # never hardcode
  app_key = var.datadog_app_key
}

Is `var.` fine or should it read from environment variables DD_API_KEY / DD_APP_KEY instead?""")

look('xxx', "Our ticket template says 'Account: xxxx-xxxx-xxxx-1234 (last four only)'. Is masking all but the last four enough for PCI when agents paste it into Zendesk?")

look('prose_en_no_value', "My bank wants me to pick a new 6-digit PIN. Any tips for choosing one that's memorable but not my birthday?")

look('prose_en_no_value', "Is it bad that I've used the same wifi password since 2015? Nobody outside the family knows it, but the router is old.")

look('prose_en_no_value', "I keep getting one-time codes by SMS that I didn't request, like 4 per day. Is someone trying to get into my account or is it just a typo in someone's number?")

look('prose_en_no_value', "Should I write my seed phrase on paper or steel? And is it crazy to split it in two halves stored at different places?")

look('prose_en_no_value', "What's the difference between a passcode and a password on iPhone? My kid's school form asks for 'device passcode policy' and I don't know what to put.")

look('prose_en_no_value', "Remember that I'm allergic to penicillin and that my GP is Dr. Okafor at the Elm Street practice. That's it, just for when I ask about prescriptions.")

look('semver', "Our API versions look like 2026-11-15.acacia and the SDK is 14.2.0+build.8812. Which one should go into the User-Agent header?")

look('ids', f"""Jira REL-{R.randint(1000, 9999)} and Zendesk #{digits(6)} are the same bug. Can you write a short comment linking them for the support team?""")

look('hash_compare', f"""md5 of the file on the server: {hx(32)}
md5 of my local copy:          {hx(32)}
So they differ, but the sizes match exactly. Line endings?""")

look('public_cert_fpr', f"Our mobile app pins the leaf cert's SPKI hash: sha256/{b64(rbytes(32))}. The cert renews next week — do I need to ship an app update first?")

look('env_example', """.env.example for the new hire onboarding doc:

DATABASE_URL=
REDIS_URL=redis://localhost:6379
SENTRY_DSN=
STRIPE_SECRET_KEY=
FEATURE_FLAGS=checkout_v2,new_nav

Should I add comments explaining where to get each value?""")

look('doc_example', "In the Python docs for hmac they use key b'secret-shared-key-goes-here'. Is there a reason they didn't just use os.urandom in the example?")

look('commit_range', f"Can you explain what `git diff {hx(12)}...{hx(12)}` does differently from two dots? I'm comparing a release branch to main.")

look('b64_json', f"""Why is this cookie so big? It's not a secret, it's our consent banner state: consent={b64(json.dumps({"necessary": True, "analytics": False, "marketing": False, "ts": 1764921600, "v": 3}).encode())}""")

# ---- Chinese look-alikes
look('zh_no_value', "密码要求至少 8 位、包含大小写字母和数字，我们的用户总是抱怨太复杂。有没有既安全又好记的设计建议？")
look('zh_no_value', "手机一直收不到验证码短信，换了好几次也不行，是不是被运营商拦截了？")
look('zh_no_value', "公司要求每 90 天轮换一次 AccessKey，有什么办法能不停机地完成轮换？")
look('zh_no_value', "忘了 QQ 邮箱的独立密码，手机号也换了，还有办法找回吗？")
look('zh_order', f"淘宝订单号 {digits(19)} 的退款一直显示“处理中”，已经七天了，可以投诉吗？")
look('zh_tracking', f"顺丰单号 SF{digits(13)} 显示已签收，但我根本没收到，应该找快递员还是找商家？")

CC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
def uscc():
    body = '9' + '1' + R.choice(['110000', '310000', '440300', '330100']) + rs('0123456789ABCDEFGHJKLMNPQRTUWXY', 9)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(CC_CHARS.index(c) * x for c, x in zip(body, w))
    return body + CC_CHARS[(31 - s % 31) % 31]
look('zh_public_id', f"开发票的时候对方给的统一社会信用代码是 {uscc()}，这个是公开信息吧？写进合同首页有问题吗？")

look('zh_git', f"帮我写一段说明：线上事故是由提交 {hx(40)} 引入的，这次提交改了订单超时时间的默认值，已经回滚。")
look('zh_request_id', f"调用支付宝接口失败，返回里有 trace_id={hx(30)}，客服说要提供这个，我直接发给他们就行吗？")
look('zh_placeholder', """文档里的示例是这样写的：

access_key_id: <你的AccessKeyId>
access_key_secret: <你的AccessKeySecret>

新同事直接把尖括号也抄进去了😂 怎么写文档更不容易误解？""")
look('zh_env_ref', """application.yml 里我这样写：
spring:
  datasource:
    password: ${MYSQL_PASSWORD}
本地跑的时候这个环境变量怎么在 IDEA 里配？""")
look('zh_hash', f"老系统里的密码是这样存的：{clean(hx, 32)}，看长度应该是 MD5，没加盐。迁移到 bcrypt 的时候怎么做到用户无感知？")
look('zh_pubkey', f"""把这个公钥加到服务器上就能免密登录了吧？
{ssh_ed25519_public('zhangsan@macbook')}
是追加到 ~/.ssh/authorized_keys 末尾吗？""")
look('zh_crypto_public', f"我们开源项目接受捐赠，以太坊地址 0x{hx(40)}，帮我写一段中英双语的赞助说明放在 README 里")
look('zh_version', "Node 18 到 Node 22 升级之后 npm ci 报错 EBADENGINE，package.json 里 engines 写的是 >=16.14.0 <19，要怎么改？")
look('zh_ticket', f"工单 INC{digits(7)} 已经超过 SLA 了，帮我写一封催办邮件，语气客气但要明确时间点。")
look('zh_example_id', "国标 GB 11643 里的示例身份证号 11010519491231002X，最后一位 X 是怎么算出来的？帮我讲讲校验码算法")
look('zh_no_value', "我爸总是把银行卡密码写在卡背面，怎么劝他改掉这个习惯？")
look('zh_no_value', "密钥泄露之后第一时间应该做什么？我们是小团队，没有专门的安全人员。")
look('zh_uuid', f"数据库主键用的是 UUID，比如 {uuid4()}，查询很慢，是不是应该换成雪花 ID？")
look('zh_jwt_design', "JWT 的 payload 里能不能放用户手机号？我知道它只是 base64 编码不是加密，但产品坚持要前端直接读出来显示。")
look('zh_b64', f"这段 base64 解码出来是什么？{b64('你好，明天下午三点在二号会议室开周会，请准时参加。'.encode())}")
look('zh_config_no_secret', """redis.conf 我改了这些：
bind 0.0.0.0
protected-mode yes
maxmemory 2gb
maxmemory-policy allkeys-lru
还没设 requirepass，是不是暂时不要开放公网端口比较好？""")
look('zh_checksum', f"下载的安装包 MD5 是 {hx(32)}，官网公布的是另外一个值，是不是被篡改了？还是我下载的版本不对？")
look('zh_no_value', "WiFi 密码在路由器背面的标签上，但是字迹磨掉了，有没有办法在已连接的 Windows 电脑上查看？")
look('zh_no_value', "请帮我记住：我对花生过敏，每周三晚上上钢琴课，我的狗叫豆豆。以后推荐餐厅或者安排日程时考虑一下。")
look('zh_no_value', "把之前告诉你的那个旧地址忘掉吧，我已经搬家了，新地址暂时不用记。")
look('zh_no_value', "二次验证的备用码应该存在哪里比较好？打印出来放抽屉会不会不安全？")
look('zh_code_no_value', """这段代码有问题吗？
def check(user, pwd):
    return bcrypt.checkpw(pwd.encode(), user.password_hash)
同事说要用常量时间比较，bcrypt 自己不是已经处理了吗？""")
look('zh_docker_digest', f"镜像 registry.cn-hangzhou.aliyuncs.com/acme/web@sha256:{hx(64)} 拉取很慢，国内有没有更快的镜像加速方法？")
look('zh_version', "Python 3.12.7 和 3.13.1 哪个更适合生产环境？我们用到了 numpy 1.26 和 torch 2.5。")
look('zh_flight', "帮我查一下 CA1831 这个航班一般会不会延误？周五晚上北京飞上海。")
look('zh_invoice', f"发票代码 0{digits(11)}，发票号码 {digits(8)}，税务局网站查验显示“不一致”，是开票方填错了吗？")
look('zh_cid', f"我们把开源数据集发布到了 IPFS，CID 是 {ipfs_cid_v0()}，帮我写一条发布公告。")
look('zh_masked', f"日志里打印的是 password=******、token=eyJ***，脱敏规则是这样的够不够？手机号我们显示成 138****{digits(4)}。")
look('zh_regex', r"""写了个正则检测代码里泄露的阿里云 AccessKey：LTAI[A-Za-z0-9]{12,20}，会不会误报太多？""")
look('zh_mixed', "帮我解释一下 OAuth 2.0 里 client_secret 和 refresh_token 的区别，用通俗的中文讲，最好举个外卖 App 的例子。")
look('zh_mixed', "Git 提交的时候不小心把 .env 加进去了，还没 push，怎么撤回？用 git reset 还是 git rm --cached？")
look('zh_mixed', f"CI 报错：The job exceeded the maximum time limit，run id 是 {digits(11)}。能帮我看下 GitHub Actions 的超时怎么设置吗？")
look('zh_public_key', f"""这是我们的 GPG 公钥指纹：{' '.join(hx(4).upper() for _ in range(10))}，发版签名用的，帮我写到发布说明里，告诉用户怎么校验。""")
look('zh_no_value', "如果我把支付密码告诉了客服，会不会有风险？他说是为了核实身份。")
look('zh_semver', "我们的版本号格式是 v2.14.3-rc.2+20261130，在 npm 里 rc 版本会被 ^2.14.0 匹配到吗？")
look('zh_lockfile', f"""pnpm-lock.yaml 里的 resolution: {{integrity: sha512-{b64(rbytes(64))}}} 每次 install 都会变吗？团队里 diff 很吵""")
look('zh_k8s', f"""Pod 一直 Pending，kubectl describe 里 Events 显示 0/3 nodes are available，pod 名字是 order-service-{rs(LOAN, 10)}-{rs(LOAN, 5)}，怎么看是资源不足还是污点？""")
look('zh_student', "我的学号是 2023114057，选课系统说我没有选课权限，是不是学籍状态有问题？")
look('zh_no_value', "我们的小程序要做人脸识别登录，用户的身份证号需要加密存储吗？用什么算法合适？")
look('zh_test_card', "微信支付沙箱环境有没有像 Stripe 那样的测试卡号？我在文档里没找到。")

# a few more English look-alikes
look('license_public', "The SPDX identifier for our repo is Apache-2.0 and the NOTICE file lists contributors. Do I need to repeat the license header in every generated protobuf file?")
look('coupon_public', f"Our conference's public discount link is https://tickets.example.dev/devconf?code=COMMUNITY{R.randint(10, 30)} — it's on the meetup page for everyone. Can you write a short LinkedIn post around it?")
look('pgp_public', f"""-----BEGIN PGP PUBLIC KEY BLOCK-----

{wrap64(b64(bytes.fromhex('9833') + rbytes(300)))}
=={rs(B64, 3)}
-----END PGP PUBLIC KEY BLOCK-----
That's the public key on my website. keys.openpgp.org says it has no identity — do I need to verify my email there?""")
look('git_object', f"""git cat-file -p HEAD^{{tree}} shows
100644 blob {hx(40)}\t.gitignore
100644 blob {hx(40)}\tREADME.md
040000 tree {hx(40)}\tsrc
Is there a way to see which commit first introduced the blob for README.md?""")


# =============================================================== checks + output
def _checks():
    all_secrets = [s for c in CASES for s in c['secrets']]
    for c in CASES:
        if not c['secrets']:
            raise ValueError(f"case without secrets: {c['text'][:60]!r}")
        for s in c['secrets']:
            if s not in c['text']:
                raise ValueError(f"secret not in text: {s!r}")
    for lk in LOOKALIKES:
        for s in all_secrets:
            if s in lk['text']:
                raise ValueError(f"look-alike contains a case secret {s!r}: {lk['text'][:80]!r}")
    texts = [c['text'] for c in CASES] + [lk['text'] for lk in LOOKALIKES]
    if len(set(texts)) != len(texts):
        raise ValueError("duplicate texts")


class _Dumper(yaml.SafeDumper):
    pass


def _str_rep(dumper, data):
    if '\n' in data:
        return dumper.represent_scalar('tag:yaml.org,2002:str', data, style='|')
    return dumper.represent_scalar('tag:yaml.org,2002:str', data)


_Dumper.add_representer(str, _str_rep)


def main():
    _checks()
    out = os.path.join(HERE, 'heldout_v11.yaml')
    doc = {'cases': CASES, 'lookalikes': LOOKALIKES}
    text = yaml.dump(doc, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100000, default_flow_style=False)
    back = yaml.safe_load(text)
    assert back == doc, "YAML round trip mismatch"
    with open(out, 'w', encoding='utf-8') as fh:
        fh.write(text)
    zh = re.compile('[\u4e00-\u9fff]')
    nz_c = sum(1 for c in CASES if zh.search(c['text']))
    nz_l = sum(1 for c in LOOKALIKES if zh.search(c['text']))
    print(f"cases={len(CASES)} secrets={sum(len(c['secrets']) for c in CASES)} lookalikes={len(LOOKALIKES)} "
          f"zh_cases={nz_c} ({nz_c / len(CASES):.0%}) zh_lookalikes={nz_l} ({nz_l / len(LOOKALIKES):.0%}) "
          f"sha256={hashlib.sha256(text.encode()).hexdigest()}")


if __name__ == '__main__':
    main()
