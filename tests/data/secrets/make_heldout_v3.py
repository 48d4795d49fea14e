"""Writes heldout_v3.yaml: the second frozen held-out secrets set of issue 24 (run once, never tuned on).

    python tests/data/secrets/make_heldout_v3.py     # the same file every time (fixed seed)

Written after held-out v2 was run once and missed the gate, before the fixes that followed it: new sentences
(none of v2's, the tuning sets' or the issue's), random values of the right shapes made with v2's helpers
(Luhn cards, GitHub CRC32 tokens, base32 seeds), never a real credential.
"""

from __future__ import annotations

import string
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).parent))
import make_heldout_v2 as g  # noqa: E402

OUT = Path(__file__).with_name("heldout_v3.yaml")
g.R.seed(30317)
A = string.ascii_letters + string.digits


def cases() -> list[dict[str, object]]:
    c: list[dict[str, object]] = []

    def add(kind: str, text: str, secrets: list[str], **kw: object) -> None:
        c.append({"kind": kind, "text": text, "secrets": secrets, **kw})

    pw = lambda: g.R.choice([g.password(g.R.randint(9, 15)), g.human_password()])  # noqa: E731

    # assignments in config files and shells
    p = pw()
    add("env_assignment", f"MONGO_INITDB_ROOT_PASSWORD={p}", [p])
    v = g.rnd(A, 40)
    add("env_assignment", f"# prod.env\nSTRIPE_SIGNING_SECRET={v}\nLOG_LEVEL=info", [v])
    v = g.rnd(A + "/+", 40)
    add("env_assignment", f"[default]\nAWS_SECRET_ACCESS_KEY={v}", [v])
    p = pw()
    add("env_assignment", f"spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    password: {p}", [p])
    v = g.rnd(string.ascii_lowercase + string.digits, 32)
    add("env_assignment", f"set -x ANSIBLE_VAULT_PASSWORD {v}", [v])
    p = pw()
    add("env_assignment", f"KEYCLOAK_ADMIN_PASSWORD: \"{p}\"", [p])
    v = g.rnd(A, 30)
    add("env_assignment", f"export datadog_api_key={v}", [v])
    p = pw()
    add("env_assignment", f"bind_pw = {p}   ; ldap bind user", [p])

    # connection strings
    v = g.b64(64)
    add("connection_string", f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=pics;AccountKey={v};EndpointSuffix=core.windows.net\"", [v])
    v = g.b64(32)
    add("connection_string", f"Endpoint=sb://events-ns.servicebus.windows.net/;SharedAccessKeyName=listen;SharedAccessKey={v};EntityPath=orders", [v])
    p = g.password(12)
    add("connection_string", f"Host=pg.internal;Database=ledger;Username=ledger;Password={p};SSL Mode=Require", [p])
    p = g.human_password()
    add("connection_string", f"redis://:{p}@cache.internal:6379/0", [p])
    p = g.password(10)
    add("connection_string", f"smtp server smtps://mailer:{p}@smtp.acme.test:465", [p])

    # prose, English
    for tmpl in (
        "my work laptop password is {p}",
        "Wifi pass for the cabin: {p}",
        "the password on the shared spreadsheet is {p}, don't forward it",
        "I just changed the root pw to {p}",
        "you can log in with admin / {p}",
        "keep this safe: password {p}",
        "the alarm code is {p}",
        "our team's 1password vault master password: {p}",
        "he told me the passphrase was {p}",
        "try {p} as the password, that should work",
        "DB credentials -> user: app, password: {p}",
    ):
        p = pw()
        add("password_prose", tmpl.format(p=p), [p])

    # prose, Chinese
    for tmpl in (
        "我的QQ密码是{p}",
        "管理后台账号admin，密码{p}",
        "堡垒机口令：{p}",
        "把新密码记一下：{p}",
        "测试环境的数据库密码已经改为 {p}",
        "wifi 密码是 {p} 哦",
    ):
        p = pw()
        add("password_zh", tmpl.format(p=p), [p])

    # cards
    v = g.luhn_complete("4", 16)
    add("card", f"use card {g.group(v, [4, 4, 4, 4], ' ')} for the booking", [g.group(v, [4, 4, 4, 4], ' ')])
    v = g.luhn_complete("53", 16)
    add("card", f"my mastercard: {g.group(v, [4, 4, 4, 4], '-')}", [g.group(v, [4, 4, 4, 4], '-')])
    v = g.luhn_complete("34", 15)
    add("card", f"corporate amex {v} expires 2028", [v])
    v = g.luhn_complete("4", 16)
    add("card", f"信用卡号是{v}", [v])

    # TOTP
    v = g.rnd(g.B32, 32)
    add("totp", f"otpauth://totp/GitLab:ops?secret={v}&issuer=GitLab", [v])
    v = g.rnd(g.B32, 16)
    add("totp", f"if the MFA device is lost, the seed is {v}", [v])
    v = g.rnd(g.B32, 32)
    add("totp", f"Authenticator key: {g.group(v, [4] * 8, ' ')}", [g.group(v, [4] * 8, ' ')])

    # provider keys
    v = g.rnd("0123456789abcdef", 32) + f"-us{g.R.randint(1, 21)}"
    add("provider_key", f"the newsletter integration uses {v}", [v])
    v = g.github()
    add("provider_key", f"GH_TOKEN={v}", [v])
    v = g.github("ghs_")
    add("provider_key", f"the app installation token {v} expires in an hour", [v])
    v = "xoxp-" + g.rnd(string.digits, 12) + "-" + g.rnd(string.digits, 12) + "-" + g.rnd(string.digits, 13) + "-" + g.rnd("0123456789abcdef", 32)
    add("provider_key", f"user token {v}", [v])
    v = "sk-ant-api03-" + g.rnd(A + "_-", 80) + "AA"
    add("provider_key", f"ANTHROPIC_API_KEY={v}", [v])
    v = "AKIA" + g.rnd(string.ascii_uppercase + "234567", 16)
    add("provider_key", f"the access key id is {v}", [v])
    v = "glpat-" + g.rnd(A + "_-", 20)
    add("provider_key", f"gitlab token {v}", [v])
    v = g.rnd(A, 32)
    add("unknown_provider", f"our partner api key is {v}", [v])
    v = g.rnd(A + "_-", 43)
    add("unknown_provider", f"curl -H 'X-Api-Key: {v}' https://api.partner.test", [v])

    # jwt, url creds, private key
    v = g.jwt()
    add("jwt", f"Authorization: Bearer {v}", [v])
    v = g.rnd(A, 24)
    add("url_credential", f"https://api.weather.test/v1/forecast?q=Oslo&appid=x&api_key={v}", [v])
    v = g.private_key().replace("OPENSSH", "RSA")
    add("private_key", f"{v}", [v.splitlines()[1]])

    # announced
    p = g.password(13)
    add("announced", "I'll send the wifi password in the next message", [p], then=[p])
    p = g.human_password()
    add("announced", "here you go, the admin pw:", [p], then=[p])
    v = g.rnd(A, 28)
    add("announced", "token coming up", [v], then=[v])
    p = g.password(12)
    add("announced", "口令我马上发给你", [p], then=[p])

    # repeats
    v = g.rnd(A, 40)
    add("repeat", f"SERVICE_KEY={v}", [v], assistant="Stored it.", then=[f"and use {v} in the CI too"])
    p = g.password(12)
    add("repeat", f"the vault password is {p}", [p], assistant=f"I'll use {p} when unlocking.")
    return c


