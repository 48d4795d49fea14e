#!/usr/bin/env python3
"""Generator for the blind held-out set v18 of a secrets-redaction filter.
Deterministic: random.Random(20261218). Output: /work/frozen18/heldout_v18.yaml or argv[1].
All values are random; none is a real credential."""
import random, string, hashlib, hmac, base64, json, zlib, re, sys
import yaml

R = random.Random(20261218)
D = string.digits; UP = string.ascii_uppercase; LO = string.ascii_lowercase
AN = D + UP + LO; HEX = '0123456789abcdef'; B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B64 = UP + LO + D + '+/'; B64U = UP + LO + D + '-_'

def rs(a, n): return ''.join(R.choice(a) for _ in range(n))
def dg(n, lead=True):
    s = rs(D, n)
    if lead and n > 1 and s[0] == '0': s = R.choice('123456789') + s[1:]
    return s
def hx(n): return rs(HEX, n)
def HX(n): return rs(HEX.upper(), n)
def uuid(): h = hx(32); return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], R.choice('89ab'), h[17:20], h[20:])
def b64body(nbytes): return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()
def b64u(nbytes): return base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode().rstrip('=')

# ---------- check-digit algorithms ----------
def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return str((10 - s % 10) % 10)
def luhn_num(prefix, length): b = prefix + dg(length - len(prefix) - 1, False); return b + luhn_digit(b)
def grp(s, sizes, sep=' '):
    out, i = [], 0
    for n in sizes: out.append(s[i:i + n]); i += n
    return sep.join(out)
def card(kind='visa', sep=' '):
    if kind == 'visa': n = luhn_num('4', 16)
    elif kind == 'mc': n = luhn_num('5' + R.choice('12345'), 16)
    elif kind == 'amex': n = luhn_num('3' + R.choice('47'), 15); return grp(n, [4, 6, 5], sep)
    elif kind == 'jcb': n = luhn_num('35' + R.choice('3456789'), 16)
    elif kind == 'unionpay': n = luhn_num('62' + R.choice('2458'), R.choice([16, 19]))
    elif kind == 'mir': n = luhn_num('220' + R.choice('01234'), 16)
    elif kind == 'troy': n = luhn_num('9792', 16)
    elif kind == 'rupay': n = luhn_num('6' + R.choice(['0', '5', '52']), 16)
    if len(n) == 19: return grp(n, [4, 4, 4, 4, 3], sep)
    return grp(n, [4, 4, 4, 4], sep)
def cvv(n=3): return dg(n, False)
def expiry(): return '%02d/%02d' % (R.randint(1, 12), R.randint(27, 31))

IBAN_LEN = {'DE': 22, 'FR': 27, 'ES': 24, 'IT': 27, 'NL': 18, 'PL': 28, 'TR': 26, 'PT': 25, 'SA': 24, 'IL': 23, 'AT': 20, 'CH': 21, 'BE': 16, 'AE': 23}
BANK_PREFIX = {'ES': '2100', 'DE': '37050198', 'NL': 'RABO', 'PT': '0033', 'TR': '00010', 'SA': '80', 'IL': '012', 'PL': '1020', 'IT': 'X03069'}
def iban(cc, spaced=True):
    n = IBAN_LEN[cc] - 4
    if cc in BANK_PREFIX:
        pre = BANK_PREFIX[cc]; bban = pre + dg(n - len(pre), False)
        if cc == 'TR': bban = pre + '0' + dg(n - len(pre) - 1, False)
        if cc == 'IT': bban = R.choice(UP) + pre[1:] + dg(n - len(pre), False)
    elif cc == 'NL': bban = R.choice(['ABNA', 'RABO', 'INGB', 'TRIO', 'SNSB']) + dg(10, False)
    elif cc == 'IT': bban = R.choice(UP) + dg(10, False) + dg(12, False)
    elif cc == 'TR': bban = dg(5, False) + '0' + dg(16, False)
    elif cc == 'SA': bban = dg(2, False) + dg(18, False)
    else: bban = dg(n, False)
    num = ''.join(str(int(c, 36)) for c in bban + cc + '00')
    chk = '%02d' % (98 - int(num) % 97)
    s = cc + chk + bban
    return ' '.join(s[i:i + 4] for i in range(0, len(s), 4)) if spaced else s

def cn_id():
    area = R.choice(['110105', '310115', '440305', '330106', '510107', '420111'])
    y = R.randint(1965, 2004); body = area + '%04d%02d%02d' % (y, R.randint(1, 12), R.randint(1, 28)) + dg(3, False)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + '10X98765432'[sum(int(a) * b for a, b in zip(body, w)) % 11]
TW = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)
def tw_id():
    L_ = R.choice('ABEFHK'); body = R.choice('12') + dg(7, False); v = TW[L_]
    s = v // 10 + (v % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L_ + body + str((10 - s % 10) % 10)
def kr_rrn():
    b = '%02d%02d%02d' % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice('12') + dg(5, False)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return b[:6] + '-' + b[6:] + str((11 - sum(int(a) * c for a, c in zip(b, w)) % 11) % 10)
def jp_mynumber():
    b = dg(11); s = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5; s += p * q
    r = s % 11; c = 0 if r <= 1 else 11 - r
    full = b + str(c); return full[:4] + ' ' + full[4:8] + ' ' + full[8:]
def hkid():
    L_ = R.choice('ACDEGHKPRVYZ'); ds = dg(6, False)
    s = 36 * 9 + (ord(L_) - 55) * 8 + sum(int(c) * w for c, w in zip(ds, [7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11; ch = 'A' if c == 10 else str(c)
    return '%s%s(%s)' % (L_, ds, ch)
def sg_nric():
    p = R.choice('ST'); ds = dg(7, False); s = sum(int(c) * w for c, w in zip(ds, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == 'T' else 0)
    return p + ds + 'JZIHGFEDCBA'[s % 11]
def es_dni(): n = dg(8, False); return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]
def es_nie():
    p = R.choice('XYZ'); n = dg(7, False); return p + n + 'TRWAGMYFPDXBNJZSQVHLCKE'[int(str('XYZ'.index(p)) + n) % 23]
def fr_nir():
    b = R.choice('12') + '%02d%02d' % (R.randint(60, 99), R.randint(1, 12)) + R.choice(['75', '69', '13', '33', '59']) + dg(3, False) + dg(3, False)
    k = 97 - int(b) % 97
    return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
def nl_bsn():
    while True:
        b = dg(8); s = sum(int(c) * w for c, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])); c = s % 11
        if c < 10: return b + str(c)
def pl_pesel():
    b = '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + dg(4, False)
    return b + str((10 - sum(int(c) * w for c, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])) % 10) % 10)
def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10; d.append(d10); d.append(sum(d) % 10)
    return ''.join(map(str, d))
def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1))); r = s * 10 % 11; d.append(0 if r == 10 else r)
    s = ''.join(map(str, d)); return '%s.%s.%s-%s' % (s[:3], s[3:6], s[6:9], s[9:])
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def in_aadhaar(): b = R.choice('23456789') + dg(10, False); f = b + verhoeff_digit(b); return f[:4] + ' ' + f[4:8] + ' ' + f[8:]
def il_id():
    b = dg(8, False); s = 0
    for i, ch in enumerate(b):
        x = int(ch) * (1 if i % 2 == 0 else 2); s += x if x < 10 else x - 9
    return b + str((10 - s % 10) % 10)
def de_steuer_id():
    b = R.choice('123456789') + dg(9, False); prod = 10
    for ch in b:
        s = (int(ch) + prod) % 10
        if s == 0: s = 10
        prod = (s * 2) % 11
    c = 11 - prod; c = 0 if c == 10 else c
    f = b + str(c); return '%s %s %s %s' % (f[:2], f[2:5], f[5:8], f[8:])
def de_kvnr():
    L_ = R.choice(UP); b = dg(8, False); num = '%02d' % (ord(L_) - 64) + b; s = 0
    for i, ch in enumerate(num):
        x = int(ch) * (1 if i % 2 == 0 else 2); s += x // 10 + x % 10
    return L_ + b + str(s % 10)
CF_ODD = dict(zip('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', [1,0,5,7,9,13,15,17,19,21] + [1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
def it_cf():
    b = rs('BCDFGLMNPRSTVZ', 6) + '%02d' % R.randint(60, 99) + R.choice('ABCDEHLMPRST') + '%02d' % R.randint(1, 28) + R.choice('FGHLM') + dg(3, False)
    s = 0
    for i, ch in enumerate(b):
        if i % 2 == 0: s += CF_ODD[ch]
        else: s += int(ch) if ch.isdigit() else ord(ch) - 65
    return b + chr(65 + s % 26)
def ru_inn12():
    d = [R.randint(0, 9) for _ in range(10)]; d[0] = R.randint(1, 9)
    w1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]; d.append(sum(a * b for a, b in zip(d, w1)) % 11 % 10)
    w2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]; d.append(sum(a * b for a, b in zip(d, w2)) % 11 % 10)
    return ''.join(map(str, d))
def ru_snils():
    b = dg(9); s = sum(int(c) * w for c, w in zip(b, range(9, 0, -1)))
    if s < 100: c = s
    elif s in (100, 101): c = 0
    else:
        c = s % 101
        if c == 100: c = 0
    return '%s-%s-%s %02d' % (b[:3], b[3:6], b[6:9], c)
def th_id():
    b = R.choice('1358') + dg(11, False); s = sum(int(c) * (13 - i) for i, c in enumerate(b)); c = (11 - s % 11) % 10
    f = b + str(c); return '%s-%s-%s-%s-%s' % (f[0], f[1:5], f[5:10], f[10:12], f[12])
def pt_nif():
    b = R.choice('123') + dg(7, False); s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1))); c = 11 - s % 11
    return b + str(0 if c >= 10 else c)
def uk_nhs():
    while True:
        b = dg(9); c = 11 - sum(int(x) * w for x, w in zip(b, range(10, 1, -1))) % 11
        if c == 11: c = 0
        if c != 10: f = b + str(c); return '%s %s %s' % (f[:3], f[3:6], f[6:])
def ca_sin(): b = R.choice('12345679') + dg(7, False); f = b + luhn_digit(b); return '%s %s %s' % (f[:3], f[3:6], f[6:])
def au_tfn():
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        b = dg(8); s = sum(int(c) * x for c, x in zip(b, w))
        for last in range(10):
            if (s + last * 10) % 11 == 0: f = b + str(last); return '%s %s %s' % (f[:3], f[3:6], f[6:])
def se_pnr():
    b = '%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + dg(3, False)
    return b[:6] + '-' + b[6:] + luhn_digit(b)
def mrz_digit(s):
    v = {c: i for i, c in enumerate(D)}; v.update({c: 10 + i for i, c in enumerate(UP)}); v['<'] = 0
    return str(sum(v[c] * [7, 3, 1][i % 3] for i, c in enumerate(s)) % 10)
def mrz_line2(pn, dob, ex):
    a = pn + mrz_digit(pn); b = dob + mrz_digit(dob); c = ex + mrz_digit(ex); p = '<' * 14 + '0'
    return a + 'UTO' + b + 'F' + c + p + mrz_digit(a + b + c + p)
B62 = D + UP + LO
def b62(n, width):
    s = ''
    while n: n, r = divmod(n, 62); s = B62[r] + s
    return s.rjust(width, '0')
def gh_token(prefix='ghp_'):
    body = rs(AN, 30); return prefix + body + b62(zlib.crc32(body.encode()) & 0xffffffff, 6)
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
def b58check(payload):
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, 'big'); s = ''
    while n: n, r = divmod(n, 58); s = B58[r] + s
    return '1' * (len(raw) - len(raw.lstrip(b'\0'))) + s
def btc_wif(): return b58check(b'\x80' + bytes(R.randrange(256) for _ in range(32)) + b'\x01')
def jwt(payload):
    h = base64.urlsafe_b64encode(json.dumps({'alg': 'HS256', 'typ': 'JWT'}, separators=(',', ':')).encode()).decode().rstrip('=')
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(',', ':'), ensure_ascii=False).encode()).decode().rstrip('=')
    key = bytes(R.randrange(256) for _ in range(32))
    sig = base64.urlsafe_b64encode(hmac.new(key, (h + '.' + p).encode(), hashlib.sha256).digest()).decode().rstrip('=')
    return h + '.' + p + '.' + sig
