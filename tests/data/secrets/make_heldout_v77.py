#!/usr/bin/env python3
"""Generator for heldout_v77: blind evaluation set for a chat secrets filter.
Usage: python3 make_heldout_v77.py heldout_v77.yaml   (standard library only, deterministic)"""
import json, random, string, sys

SEED = 77
PREFIX = "H77"
R = random.Random(SEED)
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64U = AN + "-_"
B64 = AN + "+/"
HEX = "0123456789abcdef"

def pick(s, n): return "".join(R.choice(s) for _ in range(n))
def dig(n): return pick(DG, n)
def ndig(n): return R.choice("123456789") + dig(n - 1)
def hexs(n): return pick(HEX, n)
def choice(x): return R.choice(x)

# ---------- check digits ----------
def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return str((10 - s % 10) % 10)
def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]
def card(prefix, length=16):
    body = prefix + dig(length - len(prefix) - 1)
    return body + luhn_digit(body)
def g4(s, sep=" "): return sep.join(s[i:i+4] for i in range(0, len(s), 4))
def iban(cc, bban):
    t = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in t))
    return cc + "%02d" % (98 - n % 97) + bban
def iban_ok(ib):
    t = ib[4:] + ib[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1
def expiry(): return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))
def cvc(): return dig(3)

VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VI = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_digit(body):
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VI[c])
def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0

def bday():
    return R.randint(1955, 2003), R.randint(1, 12), R.randint(1, 28)
def aadhaar():
    b = R.choice("23456789") + dig(10); n = b + verhoeff_digit(b); assert verhoeff_ok(n); return n
def dni_es():
    n = ndig(8); return n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
def pesel():
    y, m, d = bday(); mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, mm, d) + dig(4)
    w = [1,3,7,9,1,3,7,9,1,3]
    return b + str((10 - sum(int(a)*x for a, x in zip(b, w)) % 10) % 10)
def cpf():
    b = [int(c) for c in ndig(9)]
    for k in (10, 11):
        s = sum(d * w for d, w in zip(b, range(k, 1, -1))); r = (s * 10) % 11; b.append(0 if r == 10 else r)
    s = "".join(map(str, b)); return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
def cn_id():
    y, m, d = bday()
    b = choice(["110105", "310104", "440305", "510107", "330106", "320102"]) + "%04d%02d%02d" % (y, m, d) + dig(3)
    w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
    return b + "10X98765432"[sum(int(a)*x for a, x in zip(b, w)) % 11]
def kr_rrn():
    y, m, d = bday(); g = "1" if y < 2000 else "3"; g = str(int(g) + R.randint(0, 1))
    b = "%02d%02d%02d" % (y % 100, m, d) + g + dig(5)
    w = [2,3,4,5,6,7,8,9,2,3,4,5]
    c = (11 - sum(int(a)*x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)
def my_number():
    b = ndig(11); s = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5; s += p * q
    r = s % 11; c = 0 if r <= 1 else 11 - r
    return b + str(c)
def inn_ru():
    b = [int(c) for c in ndig(10)]
    w1 = [7,2,4,10,3,5,9,4,6,8]; b.append(sum(x*y for x, y in zip(b, w1)) % 11 % 10)
    w2 = [3,7,2,4,10,3,5,9,4,6,8]; b.append(sum(x*y for x, y in zip(b, w2)) % 11 % 10)
    return "".join(map(str, b))
def snils():
    b = ndig(9); s = sum(int(c) * w for c, w in zip(b, range(9, 0, -1)))
    if s > 101: s %= 101
    c = 0 if s in (100, 101) else s
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def tc_kimlik():
    d = [int(c) for c in ndig(9)]
    d10 = ((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10
    d.append(d10); d.append(sum(d) % 10); return "".join(map(str, d))
def il_id():
    b = dig(8); s = 0
    for i, c in enumerate(b):
        v = int(c) * (1 if i % 2 == 0 else 2); s += v if v < 10 else v - 9
    return b + str((10 - s % 10) % 10)
def bsn():
    while True:
        b = ndig(8); s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
        c = s % 11
        if c < 10: return b + str(c)
def no_fnr():
    while True:
        y, m, d = bday(); b = "%02d%02d%02d" % (d, m, y % 100) + dig(3)
        w1 = [3,7,6,1,8,9,4,5,2]; k1 = 11 - sum(int(a)*x for a, x in zip(b, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10: continue
        b += str(k1); w2 = [5,4,3,2,7,6,5,4,3,2]; k2 = 11 - sum(int(a)*x for a, x in zip(b, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10: continue
        return b + str(k2)
def se_pnr():
    y, m, d = bday(); b = "%02d%02d%02d" % (y % 100, m, d) + dig(3)
    return b[:6] + "-" + b[6:] + luhn_digit(b)
def fi_hetu():
    y, m, d = bday(); ddmmyy = "%02d%02d%02d" % (d, m, y % 100); n = "%03d" % R.randint(2, 899)
    return ddmmyy + ("-" if y < 2000 else "A") + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(ddmmyy + n) % 31]
def dk_cpr():
    y, m, d = bday(); return "%02d%02d%02d-%s" % (d, m, y % 100, dig(4))
def ro_cnp():
    y, m, d = bday(); b = choice("12" if y < 2000 else "56") + "%02d%02d%02d" % (y % 100, m, d) + "%02d" % R.randint(1, 46) + dig(3)
    w = [2,7,9,1,4,6,3,5,8,2,7,9]; c = sum(int(a)*x for a, x in zip(b, w)) % 11
    return b + str(1 if c == 10 else c)
def amka():
    y, m, d = bday(); b = "%02d%02d%02d" % (d, m, y % 100) + dig(4); return b + luhn_digit(b)
def cz_rc():
    while True:
        y, m, d = bday(); mm = m + choice([0, 50]); b = "%02d%02d%02d" % (y % 100, mm, d) + dig(3)
        c = int(b) % 11
        if c == 10: continue
        return b[:6] + "/" + b[6:] + str(c)
def hu_taj():
    b = ndig(8); s = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b))
    return "%s %s %s" % (b[:3], b[3:6], b[6:] + str(s % 10))
def th_id():
    b = R.choice("12345678") + dig(11); s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    n = b + str((11 - s % 11) % 10)
    return "%s-%s-%s-%s-%s" % (n[0], n[1:5], n[5:10], n[10:12], n[12])
def ir_code():
    b = ndig(9); s = sum(int(c) * (10 - i) for i, c in enumerate(b)); r = s % 11
    return b + str(r if r < 2 else 11 - r)
def ua_rnokpp():
    b = ndig(9); w = [-1,5,7,9,4,6,10,5,7]; return b + str(sum(int(c)*x for c, x in zip(b, w)) % 11 % 10)
def fr_nir():
    y, m, d = bday(); b = choice("12") + "%02d%02d" % (y % 100, m) + "%02d" % R.randint(1, 95) + dig(3) + dig(3)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
def de_steuerid():
    b = ndig(10); p = 10
    for c in b:
        s = (int(c) + p) % 10
        if s == 0: s = 10
        p = (s * 2) % 11
    k = 11 - p; k = 0 if k == 10 else k
    return b + str(k)
def ssn():
    a = R.randint(1, 665)
    while a == 666: a = R.randint(1, 899)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
def nino(): return pick("ABCEGHJKLMNPRSTWXYZ", 1) + pick("ABCEGHJKLMNPRSTWXYZ", 1) + " " + dig(2) + " " + dig(2) + " " + dig(2) + " " + choice("ABCD")
def ca_sin():
    b = R.choice("1234567") + dig(7); n = b + luhn_digit(b); return "%s %s %s" % (n[:3], n[3:6], n[6:])
def sa_id():
    b = choice("12") + dig(8); return b + luhn_digit(b)
def pan_in(): return pick(UP, 3) + "P" + pick(UP, 1) + dig(4) + pick(UP, 1)
def nip_pl():
    while True:
        b = ndig(9); w = [6,5,7,2,3,4,5,6,7]; c = sum(int(a)*x for a, x in zip(b, w)) % 11
        if c < 10: return "%s-%s-%s-%s" % (b[:3], b[3:6], b[6:8], b[8] + str(c))
def uuid4():
    h = hexs(32); h = h[:12] + "4" + h[13:16] + choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

# ---------- provider tokens (fresh random, realistic shape) ----------
def gh_pat(): return "ghp_" + pick(AN, 36)
def gh_fine(): return "github_pat_11" + pick(UP + DG, 20) + "_" + pick(AN, 59)
def openai_key(): return "sk-proj-" + pick(B64U, 74) + "T3BlbkFJ" + pick(B64U, 74)
def anthropic_key(): return "sk-ant-api03-" + pick(B64U, 93) + "AA"
def stripe_live(): return "sk_live_51" + pick(AN, 97)
def stripe_rk(): return "rk_live_51" + pick(AN, 97)
def aws_id(): return "AKIA" + pick(UP + "234567", 16)
def aws_secret(): return pick(B64, 40)
def slack_bot(): return "xoxb-" + ndig(12) + "-" + ndig(13) + "-" + pick(AN, 24)
def slack_hook(): return "https://hooks.slack.com/services/T" + pick(UP + DG, 8) + "/B" + pick(UP + DG, 10) + "/" + pick(AN, 24)
def google_key(): return "AIza" + pick(B64U, 35)
def twilio_token(): return hexs(32)
def sendgrid(): return "SG." + pick(B64U, 22) + "." + pick(B64U, 43)
def npm_tok(): return "npm_" + pick(AN, 36)
def tg_bot(): return ndig(10) + ":AA" + pick(B64U, 33)
def hf_tok(): return "hf_" + pick(UP + LO, 34)
def glpat(): return "glpat-" + pick(B64U, 20)
def shopify(): return "shpat_" + hexs(32)
def do_tok(): return "dop_v1_" + hexs(64)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmc" + pick(B64U, 140)
def mailgun(): return "key-" + hexs(32)
def jwt():
    import base64
    def b(x): return base64.urlsafe_b64encode(x.encode()).decode().rstrip("=")
    hdr = b('{"alg":"HS256","typ":"JWT"}')
    pl = b('{"sub":"%s","iat":%d,"exp":%d}' % (ndig(8), 1780000000 + R.randint(0, 9999999), 1790000000 + R.randint(0, 9999999)))
    return hdr + "." + pl + "." + pick(B64U, 43)
def pem(kind="OPENSSH PRIVATE KEY", lines=6):
    body = "\n".join(pick(B64, 70) for _ in range(lines - 1)) + "\n" + pick(B64, 36) + "=="
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)
def sha1(): return hexs(40)
def sha256(): return hexs(64)
def totp_seed(n=32): return pick(UP + "234567", n)
def totp_seed_spaced(): s = totp_seed(32); return " ".join(s[i:i+4] for i in range(0, 32, 4)).lower()

BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic "
       "acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair "
       "afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost "
       "alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal "
       "ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area "
       "arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset "
       "assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
       "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana "
       "banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef before begin behave behind "
       "believe below belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black "
       "blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb bone bonus book "
       "boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
       "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
       "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera "
       "camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case "
       "cash casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census century "
       "cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken "
       "chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify "
       "claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster "
       "clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic common company concert "
       "conduct confirm congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch "
       "country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew "
       "cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup "
       "cupboard curious current curtain curve cushion custom cute cycle zebra zero zone zoo").split()
def seed_phrase(n=12): return " ".join(R.choice(BIP) for _ in range(n))

WORDS = ("maple river copper lantern velvet orbit harbor pepper falcon meadow granite willow thunder cobalt saffron "
         "juniper canyon pebble marble quartz ember tundra walrus mango cactus violet summit parrot").split()
def passphrase(n=4, sep="-"): return sep.join(R.choice(WORDS) for _ in range(n))
def password(n=None):
    n = n or R.randint(10, 16); sym = "!#$%&*?@^_-+="
    while True:
        p = pick(AN + sym, n)
        if any(c in DG for c in p) and any(c in UP for c in p) and any(c in sym for c in p) and any(c in LO for c in p): return p
def human_pw():
    return choice(["Sunflower", "Bluebird", "Kangaroo", "Pancake", "Avalanche", "Tornado", "Hedgehog", "Lighthouse", "Dragonfly"]) + dig(R.randint(2, 4)) + choice("!#$.?*")
def otp(n=6): return dig(n)
def phone_us(): return "(%s) %s-%s" % (choice(["415", "312", "646", "206", "512", "617"]), R.randint(200, 999), dig(4))
def order_no(prefix=""): return prefix + ndig(R.randint(7, 10))
def ups(): return "1Z" + pick(UP + DG, 6) + "03" + dig(8)
def semver(): return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 40))

