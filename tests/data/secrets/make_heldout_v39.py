#!/usr/bin/env python3
"""Generator for heldout_v39 (blind evaluation set for a secrets filter). Standard library only."""
import json, random, re, string, sys

R = random.Random(39)
PREFIX = "H39"
D = string.digits; UP = string.ascii_uppercase; LO = string.ascii_lowercase
AN = UP + LO + D; HEX = "0123456789abcdef"; B32 = UP + "234567"; B64U = AN + "-_"
CASES = []
_cur = None

def S(v):
    _cur["s"].append(v); return v
def L(v):
    _cur["l"].append(v); return v
def case(slug, lang, note):
    def deco(fn):
        CASES.append((slug, lang, note, fn)); return fn
    return deco

def rs(a, n): return "".join(R.choice(a) for _ in range(n))
def dg(n): return R.choice("123456789") + rs(D, n - 1)
def pick(seq): return R.choice(seq)

def luhn_check(body):
    t = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        t += d
    return str((10 - t % 10) % 10)
def luhn_ok(s):
    return luhn_check(s[:-1]) == s[-1]
def card(prefix, length=16):
    body = prefix + rs(D, length - 1 - len(prefix))
    return body + luhn_check(body)
def g4(s, sep=" "): return sep.join(s[i:i+4] for i in range(0, len(s), 4))
def amex_fmt(s): return s[:4] + " " + s[4:10] + " " + s[10:]

def _ibnum(s): return "".join(str(int(c, 36)) for c in s)
def iban(cc, bban):
    chk = 98 - int(_ibnum(bban + cc + "00")) % 97
    return cc + "%02d" % chk + bban
def iban_ok(s):
    s = s.replace(" ", ""); return int(_ibnum(s[4:] + s[:4])) % 97 == 1
BBAN = {
    "DE": lambda: rs(D, 18), "FR": lambda: rs(D, 10) + rs(D, 11) + rs(D, 2), "ES": lambda: rs(D, 20),
    "IT": lambda: pick(UP) + rs(D, 10) + rs(D, 12), "NL": lambda: pick(["INGB", "RABO", "ABNA", "SNSB"]) + rs(D, 10),
    "PL": lambda: rs(D, 24), "GB": lambda: pick(["BARC", "LOYD", "HBUK", "NWBK", "MIDL"]) + rs(D, 14),
    "CZ": lambda: pick(["0800", "0100", "0300", "2010"]) + rs(D, 16), "HU": lambda: rs(D, 24),
    "RO": lambda: pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(UP + D, 16), "SE": lambda: rs(D, 20),
    "DK": lambda: rs(D, 14), "NO": lambda: rs(D, 11), "FI": lambda: rs(D, 14), "TR": lambda: rs(D, 5) + "0" + rs(D, 16),
    "GR": lambda: rs(D, 23), "PT": lambda: "0035" + rs(D, 17), "SA": lambda: rs(D, 2) + rs(D, 18), "IL": lambda: rs(D, 19),
    "UA": lambda: pick(["305299", "322001", "320649"]) + rs(D, 19), "AE": lambda: rs(D, 19), "AT": lambda: rs(D, 16),
    "BE": lambda: rs(D, 12),
}
def IB(cc, spaced=True):
    v = iban(cc, BBAN[cc]()); return g4(v) if spaced else v

def pesel():
    y = R.randint(60, 99); m = R.randint(1, 12); d = R.randint(1, 28)
    b = "%02d%02d%02d" % (y, m, d) + rs(D, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)
def cn_id():
    b = pick(["110105", "310104", "440305", "330106", "510107", "420106"]) + "%04d%02d%02d" % (R.randint(1965, 2002), R.randint(1, 12), R.randint(1, 28)) + rs(D, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]
def kr_rrn():
    b = "%02d%02d%02d" % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)) + "1" + rs(D, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(a) * x for a, x in zip(b, w)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)
def se_pnr():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + rs(D, 3)
    return b[:6] + "-" + b[6:] + luhn_check(b)
def fi_hetu():
    dd, mm, yy = R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)
    n = R.randint(2, 899); core = "%02d%02d%02d" % (dd, mm, yy)
    return core + "-" + "%03d" % n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(core + "%03d" % n) % 31]
def no_fnr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + rs(D, 3)
        k1 = 11 - sum(int(a) * x for a, x in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10: continue
        b2 = b + str(k1)
        k2 = 11 - sum(int(a) * x for a, x in zip(b2, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10: continue
        return b2 + str(k2)
def dk_cpr(): return "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), rs(D, 4))
def tr_tc():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10); d.append(sum(d) % 10)
    return "".join(map(str, d))
def es_dni():
    n = R.randint(10000000, 79999999); return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
def pt_nif(first="12"):
    b = pick(first) + rs(D, 7)
    c = 11 - sum(int(a) * (9 - i) for i, a in enumerate(b)) % 11
    return b + str(0 if c >= 10 else c)
def br_cpf():
    d = [R.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        r = sum(a * (n - i) for i, a in enumerate(d)) % 11
        d.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, d)); return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
def nl_bsn():
    while True:
        b = dg(8); s = sum(int(a) * (9 - i) for i, a in enumerate(b)) % 11
        if s < 10: return b + str(s)
def ro_cnp():
    b = pick("12") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 40) + rs(D, 3)
    c = sum(int(a) * int(x) for a, x in zip(b, "279146358279")) % 11
    return b + str(1 if c == 10 else c)
def gr_amka():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + rs(D, 4); return b + luhn_check(b)
def gr_afm(first="01"):
    while True:
        b = pick(first) + rs(D, 7)
        c = sum(int(a) * 2 ** (8 - i) for i, a in enumerate(b)) % 11 % 10
        return b + str(c)
def hu_taj():
    b = dg(8); c = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b)) % 10
    s = b + str(c); return s[:3] + " " + s[3:6] + " " + s[6:]
def _d5(j, k):
    if j < 5 and k < 5: return (j + k) % 5
    if j < 5: return (j + k) % 5 + 5
    if k < 5: return (j - k) % 5 + 5
    return (j - k) % 5
