#!/usr/bin/env python3
"""Generator for frozen blind held-out set v24 (secret-redaction filter).

Stdlib only, fixed seed, deterministic. Usage:
    python make_heldout_v24.py [out.yaml]
All values are random synthetic values; cards pass Luhn, national ids pass
their check digits where such exist. Nothing is real.
"""
import base64
import json
import random
import string
import sys

SEED = 24024
R = random.Random(SEED)

DIG = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def digits(n, first_nonzero=True):
    s = rs(DIG, n)
    if first_nonzero and s[0] == "0":
        s = str(R.randint(1, 9)) + s[1:]
    return s


def pin(n=4):
    while True:
        s = rs(DIG, n)
        if len(set(s)) > 1 and s not in ("1234", "123456", "0000"):
            return s


WORDS = ["Maple", "Tulip", "Harbor", "Cobalt", "Falcon", "Juniper", "Saffron",
         "Granite", "Velvet", "Orbit", "Walnut", "Meadow", "Copper", "Lantern",
         "Pepper", "Willow", "Quartz", "Ember", "Nimbus", "Thistle", "Basil",
         "Marlin", "Cedar", "Pixel", "Otter", "Indigo", "Sparrow", "Gravel"]
SYM = "!#$%&*?@+="


def pw(kind=None):
    kind = kind if kind is not None else R.randint(0, 3)
    if kind == 0:
        return R.choice(WORDS) + R.choice(SYM) + digits(R.randint(2, 4), False)
    if kind == 1:
        chars = [R.choice(UP), R.choice(LO), R.choice(DIG), R.choice(SYM)]
        chars += [R.choice(ALNUM + SYM) for _ in range(R.randint(8, 12))]
        R.shuffle(chars)
        return "".join(chars)
    if kind == 2:
        ws = R.sample(WORDS, 3)
        return "-".join(w.lower() for w in ws) + "-" + digits(2, False)
    return R.choice(WORDS) + R.choice(WORDS).lower() + digits(2, False) + R.choice(SYM)


def pw_url():
    """password safe inside a URL userinfo (no @ : / ? #)."""
    chars = [R.choice(UP), R.choice(LO), R.choice(DIG)]
    chars += [R.choice(ALNUM + "-_.~") for _ in range(R.randint(11, 15))]
    R.shuffle(chars)
    return "".join(chars)


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


def luhn_ok(num):
    num = "".join(c for c in num if c.isdigit())
    return luhn_check(num[:-1]) == num[-1]


def card(kind="visa"):
    if kind == "visa":
        body = "4" + rs(DIG, 14)
    elif kind == "mc":
        body = "5" + str(R.randint(1, 5)) + rs(DIG, 13)
    elif kind == "amex":
        body = R.choice(["34", "37"]) + rs(DIG, 12)
    else:
        body = "6011" + rs(DIG, 11)
    return body + luhn_check(body)


def spaced(num, groups=None):
    if groups is None:
        groups = [4, 6, 5] if len(num) == 15 else [4, 4, 4, 4]
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return " ".join(out)


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = list(hexs(32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64u(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt():
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps({"sub": digits(7), "name": "svc-reporting",
                            "iat": 1700000000 + R.randint(0, 9999999)},
                           separators=(",", ":")).encode())
    sig = rs(B64URL, 43)
    return f"{head}.{body}.{sig}"


def bday(y0=1955, y1=2004):
    y = R.randint(y0, y1)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    return y, m, d


# ---------------- national ids with check digits ----------------

def cn_id():
    region = R.choice(["110105", "310104", "440305", "510107", "330106", "420102"])
    y, m, d = bday()
    body = f"{region}{y:04d}{m:02d}{d:02d}{rs(DIG, 3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * k for c, k in zip(body, w))
    return body + "10X98765432"[s % 11]


TW_CODES = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19,
                L=20, M=21, N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29,
                W=32, X=30, Y=31, Z=33)


def tw_id():
    letter = R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
    ds = R.choice("12") + rs(DIG, 7)
    n = TW_CODES[letter]
    s = n // 10 + (n % 10) * 9 + sum(int(c) * w for c, w in zip(ds, range(8, 0, -1)))
    return letter + ds + str((10 - s % 10) % 10)


def hk_id():
    letter = R.choice("ACDEGHKPRVYZ")
    ds = rs(DIG, 6)
    s = 36 * 9 + (ord(letter) - 55) * 8 + sum(int(c) * w for c, w in zip(ds, range(7, 1, -1)))
    c = 11 - s % 11
    ch = "A" if c == 10 else ("0" if c == 11 else str(c))
    return f"{letter}{ds}({ch})"


def jp_mynumber():
    while True:
        body = rs(DIG, 11)
        # P_n = n-th digit from the right (excluding check digit)
        s = 0
        for n in range(1, 12):
            p = int(body[11 - n])
            q = n + 1 if n <= 6 else n - 5
            s += p * q
        r = s % 11
        c = 0 if r <= 1 else 11 - r
        num = body + str(c)
        return f"{num[:4]} {num[4:8]} {num[8:]}"


def kr_rrn():
    y, m, d = bday(1960, 2004)
    g = R.choice("12") if y < 2000 else R.choice("34")
    body = f"{y % 100:02d}{m:02d}{d:02d}{g}{rs(DIG, 5)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(c) * k for c, k in zip(body, w))
    c = (11 - s % 11) % 10
    return f"{body[:6]}-{body[6:]}{c}"


def es_dni():
    n = R.randint(10000000, 79999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nl_bsn():
    while True:
        b = digits(8)
        s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
        c = s % 11
        if c < 10:
            return b + str(c)


def pl_pesel():
    y, m, d = bday(1950, 2006)
    mm = m + (20 if y >= 2000 else 0)
    body = f"{y % 100:02d}{mm:02d}{d:02d}{rs(DIG, 4)}"
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * k for c, k in zip(body, w))
    return body + str((10 - s % 10) % 10)


def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def se_pnr():
    y, m, d = bday(1950, 2004)
    body = f"{y % 100:02d}{m:02d}{d:02d}{rs(DIG, 3)}"
    return f"{body[:6]}-{body[6:]}{luhn_check(body)}"


def fr_nir():
    y, m, _ = bday()
    dept = R.choice(["75", "69", "13", "33", "59", "44", "31"])
    body = f"{R.choice('12')}{y % 100:02d}{m:02d}{dept}{rs(DIG, 3)}{rs(DIG, 3)}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


def br_cpf():
    while True:
        d = [R.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 1:
            break
    s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
    d.append((s * 10) % 11 % 10)
    s = sum(x * w for x, w in zip(d, range(11, 1, -1)))
    d.append((s * 10) % 11 % 10)
    t = "".join(map(str, d))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}"


CF_ODD = {**{str(i): v for i, v in enumerate([1, 0, 5, 7, 9, 13, 15, 17, 19, 21])},
          **dict(zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                          12, 14, 16, 10, 22, 25, 24, 23]))}


def cf_even(ch):
    return int(ch) if ch.isdigit() else ord(ch) - 65


def it_cf():
    y, m, d = bday()
    female = R.random() < 0.5
    dd = d + 40 if female else d
    cons = "BCDFGLMNPRSTVZ"
    body = (rs(cons, 3) + rs(cons, 2) + R.choice("AEIO") + f"{y % 100:02d}"
            + "ABCDEHLMPRST"[m - 1] + f"{dd:02d}" + R.choice(["H501", "F205", "L219", "G273", "A944"]))
    s = 0
    for i, ch in enumerate(body):
        s += CF_ODD[ch] if i % 2 == 0 else cf_even(ch)
    return body + chr(65 + s % 26)


def ru_snils():
    while True:
        b = digits(9)
        if int(b) > 1001998:
            break
    s = sum(int(c) * w for c, w in zip(b, range(9, 0, -1)))
    if s < 100:
        cs = s
    elif s in (100, 101):
        cs = 0
    else:
        cs = s % 101
        if cs == 100:
            cs = 0
    return f"{b[:3]}-{b[3:6]}-{b[6:]} {cs:02d}"