# ---------- cases ----------
CASES = []
def add(lang, slug, text, secrets, looks, note):
    CASES.append(dict(lang=lang, slug=slug, text=text, secrets=list(secrets), lookalikes=list(looks), note=note))

# well-known documentation / test values (look-alikes only)
AWS_DOC_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
STRIPE_DOC = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
TEST_CARDS = ["4242 4242 4242 4242", "4111 1111 1111 1111", "5555 5555 5555 4444", "4000 0000 0000 0002", "3782 822463 10005"]
JWT_DOC = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

def en_cases():
    # 1 wifi for guest
    for i in range(2):
        ssid = choice(["Nguyen_Home", "TheBurrow-5G", "Casa_Ruiz", "NETGEAR47", "Linksys_Okafor"])
        pw = choice([passphrase(3, ""), human_pw(), password(12)]); rt = choice(["TP-Link Archer AX55", "Netgear RAX40", "ASUS RT-AX58U"])
        add("en", "wifi-guest-note", "Can you write a cute note for my Airbnb guests? Include the Wi-Fi: network %s, password %s. Checkout is 11am and the router is a %s." % (ssid, pw, rt),
            [pw], [ssid, rt], "host's own Wi-Fi password; SSID and router model neutral/look-alike")
    # 2 .env review with real keys and placeholders
    for i in range(2):
        sk = stripe_live(); oa = openai_key()
        text = ("Why does my app crash on boot? here is my .env\n\nNODE_ENV=production\nPORT=8080\nSTRIPE_SECRET_KEY=%s\nOPENAI_API_KEY=%s\nSENTRY_DSN=\nREDIS_URL=redis://localhost:6379/0\nFEATURE_FLAGS=beta_checkout,new_nav\nANALYTICS_KEY=your_analytics_key_here" % (sk, oa))
        add("en", "dotenv-crash", text, [sk, oa], ["your_analytics_key_here", "redis://localhost:6379/0", "STRIPE_SECRET_KEY", "OPENAI_API_KEY"], "live Stripe and OpenAI keys in .env; placeholder and local redis URL are look-alikes")
    # 3 docs AWS example (negative)
    for i in range(2):
        add("en", "aws-docs-example", "In the AWS CLI docs they use %s and %s in the credentials file example. Is the access key id always 20 characters starting with AKIA? And what is the difference from ASIA keys?" % (AWS_DOC_ID, AWS_DOC_SECRET) if i == 0 else
            "My ~/.aws/credentials currently has the placeholder values from the tutorial (aws_access_key_id = %s, aws_secret_access_key = %s). boto3 says InvalidClientTokenId, which makes sense I guess. How do I make a new profile called staging?" % (AWS_DOC_ID, AWS_DOC_SECRET),
            [], [AWS_DOC_ID, AWS_DOC_SECRET], "AWS documentation example credentials")
    # 4 real AWS creds in a stack trace
    for i in range(2):
        ak, sec = aws_id(), aws_secret(); req = uuid4()
        text = ("boto3 keeps failing with this, any idea?\n\nbotocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied\nRequestId: %s\n\nmy config:\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1" % (req, ak, sec))
        add("en", "aws-creds-trace", text, [ak, sec], [req, "eu-west-1"], "real-shaped AWS key pair; request id is a UUID look-alike")
    # 5 card for a booking
    for i in range(2):
        c = card(choice(["4", "51", "53", "2221"])); e = expiry(); v = cvc(); bk = pick(UP + DG, 6); ph = phone_us()
        while v in c or v in e or v in bk: v = cvc()
        text = "Please fill the hotel form for me: card %s, exp %s, CVV %s, name on card %s. Booking reference %s, hotel phone %s." % (g4(c), e, v, choice(["Daniel Brooks", "Aisha Rahman", "Megan O'Neill"]), bk, ph)
        add("en", "card-hotel-form", text, [g4(c), e, v], [bk, ph], "user's card with expiry and CVC (Luhn computed); booking ref look-alike")
    # 6 Stripe test card question (negative)
    for i in range(2):
        tc = TEST_CARDS[i]; tc2 = TEST_CARDS[i + 2]
        o = order_no("#"); lk = stripe_live()
        if i == 0:
            add("en", "stripe-test-cards", "Checkout test is weird: %s goes through but %s is declined in test mode. Order %s shows as incomplete. Is that expected with Stripe test cards?" % (tc, tc2, o),
                [], [tc, tc2, o], "public Stripe test card numbers")
        else:
            add("en", "stripe-test-cards-livekey", "Checkout test is weird: %s is declined even though it's a test card. My server uses STRIPE_KEY=%s. Order %s shows as incomplete." % (tc, lk, o),
                [lk], [tc, o], "test card is public; the live key is the user's secret (explains the decline)")
    # 7 2FA code forwarded
    for i in range(2):
        code = otp(6)
        text = "I got this text and I'm not sure if it's a scam: \"Your Microsoft account security code is %s. If you didn't request it, ignore this message.\" It came from %s. Should I reply?" % (code, phone_us() if i == 0 else "+1 (844) 555-0139")
        add("en", "sms-2fa-code", text, [code], [text.split("It came from ")[1].split(". Should")[0]], "one-time code pasted from SMS")
    # 8 order tracking (negative)
    for i in range(2):
        o = order_no("11"); t = ups(); inv = "INV-%d-%s" % (R.randint(2025, 2026), dig(5))
        if i == 0:
            add("en", "order-tracking", "My order %s from the furniture store still says label created. Tracking %s, invoice %s. Can you draft a polite complaint email?" % (o, t, inv),
                [], [o, t, inv], "order, UPS tracking and invoice numbers")
        else:
            spw = human_pw()
            add("en", "order-tracking-login", "My order %s still says label created (tracking %s, invoice %s). If you need to check the store site, my login is my gmail and the password is %s." % (o, t, inv, spw),
                [spw], [o, t, inv], "store password next to order numbers")
    # 9 git / checksum (negative)
    for i in range(2):
        c = sha1(); s = sha256(); v = semver()
        if i == 0:
            add("en", "git-sha-checksum", "After rebasing, commit %s broke the build. Also the release tarball for v%s has sha256 %s but my download gives something else. How do I verify it properly?" % (c, v, s),
                [], [c, "v" + v, s], "commit hash, version and checksum")
        else:
            dt = gh_pat()
            add("en", "git-sha-deploy-token", "Commit %s broke the release job for v%s (artifact sha256 %s). The job clones with https://x-access-token:%s@github.com/acme/site.git -- is the token the problem?" % (c[:12], v, s, dt),
                [dt], [c[:12], "v" + v, s], "token in clone URL next to hashes")
    # 10 SSN on a form
    for i in range(2):
        s = ssn(); ein = "%02d-%07d" % (R.randint(10, 98), R.randint(1000000, 9999999))
        text = "Help me fill out this W-9 for a freelance client (form rev. March 2024). My SSN is %s. The client's EIN is %s and they're in Austin." % (s, ein)
        add("en", "ssn-w9", text, [s], [ein, "March 2024"], "user's SSN; client company EIN is a public identifier")
    # 11 GitHub PAT leaked & revoked
    for i in range(2):
        t = gh_pat()
        cm = sha1()[:7]
        text = "I accidentally pushed %s to a public repo yesterday in commit %s. I revoked it on GitHub already. Do I still need to rewrite git history?" % (t, cm)
        add("en", "github-pat-revoked", text, [t], [cm], "revoked token still counts as secret")
    # 12 placeholders in code (negative)
    for i in range(2):
        ct = gh_pat()
        add("en", "placeholder-config", "Is this config OK for the README?\n\n```yaml\napi:\n  key: <YOUR_API_KEY>\n  secret: xxxxxxxxxxxxxxxx\n  base_url: https://api.example.com/v2\n  timeout: 30\n```\nI want people to replace the key with their own token.",
            [], ["<YOUR_API_KEY>", "xxxxxxxxxxxxxxxx"], "placeholders only") if i == 0 else \
        add("en", "placeholder-curl", "Docs snippet check: curl -H \"Authorization: Bearer $API_TOKEN\" https://api.example.com/v1/items?limit=50 -- should I write $API_TOKEN or {{token}} in the docs? Locally I just ran it with Bearer %s and it worked." % ct,
            [ct], ["$API_TOKEN", "{{token}}"], "placeholders are look-alikes; the token actually used is a secret")
    # 13 connection string
    for i in range(2):
        u = choice(["app_user", "svc_billing", "postgres", "admin"]); p = password(14).replace("@", "x").replace(":", "y").replace("/", "z")
        host = choice(["db-prod-01.internal.acme.io", "billing.cluster-c8xk2.eu-central-1.rds.amazonaws.com", "10.0.4.17"])
        url = "postgresql://%s:%s@%s:5432/%s" % (u, p, host, choice(["orders", "billing", "app"]))
        text = "psql can't connect with DATABASE_URL=%s -- error is 'SSL connection is required'. What flag do I add?" % url
        add("en", "pg-conn-string", text, ["%s:%s" % (u, p)], [host, "5432"], "only the user:password part is secret; host is neutral look-alike")
    # 14 masked values (negative)
    for i in range(2):
        last = dig(4); bpw = password()
        extra = "" if i == 0 else " I logged in with my banking password %s to check and it's still pending." % bpw
        add("en", "masked-card", "My statement shows a charge of $%d.%02d on card ending **** %s. The merchant is listed as SQ *BLUE BOTTLE. Is that a normal descriptor?%s" % (R.randint(4, 60), R.randint(0, 99), last, extra),
            [bpw] if i else [], ["**** " + last, "SQ *BLUE BOTTLE"], "masked card number and merchant descriptor")
    # 15 seed phrase
    for i in range(2):
        sp = seed_phrase(12 if i == 0 else 24)
        addr = "0x" + hexs(40)
        text = "My Ledger broke. I wrote down my recovery phrase: %s. Can I import it into MetaMask safely? My public address was %s." % (sp, addr)
        add("en", "seed-phrase-import", text, [sp], [addr], "BIP39-shaped seed phrase (words from the BIP39 list, checksum not computed)")
    # 16 door / gate codes
    for i in range(2):
        gate = dig(4); lock = dig(6); apt = "%d%s" % (R.randint(2, 19), choice("ABCD"))
        text = "Instructions for the dog sitter: gate code is %s#, the lockbox by the back door opens with %s, I'm in unit %s. Feed Biscuit twice a day." % (gate, lock, apt)
        add("en", "door-codes-sitter", text, [gate, lock], [apt], "gate and lockbox codes")
    # 17 private key
    for i in range(2):
        k = pem("OPENSSH PRIVATE KEY" if i == 0 else "RSA PRIVATE KEY")
        fp = "SHA256:" + pick(B64, 43)
        text = "ssh says permissions too open. here's the key file content just in case:\n%s\nThe server fingerprint is %s" % (k, fp)
        add("en", "ssh-private-key", text, [k], [fp], "private key block; host key fingerprint look-alike")
    # 18 UUID / request id (negative)
    for i in range(2):
        u1, u2 = uuid4(), uuid4()
        if i == 0:
            add("en", "uuid-logs", "Support asked for the correlation id. Log line: 2026-%02d-%02dT10:22:41Z ERROR tenant=%s request_id=%s upstream timeout after 30000ms. Which one do they need?" % (R.randint(1, 12), R.randint(1, 28), u1, u2),
                [], [u1, u2], "UUIDs")
        else:
            lk = "sk_live_" + pick(AN, 24)
            add("en", "uuid-logs-key", "Support asked for the correlation id. Log line: ERROR tenant=%s request_id=%s POST /v1/charges auth=%s status=502. Which one do they need?" % (u1, u2, lk),
                [lk], [u1, u2], "UUIDs next to a key printed in a log")
    # 19 security question answers
    for i in range(2):
        pet = choice(["Mr. Whiskers", "Pickles", "Rufus", "Daisy Mae"]); street = choice(["Maple Grove Ln", "Elmwood Ave", "Harbor St"])
        text = "Setting up my bank's security questions. First pet: %s. Street I grew up on: %s. Are these too guessable?" % (pet, street)
        add("en", "security-answers", text, [pet, street], [], "answers to security questions")
    # 20 recovery codes
    for i in range(2):
        codes = ["%s-%s" % (pick(LO + DG, 5), pick(LO + DG, 5)) for _ in range(4)]
        text = "Where should I store these GitHub recovery codes?\n" + "\n".join(codes) + "\nI'll print them but maybe also a password manager?"
        add("en", "recovery-codes", text, codes, [], "2FA recovery codes")
    # 21 famous example passwords (negative)
    for i in range(2):
        add("en", "famous-passwords", "For my security awareness slides: why are passwords like 'password123', 'qwerty' and 'Tr0ub4dor&3' bad, while 'correct horse battery staple' is the XKCD example of a better one?" if i == 0 else
            "Our password policy doc lists banned examples: P@ssw0rd, Welcome1, Summer2024!, letmein. Can you add five more common ones to the list?",
            [], (["password123", "Tr0ub4dor&3", "correct horse battery staple"] if i == 0 else ["P@ssw0rd", "Welcome1", "Summer2024!"]), "well-known example passwords")
    # 22 JWT session in cookie
    for i in range(2):
        j = jwt(); sid = pick(HEX, 32); rid = "req_" + pick(AN, 14)
        text = "The API returns 401 even though I'm logged in. From devtools: Cookie: session_id=%s; theme=dark. Authorization: Bearer %s. Response header x-request-id: %s" % (sid, j, rid)
        add("en", "jwt-cookie-401", text, [sid, j], [rid], "session cookie and bearer JWT")
    # 23 docs JWT (negative)
    add("en", "jwt-io-example", "On jwt.io the default token is %s -- why does it say signature verified with 'your-256-bit-secret'?" % JWT_DOC, [], [JWT_DOC, "your-256-bit-secret"], "jwt.io documentation example")
    # 24 bank transfer, own account vs routing
    for i in range(2):
        acct = ndig(10); routing = choice(["021000021", "026009593", "121000248", "322271627"])
        eid = "E" + dig(6)
        text = "For direct deposit at my new job (employee ID %s): routing %s, my checking account %s. Is routing the same as ABA number?" % (eid, routing, acct)
        add("en", "us-direct-deposit", text, [acct], [routing, eid], "own account number; bank routing number public")
    # 25 UK bank
    for i in range(2):
        sort = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99)); acct = dig(8)
        ib = iban("GB", pick(UP, 4) + sort.replace("-", "") + acct)
        text = "My landlord wants my bank details for the deposit refund. Sort code %s, account %s (IBAN %s). Send it by email or text?" % (sort, acct, g4(ib))
        add("en", "uk-bank-details", text, [acct, g4(ib)], [sort], "own UK account and IBAN (mod-97 computed); sort code public")
    # 26 charity IBAN (negative)
    for i in range(2):
        ib = iban("GB", "NWBK" + "601613" + dig(8)); sw = "NWBKGB2L"
        if i == 0:
            add("en", "charity-iban", "The food bank posted its donation details: IBAN %s, BIC %s, reference FOODDRIVE%d. Is it safe to donate by bank transfer?" % (g4(ib), sw, R.randint(2025, 2026)),
                [], [g4(ib), sw, "FOODDRIVE"], "charity's public IBAN and BIC")
        else:
            mine = iban("IE", "AIBK" + "93" + dig(4) + dig(8))
            add("en", "charity-iban-own", "I want to send EUR 50 to the food bank: their IBAN %s, BIC %s. It would leave from my account %s -- will it arrive by Friday?" % (g4(ib), sw, g4(mine)),
                [g4(mine)], [g4(ib), sw], "charity IBAN public; user's own Irish IBAN (mod-97 computed) secret")
    # 27 NHS/insurance member id
    for i in range(2):
        mid = choice(["XEH", "W", "JQU"]) + ndig(9); grp = dig(6)
        text = "Insurance card says Member ID %s, Group %s, plan PPO. The clinic needs my member id for the appointment, what else should I bring?" % (mid, grp)
        add("en", "insurance-member-id", text, [mid], [grp, "PPO"], "health insurance member id; group number treated as look-alike")
    # 28 passport
    for i in range(2):
        pp = choice(["5", "6"]) + dig(8) if i == 0 else pick(UP, 2) + dig(7)
        fl = "%s%d" % (choice(["UA", "EI", "BA"]), R.randint(100, 999)); pnr = pick(UP, 6)
        text = "Online check-in wants passport details: number %s, expires %s. Nationality %s. Flight %s, booking code %s." % (pp, "%02d %s %d" % (R.randint(1, 28), choice(["Mar", "Jul", "Oct"]), R.randint(2028, 2035)), choice(["USA", "IRL"]), fl, pnr)
        add("en", "passport-checkin", text, [pp], [fl, pnr], "passport number")
    # 29 driver's licence
    for i in range(2):
        dl = choice("ABCDFGHMRSW") + dig(7) if i == 0 else pick(UP, 5) + dig(6) + pick(UP, 2) + dig(1) + pick(UP, 2)
        conf = "K" + ndig(9)
        text = "Car rental form: driver license %s, issued in %s. Confirmation number %s. Do they also need my insurance?" % (dl, "California" if i == 0 else "UK", conf)
        add("en", "driver-licence", text, [dl], [conf], "driving licence number")
    # 30 Slack/Discord bot token in code
    for i in range(2):
        t = slack_bot(); ch = "C0" + pick(UP + DG, 9)
        text = "bot doesn't post:\n\n```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"deploy done\")\n```" % (t, ch)
        add("en", "slack-bot-token", text, [t], [ch, "chat_postMessage"], "Slack bot token; channel id look-alike")
    # 31 phone numbers & dates (negative)
    for i in range(2):
        p1, p2 = phone_us(), phone_us(); vpw = human_pw()
        vp = "" if i == 0 else " Venue portal login: wedding2026@ourmail.com / %s." % vpw
        add("en", "contacts-dates", "Please format these for my wedding vendor sheet: florist %s, DJ %s, venue deposit $%d due %s.%s" % (p1, p2, R.randint(5, 40) * 100, choice(["June 3", "Aug 17", "May 30"]), vp),
            [vpw] if i else [], [p1, p2], "phone numbers; portal password in the second")
    # 32 TOTP seed
    for i in range(2):
        s = totp_seed_spaced() if i == 0 else totp_seed(32)
        bkp = pick(UP + DG, 8)
        text = "The QR code won't scan so the site shows a setup key: %s. Which app lets me enter that manually? The page also shows 'Device ID %s'." % (s, bkp)
        add("en", "totp-setup-key", text, [s], [bkp], "TOTP shared secret")
    # 33 serial numbers (negative)
    for i in range(2):
        sn = pick(UP + DG, 12); imei = dig(14); imei += luhn_digit(imei)
        rc = ndig(9); upin = dig(6)
        add("en", "serial-imei", "Warranty claim: laptop serial %s, and the phone's IMEI is %s. The store receipt number is %s.%s Write the claim for me." % (sn, imei, rc, "" if i == 0 else " They'll need the phone's unlock PIN, it's %s." % upin),
            [upin] if i else [], [sn, imei, rc], "device serial and IMEI (Luhn computed) look-alikes; unlock PIN secret in the second")
    # 34 password change in chat
    for i in range(2):
        old, new = password(), password()
        text = "Remind me later: I changed my Netflix password from %s to %s today. Actually, just keep the new one." % (old, new)
        add("en", "password-change", text, [old, new], [], "old and new passwords both secret")
    # 35 alarm code + wifi in house notes
    al = dig(4); wf = passphrase(4, " ")
    add("en", "house-sitter-alarm", "House notes: alarm panel by the garage, disarm code %s then press OFF. Wifi is 'Hendersons' and the password is '%s' with spaces. Trash day is Tuesday." % (al, wf),
        [al, wf], [], "alarm and wifi codes")
    # 36 API key docs prefixes question (negative)
    add("en", "stripe-doc-key", "Stripe docs show %s in every example. If I paste that into my test app will charges actually work?" % STRIPE_DOC, [], [STRIPE_DOC], "Stripe documentation key")
    # 37 hugging face / npm tokens in CI
    for i in range(2):
        t = hf_tok() if i == 0 else npm_tok()
        var = "HF_TOKEN" if i == 0 else "NPM_TOKEN"; sv = semver()
        text = "GitHub Actions step:\n\n```yaml\n- name: Publish\n  env:\n    %s: %s\n  run: make publish VERSION=%s\n```\nWhy is it a bad idea to inline it here?" % (var, t, sv)
        add("en", "ci-inline-token", text, [t], [sv, var], "token inlined in CI workflow")
    # 38 email with verification link (reset)
    for i in range(2):
        tok = pick(B64U, 40); code = dig(8)
        text = "Pasted email:\n\nFrom: no-reply@accounts.example-bank.com\nSubject: Reset your password\nUse code %s or click https://accounts.example-bank.com/reset?token=%s\nThis link expires in 15 minutes.\n\nIs this phishing?" % (code, tok)
        add("en", "reset-email", text, [code, tok], ["no-reply@accounts.example-bank.com"], "reset code and reset token")
    # 39 Telegram bot token
    t = tg_bot(); TGN = choice(["grocery_helper_bot", "FamilyChoresBot"])
    add("en", "telegram-bot", "BotFather gave me %s. How do I set a webhook with it in Python? The bot is @%s." % (t, TGN), [t], ["@" + TGN], "Telegram bot token")
    # 40 multi-message: password announced then given
    for i in range(2):
        pw = password()
        text = "I'm going to give you the password for my work VPN so you can remember it for me.\n---\nok here: %s\n---\nwait, no, capital V at the start? no, it's right as written." % pw
        add("en", "multi-vpn-password", text, [pw], [], "multi-message: announced then given")
    # 41 multi-message: card in parts
    c = card("4"); e = expiry(); v = cvc()
    add("en", "multi-card-parts", "Book the dinner for me, I'll give you the card in pieces.\n---\n%s %s\n---\n%s %s, exp %s, cvc %s" % (c[:4], c[4:8], c[8:12], c[12:], e, v),
        ["%s %s" % (c[:4], c[4:8]), "%s %s" % (c[8:12], c[12:]), e, v], [], "card split over messages (Luhn computed)")
    # 42 multi-message correction of PIN
    p1, p2 = dig(4), dig(4)
    add("en", "multi-pin-correction", "My debit card PIN is %s, please remember it.\n---\nSorry, typo, it's %s." % (p1, p2), [p1, p2], [], "PIN then corrected PIN; both cut")
    # 43 version/ticket numbers (negative)
    for i in range(2):
        tk = "JIRA-%d" % R.randint(1000, 9999) if i == 0 else "INC%s" % dig(7)
        v1, v2, bn = semver(), semver(), ndig(5)
        if i == 0:
            add("en", "ticket-version", "Ticket %s: after upgrading from %s to %s, build %s fails on ARM. Summarize for the changelog." % (tk, v1, v2, bn), [], [tk, v1, v2, bn], "ticket and version strings")
        else:
            dk = do_tok()
            add("en", "ticket-version-token", "Ticket %s: after upgrading from %s to %s, build %s fails on ARM. The runner log printed DO_TOKEN=%s, should I worry?" % (tk, v1, v2, bn, dk), [dk], [tk, v1, v2, bn], "versions and ticket look-alikes; token printed in log")
    # 44 google maps key in html
    k = google_key()
    add("en", "gmaps-key-html", "My map is grey. <script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script> -- restrictions issue?" % k, [k], ["initMap"], "Google API key in HTML")
    # 45 sendgrid/twilio
    t = sendgrid(); tw = twilio_token(); sid = "AC" + hexs(32)
    add("en", "sendgrid-twilio", "Config from my old project:\nSENDGRID_API_KEY=%s\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nCan I reuse them in the new one?" % (t, sid, tw), [t, tw], [sid], "SendGrid key and Twilio auth token; account SID an identifier")
    # 46 Anthropic key
    k = anthropic_key()
    add("en", "anthropic-key", "Getting 401 invalid x-api-key with header x-api-key: %s -- did I copy it wrong? Model is claude-3-5-sonnet-20241022." % k, [k], ["claude-3-5-sonnet-20241022"], "API key")
    # 47 GitHub fine-grained & gitlab
    k = gh_fine(); g = glpat()
    add("en", "git-remotes-tokens", "git remote -v shows https://oauth2:%s@gitlab.com/team/app.git and the github one uses %s. How do I switch to SSH?" % (g, k), [g, k], ["gitlab.com/team/app.git"], "tokens in remotes")
    # 48 Shopify & DigitalOcean
    s = shopify(); d = do_tok()
    add("en", "shopify-do-tokens", "For the migration script I have SHOPIFY_ADMIN_TOKEN=%s and DIGITALOCEAN_TOKEN=%s. Write a bash script that reads them from env instead." % (s, d), [s, d], ["SHOPIFY_ADMIN_TOKEN", "DIGITALOCEAN_TOKEN"], "admin tokens")
    # 49 CA SIN
    s = ca_sin()
    bn9 = ndig(9) + "RP0001"
    add("en", "canada-sin", "Filling in my T4 info for the accountant, SIN %s. Employer business number on the slip is %s. Is it OK to email it?" % (s, bn9), [s], [bn9], "Canadian SIN (Luhn computed)")
    # 50 UK NINO & UTR
    n = nino(); utr = ndig(10)
    add("en", "uk-nino-utr", "Self assessment: my National Insurance number is %s and UTR %s. What's the deadline for paper returns? HMRC helpline is 0300 200 3310." % (n, utr), [n, utr], ["0300 200 3310"], "NINO and UTR (UTR check digit not computed)")
    # 51 India Aadhaar/PAN in English
    a = aadhaar(); p = pan_in(); ifsc = choice(["SBIN0001234", "HDFC0000123", "ICIC0000456"]); acct = ndig(11)
    add("en", "india-kyc", "For the broker KYC: Aadhaar %s %s %s, PAN %s, bank a/c %s, IFSC %s." % (a[:4], a[4:8], a[8:], p, acct, ifsc),
        ["%s %s %s" % (a[:4], a[4:8], a[8:]), p, acct], [ifsc], "Aadhaar (Verhoeff computed), PAN, own account; IFSC public")
    # 52 negative: example.com emails / hashes of public files
    add("en", "bcrypt-explain", "Can you explain this bcrypt format? Example from the Wikipedia article: $2a$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW -- what are the cost and salt parts?",
        [], ["$2a$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW"], "documentation hash example")
    # 53 negative: company registration
    vat = "GB" + dig(9); crn = dig(8)
    add("en", "company-vat", "Invoice header: Northwind Trading Ltd, VAT %s, company no. %s, registered in England. Is the format right?" % (vat, crn),
        [], [vat, crn], "company identifiers")
    # 54 key-box at construction site
    kb = dig(4)
    inv = ndig(6)
    add("en", "keysafe-contractor", "Text to the plumber: the key safe by the side gate is %s, please lock it again after. Invoice no. %s can go to my email." % (kb, inv), [kb], [inv], "key safe code")
    # 55 mailgun/pypi
    m = mailgun(); p = pypi_tok()
    add("en", "pypirc-mailgun", "~/.pypirc:\n[pypi]\n  username = __token__\n  password = %s\nand mailgun says key %s is invalid. two problems, sorry." % (p, m), [p, m], ["__token__"], "PyPI token, Mailgun key")
    # 56 negative: hex colors / base64 images / hashes
    add("en", "hex-colors-b64", "Design tokens: primary #1E88E5, accent #FFC107. The favicon is data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h. Also explain what 'nonce' in CSP means.",
        [], ["iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h", "#1E88E5", "#FFC107"], "base64 image data look-alike")

