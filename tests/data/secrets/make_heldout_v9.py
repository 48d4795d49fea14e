#!/usr/bin/env python3
"""Generator for the FROZEN held-out set v9 (true-recall redaction).
Written blind (no project code/data/earlier sets read). Fixed seed. All values are fake,
random values of the right shape; Luhn / IBAN mod-97 / Chinese-ID check digits are valid."""
import random, string, base64, json, uuid, yaml

SEED = 20261203
R = random.Random(SEED)
AL = string.ascii_letters + string.digits
D = string.digits
HEX = '0123456789abcdef'
UP = string.ascii_uppercase + string.digits
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
URL = AL + '-_'

def s(n, alpha=AL): return ''.join(R.choice(alpha) for _ in range(n))
def hx(n): return s(n, HEX)
def uid(): return str(uuid.UUID(int=R.getrandbits(128), version=4))
def b64(n_bytes): return base64.b64encode(bytes(R.getrandbits(8) for _ in range(n_bytes))).decode()
def b64u(raw): return base64.urlsafe_b64encode(raw).decode().rstrip('=')

WORDS = ['Marmot','Tangerine','Velvet','Orbit','Pebble','Cobalt','Harbor','Juniper','Falcon','Maple',
         'Quartz','Saffron','Tundra','Willow','Zephyr','Lantern','Nimbus','Paprika','Raven','Sequoia',
         'Otter','Biscuit','Comet','Dune','Ember','Fjord','Glacier','Hazel','Indigo','Kestrel']
SYM = '!#%*-_.+'
def pw(kind=None):
    k = kind if kind is not None else R.randrange(4)
    if k == 0: return f"{R.choice(WORDS)}{R.choice(SYM)}{R.choice(WORDS).lower()}{R.randrange(10,99)}"
    if k == 1: return s(R.randrange(14, 20), AL + '!#%*')
    if k == 2: return f"{R.choice(WORDS)}{R.randrange(1970, 2024)}{R.choice('!#%*')}"
    return f"{R.choice(WORDS).lower()}-{R.choice(WORDS).lower()}-{R.choice(WORDS).lower()}-{R.randrange(1,9)}"
def pw_url():  # safe inside URLs
    return s(R.randrange(14, 22), AL)
def pin(n=4):
    while True:
        p = s(n, D)
        if len(set(p)) > 2: return p

def luhn(prefix, length):
    ds = [int(c) for c in prefix]
    while len(ds) < length - 1: ds.append(R.randrange(10))
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return ''.join(map(str, ds + [(10 - tot % 10) % 10]))
def luhn_ok(num):
    num = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(num)):
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return tot % 10 == 0
def grp4(n): return ' '.join(n[i:i+4] for i in range(0, len(n), 4))

def iban(cc, bban):
    rearr = bban + cc + '00'
    num = ''.join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"
def iban_ok(ib):
    ib = ib.replace(' ', '')
    r = ib[4:] + ib[:4]
    return int(''.join(str(int(c, 36)) for c in r)) % 97 == 1
def iban_fmt(ib): return ' '.join(ib[i:i+4] for i in range(0, len(ib), 4))

W_ID = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
def cn_id(region, birth):
    body = region + birth + s(3, D)
    return body + '10X98765432'[sum(int(a)*b for a, b in zip(body, W_ID)) % 11]
def cn_id_ok(x): return '10X98765432'[sum(int(a)*b for a, b in zip(x[:17], W_ID)) % 11] == x[17]
def ssn():
    while True:
        a = R.randrange(1, 900)
        if a != 666: break
    return f"{a:03d}-{R.randrange(1,100):02d}-{R.randrange(1,10000):04d}"

def jwt(payload, alg='HS256'):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    sig = b64u(bytes(R.getrandbits(8) for _ in range(32 if alg == 'HS256' else 256)))
    return f"{h}.{p}.{sig}"

def pem_lines(prefix, n):
    body = prefix + b64(48 * n)
    return [body[i:i+64] for i in range(0, 64 * n, 64)]

cases = []
def C(kind, text, secrets):
    cases.append({'kind': kind, 'text': text.strip('\n'), 'secrets': list(secrets)})
looks = []
def L(text): looks.append(text.strip('\n'))

# ------------------------------------------------------------------ CASES (English prose / coding help)
k1 = 'sk-proj-' + s(64, URL) + 'T3BlbkFJ' + s(64, URL); p1 = pw_url()
C('env', f"""my app can't reach the db after deploy, here's the .env the container sees:

NODE_ENV=production
PORT=8080
OPENAI_API_KEY={k1}
DATABASE_URL=postgres://app_rw:{p1}@10.0.3.17:5432/orders
LOG_LEVEL=debug

the error is ECONNREFUSED but the IP is right?""", [k1, p1])

p = pw(0)
C('prose_en', f"ugh, I locked myself out of the mac mini again. my pw is {p} but it keeps saying incorrect after the update — is there a way to reset the keychain without losing everything?", [p])

ak = 'AKIA' + s(16, B32); sk = s(40, AL + '/+')
C('ini', f"""boto3 keeps picking the wrong profile. ~/.aws/credentials:

[default]
region = eu-west-1

[work]
aws_access_key_id = {ak}
aws_secret_access_key = {sk}

and I run `AWS_PROFILE=work python sync.py`. what am I missing?""", [sk])

t = 'ghp_' + s(36)
C('cli', f"""why does this return 404 instead of the repo list?

curl -s -H "Authorization: Bearer {t}" -H "Accept: application/vnd.github+json" https://api.github.com/orgs/acme-internal/repos""", [t])

t = 'sk_live_51' + s(96)
C('code', f"""const stripe = require('stripe')('{t}');

app.post('/checkout', async (req, res) => {{
  const session = await stripe.checkout.sessions.create({{ mode: 'payment', line_items: req.body.items }});
  res.json({{ url: session.url }});
}});

Getting "No such price" — is it the key or the price id?""", [t])

hk = s(24)
C('webhook', f"""import requests
SLACK = "https://hooks.slack.com/services/T{s(8, UP)}/B{s(10, UP)}/{hk}"
def notify(msg):
    requests.post(SLACK, json={{"text": msg}}, timeout=5)

this works locally but in lambda it times out, any idea""", [hk])

p = pw_url()
C('log', f"""2026-11-28T09:14:02.331Z ERROR [pool] could not connect: dial tcp: connection string "postgresql://reporting:{p}@pg-replica.internal:5432/analytics?sslmode=require" failed: timeout after 30s
2026-11-28T09:14:02.332Z WARN  retrying in 5s (attempt 3/10)

this keeps looping, replica is up though""", [p])

p = pw(1)
C('cli', f"""$ history | tail -5
  501  cd ~/projects/shop
  502  docker login registry.gitlab.com -u deploy-bot -p '{p}'
  503  docker build -t registry.gitlab.com/acme/shop:latest .
  504  docker push registry.gitlab.com/acme/shop:latest
  505  history | tail -5

the push says denied: access forbidden even though login said Succeeded""", [p])

card = luhn('4', 16); cvv = pin(3); 
C('card', f"""checkout keeps failing on my own store when I test with my real card: {grp4(card)}, exp 09/29, cvv {cvv}. the stripe log says "card_declined: do_not_honor". is that my bank or my integration?""", [card and grp4(card), cvv])