V_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
       [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
V_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
       [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_gen(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[(i + 1) % 8][int(ch)]]
    return str(V_INV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = V_D[c][V_P[i % 8][int(ch)]]
    return c == 0


def in_aadhaar():
    body = str(R.randint(2, 9)) + rs(DIG, 10)
    n = body + verhoeff_gen(body)
    assert verhoeff_ok(n)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def sa_id():
    body = "1" + rs(DIG, 8)
    return body + luhn_check(body)


def il_id():
    body = digits(8)
    return body + luhn_check(body)


def fi_hetu():
    y, m, d = bday(1950, 1999)
    nnn = f"{R.randint(2, 899):03d}"
    n = int(f"{d:02d}{m:02d}{y % 100:02d}{nnn}")
    return f"{d:02d}{m:02d}{y % 100:02d}-{nnn}{'0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31]}"


def ro_cnp():
    y, m, d = bday(1950, 1999)
    body = f"{R.choice('12')}{y % 100:02d}{m:02d}{d:02d}{R.randint(1, 46):02d}{rs(DIG, 3)}"
    w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]
    c = sum(int(a) * b for a, b in zip(body, w)) % 11
    return body + ("1" if c == 10 else str(c))


def de_ausweis():
    alpha = "CFGHJKLMNPRTVWXYZ0123456789"
    ser = R.choice("LMNPRTVWXY") + rs(alpha, 8)
    w = [7, 3, 1]
    s = 0
    for i, ch in enumerate(ser):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        s += v * w[i % 3]
    return ser + str(s % 10)


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


BIP = ["abandon", "orbit", "canyon", "ripple", "velvet", "pistol", "harvest", "lunar",
       "miracle", "oxygen", "fiscal", "gravity", "shallow", "timber", "wrestle", "noodle",
       "primary", "zebra", "amount", "cattle", "enrich", "hollow", "jungle", "kitten",
       "ladder", "manual", "neutral", "pelican", "quantum", "saddle", "tissue", "unveil",
       "vintage", "whisper", "yellow", "blossom", "crater", "dolphin", "equip", "fossil"]


def seed_phrase(n=12):
    return " ".join(R.sample(BIP, n))


def ssh_body():
    first = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
    lines = [first] + [rs(B64, 70) for _ in range(4)] + [rs(B64, 36) + "=="]
    return "\n".join(lines)


def tok(prefix, n, alpha=ALNUM):
    return prefix + rs(alpha, n)


def ordno(n=8):
    return digits(n)


# ---------------- cases ----------------
CASES = []


def C(id, lang, text, secrets, lookalikes, note):
    CASES.append(dict(id=id, lang=lang, text=text, secrets=list(secrets),
                      lookalikes=list(lookalikes), note=note))


SEP = "\n---\n"


def build():
    # ======================= English =======================
    p1, sk = pw_url(), tok("sk_live_", 24)
    C("en_dotenv_pasted", "en",
      "can you tell me why my app can't connect? here's my .env:\n\nNODE_ENV=production\nPORT=8080\n"
      f"DATABASE_URL=postgres://shop_app:{p1}@db.internal.lan:5432/shop\nSTRIPE_SECRET_KEY={sk}\n"
      "LOG_LEVEL=debug\nAPP_VERSION=2.14.3",
      [p1, sk], ["8080", "2.14.3", "db.internal.lan"], ".env with db url password and live key")

    o, trk, p = ordno(9), "1Z" + rs(UP + DIG, 16), pin(4)
    C("en_pin_next_to_order", "en",
      f"Quick one - I ordered a replacement debit card, order #{o} (UPS tracking {trk}). "
      f"When it arrives do I keep my old PIN {p} or does the bank reset it?",
      [p], [o, trk], "card PIN next to order and tracking numbers")

    a, b = pin(6), pin(6)
    C("en_otp_seq_phishing_check", "en",
      "my bank is asking for the code they texted, I'll paste the SMS so you can tell me if it looks like phishing"
      + SEP + f"\"NorthBay CU: {a} is your one-time passcode. We will never call you to ask for it.\" sent from short code 73981"
      + SEP + f"ok it expired, new one is {b}",
      [a, b], ["73981"], "OTP pasted over several messages, sender short code stays")

    c, cv, conf = card("visa"), pin(3), "HX" + digits(6)
    C("en_card_hotel_preauth", "en",
      f"Booking the hotel for the conference (confirmation {conf}, room 1412, 3 nights at $189.00). "
      f"Card: {spaced(c)}, exp 08/28, CVV {cv}. Can you draft an email to the front desk so they can pre-authorize?",
      [spaced(c), cv], [conf, "1412", "$189.00"], "card + CVV next to booking data")

    for t in ["4242424242424242", "5555555555554444", "378282246310005", "4000000000000002"]:
        assert luhn_ok(t), t
    C("en_stripe_test_cards_only", "en",
      "My pytest fixtures for the checkout flow:\n\n@pytest.mark.parametrize('number,expected', [\n"
      "    ('4242424242424242', 'succeeded'),\n    ('5555555555554444', 'succeeded'),\n"
      "    ('378282246310005', 'succeeded'),\n    ('4000000000000002', 'card_declined'),\n])\n"
      "def test_charge(number, expected):\n    key = os.environ['STRIPE_API_KEY']\n    ...\n"
      "Why does the amex one fail with cvc length error?",
      [], ["4242424242424242", "5555555555554444", "378282246310005", "4000000000000002", "os.environ['STRIPE_API_KEY']"],
      "public test card numbers, env lookup only")

    wpw = pw(2)
    C("en_wifi_house_sitter", "en",
      "Notes for the house sitter, can you make them into a tidy checklist?\n- wifi: network \"Hartley-Guest-5G\", password "
      f"{wpw}\n- router is the black Archer AX55 behind the TV, don't unplug\n- trash goes out Tuesday night\n- plants: water Mon/Thu",
      [wpw], ["Hartley-Guest-5G", "Archer AX55"], "wifi key in checklist")

    lb, wp = pin(4), pw(0)
    C("en_airbnb_forwarded", "en",
      "Host sent this, please summarize for my friends:\n\"Welcome! Lockbox on the left railing, code "
      f"{lb}. Unit 4B, third floor. Check-in from 15:00. WiFi Lakeview_Loft / {wp}. "
      "Emergencies: +1 415-555-0142.\"",
      [lb, wp], ["15:00", "Lakeview_Loft", "+1 415-555-0142"], "forwarded host message with lockbox + wifi")

    body, fp = ssh_body(), rs(B64, 43)
    C("en_ssh_private_key", "en",
      "ssh keeps saying 'invalid format' for my deploy key. Here is the file:\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
      f"{body}\n-----END OPENSSH PRIVATE KEY-----\n\nThe public key fingerprint GitHub shows is SHA256:{fp}",
      [body], [fp], "private key body; public fingerprint stays")

    gl, h1, h2 = tok("glpat-", 20, ALNUM + "-_"), hexs(7), hexs(7)
    C("en_git_remote_token", "en",
      "push is rejected, what's wrong?\n$ git remote -v\n"
      f"origin\thttps://oauth2:{gl}@gitlab.com/acme-web/storefront.git (fetch)\n"
      f"origin\thttps://oauth2:{gl}@gitlab.com/acme-web/storefront.git (push)\n"
      f"$ git log --oneline -2\n{h1} Fix cart rounding\n{h2} Bump deps to 4.2.0",
      [gl], [h1, h2, "4.2.0"], "token in git remote url, commit hashes stay")

    j, u, emp = jwt(), uuid4(), digits(5)
    C("en_curl_bearer_jwt", "en",
      f"curl -s https://api.hr-portal.example/v2/employees/{emp} \\\n  -H \"Authorization: Bearer {j}\" \\\n"
      f"  -H \"X-Request-Id: {u}\"\n\nreturns 401 but the token was issued 5 minutes ago. why?",
      [j], [u, f"employees/{emp}"], "JWT in curl, request id UUID stays")

    C("en_aws_doc_example_keys", "en",
      "In my tutorial I copy the AWS docs and use AKIAIOSFODNN7EXAMPLE with secret "
      "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the screenshots. Is that fine to publish, or will scanners complain?",
      [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "official documentation example keys")

    ak, sa = "AKIA" + rs(UP + "234567", 16), rs(ALNUM + "/+", 40)
    C("en_aws_credentials_file", "en",
      f"~/.aws/credentials looks like this:\n[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sa}\n"
      "region = eu-west-1\n\nand boto3 still says NoCredentialsError in the lambda",
      [ak, sa], ["eu-west-1"], "aws credentials file")

    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(8)]
    C("en_github_recovery_codes", "en",
      "saving my GitHub recovery codes here so I don't lose them, remind me later:\n" + "\n".join(codes),
      codes, [], "list of 8 recovery codes")

    sp, addr = seed_phrase(12), "0x" + hexs(40)
    C("en_seed_phrase_wallet", "en",
      f"I restored my wallet with these words: {sp}\nbut the address {addr} shows zero balance. did I get the order wrong?",
      [sp], [addr], "seed phrase, public address stays")

    ssn = us_ssn()
    C("en_ssn_w4", "en",
      f"Filling out the W-4 for the new job: name Dana K. Whitfield, SSN {ssn}, filing single. "
      "HR said to call (555) 013-2280 with questions. Should I claim the dependent credit?",
      [ssn], ["W-4", "(555) 013-2280"], "SSN with business phone")

    mn, pet, city = "Thornbury", "Biscuit", "Galveston"
    C("en_security_answers", "en",
      f"Set up the new credit union login. Security questions so I remember: mother's maiden name - {mn}; "
      f"first pet - {pet}; city where parents met - {city}. Support ticket was CS-48213.",
      [mn, pet, city], ["CS-48213"], "security question answers")

    base = R.choice(WORDS) + "#"
    d4 = pin(4)
    d4b = d4[::-1] if d4[::-1] != d4 else d4[1:] + d4[0]
    pa, pb = base + d4, base.lower() + d4b
    C("en_password_correction", "en",
      f"the password for our shared streaming account is {pa}\nsorry typo, it's {pb}. can you write a message to my sister with it?",
      [pa, pb], [], "password then corrected password")

    pd = pin(4)
    names = "zero one two three four five six seven eight nine".split()
    spelled = ", ".join(names[int(x)] for x in pd)
    C("en_spelled_pin", "en",
      f"Writing it the way the bank lady read it to me: my new PIN is {spelled}. Is it a bad idea that it's a date?",
      [spelled], [], "PIN spelled out in words")

    mp, gh, h7 = pw_url(), tok("ghp_", 36), hexs(7)
    C("en_shell_history", "en",
      "$ history | tail -5\n 1012  cd ~/proj/billing\n"
      f" 1013  mysql -u root -p{mp} billing_prod\n 1014  export GITHUB_TOKEN={gh}\n"
      f" 1015  git checkout {h7}\n 1016  docker run -p 6379:6379 redis:7.2.4\n\nwhich of these would end up in my .bash_history file?",
      [mp, gh], [h7, "redis:7.2.4", "6379:6379"], "shell history with inline mysql password and token")

    cp1, cp2 = pw(1), pw_url()
    C("en_docker_compose", "en",
      "services:\n  db:\n    image: postgres:15.4\n    environment:\n      POSTGRES_USER: app\n"
      f"      POSTGRES_PASSWORD: \"{cp1}\"\n  pgadmin:\n    image: dpage/pgadmin4:8.4\n    ports:\n      - \"5050:80\"\n"
      f"    environment:\n      PGADMIN_DEFAULT_EMAIL: admin@example.com\n      PGADMIN_DEFAULT_PASSWORD: {cp2}\n\npgadmin can't reach db, why?",
      [cp1, cp2], ["postgres:15.4", "dpage/pgadmin4:8.4", "5050:80"], "compose file passwords")

    kp = pw(1)
    kb = base64.b64encode(kp.encode()).decode()
    C("en_k8s_secret_base64", "en",
      "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\ntype: Opaque\ndata:\n"
      f"  username: YXBp\n  password: {kb}\n---\n# deployment uses image ghcr.io/acme/api:1.8.0\n\nthe pod says auth failed, is the base64 wrong?",
      [kb], ["ghcr.io/acme/api:1.8.0"], "base64-encoded password in k8s secret (yaml doc separator inside one message)")

    tp = pw_url()
    C("en_traceback_dsn", "en",
      "Traceback (most recent call last):\n  File \"/srv/app/db.py\", line 88, in connect\n"
      f"    conn = psycopg2.connect(\"host=10.0.3.17 port=5432 dbname=orders user=etl password={tp}\")\n"
      "psycopg2.OperationalError: connection to server at \"10.0.3.17\", port 5432 failed: timeout expired",
      [tp], ["10.0.3.17", "line 88"], "password inside DSN in stack trace")

    st, rid = rs(B64URL, 32), uuid4()
    C("en_log_session_token", "en",
      f"2024-03-11T10:22:01Z INFO auth ok user_id=880213 session={st} req={rid}\n"
      "2024-03-11T10:22:02Z WARN cart total mismatch 41.90 != 41.99\nwhy would the totals differ?",
      [st], ["user_id=880213", rid, "41.90"], "session token in app log")

    sq, oid = pw(0), digits(6)
    C("en_sql_seed_plaintext", "en",
      "INSERT INTO users (id, email, password_plain, last_order_id) VALUES\n"
      f"  (1042, 'ops@tinyshop.test', '{sq}', {oid});\n\nhow do I migrate this column to bcrypt hashes?",
      [sq], ["1042", oid], "plaintext password in SQL insert")

    al = pin(4)
    C("en_alarm_dog_sitter", "en",
      f"For the dog sitter: alarm panel code is {al} then press OFF, you have 30 seconds. "
      "Vet is Maple Animal Clinic (555) 014-7731. Feed Rufus at 7:30 and 18:00, one cup each.",
      [al], ["(555) 014-7731", "7:30"], "alarm code with vet phone and times")

    combo = f"{R.randint(1, 39)}-{R.randint(1, 39)}-{R.randint(1, 39)}"
    C("en_gym_locker_combo", "en",
      f"Gym stuff: locker 212 in the men's room, combo {combo}. Class is spin at 6:15 in studio B.",
      [combo], ["locker 212", "6:15"], "combination lock vs locker number")

    C("en_flight_lookalikes_only", "en",
      "Can you check if I'll make the connection? BA 287 lands SFO 14 May at 13:05, then UA 1487 departs 15:20 from gate F11. "
      "Seat 32K, e-ticket 125-2234987761, frequent flyer tier only Silver.",
      [], ["BA 287", "UA 1487", "gate F11", "32K", "125-2234987761"], "travel numbers only")

    u1, d256 = uuid4(), hexs(64)
    C("en_ids_hashes_only", "en",
      f"The job {u1} pulled image node@sha256:{d256} and then failed on version 20.11.1 vs 18.19.0. "
      "Commit 9f2c1ab is where it started. Port 3000 was in use.",
      [], [u1, d256, "20.11.1", "9f2c1ab"], "uuid, image digest, versions, commit")

    ip = pin(6)
    C("en_mom_ipad_passcode", "en",
      f"Mom's iPad passcode is {ip} if you need to walk her through the update. Her model is A2602 with iPadOS 17.4.",
      [ip], ["A2602", "17.4"], "device passcode next to model number")

    lp = pin(4)
    C("en_school_lunch_pin", "en",
      f"Maya's cafeteria account PIN is {lp}; she's in room 114, grade 3, teacher Ms. Ortega. "
      "Can you draft a note asking why $12.50 was charged twice?",
      [lp], ["room 114", "$12.50"], "school lunch pin")

    ipp = pin(6)
    C("en_irs_ip_pin", "en",
      f"The IRS sent my Identity Protection PIN: {ipp}. Where do I enter it on Form 1040 for tax year 2023?",
      [ipp], ["Form 1040", "tax year 2023"], "IRS IP PIN")

    k = tok("sk-proj-", 48, ALNUM + "-_")
    k1, k2 = k[:28], k[28:]
    C("en_split_key_seq", "en",
      "the key is too long for my phone's clipboard so I'll send it in two parts" + SEP + k1 + SEP + k2
      + SEP + "now put it together in the config for me",
      [k1, k2], [], "API key split across two messages")

    npm = tok("npm_", 36)
    C("en_npmrc", "en",
      f"my .npmrc:\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={npm}\nsave-exact=true\n"
      "npm publish says 403 for @acme/ui-kit@3.0.0-beta.2",
      [npm], ["@acme/ui-kit@3.0.0-beta.2", "https://registry.npmjs.org/"], "npm token")

    wh = rs(ALNUM, 24)
    tpart, bpart = "T0" + rs(UP + DIG, 8), "B0" + rs(UP + DIG, 9)
    C("en_slack_webhook", "en",
      f"SLACK_WEBHOOK=https://hooks.slack.com/services/{tpart}/{bpart}/{wh}\n"
      "the alert fires but the message shows as plain text, how do I use blocks?",
      [wh], [], "slack webhook secret path segment")

    sonar = "sqp_" + hexs(40)
    C("en_github_actions", "en",
      "      - run: npm ci\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
      "      - uses: SonarSource/sonarqube-scan-action@v2\n        env:\n"
      f"          SONAR_TOKEN: {sonar}\n\nis it fine to leave the sonar one like that for now?",
      [sonar], ["${{ secrets.NPM_TOKEN }}", "sonarqube-scan-action@v2"], "hardcoded token vs secrets reference")

    C("en_placeholders_only", "en",
      "For the README I wrote:\n  export API_KEY=your-api-key-here\n  export DB_PASSWORD=<password>\n  curl -H \"X-Api-Key: $API_KEY\" ...\n"
      "and in the example output the token is shown as ******** . Is that clear enough for beginners?",
      [], ["your-api-key-here", "<password>", "$API_KEY", "********"], "placeholders and masked value")

    C("en_last4_and_amounts", "en",
      "My card ending in 4417 was charged $42.18 twice for order 1188-20931 on 03/02. How do I dispute one?",
      [], ["4417", "$42.18", "1188-20931"], "last four digits and amounts only")

    pk, waddr = "0x" + hexs(64), "0x" + hexs(40)
    C("en_eth_private_key", "en",
      f"exported from MetaMask: private key {pk}\nmy public address is {waddr}. how do I import it into a hardware wallet?",
      [pk], [waddr], "hex private key vs public address")

    rx = pin(4)
    C("en_pharmacy_pin", "en",
      f"Pharmacy refill line is 1-800-555-0199, it asks for my account PIN which is {rx}, then the Rx number 6023341. Which option do I press for auto-refill?",
      [rx], ["1-800-555-0199", "6023341"], "phone menu pin next to Rx number")

    vm = pin(4)
    C("en_voicemail_pin", "en",
      f"Carrier reset my voicemail PIN to {vm}. They said dial *86 then it asks to change it. Plan is the 15GB one for $35/mo.",
      [vm], ["*86", "$35/mo"], "voicemail pin")

    gk = pin(5)
    C("en_garage_keypad_seq", "en",
      "I'll give you the garage keypad code for the cleaner's instructions" + SEP + f"{gk} then the enter button"
      + SEP + "house number is 2817, side door",
      [gk], ["2817"], "keypad code in next message, house number stays")

    sc = f"{pin(3)} {pin(3)}"
    C("en_sms_spaced_code", "en",
      f"Got this: \"Your Acme verification code is {sc}. Do not share it. Ref 55012.\" is it legit?",
      [sc], ["Ref 55012"], "spaced verification code")

    ok_ = tok("sk-proj-", 56, ALNUM + "-_")
    C("en_notebook_openai", "en",
      f"import openai\nopenai.api_key = \"{ok_}\"\n# openai==1.30.1\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", temperature=0.2)\n"
      "AttributeError: module has no attribute client",
      [ok_], ["openai==1.30.1", "gpt-4o-mini"], "hardcoded API key in notebook")

    sm = pw(3)
    C("en_smtp_ini", "en",
      f"[smtp]\nhost = smtp.mailhost.example\nport = 587\nuser = reports@widgets.example\npassword = {sm}\nstarttls = yes\n\nwhy 535 auth failed?",
      [sm], ["smtp.mailhost.example", "port = 587"], "ini file smtp password")

    rp = pw_url()
    C("en_redis_url", "en",
      f"REDIS_URL=redis://:{rp}@cache-01.prod.internal:6380/2\nCELERY_CONCURRENCY=8\nis db 2 separate from the default one?",
      [rp], ["cache-01.prod.internal:6380/2"], "redis url password")

    sc2 = card("mc")
    h1_, h2_, scv = sc2[:8], sc2[8:], pin(3)
    C("en_card_split_seq", "en",
      "buying the concert tickets for us, I'll send my card in pieces" + SEP
      + f"first 8: {h1_[:4]} {h1_[4:]}" + SEP + f"last 8: {h2_[:4]} {h2_[4:]}" + SEP + f"exp 11/27 cvc {scv}, section 112 row F please",
      [f"{h1_[:4]} {h1_[4:]}", f"{h2_[:4]} {h2_[4:]}", scv], ["section 112"], "card split across messages")

    pp = R.choice(UP) + digits(8, False)
    C("en_passport_checkin", "en",
      f"For the online check-in: passport {pp}, expires 2031, nationality USA. Flight is LH 431 on the 9th.",
      [pp], ["LH 431"], "passport number next to flight number")

    ra = pw(1)
    C("en_router_admin", "en",
      f"router admin page is 192.168.0.1, login admin / {ra}. Firmware says V1.2.7 Build 20230915. How do I set up port forwarding for 25565?",
      [ra], ["192.168.0.1", "V1.2.7", "25565"], "router admin password")

    C("en_checksums_only", "en",
      f"Downloaded the ISO, sha256sum gives {hexs(64)} and md5 {hexs(32)}. The site lists a different one for 24.04.1, did I get a bad mirror?",
      [], [], "checksums only")
    CASES[-1]["lookalikes"] = [CASES[-1]["text"].split("gives ")[1].split(" ")[0], "24.04.1"]

    tb = rs(B32, 32)
    C("en_totp_uri", "en",
      f"The QR won't scan, the fallback link is otpauth://totp/Acme:jane%40example.com?secret={tb}&issuer=Acme&digits=6 - how do I add it to my authenticator manually?",
      [tb], ["issuer=Acme"], "TOTP seed in otpauth uri")

    bu, bp = "svc_reports", pw_url()
    bb = base64.b64encode(f"{bu}:{bp}".encode()).decode()
    C("en_basic_auth", "en",
      f"both of these return 401:\ncurl -u {bu}:{bp} https://jira.corp.example/rest/api/2/issue/OPS-1182\n"
      f"curl -H 'Authorization: Basic {bb}' https://jira.corp.example/rest/api/2/issue/OPS-1182",
      [bp, bb], ["OPS-1182"], "basic auth in -u and header")

    sf = pin(4)
    C("en_hotel_safe", "en",
      f"Note to self: room 1207, the in-room safe code I set is {sf}. Breakfast 6:30-10:00 on floor 2.",
      [sf], ["room 1207", "6:30-10:00"], "hotel safe code vs room number")

    vp, rsa = pw(0), pin(6)
    C("en_vpn_rsa", "en",
      f"Can't get on VPN. Server vpn.acme-corp.example, user jlee, password {vp}, RSA token currently shows {rsa}. Error 809.",
      [vp, rsa], ["vpn.acme-corp.example", "Error 809"], "vpn password and token code")

    C("en_family_safe_word", "en",
      "Telling the new nanny: if anyone other than us picks up Leo from school, they have to say our family safe word, which is \"purple otter\". "
      "School office is 555-0187, pickup at 3:10.",
      ["purple otter"], ["555-0187", "3:10"], "family pickup safe word")

    bl = f"{pin(4)}"
    C("en_bike_lock_chatty", "en",
      f"lol I forgot my bike lock combo again, it's {bl} (writing it here so future me finds it). bike is the blue Trek FX 2, serial WTU123C4567K - actually don't worry about the serial",
      [bl], ["Trek FX 2"], "casual lock combo")

    gc = [f"{pin(4)}-{pin(4)}" for _ in range(3)]
    C("en_google_backup_codes_prose", "en",
      f"Google gave me backup codes, I've used one. Remaining: {gc[0]}, {gc[1]} and {gc[2]}. My account recovery phone is the office line 555-0110.",
      gc, ["555-0110"], "backup codes in prose")

    dk = tok("dckr_pat_", 27, ALNUM + "-_")
    C("en_docker_login_ci_log", "en",
      f"CI log:\n+ echo {dk} | docker login -u acmebuild --password-stdin\nWARNING! Your password will be stored unencrypted\nLogin Succeeded\n"
      "+ docker push acme/api:2024.06.1\nhow do I stop the token being echoed?",
      [dk], ["acme/api:2024.06.1"], "docker hub token printed in CI log")

    # ======================= Chinese (simplified) =======================
    cid = cn_id()
    C("zh_hotel_id_card", "zh-Hans",
      f"帮我写一段酒店入住登记的信息：姓名 王磊，身份证号 {cid}，入住 3 晚，房间 1708，订单号 {ordno(12)}。",
      [cid], ["1708"], "身份证号 with check digit")
    CASES[-1]["lookalikes"].append(CASES[-1]["text"].split("订单号 ")[1].rstrip("。"))

    zp, sf_ = pin(6), "SF" + digits(12)
    C("zh_pay_password_tracking", "zh-Hans",
      f"我的支付密码是{zp}，帮我记住。另外快递单号 {sf_} 怎么查不到物流？",
      [zp], [sf_], "支付密码 vs 快递单号")

    z1, z2 = pin(6), pin(6)
    C("zh_sms_code_seq", "zh-Hans",
      "我把银行发的短信验证码发给你，帮我看看是不是诈骗" + SEP
      + f"【某商业银行】您的验证码为{z1}，5分钟内有效，请勿泄露给他人。客服95599"
      + SEP + f"不对，刚又来了一条，是 {z2}",
      [z1, z2], ["95599"], "验证码 in sequence, bank hotline stays")

    zw, za = pw(3), pw(1)
    C("zh_home_wifi_router", "zh-Hans",
      f"家里WiFi名字 ChinaNet-7Fq2，密码 {zw}；路由器后台 192.168.1.1，管理员密码 {za}。怎么给孩子设置上网时间？",
      [zw, za], ["ChinaNet-7Fq2", "192.168.1.1"], "wifi + router admin")

    zdb, lt, lts = pw_url(), "LTAI" + rs(ALNUM, 20), rs(ALNUM, 30)
    C("zh_env_cloud_keys", "zh-Hans",
      f"# 数据库配置\nDB_HOST=10.2.3.4\nDB_PORT=3306\nDB_PASSWORD={zdb}\n# 云存储\nOSS_ACCESS_KEY_ID={lt}\nOSS_ACCESS_KEY_SECRET={lts}\n"
      "为什么上传文件一直报 403？",
      [zdb, lt, lts], ["10.2.3.4", "DB_PORT=3306"], "中文注释 env 文件")

    # ======================= Chinese (traditional) =======================
    twid, atm = tw_id(), pin(6)
    C("zh_tw_id_atm", "zh-Hant",
      f"幫我填表：身分證字號 {twid}，提款卡密碼 {atm}。公司統一編號 {digits(8)} 要填在發票欄嗎？",
      [twid, atm], [], "身分證字號 + 提款卡密碼, 統一編號 stays")
    CASES[-1]["lookalikes"].append(CASES[-1]["text"].split("統一編號 ")[1].split(" ")[0])

    hkid = hk_id()
    C("zh_hk_id_clinic", "zh-Hant",
      f"診所要我預約時提供香港身份證號碼 {hkid}，預約時間 3月18日 下午2:45，診所電話 2811 3300。可以幫我寫 WhatsApp 訊息嗎？",
      [hkid], ["2811 3300", "2:45"], "HKID with check char")

    t1, t2 = pin(6), pin(6)
    C("zh_tw_bank_otp_seq", "zh-Hant",
      "網銀登入要簡訊驗證碼，我先貼上來" + SEP + f"驗證碼：{t1}（交易序號 A0937）" + SEP + f"過期了，新的是 {t2}",
      [t1, t2], ["A0937"], "OTP sequence with transaction serial")

    # ======================= Japanese =======================
    mn_ = jp_mynumber()
    C("ja_mynumber_tax", "ja",
      f"確定申告でマイナンバー {mn_} を入力したら「番号が正しくありません」と出ます。令和5年分の申告です。どうすればいいですか？",
      [mn_], ["令和5年分"], "マイナンバー with check digit")

    jp, jo = pin(4), digits(3) + "-" + digits(7, False) + "-" + digits(7, False)
    C("ja_atm_pin_order", "ja",
      f"キャッシュカードの暗証番号は{jp}です。それとは別に、注文番号 {jo} の返金がまだなので問い合わせ文を作ってください。",
      [jp], [jo], "暗証番号 vs 注文番号")

    jdb = pw(1)
    C("ja_docker_env", "ja",
      "docker compose up すると MySQL に繋がりません。設定はこれです：\n"
      f"MYSQL_ROOT_PASSWORD={jdb}\nMYSQL_DATABASE=shop\nMYSQL_PORT=3307\nimage: mysql:8.0.36\n原因わかりますか？",
      [jdb], ["mysql:8.0.36", "MYSQL_PORT=3307"], "compose env in Japanese question")

    o1, o2 = pin(6), pin(6)
    C("ja_onetime_seq", "ja",
      "証券口座のワンタイムパスワードが届きました" + SEP + f"{o1}" + SEP
      + f"すみません、間違えました。正しくは {o2} です。お問い合わせ番号は 0120-000-777？",
      [o1, o2], ["0120-000-777"], "OTP then correction")

    jk, ssid = rs(LO + DIG, 13), "aterm-" + hexs(6) + "-g"
    C("ja_pocket_wifi", "ja",
      f"ポケットWi-FiのSSIDは {ssid}、暗号化キーは {jk} です。旅行中の家族に送るメッセージを作ってください。",
      [jk], [ssid], "暗号化キー vs SSID")

    # ======================= Korean =======================
    rrn = kr_rrn()
    C("ko_rrn_form", "ko",
      f"회원가입 양식인데 주민등록번호 {rrn} 이렇게 넣으면 되나요? 우편번호 06236, 전화는 회사 대표번호 02-555-0134 로 넣었어요.",
      [rrn], ["06236", "02-555-0134"], "주민등록번호 with check digit")

    kc, kt = pw(0), digits(12)
    C("ko_cert_password_parcel", "ko",
      f"공동인증서 비밀번호가 {kc} 인데 자꾸 틀렸다고 나와요. 그리고 택배 운송장 번호 {kt} 조회도 안 돼요.",
      [kc], [kt], "인증서 비밀번호 vs 운송장 번호")

    kd = pin(6)
    C("ko_doorlock", "ko",
      f"부모님 댁 주소는 302동 1104호예요. 현관 도어락 비밀번호는 {kd}* 이고, 관리사무소 번호는 031-555-0172 입니다.",
      [kd], ["302동 1104호", "031-555-0172"], "도어락 비밀번호 vs 동호수")

    k1_, k2_ = pin(6), pin(6)
    C("ko_verification_seq", "ko",
      "인증번호 왔어요 확인 좀 해주세요" + SEP + f"[Web발신] 본인확인 인증번호 [{k1_}]를 입력해주세요." + SEP
      + f"아 이건 옛날 거고 새로 온 건 {k2_} 예요",
      [k1_, k2_], ["[Web발신]"], "verification code sequence")

    # ======================= German =======================
    dp, t1_, t2_ = pin(5), pin(6), pin(6)
    C("de_banking_tan_seq", "de",
      f"Mein Online-Banking spinnt. PIN ist {dp}, ich hab die Überweisung über 1.250,00 € an Kundennummer 4471-2290 eingegeben" + SEP
      + f"jetzt kam TAN {t1_}" + SEP + f"ok die ging nicht, neue TAN: {t2_}",
      [dp, t1_, t2_], ["1.250,00 €", "4471-2290"], "PIN + TANs over messages")

    wk = " ".join(digits(4, False) for _ in range(5))
    C("de_fritzbox_wlan", "de",
      f"Auf der Rückseite der FRITZ!Box 7590 steht WLAN-Netzwerkschlüssel {wk}. Muss ich die Leerzeichen mit eingeben? Firmware ist FRITZ!OS 7.57.",
      [wk], ["FRITZ!Box 7590", "FRITZ!OS 7.57"], "grouped 20-digit wifi key")

    da = de_ausweis()
    C("de_ausweis_behoerde", "de",
      f"Für den Antrag beim Bürgeramt: Ausweisnummer {da}, Postleitzahl 10115, Aktenzeichen 23-BA-0417. Wie formuliere ich die E-Mail?",
      [da], ["10115", "23-BA-0417"], "Personalausweisnummer with check digit")

    dsp = pw_url()
    C("de_spring_yaml", "de",
      "Warum startet die App nicht? application.yml:\nserver:\n  port: 8443\nspring:\n  datasource:\n"
      f"    url: jdbc:postgresql://db:5432/lager\n    username: lager\n    password: {dsp}\n  jpa:\n    open-in-view: false",
      [dsp], ["port: 8443", "jdbc:postgresql://db:5432/lager"], "spring datasource password")

    dal = pin(4)
    C("de_alarm_nachbarin", "de",
      f"Nachricht an die Nachbarin: Die Alarmanlage schaltest du mit {dal} und dann # aus. Die Post bitte in Briefkasten 14 legen. Danke!",
      [dal], ["Briefkasten 14"], "Alarmcode")

    # ======================= French =======================
    nir = fr_nir()
    C("fr_secu_mutuelle", "fr",
      f"Pour la mutuelle ils demandent mon numéro de sécurité sociale : {nir}. Facture n° FA-2024-00813, montant 87,50 €. Vous pouvez rédiger le mail ?",
      [nir], ["FA-2024-00813", "87,50 €"], "NIR with key")

    dg = R.choice(UP) + pin(4)
    C("fr_digicode", "fr",
      f"Pour venir dîner samedi : digicode {dg}, bâtiment B, 3e étage porte gauche, interphone « Moreau ». Le bus 38 s'arrête juste devant.",
      [dg], ["bus 38"], "digicode")

    fc, fcv = card("visa"), pin(3)
    C("fr_carte_commande", "fr",
      f"La commande n° 402-7781-5520 n'est pas passée. J'ai mis la carte {spaced(fc)}, date 06/27, cryptogramme {fcv}. Pourquoi refusé ?",
      [spaced(fc), fcv], ["402-7781-5520"], "carte + cryptogramme vs commande")

    fi_num, fpw = digits(13, False), pw(0)
    C("fr_impots", "fr",
      f"Je n'arrive pas à me connecter sur impots.gouv : numéro fiscal {fi_num}, mot de passe {fpw}. Le revenu fiscal de référence 2023 est 31 420 €.",
      [fi_num, fpw], ["31 420 €"], "numéro fiscal + mot de passe")

    w1, w2 = pw(2), pw(2)
    C("fr_wifi_correction", "fr",
      f"le code wifi c'est {w1}\nah non pardon, on l'a changé, c'est {w2} maintenant. Le réseau s'appelle Livebox-A3F2.",
      [w1, w2], ["Livebox-A3F2"], "wifi key corrected")

    # ======================= Spanish =======================
    dni = es_dni()
    C("es_dni_cita", "es",
      f"Para la cita previa me piden DNI {dni} y el localizador de la cita es CP-88231. ¿Tengo que llevar fotocopia?",
      [dni], ["CP-88231"], "DNI with letter")

    ec = pw(1)
    coord = {f"{R.choice('ABCDE')}{R.randint(1, 8)}": pin(3) for _ in range(3)}
    ctext = ", ".join(f"{k}={v}" for k, v in coord.items())
    C("es_banca_coordenadas", "es",
      f"Clave de acceso a la banca online: {ec}. Y las coordenadas de la tarjeta que me piden siempre: {ctext}. Oficina 0182-5566.",
      [ec] + list(coord.values()), ["0182-5566"], "password + coordinate card values")

    s1, s2 = pin(6), pin(6)
    C("es_sms_seq", "es",
      "Te paso el código que me ha llegado para el Bizum" + SEP + f"{s1}" + SEP
      + f"uy no, ese era de Correos (envío PK7733102). El bueno es {s2}",
      [s1, s2], ["PK7733102"], "código SMS corrected, shipment id stays")

    gl2 = tok("glpat-", 20, ALNUM + "-_")
    C("es_gitlab_ci", "es",
      "¿Por qué falla el pipeline?\nvariables:\n  IMAGE_TAG: \"1.4.2\"\n"
      f"  CI_DEPLOY_TOKEN: \"{gl2}\"\ndeploy:\n  script:\n    - helm upgrade api ./chart --set image.tag=$IMAGE_TAG",
      [gl2], ["1.4.2", "$IMAGE_TAG"], "token in .gitlab-ci.yml")

    mc, mcv = card("mc"), pin(3)
    C("es_mx_tarjeta_pedido", "es",
      f"Oye, ¿me ayudas a pagar la luz? CFE número de servicio 6145 0923 8812, tarjeta {mc} vence 02/29 CVV {mcv}.",
      [mc, mcv], ["6145 0923 8812"], "unspaced card vs service number")

    # ======================= Portuguese =======================
    cpf = br_cpf()
    C("pt_cpf_pedido", "pt",
      f"Meu CPF é {cpf}, pedido nº 1043-557812, valor R$ 349,90. Pode escrever a reclamação para o Procon?",
      [cpf], ["1043-557812", "R$ 349,90"], "CPF with check digits")

    ps, pix = pw(0), uuid4()
    C("pt_pix_senha", "pt",
      f"A senha do app do banco é {ps}. Pra me pagar usa a chave Pix aleatória {pix}, tá?",
      [ps], [pix], "senha vs chave Pix (public to receive)")

    mb = pin(6)
    C("pt_pt_mbway_multibanco", "pt",
      f"O PIN do MB WAY é {mb}. Para a fatura da água: Entidade 21312, Referência 123 456 789, Montante 23,17 €.",
      [mb], ["Entidade 21312", "123 456 789", "23,17 €"], "PIN vs Multibanco payment reference")

    pc1 = pin(6)
    C("pt_codigo_seq", "pt",
      "vou te mandar o código do WhatsApp que chegou no celular da vó" + SEP + f"{pc1[:3]}-{pc1[3:]}" + SEP
      + "ela tá perguntando se pode passar pra pessoa que ligou dizendo ser do banco",
      [f"{pc1[:3]}-{pc1[3:]}"], [], "WhatsApp code in next message (scam context)")

    # ======================= Italian =======================
    cf = it_cf()
    C("it_codice_fiscale", "it",
      f"Per la prenotazione al CUP mi chiedono il codice fiscale {cf} e il numero di impegnativa 0801A4512339. Come compilo il modulo?",
      [cf], ["0801A4512339"], "codice fiscale with check char")

    ib, io_ = pin(5), digits(10)
    C("it_pin_bancomat_ordine", "it",
      f"Il PIN del bancomat è {ib}, non ricordo se l'ho cambiato. Intanto l'ordine {io_} è fermo a Bologna da giorni.",
      [ib], [io_], "PIN vs numero ordine")

    sp_, so = pw(1), pin(6)
    C("it_spid_seq", "it",
      f"Accesso SPID: utente mario.bianchi, password {sp_}" + SEP + f"codice OTP arrivato: {so}" + SEP
      + "dice errore 19, cosa significa?",
      [sp_, so], ["errore 19"], "SPID password + OTP")

    ic = pin(4)
    C("it_cancello", "it",
      f"Per il corriere: il codice del cancello è {ic}#, poi scala C interno 7. Orario 9-13.",
      [ic], ["interno 7", "9-13"], "gate code")

    # ======================= Dutch =======================
    bsn = nl_bsn()
    C("nl_bsn_belasting", "nl",
      f"Mijn BSN is {bsn}, postcode 1012 AB, huisnummer 44. Kun je een brief aan de Belastingdienst opstellen over aanslag 2022?",
      [bsn], ["1012 AB", "aanslag 2022"], "BSN 11-proef")

    dd_, dsms = pw(2), pin(6)
    C("nl_digid", "nl",
      f"DigiD wachtwoord: {dd_}, sms-code {dsms}. Werkt niet, foutcode 401-B. Helpdesk 088 123 6555 is alleen tot 17:00 open.",
      [dd_, dsms], ["401-B", "088 123 6555", "17:00"], "DigiD password + sms code")

    np1 = pin(4)
    C("nl_pin_seq", "nl",
      "mam vroeg de pincode van de gezamenlijke rekening, die stuur ik even apart" + SEP + np1 + SEP
      + "en het rekeningoverzicht nr. 118 laat ik bij jou liggen",
      [np1], ["nr. 118"], "pin as standalone message")

    nk = pin(4)
    C("nl_fietskluis", "nl",
      f"De code van de fietskluis bij station Utrecht, kluis 2316, is {nk}. Abonnement loopt tot 31-08.",
      [nk], ["kluis 2316", "31-08"], "bike locker code vs locker number")

    # ======================= Russian =======================
    sn = ru_snils()
    C("ru_snils_zakaz", "ru",
      f"На Госуслугах просят СНИЛС: {sn}. Номер заявления 4417-882-1190. Почему статус «отказано»?",
      [sn], ["4417-882-1190"], "СНИЛС with checksum")

    rp_, rcv = pin(4), pin(3)
    C("ru_card_pin_cvc", "ru",
      f"Карта заблокировалась. ПИН {rp_}, CVC {rcv}. Горячая линия банка 8 800 555-35-35 не отвечает, что делать?",
      [rp_, rcv], ["8 800 555-35-35"], "ПИН + CVC vs bank hotline")

    r1, r2 = pin(5), pin(5)
    C("ru_sms_seq", "ru",
      "Сейчас перешлю код из СМС, проверь, это точно от маркетплейса?" + SEP
      + f"«Код: {r1}. Никому не сообщайте его. Заказ 58112093 будет доставлен 12.04»" + SEP + f"пришёл ещё один: {r2}",
      [r1, r2], ["58112093", "12.04"], "SMS code + order")

    ser, num = f"{R.randint(40, 46)} {R.randint(10, 24):02d}", digits(6)
    C("ru_passport_flight", "ru",
      f"Для регистрации на рейс SU 1402: паспорт серия {ser} номер {num}. Вылет 07:40 из терминала B.",
      [f"{ser} номер {num}"], ["SU 1402", "07:40"], "passport series/number vs flight")

    # ======================= Polish =======================
    pes = pl_pesel()
    C("pl_pesel_przychodnia", "pl",
      f"Rejestracja do przychodni: PESEL {pes}, wizyta 14.05 o 10:30, gabinet 12. Napisz proszę SMS do rejestracji.",
      [pes], ["14.05", "gabinet 12"], "PESEL with check digit")

    bk1, bk2 = pin(6), pin(6)
    C("pl_blik_seq", "pl",
      "Kochanie, potrzebuję BLIK na zakupy, podaj kod" + SEP + bk1 + SEP + f"wygasł, nowy: {bk2}",
      [bk1, bk2], [], "BLIK codes over messages")

    plh = pw(0)
    C("pl_haslo_bank", "pl",
      f"Hasło do bankowości: {plh}. Numer klienta 88120045 - to chyba nie jest tajne? Przelew na 1 200,00 zł nie doszedł.",
      [plh], ["1 200,00 zł"], "bank password")

    pk_, przes = pin(6), digits(24)
    C("pl_paczkomat", "pl",
      f"Odbierz proszę moją paczkę: paczkomat WAW23M, kod odbioru {pk_}, numer przesyłki {przes}.",
      [pk_], ["WAW23M", przes], "parcel locker pickup code vs tracking number")

    # ======================= Turkish =======================
    tc = tr_tckn()
    C("tr_tckn_edevlet", "tr",
      f"e-Devlet başvurusu için TC kimlik no {tc}, başvuru numarası 2024-118734. Randevu 11:15'te.",
      [tc], ["2024-118734", "11:15"], "TCKN with check digits")

    ts = pw(1)
    C("tr_sifre_destek", "tr",
      f"Mobil bankacılık şifrem {ts}. Müşteri hizmetleri 0850 222 0 800 beni bekletti. Şikayet metni yazar mısın?",
      [ts], ["0850 222 0 800"], "bank password vs call center")

    ts1, ts2 = pin(6), pin(6)
    C("tr_sms_seq", "tr",
      "SMS doğrulama kodu geldi, sana atıyorum" + SEP + f"Doğrulama kodunuz: {ts1}. Sipariş no: TY-77310492" + SEP + f"pardon yanlış, bu: {ts2}",
      [ts1, ts2], ["TY-77310492"], "OTP with order no")

    twf = pw(3)
    C("tr_wifi_misafir", "tr",
      f"Misafirler için: ağ adı SUPERONLINE_5G_8E21, şifre {twf}. Modem TP-Link VR600.",
      [twf], ["SUPERONLINE_5G_8E21", "TP-Link VR600"], "wifi key")

    # ======================= Arabic =======================
    aotp = pin(6)
    east = aotp.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    C("ar_otp_eastern_digits", "ar",
      f"وصلتني رسالة: رمز التحقق الخاص بك هو {east} ولا تشاركه مع أحد. رقم الطلب 55218. هل هذه رسالة احتيال؟",
      [east], ["55218"], "OTP written in Eastern Arabic digits")

    apw = pw(0)
    C("ar_password_email", "ar",
      f"نسيت أين كتبت كلمة المرور الجديدة للبريد. هي {apw} — ساعدني في كتابة رسالة للدعم الفني، رقم التذكرة 90412.",
      [apw], ["90412"], "email password")

    sid = sa_id()
    C("ar_saudi_id_absher", "ar",
      f"للتسجيل في أبشر: رقم الهوية الوطنية {sid}، ورقم الجوال الخاص بالشركة 920000000؟ والموعد الساعة 9:30.",
      [sid], ["920000000", "9:30"], "Saudi national id (Luhn)")

    C("ar_flight_lookalikes", "ar",
      "رحلتي رقم EK 202 يوم 21 مارس، المقعد 44A، البوابة B12، ورقم الحجز في الفندق 773120. كم ساعة قبل الإقلاع يجب أن أصل؟",
      [], ["EK 202", "44A", "B12", "773120"], "travel numbers only")

    # ======================= Hindi =======================
    aad = in_aadhaar()
    C("hi_aadhaar_kyc", "hi",
      f"बैंक KYC के लिए मेरा आधार नंबर {aad} है और ब्रांच कोड 004512 है। क्या मुझे फोटो भी भेजनी होगी?",
      [aad], ["004512"], "Aadhaar Verhoeff")

    upi = pin(6)
    C("hi_upi_pin", "hi",
      f"मेरा UPI पिन {upi} है, पापा के फोन में डाल दो। बिजली बिल का उपभोक्ता क्रमांक 1102 8831 45 है।",
      [upi], ["1102 8831 45"], "UPI PIN vs consumer number")

    ho1, ho2 = pin(6), pin(6)
    C("hi_otp_seq_hinglish", "hi",
      "bhai OTP aaya hai, abhi bhejta hoon" + SEP + f"OTP {ho1} hai, valid 10 min" + SEP + f"nahi ruk, naya aaya: {ho2}. order id OD4290115 hai",
      [ho1, ho2], ["OD4290115"], "Hinglish OTP sequence")

    C("hi_train_lookalikes", "hi",
      "ट्रेन संख्या 12952 राजधानी, कोच B3, बर्थ 41, प्रस्थान 16:55। PNR स्थिति कैसे देखूँ?",
      [], ["12952", "B3", "16:55"], "train numbers only")

    # ======================= Vietnamese =======================
    cccd = "0" + digits(11, False)
    C("vi_cccd", "vi",
      f"Số CCCD của mẹ là {cccd}, cấp ngày 12/08/2021. Mã hồ sơ dịch vụ công G22.55-240318-0042. Giúp mình viết đơn nhé.",
      [cccd], ["G22.55-240318-0042", "12/08/2021"], "CCCD number")

    vo = pin(6)
    C("vi_otp_ngan_hang", "vi",
      f"Ngân hàng gửi mã OTP {vo} để chuyển 2.500.000 đ. Có người gọi điện xin mã này, mình có nên đưa không?",
      [vo], ["2.500.000 đ"], "OTP vs amount")

    vm_ = pw(2)
    C("vi_mat_khau", "vi",
      f"Mật khẩu Wi-Fi quán cà phê của mình là {vm_}, tên mạng CaPhe_Sang. Viết giúp tấm bảng nhỏ để khách xem.",
      [vm_], ["CaPhe_Sang"], "shop wifi key (owner's own)")

    # ======================= Indonesian =======================
    nik = digits(16)
    C("id_nik_bpjs", "id",
      f"NIK saya {nik}, nomor antrean BPJS A-031. Kenapa data saya belum muncul?",
      [nik], ["A-031"], "NIK")

    ipin = pin(6)
    C("id_pin_mbanking", "id",
      f"PIN m-banking saya {ipin}, tadi transfer Rp 1.750.000 ke virtual account 8808 0812 3456 7890 gagal.",
      [ipin], ["Rp 1.750.000", "8808 0812 3456 7890"], "PIN vs virtual account (payee)")

    io1 = pin(4)
    C("id_otp_ojol_seq", "id",
      "kode OTP aplikasi ojek masuk nih" + SEP + f"{io1}" + SEP + "ini buat driver dengan plat B 1234 XYZ ya",
      [io1], ["B 1234 XYZ"], "4-digit OTP alone, plate number stays")

    # ======================= Swedish =======================
    pnr = se_pnr()
    C("sv_personnummer", "sv",
      f"Till Försäkringskassan: personnummer {pnr}, ärendenummer 2024/11883. Hjälp mig formulera ett mejl.",
      [pnr], ["2024/11883"], "personnummer Luhn")

    swk = pw(2)
    C("sv_wifi_lgh", "sv",
      f"Wifi i lägenheten: Telia-8C2A, lösenord {swk}. Portkod till huset är samma som förra året.",
      [swk], ["Telia-8C2A"], "wifi key")

    sport = pin(4)
    C("sv_portkod_seq", "sv",
      "du frågade om portkoden" + SEP + f"{sport}, sen trappa upp till 3 tr" + SEP + "och tvättstugan bokar du på tavlan, pass 3",
      [sport], ["3 tr"], "door code in follow-up message")

    # ======================= other languages =======================
    het = fi_hetu()
    C("fi_henkilotunnus", "fi",
      f"Kelan lomakkeeseen: henkilötunnus {het}, asiakasnumero palvelussa 55-10432. Voitko tarkistaa muotoilun?",
      [het], ["55-10432"], "Finnish HETU check char")

    cnp = ro_cnp()
    C("ro_cnp", "ro",
      f"Pentru dosar îmi trebuie CNP-ul: {cnp}. Numărul de înregistrare al cererii este 8812/2024.",
      [cnp], ["8812/2024"], "Romanian CNP")

    ilid = il_id()
    C("he_teudat_zehut", "he",
      f"מספר תעודת הזהות שלי {ilid}, ומספר התור במשרד הפנים 318. אפשר לנסח לי מייל?",
      [ilid], ["318"], "Israeli ID check digit")

    ua1 = pin(4)
    C("uk_pin_karta", "uk",
      f"ПІН-код від картки {ua1}, а номер договору 0049-22871. Напиши, будь ласка, заяву на перевипуск.",
      [ua1], ["0049-22871"], "Ukrainian card PIN")

    elp = pw(0)
    C("el_kodikos", "el",
      f"Ο κωδικός του Taxisnet μου είναι {elp}. Ο αριθμός πρωτοκόλλου είναι 44712/2024. Μπορείς να με βοηθήσεις;",
      [elp], ["44712/2024"], "Greek tax portal password")

    thp = pin(6)
    C("th_otp", "th",
      f"รหัส OTP คือ {thp} (Ref: KQ7T) สำหรับโอนเงิน 1,500 บาท ห้ามบอกใคร ใช่ของธนาคารจริงไหม",
      [thp], ["Ref: KQ7T", "1,500 บาท"], "Thai OTP with ref code")

    csh = pw(1)
    C("cs_heslo_skola", "cs",
      f"Heslo do Bakalářů pro Aničku je {csh}, třída 4.B, učebna 208. Potřebuju omluvenku na pátek.",
      [csh], ["4.B", "učebna 208"], "school portal password")

    dam = pin(4)
    C("da_mitid_kode", "da",
      f"Koden til min MitID-app er {dam}. Sagsnummer hos kommunen er 2024-0033871. Hjælp med en klage?",
      [dam], ["2024-0033871"], "MitID app code")

    nop = pw(3)
    C("nb_passord", "nb",
      f"Passordet til ruteren er {nop}, modellen er Zyxel EX3301 og kundenummer hos Telenor er 7712093.",
      [nop], ["Zyxel EX3301", "7712093"], "router password")

    # ======================= more English (mixed forms) =======================
    az = rs(ALNUM + "+/", 86) + "=="
    C("en_azure_conn_string", "en",
      "DefaultEndpointsProtocol=https;AccountName=acmelogs01;AccountKey="
      f"{az};EndpointSuffix=core.windows.net\nblob upload gives 403 AuthorizationPermissionMismatch",
      [az], ["AccountName=acmelogs01", "core.windows.net"], "azure storage account key")

    mongo = pw_url()
    C("en_mongo_uri_in_python", "en",
      f"client = MongoClient(\"mongodb+srv://analytics:{mongo}@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority\")\n"
      "pymongo 4.6.1 raises ServerSelectionTimeoutError",
      [mongo], ["cluster0.ab1cd.mongodb.net", "4.6.1"], "mongodb uri password")

    gk2 = "AIza" + rs(ALNUM + "-_", 35)
    C("en_google_maps_key_html", "en",
      f"<script src=\"https://maps.googleapis.com/maps/api/js?key={gk2}&callback=initMap&v=3.55\"></script>\n"
      "the map shows 'for development purposes only', what am I missing?",
      [gk2], ["v=3.55", "initMap"], "API key in HTML")

    tw_sid, tw_tok = "AC" + hexs(32), hexs(32)
    C("en_twilio_env_seq", "en",
      "here's what I have for twilio" + SEP + f"TWILIO_ACCOUNT_SID={tw_sid}" + SEP + f"TWILIO_AUTH_TOKEN={tw_tok}"
      + SEP + "and the from number is +1 555 010 9988",
      [tw_tok], ["+1 555 010 9988"], "auth token (account SID treated neutral)")

    sg = "SG." + rs(ALNUM + "-_", 22) + "." + rs(ALNUM + "-_", 43)
    C("en_sendgrid_k8s_env", "en",
      f"        env:\n        - name: SENDGRID_API_KEY\n          value: \"{sg}\"\n        - name: MAIL_FROM\n          value: noreply@shop.example\n"
      "        image: shop/mailer:0.9.3",
      [sg], ["shop/mailer:0.9.3", "noreply@shop.example"], "sendgrid key in k8s env")

    C("en_uuid_versions_only", "en",
      f"Why is my migration 20240118093012_add_orders failing on Django 5.0.2? The row id is {uuid4()} and the error code is 1452.",
      [], [], "migration id, uuid, version only")
    t_ = CASES[-1]["text"]
    CASES[-1]["lookalikes"] = ["20240118093012_add_orders", "5.0.2", t_.split("row id is ")[1].split(" ")[0], "1452"]

    ch_pw = pw(0)
    C("en_chat_lowercase_pw", "en",
      f"ok so my work laptop login is just {ch_pw.lower()} lol, IT says it expires in 14 days. what's a good pattern for new ones?",
      [ch_pw.lower()], ["14 days"], "casual lowercase password")

    medp, mrn_appt = pw(1), "10:40"
    C("en_patient_portal", "en",
      f"Patient portal (MyChart) password is {medp}; my appointment is Tue at {mrn_appt} with Dr. Kaur in suite 305. Can you list questions to ask about my A1C of 6.1?",
      [medp], ["suite 305", "6.1", mrn_appt], "health portal password vs lab value")

    dl = R.choice(UP) + digits(7, False)
    C("en_drivers_license_rental", "en",
      f"For the car rental form: driver's license {dl}, state CA. Reservation 44X-90213, pickup at LAX terminal 5.",
      [dl], ["44X-90213", "terminal 5"], "driver licence number vs reservation")

    pgp = "\n".join(rs(B64, 64) for _ in range(3))
    C("en_pgp_private_block", "en",
      "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pgp
      + "\n-----END PGP PRIVATE KEY BLOCK-----\nkey id 0x3A9F2C7D11E04B88, why does gpg --import say no valid OpenPGP data?",
      [pgp], ["0x3A9F2C7D11E04B88"], "PGP private key body vs key id")

    cron = pw_url()
    C("en_crontab_backup", "en",
      f"crontab -l\n30 2 * * * PGPASSWORD='{cron}' pg_dump -h 10.1.4.20 -U backup erp > /backups/erp_$(date +\\%F).sql\nit runs but the file is 0 bytes",
      [cron], ["10.1.4.20", "30 2 * * *"], "password in crontab env")

    eb = pw(2)
    C("en_elderly_email_pw_seq", "en",
      "Dad keeps forgetting his email password so I'm writing it for you to turn into a big-print card" + SEP
      + f"email: george.p1947@mailbox.example\npassword: {eb}" + SEP + "and the helpline of his internet company: 0800 555 0123",
      [eb], ["0800 555 0123"], "password for big-print card")

    C("en_doc_example_db_url_only", "en",
      "In the docs they show DATABASE_URL=postgres://user:password@localhost:5432/mydb and JWT_SECRET=change-me. "
      "Should my .env.example use those exact values?",
      [], ["postgres://user:password@localhost:5432/mydb", "JWT_SECRET=change-me"], "documentation example placeholders")

    kc2 = tok("xoxb-", 0) + digits(12) + "-" + digits(13) + "-" + rs(ALNUM, 24)
    C("en_slack_bot_token_error", "en",
      f"slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)\n"
      f"token used: {kc2}\nchannel C04AB12CD3E, ts 1712345678.123456",
      [kc2], ["C04AB12CD3E", "1712345678.123456"], "bot token in error output")

    fam_pin = pin(4)
    C("en_family_group_chat", "en",
      f"[Group: Family] Sis: what's the code for grandma's key safe again?\n[Group: Family] Me: {fam_pin}, and the carer comes at 11:30\n"
      "Can you turn this into a rota for the week?",
      [fam_pin], ["11:30"], "pasted group chat with key safe code")

    am, amcv = card("amex"), pin(4)
    C("en_amex_4digit_cid", "en",
      f"Amex {spaced(am)}, CID {amcv} on the front, expires 09/26. Booking ref for the ferry is FRY-2209-B.",
      [spaced(am), amcv], ["FRY-2209-B"], "Amex 15 digits + 4-digit CID")

    wp2 = pw(1)
    C("en_wpa_supplicant", "en",
      f"network={{\n    ssid=\"Attic-IoT\"\n    psk=\"{wp2}\"\n    key_mgmt=WPA-PSK\n}}\nraspberry pi zero won't join, country=GB is set",
      [wp2], ["Attic-IoT", "country=GB"], "wpa_supplicant psk")

    # ======================= multi-secret additions =======================
    rows = []
    sites = [("bank.northbay.example", "d.whitfield"), ("mail.example.net", "dana.w"), ("shop.bigbox.example", "danaw84"),
             ("portal.utility.example", "acct-22817"), ("kids-school.example", "whitfield.family"),
             ("cloud.photos.example", "dana.whitfield"), ("insurer.example", "DW-110293"), ("airline.example", "FF 8812039")]
    pms = []
    for site, user in sites:
        p_ = pw()
        pms.append(p_)
        rows.append(f"https://{site},{user},{p_}")
    C("en_password_manager_csv", "en",
      "Exported from my old password manager, can you help me sort which ones are weak?\nurl,username,password\n" + "\n".join(rows),
      pms, [], "CSV export of a password manager")

    e1, e2, e3, e4 = pw_url(), pw_url(), rs(ALNUM, 48), "AKIA" + rs(UP + "234567", 16)
    e5, e6, e7 = rs(ALNUM + "/+", 40), tok("sk_live_", 24), "key-" + hexs(32)
    C("en_env_full_stack", "en",
      "Cleaning up our .env before the audit - which of these belong in the vault?\n"
      f"APP_ENV=staging\nAPP_PORT=4000\nDB_URL=mysql://api:{e1}@mysql-stg:3306/api\nREDIS_URL=redis://default:{e2}@redis-stg:6379\n"
      f"JWT_SECRET={e3}\nAWS_ACCESS_KEY_ID={e4}\nAWS_SECRET_ACCESS_KEY={e5}\nAWS_REGION=us-east-2\nSTRIPE_KEY={e6}\n"
      f"MAILGUN_API_KEY={e7}\nFEATURE_FLAGS=checkout_v2,search_beta",
      [e1, e2, e3, e4, e5, e6, e7], ["APP_PORT=4000", "us-east-2", "checkout_v2,search_beta"], "env with many secrets")

    dcodes = [digits(8, False) for _ in range(10)]
    C("de_sicherungscodes", "de",
      "Das sind meine Backup-Codes für das Google-Konto, kannst du mir eine druckbare Tabelle machen?\n"
      + "\n".join(f"{i + 1}. {c[:4]} {c[4:]}" for i, c in enumerate(dcodes)),
      [f"{c[:4]} {c[4:]}" for c in dcodes], [], "10 backup codes in numbered list")

    jcodes = [rs(LO + DIG, 4) + "-" + rs(LO + DIG, 4) for _ in range(6)]
    C("ja_recovery_codes", "ja",
      "二段階認証のリカバリーコードです。どこに保管するのが安全ですか？\n" + "  ".join(jcodes),
      jcodes, [], "recovery codes, space separated")

    fn, fb, fbk, fcb, fpe = pw(2), pw(1), pin(6), pin(4), pw(0)
    C("fr_liste_mdp_famille", "fr",
      "Ma mère m'a dicté ses codes, tu peux les mettre au propre ?\n"
      f"- Netflix : {fn}\n- box internet (admin) : {fb}\n- code d'accès banque en ligne : {fbk}\n"
      f"- code de la carte bleue : {fcb}\n- Ameli : {fpe}\n- numéro de client EDF : 6004 1822 93 (ça c'est pas secret)",
      [fn, fb, fbk, fcb, fpe], ["6004 1822 93"], "family password list")

    seccard = {f"{R.randint(1, 35):02d}": pin(4) for _ in range(6)}
    C("ko_security_card", "ko",
      "은행 보안카드 번호 적어둘게요 (엄마가 사진 보내줌)\n" + "\n".join(f"{k}번: {v}" for k, v in seccard.items())
      + "\n일련번호 1234-5678 은 카드 뒷면에 있어요",
      list(seccard.values()), ["1234-5678"], "bank security card grid values")

    zq, zw2, zz, zb = pw(0), pw(1), pin(6), pw(3)
    C("zh_account_list", "zh-Hans",
      f"帮我整理一下爸爸的账号：\n微信密码：{zq}\nQQ密码：{zw2}\n手机锁屏密码：{zz}\n邮箱密码：{zb}\n社保卡服务电话 12333 不用记",
      [zq, zw2, zz, zb], ["12333"], "list of family account passwords")

    ptc, ptcv, ptp = card("visa"), pin(3), pin(4)
    C("pt_cartao_completo_seq", "pt",
      "mãe, pra comprar a passagem do ônibus preciso do cartão" + SEP + f"{spaced(ptc)}" + SEP
      + f"validade 04/29, código de segurança {ptcv}" + SEP + f"e a senha é {ptp}, mas não passa pra ninguém! poltrona 22",
      [spaced(ptc), ptcv, ptp], ["poltrona 22"], "card, CVV and PIN over messages")

    ia, ib_, ic_, id_ = pw(0), pw(2), pin(5), pw(1)
    C("it_lista_password", "it",
      f"Appunti per il nonno:\nemail: {ia}\nhome banking: {ib_}\nPIN carta: {ic_}\nwifi di casa: {id_}\nnumero verde assistenza 800 123 456",
      [ia, ib_, ic_, id_], ["800 123 456"], "list of passwords for grandfather")

    ru1, ru2, ru3, ru4 = pw_url(), pw(1), rs(ALNUM, 32), pw(0)
    C("ru_config_dump", "ru",
      "Почему не стартует сервис? конфиг:\n"
      f"db:\n  host: 172.18.0.5\n  password: {ru1}\nrabbitmq:\n  user: svc\n  pass: \"{ru2}\"\napi:\n  secret_key: {ru3}\n"
      f"admin_panel_password: {ru4}\nversion: 3.2.1",
      [ru1, ru2, ru3, ru4], ["172.18.0.5", "version: 3.2.1"], "yaml config with several secrets")

    pa1, pa2, pa3 = pw(0), pin(4), pw(2)
    C("pl_notatka_hasla", "pl",
      f"Notatka z telefonu, przepisz ładnie:\nPoczta: {pa1}\nPIN do karty: {pa2}\nWiFi: {pa3}\nNumer mieszkania 14, piętro 3",
      [pa1, pa2, pa3], ["Numer mieszkania 14"], "phone note with passwords")

    tra, trb, trc = pw(1), pin(6), pin(4)
    C("tr_hesap_bilgileri", "tr",
      f"Annemin bilgileri: e-posta şifresi {tra}, internet bankacılığı şifresi {trb}, kart şifresi {trc}. Müşteri numarası 55102934 sadece referans için.",
      [tra, trb, trc], ["55102934"], "several Turkish passwords")

    na, nb_, nc = pw(2), pin(5), pin(4)
    C("nl_codes_oppas", "nl",
      f"Voor de oppas: wifi {na}, alarm {nb_}, sleutelkastje {nc}. Huisarts 020 555 0199, bedtijd 19:30.",
      [na, nb_, nc], ["020 555 0199", "19:30"], "babysitter codes")


DROP = {  # trimmed for balance after drafting (RNG consumption unchanged)
    "en_pharmacy_pin", "en_voicemail_pin", "en_school_lunch_pin", "en_gym_locker_combo", "en_redis_url",
    "en_smtp_ini", "en_google_maps_key_html", "en_sendgrid_k8s_env", "en_chat_lowercase_pw",
    "en_drivers_license_rental", "en_crontab_backup", "en_uuid_versions_only", "en_checksums_only",
    "en_passport_checkin", "en_mongo_uri_in_python", "en_docker_login_ci_log", "en_family_group_chat",
    "en_bike_lock_chatty", "en_last4_and_amounts", "en_notebook_openai", "en_router_admin",
}


def q(s):
    """YAML scalar: single-quoted when possible, else double-quoted with escapes."""
    bad = any(ord(ch) < 32 or ch in "\x7f\x85\u2028\u2029\ufeff" for ch in s)
    if not bad:
        return "'" + s.replace("'", "''") + "'"
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 32 or ch in "\x7f\x85\u2028\u2029\ufeff":
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def validate():
    ids = set()
    for c in CASES:
        assert c["id"] not in ids, c["id"]
        ids.add(c["id"])
        for s in c["secrets"] + c["lookalikes"]:
            assert s and s in c["text"], (c["id"], s)
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                assert s not in l and l not in s, (c["id"], s, l)


def dump():
    lines = ["lookalikes: []", "cases:"]
    for c in CASES:
        lines.append(f"- id: {c['id']}")
        lines.append(f"  lang: {c['lang']}")
        lines.append(f"  text: {q(c['text'])}")
        lines.append("  secrets: [" + ", ".join(q(s) for s in c["secrets"]) + "]")
        lines.append("  lookalikes: [" + ", ".join(q(s) for s in c["lookalikes"]) + "]")
        lines.append(f"  note: {q(c['note'])}")
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "heldout_v24.yaml"
    build()
    CASES[:] = [c for c in CASES if c['id'] not in DROP]
    validate()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(dump())
    print(f"wrote {out}: {len(CASES)} cases")


if __name__ == "__main__":
    main()