def pem_body(nbytes=1190, width=64):
    s = b64body(nbytes); return '\n'.join(s[i:i + width] for i in range(0, len(s), width))
def totp_seed(n=32): return rs(B32, n)
def grp4(s): return ' '.join(s[i:i + 4] for i in range(0, len(s), 4))
BIP = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle').split()
def seed_phrase(n=12): return ' '.join(R.choice(BIP) for _ in range(n))

WORDS = ['Sunflower', 'Maple', 'Tiger', 'Orbit', 'Lantern', 'Harbor', 'Cobalt', 'Falcon', 'Pepper', 'Willow', 'Nebula', 'Cactus', 'Marble', 'Rocket', 'Velvet', 'Glacier', 'Mango', 'Pixel', 'Thunder', 'Ember', 'Koala', 'Saffron', 'Quartz', 'Juniper', 'Biscuit', 'Panda', 'Otter', 'Comet', 'Lotus', 'Walnut']
LOCAL = ['xiaomao', 'tiantian', 'huanghe', 'sakura', 'yamato', 'neko', 'sarang', 'haneul', 'dubu', 'sonne', 'mariposa', 'gattino', 'kotek', 'zvezda', 'deniz', 'amira', 'shalom', 'bintang', 'hoahong', 'sabai']
SYM = '!#$%&*?@._-'
def pw():
    st = R.randrange(6)
    if st == 0: return R.choice(WORDS) + R.choice(SYM) + dg(R.choice([2, 4]), False)
    if st == 1: return R.choice(WORDS).lower() + R.choice(WORDS) + dg(R.randint(2, 3), False) + R.choice(SYM)
    if st == 2: return rs(AN, R.randint(11, 15)) + R.choice(SYM) + rs(AN, 2)
    if st == 3: return R.choice(LOCAL).capitalize() + R.choice(SYM) + dg(4, False) + R.choice(SYM)
    if st == 4: return R.choice(LOCAL) + dg(3, False) + R.choice(WORDS) + R.choice('!?#')
    return R.choice(WORDS) + '-' + R.choice(WORDS).lower() + '-' + R.choice(WORDS).lower() + dg(1)
def phrase(words):
    return ' '.join(R.sample(words, 4)) + ' ' + dg(2, False)
def win_key():
    a = 'BCDFGHJKMPQRTVWXY2346789'; return '-'.join(rs(a, 5) for _ in range(5))
def pin(n=4): return dg(n, False)

# ---------- registry ----------
LOOK = []; CASES = []
def L(kind, lang, text): LOOK.append((kind, lang, text))
PH = re.compile('\u27e8([A-Za-z0-9_]+)\u27e9')
LOOK_BLOB = None
def add(kind, lang, tpl, **g):
    global LOOK_BLOB
    if LOOK_BLOB is None: LOOK_BLOB = '\n\u0000\n'.join(t for _, _, t in LOOK)
    for attempt in range(500):
        vals = {k: (f() if callable(f) else f) for k, f in g.items()}
        text = PH.sub(lambda m: vals[m.group(1)], tpl)
        secrets = []
        for k in PH.findall(tpl):
            if not k.startswith('_') and vals[k] not in secrets: secrets.append(vals[k])
        if len(set(vals[k] for k in g if not k.startswith('_'))) != len([k for k in g if not k.startswith('_')]): continue
        if any(s in LOOK_BLOB for s in secrets): continue
        if any(a != b and a in b for a in secrets for b in secrets): continue
        t = text
        for s in sorted(secrets, key=len, reverse=True): t = t.replace(s, '')
        if any(s in t for s in secrets): continue
        if any(s in t for c in CASES for s in []): continue
        CASES.append((kind, lang, text, secrets)); return
    raise SystemExit('could not draw case ' + kind)

# ======================= LOOK-ALIKES (no secret; must pass unchanged) =======================
# --- English ---
L('gha_secrets_reference', 'en', "Why does this step fail? I have\n  - run: ./deploy.sh\n    env:\n      API_TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n      DB_PASSWORD: ${{ secrets.PROD_DB_PASSWORD }}\nand the log just says the variable is empty.")
L('terraform_var_reference', 'en', 'In main.tf I pass password = var.db_password to the aws_db_instance and mark the variable sensitive = true. Is that enough to keep it out of the plan output?')
L('node_env_reference', 'en', "const client = new OpenAI({ apiKey: process.env.OPENAI_API_KEY }); — this returns undefined in Vercel preview builds but works locally. What am I missing?")
L('python_environ_reference', 'en', 'token = os.environ["GITHUB_TOKEN"] raises KeyError inside the cron container. Should I use os.getenv("GITHUB_TOKEN", "") instead?')
L('placeholder_angle_token', 'en', 'The docs say to run `curl -H "Authorization: Bearer <token>" https://api.example.com/v1/me` — do I literally keep the angle brackets?')
L('placeholder_your_key_here', 'en', 'My config.yaml still has api_key: YOUR_KEY_HERE and secret: CHANGE_ME from the template. Which of these do I need to fill in before first start?')
L('masked_card_statement', 'en', 'The charge on my card ending in ' + dg(4, False) + ' shows up as **** **** **** ' + dg(4, False) + ' twice — $42.17 on Nov 3. How do I dispute the duplicate?')
L('stripe_test_card_docs', 'en', "For the checkout demo I'm using Stripe's documented test card 4242 4242 4242 4242 with any future date and any CVC. Why does the test-mode payment intent stay in requires_action?")
L('aws_docs_example_key', 'en', 'The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as the example key pair. Does the CLI reject those or just fail auth?')
L('ssh_public_key_authorized', 'en', 'Adding this public key to authorized_keys on the Pi: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' + b64body(24)[:43] + ' me@laptop — should the file be chmod 600?')
L('stripe_publishable_key', 'en', 'Is it fine to ship the publishable key pk_live_' + rs(AN, 24) + ' in the frontend bundle? I keep the secret one on the server only.')
L('gpg_fingerprint', 'en', 'My GPG key fingerprint is ' + ' '.join(HX(4) for _ in range(10)) + ' — can you explain how people verify it at a key-signing party?')
L('sha256_checksum_iso', 'en', 'The SHA-256 hash of the ISO I downloaded is ' + hx(64) + ' but the site lists a different one. Corrupted download or tampered mirror?')
L('git_sha_revert', 'en', 'How do I revert commit ' + hx(40) + ' without losing the later merge ' + hx(7) + '?')
L('uuid_in_log', 'en', 'Error in worker: job ' + uuid() + ' failed after 3 retries (request id ' + uuid() + '). Where should I start looking?')
L('base64_plain_text', 'en', 'What does SGVsbG8sIHdvcmxkIQ== decode to? A colleague left it in a code comment.')
L('version_numbers', 'en', 'After upgrading from 3.11.7 to 3.12.1 the build on Node 20.11.0 fails with error TS2307. Rolling back to 5.3.3 of TypeScript fixed it.')
L('model_part_numbers', 'en', 'Compatible charger for a Lenovo 20XW-00FGUS? The part number on the brick is SA10R16875 and the label says 65W USB-C.')
L('tracking_number', 'en', 'UPS tracking 1Z' + rs(UP + D, 16) + ' has said "label created" for six days. Should I contact the seller or UPS?')
L('flight_booking_ref', 'en', 'Our booking reference is ' + rs('ABCDEFGHJKLMNPQRSTUVWXYZ', 6) + ', flight LH 455 on 14 March, seats 32A and 32B. Can I still add a checked bag online?')
L('phone_and_postcode', 'en', "The clinic's number is +1 (415) 555-0172 and the address is 2100 Webster St, San Francisco, CA 94115. Please draft a short note asking to move my appointment.")
L('ip_mac_addresses', 'en', 'The printer got 192.168.1.47 but its MAC is AC:DE:48:00:11:22 and I want to reserve 192.168.1.20 instead. Where is that in the router UI?')
L('hex_colours', 'en', 'Is #1E90FF on #F5F5F5 enough contrast for body text, or should I darken it to #1565C0?')
L('keyboard_shortcut', 'en', 'What is the shortcut for the password manager autofill on Mac, Cmd+Shift+L or Cmd+\\?')
L('http_error_codes', 'en', 'Our app returns 401 after the token refresh, then 403 on retry, and the ELB logs show 502 for the same request. Ideas?')
L('timestamp_and_price', 'en', 'Receipt says 2025-11-28T14:03:22Z, total $1,249.99 incl. tax, order #' + dg(9) + '. Is that within the 30-day return window?')
L('hotel_room_seat', 'en', "We're in room 1408 and my parents are in 1410; concert seats are row K, seats 21-24. Can you make a one-page schedule for the weekend?")
L('password_policy', 'en', 'Our password policy requires at least 12 characters, one digit, one symbol, rotation every 90 days and no reuse of the last 5. Is rotation still recommended by NIST?')
L('weak_password_question', 'en', 'Is "password123" really that bad if I only use it for a forum account? And what about Summer2024!?')
L('fake_values_called_fake', 'en', 'For the unit test I made up a fake key, sk_test_FAKE_FAKE_FAKE, and a dummy password "hunter2" — will gitleaks still flag the repo?')
L('mentions_pin_no_value', 'en', "I forgot my debit card PIN and the bank app only lets me reset it by phone. What do I usually need to have ready when I call?")
L('otp_duration_count', 'en', 'The verification code expires after 10 minutes and I can only request 3 codes per hour. Is it normal that SMS takes 5 minutes to arrive?')
L('redacted_env_dump', 'en', 'Here is my env with values removed:\nDATABASE_URL=postgres://app:****@db:5432/app\nREDIS_URL=redis://:[REDACTED]@cache:6379/0\nSECRET_KEY=<redacted>\nWhy does Django say SECRET_KEY must not be empty?')
L('jwt_structure_question', 'en', 'A JWT is header.payload.signature, right? So if I only see eyJhbGciOiJIUzI1NiJ9 in the logs, is that just the header {"alg":"HS256"}?')
L('k8s_secret_ref', 'en', 'In the Deployment I use valueFrom: secretKeyRef: name: db-creds, key: password. The pod says CreateContainerConfigError. Is the key name case-sensitive?')
L('placeholder_xxxx', 'en', 'The vendor sent me the integration guide with "API key: xxxx-xxxx-xxxx-xxxx" and "Secret: ********". Should I ask them for the real values by e-mail?')
L('eth_address_public', 'en', 'Send the refund to my public wallet address 0x' + hx(40) + ' on Arbitrum, not mainnet please.')
L('ssh_host_key_fingerprint', 'en', 'SSH warns the host key changed: SHA256:' + b64body(32)[:43] + '. The server was reinstalled yesterday, so is it safe to accept?')
L('gift_card_balance_question', 'en', 'I have a $50 Steam gift card from my aunt. Does it expire, and can I use it for a game that costs $59.99 by adding the difference?')
L('totp_app_question', 'en', 'Which is better for 2FA codes, Aegis or 2FAS? I want encrypted backups of my TOTP secrets but no cloud sync.')
L('recovery_codes_mention', 'en', 'GitHub gave me 16 recovery codes when I enabled 2FA. Where is the safest place to store them, printed or in the password manager?')
L('wifi_no_password_given', 'en', "The guest Wi-Fi at the office is called Acme-Guest and the password is on the whiteboard in the kitchen; can you write a welcome e-mail that tells visitors where to find it?")
L('license_plate_and_vin', 'en', 'Our car plate is 7ABC123 and VIN 1HGCM82633A004352 per the registration card. Which form do I need to transfer ownership in California?')
L('cron_expression', 'en', 'Does 0 */6 * * 1-5 run every six hours on weekdays, or only at 06:00?')
L('sample_iban_docs', 'en', 'The bank API docs use the sample IBAN GB82 WEST 1234 5698 7654 32 in every example. Is that a real account?')
L('regex_for_keys', 'en', 'Can you improve my regex AKIA[0-9A-Z]{16} so it also catches ASIA temporary keys?')
L('hash_bcrypt_named', 'en', 'Our users table stores bcrypt hashes like $2b$12$' + rs('./' + AN, 53) + '. Is cost 12 still fine in 2026?')
L('docker_image_digest', 'en', 'Pin the image by digest: nginx@sha256:' + hx(64) + ' — is that better than tag 1.27.3-alpine?')
L('card_length_question', 'en', 'How many digits does an Amex number have vs a Visa, and why is the Amex security code 4 digits on the front?')
L('meeting_id_zoom', 'en', 'Join the parents meeting: Zoom ID 845 ' + dg(4) + ' ' + dg(4) + ', starts 7:30 pm. Can you turn this into a calendar invite text?')
L('lockout_after_attempts', 'en', 'The safe locks for 15 minutes after 3 wrong codes, and the code must be 4 to 8 digits. Can I change it without the manager key?')
L('password_manager_export_steps', 'en', 'How do I export everything from LastPass to Bitwarden? I have about 340 passwords and 25 secure notes.')
L('openssl_command_no_secret', 'en', 'Explain this: openssl req -new -newkey rsa:4096 -nodes -keyout server.key -out server.csr -subj "/CN=shop.example.org"')
L('npm_version_error', 'en', 'npm ERR! code E401 — "Unable to authenticate, need: Basic realm=GitHub". My .npmrc has //npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}.')
L('aws_arn_and_account', 'en', 'The role arn:aws:iam::' + dg(12) + ':role/ci-deployer cannot assume arn:aws:iam::' + dg(12) + ':role/prod-admin. Trust policy issue?')
L('crypto_tx_hash', 'en', 'The transaction hash is 0x' + hx(64) + ' and it is still pending after 40 minutes with gas at 12 gwei. Can I speed it up?')
L('spreadsheet_formula', 'en', 'Why does =VLOOKUP(A2,Sheet2!$A$1:$D$500,4,FALSE) return #N/A for rows that clearly exist?')
L('ascii_art_dashes', 'en', 'Make this table prettier:\nItem | Qty | Price\n---|---|---\nMilk | 2 | 1.99\nEggs | 12 | 3.49')
L('sample_jwt_io', 'en', 'jwt.io shows the sample token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c as an example. What does the iat field mean?')
L('ssn_format_question', 'en', 'What is the format of a US Social Security number, 3-2-4 digits? My HR form has a field that only accepts 9 digits without dashes.')
L('door_code_no_value', 'en', "Remind me tomorrow at 8 to ask the landlord for the new door code; the old one stopped working after they replaced the keypad.")
L('ticket_and_invoice_ids', 'en', 'Support ticket INC-' + dg(7) + ' and invoice INV-2025-' + dg(5) + ' are about the same outage. Draft a reply asking for a credit.')
L('coordinates_and_elevation', 'en', 'Trailhead at 46.5584, 8.5612, elevation 2,146 m, parking lot P3. How long to the hut if we walk 3.5 km/h?')
L('chess_notation', 'en', 'After 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O, what is the main line of the Ruy Lopez?')
L('redis_cli_no_password', 'en', 'redis-cli -h cache.internal -p 6379 ping returns NOAUTH Authentication required. Where do I pass the password, with -a or AUTH?')