VD = [[_d5(j, k) for k in range(10)] for j in range(10)]
VP = [list(range(10)), [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8): VP.append([VP[1][VP[_i - 1][n]] for n in range(10)])
VINV = [next(k for k in range(10) if VD[j][k] == 0) for j in range(10)]
def verhoeff_check(b):
    c = 0
    for i, ch in enumerate(reversed(b)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    return str(VINV[c])
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar():
    b = pick("23456789") + rs(D, 10); s = b + verhoeff_check(b); return s[:4] + " " + s[4:8] + " " + s[8:]
def in_pan(): return rs(UP, 3) + "P" + pick(UP) + rs(D, 4) + pick(UP)
def il_tz():
    b = rs(D, 8); t = 0
    for i, a in enumerate(b):
        x = int(a) * (1 if i % 2 == 0 else 2); t += x - 9 if x > 9 else x
    return b + str((10 - t % 10) % 10)
def jp_mynumber():
    b = dg(11); t = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5; t += p * q
    r = t % 11; s = b + str(0 if r <= 1 else 11 - r)
    return s[:4] + " " + s[4:8] + " " + s[8:]
def th_id():
    b = pick("1358") + rs(D, 11)
    c = (11 - sum(int(a) * (13 - i) for i, a in enumerate(b)) % 11) % 10
    s = b + str(c); return "%s-%s-%s-%s-%s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])
def ir_melli():
    b = dg(9); r = sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)
def ru_inn12():
    b = pick(["77", "78", "50", "66", "54"]) + rs(D, 8)
    c1 = sum(int(a) * w for a, w in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10; b += str(c1)
    c2 = sum(int(a) * w for a, w in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10
    return b + str(c2)
def ru_inn10():
    b = pick(["77", "78", "50"]) + rs(D, 7)
    return b + str(sum(int(a) * w for a, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
def ru_snils():
    b = dg(9); s = sum(int(a) * (9 - i) for i, a in enumerate(b))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101 % 100)
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def ua_rnokpp():
    b = pick("23") + rs(D, 8)
    return b + str(sum(int(a) * w for a, w in zip(b, [-1, 5, 7, 9, 4, 6, 10, 5, 7])) % 11 % 10)
def de_steuerid():
    while True:
        ds = R.sample(range(10), 9)
        if ds[0] == 0: continue
        dup = R.choice(ds); pos = R.randint(1, 9); ds.insert(pos, dup)
        if ds[0] == 0: continue
        p = 10
        for a in ds:
            s = (a + p) % 10; s = 10 if s == 0 else s; p = (2 * s) % 11
        c = 11 - p; c = 0 if c == 10 else c
        return "".join(map(str, ds)) + str(c)
def fr_nir():
    b = pick("12") + "%02d%02d" % (R.randint(60, 99), R.randint(1, 12)) + pick(["75", "69", "13", "33", "59"]) + "%03d" % R.randint(1, 400) + "%03d" % R.randint(1, 999)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
IT_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] * 1 + [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
def it_cf():
    cons = "BCDFGLMNPRSTVZ"
    b = rs(cons, 3) + rs(cons, 3) + "%02d" % R.randint(60, 99) + pick("ABCDEHLMPRST") + "%02d" % R.randint(1, 68) + pick("FGHLA") + "%03d" % R.randint(100, 999)
    t = 0
    for i, ch in enumerate(b):
        if i % 2 == 0: t += IT_ODD[ch]
        else: t += int(ch) if ch.isdigit() else ord(ch) - 65
    return b + chr(65 + t % 26)
def us_ssn():
    a = R.randint(1, 899)
    while a == 666: a = R.randint(1, 899)
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
def uk_nino(): return pick("ABCEHJKLMNPRSTWXYZ") + pick("ABCEHJKLMNPRSTWXYZ") + " %s %s %s " % (rs(D, 2), rs(D, 2), rs(D, 2)) + pick("ABCD")
def ca_sin():
    b = pick("1234567") + rs(D, 7); s = b + luhn_check(b); return s[:3] + " " + s[3:6] + " " + s[6:]
def au_tfn():
    while True:
        b = dg(8)
        for c in range(10):
            s = b + str(c)
            if sum(int(a) * w for a, w in zip(s, [1, 4, 3, 7, 5, 8, 6, 9, 10])) % 11 == 0:
                return s[:3] + " " + s[3:6] + " " + s[6:]
def cz_rc():
    while True:
        m = R.randint(1, 12) + pick([0, 50]); b = "%02d%02d%02d" % (R.randint(60, 99), m, R.randint(1, 28)) + rs(D, 3)
        c = int(b) % 11
        if c < 10: return b[:6] + "/" + b[6:] + str(c)
def ae_eid():
    b = "784" + str(R.randint(1970, 2000)) + rs(D, 7); s = b + luhn_check(b)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])
def sa_nid():
    b = "1" + rs(D, 8); return b + luhn_check(b)
def id_nik():
    return pick(["3171", "3273", "3578", "3374", "5171"]) + "%02d" % R.randint(1, 9) + "%02d%02d%02d" % (R.randint(1, 28) + pick([0, 40]), R.randint(1, 12), R.randint(70, 99)) + "%04d" % R.randint(1, 30)
def vn_cccd(): return pick(["001", "079", "031", "048"]) + pick("01") + "%02d" % R.randint(60, 99) + rs(D, 6)
def pl_nip():
    while True:
        b = dg(9); c = sum(int(a) * w for a, w in zip(b, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11
        if c < 10: return b + str(c)
def de_vat(): return "DE" + dg(9)

WORDS = ["Kestrel", "harbor", "Marmalade", "violet", "Quartz", "tundra", "Pelican", "ember", "Saffron", "gravel", "Juniper",
         "orbit", "Lantern", "cobalt", "Thistle", "walrus", "Mango", "falcon", "Pebble", "crimson", "Otter", "maple", "Velvet", "nimbus"]
SYM = "!@#$%&*?_.-+"
def pw():
    k = R.randint(0, 4)
    if k == 0: return pick(WORDS).capitalize() + pick(SYM) + pick(WORDS).lower() + rs(D, 2)
    if k == 1: return rs(AN, R.randint(10, 14)) + pick(SYM) + rs(AN, 2)
    if k == 2: return pick(WORDS).lower() + rs(D, 4) + pick(SYM)
    if k == 3: return pick(WORDS).capitalize() + pick(WORDS).capitalize() + rs(D, 3) + pick(SYM)
    return rs(LO, 3) + pick(SYM) + rs(UP, 2) + rs(D, 3) + pick(SYM) + rs(LO, 4)
def passphrase(sep="-"): return sep.join(pick(WORDS).lower() for _ in range(4))
BIP = ["abandon", "ability", "absorb", "acid", "across", "actor", "adapt", "admit", "adult", "advice", "afraid", "agent", "airport",
       "alarm", "album", "alley", "almost", "amateur", "anchor", "angle", "animal", "ankle", "apple", "april", "arena", "armor",
       "arrow", "artist", "assume", "autumn", "avocado", "awake", "bacon", "badge", "balcony", "bamboo", "banana", "barrel",
       "basket", "beach", "bicycle", "blanket", "bleak", "blossom", "bonus", "border", "bracket", "brave", "bridge", "bronze",
       "bubble", "cabin", "cactus", "camera", "canal", "candy", "canyon", "carbon", "castle", "cattle", "ceiling", "chalk",
       "cherry", "chimney", "cinnamon", "citizen", "clever", "cliff", "coconut", "comic", "copper", "cotton", "cradle",
       "crystal", "cushion", "dolphin", "donkey", "dragon", "eagle", "elbow", "engine", "fabric", "famous", "feather", "fossil",
       "garlic", "giraffe", "glimpse", "harvest", "hockey", "island", "jungle", "kitten", "lemon", "marble", "orbit", "oyster",
       "panda", "pepper", "pigeon", "rabbit", "salmon", "spider", "tomato", "velvet", "walnut", "zebra"]
def seed(n=12): return " ".join(R.sample(BIP, n))
def otp(n=6): return rs(D, n)
def aws_id(): return "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
def aws_secret(): return rs(AN + "/+", 40)
def ghp(): return "ghp_" + rs(AN, 36)
def gh_pat(): return "github_pat_11" + rs(UP + D, 20) + "_" + rs(AN, 59)
def glpat(): return "glpat-" + rs(AN + "-_", 20)
def slack(kind="xoxb"): return "%s-%s-%s-%s" % (kind, dg(11), dg(13), rs(AN, 24))
def slack_hook(): return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + D, 8), rs(UP + D, 10), rs(AN, 24))
def stripe_live(kind="sk"): return kind + "_live_51" + rs(AN, 96)
def stripe_rk(): return "rk_live_51" + rs(AN, 96)
def openai_key(): return "sk-proj-" + rs(AN + "-_", 156)
def anthropic_key(): return "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"
def google_key(): return "AIza" + rs(AN + "-_", 35)
def sendgrid(): return "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43)
def twilio_token(): return rs(HEX, 32)
def npm_tok(): return "npm_" + rs(AN, 36)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 60)
def hf_tok(): return "hf_" + rs(AN, 34)
def dop(): return "dop_v1_" + rs(HEX, 64)
def tg_bot(): return dg(10) + ":" + "AA" + rs(AN + "-_", 33)
def discord_tok(): return rs(AN, 24) + "." + rs(AN + "-_", 6) + "." + rs(AN + "-_", 38)
def mailgun(): return "key-" + rs(HEX, 32)
def shopify(): return "shpat_" + rs(HEX, 32)
def jwt():
    import base64
    def b(o): return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    h = b({"alg": "HS256", "typ": "JWT"}); p = b({"sub": dg(7), "iat": R.randint(1750000000, 1790000000), "role": "user"})
    return h + "." + p + "." + rs(B64U, 43)
def totp_seed(n=32): return rs(B32, n)
def hexs(n): return rs(HEX, n)
def b64(n): return rs(AN + "+/", n)
def uuid4():
    h = hexs(32); h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
def sha1(): return hexs(40)
def sha256(): return hexs(64)
def short_sha(): return hexs(7)
def ver(): return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 40))
def ups(): return "1Z" + rs(UP + D, 6) + pick(["03", "01", "02"]) + rs(D, 8)
def amzn(): return "%d-%s-%s" % (R.choice([111, 112, 113, 114]), rs(D, 7), rs(D, 7))
def pnr(): return rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
def exp(): return "%02d/%02d" % (R.randint(1, 12), R.randint(27, 31))
def cvc(): return rs(D, 3)
def ip(): return "%d.%d.%d.%d" % (pick([10, 172, 192]), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
def pem_rsa():
    lines = ["MII" + pick("EJ") + rs(AN + "+/", 61)] + [rs(AN + "+/", 64) for _ in range(5)] + [rs(AN + "+/", 40) + "=="]
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
def pem_ssh():
    lines = ["b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"] + [rs(AN + "+/", 70) for _ in range(3)] + [rs(AN + "+/", 20) + "="]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
def eth_key(): return "0x" + hexs(64)
def eth_addr(): return "0x" + hexs(40)
def mpesa(): return pick("TS") + rs(UP + D, 9).upper()
def ph_mob(): return "09" + pick(["17", "18", "27", "56", "95"]) + " " + rs(D, 3) + " " + rs(D, 4)

# ----------------------------------------------------------------- English cases
@case("wifi-guest", "en", "home Wi-Fi password next to router model and serial")
def _():
    return f"Can you write a little card for guests? Network: {L('Pemberton_5G')}, password {S(pw())}. Router is a {L('TP-Link Archer AX55')}, serial {L(rs(D,13))} if that matters."
@case("aws-env", "en", ".env with a live AWS key pair and a region and bucket")
def _():
    return f"why does boto3 say access denied? request id {L(rs('0123456789ABCDEF',16))}. my .env:\n\nAWS_ACCESS_KEY_ID={S(aws_id())}\nAWS_SECRET_ACCESS_KEY={S(aws_secret())}\nAWS_REGION={L('eu-west-2')}\nS3_BUCKET={L('acme-invoices-prod')}"
@case("aws-docs-example", "en", "AWS documentation example keys only")
def _():
    return f"In the AWS docs they use {L('AKIAIOSFODNN7EXAMPLE')} and {L('wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')}. Are those real keys or just placeholders? I want to use them in my unit tests."
@case("stripe-test-card", "en", "Stripe test cards and docs test key")
def _():
    return f"For the checkout e2e tests I'm using card {L('4242 4242 4242 4242')}, any future expiry and CVC, plus {L('4000 0000 0000 9995')} for the declined path. The publishable key in our docs page is {L('pk_test_TYooMQauvdEDq54NiTphI7jx')}. What else should I test?"
@case("card-full", "en", "own Visa number with expiry and CVC to fill a form")
def _():
    c = card("4" + pick(["539", "147", "916"])); return f"Please fill the booking form for me: card {S(g4(c))}, exp {exp()}, CVC {S(cvc())}, name on card Daniel Hargreaves, billing zip {L('60614')}. Booking ref is {L(pnr())}."
@case("card-masked", "en", "masked card ending, order numbers; negative")
def _():
    return f"Amazon charged my card ending {L('**** **** **** ' + rs(D,4))} twice for order {L(amzn())}. The second charge was ${L('84.17')}. How do I dispute it?"
@case("github-pat-leaked", "en", "leaked but revoked GitHub token is still a secret; commit hash look-alike")
def _():
    return f"I accidentally pushed {S(ghp())} in commit {L(sha1())} (tag {L('v' + ver())}). I already revoked it on GitHub. Repo is {L('github.com/dk-lab/tiler')}. Do I still need to rewrite history?"
@case("ssh-key", "en", "OpenSSH private key pasted")
def _():
    return f"The server rejects this key, is the format broken?\n\n{S(pem_ssh())}\n\nFingerprint shows SHA256:{L(rs(AN+'+/',43))}"
@case("pg-conn", "en", "Postgres URL with credentials in a Python snippet")
def _():
    u = "postgresql://app_admin:" + pw().replace("@", "9").replace(":", "7").replace("/", "x") + "@db-prod-2.internal:5432/orders"
    return f"```python\nengine = create_engine(\"{S(u)}\", pool_size=10)\n```\nThis times out after {L('30')} seconds, any ideas?"
@case("otp-sms", "en", "pasted bank SMS with one-time code, phone number look-alike")
def _():
    o = otp(); return f"Got this text, is it a scam?\n\"Your Chase verification code is {S(o)}. Don't share it. We will never call you for this code.\" From {L('24273')}. Then someone called from {L('+1 (302) 555-0147')} asking for it."
@case("recovery-codes", "en", "list of backup codes")
def _():
    codes = [rs("abcdefghijkmnpqrstuvwxyz23456789", 4) + "-" + rs("abcdefghijkmnpqrstuvwxyz23456789", 4) for _ in range(4)]
    return "Where should I keep these GitHub recovery codes? " + " ".join(S(c) for c in codes) + " - is a notes app ok?"
@case("totp-seed", "en", "TOTP secret from QR setup in an otpauth URI")
def _():
    s = totp_seed(); return f"My authenticator app broke. I still have the setup link: otpauth://totp/Dropbox:me%40fastmail.com?secret={S(s)}&issuer=Dropbox . Can I regenerate codes from it?"
@case("seed-phrase", "en", "12-word seed phrase")
def _():
    return f"Is this a valid BIP39 phrase? My old Ledger (firmware {L('2.1.0')}): {S(seed())}. I think I wrote one word wrong."
@case("seed-example-neg", "en", "discussion of seed phrase security with address; negative")
def _():
    return f"How do hardware wallets derive addresses? e.g. my public receiving address {L(eth_addr())} - is it safe to post that on my website for donations?"
@case("ssn-form", "en", "own SSN on a W-4 question")
def _():
    return f"Filling my W-4. SSN {S(us_ssn())}, filing single, one job. Employer EIN on the letter is {L('%02d-%07d' % (R.randint(10,99), R.randint(1000000,9999999)))}. Which step do I skip?"
@case("ssn-woolworth", "en", "famous invalid example SSN; negative")
def _():
    return f"Fun fact I read: {L('078-05-1120')} was printed on wallet inserts and thousands of people used it as their own. Why do docs still use numbers like {L('123-45-6789')}?"
@case("door-code", "en", "building door code and gate code in prose")
def _():
    return f"Text for the dog sitter: front gate code is {S(rs(D,4))}#, apartment door keypad {S(rs(D,6))}. We're in unit {L('4B')}, call {L('(415) 555-0193')} if anything."
@case("iban-own-uk", "en", "own UK account number and sort code (sort code public)")
def _():
    return f"My landlord wants my details for the deposit return: account {S(rs(D,8))}, sort code {L('%02d-%02d-%02d' % (R.randint(10,99), R.randint(10,99), R.randint(10,99)))}, name J. Okafor. Write a short email."
@case("iban-charity-neg", "en", "charity IBAN and BIC for a donation; negative")
def _():
    return f"I want to donate to the shelter. Their website lists IBAN {L(IB('GB'))}, BIC {L('NWBKGB2L')}, reference {L('DONATE-' + rs(D,5))}. Draft a bank transfer note."
@case("routing-account", "en", "own account with public routing number")
def _():
    return f"Direct deposit form: routing {L('021000021')}, checking account {S(dg(10))}. Is that the ACH routing or the wire one?"
@case("jwt-debug", "en", "session JWT copied from devtools")
def _():
    return f"Decode this for me, why is my role wrong? (trace id {L(uuid4())})\nAuthorization: Bearer {S(jwt())}"
@case("jwt-io-example-neg", "en", "jwt.io sample token; negative")
def _():
    return f"The token on jwt.io, {L('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c')}, what's the secret used to sign it?"
@case("openai-key", "en", "OpenAI project key in code")
def _():
    return f"```js\nconst client = new OpenAI({{ apiKey: \"{S(openai_key())}\" }});\n```\nGetting 429 on model {L('gpt-4o-mini')}. Quota issue?"
@case("anthropic-key", "en", "Anthropic key in a curl command")
def _():
    return f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {S(anthropic_key())}\" -H \"anthropic-version: {L('2023-06-01')}\" ... returns 401, why?"
@case("placeholder-keys-neg", "en", "placeholders in config; negative")
def _():
    return f"My config template:\n\nOPENAI_API_KEY={L('your_api_key_here')}\nSTRIPE_SECRET={L('sk_live_xxxxxxxxxxxxxxxxxxxx')}\nDB_PASSWORD={L('<changeme>')}\n\nHow do I make docker-compose read it?"
@case("slack-bot", "en", "Slack bot token and webhook in YAML")
def _():
    return f"values.yaml:\n\nslack:\n  botToken: \"{S(slack())}\"\n  webhook: \"{S(slack_hook())}\"\n  channel: \"#deploys\"\nimage:\n  tag: \"{L(ver())}\"\n\nhelm says invalid YAML?"
@case("stripe-live", "en", "Stripe live secret key in a log")
def _():
    return f"Our log printed this, should I panic?\n2026-03-11T09:14:22Z ERROR payment init failed key={S(stripe_live())} request_id={L('req_' + rs(AN,14))}"
@case("password-reuse", "en", "user lists several own passwords to check reuse")
def _():
    a, b = pw(), pw(); return f"I use {S(a)} for email and {S(b)} for banking. Are those strong enough, or should I switch to a manager?"
@case("famous-passwords-neg", "en", "famous example passwords discussed; negative")
def _():
    return f"Why is {L('correct horse battery staple')} considered strong but {L('P@ssw0rd')} weak? And is {L('hunter2')} just a meme?"
@case("password-correction", "en", "multi-message password correction", )
def _():
    a = pw(); b = pw(); return f"My router admin password is {S(a)}\n---\nsorry, typo, it's {S(b)}\n---\ncan you tell me how to change it from the app?"
@case("tracking-neg", "en", "UPS tracking, order number; negative")
def _():
    return f"Package {L(ups())} shows delivered but nothing at the door. Order {L('#' + dg(7))} from Best Buy. What should I do?"
@case("uuid-hash-neg", "en", "UUIDs and checksums in a log; negative")
def _():
    return f"Job {L(uuid4())} failed. Artifact sha256 {L(sha256())}, expected {L(sha256())}. Build {L('v' + ver())}. What causes checksum mismatch?"
@case("google-key", "en", "Google Maps API key in HTML")
def _():
    return f"<script src=\"https://maps.googleapis.com/maps/api/js?key={S(google_key())}&callback=initMap\"></script>\nThe map is grey. Restricted key issue?"
@case("sendgrid", "en", "SendGrid key in Python settings")
def _():
    return f"settings.py\nEMAIL_HOST = \"smtp.sendgrid.net\"\nEMAIL_HOST_USER = \"apikey\"\nEMAIL_HOST_PASSWORD = \"{S(sendgrid())}\"\nEMAIL_PORT = {L('587')}"
@case("twilio", "en", "Twilio auth token; account SID neutral")
def _():
    return f"Twilio console: Account SID AC{hexs(32)}, Auth Token {S(twilio_token())}. Messages from {L('+1 415 555 0132')} fail with 21608."
@case("passport", "en", "own passport number for a visa form")
def _():
    return f"ESTA form asks passport number: mine is {S(rs(D,9))}, issued {L('2019-04-22')}, expires {L('2029-04-21')}. Do I need the city of issue?"
@case("drivers-licence", "en", "California DL number")
def _():
    return f"Rental car site wants my licence: {S(pick(UP) + rs(D,7))}, CA, expires {L('08/14/2028')}, reservation {L('K' + dg(8))}. Is it safe to type in?"
@case("insurance-member", "en", "health insurance member id and group (group neutral)")
def _():
    return f"Blue Cross card: Member ID {S('XEH' + rs(D,9))}, Group {rs(D,6)}, Rx BIN {L('610014')}. Which one does the pharmacy need?"
@case("alarm-code", "en", "alarm disarm code and safe combo")
def _():
    return f"Note for house sitter: alarm panel disarm {S(rs(D,4))}, the safe in the closet is {S('%02d-%02d-%02d' % (R.randint(10,99), R.randint(10,99), R.randint(10,99)))}. Trash day is Thursday."
@case("security-question", "en", "answers to security questions")
def _():
    return f"Bank security questions, help me remember which is which: mother's maiden name {S('Szczepanik')}, first pet {S('Biscuit')}, street I grew up on {S('Larchmont Drive')}."
@case("cookie", "en", "session cookie from browser")
def _():
    return f"Scraper keeps getting logged out. I'm sending Cookie: sessionid={S(rs(LO+D,32))}; csrftoken={S(rs(AN,64))}; theme=dark. Page {L('?page=3')} works."
@case("npm-token", "en", ".npmrc with token")
def _():
    return f"~/.npmrc:\n//registry.npmjs.org/:_authToken={S(npm_tok())}\nnpm publish gives E403 for {L('@acme/ui@' + ver())}"
@case("pypi-token", "en", "PyPI token in GitHub Actions snippet")
def _():
    return f"Is it OK to hardcode it like this?\n- name: Publish\n  run: twine upload -u __token__ -p {S(pypi_tok())} dist/*"
@case("hf-token", "en", "Hugging Face token")
def _():
    return f"huggingface-cli login asks for a token, I pasted {S(hf_tok())} but model {L('meta-llama/Llama-3.1-8B')} still 403s."
@case("telegram-bot", "en", "Telegram bot token")
def _():
    return f"My bot doesn't answer. requests.get(f\"https://api.telegram.org/bot{S(tg_bot())}/getUpdates\") returns empty result. Chat id {L('-100' + dg(10))}."
@case("discord-token", "en", "Discord bot token")
def _():
    return f"client.run('{S(discord_tok())}') -> discord.errors.LoginFailure. Using discord.py {L(ver())}."
@case("gitlab-token", "en", "GitLab PAT in git remote URL")
def _():
    t = glpat(); return f"git remote -v shows https://oauth2:{S(t)}@gitlab.com/team/infra.git - is that bad? Project id is {L(dg(8))}."
@case("eth-privkey", "en", "Ethereum private key in a script")
def _():
    return f"const wallet = new ethers.Wallet(\"{S(eth_key())}\", provider);\nsending to {L(eth_addr())} fails with insufficient funds."
@case("eth-tx-neg", "en", "tx hash and address; negative")
def _():
    return f"Tx {L('0x' + hexs(64))} is pending for 2 hours. Sent from {L(eth_addr())}, gas {L('12 gwei')}. Can I speed it up?"
@case("credit-card-amex", "en", "Amex number spelled in groups with CID")
def _():
    c = card(pick(["34", "37"]), 15); return f"Amex {S(amex_fmt(c))}, security code {S(rs(D,4))}, expires {exp()}. Can you check if I typed it right into the hotel form?"
@case("card-test-neg", "en", "Visa test number 4111 in QA discussion; negative")
def _():
    return f"QA keeps using {L('4111 1111 1111 1111')} and {L('5555555555554444')}. Our PSP rejects them in prod, which is expected, right?"
@case("pin-atm", "en", "debit card PIN")
def _():
    return f"I keep forgetting the PIN of my debit card (the one ending {L(rs(D,4))}), it's {S(rs(D,4))}. Give me a mnemonic to remember it."
@case("wifi-qr", "en", "Wi-Fi QR string")
def _():
    p = pw().replace(";", "9"); return f"Generate a QR for: WIFI:T:WPA;S:{L('Casa-Moreno')};P:{S(p)};;"
@case("email-forward", "en", "pasted password reset e-mail with temporary password")
def _():
    return f"Got this from IT:\n> Hello Priya, your temporary password is {S(pw())} . You must change it within 24 hours. Ticket {L('INC' + dg(7))}.\nHow do I change it on a Mac?"
@case("ticket-neg", "en", "support ticket, invoice, reference numbers; negative")
def _():
    return f"Vendor invoice {L('INV-2026-' + dg(5))} for ${L('1,240.00')}, PO {L('PO-' + dg(6))}. They quoted ticket {L('CS' + dg(8))}. Write a reminder."
@case("azure-conn", "en", "Azure storage connection string")
def _():
    v = f"DefaultEndpointsProtocol=https;AccountName=contosodata;AccountKey={b64(86)}==;EndpointSuffix=core.windows.net"
    return f"appsettings.json has \"StorageConn\": \"{S(v)}\" - blob upload fails with 403."
@case("redis-url", "en", "Redis URL with password")
def _():
    p = rs(AN, 24); return f"REDIS_URL={S('rediss://default:' + p + '@redis-' + dg(5) + '.c1.us-east-1-2.ec2.cloud.redislabs.com:' + dg(5))}\nConnection reset. TLS?"
@case("mysql-cli", "en", "password in mysql command line")
def _():
    p = pw().replace("'", "x"); return f"Running mysql -h {L(ip())} -u deploy -p'{S(p)}' shop gives access denied for user 'deploy'@'{L(ip())}'."
@case("k8s-secret", "en", "base64 Kubernetes secret values")
def _():
    import base64
    raw = pw(); enc = base64.b64encode(raw.encode()).decode()
    return f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  username: {L('cG9zdGdyZXM=')}\n  password: {S(enc)}\n\nWhy isn't it decoding in the pod?"
@case("wireguard", "en", "WireGuard private key in config; public key look-alike")
def _():
    return f"[Interface]\nPrivateKey = {S(b64(43) + '=')}\nAddress = {L('10.8.0.2/32')}\n\n[Peer]\nPublicKey = {L(b64(43) + '=')}\nEndpoint = vpn.example.net:51820\n\nhandshake never completes"
@case("rsa-pem", "en", "RSA private key for a cert")
def _():
    return f"nginx: SSL_CTX_use_PrivateKey failed. key.pem:\n{S(pem_rsa())}"
@case("cert-public-neg", "en", "certificate serial and fingerprint; negative")
def _():
    fp = ":".join(rs("0123456789ABCDEF", 2) for _ in range(20))
    return f"Cert serial {L(rs('0123456789ABCDEF', 32))}, SHA1 fingerprint {L(fp)}. The browser says it's untrusted. Why?"
@case("netflix-share", "en", "streaming login shared with family")
def _():
    return f"Write a text to my sister: Netflix login is kara.whitfield@gmail.com / {S(pw())}, profile PIN {S(rs(D,4))}. Don't change anything!"
@case("model-serial-neg", "en", "serial, model and IMEI of a phone; negative")
def _():
    im = "35" + rs(D, 12); im += luhn_check(im)
    return f"Selling my phone. Model {L('A2849')}, serial {L(rs(UP+D,10))}, IMEI {L(im)}. What should I put in the ad?"
@case("value-in-parts", "en", "password given in two parts across messages")
def _():
    a, b = rs(AN, 6) + pick(SYM), rs(AN, 7); return f"the vault password is in two halves, first half: {S(a)}\n---\nsecond half: {S(b)}\n---\nwrite a shell one-liner that joins them into $VAULT_PASS"
@case("announce-then-give", "en", "value announced then given")
def _():
    return f"I'll give you my employee portal login so you can tell me what's on the payslip page, ok?\n---\nusername m.ferreira, password {S(pw())}"
@case("itin-spouse", "en", "spouse's ITIN entrusted to user")
def _():
    return f"Form {L('W-7')} came back. My wife's ITIN is {S('9%02d-%02d-%04d' % (R.randint(0,99), pick([70,71,72,78,80,83,88]), R.randint(1,9999)))}, can I file jointly with it?"
@case("medicare", "en", "Medicare MBI")
def _():
    mbi = pick("123456789") + pick("ACDEFGHJKMNPQRTUVWXY") + pick("ACDEFGHJKMNPQRTUVWXY"+D) + rs(D,1) + pick("ACDEFGHJKMNPQRTUVWXY") + pick("ACDEFGHJKMNPQRTUVWXY"+D) + rs(D,1) + rs("ACDEFGHJKMNPQRTUVWXY",2) + rs(D,2)
    return f"Mom's Medicare number is {S(mbi[:4] + '-' + mbi[4:7] + '-' + mbi[7:])}. Her plan ID on the letter is {L('S' + dg(4) + '-' + rs(D,3))}. Which Part D plan covers Eliquis?"
@case("uk-nino", "en", "UK National Insurance number")
def _():
    return f"New job onboarding asks NI number: {S(uk_nino())}. My payroll number is {L('EMP' + dg(5))}. Anything else I need?"
@case("canada-sin", "en", "Canadian SIN")
def _():
    return f"For my {L('2025')} tax return, SIN {S(ca_sin())}. CRA business number of my employer {L(dg(9) + 'RP0001')}."
@case("aus-tfn-bsb", "en", "Australian TFN and account with public BSB")
def _():
    return f"Super fund form: TFN {S(au_tfn())}, BSB {L('062-000')}, account {S(dg(8))}. Should I give TFN or not?"
@case("ifsc-upi", "en", "Indian account with IFSC (public); UPI PIN secret")
def _():
    return f"Adding payee: my account {S(dg(12))}, IFSC {L('HDFC000' + dg(4))}. And my UPI PIN is {S(rs(D,6))} - does the app ever ask for it to receive money?"
@case("mpesa-sms", "en", "M-Pesa confirmation code (secret) vs Ref No. (not)")
def _():
    return f"Is this real? \"{S(mpesa())} Confirmed. Ksh{L('2,500.00')} sent to JANE WANJIRU {L('0712 ' + rs(D,3) + ' ' + rs(D,3))} on 3/4/26 at 7:12 PM.\" Also the shop receipt says Ref No. {L(dg(9))}."
@case("gcash-receipt-neg", "en", "GCash receipt reference number; negative")
def _():
    return f"GCash receipt: Sent via GCash, Amount {L('PHP 1,200.00')}, Ref No. {L(rs(D,4) + ' ' + rs(D,3) + ' ' + rs(D,6))}. The seller says she didn't get it. What do I do?"
@case("digitalocean", "en", "DigitalOcean token in terraform")
def _():
    return f"provider \"digitalocean\" {{\n  token = \"{S(dop())}\"\n}}\nterraform plan: Error 401"
@case("mailgun", "en", "Mailgun key in PHP")
def _():
    return f"$mg = Mailgun::create('{S(mailgun())}', 'https://api.eu.mailgun.net'); // domain mg.shop.example"
@case("shopify", "en", "Shopify admin token")
def _():
    return f"X-Shopify-Access-Token: {S(shopify())} returns 401 for /admin/api/{L('2024-10')}/orders.json"
@case("table-creds", "en", "credentials in a markdown table")
def _():
    return f"Clean up this table for our team wiki (we'll move it to 1Password later):\n| system | user | password |\n|---|---|---|\n| NAS | admin | {S(pw())} |\n| printer | root | {S(pw())} |\n| camera NVR | admin | {S(pw())} |\n| order portal | {L('ORD-' + dg(6))} | n/a |"
@case("garage-spelled", "en", "garage code spelled out in words")
def _():
    n = rs(D, 4); words = " ".join(["zero","one","two","three","four","five","six","seven","eight","nine"][int(c)] for c in n)
    return f"for voice assistant: the garage keypad code is {S(words)}. Make a reminder for the cleaner."
@case("lockbox", "en", "key lockbox code for contractor")
def _():
    return f"Email to the plumber: the key is in the lockbox by the side door, code {S(rs(D,4))}. Job number {L('J-' + dg(5))}, invoice to accounts@."
@case("bitwarden-master", "en", "password-manager master passphrase")
def _():
    return f"Bitwarden {L('2025.12.1')} here. Is my master passphrase good enough: {S(passphrase())}? I also enabled 2FA."
@case("appstore-2fa", "en", "Apple ID verification code, multi-message")
def _():
    return f"Apple is asking for a code on my new iPad\n---\nit shows {S(rs(D,3) + ' ' + rs(D,3))} on my iPhone, where do I type it?"
@case("ach-refund-neg", "en", "merchant's bank for refund, public SWIFT; negative")
def _():
    return f"The seller gave wire details for the refund dispute: Bank of America, SWIFT {L('BOFAUS3N')}, ABA {L('026009593')}, their business account ending {L('…' + rs(D,4))}."
@case("vpn-psk", "en", "IPsec pre-shared key")
def _():
    return f"L2TP setup on the office router: server {L(ip())}, PSK {S(rs(AN,20))}, group name {L('OFFICE-VPN')}, my login tomasz.k / {S(pw())}."
@case("firebase-neg", "en", "Firebase web config (public identifiers only); negative")
def _():
    return f"Firebase config in my React app: projectId {L('shoplist-' + rs(LO+D,5))}, messagingSenderId {L(dg(12))}, appId {L('1:' + dg(12) + ':web:' + hexs(22))}. Is it ok these are public?"
@case("bank-login-email", "en", "online banking user id and password in forwarded note")
def _():
    return f"Dad's online banking: user ID {S('RH' + dg(7))}, password {S(pw())}, memorable word {S('Tobermory')}. He wants me to check the standing order of {L('£120.00')} to payee ref {L(dg(8))}."
@case("gift-card", "en", "gift card code and PIN")
def _():
    return f"Bought it at Target for {L('$50.00')}, receipt {L('TRN ' + dg(12))}. Can you check the balance of this Steam card? code {S(rs(UP+D,5) + '-' + rs(UP+D,5) + '-' + rs(UP+D,5))}"
@case("license-key-sw", "en", "software product key the user bought (neutral) vs admin password")
def _():
    return f"Windows product key {'-'.join(rs('BCDFGHJKMPQRTVWXY2346789',5) for _ in range(5))} activated fine. But the local admin password {S(pw())} doesn't work after reboot."

# ----------------------------------------------------------------- other languages
@case("zh-idcard", "zh", "Chinese resident ID and phone")
def _():
    return f"帮我填一下酒店入住登记：姓名王丽娟，身份证号{S(cn_id())}，手机{L('138' + rs(D,4) + rs(D,4))}，订单号{L(dg(16))}，入住日期{L('2026-03-18')}。"
@case("zh-wechat-pay", "zh", "payment password and bank card")
def _():
    c = card("62" + pick(["2848", "2202", "1700"]), 19)
    return f"我妈的银行卡号是{S(c)}，支付密码{S(rs(D,6))}，她让我帮她在网上交电费，户号{L(dg(10))}，怎么操作？上个月电费{L('286.40')}元。"
@case("zh-invoice-neg", "zh", "company tax number on fapiao, order id; negative")
def _():
    return f"开发票的抬头是北京星辰科技有限公司，税号{L('91110108' + rs('0123456789ABCDEFGHJKLMNPQRTUWXY', 10))}，金额{L('¥3,680.00')}，快递单号{L('SF' + dg(13))}。帮我写封邮件催一下。"
@case("ja-mynumber", "ja", "My Number and bank account")
def _():
    return f"年末調整の書類です。マイナンバーは{S(jp_mynumber())}、給与振込口座は三菱UFJ銀行 渋谷支店 普通 {S(dg(7))} です。会社の法人番号{L(dg(13))}も書く欄がありますか？"
@case("ja-wifi", "ja", "Wi-Fi password and pocket wifi serial")
def _():
    return f"実家のWi-Fiの設定メモを作って。SSIDは{L('aterm-' + hexs(6) + '-g')}、暗号化キーは{S(rs(LO+D,13))}、ルーターの製造番号は{L(rs(UP+D,12))}です。"
@case("ja-tracking-neg", "ja", "order and tracking numbers; negative")
def _():
    return f"Amazonの注文番号{L(amzn())}の荷物がまだ届きません。ヤマト運輸の伝票番号は{L(rs(D,4) + '-' + rs(D,4) + '-' + rs(D,4))}です。問い合わせ文を作ってください。"
@case("ko-rrn", "ko", "Korean resident registration number")
def _():
    return f"{L('2025')}년 귀속 연말정산 부양가족 등록하려는데 아버지 주민등록번호 {S(kr_rrn())} 맞게 쓰는 법 알려줘. 회사 사업자등록번호는 {L('%03d-%02d-%05d' % (R.randint(100,999), R.randint(10,99), R.randint(10000,99999)))}이야."
@case("ko-otp", "ko", "Kakao/bank auth code SMS")
def _():
    return f"[Web발신]\n[KB국민] 인증번호 [{S(otp())}]를 입력해주세요. 타인 노출 금지\n이 문자 왔는데 내가 요청한 거 아니면 어떡해? 고객센터 {L('1588-9999')}에 전화해야 돼?"
@case("ko-delivery-neg", "ko", "tracking and order numbers; negative")
def _():
    return f"쿠팡 주문번호 {L(dg(14))} 배송이 안 와요. CJ대한통운 운송장 {L(dg(12))}. 환불 요청 문구 써줘."
@case("ar-iban", "ar", "Saudi IBAN own and national ID")
def _():
    return f"أريد تحديث بياناتي في جهة العمل: رقم الآيبان {S(IB('SA'))} ورقم الهوية الوطنية {S(sa_nid())}. الرقم الوظيفي {L(dg(6))}. اكتب لي رسالة رسمية قصيرة."
@case("ar-otp", "ar", "OTP from bank SMS in Arabic")
def _():
    return f"وصلتني رسالة: \"رمز التحقق الخاص بك هو {S(otp())} لعملية شراء بمبلغ {L('349.00')} ريال. لا تشارك الرمز مع أحد\". أنا ما طلبت شيء، ماذا أفعل؟"
@case("ar-uae-neg", "ar", "company trade licence and invoice; negative")
def _():
    return f"فاتورة رقم {L('INV-' + dg(6))} من شركة النور للتجارة، الرقم الضريبي للشركة {L('100' + dg(12))}، المبلغ {L('1,250 درهم')}. هل الفاتورة صحيحة؟"
@case("ar-emirates-id", "ar", "Emirates ID")
def _():
    return f"رقم الهوية الإماراتية لزوجتي {S(ae_eid())}، رقم الملف {L('201/' + '2019/' + dg(7))}. كيف أجدد الإقامة لها عبر التطبيق؟"
@case("fa-melli", "fa", "Iranian national code and card")
def _():
    c = card(pick(["603799", "610433", "627353"]))
    return f"برای ثبت‌نام دانشگاه کد ملی من {S(ir_melli())} و شماره کارت {S(c)} رو خواستن. شماره دانشجویی {L(dg(9))} هم دارم. رمز دوم کارت {S(rs(D,6))} رو هم بدم؟"
@case("fa-wifi", "fa", "Wi-Fi password in Persian")
def _():
    return f"رمز وای‌فای خونه رو عوض کردم به {S(pw())}، یه پیام کوتاه برای بچه‌ها بنویس. مودم مدل {L('TD-W8961N')} هست."
@case("fa-order-neg", "fa", "shipping code and phone; negative")
def _():
    return f"کد رهگیری مرسوله پست {L(dg(24))} هست و هنوز نرسیده. شماره پشتیبانی فروشگاه {L('021-' + rs(D,8))}. چی بگم بهشون؟"
@case("he-tz", "he", "Israeli ID and bank account")
def _():
    return f"תעזור לי למלא טופס 101: מספר תעודת זהות {S(il_tz())}, בנק לאומי סניף {L('8' + rs(D,2))} חשבון {S(dg(8))}."
@case("he-password", "he", "password in Hebrew message")
def _():
    return f"הסיסמה לאתר של קופת החולים היא {S(pw())} ומספר הלקוח {L(dg(9))}, ושם המשתמש הוא מספר הזהות של אמא. תזכיר לי לשנות אותה בחודש הבא."
@case("he-invoice-neg", "he", "company number, invoice; negative")
def _():
    return f"קיבלתי חשבונית מס {L(dg(6))} מחברה בע\"מ, ח.פ. {L('51' + dg(7))}, סכום {L('₪ 2,340')}. האם צריך לשלם מע\"מ בנפרד?"
@case("hi-aadhaar", "hi", "Aadhaar and PAN")
def _():
    return f"मेरा आधार नंबर {S(aadhaar())} है और पैन {S(in_pan())}. मोबाइल {L('98' + rs(D,3) + ' ' + rs(D,5))} से जुड़ा है। इनको लिंक करने का तरीका बताइए।"
@case("hi-upi", "hi", "UPI PIN and bank account; IFSC public")
def _():
    return f"पापा का SBI खाता संख्या {S(dg(11))}, IFSC {L('SBIN000' + dg(4))} है, और उन्होंने अपना UPI पिन {S(rs(D,4))} भी बता दिया. क्या मैं उनके फोन से बिल भर सकता हूँ?"
@case("hi-train-neg", "hi", "PNR and train number; negative")
def _():
    return f"मेरा PNR {L(dg(10))} है, ट्रेन {L('12951')} राजधानी, कोच B4. वेटिंग लिस्ट कन्फर्म होगी क्या?"
@case("ru-passport", "ru", "Russian passport, SNILS, INN")
def _():
    return f"Для Госуслуг: паспорт {S('%02d %02d %06d' % (R.randint(10,99), R.randint(10,25), R.randint(100000,999999)))}, СНИЛС {S(ru_snils())}, ИНН {S(ru_inn12())}. Как подать заявление на вычет за {L('2025')} год? Мой телефон {L('+7 916 ' + rs(D,3) + '-' + rs(D,2) + '-' + rs(D,2))}."
@case("ru-bank-bik", "ru", "own account with public BIK and corr. account")
def _():
    return f"Реквизиты для зарплаты: счёт {S('40817810' + dg(12))}, БИК {L('044525225')}, корр. счёт {L('30101810400000000225')}. Проверь, всё ли правильно."
@case("ru-company-neg", "ru", "company INN and KPP for an invoice; negative")
def _():
    return f"Выставь счёт на ООО «Ромашка»: ИНН {L(ru_inn10())}, КПП {L('7701' + dg(5))}, заказ №{L(dg(6))} от {L('12.02.2026')}."
@case("uk-rnokpp", "uk", "Ukrainian tax number and card")
def _():
    c = card(pick(["5168", "4149", "5375"]))
    return f"Для оформлення субсидії потрібен РНОКПП {S(ua_rnokpp())} і номер картки ПриватБанку {S(g4(c))}. Особовий рахунок за газ {L(dg(10))}. Напиши заяву."
@case("uk-iban", "uk", "Ukrainian IBAN and Diia code")
def _():
    return f"Мій IBAN {S(IB('UA', spaced=False))}, а код з Дії {S(rs(D,4))} — його теж треба вводити на сайті?"
@case("uk-nova-neg", "uk", "Nova Poshta TTN; negative")
def _():
    return f"Посилка Нової пошти, ТТН {L('204' + dg(11))}, відділення №{L('37')}. Чому статус не змінюється?"
@case("pl-pesel", "pl", "PESEL and ID card")
def _():
    return f"Wypełniam wniosek 800+: PESEL dziecka {S(pesel())}, mój numer dowodu {S(rs(UP,3) + rs(D,6))}. Numer wniosku {L('800/' + dg(6) + '/2026')}. Gdzie to wpisać?"
@case("pl-blik", "pl", "BLIK code, multi-message")
def _():
    return f"kolega prosi o kod BLIK żeby zapłacić za mnie w sklepie\n---\ndałem mu {S(rs(D,3) + ' ' + rs(D,3))}, czy to bezpieczne?"
@case("pl-nip-neg", "pl", "company NIP, IBAN of shop for payment; negative")
def _():
    return f"Faktura od sklepu: NIP {L(pl_nip())}, do zapłaty {L('1 299,00 zł')} na konto {L(IB('PL'))}, tytuł {L('FV/' + dg(4) + '/02/2026')}. Napisz przypomnienie."
@case("cs-rc", "cs", "Czech birth number and account")
def _():
    return f"Do přihlášky na pojišťovnu: rodné číslo {S(cz_rc())}, číslo účtu {S(dg(10) + '/0800')}. Variabilní symbol je {L(dg(10))}. Je to tak správně?"
@case("cs-password", "cs", "password in Czech")
def _():
    return f"Heslo do datové schránky mám {S(pw())}, ID schránky {L(rs(LO+D,7))}. Jak to tam nastavím na mobilu s aplikací verze {L(ver())}?"
@case("de-steuerid", "de", "German tax id and IBAN")
def _():
    return f"Für die Steuererklärung: meine Steuer-ID ist {S(de_steuerid())}, Erstattung bitte auf {S(IB('DE'))}. Das Finanzamt hat die Steuernummer {L('%d/%d/%05d' % (R.randint(10,99), R.randint(100,999), R.randint(10000,99999)))} vergeben."
@case("de-iban-example-neg", "de", "documentation IBAN and BIC; negative")
def _():
    return f"In der Doku steht als Beispiel-IBAN {L('DE89 3704 0044 0532 0130 00')} mit BIC {L('COBADEFFXXX')}. Ist das eine echte Kontonummer?"
@case("de-wlan", "de", "Fritzbox WLAN key")
def _():
    return f"Schreib mir eine Notiz für die Nachbarin: WLAN {L('FRITZ!Box 7590 XY')}, Schlüssel {S(rs(D,20))}. Die Haustür (Hausnummer {L('14a')}) hat den Code {S(rs(D,5))}."
@case("de-versicherung", "de", "health insurance number")
def _():
    return f"Meine Krankenversichertennummer ist {S(pick(UP) + rs(D,9))}, Kasse TK. Die Karte hat die Seriennummer {L('80276' + dg(15))}. Wie beantrage ich die eGK neu?"
@case("fr-nir", "fr", "French social security number and IBAN")
def _():
    return f"Pour la CPAM il me faut mon numéro de sécu {S(fr_nir())} et mon RIB : {S(IB('FR'))}. Tu peux m'aider à remplir le formulaire {L('S1106')} ? Mon numéro de dossier est {L(dg(11))}."
@case("fr-code-porte", "fr", "door code and parcel locker code")
def _():
    return f"Message pour le livreur : code portail {S(rs(D,4) + pick('AB'))}, interphone Dupont, 3e étage. Colis n° {L(rs(UP,2) + dg(9) + 'FR')}."
@case("fr-siret-neg", "fr", "company SIRET and TVA; negative")
def _():
    return f"Le devis de l'artisan indique SIRET {L(dg(14))}, TVA intracommunautaire {L('FR' + rs(D,2) + dg(9))}, montant {L('2 480,00 €')}. Est-ce normal qu'il demande 40 % d'acompte ?"
@case("es-dni", "es", "DNI and IBAN")
def _():
    return f"Para domiciliar el recibo del gimnasio: DNI {S(es_dni())}, IBAN {S(IB('ES'))}. Número de socio {L(dg(6))}. ¿Me redactas el correo?"
@case("es-bizum-neg", "es", "shop's CIF and order; negative")
def _():
    return f"La tienda tiene CIF {L('B' + dg(8))} y mi pedido es el {L('ES-' + dg(8))}. Pagué {L('59,90 €')} por Bizum al {L('+34 6' + rs(D,2) + ' ' + rs(D,3) + ' ' + rs(D,3))}. ¿Cómo reclamo?"
@case("es-clave", "es", "Cl@ve PIN and password")
def _():
    return f"Me llegó el Cl@ve PIN {S(rs(UP,3))} por SMS y la contraseña de la Agencia Tributaria es {S(pw())}. Referencia del borrador {L(rs(UP+D,6) + '-' + rs(D,4))}. ¿Cuánto dura el PIN?"
@case("pt-nif", "pt", "Portuguese NIF and IBAN")
def _():
    return f"Preciso de enviar à contabilista o meu NIF {S(pt_nif())} e o IBAN {S(IB('PT'))}. Processo n.º {L(dg(4) + '/' + '2026')}. Escreve-me um email curto, por favor."
@case("pt-br-cpf", "pt", "Brazilian CPF and Pix key (CPF as key)")
def _():
    return f"Meu CPF é {S(br_cpf())} e a senha do app do banco é {S(rs(D,6))}. Alguém me ligou dizendo ser do Nubank, é golpe? O número era {L('(11) 4004-' + rs(D,4))}."
@case("pt-boleto-neg", "pt", "boleto barcode line and CNPJ; negative")
def _():
    return f"O boleto do condomínio tem CNPJ {L('%02d.%03d.%03d/0001-%02d' % (R.randint(10,99), R.randint(100,999), R.randint(100,999), R.randint(10,99)))} e linha digitável {L('34191.' + dg(5) + ' ' + dg(5) + '.' + dg(6) + ' ' + dg(5) + '.' + dg(6) + ' ' + rs(D,1) + ' ' + dg(14))}. Posso pagar depois do vencimento?"
@case("it-cf", "it", "codice fiscale and IBAN")
def _():
    return f"Per il bonus mi servono: codice fiscale {S(it_cf())}, IBAN {S(IB('IT'))}. Protocollo INPS {L('INPS.' + dg(4) + '.' + rs(D,2) + '/2026.' + dg(7))}. Puoi preparare la domanda?"
@case("it-spid", "it", "SPID password and OTP")
def _():
    return f"Per entrare con SPID uso la password {S(pw())} e mi arriva un OTP tipo {S(otp())}. Perché mi dice credenziali errate? Codice errore {L('19')}."
@case("it-piva-neg", "it", "company P.IVA; negative")
def _():
    return f"Il fornitore ha P.IVA {L('IT' + dg(11))}, fattura n. {L(dg(3) + '/2026')} da {L('€ 732,00')}. Come la registro?"
@case("nl-bsn", "nl", "BSN and IBAN")
def _():
    return f"Voor de huurtoeslag: mijn BSN is {S(nl_bsn())} en mijn rekeningnummer {S(IB('NL'))}. Het aanvraagnummer is {L(dg(10))}. Klopt het dat ik dat bij de Belastingdienst moet opgeven?"
@case("nl-tikkie-neg", "nl", "Tikkie request with shop IBAN; negative")
def _():
    return f"De webshop vraagt {L('€ 45,95')} over te maken naar {L(IB('NL'))} o.v.v. bestelnummer {L(dg(8))}. Is dat betrouwbaar?"
@case("nl-digid", "nl", "DigiD credentials")
def _():
    return f"Mijn DigiD is gebruikersnaam jvandijk74 met wachtwoord {S(pw())}. Kun je uitleggen hoe ik de app (versie {L(ver())}) koppel?"
@case("sv-pnr", "sv", "Swedish personnummer")
def _():
    return f"Hjälp mig fylla i blanketten till Försäkringskassan: personnummer {S(se_pnr())}, clearingnummer {L('8' + rs(D,4))}, kontonummer {S(dg(10))}."
@case("sv-bankid-neg", "sv", "Swish number of a club, org number; negative")
def _():
    return f"Föreningen har Swish {L('123 ' + rs(D,3) + ' ' + rs(D,2) + ' ' + rs(D,2))} och organisationsnummer {L('802' + rs(D,3) + '-' + rs(D,4))}. Skriv en påminnelse om medlemsavgiften {L('350 kr')}."
@case("sv-wifi", "sv", "Wi-Fi and alarm in Swedish")
def _():
    return f"Lapp till stugan: wifi-lösenord {S(pw())}, larmkod {S(rs(D,4))}. Sophämtning på onsdagar, ring {L('070-' + rs(D,3) + ' ' + rs(D,2) + ' ' + rs(D,2))} vid problem."
@case("da-cpr", "da", "Danish CPR and NemID/MitID")
def _():
    return f"Mit CPR-nummer er {S(dk_cpr())}, og jeg har glemt min MitID-adgangskode. Den gamle var {S(pw())}. Sagsnummer {L(dg(8))}. Hvordan nulstiller jeg?"
@case("da-mobilepay-neg", "da", "company CVR and MobilePay box; negative")
def _():
    return f"Klubben har CVR {L(dg(8))} og MobilePay-nummer {L(rs(D,5))}. Kontingent {L('600 kr')} om året. Skriv en venlig besked."
@case("no-fnr", "no", "Norwegian fødselsnummer and account")
def _():
    return f"Skattemeldingen: fødselsnummer {S(no_fnr())}, kontonummer {S(rs(D,4) + ' ' + rs(D,2) + ' ' + rs(D,5))}. Referansenummer fra Skatteetaten: {L(dg(12))}. Hva er fristen?"
@case("no-vipps", "no", "Vipps/BankID code")
def _():
    return f"BankID-passordet mitt er {S(pw())} og kodebrikken viser {S(otp())}. Hvorfor feiler innloggingen? Feilkode {L('C161')}."
@case("fi-hetu", "fi", "Finnish henkilötunnus and IBAN")
def _():
    return f"Kelan hakemukseen: henkilötunnus {S(fi_hetu())}, tilinumero {S(IB('FI'))}. Hakemuksen numero {L(dg(9))}. Voitko tarkistaa lomakkeen?"
@case("fi-ytunnus-neg", "fi", "company business ID, invoice reference; negative")
def _():
    return f"Laskussa Y-tunnus {L(dg(7) + '-' + rs(D,1))}, viitenumero {L(rs(D,5) + ' ' + rs(D,5))}, eräpäivä {L('28.2.2026')}. Maksetaanko tämä?"
@case("fi-ovikoodi", "fi", "door code")
def _():
    return f"Viesti siivoojalle: rappukäytävän ovikoodi {S(rs(D,4))}, avain postilaatikossa. Asunto {L('B 12')}."
@case("hu-taj", "hu", "TAJ and tax id")
def _():
    return f"A háziorvosnak kell a TAJ-számom: {S(hu_taj())}, és az adóazonosítóm {S('8' + dg(9))}. Megírnád az e-mailt? A rendelő száma {L('+36 1 ' + rs(D,3) + ' ' + rs(D,4))}."
@case("hu-szamla-neg", "hu", "company tax number and invoice; negative")
def _():
    return f"Számla {L('SZ-' + dg(6))}, a cég adószáma {L(dg(8) + '-2-' + rs(D,2))}, összeg {L('45 900 Ft')}. Ez jogos?"
@case("hu-bank", "hu", "own Hungarian account and netbank pw")
def _():
    return f"Az OTP-s számlaszámom {S(rs(D,8) + '-' + rs(D,8) + '-' + rs(D,8))}, a netbank jelszavam {S(pw())}. Hogyan állítok be állandó átutalást {L('120 000 Ft')} összeggel?"
@case("ro-cnp", "ro", "Romanian CNP and IBAN")
def _():
    return f"Pentru ANAF: CNP {S(ro_cnp())}, cont {S(IB('RO'))}. Număr de înregistrare {L(dg(8))}. Cum depun declarația unică?"
@case("ro-factura-neg", "ro", "CUI and invoice; negative")
def _():
    return f"Factura seria {L('FCT')} nr. {L(dg(5))}, CUI furnizor {L('RO' + dg(8))}, total {L('1.249,50 lei')}. Trebuie plătită cu OP?"
@case("ro-wifi", "ro", "router admin")
def _():
    return f"Parola routerului Digi e {S(pw())}, iar PIN-ul WPS {S(rs(D,8))}. Model router {L('ZTE H298A')}. Cum dezactivez WPS?"
@case("el-amka", "el", "AMKA and AFM")
def _():
    return f"Για τον γιατρό χρειάζομαι ΑΜΚΑ {S(gr_amka())} και ΑΦΜ {S(gr_afm())}. Το ραντεβού είναι {L('14/03/2026')}. Μπορείς να γράψεις το μήνυμα;"
@case("el-taxisnet", "el", "TAXISnet password, multi-message")
def _():
    return f"Ο κωδικός μου στο TAXISnet είναι {S(pw())}\n---\nσυγγνώμη, τον άλλαξα χθες σε {S(pw())}\n---\nπώς βγάζω το εκκαθαριστικό;"
@case("el-iban-neg", "el", "landlord's shop IBAN and invoice; negative")
def _():
    return f"Το κατάστημα ζητά πληρωμή στο {L(IB('GR'))}, αιτιολογία {L('ΠΑΡ-' + dg(5))}, ποσό {L('€ 189,00')}. Είναι ασφαλές;"
@case("tr-tc", "tr", "TC kimlik and IBAN")
def _():
    return f"e-Devlet başvurusu için TC kimlik no {S(tr_tc())}, IBAN {S(IB('TR'))}. Başvuru no {L(dg(10))}. Dilekçe yazar mısın?"
@case("tr-sms", "tr", "bank SMS code")
def _():
    return f"Bankadan SMS geldi: \"{L('%02d.%02d.2026' % (R.randint(1,28), R.randint(1,12)))} tarihli işleminiz için doğrulama kodunuz {S(otp())}\". Kimse istemedi, ne yapmalıyım? Müşteri hizmetleri {L('0850 ' + rs(D,3) + ' ' + rs(D,2) + ' ' + rs(D,2))}."
@case("tr-kargo-neg", "tr", "cargo tracking and tax number of company; negative")
def _():
    return f"Yurtiçi Kargo takip no {L(dg(12))}, satıcı vergi no {L(dg(10))}, sipariş {L('#' + dg(9))}. İade nasıl yapılır?"
@case("vi-cccd", "vi", "Vietnamese citizen ID and bank account")
def _():
    return f"Mình cần điền hồ sơ: số CCCD {S(vn_cccd())}, tài khoản Vietcombank {S(dg(13))}. Mã nhân viên {L('NV' + dg(5))}. Viết giúp mình email gửi phòng nhân sự nhé."
@case("vi-otp", "vi", "OTP SMS")
def _():
    return f"Tin nhắn: \"Ma OTP cua Quy khach la {S(otp())}. Tuyet doi KHONG cung cap cho bat ky ai.\" Có người gọi từ số {L('028 ' + rs(D,4) + ' ' + rs(D,4))} xin mã này, mình có nên đưa không?"
@case("vi-order-neg", "vi", "order code and hotline; negative")
def _():
    return f"Đơn hàng Shopee mã {L(rs(D,6) + rs(UP+D,8))} giao trễ, hotline {L('1900 1221')}. Mình nên khiếu nại thế nào?"
@case("th-id", "th", "Thai ID and PromptPay")
def _():
    return f"ช่วยกรอกแบบฟอร์มประกันสังคมให้หน่อย เลขบัตรประชาชน {S(th_id())} เบอร์ติดต่อ {L('08' + rs(D,1) + '-' + rs(D,3) + '-' + rs(D,4))} เลขบัญชีกสิกร {S(rs(D,3) + '-' + rs(D,1) + '-' + rs(D,5) + '-' + rs(D,1))}"
@case("th-wifi", "th", "Wi-Fi password Thai")
def _():
    return f"รหัสไวไฟที่ร้านเปลี่ยนเป็น {S(pw())} แล้ว ช่วยเขียนป้ายติดหน้าร้านให้หน่อย เปิด {L('10:00')} ถึง {L('21:00')}"
@case("th-parcel-neg", "th", "Kerry tracking; negative")
def _():
    return f"พัสดุเคอรี่เลข {L('KEX' + dg(12))} ยังไม่ถึง สั่งเมื่อ {L('14/02/2569')} ควรทำยังไง"
@case("id-nik", "id", "Indonesian NIK and account")
def _():
    return f"Tolong bantu isi formulir BPJS: NIK {S(id_nik())}, rekening BCA {S(dg(10))}. Nomor peserta lama {L('000' + dg(10))}. Nomor KK {L('3171' + dg(12))} juga perlu?"
@case("id-ovo", "id", "e-wallet PIN and OTP")
def _():
    return f"PIN DANA saya {S(rs(D,6))} dan tadi ada kode OTP {S(rs(D,4))} masuk. Ada yang telepon dari {L('0812-' + rs(D,4) + '-' + rs(D,4))} minta kodenya, itu penipuan?"
@case("id-invoice-neg", "id", "company NPWP and virtual account of merchant; negative")
def _():
    return f"Tagihan dari toko: NPWP perusahaan {L('%02d.%03d.%03d.%d-%03d.000' % (R.randint(1,99), R.randint(100,999), R.randint(100,999), R.randint(0,9), R.randint(1,999)))}, bayar ke virtual account {L('8808' + dg(12))} sebesar {L('Rp 1.250.000')}."
@case("tl-gcash", "tl", "GCash MPIN and OTP")
def _():
    return f"Pa-help naman, yung MPIN ko sa GCash ay {S(rs(D,4))}, tapos may OTP na {S(otp())} na dumating. May tumawag na taga-GCash daw, scam ba? Transaction amount {L('₱3,000.00')} daw."
@case("tl-sss", "tl", "SSS and TIN numbers")
def _():
    return f"Para sa bagong trabaho: SSS no. {S(rs(D,2) + '-' + rs(D,7) + '-' + rs(D,1))}, TIN {S(rs(D,3) + '-' + rs(D,3) + '-' + rs(D,3) + '-000')}. Start date ko {L('March 2, 2026')}. Ano pa kailangan?"
@case("tl-receipt-neg", "tl", "GCash receipt Ref No; negative")
def _():
    return f"Nagbayad ako ng {L('₱850.00')} sa seller, Ref No. {L(rs(D,4) + ' ' + rs(D,3) + ' ' + rs(D,6))}, sa number na {L(ph_mob())}. Wala pa raw dumating sa kanya."
@case("sw-mpesa", "sw", "M-Pesa SMS code and PIN")
def _():
    return f"Nimepokea ujumbe: \"{S(mpesa())} Imethibitishwa. Ksh{L('1,500.00')} imetumwa kwa JOHN KAMAU.\" Na PIN yangu ya M-Pesa ni {S(rs(D,4))}. Je, mtu akijua PIN anaweza kuiba pesa?"
@case("sw-id", "sw", "Kenyan ID and KRA PIN")
def _():
    return f"Nahitaji kujaza fomu ya NHIF: nambari ya kitambulisho {S(dg(8))}, KRA PIN {S('A' + dg(9) + pick(UP))}. Simu yangu ni {L('0722 ' + rs(D,3) + ' ' + rs(D,3))}. Niandikie barua fupi."
@case("sw-paybill-neg", "sw", "Paybill and account of a utility; negative")
def _():
    return f"Kulipa KPLC natumia Paybill {L('888880')}, nambari ya akaunti {L(dg(11))}. Bili ni {L('Ksh 2,340')}. Nilipe lini?"

# ----------------------------------------------------------------- build, validate, write
HOSTILE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u0085\u2028\u2029\ufeff\t\r]")
ID_RE = re.compile(r"^H39-\d{3}-[a-z0-9-]+$")

