#!/usr/bin/env python3
"""Generator for FROZEN HELD-OUT SET v8 (true-recall redaction).

Written blind: the author never read the project's redactor, rules, or any earlier held-out/tuning set.
Every secret value is produced at random from a FIXED seed (SEED below); none is a real credential.
Formats imitate real ones; checksums are NOT valid where a format has one (e.g. GitHub ghp_ tokens carry a
CRC32 tail in reality -- ours is random; Slack/Stripe ids are random too). Card numbers DO pass Luhn.
Run:  python3 make_heldout_v8.py   -> writes heldout_v8.yaml next to this file and prints counts.
"""
import base64
import json
import os
import random
import string
import sys

import yaml

SEED = 880312
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B64U = AN + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def aws_id():
    return "AKIA" + rs(UP + DG, 16)


def aws_secret():
    return rs(AN + "/+", 40)


def ghp():  # checksum tail NOT valid
    return "ghp_" + rs(AN, 36)


def gho():
    return "gho_" + rs(AN, 36)


def github_pat():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def glpat():
    return "glpat-" + rs(AN + "-_", 20)


def stripe(prefix="sk_live_"):
    return prefix + rs(AN, 24)


def slack_bot():
    return "xoxb-%s-%s-%s" % (rs(DG, 12), rs(DG, 13), rs(AN, 24))


def slack_user():
    return "xoxp-%s-%s-%s-%s" % (rs(DG, 11), rs(DG, 12), rs(DG, 13), rs("abcdef" + DG, 32))


def openai():
    return "sk-proj-" + rs(B64U, 72)


def anthropic():
    return "sk-ant-api03-" + rs(B64U, 86) + "AA"


def google():
    return "AIza" + rs(B64U, 35)


def hf():
    return "hf_" + rs(AN, 34)


def npm():
    return "npm_" + rs(AN, 36)


def sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def twilio_sid():
    return "AC" + rs("abcdef" + DG, 32)