# --- Chinese simplified ---
L('zhs_password_rules', 'zh_hans', '新系统要求密码至少8位，包含大小写字母和数字，90天必须修改一次。这种规则现在还算安全吗？')
L('zhs_forgot_payment_pwd', 'zh_hans', '我忘了支付宝的支付密码，人脸识别又一直失败，有没有别的找回办法？')
L('zhs_sms_code_expiry', 'zh_hans', '验证码5分钟内有效，一天最多发送10次。我刚才连着点了三次都没收到短信，是被拦截了吗？')
L('zhs_six_digit_length', 'zh_hans', '银行卡密码为什么都是6位数字？设成和生日一样会有风险吗？')
L('zhs_order_number', 'zh_hans', '我的京东订单号是' + dg(12) + '，快递单号SF' + dg(13) + '，显示已签收但我没收到，怎么投诉？')
L('zhs_tracking_and_phone', 'zh_hans', '快递员电话是138' + dg(8) + '，他说放在小区丰巢柜了，但没给我取件码。我该怎么办？')
L('zhs_env_reference', 'zh_hans', '我在代码里写的是 api_key = os.getenv("DASHSCOPE_API_KEY")，但是在服务器上一直读到 None，是不是环境变量没生效？')
L('zhs_placeholder_key', 'zh_hans', '文档里的示例写着 AccessKeyId: <你的AccessKey ID>，AccessKeySecret: <你的AccessKey Secret>，我要把尖括号也删掉吗？')
L('zhs_masked_card', 'zh_hans', '账单上显示尾号' + dg(4, False) + '的信用卡扣了两笔399元，卡号显示为6225 **** **** ' + dg(4, False) + '，怎么申请退款？')
L('zhs_fake_password_example', 'zh_hans', '写教程的时候我用了一个假的示例密码 abc123456，这个会不会被读者当成真的推荐？')
L('zhs_version_and_model', 'zh_hans', '小米手环8 Pro 固件版本 2.1.0.56 更新后心率不准了，型号 M2233B1，能降级吗？')
L('zhs_ip_and_port', 'zh_hans', '路由器后台地址是192.168.31.1，NAS 在 192.168.31.15:5000，外网访问要怎么做端口映射？')
L('zhs_uuid_request', 'zh_hans', '接口返回 {"code":40001,"msg":"invalid credential","request_id":"' + uuid() + '"}，这个错误码一般是什么原因？')
L('zhs_hash_named', 'zh_hans', '下载的安装包MD5是' + hx(32) + '，官网写的是另一个值，是不是下到了被篡改的版本？')
L('zhs_room_and_seat', 'zh_hans', '我们订的是G1234次，3车12A和12B，酒店房间号是806。帮我整理一个行程表。')
L('zhs_wifi_mention', 'zh_hans', '家里的WiFi密码太长了，老人每次都输错，有没有办法用二维码分享？')
L('zhs_gift_card_question', 'zh_hans', '朋友送了我一张星巴克礼品卡，面额200元，有效期到明年，能在App里绑定吗？')
L('zhs_test_card_doc', 'zh_hans', '银联测试环境的文档里给了测试卡号6216 2610 0000 0000 018，这个是官方公开的测试卡吗？')

# --- Chinese traditional ---
L('zht_password_policy', 'zh_hant', '公司規定密碼要12碼以上、每三個月換一次，而且不能跟前五次相同，請幫我寫一封公告給同事。')
L('zht_forgot_atm_pin', 'zh_hant', '我的提款卡密碼輸錯三次被鎖了，要帶什麼證件去銀行臨櫃解鎖？')
L('zht_otp_minutes', 'zh_hant', '簡訊驗證碼說3分鐘內有效，可是我每次收到都已經過期了，是電信的問題嗎？')
L('zht_invoice_number', 'zh_hant', '電子發票號碼AB-' + dg(8) + '，載具是手機條碼，為什麼沒有歸戶成功？')
L('zht_phone_postcode', 'zh_hant', '診所電話是(02)2712-' + dg(4) + '，地址是台北市松山區105南京東路四段，幫我寫一則改約的訊息。')
L('zht_masked_account', 'zh_hant', '網銀畫面上顯示帳號為 ***-***-' + dg(4, False) + '，這樣截圖給客服看安全嗎？')
L('zht_env_placeholder', 'zh_hant', '設定檔裡寫的是 LINE_CHANNEL_SECRET=${LINE_CHANNEL_SECRET}，部署到 Cloud Run 後讀不到值，要在哪裡設定？')
L('zht_weak_pw_question', 'zh_hant', '用 12345678 當作家裡監視器的密碼真的很危險嗎？鄰居說他都這樣設。')
L('zht_train_seat', 'zh_hant', '高鐵訂位代號是' + dg(8) + '，5車7A，台北到左營，可以改成晚一班嗎？')
L('zht_version_error', 'zh_hant', 'App 更新到 4.12.3 之後一直跳錯誤代碼 E-1024，客服說要重新安裝，資料會不見嗎？')
L('zht_mac_address', 'zh_hant', '我想在分享器設定MAC過濾，小孩平板的MAC是 ' + ':'.join(HX(2) for _ in range(6)) + '，晚上10點後斷網要怎麼設？')
L('zht_sample_id_doc', 'zh_hant', '內政部文件裡用 A123456789 當作身分證字號的範例，這個號碼是假的吧？')
L('zht_count_digits', 'zh_hant', '悠遊卡自動加值要設定6位數的密碼嗎？還是4位數就可以？')
L('zht_color_codes', 'zh_hant', '品牌色是 #C8102E 跟 #FFFFFF，請幫我挑一個搭配的輔助色。')
L('zht_key_fingerprint', 'zh_hant', '伺服器的公鑰指紋是 SHA256:' + b64body(32)[:43] + '，連線時跳警告說不一致，該怎麼處理？')
L('zht_dummy_password', 'zh_hant', '教學簡報裡的範例密碼我寫成 P@ssw0rd（假的），會不會被說不專業？')
L('zht_booking_ref', 'zh_hant', '華航訂位代號' + rs('ABCDEFGHJKLMNPQRSTUVWXYZ', 6) + '，想加購行李，網站一直顯示錯誤，電話要打哪一支？')

# --- Japanese ---
L('ja_pin_digits_question', 'ja', 'キャッシュカードの暗証番号は4桁ですが、ネットバンキングのログインパスワードは何桁まで設定できますか？')
L('ja_otp_within_minutes', 'ja', 'ワンタイムパスワードは3分以内に入力してくださいと出るのに、SMSが届くまで5分かかります。どうすればいいですか？')
L('ja_forgot_password_only', 'ja', 'マイナポータルのパスワードを忘れてしまいました。再設定にはマイナンバーカードが必要ですか？')
L('ja_password_rule', 'ja', '社内システムのパスワードは英大文字・小文字・数字・記号を含む10文字以上、とありますが、覚えやすい作り方のコツはありますか？')
L('ja_order_number', 'ja', 'Amazonの注文番号 250-' + dg(7) + '-' + dg(7) + ' の商品が届きません。問い合わせ文を書いてください。')
L('ja_tracking_number', 'ja', 'ヤマトの伝票番号 ' + dg(4) + '-' + dg(4) + '-' + dg(4) + ' が「持戻」になっています。再配達の依頼方法を教えて。')
L('ja_postcode_phone', 'ja', '〒150-0002 東京都渋谷区渋谷2丁目、電話 03-' + dg(4) + '-' + dg(4) + ' の歯医者に予約変更のメールを送りたいです。')
L('ja_placeholder_env', 'ja', '.env.example に OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxx と書いてありますが、これはそのまま使えないですよね？')
L('ja_masked_card', 'ja', '明細に「カード番号 **** **** **** ' + dg(4, False) + '」で知らない請求が3,980円あります。不正利用でしょうか？')
L('ja_model_number', 'ja', 'パナソニックの洗濯機 NA-LX129CL のエラーコード H21 が出ました。自分で直せますか？')
L('ja_seat_room', 'ja', '新幹線のぞみ21号 8号車 12D と 12E、ホテルは1205号室です。旅程表にまとめてください。')
L('ja_dummy_value_named', 'ja', 'テスト用のダミーパスワード「test1234」をREADMEに書いてもいいですか？本番では使っていません。')
L('ja_git_sha', 'ja', 'コミット ' + hx(40) + ' を取り消したいのですが、git revert と reset のどちらが安全ですか？')
L('ja_wifi_mention', 'ja', '実家のWi-Fiのパスワードがルーターの裏に貼ってあるシールのままなんですが、変えた方がいいですか？')
L('ja_version_numbers', 'ja', 'iOS 18.1.1 にしたら LINE 14.19.0 の通知が来なくなりました。対処法はありますか？')
L('ja_count_near_pin', 'ja', '暗証番号を3回間違えるとロックされると聞きました。2回間違えた状態でもう一度試すのは危険ですか？')
L('ja_sample_mynumber_doc', 'ja', 'マイナンバーの桁数は12桁で、最後の1桁がチェックデジットだと聞きました。どういう計算なのか教えてください。')
L('ja_request_id_error', 'ja', 'APIから {"error":"rate_limited","retry_after":30,"request_id":"req_' + rs(AN, 24) + '"} が返ってきます。待てばいいだけですか？')

