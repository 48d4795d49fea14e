#!/usr/bin/env python3
"""Generator for heldout_v35: a blind evaluation set for a secrets filter.
Deterministic (random.Random(35)), standard library only.
Usage: python3 make_heldout_v35.py heldout_v35.yaml
"""
import sys, json, random, re, string, base64, uuid, unicodedata

SEED = 35
PREFIX = "v35"
R = random.Random(SEED)
D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AN = UP + LO + D
B32 = UP + "234567"
B64U = AN + "-_"
HEX = "0123456789abcdef"
SYM = "!@#$%&*-_+=?."

def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))

def rd(n, lead=True):
    s = "".join(R.choice(D) for _ in range(n))
    if lead and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s

def hexs(n):
    return rs(n, HEX)

def grp(s, sizes, sep=" "):
    out, i = [], 0
    for k in sizes:
        out.append(s[i:i + k]); i += k
    if i < len(s):
        out.append(s[i:])
    return sep.join(out)

def grp4(s, sep=" "):
    return sep.join(s[i:i + 4] for i in range(0, len(s), 4))

# ---------- check digits ----------
def luhn_digit(payload):
    tot = 0
    for i, ch in enumerate(reversed(payload)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)

def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]

def card(prefix, length=16):
    p = prefix + rd(length - len(prefix) - 1, lead=False)
    return p + luhn_digit(p)

def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    return cc + "%02d" % chk + bban

def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1

def ibanf(s):
    return grp4(s)

def aba(prefix8):
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    t = sum(int(a) * b for a, b in zip(prefix8, w))
    return prefix8 + str((10 - t % 10) % 10)

def cn_id():
    area = R.choice(["110105", "310115", "440305", "330106", "510107", "420106"])
    y = R.randint(1965, 2001); m = R.randint(1, 12); d = R.randint(1, 28)
    body = area + "%04d%02d%02d" % (y, m, d) + rd(3, lead=False)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    t = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + "10X98765432"[t]

def pesel():
    y = R.randint(60, 99); m = R.randint(1, 12); d = R.randint(1, 28)
    body = "%02d%02d%02d" % (y, m, d) + rd(4, lead=False)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    t = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - t % 10) % 10)

def se_pnr():
    y = R.randint(55, 99); m = R.randint(1, 12); d = R.randint(1, 28)
    body = "%02d%02d%02d" % (y, m, d) + rd(3, lead=False)
    return body[:6] + "-" + body[6:] + luhn_digit(body)

def fi_hetu():
    while True:
        y = R.randint(55, 99); m = R.randint(1, 12); d = R.randint(1, 28)
        n = R.randint(2, 899)
        num = int("%02d%02d%02d%03d" % (d, m, y, n))
        return "%02d%02d%02d-%03d" % (d, m, y, n) + "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31]

def no_fnr():
    while True:
        d = R.randint(1, 28); m = R.randint(1, 12); y = R.randint(55, 99)
        b = [int(c) for c in "%02d%02d%02d" % (d, m, y) + rd(3, lead=False)]
        k1 = 11 - sum(a * w for a, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b.append(k1)
        k2 = 11 - sum(a * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return "".join(map(str, b)) + str(k2)

def es_dni():
    n = rd(8, lead=False)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]

def es_nie():
    p = R.choice("XYZ"); n = rd(7, lead=False)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]

def it_cf():
    cons = "BCDFGHLMNPRSTVZ"
    body = rs(3, cons) + rs(3, cons) + "%02d" % R.randint(60, 99) + R.choice("ABCDEHLMPRST") + "%02d" % R.randint(1, 28) + R.choice("FHLDA") + rd(3, lead=False)
    odd = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
    t = 0
    for i, c in enumerate(body):
        if i % 2 == 0:
            t += odd[c]
        else:
            t += int(c) if c.isdigit() else ord(c) - 65
    return body + chr(65 + t % 26)

def fr_nir():
    body = R.choice("12") + "%02d%02d" % (R.randint(60, 99), R.randint(1, 12)) + "%02d" % R.randint(1, 95) + rd(3, lead=False) + rd(3, lead=False)
    key = 97 - int(body) % 97
    return body, "%02d" % key

def nl_bsn():
    while True:
        b = rd(8)
        t = sum(int(a) * w for a, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if t <= 9:
            return b + str(t)

def de_steuerid():
    while True:
        b = rd(10)
        if len(set(b)) != 9:
            continue
        p = 10
        for c in b:
            s = (int(c) + p) % 10
            s = 10 if s == 0 else s
            p = (s * 2) % 11
        k = 11 - p
        k = 0 if k == 10 else k
        return b + str(k)

def br_cpf():
    b = [int(c) for c in rd(9, lead=False)]
    for n in (10, 11):
        t = sum(a * w for a, w in zip(b, range(n, 1, -1))) % 11
        b.append(0 if t < 2 else 11 - t)
    s = "".join(map(str, b))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])

def br_cnpj():
    b = [int(c) for c in rd(8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        t = sum(a * x for a, x in zip(b, w)) % 11
        b.append(0 if t < 2 else 11 - t)
    s = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])

_VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],
       [4,0,1,2,3,9,5,6,7,8],[5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],
       [8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
_VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4]]
for _i in range(2, 8):
    _VP.append([_VP[_i - 1][_VP[1][j]] for j in range(10)])
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

def verhoeff_digit(payload):
    c = 0
    for i, ch in enumerate(reversed(payload)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])

def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0

def aadhaar():
    b = R.choice("23456789") + rd(10, lead=False)
    s = b + verhoeff_digit(b)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])

def kr_rrn():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + rd(5, lead=False)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    t = sum(int(a) * x for a, x in zip(b, w))
    return b[:6] + "-" + b[6:] + str((11 - t % 11) % 10)

def jp_mynumber():
    b = rd(11)
    t = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    k = 0 if r <= 1 else 11 - r
    s = b + str(k)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])

def tr_tckn():
    b = [int(c) for c in rd(9)]
    d10 = ((b[0] + b[2] + b[4] + b[6] + b[8]) * 7 - (b[1] + b[3] + b[5] + b[7])) % 10
    b.append(d10)
    b.append(sum(b) % 10)
    return "".join(map(str, b))

def il_tz():
    b = rd(8, lead=False)
    t = 0
    for i, c in enumerate(b):
        d = int(c) * (1 if i % 2 == 0 else 2)
        t += d - 9 if d > 9 else d
    return b + str((10 - t % 10) % 10)

def ro_cnp():
    b = R.choice("12") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 40) + rd(3, lead=False)
    t = sum(int(a) * int(w) for a, w in zip(b, "279146358279")) % 11
    return b + ("1" if t == 10 else str(t))

def hu_taj():
    b = rd(8)
    t = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b))
    s = b + str(t % 10)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])

def cz_rc():
    while True:
        b = "%02d%02d%02d" % (R.randint(60, 99), R.choice([R.randint(1, 12), R.randint(51, 62)]), R.randint(1, 28)) + rd(3, lead=False)
        k = int(b) % 11
        if k == 10:
            continue
        return b[:6] + "/" + b[6:] + str(k)

def gr_amka():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + rd(4, lead=False)
    return b + luhn_digit(b)

def ru_snils():
    while True:
        b = rd(9)
        t = sum(int(a) * w for a, w in zip(b, range(9, 0, -1)))
        if t < 100:
            k = t
        elif t in (100, 101):
            k = 0
        else:
            k = t % 101
            k = 0 if k == 100 else k
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], k)

def ru_inn12():
    b = [int(c) for c in rd(10)]
    b.append(sum(a * w for a, w in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    b.append(sum(a * w for a, w in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, b))

def ru_inn10():
    b = [int(c) for c in rd(9)]
    b.append(sum(a * w for a, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, b))

def th_id():
    b = R.choice("1358") + rd(11, lead=False)
    t = sum(int(a) * (13 - i) for i, a in enumerate(b))
    s = b + str((11 - t % 11) % 10)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])

def ca_sin():
    b = R.choice("1234567") + rd(7, lead=False)
    s = b + luhn_digit(b)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])

def us_ssn():
    a = R.randint(1, 665)
    while a == 0:
        a = R.randint(1, 665)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))

def nhs():
    while True:
        b = rd(9)
        t = sum(int(a) * w for a, w in zip(b, range(10, 1, -1)))
        k = 11 - t % 11
        k = 0 if k == 11 else k
        if k == 10:
            continue
        s = b + str(k)
        return "%s %s %s" % (s[:3], s[3:6], s[6:])

def au_tfn():
    while True:
        b = rd(9)
        if sum(int(a) * w for a, w in zip(b, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0:
            return "%s %s %s" % (b[:3], b[3:6], b[6:])

def au_medicare():
    b = R.choice("23456") + rd(7, lead=False)
    k = sum(int(a) * w for a, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    return "%s %s%s %s" % (b[:4], b[4:], k, R.choice("12345"))

def uk_nino():
    return rs(1, "ABCEGHJKLMNPRSTWXYZ") + rs(1, "ABCEGHJKLMNPRSTWXYZ") + " " + rd(2, lead=False) + " " + rd(2, lead=False) + " " + rd(2, lead=False) + " " + R.choice("ABCD")

# ---------- keys and tokens ----------
WORDS = ("harbor kestrel lantern maple orbit pepper quartz river saffron tundra velvet willow yonder zephyr "
         "copper falcon garnet hazel indigo juniper lotus marble nectar onyx pebble rustic sparrow thistle").split()
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
         "acid acoustic acquire across act action actor actual adapt add addict address adjust admit adult "
         "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm "
         "album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing "
         "among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer "
         "antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm "
         "armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset "
         "assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto "
         "autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
         "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean "
         "beauty because become beef before begin behave behind believe below belt bench benefit best betray "
         "better between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast "
         "bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost "
         "border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick "
         "bridge brief bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget "
         "buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz "
         "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas "
         "canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual "
         "cat catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal "
         "certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry").split()

def pw_human():
    w1 = R.choice(WORDS).capitalize(); w2 = R.choice(WORDS)
    form = R.randint(0, 3)
    if form == 0:
        return w1 + R.choice(SYM[:6]) + w2.capitalize() + rd(2)
    if form == 1:
        return w1 + rd(4) + R.choice(SYM[:6])
    if form == 2:
        return w2 + "_" + w1 + rd(2)
    return w1.replace("a", "@", 1).replace("o", "0", 1) + rd(3) + R.choice(SYM[:6])

def pw_strong(n=18):
    s = rs(n, AN + "!@#$%&*-_+=?")
    return s

def passphrase(n=4, sep="-"):
    return sep.join(R.choice(BIP39) for _ in range(n))

def seed(n=12):
    return " ".join(R.choice(BIP39) for _ in range(n))

def totp_seed(n=32):
    return rs(n, B32)

def aws_akid():
    return "AKIA" + rs(16, B32)

def aws_secret():
    return rs(40, AN + "/+")

def gh_pat():
    return "ghp_" + rs(36)

def gh_fine():
    return "github_pat_11" + rs(20, UP + D) + "_" + rs(59)

def stripe_sk():
    return "sk_live_51" + rs(22) + rs(75)

def stripe_rk():
    return "rk_live_51" + rs(97)

def stripe_pk():
    return "pk_live_51" + rs(97)

def slack_bot():
    return "xoxb-%s-%s-%s" % (rd(12), rd(13), rs(24))

def slack_hook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, UP + D), rs(10, UP + D), rs(24))

