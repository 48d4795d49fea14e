#!/usr/bin/env python3
"""Generator for FROZEN HELD-OUT SET v7 (issue 24).

Written blind: the author never read the project's redactor, its rules, or any earlier held-out /
tuning / handmade set. Every secret value below is produced at random from a FIXED seed, so running
this script again reproduces /work/frozen/heldout_v7.yaml byte for byte. None of the values is a real
credential. Formats follow the real providers' shapes only:
  * GitHub ghp_/github_pat_ tokens: right prefix and length, but the CRC32 checksum in the last 6
    characters is NOT valid (random characters) -- deliberately, so they can never be live.
  * Luhn-valid card numbers are random (Luhn check digit computed), not issued cards.
  * AWS, Stripe, Slack, OpenAI, Google, etc.: random characters in the documented alphabet/length.

Usage:  python3 make_heldout_v7.py            (writes heldout_v7.yaml next to this file, then checks it)
"""
import base64
import json
import os
import random
import re
import string
import sys

import yaml

SEED = 20261203_7
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = UP + "234567"
B64URL = AN + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------- secret makers
def aws_akid():
    return "AKIA" + rs(UP + DG, 16)


def aws_secret():
    return rs(AN + "/+", 40)


def ghp():
    # prefix + 36 alnum; the real format ends in a CRC32 checksum -- NOT valid here (random).
    return "ghp_" + rs(AN, 36)


def github_pat():
    return "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(AN + "-_", 20)


def stripe_sk():
    return "sk_live_" + rs(AN, 24 + R.choice([0, 0, 75]))


def stripe_rk():
    return "rk_live_" + rs(AN, 24 + R.choice([0, 75]))


def slack_xoxb():
    return "xoxb-%s-%s-%s" % (rs(DG, 12), rs(DG, 13), rs(AN, 24))


def openai_proj():
    return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def deepseek():
    return "sk-" + rs(HEX, 32)


def google_key():
    return "AIzaSy" + rs(AN + "-_", 33)


def hf():
    return "hf_" + rs(AN, 34)


def npm():
    return "npm_" + rs(AN, 36)


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 120)


def sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def telegram():
    return "%s:AA%s" % (rs(DG, 10), rs(B64URL, 33))


def totp_seed(n=32):
    return rs(B32, n)


def jwt(claims=None):
    h = b64url(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    c = claims or {"sub": str(R.randint(10000, 999999)), "name": R.choice(["alice", "bob", "li.wei", "mchen"]),
                   "iat": R.randint(1700000000, 1760000000)}
    c.setdefault("exp", c.get("iat", 1750000000) + 3600)
    p = b64url(json.dumps(c, separators=(",", ":")).encode())
    s = b64url(rbytes(32))
    return "%s.%s.%s" % (h, p, s)


def wrap(s, n=64):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def pem_ec():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    body = wrap(base64.b64encode(der).decode())
    return "-----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----", body


def pem_rsa(nbytes=1190):
    der = bytes.fromhex("308204a40201000282010100") + rbytes(nbytes - 12)
    body = wrap(base64.b64encode(der).decode())
    return "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----", body


def pem_openssh():
    hdr = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 "
    der = hdr + rbytes(400 - len(hdr))
    body = wrap(base64.b64encode(der).decode(), 70)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----", body


SYM = "!#%^&*-_+=?"


def pw_random(n=None, sym=SYM):
    n = n or R.randint(10, 18)
    while True:
        p = rs(AN + sym, n)
        if any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p) and any(c in sym for c in p):
            return p


def pw_url(n=None):
    n = n or R.randint(12, 20)
    return pw_random(n, sym="-_.~")


WORDS = ("maple river falcon copper lantern violet harbor meadow pepper orbit cactus walnut thunder velvet "
         "saturn pickle ember glacier tango marble cobalt willow rocket sparrow nectar canyon bishop quartz "
         "hazel bamboo lemon otter pixel summit tundra juniper coral puzzle").split()


def pw_phrase():
    sep = R.choice(["-", "-", ".", "_", ""])
    ws = R.sample(WORDS, R.choice([2, 3]))
    if sep == "":
        ws = [w.capitalize() for w in ws]
    elif R.random() < 0.5:
        ws[0] = ws[0].capitalize()
    return sep.join(ws) + rs(DG, R.choice([2, 4])) + R.choice(["!", "!", "?", "#", ""])


LEET = {"a": "@4", "e": "3", "i": "1!", "o": "0", "s": "$5", "t": "7"}


def pw_leet():
    w = R.choice(["sunshine", "password", "dragon", "monkey", "football", "princess", "welcome", "starwars",
                  "baseball", "shadow", "letmein", "superman", "trustno", "whatever"])
    out = []
    for i, ch in enumerate(w):
        if ch in LEET and R.random() < 0.7:
            out.append(R.choice(LEET[ch]))
        else:
            out.append(ch.upper() if i == 0 and R.random() < 0.6 else ch)
    return "".join(out) + R.choice(["", "!", "_", "#"]) + rs(DG, R.choice([2, 4]))


PINYIN = ["zhangwei", "wangfang", "liuyang", "lixiaoming", "chenjing", "yangli", "zhaolei", "huangmin", "xuhui", "sunyue"]


def pw_pinyin():
    n = R.choice(PINYIN)
    if R.random() < 0.5:
        n = n.capitalize()
    return n + R.choice(["", "@", ".", "_"]) + R.choice([str(R.randint(1975, 2005)), "1314", "520", "888", rs(DG, 3)])


def pin(n):
    while True:
        p = rs(DG, n)
        if len(set(p)) >= 3 and p[0] != "0":
            return p


def luhn_card(prefix, length):
    digits = [int(c) for c in prefix] + [R.randint(0, 9) for _ in range(length - len(prefix) - 1)]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d = d * 2
            if d > 9:
                d -= 9
        total += d
    check = (10 - total % 10) % 10
    num = "".join(map(str, digits)) + str(check)
    assert luhn_ok(num)
    return num


def luhn_ok(num):
    s = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def fmt_card(num, style):
    if style == "space":
        if len(num) == 15:
            return "%s %s %s" % (num[:4], num[4:10], num[10:])
        return " ".join(num[i:i + 4] for i in range(0, len(num), 4))
    if style == "dash":
        return "-".join(num[i:i + 4] for i in range(0, len(num), 4))
    return num


def cvv_for(num, n=3):
    # a CVV that does not also occur inside the card number (keeps the substring check meaningful)
    while True:
        c = pin(n)
        if c not in num:
            return c


def expiry():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))


def recovery_gh():
    return rs(HEX[:10] + "abcdef", 5) + "-" + rs(HEX, 5)