# --- Korean ---
L('ko_pin_length_question', 'ko', '공동인증서 비밀번호는 10자리 이상이어야 한다는데, 간편비밀번호 6자리랑은 다른 건가요?')
L('ko_forgot_password', 'ko', '학교 포털 비밀번호를 잊어버렸어요. 학번으로 찾기를 하면 본인인증 문자가 안 와요.')
L('ko_otp_minutes', 'ko', '인증번호가 3분 안에 입력하라고 나오는데 문자가 늦게 와요. 통신사 문제일까요?')
L('ko_card_four_digits', 'ko', '카드 비밀번호 앞 2자리만 입력하라는 사이트가 있는데 이게 안전한 방식인가요?')
L('ko_order_tracking', 'ko', '쿠팡 주문번호 ' + dg(14) + '인데 CJ대한통운 운송장 ' + dg(12) + ' 이 3일째 집하 상태예요. 문의 글 좀 써 주세요.')
L('ko_phone_address', 'ko', '병원 전화번호는 02-' + dg(4) + '-' + dg(4) + '이고 주소는 서울시 강남구 테헤란로 152예요. 예약 변경 문자 써 주세요.')
L('ko_masked_rrn', 'ko', '서류에 주민등록번호를 900101-1****** 처럼 뒷자리를 가려서 내도 되나요?')
L('ko_env_reference', 'ko', 'application.yml 에 password: ${DB_PASSWORD} 로 넣었는데 배포하면 빈 값이에요. 쿠버네티스 시크릿 연결은 어떻게 하죠?')
L('ko_weak_password_q', 'ko', 'qwerty1234 같은 비밀번호는 왜 위험한가요? 부모님이 다 이걸로 쓰세요.')
L('ko_example_value_called', 'ko', '발표 자료에 예시로 쓴 API 키 sk-example-1234 는 가짜인데 그대로 둬도 괜찮을까요?')
L('ko_seat_room', 'ko', 'KTX 5호차 11A, 11B 예매했고 숙소는 부산 해운대 호텔 1502호예요. 일정표 만들어 주세요.')
L('ko_model_error', 'ko', '삼성 세탁기 WF21T6500KV 에서 4E 에러가 떠요. 급수 문제인가요?')
L('ko_wifi_mention', 'ko', '카페 와이파이 비밀번호를 영수증에 인쇄하려고 하는데 매일 바꾸는 게 좋을까요?')
L('ko_uuid_log', 'ko', '로그에 trace_id=' + hx(32) + ' span_id=' + hx(16) + ' 가 찍히는데 이걸로 어떻게 추적하나요?')
L('ko_price_time', 'ko', '결제 시간이 2025-12-01 13:45:10 이고 금액은 128,000원이에요. 환불 가능 기간이 지났을까요?')
L('ko_public_key_pem', 'ko', '공개키만 서버에 올리면 되는 거죠? ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ' + b64body(60)[:70] + ' user@macbook 이렇게 생긴 거요.')
L('ko_mention_security_answer', 'ko', '보안 질문을 "어머니 성함"으로 하면 너무 쉽게 뚫릴까요? 어떤 질문이 좋은가요?')

# --- other languages, 3 each ---
L('es_password_policy', 'es', '¿Es segura una política que exige contraseñas de 8 caracteres con al menos un número? Mi jefe quiere cambiarla cada 30 días.')
L('es_masked_card', 'es', 'En el extracto de BBVA sale la tarjeta terminada en ' + dg(4, False) + ' con un cargo de 59,90 € que no reconozco. ¿Cómo lo reclamo?')
L('es_example_password', 'es', 'En el manual pusimos "Ejemplo123" como contraseña de ejemplo, es falsa. ¿Mejor usar algo como <tu_contraseña>?')
L('de_pin_count', 'de', 'Nach drei falschen PIN-Eingaben wird die Girocard gesperrt, oder? Ich habe es jetzt zweimal falsch eingegeben.')
L('de_order_tracking', 'de', 'Meine DHL-Sendungsnummer ' + dg(12) + ' hängt seit Montag im Paketzentrum. Bestellnummer 302-' + dg(7) + '-' + dg(7) + '.')
L('de_env_reference', 'de', 'Im docker-compose steht POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?fehlt}, und der Container startet nicht. Woran liegt das?')
L('fr_code_duration', 'fr', 'Le code de vérification est valable 10 minutes et je n’ai droit qu’à 3 essais. C’est normal que le SMS n’arrive jamais ?')
L('fr_placeholder_iban', 'fr', 'Sur le formulaire, l’exemple d’IBAN est FR76 XXXX XXXX XXXX XXXX XXXX XXX. Je dois remplir avec le mien ou c’est juste un modèle ?')
L('fr_weak_password', 'fr', 'Est-ce que « azerty123 » est vraiment un mauvais mot de passe pour le compte Netflix de la famille ?')
L('it_password_mention', 'it', 'Ho dimenticato la password dello SPID e l’app di Poste mi chiede il codice PosteID. Come lo recupero?')
L('it_order_numbers', 'it', 'Ordine n. ' + dg(10) + ', spedizione BRT ' + dg(14) + ', consegna prevista venerdì. Puoi scrivere una mail al venditore?')
L('it_fake_key', 'it', 'Nel tutorial uso la chiave finta API_KEY=chiave-di-prova-000, è solo un esempio. Va bene così?')
L('pt_pin_question', 'pt', 'O PIN do cartão tem 4 dígitos mas a app do banco pede um código de 6. São coisas diferentes?')
L('pt_masked_nif', 'pt', 'A fatura mostra o NIF como 2*****789. Posso pedir uma segunda via com o número completo?')
L('pt_tracking_ctt', 'pt', 'O código de seguimento dos CTT é RR' + dg(9) + 'PT e está parado na alfândega há 2 semanas.')
L('nl_password_policy', 'nl', 'Onze IT-afdeling wil wachtwoorden van minimaal 14 tekens. Is een zin van vier woorden dan beter dan tekens met cijfers?')
L('nl_example_iban', 'nl', 'In de handleiding staat het voorbeeld-IBAN NL00 BANK 0123 4567 89, dat is toch geen echt nummer?')
L('nl_postcode_phone', 'nl', 'Het adres is Keizersgracht 123, 1015 CJ Amsterdam, telefoon 020-' + dg(3) + ' ' + dg(4) + '. Schrijf een korte afzegging.')
L('pl_pin_mention', 'pl', 'Zapomniałem PIN-u do karty w mBanku. Czy mogę go zmienić w aplikacji bez wizyty w oddziale?')
L('pl_order_inpost', 'pl', 'Paczka InPost numer ' + dg(24) + ' czeka w paczkomacie, ale nie dostałem kodu odbioru SMS-em. Co zrobić?')
L('pl_password_rules', 'pl', 'Hasło musi mieć co najmniej 8 znaków, dużą literę i cyfrę. Czy to wystarczy według obecnych zaleceń?')
L('ru_code_minutes', 'ru', 'Код из СМС действует 5 минут, а приходит через 7. Можно ли получить его звонком?')
L('ru_masked_card', 'ru', 'В выписке Сбербанка карта **** ' + dg(4, False) + ', списание 1 990 ₽ за подписку, которую я не оформлял. Как вернуть деньги?')
L('ru_weak_password_q', 'ru', 'Насколько плох пароль qwerty123 для Госуслуг? Мама не хочет менять.')
L('tr_password_rules', 'tr', 'e-Devlet şifresi en az 8 karakter olmalı diyor, rakam ve harf içermesi şart mı?')
L('tr_masked_iban', 'tr', 'Ekran görüntüsünde IBAN TR** **** **** **** **** **' + dg(2, False) + ' olarak görünüyor, bunu paylaşmak güvenli mi?')
L('tr_order_number', 'tr', 'Trendyol sipariş numarası ' + dg(10) + ', kargo takip no ' + dg(12) + '. Satıcıya yazacak bir mesaj hazırla.')
L('ar_password_mention', 'ar', 'نسيت كلمة المرور لحساب البنك، والتطبيق يطلب رمز التحقق كل مرة. ماذا أفعل؟')
L('ar_code_minutes', 'ar', 'رمز التحقق صالح لمدة 5 دقائق فقط، وقد طلبته 3 مرات دون أن يصل. هل المشكلة من شركة الاتصالات؟')
L('ar_order_phone', 'ar', 'رقم الطلب ' + dg(9) + ' ورقم هاتف المندوب ‎+971 50 ' + dg(3) + ' ' + dg(4) + '. اكتب لي رسالة للاستفسار عن التأخير.')
L('he_password_policy', 'he', 'במדיניות הסיסמאות שלנו נדרשים לפחות 10 תווים ואות גדולה. האם זה מספיק?')
L('he_masked_card', 'he', 'בדף החשבון מופיע כרטיס שמסתיים ב-' + dg(4, False) + ' עם חיוב של 249 ₪ שאני לא מכיר.')
L('he_pin_mention', 'he', 'שכחתי את הקוד הסודי של הכרטיס. אפשר לקבל אותו שוב באפליקציה של הבנק?')
L('hi_otp_minutes', 'hi', 'OTP सिर्फ़ 10 मिनट तक वैध है और मैं दिन में 3 बार ही माँग सकता हूँ। SMS देर से क्यों आता है?')
L('hi_password_mention', 'hi', 'मैं नेट बैंकिंग का पासवर्ड भूल गया हूँ। क्या ATM कार्ड से नया पासवर्ड बना सकता हूँ?')
L('hi_masked_aadhaar', 'hi', 'फ़ॉर्म में आधार नंबर XXXX XXXX ' + dg(4, False) + ' जैसा मास्क करके देना ठीक है क्या?')
L('th_password_mention', 'th', 'ลืมรหัสผ่านแอปธนาคาร ต้องไปสาขาหรือรีเซ็ตในแอปได้เลยคะ')
L('th_otp_minutes', 'th', 'รหัส OTP ใช้ได้ภายใน 5 นาที แต่ SMS มาช้ามาก ควรทำอย่างไรดี')
L('th_order_tracking', 'th', 'เลขพัสดุ Kerry ' + rs(UP, 4) + dg(9) + ' ยังไม่อัปเดตมา 3 วันแล้ว ช่วยเขียนข้อความถามร้านหน่อย')
L('vi_password_policy', 'vi', 'Mật khẩu phải có ít nhất 8 ký tự, gồm chữ hoa và số. Quy định vậy có đủ an toàn không?')
L('vi_otp_minutes', 'vi', 'Mã OTP chỉ có hiệu lực trong 2 phút mà tin nhắn đến chậm quá. Mình nên làm sao?')
L('vi_masked_account', 'vi', 'Ảnh chụp màn hình hiện số tài khoản ******' + dg(4, False) + ' của Vietcombank, gửi cho shop có sao không?')
L('id_password_mention', 'id', 'Saya lupa kata sandi akun BPJS Kesehatan, apakah bisa reset lewat email?')
L('id_otp_minutes', 'id', 'Kode OTP berlaku 3 menit dan hanya bisa diminta 5 kali sehari. Kenapa SMS-nya lama sekali?')
L('id_example_value', 'id', 'Di dokumentasi ada contoh token "contoh-token-123" — itu cuma contoh palsu kan, bukan token asli?')

