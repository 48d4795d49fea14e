#!/usr/bin/env python3
"""Generator for heldout_v79 (blind evaluation set for a secrets filter). Standard library only."""
import random, sys, json, base64, re

SEED = 79
PREFIX = "H79"
R = random.Random(SEED)
D = "0123456789"; U = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"; L = U.lower(); AN = U + L + D
HEX = "0123456789abcdef"; B32 = U + "234567"; B64 = AN + "+/"; B64U = AN + "-_"

def rs(a, n): return "".join(R.choice(a) for _ in range(n))
def nd(n): return R.choice("123456789") + rs(D, n - 1)
def pick(xs): return R.choice(xs)

def luhn_cd(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        v = int(ch)
        if i % 2 == 0:
            v *= 2
            if v > 9: v -= 9
        t += v
    return str((10 - t % 10) % 10)
def luhn_ok(s):
    return luhn_cd(s[:-1]) == s[-1]
def card(prefix, n=16):
    b = prefix + rs(D, n - 1 - len(prefix)); return b + luhn_cd(b)
def g4(s, sep=" "): return sep.join(s[i:i+4] for i in range(0, len(s), 4))
def expiry(): return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))
def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    cd = 98 - int(num) % 97
    return "%s%02d%s" % (cc, cd, bban)
def iban_ok(s):
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1

SYM = "!@#$%&*?._-+"
EN_W = ["maple","harbor","falcon","copper","lantern","meadow","pickle","rocket","sunset","thunder","violet","walnut",
        "zephyr","biscuit","cobalt","dolphin","ember","glacier","hazel","juniper","kettle","mango","nectar","orchid",
        "pepper","quartz","raven","saffron","tulip","badger","canyon","pebble","willow","marble","otter","cricket"]
def pw(words=EN_W):
    st = R.randint(0, 4)
    w = pick(words)
    if st == 0: return w.capitalize() + pick(SYM) + rs(D, R.randint(2, 4))
    if st == 1: return w + rs(D, 2) + pick(SYM) + pick(words).capitalize()
    if st == 2: return rs(AN + "!@#$%&*", R.randint(14, 20))
    if st == 3: return pick(words).capitalize() + pick(words) + rs(D, 4) + pick("!?#$")
    return w.upper()[:1] + w[1:] + "_" + rs(D, 3) + pick(SYM) + pick(words)
def phrase(words=EN_W, n=4, sep="-"): return sep.join(R.sample(words, n))
BIP = ["ocean","guitar","planet","rabbit","window","velvet","mirror","harvest","pencil","silver","orange","thunder",
       "basket","candle","dragon","eagle","forest","garden","hammer","island","jacket","kitchen","ladder","lemon",
       "market","napkin","olive","palace","puzzle","rocket","saddle","timber","tunnel","umbrella","valley","wagon",
       "winter","yellow","zebra","anchor","bridge","cactus","ribbon","spider","lizard","fossil","glove","insect"]
def seed(n=12): return " ".join(R.sample(BIP, n))
def pin(n=4):
    while True:
        p = rs(D, n)
        if len(set(p)) > 1 and p not in ("1234", "0000", "123456"): return p
def otp(n=6): return rs(D, n)
def hexs(n): return rs(HEX, n)
def uuid4():
    h = hexs(32); h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt():
    hd = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    pl = b64u(json.dumps({"sub": str(R.randint(10000, 999999)), "sid": hexs(16), "iat": R.randint(1730000000, 1760000000)},
                         separators=(",", ":")).encode())
    return hd + "." + pl + "." + rs(B64U, 43)
def pem_body(lines=5, first=""):
    out = []
    for i in range(lines):
        s = rs(B64, 70)
        if i == 0 and first: s = first + s[len(first):]
        out.append(s)
    return "\n".join(out)
def aws_id(): return "AKIA" + rs(U + "234567", 16)
def aws_secret(): return rs(AN + "/+", 40)
def ghp(): return "ghp_" + rs(AN, 36)
def gh_fine(): return "github_pat_11" + rs(U + D, 20) + "_" + rs(AN, 59)
def slack_bot(): return "xoxb-%s-%s-%s" % (nd(11), nd(13), rs(AN, 24))
def stripe_live(): return "sk_live_51" + rs(AN, 97)
def openai(): return "sk-proj-" + rs(AN + "-_", 48) + "T3BlbkFJ" + rs(AN + "-_", 48)
def anthropic(): return "sk-ant-api03-" + rs(AN + "-_", 93) + "AA"
def gapi(): return "AIza" + rs(AN + "-_", 35)
def sendgrid(): return "SG." + rs(AN + "-_", 22) + "." + rs(AN + "-_", 43)
def npm_tok(): return "npm_" + rs(AN, 36)
def pypi_tok(): return "pypi-AgEIcHlwaS5vcmc" + rs(AN + "-_", 140)
def glpat(): return "glpat-" + rs(AN + "-_", 20)
def tg_bot(): return "%s:AA%s" % (nd(10), rs(AN + "-_", 33))
def hf_tok(): return "hf_" + rs(U + L, 34)
def do_tok(): return "dop_v1_" + hexs(64)
def shopify(): return "shpat_" + hexs(32)
def mailgun(): return "key-" + hexs(32)
def tw_token(): return hexs(32)
def gh_recovery(): return hexs(5) + "-" + hexs(5)

# ---- national / bank check digits ----
def pesel():
    y = R.randint(1955, 2004); m = R.randint(1, 12); d = R.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d" % (y % 100, mm, d) + rs(D, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(c) * x for c, x in zip(b, w)) % 10) % 10)
def dni():
    n = R.randint(10000000, 79999999); return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])
def cpf(fmt=True):
    while True:
        b = [R.randint(0, 9) for _ in range(9)]
        if len(set(b)) > 1: break
    s = sum(d * (10 - i) for i, d in enumerate(b)); d1 = s * 10 % 11 % 10; b.append(d1)
    s = sum(d * (11 - i) for i, d in enumerate(b)); d2 = s * 10 % 11 % 10; b.append(d2)
    x = "".join(map(str, b))
    return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:]) if fmt else x
def cnpj():
    b = [R.randint(0, 9) for _ in range(8)] + [0, 0, 0, 1]
    for w in ([5,4,3,2,9,8,7,6,5,4,3,2], [6,5,4,3,2,9,8,7,6,5,4,3,2]):
        r = sum(d * x for d, x in zip(b, w)) % 11; b.append(0 if r < 2 else 11 - r)
    x = "".join(map(str, b))
    return "%s.%s.%s/%s-%s" % (x[:2], x[2:5], x[5:8], x[8:12], x[12:])
def bsn():
    while True:
        b = nd(8); s = sum(int(c) * (9 - i) for i, c in enumerate(b)) % 11
        if s < 10: return b + str(s)
def personnummer():
    b = "%02d%02d%02d" % (R.randint(50, 99), R.randint(1, 12), R.randint(1, 28)) + rs(D, 3)
    return b[:6] + "-" + b[6:] + luhn_cd(b)
def cn_id():
    area = pick(["110105", "310115", "440305", "330106", "510107", "420106"])
    b = area + "%04d%02d%02d" % (R.randint(1965, 2003), R.randint(1, 12), R.randint(1, 28)) + rs(D, 3)
    w = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
    return b + "10X98765432"[sum(int(c) * x for c, x in zip(b, w)) % 11]
def tc_kimlik():
    d = [R.randint(1, 9)] + [R.randint(0, 9) for _ in range(8)]
    d10 = ((d[0]+d[2]+d[4]+d[6]+d[8]) * 7 - (d[1]+d[3]+d[5]+d[7])) % 10; d.append(d10)
    d.append(sum(d) % 10); return "".join(map(str, d))
def nir():
    sx = pick("12"); yy = "%02d" % R.randint(60, 99); mm = "%02d" % R.randint(1, 12)
    dep = pick(["75", "69", "13", "33", "59", "44", "31"]); com = "%03d" % R.randint(1, 400); ordn = "%03d" % R.randint(1, 999)
    b = sx + yy + mm + dep + com + ordn
    return "%s %s %s %s %s %s %02d" % (sx, yy, mm, dep, com, ordn, 97 - int(b) % 97)
def kr_rrn():
    b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + pick("12") + rs(D, 5)
    w = [2,3,4,5,6,7,8,9,2,3,4,5]
    return b[:6] + "-" + b[6:] + str((11 - sum(int(c) * x for c, x in zip(b, w)) % 11) % 10)
VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VI = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar():
    b = R.choice("23456789") + rs(D, 10); c = 0
    for i, ch in enumerate(reversed(b)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    x = b + str(VI[c]); assert verhoeff_ok(x); return "%s %s %s" % (x[:4], x[4:8], x[8:])
def snils():
    b = nd(9); s = sum(int(c) * (9 - i) for i, c in enumerate(b))
    cs = s if s < 100 else (0 if s in (100, 101) else s % 101 % 100)
    return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], cs)
def inn10():
    b = nd(9); return b + str(sum(int(c) * w for c, w in zip(b, [2,4,10,3,5,9,4,6,8])) % 11 % 10)
def rnokpp():
    b = nd(9); return b + str(sum(int(c) * w for c, w in zip(b, [-1,5,7,9,4,6,10,5,7])) % 11 % 10)
def pl_idcard():
    l3 = rs(U, 3); ds = rs(D, 5); w = [7,3,1,7,3,1,7,3]
    vals = [int(c, 36) for c in l3] + [int(c) for c in ds]
    return l3 + str(sum(v * x for v, x in zip(vals, w)) % 10) + ds
def pl_nip():
    while True:
        b = nd(9); r = sum(int(c) * w for c, w in zip(b, [6,5,7,2,3,4,5,6,7])) % 11
        if r < 10: return "%s-%s-%s-%s" % (b[:3], b[3:6], (b + str(r))[6:8], (b + str(r))[8:])
def cz_rc():
    while True:
        b = "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12) + pick([0, 50]), R.randint(1, 28)) + rs(D, 3)
        c = int(b) % 11
        if c < 10: return b[:6] + "/" + b[6:] + str(c)
def cz_ico():
    b = nd(7); r = sum(int(c) * w for c, w in zip(b, [8,7,6,5,4,3,2])) % 11
    return b + str(1 if r == 0 else 0 if r == 1 else 11 - r)
def steuer_id():
    while True:
        ds = R.sample(D, 9); ds.append(R.choice(ds)); R.shuffle(ds)
        if ds[0] != "0": break
    p = 10
    for ch in ds:
        s = (int(ch) + p) % 10
        if s == 0: s = 10
        p = (s * 2) % 11
    c = 11 - p; c = 0 if c == 10 else c
    x = "".join(ds) + str(c); return "%s %s %s %s" % (x[:2], x[2:5], x[5:8], x[8:])
def siret():
    siren = nd(8); siren += luhn_cd(siren); b = siren + "000" + str(R.randint(1, 9)); b += luhn_cd(b)
    assert luhn_ok(b); return "%s %s %s %s" % (b[:3], b[3:6], b[6:9], b[9:])
CF_ODD = dict(zip(D + U, [1,0,5,7,9,13,15,17,19,21] + [1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23]))
def codice_fiscale():
    cons = "BCDFGLMNPRSTVZ"
    b = rs(cons, 2) + pick("AEIO") + rs(cons, 3) + "%02d" % R.randint(60, 99) + pick("ABCDEHLMPRST")
    b += "%02d" % (R.randint(1, 28) + pick([0, 40])) + pick(["H501", "F205", "L219", "F839", "G273", "A944"])
    s = 0
    for i, ch in enumerate(b):
        s += CF_ODD[ch] if i % 2 == 0 else (int(ch) if ch.isdigit() else ord(ch) - 65)
    return b + chr(65 + s % 26)
def piva():
    b = nd(7) + pick(["001", "015", "037", "058"]); return b + luhn_cd(b)
def nif_pt(first="12"):
    b = pick(first) + rs(D, 7); r = sum(int(c) * w for c, w in zip(b, range(9, 1, -1))) % 11
    return b + str(0 if r < 2 else 11 - r)
def mod11_no(b, w):
    r = sum(int(c) * x for c, x in zip(b, w)) % 11; c = 11 - r
    return None if c == 10 else str(0 if c == 11 else c)
def fnr():
    while True:
        b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99)) + rs(D, 3)
        k1 = mod11_no(b, [3,7,6,1,8,9,4,5,2])
        if k1 is None: continue
        k2 = mod11_no(b + k1, [5,4,3,2,7,6,5,4,3,2])
        if k2 is None: continue
        return b + k1 + k2
def no_konto():
    while True:
        b = nd(10); c = mod11_no(b, [5,4,3,2,7,6,5,4,3,2])
        if c: return "%s.%s.%s" % (b[:4], b[4:6], b[6:] + c)