LOOKALIKES = [
    # code
    "def authenticate(username: str, password: str) -> Optional[User]:",
    "user = User(email=email, password_hash=bcrypt.hash(password))",
    "TOKEN_URL = \"https://oauth2.googleapis.com/token\"",
    "refresh_token = request.cookies.get('refresh_token')",
    "router.post('/api/auth/login', authController.login);",
    "if (!apiKey) throw new Error('Missing API key');",
    "type Credentials = { username: string; password: string };",
    "SECRET_KEY = os.environ[\"SECRET_KEY\"]",
    "password: ${{ secrets.DOCKERHUB_TOKEN }}",
    "kubectl create secret generic db-pass --from-literal=password=$DB_PASS",
    "session_key = f\"session:{user_id}\"",
    "assert response.json()['token_type'] == 'bearer'",
    "cache_key = hashlib.sha256(url.encode()).hexdigest()",
    "const passwordInput = document.getElementById('password');",
    "password_reset_timeout = 3600",
    "auth = HTTPBasicAuth(username, password)",
    "api_key = settings.OPENAI_API_KEY",
    "private_key_path: ~/.ssh/id_ed25519",
    "jwt_secret: str = Field(default_factory=lambda: secrets.token_urlsafe(32))",
    "token_count = len(tokenizer.encode(text))",
    "for (const key of Object.keys(obj)) {",
    "Map<String, String> credentials = new HashMap<>();",
    "ssh -i ~/.ssh/deploy_key ubuntu@10.0.0.12",
    # placeholders and local URLs
    "PASSWORD=<your-password>",
    "api_key = \"YOUR_API_KEY\"",
    "curl -u user:pass http://localhost:8080/health",
    "mongodb://localhost:27017/test",
    "token=REPLACE_ME",
    "password: \"...\"",
    "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "http://0.0.0.0:8000/docs#/auth/login",
    # prose
    "The key is to keep the dough cold.",
    "I keep all my passwords in Bitwarden now",
    "she forgot the password again, so I reset it",
    "Two-factor auth is on for everyone",
    "the PIN pad at the door is broken",
    "Key lime pie is my favourite dessert",
    "That was the key moment of the match",
    "the token ring network is long gone",
    "my pass expired, I need a new badge",
    "what's a good password length these days?",
    "passwords should never be reused",
    "he passed the ball to the striker",
    "keys are on the kitchen table",
    "my login streak on Duolingo is 300 days",
    "the secret is practice",
    "he is a passionate baker",
    # ids and encodings
    "build 20241203.4 of app v3.14.2 is out",
    "ticket JIRA-48213 tracks it",
    "docker pull nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd53c9b31",
    "the Tesla VIN is 5YJ3E1EA7KF317000",
    "the tx hash is 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060",
    "the session id in the log is 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    "base64 of 'hello world' is aGVsbG8gd29ybGQ=",
    "please translate: Q29tbWVudCBhbGxlei12b3VzIGF1am91cmQnaHVpPw==",
    "my Ethereum address is 0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B",
    "send BTC to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    "IBAN DE89 3704 0044 0532 0130 00",
    "call me at +1 415 555 0134",
    "the invoice number is 2024-000187",
    "timestamp 1733212800123",
    "the ISRC is USRC17607839",
    "flight AF1234 on seat 14C",
    "color #3fa9f5 and #ff5733",
    "the model is Llama-3.1-8B-Instruct-Q4_K_M",
    "the repo is github.com/acme/auth-service-v2",
    # Chinese
    "密码学课程下周考试",
    "设置密码时不要用生日",
    "我把密码忘了，只能重置",
    "这个接口需要token认证",
    "请不要把密钥提交到仓库",
    "关键在于坚持每天练习",
    "支付密码输错了两次",
    "验证码已经过期了",
    "登录失败，提示密码错误",
    "她的口头禅是加油",
]


def main() -> None:
    doc = {"cases": cases(), "lookalikes": LOOKALIKES}
    head = ("# FROZEN HELD-OUT SET v3 (issue 24). Written and committed after v2's one run and before the fixes\n"
            "# that followed it; run once after them, asserted, never tuned on. Made by make_heldout_v3.py (fixed\n"
            "# seed); every secret is random with the right shape, never a real credential.\n"
            "# `then`: the user's next messages in the same conversation; `assistant`: the reply.\n")
    OUT.write_text(head + yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=200), encoding="utf-8")


if __name__ == "__main__":
    main()