pn = pin(4)
C('pin', f"random question but can I get the banking app to stop asking for the PIN every time? it's {pn} and typing it 20 times a day is annoying. Android 15, Revolut.", [pn])

code = pin(4)
C('pin', f"note for the cleaner instructions I'm writing up: the side gate keypad code is {code}# and the alarm panel is to the left of the door. can you make the instructions sound friendlier?", [code])

otp = s(6, D)
C('otp', f"""Got this SMS: "Your Coinbase verification code is {otp}. Don't share it." but the site says the code is invalid. I typed it within like 10 seconds""", [otp])

seed = s(32, B32)
C('totp', f"""trying to move my 2FA to a new phone, I exported this from the old authenticator:

otpauth://totp/GitHub:dana-k?secret={seed}&issuer=GitHub&algorithm=SHA1&digits=6&period=30

how do I turn that into a QR code with python?""", [seed])

rc = [f"{hx(5)}-{hx(5)}" for _ in range(6)]
C('recovery', "these are my github recovery codes, should I store them in 1password or print them?\n\n" + '\n'.join(rc), rc)

wp = pw(0)
C('wifi', f"can you write a short welcome note for airbnb guests? wifi name is Lakeside-5G and the password is {wp}. checkout at 11, keys in the lockbox.", [wp])

j = jwt({"sub": "user_8841", "role": "admin", "iat": 1764233021, "exp": 1764319421})
C('jwt', f"""backend returns 401 for this token, is it expired?

INFO  auth  incoming request GET /api/admin/users token={j}""", [j])

lines = pem_lines('MIIEowIBAAKCAQEA', 6)
C('pem', "paramiko says 'not a valid RSA private key file' for this, is the format wrong?\n\n-----BEGIN RSA PRIVATE KEY-----\n" + '\n'.join(lines) + "\n...(snip)...\n-----END RSA PRIVATE KEY-----", [lines[2], lines[4]])

lines = pem_lines('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', 4)
C('pem', "-----BEGIN OPENSSH PRIVATE KEY-----\n" + '\n'.join(lines) + "\n\nthat's the start of my deploy key, the CI says 'error in libcrypto' when loading it", [lines[1], lines[3]])

sn = ssn()
C('pii_id', f"I'm automating my W-9 with a python script. My SSN is {sn}, name Daniel R. Ortiz. can you show how to fill the PDF fields with pypdf?", [sn])

pp = str(R.randrange(5, 6)) + s(8, D)
C('pii_id', f"helping me fill the ESTA form — my passport number is {pp}, issued 2021, expires 2031. which field does 'document number' refer to?", [pp])

ib = iban('DE', s(18, D))
C('bank', f"write me a polite reminder email to a client that the invoice is 3 weeks overdue. my details: Lena Hoffmann, IBAN {iban_fmt(ib)}, BIC COBADEFFXXX.", [iban_fmt(ib)])

t = 'npm_' + s(36)
C('npmrc', f"""publishing fails with E401. my ~/.npmrc:

registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={t}
@acme:registry=https://npm.pkg.github.com""", [t])

t = 'pypi-AgEIcHlwaS5vcmc' + s(140, URL)
C('pypirc', f"""twine upload says 403. this is my .pypirc:

[distutils]
index-servers = pypi

[pypi]
username = __token__
password = {t}""", [t])

t = uid()
C('netrc', f"""heroku cli keeps asking me to log in even though ~/.netrc has:

machine api.heroku.com
  login mei.tanaka@fastmail.com
  password {t}
machine git.heroku.com
  login mei.tanaka@fastmail.com
  password {t}""", [t])

u_p = base64.b64encode(f"robotdeploy:{pw_url()}".encode()).decode()
C('docker_auth', f"""~/.docker/config.json on the build box:

{{
  "auths": {{
    "https://index.docker.io/v1/": {{
      "auth": "{u_p}"
    }}
  }}
}}

pulls still hit the anonymous rate limit, why?""", [u_p])

t = 'ghp_' + s(36)
C('url', f"""git push is failing with 'remote: Support for password authentication was removed'. remote is

origin  https://kevinb:{t}@github.com/kevinb/dotfiles.git (push)

I thought a token in the URL was fine?""", [t])

t = 'sk-ant-api03-' + s(93, URL) + 'AA'
C('code', f"""import anthropic
client = anthropic.Anthropic(api_key="{t}")
msg = client.messages.create(model="claude-sonnet-4-5", max_tokens=512, messages=[{{"role":"user","content":"hi"}}])

it throws overloaded_error sometimes, should I retry?""", [t])

t = 'AIza' + s(35, URL)
C('code', f"""<script async src="https://maps.googleapis.com/maps/api/js?key={t}&callback=initMap"></script>

map is grey with "This page can't load Google Maps correctly". billing is on""", [t])

t = 'SG.' + s(22, URL) + '.' + s(43, URL)
C('code', f"""# settings.py
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = "{t}"
EMAIL_PORT = 587

password reset mails never arrive""", [t])

sid = 'AC' + hx(32); tok = hx(32)
C('env', f"""TWILIO_ACCOUNT_SID={sid}
TWILIO_AUTH_TOKEN={tok}
TWILIO_FROM=+14155550123

sms sending returns 20003 Authentication Error""", [tok])

t = s(10, D) + ':AA' + s(33, URL)
C('code', f"""from telegram.ext import Application
app = Application.builder().token("{t}").build()

bot doesn't respond to /start at all""", [t])

dh = s(68, URL)
C('webhook', f"the discord webhook https://discord.com/api/webhooks/{s(19, D)}/{dh} returns 400 when I send an embed, here's my payload: {{\"embeds\":[{{\"title\":\"deploy ok\"}}]}}", [dh])

t = 'hf_' + s(34, string.ascii_letters)
C('cli', f"""(venv) $ huggingface-cli login --token {t} --add-to-git-credential
Token is valid (permission: write).
Cannot authenticate through git-credential as no helper is defined on your machine.

how do I set a helper on ubuntu?""", [t])

ak = b64(64)
C('config', f"""the function app can't read the queue, connection string in local.settings.json is
"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stacmeprod01;AccountKey={ak};EndpointSuffix=core.windows.net\"""", [ak])

kid = hx(40); lines = pem_lines('MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC', 3)
C('json', '{\n  "type": "service_account",\n  "project_id": "acme-analytics-prod",\n  "private_key_id": "' + kid + '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...",\n  "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.com"\n}\n\nthis is the key file, bigquery says invalid_grant', [kid, lines[1], lines[2]])

p = pw_url()
C('yaml', f"""services:
  cache:
    image: redis:7
    command: redis-server --requirepass {p}
  api:
    build: .
    environment:
      REDIS_URL: redis://:{p}@cache:6379/0

api logs NOAUTH Authentication required, but the password is the same in both?""", [p])

p = pw_url()
C('code', f"""mongoose.connect("mongodb+srv://shopadmin:{p}@cluster0.x7kq2.mongodb.net/shop?retryWrites=true&w=majority")
  .then(() => console.log("connected"))

MongooseServerSelectionError: Could not connect to any servers""", [p])

p = pw_url()
C('code', f"""# celeryconfig.py
broker_url = "amqp://worker:{p}@rabbit.internal:5672/prod"
result_backend = "rpc://"

workers connect but tasks stay PENDING forever""", [p])