def no_org():
    while True:
        b = pick("89") + rs(D, 7); c = mod11_no(b, [3,2,7,6,5,4,3,2])
        if c: return "%s %s %s" % (b[:3], b[3:6], b[6:] + c)
def dk_cvr():
    while True:
        b = nd(7); c = (11 - sum(int(x) * w for x, w in zip(b, [2,7,6,5,4,3,2])) % 11) % 11
        if c < 10: return b + str(c)
def hetu():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99)); n = "%03d" % R.randint(2, 899)
    return b + "-" + n + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(b + n) % 31]
def ytunnus():
    while True:
        b = nd(7); r = sum(int(c) * w for c, w in zip(b, [7,9,10,5,8,4,2])) % 11
        if r != 1: return b + "-" + str(0 if r == 0 else 11 - r)
def fi_viite():
    b = nd(R.randint(5, 9)); w = [7, 3, 1]
    s = sum(int(c) * w[i % 3] for i, c in enumerate(reversed(b))); return b + str((10 - s % 10) % 10)
def se_org():
    b = "55" + str(R.randint(6, 9)) + rs(D, 6); return b[:6] + "-" + b[6:] + luhn_cd(b)
def taj():
    b = nd(8); c = sum(int(x) * (3 if i % 2 == 0 else 7) for i, x in enumerate(b)) % 10
    x = b + str(c); return "%s %s %s" % (x[:3], x[3:6], x[6:])
def hu_adoaz():
    while True:
        b = "8" + rs(D, 8); c = sum((i + 1) * int(x) for i, x in enumerate(b)) % 11
        if c < 10: return b + str(c)
def hu_acct():
    def grp(n):
        b = rs(D, n - 1); w = [9, 7, 3, 1]
        s = sum(int(x) * w[i % 4] for i, x in enumerate(b)); return b + str((10 - s % 10) % 10)
    a = grp(8); bb = grp(16); return "%s-%s-%s" % (a, bb[:8], bb[8:])
def cnp():
    b = pick("1256") + "%02d%02d%02d" % (R.randint(60, 99), R.randint(1, 12), R.randint(1, 28)) + pick(["40", "12", "22", "35", "13"]) + rs(D, 3)
    r = sum(int(c) * int(w) for c, w in zip(b, "279146358279")) % 11; return b + ("1" if r == 10 else str(r))
def ro_cui():
    b = nd(R.randint(7, 8)); w = "753217532"[-len(b):]
    c = sum(int(x) * int(y) for x, y in zip(b, w)) * 10 % 11; return b + str(0 if c == 10 else c)
def gr_afm():
    b = pick("01") + rs(D, 7) if False else R.choice("0123") + rs(D, 7)
    s = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(b)); return b + str(s % 11 % 10)
def amka():
    b = "%02d%02d%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99)) + rs(D, 4); return b + luhn_cd(b)
def il_id():
    b = rs(D, 8); return b + luhn_cd(b)
def ir_melli():
    while True:
        b = rs(D, 9)
        if len(set(b)) > 2: break
    r = sum(int(c) * (10 - i) for i, c in enumerate(b)) % 11; return b + str(r if r < 2 else 11 - r)
def th_id():
    b = R.choice("1358") + rs(D, 11); s = sum(int(c) * (13 - i) for i, c in enumerate(b))
    x = b + str((11 - s % 11) % 10); return "%s-%s-%s-%s-%s" % (x[0], x[1:5], x[5:10], x[10:12], x[12])
def emirates_id():
    b = "784" + str(R.randint(1970, 2002)) + rs(D, 7); x = b + luhn_cd(b)
    return "%s-%s-%s-%s" % (x[:3], x[3:7], x[7:14], x[14])
def my_number():
    b = nd(11); s = 0
    for n in range(1, 12):
        p = int(b[11 - n]); q = n + 1 if n <= 6 else n - 5; s += p * q
    r = s % 11; x = b + str(0 if r <= 1 else 11 - r); return "%s %s %s" % (x[:4], x[4:8], x[8:])
def kr_brn():
    b = [int(c) for c in nd(9)]; w = [1,3,7,1,3,7,1,3,5]
    s = sum(x * y for x, y in zip(b, w)) + (b[8] * 5) // 10; c = (10 - s % 10) % 10
    x = "".join(map(str, b)) + str(c); return "%s-%s-%s" % (x[:3], x[3:5], x[5:])
def s10(suffix, pre=None):
    pre = pre or rs(U, 2); b = rs(D, 8); s = sum(int(c) * w for c, w in zip(b, [8,6,4,2,3,5,9,7]))
    c = 11 - s % 11; c = 0 if c == 10 else 5 if c == 11 else c; return pre + b + str(c) + suffix
def ca_sin():
    b = R.choice("1234567") + rs(D, 7); x = b + luhn_cd(b); return "%s %s %s" % (x[:3], x[3:6], x[6:])
def au_tfn():
    while True:
        b = nd(8); s = sum(int(c) * w for c, w in zip(b, [1,4,3,7,5,8,6,9])) % 11
        if s < 10: x = b + str(s); return "%s %s %s" % (x[:3], x[3:6], x[6:])
def aba():
    while True:
        b = pick(["0", "1", "2", "3"]) + rs(D, 7)
        for c in D:
            x = b + c
            if sum(int(d) * w for d, w in zip(x, [3,7,1,3,7,1,3,7,1])) % 10 == 0: return x
def imei():
    b = pick(["35", "86", "01"]) + rs(D, 12); return b + luhn_cd(b)
def ssn():
    return "%03d-%02d-%04d" % (R.randint(100, 665), R.randint(1, 99), R.randint(1, 9999))
def ean13(pre=""):
    b = pre + rs(D, 12 - len(pre)); s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)

# ---------------- cases ----------------
BUILDERS = []
def case(lang, slug):
    def deco(f): BUILDERS.append((lang, slug, f)); return f
    return deco
M = "\n---\n"
DOC_AWS_ID = "AKIAIOSFODNN7EXAMPLE"; DOC_AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
DOC_STRIPE = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
DOC_JWT = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

@case("en", "aws-env-file")
def _():
    a, s = aws_id(), aws_secret()
    t = ("my boto3 script says InvalidClientTokenId, here's my .env:\n\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\n"
         "AWS_DEFAULT_REGION=eu-west-2\n# old placeholder was %s, replaced it already\nwhat am I missing?") % (a, s, DOC_AWS_ID)
    return t, [a, s], [DOC_AWS_ID], "real-shaped AWS key pair next to the documentation example id"

@case("en", "github-pat-remote")
def _():
    k = ghp(); c = hexs(40)
    t = ("push keeps failing. remote is https://%s@github.com/dmitri-k/budget-app.git and the last good commit was %s. "
         "Should I switch to ssh?") % (k, c)
    return t, [k], [c], "classic GitHub PAT inside a remote URL; commit hash look-alike"

@case("en", "stripe-live-vs-doc")
def _():
    k = stripe_live(); ch = "ch_3" + rs(AN, 23)
    t = ("The tutorial used %s but that's the test key from the docs. For prod I put STRIPE_SECRET_KEY=%s in Heroku config. "
         "Refund for charge %s still fails with 'No such charge'.") % (DOC_STRIPE, k, ch)
    return t, [k], [DOC_STRIPE, ch], "live Stripe secret key; Stripe docs test key and a charge id are look-alikes"

@case("en", "card-for-booking")
def _():
    c = card("4" + rs(D, 5)); e = expiry(); v = rs(D, 3); pnr = rs("BCDFGHJKLMNPQRSTVWXYZ", 6)
    t = ("Can you fill in the hotel guarantee form for me? Visa %s, exp %s, CVV %s, name on card Laura Pettersen. "
         "Flight booking ref is %s, arriving BA 0287 on the 14th.") % (g4(c), e, v, pnr)
    return t, [g4(c), e, v], [pnr], "card number, expiry and CVV; booking reference look-alike"

@case("en", "test-cards-neg")
def _():
    t = ("For the checkout demo, which test numbers trigger which errors? I know 4242 4242 4242 4242 succeeds and "
         "4000 0000 0000 9995 gives insufficient_funds. Is 4000 0027 6000 3184 the 3DS one?")
    return t, [], ["4242 4242 4242 4242", "4000 0000 0000 9995", "4000 0027 6000 3184"], "public Stripe test cards only"

@case("en", "wifi-guest-note")
def _():
    p = pw(); sn = rs(U + D, 12)
    t = ("Write a cute welcome note for our guest room. Wi-Fi network: Nguyen_Home_5G, password %s. "
         "If it drops, the router (serial %s) is behind the TV, just unplug it for 10 seconds.") % (p, sn)
    return t, [p], [sn], "home Wi-Fi password; router serial look-alike"

@case("en", "door-alarm-codes")
def _():
    d = pin(4); a = pin(6); tr = "1Z" + rs(U + D, 6) + rs(D, 10)
    t = ("Our dog sitter arrives Friday. Please draft instructions: front door keypad %s then the # key, alarm panel code %s "
         "within 30 seconds. Also a UPS parcel (%s) might come, she can leave it in the hall.") % (d, a, tr)
    return t, [d, a], [tr], "door and alarm codes; UPS tracking number look-alike"

@case("en", "ssn-and-employer-ein")
def _():
    s = ssn(); ein = "%02d-%07d" % (R.randint(10, 88), R.randint(1000000, 9999999))
    t = ("Filling out the W-4 and I'm confused by step 1. My SSN is %s. Employer's EIN on the offer letter is %s, "
         "does that go anywhere on my part?") % (s, ein)
    return t, [s], [ein], "user's SSN; employer's EIN is a company identifier"

@case("en", "passport-renewal")
def _():
    p = pick("56789") + rs(D, 8); tk = "125" + rs(D, 10)
    t = ("I need to update my passport number on the airline profile, the new one is %s (issued March). "
         "E-ticket number %s, does the old passport on the booking matter?") % (p, tk)
    return t, [p], [tk], "US passport number; e-ticket number look-alike"

@case("en", "google-sms-code")
def _():
    c = otp(); ordn = "W" + rs(D, 9)
    t = ("someone is trying to get into my account?? I just got this text:\n\"G-%s is your Google verification code.\"\n"
         "I didn't request it. Also my Walmart order %s was cancelled the same day, related?") % (c, ordn)
    return t, [c], [ordn], "Google SMS verification code; order number look-alike"

@case("en", "github-recovery-codes")
def _():
    cs = [gh_recovery() for _ in range(6)]
    t = ("Where should I store these safely? GitHub gave me recovery codes:\n" + "\n".join(cs) +
         "\nThinking of a text file on my desktop, good idea?")
    return t, cs, [], "2FA recovery codes"

@case("en", "totp-otpauth-uri")
def _():
    s = rs(B32, 32)
    t = ("My authenticator app died. I still have the QR text from setup: otpauth://totp/Fastmail:hello%%40amirsaleh.net?secret=%s&issuer=Fastmail "
         "Can I re-import it into Aegis?") % s
    return t, [s], [], "TOTP seed in an otpauth URI"

@case("en", "postgres-url")
def _():
    u = pick(["app_rw", "svc_billing", "webapp"]); p = pw(); host = "prod-db-2.c%s.eu-central-1.rds.amazonaws.com" % rs(L + D, 10)
    cred = "%s:%s" % (u, p)
    t = ("Django can't connect. DATABASE_URL=postgres://%s@%s:5432/billing\nError: FATAL: no pg_hba.conf entry. "
         "Is it the security group?") % (cred, host)
    return t, [cred], [host], "credentials part of a Postgres URL; RDS host is a look-alike"

@case("en", "redis-password-only")
def _():
    p = rs(AN, 32)
    t = "celery broker is redis://:%s@10.0.3.17:6379/0 and workers hang on startup, any idea?" % p
    return t, [p], [], "Redis password with empty user"

@case("en", "mongodb-srv")
def _():
    cred = "admin_mk:%s" % pw(); cl = "cluster0.%s.mongodb.net" % rs(L + D, 5)
    t = "mongosh \"mongodb+srv://%s@%s/inventory?retryWrites=true&w=majority\" -> bad auth : authentication failed. I reset the password yesterday." % (cred, cl)
    return t, [cred], [cl], "credentials in a mongodb+srv URI; cluster host look-alike"

