#!/usr/bin/env python3
"""Deterministic generator for the blind secrets-redaction held-out set v14.

Written blind (general knowledge only) by a helper session.  All values are
fake/random but have the real shape (prefixes, lengths, check digits).
Usage: python make_heldout_v14.py [output_path]
"""
import base64
import hashlib
import json
import random
import string
import sys
import uuid
import zlib

import yaml

SEED = 20261214
OUT = "/work/frozen14/heldout_v14.yaml"
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
HEX = "0123456789abcdef"
B62 = DG + UP + LO
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rd(n, first_nonzero=False):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


# ---------------------------------------------------------------- checksums
def luhn_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
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
    body = prefix + rd(length - 1 - len(prefix))
    num = body + luhn_digit(body)
    assert luhn_ok(num)
    return num


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def iban(country, bban):
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    code = f"{country}{check:02d}{bban}"
    num2 = "".join(str(int(c, 36)) for c in code[4:] + code[:4])
    assert int(num2) % 97 == 1
    return code


def aba_routing():
    while True:
        b = rd(8)
        b = R.choice("0123") + b[1:]
        for c in DG:
            n = b + c
            d = [int(x) for x in n]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 == 0:
                return n


def cn_resident_id(region, birth):
    body = region + birth + rd(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + "10X98765432"[s % 11]


def sg_nric(prefix):
    d = rd(7)
    w = [2, 7, 6, 5, 4, 3, 2]
    s = sum(int(a) * b for a, b in zip(d, w)) + (4 if prefix in "TG" else 0)
    table = "JZIHGFEDCBA" if prefix in "ST" else "XWUTRQPNMLK"
    return prefix + d + table[s % 11]


CF_ODD = {}
for _k, _v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]):
    CF_ODD[_k] = _v
for _k, _v in zip(UP, [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]):
    CF_ODD[_k] = _v


def codice_fiscale(sur, name, yy, month_letter, day, belfiore):
    body = f"{sur}{name}{yy}{month_letter}{day:02d}{belfiore}"
    s = 0
    for i, c in enumerate(body):
        if i % 2 == 0:
            s += CF_ODD[c]
        else:
            s += int(c) if c.isdigit() else ord(c) - 65
    return body + chr(65 + s % 26)


def pesel(yy, mm, dd, year2000=False):
    m = mm + 20 if year2000 else mm
    body = f"{yy:02d}{m:02d}{dd:02d}" + rd(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(a) * b for a, b in zip(body, w))
    return body + str((10 - s % 10) % 10)


def se_personnummer(yymmdd):
    body = yymmdd + rd(3)
    # Luhn with weights 2,1,2,1... from the first digit
    total = 0
    for i, ch in enumerate(body):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d // 10 + d % 10
    chk = (10 - total % 10) % 10
    return f"{body[:6]}-{body[6:]}{chk}"


def be_national(yymmdd):
    seq = rd(3)
    if seq == "000":
        seq = "017"
    n = int(yymmdd + seq)
    chk = 97 - n % 97
    return f"{yymmdd[:2]}.{yymmdd[2:4]}.{yymmdd[4:]}-{seq}.{chk:02d}"


def cl_rut():
    body = str(R.randint(8_000_000, 24_999_999))
    s, m = 0, 2
    for ch in reversed(body):
        s += int(ch) * m
        m = 2 if m == 7 else m + 1
    r = 11 - s % 11
    dv = "0" if r == 11 else "K" if r == 10 else str(r)
    b = f"{int(body):,}".replace(",", ".")
    return f"{b}-{dv}"


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni():
    n = rd(8)
    return n + DNI_LETTERS[int(n) % 23]


def es_nie():
    p = R.choice("XYZ")
    n = rd(7)
    return p + n + DNI_LETTERS[int("XYZ".index(p).__str__() + n) % 23]