p = pw(1).replace("'", '')
C('cli', f"""mysql -h 127.0.0.1 -u root -p{p} shop < dump.sql
ERROR 1045 (28000): Access denied for user 'root'@'172.18.0.1' (using password: YES)

i literally just set that password in the compose file""", [p])

raw = pw_url(); enc = base64.b64encode(raw.encode()).decode()
C('yaml', f"""apiVersion: v1
kind: Secret
metadata:
  name: payments-db
type: Opaque
data:
  username: cGF5bWVudHM=
  password: {enc}

pod says CreateContainerConfigError, is the secret wrong?""", [enc])

bu = base64.b64encode(f"ops@acme.io:{pw_url()}".encode()).decode()
C('header', f"""request from postman that works:
GET /rest/api/3/search?jql=project=OPS HTTP/1.1
Host: acme.atlassian.net
Authorization: Basic {bu}
Accept: application/json

how do I write the same in python requests?""", [bu])

sess = s(48, URL); csrf = s(32)
C('cookie', f"""scraping my own dashboard, copied from devtools:

Cookie: _ga=GA1.1.883120045.1761311220; sessionid={sess}; csrftoken={csrf}; theme=dark

requests gets a redirect to /login anyway""", [sess])

p = pw_url()
C('log', f"""Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "billing"
    at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
    at com.acme.billing.Db.connect(Db.java:41)
url=jdbc:postgresql://db-billing.prod:5432/billing?user=billing&password={p}&ssl=true

the password in vault matches, I checked twice""", [p])

ak = 'AKIA' + s(16, B32); sk = s(40, AL + '/+')
C('hcl', f"""provider "aws" {{
  region     = "us-east-2"
  access_key = "{ak}"
  secret_key = "{sk}"
}}

terraform plan says ExpiredToken, but these are not session creds?""", [sk])

p = pw(1)
C('xml', f"""<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>ci-publisher</username>
      <password>{p}</password>
    </server>
  </servers>
</settings>

mvn deploy returns 401 Unauthorized from nexus""", [p])

p = pw(0)
C('properties', f"""spring.datasource.url=jdbc:mysql://db.internal:3306/crm
spring.datasource.username=crm_app
spring.datasource.password={p}
spring.jpa.hibernate.ddl-auto=validate

hikari pool init fails, what's wrong with the url?""", [p])

t = 'cio' + s(32)
C('toml', f"""cargo publish → "the remote server responded with an error: this crate exists but you don't seem to be an owner". ~/.cargo/credentials.toml:

[registry]
token = "{t}\"""", [t])

p = pw(2)
C('ini', f"""~/.my.cnf
[client]
user=analyst
password={p}
host=warehouse.internal

mysqldump still prompts for the password, why is it ignoring the file?""", [p])

t = s(24)
C('announced', f"""I'm going to paste our Vercel token in the next message, use it only for the deploy command you're writing, ok?
---
{t}
---
so the command would be vercel deploy --prod --token ... right?""", [t])

p = pw(3)
C('announced', f"""ok here's the password for the staging admin panel, sending it separately
---
{p}""", [p])

p = pw(0)
C('repeated', f"""the sftp user is 'uploader' and the password is {p}, but filezilla says auth failed
---
I retyped it carefully, {p}, same error. could it be that the server only allows keys?""", [p])

p = pw(1)
C('prose_en', f"the password for the router admin page (192.168.1.1) is {p} — how do I set up port forwarding for my minecraft server on a TP-Link Archer?", [p])

p = pw(2)
C('prose_en', f"I know it's bad practice but I use {p} for basically everything, email included. what's the least painful way to migrate to a password manager?", [p])

p = pw(1)
C('prose_en', f"staging wordpress login is admin / {p} — the site shows a white screen after I updated the theme. where do I look first?", [p])

p = pw(3)
C('prose_en', f"gpg asks for a passphrase when I sign commits in vscode. the passphrase is {p}; can I cache it with gpg-agent for like 8 hours?", [p])

code = pin(6)
C('pin', f"I'm setting up home assistant. our alarm disarm code is {code} — should I put it in secrets.yaml or is there a better way?", [code])

bc = [s(4, D) + ' ' + s(4, D) for _ in range(5)]
C('recovery', "google gave me these backup codes for my account, what's a good place to keep them offline?\n" + '\n'.join(f"{i+1}. {c}" for i, c in enumerate(bc)), bc)

card = luhn('53', 16); cvv = pin(3)
C('card', f"""Can you format this for the corporate card form? Card number {card}
Expiry: 03/28
Security code: {cvv}
Name on card: PRIYA MENON""", [card, cvv])

t = hx(32); t2 = hx(40)
C('yaml', f"""# values.yaml for the datadog helm chart
datadog:
  apiKey: {t}
  appKey: {t2}
  site: datadoghq.eu
  logs:
    enabled: true

the agent pods crashloop with 403 from intake""", [t, t2])

p = pw_url()
C('code', f"""const transporter = nodemailer.createTransport({{
  host: 'smtp.fastmail.com', port: 465, secure: true,
  auth: {{ user: 'noreply@tinkerlabs.dev', pass: '{p}' }}
}});

Error: Invalid login: 535 5.7.0""", [p])

p = pw(1)
C('cli', f"""ldapsearch -x -H ldaps://dc01.corp.local -D "CN=svc-jira,OU=Service,DC=corp,DC=local" -w '{p}' -b "DC=corp,DC=local" "(sAMAccountName=jdoe)"

returns 'Can't contact LDAP server (-1)'""", [p])

p = pw_url()
C('url', f"Kibana works but my script gets 401 from https://elastic:{p}@es.acme-logs.io:9243/_cat/indices — does the python client not read creds from the url?", [p])

t = '00' + s(40, URL)
C('header', f"""okta API call:
curl -H "Authorization: SSWS {t}" https://acme.okta.com/api/v1/users?limit=25
returns an empty array even though we have 300 users""", [t])

t = 'xoxb-' + s(12, D) + '-' + s(13, D) + '-' + s(24)
C('code', f"""from slack_sdk import WebClient
client = WebClient(token="{t}")
client.chat_postMessage(channel="#deploys", text="done")

slack_sdk.errors.SlackApiError: not_in_channel""", [t])

t = 'glpat-' + s(20, URL)
C('cli', f"""git clone https://oauth2:{t}@gitlab.com/acme/infra/terraform-modules.git
fatal: Authentication failed

token has read_repository scope...""", [t])

t = 'dop_v1_' + hx(64)
C('env', f"""# .env.production
DO_TOKEN={t}
SPACES_REGION=fra1
SPACES_BUCKET=acme-assets

doctl works with this token but terraform says 401""", [t])

t = 'shpat_' + hx(32)
C('code', f"""headers = {{"X-Shopify-Access-Token": "{t}", "Content-Type": "application/json"}}
r = requests.get("https://acme-outdoor.myshopify.com/admin/api/2025-01/orders.json", headers=headers)

returns only 50 orders, how to paginate?""", [t])

t = 'gsk_' + s(52)
C('prose_en', f"here's my groq key {t}, can you write a tiny python script that streams a completion from llama-3.3-70b and prints tokens as they arrive?", [t])

t = 'r8_' + s(37)
C('env', f"REPLICATE_API_TOKEN={t}\n\nwhy does replicate.run() hang forever on the flux model?", [t])