def intl_cases():
    # ---- German
    ib = iban("DE", dig(8) + dig(10)); sid = de_steuerid(); bic = choice(["COBADEFFXXX", "DEUTDEDBBER", "GENODEF1M04"]); az = "%s/%s/%s" % (dig(3), dig(3), dig(5))
    add("de", "steuer-iban", "Kannst du mir helfen, das Formular für die Nebenkostenabrechnung auszufüllen? Meine IBAN ist %s, BIC %s, und meine Steuer-ID lautet %s. Aktenzeichen des Vermieters: %s." % (g4(ib), bic, sid, az),
        [g4(ib), sid], [bic, az], "eigene IBAN (mod-97 berechnet) und Steuer-ID (Prüfziffer ISO 7064 berechnet)")
    bn, sn = ndig(9), "00" + dig(18); zpw = human_pw()
    add("de", "bestellnummer-passwort", "Meine Bestellung Nr. %s bei Zalando ist noch nicht da, Sendungsnummer %s (DHL). Falls du ins Kundenkonto schauen musst: Passwort %s. Schreib bitte eine kurze Reklamation." % (bn, sn, zpw),
        [zpw], [bn, sn], "Bestell- und Sendungsnummern Look-alikes, Kontopasswort geheim")
    pw = human_pw(); wl = passphrase(3, "")
    add("de", "wlan-fritzbox", "Für meine Oma: WLAN-Name FRITZ!Box 7590 KL, WLAN-Schlüssel %s. Router-Kennwort ist %s. Schreib das bitte groß und lesbar." % (wl, pw),
        [wl, pw], ["FRITZ!Box 7590"], "WLAN-Schlüssel und Router-Kennwort; Modell Look-alike")
    # ---- French
    nir = fr_nir(); ib = iban("FR", dig(10) + pick(UP + DG, 11) + dig(2))
    adh = "ADH-" + dig(7)
    add("fr", "secu-rib", "Pour la mutuelle (dossier %s) on me demande mon numéro de sécu : %s, et mon RIB, IBAN %s. C'est normal de l'envoyer par mail ?" % (adh, nir, g4(ib)),
        [nir, g4(ib)], [adh], "NIR (clé 97 calculée), IBAN (mod-97 calculé; clé RIB non calculée)")
    siret = ndig(14)
    tva = "FR%s%s" % (dig(2), siret[:9])
    add("fr", "siret-facture-negatif", "Sur la facture du plombier il y a SIRET %s et TVA %s. Comment vérifier que l'entreprise existe ?" % (siret, tva),
        [], [siret, tva], "SIRET d'une entreprise: public")
    code = dig(4); dg = dig(5) + choice("AB")
    colis = pick(UP, 2) + dig(9) + "FR"
    add("fr", "digicode-immeuble", "Message pour le livreur : digicode %s, puis interphone au nom de Lefèvre, 3e étage porte gauche. Colis n° %s." % (dg, colis),
        [dg], [colis], "digicode de l'immeuble")
    # ---- Spanish
    d = dni_es(); pw = password()
    add("es", "dni-banca", "Quiero entrar en la banca online pero me bloquea. Usuario: mi DNI %s, clave %s. ¿Cuántos intentos tengo antes de que se bloquee? El teléfono del banco es 900 100 222." % (d, pw),
        [d, pw], ["900 100 222"], "DNI (letra calculada) y clave")
    ib = iban("ES", dig(20))
    add("es", "iban-comunidad-negativo", "La comunidad de vecinos nos pasó su cuenta para la derrama: %s (titular: Comunidad de Propietarios C/ Alcalá 112). Concepto: DERRAMA-%s." % (g4(ib), dig(4)),
        [], [g4(ib), "DERRAMA-"], "IBAN de la comunidad para pagar: look-alike")
    c = card("4"); e = expiry(); v = cvc()
    fol = ndig(8)
    add("es", "tarjeta-mx", "Ayúdame a pagar el predial en línea, mi tarjeta es %s, vence %s y el código de atrás es %s. Folio del recibo %s." % (c, e, v, fol),
        [c, e, v], [fol], "tarjeta (Luhn calculado)")
    # ---- Portuguese
    cp = cpf(); pix = uuid4(); NF = ndig(6)
    add("pt", "cpf-pix", "Vou receber um Pix do meu chefe. Minha chave Pix é o CPF %s. Ou é melhor usar a chave aleatória %s? O pagamento é referente à NF %s." % (cp, pix, NF),
        [cp, pix], [NF], "CPF (dígitos calculados) e chave Pix aleatória do usuário")
    cnpj = "%s.%s.%s/0001-%s" % (dig(2), dig(3), dig(3), dig(2))
    add("pt", "cnpj-boleto-negativo", "O boleto da escola tem o CNPJ %s e a linha digitável começa com 34191.79001. Como eu confiro se é golpe?" % cnpj,
        [], [cnpj], "CNPJ de empresa (dígitos não calculados)")
    nif = "2" + dig(8); ib = iban("PT", dig(21))
    ctr = "CT-%s/%d" % (dig(4), R.randint(2025, 2026))
    add("pt", "nif-pt-iban", "Para o senhorio, contrato %s: o meu NIF é %s e o IBAN %s. Podes redigir um email formal?" % (ctr, nif, ib), [nif, ib], [ctr], "NIF português (dígito de controlo não calculado), IBAN mod-97 calculado")
    # ---- Italian
    ib = iban("IT", choice(UP) + dig(5) + dig(5) + dig(12)); pw = human_pw()
    add("it", "iban-spid", "Per il rimborso dell'INPS ho messo l'IBAN %s. La password dello SPID invece è %s, me la ricordi tu?" % (ib, pw), [ib, pw], [], "IBAN (mod-97 calcolato, CIN non calcolato), password SPID")
    piva = dig(11)
    scn = dig(4) + "-" + dig(4)
    add("it", "partita-iva-negativo", "La fattura del ristorante riporta P.IVA %s e scontrino n. %s. Posso scaricarla come spesa di lavoro?" % (piva, scn), [], [piva, scn], "partita IVA di un'azienda")
    code = dig(5); CELL = "347 " + dig(7)
    add("it", "codice-cancello", "Scrivi un messaggio per la signora delle pulizie: il codice del cancello è %s e le chiavi sono nella cassetta. Il suo numero è %s. Grazie!" % (code, CELL), [code], [CELL], "codice del cancello")
    # ---- Dutch
    b = bsn(); ib = iban("NL", choice(["INGB", "RABO", "ABNA", "SNSB"]) + dig(10))
    kenm = "%s %s %s %s" % (dig(4), dig(4), dig(4), dig(4))
    add("nl", "bsn-toeslag", "Voor de zorgtoeslag moet ik mijn BSN %s en rekeningnummer %s invullen. Op de brief staat betalingskenmerk %s. Klopt dat?" % (b, g4(ib), kenm), [b, g4(ib)], [kenm], "BSN (11-proef berekend), IBAN")
    tik = "TIKKIE-%s" % pick(UP + DG, 8)
    add("nl", "tikkie-negatief", "Ik kreeg een Tikkie van %s voor de pizza, omschrijving %s, betalen via iDEAL. Is dat echt of phishing?" % (choice(["Sanne", "Joris"]), tik), [], [tik], "betaalverzoek-referentie")
    d = digi = password()
    add("nl", "digid-wachtwoord", "Mijn DigiD wachtwoord is %s en ik krijg steeds 'onjuiste combinatie'. Moet ik het resetten?" % d, [d], [], "DigiD wachtwoord")
    # ---- Swedish
    p = se_pnr(); bid = otp(6)
    add("sv", "personnummer-skatt", "Kan du hjälpa mig med deklarationen? Mitt personnummer är %s. Jag har också fått en engångskod %s från banken, behövs den? Skatteverket har telefon 0771-567 567." % (p, bid), [p, bid], ["0771-567 567"], "personnummer (Luhn beräknad) och engångskod")
    bg = "%s-%s" % (dig(3), dig(4)); ocr = ndig(12)
    add("sv", "bankgiro-negativ", "Fakturan från elbolaget: bankgiro %s, OCR-nummer %s, att betala 1 245 kr. Hur betalar jag i appen?" % (bg, ocr), [], [bg, ocr], "företagets bankgiro och OCR-referens")
    # ---- Danish
    c = dk_cpr(); pin = dig(4); YD = ndig(6)
    add("da", "cpr-nemid", "Jeg skal oprette en konto hos lægen. Mit CPR-nummer er %s og pinkoden til MitID-appen er %s. Er det sikkert? Lægens ydernummer er %s." % (c, pin, YD), [c, pin], [YD], "CPR (ingen kontrolciffer), pinkode")
    dkph = "+45 " + dig(2) + " " + dig(2) + " " + dig(2) + " " + dig(2); tid = pick(UP + DG, 10)
    add("da", "mobilepay-negativ", "Jeg fik en MobilePay-anmodning fra %s med transaktions-ID %s. Det er kvitteringen for koncertbilletten. Hvordan finder jeg den i appen?" % (dkph, tid),
        [], [dkph, tid], "kvittering (neutral)")
    # ---- Norwegian
    f = no_fnr(); acct = "%s.%s.%s" % (dig(4), dig(2), dig(5))
    saksnr = "%d/%s" % (R.randint(2025, 2026), dig(5))
    add("nb", "fodselsnummer-konto", "Skriv en søknad om bostøtte for meg. Fødselsnummer: %s, kontonummer %s. Saksnummer %s. Jeg bor i Bergen." % (f, acct, saksnr), [f, acct], [saksnr], "fødselsnummer (kontrollsifre beregnet), eget kontonummer (MOD11 ikke beregnet)")
    kid = ndig(15)
    add("nb", "kid-negativ", "Regningen fra kommunen har KID %s og kontonummer til Bergen kommune. Hvorfor avvises KID-en i nettbanken?" % kid, [], [kid], "KID-referanse på faktura")
    # ---- Finnish
    h = fi_hetu(); pw = password()
    add("fi", "hetu-kela", "Täytä Kelan hakemus: henkilötunnukseni on %s. Verkkopankin tunnusluku on %s, mutta älä tallenna sitä. Kelan asiakasnumero on 020 692 210." % (h, pw), [h, pw], ["020 692 210"], "henkilötunnus (tarkiste laskettu), salasana")
    ytunnus = "%s-%s" % (dig(7), dig(1))
    viite = ndig(10)
    add("fi", "ytunnus-negatiivinen", "Remonttifirman Y-tunnus on %s ja laskun viitenumero %s. Miten tarkistan firman luotettavuuden?" % (ytunnus, viite), [], [ytunnus, viite], "yrityksen Y-tunnus")
    # ---- Polish
    p = pesel(); ib = iban("PL", dig(24)); blik = dig(6); ZAM = "ZAM/" + ndig(7)
    add("pl", "pesel-blik", "Pomóż mi wypełnić wniosek o 800+. PESEL: %s, numer konta %s. A sklep prosi o kod BLIK %s, wpisać go tutaj? Numer zamówienia %s." % (p, ib, blik, ZAM),
        [p, ib, blik], [ZAM], "PESEL (cyfra kontrolna obliczona), konto, kod BLIK")
    n = nip_pl()
    fv = "FV/%s/%d" % (dig(3), R.randint(2025, 2026))
    add("pl", "nip-faktura-negatyw", "Na fakturze z hurtowni jest NIP %s i numer faktury %s. Jak sprawdzić kontrahenta na białej liście?" % (n, fv), [], [n, fv], "NIP firmy (cyfra kontrolna obliczona)")
    # ---- Czech
    rc = cz_rc(); pw = human_pw()
    add("cs", "rodne-cislo", "Potřebuju vyplnit přihlášku k pojišťovně VZP (kód pojišťovny 111). Rodné číslo %s, heslo do portálu %s. Můžeš to přeformulovat do e-mailu?" % (rc, pw), [rc, pw], ["111"], "rodné číslo (dělitelné 11), heslo")
    vs = ndig(10)
    ucet = dig(9) + "/0800"
    add("cs", "variabilni-symbol-negativ", "Platím nájem: číslo účtu majitele %s, variabilní symbol %s. Jak nastavím trvalý příkaz?" % (ucet, vs), [], [vs, ucet], "variabilní symbol platby")
    # ---- Hungarian
    t = hu_taj(); ad = "8" + dig(9)
    add("hu", "taj-adoazonosito", "Az orvosi időponthoz kell a TAJ-számom: %s, és az adóazonosító jelem %s. Írd meg az e-mailt a rendelőnek." % (t, ad), [t, ad], [], "TAJ (ellenőrző számjegy számolva), adóazonosító (nem számolva)")
    szsz = "%s-%s-%s" % (dig(8), dig(8), dig(8)); sor = "SZ-" + dig(7); sajat = "%s-%s" % (dig(8), dig(8))
    add("hu", "szamla-sajat", "A szolgáltató számlaszáma %s, a számla sorszáma %s. Az én bankszámlám %s, erről szeretném utalni. Hogyan fizessem be csekk nélkül?" % (szsz, sor, sajat), [sajat], [szsz, sor], "szolgáltató számlája (semleges)")
    # ---- Romanian
    c = ro_cnp(); ib = iban("RO", choice(["BTRL", "INGB", "RNCB"]) + pick(UP + DG, 16))
    add("ro", "cnp-iban", "Pentru formularul 230 am nevoie să completez CNP-ul meu %s și IBAN-ul %s. Îmi verifici formatul? Codul BIC al băncii e %s." % (c, ib, "BTRLRO22" if ib[4:8] == "BTRL" else ("INGBROBU" if ib[4:8] == "INGB" else "RNCBROBU")), [c, ib], [("BTRLRO22" if ib[4:8] == "BTRL" else ("INGBROBU" if ib[4:8] == "INGB" else "RNCBROBU"))], "CNP (cifră de control calculată), IBAN")
    cui = "RO" + ndig(8)
    awb = ndig(10)
    add("ro", "cui-negativ", "Firma de curierat are CUI %s, iar AWB-ul coletului meu este %s. Cum îi contactez?" % (cui, awb), [], [cui, awb], "CUI al firmei")
    # ---- Greek
    a = amka(); afm = ndig(9); pw = password()
    add("el", "amka-afm", "Θέλω να κλείσω ραντεβού στο gov.gr. Ο ΑΜΚΑ μου είναι %s, ΑΦΜ %s και ο κωδικός Taxisnet %s. Τι άλλο χρειάζεται;" % (a, afm, pw), [a, afm, pw], [], "ΑΜΚΑ (Luhn), ΑΦΜ (δεν υπολογίστηκε), κωδικός")
    eafm, apn = ndig(9), ndig(6)
    add("el", "apodeixi-negative", "Η απόδειξη από το σούπερ μάρκετ γράφει ΑΦΜ εταιρείας %s και αριθμό απόδειξης %s. Μπορώ να τη δηλώσω;" % (eafm, apn), [], [eafm, apn], "ΑΦΜ επιχείρησης (ουδέτερο)")
    # ---- Turkish
    tc = tc_kimlik(); ib = iban("TR", dig(5) + "0" + dig(16))
    add("tr", "tc-kimlik-iban", "Kira sözleşmesi için TC kimlik numaram %s, IBAN'ım %s. e-Devlet şifrem de %s, bunu kimseye söylemedim." % (tc, g4(ib), human_pw()), [tc, g4(ib)], [], "TC kimlik (kontrol hanesi hesaplandı), IBAN")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("şifrem de ")[1].split(",")[0])
    vkn = ndig(10)
    takip = ndig(12)
    add("tr", "vergi-no-negatif", "Kargo firmasının vergi numarası %s, gönderi takip no %s. Paket neden şubede bekliyor?" % (vkn, takip), [], [vkn, takip], "şirketin vergi numarası")
    # ---- Russian
    inn = inn_ru(); sn = snils(); IFNS = "77" + dig(2)
    add("ru", "inn-snils", "Помоги заполнить заявление на вычет: мой ИНН %s, СНИЛС %s, паспорт %s %s. Что ещё нужно? Код ИФНС %s." % (inn, sn, dig(4), dig(6), IFNS), [inn, sn], [IFNS], "ИНН и СНИЛС (контрольные числа рассчитаны); паспорт ниже добавлен")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("паспорт ")[1].split(".")[0])
    acct = "40817810" + dig(12); bik = "04452" + dig(4)
    add("ru", "schet-bik", "Реквизиты для зарплаты: мой счёт %s, БИК банка %s, корр. счёт 30101810400000000225. Это правильно?" % (acct, bik), [acct], [bik, "30101810400000000225"], "свой счёт — секрет; БИК и корсчёт банка публичны")
    sms = dig(4)
    add("ru", "sms-kod-multi", "Мне звонят из «службы безопасности банка» и просят код.\n---\nВот что пришло: «Код подтверждения: %s. Никому не сообщайте его». Говорить им?" % sms, [sms], [], "многосообщение: код из SMS")
    # ---- Ukrainian
    r = ua_rnokpp(); c = card("5168")
    add("uk", "rnokpp-karta", "Допоможи заповнити анкету: РНОКПП %s, картка ПриватБанку %s. Куди вводити CVV? МФО банку 305299." % (r, g4(c)), [r, g4(c)], ["305299"], "РНОКПП (контрольна цифра), картка (Luhn)")
    ttn = "20" + dig(12)
    add("uk", "nova-poshta-negative", "Посилка Нової пошти ТТН %s досі у відділенні №%d. Як продовжити зберігання?" % (ttn, R.randint(1, 300)), [], [ttn], "номер ТТН (нейтральний)")
    pw = password()
    add("uk", "diia-parol", "Пароль від Дії я змінила на %s. Запам'ятай, будь ласка, бо я постійно забуваю." % pw, [pw], [], "пароль")
    # ---- Chinese
    cid = cn_id(); c = card("62", 19); LHH = "308584" + dig(6)
    add("zh", "shenfenzheng-yinhangka", "帮我填一下租房合同：身份证号 %s，工资卡卡号 %s，开户行招商银行深圳分行，联行号 %s。" % (cid, c, LHH), [cid, c], [LHH], "身份证号（校验位已计算），银行卡（Luhn）")
    oid = ndig(18)
    sf = "SF" + ndig(12)
    add("zh", "taobao-dingdan-negative", "淘宝订单号 %s 一直没发货，快递单号 %s，怎么申请退款？" % (oid, sf), [], [oid, sf], "订单号")
    pw = password(); code = otp(6)
    add("zh", "wechat-mima-yanzhengma", "我的微信密码是 %s，刚才收到验证码 %s，有人说他是客服要我发给他，这正常吗？" % (pw, code), [pw, code], [], "密码与验证码")
    # ---- Japanese
    mn = my_number(); pw = human_pw(); SEIRI = ndig(8)
    add("ja", "mynumber-password", "確定申告の書類を作っています。マイナンバーは %s です。e-Taxのパスワードは %s です。税務署の整理番号は %s です。手順を教えてください。" % (g4(mn), pw, SEIRI), [g4(mn), pw], [SEIRI], "マイナンバー（チェックデジット計算済）、パスワード")
    jo = "%s-%s-%s" % (dig(3), dig(7), dig(7)); toi = "%s-%s-%s" % (dig(4), dig(4), dig(4))
    add("ja", "chumon-negative", "Amazonの注文番号 %s が届きません。お問い合わせ番号は %s です。問い合わせ文を書いてください。" % (jo, toi), [], [jo, toi], "注文番号（中立）")
    acct = dig(7); br = dig(3)
    while "0001" in acct or "0001" in br or br in acct: acct = dig(7); br = dig(3)
    add("ja", "kouza-furikomi", "家賃の引き落とし口座：みずほ銀行 渋谷支店（店番号 %s）普通 %s。銀行コードは0001です。" % (br, acct), [acct], ["0001"], "自分の口座番号；銀行コードは公開")
    # ---- Korean
    rrn = kr_rrn(); c = card("9"); p2 = dig(2)
    while p2 in rrn + "|" + g4(c, "-"): p2 = dig(2)
    add("ko", "jumin-card", "연말정산 서류 좀 정리해줘. 주민등록번호 %s, 카드번호 %s. 카드 비밀번호 앞 두자리는 %s야." % (rrn, g4(c, "-"), p2), [rrn, g4(c, "-")], [], "주민번호（검증번호 계산）, 카드번호（Luhn）")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("앞 두자리는 ")[1][:2])
    ws = ndig(12); brn = "%s-%s-%s" % (dig(3), dig(2), dig(5))
    add("ko", "taekbae-negative", "택배 운송장 번호 %s인데 배송 조회가 안 돼요. 사업자등록번호 %s 인 업체예요." % (ws, brn), [], [ws, brn], "운송장 번호（중립）")
    door = dig(6)
    add("ko", "doorlock", "친구가 우리 집에 먼저 가 있을 거라서 문자로 보낼게: 현관 비밀번호 %s* 이고 와이파이는 iptime_home, 비번 %s." % (door, passphrase(2, "")), [door], ["iptime_home"], "도어락 비밀번호; 와이파이 비번 추가")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("비번 ")[1].rstrip("."))
    # ---- Arabic
    sid = sa_id(); ib = iban("SA", dig(2) + pick(DG, 18))
    add("ar", "hawiya-iban", "ساعدني في تعبئة نموذج التوظيف: رقم الهوية %s، والآيبان %s، وكلمة مرور أبشر %s." % (sid, ib, password()), [sid, ib], [], "هوية (Luhn محسوب)، آيبان")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("أبشر ")[1].rstrip("."))
    shn, tlb = ndig(11), ndig(8)
    add("ar", "shahna-negative", "رقم الشحنة %s من أرامكس ورقم الطلب %s، متى يصل الطلب؟" % (shn, tlb), [], [shn, tlb], "أرقام شحنة وطلب (محايدة)")
    otpc = dig(4); ARPH = "920000" + dig(3)
    add("ar", "otp-bank", "وصلتني رسالة: \"رمز التحقق لعملية الشراء هو %s، لا تشاركه مع أحد\". هل أعطيه لموظف البنك الذي اتصل بي؟ الرقم الذي اتصل كان %s." % (otpc, ARPH), [otpc], [ARPH], "رمز تحقق")
    # ---- Persian
    nc = ir_code(); c = card("6037"); PRV = "40" + ndig(7)
    add("fa", "codemelli-kart", "برای ثبت‌نام دانشگاه کد ملی من %s است و شماره کارت %s. رمز دوم کارت را هم لازم دارند؟ شماره پرونده دانشجویی %s است." % (nc, g4(c, "-"), PRV), [nc, g4(c, "-")], [PRV], "کد ملی (رقم کنترل محاسبه شد)، کارت (Luhn)")
    sh = "IR" + dig(24)
    rahg = ndig(12)
    add("fa", "shaba-negative", "شماره شبای خیریه محک %s است و کد رهگیری پرداختم %s. آیا رسید معتبر است؟" % (sh, rahg), [], [sh, rahg], "شبای خیریه (رقم کنترل محاسبه نشد)")
    # ---- Hebrew
    tz = il_id(); pw = password()
    add("he", "teudat-zehut", "תעזור לי למלא טופס לביטוח לאומי? מספר תעודת זהות %s, והסיסמה לאזור האישי %s." % (tz, pw), [tz, pw], [], "תעודת זהות (ספרת ביקורת), סיסמה")
    hp, hsh = ndig(9), ndig(6); hacct = "%s-%s" % (dig(3), dig(6))
    add("he", "heshbonit-cheshbon", "בחשבונית מהחשמלאי יש ח.פ. %s ומספר חשבונית %s. ההחזר צריך להיכנס לחשבון שלי %s בבנק לאומי, סניף 902. איך אני מקבל החזר?" % (hp, hsh, hacct), [hacct], [hp, hsh], "מספרי עסק וחשבונית (ניטרלי)")
    # ---- Hindi
    a = aadhaar(); upi = dig(6); SHK = "CMP" + ndig(8)
    add("hi", "aadhaar-upi", "मेरा आधार नंबर %s है और UPI पिन %s है। बैंक वाले ने फोन पर माँगा है, क्या दे दूँ? शिकायत नंबर %s है।" % (a, upi, SHK), [a, upi], [SHK], "आधार (Verhoeff), UPI पिन")
    pnr, trn = ndig(10), ndig(5)
    add("hi", "pnr-negative", "मेरी ट्रेन का PNR %s है और ट्रेन नंबर %s, वेटिंग लिस्ट कब कन्फर्म होगी?" % (pnr, trn), [], [pnr, trn], "PNR (तटस्थ)")
    ifsc = "SBIN000" + dig(4); acct = ndig(11)
    add("hi", "khata-ifsc", "पापा के लिए: मेरा खाता नंबर %s, IFSC %s। पैसे भेजने का तरीका लिख दो।" % (acct, ifsc), [acct], [ifsc], "अपना खाता; IFSC सार्वजनिक")
    # ---- Vietnamese
    cccd = "0" + dig(11); pw = human_pw()
    add("vi", "cccd-matkhau", "Giúp mình điền hồ sơ vay: số CCCD %s, mật khẩu app ngân hàng là %s, mã OTP vừa nhận %s." % (cccd, pw, otp(6)), [cccd, pw], [], "CCCD (không có số kiểm tra), mật khẩu, OTP")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("vừa nhận ")[1].rstrip("."))
    md, mvd = pick(UP + DG, 14), "SPXVN0" + dig(11)
    add("vi", "ma-don-negative", "Mã đơn Shopee %s giao thất bại, mã vận đơn %s. Làm sao để nhận lại?" % (md, mvd), [], [md, mvd], "mã đơn hàng (trung lập)")
    # ---- Thai
    t = th_id(); pp = "0" + dig(9)
    add("th", "batprachachon", "ช่วยกรอกแบบฟอร์มเปิดบัญชีให้หน่อย เลขบัตรประชาชน %s รหัส PIN แอปธนาคาร %s" % (t, dig(6)), [t], [], "เลขบัตรประชาชน (คำนวณเลขตรวจสอบ), PIN")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("ธนาคาร ")[1])
    kex, rcp = "KEX" + dig(12), ndig(8); thpw = password()
    add("th", "tracking-password", "เลขพัสดุ Kerry %s ยังไม่ถึง และเลขที่ใบเสร็จ %s ถ้าจะเข้าไปดูในแอปร้าน รหัสผ่านของฉันคือ %s ทำยังไงดี" % (kex, rcp, thpw), [thpw], [kex, rcp], "เลขพัสดุ (กลาง)")
    # ---- Indonesian
    nik = dig(16); pw = password()
    add("id", "nik-bpjs", "Tolong bantu isi formulir BPJS: NIK saya %s, nomor kartu BPJS %s, password aplikasi %s." % (nik, "000" + dig(10), pw), [nik, pw], [], "NIK (tanpa digit cek), password")
    CASES[-1]["secrets"].append(CASES[-1]["text"].split("kartu BPJS ")[1].split(",")[0])
    va = "8808" + dig(12)
    invid = "INV/%s/MPL/%s" % (dig(8), dig(10))
    add("id", "virtual-account-negative", "Tagihan Tokopedia saya pakai virtual account %s, nomor invoice %s. Kok belum terverifikasi?" % (va, invid), [], [va, invid], "nomor VA tagihan toko")
    # ---- Tagalog
    tin = "%s-%s-%s-000" % (dig(3), dig(3), dig(3)); gmpin = dig(4)
    add("tl", "tin-gcash", "Pa-check naman ng form ko sa BIR: TIN ko ay %s. Tapos yung MPIN ko sa GCash ay %s, safe ba ilagay dito? RDO code ko 039." % (tin, gmpin), [tin, gmpin], ["039"], "TIN (walang check digit na kinompute), MPIN")
    ref = ndig(13)
    add("tl", "gcash-ref-negative", "Nagbayad ako ng kuryente sa GCash, Ref No. %s, amount ₱2,350.00. Paano ko ipapakita sa Meralco?" % ref, [], [ref], "Ref No. sa resibo: reference, hindi secret")
    # ---- Swahili
    mp = pick(UP, 2) + pick(UP + DG, 8); idn = ndig(8); MPH = "0712" + dig(6)
    add("sw", "mpesa-kitambulisho", "Nimepokea ujumbe: \"%s Confirmed. Ksh1,500.00 sent to JANE WANJIKU 0712%s on 3/4/26.\" Nambari yangu ya kitambulisho ni %s. Nifanye nini kama pesa haikufika?" % (mp, MPH[4:], idn), [mp, idn], [MPH], "msimbo wa M-Pesa (siri kwa makubaliano), kitambulisho")
    pb = ndig(6)
    add("sw", "paybill-negative", "Kulipa ada ya shule ni kupitia Paybill %s, nambari ya akaunti ni jina la mwanafunzi. Nieleze hatua." % pb, [], [pb], "Paybill ya shule ni ya umma")
    pin = dig(4)
    add("sw", "pin-simu", "Nikumbushe: PIN ya M-Pesa nimebadilisha kuwa %s. Usimwambie mtu." % pin, [pin], [], "PIN")

