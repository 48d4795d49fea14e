#!/usr/bin/env python3
"""Deterministic generator for tuning set v49 (written blind).
usage: python3 make_tuning_v49.py tuning_v49.yaml
stdlib only; random.Random(4905)."""
import sys, json, random, string, base64, hashlib, uuid, datetime

SEED = 4905
PREFIX = "t49"
R = random.Random(SEED)

UP = string.ascii_uppercase; LO = string.ascii_lowercase; DG = string.digits
AN = UP + LO + DG; HEX = "0123456789abcdef"; B32 = UP + "234567"
URLS = AN + "-_"; B64 = AN + "+/"

def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
def digits(n, first_nonzero=False):
    s = rs(DG, n)
    if first_nonzero and s[0] == "0": s = R.choice("123456789") + s[1:]
    return s

# ---------------- check digit helpers ----------------
def luhn_check(body):
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return str((10 - tot % 10) % 10)
def luhn_ok(num):
    num = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(num)):
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return tot % 10 == 0
def card(prefix, length=16):
    body = prefix + digits(length - 1 - len(prefix))
    return body + luhn_check(body)
def visa(): return card("4" + R.choice("0123456789"))
def mc(): return card(R.choice(["51", "52", "53", "54", "55", str(R.randint(2221, 2720))]))
def amex(): return card(R.choice(["34", "37"]), 15)
def grp4(n): return " ".join(n[i:i+4] for i in range(0, len(n), 4))
def grp_amex(n): return n[:4] + " " + n[4:10] + " " + n[10:]
def cvv(n=3): return digits(n, True)

def _ibannum(s):
    return "".join(str(int(c, 36)) for c in s)
def iban(cc, bban):
    chk = 98 - int(_ibannum(bban + cc + "00")) % 97
    return cc + "%02d" % chk + bban
def iban_ok(x):
    x = x.replace(" ", "")
    return int(_ibannum(x[4:] + x[:4])) % 97 == 1
def igrp(x): return " ".join(x[i:i+4] for i in range(0, len(x), 4))
def de_iban(): return iban("DE", digits(8, True) + digits(10))
def fr_iban():
    bank, branch, acct = digits(5, True), digits(5), digits(11)
    key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
    return iban("FR", bank + branch + acct + "%02d" % key)
def es_iban():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    def dc(s):
        v = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        return {10: 1, 11: 0}.get(v, v)
    bank, branch, acct = digits(4, True), digits(4), digits(10)
    return iban("ES", bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct)
def pl_iban():
    b7 = digits(7, True); w = [3, 9, 7, 1, 3, 9, 7]
    c = (10 - sum(int(a) * b for a, b in zip(b7, w)) % 10) % 10
    return iban("PL", b7 + str(c) + digits(16))
def gb_iban(): return iban("GB", rs(UP, 4) + digits(6) + digits(8))
def nl_iban(): return iban("NL", R.choice(["INGB", "RABO", "ABNA", "SNSB", "TRIO", "BUNQ"]) + digits(10))
def it_iban():
    abi, cab, acct = digits(5), digits(5), digits(12)
    return iban("IT", cin(abi + cab + acct) + abi + cab + acct)
def cin(s):
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    t = 0
    for i, ch in enumerate(s):
        v = int(ch, 36) if ch.isdigit() else ord(ch) - 65
        t += odd[v] if i % 2 == 0 else v
    return chr(65 + t % 26)
def generic_iban(cc, n_digits, lead=""): return iban(cc, lead + digits(n_digits))
def be_iban():
    b = digits(10, True); c = int(b) % 97 or 97
    return iban("BE", b + "%02d" % c)

# national ids
def de_steuerid():
    while True:
        d = R.sample(range(10), 9)
        if d[0] == 0: continue
        dup = R.choice(d[1:])
        lst = d + [dup]
        first = lst[0]; rest = lst[1:]; R.shuffle(rest); lst = [first] + rest
        s = "".join(map(str, lst))
        if s[0] == "0": continue
        prod = 10
        for ch in s:
            sm = (int(ch) + prod) % 10
            if sm == 0: sm = 10
            prod = (sm * 2) % 11
        c = 11 - prod
        if c == 10: c = 0
        return s + str(c)
def fr_nir():
    body = R.choice("12") + "%02d" % R.randint(60, 99) + "%02d" % R.randint(1, 12) + "%02d" % R.randint(1, 95) + digits(3) + digits(3)
    key = 97 - int(body) % 97
    return body, "%02d" % key
def es_dni():
    n = R.randint(10000000, 79999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
def nl_bsn():
    while True:
        d = [R.randint(0, 9) for _ in range(8)]
        if d[0] == 0: continue
        s = sum(a * b for a, b in zip(d, range(9, 1, -1)))
        c = s % 11
        if c < 10: return "".join(map(str, d)) + str(c)
def pl_pesel():
    y = R.randint(1960, 2004); m = R.randint(1, 12); dd = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, mm, dd) + digits(4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)
def se_pnr():
    b = "%02d%02d%02d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + digits(3)
    return b[:6] + "-" + b[6:] + luhn_check(b)
def no_fnr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + digits(3)
        d = list(map(int, b))
        k1 = 11 - sum(a * x for a, x in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        if k1 == 11: k1 = 0
        if k1 == 10: continue
        d.append(k1)
        k2 = 11 - sum(a * x for a, x in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if k2 == 11: k2 = 0
        if k2 == 10: continue
        return b + str(k1) + str(k2)
def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    n = R.randint(2, 899)
    num = int("%02d%02d%02d%03d" % (dd, mm, yy, n))
    return "%02d%02d%02d-%03d%s" % (dd, mm, yy, n, "0123456789ABCDEFHJKLMNPRSTUVWXY"[num % 31])
def dk_cpr(): return "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), digits(4))
def cz_rc():
    while True:
        b = "%02d%02d%02d" % (R.randint(54, 99), R.randint(1, 12) + R.choice([0, 50]), R.randint(1, 28)) + digits(3)
        c = int(b) % 11
        if c == 10: continue
        return b[:6] + "/" + b[6:] + str(c)
def tr_tckn():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10); d.append(sum(d) % 10)
    return "".join(map(str, d))
def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(a * w for a, w in zip(d, range(n, 1, -1)))
        d.append((s * 10 % 11) % 10)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
def cn_id():
    area = R.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
    b = area + "%04d%02d%02d" % (R.randint(1970, 2002), R.randint(1, 12), R.randint(1, 28)) + digits(3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]
def kr_rrn():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + digits(5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)
def il_tz():
    b = digits(8)
    for c in range(10):
        s = b + str(c); t = 0
        for i, ch in enumerate(s):
            v = int(ch) * (1 if i % 2 == 0 else 2)
            t += v - 9 if v > 9 else v
        if t % 10 == 0: return s
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar():
    b = R.choice("23456789") + digits(10)
    s = b + verhoeff_digit(b)
    assert verhoeff_ok(s)
    return s[:4] + " " + s[4:8] + " " + s[8:]
def in_pan(initial): return rs(UP, 3) + "P" + initial + digits(4) + R.choice(UP)
def ro_cnp():
    b = R.choice("12") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 46) + digits(3)
    c = sum(int(a) * w for a, w in zip(b, map(int, "279146358279"))) % 11
    return b + ("1" if c == 10 else str(c))
def gr_afm():
    b = digits(8, True)
    return b + str(sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b)) % 11 % 10)
def hu_adoazon():
    while True:
        b = "8" + "%05d" % R.randint(30000, 50000) + digits(3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(b)) % 11
        if c < 10: return b + str(c)