@case("en", "openssh-private-key")
def _():
    body = pem_body(5, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAA")
    fp = "SHA256:" + rs(B64, 43)
    t = ("is this key file corrupted? ssh says invalid format\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n"
         "the server shows fingerprint %s for the public half") % (body, fp)
    return t, [body], [fp], "private key body; public key fingerprint look-alike"

@case("en", "wallet-seed")
def _():
    s = seed(12); addr = "0x" + hexs(40); tx = "0x" + hexs(64)
    t = ("I restored MetaMask with my phrase: %s\nbut the balance is zero. My address is %s and the last tx was %s. "
         "Did I restore the wrong wallet?") % (s, addr, tx)
    return t, [s], [addr, tx], "seed phrase; public address and transaction hash are look-alikes"

@case("en", "slack-bot-token-code")
def _():
    k = slack_bot(); ch = "C0" + rs(U + D, 9)
    t = ("```python\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"deploy done\")\n```\n"
         "getting not_in_channel") % (k, ch)
    return t, [k], [ch], "Slack bot token; channel id look-alike"

@case("en", "jwt-cookie")
def _():
    j = jwt()
    t = ("Devtools shows cookie auth_token=%s; Path=/; HttpOnly. After 15 minutes I'm logged out. "
         "When I paste the example from jwt.io (%s) the decoder works fine, mine says invalid signature.") % (j, DOC_JWT)
    return t, [j], [DOC_JWT], "live session JWT; jwt.io example look-alike"

@case("en", "hashes-neg")
def _():
    c = hexs(40); s = hexs(64); u = uuid4()
    t = ("Bisect landed on commit %s. The release tarball checksum is %s and the failing request id in Sentry is %s. "
         "How do I read the stack trace?") % (c, s, u)
    return t, [], [c, s, u], "commit, checksum, UUID only"

@case("en", "aws-doc-example-neg")
def _():
    t = ("In the AWS CLI docs they show aws_access_key_id = %s and aws_secret_access_key = %s. "
         "Are those real? Why do they keep them in the docs?") % (DOC_AWS_ID, DOC_AWS_SECRET)
    return t, [], [DOC_AWS_ID, DOC_AWS_SECRET], "AWS documentation example keys"

@case("en", "placeholders-neg")
def _():
    t = ("Template for the README:\nOPENAI_API_KEY=your_api_key\nSLACK_TOKEN=<token>\nSTRIPE_KEY=sk_live_xxxxxxxxxxxxxxxx\n"
         "Should I write the placeholders like that or use ${OPENAI_API_KEY}?")
    return t, [], ["your_api_key", "<token>", "sk_live_xxxxxxxxxxxxxxxx"], "placeholders only"

@case("en", "us-bank-routing")
def _():
    r = aba(); a = nd(R.randint(10, 12))
    t = ("Setting up direct deposit at my new job. Routing %s, checking account %s. "
         "The form asks checking or savings twice, is that normal?") % (r, a)
    return t, [a], [r], "user's account; ABA routing number (check digit computed) is public"

@case("en", "uk-sort-code")
def _():
    sc = "%02d-%02d-%02d" % (R.randint(10, 99), R.randint(0, 99), R.randint(0, 99)); a = nd(8); ref = "INV-%d" % R.randint(20000, 99999)
    t = ("Please write an email to my landlord saying rent will come from a new account: sort code %s, account %s. "
         "Use %s as the reference like before.") % (sc, a, ref)
    return t, [a], [sc, ref], "UK account number; sort code and payment reference look-alikes"

@case("en", "au-tfn-bsb")
def _():
    tf = au_tfn(); bsb = "%03d-%03d" % (R.randint(10, 999), R.randint(0, 999)); a = nd(9)
    t = ("Onboarding form for the cafe job: TFN %s, super fund AustralianSuper, bank BSB %s acct %s. "
         "Do I tick the tax-free threshold box if this is my only job?") % (tf, bsb, a)
    return t, [tf, a], [bsb], "Australian TFN (check digit computed) and account; BSB is public"

@case("en", "india-kyc")
def _():
    ad = aadhaar(); pan = rs(U, 3) + "P" + rs(U, 1) + rs(D, 4) + rs(U, 1); ifsc = pick(["HDFC", "SBIN", "ICIC", "UTIB"]) + "0" + rs(D, 6); a = nd(14)
    t = ("KYC form asks for everything. Aadhaar %s, PAN %s, savings a/c %s, IFSC %s. "
         "Is it safe to email this to the broker?") % (ad, pan, a, ifsc)
    return t, [ad, pan, a], [ifsc], "Aadhaar (Verhoeff computed), PAN, account; IFSC public"

@case("en", "canada-sin")
def _():
    s = ca_sin(); cra = rs(D, 9) + "RT0001"
    t = ("My employer wrote my SIN wrong on the T4, it should be %s. Their business number on the slip is %s. Who do I call?") % (s, cra)
    return t, [s], [cra], "Canadian SIN (Luhn computed); employer business number look-alike"

@case("en", "health-member-id")
def _():
    mid = pick(["W", "XJH", "ZGP"]) + rs(D, 9); grp = rs(D, 6); clm = "CLM" + rs(D, 10)
    t = ("Appeal letter please. Member ID %s, group %s. Claim %s for the MRI was denied as not medically necessary.") % (mid, grp, clm)
    return t, [mid], [clm], "health insurance member id; claim number look-alike (group number neutral)"

@case("en", "driver-licence-vin")
def _():
    dl = pick(U) + rs(D, 7); vin = "1HGCV" + rs("ABCDEFGHJKLMNPRSTUVWXYZ" + D, 12)
    t = ("For the DMV change-of-address form: my CA license is %s and the car VIN is %s. Does the VIN need updating too?") % (dl, vin)
    return t, [dl], [vin], "driver licence number; VIN look-alike"

@case("en", "security-answers")
def _():
    mm = pick(["Kowalczyk", "Fairbanks", "Okonkwo", "Lindqvist"]); pet = pick(["Biscuit", "Mr Whiskers", "Pepper", "Noodle"]); st = pick(["Elm Street", "Carver Road", "Juniper Lane"])
    t = ("Bank wants new security questions. Remind me what I set: mother's maiden name = %s, first pet = %s, "
         "street I grew up on = %s. Should I use fake answers instead?") % (mm, pet, st)
    return t, [mm, pet, st], [], "answers to security questions"

@case("en", "airbnb-keybox")
def _():
    k = pin(4); conf = "HM" + rs(U + D, 8)
    t = ("Draft the check-in message for my Airbnb guests (reservation %s): lockbox on the left of the gate, code %s, "
         "bins go out Tuesday.") % (conf, k)
    return t, [k], [conf], "host's key-box code; reservation code look-alike"

@case("en", "hotel-safe")
def _():
    s = pin(4); room = "%d%02d" % (R.randint(2, 9), R.randint(1, 40))
    t = "Note to self so I don't forget on the trip: room %s, in-room safe code %s, breakfast until 10:30." % (room, s)
    return t, [s], [], "safe code (room number neutral)"

@case("en", "openai-curl")
def _():
    k = openai(); rid = "req_" + hexs(32)
    t = ("curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer %s\" -H \"Content-Type: application/json\" ...\n"
         "returns 429 with request id %s even though I have credits") % (k, rid)
    return t, [k], [rid], "OpenAI project key; request id look-alike"

@case("en", "anthropic-revoked")
def _():
    k = anthropic()
    t = ("I accidentally pushed %s to a public repo last night. I already revoked it in the console. "
         "Do I still need to rewrite git history?") % k
    return t, [k], [], "revoked key is still a secret"

@case("en", "google-maps-key")
def _():
    k = gapi(); pid = "ChIJ" + rs(AN + "-_", 23)
    t = ("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\"></script>\nThe marker for place_id %s doesn't show.") % (k, pid)
    return t, [k], [pid], "Google API key; place id look-alike"

@case("en", "twilio-auth")
def _():
    sid = "AC" + hexs(32); tok = tw_token(); ph = "+1 415 555 0%03d" % R.randint(100, 199)
    t = ("Twilio says 20003 authentication error. account_sid = \"%s\", auth_token = \"%s\", from number %s. Which one is wrong?") % (sid, tok, ph)
    return t, [tok], [ph], "Twilio auth token; phone number look-alike (account SID neutral)"

@case("en", "sendgrid-yaml")
def _():
    k = sendgrid()
    t = "config.yaml:\n```yaml\nmail:\n  provider: sendgrid\n  api_key: %s\n  from: noreply@pawsandclaws.shop\n```\nemails go to spam, help" % k
    return t, [k], [], "SendGrid key in YAML"

@case("en", "npmrc-token")
def _():
    k = npm_tok(); integ = "sha512-" + rs(B64, 86) + "=="
    t = ("~/.npmrc has //registry.npmjs.org/:_authToken=%s\nbut npm publish gives E403. package-lock integrity for the dep is %s if that matters") % (k, integ)
    return t, [k], [integ], "npm token; integrity hash look-alike"

@case("en", "pypirc")
def _():
    k = pypi_tok()
    t = "[pypi]\n  username = __token__\n  password = %s\n\ntwine upload says 403 Invalid or non-existent authentication information." % k
    return t, [k], ["__token__"], "PyPI token; the literal username __token__ is a look-alike"

@case("en", "gitlab-ci-var")
def _():
    k = glpat(); pl = str(R.randint(1000000000, 1999999999))
    t = "In .gitlab-ci.yml I have `git clone https://oauth2:%s@gitlab.com/acme/infra.git`. Pipeline #%s fails with 'HTTP Basic: Access denied'." % (k, pl)
    return t, [k], [pl], "GitLab PAT; pipeline id look-alike"

@case("en", "telegram-bot")
def _():
    k = tg_bot(); mid = str(R.randint(1000, 99999))
    t = "bot = telebot.TeleBot(\"%s\")\nmessage_id %s gets edited twice, why?" % (k, mid)
    return t, [k], [mid], "Telegram bot token; message id look-alike"

@case("en", "discord-webhook")
def _():
    wid = nd(19); tok = rs(AN + "-_", 68)
    t = "The webhook https://discord.com/api/webhooks/%s/%s returns 401 after I moved the channel." % (wid, tok)
    return t, [tok], [], "Discord webhook token (webhook id neutral)"

@case("en", "hf-token")
def _():
    k = hf_tok(); rev = hexs(40)
    t = "huggingface-cli login --token %s works, but from_pretrained(\"mistralai/Mistral-7B-v0.1\", revision=\"%s\") says gated repo." % (k, rev)
    return t, [k], [rev], "Hugging Face token; revision hash look-alike"

@case("en", "docker-login")
def _():
    p = pw(); dg = "sha256:" + hexs(64)
    t = "echo '%s' | docker login registry.gitlab.com -u maria.ops --password-stdin\nthen the pull of image@%s is denied" % (p, dg)
    return t, [p], [dg], "registry password; image digest look-alike"

@case("en", "k8s-secret-b64")
def _():
    p = pw(); enc = base64.b64encode(p.encode()).decode()
    t = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  username: YXBwdXNlcg==\n  password: %s\n\npod logs say password authentication failed" % enc
    return t, [enc], [], "base64-encoded password in a Kubernetes Secret"

@case("en", "php-mysql")
def _():
    p = pw()
    t = "<?php\n$host = 'localhost';\n$user = 'shop_admin';\n$pass = '%s';\n$db = 'woocommerce';\n$conn = new mysqli($host, $user, $pass, $db);\n// Access denied for user" % p
    return t, [p], [], "MySQL password in PHP"

@case("en", "smtp-config")
def _():
    p = rs(L, 16)
    t = ("Thunderbird setup: SMTP smtp.gmail.com port 587 STARTTLS, username jordan.fitch@gmail.com, app password %s "
         "(the 16-letter one). Still rejected.") % p
    return t, [p], [], "Gmail app password"

@case("en", "multi-new-password")
def _():
    p = pw()
    t = "I'm changing my Netflix password, I'll send you the new one so you remember it for me" + M + "ok it's %s" % p + M + "got it?"
    return t, [p], [], "password announced then given in the next message"

@case("en", "multi-pin-correction")
def _():
    a = pin(4); b = a[:2] + a[3] + a[2]
    if a == b: b = a[:3] + str((int(a[3]) + 1) % 10)
    t = "Remind me later: my debit card PIN is %s" % a + M + "sorry, typo, it's %s" % b
    return t, [a, b], [], "PIN with a correction; both values cut"

@case("en", "multi-card-parts")
def _():
    c = card("5" + pick("12345")); e = expiry(); v = rs(D, 3)
    t = ("I'll split it so it's safer lol. first half: %s %s" % (c[:4], c[4:8]) + M + "second half: %s %s" % (c[8:12], c[12:]) +
         M + "exp %s cvc %s. please book the tickets" % (e, v))
    return t, ["%s %s" % (c[:4], c[4:8]), "%s %s" % (c[8:12], c[12:]), e, v], [], "card number split over messages"

@case("en", "sim-puk-imei")
def _():
    pk = rs(D, 8); pn = pin(4); im = imei()
    t = "Phone says SIM blocked. PUK from the card is %s, my PIN was %s. IMEI %s if the carrier asks." % (pk, pn, im)
    return t, [pk, pn], [im], "PUK and SIM PIN; IMEI (Luhn computed) look-alike"

@case("en", "bios-password")
def _():
    p = pw(); sn = pick(["PF", "5CG", "CN0"]) + rs(U + D, 7)
    t = "Lenovo asks for the supervisor password at boot: I set %s years ago. Laptop serial %s. Can support reset it?" % (p, sn)
    return t, [p], [sn], "BIOS password; serial look-alike"

@case("en", "apple-id")
def _():
    p = pw(); c = otp()
    t = "Apple ID is ines.duarte@icloud.com, password %s. The code on my iPad just now was %s but it says incorrect." % (p, c)
    return t, [p, c], [], "password and verification code"

@case("en", "charity-iban-neg")
def _():
    ib = iban("GB", pick(["NWBK", "BARC", "LOYD"]) + rs(D, 14))
    t = "I want to donate to the food bank, their page lists IBAN %s and BIC NWBKGB2L. Is a bank transfer cheaper than PayPal?" % g4(ib)
    return t, [], [g4(ib), "NWBKGB2L"], "charity's IBAN (mod-97 computed) and BIC"

@case("en", "orders-tracking-neg")
def _():
    a = "%03d-%07d-%07d" % (R.randint(111, 114), R.randint(0, 9999999), R.randint(0, 9999999)); u = "1Z" + rs(U + D, 6) + rs(D, 10)
    t = "Amazon order %s shows delivered but UPS tracking %s says in transit. Who do I contact first?" % (a, u)
    return t, [], [a, u], "order and tracking numbers"

@case("en", "versions-neg")
def _():
    t = ("After upgrading from 3.11.4 to 3.12.1 the image python:3.12-slim-bookworm breaks numpy 1.26.4. "
         "My monitor is a Dell U2723QE, firmware M3T104.")
    return t, [], ["3.12.1", "python:3.12-slim-bookworm", "1.26.4", "U2723QE", "M3T104"], "versions and model numbers"

@case("en", "famous-passwords-neg")
def _():
    t = ("For my security training slides: why is 'correct horse battery staple' better than 'P@ssw0rd1', and what's the "
         "story behind hunter2? Also is 'Tr0ub4dor&3' from the same comic?")
    return t, [], ["correct horse battery staple", "P@ssw0rd1", "hunter2", "Tr0ub4dor&3"], "famous example passwords discussed as examples"

@case("en", "masked-card-neg")
def _():
    l4 = rs(D, 4)
    t = "There's a charge of $89.99 on my card ending in %s (shown as **** **** **** %s). Merchant: SQ *BLUEBOTTLE. Dispute it?" % (l4, l4[:0] + l4)
    return t, [], ["**** **** **** %s" % l4, "$89.99"], "masked card and amount"

@case("en", "vendor-wire-neg")
def _():
    r = aba(); a = nd(10); sw = pick(["CHASUS33", "BOFAUS3N", "WFBIUS6S"])
    t = ("Our supplier's invoice INV-%d says: pay to Greenleaf Packaging LLC, ABA %s, account %s, SWIFT %s. "
         "Is it normal that they changed banks? Draft a verification email to them.") % (R.randint(1000, 9999), r, a, sw)
    return t, [], [r, a, sw], "a supplier's public payment details (not the user's own)"

@case("en", "log-ids-neg")
def _():
    u1, u2 = uuid4(), uuid4(); tr = hexs(32)
    t = "2025-03-02T10:41:07Z ERROR order_id=%s user_id=%s trace_id=%s msg=\"timeout contacting inventory\"\nwhat does this mean?" % (u1, u2, tr)
    return t, [], [u1, u2, tr], "ids in a log line"

@case("en", "password-table")
def _():
    p1, p2, p3 = pw(), pw(), pw()
    t = ("Turn this into a CSV for importing into Bitwarden:\n| site | user | password |\n|---|---|---|\n| Netflix | kayla.b | %s |\n"
         "| Chase | kbrennan88 | %s |\n| Xfinity | kayla.b@gmail.com | %s |") % (p1, p2, p3)
    return t, [p1, p2, p3], [], "passwords in a markdown table"

@case("en", "pin-spelled")
def _():
    ws = ["zero","one","two","three","four","five","six","seven","eight","nine"]; p = pin(4); sp = " ".join(ws[int(c)] for c in p)
    t = "For the voice assistant setup I need to say my PIN out loud, it's %s. How do I make it not repeat it back?" % sp
    return t, [sp], [], "PIN spelled in words"

@case("en", "passphrase-spaces")
def _():
    p = phrase(EN_W, 5, " ")
    t = "My Veracrypt volume passphrase is \"%s\" and it suddenly says incorrect password or not a VeraCrypt volume. Keyboard layout?" % p
    return t, [p], [], "passphrase with spaces"

@case("en", "voicemail-pin")
def _():
    p = pin(6)
    t = "How do I change my Verizon voicemail PIN? Current one is %s and I think my ex knows it." % p
    return t, [p], [], "voicemail PIN"

@case("en", "sshpass")
def _():
    p = pw()
    t = "my cron line: sshpass -p '%s' rsync -av /data backup@192.168.1.40:/mnt/backup\nit works by hand but not in cron" % p
    return t, [p], ["192.168.1.40"], "password on the command line; private IP look-alike"

@case("en", "git-credentials")
def _():
    k = gh_fine()
    t = "cat ~/.git-credentials\nhttps://lucas-m:%s@github.com\nwhy does VS Code still ask me to sign in?" % k
    return t, [k], [], "fine-grained GitHub token in git credential store"

@case("en", "basic-auth-header")
def _():
    up = "admin:" + pw(); enc = base64.b64encode(up.encode()).decode()
    t = "Postman generated `Authorization: Basic %s` for our staging API but the nginx log says 401." % enc
    return t, [enc], [], "Basic auth header (base64 of user:password)"

@case("en", "bearer-curl")
def _():
    k = rs(AN, 40)
    t = "curl -H 'Authorization: Bearer %s' https://api.notion.com/v1/databases -H 'Notion-Version: 2022-06-28'\nempty results?" % k
    return t, [k], ["2022-06-28"], "bearer token; API version date look-alike"

@case("en", "django-session-cookie")
def _():
    s = rs(L + D, 32); csrf = rs(AN, 32)
    t = "I copied the cookie from Chrome to test with requests: Cookie: csrftoken=%s; sessionid=%s\nand I'm logged in as myself. Is that how session hijacking works?" % (csrf, s)
    return t, [s, csrf], [], "session cookie and CSRF token of the user's live session"

@case("en", "azure-storage")
def _():
    k = rs(B64, 86) + "=="
    t = "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=stphotoarchive01;AccountKey=%s;EndpointSuffix=core.windows.net\"\nupload fails with 403" % k
    return t, [k], [], "Azure storage account key"

@case("en", "gcp-service-account")
def _():
    kid = hexs(40); body = pem_body(4)
    t = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"tidy-harbor-412309\",\n  \"private_key_id\": \"%s\",\n"
         "  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"uploader@tidy-harbor-412309.iam.gserviceaccount.com\"\n}\n"
         "gcloud says invalid JWT signature") % (kid, body.replace("\n", "\\n"))
    return t, [kid, body.replace("\n", "\\n")], ["tidy-harbor-412309"], "service-account key id and private key; project id look-alike"

