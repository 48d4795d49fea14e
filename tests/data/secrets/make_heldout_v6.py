"""Generator of heldout_v6.yaml (issue 24): a FROZEN held-out set for the secret redactor.

Written blind: the author never read the redactor's rules (utils/redact.py and friends) nor the earlier
sets; every value is drawn from random.Random(SEED) with the right shape or checksum, never a real credential.
Run once to write the YAML; the YAML is committed before its one run and never tuned on.
"""
from __future__ import annotations

import base64
import json
import random
import string
from pathlib import Path

SEED = 24_0606
R = random.Random(SEED)
LOW, UP, DIG = string.ascii_lowercase, string.ascii_uppercase, string.digits
ALNUM = LOW + UP + DIG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def mixed(alpha: str, n: int) -> str:
    """Random string with at least one lower, upper and digit when alpha has them."""
    while True:
        s = rs(alpha, n)
        if (not any(c in alpha for c in LOW) or any(c in LOW for c in s)) and (
            not any(c in alpha for c in DIG) or any(c in DIG for c in s)) and (
            not any(c in alpha for c in UP) or any(c in UP for c in s)):
            return s


def password(n: int | None = None, symbols: str = "!@#%^*_-.+") -> str:
    n = n or R.randint(10, 18)
    while True:
        s = mixed(ALNUM + symbols, n)
        if any(c in symbols for c in s) and s[0] in ALNUM:
            return s


def human_pw() -> str:
    words = ["Maple", "otter", "Sunset", "violin", "Kestrel", "harbor", "Juniper", "tango", "Nimbus", "cobalt",
             "Pebble", "walrus", "Quokka", "saffron", "Lantern", "fjord"]
    return R.choice(words) + R.choice(["", "_", "-", "."]) + R.choice(words).lower() + str(R.randint(10, 9999)) \
        + R.choice(["!", "#", "?", "", "$"])


