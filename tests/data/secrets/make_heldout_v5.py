"""Writes heldout_v5.yaml: the fourth frozen held-out secrets set of issue 24 (run once, never tuned on).

    python tests/data/secrets/make_heldout_v5.py     # the same file every time (fixed seed)

Written after held-out v4 was run once and missed the gate, before the fixes that followed it: new sentences
(none of v2's-v4's, the tuning sets' or the issue's), random values of the right shapes made with v2's
helpers, never a real credential. Larger than v2 and v3 so that one case weighs about 1 %.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent))
import make_heldout_v2 as g  # noqa: E402

OUT = Path(__file__).with_name("heldout_v5.yaml")
g.R.seed(50531)
A = string.ascii_letters + string.digits


def pw() -> str:
    return g.R.choice([g.password(g.R.randint(8, 16)), g.human_password(), g.password(10)])


def cases() -> list[dict[str, object]]:
    c: list[dict[str, object]] = []

    def add(kind: str, text: str, secrets: list[str], **kw: object) -> None:
        c.append({"kind": kind, "text": text, "secrets": secrets, **kw})

    for tmpl in (
        "ELASTIC_PASSWORD={v}",
        "export MYSQL_PWD={v}",
        "[smtp]\nhost = mail.acme.test\npass = {v}",
        "redis:\n  host: cache\n  password: {v}",
        "bot_password = \"{v}\"",
        "{{\"password\": \"{v}\", \"user\": \"svc\"}}",
        "db.password={v}",
        "sftp_pass: '{v}'",
        "$env:ADMIN_PASSWORD = \"{v}\"",
        "ARG REGISTRY_PASSWORD={v}",
        "root_password: {v}  # rotate monthly",
        "wifi_psk={v}",
    ):
        v = pw()
        add("env_assignment", tmpl.format(v=v), [v])
    for tmpl in (
        "JWT_SECRET={v}",
        "export SHOPIFY_API_SECRET={v}",
        "client_secret: {v}",
        "HMAC_KEY={v}",
        "PUSHER_APP_SECRET=\"{v}\"",
        "session_secret = {v}",
        "CF_API_TOKEN={v}",
        "master_key: {v}",
    ):
        v = g.rnd(A, g.R.choice([24, 32, 40, 64]))
        add("env_assignment", tmpl.format(v=v), [v])

    v = g.b64(64)
    add("connection_string", f"connection string: DefaultEndpointsProtocol=https;AccountName=media;AccountKey={v};EndpointSuffix=core.windows.net", [v])
    v = g.b64(32)
    add("connection_string", f"Endpoint=sb://alerts.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={v}", [v])
    p = g.password(12)
    add("connection_string", f"Provider=SQLOLEDB;Data Source=erp01;User ID=erp;Password={p};", [p])
    p = g.password(12)
    add("connection_string", f"mongodb+srv://atlas_user:{p}@cluster0.abcde.mongodb.net/prod", [p])
    p = g.human_password()
    add("connection_string", f"amqps://svc:{p}@mq.acme.test/vhost", [p])
    p = g.password(10)
    add("connection_string", f"the proxy is http://proxyuser:{p}@proxy.corp.test:3128", [p])

    for tmpl in (
        "my laptop login password is {p}",
        "the office wifi password: {p}",
        "I changed the password of the family account to {p}",
        "the vault password is {p}, keep it to yourself",
        "pw for the nas -> {p}",
        "Login: dana@acme.test / Password: {p}",
        "the safe combination is {n}",
        "my ATM PIN is {n}",
        "the backup encryption passphrase is {p}",
        "set the router password to {p} please",
        "for the demo account the password is {p}",
        "our shared Spotify password is {p}",
        "credentials: root / {p}",
        "the admin panel pass is {p}",
        "I'm using {p} as my password for now",
        "password for the wedding photos album: {p}",
    ):
        p, n = pw(), str(g.R.randint(1000, 99999999))
        add("password_prose", tmpl.format(p=p, n=n), [n if "{n}" in tmpl else p])

    for tmpl in (
        "我的微信密码是{p}",
        "工作电脑开机密码：{p}",
        "把Redis的密码设置为{p}",
        "公司邮箱密码 {p}",
        "网关后台密码为：{p}",
        "这是测试库的口令：{p}",
        "给你我的Apple ID密码：{p}",
        "新设的密码是 {p}，先别告诉别人",
    ):
        p = pw()
        add("password_zh", tmpl.format(p=p), [p])

    for prefix, n, sizes, sep, tmpl in (
        ("4", 16, [4, 4, 4, 4], " ", "visa card {v}"),
        ("52", 16, [4, 4, 4, 4], " ", "please charge {v} for the deposit"),
        ("34", 15, [4, 6, 5], "-", "the amex on file is {v}"),
        ("6011", 16, [4, 4, 4, 4], "-", "Discover {v} exp 10/29"),
        ("4", 16, [16], "", "信用卡 {v} 有效期 08/28"),
        ("2720", 16, [16], "", "card: {v}"),
    ):
        v = g.group(g.luhn_complete(prefix, n), sizes, sep)
        add("card", tmpl.format(v=v), [v])

    for tmpl, n, grouped in (
        ("otpauth://totp/Okta:kim?secret={v}&period=30", 32, False),
        ("MFA backup secret: {v}", 16, False),
        ("the authenticator setup key is {v}", 32, True),
        ("两步验证的密钥 {v}", 32, False),
    ):
        v = g.rnd(g.B32, n)
        v = g.group(v, [4] * (n // 4), " ") if grouped else v
        add("totp", tmpl.format(v=v), [v])

    v = g.rnd("0123456789abcdef", 32) + f"-us{g.R.randint(1, 21)}"
    add("provider_key", f"MAILCHIMP_API_KEY={v}", [v])
    v = g.github()
    add("provider_key", f"token for the action: {v}", [v])
    v = g.github("gho_")
    add("provider_key", f"oauth returned {v}", [v])
    v = "xoxe.xoxp-1-" + g.rnd(A, 60)
    add("provider_key", f"slack refresh token {v}", [v])
    v = "sk-proj-" + g.rnd(A + "_-", 56)
    add("provider_key", f"OPENAI_API_KEY=\"{v}\"", [v])
    v = "rk_live_" + g.rnd(A, 24)
    add("provider_key", f"restricted key {v}", [v])
    v = "AKIA" + g.rnd(string.ascii_uppercase + "234567", 16)
    add("provider_key", f"aws_access_key_id={v}", [v])
    v = "glpat-" + g.rnd(A + "_-", 20)
    add("provider_key", f"CI_JOB_TOKEN override {v}", [v])
    v = "npm_" + g.rnd(A, 36)
    add("provider_key", f"npm token {v}", [v])
    v = g.rnd(A, 32)
    add("unknown_provider", f"the SMS provider secret is {v}", [v])
    v = g.rnd(A, 48)
    add("unknown_provider", f"api-key: {v}", [v])
    v = g.rnd(A + "_-", 40)
    add("unknown_provider", f"here's the webhook secret {v}", [v])

    v = g.jwt()
    add("jwt", f"my id_token is {v}", [v])
    v = g.rnd(A, 36)
    add("bearer", f"curl https://api.acme.test -H 'Authorization: Token {v}'", [v])
    v = g.rnd(A, 32)
    add("url_credential", f"https://cdn.acme.test/private/video.mp4?Expires=1893456000&Signature={v}", [v])
    v = g.private_key()
    add("private_key", f"id_ed25519 is:\n{v}", [v.splitlines()[1]])

    for first in ("I'll send you the password next", "one sec, pasting the key",
                  "here it is:", "ok the token is in the next message", "我马上把密钥发给你"):
        v = g.R.choice([g.password(12), g.rnd(A, 32)])
        add("announced", first, [v], then=[v])

    v = g.rnd(A, 40)
    add("repeat", f"ACCESS_TOKEN={v}", [v], assistant="Saved.", then=[f"is {v} still valid?"])
    p = g.password(12)
    add("repeat", f"the password is {p}", [p], assistant=f"I'll remember {p}.")
    v = g.rnd(A, 32)
    add("repeat", f"api key {v}", [v], assistant="ok", then=[f"swap {v} for the new one tomorrow"])
    return c


LOOKALIKES = [
    "def verify_token(token: str) -> dict:",
    "hashed = pwd_context.hash(plain_password)",
    "if (password.length < 8) return 'too short';",
    "const API_KEY = process.env.REACT_APP_API_KEY;",
    "token = request.headers.get('Authorization', '').removeprefix('Bearer ')",
    "secret = Secret.from_env('APP_SECRET')",
    "keys = sorted(d.keys())",
    "@login_required\ndef dashboard():",
    "user.check_password(raw_password)",
    "password_field = driver.find_element(By.ID, 'password')",
    "class PasswordResetView(FormView):",
    "access_key = boto3.Session().get_credentials().access_key",
    "pin_memory=True, num_workers=4",
    "key: value pairs are stored in a dict",
    "Password must contain at least one digit",
    "func authenticate(token string) error {",
    "SELECT id, password_hash FROM users WHERE email = %s",
    "echo $GITHUB_TOKEN | docker login ghcr.io -u USERNAME --password-stdin",
    "vault kv get secret/myapp/config",
    "tokens = nltk.word_tokenize(sentence)",
    "password=os.environ['SMTP_PASSWORD']",
    "ssh-keygen -t ed25519 -C 'me@example.com'",
    "PASSWORD=",
    "password: changeme123",
    "token: <insert token>",
    "export API_KEY=abc123",
    "https://user:password@example.com",
    "SECRET_KEY=your-secret-key",
    "mysql -u root -p",
    "http://localhost:4000/reset-password?token=",
    "password: \"{{ .Values.db.password }}\"",
    "The password should be at least 12 characters.",
    "I use different passwords everywhere",
    "that's the key question",
    "my key fob battery died",
    "Pin the tab so it stays open",
    "the secret to good coffee is fresh beans",
    "the boarding pass is on my phone",
    "I need a token for the bus",
    "his login times are weird",
    "authentication failed twice",
    "keystone species matter",
    "we passed the audit",
    "passive income is the dream",
    "my credentials expired, I'll ask IT",
    "the mountain pass was closed for snow",
    "pinpoint the issue first",
    "unlock your phone with the PIN",
    "commit 9a1f3e5c7b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a",
    "trace id 4bf92f3577b34da6a3ce929d0e0e4736",
    "sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "decode: VGhpcyBpcyBhIHNhbXBsZSBzZW50ZW5jZSBmb3IgZGVjb2Rpbmc=",
    "the base64 logo is iVBORw0KGgo (truncated)",
    "BTC: bc1qm34lsc65zpw79lxes69zkqmk6ee3ewf0j77s3h",
    "address 0x71C7656EC7ab88b098defB751B7401B5f6d8976F",
    "the object key is photos/2023/summer/beach-01.jpg",
    "deployment web-6b7c9d8f5-qw2er is ready",
    "the SKU is SKU-48213-BLK-XL",
    "@types/node@20.11.30 installed",
    "python 3.12.1+ is required",
    "image ubuntu:22.04@sha256:4b1d0c4a2d2aaf63b37111f34eb9fa89fa1bf53dd6e4ca954d47caebca4005c2",
    "tag v2.0.0-beta.3+exp.sha.5114f85",
    "call 555-0143 ext 22",
    "the IBAN is GB82 WEST 1234 5698 7654 32",
    "E=mc^2 and a^2+b^2=c^2",
    "width: calc(100%-2rem)!important",
    "ping me at sam_o+news@outlook.com",
    "order #A1B2-C3D4 shipped",
    "the date range is 2024-01-01 to 2024-12-31",
    "the year span 1999-2004 was rough",
    "密码强度太弱，请重新设置",
    "他一直记不住密码",
    "请勿向任何人透露密码",
    "token用完了，明天再试",
    "密钥轮换每90天一次",
    "这是一个秘密",
    "口令错误，请重试",
    "验证码是发到邮箱的",
    "重点是先把数据备份好",
    "登录超时了",
]


def main() -> None:
    doc = {"cases": cases(), "lookalikes": LOOKALIKES}
    head = ("# FROZEN HELD-OUT SET v5 (issue 24). Written and committed after v4's one run and before the fixes\n"
            "# that followed it; run once after them, asserted, never tuned on. Made by make_heldout_v5.py (fixed\n"
            "# seed); every secret is random with the right shape, never a real credential.\n"
            "# `then`: the user's next messages in the same conversation; `assistant`: the reply.\n")
    OUT.write_text(head + yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=200), encoding="utf-8")


if __name__ == "__main__":
    main()