@case("en", "mailgun-key")
def _():
    k = mailgun()
    t = "requests.post('https://api.mailgun.net/v3/mg.lakeviewdental.com/messages', auth=('api', '%s'), data={...}) returns Forbidden" % k
    return t, [k], [], "Mailgun API key"

@case("en", "digitalocean-token")
def _():
    k = do_tok(); did = str(R.randint(300000000, 499999999))
    t = "terraform { } provider \"digitalocean\" { token = \"%s\" }\nand droplet %s won't resize" % (k, did)
    return t, [k], [did], "DigitalOcean token; droplet id look-alike"

@case("en", "shopify-admin-token")
def _():
    k = shopify(); o = "#%d" % R.randint(1001, 9999)
    t = "X-Shopify-Access-Token: %s\nGET /admin/api/2024-01/orders.json only returns order %s, not older ones" % (k, o)
    return t, [k], [o], "Shopify admin token; order number look-alike"

@case("en", "multi-cvv-later")
def _():
    c = card("37" + rs(D, 2), 15); e = expiry(); v = rs(D, 4)
    amex = "%s %s %s" % (c[:4], c[4:10], c[10:])
    t = "Book the 7pm table and put the deposit on my Amex %s exp %s" % (amex, e) + M + "they also want the security code, it's %s on the front" % v
    return t, [amex, e, v], [], "Amex number, expiry and 4-digit CID across two messages"

@case("en", "medicare-mbi")
def _():
    mbi = R.choice("123456789") + rs("ACDEFGHJKMNPQRTUVWXY", 1) + rs("ACDEFGHJKMNPQRTUVWXY" + D, 1) + rs(D, 1) + rs("ACDEFGHJKMNPQRTUVWXY", 1) + rs("ACDEFGHJKMNPQRTUVWXY" + D, 1) + rs(D, 1) + rs("ACDEFGHJKMNPQRTUVWXY", 2) + rs(D, 2)
    t = "Help me fill in the Part D enrollment for my mom. Her Medicare number is %s and she's on the plan H%s-%03d." % (mbi, rs(D, 4), R.randint(1, 99))
    return t, [mbi], [], "Medicare beneficiary identifier entrusted by the user"

@case("en", "office-badge-pin")
def _():
    p = pin(5); tk = "INC%07d" % R.randint(0, 9999999)
    t = "IT ticket %s: my badge works but the server room keypad rejects my PIN %s since Monday. Write a follow-up." % (tk, p)
    return t, [p], [tk], "door PIN; ticket number look-alike"

@case("en", "stripe-and-testcard-neg")
def _():
    t = "In test mode with %s and card 4242 4242 4242 4242, exp 12/34, any CVC, the webhook never fires. What do I check?" % DOC_STRIPE
    return t, [], [DOC_STRIPE, "4242 4242 4242 4242", "12/34"], "documentation test values only"

@case("en", "jwt-doc-neg")
def _():
    t = "Explain each part of this sample token from jwt.io: %s . Why is the payload readable?" % DOC_JWT
    return t, [], [DOC_JWT], "jwt.io sample token"

@case("en", "example-ibans-neg")
def _():
    t = "My IBAN validator rejects GB82 WEST 1234 5698 7654 32 but accepts DE89370400440532013000. Both are the textbook examples, so what's wrong with my regex?"
    return t, [], ["GB82 WEST 1234 5698 7654 32", "DE89370400440532013000"], "textbook example IBANs"

@case("en", "serials-neg")
def _():
    sn = "C02" + rs(U + D, 8); pn = "MK%s3LL/A" % rs(U + D, 3); fw = "23.%d.%d" % (R.randint(1, 9), R.randint(10, 99))
    t = "Mac won't boot. Serial %s, part number %s, macOS %s. Still under AppleCare?" % (sn, pn, fw)
    return t, [], [sn, pn], "serial and part numbers"

@case("en", "wifi-qr-string")
def _():
    p = pw()
    t = "Generate a QR code for this so guests can scan it: WIFI:T:WPA;S:CafeLumen-Guest;P:%s;;" % p
    return t, [p], [], "Wi-Fi password inside a WIFI: QR payload"

@case("en", "1password-secret-key")
def _():
    al = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    k = "A3-%s-%s-%s-%s-%s-%s" % (rs(al, 6), rs(al, 6), rs(al, 5), rs(al, 5), rs(al, 5), rs(al, 5))
    t = "New phone. 1Password asks for my Secret Key, from the Emergency Kit: %s. Do I also need the master password?" % k
    return t, [k], [], "1Password Secret Key"

@case("en", "bitwarden-master")
def _():
    m = phrase(EN_W, 4, "-") + rs(D, 2); rc = rs(U + D, 32)
    t = "Keep this for me in case I forget: Bitwarden master password %s, two-step login recovery code %s." % (m, rc)
    return t, [m, rc], [], "master password and recovery code"

@case("en", "home-gate-garage")
def _():
    g = pin(4); gar = pin(5); mdl = "LiftMaster %dLM" % R.randint(800, 899)
    t = "Text for the cleaners: community gate code is %s, our garage keypad is %s (%s opener, press Enter after)." % (g, gar, mdl)
    return t, [g, gar], [mdl], "gate and garage codes; opener model look-alike"

@case("en", "env-mixed")
def _():
    db = pw(); jwtsec = rs(AN, 48); sentry = "https://%s@o%d.ingest.sentry.io/%d" % (hexs(32), R.randint(100000, 999999), R.randint(1000000, 9999999))
    t = ("Review my .env before I commit .env.example:\nNODE_ENV=production\nPORT=8080\nDB_PASSWORD=%s\nJWT_SECRET=%s\nSENTRY_DSN=%s\nLOG_LEVEL=info") % (db, jwtsec, sentry)
    return t, [db, jwtsec], ["8080"], "passwords/secrets in .env (Sentry DSN neutral)"

