#!/usr/bin/env python3
"""Deterministic generator for the heldout_v41 blind evaluation set (secrets filter).
Usage: python3 make_heldout_v41.py heldout_v41.yaml   (standard library only)"""
import json, random, re, string, sys

SEED = 41
PREFIX = "H41"
rng = random.Random(SEED)
D = string.digits; U = string.ascii_uppercase; L = string.ascii_lowercase
AN = D + U + L; HEX = "0123456789abcdef"; B32 = U + "234567"
B64 = AN + "+/"; B64U = AN + "-_"

def ch(a, n): return "".join(rng.choice(a) for _ in range(n))
def nz(n): return rng.choice("123456789") + ch(D, n - 1)
def luhn_digit(s):
    t = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        t += d
    return str((10 - t % 10) % 10)
def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]
def grp(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))

# ---------------- secrets ----------------
WORDS = ("marigold kettle harbor violet canyon otter falcon cedar pepper lantern maple orbit velvet tundra "
         "copper meadow saffron quartz willow ember juniper pebble raven sparrow thistle walnut zephyr "
         "biscuit cobalt dune fjord glacier hazel indigo jasper koala lemon mango nectar olive papaya").split()
SYMS = "!@#$%&*?-_+="
def pw(style=""):
    st = style or rng.choice(["word", "rand", "leet", "word", "rand2"])
    if st == "word":
        return rng.choice(WORDS).capitalize() + rng.choice(SYMS) + ch(D, rng.randint(2, 4)) + rng.choice(["", rng.choice(WORDS)[:3]])
    if st == "rand":
        while True:
            s = ch(AN + "!@#$%&*", rng.randint(12, 18))
            if any(c in D for c in s) and any(c in "!@#$%&*" for c in s): return s
    if st == "rand2":
        return ch(AN, rng.randint(10, 14)) + ch(D, 2)
    if st == "leet":
        w = rng.choice(WORDS) + rng.choice(WORDS)
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return w[0].upper() + w[1:] + str(rng.randint(1980, 2024))
    if st == "long":
        return ch(AN + "!#%&*+-=?@^_", 32)
def pp(n="4"):
    return "-".join(rng.sample(WORDS, int(n))) + "-" + str(rng.randint(10, 99))
def pin(n="4"): return ch(D, int(n))
def otp(n="6"): return ch(D, int(n))
def rec(): return ch(L + D, 5) + "-" + ch(L + D, 5)
def bkp(): return ch(D, 4) + " " + ch(D, 4)
def totp(sp=""):
    s = ch(B32, 32)
    return grp(s, 4) if sp else s
def akid(): return "AKIA" + ch(U + "234567", 16)
def awssec(): return ch(AN + "+/", 40)
def ghp(): return "ghp_" + ch(AN, 36)
def ghfg(): return "github_pat_11" + ch(U + D, 20) + "_" + ch(AN, 59)
def glpat(): return "glpat-" + ch(AN + "-_", 20)
def slack(): return "xoxb-" + nz(12) + "-" + nz(13) + "-" + ch(AN, 24)
def slackhook(): return "https://hooks.slack.com/services/T" + ch(U + D, 10) + "/B" + ch(U + D, 10) + "/" + ch(AN, 24)
def sklive(): return "sk_live_51" + ch(AN, 97)
def rklive(): return "rk_live_51" + ch(AN, 97)
def openai(): return "sk-proj-" + ch(AN + "-_", 48) + "T3BlbkFJ" + ch(AN + "-_", 48)
def anth(): return "sk-ant-api03-" + ch(AN + "-_", 93) + "AA"
def gapi(): return "AIza" + ch(AN + "-_", 35)
def twtok(): return ch(HEX, 32)
def twsid(): return "AC" + ch(HEX, 32)
def sg(): return "SG." + ch(AN + "-_", 22) + "." + ch(AN + "-_", 43)
def npm(): return "npm_" + ch(AN, 36)
def tg(): return nz(10) + ":AA" + ch(AN + "-_", 33)
def hf(): return "hf_" + ch(U + L, 34)
def dckr(): return "dckr_pat_" + ch(AN + "-_", 27)
def shpat(): return "shpat_" + ch(HEX, 32)
def ddog(): return ch(HEX, 32)
def b64url(b):
    import base64
    return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt():
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps({"sub": nz(7), "role": "user", "iat": 1760000000 + rng.randint(0, 9999999)}, separators=(",", ":")).encode())
    return h + "." + p + "." + ch(B64U, 43)
def pemrsa():
    body = "\n".join(ch(B64, 64) for _ in range(5))
    return "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + ch(B64, 48) + "\n" + body + "\n" + ch(B64, 28) + "==\n-----END RSA PRIVATE KEY-----"
def sshkey():
    body = "\n".join(ch(B64, 70) for _ in range(4))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + body + "\n" + ch(B64, 36) + "=\n-----END OPENSSH PRIVATE KEY-----"
BIP = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
       "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
       "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
       "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
       "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
       "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork "
       "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt "
       "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
       "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
       "become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid "
       "bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur "
       "blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
       "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
       "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
       "buzz cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon capable "
       "capital captain carbon card cargo carpet carry cart case cash casino castle casual catalog catch category cattle "
       "caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos").split()
def seed(n="12"): return " ".join(rng.sample(BIP, int(n)))
HOSTS = ["db.internal", "10.0.3.17", "pg-prod-1.cluster-c8x.eu-central-1.rds.amazonaws.com", "localhost", "192.168.1.40"]
def dbuser(): return rng.choice(["app", "admin", "shopuser", "etl_rw", "postgres", "svc_api"])
def dbpw(): return ch(AN, rng.randint(14, 20))
def pg(): return "postgresql://%s:%s@%s:5432/%s" % (dbuser(), dbpw(), rng.choice(HOSTS), rng.choice(["shop", "prod", "crm", "app"]))
def mongo(): return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % (dbuser(), dbpw(), ch(L + D, 5))
def redis(): return "redis://default:%s@%s:6379/0" % (dbpw(), rng.choice(HOSTS))
def mysql(): return "mysql://%s:%s@%s:3306/%s" % (dbuser(), dbpw(), rng.choice(HOSTS), rng.choice(["wp", "billing", "app"]))
def amqp(): return "amqps://%s:%s@rabbit.%s.net/vhost" % (dbuser(), dbpw(), ch(L, 6))
def azconn(): return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (ch(L + D, 12), ch(B64, 86))
def cookie(kind="hex"):
    return ch(HEX, 32) if kind == "hex" else ch(B64U, 44)
def card(brand="visa", fmt="sp"):
    if brand == "visa": pre, n = "4" + ch(D, 5), 16
    elif brand == "mc": pre, n = "5" + rng.choice("12345") + ch(D, 4), 16
    elif brand == "amex": pre, n = "3" + rng.choice("47") + ch(D, 4), 15
    else: pre, n = "6011" + ch(D, 2), 16
    body = pre + ch(D, n - 1 - len(pre)); s = body + luhn_digit(body)
    if fmt != "sp": return s
    if n == 15: return s[:4] + " " + s[4:10] + " " + s[10:]
    return grp(s, 4)
def exp(): return "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 31))
def cvc(n="3"): return ch(D, int(n))
def mod97_iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return cc + "%02d" % (98 - int(num) % 97) + bban
def es_dc(s):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
    return "0" if r == 11 else ("1" if r == 10 else str(r))
def fr_rib(b, g, a): return "%02d" % (97 - (89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
IBAN_BANK = {"DE": lambda: rng.choice(["10010010", "20050550", "37040044", "50010517", "70150000", "12030000"]) + ch(D, 10),
    "FR": None, "ES": None,
    "IT": lambda: rng.choice(U) + rng.choice(["03069", "02008", "05034"]) + ch(D, 5) + ch(D, 12),
    "NL": lambda: rng.choice(["ABNA", "INGB", "RABO", "TRIO", "SNSB"]) + ch(D, 10),
    "GB": lambda: rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + ch(D, 6) + ch(D, 8),
    "PL": lambda: ch(D, 24), "CZ": lambda: rng.choice(["0800", "0100", "0300", "2010"]) + "0000" + ch(D, 2) + ch(D, 10),
    "SE": lambda: rng.choice(["500", "800", "600"]) + ch(D, 17), "DK": lambda: ch(D, 14), "NO": lambda: ch(D, 11),
    "FI": lambda: ch(D, 14), "HU": lambda: ch(D, 24), "RO": lambda: rng.choice(["BTRL", "RNCB", "INGB", "BRDE"]) + ch(U + D, 16),
    "GR": lambda: rng.choice(["011", "017", "026"]) + ch(D, 4) + ch(D, 16), "TR": lambda: ch(D, 5) + "0" + ch(D, 16),
    "PT": lambda: ch(D, 21), "BE": None, "CH": lambda: ch(D, 5) + ch(D, 12), "AT": lambda: ch(D, 16),
    "SA": lambda: ch(D, 2) + ch(D, 18), "AE": lambda: ch(D, 3) + ch(D, 16), "IL": lambda: ch(D, 3) + ch(D, 3) + ch(D, 13),
    "UA": lambda: ch(D, 6) + ch(D, 19)}
IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "IT": 27, "NL": 18, "GB": 22, "PL": 28, "CZ": 24, "SE": 24, "DK": 18, "NO": 15,
    "FI": 18, "HU": 28, "RO": 24, "GR": 27, "TR": 26, "PT": 25, "BE": 16, "CH": 21, "AT": 20, "SA": 24, "AE": 23, "IL": 23, "UA": 29}
def iban(cc, fmt="sp"):
    if cc == "FR":
        b, g, a = ch(D, 5), ch(D, 5), ch(D, 11); bban = b + g + a + fr_rib(b, g, a)
    elif cc == "ES":
        b, o, a = rng.choice(["2100", "0049", "0182", "2038"]), ch(D, 4), ch(D, 10)
        bban = b + o + es_dc("00" + b + o) + es_dc(a) + a
    elif cc == "BE":
        f = ch(D, 10); r = int(f) % 97; bban = f + "%02d" % (r if r else 97)
    else:
        bban = IBAN_BANK[cc]()
    s = mod97_iban(cc, bban)
    assert len(s) == IBAN_LEN[cc], (cc, s)
    return grp(s, 4) if fmt == "sp" else s
def iban_ok(s):
    s = s.replace(" ", ""); r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1
def ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666: return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))
def nino(): return rng.choice("ABCEGHJKLMNPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ") + " " + grp(ch(D, 6), 2) + " " + rng.choice("ABCD")
def steuerid():
    while True:
        base = [rng.choice("123456789")] + [rng.choice(D) for _ in range(9)]
        if len(set(base)) in (8, 9): break
    p = 10
    for c in base:
        s = (int(c) + p) % 10
        if s == 0: s = 10
        p = (s * 2) % 11
    c = 11 - p
    if c == 10: c = 0
    s = "".join(base) + str(c)
    return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]
