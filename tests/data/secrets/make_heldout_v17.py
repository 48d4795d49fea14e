#!/usr/bin/env python3
"""Deterministic generator for held-out set v17 (secrets-redaction filter).

All values are random, synthetic, and only of the right *shape* (with the
format's check digits where one exists). No real credentials.
Usage: make_heldout_v17.py [output_path]   (default /work/frozen17/heldout_v17.yaml)
"""
import base64, hashlib, json, random, re, string, sys
import yaml

R = random.Random(20261217)
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
B32 = UP + "234567"
B64 = AN + "+/"
B64U = AN + "-_"


def r(al, n):
    return "".join(R.choice(al) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(R.randbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(R.randbytes(nbytes)).decode().rstrip("=")


def uuid4():
    h = r(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ---------------------------------------------------------------- checksums
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


def card(prefix, length=16, sep=" "):
    body = prefix + r(DG, length - 1 - len(prefix))
    num = body + luhn_digit(body)
    if sep is None:
        return num
    if length == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, length, 4))


def iban(cc, bban, grouped=True):
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(conv) % 97
    s = f"{cc}{chk:02d}{bban}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)) if grouped else s


def cn_id():
    region = R.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
    birth = f"{R.randint(1965, 2002)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
    body = region + birth + r(DG, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(a) * b for a, b in zip(body, w)) % 11]


