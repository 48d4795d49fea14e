#!/usr/bin/env python3
"""Blind held-out set v13 (secret redaction). Deterministic: seed 20261207."""
import base64, hashlib, json, random, string, sys, uuid
import yaml

R = random.Random(20261207)
B62 = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UP = string.ascii_uppercase + string.digits

def rs(n, alpha=B62): return "".join(R.choice(alpha) for _ in range(n))
def hx(n): return rs(n, HEX)
def dg(n): return "".join(R.choice(string.digits) for _ in range(n))
def b64(n): return rs(n, B62 + "+/")
def b64u(n): return rs(n, B62 + "-_")
def pick(*xs): return R.choice(xs)
def uid(): return str(uuid.UUID(int=R.getrandbits(128), version=4))

LOOK_BLOB = []  # filled before cases; short numbers must avoid it
def code(n):
    while True:
        c = str(R.randint(1, 9)) + dg(n - 1)
        if not any(c in t for t in LOOK_BLOB): return c

def luhn_complete(prefix, length):
    body = prefix + dg(length - len(prefix) - 1)
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return body + str((10 - s % 10) % 10)

def luhn_ok(n):
    s = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        s += d
    return s % 10 == 0

def card(kind=None):
    kind = kind or pick("visa", "mc", "amex", "unionpay")
    if kind == "visa": n = luhn_complete("4" + dg(5), 16)
    elif kind == "mc": n = luhn_complete(str(R.randint(51, 55)) + dg(4), 16)
    elif kind == "amex": n = luhn_complete(pick("34", "37"), 15)
    else: n = luhn_complete("62" + dg(4), 19 if R.random() < .5 else 16)
    assert luhn_ok(n)
    return n

def group(n, k=4):
    return " ".join(n[i:i + k] for i in range(0, len(n), k))

def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    out = f"{cc}{chk:02d}{bban}"
    num2 = "".join(str(int(c, 36)) for c in out[4:] + out[:4])
    assert int(num2) % 97 == 1
    return out

def iban_de(): return iban("DE", dg(8) + dg(10))
def iban_gb(): return iban("GB", pick("NWBK", "BARC", "LOYD", "HBUK") + dg(6) + dg(8))
def iban_fr(): return iban("FR", dg(5) + dg(5) + rs(11, UP) + dg(2))
def iban_nl(): return iban("NL", pick("ABNA", "INGB", "RABO") + dg(10))
def iban_es(): return iban("ES", dg(20))

def aba():
    while True:
        d = [int(c) for c in ("0" + str(R.randint(1, 9)) + dg(6))]
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        c = (10 - s % 10) % 10
        return "".join(map(str, d)) + str(c)

def cn_id():
    area = pick("110105", "310115", "440305", "330106", "510107", "420111", "320102")
    y = R.randint(1965, 2003); m = R.randint(1, 12); dd = R.randint(1, 28)
    body = f"{area}{y}{m:02d}{dd:02d}{dg(3)}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]

def ssn():
    a = R.randint(1, 899)
    while a == 666: a = R.randint(1, 899)
    return f"{a:03d}-{R.randint(1,99):02d}-{R.randint(1,9999):04d}"

def nino():
    L1 = "ABCEGHJKLMNOPRSTWXYZ"; L2 = "ABCEGHJKLMNPRSTWXYZ"
    return R.choice(L1) + R.choice(L2) + dg(6) + R.choice("ABCD")

def dni():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

def bsn():
    while True:
        d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(7)]
        s = sum(x * w for x, w in zip(d, [9, 8, 7, 6, 5, 4, 3, 2]))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)

def nir():
    body = f"{R.randint(1,2)}{R.randint(60,99):02d}{R.randint(1,12):02d}{R.randint(1,95):02d}{R.randint(1,999):03d}{R.randint(1,999):03d}"
    key = 97 - int(body) % 97
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"

def cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for L in (10, 11):
        s = sum(x * w for x, w in zip(d, range(L, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}"

def sin():
    n = luhn_complete(str(R.choice([1, 2, 4, 5, 6, 7, 9])), 9)
    return f"{n[:3]} {n[3:6]} {n[6:]}"

def personnummer():
    y = R.randint(50, 99); m = R.randint(1, 12); d = R.randint(1, 28)
    body = f"{y:02d}{m:02d}{d:02d}{dg(3)}"
    s = 0
    for i, ch in enumerate(body):
        x = int(ch) * (2 if i % 2 == 0 else 1)
        s += x - 9 if x > 9 else x
    return f"19{body[:6]}-{body[6:]}{(10 - s % 10) % 10}"

def nric():
    d = [R.randint(0, 9) for _ in range(7)]
    s = sum(x * w for x, w in zip(d, [2, 7, 6, 5, 4, 3, 2]))
    return "S" + "".join(map(str, d)) + "JZIHGFEDCBA"[s % 11]

def cn_mobile(): return pick("138", "139", "186", "159", "177", "135") + dg(8)

WORDS = ("apple river silent orbit canyon velvet mango tiger pencil harbor frozen lucky "
         "ocean planet rocket bamboo window cactus dragon meadow garlic empty violin "
         "hammer thunder pilot crystal sugar wagon lemon marble island shadow rabbit "
         "cotton eagle jungle copper nephew quantum salad tunnel uncle yellow zebra "
         "absorb buffalo donkey fabric glimpse hockey kitten ladder magnet napkin oyster").split()

def pw(style=None):
    style = style or pick("mix", "word", "sym")
    if style == "mix": return rs(R.randint(10, 16), B62 + "!@#$%^&*")
    if style == "word":
        w = R.choice(WORDS); return w.capitalize() + pick("@", "#", "!", "_", ".") + dg(R.randint(3, 5)) + pick("!", "?", "", "$")
    return rs(4, string.ascii_letters) + pick("#", "%", "&", "*") + dg(3) + rs(5, B62) + pick("!", "~", "^")

def jwt(claims=None):
    h = {"alg": pick("HS256", "RS256"), "typ": "JWT"}
    p = claims or {"sub": str(R.randint(10000, 999999)), "name": pick("Ana Lima", "Wei Zhang", "Tom Becker"),
                   "iat": 1760000000 + R.randint(0, 9999999), "role": pick("admin", "user", "ops")}
    e = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{e(h)}.{e(p)}.{b64u(43)}"

def pem_body(lines):
    out = ["MII" + pick("E", "J") + pick("o", "p", "v") + "AIBAAK" + b64(53)] if True else []
    for _ in range(lines - 2): out.append(b64(64))
    out.append(b64(R.randint(20, 60)) + pick("=", "==", ""))
    return "\n".join(out)

def aws_ak(): return pick("AKIA", "ASIA") + rs(16, string.ascii_uppercase + "234567")
def aws_sk(): return b64(40)
def ghp(): return "ghp_" + rs(36)
def gh_fine(): return "github_pat_11" + rs(20, UP) + "0" + rs(1, UP) + "_" + rs(59)
def openai(): return "sk-proj-" + b64u(R.randint(120, 156)) if R.random() < .6 else "sk-" + rs(48)
def anthropic(): return "sk-ant-api03-" + b64u(93) + "AA"
def stripe(): return pick("sk_live_", "rk_live_") + rs(R.choice([24, 99]))
def slack_bot(): return f"xox{pick('b','p')}-{dg(12)}-{dg(13)}-{rs(24)}"
def google_key(): return "AIza" + b64u(35)
def sendgrid(): return "SG." + b64u(22) + "." + b64u(43)
def hf(): return "hf_" + rs(34, string.ascii_letters)
def npm(): return "npm_" + rs(36)
def glpat(): return "glpat-" + b64u(20)
def tg_bot(): return f"{R.randint(5000000000, 7999999999)}:AA{b64u(33)}"
def discord_bot(): return base64.b64encode(str(R.randint(10**17, 10**18 - 1)).encode()).decode().rstrip("=") + "." + b64u(6) + "." + b64u(38)
def twilio_sid(): return "AC" + hx(32)

# ---------------------------------------------------------------- look-alikes
L = []
def la(t): L.append(t)

def sha1(): return hashlib.sha1(R.randbytes(20)).hexdigest()
def sha256(): return hashlib.sha256(R.randbytes(32)).hexdigest()

la(f"Can you explain what commit {sha1()[:12]} changed? git blame points there for the regression in the parser.")
la(f"git bisect says the first bad commit is {sha1()} — how do I view just the diff of that one against its parent?")
la(f"我下载的 ISO 的 sha256 是 {sha256()}，官网写的不一样，是不是文件损坏了？")
la(f"The release notes list SHA256 {sha256()} for node-v22.11.0-linux-x64.tar.xz, how do I verify that on macOS?")
la(f"md5sum gives {hashlib.md5(R.randbytes(8)).hexdigest()} for both files, so they're identical, right? Or can md5 collide by accident?")
la(f"Our API returned 502 with request id {uid()}. Which logs should I grep first, nginx or the app?")
la(f"Trace {hx(32)} span {hx(16)} shows 1.8s in the DB call. Is that the connection pool or the query itself?")
la(f"订单号 {R.randint(2024000000000000, 2026999999999999)} 一直显示待发货，客服让我提供截图，该怎么写投诉邮件？")
la(f"Order #{R.randint(100000000, 999999999)}-{dg(2)} was charged twice. Help me write a polite email to the merchant asking for a refund.")
la("Upgrading from 3.11.7 to 3.12.4 broke our wheels; pip says cp311 tags don't match. What's the cleanest fix?")
la("Is kubernetes 1.29.3 still supported by EKS or do we need to move to 1.30 before March?")
la(f"What does this base64 decode to? {base64.b64encode(b'hello from the other side').decode()} — a friend sent it as a riddle.")
la(f"我在日志里看到一段 {base64.b64encode('用户已登录成功'.encode()).decode()}，这是 base64 吗？解出来是什么意思")
_cur = base64.b64encode(b'{"page":2,"size":50}').decode()
la(f"Why does my JSON contain \"data\": \"{_cur}\" for the pagination cursor? Is that standard practice?")
la(f"Here's my public SSH key for the server allowlist, please check the format is right:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(43)} dev@laptop")
la(f"My ETH address for the hackathon payout is 0x{hx(40)} — is it fine to post it publicly in the Discord?")
la(f"Is bc1q{rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')} a valid bech32 address format? The wallet app rejects it.")
la("The docs say to set OPENAI_API_KEY=sk-... in the env. Do I put it in .bashrc or .zshrc on a Mac?")
la("Example from the AWS docs: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY. Why do they use these exact values everywhere?")
la("In the README I wrote `export GITHUB_TOKEN=<your-token-here>`. Should I use angle brackets or ${GITHUB_TOKEN} style placeholders?")
la("config.yaml:\n```yaml\ndatabase:\n  host: db.internal\n  port: 5432\n  user: app\n  password: ${DB_PASSWORD}\n```\nWill PyYAML expand the env var or do I need envsubst?")
la("My card ending in 4417 was declined at the airport. Is it more likely a fraud block or a foreign-transaction limit?")
la("The statement shows **** **** **** 9021 charged $14.99 monthly, but I don't remember subscribing. How do I trace the merchant?")
la("密码至少需要 8 位，包含大小写字母和数字，这样的策略现在还算安全吗？NIST 是怎么建议的")
la("验证码一直收不到，换了手机号也不行，是运营商拦截了吗？")
la("我们的 App 要接入短信验证码登录，验证码有效期一般设置多久比较合理？五分钟还是十分钟？")
la("密钥轮换多久做一次比较好？我们现在的 AccessKey 已经用了两年没换过了，领导问风险大不大。")
la("def check_password(user, password):\n    if not password:\n        raise ValueError('password required')\n    return bcrypt.checkpw(password.encode(), user.password_hash)\n\nIs it ok that I encode before checkpw?")
la("In our pytest fixtures we use password='test-password' and api_key='dummy' everywhere. Is there a pattern to make it obvious they're fake?")
la("const config = {\n  apiKey: process.env.STRIPE_KEY,\n  timeout: 5000,\n  retries: 3,\n};\nWhy is apiKey undefined in the browser bundle?")
la(f"UUID v4 collision question: we generated {uid()} twice in one week across two services. Is that even possible or is our RNG broken?")
la(f"The container image digest is sha256:{sha256()} — does pinning by digest prevent tag mutation attacks completely?")
la("Can you explain what a salt is in password hashing, and why bcrypt stores it inside the hash string itself?")
la("What's the difference between an API key and an OAuth access token? My manager keeps using them interchangeably.")
la("请解释一下非对称加密里公钥和私钥分别用来做什么，签名的时候是用哪个？")
la("-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIE" + b64(44) + "\n" + b64(64) + "\n" + b64(64) + "\n" + b64(30) + "==\n-----END CERTIFICATE-----\nThis is the public cert from our load balancer; how do I check its expiry date with openssl?")
la("Our .env.example:\nDATABASE_URL=postgres://user:password@localhost:5432/mydb\nREDIS_URL=redis://localhost:6379\nSECRET_KEY=changeme\nIs it normal to commit this file?")
la("The Stripe docs use sk_test_xxxxxxxxxxxxxxxxxxxxxxxx in examples. Do test keys need to be kept secret too?")
la("Masked in our logs: Authorization: Bearer eyJ***REDACTED***. Is masking the prefix enough, or should we drop the header entirely?")
la("password: ******** is what the log prints. Where in logback can I configure which fields get masked?")
la(f"Tracking number {pick('1Z', 'SF')}{rs(16, UP)} shows delivered but nothing arrived. What should I say to the courier?")
la(f"Our S3 bucket policy uses arn:aws:iam::{dg(12)}:role/deploy-role. Is the account id sensitive or fine to put in docs?")
la(f"在 Git 里怎么回滚到 {sha1()[:10]} 这个提交但是保留当前工作区的改动？")
la(f"这个错误码 0x{hx(8).upper()} 是什么意思？Windows 更新一直失败")
la("What is a seed phrase and why do wallets say never to type it into a website? Asking for my dad.")
la("Explain TOTP: how can my phone and the server agree on a 6-digit code without talking to each other?")
la("I forgot my Wi‑Fi password. How do I see the saved one on Windows 11 without resetting the router?")
la("怎么在 Mac 上查看已保存的 WiFi 密码？钥匙串里找不到")
la("pg_hba.conf has `host all all 0.0.0.0/0 md5` — is md5 auth still acceptable or should we move to scram-sha-256?")
la("docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/db_pw postgres:16 — does the _FILE suffix work for every env var or only some?")
la("kubectl get secret db-creds -o yaml shows data but I don't want to print it here. How do I decode just one key on the CLI?")
la(f"Our trace_id looks like {hx(32)} and parent span {hx(16)}; how does W3C traceparent encode sampling flags?")
la(f"Is this a valid ULID? {rs(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')} — the library says invalid char.")
la("My license key for Sublime shows as 'unregistered' even after entering it. Do they tie keys to the machine?")
la("在代码里写 `password = os.getenv('DB_PASSWORD')` 算是安全的做法吗？还是应该用 Vault 之类的")
la("Regex to match AWS access keys for our pre-commit hook: `(A3T[A-Z0-9]|AKIA|ASIA)[A-Z0-9]{16}`. Will it produce too many false positives?")
la("Why does gitleaks flag `api_key = \"YOUR_API_KEY\"` in our docs folder? Can I allowlist placeholders?")
la("The JWT header is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 — that's just {\"alg\":\"HS256\",\"typ\":\"JWT\"} base64url'd, right? Why is it always the same prefix?")
la(f"Correlation-ID: {uid()} appears in the client logs but not the server logs. Could the proxy be stripping custom headers?")
la(f"The npm lockfile has integrity sha512-{b64(86)}== for lodash; npm ci fails with EINTEGRITY. Delete the lockfile?")
la(f"我的快递单号是 SF{dg(13)}，显示已签收但是我没收到，应该找谁？")
la(f"工单编号 INC{dg(7)} 已经三天没人处理，帮我写一封催办邮件，语气客气一点")
la("Our password policy doc says 'minimum 12 characters, no composition rules, check against breached lists'. Is that in line with NIST 800-63B?")
la("How do I rotate the Django SECRET_KEY without logging everyone out? We have SECRET_KEY_FALLBACKS in 4.1+, right?")
la("Public key for verifying our release signatures:\n-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA" + b64(43) + "=\n-----END PUBLIC KEY-----\nShould I put this in the README or a separate KEYS file?")
la("Test card numbers from the Stripe docs like 4242 4242 4242 4242 work in test mode only, correct? The QA team keeps asking.")
la("The fixture says `user = User(email='alice@example.com', password='hunter2')` — a reviewer flagged it. It's a unit test with an in-memory DB; is it really a problem?")
la("IBAN format question: how many characters does a German IBAN have and which part is the bank code?")
la("身份证号码最后一位为什么有时候是 X？校验码是怎么算出来的？")
la("银行卡号一般是 16 位还是 19 位？为什么我的储蓄卡比信用卡长")
la(f"Build {R.randint(4000,9999)} failed on step 'npm ci' after 7m12s; artifact hash {hx(40)}. Flaky network or real issue?")
la("In Terraform I have `variable \"db_password\" { sensitive = true }` but it still shows in the plan diff as (sensitive value). Is the state file storing it in plaintext?")
la("settings.py:\nDEBUG = False\nALLOWED_HOSTS = ['example.com']\nSECRET_KEY = os.environ['DJANGO_SECRET_KEY']\nWhy do I get ImproperlyConfigured on startup?")
la("我们公司内网的 Nacos 配置里 password 字段是空的，但服务依然能连数据库，是不是走了别的认证方式？")
la(f"Product key format question: is something like XXXXX-XXXXX-XXXXX-XXXXX-XXXXX always 25 chars for Windows? I'm writing a form validator.")
la("Please review: `if user_input == stored_password:` — I know it's timing-unsafe, what's the Python equivalent of constant-time compare?")
la(f"Stack trace line: at com.acme.auth.TokenService.verify(TokenService.java:{R.randint(40,300)}) — the error is 'token expired'. Is clock skew likely?")
la(f"日志里这行 `traceId={hx(32)} userId={R.randint(100000,999999)} action=login result=fail reason=bad_password` 说明什么？是用户输错密码吗")
la(f"Our Sentry event id is {hx(32)}; the issue is a KeyError in the checkout view. How do I link it to a release?")
la("YAML anchors question:\n```yaml\ndefaults: &defaults\n  adapter: postgres\n  host: localhost\ndevelopment:\n  <<: *defaults\n  database: dev_db\n```\nWhy doesn't the merge key work in Psych 4?")
la(f"Why is the Docker image ID {hx(12)} different on my machine and CI when the Dockerfile is the same?")
la(f"Git LFS pointer: oid sha256:{sha256()} size {R.randint(100000, 9999999)}. The file didn't download, just this text. Fix?")
la("二次验证的恢复码应该怎么保存比较安全？打印出来放抽屉里可以吗")
la("Explain like I'm five: what happens when I type my PIN at an ATM — does the bank store the PIN itself?")
la(f"The Ethereum tx hash 0x{hx(64)} shows 'pending' for 3 hours. Can I speed it up by resending with a higher gas fee?")
la("What does `sk-` vs `sk-proj-` mean for OpenAI keys? Do project keys have different permissions?")
la(f"Why does `openssl rand -hex 16` give me something like {hx(32)} but my colleague says use base64 for secrets? Which is better for a session key length?")
la("My password manager suggested 'correct horse battery staple' style passphrases. Are four common words really stronger than P@ssw0rd1!?")
la("Can you write a regex that detects Chinese ID numbers (18 digits, last may be X) for our DLP rule? Don't need the checksum yet.")
la(f"Meeting ID {dg(3)} {dg(4)} {dg(4)} keeps saying 'invalid' in Zoom, is there a limit on how long a meeting link stays valid?")
la(f"我手机号码尾号 {dg(4)} 的那张卡要注销，需要带什么证件去营业厅？")
la("HMAC vs plain SHA-256 for signing webhook payloads: why can't I just hash secret+body?")
la("Is it dangerous to paste my public GPG fingerprint in my email signature? It's like 40 hex chars.")
la(f"GPG fingerprint for the maintainers: {' '.join(hx(4).upper() for _ in range(10))}. How do I verify the tarball signature against it?")
la("The `.npmrc` in our repo has `registry=https://registry.npmjs.org/` and `save-exact=true` only. Do I need an authToken line for public installs?")
la("Our API returns 401 with `WWW-Authenticate: Bearer error=\"invalid_token\"`. Does that mean expired or malformed?")
la("[client]\nhost=127.0.0.1\nport=3306\nuser=readonly\n\nmy.cnf without a password line — mysql still prompts. Is there a way to use the login-path instead?")
la(f"Version pinning: is `requests==2.32.3` with hash `--hash=sha256:{sha256()}` overkill for a small internal tool?")
la("阿里云的 AccessKey 和 RAM 子账号的区别是什么？是不是应该禁用主账号的 AK")
la("帮我写一段提醒同事的话：不要在群里发密码和验证码，语气友好但要严肃。")
la("我们的 .env 文件误提交到 GitHub 了，虽然马上删了，但是历史里还在。应该怎么彻底清除？需要换密钥吗")
la(f"请帮我看下这个 UUID 格式对不对：{uid()}，后端说校验失败")
la(f"The hex string {hx(64)} is the published Merkle root for the audit log; how do I recompute it from the leaves?")
la("What's a reasonable lockout policy: 5 wrong passwords then 15 min lockout? Or does that enable denial of service?")
la("Session cookie settings: `Set-Cookie: session=<opaque>; HttpOnly; Secure; SameSite=Lax`. Is Lax enough for our OAuth callback?")
la(f"Docs example: `curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com/v1/items` — how do I set $TOKEN in PowerShell instead?")
la("connection string in appsettings.json is \"Server=tcp:myserver.database.windows.net;Database=app;Authentication=Active Directory Default;\" — no password since we use managed identity. Will it work locally?")
la(f"Crash dump mentions address 0x{hx(16)} in libssl. Could this be the OpenSSL 3.0.7 bug or something in our code?")
la("小红书上有人说把密码写在备忘录里很危险，用密码管理器真的更安全吗？比如 1Password 和 Bitwarden 哪个好")
la("How long should a password reset link stay valid? We currently use 24h and security says that's too long.")
la(f"Our npm package integrity check fails for version 4.17.21; shasum {hx(40)}. Is the registry mirror stale?")
la(f"IPv6 address 2001:db8:{hx(4)}:{hx(4)}::{hx(3)} — is the 2001:db8 prefix reserved for docs? Want to use it in examples.")
la(f"Why do Chinese bank apps show the card as 6222 **** **** {dg(4)}? Is hiding the middle enough under PIPL?")
la("微信支付的 APIv3 密钥和商户证书序列号分别在哪里设置？文档看不懂，没有具体值也没关系，只想知道位置")
la("I have a test fixture: `PASSWORD = 'not-a-real-password'  # fixtures only`. Our scanner still flags it; can I add an inline ignore comment?")
la("Please explain why `git log -p` showing a deleted `.pem` file means the key is still compromised even though the file is gone.")
la(f"What's this string in my URL after checkout: ?session_state={uid()}&iss=https%3A%2F%2Flogin.example.com — is it safe to share screenshots with it?")
la(f"Compare these two build hashes: {hx(40)} vs {hx(40)}. They should be the same source — what might make a build non-reproducible?")
la("k8s ConfigMap:\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: \"search,beta-ui\"\nWhy doesn't my pod pick up changes without restart?")
la("我在 Chrome 里看到 Cookie 有个 HttpOnly 标志，这个是防什么攻击的？")
la("How do password managers derive the encryption key from my master password — PBKDF2 or Argon2, and how many iterations?")
la(f"Our invoice INV-{R.randint(2024,2026)}-{dg(5)} shows VAT twice. Can you help draft a correction request?")
la("What does 'Your one-time code will expire in 10 minutes' protect against that a longer expiry wouldn't?")
la("腾讯云的 SecretId 和 SecretKey 泄露了应该第一时间做什么？先禁用还是先删除？")
la(f"这个 commit {sha1()} 之后单测全挂了，帮我看看可能是哪个依赖升级导致的，pytest 版本从 7.4.4 升到了 8.3.2")
la(f"文件的 MD5 是 {hashlib.md5(R.randbytes(8)).hexdigest()}，和网盘上显示的一致，还需要再校验 SHA256 吗？")
la("Spring Boot 的 application.yml 里 password 写成 ${DB_PASSWORD:} 是什么意思？冒号后面为空代表默认值为空吗")
la("我的银行卡尾号 8830 被盗刷了，银行让我先挂失，挂失之后卡里的钱还安全吗？")
la(f"请问这个请求 ID {uid()} 对应的接口超时，是网关的问题还是下游服务？")
la("单元测试里写 password='fake_pw_for_test'，代码扫描工具报了高危，怎么配置白名单？")
la("为什么 JWT 不能存敏感信息？不是有签名吗，别人应该改不了吧")
la(f"公钥指纹 SHA256:{b64(43)} 和服务器上 ssh-keygen -lf 显示的不一样，是中间人攻击吗？")
la("帮我解释一下 OAuth2 里 client_secret 和 access_token 的区别，我们做的是纯前端 SPA")
la("Nginx 配置里 ssl_certificate 和 ssl_certificate_key 分别指向什么文件？私钥文件权限应该设成多少")
la(f"版本号 v2.{R.randint(10,40)}.{R.randint(0,9)}-rc.1 和正式版有什么区别？生产环境能用吗")
LOOK_BLOB[:] = L

# ---------------------------------------------------------------- cases
C = []
def case(kind, text, *secrets):
    C.append({"kind": kind, "text": text, "secrets": list(secrets)})

# vendor API keys
k = openai(); case("openai_key", f"My script keeps getting 429 errors. Here's the setup:\n\nclient = OpenAI(api_key=\"{k}\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)\n\nAm I hitting a rate limit or is the key wrong?", k)
k = anthropic(); case("anthropic_key", f"ANTHROPIC_API_KEY={k} is set but the SDK says authentication_error. Does it need quotes in the .env?", k)
k = ghp(); case("github_pat", f"git push keeps asking for a password, so I used my token {k} as the password and it still fails with 403. Do classic tokens need the repo scope?", k)
k = gh_fine(); case("github_fine_pat", f"为什么 fine-grained token 调 API 返回 404？token 是 {k}，仓库是私有的", k)
k = glpat(); case("gitlab_pat", f"GitLab CI variable isn't being picked up. In the job log I echoed it by mistake:\n$ echo $CI_PUSH_TOKEN\n{k}\nHow do I mask it properly?", k)
k = stripe(); case("stripe_key", f"stripe.api_key = '{k}'\nstripe.PaymentIntent.create(amount=2000, currency='eur')\n\nWhy am I getting 'No such customer' when the customer exists in the dashboard?", k)
k = "whsec_" + rs(32); case("stripe_webhook_secret", f"Webhook signature verification fails. endpoint_secret = \"{k}\" — I copied it from the CLI `stripe listen` output. Different from the dashboard one?", k)
k = slack_bot(); case("slack_token", f"Bot can't post to #alerts:\n```\nslack_sdk.errors.SlackApiError: not_in_channel\n```\nToken I'm using: {k}\nIt's added to the workspace though.", k)
k = google_key(); case("google_api_key", f"Maps JavaScript API says RefererNotAllowedMapError. <script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\"></script> — what referrer do I add for localhost?", k)
k = sendgrid(); case("sendgrid_key", f"sg = SendGridAPIClient('{k}')\nresponse = sg.send(message)\n返回 403 Forbidden，是不是发件人没验证？", k)
k = hf(); case("huggingface_token", f"huggingface-cli login --token {k}\nthen from_pretrained('meta-llama/...') still says gated repo. Do I need to accept the license on the website?", k)
k = npm(); case("npm_token", f"Our .npmrc:\n//registry.npmjs.org/:_authToken={k}\nalways-auth=true\n\nnpm publish says E403 'You cannot publish over the previously published versions'.", k)
k = "pypi-AgEIcHlwaS5vcmc" + b64u(R.randint(140, 170)); case("pypi_token", f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {k}\n\ntwine upload dist/* gives 'Invalid or non-existent authentication information'", k)
k = tg_bot(); case("telegram_bot", f"帮我看看这个 Telegram 机器人为什么收不到消息：\nbot = telebot.TeleBot(\"{k}\")\nbot.infinity_polling()", k)
k = discord_bot(); case("discord_bot", f"discord.py bot goes offline after a few minutes. I run it with client.run('{k}'). Hosting on a free Replit.", k)
k1, k2 = twilio_sid(), hx(32); case("twilio_creds", f"Twilio SMS not sending:\naccount_sid = '{k1}'\nauth_token = '{k2}'\nclient = Client(account_sid, auth_token)\nError 21608 — trial account?", k2)
k = "key-" + hx(32); case("mailgun_key", f"curl -s --user 'api:{k}' https://api.mailgun.net/v3/mg.shopfront.io/messages -F from=... returns 401", k)
k = "shpat_" + hx(32); case("shopify_token", f"Shopify admin API: X-Shopify-Access-Token: {k} — the GraphQL query for orders returns ACCESS_DENIED. Which scope is missing?", k)
k = "dop_v1_" + hx(64); case("digitalocean_token", f"doctl auth init 之后提示输入 token，我输入了 {k}，但 doctl compute droplet list 还是 401", k)
k = "hvs." + b64u(90); case("vault_token", f"VAULT_ADDR=https://vault.corp.local:8200 VAULT_TOKEN={k} vault kv get secret/payments\n→ permission denied. Policy problem?", k)
k = "secret_" + rs(43); case("notion_token", f"Notion integration: headers = {{'Authorization': 'Bearer {k}', 'Notion-Version': '2022-06-28'}} — querying a database returns object_not_found even though I shared it.", k)
k = "lin_api_" + rs(40); case("linear_key", f"Linear GraphQL API key {k} — how do I list all issues in a cycle?", k)
k = "PMAK-" + hx(24) + "-" + hx(34); case("postman_key", f"Postman API 用这个 key：{k}，导出 collection 的 endpoint 是哪个？", k)
k = "ATATT3xFfGF0" + b64u(180) + "=" + hx(8).upper(); case("atlassian_token", f"Jira REST auth: email + API token. curl -u me@ourco.io:{k} https://ourco.atlassian.net/rest/api/3/myself returns 401.", k)
k = rs(40, B62 + "_-"); case("cloudflare_token", f"Cloudflare DNS update script:\nCF_API_TOKEN=\"{k}\"\ncurl -X PUT \"https://api.cloudflare.com/client/v4/zones/$ZONE/dns_records/$ID\" -H \"Authorization: Bearer $CF_API_TOKEN\"\nSays 'Invalid request headers'.", k)
k = hx(32); case("datadog_key", f"datadog.yaml:\napi_key: {k}\nsite: datadoghq.eu\nlogs_enabled: true\n\nAgent status shows 'API Key invalid'. EU vs US site issue?", k)
k = "sk." + base64.urlsafe_b64encode(json.dumps({"u": "mapdev" + dg(2), "a": "c" + rs(24, string.ascii_lowercase + string.digits)}).encode()).decode().rstrip("=") + "." + b64u(22); case("mapbox_secret", f"Mapbox secret token for downloads in ~/.netrc? I set MAPBOX_DOWNLOADS_TOKEN={k} but pod install still fails.", k)
k = "AAAA" + b64u(7) + ":APA91b" + b64u(134); case("firebase_server_key", f"FCM legacy server key: {k} — Google says legacy API is shut down; what replaces it?", k)
k = uid(); case("heroku_api_key", f"heroku config:set from GitHub Actions — I set HEROKU_API_KEY to {k} in the workflow env directly (not secrets) to test. Deploy still fails with 'Invalid credentials provided'.", k)
k = hx(32); case("sentry_dsn", f"Sentry.init({{ dsn: \"https://{k}@o{dg(6)}.ingest.sentry.io/{dg(7)}\", tracesSampleRate: 0.2 }}) — events aren't showing. Do I need the release option?", k)
k = "dp.st.prd." + rs(43); case("doppler_token", f"doppler run --token {k} -- npm start 报错 'Invalid service token'，是 config 选错了吗？", k)

# Chinese clouds / platforms
a, s = "LTAI5t" + rs(18), rs(30); case("aliyun_ak", f"阿里云 OSS 上传一直 403：\nauth = oss2.Auth('{a}', '{s}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'my-assets')\n是不是 RAM 权限没给？", a, s)
a, s = "AKID" + rs(32), rs(32); case("tencent_ak", f"腾讯云 COS 配置如下，SecretId: {a}\nSecretKey: {s}\nRegion: ap-guangzhou\n为什么 SDK 提示签名不匹配？", a, s)
s = hx(32); case("wechat_appsecret", f"微信小程序登录 code2Session 返回 40125 invalid appsecret。appid=wx{hx(16)}，secret={s}，我刚在后台重置过的", s)
k = uid(); case("wecom_webhook", f"企业微信群机器人发不出消息：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k} 返回 errcode 93000", k)
k = hx(64); case("dingtalk_webhook", f"钉钉机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token={k}\n加签的 secret 是 SEC{hx(64)}，帮我写 Python 签名代码", k)
C[-1]["secrets"].append(C[-1]["text"].split("secret 是 ")[1].split("，")[0])
k = uid(); case("feishu_webhook", f"飞书自定义机器人地址 https://open.feishu.cn/open-apis/bot/v2/hook/{k} 发送卡片消息格式怎么写？", k)

# cloud creds
a, s = aws_ak(), aws_sk(); case("aws_credentials_file", f"~/.aws/credentials\n[default]\naws_access_key_id = {a}\naws_secret_access_key = {s}\nregion = eu-west-1\n\nboto3 still says NoCredentialsError inside the container. Mount issue?", a, s)
a, s = aws_ak(), aws_sk(); case("aws_env_export", f"export AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\naws s3 ls → An error occurred (SignatureDoesNotMatch). Clock drift on WSL?", a, s)
a, s = aws_ak(), aws_sk(); case("aws_boto3_kwargs", f"s3 = boto3.client('s3', aws_access_key_id='{a}', aws_secret_access_key='{s}', region_name='us-east-2')\n这种写法在 Lambda 里有必要吗？", a, s)
k = b64(86) + "=="; case("azure_storage_conn", f"DefaultEndpointsProtocol=https;AccountName=prodinvoices{dg(2)};AccountKey={k};EndpointSuffix=core.windows.net\n\nBlobServiceClient.from_connection_string fails with AuthenticationFailed. Trailing newline?", k)
k = rs(3, B62) + "8Q~" + rs(34, B62 + "~._-"); case("azure_client_secret", f"az login --service-principal -u {uid()} -p '{k}' --tenant {uid()}\nAADSTS7000215: Invalid client secret provided. I copied the Value not the ID, I think?", k)
pk = pem_body(8); case("gcp_service_account", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"analytics-prod-" + dg(6) + "\",\n  \"private_key_id\": \"" + hx(40) + "\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + pk.replace("\n", "\\n") + "\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"etl@analytics-prod.iam.gserviceaccount.com\"\n}\nGoogle says invalid_grant: Invalid JWT Signature with this file. Is the key revoked?", pk.replace("\n", "\\n"))
k = "ya29.a0" + b64u(150); case("gcp_oauth_token", f"gcloud auth print-access-token gave me {k} and I used it in Postman; works for an hour then 401. Refresh token flow?", k)

# config files
p = pw(); case("env_file", f".env\nNODE_ENV=production\nPORT=8080\nDB_HOST=10.0.3.17\nDB_USER=shop\nDB_PASS={p}\nJWT_SECRET={hx(48)}\n\ndotenv isn't loading in PM2 cluster mode — any idea?", p)
C[-1]["secrets"].append(C[-1]["text"].split("JWT_SECRET=")[1].split("\n")[0])
p = pw(); case("yaml_config_unquoted", f"application.yml\nspring:\n  datasource:\n    url: jdbc:mysql://db-prod:3306/orders\n    username: orders_rw\n    password: {p}\n  jpa:\n    hibernate:\n      ddl-auto: validate\n启动报 Access denied for user，密码里的特殊字符需要转义吗？", p)
p = pw("word"); case("yaml_config_quoted", f"redis:\n  host: cache.internal\n  port: 6380\n  password: \"{p}\"\n  ssl: true\nDoes the quoting matter for YAML if the password has an @?", p)
p = pw(); case("toml_config", f"[database]\nhost = \"127.0.0.1\"\nport = 5432\nuser = \"grafana\"\npassword = \"{p}\"\n\nGrafana won't start after I moved the password here from grafana.ini. Is TOML even supported?", p)
p = pw("sym"); case("ini_config", f"my.cnf 里这样写：\n[client]\nuser=backup\npassword={p}\nhost=localhost\nmysqldump 还是提示 using a password on the command line interface can be insecure，为什么", p)
p = pw(); case("properties_file", f"# application.properties\nspring.mail.host=smtp.office365.com\nspring.mail.port=587\nspring.mail.username=noreply@acme-logistics.com\nspring.mail.password={p}\nspring.mail.properties.mail.smtp.starttls.enable=true\n\n535 5.7.3 Authentication unsuccessful — do I need an app password?", p)
p = pw(); case("maven_settings_xml", f"<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployer</username>\n      <password>{p}</password>\n    </server>\n  </servers>\n</settings>\nmvn deploy gives 401. Is the server id matched to distributionManagement?", p)
p = pw(); case("docker_compose_env", f"docker-compose.yml:\nservices:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {p}\n      MARIADB_DATABASE: wiki\n数据库容器一直重启，日志说 ibdata1 权限问题", p)
k = base64.b64encode(pw().encode()).decode(); case("k8s_secret_yaml", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: pg-auth\ntype: Opaque\ndata:\n  username: cG9zdGdyZXM=\n  password: {k}\n\nPod says 'password authentication failed'. Did I double-encode?", k)
p = pw(); case("netrc", f"My ~/.netrc:\nmachine git.internal.example\n  login ci-bot\n  password {p}\n\ngo get still prompts for credentials. Does Go read .netrc?", p)
p = pw(); case("pip_conf_url_creds", f"pip.conf\n[global]\nindex-url = https://deploy:{p}@pypi.corp-artifacts.net/simple\ntrusted-host = pypi.corp-artifacts.net\n装包速度很慢，有什么办法加速？", p)
p = pw(); case("json_config", "appsettings.Production.json:\n{\n  \"Smtp\": {\n    \"Host\": \"smtp.sendinblue.com\",\n    \"User\": \"ops@fernwood.io\",\n    \"Password\": \"" + p + "\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}\nHow do I move this into user-secrets for local dev?", p)
p = pw(); case("wp_config", f"define( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wpuser' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );\nWordPress 显示 Error establishing a database connection", p)
p = pw(); case("terraform_tfvars", f"terraform.tfvars\nregion      = \"eu-central-1\"\ndb_username = \"admin\"\ndb_password = \"{p}\"\ninstance    = \"db.t3.medium\"\nShould tfvars be in .gitignore? It's already pushed once…", p)
p = pw(); case("ansible_vars", f"group_vars/all.yml\nansible_user: deploy\nansible_become_pass: {p}\nnginx_worker_processes: auto\n\nBecome fails with 'Incorrect sudo password'. Vault it?", p)

# connection strings
p = pw("word"); case("postgres_url", f"DATABASE_URL=postgresql://app_user:{p}@pg-main.c9xk2.eu-west-1.rds.amazonaws.com:5432/billing?sslmode=require\nPrisma says 'Can't reach database server'. Security group?", p)
p = rs(14); case("mongodb_srv", f"mongoose.connect('mongodb+srv://analytics:{p}@cluster0.ab1cd.mongodb.net/events?retryWrites=true&w=majority') 连接超时，IP 白名单已经加了 0.0.0.0/0", p)
p = rs(20); case("redis_url", f"Celery broker: redis://:{p}@redis-14523.c12.us-east-1-2.ec2.cloud.redislabs.com:14523/0 — workers disconnect every 5 minutes.", p)
p = pw(); case("amqp_url", f"CELERY_BROKER_URL = 'amqp://worker:{p}@rabbit.prod.svc:5672/vhost1'\nrabbit says ACCESS_REFUSED. Vhost permissions?", p)
p = pw(); case("jdbc_url", f"jdbc:sqlserver://sql01.corp.local:1433;databaseName=HR;user=hr_app;password={p};encrypt=true;trustServerCertificate=true\nJava 17 下报 PKIX path building failed", p)
p = pw(); case("dotnet_conn", f"\"ConnectionStrings\": {{ \"Default\": \"Server=tcp:fin-sql.database.windows.net,1433;Initial Catalog=ledger;User ID=ledger_svc;Password={p};Encrypt=True;\" }}\nEF Core migration hangs forever.", p)
p = pw(); case("go_mysql_dsn", f"db, err := sql.Open(\"mysql\", \"root:{p}@tcp(127.0.0.1:3306)/inventory?parseTime=true\")\n报错 invalid DSN: did you forget to escape a param value? 是密码里的字符问题吗", p)
p = pw(); case("sqlalchemy_url", f"engine = create_engine(\"mysql+pymysql://etl:{p}@10.20.0.8/warehouse\", pool_pre_ping=True)\nMySQL server has gone away after idle — pool_recycle?", p)
p = pw(); case("ftp_url", f"lftp ftp://uploader:{p}@ftp.printshop-partner.de/incoming 一直 Login incorrect，是不是要用 sftp", p)
p = pw(); case("smtp_url", f"MAILER_DSN=smtp://alerts%40ourshop.com:{p}@smtp.gmail.com:587\nSymfony says 'Expected response code 235 but got 535'.", p)

# passwords in code
p = pw(); case("psycopg2_kwargs", f"conn = psycopg2.connect(host='localhost', dbname='crm', user='crm', password='{p}')\ncur = conn.cursor()\nWhy do I get 'server closed the connection unexpectedly' in Docker?", p)
p = pw(); case("requests_basic_positional", f"r = requests.get('https://jenkins.internal/api/json', auth=('admin', '{p}'), verify=False)\nprint(r.status_code)  # 403\nCrumb issuer problem?", p)
p = pw(); case("java_getconnection", f"Connection c = DriverManager.getConnection(\"jdbc:postgresql://db:5432/app\", \"app\", \"{p}\");\nWhy does this throw 'The connection attempt failed' only in the Docker network?", p)
p = pw(); case("php_pdo", f"$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop_admin', '{p}');\n这一行在 PHP 8.2 报 could not find driver，要装什么扩展？", p)
p = pw(); case("node_pg_client", f"const client = new Client({{\n  user: 'reporting',\n  host: 'db.internal',\n  database: 'metrics',\n  password: '{p}',\n  port: 5432,\n}});\nawait client.connect(); // hangs\n", p)
p = pw(); case("smtplib_login", f"server = smtplib.SMTP_SSL('smtp.qq.com', 465)\nserver.login('2837461@qq.com', '{p}')\n这里填的是 QQ 邮箱授权码，还是报 535 错误", p)
p = pw(); case("paramiko", f"ssh.connect('203.0.113.25', username='ubuntu', password='{p}', timeout=10)\nparamiko.ssh_exception.AuthenticationException — password auth disabled on server?", p)
p = pw(); case("ruby_hardcoded", f"class Mailer\n  SMTP_PASSWORD = \"{p}\".freeze\nend\nRubocop doesn't complain, but is there a Rails credentials way to do this?", p)
p = pw(); case("csharp_networkcredential", f"var cred = new NetworkCredential(\"svc_backup\", \"{p}\", \"CORP\");\n用这个访问共享目录总是 Access denied", p)

# CLI
p = pw(); case("curl_basic", f"curl -u admin:{p} -X POST https://grafana.ourlab.net/api/dashboards/db -d @dash.json\ngives 412 Precondition failed — version conflict?", p)
k = b64u(40); case("curl_bearer", f"curl -H \"Authorization: Bearer {k}\" https://api.fleetbase.io/v1/vehicles?limit=50 返回空数组，但是网页上有数据", k)
p = pw(); case("mysql_cli_p", f"mysql -h 10.0.0.12 -u root -p'{p}' -e 'SHOW PROCESSLIST' — why does it say Access denied from this host only?", p)
p = pw(); case("docker_login", f"echo running: docker login registry.gitlab.com -u deploy-bot -p {p}\nWARNING! Using --password via the CLI is insecure. How do I use --password-stdin in GitHub Actions?", p)
p = pw(); case("sshpass", f"sshpass -p '{p}' rsync -avz ./dist/ www@198.51.100.7:/var/www/site\n这个在 cron 里跑不起来，手动跑可以", p)
p = pw(); case("pgpassword_env", f"PGPASSWORD={p} pg_dump -h db.prod -U backup -Fc shop > shop.dump\nDump is 0 bytes when run from cron.", p)
k = ghp(); case("git_clone_token", f"git clone https://{k}@github.com/acme-internal/payments-core.git → 'Repository not found'. The repo exists and I'm in the org.", k)
p = pw(); case("kubectl_from_literal", f"kubectl create secret generic api-creds --from-literal=username=svc --from-literal=password='{p}' -n staging\nThen the pod sees the password with a trailing newline?", p)
a, s = aws_ak(), aws_sk(); case("aws_configure_set", f"aws configure set aws_access_key_id {a} --profile legacy && aws configure set aws_secret_access_key {s} --profile legacy\nsts get-caller-identity 报 InvalidClientTokenId", a, s)
p = pw(); case("openssl_passout", f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}\nKeychain on macOS refuses to import it. Legacy algorithm?", p)
p = pw(); case("htpasswd_cli", f"htpasswd -b -c /etc/nginx/.htpasswd monitor {p} — nginx still returns 401 on /metrics.", p)

# HTTP headers / cookies
u, p = pick("ops", "admin", "jenkins"), pw(); k = base64.b64encode(f"{u}:{p}".encode()).decode()
case("http_basic_header", f"Request copied from devtools:\nGET /api/v2/reports HTTP/1.1\nHost: reports.intra.net\nAuthorization: Basic {k}\nAccept: application/json\n\nWhy does the server respond 401 only through the proxy?", k)
k = rs(32, string.ascii_lowercase + string.digits); case("cookie_session", f"Copying this from my browser for the scraper:\nCookie: csrftoken={rs(32)}; sessionid={k}; lang=en\nrequests still redirects to /login. Missing Referer?", k)
C[-1]["secrets"].append(C[-1]["text"].split("csrftoken=")[1].split(";")[0])
k = hx(40); case("x_api_key_header", f"抓包看到请求头：\nX-Api-Key: {k}\nContent-Type: application/json\n服务端说 key 过期，怎么刷新？", k)

# logs
p = pw(); case("log_db_url", f"Stack trace from prod:\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.1.4.9\", port 5432 failed\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL: connect] url=postgresql://svc_orders:{p}@10.1.4.9:5432/orders\nWhat's e3q8 mean?", p)
k = jwt(); case("log_bearer_jwt", f"2026-11-30T08:14:22Z DEBUG http.client send: b'GET /v1/me HTTP/1.1\\r\\nHost: api.tripplan.app\\r\\nAuthorization: Bearer {k}\\r\\n'\n2026-11-30T08:14:22Z DEBUG reply: 'HTTP/1.1 401 Unauthorized'\nWhy 401 when the token isn't expired?", k)
p = pw(); case("ci_log_leak", f"GitHub Actions 日志：\nRun ./deploy.sh\n+ sshpass -p {p} scp build.tar.gz deploy@10.8.0.5:/opt/app\nscp: /opt/app: Permission denied\n部署用户权限怎么配？", p)
k = stripe(); case("app_log_key", f"[2026-12-01 10:22:03,118] ERROR payments.client: Stripe request failed key={k} status=401 body={{\"error\":{{\"type\":\"invalid_request_error\"}}}}\nWe rotated keys yesterday; is the old one cached?", k)

# private keys
b = pem_body(12); case("rsa_private_key", f"Server says 'Load key \"deploy.pem\": invalid format'. Here is the file:\n-----BEGIN RSA PRIVATE KEY-----\n{b}\n-----END RSA PRIVATE KEY-----\nIs it the line endings from Windows?", b)
b = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + "\n".join(b64(70) for _ in range(4)) + "\n" + b64(22) + "=="
case("openssh_private_key", f"这是我的 id_ed25519，为什么 ssh 提示 bad permissions？\n-----BEGIN OPENSSH PRIVATE KEY-----\n{b}\n-----END OPENSSH PRIVATE KEY-----", b)
b = "MHcCAQEEI" + b64(55) + "\n" + b64(64) + "\n" + b64(40) + "=="
case("ec_private_key", f"For the Apple Push key I have:\n-----BEGIN EC PRIVATE KEY-----\n{b}\n-----END EC PRIVATE KEY-----\nHow do I convert it to the .p8 format APNs wants?", b)

# JWT / webhooks / presigned
k = jwt(); case("jwt_debug", f"Can you decode this JWT and tell me why the backend rejects it? {k}", k)
k = jwt({"uid": R.randint(1000, 99999), "scope": "admin", "exp": 1767000000}); case("jwt_zh", f"前端存的 token 是 {k}，刷新后就失效，是不是 exp 设置有问题", k)
k = rs(24); case("slack_webhook", f"Alertmanager receiver:\nslack_configs:\n- api_url: https://hooks.slack.com/services/T{rs(8,UP)}/B{rs(10,UP)}/{k}\n  channel: '#oncall'\nNo messages arrive, what's wrong?", k)
k = b64u(68); case("discord_webhook", f"Posting to https://discord.com/api/webhooks/{R.randint(10**17, 10**18)}/{k} with embeds returns 400 'Cannot send an empty message'.", k)
k = hx(64); case("s3_presigned", f"This presigned link expired too fast: https://acme-exports.s3.amazonaws.com/reports/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={aws_ak()}%2F20261130%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261130T091500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={k}\nWhy is it dead after 12h instead of 7 days?", k)
k = b64(43) + "%3D"; case("azure_sas", f"SAS URL 给外包用的：https://mediastore{dg(3)}.blob.core.windows.net/raw?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-01-31T00:00:00Z&st=2026-12-01&spr=https&sig={k}\n这个能限制只读吗", k)
k = rs(32); case("reset_link", f"I got this password reset link but it says invalid: https://accounts.shopnest.com/reset?uid=48213&token={k} — can I reuse an old one?", k)

# prose passwords EN
p = pw(); case("prose_password_en", f"Please remember this for me: my Netflix login is jamie.r@outlook.com and the password is {p}. I always forget it.", p)
p = " ".join(R.sample(WORDS, 4)); case("passphrase_en", f"For the family NAS I picked a passphrase: \"{p}\". Is four words long enough or should I add a fifth?", p)
p = code(4); case("pin_en", f"Note to self since you remember stuff: new debit card PIN is {p}, the old one got blocked.", p)
p = code(4); case("door_code_en", f"The AirBnB host said the front door keypad code is {p}# and the lockbox is behind the plant. Can you draft a message to my friends with directions from the station?", p)
p = code(6); case("safe_code_en", f"Hotel room safe: I set it to {p}. If I forget, is there a master override the front desk can use?", p)
p = "MyHome_" + rs(6) + dg(2); case("wifi_en", f"Write a cute sign for guests: WiFi network 'Maple-5G', password {p}. Something with a coffee cup emoji.", p)
p = code(6); case("otp_en", f"My bank just texted {p} as the verification code, but the app keeps timing out. Should I request a new one or wait?", p)
codes = [f"{rs(4, string.ascii_lowercase + string.digits)}-{rs(4, string.ascii_lowercase + string.digits)}" for _ in range(5)]
case("recovery_codes_en", "These are my GitHub recovery codes, I'll keep them here:\n" + "\n".join(codes) + "\nIs it enough to have them in my notes app?", *codes)
p = " ".join(R.choice(WORDS) for _ in range(12)); case("seed_phrase_en", f"My MetaMask seed phrase is: {p} — the wallet shows 0 balance after restoring on a new phone. Did I restore the wrong account?", p)
p = code(4); case("locker_code_en", f"Gym locker 214, combination {p}. Remind me after my workout which locker it was.", p)
p = code(6); case("garage_code_en", f"ok so for the handyman tomorrow: side gate is unlocked, garage keypad is {p}, dogs are friendly. Can you turn that into a short text?", p)
p = pw("word"); case("prose_password_casual", f"lol I finally changed my email pw to {p} hope I don't forget again", p)

# prose passwords ZH
p = pw(); case("prose_password_zh", f"帮我记一下：公司 VPN 账号 zhangwei，密码 {p}，下次连的时候提醒我", p)
p = code(6); case("pin_zh", f"我的银行卡取款密码改成 {p} 了，之前那个被锁了", p)
p = code(4) + "#"; case("door_code_zh", f"快递小哥问门禁密码，我家单元门密码是 {p}，帮我编一条短信发给他", p)
p = "TP-LINK_" + hx(4).upper() ; w = rs(8, string.ascii_lowercase) + dg(4); case("wifi_zh", f"家里 WiFi 名字是 {p}，密码 {w}，帮我做个贴在冰箱上的提示卡", w)
p = code(6); case("otp_zh", f"刚收到短信验证码 {p}，但是页面提示已过期，是不是要重新获取？", p)
p = code(6); case("payment_pw_zh", f"支付宝支付密码我设成了 {p}，会不会太简单？要不要改", p)
p = " ".join(R.choice(WORDS) for _ in range(12)); case("seed_phrase_zh", f"钱包助记词：{p}\n导入 imToken 之后余额为零，是不是链选错了？", p)
p = code(6); case("safe_code_zh", f"保险柜密码 {p}，我出差期间让我妈帮忙取护照，帮我写一段微信说明怎么开", p)
p = code(4); case("locker_zh", f"超市寄存柜 37 号，密码条上写的 {p}，帮我记住", p)
p = pw("word"); case("mixed_lang_pw", f"公司邮箱 password 改成 {p} 了，outlook 客户端一直弹框要求重新输入，怎么办", p)
p = pw(); case("router_admin_zh", f"路由器后台地址 192.168.1.1，管理员账号 admin 密码 {p}，怎么设置端口转发？", p)

# payment cards
n = card("visa"); cvv = code(3); case("card_full_en", f"Can you fill this into the hotel booking form for me? Card {group(n)}, exp 08/29, CVV {cvv}, name on card Daniel Ortiz.", n.replace("", "")[:0] + group(n), cvv)
n = card("mc"); case("card_no_spaces", f"Charge disputed: merchant says they refunded to {n} but I don't see it. How long do refunds take on Mastercard?", n)
n = card("amex"); case("card_amex", f"My Amex {n[:4]}-{n[4:10]}-{n[10:]} got flagged for a €2 charge from a parking app. Fraud or pre-auth?", f"{n[:4]}-{n[4:10]}-{n[10:]}")
n = card("unionpay"); case("card_unionpay_zh", f"帮我填一下报销单，收款银行卡号 {n}，开户行招商银行深圳分行", n)
n = card("visa"); cvv = code(3); case("card_zh_cvv", f"信用卡 {group(n)}，有效期 11/28，背面安全码 {cvv}，这个网站要我输入这些安全吗？", group(n), cvv)

# bank
i = iban_de(); case("iban_de", f"Please write a short invoice note: pay €1,240 to Lena Krüger, IBAN {group(i)}, reference 'Oct workshop'.", group(i))
i = iban_gb(); case("iban_gb", f"Sending rent from abroad — my landlord's IBAN is {i} (Barclays). Is SWIFT/BIC also required?", i)
i = iban_fr(); case("iban_fr", f"Mon RIB pour le remboursement : IBAN {group(i)}. Can you translate the email to my French insurance into proper French?", group(i))
i = iban_nl(); case("iban_nl", f"Tikkie failed, so: {i} t.n.v. S. de Vries. Can you make this sound less awkward in a message to my team?", i)
i = iban_es(); case("iban_es_zh", f"西班牙房东的账户 IBAN：{group(i)}，帮我写一封邮件说明押金已经转账", group(i))
r, acct = aba(), dg(R.randint(9, 12)); case("us_routing_account", f"Direct deposit form asks for routing {r} and account {acct} — which one goes in 'Transit number'?", acct)
n = luhn_complete("6222", 19); case("cn_bank_card", f"工资卡号 {group(n)}，工商银行，帮我写一个给财务的变更申请", group(n))

# national ids
x = cn_id(); case("cn_id", f"帮我核对一下这份租房合同的信息：承租人王磊，身份证号 {x}，电话 {cn_mobile()}", x)
x = cn_id(); case("cn_id_en", f"Booking a train ticket for my mother in China — her ID number is {x}. Does 12306 accept foreign credit cards?", x)
x = ssn(); case("us_ssn", f"The landlord form asks for SSN. Mine is {x}. Is it normal for an apartment application, or should I refuse?", x)
x = ssn(); case("us_ssn_tax", f"W-9 draft: Name: Priya Natarajan; SSN {x.replace('-', ' ')}; address 22 Elm St. Does a freelancer need an EIN instead?", x.replace('-', ' '))
x = nino(); case("uk_nino", f"HMRC letter mentions my National Insurance number {x[:2]} {x[2:4]} {x[4:6]} {x[6:8]} {x[8]} but the payslip shows something different. Who do I call?", f"{x[:2]} {x[2:4]} {x[4:6]} {x[6:8]} {x[8]}")
x = dni(); case("es_dni", f"For the gym contract in Madrid I gave DNI {x}. They also want a photocopy — is that legal under GDPR?", x)
x = bsn(); case("nl_bsn", f"My BSN is {x}, the new employer asks for it by email. Is that safe or should I give it in person?", x)
x = nir(); case("fr_nir", f"Numéro de sécurité sociale {x} — the French pharmacy asks for it with my carte vitale. Translate my question for the pharmacist?", x)
x = cpf(); case("br_cpf", f"Preciso do CPF para a nota fiscal: {x}. Can you write a polite WhatsApp message to the store asking them to reissue the invoice?", x)
x = sin(); case("ca_sin", f"My SIN {x} — CRA portal says it doesn't match my name. Is it the accent in my last name?", x)
x = personnummer(); case("se_personnummer", f"Swedish personnummer {x} is needed for BankID, but I'm a new arrival. Can you explain the samordningsnummer process?", x)
x = nric(); case("sg_nric", f"新加坡同事的 NRIC 是 {x}，公司报名团建要填，这样在群里发安全吗？", x)

# passports / licences
x = "E" + dg(8); case("cn_passport", f"护照号 {x}，帮我填一下签证申请表里的个人信息部分，出生地上海", x)
x = dg(9); case("us_passport", f"Passport number {x}, expires 2031. Do I need 6 months validity for Thailand if I'm only staying 10 days?", x)
x = rs(1, string.ascii_uppercase) + dg(7); case("driver_licence_us", f"Rental form: California driver license {x}, exp 04/2028. Does Hertz Europe accept a US license without an IDP?", x)
x = "".join(R.choice(string.ascii_uppercase) for _ in range(5)) + dg(6) + R.choice(string.ascii_uppercase) + rs(2, string.ascii_uppercase) + dg(2)
case("uk_driving_licence", f"My UK driving licence number is {x} — DVLA check code page asks for the last 8 characters of it. Which ones exactly?", x)
x = cn_id(); case("cn_driver_licence", f"驾驶证号就是身份证号 {x}，交管12123 绑定提示信息不符，怎么回事？", x)

# announced
p = pw(); case("announced_en", f"I'm going to paste the admin password for the staging box in my next message, please store it for later.\n---\n{p}", p)
p = pw(); case("announced_zh", f"下一条发你数据库 root 密码，帮我记住\n---\n{p}", p)
k = openai(); case("announced_key", f"here comes the API key for the new project:\n---\n{k}\n---\nok now help me write a streaming example with it", k)
p = code(6); case("announced_pin", f"Our office alarm disarm code will follow — remind me on Monday.\n---\n{p}", p)
p = pw("word"); case("announced_mixed", f"wifi 密码我单独发，别弄混\n---\n{p}\n---\n记住了吗？", p)
a, s = aws_ak(), aws_sk(); case("announced_aws", f"Next two messages: access key then secret key for the sandbox account.\n---\n{a}\n---\n{s}", a, s)

# repeated / corrected
p1, p2 = pw(), pw(); case("corrected_en", f"The Jenkins admin password is {p1}\n---\nsorry, typo — it's actually {p2}", p1, p2)
p1, p2 = code(6), code(6); case("corrected_zh", f"门锁密码是 {p1}\n---\n不对不对，上周换了，现在是 {p2}", p1, p2)
k = ghp(); case("repeated_token", f"token: {k}\n---\nstill failing with that token ({k}) — maybe it needs workflow scope?", k)
p1 = pw(); p2 = p1[:-1] + pick("!", "7", "Q"); case("corrected_char", f"db pw = {p1}\n---\nwait the last char is wrong, should be {p2}", p1, p2)
k1, k2 = anthropic(), anthropic(); case("repeated_key_rotated", f"用这个 key 跑一下：{k1}\n---\n那个已经作废了，新的是 {k2}", k1, k2)
p = code(4); case("repeated_pin", f"Bike lock combo is {p}.\n---\nJust to confirm: {p}, right side of the rack.", p)

# extras for breadth
k = hx(32); case("wechat_pay_apiv3", f"微信支付 APIv3 密钥：{k}，商户号 {dg(10)}，回调解密失败 AEAD_AES_256_GCM 报错", k)
p = pw(); case("ldap_bind", f"ldapsearch -x -H ldaps://dc01.corp.local -D 'CN=svc_ldap,OU=Service,DC=corp,DC=local' -w '{p}' -b 'DC=corp,DC=local' '(sAMAccountName=jdoe)'\nReturns 'Can't contact LDAP server' only from the container.", p)
p = pw(); case("snmp_community", f"snmpwalk -v3 -u monitor -l authPriv -a SHA -A '{p}' -x AES -X '{p}' 10.0.0.1 → Authentication failure. Both pass phrases same — allowed?", p)
p = pw(); case("vnc_rdp", f"xfreerdp /v:win-jump.corp.local /u:Administrator /p:'{p}' /cert:ignore — works from Linux but not from the Mac client. Any ideas?", p)
p = rs(16, string.ascii_lowercase); case("app_password", f"Gmail app password is {p[:4]} {p[4:8]} {p[8:12]} {p[12:]} — Thunderbird still says login failed.", f"{p[:4]} {p[4:8]} {p[8:12]} {p[12:]}")
k = "glrt-" + b64u(20); case("gitlab_runner", f"gitlab-runner register --url https://gitlab.com --token {k} --executor docker 报 403 Forbidden", k)
k = b64(44); case("django_secret_key", f"settings.py\nSECRET_KEY = '{k}'\nDEBUG = True\nIs it bad that this is in the repo if the repo is private?", k)
k = b64(32); case("laravel_app_key", f"APP_KEY=base64:{k}\nAfter deploying, all sessions break with 'The MAC is invalid'.", k)
p = pw(); case("redis_cli_auth", f"redis-cli -h 10.2.3.4 -p 6379 -a '{p}' --no-auth-warning INFO replication\n为什么从库显示 master_link_status:down", p)
k = "EAA" + rs(180); case("facebook_token", f"Graph API call with access_token={k} returns 'Session has expired'. Long-lived token exchange steps?", k)
k = "xapp-1-A" + rs(10, UP) + "-" + dg(13) + "-" + hx(64); case("slack_app_token", f"Socket Mode app token {k} — the bolt app connects then disconnects instantly.", k)
p = pw(); case("ssid_psk_conf", f"wpa_supplicant.conf\nnetwork={{\n    ssid=\"Lab-IoT\"\n    psk=\"{p}\"\n    key_mgmt=WPA-PSK\n}}\nRaspberry Pi never joins the network.", p)
k = "sk_live_" + rs(24) if False else "rzp_live_" + rs(14); ks = rs(24); case("razorpay", f"Razorpay keys: key_id {k}, key_secret {ks}. Checkout opens but payment verification signature mismatches.", ks)
k = dg(6) + "-" + dg(6); case("icloud_recovery_key_like", f"Apple said to keep the recovery contact code safe: {rs(4,UP)}-{rs(4,UP)}-{rs(4,UP)}-{rs(4,UP)}-{rs(4,UP)}-{rs(4,UP)}-{rs(4,UP)}. Can I store it in Notes?", )
C[-1]["secrets"].append(C[-1]["text"].split("safe: ")[1].split(".")[0])
p = pw(); case("excel_vba_password", f"VBA: Workbooks.Open Filename:=\"C:\\Reports\\salaries.xlsx\", Password:=\"{p}\"\n报错 1004，文件路径没问题", p)
p = pw(); case("zip_password", f"7z x backup_2026.7z -p{p} -o./restore\nWrong password? The same one worked last month.", p)
k = "glsa_" + rs(32) + "_" + hx(8); case("grafana_sa_token", f"Grafana service account token {k} — can it be used with the Terraform provider?", k)
k = rs(40, B62); case("bitbucket_app_pw", f"Bitbucket app password: {k}\n用 https 克隆时用户名填邮箱还是用户名？", k)

DROP = set("""stripe_webhook_secret mailgun_key linear_key atlassian_token mapbox_secret firebase_server_key
heroku_api_key datadog_key sentry_dsn gcp_oauth_token yaml_config_quoted properties_file netrc ansible_vars
amqp_url sqlalchemy_url smtp_url ruby_hardcoded openssl_passout htpasswd_cli pgpassword_env app_log_key
ec_private_key discord_webhook reset_link safe_code_en locker_code_en iban_nl us_ssn_tax se_personnummer
uk_driving_licence repeated_pin ldap_bind snmp_community vnc_rdp django_secret_key laravel_app_key
facebook_token slack_app_token ssid_psk_conf razorpay icloud_recovery_key_like zip_password grafana_sa_token
shopify_token notion_token discord_bot postman_key doppler_token digitalocean_token sendgrid_key
feishu_webhook ini_config pip_conf_url_creds ftp_url csharp_networkcredential sshpass x_api_key_header
locker_zh router_admin_zh cn_driver_licence redis_cli_auth excel_vba_password bitbucket_app_pw gitlab_runner
wecom_webhook""".split())
# Sub-select to the target size; generation order (and so the RNG stream) is unchanged.
assert DROP <= {c["kind"] for c in C}, DROP - {c["kind"] for c in C}
C = [c for c in C if c["kind"] not in DROP]

# ---------------------------------------------------------------- validation
def zh(t): return any("\u4e00" <= ch <= "\u9fff" for ch in t)
allsec = []
for c in C:
    assert c["secrets"], c["kind"]
    for s in c["secrets"]:
        if s not in c["text"]:
            raise SystemExit(f"secret not substring in {c['kind']}: {s!r}")
        allsec.append(s)
for s in allsec:
    for t in L:
        if s in t:
            raise SystemExit(f"look-alike contains a secret: {s!r}")
kinds = [c["kind"] for c in C]
if len(set(kinds)) != len(kinds):
    raise SystemExit("duplicate kinds: " + str([k for k in kinds if kinds.count(k) > 1]))
if len(set(L)) != len(L): raise SystemExit("dup lookalike")

class Lit(str): pass
def lit_rep(d, s):
    return d.represent_scalar("tag:yaml.org,2002:str", s, style="|")
yaml.SafeDumper.add_representer(Lit, lit_rep)
class DQ(str): pass
yaml.SafeDumper.add_representer(DQ, lambda d, s: d.represent_scalar("tag:yaml.org,2002:str", s, style='"'))
out = {"cases": [{"kind": c["kind"], "text": Lit(c["text"]), "secrets": [DQ(x) for x in c["secrets"]]} for c in C],
       "lookalikes": [Lit(t) for t in L]}
data = yaml.dump(out, Dumper=yaml.SafeDumper, allow_unicode=True, sort_keys=False, width=10**6)
back = yaml.safe_load(data)
assert [c["text"] for c in back["cases"]] == [c["text"] for c in C]
assert back["lookalikes"] == L
assert [c["secrets"] for c in back["cases"]] == [c["secrets"] for c in C]
with open(__file__.rsplit("/", 1)[0] + "/heldout_v13.yaml", "w", encoding="utf-8") as f:
    f.write(data)
print(f"cases={len(C)} secrets={len(allsec)} lookalikes={len(L)} "
      f"zh_cases={sum(zh(c['text']) for c in C)} zh_lookalikes={sum(zh(t) for t in L)}")