def nir():
    b = rng.choice("12") + "%02d%02d" % (rng.randint(60, 99), rng.randint(1, 12)) + rng.choice(["75", "69", "13", "33", "59", "44"]) + ch(D, 3) + ch(D, 3)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
def dni():
    n = rng.randint(10000000, 79999999); return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
def nie():
    p = rng.choice("XYZ"); n = rng.randint(0, 9999999)
    return "%s%07d%s" % (p, n, "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + "%07d" % n) % 23])
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
def cf():
    cons = "BCDFGLMNPRSTVZ"
    s = ch(cons, 3) + ch(cons, 3) + "%02d" % rng.randint(60, 99) + rng.choice("ABCDEHLMPRST") + "%02d" % (rng.randint(1, 28) + rng.choice([0, 40])) + rng.choice(["F205", "H501", "L219", "G273", "F839", "A944"])
    t = 0
    for i, c in enumerate(s):
        t += CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
    return s + chr(65 + t % 26)
def pesel():
    y = rng.randint(60, 99); m = rng.randint(1, 12); d = rng.randint(1, 28)
    b = "%02d%02d%02d%s" % (y, m, d, ch(D, 4)); w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(a) * x for a, x in zip(b, w)) % 10) % 10)
def rc():
    while True:
        b = "%02d%02d%02d%s" % (rng.randint(60, 99), rng.randint(1, 12) + rng.choice([0, 50]), rng.randint(1, 28), ch(D, 3))
        c = int(b) % 11
        if c < 10: return b[:6] + "/" + b[6:] + str(c)
def pnr():
    b = "%02d%02d%02d%s" % (rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28), ch(D, 3))
    return b[:6] + "-" + b[6:] + luhn_digit(b)
def cpr(): return "%02d%02d%02d-%s" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(60, 99), ch(D, 4))
def fnr():
    while True:
        b = [int(c) for c in "%02d%02d%02d%s" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(60, 99), ch(D, 3))]
        k1 = 11 - sum(a * w for a, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10: continue
        b.append(k1)
        k2 = 11 - sum(a * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10: continue
        return "".join(map(str, b)) + str(k2)
def hetu():
    dd, mm, yy, nnn = rng.randint(1, 28), rng.randint(1, 12), rng.randint(60, 99), rng.randint(2, 899)
    return "%02d%02d%02d-%03d%s" % (dd, mm, yy, nnn, "0123456789ABCDEFHJKLMNPRSTUVWXY"[int("%02d%02d%02d%03d" % (dd, mm, yy, nnn)) % 31])
def bsn():
    while True:
        b = [rng.choice(range(1, 10))] + [rng.randint(0, 9) for _ in range(7)]
        r = sum(a * w for a, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2])) % 11
        if r < 10: return "".join(map(str, b)) + str(r)
def taj():
    b = ch(D, 8); c = sum(int(a) * (3 if i % 2 == 0 else 7) for i, a in enumerate(b)) % 10
    s = b + str(c); return s[:3] + " " + s[3:6] + " " + s[6:]
def cnp():
    b = rng.choice("12") + "%02d%02d%02d" % (rng.randint(60, 99), rng.randint(1, 12), rng.randint(1, 28)) + "%02d" % rng.randint(1, 40) + ch(D, 3)
    r = sum(int(a) * int(w) for a, w in zip(b, "279146358279")) % 11
    return b + ("1" if r == 10 else str(r))
def amka():
    b = "%02d%02d%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(60, 99)) + ch(D, 4)
    return b + luhn_digit(b)
def tckn():
    d = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10); d.append(sum(d) % 10); return "".join(map(str, d))
def cnid():
    b = rng.choice(["110101", "310104", "440305", "330106", "510107", "320102"]) + "%04d%02d%02d" % (rng.randint(1965, 2002), rng.randint(1, 12), rng.randint(1, 28)) + ch(D, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(a) * x for a, x in zip(b, w)) % 11]
def rrn():
    y = rng.randint(60, 99)
    b = "%02d%02d%02d" % (y, rng.randint(1, 12), rng.randint(1, 28)) + rng.choice("12") + ch(D, 5)
    c = (11 - sum(int(a) * w for a, w in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)
def mynum():
    b = ch(D, 11); P = [int(c) for c in reversed(b)]
    s = sum(P[n - 1] * (n + 1 if n <= 6 else n - 5) for n in range(1, 12)) % 11
    s = b + str(0 if s <= 1 else 11 - s); return s[:4] + " " + s[4:8] + " " + s[8:]
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
def verhoeff_digit(s):
    c = 0
    for i, x in enumerate(reversed(s)): c = VD[c][VP[(i + 1) % 8][int(x)]]
    return str(VINV[c])
def verhoeff_ok(s):
    c = 0
    for i, x in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(x)]]
    return c == 0
def aadhaar():
    b = rng.choice("23456789") + ch(D, 10); s = b + verhoeff_digit(b); return grp(s, 4)
def panin(): return ch(U, 3) + "P" + rng.choice(U) + ch(D, 4) + rng.choice(U)
def cpf():
    b = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        r = sum(a * w for a, w in zip(b, range(k, 1, -1))) * 10 % 11; b.append(0 if r == 10 else r)
    s = "".join(map(str, b)); return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])