t = 'PMAK-' + hx(24) + '-' + hx(34)
C('cli', f"newman run collection.json --env-var \"apiKey={t}\" -r cli\n\nhow do I pass this from github actions secrets instead?", [t])

t = 'lin_api_' + s(40)
C('code', f"""const linear = new LinearClient({{ apiKey: "{t}" }});
const issues = await linear.issues({{ filter: {{ state: {{ name: {{ eq: "Todo" }} }} }} }});

TypeError: issues.nodes is undefined""", [t])

t = 'dapi' + hx(32)
C('cli', f"""databricks configure --token
Databricks Host: https://adb-4417718212440617.17.azuredatabricks.net
Token: {t}

then `databricks clusters list` prints nothing""", [t])

t = 'glsa_' + s(32) + '_' + hx(8)
C('header', f"Authorization: Bearer {t}\n\nthat's what I'm sending to grafana's /api/dashboards/db and it says 'Access denied to save dashboard'", [t])

t = 'dckr_pat_' + s(27, URL)
C('cli', f"""echo "{t}" | docker login -u tinkerlabs --password-stdin
Login Succeeded

but the GH action still can't push. what should the secret be named?""", [t])

p = pw(0)
C('prose_en', f"The master password for our team's KeePass file is {p}. I need a script that opens the .kdbx with pykeepass and lists entries that haven't been changed in a year.", [p])

p = pw(2)
C('prose_en', f"fyi the zip from the vendor is encrypted, they said the password is {p}. unzip says 'unsupported compression method 99' though — how do I open AES zips on linux?", [p])

p = pw(3)
C('prose_en', f"My Apple ID password is {p} and the phone keeps asking for it in a loop after the iOS update. Is this a known bug?", [p])

t = s(40, URL)
C('env', f"CLOUDFLARE_API_TOKEN={t}\nCLOUDFLARE_ZONE_ID={hx(32)}\n\nwrangler deploy says 'Authentication error [code: 10000]'", [t])

j = jwt({"iss": "supabase", "ref": s(20, string.ascii_lowercase), "role": "service_role", "iat": 1741000000, "exp": 2056576000})
C('code', f"""export const supabase = createClient(
  "https://{s(20, string.ascii_lowercase)}.supabase.co",
  "{j}"
)

is it ok to use this in the browser bundle? RLS blocks inserts otherwise""", [j])

lines = pem_lines('MHcCAQEEI', 3)
C('pem', "-----BEGIN EC PRIVATE KEY-----\n" + '\n'.join(lines) + "\n-----END EC PRIVATE KEY-----\n\nthat's the APNs signing key, node says 'error:1E08010C:DECODER routines::unsupported'", [lines[0][9:], lines[1]])

t = 'ATATT3xFfGF0' + s(140, URL) + '=' + hx(8).upper()
C('env', f"JIRA_EMAIL=sam.oyelaran@acme.io\nJIRA_API_TOKEN={t}\n\njira-python gives 'Basic auth with password is not allowed on this instance'", [t])

p = pw(1)
C('prose_en', f"Could you draft a handover note for my replacement? Include: the shared inbox login is support@brightdesk.co with password {p}, the on-call rota is in Confluence, and Friday deploys are frozen.", [p])

# ------------------------------------------------------------------ CASES (Chinese)
p = pw(0)
C('prose_zh', f"我的电脑开机密码是{p}，升级系统之后一直提示密码错误，怎么办？", [p])

p = pw(1)
C('prose_zh', f"后台地址是 http://10.20.1.5:8080/admin ，用 admin / {p} 登录，登录后点哪里能导出用户数据？", [p])

p = pw_url()
C('config', f"""帮我看下这个连接串有什么问题：
spring.datasource.url=jdbc:mysql://rm-bp1x8.mysql.rds.aliyuncs.com:3306/erp?useSSL=false
spring.datasource.username=erp_rw
spring.datasource.password={p}
启动时报 Communications link failure""", [p])

ak = 'LTAI5t' + s(18); sk = s(30)
C('prose_zh', f"""阿里云 OSS 上传一直 403，配置如下：
AccessKey ID: {ak}
AccessKey Secret: {sk}
Bucket: erp-files-hz
是不是 RAM 权限没给？""", [sk])

sid = 'AKID' + s(32); skey = s(32)
C('code', f"""# 腾讯云短信
cred = credential.Credential("{sid}", "{skey}")
client = sms_client.SmsClient(cred, "ap-guangzhou")
报错 AuthFailure.SignatureFailure，请问签名怎么算错了""", [skey])

t = hx(64)
C('webhook', f"钉钉机器人发不出消息，返回 {{\"errcode\":310000,\"errmsg\":\"keywords not in content\"}}，地址是 https://oapi.dingtalk.com/robot/send?access_token={t} ，关键词我设的是“告警”", [t])

h = uid()
C('webhook', f"飞书群机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/{h}\n用 curl 发卡片消息总是提示 params error，帮我写一个正确的 json", [h])

k = uid()
C('webhook', f"企业微信机器人 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={k} ，markdown 消息里的链接点不开是怎么回事？", [k])

appid = 'wx' + hx(16); sec = hx(32)
C('prose_zh', f"小程序登录 code2session 一直返回 40125 invalid appsecret。appid 是 {appid}，AppSecret 是 {sec}，刚在后台重置过。", [sec])

otp = s(6, D)
C('otp', f"收到短信“【招商银行】您的验证码为{otp}，5分钟内有效，请勿泄露。”但是网页上输入后提示验证码错误，是不是要等一会？", [otp])

cid = cn_id('110105', '19910314')
C('pii_id', f"帮我填一下这个租房合同模板，乙方：王海燕，身份证号：{cid}，联系电话留空就行。", [cid])

bank = luhn('622848', 19)
C('bank', f"工资卡换了，新卡号 {bank}，开户行是农业银行杭州西湖支行。帮我写一封邮件通知财务更新一下。", [bank])

wp = pw(0)
C('wifi', f"家里的 WiFi 叫 ChinaNet-8F2A，密码 {wp}，帮我生成一个可以扫码连接的二维码字符串（WIFI:T:WPA;...那种格式）", [wp])

code = pin(6)
C('pin', f"保险柜密码是 {code}，我老是记不住，有没有什么好的记忆方法？别太复杂。", [code])

pp = pin(6)
C('pin', f"支付宝支付密码 {pp} 输错三次被锁了，多久能解锁？", [pp])

t = 'sk-' + hx(32)
C('prose_zh', f"用 DeepSeek 的接口，key 是 {t}，base_url 设成 https://api.deepseek.com ，为什么 openai 库报 404？", [t])

t = 'sk-' + s(48)
C('code', f"""from openai import OpenAI
client = OpenAI(api_key="{t}", base_url="https://api.moonshot.cn/v1")
# 调 kimi 的时候总是超时，怎么设置 timeout？""", [t])

t = hx(32) + '.' + s(16)
C('prose_zh', f"智谱 GLM 的 API Key：{t}，用 zhipuai SDK 调 glm-4 报 401，key 是刚复制的。", [t])

ak = s(24); sk = s(32)
C('prose_zh', f"百度千帆：API Key = {ak}，Secret Key = {sk}，获取 access_token 的时候返回 invalid_client，怎么回事", [sk])

p = pw_url()
C('yaml', f"""spring:
  redis:
    host: 192.168.10.21
    port: 6379
    password: {p}
    database: 3
# 项目启动报 NOAUTH，密码明明配了""", [p])