def nl_bsn():
    while True:
        d = rd(8, first_nonzero=True)
        s = sum(int(a) * b for a, b in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            n = d + str(last)
            assert (s - last) % 11 == 0
            return n


def us_ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        g = R.randint(1, 99)
        s = R.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v != "078-05-1120":
            return v


def uk_nino():
    bad_pairs = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
    while True:
        a = R.choice([c for c in UP if c not in "DFIQUV"])
        b = R.choice([c for c in UP if c not in "DFIOQUV"])
        if a + b in bad_pairs:
            continue
        d = rd(6)
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def fr_nir():
    sex = R.choice("12")
    yy = f"{R.randint(60, 99):02d}"
    mm = f"{R.randint(1, 12):02d}"
    dept = R.choice(["75", "69", "13", "33", "59", "31"])
    commune = f"{R.randint(1, 400):03d}"
    order = f"{R.randint(1, 999):03d}"
    n = sex + yy + mm + dept + commune + order
    key = 97 - int(n) % 97
    return f"{sex} {yy} {mm} {dept} {commune} {order} {key:02d}"


def br_cpf():
    while True:
        d = [int(c) for c in rd(9)]
        if len(set(d)) == 1:
            continue
        s1 = sum(a * b for a, b in zip(d, range(10, 1, -1)))
        c1 = (s1 * 10) % 11 % 10
        d2 = d + [c1]
        s2 = sum(a * b for a, b in zip(d2, range(11, 1, -1)))
        c2 = (s2 * 10) % 11 % 10
        x = "".join(map(str, d2 + [c2]))
        return f"{x[:3]}.{x[3:6]}.{x[6:9]}-{x[9:]}"


VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
      [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
      [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
      [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
      [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
      [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0


def aadhaar():
    body = R.choice("23456789") + rd(10)
    n = body + verhoeff_digit(body)
    assert verhoeff_ok(n)
    return f"{n[:4]} {n[4:8]} {n[8:]}"


def kr_rrn(yymmdd, sex_digit):
    body = yymmdd + sex_digit + rd(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(a) * b for a, b in zip(body, w))
    return f"{body[:6]}-{body[6:]}{(11 - s % 11) % 10}"


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def github_token(prefix="ghp_"):
    body = rs(B62, 30)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(B64U, 43)}"


def pem_body(nbytes):
    raw = bytes(R.getrandbits(8) for _ in range(nbytes))
    s = base64.b64encode(raw).decode()
    return "\n".join(s[i:i + 64] for i in range(0, len(s), 64))


def rand_uuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha256_hex():
    return hashlib.sha256(bytes(R.getrandbits(8) for _ in range(32))).hexdigest()


def sha1_hex():
    return hashlib.sha1(bytes(R.getrandbits(8) for _ in range(20))).hexdigest()


def password(n=14, symbols="!@#$%^&*-_+=?"):
    while True:
        p = rs(UP + LO + DG + symbols, n)
        if (any(c in UP for c in p) and any(c in LO for c in p) and any(c in DG for c in p)
                and any(c in symbols for c in p)):
            return p


def pin(n):
    while True:
        p = rd(n)
        if len(set(p)) >= 3:
            return p


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
         "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
         "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
         "ahead aim air airport aisle alarm album alcohol alert alien alley allow almost alone alpha "
         "already also alter always amateur amazing among amount amused analyst anchor ancient anger "
         "angle angry animal ankle announce annual another answer antenna antique anxiety apart apology "
         "appear apple approve april arch arctic area arena argue armed armor army around arrange arrest "
         "arrive arrow artist artwork aspect assault asset assist assume asthma athlete atom attack "
         "attend attitude attract auction audit august aunt author auto autumn average avocado avoid "
         "awake aware awesome awful awkward axis").split()


def seed_phrase(n):
    return " ".join(R.sample(BIP39, n))


# ---------------------------------------------------------------- cases
CASES = []


def add(kind, text, secrets):
    if isinstance(secrets, str):
        secrets = [secrets]
    for s in secrets:
        if s not in text:
            raise ValueError(f"secret {s!r} not in text of {kind}")
    if any(c["kind"] == kind for c in CASES):
        raise ValueError(f"duplicate kind {kind}")
    CASES.append({"kind": kind, "text": text, "secrets": list(secrets)})


SEP = "\n---\n"

# ---- provider API keys and tokens
k = "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20)
add("openai_legacy_key_prose_en",
    f"I keep getting 429 errors even though I barely use it. My key is {k} — is it rate limited or is billing the problem?", k)

k = "sk-proj-" + rs(B64U, 48) + "T3BlbkFJ" + rs(B64U, 48)
add("openai_project_key_export_en",
    f"added this to my ~/.zshrc but python still can't see it:\n\nexport OPENAI_API_KEY={k}\n\nthen ran `source ~/.zshrc`. what am I missing?", k)

k = "sk-ant-api03-" + rs(B64U, 93) + "AA"
add("anthropic_key_python_zh",
    f"帮我看看这段代码为什么一直报 401：\n\n```python\nimport anthropic\nclient = anthropic.Anthropic(api_key=\"{k}\")\nmsg = client.messages.create(model=\"claude-x\", max_tokens=256, messages=[])\n```", k)

ak = "AKIA" + rs(B32, 16)
sk = rs(B62 + "/+", 40)
add("aws_credentials_ini_pair_en",
    f"My ~/.aws/credentials looks like this, but `aws s3 ls` says InvalidClientTokenId:\n\n[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-west-1", [ak, sk])

k = github_token("ghp_")
add("github_classic_pat_remote_url_en",
    f"I ran `git remote set-url origin https://{k}@github.com/lmarsh/budget-app.git` and push works now. Is there a cleaner way to do this?", k)

k = "github_pat_11" + rs(UP + DG, 20) + "_" + rs(B62, 59)
add("github_fine_grained_pat_zh",
    f"我新建了一个细粒度的 GitHub 令牌：{k}\n但是用它调用 /repos/xxx/actions 还是 403，是不是权限没勾对？", k)

k = "glpat-" + rs(B62 + "-_", 20)
add("gitlab_pat_ci_variable_en",
    f"In .gitlab-ci.yml I hardcoded it for now:\n\nvariables:\n  GITLAB_TOKEN: \"{k}\"\n\nthe release job still fails with 401 though.", k)

k = f"xoxb-{rd(12, True)}-{rd(13, True)}-{rs(B62, 24)}"
add("slack_bot_token_python_en",
    f"from slack_sdk import WebClient\nclient = WebClient(token=\"{k}\")\nclient.chat_postMessage(channel=\"#deploys\", text=\"done\")\n\nwhy does this return not_in_channel?", k)

k = f"https://hooks.slack.com/services/T{rs(UP + DG, 8)}/B{rs(UP + DG, 10)}/{rs(B62, 24)}"
add("slack_webhook_url_zh",
    f"用 curl 往这个 Slack Webhook 发消息一直返回 invalid_payload：\ncurl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"测试\"}}' {k}", k)

k1 = "sk_live_" + rs(B62, 99)
k2 = "whsec_" + rs(B62, 32)
add("stripe_live_key_and_webhook_secret_en",
    f"Production settings for the shop:\nSTRIPE_SECRET_KEY={k1}\nSTRIPE_WEBHOOK_SECRET={k2}\nWebhooks fail signature verification — do I need the raw body?", [k1, k2])

k = "AIza" + rs(B62 + "-_", 35)
add("google_maps_key_js_en",
    f"<script src=\"https://maps.googleapis.com/maps/api/js?key={k}&callback=initMap\" async></script>\nthe map shows 'for development purposes only', why?", k)

k = "GOCSPX-" + rs(B62 + "-_", 28)
cid = f"{rd(12, True)}-{rs(LO + DG, 32)}.apps.googleusercontent.com"
add("google_oauth_client_secret_json_zh",
    f"这是我下载的 client_secret.json，登录时报 redirect_uri_mismatch：\n{{\"web\":{{\"client_id\":\"{cid}\",\"client_secret\":\"{k}\",\"redirect_uris\":[\"http://localhost:8000/callback\"]}}}}", k)

sid = "AC" + rs(HEX, 32)
k = rs(HEX, 32)
add("twilio_auth_token_dict_en",
    f"config = {{\n    'account_sid': '{sid}',\n    'auth_token': '{k}',\n    'from': '+15005550006',\n}}\nClient(config['account_sid'], config['auth_token']) raises 20003 — ideas?", k)

k = "SG." + rs(B62 + "-_", 22) + "." + rs(B62 + "-_", 43)
add("sendgrid_key_docker_compose_en",
    f"services:\n  mailer:\n    image: ghcr.io/acme/mailer:1.4\n    environment:\n      - SENDGRID_API_KEY={k}\n      - FROM_EMAIL=noreply@acme-pets.example\n\nthe container starts but no mail goes out", k)

k = "hf_" + rs(UP + LO, 34)
add("huggingface_token_cli_zh",
    f"我执行了 huggingface-cli login --token {k} 之后下载 Llama 模型还是 401，是要先在网页上申请访问权限吗？", k)

k = "npm_" + rs(B62, 36)
add("npm_token_npmrc_en",
    f"my .npmrc:\n//registry.npmjs.org/:_authToken={k}\nalways-auth=true\n\nnpm publish says 'You must be logged in'", k)

k = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 150)
add("pypi_token_pypirc_en",
    f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {k}\n\nTwine says 403 Invalid or non-existent authentication information.", k)

uid = str(R.randint(10**17, 10**18 - 1))
k = b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
add("discord_bot_token_traceback_en",
    f"Traceback (most recent call last):\n  File \"bot.py\", line 41, in <module>\n    client.run(\"{k}\")\n  File \".../discord/client.py\", line 860, in run\ndiscord.errors.LoginFailure: Improper token has been passed.", k)

k = f"{rd(10, True)}:AA{rs(B62 + '-_', 33)}"
add("telegram_bot_token_zh",
    f"Telegram 机器人收不到消息，webhook 是这样设置的：\nhttps://api.telegram.org/bot{k}/setWebhook?url=https://bot.example.cn/hook", k)

k = "dop_v1_" + rs(HEX, 64)
add("digitalocean_token_tfvars_en",
    f"terraform.tfvars:\ndo_token = \"{k}\"\nregion   = \"fra1\"\nShould this file be in .gitignore?", k)

k = "shpat_" + rs(HEX, 32)
add("shopify_admin_token_header_en",
    f"curl -H \"X-Shopify-Access-Token: {k}\" https://my-shop.myshopify.com/admin/api/2024-10/products.json\nreturns only 50 products, how do I paginate?", k)

k = "key-" + rs(HEX, 32)
add("mailgun_key_curl_user_en",
    f"curl -s --user 'api:{k}' https://api.mailgun.net/v3/mg.example.org/messages -F from='me@mg.example.org' -F to='test@example.org' -F text='hi'\nGives Forbidden.", k)

k = "hvs." + rs(B62, 24)
add("vault_token_env_en",
    f"VAULT_ADDR=https://vault.internal:8200\nVAULT_TOKEN={k}\nvault kv get secret/app says permission denied even though I'm root?", k)

k = "dapi" + rs(HEX, 32)
add("databricks_pat_yaml_en",
    f"profiles.yml for dbt:\n\nlakehouse:\n  target: dev\n  outputs:\n    dev:\n      type: databricks\n      host: adb-1234.5.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/ab12\n      token: {k}\n", k)

k = "ntn_" + rd(11, True) + rs(B62, 35)
add("notion_integration_secret_en",
    f"Using the Notion SDK: new Client({{ auth: '{k}' }}) and querying the database returns object_not_found. I did share the page with the integration.", k)

k = "ATATT3xFfGF0" + rs(B64U, 180) + "=" + rs(HEX.upper(), 8)
add("atlassian_api_token_basic_en",
    f"Jira REST: curl -u dana.k@example.com:{k} https://example.atlassian.net/rest/api/3/myself returns 401.", k)

k = rs(B62 + "-_", 40)
add("cloudflare_api_token_wrangler_en",
    f"CLOUDFLARE_API_TOKEN={k} npx wrangler deploy\n✘ [ERROR] Authentication error [code: 10000] — which permissions does the token need?", k)

k = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": 1731000000, "exp": 2046576000})
add("supabase_service_role_jwt_en",
    f"const supabase = createClient('https://{rs(LO, 20)}.supabase.co', '{k}')\nIs it OK to use the service_role key in the Next.js client component?", k)

ak = "LTAI" + rs(B62, 20)
sk = rs(B62, 30)
add("aliyun_accesskey_pair_zh",
    f"阿里云 OSS 上传报 InvalidAccessKeyId，配置如下：\nAccessKeyId: {ak}\nAccessKeySecret: {sk}\nEndpoint: oss-cn-hangzhou.aliyuncs.com", [ak, sk])

ak = "AKID" + rs(B62, 32)
sk = rs(B62, 32)
add("tencent_cloud_secret_pair_zh",
    f"腾讯云 SDK 初始化：\ncred = credential.Credential(\"{ak}\", \"{sk}\")\n调用 COS 时提示签名错误，是不是时间不同步？", [ak, sk])

k = rs(B64, 86) + "=="
add("azure_storage_connection_string_en",
    f"DefaultEndpointsProtocol=https;AccountName=stphotos01;AccountKey={k};EndpointSuffix=core.windows.net\nBlobServiceClient.from_connection_string() hangs for 30s, why?", k)

body = pem_body(1190).replace("\n", "\\n")
add("gcp_service_account_json_private_key_en",
    f"Here's the service account file that fails with invalid_grant:\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"route-planner-4417\",\n  \"private_key_id\": \"{rs(HEX, 40)}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"etl@route-planner-4417.iam.gserviceaccount.com\"\n}}", body)

k = "HRKU-AA" + rs(B64U, 58)
add("heroku_api_key_netrc_en",
    f"~/.netrc\nmachine api.heroku.com\n  login sam@example.net\n  password {k}\nheroku apps still asks me to log in.", k)

k = "sk-" + rs(HEX, 32)
add("deepseek_key_openai_sdk_zh",
    f"DeepSeek 用 openai 的 SDK 调用：\nclient = OpenAI(api_key=\"{k}\", base_url=\"https://api.deepseek.com\")\n返回 402 Insufficient Balance，可是我刚充值了。", k)

k = "sk-" + rs(HEX, 32)
add("dashscope_key_env_zh",
    f"通义千问的 DASHSCOPE_API_KEY 我是这样配置的：\nexport DASHSCOPE_API_KEY=\"{k}\"\n为什么在 Jupyter 里读不到？", k)

k = rs(HEX, 32) + "." + rs(B62, 16)
add("zhipu_key_zh",
    f"智谱的 API Key 是 {k} 这种格式吗？中间有个点，我怕复制错了。", k)

appid = "wx" + rs(HEX, 16)
k = rs(HEX, 32)
add("wechat_appsecret_zh",
    f"小程序获取 access_token 报 40125：\nGET https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={appid}&secret={k}", k)

k = rs(B62, 32)
add("feishu_app_secret_zh",
    f"飞书自建应用的凭证：App ID cli_{rs(HEX, 16)}，App Secret {k}，调用 tenant_access_token 接口时返回 app secret invalid。", k)

k = rs(HEX, 64)
add("dingtalk_webhook_token_zh",
    f"钉钉群机器人 webhook 地址 https://oapi.dingtalk.com/robot/send?access_token={k} 发消息报 310000 关键词不匹配，怎么处理？", k)

k = "dckr_pat_" + rs(B64U, 27)
add("docker_hub_pat_stdin_en",
    f"echo \"{k}\" | docker login -u mkovacs --password-stdin\nError response from daemon: unauthorized: incorrect username or password", k)

k = rs(B62, 14) + ".atlasv1." + rs(B62, 67)
add("terraform_cloud_credentials_json_en",
    f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{\n      \"token\": \"{k}\"\n    }}\n  }}\n}}", k)

k1 = rs(HEX, 32)
k2 = rs(HEX, 40)
add("datadog_api_and_app_keys_en",
    f"datadog:\n  site: datadoghq.eu\n  apiKey: {k1}\n  appKey: {k2}\nHelm chart says the API key is invalid for the EU site.", [k1, k2])

k = "ATBB" + rs(B62, 32)
add("bitbucket_app_password_en",
    f"git clone https://jlopez:{k}@bitbucket.org/team/infra.git — works, but I'd rather not have it in shell history. Alternatives?", k)

k = "sk-" + rs(B62, 48)
add("moonshot_kimi_key_zh",
    f"Kimi 的接口 key：{k}，帮我写一个 Python 调用示例，用 moonshot-v1-8k 模型。", k)

# ---- config files and assignments
p = password(16)
add("dotenv_db_password_unquoted_en",
    f"# .env\nDB_HOST=127.0.0.1\nDB_USER=ledger\nDB_PASSWORD={p}\nDB_NAME=ledger_prod\n\nLaravel says SQLSTATE[HY000] [1045] Access denied.", p)

k = "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50)
add("django_secret_key_quoted_en",
    f"settings.py has SECRET_KEY = '{k}' and DEBUG = False, but static files 404 on the server.", k)

p = password(12, "!#%.")
add("mysql_cnf_client_password_zh",
    f"~/.my.cnf 里写的：\n[client]\nuser=root\npassword={p}\nhost=127.0.0.1\n为什么 mysqldump 还提示输入密码？", p)

p = password(15)
add("spring_datasource_yaml_zh",
    f"Spring Boot 连不上数据库，application.yml 如下：\nspring:\n  datasource:\n    url: jdbc:postgresql://10.2.0.8:5432/orders\n    username: order_svc\n    password: \"{p}\"\n报错 FATAL: password authentication failed", p)

p = password(14)
add("json_smtp_config_password_en",
    f"{{\n  \"smtp\": {{\n    \"host\": \"smtp.office365.com\",\n    \"port\": 587,\n    \"user\": \"reports@northwind-tiles.example\",\n    \"password\": \"{p}\"\n  }}\n}}\nnodemailer throws 535 5.7.3 Authentication unsuccessful", p)

k = "cio" + rs(B62, 32)
add("cargo_credentials_toml_en",
    f"~/.cargo/credentials.toml:\n[registry]\ntoken = \"{k}\"\ncargo publish still says 'please provide a non-empty token'.", k)

p = password(18)
add("docker_compose_postgres_password_en",
    f"version: '3.9'\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: wiki\n      POSTGRES_PASSWORD: {p}\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nThe password change isn't taking effect after I edited it.", p)

p = password(14)
add("k8s_secret_stringdata_en",
    f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-db\ntype: Opaque\nstringData:\n  username: api\n  password: '{p}'\n\nkubectl apply works but the pod env is empty.", p)

raw = password(13)
k = base64.b64encode(raw.encode()).decode()
add("k8s_secret_base64_data_zh",
    f"这个 Secret 的 data 字段是 base64 的，我手动编码的：\ndata:\n  REDIS_PASSWORD: {k}\n解出来应该是对的吧？", k)

p = password(16)
add("docker_compose_redis_requirepass_zh",
    f"redis:\n  image: redis:7\n  command: redis-server --requirepass {p}\n应用连接时报 NOAUTH Authentication required，明明配置了密码。", p)

k = "sk_live_" + rs(B62, 24)
add("export_line_shell_history_en",
    f"My history shows:\n  501  export STRIPE_API_KEY={k}\n  502  python charge.py\nHow do I remove line 501 from zsh history?", k)

p = password(14, "!$%*")
add("postgres_dsn_python_zh",
    f"SQLAlchemy 引擎这样创建的：\nengine = create_engine(\"postgresql+psycopg2://report:{p}@pg-master.internal:5432/report\")\n连接池总是耗尽，怎么调参数？", p)

p = password(12, "-_")
add("mongodb_srv_uri_zh",
    f"MongoDB Atlas 连接串：mongodb+srv://admin:{p}@cluster0.ab3cd.mongodb.net/shop?retryWrites=true&w=majority\nCompass 提示 bad auth。", p)

p = rs(B62, 24)
add("redis_url_password_en",
    f"CELERY_BROKER_URL = 'redis://:{p}@redis-prod.internal:6379/0' — workers connect but tasks stay PENDING.", p)

p = password(12, "!-")
add("jdbc_url_password_param_en",
    f"jdbc:mysql://db.internal:3306/crm?user=crm_app&password={p}&useSSL=true — DBeaver connects, Tomcat doesn't.", p)

p = password(14, "!#$")
add("sqlserver_connection_string_en",
    f"\"ConnectionStrings\": {{ \"Default\": \"Server=sql01.corp.local;Database=Payroll;User Id=sa;Password={p};TrustServerCertificate=True\" }}\nEF migrations time out.", p)

p = password(11, "#@")
add("mysql_cli_p_flag_zh",
    f"执行 mysql -uroot -p{p} -h 192.168.1.20 -P 3306 warehouse 提示 Warning: Using a password on the command line interface can be insecure. 这个警告要紧吗？", p)

p = password(15)
add("psql_pgpassword_env_en",
    f"PGPASSWORD='{p}' psql -h db.staging.internal -U migrator -d app -f 0042_add_index.sql\nThe migration hangs on CREATE INDEX.", p)

p = password(12, "!@")
add("curl_basic_auth_u_en",
    f"curl -u deploy:{p} https://jenkins.internal/job/build/buildWithParameters -d BRANCH=main returns 403 No valid crumb.", p)

p = password(13)
add("sshpass_command_zh",
    f"批量登录服务器的脚本里是这样写的：\nsshpass -p '{p}' ssh -o StrictHostKeyChecking=no ops@10.0.8.{R.randint(2, 250)} 'df -h'\n有没有更安全的办法？", p)

p = password(14, "!%")
add("mongodump_password_equals_flag_en",
    f"mongodump --uri=mongodb://backup@10.1.1.5:27017 --password={p} --authenticationDatabase=admin --gzip --archive=nightly.gz\nfails with 'Authentication failed.'", p)

p = password(12)
add("redis_cli_a_flag_zh",
    f"redis-cli -h 10.3.0.11 -p 6380 -a {p} info memory\n为什么 used_memory 一直在涨？", p)

p = password(16, "!-")
add("git_credentials_store_file_en",
    f"cat ~/.git-credentials\nhttps://rwhite:{p}@git.example-corp.com\nShould I switch to the osxkeychain helper?", p)

p = password(15)
add("docker_login_p_flag_en",
    f"docker login -u ci-bot -p {p} registry.gitlab.example.com\nWARNING! Using --password via the CLI is insecure. Login Succeeded — then pulls fail?", p)

# ---- passwords in prose
p = password(12, "!")
add("laptop_password_prose_en",
    f"Note for later: the password for my work laptop is {p} — I always forget it after holidays.", p)

p = password(11, "@.")
add("email_password_mima_shi_zh",
    f"帮我记一下，我的 QQ 邮箱密码是 {p}，下次登录新手机要用。", p)

p = password(12, "#")
add("login_password_changed_zh",
    f"刚刚把公司 OA 的登录密码改成了 {p}，之前那个被要求过期了。", p)

p = rs(LO + DG, 10)
add("kouling_zh",
    f"服务器堡垒机的口令：{p}，运维说每季度换一次。", p)

p = password(10, "!")
add("router_admin_password_en",
    f"router admin page is 192.168.0.1, user admin, pass {p} — how do I set up port forwarding for my Minecraft server?", p)

p = rs(LO, 5) + rs(DG, 4) + rs(LO, 3)
add("guest_wifi_password_note_en",
    f"Write a cute card for the guest room: Wi-Fi network 'BlueHouse-Guest', password {p}, checkout at 11.", p)

p = rs(LO + DG, 12)
add("wifi_password_zh",
    f"家里的 WiFi 名称是 TP-LINK_5G_8A2F，WiFi 密码 {p}，帮我写个给客人看的小纸条。", p)

p = pin(6)
add("phone_pin_prose_en",
    f"If I forget: my phone PIN is {p}. The SIM PIN is the default one from the carrier.", p)

p1 = card("622202", 19)
p2 = pin(6)
add("bank_card_and_pin_zh",
    f"我妈让我帮她记一下：工商银行卡号 {p1}，取款密码 {p2}。", [p1, p2])

p = pin(5)
add("airbnb_door_code_en",
    f"Message for our Airbnb guests: the front door code is {p}#, the lockbox for the bike is behind the planter.", p)

p = pin(6)
add("gate_access_code_zh",
    f"小区门禁密码是 {p}，快递员来了可以直接告诉他。", p)

p = f"{R.randint(10, 39)}-{R.randint(10, 39)}-{R.randint(10, 39)}"
add("safe_combination_en",
    f"Hotel room safe combination I set: {p}. Remind me at checkout to take the passports out.", p)

p = pin(4)
add("garage_keypad_code_en",
    f"Can you draft a text to the dog walker? Garage keypad code is {p}, leash is on the hook, feed her at 5.", p)

p = pin(6)
add("sms_otp_pasted_en",
    f"Bank just texted me this: 'Your verification code is {p}. Do not share it with anyone.' A guy on the phone asked for it — should I give it?", p)

p = pin(6)
add("verification_code_zh",
    f"【某宝】验证码 {p}，5 分钟内有效。客服让我把这个验证码发给他退款，这正常吗？", p)

codes = [f"{rs(LO + DG, 5)}-{rs(LO + DG, 5)}" for _ in range(3)]
add("github_recovery_codes_en",
    "GitHub recovery codes (saved them here for now):\n" + "\n".join(codes) + "\nwhere is the best place to keep these?", codes)

codes = [rd(8) for _ in range(2)]
add("backup_codes_zh",
    f"谷歌账号的备用验证码还剩两个：{codes[0]} 和 {codes[1]}，要不要重新生成？", codes)

sp = seed_phrase(12)
add("metamask_seed_phrase_en",
    f"Is this a valid recovery phrase? MetaMask won't accept it: {sp}", sp)

sp = seed_phrase(12)
add("wallet_seed_phrase_zh",
    f"钱包助记词我抄在这里了：{sp}，导入 imToken 时提示助记词无效。", sp)

k = rs(B32, 32)
add("totp_otpauth_uri_en",
    f"The QR code decodes to otpauth://totp/ACME:jane@acme.example?secret={k}&issuer=ACME&digits=6 — can I add it to two authenticator apps?", k)

k = rs(B32, 16)
add("totp_secret_zh",
    f"扫不了二维码，手动输入的密钥是 {k}，Google Authenticator 里选基于时间对吧？", k)

body = pem_body(1190)
add("pem_rsa_private_key_zh",
    f"帮我看看这个私钥格式对不对，ssh 提示 invalid format：\n-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----", body)

body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + pem_body(300)
add("openssh_private_key_block_en",
    f"Deploy key for the CI runner:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----\nPermissions are 0644, is that why ssh ignores it?", body)

k = "0x" + rs(HEX, 64)
add("eth_private_key_hex_en",
    f"const wallet = new ethers.Wallet('{k}', provider); — the balance shows 0 on Sepolia even though the faucet sent ETH.", k)

k = jwt({"sub": rd(7), "email": "p.ngata@example.com", "scope": "orders:write", "exp": 1796000000})
add("jwt_bearer_curl_en",
    f"curl -H 'Authorization: Bearer {k}' https://api.example-shop.com/v2/orders → 401 token expired? exp looks fine to me.", k)

k = jwt({"uid": rd(6), "name": "zhao", "role": "admin", "iat": 1764800000}, alg="HS512")
add("jwt_debug_zh",
    f"后端返回的 token 是 {k}，前端怎么解析里面的 role？", k)

k = rs(LO + DG, 32)
add("django_session_cookie_header_en",
    f"Request headers from devtools:\nCookie: csrftoken={rs(B62, 32)}; sessionid={k}\nwhy does the admin log me out every few minutes?", k)

k = "s%3A" + rs(B64U, 32) + "." + rs(B62 + "%", 43)
add("express_session_cookie_en",
    f"Set-Cookie: connect.sid={k}; Path=/; HttpOnly — the cookie never gets sent back on the next request from localhost:3000.", k)

# ---- cards and bank
c = card("622848", 16)
cs = group(c, [4, 4, 4, 4])
exp = f"{R.randint(1, 12):02d}/{R.randint(27, 31)}"
cvv = rd(3)
add("unionpay_card_spaced_cvv_expiry_zh",
    f"帮我填一下这个海外网站的支付表单：卡号 {cs}，有效期 {exp}，CVV {cvv}，持卡人 ZHANG WEI。", [cs, exp, cvv])

c = card("4" + rd(5), 16)
cs = group(c, [4, 4, 4, 4], "-")
cvv = rd(3)
add("visa_card_dashed_cvv_en",
    f"Booking the flights for mom — use my Visa {cs}, CVV {cvv}, billing zip 94110.", [cs, cvv])

c = card(R.choice(["34", "37"]), 15)
add("amex_plain_checkout_en",
    f"The checkout form rejects my Amex {c} as invalid. Do I need to type it with spaces?", c)

c = card(str(R.randint(51, 55)), 16)
cs = group(c, [4, 4, 4, 4])
exp = f"{R.randint(1, 12):02d}/{R.randint(27, 31)}"
cvv = rd(3)
add("mastercard_spaced_expiry_cvv_en",
    f"Card details for the team offsite booking: {cs}, exp {exp}, security code {cvv}. Please put it in the form.", [cs, exp, cvv])

c = card("62" + rd(4), 16)
add("unionpay_plain_zh",
    f"我的银联卡号是 {c}，绑定 Apple Pay 时提示卡片不支持。", c)

c = card("2" + str(R.randint(221, 720)), 16)
add("mastercard_2series_in_log_en",
    f"Our payment log accidentally printed this: 2026-11-28T10:14:03Z INFO charge ok pan={c} amount=42.00 EUR — how do I scrub old logs?", c)

ib = iban("DE", rd(18))
add("iban_de_spaced_en",
    f"Please pay the deposit to my landlord: IBAN {group(ib, [4, 4, 4, 4, 4, 2])}, reference 'Flat 3B December'.", group(ib, [4, 4, 4, 4, 4, 2]))

ib = iban("GB", rs(UP, 4) + rd(14))
add("iban_gb_plain_invoice_en",
    f"Draft an invoice footer: Payment by bank transfer to {ib}, Monzo, account name T. Okafor.", ib)

ib = iban("ES", rd(20))
add("iban_es_zh",
    f"帮我把这个西班牙账户写进转账邮件里：IBAN {ib}，收款人 Lucía Romero。", ib)

ib = iban("NL", rs(UP, 4) + rd(10))
add("iban_nl_in_email_en",
    f"Summarize this email please: 'Hi Jan, the refund will be sent to {group(ib, [4, 4, 4, 4, 2])} by Friday. Regards, Lotte'", group(ib, [4, 4, 4, 4, 2]))

acct = rd(10, True)
rt = aba_routing()
add("us_bank_account_routing_en",
    f"For the direct deposit form: routing number {rt}, checking account {acct}. Can you fill the PDF fields?", [rt, acct])

acct = rd(19, True)
add("cn_bank_account_zh",
    f"收款账号：{acct}，开户行：招商银行上海分行张江支行，户名：李娜。帮我写成一段付款说明。", acct)

# ---- national IDs
cid = cn_resident_id(R.choice(["110105", "310104", "440305", "330106"]), f"19{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}")
add("cn_resident_id_zh",
    f"帮我填一下酒店入住登记：姓名 王磊，身份证号 {cid}，入住日期 12 月 20 日。", cid)

n = sg_nric(R.choice("ST"))
add("singapore_nric_en",
    f"For the condo booking they want my NRIC: {n}. Is it normal for a gym to ask for the full number?", n)

n = f"{R.randint(80, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}-{R.choice(['14', '10', '08', '01'])}-{rd(4)}"
add("malaysian_mykad_en",
    f"My MyKad number is {n}, please fill it in the insurance claim form under 'IC No.'", n)

n = codice_fiscale("RSS", "MRA", f"{R.randint(70, 99)}", R.choice("ABCDEHLMPRST"), R.randint(1, 28), R.choice(["H501", "F205", "L219"]))
add("italian_codice_fiscale_en",
    f"The landlord in Rome needs my codice fiscale for the contract: {n}. Is that enough or do I need the tessera sanitaria too?", n)

n = pesel(R.randint(70, 99), R.randint(1, 12), R.randint(1, 28))
add("polish_pesel_en",
    f"Filling the Polish tax form PIT-37 — my PESEL is {n}. Which box does it go in?", n)

n = se_personnummer(f"{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}")
add("swedish_personnummer_en",
    f"Writing to Skatteverket: personnummer {n}, I moved to Göteborg in October. Can you help phrase the letter?", n)

n = be_national(f"{R.randint(70, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}")
add("belgian_national_number_en",
    f"The commune asked for my rijksregisternummer / numéro national: {n}. Translate the rest of the form for me?", n)

n = cl_rut()
add("chilean_rut_en",
    f"Invoice to a Chilean client — their RUT is {n}. Where does it go on the boleta?", n)

n = es_dni()
add("spanish_dni_en",
    f"Rental agreement for Valencia, tenant: Marta Gil, DNI {n}. Check the Spanish grammar of the clause?", n)

n = es_nie()
add("spanish_nie_en",
    f"I finally got my NIE: {n}. Now I need to register with the Seguridad Social — what's next?", n)

n = nl_bsn()
add("dutch_bsn_en",
    f"The huisarts form wants my BSN: {n}. Is it OK to send it by regular e-mail?", n)

n = us_ssn()
add("us_ssn_tax_form_en",
    f"W-4 help: name Daniel Reyes, SSN {n}, single, one job. What do I put in step 3?", n)

n = uk_nino()
add("uk_ni_number_en",
    f"New job onboarding asks for my National Insurance number — it's {n}. Also what is a P45?", n)

n = fr_nir()
add("french_nir_en",
    f"For the mutuelle form: numéro de sécurité sociale {n}. Please translate the remaining fields.", n)

n = br_cpf()
add("brazilian_cpf_en",
    f"Buying on Mercado Livre needs a CPF — mine is {n}. Why does the site say it's invalid?", n)

n = aadhaar()
add("indian_aadhaar_en",
    f"Update my KYC: Aadhaar {n}, PAN will follow. Draft the message to the bank.", n)

n = kr_rrn(f"{R.randint(80, 99)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}", R.choice("12"))
add("korean_rrn_zh",
    f"韩国朋友让我帮她填签证邀请函，她的居民登录号码是 {n}，这个要写在哪一栏？", n)

n = "E" + rd(8)
add("cn_passport_zh",
    f"订国际机票需要护照号：{n}，有效期到 2031 年，名字拼音 LIU YANG。", n)

n = rd(9, True)
add("us_passport_number_en",
    f"ESTA asks for passport details — US passport number {n}, issued 2022. Wait, do US citizens even need an ESTA?", n)

# ---- multi-message conversations
p = password(16)
add("announced_then_value_next_message_en",
    f"I'll paste the staging DB password in my next message, keep it for the deploy checklist.{SEP}{p}", p)

p = rs(LO + DG, 11)
add("announced_then_value_zh",
    f"下一条发你客厅路由器的 WiFi 密码，你帮我记住。{SEP}{p}", p)

k = "sk-ant-api03-" + rs(B64U, 93) + "AA"
add("announced_key_then_value_en",
    f"ok here comes the key for the summarizer service, don't echo it back:{SEP}{k}{SEP}thanks, now write the env file template", k)

p = password(13)
add("repeated_secret_later_zh",
    f"NAS 的管理员密码：{p}{SEP}帮我写一个每天备份照片的脚本{SEP}脚本里用到的密码就是前面那个 {p}，直接填进去吧", p)

p = password(12)
add("repeated_secret_later_en",
    f"VPN password is {p}, the server is vpn.example-lab.net{SEP}what's the difference between IKEv2 and WireGuard?{SEP}ok configure WireGuard for me, and the old IKEv2 profile still uses {p} right?", p)

p1 = password(12)
p2 = password(12)
add("corrected_password_en",
    f"the admin password for the Grafana box is {p1}{SEP}sorry, typo — it's actually {p2}", [p1, p2])

p1 = password(11)
p2 = password(11)
add("corrected_password_zh",
    f"公司邮箱新密码是 {p1}{SEP}不对不对，刚才那个打错了，应该是 {p2}", [p1, p2])

k = github_token("gho_")
add("announced_token_zh",
    f"我把 GitHub 的 OAuth token 发在下一条，你别复述出来。{SEP}{k}", k)

# ---- logs / code
p = password(14, "!*")
add("sqlalchemy_stack_trace_dsn_en",
    f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.0.4.12\", port 5432 failed: timeout expired\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n  engine url: postgresql://billing:{p}@10.0.4.12:5432/billing\nWhat's wrong?", p)

k = rs(B64U, 40)
add("nginx_access_log_token_query_en",
    f"10.0.0.7 - - [03/Dec/2026:21:14:07 +0000] \"GET /api/export?access_token={k}&format=csv HTTP/1.1\" 200 51234 \"-\" \"python-requests/2.32\"\nwhy is this request so slow?", k)

k = rs(HEX, 40)
add("log_authorization_header_zh",
    f"服务日志里打出了请求头：\n2026-12-03 10:22:41 DEBUG headers={{'Authorization': 'token {k}', 'User-Agent': 'gh-sync/0.3'}}\n日志级别怎么改成 INFO？", k)

p = password(13)
add("python_function_argument_zh",
    f"pymysql 连接写法对吗？\nconn = pymysql.connect(host=\"10.8.1.3\", user=\"etl\", password=\"{p}\", database=\"dw\", charset=\"utf8mb4\")", p)

k = rs(B64U, 48)
add("headers_dict_literal_en",
    f"headers = {{\n    \"Authorization\": \"Bearer {k}\",\n    \"Accept\": \"application/json\",\n}}\nr = requests.get(url, headers=headers, timeout=10)\nHow do I retry on 502?", k)

k = rs(HEX, 32)
add("js_fetch_api_key_header_en",
    f"await fetch('https://api.weather-hub.example/v1/forecast?city=Oslo', {{ headers: {{ 'x-api-key': '{k}' }} }}) — CORS error in the browser.", k)

p = password(15)
add("go_struct_literal_password_en",
    f"cfg := mysql.Config{{\n    User:   \"inventory\",\n    Passwd: \"{p}\",\n    Net:    \"tcp\",\n    Addr:   \"10.0.9.4:3306\",\n    DBName: \"inventory\",\n}}\nGo says 'this user requires mysql native password authentication'.", p)

k = rs(B62, 32)
add("php_define_constant_zh",
    f"wp-config.php 里这几行需要改吗？\ndefine( 'DB_PASSWORD', '{k}' );\ndefine( 'DB_HOST', 'localhost' );", k)

p = password(12)
add("ansible_inventory_password_zh",
    f"Ansible inventory:\n[web]\n10.0.5.11 ansible_user=deploy ansible_ssh_pass={p}\n执行 playbook 提示需要 sshpass 程序。", p)

k = rs(LO, 4) + " " + rs(LO, 4) + " " + rs(LO, 4) + " " + rs(LO, 4)
add("gmail_app_password_en",
    f"Google generated an app password for Thunderbird: {k}. Do I type it with the spaces?", k)

p = password(12)
add("wifi_qr_string_en",
    f"Make me a printable Wi-Fi QR code from this string: WIFI:T:WPA;S:Cafe-Lumen;P:{p};;", p)

puk = rd(8)
p = pin(4)
add("sim_puk_and_pin_zh",
    f"手机卡被锁了，PUK 码是 {puk}，解锁后我想把 SIM 卡 PIN 改成 {p}。", [puk, p])

p = password(12)
add("toml_poetry_http_basic_zh",
    f"poetry 私有源的认证写在 auth.toml 里：\n[http-basic.nexus]\nusername = \"builder\"\npassword = \"{p}\"\n安装依赖时还是 401。", p)

p = pin(6)
add("alipay_payment_password_zh",
    f"支付宝支付密码我设成了 {p}，跟银行卡密码不一样，怕忘了先记在这。", p)

# ---------------------------------------------------------------- look-alikes
SECRETS = [s for c in CASES for s in c["secrets"]]


def clean(fn):
    """Draw a random look-alike value that contains no case secret."""
    while True:
        v = fn()
        if not any(s in v for s in SECRETS):
            return v


def b64(s):
    return base64.b64encode(s.encode()).decode()


LOOKALIKES = [
    "What's the difference between a password_hash and a password_digest column in Rails?",
    "My code checks response['token_type'] == 'bearer' but the API returns 'Bearer' — should the comparison be case-insensitive?",
    "api_key = os.environ['OPENAI_API_KEY']  # is reading it like this safe enough, or should I use a secrets manager?",
    "In the README template I wrote OPENAI_API_KEY=<your-token> so contributors know what to fill in. Good enough?",
    "Put STRIPE_SECRET_KEY=your_api_key_here in .env.example and add .env to .gitignore, right?",
    "The docs template ships with DB_PASSWORD=changeme and a note saying to change it before first start. Should the installer refuse to run with the default?",
    "The ticket shows the config as password=*** because our logger masks it, so it's fine to paste here.",
    "The log line reads `Authorization: Bearer xxx` — the real value is stripped by the proxy.",
    f"sha256sum of the installer gives {clean(sha256_hex)} — how do I compare it against the vendor's checksum file?",
    f"Can you explain what commit {clean(sha1_hex)} changed? git show says it only touched auth/middleware.py.",
    f"please revert {clean(sha1_hex)[:7]}, it broke the login page on Safari",
    f"The API returned HTTP 500 with request id {clean(rand_uuid)}. What should I include in the support ticket?",
    f"traceparent: 00-{clean(lambda: rs(HEX, 32))}-{clean(lambda: rs(HEX, 16))}-01 — which part is the trace id and which is the span id?",
    f"Decode this for me: {b64('Hello, can you hear me? The meeting moved to 4pm.')}",
    f"Here's my SSH public key for the server's authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{clean(lambda: rs(B64, 43))} alice@thinkpad",
    f"My GPG public key fingerprint is {clean(lambda: ' '.join(rs(HEX.upper(), 4) for _ in range(10)))} — how do I upload it to keys.openpgp.org?",
    "After upgrading numpy 1.26.4 -> 2.1.3, pandas 2.2.2 fails with 'numpy.dtype size changed'. Which versions are compatible?",
    "My order 113-4829301-5583012 says delivered but there's nothing on the porch. What do I write to the seller?",
    "UPS tracking 1Z 4E7 9W2 03 8841 2275 hasn't updated in five days, is that normal around the holidays?",
    "Invoice INV-2026-00417 from the print shop is due Dec 15, total $1,284.50. Draft a polite payment reminder reply.",
    "Call the clinic at +1 (415) 555-0137 to move my appointment from Tuesday to Thursday — write the script for me.",
    "Flight LH 441 leaves Frankfurt at 13:50 on 2026-12-22 and lands in Detroit at 16:45. How long is the layover if I connect to DTW-ORD at 18:10?",
    "The dev server runs at http://localhost:8080/admin and the API at http://127.0.0.1:5000/v1 — why do I get CORS errors between them?",
    "How long should a password be in 2026? Is 12 characters still enough?",
    "Is 'password123' a weak password? My uncle insists nobody would guess it.",
    "Is 'Summer2024!' considered weak? Our old IT policy technically allowed it.",
    "My card ending ****1234 was charged twice for the same Uber ride. How do I dispute one?",
    "The statement shows account XXXX-XXXX-XXXX-9921 — is that my savings or the credit card?",
    "Stripe's testing docs say to use 4242 4242 4242 4242 with any future date and any CVC. Does that also trigger 3D Secure?",
    "In the Adyen sandbox, is 4111 1111 1111 1111 still the standard Visa test number, or did they change it?",
    "How do I rotate an IAM access key without downtime for the apps that use it?",
    "What's a good regex to detect GitHub personal access tokens in our pre-commit hook? I know classic ones start with ghp_.",
    "Our password policy draft: minimum 12 characters, no reuse of the last 5, MFA mandatory for admins. Anything missing?",
    "def verify_password(plain, hashed):\n    return pwd_context.verify(plain, hashed)\n\nIs passlib still maintained?",
    "if not token:\n    raise AuthError('missing token')\n— should this return 401 or 403?",
    "parser.add_argument('--password', help='database password (read from $DB_PASSWORD if omitted)')",
    "PASSWORD_MIN_LENGTH = 12\nPASSWORD_MAX_AGE_DAYS = 0  # no forced rotation, per NIST",
    "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-secret\n        key: password\nIs this the right way to reference the secret?",
    "environment:\n  POSTGRES_PASSWORD_FILE: /run/secrets/db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt",
    "How do I pass ${{ secrets.NPM_TOKEN }} into a reusable GitHub Actions workflow?",
    "export AWS_PROFILE=staging\nexport AWS_REGION=eu-central-1\nwhy does terraform still use the default profile?",
    f"The image digest is sha256:{clean(sha256_hex)} — how do I pin the Dockerfile FROM line to it?",
    f"package-lock has integrity \"sha512-{clean(lambda: rs(B64, 86))}==\" for lodash; why did it change after npm install?",
    "What's the ISBN-13 check digit of 978-0-306-40615-? Walk me through it.",
    "How do I change the Wi-Fi password on a Netgear Nighthawk? The admin page moved in the new firmware.",
    "What's a safe way to give Airbnb guests a door code without texting it in plain text?",
    "Explain what a TOTP seed is and why it's usually base32 encoded.",
    "What does CVV stand for, and are merchants allowed to store it after authorization?",
    "How is the IBAN check digit calculated? Just explain the mod-97 steps.",
    "Why does the last character of a Chinese resident ID number sometimes be an X?",
    "How long is an OAuth authorization code valid before it has to be exchanged for a token?",
    "Write a function that masks all but the last 4 digits of a card number, e.g. turns a 16-digit PAN into ************1234.",
    "Error: 401 Unauthorized — {\"error\":{\"code\":\"invalid_api_key\"}}. What does that usually mean besides a typo?",
    "A JWT is header.payload.signature — why isn't the payload encrypted by default?",
    "Our staging box is 10.0.3.17 on port 22 and it's only reachable through the VPN. How do I set up ProxyJump?",
    "The printer's MAC address is a4:83:e7:1c:09:5f; how do I give it a static lease in dnsmasq?",
    "Palette for the landing page: #1E3A8A, #F59E0B, #10B981. Suggest a fourth accent colour.",
    "What is the Unix timestamp 1764806400 in UTC?",
    "The response has ETag: W/\"5e-1a2b3c4d\" — should the client send it back in If-None-Match?",
    "password = getpass.getpass('DB password: ')\nHow do I make this work in a non-interactive CI job?",
    "What is a bank routing number actually used for, and is it the same as a SWIFT code?",
    "The docs example is postgresql://user:password@localhost:5432/dbname — do special characters in the password need URL encoding?",
    "The API key in our team vault is labelled 'prod-payments' — how do I find out who owns it?",
    "Is 3.0.0-rc.2+build.5127 a valid semver string, and does it sort before 3.0.0?",
    "Apple part number MQ2Y3LL/A — is that the US model of the iPhone?",
    "Join the Zoom call at 3pm, meeting ID 845 2291 0436, the agenda is in the doc.",
    "USPS tracking 9400 1118 9922 3345 6789 01 shows 'in transit, arriving late'. Should I worry?",
    "Your reference number is REF-88213-KQ — I got this from the visa center, what does it mean for the status?",
    "Why do all AWS tutorials use AKIAIOSFODNN7EXAMPLE as the access key id?",
    "The boto3 docs show wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as a secret key — that's just a placeholder, right?",
    f"Decode this base64, it's from a config map: {b64(json.dumps({'name': 'Alice', 'theme': 'dark', 'lang': 'en'}))}",
    f"New rows get a uuid4 primary key like {clean(rand_uuid)} — is that a problem for index locality in Postgres?",
    "In Postman the variable {{api_key}} isn't resolving in the pre-request script. Which scope wins?",
    "config.yml says `password: <YOUR_PASSWORD>` — do I replace the angle brackets too?",
    "Ansible: `db_password: \"{{ vault_db_password }}\"` — where does vault_db_password come from?",
    "How do I reset a forgotten Windows Hello PIN on a laptop not joined to a domain?",
    "What does `chmod 600 ~/.ssh/id_ed25519` actually change, and why does ssh complain otherwise?",
    "The email says 'your one-time code expires in 10 minutes' but the code never arrives. Any tips?",
    "Should signup forms use autocomplete=\"new-password\" on the password field?",
    "Recovery codes: is it better to print them or keep them in a password manager?",
    "What's a seed phrase, and why do wallets say never to type it into a website?",
    "Please remember that I prefer metric units and short answers.",
    "What rules does a good random password generator follow? Don't generate one, just explain.",
    "My GitHub username is octo-lina and the repo is octo-lina/dotfiles — how do I make it a template repo?",
    "Which bank does card BIN 457173 belong to? Our fraud rule flags it.",
    "Is DEUTDEFF the BIC for Deutsche Bank Frankfurt or just the head office?",
    "What's the difference between an API key, an OAuth token and a session cookie, in plain words?",
    "The build number is 24.11.2-1187 and the changelog mentions 'token refresh fixes'. Does that include the logout bug?",
    "Our error budget for December is 99.9% availability, which is about 43 minutes of downtime. Check my math?",
    "Can you convert 2026-12-04T07:30:00Z to Singapore time and to Pacific time?",
    "The keyboard shortcut Ctrl+Shift+P opens the command palette in VS Code, what's the Mac equivalent?",
    "Is 0x7fffffff the max value of a signed 32-bit int, and why does my counter wrap after it?",
    "Chess notation 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 — what's this opening called?",
    "Lottery numbers this week: 7 14 22 31 38 45. What are the odds of matching five?",
    "The fridge model number is RF28R7351SR/AA and the error code is 22E. What does it mean?",
    "Parking ticket PCN ZY40261193 — can I appeal it online if the sign was hidden?",
    "What does the `--password-stdin` flag of docker login do differently from -p?",
    "The MySQL warning says 'Using a password on the command line interface can be insecure'. What's the alternative?",
    "Generate a checklist for offboarding an employee: revoke tokens, rotate shared passwords, disable SSO.",
    # Chinese look-alikes
    "公司要求密码至少 12 位，包含大小写字母和数字，还要每 90 天换一次，这个策略合理吗？",
    "密码多久换一次比较好？经常换反而容易记不住。",
    "'123456' 还算不算弱密码？我看排行榜上它每年都是第一。",
    "订单号 2026120412345678901 一直显示待发货，怎么催商家？",
    "顺丰快递单号 SF1420098765432 三天没更新物流了，正常吗？",
    "中通快递单号 78451236987412 显示已签收，但我根本没收到。",
    "升级到版本号 v2.3.1 之后 App 一打开就闪退，能回退吗？",
    f"提交哈希 {clean(sha1_hex)} 是谁改的？帮我解释一下 git blame 的输出。",
    f"接口返回 500，请求 ID 是 {clean(rand_uuid)}，客服让我提供这个，还需要别的吗？",
    "把 .env.example 里的 API_KEY=你的密钥 换成占位符就行，对吧？",
    "配置文件里写的 password: ****** 是脱敏后的，可以直接贴给你看吗？",
    "手机号 138 0013 8000 是不是经常被拿来当示例号码？",
    "发票号码 04417862，金额 ¥1,280.00，开票日期 2026-11-30，帮我写报销说明。",
    "帮我解释一下 token_type、access_token、refresh_token 这三个字段分别是什么意思。",
    "密码学里 salt 和 pepper 有什么区别？",
    "怎么在路由器后台修改 WiFi 密码？我家是小米路由器。",
    "银行卡尾号 6789 收到一条扣款短信，怎么判断是不是诈骗？",
    f"这是安装包的 SHA256：{clean(sha256_hex)}，怎么和官网公布的核对？",
    f"帮我 Base64 解码一下：{b64('你好，世界！明天见。')}",
    "身份证号码的校验位是怎么算出来的？只讲算法就行。",
    "测试环境用 Stripe 文档里的测试卡号 4242 4242 4242 4242 就行吧？",
    "localhost:3000 打不开，提示端口被占用，怎么查是哪个进程？",
    "验证码一直收不到，是不是被运营商拦截了？",
    "助记词应该怎么备份比较安全？手抄在纸上还是刻在金属板上？",
    "请记住我喜欢简洁的回答，代码示例用 Python。",
    "门禁卡丢了，物业说要补办，一般需要带什么证件？",
    "api_key = os.getenv('DASHSCOPE_API_KEY') 这样写对吗？为什么返回 None？",
    "代码里 if user.password_hash is None: 这个判断有没有问题？",
    "快递柜的取件码过期了，怎么重新获取？",
    "航班 CA1831 明天 8:30 起飞，需要提前多久到首都机场？",
    "价格 ¥2,399 的那款降噪耳机值得买吗？",
    "腾讯会议号 123 456 789，明天下午三点，帮我写个会议提醒。",
    f"这是我的公钥：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{clean(lambda: rs(B64, 43))} dev@mbp，帮我加到服务器的 authorized_keys 里。",
    "版本号 1.2.3-beta.4 和 1.2.3 哪个更新？",
    "帮我写一个正则，把日志里的 password=xxx 替换成 password=***。",
    "这个链接 https://example.com/promo?id=2026 安全吗？是朋友发的。",
    "SWIFT 代码 BKCHCNBJ 是中国银行总行的吗？",
    f"Docker 镜像 digest 是 sha256:{clean(sha256_hex)}，怎么拉取这个固定版本？",
    "密码输错五次账号被锁了，一般多久能自动解锁？",
    "工单编号 TK-20261204-0091 的处理进度怎么查？",
    "UUID 和雪花 ID 哪个更适合做订单表主键？",
    "JWT 的 payload 里为什么不能放敏感信息？",
    "前端把卡号显示成 **** **** **** 1234 这样的掩码，用 CSS 还是后端处理好？",
    "双因素认证和短信验证码哪个更安全？",
    "帮我写一个函数判断密码强度，只打分不存储。",
    "邮编 200120 是上海浦东新区的吗？",
    f"Git 短哈希 {clean(sha1_hex)[:7]} 会不会和别的提交冲突？",
    "20000mAh 的充电宝可以带上飞机吗？",
    "讨论一下：公司内部系统要不要强制定期改密码？NIST 的建议是什么？",
    "银行 App 提示 '请勿向任何人透露验证码'，那客服打电话要验证码是不是骗子？",
    "Python 里 secrets.token_urlsafe(32) 和 uuid4 生成的随机串有什么区别？",
    "帮我写一段给新同事的说明：不要把密钥提交到 Git，统一放在配置中心。",
    "环境变量 JAVA_HOME=/usr/lib/jvm/java-17-openjdk 设置了但 mvn 还是找不到 JDK。",
    "物流信息显示 '快件已由丰巢快递柜代收'，取件码在哪里看？",
    "这个报错 ERR_CERT_DATE_INVALID 是证书过期了吗？时间是 2026-12-04。",
    "请问 WPA3 和 WPA2 的 WiFi 加密方式哪个更安全？",
]

# ---------------------------------------------------------------- checks + output
def has_cjk(s):
    return any("\u4e00" <= ch <= "\u9fff" for ch in s)


def build():
    secrets = [s for c in CASES for s in c["secrets"]]
    for la in LOOKALIKES:
        for s in secrets:
            if s in la:
                raise ValueError(f"look-alike contains a case secret {s!r}: {la!r}")
    if len(set(LOOKALIKES)) != len(LOOKALIKES):
        raise ValueError("duplicate look-alike")
    kinds = [c["kind"] for c in CASES]
    if len(set(kinds)) != len(kinds):
        raise ValueError("duplicate kind")
    return {"cases": CASES, "lookalikes": LOOKALIKES}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    data = build()
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=4096, default_flow_style=False)
    if yaml.safe_load(text) != data:
        raise ValueError("YAML round-trip mismatch")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    n_sec = sum(len(c["secrets"]) for c in CASES)
    zh_c = sum(has_cjk(c["text"]) for c in CASES)
    zh_l = sum(has_cjk(x) for x in LOOKALIKES)
    multi = sum("\n---\n" in c["text"] for c in CASES)
    print(f"cases={len(CASES)} secrets={n_sec} lookalikes={len(LOOKALIKES)} "
          f"zh_cases={zh_c} zh_lookalikes={zh_l} multi_message={multi} -> {out}")


if __name__ == "__main__":
    main()
