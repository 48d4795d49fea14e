"""Writes heldout_v2.yaml: the frozen held-out secrets set of issue 24 (run once, never tuned on).

    python tests/data/secrets/make_heldout_v2.py     # the same file every time (fixed seed)

Every secret is made up here: random values of the right shape, with the format's own checksum where it
has one (Luhn for cards, GitHub's CRC32 for its tokens), never a real credential. The sentences around them
were written for this set, apart from the tuning sets, before any of issue 24's rules were written.
"""

from __future__ import annotations

import base64
import random
import string
import zlib
from pathlib import Path

import yaml

OUT = Path(__file__).with_name("heldout_v2.yaml")
R = random.Random(20261203)
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
B32 = string.ascii_uppercase + "234567"
PW_SYMBOLS = "!#$%&*+-?@^_~"


def rnd(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def password(n: int = 12) -> str:
    """Mixed classes: at least one lower, upper, digit and symbol."""
    while True:
        s = rnd(string.ascii_letters + string.digits + PW_SYMBOLS, n)
        if (any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)
                and any(c in PW_SYMBOLS for c in s)):
            return s


def human_password() -> str:
    words = ["Tulip", "Harbor", "Maple", "Cobalt", "River", "Falcon", "Orchid", "Granite", "Pepper", "Comet",
             "Willow", "Saffron", "Nimbus", "Quartz", "Juniper", "Lantern"]
    return f"{R.choice(words)}{R.choice(PW_SYMBOLS)}{R.choice(words)}{R.randint(10, 99)}"


def b64(nbytes: int) -> str:
    return base64.b64encode(R.randbytes(nbytes)).decode()