# ======================= CASES =======================
P = pw
# --- English ---
add('en_guest_wifi_password', 'en', 'the password for the guest Wi-Fi we set up last week is ⟨p⟩ — can you write a little welcome card for the fridge with the network name "Birchwood-Guest" and that password?', p=P)
add('en_aws_keys_cli', 'en', 'aws configure keeps failing. I entered\nAWS Access Key ID [None]: ⟨a⟩\nAWS Secret Access Key [None]: ⟨s⟩\nDefault region name [None]: eu-central-1\nthen `aws s3 ls` says SignatureDoesNotMatch.', a=lambda: 'AKIA' + rs(UP + '234567', 16), s=lambda: rs(AN + '/+', 40))
add('en_github_pat_git_remote', 'en', 'git push asks for a password every time, so I did git remote set-url origin https://mara-dev:⟨t⟩@github.com/mara-dev/shop.git — is that bad practice?', t=gh_token)
add('en_stripe_secret_key_env', 'en', 'My .env for the shop backend:\nSTRIPE_PUBLISHABLE_KEY=pk_live_⟨_pk⟩\nSTRIPE_SECRET_KEY=⟨sk⟩\nSTRIPE_WEBHOOK_SECRET=⟨wh⟩\nWhy do webhooks fail signature verification?', _pk=lambda: rs(AN, 99), sk=lambda: 'sk_live_51' + rs(AN, 97), wh=lambda: 'whsec_' + rs(AN, 32))
add('en_openai_key_python', 'en', 'from openai import OpenAI\nclient = OpenAI(api_key="⟨k⟩")\nresp = client.responses.create(model="gpt-4.1-mini", input="hi")\n# gives 429 insufficient_quota, but I just paid?', k=lambda: 'sk-proj-' + rs(AN + '-_', 74) + 'T3BlbkFJ' + rs(AN + '-_', 74))
add('en_anthropic_key_curl', 'en', 'curl https://api.anthropic.com/v1/messages -H "x-api-key: ⟨k⟩" -H "anthropic-version: 2023-06-01" -d @req.json returns 400 — what is wrong with my body?', k=lambda: 'sk-ant-api03-' + rs(AN + '-_', 93) + 'AA')
add('en_slack_webhook_ci', 'en', 'Our CircleCI job posts to Slack with curl -X POST -d \'{"text":"deploy done"}\' ⟨w⟩ but nothing shows up in #deploys.', w=lambda: 'https://hooks.slack.com/services/T' + rs(UP + D, 10) + '/B' + rs(UP + D, 10) + '/' + rs(AN, 24))
add('en_discord_bot_token', 'en', 'discord.py bot won\'t log in: bot.run("⟨t⟩") raises LoginFailure: Improper token has been passed.', t=lambda: base64.b64encode(dg(19).encode()).decode().rstrip('=') + '.' + rs(AN + '-_', 6) + '.' + rs(AN + '-_', 38))
add('en_postgres_url_password', 'en', 'psql "postgresql://analytics:⟨p⟩@pg-prod-2.internal.acme.io:5432/warehouse?sslmode=require" hangs forever from the new laptop but works from the bastion. Firewall?', p=lambda: rs(AN, 20))
add('en_smtp_app_password_gmail', 'en', 'Setting up the invoice mailer with Gmail SMTP: host smtp.gmail.com, port 587, user billing@loomandfern.shop, app password ⟨p⟩. It says 535-5.7.8 Username and Password not accepted.', p=lambda: ' '.join(rs(LO, 4) for _ in range(4)))
add('en_ssh_private_key_paste', 'en', "My deploy key stopped working, here's the file so you can tell me if it's the right format:\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟨k⟩\n-----END OPENSSH PRIVATE KEY-----", k=lambda: (lambda s: '\n'.join(s[i:i + 70] for i in range(0, len(s), 70)))('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD' + b64body(240)))
add('en_card_cvv_expiry_travel', 'en', 'Book the cheapest refundable hotel in Lisbon for 12–15 May and pay with my Visa ⟨c⟩, exp ⟨e⟩, CVV ⟨v⟩. Name on card: Daniel Okafor.', c=lambda: card('visa'), e=expiry, v=cvv)
add('en_ssn_tax_form', 'en', 'Fill in the W-9 for my freelance client: name Priya Raman, SSN ⟨s⟩, address 88 Elm St, Apt 3, Somerville MA 02143.', s=lambda: '%03d-%02d-%04d' % (R.randint(100, 665), R.randint(10, 99), R.randint(1000, 9999)))
add('en_garage_and_alarm_codes', 'en', "Notes for the house sitter:\n- garage keypad: ⟨g⟩ then the # key\n- alarm disarm code: ⟨a⟩ (you have 30 seconds)\n- the cat eats twice a day\nCan you turn this into a nicer checklist?", g=lambda: pin(4), a=lambda: pin(6))
add('en_totp_seed_migration', 'en', "Moving 2FA to a new phone. The backup sheet shows the setup key for my Coinbase login: ⟨s⟩. Can I just type that into Aegis?", s=lambda: grp4(totp_seed(32)))
add('en_recovery_codes_list', 'en', 'Save these somewhere safe for me, my Proton recovery codes:\n⟨a⟩\n⟨b⟩', a=lambda: rs(LO + D, 8), b=lambda: rs(LO + D, 8))
add('en_seed_phrase_wallet', 'en', 'I wrote my MetaMask recovery phrase on paper but the ink is fading, so here it is before I lose it: ⟨s⟩. Is it okay to keep it in my notes app?', s=lambda: seed_phrase(12))
add('en_session_cookie_scrape', 'en', 'My scraper works if I copy the browser cookie: requests.get(url, cookies={"sessionid": "⟨c⟩", "csrftoken": "⟨x⟩"}). How do I keep it from expiring?', c=lambda: rs(LO + D, 32), x=lambda: rs(AN, 32))
add('en_health_portal_security_answer', 'en', "For the MyChart account I picked the security question 'name of your first pet' and the answer is ⟨a⟩. Add that to my notes, I always forget what I typed.", a=lambda: R.choice(['Biscuit', 'Mr. Pickles', 'Rocky', 'Luna the hamster', 'Captain Fluff']))
add('en_gift_card_code_and_pin', 'en', 'Got a gift card for my birthday — card number ⟨n⟩, PIN ⟨p⟩. Which stores accept it online?', n=lambda: dg(16), p=lambda: pin(4))
add('en_windows_product_key', 'en', 'Reinstalling Windows on the office PC. The product key on the sticker is ⟨k⟩; will it activate Pro or only Home?', k=win_key)
add('en_basic_auth_header', 'en', 'Jenkins webhook call: curl -H "Authorization: Basic ⟨b⟩" https://ci.intra.lan/job/build/buildWithParameters — returns 403 crumb error.', b=lambda: base64.b64encode(('deploybot:' + rs(AN, 14)).encode()).decode())
add('en_sendgrid_key_yaml', 'en', 'mailer:\n  provider: sendgrid\n  api_key: ⟨k⟩\n  from: noreply@tidewater.events\nIs the YAML right? The app logs "403 Forbidden".', k=lambda: 'SG.' + rs(AN + '-_', 22) + '.' + rs(AN + '-_', 43))
add('en_google_oauth_client_secret', 'en', 'client_secret.json for the Sheets integration:\n{"installed":{"client_id":"' + dg(12) + '-' + rs(LO + D, 32) + '.apps.googleusercontent.com","client_secret":"⟨s⟩","redirect_uris":["http://localhost"]}}\nIt says redirect_uri_mismatch.', s=lambda: 'GOCSPX-' + rs(AN + '-_', 28))
add('en_refresh_token_oauth', 'en', 'The Xero integration lost access. Last refresh token I saved: ⟨r⟩ — can I still exchange it or is it dead after 60 days?', r=lambda: rs(AN + '-_', 64))
add('en_bike_lock_and_locker', 'en', 'Gym locker 214 combination is ⟨a⟩ and my bike lock is ⟨b⟩, I keep mixing them up. Make a mnemonic for each?', a=lambda: '-'.join(str(R.randint(1, 39)) for _ in range(3)), b=lambda: pin(4))
add('en_passport_number_visa', 'en', 'Help me fill the ESTA form: passport number ⟨p⟩, issued 2022-06-14 in Manchester, expires 2032-06-14, nationality British.', p=lambda: dg(9))
add('en_drivers_licence_rental', 'en', 'Car rental pre-check-in wants my driving licence number. It is ⟨d⟩ (California). Should I also upload a photo?', d=lambda: R.choice(UP) + dg(7, False))
add('en_nhs_number_form', 'en', "Can you draft the GP registration message for my son? Name Oliver Brandt, DOB 04/09/2017, NHS number ⟨n⟩.", n=uk_nhs)
add('en_canada_sin_payroll', 'en', 'New hire paperwork for our bakery: employee Lucie Tremblay, SIN ⟨s⟩, start date Jan 6. Draft the welcome e-mail without repeating the SIN please.', s=ca_sin)
add('en_australia_tfn', 'en', 'My TFN is ⟨t⟩ — the uni enrolment form asks for it for HECS. Is it safe to put it in the online form?', t=au_tfn)
add('en_amqp_url_celery', 'en', "celery -A tasks worker --broker='amqps://worker:⟨p⟩@rabbit.mq.internal:5671/jobs' — it hangs at 'Connecting to amqp'.", p=lambda: rs(AN, 22))
add('en_rsa_pem_private_key', 'en', 'Is this key 2048 or 4096 bits?\n-----BEGIN RSA PRIVATE KEY-----\n⟨k⟩\n-----END RSA PRIVATE KEY-----', k=lambda: 'MIIEpAIBAAKCAQEA' + pem_body(1180)[16:])
add('en_gitlab_pat_ci', 'en', 'git clone https://oauth2:⟨t⟩@gitlab.com/acme/infra.git works locally but not in the Docker build. Why?', t=lambda: 'glpat-' + rs(AN + '-_', 20))
add('en_npm_token_npmrc', 'en', 'My ~/.npmrc:\n//registry.npmjs.org/:_authToken=⟨t⟩\nnpm publish says E403 you must verify your email.', t=lambda: gh_token('npm_'))
add('en_shopify_admin_token', 'en', 'Our Shopify custom app: store tidepool-goods.myshopify.com, Admin API access token ⟨t⟩. Write me a Python script to export all orders from October.', t=lambda: 'shpat_' + hx(32))
add('en_multi_wifi_announce_then_send', 'en', "I'll send you the router admin password in the next message, save it with the rest of the home stuff\n---\n⟨p⟩\n---\nthanks. also the guest network one is ⟨g⟩", p=P, g=P)
add('en_multi_correction_door', 'en', 'front door keypad code for the Airbnb guests is ⟨a⟩\n---\nsorry, wrong one — that was last month. it is ⟨b⟩ now', a=lambda: pin(5), b=lambda: pin(5))
add('en_multi_split_api_key', 'en', 'the Mailgun key is too long for my phone clipboard so here is the first half: ⟨a⟩\n---\nand the second half: ⟨b⟩', a=lambda: 'key-' + hx(16), b=lambda: hx(16))
add('en_multi_refer_back_pin', 'en', 'My new debit card PIN is ⟨p⟩, I always forget it.\n---\nWhat was the budget spreadsheet formula you gave me yesterday?\n---\nAnd remind me the PIN I told you earlier — it was ⟨p⟩, right?', p=lambda: pin(4))