def openai_key():
    return "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)

def openai_legacy():
    return "sk-" + rs(20) + "T3BlbkFJ" + rs(20)

def anthropic_key():
    return "sk-ant-api03-" + rs(93, B64U) + "AA"

def google_key():
    return "AIza" + rs(35, B64U)

def sendgrid():
    return "SG." + rs(22, B64U) + "." + rs(43, B64U)

def npm_tok():
    return "npm_" + rs(36)

def glpat():
    return "glpat-" + rs(20, B64U)

def tg_bot():
    return "%s:AA%s" % (rd(10), rs(33, B64U))

def hf_tok():
    return "hf_" + rs(34, UP + LO)

def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")

def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(43, B64U)

def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))

def pem_rsa(lines=6):
    body = base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(48 * lines)).decode()
    rows = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(rows) + "\n-----END RSA PRIVATE KEY-----"

def pem_openssh():
    raw = b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(250)
    body = base64.b64encode(raw).decode()
    rows = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(rows) + "\n-----END OPENSSH PRIVATE KEY-----"

def eth_key():
    return "0x" + hexs(64)

def cookie_val(n=32):
    return rs(n, LO + D)

# ---------- look-alike helpers ----------
def ruuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))

def sha1():
    return hexs(40)

def sha256():
    return hexs(64)

def ver():
    return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 40))

def ups():
    return "1Z" + rs(6, UP + D) + "0" + rd(9, lead=False)

def amazon_order():
    return "%s-%s-%s" % (rd(3), rd(7, lead=False), rd(7, lead=False))

CASES = []

def case(slug, lang, text, secrets, looks, note):
    CASES.append({"slug": slug, "lang": lang, "text": text, "secrets": list(secrets),
                  "lookalikes": list(looks), "note": note})

# Public documentation values (look-alikes only)
DOC_AKID = "AKIAIOSFODNN7EXAMPLE"
DOC_AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
DOC_STRIPE = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
DOC_IBAN_DE = "DE89 3704 0044 0532 0130 00"
DOC_IBAN_GB = "GB82 WEST 1234 5698 7654 32"
TEST_VISA = "4242 4242 4242 4242"
TEST_VISA2 = "4111 1111 1111 1111"
DOC_JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

