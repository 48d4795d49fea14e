#!/usr/bin/env python3
"""Generator for heldout_v78 (blind evaluation set for a secrets filter). Standard library only."""
import json, random, re, string, sys

SEED = 78
PREFIX = "H78"
R = random.Random(SEED)
D = string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
AL = string.ascii_letters + string.digits

def ch(a, n): return "".join(R.choice(a) for _ in range(n))
def dig(n, nz=True):
    s = ch(D, n)
    if nz and s[0] == "0": s = R.choice("123456789") + s[1:]
    return s
def hexs(n): return ch("0123456789abcdef", n)
def aln(n): return ch(AL, n)
def upn(n): return ch(UP + D, n)
def b64(n): return ch(AL + "+/", n)
def b32(n): return ch(UP + "234567", n)
def grp(s, k=4, sep=" "): return sep.join(s[i:i+k] for i in range(0, len(s), k))

# ---------- check digits ----------
def luhn_digit(body):
    s = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return str((10 - s % 10) % 10)
def luhn_ok(num): return luhn_digit(num[:-1]) == num[-1]
def luhn_make(prefix, length): b = prefix + dig(length - len(prefix) - 1, False); return b + luhn_digit(b)
def iban(cc, bban):
    t = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in t))
    return cc + "%02d" % (98 - n % 97) + bban
def iban_ok(s):
    t = s[4:] + s[:4]; return int("".join(str(int(c, 36)) for c in t)) % 97 == 1
def wsum(ds, ws): return sum(int(a) * b for a, b in zip(ds, ws))
def aba():
    while True:
        b = R.choice(["0", "1", "2"]) + dig(7, False)
        for c in D:
            x = b + c
            if (3*(int(x[0])+int(x[3])+int(x[6])) + 7*(int(x[1])+int(x[4])+int(x[7])) + int(x[2])+int(x[5])+int(x[8])) % 10 == 0:
                return x
def pesel():
    y = R.randint(60, 99); m = R.randint(1, 12); d = R.randint(1, 28)
    b = "%02d%02d%02d" % (y, m, d) + dig(4, False)
    return b + str((10 - wsum(b, [1,3,7,9,1,3,7,9,1,3]) % 10) % 10)
def personnummer():
    b = "%02d%02d%02d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + dig(3, False)
    return b[:6] + "-" + b[6:] + luhn_digit(b)
def hetu():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)); n = "%03d" % R.randint(2, 899)
    return b + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + n) % 31]
def mod11(ds, ws):
    c = 11 - wsum(ds, ws) % 11
    return 0 if c == 11 else (None if c == 10 else c)
def fnr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + dig(3, False)
        k1 = mod11(b, [3,7,6,1,8,9,4,5,2])
        if k1 is None: continue
        b += str(k1); k2 = mod11(b, [5,4,3,2,7,6,5,4,3,2])
        if k2 is None: continue
        return b + str(k2)
def no_account():
    while True:
        b = dig(10); k = mod11(b, [5,4,3,2,7,6,5,4,3,2])
        if k is not None: x = b + str(k); return x[:4] + "." + x[4:6] + "." + x[6:]
def no_org():
    while True:
        b = R.choice("89") + dig(7, False); k = mod11(b, [3,2,7,6,5,4,3,2])
        if k is not None: return b + str(k)
def cpf():
    b = dig(9, False)
    r = wsum(b, range(10, 1, -1)) * 10 % 11 % 10; b += str(r)
    r = wsum(b, range(11, 1, -1)) * 10 % 11 % 10; b += str(r)
    return "%s.%s.%s-%s" % (b[:3], b[3:6], b[6:9], b[9:])
def cnpj():
    b = dig(8) + "0001"
    r = wsum(b, [5,4,3,2,9,8,7,6,5,4,3,2]) % 11; b += str(0 if r < 2 else 11 - r)
    r = wsum(b, [6,5,4,3,2,9,8,7,6,5,4,3,2]) % 11; b += str(0 if r < 2 else 11 - r)
    return "%s.%s.%s/%s-%s" % (b[:2], b[2:5], b[5:8], b[8:12], b[12:])
def tckn():
    d = [int(c) for c in dig(9)]
    d10 = ((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10
    d11 = (sum(d) + d10) % 10
    return "".join(map(str, d)) + str(d10) + str(d11)
def il_id(prefix=""):
    b = prefix + dig(8 - len(prefix), False); return b + luhn_digit(b)
def cnp():
    b = R.choice("12") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + "%02d" % R.randint(1, 40) + dig(3, False)
    c = wsum(b, [2,7,9,1,4,6,3,5,8,2,7,9]) % 11
    return b + str(1 if c == 10 else c)
def bsn():
    while True:
        b = dig(8); c = wsum(b, [9,8,7,6,5,4,3,2]) % 11
        if c < 10: return b + str(c)
def cn_id():
    b = R.choice(["110105", "310104", "440305", "330106", "510107"]) + "%04d%02d%02d" % (R.randint(1970, 2000), R.randint(1, 12), R.randint(1, 28)) + dig(3, False)
    return b + "10X98765432"[wsum(b, [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]) % 11]
def uscc():
    cs = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    b = "91" + R.choice(["110105", "310115", "440300"]) + "".join(R.choice(cs) for _ in range(9))
    s = sum(cs.index(c) * w for c, w in zip(b, [1,3,9,27,19,26,16,17,20,29,25,13,8,24,10,30,28]))
    return b + cs[(31 - s % 31) % 31]
def kr_rrn():
    b = "%02d%02d%02d" % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28)) + R.choice("12") + dig(5, False)
    return b[:6] + "-" + b[6:] + str((11 - wsum(b, [2,3,4,5,6,7,8,9,2,3,4,5]) % 11) % 10)
def kr_brn():
    b = dig(9); s = wsum(b, [1,3,7,1,3,7,1,3,5]) + int(b[8]) * 5 // 10
    x = b + str((10 - s % 10) % 10); return x[:3] + "-" + x[3:5] + "-" + x[5:]
def my_number():
    b = dig(11)
    s = sum(int(b[10 - (n - 1)]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11; x = b + str(0 if r <= 1 else 11 - r); return x[:4] + " " + x[4:8] + " " + x[8:]
def snils():
    b = dig(9); s = wsum(b, range(9, 0, -1))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101)
    if c == 100: c = 0
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)
def inn10():
    b = dig(9); return b + str(wsum(b, [2,4,10,3,5,9,4,6,8]) % 11 % 10)
def rnokpp():
    b = dig(9); return b + str(wsum(b, [-1,5,7,9,4,6,10,5,7]) % 11 % 10)
def dni():
    n = R.randint(10000000, 79999999); return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
def es_ccc():
    ws = [1,2,4,8,5,10,9,7,3,6]
    def dc(x):
        c = 11 - wsum(x, ws) % 11; return 0 if c == 11 else (1 if c == 10 else c)
    bank = R.choice(["2100", "0049", "0182", "2085"]); br = dig(4, False); acc = dig(10, False)
    return bank + br + str(dc("00" + bank + br)) + str(dc(acc)) + acc
def thai_id():
    b = R.choice("1358") + dig(11, False); x = b + str((11 - wsum(b, range(13, 1, -1)) % 11) % 10)
    return "%s-%s-%s-%s-%s" % (x[0], x[1:5], x[5:10], x[10:12], x[12])
def iran_code():
    while True:
        b = dig(9, False); r = wsum(b, range(10, 1, -1)) % 11; c = r if r < 2 else 11 - r
        x = b + str(c)
        if len(set(x)) > 1: return x
def nir():
    b = R.choice("12") + "%02d%02d" % (R.randint(60, 99), R.randint(1, 12)) + R.choice(["75", "69", "13", "33", "59"]) + dig(3, False) + dig(3, False)
    k = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], k)
def amka():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99)) + dig(4, False); return b + luhn_digit(b)
def afm(first="1"):
    b = first + dig(7, False); return b + str(sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b)) % 11 % 10)
def taj():
    b = dig(8); return b + str(sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(b)) % 10)
def hu_adoaz():
    while True:
        b = "8" + dig(8, False); c = wsum(b, range(1, 10)) % 11
        if c < 10: return b + str(c)
def cz_rc():
    while True:
        b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12) + R.choice([0, 50]), R.randint(1, 28)) + dig(3, False)
        c = int(b) % 11
        if c < 10: return b[:6] + "/" + b[6:] + str(c)
def ico():
    b = dig(7); return b + str((11 - wsum(b, range(8, 1, -1)) % 11) % 10)
def nip():
    while True:
        b = dig(9); c = wsum(b, [6,5,7,2,3,4,5,6,7]) % 11
        if c < 10: x = b + str(c); return "%s-%s-%s-%s" % (x[:3], x[3:6], x[6:8], x[8:])
def regon():
    b = dig(8); return b + str(wsum(b, [8,9,2,3,4,5,6,7]) % 11 % 10)
def se_org():
    b = "55" + str(R.randint(6, 9)) + dig(6, False); return b[:6] + "-" + b[6:] + luhn_digit(b)
def ytunnus():
    while True:
        b = dig(7); r = wsum(b, [7,9,10,5,8,4,2]) % 11
        if r != 1: return b + "-" + str(0 if r == 0 else 11 - r)
def fi_ref():
    b = dig(R.randint(6, 10)); s = sum(int(c) * [7, 3, 1][i % 3] for i, c in enumerate(reversed(b)))
    return b + str((10 - s % 10) % 10)
def cvr():
    while True:
        b = dig(7); c = (-wsum(b, [2,7,6,5,4,3,2])) % 11
        if c < 10: return b + str(c)
def cui():
    b = dig(7); c = wsum(b, [3,2,1,7,5,3,2]) * 10 % 11; return b + str(0 if c == 10 else c)
def piva():
    b = dig(7, False) + R.choice(["001", "015", "096"]); return b + luhn_digit(b)