@case("en", "email-reset-link")
def _():
    tok = rs(AN, 43)
    t = ("This email came from Dropbox, is it phishing?\n\"Reset your password: https://www.dropbox.com/password_reset?t=%s\nThis link expires in 24 hours.\"") % tok
    return t, [tok], [], "password reset token in a link"

@case("en", "crypto-exchange-api")
def _():
    k = rs(AN, 64); s = rs(AN, 64)
    t = "Binance API for my trading bot: API Key %s Secret Key %s. The bot says -2015 Invalid API-key, IP, or permissions." % (k, s)
    return t, [k, s], ["-2015"], "exchange API key and secret; error code look-alike"

# ---------------- other languages ----------------
@case("zh", "id-and-unionpay")
def _():
    i = cn_id(); c = card("6222" + rs(D, 2), 19); o = "%d" % R.randint(10**17, 10**18 - 1)
    t = "帮我填一下这个实名认证表:身份证号 %s,工商银行卡号 %s。之前的订单号是 %s,要不要一起填?" % (i, c, o)
    return t, [i, c], [o], "居民身份证号(校验位已计算)与银联卡号(Luhn)"

@case("zh", "wechat-pay-wifi")
def _():
    p = pin(6); w = pw(["xiaomao", "dongbei", "chengdu", "panda", "huanghe"]); sf = "SF" + rs(D, 13)
    t = "我妈老忘记,帮我记一下:微信支付密码 %s,家里WiFi密码 %s。还有顺丰快递 %s 到哪了?" % (p, w, sf)
    return t, [p, w], [sf], "支付密码、WiFi密码;顺丰单号为对照"

@case("zh", "company-invoice-neg")
def _():
    usc = "91" + rs(D, 6) + rs("0123456789ABCDEFGHJKLMNPQRTUWXY", 10); fp = rs(D, 20)
    t = "公司开票信息:名称 上海云帆科技有限公司,统一社会信用代码 %s,发票号码 %s。帮我核对一下格式对不对。" % (usc, fp)
    return t, [], [usc, fp], "公司信用代码(校验位未计算)与发票号码"

@case("ja", "my-number-bank")
def _():
    mn = my_number(); br = "%03d" % R.randint(100, 999); ac = rs(D, 7)
    t = "年末調整の書類です。マイナンバーは %s、給与振込口座は三井住友銀行 渋谷支店(支店番号%s) 普通 %s です。これで合ってますか?" % (mn, br, ac)
    return t, [mn, ac], [br], "マイナンバー(チェックデジット計算済み)と口座番号;支店番号は公開"

@case("ja", "multi-netbank")
def _():
    p = pw(["sakura", "neko", "fujisan", "tanuki", "momiji"]); a = pin(4)
    t = "ネットバンキングのパスワードを忘れないように教えておきます" + M + "%s です" % p + M + "あとキャッシュカードの暗証番号は %s。覚えておいて" % a
    return t, [p, a], [], "パスワードと暗証番号、予告してから次のメッセージで"

@case("ja", "postal-corp-neg")
def _():
    z = "〒%03d-%04d" % (R.randint(100, 999), R.randint(0, 9999)); hj = nd(13); on = "%d-%07d-%07d" % (R.randint(249, 503), R.randint(0, 9999999), R.randint(0, 9999999))
    t = "返品の宛先は %s 東京都江東区…、法人番号 %s の会社です。注文番号 %s で問い合わせればいいですか?" % (z, hj, on)
    return t, [], [z, hj, on], "郵便番号・法人番号(チェック未計算)・注文番号"

@case("ko", "rrn-cert")
def _():
    r = kr_rrn(); p = pw(["sarang", "haneul", "bada", "hodu", "gureum"])
    t = "연말정산 간소화 서비스 들어가려는데 안돼요. 주민등록번호 %s, 공동인증서 비밀번호 %s 입력했어요." % (r, p)
    return t, [r, p], [], "주민등록번호(검증번호 계산)와 인증서 비밀번호"

@case("ko", "account-otp")
def _():
    a = "%s-%s-%s" % (rs(D, 3), rs(D, 6), rs(D, 5)); o = otp(6); brn = kr_brn()
    t = "중고거래 판매 대금 받을 계좌 신한 %s 예요. 아 그리고 OTP %s 떴는데 이거 누구한테 알려줘야 하나요? 업체 사업자번호는 %s 였어요." % (a, o, brn)
    return t, [a, o], [brn], "계좌번호와 OTP; 업체 사업자등록번호(검증번호 계산)는 대조용"

@case("ko", "parcel-neg")
def _():
    w = rs(D, 12); o = "%d%s" % (R.randint(2024, 2025), rs(D, 10)); ph = "010-%04d-%04d" % (R.randint(1000, 9999), R.randint(0, 9999))
    t = "CJ대한통운 운송장번호 %s, 쿠팡 주문번호 %s 인데 기사님 번호 %s 로 연락해도 될까요?" % (w, o, ph)
    return t, [], [w, o, ph], "운송장·주문번호·전화번호"

@case("ar", "sa-iban-otp")
def _():
    ib = iban("SA", "80" + rs(D, 18)); o = otp(4)
    t = "حوّلي راتبي على الآيبان %s من فضلك اكتب رسالة للموارد البشرية. وصلني أيضاً رمز التحقق %s من البنك، هل أعطيه لموظف الاتصال؟" % (g4(ib), o)
    return t, [g4(ib), o], [], "آيبان المستخدم (mod-97 محسوب) ورمز تحقق"

@case("ar", "emirates-id-password")
def _():
    e = emirates_id(); p = pw(["sahara", "nakhla", "qamar", "zahra", "bahr"])
    t = "أريد تجديد الإقامة عبر تطبيق ICP. رقم الهوية الإماراتية %s وكلمة المرور للحساب %s، لكن التطبيق يقول خطأ." % (e, p)
    return t, [e, p], [], "رقم الهوية الإماراتية (Luhn محسوب) وكلمة مرور"

@case("ar", "company-iban-neg")
def _():
    ib = iban("AE", "033" + rs(D, 16)); inv = "INV-%d-%04d" % (R.randint(2024, 2025), R.randint(1, 9999))
    t = "الشركة أرسلت لي فاتورة رقم %s وتطلب الدفع على حسابها %s. هل الصيغة صحيحة؟" % (inv, ib)
    return t, [], [inv, ib], "آيبان شركة ورقم فاتورة"

@case("fa", "melli-card")
def _():
    m = ir_melli(); c = card("603799"); cv = rs(D, 4); p2 = rs(D, 8); ex = "%02d/%02d" % (R.randint(3, 9), R.randint(1, 12))
    t = "برای خرید اینترنتی کمکم کن: کد ملی %s، شماره کارت %s، CVV2 %s، تاریخ انقضا %s، رمز دوم %s" % (m, g4(c, "-"), cv, ex, p2)
    return t, [m, g4(c, "-"), cv, ex, p2], [], "کد ملی (رقم کنترل محاسبه شده)، کارت بانک ملی (Luhn)، رمز دوم"

@case("fa", "wifi-tracking")
def _():
    w = pw(["golestan", "anar", "shiraz", "baran", "setareh"]); tr = rs(D, 20)
    t = "رمز وای‌فای خونه رو عوض کردم به %s. یه پیام هم دارم با کد رهگیری مرسوله %s، این کلاهبرداریه؟" % (w, tr)
    return t, [w], [tr], "رمز وای‌فای؛ کد رهگیری پست"

@case("fa", "shop-sheba-neg")
def _():
    sh = iban("IR", "0" + pick(["17", "12", "55", "19"]) + "0" + rs(D, 19)); f = str(R.randint(100000, 999999))
    t = "فروشگاه شماره شبا %s را برای واریز داده و شماره فاکتور %s است. این شبا مال کدام بانک است؟" % (sh, f)
    return t, [], [sh, f], "شبای فروشگاه (mod-97 محسوب) و شماره فاکتور"

@case("he", "tz-password")
def _():
    i = il_id(); p = pw(["shalom", "tapuz", "kineret", "yarden", "dvash"])
    t = "אני נכנסת לאתר ביטוח לאומי עם תעודת זהות %s והסיסמה %s וזה אומר שהפרטים שגויים. מה לעשות?" % (i, p)
    return t, [i, p], [], "תעודת זהות (ספרת ביקורת חושבה) וסיסמה"

@case("he", "alarm-gate")
def _():
    a = pin(4); g = pin(4); o = rs(D, 9)
    t = "תכתוב הודעה לשליח: קוד לשער %s, קוד האזעקה %s אם הוא נכנס למחסן. מספר ההזמנה %s." % (g, a, o)
    return t, [g, a], [o], "קודי שער ואזעקה; מספר הזמנה"

@case("he", "company-ref-neg")
def _():
    hp = "51" + rs(D, 7); asm = rs(D, 8)
    t = "קיבלתי קבלה מחברה עם ח.פ. %s ומספר אסמכתא %s. איך מקבלים החזר מס על זה?" % (hp, asm)
    return t, [], [hp, asm], "מספר חברה ואסמכתא"

@case("hi", "aadhaar-upi-pin")
def _():
    ad = aadhaar(); up = pin(6); utr = nd(12)
    t = "मेरा आधार नंबर %s है और UPI PIN %s. पैसे कट गए पर दुकानदार को नहीं मिले, UTR %s है। शिकायत कैसे लिखूं?" % (ad, up, utr)
    return t, [ad, up], [utr], "आधार (Verhoeff गणना), UPI PIN; UTR संदर्भ है"

@case("hi", "netbanking-otp")
def _():
    p = pw(["ganga", "himalaya", "chai", "mithai", "tara"]); o = otp(6); ifsc = "SBIN0" + rs(D, 6)
    t = "नेटबैंकिंग पासवर्ड %s डाला, फिर OTP %s आया, लेकिन 'session expired' दिखा। ब्रांच IFSC %s है।" % (p, o, ifsc)
    return t, [p, o], [ifsc], "पासवर्ड और OTP; IFSC सार्वजनिक"

@case("hi", "pnr-neg")
def _():
    pnr = rs(D, 10); tn = "%05d" % R.randint(12000, 22999)
    t = "मेरा PNR %s है, ट्रेन नंबर %s, वेटिंग लिस्ट WL 12 है। कन्फर्म होने के कितने चांस हैं?" % (pnr, tn)
    return t, [], [pnr, tn], "PNR और ट्रेन नंबर"

@case("ru", "passport-snils")
def _():
    ps = "%02d %02d %06d" % (R.randint(10, 99), R.randint(0, 25), R.randint(0, 999999)); sn = snils()
    t = "Заполняю заявление на Госуслугах: паспорт серия и номер %s, СНИЛС %s. Где указывать код подразделения?" % (ps, sn)
    return t, [ps, sn], [], "паспорт и СНИЛС (контрольное число вычислено)"

@case("ru", "mir-card-account")
def _():
    c = card("220" + str(R.randint(0, 4))); e = expiry(); v = rs(D, 3); acc = "40817810" + rs(D, 12); bik = "04" + rs(D, 7)
    t = "Для возврата денег магазину нужно: карта Мир %s, срок %s, CVC %s, счёт %s, БИК %s. Что из этого им реально нужно?" % (g4(c), e, v, acc, bik)
    return t, [g4(c), e, v, acc], [bik], "карта, счёт пользователя; БИК публичен"

@case("ru", "org-inn-neg")
def _():
    inn = inn10(); z = str(R.randint(10000000, 99999999))
    t = "Поставщик ООО «Северный ветер», ИНН %s, прислал счёт к заказу № %s. Как проверить, что фирма не однодневка?" % (inn, z)
    return t, [], [inn, z], "ИНН организации (контрольная цифра вычислена) и номер заказа"

@case("uk", "rnokpp-diia")
def _():
    r = rnokpp(); p = pw(["kalyna", "sonyash", "dnipro", "vyshnia", "lelka"])
    t = "Допоможи заповнити декларацію: мій РНОКПП %s, пароль до ключа КЕП %s. Куди вписувати дохід від фрилансу?" % (r, p)
    return t, [r, p], [], "РНОКПП (контрольна цифра обчислена) і пароль до ключа"

@case("uk", "iban-card-pin")
def _():
    mfo = "3" + rs(D, 5); ib = iban("UA", mfo + "0000026" + rs(D, 12)); p = pin(4)
    dg = "№ %d/%02d-К" % (R.randint(10, 99), R.randint(1, 12))
    t = "Рахунок для зарплати %s, прошу додати до трудового договору %s. І нагадай: ПІН нової картки %s." % (ib, dg, p)
    return t, [ib, p], [dg], "IBAN (mod-97 обчислено) і ПІН; номер договору"