# =====================================================================
# English cases
# =====================================================================
def english():
    p = pw_human(); o = amazon_order(); lb = rd(4)
    case("wifi-guest-and-order", "en",
         f"Can you write a short welcome note for my Airbnb guests? Wi-Fi is HomeNet-5G and the password is {p}. Also mention the spare towels are in the hall closet. My booking ref for the cleaner is {o}. Key lockbox code: {lb}.",
         [p, lb], [o, "HomeNet-5G"], "Wi-Fi password next to a marketplace order number; SSID")

    k = aws_akid(); s = aws_secret(); sh = sha1()
    case("aws-env-paste", "en",
         f"my deploy fails after commit {sh}, here's the .env:\n\nAWS_ACCESS_KEY_ID={k}\nAWS_SECRET_ACCESS_KEY={s}\nAWS_REGION=eu-west-1\n\nwhat am I missing?",
         [k, s], [sh], "real-format AWS key pair in .env; commit hash look-alike")

    case("aws-docs-example", "en",
         f"In the AWS docs they use {DOC_AKID} and {DOC_AWS_SECRET} in examples. Are those ever valid, or can I safely keep them in my README?",
         [], [DOC_AKID, DOC_AWS_SECRET], "AWS documentation example keys")

    c = card("4" + rd(5, lead=False)); exp = "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31)); cvc = rd(3)
    inv = "INV-" + rd(6)
    case("card-in-prose", "en",
         f"please fill the checkout form for me: card {grp4(c)}, exp {exp}, cvc {cvc}. the invoice number is {inv} if it asks. total should be $129.90",
         [grp4(c), exp, cvc], [inv, "$129.90"], "Visa with valid Luhn, expiry and CVC; invoice number")

    case("stripe-test-cards", "en",
         f"For our QA doc, list which Stripe test cards to use. I know {TEST_VISA} is the basic Visa and {TEST_VISA2} is used by many gateways. Any with 3DS?",
         [], [TEST_VISA, TEST_VISA2], "public test card numbers")

    g = gh_pat(); u = ruuid()
    case("github-pat-curl", "en",
         f"why does this return 404?\n\ncurl -H \"Authorization: token {g}\" https://api.github.com/repos/acme/infra/actions/runs?check_suite_id={u}",
         [g], [u], "GitHub classic PAT in curl header; UUID parameter")

    pin = rd(4); card4 = rd(4)
    case("atm-pin-masked", "en",
         f"I keep forgetting my debit PIN. It's {pin}, the card ending **** {card4}. Suggest a mnemonic to remember the PIN?",
         [pin], ["**** " + card4], "PIN and masked card number")

    sid = ruuid(); t = rd(6)
    case("otp-sms-paste", "en",
         f"Got this text, is it legit?\n\"Your Chase verification code is {t}. Don't share it with anyone. Ref {sid[:8].upper()}\"",
         [t], [sid[:8].upper()], "one-time code from SMS with a reference")

    ssn = us_ssn(); ph = "(%s) %s-%s" % (rd(3), rd(3), rd(4))
    case("ssn-form", "en",
         f"Help me fill the W-4 for tax year 2025. Name Daniel Okafor, SSN {ssn}, phone {ph}, filing single.",
         [ssn], [ph, "tax year 2025"], "US SSN (no check digit) beside a phone number")

    case("placeholders-config", "en",
         "Here's my template config, does the structure look right?\n\napi_key: your_api_key\ntoken: <token>\npassword: xxxxxxxx\ndb_url: postgres://USER:PASSWORD@HOST:5432/DB",
         [], ["your_api_key", "<token>", "xxxxxxxx", "postgres://USER:PASSWORD@HOST:5432/DB"], "placeholders only")

    pwd = pw_strong(16); host = "db-prod-%s.cluster-%s.us-east-1.rds.amazonaws.com" % (rd(2), rs(12, LO + D))
    case("postgres-uri", "en",
         f"Django can't connect. DATABASE_URL=postgres://app_admin:{pwd}@{host}:5432/orders . The error says SSL required.",
         [pwd], [host], "password inside a connection string; database host name")

    v1 = ver(); v2 = ver(); sh256 = sha256()
    case("versions-checksum", "en",
         f"Upgrading from {v1} to {v2} broke things. The tarball sha256 is {sh256}, does it match the release?",
         [], [v1, v2, sh256], "versions and checksum only")

    seedp = seed(12)
    case("seed-phrase-wallet", "en",
         f"I wrote my MetaMask (v12.3.1) recovery phrase on paper but it's smudged. Is this a valid order? {seedp}",
         [seedp], ["v12.3.1"], "12-word recovery phrase (no BIP39 checksum computed)")

    sb = slack_bot(); ch = "C0" + rs(9, UP + D); sver = "slack_sdk " + ver()
    case("slack-bot-token", "en",
         f"```python\nclient = WebClient(token=\"{sb}\")\nclient.chat_postMessage(channel=\"{ch}\", text=\"deploy done\")\n```\nI get not_in_channel ({sver})",
         [sb], [ch, sver], "Slack bot token in code; channel id")

    door = rd(4); gate = rd(5); apt = "Apt " + rd(3)
    case("door-gate-codes", "en",
         f"Write instructions for the dog sitter: building gate code {gate}#, then the door keypad is {door}. We're in {apt}, 3rd floor.",
         [gate, door], [apt], "gate and door codes; apartment number")

    tr = ups(); on = "#" + rd(9)
    case("tracking-order", "en",
         f"My package {tr} says delivered but I don't have it. Order {on} from Best Buy. What do I tell them?",
         [], [tr, on], "UPS tracking and order number")

    ans1 = R.choice(["Ridgemont Elementary", "Pickles", "Aunt Margarita", "Toyota Tercel"]); ans2 = R.choice(["Fresno", "Biscuit", "Maple Street"])
    case("security-answers", "en",
         f"Save these for me: first school = {ans1}, first pet = {ans2}. Those are my bank security answers.",
         [ans1, ans2], [], "answers to security questions")

    ukacc = rd(8); ib = iban("GB", "WEST" + "%06d" % R.randint(100000, 999999) + ukacc); sort = "%s-%s-%s" % (rd(2), rd(2), rd(2))
    case("uk-account-sortcode", "en",
         f"Draft an email to my landlord with my details for the deposit refund: account name P. Hughes, sort code {sort}, account number {ukacc[:4]} {ukacc[4:]}, IBAN {ibanf(ib)}.",
         [ibanf(ib), ukacc[:4] + " " + ukacc[4:]], [sort], "own IBAN (mod-97 computed) with bank sort code (public)")

    case("iban-doc-example", "en",
         f"Is {DOC_IBAN_GB} a real account? I saw it on a tutorial about IBAN validation along with {DOC_IBAN_DE}.",
         [], [DOC_IBAN_GB, DOC_IBAN_DE], "well-known example IBANs")

    oa = openai_key(); lsha = sha1()
    case("openai-key-leaked", "en",
         f"I accidentally pushed my OpenAI key to a public repo, I already revoked it. It was {oa} — added in commit {lsha}. How do I scrub it from git history?",
         [oa], [lsha], "revoked key is still a secret")

    ts = totp_seed(32)
    case("totp-seed-otpauth", "en",
         f"Can I import this into 1Password manually? otpauth://totp/Acme:maria@acme.io?secret={ts}&issuer=Acme&period=30",
         [ts], [], "TOTP seed in otpauth URI")

    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(4)]
    case("github-recovery-codes", "en",
         "Keep these GitHub recovery codes safe for me please (generated 2025-01-19):\n" + "\n".join(codes),
         codes, ["2025-01-19"], "2FA recovery codes")

    uu = ruuid(); sh = sha1()[:7]; build = "build-" + rd(5); t1 = "12:04:11"
    case("ci-log-negative", "en",
         f"CI log:\n[{t1}] job {uu} started\n[12:04:13] checkout {sh}\n[12:09:55] {build} FAILED: test_login timeout\nWhy does the login test time out?",
         [], [uu, sh, build, t1], "CI log identifiers only")

    jw = jwt({"sub": rd(7), "email": "lena.k@example.org", "iat": R.randint(1700000000, 1760000000), "exp": R.randint(1760000001, 1790000000)})
    case("jwt-bearer", "en",
         f"decoding fails with 'invalid signature'. the header I send is Authorization: Bearer {jw}",
         [jw], [], "bearer JWT")

    case("jwt-io-example", "en",
         f"What does each part of this token mean? {DOC_JWT} (it's the one from jwt.io)",
         [], [DOC_JWT], "jwt.io documentation token")

    key = pem_rsa(5); sip = "198.51.100.%d" % R.randint(2, 250)
    case("rsa-private-key", "en",
         f"ssh deploy@{sip} says 'invalid format', this is the key file:\n{key}\n",
         [key], [sip], "RSA private key block")

    pw1 = pw_human(); pw2 = pw_human()
    case("password-correction", "en",
         f"my netflix password is {pw1}\n---\nsorry typo, it's actually {pw2}. can you remind me of it next week?",
         [pw1, pw2], [], "multi-message correction of a password")

    ph = "+1 %s %s %s" % (rd(3), rd(3), rd(4)); zipc = rd(5)
    case("phone-zip-negative", "en",
         f"Format this address block: Tom Reyes, 418 Alder Ave, Boise ID {zipc}, tel {ph}.",
         [], [zipc, ph, "418 Alder Ave"], "address and phone only")

    gk = google_key(); proj = "my-maps-" + rd(6)
    case("google-maps-key", "en",
         f"<script src=\"https://maps.googleapis.com/maps/api/js?key={gk}&callback=initMap\"></script> works locally but not on {proj}.web.app, why?",
         [gk], [proj], "Google API key in script tag")

    alarm = rd(4); safe = rd(6)
    case("alarm-safe", "en",
         f"Reminder list for mom (she lands March 3): alarm disarm code {alarm}, the safe in the closet opens with {safe}. Put it in a friendly tone.",
         [alarm, safe], ["March 3"], "alarm and safe codes; date")

    serial = "SN" + rs(10, UP + D); model = "WRT" + rd(4) + "AX"
    case("router-serial", "en",
         f"My router model {model}, serial {serial}, keeps dropping. Firmware updates?",
         [], [model, serial], "model and serial numbers")

    pp = passphrase(5, " ")
    case("bitwarden-master", "en",
         f"is '{pp}' a strong enough master passphrase for Bitwarden? it's the one I use now",
         [pp], [], "passphrase in quotes")

    passport = R.choice("ACEFGH") + rd(8, lead=False); lic = R.choice(UP) + rd(7)
    case("passport-license", "en",
         f"Fill the ESTA: passport number {passport}, issued 2021-03-14, and my driver's license {lic}.",
         [passport, lic], ["2021-03-14"], "passport and driving licence numbers; issue date")

    st = stripe_sk(); pk = stripe_pk()
    case("stripe-live-keys", "en",
         f"Which of these goes in the frontend?\nSTRIPE_PUBLISHABLE_KEY={pk}\nSTRIPE_SECRET_KEY={st}",
         [st], [pk], "Stripe secret key is a secret; publishable key is public by design")

    case("stripe-doc-key", "en",
         f"The Stripe quickstart shows {DOC_STRIPE}. Can I use it to try the API without an account?",
         [], [DOC_STRIPE], "documentation test key")

    mem = "XJ" + rd(9); grpn = rd(6); clm = "CLM-" + rd(7)
    case("health-insurance", "en",
         f"Call script for the clinic: my Aetna member ID is {mem}, group number {grpn}. Ask if physical therapy is covered and about claim {clm}.",
         [mem], [grpn, clm], "member id secret; employer group number treated as look-alike")

    acct = rd(10); rt = aba("02100002")
    case("us-bank-routing", "en",
         f"Set up direct deposit form: routing {rt}, checking account {acct}.",
         [acct], [rt], "own account number with bank routing number (ABA check computed)")

    ck = cookie_val(40)
    case("session-cookie", "en",
         f"Scraper gets logged out. Request headers:\nCookie: sessionid={ck}; csrftoken_present=1\nUser-Agent: Mozilla/5.0",
         [ck], [], "session cookie value")

    hook = slack_hook()
    case("slack-webhook", "en",
         f"post to slack via incoming webhook in bash? url is {hook}",
         [hook], [], "Slack incoming webhook URL")

    m1 = "•••• •••• •••• " + rd(4); m2 = "XXX-XX-" + rd(4)
    case("masked-values", "en",
         f"My statement shows {m1} and the tax form shows {m2}. Is it normal that they mask these?",
         [], [m1, m2], "masked card and SSN")

    ant = anthropic_key(); amodel = "claude-3-5-sonnet-20241022"
    case("anthropic-key-python", "en",
         f"import anthropic\nclient = anthropic.Anthropic(api_key=\"{ant}\")\nmsg = client.messages.create(model=\"{amodel}\", max_tokens=256, messages=[])\n# returns 401?",
         [ant], [amodel], "Anthropic-format key")

    lock = rd(4); box = rd(4)
    case("lockbox-multimsg", "en",
         f"I'll give you the key box code for the cleaner in a sec\n---\nok it's {box}, box is left of the garage. The garage keypad is {lock} but she shouldn't need it",
         [box, lock], [], "multi-message: announced then given")

    flight = "UA" + rd(3); pnr = rs(6, UP)
    case("flight-booking", "en",
         f"Check in reminder: flight {flight} on Oct 12, confirmation {pnr}, seat 14C.",
         [], [flight, pnr, "14C", "Oct 12"], "booking confirmation and flight (look-alikes)")

    sg = sendgrid(); img = "acme/mailer:" + ver()
    case("sendgrid-yaml", "en",
         f"docker-compose.yml:\n  mailer:\n    image: {img}\n    environment:\n      SENDGRID_API_KEY: {sg}\n      FROM_EMAIL: noreply@acme.dev\nmails never arrive",
         [sg], [img], "SendGrid key in YAML; image tag")

    npm = npm_tok(); pkg = "@acme/ui@" + ver()
    case("npmrc", "en",
         f"publishing {pkg} fails with E401. ~/.npmrc:\n//registry.npmjs.org/:_authToken={npm}\nalways-auth=true",
         [npm], [pkg], "npm token in .npmrc; package version")

    gl = glpat(); pipe = "#" + rd(7)
    case("gitlab-token-ci", "en",
         f"pipeline {pipe} can't clone submodules. I set GIT_TOKEN to {gl} in CI variables, is the scope wrong?",
         [gl], [pipe], "GitLab PAT; pipeline number")

    tg = tg_bot(); chat = "-100" + rd(10)
    case("telegram-bot", "en",
         f"bot = telebot.TeleBot('{tg}')\nbot.send_message({chat}, 'hi')\n# error: chat not found",
         [tg], [chat], "Telegram bot token; chat id")

    ek = eth_key(); addr = "0x" + hexs(40)
    case("eth-private-key", "en",
         f"Send 0.05 ETH from my wallet {addr} using ethers.js. private key: {ek}",
         [ek], [addr, "0.05 ETH"], "private key vs public address")

    tx = "0x" + hexs(64); addr2 = "0x" + hexs(40)
    case("eth-tx-negative", "en",
         f"My transfer {tx} to {addr2} is stuck pending for 2 hours. Should I speed it up?",
         [], [tx, addr2], "transaction hash and address are public")

    c = card("37" + rd(2, lead=False), 15); exp = "%02d/%d" % (R.randint(1, 12), R.randint(2027, 2030)); cid = rd(4)
    case("amex-table", "en",
         f"| field | value |\n|---|---|\n| card | {grp(c, [4, 6, 5])} |\n| expiry | {exp} |\n| CID | {cid} |\nturn this into a JSON object",
         [grp(c, [4, 6, 5]), exp, cid], [], "Amex (Luhn computed) in a markdown table")

    gc = rs(4, UP + D) + "-" + rs(6, UP + D) + "-" + rs(4, UP + D)
    case("gift-card-code", "en",
         f"My niece gave me an Amazon gift card: claim code {gc}, worth $50. How do I add it to my account?",
         [gc], ["$50"], "gift card claim code is spendable money")

    b1 = rd(4) + " " + rd(4); b2 = rd(4) + " " + rd(4); b3 = rd(4) + " " + rd(4)
    case("google-backup-codes", "en",
         f"Backup codes for my Google account (each can be used once):\n1. {b1}\n2. {b2}\n3. {b3}\nFormat them nicely for printing",
         [b1, b2, b3], [], "Google backup codes")

    sha = sha1(); tag = "v" + ver()
    case("git-negative", "en",
         f"git reset --hard {sha} then git tag {tag} — did I lose my unpushed work?",
         [], [sha, tag], "commit hash and tag")

    wifi = pw_strong(14); ssid = "TP-Link_" + rs(4, "0123456789ABCDEF")
    case("wifi-qr", "en",
         f"Generate the Wi-Fi QR string for: WIFI:T:WPA;S:{ssid};P:{wifi};;",
         [wifi], [ssid], "Wi-Fi password in WIFI QR payload; SSID")

    nino = uk_nino(); ref = "HMRC" + rd(8)
    case("uk-nino", "en",
         f"Write to HMRC about my tax code. National Insurance number {nino}. Their letter reference was {ref}.",
         [nino], [ref], "UK NI number; letter reference")

    nh = nhs(); gpph = "0161 " + rd(3) + " " + rd(4)
    case("nhs-number", "en",
         f"GP surgery form: NHS number {nh}, surgery phone {gpph}. Can you help me write the repeat prescription request?",
         [nh], [gpph], "NHS number (mod 11 computed); phone")

    sin = ca_sin(); emp = "EMP-" + rd(5)
    case("canada-sin", "en",
         f"My new employer in Calgary wants my SIN. It's {sin}. HR gave me employee number {emp}. Is email a safe way to send the SIN?",
         [sin], [emp], "Canadian SIN (Luhn computed)")

    tfn = au_tfn(); bsb = "%s-%s" % (rd(3, lead=False), rd(3, lead=False)); ac = rd(8)
    case("australia-tfn-bsb", "en",
         f"Super fund form: TFN {tfn}, bank BSB {bsb}, account number {ac}.",
         [tfn, ac], [bsb], "TFN (check computed), account; BSB public")

    med = au_medicare()
    case("medicare-au", "en",
         f"Booking a GP online, it wants my Medicare card number: {med}. Which field is the IRN?",
         [med], [], "Australian Medicare number (check digit computed)")

    aad = aadhaar(); ifsc = R.choice(["SBIN", "HDFC", "ICIC"]) + "0" + rd(6); acc = rd(12)
    case("india-aadhaar-ifsc", "en",
         f"For the KYC form: Aadhaar {aad}, bank account {acc}, IFSC {ifsc}. Which documents should I attach?",
         [aad, acc], [ifsc], "Aadhaar (Verhoeff computed), account; IFSC public")

    upi = rd(12); amt = "Rs. " + str(R.randint(200, 9000)) + ".00"
    case("upi-negative", "en",
         f"Paid {amt} via UPI, transaction ID {upi}, but the merchant says not received. What should I write in the complaint?",
         [], [upi, amt], "UPI transaction id of a payment (look-alike)")

    mp = rs(10, UP + D); amt2 = "Ksh" + str(R.randint(100, 5000)) + ".00"; till = rd(6)
    case("mpesa-confirm-en", "en",
         f"Is this M-Pesa message real? \"{mp} Confirmed. {amt2} paid to JAVA HOUSE till {till}. New M-PESA balance is Ksh1,204.50.\"",
         [mp], [amt2, till, "Ksh1,204.50"], "M-Pesa confirmation code counts as a secret; till number public")

    pwd = pw_human(); wk = pw_strong(13)
    case("router-admin", "en",
         f"router admin page 192.168.0.1, user admin, pass {pwd}, current wifi key {wk}. how do I enable WPA3?",
         [pwd, wk], ["192.168.0.1"], "admin password; private IP")

    case("famous-passwords", "en",
         "Why are passwords like password123, qwerty and Tr0ub4dor&3 considered weak? And is correct horse battery staple really better?",
         [], ["password123", "qwerty", "Tr0ub4dor&3", "correct horse battery staple"], "famous example passwords discussed")

    mk = rs(32, "0123456789ABCDEF"); vm = "vm-" + rd(4)
    case("bitlocker-key", "en",
         f"BitLocker recovery screen on {vm}. IT gave me: {'-'.join(rd(6, lead=False) for _ in range(8))}",
         [], [vm], "placeholder")
    CASES.pop()
    bl = "-".join(rd(6, lead=False) for _ in range(8)); kid = hexs(8).upper()
    case("bitlocker-key", "en",
         f"BitLocker recovery screen on my laptop shows Key ID {kid}. IT gave me the key: {bl}. Does it need dashes?",
         [bl], [kid], "BitLocker recovery key")

    hf = hf_tok(); hfm = "meta-llama/Llama-3.1-8B-Instruct"
    case("hf-token", "en",
         f"huggingface-cli login keeps asking. I'm pasting {hf}, which permission does it need for {hfm}?",
         [hf], [hfm], "Hugging Face token")

    u1 = ruuid(); u2 = ruuid()
    case("uuid-negative", "en",
         f"Why does Postgres say duplicate key for {u1} when I inserted {u2}?",
         [], [u1, u2], "UUIDs only")

    mysql = pw_strong(12)
    case("mysql-cli", "en",
         f"mysql -h 10.0.3.17 -u reporting -p'{mysql}' sales_db gives access denied from the new server",
         [mysql], ["10.0.3.17"], "password on command line; private IP")

    parts1 = aws_secret(); half = len(parts1) // 2
    case("secret-in-parts", "en",
         f"the secret key is too long for one message, first half: {parts1[:half]}\n---\nsecond half: {parts1[half:]}\nput them together in my boto3 config",
         [parts1[:half], parts1[half:]], [], "multi-message: key in parts")

    t6 = rd(6); ord2 = "#" + rd(8)
    case("bank-otp-email", "en",
         f"Forwarded email:\n> Subject: Your one-time passcode\n> Use {t6} to approve the transfer. It expires in 10 minutes.\n> Case {ord2}\nShould I be worried I didn't request this?",
         [t6], [ord2], "OTP in forwarded email")

    lic = "D" + rd(3) + "-" + rd(4) + "-" + rd(4); plate = rs(3, UP) + " " + rd(4)
    case("dl-plate", "en",
         f"Got a parking ticket. My license is {lic} and plate {plate}. Help me contest it.",
         [lic], [plate], "driver licence; licence plate look-alike")

    fb = rs(11, UP + D); zt = "#" + rd(6)
    case("ticket-numbers-negative", "en",
         f"Zendesk ticket {zt} about refund {fb} — what's the usual response time?",
         [], [fb, zt], "support ticket and refund reference")

    tw = hexs(32); acsid = "AC" + hexs(32)
    case("twilio-creds", "en",
         f"TWILIO_ACCOUNT_SID={acsid}\nTWILIO_AUTH_TOKEN={tw}\nSMS fails with 20003",
         [tw], ["20003"], "Twilio auth token; account SID is neutral; error code")

    ghf = gh_fine()
    case("github-fine-grained", "en",
         f"gh auth login --with-token <<< \"{ghf}\" fails with 'missing scope read:org'",
         [ghf], [], "fine-grained GitHub PAT")

    ssh = pem_openssh()
    case("openssh-key", "en",
         f"Deploy key for the build box, put it in the right place in the Dockerfile:\n{ssh}",
         [ssh], [], "OpenSSH private key")

    sp = pw_human()
    case("spelled-password", "en",
         f"I'll spell it for my dad over the phone: my email password is {sp}. Write it out letter by letter using the NATO alphabet.",
         [sp], [], "password to be spelled")

    vin = rs(17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"); mil = str(R.randint(20000, 90000)) + " miles"
    case("vin-negative", "en",
         f"Selling my car, VIN {vin}, {mil}. Write a Craigslist ad.",
         [], [vin, mil], "VIN and mileage")

    alarm = rd(4); duress = rd(4)
    case("alarm-duress", "en",
         f"Our ADT code is {alarm} and the duress code is {duress}. How do I change the master code on a Vista 20P?",
         [alarm, duress], ["20P"], "alarm codes; model")

    sk = stripe_rk(); evt = "evt_" + rs(24)
    case("stripe-restricted-log", "en",
         f"Webhook log: 2025-06-02T10:11:09Z received {evt} ... then my handler called Stripe with {sk} and got 403",
         [sk], [evt, "2025-06-02T10:11:09Z"], "restricted live key in a log; event id")

    case("xxx-redacted", "en",
         "I redacted the key before sending: sk_live_****************3f9a. Can you still tell which account it belongs to?",
         [], ["sk_live_****************3f9a"], "redacted key")

    ans = R.choice(["Okonkwo", "Van der Berg", "Hernandez-Ruiz"])
    case("mothers-maiden", "en",
         f"When my bank asks for my mother's maiden name, it's {ans}. Remind me if I forget.",
         [ans], [], "security answer")

    ein = "%s-%s" % (rd(2), rd(7)); inv = "2025-" + rd(4)
    case("company-ein-negative", "en",
         f"Our supplier Northwind Traders LLC lists EIN {ein} on invoice {inv}. Do I need it for the 1099?",
         [], [ein, inv], "company EIN is public-ish for a vendor")

    dbp = pw_strong(20); rk = rs(32, LO + D)
    case("redis-mongo-uri", "en",
         f"settings.py:\nMONGO_URI = \"mongodb+srv://svc:{dbp}@cluster0.{rs(5, LO + D)}.mongodb.net/app\"\nREDIS_URL = \"redis://:{rk}@10.1.2.3:6379/0\"",
         [dbp, rk], ["10.1.2.3"], "passwords in Mongo and Redis URIs; private IP")

    pin2 = rd(6); tacc = rd(9); tph = "(%s) %s-%s" % (rd(3), rd(3), rd(4))
    case("phone-pin-port", "en",
         f"To port my number to Mint, T-Mobile asks for the account PIN. Mine is {pin2}, account number {tacc}, number being ported {tph}. Draft the port request.",
         [pin2, tacc], [tph], "carrier account PIN")

    pk = "-----BEGIN PUBLIC KEY-----\n" + base64.b64encode(rbytes(90)).decode() + "\n-----END PUBLIC KEY-----"
    case("public-key-negative", "en",
         f"Is it fine to share this with the vendor?\n{pk}",
         [], [pk], "public key is not a secret")

    wifi1 = pw_human(); wifi2 = pw_human()
    case("wifi-two-networks", "en",
         f"Note for the babysitter: main Wi-Fi 'Casa' password {wifi1}, guest network 'Casa-Guest' password {wifi2}. TV remote is in the drawer.",
         [wifi1, wifi2], [], "two Wi-Fi passwords")

    ts16 = totp_seed(16)
    case("totp-seed-spaced", "en",
         f"Authenticator setup key: {grp4(ts16)} . I'm switching phones, how do I move it?",
         [grp4(ts16)], [], "TOTP setup key in groups")

    ticket = "SR-" + rd(7); kb = "KB" + rd(7)
    case("msft-kb-negative", "en",
         f"Microsoft support case {ticket} says to install {kb}. Is that a real update?",
         [], [ticket, kb], "support case and KB number")

# =====================================================================
# Other languages, part 1
# =====================================================================
def intl1():
    # German
    ib = iban("DE", rd(8) + rd(10)); bic = "COBADEFFXXX"
    case("de-iban-miete", "de",
         f"Kannst du mir eine kurze Mail an meinen Vermieter schreiben? Die Kaution (1.500 €) soll bitte auf mein Konto zurück: IBAN {ibanf(ib)}, BIC {bic}. Danke!",
         [ibanf(ib)], [bic, "1.500 €"], "eigene IBAN (mod-97 berechnet), BIC öffentlich")
    sid = de_steuerid(); ust = "DE" + rd(9); ren = "RE-2025-" + rd(4)
    case("de-steuer-id", "de",
         f"Für die Steuererklärung: meine Steuer-ID ist {sid}. Der Handwerker hat auf der Rechnung {ren} seine USt-IdNr. {ust} angegeben – muss ich die auch eintragen?",
         [sid], [ust, ren], "Steuer-ID (Prüfziffer berechnet); USt-IdNr. des Handwerkers")
    pw = pw_human(); wl = rd(20)
    case("de-fritzbox", "de",
         f"Mein FRITZ!Box 7590 Kennwort ist {pw}, und ich komme trotzdem nicht auf fritz.box drauf. Der WLAN-Netzwerkschlüssel auf dem Aufkleber ist {wl}. Was kann ich tun?",
         [pw, wl], ["FRITZ!Box 7590"], "Routerkennwort")
    sn = rd(4) + " " + rd(4) + " " + rd(4) + " " + rd(4); kd = "KD-" + rd(8)
    case("de-bestellung-negativ", "de",
         f"Meine Bestellung {kd} vom 12.09.2025 ist nicht angekommen, DHL-Sendungsnummer {sn}. Schreib bitte eine Beschwerde.",
         [], [kd, sn, "12.09.2025"], "Kundennummer und Sendungsnummer")

    # French
    nir, key = fr_nir(); nirs = "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], key); adh = rd(9)
    case("fr-secu", "fr",
         f"Je dois remplir un formulaire pour la mutuelle, mon numéro de sécu c'est {nirs} et mon numéro d'adhérent mutuelle {adh}. Tu peux m'aider à rédiger le courrier ?",
         [nirs, adh], [], "NIR avec clé (calculée)")
    bb = rd(5) + rd(5) + rd(11) + rd(2); ib = iban("FR", bb); sb = rd(8); siren = grp(sb + luhn_digit(sb), [3, 3, 3])
    case("fr-rib-siren", "fr",
         f"Voici mon RIB pour le remboursement : {ibanf(ib)}. L'entreprise (SIREN {siren}) m'a demandé de l'envoyer par mail, c'est risqué ?",
         [ibanf(ib)], [siren], "IBAN perso (clé IBAN calculée, clé RIB non); SIREN d'entreprise")
    code = rd(4) + "B"; wifi = pw_strong(12)
    case("fr-digicode-wifi", "fr",
         f"Pour mes invités : le digicode de l'immeuble est {code}, et le wifi « Livebox-{rs(4, '0123456789ABCDEF')} » a pour clé {wifi}. Fais-moi un petit mot d'accueil.",
         [code, wifi], [], "digicode et clé wifi")
    cmd = "FR" + rd(9); colis = "6A" + rd(11)
    case("fr-colis-negatif", "fr",
         f"Commande {cmd} chez Fnac, colis Colissimo {colis} (49,99 €) bloqué depuis une semaine. Que dois-je faire ?",
         [], [cmd, colis, "49,99 €"], "numéros de commande et de colis")

    # Spanish
    dni = es_dni(); nie = es_nie()
    case("es-dni", "es",
         f"Rellena la solicitud con mis datos: DNI {dni}. Y el de mi pareja, que es extranjera, NIE {nie}.",
         [dni, nie], [], "DNI y NIE (letra calculada)")
    ib = iban("ES", rd(4) + rd(4) + rd(2) + rd(10)); cif = "B" + rd(8)
    case("es-iban-cif", "es",
         f"Tengo que domiciliar el recibo del gimnasio (CIF {cif}), 39,90 € al mes. Mi cuenta es {ibanf(ib)}. ¿Me redactas el mandato SEPA?",
         [ibanf(ib)], [cif, "39,90 €"], "IBAN propio; CIF de la empresa")
    pin = rd(4); puk = rd(8)
    case("es-pin-puk", "es",
         f"Se me bloqueó el móvil. El PIN de la SIM era {pin} y en la tarjeta pone PUK {puk}. ¿Cómo lo desbloqueo?",
         [pin, puk], [], "PIN y PUK")
    ref = rd(12); loc = rs(6, UP)
    case("es-reserva-negativo", "es",
         f"Reserva de Renfe, tren AVE 3172, localizador {loc}, referencia de pago {ref}. Quiero cambiar el billete a otro día.",
         [], [loc, ref, "AVE 3172"], "localizador y referencia")

    # Russian
    sn = ru_snils(); inn = ru_inn12()
    case("ru-snils-inn", "ru",
         f"Помоги заполнить заявление на вычет: СНИЛС {sn}, ИНН {inn}. Что ещё нужно приложить?",
         [sn, inn], [], "СНИЛС и ИНН физлица (контрольные числа посчитаны)")
    pas = "%s %s %s" % (rd(2), rd(2), rd(6)); code = rd(3) + "-" + rd(3)
    case("ru-passport", "ru",
         f"Паспорт: серия и номер {pas}, код подразделения {code}. Составь доверенность на получение посылки.",
         [pas], [code], "паспорт РФ; код подразделения (публичный код отдела)")
    acc = "40817810" + rd(12); bik = "044525225"; corr = "30101810400000000225"
    case("ru-schet-bik", "ru",
         f"Реквизиты для перевода зарплаты: счёт {acc}, БИК {bik}, корр. счёт {corr}. Проверь, всё ли верно.",
         [acc], [bik, corr], "свой счёт; БИК и корсчёт банка публичны")
    inn_co = ru_inn10(); ogrn = "1" + rd(12); kpp = inn_co[:4] + "01001"
    case("ru-company-negative", "ru",
         f"Проверь контрагента: ООО «Вектор», ИНН {inn_co}, КПП {kpp}, ОГРН {ogrn}. Не фирма-однодневка?",
         [], [inn_co, kpp, ogrn], "ИНН и ОГРН компании")

    # Chinese
    cid = cn_id(); ph = "1" + R.choice("3589") + rd(9, lead=False)
    case("zh-shenfenzheng", "zh",
         f"帮我填一下这个报名表：姓名王磊，身份证号{cid}，手机{ph}。",
         [cid], [ph], "居民身份证号（校验码已计算）；手机号")
    pw = pw_human(); qq = rd(9); adm = pw_strong(10)
    case("zh-wifi-password", "zh",
         f"家里的WiFi密码是{pw}，帮我写个给客人看的小卡片。另外我的QQ号是{qq}，可以写上方便联系。路由器后台管理密码{adm}就不要写了。",
         [pw, adm], [qq], "WiFi密码；QQ号")
    code = rd(6); zamt = "¥128.00"
    case("zh-verify-code", "zh",
         f"收到一条短信：“【支付宝】验证码{code}，您正在进行付款操作，金额{zamt}，切勿告知他人。” 这是我自己操作的吗？帮我判断一下。",
         [code], [zamt], "短信验证码；金额")
    ordn = rd(18); wl = "SF" + rd(13)
    case("zh-order-negative", "zh",
         f"淘宝订单号{ordn}，顺丰单号{wl}，金额¥299，三天了还没到，怎么催？",
         [], [ordn, wl, "¥299"], "订单号和快递单号")
    # Japanese
    mn = jp_mynumber(); shain = "社員番号" + rd(6)
    case("ja-mynumber", "ja",
         f"年末調整の書類に書くので確認してください。私のマイナンバーは{mn}です。{shain}、扶養家族はいません。",
         [mn], [shain], "マイナンバー（検査用数字を計算）")
    pw = pw_human(); kaiin = rd(10)
    case("ja-password-kaiin", "ja",
         f"楽天のパスワードを{pw}に変えたんだけど、会員番号{kaiin}でログインできない。どうすればいい？",
         [pw], [kaiin], "パスワード；会員番号")
    toi = rd(4) + "-" + rd(4) + "-" + rd(4); yuubin = "〒" + rd(3) + "-" + rd(4)
    case("ja-takkyubin-negative", "ja",
         f"ヤマト運輸の伝票番号{toi}の荷物が届きません。住所は{yuubin}で合っています。問い合わせ文を作ってください。",
         [], [toi, yuubin], "伝票番号と郵便番号")

    # Korean
    rrn = kr_rrn(); kpass = "M" + rd(8)
    case("ko-jumin", "ko",
         f"연말정산 서류 작성 좀 도와줘. 내 주민등록번호는 {rrn}이고, 여권번호는 {kpass}. 부양가족은 없어.",
         [rrn, kpass], [], "주민등록번호 (검증번호 계산)")
    acct = "%s-%s-%s" % (rd(3), rd(2), rd(6)); pw = rd(4)
    case("ko-account-pin", "ko",
         f"월세 650,000원 자동이체 신청서야. 출금 계좌 국민은행 {acct}, 계좌 비밀번호 {pw}. 양식에 맞게 정리해 줘.",
         [acct, pw], ["650,000원"], "본인 계좌와 계좌 비밀번호")
    ordn = rd(14); biz = "%s-%s-%s" % (rd(3), rd(2), rd(5))
    case("ko-order-negative", "ko",
         f"쿠팡 주문번호 {ordn} 환불이 안 돼요. 판매자 사업자등록번호 {biz}로 신고할 수 있나요?",
         [], [ordn, biz], "주문번호, 판매자 사업자번호")

    # Arabic
    ib = iban("SA", rd(2) + rs(18, D)); swift = "NCBKSAJE"
    case("ar-iban-saudi", "ar",
         f"أرجو كتابة رسالة لصاحب العمل لتحويل راتبي (12,500 ريال) إلى حسابي: الآيبان {ibanf(ib)}، رمز السويفت للبنك {swift}.",
         [ibanf(ib)], [swift, "12,500 ريال"], "آيبان شخصي (محسوب)، سويفت البنك عام")
    pw = pw_human(); arc = rd(6)
    case("ar-email-password", "ar",
         f"نسيت كيف أغيّر كلمة السر في جيميل. كلمة السر الحالية هي {pw} وأريد واحدة أقوى، اقترح علي طريقة. وصلني أيضاً رمز التحقق {arc} من جوجل.",
         [pw, arc], [], "كلمة مرور")
    inv = "INV-" + rd(7); trk = "AE" + rd(9) + "XX"
    case("ar-shipment-negative", "ar",
         f"طلبت من نون والفاتورة رقم {inv} ورقم الشحنة {trk}، متى يصل الطلب؟",
         [], [inv, trk], "فاتورة وشحنة")

    # Persian
    card_ir = card("603799", 16); shaba = iban("IR", "0" + rd(2) + "0" + rd(18))
    case("fa-card-shaba", "fa",
         f"برای واریز قسط وام (2,500,000 ریال)، شماره کارتم {grp4(card_ir, '-')} و شماره شبا {shaba} هست. یک متن رسمی برای بانک بنویس.",
         [grp4(card_ir, '-'), shaba], ["2,500,000 ریال"], "کارت بانکی (Luhn محاسبه شد) و شبا (mod-97)")
    peig = rd(10); code = rd(10)
    case("fa-tracking-negative", "fa",
         f"کد رهگیری مرسوله پست {peig} است و کد پستی گیرنده {code}. چطور وضعیتش را چک کنم؟",
         [], [peig, code], "کد رهگیری و کد پستی")

    # Hebrew
    tz = il_tz()
    case("he-teudat-zehut", "he",
         f"תעזור לי למלא טופס לביטוח לאומי? מספר תעודת הזהות שלי {tz}, אני עצמאי מ-2019.",
         [tz], ["2019"], "תעודת זהות (ספרת ביקורת חושבה)")
    door = rd(4); ph = "05" + rd(1) + "-" + rd(7); hal = rd(5)
    case("he-door-code", "he",
         f"תכתוב הודעה לשליח: הקוד לדלת הכניסה הוא {door}, קומה 3. אם יש בעיה שיתקשר ל-{ph}. ולבייביסיטר: קוד האזעקה {hal}.",
         [door, hal], [ph], "קוד דלת; טלפון")

    # Hindi
    pan = rs(3, UP) + "P" + rs(1, UP) + rd(4) + rs(1, UP); aad = aadhaar()
    case("hi-pan-aadhaar", "hi",
         f"मुझे ITR भरना है। मेरा PAN {pan} है और आधार {aad}. असेसमेंट ईयर 2025-26 है। क्या इन्हें लिंक करना ज़रूरी है?",
         [pan, aad], ["2025-26"], "PAN और आधार (Verhoeff गणना)")
    upi = pw_human()
    case("hi-upi-pin", "hi",
         f"PhonePe का UPI PIN मैं भूल जाता हूँ, वो {rd(6)} है। कोई आसान तरीका बताओ याद रखने का।",
         [], [], "placeholder")
    CASES.pop()
    upin = rd(6); atm = rd(4)
    case("hi-upi-pin", "hi",
         f"PhonePe का UPI PIN मैं भूल जाता हूँ, वो {upin} है, और ATM PIN {atm}. कोई आसान तरीका बताओ याद रखने का।",
         [upin, atm], [], "UPI PIN, ATM PIN")
    pnr = rd(10); tr = rd(5)
    case("hi-pnr-negative", "hi",
         f"मेरा PNR {pnr} है, ट्रेन नंबर {tr}, यात्रा 12 अक्टूबर को। वेटिंग लिस्ट कन्फर्म होगी क्या?",
         [], [pnr, tr, "12 अक्टूबर"], "PNR और ट्रेन नंबर")

    # Ukrainian
    ib = iban("UA", rd(6) + "0000026" + rd(12, lead=False)); edrpou = rd(8)
    case("uk-iban-edrpou", "uk",
         f"Допоможи скласти заяву на повернення коштів (1 250,00 грн). Мій рахунок IBAN {ib}. Отримувач платежу — ТОВ «Світанок», код ЄДРПОУ {edrpou}.",
         [ib], [edrpou, "1 250,00 грн"], "власний IBAN (mod-97); ЄДРПОУ компанії")
    rnokpp = rd(10); pw = pw_human()
    case("uk-diia-password", "uk",
         f"Мій РНОКПП {rnokpp}, а пароль до кабінету платника податків {pw}. Чому система пише, що ключ недійсний?",
         [rnokpp, pw], [], "РНОКПП (контрольну цифру не обчислено) і пароль")
    ttn = "20" + rd(12, lead=False); vid = "№" + rd(2)
    case("uk-novaposhta-negative", "uk",
         f"Посилка Нова пошта, ТТН {ttn}, вже тиждень у відділенні {vid}. Що написати в підтримку?",
         [], [ttn, vid], "номер ТТН, номер відділення")

    # Polish
    pes = pesel(); nip = rd(3) + "-" + rd(3) + "-" + rd(2) + "-" + rd(2)
    case("pl-pesel", "pl",
         f"Pomóż mi wypełnić wniosek o 800+. Mój PESEL to {pes}. Pracodawca ma NIP {nip}.",
         [pes], [nip], "PESEL (cyfra kontrolna policzona); NIP firmy")
    blik = rd(6); amt = str(R.randint(20, 900)) + ",00 zł"
    case("pl-blik", "pl",
         f"Kolega prosi o kod BLIK, żeby zapłacić za mnie {amt}. Mój kod to {blik} – czy mogę mu go podać?",
         [blik], [amt], "kod BLIK")
    ib = iban("PL", rd(8) + rd(16))
    case("pl-konto", "pl",
         f"Napisz maila do księgowej (umowa nr 15/2025): wynagrodzenie proszę przelewać na konto {ibanf(ib)[:2]}{ibanf(ib)[2:]}. Dzięki!",
         [ibanf(ib)], ["15/2025"], "własny IBAN; numer umowy")

    # Czech
    rc = cz_rc(); op = rd(9)
    case("cz-rodne-cislo", "cs",
         f"Do formuláře pro pojišťovnu VZP (kód 111) potřebuju vyplnit rodné číslo {rc} a číslo občanky {op}. Můžeš mi pomoct s průvodním dopisem?",
         [rc, op], ["kód 111"], "rodné číslo (dělitelnost 11), číslo OP")
    ico = rd(8); vs = rd(10)
    case("cz-faktura-negative", "cs",
         f"Faktura od firmy s IČO {ico}, variabilní symbol {vs}. Jak mám zadat platbu v bankovnictví?",
         [], [ico, vs], "IČO firmy a variabilní symbol")

# =====================================================================
# Other languages, part 2
# =====================================================================
def intl2():
    # Portuguese
    cpf = br_cpf(); cnpj = br_cnpj()
    case("pt-cpf-cnpj", "pt",
         f"Preciso emitir a nota: meu CPF é {cpf} e a loja que me vendeu tem CNPJ {cnpj}. Pode montar o e-mail?",
         [cpf], [cnpj], "CPF (dígitos calculados); CNPJ da loja (calculado)")
    pix = ruuid(); pixloja = "pagamentos@padariaestrela.com.br"
    case("pt-pix-senha", "pt",
         f"Minha chave Pix aleatória é {pix}, pode divulgar pra receber. Mas a senha do app do banco é {rd(6)}?",
         [], [], "placeholder")
    CASES.pop()
    senha = rd(6)
    case("pt-pix-senha", "pt",
         f"vou te mandar a senha do app do banco pra você me lembrar depois\n---\né {senha}. e a chave Pix da padaria pra pagar a encomenda é {pixloja}",
         [senha], [pixloja], "multi-mensagem: senha anunciada e depois dada; chave Pix de loja")
    ib = iban("PT", rd(4) + rd(4) + rd(11) + rd(2)); nif = "5" + rd(8)
    case("pt-iban-nif", "pt",
         f"Para a devolução do IRS, o meu IBAN é {ibanf(ib)}. A empresa onde trabalho tem NIF {nif}.",
         [ibanf(ib)], [nif], "IBAN pessoal; NIF da empresa")

    # Italian
    cf = it_cf(); piva = rd(11)
    case("it-codice-fiscale", "it",
         f"Mi aiuti a compilare il modulo per l'ASL? Il mio codice fiscale è {cf}. Il medico ha partita IVA {piva}.",
         [cf], [piva], "codice fiscale (carattere di controllo calcolato); P.IVA del medico")
    ib = iban("IT", R.choice(UP) + rd(5) + rd(5) + rd(12)); cf2 = it_cf()
    case("it-iban-bonifico", "it",
         f"Scrivi una mail al condominio: il rimborso va sul mio conto {ib}, intestato a Giulia Ferri (codice fiscale {cf2}). Importo 245,60 euro.",
         [ib, cf2], ["245,60 euro"], "IBAN personale compatto")
    eur = "€ %d,%02d" % (R.randint(40, 200), R.randint(0, 99)); prat = "PRT-" + rd(6); pod = "IT001E" + rd(8)
    case("it-bolletta-negative", "it",
         f"La bolletta della luce, codice POD {pod}, pratica {prat}, totale {eur}: mi spieghi le voci?",
         [], [pod, prat, eur], "codice POD e numero pratica")

    # Dutch
    bsn = nl_bsn(); kvk = rd(8)
    case("nl-bsn", "nl",
         f"Kun je helpen met de aanvraag huurtoeslag? Mijn BSN is {bsn}. Mijn werkgever staat bij de KvK onder {kvk}.",
         [bsn], [kvk], "BSN (elfproef berekend); KvK-nummer werkgever")
    ib = iban("NL", rs(4, UP) + rd(10)); tikkie = "https://tikkie.me/pay/" + rs(8, LO + D)
    case("nl-iban-tikkie", "nl",
         f"Stuur mijn rekeningnummer {ibanf(ib)} naar de huisgenoten, of gebruik dit Tikkie-linkje van het restaurant: {tikkie}",
         [ibanf(ib)], [tikkie], "eigen IBAN; betaallink van het restaurant")
    code = rd(6); dpw = pw_human()
    case("nl-digid-sms", "nl",
         f"Ik kreeg een sms: 'Uw DigiD sms-code is {code}'. Maar ik was niet aan het inloggen, wat nu? Moet ik mijn wachtwoord {dpw} meteen wijzigen?",
         [code, dpw], [], "DigiD sms-code")

    # Swedish
    pnr = se_pnr(); org = rd(6) + "-" + rd(4)
    case("sv-personnummer", "sv",
         f"Hjälp mig skriva till Försäkringskassan. Mitt personnummer är {pnr}. Arbetsgivarens organisationsnummer är {org}.",
         [pnr], [org], "personnummer (Luhn); organisationsnummer")
    swish = "123 " + rd(3) + " " + rd(2) + " " + rd(2); pw = pw_human()
    case("sv-swish-bankid", "sv",
         f"Föreningen har Swish-nummer {swish} för medlemsavgiften. Min BankID-säkerhetskod är {pw}, ska jag byta den?",
         [pw], [swish], "säkerhetskod; föreningens Swish-nummer")
    ocr = rd(14); bg = rd(4) + "-" + rd(4)
    case("sv-ocr-negative", "sv",
         f"Räkningen från Telia: bankgiro {bg}, OCR {ocr}, förfaller 28 maj. Vad händer om jag betalar sent?",
         [], [bg, ocr], "bankgiro och OCR")

    # Danish
    sag = "2025-" + rd(5); cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rd(4))
    case("da-cpr", "da",
         f"Kan du hjælpe mig med en mail til kommunen? Mit CPR-nummer er {cpr}, og det handler om boligstøtte, sagsnummer {sag}.",
         [cpr], [sag], "CPR (modulus 11 ikke beregnet)")
    reg = rd(4); konto = rd(10)
    case("da-konto", "da",
         f"Løn skal indbetales til reg.nr. {reg} kontonr. {konto}. Skriv det pænt til HR.",
         [konto], [reg], "kontonummer; registreringsnummer (bank) offentligt")

    # Norwegian
    fnr = no_fnr()
    case("nb-fodselsnummer", "nb",
         f"Jeg må sende fødselsnummeret mitt ({fnr}) til utleier sammen med depositumet på 24 000 kr. Er det trygt på e-post?",
         [fnr], ["24 000 kr"], "fødselsnummer (begge kontrollsiffer beregnet)")
    kid = rd(15); orgnr = rd(9)
    case("nb-kid-negative", "nb",
         f"Fakturaen har KID {kid} og orgnr {orgnr}. Hvor legger jeg inn KID i nettbanken?",
         [], [kid, orgnr], "KID og organisasjonsnummer")

    # Finnish
    hetu = fi_hetu(); tl = rd(4); kela = "2025-" + rd(6)
    case("fi-hetu", "fi",
         f"Täytä Kelan lomake: henkilötunnukseni on {hetu}, hakemuksen numero {kela}. Verkkopankin tunnusluku on {tl}, mutta sitä ei tarvita tähän. Kirjoita saatekirje lyhyesti.",
         [hetu, tl], [kela], "henkilötunnus (tarkistusmerkki laskettu)")
    ib = iban("FI", rd(14))
    case("fi-iban-multimsg", "fi",
         f"laitan tilinumeron seuraavaksi\n---\n{ibanf(ib)}\n---\nkirjoita siitä viesti vuokranantajalle",
         [ibanf(ib)], [], "monta viestiä: tilinumero erikseen")

    # Hungarian
    taj = hu_taj(); ado = "8" + rd(9)
    case("hu-taj-adoazonosito", "hu",
         f"Segíts kitölteni a nyomtatványt: TAJ-számom {taj}, adóazonosító jelem {ado}.",
         [taj, ado], [], "TAJ (ellenőrző számjegy számolva), adóazonosító (nem számolva)")
    ib = iban("HU", rd(24)); kapu = rd(4); berlet = "{} Ft".format(R.randint(150, 400) * 1000)
    case("hu-szamla", "hu",
         f"A lakbért ({berlet}) erre a számlára kérem: {ibanf(ib)}. A kapukód {kapu}. Írd meg udvariasan a bérlőnek.",
         [ibanf(ib), kapu], [berlet], "saját IBAN")

    # Romanian
    cnp = ro_cnp(); cui = "RO" + rd(8); roib = iban("RO", rs(4, UP) + rs(16, UP + D))
    case("ro-cnp", "ro",
         f"Ajută-mă cu declarația: CNP-ul meu este {cnp}, iar angajatorul are CUI {cui}. Rambursarea să vină în contul meu {ibanf(roib)}.",
         [cnp, ibanf(roib)], [cui], "CNP (cifră de control calculată); CUI firmă")
    awb = rd(10)
    case("ro-awb-negative", "ro",
         f"Coletul cu AWB {awb} de la Fan Courier nu a ajuns. Scrie-mi o reclamație scurtă.",
         [], [awb], "AWB")

    # Greek
    amka = gr_amka(); afm = rd(9)
    case("el-amka-afm", "el",
         f"Θέλω να κλείσω ραντεβού σε γιατρό. Ο ΑΜΚΑ μου είναι {amka} και το ΑΦΜ μου {afm}. Το ραντεβού είναι στις 14/11. Τι άλλο χρειάζομαι;",
         [amka, afm], ["14/11"], "ΑΜΚΑ (Luhn), ΑΦΜ (έλεγχος δεν υπολογίστηκε)")
    pw = pw_human(); ver_ = ver(); gal = rd(4)
    case("el-wifi", "el",
         f"Ο κωδικός του WiFi στο εξοχικό είναι {pw}. Το ρούτερ έχει firmware {ver_}. Ο κωδικός του συναγερμού είναι {gal}. Γράψε ένα σημείωμα για τους φίλους.",
         [pw, gal], [ver_], "κωδικός WiFi; έκδοση firmware")
    # Turkish
    tc = tr_tckn(); vkn = rd(10); eds = pw_human()
    case("tr-tckn", "tr",
         f"E-Devlet başvurusu için TC kimlik numaram {tc}. Şirketin vergi numarası {vkn}, dilekçeyi yazar mısın? e-Devlet şifrem {eds}, gerekirse giriş yaparım.",
         [tc, eds], [vkn], "TC kimlik (kontrol haneleri hesaplandı); şirket VKN")
    ib = iban("TR", rd(5) + "0" + rd(16)); ib2 = iban("TR", rd(5) + "0" + rd(16))
    case("tr-iban-duzeltme", "tr",
         f"Kirayı şu IBAN'a yatırsın: {ibanf(ib)}\n---\npardon, o eski hesabım, doğrusu {ibanf(ib2)}",
         [ibanf(ib), ibanf(ib2)], [], "çok mesaj: IBAN düzeltmesi (ikisi de kendi hesabı)")
    kargo = rd(12); sip = rd(9)
    case("tr-kargo-negative", "tr",
         f"Trendyol sipariş no {sip}, kargo takip no {kargo}. Üç gündür aynı şubede bekliyor, ne yapmalıyım?",
         [], [sip, kargo], "sipariş ve kargo numaraları")

    # Vietnamese
    cccd = "0" + rd(11, lead=False); vpw = pw_human()
    case("vi-cccd", "vi",
         f"Giúp mình điền đơn mở tài khoản nhé: số CCCD {cccd}, cấp ngày 15/08/2021. Mật khẩu app ngân hàng mình định đặt là {vpw}, được không?",
         [cccd, vpw], ["15/08/2021"], "CCCD (không có số kiểm tra công khai); ngày cấp")
    otp = rd(6); acc = rd(10)
    case("vi-otp-stk", "vi",
         f"Có người gọi nói là nhân viên Vietcombank, xin mã OTP {otp} mà mình vừa nhận để 'xác minh' tài khoản {acc}. Mình có nên đưa không?",
         [otp, acc], [], "OTP và số tài khoản")
    mvd = "VN" + rd(9) + "VN"; dh = rd(12)
    case("vi-shopee-negative", "vi",
         f"Đơn Shopee {dh}, mã vận đơn {mvd}, giá 189.000đ, bao giờ thì tới?",
         [], [dh, mvd, "189.000đ"], "mã đơn và mã vận đơn")

    # Thai
    tid = th_id(); ph = "08" + rd(1) + "-" + rd(3) + "-" + rd(4); tacc = "%s-%s-%s-%s" % (rd(3), rd(1), rd(5), rd(1))
    case("th-national-id", "th",
         f"ช่วยกรอกใบสมัครให้หน่อย เลขบัตรประชาชน {tid} เบอร์โทร {ph} บัญชีกสิกรไทยสำหรับรับเงินเดือน {tacc}",
         [tid, tacc], [ph], "เลขบัตรประชาชน (คำนวณหลักตรวจสอบ); เบอร์โทร")
    pp = rd(10); ref = rd(18)
    case("th-promptpay-negative", "th",
         f"โอนค่าเช่าผ่านพร้อมเพย์ของเจ้าของหอ {pp} แล้ว เลขที่อ้างอิง {ref} แต่เขาบอกยังไม่ได้รับ",
         [], [pp, ref], "พร้อมเพย์ของผู้รับและเลขอ้างอิง")

    # Indonesian
    nik = "3" + rd(15, lead=False); npwp = "%s.%s.%s.%s-%s.%s" % (rd(2), rd(3), rd(3), rd(1), rd(3), rd(3))
    case("id-nik-npwp", "id",
         f"Tolong bantu isi formulir BPJS. NIK saya {nik}, NPWP saya {npwp}.",
         [nik, npwp], [], "NIK dan NPWP (tanpa digit cek)")
    pin = rd(6); va = "8808" + rd(12)
    case("id-pin-va", "id",
         f"Mau bayar tagihan lewat virtual account {va} pakai m-banking, PIN saya {pin}. Langkahnya gimana?",
         [pin], [va], "PIN; nomor virtual account merchant")
    resi = "JP" + rd(10)
    case("id-resi-negative", "id",
         f"No resi J&T {resi} (ongkir Rp 85.000), paketnya nyangkut di gudang sortir. Gimana cara komplain?",
         [], [resi, "Rp 85.000"], "nomor resi; ongkos kirim")

    # Tagalog
    gref = rd(13); amt = "PHP " + str(R.randint(100, 3000)) + ".00"; gnum = "09" + rd(9)
    case("tl-gcash-ref", "tl",
         f"Nag-send ako ng {amt} sa GCash ng tita ko ({gnum}), Ref No. {gref}. Hindi pa raw niya natanggap, ano gagawin ko?",
         [gref], [amt, gnum], "GCash reference: settled as secret")
    pw = pw_human(); tin = "%s-%s-%s-000" % (rd(3), rd(3), rd(3))
    case("tl-password-tin", "tl",
         f"Yung password ko sa BIR eFPS ay {pw} at TIN ko {tin}. Paano ko i-reset kung nakalimutan ko?",
         [pw, tin], [], "password at TIN")

    # Swahili
    mp = rs(10, UP + D); amt = "Ksh" + str(R.randint(500, 20000)) + ".00"; pb = rd(6)
    case("sw-mpesa-confirm", "sw",
         f"Nimepokea ujumbe huu:\n---\n{mp} Imethibitishwa. {amt} imetumwa kwa KPLC PREPAID kwa akaunti {pb}.\n---\nJe, malipo yamefika?",
         [mp], [amt, pb], "msimbo wa M-Pesa: siri; nambari ya akaunti ya paybill ni ya kampuni")
    pin = rd(4)
    case("sw-mpesa-pin", "sw",
         f"Nisaidie kuandika ujumbe kwa mke wangu: PIN ya M-Pesa ni {pin}, asimwambie mtu yeyote.",
         [pin], [], "PIN ya M-Pesa")
    kra = "A" + rd(9) + rs(1, UP); nhif = rd(8)
    case("sw-kra-pin", "sw",
         f"Fomu ya kazi (mshahara KSh 45,000) inataka KRA PIN yangu {kra} na nambari ya NHIF {nhif}. Nijaze vipi?",
         [kra, nhif], ["KSh 45,000"], "KRA PIN na NHIF")