def cf_it():
    odd = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        [1,0,5,7,9,13,15,17,19,21,1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
    def ev(c): return int(c) if c.isdigit() else ord(c) - 65
    b = ch("BCDFGLMNPRSTVZ", 6) + "%02d" % R.randint(60, 99) + R.choice("ABCDEHLMPRST") + "%02d" % R.randint(1, 28) + R.choice("FHL") + dig(3, False)
    s = sum(odd[c] if i % 2 == 0 else ev(c) for i, c in enumerate(b))
    return b + chr(65 + s % 26)
def rib_fr():
    bank = R.choice(["30004", "30003", "20041", "10278"]); gu = dig(5, False); acc = dig(11, False)
    key = 97 - (89 * int(bank) + 15 * int(gu) + 3 * int(acc)) % 97
    return bank + gu + acc + "%02d" % key
def siret():
    b = dig(8); siren = b + luhn_digit(b)
    while True:
        s = siren + dig(4, False)
        for c in D:
            if luhn_ok(s + c): return siren, s + c
def s10(cc):
    b = dig(8, False); c = 11 - wsum(b, [8,6,4,2,3,5,9,7]) % 11
    c = 0 if c == 10 else (5 if c == 11 else c)
    return R.choice(["RA", "RR", "LB", "CP"]) + b + str(c) + cc
def nhs():
    while True:
        b = dig(9, False); c = mod11(b, range(10, 1, -1))
        if c is not None: x = b + str(c); return x[:3] + " " + x[3:6] + " " + x[6:]
def medicare():
    b = R.choice("23456") + dig(7, False); c = wsum(b, [1,3,7,9,1,3,7,9]) % 10
    x = b + str(c) + R.choice("12"); return x[:4] + " " + x[4:9] + " " + x[9:]
def sin_ca():
    b = R.choice("1234567") + dig(7, False); x = b + luhn_digit(b); return x[:3] + "-" + x[3:6] + "-" + x[6:]
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],
      [9,4,5,3,1,2,6,8,7,0],[4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_ok(n):
    c = 0
    for i, x in enumerate(reversed(n)): c = VD[c][VP[i % 8][int(x)]]
    return c == 0
def aadhaar():
    b = R.choice("23456789") + dig(10, False); c = 0
    for i, x in enumerate(reversed(b)): c = VD[c][VP[(i + 1) % 8][int(x)]]
    x = b + str(VINV[c]); assert verhoeff_ok(x); return x[:4] + " " + x[4:8] + " " + x[8:]
def mod1110(b):
    p = 10
    for c in b:
        s = (int(c) + p) % 10
        if s == 0: s = 10
        p = s * 2 % 11
    c = 11 - p; return "0" if c == 10 else str(c)
def steuer_id():
    while True:
        ds = R.sample(D, 9); ds.insert(R.randint(0, 9), ds[R.randint(0, 8)])
        b = "".join(ds)
        if b[0] != "0": return b + mod1110(b)
def oib(): b = dig(10); return b + mod1110(b)
def egn():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + dig(3, False)
    c = wsum(b, [2,4,8,5,10,9,7,3,6]) % 11; return b + str(0 if c == 10 else c)
def vin():
    tr = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1,2,3,4,5,6,7,8,1,2,3,4,5,7,9,2,3,4,5,6,7,8,9]))
    a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(R.choice(["1HG", "WVW", "JTD", "5YJ"]) + ch(a, 5) + "0" + ch(a, 8))
    s = sum((int(c) if c.isdigit() else tr[c]) * w for c, w in zip(v, [8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2]))
    v[8] = "X" if s % 11 == 10 else str(s % 11); return "".join(v)
def ean13(prefix):
    b = prefix + dig(12 - len(prefix), False)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(b)); return b + str((10 - s % 10) % 10)

# ---------- other values ----------
WORDS = ["maple", "river", "copper", "lantern", "otter", "violet", "harbor", "cactus", "velvet", "thunder", "pepper",
         "falcon", "marble", "willow", "cobalt", "sunset", "biscuit", "orbit", "saffron", "glacier", "mango", "tundra"]
BIP = ["abandon", "ability", "absorb", "access", "acid", "actor", "adapt", "agent", "alarm", "album", "alpha", "anchor",
       "animal", "arena", "armor", "artist", "attack", "autumn", "bacon", "badge", "basket", "beach", "bitter", "blanket",
       "bridge", "bronze", "cabin", "camera", "canal", "carbon", "casino", "cereal", "chalk", "cherry", "circle", "clever",
       "coconut", "coral", "cousin", "crater", "credit", "cruise", "damage", "dawn", "denial", "desert", "dinosaur", "donkey",
       "eagle", "ecology", "elbow", "empty", "engine", "estate", "excess", "fabric", "famous", "fence", "fiber", "flame",
       "fossil", "frozen", "galaxy", "garlic", "giant", "ginger", "gravity", "guitar", "hammer", "harvest", "hover", "humble",
       "island", "jacket", "jungle", "kitten", "ladder", "lemon", "liberty", "lizard", "lunar", "magnet", "mansion", "meadow"]
SYM = "!@#$%&*?-_.+="
def pw(kind=None):
    k = kind if kind is not None else R.randint(0, 4)
    if k == 0: return R.choice(WORDS).capitalize() + R.choice(SYM) + dig(R.randint(2, 4), False)
    if k == 1: return "".join(R.choice(AL + "!@#$%&*?") for _ in range(R.randint(14, 20)))
    if k == 2: return R.choice(WORDS).capitalize() + R.choice(WORDS).capitalize() + dig(2, False) + R.choice(SYM)
    if k == 3: return "-".join(R.sample(WORDS, 4))
    return ch(LO, 3) + R.choice(SYM) + R.choice(WORDS) + dig(3, False) + ch(UP, 2)
def pin(n=4):
    while True:
        s = ch(D, n)
        if len(set(s)) >= 3: return s
def card(prefix="4", length=16): return luhn_make(prefix, length)
def exp(): return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))
def uuid4():
    h = hexs(32); return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:])
def jwt():
    hdr = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    return hdr + "." + "eyJ" + ch(AL + "-_", R.randint(60, 90)) + "." + ch(AL + "-_", 43)
def seed(n=12): return " ".join(R.choice(BIP) for _ in range(n))
def openssh():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + "\n".join(b64(70) for _ in range(3)) + "\n" + b64(40) + "=="
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
def sha(n=40): return hexs(n)
def mac(): return ":".join(hexs(2) for _ in range(6)).upper()
def phone_us(): return "(%s) %s-%s" % (R.choice(["415", "312", "646", "206", "512"]), dig(3), dig(4, False))
def ip(): return "%d.%d.%d.%d" % (R.choice([10, 172, 192]), R.randint(0, 255), R.randint(0, 255), R.randint(2, 254))
def ver(): return "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20))
def gcash_ref(): return "%s %s %s" % (dig(4), dig(3, False), dig(6, False))
def mpesa(): return R.choice(["QK", "RB", "SD", "TG"]) + upn(8)

CASES = []
def add(lang, slug, text, secrets, looks, note):
    CASES.append({"id": "%s-%03d-%s" % (PREFIX, len(CASES) + 1, slug), "lang": lang, "text": text,
                  "secrets": list(secrets), "lookalikes": list(looks), "note": note})
M = "\n---\n"