def uuid4():
    h = rs(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def ip_private():
    return R.choice(["10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
                     "192.168.%d.%d" % (R.randint(0, 10), R.randint(2, 254)),
                     "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254))])


SEED_WORDS = ("abandon badge cabin dance eagle fabric gadget habit ice jacket kangaroo label machine napkin oak "
              "pact quality rabbit saddle table umbrella vacant wagon yard zebra afford bamboo candy decade "
              "elbow faint giant hollow index jungle kiwi lumber magnet noble olive panel").split()

# ---------------------------------------------------------------- cases
CASES = []


def C(kind, text, *secrets):
    CASES.append({"kind": kind, "text": text, "secrets": list(secrets)})


def M(kind, messages, *secrets):
    CASES.append({"kind": kind, "messages": list(messages), "secrets": list(secrets)})


def build_cases():
    # ================= ENGLISH =================
    a, s = aws_akid(), aws_secret()
    C("env", "boto3 keeps throwing InvalidClientTokenId. This is my .env, what's wrong?\n\n"
      "AWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1" % (a, s), a, s)

    t = ghp()
    C("prose_en", "ugh, I think I pushed my personal access token to a public repo. it was %s — "
      "how do I revoke it and scrub it from the history?" % t, t)

    k = stripe_sk()
    C("code", "Why does this return 'No such customer'?\n\n```python\nimport stripe\nstripe.api_key = \"%s\"\n"
      "cust = stripe.Customer.retrieve(\"cus_%s\")\n```" % (k, rs(AN, 14)), k)

    t = slack_xoxb()
    C("code", "from slack_sdk import WebClient\nclient = WebClient(token='%s')\n"
      "client.chat_postMessage(channel='#deploys', text='done')\n\n^ this gives not_in_channel, any idea?" % t, t)

    k = openai_proj()
    C("env", "my .env.local has OPENAI_API_KEY=%s and I still get 429 insufficient_quota on the first call" % k, k)

    k = google_key()
    C("code", "Geocoding works in Postman but not in my script:\n\n"
      "r = requests.get(f\"https://maps.googleapis.com/maps/api/geocode/json?address={addr}&key=%s\")\n"
      "print(r.json()['status'])  # REQUEST_DENIED" % k, k)

    j = jwt()
    C("header", "curl -H 'Authorization: Bearer %s' https://api.internal.acme-corp.io/v1/users/me\n"
      "returns 401 even though I just logged in. exp looks fine?" % j, j)

    block, body = pem_rsa()
    C("pem", "Is this the right format for the deploy key? GitLab says it's invalid.\n\n%s" % block, body)

    p = pw_random()
    C("prose_en", "The admin page on my TP-Link router says invalid credentials but I'm typing admin / %s "
      "exactly as written on the sticker I replaced it with. Factory reset the only option?" % p, p)

    p = pw_phrase()
    C("prose_en", "Just changed my laptop login password to %s — is that strong enough or should I add more words?" % p, p)

    p = pw_leet()
    C("prose_en", "our shared streaming login is family.watch@fastmail.com / %s, can you write a little "
      "note for my parents explaining how to sign in on the TV?" % p, p)

    pn = pin(4)
    C("pin", "My debit card PIN is %s and the ATM swallowed the card after I typed it twice. "
      "Does the bank need the PIN when I call them?" % pn, pn)

    num = luhn_card("4", 16)
    cc = fmt_card(num, "space")
    cvv = cvv_for(num)
    C("card", "The checkout keeps rejecting my card: %s, exp %s, CVV %s. Billing zip matches. "
      "Is it the site or the bank?" % (cc, expiry(), cvv), cc, cvv)

    sd = totp_seed()
    C("totp", "Authenticator app died. I saved this from the QR when I set it up:\n"
      "otpauth://totp/GitLab:dev%%40northwind.dev?secret=%s&issuer=GitLab&digits=6\n"
      "Can I just re-import it into a new app?" % sd, sd)

    p = pw_url()
    C("url", "psycopg2.OperationalError: FATAL: password authentication failed\n"
      "DATABASE_URL=postgres://app_user:%s@db-prod-1.cluster-c9x2.eu-central-1.rds.amazonaws.com:5432/orders" % p, p)

    p = pw_url()
    C("url", "mongoose.connect('mongodb+srv://admin:%s@cluster0.%s.mongodb.net/shop?retryWrites=true&w=majority')\n"
      "hangs forever, no error. IP whitelist is 0.0.0.0/0" % (p, rs(LO + DG, 5)), p)

    p = pw_url()
    C("url", "celery broker is redis://:%s@%s:6379/0 and workers say 'NOAUTH Authentication required' "
      "— do I need a username too on Redis 6?" % (p, ip_private()), p)

    p = pw_random(sym="!#%^*-_+=?")
    C("yaml", "docker-compose.yml:\n\nservices:\n  db:\n    image: postgres:16\n    environment:\n"
      "      POSTGRES_USER: shop\n      POSTGRES_PASSWORD: \"%s\"\n    ports:\n      - \"5432:5432\"\n\n"
      "container restarts in a loop, logs say 'database files are incompatible'" % p, p)

    p = pw_random()
    C("ini", "Here's my config.ini, the app can't read the password for some reason:\n\n[database]\n"
      "host = 127.0.0.1\nport = 3306\nuser = inventory\npassword = %s\n\n[logging]\nlevel = INFO" % p, p)

    p = pw_random(sym="!#^*-_+=?")
    C("json", "{\n  \"smtp\": {\n    \"host\": \"smtp.office365.com\",\n    \"port\": 587,\n"
      "    \"user\": \"noreply@brightlane.co\",\n    \"pass\": \"%s\"\n  }\n}\n\nnodemailer says 535 5.7.3 "
      "Authentication unsuccessful with this config.json" % p, p)

    t = "cio" + rs(AN, 32)
    C("toml", "cargo publish says 'token is invalid'. ~/.cargo/credentials.toml:\n\n[registry]\n"
      "token = \"%s\"" % t, t)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "mysql -u root -p%s -h 127.0.0.1 inventory < dump.sql\n"
      "gives 'Using a password on the command line interface can be insecure' and then ERROR 1045" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart api'\n"
      "works from my laptop but not from the Jenkins agent" % (p, ip_private()), p)

    p = pw_url()
    C("cli", "curl -u admin:%s -X POST https://jenkins.buildfarm.local/job/release/build\n"
      "→ 403 No valid crumb was included in the request" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16-alpine\n"
      "and then psql -h localhost -U postgres asks for a password and rejects it. why?" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "Trying to log in non-interactively: `az login -u ops@contoso-labs.com -p '%s'` fails with "
      "AADSTS50076, MFA required. Any way around it for a cron job?" % p, p)

    t = glpat()
    C("url", "git clone https://oauth2:%s@gitlab.com/platform-team/infra.git\n"
      "fatal: Authentication failed — the token has read_repository scope though" % t, t)

    user, p = R.choice(["svc-grafana", "monitor", "kiosk"]), pw_url()
    bb = base64.b64encode(("%s:%s" % (user, p)).encode()).decode()
    C("header", "Our proxy logs show every request has\nAuthorization: Basic %s\nIs it normal that the "
      "proxy logs this header? seems risky" % bb, bb)

    sid = rs(LO + DG, 32)
    C("cookie", "Copied from devtools, why does the API accept the request in the browser but not from requests?\n\n"
      "Cookie: sessionid=%s; csrftoken=%s; django_language=en" % (sid, rs(AN, 32)), sid)

    tok = rs(AN, 24)
    C("webhook", "Post to Slack from a GitHub Action? I have the incoming webhook "
      "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DG, 8), rs(UP + DG, 10), tok), tok)

    tok = rs(B64URL, 68)
    C("webhook", "discord webhook isn't posting embeds, only plain content works: "
      "https://discord.com/api/webhooks/%s/%s" % (rs(DG, 19), tok), tok)

    t = telegram()
    C("code", "bot = telebot.TeleBot(\"%s\")\n@bot.message_handler(commands=['start'])\n"
      "def start(m): bot.reply_to(m, 'hi')\nbot.infinity_polling()\n\nit never responds to /start" % t, t)

    codes = [recovery_gh() for _ in range(8)]
    C("recovery", "Where should I store these? GitHub just showed them once:\n\n" + "\n".join(codes) +
      "\n\nI was going to put them in a note on my phone.", *codes)

    p = pw_random(R.randint(12, 16), sym="!#%*-_+=?")
    C("wifi", "Can you make a printable sign for the guest wifi? Network: CornerCafe-Guest, password: %s. "
      "Something friendly with a coffee cup." % p, p)

    p = pw_phrase()
    C("wifi", "python qrcode.make('WIFI:T:WPA;S:Larkspur-5G;P:%s;;') produces a QR my iPhone reads but Android "
      "says invalid network. escaping issue?" % p, p)

    otp = pin(6)
    C("otp", "The bank texted me %s as the verification code and someone on the phone is asking me to read it "
      "back to confirm my identity. Is that legit?" % otp, otp)

    p = pw_random()
    M("announced", ["I'll paste the staging DB password in my next message, please put it in the DATABASES block "
                    "of settings.py for me", p], p)

    dk = "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50)
    C("assistant_repeat", "Sure — here's your settings.py with the key you gave me filled in:\n\n"
      "```python\nSECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['shop.example.org']\n```\n\n"
      "Remember to move SECRET_KEY to an environment variable before deploying." % dk, dk)

    t = npm()
    C("paragraph", "So here's the situation. We publish three packages from a monorepo and the release job "
      "started failing last Tuesday with E401. Nothing changed in the workflow, but someone rotated a token in "
      "the org settings. The .npmrc in the repo root has `//registry.npmjs.org/:_authToken=%s` which I "
      "think is the old one, and the new one is in the org secrets. Should the file reference ${NPM_TOKEN} "
      "instead, and does `npm whoami` honour that?" % t, t)

    k = anthropic()
    C("env", "# .env\nANTHROPIC_API_KEY=%s\nMODEL=claude-sonnet\nMAX_TOKENS=1024\n\n"
      "the SDK says authentication_error: invalid x-api-key" % k, k)

    t = hf()
    C("cli", "huggingface-cli login --token %s --add-to-git-credential\nthen git push says 'repository not found'" % t, t)

    tw = rs(HEX, 32)
    C("code", "const client = require('twilio')('AC%s', '%s');\nclient.messages.create({ to: '+15005550006', "
      "from: '+15005550001', body: 'test' })\n// error 20003 Authenticate" % (rs(HEX, 32), tw), tw)

    k = sendgrid()
    C("code", "sg = SendGridAPIClient('%s')\nresponse = sg.send(message)\nprint(response.status_code)  # 403 Forbidden" % k, k)

    ak = base64.b64encode(rbytes(64)).decode()
    C("connstr", "Azure Functions local.settings.json has\n\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;"
      "AccountName=orderstore%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\nand the host says the "
      "storage account is unreachable" % (rs(DG, 3), ak), ak)

    pkid = rs(HEX, 40)
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(520)
    gbody = "\\n".join(base64.b64encode(der).decode()[i:i + 64] for i in range(0, len(base64.b64encode(der)), 64))
    C("json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"ledger-prod-41822\",\n"
      "  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n"
      "  \"client_email\": \"exporter@ledger-prod-41822.iam.gserviceaccount.com\"\n}\n\n"
      "google.auth says 'No key could be detected' when I load this json" % (pkid, gbody), pkid, gbody)

    block, body = pem_openssh()
    C("pem", "ansible can't use this key, says 'invalid format'. It's the id_ed25519 from my old laptop:\n\n%s\n\n"
      "Do I need to convert it?" % block, body)

    t = "dop_v1_" + rs(HEX, 64)
    C("env", "export DIGITALOCEAN_ACCESS_TOKEN=%s\nterraform plan\n→ Error: Unable to authenticate you" % t, t)

    t = "shpat_" + rs(HEX, 32)
    C("header", "Shopify Admin API call:\nGET /admin/api/2024-01/products.json\nX-Shopify-Access-Token: %s\n"
      "returns [API] Invalid API key or access token" % t, t)

    k = "key-" + rs(HEX, 32)
    C("code", "requests.post(\"https://api.mailgun.net/v3/mg.tinyhat.io/messages\", auth=(\"api\", \"%s\"), "
      "data={...})  -> 401 Forbidden, domain is verified" % k, k)

    k = rs(HEX, 32)
    C("env", "DD_API_KEY=%s\nDD_SITE=datadoghq.eu\nDD_ENV=prod\n\nagent status says API key invalid but it "
      "works with the US site" % k, k)

    a, s = aws_akid(), aws_secret()
    C("ini", "~/.aws/credentials\n\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n"
      "[dev]\nrole_arn = arn:aws:iam::123456789012:role/Dev\nsource_profile = default\n\n"
      "aws sts get-caller-identity --profile dev fails with AccessDenied" % (a, s), a, s)

    p = pw_random(sym="!#%^*-_+=?")
    bp = base64.b64encode(p.encode()).decode()
    C("yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n"
      "  username: %s\n  password: %s\n\nthe pod gets the wrong password — do I need to base64 it twice?"
      % (base64.b64encode(b"orders").decode(), bp), bp)

    p = pw_random(sym="!#%^*-_+=?")
    C("code", "conn = psycopg2.connect(host=\"10.20.0.15\", dbname=\"metrics\", user=\"grafana\", password=\"%s\")\n"
      "works locally, times out in k8s" % p, p)

    p = pw_url()
    C("url", "Spring Boot won't start:\nspring.datasource.url=jdbc:mysql://db.internal:3306/billing?user=billing_rw&password=%s"
      "&useSSL=false\nCommunications link failure" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("connstr", "Server=tcp:fin-sql-01.database.windows.net,1433;Initial Catalog=Ledger;User ID=sqladmin;"
      "Password=%s;Encrypt=True;Connection Timeout=30;\n\nEF Core migration fails with login timeout" % p, p)

    ap = " ".join(rs(LO, 4) for _ in range(4))
    C("code", "server = smtplib.SMTP_SSL('smtp.gmail.com', 465)\nserver.login('jordan.h.reyes@gmail.com', '%s')\n"
      "# that's the 16-letter app password Google gave me, still 535 BadCredentials" % ap, ap)

    p = pw_leet()
    C("prose_en", "My Apple ID password is %s and it says incorrect on the new iPad but works on icloud.com. "
      "What gives?" % p, p)

    t = ghp()
    C("config", "~/.git-credentials contains\nhttps://mkowalski:%s@github.com\nbut git still prompts for a password "
      "on push. credential.helper is 'store'." % t, t)

    p = pw_url()
    C("cli", "pip install --index-url https://ci-reader:%s@pypi.internal.fintrack.io/simple fintrack-core==3.2.0\n"
      "gives 'no matching distribution' but the wheel is there" % p, p)

    k = rs(AN, 32)
    C("header", "POST /v2/ingest HTTP/1.1\nHost: api.weatherly.io\nX-API-Key: %s\nContent-Type: application/json\n\n"
      "Every request returns 403 — the key was just generated in the dashboard." % k, k)

    t = ghp()
    C("cli", "curl -H \"Authorization: token %s\" -X POST -d '{\"query\":\"{ viewer { login } }\"}' "
      "https://api.github.com/graphql\nreturns Bad credentials" % t, t)

    p = pw_random(sym="!#%^*-_+=?")
    C("tfvars", "terraform.tfvars:\n\nregion      = \"us-east-2\"\ndb_username = \"app\"\ndb_password = \"%s\"\n"
      "instance    = \"db.t3.medium\"\n\nshould I commit this file?" % p, p)

    t = github_pat()
    C("env", "export GITHUB_TOKEN=%s\ngh pr list → HTTP 403: Resource not accessible by personal access token" % t, t)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "echo '%s' | sudo -S apt-get update -y\nin a script — the first run works, the second hangs" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "xfreerdp /u:Administrator /p:%s /v:%s /cert:ignore\nconnects then immediately closes" % (p, ip_private()), p)

    cs = rs(B64URL, 40)
    C("json", "POST https://login.microsoftonline.com/common/oauth2/v2.0/token\n"
      "{\n  \"client_id\": \"%s\",\n  \"client_secret\": \"%s\",\n  \"grant_type\": \"client_credentials\",\n"
      "  \"scope\": \"https://graph.microsoft.com/.default\"\n}\nAADSTS7000215: Invalid client secret provided"
      % (uuid4(), cs), cs)

    p = pw_phrase()
    C("prose_en", "the passphrase for my id_ed25519 is %s but ssh-add says bad passphrase. Could a keyboard "
      "layout change do that?" % p, p)

    phrase = " ".join(R.sample(SEED_WORDS, 12))
    C("seed_phrase", "My wallet app is asking me to verify my recovery phrase. I wrote it down as: %s. "
      "It says word 7 is wrong — are these even valid words?" % phrase, phrase)

    p = pw_phrase()
    C("prose_en", "I use %s as my password manager master password. My kid wants me to tell him it in case something "
      "happens to me. What's a safer way to do that?" % p, p)

    t = "squ_" + rs(HEX, 40)
    C("ci", "SonarQube step in CI fails: `sonar-scanner -Dsonar.host.url=https://sonar.corp -Dsonar.token=%s` — "
      "Not authorized. Please check the properties sonar.login and sonar.password." % t, t)

    k = openai_proj()
    C("assistant_repeat", "Done. I replaced the placeholder with the key you sent:\n\n```python\n"
      "client = OpenAI(api_key=\"%s\")\n```\n\nFor production, load it from an environment variable instead "
      "of hard-coding it." % k, k)

    p = pw_random(R.randint(10, 14), sym="!#%*-_+=?")
    M("announced", ["what's the right syntax for a wifi QR code for a hidden network? the password is in the next message",
                    "network is Attic-Lab, hidden, WPA2", "password: " + p], p)

    p = pw_leet()
    C("prose_en", "Can you check if %s meets the policy: 12+ chars, upper, lower, digit, symbol? It's what I'm about "
      "to set for the hospital portal." % p, p)

    k, wh = stripe_rk(), "whsec_" + rs(AN, 32)
    C("env", "STRIPE_RESTRICTED_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\n\nthe restricted key can't list payouts, "
      "which permission do I need?" % (k, wh), k, wh)

    p = pw_random(sym="!#%^*-_+=?")
    C("paragraph", "Hi Sam, quick handover before my leave: the reporting server is back up after the disk swap. "
      "You'll need the service account to restart the ETL — username etl_runner, password %s — and please "
      "don't change it until Priya updates the vault, otherwise the nightly job will break. Dashboards should "
      "refresh by 6am. Can you polish this email so it sounds less rushed?" % p, p)

    t = ghp()
    C("yaml", "name: release\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n"
      "      GH_TOKEN: %s\n    steps:\n      - uses: actions/checkout@v4\n      - run: gh release create v1.2.0\n\n"
      "works but GitHub emailed me a warning?" % t, t)

    sv = "s%3A" + rs(B64URL, 32) + "." + rs(AN, 18) + "%2F" + rs(AN, 12) + "%2B" + rs(AN, 11)
    C("cookie", "Express session isn't persisting. Request headers from the browser:\n"
      "Cookie: connect.sid=%s; theme=dark" % sv, sv)

    j = jwt({"sub": uuid4(), "role": "admin", "iat": R.randint(1700000000, 1760000000)})
    C("jwt", "localStorage.setItem('access_token', '%s');\n// after refresh the app still treats me as logged out" % j, j)

    p = pw_random(sym="!#%^*-_+=?")
    C("log", "Found this in our prod logs, is this bad?\n\n2025-03-02T11:42:07Z WARN auth: login failed "
      "user=deploy password=%s ip=203.0.113.45 attempts=3" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "redis-cli -h %s -p 6380 --tls -a '%s' --no-auth-warning PING\nreturns (error) WRONGPASS" % (ip_private(), p), p)

    p = pw_url()
    C("url", "RabbitMQ management UI rejects me but pika connects fine with\n"
      "amqp://orders_svc:%s@mq.internal:5672/%%2F — are the management users separate?" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "psql \"host=pg.internal port=5432 dbname=crm user=crm_ro password=%s sslmode=require\" "
      "-c '\\dt'\nerror: SSL SYSCALL error: EOF detected" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("code", "// config.js\nmodule.exports = {\n  db: {\n    host: 'localhost',\n    user: 'root',\n"
      "    password: '%s',\n    database: 'blog'\n  }\n};\n\nER_ACCESS_DENIED_ERROR on startup" % p, p)

    sd = totp_seed(16)
    C("totp", "Setting up 2FA on the VPN portal. The 'can't scan?' text key is %s — which app should I put it in "
      "so my whole team can share it?" % " ".join(sd[i:i + 4] for i in range(0, 16, 4)),
      " ".join(sd[i:i + 4] for i in range(0, 16, 4)))

    num = luhn_card("37", 15)
    cc = fmt_card(num, "space")
    cid = cvv_for(num, 4)
    C("card", "Booking the venue deposit: Amex %s, expiry %s, security code %s, name on card Dana Whitfield. "
      "Can you draft the email to the venue with these details?" % (cc, expiry(), cid), cc, cid)

    # ================= CHINESE / MIXED =================
    p = pw_random()
    C("prose_zh", "我的服务器 root 密码是 %s，但是 ssh 一直提示 Permission denied，帮我看看什么原因" % p, p)

    p = pw_url()
    C("url", "数据库连接串 mysql://root:%s@192.168.1.20:3306/shop 报错 Access denied for user 'root'@'172.18.0.3'，"
      "是不是要授权远程访问？" % p, p)

    ai, asec = "LTAI5t" + rs(AN, 18), rs(AN, 30)
    C("prose_zh", "阿里云 OSS 上传一直 403，我的 AccessKey ID：%s，AccessKey Secret：%s，bucket 是华东2的" % (ai, asec), ai, asec)

    sid, skey = "AKID" + rs(AN, 32), rs(AN, 32)
    C("code", "腾讯云 SDK 调用报 AuthFailure.SignatureFailure：\n\ncred = credential.Credential(\"%s\", \"%s\")\n"
      "client = cvm_client.CvmClient(cred, \"ap-guangzhou\")" % (sid, skey), sid, skey)

    sec = rs(HEX, 32)
    C("prose_zh", "小程序登录 code2session 返回 40125 invalid appsecret，AppID 是 wx%s，AppSecret 是 %s，刚在后台重置过" % (rs(HEX, 16), sec), sec)

    pn = pin(6)
    C("pin", "我妈的银行卡密码是 %s，她让我帮她记一下，我应该存在哪里比较安全？" % pn, pn)

    pn = pin(6)
    C("pin", "支付宝支付密码 %s 输错了三次被锁了，多久能解锁？" % pn, pn)

    num = luhn_card(R.choice(["51", "52", "53", "54", "55"]), 16)
    cc = fmt_card(num, R.choice(["space", "plain"]))
    cvv = cvv_for(num)
    C("card", "海外网站付款一直失败，卡号 %s，有效期 %s，背面三位数 %s，是不是没开通境外支付？" % (cc, expiry(), cvv), cc, cvv)

    p = pw_pinyin()
    C("wifi", "家里的 wifi 密码是 %s，新买的扫地机器人连不上，只支持 2.4G 吗？" % p, p)

    otp = pin(6)
    C("otp", "刚收到短信验证码 %s，说是快递理赔要我提供给客服，这是不是诈骗？" % otp, otp)

    p = pw_random(sym="!#%^*-_+=?")
    C("env", "# 生产环境配置，别提交到 git\nDB_HOST=rm-bp1%s.mysql.rds.aliyuncs.com\nDB_USER=app\nDB_PASSWORD=%s\n\n"
      "上线之后连不上数据库，白名单已经加了" % (rs(LO + DG, 12), p), p)

    p = pw_random(sym="!#%^*-_+=?")
    C("yaml", "帮我 debug 一下，这是我的 config.yaml：\n\nredis:\n  host: 10.0.8.12\n  port: 6379\n"
      "  password: %s\n  db: 2\n\n启动报 WRONGPASS invalid username-password pair" % p, p)

    p1 = pw_pinyin()
    p2 = pw_pinyin()
    C("prose_zh", "12306 的密码我忘了是 %s 还是 %s，试了两次都不对，再错会锁号吗？" % (p1, p2), p1, p2)

    t = ghp()
    M("announced", ["等下我把 token 发你，你帮我写进 GitHub Actions 的 workflow 里", t], t)

    at = rs(HEX, 64)
    C("webhook", "钉钉机器人 webhook 发消息返回 310000 keywords not in content：\n"
      "https://oapi.dingtalk.com/robot/send?access_token=%s" % at, at)

    hk = uuid4()
    C("webhook", "飞书群机器人的地址是 https://open.feishu.cn/open-apis/bot/v2/hook/%s ，用 requests.post 发卡片消息"
      "格式怎么写？" % hk, hk)

    wk = uuid4()
    C("webhook", "企业微信群机器人 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s 发 markdown 消息，"
      "@某人不生效" % wk, wk)

    qa, qs = rs(B64URL, 40), rs(B64URL, 40)
    C("code", "七牛云上传凭证生成不对：\n\nq = Auth('%s', '%s')\ntoken = q.upload_token('imgs', key, 3600)\n"
      "返回 bad token" % (qa, qs), qa, qs)

    p = pw_random(R.randint(8, 12))
    C("prose_zh", "学校教务系统登录不上，学号 2021%s，密码 %s，浏览器换了 Chrome 也不行" % (rs(DG, 6), p), p)

    p = pw_random(sym="!#%*-_+=?")
    C("prose_zh", "路由器后台 192.168.31.1 我改过密码，现在是 admin / %s，但是小米 WiFi app 提示密码错误" % p, p)

    block, body = pem_rsa(700)
    C("pem", "这是我的私钥，为什么 paramiko 报 not a valid RSA private key file？\n\n%s" % block, body)

    j = jwt()
    C("jwt", "前端拿到的 token 是 %s，后端用 PyJWT 解析报 Signature verification failed，密钥两边是一样的" % j, j)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "sshpass -p '%s' scp -r ./dist root@%s:/var/www/html\n这个命令放在 crontab 里不执行，手动执行没问题" % (p, ip_private()), p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD=%s -p 3306:3306 mysql:8.0 启动之后 Navicat 连不上，"
      "报 2059 caching_sha2_password" % p, p)

    codes = [rs(DG, 8) for _ in range(6)]
    C("recovery", "谷歌账号的备用验证码：\n" + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)) +
      "\n存在微信文件传输助手里安全吗？", *codes)

    sd = totp_seed(32)
    C("totp", "谷歌验证器里阿里云账号的密钥是 %s，换手机了要怎么迁移？旧手机还在" % sd, sd)

    k = deepseek()
    C("assistant_repeat", "好的，我已经把你的 API key 填到 config.py 里了：\n\n```python\nDEEPSEEK_API_KEY = \"%s\"\n"
      "BASE_URL = \"https://api.deepseek.com\"\n```\n\n注意不要把这个文件提交到公开仓库。" % k, k)

    p = pw_random(sym="!#%^*-_+=?")
    C("paragraph", "领导让我写一份新同事入职指南，大概内容是：先在 OA 系统里申请 VPN 账号，审批下来之后用统一的初始账号 "
      "newhire 登录堡垒机，初始密码是 %s，第一次登录会强制修改。然后找运维开通 GitLab 权限，代码规范看 wiki。"
      "帮我把这段话整理成条理清楚的文档。" % p, p)

    k = deepseek()
    C("prose_zh", "我的 DeepSeek API key %s 调用 chat/completions 一直 401 Authentication Fails，余额还有" % k, k)

    pn = pin(4)
    C("pin", "公司保险箱密码 %s，行政说只有我和财务知道，能不能帮我想个记住它的口诀？" % pn, pn)

    ac = rs(LO, 16)
    C("code", "QQ邮箱的 SMTP 授权码是 %s，用 smtplib 发不出去：\n\nserver = smtplib.SMTP_SSL('smtp.qq.com', 465)\n"
      "server.login('1%s@qq.com', '%s')" % (ac, rs(DG, 9), ac), ac)

    sess = "%s%%2C%d%%2C%s*%s" % (rs(HEX, 8), R.randint(1740000000, 1760000000), rs(HEX, 5), rs(AN, 2))
    C("cookie", "写了个 B 站爬虫，抓包看到 Cookie: SESSDATA=%s; bili_jct=%s; buvid3=%s，请求头带上了还是返回未登录"
      % (sess, rs(HEX, 32), uuid4().upper() + "infoc"), sess)

    p = pw_random(R.randint(10, 14), sym="!#%*-_+=?")
    C("wifi", "打印个二维码贴门口，内容是 WIFI:T:WPA;S:TP-LINK_5G_%s;P:%s;; 用微信扫不出来，用相机可以" % (rs("0123456789ABCDEF", 4), p), p)

    ak2, as2 = rs(AN, 24), rs(AN, 32)
    C("json", "第三方物流接口配置：\n{\n  \"appKey\": \"%s\",\n  \"appSecret\": \"%s\",\n  \"env\": \"prod\"\n}\n"
      "签名一直校验失败，他们说签名要 md5 大写" % (ak2, as2), as2)

    ai, asec = "LTAI5t" + rs(AN, 18), rs(AN, 30)
    C("code", "oss2 下载文件报 SignatureDoesNotMatch：\n\nauth = oss2.Auth('%s', '%s')\n"
      "bucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'report-files')" % (ai, asec), ai, asec)

    gt = rs(HEX, 32)
    C("prose_zh", "我的 Gitee 私人令牌是 %s, push 的时候还是让我输密码 why？remote 用的是 https" % gt, gt)

    user, p = "ops", pw_url()
    bb = base64.b64encode(("%s:%s" % (user, p)).encode()).decode()
    C("header", "Nginx 反向代理加了 basic auth，前端请求头写的是 Authorization: Basic %s ，但还是 401" % bb, bb)

    pn = pin(6)
    C("pin", "手机锁屏密码 %s 给我女朋友了，现在想改但是忘了原来的设置在哪" % pn, pn)

    p = pw_url()
    C("url", "消息队列连接：amqp://admin:%s@mq.internal.cn:5672/prod ，消费者一直 reconnect，是心跳的问题吗" % p, p)

    p = pw_url()
    C("ini", "公司私有源配置 ~/.pip/pip.conf：\n\n[global]\nindex-url = https://deploy:%s@nexus.corp-dev.cn/repository/pypi/simple\n"
      "trusted-host = nexus.corp-dev.cn\n\npip install 超时" % p, p)

    p = pw_random(R.randint(12, 16))
    M("announced", ["新服务器 %s 用户 root，密码我下一条发你，你帮我写个初始化脚本" % ip_private(), p], p)

    p = pw_random(sym="!#%^*-_+=?")
    C("log", "日志里打印出来了这行，是不是要脱敏？\n[2025-06-11 09:13:22] INFO  UserService - login request: "
      "{\"username\":\"zhao.lei\",\"password\":\"%s\",\"captcha\":\"x7k2\"}" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "redis-cli -h %s -a %s 连接之后 keys * 卡住了，生产环境能这么用吗" % (ip_private(), p), p)

    p = pw_random(sym="!#%^*-_+=?")
    bp = base64.b64encode(p.encode()).decode()
    C("yaml", "k8s 的 secret 这么写对吗：\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: mysql-pass\n"
      "data:\n  password: %s\n\n解出来的密码后面多了个换行" % bp, bp)

    p = pw_pinyin()
    C("prose_zh", "帮我给爸妈写个说明：电视盒子的账号是手机号，密码是 %s，开机后按遥控器的主页键" % p, p)

    t = "glpat-" + rs(AN + "-_", 20)
    C("env", "CI 里的 .env 文件：\nCI_REGISTRY=registry.gitlab.cn\nCI_DEPLOY_TOKEN=%s\n这样写在仓库里会被别人看到吗" % t, t)

    p = pw_random(sym="!#%^*-_+=?")
    C("code", "JDBC 连接配置 application.yml：\n\nspring:\n  datasource:\n    url: jdbc:mysql://10.1.2.3:3306/erp\n"
      "    username: erp_app\n    password: %s\n\n启动报 Public Key Retrieval is not allowed" % p, p)

    a, s = aws_akid(), aws_secret()
    C("prose_zh", "同事发我的 AWS key 是 %s / %s，我用 aws configure 配置完了，S3 ls 还是报 AccessDenied" % (a, s), a, s)

    k = openai_proj()
    C("prose_zh", "我的 key 是 %s ，用的 gpt-4o，国内服务器调用超时，需要配置代理吗？" % k, k)

    p = pw_phrase()
    C("prose_zh", "VPN 客户端的密码我设成了 %s，同事说太长记不住，能不能帮我想个又好记又安全的？" % p, p)

    j = jwt({"uid": R.randint(100000, 999999), "tenant": "hz-01", "iat": R.randint(1700000000, 1760000000)})
    C("header", "小程序请求后端带的是 Authorization: Bearer %s ，服务端说 token 过期，但我刚登录" % j, j)

    block, body = pem_ec()
    C("pem", "证书和这个私钥不匹配吗？nginx 报 SSL_CTX_use_PrivateKey failed\n\n%s" % block, body)

    # a few more English cases in other shapes
    p = pw_random(sym="!#%^*-_+=?")
    C("cli", "ldapsearch -x -H ldaps://dc01.corp.local -D 'CN=svc_ldap,OU=Service,DC=corp,DC=local' -w '%s' "
      "-b 'DC=corp,DC=local' '(sAMAccountName=jdoe)'\nreturns Invalid credentials (49)" % p, p)

    p = pw_random(sym="!#%^*-_+=?")
    C("code", "$conn = new PDO('mysql:host=localhost;dbname=wp', 'wp_user', '%s');\n// SQLSTATE[HY000] [2002] "
      "No such file or directory" % p, p)

    k = rs(AN, 40)
    C("code", "const res = await fetch('https://api.openweathermap.org/data/2.5/weather?q=Lisbon&appid=%s');\n"
      "console.log(await res.json()); // cod 401" % k, k)

    p = pw_phrase()
    C("prose_en", "Note to self so I don't forget again (you can just remember this): the NAS admin password is %s "
      "and the NAS is at 192.168.1.50." % p, p)

    pn = pin(6)
    C("pin", "garage keypad code is %s — can you write a short message for the dog sitter explaining how to get in "
      "through the side door?" % pn, pn)

    otp = pin(6)
    C("otp", "Your Microsoft account security code is %s. If you didn't request it, ignore this. "
      "— I got this text but I didn't request anything, should I worry?" % otp, otp)

    t = "xoxp-%s-%s-%s-%s" % (rs(DG, 12), rs(DG, 12), rs(DG, 13), rs(HEX, 32))
    C("env", "SLACK_USER_TOKEN=%s\nSLACK_CHANNEL=C%s\n\nconversations.history returns missing_scope" % (t, rs(UP + DG, 10)), t)

    sk = base64.b64encode(rbytes(32)).decode()
    C("yaml", "application.yml for the gateway:\n\njwt:\n  signing-key: %s\n  expiration: 3600\n\n"
      "tokens minted by the auth service are rejected here" % sk, sk)

    p = pw_random()
    C("assistant_repeat", "Got it. To confirm, I'll use username `backup_admin` and password `%s` in the rsync "
      "cron job below:\n\n```\n0 3 * * * RSYNC_PASSWORD='%s' rsync -az /srv/data backup_admin@nas01::backups\n```" % (p, p), p)


# ---------------------------------------------------------------- look-alikes
LOOK = []


def L(text):
    LOOK.append(text)


def sha40():
    return rs(HEX, 40)


def sha64():
    return rs(HEX, 64)


def ssh_pub():
    raw = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)
    return "ssh-ed25519 " + base64.b64encode(raw).decode()


