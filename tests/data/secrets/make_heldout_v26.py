#!/usr/bin/env python3
"""Deterministic generator for frozen blind held-out set no. 26 (secret redaction).

python3 make_heldout_v26.py [output_path]   (default: heldout_v26.yaml next to this file)
stdlib only, fixed seed 26. All values are synthetic.
"""
import base64
import json
import os
import random
import string
import sys

R = random.Random(26)
A = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
CASES = []


# ---------------------------------------------------------------- helpers
def rs(n, cs=A):
    return ''.join(R.choice(cs) for _ in range(n))


def hx(n):
    return rs(n, '0123456789abcdef')


def dg(n):
    return rs(n, '0123456789')


def dgnz(n):
    return R.choice('123456789') + dg(n - 1)


def uuid4():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def luhn_digit(body):
    t = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        t += d
    return str((10 - t % 10) % 10)


def luhn_ok(num):
    num = ''.join(c for c in num if c.isdigit())
    return luhn_digit(num[:-1]) == num[-1]


def card(prefix, length=16):
    body = prefix + dg(length - len(prefix) - 1)
    return body + luhn_digit(body)


def g4(s, sep=' '):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))


def iban(cc, bban):
    rearr = bban + cc + '00'
    num = ''.join(str(int(ch, 36)) for ch in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_ok(s):
    s = s.replace(' ', '')
    rearr = s[4:] + s[:4]
    return int(''.join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def ssn_us():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def sin_ca():
    body = R.choice('1234567') + dg(7)
    s = body + luhn_digit(body)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def bsn_nl():
    while True:
        d = [int(c) for c in dgnz(8)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return ''.join(map(str, d)) + str(last)


def pesel_pl(y, m, day, female):
    mm = m + (20 if y >= 2000 else 0)
    ser = dg(3) + str(R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9]))
    b = f"{y % 100:02d}{mm:02d}{day:02d}{ser}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * x for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


def personnummer_se(y, m, d):
    b = f"{y % 100:02d}{m:02d}{d:02d}{dg(3)}"
    return f"{b[:6]}-{b[6:]}{luhn_digit(b)}"


def hetu_fi(y, m, d):
    n = R.randint(2, 899)
    base = f"{d:02d}{m:02d}{y % 100:02d}"
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(base + f"{n:03d}") % 31]
    sep = '-' if y < 2000 else 'A'
    return f"{base}{sep}{n:03d}{c}"