# ================= English =================
def english():
    p = pw(); sn = upn(12)
    add("en", "wifi-housesitter", f"Can you tidy this into a note for our house sitter? Wifi network is Harbor_5G, password {p}. The router is the black box under the TV (serial {sn}), just unplug it for 10 seconds if it drops.", [p], [sn], "Wi-Fi password beside router serial number")
    k = "sk-proj-" + ch(AL + "-_", 48); u = "app_" + ch(LO, 4); pp = pw(1); c = sha()
    add("en", "dotenv-openai-postgres", f"my .env looks like this and the app still can't connect, any idea?\n\nOPENAI_API_KEY={k}\nDATABASE_URL=postgres://{u}:{pp}@db.internal.lan:5432/orders\nGIT_SHA={c}\nPORT=8080", [k, f"{u}:{pp}"], [c], "OpenAI key and postgres credentials; commit hash look-alike")
    ak = "AKIA" + upn(16); sk = b64(40)
    add("en", "aws-credentials-file", f"Getting SignatureDoesNotMatch from boto3. Here's my ~/.aws/credentials:\n\n[default]\naws_access_key_id = {ak}\naws_secret_access_key = {sk}\nregion = eu-west-1", [ak, sk], [], "AWS key pair in credentials file")
    t = "ghp_" + aln(36); c = sha(); c7 = c[:7]
    add("en", "github-pat-remote", f"git push keeps failing after I rebased onto {c7}. Remote is https://{t}@github.com/kellerlab/pipeline.git — is the token in the URL the problem?", [t], [c7], "GitHub PAT inside remote URL; short commit hash")
    s = "sk_live_" + aln(24)
    add("en", "stripe-live-vs-test", f"In staging I use the test card 4242 4242 4242 4242 and everything works, but in prod with STRIPE_SECRET_KEY={s} the webhook signature fails. Why?", [s], ["4242 4242 4242 4242"], "live Stripe key beside public test card")
    cn = card("4"); e = exp(); cv = dig(3); br = upn(6)
    add("en", "card-hotel-booking", f"Please draft an email to the hotel confirming booking {br}. They asked me to send the card again: {grp(cn)}, exp {e}, CVV {cv}. Name on card Daniel Ruiz.", [grp(cn), e, cv], [br], "card, expiry and CVV with a booking reference")
    rt = aba(); ac = dig(10)
    add("en", "us-direct-deposit", f"Fill in the direct deposit form for me: Bank: Chase, routing number {rt}, checking account {ac}, amount 100% of net pay.", [ac], [rt], "own account secret, ABA routing number public (checksum computed)")
    sc = "%s-%s-%s" % (dig(2), dig(2, False), dig(2, False)); ac = dig(8)
    add("en", "uk-sort-code-account", f"My landlord wants my bank details for the deposit return. Sort code {sc}, account number {ac}, Monzo. Can you write a short polite reply?", [ac], [sc], "UK account secret, sort code public")
    ssn = "%s-%s-%s" % (dig(3), dig(2, False), dig(4, False)); ein = "%s-%s" % (dig(2), dig(7, False))
    add("en", "ssn-w4", f"Helping my mom with her W-4. Her SSN is {ssn}, employer is Bright Path Dental, EIN {ein}. Which box does the extra withholding go in?", [ssn], [ein], "SSN secret, employer EIN public")
    pn = R.choice(UP) + dig(8); ar = "AA00" + upn(6)
    add("en", "passport-visa-form", f"DS-160 is asking again for my passport number, it's {pn}, issued 2021. My application ID is {ar} if that matters. What do I put for 'previous visa'?", [pn], [ar], "passport number vs application ID")
    dl = R.choice(UP) + dig(7); cf = dig(9)
    add("en", "drivers-licence-dmv", f"DMV confirmation {cf} for Thursday 9:40. They'll ask for my license number {dl}, should I bring the old one too?", [dl], [cf], "licence number vs appointment confirmation")
    mid = R.choice(["XEH", "JQU", "W"]) + dig(9); cl = dig(11) + "00"
    add("en", "insurance-member-id", f"Write an appeal letter to Anthem about claim #{cl}. My member ID is {mid}, the MRI was on March 3.", [mid], [cl], "member ID secret, claim number look-alike")
    o = dig(6); sc5 = dig(5)
    add("en", "sms-otp-paste", f"got this text from {sc5}, is it a scam? 'Your Coinbase verification code is {o}. Don't share this code with anyone.' I didn't try to log in", [o], [sc5], "OTP in pasted SMS, sender short code look-alike")
    codes = ["%s-%s" % (dig(4, False), dig(4, False)) for _ in range(4)]
    add("en", "backup-codes-list", "Where should I store these Google backup codes? Printing them feels weird:\n" + "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(codes)), codes, [], "2FA backup codes list")
    sd = grp(b32(32), 4)
    add("en", "totp-seed-manual", f"The authenticator app setup says 'can't scan? enter this key': {sd} — account label GitLab:m.osei. Is it time-based by default?", [sd], [], "TOTP seed in groups")
    ph = seed(12); addr = "0x" + hexs(40)
    add("en", "seed-phrase-metamask", f"I think my MetaMask got drained. My public address is {addr}. Recovery phrase was: {ph}. Can you check if it's the same wallet?", [ph], [addr], "seed phrase secret, public wallet address look-alike")
    key = openssh(); fp = "SHA256:" + ch(AL + "+/", 43)
    add("en", "ssh-private-key-paste", f"ssh says 'invalid format' for this key, fingerprint should be {fp}\n\n{key}", [key], [fp], "OpenSSH private key; public fingerprint look-alike")
    gc = pin(4); z = dig(5, False)
    add("en", "garage-code-neighbor", f"Text for my neighbor: the garage keypad code is {gc}, packages can go inside. Address is 88 Linden Ave, zip {z}.", [gc], [z], "garage code vs ZIP code")
    kb = pin(4); lst = dig(8)
    add("en", "airbnb-lockbox", f"Write check-in instructions for listing {lst}: lockbox on the left of the door, code {kb}, checkout 11am, trash goes out on Tuesdays.", [kb], [lst], "key-box code entrusted by host; listing number")
    al = pin(6); wd = R.choice(WORDS)
    add("en", "alarm-code-safeword", f"For the cleaner: alarm panel is by the back door, disarm code {al}. If ADT calls, the verbal passcode is '{wd}'.", [al, wd], [], "alarm code and verbal passcode")
    mm = R.choice(["Kowalczyk", "Abernathy", "Delacroix", "Okonkwo"]); pet = R.choice(["Biscuit", "Pickles", "Mochi", "Rascal"])
    add("en", "security-answers", f"Remind me later what I used for the bank's security questions: mother's maiden name = {mm}, first pet = {pet}, city where parents met = Duluth.", [mm, pet, "Duluth"], [], "security question answers")
    sl = "xoxb-%s-%s-%s" % (dig(12), dig(13), aln(24)); chn = "C0" + upn(9)
    add("en", "slack-bot-python", f"```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"{sl}\")\nclient.chat_postMessage(channel=\"{chn}\", text=\"deploy done\")\n```\nwhy do I get not_in_channel?", [sl], [chn], "Slack bot token; channel id look-alike")
    j = jwt(); rid = uuid4()
    add("en", "jwt-curl", f"curl -H 'Authorization: Bearer {j}' https://api.tallyhq.io/v2/me\n\nresponse: 401, x-request-id: {rid}. Expired?", [j], [rid], "bearer JWT; request UUID look-alike")
    sid = aln(32); et = hexs(32)
    add("en", "session-cookie-http", f"Copied from devtools:\nGET /dashboard HTTP/2\nCookie: sessionid={sid}; theme=dark\nIf-None-Match: \"{et}\"\nWhy do I get 304 and stale data?", [sid], [et], "session cookie vs ETag hash")
    gk = "AIza" + ch(AL + "-_", 35); v = ver()
    add("en", "google-maps-key-js", f"<script src=\"https://maps.googleapis.com/maps/api/js?key={gk}&callback=initMap&v=weekly\"></script>\nI'm on @googlemaps/js-api-loader {v}, map is grey.", [gk], [v], "Google API key in script tag; version string")
    tsid = "AC" + hexs(32); tok = hexs(32); ph1 = "+1 %s %s %s" % (R.choice(["415", "646"]), dig(3), dig(4, False))
    add("en", "twilio-auth-token", f"Twilio says 20003 Authenticate. account_sid = '{tsid}', auth_token = '{tok}', sending from {ph1}.", [tok], [ph1], "Twilio auth token; SID left neutral; phone number")
    sg = "SG." + ch(AL + "-_", 22) + "." + ch(AL + "-_", 43); tid = "d-" + hexs(32)
    add("en", "sendgrid-yaml", f"mailer:\n  provider: sendgrid\n  api_key: {sg}\n  template_id: {tid}\n  from: noreply@bakerybox.co\n\nIs the YAML indentation right?", [sg], [tid], "SendGrid key in YAML; dynamic template id")
    rk = "sk_live_" + aln(24)
    add("en", "revoked-stripe-key", f"I accidentally pushed {rk} to a public repo yesterday. I rolled it in the dashboard already, so it's dead — do I still need to rewrite git history?", [rk], [], "leaked and revoked key is still a secret")
    a1 = pw(0); a2 = pw(0)
    add("en", "password-correction", f"my Spotify login is jenna.h@fastmail.com / {a1}{M}sorry typo, it's {a2}", [a1, a2], [], "password corrected in second message")
    h1 = ch(AL, 8); h2 = ch(AL, 8) + "!" + dig(2, False)
    add("en", "password-in-parts", f"I'll split the vault password so it's not in one place. First half: {h1}{M}second half: {h2}", [h1, h2], [], "password given in two parts")
    dp = pin(4)
    add("en", "announced-door-pin", f"I'm going to send you the door PIN for the studio in the next message, put it in the onboarding doc{M}{dp}", [dp], [], "PIN announced then given")
    sp = " ".join(R.choice(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]) for _ in range(4))
    add("en", "spelled-out-pin", f"For the voicemail setup my grandpa wants the PIN written in words: {sp}. Can you make it into a big-print card?", [sp], [], "PIN spelled out in words")
    lp = pw(1); reqid = hexs(16)
    add("en", "log-leaked-password", f"2025-02-11T10:22:01Z ERROR auth: login failed user=mkovac password={lp} req={reqid}\nWhy is the password even in the log?", [lp], [reqid], "password in a log line, request id look-alike")
    t1, t2, t3 = pw(), pw(), pw()
    add("en", "family-password-table", f"Turn this into a nicer table for the family binder:\n| service | login | password |\n|---|---|---|\n| Netflix | home@ruizfam.net | {t1} |\n| Xfinity | ruizfam | {t2} |\n| Kids iPad | (none) | {t3} |", [t1, t2, t3], [], "passwords in a markdown table")
    mp = pw(1)
    add("en", "mysql-url", f"SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://shopadmin:{mp}@10.0.3.17:3306/storefront' — getting 'Access denied', but the same works in DBeaver.", [f"shopadmin:{mp}"], ["10.0.3.17"], "credentials part of MySQL URI; private IP look-alike")
    mg = aln(16)
    add("en", "mongodb-srv", f"const uri = \"mongodb+srv://analytics:{mg}@cluster0.x7kqa.mongodb.net/?retryWrites=true&w=majority\";\nIt times out from Vercel.", [f"analytics:{mg}"], [], "credentials part of Mongo SRV URI")
    rp = aln(32)
    add("en", "redis-url-password", f"REDIS_URL=redis://:{rp}@redis-14022.c1.us-east-1.ec2.cloud.redislabs.com:14022/0 — is the colon before the password correct if there's no username?", [rp], [], "Redis password with empty user")
    azk = b64(86) + "=="
    add("en", "azure-storage-connstr", f"DefaultEndpointsProtocol=https;AccountName=invoicestore01;AccountKey={azk};EndpointSuffix=core.windows.net\nThis is from the portal, which SDK call takes it?", [azk], [], "Azure storage account key value")
    nt = "npm_" + aln(36); v = ver()
    add("en", "npmrc-token", f"//registry.npmjs.org/:_authToken={nt}\n\nthat's my .npmrc but `npm publish` of version {v} returns 404", [nt], [v], "npm token; package version")
    pt = "pypi-AgEIcHlwaS5vcmc" + ch(AL + "-_", 120)
    add("en", "pypi-token-twine", f"twine upload dist/* -u __token__ -p {pt}\nHTTPError: 403 Forbidden. Token scoped to the project already.", [pt], [], "PyPI API token")
    gl = "glpat-" + ch(AL + "-_", 20); pid = dig(8)
    add("en", "gitlab-token-ci", f"In GitLab CI I set CI_PUSH_TOKEN={gl} for project {pid} and the job still can't push tags.", [gl], [pid], "GitLab PAT; project id")
    did = dig(18); dt = b64(24).replace("+", "x").replace("/", "y") + "." + aln(6) + "." + ch(AL + "-_", 38)
    add("en", "discord-bot-token", f"bot.run('{dt}')\n\nApplication ID is {did}. discord.errors.LoginFailure: Improper token has been passed.", [dt], [did], "Discord bot token; public application id")
    tg = dig(10) + ":AA" + ch(AL + "-_", 33)
    add("en", "telegram-bot-token", f"My @ParcelPingBot stopped answering. I set the webhook with https://api.telegram.org/bot{tg}/setWebhook?url=https://pp.example.org/hook", [tg], [], "Telegram bot token in URL")
    wpk = b64(43) + "="; wpub = b64(43) + "="
    add("en", "wireguard-config", f"[Interface]\nPrivateKey = {wpk}\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = {wpub}\nEndpoint = vpn.hollis.net:51820\nHandshake never completes, what's wrong?", [wpk], [wpub], "WireGuard private key secret, peer public key look-alike")
    c2 = card("5" + R.choice("12345")); e2 = exp(); v2 = dig(3)
    add("en", "card-in-two-messages", f"ok the card for the conference registration is {grp(c2)}{M}exp {e2}, security code {v2}, billing zip same as before", [grp(c2), e2, v2], [], "card split over two messages")
    my = iban("GB", R.choice(["MONZ", "BUKB", "NWBK"]) + dig(14, False)); shop = iban("GB", "HBUK" + dig(14, False))
    add("en", "iban-refund-vs-shop", f"Complaint email please: I paid the deposit to your IBAN {shop} on 2 May. Please refund to my account, IBAN {my}, within 14 days.", [my], [shop], "own IBAN secret, shop IBAN look-alike (both mod-97 computed)")
    mc = medicare(); bsb = "%s-%s" % (dig(3, False), dig(3, False)); aa = dig(9)
    add("en", "au-medicare-bank", f"Centrelink form: Medicare card {mc}, bank BSB {bsb}, account {aa}. What goes under 'reference number'?", [mc, aa], [bsb], "Medicare number (check computed), account secret, BSB public")
    sn2 = sin_ca(); bn = dig(9) + "RT0001"
    add("en", "ca-sin-employer-bn", f"My SIN is {sn2}; the employer's business number on the T4 is {bn}. Why is box 14 different from my pay stubs?", [sn2], [bn], "SIN (Luhn) secret, employer BN public")
    ni = ch("ABCEGHJKLMNPRSTWXYZ", 2) + dig(6, False) + R.choice("ABCD"); nh = nhs(); pc = R.choice(UP) + dig(5)
    add("en", "uk-ni-nhs", f"Registering with the new GP (practice code {pc}). NI number {ni}, NHS number {nh}. Do they need my old surgery's address?", [ni, nh], [pc], "NI number and NHS number (mod 11 computed); practice code")
    ad = aadhaar(); pan = ch(UP, 3) + "P" + ch(UP, 1) + dig(4) + ch(UP, 1); ifsc = R.choice(["SBIN", "HDFC", "ICIC"]) + "0" + dig(6, False)
    add("en", "in-aadhaar-pan-kyc", f"KYC form for the mutual fund: Aadhaar {ad}, PAN {pan}, bank IFSC {ifsc}. Which of these go in the nominee section?", [ad, pan], [ifsc], "Aadhaar (Verhoeff computed) and PAN; IFSC public")
    up = pin(6); ur = dig(12)
    add("en", "in-upi-pin-ref", f"The payment to the electrician failed but money got debited, UPI Ref No. {ur}. I entered my UPI PIN {up} twice, could that be why?", [up], [ur], "UPI PIN secret, UPI ref no look-alike")
    mc1 = mpesa(); tl = dig(6)
    add("en", "ke-mpesa-sms", f"Is this message real? '{mc1} Confirmed. Ksh2,350.00 paid to NAIVAS WESTGATE till {tl} on 4/6/25 at 6:12 PM. New M-PESA balance is Ksh1,204.50.'", [mc1], [tl], "M-Pesa confirmation code secret (settled), till number look-alike")
    np_ = pw()
    add("en", "netflix-roommate", f"Write a short text to my roommate: the Netflix password changed to {np_}, please don't share it with your cousin again 😅", [np_], [], "streaming password in a message to share")
    bl = "-".join(dig(6) for _ in range(8)); kid = uuid4().upper()
    add("en", "bitlocker-recovery", f"Laptop asks for BitLocker recovery. Key ID: {kid[:8]}. From my Microsoft account, the recovery key is {bl}. It says invalid?", [bl], [kid[:8]], "BitLocker recovery key vs key ID")
    ark = "-".join(upn(4) for _ in range(7))
    add("en", "apple-recovery-key", f"Apple ID locked. I have the recovery key {ark} written on a sticky note, do I type the dashes?", [ark], [], "Apple recovery key")
    ip6 = pin(6)
    add("en", "phone-unlock-pin", f"If I'm in hospital, my wife needs into my phone: the unlock PIN is {ip6}. Can you add that to the emergency note you drafted?", [ip6], [], "phone unlock PIN")
    mpp = " ".join(R.sample(WORDS, 5))
    add("en", "master-passphrase", f"Is '{mpp}' a strong enough Bitwarden master passphrase? It's the one I'm using now.", [mpp], [], "master passphrase currently in use")
    kp = pw(1); kpb = __import__("base64").b64encode(kp.encode()).decode(); dg = "sha256:" + hexs(64)
    add("en", "k8s-secret-base64", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  password: {kpb}\n---\n# image: registry.gitlab.com/ops/api@{dg}\nPod crashloops with auth failed.", [kpb], [dg], "base64-encoded password in k8s Secret; image digest")
    cs_ = ch(AL + "~._-", 40); ten = uuid4()
    add("en", "azure-ad-client-secret", f"variable \"tenant_id\" {{ default = \"{ten}\" }}\nvariable \"client_secret\" {{ default = \"{cs_}\" }}\nTerraform says AADSTS7000215.", [cs_], [ten], "Azure AD client secret; tenant UUID")
    bu = "deploy"; bp = pw(1); bb = __import__("base64").b64encode(f"{bu}:{bp}".encode()).decode()
    add("en", "basic-auth-header", f"Is this header right for the Jenkins API?\nAuthorization: Basic {bb}", [bb], [], "base64 user:password in Basic header")
    fp2 = pw(); fip = ip()
    add("en", "ftp-filezilla", f"Host: {fip}  Port: 21  User: wp_upload  Password: {fp2}\nFileZilla says 530 Login incorrect.", [fp2], [fip], "FTP password; IP look-alike")
    rtp = pw(4); mac1 = mac()
    add("en", "router-admin", f"Router admin page at 192.168.0.1, I changed the admin password to {rtp}. The device with MAC {mac1} keeps reconnecting, how do I block it?", [rtp], [mac1], "router admin password; MAC address")
    bd = pin(5) + "#"; bf = dig(4, False)
    add("en", "office-door-code", f"Onboarding note for the new intern: building door code is {bd}, we're on floor 3, suite {bf}.", [bd], [bf], "door code; suite number")
    lk = "-".join("%02d" % R.randint(0, 39) for _ in range(3))
    add("en", "gym-locker-combo", f"Remind me: gym locker 212, combo {lk}.", [lk], [], "combination lock code")
    bx = ch(AL, 64); by = ch(AL, 64)
    add("en", "binance-api", f"BINANCE_API_KEY={bx}\nBINANCE_API_SECRET={by}\nccxt says 'Signature for this request is not valid'.", [bx, by], [], "exchange API key and secret")
    mgk = "key-" + hexs(32)
    add("en", "mailgun-key", f"requests.post('https://api.mailgun.net/v3/mg.brightnest.io/messages', auth=('api', '{mgk}'), data={{...}}) returns 401", [mgk], [], "Mailgun key")
    sh = "shpat_" + hexs(32); sto = "brightnest-" + dig(3)
    add("en", "shopify-token", f"Shopify Admin API: store {sto}.myshopify.com, X-Shopify-Access-Token: {sh}. Products endpoint returns []", [sh], [], "Shopify admin token")
    vt = "hvs." + ch(AL + "-_", 24)
    add("en", "vault-token", f"export VAULT_ADDR=https://vault.corp.lan:8200\nexport VAULT_TOKEN={vt}\nvault kv get secret/app → permission denied", [vt], [], "Vault token")
    dd = hexs(32); tr = hexs(32)
    add("en", "datadog-key-vs-trace", f"DD_API_KEY={dd} is set in the container env. The trace I'm looking at is {tr}, but it's not showing up in APM.", [dd], [tr], "Datadog API key vs trace id of same shape")
    hk = uuid4(); aid = uuid4()
    add("en", "heroku-key-vs-app-id", f"HEROKU_API_KEY={hk}\nApp id from `heroku apps:info`: {aid}. The GitHub action says 'Invalid credentials provided'.", [hk], [aid], "Heroku key UUID vs app UUID")
    rst = ch(AL + "-_", 43)
    add("en", "reset-link-token", f"Is this password reset email phishing? Link: https://accounts.tidyhome.com/reset?token={rst}&utm_source=email&utm_campaign=pw_reset_0425", [rst], ["pw_reset_0425"], "reset token in link; campaign tag look-alike")
    ob = pw(); cn8 = dig(8)
    add("en", "online-banking-login", f"I'm locked out of online banking. Customer number {cn8}, password {ob}. Should I call them or wait 24h?", [ob], [], "banking password; customer number neutral")
    sqp = pw(1)
    add("en", "docker-compose-env", f"services:\n  db:\n    image: mariadb:11.2\n    environment:\n      MARIADB_ROOT_PASSWORD: {sqp}\n      MARIADB_DATABASE: wiki\nContainer exits with code 1.", [sqp], ["mariadb:11.2"], "root password in compose file; image tag")
    sa = pin(6); sno = upn(10)
    add("en", "hotel-safe", f"The room safe (model SDB-300, serial {sno}) won't open with my code {sa}. Is there a master reset?", [sa], [sno], "safe code; serial number")
    gate = pin(4) + "*"
    add("en", "gate-code-delivery", f"Add to delivery instructions: gate code {gate}, then second building on the left, leave at the door.", [gate], [], "gate code in delivery note")
    bike = pin(4)
    add("en", "bike-lock", f"Lending my bike to Sam tomorrow, lock combo is {bike}, please text him that.", [bike], [], "bike lock combo")
    vm = pin(4); ph2 = phone_us()
    add("en", "voicemail-pin-phone", f"How do I reset voicemail on my Pixel? Number {ph2}, current voicemail PIN {vm}.", [vm], [ph2], "voicemail PIN vs phone number")
    cvu = pw(1)
    add("en", "mixed-ssh-password-sudo", f"ssh ops@{ip()} works, but sudo wants a password and '{cvu}' is rejected. Is sudo password different from login?", [cvu], [], "sudo/login password")
    ob1 = dig(6); ob2 = dig(6)
    add("en", "otp-correction", f"verification code {ob1}{M}wait, that one expired, new one is {ob2}", [ob1, ob2], [], "two OTPs, corrected")
    gpt = "AIza" + ch(AL + "-_", 35); proj = "tidy-notes-" + dig(6)
    add("en", "gemini-key-revoked-note", f"Key for project {proj}: {gpt} (I'll regenerate it after this chat). Why do I get RESOURCE_EXHAUSTED on the free tier?", [gpt], [proj], "API key, project id look-alike")
    hp = pw(0)
    add("en", "wifi-qr-string", f"Make me a QR code for guests: WIFI:T:WPA;S:Ruiz Guest;P:{hp};;", [hp], [], "Wi-Fi password in QR payload")
    cv3 = card("3" + R.choice("47"), 15); ex3 = exp(); cid = dig(4)
    add("en", "amex-dinner-deposit", f"The restaurant needs a deposit for the party of 12. Amex {cv3[:4]} {cv3[4:10]} {cv3[10:]}, exp {ex3}, CID {cid}.", [f"{cv3[:4]} {cv3[4:10]} {cv3[10:]}", ex3, cid], [], "Amex (Luhn) with 4-digit CID")
    return

english()

def english_neg():
    add("en", "neg-aws-docs-example", "The AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every example. Are those real keys or placeholders?", [], ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"], "documentation example keys")
    add("en", "neg-stripe-test-values", "For my tutorial I'm using Stripe's test card 4000 0000 0000 0002 (declines) and 4242424242424242. Any other test numbers for 3-D Secure?", [], ["4000 0000 0000 0002", "4242424242424242"], "Stripe test cards")
    ups = "1Z" + upn(6) + dig(10); usps = "9400" + dig(18, False); on = "#" + dig(3) + "-" + dig(7) + "-" + dig(7)
    add("en", "neg-tracking-order", f"Amazon order {on} shows delivered but I only got one box. UPS tracking {ups}, the other one is USPS {usps}. What do I say to support?", [], [on[1:], ups, usps], "order and tracking numbers")
    c = sha(); d = "sha256:" + hexs(64); v = ver()
    add("en", "neg-commit-digest", f"Release {v} was built from commit {c} and pushed as ghcr.io/acme/api@{d}. How do I pin the digest in Helm?", [], [c, d, v], "commit hash, image digest, version")
    l4 = dig(4); on2 = dig(9)
    add("en", "neg-masked-card", f"Charge on card ending **** **** **** {l4} for order {on2}, $84.20, I don't recognise it. Dispute or wait?", [], ["**** **** **** " + l4, on2], "masked card and order number")
    add("en", "neg-placeholders", "The README says:\n\nAPI_KEY=your_api_key\nAUTH_HEADER=\"Bearer <token>\"\nWEBHOOK_SECRET=xxxxxxxxxxxx\n\nDo I replace the angle brackets too?", [], ["your_api_key", "<token>", "xxxxxxxxxxxx"], "placeholders")
    ein = "%s-%s" % (dig(2), dig(7, False)); duns = dig(9); inv = "INV-" + dig(6)
    add("en", "neg-vendor-ein-duns", f"Vendor invoice {inv} from Northwind Supply Co., EIN {ein}, DUNS {duns}. Do I need a W-9 from them before paying?", [], [inv, ein, duns], "company tax and registration numbers")
    ch_ = iban("GB", "NWBK" + dig(14, False))
    add("en", "neg-charity-iban", f"Draft a newsletter blurb: donations to Hope Kitchen can be sent to IBAN {ch_}, BIC NWBKGB2L, reference 'WINTER'.", [], [ch_, "NWBKGB2L"], "charity IBAN and BIC for donations")
    pnr = ch("BCDFGHJKLMNPQRSTVWXZ", 6); tk = "0" + dig(12, False)
    add("en", "neg-flight-booking", f"My flight got cancelled. Booking reference {pnr}, e-ticket {tk}, seat 23C. Am I owed EU261 compensation?", [], [pnr, tk], "PNR and e-ticket number")
    add("en", "neg-bad-password-examples", "For a security awareness slide: why are 'password123', 'qwerty' and the xkcd 'correct horse battery staple' used as examples, and which one is actually strong?", [], ["password123", "correct horse battery staple"], "famous example passwords discussed")
    u1, u2 = uuid4(), uuid4()
    add("en", "neg-uuids-log", f"[worker] job {u1} retried 3 times, parent {u2}, duration 1422ms. Why would a job retry with no error?", [], [u1, u2], "UUIDs in logs")
    sn = upn(10); md = "A" + dig(4); wc = "WC" + dig(8)
    add("en", "neg-serial-warranty", f"MacBook {md}, serial {sn}, warranty claim {wc} — Apple says the battery isn't covered. Is that right?", [], [sn, md, wc], "model, serial and claim numbers")
    sh256 = hexs(64)
    add("en", "neg-checksum", f"Downloaded ubuntu-24.04.1-desktop-amd64.iso, sha256sum gives {sh256}. How do I compare it to the SHA256SUMS file?", [], [sh256], "file checksum")
    add("en", "neg-md5-empty", "Why does every empty file have MD5 d41d8cd98f00b204e9800998ecf8427e? Is that a collision?", [], ["d41d8cd98f00b204e9800998ecf8427e"], "well-known hash")
    tk2 = "#" + dig(6); cs = "CS" + dig(7)
    add("en", "neg-support-ticket", f"Support ticket {tk2} got merged into case {cs} and nobody replies. Write a follow-up.", [], [tk2[1:], cs], "ticket and case numbers")
    vn = vin(); pl = upn(3) + "-" + dig(4)
    add("en", "neg-vin-listing", f"Write a Craigslist ad: 2016 Honda Civic, 88k miles, VIN {vn}, plate {pl}, clean title, $11,900.", [], [vn], "VIN in a public sale ad (check digit computed)")
    zm = "%s %s %s" % (dig(3), dig(4, False), dig(4, False))
    add("en", "neg-webinar-meeting-id", f"Public webinar on Thursday, Zoom meeting ID {zm}, no passcode needed. Can you draft the invite?", [], [zm], "public meeting id")
    add("en", "neg-code-identifiers", "Rename these for clarity: get_password_hash(), API_KEY_HEADER, verify_otp_token, and the class SecretManagerClient.", [], ["get_password_hash", "API_KEY_HEADER", "verify_otp_token"], "code identifiers")
    isbn = ean13("978")
    add("en", "neg-isbn-doi", f"Cite this properly in APA: ISBN {isbn}, doi:10.1038/s41586-{dig(3)}-0{dig(4)}-{dig(1)}.", [], [isbn], "ISBN (EAN check computed)")
    ref = gcash_ref()
    add("en", "neg-gcash-receipt-ref", f"My GCash receipt says 'Sent via GCash, Amount 1,250.00, Ref No. {ref}'. The seller says not received. What next?", [], [ref], "receipt Ref No. is a reference")
    rt = aba(); sw = "CHASUS33"
    add("en", "neg-wire-instructions-company", f"Our supplier's wire instructions: Bank JPMorgan Chase, ABA {rt}, SWIFT {sw}, beneficiary Lumen Optics LLC. Is it normal they ask for SWIFT on a domestic wire?", [], [rt, sw], "bank identifiers only")

english_neg()

def others():
    # zh
    i = cn_id(); wp = dig(6); sf = "SF" + dig(13)
    add("zh", "zh-id-paypwd", f"帮我填一下这个租房合同：身份证号 {i}，押金用微信付，支付密码是 {wp}，你提醒我别忘了。顺丰单号 {sf} 是钥匙快递。", [i, wp], [sf], "身份证号 (check computed), 支付密码; 顺丰单号")
    ak = "LTAI5t" + aln(18); sk = aln(30); rq = uuid4().upper()
    add("zh", "zh-aliyun-ak", f"阿里云 OSS 上传一直报 SignatureDoesNotMatch，配置如下：\naccessKeyId: {ak}\naccessKeySecret: {sk}\nRequestId: {rq}\n是不是签名版本的问题？", [ak, sk], [rq], "阿里云 AccessKey; RequestId look-alike")
    us = uscc(); od = dig(19)
    add("zh", "zh-neg-uscc-order", f"发票抬头写“杭州青禾科技有限公司”，统一社会信用代码 {us}，订单号 {od}。开票需要多久？", [], [us, od], "公司信用代码 (check computed), 订单号")
    # ja
    mn = my_number(); zp = "%s-%s" % (dig(3), dig(4, False))
    add("ja", "ja-mynumber", f"年末調整の書類を書いています。マイナンバーは {mn}、住所は〒{zp} 東京都世田谷区… 扶養控除の欄はどう書けばいいですか？", [mn], [zp], "マイナンバー (check computed); 郵便番号")
    ko_ = dig(7); br = dig(3)
    add("ja", "ja-bank-account", f"家賃の振込先を変えたので大家さんへのメールを作ってください。みずほ銀行（銀行コード0001）渋谷支店（支店番号{br}）普通 {ko_} ヤマダ タロウ", [ko_], [br], "口座番号 secret; 支店番号 public")
    hj = dig(13); tr = dig(12)
    add("ja", "ja-neg-corp-tracking", f"請求書の発行元は株式会社ミドリ商会、法人番号 {hj} です。ヤマト運輸の伝票番号 {tr} で届いた商品が壊れていました。返品の文面をお願いします。", [], [hj, tr], "法人番号 (check not computed), 伝票番号")
    jp = pw(2); jo = dig(6)
    add("ja", "ja-pw-otp", f"楽天のパスワードを {jp} に変えたばかりなのに、ワンタイムパスワード {jo} がSMSで届きました。乗っ取りですか？", [jp, jo], [], "パスワードとワンタイムパスワード")
    # ko
    rr = kr_rrn(); brn = kr_brn()
    add("ko", "ko-rrn-shop", f"중고거래 계약서 써줘. 내 주민등록번호는 {rr}이고, 상대방 가게 사업자등록번호는 {brn}이야.", [rr], [brn], "주민등록번호 (check computed) vs 사업자등록번호 (check computed)")
    cp = pw(0); ot = dig(6); on = dig(14)
    add("ko", "ko-cert-pw-otp", f"공동인증서 비밀번호 {cp} 입력했는데 계속 오류나. 문자로 온 인증번호는 {ot}였어. 주문번호 {on} 결제가 안 돼.", [cp, ot], [on], "인증서 비밀번호, 인증번호; 주문번호")
    inv = dig(12); cs = "1588-" + dig(4)
    add("ko", "ko-neg-invoice", f"CJ대한통운 송장번호 {inv} 조회가 안 돼요. 고객센터 {cs}에 전화하기 전에 뭘 확인해야 할까요?", [], [inv, cs], "송장번호, 고객센터 번호")
    # ar
    sa = iban("SA", "80" + dig(18, False)); ap = pw(1)
    add("ar", "ar-sa-iban-pw", f"أرسل لي رسالة لصاحب العمل: رقم الآيبان الخاص بي {sa} في مصرف الراجحي (سويفت RJHISARI)، وكلمة مرور بوابة الموظفين {ap} إذا احتاجها قسم الموارد.", [sa, ap], ["RJHISARI"], "IBAN (mod-97) and password; SWIFT")
    vat = "3" + dig(13, False) + "3"; fn = "INV-" + dig(5)
    add("ar", "ar-neg-vat-invoice", f"الفاتورة رقم {fn} من شركة النخبة للتجارة، الرقم الضريبي {vat}. هل يجب أن يظهر رمز QR على الفاتورة المبسطة؟", [], [fn, vat], "company VAT number, invoice number")
    # fa
    mc = iran_code(); ic = card("603799"); p2 = dig(8, False); tk = dig(12)
    add("fa", "fa-melli-card", f"برای ثبت‌نام کنکور: کد ملی {mc}، شماره کارت {grp(ic)}، رمز دوم {p2}. کد رهگیری قبلی {tk} بود.", [mc, grp(ic), p2], [tk], "کد ملی (check computed), card (Luhn), رمز دوم; کد رهگیری")
    sh = iban("IR", "0" + dig(23, False)); fo = dig(8)
    add("fa", "fa-neg-sheba-shop", f"فروشگاه گفته مبلغ را به شبای {sh} به نام «فروشگاه نگین» واریز کنم، شماره سفارش {fo}. مطمئن است؟", [], [sh, fo], "shop's Sheba IBAN, order number")
    # he
    tz = il_id(); wf = pw(2); oz = dig(9)
    add("he", "he-tz-wifi", f"תכתוב הודעה לבייביסיטר: הסיסמה לוויפי היא {wf}. אם מד\"א שואלים, מספר תעודת הזהות שלי {tz}. הזמנה מהסופר מספר {oz} תגיע בשש.", [wf, tz], [oz], "Wi-Fi password, תעודת זהות (check computed); order number")
    hp = il_id("51"); tel = "03-" + dig(7)
    add("he", "he-neg-company", f"החשבונית מ'אור שירותי ניקיון בע\"מ', ח.פ. {hp}, טלפון {tel}. האם צריך לבקש חשבונית מס קבלה?", [], [hp, tel], "company number, phone")
    # hi
    pn = ch(UP, 3) + "P" + ch(UP, 1) + dig(4) + ch(UP, 1); ba = dig(14); ifc = "SBIN0" + dig(6, False)
    add("hi", "hi-pan-bank", f"स्कॉलरशिप फॉर्म भरना है: मेरा PAN {pn}, बैंक खाता संख्या {ba}, IFSC {ifc}। क्या पासबुक की कॉपी भी लगानी होगी?", [pn, ba], [ifc], "PAN and account; IFSC public")
    pnr = dig(10); tn = dig(5)
    add("hi", "hi-neg-pnr", f"मेरा PNR {pnr} है, ट्रेन नंबर {tn}, वेटिंग 12 पर है। कन्फर्म होने के चांस कितने हैं?", [], [pnr, tn], "PNR and train number")
    # ru
    sn = snils(); gp = pw(0); inn = inn10()
    add("ru", "ru-snils-gosuslugi", f"Помоги написать заявление работодателю (ООО «Вектор», ИНН {inn}). Мой СНИЛС {sn}. И запиши где-нибудь: пароль от Госуслуг {gp}.", [sn, gp], [inn], "СНИЛС (check computed), пароль; company ИНН (check computed)")
    rc = card("2200"); rac = "40817810" + dig(12, False); bik = "04452" + dig(4, False); ks = "30101810" + dig(9, False) + bik[-3:]
    add("ru", "ru-card-account-bik", f"Для перевода зарплаты: карта МИР {grp(rc)}, счёт {rac}, БИК {bik}, корр. счёт {ks}.", [grp(rc), rac], [bik, ks], "карта (Luhn) и счёт; БИК и корр. счёт банка")
    tr = s10("RU"); zk = dig(8)
    add("ru", "ru-neg-track", f"Посылка с трек-номером {tr} стоит на таможне уже неделю, заказ на Ozon № {zk}. Куда писать?", [], [tr, zk], "трек-номер (S10 check computed), номер заказа")
    # uk
    rn = rnokpp(); ua = iban("UA", "305299" + "0000" + dig(15, False)); ed = dig(8)
    add("uk", "uk-rnokpp-iban", f"Заповни за мене заяву на повернення коштів: РНОКПП {rn}, IBAN {ua}. Отримувач платежу — ТОВ «Світанок», код ЄДРПОУ {ed}.", [rn, ua], [ed], "РНОКПП (check computed), IBAN; ЄДРПОУ company")
    ttn = "204" + dig(11, False); np_ = pw(2)
    add("uk", "uk-np-ttn-pw", f"ТТН Нової пошти {ttn}. І ще — пароль від кабінету на сайті {np_}, перевір, чи там видно статус?", [np_], [ttn], "password; waybill number")
    # pl
    ps = pesel(); bh = pw(0); np2 = nip()
    add("pl", "pl-pesel-bank", f"Napisz reklamację do sklepu (NIP {np2}). Mój PESEL {ps}. A hasło do banku zmieniłem na {bh}, zanotuj.", [ps, bh], [np2], "PESEL (check computed), hasło; NIP firmy (check computed)")
    bk = dig(6); zm = "ZAM/" + dig(5) + "/2025"
    add("pl", "pl-blik", f"Kolega prosi o kod BLIK {bk} do zapłaty za zamówienie {zm}, wysłać mu?", [bk], [zm], "BLIK code; order number")
    rg = regon(); inp = dig(24)
    add("pl", "pl-neg-regon-inpost", f"Firma ma REGON {rg}, a paczka InPost ma numer {inp}. Jak sprawdzić, czy sklep jest prawdziwy?", [], [rg, inp], "REGON (check computed), parcel number")
    # cs
    rc = cz_rc(); ac = dig(2) + "-" + dig(10)
    add("cs", "cs-rodne-cislo-ucet", f"Do žádosti o příspěvek: rodné číslo {rc}, číslo účtu {ac}/0800. Jak napsat odůvodnění?", [rc, ac], [], "rodné číslo (mod 11 computed), účet")
    ic = ico(); ob = dig(10)
    add("cs", "cs-neg-ico", f"E-shop uvádí IČO {ic}, objednávka číslo {ob} nedorazila. Jak napsat výzvu k vrácení peněz?", [], [ic, ob], "IČO (check computed), order number")
    # de
    st = steuer_id(); de = iban("DE", dig(8) + dig(10)); us = "DE" + dig(9)
    add("de", "de-steuerid-iban", f"Bitte eine Mail an meinen Steuerberater: Steuer-ID {st}, Erstattung bitte auf IBAN {de}. Die Rechnung vom Handwerker hat USt-IdNr. {us}.", [st, de], [us], "Steuer-ID (mod 11,10 computed), IBAN; USt-IdNr company")
    wl = dig(20); fb = "FRITZ!Box 7590"
    add("de", "de-fritzbox-wlan", f"Für die Gäste: WLAN-Schlüssel {grp(wl)}, steht auch hinten auf der {fb}. Kannst du ein Kärtchen dafür formatieren?", [grp(wl)], [fb], "WLAN key; router model")
    ds = "sk-ant-api03-" + ch(AL + "-_", 93) + "AA"
    add("de", "de-anthropic-key", f"Mein Python-Skript bekommt 401. So steht es drin:\nclient = anthropic.Anthropic(api_key=\"{ds}\")\nMuss der Key noch irgendwo freigeschaltet werden?", [ds], [], "API key in code")
    dhl = "00340434" + dig(12, False); rn = "RE-2025-" + dig(5)
    add("de", "de-neg-dhl-rechnung", f"DHL-Sendungsnummer {dhl}, Rechnung {rn}. Paket wurde angeblich zugestellt, war aber nicht da. Formuliere eine Reklamation.", [], [dhl, rn], "Sendungsnummer, Rechnungsnummer")
    # fr
    nr = nir(); fp = pw(2); siren, sr = siret()
    add("fr", "fr-nir-ameli", f"Pour mon compte ameli : numéro de sécu {nr}, mot de passe {fp}. L'employeur a le SIRET {sr}, c'est bon pour l'attestation ?", [nr, fp], [sr], "NIR (key computed), mot de passe; SIRET (Luhn)")
    rb = rib_fr(); fri = iban("FR", rb)
    add("fr", "fr-iban-rib", f"Mon proprio veut mon RIB pour rembourser la caution : IBAN {grp(fri)}, BIC BNPAFRPPXXX. Tu peux rédiger le mail ?", [grp(fri)], ["BNPAFRPPXXX"], "IBAN (RIB key and mod-97 computed); BIC")
    co = "6A" + dig(11); cmd = dig(9)
    add("fr", "fr-neg-colissimo", f"Colis {co}, commande n° {cmd} — le suivi est bloqué depuis 5 jours. Que dire au service client ?", [], [co, cmd], "numéro de suivi, commande")
    # es
    dn = dni(); cp = pw(0); loc = upn(6)
    add("es", "es-dni-pw", f"Rellena el formulario del gimnasio: DNI {dn}. La contraseña de la app es {cp}. El localizador de la reserva es {loc}.", [dn, cp], [loc], "DNI (letter computed), contraseña; localizador")
    esi = iban("ES", es_ccc())
    add("es", "es-iban-domiciliacion", f"Para domiciliar el recibo de la luz me piden el IBAN: {grp(esi)}. ¿Qué más necesitan?", [grp(esi)], [], "IBAN (CCC control and mod-97 computed)")
    ped = dig(3) + "-" + dig(7, False) + "-" + dig(7, False); cif = "B" + dig(8)
    add("es", "es-neg-pedido-cif", f"El pedido {ped} lo vende 'Muebles Lara S.L.', CIF {cif}. ¿Cómo pido la factura?", [], [ped, cif], "pedido, CIF (check not computed)")
    # pt
    cp_ = cpf(); sb = pw(1); cj = cnpj()
    add("pt", "pt-cpf-senha", f"Me ajuda a escrever pro suporte da loja (CNPJ {cj}): meu CPF é {cp_} e a senha do app que não funciona é {sb}.", [cp_, sb], [cj], "CPF (computed), senha; CNPJ (computed)")
    nf = dig(9); pti = iban("PT", "0035" + dig(17, False)); ent = dig(5); ref = "%s %s %s" % (dig(3), dig(3), dig(3))
    add("pt", "pt-pt-nif-iban", f"Para a Segurança Social: NIF {nf}, IBAN {pti}. A referência Multibanco da renda é entidade {ent}, referência {ref}.", [nf, pti], [ent, ref], "NIF (check not computed), IBAN; Multibanco reference")
    rt = s10("BR"); pd = dig(10)
    add("pt", "pt-neg-rastreio", f"Código de rastreio {rt}, pedido {pd}. Está parado em Curitiba há 8 dias, é normal?", [], [rt, pd], "rastreio (S10 computed), pedido")
    # it
    cf = cf_it(); iti = iban("IT", R.choice(UP) + "03069" + dig(5) + dig(12)); pv = piva()
    add("it", "it-cf-iban", f"Scrivi una mail all'amministratore: codice fiscale {cf}, IBAN per il rimborso {iti}. La ditta dei lavori ha partita IVA {pv}.", [cf, iti], [pv], "codice fiscale (check char computed), IBAN (CIN not computed); partita IVA (computed)")
    on = "IT" + dig(9); tr = dig(12)
    add("it", "it-neg-ordine", f"Ordine {on}, spedizione BRT {tr}. Il pacco risulta consegnato ma non c'è. Come faccio reclamo?", [], [on, tr], "ordine, tracking")
    # nl
    bs = bsn(); dg = pw(2); kvk = dig(8)
    add("nl", "nl-bsn-digid", f"Voor de huurtoeslag: mijn BSN is {bs} en mijn DigiD-wachtwoord {dg}. De verhuurder staat bij de KvK onder {kvk}.", [bs, dg], [kvk], "BSN (11-proef), DigiD wachtwoord; KvK")
    nli = iban("NL", R.choice(["INGB", "RABO", "ABNA"]) + dig(10))
    add("nl", "nl-iban-tikkie", f"Stuur even een berichtje in de groepsapp: het geld voor het weekendje mag naar {nli} t.n.v. S. de Vries.", [nli], [], "own IBAN")
    bk = dig(16); pc = dig(4) + " " + ch(UP, 2)
    add("nl", "nl-neg-betalingskenmerk", f"De Belastingdienst vraagt betalingskenmerk {grp(bk)} te vermelden. Postcode {pc}. Mag ik in termijnen betalen?", [], [grp(bk), pc], "betalingskenmerk, postcode")
    # sv
    pnr = personnummer(); org = se_org()
    add("sv", "sv-personnummer", f"Skriv ett mejl till hyresvärden (org.nr {org}): mitt personnummer är {pnr} och jag vill säga upp kontraktet.", [pnr], [org], "personnummer (Luhn) vs organisationsnummer (Luhn)")
    ocr = luhn_make("", 12); bg = "%s-%s" % (dig(3), dig(4, False))
    add("sv", "sv-neg-ocr-bankgiro", f"Fakturan ska betalas till bankgiro {bg} med OCR-nummer {ocr}. Kan jag betala via Swish i stället?", [], [bg, ocr], "bankgiro and OCR (Luhn) of a company")
    # da
    cpr = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(60, 99), dig(4, False)); mitid = pw(0); cv = cvr()
    add("da", "da-cpr-mitid", f"Hjælp mig med en mail til kommunen: CPR {cpr}. Adgangskode til MitID-appen er {mitid}, skriv den ikke i mailen. Udlejer har CVR {cv}.", [cpr, mitid], [cv], "CPR, password; CVR (mod 11 computed)")
    ord_ = dig(8); pk = dig(14)
    add("da", "da-neg-ordre", f"Ordrenummer {ord_}, pakkenummer {pk} hos GLS. Pakken er forsinket, hvad skriver jeg?", [], [ord_, pk], "order and parcel numbers")
    # no
    fn_ = fnr(); ka = no_account(); org = no_org()
    add("no", "no-fnr-konto", f"Skriv til NAV: fødselsnummer {fn_}, kontonummer for utbetaling {ka}. Arbeidsgiver har org.nr. {org}.", [fn_, ka], [org], "fødselsnummer and kontonummer (mod 11 computed); org.nr")
    kid = luhn_make("", 15); fk = dig(6)
    add("no", "no-neg-kid", f"Faktura {fk} fra Fjordkraft, KID {kid}. Kan jeg sette opp AvtaleGiro for den?", [], [fk, kid], "KID (Luhn), invoice")
    # fi
    ht = hetu(); yt = ytunnus(); vp = pw(2)
    add("fi", "fi-hetu", f"Kirjoita vuokranantajalle (Y-tunnus {yt}): henkilötunnukseni on {ht}. Verkkopankin salasana on muuten {vp}, älä laita sitä viestiin.", [ht, vp], [yt], "henkilötunnus (computed), salasana; Y-tunnus (computed)")
    vn = fi_ref(); tn = dig(7)
    add("fi", "fi-neg-viite", f"Laskun viitenumero on {vn} ja tilausnumero {tn}. Voinko maksaa sen MobilePaylla?", [], [vn, tn], "viitenumero (7-3-1 computed), order")
    # hu
    tj = taj(); ad = hu_adoaz()
    add("hu", "hu-taj-ado", f"Az új munkahelyemre kell: TAJ-szám {tj}, adóazonosító jel {ad}. Milyen sorrendben írjam be a belépő nyomtatványra?", [tj, ad], [], "TAJ and adóazonosító (both computed)")
    cg = "01-09-" + dig(6); rs = dig(10)
    add("hu", "hu-neg-ceg", f"A webshop cégjegyzékszáma {cg}, a rendelésszámom {rs}. Hogyan tudok elállni a vásárlástól?", [], [cg, rs], "cégjegyzékszám, order")
    # ro
    cn = cnp(); roi = iban("RO", R.choice(["BTRL", "INGB", "RNCB"]) + upn(16)); cu = cui()
    add("ro", "ro-cnp-iban", f"Cerere de rambursare către firma cu CUI {cu}: CNP-ul meu este {cn}, iar IBAN-ul {roi}.", [cn, roi], [cu], "CNP (computed), IBAN; CUI (computed)")
    awb = dig(11); cm = dig(9)
    add("ro", "ro-neg-awb", f"Coletul cu AWB {awb} (comanda {cm}) e întârziat. Cum scriu un mesaj curierului?", [], [awb, cm], "AWB, order")
    # el
    af = afm(); am = amka(); tx = pw(2); afc = afm("8")
    add("el", "el-afm-amka", f"Για την αίτηση επιδόματος: ΑΦΜ {af}, ΑΜΚΑ {am}, κωδικός Taxisnet {tx}. Ο εργοδότης έχει ΑΦΜ {afc}.", [af, am, tx], [afc], "ΑΦΜ own and company (both computed), ΑΜΚΑ (Luhn)")
    pa = dig(10); acs = dig(10)
    add("el", "el-neg-order", f"Η παραγγελία {pa} με voucher ACS {acs} δεν έχει φτάσει. Τι να γράψω στο κατάστημα;", [], [pa, acs], "order and voucher")
    # tr
    tc = tckn(); ed = pw(0); vk = dig(10)
    add("tr", "tr-tckn-edevlet", f"Kiracıyla sözleşme için: TC kimlik numaram {tc}, e-Devlet şifrem {ed}. Ev sahibinin şirketinin vergi numarası {vk}.", [tc, ed], [vk], "TC kimlik (computed), şifre; VKN company (not computed)")
    tri = iban("TR", dig(5) + "0" + dig(16)); sp = dig(9)
    add("tr", "tr-iban", f"Sipariş {sp} iade edilecekmiş, IBAN'ımı istiyorlar: {grp(tri)}. Kısa bir mesaj yazar mısın?", [grp(tri)], [sp], "IBAN; order number")
    kt = dig(12); fa = "GIB" + dig(13)
    add("tr", "tr-neg-kargo", f"Kargo takip no {kt}, fatura no {fa}. Ürün hasarlı geldi, nasıl iade ederim?", [], [kt, fa], "tracking, invoice")
    # vi
    cc = "0" + dig(11, False); mk = pw(0); otp = dig(6); md = "DH" + dig(8)
    add("vi", "vi-cccd-bank", f"Mình bị khóa app ngân hàng. Số CCCD {cc}, mật khẩu {mk}, mã OTP vừa nhận {otp}. Đơn hàng {md} chưa thanh toán được.", [cc, mk, otp], [md], "CCCD, mật khẩu, OTP; mã đơn hàng")
    mst = dig(10); vd = "GHN" + upn(7)
    add("vi", "vi-neg-mst", f"Công ty TNHH Hoa Sen có mã số thuế {mst}, mã vận đơn {vd}. Làm sao xuất hóa đơn đỏ?", [], [mst, vd], "company tax code, waybill")
    # th
    th = thai_id(); wf = pw(0); kr = "KEX" + dig(10)
    add("th", "th-id-wifi", f"ช่วยเขียนข้อความถึงพี่เลี้ยง: รหัส Wi-Fi คือ {wf} และถ้าโรงพยาบาลถาม เลขบัตรประชาชนของฉันคือ {th} พัสดุ Kerry เลข {kr} จะมาพรุ่งนี้", [wf, th], [kr], "Wi-Fi, Thai ID (computed); parcel")
    so = dig(15); tel = "02-" + dig(3) + "-" + dig(4)
    add("th", "th-neg-order", f"คำสั่งซื้อเลขที่ {so} ยังไม่ได้รับของ โทรไปที่ {tel} ก็ไม่มีคนรับ ควรทำยังไงดี", [], [so, tel], "order, phone")
    # id
    nik = "3" + dig(15, False); pin6 = pin(6); resi = "JP" + dig(10)
    add("id", "id-nik-pin", f"Tolong bikin pesan ke CS bank: NIK saya {nik}, PIN m-banking {pin6} sudah diganti tapi tetap terblokir. Nomor resi JNE {resi} juga belum sampai.", [nik, pin6], [resi], "NIK, PIN; resi")
    npwp = "%s.%s.%s.%s-%s.%s" % (dig(2), dig(3), dig(3), dig(1), dig(3), dig(3)); iv = "INV/2025/" + dig(5)
    add("id", "id-neg-npwp", f"Faktur {iv} dari PT Sinar Jaya, NPWP {npwp}. Apakah PPN sudah termasuk?", [], [iv, npwp], "company NPWP, invoice")
    # tl
    mp = pin(4); go = dig(6); rf = gcash_ref()
    add("tl", "tl-gcash-mpin", f"Nag-text sa akin si 'GCash Support', hinihingi ang MPIN ko ({mp}) at yung OTP na {go}. Yung huling transaction ko Ref No. {rf}. Scam ba 'to?", [mp, go], [rf], "MPIN and OTP secret; receipt Ref No. look-alike")
    tin = "%s-%s-%s-000" % (dig(3), dig(3), dig(3)); lb = dig(12)
    add("tl", "tl-neg-tin", f"Ang TIN ng kumpanya sa resibo ay {tin}, tracking ng LBC {lb}. Paano ako magre-request ng refund?", [], [tin, lb], "company TIN, tracking")
    # sw
    mc2 = mpesa(); mpn = pin(4); pb = dig(6)
    add("sw", "sw-mpesa-code-pin", f"Nimepokea ujumbe: '{mc2} Imethibitishwa. Ksh1,000.00 imetumwa kwa KPLC PREPAID paybill {pb}'. Mtu alipiga simu akaniuliza PIN yangu ya M-Pesa, nikampa {mpn}. Nifanye nini sasa?", [mc2, mpn], [pb], "M-Pesa code (settled secret) and PIN; paybill number")
    ag = dig(8)
    add("sw", "sw-neg-agizo", f"Namba ya agizo langu Jumia ni {ag}, lakini bado halijafika. Niandikie barua fupi ya malalamiko.", [], [ag], "order number")
    # bg
    eg = egn(); bp = pw(2)
    add("bg", "bg-egn", f"Попълни заявлението: ЕГН {eg}. Паролата за портала на НАП е {bp}, запиши я в бележника ми.", [eg, bp], [], "ЕГН (computed), парола")
    bul = dig(9)
    add("bg", "bg-neg-eik", f"Фирмата „Роза Трейд“ ЕООД е с ЕИК {bul}. Как да проверя дали е регистрирана по ДДС?", [], [bul], "company EIK")
    # hr
    ob_ = oib(); hri = iban("HR", "2340009" + dig(10, False))
    add("hr", "hr-oib-iban", f"Za povrat poreza: OIB {ob_}, IBAN {hri}. Kako napisati zahtjev?", [ob_, hri], [], "OIB (mod 11,10 computed), IBAN")
    # sk
    rc2 = cz_rc(); sks = pw(0)
    add("sk", "sk-rc-heslo", f"Do prihlášky na univerzitu: rodné číslo {rc2}, heslo do AIS {sks}. Čo ešte treba priložiť?", [rc2, sks], [], "rodné číslo (computed), heslo")
    ico2 = ico(); obj = dig(10)
    add("sk", "sk-neg-ico", f"E-shop má IČO {ico2}, objednávka {obj}. Tovar neprišiel, ako odstúpim od zmluvy?", [], [ico2, obj], "IČO, order")
    # ms
    ic = "%02d%02d%02d-%s-%s" % (R.randint(70, 99), R.randint(1, 12), R.randint(1, 28), dig(2), dig(4, False)); tac = dig(6)
    add("ms", "ms-mykad-tac", f"Tolong tulis mesej kepada bank: No. MyKad saya {ic}. Saya terima TAC {tac} walaupun tidak buat transaksi.", [ic, tac], [], "MyKad number, TAC")
    # extra multi-message non-English
    p1 = pw(0); p2 = pw(0)
    add("de", "de-pw-korrektur", f"Das Passwort fürs Familien-iPad ist {p1}{M}Quatsch, das war das alte. Neu: {p2}", [p1, p2], [], "password correction")
    a1 = dig(4); a2 = dig(4, False)
    add("es", "es-codigo-alarma-partes", f"Te paso el código de la alarma en dos partes por si acaso. Primera: {a1}{M}Segunda: {a2}. Pulsa OFF después.", [a1, a2], [], "alarm code in two parts")
    ww = pw(2)
    add("fr", "fr-wifi-annonce", f"Je t'envoie le code wifi du gîte dans le prochain message, garde-le pour les invités{M}{ww}", [ww], [], "Wi-Fi code announced then given")
    zp = pw(1)
    add("zh", "zh-neg-docs-example", "教程里写的 `sk-xxxxxxxxxxxxxxxxxxxxxxxx` 和 `YOUR_API_KEY` 是要替换成自己的吗？版本号 v2.3.1 有影响吗？", [], ["sk-xxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_API_KEY", "v2.3.1"], "placeholders and version")
    add("ja", "ja-neg-aws-docs", "AWSのドキュメントにある AKIAIOSFODNN7EXAMPLE というキーを使ったら InvalidClientTokenId になりました。なぜですか？", [], ["AKIAIOSFODNN7EXAMPLE"], "docs example key")
    rv = pw(1)
    add("ru", "ru-revoked-token", f"Я случайно закоммитил токен GitHub ghp_{aln(36)} и пароль {rv} в публичный репозиторий. Токен уже отозвал. Что ещё сделать?", [], [], "placeholder filled below")
    # fix last case: values must be listed
    last = CASES[-1]; tokv = re.search(r"ghp_[A-Za-z0-9]{36}", last["text"]).group(0)
    last["secrets"] = [tokv, rv]; last["note"] = "revoked GitHub token and password are still secrets"
    _ = zp

others()


# ---- trim a few negatives, then give English positives more surrounding context with look-alikes ----
DROP = {"neg-isbn-doi", "neg-webinar-meeting-id", "neg-checksum", "sw-neg-agizo", "bg-neg-eik", "da-neg-ordre", "hu-neg-ceg", "ro-neg-awb"}
CASES[:] = [c for c in CASES if c["id"].split("-", 2)[2] not in DROP]
def ctx2():
    k = R.randint(0, 5)
    if k == 0: a, b = "#" + dig(7), ver(); return f"(Ticket {a} with their support, app version {b}.)", [a[1:], b]
    if k == 1: a, b = "ORD-" + dig(8), "INV-" + dig(6); return f"For reference, order {a}, invoice {b}.", [a, b]
    if k == 2: a, b = "CS" + dig(8), phone_us(); return f"Their support case is {a}, callback number {b}.", [a, b]
    if k == 3: a, b = ip(), uuid4(); return f"Host is {a}, last request id {b}.", [a, b]
    if k == 4: a, b = sha()[:10], ver(); return f"Deployed commit {a} as release {b} this morning.", [a, b]
    a, b = upn(2) + dig(7), "$" + str(R.randint(20, 900)) + "." + dig(2, False); return f"Confirmation {a}, total {b}.", [a, b]
def ctx1():
    k = R.randint(0, 3)
    if k == 0: a = "#" + dig(6); return f"(Ticket {a}.)", [a[1:]]
    if k == 1: a = "ORD-" + dig(8); return f"Order ref {a} if needed.", [a]
    if k == 2: a = uuid4(); return f"Trace id {a}.", [a]
    a = "REF" + dig(9); return f"Reference {a}.", [a]
for c in CASES:
    if c["lang"] != "en" or not c["secrets"] or c["lookalikes"]: continue
    add_t, vals = ctx2() if R.random() < 0.8 else ctx1()
    c["text"] = c["text"] + "\n\n" + add_t; c["lookalikes"] += vals
for n, c in enumerate(CASES, 1):
    c["id"] = "%s-%03d-%s" % (PREFIX, n, c["id"].split("-", 2)[2])

# ================= validation and output =================
BAD = re.compile("[\x00-\x09\x0b-\x1f\x7f\u0085\u2028\u2029\ufeff]")
def occ(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out
def validate(cases):
    errs = []; ids = set()
    for c in cases:
        cid = c["id"]
        if cid in ids: errs.append("dup id " + cid)
        ids.add(cid)
        if not re.fullmatch(PREFIX + r"-\d{3}-[a-z0-9-]+", cid): errs.append("bad id " + cid)
        if not re.fullmatch(r"[a-z]{2}", c["lang"]): errs.append("bad lang " + cid)
        t = c["text"]
        for k in ("id", "lang", "text", "note"):
            if not isinstance(c[k], str) or not c[k] or BAD.search(c[k]): errs.append("bad %s in %s" % (k, cid))
        allv = c["secrets"] + c["lookalikes"]
        if len(set(allv)) != len(allv): errs.append("value listed twice in " + cid)
        spans = {}
        for v in allv:
            if not isinstance(v, str) or not v.strip() or BAD.search(v): errs.append("bad value in %s: %r" % (cid, v)); continue
            o = occ(t, v)
            if not o: errs.append("not substring in %s: %r" % (cid, v)); continue
            if len(v) <= 6 and len(o) > 1: errs.append("short value twice in %s: %r" % (cid, v))
            for a, b in o:
                if v[0].isdigit() and a > 0 and t[a - 1].isdigit(): errs.append("embedded number in %s: %r" % (cid, v))
                if v[-1].isdigit() and b < len(t) and t[b].isdigit(): errs.append("embedded number in %s: %r" % (cid, v))
            spans[v] = o
        for s in c["secrets"]:
            for l in c["lookalikes"]:
                if s in spans and l in spans:
                    for a, b in spans[s]:
                        for x, y in spans[l]:
                            if a < y and x < b: errs.append("overlap in %s: %r / %r" % (cid, s, l))
    return errs

def dump(cases):
    q = lambda s: json.dumps(s, ensure_ascii=False)
    out = ["lookalikes: []", "cases:"]
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
    return "\n".join(out) + "\n"

def main():
    if len(sys.argv) != 2: print("usage: make_heldout_v78.py OUT.yaml", file=sys.stderr); sys.exit(1)
    errs = validate(CASES)
    if errs:
        for e in errs: print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as f: f.write(dump(CASES))
    print("wrote %d cases" % len(CASES))

if __name__ == "__main__":
    main()