def jp_mynumber():
    body = str(R.randint(1, 9)) + r(DG, 10)
    s = 0
    for n in range(1, 12):
        p = int(body[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    return body + str(0 if rem <= 1 else 11 - rem)


def kr_rrn():
    yy = R.randint(70, 99)
    body = f"{yy:02d}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + R.choice("12") + r(DG, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * b for a, b in zip(body, w)) % 11) % 10
    return body[:6] + "-" + body[6:] + str(c)


TW_L = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21,
            N=22, O=35, P=23, Q=24, R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def tw_id():
    L = R.choice("ABFHEK")
    digits = R.choice("12") + r(DG, 7)
    n = TW_L[L]
    s = n // 10 + (n % 10) * 9 + sum(int(d) * w for d, w in zip(digits, [8, 7, 6, 5, 4, 3, 2, 1]))
    return L + digits + str((10 - s % 10) % 10)


def hkid():
    L = R.choice("ACDEGHKPRVYZ")
    d = r(DG, 6)
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(int(x) * w for x, w in zip(d, [7, 6, 5, 4, 3, 2]))
    c = 11 - s % 11
    cs = "A" if c == 10 else ("0" if c == 11 else str(c))
    return f"{L}{d}({cs})"


def sg_nric():
    p = R.choice("ST")
    d = r(DG, 7)
    s = sum(int(x) * w for x, w in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[s % 11]


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar():
    body = str(R.randint(2, 9)) + r(DG, 10)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    n = body + str(VINV[c])
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def uk_nino():
    while True:
        a = R.choice("ABCEGHJKLMNOPRSTWXYZ")
        b = R.choice("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = r(DG, 6)
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def de_steuerid():
    while True:
        digs = R.sample(DG, 9)
        digs.insert(R.randrange(10), R.choice(digs))
        if digs[0] != "0":
            break
    body = "".join(digs)
    prod = 10
    for ch in body:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    c = 11 - prod
    if c == 10:
        c = 0
    n = body + str(c)
    return f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"


def es_dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def es_nie():
    p = R.choice("XYZ")
    n = r(DG, 7)
    v = int("XYZ".index(p).__str__() + n)
    return f"{p}{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[v % 23]}"


CF_ODD = dict(zip(DG + UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4,
                            18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))


def cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def it_cf():
    cons = "BCDFGHLMNPRSTVZ"
    body = (r(cons, 3) + r(cons, 3) + f"{R.randint(60, 99)}" + R.choice("ABCDEHLMPRST")
            + f"{R.randint(1, 28) + R.choice([0, 40]):02d}" + R.choice(["H501", "F205", "L219", "A944", "G273"]))
    s = sum(CF_ODD[c] if i % 2 == 0 else cf_even(c) for i, c in enumerate(body))
    return body + chr(65 + s % 26)


def fr_nir():
    body = f"{R.choice('12')}{R.randint(60, 99)}{R.randint(1, 12):02d}{R.choice(['75', '69', '13', '33', '59'])}{R.randint(1, 999):03d}{R.randint(1, 999):03d}"
    k = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {k:02d}"


def nl_bsn():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2]))
        c = s % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    s = sum(x * w for x, w in zip(d, range(10, 1, -1)))
    d.append((s * 10 % 11) % 10)
    s = sum(x * w for x, w in zip(d, range(11, 1, -1)))
    d.append((s * 10 % 11) % 10)
    n = "".join(map(str, d))
    return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"


CURP_AL = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp():
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    body = (R.choice(cons) + R.choice("AEIOU") + R.choice(cons) + R.choice(cons) + f"{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"
            + R.choice("HM") + R.choice(["DF", "JC", "NL", "PL", "VZ"]) + r(cons, 3) + R.choice(DG))
    s = sum(CURP_AL.index(c) * (18 - i) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def pl_pesel():
    body = f"{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}" + r(DG, 4)
    s = sum(int(a) * b for a, b in zip(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]))
    return body + str((10 - s % 10) % 10)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check(payload):
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = B58[m] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def wif():
    return b58check(b"\x80" + R.randbytes(32) + b"\x01")


def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def wrap(s, w):
    return "\n".join(s[i:i + w] for i in range(0, len(s), w))


def pem_rsa():
    return wrap(base64.b64encode(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + R.randbytes(600)).decode(), 64)


def pem_pkcs8():
    return wrap(base64.b64encode(b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00" + R.randbytes(560)).decode(), 64)


def pem_ec():
    return wrap(base64.b64encode(b"\x30\x77\x02\x01\x01\x04\x20" + R.randbytes(110)).decode(), 64)


def openssh_key():
    return wrap(base64.b64encode(b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none" + R.randbytes(360)).decode(), 70)


def pgp_body():
    raw = b"\x95\x03\xc6\x04" + R.randbytes(520)
    crc = crc24(raw)
    return wrap(base64.b64encode(raw).decode(), 64) + "\n=" + base64.b64encode(crc.to_bytes(3, "big")).decode()


def jwt(payload):
    h = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{h}.{p}.{b64u(32)}"


BIP39_SAMPLE = ("abandon ability absorb abstract access acid across actor adapt adjust admit adult advice aerobic "
                "afford agent agree ahead alarm album alcohol alien allow alpha already amazing among anchor ancient "
                "angle animal ankle annual answer antenna anxiety apart april arch arctic arena armed armor arrow "
                "artist aspect assist atom attack auction audit august aunt author autumn avocado awake axis baby "
                "bacon badge balance bamboo banana banner barrel basket battle beach beauty become beef behind "
                "bench berry bicycle bird blanket blossom blue board bonus border bottom brave bread brick bridge "
                "brisk broccoli bronze brush bubble budget buffalo burger butter cabin cactus camera canal candy "
                "canoe canvas captain carbon cargo carpet castle catalog cattle ceiling cement census cereal chalk "
                "champion chaos cherry chimney cinnamon circle citizen civil clarify claw clever cliff clinic clock "
                "cloud coconut coffee column comfort copper coral cotton couch cousin coyote cradle crane crater "
                "cricket crystal cupboard curtain cushion dolphin donkey dragon eagle elbow embark emerald engine "
                "faculty falcon fence fiction garlic gentle giraffe glacier harbor hazard helmet hockey honey "
                "island ivory jacket jaguar kettle kidney lantern lemon lizard lobster magnet mango marble meadow "
                "mirror monkey mushroom napkin noodle ocean olive orange orchard oyster paddle panda parrot pepper "
                "pilot pistol planet pony puzzle rabbit radar raven rhythm robot rocket saddle salmon scatter "
                "shrimp silver skate slogan spider squirrel stadium sunset swallow tiger tomato tornado trumpet "
                "tunnel turtle umbrella uncle velvet violin volcano walnut whale window wolf yellow zebra").split()


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39_SAMPLE, n))


def winkey():
    al = "BCDFGHJKMPQRTVWXY2346789"
    return "-".join(r(al, 5) for _ in range(5))


def pw(n=12, sym="!@#$%&*?-_"):
    """random password with at least one upper, lower, digit and symbol"""
    while True:
        s = r(AN + sym, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s) and any(c in sym for c in s):
            return s


def mpw(n=12):
    while True:
        s = r(AN, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s):
            return s


# ---------------------------------------------------------------- look-alikes
LOOK = []


def L(kind, text):
    LOOK.append({"kind": kind, "text": text})


def M(*parts):
    return "\n---\n".join(parts)


def sha(n=40):
    return r(HEX, n)


# English / code look-alikes
L("identifier_hashed_password", "In my Django model I have `hashed_password = models.CharField(max_length=128)`. Should I rename it to password_hash for consistency with the rest of the codebase?")
L("identifier_token_expiry", "What's a sensible default for token_expiry in a mobile app? Right now ACCESS_TOKEN_TTL is 15 minutes and REFRESH_TOKEN_TTL is 30 days.")
L("identifier_api_key_header", "Our gateway reads `api_key_header = request.headers.get(\"X-API-Key\")` and returns 401 if it's missing. Is it better to use a dependency in FastAPI for this?")
L("identifier_secret_key_fallbacks", "Django 4.1 added SECRET_KEY_FALLBACKS. How do I rotate SECRET_KEY without logging everyone out?")
L("placeholder_angle_token", "The README says to run `curl -H \"Authorization: Bearer <your-token>\" https://api.example.com/v1/me` but I get a 403. What am I missing?")
L("placeholder_your_api_key", "The quickstart shows `client = OpenAI(api_key=\"YOUR_API_KEY\")` — should I keep that line or read it from an env variable instead?")
L("placeholder_env_interp", "In docker-compose I wrote `POSTGRES_PASSWORD: ${DB_PASSWORD}` but the container says the variable is not set. Where does compose look for .env?")
L("placeholder_gha_secret", "My workflow has `NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}` and npm publish still fails with E401. Is the scope wrong in .npmrc?")
L("placeholder_changeme_template", "Here's the docs template for our onboarding wiki:\n```\nDB_USER=app\nDB_PASSWORD=changeme\nDB_HOST=localhost\n```\nCan you rewrite it so people understand they must replace changeme before deploying?")
L("placeholder_xxxx", "The vendor email says the key looks like `sk_live_xxxxxxxxxxxxxxxx` — is that a real key format or just their way of hiding it?")
L("masked_stars", "Billing page shows my card as **** **** **** 4821, expiring soon. How do I update it in the App Store?")
L("masked_token_prefix", "The dashboard lists my token as `ghp_****************************3f9a`. Can I recover the full value somewhere or do I have to regenerate?")
L("test_card_stripe_docs", "Stripe's docs say to use 4242 4242 4242 4242 with any future expiry and any CVC in test mode. Why does my test payment still get declined?")
L("test_card_visa_4111", "For QA we use the published test number 4111 1111 1111 1111 — does Adyen accept that one too or do they have their own list?")
L("test_card_mastercard_amex", "Which of these are official sandbox cards: 5555555555554444 (Mastercard) and 378282246310005 (Amex)? Our QA sheet lists both.")
L("aws_docs_example_keys", "The AWS CLI docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in the `aws configure` walkthrough. Are these safe to put in our tutorial?")
L("public_key_ssh", "Which file do I paste into GitHub, id_ed25519 or id_ed25519.pub? The .pub one starts with `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43) + " me@laptop`.")
L("fingerprint_ssh", "ssh warns the host key changed: SHA256:" + r(B64, 43) + ". How do I check whether that's legit before removing the line from known_hosts?")
L("hash_sha256_download", "The download page lists sha256 " + sha(64) + " for the ISO but `sha256sum` gives me something different. Corrupted download?")
L("hash_bcrypt_described", "This is a bcrypt hash from our users table, not a password: $2b$12$" + r(B64.replace('+', '.'), 53) + " — how many rounds does the $12$ mean?")
L("hash_argon2_described", "Our DB stores argon2id hashes like $argon2id$v=19$m=65536,t=3,p=4$" + b64(16).rstrip('=') + "$" + b64(32).rstrip('=') + ". Is m=65536 enough memory cost in 2026?")
L("hash_pbkdf2_described", "Django stores hashes as pbkdf2_sha256$870000$" + r(AN, 22) + "$" + b64(32) + " — what's the middle number?")
L("git_sha", "git bisect says the first bad commit is " + sha(40) + ". How do I revert just that commit on main?")
L("uuid_request_id", "Support asked for the request id, it's " + uuid4() + ". The response was a 500 with no body.")
L("trace_id", "Jaeger shows trace " + sha(32) + " taking 4.2s but all spans are under 100ms. Where did the time go?")
L("base64_plain_text", "Why does `echo aGVsbG8gd29ybGQK | base64 -d` print hello world with a trailing newline?")
L("version_strings", "After upgrading from 3.11.7 to 3.12.4 and numpy 1.26.4 → 2.0.1 the build breaks. Is 2.0.1 compatible with pandas 2.1.0?")
L("model_names", "Should I use gpt-4o-mini or claude-3-5-haiku-20241022 for classification? Latency matters more than quality.")
L("file_paths", "My config lives at ~/.config/app/credentials.json and /etc/ssl/private/server.key is owned by root. Which permissions should they have?")
L("url_no_creds", "The webhook endpoint is https://api.myshop.example/webhooks/stripe and it returns 404 in production only.")
L("order_number", "Order #114-" + r(DG, 7) + "-" + r(DG, 7) + " still says 'preparing for shipment' after 6 days. Should I contact the seller?")
L("tracking_number", "DHL tracking " + r(DG, 10) + " has been stuck in Leipzig since Monday. Normal?")
L("booking_reference", "Our flight booking reference is " + r("BCDFGHJKLMNPQRSTVWXYZ", 6) + " — can you remind me what the baggage allowance for Lufthansa economy light is?")
L("invoice_number", "Invoice INV-2026-" + r(DG, 5) + " has the wrong VAT rate. How do I ask the supplier politely for a corrected one?")
L("phone_number", "My dentist's number is +1 (415) 555-0137, can you draft a text to reschedule for Thursday?")
L("postcode_address", "Is 10115 Berlin-Mitte or Prenzlauer Berg? The flat ad says Invalidenstraße, postcode 10115.")
L("mac_ip", "The printer has MAC 3c:22:fb:" + ":".join(r(HEX, 2) for _ in range(3)) + " and gets 192.168.1.57 from DHCP but I can't ping it from 10.0.0.12.")
L("colour_hex", "Does #1E90FF on #F5F5F5 pass WCAG AA for body text? Or should I go darker like #0B5ED7?")
L("keyboard_shortcut", "What's the shortcut to unlock the keychain... I mean, how do I bring up the password manager in 1Password — is it Cmd+Shift+Space or Ctrl+Alt+\\ on Windows?")
L("measurements", "Recipe calls for 250 g flour, 180 ml milk and key lime zest from 2 limes. Can I bake it at 175 °C instead of 180?")
L("weak_password_question", "Is password123 too weak for a router admin page if the router isn't exposed to the internet?")
L("weak_password_compare", "Which is stronger, Summer2024! or correct-horse-battery-staple? My IT department insists on the first style.")
L("fake_value_declared", "This is a made-up example for my slides, not a real key: `API_KEY=demo-0000-fake-0000`. Does it look convincing enough?")
L("dummy_credentials", "For unit tests I use username `test_user` and password `dummy-password` in a fixture. Is it okay that they're committed, since they're dummies?")
L("error_code_hex", "Windows Update fails with error code 0x80070005. I tried running as admin already.")
L("http_401", "Got HTTP 401 from the API even though the token was just created. Clock skew maybe?")
L("keypad_key_3", "On the intercom you press key 3 on the keypad and then the bell icon to reach our flat. Can you write that in a note for the babysitter?")
L("room_number", "The conference is in room 2417 on the 24th floor, access code not needed during the day. Which elevator bank goes there?")
L("verification_topic", "How do SMS verification codes work — does the server store the 6-digit code or a hash of it?")
L("otp_design", "I'm designing 2FA. Should OTP codes expire after 5 minutes, and should I lock the account after 5 wrong attempts?")
L("jwt_structure_question", "In a JWT, is the header.payload.signature order fixed? And should the 'exp' claim be seconds or milliseconds?")
L("env_example_file", "Here's our .env.example:\n```\nSTRIPE_SECRET_KEY=\nSENDGRID_API_KEY=\nDATABASE_URL=postgres://user:password@localhost:5432/app\n```\nShould the .env.example be committed?")
L("terraform_var_ref", "In Terraform I pass `password = var.db_password` and mark the variable `sensitive = true`, but the plan still prints it in an error. Why?")
L("k8s_secret_ref", "My deployment uses `valueFrom: secretKeyRef: {name: db-creds, key: password}` and the pod says CreateContainerConfigError. What does that usually mean?")
L("vault_path", "We read from `vault kv get secret/prod/payments` — is kv v2 path syntax different from v1?")
L("password_policy", "Our password policy: minimum 12 characters, at least one number, no reuse of the last 5. Is forcing rotation every 90 days still recommended by NIST?")
L("secret_manager_compare", "AWS Secrets Manager vs Parameter Store for 40 secrets — which one is cheaper and does rotation matter?")
L("token_bucket", "Explain the token bucket algorithm — capacity 100 tokens, refill 10 tokens/second. What happens at burst?")
L("public_key_pem_question", "Is it fine to commit the public key file? It begins with -----BEGIN PUBLIC KEY----- and we use it only to verify webhooks.")
L("pk_live_publishable_doc", "Stripe says publishable keys (pk_live_…) are meant to be in the frontend. Then why do they call secret keys sk_live_…? Just naming?")
L("gpg_fingerprint", "My GPG key fingerprint is " + " ".join(r(HEX.upper(), 4) for _ in range(10)) + ". How do I upload it to keys.openpgp.org?")
L("wifi_topic", "How do I find the Wi-Fi password saved on my Mac? I forgot it and need it for a new phone.")
L("safe_topic", "Our hotel safe has a reset button inside the door; how do I set a new 4-digit code?")
L("reset_link_no_token", "I clicked 'Forgot password' but the email just says 'follow the link in the app'. There's no link. Is that phishing?")
L("uuid_list", "Why do these look sequential? " + ", ".join(uuid4() for _ in range(2)) + " — I thought v4 UUIDs were random.")
L("docker_digest", "The image digest is sha256:" + sha(64) + " but `docker pull` gives a different one on arm64. Multi-arch?")
L("npm_integrity", "package-lock has `\"integrity\": \"sha512-" + b64(64) + "\"` for lodash — why does npm ci say EINTEGRITY?")
L("totp_explain", "What's the difference between TOTP and HOTP? Google Authenticator shows a new 6-digit number every 30 seconds.")
L("iban_format_question", "How many characters does a German IBAN have? Our form rejects anything over 22.")
L("ssn_format_question", "Our form validates SSN as ###-##-####. Should we reject area numbers starting with 9?")
L("cookie_attributes", "Should my session cookie be SameSite=Lax or Strict? It's set with HttpOnly; Secure; Path=/.")
L("oauth_flow_question", "With PKCE do I still need a client_secret for a single-page app? The docs mention code_verifier and code_challenge only.")
L("card_last4", "Can you remind me to cancel the card ending 7731 next month? The bank calls it 'Platinum Travel'.")
L("placeholder_curly", "The template says `mongodb+srv://{{username}}:{{password}}@cluster0.example.mongodb.net` — should the braces stay?")
L("redacted_log", "Our logs show `password=[REDACTED] token=[FILTERED]` — is that enough for GDPR or do we need to drop the lines?")
L("license_mit", "Which license allows commercial use without disclosing source — MIT or GPL-3.0? The key difference in one sentence please.")
L("product_key_topic", "Where do I find the Windows product key on a laptop that came with Windows preinstalled? It isn't on a sticker.")
L("seed_phrase_topic", "How many words does a BIP39 seed phrase have — 12 or 24? And is it safe to store it in a password manager?")
L("private_key_topic", "What's the difference between PKCS#1 and PKCS#8 private keys? openssl genrsa gives me BEGIN RSA PRIVATE KEY.")
L("sql_hash_column", "SELECT id, email, password_hash FROM users WHERE last_login < NOW() - INTERVAL '1 year'; — is it bad practice to select password_hash here?")
L("regex_password_validation", "Can you check my regex for password validation: ^(?=.*[A-Z])(?=.*\\d).{12,}$ — does it require a special character?")
L("bearer_word", "In 'Bearer authentication', why is it called bearer? Who bears what?")
L("pin_topic_bank", "My bank wants a new 6-digit PIN for the card. Any tips to pick one that isn't a birthday?")
L("ticket_number", "Jira ticket SEC-4821 is about rotating the tokens; can you help me write the acceptance criteria?")
L("flight_number", "Flight LH 7" + r(DG, 2) + " from Frankfurt lands at 14:35, gate B44. How long from gate to S-Bahn?")
L("coordinates", "We meet at 52.5200, 13.4050 at 9:00 — is that near the Brandenburger Tor?")
L("ascii_art_key", "What does the 'ssh-keygen -lv' randomart image mean? Mine has a +---[ED25519 256]----+ header.")
L("sample_key_declared_fake", "Our API docs use the example key sk_test_EXAMPLE_DO_NOT_USE_123 — is that too close to a real format for scanners?")

# Spanish / German / French / Portuguese / Russian / Vietnamese / Indonesian look-alikes
L("es_password_topic", "¿Cómo cambio la contraseña del router Movistar? En la pegatina pone 'clave WPA' pero ya no funciona.")
L("es_pin_topic", "El banco me pide crear un PIN nuevo de 4 dígitos. ¿Es seguro usar el mismo que para la tarjeta anterior?")
L("es_order_number", "Mi pedido número 40" + r(DG, 7) + " de El Corte Inglés no ha llegado. ¿Cómo reclamo?")
L("de_passwort_topic", "Wie setze ich das Passwort für die FritzBox zurück, wenn ich das Kennwort vergessen habe?")
L("de_kundennummer", "Meine Kundennummer bei den Stadtwerken ist 4" + r(DG, 8) + ", die Zählernummer steht auf der Rechnung. Kannst du mir eine Kündigung formulieren?")
L("de_tan_topic", "Ist pushTAN sicherer als chipTAN? Meine Sparkasse will umstellen.")
L("fr_mot_de_passe_topic", "Comment activer la double authentification sur mon compte Ameli ? Je ne trouve pas où changer le mot de passe.")
L("fr_numero_commande", "Ma commande n° FR" + r(DG, 9) + " chez Fnac est bloquée au dépôt. Que dois-je faire ?")
L("pt_senha_topic", "Como faço para mudar a senha do Wi-Fi da Vivo? Esqueci o login do roteador.")
L("pt_cep", "O CEP 01310-100 é da Avenida Paulista? Preciso mandar um pacote pra lá.")
L("ru_parol_topic", "Как сбросить пароль от Госуслуг, если старый номер телефона уже не работает?")
L("ru_kod_oshibki", "Ошибка с кодом 0xc000007b при запуске игры. Что это значит?")
L("vi_mat_khau_topic", "Làm sao để đổi mật khẩu Zalo khi quên số điện thoại cũ?")
L("vi_ma_don_hang", "Mã đơn hàng Shopee 2612" + r(DG, 8) + " bị giao chậm, tôi nên liên hệ ai?")
L("id_kata_sandi_topic", "Bagaimana cara mengganti kata sandi akun BCA mobile kalau lupa PIN lama?")
L("id_nomor_resi", "Nomor resi JNE saya JP" + r(DG, 10) + " belum update sejak kemarin. Wajar tidak?")

# Chinese (simplified) look-alikes
L("zh_password_topic", "忘记了路由器的管理密码怎么办？说明书上写的是默认密码在底部标签上。")
L("zh_hashed_password_field", "我们的用户表里有个字段叫 password_hash，用的是 bcrypt，请问 cost 设成 12 合适吗？")
L("zh_token_design", "请帮我设计一下 access_token 和 refresh_token 的过期策略，APP 端需要七天免登录。")
L("zh_placeholder", "文档里写的是 `export ALIYUN_ACCESS_KEY_SECRET=<你的密钥>`，我要把尖括号也删掉吗？")
L("zh_masked_card", "我的招商银行卡尾号 6628，显示 **** **** **** 6628，怎么查这张卡的开户行？")
L("zh_order_number", "京东订单号 " + r(DG, 12) + " 一直显示待出库，可以直接取消吗？")
L("zh_tracking_sf", "顺丰单号 SF" + r(DG, 13) + " 显示已签收，但我没收到，该怎么投诉？")
L("zh_phone_number", "帮我给物业写一条短信，电话是 021-5555-0198，说明天上午九点有人来修水管。")
L("zh_error_code", "微信支付报错 错误码 SYSTEMERROR，返回 HTTP 500，是我这边签名的问题吗？")
L("zh_version_strings", "升级到 Spring Boot 3.2.5 以后，jasypt 加密的配置读取不到了，是不是要换成 3.0.5 版本？")
L("zh_weak_password_question", "123456 和 qwerty 这种密码是不是最常见的？我想在培训里举个反面例子。")
L("zh_git_sha", "git log 里看到提交 " + sha(40) + " 把配置文件删了，怎么恢复这个文件？")
L("zh_uuid", "日志里的 trace_id 是 " + uuid4() + "，能帮我看看这个请求为什么超时吗？")
L("zh_secret_topic", "公司要求把数据库密码放到 KMS 里，而不是写在 application.yml 里，具体怎么做？")
L("zh_verification_topic", "为什么我收不到验证码短信？已经试了三次了，手机号没有欠费。")
L("zh_pin_room", "会议在 1203 房间，门禁卡在前台领，不需要密码。请帮我写个会议通知。")
L("zh_example_key", "这是教程里的示例，不是真的 key：`sk-xxxxxxxxxxxxxxxxxxxxxxxx`，格式对吗？")
L("zh_sha256", "下载的安装包 sha256 是 " + sha(64) + "，和官网对不上，是不是被篡改了？")
L("zh_mac_ip", "打印机的 IP 是 192.168.31.20，MAC 地址 a4:5e:60:" + ":".join(r(HEX, 2) for _ in range(3)) + "，为什么别的电脑找不到它？")
L("zh_invoice", "发票号码 " + r(DG, 8) + "，发票代码 0" + r(DG, 11) + "，报销的时候需要盖章吗？")
L("zh_env_template", "这是我们的模板，不含真实值：\n```\nDB_PASSWORD=${DB_PASSWORD}\nREDIS_PASSWORD=\n```\n部署时怎么注入？")
L("zh_id_format_question", "身份证号最后一位是 X 是什么意思？校验码是怎么算的？")
L("zh_color_codes", "主色用 #FF6A00 还是 #E4393C 比较好？想做一个电商风格的按钮。")
L("zh_keyboard", "Mac 上怎么打开钥匙串访问？快捷键是 Command+空格 然后输入吗？")
L("zh_flight", "航班号 MU5" + r(DG, 3) + "，明早 8:05 从虹桥起飞，提前多久到机场？")
L("zh_bank_topic", "支付密码和登录密码有什么区别？银行 APP 一直让我设置两个。")
L("zh_wifi_topic", "家里的 WiFi 密码忘了，怎么在手机上查看已连接网络的密码？")
L("zh_jwt_question", "JWT 的 payload 部分是不是只是 base64 编码？能不能放用户手机号？")
L("zh_postcode", "上海浦东新区的邮编是 200120 吗？寄快递要填。")
L("zh_measure", "这个柜子宽 80 厘米，高 2 米，钥匙孔在右边，门能开到 90 度吗？")

# Traditional Chinese look-alikes
L("zh_tw_password_topic", "請問 Gmail 要怎麼開啟兩步驟驗證？我不想每次都輸入密碼。")
L("zh_tw_order", "蝦皮訂單編號 2612" + r(ANU, 10) + " 一直沒出貨，可以申請取消嗎？")
L("zh_tw_token_code", "程式裡的 `token_expires_at` 要存 UTC 還是台灣時間？")
L("zh_tw_masked", "信用卡帳單上寫卡號 4563-****-****-1207，這是哪一張卡？")
L("zh_tw_test_card", "金流商文件上寫測試環境可以用 4111-1111-1111-1111 這張測試卡號，到期日隨便填未來的日期就好嗎？")
L("zh_tw_phone", "幫我寫一則簡訊給房東，他的電話是 0912-555-018，說冷氣壞了。")
L("zh_tw_hash", "這是資料庫裡的雜湊值，不是密碼：$2y$10$" + r(B64.replace('+', '.'), 53) + "，要怎麼驗證使用者輸入？")
L("zh_tw_hk_topic", "香港身份證號碼括號裡的那個字是什麼？是檢查碼嗎？")
L("zh_tw_room", "我們訂的房間是 815 號，櫃檯說門卡兩張，早餐七點開始。")
L("zh_tw_dummy", "這組帳密是假的，只是教學用：帳號 demo、密碼 demo1234。這樣放在投影片上可以嗎？")

# Japanese look-alikes
L("ja_password_topic", "パスワードを忘れてしまった場合、楽天のアカウントはどうやって復旧できますか？")
L("ja_pin_topic", "キャッシュカードの暗証番号を変更したいのですが、ATM でもできますか？")
L("ja_hashed_password", "Rails の has_secure_password は password_digest カラムを使いますが、bcrypt のコストはいくつが推奨ですか？")
L("ja_placeholder", "README に `API_KEY=<ここにキーを入力>` と書いてありますが、引用符は必要ですか？")
L("ja_order", "Amazon の注文番号 250-" + r(DG, 7) + "-" + r(DG, 7) + " の配送状況を確認する方法を教えてください。")
L("ja_postcode", "郵便番号 150-0002 は渋谷区のどのあたりですか？")
L("ja_error_code", "iPhone のアップデートでエラーコード 4013 が出ます。どうすればいいですか？")
L("ja_uuid", "ログの request_id は " + uuid4() + " です。500 エラーの原因を一緒に調べてもらえますか？")
L("ja_weak_password", "「password1」みたいなパスワードは本当に危ないですか？社内研修の例に使いたいです。")
L("ja_mynumber_topic", "マイナンバーカードの暗証番号を3回間違えてロックされました。どこで解除できますか？")

# Korean look-alikes
L("ko_password_topic", "비밀번호를 잊어버렸는데 네이버 계정 복구는 어떻게 하나요?")
L("ko_bibeon_topic", "와이파이 비번 바꾸는 방법 알려줘. 공유기는 ipTIME이야.")
L("ko_auth_code_topic", "인증번호 문자가 안 와요. 스팸함에도 없어요. 왜 그럴까요?")
L("ko_account_pw_topic", "계좌 비밀번호 4자리를 5번 틀리면 어떻게 되나요? 은행에 가야 하나요?")
L("ko_order", "쿠팡 주문번호 " + r(DG, 14) + " 배송이 너무 늦어요. 문의 문구 좀 써줘.")
L("ko_token_code", "Spring Security에서 `jwtTokenProvider.validateToken()` 이 항상 false를 반환해요. 시계 문제일까요?")
L("ko_masked_card", "카드 번호가 5412-****-****-3390 으로 찍혀 있는데, 어느 카드사인지 알 수 있나요?")
L("ko_phone", "엄마 번호 010-5555-0142 로 보낼 생일 축하 문자 써줄래?")
L("ko_postcode_room", "우편번호 06236, 역삼동 회의실 1502호에서 오후 3시 미팅이라고 공지 써줘.")
L("ko_weak_pw", "qwer1234 같은 비밀번호는 얼마나 빨리 뚫리나요? 교육 자료에 쓰려고요.")

# multi-message look-alikes (no secret in any part)
L("multi_announce_no_secret", M("I'll send you the error log in a second.", "Okay here: `psql: error: connection to server at \"10.0.3.4\", port 5432 failed: FATAL: password authentication failed for user \"app\"`"))
L("multi_zh_no_secret", M("我等下把配置发你", "算了，配置里有密码，我先问问：spring.datasource.password 能不能用环境变量覆盖？"))
L("multi_ko_no_secret", M("비밀번호 관련해서 질문이 있어요", "비밀번호를 DB에 저장할 때 SHA-256만 쓰면 안 되는 이유가 뭔가요?"))

# extra look-alikes (documented examples, identifiers, more CJK)
L("jwt_io_example_doc", "The jwt.io docs example token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c decodes to John Doe — why does the signature verify only with the secret 'your-256-bit-secret'?")
L("slack_webhook_placeholder_doc", "Slack's docs show https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX as the format. Is the T part the workspace id?")
L("stripe_docs_example_test_key", "Old Stripe docs used sk_test_4eC39HqLyjWDarjtT1zdp7dc in every code sample. Is that key still accepted by the API for docs demos?")
L("eth_public_address", "Is it safe to post my ETH receiving address 0x" + r(HEX, 40) + " on my website for donations?")
L("btc_public_address", "Someone sent BTC to bc1q" + r("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38) + " — how many confirmations until it's final?")
L("aws_arn_account_id", "The role ARN is arn:aws:iam::" + r(DG, 12) + ":role/github-deploy. Why does AssumeRoleWithWebIdentity say not authorized?")
L("azure_ids_only", "In the app registration I see tenant id " + uuid4() + " and client id " + uuid4() + ". Which one goes in AZURE_TENANT_ID?")
L("stripe_publishable_test_key", "My publishable key pk_test_" + r(AN, 99) + " shows up in the page source. That's expected for Stripe.js, right?")
L("license_key_format_question", "Our licence keys look like XXXXX-XXXXX-XXXXX-XXXXX-XXXXX. How can I add a checksum so typos are caught offline?")
L("windows_build_number", "After KB5044284 my build is 22631.4460 and Bluetooth stopped working. Roll back?")
L("iso_timestamp_ids", "Log line: 2026-11-30T08:15:42.118Z level=warn msg=\"token refresh skipped\" user_id=" + r(DG, 7) + " — is 'skipped' a bug?")
L("md5_checksum", "The firmware file md5 is " + sha(32) + ". Is md5 still ok just for detecting corruption?")
L("imsi_like_ticket", "Support case number 06" + r(DG, 8) + " — can you write a follow-up email asking why the refund takes so long?")
L("zh_pickup_code_topic", "快递柜的取件码在哪里看？短信被我不小心删掉了。")
L("zh_doc_placeholder_secret", "开发文档里的示例写着 AppSecret=your_app_secret，我照抄了结果报 40125，是要换成真实的吗？")
L("zh_base64_text", "5L2g5aW95LiW55WM 这个 base64 解码后是什么？我猜是“你好世界”。")
L("zh_extension_room", "前台电话分机 8023，会议室 B-1206，门禁要刷工牌。帮我整理成入职须知。")
L("zh_password_length", "密码长度至少 8 位、包含大小写字母和数字，这个规则用正则怎么写？")
L("zh_tw_otp_topic", "簡訊驗證碼一直收不到，是不是電信商擋掉了？我用的是中華電信。")
L("zh_tw_api_key_naming", "環境變數要叫 OPENAI_API_KEY 還是 OPENAI_KEY 比較好？團隊在吵這個。")
L("ja_password_policy", "パスワードは8文字以上で英大文字・数字を含める、というルールを正規表現で書いてください。")
L("ja_extension_room", "内線 4021 の佐藤さんに、会議室 305 の予約を変更したと伝えるメールを書いてください。")
L("ja_example_key", "ドキュメントのサンプルでは `sk-ant-xxxxxxxx` のように伏せてありますが、本物のキーは何文字ですか？")
L("ko_pw_rotation", "회사에서 비밀번호를 90일마다 바꾸라는데 요즘도 권장되는 방식인가요?")
L("ko_error_code", "카카오 로그인에서 에러 코드 KOE006 이 떠요. 리다이렉트 URI 문제인가요?")
L("ko_masked_otp", "문자에 인증번호 ****** 처럼 가려져서 와요. 잠금화면 설정 때문인가요?")
L("ko_example_key", "튜토리얼에 나온 API_KEY=abc123-예시용 같은 값은 그냥 두면 안 되죠? 실제 키는 어디서 발급받나요?")
L("es_iban_masked", "En el extracto aparece mi IBAN como ES** **** **** **** **** 4821. ¿Es normal que lo oculten?")
L("de_api_key_topic", "Wo speichert man am besten API-Schlüssel in einer React-App? In .env.local oder gar nicht im Frontend?")
L("fr_test_card_doc", "La doc de Stripe indique la carte 4000 0025 0000 3155 pour tester 3-D Secure. Pourquoi mon paiement n'exige pas l'authentification ?")
L("pt_hash_described", "Isto é o hash SHA-1 do arquivo, não uma senha: " + sha(40) + ". Posso usar para verificar integridade?")
L("ru_uuid_request", "В логах request_id=" + uuid4() + ", ответ 502 от nginx. С чего начать поиск?")
L("vi_phone_postcode", "Gửi giúp mình hàng tới 12 Nguyễn Huệ, Quận 1, mã bưu chính 700000, số điện thoại 028 5555 0193.")
L("id_version_model", "Apakah Laravel 11.9.2 kompatibel dengan PHP 8.3.7? Saya pakai model gemini-1.5-flash untuk chatbot.")

LA_BLOB = "\n".join(x["text"] for x in LOOK)
USED_CODES = set()


def code(n=6, al=DG):
    """short code; re-drawn until it occurs in no look-alike and is not reused"""
    while True:
        c = r(al, n)
        if al == DG and c[0] == "0":
            continue
        if c in LA_BLOB or c in USED_CODES:
            continue
        USED_CODES.add(c)
        return c


# ---------------------------------------------------------------- cases
CASES = []


def C(kind, text, secrets):
    CASES.append({"kind": kind, "text": text, "secrets": list(secrets)})


# --- cloud
a, s = "AKIA" + r(B32, 16), b64(30)
C("aws_boto3_python", f"boto3 keeps saying InvalidClientTokenId. Here's what I have:\n```python\nsession = boto3.Session(\n    aws_access_key_id=\"{a}\",\n    aws_secret_access_key=\"{s}\",\n    region_name=\"eu-central-1\",\n)\n```", [a, s])
a, s = "AKIA" + r(B32, 16), b64(30)
C("aws_credentials_ini_zh", f"我的 ~/.aws/credentials 是这样的，为什么 aws s3 ls 还是报 AccessDenied？\n```\n[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = ap-east-1\n```", [a, s])
k = pem_pkcs8()
C("gcp_service_account_json", "Deploying to Cloud Run fails with 'invalid_grant: Invalid JWT Signature'. This is the service account file (trimmed):\n```json\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics-prod\",\n  \"private_key_id\": \"" + sha(40) + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + k.replace("\n", "\\n") + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"deployer@acme-analytics-prod.iam.gserviceaccount.com\"\n}\n```", [k.replace("\n", "\\n")])
g = "AIza" + r(AN + "-_", 35)
C("gcp_maps_api_key_ja", f"Google Maps の API キーが 'RefererNotAllowedMapError' になります。キーは {g} で、HTTP リファラー制限を設定しています。何が間違っていますか？", [g])
ak = b64(64)
C("azure_storage_connstring_de", f"Mein Azure Function kann nicht auf den Blob Storage zugreifen. Connection String:\nDefaultEndpointsProtocol=https;AccountName=kundendatenprod;AccountKey={ak};EndpointSuffix=core.windows.net\nWas ist falsch?", [ak])
cs = r(AN, 3) + "8Q~" + r(AN + "~._-", 34)
C("azure_client_secret_msal", f"MSAL throws AADSTS7000215 invalid client secret. tenant 72f988bf-86f1-41af-91ab-2d7cd011db47, client id {uuid4()}, secret `{cs}`. Did I copy the secret ID instead of the value?", [cs])
a, s = "LTAI" + r(AN, 20), r(AN, 30)
C("aliyun_accesskey_zh", f"阿里云 OSS 上传一直报 SignatureDoesNotMatch，帮我看看：AccessKeyId 是 {a}，AccessKeySecret 是 {s}，Bucket 在 oss-cn-hangzhou。", [a, s])
a, s = "AKID" + r(AN, 32), r(AN, 32)
C("tencent_cloud_secret_zh_tw", f"騰訊雲 COS 的 SDK 一直回傳 AuthFailure，我的 SecretId：{a}\nSecretKey：{s}\n請問是不是地域設錯了？", [a, s])
a, s = r(ANU, 20), r(AN, 40)
C("huawei_obs_aksk_zh", f"华为云 OBS 配置如下，obsutil config -i={a} -k={s} -e=obs.cn-north-4.myhuaweicloud.com，执行后提示 403，是权限问题吗？", [a, s])
a, s = r(HEX, 32), r(HEX, 32)
C("baidu_bce_aksk_zh", f"百度智能云的 BCE 鉴权老失败。\nAK={a}\nSK={s}\n签名算法用的是 bce-auth-v1，时间戳是 UTC。", [a, s])
a, s = "AKLT" + r(AN + "-_", 40), b64(45)
C("volcengine_aksk_zh", f"火山引擎的 TOS 用 Python SDK 调不通：ak='{a}', sk='{s}'，endpoint 是 tos-cn-beijing.volces.com。", [a, s])
t = r(AN + "(){}<>:;.+-", 20)
C("oracle_oci_auth_token", f"docker login to OCIR fails with 'unauthorized'. Username is fra-tenancy/oracleidentitycloudservice/jane@corp.example and the auth token I generated is {t} — do I need the tenancy namespace instead?", [t])
t = r(AN + "-_", 44)
C("ibm_cloud_apikey_ko", f"IBM Cloud CLI에서 `ibmcloud login --apikey {t} -r us-south` 하면 BXNIM0415E 에러가 나요. 키가 만료된 건가요?", [t])
t = r(AN + "-_", 40)
C("cloudflare_api_token_fr", f"Salut, mon script de mise à jour DNS renvoie 'Invalid request headers'. J'envoie `Authorization: Bearer {t}` à l'API Cloudflare, zone exemple-boutique.fr. Une idée ?", [t])
t = "dop_v1_" + r(HEX, 64)
C("digitalocean_pat_es", f"Estoy usando doctl y me dice 'Unable to authenticate you'. Hice `doctl auth init -t {t}`. ¿El token necesita permisos de escritura?", [t])
t = r(HEX, 64)
C("linode_token_pt", f"O provider do Terraform da Linode dá erro 401. No meu main.tf tenho:\n```hcl\nprovider \"linode\" {{\n  token = \"{t}\"\n}}\n```", [t])
t = r(ANU, 36)
C("vultr_api_key_ru", f"Vultr API возвращает 'Invalid API token'. Делаю curl -H \"Authorization: Bearer {t}\" https://api.vultr.com/v2/instances — ключ скопировал из панели, IP в whitelist добавил.", [t])
t = r(AN, 64)
C("hetzner_cloud_token_de", f"hcloud context create prod fragt nach dem Token, ich habe {t} eingegeben, aber `hcloud server list` sagt unauthorized. Muss das Token Read & Write haben?", [t])

# --- dev platforms
t = "ghp_" + r(AN, 36)
C("github_pat_classic", f"git push keeps prompting me. I set the remote to https://{t}@github.com/jordan-lee/dotfiles.git — is that still supported?", [t])
t = "github_pat_" + r(AN, 22) + "_" + r(AN, 59)
C("github_fine_grained_pat_zh", f"用细粒度 token 调 GitHub API 一直 404：`curl -H \"Authorization: token {t}\" https://api.github.com/repos/acme/infra`。仓库是私有的。", [t])
t = "glpat-" + r(AN + "-_", 20)
C("gitlab_pat_ja", f"GitLab の CI から別リポジトリを clone したいです。今は `git clone https://oauth2:{t}@gitlab.com/team/shared-lib.git` と書いていますが、もっと安全な方法はありますか？", [t])
t = "npm_" + r(AN, 36)
C("npm_token_npmrc", f"npm publish → E403. My .npmrc:\n```\n@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\n```", [t])
t = "pypi-AgEIcHlwaS5vcmc" + r(B64U, 120)
C("pypi_token_ko", f"twine upload 할 때 403 Forbidden 이 나옵니다. ~/.pypirc 에 username = __token__, password = {t} 로 넣었어요.", [t])
t = "dckr_pat_" + r(AN + "-_", 27)
C("dockerhub_pat_vi", f"Mình chạy `echo {t} | docker login -u thanhnguyen --password-stdin` thì báo unauthorized, token này mới tạo hôm qua.", [t])
t = "ATBB" + r(AN, 32)
C("bitbucket_app_password_es", f"En Bitbucket Pipelines clono otro repo con el usuario marta_dev y la app password {t}. Ahora falla con 'Authentication failed'. ¿Caducan?", [t])
t = "hf_" + r(AN, 34)
C("huggingface_token_id", f"Saya mau download model Llama dari Hugging Face tapi error 401. Sudah `huggingface-cli login` pakai token {t}. Apa perlu minta akses dulu?", [t])

# --- AI / SaaS
t = "sk-proj-" + r(AN + "-_", 124)
C("openai_key_python", f"Getting 429 insufficient_quota even though I added credit:\n```python\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"{t}\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n```", [t])
t = "sk-ant-api03-" + r(AN + "-_", 93) + "AA"
C("anthropic_key_zh", f"我在 Node 里调用 Claude 一直 401：\n```js\nconst client = new Anthropic({{ apiKey: '{t}' }});\n```\n是不是 SDK 版本太老了？", [t])
g = "AIza" + r(AN + "-_", 35)
C("gemini_key_ko", f"Gemini API 호출할 때 `GOOGLE_API_KEY={g}` 환경변수 설정했는데 'API key not valid' 가 떠요. 프로젝트에서 Generative Language API 켜야 하나요?", [g])
t = r(AN, 40)
C("cohere_key_ja", f"Cohere の embed エンドポイントで 401 が返ってきます。co = cohere.Client(\"{t}\") としています。トライアルキーの制限でしょうか？", [t])
t = r(AN, 32)
C("mistral_key_fr", f"Je teste l'API Mistral avec `export MISTRAL_API_KEY={t}` puis le client Python, et j'obtiens 'Unauthorized'. Faut-il activer la facturation d'abord ?", [t])
t = "r8_" + r(AN, 37)
C("replicate_token", f"Replicate run fails: `REPLICATE_API_TOKEN={t} python gen.py` → 'You did not pass an authentication token'. It's right there though?", [t])
t = "gsk_" + r(AN, 52)
C("groq_key_zh_tw", f"Groq 的 API 金鑰我放在 LangChain 裡：ChatGroq(groq_api_key=\"{t}\", model=\"llama-3.1-8b-instant\")，可是回應很慢，正常嗎？", [t])
t = "pplx-" + r(AN, 48)
C("perplexity_key_de", f"Kannst du mir helfen, die Perplexity API in n8n einzubinden? Header ist `Authorization: Bearer {t}`, Modell sonar. Ich bekomme 400.", [t])
t = "pcsk_" + r(AN, 5) + "_" + r(AN, 60)
C("pinecone_key", f"Pinecone upsert hangs. Init code: `pc = Pinecone(api_key=\"{t}\")`, index 'docs-prod', dimension 1536. Any idea?", [t])
sr = jwt({"iss": "supabase", "ref": r(LO, 20), "role": "service_role", "iat": 1735689600, "exp": 2051222400})
C("supabase_service_role_pt", f"Estou usando o Supabase numa Edge Function com a chave service_role: {sr}\nO insert funciona local mas não em produção. Isso tem a ver com RLS?", [sr])
t = r(AN, 24)
C("vercel_token", f"vercel deploy --prod --token {t} works locally but in GitLab CI it says 'The specified token is not valid'. Same token!", [t])
t = "nfp_" + r(AN, 36)
C("netlify_token_ja", f"Netlify CLI を GitHub Actions で使っています。NETLIFY_AUTH_TOKEN に {t} を直接書いてしまったのですが、まずいですか？ビルドは通っています。", [t])
app, t = r(ANU, 10), r(HEX, 32)
C("algolia_admin_key_es", f"Tengo que reindexar en Algolia desde un cron. Application ID: {app}, Admin API Key: {t}. ¿Cómo hago un replaceAllObjects sin tiempo de inactividad?", [t])
t = "CFPAT-" + r(AN + "-_", 43)
C("contentful_cma_token_de", f"Contentful Migration CLI: `contentful space migration --space-id ab12cd34ef56 --management-token {t} migrations/01.js` schlägt mit AccessTokenInvalid fehl.", [t])
t = "pat" + r(AN, 14) + "." + r(HEX, 64)
C("airtable_pat_zh", f"用 Airtable 的 personal access token 读表格，报 INVALID_PERMISSIONS。token：{t}，base 是 appXYZ 开头的那个。需要加 scope 吗？", [t])
u = f"https://hooks.zapier.com/hooks/catch/{r(DG, 8)}/{r(ANL, 6)}/"
C("zapier_webhook_ko", f"Zapier 웹훅으로 폼 데이터를 보내는데 아무것도 안 들어와요. URL은 {u} 이고 POST로 JSON 보내고 있어요.", [u])
t = f"2/{r(DG, 16)}/{r(DG, 16)}:{r(HEX, 32)}"
C("asana_pat", f"Asana API returns 'Not Authorized' for /workspaces. I'm passing the personal access token {t} as a Bearer header.", [t])
t = "lin_api_" + r(AN, 40)
C("linear_api_key", f"Small script to create Linear issues from Sentry alerts — is this GraphQL call right?\n```ts\nconst res = await fetch('https://api.linear.app/graphql', {{\n  method: 'POST',\n  headers: {{ Authorization: '{t}', 'Content-Type': 'application/json' }},\n  body: JSON.stringify({{ query }}),\n}});\n```", [t])
t = f"pk_{r(DG, 8)}_{r(ANU, 32)}"
C("clickup_token_ru", f"Пытаюсь создать задачу в ClickUp через API, токен {t}, получаю OAUTH_025. Что это значит?", [t])
t = "pat-na1-" + uuid4()
C("hubspot_private_app_vi", f"Mình dùng HubSpot private app token {t} để đồng bộ contact, nhưng API trả về 403 MISSING_SCOPES. Cần bật scope nào?", [t])
t = r(AN, 40)
C("zendesk_api_token_fr", f"Pour l'API Zendesk, j'utilise l'authentification `support@maboutique.fr/token:{t}` en Basic. Ça renvoie 401 — faut-il encoder en base64 moi-même ?", [t])
t = "dG9rOj" + r(AN, 54) + "="
C("intercom_token_zh", f"Intercom 的 access token {t} 调 /contacts 返回 unauthorized，是不是要在 Developer Hub 里重新安装 app？", [t])
t = r(AN, 32)
C("segment_write_key_ja", f"サーバー側で Segment に track を送っています。Analytics(write_key='{t}') で初期化していますが、イベントがデバッガに出てきません。", [t])
t = r(HEX, 32)
C("mixpanel_api_secret_ko", f"Mixpanel Export API 쓰려고 하는데 API secret {t} 를 Basic 인증 username 자리에 넣는 게 맞나요?", [t])
pk, sk = r(HEX, 32), r(HEX, 32)
C("amplitude_secret_key", f"For Amplitude's Export API I have api key {pk} (the one in our JS snippet) and secret key {sk}. The export returns 403 for last month — rate limit?", [sk])
t = r(AN + "-_+", 20)
C("pagerduty_token_de", f"PagerDuty REST API: Header `Authorization: Token token={t}` und trotzdem 401. Ist das ein User-Token-Problem?", [t])
t = "NRAK-" + r(ANU, 27)
C("newrelic_user_key", f"NerdGraph query fails with 'Invalid API key'. I'm sending API-Key: {t} to api.eu.newrelic.com/graphql. We're an EU account.", [t])
t = "glsa_" + r(AN, 32) + "_" + r(HEX, 8)
C("grafana_sa_token_zh_tw", f"Grafana 的 service account token 是 {t}，用 curl 打 /api/dashboards/db 回 401，權限已經給 Editor 了。", [t])
t = base64.b64encode(f"{r(AN, 20)}:{r(AN + '-_', 22)}".encode()).decode()
C("elastic_api_key_es", f"Con Elasticsearch 8 me da security_exception. Mi petición:\ncurl -H \"Authorization: ApiKey {t}\" https://es.interno:9200/_cat/indices", [t])
t = "00" + r(AN + "-_", 40)
C("okta_api_token_pt", f"O script de provisionamento da Okta usa `Authorization: SSWS {t}` e recebe E0000011 Invalid token provided. O token foi criado por um admin que saiu da empresa.", [t])
cid, sec = r(AN, 32), r(AN + "-_", 64)
C("auth0_client_secret", f"Auth0 M2M token request returns access_denied:\n```json\n{{\"client_id\":\"{cid}\",\"client_secret\":\"{sec}\",\"audience\":\"https://api.acme.example/\",\"grant_type\":\"client_credentials\"}}\n```", [sec])

# --- bots & webhooks
t = f"{R.randint(6000000000, 7999999999)}:AA{r(AN + '-_', 33)}"
C("telegram_bot_zh", f"我用 python-telegram-bot 写了个提醒机器人，Application.builder().token(\"{t}\").build() 启动后没反应，是不是被墙了？", [t])
t = f"{base64.b64encode(str(R.randint(10**17, 10**18 - 1)).encode()).decode().rstrip('=')}.{r(AN + '-_', 6)}.{r(AN + '-_', 38)}"
C("discord_bot_token", f"discord.py bot won't log in: `client.run('{t}')` → LoginFailure: Improper token has been passed. I reset it twice.", [t])
u = f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18 - 1)}/{r(AN + '-_', 68)}"
C("discord_webhook_ja", f"Discord の Webhook にアラートを送りたいです。URL は {u} です。embed の色を変える方法はありますか？", [u])
t = f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}"
C("slack_bot_token", f"Bolt app says `not_authed`. In app.js I have `token: '{t}'` and signingSecret from env. What else could be wrong?", [t])
u = f"https://hooks.slack.com/services/T{r(ANU, 10)}/B{r(ANU, 10)}/{r(AN, 24)}"
C("slack_webhook_ko", f"슬랙 웹훅으로 배포 알림 보내는 셸 스크립트인데 invalid_payload 가 떠요.\ncurl -X POST -H 'Content-type: application/json' --data \"{{\\\"text\\\":\\\"$MSG\\\"}}\" {u}", [u])
tok, sec = r(AN + "+/", 171) + "=", r(HEX, 32)
C("line_messaging_ja", f"LINE Messaging API のボットです。\nチャネルアクセストークン（長期）: {tok}\nチャネルシークレット: {sec}\nWebhook の署名検証で失敗します。何が原因でしょうか？", [tok, sec])
t = r(HEX, 32)
C("kakao_admin_key_ko", f"카카오 로그인 연동 중인데 서버에서 사용자 정보 조회할 때 Admin 키 {t} 를 헤더에 KakaoAK 로 넣었어요. 이거 프론트에 노출돼도 되나요?", [t])
cid, sec = r(AN, 20), r(AN, 10)
C("naver_client_secret_ko", f"네이버 검색 API 호출 시 X-Naver-Client-Id: {cid}, X-Naver-Client-Secret: {sec} 넣었는데 024 에러 나요.", [sec])
u = f"https://oapi.dingtalk.com/robot/send?access_token={r(HEX, 64)}"
sg = "SEC" + r(HEX, 64)
C("dingtalk_robot_zh", f"钉钉群机器人加签模式发消息失败，返回 310000。\nWebhook：{u}\n加签密钥：{sg}\ntimestamp 用的是毫秒。", [u, sg])
u = f"https://open.feishu.cn/open-apis/bot/v2/hook/{uuid4()}"
C("feishu_webhook_zh", f"飞书自定义机器人，地址 {u} ，发卡片消息一直提示 params error，我的 JSON 是不是格式错了？", [u])
app, sec = "cli_" + r(HEX, 16), r(AN, 32)
C("lark_app_secret", f"Lark tenant_access_token request returns code 10014. app_id={app}, app_secret={sec}. The app is published in our tenant.", [sec])
u = f"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={uuid4()}"
C("wecom_webhook_zh_tw", f"企業微信群機器人的 Webhook 是 {u}，用 Python requests 發 markdown 訊息都沒顯示，是不是要加 msgtype？", [u])

# --- payments
pkl, skl = "pk_live_" + r(AN, 99), "sk_live_" + r(AN, 99)
C("stripe_secret_key", f"Moving from test to live. .env now:\n```\nSTRIPE_PUBLISHABLE_KEY={pkl}\nSTRIPE_SECRET_KEY={skl}\n```\nCheckout still shows 'test mode' banner, why?", [skl])
t = "whsec_" + r(AN, 32)
C("stripe_webhook_secret_de", f"Stripe-Webhook-Signatur schlägt fehl: `stripe.Webhook.construct_event(payload, sig_header, \"{t}\")`. Liegt es daran, dass Flask den Body verändert?", [t])
t = "AQE" + r(AN + "+/", 60) + "=-" + b64(24) + "-" + r(AN + ",.+", 20)
C("adyen_api_key", f"Adyen Checkout returns 401 'Unauthorized'. X-API-Key header is {t}, merchant account AcmeShopNL. Is the key tied to a different company account?", [t])
mid, pub, prv = r(ANL, 16), r(ANL, 16), r(HEX, 32)
C("braintree_private_key_es", f"Configuración de Braintree en Ruby:\n```ruby\nBraintree::Configuration.environment = :production\nBraintree::Configuration.merchant_id = \"{mid}\"\nBraintree::Configuration.public_key = \"{pub}\"\nBraintree::Configuration.private_key = \"{prv}\"\n```\nMe da AuthenticationError.", [prv])
user, p = "PK" + r(DG, 5) + "_" + r(HEX, 12), "klarna_live_api_" + r(AN, 40)
C("klarna_credentials_de", f"Für Klarna Payments in Shopware: API-Benutzername {user}, Passwort {p}. Die Testbestellung wird trotzdem abgelehnt — live oder playground?", [p])
ck, sk = "live_ck_" + r(AN, 20), "live_sk_" + r(AN, 20)
C("toss_payments_secret_ko", f"토스페이먼츠 결제 승인 API 호출하는데 UNAUTHORIZED_KEY 에러가 나요. 클라이언트 키는 {ck}, 시크릿 키는 {sk} 이고 Basic 인증에 시크릿 키 뒤에 콜론 붙였어요.", [sk])
t = "PRD" + r(HEX.upper(), 38)
C("kakaopay_secret_ko", f"카카오페이 결제 준비 API에서 Authorization: SECRET_KEY {t} 로 보내는데 -401 이 와요. 가맹점 코드는 TC0ONETIME 아니고 실제 코드예요.", [t])
key, sec = "a_" + r(AN, 10) + "_" + r(AN, 4), r(AN + "/+", 43) + "="
C("paypay_api_secret_ja", f"PayPay for Developers の本番環境です。API キー {key}、API シークレット {sec} で QR コード作成すると UNAUTHORIZED になります。加盟店 ID は正しいです。", [sec])
k = wrap(base64.b64encode(b"\x30\x82\x04\xa3\x02\x01\x00\x02\x82\x01\x01\x00" + R.randbytes(420)).decode(), 10**6)
C("alipay_app_private_key_zh", f"支付宝开放平台 SDK 报 invalid-signature。配置里 app_id=2021{r(DG, 12)}，应用私钥直接贴在代码里：\nalipayConfig.setPrivateKey(\"{k}\");\n签名类型是 RSA2。", [k])
mch, v3 = r(DG, 10), r(AN, 32)
C("wechat_pay_apiv3_key_zh", f"微信支付回调解密失败，商户号 {mch}，APIv3 密钥 {v3}，AEAD_AES_256_GCM 解密报 tag mismatch。", [v3])
cn, cv, ex = card("62", 16, " "), code(3), f"{R.randint(1, 12):02d}/{R.randint(28, 31)}"
C("unionpay_card_zh", f"帮我记一下我妈的银联卡，网上给她订机票用：卡号 {cn}，有效期 {ex}，背面 CVN2 {cv}。", [cn, ex, cv])

# --- DB / queue / SMTP URLs
p = pw(16, "!#%&*-_")
C("postgres_url", f"SQLAlchemy can't connect: `DATABASE_URL=postgresql://billing_svc:{p}@db-prod.internal:5432/billing`. Error says password authentication failed, but psql works.", [p])
p = pw(14, "!#%*-_")
C("mysql_dsn_go_zh", f"Go 连 MySQL 报 Access denied：\n```go\ndsn := \"root:{p}@tcp(10.20.1.8:3306)/orders?charset=utf8mb4&parseTime=True\"\ndb, err := gorm.Open(mysql.Open(dsn), &gorm.Config{{}})\n```", [p])
p = mpw(16)
C("mongodb_srv_ja", f"MongoDB Atlas に接続できません。接続文字列は mongodb+srv://appuser:{p}@cluster0.ab1cd.mongodb.net/shop?retryWrites=true です。IP アクセスリストには追加済みです。", [p])
p = mpw(20)
C("redis_url_ko", f"Celery 브로커를 Redis로 바꿨는데 NOAUTH 에러가 나요. 설정: CELERY_BROKER_URL = 'redis://:{p}@redis.prod.internal:6379/0'", [p])
p = pw(12, "-_.")
C("amqp_url_ru", f"RabbitMQ не принимает подключение: amqp://orders:{p}@mq.local:5672/%2F — ACCESS_REFUSED. Пользователь создан через rabbitmqctl.", [p])
p = pw(14, "!#$%")
C("smtp_config_pt", f"Meu Django não envia e-mail pelo Gmail. settings.py:\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'loja.contato@gmail.com'\nEMAIL_HOST_PASSWORD = '{p}'\nEMAIL_USE_TLS = True", [p])
p = pw(18, "!#%*")
C("kafka_jaas_de", f"Kafka-Client bekommt SaslAuthenticationException. client.properties:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"svc-payments\" password=\"{p}\";", [p])
p = pw(16, "!#%*?")
C("mssql_connstring_csharp", f"EF Core migration fails on Azure SQL:\n```csharp\nvar cs = \"Server=tcp:acme-sql.database.windows.net,1433;Database=Crm;User ID=crm_admin;Password={p};Encrypt=True;\";\noptions.UseSqlServer(cs);\n```", [p])

# --- config files
s1, s2, s3 = "sk_live_" + r(AN, 34), "SG." + r(AN + "-_", 22) + "." + r(AN + "-_", 43), b64(32)
C("dotenv_multi", f"Why isn't dotenv loading in production? My .env:\n```\nNODE_ENV=production\nPORT=8080\nSTRIPE_SECRET_KEY={s1}\nSENDGRID_API_KEY={s2}\nSESSION_SECRET={s3}\nLOG_LEVEL=info\n```", [s1, s2, s3])
p = pw(13, "!#%")
C("ini_config_fr", f"Voici mon fichier config.ini, l'application ne se connecte pas à la base :\n```ini\n[database]\nhost = 192.168.10.5\nuser = compta\npassword = {p}\nport = 3306\n```", [p])
p = pw(15, "!#%@")
C("spring_yaml_zh", f"Spring Boot 启动报错 Access denied for user 'erp'@'%'，application.yml 如下：\n```yaml\nspring:\n  datasource:\n    url: jdbc:mysql://10.1.2.3:3306/erp\n    username: erp\n    password: \"{p}\"\n```", [p])
t = r(AN, 40)
C("toml_config_vi", f"File config.toml của mình:\n```toml\n[server]\nport = 8000\n\n[telegram]\nchat_id = -100{r(DG, 10)}\n\n[openweather]\napi_key = \"{t}\"\n```\nMình parse bằng tomllib bị lỗi ở dòng chat_id.", [t])
p = pw(12, "#%&")
C("json_config_id", f"Tolong cek config.json saya, aplikasinya gagal login ke FTP:\n```json\n{{\"ftp\": {{\"host\": \"ftp.tokosaya.co.id\", \"user\": \"upload\", \"password\": \"{p}\"}}, \"retry\": 3}}\n```", [p])
p = pw(14, "!#%*")
C("java_properties_es", f"Mi application.properties en Spring:\n```\nspring.mail.host=smtp.office365.com\nspring.mail.username=avisos@empresa.es\nspring.mail.password={p}\nspring.mail.properties.mail.smtp.starttls.enable=true\n```\nError 535 5.7.3 Authentication unsuccessful.", [p])

# --- code in many languages
t = jwt({"sub": str(R.randint(10000, 99999)), "name": "Dana Kim", "role": "admin", "iat": 1764800000, "exp": 1764886400})
C("ts_fetch_bearer_jwt", f"Why does this return 401 in Safari only?\n```ts\nconst res = await fetch('/api/reports', {{\n  headers: {{ Authorization: 'Bearer {t}' }},\n  credentials: 'include',\n}});\n```", [t])
t = "rk_live_" + r(AN, 99)
C("go_client_key", f"Go question — is it bad to keep the key as a const?\n```go\nconst stripeKey = \"{t}\"\n\nfunc init() {{ stripe.Key = stripeKey }}\n```", [t])
p = pw(16, "!#%*")
C("rust_sqlx_de", f"Rust sqlx Kompilierfehler, aber eigentlich geht es mir um die Verbindung:\n```rust\nlet pool = PgPoolOptions::new()\n    .connect(\"postgres://inventory:{p}@localhost/inventory\").await?;\n```", [p])
t = r(HEX, 32)
C("java_hmac_secret", f"Is my HMAC signature code right?\n```java\nprivate static final String API_SECRET = \"{t}\";\nMac mac = Mac.getInstance(\"HmacSHA256\");\nmac.init(new SecretKeySpec(API_SECRET.getBytes(UTF_8), \"HmacSHA256\"));\n```", [t])
t = "AIza" + r(AN + "-_", 35)
C("kotlin_android_key_ko", f"안드로이드 앱에서 Places API 키를 BuildConfig에 넣었어요.\n```kotlin\nbuildConfigField(\"String\", \"PLACES_KEY\", \"\\\"{t}\\\"\")\n```\n디컴파일하면 보이나요?", [t])
t = r(AN, 40)
C("swift_keychain_ja", f"Swift で API トークンを UserDefaults に保存していました：\n```swift\nUserDefaults.standard.set(\"{t}\", forKey: \"apiToken\")\n```\nKeychain に移すべきですか？", [t])
p = pw(14, "!#$%")
C("php_pdo_fr", f"Mon PDO lève SQLSTATE[HY000] [1045] :\n```php\n$pdo = new PDO('mysql:host=localhost;dbname=boutique', 'boutique_user', '{p}');\n```", [p])
t = r(HEX, 40)
C("ruby_octokit", f"Octokit in a rake task:\n```ruby\nclient = Octokit::Client.new(access_token: '{t}')\nclient.create_issue('acme/web', 'Nightly failed')\n```\nIt says Bad credentials. The token is an old 40-hex one from 2019.", [t])
t = r(AN, 32)
C("dart_flutter_key_id", f"Di Flutter saya taruh API key di kode:\n```dart\nconst String weatherApiKey = '{t}';\nfinal url = Uri.parse('https://api.openweathermap.org/data/2.5/weather?q=Jakarta&appid=$weatherApiKey');\n```\nAman gak kalau di-build jadi APK?", [t])
t = b64(48)
C("elixir_phoenix_secret", f"Phoenix config/prod.exs — can I leave this here?\n```elixir\nconfig :myapp, MyappWeb.Endpoint,\n  secret_key_base: \"{t}\"\n```", [t])
p = pw(15, "!#%")
C("scala_slick_ru", f"Slick не подключается к базе:\n```scala\nval db = Database.forURL(\"jdbc:postgresql://pg.local/analytics\", user = \"analyst\", password = \"{p}\", driver = \"org.postgresql.Driver\")\n```", [p])
t = "glpat-" + r(AN + "-_", 20)
C("shell_export_token", f"My ~/.bashrc has these lines, and `glab` still asks me to log in:\n```sh\nexport GITLAB_HOST=gitlab.example.org\nexport GITLAB_TOKEN={t}\n```", [t])
p = pw(14, "!#%*")
C("powershell_credential", f"PowerShell remoting script fails with Access Denied:\n```powershell\n$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc-backup', $pw)\nInvoke-Command -ComputerName FS01 -Credential $cred -ScriptBlock {{ Get-Volume }}\n```", [p])
p = pw(14, "!#%")
C("sql_create_user_zh", f"帮我检查一下这段 SQL 有没有问题：\n```sql\nCREATE USER 'report_ro'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT ON sales.* TO 'report_ro'@'%';\n```", [p])
p = pw(16, "!#%*")
C("terraform_rds_password", f"terraform plan wants to replace my RDS instance. Relevant part:\n```hcl\nresource \"aws_db_instance\" \"main\" {{\n  engine         = \"postgres\"\n  username       = \"dbadmin\"\n  password       = \"{p}\"\n  instance_class = \"db.t3.medium\"\n}}\n```", [p])
p = pw(13, "!#%")
C("ansible_become_pass_de", f"Ansible bricht mit 'Missing sudo password' ab. In inventory.ini steht:\n```\n[web]\nweb01 ansible_host=10.0.5.11 ansible_user=deploy ansible_become_password={p}\n```", [p])
p = mpw(24)
C("helm_values_pt", f"Meu values.yaml do Helm para o chart do PostgreSQL:\n```yaml\nauth:\n  username: app\n  password: {p}\n  database: pedidos\nprimary:\n  persistence:\n    size: 20Gi\n```\nO pod fica em CrashLoopBackOff.", [p])
p = pw(16, "!%*")
C("docker_compose_mysql", f"docker compose up → 'Access denied for user root'. compose.yaml:\n```yaml\nservices:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: \"{p}\"\n      MYSQL_DATABASE: wiki\n```", [p])
t = "ghp_" + r(AN, 36)
C("github_actions_hardcoded_ja", f"GitHub Actions のワークフローです。secrets を使わずに直接書いてしまいました：\n```yaml\n- name: Checkout private repo\n  uses: actions/checkout@v4\n  with:\n    repository: acme/private-lib\n    token: {t}\n```\nすぐにローテーションすべきですか？", [t])

# --- CLI, curl, cookies, oauth, JWT
p = pw(14, "!#%*")
C("cli_mysql_password_flag", f"mysqldump -u backup -p'{p}' --single-transaction shop > shop.sql works by hand, but in cron it fails. Escaping issue?", [p])
b = base64.b64encode(f"ops-bot:{pw(14, '!#%')}".encode()).decode()
C("curl_basic_auth", f"Jenkins API rejects this, any idea?\ncurl -X POST -H \"Authorization: Basic {b}\" https://jenkins.internal/job/deploy/build", [b])
t = r(AN, 32)
C("curl_x_api_key_zh_tw", f"我這樣呼叫 API 一直 403：\ncurl https://api.weather-svc.example/v2/forecast?city=Taipei -H \"X-API-Key: {t}\"\n是不是 header 名稱要小寫？", [t])
c1 = r(HEX, 48)
c2 = b64u(40)
C("cookie_session_header", f"Copying the request from DevTools to reproduce a bug:\ncurl 'https://shop.example.com/api/cart' -H 'Cookie: sessionid={c1}; csrftoken={c2}; theme=dark'\nWhy do I get a CSRF failure?", [c1, c2])
rt = "1//0" + r(AN + "-_", 99)
cs = "GOCSPX-" + r(AN + "-_", 28)
C("google_oauth_refresh_token", f"My script to read Gmail stopped working with invalid_grant. token.json:\n{{\"client_id\": \"{r(DG, 12)}-{r(ANL, 32)}.apps.googleusercontent.com\", \"client_secret\": \"{cs}\", \"refresh_token\": \"{rt}\"}}", [cs, rt])
t = jwt({"iss": "https://auth.mybank.example", "sub": r(HEX, 16), "scope": "accounts.read", "iat": 1764810000, "exp": 1764813600})
C("jwt_decode_request_ko", f"이 JWT 디코드해서 만료 시간 좀 알려줘: {t}", [t])
cs = r(AN + "~._-", 40)
C("oauth_client_secret_fr", f"Pour l'OAuth avec Microsoft Graph j'ai : client_id={uuid4()} et client_secret={cs}. Le flux client_credentials me renvoie invalid_client.", [cs])

# --- private keys
k = pem_rsa()
C("rsa_private_key_pem", f"Paramiko says 'not a valid RSA private key file'. Here's the key I'm loading:\n-----BEGIN RSA PRIVATE KEY-----\n{k}\n-----END RSA PRIVATE KEY-----", [k])
k = pem_ec()
C("ec_private_key_zh", f"这是我用 openssl ecparam 生成的私钥，JWT ES256 签名老是失败，帮我看看格式对不对：\n-----BEGIN EC PRIVATE KEY-----\n{k}\n-----END EC PRIVATE KEY-----", [k])
k = openssh_key()
C("openssh_private_key_de", f"Ich kann mich nicht per SSH verbinden, 'invalid format'. Der Schlüssel:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{k}\n-----END OPENSSH PRIVATE KEY-----\nIst der kaputt?", [k])
k = pgp_body()
C("pgp_private_key_block", f"gpg --import says 'no valid OpenPGP data found'. I exported it yesterday:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{k}\n-----END PGP PRIVATE KEY BLOCK-----", [k])

# --- crypto wallets
t = "0x" + r(HEX, 64)
C("eth_private_key", f"MetaMask import asks for a private key — I exported this from my old wallet: {t}. Do I paste it with the 0x?", [t])
t = wif()
C("btc_wif_zh", f"我有一个旧的比特币纸钱包，上面写着私钥 {t}，现在用什么钱包导入比较安全？", [t])
t = seed_phrase(12)
C("seed_phrase_en", f"Please remember my Ledger recovery phrase in case I lose the paper: {t}", [t])
t = seed_phrase(24)
C("seed_phrase_ja", f"ウォレットの復元フレーズを保存しておいてください（24単語）：\n{t}", [t])

# --- passwords in prose (many languages)
p = pw(12, "!#%")
C("password_prose_en", f"Can you remember that my Netflix login is maria.s@example.net with password {p}? I keep forgetting it.", [p])
p = mpw(10)
C("password_prose_zh", f"帮我记住：公司 VPN 的账号是 zhangwei，密码是 {p}，每三个月要改一次。", [p])
p = pw(11, "#@!")
C("password_prose_zh_tw", f"幫我記一下，家裡 NAS 的管理員密碼：{p}，帳號 admin。", [p])
p = mpw(12)
C("password_prose_ja", f"会社のメールのパスワードを {p} に変更しました。覚えておいてください。", [p])
pin = code(4)
C("pin_prose_ja_anshou", f"みずほ銀行のキャッシュカードの暗証番号は{pin}です。母に頼まれたのでメモしておいてください。", [pin])
p = mpw(10)
C("password_prose_ko", f"학교 포털 비밀번호 {p} 로 바꿨어. 다음에 물어보면 알려줘.", [p])
p = r(LO, 5) + code(4)
C("password_prose_ko_bibeon", f"넷플릭스 비번 {p} 야. 동생한테 알려줘야 하니까 기억해줘.", [p])
pin = code(4)
C("account_pin_ko", f"국민은행 계좌 비밀번호가 {pin} 인데, 텔레뱅킹 할 때도 이거 쓰는 거 맞죠?", [pin])
p = pw(12, "!#%*")
C("password_prose_es", f"Apunta esto: la contraseña del portal de la Seguridad Social es {p}. Mi usuario es mi DNI.", [p])
p = pw(12, "!#%?")
C("password_prose_de", f"Merk dir bitte: Das Passwort für mein Online-Banking-Konto bei der Volksbank lautet {p}.", [p])
p = pw(11, "!#%")
C("password_prose_fr", f"Pour info, le mot de passe de la box SFR (interface admin) c'est {p}, au cas où je l'oublie.", [p])
p = pw(12, "@#!")
C("password_prose_pt", f"Guarda aí: a senha do meu e-mail do trabalho agora é {p}.", [p])
p = pw(12, "!#%")
C("password_prose_ru", f"Запомни, пожалуйста: пароль от личного кабинета Сбербанка — {p}, логин тот же, что и почта.", [p])
p = mpw(10)
C("password_prose_vi", f"Nhớ giúp mình mật khẩu tài khoản Shopee là {p} nhé, tên đăng nhập là số điện thoại.", [p])
p = pw(11, "!@#")
C("password_prose_id", f"Tolong simpan ya: kata sandi email kantor saya {p}, jangan sampai lupa.", [p])
pin = code(6)
C("pin_prose_zh_payment", f"支付宝的支付密码是 {pin}，我爸老忘，你帮我记着。", [pin])

# --- Wi-Fi
p = r(LO, 6) + code(4)
C("wifi_password_en", f"Guest Wi-Fi for the party on Saturday: network 'SunsetHouse-5G', password {p}. Can you write a cute sign for the fridge?", [p])
p = mpw(12)
C("wifi_password_zh", f"家里 WiFi 名字 ChinaNet-8F2A，密码 {p}，帮我做个二维码的文字说明给客人。", [p])
p = mpw(12)
C("wifi_password_ja", f"実家の Wi-Fi の SSID は Buffalo-G-4D2E、パスワードは {p} です。次に帰るときのために覚えておいて。", [p])
p = r(LO, 8) + code(3)
C("wifi_password_de", f"WLAN-Schlüssel für die Ferienwohnung: {p} (Netz FRITZ!Box 7590 KL). Kannst du eine kurze Begrüßungsnotiz für Gäste schreiben?", [p])

# --- physical codes
c = code(4)
C("door_code_en", f"For the dog sitter: the building door code is {c}#, our flat is on the 3rd floor, left side. Please draft a short welcome note.", [c])
c = code(6)
C("alarm_code_zh", f"家里的报警器密码是 {c}，出门前按布防键，帮我写个给阿姨的说明。", [c])
c = code(4)
C("safe_code_de", f"Der Code für den Tresor im Schlafzimmer ist {c}. Bitte merken, falls ich ihn vergesse.", [c])
c = code(4)
C("lockbox_code_es", f"Para el Airbnb: la llave está en una caja con candado junto a la puerta, código {c}. ¿Me escribes las instrucciones de llegada para los huéspedes?", [c])
c = code(8)
C("parcel_locker_code_pl", f"Paczkomat InPost przy Biedronce, kod odbioru {c}. Can you remind me tomorrow at 6pm to pick up the parcel?", [c])
c = code(4)
C("garage_code_ko", f"주차장 차고 문 비밀번호가 {c}* 이에요. 택배 기사님께 보낼 문자 써줘.", [c])
c = code(4)
C("door_code_ja", f"マンションのオートロックの番号は{c}です。友達が来るときに教えるので覚えておいてください。", [c])
c = code(6)
C("lockbox_code_fr", f"Boîte à clés de la location à Annecy : code {c}. Rappelle-le-moi vendredi s'il te plaît.", [c])

# --- OTP / verification codes
c = code(6)
C("otp_sms_zh", f"收到一条短信：【招商银行】您的验证码为{c}，5分钟内有效，请勿泄露。这是正常的吗？我没有在操作。", [c])
c = code(6)
C("otp_email_en", f"Got this email: 'Your Microsoft account security code is {c}. If you didn't request it, ignore this.' I didn't request anything — should I worry?", [c])
c = code(6)
C("otp_ko_injeung", f"인증번호 [{c}] 라는 문자가 왔는데 제가 요청한 적이 없어요. 무시해도 되나요?", [c])
c = code(6)
C("otp_ja_sms", f"SMS で「認証コード：{c}。このコードを他人に教えないでください」と届きました。LINE の乗っ取りでしょうか？", [c])
c = code(6)
C("otp_es_whatsapp", f"Me llegó 'Tu código de WhatsApp: {c}. No compartas este código'. Alguien me lo pidió por Instagram, ¿se lo doy?", [c])
c = code(6)
C("otp_vi", f"Ngân hàng gửi mã OTP {c} để xác nhận giao dịch 5.000.000đ mà mình không làm. Phải làm gì?", [c])
t = r(B32, 32)
C("totp_seed", f"The QR code won't scan, so Authy showed a setup key: {t}. Can you keep it so I can add it to my new phone later?", [t])
codes = [f"{r(HEX, 5)}-{r(HEX, 5)}" for _ in range(4)]
C("recovery_codes", "GitHub recovery codes, please keep them safe for me:\n" + "\n".join(codes), codes)
codes = [code(8) for _ in range(3)]
C("backup_codes_zh", "谷歌账号的备用验证码，帮我存着：" + "、".join(codes), codes)

# --- licence / product keys
k = winkey()
C("windows_product_key", f"Reinstalling Windows 11 Pro, my product key from the box is {k}. Will it activate on new hardware?", [k])
k = "-".join(r(ANU, 5) for _ in range(4))
C("software_license_key_zh", f"Navicat 的激活码 {k} 换电脑后提示已达最大激活数，怎么解绑？", [k])

# --- cards
cn, cv, ex = card("4", 16, " "), code(3), f"{R.randint(1, 12):02d}/{R.randint(27, 31)}"
C("card_full_en", f"Please save my Visa for the hotel booking form: {cn}, exp {ex}, CVV {cv}, name JORDAN LEE.", [cn, ex, cv])
cn, cv = card("5", 16, "-"), code(3)
C("card_ja", f"楽天カードの番号は {cn}、セキュリティコードは {cv} です。ネット予約の時に使うので覚えておいてください。", [cn, cv])
cn, ex, cv = card("4", 16, ""), f"{R.randint(1, 12):02d}/{R.randint(27, 31)}", code(3)
C("card_es", f"Mi tarjeta para reservar el vuelo: {cn}, caduca {ex}, código de seguridad {cv}.", [cn, ex, cv])
cn = card("37", 15, " ")
cv = code(4)
C("card_amex_de", f"Meine Amex für die Mietwagenbuchung: {cn}, CID {cv}.", [cn, cv])
cn = card("62", 19, None)
C("card_zh_debit", f"我的工资卡卡号 {cn}，开户行是工商银行北京分行，帮我写个给公司财务的邮件。", [cn])

# --- IBAN / bank accounts
i1 = iban("DE", r(DG, 18))
C("iban_de", f"Kannst du mir eine Überweisungsvorlage für die Miete machen? Empfänger: Hausverwaltung Krüger, IBAN {i1}, 950 Euro monatlich.", [i1])
i1 = iban("FR", r(DG, 10) + r(ANU, 11) + r(DG, 2))
C("iban_fr", f"Pour le remboursement, voici mon RIB : IBAN {i1}, BIC BNPAFRPPXXX. Pouvez-vous rédiger le mail à l'assurance ?", [i1])
i1 = iban("ES", r(DG, 20), grouped=False)
C("iban_es", f"Para domiciliar el recibo del gimnasio necesito poner mi IBAN: {i1}. ¿Me redactas el formulario?", [i1])
i1 = iban("NL", "ABNA" + r(DG, 10))
C("iban_nl", f"My Dutch account for the deposit refund is {i1} (ABN AMRO). Please draft a message to the landlord.", [i1])
i1 = iban("IT", R.choice(UP) + r(DG, 10) + r(ANU, 12))
C("iban_it", f"Il mio IBAN per lo stipendio è {i1}, puoi scrivere un'email all'ufficio del personale per aggiornarlo?", [i1])
i1 = iban("GB", "NWBK" + r(DG, 14))
C("iban_gb", f"For the wedding gift list, our account: {i1}. Could you word it politely for the invitation insert?", [i1])
acct = r(DG, 10)
C("us_bank_account", f"Set up direct deposit form: routing number 021000021, account number {acct}, checking. Draft the note to HR.", [acct])
acct = f"{r(DG, 3)}-{r(DG, 6)}-{r(DG, 5)}"
C("kr_bank_account_ko", f"월세 보낼 계좌 기억해줘: 국민은행 {acct} 예금주 박민수.", [acct])
acct = r(DG, 7)
C("jp_bank_account_ja", f"家賃の振込先を覚えておいてください。三菱UFJ銀行 渋谷支店 普通 口座番号 {acct} 名義 ヤマダタロウ。", [acct])

# --- national ids
x = cn_id()
C("cn_resident_id", f"帮我填一下这个报名表，我的身份证号是 {x}，手机号等下发你。", [x])
x = jp_mynumber()
C("jp_mynumber", f"年末調整の書類にマイナンバー {x[:4]} {x[4:8]} {x[8:]} を書くのですが、扶養家族の分も必要ですか？", [f"{x[:4]} {x[4:8]} {x[8:]}"])
x = kr_rrn()
C("kr_rrn", f"연말정산 서류에 제 주민등록번호 {x} 넣어서 부양가족 신청서 초안 좀 만들어줘.", [x])
x = tw_id()
C("tw_national_id", f"幫我寫一封信給健保署，我的身分證字號是 {x}，要申請補發健保卡。", [x])
x = hkid()
C("hk_hkid", f"香港身份證號碼係 {x}，幫我填返呢份銀行開戶表格嘅英文版本。", [x])
x = sg_nric()
C("sg_nric", f"Filling in the CPF form for my helper: my NRIC is {x}. What else do I need from MOM?", [x])
x = aadhaar()
C("in_aadhaar", f"For the KYC at the bank they want my Aadhaar {x} and PAN. Can you draft the covering letter?", [x])
x = us_ssn()
C("us_ssn", f"The W-4 asks for my SSN — it's {x}. Which box do I use for the extra withholding?", [x])
x = uk_nino()
C("uk_nino", f"My National Insurance number is {x}. HMRC wants it on the self-assessment form, which page?", [x])
x = de_steuerid()
C("de_steuer_id", f"Für die Steuererklärung: meine Steuer-ID ist {x}. Welche Anlage brauche ich für Homeoffice?", [x])
x = es_dni()
C("es_dni", f"Rellena el formulario de empadronamiento con mis datos: DNI {x}, domicilio calle Mayor 12.", [x])
x = es_nie()
C("es_nie", f"Mi NIE es {x}; necesito pedir cita para la huella en la comisaría de Málaga. ¿Cómo lo hago?", [x])
x = it_cf()
C("it_codice_fiscale", f"Il mio codice fiscale è {x}, mi aiuti a compilare la richiesta per la tessera sanitaria?", [x])
x = fr_nir()
C("fr_nir", f"Mon numéro de sécurité sociale est {x}. La CPAM me demande de le rappeler dans le courrier, tu peux l'écrire ?", [x])
x = nl_bsn()
C("nl_bsn", f"For the gemeente registration they asked for my BSN: {x}. Can you translate the letter to English?", [x])
x = br_cpf()
C("br_cpf", f"Preciso preencher o cadastro da farmácia com meu CPF {x}. Me ajuda a escrever o e-mail?", [x])
x = mx_curp()
C("mx_curp", f"Mi CURP es {x}, ¿me ayudas a llenar la solicitud del SAT?", [x])
x = pl_pesel()
C("pl_pesel", f"My Polish PESEL is {x} — the clinic form is in Polish, can you tell me which field it goes in?", [x])

# --- passports
x = R.choice("EG") + r(DG, 8)
C("passport_cn_zh", f"签证申请表上要填护照号码，我的是 {x}，有效期到2033年，帮我检查下格式。", [x])
x = "T" + r(ANU, 8)
C("passport_jp_ja", f"ESTA 申請でパスポート番号 {x} を入力したらエラーになります。何か間違っていますか？", [x])
x = "M" + r(DG, 8)
C("passport_kr_ko", f"항공권 예약할 때 여권번호 {x} 넣으면 되죠? 영문 이름은 KIM JIWOO.", [x])
x = r("CFGHJKLMNPRTVWXYZ", 1) + r("CFGHJKLMNPRTVWXYZ0123456789", 8)
C("passport_de", f"Mein Reisepass hat die Nummer {x}, gültig bis 2031. Reicht das für Thailand?", [x])

# --- security answers
a1 = "Whiskers " + R.choice(["McFluff", "Von Paw", "the Third"])
C("security_answer_en", f"Note for me: the security question for my bank is 'name of your first pet' and I answered \"{a1}\".", [a1])
a1 = R.choice(["李秀英", "王桂兰", "陈淑珍"])
C("security_answer_zh", f"银行的密保问题是“母亲的姓名”，答案我填的是 {a1}，帮我记住。", [a1])

# --- multi-message cases
c = code(6)
C("multi_otp_announce_en", M("My bank is going to text me a code, I'll paste it here so you can tell me if the message looks legit.", f"ok it says: 'BankWest: {c} is your one-time passcode. We will never call you to ask for it.'"), [c])
c = code(6)
C("multi_otp_announce_zh", M("验证码马上发给你，你帮我填到那个表单里", f"{c}"), [c])
p1, p2 = mpw(11), mpw(11)
C("multi_password_correction_ja", M(f"Wi-Fi のパスワードは {p1} です。", f"すみません、間違えました。正しくは {p2} です。"), [p1, p2])
p = mpw(12)
C("multi_wifi_repeat_ko", M(f"우리 집 와이파이 비밀번호는 {p} 야.", "손님 오면 알려줘야 해.", f"다시 한 번 말하면 {p} 맞아."), [p])
t = "sk-proj-" + r(AN + "-_", 124)
C("multi_key_referred_back", M(f"Here's the key for the side project: {t}", "Can you write a Python snippet that reads it from an env var instead of hardcoding?", "Also, is the key I sent earlier a project key or a user key?"), [t])
c1, c2 = code(4), code(4)
C("multi_door_code_correction_de", M(f"Der Türcode für die Haustür ist {c1}.", f"Korrektur: der Code wurde geändert, jetzt {c2}. Der alte geht nicht mehr."), [c1, c2])
cn, cv = card("4", 16, " "), code(3)
C("multi_card_then_cvv_zh_tw", M(f"訂房要刷卡，卡號是 {cn}", f"背面的安全碼是 {cv}"), [cn, cv])
i1, i2 = iban("FR", r(DG, 10) + r(ANU, 11) + r(DG, 2)), iban("FR", r(DG, 10) + r(ANU, 11) + r(DG, 2))
C("multi_iban_correction_fr", M(f"Mon IBAN pour le virement : {i1}", f"Pardon, je me suis trompé de compte, c'est {i2}"), [i1, i2])
pin = code(4)
C("multi_pin_repeat_es", M(f"El PIN de la tarjeta del abuelo es {pin}.", f"Recuérdaselo mañana: {pin}, que siempre se le olvida."), [pin])
w = seed_phrase(12).split()
s1, s2 = " ".join(w[:6]), " ".join(w[6:])
C("multi_seed_split", M(f"Words 1-6 of my wallet seed: {s1}", f"and 7-12: {s2}"), [s1, s2])
c = code(6)
C("multi_ko_injeung_announce", M("인증번호 방금 왔어, 붙여넣을게", f"{c}", "이거 3분 안에 입력해야 하지?"), [c])
p1, p2 = pw(12, "!#%"), pw(12, "!#%")
C("multi_db_password_correction_ru", M(f"Пароль к базе на стейдже: {p1}", f"Ой, нет, это старый. Актуальный — {p2}"), [p1, p2])
t = "ghp_" + r(AN, 36)
C("multi_token_later_vi", M("Mình sẽ gửi token GitHub để bạn viết script nhé.", f"Token đây: {t}", "Script cần quyền repo và workflow."), [t])
pin = code(6)
C("multi_ja_pin_announce", M("暗証番号を送りますね。", f"{pin}", "これはネットバンキングのワンタイムではなく、ログイン用の暗証番号です。"), [pin])

# ---------------------------------------------------------------- checks
CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
ALNUM = set(string.ascii_letters + string.digits)


def check():
    kinds = [c["kind"] for c in CASES]
    if len(kinds) != len(set(kinds)):
        dup = [k for k in kinds if kinds.count(k) > 1]
        raise SystemExit(f"duplicate kinds: {set(dup)}")
    for k in kinds:
        if not re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", k):
            raise SystemExit(f"kind not snake_case: {k}")
    texts = [c["text"] for c in CASES] + [x["text"] for x in LOOK]
    if len(texts) != len(set(texts)):
        raise SystemExit("duplicate texts")
    all_secrets = set()
    for c in CASES:
        t, ss = c["text"], c["secrets"]
        if not ss:
            raise SystemExit(f"no secrets: {c['kind']}")
        if len(ss) != len(set(ss)):
            raise SystemExit(f"duplicate secret in {c['kind']}")
        for s in ss:
            if not s or s not in t:
                raise SystemExit(f"secret not substring in {c['kind']}: {s!r}")
            if len(s) <= 8:
                for m in re.finditer(re.escape(s), t):
                    before = t[m.start() - 1] if m.start() else ""
                    after = t[m.end()] if m.end() < len(t) else ""
                    if before in ALNUM or after in ALNUM:
                        raise SystemExit(f"short secret glued to alnum in {c['kind']}: {s!r}")
        blank = t
        for s in sorted(ss, key=len, reverse=True):
            blank = blank.replace(s, "")
        for s in ss:
            if s in blank:
                raise SystemExit(f"secret survives blanking in {c['kind']}")
        all_secrets.update(ss)
    for x in LOOK:
        for s in all_secrets:
            if s in x["text"]:
                raise SystemExit(f"look-alike {x['kind']} contains a case secret {s!r}")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "/work/frozen17/heldout_v17.yaml"
    check()
    data = {"cases": CASES, "lookalikes": LOOK}
    dumped = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100000, default_flow_style=False)
    if yaml.safe_load(dumped) != data:
        raise SystemExit("YAML round trip mismatch")
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumped)
    nsec = sum(len(c["secrets"]) for c in CASES)
    msgs = [c["text"] for c in CASES] + [x["text"] for x in LOOK]
    cjk = sum(1 for t in msgs if CJK_RE.search(t))
    multi = sum(1 for c in CASES if "\n---\n" in c["text"])
    ja = sum(1 for t in msgs if re.search(r"[\u3040-\u30ff]", t))
    ko = sum(1 for t in msgs if re.search(r"[\uac00-\ud7af]", t))
    print(f"wrote {out}: cases={len(CASES)} secrets={nsec} lookalikes={len(LOOK)} "
          f"cjk={cjk}/{len(msgs)} ({100 * cjk / len(msgs):.1f}%) ja={ja} ko={ko} multi={multi}")


if __name__ == "__main__":
    main()