@case("uk", "novaposhta-neg")
def _():
    ttn = "20" + rs(D, 12); ed = rs(D, 8)
    t = "Посилка Нової Пошти ТТН %s від ТОВ з ЄДРПОУ %s досі у відділенні. Скільки днів безкоштовного зберігання?" % (ttn, ed)
    return t, [], [ttn, ed], "номер накладної та ЄДРПОУ компанії (контроль не обчислено)"

@case("pl", "pesel-dowod")
def _():
    p = pesel(); d = pl_idcard()
    t = "Wypełniam wniosek o kredyt przez aplikację. PESEL %s, numer dowodu %s. Czy muszę podawać też miejsce urodzenia?" % (p, d)
    return t, [p, d], [], "PESEL i numer dowodu osobistego (cyfry kontrolne obliczone)"

@case("pl", "multi-blik-haslo")
def _():
    b = otp(6); h = pw(["kotek", "slonce", "pierogi", "wisla", "bursztyn"]); z = "%d" % R.randint(10**9, 10**10 - 1)
    t = "Kupuję na Allegro, zamówienie %s. Kod BLIK to %s" % (z, b) + M + "a jak nie zadziała to zaloguję się do banku, hasło %s" % h
    return t, [b, h], [z], "kod BLIK i hasło; numer zamówienia"

@case("pl", "shop-nip-neg")
def _():
    n = pl_nip(); ib = iban("PL", rs(D, 24))
    t = "Faktura od sklepu: NIP %s, konto do przelewu %s, tytuł: FV/%d/03/2025. Czy mogę to wrzucić w koszty?" % (n, g4(ib), R.randint(100, 999))
    return t, [], [n, g4(ib)], "NIP sklepu (obliczony) i konto sklepu"

@case("cs", "rodne-cislo-ucet")
def _():
    rc = cz_rc(); u = "%s/%s" % (nd(10), pick(["0800", "0100", "0300", "2010"]))
    t = "Potřebuju vyplnit přihlášku k pojištění: rodné číslo %s, číslo účtu %s. Je to takhle správně?" % (rc, u)
    return t, [rc, u], [], "rodné číslo (dělitelné 11) a účet"

@case("cs", "wifi-pin")
def _():
    w = pw(["kocka", "pivo", "vltava", "houba", "sneh"]); p = pin(4)
    t = "Napiš cedulku pro hosty na chatě: Wi-Fi CHATA_LIPNO, heslo %s. A pro mě poznámka: PIN od trezoru %s." % (w, p)
    return t, [w, p], [], "heslo Wi-Fi a PIN trezoru"

@case("cs", "ico-vs-neg")
def _():
    ic = cz_ico(); vs = str(R.randint(10**7, 10**10 - 1))
    t = "Faktura od firmy s IČO %s, variabilní symbol %s, splatnost 15. 4. Jak to zadat v bankovnictví?" % (ic, vs)
    return t, [], [ic, vs], "IČO (kontrolní číslice spočtena) a variabilní symbol"

@case("de", "iban-steuerid")
def _():
    ib = iban("DE", rs(D, 8) + rs(D, 10)); sid = steuer_id()
    t = "Für die Lohnabrechnung brauche ich: IBAN %s, BIC COBADEFFXXX, Steuer-ID %s. Kannst du eine Mail an die Personalabteilung formulieren?" % (g4(ib), sid)
    return t, [g4(ib), sid], ["COBADEFFXXX"], "IBAN (mod-97) und Steuer-ID (Prüfziffer berechnet); BIC öffentlich"

@case("de", "multi-haustuer")
def _():
    c = pin(6); c2 = pin(6)
    t = "Kannst du dir den Code für die Haustür merken? %s" % c + M + "Ach nein, der wurde letzte Woche geändert, neu ist %s." % c2
    return t, [c, c2], [], "Türcode mit Korrektur"

@case("de", "ustid-neg")
def _():
    u = "DE" + nd(9); r = "RE-%d-%05d" % (R.randint(2024, 2025), R.randint(1, 99999)); dhl = "00340434" + rs(D, 12)
    t = "Auf der Rechnung %s steht USt-IdNr. %s. Das Paket hat die Sendungsnummer %s. Darf ich die Vorsteuer abziehen?" % (r, u, dhl)
    return t, [], [r, u, dhl], "Rechnungsnummer, USt-IdNr. (nicht berechnet), Sendungsnummer"

@case("fr", "nir-ameli")
def _():
    n = nir(); p = pw(["soleil", "fromage", "lavande", "marron", "chaton"])
    t = "Je n'arrive pas à me connecter sur ameli.fr : numéro de sécu %s, mot de passe %s. Ils disent identifiant inconnu." % (n, p)
    return t, [n, p], [], "NIR (clé calculée) et mot de passe"

@case("fr", "digicode-colis")
def _():
    dc = pick("AB") + rs(D, 4); por = pin(4); col = "6A" + rs(D, 11)
    t = "Pour le livreur : digicode %s, puis interphone « Moreau », 3e étage gauche. Le portail du parking c'est %s. Colis n° %s." % (dc, por, col)
    return t, [dc, por], [col], "digicode et code portail; numéro de colis"

@case("fr", "siret-facture-neg")
def _():
    s = siret(); f = "F%d-%04d" % (R.randint(2024, 2025), R.randint(1, 9999))
    t = "Le plombier m'a donné une facture %s avec SIRET %s. Comment vérifier qu'il est bien déclaré ?" % (f, s)
    return t, [], [f, s], "SIRET (Luhn calculé) et facture"

@case("es", "dni-iban")
def _():
    d = dni(); ib = iban("ES", pick(["2100", "0049", "0182", "2038"]) + rs(D, 16))
    t = "Para la domiciliación del gimnasio: DNI %s, IBAN %s. ¿Me redactas la autorización SEPA?" % (d, g4(ib))
    return t, [d, g4(ib)], [], "DNI (letra calculada) e IBAN (mod-97; dígitos de control internos no calculados)"

@case("es", "pin-contrasena")
def _():
    p = pin(4); c = pw(["paella", "gato", "sevilla", "naranja", "flamenco"]); loc = rs(U + D, 6)
    t = "Apúntame esto: PIN de la tarjeta %s, contraseña de la app del banco %s. Y el localizador del vuelo es %s." % (p, c, loc)
    return t, [p, c], [loc], "PIN y contraseña; localizador"

@case("es", "cif-pedido-neg")
def _():
    cif = "B" + rs(D, 8); ped = "%d-%d" % (R.randint(400, 409), R.randint(1000000, 9999999))
    t = "La tienda online tiene CIF %s y mi pedido %s no llega. ¿Puedo reclamar a consumo?" % (cif, ped)
    return t, [], [cif, ped], "CIF de empresa (control no calculado) y pedido"

@case("pt", "cpf-senha-br")
def _():
    c = cpf(); s = pin(6); s2 = pw(["saudade", "praia", "caju", "sabia", "goiaba"])
    t = "Vou abrir conta no Nubank. CPF %s, senha de 6 dígitos do app %s, senha do email %s. Tá certo esse fluxo?" % (c, s, s2)
    return t, [c, s, s2], [], "CPF (dígitos verificadores calculados) e senhas"

@case("pt", "nif-financas-pt")
def _():
    n = nif_pt(); p = pw(["bacalhau", "fado", "tejo", "saudade", "azulejo"])
    t = "Entrar no Portal das Finanças: NIF %s, senha %s. Diz que a senha expirou, como renovo?" % (n, p)
    return t, [n, p], [], "NIF português (dígito de controlo calculado) e senha"

@case("pt", "cnpj-rastreio-neg")
def _():
    c = cnpj(); r = s10("BR", pick(["LB", "NL", "QH"])); ped = str(R.randint(10**9, 10**10 - 1))
    t = "A loja (CNPJ %s) mandou o código de rastreio %s para o pedido %s, mas os Correios não acham. O que faço?" % (c, r, ped)
    return t, [], [c, r, ped], "CNPJ (calculado), rastreio S10 (calculado), pedido"

@case("it", "cf-bancomat")
def _():
    cf = codice_fiscale(); p = pin(5)
    t = "Devo registrarmi allo SPID: codice fiscale %s. Già che ci sei, ricordami il PIN del bancomat: %s." % (cf, p)
    return t, [cf, p], [], "codice fiscale (carattere di controllo calcolato) e PIN"

@case("it", "iban-homebanking")
def _():
    ib = iban("IT", pick(U) + pick(["03069", "02008", "05034"]) + rs(D, 5) + rs(D, 12)); p = pw(["gelato", "pizza", "lago", "tramonto", "limone"])
    t = "Il mio IBAN è %s (SWIFT BCITITMM), password dell'home banking %s. Mi scrivi la mail per l'accredito dello stipendio?" % (ib, p)
    return t, [ib, p], ["BCITITMM"], "IBAN (mod-97; CIN non calcolato) e password; SWIFT pubblico"

@case("it", "piva-ordine-neg")
def _():
    pi = piva(); o = "%d" % R.randint(10**7, 10**8 - 1)
    t = "Il fornitore ha partita IVA %s e l'ordine è il n. %s. Come faccio a verificare la partita IVA sul VIES?" % (pi, o)
    return t, [], [pi, o], "partita IVA (controllo calcolato) e ordine"

@case("nl", "bsn-digid")
def _():
    b = bsn(); p = pw(["tulp", "fiets", "stroopwafel", "gracht", "molen"])
    t = "Ik kom niet in Mijn Belastingdienst. BSN %s, DigiD-wachtwoord %s. Moet ik een nieuwe activeringscode aanvragen?" % (b, p)
    return t, [b, p], [], "BSN (elfproef) en DigiD-wachtwoord"

@case("nl", "iban-pincode")
def _():
    ib = iban("NL", pick(["INGB", "RABO", "ABNA", "ASNB"]) + rs(D, 10)); p = pin(4); k = rs(D, 16)
    t = "Schrijf een briefje voor mijn zoon: zakgeld gaat naar %s. Pincode van zijn nieuwe pas is %s. Betalingskenmerk van de school is %s." % (g4(ib), p, k)
    return t, [g4(ib), p], [k], "IBAN (mod-97) en pincode; betalingskenmerk"

@case("nl", "kvk-neg")
def _():
    kvk = rs(D, 8); ib = iban("NL", "RABO" + rs(D, 10))
    t = "De aannemer heeft KvK-nummer %s en vraagt aanbetaling op %s. Klopt het dat dat een Rabo-rekening is?" % (kvk, ib)
    return t, [], [kvk, ib], "KvK-nummer en rekening van een bedrijf"

@case("sv", "personnummer-bankid")
def _():
    p = personnummer(); s = pin(6)
    t = "Jag ska logga in hos Försäkringskassan åt min pappa: personnummer %s, hans BankID-säkerhetskod är %s." % (p, s)
    return t, [p, s], [], "personnummer (Luhn) och BankID-kod, anförtrodda"

@case("sv", "wifi-portkod")
def _():
    w = pw(["kanelbulle", "fika", "midsommar", "granen", "stuga"]); pk = pin(4)
    t = "Skriv en lapp till hyresgästen: wifi-lösenordet är %s och portkoden %s. Soporna töms på onsdagar." % (w, pk)
    return t, [w, pk], [], "wifi-lösenord och portkod"

@case("sv", "orgnr-ocr-neg")
def _():
    o = se_org(); bg = "%d-%04d" % (R.randint(100, 9999), R.randint(0, 9999)); ocr = nd(10); ocr += luhn_cd(ocr)
    t = "Fakturan från elbolaget (org.nr %s) ska betalas till bankgiro %s med OCR %s. Kan jag betala med Swish i stället?" % (o, bg, ocr)
    return t, [], [o, bg, ocr], "organisationsnummer, bankgiro, OCR (Luhn beräknade)"

@case("da", "cpr-mitid")
def _():
    c = "%02d%02d%02d-%s" % (R.randint(1, 28), R.randint(1, 12), R.randint(55, 99), rs(D, 4)); p = pw(["hygge", "smorrebrod", "cykel", "havet", "birk"])
    t = "Kan du hjælpe mig med borger.dk? CPR-nummer %s, MitID-adgangskode %s. Den siger at min bruger er spærret." % (c, p)
    return t, [c, p], [], "CPR-nummer (ingen kontrol) og adgangskode"

@case("da", "konto-dankort")
def _():
    reg = rs(D, 4); k = nd(10); p = pin(4)
    t = "Min løn skal gå til reg.nr. %s kontonr. %s. Og husk for mig: Dankort PIN %s." % (reg, k, p)
    return t, [k, p], [reg], "kontonummer og PIN; registreringsnummer er bankens"

@case("da", "cvr-neg")
def _():
    c = dk_cvr(); f = str(R.randint(10000, 99999))
    t = "Håndværkeren har CVR %s og sendte faktura nr. %s uden moms. Er det lovligt?" % (c, f)
    return t, [], [c, f], "CVR (modulus 11 beregnet) og fakturanummer"