def clabe():
    b = choice(["002", "012", "014", "072"]) + dig(3) + dig(11)
    w = [3, 7, 1] * 6
    s = sum((int(c) * x) % 10 for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)

def extra_cases():
    k = openai_key()
    add("de", "multi-apikey-ankuendigung", "Ich schick dir gleich meinen OpenAI-Key, damit du das Skript testen kannst.\n---\n%s\n---\nUnd bitte nicht ins Repo committen, das Modell ist gpt-4o-mini." % k, [k], [], "Mehrere Nachrichten: angekündigt, dann gegeben")
    w1, w2 = passphrase(2, "") + dig(2), passphrase(2, "") + dig(2)
    add("fr", "multi-wifi-correction", "Le mot de passe du wifi de la maison de vacances c'est %s.\n---\nAh non pardon, ils l'ont changé cet été : %s. Tu peux préparer une petite affiche pour les invités ?" % (w1, w2), [w1, w2], [], "correction: l'ancien et le nouveau sont coupés")
    cl = clabe()
    add("es", "clabe-nomina", "Para que me depositen la nómina les tengo que dar mi CLABE %s y mi RFC. ¿Qué es el RFC y dónde lo saco?" % cl, [cl], [], "CLABE propia (dígito verificador calculado)")
    s = totp_seed(32)
    add("ja", "multi-2fa-seed", "二段階認証の設定でQRコードが読めません。\n---\n代わりに表示されたキーはこれです：%s\n---\nGoogle Authenticatorに手入力する方法を教えて。" % s, [s], [], "複数メッセージ：TOTPシークレット")
    add("pt", "cartao-teste-negativo", "No sandbox do Mercado Pago o cartão de teste %s aprova, mas com %s dá erro. O pedido %s ficou pendente. Normal?" % (TEST_CARDS[1], TEST_CARDS[0], ndig(10)), [], [TEST_CARDS[1], TEST_CARDS[0]], "cartões de teste públicos")
    pw = password()
    add("sv", "multi-losenord", "Jag skickar lösenordet till familjens Spotify i nästa meddelande, spara det åt mig.\n---\n%s" % pw, [pw], [], "flera meddelanden: lösenord")
    add("zh", "aws-docs-negative", "AWS 文档里的示例密钥 %s 和 %s 是真的吗？我能直接拿来测试 S3 吗？" % (AWS_DOC_ID, AWS_DOC_SECRET), [], [AWS_DOC_ID, AWS_DOC_SECRET], "AWS 文档示例")
    c = sha1()
    add("ko", "git-commit-negative", "커밋 %s 이후로 테스트가 깨졌어. 버전 %s 태그도 다시 달아야 할까?" % (c, "v" + semver()), [], [c], "커밋 해시")
    code = dig(4)
    add("fi", "ovikoodi", "Kirjoita viesti siivoojalle: rappukäytävän ovikoodi on %s ja avain on postilaatikossa. Kiitos!" % code, [code], [], "ovikoodi")
    p1 = password()
    add("id", "multi-pw-bagian", "Password email kantor saya panjang, saya kirim dua bagian ya.\n---\n%s\n---\n%s\nTolong gabungkan dan simpan." % (p1[:6], p1[6:]), [p1[:6], p1[6:]], [], "password dalam dua bagian")
    u = uuid4()
    add("ru", "uuid-negative", "В логах ошибка: trace_id=%s, версия сервиса %s, заказ №%s. Куда копать?" % (u, semver(), ndig(8)), [u], [], "UUID в логах") if False else \
    add("ru", "uuid-negative", "В логах ошибка: trace_id=%s, версия сервиса %s, заказ №%s. Куда копать?" % (u, semver(), ndig(8)), [], [u], "UUID в логах")
    pw = password(); u = choice(["deploy", "ci_bot"])
    add("en", "mysql-cli-history", "My bash history has: mysql -h 127.0.0.1 -P 3306 -u %s -p'%s' shop_db < dump.sql -- how do I clear that line from history?" % (u, pw), [pw], ["127.0.0.1", "shop_db"], "password in CLI history")