# =====================================================================
# validation and output
# =====================================================================
ALLOWED_CF = {"\u200c", "\u200d"}

def hostile(s, allow_nl):
    for ch in s:
        if ch == "\n" and allow_nl:
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp"):
            return ch
        if cat == "Cf" and ch not in ALLOWED_CF:
            return ch
        if ch == "\\":
            return ch
    return None

def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v)))
        i = text.find(v, i + 1)
    return out

def self_checks():
    errs = []
    if not luhn_ok("4242424242424242") or not luhn_ok("79927398713"):
        errs.append("luhn self-test")
    if not iban_ok("DE89370400440532013000") or not iban_ok("GB82WEST12345698765432"):
        errs.append("iban self-test")
    if not verhoeff_ok("2363") or verhoeff_digit("236") != "3":
        errs.append("verhoeff self-test")
    if aba("02100002") != "021000021":
        errs.append("aba self-test")
    return errs

def validate(cases):
    errs = self_checks()
    ids = set()
    id_re = re.compile(r"^v35-\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$")
    for c in cases:
        cid = c["id"]; t = c["text"]
        if not id_re.match(cid):
            errs.append(f"{cid}: bad id")
        if cid in ids:
            errs.append(f"{cid}: duplicate id")
        ids.add(cid)
        if not re.match(r"^[a-z]{2}$", c["lang"]):
            errs.append(f"{cid}: bad lang")
        for k in ("id", "lang", "note"):
            if not c[k] or hostile(c[k], False):
                errs.append(f"{cid}: bad {k}")
        h = hostile(t, True)
        if h:
            errs.append(f"{cid}: hostile char {h!r} in text")
        if c["note"] == "placeholder":
            errs.append(f"{cid}: placeholder note")
        allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv):
            errs.append(f"{cid}: value listed twice or in both lists")
        spans = {"s": [], "l": []}
        for kind, lst in (("s", c["secrets"]), ("l", c["lookalikes"])):
            for v in lst:
                if not v or v != v.strip():
                    errs.append(f"{cid}: empty/padded value {v!r}")
                    continue
                if hostile(v, True):
                    errs.append(f"{cid}: hostile char in value {v!r}")
                occ = occurrences(t, v)
                if not occ:
                    errs.append(f"{cid}: value not in text {v!r}")
                if len(v) <= 6 and len(occ) > 1:
                    errs.append(f"{cid}: short value occurs {len(occ)} times {v!r}")
                for a, b in occ:
                    if v[0].isdigit() and a > 0 and t[a - 1].isdigit():
                        errs.append(f"{cid}: value embedded in longer number {v!r}")
                    if v[-1].isdigit() and b < len(t) and t[b].isdigit():
                        errs.append(f"{cid}: value embedded in longer number {v!r}")
                spans[kind] += [(a, b, v) for a, b in occ]
        for a, b, v in spans["s"]:
            for x, y, w in spans["l"]:
                if a < y and x < b:
                    errs.append(f"{cid}: secret {v!r} overlaps look-alike {w!r}")
    return errs