@case("no", "fnr-bankid")
def _():
    f = fnr(); p = pw(["fjell", "brunost", "lofoten", "elg", "nordlys"])
    t = "Jeg skal søke lånekassen. Fødselsnummer %s, BankID-passord %s. Hva gjør jeg når den ber om engangskode?" % (f, p)
    return t, [f, p], [], "fødselsnummer (kontrollsifre beregnet) og passord"

@case("no", "konto-garasje")
def _():
    k = no_konto(); g = pin(4)
    t = "Send lønnen til kontonummer %s. Forresten, koden til garasjeporten er %s, kan du legge det i handlelista-appen?" % (k, g)
    return t, [k, g], [], "kontonummer (mod 11 beregnet) og garasjekode"

@case("no", "orgnr-kid-neg")
def _():
    o = no_org(); kid = nd(12); kid += luhn_cd(kid)
    t = "Regningen fra Elvia (org.nr. %s) har KID %s. Kan jeg sette opp avtalegiro på den?" % (o, kid)
    return t, [], [o, kid], "organisasjonsnummer (mod 11) og KID (Luhn)"

@case("fi", "hetu-pankki")
def _():
    h = hetu(); tun = rs(D, 8); p = pw(["sauna", "mokki", "kuusi", "karhu", "lumi"])
    t = "Kela kysyy henkilötunnusta: %s. Verkkopankin käyttäjätunnus %s ja salasana %s, miksei kirjautuminen toimi?" % (h, tun, p)
    return t, [h, tun, p], [], "henkilötunnus (tarkiste laskettu), pankkitunnukset"

@case("fi", "iban-ovikoodi")
def _():
    ib = iban("FI", rs(D, 14)); o = pin(4)
    t = "Vuokranantajalle viesti: vuokra tulee tililtä %s. Rapun ovikoodi on %s jos tarvitset." % (g4(ib), o)
    return t, [g4(ib), o], [], "IBAN (mod-97) ja ovikoodi"

@case("fi", "ytunnus-viite-neg")
def _():
    y = ytunnus(); v = fi_viite()
    t = "Laskussa on Y-tunnus %s ja viitenumero %s. Mihin kenttään viite laitetaan mobiilipankissa?" % (y, v)
    return t, [], [y, v], "Y-tunnus ja viitenumero (tarkisteet lasketut)"

@case("hu", "taj-adoazonosito")
def _():
    tj = taj(); ad = hu_adoaz()
    t = "Az orvosi időponthoz kérik: TAJ-szám %s, adóazonosító jel %s. Jó helyre írom?" % (tj, ad)
    return t, [tj, ad], [], "TAJ és adóazonosító (ellenőrző számjegyek számolva)"

@case("hu", "szamla-pin")
def _():
    a = hu_acct(); p = pin(4)
    t = "A fizetésem erre a számlára jön: %s. A bankkártya PIN-kódom %s, ezt jegyezd fel légyszi." % (a, p)
    return t, [a, p], [], "bankszámlaszám (ellenőrző számjegyek számolva) és PIN"

@case("hu", "cegadatok-neg")
def _():
    ad = "%s-%d-%02d" % (rs(D, 8), R.randint(1, 5), R.randint(2, 44)); cj = "01-09-%06d" % R.randint(0, 999999); r = str(R.randint(10**6, 10**7 - 1))
    t = "A webshop adószáma %s, cégjegyzékszáma %s, a rendelésem száma %s. Hol tudom ellenőrizni őket?" % (ad, cj, r)
    return t, [], [ad, cj, r], "cég adószáma, cégjegyzékszám, rendelésszám"

@case("ro", "cnp-parola")
def _():
    c = cnp(); p = pw(["carpati", "sarmale", "dunare", "brad", "ciocarlie"])
    t = "Vreau să mă înregistrez în SPV ANAF. CNP %s, parola pe care am pus-o %s. Nu primesc emailul de confirmare." % (c, p)
    return t, [c, p], [], "CNP (cifră de control calculată) și parolă"

@case("ro", "iban-pin")
def _():
    ib = iban("RO", pick(["BTRL", "RNCB", "BRDE", "INGB"]) + rs(U + D, 16)); p = pin(4)
    t = "Contul meu %s, te rog scrie cererea de transfer al salariului. PIN-ul cardului nou e %s, nu-l uita." % (ib, p)
    return t, [ib, p], [], "IBAN (mod-97) și PIN"

@case("ro", "cui-awb-neg")
def _():
    c = ro_cui(); awb = rs(D, 10); f = "FCT%d" % R.randint(10000, 99999)
    t = "Firma cu CUI RO%s mi-a trimis factura %s, iar coletul are AWB %s. E firmă plătitoare de TVA?" % (c, f, awb)
    return t, [], [c, f, awb], "CUI (control calculat), factură, AWB"

@case("el", "afm-amka-taxis")
def _():
    a = gr_afm(); am = amka(); p = pw(["thalassa", "elia", "portokali", "ilios", "kafes"])
    t = "Για το Taxisnet: ΑΦΜ %s, ΑΜΚΑ %s, κωδικός %s. Δεν με αφήνει να κάνω την δήλωση, τι φταίει;" % (a, am, p)
    return t, [a, am, p], [], "ΑΦΜ (υπολογισμένο), ΑΜΚΑ (Luhn), κωδικός"

@case("el", "iban-pin")
def _():
    ib = iban("GR", pick(["011", "017", "026", "014"]) + rs(D, 4) + rs(D, 16)); p = pin(4)
    t = "Γράψε μου email στον εργοδότη για τον λογαριασμό μισθοδοσίας %s. Και θύμισέ μου ότι το PIN της κάρτας είναι %s." % (g4(ib), p)
    return t, [g4(ib), p], [], "IBAN (mod-97) και PIN"

@case("el", "company-afm-neg")
def _():
    a = gr_afm(); o = str(R.randint(10**6, 10**7 - 1))
    t = "Το κατάστημα έχει ΑΦΜ %s και η παραγγελία μου είναι η %s. Πώς κάνω καταγγελία;" % (a, o)
    return t, [], [a, o], "ΑΦΜ καταστήματος και παραγγελία"

@case("tr", "tc-edevlet")
def _():
    tc = tc_kimlik(); p = pw(["kedi", "lale", "bogaz", "simit", "deniz"])
    t = "e-Devlet'e giremiyorum. TC kimlik no %s, şifre %s. Şifremi unuttum dediğimde SMS gelmiyor." % (tc, p)
    return t, [tc, p], [], "TC kimlik (kontrol haneleri hesaplandı) ve şifre"

@case("tr", "iban-kart-sifre")
def _():
    ib = iban("TR", pick(["00010", "00062", "00046", "00064"]) + "0" + rs(D, 16)); p = pin(4)
    t = "Kira için ev sahibine IBAN'ımı yazacağım: %s. Bir de yeni kartın şifresi %s, unutursam hatırlat." % (g4(ib), p)
    return t, [g4(ib), p], [], "IBAN (mod-97) ve kart şifresi"

@case("tr", "vergi-kargo-neg")
def _():
    v = rs(D, 10); s = str(R.randint(10**8, 10**9 - 1)); k = rs(D, 12)
    t = "Satıcının vergi numarası %s, sipariş numaram %s, kargo takip no %s. İade süresi kaç gün?" % (v, s, k)
    return t, [], [v, s, k], "vergi numarası, sipariş ve kargo takip"

@case("vi", "cccd-matkhau")
def _():
    c = "0" + rs(D, 11); p = pw(["hoasen", "caphe", "phobo", "saigon", "mekong"])
    t = "Em đăng ký VNeID: số CCCD %s, mật khẩu em đặt là %s mà nó báo sai. Giúp em với." % (c, p)
    return t, [c, p], [], "số CCCD và mật khẩu"

@case("vi", "stk-otp")
def _():
    a = rs(D, R.randint(10, 13)); o = otp(6)
    t = "Bạn em chuyển tiền vào số tài khoản Vietcombank %s của em. Vừa có mã OTP %s gửi về, có người gọi hỏi mã, có nên đưa không?" % (a, o)
    return t, [a, o], [], "số tài khoản và OTP"

@case("vi", "mst-don-neg")
def _():
    m = "03" + rs(D, 8); d = rs(U + D, 14)
    t = "Shop có mã số thuế %s, mã đơn hàng Shopee %s bị giao thiếu. Em khiếu nại thế nào?" % (m, d)
    return t, [], [m, d], "mã số thuế công ty và mã đơn hàng"

@case("th", "idcard-password")
def _():
    i = th_id(); p = pw(["mali", "chang", "khaosan", "mamuang", "dokmai"])
    t = "จะลงทะเบียนแอปเป๋าตัง เลขบัตรประชาชน %s รหัสผ่านที่ตั้งไว้คือ %s แต่เข้าไม่ได้ค่ะ" % (i, p)
    return t, [i, p], [], "เลขบัตรประชาชน (คำนวณหลักตรวจสอบ) และรหัสผ่าน"

@case("th", "account-pin")
def _():
    a = "%s-%s-%s-%s" % (rs(D, 3), rs(D, 1), rs(D, 5), rs(D, 1)); p = pin(6)
    t = "ช่วยเขียนข้อความแจ้งนายจ้างว่าเลขบัญชีกสิกรของฉันคือ %s และจดไว้ให้หน่อยว่า PIN แอป K PLUS คือ %s" % (a, p)
    return t, [a, p], [], "เลขบัญชีและ PIN"

@case("th", "tracking-tax-neg")
def _():
    tr = s10("TH", pick(["EF", "EE", "RB"])); tx = "0" + rs(D, 12)
    t = "พัสดุเลข %s ยังไม่ถึง ร้านค้าเลขประจำตัวผู้เสียภาษี %s ต้องติดต่อใครคะ" % (tr, tx)
    return t, [], [tr, tx], "เลขพัสดุ S10 (คำนวณ) และเลขผู้เสียภาษีของร้าน"

@case("id", "nik-password")
def _():
    n = pick(["3171", "3273", "3578", "5171"]) + rs(D, 2) + "%02d%02d%02d" % (R.randint(1, 28) + pick([0, 40]), R.randint(1, 12), R.randint(70, 99)) + rs(D, 4)
    p = pw(["kucing", "nasigoreng", "bunga", "merdeka", "pantai"])
    t = "Mau daftar BPJS online, NIK saya %s, password akun %s. Kok ditolak terus ya?" % (n, p)
    return t, [n, p], [], "NIK dan password"

@case("id", "rekening-pin-otp")
def _():
    r = rs(D, 10); p = pin(6); o = otp(6)
    t = "Nomor rekening BCA saya %s. PIN m-BCA %s. Barusan ada SMS kode OTP %s, katanya dari kurir, aman nggak?" % (r, p, o)
    return t, [r, p, o], [], "rekening, PIN, OTP"

@case("id", "resi-va-neg")
def _():
    rsi = "JP" + rs(D, 10); va = "8808" + rs(D, 12); npwp = "%s.%s.%s.%s-%s.%s" % (rs(D, 2), rs(D, 3), rs(D, 3), rs(D, 1), rs(D, 3), rs(D, 3))
    t = "Nomor resi %s, pembayaran lewat virtual account %s, NPWP toko %s. Kenapa statusnya belum dibayar?" % (rsi, va, npwp)
    return t, [], [rsi, va, npwp], "resi, virtual account tagihan, NPWP toko"

@case("tl", "sss-mpin")
def _():
    s = "%s-%s-%s" % (rs(D, 2), rs(D, 7), rs(D, 1)); m = pin(4)
    t = "Pa-help naman mag-file ng salary loan. SSS number ko %s. Yung MPIN ko sa GCash %s, baka kailangan din?" % (s, m)
    return t, [s, m], [], "SSS number at MPIN"

@case("tl", "gcash-otp-ref")
def _():
    o = otp(6); ref = rs(D, 13); amt = "PHP %d.00" % R.randint(100, 5000)
    t = "Nag-send ako ng %s, Ref No. %s. Tapos may nag-text na ibigay ko daw yung authentication code %s para ma-refund. Scam ba?" % (amt, ref, o)
    return t, [o], [ref, amt], "OTP ay sikreto; Ref No. ng resibo ay reference"

@case("tl", "tin-neg")
def _():
    tin = "%s-%s-%s-000" % (rs(D, 3), rs(D, 3), rs(D, 3)); tr = "LBC" + rs(D, 12)
    t = "Ang TIN ng supplier sa resibo ay %s at ang tracking ng LBC ay %s. Valid ba yung resibo para sa BIR?" % (tin, tr)
    return t, [], [tin, tr], "TIN ng kumpanya at tracking"