p = pw(1)
C('prose_zh', f"宝塔面板忘了入口，账号 bt_admin 密码 {p} 还记得，怎么用命令行找回安全入口？", [p])

lines = pem_lines('MIIEpAIBAAKCAQEA', 4)
C('pem', "服务器上的私钥是这样的，ssh 连接提示 invalid format：\n-----BEGIN RSA PRIVATE KEY-----\n" + '\n'.join(lines) + "\n（后面省略）", [lines[1], lines[3]])

p = pw(2)
C('prose_zh', f"公司 VPN 账号是工号 A10382，密码 {p}，Mac 上用 EasyConnect 连不上，一直转圈。", [p])

q = s(16, string.ascii_lowercase)
C('prose_zh', f"QQ邮箱的 SMTP 授权码是 {q}，Python 用 smtplib 发邮件报 (535, b'Login Fail')，端口用的 465。", [q])

p = pw(0)
C('announced', f"""我下一条消息发数据库 root 密码，你帮我拼一下 mysqldump 命令
---
{p}""", [p])

pp = 'E' + s(8, D)
C('pii_id', f"我的护照号是 {pp}，办签证的在线表格里“证件号码”这一栏要不要带字母 E？", [pp])

p = pw(3)
C('repeated', f"""NAS 的管理员密码是 {p}，群晖 DSM 登录不上
---
重置了一下网络设置，用 {p} 还是不行，提示“帐号或密码无效”""", [p])

p = pin(6)
C('pin', f"网银 U盾 密码是 {p}，换了电脑之后插上没反应，需要装什么驱动？", [p])

t = 'ghp_' + s(36)
C('prose_zh', f"git push 需要 token，我生成了一个：{t} ，怎么配置才能不用每次输入？用的是 Windows。", [t])

code = s(6, D)
C('otp', f"淘宝登录要短信验证码，收到的是 {code}，但是页面一直转圈，换浏览器也不行", [code])

cid = cn_id('440304', '19880722')
C('pii_id', f"用 Python 校验身份证号最后一位，我拿自己的 {cid} 测试，能帮我写个函数吗？", [cid])

ib_cn = luhn('621700', 19)
C('card', f"信用卡还款提醒的文案帮我改改。我的卡号 {grp4(ib_cn)}，每月 5 号还款。", [grp4(ib_cn)])

# ------------------------------------------------------------------ CASES (mixed / code / config / logs)
p = pw_url()
C('prose_mixed', f"postgres 的连接串 postgresql://etl_user:{p}@pg-master.prod:5432/dw 在 Airflow 里用 BaseHook.get_connection 取不到，connection id 是 dw_prod", [p])

t = 'sk_live_' + s(99)
C('prose_mixed', f"Stripe 的 live key 是 {t}，webhook 收到 charge.succeeded 之后怎么更新订单状态？", [t])

t = 'whsec_' + s(32)
C('env', f"STRIPE_WEBHOOK_SECRET={t}\nSTRIPE_PUBLISHABLE_KEY=pk_live_{s(99)}\n\nconstructEvent throws 'No signatures found matching the expected signature'", [t])

p = pw_url()
C('log', f"""[2026-12-01 03:00:01] backup.sh: running pg_dump
+ export PGPASSWORD={p}
+ pg_dump -h db.internal -U backup -Fc shop -f /backups/shop-20261201.dump
pg_dump: error: connection to server failed: FATAL: no pg_hba.conf entry""", [p])

t = s(32, string.ascii_lowercase + D)
C('log', f"""Traceback (most recent call last):
  File "/app/ingest.py", line 88, in <module>
    resp = client.post(url, headers={{"X-API-Key": "{t}"}})
  File "/usr/lib/python3.12/site-packages/httpx/_client.py", line 1144, in post
httpx.ConnectTimeout: timed out

the mistral key is fine in curl, only python times out""", [t])

p = pw_url()
C('toml', f"""# config.toml
[database]
url = "mysql://app:{p}@127.0.0.1:3306/forum"
max_connections = 20

[server]
bind = "0.0.0.0:8000"

sqlx::migrate fails with 'Access denied'""", [p])

p = pw_url()
C('config', f"""# /etc/kafka/client.properties
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{s(16, UP)}" password="{p}";

consumer says 'Topic authorization failed'""", [p])

p = pw_url()
C('env', f"""CLICKHOUSE_URL=clickhouse://default:{p}@ch.analytics.internal:9000/events
# 用 clickhouse-driver 连接报 Code: 516""", [p])

p = pw_url()
C('url', f"sqlserver connection in .NET: \"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_admin;Password={p};Encrypt=True;\" — EF core migrations time out", [p])

t = 'AAAA' + s(7, URL) + ':APA91b' + s(134, URL)
C('code', f"""// legacy FCM send
fetch("https://fcm.googleapis.com/fcm/send", {{
  method: "POST",
  headers: {{ "Authorization": "key={t}", "Content-Type": "application/json" }},
  body: JSON.stringify(msg)
}})
returns 404 since last month?""", [t])

t = 'NRAK-' + s(27, UP)
C('cli', f"curl -X POST https://api.newrelic.com/graphql -H 'API-Key: {t}' -d '{{\"query\":\"{{ actor {{ user {{ name }} }} }}\"}}'\n\nwhy is data null", [t])

t = 'pul-' + hx(40)
C('env', f"PULUMI_ACCESS_TOKEN={t}\n\npulumi up in CI says 'invalid access token', same token works on my laptop", [t])

t = s(14) + '.atlasv1.' + s(67)
C('hcl', f"""credentials "app.terraform.io" {{
  token = "{t}"
}}

that's ~/.terraformrc, still 'Required token could not be found'""", [t])

t = 'sntrys_' + s(64, URL)
C('env', f"SENTRY_AUTH_TOKEN={t}\nSENTRY_ORG=acme\nSENTRY_PROJECT=web\n\nsourcemaps upload: 'Invalid org token'", [t])

t = 'EAAA' + s(60, URL)
C('code', f"""client = Client(access_token="{t}", environment="production")
result = client.payments.list()
# square returns UNAUTHORIZED, token copied from developer dashboard""", [t])

t = 'ntn_' + s(46)
C('code', f"""notion = Client(auth="{t}")
db = notion.databases.query(database_id="{hx(32)}")
# object_not_found even though I shared the page with the integration""", [t])

t = 'dp.st.prd.' + s(40)
C('cli', f"doppler run --token {t} -- npm start\nDoppler Error: Invalid Service token", [t])

t = '11' + hx(32)
C('cli', f"""curl -X POST -u admin:{t} https://jenkins.acme.io/job/deploy-api/buildWithParameters?ENV=prod
HTTP/2 403  No valid crumb was included in the request""", [t])

p = pw(1)
C('config', f"""# wpa_supplicant.conf
network={{
    ssid="Workshop-IoT"
    psk="{p}"
    key_mgmt=WPA-PSK
}}
raspberry pi still won't join, dmesg shows 4-way handshake timeout""", [p])

p = pw_url()
C('url', f"mosquitto_sub -L mqtt://sensor-gw:{p}@broker.home.lan:1883/garden/# -v   → Connection Refused: not authorised.", [p])