def ua_rnokpp():
    b = "%05d" % R.randint(22000, 38000) + digits(4)
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    return b + str(sum(int(a) * x for a, x in zip(b, w)) % 11 % 10)
def ru_inn12():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(9)]
    d.append(sum(a * w for a, w in zip(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    d.append(sum(a * w for a, w in zip(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, d))
def ru_inn10():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d.append(sum(a * w for a, w in zip(d, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, d))
def ru_snils():
    b = digits(9, True); s = sum(int(a) * (9 - i) for i, a in enumerate(b))
    if s > 101: s %= 101
    c = 0 if s in (100, 101) else s
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def jp_mynumber():
    b = digits(11, True)
    t = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5
        t += p * q
    r = t % 11
    c = 0 if r <= 1 else 11 - r
    s = b + str(c)
    return s[:4] + " " + s[4:8] + " " + s[8:]
def th_id():
    b = R.choice("1358") + digits(11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(b)) % 11) % 10
    s = b + str(c)
    return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])
def ir_melli():
    b = digits(9, True); s = sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
    return b + str(s if s < 2 else 11 - s)
def it_cf():
    cons = "BCDFGLMNPRSTVZ"
    b = rs(cons, 3) + rs(cons, 3) + "%02d" % R.randint(60, 99) + R.choice("ABCDEHLMPRST") + "%02d" % R.randint(1, 28) + R.choice("FGHLM") + digits(3)
    return b + cin(b)
def us_ssn():
    a = R.randint(101, 665); return "%03d-%02d-%04d" % (a, R.randint(10, 99), R.randint(1000, 9999))
def uk_nino(): return R.choice("ABCEHJKLMNPRSTWXYZ") + R.choice("ABCEHJKLMNPRSTWXYZ") + " " + " ".join(digits(2) for _ in range(3)) + " " + R.choice("ABCD")
def sa_nid(): b = "1" + digits(8); return b + luhn_check(b)
def pt_nif():
    b = R.choice("12") + digits(7)
    s = sum(int(a) * (9 - i) for i, a in enumerate(b)) % 11
    return b + str(0 if s < 2 else 11 - s)
def fr_siren():
    b = digits(8, True); return b + luhn_check(b)
def fr_vat(siren): return "FR%02d%s" % ((12 + 3 * (int(siren) % 97)) % 97, siren)
def de_vat():
    b = digits(8, True); prod = 10
    for ch in b:
        sm = (int(ch) + prod) % 10 or 10
        prod = (sm * 2) % 11
    c = 11 - prod
    return "DE" + b + str(0 if c == 10 else c)
def imei():
    b = R.choice(["35", "86", "01"]) + digits(12); return b + luhn_check(b)

# ---------------- token helpers ----------------
def aws_akid(): return "AKIA" + rs(UP + "234567", 16)
def aws_secret(): return rs(B64, 40)
def ghp(): return "ghp_" + rs(AN, 36)
def gh_fine(): return "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)
def glpat(): return "glpat-" + rs(URLS, 20)
def slack_bot(): return "xoxb-" + digits(11, True) + "-" + digits(13, True) + "-" + rs(AN, 24)
def slack_hook(): return "https://hooks.slack.com/services/T" + rs(UP + DG, 8) + "/B" + rs(UP + DG, 10) + "/" + rs(AN, 24)
def stripe_live(): return "sk_live_" + rs(AN, 99)
def stripe_pk(): return "pk_live_" + rs(AN, 99)
def openai_key(): return "sk-proj-" + rs(URLS, 64) + "T3BlbkFJ" + rs(URLS, 64)
def anthropic_key(): return "sk-ant-api03-" + rs(URLS, 93) + "AA"
def google_key(): return "AIza" + rs(URLS, 35)
def sendgrid(): return "SG." + rs(URLS, 22) + "." + rs(URLS, 43)
def npm_tok(): return "npm_" + rs(AN, 36)
def hf_tok(): return "hf_" + rs(UP + LO, 34)
def tg_bot(): return digits(10, True) + ":AA" + rs(URLS, 33)
def twilio_sid(): return "AC" + rs(HEX, 32)
def twilio_tok(): return rs(HEX, 32)
def do_tok(): return "dop_v1_" + rs(HEX, 64)
def shopify(): return "shpat_" + rs(HEX, 32)
def mailgun(): return "key-" + rs(HEX, 32)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmc" + rs(URLS, 140)
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt(payload):
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(bytes(R.randrange(256) for _ in range(32)))
def pem(kind="RSA PRIVATE KEY", nbytes=1190):
    body = base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()
    lines = [body[i:i+64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)
def openssh_key():
    raw = b"openssh-key-v1\x00" + bytes(R.randrange(256) for _ in range(380))
    body = base64.b64encode(raw).decode()
    lines = [body[i:i+70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
def ssh_pub(): return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
def azure_key(): return base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
def totp_seed(n=32): return rs(B32, n)
def hexs(n): return rs(HEX, n)
def sha256(): return hexs(64)
def gitsha(): return hexs(40)
def uuid4(): return str(uuid.UUID(int=R.getrandbits(128), version=4))
def eth_addr(): return "0x" + rs("0123456789abcdefABCDEF", 40)
def eth_priv(): return "0x" + hexs(64)
def btc_addr(): return "bc1q" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
def sri(): return "sha512-" + base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode()
def mac(): return ":".join(hexs(2) for _ in range(6))
def recovery_codes(n, fmt="x"):
    if fmt == "x": return [rs(LO + DG, 5) + "-" + rs(LO + DG, 5) for _ in range(n)]
    return [digits(4) + " " + digits(4) for _ in range(n)]
def otp(n=6): return digits(n)
WORDS = ("correct horse maple otter velvet cactus lantern pebble rocket walnut tundra falcon meadow copper ginger harbor "
         "violet summit ember quartz nimbus orchid pepper saddle tango willow zephyr bramble cobalt dingo").split()
def pw(kind=None):
    k = kind or R.choice(["words", "mixed", "leet", "rand"])
    if k == "words":
        return R.choice(WORDS).capitalize() + R.choice("-_.!#") + R.choice(WORDS) + digits(R.randint(2, 4)) + R.choice("!?$%&*")
    if k == "mixed":
        return R.choice(WORDS).capitalize() + digits(R.randint(2, 4)) + R.choice("!?$%#@")
    if k == "leet":
        w = R.choice(WORDS); w = w.replace("o", "0").replace("e", "3").replace("a", "@").replace("i", "1")
        return w.capitalize() + R.choice("!#$*") + digits(2)
    return rs(AN + "!#$%&*+-=?@^_", R.randint(14, 22))
BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
       "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
       "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
       "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
       "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
       "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
       "badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty "
       "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital "
       "dad damage damp dance danger daring dash daughter dawn deal debate debris decade december decide decline decorate "
       "eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either elbow elder "
       "fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father "
       "gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius "
       "habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy "
       "ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose improve impulse "
       "jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just "
       "kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know "
       "lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer "
       "machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march "
       "naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest net network "
       "oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay old "
       "pact paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass patch path "
       "rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid rare rate rather raven "
       "sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save "
       "table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent "
       "umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock "
       "vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture venue "
       "wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel "
       "yard year yellow you young youth zebra zero zone zoo").split()
def seed_phrase(n=12): return " ".join(R.choice(BIP) for _ in range(n))

# ---------------- case registry ----------------
CASES = []
def add(slug, lang, text, secrets, looks, note):
    CASES.append({"id": "%s-%03d-%s" % (PREFIX, len(CASES) + 1, slug), "lang": lang, "text": text,
                  "secrets": list(secrets), "lookalikes": list(looks), "note": note})

# =====================================================================
# ENGLISH
# =====================================================================
def english():
    ak, sk, acc_id = aws_akid(), aws_secret(), digits(12, True)
    add("env-aws", "en",
        "Deploy keeps failing with AccessDenied. Here's my .env:\n\nAWS_ACCOUNT_ID=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_DEFAULT_REGION=eu-west-1\n# old example from the docs: AKIAIOSFODNN7EXAMPLE\nS3_BUCKET=acme-build-artifacts" % (acc_id, ak, sk),
        [ak, sk], ["AKIAIOSFODNN7EXAMPLE", "eu-west-1", acc_id], "real AWS pair in .env next to the documented example key id")
    add("aws-doc-example", "en",
        "In the AWS CLI guide they use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in `aws configure`. Do I literally type those to test, or will that break something?",
        [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documented AWS example pair only")
    g, c1 = ghp(), gitsha()
    add("git-remote-pat", "en",
        "git push gives 403. `git remote -v` shows:\norigin  https://dana-k:%s@github.com/dana-k/budget-app.git (fetch)\norigin  https://dana-k:%s@github.com/dana-k/budget-app.git (push)\nlast commit is %s" % (g, g, c1),
        [g], [c1], "PAT inside remote URL, commit sha look-alike")
    shas = [gitsha() for _ in range(3)]; cid = "I" + hexs(40)
    add("git-log", "en",
        "Which of these commits broke the build?\n\ncommit %s\nAuthor: Priya N <priya@corp.example>\n    fix token refresh race\n    Change-Id: %s\n\ncommit %s\n    bump axios to 1.7.2\n\ncommit %s\n    rename SECRET_KEY_BASE loader" % (shas[0], cid, shas[1], shas[2]),
        [], shas + [cid, "SECRET_KEY_BASE"], "git log: hashes, Change-Id and identifiers that mention secrets")
    sl, pk, cus, we = stripe_live(), stripe_pk(), "cus_" + rs(AN, 14), "we_" + rs(AN, 24)
    add("stripe-live-vs-pk", "en",
        "My checkout page loads but charges fail for customer %s. Frontend uses\nconst stripe = Stripe('%s');\nand the server has\nSTRIPE_SECRET_KEY=%s\nwebhook endpoint %s shows no events either. Did I mix them up?" % (cus, pk, sl, we),
        [sl], [pk, cus, we], "secret key vs publishable key (public by design)")
    add("stripe-test-values", "en",
        "Testing in Stripe test mode with card 4242 4242 4242 4242, any future expiry, CVC 123, and the sample key sk_test_4eC39HqLyjWDarjtT1zdp7dc from their docs. Getting 'No such customer'. Why?",
        [], ["4242 4242 4242 4242", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "documented test card and test key")
    v = visa(); cv = cvv()
    add("card-hotel", "en",
        "Can you fill in this hotel booking form for me? Name Tom Reyes, card %s, exp 09/28, security code %s, arriving 14 March, 2 nights, late check-in around 23:00. Their confirmation number was %s." % (grp4(v), cv, (hc_ := "7" + digits(9))),
        [grp4(v), cv], ["14 March", hc_], "own card + CVV in prose")
    a = amex(); ac = cvv(4)
    add("amex-dashes", "en",
        "my amex is %s and the 4 digit code on the front is %s. the airline site keeps saying 'card declined' but the balance is fine. what else could it be" % ("-".join([a[:4], a[4:10], a[10:]]), ac),
        ["-".join([a[:4], a[4:10], a[10:]]), ac], [], "Amex with dashes, 4-digit CID")
    m = mc(); wrong = m[:10] + str((int(m[10]) + 3) % 10) + m[11:]; mcv = cvv()
    add("card-corrected", "en",
        "For the pharmacy order: card %s\n---\nwait no, typo. it's %s, cvv %s" % (grp4(wrong), grp4(m), mcv),
        [grp4(wrong), grp4(m), mcv], [], "card corrected in a second message; the typo version also redacted")
    ok, org = openai_key(), "org-" + rs(AN, 24)
    add("openai-code", "en",
        "```python\nfrom openai import OpenAI\nclient = OpenAI(api_key=\"%s\", organization=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-2024-08-06\", messages=msgs)\n```\nthrows RateLimitError on the first call. Free tier?" % (ok, org),
        [ok], ["gpt-4o-2024-08-06", org], "OpenAI project key in code; model snapshot name")
    an = anthropic_key()
    add("anthropic-export", "en",
        "$ export ANTHROPIC_API_KEY=%s\n$ curl https://api.anthropic.com/v1/messages -H \"x-api-key: $ANTHROPIC_API_KEY\" -H \"anthropic-version: 2023-06-01\" ...\n{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\"}}\n\nwhat am I doing wrong" % an,
        [an], ["$ANTHROPIC_API_KEY", "2023-06-01"], "export of key; env var reference and API version")
    pw1 = pw("rand")
    add("pg-trace", "en",
        "Traceback (most recent call last):\n  File \"/srv/app/db.py\", line 41, in connect\n    engine = create_engine(\"postgresql+psycopg2://app_rw:%s@db-prod-2.internal:5432/ledger\")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  password authentication failed for user \"app_rw\"" % pw1,
        [pw1], ["psycopg2.OperationalError"], "password inside connection string in stack trace")
    pw3 = rs(AN, 24)
    add("compose-redis", "en",
        "services:\n  cache:\n    image: redis:7.2-alpine\n    command: redis-server --requirepass %s\n  web:\n    environment:\n      REDIS_URL: redis://:%s@cache:6379/0\n      DB_PASSWORD: ${DB_PASSWORD}\n\nweb can't connect to cache, says NOAUTH" % (pw3, pw3),
        [pw3], ["redis:7.2-alpine", "${DB_PASSWORD}"], "same redis password twice; variable reference is a look-alike")
    j = jwt({"sub": uuid4(), "iat": 1733400000, "exp": 1733403600, "scope": "orders:write"}); rid = uuid4()
    add("curl-bearer", "en",
        "> GET /v2/orders?limit=50 HTTP/2\n> Authorization: Bearer %s\n< HTTP/2 401\n< x-request-id: %s\n< etag: W/\"%s\"\n\nthe token was issued 5 minutes ago so it shouldn't be expired??" % (j, rid, (et := hexs(32))),
        [j], [rid, et], "bearer JWT in curl -v; request id UUID")
    jio = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    add("jwt-io-example", "en",
        "Explain the three parts of this JWT from the jwt.io homepage: %s . Why is the middle part readable?" % jio,
        [], [jio], "the well-known jwt.io sample token")
    k = pem(); fp = "SHA256:" + base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("=")
    add("rsa-pem", "en",
        "Server rejects my key, fingerprint it shows is %s. Here's the key file, is the format right?\n\n%s" % (fp, k),
        [k], [fp], "full PEM RSA private key; key fingerprint look-alike")
    ok2, pub = openssh_key(), ssh_pub()
    add("openssh-pair", "en",
        "authorized_keys on the box has:\n%s deploy@ci\n\nand the CI secret SSH_KEY is:\n%s\n\nstill Permission denied (publickey)." % (pub, ok2),
        [ok2], [pub], "OpenSSH private key vs public key")
    add("password-policy-talk", "en",
        "Our app sets PASSWORD_MIN_LENGTH = 12 and calls validate_password() before hashing with argon2id. Should we also rotate the API keys every 90 days or is that security theater?",
        [], ["PASSWORD_MIN_LENGTH", "validate_password()"], "talks about passwords and keys, gives none")
    wp = pw("words")
    add("wifi-announced", "en",
        "I'm writing a welcome card for guests. I'll paste the wifi password in the next message, network is 'Hollis_5G'.\n---\n%s\n---\nmake it sound friendly please" % wp,
        [wp], [], "password announced, then sent bare")
    rp, sn, mc_ = pw("leet"), "2237" + digits(9), mac()
    add("router-admin", "en",
        "TP-Link Archer AX55, serial %s, MAC %s. I changed the admin password to %s yesterday and now the app says 'incorrect'. Should I reset it with the pin hole?" % (sn, mc_, rp),
        [rp], ["Archer AX55", sn, mc_], "router password; model, serial, MAC look-alikes")
    o, on = otp(), "W" + digits(9)
    add("sms-code", "en",
        "Bank texted me %s to confirm the transfer but the page timed out. My order number on the furniture site was %s, does that matter?" % (o, on),
        [o], [on], "SMS one-time code; order number look-alike")
    ts = totp_seed()
    add("totp-uri", "en",
        "Can I import this into Aegis manually? The QR decoded to otpauth://totp/Fastmail:me%%40kira.dev?secret=%s&issuer=Fastmail&digits=6&period=30" % ts,
        [ts], [], "TOTP seed in otpauth URI")
    rc = recovery_codes(4)
    add("recovery-codes", "en",
        "GitHub recovery codes, where should I store them safely?\n" + "\n".join(rc),
        rc, [], "2FA recovery codes")
    sp, ea = seed_phrase(12), eth_addr()
    add("seed-phrase", "en",
        "MetaMask won't restore my wallet. Address was %s. The phrase I wrote down: %s. Is one of the words wrong? Derivation path is m/44'/60'/0'/0/0." % (ea, sp),
        [sp], [ea, "m/44'/60'/0'/0/0"], "12-word seed phrase; public address")
    ep, tx = eth_priv(), "0x" + hexs(64)
    add("eth-priv-vs-tx", "en",
        "tx %s is stuck pending. I imported the account into my script with PRIVATE_KEY=%s and want to resend with a higher gas price. It calls the USDC contract at %s." % (tx, ep, (ca := eth_addr())),
        [ep], [tx, ca], "64-hex private key next to 64-hex tx hash")
    ba, txid = btc_addr(), hexs(64)
    add("btc-public", "en",
        "Sent 0.015 BTC to %s, txid %s, 3 confirmations so far. When will the exchange credit it?" % (ba, txid),
        [], [ba, txid, "0.015 BTC"], "public address and txid only")
    mine, land = gb_iban(), gb_iban()
    add("iban-own-vs-landlord", "en",
        "Set up a standing order: from my account %s to my landlord (Harwick Lettings Ltd, company no. %s, IBAN %s), £1,150 on the 1st. Can you draft the reference text?" % (igrp(mine), (chn := "0" + digits(7)), igrp(land)),
        [igrp(mine)], [igrp(land), "£1,150", chn], "own IBAN vs landlord company IBAN")
    acct = digits(10, True)
    add("us-routing-acct", "en",
        "Direct deposit form asks for routing and account. Chase routing 021000021, my checking account %s. Which box is which?" % acct,
        [acct], ["021000021"], "bank routing number is public; own account number")
    ssn, ein = us_ssn(), "%02d-%07d" % (R.randint(10, 88), R.randint(1000000, 9999999))
    add("w9-ssn", "en",
        "Filling a W-9 for a freelance client. My SSN is %s. The client's EIN on their invoice is %s. Which one goes in Part I, and do I get a 1099-NEC from them?" % (ssn, ein),
        [ssn], [ein, "1099-NEC"], "own SSN vs client EIN")
    nino, utr = uk_nino(), digits(10, True)
    add("uk-hmrc", "en",
        "HMRC letter asks me to confirm my details: National Insurance number %s, UTR %s. Their reference is 'SA302' and helpline 0300 200 3310. Is this a scam?" % (nino, utr),
        [nino, utr], ["0300 200 3310"], "NINO and UTR of speaker; public helpline")
    dc = digits(4, True)
    add("airbnb-door", "en",
        "Write a check-in message for my Airbnb guests: keypad code is %s#, check-in from 15:00, parking spot 12B." % dc,
        [dc], ["15:00"], "door keypad code")
    al, sf = digits(6, True), "-".join(str(R.randint(1, 39)) for _ in range(3))
    add("alarm-safe", "en",
        "Note for the house sitter: alarm disarm %s then OFF, the safe in the closet is %s (turn right first). Alarm company is ADT, account holder Martin." % (al, sf),
        [al, sf], [], "alarm code and safe combination")
    lk = "%02d-%02d-%02d" % (R.randint(0, 39), R.randint(0, 39), R.randint(0, 39))
    add("gym-locker", "en",
        "remind me: locker 214 at the gym, combo %s" % lk,
        [lk], ["locker 214"], "locker combination; locker number look-alike")
    pet, maiden = R.choice(["Biscuit", "Pickles", "Mochi", "Rufus"]), R.choice(["Okonkwo", "Haverford", "Lindqvist", "Barrowman"])
    add("security-answers", "en",
        "Bank wants security questions. First pet: %s. Mother's maiden name: %s. Is it bad that these are true answers?" % (pet, maiden),
        [pet, maiden], [], "security question answers")
    pinw = " ".join(R.choice(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]) for _ in range(4))
    add("pin-words", "en",
        "my grandma wants me to write her debit card PIN on a sticky note lol. it's %s. how do I talk her out of it" % pinw,
        [pinw], [], "PIN written in words (grandma's, still a secret)")
    spell = "capital K, lowercase x, seven, dollar sign, lowercase m, capital Q, three, three, exclamation mark"
    add("pw-spelled", "en",
        "Reading my email password over the phone to my son: %s. Is that how you say the symbols?" % spell,
        [spell], [], "password spelled out character by character")
    h1, h2 = R.choice(WORDS).capitalize() + digits(2), "!" + R.choice(WORDS) + R.choice("#$%") + digits(2)
    add("pw-split", "en",
        "ok the VPN password is long, first half: %s\n---\nsecond half: %s\n---\nwhy does it keep rejecting it?" % (h1, h2),
        [h1, h2], [], "password split over two messages")
    add("placeholders", "en",
        "The README says to set API_KEY=<your-api-key-here> and WEBHOOK_SECRET=YOUR_WEBHOOK_SECRET, and the sample curl uses ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX. Where do I actually get those values?",
        [], ["<your-api-key-here>", "YOUR_WEBHOOK_SECRET", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"], "template placeholders")
    add("compose-changeme", "en",
        "The official compose template has POSTGRES_PASSWORD: changeme and a comment '# replace me'. If I leave it for local dev only, is that ok?",
        [], ["changeme"], "template default value, not a real credential")
    kp = pw("rand"); kb = base64.b64encode(kp.encode()).decode(); dg = "sha256:" + sha256()
    add("k8s-secret", "en",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\ntype: Opaque\ndata:\n  username: YmlsbGluZw==\n  password: %s\n---\nimage: ghcr.io/acme/billing@%s\n\nPod says CreateContainerConfigError" % (kb, dg),
        [kb], [dg], "base64-encoded password in k8s Secret; image digest")
    nt, integ = npm_tok(), sri()
    add("npmrc", "en",
        "npm publish 404s. ~/.npmrc:\n//registry.npmjs.org/:_authToken=%s\n\nand package-lock has \"integrity\": \"%s\" for the same version, could that be stale?" % (nt, integ),
        [nt], [integ], "npm token vs integrity hash")
    pt = pypi_tok()
    add("pypirc", "en",
        "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s\n\ntwine says 403 Invalid or non-existent authentication" % pt,
        [pt], ["__token__"], "PyPI token in INI config")
    sh = slack_hook(); run = str(R.randint(4000000000, 9999999999))
    add("slack-webhook-ci", "en",
        "GitHub Actions run %s failed at the notify step:\ncurl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy ok\"}' %s\ncurl: (22) The requested URL returned error: 404" % (run, sh),
        [sh], [run], "Slack incoming webhook URL in CI log")
    sb, ch = slack_bot(), "C0" + rs(UP + DG, 9)
    add("slack-bot", "en",
        "client = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"hi\")\n-> not_in_channel. The bot is in the workspace though, installed by user %s." % (sb, ch, (uid := "U0" + rs(UP + DG, 9))),
        [sb], [ch, uid], "Slack bot token; channel id")
    tg = tg_bot()
    add("telegram-bot", "en",
        "My Telegram bot doesn't answer. I call https://api.telegram.org/bot%s/getUpdates and get an empty result list." % tg,
        [tg], [], "Telegram bot token inside URL")
    gk, cid2 = google_key(), "%s-%s.apps.googleusercontent.com" % (digits(12, True), rs(LO + DG, 32))
    add("google-key", "en",
        "Maps JS shows 'For development purposes only'. Script tag: <script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>. Sign-in uses client id %s, is that related?" % (gk, cid2),
        [gk], [cid2], "Google API key; OAuth client id is public")
    tsid, ttok = twilio_sid(), twilio_tok()
    add("twilio", "en",
        "TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+1 415 555 0132\nSMS never arrives to UK numbers." % (tsid, ttok),
        [ttok], ["+1 415 555 0132"], "Twilio auth token; SID left neutral; 555 number")
    sg = sendgrid()
    add("sendgrid-log", "en",
        "2025-11-02T08:14:55Z ERROR mailer: 401 Unauthorized using key %s (from env SENDGRID_API_KEY)\nhow do I check if the key has Mail Send permission" % sg,
        [sg], ["SENDGRID_API_KEY"], "SendGrid key in log")
    hf = hf_tok()
    add("hf-notebook", "en",
        "from huggingface_hub import login\nlogin(token=\"%s\")\nmodel = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"%s\")\n-> 403 gated repo" % (hf, (rv := gitsha())),
        [hf], ["meta-llama/Llama-3.1-8B-Instruct", rv], "HF token; model id")
    gl, pid = glpat(), str(R.randint(100000000, 999999999))
    add("gitlab-ci", "en",
        "Pipeline #%s: `git clone https://oauth2:%s@gitlab.com/infra/terraform-modules.git` -> HTTP Basic: Access denied" % (pid, gl),
        [gl], [pid], "GitLab PAT in clone URL")
    dt = do_tok()
    add("do-tfvars", "en",
        "terraform.tfvars:\ndo_token   = \"%s\"\nregion     = \"fra1\"\ndroplet_sz = \"s-2vcpu-4gb\"\n\nplan works, apply says 401" % dt,
        [dt], ["s-2vcpu-4gb"], "DigitalOcean token in tfvars")
    az = azure_key()
    add("azure-conn", "en",
        "Function app can't reach blob storage. Setting:\nAzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=stinvoices01;AccountKey=%s;EndpointSuffix=core.windows.net" % az,
        [az], ["core.windows.net", "stinvoices01"], "Azure storage account key")
    sp_, o1, o2 = shopify(), "#" + str(R.randint(1001, 9999)), "#" + str(R.randint(1001, 9999))
    add("shopify", "en",
        "Using X-Shopify-Access-Token: %s to fetch orders %s and %s but fulfillments come back empty." % (sp_, o1, o2),
        [sp_], [o1, o2], "Shopify admin token; shop order numbers")
    iso = sha256()
    add("sha256sum", "en",
        "Downloaded ubuntu-24.04.1-desktop-amd64.iso. sha256sum gives %s. The SHA256SUMS file on the mirror lists a different hash, should I worry?" % iso,
        [], [iso, "ubuntu-24.04.1-desktop-amd64.iso"], "file hash only")
    u1, u2, tr = uuid4(), uuid4(), hexs(32)
    add("uuid-logs", "en",
        "level=warn msg=\"retrying\" job_id=%s tenant=%s trace_id=%s attempt=3\nWhy does it retry forever?" % (u1, u2, tr),
        [], [u1, u2, tr], "UUIDs and trace id")
    add("versions", "en",
        "After upgrading from node 18.19.1 to 22.11.0 and react-native 0.74.5 -> 0.76.3, Gradle 8.10.2 fails with 'Could not resolve com.facebook.react:react-android:0.76.3'.",
        [], ["18.19.1", "22.11.0", "0.74.5", "8.10.2"], "version numbers")
    add("prices-phones", "en",
        "Comcast charged me $89.99 instead of $64.99 for Nov 2025. Their support line is 1-800-934-6489 and my account PIN for phone support is %s. What should I say?" % (dc2 := digits(4, True)),
        [dc2], ["$89.99", "$64.99", "1-800-934-6489"], "account support PIN among prices and phone number")
    im, sn2 = imei(), rs(UP + DG, 10)
    add("imei-warranty", "en",
        "Samsung warranty form wants IMEI %s and serial %s, model SM-S921B. Where do I find the purchase date proof?" % (im, sn2),
        [], [im, sn2, "SM-S921B"], "IMEI passes Luhn but is not a card")
    siren = fr_siren(); vat = fr_vat(siren); dv = de_vat()
    add("invoice-vat", "en",
        "Supplier invoice shows VAT %s (Paris office) and %s for the Berlin entity. Do I need to list both on my reverse-charge invoice?" % (vat, dv),
        [], [vat, dv], "companies' VAT ids with valid check digits")
    mid, grp = rs(UP, 3) + digits(9), digits(6, True)
    npi_b = digits(9, True); npi = npi_b + luhn_check("80840" + npi_b)
    add("health-insurance", "en",
        "Aetna denied my claim. Member ID %s, group number %s (that's my employer's plan). The doctor's NPI on the bill is %s and the denial code is CO-197. How do I appeal?" % (mid, grp, npi),
        [mid], [grp, "CO-197", npi], "own member id; employer group number")
    vp = pw("rand")
    add("vpn-cli", "en",
        "sudo openconnect vpn.corp-example.net --user=j.mills --passwd-on-stdin <<< '%s'\nhangs after 'Got CONNECT response: HTTP/1.1 200 OK'" % vp,
        [vp], [], "password fed on stdin in command")
    mp = pw("mixed")
    add("mysql-p", "en",
        "mysql -h 10.0.4.12 -u root -p%s billing < dump.sql\nERROR 1045 (28000): Access denied for user 'root'@'10.0.4.7'" % mp,
        [mp], ["1045 (28000)"], "mysql -pPASSWORD form")
    ip1, ik = pw("rand"), rs(AN, 32)
    add("ini-config", "en",
        "[database]\nhost = 127.0.0.1\nport = 5432\nuser = reporting\npassword = %s\n\n[geocoder]\napi_key = %s\nversion = 3.2.1\n\nConfigParser throws InterpolationSyntaxError" % (ip1, ik),
        [ip1, ik], ["3.2.1"], "INI with password and api_key")
    jp = pw("leet")
    add("json-config", "en",
        "{\n  \"smtp\": {\n    \"host\": \"smtp.office365.com\",\n    \"port\": 587,\n    \"user\": \"alerts@northwind-demo.com\",\n    \"password\": \"%s\",\n    \"passwordMinLength\": 12\n  }\n}\nsend fails with 535 5.7.3" % jp,
        [jp], ["passwordMinLength", "535 5.7.3"], "JSON config password")
    add("env-lookup-code", "en",
        "secret_key = os.environ[\"SECRET_KEY\"]\napi_token = settings.get(\"API_TOKEN\", None)\nKeyError: 'SECRET_KEY' when running under gunicorn but not in the shell.",
        [], ["os.environ[\"SECRET_KEY\"]", "settings.get(\"API_TOKEN\", None)"], "code that reads secrets, contains none")
    dj = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    add("django-secret", "en",
        "settings.py still has SECRET_KEY = '%s' from startproject and we're in production. How bad is this?" % dj,
        [dj], [], "Django SECRET_KEY (insecure prefix but real)")
    addr1, addr2 = "0x7f" + hexs(10), "0x7f" + hexs(10)
    add("segfault", "en",
        "Segmentation fault at %s in libavcodec.so.61, previous frame %s. Built from ffmpeg 7.1 commit %s." % (addr1, addr2, (cs := hexs(9))),
        [], [addr1, addr2, cs], "memory addresses and short commit")
    nfp = pw("words")
    add("netflix-family", "en",
        "Write a short text to my parents explaining how to log in to Netflix on the new TV. Email is rosa.family@gmail.com and password %s." % nfp,
        [nfp], [], "shared streaming password")
    sim, puk, im2 = digits(4, True), digits(8, True), imei()
    add("sim-puk", "en",
        "Phone locked after wrong SIM PIN. Carrier gave me PUK %s. My new SIM PIN will be %s. IMEI %s and ICCID %s if relevant." % (puk, sim, im2, (icc := (lambda b: b + luhn_check(b))("8944" + digits(15)))),
        [puk, sim], [im2, icc], "SIM PUK and PIN; IMEI")
    bk, bs = rs(AN, 64), rs(AN, 64)
    add("exchange-api", "en",
        "ccxt binance config:\n{'apiKey': '%s', 'secret': '%s', 'options': {'defaultType': 'future'}}\n-> Timestamp for this request is outside of the recvWindow (order %s, BTCUSDT)" % (bk, bs, (bo := digits(11, True))),
        [bk, bs], ["recvWindow", bo], "exchange API key and secret")
    ssn2, ssn3 = us_ssn(), us_ssn()
    add("spouse-ssn", "en",
        "TurboTax question: filing jointly, my SSN %s and my wife's %s. It says her SSN is already used on another return!?" % (ssn2, ssn3),
        [ssn2, ssn3], [], "speaker's and spouse's SSN")
    add("doc-placeholders-2", "en",
        "Slack docs show `xoxb-your-token` and the Twilio quickstart has ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX. My linter flags both as leaked secrets. False positive?",
        [], ["xoxb-your-token", "ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"], "doc placeholders that resemble tokens")
    add("doc-ibans", "en",
        "For the unit tests of my IBAN validator I use DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32 as valid inputs. Are there other well known examples?",
        [], ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32"], "documented IBAN examples")
    own, emp = nl_iban(), nl_iban()
    add("payslip", "en",
        "My payslip shows employer account %s (Vandermolen Logistics BV) and my salary goes to %s. Net €2,874.10. Why is the holiday allowance missing?" % (igrp(emp), igrp(own)),
        [igrp(own)], [igrp(emp), "€2,874.10"], "employer IBAN look-alike vs own IBAN")
    gk2 = google_key()
    add("diff-removed-key", "en",
        "I removed the key in this commit, so we're fine, right?\n\n-const MAPS_KEY = \"%s\";\n+const MAPS_KEY = process.env.MAPS_KEY;" % gk2,
        [gk2], ["process.env.MAPS_KEY"], "key in diff deletion still leaked")
    add("masked-log", "en",
        "Our logger prints password=*** and token=[REDACTED] and card ending in %s. Is that PCI compliant enough?" % (l4 := digits(4, True)),
        [], ["password=***", "token=[REDACTED]", "ending in " + l4], "already masked values, last four")
    wk = rs(AN, 32)
    add("webhook-query", "en",
        "Zapier posts to https://hooks.myshop-tools.io/ingest?api_key=%s&source=zapier but half the events are missing." % wk,
        [wk], [], "API key as query parameter")
    pp, pnr = R.choice(UP) + digits(8), rs(UP + DG, 6)
    add("passport-booking", "en",
        "Airline wants API details for booking ref %s: passport number %s, expiry 2031-04-17, nationality GBR. Flight BA 0287, e-ticket 125-%s." % (pnr, pp, (etk := digits(10, True))),
        [pp], [pnr, "BA 0287", "125-" + etk], "own passport number; booking reference")
    dl = R.choice(UP) + digits(3) + "-" + digits(4) + "-" + digits(4)
    add("drivers-license", "en",
        "The rental counter needs my driver's license number before pickup: %s (Illinois). Can you put it in the online check-in form text?" % dl,
        [dl], [], "driver's license number")
    rt = rs(URLS, 43)
    add("reset-link", "en",
        "This password reset link says invalid: https://accounts.brightbank.co.uk/reset?uid=88412&token=%s . Should I request a new one?" % rt,
        [rt], [], "reset token in link")
    add("masked-key-dashboard", "en",
        "Dashboard shows my key only as sk-proj-...Jk2Q and the older one as sk-...a9Fz. Can I recover the full key from that?",
        [], ["sk-proj-...Jk2Q", "sk-...a9Fz"], "already truncated keys")
    o1_, o2_ = otp(), otp()
    add("otp-corrected", "en",
        "the code is %s\n---\nsorry that expired, new one %s" % (o1_, o2_),
        [o1_, o2_], [], "two OTPs across messages")
    ap = rs(LO, 4) + "-" + rs(LO, 4) + "-" + rs(LO, 4) + "-" + rs(LO, 4)
    add("app-password", "en",
        "Thunderbird needs an app password for Gmail. Google gave me '%s'. Do I type the spaces? (it showed them as dashes here)" % ap,
        [ap], [], "Google-style app password")
    key_ev = pw("rand")
    add("announce-then-secret-yaml", "en",
        "I'm going to paste our staging config, don't judge.\n---\nstaging:\n  db:\n    user: svc_reports\n    password: \"%s\"\n  feature_flags:\n    new_checkout: true\n  release: \"2025.11.3\"" % key_ev,
        [key_ev], ["2025.11.3"], "YAML password, quoted")
    add("ask-how-store", "en",
        "What's the safest way to store my seed phrase and 2FA backup codes? I have a Ledger Nano X, firmware 2.2.3, and a YubiKey 5C NFC.",
        [], ["Ledger Nano X", "2.2.3", "YubiKey 5C NFC"], "mentions secrets, gives none")
    add("wifi-sticker", "en",
        "Sticker on the router says default WiFi key '%s' and admin pass on the same sticker. Model FRITZ!Box 7590 AX. Should I change the default?" % (dk := digits(20, True)),
        [dk], ["FRITZ!Box 7590 AX"], "device default WiFi key (still the live key)")
    gc, gpin = "-".join([rs(UP + DG, 4), rs(UP + DG, 6), rs(UP + DG, 4)]), digits(4, True)
    add("giftcard", "en",
        "Got a $50 gift card for my birthday, claim code %s. The store version also has a PIN %s under the scratch strip. Amazon order 112-%s-%s failed when I applied it, why?" % (gc, gpin, (g1 := digits(7)), (g2 := digits(7))),
        [gc, gpin], ["$50", "112-%s-%s" % (g1, g2)], "gift card claim code + PIN (bearer value); order id")
    sak, ssk = "ASIA" + rs(UP + "234567", 16), aws_secret()
    stok = "IQoJb3JpZ2luX2VjE" + rs(B64, 300) + "=="
    arn = "arn:aws:iam::%s:role/ci-deploy" % digits(12, True)
    add("aws-session", "en",
        "sts assume-role worked, got this back:\n{\n  \"Credentials\": {\n    \"AccessKeyId\": \"%s\",\n    \"SecretAccessKey\": \"%s\",\n    \"SessionToken\": \"%s\",\n    \"Expiration\": \"2025-12-05T21:14:09Z\"\n  },\n  \"AssumedRoleUser\": {\"Arn\": \"%s/gh-actions\"}\n}\nbut s3 cp still says AccessDenied. The docs example uses arn:aws:iam::123456789012:role/S3Access." % (sak, ssk, stok, arn),
        [sak, ssk, stok], [arn, "arn:aws:iam::123456789012:role/S3Access"], "temporary STS credentials; role ARNs")
    ghs_, sha_, key_ = "ghs_" + rs(AN, 36), gitsha(), "Linux-node-" + sha256()
    add("ci-log-ghs", "en",
        "Run actions/cache@v4\nCache restored from key: %s\nGITHUB_SHA=%s\n+ git config http.extraheader \"AUTHORIZATION: basic %s\"\nfatal: could not read Username for 'https://github.com'" % (key_, sha_, base64.b64encode(("x-access-token:" + ghs_).encode()).decode()),
        [base64.b64encode(("x-access-token:" + ghs_).encode()).decode()], [key_, sha_, "actions/cache@v4"], "installation token hidden in base64 basic auth; cache key and sha")
    return

# company / third-party identifiers (look-alikes with valid check digits)
def jp_corp():
    b = digits(12, True)
    t = sum(int(b[12 - n]) * (1 if n % 2 else 2) for n in range(1, 13))
    return str(9 - t % 9) + b
def kr_brn():
    b = digits(9, True); w = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    s = sum(int(a) * x for a, x in zip(b, w)) + (int(b[8]) * 5) // 10
    x = b + str((10 - s % 10) % 10)
    return x[:3] + "-" + x[3:5] + "-" + x[5:]
def es_cif():
    b = digits(7, True); s = 0
    for i, ch in enumerate(b):
        d = int(ch)
        if i % 2 == 0:
            d *= 2; d = d // 10 + d % 10
        s += d
    return "B" + b + str((10 - s % 10) % 10)
def br_cnpj():
    d = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(a * b for a, b in zip(d, w)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d))
    return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])
def it_piva(): b = digits(10, True); return b + luhn_check(b)
def pl_nip():
    while True:
        b = digits(9, True); c = sum(int(a) * w for a, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10:
            s = b + str(c); return "%s-%s-%s-%s" % (s[:3], s[3:6], s[6:8], s[8:])
def ua_edrpou(): return digits(8, True)
def in_gstin(pan):
    al = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    b = "%02d" % R.randint(1, 37) + pan + "1Z"; s = 0
    for i, ch in enumerate(b):
        p = al.index(ch) * (1 if i % 2 == 0 else 2); s += p // 36 + p % 36
    return b + al[(36 - s % 36) % 36]
def se_orgnr(): b = "55" + digits(7); return b[:6] + "-" + b[6:] + luhn_check(b)
def dk_cvr():
    while True:
        b = digits(7, True); s = sum(int(a) * w for a, w in zip(b, [2, 7, 6, 5, 4, 3, 2]))
        c = (11 - s % 11) % 11
        if c < 10: return b + str(c)
def no_orgnr():
    while True:
        b = R.choice("89") + digits(7); s = sum(int(a) * w for a, w in zip(b, [3, 2, 7, 6, 5, 4, 3, 2]))
        c = (11 - s % 11) % 11
        if c < 10: return b[:3] + " " + b[3:6] + " " + b[6:] + str(c)
def fi_ytunnus():
    while True:
        b = digits(7, True); r = sum(int(a) * w for a, w in zip(b, [7, 9, 10, 5, 8, 4, 2])) % 11
        if r == 1: continue
        return b + "-" + str(0 if r == 0 else 11 - r)
def cz_ico():
    b = digits(7); s = sum(int(a) * w for a, w in zip(b, [8, 7, 6, 5, 4, 3, 2]))
    return b + str((11 - s % 11) % 10)
def hu_taj():
    b = digits(8, True); c = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b)) % 10
    s = b + str(c); return s[:3] + " " + s[3:6] + " " + s[6:]
def ro_cui():
    b = digits(8, True); k = "753217532"
    c = sum(int(a) * int(w) for a, w in zip(b.rjust(9, "0"), k)) * 10 % 11
    return b + str(0 if c == 10 else c)
def gr_amka():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + digits(4)
    return b + luhn_check(b)
def th_tax_corp():
    b = "0" + R.choice("15") + digits(10)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(b)) % 11) % 10
    return b + str(c)
def fr_siret(siren):
    while True:
        b = siren + digits(4)
        s = b + luhn_check(b)
        return s
def sa_iban(): return iban("SA", digits(2, True) + digits(18))
def ua_iban(): return iban("UA", "3" + digits(5) + "0" * 5 + digits(14))
def tr_iban(): return iban("TR", digits(5, True) + "0" + digits(16))
def ir_iban(): return iban("IR", "0" + digits(2, True) + digits(19))
def il_iban(): return iban("IL", digits(3, True) + digits(3) + digits(13))
def ro_iban(): return iban("RO", R.choice(["BTRL", "BRDE", "RNCB", "INGB"]) + rs(UP + DG, 16))
def se_iban(): return iban("SE", digits(3, True) + digits(17))
def cz_iban(): return iban("CZ", "0800" + digits(16))
def hu_iban(): return iban("HU", digits(24, True))
def gr_iban(): return iban("GR", digits(7, True) + rs(UP + DG, 16))
def no_iban():
    while True:
        b = digits(10, True); c = 11 - sum(int(a) * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if c == 11: c = 0
        if c < 10: return iban("NO", b + str(c))
def fi_iban(): b = digits(13, True); return iban("FI", b + luhn_check(b))
def dk_iban(): return iban("DK", digits(14, True))
def pt_iban():
    b = "00" + digits(2, True) + digits(15)
    return iban("PT", b + "%02d" % (98 - int(b) * 100 % 97))
def ae_iban(): return iban("AE", digits(19, True))

# =====================================================================
# OTHER LANGUAGES
# =====================================================================
def others():
    # ---- zh ----
    ai, asec = "LTAI5t" + rs(AN, 18), rs(AN, 30)
    add("zh-aliyun", "zh",
        "帮我看看为什么 OSS 上传一直报 SignatureDoesNotMatch：\naccess_key_id: %s\naccess_key_secret: %s\nendpoint: oss-cn-hangzhou.aliyuncs.com\nbucket: shop-img-prod\n报错里的 RequestId: %s" % (ai, asec, (rqi := uuid4().upper())),
        [ai, asec], ["oss-cn-hangzhou.aliyuncs.com", rqi], "阿里云 AccessKey pair in YAML")
    cid, ordn = cn_id(), "E" + digits(9)
    add("zh-12306", "zh",
        "帮我妈妈在12306上买票，她的身份证号是%s，车次G1375，订单号%s，可是一直提示“身份信息待核验”，怎么办？" % (cid, ordn),
        [cid], [ordn, "G1375"], "mother's resident ID (valid check char); order number")
    mch, tno = "1" + digits(9), "4200" + digits(24)
    add("zh-wxpay", "zh",
        "微信支付回调验签失败。商户号 %s，交易单号 %s，金额 ¥128.00。日志里 sign_type 是 HMAC-SHA256，是不是我参数排序错了？" % (mch, tno),
        [], [mch, tno, "¥128.00", "HMAC-SHA256"], "merchant id, transaction id, amount: no secret")
    up, vc = card("62" + R.choice(["2", "1"]), 19), otp()
    add("zh-unionpay", "zh",
        "我在网上绑卡，银行卡号 %s，手机收到的验证码是 %s，但是页面说“验证码错误”。是不是要重新获取？" % (up, vc),
        [up, vc], [], "19-digit UnionPay card and SMS code")
    # ---- ja ----
    mn, corp = jp_mynumber(), jp_corp()
    add("ja-mynumber", "ja",
        "年末調整の書類を書いています。私のマイナンバーは %s です。会社の法人番号 %s はどの欄に書けばいいですか？" % (mn, corp),
        [mn], [corp], "own My Number vs company corporate number (both valid check digits)")
    dpw = pw("mixed")
    add("ja-docker", "ja",
        "このコマンドでコンテナが起動しません。\ndocker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16.4\nログには「initdb: error」としか出ません。コンテナIDは %s です。" % (dpw, (jcid := hexs(12))),
        [dpw], ["postgres:16.4", jcid], "password in docker run -e")
    bx, trk = digits(4, True), "%s-%s-%s" % (digits(4), digits(4), digits(4))
    add("ja-takuhai", "ja",
        "宅配ボックスの暗証番号は%sにしておいたので、夫に伝えるメッセージを丁寧に書いてください。ヤマトの追跡番号は%sです。" % (bx, trk),
        [bx], [trk], "parcel box code; tracking number")
    # ---- ko ----
    rrn, brn = kr_rrn(), kr_brn()
    add("ko-yeonmal", "ko",
        "연말정산 때문에 물어볼게요. 제 주민등록번호는 %s 이고, 회사 사업자등록번호는 %s 예요. 의료비 공제는 어디에 넣나요?" % (rrn, brn),
        [rrn], [brn], "RRN vs company business registration number")
    door = digits(4, True)
    add("ko-door", "ko",
        "친구가 우리 집에 놀러 오는데 공동현관 비밀번호는 *%s# 이고 우리 집은 1203호야. 친구한테 보낼 안내 문자 좀 써줘." % door,
        [door], ["1203호"], "building entrance code")
    kk, app = hexs(32), digits(6, True)
    add("ko-kakao", "ko",
        "카카오 로그인 연동 중인데 KOE101 에러가 나요.\nREST API 키: %s\n앱 ID: %s\nRedirect URI는 http://localhost:3000/oauth 로 등록했어요." % (kk, app),
        [kk], [app, "KOE101"], "Kakao REST API key; app id")
    # ---- de ----
    sid, stnr, ust = de_steuerid(), "%02d/%03d/%05d" % (R.randint(10, 99), R.randint(100, 999), R.randint(10000, 99999)), de_vat()
    add("de-steuer", "de",
        "Ich mache gerade meine Steuererklärung in ELSTER. Meine Steuer-ID ist %s, Steuernummer %s. Auf der Rechnung vom Handwerker steht USt-IdNr. %s – muss ich die irgendwo angeben?" % (sid, stnr, ust),
        [sid, stnr], [ust], "own Steuer-ID (valid) and Steuernummer vs craftsman's VAT id")
    mi, vi = de_iban(), de_iban()
    add("de-miete", "de",
        "Kannst du mir einen Dauerauftrag formulieren? Von meinem Konto %s an die Hausverwaltung Brenner GmbH, IBAN %s, 980,00 € monatlich, Verwendungszweck „Miete Whg. 4 links“." % (igrp(mi), igrp(vi)),
        [igrp(mi)], [igrp(vi), "980,00 €"], "own IBAN vs property manager IBAN")
    wk, fsn = digits(20, True), digits(4) + "." + digits(3) + "." + digits(2) + "." + digits(3) + "." + digits(3)
    add("de-fritzbox", "de",
        "Hab den WLAN-Schlüssel geändert auf %s und jetzt verbindet sich der Drucker nicht mehr. FRITZ!Box 7530, Seriennummer %s, FRITZ!OS 7.57." % (wk, fsn),
        [wk], [fsn, "7.57"], "WLAN key; device serial and firmware version")
    tan, auf = digits(6, True), digits(10, True)
    add("de-pushtan", "de",
        "Die Sparkasse-App zeigt mir die TAN %s für die Überweisung, Auftragsnummer %s. Ist das normal, dass die TAN nicht in der pushTAN-App kommt, sondern per SMS?" % (tan, auf),
        [tan], [auf], "TAN vs order number")
    add("de-testdaten", "de",
        "Für unsere Testumgebung nehmen wir die IBAN DE89 3704 0044 0532 0130 00 und die Kreditkarte 4111 1111 1111 1111. Dürfen solche Beispieldaten ins Git-Repo?",
        [], ["DE89 3704 0044 0532 0130 00", "4111 1111 1111 1111"], "documented test IBAN and card")
    # ---- fr ----
    nir, key = fr_nir(); siren = fr_siren(); siret = fr_siret(siren)
    nir_s = "%s %s %s %s %s %s %s" % (nir[0], nir[1:3], nir[3:5], nir[5:7], nir[7:10], nir[10:13], key)
    add("fr-secu", "fr",
        "Je remplis le formulaire de la CPAM pour mon arrêt maladie. Mon numéro de sécu : %s. Le SIRET de mon employeur est %s, il faut le mettre où ?" % (nir_s, siret),
        [nir_s], [siret], "NIR with valid key vs employer SIRET")
    fi_, ref = fr_iban(), digits(10, True)
    add("fr-rib", "fr",
        "EDF me demande un nouveau RIB pour le prélèvement. Mon IBAN c'est %s. Ma référence client EDF : %s. Tu peux me rédiger le mail ?" % (igrp(fi_), ref),
        [igrp(fi_)], [ref], "own IBAN with valid RIB key; utility customer ref")
    dig, alm = rs("AB", 1) + digits(4), digits(4, True)
    add("fr-digicode", "fr",
        "Pour la baby-sitter ce soir : digicode %s, 3e étage porte gauche, et si l'alarme sonne le code c'est %s. Tu peux faire un petit message clair ?" % (dig, alm),
        [dig, alm], [], "door code and alarm code")
    mk = rs(AN, 32)
    add("fr-mistral", "fr",
        "J'ai une erreur 401 avec l'API :\nMISTRAL_API_KEY=%s\nmodel=mistral-large-2411\nPourtant la clé a été créée il y a dix minutes. request_id : %s" % (mk, (mrq := hexs(32))),
        [mk], ["mistral-large-2411", mrq], "API key 32 alnum without prefix")
    # ---- es ----
    dni, esi, cif = es_dni(), es_iban(), es_cif()
    add("es-hacienda", "es",
        "Estoy con la declaración de la renta. Mi DNI es %s y la devolución quiero que vaya a %s. La empresa donde trabajo tiene CIF %s, ¿lo tengo que poner?" % (dni, igrp(esi), cif),
        [dni, igrp(esi)], [cif], "DNI with letter, own IBAN (valid DC) vs company CIF")
    bz, ped = otp(), digits(3) + "-" + digits(7)
    add("es-bizum", "es",
        "Me ha llegado un SMS con el código %s para confirmar un Bizum de 45 €. El pedido de Wallapop es %s. ¿Lo introduzco o es una estafa?" % (bz, ped),
        [bz], [ped, "45 €"], "Bizum code; order id")
    r1, r2 = rs(UP + DG, 6), rs(UP + DG, 6)
    add("es-router-split", "es",
        "La contraseña del wifi de Movistar es muy larga, te la paso en dos partes: %s\n---\ny la segunda parte: %s\n---\n¿cómo la cambio por una más fácil?" % (r1, r2),
        [r1, r2], [], "wifi password split")
    add("es-negative", "es",
        "Llamé al 900 123 123 por el pedido 4051-88213 y me dijeron que el reembolso de 39,90 € tarda 14 días. El número de incidencia es INC0048815. ¿Es normal?",
        [], ["900 123 123", "4051-88213", "39,90 €", "INC0048815"], "support phone, order, price, ticket")
    # ---- pt ----
    cpf, cnpj, spw = br_cpf(), br_cnpj(), pw("mixed")
    add("pt-cpf", "pt",
        "Tô tentando entrar no app do banco. Meu CPF é %s e a senha que eu uso é %s. A loja onde comprei tem CNPJ %s, preciso disso pra contestar a compra?" % (cpf, spw, cnpj),
        [cpf, spw], [cnpj], "CPF and bank password vs store CNPJ")
    pix, cc_, cv_ = uuid4(), mc(), cvv()
    add("pt-pix", "pt",
        "A chave Pix aleatória do meu cliente é %s, pode me ajudar a escrever a cobrança? Ah, e pra assinatura do app uso meu cartão %s, CVV %s." % (pix, grp4(cc_), cv_),
        [grp4(cc_), cv_], [pix], "Pix random key is for receiving (public); own card + CVV")
    nif, nifc = pt_nif(), pt_nif()
    add("pt-nif", "pt",
        "Nas Finanças pedem o meu NIF, que é %s, e o NIF do senhorio, %s, para o recibo de renda. Qual vai em que campo?" % (nif, nifc),
        [nif], [nifc], "own NIF vs landlord NIF (both valid)")
    # ---- it ----
    cf, iti, piva = it_cf(), it_iban(), it_piva()
    add("it-cf", "it",
        "Devo compilare il modulo per il bonus. Codice fiscale %s, IBAN %s. La ditta che ha fatto i lavori ha P.IVA %s. Va bene così?" % (cf, iti, piva),
        [cf, iti], [piva], "codice fiscale (valid check letter), own IBAN vs company P.IVA")
    pinit = "-".join(R.choice(["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"]) for _ in range(5))
    add("it-pin-words", "it",
        "Mia nonna ha scritto il PIN del bancomat come %s su un biglietto nel portafoglio. Come la convinco a toglierlo?" % pinit,
        [pinit], [], "PIN written in words")
    add("it-negative", "it",
        "Nel file application.yml ho spring.datasource.password: ${DB_PASSWORD:} e la versione è 3.3.5. Perché Spring non legge la variabile d'ambiente?",
        [], ["${DB_PASSWORD:}", "3.3.5"], "env reference with empty default")
    # ---- nl ----
    bsn, dgp, kvk = nl_bsn(), pw("words"), digits(8, True)
    add("nl-digid", "nl",
        "Ik kom niet in DigiD. Mijn BSN is %s en mijn wachtwoord %s. Het KvK-nummer van mijn werkgever is %s, maakt dat uit?" % (bsn, dgp, kvk),
        [bsn, dgp], [kvk], "BSN (11-proof) + password vs employer KvK")
    ni1, ni2 = nl_iban(), nl_iban()
    add("nl-tikkie", "nl",
        "Maak een Tikkie-tekst: iedereen €23,50 voor het etentje, overmaken naar mijn rekening %s. Het restaurant had rekening %s op de bon staan." % (igrp(ni1), igrp(ni2)),
        [igrp(ni1)], [igrp(ni2), "€23,50"], "own IBAN vs restaurant IBAN")
    add("nl-negative", "nl",
        "Mijn pakket met track & trace 3SDEVC%s staat al drie dagen op 'gesorteerd'. Bestelnummer bij bol is %s. Klantenservice: 030 310 4999." % (tt := digits(9), bn := digits(10, True)),
        [], ["3SDEVC" + tt, bn, "030 310 4999"], "tracking, order number, phone")
    # ---- pl ----
    pes, bpw, nip = pl_pesel(), pw("leet"), pl_nip()
    add("pl-pesel", "pl",
        "Bank prosi o weryfikację. Mój PESEL to %s, hasło do bankowości %s. Na fakturze od sklepu jest NIP %s – po co im to?" % (pes, bpw, nip),
        [pes, bpw], [nip], "PESEL + bank password vs shop NIP")
    blik, zam = otp(), digits(9, True)
    add("pl-blik", "pl",
        "Sprzedający na OLX każe mi podać kod BLIK %s żeby 'odebrać płatność' za zamówienie %s. To oszustwo?" % (blik, zam),
        [blik], [zam], "BLIK code in scam situation")
    ppw = pw("rand")
    add("pl-jdbc", "pl",
        "Dlaczego Hibernate nie łączy się z bazą?\nspring.datasource.url=jdbc:postgresql://10.1.2.3:5432/kadry\nspring.datasource.username=kadry_app\nspring.datasource.password=%s\nWersja: Hibernate 6.5.2.Final" % ppw,
        [ppw], ["jdbc:postgresql://10.1.2.3:5432/kadry", "6.5.2.Final"], "properties file password")
    # ---- ru ----
    inn, snils, innc = ru_inn12(), ru_snils(), ru_inn10()
    add("ru-inn", "ru",
        "Заполняю заявление на вычет. Мой ИНН %s, СНИЛС %s. ИНН клиники, где лечился, %s — его тоже указывать?" % (inn, snils, innc),
        [inn, snils], [innc], "personal INN/SNILS vs clinic INN (all valid)")
    mir, mcv, sms = card("2200"), cvv(), otp(4)
    add("ru-mir", "ru",
        "Оплачиваю на сайте картой Мир %s, CVC %s, пришёл код %s, но пишет «операция отклонена». Заказ №%s, ИНН продавца %s." % (grp4(mir), mcv, sms, (zn := digits(8, True)), (isel := ru_inn10())),
        [grp4(mir), mcv, sms], [zn, isel], "Mir card, CVC, 4-digit SMS code; order no.")
    add("ru-negative", "ru",
        "После обновления до 1.25.3 nginx пишет в лог: upstream timed out, request_id=%s. Хеш конфига md5 %s. Что посмотреть?" % ((rq := hexs(32)), (md := hexs(32))),
        [], ["1.25.3", rq, md], "request id and md5 hash")
    # ---- uk ----
    rn, edr = ua_rnokpp(), ua_edrpou()
    add("uk-rnokpp", "uk",
        "Допоможи заповнити декларацію в Дії. Мій РНОКПП %s. Код ЄДРПОУ роботодавця %s. Куди вписувати дохід?" % (rn, edr),
        [rn], [edr], "own tax number (valid) vs employer EDRPOU")
    ui, us_ = ua_iban(), ua_iban()
    add("uk-iban", "uk",
        "Постачальник просить оплату на свій рахунок %s, а повернення коштів мені має прийти на %s. Як правильно написати призначення платежу?" % (us_, ui),
        [ui], [us_], "own IBAN vs supplier IBAN")
    wpw = pw("words")
    add("uk-wifi-announce", "uk",
        "Зараз скину пароль від вайфаю для гостей, зроби з нього гарну табличку.\n---\n%s" % wpw,
        [wpw], [], "announced then sent")
    # ---- tr ----
    tc, edp = tr_tckn(), pw("mixed")
    add("tr-edevlet", "tr",
        "e-Devlet'e giremiyorum. TC kimlik no %s, şifrem %s. Hata: 'Kimlik doğrulama başarısız'. Ne yapmalıyım?" % (tc, edp),
        [tc, edp], [], "TC Kimlik (valid) + e-Devlet password")
    ti, vkn = tr_iban(), digits(10, True)
    add("tr-iban", "tr",
        "Kira için ev sahibine IBAN'ımı yazdım: %s. Onun şirketinin vergi numarası %s. Makbuz için başka ne lazım?" % (igrp(ti), vkn),
        [igrp(ti)], [vkn], "own IBAN vs landlord company tax number")
    add("tr-negative", "tr",
        "Kargo takip numaram %s, sipariş no %s. Ürün 1.299,00 TL idi ve 0850 252 40 00'ı aradım, kimse açmadı." % ((kt := digits(12, True)), (sn := "TY" + digits(9))),
        [], [kt, sn, "1.299,00 TL", "0850 252 40 00"], "tracking, order, price, phone")
    # ---- ar ----
    nid, absp = sa_nid(), pw("leet")
    add("ar-absher", "ar",
        "ما أقدر أدخل أبشر. رقم الهوية %s وكلمة المرور %s. يطلع لي خطأ في التحقق، وش الحل؟" % (nid, absp),
        [nid, absp], [], "Saudi national id (Luhn) + Absher password")
    sai, sac = sa_iban(), sa_iban()
    add("ar-iban", "ar",
        "أبغى أكتب رسالة للمؤجر: رقم الآيبان حقي %s لاسترجاع التأمين، وهو حوّل لي من حساب شركته %s بالغلط." % (sai, sac),
        [sai], [sac], "own IBAN vs landlord company IBAN")
    aotp, aord = otp(4), digits(9, True)
    add("ar-otp", "ar",
        "وصلني رمز التحقق %s من نون، ورقم الطلب %s. المندوب يتصل ويطلب الرمز، هل أعطيه؟" % (aotp, aord),
        [aotp], [aord], "delivery OTP; order number")
    # ---- he ----
    tz, acc = il_tz(), digits(6, True)
    add("he-bank", "he",
        "אני ממלא טופס לפתיחת קופת גמל. מספר תעודת זהות %s, חשבון בנק %s בסניף 612. איפה שמים את פרטי המעסיק?" % (tz, acc),
        [tz, acc], ["612"], "Israeli ID (valid) + bank account; branch number look-alike")
    hg = ghp()
    add("he-github", "he",
        "למה ה-Action נכשל? הכנסתי ב-workflow את השורה\nGH_TOKEN: %s\nוהוא מחזיר Bad credentials. הגרסה של actions/checkout היא v4, ומספר הריצה %s." % (hg, (hrun := digits(11, True))),
        [hg], ["actions/checkout", hrun], "GitHub token in workflow")
    add("he-negative", "he",
        "הזמנתי ב-KSP מחשב נייד במחיר 3,490 ₪, מספר הזמנה %s, מספר סידורי %s. מתי מגיע?" % ((ho := digits(8, True)), (hs := rs(UP + DG, 12))),
        [], ["3,490 ₪", ho, hs], "price, order id, serial")
    # ---- fa ----
    km, iri = ir_melli(), ir_iban()
    add("fa-melli", "fa",
        "برای ثبت‌نام دانشگاه کد ملی من %s است و شماره شبا %s. شماره حساب دانشگاه را از کجا پیدا کنم؟" % (km, iri),
        [km, iri], [], "Iranian national code (valid) + IBAN")
    card_ir, cv2, ramz2 = card("6037", 16), cvv(4), digits(6, True)
    add("fa-card", "fa",
        "موقع خرید اینترنتی شماره کارت %s و CVV2 %s و رمز دوم پویا %s رو زدم ولی خطا داد. شماره پیگیری %s بود." % (grp4(card_ir), cv2, ramz2, (pg := digits(12, True))),
        [grp4(card_ir), cv2, ramz2], [pg], "card, CVV2, dynamic second password; tracking number")
    add("fa-negative", "fa",
        "نسخه پایتون من 3.12.4 است و pip می‌گوید hash %s با فایل جور نیست. چرا؟" % (fh := sha256()),
        [], ["3.12.4", fh], "version and hash")
    # ---- hi ----
    aad, pan = aadhaar(), in_pan("S")
    gst = in_gstin(rs(UP, 3) + "C" + R.choice(UP) + digits(4) + R.choice(UP))
    add("hi-aadhaar", "hi",
        "ITR भरते समय मेरा आधार %s और PAN %s लिंक नहीं दिख रहा। दुकान का GSTIN %s भी बिल पर है, क्या वो भी डालना है?" % (aad, pan, gst),
        [aad, pan], [gst], "Aadhaar (Verhoeff) + PAN vs shop GSTIN (valid check char)")
    upin, vpa = digits(6, True), "sharmastores@okaxis"
    add("hi-upi", "hi",
        "दुकानदार का UPI ID %s है। मैंने पेमेंट के लिए अपना UPI PIN %s डाला पर पैसा कट गया और उसे नहीं मिला। UTR नंबर %s है। क्या करूँ?" % (vpa, upin, (utr_ := digits(12, True))),
        [upin], [vpa, utr_], "UPI PIN vs merchant VPA")
    hotp = otp()
    add("hi-otp", "hi",
        "एक आदमी बोल रहा है वो बैंक से है और उसे OTP चाहिए KYC के लिए। OTP आया है %s. ये देना ठीक है?" % hotp,
        [hotp], [], "OTP in vishing situation")
    # ---- id ----
    nik, npwp = "3174" + digits(12), "%02d.%03d.%03d.%s-%03d.000" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 999), R.randint(1, 9), R.randint(0, 999))
    add("id-nik", "id",
        "Mau daftar BPJS online, NIK saya %s. Di slip gaji ada NPWP kantor %s, itu diisi juga nggak?" % (nik, npwp),
        [nik], [npwp], "own NIK vs company NPWP")
    gotp = otp(4)
    add("id-gojek", "id",
        "Ada yang chat ngaku dari Gojek minta kode OTP %s katanya buat verifikasi hadiah. Aku udah terlanjur kasih, sekarang gimana?" % gotp,
        [gotp], [], "OTP already given")
    ik2, isec = rs(AN, 20), rs(AN, 40)
    add("id-env", "id",
        "Kenapa Midtrans selalu 401?\nMIDTRANS_SERVER_KEY=Mid-server-%s\nMIDTRANS_CLIENT_KEY=Mid-client-%s\nMIDTRANS_IS_PRODUCTION=true\nPadahal order_id ORD-%s sudah dibuat." % (isec[:24], ik2[:16], (mo := digits(10, True))),
        ["Mid-server-" + isec[:24]], ["Mid-client-" + ik2[:16], "ORD-" + mo], "server key secret; client key meant for frontend")
    # ---- vi ----
    cccd, vpw = "0" + digits(2, True) + R.choice("0123") + digits(8), pw("mixed")
    add("vi-bank", "vi",
        "Mình không đăng nhập được app ngân hàng. Số CCCD %s, mật khẩu %s. Có cần ra quầy không? Tổng đài ngân hàng là 1900 545 415." % (cccd, vpw),
        [cccd, vpw], ["1900 545 415"], "citizen id + bank password")
    votp, vdh = otp(), rs(UP + DG, 14)
    add("vi-shopee", "vi",
        "Shipper gọi nói đơn %s giao không được, bảo mình đọc mã OTP %s vừa gửi về máy. Có nên đọc không?" % (vdh, votp),
        [votp], [vdh], "OTP; order id")
    add("vi-negative", "vi",
        "Điện thoại Xiaomi Redmi Note 13 của mình có số IMEI %s, bảo hành đến 12/2026. Giá mua 4.290.000đ. Mang ra đâu sửa?" % (vim := imei()),
        [], [vim, "4.290.000đ", "Redmi Note 13"], "IMEI (Luhn-valid), price")
    # ---- th ----
    tid, ttax = th_id(), th_tax_corp()
    add("th-id", "th",
        "ช่วยกรอกแบบฟอร์มลดหย่อนภาษีหน่อย เลขบัตรประชาชนของฉัน %s ส่วนเลขประจำตัวผู้เสียภาษีของบริษัทนายจ้าง %s" % (tid, ttax),
        [tid], [ttax], "personal ID vs employer tax id (same 13-digit check)")
    atm = digits(6, True)
    add("th-atm", "th",
        "แม่ให้ไปกดเงินแทน รหัส ATM ของแม่คือ %s ช่วยเตือนฉันด้วยว่าต้องกดถอน 2,000 บาท" % atm,
        [atm], ["2,000 บาท"], "mother's ATM PIN")
    add("th-negative", "th",
        "พัสดุ Kerry เลข %s ยังไม่มา สั่งจาก Lazada หมายเลขคำสั่งซื้อ %s ราคา 590 บาท" % ((kr := "KEX" + digits(12)), (lz := digits(15, True))),
        [], [kr, lz, "590 บาท"], "tracking, order, price")
    # ---- sv ----
    pnr, org = se_pnr(), se_orgnr()
    add("sv-pnr", "sv",
        "Jag fyller i en ansökan hos Försäkringskassan. Mitt personnummer är %s. Arbetsgivarens organisationsnummer är %s, var skriver jag det?" % (pnr, org),
        [pnr], [org], "personnummer vs organisationsnummer (both Luhn)")
    port = digits(4, True)
    add("sv-portkod", "sv",
        "Skriv ett sms till hantverkaren: portkoden är %s, lägenheten ligger på tredje våningen, nyckeln ligger i brevlådan." % port,
        [port], [], "entrance code")
    swish = "123 " + digits(3) + " " + digits(2) + " " + digits(2)
    add("sv-swish", "sv",
        "Föreningen har Swish-nummer %s för medlemsavgiften på 350 kr. Kan du skriva ett utskick till medlemmarna?" % swish,
        [], [swish, "350 kr"], "organisation's Swish number is public")
    # ---- da ----
    cpr, cvr = dk_cpr(), dk_cvr()
    add("da-cpr", "da",
        "Jeg skal udfylde en blanket til kommunen. Mit CPR-nummer er %s. Firmaets CVR-nummer er %s. Hvor skal det stå?" % (cpr, cvr),
        [cpr], [cvr], "CPR vs company CVR (mod 11)")
    dki, mpw = dk_iban(), pw("words")
    add("da-netbank", "da",
        "Min adgangskode til netbank er %s og kontoen er %s. Hvorfor kan jeg ikke overføre til udlandet?" % (mpw, dki),
        [mpw, dki], [], "bank password + own IBAN")
    # ---- no ----
    fnr, onr = no_fnr(), no_orgnr()
    add("no-fnr", "no",
        "Jeg søker om barnehageplass. Fødselsnummeret mitt er %s, og barnehagen har org.nr. %s. Hva mer trenger de?" % (fnr, onr),
        [fnr], [onr], "fødselsnummer (two mod-11 digits) vs org number")
    noi, bpw2 = no_iban(), pw("leet")
    add("no-bank", "no",
        "Kan du skrive en e-post til arbeidsgiver om at lønna skal til ny konto %s? Og husk meg på at passordet til nettbanken nå er %s." % (noi, bpw2),
        [noi, bpw2], [], "own IBAN + password")
    add("no-negative", "no",
        "Vipps-betaling til butikken nummer %s, kvittering %s, beløp 1 249 kr. Hvordan får jeg refusjon?" % ((vb := digits(6, True)), (kv := rs(UP + DG, 10))),
        [], [vb, kv, "1 249 kr"], "merchant number, receipt, amount")
    # ---- fi ----
    hetu, yt = fi_hetu(), fi_ytunnus()
    add("fi-hetu", "fi",
        "Täytän Kelan hakemusta. Henkilötunnukseni on %s. Työnantajan Y-tunnus on %s. Mihin kohtaan se tulee?" % (hetu, yt),
        [hetu], [yt], "HETU (mod 31 char) vs Y-tunnus")
    fii, fpin = fi_iban(), digits(4, True)
    add("fi-bank", "fi",
        "Korttini PIN on %s ja tilinumero %s. Äiti kysyy ne, voinko lähettää ne hänelle tekstiviestillä?" % (fpin, fii),
        [fpin, fii], [], "card PIN + own IBAN")
    # ---- cs ----
    rc, ico = cz_rc(), cz_ico()
    add("cs-rc", "cs",
        "Vyplňuji přihlášku na úřad práce. Moje rodné číslo je %s. IČO bývalého zaměstnavatele je %s. Je to správně?" % (rc, ico),
        [rc], [ico], "rodné číslo (mod 11) vs IČO")
    czi, czp = cz_iban(), pw("mixed")
    add("cs-bank", "cs",
        "Nemůžu se přihlásit do internetového bankovnictví, heslo %s už nefunguje. Číslo účtu %s. Mám volat na linku?" % (czp, czi),
        [czp, czi], [], "bank password + IBAN")
    # ---- hu ----
    ado, taj = hu_adoazon(), hu_taj()
    add("hu-ado", "hu",
        "Segíts kitölteni a nyomtatványt! Adóazonosító jelem %s, TAJ-számom %s. A munkáltató adószáma %s." % (ado, taj, (hua := digits(8, True) + "-2-" + "%02d" % R.randint(2, 44))),
        [ado, taj], [hua], "adóazonosító (valid), TAJ (valid) vs employer tax number")
    hui = hu_iban()
    add("hu-iban", "hu",
        "A fizetésem erre a számlára jöjjön: %s. Írj egy rövid levelet a HR-nek." % hui,
        [hui], [], "own IBAN")
    # ---- ro ----
    cnp, cui = ro_cnp(), ro_cui()
    add("ro-cnp", "ro",
        "Completez formularul 230. CNP-ul meu este %s, iar CUI-ul asociației căreia vreau să-i dau 3,5%% este %s. E corect?" % (cnp, cui),
        [cnp], [cui, "3,5%"], "CNP (valid) vs NGO CUI (valid)")
    roi, ropw = ro_iban(), pw("words")
    add("ro-bank", "ro",
        "Parola pentru George e %s și IBAN-ul meu %s. Vreau să primesc chiria de la chiriaș, cum îi scriu?" % (ropw, roi),
        [ropw, roi], [], "bank app password + own IBAN")
    # ---- el ----
    afm, amka, afmc = gr_afm(), gr_amka(), gr_afm()
    add("el-afm", "el",
        "Συμπληρώνω την αίτηση για το επίδομα. Ο ΑΦΜ μου είναι %s και ο ΑΜΚΑ %s. Ο ΑΦΜ του εργοδότη είναι %s, πού μπαίνει;" % (afm, amka, afmc),
        [afm, amka], [afmc], "own AFM + AMKA vs employer AFM (valid)")
    gri = gr_iban()
    add("el-iban", "el",
        "Γράψε ένα μήνυμα στον ενοικιαστή να καταθέτει το ενοίκιο στο %s, 450 € κάθε μήνα." % gri,
        [gri], ["450 €"], "own IBAN")
    taxpw = pw("mixed")
    add("el-taxisnet", "el",
        "Οι κωδικοί μου στο Taxisnet: χρήστης gpapad77, κωδικός %s. Δεν μπορώ να μπω, λέει λάθος στοιχεία." % taxpw,
        [taxpw], [], "tax portal password")
    # ---- sw ----
    mpin, till = digits(4, True), digits(6, True)
    add("sw-mpesa", "sw",
        "Nimelipa kwa Lipa na M-Pesa namba ya till %s lakini pesa haijafika kwa muuzaji. PIN yangu ni %s, je nimpe wakala ili aangalie? Ujumbe wa muamala ni %s." % (till, mpin, (mtx := rs(UP, 3) + rs(UP + DG, 7))),
        [mpin], [till, mtx], "M-Pesa PIN vs shop till number")
    kra = "A" + digits(9, True) + R.choice(UP)
    add("sw-kra", "sw",
        "Nisaidie kujaza fomu ya kodi. KRA PIN yangu ni %s, na nambari ya mwajiri wangu ni P%s%s." % (kra, (kp := digits(9, True)), (kl := R.choice(UP))),
        [kra], ["P" + kp + kl], "own KRA PIN vs employer PIN")
    # ---- tl ----
    mpin2, gref = digits(4, True), digits(13, True)
    add("tl-gcash", "tl",
        "Nagpadala ako sa GCash pero hindi pumasok. Ref no. %s. Yung MPIN ko ay %s, kailangan ko bang palitan?" % (gref, mpin2),
        [mpin2], [gref], "GCash MPIN vs reference number")
    tin = "%03d-%03d-%03d-000" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999))
    add("tl-tin", "tl",
        "Pakitulungan ako sa BIR form 1700. Ang TIN ko ay %s at ang TIN ng employer ko ay %s." % (tin, (etin := "%03d-%03d-%03d-000" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999)))),
        [tin], [etin], "own TIN vs employer TIN")
    # ---- extra ----
    bc = [digits(4) + " " + digits(4) for _ in range(4)]
    add("de-backupcodes", "de",
        "Ich richte gerade ein neues Handy ein. Google hat mir diese Backup-Codes gegeben, wo soll ich die aufheben?\n" + "\n".join(bc) + "\nAuf dem alten Handy läuft noch Android 14, Build UP1A.231005.007.",
        bc, ["UP1A.231005.007"], "numeric 2FA backup codes")
    add("es-factura", "es",
        "En la factura del proveedor pone: Transferencia a ES91 2100 0418 4502 0005 1332, BIC CAIXESBBXXX, factura nº FV-2025/0%s, total 1.452,00 €. ¿Ese IBAN no es el del ejemplo de la web del banco? Me parece raro." % (fv := digits(4, True)),
        [], ["ES91 2100 0418 4502 0005 1332", "CAIXESBBXXX", "FV-2025/0" + fv, "1.452,00 €"], "documented example IBAN on a suspicious invoice")
    fpr = " ".join(rs("0123456789ABCDEF", 4) for _ in range(10))
    pph = " ".join(R.choice(["loutre", "cerise", "brouillard", "tambour", "lavande", "citron", "falaise", "grenier"]) for _ in range(4)) + " " + digits(2)
    add("fr-pgp", "fr",
        "Ma clé GPG a l'empreinte %s, je peux la mettre dans ma signature mail ? La phrase de passe de la clé privée c'est « %s », je ne sais pas si c'est assez solide." % (fpr, pph),
        [pph], [fpr], "PGP fingerprint public; passphrase secret")