def luhn_complete(prefix: str, length: int) -> str:
    body = prefix + rnd(string.digits, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def github(prefix: str = "ghp_") -> str:
    body = rnd(string.ascii_letters + string.digits, 30)
    crc = zlib.crc32(body.encode())
    check = ""
    while crc:
        crc, r = divmod(crc, 62)
        check = B62[r] + check
    return prefix + body + check.rjust(6, "0")


def group(s: str, sizes: list[int], sep: str) -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def jwt() -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(
        f'{{"sub":"{R.randint(1000, 99999)}","role":"ops","exp":{R.randint(1_800_000_000, 1_900_000_000)}}}'.encode()
    ).decode().rstrip("=")
    return f"{head}.{body}.{base64.urlsafe_b64encode(R.randbytes(32)).decode().rstrip('=')}"


def private_key() -> str:
    body = b64(180)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def cases() -> list[dict[str, object]]:
    c: list[dict[str, object]] = []

    def add(kind: str, text: str, secrets: list[str], **kw: object) -> None:
        c.append({"kind": kind, "text": text, "secrets": secrets, **kw})

    # ---- .env / INI / YAML / shell assignments ----
    v = b64(30)[:40]
    add("env_assignment", f"here's the .env from staging\nDB_HOST=db.internal\nDB_PASSWORD={(p := password(16))}\nDEBUG=false", [p])
    add("env_assignment", f"export GCP_SIGNING_SECRET={v}", [v])
    v = rnd(string.ascii_letters + string.digits + "/+", 40)
    add("env_assignment", f"[staging]\naws_access_key_id = AKIA{rnd(string.ascii_uppercase + '234567', 16)}\naws_secret_access_key = {v}\nregion = eu-west-1", [v])
    v = rnd(string.ascii_letters + string.digits, 32)
    add("env_assignment", f"settings.yaml:\nservice:\n  name: billing\n  api_secret: {v}\n  retries: 3", [v])
    p = human_password()
    add("env_assignment", f"in my docker-compose I have\n    environment:\n      - POSTGRES_PASSWORD={p}\n      - POSTGRES_DB=shop", [p])
    v = rnd(string.ascii_lowercase + string.digits, 50)
    add("env_assignment", f"django settings: SECRET_KEY = '{v}'", [v])
    p = password(14)
    add("env_assignment", f"redis.conf has requirepass {p} at the bottom", [p])
    v = rnd(string.ascii_letters + string.digits, 36)
    add("env_assignment", f"set client_secret={v} in the oauth section of config.ini", [v])
    p = password(10)
    add("env_assignment", f"smtp:\n  user: alerts@acme.test\n  pass: \"{p}\"", [p])
    v = rnd(string.ascii_letters + string.digits + "_-", 43)
    add("env_assignment", f"export SENTRY_AUTH_TOKEN=\"{v}\"", [v])

    # ---- connection strings ----
    v = b64(64)
    add("connection_string", f"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={v};EndpointSuffix=core.windows.net", [v])
    v = b64(32)
    add("connection_string", f"the bus connection: Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={v}", [v])
    p = password(13)
    add("connection_string", f"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=svc_orders;Password={p};Encrypt=True;", [p])
    p = password(12)
    add("connection_string", f"jdbc:mysql://db3.internal:3306/crm?user=crm_app&password={p}&useSSL=true", [p])
    p = human_password()
    add("connection_string", f"amqp://worker:{p}@rabbit.internal:5672/jobs", [p])
    p = password(11)
    add("connection_string", f"git remote is https://deploy-bot:{p}@git.acme.test/platform/infra.git", [p])

    # ---- prose passwords, English ----
    for tmpl in (
        "the router admin page password is {p}",
        "I set my pw to {p} last week",
        "my new banking password: {p}",
        "remember that the staging db pw = {p}",
        "please use {p} as the password for the grafana account",
        "log into the jump host as root with password {p}",
        "the shared drive is locked with {p} now",
        "Password -> {p}",
        "fyi the vpn passcode is {p}",
        "ssh creds for the build box are ci:{p}",
        "temporary password for the new hire: {p} (they must change it)",
        "I use {p} as my master password",
    ):
        p = R.choice([password(R.randint(9, 14)), human_password()])
        add("password_prose", tmpl.format(p=p), [p])

    # ---- prose passwords, Chinese ----
    for tmpl in (
        "我的邮箱密码是{p}",
        "服务器root密码：{p}",
        "数据库密码改成了{p}，记一下",
        "路由器后台的登录密码为 {p}",
        "帮我记住，网银密码 {p}",
        "公司VPN的口令是{p}",
        "用{p}作为管理员密码",
        "新的WiFi密码：{p}，客人来了可以用",
    ):
        p = R.choice([password(R.randint(9, 13)), human_password()])
        add("password_zh", tmpl.format(p=p), [p])

    # ---- cards (Luhn-valid, random) ----
    v = luhn_complete("4", 16)
    add("card", f"my visa is {group(v, [4, 4, 4, 4], ' ')} exp 09/29", [group(v, [4, 4, 4, 4], ' ')])
    v = luhn_complete("5", 16)
    add("card", f"charge it to {v}, cvv on the back", [v])
    v = luhn_complete("37", 15)
    add("card", f"Amex: {group(v, [4, 6, 5], '-')}", [group(v, [4, 6, 5], '-')])
    v = luhn_complete("6011", 16)
    add("card", f"卡号 {group(v, [4, 4, 4, 4], ' ')} 有效期 11/28", [group(v, [4, 4, 4, 4], ' ')])
    v = luhn_complete("2221", 16)
    add("card", f"the company card number is {group(v, [4, 4, 4, 4], '-')}", [group(v, [4, 4, 4, 4], '-')])

    # ---- TOTP seeds ----
    v = rnd(B32, 32)
    add("totp", f"otpauth://totp/Acme:dana@acme.test?secret={v}&issuer=Acme", [v])
    v = rnd(B32, 16)
    add("totp", f"the 2FA setup key for the shared account is {group(v, [4, 4, 4, 4], ' ')}", [group(v, [4, 4, 4, 4], ' ')])
    v = rnd(B32, 32)
    add("totp", f"backup of my authenticator seed: {v}", [v])
    v = rnd(B32, 16).lower()
    add("totp", f"两步验证密钥：{v}", [v])

    # ---- provider keys, random with the right shape ----
    v = rnd("0123456789abcdef", 32) + f"-us{R.randint(1, 21)}"
    add("provider_key", f"mailchimp api key {v}", [v])
    v = rnd("0123456789abcdef", 32) + f"-us{R.randint(1, 21)}"
    add("provider_key", f"MC_KEY={v}", [v])
    v = github()
    add("provider_key", f"use this PAT for the runner: {v}", [v])
    v = github("gho_")
    add("provider_key", f"the oauth token came back as {v}", [v])
    v = "xoxb-" + rnd(string.digits, 12) + "-" + rnd(string.digits, 13) + "-" + rnd(string.ascii_letters + string.digits, 24)
    add("provider_key", f"slack bot token {v}", [v])
    v = "sk-proj-" + rnd(string.ascii_letters + string.digits + "_-", 48)
    add("provider_key", f"swap in {v} and retry", [v])
    v = "SG." + rnd(string.ascii_letters + string.digits + "_-", 22) + "." + rnd(string.ascii_letters + string.digits + "_-", 43)
    add("provider_key", f"sendgrid says invalid key for {v}", [v])
    v = "sk_live_" + rnd(string.ascii_letters + string.digits, 24)
    add("provider_key", f"stripe.api_key = \"{v}\"", [v])
    v = "AIza" + rnd(string.ascii_letters + string.digits + "_-", 35)
    add("provider_key", f"maps key {v}", [v])
    v = "npm_" + rnd(string.ascii_letters + string.digits, 36)
    add("provider_key", f"//registry.npmjs.org/:_authToken={v}", [v])
    v = rnd(string.ascii_letters + string.digits, 28)
    add("unknown_provider", f"the vendor gave us this key: {v}", [v])
    v = rnd(string.ascii_letters + string.digits, 40)
    add("unknown_provider", f"X-Partner-Token: {v}", [v])

    # ---- JWTs, bearer headers, URL credentials, private keys ----
    v = jwt()
    add("jwt", f"the session cookie is {v}", [v])
    v = rnd(string.ascii_letters + string.digits, 32)
    add("bearer", f"curl -H 'Authorization: Bearer {v}' https://api.acme.test/v2/me", [v])
    v = private_key()
    add("private_key", f"here is the deploy key\n{v}\nput it in ~/.ssh", [v.splitlines()[2]])
    v = rnd(string.ascii_letters + string.digits, 32)
    add("url_credential", f"the signed link https://files.acme.test/export.zip?expires=1893456000&signature={v}", [v])

    # ---- announced secrets: the value alone in the next message ----
    p = password(14)
    add("announced", "I'll paste the staging db password in my next message", [p], then=[p])
    p = human_password()
    add("announced", "ok here it is, the root password:", [p], then=[p])
    v = rnd(string.ascii_letters + string.digits, 32)
    add("announced", "sending you the api key now", [v], then=[v])
    p = password(12)
    add("announced", "密码我下一条发给你", [p], then=[p])
    p = password(11)
    add("announced", "Next message is the wifi password, don't repeat it anywhere", [p], then=[p])

    # ---- repeated later in the conversation ----
    p = password(12)
    add("repeat", f"my new login password is {p}", [p], assistant="Noted.", then=[f"wait, was it {p} or something else?"])
    v = rnd(string.ascii_letters + string.digits, 36)
    add("repeat", f"API_TOKEN={v}", [v], assistant=f"I'll use {v} for the calls.")
    return c


LOOKALIKES = [
    # code that names secrets
    "hashed_password = get_password_hash(user_in.password)",
    "@app.route('/login', methods=['GET', 'POST'])\ndef login():\n    password = request.form['password']",
    "if not user or not verify_password(form_data.password, user.hashed_password):\n    raise HTTPException(status_code=401)",
    "access_token = create_access_token(data={\"sub\": user.username}, expires_delta=access_token_expires)",
    "ACCESS_TOKEN_EXPIRE_MINUTES = 30",
    "token = jwt.encode(payload, settings.SECRET_KEY, algorithm=\"HS256\")",
    "api_key: str = Field(..., env=\"API_KEY\")",
    "const { token, refreshToken } = useAuth();",
    "password_hash VARCHAR(255) NOT NULL,",
    "class TokenResponse(BaseModel):\n    access_token: str\n    token_type: str = \"bearer\"",
    "sorted(rows, key=lambda r: r[1])",
    "d = {\"key\": \"value\", \"other\": 2}",
    "for key, value in headers.items():",
    "self.secret = secret\nself.password = password",
    "if password != confirm_password:\n    return render_template('register.html', error='Passwords differ')",
    "password = getpass.getpass('Password: ')",
    "private_key = serialization.load_pem_private_key(data, password=None)",
    "user.set_password(new_password)\nuser.save()",
    "- uses: actions/checkout@v4\n- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
    "headers = {\"Authorization\": f\"Bearer {token}\"}",
    "String password = System.getenv(\"DB_PASSWORD\");",
    "$password = $_POST['password'];",
    "let secretKey = process.env.SECRET_KEY || '';",
    "REFRESH_TOKEN_TTL=7d",
    "tokenizer = AutoTokenizer.from_pretrained(\"bert-base-uncased\")",
    "max_tokens=1024, temperature=0.2",
    "CREATE INDEX idx_users_api_key ON users (api_key);",
    "keyboard.add_hotkey('ctrl+shift+k', toggle)",
    "password_validators = [MinimumLengthValidator, CommonPasswordValidator]",
    "def check_pin(pin: str) -> bool:\n    return len(pin) == 4 and pin.isdigit()",
    # placeholders and local URLs
    "connect with username:password@host:port",
    "API_KEY=your_api_key_here",
    "Authorization: Bearer <token>",
    "password: xxx",
    "SECRET_KEY=changeme",
    "set OPENAI_API_KEY=sk-... before running",
    "DATABASE_URL=postgresql://localhost:5432/devdb",
    "open http://localhost:3000/auth/callback?code=<code>",
    "the service listens on http://127.0.0.1:8080/api/token",
    "token: \"<YOUR_TOKEN>\"",
    "password = \"********\"",
    "MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD}",
    # ordinary prose around secret words
    "The key to a good sourdough is patience.",
    "my password manager is 1Password and I love it",
    "password: see the team vault, don't paste it here",
    "I forgot my PIN again and the card got blocked",
    "passwords must be at least twelve characters long",
    "the key takeaway from the meeting was to ship earlier",
    "we flew into Key West on Friday",
    "the password is the same as last time, you know which one",
    "token economies are common in classrooms",
    "consistency is key for any artist",
    "she passed the exam with flying colours",
    "my login is the usual one",
    "the secret ingredient is smoked paprika",
    "his credentials as a chef are impressive",
    "Reset your password using the link we emailed you.",
    "auth is handled by the gateway, not the service",
    "Basic income experiments were in the news again",
    "use a passphrase instead of a password, it's easier to remember",
    # IDs, hashes and encodings that are not secrets
    "fixed in commit 4c1f9e2ab7d35c08e6f1a92b3d7c5e4f8a0b6c1d",
    "request id 3b2f7c1e-9a4d-4e8b-b6c2-1f0a9d8e7c6b failed",
    "image sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "integrity sha512-Xy7Cfx0Ctm0CPyEbEo7PTv8HHSN8qaNm2TXBP0jrU1gT0E7Dn5eEVdR9sMmEjUkOiA36Sh1P4Aa7ERlbMyA3Q==",
    "decode this for me: SGVsbG8sIGhvdyBhcmUgeW91IGRvaW5nIHRvZGF5PyBJIGhvcGUgd2VsbC4=",
    "what does VGhlIHF1aWNrIGJyb3duIGZveCBqdW1wcyBvdmVyIHRoZSBsYXp5IGRvZw== say?",
    "send the refund to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
    "the contract lives at 0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
    "pod web-7d4b9c8f6d-x2kqp is crash looping",
    "the video is youtube.com/watch?v=dQw4w9WgXcQ",
    "UPS tracking 1Z999AA10123456784",
    "order number 4539 1488 0343 6468 was shipped",
    "ISBN 978-3-16-148410-0",
    "the IPFS CID is QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
    "class AbstractSingletonProxyFactoryBean is a meme",
    "call useInfiniteQueryWithRefetchOnWindowFocus2 in the hook",
    "the flight is LH2417 and the booking ref is QX7RTB",
    "error code E_ACCESSDENIED_0x80070005 again",
    "base32 of hello is NBSWY3DP",
    "the Wi-Fi network name is Linksys-5G-Guest",
    # Chinese look-alikes
    "密码学是一门很有意思的学科",
    "忘记密码了怎么办？",
    "密码长度至少要8位，还要有大小写",
    "请输入密码后点击登录",
    "令牌桶算法可以用来限流",
    "密钥管理服务KMS挺好用的",
    "坚持是关键",
    "他把密码告诉了别人，结果账号被盗了",
    "验证码发到你手机上了吗？",
    "口令错误三次会被锁定",
    "新的密码策略下周生效",
    "把API Key放在环境变量里，不要写进代码",
]


def main() -> None:
    doc = {"cases": cases(), "lookalikes": LOOKALIKES}
    head = ("# FROZEN HELD-OUT SET (issue 24). Written and committed before any of issue 24's redaction rules;\n"
            "# run once after the implementation, asserted, never tuned on. Made by make_heldout_v2.py (fixed seed);\n"
            "# every secret is random with the right shape, never a real credential.\n"
            "# `then`: the user's next messages in the same conversation; `assistant`: the reply.\n")
    OUT.write_text(head + yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=200), encoding="utf-8")


if __name__ == "__main__":
    main()