# --- Simplified Chinese ---
add('zhs_wifi_home_password', 'zh_hans', '家里新装的路由器，WiFi名字是 ChinaNet-Home5G，密码我改成了 ⟨p⟩，帮我写个小纸条贴在冰箱上给阿姨看。', p=P)
add('zhs_alipay_pay_password', 'zh_hans', '我妈总是记不住支付宝的支付密码，是⟨p⟩，你帮我想个好记的口诀。', p=lambda: pin(6))
add('zhs_bank_card_and_pin', 'zh_hans', '帮我填一下报销单：收款人王海燕，开户行中国工商银行上海张江支行，卡号⟨c⟩。', c=lambda: card('unionpay'))
add('zhs_resident_id_train', 'zh_hans', '帮我给爸爸买12306的票，乘车人李建国，身份证号⟨i⟩，手机号我的就行。', i=cn_id)
add('zhs_aliyun_accesskey', 'zh_hans', '阿里云OSS上传一直报 SignatureDoesNotMatch，我的配置：\naccess_key_id = "⟨a⟩"\naccess_key_secret = "⟨s⟩"\nendpoint = "oss-cn-hangzhou.aliyuncs.com"', a=lambda: 'LTAI5t' + rs(AN, 18), s=lambda: rs(AN, 30))
add('zhs_tencent_cloud_secret', 'zh_hans', '腾讯云短信SDK初始化：cred = credential.Credential("⟨a⟩", "⟨s⟩")，调用SendSms返回AuthFailure.SignatureFailure，怎么排查？', a=lambda: 'AKID' + rs(AN, 32), s=lambda: rs(AN, 32))
add('zhs_dingtalk_webhook_secret', 'zh_hans', '钉钉机器人发消息总是310000错误：\nwebhook = "https://oapi.dingtalk.com/robot/send?access_token=⟨t⟩"\nsecret = "⟨s⟩"\n是不是签名时间戳算错了？', t=lambda: hx(64), s=lambda: 'SEC' + hx(64))
add('zhs_feishu_webhook', 'zh_hans', '飞书群机器人地址是 ⟨w⟩ ，帮我写个Python脚本每天早上9点发日报。', w=lambda: 'https://open.feishu.cn/open-apis/bot/v2/hook/' + uuid())
add('zhs_wecom_webhook_key', 'zh_hans', '企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=⟨k⟩ ，发markdown消息时换行不生效。', k=uuid)
add('zhs_dashscope_api_key', 'zh_hans', '通义千问的API Key我放在代码里了：dashscope.api_key = "⟨k⟩"，调用qwen-max返回InvalidApiKey，是不是要开通服务？', k=lambda: 'sk-' + hx(32))
add('zhs_deepseek_key_env', 'zh_hans', '在 .bashrc 里加了 export DEEPSEEK_API_KEY=⟨k⟩，为什么 VS Code 插件还是说没配置？', k=lambda: 'sk-' + hx(32))
add('zhs_mysql_password_config', 'zh_hans', '公司ERP的数据库配置（application.properties）：\nspring.datasource.url=jdbc:mysql://10.0.3.21:3306/erp\nspring.datasource.username=erp_rw\nspring.datasource.password=⟨p⟩\n启动报 Access denied，密码有特殊字符要转义吗？', p=lambda: rs(AN, 10) + '@#' + dg(2, False))
add('zhs_sms_verification_forward', 'zh_hans', '帮我看看这条短信是不是诈骗：【招商银行】您的验证码为⟨c⟩，5分钟内有效，请勿泄露。我并没有操作过。', c=lambda: pin(6))
add('zhs_door_lock_code', 'zh_hans', '门锁密码改成⟨c⟩了，周末保洁阿姨来的时候告诉她，输完按#号键。', c=lambda: pin(6))
add('zhs_wechat_login_password', 'zh_hans', '我帮奶奶注册了微信，登录密码是⟨p⟩，绑定的是她的手机。你帮我写一个使用步骤给她。', p=P)
add('zhs_student_portal_password', 'zh_hans', '学校教务系统的账号是学号2023011456，初始密码是⟨p⟩，我想查期末成绩但登录不上。', p=lambda: 'Jw@' + dg(6, False))
add('zhs_seed_phrase_okx', 'zh_hans', '我的钱包助记词（12个单词）先存在你这里：⟨s⟩ ，以后换手机恢复用。', s=lambda: seed_phrase(12))
add('zhs_multi_corrected_password', 'zh_hans', '公司VPN的新密码是⟨a⟩\n---\n不对不对，刚才那个少打了一位，正确的是⟨b⟩', a=lambda: 'Vpn#' + dg(5, False), b=lambda: 'Vpn#' + dg(6, False))

# --- Traditional Chinese ---
add('zht_wifi_shop_password', 'zh_hant', '店裡的客用WiFi密碼剛改成⟨p⟩，幫我做一張放在櫃台的小立牌，網路名稱是 Cafe-Lumi-Guest。', p=P)
add('zht_taiwan_id_form', 'zh_hant', '幫我填健保卡申請表：姓名陳怡君，身分證字號⟨i⟩，出生日期民國85年3月2日。', i=tw_id)
add('zht_hkid_bank_form', 'zh_hant', '開戶表格要填身份證號碼，我的係⟨i⟩，幫我睇下個格式啱唔啱。', i=hkid)
add('zht_bank_account_transfer', 'zh_hant', '請幫我寫一封轉帳通知給房東：中華郵政(700)，帳號⟨a⟩，金額18,000元。', a=lambda: dg(14, False))
add('zht_line_channel_token', 'zh_hant', 'LINE Bot 一直回 401：\nchannel_secret = "⟨s⟩"\nchannel_access_token = "⟨t⟩"\n是不是 token 過期了？', s=lambda: hx(32), t=lambda: rs(AN + '+/', 171) + '=')
add('zht_atm_pin_note', 'zh_hant', '幫我記著：郵局提款卡密碼是⟨p⟩，信用卡的是另一組⟨q⟩。', p=lambda: pin(6), q=lambda: pin(4))
add('zht_credit_card_online', 'zh_hant', '幫我在訂房網站訂台中的飯店，信用卡號⟨c⟩，有效期限⟨e⟩，背面末三碼⟨v⟩。', c=lambda: card('jcb'), e=expiry, v=cvv)
add('zht_school_system_password', 'zh_hant', '小孩學校的因材網帳號是 stu1107，密碼老師給的是⟨p⟩，我想幫他看作業進度。', p=P)
add('zht_alarm_code_store', 'zh_hant', '店面保全系統的解除密碼是⟨c⟩，晚上收店的工讀生要知道，幫我寫交接注意事項。', c=lambda: pin(4))
add('zht_gmail_app_password', 'zh_hant', 'Outlook 收 Gmail 要用應用程式密碼，我產生的是 ⟨p⟩，填進去還是說驗證失敗。', p=lambda: ' '.join(rs(LO, 4) for _ in range(4)))
add('zht_otp_forwarded', 'zh_hant', '這封簡訊要不要理：「【台新銀行】您的交易驗證碼為⟨c⟩，請於3分鐘內輸入，切勿告知他人。」我沒有刷卡啊。', c=lambda: pin(6))
add('zht_game_account_password', 'zh_hant', '我的傳說對決帳號綁的是Garena，帳號 lumi_gamer88，密碼⟨p⟩，幫我想想怎麼加強安全。', p=P)
add('zht_db_url_password', 'zh_hant', 'Django 的 DATABASES 用 dj_database_url 解析 postgres://shop:⟨p⟩@127.0.0.1:5432/shopdb ，可是 migrate 報錯 password authentication failed。', p=lambda: rs(AN, 14))
add('zht_safe_combination', 'zh_hant', '公司保險箱的號碼我寫在這裡：⟨c⟩，右轉三圈後停在第一個數字。', c=lambda: '-'.join('%02d' % R.randint(1, 99) for _ in range(3)))
add('zht_easycard_like_locker', 'zh_hant', '車站寄物櫃 B-17 的取件密碼是⟨c⟩，我晚點回來拿行李，先記在這。', c=lambda: pin(6))
add('zht_multi_repeat_wifi', 'zh_hant', '爸媽家的WiFi密碼是⟨p⟩\n---\n另外幫我查一下台中到台南的高鐵時刻\n---\n對了，剛剛那個密碼（⟨p⟩）請幫我用大字體排版，印給他們。', p=P)

# --- Japanese ---
add('ja_safe_number_note', 'ja', '金庫の番号、忘れないように書いておくね：⟨c⟩。右に4回、左に3回の順番。', c=lambda: '-'.join(str(R.randint(10, 99)) for _ in range(3)))
add('ja_cash_card_pin', 'ja', '母のキャッシュカード（ゆうちょ銀行）の暗証番号は⟨p⟩です。代わりにATMで下ろすときの注意点を教えて。', p=lambda: pin(4))
add('ja_mynumber_form', 'ja', '年末調整の扶養控除申告書にマイナンバーを書く欄があって、妻の番号は ⟨n⟩ です。記入例を作ってください。', n=jp_mynumber)
add('ja_bank_transfer_account', 'ja', '家賃の振込先をメモ：三菱UFJ銀行 渋谷支店（店番135） 普通 口座番号⟨a⟩ 名義 ヤマダ タロウ。', a=lambda: dg(7, False))
add('ja_wifi_password_parents', 'ja', '実家のWi-Fi、SSIDは Buffalo-G-3F2A で、暗号化キーは ⟨k⟩ です。両親向けに接続手順を書いてもらえますか？', k=lambda: rs(LO + D, 13))
add('ja_credit_card_checkout', 'ja', 'このカードで航空券を取って：カード番号 ⟨c⟩、有効期限 ⟨e⟩、セキュリティコード ⟨v⟩、名義 HANAKO SATO。', c=lambda: card('jcb'), e=expiry, v=cvv)
add('ja_line_notify_token', 'ja', 'Raspberry Pi から LINE に通知を送るスクリプトで、トークンは ⟨t⟩ にしています。cron で動かないのはなぜ？', t=lambda: rs(AN, 43))
add('ja_rakuten_password', 'ja', '楽天会員のユーザIDは hana_s0321、パスワードは ⟨p⟩ です。ポイントの有効期限を確認する方法を教えて。', p=P)
add('ja_school_portal_password', 'ja', '大学のポータル（学籍番号 B23-1045）の初期パスワードが ⟨p⟩ で、変更しろと言われました。どこから変えるんですか？', p=lambda: rs(AN, 10))
add('ja_door_autolock_code', 'ja', 'マンションのオートロックの暗証番号は ⟨c⟩ です。週末に来る友達への案内文を作って。', c=lambda: pin(4))
add('ja_otp_sms_forward', 'ja', 'このSMS、本物ですか？「【三井住友銀行】ワンタイムパスワード：⟨c⟩ 他人に教えないでください」ログインしてないのに届きました。', c=lambda: pin(6))
add('ja_aws_secret_in_config', 'ja', '~/.aws/credentials の中身です：\n[default]\naws_access_key_id = ⟨a⟩\naws_secret_access_key = ⟨s⟩\nプロファイルが読み込まれない原因を教えてください。', a=lambda: 'AKIA' + rs(UP + '234567', 16), s=lambda: rs(AN + '/+', 40))
add('ja_driver_license_number', 'ja', 'レンタカーの事前登録で運転免許証番号（12桁）を入れる欄があります。私のは ⟨n⟩ です。入力例を見せて。', n=lambda: dg(12))
add('ja_health_insurance_number', 'ja', '病院のWeb問診に健康保険証の記号番号を入れるんですが、記号 ⟨a⟩ 番号 ⟨b⟩ でいいですか？', a=lambda: dg(8), b=lambda: dg(3))
add('ja_game_account', 'ja', 'スクエニアカウントのIDは tkmr_ff14、パスワードは ⟨p⟩、ワンタイムパスワードのシークレットキーは ⟨s⟩ です。引継ぎ手順を教えて。', p=P, s=totp_seed)
add('ja_pgp_private_key', 'ja', '古いPGP秘密鍵が出てきました。これ、まだ使えますか？\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n⟨k⟩\n-----END PGP PRIVATE KEY BLOCK-----', k=lambda: 'lQVYBG' + pem_body(900)[6:])
add('ja_multi_announce_then_code', 'ja', '宅配ボックスの暗証番号、次のメッセージで送るね\n---\n⟨c⟩\n---\nそれで開けたら荷物は玄関に置いといて', c=lambda: pin(4))
add('ja_multi_split_password', 'ja', '会社のVPNパスワード、長いので2回に分けます。前半：⟨a⟩\n---\n後半：⟨b⟩', a=lambda: rs(AN, 8), b=lambda: rs(AN, 8) + '!')

add('zht_gift_card_pin', 'zh_hant', '尾牙抽到的禮物卡，卡號 ⟨n⟩ ，開卡密碼 ⟨p⟩ ，可以在全聯用嗎？', n=lambda: dg(16), p=lambda: pin(6))
add('zht_multi_door_refer_back', 'zh_hant', '新家的電子鎖密碼我設成⟨c⟩了\n---\n幫我列一下搬家要買的東西\n---\n還有，我上面跟你說的門鎖密碼是多少？我要傳給搬家公司，是⟨c⟩對吧？', c=lambda: pin(6))