def q(s):
    return json.dumps(s, ensure_ascii=False)

def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append(f"  - id: {q(c['id'])}")
        out.append(f"    lang: {q(c['lang'])}")
        out.append(f"    text: {q(c['text'])}")
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append(f"    {k}:")
                out += [f"      - {q(v)}" for v in c[k]]
            else:
                out.append(f"    {k}: []")
        out.append(f"    note: {q(c['note'])}")
    return "\n".join(out) + "\n"

def extra():
    dbp = pw_strong(22); jws = hexs(64); mg = "key-" + hexs(32); bsha = sha1(); tid = ruuid(); v = ver(); bucket = "acme-assets-" + rd(4)
    case("full-dotenv", "en",
         f"Can you convert this .env into a Kubernetes ConfigMap + Secret split?\n\nNODE_ENV=production\nPORT=8080\nAPP_VERSION={v}\nBUILD_SHA={bsha}\nTENANT_ID={tid}\nS3_BUCKET={bucket}\nDB_PASSWORD={dbp}\nJWT_SECRET={jws}\nMAILGUN_API_KEY={mg}",
         [dbp, jws, mg], [v, bsha, tid, bucket, "8080"], "mixed .env: which lines are secret")

    tok = jwt({"sub": rd(6), "role": "user", "iat": R.randint(1700000000, 1760000000)}); sess = cookie_val(48)
    r1 = ruuid(); r2 = ruuid(); ip1 = "203.0.113.%d" % R.randint(2, 250); tr = hexs(32); ts1 = "2025-09-14T08:%02d:%02dZ" % (R.randint(10, 59), R.randint(10, 59))
    case("access-log-tokens", "en",
         f"Why does the second request 401? log:\n{ts1} {ip1} GET /api/me 200 req_id={r1} trace={tr} auth=\"Bearer {tok}\"\n{ts1[:-3]}59Z {ip1} GET /api/orders 401 req_id={r2} cookie=\"sid={sess}\"",
         [tok, sess], [r1, r2, ip1, tr, ts1], "tokens in access log beside request ids, IPs, trace id")

    a1 = "$" + "%d.%02d" % (R.randint(10, 900), R.randint(0, 99)); a2 = "$" + "%d.%02d" % (R.randint(1000, 5000), R.randint(0, 99))
    m = "x" + rd(4); ref1 = "TRN" + rd(10); ref2 = "TRN" + rd(10); cs = "1-800-" + rd(3) + "-" + rd(4)
    case("bank-alert-negative", "en",
         f"Summarize this bank alert:\n\"Account ending {m}: a debit of {a1} (ref {ref1}) posted on 09/03/2025. Your available balance is {a2}. A pending credit ref {ref2} is under review. Questions? Call {cs}.\"",
         [], [m, a1, a2, ref1, ref2, "09/03/2025", cs], "bank alert with masked account, amounts, refs")

    kp = pw_strong(24); kt = glpat(); dig = "sha256:" + sha256(); uid = ruuid(); rv = rd(7)
    case("k8s-secret-manifest", "en",
         f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: registry-creds\n  uid: {uid}\n  resourceVersion: \"{rv}\"\nstringData:\n  password: \"{kp}\"\n  gitlab-token: \"{kt}\"\n\n# the pod uses image registry.acme.dev/api@{dig}, is the secret mounted right?",
         [kp, kt], [uid, rv, dig], "Kubernetes Secret with stringData; uid, resourceVersion, image digest (the --- here is YAML, not a message break)")

    svnr = rd(2) + "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + R.choice(UP) + rd(3, lead=False)
    ib = iban("DE", rd(8) + rd(10)); pnr = "P-" + rd(5); brutto = "%s,%02d €" % ("{:,}".format(R.randint(2500, 6000)).replace(",", "."), R.randint(0, 99)); bn = rd(8)
    case("de-gehaltsabrechnung", "de",
         f"Erklär mir bitte meine Gehaltsabrechnung: Personalnummer {pnr}, Brutto {brutto}, Sozialversicherungsnummer {svnr}, Auszahlung auf {ibanf(ib)}. Betriebsnummer des Arbeitgebers {bn}, Abrechnungsmonat 08/2025.",
         [svnr, ibanf(ib)], [pnr, brutto, bn, "08/2025"], "SV-Nummer (Prüfziffer nicht berechnet) und IBAN; Personal- und Betriebsnummer")

    kouza = rd(7); anshou = rd(4); shiten = rd(3); kingaku = "{:,}円".format(R.randint(10000, 300000)); irai = rd(10)
    case("ja-furikomi", "ja",
         f"振込のメモを整理して：三井住友銀行 支店番号{shiten}、普通預金 口座番号{kouza}、キャッシュカードの暗証番号は{anshou}。今月の家賃{kingaku}、振込依頼番号{irai}。",
         [kouza, anshou], [shiten, kingaku, irai], "口座番号と暗証番号；支店番号（公開）、金額、依頼番号")

    code = rd(5); mask = "*" + rd(4); summa = "{} ₽".format(R.randint(1000, 90000)); bal = "{} ₽".format(R.randint(1000, 90000))
    case("ru-sms-bank", "ru",
         f"Пришли две СМС, объясни что это:\n«Код для входа в СберБанк Онлайн: {code}. Никому его не сообщайте»\n«MIR{mask} 14:22 Покупка {summa} PYATEROCHKA Баланс: {bal}»",
         [code], [mask, summa, bal, "14:22"], "код входа; маска карты, сумма, баланс, время")

    senha = pw_human(); linha = "%s.%s %s.%s %s.%s %s %s" % (rd(5), rd(5), rd(5), rd(6), rd(5), rd(6), rd(1), rd(14)); pedido = "#" + rd(7); val = "R$ %d,%02d" % (R.randint(50, 900), R.randint(0, 99))
    case("pt-boleto-senha", "pt",
         f"Comprei na loja, pedido {pedido}, valor {val}. A linha digitável do boleto é {linha}. Pra pagar no app preciso da senha de 8 dígitos? A minha de internet banking é {senha}.",
         [senha], [pedido, val, linha], "senha do banco; boleto da loja, pedido e valor")

def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v35.py heldout_v35.yaml", file=sys.stderr)
        sys.exit(2)
    english(); intl1(); intl2(); extra()
    cases = []
    for n, c in enumerate(CASES, 1):
        cases.append({"id": "%s-%03d-%s" % (PREFIX, n, c["slug"]), "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    errs = validate(cases)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as f:
        f.write(dump(cases))
    print("wrote %d cases to %s" % (len(cases), sys.argv[1]))

if __name__ == "__main__":
    main()