def fnr_no(y, m, d):
    while True:
        ind = R.randint(0, 499) if y < 2000 else R.randint(500, 999)
        ds = [int(c) for c in f"{d:02d}{m:02d}{y % 100:02d}{ind:03d}"]
        k1 = 11 - sum(a * b for a, b in zip(ds, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        ds.append(k1)
        k2 = 11 - sum(a * b for a, b in zip(ds, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return ''.join(map(str, ds)) + str(k2)


def dni_es():
    n = R.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cpf_br():
    d = [int(c) for c in dg(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    s = ''.join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


def nif_pt():
    d = [int(c) for c in R.choice('12') + dg(7)]
    r = sum(x * w for x, w in zip(d, range(9, 1, -1))) % 11
    d.append(0 if r < 2 else 11 - r)
    return ''.join(map(str, d))


def tckn_tr():
    d = [int(c) for c in dgnz(9)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return ''.join(map(str, d))


def cnid_zh(area, y, m, day, female):
    seq = R.randint(0, 99) * 10 + R.choice([0, 2, 4, 6, 8] if female else [1, 3, 5, 7, 9])
    b = f"{area}{y:04d}{m:02d}{day:02d}{seq:03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(c) * x for c, x in zip(b, w)) % 11]


TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
          N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def twid(letter, gender):
    body = str(gender) + dg(7)
    code = TW[letter]
    s = (code // 10) * 1 + (code % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + body + str((10 - s % 10) % 10)


def mynumber_jp():
    b = dgnz(11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    s12 = b + str(c)
    return f"{s12[:4]} {s12[4:8]} {s12[8:]}"


def rrn_kr(y, m, d, g):
    b = f"{y % 100:02d}{m:02d}{d:02d}{g}{dg(5)}"
    s = sum(int(c) * w for c, w in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]))
    return f"{b[:6]}-{b[6:]}{(11 - s % 11) % 10}"


def nir_fr(sex, yy, mm, dep, com):
    b = f"{sex}{yy:02d}{mm:02d}{dep}{com}{R.randint(1, 999):03d}"
    key = 97 - int(b) % 97
    return f"{b[0]} {b[1:3]} {b[3:5]} {b[5:7]} {b[7:10]} {b[10:13]} {key:02d}"


def steuerid_de():
    while True:
        digs = R.sample(range(10), 9)
        if digs[0] == 0:
            continue
        dup = R.choice(digs[1:])
        rest = digs[1:] + [dup]
        R.shuffle(rest)
        lst = [digs[0]] + rest
        prod = 10
        for x in lst:
            s = (x + prod) % 10
            s = 10 if s == 0 else s
            prod = (s * 2) % 11
        c = 11 - prod
        c = 0 if c == 10 else c
        s = ''.join(map(str, lst)) + str(c)
        return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def rc_cz(y, m, d, female):
    while True:
        mm = m + (50 if female else 0)
        b = f"{y % 100:02d}{mm:02d}{d:02d}{dg(3)}"
        c = int(b) % 11
        if c == 10:
            continue
        return f"{b[:6]}/{b[6:]}{c}"


def cnp_ro(s, y, m, d, county):
    b = f"{s}{y % 100:02d}{m:02d}{d:02d}{county}{R.randint(1, 999):03d}"
    c = sum(int(a) * w for a, w in zip(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9])) % 11
    return b + ('1' if c == 10 else str(c))


def inn_ru():
    d = [int(c) for c in '77' + dg(8)]
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w2)) % 11 % 10)
    return ''.join(map(str, d))


def rnokpp_ua():
    d = [int(c) for c in dgnz(9)]
    s = sum(a * b for a, b in zip(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return ''.join(map(str, d)) + str(s % 11 % 10)


def teudat_il():
    b = dg(8)
    t = 0
    for i, c in enumerate(b):
        x = int(c) * (1 if i % 2 == 0 else 2)
        t += x // 10 + x % 10
    return b + str((10 - t % 10) % 10)


def melli_ir():
    while True:
        b = dg(9)
        if len(set(b)) == 1:
            continue
        s = sum(int(c) * (10 - i) for i, c in enumerate(b))
        r = s % 11
        return b + str(r if r < 2 else 11 - r)


def thai_id():
    b = R.choice('1358') + dg(11)
    s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    x = b + str((11 - s % 11) % 10)
    return f"{x[0]}-{x[1:5]}-{x[5:10]}-{x[10:12]}-{x[12]}"


def afm_gr():
    b = R.choice('01') + dg(7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b))
    return b + str(s % 11 % 10)


def adoaz_hu():
    while True:
        b = '8' + dg(8)
        c = sum(int(x) * (i + 1) for i, x in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def saudi_id():
    b = '1' + dg(8)
    return b + luhn_digit(b)


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


assert verhoeff_digit('236') == '3'


def aadhaar_in():
    b = R.choice('23456789') + dg(10)
    s = b + verhoeff_digit(b)
    return f"{s[:4]} {s[4:8]} {s[8:]}"


CF_ODD = {**dict(zip('0123456789', [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])),
          **dict(zip('ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                     [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))}


def cf_it(sur, name, yy, mon, day, town):
    b = f"{sur}{name}{yy:02d}{'ABCDEHLMPRST'[mon - 1]}{day:02d}{town}"
    s = 0
    for i, ch in enumerate(b):
        if i % 2 == 0:
            s += CF_ODD[ch]
        else:
            s += int(ch) if ch.isdigit() else ord(ch) - 65
    return b + chr(65 + s % 26)


def pw_word(base):
    return base + R.choice('!#$*?&.%') + dg(R.randint(2, 4))


def pw_rand(n):
    return rs(n, A + '!#%&*+-=?@^_')


def b64s(n):
    return rs(n, A + '+/')


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def jwt(payload):
    h = b64url(b'{"alg":"HS256","typ":"JWT"}')
    p = b64url(json.dumps(payload, separators=(',', ':')).encode())
    return f"{h}.{p}.{rs(43, A + '-_')}"


def pem(kind, lines, first=''):
    body = [first + b64s(64 - len(first))] + [b64s(64) for _ in range(lines - 2)] + [b64s(R.randint(20, 60)) + '=']
    return f"-----BEGIN {kind}-----\n" + '\n'.join(body) + f"\n-----END {kind}-----"


def aws_id():
    return 'AKIA' + rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')


def aws_secret():
    return rs(40, A + '+/')


def ghp():
    return 'ghp_' + rs(36)


def sk_live():
    return 'sk_live_' + rs(R.choice([24, 34, 99]))


def openai_key():
    return 'sk-proj-' + rs(48, A + '-_') + 'T3BlbkFJ' + rs(40, A + '-_')


def anth_key():
    return 'sk-ant-api03-' + rs(86, A + '-_') + '-' + rs(6, A) + 'AA'


def gapi():
    return 'AIza' + rs(35, A + '-_')


def slack_bot():
    return f"xoxb-{dgnz(12)}-{dgnz(13)}-{rs(24)}"


BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
       "accuse achieve acid acoustic acquire across act action actor actual adapt add addict address "
       "adjust admit adult advance advice aerobic affair afford afraid again agent agree ahead aim air "
       "airport aisle alarm album alcohol alert alien alley allow almost alone alpha already also alter "
       "always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle "
       "announce annual another answer antenna antique anxiety apart apology appear apple approve april "
       "arch arctic arena argue armed armor army arrange arrest arrive arrow badge bamboo banana butter "
       "bronze bridge blossom biology cabin cactus copper cousin crystal dolphin donkey dragon eagle "
       "fabric fiber flame fossil frozen galaxy giraffe gravity harvest hollow island ivory jelly jungle "
       "kitten lizard lumber marble museum napkin noble ocean orbit oxygen pepper puzzle quantum ribbon "
       "rocket salmon shadow silk solar spider sunny swamp tenant tiger trophy tribe tuna umbrella velvet "
       "vivid wagon window winter wisdom yellow zone zoo").split()


def seed_words(n):
    return ' '.join(R.sample(BIP, n))


def add(lang, note, text, secrets=(), looks=()):
    if isinstance(text, (list, tuple)):
        text = '\n---\n'.join(text)
    CASES.append(dict(lang=lang, text=text, secrets=list(secrets), lookalikes=list(looks), note=note))


# public / documentation look-alikes (never secrets)
AWS_DOC_ID = 'AKIAIOSFODNN7EXAMPLE'
AWS_DOC_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
STRIPE_DOC_SK = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'
STRIPE_DOC_PK = 'pk_test_TYooMQauvdEDq54NiTphI7jx'
JWT_IO = ('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0'
          'IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')
TEST_VISA = '4242 4242 4242 4242'
TEST_VISA2 = '4111 1111 1111 1111'
TEST_MC = '5555 5555 5555 4444'
TEST_AMEX = '3782 822463 10005'
EX_IBAN_DE = 'DE89 3704 0044 0532 0130 00'
EX_IBAN_GB = 'GB82 WEST 1234 5698 7654 32'
EX_IBAN_NL = 'NL91 ABNA 0417 1643 00'


# ================================================================ English
def english():
    pw = pw_rand(18)
    sk = sk_live()
    pk = 'pk_live_' + rs(34)
    add('en', '.env with DB password and Stripe live secret; publishable key and port are public',
        f"can you tell me why my app can't connect? here's my .env\n\nNODE_ENV=production\nPORT=3000\n"
        f"DATABASE_URL=postgres://shop_app:{pw}@db.internal:5432/shop\nSTRIPE_SECRET_KEY={sk}\n"
        f"STRIPE_PUBLISHABLE_KEY={pk}\nLOG_LEVEL=debug",
        [pw, sk], [pk, 'PORT=3000', 'db.internal:5432'])

    pw = pw_word('Orchard')
    add('en', 'docker-compose postgres password; image tag and port mapping are not secret',
        "services:\n  db:\n    image: postgres:16.2-alpine\n    restart: unless-stopped\n    environment:\n"
        f"      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: \"{pw}\"\n      POSTGRES_DB: ledger\n      PGADMIN_DEFAULT_PASSWORD: {(pga := pw_rand(12))}\n"
        "    ports:\n      - \"5433:5432\"\n\nthe container keeps restarting, what's wrong?",
        [pw, pga], ['postgres:16.2-alpine', '5433:5432'])

    raw = pw_rand(16)
    enc = base64.b64encode(raw.encode()).decode()
    add('en', 'k8s Secret manifest: base64 data value is the secret; image tag is a version',
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\n  namespace: billing\ntype: Opaque\ndata:\n"
        f"  username: YmlsbGluZw==\n  password: {enc}\n\nand the deployment uses image: ghcr.io/acme/billing-api:2.8.1 "
        "— why does the pod say CreateContainerConfigError?",
        [enc], ['ghcr.io/acme/billing-api:2.8.1', 'YmlsbGluZw=='])

    k = openai_key()
    rid = 'req_' + hx(32)
    add('en', 'curl with bearer LLM key; request id is a log identifier',
        f"curl https://api.openai.com/v1/chat/completions \\\n  -H \"Content-Type: application/json\" \\\n"
        f"  -H \"Authorization: Bearer {k}\" \\\n  -d '{{\"model\": \"gpt-4o-mini\", \"messages\": [{{\"role\": \"user\", \"content\": \"hi\"}}]}}'\n\n"
        f"returns 429 every time. x-request-id: {rid}",
        [k], [rid, 'gpt-4o-mini'])

    tok = ghp()
    sha = hx(40)
    add('en', 'shell history with exported GitHub PAT; commit sha is public',
        f"  501  cd ~/src/infra-tools\n  502  git log -1 --format=%H\n  503  # {sha}\n  504  export GITHUB_TOKEN={tok}\n"
        "  505  gh release create v0.9.4 --generate-notes\n  506  gh auth status\n\nwhy does gh still say I'm not logged in?",
        [tok], [sha, 'v0.9.4'])

    pw = pw_rand(14)
    add('en', 'python traceback leaking DSN password; host IP and port are infra details',
        "Traceback (most recent call last):\n  File \"/opt/etl/run.py\", line 88, in <module>\n    conn = psycopg2.connect(DSN)\n"
        "psycopg2.OperationalError: connection to server at \"10.0.3.7\", port 5432 failed: FATAL:  password authentication failed for user \"etl\"\n\n"
        f"DSN = \"host=10.0.3.7 port=5432 dbname=warehouse user=etl password={pw} sslmode=require\"",
        [pw], ['10.0.3.7', 'port=5432'])

    kid, ksec = aws_id(), aws_secret()
    add('en', 'aws credentials file: real-looking profile is secret, the docs profile uses AWS example keys',
        f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {ksec}\nregion = eu-west-1\n\n"
        f"[docs-sandbox]\naws_access_key_id = {AWS_DOC_ID}\naws_secret_access_key = {AWS_DOC_SECRET}\n\n"
        "which profile does boto3 pick if I don't set AWS_PROFILE?",
        [kid, ksec], [AWS_DOC_ID, AWS_DOC_SECRET, 'eu-west-1'])

    npm = 'npm_' + rs(36)
    add('en', 'CI yaml with a hard-coded npm token next to proper secrets references',
        "name: publish\non:\n  push:\n    tags: ['v*']\njobs:\n  release:\n    runs-on: ubuntu-22.04\n    steps:\n"
        "      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 20.11.1\n"
        f"      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: {npm}\n          SLACK_WEBHOOK: ${{{{ secrets.SLACK_WEBHOOK }}}}\n\nis this fine to commit?",
        [npm], ['actions/checkout@v4', '${{ secrets.SLACK_WEBHOOK }}', '20.11.1', 'ubuntu-22.04'])

    hook = f"https://hooks.slack.com/services/T{rs(8, UP)}/B{rs(10, UP)}/{rs(24)}"
    add('en', 'slack incoming webhook URL in a script',
        "import requests\n\n"
        f"WEBHOOK = \"{hook}\"\n\n"
        "def notify(msg):\n    requests.post(WEBHOOK, json={\"text\": msg, \"channel\": \"#deploys\"}, timeout=5)\n\n"
        "how do I add a colored attachment?",
        [hook], ['#deploys'])

    pw = pw_word('Sunflower')
    add('en', 'casual prose streaming password',
        f"lol my sister keeps asking for the netflix login. it's her email and the password is {pw} — "
        "can you write a polite text telling her to get her own account",
        [pw], ['netflix'])

    c = card('4' + dg(5))
    add('en', 'card number + expiry + CVV in one message',
        f"is this card number even valid? {g4(c)} exp 09/28 cvv 318. the checkout page for order A-55102 keeps rejecting it",
        [g4(c), '09/28', '318'], ['A-55102'])

    add('en', 'look-alike only: Stripe docs test key and public test cards',
        f"For my integration tests I'm using {STRIPE_DOC_SK} and the card {TEST_VISA} for success and "
        "4000 0000 0000 0002 for a decline. Which test card triggers 3-D Secure?",
        [], [STRIPE_DOC_SK, TEST_VISA, '4000 0000 0000 0002'])

    s = ssn_us()
    add('en', 'US SSN while filling a form; IRS public phone number is a look-alike',
        f"Help me fill out the W-4. Name Dana Whitfield, SSN {s}, filing single, one job. "
        "If I have questions can I just call the IRS at 800-829-1040?",
        [s], ['800-829-1040'])

    codes = [f"{rs(4, 'abcdefghjkmnpqrstuvwxyz23456789')}-{rs(4, 'abcdefghjkmnpqrstuvwxyz23456789')}" for _ in range(5)]
    add('en', 'list of 2FA backup codes',
        "where should I store these? google gave me backup codes:\n" + '\n'.join(f"{i + 1}. {x}" for i, x in enumerate(codes)) +
        "\n(each can be used once, generated 2019-06-11)",
        codes, ['2019-06-11'])

    otp = f"{dg(3)} {dg(3)}"
    add('en', 'one-time code from SMS; sender short code is public',
        f"the text from 32665 says my code is {otp} but the site says invalid code. is it expired already?",
        [otp], ['32665'])

    rp = pw_word('Tr0ub4dor')
    add('en', 'multi: announced then sent alone; router default IP is public',
        ["I'm going to give you my router admin password so you can remember it for me",
         rp,
         "ok and the admin page is 192.168.0.1 right?"],
        [rp], ['192.168.0.1'])

    sp = seed_words(12)
    addr = '0x' + hx(40)
    add('en', 'wallet recovery phrase; public address is fine',
        f"is this a valid 12 word phrase? I wrote it on paper and I'm scared I copied a word wrong:\n{sp}\n"
        f"the wallet address it should restore is {addr}",
        [sp], [addr])

    pk = '0x' + hx(64)
    tx = '0x' + hx(64)
    add('en', 'hardhat config with deployer private key; tx hash is public',
        "module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    sepolia: {\n"
        f"      url: \"https://rpc.sepolia.org\",\n      accounts: [\"{pk}\"]\n    }}\n  }}\n}};\n\n"
        f"deploy went through, tx {tx}, but verify fails",
        [pk], [tx, '0.8.24', 'https://rpc.sepolia.org'])

    key = pem('OPENSSH PRIVATE KEY', 7, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW')
    pub = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + rs(43) + ' mila@thinkpad'
    add('en', 'pasted OpenSSH private key; public key line is not secret',
        f"permissions error when I ssh. this is id_ed25519:\n{key}\n\nand id_ed25519.pub:\n{pub}\n\nchmod 644 on both — ok?",
        [key], [pub, 'chmod 644'])

    t = jwt({"sub": uuid4(), "role": "admin", "exp": 1798761600})
    trace = hx(32)
    add('en', 'access-log line with live bearer JWT; trace id is not secret',
        f"2026-03-14T09:12:44Z INFO gateway trace_id={trace} method=GET path=/v2/admin/users status=403 "
        f"auth=\"Bearer {t}\"\nwhy 403 if the token says role admin?",
        [t], [trace, 'status=403'])

    p1, p2 = pw_word('Kestrel'), pw_word('Lemonade')
    u1, u2 = uuid4(), uuid4()
    add('en', 'SQL seed with plaintext passwords; UUIDs are ids',
        "INSERT INTO users (id, email, password_plain) VALUES\n"
        f"  ('{u1}', 'ops@example.org', '{p1}'),\n  ('{u2}', 'qa@example.org', '{p2}');\n"
        "-- I know, I know. how do I migrate this to bcrypt?",
        [p1, p2], [u1, u2, 'ops@example.org'])

    ss = [ssn_us() for _ in range(3)]
    add('en', 'CSV export with SSN column; employee ids are not secret',
        "emp_id,name,dept,ssn,start\n" +
        f"E-10442,Rosa Delgado,Finance,{ss[0]},2021-04-01\nE-10457,Tom Ng,IT,{ss[1]},2022-09-12\n"
        f"E-10503,Abby Kerr,HR,{ss[2]},2023-01-16\n\nexcel turns the ssn into dates, help",
        ss, ['E-10442', 'E-10457', 'E-10503', '2021-04-01'])

    q1, q2 = pw_rand(12), pw_word('Pelican')
    add('en', 'markdown table of shared logins; usernames are look-alikes',
        "| service | user | password |\n|---|---|---|\n"
        f"| Figma | design@studio-nine.co | {q1} |\n| Mailchimp | studio9admin | {q2} |\n\n"
        "make this into a nicer table for our wiki",
        [q1, q2], ['studio9admin', 'design@studio-nine.co'])

    gate = dg(4)
    add('en', 'gate code vs unit number',
        f"text for the dog walker: building gate code is {gate}#, we're unit 1207 on the 12th floor, leash is on the hook",
        [gate + '#'], ['unit 1207'])

    alarm = dg(4)
    add('en', 'alarm disarm code; monitoring company number is public',
        f"write a note for the house sitter. alarm: punch {alarm} then OFF within 30 seconds. if it goes off, "
        "SecureHome will call — their line is 1-888-555-0147",
        [alarm], ['1-888-555-0147'])

    add('en', 'security-question answers',
        ["I'm setting up recovery questions for my bank, tell me if my answers are too guessable",
         "mother's maiden name: Castellanos. first pet: Biscuit", "oh and street I grew up on: Wexford Lane"],
        ['Castellanos', 'Biscuit', 'Wexford Lane'], ['mother\'s maiden name'])

    tp = pw_rand(12)
    add('en', 'quoted IT e-mail with temporary password; ticket number is fine',
        "IT sent me this, can you translate it to plain english:\n\n> Hi Priya,\n> Your ticket INC0048213 has been resolved.\n"
        f"> Temporary password: {tp}\n> You will be asked to change it at first logon.\n> -- Service Desk",
        [tp], ['INC0048213'])

    wp = rs(10, 'abcdefghijkmnpqrstuvwxyz') + dg(2)
    add('en', 'screenshot transcription of a cafe wifi card (password still private-ish)',
        f"[transcribed from photo]\nWi-Fi: CoffeeLab_5G\nPassword: {wp}\nPlease ask staff for the guest network.\n\n"
        "my laptop says incorrect password, did I read it wrong?",
        [wp], ['CoffeeLab_5G'])

    a = dg(4)
    b = a[0] + a[2] + a[1] + a[3]
    if b == a:
        b = a[:3] + str((int(a[3]) + 1) % 10)
    add('en', 'multi: PIN then corrected PIN',
        [f"remind me my debit PIN is {a} (if the card gets eaten, the bank's line is 1-800-769-2511)", f"wait no, I swapped them, it's {b}"],
        [a, b], ['1-800-769-2511'])

    base = R.choice(['Gardenia', 'Hyacinth', 'Magnolia'])
    o, n = f"{base}!{dg(1)}7", None
    n = o[:-1] + '8'
    add('en', 'multi: password rotated by incrementing last digit',
        [f"work made me change my password again, policy is every 90 days. the old one was {o}", f"so the new one is just {n}. is that bad?"],
        [o, n], ['every 90 days'])

    ch, tu = hx(7), uuid4()
    add('en', 'look-alike only: release notes with hashes, ports, UUIDs',
        f"Summarize: v3.4.0 (commit {ch}) moves the metrics port from 9090 to 9464, fixes tenant id "
        f"{tu} migration, and bumps openssl to 3.0.13.",
        [], [ch, tu, '9464', '3.0.13'])

    add('en', 'look-alike only: template with placeholders',
        "Here's our sample config for the README:\n\nAPI_KEY=YOUR_API_KEY_HERE\nDB_PASSWORD=<changeme>\nSENTRY_DSN=\n"
        "Is it clear enough that people have to fill these in?",
        [], ['YOUR_API_KEY_HERE', '<changeme>'])

    tw = hx(32)
    add('en', 'Twilio auth token in code',
        f"from twilio.rest import Client\nclient = Client(\"AC{hx(32)}\", \"{tw}\")\n"
        "client.messages.create(to=\"+15005550006\", from_=\"+15005550006\", body=\"hi\")\n\nerror 21211 — why?",
        [tw], ['+15005550006', '21211'])

    sg = f"SG.{rs(22, A + '-_')}.{rs(43, A + '-_')}"
    add('en', 'SendGrid key in .env',
        f"MAIL_FROM=noreply@pawfect-grooming.com\nSENDGRID_API_KEY={sg}\nMAIL_PORT=587\n\nemails go to spam. ideas?",
        [sg], ['noreply@pawfect-grooming.com', 'MAIL_PORT=587'])

    ak = anth_key()
    add('en', 'notebook cell with LLM API key',
        f"In [3]: import anthropic\n   ...: client = anthropic.Anthropic(api_key=\"{ak}\")\n"
        "   ...: client.messages.create(model=\"claude-3-5-haiku-latest\", max_tokens=256, messages=msgs)\n"
        "AuthenticationError: 401 — copied it straight from the console though",
        [ak], ['max_tokens=256', 'claude-3-5-haiku-latest'])

    acc = b64s(86) + '=='
    add('en', 'Azure storage connection string',
        f"DefaultEndpointsProtocol=https;AccountName=mediaprodweu;AccountKey={acc};EndpointSuffix=core.windows.net\n\n"
        "how do I generate a SAS url from this in C#?",
        [acc], ['mediaprodweu', 'core.windows.net'])

    cp = pw_word('Juniper')
    add('en', 'my.cnf INI with password',
        f"[client]\nuser=backup\npassword={cp}\nhost=127.0.0.1\nport=3306\n\nmysqldump ignores this file, why",
        [cp], ['port=3306', '127.0.0.1'])

    tg = f"{dgnz(10)}:{rs(35, A + '-_')}"
    add('en', 'Telegram bot token in prose; bot username is public',
        f"my bot @ParcelPingBot stopped answering. token is {tg} if that matters. webhook on port 8443 or polling, which is better?",
        [tg], ['@ParcelPingBot', 'port 8443'])

    uid, bp = dg(8), pw_rand(13)
    add('en', 'online banking login in prose',
        [f"Can you remember this for me: bank app customer number {uid}", f"password {bp}. The branch sort code is 20-45-77."],
        [uid, bp], ['20-45-77'])

    c = card('5' + R.choice('12345') + dg(4))
    c_dash = g4(c, '-')
    add('en', 'card number with dashes, expiry spoken, zip is not secret',
        f"ordering flowers for mom, use my mastercard {c_dash}, it expires march 2029, security code 0... no wait "
        "that's the amex, this one has 3 digits: 771. billing zip 97214",
        [c_dash, 'march 2029', '771'], ['97214'])

    mine = iban('GB', 'MONZ' + dg(6) + dg(8))
    mine_f = g4(mine)
    add('en', 'personal IBAN vs. example IBAN from a tutorial',
        f"draft an email to HR: please update my salary account to {mine_f} from next month. "
        f"(The intranet form shows {EX_IBAN_GB} as the example format, is mine the same length?)",
        [mine_f], [EX_IBAN_GB])

    co = iban('DE', '10010010' + dg(10))
    add('en', 'look-alike only: supplier invoice with company IBAN and VAT number',
        f"Invoice 2026-0417 from Nordlicht Print GmbH, total EUR 1,284.50, pay to {g4(co)} (BIC PBNKDEFFXXX), "
        "VAT ID DE298114730, phone +49 30 5557 2210. What's the due date if terms are 14 days?",
        [], [g4(co), 'PBNKDEFFXXX', 'DE298114730', '+49 30 5557 2210', 'Invoice 2026-0417', 'EUR 1,284.50'])

    sin = sin_ca()
    add('en', 'Canadian SIN in a tax question',
        f"I'm doing my T1 on wealthsimple and it says my SIN {sin} doesn't match. CRA's number is 1-800-959-8281?",
        [sin], ['1-800-959-8281'])

    ni = f"{R.choice(['JK', 'PR', 'SL', 'TW'])} {dg(2)} {dg(2)} {dg(2)} {R.choice('ABCD')}"
    add('en', 'UK National Insurance number',
        f"new job form wants my NI number: {ni}. payroll reference 00731. what's my tax code likely to be, 1257L?",
        [ni], ['1257L', '00731'])

    rc = [f"{hx(5)}-{hx(5)}" for _ in range(4)]
    add('en', 'GitHub recovery codes pasted',
        "github-recovery-codes.txt\n\n" + '\n'.join(rc) + "\n\nis it safe to keep this in my downloads folder",
        rc, ['github-recovery-codes.txt'])

    p1, p2 = 'Marmalade', '-Otter-' + dg(2)
    add('en', 'multi: password split in two messages',
        [f"the vault password (KeePassXC 2.7.9) is long so I'll send it in two bits. first bit: {p1}", f"second bit: {p2}",
         "put them together with nothing in between"],
        [p1, p2], ['2.7.9'])

    add('en', 'phone unlock code in number words',
        "if something happens to me, my phone unlock code is six one one nine zero two (the old iPhone, model A2894). tell my partner only",
        ['six one one nine zero two'], ['A2894'])

    add('en', 'safe combination',
        "the fire safe in the closet: combo is 32-14-07, turn right first. the model number is SFW123GTC",
        ['32-14-07'], ['SFW123GTC'])

    u, p = 'svc-deploy', pw_rand(15)
    basic = base64.b64encode(f"{u}:{p}".encode()).decode()
    add('en', 'nginx debug log with Basic auth header',
        f"2026/02/02 11:04:17 [info] 2231#2231: *41 client sent header \"Authorization: Basic {basic}\" "
        "while reading client request headers, client: 172.18.0.4\nwhy 401?",
        [basic], ['172.18.0.4', '2231#2231'])

    tv = pw_rand(20)
    add('en', 'terraform tfvars with db password; AMI id is public',
        f"region          = \"us-east-1\"\nami_id          = \"ami-0c55b159cbfafe1f0\"\ndb_password     = \"{tv}\"\ninstance_type   = \"t3.medium\"\n\n"
        "should tfvars be in git?",
        [tv], ['ami-0c55b159cbfafe1f0', 't3.medium'])

    add('en', 'look-alike only: jwt.io sample token and AWS doc key in a tutorial question',
        f"This tutorial decodes {JWT_IO} — what's the 'iat' field? Also it sets AWS_ACCESS_KEY_ID={AWS_DOC_ID}, is that a real key?",
        [], [JWT_IO, AWS_DOC_ID])

    sb = slack_bot()
    add('en', 'multi: Slack bot token, then user says it was revoked (still redact)',
        [f"the bot uses {sb} and chat.postMessage returns not_in_channel", "oh I revoked that token yesterday anyway, does it matter?"],
        [sb], ['not_in_channel', 'chat.postMessage'])

    add('en', 'look-alike only: order, tracking and support numbers',
        "My order #114-7720391-5521048 shipped with tracking 1Z999AA10123456784 but the support line 1-866-216-1072 "
        "says it's lost. Write a complaint?",
        [], ['114-7720391-5521048', '1Z999AA10123456784', '1-866-216-1072'])

    wh = 'whsec_' + rs(32)
    add('en', 'Stripe webhook signing secret in prose; event id is fine',
        f"signature verification fails for {(ev := 'evt_' + rs(24))}. My endpoint secret is {wh}, do I need the raw body?",
        [wh], [ev])


english()


# ================================================================ CJK + Korean
def cjk():
    ai, asec = 'LTAI5t' + rs(18), rs(30)
    add('zh', '阿里云 AccessKey in .env with Chinese comments; region and port are config',
        f"帮我看下这个配置为什么上传 OSS 一直 403：\n\n# 阿里云\nOSS_REGION=oss-cn-hangzhou\nOSS_ACCESS_KEY_ID={ai}\n"
        f"OSS_ACCESS_KEY_SECRET={asec}\nOSS_BUCKET=shop-img-prod\nAPP_PORT=8080",
        [ai, asec], ['oss-cn-hangzhou', 'APP_PORT=8080', 'shop-img-prod'])

    cid = cnid_zh('330106', 1991, 7, 23, True)
    add('zh', '身份证号 for a hotel booking; order number is not secret',
        f"帮我写一段话发给酒店前台：我的订单号是 HT20260412-88315，入住人王丽娜，身份证号 {cid}，大概晚上十点到，麻烦保留房间。",
        [cid], ['HT20260412-88315'])

    up = card('622202' + dg(3), 19)
    pin = dg(6)
    add('zh', '银联卡号 and 取款密码; bank hotline is public',
        f"我妈让我记一下她的工资卡：卡号 {up}，取款密码 {pin}。要是卡丢了打 95588 挂失对吧？",
        [up, pin], ['95588'])

    wf = rs(4, 'abcdefghkmnpqrstuvwxyz') + dg(6)
    add('zh', 'multi: Wi-Fi 密码 announced then sent; router model is public',
        ["我等下把家里 WiFi 密码发你，你帮我记着，路由器是 TL-WDR5620", wf, "就是这个，别告诉别人哈"],
        [wf], ['TL-WDR5620'])

    code = dg(6)
    add('zh', 'SMS 验证码 quoted; bank service number public',
        f"收到这条短信是诈骗吗？\n【某商银行】您的验证码为{code}，5分钟内有效，请勿泄露。如非本人操作请致电95533。",
        [code], ['95533'])

    tw = twid('A', 2)
    ubn = dgnz(8)
    add('zh-Hant', '身分證字號; company 統一編號 is public',
        f"請幫我填報帳單：姓名林怡君，身分證字號 {tw}，公司統一編號 {ubn}（這個公開的沒關係）。",
        [tw], [ubn])

    uid, p = 'lin' + dg(4) + 'tw', pw_rand(12)
    add('zh-Hant', '網銀代號與密碼; bank code 822 is public',
        f"幫我記一下網銀：使用者代號 {uid}，密碼 {p}。銀行代碼 822，分行是敦南。",
        [uid, p], ['銀行代碼 822'])

    door = dg(4)
    add('zh-Hant', '大樓門禁密碼 vs 門牌',
        f"跟外送說：大門密碼 {door}*，進去搭電梯到 7 樓，門牌是 7 樓之 3，放門口就好。",
        [door + '*'], ['7 樓之 3'])

    lt = rs(43)
    add('zh-Hant', 'LINE Notify token in a Python script',
        f"import requests\nTOKEN = \"{lt}\"\nr = requests.post(\"https://notify-api.line.me/api/notify\", "
        "headers={\"Authorization\": f\"Bearer {TOKEN}\"}, data={\"message\": \"溫度過高\"})\nprint(r.status_code)  # 401\n\n為什麼會 401？",
        [lt], ['notify-api.line.me'])

    mn = mynumber_jp()
    add('ja', 'マイナンバー for 年末調整; employee number is not secret',
        f"年末調整の書類を書いてます。社員番号 A-20417、マイナンバー {mn}、扶養なし。この欄で合ってますか？",
        [mn], ['A-20417'])

    k = openai_key()
    add('ja', '.env with LLM key and Japanese comments',
        f"# 本番用（コミットしないこと）\nOPENAI_API_KEY={k}\nSTRIPE_SECRET_KEY={(jsk := sk_live())}\n# ローカル\nPORT=5173\nVITE_API_BASE=http://localhost:8787\n\n"
        "Viteで環境変数が undefined になります。なぜ？",
        [k, jsk], ['PORT=5173', 'localhost:8787'])

    j = card('3540' + dg(2))
    add('ja', 'JCBカード番号・有効期限・セキュリティコード; order number public',
        f"注文番号 250-4418-9021 の支払いがエラーです。カードは {g4(j)}、有効期限 11/27、セキュリティコード 604 で入力しました。",
        [g4(j), '11/27', '604'], ['250-4418-9021'])

    p1 = pw_word('sakura')
    p2 = p1.replace('sakura', 'Sakura')
    add('ja', 'multi: パスワード訂正',
        [f"Wi-Fiのパスワードは {p1} です（ルーターは Aterm WX3600HP）", f"すみません、最初のsは大文字でした。{p2} です"],
        [p1, p2], ['WX3600HP'])

    add('ja', '暗証番号 in kanji numerals',
        "父のキャッシュカードの暗証番号は四七〇二だと言っていました。窓口で代理で引き出すには何が必要ですか？",
        ['四七〇二'], ['キャッシュカード'])

    rr = rrn_kr(1988, 3, 14, 2)
    biz = f"{dg(3)}-{dg(2)}-{dg(5)}"
    add('ko', '주민등록번호; shop business registration number is public',
        f"환불 신청서 작성 도와줘. 이름 김서연, 주민등록번호 {rr}, 구매처 사업자등록번호 {biz}, 금액 89,000원.",
        [rr], [biz])

    ap, cp = dg(4), pw_word('haneul')
    add('ko', '계좌 비밀번호 and 공동인증서 password; customer center number is public',
        f"엄마 폰에 뱅킹 앱 깔아드리는 중인데, 계좌 비밀번호 {ap}, 공동인증서 비밀번호 {cp} 맞는지 확인해줘. 고객센터는 1588-9999 맞지?",
        [ap, cp], ['1588-9999'])

    cs = rs(10)
    add('ko', 'Naver API client secret in Spring config',
        f"spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          naver:\n            client-id: nv_shopping_app\n"
        f"            client-secret: {cs}\n            redirect-uri: http://localhost:8080/login/oauth2/code/naver\n\n로그인하면 invalid_request 나와요",
        [cs], ['localhost:8080', 'invalid_request', 'nv_shopping_app'])

    otp = dg(6)
    add('ko', '인증번호 SMS quoted',
        f"[Web발신]\n[K은행] 인증번호 [{otp}]를 입력해주세요. 타인에게 절대 알려주지 마세요.\n\n이거 친구가 보내달라는데 보내도 돼?",
        [otp], ['[Web발신]'])


cjk()


# ================================================================ European languages
def europe():
    de_iban = g4(iban('DE', '50010517' + dg(10)))
    add('de', 'eigene IBAN für Gehalt; BIC and contract number are not secret',
        f"Schreib bitte eine kurze Mail an die Personalabteilung: Ab Mai bitte das Gehalt auf meine neue IBAN {de_iban} "
        "(BIC INGDDEFFXXX) überweisen. Personalnummer 004127.",
        [de_iban], ['INGDDEFFXXX', 'Personalnummer 004127'])

    wl = dg(4) + ' ' + dg(4) + ' ' + dg(4) + ' ' + dg(4)
    add('de', 'WLAN-Schlüssel in prose; router model is public',
        f"Kannst du dir merken: unser WLAN-Schlüssel von der FRITZ!Box 7590 ist {wl}, mit Leerzeichen so wie's auf dem Aufkleber steht.",
        [wl], ['FRITZ!Box 7590'])

    mr = pw_rand(16)
    add('de', 'docker-compose with German comments and MySQL root password',
        "# Datenbank für die Vereinsverwaltung\nservices:\n  mysql:\n    image: mysql:8.0.36\n    environment:\n"
        f"      MYSQL_ROOT_PASSWORD: {mr}   # TODO in .env auslagern\n      MYSQL_DATABASE: verein\n    ports:\n      - \"3306:3306\"\n\n"
        "Warum kommt 'Access denied for user root'?",
        [mr], ['mysql:8.0.36', '3306:3306'])

    add('de', 'multi: PIN in Zahlwörtern, dann Nachtrag',
        ["Meine neue Karten-PIN ist sieben drei null acht.", "Achso, und die alte war 1956, die gilt aber nicht mehr. Sperr-Notruf ist 116 116."],
        ['sieben drei null acht', '1956'], ['116 116'])

    st = steuerid_de()
    add('de', 'Steuer-ID in Elster-Frage; Finanzamt number is public',
        f"Elster will meine Steuer-Identifikationsnummer: {st}. Das Finanzamt hat die Nummer 2166 – muss ich die auch eintragen?",
        [st], ['2166'])

    nir = nir_fr(2, 84, 11, '69', '123')
    add('fr', 'numéro de sécurité sociale pour la mutuelle; contract number not secret',
        f"Peux-tu m'aider à remplir le formulaire de la mutuelle ? Contrat n° MUT-558120, mon numéro de sécu est {nir}.",
        [nir], ['MUT-558120'])

    cb = card('497' + dg(3))
    code = dg(4)
    siret = '552 100 554 00017'
    add('fr', 'carte bancaire + code; SIRET of shop public',
        f"Ma carte {g4(cb)} est bloquée après trois essais au distributeur. Le code c'est {code}, j'en suis sûre. "
        f"Le magasin (SIRET {siret}) dit que ça vient de la banque ?",
        [g4(cb), code], [siret])

    asec = hx(32)
    dbp = pw_rand(14)
    add('fr', 'Symfony .env avec APP_SECRET et mot de passe MySQL',
        f"###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={asec}\n###< symfony/framework-bundle ###\n"
        f"DATABASE_URL=\"mysql://boutique:{dbp}@127.0.0.1:3306/boutique?serverVersion=8.0.36&charset=utf8mb4\"\n\n"
        "J'ai une erreur « An exception occurred in the driver », une idée ?",
        [asec, dbp], ['serverVersion=8.0.36', '127.0.0.1:3306'])

    dc = R.choice('AB') + dg(4)
    add('fr', 'digicode vs numéro d\'appartement',
        f"Message pour le livreur : le digicode c'est {dc}, ensuite interphone « Moreau », 3e étage, appartement 32.",
        [dc], ['appartement 32'])

    a1, a2 = 'Papillon', '_' + dg(3) + 'Lune'
    add('fr', 'multi: mot de passe envoyé en deux morceaux',
        [f"Je t'envoie le mot de passe de la box (Livebox 6) en deux fois. Début : {a1}", f"Fin : {a2}", "Tout collé, sans espace."],
        [a1, a2], ['Livebox 6'])

    dni = dni_es()
    add('es', 'DNI en un formulario de alquiler; número de pedido no es secreto',
        f"Rellena por mí el contrato: arrendatario Lucía Ferrer Gil, DNI {dni}, referencia del anuncio 4471983.",
        [dni], ['4471983'])

    cp = pw_word('Girasol')
    add('es', 'contraseña y respuesta de pregunta de seguridad',
        [f"Para no olvidarlo: la contraseña del correo es {cp}", "y la respuesta a la pregunta de seguridad «nombre de tu primera mascota» es Tobías"],
        [cp, 'Tobías'], ['primera mascota'])

    my = g4(iban('ES', '2100' + dg(16)))
    comp = g4(iban('ES', '0049' + dg(16)))
    add('es', 'IBAN personal para domiciliación vs IBAN de la empresa en la factura',
        f"La factura del gimnasio indica que su cuenta es {comp}. Quiero domiciliar el pago desde mi cuenta {my}. Redacta el correo.",
        [my], [comp])

    al = dg(4)
    add('es-MX', 'clave de la alarma; teléfono de la empresa es público',
        f"Oye, la clave de la alarma de la casa es {al}, si suena marca a la central al 55 5080 2000 y diles la palabra clave «tamarindo».",
        [al, 'tamarindo'], ['55 5080 2000'])

    mpk = f"APP_USR-{dgnz(16)}-{dg(6)}-{hx(32)}-{dgnz(9)}"
    mpp = f"APP_USR-{uuid4()}"
    add('es', 'Mercado Pago access token vs public key',
        f"const mp = new MercadoPagoConfig({{ accessToken: '{mpk}' }});\n// public key del frontend: {mpp}\n"
        "¿Por qué el checkout dice 'invalid credentials'?",
        [mpk], [mpp])

    nif = nif_pt()
    add('pt', 'NIF no e-fatura; número de encomenda público',
        f"Na fatura da encomenda PT-77120 não aparece o meu NIF {nif}. Como peço a 2.ª via?",
        [nif], ['PT-77120'])

    cpf = cpf_br()
    add('pt-BR', 'CPF em cadastro; CEP não é segredo',
        f"Me ajuda a preencher o cadastro da farmácia: CPF {cpf}, CEP 01310-200, data de nascimento eu coloco depois.",
        [cpf], ['CEP 01310-200'])

    sb = dg(6)
    sen = pw_word('Jabuticaba')
    add('pt-BR', 'multi: senha do app do banco e senha do cartão',
        [f"guarda aí pra mim: senha do app do banco {sen}", f"e a senha de 6 dígitos do cartão é {sb}", "versão do app é 9.41.0 se precisar"],
        [sen, sb], ['9.41.0'])

    mb = dg(4)
    add('pt', 'código Multibanco falado',
        f"O código do cartão Multibanco da minha avó é {mb}. Ela pode levantar dinheiro noutro banco sem pagar comissão?",
        [mb], ['Multibanco'])

    cf = cf_it('RSS', 'GLI', 90, 5, 47, 'H501')
    add('it', 'codice fiscale per il medico di base',
        f"Devo scrivere alla ASL per cambiare medico. Dati: Giulia Rossi, codice fiscale {cf}, tessera sanitaria in scadenza 2027.",
        [cf], ['ASL'])

    spid = pw_rand(12)
    add('it', 'password SPID e codice OTP',
        f"Ho provato ad entrare con SPID: utente giulia.rossi90, password {spid}, poi l'app mi ha dato il codice 482913 ma è scaduto.",
        [spid, '482913'], ['giulia.rossi90'])

    it_iban = iban('IT', R.choice(UP[:26]) + '03069' + dg(5) + dg(12))
    add('it', 'IBAN personale per rimborso; numero pratica no',
        f"Per il rimborso della pratica n. 2026/3318 indico il mio IBAN {it_iban}. Va bene scritto tutto attaccato?",
        [it_iban], ['2026/3318'])

    bsn = bsn_nl()
    add('nl', 'BSN bij een formulier; klantnummer niet geheim',
        f"Kun je dit invullen voor de zorgverzekering? Klantnummer 30577124, mijn BSN is {bsn}.",
        [bsn], ['30577124'])

    dp = pw_word('Tulpen')
    add('nl', 'DigiD wachtwoord in casual prose',
        f"ik vergeet steeds m'n DigiD wachtwoord, het is {dp} toch? of had ik er een uitroepteken achter",
        [dp], ['DigiD'])

    mo = 'live_' + rs(30)
    add('nl', 'Mollie live API key in Laravel .env; order id public',
        f"MOLLIE_KEY={mo}\nAPP_URL=https://fietsenmaker-jansen.nl\n\nBestelling ord_2027_0091 krijgt geen webhook, wat mis ik?",
        [mo], ['ord_2027_0091', 'https://fietsenmaker-jansen.nl'])

    pn = personnummer_se(1979, 10, 2)
    add('sv', 'personnummer i ett mejl till Försäkringskassan',
        f"Skriv ett mejl åt mig till Försäkringskassan. Ärendenummer 00-114782-5. Mitt personnummer är {pn}.",
        [pn], ['00-114782-5'])

    sw = pw_word('Kanelbulle')
    add('sv', 'multi: wifilösenord rättat',
        [f"wifi-lösenordet i stugan är {sw}, nätverket heter Stugan_5G", f"nej förlåt, det är {sw.lower()}, allt med små bokstäver"],
        [sw, sw.lower()], ['Stugan_5G'])

    add('sv', 'look-alike only: Swish-nummer för en förening och OCR',
        "Föreningen vill ha medlemsavgiften via Swish till 123 456 78 90 med OCR 70152843. Hur skriver jag det i bankappen?",
        [], ['123 456 78 90', '70152843'])

    fn = fnr_no(1993, 6, 18)
    add('no', 'fødselsnummer i NAV-søknad',
        f"Hjelp meg med søknaden til NAV. Fødselsnummer {fn}, saksnummer 23/08817.",
        [fn], ['23/08817'])

    bp = pw_rand(11)
    add('no', 'BankID-passord og engangskode',
        f"Passordet mitt til BankID er {bp} og kodebrikken viste 739 104, men det ble avvist. Er brikken ødelagt?",
        [bp, '739 104'], ['BankID'])

    ak = dg(4)
    add('no', 'alarmkode til hytta; telefon til vaktselskap offentlig',
        f"Til de som låner hytta: alarmkoden er {ak}, og hvis den går, ring Verisure på 22 09 50 00.",
        [ak], ['22 09 50 00'])

    ht = hetu_fi(1987, 4, 9)
    add('fi', 'henkilötunnus Kelan lomakkeella',
        f"Täytä Kelan lomake: nimi Aino Virtanen, henkilötunnus {ht}, asiakasnumero 4410928.",
        [ht], ['4410928'])

    vt, vs = dg(8), pw_rand(10)
    add('fi', 'verkkopankin tunnukset',
        f"Muistathan isän verkkopankkitunnukset: käyttäjätunnus {vt}, salasana {vs}. Pankin asiakaspalvelu on 0100 0500.",
        [vt, vs], ['0100 0500'])

    ok = dg(4)
    add('fi', 'multi: ovikoodi ilmoitettu ja lähetetty erikseen',
        ["Laitan rappukäytävän ovikoodin seuraavaksi, älä jaa sitä", f"{ok}", "Asunto on B 14."],
        [ok], ['B 14'])

    pe = pesel_pl(2001, 2, 27, True)
    add('pl', 'PESEL we wniosku; numer zamówienia jawny',
        f"Pomóż mi wypełnić wniosek o kartę biblioteczną: PESEL {pe}, nr zamówienia 2026/PL/45512.",
        [pe], ['2026/PL/45512'])

    hb = pw_word('Pierogi')
    blik = dg(6)
    add('pl', 'hasło do banku i kod BLIK',
        f"Hasło do bankowości: {hb}. Sprzedawca z OLX prosi o kod BLIK {blik} — czy to bezpieczne?",
        [hb, blik], ['OLX'])

    pg = pw_rand(16)
    add('pl', '.env w projekcie Django z komentarzem po polsku',
        f"# baza produkcyjna - NIE commitować\nPOSTGRES_PASSWORD={pg}\nDJANGO_SECRET_KEY={(dsk := rs(50, string.ascii_lowercase + string.digits + '!@#%^&*(-_=+)'))}\nPOSTGRES_HOST=db\nPOSTGRES_PORT=5432\nDJANGO_DEBUG=0\n\nDlaczego docker mówi „role does not exist”?",
        [pg, dsk], ['POSTGRES_PORT=5432'])

    rc = rc_cz(1985, 9, 12, True)
    add('cs', 'rodné číslo pro pojišťovnu',
        f"Napiš za mě e-mail pojišťovně: číslo smlouvy 7701228841, rodné číslo {rc}.",
        [rc], ['7701228841'])

    pn = dg(4)
    add('cs', 'PIN ke kartě v konverzaci',
        f"Mami, PIN k té nové kartě je {pn}, nikomu ho neříkej. Infolinka banky je 800 300 300.",
        [pn], ['800 300 300'])

    wh = pw_word('Knedlik')
    add('cs', 'heslo k Wi-Fi na chatě',
        f"Heslo na Wi-Fi na chatě je {wh}, síť se jmenuje Chata_Lipno_2G.",
        [wh], ['Chata_Lipno_2G'])

    ro_iban = g4(iban('RO', 'BTRL' + rs(16, UP)))
    add('ro', 'IBAN personal pentru rambursare',
        f"Scrie-mi un mesaj către magazin: comanda nr. 55017284, vă rog să returnați banii în contul meu {ro_iban}.",
        [ro_iban], ['55017284'])

    cnp = cnp_ro(2, 1994, 8, 30, '40')
    add('ro', 'CNP într-o cerere',
        f"Completează cererea pentru ANAF: nume Ioana Popescu, CNP {cnp}, cod poștal 010101.",
        [cnp], ['010101'])

    rpw = pw_word('Castravete')
    add('ro', 'multi: parolă, apoi "aceeași plus 1"',
        [f"parola de la laptopul de serviciu (Dell Latitude 5440) era {rpw}", "acum cer alta, am pus aceeași dar cu cifra finală +1, e ok?"],
        [rpw], ['Latitude 5440'])

    ad = adoaz_hu()
    add('hu', 'adóazonosító jel egy nyomtatványon',
        f"Segíts kitölteni a NAV nyomtatványt: adóazonosító jel {ad}, ügyfélkapu azonosító nem kell. Irányítószám 1051.",
        [ad], ['1051'])

    hj = pw_word('Pogacsa')
    add('hu', 'jelszó laza stílusban',
        f"a netbankos jelszavam {hj} (az ügyfélszámom 40021877, az nem titok), szerinted elég erős? vagy rakjak bele ékezetet is",
        [hj], ['40021877'])

    kk = dg(3)
    add('hu', 'kapukód vs. emelet, ajtó',
        f"Üzenet a futárnak: a kapukód {kk}#, harmadik emelet 12-es ajtó, a csengő nem működik.",
        [kk + '#'], ['12-es ajtó'])

    afm = afm_gr()
    add('el', 'ΑΦΜ σε αίτηση',
        f"Βοήθησέ με με την αίτηση: ονοματεπώνυμο Ελένη Παπαδοπούλου, ΑΦΜ {afm}, ΔΟΥ Καλαμαριάς.",
        [afm], ['ΔΟΥ Καλαμαριάς'])

    tx = pw_rand(10)
    add('el', 'κωδικός Taxisnet',
        f"Ο κωδικός μου στο Taxisnet είναι {tx} και το όνομα χρήστη epapad84. Γιατί λέει λάθος στοιχεία;",
        [tx], ['epapad84'])

    add('el', 'PIN κάρτας σε λέξεις',
        "Ο παππούς μού είπε ότι το PIN της κάρτας του είναι τέσσερα εννιά ένα επτά. Πώς το αλλάζει στο ATM;",
        ['τέσσερα εννιά ένα επτά'], ['ATM'])

    add('de', 'look-alike only: Beispiel-IBAN aus der Doku und Bankleitzahl',
        f"In der Doku steht als Beispiel {EX_IBAN_DE} – die Bankleitzahl 37040044 gehört zur Commerzbank, oder? Ich will nur die Prüfsumme verstehen.",
        [], [EX_IBAN_DE, '37040044'])

    add('fr', 'look-alike only: numéros de service publics',
        "Le SAMU c'est le 15, les pompiers le 18, et Info Escroqueries 0 805 805 817. Fais-moi une fiche à imprimer.",
        [], ['0 805 805 817'])

    add('nl', 'look-alike only: voorbeeld-IBAN en factuurnummer',
        f"Is {EX_IBAN_NL} een echte rekening? Het staat in een voorbeeld voor factuur F-2026-0193.",
        [], [EX_IBAN_NL, 'F-2026-0193'])


europe()


# ================================================================ other scripts
def world():
    inn = inn_ru()
    add('ru', 'ИНН в заявлении; номер заказа не секрет',
        f"Помоги составить заявление на налоговый вычет. ИНН {inn}, номер договора с клиникой 15/0822-К.",
        [inn], ['15/0822-К'])

    gp = pw_word('Medved')
    add('ru', 'multi: пароль от Госуслуг, затем исправление',
        [f"напомни потом (заявка №1187342): пароль от госуслуг {gp}", f"ой, нет, я его поменял в марте, теперь {gp}!"],
        [gp, gp + '!'], ['1187342'])

    sms = dg(4)
    add('ru', 'код из СМС в пересказе; номер банка публичный',
        f"Мне позвонили «из банка» и просят продиктовать код из смс: {sms}. Номер был похож на 900. Что делать?",
        [sms], ['900'])

    mir = card('2202' + dg(2))
    add('ru', 'карта Мир + CVC',
        f"Оплата не проходит: карта {g4(mir)}, срок 04/29, CVC 915. Магазин пишет ошибку 05.",
        [g4(mir), '04/29', '915'], ['ошибку 05'])

    rk = rnokpp_ua()
    add('uk', 'РНОКПП у довідці',
        f"Допоможи заповнити довідку для роботодавця: РНОКПП {rk}, табельний номер 3317.",
        [rk], ['табельний номер 3317'])

    mono = card('5375' + dg(2))
    pin = dg(4)
    add('uk', 'multi: картка monobank і PIN окремими повідомленнями',
        [f"Запиши мою картку, щоб мама могла переказати: {g4(mono)}", f"а PIN {pin}, але це вже тільки для тебе. Сума 1500 грн"],
        [g4(mono), pin], ['1500 грн'])

    dp = pw_rand(12)
    add('uk', 'пароль до Дії в розмовному стилі',
        f"слухай, у мене пароль до кабінету платника {dp}, а підтримка пише що треба ключ КЕП. це норм?",
        [dp], ['КЕП'])

    tc = tckn_tr()
    add('tr', 'TC Kimlik No form',
        f"Kargo iadesi için formu doldurur musun? Ad Soyad Elif Yıldız, T.C. Kimlik No {tc}, sipariş no 1029384756.",
        [tc], ['1029384756'])

    ed = pw_word('Simit')
    add('tr', 'e-Devlet şifresi',
        f"Annemin e-Devlet şifresi {ed}, telefonunun ekran kilidi de {(ek := dg(6))}; girişte hata veriyor. ALO 160 hattı doğru numara mı?",
        [ed, ek], ['ALO 160'])

    troy = card('9792' + dg(2))
    tr_iban = g4(iban('TR', '00062' + '0' + dg(16)))
    add('tr', 'Troy kart + kişisel IBAN',
        f"Kartım {g4(troy)} çalınmış olabilir. Maaşımın yattığı hesap {tr_iban}. Bankaya ne yazayım? Müşteri hizmetleri 444 0 333.",
        [g4(troy), tr_iban], ['444 0 333'])

    sid = saudi_id()
    add('ar', 'رقم الهوية الوطنية في أبشر',
        f"ساعدني في تعبئة طلب تجديد الجواز: الاسم نورة العتيبي، رقم الهوية {sid}، رقم الطلب 7781204.",
        [sid], ['7781204'])

    ap = pw_word('Yasmin')
    add('ar', 'multi: كلمة مرور البريد مقسمة ومصححة',
        [f"كلمة مرور بريد العمل هي {ap} (الخادم mail.alnoor-trading.com)", "لا، نسيت: في آخرها نجمة", f"يعني {ap}*"],
        [ap, ap + '*'], ['mail.alnoor-trading.com'])

    sa_iban = g4(iban('SA', '80' + dg(18)))
    add('ar', 'آيبان شخصي مقابل رقم خدمة عملاء',
        f"أريد تحويل الراتب إلى حسابي الجديد {sa_iban}. هل أتصل بخدمة العملاء على 8001241000؟",
        [sa_iban], ['8001241000'])

    tz = teudat_il()
    add('he', 'תעודת זהות בטופס',
        f"תעזור לי למלא את הטופס לביטוח לאומי: שם דנה לוי, ת\"ז {tz}, מספר תיק 44-118230.",
        [tz], ['44-118230'])

    hp = pw_word('Tapuz')
    add('he', 'סיסמה לבנק בשיחה',
        f"הסיסמה שלי לאתר הבנק היא {hp}, שם המשתמש dana_levi. איך מחליפים סיסמה באפליקציה?",
        [hp], ['dana_levi'])

    ak = dg(4)
    add('he', 'קוד אזעקה וקוד כניסה לבניין',
        [f"להשאיר לשכנה: קוד האזעקה {ak}", "קוד הכניסה לבניין 1972# — אותו קוד לכל הדיירים ומודבק בלובי."],
        [ak], ['1972#'])

    mc = melli_ir()
    add('fa', 'کد ملی در فرم',
        f"لطفاً فرم ثبت‌نام را کامل کن: نام سارا احمدی، کد ملی {mc}، شماره سفارش 402117.",
        [mc], ['402117'])

    sh = card('603799' + dg(0))
    r2 = dg(6)
    add('fa', 'شماره کارت شتاب و رمز دوم',
        f"شماره کارتم {g4(sh, '-')} و رمز دوم {r2} است، خرید اینترنتی خطای ۵۱ می‌دهد. چرا؟",
        [g4(sh, '-'), r2], ['۵۱'])

    wf = pw_word('Anar')
    add('fa', 'multi: رمز وای‌فای اعلام و سپس ارسال',
        ["رمز وای‌فای خانه را در پیام بعدی می‌فرستم", wf, "مودم هم مدل TD-W8961N است"],
        [wf], ['TD-W8961N'])

    aa = aadhaar_in()
    add('hi', 'आधार नंबर फॉर्म में',
        f"मेरा गैस कनेक्शन फॉर्म भर दो: नाम राहुल वर्मा, आधार नंबर {aa}, उपभोक्ता संख्या 7300418812।",
        [aa], ['7300418812'])

    upi = dg(6)
    add('hi', 'UPI PIN बोलचाल में; helpline public',
        [f"यार मेरा UPI PIN {upi} है", "किसी ने कॉल करके माँगा तो मैंने नहीं दिया। शिकायत 1930 पर करूँ?"],
        [upi], ['1930'])

    pan = rs(3, string.ascii_uppercase) + 'P' + R.choice(string.ascii_uppercase) + dg(4) + R.choice(string.ascii_uppercase)
    nb = pw_word('Aam')
    add('hi', 'PAN और नेट बैंकिंग पासवर्ड',
        f"ITR भरने में मदद करो। PAN {pan}, नेट बैंकिंग पासवर्ड {nb}। असेसमेंट ईयर 2026-27 है।",
        [pan, nb], ['2026-27'])

    th = thai_id()
    add('th', 'เลขบัตรประชาชนในแบบฟอร์ม',
        f"ช่วยกรอกแบบฟอร์มเปิดบัญชีหน่อย ชื่อ สมศรี ใจดี เลขบัตรประชาชน {th} รหัสไปรษณีย์ 10110",
        [th], ['10110'])

    atm = dg(6)
    add('th', 'รหัส ATM พูดแบบสบายๆ',
        f"รหัส ATM ของแม่คือ {atm} นะ ถ้าแม่ลืมให้บอกแม่ด้วย Call Center ธนาคาร 02-777-7777",
        [atm], ['02-777-7777'])

    otp = dg(6)
    add('th', 'OTP quoted SMS with ref code',
        f"ได้ SMS แบบนี้: รหัส OTP คือ {otp} (Ref: KX7Q) ห้ามบอกผู้อื่น — คนที่ขายของออนไลน์ขอรหัสนี้ ให้ได้ไหม",
        [otp], ['Ref: KX7Q'])

    cccd = '0' + R.choice(['01', '79', '48']) + R.choice('0123') + dg(2) + dg(6)
    add('vi', 'số CCCD trong đơn',
        f"Giúp mình điền tờ khai: họ tên Nguyễn Thu Hà, số CCCD {cccd}, mã đơn hàng DH-2026-5521.",
        [cccd], ['DH-2026-5521'])

    vp = pw_word('PhoBo')
    add('vi', 'multi: mật khẩu ngân hàng, sửa lại',
        [f"mật khẩu app ngân hàng của mình là {vp} (app phiên bản 5.3.2)", f"à không, mình đổi rồi: {vp.upper()}"],
        [vp, vp.upper()], ['5.3.2'])

    otp = dg(6)
    add('vi', 'mã OTP trong tin nhắn',
        f"Tin nhắn: \"Ma OTP cua Quy khach la {otp}. Tuyet doi KHONG cung cap ma nay cho bat ky ai.\" Tổng đài 1900 545413 gọi hỏi mã, có nên đưa không?",
        [otp], ['1900 545413'])

    nik = '3174' + dg(2) + f"{R.randint(41, 71):02d}" + f"{R.randint(1, 12):02d}" + f"{R.randint(80, 99):02d}" + dg(4)
    add('id', 'NIK di formulir',
        f"Tolong isi formulir BPJS: nama Siti Rahmawati, NIK {nik}, nomor antrean A-118.",
        [nik], ['A-118'])

    mp = dg(6)
    add('id', 'PIN m-banking dan kode OTP dalam satu chat',
        [f"PIN m-banking aku {mp} ya, jangan lupa", "terus tadi dapat OTP 5521 dari bank tapi udah kadaluarsa, buat bayar VA 8808081234567890"],
        [mp, '5521'], ['8808081234567890'])

    wi = pw_word('Rendang')
    add('id', 'password wifi kos',
        f"password wifi kos: {wi}, nama wifinya KOS_MAWAR_LT2. kenapa hp ku gak bisa connect?",
        [wi], ['KOS_MAWAR_LT2'])

    dk = iban('DK', '5000' + dg(10))
    add('da', 'dansk IBAN og NemID-agtig adgangskode',
        f"Skriv til udlejer (lejemål nr. 3-0412): depositum skal tilbage til min konto {dk}. Min MitID-adgangskode er {(mid := pw_word('Rugbroed'))} — nej vent, den skal du ikke bruge.",
        [dk], ['3-0412'])
    CASES[-1]['secrets'].append(mid)

    add('ru', 'look-alike only: UUID, хэш коммита и порт в вопросе',
        f"В логе: request_id={(u := uuid4())}, коммит {(c := hx(40))}, порт 8443. Как по ним найти упавший под?",
        [], [u, c, 'порт 8443'])

    add('ja', 'look-alike only: テスト用カード番号とドキュメント例',
        f"Stripeのテストでは {TEST_VISA2} と {TEST_MC} を使っています。公開鍵 {STRIPE_DOC_PK} はドキュメントのものです。失敗用の番号は？",
        [], [TEST_VISA2, TEST_MC, STRIPE_DOC_PK])

    add('tr', 'look-alike only: firma faturası IBAN ve vergi no',
        f"Faturada firma IBAN'ı {(ti := g4(iban('TR', '00010' + '0' + dg(16))))}, vergi no 4560012345, müşteri hizmetleri 0850 222 0 600. Ödemeyi nasıl yaparım?",
        [], [ti, '4560012345', '0850 222 0 600'])

    add('es', 'look-alike only: tarjeta de prueba Amex y números de versión',
        f"En sandbox uso la Amex de prueba {TEST_AMEX}, SDK v5.2.1 y el puerto 4000. ¿Por qué falla?",
        [], [TEST_AMEX, 'v5.2.1'])


world()


# ================================================================ output
def spans(text, secrets):
    out = []
    for s in secrets:
        i = text.find(s)
        while i != -1:
            out.append((i, i + len(s)))
            i = text.find(s, i + 1)
    return out


def outside(text, la, sp):
    i = text.find(la)
    while i != -1:
        if all(i + len(la) <= a or i >= b for a, b in sp):
            return True
        i = text.find(la, i + 1)
    return False


def validate():
    for c in CASES:
        t = c['text']
        sp = spans(t, c['secrets'])
        for s in c['secrets']:
            assert s and s in t, (c['id'], s)
        for la in c['lookalikes']:
            assert la and la in t, (c['id'], la)
            assert outside(t, la, sp), (c['id'], la)
            for s in c['secrets']:
                assert la not in s and s not in la, (c['id'], la, s)


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    counts = {}
    for i, c in enumerate(CASES, 1):
        counts[c['lang']] = counts.get(c['lang'], 0) + 1
        c['id'] = f"s26-{i:03d}-{c['lang']}"
    validate()
    lines = ['# frozen blind held-out set no. 26 (synthetic values only; generated by make_heldout_v26.py, seed 26)',
             'lookalikes: []', 'cases:']
    for c in CASES:
        lines.append(f"  - id: {q(c['id'])}")
        lines.append(f"    lang: {q(c['lang'])}")
        lines.append(f"    text: {q(c['text'])}")
        for key in ('secrets', 'lookalikes'):
            if c[key]:
                lines.append(f"    {key}:")
                lines.extend(f"      - {q(v)}" for v in c[key])
            else:
                lines.append(f"    {key}: []")
        lines.append(f"    note: {q(c['note'])}")
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'heldout_v26.yaml')
    with open(out, 'w', encoding='utf-8', newline='\n') as f:
        f.write('\n'.join(lines) + '\n')
    print(f"wrote {out}: {len(CASES)} cases")


if __name__ == '__main__':
    main()