def luhn(prefix: str, length: int) -> str:
    body = prefix + rs(DIG, length - len(prefix) - 1)
    total = 0
    for i, d in enumerate(reversed(body)):
        x = int(d)
        if i % 2 == 0:
            x *= 2
            if x > 9:
                x -= 9
        total += x
    return body + str((10 - total % 10) % 10)


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt() -> str:
    head = b64u(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
    body = b64u(json.dumps({"sub": str(R.randint(10**6, 10**7)), "name": R.choice(["ana", "li wei", "tom"]),
                            "iat": R.randint(1_700_000_000, 1_760_000_000), "role": "admin"}).encode())
    sig = b64u(bytes(R.getrandbits(8) for _ in range(32)))
    return f"{head}.{body}.{sig}"


def pem(kind: str) -> str:
    raw = bytes(R.getrandbits(8) for _ in range(R.randint(180, 260)))
    b = base64.b64encode(raw).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def aws_id() -> str:
    return R.choice(["AKIA", "ASIA"]) + rs(UP + "234567", 16)


def aws_secret() -> str:
    return mixed(ALNUM + "/+", 40)


def gh() -> str:
    return R.choice(["ghp_", "gho_", "ghs_"]) + mixed(ALNUM, 36)


def gh_fine() -> str:
    return "github_pat_11" + rs(UP + DIG, 20) + "_" + mixed(ALNUM, 59)


def slack() -> str:
    return f"xox{R.choice('bp')}-{rs(DIG, 12)}-{rs(DIG, 13)}-{mixed(ALNUM, 24)}"


def stripe() -> str:
    return R.choice(["sk_live_", "rk_live_"]) + mixed(ALNUM, R.choice([24, 99]))


def openai() -> str:
    return "sk-proj-" + mixed(ALNUM + "-_", 56) + "T3BlbkFJ" + mixed(ALNUM + "-_", 56)


def anthropic() -> str:
    return "sk-ant-api03-" + mixed(ALNUM + "-_", 93) + "AA"


def google() -> str:
    return "AIza" + mixed(ALNUM + "-_", 35)


def sendgrid() -> str:
    return "SG." + mixed(ALNUM + "-_", 22) + "." + mixed(ALNUM + "-_", 43)


def twilio_token() -> str:
    return rs(HEX, 32)


def mailchimp() -> str:
    return rs(HEX, 32) + "-us" + str(R.randint(2, 21))


def npm() -> str:
    return "npm_" + mixed(ALNUM, 36)


def pypi() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + mixed(ALNUM + "-_", 120)


def totp() -> str:
    return rs(B32, R.choice([16, 32]))


def spaced(s: str) -> str:
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def amex() -> str:
    n = luhn(R.choice(["34", "37"]), 15)
    return f"{n[:4]}-{n[4:10]}-{n[10:]}"


cases: list[dict] = []


def case(kind: str, text: str, secrets: list[str], then: list[str] | None = None,
         assistant: str | None = None) -> None:
    c: dict = {"kind": kind, "text": text, "secrets": secrets}
    if then:
        c["then"] = then
    if assistant:
        c["assistant"] = assistant
    allt = "\n".join([text] + ([assistant] if assistant else []) + (then or []))
    for s in secrets:
        assert s in allt, (kind, s)
    cases.append(c)


# ---- .env / INI / YAML / TOML / Docker / k8s -------------------------------------------------------------
p = password(); case("env", f"here's my .env, why won't it connect?\nDB_HOST=10.0.3.4\nDB_USER=app\nDB_PASSWORD={p}\nDEBUG=0", [p])
p = password(); case("env", f"export PGPASSWORD='{p}' && psql -h db.internal -U report", [p])
p = password(); case("env", f'export REDIS_PASS="{p}"', [p])
p = human_pw(); case("env", f"in the .env i have db_password={p} lowercase, does that matter?", [p])
k = mixed(ALNUM, 48); case("env", f"SESSION_SECRET={k}\nPORT=8080", [k])
k = mixed(ALNUM + "-_", 32); case("env", f"APP_SIGNING_KEY = {k}", [k])
p = password(); case("ini", f"[database]\nhost = pg.prod.local\nuser = billing\npassword = {p}\n", [p])
p = password(); case("ini", f"my ~/.my.cnf:\n[client]\nuser=root\npass={p}", [p])
k = aws_id(); s = aws_secret(); case("ini", f"[default]\naws_access_key_id = {k}\naws_secret_access_key = {s}\nregion = eu-west-1", [k, s])
p = password(); case("yaml", f"spring:\n  datasource:\n    url: jdbc:mysql://db:3306/shop\n    username: shop\n    password: {p}", [p])
p = password(); case("yaml", f'smtp:\n  user: noreply@acme.io\n  password: "{p}"', [p])
k = mixed(ALNUM, 40); case("yaml", f"the helm values has\n  apiToken: {k}\nis that the right key name?", [k])
p = password(); case("toml", f'[tool.poetry.http-basic.private]\nusername = "ci"\npassword = "{p}"', [p])
k = mixed(ALNUM, 32); case("toml", f'[server]\nsecret_key = "{k}"\nworkers = 4', [k])
p = password(); case("docker", f"docker run -d -e POSTGRES_PASSWORD={p} -p 5432:5432 postgres:16", [p])
p = password(); case("docker", f"services:\n  mysql:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: {p}", [p])
p = password(); case("docker", f"ENV ADMIN_PASS={p}\nRUN ./setup.sh", [p])
raw = password(); enc = base64.b64encode(raw.encode()).decode()
case("k8s", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  password: {enc}", [enc])
p = password(); case("k8s", f"kubectl create secret generic api --from-literal=password={p} -n prod", [p])
k = mixed(ALNUM, 40); case("k8s", f"stringData:\n  API_TOKEN: {k}", [k])

# ---- connection strings and URLs ------------------------------------------------------------------------
p = password(symbols="_-.~"); case("url", f"postgres://app_user:{p}@db.prod.example.com:5432/orders", [p])
p = password(symbols="_-."); case("url", f"can't reach mongo: mongodb+srv://admin:{p}@cluster0.ab1cd.mongodb.net/test?retryWrites=true", [p])
p = password(symbols="_-."); case("url", f"CELERY_BROKER_URL=amqp://celery:{p}@rabbit:5672//", [p])
p = password(symbols="_-."); case("url", f"redis://:{p}@cache.internal:6379/0", [p])
p = password(symbols="_-."); case("url", f"git clone https://deploy:{p}@git.example.org/team/infra.git", [p])
p = password(symbols="_-."); case("url", f"mysql+pymysql://root:{p}@127.0.0.1/wp", [p])
k = base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()
case("azure", f"DefaultEndpointsProtocol=https;AccountName=stacmedia;AccountKey={k};EndpointSuffix=core.windows.net", [k])
k = base64.b64encode(bytes(R.getrandbits(8) for _ in range(32))).decode()
case("azure", f"Endpoint=sb://ordersbus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={k}", [k])
p = password(); case("ado", f"Server=tcp:sql01.database.windows.net,1433;Initial Catalog=crm;User ID=crmadmin;Password={p};Encrypt=True;", [p])
p = password(); case("ado", f"connection string: Data Source=.\\SQLEXPRESS;Database=Inventory;User Id=sa;Pwd={p};", [p])
t = mixed(ALNUM, 40); case("url", f"the webhook is https://api.example.com/hooks/ingest?token={t}", [t])
t = "T" + rs(UP + DIG, 8) + "/B" + rs(UP + DIG, 10) + "/" + mixed(ALNUM, 24)
case("url", f"slack webhook: https://hooks.slack.com/services/{t}", [t.split("/")[-1]])

# ---- provider keys --------------------------------------------------------------------------------------
k = aws_id(); s = aws_secret(); case("aws", f"AWS_ACCESS_KEY_ID={k}\nAWS_SECRET_ACCESS_KEY={s}", [k, s])
k = aws_id(); s = aws_secret(); case("aws", f"ok the key id is {k} and the secret is {s}, put them in the CI vars please", [k, s])
s = aws_secret(); case("aws", f"aws configure set aws_secret_access_key {s}", [s])
k = gh(); case("github", f"use this token for the bot: {k}", [k])
k = gh_fine(); case("github", f"GH_TOKEN={k} gh pr list", [k])
k = gh(); case("github", f"git remote set-url origin https://{k}@github.com/acme/api.git", [k])
k = slack(); case("slack", f"SLACK_BOT_TOKEN={k}", [k])
k = slack(); case("slack", f"why does chat.postMessage fail with {k}? says not_in_channel", [k])
k = stripe(); case("stripe", f"stripe.api_key = \"{k}\"", [k])
k = stripe(); case("stripe", f"prod key {k} test key is in 1password", [k])
k = openai(); case("openai", f"OPENAI_API_KEY={k}", [k])
k = openai(); case("openai", f"client = OpenAI(api_key=\"{k}\")", [k])
k = anthropic(); case("anthropic", f"export ANTHROPIC_API_KEY={k}", [k])
k = anthropic(); case("anthropic", f"my claude key {k} keeps returning 401", [k])
k = google(); case("google", f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=init\"></script>", [k])
k = google(); case("google", f"GOOGLE_API_KEY: {k}", [k])
k = sendgrid(); case("sendgrid", f"SENDGRID_API_KEY='{k}'", [k])
k = sendgrid(); case("sendgrid", f"sendgrid rejects {k} with 403 forbidden", [k])
sid = "AC" + rs(HEX, 32); tok = twilio_token()
case("twilio", f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}", [tok])
tok = twilio_token(); case("twilio", f"client = Client('AC{rs(HEX, 32)}', '{tok}')", [tok])
k = mailchimp(); case("mailchimp", f"mailchimp api key {k}", [k])
k = mailchimp(); case("mailchimp", f"MC_KEY={k}", [k])
k = npm(); case("npm", f"//registry.npmjs.org/:_authToken={k}", [k])
k = npm(); case("npm", f"NPM_TOKEN {k}", [k])
k = pypi(); case("pypi", f"[pypi]\n  username = __token__\n  password = {k}", [k])
k = pypi(); case("pypi", f"twine upload -u __token__ -p {k} dist/*", [k])

# ---- JWT / private keys --------------------------------------------------------------------------------
j = jwt(); case("jwt", f"curl -H 'Authorization: Bearer {j}' https://api.acme.dev/v1/me", [j])
j = jwt(); case("jwt", f"can you decode this jwt for me {j}", [j])
j = jwt(); case("jwt", f"cookie: session={j}; Path=/", [j])
k = pem("RSA PRIVATE KEY"); case("pem", f"here's the key, ssh says invalid format\n{k}", [k.split("\n")[1], k.split("\n")[2]])
k = pem("OPENSSH PRIVATE KEY"); case("pem", k, [k.split("\n")[1], k.split("\n")[-2]])
k = pem("PRIVATE KEY"); case("pem", f"service account json has \"private_key\": \"{k}\"".replace("\n", "\\n"), [k.split("\n")[1]])

# ---- passwords in prose (English) ------------------------------------------------------------------------
p = human_pw(); case("prose", f"my pw is {p} if you need to log in to the router", [p])
p = password(); case("prose", f"use {p} as the password for the staging admin", [p])
p = password(symbols="!#%*"); case("prose", f"basic auth admin:{p} on the grafana box", [p])
p = password(); case("prose", f"pw: {p}", [p])
p = human_pw(); case("prose", f"I changed my gmail password to {p} yesterday, remind me if I forget", [p])
p = password(); case("prose", f"login for the nas is user: kate / pass: {p}", [p])
p = human_pw(); case("prose", f"the password for the shared netflix is {p}", [p])
p = "sunshine" + str(R.randint(10, 99)); case("prose", f"my bank password is {p}, I know it's weak", [p])
p = password(); case("prose", f"Password: {p}\n(that's for the vpn)", [p])
p = human_pw(); case("prose", f"can you remember that my locker code word is {p}", [p])
p = password(); case("prose", f"curl -u jenkins:{p} https://ci.internal/api/json", [p])
p = password(); case("prose", f"mysql -u root -p{p} -e 'show databases'", [p])
p = password(); case("prose", f"sshpass -p '{p}' ssh deploy@10.1.1.7", [p])
p = human_pw(); case("prose", f"set the admin password to {p} for now, we'll rotate later", [p])
p = str(R.randint(100000, 999999)); case("prose", f"the alarm code is {p}", [p])
p = str(R.randint(1000, 9999)); case("prose", f"my debit card PIN is {p}, don't tell anyone lol", [p])

# ---- passwords in prose (Chinese) -----------------------------------------------------------------------
p = password(); case("zh", f"服务器密码是{p}，你帮我记一下", [p])
p = password(); case("zh", f"账号 root 密码 {p}", [p])
p = human_pw(); case("zh", f"我的邮箱密码：{p}", [p])
p = password(); case("zh", f"数据库连接用户名admin，密码为 {p}，端口3306", [p])
p = human_pw(); case("zh", f"家里wifi密码是 {p}", [p])
k = gh(); case("zh", f"这是我的GitHub令牌 {k} 帮我看看为什么推送失败", [k])
k = openai(); case("zh", f"我的OpenAI密钥：{k}", [k])
p = str(R.randint(100000, 999999)); case("zh", f"支付密码是{p}，别告诉别人", [p])
p = password(); case("zh", f"登录信息：用户名 zhangwei 密码 {p}", [p])
p = password(); case("zh", f"把口令改成了{p}", [p])
k = aws_secret(); case("zh", f"AWS的secret key是 {k}", [k])
p = human_pw(); case("zh", f"路由器后台 admin / {p}", [p])

# ---- cards ---------------------------------------------------------------------------------------------
v = luhn("4", 16); case("card", f"card number {spaced(v)} exp 09/28 cvv {rs(DIG, 3)}", [spaced(v)])
v = luhn("4", 16); case("card", f"can you check if {spaced(v)} is a valid visa", [spaced(v)])
a = amex(); case("card", f"amex {a}", [a])
a = amex(); case("card", f"我的信用卡号 {a}", [a])
m = luhn(R.choice(["51", "53", "55", "2221"]), 16); case("card", f"pay with {m} please", [m])
m = luhn("54", 16); case("card", f"Mastercard: {m}, exp 11/27", [m])

# ---- TOTP / wifi / SSH passphrase ------------------------------------------------------------------------
t = totp(); case("totp", f"otpauth://totp/ACME:kate?secret={t}&issuer=ACME", [t])
t = totp(); case("totp", f"the 2FA setup key is {t}, add it to your authenticator", [t])
t = totp(); tt = spaced(t.lower()); case("totp", f"google gave me this backup setup key: {tt}", [tt])
p = human_pw(); case("wifi", f"wifi: CafeGuest, password {p}", [p])
p = password(); case("wifi", f"WIFI:T:WPA;S:HomeNet;P:{p};;", [p])
p = human_pw(); case("wifi", f"the wifi pass at the cabin is {p}", [p])
p = password(); case("ssh", f"passphrase for id_ed25519 is {p}", [p])
p = human_pw(); case("ssh", f"my ssh key passphrase: {p}", [p])

# ---- announced then sent alone ---------------------------------------------------------------------------
p = password(); case("then", "ok I'll send you the db password in the next message", [p], then=[p])
k = stripe(); case("then", "here comes the stripe key", [k], then=[k])
p = human_pw(); case("then", "wifi password coming:", [p], then=[p])
p = password(); case("then", "下一条发你密码", [p], then=[p])
k = anthropic(); case("then", "new api key, don't save it anywhere:", [k], then=[k, "thanks"])

# ---- assistant repeats -----------------------------------------------------------------------------------
p = password(); case("assistant", f"the vault unlock password is {p}", [p], assistant=f"Got it — the vault password is {p}. I won't share it.")
k = gh(); case("assistant", f"token {k} isn't working", [k], assistant=f"The token `{k}` looks like a classic PAT; check its scopes.")
p = human_pw(); case("assistant", f"我的密码是{p}", [p], assistant=f"好的，你的密码是 {p}，请注意安全。")
k = aws_id(); case("assistant", f"is {k} an access key id?", [k], assistant=f"Yes, {k} has the shape of an AWS access key id; rotate it since you pasted it here.")

# ---- look-alikes ---------------------------------------------------------------------------------------
sha = lambda n=40: rs(HEX, n)  # noqa: E731
uuid = lambda: f"{rs(HEX, 8)}-{rs(HEX, 4)}-4{rs(HEX, 3)}-{R.choice('89ab')}{rs(HEX, 3)}-{rs(HEX, 12)}"  # noqa: E731
B32M = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
looks = [
    "if not check_password(raw): raise AuthError()",
    'api_key = os.environ["API_KEY"]',
    "token = os.getenv('GITHUB_TOKEN')",
    "password = getpass.getpass('Password: ')",
    "export OPENAI_API_KEY=<your-api-key>",
    "OPENAI_API_KEY=YOUR_API_KEY",
    "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
    "set DB_PASSWORD=${DB_PASSWORD} in the compose file so it's read from the environment",
    "password: ${POSTGRES_PASSWORD}",
    "Authorization: Bearer <token>",
    "replace <your-token> with the token from the settings page",
    "I forgot my password again, how do I reset it?",
    "the password reset email never arrived",
    "should passwords be hashed with bcrypt or argon2?",
    "def hash_password(plain: str) -> str:",
    "user.set_password(form.cleaned_data['password1'])",
    "if len(password) < 12: return 'too short'",
    "we rotate API keys every 90 days",
    "where do I put my API key in the dashboard?",
    "the token expired, I need to refresh it",
    "secret_key = settings.SECRET_KEY",
    "access_token = response.json()['access_token']",
    "kubectl get secret db-creds -o yaml",
    "aws configure --profile prod",
    "git commit -m 'rotate keys, remove password from logs'",
    f"fixed in commit {sha()}",
    f"git cherry-pick {sha(7)}",
    f"HEAD is now at {sha(7)} Merge pull request #412",
    f"request id {uuid()} failed with 502",
    f"order {uuid()} shipped",
    f"sha256sum: {sha(64)}  ubuntu-24.04-live-server-amd64.iso",
    f"md5 {sha(32)} matches",
    f"[2026-03-01 12:00:03] INFO cache hit key={sha(16)}",
    f"Docker image digest sha256:{sha(64)}",
    "echo SGVsbG8gd29ybGQsIGhvdyBhcmUgeW91Pw== | base64 -d",
    "the base64 of 'hello' is aGVsbG8=",
    f"send the ETH to 0x{rs(HEX, 40)} when you can",
    f"my btc address is bc1q{rs(B32M, 38)}",
    "gpt-4o-mini vs claude-3-5-sonnet-20241022 for summarisation?",
    "pulled llama3.1:8b-instruct-q4_K_M and qwen2.5-coder:7b",
    "upgraded to numpy 2.1.3 and pandas 2.2.3",
    "version v3.12.0-rc.2+build.4471",
    "s3://acme-logs/2026/03/01/app-server-7f3a/part-00017.gz",
    "aws s3 cp s3://ml-datasets/raw/train/shard_0042.parquet .",
    "open http://localhost:5000/admin",
    "the api runs at http://127.0.0.1:8000/docs",
    "https://github.com/acme/api/pull/412/files",
    "https://docs.python.org/3/library/secrets.html#secrets.token_hex",
    "see https://example.com/reset-password?step=2",
    "我忘记密码了，怎么找回？",
    "密码至少要12位，包含大小写字母和数字",
    "请不要把密码发到群里",
    "这个接口需要传 api_key 参数",
    "令牌过期了，需要重新登录",
    "我把钥匙放在妈妈家了",
    "I'm keeping a key to my mom's house in case she needs help",
    "the key to a good marriage is communication, says my grandma",
    "lost my car keys at the gym again",
    "the keynote was about password-less login with passkeys",
    "my password manager is Bitwarden, I like it",
    "She told me the secret to her lasagna is nutmeg",
    "Caroline said the password to the treehouse club was a secret handshake",
    "we went hiking and I forgot the token for the parking machine",
    "Melanie signed up for pottery classes on Tuesday",
    "the secret santa draw is on friday",
    "password123 is the most common password in the leaked lists, never use it",
    "the default login on those routers is admin/admin, change it on first boot",
    "docs say: set the password to changeme and the installer will force a reset",
    "POSTGRES_PASSWORD=postgres is fine for local dev only",
    "DATABASE_URL=postgres://user:password@localhost:5432/mydb",
    "mongodb://localhost:27017/test",
    "redis://localhost:6379/0",
    "amqp://guest:guest@localhost:5672/",
    "SECRET_KEY=replace-me",
    "API_TOKEN=xxxx",
    "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
    "password: '********'",
    "Password: [hidden]",
    "AccountKey=<storage-account-key>",
    "the AWS key id always starts with AKIA, the secret is 40 chars",
    "github tokens start with ghp_ and stripe live keys with sk_live_",
    "JWTs have three base64url parts separated by dots",
    "-----BEGIN PUBLIC KEY----- is fine to share, it's the public half",
    "ssh-keygen -t ed25519 -C 'kate@laptop'",
    "the 2FA code from the app was 6 digits but it expired",
    "my tracking number is 1Z999AA10123456784",
    "call me at +1 415 555 0134",
    "the meeting id is 884 2291 7730",
    "invoice INV-2026-00417 is overdue",
    "ISBN 978-0-13-468599-1",
    "flight LH 454 departs 13:45 from gate B44",
    "my order number is 112-4837261-9902716",
    "the wifi here is free, no password needed",
    "wifi password is on the fridge, ask mom",
    "passphrase should be at least 5 random words",
    "ssh asks for the passphrase every time, how do I use ssh-agent?",
    "const token = localStorage.getItem('token');",
    "headers = {'Authorization': f'Bearer {token}'}",
    "client = OpenAI(api_key=os.environ['OPENAI_API_KEY'])",
    "stripe.api_key = os.getenv('STRIPE_KEY')",
    "private_key = load_pem_private_key(data, password=None)",
    "The function returns a tuple (token, expires_at)",
    "tokenizer = AutoTokenizer.from_pretrained('bert-base-uncased')",
    "max_tokens=4096, temperature=0.2",
    "PasswordField(label='Password', min_length=8)",
    "class ApiKeyMiddleware(BaseMiddleware):",
    "grep -rn 'password' src/ | wc -l",
    "the regex for a uuid is [0-9a-f]{8}-[0-9a-f]{4}-...",
    "color #3a7bd5 and #00d2ff for the gradient",
    "lat 48.8584, lon 2.2945",
    "CUDA_VISIBLE_DEVICES=0,1 python train.py --lr 3e-4 --batch-size 64",
    "my student id is 20231145",
    "Room 4B, building 7, the door code is on the email they sent",
    "她说她的秘诀是每天早起跑步",
    "钥匙在门口的花盆下面，开玩笑的",
    "API 密钥在控制台的“设置”页面里生成",
    "版本号是 v2.4.1，提交哈希 " + sha(7),
    "token 数量超过了模型的上下文长度 128k",
]
lookalikes = looks

doc = {"cases": cases, "lookalikes": lookalikes}
HEADER = """\
# FROZEN HELD-OUT SET v6 (issue 24): secrets the redactor must keep out, look-alikes it must leave unchanged.
# Written blind: the author never read the redactor's rules (utils/redact.py and its friends) nor the earlier
# sets; every value is random (make_heldout_v6.py, fixed seed), never a real credential. Committed before its
# one run and never tuned on; after that run its misses are read and it is a floor, no longer held out.
"""


class _Dumper(__import__("yaml").SafeDumper):
    pass


def _str(d, s):  # block style for multi-line strings
    return d.represent_scalar("tag:yaml.org,2002:str", s, style="|" if "\n" in s else None)


if __name__ == "__main__":
    import yaml

    _Dumper.add_representer(str, _str)
    out = Path(__file__).with_name("heldout_v6.yaml")
    out.write_text(HEADER + yaml.dump(doc, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=10_000),
                   encoding="utf-8")
    back = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert back == doc, "round trip"
    print(len(cases), "cases,", sum(len(c["secrets"]) for c in cases), "secrets,", len(lookalikes), "look-alikes")