def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out

def problems(rec):
    p = []
    t = rec["text"]
    for k in ("id", "lang", "text", "note"):
        if not isinstance(rec[k], str) or not rec[k]: p.append("empty " + k)
    for k in ("id", "lang", "text", "note"):
        if HOSTILE.search(rec[k]): p.append("hostile char in " + k)
    allv = rec["secrets"] + rec["lookalikes"]
    if len(set(allv)) != len(allv): p.append("value listed twice")
    for v in allv:
        if not v or v != v.strip(): p.append("blank/space-padded value %r" % v); continue
        if HOSTILE.search(v): p.append("hostile char in value %r" % v)
        occ = occurrences(t, v)
        if not occ: p.append("not a substring: %r" % v); continue
        if len(v) <= 6 and len(occ) > 1: p.append("short value occurs twice: %r" % v)
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit(): p.append("embedded number %r" % v)
            if v[-1].isdigit() and b < len(t) and t[b].isdigit(): p.append("embedded number %r" % v)
    for s in rec["secrets"]:
        for l in rec["lookalikes"]:
            for a, b in occurrences(t, s):
                for c, d in occurrences(t, l):
                    if a < d and c < b: p.append("overlap %r / %r" % (s, l))
    return p

def self_test():
    assert luhn_ok("4242424242424242") and luhn_ok("4111111111111111") and luhn_ok("5555555555554444")
    assert iban_ok("DE89370400440532013000") and iban_ok("GB82WEST12345698765432")
    assert verhoeff_ok("2363") and verhoeff_check("236") == "3"
    assert es_dni_ok("12345678Z")
