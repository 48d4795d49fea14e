#!/usr/bin/env python3
"""Generator for the BLIND secrets-redaction held-out set v16. Deterministic (seed 20261216)."""
import random
# helpers for make_heldout_v16.py (value generators with checksums)
import string, hashlib, base64, json
U = string.ascii_uppercase; L = string.ascii_lowercase; D = string.digits
AN = U + L + D; HEX = '0123456789abcdef'; B64 = AN + '+/'; B64U = AN + '-_'
B32 = U + '234567'

class G:
    def __init__(self, rng, avoid=''): self.r = rng; self.avoid = avoid
    def s(self, alpha, n): return ''.join(self.r.choice(alpha) for _ in range(n))
    def d(self, n):
        while True:
            x = self.s(D, n)
            if n < 3 or n > 8 or x not in self.avoid: return x
    def hx(self, n): return self.s(HEX, n)
    def an(self, n): return self.s(AN, n)
    def b64body(self, n_lines, width=64, last=40, prefix=''):
        lines = []
        for i in range(n_lines):
            w = width if i < n_lines - 1 else last
            t = self.s(B64, w)
            if i == 0 and prefix: t = prefix + t[len(prefix):]
            lines.append(t)
        return '\n'.join(lines)
    # Luhn
    @staticmethod
    def luhn_ok(num):
        s = 0
        for i, ch in enumerate(reversed(num)):
            x = int(ch)
            if i % 2 == 1:
                x *= 2
                if x > 9: x -= 9
            s += x
        return s % 10 == 0
    def luhn(self, prefix, length):
        body = prefix + self.d(length - len(prefix) - 1)
        for c in D:
            if self.luhn_ok(body + c): return body + c
    def card(self, brand):
        p = {'visa': ('4', 16), 'mc': (self.r.choice(['51','52','53','54','55','2221','2720']), 16),
             'amex': (self.r.choice(['34','37']), 15), 'unionpay': ('62' + self.d(4), 16),
             'jcb': ('35' + str(self.r.randint(28, 89)), 16), 'upi19': ('62' + self.d(4), 19)}[brand]
        while True:
            c = self.luhn(*p)
            if c not in ('4242424242424242', '4111111111111111'): return c
    @staticmethod
    def group4(c):
        return ' '.join(c[i:i+4] for i in range(0, len(c), 4))
    # IBAN
    @staticmethod
    def iban_check(cc, bban):
        rearr = bban + cc + '00'
        num = ''.join(str(int(ch, 36)) for ch in rearr)
        return '%02d' % (98 - int(num) % 97)
    @staticmethod
    def iban_ok(iban):
        iban = iban.replace(' ', '')
        rearr = iban[4:] + iban[:4]
        return int(''.join(str(int(ch, 36)) for ch in rearr)) % 97 == 1
    def iban(self, cc):
        if cc == 'DE': bban = self.d(18)
        elif cc == 'GB': bban = self.r.choice(['NWBK', 'BARC', 'HBUK', 'LOYD']) + self.d(14)
        elif cc == 'NL': bban = self.r.choice(['ABNA', 'INGB', 'RABO']) + self.d(10)
        elif cc == 'CH': bban = self.d(17)
        elif cc == 'IE': bban = 'AIBK' + self.d(14)
        elif cc == 'AE': bban = self.d(19)
        elif cc == 'AT': bban = self.d(16)
        elif cc == 'BE':
            f = self.d(10); k = int(f) % 97 or 97; bban = f + '%02d' % k
        else: raise ValueError(cc)
        ib = cc + self.iban_check(cc, bban) + bban
        assert self.iban_ok(ib)
        return ib
    @staticmethod
    def spaced(ib): return ' '.join(ib[i:i+4] for i in range(0, len(ib), 4))
    # national IDs
    def cn_id(self):
        area = self.r.choice(['110105', '310115', '440305', '330106', '510107', '420111', '320102'])
        y = self.r.randint(1965, 2002); m = self.r.randint(1, 12); dd = self.r.randint(1, 28)
        b = '%s%04d%02d%02d%s' % (area, y, m, dd, self.d(3))
        w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
        return b + '10X98765432'[sum(int(a)*x for a, x in zip(b, w)) % 11]
    def es_dni(self):
        n = self.r.randint(10000000, 99999999); return '%08d%s' % (n, 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23])
    def nl_bsn(self):
        while True:
            b = self.d(8)
            if b[0] == '0': continue
            s = sum(int(c) * w for c, w in zip(b, range(9, 1, -1)))
            c = s % 11
            if c < 10: return b + str(c)
    def br_cpf(self):
        while True:
            b = [int(c) for c in self.d(9)]
            if len(set(b)) > 1: break
        d1 = (sum(x*w for x, w in zip(b, range(10, 1, -1))) * 10) % 11 % 10
        b.append(d1)
        d2 = (sum(x*w for x, w in zip(b, range(11, 1, -1))) * 10) % 11 % 10
        b.append(d2); s = ''.join(map(str, b))
        return '%s.%s.%s-%s' % (s[:3], s[3:6], s[6:9], s[9:])
    def kr_rrn(self):
        y = self.r.randint(70, 99); m = self.r.randint(1, 12); dd = self.r.randint(1, 28)
        b = '%02d%02d%02d' % (y, m, dd) + self.r.choice('12') + self.d(5)
        w = [2,3,4,5,6,7,8,9,2,3,4,5]
        c = (11 - sum(int(a)*x for a, x in zip(b, w)) % 11) % 10
        return b[:6] + '-' + b[6:] + str(c)
    def se_pnr(self):
        y = self.r.randint(60, 99); m = self.r.randint(1, 12); dd = self.r.randint(1, 28)
        b = '%02d%02d%02d%s' % (y, m, dd, self.d(3))
        for c in D:
            if self.luhn_ok(b + c): return b[:6] + '-' + b[6:] + c
    def fi_hetu(self):
        dd = self.r.randint(1, 28); m = self.r.randint(1, 12); y = self.r.randint(60, 99)
        n = '%03d' % self.r.randint(2, 899)
        k = int('%02d%02d%02d%s' % (dd, m, y, n)) % 31
        return '%02d%02d%02d-%s%s' % (dd, m, y, n, '0123456789ABCDEFHJKLMNPRSTUVWXY'[k])
    def no_fnr(self):
        while True:
            b = '%02d%02d%02d' % (self.r.randint(1, 28), self.r.randint(1, 12), self.r.randint(60, 99)) + self.d(3)
            d = [int(c) for c in b]
            k1 = 11 - sum(x*w for x, w in zip(d, [3,7,6,1,8,9,4,5,2])) % 11
            if k1 == 11: k1 = 0
            if k1 == 10: continue
            d.append(k1)
            k2 = 11 - sum(x*w for x, w in zip(d, [5,4,3,2,7,6,5,4,3,2])) % 11
            if k2 == 11: k2 = 0
            if k2 == 10: continue
            return b + str(k1) + str(k2)
    def pl_pesel(self):
        b = '%02d%02d%02d' % (self.r.randint(60, 99), self.r.randint(1, 12), self.r.randint(1, 28)) + self.d(4)
        s = sum(int(c)*w for c, w in zip(b, [1,3,7,9,1,3,7,9,1,3]))
        return b + str((10 - s % 10) % 10)
    def sg_nric(self):
        b = self.d(7); s = sum(int(c)*w for c, w in zip(b, [2,7,6,5,4,3,2]))
        return 'S' + b + 'JZIHGFEDCBA'[s % 11]
    def ca_sin(self):
        while True:
            c = self.luhn(self.r.choice('1234567'), 9)
            return c[:3] + ' ' + c[3:6] + ' ' + c[6:]
    def fr_nir(self):
        b = self.r.choice('12') + '%02d%02d' % (self.r.randint(60, 99), self.r.randint(1, 12)) + \
            self.r.choice(['75', '69', '13', '33', '59']) + self.d(3) + self.d(3)
        k = 97 - int(b) % 97
        return '%s %s %s %s %s %s %02d' % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
    def tr_tc(self):
        d = [self.r.randint(1, 9)] + [int(c) for c in self.d(8)]
        d10 = ((d[0]+d[2]+d[4]+d[6]+d[8])*7 - (d[1]+d[3]+d[5]+d[7])) % 10
        d.append(d10); d.append(sum(d) % 10)
        return ''.join(map(str, d))
    def tw_id(self):
        L2 = {'A': 10, 'B': 11, 'F': 15, 'H': 17, 'E': 14}
        l = self.r.choice(list(L2)); v = L2[l]
        b = self.r.choice('12') + self.d(7)
        s = (v // 10) + (v % 10) * 9 + sum(int(c)*w for c, w in zip(b, [8,7,6,5,4,3,2,1]))
        return l + b + str((10 - s % 10) % 10)
    def hk_id(self):
        l = self.r.choice('ACDEGHKMPRVYZ'); b = self.d(6)
        s = 36*9 + (ord(l) - 55)*8 + sum(int(c)*w for c, w in zip(b, [7,6,5,4,3,2]))
        c = (11 - s % 11) % 11
        return '%s%s(%s)' % (l, b, 'A' if c == 10 else str(c))
    def za_id(self):
        b = '%02d%02d%02d' % (self.r.randint(60, 99), self.r.randint(1, 12), self.r.randint(1, 28)) + self.d(4) + '08'
        return self.luhn(b, 13)
    def il_tz(self):
        b = self.d(8)
        for c in D:
            t = b + c; s = 0
            for i, ch in enumerate(t):
                x = int(ch) * (1 + i % 2); s += x // 10 + x % 10
            if s % 10 == 0: return t
    def be_nn(self):
        b = '%02d%02d%02d' % (self.r.randint(60, 99), self.r.randint(1, 12), self.r.randint(1, 28)) + '%03d' % self.r.randint(1, 997)
        k = 97 - int(b) % 97
        return '%s.%s.%s-%s.%02d' % (b[:2], b[2:4], b[4:6], b[6:9], k)
    def us_ssn(self):
        a = self.r.randint(100, 665); return '%03d-%02d-%04d' % (a, self.r.randint(1, 99), self.r.randint(1, 9999))
    def uk_nino(self):
        return self.s('ABCEGHJKLMNPRSTWXYZ', 1) + self.s('ABCEGHJKLMNPRSTWXYZ', 1) + self.d(6) + self.r.choice('ABCD')
    def jp_mynumber(self):
        b = self.d(11)
        s = 0
        for n in range(1, 12):
            p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5
            s += p * q
        r = s % 11
        return b + str(0 if r <= 1 else 11 - r)
    # crypto-ish
    def jwt(self, payload):
        h = base64.urlsafe_b64encode(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(',', ':')).encode()).decode().rstrip('=')
        p = base64.urlsafe_b64encode(json.dumps(payload, separators=(',', ':')).encode()).decode().rstrip('=')
        return h + '.' + p + '.' + self.s(B64U, 43)
    def b58check(self, payload):
        A = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
        raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
        n = int.from_bytes(raw, 'big'); out = ''
        while n: n, m = divmod(n, 58); out = A[m] + out
        pad = len(raw) - len(raw.lstrip(b'\0'))
        return '1' * pad + out
    def wif(self):
        key = bytes(self.r.randrange(256) for _ in range(32))
        return self.b58check(b'\x80' + key + b'\x01')
    def totp(self, n=32): return self.s(B32, n)
    def uuid(self):
        h = self.hx(32); return '%s-%s-4%s-%s%s-%s' % (h[:8], h[8:12], h[13:16], self.r.choice('89ab'), h[17:20], h[20:32])
    def sha256(self): return hashlib.sha256(self.an(20).encode()).hexdigest()