# --- Korean ---
add('ko_wifi_password_cafe', 'ko', '우리 카페 와이파이 비밀번호 바꿨어: ⟨p⟩ . 손님용 안내문 예쁘게 만들어 줘, 와이파이 이름은 BeanHouse_5G야.', p=P)
add('ko_rrn_insurance', 'ko', '보험 청구서 작성 도와줘. 피보험자 김민수, 주민등록번호 ⟨r⟩, 입원 기간 11/3~11/7.', r=kr_rrn)
add('ko_bank_account_transfer', 'ko', '거래처에 보낼 입금 안내문: 국민은행 ⟨a⟩ (예금주 한빛디자인).', a=lambda: '%s-%s-%s' % (dg(6, False), dg(2, False), dg(6, False)))
add('ko_card_cvc', 'ko', '해외 직구 결제할 때 쓸 카드: ⟨c⟩, 유효기간 ⟨e⟩, CVC ⟨v⟩. 배송대행지 주소랑 같이 정리해 줘.', c=lambda: card('mc'), e=expiry, v=cvv)
add('ko_naver_client_secret', 'ko', '네이버 검색 API 호출 코드인데 401이 나와요.\nheaders = {"X-Naver-Client-Id": "⟨_id⟩", "X-Naver-Client-Secret": "⟨s⟩"}', _id=lambda: rs(AN, 20), s=lambda: rs(AN, 10))
add('ko_kakao_rest_key', 'ko', '카카오 로그인 연동 중인데 REST API 키 ⟨k⟩ 랑 Client Secret ⟨s⟩ 넣었는데 KOE010 에러가 나요.', k=lambda: hx(32), s=lambda: rs(AN, 32))
add('ko_student_portal_password', 'ko', '학교 포털 학번은 2022104387이고 비밀번호는 ⟨p⟩ 야. 수강신청 날짜 확인하려는데 로그인 방법 알려줘.', p=P)
add('ko_door_lock_code', 'ko', '현관 도어락 비밀번호 ⟨c⟩ 로 바꿨어. 이번 주에 오시는 장모님께 보낼 문자 써 줘.', c=lambda: pin(6))
add('ko_otp_sms_forward', 'ko', '이 문자 보이스피싱이야? "[Web발신] [신한은행] 인증번호 [⟨c⟩] 타인에게 절대 알려주지 마세요." 난 요청한 적 없어.', c=lambda: pin(6))
add('ko_game_account_nexon', 'ko', '넥슨 계정 아이디 mapleking07 비번 ⟨p⟩ 인데 2차 비밀번호는 ⟨q⟩ 야. 동생한테 빌려줘도 될까?', p=P, q=lambda: pin(4))
add('ko_passport_number', 'ko', '비자 신청서에 여권번호를 적어야 해요. 제 여권번호는 ⟨p⟩ 이고 만료일은 2031년 5월 20일이에요.', p=lambda: 'M' + dg(8, False))
add('ko_cert_password', 'ko', '공동인증서 비밀번호가 ⟨p⟩ 인데 연말정산 간소화 서비스에서 계속 틀렸다고 나와요.', p=lambda: rs(LO, 6) + dg(3, False) + R.choice('!@#') + R.choice(UP))
add('ko_naver_works_smtp', 'ko', '메일 서버 설정: SMTP smtp.worksmobile.com 465, 아이디 admin@hanbit.kr, 앱 비밀번호 ⟨p⟩. 자동 발송이 안 돼요.', p=lambda: rs(AN, 16))
add('ko_db_password_yaml', 'ko', 'spring:\n  datasource:\n    url: jdbc:postgresql://db.hanbit.internal:5432/crm\n    username: crm_app\n    password: ⟨p⟩\n이렇게 했는데 부팅할 때 connection refused 가 떠요.', p=lambda: rs(AN, 16))
add('ko_locker_code_gym', 'ko', '헬스장 사물함 37번 비밀번호 ⟨c⟩ 야. 내일 까먹으면 다시 물어볼게.', c=lambda: pin(4))
add('ko_multi_correction_pin', 'ko', '아빠 카드 비밀번호 ⟨a⟩ 이야\n---\n아 미안 그건 옛날 거고 지금은 ⟨b⟩', a=lambda: pin(4), b=lambda: pin(4))
add('ko_health_insurance_card', 'ko', '건강보험증 번호 ⟨n⟩ 로 병원 앱 가입하라는데 맞게 입력했는지 봐 줘.', n=lambda: dg(11))

# --- Spanish ---
add('es_wifi_password_piso', 'es', 'La contraseña del wifi del piso nuevo es ⟨p⟩, el nombre de la red es MOVISTAR_7A21. ¿Me escribes un mensaje para los compañeros de piso?', p=P)
add('es_dni_and_iban_nomina', 'es', 'Para el alta en la empresa necesito enviar mi DNI ⟨d⟩ y la cuenta para la nómina: CaixaBank, IBAN ⟨i⟩. Redáctame el correo a RR. HH.', d=es_dni, i=lambda: iban('ES'))
add('es_nie_alquiler', 'es', 'El casero me pide el NIE para el contrato; el mío es ⟨n⟩. ¿Es normal que también pida la última nómina?', n=es_nie)
add('es_mercadopago_token', 'es', 'Integración de Mercado Pago en la tienda: public key APP_USR-⟨_pk⟩ y access token ⟨t⟩. El checkout devuelve 401 unauthorized.', _pk=uuid, t=lambda: 'APP_USR-' + dg(16) + '-' + dg(6) + '-' + hx(32) + '-' + dg(9))
add('es_multi_pin_tarjeta_corregido', 'es', 'Apunta el PIN de la tarjeta del Santander: ⟨a⟩\n---\nPerdón, me equivoqué, es ⟨b⟩. El otro es el de la alarma.', a=lambda: pin(4), b=lambda: pin(4))

# --- German ---
add('de_wlan_passwort_gaeste', 'de', 'Das Passwort für das Gäste-WLAN, das wir letzte Woche eingerichtet haben, lautet ⟨p⟩. Kannst du daraus eine Karte für die Ferienwohnung machen?', p=P)
add('de_steuer_id_iban', 'de', 'Für die Rechnung an meinen Kunden: Steuer-ID ⟨s⟩, Bankverbindung Sparkasse KölnBonn, IBAN ⟨i⟩. Bitte als Fußzeile formatieren.', s=de_steuer_id, i=lambda: iban('DE'))
add('de_kvnr_arzt', 'de', 'Die Praxis will vorab meine Krankenversichertennummer ⟨k⟩ (TK). Schreib bitte eine kurze Mail mit meinem Terminwunsch.', k=de_kvnr)
add('de_hetzner_api_token', 'de', 'hcloud context create prod fragt nach dem Token, ich habe ⟨t⟩ eingegeben und bekomme "unauthorized". Lese- statt Schreibrechte?', t=lambda: rs(AN, 64))
add('de_tuer_code_paket', 'de', 'Der Code für die Paketbox im Hausflur ist ⟨c⟩. Schreib dem DHL-Boten eine nette Notiz dazu.', c=lambda: pin(4))
add('de_multi_passwort_nachgereicht', 'de', 'Ich schicke dir gleich das Passwort fürs Elster-Zertifikat, bitte merken.\n---\n⟨p⟩\n---\nUnd die PIN für die Ausweis-App ist ⟨q⟩.', p=P, q=lambda: pin(6))

# --- French ---
add('fr_mot_de_passe_box', 'fr', 'Le mot de passe de la Livebox pour le wifi invité, c’est ⟨p⟩. Tu peux me faire une petite affiche pour le gîte ?', p=P)
add('fr_nir_mutuelle', 'fr', 'Pour la mutuelle il faut mon numéro de sécurité sociale : ⟨n⟩. Peux-tu rédiger le mail d’adhésion ?', n=fr_nir)
add('fr_iban_credit_agricole', 'fr', 'Voici mon RIB pour le remboursement : Crédit Agricole, IBAN ⟨i⟩, BIC AGRIFRPP882.', i=lambda: iban('FR'))
add('fr_ovh_application_secret', 'fr', 'Mon script de renouvellement DNS chez OVH : application_key=⟨_ak⟩, application_secret=⟨s⟩, consumer_key=⟨c⟩. Erreur « Invalid signature ».', _ak=lambda: rs(AN, 16), s=lambda: rs(AN, 32), c=lambda: rs(AN, 32))
add('fr_scaleway_secret', 'fr', 'scw init me demande l’access key (⟨a⟩) puis la secret key ⟨s⟩ — ensuite « permission denied » sur le bucket. Pourquoi ?', a=lambda: 'SCW' + rs(UP + D, 17), s=uuid)

# --- Italian ---
add('it_password_wifi_casa', 'it', 'La password del wifi di casa l’ho cambiata in ⟨p⟩, mi scrivi un messaggio per la babysitter con anche gli orari dei bambini?', p=P)
add('it_codice_fiscale_iban', 'it', 'Compila il modulo per il rimborso: codice fiscale ⟨c⟩, conto su Intesa Sanpaolo, IBAN ⟨i⟩.', c=it_cf, i=lambda: iban('IT'))
add('it_pin_bancomat_nota', 'it', 'Ricordami il PIN del bancomat di mia madre: ⟨p⟩. Lo usa solo al supermercato.', p=lambda: pin(5))
add('it_spid_password_otp', 'it', 'Per accedere al fascicolo sanitario con SPID: utente m.rossi84, password ⟨p⟩, e il codice che mi è arrivato via SMS è ⟨c⟩. Mi guidi passo passo?', p=P, c=lambda: pin(6))

# --- Portuguese ---
add('pt_senha_wifi', 'pt', 'A senha do wi-fi lá de casa agora é ⟨p⟩. Faz uma mensagem para a família no grupo?', p=P)
add('pt_cpf_pix', 'pt', 'Minha chave Pix é o CPF ⟨c⟩. Escreve uma cobrança educada para o cliente que está atrasado.', c=br_cpf)
add('pt_nif_iban_fatura', 'pt', 'Para a fatura-recibo: NIF ⟨n⟩, pagamento por transferência para o Millennium BCP, IBAN ⟨i⟩.', n=pt_nif, i=lambda: iban('PT'))
add('pt_cartao_cvv', 'pt', 'Compra os bilhetes do metro com o meu cartão ⟨c⟩ validade ⟨e⟩ código de segurança ⟨v⟩.', c=lambda: card('visa'), e=expiry, v=cvv)
add('pt_multi_senha_repetida', 'pt', 'A senha da conta Netflix da família é ⟨p⟩\n---\nQue séries parecidas com Dark você recomenda?\n---\nAh, e manda de novo a senha que te passei antes, ⟨p⟩, para eu colar no grupo.', p=P)

# --- Dutch ---
add('nl_wachtwoord_wifi', 'nl', 'Het wachtwoord van de wifi in het vakantiehuisje is ⟨p⟩. Kun je een welkomstbriefje maken?', p=P)
add('nl_bsn_iban', 'nl', 'Voor de zorgverzekering: BSN ⟨b⟩ en rekening bij de Rabobank ⟨i⟩. Schrijf de aanmeldmail.', b=nl_bsn, i=lambda: iban('NL'))
add('nl_mollie_live_key', 'nl', 'Onze webshop gebruikt Mollie: $mollie->setApiKey("⟨k⟩"); maar betalingen blijven op open staan.', k=lambda: 'live_' + rs(AN, 30))
add('nl_digid_code', 'nl', 'Mijn DigiD pincode voor de app is ⟨c⟩ en de sms-code van net was ⟨s⟩, maar inloggen bij Mijn Belastingdienst lukt niet.', c=lambda: pin(5), s=lambda: pin(6))

# --- Polish ---
add('pl_haslo_wifi', 'pl', 'Hasło do wifi w nowym biurze to ⟨p⟩. Napisz krótką wiadomość do zespołu.', p=P)
add('pl_pesel_iban', 'pl', 'Do umowy zlecenia potrzebuję: PESEL ⟨p⟩, konto w PKO Banku Polskim ⟨i⟩. Przygotuj maila do księgowej.', p=pl_pesel, i=lambda: iban('PL'))
add('pl_blik_kod', 'pl', 'Kod BLIK ⟨k⟩ — wpisz go szybko w kasie sklepu internetowego, mam 2 minuty.', k=lambda: pin(6))
add('pl_multi_kod_bramy', 'pl', 'Kod do bramy na osiedle to ⟨a⟩\n---\nSorry, administracja zmieniła go wczoraj, teraz jest ⟨b⟩. Podaj to kurierowi.', a=lambda: pin(4), b=lambda: pin(4))