def build_lookalikes():
    h = sha40()
    L("git revert %s broke the build, can you explain what that commit changed?" % h)
    L("Please cherry-pick %s onto release/2.4 and tag it v2.4.3." % h[:7])
    L("request_id=%s status=500 method=POST path=/api/orders latency_ms=812" % uuid4())
    L("The sha256 of the ISO I downloaded is %s and it matches the one on the website, so the download is fine right?" % sha64())
    L("docker pull nginx@sha256:%s" % sha64())
    L("echo 'SGVsbG8sIFdvcmxkIQ==' | base64 -d prints Hello, World! without a trailing newline. Why?")
    L("Does numpy 1.26.4 work with pandas 2.2.1 on Python 3.13, or do I need to pin an older Python?")
    L("/home/alice/projects/keyring-demo/src/secrets_manager.py line 42 raises ImportError: cannot import name 'Fernet'")
    L("The docs at https://docs.python.org/3/library/secrets.html recommend secrets.token_urlsafe() for reset links.")
    L("http://localhost:8080/api/v1/health returns 200 but http://127.0.0.1:5432 refuses the connection.")
    L("password = os.environ[\"DB_PASSWORD\"]\nif not password:\n    raise RuntimeError(\"DB_PASSWORD is not set\")")
    L("- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    GH_TOKEN: ${{ secrets.GH_TOKEN }}")
    L("def connect(host: str, user: str, api_key: str | None = None, timeout: float = 5.0): ...")
    L("Copy .env.example to .env and fill in OPENAI_API_KEY=<your-key-here> before running the app.")
    L("Our .env.example has STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx as a placeholder — is that confusing for new devs?")
    L("The key insight is that a hash map gives O(1) average lookup, so the two-pass approach is unnecessary.")
    L("I forgot my password again, the reset link was sent to my email but it hasn't arrived yet.")
    L("Order #%s-%s-%s still says 'preparing for shipment' after a week." % (rs(DG, 3), rs(DG, 7), rs(DG, 7)))
    L("UPS tracking number 1Z%s%s%s shows delivered but nothing is at my door." % (rs(UP + DG, 6), rs(DG, 2), rs(DG, 8)))
    L("For billing questions call the front desk at extension 4471 between 9:00 and 17:00.")
    L("Let's move the sync to 2024-11-05 14:30 UTC+8, I have a dentist appointment at 11.")
    L("Balance this for me: C6H12O6 + 6O2 → 6CO2 + 6H2O. Is that already balanced?")
    L("Solve x^2 - 5x + 6 = 0 and explain why the roots are 2 and 3.")
    L("The primary key on the users table is a bigint; should I switch to UUIDv7 for the new service?")
    L("Why does the tokenizer split 'unbelievable' into three tokens but 'believe' into one?")
    L("A JWT has three parts, header.payload.signature — how does the server verify the signature without a database lookup?")
    L("In Kubernetes, how do I mount a Secret as a file instead of an environment variable?")
    L("kubectl create secret generic db-creds --from-literal=username=app --from-literal=password=\"$DB_PASS\"")
    L("When I run mysql -u root -p it prompts for the password every time. How do I use a login path instead?")
    L("curl -H \"Authorization: Bearer $TOKEN\" https://api.github.com/user works in bash but not in fish.")
    L("The API reference says to send `Authorization: Bearer <access_token>` — do I include the angle brackets?")
    L("I ran ssh-keygen -t ed25519 -C 'alice@laptop' and it created id_ed25519 and id_ed25519.pub in ~/.ssh.")
    L("Here's my public key for the build server's authorized_keys:\n%s alice@laptop" % ssh_pub())
    L("The settings page shows password: ******** — is it actually stored in plain text somewhere?")
    L("API_KEY = 'YOUR_API_KEY'  # replace with your own key from the dashboard")
    L("The README shows GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx as the example; mine starts with github_pat_ instead, is that fine?")
    L("ISBN 978-0-13-468599-1 — is that the 2nd edition of Effective Java?")
    L("The printer's MAC address is %s, how do I give it a static lease in dnsmasq?" % ":".join(rs(HEX, 2) for _ in range(6)))
    L("ping6 fe80::1c4a:%s:%s:%s%%en0 works but the global address doesn't" % (rs(HEX, 4), rs(HEX, 4), rs(HEX, 4)))
    L("The build hash in the footer is %s-dirty, so someone deployed from an uncommitted tree." % sha40()[:9])
    L("npm ERR! code EINTEGRITY\nnpm ERR! sha512-%s integrity checksum failed when using sha512" % base64.b64encode(rbytes(64)).decode())
    L("Brand colours: primary #3fa9f5, hover rgba(63,169,245,0.8), text #1f2933.")
    L("Use bcrypt with a cost factor of 12 for password hashing; is argon2id better for a new project?")
    L("Secret Santa this year: budget is $30, names drawn on Friday. Any gift ideas for a coworker who likes hiking?")
    L("Error: EACCES: permission denied, open '/etc/ssl/private/server.key' when starting the node server as a normal user.")
    L("Instance i-0%s in us-east-1 keeps failing status checks." % rs(HEX, 16))
    L("The Lambda role is arn:aws:iam::123456789012:role/LambdaExecRole, what policy lets it write to DynamoDB?")
    L("stripe.PaymentIntent.retrieve('pi_%s') says the intent is requires_payment_method." % rs(AN, 24))
    L("import secrets\nreset_token = secrets.token_hex(16)\n# store only a hash of it in the DB")
    L("hashlib.md5(b'hello').hexdigest() gives 5d41402abc4b2a76b9719d911017c592, why does my Java code give a different result?")
    L("Loaded weights from checkpoint-4000 (sha1 %s) in 12.4 s" % sha40())
    L("The Wi-Fi password at the café is written on the chalkboard, I'll just ask the barista.")
    L("Is this regex right for 'at least 12 chars with one symbol': ^(?=.*[!@#$%^&*]).{12,}$ ?")
    L("My PIN got locked after three wrong tries and the bank says to wait 24 hours.")
    L("The one-time code expired before I could type it. How long are TOTP codes valid, 30 seconds?")
    L("How do I validate a 16-digit card number with the Luhn algorithm in JavaScript?")
    L("psql postgres://localhost:5432/mydb works but the same URL in Prisma says P1001.")
    L("DATABASE_URL=\"postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/app\" — does docker compose expand those?")
    L("The Prisma docs use postgresql://USER:PASSWORD@HOST:PORT/DATABASE as the template; which parts do I replace?")
    L("The access token expires in 3600 seconds; should the client refresh it at 3000 to be safe?")
    L("Passwordless login with magic links vs passkeys — which is easier to support for a small SaaS?")
    L("export PATH=\"$HOME/.local/bin:$PATH\" is in my .zshrc but pipx still isn't found.")
    L("$ git log --oneline\n%s fix: null check in parser\n%s feat: add retry with backoff\n%s chore: bump deps"
      % (sha40()[:7], sha40()[:7], sha40()[:7]))
    L("requests==2.31.0 --hash=sha256:%s" % sha64())
    L("CI run #48213 failed on step 'Install dependencies', the log just says exit code 137.")
    L("Response headers:\nHTTP/1.1 304 Not Modified\nETag: \"%s\"\nCache-Control: max-age=600" % rs(HEX, 32))
    L("X-Request-ID: %s — support asked for this, where do I find it in the browser?" % uuid4())
    L("s3://analytics-raw/2024/06/01/part-00000-%s.snappy.parquet is 0 bytes, why would Spark write an empty file?" % uuid4())
    L("Sentry event %s shows the error only on Safari 17." % rs(HEX, 32))
    L("The ticket for this is PROJ-4821, can you write the commit message referencing it?")
    L("Use `openssl rand -base64 32` to generate the signing key and put it in your secret manager, never in the repo.")
    L("Set PGPASSWORD in the environment or use a ~/.pgpass file instead of passing the password on the command line.")
    L("docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/db_password postgres:16 — how do I create that secret in swarm?")
    L("helm install orders ./chart --set auth.existingSecret=orders-db-secret --set auth.secretKeys.userPasswordKey=password")
    L("Django returns 403 'CSRF token missing or incorrect' only on the login form.")
    L("React warning: Each child in a list should have a unique \"key\" prop. I'm already using index as key!")
    L("Quick music theory check: the key of D minor has one flat, B♭, right?")
    L("The secret to good sourdough is a long cold proof in the fridge overnight.")
    L("Implement a token bucket rate limiter with capacity 100 and a refill rate of 10 tokens per second.")
    L("My cat walked across the keyboard and typed asdfghjkl;'[] into the commit message, how do I amend it?")
    L("Cron expression */15 * * * * should run every 15 minutes, but it runs once an hour on this box.")
    L("The failing test is test_password_reset_email_sent in tests/test_auth.py, it expects one mail in the outbox.")
    L("SELECT id, email FROM users WHERE password_hash IS NULL AND created_at > '2024-01-01';")
    L("Idempotency-Key: %s — should the client generate a new one on retry?" % uuid4())
    L("My flight CA981 departs at 13:00 from PEK, gate E21. How early should I be there?")
    L("Pi to ten decimal places is 3.1415926535; e is 2.7182818284.")
    L("GPU: RTX 4090, driver 550.54.14, CUDA 12.4, torch 2.3.0+cu121 — torch.cuda.is_available() is False.")
    L("Segmentation fault at address 0x00007ffd%s in libssl.so.3" % rs(HEX, 8))
    L("File \"/usr/lib/python3.12/site-packages/keyring/backends/SecretService.py\", line 88, in get_password\n"
      "    collection = self.get_preferred_collection()")
    L("The Base32 alphabet is A–Z plus 2–7, which is why TOTP seeds never contain 0, 1, 8 or 9.")
    L("Minecraft seed -%s has a village right at spawn." % rs(DG, 19))
    L("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 — is the Ruy Lopez too theory-heavy for a beginner?")
    L("api_key: str = Field(..., description=\"Read from the WEATHER_API_KEY environment variable\")")
    L("const token = process.env.SLACK_BOT_TOKEN;\nif (!token) throw new Error('SLACK_BOT_TOKEN missing');")
    L("jdbc:postgresql://localhost:5432/inventory?sslmode=disable — the driver still tries SSL.")
    L("Lot number LOT-2024-0917-B on the medicine box, expiry 2026-03. Is it still safe to use?")
    L("My password manager generated a 24-character password for the router. Is that overkill for WPA3?")
    L("Our ops runbook says: rotate the database password every 90 days and store it in Vault under secret/data/orders/db.")
    L("AWS_SECRET_ACCESS_KEY=\n# leave blank, the instance profile provides credentials")
    L("redis:\n  host: redis.internal\n  password: ${REDIS_PASSWORD}  # injected by the deploy pipeline")

    # ---- Chinese / mixed look-alikes
    L("密码学里的公钥和私钥到底有什么区别？为什么公钥可以公开？")
    L("这个项目的关键是先把需求理清楚，再排期。")
    L("我又忘记密码了，已经点了找回密码，邮件还没到。")
    L("订单号 %s 什么时候发货？已经三天了。" % rs(DG, 18))
    L("顺丰快递单号 SF%s 显示已签收，但我没收到。" % rs(DG, 13))
    L("明天下午三点开会，记得带电脑和充电器。")
    L("这个函数的时间复杂度是 O(n log n) 吗？还是最坏情况 O(n²)？")
    L("提交 %s 之后单元测试就挂了，帮我看看改了什么。" % sha40()[:7])
    L("config.py 里写的是 SECRET_KEY = os.getenv('SECRET_KEY')，这样安全吗？")
    L("把 token 存在 localStorage 里会不会有 XSS 风险？存 httpOnly cookie 是不是更好？")
    L("Redis 的 requirepass 怎么配置？配置文件里写 requirepass <你的密码> 就行吗？")
    L("验证码一直收不到，是不是手机号填错了？")
    L("v2.3.1-rc.2 和 v2.3.1 哪个版本更新？semver 怎么比较预发布版本？")
    L("路径 C:\\Users\\张伟\\Documents\\密钥管理方案.docx 打不开，提示文件已损坏。")
    L("蛋白质里的肽键是怎么形成的？和氢键有什么区别？")
    L("H2SO4 和 NaOH 反应生成什么？方程式怎么配平？")
    L("工号 A2023117 的同事请到三楼领工牌。")
    L("UUID %s 这种格式的主键适合做分库分表吗？" % uuid4())
    L("接口返回 {\"code\":0,\"msg\":\"ok\",\"data\":{\"id\":%s,\"status\":\"PAID\"}}，前端怎么判断成功？" % rs(DG, 9))
    L("密钥轮换周期一般设多久比较合适？90 天够吗？")
    L("帮我把这段 base64 解码一下：5L2g5aW977yM5LiW55WM")
    L("周末去爬山吗？天气预报说周六有雨，要不改周日。")
    L("定积分 ∫₀³ x² dx 等于多少？我算出来是 9。")
    L("我用的是 Ubuntu 22.04，内核 6.5.0-41-generic，装 NVIDIA 驱动之后黑屏。")
    L("git 的 commit hash 是 %s，怎么回退到这个版本又不丢掉后面的修改？" % sha40())
    L("日志里的 trace_id=%s 怎么在 Jaeger 里查？" % rs(HEX, 32))
    L("密码输错五次账号被锁了，客服说 24 小时后自动解锁。")
    L("忘记密码的功能要怎么设计才安全？要不要加图形验证码？")
    L("环境变量里 DB_PASSWORD 没设置的时候程序直接崩了，怎么给个友好的提示？")
    L("docker-compose 里写 MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD} 可以吗？值放在 .env 里。")
    L("键盘上的 Fn 键失灵了，是驱动的问题还是硬件坏了？")
    L("手机验证码登录和密码登录哪个更安全？")
    L("这是我的 SSH 公钥，帮我加到服务器的 authorized_keys 里：\n%s zhang@macbook" % ssh_pub())
    L("token 的过期时间设成 7200 秒合理吗？refresh token 设多久？")
    L("这个 SDK 的 api_key 参数是可选的，默认值是 None，不传的话会读环境变量。")
    L("请用 hashlib.sha256 算一下 'abc' 的摘要，我算出来是 ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad，对吗？")
    L("红烧肉好吃的秘诀是炒糖色，火候很关键。")
    L("圆周率取 3.14159 够用了吗？算工程上的管道面积。")
    L("第 3 版的 API 文档在 https://api.example.cn/docs/v3 ，第 2 版下个月下线。")
    L("http://127.0.0.1:8000/admin/ 登录页面的样式丢了，static 文件没加载。")
    L("Nginx 里 ssl_certificate_key /etc/nginx/ssl/server.key; 这个路径权限要设成多少？")
    L("K8s 里 Secret 的 data 字段只是 base64 编码，不是加密，对吧？那要怎么加密存储？")
    L("CH3COOH 是醋酸吗？和 NaHCO3 混在一起为什么会冒泡？")
    L("版本号 1.0.0-beta.3+exp.sha.5114f85 符合 semver 规范吗？")
    L("航班 MU5101 延误了两个小时，改签要收费吗？")
    L("npm 装依赖的时候提示 integrity 校验失败，lock 文件里那串 sha512- 开头的要删掉重新生成吗？")
    L("请问 GitHub Actions 里怎么用 ${{ secrets.DEPLOY_KEY }} 给 ssh-agent 加私钥？")
    L("我们组的周报模板里有一栏叫「关键结果」，应该写什么？")
    L("这个 Excel 表格的主键列有重复值，VLOOKUP 只返回第一个。")
    L("pip 换成清华源：pip config set global.index-url https://pypi.tuna.tsinghua.edu.cn/simple ，之后还是很慢。")


