#!/usr/bin/env python3
"""Deterministic generator for the frozen blind redaction set heldout_v21.yaml.

Usage: python make_heldout_v21.py [output_path]   (default: heldout_v21.yaml next to this file)
No network, no clock; all random values come from one fixed seed.
"""
import base64
import json
import os
import random
import string
import sys

import yaml

R = random.Random(21_2021_0621)

DIG = string.digits
UP = string.ascii_uppercase
LOW = string.ascii_lowercase
AN = string.ascii_letters + string.digits
ANU = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"


def rc(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n, first_nonzero=False):
    s = rc(DIG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def group(s, n=4, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- checksums
def luhn_check(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def card(prefix, length=16):
    body = prefix + digits(length - len(prefix) - 1)
    return body + luhn_check(body)


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"


def cn_id(area, birth):
    body = area + birth + digits(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


TW_LET = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
              N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id(letter, gender):
    body = gender + digits(7)
    n = TW_LET[letter]
    s = (n // 10) + (n % 10) * 9 + sum(int(d) * w for d, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    return letter + body + str((10 - s % 10) % 10)


def hk_id(letter):
    ds = digits(6)
    vals = [36, ord(letter) - 55] + [int(d) for d in ds]
    s = sum(v * w for v, w in zip(vals, [9, 8, 7, 6, 5, 4, 3, 2]))
    c = (11 - s % 11) % 11
    return f"{letter}{ds}({'A' if c == 10 else c})"


def jp_mynumber():
    body = digits(11, True)
    s = 0
    for n, ch in enumerate(reversed(body), start=1):
        q = n + 1 if n <= 6 else n - 5
        s += int(ch) * q
    r = s % 11
    return body + str(0 if r <= 1 else 11 - r)


def kr_rrn(birth, g):
    body = birth + g + digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(body, w))
    full = body + str((11 - s % 11) % 10)
    return full[:6] + "-" + full[6:]


def kr_brn():
    body = digits(9, True)
    w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * b for a, b in zip(body, w)) + (int(body[8]) * 5) // 10
    full = body + str((10 - s % 10) % 10)
    return f"{full[:3]}-{full[3:5]}-{full[5:]}"


def de_stid():
    while True:
        first = R.choice("123456789")
        pool = [d for d in DIG if d != first]
        R.shuffle(pool)
        chosen = [first] + pool[:8]
        dup = R.choice(chosen)
        ten = chosen + [dup]
        rest = ten[1:]
        R.shuffle(rest)
        ten = [first] + rest
        if ten.count("0") and ten[0] == "0":
            continue
        prod = 10
        for ch in ten:
            s = (int(ch) + prod) % 10
            if s == 0:
                s = 10
            prod = (s * 2) % 11
        c = 11 - prod
        if c == 10:
            c = 0
        return "".join(ten) + str(c)


def de_kvnr():
    letter = R.choice(UP)
    ds = digits(8)
    n = f"{ord(letter) - 64:02d}" + ds
    s = 0
    for i, ch in enumerate(n):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return letter + ds + str(s % 10)


def fr_nir(sex, yy, mm, dep):
    body = sex + yy + mm + dep + digits(3) + digits(3)
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def es_dni():
    n = digits(8)
    return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]


def pt_nif():
    body = R.choice("123") + digits(7)
    s = sum(int(d) * w for d, w in zip(body, range(9, 1, -1)))
    c = 11 - s % 11
    return body + str(0 if c >= 10 else c)


def br_cpf():
    b = [int(d) for d in digits(9)]
    for k in (10, 11):
        s = sum(d * w for d, w in zip(b, range(k, 1, -1)))
        c = (s * 10) % 11
        b.append(0 if c == 10 else c)
    s = "".join(map(str, b))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"


CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_cf(prefix15):
    s = 0
    for i, ch in enumerate(prefix15):
        v = int(ch) if ch.isdigit() else ord(ch) - 65
        s += CF_ODD[v] if i % 2 == 0 else v
    return prefix15 + chr(65 + s % 26)


def nl_bsn():
    while True:
        b = digits(8, True)
        s = sum(int(d) * w for d, w in zip(b, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            return b + str(c)


def pl_pesel(yymmdd):
    body = yymmdd + digits(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


def pl_nip():
    while True:
        b = digits(9, True)
        s = sum(int(a) * w for a, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if s < 10:
            f = b + str(s)
            return f"{f[:3]}-{f[3:6]}-{f[6:8]}-{f[8:]}"


def ru_snils():
    while True:
        b = digits(9, True)
        s = sum(int(d) * w for d, w in zip(b, range(9, 0, -1)))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return f"{b[:3]}-{b[3:6]}-{b[6:9]} {c:02d}"


def ru_inn10():
    b = digits(9, True)
    s = sum(int(d) * w for d, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8]))
    return b + str(s % 11 % 10)


def ua_rnokpp():
    b = digits(9, True)
    s = sum(int(d) * w for d, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7]))
    return b + str(s % 11 % 10)


def tr_tckn():
    d = [int(x) for x in digits(9, True)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def ae_eid(year):
    body = "784" + year + digits(7)
    f = body + luhn_check(body)
    return f"{f[:3]}-{f[3:7]}-{f[7:14]}-{f[14]}"


def ir_melli():
    b = digits(9, True)
    s = sum(int(d) * w for d, w in zip(b, range(10, 1, -1)))
    r = s % 11
    return b + str(r if r < 2 else 11 - r)


def il_tz():
    b = digits(8)
    s = 0
    for i, ch in enumerate(b):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p // 10 + p % 10
    return b + str((10 - s % 10) % 10)


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def in_aadhaar():
    b = R.choice("23456789") + digits(10)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    f = b + str(V_INV[c])
    return f"{f[:4]} {f[4:8]} {f[8:]}"


def th_id():
    b = R.choice("1358") + digits(11)
    s = sum(int(d) * w for d, w in zip(b, range(13, 1, -1)))
    f = b + str((11 - s % 11) % 10)
    return f"{f[0]}-{f[1:5]}-{f[5:10]}-{f[10:12]}-{f[12]}"


def se_pnr(yymmdd):
    b = yymmdd + digits(3)
    return f"{yymmdd}-{b[6:]}{luhn_check(b)}"


def fi_hetu(ddmmyy, sep="-"):
    while True:
        z = f"{R.randint(2, 899):03d}"
        n = int(ddmmyy + z)
        return f"{ddmmyy}{sep}{z}" + "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31]


def cz_rc(yymmdd):
    while True:
        b = yymmdd + digits(3)
        c = int(b) % 11
        if c < 10:
            return f"{yymmdd}/{b[6:]}{c}"


def ro_cnp(s, yymmdd, county):
    b = s + yymmdd + county + digits(3)
    w = "279146358279"
    c = sum(int(a) * int(x) for a, x in zip(b, w)) % 11
    return b + str(1 if c == 10 else c)


def gr_afm():
    b = digits(8, True)
    s = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(b))
    return b + str(s % 11 % 10)


def gr_amka(ddmmyy):
    b = ddmmyy + digits(4)
    return b + luhn_check(b)


def hu_taj():
    b = digits(8, True)
    s = sum(int(d) * (3 if i % 2 == 0 else 7) for i, d in enumerate(b))
    f = b + str(s % 10)
    return f"{f[:3]} {f[3:6]} {f[6:]}"


def hu_adoaz():
    while True:
        b = "8" + digits(8)
        c = sum(int(d) * (i + 1) for i, d in enumerate(b)) % 11
        if c < 10:
            return b + str(c)


def ca_sin():
    b = R.choice("1234567") + digits(7)
    f = b + luhn_check(b)
    return f"{f[:3]} {f[3:6]} {f[6:]}"


def au_tfn():
    while True:
        b = digits(8, True)
        w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
        for last in DIG:
            f = b + last
            if sum(int(d) * x for d, x in zip(f, w)) % 11 == 0:
                return f"{f[:3]} {f[3:6]} {f[6:]}"


def au_medicare():
    b = R.choice("23456") + digits(7)
    c = sum(int(d) * w for d, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    f = b + str(c) + R.choice("12345")
    return f"{f[:4]} {f[4:9]} {f[9]}"


def aba_routing():
    b = digits(8, True)
    s = sum(int(d) * w for d, w in zip(b, [3, 7, 1, 3, 7, 1, 3, 7]))
    return b + str((10 - s % 10) % 10)


def us_ssn():
    a = R.randint(100, 665)
    return f"{a:03d}-{R.randint(10, 99):02d}-{R.randint(1000, 9999):04d}"


def uk_nino():
    return rc("ABCEGHJKLMNPRSTWXYZ", 1) + rc("ABCEGHJKLMNPRSTWXYZ", 1) + " " + group(digits(6), 2) + " " + R.choice("ABCD")


def cn_uscc():
    chars = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    body = "9131" + "0115" + digits(2) + rc("0123456789ABCDEFGHJKLMNPQRTUWXY", 7)
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(chars.index(c) * x for c, x in zip(body, w))
    return body + chars[(31 - s % 31) % 31]


def isbn13(prefix):
    body = prefix + digits(12 - len(prefix))
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    f = body + str((10 - s % 10) % 10)
    return f"{f[:3]}-{f[3]}-{f[4:8]}-{f[8:12]}-{f[12]}"


def totp_seed(n=32):
    return rc(B32, n)


def b64u(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    return b64u({"alg": alg, "typ": "JWT"}) + "." + b64u(payload) + "." + rc(B64U, 43 if alg == "HS256" else 86)


def pem(kind, lines, last=None):
    body = [rc(B64, 64) for _ in range(lines)]
    body.append(rc(B64, last or 40) + "==")
    return f"-----BEGIN {kind}-----\n" + "\n".join(body) + f"\n-----END {kind}-----"


def uuid4():
    h = rc(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
       "accuse achieve acid acoustic acquire across action actor actress actual adapt addict address "
       "adjust admit adult advance advice aerobic affair afford afraid again agent agree ahead airport "
       "aisle alarm album alcohol alert alien alley allow almost alone alpha already alter always "
       "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle "
       "announce annual another answer antenna antique anxiety apart apology appear apple approve "
       "april arch arctic arena argue armed armor army around arrange arrest arrive arrow artefact "
       "artist artwork aspect assault asset assist assume asthma athlete atom attack attend attitude "
       "attract auction audit august aunt author autumn average avocado avoid awake aware awesome "
       "awful awkward axis bamboo cactus dolphin eagle forest garden harbor jungle kitten lemon "
       "museum orbit oxygen piano planet puzzle quantum ribbon river rocket salmon shadow sunset "
       "tiger tunnel umbrella valley velvet wagon window wrist yellow zone").split()


def seed_words(n):
    return " ".join(R.sample(BIP, n))


CASES = []


def add(lang, note, text, secrets=(), looks=()):
    for s in list(secrets) + list(looks):
        if s not in text:
            raise SystemExit(f"substring not in text: {s!r}\n--- in ---\n{text}")
    CASES.append({"lang": lang, "text": text, "secrets": list(secrets), "lookalikes": list(looks), "note": note})


# ======================================================================= en
def build_en():
    add("en", "password: VPN password in prose, corrected in a follow-up message",
        "can you help me write a polite email to IT? my vpn login stopped working since monday. "
        "user is d.okafor and the password I've been typing is Brightwater#2291\n---\n"
        "sorry, it's actually Brightwater#2219, I swapped the last digits. does that change anything?",
        ["Brightwater#2291", "Brightwater#2219"])

    add("en", "wifi+access-code: guest welcome note with Wi-Fi password and lockbox code",
        "Draft a short welcome note for our Airbnb guests. Network: Casa_Lumen_5G, password is "
        "olive-tree-4417. Lockbox by the side gate opens with 3390. Checkout 11:00, trash goes out Thursday.",
        ["olive-tree-4417", "3390"], ["11:00"])

    k_openai = "sk-proj-" + rc(AN + "-_", 74) + "T3BlbkFJ" + rc(AN + "-_", 74)
    k_stripe = "sk_live_51" + rc(AN, 97)
    k_pub = "pk_live_51" + rc(AN, 97)
    dbpw = "pR7v" + rc(AN, 14)
    add("en", "api-key: .env with OpenAI and Stripe secret keys, DB URL password; publishable key is public",
        "my node app keeps throwing 'Invalid API key provided' in prod only. here's the .env from the server:\n\n"
        "```\nNODE_ENV=production\nPORT=8080\n"
        f"OPENAI_API_KEY={k_openai}\n"
        f"STRIPE_SECRET_KEY={k_stripe}\n"
        f"STRIPE_PUBLISHABLE_KEY={k_pub}\n"
        f"DATABASE_URL=postgres://shop_app:{dbpw}@10.0.3.17:5432/shop\n```\n\n"
        "the publishable one is already in the frontend bundle so that's fine. what else could it be?",
        [k_openai, k_stripe, dbpw], [k_pub])

    akid = "AKIA" + rc(UP + "234567", 16)
    asec = rc(AN + "/+", 40)
    add("en", "api-key: AWS credentials file; the docs example key id is a look-alike",
        "aws cli says SignatureDoesNotMatch. my ~/.aws/credentials:\n\n[default]\n"
        f"aws_access_key_id = {akid}\naws_secret_access_key = {asec}\nregion = eu-central-1\n\n"
        "I copied the format from the docs page that uses AKIAIOSFODNN7EXAMPLE, did I mess up the spacing?",
        [akid, asec], ["AKIAIOSFODNN7EXAMPLE"])

    ghp = "ghp_" + rc(AN, 36)
    sha = rc(HEX, 40)
    add("en", "token: GitHub PAT embedded in a git remote URL; commit hash is a look-alike",
        f"git remote -v prints\norigin  https://mkovacs:{ghp}@github.com/mkovacs/dotfiles.git (fetch)\n"
        f"How do I get the token out of the URL without losing my branch? last good commit was {sha}.",
        [ghp], [sha])

    tok = jwt({"sub": "u_48213", "name": "Priya N", "role": "editor", "iat": 1717430400, "exp": 1717516800})
    rid = uuid4()
    add("en", "jwt: bearer JWT in a curl command; request id UUID is a look-alike",
        "why does this return 401?\n\ncurl -X PATCH https://api.notely.app/v2/notes/991 \\\n"
        f"  -H 'Authorization: Bearer {tok}' \\\n  -H 'Content-Type: application/json' -d '{{\"pinned\":true}}'\n\n"
        f"response body: {{\"error\":\"token_expired\",\"request_id\":\"{rid}\"}}",
        [tok], [rid])

    key = pem("OPENSSH PRIVATE KEY", 6)
    fp = "SHA256:" + rc(AN + "+/", 43)
    add("en", "private-key: OpenSSH private key pasted; public fingerprint is a look-alike",
        f"ssh keeps asking for a passphrase I never set. This is the key file (~/.ssh/id_ed25519):\n\n{key}\n\n"
        f"and `ssh-keygen -lf` on the .pub gives {fp} (ED25519). Is the file corrupted?",
        [key], [fp])

    cc = card("4147", 16)
    add("en", "card: Visa number, expiry and CVV typed for a booking; confirmation number is a look-alike",
        "Can you fill in the hotel form for me? Name Marta Lindqvist, card " + group(cc) +
        ", expires 09/27, security code 381. Their confirmation number from the phone call was HX-77310-Q.",
        [group(cc), "09/27", "381"], ["HX-77310-Q"])

    ssn = us_ssn()
    add("en", "ssn: US Social Security number in a tax form question; public employer EIN is a look-alike",
        f"filling out my W-4 and I-9 today. my SSN is {ssn} - do I put it with dashes? "
        "the employer's EIN on their website is 84-2716530, does that go on my part too?",
        [ssn], ["84-2716530"])

    pno = R.choice("56") + digits(8)
    add("en", "passport: US passport number when renewing; flight number is a look-alike",
        f"I'm renewing by mail (DS-82). Old passport number {pno}, issued 2016. "
        "Will it arrive before my flight DL 264 on June 30?",
        [pno], ["DL 264"])

    otp = digits(6)
    add("en", "otp: bank SMS verification code pasted while asking if the text is a scam",
        f"got this text just now, is it legit?\n\"Chase: Your one-time code is {otp}. Don't share it. "
        "We'll never call to ask for it. Reply STOP to 24273\"\nsomeone called me 2 min before asking to 'verify my identity'",
        [otp], ["24273"])

    codes = [f"{digits(4)} {digits(4)}" for _ in range(5)]
    add("en", "recovery-codes: Google backup codes pasted into a note request",
        "Help me format these into a printable card, I'll keep it in the drawer:\n" +
        "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)) + "\n(Google backup codes, generated last week)",
        codes)

    seed = totp_seed(32)
    add("en", "totp: authenticator setup key typed out while migrating phones",
        "moving to a new phone, Authy won't export. the 'can't scan?' setup key I saved for my Coinbase login is "
        f"{group(seed)} - can I just type this into Google Authenticator?",
        [group(seed)])

    phrase = seed_words(12)
    addr = "0x" + rc("0123456789abcdefABCDEF", 40)
    add("en", "seed-phrase: 12-word wallet recovery phrase; public receiving address is a look-alike",
        f"is it safe to import my MetaMask wallet into Rabby? recovery phrase: {phrase}\n"
        f"my public address is {addr} if you need it to check the balance",
        [phrase], [addr])

    add("en", "security-answer: bank security question answers listed",
        "my bank wants me to 'refresh' security questions. old ones: mother's maiden name - Kowalczyk; "
        "first pet - Biscuit; street I grew up on - Alder Lane. Are these too guessable? suggest better ones",
        ["Kowalczyk", "Biscuit", "Alder Lane"])

    add("en", "policy-talk: password policy discussion with only a famous public example",
        "We're writing our password policy. Min 12 characters, no forced rotation, check against breached lists. "
        "Should I cite the xkcd 'correct horse battery staple' idea or is that outdated? Also is "
        "P@ssw0rd the kind of thing the breach list would catch?",
        [], ["correct horse battery staple", "P@ssw0rd"])

    add("en", "near-miss: 'the code is in the repo' with ticket id, no secret",
        "The access code thing is in the repo, see docs/setup.md step 3 - I don't get what it means by "
        "'seed the local vault'. Ticket OPS-4471 has more context.",
        [], ["OPS-4471"])

    add("en", "near-miss: question about PIN length, no secret",
        "My bank app lets me choose a 4 or 6 digit PIN. Is 6 meaningfully safer, or does it not matter "
        "because they lock you out after 3 tries?",
        [], [])

    pgpw = rc(AN, 20)
    add("en", "password: docker-compose with real DB password and a placeholder explained as such",
        "docker compose up fails with 'password authentication failed'. compose file:\n\n```yaml\nservices:\n"
        "  db:\n    image: postgres:16.3\n    environment:\n      POSTGRES_USER: wiki\n"
        f"      POSTGRES_PASSWORD: {pgpw}\n  app:\n    image: ghcr.io/requarks/wiki:2.5\n    environment:\n"
        "      DB_PASS: changeme   # placeholder, gets overwritten by the entrypoint script\n```",
        [pgpw], ["changeme", "postgres:16.3"])

    raw = "Pa55-" + rc(AN, 12)
    enc = base64.b64encode(raw.encode()).decode()
    add("en", "password: Kubernetes Secret with base64-encoded password; image tag is a look-alike",
        "is base64 in a k8s Secret encryption? asking because of this manifest:\n\napiVersion: v1\nkind: Secret\n"
        "metadata:\n  name: smtp-creds\ntype: Opaque\ndata:\n  username: bm9yZXBseQ==\n"
        f"  password: {enc}\n\n# used by deployment mailer, image nginx:1.25.3",
        [enc], ["nginx:1.25.3"])

    txt = base64.b64encode(b"Hello from the book club! Meeting moved to Thursday.").decode()
    add("en", "base64-plain: user asks to decode base64 of ordinary text",
        f"my friend sent me this as a joke, what does it say? {txt}", [], [txt])

    u1, u2 = uuid4(), uuid4()
    add("en", "uuid: UUIDs used as record ids in SQL, no secret",
        f"why does this return zero rows?\nSELECT * FROM orders WHERE customer_id = '{u1}'\n"
        f"  AND warehouse_id = '{u2}' AND status <> 'cancelled';", [], [u1, u2])

    xoxb = f"xoxb-{digits(12, True)}-{digits(13, True)}-{rc(AN, 24)}"
    c1 = rc(HEX, 40)
    add("en", "token: Slack bot token committed to git; commit sha is a look-alike",
        f"I accidentally committed our Slack bot token ({xoxb}) in {c1}. "
        "I already rotated it. Do I still need git filter-repo?", [xoxb], [c1])

    add("en", "order-number+phone: delivery complaint with order and phone numbers",
        "Order 113-4827719-5530912 still says 'shipped' after 9 days. Tracking 1Z999AA10123456784. "
        "Should I call +1 888 280 4331 or use chat?",
        [], ["113-4827719-5530912", "1Z999AA10123456784", "+1 888 280 4331"])

    add("en", "access-code: home alarm code for a pet sitter",
        "Writing instructions for the cat sitter. Alarm panel is by the back door, type 7 1 9 4 then OFF. "
        "Food is in the pantry, 1/3 cup twice a day.", ["7 1 9 4"], ["1/3 cup"])

    add("en", "access-code: hotel room safe code; room number is a look-alike",
        "I'm in room 1412 and set the safe to 240618 last night, now it shows ERR and won't open. "
        "what do I say to the front desk?", ["240618"], ["1412"])

    add("en", "access-code: family gate code and where the spare key is",
        "For mom's visit: gate keypad code is 4472#, then the spare key is under the blue pot. "
        "Parking is on Elm St after 6pm. can you turn this into a text for her?", ["4472#"], ["6pm"])

    rp = "gT9$vq!2Lw" + rc(AN, 3)
    add("en", "password: announced in one message, sent alone in the next",
        f"I'm going to paste the router admin password next so you can write the setup steps for my dad\n---\n{rp}\n---\n"
        "it's a TP-Link Archer AX55, firmware 1.1.4", [rp], ["1.1.4"])

    sqlpw = rc(AN + "!#%", 18)
    add("en", "conn-string: SQL Server connection string with password",
        "EF Core migration times out. appsettings.json:\n{\n  \"ConnectionStrings\": {\n    \"Default\": "
        f"\"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=svc_orders;Password={sqlpw};Encrypt=True;\"\n"
        "  }\n}", [sqlpw], ["1433"])

    acc = rc(B64, 86) + "=="
    add("en", "conn-string: Azure storage account key in connection string",
        "blob upload 403s. using DefaultEndpointsProtocol=https;AccountName=famphotos01;AccountKey="
        f"{acc};EndpointSuffix=core.windows.net  -- is the key wrong or the container ACL?", [acc])

    mpw = rc(AN, 16)
    add("en", "url-cred: MongoDB SRV URI with user:password",
        f"mongoose.connect('mongodb+srv://leo_admin:{mpw}@cluster0.x7kq2.mongodb.net/recipes?retryWrites=true') "
        "hangs forever on my laptop but works on render.com", [mpw])

    ant = "sk-ant-api03-" + rc(AN + "-_", 93) + "AA"
    hf = "hf_" + rc(AN, 34)
    add("en", "api-key: shell exports of Anthropic and Hugging Face keys; README placeholder is a look-alike",
        "added these to ~/.zshrc but python still can't see them:\n"
        f"export ANTHROPIC_API_KEY=\"{ant}\"\nexport HF_TOKEN={hf}\n"
        "the README says to use ANTHROPIC_API_KEY=YOUR_API_KEY, I replaced it with the real one",
        [ant, hf], ["YOUR_API_KEY"])

    tw = rc(HEX, 32)
    add("en", "api-key: hardcoded Twilio auth token; variable names are look-alikes",
        "code review please:\n```python\nTWILIO_SID = 'AC" + rc(HEX, 32) + "'\n"
        f"TWILIO_AUTH = '{tw}'\n\ndef reset(user):\n    token_url = f'{{BASE}}/reset/{{user.id}}'\n"
        "    if check(user.password_hash):\n        send_sms(user.phone, token_url)\n```",
        [tw], ["token_url", "password_hash"])

    add("en", "placeholder: docs snippet with <token> and xxxx placeholders only",
        "The API docs say: curl -H \"Authorization: Bearer <token>\" https://api.example.com/v1/me and "
        "set X-Client-Id: xxxx-xxxx. Do I literally send <token>?", [], ["<token>", "xxxx-xxxx"])

    site = "6Lc" + rc(AN + "-_", 37)
    sec = "6Lc" + rc(AN + "-_", 37)
    add("en", "api-key: reCAPTCHA secret key vs public site key of the same shape",
        f"reCAPTCHA v2: the site key {site} is in the HTML and works. On the server I verify with secret={sec} "
        "but always get 'invalid-input-secret'. Same Google project.", [sec], [site])

    mpk = "pk.eyJ1Ijoi" + rc(AN, 30) + "." + rc(AN + "-_", 22)
    msk = "sk.eyJ1Ijoi" + rc(AN, 30) + "." + rc(AN + "-_", 22)
    add("en", "token: Mapbox secret token vs public pk token",
        f"map tiles load with my public token {mpk} but the upload script needs the sk one: {msk}. "
        "is it ok to keep the sk token in the github actions yaml?", [msk], [mpk])

    tg = f"{digits(10, True)}:AA{rc(AN + '-_', 33)}"
    add("en", "token: Telegram bot token in Python code",
        f"```python\nfrom telegram.ext import ApplicationBuilder\napp = ApplicationBuilder().token(\"{tg}\").build()\n```\n"
        "bot doesn't answer /start, python-telegram-bot 21.1", [tg], ["21.1"])

    dwh = rc(AN + "-_", 68)
    add("en", "token: Discord webhook URL with its secret path",
        f"my GitHub action posts nothing: webhook is https://discord.com/api/webhooks/{digits(19, True)}/{dwh} "
        "and I send {\"content\": \"deploy ok\"}", [dwh])

    mbi = digits(1, True) + rc("ACDEFGHJKMNPQRTUVWXY", 1) + rc("ACDEFGHJKMNPQRTUVWXY" + DIG, 1) + digits(1) + "-" + \
        rc("ACDEFGHJKMNPQRTUVWXY", 1) + rc("ACDEFGHJKMNPQRTUVWXY" + DIG, 1) + digits(1) + "-" + \
        rc("ACDEFGHJKMNPQRTUVWXY", 2) + digits(2)
    add("en", "health-insurance: Medicare MBI for a parent; the CMS sample MBI is a look-alike",
        f"Helping my dad with a pharmacy form. His Medicare number is {mbi}. The form's example shows "
        "1EG4-TE5-MK73, so I guess dashes are fine?", [mbi], ["1EG4-TE5-MK73"])

    rt = aba_routing()
    an = digits(10, True)
    add("en", "bank-account: US checking account number; routing number is public bank identifier [aba]",
        f"setting up direct deposit. routing {rt} (that's the bank's, printed on their site) and my account "
        f"number {an}. which one goes in 'ABA'?", [an], [rt])

    nino = uk_nino()
    ukacct = digits(8)
    add("en", "national-id+bank-account: UK NI number and account number; sort code is a look-alike",
        f"New job onboarding form: National Insurance number {nino}, sort code 20-45-77, account {ukacct}. "
        "Is it normal they ask for all that by email??", [nino, ukacct], ["20-45-77"])

    sin = ca_sin()
    add("en", "national-id: Canadian SIN in a CRA question [ca-sin]",
        f"CRA My Account locked me out. they want my SIN ({sin}) plus a line from last year's return. "
        "Which line is 15000?", [sin], ["15000"])

    tfn = au_tfn()
    med = au_medicare()
    add("en", "tax-id+health-insurance: Australian TFN and Medicare card number [au-tfn] [au-medicare]",
        f"Centrelink form asks for TFN and Medicare. mine are TFN {tfn} and Medicare {med} (I'm number 1 on the card). "
        "postcode 3056. am I missing anything?", [tfn, med], ["3056"])

    add("en", "version+price: software upgrade quote with versions and prices",
        "Vendor wants $1,249.00/yr to move us from v2.14.3 to 3.0.0-rc.2. Last year we paid $980. worth it?",
        [], ["$1,249.00", "v2.14.3", "3.0.0-rc.2"])

    add("en", "formula+sku: chemistry homework with SKU of lab kit",
        "Balance this: C8H10N4O2 + O2 -> CO2 + H2O + N2. Also the lab kit SKU HX-4410-BLK is out of stock, any alternative?",
        [], ["C8H10N4O2", "HX-4410-BLK"])

    dig = "sha256:" + rc(HEX, 64)
    add("en", "commit-hash: docker image digest and commit sha, no secret",
        f"prod runs image@{dig}, built from commit {rc(HEX, 7)}. How do I find which tag that digest was?",
        [], [dig])

    sess = rc(AN, 48)
    trace = rc(HEX, 32)
    add("en", "token: session cookie in a pasted HTTP log; trace id is a look-alike",
        "log from the proxy:\n```\nHTTP/1.1 302 Found\nLocation: /dashboard\n"
        f"Set-Cookie: __Host-session={sess}; Path=/; Secure; HttpOnly; SameSite=Lax\nX-Trace-Id: {trace}\n```\n"
        "why does chrome not keep the cookie on localhost?", [sess], [trace])

    npm = "npm_" + rc(AN, 36)
    add("en", "token: npm auth token in .npmrc",
        f"publishing fails 403. my .npmrc:\n//registry.npmjs.org/:_authToken={npm}\nregistry=https://registry.npmjs.org/\n"
        "package is @lumen/ui 0.9.2", [npm], ["0.9.2"])

    glp = "glpat-" + rc(AN + "-_", 20)
    add("en", "token: GitLab PAT in CI yaml; pipeline id is a look-alike",
        f"pipeline #1184302 fails at `git push` step. .gitlab-ci.yml has\n  script:\n    - git remote set-url origin "
        f"https://oauth2:{glp}@gitlab.com/team/site.git\n    - git push origin HEAD:main",
        [glp], ["#1184302"])

    sg = "SG." + rc(AN + "-_", 22) + "." + rc(AN + "-_", 43)
    add("en", "api-key: SendGrid key in a Python snippet",
        f"sg = SendGridAPIClient('{sg}')\nresponse = sg.send(message)  # 401 Unauthorized?? key created yesterday",
        [sg])

    add("en", "password: Wi-Fi password split across two messages",
        "the wifi password at the cabin is long so I'll send it in two parts. first half: Blue7Heron\n---\n"
        "second half: -Lantern!42\n---\nnow can you make a little sign for the fridge with it?",
        ["Blue7Heron", "-Lantern!42"])

    isb = isbn13("97803")
    add("en", "isbn: book edition lookup by ISBN [isbn13]",
        f"Is ISBN {isb} the 2nd edition of the textbook or the international one? Professor said 2nd.",
        [], [isb])

    pgp = pem("PGP PUBLIC KEY BLOCK", 5)
    add("en", "public-key: PGP public key block explicitly for publishing",
        f"I want to put my public key on my website's contact page. Is this the right part to copy?\n\n{pgp}\n\n"
        "(exported with gpg --armor --export)", [], [pgp])

    sshpub = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rc(AN + "+/", 43) + " ana@thinkpad"
    add("en", "public-key: SSH public key line for authorized_keys",
        f"adding my laptop to the server, I pasted this into authorized_keys but still get Permission denied:\n{sshpub}",
        [], [sshpub])

    add("en", "near-miss: last four digits of a card and a dispute case number",
        "There's a charge I don't recognize on my Visa ending in 4417, dispute case 2024-118873. "
        "Merchant shows as SQ *BLUEFIN. How long do disputes take?", [], ["4417", "2024-118873"])

    pin = digits(4)
    add("en", "pin: debit card PIN told to a family member in a message draft",
        f"help me word a text to my son: the debit card for groceries is in the kitchen drawer, PIN {pin}, "
        "don't spend more than $150 this week", [pin], ["$150"])

    gpw = "k1tchen-Table-" + digits(2)
    add("en", "password: password in parentheses after the account name",
        f"set up the shared family Netflix: login is family.ruiz@gmx.net (pw {gpw}). "
        "Can you write instructions for grandma's TV, it's a Samsung QN65Q80C", [gpw], ["QN65Q80C"])

    add("en", "flight+postal: travel logistics with flight, gate and postal code",
        "Landing on BA 287 at 14:35, gate C52. Hotel is at 94103 zip, Market St. Fastest way by BART?",
        [], ["BA 287", "14:35", "94103"])

    cmp_no = "SC" + digits(6)
    add("en", "company-reg: public UK company number from Companies House",
        f"Is company number {cmp_no} the same as their VAT number? I need it for an invoice template, "
        "invoice INV-2024-0381.", [], [cmp_no, "INV-2024-0381"])

    lk = digits(4)
    add("en", "access-code: gym locker combination",
        f"Lost my gym locker key thing, no wait, it's a combination lock. I set it to {lk}. Can staff override those?",
        [lk])

    sentry_ex = "https://examplePublicKey@o0.ingest.sentry.io/0"
    dd = rc(HEX, 32)
    add("en", "api-key: Datadog API key in helm values; docs example DSN is a look-alike",
        f"helm values.yaml:\ndatadog:\n  apiKey: {dd}\n  site: datadoghq.eu\nsentry:\n  dsn: {sentry_ex}  # example from docs, to be replaced\n"
        "agent pods CrashLoopBackOff, logs say 'API Key invalid'", [dd], [sentry_ex])


# ======================================================================= zh
def build_zh():
    pay = digits(6)
    add("zh", "pin: 6-digit payment PIN told to a parent",
        f"妈，我把支付宝的支付密码改成{pay}了，你买菜的时候用这个，别告诉别人哈。还有超市会员卡号是手机号。",
        [pay])

    up = card("6228", 19)
    add("zh", "card: UnionPay debit card with expiry and CVN2 on a dubious site",
        f"帮我看看这个网站靠谱吗？它让我填：卡号 {up}，有效期 08/28，背面三位数 517。我已经填了一半了",
        [up, "08/28", "517"])

    cid = cn_id("110105", "19880314")
    add("zh", "national-id: Chinese resident ID for a flight booking; flight number is a look-alike [cn-id]",
        f"帮我给携程客服写段话：我订的 CA1831 航班乘机人身份证号填错了，正确的是{cid}，姓名王丽娟，能不能免费改？",
        [cid], ["CA1831"])

    add("zh", "tracking+phone: courier waybill and courier mobile number in a complaint",
        "顺丰单号SF1427739058821显示签收了但我根本没收到，快递员电话138 1672 9054一直不接，我该怎么投诉？",
        [], ["SF1427739058821", "138 1672 9054"])

    vc = digits(6)
    add("zh", "otp: bank SMS verification code pasted",
        f"【招商银行】您的验证码为{vc}，用于登录一网通，5分钟内有效，请勿泄露。\n刚收到这个，但我没登录啊，是不是有人盗号？",
        [vc], ["5分钟"])

    wf = "chen" + digits(4) + "home"
    add("zh", "wifi: home Wi-Fi password for parents' new phone; SSID is a look-alike",
        f"爸妈的新手机连不上家里的WiFi，名字是 ChinaNet-8F2A，密码{wf}，是不是要选5G那个？帮我写个一步一步的教程给老人看",
        [wf], ["ChinaNet-8F2A"])

    add("zh", "access-code: building entry code and parcel-locker pickup code",
        "明天我不在家，阿姨来打扫：小区门禁密码是 #2580*，丰巢快递柜取件码 63817092 帮我顺便取一下。帮我把这段话改得礼貌一点",
        ["#2580*", "63817092"])

    ltai = "LTAI5t" + rc(AN, 18)
    alsec = rc(AN, 30)
    add("zh", "api-key: Alibaba Cloud AccessKey ID and secret in Python code",
        "OSS 上传报 SignatureDoesNotMatch，代码如下：\n```python\nauth = oss2.Auth('" + ltai + "', '" + alsec + "')\n"
        "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-photos-2024')\n```\n是不是 endpoint 写错了？",
        [ltai, alsec], ["oss-cn-hangzhou"])

    jpw = rc(AN, 12) + "@" + digits(2)
    add("zh", "conn-string: JDBC URL with password in application.properties",
        "Spring Boot 启动报 Access denied for user 'root'@'172.18.0.1'，配置：\n"
        f"spring.datasource.url=jdbc:mysql://172.18.0.5:3306/erp?useSSL=false&user=root&password={jpw}\n"
        "spring.jpa.hibernate.ddl-auto=update", [jpw], ["172.18.0.1"])

    add("zh", "password: server root password split across two messages",
        "我把服务器 root 密码分两次发给你，别一起保存\n---\n前半段：Tm9@xq\n---\n后半段：Lw#2071\n---\n"
        "帮我写个 ssh 配置，端口 22022", ["Tm9@xq", "Lw#2071"], ["22022"])

    add("zh", "policy-talk: password complexity policy discussion, no real password",
        "公司要求密码至少 12 位、包含大小写和特殊字符、90 天一换。我觉得 90 天强制更换反而不安全，你能帮我写个给领导的建议吗？",
        [], ["90 天"])

    add("zh", "order-number+version: shop order number and OS version",
        "京东订单号 298374619205，买的是 iPhone 15 256G，升级到 iOS 17.5.1 以后就一直发热，能不能七天无理由退？",
        [], ["298374619205", "17.5.1"])

    pp = "E" + digits(8)
    add("zh", "passport: Chinese passport number on a visa form",
        f"办日本签证表格上护照号码那一栏填 {pp} 对吗？签发地是上海，有效期到2031年。",
        [pp], ["2031年"])

    phrase = seed_words(12)
    add("zh", "seed-phrase: wallet mnemonic pasted for recovery help",
        f"我的钱包助记词是：{phrase}\n换手机后恢复不了，Trust Wallet 提示助记词无效，是不是顺序有问题？",
        [phrase])

    key = pem("RSA PRIVATE KEY", 8)
    add("zh", "private-key: RSA private key pasted for an nginx question",
        f"nginx 报 SSL_CTX_use_PrivateKey failed，我的私钥文件是这样的：\n{key}\n证书是从阿里云下载的 nginx 版本",
        [key])

    tok = jwt({"uid": 90211, "tenant": "hz-retail", "exp": 1735660800})
    add("zh", "jwt: JWT printed in a production log line; timestamp is a look-alike",
        f"生产日志里打出来这行：\n2024-06-03 10:22:17 WARN AuthFilter - token expired: {tok}\n怎么配置让日志不打印 token？",
        [tok], ["2024-06-03 10:22:17"])

    appid = "wx" + rc(HEX, 16)
    appsec = rc(HEX, 32)
    add("zh", "api-key: WeChat mini-program AppSecret; AppID is public",
        f"小程序登录 code2session 返回 40125。AppID 是 {appid}（这个是公开的），AppSecret 是 {appsec}，帮我看看请求哪里错了",
        [appsec], [appid])

    add("zh", "security-answer: QQ account security question answers",
        "我设置的QQ密保问题：我小学的名字 —— 实验二小；我最喜欢的老师 —— 刘红梅。现在忘了是不是这样写的，帮我想想还有什么办法找回",
        ["实验二小", "刘红梅"])

    txt = base64.b64encode("周六下午三点在老地方见，带上相机。".encode()).decode()
    add("zh", "base64-plain: user asks to decode base64 of an ordinary message",
        f"同事发给我一串：{txt}\n这是什么编码？帮我解一下", [], [txt])

    add("zh", "plate+room+postal: licence plate, room number and postal code",
        "帮我填一下访客登记：车牌 沪A·7K329，访问 1806 室，邮编 200031。这些信息要发给物业吗？",
        [], ["沪A·7K329", "1806", "200031"])

    uscc = cn_uscc()
    acct = "6217" + digits(15)
    add("zh", "bank-account: payer account number; public unified social credit code [uscc]",
        f"给供应商写付款说明：收款单位统一社会信用代码 {uscc}（网上能查到），我方付款账号 {acct}，金额 ¥38,600.00",
        [acct], [uscc, "¥38,600.00"])

    gh = "github_pat_11" + rc(ANU, 20) + "_" + rc(AN, 59)
    add("zh", "token: GitHub fine-grained token in a Chinese question",
        f"GitHub Actions 里 push 失败，我把 token 直接写在 workflow 里了：\n  env:\n    GH_TOKEN: {gh}\n是不是权限没勾 contents:write？",
        [gh], ["contents:write"])

    add("zh", "access-code: home safe code told to a spouse",
        "老公，保险箱密码我改成 0 9 1 2 7 3 了，房产证和护照都在里面。出差回来记得提醒我换回去",
        ["0 9 1 2 7 3"])

    gpw = "yu" + "2012" + "0815"
    add("zh", "password: game account password in parentheses",
        f"孩子的游戏账号 xiaoyu_2012（密码 {gpw}）被封了，申诉的时候要写什么理由？",
        [gpw])

    add("zh", "password: mail password corrected in a follow-up message",
        "公司邮箱密码是 Lz!83kq 吗？我记得是这个\n---\n不对不对，是 Lz!83kQ，最后一个是大写的Q。为什么 Outlook 一直让我重新输入？",
        ["Lz!83kq", "Lz!83kQ"])

    seed = totp_seed(16)
    add("zh", "totp: MFA setup key typed out",
        f"阿里云的 MFA 绑定界面显示密钥 {seed}，我想同时在两个手机上绑定，直接输入这串可以吗？",
        [seed], ["MFA"])

    ss = digits(10, True)
    add("zh", "health-insurance: medical insurance card number for hospital registration",
        f"帮我爸在网上挂号，医保卡号{ss}，他是退休职工，选哪个科室看腰疼？",
        [ss])

    codes = [rc(LOW + DIG, 5) + "-" + rc(LOW + DIG, 5) for _ in range(4)]
    add("zh", "recovery-codes: password-manager recovery codes listed",
        "Bitwarden 的恢复代码我抄下来了：\n" + "\n".join(codes) + "\n放在记事本里安全吗？",
        codes)

    add("zh", "doc-example: vendor documentation example key explicitly marked as example",
        "腾讯云文档里写 SecretId 示例为 AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE，我照着这个格式填就行吗？我自己的还没申请",
        [], ["AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE"])

    akid = "AKID" + rc(AN, 32)
    tsk = rc(AN, 32)
    add("zh", "api-key: Tencent Cloud SecretId/SecretKey in YAML config",
        f"cos:\n  region: ap-guangzhou\n  secret_id: {akid}\n  secret_key: {tsk}\n  bucket: blog-img-1250000000\n"
        "上面是配置，上传图片报 403，是不是 bucket 名字要带 appid？", [akid, tsk], ["blog-img-1250000000"])

    add("zh", "near-miss: question about card PIN length, no secret",
        "银行卡密码为什么只能是 6 位数字？这样不是很容易被猜到吗？", [], [])


# ================================================================== zh-Hant
def build_zh_hant():
    tid = tw_id("A", "2")
    add("zh-Hant", "national-id: Taiwan national ID in a rental form [tw-id]",
        f"房東要我填租約，身分證字號 {tid}，戶籍地址要寫嗎？還是寫現居地就好？", [tid])

    nhi = "0000" + digits(8)
    add("zh-Hant", "health-insurance: Taiwan NHI card number for an appointment; birth date is a look-alike",
        f"幫我媽掛台大醫院的號，健保卡號 {nhi}，出生年月日 1958/04/12，要選家醫科嗎？",
        [nhi], ["1958/04/12"])

    cc = card("5243", 16)
    add("zh-Hant", "card: credit card with expiry and CVV for a rail ticket; train number is a look-alike",
        f"訂高鐵票一直失敗：卡號 {group(cc, 4, '-')}、到期 11/26、末三碼 094，車次 0651 台北到台中，是卡的問題嗎？",
        [group(cc, 4, "-"), "11/26", "094"], ["0651"])

    acct = digits(3) + "-" + digits(3) + "-" + digits(6)
    add("zh-Hant", "bank-account: bank account for a refund; bank code and invoice number are look-alikes",
        f"商家說要退款，請我提供帳號。我的是國泰世華 013 {acct}。發票號碼 QK-38201957 也要附上嗎？",
        [acct], ["QK-38201957", "013"])

    sms = digits(6)
    add("zh-Hant", "otp: shopping-app SMS verification code a 'friend' asked for",
        f"【蝦皮購物】您的驗證碼是 {sms}，10 分鐘內有效。\n\n我朋友叫我把這個傳給她說要幫我領獎，這是詐騙嗎？",
        [sms])

    hk = hk_id(R.choice("ACDEKPRVY"))
    add("zh-Hant", "national-id: Hong Kong identity card number [hk-id]",
        f"開戶表格上的香港身份證號碼我填咗 {hk}，括號入面嗰個數字都要填嗎？", [hk])

    wifi = "Mimi" + digits(4) + "!"
    add("zh-Hant", "wifi: grandma's new Wi-Fi password for the family group",
        f"阿嬤家的 Wi-Fi 密碼換了，新的是 {wifi}（M 大寫），幫我寫一段簡單的設定步驟傳到家族群組",
        [wifi])

    add("zh-Hant", "access-code: front door code and mailbox lock code for a cat sitter",
        "這週我出國，朋友會來幫忙餵貓：大門密碼 3 6 9 1 2，信箱密碼鎖 0427。貓罐頭在冰箱上面。",
        ["3 6 9 1 2", "0427"])

    ubn = digits(8, True)
    add("zh-Hant", "company-reg: public company tax number and order number",
        f"報帳要打統一編號 {ubn}（公司官網有寫），訂單編號 TW240611-0093 寫在備註就好嗎？",
        [], [ubn, "TW240611-0093"])

    line_tok = rc(AN + "+/", 171) + "="
    line_sec = rc(HEX, 32)
    add("zh-Hant", "token: LINE channel access token and channel secret",
        f"LINE Bot webhook 驗證失敗：\nCHANNEL_SECRET={line_sec}\nCHANNEL_ACCESS_TOKEN={line_tok}\n用的是 line-bot-sdk 3.11.0",
        [line_sec, line_tok], ["3.11.0"])

    add("zh-Hant", "password: VPN password announced, then sent alone",
        "等一下我把公司 VPN 的密碼傳給你，你幫我寫設定教學\n---\nXn4&pw8Hq2\n---\n是 FortiClient 7.2 的版本",
        ["Xn4&pw8Hq2"], ["7.2"])

    add("zh-Hant", "flight+time: flight number and departure time, no secret",
        "BR 198 明天 08:40 從桃園出發，第二航廈，行李限重 23 公斤，幾點到機場比較保險？",
        [], ["BR 198", "08:40"])

    add("zh-Hant", "security-answer: online banking security question answers",
        "網銀的安全問題：「第一間學校」我填的是 建國國小，「最愛的電影」填 神隱少女。忘了有沒有加空格，該怎麼辦？",
        ["建國國小", "神隱少女"])

    add("zh-Hant", "placeholder: config placeholders asked about",
        "範例設定寫 api_key: \"<YOUR-KEY-HERE>\"、password: ******，這些要原封不動保留還是換掉？",
        [], ["<YOUR-KEY-HERE>", "******"])

# ======================================================================= ja
def build_ja():
    mn = jp_mynumber()
    add("ja", "national-id: Japanese My Number in a year-end tax form [jp-mynumber]",
        f"年末調整の書類、マイナンバーは {mn} で合ってると思うんですが、扶養の欄にも書く必要ありますか？",
        [mn])

    pw = "Sakura" + digits(4) + "!!"
    add("ja", "password: shopping-site password in Japanese corner brackets",
        f"楽天のパスワード「{pw}」でログインできなくなりました。大文字小文字は合ってるはずです。どうしたらいい？",
        [pw])

    add("ja", "wifi: parents' router encryption key; router model is a look-alike",
        "実家のルーター（Aterm WX3600HP）のSSIDは aterm-3f9c21-g、暗号化キーは 7e2b91d4c0a86 です。父のiPadをつなぐ手順を書いてください。",
        ["7e2b91d4c0a86"], ["WX3600HP"])

    pin = digits(4)
    add("ja", "pin: cash card PIN told to a family member",
        f"母に送るLINEの文面を考えて：ゆうちょのキャッシュカードは引き出しの中、暗証番号は{pin}、使ったらレシート残しておいてね",
        [pin])

    cc = card("3540", 16)
    add("ja", "card: JCB card number, expiry and security code; flight number is a look-alike",
        f"航空券の決済でエラー。カード番号 {group(cc)}、有効期限 03/29、セキュリティコード 772。便名は JL 915 です。",
        [group(cc), "03/29", "772"], ["JL 915"])

    acc = digits(7)
    add("ja", "bank-account: bank account number for salary; branch number is a look-alike",
        f"給与振込の届出：三井住友銀行 渋谷支店（店番 654）普通 {acc}。この書き方で伝わりますか？",
        [acc], ["654"])

    otp = digits(6)
    add("ja", "otp: one-time password from an SMS",
        f"「【Amazon】ワンタイムパスワードは {otp} です。このコードを誰にも教えないでください。」\nってSMSが来たけど、ログインしてない…",
        [otp])

    add("ja", "postal+phone: postal code and shop phone number, no secret",
        "〒150-0002 東京都渋谷区渋谷2丁目、電話 03-6427-1180 の店って今も営業してますか？",
        [], ["150-0002", "03-6427-1180"])

    add("ja", "order-number+sku: order number and product model number",
        "ヨドバシの注文番号 3018-2271-5590 の商品（型番 WH-1000XM5/B）がまだ届きません。問い合わせ文を作って",
        [], ["3018-2271-5590", "WH-1000XM5/B"])

    hi = digits(8)
    add("ja", "health-insurance: health insurance card number in a web form",
        f"病院のWeb問診で保険証の記号 {digits(4)}、番号 {hi} を入れたら「無効」と出ます。枝番も要る？",
        [hi])

    jpp = "T" + R.choice("KRZ") + digits(7)
    add("ja", "passport: Japanese passport number on an ESTA form",
        f"ESTAの申請でパスポート番号 {jpp} を入れたんですが、発行日は2019年です。どこか間違ってますか？",
        [jpp])

    key = "AIza" + rc(AN + "-_", 35)
    add("ja", "api-key: Google Maps server key in .env",
        f".env に\nGOOGLE_MAPS_SERVER_KEY={key}\nNEXT_PUBLIC_APP_NAME=tabimemo\nを書いたのに、本番で REQUEST_DENIED になります",
        [key], ["REQUEST_DENIED"])

    add("ja", "security-answer: secret question answers for a card company",
        "秘密の質問「母親の旧姓」は 佐々木、「初めて飼ったペット」は ポチ にしてたはず。カード会社に電話するときの言い方を教えて",
        ["佐々木", "ポチ"])

    add("ja", "access-code: parcel box code from a delivery slip; box number is a look-alike",
        "宅配ボックス12番、暗証番号 8 3 0 5 で閉めましたと不在票にありました。夫に伝える文を作ってください",
        ["8 3 0 5"], ["12番"])

    add("ja", "password: wiki password corrected in a follow-up message",
        "社内Wikiのパスワードは kaZe-no-Tani_3 です\n---\nすみません、正しくは kaZe-no-Tani_8 でした。ログイン手順をまとめてください",
        ["kaZe-no-Tani_3", "kaZe-no-Tani_8"])

    add("ja", "password: NAS admin password split across two messages",
        "NASの管理者パスワード、長いので分けて送ります\n---\nHk72!mq\n---\nZr9@tuW\n---\nSynology DS923+ です。共有フォルダの作り方を教えて",
        ["Hk72!mq", "Zr9@tuW"], ["DS923+"])

    add("ja", "version+commit-hash: versions and a short commit hash, no secret",
        "Python 3.12.4 で numpy 2.0.0 にしたら壊れました。コミット 9b1f3c7 の時点では動いてました。",
        [], ["3.12.4", "2.0.0", "9b1f3c7"])

    dl = digits(12)
    add("ja", "national-id: Japanese driver's licence number in a rental car form",
        f"レンタカーの予約フォームに免許証番号 {dl} を入れました。有効期限は令和9年です。国際免許は要りますか？",
        [dl])

    add("ja", "near-miss: advice on making passwords with a generic example phrase, no secret",
        "パスワードは何文字以上が安全ですか？記号を入れるより長いフレーズの方がいいと聞きましたが、例えば「すし-てんぷら-ふじさん」みたいな感じ？",
        [], [])

    slack = "https://hooks.slack.com/services/T" + rc(ANU, 8) + "/B" + rc(ANU, 10) + "/" + rc(AN, 24)
    add("ja", "url-cred: Slack Incoming Webhook URL in a GitHub Actions yaml",
        f"GitHub Actions から通知が飛びません：\n- name: notify\n  run: curl -X POST -d '{{\"text\":\"done\"}}' {slack}\n原因わかりますか？",
        [slack])

# ======================================================================= ko
def build_ko():
    rrn = kr_rrn("92" + "0714", "2")
    add("ko", "national-id: Korean resident registration number in a tax form [kr-rrn]",
        f"연말정산 부양가족 등록하는데 동생 주민번호 {rrn} 맞게 넣었는데도 오류가 나요. 왜 그럴까요?",
        [rrn])

    acct = f"{digits(3)}-{digits(6)}-{digits(5)}"
    bpin = digits(4)
    add("ko", "bank-account+pin: bank account number and account PIN sent to a parent",
        f"엄마한테 보낼 문자 좀 다듬어줘: 국민은행 {acct}, 통장 비밀번호는 {bpin}이야. 관리비 이체만 해줘",
        [acct, bpin])

    cert = "Gksrmf" + digits(3) + "!#"
    add("ko", "password: digital certificate password",
        f"공동인증서 비밀번호가 {cert} 인데 자꾸 틀렸다고 나와요. 5회 틀리면 잠기나요?",
        [cert], ["5회"])

    add("ko", "wifi: cafe guest Wi-Fi password; opening hours are a look-alike",
        "카페 손님용 안내문 만들어줘. 와이파이 이름 Cafe_Dal_5G, 비번 dalbit2024!! 그리고 영업시간 10:00~22:00",
        ["dalbit2024!!"], ["10:00~22:00"])

    add("ko", "access-code: door lock code for a moving company",
        "이사업체 기사님께 보낼 메시지: 현관 도어락 비밀번호는 *7 4 1 9 0# 이고, 엘리베이터는 8시부터 사용 가능해요.",
        ["*7 4 1 9 0#"], ["8시"])

    vc = digits(6)
    add("ko", "otp: portal verification code from an SMS",
        f"[Web발신]\n[네이버] 인증번호[{vc}]를 입력해주세요.\n\n이거 제가 요청 안 했는데 누가 제 아이디로 로그인 시도하는 건가요?",
        [vc])

    cc = card("9410", 16)
    add("ko", "card: card number, expiry and CVC for an overseas purchase",
        f"해외 직구 결제할 때 카드번호 {group(cc, 4, '-')} 유효기간 07/28 CVC 519 넣었는데 승인 거절됐어요",
        [group(cc, 4, "-"), "07/28", "519"])

    kpp = "M" + digits(8)
    add("ko", "passport: Korean passport number for a hotel booking",
        f"호텔 예약에 여권번호 {kpp} 적으라는데 로마자 이름은 HONG GILDONG 으로 쓰면 되나요?",
        [kpp])

    add("ko", "tracking+phone: waybill number and courier phone number",
        "CJ대한통운 운송장번호 684021937715 조회가 안 돼요. 기사님 번호 010-4827-1193 으로 연락해볼까요?",
        [], ["684021937715", "010-4827-1193"])

    brn = kr_brn()
    add("ko", "company-reg: public Korean business registration number and amount [kr-brn]",
        f"세금계산서 발행할 때 거래처 사업자등록번호 {brn} (홈페이지 하단에 있음) 넣으면 되죠? 공급가액 1,250,000원",
        [], [brn, "1,250,000원"])

    rest = rc(HEX, 32)
    js = rc(HEX, 32)
    add("ko", "api-key: Kakao REST API key (secret) vs JavaScript key (public)",
        f"카카오 로그인 구현 중인데, JavaScript 키 {js} 는 프론트에 넣었고 서버에서 REST API 키 {rest} 로 토큰 요청하면 KOE010 에러가 나요",
        [rest], [js, "KOE010"])

    add("ko", "security-answer: bank security question answers",
        "은행 보안질문 '졸업한 초등학교'는 한빛초, '어릴 적 별명'은 콩떡이로 했던 것 같아요. 재설정 방법 알려줘요",
        ["한빛초", "콩떡이"])

    add("ko", "password: groupware password sent alone in the next message",
        "회사 그룹웨어 비밀번호 다음 메시지로 보낼게, 로그인 매크로 좀 짜줘\n---\nq!W2e#R4t\n---\n아이디는 jiyoon.park 이야",
        ["q!W2e#R4t"])

    add("ko", "policy-talk: company password policy question, no real password",
        "우리 회사는 비밀번호를 8자 이상, 특수문자 포함, 3개월마다 바꾸라고 하는데 최신 NIST 권고랑 맞나요?",
        [], ["8자", "3개월"])

    tok = jwt({"sub": "kim.minsu", "scope": "read write", "exp": 1719792000})
    add("ko", "jwt: JWT pasted from Postman",
        f"Postman 에서 Authorization 헤더에 Bearer {tok} 넣었는데 403 이에요. 스코프 문제일까요?",
        [tok])

    add("ko", "version+sku: phone model and firmware version",
        "갤럭시 SM-S928N 펌웨어 S928NKSU2AXE1 업데이트 후 배터리가 빨리 닳아요", [],
        ["SM-S928N", "S928NKSU2AXE1"])

    addr = "bc1q" + rc("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
    phrase = seed_words(24)
    add("ko", "seed-phrase: 24-word recovery phrase; public deposit address is a look-alike",
        f"비트코인 지갑 복구 구문 24개 단어: {phrase}\n입금 주소는 {addr} 인데 잔액이 0으로 보여요",
        [phrase], [addr])


# ================================================================== others
def build_other():
    # de
    stid = de_stid()
    ib = iban("DE", digits(8, True) + digits(10))
    add("de", "tax-id+iban: German tax ID and IBAN in a tax-return question [de-stid]",
        f"Für die Steuererklärung: meine Steuer-ID ist {stid}, Erstattung bitte auf {group(ib)}. "
        "Muss ich die Kontonummer zusätzlich in Zeile 31 eintragen?", [stid, group(ib)], ["Zeile 31"])

    add("de", "password: Wi-Fi password announced then sent alone; router model and tracking number are look-alikes",
        "Ich schick dir gleich das WLAN-Passwort von der Fritz!Box 7590, dann schreib mir bitte eine Anleitung für meine Oma\n---\n"
        "Sonnenblume-Kiel-1987\n---\nSendungsnummer vom Repeater ist übrigens 00340434161094042557, der kommt morgen",
        ["Sonnenblume-Kiel-1987"], ["7590", "00340434161094042557"])

    kv = de_kvnr()
    add("de", "health-insurance: German health insurance number [de-kvnr]",
        f"Die Online-Anmeldung beim Hausarzt will meine Versichertennummer. Auf der Karte steht {kv}, TK. Reicht das oder brauche ich noch die IK-Nummer?",
        [kv])

    # fr
    nir = fr_nir("2", "91", "07", "75")
    add("fr", "national-id: French social security number (NIR) [fr-nir]",
        f"Pour la mutuelle, ils me demandent mon numéro de sécu : {nir}. La clé à la fin, c'est bien les deux derniers chiffres ?",
        [nir])

    ibf = iban("FR", digits(10) + rc(ANU, 11) + digits(2))
    add("fr", "iban+password: IBAN and a tenant-portal password corrected in a second message",
        f"Mon proprio veut un RIB, voilà l'IBAN : {group(ibf)}. Et le mot de passe de l'espace locataire c'est Marmotte_44\n---\n"
        "pardon, c'est Marmotte_45 maintenant, je l'ai changé hier. Tu peux rédiger le mail ?",
        [group(ibf), "Marmotte_44", "Marmotte_45"])

    add("fr", "access-code+postal: door entry code for a courier; postal code is a look-alike",
        "Pour la livraison : 12 rue des Lilas, 69003 Lyon, digicode B4721, 3e étage porte gauche. Tu peux le traduire en anglais pour le livreur ?",
        ["B4721"], ["69003"])

    # es
    dni = es_dni()
    add("es", "national-id: Spanish DNI in an appointment form [es-dni]",
        f"Al pedir cita en la DGT me pide el DNI y puse {dni}, pero dice 'documento no válido'. ¿Hace falta el guion antes de la letra?",
        [dni])

    ibe = iban("ES", digits(20))
    add("es", "iban+otp: IBAN and an SMS signing code in two messages",
        f"Voy a domiciliar el recibo de la luz, la cuenta es {group(ibe)}\n---\nahora me llega un SMS: 'Tu código de firma es 448 219'. ¿Se lo doy a la comercializadora que me ha llamado?",
        [group(ibe), "448 219"])

    add("es", "policy-talk+price: password rotation question with order number and price, no secret",
        "¿Es normal que mi banco pida cambiar la clave cada 60 días? Por cierto, el pedido PED-55102 de 89,90 € aún no llega.",
        [], ["PED-55102", "89,90 €"])

    # pt
    nif = pt_nif()
    ibp = iban("PT", digits(21))
    add("pt", "tax-id+iban: Portuguese NIF and IBAN; payment reference is a look-alike [pt-nif]",
        f"Para a fatura com contribuinte, o meu NIF é {nif}. E o IBAN para reembolso {group(ibp)}. Referência Multibanco 21 312 598 é a do pagamento?",
        [nif, group(ibp)], ["21 312 598"])

    cpf = br_cpf()
    add("pt", "national-id+pin: Brazilian CPF and 6-digit app password [br-cpf]",
        f"Não consigo entrar no app do banco. CPF {cpf}, senha de 6 dígitos 583104. Já reinstalei o app versão 8.42.1.",
        [cpf, "583104"], ["8.42.1"])

    add("pt", "wifi: beach-house Wi-Fi password for guests",
        "Faz uma plaquinha pra casa de praia: rede CasaDoMar, senha maresia#2023, check-out até 10h.",
        ["maresia#2023"], ["10h"])

    # it
    cf = it_cf("RSSMRA85T10A562")
    add("it", "national-id: Italian codice fiscale in a form [it-cf]",
        f"Sul modulo dell'INPS il mio codice fiscale {cf} risulta errato. Ho scritto tutto maiuscolo, che può essere?",
        [cf])

    ibi = iban("IT", R.choice(UP) + digits(10) + digits(12))
    add("it", "iban+otp: Italian IBAN and banking OTP",
        f"Devo fare un bonifico sull'IBAN {group(ibi)}, il codice OTP arrivato è 73 91 05 ma l'app dice scaduto. Aiuto",
        [group(ibi), "73 91 05"])

    add("it", "order-number+version: customer code, order number and firmware version",
        "Il codice cliente è 004417823 e l'ordine 2024/IT/88310, ma il modem FRITZ!Box 7530 AX ha firmware 7.57. Come lo aggiorno?",
        [], ["004417823", "2024/IT/88310", "7.57"])

    # nl
    bsn = nl_bsn()
    add("nl", "national-id: Dutch BSN for a parking permit [nl-bsn]",
        f"De gemeente vraagt mijn BSN voor de parkeervergunning: {bsn}. Is het veilig om dat per mail te sturen?",
        [bsn])

    ibn = iban("NL", rc(UP, 4) + digits(10))
    add("nl", "iban+password: Dutch IBAN and sports-club portal password",
        f"Schrijf een bericht aan de penningmeester: contributie terug op {group(ibn)}. Het wachtwoord van de ledenportal (Tulp!Fiets77) werkt ook niet meer.",
        [group(ibn), "Tulp!Fiets77"])

    add("nl", "postal+phone: postcode and carrier phone number, no secret",
        "Bezorging naar 3512 JE Utrecht lukt niet, PostNL belt steeds van 088 868 6161. Is dat echt?",
        [], ["3512 JE", "088 868 6161"])

    # pl
    pesel = pl_pesel("8" + "5" + "0" + "3" + "2" + "1")
    add("pl", "national-id: Polish PESEL for an e-prescription [pl-pesel]",
        f"Do e-recepty potrzebny PESEL, mój to {pesel}. Czy farmaceuta potrzebuje też kodu recepty?",
        [pesel])

    blik = digits(3) + " " + digits(3)
    add("pl", "otp: BLIK payment code sent alone between messages",
        "Kolega prosi o kod BLIK, bo mu się skończyły pieniądze na Messengerze\n---\n" + blik + "\n---\nczy to może być oszustwo?",
        [blik])

    nip = pl_nip()
    add("pl", "company-reg: public seller NIP and invoice number [pl-nip]",
        f"Na fakturze FV/2024/06/118 jest NIP sprzedawcy {nip} – sprawdziłem w białej liście. Czy muszę go podawać w przelewie?",
        [], [nip, "FV/2024/06/118"])

    # ru
    sn = ru_snils()
    add("ru", "national-id: Russian SNILS in a government-portal question [ru-snils]",
        f"На Госуслугах пишет, что СНИЛС {sn} не найден. Паспорт уже подтвердил. Что делать?",
        [sn])

    mir = card("2200", 16)
    add("ru", "card+otp: Mir card and SMS code in two messages",
        f"Оплачиваю штраф ГИБДД, карта {group(mir)}, срок 05/27\n---\nпришёл код 5820, сайт зависает. Это нормально?",
        [group(mir), "05/27", "5820"])

    inn = ru_inn10()
    add("ru", "company-reg: public company INN and order number [ru-inn]",
        f"Для счёта нужен ИНН поставщика {inn}, он на сайте в подвале. Номер заказа Z-20240611-77.",
        [], [inn, "Z-20240611-77"])

    # uk
    ua = ua_rnokpp()
    add("uk", "tax-id: Ukrainian taxpayer number (RNOKPP) [ua-rnokpp]",
        f"Для субсидії просять РНОКПП, мій {ua}. Куди його вписувати у формі на Дії?", [ua])

    ibu = iban("UA", digits(6) + digits(19))
    add("uk", "iban+password: Ukrainian IBAN and customer-portal password",
        f"Допоможи написати лист у банк: виплата на {ibu}, пароль від особистого кабінету Kalyna_2022 заблокували.",
        [ibu, "Kalyna_2022"])

    add("uk", "version+phone: app version and hotline number",
        "Дія 4.12.0 не відкриває паспорт, гаряча лінія 0 800 50 43 00 зайнята. Що ще спробувати?",
        [], ["4.12.0", "0 800 50 43 00"])

    # tr
    tc = tr_tckn()
    add("tr", "national-id: Turkish TC identity number for e-Devlet [tr-tckn]",
        f"e-Devlet şifremi unuttum, TC kimlik no {tc}. PTT'den yeni şifre almak için ne gerekiyor?", [tc])

    ibt = iban("TR", digits(5) + "0" + digits(16))
    add("tr", "iban+otp: Turkish IBAN and SMS approval code in two messages",
        f"Kiracı depozitoyu {group(ibt)} hesabına yatıracak\n---\nbankadan 'Onay kodunuz: 902317' geldi, bunu ev sahibine söylemem gerekir mi?",
        [group(ibt), "902317"])

    add("tr", "flight+price: flight number, time and ticket price",
        "TK 1981 uçuşu 17:25'te kalkıyor, bilet 2.450 TL. Ekstra bagaj ne kadar?",
        [], ["TK 1981", "17:25", "2.450 TL"])

    # ar
    eid = ae_eid("1990")
    add("ar", "national-id: Emirates ID number [ae-eid]",
        f"أحتاج تجديد الإقامة، رقم الهوية الإماراتية {eid}، هل يمكن التجديد عبر تطبيق ICP؟", [eid])

    ibs = iban("SA", digits(2) + rc(ANU, 18))
    add("ar", "iban+password: Saudi IBAN and employee-portal password",
        f"اكتب لي رسالة للشركة: حوّلوا الراتب إلى الآيبان {ibs}، وكلمة مرور بوابة الموظفين هي Nakheel@2024 لا تعمل.",
        [ibs, "Nakheel@2024"])

    add("ar", "order-number+phone: order number and customer-service number",
        "طلبي رقم 40291783 من نون لم يصل، ورقم خدمة العملاء 800 38888 لا يرد. ماذا أفعل؟",
        [], ["40291783", "800 38888"])

    # fa
    ml = ir_melli()
    add("fa", "national-id: Iranian national code in an exam registration [ir-melli]",
        f"برای ثبت‌نام کنکور کد ملی {ml} را وارد کردم ولی خطا می‌دهد. مشکل از کجاست؟", [ml])

    shb = iban("IR", digits(22))
    crd = card("6037", 16)
    add("fa", "card+iban+pin: Iranian card, second (online) PIN and Sheba IBAN",
        f"برای خرید اینترنتی کارت {group(crd, 4, '-')} و رمز دوم 83920174 را زدم، ولی پول برگشت نخورد. شماره شبا {shb}",
        [group(crd, 4, "-"), "83920174", shb])

    add("fa", "near-miss: question about dynamic PIN length, no secret",
        "رمز پویا چند رقم است و چقدر اعتبار دارد؟ بانک گفته نسخه ۳.۲ اپ را نصب کنم.", [], ["۳.۲"])

    # he
    tz = il_tz()
    add("he", "national-id: Israeli ID number [il-tz]",
        f"באתר של ביטוח לאומי ביקשו מספר זהות, הכנסתי {tz} וזה לא עובר. צריך ספרת ביקורת?", [tz])

    add("he", "password+otp: health-fund site password and verification code",
        "הסיסמה לאתר של קופת חולים היא Rimon!8812 ועכשיו הגיע קוד אימות 31 75 08. איך אני מזמין תור?",
        ["Rimon!8812", "31 75 08"])

    add("he", "phone+time: clinic phone number and times",
        "המרפאה בטלפון 03-5271199 פתוחה עד 19:30? יש לי תור ב-18:15.",
        [], ["03-5271199", "19:30", "18:15"])


def build_other2():
    # hi
    aad = in_aadhaar()
    add("hi", "national-id: Aadhaar number; IFSC code is public [in-aadhaar]",
        f"गैस सब्सिडी के लिए आधार नंबर {aad} लिंक करना है, IFSC SBIN0001234 वाले खाते से। क्या ऑनलाइन हो सकता है?",
        [aad], ["SBIN0001234"])

    upi = digits(6)
    add("hi", "pin+otp: UPI PIN and OTP told to a parent",
        f"पापा को मैसेज लिखो: UPI पिन {upi} है, और अभी जो OTP 4 7 1 9 0 2 आया है वो किसी को मत बताना।",
        [upi, "4 7 1 9 0 2"])

    add("hi", "order-number+price: order number and refund amount",
        "फ्लिपकार्ट ऑर्डर OD431928475310822100 का रिफंड ₹2,499 अभी तक नहीं आया। शिकायत कैसे लिखूं?",
        [], ["OD431928475310822100", "₹2,499"])

    # vi
    cccd = "0" + digits(11)
    add("vi", "national-id: Vietnamese citizen ID number for a bank account",
        f"Mở tài khoản ngân hàng online, nhập số CCCD {cccd} mà báo không khớp. Có phải do ảnh chụp mờ không?",
        [cccd])

    add("vi", "password+otp: messaging-app password and OTP in two messages",
        "Mật khẩu Zalo của mẹ là hoa sen 1962 viết liền: hoasen1962\n---\nvừa có mã OTP 602 144 gửi về, giúp mẹ đăng nhập lại trên máy mới",
        ["hoasen1962", "602 144"])

    add("vi", "tracking+postal: waybill code and postal code",
        "Mã vận đơn GHN 5KXQ7TRV gửi tới mã bưu chính 700000 mà 5 ngày chưa tới, làm sao khiếu nại?",
        [], ["5KXQ7TRV", "700000"])

    # th
    tid = th_id()
    add("th", "national-id: Thai national ID number [th-id]",
        f"ลงทะเบียนแอปเป๋าตังด้วยเลขบัตรประชาชน {tid} แต่ขึ้นว่าข้อมูลไม่ถูกต้อง ต้องทำอย่างไร", [tid])

    add("th", "wifi+access-code: guest Wi-Fi password and door code",
        "ช่วยเขียนข้อความถึงแขก: Wi-Fi ชื่อ BaanSuan_2G รหัสผ่าน mamuang789 ประตูหน้าใช้รหัส 5 5 2 0 เช็คเอาท์ 12:00 น.",
        ["mamuang789", "5 5 2 0"], ["12:00"])

    add("th", "tracking: parcel tracking number and hotline",
        "เลขพัสดุ TH0127483920 Kerry ยังไม่มาส่ง โทร 1217 ก็ไม่ติด", [], ["TH0127483920"])

    # id
    nik = "3174" + digits(12)
    add("id", "national-id: Indonesian NIK for health-insurance signup",
        f"Daftar BPJS online minta NIK, saya isi {nik} tapi katanya sudah terdaftar. Gimana?", [nik])

    rek = digits(10)
    add("id", "bank-account+password: bank account number and internet-banking password",
        f"Tolong rapikan pesan ini: transfer ke BCA {rek} a.n. Dewi, kata sandi klik-BCA saya Melati*2020 tolong jangan disimpan.",
        [rek, "Melati*2020"])

    add("id", "order-number+price: marketplace invoice number and price",
        "Pesanan Tokopedia INV/20240611/MPL/3928174 seharga Rp189.000 belum dikirim. Bisa dibatalkan?",
        [], ["INV/20240611/MPL/3928174", "Rp189.000"])

    # sv
    pnr = se_pnr("89" + "0612")
    add("sv", "national-id: Swedish personal identity number [se-pnr]",
        f"Försäkringskassan vill ha mitt personnummer {pnr} på blanketten, ska jag skriva sekelsiffrorna också?", [pnr])

    add("sv", "access-code+wifi: building door code and Wi-Fi password for a tradesman",
        "Skriv ett sms till hantverkaren: portkoden är 1 9 8 4, lägenhetsnummer 1102, och wifi-lösenordet är Granskog!55.",
        ["1 9 8 4", "Granskog!55"], ["1102"])

    ibs = iban("SE", digits(20))
    add("sv", "iban: Swedish IBAN for a refund; reference is a look-alike",
        f"Kan du översätta till engelska: 'Återbetalning till IBAN {group(ibs)}, referens 2024-0611-A.'",
        [group(ibs)], ["2024-0611-A"])

    # cs
    rcz = cz_rc("93" + "5" + "512")
    add("cs", "national-id: Czech birth number [cz-rc]",
        f"Pojišťovna chce rodné číslo, moje je {rcz}. Mám psát i lomítko?", [rcz])

    ibc = iban("CZ", digits(20))
    add("cs", "iban+password: Czech IBAN and housing-portal password",
        f"Napiš e-mail správci domu: nájem vracejte na {group(ibc)}. Heslo do portálu Jablon_2019 nefunguje.",
        [group(ibc), "Jablon_2019"])

    add("cs", "version+postal: banking app version and postal code",
        "Aplikace George 6.3.1 hlásí chybu, bydlím v PSČ 602 00 Brno. Je výpadek?",
        [], ["6.3.1", "602 00"])

    # ro
    cnp = ro_cnp("2", "900417", "40")
    add("ro", "national-id: Romanian CNP on a tax form [ro-cnp]",
        f"Pe formularul ANAF am pus CNP-ul {cnp}, dar spune că nu există. Ce verific?", [cnp])

    ibr = iban("RO", rc(UP, 4) + rc(ANU, 16))
    add("ro", "iban+otp: Romanian IBAN and confirmation code",
        f"Chiria se plătește în {group(ibr)}. Banca mi-a trimis codul 771 204 pentru confirmare, e normal?",
        [group(ibr), "771 204"])

    add("ro", "policy-talk: password length rule question, no password",
        "Ce înseamnă 'parola trebuie să aibă minim 10 caractere'? Contează și spațiile?", [], [])

    # el
    afm = gr_afm()
    amka = gr_amka("150388")
    add("el", "tax-id+health-insurance: Greek AFM and AMKA [gr-afm] [gr-amka]",
        f"Για το ραντεβού στον γιατρό μου ζητάνε ΑΦΜ {afm} και ΑΜΚΑ {amka}. Πρέπει και τα δύο;",
        [afm, amka])

    add("el", "password: school account password in parentheses",
        "Ο λογαριασμός του σχολείου της κόρης μου (κωδικός Elia#2016) κλειδώθηκε. Πώς γράφω στο σχολείο;",
        ["Elia#2016"])

    add("el", "flight+room: flight number, arrival time and room number",
        "Η πτήση A3 602 φτάνει 23:10, το δωμάτιο 314 είναι κρατημένο. Θα μου κρατήσουν το δωμάτιο;",
        [], ["A3 602", "23:10", "314"])

    # hu
    taj = hu_taj()
    add("hu", "health-insurance: Hungarian TAJ number [hu-taj]",
        f"Az online időpontfoglalásnál a TAJ-számom {taj}, de hibát ír. Kell a szóköz?", [taj])

    ado = hu_adoaz()
    add("hu", "tax-id+password: Hungarian tax ID and portal password [hu-adoaz]",
        f"Ügyfélkapu: adóazonosító jelem {ado}, jelszavam Gesztenye_71 – miért nem enged be?",
        [ado, "Gesztenye_71"])

    ibh = iban("HU", digits(24))
    add("hu", "iban: Hungarian IBAN for a deposit refund",
        f"Fordítsd le angolra: kérem a kauciót a {group(ibh)} számlára utalni.", [group(ibh)])

    # fi
    het = fi_hetu("240795")
    add("fi", "national-id: Finnish personal identity code [fi-hetu]",
        f"Kelan lomakkeessa henkilötunnukseni on {het}. Pitääkö tarkiste kirjoittaa isolla?", [het])

    add("fi", "access-code+wifi: cabin door code and Wi-Fi password",
        "Kirjoita mökkivieraille ohje: ulko-oven koodi 2 7 7 1, wifi-salasana Kuusi-Järvi-2020, sauna lämpenee klo 18.",
        ["2 7 7 1", "Kuusi-Järvi-2020"], ["klo 18"])

    ibf = iban("FI", digits(14))
    add("fi", "iban: Finnish IBAN for a landlord; reference number is a look-alike",
        f"Vuokranantaja pyysi tilinumeroa, se on {group(ibf)}. Laskun viitenumero 10007 on eri asia, eikö?",
        [group(ibf)], ["10007"])



class _Dumper(yaml.SafeDumper):
    pass


def _str_rep(dumper, data):
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _str_rep)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout_v21.yaml")
    build_en()
    build_zh()
    build_zh_hant()
    build_ja()
    build_ko()
    build_other()
    build_other2()
    order = list(range(len(CASES)))
    random.Random(2121).shuffle(order)
    cases = []
    for n, i in enumerate(order, start=1):
        c = CASES[i]
        cases.append({"id": f"v21-{n:03d}", "lang": c["lang"], "text": c["text"],
                      "secrets": c["secrets"], "lookalikes": c["lookalikes"], "note": c["note"]})
    doc = {"version": "v21", "description": "Frozen blind held-out set for a chat secret-redaction filter", "cases": cases}
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        yaml.dump(doc, f, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100000, default_flow_style=False)
    print(f"wrote {out}: {len(cases)} cases")


if __name__ == "__main__":
    main()
