#!/usr/bin/env python3
"""Generator for heldout_v10.yaml: a frozen, blind held-out redaction test set.

Written blind (no project code, data or earlier test set read) by a helper session
on 2026-12-03. All values are fake and random (seed 20261204); formats that carry
check digits get real ones (Luhn, IBAN mod-97, French RIB key, Chinese resident ID).
"""
import base64
import hashlib
import json
import random
import string
import sys

import yaml

SEED = 20261204
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
ANL = LO + DI
ANU = UP + DI
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def s(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return s(n, HEX)


def digits(n, first_nonzero=True):
    d = s(n, DI)
    if first_nonzero and d[0] == "0":
        d = str(R.randint(1, 9)) + d[1:]
    return d


with open(__file__, encoding="utf-8") as _f:
    _SRC = _f.read()


def sdig(n, first_nonzero=True):
    """Digits for a short secret (PIN, CVV, code) that occur nowhere in this source file,
    so no fixed look-alike text can contain it."""
    while True:
        v = digits(n, first_nonzero)
        if v not in _SRC:
            return v


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64body(nbytes):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode()


def jwt(payload):
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    pl = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{hdr}.{pl}.{s(43, B64U)}"


EN_WORDS = ["maple", "harbor", "violet", "copper", "falcon", "cedar", "nimbus", "pepper", "tundra",
            "walrus", "orchid", "quartz", "saffron", "bramble", "lantern", "pickle", "mango", "otter",
            "glacier", "thistle", "rocket", "juniper", "tangerine", "pebble", "sparrow", "biscuit"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjing", "lixia", "huanglei", "zhaomin", "sunli",
          "woaini", "xiaobao", "tiantian", "nuonuo", "dabai", "mengmeng", "haoyun", "pingan"]
SYMS = "!@#$%&*?-_."


def pw():
    k = R.randrange(6)
    if k == 0:
        return R.choice(EN_WORDS).capitalize() + R.choice(SYMS) + digits(4)
    if k == 1:
        return s(R.randint(14, 20), AN + "!#%&*-_")
    if k == 2:
        return "-".join(R.choice(EN_WORDS) for _ in range(3)) + digits(2)
    if k == 3:
        return R.choice(PINYIN).capitalize() + R.choice("@#.!") + str(R.randint(1975, 2012))
    if k == 4:
        return s(3, UP) + s(4, LO) + R.choice(SYMS) + digits(3) + s(2, AN)
    return R.choice(EN_WORDS) + digits(3) + R.choice(SYMS) + R.choice(EN_WORDS).upper()


def cn_pw():
    return R.choice(PINYIN).capitalize() + R.choice("@#.!") + str(R.randint(1975, 2012)) if R.random() < .5 else \
        R.choice(PINYIN) + digits(6)


# ---------- check-digit formats ----------
def luhn_digit(partial):
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


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


def card(prefix, length):
    body = prefix + s(length - len(prefix) - 1, DI)
    n = body + luhn_digit(body)
    assert luhn_ok(n)
    return n


def group(n, sizes, sep=" "):
    out, i = [], 0
    for z in sizes:
        out.append(n[i:i + z])
        i += z
    return sep.join(out)


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    ib = f"{cc}{check:02d}{bban}"
    num2 = "".join(str(int(c, 36)) for c in ib[4:] + ib[:4])
    assert int(num2) % 97 == 1
    return ib


def iban_de():
    return iban("DE", digits(8) + s(10, DI))


def iban_gb():
    return iban("GB", R.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + s(6, DI) + s(8, DI))


def iban_fr():
    bank, branch, acct = digits(5), s(5, DI), s(11, DI)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return iban("FR", f"{bank}{branch}{acct}{key:02d}")


def iban_nl():
    return iban("NL", R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + s(10, DI))


def spaced4(x):
    return " ".join(x[i:i + 4] for i in range(0, len(x), 4))


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_MAP = "10X98765432"


def cn_id():
    region = R.choice(["110105", "310115", "440305", "330106", "510107", "420111", "320102", "370202"])
    y = R.randint(1962, 2003)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    body = f"{region}{y}{m:02d}{d:02d}{R.randint(0, 999):03d}"
    chk = CN_MAP[sum(int(a) * w for a, w in zip(body, CN_W)) % 11]
    return body + chk


def ssn():
    a = R.randint(1, 665)
    return f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"


def nino():
    p1 = R.choice("ABCEGHJKLMNPRSTWXYZ")
    p2 = R.choice("ABCEGHJKLMNPRSTWXYZ")
    return f"{p1}{p2} {s(2, DI)} {s(2, DI)} {s(2, DI)} {R.choice('ABCD')}"


BIP39 = ["abandon", "ability", "absorb", "abstract", "access", "acoustic", "adapt", "advice", "afford",
         "agent", "airport", "alarm", "album", "alley", "amateur", "anchor", "ancient", "angle", "ankle",
         "antenna", "apology", "arctic", "arena", "armor", "arrow", "artwork", "aspect", "athlete",
         "auction", "autumn", "avocado", "awkward", "bacon", "badge", "bridge", "castle", "dolphin",
         "eagle", "fabric", "garden", "hammer", "island", "jungle", "kitten", "ladder", "magnet",
         "napkin", "ocean", "palace", "rabbit", "saddle", "tackle", "umbrella", "valley", "wagon",
         "yellow", "zebra", "canyon", "velvet", "orbit", "pilot", "shrimp", "timber", "wrist"]


def bitlocker():
    # 48-digit BitLocker recovery password: 8 blocks of 6 digits, each block divisible by 11
    return "-".join(f"{11 * R.randint(0, 65535):06d}" for _ in range(8))


def seed_phrase(n=12):
    return " ".join(R.sample(BIP39, n))


def pem_body(nlines, width=64, last=None, prefix=""):
    raw = prefix + b64body(nlines * 48 + 40)[len(prefix):]
    lines = [raw[i:i + width] for i in range(0, nlines * width, width)]
    if last:
        lines.append(raw[nlines * width:nlines * width + last])
    return "\n".join(lines)


# ---------- case collection ----------
CASES = []
LOOK = []


def add(kind, text, *secrets):
    for sec in secrets:
        if sec not in text:
            raise ValueError(f"secret not in text for kind {kind}: {sec!r}")
    if not secrets:
        raise ValueError("case without secret")
    CASES.append({"kind": kind, "text": text, "secrets": list(secrets)})


LOOK_FNS = []


def look(text):
    LOOK_FNS.append(text)


# ===================== CASES =====================
# --- env files ---
k1 = "sk-proj-" + s(48, B64U) + "T3BlbkFJ" + s(48, B64U)
p1 = pw()
add("env", f"""my app can't see these vars after I deploy, here's the .env:

NODE_ENV=production
PORT=8080
OPENAI_API_KEY={k1}
DATABASE_URL=postgres://app_rw:{p1}@db.internal.lan:5432/app
LOG_LEVEL=info""", k1, p1)

k2, k3 = "sk_live_" + s(99, AN), "whsec_" + s(32, AN)
add("env", f"""STRIPE_SECRET_KEY={k2}
STRIPE_WEBHOOK_SECRET={k3}
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{s(99, AN)}

^ webhook signature verification keeps failing with these, what am I missing?""", k2, k3)

k4 = "sk-ant-api03-" + s(93, B64U) + "AA"
add("env", f"""帮我看下为什么 python-dotenv 读不到这个变量，.env 文件内容如下：
ANTHROPIC_API_KEY={k4}
MODEL_NAME=claude-sonnet
MAX_TOKENS=4096""", k4)

a1, a2 = "AKIA" + s(16, ANU), s(40, AN + "+/")
add("env", f"""export AWS_ACCESS_KEY_ID={a1}
export AWS_SECRET_ACCESS_KEY={a2}
export AWS_DEFAULT_REGION=eu-central-1
aws s3 ls   # -> An error occurred (SignatureDoesNotMatch). why??""", a1, a2)

k7 = "hf_" + s(34, AN)
add("env", f"""在 Colab 里这样设置的：
%env HF_TOKEN={k7}
然后 from_pretrained 还是提示 gated repo 没权限，是 token 权限不够吗？""", k7)

# --- cloud creds ---
a3, a4 = "LTAI5t" + s(18, AN), s(30, AN)
add("cloud", f"""阿里云 OSS 上传一直报 SignatureDoesNotMatch，我的配置：
AccessKey ID：{a3}
AccessKey Secret：{a4}
Bucket 在华东1（杭州），endpoint 用的 oss-cn-hangzhou.aliyuncs.com""", a3, a4)

a5, a6 = "AKID" + s(32, AN), s(32, AN)
add("cloud", f"""腾讯云 COS 的 SDK 初始化是这么写的吗？
secret_id = '{a5}'
secret_key = '{a6}'
region = 'ap-guangzhou'""", a5, a6)

a7 = b64body(64)
add("cloud", f"""Azure function can't reach the blob container. Connection string from the portal:
DefaultEndpointsProtocol=https;AccountName=stprodlogs01;AccountKey={a7};EndpointSuffix=core.windows.net""", a7)

gk_id, gk_body = hx(40), pem_body(6, 64, 20, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ").replace("\n", "\\n")
add("json", f"""this is the service account json, the GCS client says invalid_grant:
{{
  "type": "service_account",
  "project_id": "orbit-analytics-4471",
  "private_key_id": "{gk_id}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{gk_body}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "etl-runner@orbit-analytics-4471.iam.gserviceaccount.com",
  "client_id": "{digits(21)}"
}}""", gk_id, gk_body)

a8 = s(40, AN + "+/")
add("ini", f"""~/.aws/credentials looks like this, boto3 still picks up the wrong profile:

[default]
region = us-east-1

[prod-admin]
aws_access_key_id = AKIA{(a9 := s(16, ANU))}
aws_secret_access_key = {a8}""", "AKIA" + a9, a8)

k9 = "hvs." + s(24, AN)
add("cli", f"""vault login {k9}
Error authenticating: error looking up token: Code: 403. Errors: permission denied
the token was working yesterday""", k9)

# --- CLI ---
k10 = "ghp_" + s(36, AN)
add("cli", f"""curl -s -H "Authorization: Bearer {k10}" https://api.github.com/user/repos?per_page=100 | jq '.[].full_name'
only returns public repos, why?""", k10)

p3 = pw().replace("'", "").replace("&", "").replace("*", "").replace("#", "").replace("?", "")
add("cli", f"""mysql -h 10.0.3.12 -u root -p{p3.replace('"', '')} shop -e "SHOW PROCESSLIST"
ERROR 2003 (HY000): Can't connect to MySQL server on '10.0.3.12:3306' (110)""", p3.replace('"', ''))

p4 = pw()
add("cli", f"""PGPASSWORD='{p4}' psql -h analytics-db.internal -U analyst -d warehouse -c '\\dt'
works from my laptop but not from the cron container""", p4)

k11 = "glpat-" + s(20, B64U)
add("cli", f"""docker login registry.gitlab.com -u deploy-bot -p {k11}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Error response from daemon: Get "https://registry.gitlab.com/v2/": unauthorized: HTTP Basic: Access denied""", k11)

k12 = "ghp_" + s(36, AN)
add("cli", f"""git clone https://mira-k:{k12}@github.com/northwind-labs/infra-live.git
fatal: Authentication failed — do classic tokens need the repo scope for private clones?""", k12)

k14 = "npm_" + s(36, AN)
add("cli", f"""npm config set //registry.npmjs.org/:_authToken {k14}
npm publish --access public
npm ERR! 403 You may not perform that action with these credentials.""", k14)

p5 = pw().replace("'", "")
add("cli", f"""sshpass -p '{p5}' ssh -o StrictHostKeyChecking=no deploy@203.0.113.24 'sudo systemctl restart api'
how do I make this not hang when the host key changed""", p5)

p7 = pw().replace("'", "").replace('"', "")
add("cli", f"""运行 mongosh "mongodb+srv://admin:{p7}@cluster0.x7qpn.mongodb.net/prod" 一直卡在 Connecting，IP 白名单已经加了 0.0.0.0/0""", p7)

k17 = "github_pat_11" + s(22, ANU) + "_" + s(59, AN)
add("cli", f"""echo {k17} | gh auth login --with-token
error validating token: missing required scope 'read:org'""", k17)

p8 = pw().replace("'", "")
add("cli", f"""curl -u ops-admin:'{p8}' -X POST https://jenkins.corp.example.net/job/deploy-prod/buildWithParameters?TAG=v2.14.0
returns 403 No valid crumb was included in the request""", p8)

k18 = "dckr_pat_" + s(27, B64U)
add("cli", f"""在 CI 里用的是：echo "{k18}" | docker login -u mengfan --password-stdin
本地可以，流水线里报 unauthorized: incorrect username or password""", k18)

# --- code ---
k20 = "sk-proj-" + s(48, B64U) + "T3BlbkFJ" + s(48, B64U)
add("code", f"""from openai import OpenAI

client = OpenAI(api_key="{k20}")
resp = client.chat.completions.create(model="gpt-4o-mini", messages=[{{"role": "user", "content": "hi"}}])
print(resp.choices[0].message.content)

getting RateLimitError on the very first call, is my account not funded?""", k20)

p9 = pw().replace('"', "")
add("code", f"""r = requests.get(
    "https://reports.intra.acme.io/api/v2/export",
    auth=("svc_reporting", "{p9}"),
    params={{"from": "2026-11-01"}},
    timeout=30,
)
why does this return 401 when the same creds work in the browser""", p9)

p10 = pw().replace('"', "")
add("code", f"""conn = psycopg2.connect(host="10.20.0.15", port=5432, user="etl", password="{p10}", dbname="dw")
cur = conn.cursor()
cur.execute("select count(*) from fact_orders")
can you convert this to sqlalchemy 2.0 style?""", p10)

k21 = "SEC" + hx(64)
add("code", f"""# 钉钉机器人加签，临时写死，上线前删
import time, hmac, hashlib, base64, urllib.parse
secret = '{k21}'
timestamp = str(round(time.time() * 1000))
string_to_sign = f'{{timestamp}}\\n{{secret}}'
签名算出来总是 310000 sign not match，哪里错了？""", k21)

k22 = "sk_live_" + s(24, AN)
add("code", f"""const stripe = require('stripe')('{k22}');
const session = await stripe.checkout.sessions.create({{ mode: 'payment', line_items, success_url }});
TypeError: stripe.checkout is undefined ??""", k22)

k24 = jwt({"iss": "supabase", "ref": s(20, LO), "role": "service_role", "iat": 1730000000, "exp": 2045576000})
add("code", f"""import {{ createClient }} from '@supabase/supabase-js'
const supabase = createClient('https://{s(20, LO)}.supabase.co', '{k24}')
// is it ok to ship this in the react bundle? RLS is on""", k24)

p11 = pw().replace('"', "").replace("@", "#")
add("code", f"""db, err := sql.Open("mysql", "orders_app:{p11}@tcp(127.0.0.1:3306)/orders?parseTime=true&loc=UTC")
if err != nil {{
    log.Fatal(err)
}}
the pool keeps dying after 8 hours, what settings do I need""", p11)

p12 = pw().replace('"', "")
add("code", f"""Connection conn = DriverManager.getConnection(
        "jdbc:postgresql://hr-db.corp:5432/hr", "hr_admin", "{p12}");
PreparedStatement ps = conn.prepareStatement("SELECT * FROM employees WHERE dept = ?");
how do I move this to HikariCP""", p12)

p13 = pw().replace(";", "").replace('"', "")
add("code", f"""var cs = "Server=tcp:sql-prod-weu.database.windows.net,1433;Initial Catalog=crm;User ID=crmapp;Password={p13};Encrypt=True;Connection Timeout=30;";
using var conn = new SqlConnection(cs);
EF Core migrations time out against this, any idea?""", p13)

p14 = pw().replace('"', "")
add("code", f"""<?php
$conn = mysqli_connect("localhost", "wp_shop", "{p14}", "wordpress");
if (!$conn) {{ die("Connection failed: " . mysqli_connect_error()); }}
is mysqli still ok in php 8.3 or should I use PDO""", p14)

k25 = hx(32)
add("code", f"""account_sid = 'AC{hx(32)}'
auth_token = '{k25}'
@client = Twilio::REST::Client.new(account_sid, auth_token)
@client.messages.create(from: '+15005550006', to: params[:phone], body: 'Your code')
getting Twilio::REST::RestError 20003""", k25)

k26 = s(32, AN)
add("code", f"""let resp = reqwest::Client::new()
    .post("https://api.mistral.ai/v1/chat/completions")
    .bearer_auth("{k26}")
    .json(&body)
    .send()
    .await?;
how do I stream this instead""", k26)

k27 = "AIza" + s(35, B64U)
add("code", f"""android {{
  defaultConfig {{
    buildConfigField "String", "MAPS_API_KEY", "\\"{k27}\\""
  }}
}}
the map shows grey tiles on release builds only""", k27)

k28 = hx(32)
add("code", f"""// admin key, only used by the sync script
let client = SearchClient(appID: "X7KQ2M1B9P", apiKey: "{k28}")
let index = client.index(withName: "products")
is there a way to batch partial updates?""", k28)

k29 = "sk-" + hx(32)
add("code", f"""用 DeepSeek 的接口报 401，代码：
client = OpenAI(api_key="{k29}", base_url="https://api.deepseek.com")
模型名写的 deepseek-chat，余额还有 50 元""", k29)

k30 = s(32, AN)
add("code", f"""微信支付 v3 回调解密失败，AEAD_AES_256_GCM 用的 key 是商户平台设置的 APIv3 密钥：
api_v3_key = "{k30}"
nonce 和 associated_data 都是从回调里取的，是不是要 encode 成 bytes？""", k30)

k31 = "django-insecure-" + s(50, LO + DI + "!@#%^&*(-_=+)")
add("code", f"""settings.py:
SECRET_KEY = '{k31}'
DEBUG = False
ALLOWED_HOSTS = ['api.lumenpost.io']
Getting 400 Bad Request on every page after turning DEBUG off""", k31)

p15 = pw().replace("'", "")
add("code", f"""conn = Connection(server, 'cn=admin,dc=northwind,dc=org', '{p15}', auto_bind=True)
conn.search('ou=people,dc=northwind,dc=org', '(uid=jdoe)', attributes=['mail'])
ldap3 raises LDAPBindError only in docker""", p15)

k32 = hx(32)
add("code", f"""I accidentally committed config/master.key, its content is
{k32}
do I need to rotate everything in credentials.yml.enc or just the key?""", k32)

# --- yaml / compose / k8s / CI ---
p16 = pw()
add("yaml", f"""spring:
  datasource:
    url: jdbc:mysql://rm-bp1x2y3z.mysql.rds.aliyuncs.com:3306/orders
    username: order_svc
    password: "{p16}"
  jpa:
    hibernate:
      ddl-auto: validate
Hikari says "Connection is not available, request timed out after 30000ms" under load""", p16)

p17, k34 = cn_pw(), s(64, AN)
add("yaml", f"""application-prod.yml 配置如下，启动时 redis 连不上：
spring:
  redis:
    host: 10.0.8.21
    port: 6379
    password: {p17}
jwt:
  secret: {k34}
  expire: 7200""", p17, k34)

p18, p19 = pw().replace('"', ""), pw().replace('"', "")
add("compose", f"""services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: "{p18}"
  pgadmin:
    image: dpage/pgadmin4
    environment:
      PGADMIN_DEFAULT_EMAIL: admin@local.test
      PGADMIN_DEFAULT_PASSWORD: "{p19}"
    ports: ["5050:80"]
pgadmin can't reach db by hostname""", p18, p19)

p20 = pw()
p20b = base64.b64encode(p20.encode()).decode()
add("k8s", f"""apiVersion: v1
kind: Secret
metadata:
  name: orders-db
type: Opaque
data:
  username: {base64.b64encode(b'orders').decode()}
  password: {p20b}
the pod gets CreateContainerConfigError, secret exists in the namespace""", p20b)

k35 = "xoxb-" + digits(12) + "-" + digits(13) + "-" + s(24, AN)
add("ci", f"""name: notify
on: [push]
jobs:
  ping:
    runs-on: ubuntu-latest
    env:
      SLACK_BOT_TOKEN: {k35}
    steps:
      - run: curl -s -X POST -H "Authorization: Bearer $SLACK_BOT_TOKEN" -d channel=C04ALERTS -d text=deployed https://slack.com/api/chat.postMessage
works locally, action posts nothing""", k35)

k36 = "squ_" + hx(40)
add("ci", f""".gitlab-ci.yml 里：
sonarqube-check:
  image: sonarsource/sonar-scanner-cli:latest
  variables:
    SONAR_HOST_URL: "https://sonar.inner.example.cn"
    SONAR_TOKEN: "{k36}"
  script:
    - sonar-scanner
扫描报 Not authorized，token 是项目级的""", k36)

p21 = pw()
add("ci", f"""- name: Deploy
  uses: appleboy/ssh-action@v1
  with:
    host: 198.51.100.40
    username: ubuntu
    password: {p21}
    script: cd /srv/app && git pull && pm2 reload all
can I switch this to key auth without changing the server""", p21)

# --- json / toml / ini / xml / properties / hcl ---
k37 = "MT" + s(24, AN) + "." + s(6, B64U) + "." + s(38, B64U)
add("json", f"""config.json for my discord bot:
{{
  "prefix": "!",
  "token": "{k37}",
  "ownerId": "{digits(18)}"
}}
client.login throws TokenInvalid""", k37)

k38 = s(32, AN)
add("json", f"""飞书自建应用拿 tenant_access_token 报 10014 app secret invalid，配置：
{{
  "app_id": "cli_{hx(16)}",
  "app_secret": "{k38}"
}}""", k38)

k39 = "cio" + s(32, AN)
add("toml", f"""~/.cargo/credentials.toml

[registry]
token = "{k39}"

cargo publish says "the remote server responded with an error: this crate exists but you don't seem to be an owner" """.rstrip(), k39)

p22 = pw().replace('"', "")
add("toml", f""".streamlit/secrets.toml:
[connections.snowflake]
account = "xy12345.eu-west-1"
user = "STREAMLIT_RO"
password = "{p22}"
warehouse = "COMPUTE_WH"
st.connection("snowflake") hangs forever""", p22)

p23 = pw()
add("ini", f"""[client]
user=backup
password={p23}
host=127.0.0.1

this is /root/.my.cnf, mysqldump still asks for a password when run from cron""", p23)

k40 = "pypi-AgENdGVzdC5weXBpLm9yZw" + s(120, B64U)
add("ini", f"""~/.pypirc
[distutils]
index-servers = testpypi

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = {k40}""", k40)

p24 = pw().replace("<", "").replace("&", "")
add("xml", f"""<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deployer</username>
      <password>{p24}</password>
    </server>
  </servers>
</settings>
mvn deploy gets 401 from nexus, the id matches distributionManagement""", p24)

k41 = "SG." + s(22, B64U) + "." + s(43, B64U)
add("xml", f"""<appSettings>
  <add key="SendGridKey" value="{k41}" />
  <add key="FromAddress" value="no-reply@harborline.net" />
</appSettings>
how do I move this into Azure Key Vault references?""", k41)

gm = " ".join(s(4, LO) for _ in range(4))
add("properties", f"""spring.mail.host=smtp.gmail.com
spring.mail.port=587
spring.mail.username=ops.alerts.hb@gmail.com
spring.mail.password={gm}
spring.mail.properties.mail.smtp.starttls.enable=true
535-5.7.8 Username and Password not accepted - it's an app password though""", gm)

p25 = cn_pw()
add("properties", f"""jdbc.properties 是这样的：
jdbc.driver=com.mysql.cj.jdbc.Driver
jdbc.url=jdbc:mysql://192.168.1.50:3306/erp?useSSL=false&serverTimezone=Asia/Shanghai
jdbc.username=erp
jdbc.password={p25}
启动报 Public Key Retrieval is not allowed，怎么改？""", p25)

a10, a11 = "AKIA" + s(16, ANU), s(40, AN + "+/")
add("hcl", f"""provider "aws" {{
  region     = "us-west-2"
  access_key = "{a10}"
  secret_key = "{a11}"
}}
terraform plan works but I know this is bad, what's the cleanest way to switch to a profile?""", a10, a11)

k42 = s(40, AN + "_-")
add("hcl", f"""provider "cloudflare" {{
  api_token = "{k42}"
}}
resource "cloudflare_record" "www" {{ zone_id = var.zone_id, name = "www", value = "203.0.113.9", type = "A" }}
Error: failed to create DNS record: Authentication error (10000)""", k42)

# --- logs / traces ---
k44 = "sk-ant-api03-" + s(93, B64U) + "AA"
add("log", f"""2026-12-01 09:14:22,881 DEBUG httpx: Request headers: {{'host': 'api.anthropic.com', 'x-api-key': '{k44}', 'anthropic-version': '2023-06-01', 'content-type': 'application/json'}}
2026-12-01 09:14:23,102 DEBUG httpx: HTTP/1.1 529 Overloaded
how do I add retries with backoff?""", k44)

t1 = s(40, AN)
add("log", f"""nginx access log is full of these, is someone scanning us?
185.220.101.7 - - [02/Dec/2026:03:11:52 +0000] "GET /api/export?format=csv&token={t1} HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"
the token is the one our reporting cron uses""", t1)

p26 = cn_pw()
add("log", f"""日志里居然把密码打出来了：
[2026-11-30 22:41:07] INFO  c.x.auth.LoginController - login attempt user=wangfang password={p26} ip=10.2.3.44
这个 logback 怎么配置脱敏？""", p26)

p27 = pw().replace("@", "#").replace("/", "")
add("trace", f"""Traceback (most recent call last):
  File "/app/worker.py", line 41, in <module>
    engine.connect()
sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "pg-main.internal" (10.0.4.7), port 5432 failed: FATAL:  password authentication failed for user "worker"
(Background on this error at: https://sqlalche.me/e/20/e3q8)
engine = create_engine("postgresql+psycopg2://worker:{p27}@pg-main.internal:5432/jobs")
the password is definitely right, I can log in with psql""", p27)

k45 = hx(32)
add("trace", f"""AxiosError: Request failed with status code 429
    at settle (/srv/node_modules/axios/lib/core/settle.js:19:12)
  config: {{
    url: 'https://api.example-geo.io/v1/lookup',
    method: 'get',
    headers: AxiosHeaders {{
      Accept: 'application/json',
      'X-API-Key': '{k45}',
      'User-Agent': 'axios/1.7.2'
    }}
  }}""", k45)

k46 = "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hx(32)
add("log", f"""slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://www.slack.com/api/conversations.history)
The server responded with: {{'ok': False, 'error': 'missing_scope', 'needed': 'channels:history'}}
token used: {k46}""", k46)

# --- headers / cookies ---
bu, bp = "grafana-reader", pw()
bb = base64.b64encode(f"{bu}:{bp}".encode()).decode()
add("header", f"""raw request from devtools:
GET /api/dashboards/uid/k8s-overview HTTP/1.1
Host: grafana.ops.example.org
Authorization: Basic {bb}
Accept: application/json
it returns the login page html instead of json""", bb)

k47 = hx(32)
add("header", f"""POST https://my-aoai-eastus.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-06-01
api-key: {k47}
Content-Type: application/json
-> 404 DeploymentNotFound, the deployment name is right""", k47)

k48 = jwt({"sub": digits(8), "name": "李娜", "role": "admin", "exp": 1765000000})
add("header", f"""前端请求头是这样的，后端一直返回 401：
Authorization: Bearer {k48}
Content-Type: application/json
是不是 token 过期了？怎么看 exp""", k48)

c1 = s(32, LO + DI)
add("cookie", f"""Cookie: csrftoken={s(32, AN)}; sessionid={c1}; django_language=en
copied from my browser, requests.get with this cookie still redirects to /login/ - what header am I missing?""", c1)

c2 = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + s(22, B64U) + "." + s(180, B64U) + "." + s(22, B64U)
add("cookie", f"""Set-Cookie: __Secure-next-auth.session-token={c2}; Path=/; Expires=Sat, 02 Jan 2027 10:00:00 GMT; HttpOnly; Secure; SameSite=Lax
why does getServerSession return null right after this?""", c2)

k49 = "SSWS 00" + s(40, B64U)
add("header", f"""curl -H "Accept: application/json" -H "Authorization: {k49}" "https://dev-481516.okta.com/api/v1/users?limit=25"
returns E0000011 Invalid token provided""", k49[5:])

# --- URLs ---
k50 = hx(32)
add("url", f"""https://api.openweathermap.org/data/2.5/weather?q=Porto&units=metric&appid={k50}
this works in the browser but fetch() from my page gives a CORS error?""", k50)

k51 = hx(32)
add("url", f"""高德地理编码接口返回 INVALID_USER_SCODE：
https://restapi.amap.com/v3/geocode/geo?address=北京市朝阳区阜通东大街6号&output=JSON&key={k51}
key 类型选的是 Web端(JS API)""", k51)

k52 = hx(48)
add("url", f"""jupyter is running on the remote box, I open http://127.0.0.1:8888/lab?token={k52} through the ssh tunnel and it says 403 on kernels""", k52)

p28 = pw().replace("@", "").replace("/", "").replace(":", "")
add("url", f"""amqp://orders:{p28}@rabbit-01.internal:5672/%2Fprod
celery can't connect with this broker url, says ACCESS_REFUSED""", p28)

p29 = s(24, AN)
add("url", f"""REDIS_URL=rediss://default:{p29}@apn1-eager-lynx-33812.upstash.io:33812
ioredis: Error: WRONGPASS invalid username-password pair""", p29)

# --- webhooks ---
w1 = "T0" + s(8, ANU) + "/B0" + s(8, ANU) + "/" + s(24, AN)
add("webhook", f"""curl -X POST -H 'Content-type: application/json' --data '{{"text":"build finished"}}' https://hooks.slack.com/services/{w1}
returns invalid_payload""", w1)

w2 = s(68, B64U)
add("webhook", f"""my discord webhook stopped working after I renamed the channel: https://discord.com/api/webhooks/{digits(19)}/{w2}""", w2)

w3 = hx(64)
add("webhook", f"""钉钉机器人发消息返回 errcode 310000 keywords not in content：
https://oapi.dingtalk.com/robot/send?access_token={w3}
安全设置里关键词填的是「告警」""", w3)

w4 = uuid4()
add("webhook", f"""企业微信群机器人这样调为什么 invalid webhook url？
curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={w4}' -H 'Content-Type: application/json' -d '{{"msgtype":"text","text":{{"content":"部署完成"}}}}'""", w4)

w5 = uuid4()
add("webhook", f"""飞书自定义机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/{w5}
开了签名校验之后就发不出去了，签名怎么算？""", w5)

# --- private keys ---
pk1 = pem_body(25, 64, 40, "MIIEowIBAAKCAQEA")
add("pem", f"""nginx won't start: SSL_CTX_use_PrivateKey failed. this is the key file:
-----BEGIN RSA PRIVATE KEY-----
{pk1}
-----END RSA PRIVATE KEY-----""", pk1)

sk1 = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + pem_body(4, 70, 30)
add("pem", f"""ssh says "Load key id_ed25519: invalid format" for this, copied it from my old laptop:
-----BEGIN OPENSSH PRIVATE KEY-----
{sk1}
-----END OPENSSH PRIVATE KEY-----""", sk1)

pk2 = pem_body(3, 64, 28, "MHcCAQEEI")
add("pem", f"""这个证书的私钥配到 nginx 里报 key values mismatch：
-----BEGIN EC PRIVATE KEY-----
{pk2}
-----END EC PRIVATE KEY-----
证书是阿里云免费 DV 下载的 nginx 版本""", pk2)

pk3 = pem_body(12, 64, 16, "lQdGBG")
add("pem", f"""GPG export for the release signing key (so you can help me import it on the build box):
-----BEGIN PGP PRIVATE KEY BLOCK-----

{pk3}
=Xq7v
-----END PGP PRIVATE KEY BLOCK-----""", pk3)

# --- payment cards ---
c_v = card("4", 16)
cvv1 = sdig(3)
add("card", f"""Can you fill the checkout form for me: card {group(c_v, [4,4,4,4])}, exp 08/29, CVV {cvv1}, name Daniel Okafor, zip 94110""", group(c_v, [4, 4, 4, 4]), cvv1)

c_u = card("62", 16)
cvv2 = sdig(3)
add("card", f"""帮我记一下，下次订酒店用：信用卡号 {c_u}，有效期 11/28，背面安全码 {cvv2}，持卡人 陈静""", c_u, cvv2)

c_a = card(R.choice(["34", "37"]), 15)
cid = sdig(4)
add("card", f"""amex for the team offsite booking: {group(c_a, [4,6,5])} exp 03/28 security code {cid} (4 digits on the front)""", group(c_a, [4, 6, 5]), cid)

c_m = card("5" + R.choice("12345"), 16)
cvv3 = sdig(3)
add("card", f"""my mastercard {group(c_m, [4,4,4,4], '-')} keeps getting declined on AWS billing, expiry 02/27 cvc {cvv3}, is it the 3DS thing?""", group(c_m, [4, 4, 4, 4], "-"), cvv3)

# --- bank ---
ib1 = iban_de()
add("bank", f"""Please draft a message to my landlord saying the December rent will go to my new account: IBAN {spaced4(ib1)}, BIC COBADEFFXXX, account holder Lena Vogt""", spaced4(ib1))

ib2 = iban_gb()
add("bank", f"""invoice footer should say: Payment to Brightwell Studio Ltd, sort code {ib2[8:10]}-{ib2[10:12]}-{ib2[12:14]}, account {ib2[14:]}, IBAN {ib2}. can you format it nicely in LaTeX?""", ib2[14:], ib2)

ib3 = iban_fr()
add("bank", f"""Pour le virement de la caution : {spaced4(ib3)} — can you translate the rest of the landlord's email for me?""", spaced4(ib3))

acct_us = digits(10)
add("bank", f"""setting up direct deposit, routing 021000021 and my checking account number is {acct_us}. which one goes in the "DFI account" field?""", acct_us)

acct_cn = "6217" + s(15, DI)
add("bank", f"""帮我写个转账说明：收款人 刘洋，开户行 中国建设银行北京望京支行，账号 {acct_cn}，金额 3,200 元，用途 房租""", acct_cn)

# --- national ids ---
id1 = cn_id()
add("national_id", f"""帮我把这个填进租房合同模板里：乙方 张伟，身份证号 {id1}，联系电话留空""", id1)

id2 = cn_id()
add("national_id", f"""我妈的身份证号是 {id2}，帮我看看 12306 添加乘客为什么提示身份信息核验未通过""", id2)

id3 = ssn()
add("national_id", f"""the W-9 asks for my SSN, it's {id3}. do I put it in part I or use my EIN instead as a single-member LLC?""", id3)

id4 = nino()
add("national_id", f"""HMRC form wants my National Insurance number — {id4}. Is the box with letters only for the prefix?""", id4)

pp1 = R.choice("CFGHJK") + s(8, "CFGHJKLMNPRTVWXYZ0123456789")
add("national_id", f"""for the visa application: passport no. {pp1}, issued 2021-06-14 in Munich, expires 2031-06-13. can you fill section 3?""", pp1)

# --- PINs, codes ---
pin1 = sdig(4)
add("pin", f"""remind me next week: my new debit card PIN is {pin1}, the old one stops working on the 15th""", pin1)

pin2 = sdig(6, False)
add("pin", f"""我老是忘，帮我记住：工行卡取款密码 {pin2}""", pin2)

puk = sdig(8)
add("pin", f"""phone is locked after 3 wrong SIM PINs, the carrier card says PUK {puk}. where do I type it on a Pixel?""", puk)

otp1 = sdig(6)
add("otp", f"""Pasted from SMS: "Your Microsoft account security code is {otp1}. Don't share it." — is this legit or phishing? I didn't request it""", otp1)

otp2 = sdig(6)
add("otp", f"""【招商银行】您的动态验证码为{otp2}，5分钟内有效，请勿泄露。—— 这条短信是我刚才登录收到的，为什么每次都要验证""", otp2)

ts1 = s(32, B32)
add("totp", f"""otpauth://totp/Northwind:jamie@northwind.io?secret={ts1}&issuer=Northwind&digits=6&period=30
can you generate a QR code from this so I can add it to my second phone""", ts1)

ts2 = " ".join(s(4, B32.lower()) for _ in range(8))
add("totp", f"""扫码扫不了，页面上显示手动输入密钥：{ts2}，这个在 Google Authenticator 里选「基于时间」吗？""", ts2)

rc = [f"{hx(5)}-{hx(5)}" for _ in range(4)]
add("recovery", "GitHub recovery codes, keep them for me please:\n" + "\n".join(rc) + "\n(the other 12 are in my drawer)", *rc)

rc2 = ["-".join(s(4, ANU) for _ in range(7)) for _ in range(2)]
add("recovery", f"""Apple recovery key is {rc2[0]} and the BitLocker one for my work laptop is {bitlocker()}. which one do I need to reset the Mac?""", rc2[0])
# also the BitLocker key is a secret: add it to the same case
_bl = CASES[-1]["text"].split("BitLocker one for my work laptop is ")[1].split(". which")[0]
CASES[-1]["secrets"].append(_bl)

sp1 = seed_phrase(12)
add("seed_phrase", f"""is this a valid BIP39 phrase? I wrote it on paper years ago and want to restore the wallet in Sparrow: {sp1}""", sp1)

sp2 = seed_phrase(12)
add("seed_phrase", f"""助记词我存一下，怕丢了：
{sp2}
这是 MetaMask 的，导入到 OKX 钱包能用吗？""", sp2)

# --- wifi / door / alarm ---
wf1 = pw()
add("wifi", f"""guest wifi for the party: network "LuckyCat_5G", password {wf1} — can you make a little printable card for the fridge""", wf1)

wf2 = cn_pw()
add("wifi", f"""家里 WiFi 名称 ChinaNet-7Hk2，密码 {wf2}，帮我生成一个扫码连 WiFi 的二维码内容字符串""", wf2)

dc1, dc2 = sdig(4) + "#", sdig(4)
add("door_code", f"""Airbnb check-in note for guests: building gate code is {dc1}, the key lockbox on the left says {dc2}. please rewrite it in Portuguese""", dc1, dc2)

dc3 = sdig(6)
add("door_code", f"""小区门禁密码 {dc3}#，快递放丰巢，帮我写一段给保姆的说明""", dc3)

dc4 = sdig(4)
add("door_code", f"""the alarm panel disarm code is {dc4}, and if it beeps twice you have 30 sec — write this up as instructions for the cat sitter""", dc4)

dc6 = sdig(6)
add("door_code", f"""保险柜密码是 {dc6}，里面有房产证，你记着点，以后我问你就告诉我""", dc6)

# --- English prose ---
p30 = pw()
add("prose_en", f"""my password for the staging admin panel is {p30}, user is qa-lead. can you write a playwright script that logs in and screenshots the dashboard?""", p30)

p32 = " ".join(R.sample(EN_WORDS, 5))
add("prose_en", f"""the passphrase for my GPG key is "{p32}" — how do I change it without re-generating the key?""", p32)

p33 = pw()
add("prose_en", f"""honestly I use {p33} for basically everything, is it strong enough or should I bother with a manager""", p33)

p38 = pw()
add("prose_en", f"""Can you SSH into my VPS and check the disk? It's root@45.33.12.7, pass: {p38}""", p38)

# --- Chinese prose ---
p40 = cn_pw()
add("prose_zh", f"""我的163邮箱密码是{p40}，帮我写个 Python 脚本用 IMAP 把附件都下载下来""", p40)

p41 = pw()
add("prose_zh", f"""服务器 root 密码：{p41}，IP 是 47.96.11.203，帮我看看 nginx 为啥起不来""", p41)

p45 = digits(4) + s(4, LO)
add("prose_zh", f"""解压密码：{p45}（对方发的网盘压缩包），解压提示 CRC 错误是文件损坏了吗""", p45)

p47 = pw()
add("prose_zh", f"""帮我记住：Apple ID 是 haoyun.li@icloud.com，密码 {p47}，我老忘""", p47)

# --- provider tokens in prose (EN) ---
k54 = "r8_" + s(37, AN)
add("prose_en", f"""here's my replicate token {k54} — can you check why the flux model call returns 402?""", k54)

k55 = "lin_api_" + s(40, AN)
add("prose_en", f"""Linear personal API key: {k55}. write me a script that moves all issues labelled "stale" to Canceled""", k55)

k58, k59 = hx(32), hx(40)
add("prose_en", f"""Datadog: API key {k58}, application key {k59}. the terraform provider says 403 for monitors""", k58, k59)

k61 = digits(10) + ":AA" + s(33, B64U)
add("prose_en", f"""telegram bot token from BotFather: {k61}
setWebhook returns "bad webhook: HTTPS url must be provided for webhook" but my url is https""", k61)

k63 = uuid4()
add("prose_en", f"""HEROKU_API_KEY is {k63}, I put it in the GitHub secret but the deploy action says Invalid credentials provided""", k63)

k73 = "rzp_live_" + s(14, AN)
k74 = s(24, AN)
add("prose_en", f"""Razorpay: key_id {k73}, key_secret {k74}. signature verification on payment.captured webhook always fails""", k74)

k56 = "ntn_" + digits(11) + s(35, AN)
add("prose_en", f"""notion integration secret is {k56}, I shared the database with the integration but query still says object_not_found""", k56)

k62 = "key-" + hx(32)
add("prose_en", f"""Mailgun private key {k62}, domain mg.oakridgepta.org. emails land in spam, can you check DNS with me?""", k62)

k64 = "AAAA" + s(7, AN + "-_") + ":APA91b" + s(134, B64U)
add("prose_en", f"""legacy FCM server key {k64} — Google says the legacy API is shut down, how do I migrate to HTTP v1?""", k64)

k66 = "figd_" + s(40, B64U)
add("prose_en", f"""figma token {k66}. I want to pull all frame names from file key 8fKq2LmR into a csv""", k66)

k76 = "sk_live_" + hx(40)
add("prose_en", f"""paystack secret {k76}; verifying a transaction returns "Invalid key" but it's definitely live mode""", k76)

# --- provider tokens in prose (ZH) ---
k79 = "sk-" + hx(32)
add("prose_zh", f"""通义千问 DashScope 的 key 是 {k79}，调用 qwen-plus 报 InvalidApiKey，是不是要开通模型服务？""", k79)

k80 = hx(32) + "." + s(16, AN)
add("prose_zh", f"""智谱的 API Key：{k80}，用 glm-4 的时候报 1113 余额不足，可我刚充值了""", k80)

k86 = "wx" + hx(16)
k87 = hx(32)
add("prose_zh", f"""小程序 AppID {k86}，AppSecret {k87}，code2session 返回 40029 invalid code 是什么原因""", k87)

# --- brokers / misc config ---
p51 = pw().replace('"', "")
add("properties", f"""kafka client props:
bootstrap.servers=pkc-4r297.europe-west1.gcp.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{s(16, ANU)}" password="{p51}";
getting SaslAuthenticationException, key was created 5 min ago""", p51)
CASES[-1]["secrets"].insert(0, CASES[-1]["text"].split('username="')[1].split('"')[0])

p52 = pw()
add("ini", f"""~/.netrc
machine api.heroku.com
  login ops@tidepool.dev
  password {p52}
machine git.heroku.com
  login ops@tidepool.dev
  password {p52}
is chmod 600 enough?""", p52)

p53 = pw().replace(":", "")
add("ini", f"""~/.pgpass:
pg-replica.internal:5432:*:readonly:{p53}
psql still prompts, file is 0600""", p53)

p54 = pw().replace("'", "")
add("yaml", f"""ansible vars (I know, should be in vault):
mysql_root_password: '{p54}'
mysql_databases:
  - name: nextcloud
how do I encrypt just this one var with ansible-vault encrypt_string?""", p54)

k88 = base64.b64encode(f"{s(20, AN)}:{s(22, AN)}".encode()).decode()
add("header", f"""Elasticsearch call:
curl -H "Authorization: ApiKey {k88}" https://es-prod.westus2.azure.elastic-cloud.com:9243/_cat/indices?v
security_exception: unable to authenticate with provided credentials""", k88)

# --- mixed-language ---
p56 = pw()
add("prose_mixed", f"""帮我 debug 一下：staging 的 Redis password 是 {p56}，但 Spring Boot 一直报 NOAUTH Authentication required""", p56)

k90 = "sk-proj-" + s(48, B64U) + "T3BlbkFJ" + s(48, B64U)
add("prose_mixed", f"""my OpenAI key {k90} 在国内服务器上用要走代理吗？timeout 太多了""", k90)

# --- announced (secret alone in the next message) ---
k91 = "sk-ant-api03-" + s(93, B64U) + "AA"
add("announced", f"""I'm going to paste the new API key in my next message, use it for the rest of this session
---
{k91}""", k91)

p57 = pw()
add("announced", f"""ok the new root password for the db box, sending it separately so it's not in the same message as the hostname
---
{p57}""", p57)

p58 = cn_pw()
add("announced", f"""下一条发你新的 WiFi 密码
---
{p58}""", p58)

k92 = "ghp_" + s(36, AN)
add("announced", f"""what scopes does a token need to push to GHCR? here's the one I generated
---
{k92}
---
does it look right?""", k92)

pin4 = sdig(6, False)
add("announced", f"""我把新的支付密码单独发你，你记一下
---
{pin4}""", pin4)

k93 = s(40, AN)
add("announced", f"""客户给了个 Cloudflare 的 API Token，我下一条贴给你，你帮我写个清缓存的脚本
---
{k93}""", k93)

# --- repeated (same secret appears again later) ---
p60 = pw()
add("repeated", f"""set the admin password in the seed script to {p60}
---
wait, did you put {p60} in the docker-compose too? it should only be in the seed""", p60)

k94 = "sk_live_" + s(24, AN)
add("repeated", f"""here's the stripe key: {k94}
---
sorry, which env var did you put {k94} under? the worker can't see it""", k94)

p61 = cn_pw()
add("repeated", f"""测试环境 MySQL 密码 {p61}
---
刚才那个 {p61} 是 root 的，应用账号的密码另外再问运维""", p61)

p62 = pw()
p63 = pw()
add("repeated", f"""vpn password is {p62}
---
oops typo, it's {p63}, not {p62}""", p62, p63)

k95 = hx(32)
add("repeated", f"""高德 key：{k95}
---
我又看了一下，控制台里显示的 key 就是 {k95}，没错的，但还是报 INVALID_USER_KEY""", k95)

p64 = pw()
add("repeated", f"""我老婆的 iCloud 密码 {p64}，她让我帮忙查照片
---
我输了 {p64} 提示密码错误，是不是大小写的问题？""", p64)

# --- Chinese config / misc to lift the zh share ---
p65 = cn_pw()
add("compose", f"""docker-compose.yml 里 MySQL 这样写的，容器一直重启：
services:
  mysql:
    image: mysql:8.0
    environment:
      MYSQL_ROOT_PASSWORD: {p65}
      MYSQL_DATABASE: shop
    ports:
      - "3306:3306"
日志说 [ERROR] --initialize specified but the data directory has files in it""", p65)

p67 = cn_pw()
add("cli", f"""sshpass 太麻烦了，我直接：echo '{p67}' | sudo -S apt update
这样在脚本里安全吗？""", p67)

# ===================== LOOK-ALIKES =====================
sha = hx(40)
look(lambda: f"can you help me revert commit {sha}? it broke the login page on main")
look(lambda: f"git cherry-pick {hx(7)} fails with a conflict in package-lock.json, should I just regenerate the lock file?")
look(lambda: f"request failed, support asked for the request id: req_{s(24, AN)} — where do I find it in the Stripe dashboard?")
look(lambda: f"the error page shows trace id {hx(32)} and span {hx(16)}, how do I look it up in Jaeger?")
look(lambda: f"ERROR 2026-12-01T08:15:02Z job {uuid4()} failed after 3 retries: upstream timed out")
look(lambda: f"our user ids look like {uuid4()}; should I store them as uuid or text in postgres?")
look(lambda: f"sha256 of the release tarball is {hx(64)} but the one on the website ends differently — is the download corrupted?")
look(lambda: f"md5sum says {hx(32)}  backup-2026-11-30.tar.gz, how do I verify this on Windows?")
b1 = base64.b64encode("Meeting moved to Thursday 3pm, room 4B. Bring the printed slides.".encode()).decode()
look(lambda: f"what does this decode to? {b1}")
b2 = base64.b64encode('{"user":"guest","theme":"dark","lang":"de"}'.encode()).decode()
look(lambda: f"this cookie value looks like base64, can you decode it? prefs={b2}")
look(lambda: f"please add my public key to the server's authorized_keys:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{s(43, B64)} maria@thinkpad")
look(lambda: f"""is this certificate expired? openssl doesn't like it
-----BEGIN CERTIFICATE-----
{pem_body(10, 64, 24, "MIIDdzCCAl+gAwIBAgIU")}
-----END CERTIFICATE-----""")
look(lambda: f"""our vendor sent their PGP public key to encrypt the files with:
-----BEGIN PGP PUBLIC KEY BLOCK-----

{pem_body(8, 64, 12, "mQINBG")}
=a9Lk
-----END PGP PUBLIC KEY BLOCK-----
how do I import it with gpg and check the fingerprint?""")
look(lambda: f"you can donate to the project at bc1q{s(38, '023456789acdefghjklmnpqrstuvwxyz')} if you want to support it")
look(lambda: f"I sent 0.05 ETH to 0x{hx(40)} an hour ago and the tx 0x{hx(64)} is still pending, why?")
look("in the README I wrote OPENAI_API_KEY=<your-api-key> — is that clear enough for beginners?")
look("The docs say: export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx and then run the script. Is the token required for public repos?")
look("default credentials in the docker image are admin / changeme, I'll change them in the compose file — which env var overrides it?")
look("what's the difference between DATABASE_URL and DATABASE_PRIVATE_URL on Railway?")
look("should the env var be called STRIPE_SECRET_KEY or STRIPE_API_KEY? I keep seeing both in tutorials")
look("""in CI I reference it like this:
env:
  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
  DB_PASSWORD: ${{ secrets.DB_PASSWORD }}
is that enough or do I also need to mask it?""")
look("""def verify_password(plain: str, password_hash: str) -> bool:
    return pwd_context.verify(plain, password_hash)
how do I add a timing-safe fallback for legacy md5 hashes?""")
look("""OAUTH = {
    "token_url": "https://oauth2.googleapis.com/token",
    "authorize_url": "https://accounts.google.com/o/oauth2/v2/auth",
    "scopes": ["openid", "email"],
}
what's the refresh flow with these endpoints?""")
look("upgrading from 4.2.1-rc.3 to 4.3.0 broke our tests, is there a migration guide?")
look(lambda: f"docker pull nginx@sha256:{hx(64)} — is pinning by digest better than by tag?")
look(lambda: f"my Amazon order 114-{digits(7)}-{digits(7)} still says 'preparing for shipment' after 5 days")
look(lambda: f"UPS tracking 1Z{s(6, ANU)}{digits(10)} shows delivered but nothing at the door, what should I do?")
look("call me at +1 (415) 555-0142 after 6pm if the build is still red")
look("Stripe docs say to use 4242 4242 4242 4242 with any future date and any CVC for test mode — but my test checkout still fails with card_declined, why?")
look("for the 3DS flow in test mode I'm using 4000 0027 6000 3184 from the Stripe testing page, the modal never appears")
look(lambda: f"""our CSP header: Content-Security-Policy: script-src 'self' 'nonce-{s(22, B64)}=='; object-src 'none'
inline scripts still get blocked, do I need to put the same nonce on each script tag?""")
look(lambda: f"""<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.14.1/dist/cdn.min.js" integrity="sha384-{s(64, B64)}" crossorigin="anonymous"></script>
the browser says the integrity check failed after the CDN update""")
look("the book is ISBN 978-0-13-468599-1, can you summarize chapter 3?")
look("the log timestamp is 1733212345123 — convert that to UTC please")
look("meet at 52.5200, 13.4050 — is that near Alexanderplatz?")
look("I reset my password yesterday and now the Outlook app keeps asking for it again, how do I stop the prompt loop?")
look("how long should an API key be? I'm generating them with secrets.token_urlsafe(32), is that enough entropy?")
look("password must be at least 12 characters and include a symbol — how do I write that as a zod schema?")
look("the OTP expires in 300 seconds but users complain it's too short, what's a sane default?")
look("PIN length is 6 digits in our app, should we allow leading zeros in the input mask?")
look(lambda: f"server is at 10.0.{R.randint(1,254)}.{R.randint(1,254)} port 5432, but I can't reach it from the VPN, do I need a route?")
look(lambda: f"the MAC address of the printer is 3c:{hx(2)}:{hx(2)}:{hx(2)}:{hx(2)}:{hx(2)}, how do I reserve an IP for it in the router?")
look(lambda: f"pod api-7d9f8b6c5-{s(5, ANL)} is in CrashLoopBackOff, describe shows OOMKilled")
look(lambda: f"container {hx(12)} exited with code 137, what does that mean?")
look("arn:aws:iam::123456789012:role/lambda-exec — why can't this role read from the bucket in another account?")
look("AWS docs use AKIAIOSFODNN7EXAMPLE as the example access key id — does the real one always start with AKIA?")
look("the connection string format is postgresql://USER:PASSWORD@HOST:5432/DBNAME, do I need to url-encode special characters in the password?")
look("postgres://localhost:5432/devdb works but postgres://db:5432/devdb from the other container doesn't")
look("I store everything in 1Password and use the CLI `op read op://Private/GitHub/token` in scripts — is that safe in a Makefile?")
look("if I rotate the JWT signing secret, will all existing sessions be invalidated immediately?")
look("what's a TOTP seed and why does my authenticator app need it only once?")
look("my bank sent me a new card, do I need to activate it before the old one expires?")
look("Can you explain the Luhn algorithm? I want to validate card numbers client-side before sending them to Stripe")
look("what's the IBAN format for Germany, how many characters?")
look("hex color for our brand is #1E3A8A, is that accessible on white?")
look(lambda: f"the invoice number is INV-2026-{digits(5)}, can you write a friendly payment reminder?")
look("the wifi at the office keeps dropping, is it the router or my laptop?")
look("I forgot my Wi-Fi password, how do I see it on a Mac that's already connected?")
look("the door code changed again and nobody told me, how do I write a polite email to the building manager?")
look(lambda: f"version {R.randint(1,9)}.{R.randint(0,30)}.{R.randint(0,99)}+build.{digits(4)} — is the build metadata part of semver precedence?")
look("Error: Invalid API key provided: sk_test_****************************1234 — it's masked so I can't tell which key it is")
look("the token in the screenshot is redacted as ***, which env var does the lib read by default?")
look(lambda: f"""{{"id": "{uuid4()}", "status": "succeeded", "amount": 4200, "currency": "eur", "created": 1764582000}}
why does the webhook payload have no customer field?""")
look("how do I generate a random 32-byte secret in node? crypto.randomBytes(32).toString('hex')?")
look("what's the safest way to share the staging password with the new intern? Slack DM feels wrong")
look("our password policy says rotate every 90 days; NIST says don't — which should I follow for a small company?")
look("I lost my recovery codes for GitHub, can support disable 2FA if I prove ownership?")
look("How many words does a BIP39 seed phrase have, 12 or 24? And is it safe to store a photo of it?")
look(lambda: f"ssh-keygen printed the fingerprint SHA256:{s(43, B64)} — how do I compare it with the one GitHub shows?")
look(lambda: f"the ETag is W/\"{hx(16)}\" but the browser still refetches, is the weak validator the problem?")
look(lambda: f"my package tracking number with DHL is {digits(10)} and it's stuck in Leipzig for a week")
look(lambda: f"flight LH{R.randint(400,499)} booking reference {s(6, ANU)} — can you tell me the baggage allowance for economy light?")
look(lambda: f"the Kubernetes secret is named db-credentials with keys username and password, how do I mount it as env vars?")
look("""kind: ExternalSecret
spec:
  secretStoreRef:
    name: aws-secrets-manager
  data:
    - secretKey: password
      remoteRef:
        key: prod/orders/db
why does it say SecretSyncedError?""")
look("terraform says `Error: Missing required argument: \"password\"` for aws_db_instance but I set manage_master_user_password = true")
look("The client_secret field in the OAuth app settings is empty after I saved it — is that normal? GitHub only shows it once, right?")
look(lambda: f"commit message: 'fix: bump lodash to 4.17.21 ({hx(7)})' — does this look conventional?")
look(lambda: f"the HMAC-SHA256 of the payload I computed is {hx(64)}, the header has a different value, what's wrong with my raw body handling?")
look(lambda: f"can you format this phone list as a table: Anna 030 {digits(7)}, Ben 0176 {digits(8)}")
look("My kid's school wants me to create a 'parent PIN' for pickup. Is it ok to reuse the same one as my phone? (I won't tell you what it is)")
look("I got a text saying 'your verification code is' followed by a number, but I never tried to log in. What should I do?")
look(lambda: f"the apple ID verification screen shows a 6-digit code box; where does the code get sent if my old phone is dead?")
look(lambda: f"order #{digits(6)} from the shop still hasn't arrived, can you draft a complaint?")
look(lambda: f"""git log --oneline
{hx(7)} Merge pull request #482 from feature/rate-limit
{hx(7)} Add token bucket limiter
{hx(7)} Rename secret_key to signing_key in config
which commit should I bisect from?""")
look(lambda: f"what is this encoded string in the URL? ?state={s(32, B64U)} — it's part of the OAuth redirect")
look(lambda: f"the PR number is #{R.randint(1000,9999)} and CI fails on the lint step, here's the error: E501 line too long")
look(lambda: f"my student number is on the card as S{digits(7)} but the portal wants an 8-digit one, should I add a zero?")
look(lambda: f"coordinates of the cabin: 46.{digits(4)}° N, 7.{digits(4)}° E — how long is the drive from Bern?")
look(lambda: f"the .env.example has API_KEY=, SECRET=, and DB_PASS= all empty; should I commit .env.example at all?")
look(lambda: f"""[database]
host = localhost
port = 5432
user = app
password = ${{DB_PASSWORD}}
does configparser expand ${{...}} or do I need ExtendedInterpolation?""")
look(lambda: f"""<add key="ApiKey" value="#{{ApiKey}}#" />
this token placeholder isn't replaced by the Azure DevOps replace-tokens task, why?""")
look("The password field shows •••••••• in the settings UI, is there any way to reveal it in Chrome? It's my own account")

look(lambda: f"our GA4 measurement id is G-{s(10, ANU)}, should the gtag snippet go in the head or can I load it via GTM?")
look(lambda: f"is it a problem that pk_live_{s(99, AN)} shows up in our page source? the Stripe docs say publishable keys are meant to be public")
look("gitleaks matches AWS key ids with (A3T[A-Z0-9]|AKIA|ASIA)[A-Z0-9]{16} — can I reuse that regex in a pre-commit hook?")
look(lambda: f"after the build the bundle is named main.{hx(20)}.js, how do I stop nginx from caching index.html but keep caching that?")
look(lambda: f"""package-lock.json changed every line like
"integrity": "sha512-{s(86, B64)}=="
after I switched npm versions, is that safe to commit?""")
look(lambda: f"pip install fails with THESE PACKAGES DO NOT MATCH THE HASHES; requirements.txt has requests==2.32.3 --hash=sha256:{hx(64)}")
look("RFC 6238 test vectors use the ASCII secret 12345678901234567890 and expect 94287082 at T=59 for SHA1 — my implementation gives a different value")
look("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 is just the JWT header, right? it decodes to alg HS256 and typ JWT")
look(lambda: f"""git lfs shows this pointer instead of the file:
version https://git-lfs.github.com/spec/v1
oid sha256:{hx(64)}
size {digits(8)}
how do I pull the real content?""")
# Chinese look-alikes
look("我昨天把邮箱密码重置了，现在手机上的邮件客户端一直提示登录失败，怎么办？")
look("密码都在 1Password 里，换电脑之后怎么同步过去？")
look("验证码一直收不到，是不是被运营商拦截了？")
look("办理护照需要带身份证原件吗？复印件可以吗？")
look(lambda: f"顺丰快递单号 SF{digits(13)}，显示已签收但我没收到，怎么投诉？")
look(lambda: f"订单号 {digits(18)}，淘宝商家一直不发货，能帮我写个催发货的话术吗")
look(lambda: f"发票号码 {digits(8)}，发票代码 0{digits(11)}，这种发票能报销吗？")
look("手机号的正则怎么写？要匹配 13、15、17、18、19 开头的 11 位号码")
look("银行卡号的 Luhn 校验用 JavaScript 怎么写？给个例子")
look("身份证号第 18 位校验码的算法是什么？X 是怎么来的？")
look(lambda: f"这个提交 {hx(40)} 把登录页面搞坏了，怎么回滚？")
look(lambda: f"接口返回的 request_id 是 {uuid4()}，阿里云工单要我提供这个，去哪里查日志？")
look(lambda: f"下载的镜像 sha256 是 {hx(64)}，和官网的对不上，是不是下错了？")
b3 = base64.b64encode("周五下午三点开会，记得带电脑".encode()).decode()
look(lambda: f"这串 base64 是什么意思？{b3}")
look("文档里写的是 API_KEY=你的密钥，这个要去哪里申请？")
look("默认账号密码是 admin/admin，首次登录会强制修改吗？")
look("环境变量叫 DB_PASSWORD 还是 MYSQL_PASSWORD 比较规范？")
look("密码长度至少 8 位，必须包含大小写字母和数字，这个正则怎么写？")
look("短信验证码有效期设置多久比较合适？5 分钟还是 10 分钟？")
look("支付密码忘了怎么找回？支付宝说要人脸识别")
look("WiFi 密码忘了，手机上已经连着，怎么查看？安卓 14")
look("门禁卡丢了，物业说要交 50 块补办，合理吗？")
look("客服电话 400-820-8820，打不通，还有别的联系方式吗？")
look(lambda: f"版本号从 v{R.randint(1,3)}.{R.randint(0,9)}.{R.randint(0,20)} 升级之后接口就报 500 了")
look("我把 SSH 公钥贴到 Gitee 的部署公钥里了，但 git pull 还是要输密码")
look(lambda: f"公钥发你：ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{s(512, B64)} zhangwei@dev，帮我加到服务器上")
look("token 过期时间一般设置多久？access_token 2 小时，refresh_token 7 天可以吗？")
look("JWT 的 secret 应该放在哪里？写在配置文件里安全吗？")
look("忘记开机密码了，Windows 11 怎么重置？我是管理员账户")
look(lambda: f"ETH 地址 0x{hx(40)}，这是交易所的充值地址吗？转 USDT 要选哪个网络？")
look(lambda: f"快递柜取件码是多少我忘了，短信被我删了，丰巢 app 里能看吗？")
look("银行说我的卡号被盗刷了，需要先冻结还是先报警？")
look("测试环境用的是 Stripe 的测试卡 4242 4242 4242 4242，支付一直失败是什么原因？")
look(lambda: f"Nginx 日志里的 $request_id 是 {hx(32)}，怎么和后端日志关联起来？")
look("Redis 设置密码之后，spring.redis.password 配置项要写在哪个文件？")
look("我们公司规定密码 90 天必须改一次，有必要吗？")
look("保险柜密码我记在纸上放抽屉里了，这样安全吗？")
look(lambda: f"""配置文件里这么写的：
password: ${{MYSQL_PASSWORD}}
secret-key: ${{JWT_SECRET:}}
启动的时候提示 Could not resolve placeholder，是要配环境变量吗？""")
look("def check_password(raw_password, password_hash): 这个函数为什么每次都返回 False？用的是 bcrypt")
look(lambda: f"订单编号 E{digits(15)} 的退款还没到账，帮我写个客服邮件")

# ===================== checks & output =====================
all_secrets = [sec for c in CASES for sec in c["secrets"]]
# Build look-alikes; a randomly generated one that happens to contain a case secret
# (short PINs/CVVs can collide with random digits) is drawn again.
for fn in LOOK_FNS:
    for attempt in range(200):
        lk = fn() if callable(fn) else fn
        if not any(sec in lk for sec in all_secrets):
            break
    else:
        raise ValueError(f"look-alike keeps containing a case secret: {lk[:60]!r}")
    LOOK.append(lk)
for c in CASES:
    if len(set(c["secrets"])) != len(c["secrets"]):
        raise ValueError(f"duplicate secret in case {c['kind']}")
    for sec in c["secrets"]:
        if sec not in c["text"]:
            raise ValueError(f"secret not substring: {sec!r}")
        if len(sec) < 3:
            raise ValueError(f"secret too short: {sec!r}")
for lk in LOOK:
    for sec in all_secrets:
        if sec in lk:
            raise ValueError(f"look-alike contains a case secret {sec!r}: {lk[:60]!r}")
if len(set(LOOK)) != len(LOOK):
    raise ValueError("duplicate look-alike")


def is_zh(t):
    return sum(1 for ch in t if "\u4e00" <= ch <= "\u9fff") >= 2


def check_block_ok(t):
    if t.startswith((" ", "\n")) or t.endswith(("\n", " ")):
        raise ValueError(f"text edge whitespace: {t[:40]!r}")
    for line in t.split("\n"):
        if line != line.rstrip():
            raise ValueError(f"trailing whitespace in line {line!r}")
        if "\t" in line:
            raise ValueError("tab in text")


n_cases, n_secrets, n_look = len(CASES), len(all_secrets), len(LOOK)
zh_cases = sum(is_zh(c["text"]) for c in CASES)
zh_look = sum(is_zh(x) for x in LOOK)
kinds = {}
for c in CASES:
    kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1

out = []
out.append("# heldout_v10.yaml -- frozen, blind held-out redaction test set for true-recall.")
out.append("# Written 2026-12-03 by a helper session (an AI assistant) from its own knowledge only;")
out.append("# blind: no project code, data or earlier test set was read while writing it.")
out.append(f"# Generated by make_heldout_v10.py with random.Random(seed={SEED}); all values fake and random,")
out.append("# with real check digits where the format has them (Luhn, IBAN mod-97, FR RIB key, CN resident ID).")
out.append(f"# Counts: {n_cases} cases, {n_secrets} secrets, {n_look} look-alikes; "
           f"Chinese: {zh_cases} cases, {zh_look} look-alikes.")
out.append("# Multi-message cases (kind announced / repeated) separate the user's messages with a line '---'.")
out.append("# Committed before its one run; never tuned on.")
out.append("cases:")
for c in CASES:
    check_block_ok(c["text"])
    out.append(f"- kind: {c['kind']}")
    out.append("  text: |-")
    for line in c["text"].split("\n"):
        out.append(("    " + line) if line else "")
    out.append("  secrets:")
    for sec in c["secrets"]:
        out.append("  - " + json.dumps(sec, ensure_ascii=False))
out.append("lookalikes:")
for lk in LOOK:
    out.append("- " + json.dumps(lk, ensure_ascii=False))
doc = "\n".join(out) + "\n"

loaded = yaml.safe_load(doc)
assert [ (c["kind"], c["text"], c["secrets"]) for c in loaded["cases"] ] == \
       [ (c["kind"], c["text"], c["secrets"]) for c in CASES ], "YAML round-trip mismatch (cases)"
assert loaded["lookalikes"] == LOOK, "YAML round-trip mismatch (lookalikes)"

with open(__file__.rsplit("/", 1)[0] + "/heldout_v10.yaml", "w", encoding="utf-8") as f:
    f.write(doc)

print(f"cases={n_cases} secrets={n_secrets} lookalikes={n_look} zh_cases={zh_cases} ({zh_cases/n_cases:.0%}) "
      f"zh_look={zh_look} ({zh_look/n_look:.0%})")
for k, v in sorted(kinds.items(), key=lambda kv: -kv[1]):
    print(f"  {k}: {v}")