# =====================================================================
# validation + output
# =====================================================================
def spans(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append((i, i + len(sub))); i = text.find(sub, i + 1)
    return out

def validate(cases):
    errs, seen = [], set()
    for c in cases:
        cid = c["id"]
        if cid in seen: errs.append("duplicate id " + cid)
        seen.add(cid)
        if not cid.startswith(PREFIX + "-"): errs.append("bad prefix " + cid)
        for k in ("lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k]: errs.append("%s: empty %s" % (cid, k))
        sec, lk = c["secrets"], c["lookalikes"]
        for lst, name in ((sec, "secret"), (lk, "lookalike")):
            if len(set(lst)) != len(lst): errs.append("%s: duplicate %s" % (cid, name))
            for v in lst:
                if not isinstance(v, str) or not v: errs.append("%s: empty %s" % (cid, name))
                elif v not in c["text"]: errs.append("%s: %s not in text: %r" % (cid, name, v))
        ss = [sp for v in sec for sp in spans(c["text"], v)]
        ls = [sp for v in lk for sp in spans(c["text"], v)]
        for a in ss:
            for b in ls:
                if a[0] < b[1] and b[0] < a[1]:
                    errs.append("%s: secret/lookalike overlap %r / %r" % (cid, c["text"][a[0]:a[1]], c["text"][b[0]:b[1]]))
    return errs

def selftest():
    # check-digit helpers against published reference values
    assert luhn_ok("4111111111111111") and luhn_ok("4242424242424242")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
    assert verhoeff_ok("2363")
    for c in CASES:
        pass

def dump(cases, path):
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["# Tuning set v49 (written blind, for tuning). Generated by make_tuning_v49.py, seed %d." % SEED,
           "lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append("    %s:" % k)
                out.extend("      - " + q(v) for v in c[k])
            else:
                out.append("    %s: []" % k)
        out.append("    note: " + q(c["note"]))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")

def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_tuning_v49.py tuning_v49.yaml", file=sys.stderr); sys.exit(2)
    english(); others()
    selftest()
    errs = validate(CASES)
    if errs:
        for e in errs: print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    dump(CASES, sys.argv[1])
    ns = sum(len(c["secrets"]) for c in CASES); nl = sum(len(c["lookalikes"]) for c in CASES)
    neg = sum(1 for c in CASES if not c["secrets"])
    en = sum(1 for c in CASES if c["lang"] == "en")
    print("wrote %s: %d cases (%d en, %d negatives), %d secrets, %d lookalikes, %d languages"
          % (sys.argv[1], len(CASES), en, neg, ns, nl, len({c["lang"] for c in CASES})))

if __name__ == "__main__":
    main()