# ---------- validation and output ----------
def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out

BAD_CH = set(chr(c) for c in range(32) if c != 10) | {"\x7f", "\u2028", "\u2029", "\ufeff", "\u0085"}

def validate(cases):
    errs, ids = [], set()
    for c in cases:
        cid = c["id"]
        if cid in ids: errs.append("duplicate id " + cid)
        ids.add(cid)
        if not (len(c["lang"]) == 2 and c["lang"].isalpha() and c["lang"].islower()): errs.append(cid + ": bad lang")
        for f in ("id", "lang", "text", "note"):
            if not isinstance(c[f], str) or not c[f]: errs.append(cid + ": empty " + f)
        for f in ("id", "lang", "text", "note"):
            if any(ch in BAD_CH for ch in c[f]): errs.append(cid + ": hostile char in " + f)
        t = c["text"]
        allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv): errs.append(cid + ": value listed twice")
        for v in allv:
            if not v or v != v.strip(): errs.append(cid + ": empty/padded value %r" % v); continue
            if any(ch in BAD_CH for ch in v): errs.append(cid + ": hostile char in value")
            occ = occurrences(t, v)
            if not occ: errs.append(cid + ": not a substring: %r" % v); continue
            if len(v) <= 6 and len(occ) > 1: errs.append(cid + ": short value occurs twice: %r" % v)
            for a, b in occ:
                if v[0].isdigit() and a > 0 and t[a-1].isdigit(): errs.append(cid + ": number embedded %r" % v)
                if v[-1].isdigit() and b < len(t) and t[b].isdigit(): errs.append(cid + ": number embedded %r" % v)
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                for a, b in occurrences(t, s):
                    for x, y in occurrences(t, l):
                        if a < y and x < b: errs.append(cid + ": secret %r overlaps look-alike %r" % (s, l))
        if "\n---\n" in t and any("\n---\n" in v for v in allv): errs.append(cid + ": value spans messages")
    return errs

def q(s): return json.dumps(s, ensure_ascii=False)

def to_yaml(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for f in ("secrets", "lookalikes"):
            if c[f]:
                out.append("    %s:" % f)
                out.extend("      - " + q(v) for v in c[f])
            else:
                out.append("    %s: []" % f)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"

def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v77.py heldout_v77.yaml", file=sys.stderr); sys.exit(2)
    en_cases(); intl_cases(); extra_cases()
    order = list(range(len(CASES))); R.shuffle(order)
    cases = []
    for n, i in enumerate(order, 1):
        c = CASES[i]
        cases.append(dict(id="%s-%03d-%s" % (PREFIX, n, c["slug"]), lang=c["lang"], text=c["text"],
                          secrets=c["secrets"], lookalikes=c["lookalikes"], note=c["note"]))
    errs = validate(cases)
    # self-checks of computed check digits
    for _ in range(50):
        assert luhn_ok(card("4")) and iban_ok(iban("DE", dig(18))) and verhoeff_ok(aadhaar())
    if errs:
        print("\n".join(errs), file=sys.stderr); sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write(to_yaml(cases))
    print("wrote %d cases to %s" % (len(cases), sys.argv[1]))

if __name__ == "__main__":
    main()