# --- Russian ---
add('ru_parol_wifi', 'ru', 'Пароль от вайфая на даче ⟨p⟩, сеть называется Keenetic-4521. Напиши сообщение для гостей.', p=P)
add('ru_inn_snils', 'ru', 'Заполни заявление на вычет: ИНН ⟨i⟩, СНИЛС ⟨s⟩, ФИО Петров Андрей Сергеевич.', i=ru_inn12, s=ru_snils)
add('ru_telegram_bot_token', 'ru', 'Бот на aiogram не запускается: bot = Bot(token="⟨t⟩") — ошибка Unauthorized. Токен от BotFather свежий.', t=lambda: dg(10) + ':AA' + rs(AN + '-_', 33))
add('ru_mir_card_cvc', 'ru', 'Оплати подписку картой Мир ⟨c⟩, срок ⟨e⟩, CVC ⟨v⟩.', c=lambda: card('mir'), e=expiry, v=cvv)

# --- Turkish ---
add('tr_wifi_sifresi', 'tr', 'Evdeki wifi şifresi ⟨p⟩ oldu, misafirler için güzel bir not yazar mısın?', p=P)
add('tr_tckn_iban', 'tr', 'Kira sözleşmesi için: TC kimlik no ⟨t⟩, Ziraat Bankası IBAN ⟨i⟩. Ev sahibine mesaj yaz.', t=tr_tckn, i=lambda: iban('TR'))
add('tr_iyzico_secret', 'tr', 'iyzico entegrasyonunda options.setApiKey("⟨_a⟩"); options.setSecretKey("⟨s⟩"); kullanıyorum, canlıda "Geçersiz imza" hatası alıyorum.', _a=lambda: rs(AN, 32), s=lambda: rs(AN, 32))
add('tr_edevlet_sifre', 'tr', 'Annemin e-Devlet şifresi ⟨p⟩, bu hafta onun yerine ikametgah belgesini alacağım. Adımları anlatır mısın?', p=P)

# --- Arabic ---
add('ar_wifi_password', 'ar', 'كلمة سر الواي فاي في البيت الجديد هي ⟨p⟩، اكتب لي رسالة ترحيب للضيوف.', p=P)
add('ar_iban_alrajhi', 'ar', 'حوّل الإيجار إلى حساب المالك في مصرف الراجحي، الآيبان ⟨i⟩.', i=lambda: iban('SA'))
add('ar_otp_forward', 'ar', 'وصلتني هذه الرسالة: "رمز التحقق الخاص بك هو ⟨c⟩ لا تشاركه مع أحد". هل هي احتيال؟ لم أطلب أي شيء.', c=lambda: pin(6))

# --- Hebrew ---
add('he_wifi_password', 'he', 'הסיסמה של הוויי-פיי בדירה החדשה היא ⟨p⟩, תכין לי שלט קטן לאורחים?', p=P)
add('he_teudat_zehut_bank', 'he', 'למילוי הטופס בקופת חולים: תעודת זהות ⟨t⟩, חשבון בבנק הפועלים IBAN ⟨i⟩.', t=il_id, i=lambda: iban('IL'))
add('he_alarm_code', 'he', 'הקוד של האזעקה במשרד הוא ⟨c⟩, תזכיר לי לתת אותו למנקה ביום שני.', c=lambda: pin(4))

# --- Hindi ---
add('hi_wifi_password', 'hi', 'घर के वाई-फ़ाई का पासवर्ड ⟨p⟩ है, मेहमानों के लिए एक छोटा सा नोट लिख दो।', p=P)
add('hi_aadhaar_pan', 'hi', 'KYC फ़ॉर्म भरना है: आधार नंबर ⟨a⟩, PAN ⟨n⟩। ईमेल का ड्राफ़्ट बना दो।', a=in_aadhaar, n=lambda: rs(UP, 3) + 'P' + R.choice(UP) + dg(4, False) + R.choice(UP))
add('hi_razorpay_secret', 'hi', 'हमारी दुकान की वेबसाइट पर Razorpay लगाया: key_id rzp_live_⟨_k⟩ और key_secret ⟨s⟩, पर payment capture नहीं हो रहा।', _k=lambda: rs(AN, 14), s=lambda: rs(AN, 24))

# --- Thai ---
add('th_wifi_password', 'th', 'รหัสไวไฟที่ร้านเปลี่ยนเป็น ⟨p⟩ แล้ว ช่วยทำป้ายบอกลูกค้าหน่อย', p=P)
add('th_citizen_id_bank', 'th', 'ช่วยกรอกแบบฟอร์มเปิดบัญชี: เลขบัตรประชาชน ⟨i⟩ บัญชีกสิกรไทย ⟨a⟩', i=th_id, a=lambda: '%s-%s-%s-%s' % (dg(3, False), dg(1, False), dg(5, False), dg(1, False)))
add('th_omise_secret_key', 'th', 'ระบบจ่ายเงินใช้ Omise: secret key คือ ⟨k⟩ แต่ชาร์จบัตรไม่ผ่าน ขึ้น authentication_failure', k=lambda: 'skey_' + rs(LO + D, 19))

# --- Vietnamese ---
add('vi_mat_khau_moi', 'vi', 'Mật khẩu mới của mình là ⟨p⟩, nhớ giúp mình với nhé, mình hay quên lắm.', p=P)
add('vi_stk_vietcombank', 'vi', 'Gửi khách thông tin chuyển khoản: Vietcombank, số tài khoản ⟨a⟩, chủ tài khoản Nguyễn Thị Lan.', a=lambda: dg(13, False))
add('vi_zalo_app_secret', 'vi', 'Mình tích hợp Zalo OA: app_id ' + dg(19) + ', secret_key ⟨s⟩, nhưng lấy access token bị lỗi -14014.', s=lambda: rs(AN, 20))
add('vi_multi_mat_khau_chia_doi', 'vi', 'Mật khẩu wifi công ty dài quá, mình gửi 2 lần nha. Phần đầu: ⟨a⟩\n---\nPhần sau: ⟨b⟩', a=lambda: rs(AN, 9), b=lambda: rs(AN, 9))

# --- Indonesian ---
add('id_kata_sandi_wifi', 'id', 'Kata sandi wifi kos yang baru ⟨p⟩, tolong buatkan pesan untuk grup penghuni.', p=P)
add('id_midtrans_server_key', 'id', 'Di toko online saya pakai Midtrans, server key ⟨k⟩, tapi notifikasi pembayaran selalu 401.', k=lambda: 'Mid-server-' + rs(AN + '-_', 24))
add('id_rekening_bca_pin', 'id', 'Tolong catat: rekening BCA ⟨a⟩ atas nama Dewi Lestari, PIN m-BCA saya ⟨p⟩.', a=lambda: dg(10, False), p=lambda: pin(6))

# --- more English: vendors, IDs, IoT, CI ---
add('en_azure_storage_connstr', 'en', 'Azure Functions local.settings.json:\n"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=contosologs;AccountKey=⟨k⟩;EndpointSuffix=core.windows.net"\nFunctions host fails at startup.', k=lambda: b64body(64))
add('en_digitalocean_token', 'en', 'doctl auth init --access-token ⟨t⟩ fails with "Unable to use supplied token". Team vs personal?', t=lambda: 'dop_v1_' + hx(64))
add('en_supabase_service_role', 'en', 'In the edge function I use createClient(url, "⟨j⟩") — the service_role key. RLS still blocks inserts?', j=lambda: jwt({'iss': 'supabase', 'ref': rs(LO, 20), 'role': 'service_role', 'iat': 1735689600, 'exp': 2051222400}))
add('en_firebase_service_account', 'en', 'Is this service account JSON valid?\n{"type": "service_account", "project_id": "kidz-app-4f2a", "private_key_id": "⟨_i⟩", "private_key": "-----BEGIN PRIVATE KEY-----\\n⟨k⟩\\n-----END PRIVATE KEY-----\\n", "client_email": "fcm@kidz-app-4f2a.iam.gserviceaccount.com"}', k=lambda: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + b64body(600).replace('\n', ''), _i=lambda: hx(40))
add('en_esp32_mqtt_credentials', 'en', '#define WIFI_SSID "Greenhouse-IoT"\n#define WIFI_PASS "⟨w⟩"\n#define MQTT_USER "sensor07"\n#define MQTT_PASS "⟨m⟩"\nThe ESP32 connects to Wi-Fi but MQTT returns rc=5.', w=P, m=lambda: rs(AN, 16))
add('en_singapore_nric_form', 'en', 'Condo management form wants my NRIC: ⟨n⟩, unit #12-04. Can you check the rest of the form for me?', n=sg_nric)
add('en_swedish_personnummer', 'en', 'My Swedish personnummer is ⟨n⟩ — the Skatteverket e-mail asks me to confirm it. Draft the reply?', n=se_pnr)
add('en_passport_mrz_scan', 'en', "Transcribed my passport's bottom lines for the hotel form, can you pull out the fields?\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n⟨m⟩", m=lambda: (lambda pn: (lambda dob, ex: mrz_line2(pn, dob, ex))('%02d%02d%02d' % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)), '%02d%02d%02d' % (R.randint(28, 34), R.randint(1, 12), R.randint(1, 28))))(rs(UP + D, 9)))
add('en_bitcoin_wif_key', 'en', 'Found an old paper wallet in a drawer, the private key printed on it is ⟨k⟩. How do I sweep it into Electrum?', k=btc_wif)

# ======================= checks and output =======================
def build():
    kinds = [k for k, _, _, _ in CASES] + [k for k, _, _ in LOOK]
    if len(kinds) != len(set(kinds)): raise SystemExit('duplicate kind')
    for k in kinds:
        if not re.fullmatch(r'[a-z0-9]+(_[a-z0-9]+)*', k): raise SystemExit('kind not snake_case: ' + k)
    texts = [t for _, _, t, _ in CASES] + [t for _, _, t in LOOK]
    if len(texts) != len(set(texts)): raise SystemExit('duplicate text')
    for kind, _, text, secrets in CASES:
        if not secrets: raise SystemExit('no secret: ' + kind)
        if len(secrets) != len(set(secrets)): raise SystemExit('duplicate secret in ' + kind)
        for s in secrets:
            if not s or s not in text: raise SystemExit('secret not substring: ' + kind)
        t = text
        for s in sorted(secrets, key=len, reverse=True): t = t.replace(s, '')
        for s in secrets:
            if s in t: raise SystemExit('secret survives blanking: ' + kind)
        if '\u27e8' in text or '\u27e9' in text: raise SystemExit('unfilled placeholder: ' + kind)
        for lk, _, lt in LOOK:
            for s in secrets:
                if s in lt: raise SystemExit('look-alike %s contains secret of %s' % (lk, kind))
    return {'cases': [{'kind': k, 'text': t, 'secrets': list(s)} for k, _, t, s in CASES],
            'lookalikes': [{'kind': k, 'text': t} for k, _, t in LOOK]}

class Dumper(yaml.SafeDumper): pass
def _str(d, s):
    if '\n' in s: return d.represent_scalar('tag:yaml.org,2002:str', s, style='|')
    return d.represent_scalar('tag:yaml.org,2002:str', s)
Dumper.add_representer(str, _str)

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else '/work/frozen18/heldout_v18.yaml'
    data = build()
    y = yaml.dump(data, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=100000, default_flow_style=False)
    if yaml.safe_load(y) != data: raise SystemExit('YAML round trip differs')
    with open(out, 'w', encoding='utf-8') as f: f.write(y)
    from collections import Counter
    cl = Counter(l for _, l, _, _ in CASES); ll = Counter(l for _, l, _ in LOOK)
    cjk = ('zh_hans', 'zh_hant', 'ja', 'ko')
    print('wrote', out)
    print('cases', len(CASES), 'secrets', sum(len(s) for *_, s in CASES), 'lookalikes', len(LOOK),
          'multi-message', sum(1 for _, _, t, _ in CASES if '\n---\n' in t))
    print('cases by lang', dict(sorted(cl.items())))
    print('lookalikes by lang', dict(sorted(ll.items())))
    print('CJK share cases %.1f%% lookalikes %.1f%%' % (100 * sum(cl[c] for c in cjk) / len(CASES), 100 * sum(ll[c] for c in cjk) / len(LOOK)))

if __name__ == '__main__':
    main()
