#!/usr/bin/env python3
"""Generator for heldout_v12.yaml (blind secret-redaction held-out set).

Deterministic: random.Random(20261206). Re-running reproduces the YAML byte for byte.
All values are fake and random; formats with check digits get real check digits.
"""
import base64
import hashlib
import json
import random
import string
import sys
import zlib

import yaml

SEED = 20261206
R = random.Random(SEED)
OUT = sys.argv[1] if len(sys.argv) > 1 else "/work/frozen12/heldout_v12.yaml"

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
B62 = DIG + UP + LOW
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def b64(nbytes, urlsafe=False, pad=True):
    raw = bytes(R.getrandbits(8) for _ in range(nbytes))
    s = base64.urlsafe_b64encode(raw).decode() if urlsafe else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# ---------------------------------------------------------------- check digits
def luhn_complete(prefix, length):
    body = prefix + rs(length - len(prefix) - 1, DIG)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def card(kind=None):
    kind = kind or R.choice(["visa", "mc", "amex", "unionpay", "mc2", "discover"])
    if kind == "visa":
        n = luhn_complete("4" + rs(5, DIG), 16)
    elif kind == "mc":
        n = luhn_complete("5" + R.choice("12345") + rs(4, DIG), 16)
    elif kind == "mc2":
        n = luhn_complete(str(R.randint(2221, 2720)) + rs(2, DIG), 16)
    elif kind == "amex":
        n = luhn_complete(R.choice(["34", "37"]) + rs(4, DIG), 15)
    elif kind == "discover":
        n = luhn_complete("6011" + rs(2, DIG), 16)
    else:
        n = luhn_complete("62" + rs(4, DIG), R.choice([16, 19]))
    assert luhn_ok(n)
    return n


def group4(n):
    if len(n) == 15:
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    return " ".join(n[i:i + 4] for i in range(0, len(n), 4))


def iban(cc):
    lens = {"DE": ("", 18), "GB": ("NWBK", 14), "FR": ("", 23), "NL": ("ABNA", 10), "ES": ("", 20), "IT": ("X", 22)}
    pre, n = lens[cc]
    if cc == "FR":
        bban = rs(21, DIG) + rs(2, DIG)
    elif cc == "IT":
        bban = R.choice(UP) + rs(10, DIG) + rs(12, DIG)
    else:
        bban = pre + rs(n, DIG)
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(conv) % 97
    return f"{cc}{chk:02d}{bban}"


def iban_spaced(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def cn_id():
    area = R.choice(["110105", "310104", "440305", "330106", "510107", "420111", "320102", "370202", "210102", "500103"])
    y = R.randint(1962, 2003)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    seq = rs(3, DIG)
    body = f"{area}{y:04d}{m:02d}{d:02d}{seq}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


def ssn():
    a = R.randint(1, 899)
    while a == 666:
        a = R.randint(1, 899)
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def nino():
    first = R.choice("ABCEGHJKLMNOPRSTWXYZ")
    second = R.choice("ABCEGHJKLMNPRSTWXYZ")
    return f"{first}{second} {rs(2, DIG)} {rs(2, DIG)} {rs(2, DIG)} {R.choice('ABCD')}"


def sin_ca():
    n = luhn_complete(R.choice("1234567") + rs(1, DIG), 9)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def bsn_nl():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        d[0] = R.randint(1, 9)
        s = sum(x * w for x, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2]))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def dni_es():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def nir_fr():
    sex = R.choice("12")
    yy = R.randint(60, 99)
    mm = R.randint(1, 12)
    dep = R.choice(["75", "69", "13", "33", "59", "44"])
    body = f"{sex}{yy:02d}{mm:02d}{dep}{R.randint(1, 999):03d}{R.randint(1, 999):03d}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"


VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
          [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
          [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
          [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
          [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
          [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VERH_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar():
    body = str(R.randint(2, 9)) + rs(10, DIG)
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = VERH_D[c][VERH_P[(i + 1) % 8][int(ch)]]
    n = body + str(VERH_INV[c])
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def aba():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        d[0] = R.choice([0, 1, 2, 3])
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        c = (10 - s % 10) % 10
        return "".join(map(str, d)) + str(c)


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def wif():
    key = bytes(R.getrandbits(8) for _ in range(32))
    payload = b"\x80" + key + b"\x01"
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def gh_token(prefix="ghp_"):
    body = rs(30)
    crc = zlib.crc32(body.encode()) & 0xFFFFFFFF
    enc = ""
    while crc:
        crc, r = divmod(crc, 62)
        enc = B62[r] + enc
    return prefix + body + enc.rjust(6, "0")


def jwt(payload, alg="HS256"):
    h = b64url_json({"alg": alg, "typ": "JWT"})
    p = b64url_json(payload)
    sig = b64(32 if alg == "HS256" else 256, urlsafe=True, pad=False)
    return f"{h}.{p}.{sig}"


def pem_body(nbytes, width=64):
    s = b64(nbytes)
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def openssh_body():
    raw = b"openssh-key-v1\x00" + bytes(R.getrandbits(8) for _ in range(380))
    s = base64.b64encode(raw).decode()
    return "\n".join(s[i:i + 70] for i in range(0, len(s), 70))


BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
       "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
       "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle "
       "alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur "
       "amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual "
       "another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area "
       "arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask "
       "aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit "
       "august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis "
       "baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base "
       "basic basket battle beach bean beauty because become beef before begin behave behind believe below "
       "belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
       "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
       "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand "
       "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother "
       "brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus "
       "business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp canal "
       "cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry "
       "cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave "
       "ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge "
       "chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic "
       "chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk "
       "clever click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster "
       "clutch coach coast coconut code coffee coil coin collect color column combine come comfort comic "
       "common company concert conduct confirm congress connect consider control convince cook cool copper "
       "copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle "
       "craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
       "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard "
       "curious current curtain curve cushion custom cute cycle").split()


def seed_phrase(n=12):
    return " ".join(R.choice(BIP) for _ in range(n))


# ---------------------------------------------------------------- random names / values
FIRST = ["maria", "jonas", "priya", "kenji", "lucas", "sofia", "omar", "elena", "tomasz", "aiko", "diego", "hannah",
         "li", "wei", "mei", "rahul", "fatima", "noah", "chloe", "ivan"]
WORDS = ["river", "copper", "falcon", "maple", "orbit", "velvet", "summit", "harbor", "cobalt", "lantern", "pepper",
         "meadow", "thunder", "crimson", "glacier", "saffron", "tundra", "marble", "echo", "juniper", "nimbus", "quartz"]
PINYIN = ["zhang", "wang", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu", "xu", "sun", "ma", "hu", "guo", "lin"]
HOSTS = ["db-prod-01.internal", "10.20.3.14", "pg.acme-corp.net", "mysql.shop-eu.local", "172.16.8.23",
         "orders-db.cluster-c9xk2.eu-west-1.rds.amazonaws.com", "redis-master.cache.svc", "192.168.1.50",
         "rm-bp1x7y2k9.mysql.rds.aliyuncs.com", "mongo-2.dataplane.io"]
DBN = ["orders", "billing", "analytics", "app_prod", "crm", "inventory", "users", "shop", "reporting", "ledger"]


def pw(kind=None):
    kind = kind or R.choice(["mixed", "words", "sym", "cn", "long"])
    sym = "!@#$%^&*-_+=?"
    if kind == "mixed":
        return rs(R.randint(10, 16), ALNUM + "!@#$%*")
    if kind == "words":
        a, b = R.sample(WORDS, 2)
        return f"{a.capitalize()}{R.choice(sym)}{b}{R.randint(10, 9999)}"
    if kind == "sym":
        return rs(3, UP) + R.choice(sym) + rs(4, LOW) + rs(3, DIG) + R.choice(sym) + rs(2, UP)
    if kind == "cn":
        return R.choice(PINYIN).capitalize() + R.choice(["@", "#", "_", "."]) + str(R.randint(1960, 2024)) + rs(2, LOW)
    return rs(R.randint(20, 32), ALNUM)


def user():
    return R.choice(FIRST) + R.choice(["", ".", "_"]) + R.choice(PINYIN + WORDS)


def port(kind):
    return {"pg": 5432, "my": 3306, "mongo": 27017, "redis": 6379, "mssql": 1433, "amqp": 5672}[kind]


def aws_ak(prefix="AKIA"):
    return prefix + rs(16, UP + "234567")


def aws_sk():
    return rs(40, ALNUM + "/+")


def openai_key():
    return "sk-proj-" + rs(48, ALNUM + "-_") + "T3BlbkFJ" + rs(48, ALNUM + "-_")


def anthropic_key():
    return "sk-ant-api03-" + rs(93, ALNUM + "-_") + "AA"


def stripe_key(mode="live", kind="sk"):
    return f"{kind}_{mode}_51" + rs(22, ALNUM) + rs(73, ALNUM)


def slack_bot():
    return f"xoxb-{R.randint(10**10, 10**11)}-{R.randint(10**12, 10**13)}-{rs(24)}"


def google_key():
    return "AIza" + rs(35, ALNUM + "-_")


def gitlab_pat():
    return "glpat-" + rs(20, ALNUM + "-_")


def npm_tok():
    return "npm_" + rs(36)


def hf_tok():
    return "hf_" + rs(34, ALNUM)


def sendgrid():
    return "SG." + rs(22, ALNUM + "-_") + "." + rs(43, ALNUM + "-_")


def twilio_sid():
    return "AC" + hx(32)


def discord_tok():
    uid = str(R.randint(10**17, 10**18))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(6, ALNUM + "-_") + "." + rs(38, ALNUM + "-_")


def telegram_tok():
    return f"{R.randint(10**9, 7 * 10**9)}:AA{rs(33, ALNUM + '-_')}"


def pypi_tok():
    return "pypi-AgEIcHlwaS5vcmc" + rs(150, ALNUM + "-_")


def azure_key():
    return b64(64)


def ali_ak():
    return "LTAI5t" + rs(18, ALNUM)


def tencent_ak():
    return "AKID" + rs(32, ALNUM)


# ---------------------------------------------------------------- case builders
CASES = []


def case(kind, text, *secrets):
    secrets = [s for s in secrets if s]
    for s in secrets:
        if s not in text:
            raise ValueError(f"secret not in text for {kind}: {s!r}")
    CASES.append({"kind": kind, "text": text, "secrets": list(secrets)})


def c_aws():
    ak, sk = aws_ak(), aws_sk()
    t = R.choice([
        f"I'm getting AccessDenied when running the sync job. Here's what's in ~/.aws/credentials:\n\n[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-central-1\n\nDoes the IAM policy need s3:ListBucket too?",
        f"export AWS_ACCESS_KEY_ID={ak}\nexport AWS_SECRET_ACCESS_KEY={sk}\naws s3 cp ./dist s3://static-site-prod --recursive\n\nthis uploads but the files aren't public, why",
    ])
    case("aws_credentials", t, ak, sk)


def c_aws_cn():
    ak, sk = aws_ak(), aws_sk()
    t = f"帮我看下这个 boto3 代码为什么报 SignatureDoesNotMatch：\n\nclient = boto3.client('s3', aws_access_key_id='{ak}', aws_secret_access_key='{sk}', region_name='cn-north-1')"
    case("aws_sdk_kwargs_zh", t, ak, sk)


def c_aws_sts():
    ak = aws_ak("ASIA")
    sk = aws_sk()
    st = "IQoJb3JpZ2luX2VjE" + rs(300, ALNUM + "/+") + "=="
    t = f"assumed the role, output was:\n{{\n  \"Credentials\": {{\n    \"AccessKeyId\": \"{ak}\",\n    \"SecretAccessKey\": \"{sk}\",\n    \"SessionToken\": \"{st}\",\n    \"Expiration\": \"2026-12-03T21:04:11+00:00\"\n  }}\n}}\nhow do I feed this into terraform without copy pasting every hour?"
    case("aws_sts_json", t, ak, sk, st)


def c_openai():
    k = openai_key()
    t = R.choice([
        f"my openai calls return 429 instantly even though I have credits. client = OpenAI(api_key=\"{k}\") — is the key wrong or is it the org?",
        f"OPENAI_API_KEY={k}\n\nthat's my .env, but process.env.OPENAI_API_KEY is undefined in next.js server actions. what am I missing?",
    ])
    case("openai_key", t, k)


def c_anthropic():
    k = anthropic_key()
    t = f"curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: {k}\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\" \\\n  -d '{{\"model\": \"claude-sonnet-4-5\", \"max_tokens\": 256, \"messages\": [{{\"role\":\"user\",\"content\":\"hi\"}}]}}'\n\ngives me 400 invalid_request_error, what's wrong with the body?"
    case("anthropic_header", t, k)


def c_stripe():
    k = stripe_key()
    wh = "whsec_" + rs(32)
    t = R.choice([
        f"Stripe webhook signature verification keeps failing in prod.\nSTRIPE_SECRET_KEY={k}\nSTRIPE_WEBHOOK_SECRET={wh}\nI'm using express.json() before the webhook route, could that be it?",
        f"const stripe = require('stripe')('{k}');\nconst endpointSecret = '{wh}';\n// constructEvent throws 'No signatures found matching the expected signature'",
    ])
    case("stripe_keys", t, k, wh)


def c_github():
    k = gh_token()
    t = R.choice([
        f"git push keeps asking for a password. I tried using my token {k} as the password and it says 'Support for password authentication was removed'. what?",
        f"git remote set-url origin https://{user()}:{k}@github.com/acme/infra-live.git\n\nis this an ok way to do it on the build box?",
        f"在 GitHub Actions 里用这个 PAT 调 API 一直 403：{k} ，权限我勾了 repo 和 workflow 的",
    ])
    case("github_pat", t, k)


def c_github_fine():
    k = "github_pat_11" + rs(20, UP + DIG) + "_" + rs(59)
    t = f"Fine-grained token for the release bot:\n{k}\nIt can read contents but creating a release returns 'Resource not accessible by personal access token'."
    case("github_fine_grained", t, k)


def c_slack():
    k = slack_bot()
    hook = f"https://hooks.slack.com/services/T{rs(8, UP + DIG)}/B{rs(10, UP + DIG)}/{rs(24)}"
    t = R.choice([
        f"our alertmanager config:\n\nreceivers:\n- name: ops\n  slack_configs:\n  - api_url: {hook}\n    channel: '#ops-alerts'\n\nand the bot uses {k} for the thread replies. Why do alerts post twice?",
    ])
    case("slack_token_webhook", t, k, hook)


def c_google():
    k = google_key()
    t = R.choice([
        f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\" async></script>\nthe map shows 'For development purposes only' watermark, billing is on though",
        f"谷歌翻译 API 调用返回 403 API_KEY_INVALID，key 是 {k}，项目里已经启用了 Cloud Translation API 啊",
    ])
    case("google_api_key", t, k)


def c_gcp_sa():
    body = pem_body(1190)
    kid = hx(40)
    proj = R.choice(["acme-analytics", "prod-data-381204", "ml-train-77"])
    t = ("Service account JSON keeps failing with invalid_grant. Here it is:\n{\n"
         f"  \"type\": \"service_account\",\n  \"project_id\": \"{proj}\",\n  \"private_key_id\": \"{kid}\",\n"
         f"  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{body.replace(chr(10), chr(92) + 'n')}\\n-----END PRIVATE KEY-----\\n\",\n"
         f"  \"client_email\": \"loader@{proj}.iam.gserviceaccount.com\",\n  \"client_id\": \"{rs(21, DIG)}\",\n"
         "  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}\nClock on the server is right.")
    case("gcp_service_account", t, body.replace("\n", "\\n"), kid)


def c_azure():
    acct = R.choice(["acmeprodstore", "logsarchive01", "mediaassetsweu"])
    k = azure_key()
    cs = f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net"
    t = R.choice([
        f"BlobServiceClient.from_connection_string(\"{cs}\") raises AuthenticationFailed. Is the key format right?",
        f"appsettings.json:\n{{\n  \"Storage\": {{\n    \"ConnectionString\": \"{cs}\"\n  }}\n}}\nhow do I move this into Key Vault?",
    ])
    case("azure_storage_cs", t, k)


def c_azure_sp():
    cid, tid = uuid4(), uuid4()
    sec = rs(3, ALNUM) + "8Q~" + rs(34, ALNUM + "_.-~")
    t = f"az login --service-principal -u {cid} -p {sec} --tenant {tid}\nAADSTS7000215: Invalid client secret provided. I just created it 5 minutes ago"
    case("azure_sp_cli", t, sec)


def c_aliyun():
    ak, sk = ali_ak(), rs(30, ALNUM)
    t = R.choice([
        f"阿里云 OSS 上传一直报 InvalidAccessKeyId.NotFound：\naccessKeyId: '{ak}',\naccessKeySecret: '{sk}',\nbucket: 'shop-static',\nregion: 'oss-cn-hangzhou'\n是不是 RAM 子账号没授权？",
        f"ALIBABA_CLOUD_ACCESS_KEY_ID={ak} ALIBABA_CLOUD_ACCESS_KEY_SECRET={sk} aliyun ecs DescribeInstances --RegionId cn-shanghai\n返回空列表，但控制台明明有机器",
    ])
    case("aliyun_ak", t, ak, sk)


def c_tencent():
    sid, skey = tencent_ak(), rs(32, ALNUM)
    t = f"腾讯云短信 SDK 初始化这样写对吗\ncred = credential.Credential(\"{sid}\", \"{skey}\")\nclient = sms_client.SmsClient(cred, \"ap-guangzhou\")\n发送时报 AuthFailure.SignatureFailure"
    case("tencent_positional", t, sid, skey)


def c_wechat():
    appid = "wx" + hx(16)
    sec = hx(32)
    t = R.choice([
        f"小程序登录 code2session 返回 40125 invalid appsecret。\nappid={appid}\nsecret={sec}\n这个 secret 是昨天重置过的",
        f"GET https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={appid}&secret={sec}\n拿到的 access_token 两小时就过期，有没有中控服务器的推荐做法",
    ])
    case("wechat_appsecret", t, sec)


def c_dingtalk():
    tok = hx(64)
    sign = "SEC" + hx(64)
    t = f"钉钉机器人加签后发消息提示 310000 sign not match，webhook 是 https://oapi.dingtalk.com/robot/send?access_token={tok} ，加签密钥 {sign} ，时间戳用的毫秒"
    case("dingtalk_webhook", t, tok, sign)


def c_feishu():
    aid = "cli_" + hx(16)
    sec = rs(32, ALNUM)
    t = f"飞书开放平台获取 tenant_access_token：\n{{\"app_id\": \"{aid}\", \"app_secret\": \"{sec}\"}}\n返回 code 10014 app secret invalid，是不是要用 app_ticket"
    case("feishu_app_secret", t, sec)


def c_wecom():
    key = uuid4()
    t = f"企业微信群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={key}\nmarkdown 消息里的 <font color> 不生效，怎么回事"
    case("wecom_webhook", t, key)


def c_gitlab():
    k = gitlab_pat()
    t = R.choice([
        f"pip install git+https://oauth2:{k}@gitlab.example.org/ml/featurestore.git fails with 'fatal: could not read Username', weird since the token is in the URL",
        f".gitlab-ci.yml\n\nvariables:\n  GITLAB_TOKEN: \"{k}\"\n  DOCKER_DRIVER: overlay2\n\nrelease:\n  script:\n    - semantic-release\n\nI know masked variables exist but this is quicker, right?",
    ])
    case("gitlab_pat", t, k)


def c_npm():
    k = npm_tok()
    t = R.choice([
        f"my .npmrc has\n//registry.npmjs.org/:_authToken={k}\nand npm publish says 'You must be logged in'. any idea?",
        f".npmrc 里是这么配的：\n@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken={k}\n为什么 npm install 私有包还是 404",
    ])
    case("npm_token", t, k)


def c_pypi():
    k = pypi_tok()
    t = f"twine upload dist/* -u __token__ -p {k}\n\nHTTPError: 403 Forbidden from https://upload.pypi.org/legacy/ — token is scoped to the project, so what's up"
    case("pypi_token", t, k)


def c_hf():
    k = hf_tok()
    t = R.choice([
        f"huggingface-cli login --token {k}\nthen from_pretrained on the gated llama repo still says I need to accept the license, I did",
        f"在 Colab 里 os.environ['HF_TOKEN'] = '{k}' 之后下载模型还是 401，是不是要重启 runtime",
    ])
    case("hf_token", t, k)


def c_sendgrid():
    k = sendgrid()
    t = f"SENDGRID_API_KEY='{k}'\nemails land in spam for gmail users only. SPF and DKIM pass. Ideas?"
    case("sendgrid_key", t, k)


def c_twilio():
    sid, tok = twilio_sid(), hx(32)
    t = R.choice([
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json -u {sid}:{tok} --data-urlencode 'To=+15558675310' --data-urlencode 'Body=test'\nreturns 21608 — trial account thing?",
        f"client = Client(\"{sid}\", \"{tok}\")\nmessage = client.messages.create(...)\nHow do I send to WhatsApp instead?",
    ])
    case("twilio_auth", t, tok)


def c_discord():
    k = discord_tok()
    t = f"my discord.py bot logs in but doesn't see message content. bot.run('{k}') — intents.message_content = True is set"
    case("discord_bot", t, k)


def c_telegram():
    k = telegram_tok()
    t = R.choice([
        f"https://api.telegram.org/bot{k}/setWebhook?url=https://bot.example.net/tg returns ok but updates never arrive",
        f"Telegram 机器人 token：{k}\n用 python-telegram-bot v21 写的，怎么让它只回复群里@它的消息？",
    ])
    case("telegram_bot", t, k)


def c_misc_vendor():
    opts = [
        ("shopify", "shpat_" + hx(32), "Shopify Admin API: X-Shopify-Access-Token: {k} — GraphQL bulk operation stuck in RUNNING for 3 hours"),
        ("digitalocean", "dop_v1_" + hx(64), "doctl auth init --access-token {k}\nError: unable to initialize DigitalOcean API client: token is invalid"),
        ("mailgun", "key-" + hx(32), "requests.post('https://api.mailgun.net/v3/mg.example.com/messages', auth=('api', '{k}'), data=...)  -> 401 Forbidden, EU region maybe?"),
        ("datadog", hx(32), "DD_API_KEY={k} DD_SITE=datadoghq.eu docker run -d --name dd-agent gcr.io/datadoghq/agent:7 — agent status shows API key invalid"),
        ("notion", "ntn_" + rs(11, DIG) + rs(35, ALNUM), "Notion integration secret {k}, the query endpoint gives object_not_found even though I shared the database"),
        ("linear", "lin_api_" + rs(40, ALNUM), "Linear GraphQL with Authorization: {k} works in Insomnia, fails from the Cloudflare worker with CORS"),
        ("figma", "figd_" + rs(40, ALNUM + "-_"), "Figma personal token {k} — /v1/files/:key/images returns null for some node ids"),
        ("vercel", rs(24, ALNUM), "VERCEL_TOKEN={k} vercel deploy --prod --yes in CI says 'The specified token is not valid'"),
        ("replicate", "r8_" + rs(37, ALNUM), "export REPLICATE_API_TOKEN={k}\nreplicate.run(...) hangs forever on the sdxl model"),
        ("groq", "gsk_" + rs(52, ALNUM), "groq client = Groq(api_key=\"{k}\") — streaming works but tool calls come back empty"),
        ("mistral", rs(32, ALNUM), "Mistral 的 key {k} 放在 LangChain 的 ChatMistralAI(api_key=...) 里调用报 401，直接 curl 却是好的"),
        ("deepseek", "sk-" + hx(32), "DeepSeek API：base_url=https://api.deepseek.com，api_key=\"{k}\"，用 openai 库调用 deepseek-chat 返回余额不足，可我刚充值了"),
        ("atlassian", "ATATT3xFfGF0" + rs(180, ALNUM + "-_") + "=" + hx(8).upper(), "Jira REST: curl -u me@corp.example:{k} https://corp.atlassian.net/rest/api/3/search?jql=project=OPS -> 401"),
        ("sentry", hx(32), "SENTRY_DSN=https://{k}@o{n}.ingest.sentry.io/{m} — events don't show up from the celery workers"),
        ("cloudflare", rs(40, ALNUM + "-_"), "wrangler is using CLOUDFLARE_API_TOKEN={k}; deploy fails with 'Authentication error [code: 10000]'"),
        ("mapbox", "sk.eyJ1Ijoi" + rs(60, ALNUM) + "." + rs(22, ALNUM + "-_"), "mapbox secret token {k} for downloading the iOS SDK via .netrc, pod install still 401"),
        ("okta", "00" + rs(40, ALNUM + "-_"), "Okta API token SSWS {k} — list users only returns 200 of 4000, pagination header?"),
        ("postmark", uuid4(), "Postmark server token: X-Postmark-Server-Token: {k}. Bounce webhook isn't firing."),
        ("dashscope", "sk-" + hx(32), "通义千问 DashScope 的 API-KEY 是 {k}，用 dashscope.Generation.call 报 InvalidApiKey，是不是要开通百炼"),
        ("moonshot", "sk-" + rs(48, ALNUM), "Kimi 的 key：{k}\n长文本 128k 模型的调用方式和 8k 有区别吗"),
    ]
    for kind, k, tmpl in R.sample(opts, 8):
        t = tmpl.format(k=k, n=R.randint(100000, 999999), m=R.randint(1000000, 9999999))
        case(f"vendor_{kind}", t, k)


def c_env_file():
    db = pw()
    jwt_s = rs(48, ALNUM)
    redis = pw("mixed")
    t = (f"Here's my .env (docker compose picks it up):\n\nNODE_ENV=production\nPORT=3000\nDATABASE_URL=postgres://app:{db}@{R.choice(HOSTS)}:5432/{R.choice(DBN)}\n"
         f"JWT_SECRET={jwt_s}\nREDIS_PASSWORD=\"{redis}\"\nLOG_LEVEL=info\n\nThe app container can't reach postgres, the db container is healthy.")
    case("dotenv", t, db, jwt_s, redis)


def c_env_cn():
    p = pw("cn")
    k = rs(32, ALNUM)
    t = f"项目根目录的 .env：\nAPP_DEBUG=false\nDB_HOST=127.0.0.1\nDB_USERNAME=root\nDB_PASSWORD={p}\nAPP_KEY=base64:{k}=\n\nLaravel 报 SQLSTATE[HY000] [1045] Access denied，密码明明没错"
    case("dotenv_laravel_zh", t, p, k)


def c_ini():
    p = pw()
    t = R.choice([
        f"php.ini is fine, but this my.cnf isn't being read:\n\n[client]\nuser=backup\npassword={p}\nhost=localhost\n\n[mysqldump]\nsingle-transaction\n\nmysqldump still prompts for password",
        f"~/.pgpass permissions are 0600 but psql still prompts:\n{R.choice(HOSTS)}:5432:*:reporter:{p}",
    ])
    case("ini_file", t, p)


def c_yaml_cfg():
    p = pw()
    k = rs(40, ALNUM)
    t = R.choice([
        f"spring:\n  datasource:\n    url: jdbc:mysql://{R.choice(HOSTS)}:3306/{R.choice(DBN)}?useSSL=false\n    username: svc_app\n    password: {p}\n  mail:\n    password: '{k}'\n\nspring boot 3 ignores the datasource and uses H2, why?",
        f"application.yml 配置：\nspring:\n  redis:\n    host: {R.choice(HOSTS)}\n    password: \"{p}\"\nwx:\n  pay:\n    mchKey: {k}\n启动后连接 redis 报 NOAUTH",
    ])
    case("yaml_config", t, p, k)


def c_toml():
    p = pw()
    k = rs(32, HEX)
    t = R.choice([
        f"config.toml for my rust service:\n\n[database]\nurl = \"mysql://app:{p}@localhost/app\"\npool_size = 10\n\n[auth]\nsecret_key = \"{k}\"\n\nhow do I let env vars override these with the config crate?",
        f"Streamlit secrets.toml:\n\n[connections.snowflake]\naccount = \"xy12345.eu-central-1\"\nuser = \"ANALYST\"\npassword = \"{p}\"\nwarehouse = \"COMPUTE_WH\"\n\nst.connection('snowflake') says incorrect username or password",
    ])
    case("toml_config", t, p)  # secret_key may or may not appear
    if k in t:
        CASES[-1]["secrets"].append(k)


def c_json_cfg():
    p = pw()
    t = R.choice([
        f"{{\n  \"ConnectionStrings\": {{\n    \"Default\": \"Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=crm;User ID=crmapp;Password={p};Encrypt=True;\"\n  }}\n}}\nEF Core migration times out against this",
        f"config.json:\n{{\"smtp\": {{\"host\": \"smtp.office365.com\", \"port\": 587, \"user\": \"noreply@example-shop.com\", \"pass\": \"{p}\"}}}}\nnodemailer gets 535 5.7.139 Authentication unsuccessful",
    ])
    case("json_config", t, p)


def c_xml():
    p = pw()
    t = R.choice([
        f"Maven deploy to Nexus fails 401. settings.xml:\n<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>{p}</password>\n  </server>\n</servers>",
        f"<connectionStrings>\n  <add name=\"Main\" connectionString=\"Data Source=SQL01;Initial Catalog=Payroll;User Id=payroll_app;Password={p};\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>\nweb.config transform doesn't replace this on release build",
    ])
    case("xml_config", t, p)


def c_properties():
    p = pw()
    p2 = pw("mixed")
    t = R.choice([
        f"application.properties:\nspring.datasource.url=jdbc:postgresql://{R.choice(HOSTS)}:5432/{R.choice(DBN)}\nspring.datasource.username=app\nspring.datasource.password={p}\nspring.rabbitmq.password={p2}\n\nhikari pool keeps timing out",
        f"kafka client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{rs(16, UP + DIG)}\" password=\"{p}\";\nssl.truststore.password={p2}\nconsumer can't join the group",
    ])
    case("properties_file", t, p, p2)


def c_hcl():
    p = pw()
    k = aws_sk()
    t = R.choice([
        f"resource \"aws_db_instance\" \"main\" {{\n  engine         = \"postgres\"\n  instance_class = \"db.t3.medium\"\n  username       = \"dbadmin\"\n  password       = \"{p}\"\n}}\n\nterraform plan wants to replace the instance every time, why?",
        f"provider \"aws\" {{\n  region     = \"us-west-2\"\n  access_key = \"{aws_ak()}\"\n  secret_key = \"{k}\"\n}}\n我知道不该硬编码，先跑通再说。现在报 InvalidClientTokenId",
    ])
    secs = [p] if p in t else [k]
    if "access_key" in t:
        secs.append(t.split('access_key = "')[1].split('"')[0])
    case("terraform_hcl", t, *secs)


def c_k8s_secret():
    p = pw()
    enc = base64.b64encode(p.encode()).decode()
    k = rs(40, ALNUM)
    enc2 = base64.b64encode(k.encode()).decode()
    t = R.choice([
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: YXBw\n  password: {enc}\n  api-key: {enc2}\n\npod says the env var is empty, I mounted with envFrom",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\nstringData:\n  DB_PASSWORD: \"{p}\"\n  STRIPE_KEY: {k}\n\nArgoCD shows it OutOfSync forever",
    ])
    secs = [enc, enc2] if enc in t else [p, k]
    case("k8s_secret", t, *secs)


def c_compose():
    p = pw()
    p2 = pw("mixed")
    t = R.choice([
        f"docker-compose.yml\nservices:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: {p}\n      MYSQL_PASSWORD: \"{p2}\"\n  app:\n    build: .\n\nmysql container restarts in a loop",
        f"docker run -d --name pg -e POSTGRES_PASSWORD={p} -e PGADMIN_DEFAULT_PASSWORD='{p2}' -p 5432:5432 postgres:16\n容器起来了但是外部连不上",
    ])
    case("docker_env", t, p, p2)


def c_ci():
    k = rs(36, ALNUM)
    p = pw()
    t = R.choice([
        f"name: deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      SONAR_TOKEN: {k}\n      SSH_PASS: '{p}'\n    steps:\n      - uses: actions/checkout@v4\n\nthe sonar step reports 'Not authorized'",
        f"Jenkinsfile snippet:\nwithEnv([\"NEXUS_PASSWORD={p}\", \"SONAR_LOGIN={k}\"]) {{\n  sh './gradlew publish sonar'\n}}\nIs withEnv the problem for groovy interpolation?",
    ])
    case("ci_file", t, k, p)


def c_dsn():
    u = user()
    p = pw()
    h = R.choice(HOSTS)
    d = R.choice(DBN)
    opts = [
        f"engine = create_engine(\"postgresql+psycopg2://{u}:{p}@{h}:5432/{d}\", pool_pre_ping=True)\n# sqlalchemy says server closed the connection unexpectedly",
        f"mongoose.connect('mongodb+srv://{u}:{p}@cluster0.ab1cd.mongodb.net/{d}?retryWrites=true&w=majority')\nMongooseServerSelectionError: IP not whitelisted?",
        f"redis-cli -u redis://default:{p}@{h}:6379/0 ping returns NOAUTH, but the same url works from python",
        f"amqp://{u}:{p}@{h}:5672/%2F — celery worker can't connect, pika says ACCESS_REFUSED",
        f"db, err := sql.Open(\"mysql\", \"{u}:{p}@tcp({h}:3306)/{d}?parseTime=true\")\n// go returns invalid connection after 8 hours idle",
        f"string cs = \"Host={h};Port=5432;Database={d};Username={u};Password={p};SSL Mode=Require;Trust Server Certificate=true\";\nnpgsql 8 throws on Trust Server Certificate",
        f"jdbc:sqlserver://{h}:1433;databaseName={d};user={u};password={p};encrypt=true;trustServerCertificate=false\n证书校验失败该怎么配 truststore",
        f"ConnectionString: Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database={d};Uid={u};Pwd={p};\npyodbc.connect 报 SSL Provider: certificate verify failed",
        f"$dsn = 'mysql:host={h};dbname={d}';\n$pdo = new PDO($dsn, '{u}', '{p}');\nPDO 中文乱码，charset 加在哪里",
        f"clickhouse-client --host {h} --user {u} --password '{p}' --secure --query 'SELECT 1' hangs",
        f"DATABASE_URL=\"sqlserver://{h}:1433;database={d};user={u};password={p};trustServerCertificate=true\" prisma migrate deploy fails P1001",
        f"oracle: sqlplus {u}/{p}@//{h}:1521/ORCLPDB1 ORA-12514 listener does not know of service",
        f"Elasticsearch(\"https://elastic:{p}@{h}:9200\", verify_certs=False) returns AuthenticationException(401)",
        f"dsn := \"host={h} user={u} password={p} dbname={d} port=5432 sslmode=disable\"\ngorm 连接池 maxOpen 设多少合适",
    ]
    return opts, p


def c_dsns():
    for i in R.sample(range(14), 8):
        opts, p = c_dsn()
        case("connection_string", opts[i], p)


def _c_code_pw_opts():
    p = pw()
    p2 = pw()
    k = rs(32, ALNUM)
    opts = [
        (f"conn = psycopg2.connect(host=\"{R.choice(HOSTS)}\", dbname=\"{R.choice(DBN)}\", user=\"etl\", password=\"{p}\")\ncur.execute is super slow on 2M rows, should I use copy_expert?", [p]),
        (f"mysql.connector.connect('{R.choice(HOSTS)}', 'report', '{p}', '{R.choice(DBN)}') — positional args, is the order host,user,password,db?", [p]),
        (f"DataSource ds = DataSourceBuilder.create()\n    .url(\"jdbc:postgresql://localhost/{R.choice(DBN)}\")\n    .username(\"app\")\n    .password(\"{p}\")\n    .build();\nthis bean overrides the auto-config, how to keep hikari settings?", [p]),
        (f"const pool = new Pool({{ user: 'api', host: 'localhost', database: '{R.choice(DBN)}', password: '{p}', port: 5432 }});\npool.query hangs after ~10 requests", [p]),
        (f"smtp = smtplib.SMTP_SSL('smtp.gmail.com', 465)\nsmtp.login('alerts.{user()}@gmail.com', '{rs(4, LOW)} {rs(4, LOW)} {rs(4, LOW)} {rs(4, LOW)}')\n# gmail app password, still BadCredentials", None),
        (f"ftp = FTP('ftp.partner-logistics.example')\nftp.login(user='edi_upload', passwd='{p}')\nftp.storbinary hangs on passive mode", [p]),
        (f"client = paramiko.SSHClient()\nclient.connect('{R.choice(HOSTS)}', username='deploy', password='{p}', timeout=10)\nhow to switch this to key auth?", [p]),
        (f"var client = new MongoClient(\"mongodb://admin:{p}@localhost:27017/?authSource=admin\");\nC# driver throws on authSource", [p]),
        (f"import ldap\nl = ldap.initialize('ldaps://dc01.corp.example')\nl.simple_bind_s('CN=svc_ldap,OU=Service,DC=corp,DC=example', '{p}')\nINVALID_CREDENTIALS data 52e", [p]),
        (f"r = requests.get(url, auth=HTTPBasicAuth('api_user', '{p}'), timeout=5)\nthe API wants digest auth apparently", [p]),
        (f"$client = new Redis();\n$client->connect('127.0.0.1', 6379);\n$client->auth('{p}');\nphpredis 报 ERR AUTH <password> called without any password configured", [p]),
        (f"let cfg = Config {{ user: \"svc\".into(), password: \"{p}\".into(), host: \"{R.choice(HOSTS)}\".into(), ..Default::default() }};\ntokio-postgres TLS setup?", [p]),
        (f"keystore = KeyStore.getInstance(\"PKCS12\");\nkeystore.load(new FileInputStream(\"client.p12\"), \"{p}\".toCharArray());\nkeytool 能打开但代码里报 keystore password was incorrect", [p]),
        (f"用 pymysql 连接的时候这样写：pymysql.connect(host='{R.choice(HOSTS)}', user='root', passwd='{p}', db='{R.choice(DBN)}', charset='utf8mb4')，插入 emoji 还是报错", [p]),
        (f"OkHttpClient client = ...;\nString cred = Credentials.basic(\"merchant_{rs(5, DIG)}\", \"{p}\");\nrequest.header(\"Authorization\", cred)", [p]),
        (f"$mail->Username = 'no-reply@example-store.cn';\n$mail->Password = '{p}';\n$mail->SMTPSecure = 'ssl';\nPHPMailer 发送 QQ 邮箱报 SMTP connect() failed", [p]),
        (f"ALTER USER 'reporting'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT ON {R.choice(DBN)}.* TO 'reporting'@'%';\nafter this the old app password still works for 5 minutes, is that connection caching?", [p]),
        (f"CREATE ROLE analytics LOGIN PASSWORD '{p}';\n为什么 psql 连接时提示 password authentication failed", [p]),
        (f"db.createUser({{user: \"appUser\", pwd: \"{p}\", roles: [{{role: \"readWrite\", db: \"{R.choice(DBN)}\"}}]}})\nthen auth fails from the app", [p]),
        (f"settings = {{'SECRET_KEY': 'django-insecure-{rs(50, LOW + DIG + '!@#$%^&*(-_=+)')}', 'DEBUG': False}}", None),
        (f"app.config['SECRET_KEY'] = '{k}'\napp.config['SQLALCHEMY_DATABASE_URI'] = 'sqlite:///app.db'\nflask sessions get invalidated on every deploy, is it because of gunicorn workers?", [k]),
        (f"var token = new JwtSecurityToken(..., signingCredentials: new SigningCredentials(new SymmetricSecurityKey(Encoding.UTF8.GetBytes(\"{k}\")), SecurityAlgorithms.HmacSha256));\nIDX10720 key size too small?", [k]),
    ]
    return opts


def c_code_pw():
    picks = R.sample(range(len(_c_code_pw_opts())), 11)
    for i in picks:
        t, secs = _c_code_pw_opts()[i]
        if secs is None:
            if "smtp.login" in t:
                secs = [t.split("', '")[1].split("')")[0]]
            else:
                secs = ["django-insecure-" + t.split("django-insecure-")[1].split("'")[0]]
        case("password_in_code", t, *secs)


def _c_cli_opts():
    p = pw()
    k = rs(40, ALNUM)
    u = user()
    opts = [
        (f"mysql -h {R.choice(HOSTS)} -u root -p{p} -e 'SHOW PROCESSLIST' — is there a way to not have it in bash history?", [p]),
        (f"echo '{p}' | docker login registry.example.io -u {u} --password-stdin\nError response from daemon: unauthorized", [p]),
        (f"docker login -u {u} -p {p} harbor.corp.local 之后 push 镜像还是 denied: requested access to the resource is denied", [p]),
        (f"kubectl create secret generic api-creds --from-literal=username=svc --from-literal=password='{p}' -n payments\nthe deployment still reads the old value", [p]),
        (f"kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username={u} --docker-password={gh_token()} --docker-email=x@example.com", None),
        (f"curl -u {u}:{p} https://artifactory.corp.example/api/storage/libs-release?list — returns html login page instead of json", [p]),
        (f"curl -H \"Authorization: Bearer {k}\" https://api.partner.example/v2/orders?since=2026-11-01 gives 401 but same token works in postman", [k]),
        (f"PGPASSWORD='{p}' pg_dump -h {R.choice(HOSTS)} -U postgres -Fc {R.choice(DBN)} > backup.dump — dumps are 0 bytes sometimes", [p]),
        (f"sshpass -p '{p}' ssh -o StrictHostKeyChecking=no root@{R.choice(HOSTS)} 'systemctl restart nginx'\n我知道不安全，先问下为什么 sshpass 卡住", [p]),
        (f"rclone config create b2remote b2 account {rs(25, HEX)} key {'K00' + rs(28, ALNUM)}", None),
        (f"git clone https://{u}:{p}@bitbucket.org/acme/legacy-portal.git  → 'remote: Invalid credentials'", [p]),
        (f"htpasswd -b -c /etc/nginx/.htpasswd admin {p}\nbasic auth prompts loop forever", [p]),
        (f"net use Z: \\\\fileserver01\\finance /user:CORP\\{u} {p} /persistent:yes\nSystem error 1326", [p]),
        (f"redis-cli -h {R.choice(HOSTS)} -a {p} --no-auth-warning info replication", [p]),
        (f"vault login -method=userpass username={u} password={p}\n之后 vault kv get 提示 permission denied", [p]),
        (f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}\niOS refuses to import the p12", [p]),
        (f"wget --user={u} --password='{p}' https://downloads.vendor.example/firmware/v4.2.bin returns 403", [p]),
        (f"helm install pg bitnami/postgresql --set auth.postgresPassword={p} --set auth.database={R.choice(DBN)}\n重新 install 后密码不生效", [p]),
        (f"mongosh \"mongodb://{R.choice(HOSTS)}:27017\" --username admin --password '{p}' --authenticationDatabase admin", [p]),
        (f"az acr login --name acmeregistry --username acmeregistry --password {k}", [k]),
    ]
    return opts


def c_cli():
    for i in R.sample(range(len(_c_cli_opts())), 10):
        t, secs = _c_cli_opts()[i]
        if secs is None:
            if "docker-password=" in t:
                secs = [t.split("--docker-password=")[1].split(" ")[0]]
            else:
                secs = [t.split(" account ")[1].split(" ")[0], t.split(" key ")[1].split()[0]]
        case("cli_secret", t, *secs)


def _c_http_opts():
    tok = jwt({"sub": str(R.randint(1000, 99999)), "email": f"{user()}@example.com", "iat": 1796400000, "exp": 1796403600})
    sess = hx(32)
    k = rs(32, ALNUM)
    opts = [
        (f"POST /api/v1/checkout HTTP/1.1\nHost: shop.example.com\nAuthorization: Bearer {tok}\nContent-Type: application/json\n\n{{\"cart_id\": 8812}}\n\nserver returns 415, headers look right?", [tok]),
        (f"GET /admin/reports HTTP/2\nhost: internal.example.net\ncookie: sessionid={sess}; csrftoken={rs(32, ALNUM)}\nuser-agent: Mozilla/5.0\n\n为什么 Django 返回 403 CSRF verification failed", None),
        (f"fetch('/graphql', {{ headers: {{ 'X-API-Key': '{k}', 'Content-Type': 'application/json' }} }}) — preflight fails", [k]),
        (f"copied from devtools:\nSet-Cookie: __Secure-next-auth.session-token={tok}; Path=/; HttpOnly; Secure; SameSite=Lax\nwhy does the cookie disappear after redirect?", [tok]),
        (f"Authorization: Basic {base64.b64encode(f'{user()}:{pw()}'.encode()).decode()}\nis this header formatted right? server logs say malformed", None),
    ]
    return opts


def c_http():
    for i in R.sample(range(len(_c_http_opts())), 4):
        t, secs = _c_http_opts()[i]
        if secs is None:
            if "sessionid=" in t:
                secs = [t.split("sessionid=")[1].split(";")[0], t.split("csrftoken=")[1].split("\n")[0]]
            else:
                secs = [t.split("Basic ")[1].split("\n")[0]]
        case("http_request", t, *secs)


def _c_logs_opts():
    p = pw()
    k = rs(32, ALNUM)
    tok = jwt({"sub": uuid4(), "role": "admin"})
    opts = [
        (f"Traceback (most recent call last):\n  File \"/app/worker.py\", line 88, in run\n    conn = connect(dsn)\n  File \"/usr/lib/python3.12/site-packages/psycopg/connection.py\", line 119, in connect\npsycopg.OperationalError: connection failed: FATAL: password authentication failed for user \"etl\"\n  dsn = 'postgresql://etl:{p}@{R.choice(HOSTS)}:5432/warehouse'\n\nwhat does this mean, the password is right", [p]),
        (f"2026-12-02T09:14:55.120Z ERROR [http-nio-8080-exec-7] c.a.p.ApiClient - request failed url=https://api.payments.example/v3/charges?api_key={k}&amount=1200 status=502\nretrying doesn't help", [k]),
        (f"nginx access log shows:\n10.0.4.12 - - [02/Dec/2026:11:02:33 +0000] \"GET /callback?code=4/0Ad{rs(60, ALNUM + '-_')}&state=xyz HTTP/1.1\" 302 0\n10.0.4.12 - - [02/Dec/2026:11:02:34 +0000] \"GET /me?access_token={tok} HTTP/1.1\" 200 512\nshould I worry that tokens are logged?", None),
        (f"日志里打印出来的：\n[INFO] 2026-12-01 22:10:03 OrderSync - 调用接口 headers={{'appKey': 'dz{rs(8, DIG)}', 'appSecret': '{k}'}}\n[WARN] 返回 sign 校验失败\n签名算法是 md5(appSecret+参数排序)", [k]),
        (f"Caused by: com.mysql.cj.exceptions.CJException: Access denied for user 'admin'@'10.1.2.3' (using password: YES)\n\tat ... \nspring.datasource.password={p} is what's loaded per /actuator/env (I disabled masking)", [p]),
        (f"kubectl logs shows:\ntime=\"2026-12-03T07:00:01Z\" level=debug msg=\"connecting\" uri=\"amqps://svc_events:{p}@mq.prod.internal:5671/events\"\nthen level=error msg=\"handshake timeout\"", [p]),
    ]
    return opts


def c_logs():
    for i in R.sample(range(len(_c_logs_opts())), 4):
        t, secs = _c_logs_opts()[i]
        if secs is None:
            secs = ["4/0Ad" + t.split("code=4/0Ad")[1].split("&")[0], t.split("access_token=")[1].split(" ")[0]]
        case("log_leak", t, *secs)


def c_pem():
    body = pem_body(R.choice([1190, 1217]))
    t = R.choice([
        f"nginx -t says 'PEM_read_bio_PrivateKey failed'. key file:\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\nis it the wrong format?",
        f"这个私钥是从证书厂商下载的，转成 pkcs8 以后 java 还是读不了：\n-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----",
    ])
    case("pem_private_key", t, body)


def c_ec_pem():
    body = pem_body(121)
    t = f"Apple push key (.p8) I'm loading for APNs:\n-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\nkey id {rs(10, UP + DIG)}, team id {rs(10, UP + DIG)}. getting InvalidProviderToken"
    case("p8_key", t, body)


def c_openssh():
    body = openssh_body()
    t = R.choice([
        f"ssh -i deploy_key fails with 'invalid format'. contents:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\nI created it on windows with ssh-keygen",
        f"GitHub Actions 里用 webfactory/ssh-agent 加载这个 deploy key 报 error in libcrypto：\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----",
    ])
    case("openssh_key", t, body)


def c_pgp():
    body = pem_body(900)
    crc = "=" + b64(3)
    t = f"gpg --import fails on this exported key, what's wrong?\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{body}\n{crc}\n-----END PGP PRIVATE KEY BLOCK-----"
    case("pgp_private", t, body)


def c_crypto():
    opts = []
    w = wif()
    opts.append((f"imported this WIF into electrum and the balance shows 0: {w} — was it a segwit address?", [w]))
    eth = "0x" + hx(64)
    opts.append((f"hardhat.config.js\nnetworks: {{ sepolia: {{ url: 'https://sepolia.infura.io/v3/{hx(32)}', accounts: ['{eth}'] }} }}\ndeploy says insufficient funds", None))
    s = seed_phrase(12)
    opts.append((f"My MetaMask recovery phrase is {s} — if I restore it in Rabby will I see the same accounts?", [s]))
    s2 = seed_phrase(24)
    opts.append((f"帮我检查一下助记词有没有抄错，一共24个：\n{s2}\n恢复出来的地址和原来的不一样", [s2]))
    s3 = seed_phrase(12)
    opts.append((f"Ledger seed backup (the words are numbered on my card):\n" + "\n".join(f"{i + 1}. {wd}" for i, wd in enumerate(s3.split())) + "\nIs it safe to store a photo of this in iCloud?", None))
    sol = b58encode(bytes(R.getrandbits(8) for _ in range(64)))
    opts.append((f"solana keypair exported from phantom: {sol}\nhow do I convert it into the id.json array format?", [sol]))
    for t, secs in opts:
        if secs is None:
            if "accounts:" in t:
                secs = [eth, t.split("/v3/")[1].split("'")[0]]
            else:
                secs = ["\n".join(f"{i + 1}. {wd}" for i, wd in enumerate(s3.split()))]
        case("crypto_wallet", t, *secs)


def c_jwt():
    tok = jwt({"iss": "https://auth.example.com/", "sub": f"auth0|{hx(24)}", "aud": "https://api.example.com", "iat": 1796300000, "exp": 1796386400, "scope": "read:orders write:orders"}, alg=R.choice(["HS256", "RS256"]))
    t = R.choice([
        f"can you decode this JWT and tell me why the API rejects it? {tok}",
        f"这个 token 过期时间是多少？{tok}",
        f"access_token from the login response:\n{tok}\nthe 'aud' claim looks off?",
    ])
    case("jwt", t, tok)


def c_oauth():
    rt = "1//0" + rs(100, ALNUM + "-_")
    cs = "GOCSPX-" + rs(28, ALNUM + "-_")
    cid = f"{rs(12, DIG)}-{rs(32, LOW + DIG)}.apps.googleusercontent.com"
    t = R.choice([
        f"Google OAuth refresh stops working after 7 days.\nclient_id={cid}\nclient_secret={cs}\nrefresh_token={rt}\nIs it because the consent screen is in testing?",
    ])
    case("oauth_tokens", t, cs, rt)


def c_oauth2():
    at = "ya29.a0" + rs(150, ALNUM + "-_")
    t = f"token.json 里有这个：{{\"token\": \"{at}\", \"expiry\": \"2026-12-03T22:01:00Z\"}}，gmail api 调用返回 insufficientPermissions"
    case("oauth_access_zh", t, at)


def c_presigned():
    ak = aws_ak("ASIA")
    sig = hx(64)
    st = "IQoJb3JpZ2luX2Vj" + rs(120, ALNUM + "%")
    url = (f"https://uploads-prod.s3.eu-west-1.amazonaws.com/invoices/2026/11/inv-{R.randint(10000, 99999)}.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={ak}%2F20261203%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261203T201500Z&X-Amz-Expires=604800"
           f"&X-Amz-Security-Token={st}&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    t = f"The presigned link I send to customers expires after a few hours instead of 7 days: {url}"
    case("presigned_url", t, sig, st)


def c_sas():
    sig = b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    url = f"https://mediaweu.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&st=2026-12-01T00:00:00Z&spr=https&sig={sig}"
    t = f"Azure SAS 链接给外部同事打不开，提示 AuthenticationFailed：{url}"
    case("azure_sas", t, sig)


def c_webhooks():
    d = f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{rs(68, ALNUM + '-_')}"
    tm = f"https://acme.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hx(32)}/{uuid4()}/V2{rs(40, ALNUM + '-_')}"
    opts = [
        (f"posting embeds to {d} returns 400 'Cannot send an empty message' even though I send embeds", d.rsplit("/", 1)[1]),
        (f"Teams webhook: {tm}\nadaptive cards show 'unable to render'", tm.split("IncomingWebhook/")[1]),
    ]
    for t, s in opts:
        case("webhook_url", t, s)


def c_magic_link():
    tok = rs(43, ALNUM + "-_")
    t = R.choice([
        f"the password reset email has this link, clicking it says expired: https://app.example.com/reset-password?token={tok}&email=me%40example.com",
        f"邮箱验证链接是 https://id.example.cn/verify?ticket={tok} ，点了说链接无效",
    ])
    case("reset_link", t, tok)


LOOK = []


def short(n):
    """Short numeric code that does not occur in any look-alike (look-alikes are built first)."""
    while True:
        v = rs(n, DIG)
        if not any(v in l for l in LOOK):
            return v


# ---------------------------------------------------------------- prose
def c_prose_en():
    items = []
    p = pw()
    items.append((f"Note for later: the router admin password is {p}", [p]))
    p = pw("words")
    items.append((f"can you remember that my work laptop login is {p}? I keep forgetting it after the holidays", [p]))
    p = pw()
    items.append((f"My Netflix login is {user()}@gmail.com / {p} — my brother wants to use it, is that against the ToS?", [p]))
    p = " ".join(R.sample(WORDS, 4))
    items.append((f"I set my password manager master passphrase to \"{p}\". Is four random words enough entropy?", [p]))
    p = pw("sym")
    items.append((f"changed the admin pw on the NAS to {p}, now the Synology app on my phone can't log in", [p]))
    pin = short(4)
    items.append((f"the PIN for my debit card is {pin} and the ATM keeps saying incorrect, could the card be blocked?", [pin]))
    code = short(4) + "#"
    items.append((f"door code for the office side entrance is {code}, can you add that to my onboarding checklist for the new hire?", [code]))
    code = str(R.randint(10, 39)) + "-" + str(R.randint(10, 39)) + "-" + str(R.randint(10, 39))
    items.append((f"gym locker combo: {code}. just writing it somewhere I'll find it", [code]))
    wifi = R.choice(WORDS).capitalize() + short(6) + R.choice("!?#")
    items.append((f"We're hosting a meetup tomorrow. Guest wifi is 'Acme-Guest', password {wifi}. Can you draft a welcome sign with that?", [wifi]))
    otp = short(6)
    items.append((f"The bank just texted me {otp} and a guy on the phone from their fraud team is asking me to read it back. Should I?", [otp]))
    codes = [f"{rs(4, LOW + DIG)}-{rs(4, LOW + DIG)}" for _ in range(6)]
    items.append(("GitHub 2FA recovery codes, where should I keep them?\n" + "\n".join(codes), codes[:]))
    p = pw("mixed")
    items.append((f"ok so password is {p}", [p]))
    p = pw("words")
    items.append((f"Username: {user()}\nPassword: {p}\nThat's for the staging jenkins, help me write a groovy script that uses these", [p]))
    p = pw("mixed")
    items.append((f"I think my password ({p}) was in a breach, how do I check haveibeenpwned without sending it to them?", [p]))
    p = pw()
    items.append((f"The vendor portal creds they emailed us: login ops@{R.choice(WORDS)}-logistics.com, pass: {p}. Help me write a reply asking for SSO instead.", [p]))
    key = rs(5, UP + DIG) + "-" + rs(5, UP + DIG) + "-" + rs(5, UP + DIG) + "-" + rs(5, UP + DIG) + "-" + rs(5, UP + DIG)
    items.append((f"Windows product key on the sticker is {key}; after the motherboard swap it won't activate", [key]))
    cvv = short(3)
    items.append((f"alarm system disarm code is {short(4)}, and the backup one for the cleaner is {cvv}{rs(1, DIG)}. Remind me to change both next month.", None))
    p = rs(2, UP) + short(6)
    items.append((f"the phone-banking passcode they gave me is {p}; how often should I rotate it, and can I make it shorter?", [p]))
    return items


def c_prose_zh():
    items = []
    p = pw("cn")
    items.append((f"帮我记一下，家里路由器后台密码是 {p}，别忘了", [p]))
    p = pw()
    items.append((f"我的邮箱密码改成了{p}，但是 Foxmail 一直提示登录失败，是不是要用授权码？", [p]))
    code = rs(16, LOW)
    items.append((f"QQ 邮箱的 SMTP 授权码：{code}\n用 Python 发邮件的代码怎么写", [code]))
    pin = short(6)
    items.append((f"银行卡取款密码是{pin}，ATM 吞卡了怎么办", [pin]))
    code = short(6)
    items.append((f"刚收到的验证码 {code}，客服说要我报给他才能退款，这正常吗？", [code]))
    wifi = short(8)
    items.append((f"咖啡店WiFi：名称 Latte_5G 密码{wifi}，帮我写一个贴在墙上的小告示", [wifi]))
    code = short(6) + "#"
    items.append((f"小区门禁密码{code}，快递员进不来，帮我写条短信发给他", [code]))
    p = pw("cn")
    items.append((f"公司 VPN 账号 {R.choice(PINYIN)}{short(3)}，密码 {p}，连接时报 809 错误", [p]))
    p = pw("words")
    items.append((f"服务器 root 密码：{p}\nSSH 登录总是被拒绝，sshd_config 里 PermitRootLogin 已经改成 yes 了", [p]))
    p = "".join(R.choice("春夏秋冬山水风月花雪云星") for _ in range(4)) + short(4)
    items.append((f"我把支付宝登录密码设成了中文拼音首字母加数字，原文是“{p}”，这样安全吗", [p]))
    codes = [short(8) for _ in range(5)]
    items.append(("这是我的备用验证码，帮我存一下：" + "、".join(codes), codes[:]))
    p = pw("mixed")
    items.append((f"记住：财务系统的临时口令是 {p}，下周一过期", [p]))
    p = short(6)
    items.append((f"保险柜密码{p}，放在书房左边柜子里。以后问你你要能告诉我", [p]))
    p = pw("cn")
    items.append((f"用户名 admin 密码 {p}，这是海康摄像头的默认登录吗？我改过一次", [p]))
    p = short(4)
    items.append((f"手机锁屏密码 {p}，孩子总是偷玩，有什么家长控制的办法", [p]))
    p = pw()
    items.append((f"数据库 sa 账户口令：{p}，帮我写个 SQL Server 备份脚本", [p]))
    return items


def c_mixed_lang():
    items = []
    p = pw()
    items.append((f"staging 环境的 Jenkins 账号是 deploy，password 是 {p}，帮我写个 pipeline 自动部署", [p]))
    k = rs(32, HEX)
    items.append((f"这个 API 的 secret key 是 {k}，signature 要用 HMAC-SHA256 算，帮我写 Java 代码", [k]))
    p = pw("mixed")
    items.append((f"Wi-Fi password 是 {p}，guest network 那个", [p]))
    return items


def c_payment():
    items = []
    n = card("visa")
    items.append((f"Can you check if my card number {group4(n)} exp 0{R.randint(1, 9)}/{R.randint(27, 31)} CVV {short(3)} is formatted right for the booking form? It keeps rejecting", None))
    n = card("amex")
    items.append((f"Amex {n}, security code {short(4)} — will hotels in Japan take it?", None))
    n = card("unionpay")
    items.append((f"银联卡号 {n}，在国外网站付款总是失败，是不是没开通境外支付", [n]))
    n = card("mc")
    items.append((f"请帮我把信用卡 {group4(n)} 的账单日改提醒一下，卡背面三位数是 {short(3)}", None))
    n = card("mc2")
    items.append((f"card: {n}\nexp: 11/29\nname: {R.choice(FIRST).upper()} {R.choice(PINYIN).upper()}\nfill this into the form json for me", [n]))
    n = card("discover")
    items.append((f"why does stripe test mode reject my real card {n[:4]}-{n[4:8]}-{n[8:12]}-{n[12:]}? I thought test mode accepts anything", [f"{n[:4]}-{n[4:8]}-{n[8:12]}-{n[12:]}"]))
    for t, secs in items:
        if secs is None:
            # card number (as appears) + security code
            import re
            m = re.search(r"(\d[\d ]{13,22}\d)", t)
            cv = re.search(r"(?:CVV|security code|三位数是) (\d{3,4})", t)
            secs = [m.group(1), cv.group(1)]
        case("payment_card", t, *secs)


def c_bank():
    items = []
    ib = iban(R.choice(["DE", "FR", "NL", "ES", "IT"]))
    items.append((f"Please draft an email to my landlord confirming I'll pay rent to IBAN {iban_spaced(ib)} from now on.", iban_spaced(ib)))
    ib = iban("GB")
    sort = f"{rs(2, DIG)}-{rs(2, DIG)}-{rs(2, DIG)}"
    acct = short(8)
    items.append((f"my UK details for the freelance invoice: sort code {sort}, account {acct}, IBAN {ib}. can you lay out the invoice footer?", None))
    r_, a_ = aba(), rs(R.randint(9, 12), DIG)
    items.append((f"Direct deposit form asks for routing number and account number — mine are {r_} and {a_}. Which box is which?", None))
    acct = "62" + rs(17, DIG)
    items.append((f"我的工资卡账号是 {acct}，开户行是招商银行深圳分行，帮我写个给 HR 的邮件更新收款信息", acct))
    ib = iban("DE")
    items.append((f"Überweisung an: {R.choice(FIRST).capitalize()} Müller\nIBAN: {ib}\nBIC: COBADEFFXXX\ncan you translate this invoice text to English?", ib))
    for t, s in items:
        if s is None:
            if "sort code" in t:
                secs = [acct_from(t, "account "), t.split("IBAN ")[1].split(".")[0]]
            else:
                secs = [r_, a_]
        else:
            secs = [s]
        case("bank_details", t, *secs)


def acct_from(t, marker):
    return t.split(marker)[1].split(",")[0]


def c_national_ids():
    items = []
    x = cn_id()
    items.append(("cn_id", f"我的身份证号是{x}，帮我算一下这个号码对应的年龄和性别", [x]))
    x = cn_id()
    items.append(("cn_id", f"填高铁实名信息：姓名 {R.choice(['王', '李', '张', '刘'])}{R.choice(['明', '芳', '伟', '静'])}{R.choice(['华', '丽', '强', '敏'])}，证件号 {x}，帮我生成一段给酒店前台的入住说明", [x]))
    x = ssn()
    items.append(("us_ssn", f"The W-9 asks for my SSN, it's {x}. Is it safe to email this to the client's AP department?", [x]))
    x = ssn()
    items.append(("us_ssn", f"ssn {x.replace('-', '')} dob 1988-04-12 — the IRS site says the info doesn't match", [x.replace("-", "")]))
    x = nino()
    items.append(("uk_nino", f"HMRC letter asks me to confirm my National Insurance number: {x}. Can you help me reply?", [x]))
    x = sin_ca()
    items.append(("ca_sin", f"New employer in Toronto needs my SIN, it's {x}. do I put spaces on the TD1 form?", [x]))
    x = bsn_nl()
    items.append(("nl_bsn", f"Mijn BSN is {x} — the gemeente form wants it but the web form says invalid, can you check it?", [x]))
    x = dni_es()
    items.append(("es_dni", f"For the Spanish rental contract: DNI {x}. Translate the clause where it appears into English please", [x]))
    x = nir_fr()
    items.append(("fr_nir", f"Mon numéro de sécurité sociale est {x}, l'appli Ameli le refuse, pourquoi ?", [x]))
    x = aadhaar()
    items.append(("in_aadhaar", f"my aadhaar {x} isn't linking with PAN, the portal says mismatch in name", [x]))
    for kind, t, s in items:
        case(kind, t, *s)


def c_documents():
    items = []
    pno = R.choice("EG") + short(8)
    items.append(("cn_passport", f"护照号 {pno}，有效期到 2033 年，帮我填一下日本签证申请表的英文部分", [pno]))
    pno = rs(9, DIG)
    items.append(("us_passport", f"passport number {pno}, issued 2019. The airline says APIS data mismatch, help me figure it out", [pno]))
    dl = R.choice(UP) + rs(7, DIG)
    items.append(("driver_licence", f"California driver license {dl}, exp 2029 — the rental site wants it entered without spaces?", [dl]))
    x = "".join(R.choice(UP) for _ in range(5)) + short(6) + R.choice(UP) + rs(1, DIG) + rs(2, UP)
    items.append(("uk_licence", f"UK driving licence number {x} — DVLA check code site times out", [x]))
    x = R.choice(UP) + rs(7, DIG)
    items.append(("hk_id", f"香港身份证 {x}(" + rs(1, DIG) + ")，办银行卡时柜员说要地址证明", [x]))
    for kind, t, s in items:
        case(kind, t, *s)


def c_announced():
    items = []
    p = pw()
    items.append(("announced", f"I'm going to give you the staging db password in the next message, just store it\n---\n{p}", [p]))
    k = openai_key()
    items.append(("announced", f"next message is my api key for the summarizer, keep it handy\n---\nok here\n---\n{k}", [k]))
    p = pw("cn")
    items.append(("announced", f"下一条发你 NAS 的管理员密码\n---\n{p}", [p]))
    p = short(6)
    items.append(("announced", f"I'll paste the verification code from my phone\n---\n{p}", [p]))
    p = pw("words")
    items.append(("announced", f"password coming up, don't repeat it back to me\n---\n  {p}  ", [p]))
    s = seed_phrase(12)
    items.append(("announced", f"接下来是钱包的助记词，帮我存起来\n---\n{s}", [s]))
    k = rs(40, ALNUM)
    items.append(("announced", f"the token for the weather api, sending separately:\n---\n`{k}`", [k]))
    for kind, t, s in items:
        case(kind, t, *s)


def c_repeated():
    items = []
    p1, p2 = pw(), pw()
    items.append((f"the ssh password for the pi is {p1}\n---\nsorry typo, it's actually {p2}", [p1, p2]))
    k1 = gh_token()
    items.append((f"use this token: {k1}\n---\nwait, did you save {k1}? please delete it, I'll rotate", [k1]))
    p1, p2 = pw("cn"), pw("cn")
    items.append((f"邮箱密码是 {p1}\n---\n不对不对，我记错了，应该是 {p2}", [p1, p2]))
    p1 = pw("mixed")
    items.append((f"wifi pass {p1}\n---\nWhat was the wifi password I gave you? oh never mind, {p1}", [p1]))
    p1, p2 = short(4), short(4)
    items.append((f"my garage code is {p1}\n---\nchanged it today, new one is {p2}. forget the old one", [p1, p2]))
    k1 = stripe_key("test")
    k2 = stripe_key("live")
    items.append((f"Stripe 测试 key：{k1}\n---\n上线了，换成正式的 {k2}", [k1, k2]))
    for t, s in items:
        case("repeated", t, *s)


def build_cases():
    for fn in [c_aws, c_aws_cn, c_aws_sts, c_openai, c_anthropic, c_stripe, c_github, c_github_fine, c_slack,
               c_google, c_gcp_sa, c_azure, c_azure_sp, c_aliyun, c_tencent, c_wechat, c_dingtalk, c_feishu, c_wecom,
               c_gitlab, c_npm, c_pypi, c_hf, c_sendgrid, c_twilio, c_discord, c_telegram, c_misc_vendor,
               c_env_file, c_env_cn, c_ini, c_yaml_cfg, c_toml, c_json_cfg, c_xml, c_properties, c_hcl, c_k8s_secret,
               c_compose, c_ci, c_dsns, c_code_pw, c_cli, c_http, c_logs, c_pem, c_ec_pem, c_openssh, c_pgp,
               c_crypto, c_jwt, c_oauth, c_oauth2, c_presigned, c_sas, c_webhooks, c_magic_link]:
        fn()
    en = c_prose_en()
    for t, s in [en[i] for i in sorted(R.sample(range(len(en)), 13))]:
        if s is None:
            s = [t.split("code is ")[1].split(",")[0], t.split("cleaner is ")[1].split(".")[0]]
        case("prose_password", t, *s)
    for t, s in c_prose_zh():
        case("prose_password_zh", t, *s)
    for t, s in c_mixed_lang():
        case("prose_mixed", t, *s)
    c_payment()
    c_bank()
    c_national_ids()
    c_documents()
    c_announced()
    c_repeated()


# ---------------------------------------------------------------- look-alikes
def lookalikes():
    L = []
    sha = hx(40)
    L.append(f"git bisect says the regression came in with {sha[:7]}, can you explain what 'git show {sha[:12]}' would tell me?")
    L.append(f"Reverting commit {hx(40)} broke the build. Should I cherry-pick {hx(40)} instead?")
    L.append(f"这个 PR 的 merge commit 是 {hx(40)}，CI 在这之后就一直红，帮我分析下可能的原因")
    L.append(f"sha256sum of the ISO I downloaded: {hx(64)} — the site lists a different one, is the download corrupted?")
    L.append(f"md5 对不上：本地 {hx(32)}，服务器上 {hx(32)}，是换行符的问题吗")
    L.append(f"Docker image digest sha256:{hx(64)} — how do I pin my deployment to it instead of :latest?")
    L.append(f"The npm lockfile has integrity \"sha512-{b64(64)}\" for lodash; why would it change after npm install?")
    L.append(f"bcrypt hash in our test fixture is $2b$12${rs(53, ALNUM + './')} — why does each hash of the same password look different?")
    L.append(f"Request id {uuid4()} failed with 504 at the load balancer, where should I look first?")
    L.append(f"订单号 {R.randint(10**17, 10**18)} 一直显示待发货，帮我写一封催单的消息")
    L.append(f"trace_id={hx(32)} span_id={hx(16)} — how do I search for this in Grafana Tempo?")
    L.append(f"Our Sentry issue {hx(32)} keeps reopening after I resolve it, why?")
    L.append(f"AWS request ID {uuid4()} in the CloudTrail event for DeleteBucket — how do I find who ran it?")
    L.append(f"Upgrading from 3.11.7 to 3.12.1 broke our wheel builds; pip says 'no matching distribution for numpy==1.26.4'")
    L.append(f"kubectl version shows v1.31.2 client and v1.29.10-eks-{hx(7)} server, is that skew ok?")
    L.append(f"Release notes for v2.14.0-rc.3+build.{R.randint(100, 999)} — help me write the changelog summary")
    L.append(f"What does this base64 say? {base64.b64encode(b'Hello from the onboarding team! See you Monday.').decode()}")
    L.append(f"这段 base64 解出来是什么：{base64.b64encode('会议改到下午三点，地点不变'.encode()).decode()}")
    CURSOR = base64.b64encode(json.dumps({"page": 2, "size": 50, "sort": "created_at"}).encode()).decode()
    L.append(f"Why does my decoder output garbage for {CURSOR}? It's the pagination cursor from our API")
    pub = b64(279)
    L.append(f"Here's my SSH public key for the server, can you tell me what type it is?\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(43, ALNUM + '+/')} {user()}@laptop")
    L.append(f"authorized_keys has: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{rs(300, ALNUM + '+/')}== deploy@ci — how do I restrict it to one command?")
    L.append(f"-----BEGIN PUBLIC KEY-----\n{pem_body(294)}\n-----END PUBLIC KEY-----\nhow do I verify a JWT signature with this public key in node?")
    L.append(f"-----BEGIN CERTIFICATE-----\n{pem_body(900)}\n-----END CERTIFICATE-----\nopenssl x509 says unable to load certificate, is the formatting off?")
    L.append(f"这是我们 CA 的根证书公钥指纹 SHA256:{b64(32, pad=False)}，客户端怎么校验")
    L.append(f"Send donations to our ETH address 0x{hx(40)} — can you write a short thank-you note for the newsletter with it?")
    L.append(f"Is bc1q{rs(38, '023456789acdefghjklmnpqrstuvwxyz')} a valid bitcoin address? A client wants to pay me there")
    L.append(f"our GPG public key fingerprint is {' '.join(hx(4).upper() for _ in range(10))} — how do I publish it to keys.openpgp.org?")
    L.append("In the AWS docs they use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY — why those particular strings?")
    L.append("Our README says: set OPENAI_API_KEY=sk-... in your shell. Should the README show the full prefix or just <your-key>?")
    L.append("DATABASE_URL=postgres://user:password@localhost:5432/mydb is what the tutorial uses. Do I literally keep 'password'?")
    L.append("the template has `api_key: \"<YOUR_API_KEY_HERE>\"` and `secret: \"${SECRET}\"` — how do I get helm to substitute these?")
    L.append("配置模板里写的是 password: ${DB_PASSWORD}，启动时怎么从环境变量注入？")
    L.append("Stripe's docs list 4242 4242 4242 4242 as the test card. Does it work with any CVC and future date?")
    L.append(f"My statement shows card **** **** **** {rs(4, DIG)} charged twice by the same merchant, how do I dispute?")
    L.append(f"信用卡尾号{rs(4, DIG)}的账单里有一笔不认识的扣款，怎么申请拒付")
    L.append(f"The dashboard shows the key as sk_live_••••••••{rs(4, ALNUM)}. How do I find which service uses it without seeing the full key?")
    L.append(f"Token masked in logs: ghp_****{rs(4, ALNUM)} — good enough or should we hash instead?")
    L.append("password = os.environ[\"DB_PASSWORD\"]\nif not password:\n    raise RuntimeError(\"missing\")\nIs reading it this way safe on Kubernetes?")
    L.append("def check_password(password: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(password.encode(), hashed)\nshould this be constant-time?")
    L.append("const [password, setPassword] = useState('');\n<input type=\"password\" value={password} onChange={e => setPassword(e.target.value)} />\nhow do I add a show/hide toggle?")
    L.append("在 Vue 里 v-model 绑定 password 字段，怎么做密码强度校验（至少 12 位，包含大小写和数字）？")
    L.append("spring:\n  datasource:\n    url: jdbc:postgresql://localhost:5432/app\n    username: ${DB_USER}\n    password: ${DB_PASS}\nwhy does spring not resolve the placeholders in tests?")
    L.append("[database]\nhost = \"localhost\"\nport = 5432\nname = \"app\"\npool_size = 10\n\nhow would you structure per-environment overrides for this TOML?")
    L.append("services:\n  web:\n    image: nginx:1.27\n    ports:\n      - \"8080:80\"\n    environment:\n      - TZ=Asia/Shanghai\nnginx logs still show UTC")
    L.append("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata: {}\n# values injected by external-secrets\nIs it fine to commit this skeleton?")
    L.append("密码忘了怎么办？苹果 ID 的找回流程能帮我梳理一下吗")
    L.append("我想给家里人设计一个好记又安全的 WiFi 密码规则，有什么建议？")
    L.append("验证码一直收不到，换了手机号也不行，会是运营商拦截吗")
    L.append("公司要求每 90 天改一次密码，这个政策现在还被推荐吗？NIST 怎么说")
    L.append("密钥轮换的最佳实践是什么？我们用 KMS 管理数据密钥")
    L.append("银行卡密码输错三次被锁了，明天去柜台需要带什么材料")
    L.append("什么是 API Key？和 OAuth token 有什么区别，给产品经理解释一下")
    L.append("私钥和公钥分别应该放在哪台机器上？我要配置 Git 免密登录")
    L.append(f"public UUID of our Bluetooth service: {uuid4()} — why can't the iOS app discover it?")
    L.append(f"YouTube video id {rs(11, ALNUM + '-_')} won't embed, says video unavailable")
    L.append(f"Google Drive file link https://drive.google.com/file/d/{rs(33, ALNUM + '-_')}/view — how do I make a direct download link from it?")
    L.append(f"The IPFS CID bafybei{rs(52, 'abcdefghijklmnopqrstuvwxyz234567')} resolves slowly on public gateways, any tips?")
    L.append(f"Our Firebase web config has apiKey and projectId 'shop-{rs(5, LOW + DIG)}'; everyone says the web apiKey isn't a secret — true?")
    L.append(f"Tracking number 1Z{rs(16, UP + DIG)} hasn't updated in 5 days, what should I tell the customer?")
    L.append(f"快递单号 SF{rs(13, DIG)} 显示已签收但我没收到")
    L.append(f"ISBN 978-{R.randint(0, 1)}-{R.randint(100, 999)}-{R.randint(10000, 99999)}-{R.randint(0, 9)} — is this the second edition?")
    L.append(f"Our invoice number format is INV-2026-{rs(6, DIG)}; can you write a regex that matches it?")
    L.append(f"The Stripe customer id cus_{rs(14, ALNUM)} shows two subscriptions, how do I cancel just one via API?")
    L.append(f"payment_intent pi_{rs(24, ALNUM)} is stuck in requires_action — what does that mean?")
    L.append(f"Slack channel id C{rs(10, UP + DIG)} — how do I get the name from the id with the web API?")
    L.append(f"My AWS account id is {rs(12, DIG)} and the role ARN arn:aws:iam::{rs(12, DIG)}:role/ci-deployer; why can't CI assume it?")
    L.append(f"S3 object key uploads/{uuid4()}/avatar.png returns 403 from CloudFront but 200 from the bucket URL")
    L.append(f"The GitHub Actions run id {R.randint(10**9, 10**10)} shows 'cancelled' but nobody cancelled it")
    L.append(f"Docker container id {hx(12)} keeps restarting, `docker logs` is empty")
    L.append(f"MongoDB ObjectId {hx(24)} — can I get the creation time out of it?")
    L.append(f"the Snowflake account locator is xy{rs(5, DIG)}.eu-central-1 — is that the account identifier for the connector?")
    L.append(f"Color palette for the landing page: #{hx(6)}, #{hx(6)}, #{hx(6)}. Are these accessible on white?")
    L.append(f"这是我们的开源项目的 npm 包 integrity：sha512-{b64(64)}，和 registry 上显示的一致吗？")
    L.append("Password requirements: min 12 chars, one uppercase, one digit. Write me a regex like ^(?=.*[A-Z])(?=.*\\d).{12,}$ and explain it")
    L.append("Why is 'correct horse battery staple' considered a strong password example? Is it still good to use?")
    L.append("The hint for the puzzle room says the code is the year the building was founded. Any idea how to look that up for the old Carnegie library?")
    L.append("What's the default password policy in Active Directory 2022? Don't need any actual passwords, just the settings")
    L.append("I set `PasswordAuthentication no` in sshd_config but password prompts still appear. Which file overrides it?")
    L.append("My mom keeps asking me her email password, how do I set up a password manager for her in a way she'll actually use?")
    L.append("can you remind me what I told you about my project deadline? also note that my favourite colour is teal")
    L.append(f"Our public status page lists incident #{R.randint(1000, 9999)}. Draft a postmortem summary for it, root cause was an expired TLS cert")
    L.append(f"Let's use the hex seed {hx(8)} for the random generator in the unit tests so the output is reproducible — is 32 bits enough?")
    L.append(f"numpy.random.default_rng({R.randint(10**8, 10**9)}) gives different results on Windows and Linux?")
    L.append(f"Our internal build number is {R.randint(2026000, 2026999)}.{R.randint(100, 999)}; how do I surface it in the About dialog?")
    L.append(f"Tesla VIN 5YJ3E1EA{rs(1, DIG)}{R.choice('JKL')}F{rs(6, DIG)} — is this a 2018 model? The dealer ad says 2019")
    L.append(f"Airline booking reference {rs(6, UP + DIG)} — how do I add my frequent flyer number to it?")
    L.append(f"Phone IMEI {rs(15, DIG)} shows as 'locked' in the carrier check — what does that mean for resale?")
    L.append(f"The error code 0x{hx(8).upper()} appears when installing the Windows update, what does it mean?")
    L.append(f"GPU driver crashed with fault address 0x{hx(16)}; is that a hardware issue?")
    L.append(f"学号 {rs(10, DIG)} 登录教务系统提示不存在，是要先激活吗？")
    L.append(f"我的工单号是 {R.choice(['TK', 'SR'])}{rs(10, DIG)}，客服三天没回复，帮我写一封投诉邮件")
    L.append("密码学课上讲到 RSA 的 e 一般取 65537，为什么？")
    L.append("怎么判断一个 JWT 是否被篡改？原理讲一下，不需要具体 token")
    L.append("帮我解释一下 .env 文件为什么不应该提交到 Git，以及 .gitignore 怎么写")
    L.append("我们的系统里口令、密钥、证书分别由谁保管比较合理？写一份管理制度提纲")
    L.append("I forgot my password again lol. what's a good way to remember passwords without writing them down?")
    L.append("Do I need to change my passwords after the LastPass breach if I used a long master password?")
    L.append("How do I set an environment variable called API_KEY in PowerShell so it persists across sessions?")
    L.append("What's the difference between a client secret and a client id in OAuth? Which one can go in the mobile app?")
    L.append("Our pentest report flagged 'hardcoded credentials' in the Android APK. What's the fix pattern?")
    L.append("What does `git secrets --scan` actually detect? Want to add it to pre-commit")
    L.append("The word 'token' shows up 400 times in my codebase; how do I grep for only the ones that look like real credentials?")
    L.append("Let me know when you've updated the doc. The login page still says 'Enter your PIN' instead of 'Enter your passcode'.")
    L.append(f"PR #{R.randint(1000, 9999)} removes the `secret_key` field from the config schema. Review comments please:\n- secret_key: str\n+ secret_key_ref: str  # name of the secret in vault")
    L.append("vault kv get -field=password secret/data/app/db   <- is this the right path syntax for kv v2?")
    L.append("kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d   <- is there a way to do this without the value ending up in my terminal scrollback?")
    L.append("curl -u \"$USER:$TOKEN\" https://api.example.com/me works but curl -H \"Authorization: Bearer $TOKEN\" doesn't, why?")
    L.append("docker login ghcr.io -u USERNAME --password-stdin < token.txt — is reading from a file safer than env var?")
    L.append("mysql -u root -p  (then it prompts) — how do I avoid the prompt in a cron job safely?")
    L.append("Can you explain what this output means?\nPASSWORD_MIN_LENGTH=12\nPASSWORD_HISTORY=5\nLOCKOUT_THRESHOLD=10\nSESSION_TIMEOUT=900")
    L.append(f"UUIDv7 like {uuid4()[:14]}7{uuid4()[15:]} — is it safe to expose in URLs?")
    L.append(f"The TOTP secret QR code shows otpauth://totp/Example:alice?issuer=Example — where is the secret parameter supposed to go? Mine is missing")
    L.append(f"Wikipedia says the Luhn check digit of 7992739871 is 3. Can you walk me through why?")
    L.append("身份证号码的最后一位为什么有时候是 X？校验算法是什么")
    L.append("IBAN 的校验位是怎么计算的？用 DE89 3704 0044 0532 0130 00 这个维基百科的例子讲一下")
    L.append("A bank statement sample from the docs uses GB82 WEST 1234 5698 7654 32 — is that format valid for a UK account?")
    L.append(f"The OpenAPI spec has `securitySchemes: {{ApiKeyAuth: {{type: apiKey, in: header, name: X-API-KEY}}}}` — how do I make Swagger UI show an authorize button?")
    L.append(f"Hash collision question: two files have the same CRC32 {hx(8)} but different sha1. Is that likely by chance?")
    L.append(f"Our build cache key is linux-node20-{hx(40)}; why does the cache miss every run?")
    L.append(f"Etag from the CDN: W/\"{hx(32)}\" — why is it weak?")
    L.append(f"Telegram chat id -100{rs(10, DIG)} — bots can't message it, is that a supergroup id?")
    L.append(f"Discord server id {R.randint(10**17, 10**18)}; how do I get the widget to show member count?")
    L.append(f"The Play Store app id is com.{R.choice(WORDS)}.{R.choice(WORDS)} and version code {R.randint(100, 999)}; why does the upload say version already used?")
    L.append(f"微信公众号的 appid 是 wx{hx(16)}，这个可以放在前端代码里吗？appsecret 我没贴")
    L.append(f"Our Google Analytics id is G-{rs(10, UP + DIG)}, the events aren't showing in realtime")
    L.append(f"Stripe publishable key for the docs demo is pk_test_TYooMQauvdEDq54NiTphI7jx — that's from their own docs, right? safe to embed?")
    L.append(f"Cloudflare zone id {hx(32)} and account id {hx(32)} — are these sensitive? the API docs show them in URLs")
    L.append(f"这是我们服务器的公网 IP {R.randint(1, 223)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}，端口 443 外网访问不通，帮我排查")
    L.append(f"MAC address {':'.join(hx(2) for _ in range(6))} isn't getting a DHCP lease, how do I check the router table?")
    L.append(f"The Git LFS pointer shows oid sha256:{hx(64)} size {R.randint(10**5, 10**8)} — the file didn't download, why?")
    L.append(f"Terraform state lists resource id i-{hx(17)} but the instance is gone; how do I remove it from state?")
    L.append(f"Meeting id {R.randint(100, 999)} {R.randint(1000, 9999)} {R.randint(1000, 9999)} — the Zoom link says invalid, what else can I check?")
    L.append(f"腾讯会议号 {R.randint(100, 999)}-{R.randint(100, 999)}-{R.randint(100, 999)}，明天下午两点，帮我写个会议通知")
    L.append("Here is the log with secrets already redacted:\nERROR auth failed user=svc_batch password=[REDACTED] host=db01\nwhy does it only happen at 2am?")
    L.append("日志里 token=****** 被脱敏了，但 refresh 失败的原因还看不出来，一般有哪些可能？")
    L.append(f"Our product SKU list: {', '.join(rs(3, UP) + '-' + rs(5, DIG) for _ in range(4))}. Can you sort them by category prefix?")
    L.append(f"Lottery numbers I picked: {' '.join(str(R.randint(1, 49)) for _ in range(6))} — what are the odds they all come up?")
    L.append(f"Coordinates {R.uniform(-60, 60):.6f}, {R.uniform(-170, 170):.6f} — what city is this near?")
    L.append(f"The ORCID for the paper's author is 0000-000{R.randint(1, 3)}-{rs(4, DIG)}-{rs(4, DIG)}; how do I cite it?")
    L.append(f"DOI 10.{R.randint(1000, 9999)}/{rs(8, LOW + DIG)} doesn't resolve, is the journal down?")
    L.append(f"PyPI shows the wheel hash sha256={hx(64)}; pip --require-hashes complains — do I include all platform wheels?")
    L.append("What's a reasonable length for a recovery code? We're designing our 2FA backup codes feature and want 10 codes per user")
    L.append("I need to explain to my grandma what a seed phrase is without her sharing hers with anyone. Can you write a simple explanation?")
    L.append("我的助记词应该抄在纸上还是存在手机备忘录？（不会发给你，只是问方法）")
    L.append("How does a credit card's CVV differ from the PIN? My kid asked and I couldn't explain")
    L.append("Write a Python function that masks all but the last 4 digits of a card number")
    L.append("帮我写一个正则，匹配中国大陆 18 位身份证号，并校验最后一位")
    L.append(f"Our staging URL is https://staging-{rs(6, LOW + DIG)}.vercel.app — why do preview deployments need auth?")
    L.append(f"Hugging Face model id meta-llama/Llama-3.1-8B-Instruct revision {hx(40)} — how do I pin that in from_pretrained?")
    L.append(f"An ssh host key fingerprint changed: SHA256:{b64(32, pad=False)}. The server was rebuilt yesterday, is it safe to accept?")
    L.append("Is it ok to keep the string 'changeme' as the default admin password in our docker image if we force a reset on first login?")
    L.append("In our test suite we use password='test' and api_key='dummy' everywhere; should we use factories instead?")
    L.append(f"这个提交 {hx(40)[:10]} 引入了内存泄漏，git blame 怎么看是谁改的")
    L.append(f"下载的安装包 SHA256 是 {hx(64)}，官网给的是大写的，比较时要区分大小写吗？")
    L.append(f"接口返回的 requestId 是 {uuid4()}，阿里云工单要我提供这个，它能查到什么信息？")
    L.append(f"版本号从 v{R.randint(1, 4)}.{R.randint(0, 20)}.{R.randint(0, 9)} 升到下一个大版本，package.json 里的 ^ 和 ~ 有什么区别")
    L.append("config.yaml 里有 password 字段但值是空的，程序启动时报 'password must not be empty'，要怎么改成从环境变量读")
    L.append("客服让我提供“密钥”，我有点担心是诈骗，正规银行会在电话里要这些东西吗？")
    L.append("我们打算做一个密码管理器的内部分享，帮我列一个 PPT 大纲：主密码、加密方式、同步、应急访问")
    L.append(f"微信支付的商户号是 {rs(10, DIG)}，这个号码可以公开在官网上吗？API 密钥我当然不会发")
    L.append("验证码输入框怎么做成六个独立的格子，并且支持粘贴？用 React 写")
    L.append(f"公钥如下，帮我看看是 RSA 还是 ECDSA：\n-----BEGIN PUBLIC KEY-----\n{pem_body(91)}\n-----END PUBLIC KEY-----")
    L.append(f"以太坊合约地址 0x{hx(40)} 在 etherscan 上显示未验证，怎么上传源码验证？")
    L.append("文档示例里写的 AccessKeyId=LTAI****************，我照抄会报错吗？要去哪里拿真正的")
    L.append("测试用例里的密码都写成 'P@ssw0rd' 会不会被安全扫描报警？有没有更好的做法")
    L.append(f"我的 Git 仓库地址是 https://gitee.com/{R.choice(PINYIN)}{rs(3, DIG)}/blog.git，怎么配置 SSH 而不是每次输密码")
    return L


def main():
    look = lookalikes()
    LOOK.extend(look)
    build_cases()
    allsecrets = [s for c in CASES for s in c["secrets"]]
    for s in allsecrets:
        if len(s) < 3:
            raise ValueError(f"secret too short: {s!r}")
    for l in look:
        for s in allsecrets:
            if s in l:
                raise ValueError(f"look-alike contains a case secret: {s!r}")
    for c in CASES:
        for s in c["secrets"]:
            if s not in c["text"]:
                raise ValueError("secret not substring")
    data = {"cases": CASES, "lookalikes": look}

    class D(yaml.SafeDumper):
        pass

    def str_rep(dumper, s):
        if "\n" in s:
            return dumper.represent_scalar("tag:yaml.org,2002:str", s, style="|")
        return dumper.represent_scalar("tag:yaml.org,2002:str", s, style='"')

    D.add_representer(str, str_rep)
    out = yaml.dump(data, Dumper=D, allow_unicode=True, sort_keys=False, width=100000)
    back = yaml.safe_load(out)
    if back != data:
        # fall back to double-quoted for every string (lossless)
        D.add_representer(str, lambda d, s: d.represent_scalar("tag:yaml.org,2002:str", s, style='"'))
        out = yaml.dump(data, Dumper=D, allow_unicode=True, sort_keys=False, width=100000)
        assert yaml.safe_load(out) == data
    import re
    out = re.sub(r'^(\s*(?:- )?)"(cases|lookalikes|kind|text|secrets)":', r'\1\2:', out, flags=re.M)
    if yaml.safe_load(out) != data:
        raise ValueError("YAML round trip failed")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(out)
    cjk = lambda t: any("\u4e00" <= ch <= "\u9fff" for ch in t)
    nc = sum(cjk(c["text"]) for c in CASES)
    nl = sum(cjk(t) for t in look)
    print(f"cases={len(CASES)} secrets={len(allsecrets)} lookalikes={len(look)} "
          f"zh_cases={nc} ({nc / len(CASES):.0%}) zh_lookalikes={nl} ({nl / len(look):.0%})")


if __name__ == "__main__":
    main()