def hexs(n):
    return rs("abcdef" + DG, n)


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt(payload=None):
    h = b64u(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    if payload is None:
        payload = {"sub": str(R.randint(10000, 99999)), "name": R.choice(["alice", "wang.lei", "ops-bot"]),
                   "iat": R.randint(1760000000, 1790000000)}
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    s = rs(B64U, 43)
    return "%s.%s.%s" % (h, p, s)


def pem(kind="RSA PRIVATE KEY", lines=6):
    body = "\n".join(base64.b64encode(bytes(R.getrandbits(8) for _ in range(48))).decode() for _ in range(lines))
    block = "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)
    return block, body


def luhn_card(prefix, length=16):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(R.randint(0, 9))
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    check = (10 - total % 10) % 10
    return "".join(map(str, digits + [check]))


def spaced(card):
    return " ".join(card[i:i + 4] for i in range(0, len(card), 4))


def cvv():
    while True:
        v = rs(DG, 3)
        if len(set(v)) == 3:
            return v


def b32(n=32):
    return rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", n)


WORDS = ["harbor", "pickle", "granite", "velvet", "lantern", "orbit", "maple", "cactus", "thunder", "saffron",
         "walrus", "meadow", "copper", "nimbus", "quartz", "tundra", "falcon", "biscuit", "ember", "juniper"]


def pw_random(n=None):
    n = n or R.randint(12, 20)
    return rs(AN + "!@#$%^&*-_+=", n - 2) + R.choice(DG) + R.choice("!@#$%&*")


def pw_phrase():
    w = R.sample(WORDS, R.choice([2, 3]))
    return "-".join(w[:-1] + [w[-1] + rs(DG, 4)]) + R.choice("!?#$")


def pw_leet():
    base = R.choice(["Summer", "Password", "Dragon", "Football", "Shanghai", "Welcome", "Monkey", "Sunshine"])
    leet = base.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
    return leet + rs(DG, R.choice([2, 4])) + R.choice(["!", "", "#"])


def pw_pinyin():
    return R.choice(["woaini", "zhangwei", "wangfang", "liuyang", "chenjing", "xiaoming"]) + rs(DG, R.choice([4, 6])) + R.choice(["", "!", "."])


def pw_human():
    return R.choice(["Tigger", "Bella", "Luna", "Max", "Coco", "Bailey"]) + R.choice(["", "_"]) + str(R.randint(1975, 2012)) + R.choice(["!", "?", "", "$"])


def pin(n=4):
    while True:
        p = rs(DG, n)
        if len(set(p)) >= 3:
            return p


def name_en():
    return R.choice(["Dana", "Marcus", "Priya", "Tom", "Elena", "Kenji", "Sofia", "Raj"])


def host():
    return R.choice(["db-prod-2.internal", "10.0.4.17", "pg.acme-corp.net", "mysql.staging.lan", "rds-7f3a.cluster-ro.eu-west-1.rds.amazonaws.com"])


cases = []


def add(kind, text, secrets):
    if isinstance(text, list):
        cases.append({"kind": kind, "messages": text, "secrets": list(secrets)})
    else:
        cases.append({"kind": kind, "text": text, "secrets": list(secrets)})


# ---------------------------------------------------------------- cloud / vendor API keys
k, s = aws_id(), aws_secret()
add("env", "ok here's my .env, the deploy script keeps saying InvalidClientTokenId:\n\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=us-east-2\n\nwhat am I doing wrong?" % (k, s), [k, s])
k, s = aws_id(), aws_secret()
add("ini", "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-1\n\n这是我 ~/.aws/credentials 的内容，为什么 boto3 还是读不到？" % (k, s), [k, s])
k = aws_id()
add("prose_en", "Weird thing: CloudTrail shows calls from key %s at 3am and nobody on the team admits to it. Should I rotate it right away or investigate first?" % k, [k])
t = ghp()
add("cli", "git clone https://%s@github.com/acme/payments-service.git\nfatal: Authentication failed — but the token worked yesterday??" % t, [t])
t = github_pat()
add("prose_en", "I generated a fine-grained PAT (%s) with contents:read only, but the Actions workflow still can't push tags. Do I need contents:write?" % t, [t])
t = ghp()
add("prose_zh", "我把 token 直接写在 CI 里了：%s ，同事说这样不安全，那应该放在哪里？" % t, [t])
t = glpat()
add("yaml", "variables:\n  GITLAB_TOKEN: \"%s\"\n  DOCKER_DRIVER: overlay2\nstages: [build, test]\n\nthe pipeline lint passes but the release job 401s" % t, [t])
t = stripe()
add("code", "```python\nimport stripe\nstripe.api_key = \"%s\"\n\ncharge = stripe.PaymentIntent.create(amount=2000, currency=\"usd\")\n```\nwhy do I get 'No such customer' here?" % t, [t])
t = stripe("rk_live_")
add("prose_en", "Our finance guy sent me the restricted key %s for the reporting dashboard, is it enough to list payouts or do I need the full secret key?" % t, [t])
t = slack_bot()
add("code", "const { WebClient } = require('@slack/web-api');\nconst web = new WebClient('%s');\nawait web.chat.postMessage({ channel: '#alerts', text: 'deploy done' });\n// not_in_channel error?" % t, [t])
t = slack_user()
add("prose_zh", "Slack 的 user token 是 %s ，用它调用 conversations.history 一直返回 missing_scope，怎么回事" % t, [t])
t = openai()
add("env", "OPENAI_API_KEY=%s\nMODEL=gpt-4o-mini\nTEMPERATURE=0.2" % t, [t])
t = openai()
add("prose_zh", "帮我看看为啥报 429：我用的 key 是 %s ，账户里明明还有余额。" % t, [t])
t = anthropic()
add("code", "client = anthropic.Anthropic(api_key=\"%s\")\nmsg = client.messages.create(model=\"claude-sonnet-4\", max_tokens=512, messages=[...])" % t, [t])
t = google()
add("code", "<script async src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>\nmap doesn't render, console says RefererNotAllowedMapError" % t, [t])
t = hf()
add("cli", "$ huggingface-cli login --token %s\nToken is valid (permission: write).\n$ git push\nremote: Password authentication in git is no longer supported" % t, [t])
t = npm()
add("config", "//registry.npmjs.org/:_authToken=%s\nalways-auth=true\n\nthat's my .npmrc — npm publish says E403" % t, [t])
t = sendgrid()
add("env", "# mail\nSENDGRID_API_KEY='%s'\nMAIL_FROM=noreply@example.org" % t, [t])
sid, tok = twilio_sid(), hexs(32)
add("code", "from twilio.rest import Client\nclient = Client(\"%s\", \"%s\")\nclient.messages.create(to=\"+15555550142\", from_=\"+15555550100\", body=\"hi\")" % (sid, tok), [tok])
t = hexs(32)
add("prose_en", "The Mailgun dashboard shows my private API key as key-%s — do I put the 'key-' prefix in the header or not?" % t, ["key-" + t])
t = rs(AN, 40)
add("toml", "[tool.poetry.http-basic.private]\n# internal pypi\n\n[pypi]\nusername = \"__token__\"\npassword = \"pypi-AgEIcHlwaS5vcmc%s\"" % t, ["pypi-AgEIcHlwaS5vcmc" + t])
t = rs(AN, 32)
add("prose_zh", "阿里云 AccessKey ID 是 LTAI5t%s，Secret 我也贴给你：%s 。OSS 上传一直 SignatureDoesNotMatch。" % (rs(AN, 18), t), [t])
cases[-1]["secrets"].insert(0, cases[-1]["text"].split("AccessKey ID 是 ")[1].split("，")[0])
t = hexs(32)
sid = "AKID" + rs(AN, 32)
add("prose_zh", "腾讯云的 SecretId: %s  SecretKey: %s ，怎么配置到 terraform provider 里？" % (sid, t), [sid, t])
t = rs(AN, 64)
add("header", "curl -H 'X-API-Key: %s' https://api.weather-partner.io/v2/forecast?city=berlin\nreturns 403 even though the key is new" % t, [t])
t = "dop_v1_" + hexs(64)
add("cli", "doctl auth init --access-token %s\nError: unable to initialize DigitalOcean API client" % t, [t])

# ---------------------------------------------------------------- JWT / headers / cookies
j = jwt()
add("header", "Request that fails:\nGET /api/v1/orders HTTP/1.1\nHost: shop.internal\nAuthorization: Bearer %s\nAccept: application/json\n\nresponse: 401 token expired — but iat is today" % j, [j])
j = jwt({"user_id": R.randint(1000, 9999), "role": "admin", "exp": 1798761600})
add("jwt", "能帮我解码一下这个 JWT 看看 role 对不对吗？ %s" % j, [j])
j = jwt()
add("jwt", "localStorage.getItem('access_token') gives me %s and the backend rejects it with invalid signature. Is the secret mismatched?" % j, [j])
u, p = "svc-deploy", pw_random(16)
bb = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
add("header", "curl -v https://nexus.corp.local/repository/maven-releases/ -H \"Authorization: Basic %s\"\n< HTTP/1.1 401 Unauthorized" % bb, [bb])
p = pw_random(14)
add("cli", "curl -u admin:%s -X POST http://jenkins.lab:8080/job/nightly/build\nwhy does it say No valid crumb" % p, [p])
c = hexs(40)
add("cookie", "Cookie: sessionid=%s; csrftoken=7Fq; theme=dark\n\nI copied this from devtools, can I replay the request with requests.get?" % c, [c])
c = rs(AN + "%", 48)
add("cookie", "复现步骤：登录后把 cookie 里的 SESSDATA=%s 复制到脚本里，然后请求 /x/space/acc/info 就会 412" % c, [c])
c = rs(B64U, 60)
add("cookie", "Set-Cookie: __Secure-next-auth.session-token=%s; Path=/; HttpOnly; Secure; SameSite=Lax\nhow do I read it server-side in Next 14?" % c, [c])
t = hexs(40)
add("header", "X-Shopify-Access-Token: shpat_%s\nContent-Type: application/json\n\nGraphQL returns 'Access denied for products field'" % t, ["shpat_" + t])

# ---------------------------------------------------------------- PEM / ssh
block, body = pem("RSA PRIVATE KEY", 7)
add("pem", "Server rejects the key with 'invalid format'. Here's the key file (I'll regenerate it after):\n\n%s\n\nis the header wrong?" % block, [body])
block, body = pem("OPENSSH PRIVATE KEY", 5)
add("pem", "我的部署 key 如下，GitHub 说 Permission denied (publickey)：\n%s\n是不是权限 600 的问题？" % block, [body])
block, body = pem("EC PRIVATE KEY", 3)
add("pem", "apple push cert setup:\n```\n%s\n```\nnode-apn throws 'error:0909006C:PEM routines'" % block, [body])
block, body = pem("PRIVATE KEY", 6)
gsa = json.dumps({"type": "service_account", "project_id": "ledger-prod-3312", "private_key_id": hexs(40),
                  "private_key": block + "\n", "client_email": "etl@ledger-prod-3312.iam.gserviceaccount.com"}, indent=2)
add("json", "GOOGLE_APPLICATION_CREDENTIALS points to this file:\n%s\nstill 'Could not automatically determine credentials'" % gsa,
    [json.dumps(body)[1:-1]])
cases[-1]["secrets"].append(json.loads(gsa)["private_key_id"])

# ---------------------------------------------------------------- connection strings
p = pw_random(15)
add("url", "DATABASE_URL=postgres://app_user:%s@%s:5432/orders?sslmode=require" % (p, host()), [p])
p = pw_leet()
add("url", "mongodb+srv://root:%s@cluster0.x7k2p.mongodb.net/test?retryWrites=true 这个连接串在 compass 里能连上，代码里就 timeout" % p, [p])
p = pw_phrase()
add("url", "spring.datasource.url=jdbc:mysql://%s:3306/hr\nspring.datasource.username=hr_rw\nspring.datasource.password=%s" % (host(), p), [p])
p = pw_random(20)
add("url", "redis-cli -u redis://default:%s@redis-14523.c12.us-east-1-4.ec2.cloud.redislabs.com:14523 ping\n(error) WRONGPASS" % p, [p])
p = pw_human()
add("url", "Server=tcp:sqlsrv-eu.database.windows.net,1433;Initial Catalog=crm;User ID=crm_admin;Password=%s;Encrypt=True;" % p, [p])
p = pw_random(18)
add("url", "git remote -v\norigin  https://deploybot:%s@gitea.home.arpa/me/dotfiles.git (fetch)" % p, [p])
p = pw_pinyin()
add("url", "ftp://upload:%s@192.168.31.20/photos 用 FileZilla 可以，用 python ftplib 就 530 login incorrect" % p, [p])

# ---------------------------------------------------------------- CLI flags
p = pw_random(13)
add("cli", "mysql -h %s -u reporting -p%s -e 'SHOW PROCESSLIST'\nERROR 1045 (28000): Access denied" % (host(), p), [p])
p = pw_leet()
add("cli", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no pi@raspberrypi.local 'sudo reboot'" % p, [p])
p = pw_random(16)
add("cli", "docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16\n容器起来了但是 psql 连不上" % p, [p])
p = pw_phrase()
add("cli", "psql \"host=localhost user=postgres password=%s dbname=analytics\" -c '\\dt'" % p, [p])
p = pw_random(14)
add("cli", "./bin/kafka-console-producer.sh --bootstrap-server b1:9092 --producer-property sasl.jaas.config='org.apache.kafka.common.security.plain.PlainLoginModule required username=\"etl\" password=\"%s\";'" % p, [p])
p = pw_human()
add("cli", "I'm running `rclone config create nas webdav url=https://nas.home vendor=other user=dad pass=%s` and it says pass must be obscured?" % p, [p])
p = pw_random(15)
add("cli", "mongodump --uri mongodb://localhost:27017 --username backup --password=%s --authenticationDatabase admin --out /bak" % p, [p])
p = pw_random(11)
add("cli", "net use Z: \\\\fileserver\\share /user:CORP\\jlee %s\n系统错误 86：指定的网络密码不正确" % p, [p])
p = pw_leet()
add("cli", "htpasswd -b -c /etc/nginx/.htpasswd grafana %s\nnginx still prompts forever" % p, [p])

# ---------------------------------------------------------------- config files
p, k = pw_random(16), rs(AN, 50)
add("yaml", "# docker-compose.yml\nservices:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n  app:\n    environment:\n      - DJANGO_SECRET_KEY=%s\n      - DEBUG=0" % (p, k), [p, k])
p = pw_phrase()
add("yaml", "spring:\n  mail:\n    host: smtp.qq.com\n    username: 1834420@qq.com\n    password: %s   # 授权码\n    port: 465\n\n发邮件报 535 Login Fail" % p, [p])
t = rs(LO + DG, 16)
add("prose_zh", "QQ 邮箱的授权码是 %s，我在 Outlook 里填了还是提示密码错误，是要填 QQ 密码还是授权码？" % t, [t])
k = rs(AN + "+/", 44)
add("json", "{\n  \"Jwt\": {\n    \"Issuer\": \"https://auth.myapp.dev\",\n    \"Key\": \"%s\",\n    \"ExpiryMinutes\": 60\n  }\n}\nappsettings.json — IDX10503 signature validation failed" % k, [k])
p = pw_random(14)
add("ini", "[client]\nuser=root\npassword=%s\nhost=127.0.0.1\n\n~/.my.cnf permissions are 644, is that why mysql ignores it?" % p, [p])
p = pw_random(17)
add("toml", "[database]\nurl = \"localhost\"\nuser = \"grafana\"\npassword = \"%s\"\n\n[server]\nhttp_port = 3000" % p, [p])
k = hexs(64)
add("env", "NEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET=%s\nGITHUB_ID=Iv1.8a61f9b3a7aba766\nGITHUB_SECRET=%s" % (k, hexs(40)), [k])
cases[-1]["secrets"].append(cases[-1]["text"].split("GITHUB_SECRET=")[1])
p = pw_random(12)
add("xml", "<settings>\n  <servers>\n    <server>\n      <id>nexus</id>\n      <username>deployment</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % p, [p])
p = pw_phrase()
add("ini", "# /etc/wpa_supplicant/wpa_supplicant.conf\nnetwork={\n    ssid=\"Lin_Home_5G\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % p, [p])
t = rs(AN, 40)
add("yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: registry-creds\ntype: Opaque\nstringData:\n  token: %s\n\nkubectl apply works but the pod says ImagePullBackOff" % t, [t])
p = pw_random(16)
pb = base64.b64encode(p.encode()).decode()
add("yaml", "kubectl get secret pg-auth -o yaml\ndata:\n  password: %s\n  username: cG9zdGdyZXM=\n\nhow do I decode this?" % pb, [pb])
t = rs(AN, 52)
add("prose_en", "terraform.tfvars has cloudflare_api_token = \"%s\" — is it ok to commit that if the repo is private?" % t, [t])

# ---------------------------------------------------------------- code literals
p = pw_random(15)
add("code", "def get_conn():\n    return psycopg2.connect(host='db', dbname='crm', user='crm', password='%s')\n\n# works locally, fails in docker" % p, [p])
k = rs(AN, 32)
add("code", "const config = {\n  appId: 'wx8f2c1a9d0e7b3c45',\n  appSecret: '%s',\n};\n// 微信小程序登录 code2session 返回 40125 invalid appsecret" % k, [k])
k = hexs(64)
add("code", "SECRET_KEY = '%s'\nALLOWED_HOSTS = ['*']\nDEBUG = False  # prod settings.py, static files 404" % k, [k])
t = rs(DG, 10) + ":" + rs(AN + "_-", 35)
add("code", "bot = telebot.TeleBot(\"%s\")\n\n@bot.message_handler(commands=['start'])\ndef start(m): bot.reply_to(m, 'hi')" % t, [t])
t = rs(B64U, 24) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
add("code", "client.run('%s')  # discord.py, PrivilegedIntentsRequired error" % t, [t])
k = rs(AN + "+/", 40)
add("code", "val cred = BasicAWSCredentials(\"%s\", \"%s\")\nval s3 = AmazonS3ClientBuilder.standard().withCredentials(AWSStaticCredentialsProvider(cred)).build()" % (aws_id(), k), [k])
cases[-1]["secrets"].insert(0, cases[-1]["text"].split('BasicAWSCredentials("')[1].split('"')[0])
p = pw_random(13)
add("code", "$conn = new mysqli('localhost', 'wp_user', '%s', 'wordpress');\nif ($conn->connect_error) die('连接失败');" % p, [p])
k = rs(AN, 32)
add("code", "headers = {\"apikey\": \"%s\"}\nr = requests.get(\"https://api.apilayer.com/exchangerates_data/latest\", headers=headers)" % k, [k])
p = pw_leet()
add("code", "smtp.login('reports@acme.io', '%s')\nsmtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted')" % p, [p])

# ---------------------------------------------------------------- webhooks
t = rs(AN, 24)
add("webhook", "posting to https://hooks.slack.com/services/T0%s/B0%s/%s returns invalid_payload, here's the JSON I send" % (rs(UP + DG, 8), rs(UP + DG, 9), t), [t])
t = rs(B64U, 68)
add("webhook", "Discord webhook: https://discord.com/api/webhooks/%s/%s — 怎么让消息带 embed？" % (rs(DG, 19), t), [t])
t = hexs(8) + "-" + hexs(4) + "-" + hexs(4) + "-" + hexs(4) + "-" + hexs(12)
add("webhook", "企业微信机器人地址 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s ，发 markdown 消息一直提示 invalid json" % t, [t])
t = hexs(64)
add("webhook", "钉钉机器人：https://oapi.dingtalk.com/robot/send?access_token=%s 加签之后就 310000 错误了" % t, [t])

# ---------------------------------------------------------------- cards / banking / PINs
card, cv = luhn_card("4" + rs(DG, 5)), cvv()
add("card", "Can you check if the checkout form is validating right? I typed %s, exp 08/29, CVV %s and it says invalid number." % (spaced(card), cv), [spaced(card), cv])
card, cv = luhn_card("5" + R.choice("12345") + rs(DG, 4)), cvv()
add("card", "帮我记一下新卡：卡号 %s，有效期 11/28，安全码 %s，下个月绑定到淘宝。" % (card, cv), [card, cv])
card = luhn_card("37" + rs(DG, 4), 15)
add("card", "Amex ending oops no, full number %s — my wife needs it to book the hotel, send it to her in a nice format?" % card, [card])
card, cv = luhn_card("62" + rs(DG, 4), 16), cvv()
add("card", ["银联卡信息我分两条发你", "%s 12/27 %s" % (card, cv)], [card, cv])
p = pin(4)
add("pin", "note to self for the trip: the debit card PIN is %s, don't tell the kids" % p, [p])
p = pin(6)
add("pin", "我妈的支付宝支付密码是 %s，她老是忘，你帮我想个办法让她记住但又不写在纸上？" % p, [p])
p = pin(4)
add("pin", "Garage door keypad code: %s#. Neighbor is feeding the cat while we're away, can you draft a note to her with the code and feeding times?" % p, [p])
p = pin(6)
add("pin", "iPhone passcode is %s if you need it when fixing the screen — actually can you just tell me how to back up first?" % p, [p])
ss = "%s-%s-%s" % (rs("2345678", 3), rs(DG, 2), rs(DG, 4))
add("pii_id", "For the mortgage application they want my SSN on the form, it's %s. Which box does it go in on page 3?" % ss, [ss])
idn = "110105" + str(R.randint(1970, 1999)) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + rs(DG, 3) + R.choice(DG + "X")
add("pii_id", "办护照要填身份证号 %s，表格上还要填户籍所在地，这个是填省市还是详细地址？" % idn, [idn])

# ---------------------------------------------------------------- TOTP / recovery / OTP
sd = b32(32)
add("totp", "The authenticator setup page shows 'can't scan? enter this key: %s' — can I store it in 1Password instead of Google Authenticator?" % " ".join(sd[i:i + 4] for i in range(0, 32, 4)), [" ".join(sd[i:i + 4] for i in range(0, 32, 4))])
sd = b32(16)
add("totp", "otpauth://totp/GitHub:kwang?secret=%s&issuer=GitHub 这个二维码内容我截下来了，怎么在 python 里用 pyotp 生成验证码？" % sd, [sd])
sd = b32(32)
add("totp", "import pyotp\ntotp = pyotp.TOTP('%s')\nprint(totp.now())  # code never matches the server" % sd, [sd])
codes = ["%s-%s" % (rs(LO + DG, 5), rs(LO + DG, 5)) for _ in range(4)]
add("recovery", "GitHub recovery codes, keep these somewhere safe for me:\n" + "\n".join(codes) + "\n(4 more but I printed those)", codes)
codes = [rs(DG, 8) for _ in range(3)]
add("recovery", "谷歌账号的备用验证码：%s、%s、%s。我换手机了，先用哪个？" % tuple(codes), codes)
o = rs(DG, 6)
add("otp", "The bank just texted me %s as the verification code but the page timed out, will the same code work if I retry?" % o, [o])
o = rs(DG, 6)
add("otp", "【某宝】验证码 %s，5分钟内有效。这个是刚收到的，我是不是被人盗号了？我没有在登录" % o, [o])

# ---------------------------------------------------------------- wifi
p = pw_phrase()
add("wifi", "Guests keep asking for the wifi. Network: FernHouse, password %s. Make me a little printable card for the fridge?" % p, [p])
p = pw_pinyin()
add("wifi", "WIFI:T:WPA;S:ChinaNet-8F2a;P:%s;; 这个二维码字符串生成出来手机扫不上，格式对吗？" % p, [p])
p = rs(DG, 8)
add("wifi", "家里 wifi 密码是 %s，路由器后台密码我改成跟 wifi 一样了，这样安全吗？" % p, [p])

# ---------------------------------------------------------------- prose passwords (longer paragraphs)
p = pw_human()
add("prose_en", "Long story: my dad set up his email years ago and only I know the login. It's his name at gmail and the password is %s — he's in the hospital and the insurance company emails him there. What's the most respectful way to manage his account for a few weeks without locking him out?" % p, [p])
p = pw_phrase()
add("prose_en", "I use the same password everywhere (%s), I know, I know. If I switch to a password manager today, which accounts should I change first? Bank, email, then what?" % p, [p])
p = pw_pinyin()
add("prose_zh", "我的 Windows 开机密码是 %s，今天突然提示密码错误，小键盘灯是亮的，大写也没开，可能是什么原因？" % p, [p])
p = pw_random(12)
add("prose_zh", "公司 VPN 账号 zhangyu，密码 %s，连上以后内网 git 还是访问不了，是不是 DNS 的问题？" % p, [p])
p = pw_human()
add("prose_zh", "老婆让我记住她的 Apple ID 密码：%s 。我怕忘了，你帮我存一下？顺便问一下家人共享怎么开。" % p, [p])
p = pw_random(16)
add("prose_mixed", "刚才 root 密码被我改成 %s 了，然后 sudo 还是要我输入原来用户的密码，这个 Ubuntu 逻辑我没搞懂。" % p, [p])
p = pw_leet()
add("prose_en", "For the demo tomorrow the staging admin login is admin / %s. Can you write the step-by-step script for the presenter, starting from the login screen?" % p, [p])
p = pw_phrase()
add("prose_en", "My passphrase for the encrypted backup drive is \"%s\" — if I forget it, is there any recovery at all with VeraCrypt?" % p, [p])
p = pw_random(24)
add("prose_en", "ansible-vault keeps rejecting my vault password. I literally copy-paste it: %s\nIs there a trailing newline issue with --vault-password-file?" % p, [p])
words = " ".join(R.sample(["abandon", "orbit", "velvet", "canyon", "fiscal", "hunger", "lizard", "mosquito", "pledge", "ramp", "sudden", "tribe", "urge", "wisdom", "zebra", "absorb"], 12))
add("seed", "Metamask seed phrase (old wallet, small amount): %s — can I import it into a hardware wallet directly?" % words, [words])
p = pw_random(14)
add("prose_zh", "路由器管理员账号 admin 密码 %s，我想设置端口转发把 NAS 的 5001 暴露出去，步骤是什么？" % p, [p])
p = pw_pinyin()
add("prose_zh", "学校教务系统账号是学号 2021113045，初始密码 %s，我想写个脚本自动查成绩，登录时有验证码怎么办？" % p, [p])
p = pw_human()
add("prose_en", "The gym app login is my email plus %s (yes, the dog's name again). Anyway, what's a good 3-day split routine for a beginner?" % p, [p])

# ---------------------------------------------------------------- announced in a later message
p = pw_random(16)
add("announced", ["I'll send the db password in the next message, please use it in the migration script", p], [p])
t = ghp()
add("announced", ["ok the token is below", t, "now write the GitHub Actions step that uses it"], [t])
p = pw_pinyin()
add("announced", ["服务器密码下一条发你", p, "用 paramiko 写个登录脚本"], [p])
k = openai()
add("announced", ["here's my key, don't judge:", k], [k])
p = pw_leet()
add("announced", ["what's the SMTP password field in the Gitea config called?", "mine is", p], [p])
p = pin(6)
add("announced", ["保险柜密码我先告诉你，你帮我记着", p], [p])

# ---------------------------------------------------------------- assistant repeats back (quoted in user turn)
t = stripe()
add("repeated", "You told me earlier: \"Got it — I'll use your Stripe key %s in the example below.\" Then the example used a test key instead. Which one is the code actually using?" % t, [t])
p = pw_random(14)
add("repeated", "你上次回答里写的是 `PGPASSWORD=%s pg_dump ...`，我照着跑了，但是备份文件是空的" % p, [p])

# ---------------------------------------------------------------- logs / stack traces with leaked values
t = rs(AN, 40)
add("log", "2026-11-30T08:14:22Z ERROR http_client request failed url=https://api.partner.com/v1/sync?api_key=%s status=500 retry=3\n2026-11-30T08:14:25Z INFO worker idle\nany idea why it retries only 3 times?" % t, [t])
p = pw_random(13)
add("log", "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.2.0.8\", port 5432 failed: FATAL: password authentication failed for user \"billing\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL: connect postgresql://billing:%s@10.2.0.8/billing]" % p, [p])
j = jwt()
add("log", "[nginx access] 10.0.0.5 - - [01/Dec/2026:11:02:33 +0000] \"GET /download?token=%s HTTP/1.1\" 200 5123 \"-\" \"curl/8.5.0\"" % j, [j])
t = rs(AN, 32)
add("log", "Traceback (most recent call last):\n  File \"sync.py\", line 41, in <module>\n    client = Client(api_key=\"%s\", region=\"cn-north-1\")\nTypeError: __init__() got an unexpected keyword argument 'region'" % t, [t])

# ---------------------------------------------------------------- misc
t = rs(LO + DG, 26)
add("prose_en", "Pushover says my user key is u%s and app token a%s — notifications arrive on the phone but not the watch." % (t, rs(LO + DG, 29)), [])
cases[-1]["secrets"] = [cases[-1]["text"].split("app token ")[1].split(" ")[0]]
p = pw_random(12)
add("prose_mixed", "Jenkins credentials 里存的是 username `ci` / password `%s`，pipeline 里 withCredentials 拿到的却是 ****，正常吗？" % p, [p])
t = rs(UP + DG, 5) + "-" + rs(UP + DG, 5) + "-" + rs(UP + DG, 5) + "-" + rs(UP + DG, 5) + "-" + rs(UP + DG, 5)
add("license", "Windows 激活密钥 %s 是在淘宝买的，提示 0xC004C003，是被封了吗？" % t, [t])
p = pw_random(10)
add("prose_zh", "帮我写一封邮件给新同事，告诉他测试环境的账号是 test01，密码 %s，登录后第一件事先改密码。" % p, [p])
t = rs(AN, 30)
add("cli", "export GH_TOKEN=ghs_%s\ngh release create v1.4.0 --notes-file CHANGELOG.md\nHTTP 403: Resource not accessible by integration" % t, ["ghs_" + t])
p = pw_random(18)
add("cli", "keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 -srcstorepass %s -deststorepass %s" % (p, p), [p])
p = pin(5)
add("pin", "Home alarm disarm code is %s. Can you help me set up a shared family note app where we keep this kind of stuff safely?" % p, [p])

# ---------------------------------------------------------------- more Chinese
t = rs(AN, 32)
add("prose_zh", "飞书开放平台的应用凭证：App ID cli_a5%s，App Secret %s。获取 tenant_access_token 时报 10003 invalid param，是不是 secret 填错了？" % (hexs(14), t), [t])
k = rs(AN, 32)
add("code", "// 微信支付 v3\nconst apiV3Key = '%s';\nconst mchId = '16%s';\n// 解密回调报文时报 Unsupported state or unable to authenticate data" % (k, rs(DG, 8)), [k])
p = pw_random(14)
add("prose_zh", "情况是这样的：上周运维离职了，交接文档里只写了跳板机地址 jump.corp.cn 和账号 ops，密码是 %s。现在登录上去之后发现 ~/.ssh 目录下没有任何 key，生产机器都连不上。我应该先找谁要权限，还是直接用 root 重置？另外交接文档应该包含哪些内容才算完整？" % p, [p])
p = pw_phrase()
add("prose_mixed", "明天 onboarding 新人，帮我写个 checklist：1) 开通邮箱 2) 发 wiki 账号，默认密码统一是 %s，首次登录强制修改 3) 加入 #dev 频道 4) 配好 VPN" % p, [p])

# ================================================================= LOOK-ALIKES (must stay unchanged)
L = []
L += [
    "git log --oneline shows %s fix: handle empty cart, then %s chore: bump deps — which one broke the build?" % (hexs(7), hexs(7)),
    "Cherry-pick %s onto release/2.3 please, it's the commit that fixed the timezone bug." % hexs(40),
    "HEAD is now at %s Merge pull request #482 from acme/feature/search" % hexs(7),
    "这个 commit %s 把 lockfile 改坏了，回滚到上一个版本就好了" % hexs(40),
    "request_id=%s trace_id=%s span=%s latency_ms=183" % (hexs(32), hexs(32), hexs(16)),
    "The order UUID is %s, customer says it never shipped." % "-".join([hexs(8), hexs(4), "4" + hexs(3), "a" + hexs(3), hexs(12)]),
    "SELECT * FROM users WHERE id = '%s';" % "-".join([hexs(8), hexs(4), "4" + hexs(3), "8" + hexs(3), hexs(12)]),
    "sha256sum ubuntu-24.04.1-desktop-amd64.iso\n%s  ubuntu-24.04.1-desktop-amd64.iso\ndoes that match the official checksum?" % hexs(64),
    "docker pull nginx@sha256:%s" % hexs(64),
    "npm ERR! integrity checksum failed when using sha512: wanted sha512-%s but got something else" % rs(AN + "+/", 86) + "==",
    "MD5 of the file is %s, same as yesterday, so it didn't change." % hexs(32),
    "ETag: \"%s\"\nCache-Control: max-age=3600" % hexs(32),
    "base64 of 'hello world' is aGVsbG8gd29ybGQ= right?",
    "echo 'SGVsbG8sIOS4lueVjA==' | base64 -d 输出是 Hello, 世界，编码没问题",
    "The data URI starts with data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk and the image doesn't show.",
    "pip install torch==2.5.1+cu124 fails but 2.4.0 works",
    "Node v22.11.0, npm 10.9.0, pnpm 9.14.2 — which lockfile version do I get?",
    "我们现在用的是 Spring Boot 3.3.5 和 JDK 21.0.5，升级到 3.4 有什么坑吗？",
    "The config lives in /etc/nginx/sites-available/default and the certs in /etc/letsencrypt/live/example.com/",
    "C:\\Users\\wangfang\\AppData\\Roaming\\Code\\User\\settings.json 这个文件改了没生效",
    "See https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe for generating tokens.",
    "Open http://localhost:8080/admin and log in with the account you created in the previous step.",
    "postgres://localhost:5432/devdb works without a password because of trust auth in pg_hba.conf",
    "The redirect goes to https://accounts.google.com/o/oauth2/v2/auth?client_id=...&response_type=code&scope=openid%20email",
    "https://github.com/acme/payments-service/pull/1234/files#diff-3f2a — can you review the retry logic?",
    "password = os.environ[\"DB_PASSWORD\"]\nif not password:\n    raise RuntimeError('DB_PASSWORD not set')",
    "      - name: Publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n        run: npm publish",
    "def connect(host, user, password=None, api_key=None):\n    ...",
    "export OPENAI_API_KEY=<your-api-key-here>",
    "AWS_ACCESS_KEY_ID=YOUR_ACCESS_KEY_ID\nAWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY",
    "Replace `sk_live_...` with your own key from the Stripe dashboard (Developers → API keys).",
    "token: \"{{ vault_github_token }}\"\nbecome_password: \"{{ vault_become_pass }}\"",
    "DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME  # template, fill in your own",
    "const apiKey = process.env.MAPS_API_KEY ?? '';",
    "配置文件里写 password: ${MYSQL_PASSWORD}，由 k8s secret 注入，不要写死",
    "The key insight is that the cache key must include the locale, otherwise German users see English pages.",
    "I forgot my password again, the reset link has been sent to my email. How long is it usually valid?",
    "Primary key vs unique key in MySQL — when should I use which?",
    "我又忘记密码了，已经点了找回密码，等邮件中。",
    "What's the difference between a secret and a config map in Kubernetes?",
    "The token limit of the model is 128k, so I split the document into chunks.",
    "密钥管理最好用 KMS，不要把密钥放在代码仓库里，这是我们团队的规定。",
    "How does JWT refresh token rotation work? Do I store the refresh token in an httpOnly cookie?",
    "Passwords should be hashed with argon2id, not md5 — is bcrypt cost 12 still OK in 2026?",
    "The secret to good dumplings is cold water in the dough and a lot of patience.",
    "Press the Windows key + Shift + S to take a screenshot.",
    "Your order #A-20261128-7734 has shipped, tracking number 1Z999AA10123456784.",
    "快递单号 SF1402837465921，怎么查到现在在哪儿？",
    "Call me at the office, extension 4417, anytime after 2pm.",
    "My flight is CA1832 on 2026-12-19 at 07:45, terminal 3.",
    "会议改到周四下午 3:30，会议室 B-402。",
    "H2SO4 + 2NaOH → Na2SO4 + 2H2O, is that balanced?",
    "The integral of x^2 from 0 to 3 is 9, and e^(iπ) + 1 = 0.",
    "Matrix is 1024x768, learning rate 3e-4, batch 64, 12 epochs.",
    "今天晚上吃什么？火锅还是烤鱼？",
    "周末带孩子去动物园，帮我查一下北京动物园几点开门。",
    "My daughter's birthday is on the 14th, any ideas for a dinosaur-themed cake?",
    "Can you recommend a good book about the history of cryptography? Something like The Code Book.",
    "Port 5432 is already in use — how do I find which process holds it on macOS?",
    "ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@203.0.113.10",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s laptop@home — this is my public key, where do I paste it on the server?" % rs(AN + "+/", 43),
    "-----BEGIN CERTIFICATE----- block in the chain file is in the wrong order, leaf should be first, right?",
    "The public key fingerprint is SHA256:%s — the server shows the same one, so it's fine." % rs(AN + "+/", 43),
    "mysql -u root -p\nEnter password:\nERROR 2002 (HY000): Can't connect to local MySQL server through socket",
    "sshpass is not available on macOS by default, what's the brew formula name?",
    "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pass postgres:16",
    "curl -u \"$USER:$TOKEN\" https://api.example.com/me",
    "git config --global credential.helper osxkeychain",
    "chmod 600 ~/.ssh/id_rsa && ssh-add ~/.ssh/id_rsa",
    "Authorization: Bearer <token>  ← the docs show this, but where do I get the token?",
    "api_key = None  # set later via configure()",
    "In the settings page there's a field called 'API secret' — it's empty for new accounts.",
    "UUID v7 vs UUID v4 for primary keys in Postgres — which is better for index locality?",
    "The build number is 20261201.4 and the artifact is app-release-2.8.0-rc.3.apk",
    "Error code 0x80070005 when installing updates on Windows 11 23H2",
    "HTTP 401 Unauthorized vs 403 Forbidden — what's the real difference?",
    "ISBN 978-7-111-54742-6 这本书是深入理解计算机系统的中文版吗？",
    "The RGB color is #3a7bd5 and the gradient ends at #00d2ff.",
    "IPv6 address fe80::1ff:fe23:4567:890a%eth0 shows up in ifconfig, is that link-local?",
    "MAC address 3c:22:fb:91:0a:4e keeps getting a new IP from DHCP.",
    "Coordinates 39.9042° N, 116.4074° E are central Beijing, right?",
    "Invoice INV-2026-00481 for 1,250.00 EUR is due on 15 January.",
    "Bitcoin's genesis block hash starts with 000000000019d6689c085ae165831e93 — why all the leading zeros?",
    "The test card 4242 4242 4242 4242 from Stripe's docs always succeeds in test mode.",
    "In test mode use sk_test_ keys; never put the live key in the frontend.",
    "Example from the AWS docs: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY — why do they use EXAMPLE?",
    "jwt.io 上那个默认示例 token 解出来 name 是 John Doe，这个我知道，我想问怎么验证签名",
    "I rotated the leaked key yesterday and revoked the old one, so we're fine now. What should the post-mortem cover?",
    "Set a strong password: at least 12 characters, mixed case, numbers and a symbol.",
    "密码强度规则：至少 8 位，包含大小写字母和数字。前端怎么用正则校验？",
    "regex for passwords: ^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{8,}$ — does this allow spaces?",
    "The wifi at the café is free, no password, but the captive portal never loads on Linux.",
    "WiFi 密码在路由器背面的贴纸上，我现在不在家，回去再看。",
    "The OTP arrives by SMS but it's always late by like 2 minutes, is that the carrier?",
    "验证码一直收不到，换了个手机号也不行，是不是被运营商拦截了？",
    "PIN codes for SIM cards are usually 4 digits and you get 3 tries before PUK.",
    "The recovery codes page in GitHub is under Settings → Password and authentication.",
    "2FA 的备用码我已经打印出来放在抽屉里了，手机丢了的话怎么用？",
    "for i in range(10):\n    key = f'user:{i}:profile'\n    r.set(key, json.dumps(profiles[i]))",
    "const token = await getAccessTokenSilently();\nfetch('/api', { headers: { Authorization: `Bearer ${token}` } });",
    "os.getenv('SECRET_KEY', 'dev-only-not-secret')  -- is a default like this ok for local dev?",
    "map.put(\"password\", \"\"); // empty on purpose, the form fills it",
    "The hash in the URL (#section-3) is not sent to the server, right?",
    "Lock screen shows 'Enter password' after 5 minutes, how do I change that to 15 in GNOME?",
    "kubectl create secret generic db-creds --from-env-file=.env.production",
    "vault kv get -field=password secret/data/prod/db",
    "aws sts get-caller-identity returns Account 123456789012 and Arn arn:aws:iam::123456789012:user/ci",
    "arn:aws:s3:::my-bucket-logs/2026/12/01/*",
    "projects/my-project-4821/locations/us-central1/functions/resize-image",
    "Azure subscription ID 00000000-0000-0000-0000-000000000000 is what shows in the docs sample.",
    "The log line says 'token refreshed, expires_in=3599' — so it's an hour?",
    "GitHub says 'ghp_ tokens are classic PATs, github_pat_ are fine-grained' — which should a bot use?",
    "git rebase -i HEAD~5 then squash everything into the first commit",
    "在 Python 里 dict 的 key 必须是可哈希的，list 不行，tuple 可以。",
    "钥匙放在门口花盆下面了，你到了直接开门就行。",
    "The meeting link is https://meet.google.com/abc-defg-hij (no passcode needed).",
    "Zoom meeting ID 845 2290 3317 — the host will let you in from the waiting room.",
    "Version 1.0.0-beta.2+exp.sha.5114f85 is valid semver, right?",
    "月底前要把 Q4 报表发给财务，模板在共享盘 /财务/2026/模板 里。",
    "Can you help me write a cover letter for a junior backend developer role? I know Go and some Rust.",
    "I'm training for a half marathon in April, my easy pace is 6:10/km — is that too fast?",
    "帮我把这句话翻译成英文：密码学是信息安全的基础。",
    "Bearer tokens in query strings end up in access logs, so we moved them to headers last sprint.",
    "echo $AWS_SECRET_ACCESS_KEY prints nothing in the container, so the env isn't passed.",
    "The printer says 'PC LOAD LETTER', what does that even mean?",
    "Chapter 7 explains the Diffie-Hellman key exchange with paint colors, really nice analogy.",
]
lookalikes = L

# ================================================================= write + validate
HEADER = """# FROZEN HELD-OUT SET v8 (true-recall redaction). Written blind: the author never read the redactor, its rules,
# or any earlier held-out / tuning / handmade set. All secret values are random, produced by make_heldout_v8.py with a
# fixed seed (SEED = %d); none is a real credential (format-only; token checksums such as GitHub's are NOT valid,
# card numbers do pass Luhn). Committed before its one run; never tuned on.
""" % SEED


class _Dumper(yaml.SafeDumper):
    pass


def _str_rep(dumper, data):
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _str_rep)


def validate(cases, lookalikes):
    errs = []
    for i, c in enumerate(cases):
        blob = c.get("text") if "text" in c else "\n".join(c["messages"])
        if not c["secrets"]:
            errs.append((i, "no secrets"))
        for s in c["secrets"]:
            if s not in blob:
                errs.append((i, "missing", s))
            if len(s) < 8 and blob.count(s) != 1:
                errs.append((i, "short secret not unique", s))
    return errs


if __name__ == "__main__":
    errs = validate(cases, lookalikes)
    if errs:
        print("ERRORS", errs)
        sys.exit(1)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout_v8.yaml")
    body = yaml.dump({"cases": cases, "lookalikes": lookalikes}, Dumper=_Dumper, allow_unicode=True,
                     sort_keys=False, width=100000, default_flow_style=False)
    with open(out, "w", encoding="utf-8") as f:
        f.write(HEADER + body)
    # reload check
    d = yaml.safe_load(open(out, encoding="utf-8"))
    assert d["cases"] == cases and d["lookalikes"] == lookalikes
    assert not validate(d["cases"], d["lookalikes"])
    from collections import Counter
    kinds = Counter(c["kind"] for c in d["cases"])
    nsec = sum(len(c["secrets"]) for c in d["cases"])
    zh = sum(1 for c in d["cases"] if any("\u4e00" <= ch <= "\u9fff" for ch in (c.get("text") or "".join(c["messages"]))))
    print("cases", len(d["cases"]), "secrets", nsec, "lookalikes", len(d["lookalikes"]),
          "cases_with_chinese", zh, "multi-message", sum(1 for c in d["cases"] if "messages" in c))
    print(dict(sorted(kinds.items())))
