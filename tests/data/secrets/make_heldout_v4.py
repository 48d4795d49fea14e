"""Writes heldout_v4.yaml: the third frozen held-out secrets set of issue 24 (run once, never tuned on).

    python tests/data/secrets/make_heldout_v4.py     # the same file every time (fixed seed)

Written after held-out v3 was run once and missed the gate, before the fixes that followed it: new sentences
(none of v2's, v3's, the tuning sets' or the issue's), random values of the right shapes made with v2's
helpers, never a real credential. Larger than v2 and v3 so that one case weighs about 1 %.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent))
import make_heldout_v2 as g  # noqa: E402

OUT = Path(__file__).with_name("heldout_v4.yaml")
g.R.seed(40427)
A = string.ascii_letters + string.digits


def pw() -> str:
    return g.R.choice([g.password(g.R.randint(8, 16)), g.human_password(), g.password(10)])


def cases() -> list[dict[str, object]]:
    c: list[dict[str, object]] = []

    def add(kind: str, text: str, secrets: list[str], **kw: object) -> None:
        c.append({"kind": kind, "text": text, "secrets": secrets, **kw})

    # assignments: env, shell, INI, YAML, TOML, JSON, properties
    for tmpl in (
        "RABBITMQ_DEFAULT_PASS={v}",
        "export PGPASSWORD='{v}'",
        "[mysql]\nuser = backup\npassword = {v}",
        "mail:\n  smtp:\n    password: '{v}'",
        "[database]\npassword = \"{v}\"",
        "{{\"db_password\": \"{v}\"}}",
        "spring.datasource.password={v}",
        "admin_pass: {v}",
        "setx VPN_PASSWORD {v}",
        "ENV ROOT_PW={v}",
    ):
        v = pw()
        add("env_assignment", tmpl.format(v=v), [v])
    for tmpl in (
        "PAYMENT_GATEWAY_SECRET={v}",
        "export WEBHOOK_SIGNING_KEY={v}",
        "oauth_client_secret = {v}",
        "INTERNAL_API_TOKEN: {v}",
        "algolia_admin_key={v}",
        "ENCRYPTION_KEY=\"{v}\"",
        "MAPBOX_ACCESS_TOKEN={v}",
        "auth_secret: {v}",
    ):
        v = g.rnd(A, g.R.choice([24, 32, 40, 48]))
        add("env_assignment", tmpl.format(v=v), [v])

    # connection strings
    v = g.b64(64)
    add("connection_string", f"DefaultEndpointsProtocol=https;AccountName=backups01;AccountKey={v}", [v])
    v = g.b64(32)
    add("connection_string", f"Endpoint=sb://iot-hub-ns.servicebus.windows.net/;SharedAccessKeyName=device;SharedAccessKey={v}", [v])
    p = g.password(12)
    add("connection_string", f"Server=10.1.2.3;Database=Payroll;User Id=pay;Password={p};TrustServerCertificate=True", [p])
    p = g.password(11)
    add("connection_string", f"postgresql://analytics:{p}@warehouse.internal:5432/dw", [p])
    p = g.human_password()
    add("connection_string", f"mysql://root:{p}@127.0.0.1:3306/shop", [p])
    p = g.password(14)
    add("connection_string", f"DATABASE_URL=postgres://app_user:{p}@db.prod.internal/app", [p])

    # prose, English
    for tmpl in (
        "the password for my old laptop was {p}",
        "btw my netflix pw is {p}",
        "The code to the storage unit is {p}",
        "new router password: {p}",
        "I reset the jenkins admin password to {p}",
        "here are the login details, username: mike, password: {p}",
        "remember my bank password please, it's {p}",
        "the zip is protected with the password {p}",
        "my apple id password is {p} if you need it",
        "passphrase for the gpg key: {p}",
        "use {p} as the new password for the printer",
        "the PIN for my phone is {n}",
        "Password: {p}",
        "my password is now {p}",
        "the staging basic auth is tester:{p}",
        "ftp login is upload / {p}",
    ):
        p, n = pw(), str(g.R.randint(1000, 999999))
        add("password_prose", tmpl.format(p=p, n=n), [n if "{n}" in tmpl else p])

    # prose, Chinese
    for tmpl in (
        "我的支付宝密码是{p}",
        "服务器的密码：{p}",
        "邮箱的登录密码改成{p}了",
        "家里路由器的管理密码为{p}",
        "记一下测试账号 test01 的密码 {p}",
        "VPN 密码 {p}，别外传",
        "数据库root口令是 {p}",
        "我用{p}作为所有网站的密码",
    ):
        p = pw()
        add("password_zh", tmpl.format(p=p), [p])

    # cards
    for prefix, n, sizes, sep, tmpl in (
        ("4", 16, [4, 4, 4, 4], " ", "card number {v}, exp 04/27, cvc 311"),
        ("51", 16, [4, 4, 4, 4], "-", "bill it to {v}"),
        ("37", 15, [4, 6, 5], " ", "amex {v}"),
        ("6011", 16, [16], "", "discover {v}"),
        ("4", 16, [16], "", "我的银行卡号 {v}"),
        ("55", 16, [4, 4, 4, 4], " ", "my debit card is {v}"),
    ):
        v = g.group(g.luhn_complete(prefix, n), sizes, sep)
        add("card", tmpl.format(v=v), [v])

    # TOTP
    for tmpl, n, grouped in (
        ("otpauth://totp/AWS:root?secret={v}", 32, False),
        ("2FA seed for the admin account: {v}", 16, False),
        ("two-factor secret {v}", 32, True),
        ("谷歌验证器的密钥是 {v}", 16, False),
    ):
        v = g.rnd(g.B32, n)
        v = g.group(v, [4] * (n // 4), " ") if grouped else v
        add("totp", tmpl.format(v=v), [v])

    # provider keys
    v = g.rnd("0123456789abcdef", 32) + f"-us{g.R.randint(1, 21)}"
    add("provider_key", f"mailchimp: {v}", [v])
    v = g.github()
    add("provider_key", f"git clone https://{v}@github.com/acme/private.git", [v])
    v = g.github("ghu_")
    add("provider_key", f"the user-to-server token is {v}", [v])
    v = "xoxb-" + g.rnd(string.digits, 11) + "-" + g.rnd(string.digits, 13) + "-" + g.rnd(A, 24)
    add("provider_key", f"SLACK_BOT_TOKEN={v}", [v])
    v = "sk-" + g.rnd(A, 48)
    add("provider_key", f"openai key {v}", [v])
    v = "sk_test_" + g.rnd(A, 24)
    add("provider_key", f"stripe test key {v}", [v])
    v = "AIza" + g.rnd(A + "_-", 35)
    add("provider_key", f"firebase apiKey: \"{v}\"", [v])
    v = "hf_" + g.rnd(A, 34)
    add("provider_key", f"huggingface-cli login --token {v}", [v])
    v = "SG." + g.rnd(A + "_-", 22) + "." + g.rnd(A + "_-", 43)
    add("provider_key", f"SENDGRID_API_KEY={v}", [v])
    v = g.rnd(A, 32)
    add("unknown_provider", f"the license key they sent is {v}", [v])
    v = g.rnd(A, 40)
    add("unknown_provider", f"X-Auth-Token: {v}", [v])
    v = g.rnd(A + "_-", 36)
    add("unknown_provider", f"apikey {v}", [v])

    # jwt, bearer, url params, private key
    v = g.jwt()
    add("jwt", f"decode this JWT for me: {v}", [v])
    v = g.rnd(A, 40)
    add("bearer", f"Authorization: Bearer {v}", [v])
    v = g.rnd(A, 32)
    add("url_credential", f"https://hooks.acme.test/ingest?token={v}", [v])
    v = g.private_key().replace("OPENSSH", "EC")
    add("private_key", f"key file:\n{v}", [v.splitlines()[1]])

    # announced
    for first in ("I'll paste the password in the next message", "ok, sending it now",
                  "here it is", "the key is in my next message", "密码下一条发"):
        v = g.R.choice([g.password(12), g.rnd(A, 30)])
        add("announced", first, [v], then=[v])

    # repeats
    v = g.rnd(A, 40)
    add("repeat", f"DEPLOY_TOKEN={v}", [v], assistant="ok", then=[f"did {v} work for you?"])
    p = g.password(13)
    add("repeat", f"my password is {p}", [p], assistant=f"Got it, {p}.")
    v = "ghp_" + g.rnd(A, 36)
    add("repeat", f"token {v}", [v], assistant="Thanks.", then=[f"actually revoke {v}"])
    return c


LOOKALIKES = [
    # code
    "def login(request):\n    form = LoginForm(request.POST)",
    "password = forms.CharField(widget=forms.PasswordInput)",
    "if check_password_hash(user.password_hash, password):",
    "const token = localStorage.getItem('token');",
    "res.cookie('token', token, { httpOnly: true });",
    "secret_key = secrets.token_hex(32)",
    "self.api_key = api_key or os.getenv(\"ACME_API_KEY\")",
    "@router.post(\"/token\", response_model=Token)",
    "key_func=get_remote_address",
    "passport.use(new LocalStrategy(verify));",
    "bcrypt.hashpw(password.encode(), bcrypt.gensalt())",
    "password_confirmation: string;",
    "let key = format!(\"{}:{}\", user, id);",
    "session['user_id'] = user.id",
    "ALTER TABLE users ADD COLUMN reset_token TEXT;",
    "git config --global credential.helper store",
    "aws configure set region eu-west-1",
    "public_key = private_key.public_key()",
    "token_bucket.refill(rate=10)",
    "expect(screen.getByLabelText('Password')).toBeInTheDocument();",
    "<input type=\"password\" name=\"pwd\" autocomplete=\"current-password\">",
    "const [password, setPassword] = useState('');",
    "String apiKey = config.getApiKey();",
    "DB_PASSWORD=${DB_PASSWORD:-}",
    # placeholders, local URLs
    "password: <password>",
    "API_TOKEN=xxxxxxxx",
    "curl -H \"Authorization: Bearer $TOKEN\" localhost:9000",
    "postgres://postgres:postgres@localhost:5432/postgres",
    "SECRET=change-me-in-production",
    "replace YOUR_SECRET_HERE with the real one",
    "token: \"{{ vault_token }}\"",
    "http://127.0.0.1:5173/login?redirect=%2Fhome",
    "api_key=********",
    # prose
    "The password reset link expired.",
    "Do you use a password manager?",
    "I can never remember my passwords",
    "Keynote speakers were great this year",
    "the key point is that we ship on Friday",
    "my PIN got locked after three tries",
    "her secret recipe uses brown butter",
    "tokens of appreciation were handed out",
    "we passed through Lyon on the way",
    "the login page loads slowly",
    "our credentials for the grant were accepted",
    "the piano key is stuck",
    "keys to success: sleep, food, and friends",
    "a passcode screen appears after five minutes",
    "API keys should be rotated every 90 days",
    "use a long passphrase, not a short password",
    "the auth service restarted at 03:00",
    "he's a key player on the team",
    "I gave her a pass to the backstage area",
    "two passes for the museum, please",
    # ids and encodings
    "commit 0f4e6c2d9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d",
    "run id 7c9e6679-7425-40de-944b-e07fc1f90ae7",
    "checksum sha1:2fd4e1c67a2d28fced849ee1bb76e7391b93eb12",
    "the base64 'SGVsbG8gV29ybGQh' means Hello World!",
    "can you decode TG9yZW0gaXBzdW0gZG9sb3Igc2l0IGFtZXQsIGNvbnNlY3RldHVy?",
    "wallet bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6axemvljvt2k76zs50tv4q",
    "ENS name vitalik.eth resolves to 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045",
    "the S3 key is uploads/2024/12/03/report-final-v2.pdf",
    "k8s pod api-5f6d7c8b9-abcde restarted",
    "the ASIN is B08N5WRWNW",
    "my passport number is on page 2",
    "the npm package is @acme/auth-utils@4.2.1",
    "ticket number 2024-12-03-0042",
    "model gpt-4o-mini-2024-07-18 answered",
    "the container is postgres:16.4-alpine3.20",
    "the image tag is v1.12.3-rc.2+build.45",
    "phone +44 20 7946 0958",
    "the ISBN-13 is 978-0-306-40615-7",
    "C++ and C# are both fine",
    "score was 3-2 after extra time",
    "x^2 + y^2 = r^2",
    "font-size: 14px!important",
    "email me at jane.doe+test@gmail.com",
    # Chinese
    "密码必须包含大写字母和数字",
    "我老是忘记密码",
    "请在设置里修改密码",
    "这个token过期了，需要重新登录",
    "把密钥放到KMS里管理",
    "她的秘密是喜欢画画",
    "口令和密码有什么区别？",
    "验证码收不到怎么办",
    "关键的一步是先备份",
    "登录页面打不开了",
]


def main() -> None:
    doc = {"cases": cases(), "lookalikes": LOOKALIKES}
    head = ("# FROZEN HELD-OUT SET v4 (issue 24). Written and committed after v3's one run and before the fixes\n"
            "# that followed it; run once after them, asserted, never tuned on. Made by make_heldout_v4.py (fixed\n"
            "# seed); every secret is random with the right shape, never a real credential.\n"
            "# `then`: the user's next messages in the same conversation; `assistant`: the reply.\n")
    OUT.write_text(head + yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=200), encoding="utf-8")


if __name__ == "__main__":
    main()