def tz(): b = nz(8); return b + luhn_digit(b)
def snils():
    b = ch(D, 9); s = sum(int(a) * w for a, w in zip(b, range(9, 0, -1)))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101)
    if c == 100: c = 0
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def inn12():
    b = [int(c) for c in rng.choice(["77", "78", "50", "66"]) + ch(D, 8)]
    b.append(sum(a * w for a, w in zip(b, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    b.append(sum(a * w for a, w in zip(b, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10)
    return "".join(map(str, b))
def inn10():
    b = [int(c) for c in rng.choice(["77", "78", "50"]) + ch(D, 7)]
    b.append(sum(a * w for a, w in zip(b, [2, 4, 10, 3, 5, 9, 4, 6, 8])) % 11 % 10); return "".join(map(str, b))
def thid():
    b = rng.choice("1358") + ch(D, 11)
    s = b + str((11 - sum(int(a) * w for a, w in zip(b, range(13, 1, -1))) % 11) % 10)
    return "%s %s %s %s %s" % (s[0], s[1:5], s[5:10], s[10:12], s[12])
def nik():
    return rng.choice(["3171", "3273", "3578", "3374", "5171"]) + ch(D, 2) + "%02d%02d%02d" % (rng.randint(1, 28) + rng.choice([0, 40]), rng.randint(1, 12), rng.randint(60, 99)) + ch(D, 4)
def cccd(): return "0" + rng.choice(["01", "79", "48", "31"]) + rng.choice("0123") + "%02d" % rng.randint(60, 99) + ch(D, 6)
def kenya(): return nz(8)
def melli():
    while True:
        b = ch(D, 9)
        if len(set(b)) > 1: break
    r = sum(int(a) * (10 - i) for i, a in enumerate(b)) % 11
    return b + str(r if r < 2 else 11 - r)
def said(): b = "1" + ch(D, 8); return b + luhn_digit(b)
def eid():
    b = "784" + str(rng.randint(1970, 2003)) + ch(D, 7); s = b + luhn_digit(b)
    return "%s-%s-%s-%s" % (s[:3], s[3:7], s[7:14], s[14])
def passport(cc="US"):
    if cc == "US": return nz(9)
    if cc == "DE": return rng.choice("CFGHJK") + ch("CFGHJKLMNPRTVWXYZ0123456789", 8)
    if cc == "FR": return ch(D, 2) + ch(U, 2) + ch(D, 5)
    if cc == "IN": return rng.choice("JKLMNPRSTUVWZ") + nz(7)
    if cc == "CN": return "E" + nz(8)
    if cc == "GB": return nz(9)
    if cc == "BR": return ch(U, 2) + ch(D, 6)
    if cc == "PH": return "P" + ch(D, 7) + rng.choice(U)
    return ch(U, 2) + ch(D, 7)
def dl(cc="US"):
    if cc == "US": return rng.choice(U) + ch(D, 7)
    if cc == "CA": return rng.choice(U) + ch(D, 4) + "-" + ch(D, 5) + "-" + ch(D, 5)
    if cc == "GB":
        return ch(U, 5) + "%d%02d%02d%d" % (rng.randint(6, 9), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 9)) + ch(U, 2) + rng.choice(D) + ch(U, 2)
    return ch(U + D, 10)
def member(): return rng.choice(["XEH", "ZGP", "W", "JQU", "MBR"]) + nz(9)
def gate(): return ch(D, rng.choice([4, 5, 6]))
def wifi(): return rng.choice([pp("3"), pw("rand2"), rng.choice(WORDS) + ch(D, 4) + rng.choice(WORDS)])
ANS = ["Biscuit", "Kowalczyk", "Maple Street", "Rex", "Mrs. Abernathy", "Toyota Corolla", "Pumpkin", "Hartwell", "Springfield Elementary",
       "Schnuffel", "Bianchi", "Mittens", "Oakridge", "Duchess", "Pelletier"]
def answer(): return rng.choice(ANS)
def mpesa(): return rng.choice("QRST") + ch(U + D, 9)
def usacct(): return nz(rng.choice([10, 11, 12]))
def ukacct(): return nz(8)
def auacct(): return nz(9)
def inacct(): return nz(rng.choice([11, 12, 14]))
def rusacct(): return "40817810" + ch(D, 12)
def clabe():
    b = rng.choice(["002", "012", "014", "072"]) + ch(D, 14)
    return b + str((10 - sum((int(a) * w) % 10 for a, w in zip(b, [3, 7, 1] * 6)) % 10) % 10)
def jpacct(): return ch(D, 7)
def alarm(): return ch(D, 4)

# ---------------- look-alikes ----------------
def order(k="amz"):
    if k == "amz": return "%03d-%07d-%07d" % (rng.randint(100, 999), rng.randint(0, 9999999), rng.randint(0, 9999999))
    if k == "hash": return "#" + nz(rng.choice([6, 7, 8]))
    return ch(U, 2) + "-" + nz(7)
def inv(): return "INV-%d-%05d" % (rng.randint(2024, 2026), rng.randint(1, 99999))
def ups(): return "1Z" + ch(U + D, 6) + ch(D, 10)
def usps(): return "9400 " + grp(ch(D, 18), 4)
def dhl(): return nz(10)
def sha(): return ch(HEX, 40)
def sha7(): return ch(HEX, 7)
def sha256(): return ch(HEX, 64)
def md5(): return ch(HEX, 32)
def uuid():
    h = ch(HEX, 32); h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
def ver(): return "%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 40))
def serial(): return ch(U, 2) + ch(U + D, 8)
PH = {"US": lambda: "(%s) 555-01%02d" % (rng.choice(["212", "415", "312", "206"]), rng.randint(0, 99)),
      "UK": lambda: "07700 900%03d" % rng.randint(0, 999), "DE": lambda: "+49 15%d %s %s" % (rng.randint(1, 9), ch(D, 4), ch(D, 4)),
      "FR": lambda: "06 %s %s %s %s" % tuple(ch(D, 2) for _ in range(4)), "ES": lambda: "6%s %s %s" % (ch(D, 2), ch(D, 3), ch(D, 3)),
      "IT": lambda: "+39 3%s %s %s" % (ch(D, 2), ch(D, 3), ch(D, 4)), "RU": lambda: "+7 9%s %s-%s-%s" % (ch(D, 2), ch(D, 3), ch(D, 2), ch(D, 2)),
      "CN": lambda: "1%s %s %s" % (rng.choice("3589") + ch(D, 1), ch(D, 4), ch(D, 4)), "JP": lambda: "090-%s-%s" % (ch(D, 4), ch(D, 4)),
      "KR": lambda: "010-%s-%s" % (ch(D, 4), ch(D, 4)), "IN": lambda: "+91 9%s %s" % (ch(D, 4), ch(D, 5)),
      "BR": lambda: "(11) 9%s-%s" % (ch(D, 4), ch(D, 4)), "KE": lambda: "07%s %s %s" % (ch(D, 2), ch(D, 3), ch(D, 3)),
      "PL": lambda: "+48 %s %s %s" % (rng.choice("5678") + ch(D, 2), ch(D, 3), ch(D, 3)), "GEN": lambda: "+%s %s %s" % (rng.choice(["31", "46", "45", "47", "358", "36", "40", "30", "90", "84", "66", "62", "63"]), ch(D, 3), ch(D, 6))}
def phone(cc="US"): return PH[cc]()
def mask(): return "**** " + ch(D, 4)
def aba():
    while True:
        b = [rng.randint(0, 3)] + [rng.randint(0, 9) for _ in range(7)]
        for c in range(10):
            x = b + [c]
            if (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 == 0:
                return "".join(map(str, x))
def aba_ok(s):
    x = [int(c) for c in s]; return (3 * (x[0] + x[3] + x[6]) + 7 * (x[1] + x[4] + x[7]) + (x[2] + x[5] + x[8])) % 10 == 0
def sort(): return "%02d-%02d-%02d" % (rng.randint(10, 99), rng.randint(0, 99), rng.randint(0, 99))
def bsb(): return "%03d-%03d" % (rng.randint(10, 999), rng.randint(0, 999))
def ifsc(): return rng.choice(["HDFC", "SBIN", "ICIC", "UTIB", "KKBK"]) + "0" + ch(D, 6)
def vatde(): return "DE" + nz(9)
def siret():
    b = nz(8); siren = b + luhn_digit(b); nic = ch(D, 4); s = siren + nic
    return "%s %s %s %s" % (s[:3], s[3:6], s[6:9], nic + luhn_digit(s))
def cnpj():
    b = [int(c) for c in ch(D, 8) + "0001"]
    for w in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(a * x for a, x in zip(b, w)) % 11; b.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, b)); return "%s.%s.%s/%s-%s" % (s[:2], s[2:5], s[5:8], s[8:12], s[12:])
def imei(): b = rng.choice(["35", "86", "01"]) + ch(D, 12); return b + luhn_digit(b)
def isbn():
    b = "978" + rng.choice(["0", "1", "3", "2"]) + ch(D, 8)
    c = (10 - sum(int(a) * (1 if i % 2 == 0 else 3) for i, a in enumerate(b)) % 10) % 10
    return "%s-%s-%s-%s-%s" % (b[:3], b[3], b[4:7], b[7:12], c)
def ean():
    b = rng.choice(["40", "50", "76", "87", "69"]) + ch(D, 10)
    return b + str((10 - sum(int(a) * (1 if i % 2 == 0 else 3) for i, a in enumerate(b)) % 10) % 10)
def booking(): return ch("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
def ticket(): return rng.choice(["OPS", "PLAT", "WEB", "INFRA", "BUG"]) + "-" + str(rng.randint(100, 9999))
def refno(): return nz(12)
def date(): return "2026-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))
def amount(): return "%d.%02d" % (rng.randint(10, 4999), rng.randint(0, 99))
def ip(): return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))
def mac(): return ":".join(ch(HEX, 2) for _ in range(6))
def digest(): return "sha256:" + ch(HEX, 64)
def build(): return str(rng.randint(1000, 99999))
def sin(): b = rng.choice("1245679") + ch(D, 7); s = b + luhn_digit(b); return s[:3] + " " + s[3:6] + " " + s[6:]
def chatid(): return "-100" + nz(10)
def eticket(): return "016-" + nz(10)
def xmask(): return "XXXXXX" + ch(D, 4)
def sss(): return "%02d-%s-%s" % (rng.randint(1, 34), ch(D, 7), rng.choice(D))
def phtin(): return "%s-%s-%s-000" % (nz(3), ch(D, 3), ch(D, 3))
PH["SA"] = lambda: "05" + rng.choice("0345") + " " + ch(D, 3) + " " + ch(D, 4)
PH["VN"] = lambda: "09" + ch(D, 2) + " " + ch(D, 3) + " " + ch(D, 3)
PH["TH"] = lambda: "08" + ch(D, 1) + "-" + ch(D, 3) + "-" + ch(D, 4)
def sf(): return "SF" + nz(13)
def rakuten(): return "%s-%s-%s" % (nz(6), "2026%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)), nz(10))
def irpost(): return nz(24)
def flipkart(): return "OD" + nz(18)
def shopee(): return "2605" + ch(D, 2) + ch(U + D, 8)
def spx(): return "SPXVN0" + ch(D, 11)
def ttn(): return "2045" + ch(D, 10)
def rutrack(): return "8" + ch(D, 13)
def colis(): return "6A" + ch(D, 11)
def piva(): b = "0" + ch(D, 9); return "IT" + b + luhn_digit(b)
def cups(): return "ES0031" + ch(D, 12) + ch(U, 2) + "0F"
def kerry(): return "KEX" + ch(D, 12)
def cui(): return "RO" + nz(8)
def fik(): return "+71<" + ch(D, 15) + "+" + nz(8) + "<"
def rfref():
    b = nz(12); num = "".join(str(int(x, 36)) for x in b + "RF00")
    return "RF%02d%s" % (98 - int(num) % 97, b)
def rf_ok(s): return int("".join(str(int(x, 36)) for x in s[4:] + s[:4])) % 97 == 1
def gcashref(): return nz(13)
def etax(): return grp(nz(16), 4)
def tokped(): return "INV/2026%02d%02d/MPL/%s" % (rng.randint(1, 12), rng.randint(1, 28), nz(10))
def chip(): return "985" + ch(D, 12)
def iccid(): b = "8949" + ch(D, 14); return b + luhn_digit(b)
def combo(): return "%02d-%02d-%02d" % (rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 59))
def charity_iban(cc="GB"): return iban(cc)

KINDS = {k: v for k, v in globals().items() if callable(v) and not k.startswith("_")}

# ---------------- engine ----------------
TOK = re.compile(r"\[\[(.*?)\]\]", re.S)
def render(tpl):
    tags = {}; sec = []; lk = []
    def one(m):
        t = m.group(1)
        role = t[0] if t[0] in "SLN" else "N"
        rest = t[1:] if t[0] in "SLN" else t
        if rest.startswith("="):
            v = rest[1:]
        elif rest.startswith(":"):
            spec, _, tag = rest[1:].partition("@")
            name, *args = spec.split(".")
            v = KINDS[name](*args)
            if tag:
                tp = tag.split("|"); tags[tp[0]] = v
                if len(tp) == 3: v = v[int(tp[1]):int(tp[2])]
        elif rest.startswith("@"):
            parts = rest[1:].split("|")
            v = tags[parts[0]]
            if len(parts) == 3: v = v[int(parts[1]):int(parts[2])]
        else:
            raise ValueError("bad token " + t)
        if role == "S" and v not in sec: sec.append(v)
        if role == "L" and v not in lk: lk.append(v)
        return v
    text = TOK.sub(one, tpl)
    return text, sec, lk

HOSTILE = re.compile("[\x00-\x09\x0b-\x1f\x7f\u2028\u2029\ufeff\\\\]")
VHOSTILE = re.compile("[\x00-\x1f\x7f\u2028\u2029\ufeff\\\\\"`]")
def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out
def problems(text, sec, lk):
    p = []
    if HOSTILE.search(text): p.append("hostile char in text")
    if "[[" in text or "]]" in text: p.append("unrendered token")
    for v in sec + lk:
        if not v or v != v.strip(): p.append("empty/untrimmed value %r" % v)
        if (VHOSTILE if "\n" not in v else HOSTILE).search(v): p.append("hostile char in value")
        occ = occurrences(text, v)
        if not occ: p.append("not a substring: %r" % v)
        if len(v) <= 6 and len(occ) != 1: p.append("short value occurs %d times: %r" % (len(occ), v))
        for a, b in occ:
            if v[0].isdigit() and a > 0 and text[a - 1].isdigit(): p.append("embedded number %r" % v)
            if v[-1].isdigit() and b < len(text) and text[b].isdigit(): p.append("embedded number %r" % v)
    if set(sec) & set(lk): p.append("value in both lists")
    so = [o for v in sec for o in occurrences(text, v)]
    lo = [o for v in lk for o in occurrences(text, v)]
    for a, b in so:
        for c, d in lo:
            if a < d and c < b: p.append("secret/look-alike overlap")
    return p

CASES = []
def c(lang, slug, tpl, note):
    CASES.append((lang, slug, tpl, note))

# ================= English =================
E = "en"
c(E, "gmail-pw-prose", "Can you remind me later which account I used? For the record my Gmail password is [[S:pw]] and the recovery phone is [[L:phone.US]], account created [[L:date]].", "password in prose beside a phone number")
c(E, "env-stripe-live", "Why does this crash on boot?\n\nSTRIPE_SECRET_KEY=[[S:sklive]]\nSTRIPE_PUBLISHABLE_KEY=pk_live_...\nAPP_VERSION=[[L:ver]]\nPORT=8080", "live Stripe secret in .env; version is a look-alike")
c(E, "aws-docs-example-neg", "In the AWS docs they use [[L=AKIAIOSFODNN7EXAMPLE]] with [[L=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY]]. Are those real keys or just placeholders? I want to use the same style in our internal wiki.", "documentation example AWS keys")
c(E, "aws-real-creds", "here's my ~/.aws/credentials, boto3 keeps saying InvalidClientTokenId:\n\n[default]\naws_access_key_id = [[S:akid]]\naws_secret_access_key = [[S:awssec]]\nregion = us-east-1", "AWS credentials file")
c(E, "card-checkout", "Booking the hotel for my mom, the site keeps failing. Card [[S:card.visa]], exp [[S:exp]], CVV [[S:cvc]]. Booking ref [[L:booking]]. Total was $[[L:amount]], confirmation should go to her.", "card with expiry and CVC; amount is a look-alike")
c(E, "test-cards-neg", "For our Stripe sandbox tests I'm using [[L=4242 4242 4242 4242]] for success and [[L=4000 0000 0000 0002]] for a decline. Is there one that triggers 3D Secure?", "documented test card numbers")
c(E, "ssn-tax-form", "Filling out the W-4 with you. Name: Dana Whitfield, SSN [[S:ssn]], filing status single, tax year [[L=2026]], employer phone [[L:phone.US]], employer EIN is [[L=94-1234567]].", "own SSN; employer EIN is public")
c(E, "ssn-famous-neg", "Fun fact I read: the SSN [[L=078-05-1120]] was printed on sample cards in wallets in 1938 and thousands of people used it. Is that why [[L=123-45-6789]] is invalid now?", "famous example SSNs discussed")
c(E, "otp-sms-paste", "I got this text, is it legit?\n\n'Your Chase verification code is [[S:otp.6]]. Do not share it with anyone. We will never call you to ask for it.'\n\nIt came from [[L=24273]] at [[L=09:14]].", "OTP in a pasted SMS; short code sender is a look-alike")
c(E, "wifi-airbnb", "Guest welcome note draft: Wi-Fi network 'Lakeview-Guest', password [[S:wifi]]. The lockbox by the garage is [[S:gate]]. Checkout is at 11am, host line [[L:phone.US]], listing [[L:dhl]].", "host's Wi-Fi and lockbox code")
c(E, "order-tracking", "My Amazon order [[L:order.amz]] still says label created. UPS tracking [[L:ups]]. The delivery PIN they texted me is [[S:otp.4]] in case you need it. Should I contact the seller or wait?", "order and tracking numbers; delivery PIN is a one-time code")
c(E, "github-pat-revoked", "I accidentally pushed [[S:ghp]] to a public repo yesterday. I revoked it already. Do I still need to rewrite the git history? The commit is [[L:sha]].", "revoked PAT is still a secret; commit hash is a look-alike")
c(E, "git-log-neg", "git bisect landed on [[L:sha7]] but the build number [[L:build]] passes on CI. Artifact checksum: [[L:sha256]]. What should I look at next?", "hashes and build numbers")
c(E, "pg-connstring", "Django can't connect. DATABASE_URL is [[S:pg]] and I get 'password authentication failed' (SQLSTATE [[L=28P01]]). Postgres version [[L=16.4]].", "connection string with credentials")
c(E, "uuid-request-cookie", "Support asked for the request id from the error page: [[L:uuid]]. Also the trace id was [[L:md5]], and they want my session cookie, which is [[S:cookie.b64]]. Can you help me write a reply?", "request and trace ids; session cookie is a secret")
c(E, "seed-phrase-backup", "I'm scared I'll lose my Ledger recovery phrase, can you keep it safe for me? [[S:seed.24]]", "24-word seed phrase")
c(E, "seed-example-neg", "The BIP39 wordlist starts with [[L=abandon]], ability, able... why do so many tutorials show 'abandon abandon ... about' as an example mnemonic?", "example mnemonic words discussed")
c(E, "slack-bot-token-yaml", "helm values keep getting rejected:\n\nslack:\n  botToken: [[S:slack]]\n  channel: '#alerts'\n  image: ghcr.io/acme/notifier:[[L:ver]]", "Slack bot token in YAML")
c(E, "placeholder-neg", "In the README I wrote OPENAI_API_KEY=[[L=your_api_key]] and Authorization: Bearer [[L=<token>]]. Is it clearer to use sk-xxxx instead?", "placeholders")
c(E, "openai-key-leak", "my python script:\n\nclient = OpenAI(api_key='[[S:openai]]')\nresp = client.responses.create(model='gpt-4.1', input='hi')\n\nwhy 429?", "OpenAI project key in code")
c(E, "bank-routing-account", "Setting up direct deposit. Routing [[L:aba]], account [[S:usacct]], checking. Is the routing number the one on the left of the check?", "user's account is a secret, routing number is not")
c(E, "charity-iban-neg", "I want to donate to the shelter from my UK account. Their details: IBAN [[L:charity_iban.GB]], BIC [[L=NWBKGB2L]], reference [[L:refno]]. Does the reference go in the payee field?", "charity's IBAN and BIC")
c(E, "uk-sort-account", "New payee for my rent: my own account is sort code [[L:sort]] account [[S:ukacct]] in case the landlord asks me to confirm.", "UK account number secret, sort code public")
c(E, "totp-seed", "Authy died, but I saved the setup key when I enabled 2FA on Coinbase: [[S:totp.sp]]. How do I re-add it to Google Authenticator? Phone IMEI [[L:imei]].", "TOTP seed")
c(E, "recovery-codes", "GitHub recovery codes, saving them here because my notes app is a mess:\n[[S:rec]]\n[[S:rec]]\n[[S:rec]]\n[[S:rec]]", "recovery codes list")
c(E, "door-alarm", "Instructions for the dog sitter: front door keypad [[S:gate]], then disarm the alarm with [[S:alarm]] within 30 seconds. Vet number is [[L:phone.US]], microchip [[L:chip]].", "door and alarm codes")
c(E, "jwt-sample-neg", "Decoding the sample from jwt.io: [[L=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c]] - why is the name John Doe in there?", "jwt.io documentation token")
c(E, "jwt-bearer-log", "Our API gateway log line:\n\n[[N:date]] 14:02:11 INFO req=[[L:uuid]] auth='Bearer [[S:jwt]]' status=401\n\nwhy is my token rejected?", "real JWT in a log line")
c(E, "passport-renewal", "Renewing online. Old passport number [[S:passport.US]], issued 2016. Application locator is [[L:serial]], fee receipt [[L:refno]].", "passport number; locator look-alike")
c(E, "drivers-license", "The rental counter wants my license info ahead of time: [[S:dl.US]], exp [[N:date]], state CA. Reservation [[L:booking]].", "driver licence number")
c(E, "hunter2-neg", "Explain the [[L=hunter2]] joke to me. And why is [[L=correct horse battery staple]] considered a strong password in the xkcd comic?", "famous example passwords")
c(E, "password-correction", "My Netflix password is [[S:pw]]\n---\nsorry, typo, it's [[S:pw]]", "multi-message correction; both values cut")
c(E, "announce-then-give", "I'm going to give you the admin password for the router so you can walk me through the settings, ok?\n---\n[[S:pw]]\n---\nmodel is [[L:serial]], firmware [[L:ver]]", "multi-message announced value")
c(E, "card-in-parts", "first half of my card is [[S:card.mc@c|0|9]]\n---\nand the rest [[S@c|10|19]], exp [[S:exp]]", "card number given in two parts")
c(E, "masked-card-pw", "The charge of $[[L:amount]] on my card ending [[L=**** 7731]] on [[L:date]] is not mine. I already changed my online banking password to [[S:pw]]. Draft a dispute letter?", "masked card and amounts; new banking password is a secret")
c(E, "health-member-id", "Insurance card says Member ID [[S:member]], Group [[L=0082541]], RxBIN [[L=610014]]. Which one goes in the pharmacy form? Claim [[L:refno]].", "member id secret; group/RxBIN are plan identifiers")
c(E, "ssh-private-key", "Is this key in the right format for GitHub Actions? I pasted it into the secret:\n\n[[S:sshkey]]", "private key block")
c(E, "rsa-key-config", "nginx won't start, 'PEM_read_bio_PrivateKey failed'. Here's the key file:\n[[S:pemrsa]]\nand the cert serial is [[L:md5]]", "RSA private key")
c(E, "mongo-atlas", "Atlas connection works from my laptop but not Vercel: [[S:mongo]]", "Mongo connection string")
c(E, "redis-docker-compose", "docker-compose.yml:\n\nservices:\n  cache:\n    image: redis:[[L=7.2.5]]\n  worker:\n    environment:\n      - REDIS_URL=[[S:redis]]\n      - WORKERS=4", "Redis URL in compose")
c(E, "sendgrid-key", "emails stopped sending. SENDGRID_API_KEY=[[S:sg]] (sender id [[L:build]]) and template id d-[[L:md5]]. error 403", "SendGrid key; template id look-alike")
c(E, "twilio-creds", "const client = twilio('[[S:twsid]]', '[[S:twtok]]');\nclient.messages.create({to: '[[L:phone.US]]', from: '+15005550006', body: 'hi'})", "Twilio SID and auth token")
c(E, "gcp-api-key", "Maps JavaScript API says RefererNotAllowedMapError with key [[S:gapi]]. My domain is shop.example.org, project number [[L:refno]].", "Google API key")
c(E, "npm-token-npmrc", ".npmrc on the CI runner:\n//registry.npmjs.org/:_authToken=[[S:npm]]\n\npublish fails for version [[L:ver]]", "npm token")
c(E, "gitlab-pat", "curl --header 'PRIVATE-TOKEN: [[S:glpat]]' https://gitlab.com/api/v4/projects/[[L:build]]/pipelines returns 401, request id [[L:uuid]]", "GitLab PAT")
c(E, "telegram-bot", "BOT_TOKEN = '[[S:tg]]' and the chat id is [[L:chatid]]. The bot doesn't answer in the group.", "Telegram bot token")
c(E, "hf-token", "huggingface-cli login asks for a token, I pasted [[S:hf]] and it says invalid. Model is meta-llama/Llama-3.1-8B, transformers [[L=4.44.2]].", "Hugging Face token")
c(E, "anthropic-key", "export ANTHROPIC_API_KEY=[[S:anth]]\npython agent.py\n-> anthropic.AuthenticationError", "Anthropic API key")
c(E, "docker-pat", "docker login -u mkowalski -p [[S:dckr]] works locally but the pipeline pulls image [[L:digest]] fine without it?", "Docker Hub PAT")
c(E, "shopify-token", "Our Shopify custom app token is [[S:shpat]], shop id [[L:dhl]]. Can you write a GraphQL query for last week's orders?", "Shopify admin token")
c(E, "azure-storage", "local.settings.json has AzureWebJobsStorage set to [[S:azconn]] - should that be in source control?", "Azure storage connection string")
c(E, "slack-webhook", "Post to this webhook when the job fails: [[S:slackhook]]. Job id [[L:uuid]], run [[L:build]], commit [[L:sha7]].", "Slack incoming webhook URL")
c(E, "session-cookie", "If I copy the cookie sessionid=[[S:cookie.hex]] from Chrome into Postman, will I stay logged in? csrftoken is separate right?", "session cookie")
c(E, "security-answers", "Bank security questions, help me remember them: first pet: [[S:answer]]; mother's maiden name: [[S:answer]]. Customer number [[S:usacct]], branch phone [[L:phone.US]].", "security answers and customer number")
c(E, "safe-combo", "The safe in the closet opens with [[S:combo]] hmm actually I want to change it, how do I reset a Sentry safe?", "safe combination")
c(E, "pin-bank-card", "I keep forgetting my debit PIN, it's [[S:pin.4]]. Is it safe to keep it in my phone notes? My card's last four are [[L:mask]].", "PIN vs masked last four")
c(E, "version-strings-neg", "Upgrading from Node [[L=18.19.0]] to [[L=20.11.1]] broke bcrypt [[L=5.1.1]]. Python is [[L=3.12.2]]. Which one should I pin?", "version strings")
c(E, "serial-numbers-neg", "Warranty claim: MacBook serial [[L:serial]], IMEI of my phone [[L:imei]], model A2338. Apple case number [[L:refno]].", "serials and IMEI")
c(E, "invoice-neg", "Please write a polite reminder for invoice [[L:inv]] of $[[L:amount]], due [[L:date]], PO number PO-[[L:build]].", "invoice references")
c(E, "flight-booking-passport", "My flight confirmation code is [[L:booking]] and e-ticket [[L:eticket]]. Can I change the seat online? They also want passport [[S:passport.GB]] for the advance passenger info.", "booking code and e-ticket; passport is a secret")
c(E, "aba-public-neg", "What bank does routing number [[L:aba]] belong to? The payroll company printed it on my stub next to [[L:xmask]].", "routing number and masked account")
c(E, "swift-neg", "Sending money to Germany: recipient bank BIC [[L=DEUTDEFFXXX]], their IBAN [[L:iban.DE]] belongs to the language school. Fee?", "school's IBAN and SWIFT")
c(E, "uk-nino", "For my self assessment: UTR [[S:dhl]], National Insurance number [[S:nino]]. HMRC helpline is [[L=0300 200 3310]].", "UTR and NI number; HMRC phone")
c(E, "ticket-neg", "Can you summarize [[L:ticket]] and link it to [[L:ticket]]? The failing test is test_[[L:sha7]]_regression.", "ticket ids")
c(E, "wifi-qr-string", "What does this QR code text mean? WIFI:T:WPA;S:Home-5G;P:[[S:wifi]];;", "Wi-Fi QR payload")
c(E, "mpesa-sms-en", "Paste from my phone:\n'[[S:mpesa]] Confirmed. Ksh[[L=2,450.00]] sent to JANE W on [[N:date]] at 3:41 PM. New M-PESA balance is Ksh[[L=8,112.50]].'\nHow do I reverse it?", "M-Pesa transaction code is a secret per brief")
c(E, "receipt-ref-neg", "Receipt shows Ref No. [[L:refno]] and Trace No. [[L:pin.6]] for the bill payment. Does the biller need both? Biller code [[L=10231]], amount PHP [[L:amount]].", "receipt reference numbers")
c(E, "mfa-backup-codes-table", "| # | backup code | used |\n|---|---|---|\n| 1 | [[S:bkp]] | no |\n| 2 | [[S:bkp]] | yes |\n| 3 | [[S:bkp]] | no |\nwhich ones can I still use? account created [[L:date]]", "backup codes in a table")
c(E, "mysql-wp-config", "wp-config.php:\ndefine('DB_NAME', 'wp_blog');\ndefine('DB_USER', 'wp_admin');\ndefine('DB_PASSWORD', '[[S:pw.rand]]');\ndefine('DB_HOST', '[[L:ip]]');", "WordPress DB password")
c(E, "passphrase-vault", "My Bitwarden master passphrase is [[S:pp]], please never let me forget the order of the words.", "master passphrase")
c(E, "phones-dates-portal", "Call the clinic at [[L:phone.US]] on [[L:date]] and ask about appointment [[L:order.hash]]. The patient portal login is my email plus [[S:pw]].", "phone, date, appointment number; portal password is a secret")
c(E, "checksum-neg", "Downloaded ubuntu-24.04-desktop-amd64.iso, sha256 is [[L:sha256]] but the site lists a different one. Corrupt?", "checksum")
c(E, "mac-ip-router", "My printer [[L:mac]] keeps getting [[L:ip]] then dropping. Router model [[L:serial]], admin password [[S:pw]].", "MAC and IP; router admin password is a secret")
c(E, "stripe-test-key-neg", "Stripe's docs show [[L=sk_test_4eC39HqLyjWDarjtT1zdp7dc]] in the curl examples. Can I hit the API with that from my tests?", "documented test key")
c(E, "restricted-key-revoked", "Rolled this Stripe restricted key after it showed up in Sentry: [[S:rklive]]. Do I need to tell customers?", "revoked restricted key remains a secret")
c(E, "cvc-correction", "card for the subscription: [[S:card.amex]] exp [[S:exp]] code [[S:cvc.4]]\n---\nwait no the security code is [[S:cvc.4]], the first one was the zip", "multi-message correction for Amex CID")
c(E, "gate-and-apt", "Delivery instructions: apt 4B, gate code [[S:gate]] then buzz 4B. Order [[L:order.hash]], driver phone [[L:phone.US]].", "gate code vs order number")
c(E, "datadog-key", "DD_API_KEY=[[S:ddog]] DD_SITE=datadoghq.eu host id [[L:uuid]] agent version [[L=7.54.1]] no metrics show up", "Datadog API key")
c(E, "amqp-url", "celery broker_url = '[[S:amqp]]'\nresult_backend = 'rpc://'", "RabbitMQ URL with credentials")
c(E, "github-fine-grained", "Fine-grained token for the deploy bot: [[S:ghfg]], expires [[L:date]]. Does it need Contents: write? repo id [[L:dhl]]", "GitHub fine-grained PAT")
c(E, "redacted-neg", "I redacted the config before sharing: password: '********', api_key: '[[L=sk-...REDACTED]]', host: [[L:ip]]. Can you spot the bug?", "redacted values")
c(E, "code-identifiers-neg", "Rename getApiKeyFromVault to [[L=resolveSecretToken]] and the constant [[L=MAX_PASSWORD_LENGTH]] to 128?", "identifiers")
c(E, "isbn-ean-neg", "The book ISBN is [[L:isbn]] but the barcode scans as [[L:ean]]. Different edition?", "ISBN and EAN")
c(E, "au-bank", "Pay me back to BSB [[L:bsb]] account [[S:auacct]] (Dana W). Thanks for dinner! It was $[[L:amount]] each, receipt [[L:order.hash]].", "AU account secret, BSB public")
c(E, "canada-dl-sin", "Ontario license [[S:dl.CA]] (class G, issued [[L:date]]) and my SIN is [[S:sin]]", "licence and SIN (Luhn)")

# ================= other languages =================
c("de", "steuerid-iban", "Für die Steuererklärung: meine Steuer-ID ist [[S:steuerid]], Gehalt geht auf [[S:iban.DE]]. Arbeitgeber-Telefon [[L:phone.DE]]. Das Finanzamt hat die Steuernummer [[L=143/815/08155]] vergeben? Nein, das ist die vom Verein.", "Steuer-ID and own IBAN; club's tax number look-alike")
c("de", "wlan-router", "Kannst du mir helfen, das WLAN-Passwort zu ändern? Die FritzBox [[L=7590 AX]] hat aktuell [[S:wifi]] und das Gerätekennwort ist [[S:pw]].", "Wi-Fi and router password")
c("de", "rechnung-neg", "Bitte eine freundliche Mahnung formulieren: Rechnung [[L:inv]] über [[L=1.249,00 €]], zahlbar an [[L:iban.DE]] (Firmenkonto Müller GmbH), USt-IdNr. [[L:vatde]].", "company IBAN and VAT id")
c("fr", "nir-secu", "Pour le formulaire de la CPAM : mon numéro de sécu est [[S:nir]] et mon RIB [[S:iban.FR]]. Le SIRET de mon employeur c'est [[L:siret]].", "NIR and own IBAN; employer SIRET")
c("fr", "code-porte", "Pour la livraison : digicode [[S:gate]], puis interphone « Martin », 3e étage. Numéro de commande [[L:order.other]], livreur au [[L:phone.FR]].", "door code")
c("fr", "colis-retrait", "Mon colis Colissimo [[L:colis]] est bloqué depuis le [[L=12/03]]. Le service client m'a donné le dossier n° [[L:refno]]. Que faire ? Le code de retrait en point relais c'est [[S:otp.6]].", "tracking and case numbers; parcel pickup code is a one-time secret")
c("es", "dni-cuenta", "Para darme de alta en la luz me piden DNI y cuenta: [[S:dni]], [[S:iban.ES]]. El CUPS del piso es [[L:cups]].", "DNI and own IBAN; CUPS supply point is a look-alike")
c("es", "bizum-pin", "Me han llamado del banco pidiendo el código que me llegó por SMS: [[S:otp.6]]. Se lo di... ¿y ahora? Me llamaron desde el [[L:phone.ES]]. Mi usuario de banca es [[S:dni]].", "OTP given to scammer; DNI as login")
c("es", "pedido-neg", "Tengo el pedido [[L:order.hash]] de PcComponentes y el seguimiento de SEUR [[L:dhl]]. ¿Cuánto tarda normalmente?", "order and tracking")
c("pt", "cpf-pix", "Preciso declarar o IR. Meu CPF é [[S:cpf]] e a senha do gov.br é [[S:pw]]. O CNPJ da empresa onde trabalho é [[L:cnpj]].", "CPF and password; company CNPJ")
c("pt", "boleto-neg", "O boleto tem o código de barras [[L=34191.79001 01043.510047 91020.150008 8 91070026000]] e vence em [[L:date]]. Posso pagar por Pix?", "boleto line")
c("pt", "cartao-nubank", "Comprei numa loja online estranha com o cartão [[S:card.mc]] validade [[S:exp]] cvv [[S:cvc]]. Como bloqueio pelo app? O pedido na loja era [[L:order.hash]].", "card data")
c("it", "codice-fiscale", "Per l'iscrizione in palestra: codice fiscale [[S:cf]], IBAN per il RID [[S:iban.IT]]. La P.IVA della palestra è [[L:piva]].", "codice fiscale and own IBAN; gym VAT id")
c("it", "spid-otp", "Sto entrando in SPID, mi è arrivato il codice [[S:otp.6]] ma scade. Il mio PIN Poste è [[S:pin.6]], va bene usarlo? Numero pratica [[L:ticket]], assistenza [[L:phone.IT]].", "OTP and PIN")
c("it", "spedizione-neg", "La spedizione BRT [[L:dhl]] risulta in giacenza. Il numero pratica è [[L:ticket]]. Scrivimi un reclamo.", "tracking")
c("nl", "bsn-digid", "Voor de huurtoeslag: BSN [[S:bsn]], IBAN [[S:iban.NL]]. DigiD wachtwoord [[S:pw]] werkt niet meer, hoe reset ik dat? Dossiernummer Toeslagen [[L:refno]].", "BSN, IBAN, DigiD password")
c("nl", "tikkie-neg", "Tikkie van de voetbalclub: [[L=€ 35,00]] naar [[L:iban.NL]] t.n.v. VV De Zwaluwen, kenmerk [[L:refno]]. Klopt dit IBAN?", "club IBAN")
c("nl", "alarm", "Oppas-instructies: alarmcode [[S:alarm]], sleutelkastje naast de deur [[S:gate]]. Huisarts: [[L:phone.GEN]].", "alarm and key-box codes")
c("sv", "personnummer", "Kan du fylla i blanketten? Personnummer [[S:pnr]], clearingnummer [[L=8327-9]], kontonummer [[S:auacct]]. Ärendenummer [[L:build]].", "personnummer with Luhn; clearing number public")
c("sv", "bankid-neg", "Vad betyder felkod [[L=RFA22]] i BankID? Jag har version [[L:ver]] på iPhone.", "error code and version")
c("sv", "swish-kod", "Koden till porten är [[S:gate]] och wifi-lösenordet [[S:wifi]]. Välkomna på fest!", "door and Wi-Fi codes")
c("da", "cpr-nemid", "Jeg skal logge ind på borger.dk. CPR-nummer [[S:cpr]], og MitID-appen viser kode [[S:otp.6]]. Er det normalt at den spørger to gange? Sagsnummer [[L:refno]].", "CPR and MitID code")
c("da", "faktura-neg", "Fakturaen fra elselskabet har FI-kode [[L:fik]] og kundenummer [[L:dhl]]. Hvordan betaler jeg det i netbank?", "FI payment code")
c("nb", "fodselsnummer", "Søknaden ber om fødselsnummer: [[S:fnr]]. Kontonummer for utbetaling er [[S:iban.NO]]. Saksnummer [[L:dhl]], NAV tlf [[L=55 55 33 33]].", "fødselsnummer (two mod-11 digits) and own account")
c("nb", "vipps-neg", "Vipps sier at betalingen på [[L=kr 450]] til Idrettslaget med ordre-ID [[L:refno]] feilet. Prøv igjen?", "payment order id")
c("fi", "hetu-tili", "Kelan hakemukseen: henkilötunnus [[S:hetu]], tilinumero [[S:iban.FI]]. Pankin BIC on [[L=NDEAFIHH]] ja hakemuksen numero [[L:dhl]].", "HETU and own IBAN")
c("fi", "viite-neg", "Laskussa on viitenumero [[L:rfref]] ja eräpäivä [[L:date]]. Maksan sen huomenna.", "reference number")
c("fi", "wifi-fi", "Mökin wifi: verkko Mokki_5G, salasana [[S:wifi]]. Avainboksin koodi [[S:gate]].", "Wi-Fi and key-box")
c("pl", "pesel-konto", "Do wniosku 800+: PESEL [[S:pesel]], numer konta [[S:iban.PL]]. NIP pracodawcy [[L=526-104-08-28]], REGON [[L=012100784]].", "PESEL and own account; employer NIP")
c("pl", "blik-kod", "Ktoś na OLX prosi o kod BLIK [[S:otp.6]] żeby 'przesłać pieniądze'. To oszustwo? Ogłoszenie nr [[L:build]].", "BLIK code")
c("pl", "paczka-neg", "Paczka InPost [[L:ups]] czeka w paczkomacie KRA01M, kod odbioru wysłali SMS-em na [[L:phone.PL]].", "parcel tracking; pickup code not given")
c("cs", "rodne-cislo", "Na pojišťovnu: rodné číslo [[S:rc]], číslo účtu [[S:iban.CZ]]. IČO firmy je [[L=27082440]], číslo smlouvy [[L:dhl]].", "rodné číslo (mod 11) and own account; company IČO")
c("cs", "faktura-neg", "Faktura [[L:inv]], variabilní symbol [[L:dhl]], částka [[L=4 380 Kč]]. Jak napsat upomínku?", "variable symbol")
c("cs", "heslo", "Heslo do Seznam e-mailu je [[S:pw]], zapiš si ho prosím.", "email password")
c("hu", "taj-szamla", "A háziorvosnál kérik: TAJ szám [[S:taj]], adóazonosító [[S:dhl]]. Bankszámlám: [[S:iban.HU]]. Rendelő telefonszáma [[L:phone.GEN]].", "TAJ, tax id, own account")
c("hu", "csomag-jelszo", "A GLS csomagom száma [[L:dhl]], a rendelésé [[L:order.other]]. Mikor jön? Az ügyfélkapu jelszavam [[S:pw]], ha kell a nyomkövetéshez.", "tracking; portal password is a secret")
c("hu", "kapukod", "A kapukód [[S:gate]], a lift után balra. A wifi jelszó: [[S:wifi]].", "gate and Wi-Fi")
c("ro", "cnp-cont", "Pentru dosarul de la ANAF: CNP [[S:cnp]], cont [[S:iban.RO]]. CUI-ul firmei este [[L:cui]].", "CNP and own IBAN; company CUI")
c("ro", "cod-sms", "Am primit SMS: 'Codul tau de autentificare George este [[S:otp.8]]'. Trebuie sa-l introduc pe site? Tranzactia e de [[L=349,99 RON]] la eMAG, comanda [[L:dhl]].", "8-digit auth code")
c("ro", "factura-neg", "Factura Enel [[L:inv]] are cod client [[L:dhl]] si de plata [[L=287,40 lei]].", "invoice and client code")
c("el", "amka-iban", "Για το ραντεβού στο ΕΟΠΥΥ: ΑΜΚΑ [[S:amka]], ΙΒΑΝ [[S:iban.GR]]. Ο κωδικός taxisnet είναι [[S:pw]]. Αριθμός ραντεβού [[L:dhl]].", "AMKA (Luhn), IBAN, password")
c("el", "courier-neg", "Η αποστολή ACS [[L:dhl]] λέει 'σε μεταφορά'. Το τηλέφωνο του καταστήματος είναι [[L:phone.GEN]].", "tracking and phone")
c("el", "kodikos-portas", "Ο κωδικός της εξώπορτας είναι [[S:gate]] και του συναγερμού [[S:alarm]].", "door and alarm codes")
c("tr", "tc-kimlik", "e-Devlet şifremi unuttum. TC kimlik no [[S:tckn]], eski şifrem [[S:pw]] idi. Nasıl sıfırlarım? Başvuru no [[L:refno]].", "TCKN and password")
c("tr", "iban-kira", "Kirayı şu hesaba yatırıyorum, benim hesabım: [[S:iban.TR]]. Ev sahibinin vergi numarası [[L=1234567890]] mı yazılmalı?", "own IBAN; landlord tax no. as example")
c("tr", "kargo-kod", "Trendyol siparişim [[L:order.hash]], Yurtiçi kargo takip no [[L:dhl]]. Ne zaman gelir? Kurye teslimat kodu olarak [[S:otp.6]] gönderdi.", "order and tracking; courier delivery code is a one-time secret")
c("ru", "snils-inn", "Для Госуслуг: СНИЛС [[S:snils]], ИНН [[S:inn12]]. ИНН работодателя [[L:inn10]], БИК банка [[L=044525225]].", "SNILS and personal INN; employer INN and BIK public")
c("ru", "karta-sms", "Пришло СМС: 'Код подтверждения: [[S:otp.6]]. Никому не сообщайте'. Звонили из 'службы безопасности' с номера [[L:phone.RU]]. Это мошенники? Номер операции в выписке [[L:refno]].", "SMS code")
c("ru", "schet", "Переведи мне долг на счёт [[S:rusacct]] в Сбере, БИК [[L=044525225]]? Нет, лучше по номеру карты [[S:card.visa]].", "own account and card; BIK public")
c("ru", "zakaz-neg", "Заказ на Ozon [[L:order.amz]] не пришёл, трек-номер [[L:rutrack]]. Напиши жалобу.", "order and tracking")
c("uk", "rnokpp-diia", "Для Дії: РНОКПП [[S:dhl]], пароль від кабінету [[S:pw]]. Мій рахунок [[S:iban.UA]]. ЄДРПОУ роботодавця [[L=14360570]].", "tax number, password, own IBAN")
c("uk", "nova-poshta-neg", "Посилка Нова Пошта ТТН [[L:ttn]] у відділенні №[[L=17]]. Скільки вона там зберігатиметься?", "waybill number")
c("uk", "kod-dveri", "Код від під'їзду [[S:gate]], квартира 54. Пароль від wifi: [[S:wifi]].", "entrance and Wi-Fi codes")
c("zh", "shenfenzheng", "帮我填一下火车票实名信息：身份证号 [[S:cnid]]，手机号 [[L:phone.CN]]。订单号 [[L:refno]]。", "resident ID (ISO 7064) with phone and order")
c("zh", "zhifubao-mima", "我的支付宝支付密码是 [[S:pin.6]]，银行卡 [[S:card.visa]]，帮我记一下。上次订单号 [[L:refno]]。", "payment PIN and card")
c("zh", "kuaidi-qujianma", "顺丰快递单号 [[L:sf]] 显示已签收，但我没收到。客服电话 [[L=95338]]。丰巢取件码是 [[S:otp.6]]。", "tracking; locker pickup code is a one-time secret")
c("zh", "wifi-zh", "家里的 WiFi 名字是 ChinaNet-8F3A，密码 [[S:wifi]]。路由器管理密码 [[S:pw]]。", "Wi-Fi and router admin")
c("ja", "mynumber", "確定申告でマイナンバー [[S:mynum]] を入力したけど、エラーになる。利用者識別番号は [[S:etax]] です。受付番号 [[L:dhl]]。", "My Number (check digit) and e-Tax user id")
c("ja", "ginko-koza", "振込先：三菱UFJ銀行 渋谷支店（[[L=135]]）普通 [[S:jpacct]] ヤマダ タロウ。金融機関コード [[L=0005]]。", "own account; bank and branch codes public")
c("ja", "chumon-neg", "楽天の注文番号 [[L:rakuten]] がまだ発送されません。問い合わせ文を書いて。", "order number")
c("ko", "jumin", "연말정산에 주민등록번호 [[S:rrn]] 넣으라는데 안전한가요? 사번 [[L:build]]. 회사 사업자등록번호는 [[L=220-81-62517]] 입니다.", "RRN; company registration number")
c("ko", "gongin-pw", "공동인증서 비밀번호가 [[S:pw]] 인데 자꾸 틀렸다고 나와요. 계좌 [[S:usacct]] (국민은행). 고객센터 [[L=1588-9999]].", "certificate password and account")
c("ko", "taekbae-neg", "CJ대한통운 송장번호 [[L:refno]] 조회가 안 돼요. 주문번호는 [[L:order.hash]].", "waybill")
c("ar", "hawiya-saudi", "أبغى أحجز موعد في أبشر. رقم الهوية [[S:said]] وكلمة المرور [[S:pw]]. رقم الجوال [[L:phone.SA]].", "Saudi ID (Luhn) and password")
c("ar", "emirates-id", "تجديد الإقامة: رقم الهوية الإماراتية [[S:eid]]، الآيبان الخاص بي [[S:iban.AE]]. رقم الطلب [[L:refno]].", "Emirates ID and own IBAN")
c("ar", "talab-neg", "رقم الطلب من نون [[L:order.other]] ورقم الشحنة [[L:dhl]]. متى يوصل؟", "order and shipment")
c("fa", "kode-melli", "برای ثبت‌نام سامانه: کد ملی [[S:melli]]، شماره کارت [[S:card.visa]]، رمز دوم [[S:otp.8]]. شماره پیگیری ثبت‌نام [[L:refno]].", "national code (mod 11), card, second password")
c("fa", "peygiri-neg", "کد رهگیری مرسوله پستی [[L:irpost]] است و شماره سفارش [[L:build]]. کی می‌رسد؟", "tracking")
c("fa", "wifi-fa", "رمز وای‌فای خانه [[S:wifi]] است، به مهمان‌ها بده.", "Wi-Fi")
c("he", "teudat-zehut", "למילוי הטופס בביטוח לאומי: תעודת זהות [[S:tz]], חשבון בנק [[S:iban.IL]]. מספר פנייה [[L:dhl]].", "Israeli ID (check digit) and own IBAN")
c("he", "hazmana-pw", "מספר ההזמנה שלי באיביי [[L:order.amz]] ומספר המעקב [[L:usps]]. הסיסמה שלי לאיביי [[S:pw]].", "order and tracking; eBay password is a secret")
c("he", "kod-kniya", "קוד האימות מהבנק: [[S:otp.6]]. הסיסמה לאתר היא [[S:pw]].", "OTP and password")
c("hi", "aadhaar-pan", "ITR फाइल करनी है। आधार नंबर [[S:aadhaar]], PAN [[S:panin]], बैंक खाता [[S:inacct]], IFSC [[L:ifsc]]। Form 16 पर TAN [[L=MUMA12345B]] है।", "Aadhaar (Verhoeff), PAN, own account; IFSC public")
c("hi", "upi-pin", "मेरा UPI पिन [[S:pin.6]] है, किसी ने फ़ोन करके माँगा था। UPI ID [[L=ramesh.k@okaxis]] पर पैसे कट गए, UTR [[L:refno]]।", "UPI PIN secret; UTR reference")
c("hi", "order-hi-neg", "Flipkart ऑर्डर [[L:flipkart]] कब आएगा? कूरियर ट्रैकिंग [[L:dhl]]।", "order")
c("vi", "cccd", "Mở tài khoản ngân hàng online: số CCCD [[S:cccd]], mật khẩu [[S:pw]]. Mã hồ sơ [[L:dhl]]. Số điện thoại [[L:phone.VN]].", "CCCD and password")
c("vi", "otp-vi", "Tin nhắn: 'Ma OTP cua Quy khach la [[S:otp.6]], hieu luc trong 3 phut'. Có nên đưa cho nhân viên giao hàng không?", "OTP in unaccented SMS")
c("vi", "don-hang-neg", "Đơn Shopee [[L:shopee]] giao chưa tới, mã vận đơn [[L:spx]].", "order and waybill")
c("th", "bat-prachachon", "ช่วยกรอกฟอร์มประกันให้หน่อย เลขบัตรประชาชน [[S:thid]] เบอร์โทร [[L:phone.TH]] เลขกรมธรรม์ [[L:dhl]]", "Thai ID (mod 11)")
c("th", "wifi-th", "รหัสไวไฟร้าน [[S:wifi]] ส่วนรหัสเข้าระบบ POS คือ [[S:pin.6]]", "Wi-Fi and POS PIN")
c("th", "phassadu-pw", "เลขพัสดุ Kerry [[L:kerry]] ยังไม่ถึง เลขคำสั่งซื้อ [[L:order.hash]] รหัสผ่าน Shopee ของฉันคือ [[S:pw]]", "parcel; Shopee password is a secret")
c("id", "nik-ktp", "Buat daftar BPJS: NIK [[S:nik]], nomor rekening BCA [[S:usacct]]. Nomor BPJS Kesehatan [[S:member]]. Kode faskes [[L=0117U045]].", "NIK, account, health member id")
c("id", "otp-gojek", "Ada yang minta kode OTP Gojek [[S:otp.4]] katanya dari driver. Jangan dikasih kan?", "4-digit OTP")
c("id", "resi-neg", "No resi JNE [[L:refno]] belum update sejak [[L:date]]. Pesanan Tokopedia [[L:tokped]].", "waybill and invoice")
c("tl", "sss-gcash", "Pa-check naman: SSS number ko [[S:sss]]. GCash MPIN ko [[S:pin.4]]. Hotline ng SSS [[L=1455]].", "SSS number and MPIN")
c("tl", "gcash-ref-otp", "Nag-send ako sa GCash gamit ang OTP na [[S:otp.6]], ang Ref No. sa resibo ay [[L:gcashref]]. Hindi pa natanggap ni ate, ano gagawin?", "receipt Ref No. is a reference, not a secret; OTP is a secret")
c("tl", "passport-ph", "Para sa visa application: passport no. [[S:passport.PH]], TIN [[S:phtin]].", "passport and TIN")
c("sw", "mpesa-sw", "Nimepokea ujumbe huu: '[[S:mpesa]] Imethibitishwa. Umepokea Ksh[[L=1,500.00]] kutoka kwa JOHN M [[L:phone.KE]]'. Je ni halali?", "M-Pesa code secret; phone look-alike")
c("sw", "pin-mpesa", "PIN yangu ya M-Pesa ni [[S:pin.4]], nimeisahau nikiwa safarini. Kitambulisho changu ni [[S:kenya]]. Nipigie kwa [[L:phone.KE]].", "M-Pesa PIN and ID number")
c("sw", "paybill-neg", "Kulipa KPLC tumia Paybill [[L=888880]] na namba ya akaunti ya mita [[L:dhl]]. Je ni sahihi?", "paybill and meter account (biller refs)")

c("de", "puk-nachgereicht", "Meine SIM-PIN ist nach drei Versuchen gesperrt. Ich schicke dir gleich die PUK aus dem Brief vom Anbieter.\n---\n[[S:pin.8]]\n---\nAuf der Karte steht noch die Nummer [[L:iccid]], brauche ich die auch?", "multi-message: PUK announced then given; ICCID is a look-alike")
c("es", "iban-en-dos-partes", "Te paso mi IBAN para que me devuelvas lo de la cena, va en dos partes: [[S:iban.ES@i|0|14]]\n---\n[[S@i|15|29]]\n---\nson [[L=23,50 €]]", "multi-message: own IBAN in two parts")
c("ja", "wifi-teisei", "実家のWi-Fiのパスワードは [[S:wifi]] です。メモしておいて。\n---\nごめん、間違えた。正しくは [[S:wifi]] でした。ルーターの型番は [[L:serial]]。", "multi-message correction; both values cut")
c(E, "iban-format-neg", "What does an IBAN look like for the UK?\n---\nlike [[L=GB82 WEST 1234 5698 7654 32]]? and which part is the sort code, [[L=12-34-56]]?", "multi-message negative with documentation IBAN")

# ================= build, validate, write =================
def selftest():
    bad = []
    if not verhoeff_ok("2363"): bad.append("verhoeff")
    if not iban_ok("DE89370400440532013000"): bad.append("iban")
    if not aba_ok("011000015"): bad.append("aba")
    if not luhn_ok("4242424242424242"): bad.append("luhn")
    return bad

def main():
    if len(sys.argv) != 2:
        print("usage: python3 make_heldout_v41.py heldout_v41.yaml"); sys.exit(2)
    errs = ["selftest " + x for x in selftest()]
    out, ids = [], set()
    for n, (lang, slug, tpl, note) in enumerate(CASES, 1):
        for attempt in range(200):
            text, sec, lk = render(tpl)
            if not problems(text, sec, lk): break
        cid = "%s-%03d-%s" % (PREFIX, n, slug)
        out.append({"id": cid, "lang": lang, "text": text, "secrets": sec, "lookalikes": lk, "note": note})
    for cs in out:
        pr = problems(cs["text"], cs["secrets"], cs["lookalikes"])
        if cs["id"] in ids: pr.append("duplicate id")
        ids.add(cs["id"])
        if not re.fullmatch(r"H41-\d{3}-[a-z0-9-]+", cs["id"]): pr.append("bad id")
        if not re.fullmatch(r"[a-z]{2}", cs["lang"]): pr.append("bad lang")
        if HOSTILE.search(cs["note"]) or '"' in cs["note"]: pr.append("bad note")
        for v in cs["secrets"]:
            d = v.replace(" ", "")
            if re.fullmatch(r"4\d{15}|5[1-5]\d{14}|3[47]\d{13}", d) and not luhn_ok(d): pr.append("card luhn")
        for v in cs["secrets"] + cs["lookalikes"]:
            d = v.replace(" ", "")
            if re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", d) and not d.startswith(("RF", "DE8")) and d[:2] in IBAN_LEN and len(d) == IBAN_LEN[d[:2]] and not iban_ok(d):
                pr.append("iban check %s" % v)
        for p in pr: errs.append("%s: %s" % (cs["id"], p))
    if errs:
        print("\n".join(errs)); sys.exit(1)
    lines = ["lookalikes: []", "cases:"]
    q = lambda x: json.dumps(x, ensure_ascii=False)
    for cs in out:
        lines.append("  - id: " + q(cs["id"]))
        lines.append("    lang: " + q(cs["lang"]))
        lines.append("    text: " + q(cs["text"]))
        for k in ("secrets", "lookalikes"):
            if cs[k]:
                lines.append("    %s:" % k)
                lines += ["      - " + q(v) for v in cs[k]]
            else:
                lines.append("    %s: []" % k)
        lines.append("    note: " + q(cs["note"]))
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d cases to %s" % (len(out), sys.argv[1]))

if __name__ == "__main__":
    main()