p = pw(1)
C('yaml', f"""# ansible group_vars/db.yml
postgres_version: 16
postgres_admin_user: dbadmin
postgres_admin_password: "{p}"
# should I move this into ansible-vault? how?""", [p])

t = hx(40)
C('json', '{\n  "name": "deploy-notifier",\n  "apiUrl": "https://api.pagerduty.com",\n  "routingKey": "' + hx(32) + '",\n  "restApiToken": "u+' + t + '"\n}\n\nincidents are created but I can\'t resolve them via REST', ["u+" + t])

p = pw_url()
C('xml', f"""<connectionStrings>
  <add name="Default" connectionString="Data Source=sql01;Initial Catalog=Hr;User Id=hr_app;Password={p};" providerName="System.Data.SqlClient" />
</connectionStrings>
IIS app pool can't open the database""", [p])

t = s(32, D + string.ascii_lowercase)
C('prose_mixed', f"openweathermap appid={t} — my ESP32 gets 401 but the same URL works in the browser, 是不是要等激活？", [t])

p = pw(0)
C('prose_mixed', f"Jenkins 的 credentials 里 ssh 用户是 deploy，密码 {p}，pipeline 里 sshagent 报 'Permission denied (publickey,password)'", [p])

t = 'ya29.' + s(150, URL)
C('log', f"""DEBUG google.auth.transport.requests: Making request: POST https://oauth2.googleapis.com/token
DEBUG urllib3: "GET /drive/v3/files?pageSize=100 HTTP/1.1" 401
DEBUG request headers: {{'authorization': 'Bearer {t}'}}""", [t])

p = pw_url()
C('cli', f"""PGPASSWORD='{p}' psql -h localhost -U postgres -c '\\l'
psql: error: connection to server at "localhost" (::1), port 5432 failed: FATAL: password authentication failed""", [p])

p = pw(2)
C('prose_en', f"new laptop setup checklist, can you turn this into a bash script? 1) install brew 2) clone dotfiles 3) the disk encryption recovery key is on paper, but the FileVault user password is {p} 4) install node lts", [p])

tok = s(40, string.ascii_letters + D)
C('prose_en', f"Cohere keeps rate limiting me. production key: {tok}. Is there a header that tells me how much quota I have left?", [tok])

p = pw(3)
C('prose_en', f"For the family doc: the password to the shared Netflix is {p}, and please remind everyone not to change the profile pics. Can you make this into a fun fridge note?", [p])

code = s(8, D)
C('otp', f"""Microsoft says: "Use this code to verify your identity: {code}". I'm trying to sign in on the work laptop but Authenticator is on my old phone. options?""", [code])

code = pin(4)
C('pin', f"my SIM PIN is {code} and the phone says 'PIN blocked' after I restarted, do I need the PUK now?", [code])

# ------------------------------------------------------------------ LOOK-ALIKES
def sha(): return hx(40)
L(f"can you explain what commit {sha()} changed? git show shows a huge diff in package-lock.json")
L(f"Rebased onto {hx(7)} and now the CI job {R.randrange(1000000,9999999)} fails with 'module not found: @acme/ui'")
L(f"the request id in the error page is {uid()}, does that help figure out which pod served it?")
L(f"trace_id={hx(32)} span_id={hx(16)} level=warn msg=\"slow query\" duration_ms=2381")
L(f"sha256sum says {hx(64)}  ubuntu-24.04.1-live-server-amd64.iso — does that match the official one?")
L(f"""pip install failed:
ERROR: THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE.
    requests==2.32.3 from https://files.pythonhosted.org/packages/... :
        Expected sha256 {hx(64)}
             Got        {hx(64)}""")