BIP39 = ('abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid '
 'acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice '
 'aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all '
 'alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient '
 'anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple '
 'approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist '
 'artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august '
 'aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag '
 'balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because '
 'become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid '
 'bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur '
 'blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain '
 'brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush '
 'cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital '
 'captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle').split()

# ---------------------------------------------------------------- cases
def build(rng, avoid):
    g = G(rng, avoid)
    cases = []
    def c(kind, text, *secrets):
        cases.append({'kind': kind, 'text': text, 'secrets': list(secrets)})
    M = '\n---\n'
    # --- cloud keys
    ak = 'AKIA' + g.s(U + D, 16); sk = g.s(AN + '/+', 40)
    c('aws_keys_python_boto3', f"my boto3 script keeps failing with AccessDenied, here it is:\n\nimport boto3\ns3 = boto3.client('s3', aws_access_key_id='{ak}', aws_secret_access_key='{sk}', region_name='eu-west-1')\nprint(s3.list_buckets())", ak, sk)
    ak2 = 'AKIA' + g.s(U + D, 16); sk2 = g.s(AN + '/+', 40)
    c('aws_credentials_file_ini', f"is this the right format for ~/.aws/credentials? the cli says profile not found\n\n[prod-deploy]\naws_access_key_id = {ak2}\naws_secret_access_key = {sk2}\nregion = ap-southeast-1", ak2, sk2)
    lt = 'LTAI' + g.an(20); ls = g.an(30)
    c('aliyun_oss_java_zh', f"阿里云 OSS 上传一直报 SignatureDoesNotMatch，帮我看看代码哪里不对：\n\nString endpoint = \"https://oss-cn-hangzhou.aliyuncs.com\";\nString accessKeyId = \"{lt}\";\nString accessKeySecret = \"{ls}\";\nOSS ossClient = new OSSClientBuilder().build(endpoint, accessKeyId, accessKeySecret);", lt, ls)
    tk = 'AKID' + g.an(32); ts = g.an(32)
    c('tencent_cloud_cos_go_zh', f"腾讯云 COS 的 Go SDK 怎么设置超时？我现在这样写的：\n\nclient := cos.NewClient(b, &http.Client{{\n    Transport: &cos.AuthorizationTransport{{\n        SecretID:  \"{tk}\",\n        SecretKey: \"{ts}\",\n    }},\n}})", tk, ts)
    hk = g.s(U + D, 20); hs = g.an(40)
    c('huawei_obs_env_zh', f"华为云 OBS 的 .env 配置如下，python 里读出来是 None，是不是变量名写错了？\n\nHUAWEICLOUD_SDK_AK={hk}\nHUAWEICLOUD_SDK_SK={hs}\nOBS_ENDPOINT=obs.cn-north-4.myhuaweicloud.com", hk, hs)
    azk = g.s(AN + '+/', 86) + '=='
    c('azure_storage_conn_csharp', f"Azure blob upload works locally but not in the App Service. connection string from my appsettings:\n\nvar client = new BlobServiceClient(\"DefaultEndpointsProtocol=https;AccountName=contosomedia;AccountKey={azk};EndpointSuffix=core.windows.net\");", azk)
    gcpk = g.b64body(12, prefix='MIIEvQIBADANBgkqhkiG9w0BAQEFAASC')
    gcp_json = json.dumps({"type": "service_account", "project_id": "harvest-analytics-31", "private_key_id": g.hx(40),
        "private_key": "-----BEGIN PRIVATE KEY-----\n" + gcpk + "\n-----END PRIVATE KEY-----\n",
        "client_email": "etl-runner@harvest-analytics-31.iam.gserviceaccount.com"}, indent=2)
    gcp_body_escaped = gcpk.replace('\n', '\\n')
    c('gcp_service_account_json', "BigQuery says invalid_grant when I load this service account file, what's wrong?\n\n" + gcp_json, gcp_body_escaped)
    vak = 'AKLT' + g.s(AN, 40); vsk = g.s(AN + '=', 56)
    c('volcengine_tos_python_zh', f"火山引擎 TOS 的 python sdk 报 403，配置：\n\nak = '{vak}'\nsk = '{vsk}'\nclient = tos.TosClientV2(ak, sk, 'tos-cn-beijing.volces.com', 'cn-beijing')", vak, vsk)
    qak = g.s(AN + '-_', 40); qsk = g.s(AN + '-_', 40)
    c('qiniu_upload_php_zh', f"七牛云上传 token 生成失败，PHP 代码：\n\n<?php\n$accessKey = '{qak}';\n$secretKey = '{qsk}';\n$auth = new Auth($accessKey, $secretKey);\n$token = $auth->uploadToken('wedding-photos');", qak, qsk)
    bsk = g.an(32)
    c('baidu_ai_secret_zh', f"百度智能云 OCR 获取 access_token 的请求老是 invalid_client，我的 API Key 是 kQ7m2xVZpRbN4tLsYw9H3cDf，Secret Key 是 {bsk}，client_id 和 client_secret 是不是填反了？", bsk)
    doks = 'dop_v1_' + g.hx(64)
    c('digitalocean_terraform', f"terraform plan hangs on the digitalocean provider. provider block:\n\nprovider \"digitalocean\" {{\n  token = \"{doks}\"\n}}\n\nresource \"digitalocean_droplet\" \"web\" {{\n  image  = \"ubuntu-22-04-x64\"\n  size   = \"s-1vcpu-1gb\"\n  region = \"fra1\"\n}}", doks)
    cft = g.s(AN + '_-', 40)
    c('cloudflare_token_curl', f"why does this return 'Invalid request headers'?\n\ncurl -X GET \"https://api.cloudflare.com/client/v4/zones\" \\\n  -H \"Authorization: Bearer {cft}\" \\\n  -H \"Content-Type: application/json\"", cft)
    # --- dev platforms
    ghp = 'ghp_' + g.an(36)
    c('github_pat_git_remote', f"git push keeps asking for a password even though I set the remote like this:\n\n$ git remote set-url origin https://mkowalski:{ghp}@github.com/mkowalski/dotfiles.git\n$ git push\nremote: Support for password authentication was removed", ghp)
    ghf = 'github_pat_' + g.an(22) + '_' + g.an(59)
    c('github_fine_grained_actions_yaml', f"workflow can't push tags. relevant part:\n\n- name: Tag release\n  env:\n    GH_TOKEN: {ghf}\n  run: |\n    git tag v${{{{ steps.ver.outputs.version }}}}\n    git push origin --tags", ghf)
    glp = 'glpat-' + g.s(AN + '-_', 20)
    c('gitlab_pat_npmrc_zh', f"公司 gitlab 的 npm registry 装包 401，.npmrc 是这样：\n\n@infra:registry=https://gitlab.example-corp.cn/api/v4/projects/88/packages/npm/\n//gitlab.example-corp.cn/api/v4/projects/88/packages/npm/:_authToken={glp}", glp)
    npmt = 'npm_' + g.an(36)
    c('npm_token_dockerfile', f"Docker build fails at npm ci with E401:\n\nFROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN echo \"//registry.npmjs.org/:_authToken={npmt}\" > .npmrc && npm ci\nCOPY . .\nCMD [\"node\", \"server.js\"]", npmt)
    pypi = 'pypi-AgEIcHlwaS5vcmc' + g.s(B64U, 140)
    c('pypi_token_pypirc', f"twine upload says 403 Invalid or non-existent authentication information\n\n[pypi]\n  username = __token__\n  password = {pypi}", pypi)
    hft = 'hf_' + g.s(U + L, 34)
    c('huggingface_token_rust_zh', f"用 Rust 调 Hugging Face Inference API，返回 401，代码：\n\nlet client = reqwest::Client::new();\nlet res = client.post(\"https://api-inference.huggingface.co/models/BAAI/bge-m3\")\n    .bearer_auth(\"{hft}\")\n    .json(&body)\n    .send().await?;", hft)
    hvs = 'hvs.' + g.s(AN + '_-', 90)
    c('vault_token_shell', f"vault kv get returns permission denied, but I'm logged in?\n\nexport VAULT_ADDR=https://vault.internal.lan:8200\nexport VAULT_TOKEN={hvs}\nvault kv get secret/payments/stripe", hvs)
    dck = 'dckr_pat_' + g.s(AN + '-_', 27)
    c('docker_hub_pat_ci_announce', f"I'll paste the docker hub token in the next message, the login step in CI fails" + M + f"{dck}" + M + "it's used as `docker login -u mbartos --password-stdin` in the pipeline", dck)
    # --- AI / SaaS
    oai = 'sk-proj-' + g.s(AN + '-_', 120)
    c('openai_key_ts_zh', f"Next.js 里调用 OpenAI 老是 429，帮我看看：\n\nconst openai = new OpenAI({{ apiKey: \"{oai}\" }});\nconst r = await openai.chat.completions.create({{ model: \"gpt-4o-mini\", messages }});", oai)
    ant = 'sk-ant-api03-' + g.s(AN + '-_', 93) + 'AA'
    c('anthropic_key_env', f"Here's my .env, the SDK says authentication_error:\n\nANTHROPIC_API_KEY={ant}\nLOG_LEVEL=debug\nPORT=8080", ant)
    gai = 'AIza' + g.s(AN + '-_', 35)
    c('google_maps_key_swift', f"Map tiles are grey in my iOS app. AppDelegate:\n\nimport GoogleMaps\n\nfunc application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{\n    GMSServices.provideAPIKey(\"{gai}\")\n    return true\n}}", gai)
    sgk = 'SG.' + g.s(AN + '-_', 22) + '.' + g.s(AN + '-_', 43)
    c('sendgrid_key_python', f"sendgrid returns 403 forbidden:\n\nsg = SendGridAPIClient('{sgk}')\nmsg = Mail(from_email='noreply@kanzlei-weber.de', to_emails='client@example.org', subject='Termin', html_content='<p>Hallo</p>')\nsg.send(msg)", sgk)
    mgk = 'key-' + g.hx(32)
    c('mailgun_key_ruby', f"Ruby mailgun gem, messages never arrive:\n\nmg_client = Mailgun::Client.new('{mgk}', 'api.eu.mailgun.net')\nmg_client.send_message('mg.bakery-lisboa.pt', {{ from: 'orders@bakery-lisboa.pt', to: 'ana@example.com', subject: 'Encomenda', text: 'Obrigada!' }})", mgk)
    twt = g.hx(32)
    c('twilio_auth_token_node', f"Twilio SMS from node gives error 20003:\n\nconst client = require('twilio')('AC{g.hx(32)}', '{twt}');\nclient.messages.create({{ body: 'Your table is ready', from: '+15005550006', to: '+447700900123' }});", twt)
    ddk = g.hx(32); dda = g.hx(40)
    c('datadog_keys_helm_values', f"helm install of the datadog agent crashloops, values.yaml:\n\ndatadog:\n  apiKey: {ddk}\n  appKey: {dda}\n  site: datadoghq.eu\n  logs:\n    enabled: true", ddk, dda)
    shp = 'shpat_' + g.hx(32)
    c('shopify_admin_token_php', f"Shopify GraphQL admin API returns 401 from my Laravel job:\n\n$response = Http::withHeaders([\n    'X-Shopify-Access-Token' => '{shp}',\n])->post('https://teashop-kyoto.myshopify.com/admin/api/2024-07/graphql.json', ['query' => $q]);", shp)
    ntn = 'ntn_' + g.an(46)
    c('notion_integration_kotlin', f"Kotlin ktor client to Notion gives 'API token is invalid':\n\nval resp = client.get(\"https://api.notion.com/v1/databases/$dbId\") {{\n    header(\"Authorization\", \"Bearer {ntn}\")\n    header(\"Notion-Version\", \"2022-06-28\")\n}}", ntn)
    att = 'ATATT3xFfGF0' + g.s(AN + '-_=', 180)
    c('atlassian_token_powershell', f"PowerShell Invoke-RestMethod to Jira returns 401:\n\n$pair = \"r.nakamura@example.co.jp:{att}\"\n$b64 = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))\nInvoke-RestMethod -Uri \"https://example-team.atlassian.net/rest/api/3/myself\" -Headers @{{Authorization = \"Basic $b64\"}}", att)
    sentry_like = 'sntrys_' + g.s(AN, 150)
    c('sentry_auth_token_sentryclirc', f"sentry-cli upload-sourcemaps can't find the org, my ~/.sentryclirc:\n\n[auth]\ntoken={sentry_like}\n\n[defaults]\norg=fjord-games\nproject=web-client", sentry_like)
    mbx = 'sk.eyJ1Ijoia2FybGEtbWFwcyIsImEiOiJj' + g.s(AN, 20) + '.' + g.s(AN + '-_', 22)
    c('mapbox_secret_token_zh', f"Mapbox 下载离线地图需要 secret token，我在 gradle.properties 里写了：\n\nMAPBOX_DOWNLOADS_TOKEN={mbx}\n\n但是 gradle sync 还是 401，是不是 scope 没勾 DOWNLOADS:READ？", mbx)
    figd = 'figd_' + g.s(AN + '-_', 40)
    c('figma_token_chat', f"can you write me a script that exports all frames from our figma file? my personal access token is {figd} and the file key is aB3dE5fG7hI9jK", figd)
    # --- messaging / bots
    tg = str(rng.randint(5000000000, 7999999999)) + ':AA' + g.s(AN + '-_', 33)
    c('telegram_bot_token_python_zh', f"写了个 Telegram 机器人提醒我吃药，但 polling 一直 Conflict：\n\nfrom telegram.ext import Application\napp = Application.builder().token(\"{tg}\").build()\napp.run_polling()", tg)
    dct = g.s(AN, 24) + '.' + g.s(AN + '-_', 6) + '.' + g.s(AN + '-_', 38)
    c('discord_bot_token_js', f"discord.js bot logs in then immediately disconnects with code 4014\n\nclient.login('{dct}');\n\nintents are Guilds and GuildMessages", dct)
    slb = 'xoxb-' + g.d(12) + '-' + g.d(13) + '-' + g.an(24)
    slh = f"https://hooks.slack.com/services/T{g.s(U + D, 8)}/B{g.s(U + D, 10)}/{g.an(24)}"
    c('slack_bot_and_webhook_yaml', f"our alertmanager config stopped posting to slack:\n\nreceivers:\n- name: oncall\n  slack_configs:\n  - api_url: {slh}\n    channel: '#ops-alerts'\n    http_config:\n      authorization:\n        credentials: {slb}", slh, slb)
    dtk = g.hx(64); dsec = 'SEC' + g.hx(64)
    c('dingtalk_robot_zh', f"钉钉群机器人加签后发不出消息，返回 310000 sign not match：\n\nwebhook = 'https://oapi.dingtalk.com/robot/send?access_token={dtk}'\nsecret = '{dsec}'\ntimestamp = str(round(time.time() * 1000))", dtk, dsec)
    fsh = g.uuid()
    fss = g.an(22)
    c('feishu_webhook_zh', f"飞书自定义机器人的 webhook 地址是 https://open.feishu.cn/open-apis/bot/v2/hook/{fsh} ，签名校验密钥 {fss}，用 curl 测试一直报 19021 sign match fail，时间戳要用秒还是毫秒？", fsh, fss)
    wxs = g.hx(32)
    c('wechat_appsecret_zh', f"微信小程序 code2Session 返回 40125 invalid appsecret，我的配置：\n\nappid: wx{g.hx(16)}\nappsecret: {wxs}\n\n是不是后台重置过密钥了？", wxs)
    wxk = g.an(32)
    c('wechatpay_apiv3_key_java_zh', f"微信支付 V3 回调解密失败 AEADBadTagException，代码：\n\nprivate static final String MCH_ID = \"1{g.d(9)}\";\nprivate static final String API_V3_KEY = \"{wxk}\";\nAesUtil aesUtil = new AesUtil(API_V3_KEY.getBytes(StandardCharsets.UTF_8));", wxk)
    lct = g.s(AN + '/+', 170) + '='
    c('line_channel_token_go', f"LINE Messaging API push returns 401 in my Go service:\n\nbot, err := messaging_api.NewMessagingApiAPI(\"{lct}\")\nif err != nil {{ log.Fatal(err) }}", lct)
    kk = g.hx(32)
    c('kakao_rest_key_chat', f"카카오 로그인 REST API 키 {kk} 로 토큰 요청하면 KOE101 에러가 나요. redirect uri 는 http://localhost:3000/oauth 로 등록했어요.", kk)
    # --- payments
    stk = 'sk_live_' + g.an(99); whs = 'whsec_' + g.an(32)
    c('stripe_live_and_webhook_env', f"Stripe webhooks fail signature verification in production only. prod env:\n\nSTRIPE_SECRET_KEY={stk}\nSTRIPE_WEBHOOK_SECRET={whs}\nSTRIPE_PUBLISHABLE_KEY=pk_live_{g.an(99)}", stk, whs)
    rzs = g.an(24)
    c('razorpay_secret_python', f"Razorpay order create throws BadRequestError: Authentication failed\n\nclient = razorpay.Client(auth=(\"rzp_live_{g.an(14)}\", \"{rzs}\"))\norder = client.order.create({{\"amount\": 49900, \"currency\": \"INR\", \"receipt\": \"rcpt_1187\"}})", rzs)
    pst = 'sk_live_' + g.hx(40)
    c('paystack_secret_js', f"Paystack verify transaction returns 'Invalid key' from my Express route:\n\nconst res = await axios.get(`https://api.paystack.co/transaction/verify/${{ref}}`, {{\n  headers: {{ Authorization: 'Bearer {pst}' }}\n}});", pst)
    ppc = g.s(AN + '-_', 80)
    c('paypal_client_secret_csharp', f"PayPal sandbox works, live gives invalid_client. appsettings.Production.json:\n\n{{\n  \"PayPal\": {{\n    \"Mode\": \"live\",\n    \"ClientId\": \"A{g.s(AN + '-_', 79)}\",\n    \"ClientSecret\": \"{ppc}\"\n  }}\n}}", ppc)
    mpt = 'APP_USR-' + g.d(16) + '-' + g.d(6) + '-' + g.hx(32) + '-' + g.d(9)
    c('mercadopago_token_chat', f"Oi! meu checkout do Mercado Pago parou, o access token de produção é {mpt} — pode me ajudar a montar a preferência em PHP?", mpt)
    sqt = 'EAAA' + g.s(AN + '-_', 60)
    c('square_access_token_ruby', f"Square payments API 401 from rails console:\n\nclient = Square::Client.new(access_token: '{sqt}', environment: 'production')\nclient.locations.list_locations", sqt)
    apk = 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASC' + g.s(B64, 600) + '=='
    c('alipay_private_key_zh', f"支付宝开放平台验签失败，应用私钥我是这样配置的（application.yml）：\n\nalipay:\n  app-id: 2021{g.d(12)}\n  private-key: {apk}\n  alipay-public-key: ${{ALIPAY_PUBLIC_KEY}}", apk)
    # --- databases / connection strings
    pgp = g.an(18)
    c('postgres_url_django_settings', f"Django can't connect to Postgres on RDS, settings.py:\n\nDATABASES = {{'default': dj_database_url.parse('postgresql://app_user:{pgp}@orders-db.c9xk2lq.eu-central-1.rds.amazonaws.com:5432/orders')}}", pgp)
    mgp = g.s(AN + '!*', 16)
    c('mongodb_srv_node_zh', f"MongoDB Atlas 连接超时，Node 代码如下：\n\nconst uri = \"mongodb+srv://wanglei:{mgp}@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority\";\nconst client = new MongoClient(uri);", mgp)
    rdp = g.hx(24)
    c('redis_url_sidekiq', f"Sidekiq can't reach redis after we enabled auth:\n\nREDIS_URL=redis://:{rdp}@10.0.4.17:6379/2\n\nError: NOAUTH Authentication required.", rdp)
    myp = 'Tq' + g.an(10) + '#7'
    c('mysql_jdbc_spring_zh', f"Spring Boot 启动报 Access denied for user 'erp'@'172.18.0.5'，配置：\n\nspring:\n  datasource:\n    url: jdbc:mysql://db.erp.local:3306/erp?useSSL=false&serverTimezone=Asia/Shanghai\n    username: erp\n    password: {myp}", myp)
    msp = g.an(14) + '!'
    c('sqlserver_conn_string_dotnet', f"EF Core migration fails with 'Login failed for user sa':\n\n\"ConnectionStrings\": {{\n  \"Default\": \"Server=tcp:sql-inventory.database.windows.net,1433;Initial Catalog=Inventory;User ID=invadmin;Password={msp};Encrypt=True;\"\n}}", msp)
    amqp = g.an(20)
    c('rabbitmq_amqp_url_go', f"Go consumer reconnect loop:\n\nconn, err := amqp.Dial(\"amqps://billing:{amqp}@rabbit.prod.internal:5671/billing\")\nif err != nil {{\n    log.Printf(\"dial: %v\", err)\n}}", amqp)
    chp = g.an(16)
    c('clickhouse_dsn_toml', f"vector.toml sink to clickhouse returns 516 authentication failed:\n\n[sinks.ch]\ntype = \"clickhouse\"\nendpoint = \"https://ch.analytics.lan:8443\"\ndatabase = \"logs\"\ntable = \"nginx\"\nauth.strategy = \"basic\"\nauth.user = \"vector\"\nauth.password = \"{chp}\"", chp)
    esp = g.an(20)
    c('elasticsearch_basic_auth_log', f"Filebeat keeps logging this, what does it mean?\n\n2026-11-30T08:14:22.531Z ERROR [publisher_pipeline_output] pipeline/output.go:154 Failed to connect to backoff(elasticsearch(https://elastic:{esp}@es01.logging.svc:9200)): 401 Unauthorized", esp)
    k8p = base64.b64encode(('P' + g.an(15)).encode()).decode()
    c('k8s_secret_manifest_base64', f"kubectl apply works but the pod says password authentication failed. my secret:\n\napiVersion: v1\nkind: Secret\nmetadata:\n  name: pg-credentials\ntype: Opaque\ndata:\n  username: cG9zdGdyZXM=\n  password: {k8p}", k8p)
    kct = g.jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "sub": "system:serviceaccount:ci:deployer"})
    c('kubeconfig_sa_token', f"kubeconfig for the CI deployer, kubectl says Unauthorized:\n\nusers:\n- name: deployer\n  user:\n    token: {kct}\ncontexts:\n- context:\n    cluster: prod\n    user: deployer", kct)
    # --- JWT / sessions
    jw = g.jwt({"sub": "u_58213", "email": "lina.h@example.com", "role": "admin", "exp": 1767225600})
    c('jwt_bearer_stacktrace', f"Getting this in the API gateway log, why is the token rejected?\n\n[2026-12-01 10:22:05] WARN AuthFilter - rejected request GET /api/v2/invoices\n  Authorization: Bearer {jw}\n  reason: signature verification failed\n    at com.acme.gw.AuthFilter.verify(AuthFilter.java:88)", jw)
    jw2 = g.jwt({"uid": 90417, "nick": "小鱼", "iat": 1764547200})
    c('jwt_localstorage_zh', f"前端从 localStorage 里拿到的 token 是 {jw2} ，后端 Gin 中间件解析时报 token is malformed，是不是 Bearer 前缀没去掉？", jw2)
    sess = g.an(32)
    c('session_cookie_curl', f"this curl works in the browser devtools copy but not from my script:\n\ncurl 'https://portal.stadtwerke-example.de/api/verbrauch' -H 'Cookie: PHPSESSID={sess}; lang=de' -H 'Accept: application/json'", sess)
    rft = '1//0' + g.s(AN + '-_', 100)
    c('google_refresh_token_json', f"token.json that my gmail script saved, it stopped working after a week:\n\n{{\"token\": \"ya29.{g.s(AN + '-_', 150)}\", \"refresh_token\": \"{rft}\", \"token_uri\": \"https://oauth2.googleapis.com/token\", \"client_id\": \"{g.d(12)}-{g.s(L + D, 32)}.apps.googleusercontent.com\"}}", rft)
    # --- private keys
    ssh = g.b64body(7, width=70, last=36, prefix='b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW')
    c('openssh_private_key_paste', f"ssh says 'Load key: invalid format' for this key, did I copy it wrong?\n\n-----BEGIN OPENSSH PRIVATE KEY-----\n{ssh}\n-----END OPENSSH PRIVATE KEY-----", ssh)
    rsa = g.b64body(10, prefix='MIIEowIBAAKCAQEA')
    c('rsa_pem_private_key_zh', f"nginx 启动报 SSL_CTX_use_PrivateKey_file failed，key 文件内容如下，是不是格式问题：\n\n-----BEGIN RSA PRIVATE KEY-----\n{rsa}\n-----END RSA PRIVATE KEY-----", rsa)
    ec = g.b64body(3, last=24, prefix='MHcCAQEEI')
    c('ec_private_key_github_app', f"GitHub App JWT signing fails in Python with 'Could not deserialize key data'. key file:\n\n-----BEGIN EC PRIVATE KEY-----\n{ec}\n-----END EC PRIVATE KEY-----", ec)
    pgpk = g.b64body(8, prefix='lQOYBG')
    c('pgp_private_key_block', f"Exported my signing key to move it to the new laptop, gpg --import says no valid OpenPGP data found:\n\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{pgpk}\n=" + g.s(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----", pgpk)
    # --- wallets
    eth = '0x' + g.hx(64)
    c('eth_private_key_hardhat', f"hardhat deploy to sepolia fails with insufficient funds, hardhat.config.ts:\n\nnetworks: {{\n  sepolia: {{\n    url: \"https://sepolia.infura.io/v3/{g.hx(32)}\",\n    accounts: [\"{eth}\"]\n  }}\n}}", eth)
    seed12 = ' '.join(rng.choice(BIP39) for _ in range(12))
    c('seed_phrase_12_zh', f"我爸的 MetaMask 打不开了，他抄在本子上的助记词是：{seed12}，能帮我看看顺序有没有可能抄错吗？", seed12)
    seed24 = ' '.join(rng.choice(BIP39) for _ in range(24))
    blk = '\n'.join(f"{i+1}. {w}" for i, w in enumerate(seed24.split()))
    c('seed_phrase_24_numbered', "recovery sheet from my Ledger, I want to check it's readable before I laminate it:\n\n" + blk, blk)
    wif = g.wif()
    c('btc_wif_electrum', f"Electrum won't accept my paper wallet key when I sweep, it says invalid: {wif} — is it maybe a testnet key?", wif)
    sol = g.b58check(bytes(rng.randrange(256) for _ in range(60)))
    c('solana_keypair_chat', f"phantom import private key -> 'invalid private key'. the exported key is {sol}, I exported it from solflare", sol)
    # --- cards
    cv = g.card('visa'); cvv = g.d(3); exp = '%02d/%02d' % (rng.randint(1, 12), rng.randint(27, 31))
    c('card_visa_cvv_expiry_chat', f"can you fill in the hotel's card authorisation form for me? card {g.group4(cv)}, expires {exp}, CVV {cvv}, name Daniel Okafor", g.group4(cv), exp, cvv)
    cm = g.card('mc'); cmv = g.d(3); cme = '%02d/%d' % (rng.randint(1, 12), rng.randint(2027, 2031))
    c('card_mastercard_zh', f"帮我把这张信用卡加到家里的记账表里，卡号 {cm}，有效期 {cme}，背面三位数 {cmv}，持卡人 陈思远", cm, cme, cmv)
    ca = g.card('amex'); cav = g.d(4)
    c('card_amex_email', f"Subject: Re: Booking #HX-44120 deposit\n\nHi Marta,\n\nPlease charge the deposit to my Amex {ca[:4]} {ca[4:10]} {ca[10:]}, security code {cav}, exp 09/29.\n\nThanks,\nPeter", f"{ca[:4]} {ca[4:10]} {ca[10:]}", cav, '09/29')
    cu = g.card('unionpay'); cuv = g.d(3)
    c('card_unionpay_credit_zh', f"淘宝海外代付要填银联信用卡，卡号：{g.group4(cu)} 安全码：{cuv} 有效期 11/28，这些信息发给代付的人安全吗？", g.group4(cu), cuv, '11/28')
    cj = g.card('jcb'); cjv = g.d(3)
    c('card_jcb_corrected', f"my JCB is {cj[:8]}{cj[8:14]}{(int(cj[14])+1)%10}{cj[15]} cvv {cjv}" + M + f"sorry typo, the card number is {cj}, cvv {cjv} is right, exp 03/30", cj[:8] + cj[8:14] + str((int(cj[14])+1) % 10) + cj[15], cj, cjv, '03/30')
    cdb = g.card('upi19')
    c('debit_card_19_digit_zh', f"工资卡丢了要挂失，卡号 {cdb}，我先记在这里，明天去银行要用", cdb)
    # --- bank accounts
    de = g.iban('DE')
    c('iban_de_sepa_chat', f"Please set up the SEPA direct debit for my rent: IBAN {g.spaced(de)}, BIC COBADEFFXXX, account holder Jonas Fischer", g.spaced(de))
    gb = g.iban('GB')
    c('iban_gb_invoice_email', f"Dear Mr Hale,\n\nPlease find attached invoice INV-2026-0412. Payment can be made to:\nAccount name: Thistle Joinery Ltd\nIBAN: {gb}\nSort code: {gb[8:10]}-{gb[10:12]}-{gb[12:14]}\nAccount number: {gb[14:]}\n\nKind regards,\nEilidh", gb, gb[14:])
    nl = g.iban('NL')
    c('iban_nl_tikkie_zh', f"荷兰房东让我把押金转到 {nl}，收款人 R. de Vries，备注写 Kamer 3，我用 Wise 转需要填 BIC 吗？", nl)
    ch = g.iban('CH')
    c('iban_ch_announced_next', "I'll send you my Swiss account number for the refund in the next message" + M + g.spaced(ch) + M + "holder: Lea Brunner, Zürich", g.spaced(ch))
    ae = g.iban('AE')
    c('iban_ae_salary', f"HR needs my UAE salary account again, it's {ae} at Emirates NBD. can you draft the email to them?", ae)
    be = g.iban('BE')
    c('iban_be_repeated', f"my IBAN is {g.spaced(be)}" + M + "did you get that? again:" + M + g.spaced(be), g.spaced(be))
    cnb = g.luhn('621700', 19)
    c('cn_bank_account_transfer_zh', f"帮我写一条给房东的微信：房租已转账，收款账户 建设银行 {cnb} 户名 刘海燕，请查收。", cnb)
    us_acct = g.d(10); us_rt = '021000021'
    c('us_account_routing_zh', f"美国的 direct deposit 表格要填 routing number {us_rt} 和 account number {us_acct}，checking 还是 savings 有区别吗？", us_acct)
    # --- national IDs
    cid = g.cn_id()
    c('cn_resident_id_form_zh', f"帮我检查一下这个报名表有没有填错：姓名 周佳怡，身份证号 {cid}，手机 138 0013 8000，紧急联系人 周建国。", cid)
    cid2 = g.cn_id()
    c('cn_id_train_ticket_zh', f"给我妈订高铁票需要她的身份证，{cid2}，帮我记一下，下次订票直接用", cid2)
    ssn = g.us_ssn()
    c('us_ssn_tax_form', f"I'm filling out the W-4 for my new job, my SSN is {ssn}, what should I put in step 2 if my wife also works?", ssn)
    nino = g.uk_nino()
    c('uk_nino_payslip', f"my payslip shows NI number {nino[:2]} {nino[2:4]} {nino[4:6]} {nino[6:8]} {nino[8]} but tax code 0T — is that emergency tax?", f"{nino[:2]} {nino[2:4]} {nino[4:6]} {nino[6:8]} {nino[8]}")
    dni = g.es_dni()
    c('es_dni_rental', f"Hola, para el contrato de alquiler necesito poner mi DNI {dni} y el de mi pareja — can you translate the clause about the fianza too?", dni)
    bsn = g.nl_bsn()
    c('nl_bsn_gemeente', f"The gemeente letter lists my BSN {bsn}. Can you help me write a reply asking to change my registered address?", bsn)
    cpf = g.br_cpf()
    c('br_cpf_nota_fiscal', f"pra nota fiscal preciso do CPF: {cpf}. pode gerar o texto do e-mail pra loja?", cpf)
    rrn = g.kr_rrn()
    c('kr_rrn_zh', f"在韩国办手机卡，外国人登录证上的号码是 {rrn}，店员说要填到表格里，这个号码和护照号有什么区别？", rrn)
    pnr = g.se_pnr()
    c('se_personnummer', f"Skatteverket form asks for personnummer, mine is {pnr}. Should I use the 12-digit version with 19 in front?", pnr)
    hetu = g.fi_hetu()
    c('fi_hetu_kela', f"Kela application, henkilötunnus {hetu} — what does the letter at the end mean?", hetu)
    fnr = g.no_fnr()
    c('no_fodselsnummer', f"Need to give the dentist in Bergen my fødselsnummer {fnr}; is it okay to send it by SMS?", fnr)
    pesel = g.pl_pesel()
    c('pl_pesel_zh', f"波兰的工作签证材料要 PESEL 号码，我的是 {pesel}，申请 Karta Pobytu 的时候这个要填在哪一栏？", pesel)
    nric = g.sg_nric()
    c('sg_nric_clinic', f"clinic registration form: NRIC {nric}, DOB 14 Mar 1988, drug allergy: penicillin. can you help me write it neatly?", nric)
    sin = g.ca_sin()
    c('ca_sin_employer', f"new employer in Toronto wants my SIN by email, it's {sin}. is it safe, or should I give it in person?", sin)
    nir = g.fr_nir()
    c('fr_nir_carte_vitale', f"Mon numéro de sécu est {nir}, je dois le mettre sur le formulaire de la mutuelle. Can you check the key at the end is right?", nir)
    tc = g.tr_tc()
    c('tr_tc_kimlik_zh', f"土耳其电子签证系统要我填配偶的 TC Kimlik No：{tc}，她是土耳其人，这个号码要放在哪个字段？", tc)
    twid = g.tw_id()
    c('tw_national_id_zh', f"幫我填台灣的報名表：姓名 林怡君，身分證字號 {twid}，生日 1991/05/20。", twid)
    hkid = g.hk_id()
    c('hk_id_zh', f"香港銀行開戶表格要填身份證號碼 {hkid}，括號裏的數字要不要填？", hkid)
    za = g.za_id()
    c('za_id_number', f"SARS eFiling keeps rejecting my ID number {za}, I've triple-checked it. is there a format issue?", za)
    tz = g.il_tz()
    c('il_teudat_zehut', f"Form 101 for my employer: teudat zehut {tz}, two kids. can you explain the credit points?", tz)
    bnn = g.be_nn()
    c('be_national_number', f"my Belgian rijksregisternummer is {bnn} — for the itsme app, do I type it with dots?", bnn)
    myn = g.jp_mynumber()
    c('jp_my_number_zh', f"日本公司让我交 My Number（个人番号）{myn[:4]} {myn[4:8]} {myn[8:]}，用于年末调整，直接发邮件给人事可以吗？", f"{myn[:4]} {myn[4:8]} {myn[8:]}")
    pp = rng.choice('EG') + g.d(8)
    c('cn_passport_visa_zh', f"帮我填申根签证表，护照号码 {pp}，签发日期 2021-07-15，有效期至 2031-07-14，签发地 上海。", pp)
    # --- personal codes
    door = g.d(6)
    c('door_code_airbnb_zh', f"帮我给民宿客人写一段入住说明：到了小区 3 号楼，单元门密码 {door}#，房门是智能锁，临时密码我当天再发。", door + '#')
    alarm = g.d(4)
    c('alarm_code_neighbour', f"Could you write a note for my neighbour who's feeding the cat? Key is under the blue pot, alarm code is {alarm}, she has 30 seconds after opening the door.", alarm)
    gar = g.d(4)
    c('garage_code_correction', f"garage keypad code is {gar[:3]}{(int(gar[3])+3)%10}" + M + f"wait no, it's {gar}, I mixed it up with the old one", gar[:3] + str((int(gar[3]) + 3) % 10), gar)
    pin = g.d(6)
    c('bank_pin_zh', f"我老是忘记银行卡密码，帮我想个记忆方法，密码是 {pin}，跟我女儿生日没关系", pin)
    safe = f"{rng.randint(10,39)}-{rng.randint(10,39)}-{rng.randint(10,39)}"
    c('hotel_safe_combo', f"reminder for myself: the office safe combination is {safe}, turn right first", safe)
    simpin = g.d(4); puk = g.d(8)
    c('sim_pin_puk_zh', f"手机卡被锁了，运营商短信说 PUK 码是 {puk}，我原来的 SIM PIN 是 {simpin}，输入 PUK 之后要设新 PIN 吗？", puk, simpin)
    lock = g.d(4)
    c('bike_lock_code_chat', f"lending my bike to Tom this weekend, lock combo {lock}. can you remind me Monday to change it?", lock)
    wifi = rng.choice(['Gelb', 'Blau', 'Sonne']) + g.d(4) + rng.choice(['!', '$', '?']) + g.s(L, 4)
    c('wifi_password_guest_note', f"make me a small printable card for the guest room: Wi-Fi network 'Haus-Lindner-5G', password {wifi}. Checkout 11:00.", wifi)
    wifi2 = g.s(L, 6) + g.d(6)
    c('wifi_password_zh', f"家里新装的宽带，WiFi 名称 ChinaNet-Z9kQ，密码 {wifi2}，帮我生成一张给客人扫的二维码说明文字。", wifi2)
    wpa = g.s(AN, 14)
    c('wpa_supplicant_conf', f"Raspberry Pi won't join wifi, wpa_supplicant.conf:\n\nnetwork={{\n    ssid=\"Workshop-2G\"\n    psk=\"{wpa}\"\n    key_mgmt=WPA-PSK\n}}", wpa)
    otp = g.d(6)
    c('otp_sms_forwarded_zh', f"【某银行】您的动态验证码为 {otp}，5分钟内有效，切勿告诉他人。\n\n这条短信是我刚收到的，这是诈骗吗？我没有在办业务", otp)
    otp2 = g.d(6)
    c('otp_announced_then_sent', "I'm about to get a login code for the tax portal, I'll forward it so you can tell me which field it goes in" + M + otp2 + M + "it's the one from SMS, valid 10 minutes", otp2)
    tot = g.totp(32)
    c('totp_otpauth_uri', f"my authenticator app died, I still have the QR content: otpauth://totp/Fastmail:ines%40fastmail.com?secret={tot}&issuer=Fastmail&digits=6 — how do I import it into 1Password?", tot)
    tot2 = ' '.join(g.totp(32)[i:i+4] for i in range(0, 32, 4))
    c('totp_setup_key_spaced_zh', f"谷歌验证器手动输入的设置密钥是 {tot2}，换手机之后要怎么迁移？", tot2)
    rcs = [g.s(L + D, 5) + '-' + g.s(L + D, 5) for _ in range(4)]
    c('github_recovery_codes', "keeping my github recovery codes here so I don't lose them:\n" + '\n'.join(rcs), *rcs)
    bwr = '-'.join(g.s(U + D, 4) for _ in range(7))
    c('bitwarden_recovery_code_zh', f"Bitwarden 两步验证恢复代码：{bwr}，我应该把它存在哪里比较安全？", bwr)
    winkey = '-'.join(g.s('BCDFGHJKMPQRTVWXY2346789', 5) for _ in range(5))
    c('windows_product_key_zh', f"重装系统后 Windows 激活失败，产品密钥 {winkey}，错误代码 0xC004C008，是被多台电脑用过了吗？", winkey)
    lic = 'LK-' + '-'.join(g.s(U + D, 6) for _ in range(4))
    c('software_license_key_chat', f"our CAD software license key is {lic}, it says 'seat limit reached'. how do I deactivate the old workstation?", lic)
    # --- passwords in prose / code
    pw1 = rng.choice(['Marmelade', 'Kastanie', 'Hafenblick']) + g.d(2) + '!' + g.s(U, 2)
    c('password_email_account_chat', f"I can't log into my GMX mail anymore. user is k.albrecht@gmx.de, password {pw1}, it says wrong password but I'm sure it's right", pw1)
    pw2 = g.s(L, 5) + g.d(4) + '@' + g.s(U, 1)
    c('password_router_admin_zh', f"路由器后台 192.168.31.1 登录不了，管理员密码是 {pw2}，是不是要恢复出厂设置？", pw2)
    pw3 = 'Zx' + g.an(8) + '%' + g.d(2)
    c('password_sudo_ansible', f"ansible play hangs at 'Gathering Facts'. inventory:\n\n[web]\n10.20.0.11 ansible_user=deploy ansible_become_pass={pw3}", pw3)
    pw4 = g.an(12)
    c('password_pwsh_credential', f"Why does this PowerShell remoting script prompt anyway?\n\n$secpass = ConvertTo-SecureString \"{pw4}\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"CORP\\svc_backup\", $secpass)\nEnter-PSSession -ComputerName FS01 -Credential $cred", pw4)
    pw5 = g.s(L, 4) + g.d(3) + g.s(L, 4)
    c('password_sql_create_user', f"Is this the right syntax on Postgres 16?\n\nCREATE USER report_ro WITH PASSWORD '{pw5}';\nGRANT CONNECT ON DATABASE sales TO report_ro;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO report_ro;", pw5)
    pw6 = g.an(10) + '!'
    c('password_repeated_later_zh', f"学校教务系统的账号是学号 2023114087，密码 {pw6}" + M + "帮我写个 python 脚本每天自动查成绩" + M + f"脚本里密码就用刚才那个 {pw6}", pw6)
    pw7 = g.s(L, 6) + g.d(2) + g.s(L, 3)
    c('password_corrected_next', f"the NAS admin password is {pw7}X" + M + f"oops no X at the end: {pw7}", pw7 + 'X', pw7)
    pw8 = g.an(16)
    c('smtp_password_laravel_env', f"Laravel mail not sending through Office 365:\n\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.office365.com\nMAIL_PORT=587\nMAIL_USERNAME=no-reply@kliniken-sued.example\nMAIL_PASSWORD={pw8}\nMAIL_ENCRYPTION=tls", pw8)
    pw9 = g.s(AN, 16)
    c('basic_auth_header_base64', f"nginx basic auth returns 401 even with this header, am I encoding wrong?\n\ncurl -H 'Authorization: Basic {base64.b64encode(('monitor:' + pw9).encode()).decode()}' https://status.lan/metrics", base64.b64encode(('monitor:' + pw9).encode()).decode())
    pw10 = g.an(14)
    c('docker_compose_env_zh', f"docker-compose 起 MySQL 容器一直重启，日志说 root 密码为空，compose 文件：\n\nservices:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw10}\n      MYSQL_DATABASE: blog", pw10)
    pw11 = g.s(L, 8) + g.d(3)
    c('ftp_credentials_filezilla_zh', f"用 FileZilla 连公司 FTP 失败，主机 ftp.xx-design.cn，用户名 upload01，密码 {pw11}，端口 21，提示 530 Login incorrect。", pw11)
    pw12 = g.an(20)
    c('terraform_tfvars_db_password', f"terraform apply errors on the RDS instance:\n\n# prod.tfvars\ndb_username = \"app\"\ndb_password = \"{pw12}\"\ninstance_class = \"db.t4g.medium\"", pw12)
    pw13 = g.an(12)
    c('rust_sqlx_database_url', f"sqlx migrate run fails with 'password authentication failed for user \"tracker\"'. my Rust main:\n\nlet pool = PgPoolOptions::new()\n    .max_connections(5)\n    .connect(\"postgres://tracker:{pw13}@localhost:5432/tracker\").await?;", pw13)
    pw14 = g.an(11)
    c('swift_keychain_hardcoded', f"Is it bad that I do this in my iOS app?\n\nlet creds = URLCredential(user: \"kiosk\", password: \"{pw14}\", persistence: .forSession)", pw14)
    pw15 = g.s(L, 5) + g.d(4)
    c('icloud_password_family_zh', f"我妈的 iCloud 账号 wang.mei66@icloud.com 密码 {pw15}，她手机锁了，帮我看看怎么在电脑上找回", pw15)
    pw16 = g.s(AN, 18)
    c('java_properties_ldap', f"Spring LDAP bind fails:\n\nspring.ldap.urls=ldaps://ldap.corp.example:636\nspring.ldap.username=cn=svc-wiki,ou=services,dc=corp,dc=example\nspring.ldap.password={pw16}", pw16)
    pw17 = g.s(AN, 12)
    c('ansible_vault_password_file_zh', f"ansible-vault 解密报 Decryption failed，我的 .vault_pass 文件内容就是一行 {pw17}，是不是有换行符的问题？", pw17)
    pw18 = g.s(AN, 10) + '#'
    c('kotlin_keystore_gradle', f"Android release build: 'Keystore was tampered with, or password was incorrect'\n\nsigningConfigs {{\n    create(\"release\") {{\n        storeFile = file(\"release.jks\")\n        storePassword = \"{pw18}\"\n        keyAlias = \"upload\"\n        keyPassword = \"{pw18}\"\n    }}\n}}", pw18)
    pw19 = g.s(L, 4) + '-' + g.s(L, 5) + '-' + g.s(L, 4)
    c('dual_values_wifi_and_admin_zh', f"给保姆阿姨留个字条：WiFi 密码 {pw19}，门口密码锁的密码 {door[::-1]}，有事打我电话 139 1234 5678。", pw19, door[::-1])
    pw20 = g.an(12)
    c('mqtt_iot_python_zh', f"ESP32 连不上 EMQX，MicroPython 代码：\n\nclient = MQTTClient('esp32-kitchen', 'broker.home.lan', user='sensor', password='{pw20}', port=1883)\nclient.connect()", pw20)
    bot2 = g.hx(40)
    c('gitee_token_zh', f"Gitee 的私人令牌 {bot2} 用 API 拉仓库列表返回 401，是不是令牌权限没勾 projects？", bot2)
    wxw = g.uuid()
    c('wecom_webhook_key_zh', f"企业微信群机器人 webhook：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={wxw} ，发 markdown 消息的时候换行怎么写？", wxw)
    ttk = g.hx(40)
    c('gitea_token_announced_zh', "我下一条消息发 Gitea 的 access token，你帮我写 CI 的配置" + M + ttk + M + "仓库地址 https://git.home.lan/lin/notes", ttk)
    srk = g.s(AN, 32)
    c('cosign_key_password_gha', f"GitHub Actions step to sign images fails:\n\n- name: Sign\n  run: cosign sign --key env://COSIGN_PRIVATE_KEY $IMAGE\n  env:\n    COSIGN_PASSWORD: {srk}", srk)
    rbs = g.hx(128)
    c('rails_secret_key_base', f"Rails 7 credentials broken after merge, so I put it in the env temporarily:\n\nSECRET_KEY_BASE={rbs}\nRAILS_ENV=production", rbs)
    djk = g.s(L + D + '!@#$%^&*(-_=+)', 50)
    c('django_secret_key_settings', f"Django warns about security, here's settings.py top:\n\nSECRET_KEY = '{djk}'\nDEBUG = False\nALLOWED_HOSTS = ['shop.example.ie']", djk)
    fek = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    c('encryption_key_csharp_aes_zh', f"C# AES 解密报 Padding is invalid，密钥是这样写死的：\n\nvar key = Convert.FromBase64String(\"{fek}\");\nusing var aes = Aes.Create();\naes.Key = key;", fek)
    return cases, g

# ---------------------------------------------------------------- look-alikes
def build_lookalikes(g, rng):
    sha = g.sha256; uu = g.uuid
    L = [
    "Is 'password123' really that bad if I add an exclamation mark at the end? My bank says it's 'medium strength'.",
    "我想把 WiFi 密码设成 12345678，是不是太简单了？邻居会不会蹭网？",
    "what's a good way to generate strong passwords in Python? something like secrets.token_urlsafe(32)?",
    "In the README template we write API_KEY=your_api_key_here and tell people to replace it. Is there a better convention?",
    "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in their examples — do scanners flag those?",
    "Stripe test mode: I'm paying with 4242 4242 4242 4242, any future date and any CVC, but the webhook never arrives locally.",
    "测试环境用 4111 1111 1111 1111 这张测试卡支付，为什么 Adyen 返回 Refused？",
    "My card ending in ****4821 was charged twice by the airline, how do I dispute it?",
    "银行短信说尾号 6617 的储蓄卡消费 328.00 元，我没买过东西，怎么办？",
    "Here's my public key for the server, can you add it to authorized_keys?\n\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.s(AN + '+/', 43) + " lena@thinkpad",
    f"git log shows commit {g.hx(40)} as the one that broke the build, how do I revert just that commit?",
    f"The download page says SHA256: {sha()} — how do I verify the ISO on Windows?",
    f"我的订单号是 {g.d(19)}，快递一直显示揽收，怎么催？",
    f"Tracking number 1Z{g.s(U + D, 16)} has been stuck in Louisville for four days.",
    f"The request id in the error was {uu()} — should I include that when I contact support?",
    "echo 'aGVsbG8gd29ybGQ=' | base64 -d prints 'hello world', so why does my Java decoder throw?",
    "Our k8s secret is called db-credentials and the key inside is POSTGRES_PASSWORD. How do I mount it as an env var in the Deployment?",
    "在 GitHub Actions 里怎么引用 secrets.NPM_TOKEN？我写成 ${{ secrets.NPM_TOKEN }} 对吗？",
    "My .env.example has:\n\nDATABASE_URL=postgres://user:password@localhost:5432/app\nREDIS_URL=redis://localhost:6379\nSECRET_KEY=changeme\n\nIs it fine to commit this?",
    "The config template says `api_key: <your-token>` — where do I get the token from in the dashboard?",
    "Why does Django store the field as hashed_password and not password? I see pbkdf2_sha256$870000$... in the DB.",
    "bcrypt 的 hash 长这样 $2b$12$ 开头，是不是每次生成都不一样？那登录的时候怎么比较？",
    "Log line: `2026-11-28 09:12:44 INFO auth login ok user_id=48213 token=*** ip=10.0.3.7` — is it okay that we log user_id?",
    "Error: `InvalidClientTokenId: The security token included in the request is invalid.` What does that usually mean with aws cli?",
    "报错 401 Unauthorized: invalid api key，可是我已经在控制台重新生成过 key 了，是不是要等一会儿才生效？",
    "Can you explain the difference between an access token and a refresh token in OAuth 2.0?",
    "JWT 的 header、payload、signature 三部分分别是什么？payload 里能放用户密码吗？",
    "What's the format of a Chinese resident ID number? I read the last digit can be X — why?",
    "How does the IBAN check digit work? I know it's mod 97 but I don't get the letter-to-number step.",
    "I need to rotate our Slack bot token every 90 days. Is there an API for that or do I do it in the app settings?",
    "我的手机号 138 1234 5678 收不到验证码，换成邮箱可以吗？",
    "Call me on +44 20 7946 0958 when you land, I'll pick you up at Terminal 5.",
    "The dev server runs at http://localhost:5173 and the API at http://127.0.0.1:8000/api — CORS blocks requests. How to fix in FastAPI?",
    "We upgraded from 3.11.7 to 3.12.1 and now `pip install` complains about distutils.",
    "升级到 v2.14.3 之后 nginx 报 ssl_certificate 找不到，路径是 /etc/nginx/certs/fullchain.pem。",
    "Invoice INV-2026-00871 from the plumber says due in 14 days; how do I politely ask for 30?",
    "My booking reference is QX7RPL and the flight is LH 2043 on 12 Jan — can I change the seat online?",
    "in the code review someone said `const apiKey = process.env.OPENAI_API_KEY` is fine but `const apiKey = 'sk-...'` is not. why is the first safe?",
    "PIN 码忘了输错三次卡被锁，去银行柜台需要带什么？",
    "The alarm keeps beeping every 30 seconds after a power cut. It's a Texecom panel — how do I silence it without the engineer code?",
    "What's a reasonable length for a door keypad code — 4 or 6 digits?",
    "How do recovery codes for 2FA work? If I use one, is it gone forever?",
    "谷歌验证器和短信验证码哪个更安全？换手机的时候怎么迁移？",
    "My Ledger asks me to 'confirm your recovery phrase' — is that normal or a phishing screen?",
    "Is a 12-word seed phrase less secure than 24 words? How many bits of entropy is each?",
    "Here is my GPG public key block so you can encrypt the file:\n\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZ" + g.s(AN + '+/', 60) + "\n" + g.s(AN + '+/', 40) + "\n-----END PGP PUBLIC KEY BLOCK-----",
    "openssl 生成证书请求：openssl req -new -key server.key -out server.csr，key 文件要不要加密码？",
    "Why does `ssh-keygen -t ed25519 -C \"me@example.com\"` ask for a passphrase, and can I leave it empty?",
    "Our password policy requires 12 characters, one symbol and rotation every 90 days. NIST says rotation is bad — any source I can cite?",
    "我们公司的密码规则是至少 8 位包含大小写字母和数字，像 Abc12345 这种是不是也能通过？",
    "Fill in: Name ______, Card number ____ ____ ____ ____, CVV ___. How do I make this form field accept only digits in HTML?",
    "In Terraform I use `variable \"db_password\" { sensitive = true }` — does that keep it out of the state file?",
    "ansible-vault encrypt_string 'xxx' --name 'db_pass' 的输出能直接放到 group_vars 里吗？",
    "The Helm chart has `existingSecret: \"\"` and `auth.password: \"\"` — which one takes precedence?",
    "What does `Permission denied (publickey)` mean when I do git clone over ssh?",
    "日志里出现 `ERROR: password authentication failed for user \"postgres\"`，但是 pg_hba.conf 里已经改成 trust 了。",
    "Can you write a regex that matches UK postcodes like SW1A 1AA and EC1V 9HX?",
    "我的快递单号 SF" + g.d(12) + " 显示已签收，可是我没收到。",
    "Please summarise this error:\n\nTraceback (most recent call last):\n  File \"app.py\", line 42, in <module>\n    client = Client(api_key=os.environ[\"API_KEY\"])\nKeyError: 'API_KEY'",
    "The uuid column is `id uuid DEFAULT gen_random_uuid()`; example row id " + uu() + ". Should I use UUIDv7 instead?",
    "What's the difference between md5 and sha256? e.g. md5('hello') = 5d41402abc4b2a76b9719d911017c592",
    "My Wi-Fi network name is 'Vodafone-7C21' and it shows 'incorrect password' on my laptop only, the phone connects fine.",
    "WiFi 连上了但是没网，路由器指示灯红色，光猫重启也没用。",
    "How do I tell if an email asking for my 'account verification code' is phishing?",
    "短信说：您的验证码为 XXXXXX，请勿泄露。为什么这条短信里验证码是 X？",
    "Our API keys look like `ak_live_` followed by 32 characters. How should I design the prefix so secret scanners can detect leaks?",
    "GitHub token 的前缀 ghp_、gho_、ghs_ 分别代表什么？",
    "In our Kotlin code we have `val passwordHash = BCrypt.hashpw(password, BCrypt.gensalt())` — is gensalt(10) enough?",
    "Rust: `let token = std::env::var(\"GITHUB_TOKEN\").expect(\"GITHUB_TOKEN not set\");` panics in CI. How do I pass secrets to cargo test?",
    "Go: `os.Getenv(\"DB_PASSWORD\")` returns empty inside docker compose, but `docker compose config` shows the variable. Why?",
    "PHP: password_hash($pwd, PASSWORD_ARGON2ID) vs PASSWORD_BCRYPT — which one should a small shop use?",
    "C#: should I store the connection string in user-secrets (`dotnet user-secrets set \"ConnectionStrings:Default\" ...`) or in Key Vault?",
    "Swift Keychain: `kSecAttrAccessibleWhenUnlocked` vs `AfterFirstUnlock` for a refresh token?",
    "Java: `char[] password` instead of `String password` — is that still recommended?",
    "Ruby: `Rails.application.credentials.dig(:aws, :secret_access_key)` returns nil in production. Master key missing?",
    "SQL: `SELECT id, email, password_hash FROM users WHERE email = $1` — should the API ever return password_hash?",
    "TOML question: in pyproject.toml can I reference an environment variable like `token = \"${PYPI_TOKEN}\"`?",
    "Dockerfile: is `ARG NPM_TOKEN` visible in `docker history`? What's the secret mount syntax instead?",
    "k8s: `kubectl create secret generic app-secrets --from-env-file=.env` — does it base64 the values for me?",
    "GitHub Actions: why is `${{ secrets.AWS_SECRET_ACCESS_KEY }}` empty in workflows from forks?",
    "PowerShell: `Get-Credential` popup vs `Read-Host -AsSecureString` — which works in a scheduled task?",
    "INI file: \n\n[database]\nhost = localhost\nport = 5432\nuser = app\npassword =\n\n — password left empty on purpose for peer auth. Will psycopg accept that?",
    "YAML anchors: can I use `<<: *defaults` to share `timeout: 30` and `retries: 3` across jobs?",
    "JSON config sample from the vendor:\n\n{\n  \"apiKey\": \"YOUR_API_KEY\",\n  \"region\": \"eu\",\n  \"debug\": false\n}\n\nWhere do I put this file?",
    "数据库连接串的格式是 mysql://用户名:密码@主机:端口/库名 吗？用户名里有 @ 要怎么转义？",
    "什么是 AccessKey ID 和 AccessKey Secret？阿里云控制台里 RAM 子账号的 AK 怎么创建？",
    "腾讯云的 SecretId 是 AKID 开头的吗？文档里的示例是 AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE 这种。",
    "微信支付的商户号和 APIv3 密钥有什么区别？哪个可以公开？",
    "钉钉机器人的安全设置有三种：自定义关键词、加签、IP 地址段，哪种最方便？",
    "飞书开放平台 app_id 是 cli_ 开头的，这个需要保密吗？",
    "公众号的 AppID 可以写在前端代码里吗？AppSecret 肯定不行吧？",
    "用 Python 怎么生成一个安全的随机密码？random 模块可以吗？",
    "帮我写一个 .gitignore，把 .env、*.pem、id_rsa 这些都忽略掉。",
    "git 提交记录里不小心上传了密钥，已经在平台上作废了，还需要重写历史吗？",
    "What does 'Your password must not contain your username' mean if my username is just an email?",
    "The error says `Invalid checksum for IBAN DE00 1234 5678 9012 3456 78` — that's the example from our docs, so I guess the validator works?",
    "Our test fixtures use SSN 000-00-0000 and 123-45-6789 — are those guaranteed never to be real?",
    "身份证号码的校验码是怎么算的？我看到有人说 11000019900101001X 是测试用的假号码。",
    "The PIN pad says 'ENTER PIN' and then 'PIN BLOCKED' — is it the card or the terminal?",
    "Can you check this log? `WARN  token expired at 2026-12-01T09:00:00Z (sub=u_58213, jti=" + uu() + ")`",
    "nginx access log: `10.0.0.5 - - [01/Dec/2026:10:22:05 +0000] \"POST /login HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"` — why 302 and not 200?",
    "日志：`[INFO] 2026-11-30 21:03:11 用户 wanglei 登录成功，来源 IP 192.168.1.23，设备 iPhone15,2`，这种日志要保存多久？",
    "Stack trace:\n\njava.sql.SQLException: Access denied for user 'app'@'10.1.2.3' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n\nWhat does 'using password: YES' mean?",
    "What is a TOTP secret and why is it base32 instead of base64?",
    "My landlord sent me the contract number MV-2026-1184 and asked for the deposit reference. Is that the same thing?",
    "Please convert this to base64 for me: 'Meeting moved to Thursday 3pm'.",
    "base64 解码 5L2g5aW95LiW55WM 得到的是“你好世界”吗？",
    "My ticket number with IT is INC0043871. They asked me to reset my password via the self-service portal, link is https://passwordreset.microsoftonline.com — is that legit?",
    "How do I change the 4-digit code on my Yale smart lock? Manual says hold the key button for 3 seconds.",
    "我家门锁是那种指纹+密码的，怎么删除以前的临时密码？",
    "Our Dockerfile has `ENV NODE_ENV=production` and `ENV PORT=3000` — are env vars in images visible to anyone who pulls the image?",
    "I'm writing docs: replace `<CLIENT_SECRET>` with the value from the portal and never commit it. Is that clear enough?",
    "What's the format of a Brazilian CPF? I know it's 11 digits with two check digits.",
    "Ist die Steuer-ID dasselbe wie die Steuernummer? Das Finanzamt fragt nach beidem.",
    "Do Stripe publishable keys (pk_test_...) need to be kept secret? They're in our frontend bundle.",
    "The Cloudflare dashboard shows 'API Token: ••••••••••••' — can I see it again after creating it?",
    "我的银行卡号是 6222 **** **** 1234，这个打码的截图发给客服没问题吧？",
    "What does 'CVV2 mismatch' mean on a declined transaction? I typed 3 digits from the back.",
    "Please explain Luhn: why does 79927398713 pass?",
    "In Python: `hashed_password = pwd_context.hash(password)`. Where do I store the salt?",
    "在 Go 里 `type Config struct { APIKey string `yaml:\"api_key\"` }` 读取的时候怎么做到日志里不打印 APIKey？",
    "TypeScript: `interface Credentials { username: string; password: string }` — should I use a branded type for the password?",
    "SSH host key changed warning: `SHA256:" + g.s(AN + '+/', 43) + "` — how do I verify the new fingerprint?",
    "Can you explain what `sk_test_` and `sk_live_` prefixes mean in Stripe? I only have the test one set up.",
    "帮我写一封邮件给 IT：我的 VPN 密码过期了，请帮忙重置，工号 E20417。",
    "Vault returned `Code: 403. Errors: * permission denied` — which policy should allow `secret/data/payments/*`?",
    "My Wi-Fi password has a space in it; does WPA2 allow that?",
    "短信验证码一直收不到，是不是被手机管家拦截了？",
    "The license dialog says 'Enter your license key (format XXXXX-XXXXX-XXXXX-XXXXX-XXXXX)'. Where can I find it in my account?",
    "Windows 激活提示 0xC004F074，是 KMS 服务器连不上吗？",
    "We use environment variable names like STRIPE_SECRET_KEY, TWILIO_AUTH_TOKEN and SENDGRID_API_KEY. Is there a naming convention?",
    "Our Postgres users: app_rw, app_ro, migrator. Passwords are in 1Password, not in git. How do I rotate them without downtime?",
    "帮我把这段话翻译成英文：请勿在群里发送密码、验证码、身份证号等敏感信息。",
    "Redis says `(error) WRONGPASS invalid username-password pair or user is disabled.` — does ACL user default still exist?",
    "Is a UUID like " + uu() + " guessable enough to be used as a password reset token?",
    "What's the IBAN format for Germany? 22 characters starting with DE, right?",
    "Mi tarjeta terminada en 0932 fue rechazada en el supermercado, ¿qué hago?",
    "Can you help me name variables? I have `secretKey`, `secret_key`, `SECRET_KEY` in three files.",
    "帮我检查一下这个 YAML 格式：\n\nserver:\n  port: 8080\n  ssl:\n    enabled: true\n    key-store: classpath:keystore.p12\n    key-store-password: ${KEYSTORE_PASSWORD}",
    "The curl command from the docs: `curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com/v1/me` — $TOKEN is empty in my shell, how do I set it?",
    "Sentry DSN looks like https://<key>@o0.ingest.sentry.io/<project> in the docs — what's the key part for?",
    "The bank letter says my new card PIN will arrive separately by post. How long does that usually take?",
    "My passport expires in 5 months; can I still travel to Thailand?",
    "护照快过期了，换发新护照之后旧护照上的签证还有效吗？",
    "孩子学校要家长填身份证号，我能只填后四位吗？",
    "What's the phone number format in Japan? Like 03-1234-5678?",
    "Version check: node v20.11.1, npm 10.2.4, pnpm 8.15.4 — which should I upgrade first?",
    "The MAC address is 3C:22:FB:9A:10:7E, how do I whitelist it on the router?",
    f"This is the file hash we compare against in CI: sha1 {g.hx(40)} — is sha1 still okay for that?",
    "我在写一个密码管理器的毕设，主密码用 Argon2 派生密钥，数据用 AES-GCM 加密，这个设计合理吗？",
    "密钥轮换的最佳实践是什么？多久换一次 AK/SK 合适？",
    "docker login 提示 WARNING! Your password will be stored unencrypted in /root/.docker/config.json，怎么用 credential helper？",
    "如果 token 泄露了，应该先吊销还是先改代码？",
    "帮我写一段 Python，把日志里的 `password=xxx` 替换成 `password=***`。",
    "Kubernetes 的 Secret 只是 base64 编码，不是加密，对吗？那 etcd 加密要怎么开？",
    "银行让我设置 6 位数字交易密码，不能是连续数字或者生日，有什么好记又安全的方法？",
    "为什么有的网站密码框不允许粘贴？这样对用密码管理器的人很不友好。",
    "Our SOC flagged `AKIA` strings in a log, but it was just the word in a regex: `/AKIA[0-9A-Z]{16}/`. How do I suppress that finding?",
    "Test card for UnionPay in sandbox is 6250 9460 0000 0016 according to the docs — does it need a real CVN?",
    ]
    return L

# ---------------------------------------------------------------- main
import re, sys, yaml

class _Dumper(yaml.SafeDumper):
    pass

def _str_rep(dumper, v):
    if '\n' in v and not any(l != l.rstrip() for l in v.split('\n')):
        return dumper.represent_scalar('tag:yaml.org,2002:str', v, style='|')
    return dumper.represent_scalar('tag:yaml.org,2002:str', v)

_Dumper.add_representer(str, _str_rep)

def has_cjk(t): return re.search(r'[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]', t) is not None

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else '/work/frozen16/heldout_v16.yaml'
    rng = random.Random(20261216)
    looks = build_lookalikes(G(rng), rng)
    cases, g = build(rng, '\n'.join(looks))
    kinds = [c['kind'] for c in cases]
    if len(kinds) != len(set(kinds)):
        dup = sorted({k for k in kinds if kinds.count(k) > 1}); raise SystemExit('duplicate kinds: %s' % dup)
    for c in cases:
        if not re.fullmatch(r'[a-z0-9]+(_[a-z0-9]+)*', c['kind']): raise SystemExit('bad kind ' + c['kind'])
        if not c['secrets']: raise SystemExit('no secrets: ' + c['kind'])
        seen = []
        for s in c['secrets']:
            if not s or s not in c['text']: raise SystemExit('secret not substring in %s: %r' % (c['kind'], s))
            if s in seen: raise SystemExit('dup secret in ' + c['kind'])
            seen.append(s)
        t = c['text']
        for s in sorted(c['secrets'], key=len, reverse=True): t = t.replace(s, '\0')
        for s in c['secrets']:
            if s in t: raise SystemExit('secret %r also occurs in non-secret context in %s' % (s, c['kind']))
    if len(looks) != len(set(looks)): raise SystemExit('duplicate look-alikes')
    allsec = [s for c in cases for s in c['secrets']]
    for t in looks:
        for s in allsec:
            if s in t: raise SystemExit('look-alike contains secret %r' % s)
    texts = [c['text'] for c in cases]
    if len(texts) != len(set(texts)): raise SystemExit('duplicate case texts')
    data = {'cases': cases, 'lookalikes': looks}
    dumped = yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, default_flow_style=False, width=100000)
    if yaml.safe_load(dumped) != data: raise SystemExit('YAML round-trip differs')
    with open(out, 'w', encoding='utf-8') as f: f.write(dumped)
    with open(out, encoding='utf-8') as f:
        if yaml.safe_load(f.read()) != data: raise SystemExit('YAML file round-trip differs')
    zc = sum(has_cjk(c['text']) for c in cases); zl = sum(has_cjk(t) for t in looks)
    multi = sum('\n---\n' in c['text'] for c in cases); gt1 = sum(len(c['secrets']) > 1 for c in cases)
    print('cases=%d secrets=%d lookalikes=%d zh_cases=%d zh_looks=%d zh_share=%.3f multi=%d gt1=%d' % (
        len(cases), len(allsec), len(looks), zc, zl, (zc + zl) / (len(cases) + len(looks)), multi, gt1))

if __name__ == '__main__':
    main()