@case("sw", "mpesa-code-pin")
def _():
    code = pick("TSU") + rs(U + D, 9); p = pin(4); ph = "07%s %s%s" % (rs(D, 2), rs(D, 3), rs(D, 3))
    t = ("Nimepokea ujumbe huu: \"%s Confirmed. Ksh2,350.00 sent to JANE WANJIRU %s on 14/3/25 at 7:42 PM. New M-PESA balance is Ksh6,118.00.\" "
         "Mtu ananipigia akidai nimkosee PIN yangu %s ili arudishe pesa. Nifanye nini?") % (code, ph, p)
    return t, [code, p], [ph], "msimbo wa muamala wa M-Pesa na PIN; namba ya simu ya mpokeaji"

@case("sw", "id-kra-password")
def _():
    i = rs(D, 8); k = "A" + rs(D, 9) + pick(U); p = pw(["simba", "chai", "pwani", "mvua", "nyota"])
    t = "Nataka kujaza returns kwenye iTax: namba ya kitambulisho %s, KRA PIN %s, nenosiri %s. Imekataa kuingia." % (i, k, p)
    return t, [i, k, p], [], "kitambulisho, KRA PIN (taxpayer id), nenosiri"

@case("sw", "paybill-neg")
def _():
    pb = str(R.randint(200000, 999999)); acc = "KPLC" + rs(D, 8)
    t = "Nalipa umeme kwa Paybill %s, namba ya akaunti %s. Nilikatwa mara mbili, nidai vipi?" % (pb, acc)
    return t, [], [pb, acc], "Paybill ya kampuni na namba ya akaunti ya bili"


# extra context sentences that add look-alikes (other parties' ids, references, phones, dates) to some cases
def _n(k): return lambda: nd(k)
def _ord(pre, k): return lambda: pre + rs(D, k)
def _ph(fmt): return lambda: fmt % tuple(rs(D, n) for n in (3, 4))
EXTRA = {
 "github-recovery-codes": (" Account created 2019-08-14, support ticket #%s.", [_n(7)]),
 "totp-otpauth-uri": (" Backup app version is 3.1.2, phone is a Pixel 7 (build %s).", [lambda: "TQ3A." + rs(D, 6) + ".00" + rs(D, 1)]),
 "redis-password-only": (" celery 5.3.6, job id %s.", [uuid4]),
 "anthropic-revoked": (" The commit was %s.", [lambda: hexs(40)]),
 "sendgrid-yaml": (" Message-ID from the bounce: %s", [lambda: rs(AN + "-_", 22) + ".filterdrecv-" + rs(D, 9)]),
 "k8s-secret-b64": (" Cluster version v1.29.%s, node pool np-%s.", [_n(1), _n(6)]),
 "php-mysql": (" Server is MariaDB 10.6.18, error code %s.", [lambda: "1045"]),
 "smtp-config": (" Thunderbird 115.9.0, Google error %s.", [lambda: "5.7.8"]),
 "multi-new-password": (" (account email ends with @outlook.com, profile id %s)", [_n(8)]),
 "multi-pin-correction": ("\n---\nalso the card replacement request number was %s", [_ord("CR", 9)]),
 "security-answers": (" Bank's helpline is %s.", [_ph("1-800-%s-%s")]),
 "hotel-safe": (" Hotel confirmation %s.", [_n(10)]),
 "twilio-auth": (" Message SID %s.", [lambda: "SM" + hexs(32)]),
 "discord-webhook": (" Server id %s.", [_n(18)]),
 "git-credentials": (" VS Code 1.89.1, Git Credential Manager %s.", [lambda: "2.4.1"]),
 "basic-auth-header": (" nginx request id %s.", [lambda: hexs(32)]),
 "azure-storage": (" x-ms-request-id: %s", [uuid4]),
 "mailgun-key": (" Response id <%s@mg.lakeviewdental.com>.", [lambda: "20250302" + rs(D, 6) + "." + rs(D, 16)]),
 "multi-cvv-later": (" Confirmation from OpenTable: %s.", [_n(9)]),
 "medicare-mbi": (" The plan's customer service line is %s.", [_ph("1-877-%s-%s")]),
 "wifi-qr-string": (" Our cafe's VAT no. is %s.", [lambda: "GB" + nd(9)]),
 "1password-secret-key": (" Emergency Kit printed on 2023-11-02, account sign-in address my.1password.com, account ID %s.", [lambda: rs(U + D, 26)]),
 "bitwarden-master": (" Vault item count 412, organization id %s.", [uuid4]),
 "email-reset-link": (" The sender header says Message-ID: <%s@dropbox.com>.", [lambda: hexs(24)]),
 "zh:wechat-pay-wifi": ("另外客服电话是 %s。", [_ph("400-%s-%s")]),
 "ko:rrn-cert": (" 접수번호는 %s 입니다.", [_n(12)]),
 "ar:sa-iban-otp": (" رقم طلبي لدى البنك %s.", [_n(10)]),
 "ar:emirates-id-password": (" رقم طلب التجديد %s.", [_ord("ICP-", 10)]),
 "fa:melli-card": (" شماره سفارش %s است.", [_n(9)]),
 "he:tz-password": (" מספר הפנייה הקודמת שלי %s.", [_n(9)]),
 "ru:passport-snils": (" Номер заявления %s.", [_n(10)]),
 "uk:rnokpp-diia": (" Номер звернення %s.", [_n(9)]),
 "pl:pesel-dowod": (" Numer wniosku %s.", [_ord("WN/", 8)]),
 "cs:rodne-cislo-ucet": (" Číslo smlouvy pojišťovny je %s.", [_n(10)]),
 "cs:wifi-pin": (" Chata má číslo popisné %s.", [lambda: str(R.randint(100, 999))]),
 "de:iban-steuerid": (" Personalnummer %s.", [_n(6)]),
 "de:multi-haustuer": ("\n---\nDie Hausverwaltung hat die Ticketnummer %s vergeben.", [_ord("HV-", 7)]),
 "fr:nir-ameli": (" Numéro de dossier CPAM %s.", [_n(11)]),
 "es:dni-iban": (" Mi número de socio del gimnasio es %s.", [_n(7)]),
 "pt:cpf-senha-br": (" O protocolo do atendimento é %s.", [_n(14)]),
 "pt:nif-financas-pt": (" A referência do pedido é %s.", [_n(9)]),
 "it:cf-bancomat": (" Numero pratica SPID %s.", [_n(10)]),
 "it:iban-homebanking": (" Matricola aziendale %s.", [_n(6)]),
 "nl:bsn-digid": (" Zaaknummer Belastingdienst %s.", [_n(10)]),
 "sv:personnummer-bankid": (" Ärendenummer %s.", [_n(9)]),
 "sv:wifi-portkod": (" Lägenhetsnummer %s.", [lambda: "1" + rs(D, 3)]),
 "da:cpr-mitid": (" Sagsnummer %s.", [_n(8)]),
 "no:fnr-bankid": (" Saksnummer %s.", [_ord("LK-", 8)]),
 "no:konto-garasje": (" Ansattnummer %s.", [_n(5)]),
 "fi:hetu-pankki": (" Kelan asianumero %s.", [_n(10)]),
 "fi:iban-ovikoodi": (" Vuokrasopimuksen numero %s.", [_ord("VS-", 6)]),
 "hu:taj-adoazonosito": (" Az időpont azonosítója %s.", [_n(8)]),
 "hu:szamla-pin": (" Munkaszerződés száma %s.", [_ord("MSZ-", 6)]),
 "ro:cnp-parola": (" Număr de înregistrare cerere %s.", [_n(9)]),
 "ro:iban-pin": (" Marca de angajat %s.", [_n(5)]),
 "el:afm-amka-taxis": (" Αριθμός πρωτοκόλλου %s.", [_n(10)]),
 "el:iban-pin": (" Αριθμός μητρώου εργαζομένου %s.", [_n(6)]),
 "tr:tc-edevlet": (" Başvuru numarası %s.", [_n(11)]),
 "tr:iban-kart-sifre": (" Kira sözleşme no %s.", [_ord("KS-", 6)]),
 "vi:cccd-matkhau": (" Mã hồ sơ %s.", [_ord("HS", 10)]),
 "vi:stk-otp": (" Số điện thoại người gọi là %s.", [_ph("09%s%s")]),
 "th:idcard-password": (" หมายเลขคำร้อง %s", [_n(10)]),
 "th:account-pin": (" รหัสพนักงาน %s", [_n(6)]),
 "id:nik-password": (" Nomor tiket pengaduan %s.", [_n(9)]),
 "id:rekening-pin-otp": (" Nomor kurirnya %s.", [_ph("0812-%s-%s")]),
 "tl:sss-mpin": (" Loan application no. %s.", [_n(10)]),
 "sw:id-kra-password": (" Namba ya tiketi ya KRA %s.", [_ord("KRA", 9)]),
 "ja:multi-netbank": ("\n---\nちなみに支店の電話番号は %s です", [_ph("03-%s-%s")]),
 "ja:my-number-bank": (" 社員番号は %s です。", [_n(7)]),
}

# ---------------- validation & output ----------------
BAD_CH = re.compile("[\x00-\x09\x0b-\x1f\x7f\u0085\u2028\u2029\ufeff]")
def occurrences(text, v):
    out, i = [], text.find(v)
    while i >= 0:
        out.append((i, i + len(v))); i = text.find(v, i + 1)
    return out
def validate(c):
    t, secs, looks = c["text"], c["secrets"], c["lookalikes"]
    errs = []
    for f in ("id", "lang", "text", "note"):
        if not isinstance(c[f], str) or not c[f]: errs.append("empty " + f)
    for s in [c["id"], c["lang"], c["note"]] + secs + looks:
        if BAD_CH.search(s) or "\n" in s and s not in secs: errs.append("hostile char in %r" % s[:40])
    if BAD_CH.search(t): errs.append("hostile char in text")
    if len(set(secs + looks)) != len(secs + looks): errs.append("duplicate listed value")
    for v in secs + looks:
        if not v.strip() or v != v.strip(): errs.append("blank/space-padded value %r" % v)
        occ = occurrences(t, v)
        if not occ: errs.append("not in text: %r" % v); continue
        if len(v) <= 6 and len(occ) > 1: errs.append("short value occurs twice: %r" % v)
        for a, b in occ:
            if v[0].isdigit() and a > 0 and t[a - 1].isdigit(): errs.append("embedded number %r" % v)
            if v[-1].isdigit() and b < len(t) and t[b].isdigit(): errs.append("embedded number %r" % v)
    so = [o for v in secs for o in occurrences(t, v)]; lo = [o for v in looks for o in occurrences(t, v)]
    for a, b in so:
        for x, y in lo:
            if a < y and x < b: errs.append("secret/look-alike overlap at %d" % a)
    return errs

def build():
    cases, seen = [], set()
    for n, (lang, slug, f) in enumerate(BUILDERS, 1):
        for attempt in range(60):
            t, secs, looks, note = f()
            ex = EXTRA.get(slug) if lang == "en" else EXTRA.get(lang + ":" + slug)
            if ex:
                vals = [g() for g in ex[1]]; t = t + ex[0] % tuple(vals); looks = looks + vals
            c = {"id": "%s-%03d-%s" % (PREFIX, n, slug), "lang": lang, "text": t, "secrets": secs, "lookalikes": looks, "note": note}
            errs = validate(c)
            if not errs: break
        else:
            print("FAIL %s: %s" % (c["id"], errs), file=sys.stderr); sys.exit(1)
        if c["id"] in seen: print("duplicate id", c["id"], file=sys.stderr); sys.exit(1)
        seen.add(c["id"]); cases.append(c)
    return cases

def q(s): return json.dumps(s, ensure_ascii=False)
def dump(cases):
    out = ["lookalikes: []", "cases:"]
    for c in cases:
        out.append("  - id: " + q(c["id"]))
        out.append("    lang: " + q(c["lang"]))
        out.append("    text: " + q(c["text"]))
        for k in ("secrets", "lookalikes"):
            if c[k]:
                out.append("    %s:" % k); out += ["      - " + q(v) for v in c[k]]
            else:
                out.append("    %s: []" % k)
        out.append("    note: " + q(c["note"]))
    return "\n".join(out) + "\n"

def main():
    if len(sys.argv) != 2: print("usage: python3 make_heldout_v79.py heldout_v79.yaml", file=sys.stderr); sys.exit(2)
    # self-tests of check-digit helpers on documented examples
    assert iban_ok("GB82WEST12345698765432") and iban_ok("DE89370400440532013000")
    assert luhn_ok("4242424242424242") and luhn_ok("79927398713")
    assert verhoeff_ok("2363")
    cases = build()
    n = len(cases); neg = sum(1 for c in cases if not c["secrets"])
    if not (165 <= n <= 185): print("case count out of range", n, file=sys.stderr); sys.exit(1)
    with open(sys.argv[1], "w", encoding="utf-8") as fh: fh.write(dump(cases))
    print("wrote %d cases (%d negative) to %s" % (n, neg, sys.argv[1]))

if __name__ == "__main__":
    main()