L("""const creds = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
};
this is straight from the AWS docs example, why does the SDK v3 want a different shape?""")
L("Stripe test card 4242 4242 4242 4242 with any future date and any CVC works, but 4000 0000 0000 9995 gets declined — that's expected for insufficient_funds, right?")
L("For 3DS testing the docs say use 4000 0027 6000 3184. Our checkout never shows the challenge modal though.")
L("""DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/${DB_NAME}
why does docker compose not substitute these in the env_file?""")
L("""# .env.example
OPENAI_API_KEY=<your-openai-key>
STRIPE_SECRET_KEY=sk_test_your_key_here
SESSION_SECRET=changeme""")
L("""$ sudo apt upgrade
[sudo] password for maria:
Sorry, try again.
[sudo] password for maria:
how do I reset it from recovery mode?""")
L("I forgot my password for the router and there's no reset button visible. Model is a Netgear R7000, what are my options?")
L("""def hash_password(password: str) -> str:
    salt = bcrypt.gensalt(rounds=12)
    return bcrypt.hashpw(password.encode(), salt).decode()

is 12 rounds too slow for a login endpoint?""")
L("Our policy says passwords must be at least 14 characters with no composition rules, per NIST 800-63B. Can you write that as a friendly paragraph for the onboarding doc?")
L(f"Call the supplier at +49 30 {R.randrange(1000000, 9999999)} between 9 and 5 to confirm the shipment of 40 pallets.")
L(f"my order #{R.randrange(100000000, 999999999)} still shows 'label created' after 6 days, UPS tracking 1Z{s(6, UP)}{s(10, D)} — should I contact the seller?")
L(f"version bump: 4.17.21 → 4.18.0, node 20.11.1, pnpm 9.12.3, build {R.randrange(20000, 30000)}")
L(f"base64 of 'hello world' is aGVsbG8gd29ybGQ= and of '{{\"a\":1}}' is eyJhIjoxfQ== — why does my decoder add a newline?")
L(f"""docker images
REPOSITORY        TAG       IMAGE ID       CREATED        SIZE
acme/api          latest    {hx(12)}   2 hours ago    312MB
postgres          16        {hx(12)}   3 weeks ago    432MB""")
L(f"the integrity field in package-lock is sha512-{b64(64)} — can I regenerate it safely?")
L("""apiVersion: v1
kind: Secret
metadata:
  name: app-secrets
stringData:
  DB_PASSWORD: ${DB_PASSWORD}
  API_KEY: "{{ .Values.apiKey }}"
does kustomize expand these placeholders?""")
L("password: # left blank on purpose, read from VAULT_TOKEN at runtime\nis that valid yaml or will it parse as null?")
L("the meeting is on 2026-12-14 at 14:30 CET, room 4.12, budget approved €12,500")
L(f"invoice INV-2026-{R.randrange(1000, 9999)} for $3,480.00 is due 2027-01-15; PO number {R.randrange(4500000000, 4599999999)}")
L(f"Kubernetes says pod api-7d9f8b6c5-{s(5, string.ascii_lowercase + D)} is OOMKilled, limits are 512Mi")
L(f"ETag: \"{hx(32)}\" keeps changing on every request even though the file didn't change, caching is useless")
L(f"git stash list shows stash@{{0}}: WIP on main: {hx(7)} fix login redirect — how do I apply it to another branch?")
L("In the JWT spec the header is base64url-encoded JSON like {\"alg\":\"HS256\"}. Why is it not encrypted? Anyone can read the payload?")
L("how do I generate a secure random token in python? secrets.token_urlsafe(32) or uuid4?")
L("What's a good length for an API key we issue to customers, and should we store only a hash of it like GitHub does?")
L("For the demo seed script, read the admin password from an env var and refuse to start if it is unset. Local sqlite with fake users.")
L("""with open("/etc/passwd") as f:
    for line in f:
        user, _, uid, gid, *_ = line.split(":")
why do all entries have x in the password field?""")
L("mysql -u root -p\nEnter password:\nERROR 2002 (HY000): Can't connect to local MySQL server through socket '/var/run/mysqld/mysqld.sock'")
L("Set `PGPASSWORD` in the environment instead of putting it on the command line, the docs say. How does that interact with ~/.pgpass?")
L("ssh-keygen -t ed25519 -C \"maria@laptop\" printed a fingerprint SHA256:" + b64(32).rstrip('=') + " — where do I paste the public key on GitHub?")
L("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + s(43, AL + '+/') + " dev@workstation\nthis is my public key, which file on the server do I append it to?")
L("The fingerprint of the new host key is ECDSA SHA256:" + b64(32).rstrip('=') + ". Is it safe to accept?")
L("the regex for a 6-digit code is ^\\d{6}$ but it also needs to accept codes with a space in the middle like 123 456")
L("Our support number is 1-800-555-0199 and the fax is 1-800-555-0142; can you format them for the footer?")
L("PIN pad UX question: should the 4-digit PIN entry auto-submit after the last digit or require OK?")
L(f"ISBN 978-0-13-468599-1, printed 2018, page 214 — the code listing there has a bug in the loop bounds")
L(f"the color palette is #1e293b #334155 #64748b #f8fafc, can you suggest an accent colour?")
L("Which IBAN format does Germany use? I know it's 22 characters starting with DE, but what do the parts mean?")
L("The example IBAN in the SEPA docs is GB82 WEST 1234 5698 7654 32 — our validator rejects it, is it really valid?")
L("Write a Luhn check function in Rust and test it with 79927398713 which is the classic valid example.")
L("otp codes expire after 30 seconds in our app but users on slow networks complain. should we accept the previous window too?")
L("remember to rotate the keys every 90 days — how can I automate a reminder in GitHub Actions?")
L("""  - name: Deploy
    env:
      AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
      AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
    run: aws s3 sync dist/ s3://acme-site
the step can't find the secrets in forks, why?""")
L("""[client]
user=analyst
password=
host=warehouse.internal
mysql still prompts — is an empty value different from no line?""")
L("""spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}
spring.datasource.username=${SPRING_DATASOURCE_USERNAME:app}
does the default-value syntax work for both?""")
L("Authorization: Bearer <token>\n\nthat's the format in the API docs; does the space matter if I build it in bash?")
L("curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/user — this prints my user fine, but in cron it's empty")
L(f"the uuid column holds values like {uid()} — should it be uuid type or char(36) in postgres?")
L(f"Mongo ObjectId {hx(24)} — can I extract the creation timestamp from it?")
L(f"The snowflake id 1{s(18, D)} from discord — how do I turn it into a date?")
L(f"""ls -la ~/.ssh
-rw-------  1 me staff  411 Nov  2 id_ed25519
-rw-r--r--  1 me staff   98 Nov  2 id_ed25519.pub
-rw-r--r--  1 me staff 2740 Dec  1 known_hosts
is it normal that known_hosts is so big?""")
L("the sentence 'The quick brown fox jumps over the lazy dog' hashes to 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12 in SHA-1, right? my function outputs something else")
L(f"git log --oneline\n{hx(7)} Merge pull request #{R.randrange(1000, 3000)} from acme/feat/export\n{hx(7)} add csv export\n{hx(7)} bump deps")
L("The API key header is called X-API-Key and we pass it from a secrets manager; none is hardcoded. Could you review this design doc section for clarity?")
L("Sign in with your email and the temporary password we sent you — that's what our onboarding email says. Is 'temporary password' a bad UX pattern?")
L("```\nexport OPENAI_API_KEY=\"sk-...\"\n```\nthat's from the quickstart; do I put it in .zshrc or .zprofile?")
L(f"the CSP nonce in the page is 'nonce-{b64(16)}' — is it supposed to change on every response?")
L(f"My flight is LH{R.randrange(400, 499)}, booking reference is on the app; departure 07:45 gate B42. can you plan the route from the hotel?")
L(f"Tracking number {R.randrange(10**21, 10**22)} from USPS shows 'In transit, arriving late'.")
L("We moved the Wi-Fi password to the guest portal, so the sign by the door just says 'ask reception'. Can you make it look nicer?")
L("What is the default admin password for a fresh Grafana install and how do I force changing it on first login?")
L("Please write unit tests for the function validate_password(pw) that checks length >= 12, not in the breached list, and not equal to the username.")
L("the card on file ends in 4417 and expires next month; can you draft an email asking the customer to update it?")
L("The error says `invalid_grant: Bad Request` when refreshing the token. The refresh token is stored in the DB, encrypted with KMS. Where do I start?")
L(f"crash report: EXC_BAD_ACCESS at 0x{hx(16)}, thread 7, frame #3 libswiftCore.dylib")
L(f"memory address 0x7ffe{hx(8)} keeps appearing in the valgrind output, is that the stack?")
L("How do TOTP authenticators work? I know it's HMAC of a shared secret and a time counter but what's the truncation step?")
L("The recovery codes page in our app shows 10 codes; should users be able to regenerate them without re-entering their password?")
L(f"npm audit shows GHSA-{s(4, 'abcdefghjkmnpqrstuvwxyz23456789')}-{s(4, 'abcdefghjkmnpqrstuvwxyz23456789')}-{s(4, 'abcdefghjkmnpqrstuvwxyz23456789')} for lodash, high severity — is there a fix?")
L(f"CVE-2024-{R.randrange(10000, 50000)} affects our nginx version? we are on 1.24.0")
L("The price changed from $19.99 to $24.99 on 2026-11-01; customers with annual plans keep the old price until renewal.")
L("Sign the zip with the release key fingerprint 3AA5 C343 7123 8E3B 0F2C  9D21 76F1 4B12 0C88 A9D1 — that's our public signing key, published on the website.")
L(f"the Azure subscription id is {uid()} and tenant {uid()}; which one goes in the terraform provider block?")
L("az login --use-device-code opens a page asking for a code — the code changes every time, so I can't automate it, right?")
L("In the docs example `redis://:password@localhost:6379` — is 'password' literally the word or a placeholder?")
L("Use `mongodb://localhost:27017/test` for local dev; production creds come from the secret store. Can you set up the config loader?")
L("```toml\n[tool.poetry.dependencies]\npython = \"^3.12\"\nhttpx = \"^0.27\"\npydantic = \"^2.9\"\n```\nwhy does poetry lock take 10 minutes?")
L("<dependency>\n  <groupId>org.postgresql</groupId>\n  <artifactId>postgresql</artifactId>\n  <version>42.7.4</version>\n</dependency>\nwhich JDK does this need?")
L(f"The Sentry event id is {hx(32)}; the breadcrumb shows the click on 'Pay now' right before the crash.")
L(f"the S3 object key is uploads/2026/11/{uid()}.png and the presigned URL expires after 15 minutes — can I make it 7 days?")
L("The Let's Encrypt cert expires 2027-02-28; certbot renew --dry-run passes, so cron should handle it.")
L("my password manager generated a 24-character one and the bank site says max 16 characters. that's ridiculous, right?")
L("Is it safe to share my public key and the key ID 0x76F14B120C88A9D1 on my website?")
L("Can you explain the old bash.org joke where someone types their password in chat and it shows as asterisks to everyone else? My non-technical friend doesn't get it.")
L("The door code changes monthly and is posted in the staff room; please write a reminder message for the team without the code itself.")
L("Enter the 6-digit code we sent to +1 (415) 555-01xx to continue — what's a good copy for that screen in German?")
L("Our HR system stores SSNs encrypted and only shows the last 4 digits (***-**-6789 style). Is masking like that enough for SOC 2?")
L("XXX-XX-XXXX is the placeholder we show in the form; should it disappear on focus?")
L("the EAN barcode on the box is 4006381333931 — can I look up the product from that?")
L("Error code 0x80070005 when running the installer, access denied — Windows 11.")
L(f"latitude 52.5200, longitude 13.4050, altitude 34 m — convert to UTM please")
L("base64: SGVsbG8sIFdvcmxkIQ== decodes to what? I think it's 'Hello, World!' but my tool shows garbage")
L("the Docker image digest is sha256:" + hx(64) + ", pin it in the Dockerfile?")
L("Let's rename the env var from API_TOKEN to SERVICE_API_TOKEN in all services; list the files we need to touch.")
L("""try:
    conn = psycopg.connect(dsn)
except psycopg.OperationalError as e:
    log.error("db connect failed: %s", redact(str(e)))
is this enough to keep the password out of logs?""")
L("When I run `vault kv get secret/app` it prints the data as a table, how do I get JSON?")
L("The token expired at 2026-12-02T18:00:00Z, and the refresh happened 3 s later — race condition?")
L("Regex to detect AWS keys: (AKIA|ASIA)[A-Z0-9]{16}. Will that also match the docs example key?")
# Chinese look-alikes
L(f"订单号 {R.randrange(10**17, 10**18)} 一直显示待发货，已经三天了，客服电话打不通怎么办？")
L(f"顺丰快递单号 SF{s(13, D)}，显示已签收但我没收到。")
L(f"中通快递单号 {s(14, D)} 卡在转运中心两天了，正常吗？")
L("请帮我写一个注册页面，密码要求至少 8 位，必须包含大小写字母和数字，输入框里显示“请输入密码”。")
L("忘记密码了怎么办？页面上有“找回密码”按钮，但是手机号已经不用了。")
L(f"这个 commit {hx(40)} 引入了一个内存泄漏，帮我看看 diff")
L("公司客服电话 400-820-8820，工作时间周一到周五 9:00-18:00，帮我放到网站底部。")
L("身份证号的第 17 位是顺序码，奇数是男性偶数是女性，对吗？最后一位校验码怎么算？")
L("验证码输入框应该限制 6 位数字，用户粘贴带空格的内容时怎么处理？")
L("配置文件里写 password: ${MYSQL_PASSWORD}，启动时从环境变量读取，这样算安全吗？")
L(f"发票号码 {s(8, D)}，开票日期 2026-11-30，金额 ¥12,800.00，税率 6%。")
L(f"服务器报错 request_id: {uid()}，阿里云工单里需要填这个吗？")
L("我们的 WiFi 密码改成贴在前台了，帮我写一个通知：访客请到前台询问。")
L(f"版本号从 v2.3.17 升级到 v2.4.0 之后，构建号 {R.randrange(1000, 9999)} 一直失败。")
L("银行卡号一般是 16 到 19 位，怎么用正则校验？需要做 Luhn 校验吗？")
L("请把这段话翻译成英文：请勿在聊天中发送您的密码或验证码，工作人员不会向您索取。")
L(f"高铁 G{R.randrange(100, 999)} 次，8 车 12F，明天早上 7:52 发车，帮我规划一下去车站的路线。")
L(f"SHA256 校验值 {hx(64)}，和官网给的对不上，是不是下载坏了？")
L("AccessKey 最好不要写死在代码里，应该用 RAM 角色或者环境变量。帮我改一下这段代码的结构，把读取凭证的逻辑单独抽出来。")
L(f"镜像 ID {hx(12)}，tag 是 latest，怎么删掉所有悬空镜像？")
L(f"手机号 138****{s(4, D)} 已绑定，解绑需要原手机验证码，收不到怎么办？")
L("默认密码 admin/admin 登录后系统会强制修改，这个逻辑用 Spring Security 怎么实现？")
L(f"合同编号 HT-2026-{s(5, D)}，甲方盖章后扫描发我。")
L("示例配置里的 sk-xxxxxxxxxxxxxxxx 是占位符吧？我应该去哪里申请真正的 key？")
L(f"邮政编码 310012，门牌号 文三路 {R.randrange(100, 999)} 号 {R.randrange(1, 30)} 楼，帮我写成英文地址。")
L(f"股票代码 600519，今天收盘价 1,{R.randrange(100, 999)}.00，帮我算一下市盈率。")
L("""def check_password(user, password):
    # 比较哈希值，不要明文比较
    return hmac.compare_digest(user.password_hash, hash_pw(password, user.salt))
这样写可以防时序攻击吗？""")
L(f"Trace ID 是 {hx(32)}，日志里显示 Redis 超时，帮我分析一下。")
L("短信模板：“您的验证码为${code}，5分钟内有效。”审核没通过，说变量格式不对。")
L(f"GitHub Actions 的 run id {R.randrange(10**9, 10**10)} 失败了，报错 'Resource not accessible by integration'。")
L("护照号码的格式是什么？E 开头加 8 位数字吗？表单校验应该怎么写？")
L("把“账号或密码错误”改成不泄露账号是否存在的提示文案，中英文都要。")

# ------------------------------------------------------------------ sanity checks
for c in cases:
    for sec in c['secrets']:
        assert sec in c['text'], (c['kind'], sec)
        if len(sec) < 7 and c['kind'] != 'repeated':
            assert c['text'].count(sec) == 1, (c['kind'], sec, c['text'])
    assert len(set(c['secrets'])) == len(c['secrets'])
for c in cases:
    if c['kind'] in ('card',):
        for sec in c['secrets']:
            if len(sec.replace(' ', '')) >= 15: assert luhn_ok(sec), sec
assert iban_ok(ib)

class LitDumper(yaml.SafeDumper): pass
def str_rep(d, data):
    if '\n' in data:
        return d.represent_scalar('tag:yaml.org,2002:str', data, style='|')
    return d.represent_scalar('tag:yaml.org,2002:str', data)
LitDumper.add_representer(str, str_rep)

nsec = sum(len(c['secrets']) for c in cases)
header = (f"# FROZEN HELD-OUT SET v9 (true-recall redaction). Written blind: on 2026-12-03 by a helper session (an AI assistant)\n"
          f"# from its own knowledge of secrets and look-alikes in real chats with coding assistants; no project code, data or\n"
          f"# earlier test set was read. Values are fake, random, produced by make_heldout_v9.py with seed {SEED} (Luhn, IBAN\n"
          f"# mod-97 and Chinese-ID check digits valid). {len(cases)} cases / {nsec} secrets / {len(looks)} look-alikes.\n"
          f"# Committed before its one run; never tuned on.\n")
body = yaml.dump({'cases': cases, 'lookalikes': looks}, Dumper=LitDumper, allow_unicode=True, sort_keys=False, width=10000)
open('/work/frozen9/heldout_v9.yaml', 'w').write(header + body)
print(len(cases), nsec, len(looks))