# ---------------------------------------------------------------- write + check
HEADER = """# FROZEN HELD-OUT SET v7 (issue 24) -- secrets the capture-stage redactor must remove, and look-alikes it
# must leave byte-for-byte unchanged.
# Written blind: the author never read the redactor, its rules, the gatekeeper/curator, or any earlier held-out,
# tuning or handmade set. All secret values are random, produced by make_heldout_v7.py with a fixed seed
# (SEED = %d); none is a real credential (GitHub-style tokens deliberately carry an INVALID checksum; card
# numbers are random but Luhn-valid). This file was committed before its one run and has never been tuned on.
# Format: cases[].text (one message) or cases[].messages (all messages of one user, in order);
# cases[].secrets = exact substrings that must not survive redaction; lookalikes = messages that must come out
# unchanged. For PEM blocks the listed secret is the whole base64 body (multi-line).
""" % SEED


class Dumper(yaml.SafeDumper):
    pass


def _str(dumper, data):
    if "\n" in data and not any(c in data for c in "\t\r") and not data.endswith(" ") and \
            all(not ln.endswith(" ") for ln in data.split("\n")):
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


Dumper.add_representer(str, _str)

CJK = re.compile(r"[\u4e00-\u9fff]")


def check(path):
    with open(path, encoding="utf-8") as f:
        d = yaml.safe_load(f)
    assert set(d) == {"cases", "lookalikes"}, d.keys()
    cases, looks = d["cases"], d["lookalikes"]
    assert cases == CASES and looks == LOOK, "round-trip mismatch"
    nsec = 0
    kinds = {}
    zh = 0
    all_secrets = []
    for c in cases:
        assert ("text" in c) != ("messages" in c), c
        body = c.get("text") if "text" in c else "\n".join(c["messages"])
        assert c["secrets"], c
        for s in c["secrets"]:
            assert isinstance(s, str) and s, c
            assert s in body, ("secret not verbatim", s, body)
            if len(s) < 8:  # short secrets must not also occur as part of another token
                for m in re.finditer(re.escape(s), body):
                    before = body[m.start() - 1] if m.start() else " "
                    after = body[m.end()] if m.end() < len(body) else " "
                    assert not before.isalnum() and not after.isalnum(), ("short secret embedded", s, body)
            all_secrets.append(s)
        nsec += len(c["secrets"])
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
        zh += bool(CJK.search(body))
    for s in all_secrets:
        if len(s) < 8:  # a 3-6 digit PIN/CVV may coincidentally occur in an unrelated message
            continue
        for lk in looks:
            assert s not in lk, ("secret inside a look-alike", s)
    assert len(set(looks)) == len(looks), "duplicate look-alike"
    for c in cards():
        assert luhn_ok(c)
    zl = sum(bool(CJK.search(x)) for x in looks)
    print("cases: %d  (english %d, chinese/mixed %d = %.0f%%)" % (len(cases), len(cases) - zh, zh, 100.0 * zh / len(cases)))
    print("secrets: %d" % nsec)
    print("multi-message cases: %d" % sum("messages" in c for c in cases))
    print("lookalikes: %d  (english %d, chinese/mixed %d)" % (len(looks), len(looks) - zl, zl))
    print("cases by kind:")
    for k, v in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-17s %d" % (k, v))


def cards():
    out = []
    for c in CASES:
        if c["kind"] == "card":
            out.append(re.sub(r"\D", "", c["secrets"][0]))
    return out


def main():
    build_cases()
    build_lookalikes()
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "heldout_v7.yaml")
    body = yaml.dump({"cases": CASES, "lookalikes": LOOK}, Dumper=Dumper, allow_unicode=True, sort_keys=False,
                     width=100000, default_flow_style=False)
    with open(path, "w", encoding="utf-8") as f:
        f.write(HEADER + body)
    check(path)


if __name__ == "__main__":
    sys.exit(main())