def es_dni_ok(s): return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]

def build():
    global _cur
    recs = []
    for n, (slug, lang, note, fn) in enumerate(CASES, 1):
        for attempt in range(50):
            _cur = {"s": [], "l": []}
            text = fn()
            rec = {"id": "%s-%03d-%s" % (PREFIX, n, slug), "lang": lang, "text": text,
                   "secrets": list(_cur["s"]), "lookalikes": list(_cur["l"]), "note": note}
            if not problems(rec): break
        else:
            print("FAIL %s: %s" % (rec["id"], problems(rec)), file=sys.stderr); sys.exit(1)
        recs.append(rec)
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids) or not all(ID_RE.match(i) for i in ids):
        print("bad ids", file=sys.stderr); sys.exit(1)
    return recs

def q(s): return json.dumps(s, ensure_ascii=False)
def dump(recs):
    out = ["lookalikes: []", "cases:"]
    for r in recs:
        out.append("  - id: " + q(r["id"]))
        out.append("    lang: " + q(r["lang"]))
        out.append("    text: " + q(r["text"]))
        for k in ("secrets", "lookalikes"):
            if r[k]:
                out.append("    %s:" % k)
                out.extend("      - " + q(v) for v in r[k])
            else:
                out.append("    %s: []" % k)
        out.append("    note: " + q(r["note"]))
    return "\n".join(out) + "\n"

if __name__ == "__main__":
    if len(sys.argv) != 2: print("usage: make_heldout_v39.py heldout_v39.yaml", file=sys.stderr); sys.exit(2)
    try: self_test()
    except AssertionError: print("self-test of check-digit code failed", file=sys.stderr); sys.exit(1)
    recs = build()
    y = dump(recs)
    if HOSTILE.search(y.replace("\n", "")): print("hostile char in output", file=sys.stderr); sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f: f.write(y)
    print("wrote %d cases to %s" % (len(recs), sys.argv[1]))
